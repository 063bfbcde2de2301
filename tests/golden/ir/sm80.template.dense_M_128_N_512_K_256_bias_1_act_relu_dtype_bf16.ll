; dense:M=128,N=512,K=256,bias=1,residual=0,act=relu,dtype=bf16,nblock=0 on cuda -arch=sm_80, schedule template
; ModuleID = 'ktune_dense_bias_relu_bf16_m128_n512_k256'
source_filename = "ktune_dense_bias_relu_bf16_m128_n512_k256"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared = internal addrspace(3) global [6144 x bfloat] undef, align 64
@ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared = internal addrspace(3) global [6144 x bfloat] undef, align 64

; Function Attrs: nounwind
define ptx_kernel void @ktune_dense_bias_relu_bf16_m128_n512_k256(ptr noalias %v0, ptr noalias %v1, ptr noalias nocapture readonly %v2, ptr noalias nocapture writeonly %v3) local_unnamed_addr #0 {
v4:
  %v5 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = zext nneg i32 %v5 to i64
  %v7 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v8 = zext nneg i32 %v7 to i64
  %v9 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %v10 = zext nneg i32 %v9 to i64
  %v11 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %v12 = zext nneg i32 %v11 to i64
  %v13 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v14 = zext nneg i32 %v13 to i64
  %v15 = shl nuw nsw i64 %v10, 9
  %v16 = shl nuw nsw i64 %v12, 8
  %v17 = shl nuw nsw i64 %v14, 3
  %v18 = add nuw nsw i64 %v16, %v15
  %v19 = add nuw nsw i64 %v18, %v17
  %v20 = and i64 %v14, 120
  %v21 = shl nuw nsw i64 %v6, 14
  %v22 = shl nuw nsw i64 %v10, 12
  %v23 = shl nuw nsw i64 %v12, 11
  %v24 = shl nuw nsw i64 %v14, 6
  %v25 = and i64 %v24, 7936
  %v26 = add nuw nsw i64 %v23, %v22
  %v27 = add nuw nsw i64 %v26, %v21
  %v28 = add nuw nsw i64 %v27, %v25
  %v29 = and i64 %v17, 24
  %v30 = or disjoint i64 %v28, %v29
  %v31 = xor i64 %v19, %v20
  %v32 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v31
  %v33 = getelementptr inbounds bfloat, ptr %v0, i64 %v30
  %v34 = addrspacecast ptr %v32 to ptr addrspace(3)
  %v35 = addrspacecast ptr %v33 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v34, ptr addrspace(1) %v35)
  %v36 = add nuw nsw i64 %v19, 1024
  %v37 = xor i64 %v36, %v20
  %v38 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v37
  %v39 = getelementptr inbounds i8, ptr %v33, i64 16384
  %v40 = addrspacecast ptr %v38 to ptr addrspace(3)
  %v41 = addrspacecast ptr %v39 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v40, ptr addrspace(1) %v41)
  %v42 = shl nuw nsw i64 %v8, 14
  %v43 = add nuw nsw i64 %v26, %v42
  %v44 = add nuw nsw i64 %v43, %v25
  %v45 = or disjoint i64 %v44, %v29
  %v46 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v31
  %v47 = getelementptr inbounds bfloat, ptr %v1, i64 %v45
  %v48 = addrspacecast ptr %v46 to ptr addrspace(3)
  %v49 = addrspacecast ptr %v47 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v48, ptr addrspace(1) %v49)
  %v50 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v37
  %v51 = getelementptr inbounds i8, ptr %v47, i64 16384
  %v52 = addrspacecast ptr %v50 to ptr addrspace(3)
  %v53 = addrspacecast ptr %v51 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v52, ptr addrspace(1) %v53)
  tail call void @llvm.nvvm.cp.async.commit.group()
  %v54 = add nuw nsw i64 %v18, 2048
  %v55 = add nuw nsw i64 %v54, %v17
  %v56 = or disjoint i64 %v26, 32
  %v57 = add nuw nsw i64 %v56, %v21
  %v58 = add nuw nsw i64 %v57, %v25
  %v59 = or disjoint i64 %v58, %v29
  %v60 = xor i64 %v55, %v20
  %v61 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v60
  %v62 = getelementptr inbounds bfloat, ptr %v0, i64 %v59
  %v63 = addrspacecast ptr %v61 to ptr addrspace(3)
  %v64 = addrspacecast ptr %v62 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v63, ptr addrspace(1) %v64)
  %v65 = add nuw nsw i64 %v55, 1024
  %v66 = xor i64 %v65, %v20
  %v67 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v66
  %v68 = getelementptr inbounds i8, ptr %v62, i64 16384
  %v69 = addrspacecast ptr %v67 to ptr addrspace(3)
  %v70 = addrspacecast ptr %v68 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v69, ptr addrspace(1) %v70)
  %v71 = add nuw nsw i64 %v56, %v42
  %v72 = add nuw nsw i64 %v71, %v25
  %v73 = or disjoint i64 %v72, %v29
  %v74 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v60
  %v75 = getelementptr inbounds bfloat, ptr %v1, i64 %v73
  %v76 = addrspacecast ptr %v74 to ptr addrspace(3)
  %v77 = addrspacecast ptr %v75 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v76, ptr addrspace(1) %v77)
  %v78 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v66
  %v79 = getelementptr inbounds i8, ptr %v75, i64 16384
  %v80 = addrspacecast ptr %v78 to ptr addrspace(3)
  %v81 = addrspacecast ptr %v79 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v80, ptr addrspace(1) %v81)
  tail call void @llvm.nvvm.cp.async.commit.group()
  %v82 = shl nuw nsw i64 %v10, 10
  %v83 = lshr i64 %v14, 1
  %v84 = and i64 %v83, 56
  %v85 = shl nuw nsw i64 %v14, 5
  %v86 = and i64 %v85, 480
  %v87 = or disjoint i64 %v84, %v82
  %v88 = add nuw nsw i64 %v87, %v86
  %v89 = add nuw nsw i64 %v84, %v86
  %v90 = lshr exact i64 %v89, 3
  %v91 = and i64 %v90, 24
  %v92 = shl nuw nsw i64 %v12, 10
  %v93 = and i64 %v85, 224
  %v94 = and i64 %v14, 8
  %v95 = shl nuw nsw i64 %v14, 2
  %v96 = and i64 %v95, 24
  %v97 = add nuw nsw i64 %v89, 16
  %v98 = lshr exact i64 %v97, 3
  %v99 = and i64 %v98, 24
  %v100 = getelementptr i8, ptr %v0, i64 128
  %v101 = getelementptr i8, ptr %v1, i64 128
  br label %v102

v102:                                     ; preds = %v4, %v103
  %v104 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v105, %v103 ]
  %v106 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v107, %v103 ]
  %v108 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v109, %v103 ]
  %v110 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v111, %v103 ]
  %v112 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v113, %v103 ]
  %v114 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v115, %v103 ]
  %v116 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v117, %v103 ]
  %v118 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v119, %v103 ]
  %v120 = phi i64 [ 0, %v4 ], [ %v121, %v103 ]
  %v122 = icmp ult i64 %v120, 6
  tail call void @llvm.nvvm.cp.async.wait.group(i32 1)
  br i1 %v122, label %v123, label %v124

v125:                                     ; preds = %v103
  tail call void @llvm.nvvm.barrier0()
  %v126 = shufflevector <4 x float> %v119, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v127 = shl nuw nsw i64 %v8, 6
  %v128 = shl nuw nsw i64 %v12, 5
  %v129 = add nuw nsw i64 %v127, %v128
  %v130 = shl nuw nsw i64 %v14, 1
  %v131 = and i64 %v130, 6
  %v132 = or disjoint i64 %v129, %v131
  %v133 = getelementptr inbounds float, ptr %v2, i64 %v132
  %v134 = load <2 x float>, ptr %v133, align 8
  %v135 = fadd contract <2 x float> %v126, %v134
  %v136 = fcmp contract ogt <2 x float> %v135, zeroinitializer
  %v137 = select contract <2 x i1> %v136, <2 x float> %v135, <2 x float> zeroinitializer
  %v138 = shl nuw nsw i64 %v6, 15
  %v139 = shl nuw nsw i64 %v10, 14
  %v140 = shl nuw nsw i64 %v14, 7
  %v141 = and i64 %v140, 15872
  %v142 = add nuw nsw i64 %v129, %v138
  %v143 = add nuw nsw i64 %v142, %v139
  %v144 = add nuw nsw i64 %v143, %v141
  %v145 = or disjoint i64 %v144, %v131
  %v146 = getelementptr inbounds float, ptr %v3, i64 %v145
  store <2 x float> %v137, ptr %v146, align 8
  %v147 = shufflevector <4 x float> %v119, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v148 = fadd contract <2 x float> %v147, %v134
  %v149 = fcmp contract ogt <2 x float> %v148, zeroinitializer
  %v150 = select contract <2 x i1> %v149, <2 x float> %v148, <2 x float> zeroinitializer
  %v151 = getelementptr inbounds i8, ptr %v146, i64 16384
  store <2 x float> %v150, ptr %v151, align 8
  %v152 = shufflevector <4 x float> %v117, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v153 = or disjoint i64 %v132, 8
  %v154 = getelementptr inbounds float, ptr %v2, i64 %v153
  %v155 = load <2 x float>, ptr %v154, align 8
  %v156 = fadd contract <2 x float> %v152, %v155
  %v157 = fcmp contract ogt <2 x float> %v156, zeroinitializer
  %v158 = select contract <2 x i1> %v157, <2 x float> %v156, <2 x float> zeroinitializer
  %v159 = or disjoint i64 %v145, 8
  %v160 = getelementptr inbounds float, ptr %v3, i64 %v159
  store <2 x float> %v158, ptr %v160, align 8
  %v161 = shufflevector <4 x float> %v117, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v162 = fadd contract <2 x float> %v161, %v155
  %v163 = fcmp contract ogt <2 x float> %v162, zeroinitializer
  %v164 = select contract <2 x i1> %v163, <2 x float> %v162, <2 x float> zeroinitializer
  %v165 = getelementptr inbounds i8, ptr %v146, i64 16416
  store <2 x float> %v164, ptr %v165, align 8
  %v166 = shufflevector <4 x float> %v115, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v167 = or disjoint i64 %v132, 16
  %v168 = getelementptr inbounds float, ptr %v2, i64 %v167
  %v169 = load <2 x float>, ptr %v168, align 8
  %v170 = fadd contract <2 x float> %v166, %v169
  %v171 = fcmp contract ogt <2 x float> %v170, zeroinitializer
  %v172 = select contract <2 x i1> %v171, <2 x float> %v170, <2 x float> zeroinitializer
  %v173 = or disjoint i64 %v145, 16
  %v174 = getelementptr inbounds float, ptr %v3, i64 %v173
  store <2 x float> %v172, ptr %v174, align 8
  %v175 = shufflevector <4 x float> %v115, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v176 = fadd contract <2 x float> %v175, %v169
  %v177 = fcmp contract ogt <2 x float> %v176, zeroinitializer
  %v178 = select contract <2 x i1> %v177, <2 x float> %v176, <2 x float> zeroinitializer
  %v179 = getelementptr inbounds i8, ptr %v146, i64 16448
  store <2 x float> %v178, ptr %v179, align 8
  %v180 = shufflevector <4 x float> %v113, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v181 = or disjoint i64 %v132, 24
  %v182 = getelementptr inbounds float, ptr %v2, i64 %v181
  %v183 = load <2 x float>, ptr %v182, align 8
  %v184 = fadd contract <2 x float> %v180, %v183
  %v185 = fcmp contract ogt <2 x float> %v184, zeroinitializer
  %v186 = select contract <2 x i1> %v185, <2 x float> %v184, <2 x float> zeroinitializer
  %v187 = or disjoint i64 %v145, 24
  %v188 = getelementptr inbounds float, ptr %v3, i64 %v187
  store <2 x float> %v186, ptr %v188, align 8
  %v189 = shufflevector <4 x float> %v113, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v190 = fadd contract <2 x float> %v189, %v183
  %v191 = fcmp contract ogt <2 x float> %v190, zeroinitializer
  %v192 = select contract <2 x i1> %v191, <2 x float> %v190, <2 x float> zeroinitializer
  %v193 = getelementptr inbounds i8, ptr %v146, i64 16480
  store <2 x float> %v192, ptr %v193, align 8
  %v194 = shufflevector <4 x float> %v111, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v195 = fadd contract <2 x float> %v194, %v134
  %v196 = fcmp contract ogt <2 x float> %v195, zeroinitializer
  %v197 = select contract <2 x i1> %v196, <2 x float> %v195, <2 x float> zeroinitializer
  %v198 = getelementptr inbounds i8, ptr %v146, i64 32768
  store <2 x float> %v197, ptr %v198, align 8
  %v199 = shufflevector <4 x float> %v111, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v200 = fadd contract <2 x float> %v199, %v134
  %v201 = fcmp contract ogt <2 x float> %v200, zeroinitializer
  %v202 = select contract <2 x i1> %v201, <2 x float> %v200, <2 x float> zeroinitializer
  %v203 = getelementptr inbounds i8, ptr %v146, i64 49152
  store <2 x float> %v202, ptr %v203, align 8
  %v204 = shufflevector <4 x float> %v109, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v205 = fadd contract <2 x float> %v204, %v155
  %v206 = fcmp contract ogt <2 x float> %v205, zeroinitializer
  %v207 = select contract <2 x i1> %v206, <2 x float> %v205, <2 x float> zeroinitializer
  %v208 = getelementptr inbounds i8, ptr %v146, i64 32800
  store <2 x float> %v207, ptr %v208, align 8
  %v209 = shufflevector <4 x float> %v109, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v210 = fadd contract <2 x float> %v209, %v155
  %v211 = fcmp contract ogt <2 x float> %v210, zeroinitializer
  %v212 = select contract <2 x i1> %v211, <2 x float> %v210, <2 x float> zeroinitializer
  %v213 = getelementptr inbounds i8, ptr %v146, i64 49184
  store <2 x float> %v212, ptr %v213, align 8
  %v214 = shufflevector <4 x float> %v107, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v215 = fadd contract <2 x float> %v214, %v169
  %v216 = fcmp contract ogt <2 x float> %v215, zeroinitializer
  %v217 = select contract <2 x i1> %v216, <2 x float> %v215, <2 x float> zeroinitializer
  %v218 = getelementptr inbounds i8, ptr %v146, i64 32832
  store <2 x float> %v217, ptr %v218, align 8
  %v219 = shufflevector <4 x float> %v107, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v220 = fadd contract <2 x float> %v219, %v169
  %v221 = fcmp contract ogt <2 x float> %v220, zeroinitializer
  %v222 = select contract <2 x i1> %v221, <2 x float> %v220, <2 x float> zeroinitializer
  %v223 = getelementptr inbounds i8, ptr %v146, i64 49216
  store <2 x float> %v222, ptr %v223, align 8
  %v224 = shufflevector <4 x float> %v225, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v226 = fadd contract <2 x float> %v224, %v183
  %v227 = fcmp contract ogt <2 x float> %v226, zeroinitializer
  %v228 = select contract <2 x i1> %v227, <2 x float> %v226, <2 x float> zeroinitializer
  %v229 = getelementptr inbounds i8, ptr %v146, i64 32864
  store <2 x float> %v228, ptr %v229, align 8
  %v230 = shufflevector <4 x float> %v105, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v231 = fadd contract <2 x float> %v230, %v183
  %v232 = fcmp contract ogt <2 x float> %v231, zeroinitializer
  %v233 = select contract <2 x i1> %v232, <2 x float> %v231, <2 x float> zeroinitializer
  %v234 = getelementptr inbounds i8, ptr %v146, i64 49248
  store <2 x float> %v233, ptr %v234, align 8
  ret void

v123:                                          ; preds = %v102
  tail call void @llvm.nvvm.barrier0()
  %v235 = trunc nuw i64 %v120 to i8
  %v236 = add nuw nsw i8 %v235, 2
  %v237 = urem i8 %v236, 3
  %v238 = zext nneg i8 %v237 to i64
  %v239 = shl nuw nsw i64 %v238, 11
  %v240 = add nuw nsw i64 %v19, %v239
  %v241 = shl nuw nsw i64 %v120, 5
  %v242 = or disjoint i64 %v30, %v241
  %v243 = xor i64 %v240, %v20
  %v244 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v243
  %v245 = getelementptr bfloat, ptr %v100, i64 %v242
  %v246 = addrspacecast ptr %v244 to ptr addrspace(3)
  %v247 = addrspacecast ptr %v245 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v246, ptr addrspace(1) %v247)
  %v248 = add nuw nsw i64 %v240, 1024
  %v249 = xor i64 %v248, %v20
  %v250 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v249
  %v251 = getelementptr i8, ptr %v245, i64 16384
  %v252 = addrspacecast ptr %v250 to ptr addrspace(3)
  %v253 = addrspacecast ptr %v251 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v252, ptr addrspace(1) %v253)
  %v254 = or disjoint i64 %v45, %v241
  %v255 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v243
  %v256 = getelementptr bfloat, ptr %v101, i64 %v254
  %v257 = addrspacecast ptr %v255 to ptr addrspace(3)
  %v258 = addrspacecast ptr %v256 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v257, ptr addrspace(1) %v258)
  %v259 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v249
  %v260 = getelementptr i8, ptr %v256, i64 16384
  %v261 = addrspacecast ptr %v259 to ptr addrspace(3)
  %v262 = addrspacecast ptr %v260 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v261, ptr addrspace(1) %v262)
  tail call void @llvm.nvvm.cp.async.commit.group()
  %v263 = icmp ult i64 %v120, 3
  %v264 = shl nuw nsw i64 %v120, 11
  %v265 = add nsw i64 %v264, -6144
  %v266 = select i1 %v263, i64 %v264, i64 %v265
  %v267 = add nuw nsw i64 %v88, %v266
  %v268 = xor i64 %v267, %v91
  %v269 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v268
  %v270 = addrspacecast ptr %v269 to ptr addrspace(3)
  %v271 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v270)
  %v272 = extractvalue { i32, i32, i32, i32 } %v271, 0
  %v273 = extractvalue { i32, i32, i32, i32 } %v271, 1
  %v274 = extractvalue { i32, i32, i32, i32 } %v271, 2
  %v275 = extractvalue { i32, i32, i32, i32 } %v271, 3
  %v276 = add nuw nsw i64 %v266, %v92
  %v277 = or disjoint i64 %v276, %v94
  %v278 = or disjoint i64 %v277, %v93
  %v279 = xor i64 %v278, %v96
  %v280 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v279
  %v281 = addrspacecast ptr %v280 to ptr addrspace(3)
  %v282 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v281)
  %v283 = extractvalue { i32, i32 } %v282, 0
  %v284 = extractvalue { i32, i32 } %v282, 1
  %v285 = extractelement <4 x float> %v118, i64 0
  %v286 = extractelement <4 x float> %v118, i64 1
  %v287 = extractelement <4 x float> %v118, i64 2
  %v288 = extractelement <4 x float> %v118, i64 3
  %v289 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v272, i32 %v273, i32 %v274, i32 %v275, i32 %v283, i32 %v284, float %v285, float %v286, float %v287, float %v288)
  %v290 = extractvalue { float, float, float, float } %v289, 0
  %v291 = extractvalue { float, float, float, float } %v289, 1
  %v292 = extractvalue { float, float, float, float } %v289, 2
  %v293 = extractvalue { float, float, float, float } %v289, 3
  %v294 = or disjoint i64 %v278, 256
  %v295 = xor i64 %v294, %v96
  %v296 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v295
  %v297 = addrspacecast ptr %v296 to ptr addrspace(3)
  %v298 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v297)
  %v299 = extractvalue { i32, i32 } %v298, 0
  %v300 = extractvalue { i32, i32 } %v298, 1
  %v301 = extractelement <4 x float> %v116, i64 0
  %v302 = extractelement <4 x float> %v116, i64 1
  %v303 = extractelement <4 x float> %v116, i64 2
  %v304 = extractelement <4 x float> %v116, i64 3
  %v305 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v272, i32 %v273, i32 %v274, i32 %v275, i32 %v299, i32 %v300, float %v301, float %v302, float %v303, float %v304)
  %v306 = extractvalue { float, float, float, float } %v305, 0
  %v307 = extractvalue { float, float, float, float } %v305, 1
  %v308 = extractvalue { float, float, float, float } %v305, 2
  %v309 = extractvalue { float, float, float, float } %v305, 3
  %v310 = or disjoint i64 %v278, 512
  %v311 = xor i64 %v310, %v96
  %v312 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v311
  %v313 = addrspacecast ptr %v312 to ptr addrspace(3)
  %v314 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v313)
  %v315 = extractvalue { i32, i32 } %v314, 0
  %v316 = extractvalue { i32, i32 } %v314, 1
  %v317 = extractelement <4 x float> %v114, i64 0
  %v318 = extractelement <4 x float> %v114, i64 1
  %v319 = extractelement <4 x float> %v114, i64 2
  %v320 = extractelement <4 x float> %v114, i64 3
  %v321 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v272, i32 %v273, i32 %v274, i32 %v275, i32 %v315, i32 %v316, float %v317, float %v318, float %v319, float %v320)
  %v322 = extractvalue { float, float, float, float } %v321, 0
  %v323 = extractvalue { float, float, float, float } %v321, 1
  %v324 = extractvalue { float, float, float, float } %v321, 2
  %v325 = extractvalue { float, float, float, float } %v321, 3
  %v326 = or disjoint i64 %v278, 768
  %v327 = xor i64 %v326, %v96
  %v328 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v327
  %v329 = addrspacecast ptr %v328 to ptr addrspace(3)
  %v330 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v329)
  %v331 = extractvalue { i32, i32 } %v330, 0
  %v332 = extractvalue { i32, i32 } %v330, 1
  %v333 = extractelement <4 x float> %v112, i64 0
  %v334 = extractelement <4 x float> %v112, i64 1
  %v335 = extractelement <4 x float> %v112, i64 2
  %v336 = extractelement <4 x float> %v112, i64 3
  %v337 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v272, i32 %v273, i32 %v274, i32 %v275, i32 %v331, i32 %v332, float %v333, float %v334, float %v335, float %v336)
  %v338 = extractvalue { float, float, float, float } %v337, 0
  %v339 = extractvalue { float, float, float, float } %v337, 1
  %v340 = extractvalue { float, float, float, float } %v337, 2
  %v341 = extractvalue { float, float, float, float } %v337, 3
  %v342 = add nuw nsw i64 %v267, 512
  %v343 = xor i64 %v342, %v91
  %v344 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v343
  %v345 = addrspacecast ptr %v344 to ptr addrspace(3)
  %v346 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v345)
  %v347 = extractvalue { i32, i32, i32, i32 } %v346, 0
  %v348 = extractvalue { i32, i32, i32, i32 } %v346, 1
  %v349 = extractvalue { i32, i32, i32, i32 } %v346, 2
  %v350 = extractvalue { i32, i32, i32, i32 } %v346, 3
  %v351 = extractelement <4 x float> %v110, i64 0
  %v352 = extractelement <4 x float> %v110, i64 1
  %v353 = extractelement <4 x float> %v110, i64 2
  %v354 = extractelement <4 x float> %v110, i64 3
  %v355 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v347, i32 %v348, i32 %v349, i32 %v350, i32 %v283, i32 %v284, float %v351, float %v352, float %v353, float %v354)
  %v356 = extractvalue { float, float, float, float } %v355, 0
  %v357 = extractvalue { float, float, float, float } %v355, 1
  %v358 = extractvalue { float, float, float, float } %v355, 2
  %v359 = extractvalue { float, float, float, float } %v355, 3
  %v360 = extractelement <4 x float> %v108, i64 0
  %v361 = extractelement <4 x float> %v108, i64 1
  %v362 = extractelement <4 x float> %v108, i64 2
  %v363 = extractelement <4 x float> %v108, i64 3
  %v364 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v347, i32 %v348, i32 %v349, i32 %v350, i32 %v299, i32 %v300, float %v360, float %v361, float %v362, float %v363)
  %v365 = extractvalue { float, float, float, float } %v364, 0
  %v366 = extractvalue { float, float, float, float } %v364, 1
  %v367 = extractvalue { float, float, float, float } %v364, 2
  %v368 = extractvalue { float, float, float, float } %v364, 3
  %v369 = extractelement <4 x float> %v106, i64 0
  %v370 = extractelement <4 x float> %v106, i64 1
  %v371 = extractelement <4 x float> %v106, i64 2
  %v372 = extractelement <4 x float> %v106, i64 3
  %v373 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v347, i32 %v348, i32 %v349, i32 %v350, i32 %v315, i32 %v316, float %v369, float %v370, float %v371, float %v372)
  %v374 = extractvalue { float, float, float, float } %v373, 0
  %v375 = extractvalue { float, float, float, float } %v373, 1
  %v376 = extractvalue { float, float, float, float } %v373, 2
  %v377 = extractvalue { float, float, float, float } %v373, 3
  %v378 = extractelement <4 x float> %v104, i64 0
  %v379 = extractelement <4 x float> %v104, i64 1
  %v380 = extractelement <4 x float> %v104, i64 2
  %v381 = extractelement <4 x float> %v104, i64 3
  %v382 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v347, i32 %v348, i32 %v349, i32 %v350, i32 %v331, i32 %v332, float %v378, float %v379, float %v380, float %v381)
  %v383 = extractvalue { float, float, float, float } %v382, 0
  %v384 = extractvalue { float, float, float, float } %v382, 1
  %v385 = extractvalue { float, float, float, float } %v382, 2
  %v386 = extractvalue { float, float, float, float } %v382, 3
  %v387 = add nuw nsw i64 %v267, 16
  %v388 = xor i64 %v387, %v99
  %v389 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v388
  %v390 = addrspacecast ptr %v389 to ptr addrspace(3)
  %v391 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v390)
  %v392 = extractvalue { i32, i32, i32, i32 } %v391, 0
  %v393 = extractvalue { i32, i32, i32, i32 } %v391, 1
  %v394 = extractvalue { i32, i32, i32, i32 } %v391, 2
  %v395 = extractvalue { i32, i32, i32, i32 } %v391, 3
  %v396 = or disjoint i64 %v278, 16
  %v397 = xor i64 %v396, %v96
  %v398 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v397
  %v399 = addrspacecast ptr %v398 to ptr addrspace(3)
  %v400 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v399)
  %v401 = extractvalue { i32, i32 } %v400, 0
  %v402 = extractvalue { i32, i32 } %v400, 1
  %v403 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v392, i32 %v393, i32 %v394, i32 %v395, i32 %v401, i32 %v402, float %v290, float %v291, float %v292, float %v293)
  %v404 = extractvalue { float, float, float, float } %v403, 0
  %v405 = extractvalue { float, float, float, float } %v403, 1
  %v406 = extractvalue { float, float, float, float } %v403, 2
  %v407 = extractvalue { float, float, float, float } %v403, 3
  %v408 = insertelement <4 x float> poison, float %v404, i64 0
  %v409 = insertelement <4 x float> %v408, float %v405, i64 1
  %v410 = insertelement <4 x float> %v409, float %v406, i64 2
  %v411 = insertelement <4 x float> %v410, float %v407, i64 3
  %v412 = or disjoint i64 %v278, 272
  %v413 = xor i64 %v412, %v96
  %v414 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v413
  %v415 = addrspacecast ptr %v414 to ptr addrspace(3)
  %v416 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v415)
  %v417 = extractvalue { i32, i32 } %v416, 0
  %v418 = extractvalue { i32, i32 } %v416, 1
  %v419 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v392, i32 %v393, i32 %v394, i32 %v395, i32 %v417, i32 %v418, float %v306, float %v307, float %v308, float %v309)
  %v420 = extractvalue { float, float, float, float } %v419, 0
  %v421 = extractvalue { float, float, float, float } %v419, 1
  %v422 = extractvalue { float, float, float, float } %v419, 2
  %v423 = extractvalue { float, float, float, float } %v419, 3
  %v424 = insertelement <4 x float> poison, float %v420, i64 0
  %v425 = insertelement <4 x float> %v424, float %v421, i64 1
  %v426 = insertelement <4 x float> %v425, float %v422, i64 2
  %v427 = insertelement <4 x float> %v426, float %v423, i64 3
  %v428 = or disjoint i64 %v278, 528
  %v429 = xor i64 %v428, %v96
  %v430 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v429
  %v431 = addrspacecast ptr %v430 to ptr addrspace(3)
  %v432 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v431)
  %v433 = extractvalue { i32, i32 } %v432, 0
  %v434 = extractvalue { i32, i32 } %v432, 1
  %v435 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v392, i32 %v393, i32 %v394, i32 %v395, i32 %v433, i32 %v434, float %v322, float %v323, float %v324, float %v325)
  %v436 = extractvalue { float, float, float, float } %v435, 0
  %v437 = extractvalue { float, float, float, float } %v435, 1
  %v438 = extractvalue { float, float, float, float } %v435, 2
  %v439 = extractvalue { float, float, float, float } %v435, 3
  %v440 = insertelement <4 x float> poison, float %v436, i64 0
  %v441 = insertelement <4 x float> %v440, float %v437, i64 1
  %v442 = insertelement <4 x float> %v441, float %v438, i64 2
  %v443 = insertelement <4 x float> %v442, float %v439, i64 3
  %v444 = or disjoint i64 %v278, 784
  %v445 = xor i64 %v444, %v96
  %v446 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v445
  %v447 = addrspacecast ptr %v446 to ptr addrspace(3)
  %v448 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v447)
  %v449 = extractvalue { i32, i32 } %v448, 0
  %v450 = extractvalue { i32, i32 } %v448, 1
  %v451 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v392, i32 %v393, i32 %v394, i32 %v395, i32 %v449, i32 %v450, float %v338, float %v339, float %v340, float %v341)
  %v452 = extractvalue { float, float, float, float } %v451, 0
  %v453 = extractvalue { float, float, float, float } %v451, 1
  %v454 = extractvalue { float, float, float, float } %v451, 2
  %v455 = extractvalue { float, float, float, float } %v451, 3
  %v456 = insertelement <4 x float> poison, float %v452, i64 0
  %v457 = insertelement <4 x float> %v456, float %v453, i64 1
  %v458 = insertelement <4 x float> %v457, float %v454, i64 2
  %v459 = insertelement <4 x float> %v458, float %v455, i64 3
  %v460 = add nuw nsw i64 %v267, 528
  %v461 = xor i64 %v460, %v99
  %v462 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v461
  %v463 = addrspacecast ptr %v462 to ptr addrspace(3)
  %v464 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v463)
  %v465 = extractvalue { i32, i32, i32, i32 } %v464, 0
  %v466 = extractvalue { i32, i32, i32, i32 } %v464, 1
  %v467 = extractvalue { i32, i32, i32, i32 } %v464, 2
  %v468 = extractvalue { i32, i32, i32, i32 } %v464, 3
  %v469 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v465, i32 %v466, i32 %v467, i32 %v468, i32 %v401, i32 %v402, float %v356, float %v357, float %v358, float %v359)
  %v470 = extractvalue { float, float, float, float } %v469, 0
  %v471 = extractvalue { float, float, float, float } %v469, 1
  %v472 = extractvalue { float, float, float, float } %v469, 2
  %v473 = extractvalue { float, float, float, float } %v469, 3
  %v474 = insertelement <4 x float> poison, float %v470, i64 0
  %v475 = insertelement <4 x float> %v474, float %v471, i64 1
  %v476 = insertelement <4 x float> %v475, float %v472, i64 2
  %v477 = insertelement <4 x float> %v476, float %v473, i64 3
  %v478 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v465, i32 %v466, i32 %v467, i32 %v468, i32 %v417, i32 %v418, float %v365, float %v366, float %v367, float %v368)
  %v479 = extractvalue { float, float, float, float } %v478, 0
  %v480 = extractvalue { float, float, float, float } %v478, 1
  %v481 = extractvalue { float, float, float, float } %v478, 2
  %v482 = extractvalue { float, float, float, float } %v478, 3
  %v483 = insertelement <4 x float> poison, float %v479, i64 0
  %v484 = insertelement <4 x float> %v483, float %v480, i64 1
  %v485 = insertelement <4 x float> %v484, float %v481, i64 2
  %v486 = insertelement <4 x float> %v485, float %v482, i64 3
  %v487 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v465, i32 %v466, i32 %v467, i32 %v468, i32 %v433, i32 %v434, float %v374, float %v375, float %v376, float %v377)
  %v488 = extractvalue { float, float, float, float } %v487, 0
  %v489 = extractvalue { float, float, float, float } %v487, 1
  %v490 = extractvalue { float, float, float, float } %v487, 2
  %v491 = extractvalue { float, float, float, float } %v487, 3
  %v492 = insertelement <4 x float> poison, float %v488, i64 0
  %v493 = insertelement <4 x float> %v492, float %v489, i64 1
  %v494 = insertelement <4 x float> %v493, float %v490, i64 2
  %v495 = insertelement <4 x float> %v494, float %v491, i64 3
  %v496 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v465, i32 %v466, i32 %v467, i32 %v468, i32 %v449, i32 %v450, float %v383, float %v384, float %v385, float %v386)
  br label %v103

v103:                                          ; preds = %v124, %v123
  %v497 = phi { float, float, float, float } [ %v498, %v124 ], [ %v496, %v123 ]
  %v107 = phi <4 x float> [ %v499, %v124 ], [ %v495, %v123 ]
  %v109 = phi <4 x float> [ %v500, %v124 ], [ %v486, %v123 ]
  %v111 = phi <4 x float> [ %v501, %v124 ], [ %v477, %v123 ]
  %v113 = phi <4 x float> [ %v502, %v124 ], [ %v459, %v123 ]
  %v115 = phi <4 x float> [ %v503, %v124 ], [ %v443, %v123 ]
  %v117 = phi <4 x float> [ %v504, %v124 ], [ %v427, %v123 ]
  %v119 = phi <4 x float> [ %v505, %v124 ], [ %v411, %v123 ]
  %v506 = extractvalue { float, float, float, float } %v497, 0
  %v507 = extractvalue { float, float, float, float } %v497, 1
  %v508 = extractvalue { float, float, float, float } %v497, 2
  %v509 = extractvalue { float, float, float, float } %v497, 3
  %v510 = insertelement <4 x float> poison, float %v506, i64 0
  %v225 = insertelement <4 x float> %v510, float %v507, i64 1
  %v511 = insertelement <4 x float> %v225, float %v508, i64 2
  %v105 = insertelement <4 x float> %v511, float %v509, i64 3
  %v121 = add i64 %v120, 1
  %v512 = icmp eq i64 %v121, 8
  br i1 %v512, label %v125, label %v102

v124:                                          ; preds = %v102
  tail call void @llvm.nvvm.barrier0()
  tail call void @llvm.nvvm.cp.async.commit.group()
  %v513 = shl nuw nsw i64 %v120, 11
  %v514 = add nuw nsw i64 %v88, %v513
  %v515 = add nsw i64 %v514, -12288
  %v516 = xor i64 %v515, %v91
  %v517 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v516
  %v518 = addrspacecast ptr %v517 to ptr addrspace(3)
  %v519 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v518)
  %v520 = extractvalue { i32, i32, i32, i32 } %v519, 0
  %v521 = extractvalue { i32, i32, i32, i32 } %v519, 1
  %v522 = extractvalue { i32, i32, i32, i32 } %v519, 2
  %v523 = extractvalue { i32, i32, i32, i32 } %v519, 3
  %v524 = add nuw nsw i64 %v513, %v92
  %v525 = or disjoint i64 %v524, %v94
  %v526 = or disjoint i64 %v525, %v93
  %v527 = add nsw i64 %v526, -12288
  %v528 = xor i64 %v527, %v96
  %v529 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v528
  %v530 = addrspacecast ptr %v529 to ptr addrspace(3)
  %v531 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v530)
  %v532 = extractvalue { i32, i32 } %v531, 0
  %v533 = extractvalue { i32, i32 } %v531, 1
  %v534 = extractelement <4 x float> %v118, i64 0
  %v535 = extractelement <4 x float> %v118, i64 1
  %v536 = extractelement <4 x float> %v118, i64 2
  %v537 = extractelement <4 x float> %v118, i64 3
  %v538 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v520, i32 %v521, i32 %v522, i32 %v523, i32 %v532, i32 %v533, float %v534, float %v535, float %v536, float %v537)
  %v539 = extractvalue { float, float, float, float } %v538, 0
  %v540 = extractvalue { float, float, float, float } %v538, 1
  %v541 = extractvalue { float, float, float, float } %v538, 2
  %v542 = extractvalue { float, float, float, float } %v538, 3
  %v543 = add nsw i64 %v526, -12032
  %v544 = xor i64 %v543, %v96
  %v545 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v544
  %v546 = addrspacecast ptr %v545 to ptr addrspace(3)
  %v547 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v546)
  %v548 = extractvalue { i32, i32 } %v547, 0
  %v549 = extractvalue { i32, i32 } %v547, 1
  %v550 = extractelement <4 x float> %v116, i64 0
  %v551 = extractelement <4 x float> %v116, i64 1
  %v552 = extractelement <4 x float> %v116, i64 2
  %v553 = extractelement <4 x float> %v116, i64 3
  %v554 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v520, i32 %v521, i32 %v522, i32 %v523, i32 %v548, i32 %v549, float %v550, float %v551, float %v552, float %v553)
  %v555 = extractvalue { float, float, float, float } %v554, 0
  %v556 = extractvalue { float, float, float, float } %v554, 1
  %v557 = extractvalue { float, float, float, float } %v554, 2
  %v558 = extractvalue { float, float, float, float } %v554, 3
  %v559 = add nsw i64 %v526, -11776
  %v560 = xor i64 %v559, %v96
  %v561 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v560
  %v562 = addrspacecast ptr %v561 to ptr addrspace(3)
  %v563 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v562)
  %v564 = extractvalue { i32, i32 } %v563, 0
  %v565 = extractvalue { i32, i32 } %v563, 1
  %v566 = extractelement <4 x float> %v114, i64 0
  %v567 = extractelement <4 x float> %v114, i64 1
  %v568 = extractelement <4 x float> %v114, i64 2
  %v569 = extractelement <4 x float> %v114, i64 3
  %v570 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v520, i32 %v521, i32 %v522, i32 %v523, i32 %v564, i32 %v565, float %v566, float %v567, float %v568, float %v569)
  %v571 = extractvalue { float, float, float, float } %v570, 0
  %v572 = extractvalue { float, float, float, float } %v570, 1
  %v573 = extractvalue { float, float, float, float } %v570, 2
  %v574 = extractvalue { float, float, float, float } %v570, 3
  %v575 = add nsw i64 %v526, -11520
  %v576 = xor i64 %v575, %v96
  %v577 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v576
  %v578 = addrspacecast ptr %v577 to ptr addrspace(3)
  %v579 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v578)
  %v580 = extractvalue { i32, i32 } %v579, 0
  %v581 = extractvalue { i32, i32 } %v579, 1
  %v582 = extractelement <4 x float> %v112, i64 0
  %v583 = extractelement <4 x float> %v112, i64 1
  %v584 = extractelement <4 x float> %v112, i64 2
  %v585 = extractelement <4 x float> %v112, i64 3
  %v586 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v520, i32 %v521, i32 %v522, i32 %v523, i32 %v580, i32 %v581, float %v582, float %v583, float %v584, float %v585)
  %v587 = extractvalue { float, float, float, float } %v586, 0
  %v588 = extractvalue { float, float, float, float } %v586, 1
  %v589 = extractvalue { float, float, float, float } %v586, 2
  %v590 = extractvalue { float, float, float, float } %v586, 3
  %v591 = add nsw i64 %v514, -11776
  %v592 = xor i64 %v591, %v91
  %v593 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v592
  %v594 = addrspacecast ptr %v593 to ptr addrspace(3)
  %v595 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v594)
  %v596 = extractvalue { i32, i32, i32, i32 } %v595, 0
  %v597 = extractvalue { i32, i32, i32, i32 } %v595, 1
  %v598 = extractvalue { i32, i32, i32, i32 } %v595, 2
  %v599 = extractvalue { i32, i32, i32, i32 } %v595, 3
  %v600 = extractelement <4 x float> %v110, i64 0
  %v601 = extractelement <4 x float> %v110, i64 1
  %v602 = extractelement <4 x float> %v110, i64 2
  %v603 = extractelement <4 x float> %v110, i64 3
  %v604 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v596, i32 %v597, i32 %v598, i32 %v599, i32 %v532, i32 %v533, float %v600, float %v601, float %v602, float %v603)
  %v605 = extractvalue { float, float, float, float } %v604, 0
  %v606 = extractvalue { float, float, float, float } %v604, 1
  %v607 = extractvalue { float, float, float, float } %v604, 2
  %v608 = extractvalue { float, float, float, float } %v604, 3
  %v609 = extractelement <4 x float> %v108, i64 0
  %v610 = extractelement <4 x float> %v108, i64 1
  %v611 = extractelement <4 x float> %v108, i64 2
  %v612 = extractelement <4 x float> %v108, i64 3
  %v613 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v596, i32 %v597, i32 %v598, i32 %v599, i32 %v548, i32 %v549, float %v609, float %v610, float %v611, float %v612)
  %v614 = extractvalue { float, float, float, float } %v613, 0
  %v615 = extractvalue { float, float, float, float } %v613, 1
  %v616 = extractvalue { float, float, float, float } %v613, 2
  %v617 = extractvalue { float, float, float, float } %v613, 3
  %v618 = extractelement <4 x float> %v106, i64 0
  %v619 = extractelement <4 x float> %v106, i64 1
  %v620 = extractelement <4 x float> %v106, i64 2
  %v621 = extractelement <4 x float> %v106, i64 3
  %v622 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v596, i32 %v597, i32 %v598, i32 %v599, i32 %v564, i32 %v565, float %v618, float %v619, float %v620, float %v621)
  %v623 = extractvalue { float, float, float, float } %v622, 0
  %v624 = extractvalue { float, float, float, float } %v622, 1
  %v625 = extractvalue { float, float, float, float } %v622, 2
  %v626 = extractvalue { float, float, float, float } %v622, 3
  %v627 = extractelement <4 x float> %v104, i64 0
  %v628 = extractelement <4 x float> %v104, i64 1
  %v629 = extractelement <4 x float> %v104, i64 2
  %v630 = extractelement <4 x float> %v104, i64 3
  %v631 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v596, i32 %v597, i32 %v598, i32 %v599, i32 %v580, i32 %v581, float %v627, float %v628, float %v629, float %v630)
  %v632 = extractvalue { float, float, float, float } %v631, 0
  %v633 = extractvalue { float, float, float, float } %v631, 1
  %v634 = extractvalue { float, float, float, float } %v631, 2
  %v635 = extractvalue { float, float, float, float } %v631, 3
  %v636 = add nsw i64 %v514, -12272
  %v637 = xor i64 %v636, %v99
  %v638 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v637
  %v639 = addrspacecast ptr %v638 to ptr addrspace(3)
  %v640 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v639)
  %v641 = extractvalue { i32, i32, i32, i32 } %v640, 0
  %v642 = extractvalue { i32, i32, i32, i32 } %v640, 1
  %v643 = extractvalue { i32, i32, i32, i32 } %v640, 2
  %v644 = extractvalue { i32, i32, i32, i32 } %v640, 3
  %v645 = add nsw i64 %v526, -12272
  %v646 = xor i64 %v645, %v96
  %v647 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v646
  %v648 = addrspacecast ptr %v647 to ptr addrspace(3)
  %v649 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v648)
  %v650 = extractvalue { i32, i32 } %v649, 0
  %v651 = extractvalue { i32, i32 } %v649, 1
  %v652 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v641, i32 %v642, i32 %v643, i32 %v644, i32 %v650, i32 %v651, float %v539, float %v540, float %v541, float %v542)
  %v653 = extractvalue { float, float, float, float } %v652, 0
  %v654 = extractvalue { float, float, float, float } %v652, 1
  %v655 = extractvalue { float, float, float, float } %v652, 2
  %v656 = extractvalue { float, float, float, float } %v652, 3
  %v657 = insertelement <4 x float> poison, float %v653, i64 0
  %v658 = insertelement <4 x float> %v657, float %v654, i64 1
  %v659 = insertelement <4 x float> %v658, float %v655, i64 2
  %v505 = insertelement <4 x float> %v659, float %v656, i64 3
  %v660 = add nsw i64 %v526, -12016
  %v661 = xor i64 %v660, %v96
  %v662 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v661
  %v663 = addrspacecast ptr %v662 to ptr addrspace(3)
  %v664 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v663)
  %v665 = extractvalue { i32, i32 } %v664, 0
  %v666 = extractvalue { i32, i32 } %v664, 1
  %v667 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v641, i32 %v642, i32 %v643, i32 %v644, i32 %v665, i32 %v666, float %v555, float %v556, float %v557, float %v558)
  %v668 = extractvalue { float, float, float, float } %v667, 0
  %v669 = extractvalue { float, float, float, float } %v667, 1
  %v670 = extractvalue { float, float, float, float } %v667, 2
  %v671 = extractvalue { float, float, float, float } %v667, 3
  %v672 = insertelement <4 x float> poison, float %v668, i64 0
  %v673 = insertelement <4 x float> %v672, float %v669, i64 1
  %v674 = insertelement <4 x float> %v673, float %v670, i64 2
  %v504 = insertelement <4 x float> %v674, float %v671, i64 3
  %v675 = add nsw i64 %v526, -11760
  %v676 = xor i64 %v675, %v96
  %v677 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v676
  %v678 = addrspacecast ptr %v677 to ptr addrspace(3)
  %v679 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v678)
  %v680 = extractvalue { i32, i32 } %v679, 0
  %v681 = extractvalue { i32, i32 } %v679, 1
  %v682 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v641, i32 %v642, i32 %v643, i32 %v644, i32 %v680, i32 %v681, float %v571, float %v572, float %v573, float %v574)
  %v683 = extractvalue { float, float, float, float } %v682, 0
  %v684 = extractvalue { float, float, float, float } %v682, 1
  %v685 = extractvalue { float, float, float, float } %v682, 2
  %v686 = extractvalue { float, float, float, float } %v682, 3
  %v687 = insertelement <4 x float> poison, float %v683, i64 0
  %v688 = insertelement <4 x float> %v687, float %v684, i64 1
  %v689 = insertelement <4 x float> %v688, float %v685, i64 2
  %v503 = insertelement <4 x float> %v689, float %v686, i64 3
  %v690 = add nsw i64 %v526, -11504
  %v691 = xor i64 %v690, %v96
  %v692 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v691
  %v693 = addrspacecast ptr %v692 to ptr addrspace(3)
  %v694 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v693)
  %v695 = extractvalue { i32, i32 } %v694, 0
  %v696 = extractvalue { i32, i32 } %v694, 1
  %v697 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v641, i32 %v642, i32 %v643, i32 %v644, i32 %v695, i32 %v696, float %v587, float %v588, float %v589, float %v590)
  %v698 = extractvalue { float, float, float, float } %v697, 0
  %v699 = extractvalue { float, float, float, float } %v697, 1
  %v700 = extractvalue { float, float, float, float } %v697, 2
  %v701 = extractvalue { float, float, float, float } %v697, 3
  %v702 = insertelement <4 x float> poison, float %v698, i64 0
  %v703 = insertelement <4 x float> %v702, float %v699, i64 1
  %v704 = insertelement <4 x float> %v703, float %v700, i64 2
  %v502 = insertelement <4 x float> %v704, float %v701, i64 3
  %v705 = add nsw i64 %v514, -11760
  %v706 = xor i64 %v705, %v99
  %v707 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v706
  %v708 = addrspacecast ptr %v707 to ptr addrspace(3)
  %v709 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v708)
  %v710 = extractvalue { i32, i32, i32, i32 } %v709, 0
  %v711 = extractvalue { i32, i32, i32, i32 } %v709, 1
  %v712 = extractvalue { i32, i32, i32, i32 } %v709, 2
  %v713 = extractvalue { i32, i32, i32, i32 } %v709, 3
  %v714 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v710, i32 %v711, i32 %v712, i32 %v713, i32 %v650, i32 %v651, float %v605, float %v606, float %v607, float %v608)
  %v715 = extractvalue { float, float, float, float } %v714, 0
  %v716 = extractvalue { float, float, float, float } %v714, 1
  %v717 = extractvalue { float, float, float, float } %v714, 2
  %v718 = extractvalue { float, float, float, float } %v714, 3
  %v719 = insertelement <4 x float> poison, float %v715, i64 0
  %v720 = insertelement <4 x float> %v719, float %v716, i64 1
  %v721 = insertelement <4 x float> %v720, float %v717, i64 2
  %v501 = insertelement <4 x float> %v721, float %v718, i64 3
  %v722 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v710, i32 %v711, i32 %v712, i32 %v713, i32 %v665, i32 %v666, float %v614, float %v615, float %v616, float %v617)
  %v723 = extractvalue { float, float, float, float } %v722, 0
  %v724 = extractvalue { float, float, float, float } %v722, 1
  %v725 = extractvalue { float, float, float, float } %v722, 2
  %v726 = extractvalue { float, float, float, float } %v722, 3
  %v727 = insertelement <4 x float> poison, float %v723, i64 0
  %v728 = insertelement <4 x float> %v727, float %v724, i64 1
  %v729 = insertelement <4 x float> %v728, float %v725, i64 2
  %v500 = insertelement <4 x float> %v729, float %v726, i64 3
  %v730 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v710, i32 %v711, i32 %v712, i32 %v713, i32 %v680, i32 %v681, float %v623, float %v624, float %v625, float %v626)
  %v731 = extractvalue { float, float, float, float } %v730, 0
  %v732 = extractvalue { float, float, float, float } %v730, 1
  %v733 = extractvalue { float, float, float, float } %v730, 2
  %v734 = extractvalue { float, float, float, float } %v730, 3
  %v735 = insertelement <4 x float> poison, float %v731, i64 0
  %v736 = insertelement <4 x float> %v735, float %v732, i64 1
  %v737 = insertelement <4 x float> %v736, float %v733, i64 2
  %v499 = insertelement <4 x float> %v737, float %v734, i64 3
  %v498 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v710, i32 %v711, i32 %v712, i32 %v713, i32 %v695, i32 %v696, float %v632, float %v633, float %v634, float %v635)
  br label %v103
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #2

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #0

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nocapture readonly) #4

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) nocapture readonly) #4

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32, i32, i32, i32, i32, i32, float, float, float, float) #5

attributes #0 = { nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind memory(argmem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nounwind memory(argmem: read) }
attributes #5 = { nocallback nofree nosync nounwind memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @ktune_dense_bias_relu_bf16_m128_n512_k256, !"kernel", i32 1}
!1 = !{ptr @ktune_dense_bias_relu_bf16_m128_n512_k256, !"maxntidx", i32 128}
