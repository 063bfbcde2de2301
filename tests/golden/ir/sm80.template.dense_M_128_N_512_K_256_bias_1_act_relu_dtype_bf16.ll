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
  %v18 = lshr i64 %v14, 2
  %v19 = shl nuw nsw i64 %v18, 5
  %v20 = add nuw nsw i64 %v16, %v15
  %v21 = add nuw nsw i64 %v20, %v19
  %v22 = and i64 %v17, 24
  %v23 = or disjoint i64 %v21, %v22
  %v24 = and i64 %v14, 120
  %v25 = shl nuw nsw i64 %v6, 14
  %v26 = shl nuw nsw i64 %v10, 12
  %v27 = shl nuw nsw i64 %v12, 11
  %v28 = shl nuw nsw i64 %v18, 8
  %v29 = add nuw nsw i64 %v27, %v26
  %v30 = add nuw nsw i64 %v29, %v25
  %v31 = add nuw nsw i64 %v30, %v28
  %v32 = or disjoint i64 %v31, %v22
  %v33 = xor i64 %v23, %v24
  %v34 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v33
  %v35 = getelementptr inbounds bfloat, ptr %v0, i64 %v32
  %v36 = addrspacecast ptr %v34 to ptr addrspace(3)
  %v37 = addrspacecast ptr %v35 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v36, ptr addrspace(1) %v37)
  %v38 = add nuw nsw i64 %v23, 1024
  %v39 = xor i64 %v38, %v24
  %v40 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v39
  %v41 = getelementptr inbounds i8, ptr %v35, i64 16384
  %v42 = addrspacecast ptr %v40 to ptr addrspace(3)
  %v43 = addrspacecast ptr %v41 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v42, ptr addrspace(1) %v43)
  %v44 = shl nuw nsw i64 %v8, 14
  %v45 = add nuw nsw i64 %v29, %v44
  %v46 = add nuw nsw i64 %v45, %v28
  %v47 = or disjoint i64 %v46, %v22
  %v48 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v33
  %v49 = getelementptr inbounds bfloat, ptr %v1, i64 %v47
  %v50 = addrspacecast ptr %v48 to ptr addrspace(3)
  %v51 = addrspacecast ptr %v49 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v50, ptr addrspace(1) %v51)
  %v52 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v39
  %v53 = getelementptr inbounds i8, ptr %v49, i64 16384
  %v54 = addrspacecast ptr %v52 to ptr addrspace(3)
  %v55 = addrspacecast ptr %v53 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v54, ptr addrspace(1) %v55)
  tail call void @llvm.nvvm.cp.async.commit.group()
  %v56 = add nuw nsw i64 %v20, 2048
  %v57 = or disjoint i64 %v56, %v22
  %v58 = add nuw nsw i64 %v57, %v19
  %v59 = or disjoint i64 %v29, 32
  %v60 = add nuw nsw i64 %v59, %v25
  %v61 = add nuw nsw i64 %v60, %v28
  %v62 = or disjoint i64 %v61, %v22
  %v63 = xor i64 %v58, %v24
  %v64 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v63
  %v65 = getelementptr inbounds bfloat, ptr %v0, i64 %v62
  %v66 = addrspacecast ptr %v64 to ptr addrspace(3)
  %v67 = addrspacecast ptr %v65 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v66, ptr addrspace(1) %v67)
  %v68 = add nuw nsw i64 %v58, 1024
  %v69 = xor i64 %v68, %v24
  %v70 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v69
  %v71 = getelementptr inbounds i8, ptr %v65, i64 16384
  %v72 = addrspacecast ptr %v70 to ptr addrspace(3)
  %v73 = addrspacecast ptr %v71 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v72, ptr addrspace(1) %v73)
  %v74 = add nuw nsw i64 %v59, %v44
  %v75 = add nuw nsw i64 %v74, %v28
  %v76 = or disjoint i64 %v75, %v22
  %v77 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v63
  %v78 = getelementptr inbounds bfloat, ptr %v1, i64 %v76
  %v79 = addrspacecast ptr %v77 to ptr addrspace(3)
  %v80 = addrspacecast ptr %v78 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v79, ptr addrspace(1) %v80)
  %v81 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v69
  %v82 = getelementptr inbounds i8, ptr %v78, i64 16384
  %v83 = addrspacecast ptr %v81 to ptr addrspace(3)
  %v84 = addrspacecast ptr %v82 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v83, ptr addrspace(1) %v84)
  tail call void @llvm.nvvm.cp.async.commit.group()
  %v85 = shl nuw nsw i64 %v10, 10
  %v86 = lshr i64 %v14, 1
  %v87 = and i64 %v86, 56
  %v88 = shl nuw nsw i64 %v14, 5
  %v89 = and i64 %v88, 480
  %v90 = or disjoint i64 %v87, %v85
  %v91 = add nuw nsw i64 %v90, %v89
  %v92 = add nuw nsw i64 %v87, %v89
  %v93 = lshr exact i64 %v92, 3
  %v94 = and i64 %v93, 24
  %v95 = shl nuw nsw i64 %v12, 10
  %v96 = and i64 %v88, 224
  %v97 = and i64 %v14, 8
  %v98 = shl nuw nsw i64 %v14, 2
  %v99 = and i64 %v98, 24
  %v100 = add nuw nsw i64 %v92, 16
  %v101 = lshr exact i64 %v100, 3
  %v102 = and i64 %v101, 24
  %v103 = getelementptr i8, ptr %v0, i64 128
  %v104 = getelementptr i8, ptr %v1, i64 128
  br label %v105

v105:                                     ; preds = %v4, %v106
  %v107 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v108, %v106 ]
  %v109 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v110, %v106 ]
  %v111 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v112, %v106 ]
  %v113 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v114, %v106 ]
  %v115 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v116, %v106 ]
  %v117 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v118, %v106 ]
  %v119 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v120, %v106 ]
  %v121 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v122, %v106 ]
  %v123 = phi i64 [ 0, %v4 ], [ %v124, %v106 ]
  %v125 = icmp ult i64 %v123, 6
  tail call void @llvm.nvvm.cp.async.wait.group(i32 1)
  br i1 %v125, label %v126, label %v127

v128:                                     ; preds = %v106
  tail call void @llvm.nvvm.barrier0()
  %v129 = shufflevector <4 x float> %v122, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v130 = shl nuw nsw i64 %v8, 6
  %v131 = shl nuw nsw i64 %v12, 5
  %v132 = add nuw nsw i64 %v130, %v131
  %v133 = shl nuw nsw i64 %v14, 1
  %v134 = and i64 %v133, 6
  %v135 = or disjoint i64 %v132, %v134
  %v136 = getelementptr inbounds float, ptr %v2, i64 %v135
  %v137 = load <2 x float>, ptr %v136, align 8
  %v138 = fadd contract <2 x float> %v129, %v137
  %v139 = fcmp contract ogt <2 x float> %v138, zeroinitializer
  %v140 = select contract <2 x i1> %v139, <2 x float> %v138, <2 x float> zeroinitializer
  %v141 = shl nuw nsw i64 %v6, 15
  %v142 = shl nuw nsw i64 %v10, 14
  %v143 = shl nuw nsw i64 %v14, 7
  %v144 = and i64 %v143, 15872
  %v145 = add nuw nsw i64 %v132, %v141
  %v146 = add nuw nsw i64 %v145, %v142
  %v147 = add nuw nsw i64 %v146, %v144
  %v148 = or disjoint i64 %v147, %v134
  %v149 = getelementptr inbounds float, ptr %v3, i64 %v148
  store <2 x float> %v140, ptr %v149, align 8
  %v150 = shufflevector <4 x float> %v122, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v151 = fadd contract <2 x float> %v150, %v137
  %v152 = fcmp contract ogt <2 x float> %v151, zeroinitializer
  %v153 = select contract <2 x i1> %v152, <2 x float> %v151, <2 x float> zeroinitializer
  %v154 = getelementptr inbounds i8, ptr %v149, i64 16384
  store <2 x float> %v153, ptr %v154, align 8
  %v155 = shufflevector <4 x float> %v120, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v156 = or disjoint i64 %v135, 8
  %v157 = getelementptr inbounds float, ptr %v2, i64 %v156
  %v158 = load <2 x float>, ptr %v157, align 8
  %v159 = fadd contract <2 x float> %v155, %v158
  %v160 = fcmp contract ogt <2 x float> %v159, zeroinitializer
  %v161 = select contract <2 x i1> %v160, <2 x float> %v159, <2 x float> zeroinitializer
  %v162 = or disjoint i64 %v148, 8
  %v163 = getelementptr inbounds float, ptr %v3, i64 %v162
  store <2 x float> %v161, ptr %v163, align 8
  %v164 = shufflevector <4 x float> %v120, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v165 = fadd contract <2 x float> %v164, %v158
  %v166 = fcmp contract ogt <2 x float> %v165, zeroinitializer
  %v167 = select contract <2 x i1> %v166, <2 x float> %v165, <2 x float> zeroinitializer
  %v168 = getelementptr inbounds i8, ptr %v149, i64 16416
  store <2 x float> %v167, ptr %v168, align 8
  %v169 = shufflevector <4 x float> %v118, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v170 = or disjoint i64 %v135, 16
  %v171 = getelementptr inbounds float, ptr %v2, i64 %v170
  %v172 = load <2 x float>, ptr %v171, align 8
  %v173 = fadd contract <2 x float> %v169, %v172
  %v174 = fcmp contract ogt <2 x float> %v173, zeroinitializer
  %v175 = select contract <2 x i1> %v174, <2 x float> %v173, <2 x float> zeroinitializer
  %v176 = or disjoint i64 %v148, 16
  %v177 = getelementptr inbounds float, ptr %v3, i64 %v176
  store <2 x float> %v175, ptr %v177, align 8
  %v178 = shufflevector <4 x float> %v118, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v179 = fadd contract <2 x float> %v178, %v172
  %v180 = fcmp contract ogt <2 x float> %v179, zeroinitializer
  %v181 = select contract <2 x i1> %v180, <2 x float> %v179, <2 x float> zeroinitializer
  %v182 = getelementptr inbounds i8, ptr %v149, i64 16448
  store <2 x float> %v181, ptr %v182, align 8
  %v183 = shufflevector <4 x float> %v116, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v184 = or disjoint i64 %v135, 24
  %v185 = getelementptr inbounds float, ptr %v2, i64 %v184
  %v186 = load <2 x float>, ptr %v185, align 8
  %v187 = fadd contract <2 x float> %v183, %v186
  %v188 = fcmp contract ogt <2 x float> %v187, zeroinitializer
  %v189 = select contract <2 x i1> %v188, <2 x float> %v187, <2 x float> zeroinitializer
  %v190 = or disjoint i64 %v148, 24
  %v191 = getelementptr inbounds float, ptr %v3, i64 %v190
  store <2 x float> %v189, ptr %v191, align 8
  %v192 = shufflevector <4 x float> %v116, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v193 = fadd contract <2 x float> %v192, %v186
  %v194 = fcmp contract ogt <2 x float> %v193, zeroinitializer
  %v195 = select contract <2 x i1> %v194, <2 x float> %v193, <2 x float> zeroinitializer
  %v196 = getelementptr inbounds i8, ptr %v149, i64 16480
  store <2 x float> %v195, ptr %v196, align 8
  %v197 = shufflevector <4 x float> %v114, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v198 = fadd contract <2 x float> %v197, %v137
  %v199 = fcmp contract ogt <2 x float> %v198, zeroinitializer
  %v200 = select contract <2 x i1> %v199, <2 x float> %v198, <2 x float> zeroinitializer
  %v201 = getelementptr inbounds i8, ptr %v149, i64 32768
  store <2 x float> %v200, ptr %v201, align 8
  %v202 = shufflevector <4 x float> %v114, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v203 = fadd contract <2 x float> %v202, %v137
  %v204 = fcmp contract ogt <2 x float> %v203, zeroinitializer
  %v205 = select contract <2 x i1> %v204, <2 x float> %v203, <2 x float> zeroinitializer
  %v206 = getelementptr inbounds i8, ptr %v149, i64 49152
  store <2 x float> %v205, ptr %v206, align 8
  %v207 = shufflevector <4 x float> %v112, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v208 = fadd contract <2 x float> %v207, %v158
  %v209 = fcmp contract ogt <2 x float> %v208, zeroinitializer
  %v210 = select contract <2 x i1> %v209, <2 x float> %v208, <2 x float> zeroinitializer
  %v211 = getelementptr inbounds i8, ptr %v149, i64 32800
  store <2 x float> %v210, ptr %v211, align 8
  %v212 = shufflevector <4 x float> %v112, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v213 = fadd contract <2 x float> %v212, %v158
  %v214 = fcmp contract ogt <2 x float> %v213, zeroinitializer
  %v215 = select contract <2 x i1> %v214, <2 x float> %v213, <2 x float> zeroinitializer
  %v216 = getelementptr inbounds i8, ptr %v149, i64 49184
  store <2 x float> %v215, ptr %v216, align 8
  %v217 = shufflevector <4 x float> %v110, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v218 = fadd contract <2 x float> %v217, %v172
  %v219 = fcmp contract ogt <2 x float> %v218, zeroinitializer
  %v220 = select contract <2 x i1> %v219, <2 x float> %v218, <2 x float> zeroinitializer
  %v221 = getelementptr inbounds i8, ptr %v149, i64 32832
  store <2 x float> %v220, ptr %v221, align 8
  %v222 = shufflevector <4 x float> %v110, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v223 = fadd contract <2 x float> %v222, %v172
  %v224 = fcmp contract ogt <2 x float> %v223, zeroinitializer
  %v225 = select contract <2 x i1> %v224, <2 x float> %v223, <2 x float> zeroinitializer
  %v226 = getelementptr inbounds i8, ptr %v149, i64 49216
  store <2 x float> %v225, ptr %v226, align 8
  %v227 = shufflevector <4 x float> %v228, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v229 = fadd contract <2 x float> %v227, %v186
  %v230 = fcmp contract ogt <2 x float> %v229, zeroinitializer
  %v231 = select contract <2 x i1> %v230, <2 x float> %v229, <2 x float> zeroinitializer
  %v232 = getelementptr inbounds i8, ptr %v149, i64 32864
  store <2 x float> %v231, ptr %v232, align 8
  %v233 = shufflevector <4 x float> %v108, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v234 = fadd contract <2 x float> %v233, %v186
  %v235 = fcmp contract ogt <2 x float> %v234, zeroinitializer
  %v236 = select contract <2 x i1> %v235, <2 x float> %v234, <2 x float> zeroinitializer
  %v237 = getelementptr inbounds i8, ptr %v149, i64 49248
  store <2 x float> %v236, ptr %v237, align 8
  ret void

v126:                                          ; preds = %v105
  tail call void @llvm.nvvm.barrier0()
  %v238 = trunc nuw i64 %v123 to i8
  %v239 = add nuw nsw i8 %v238, 2
  %v240 = urem i8 %v239, 3
  %v241 = zext nneg i8 %v240 to i64
  %v242 = shl nuw nsw i64 %v241, 11
  %v243 = add nuw nsw i64 %v23, %v242
  %v244 = shl nuw nsw i64 %v123, 5
  %v245 = or disjoint i64 %v32, %v244
  %v246 = xor i64 %v243, %v24
  %v247 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v246
  %v248 = getelementptr bfloat, ptr %v103, i64 %v245
  %v249 = addrspacecast ptr %v247 to ptr addrspace(3)
  %v250 = addrspacecast ptr %v248 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v249, ptr addrspace(1) %v250)
  %v251 = add nuw nsw i64 %v243, 1024
  %v252 = xor i64 %v251, %v24
  %v253 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v252
  %v254 = getelementptr i8, ptr %v248, i64 16384
  %v255 = addrspacecast ptr %v253 to ptr addrspace(3)
  %v256 = addrspacecast ptr %v254 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v255, ptr addrspace(1) %v256)
  %v257 = or disjoint i64 %v47, %v244
  %v258 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v246
  %v259 = getelementptr bfloat, ptr %v104, i64 %v257
  %v260 = addrspacecast ptr %v258 to ptr addrspace(3)
  %v261 = addrspacecast ptr %v259 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v260, ptr addrspace(1) %v261)
  %v262 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v252
  %v263 = getelementptr i8, ptr %v259, i64 16384
  %v264 = addrspacecast ptr %v262 to ptr addrspace(3)
  %v265 = addrspacecast ptr %v263 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v264, ptr addrspace(1) %v265)
  tail call void @llvm.nvvm.cp.async.commit.group()
  %v266 = icmp ult i64 %v123, 3
  %v267 = shl nuw nsw i64 %v123, 11
  %v268 = add nsw i64 %v267, -6144
  %v269 = select i1 %v266, i64 %v267, i64 %v268
  %v270 = add nuw nsw i64 %v91, %v269
  %v271 = xor i64 %v270, %v94
  %v272 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v271
  %v273 = addrspacecast ptr %v272 to ptr addrspace(3)
  %v274 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v273)
  %v275 = extractvalue { i32, i32, i32, i32 } %v274, 0
  %v276 = extractvalue { i32, i32, i32, i32 } %v274, 1
  %v277 = extractvalue { i32, i32, i32, i32 } %v274, 2
  %v278 = extractvalue { i32, i32, i32, i32 } %v274, 3
  %v279 = add nuw nsw i64 %v269, %v95
  %v280 = or disjoint i64 %v279, %v97
  %v281 = or disjoint i64 %v280, %v96
  %v282 = xor i64 %v281, %v99
  %v283 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v282
  %v284 = addrspacecast ptr %v283 to ptr addrspace(3)
  %v285 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v284)
  %v286 = extractvalue { i32, i32 } %v285, 0
  %v287 = extractvalue { i32, i32 } %v285, 1
  %v288 = extractelement <4 x float> %v121, i64 0
  %v289 = extractelement <4 x float> %v121, i64 1
  %v290 = extractelement <4 x float> %v121, i64 2
  %v291 = extractelement <4 x float> %v121, i64 3
  %v292 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v275, i32 %v276, i32 %v277, i32 %v278, i32 %v286, i32 %v287, float %v288, float %v289, float %v290, float %v291)
  %v293 = extractvalue { float, float, float, float } %v292, 0
  %v294 = extractvalue { float, float, float, float } %v292, 1
  %v295 = extractvalue { float, float, float, float } %v292, 2
  %v296 = extractvalue { float, float, float, float } %v292, 3
  %v297 = or disjoint i64 %v281, 256
  %v298 = xor i64 %v297, %v99
  %v299 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v298
  %v300 = addrspacecast ptr %v299 to ptr addrspace(3)
  %v301 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v300)
  %v302 = extractvalue { i32, i32 } %v301, 0
  %v303 = extractvalue { i32, i32 } %v301, 1
  %v304 = extractelement <4 x float> %v119, i64 0
  %v305 = extractelement <4 x float> %v119, i64 1
  %v306 = extractelement <4 x float> %v119, i64 2
  %v307 = extractelement <4 x float> %v119, i64 3
  %v308 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v275, i32 %v276, i32 %v277, i32 %v278, i32 %v302, i32 %v303, float %v304, float %v305, float %v306, float %v307)
  %v309 = extractvalue { float, float, float, float } %v308, 0
  %v310 = extractvalue { float, float, float, float } %v308, 1
  %v311 = extractvalue { float, float, float, float } %v308, 2
  %v312 = extractvalue { float, float, float, float } %v308, 3
  %v313 = or disjoint i64 %v281, 512
  %v314 = xor i64 %v313, %v99
  %v315 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v314
  %v316 = addrspacecast ptr %v315 to ptr addrspace(3)
  %v317 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v316)
  %v318 = extractvalue { i32, i32 } %v317, 0
  %v319 = extractvalue { i32, i32 } %v317, 1
  %v320 = extractelement <4 x float> %v117, i64 0
  %v321 = extractelement <4 x float> %v117, i64 1
  %v322 = extractelement <4 x float> %v117, i64 2
  %v323 = extractelement <4 x float> %v117, i64 3
  %v324 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v275, i32 %v276, i32 %v277, i32 %v278, i32 %v318, i32 %v319, float %v320, float %v321, float %v322, float %v323)
  %v325 = extractvalue { float, float, float, float } %v324, 0
  %v326 = extractvalue { float, float, float, float } %v324, 1
  %v327 = extractvalue { float, float, float, float } %v324, 2
  %v328 = extractvalue { float, float, float, float } %v324, 3
  %v329 = or disjoint i64 %v281, 768
  %v330 = xor i64 %v329, %v99
  %v331 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v330
  %v332 = addrspacecast ptr %v331 to ptr addrspace(3)
  %v333 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v332)
  %v334 = extractvalue { i32, i32 } %v333, 0
  %v335 = extractvalue { i32, i32 } %v333, 1
  %v336 = extractelement <4 x float> %v115, i64 0
  %v337 = extractelement <4 x float> %v115, i64 1
  %v338 = extractelement <4 x float> %v115, i64 2
  %v339 = extractelement <4 x float> %v115, i64 3
  %v340 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v275, i32 %v276, i32 %v277, i32 %v278, i32 %v334, i32 %v335, float %v336, float %v337, float %v338, float %v339)
  %v341 = extractvalue { float, float, float, float } %v340, 0
  %v342 = extractvalue { float, float, float, float } %v340, 1
  %v343 = extractvalue { float, float, float, float } %v340, 2
  %v344 = extractvalue { float, float, float, float } %v340, 3
  %v345 = add nuw nsw i64 %v270, 512
  %v346 = xor i64 %v345, %v94
  %v347 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v346
  %v348 = addrspacecast ptr %v347 to ptr addrspace(3)
  %v349 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v348)
  %v350 = extractvalue { i32, i32, i32, i32 } %v349, 0
  %v351 = extractvalue { i32, i32, i32, i32 } %v349, 1
  %v352 = extractvalue { i32, i32, i32, i32 } %v349, 2
  %v353 = extractvalue { i32, i32, i32, i32 } %v349, 3
  %v354 = extractelement <4 x float> %v113, i64 0
  %v355 = extractelement <4 x float> %v113, i64 1
  %v356 = extractelement <4 x float> %v113, i64 2
  %v357 = extractelement <4 x float> %v113, i64 3
  %v358 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v350, i32 %v351, i32 %v352, i32 %v353, i32 %v286, i32 %v287, float %v354, float %v355, float %v356, float %v357)
  %v359 = extractvalue { float, float, float, float } %v358, 0
  %v360 = extractvalue { float, float, float, float } %v358, 1
  %v361 = extractvalue { float, float, float, float } %v358, 2
  %v362 = extractvalue { float, float, float, float } %v358, 3
  %v363 = extractelement <4 x float> %v111, i64 0
  %v364 = extractelement <4 x float> %v111, i64 1
  %v365 = extractelement <4 x float> %v111, i64 2
  %v366 = extractelement <4 x float> %v111, i64 3
  %v367 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v350, i32 %v351, i32 %v352, i32 %v353, i32 %v302, i32 %v303, float %v363, float %v364, float %v365, float %v366)
  %v368 = extractvalue { float, float, float, float } %v367, 0
  %v369 = extractvalue { float, float, float, float } %v367, 1
  %v370 = extractvalue { float, float, float, float } %v367, 2
  %v371 = extractvalue { float, float, float, float } %v367, 3
  %v372 = extractelement <4 x float> %v109, i64 0
  %v373 = extractelement <4 x float> %v109, i64 1
  %v374 = extractelement <4 x float> %v109, i64 2
  %v375 = extractelement <4 x float> %v109, i64 3
  %v376 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v350, i32 %v351, i32 %v352, i32 %v353, i32 %v318, i32 %v319, float %v372, float %v373, float %v374, float %v375)
  %v377 = extractvalue { float, float, float, float } %v376, 0
  %v378 = extractvalue { float, float, float, float } %v376, 1
  %v379 = extractvalue { float, float, float, float } %v376, 2
  %v380 = extractvalue { float, float, float, float } %v376, 3
  %v381 = extractelement <4 x float> %v107, i64 0
  %v382 = extractelement <4 x float> %v107, i64 1
  %v383 = extractelement <4 x float> %v107, i64 2
  %v384 = extractelement <4 x float> %v107, i64 3
  %v385 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v350, i32 %v351, i32 %v352, i32 %v353, i32 %v334, i32 %v335, float %v381, float %v382, float %v383, float %v384)
  %v386 = extractvalue { float, float, float, float } %v385, 0
  %v387 = extractvalue { float, float, float, float } %v385, 1
  %v388 = extractvalue { float, float, float, float } %v385, 2
  %v389 = extractvalue { float, float, float, float } %v385, 3
  %v390 = add nuw nsw i64 %v270, 16
  %v391 = xor i64 %v390, %v102
  %v392 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v391
  %v393 = addrspacecast ptr %v392 to ptr addrspace(3)
  %v394 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v393)
  %v395 = extractvalue { i32, i32, i32, i32 } %v394, 0
  %v396 = extractvalue { i32, i32, i32, i32 } %v394, 1
  %v397 = extractvalue { i32, i32, i32, i32 } %v394, 2
  %v398 = extractvalue { i32, i32, i32, i32 } %v394, 3
  %v399 = or disjoint i64 %v281, 16
  %v400 = xor i64 %v399, %v99
  %v401 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v400
  %v402 = addrspacecast ptr %v401 to ptr addrspace(3)
  %v403 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v402)
  %v404 = extractvalue { i32, i32 } %v403, 0
  %v405 = extractvalue { i32, i32 } %v403, 1
  %v406 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v395, i32 %v396, i32 %v397, i32 %v398, i32 %v404, i32 %v405, float %v293, float %v294, float %v295, float %v296)
  %v407 = extractvalue { float, float, float, float } %v406, 0
  %v408 = extractvalue { float, float, float, float } %v406, 1
  %v409 = extractvalue { float, float, float, float } %v406, 2
  %v410 = extractvalue { float, float, float, float } %v406, 3
  %v411 = insertelement <4 x float> poison, float %v407, i64 0
  %v412 = insertelement <4 x float> %v411, float %v408, i64 1
  %v413 = insertelement <4 x float> %v412, float %v409, i64 2
  %v414 = insertelement <4 x float> %v413, float %v410, i64 3
  %v415 = or disjoint i64 %v281, 272
  %v416 = xor i64 %v415, %v99
  %v417 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v416
  %v418 = addrspacecast ptr %v417 to ptr addrspace(3)
  %v419 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v418)
  %v420 = extractvalue { i32, i32 } %v419, 0
  %v421 = extractvalue { i32, i32 } %v419, 1
  %v422 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v395, i32 %v396, i32 %v397, i32 %v398, i32 %v420, i32 %v421, float %v309, float %v310, float %v311, float %v312)
  %v423 = extractvalue { float, float, float, float } %v422, 0
  %v424 = extractvalue { float, float, float, float } %v422, 1
  %v425 = extractvalue { float, float, float, float } %v422, 2
  %v426 = extractvalue { float, float, float, float } %v422, 3
  %v427 = insertelement <4 x float> poison, float %v423, i64 0
  %v428 = insertelement <4 x float> %v427, float %v424, i64 1
  %v429 = insertelement <4 x float> %v428, float %v425, i64 2
  %v430 = insertelement <4 x float> %v429, float %v426, i64 3
  %v431 = or disjoint i64 %v281, 528
  %v432 = xor i64 %v431, %v99
  %v433 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v432
  %v434 = addrspacecast ptr %v433 to ptr addrspace(3)
  %v435 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v434)
  %v436 = extractvalue { i32, i32 } %v435, 0
  %v437 = extractvalue { i32, i32 } %v435, 1
  %v438 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v395, i32 %v396, i32 %v397, i32 %v398, i32 %v436, i32 %v437, float %v325, float %v326, float %v327, float %v328)
  %v439 = extractvalue { float, float, float, float } %v438, 0
  %v440 = extractvalue { float, float, float, float } %v438, 1
  %v441 = extractvalue { float, float, float, float } %v438, 2
  %v442 = extractvalue { float, float, float, float } %v438, 3
  %v443 = insertelement <4 x float> poison, float %v439, i64 0
  %v444 = insertelement <4 x float> %v443, float %v440, i64 1
  %v445 = insertelement <4 x float> %v444, float %v441, i64 2
  %v446 = insertelement <4 x float> %v445, float %v442, i64 3
  %v447 = or disjoint i64 %v281, 784
  %v448 = xor i64 %v447, %v99
  %v449 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v448
  %v450 = addrspacecast ptr %v449 to ptr addrspace(3)
  %v451 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v450)
  %v452 = extractvalue { i32, i32 } %v451, 0
  %v453 = extractvalue { i32, i32 } %v451, 1
  %v454 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v395, i32 %v396, i32 %v397, i32 %v398, i32 %v452, i32 %v453, float %v341, float %v342, float %v343, float %v344)
  %v455 = extractvalue { float, float, float, float } %v454, 0
  %v456 = extractvalue { float, float, float, float } %v454, 1
  %v457 = extractvalue { float, float, float, float } %v454, 2
  %v458 = extractvalue { float, float, float, float } %v454, 3
  %v459 = insertelement <4 x float> poison, float %v455, i64 0
  %v460 = insertelement <4 x float> %v459, float %v456, i64 1
  %v461 = insertelement <4 x float> %v460, float %v457, i64 2
  %v462 = insertelement <4 x float> %v461, float %v458, i64 3
  %v463 = add nuw nsw i64 %v270, 528
  %v464 = xor i64 %v463, %v102
  %v465 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v464
  %v466 = addrspacecast ptr %v465 to ptr addrspace(3)
  %v467 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v466)
  %v468 = extractvalue { i32, i32, i32, i32 } %v467, 0
  %v469 = extractvalue { i32, i32, i32, i32 } %v467, 1
  %v470 = extractvalue { i32, i32, i32, i32 } %v467, 2
  %v471 = extractvalue { i32, i32, i32, i32 } %v467, 3
  %v472 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v468, i32 %v469, i32 %v470, i32 %v471, i32 %v404, i32 %v405, float %v359, float %v360, float %v361, float %v362)
  %v473 = extractvalue { float, float, float, float } %v472, 0
  %v474 = extractvalue { float, float, float, float } %v472, 1
  %v475 = extractvalue { float, float, float, float } %v472, 2
  %v476 = extractvalue { float, float, float, float } %v472, 3
  %v477 = insertelement <4 x float> poison, float %v473, i64 0
  %v478 = insertelement <4 x float> %v477, float %v474, i64 1
  %v479 = insertelement <4 x float> %v478, float %v475, i64 2
  %v480 = insertelement <4 x float> %v479, float %v476, i64 3
  %v481 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v468, i32 %v469, i32 %v470, i32 %v471, i32 %v420, i32 %v421, float %v368, float %v369, float %v370, float %v371)
  %v482 = extractvalue { float, float, float, float } %v481, 0
  %v483 = extractvalue { float, float, float, float } %v481, 1
  %v484 = extractvalue { float, float, float, float } %v481, 2
  %v485 = extractvalue { float, float, float, float } %v481, 3
  %v486 = insertelement <4 x float> poison, float %v482, i64 0
  %v487 = insertelement <4 x float> %v486, float %v483, i64 1
  %v488 = insertelement <4 x float> %v487, float %v484, i64 2
  %v489 = insertelement <4 x float> %v488, float %v485, i64 3
  %v490 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v468, i32 %v469, i32 %v470, i32 %v471, i32 %v436, i32 %v437, float %v377, float %v378, float %v379, float %v380)
  %v491 = extractvalue { float, float, float, float } %v490, 0
  %v492 = extractvalue { float, float, float, float } %v490, 1
  %v493 = extractvalue { float, float, float, float } %v490, 2
  %v494 = extractvalue { float, float, float, float } %v490, 3
  %v495 = insertelement <4 x float> poison, float %v491, i64 0
  %v496 = insertelement <4 x float> %v495, float %v492, i64 1
  %v497 = insertelement <4 x float> %v496, float %v493, i64 2
  %v498 = insertelement <4 x float> %v497, float %v494, i64 3
  %v499 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v468, i32 %v469, i32 %v470, i32 %v471, i32 %v452, i32 %v453, float %v386, float %v387, float %v388, float %v389)
  br label %v106

v106:                                          ; preds = %v127, %v126
  %v500 = phi { float, float, float, float } [ %v501, %v127 ], [ %v499, %v126 ]
  %v110 = phi <4 x float> [ %v502, %v127 ], [ %v498, %v126 ]
  %v112 = phi <4 x float> [ %v503, %v127 ], [ %v489, %v126 ]
  %v114 = phi <4 x float> [ %v504, %v127 ], [ %v480, %v126 ]
  %v116 = phi <4 x float> [ %v505, %v127 ], [ %v462, %v126 ]
  %v118 = phi <4 x float> [ %v506, %v127 ], [ %v446, %v126 ]
  %v120 = phi <4 x float> [ %v507, %v127 ], [ %v430, %v126 ]
  %v122 = phi <4 x float> [ %v508, %v127 ], [ %v414, %v126 ]
  %v509 = extractvalue { float, float, float, float } %v500, 0
  %v510 = extractvalue { float, float, float, float } %v500, 1
  %v511 = extractvalue { float, float, float, float } %v500, 2
  %v512 = extractvalue { float, float, float, float } %v500, 3
  %v513 = insertelement <4 x float> poison, float %v509, i64 0
  %v228 = insertelement <4 x float> %v513, float %v510, i64 1
  %v514 = insertelement <4 x float> %v228, float %v511, i64 2
  %v108 = insertelement <4 x float> %v514, float %v512, i64 3
  %v124 = add i64 %v123, 1
  %v515 = icmp eq i64 %v124, 8
  br i1 %v515, label %v128, label %v105

v127:                                          ; preds = %v105
  tail call void @llvm.nvvm.barrier0()
  tail call void @llvm.nvvm.cp.async.commit.group()
  %v516 = shl nuw nsw i64 %v123, 11
  %v517 = add nuw nsw i64 %v91, %v516
  %v518 = add nsw i64 %v517, -12288
  %v519 = xor i64 %v518, %v94
  %v520 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v519
  %v521 = addrspacecast ptr %v520 to ptr addrspace(3)
  %v522 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v521)
  %v523 = extractvalue { i32, i32, i32, i32 } %v522, 0
  %v524 = extractvalue { i32, i32, i32, i32 } %v522, 1
  %v525 = extractvalue { i32, i32, i32, i32 } %v522, 2
  %v526 = extractvalue { i32, i32, i32, i32 } %v522, 3
  %v527 = add nuw nsw i64 %v516, %v95
  %v528 = or disjoint i64 %v527, %v97
  %v529 = or disjoint i64 %v528, %v96
  %v530 = add nsw i64 %v529, -12288
  %v531 = xor i64 %v530, %v99
  %v532 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v531
  %v533 = addrspacecast ptr %v532 to ptr addrspace(3)
  %v534 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v533)
  %v535 = extractvalue { i32, i32 } %v534, 0
  %v536 = extractvalue { i32, i32 } %v534, 1
  %v537 = extractelement <4 x float> %v121, i64 0
  %v538 = extractelement <4 x float> %v121, i64 1
  %v539 = extractelement <4 x float> %v121, i64 2
  %v540 = extractelement <4 x float> %v121, i64 3
  %v541 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v523, i32 %v524, i32 %v525, i32 %v526, i32 %v535, i32 %v536, float %v537, float %v538, float %v539, float %v540)
  %v542 = extractvalue { float, float, float, float } %v541, 0
  %v543 = extractvalue { float, float, float, float } %v541, 1
  %v544 = extractvalue { float, float, float, float } %v541, 2
  %v545 = extractvalue { float, float, float, float } %v541, 3
  %v546 = add nsw i64 %v529, -12032
  %v547 = xor i64 %v546, %v99
  %v548 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v547
  %v549 = addrspacecast ptr %v548 to ptr addrspace(3)
  %v550 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v549)
  %v551 = extractvalue { i32, i32 } %v550, 0
  %v552 = extractvalue { i32, i32 } %v550, 1
  %v553 = extractelement <4 x float> %v119, i64 0
  %v554 = extractelement <4 x float> %v119, i64 1
  %v555 = extractelement <4 x float> %v119, i64 2
  %v556 = extractelement <4 x float> %v119, i64 3
  %v557 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v523, i32 %v524, i32 %v525, i32 %v526, i32 %v551, i32 %v552, float %v553, float %v554, float %v555, float %v556)
  %v558 = extractvalue { float, float, float, float } %v557, 0
  %v559 = extractvalue { float, float, float, float } %v557, 1
  %v560 = extractvalue { float, float, float, float } %v557, 2
  %v561 = extractvalue { float, float, float, float } %v557, 3
  %v562 = add nsw i64 %v529, -11776
  %v563 = xor i64 %v562, %v99
  %v564 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v563
  %v565 = addrspacecast ptr %v564 to ptr addrspace(3)
  %v566 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v565)
  %v567 = extractvalue { i32, i32 } %v566, 0
  %v568 = extractvalue { i32, i32 } %v566, 1
  %v569 = extractelement <4 x float> %v117, i64 0
  %v570 = extractelement <4 x float> %v117, i64 1
  %v571 = extractelement <4 x float> %v117, i64 2
  %v572 = extractelement <4 x float> %v117, i64 3
  %v573 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v523, i32 %v524, i32 %v525, i32 %v526, i32 %v567, i32 %v568, float %v569, float %v570, float %v571, float %v572)
  %v574 = extractvalue { float, float, float, float } %v573, 0
  %v575 = extractvalue { float, float, float, float } %v573, 1
  %v576 = extractvalue { float, float, float, float } %v573, 2
  %v577 = extractvalue { float, float, float, float } %v573, 3
  %v578 = add nsw i64 %v529, -11520
  %v579 = xor i64 %v578, %v99
  %v580 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v579
  %v581 = addrspacecast ptr %v580 to ptr addrspace(3)
  %v582 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v581)
  %v583 = extractvalue { i32, i32 } %v582, 0
  %v584 = extractvalue { i32, i32 } %v582, 1
  %v585 = extractelement <4 x float> %v115, i64 0
  %v586 = extractelement <4 x float> %v115, i64 1
  %v587 = extractelement <4 x float> %v115, i64 2
  %v588 = extractelement <4 x float> %v115, i64 3
  %v589 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v523, i32 %v524, i32 %v525, i32 %v526, i32 %v583, i32 %v584, float %v585, float %v586, float %v587, float %v588)
  %v590 = extractvalue { float, float, float, float } %v589, 0
  %v591 = extractvalue { float, float, float, float } %v589, 1
  %v592 = extractvalue { float, float, float, float } %v589, 2
  %v593 = extractvalue { float, float, float, float } %v589, 3
  %v594 = add nsw i64 %v517, -11776
  %v595 = xor i64 %v594, %v94
  %v596 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v595
  %v597 = addrspacecast ptr %v596 to ptr addrspace(3)
  %v598 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v597)
  %v599 = extractvalue { i32, i32, i32, i32 } %v598, 0
  %v600 = extractvalue { i32, i32, i32, i32 } %v598, 1
  %v601 = extractvalue { i32, i32, i32, i32 } %v598, 2
  %v602 = extractvalue { i32, i32, i32, i32 } %v598, 3
  %v603 = extractelement <4 x float> %v113, i64 0
  %v604 = extractelement <4 x float> %v113, i64 1
  %v605 = extractelement <4 x float> %v113, i64 2
  %v606 = extractelement <4 x float> %v113, i64 3
  %v607 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v599, i32 %v600, i32 %v601, i32 %v602, i32 %v535, i32 %v536, float %v603, float %v604, float %v605, float %v606)
  %v608 = extractvalue { float, float, float, float } %v607, 0
  %v609 = extractvalue { float, float, float, float } %v607, 1
  %v610 = extractvalue { float, float, float, float } %v607, 2
  %v611 = extractvalue { float, float, float, float } %v607, 3
  %v612 = extractelement <4 x float> %v111, i64 0
  %v613 = extractelement <4 x float> %v111, i64 1
  %v614 = extractelement <4 x float> %v111, i64 2
  %v615 = extractelement <4 x float> %v111, i64 3
  %v616 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v599, i32 %v600, i32 %v601, i32 %v602, i32 %v551, i32 %v552, float %v612, float %v613, float %v614, float %v615)
  %v617 = extractvalue { float, float, float, float } %v616, 0
  %v618 = extractvalue { float, float, float, float } %v616, 1
  %v619 = extractvalue { float, float, float, float } %v616, 2
  %v620 = extractvalue { float, float, float, float } %v616, 3
  %v621 = extractelement <4 x float> %v109, i64 0
  %v622 = extractelement <4 x float> %v109, i64 1
  %v623 = extractelement <4 x float> %v109, i64 2
  %v624 = extractelement <4 x float> %v109, i64 3
  %v625 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v599, i32 %v600, i32 %v601, i32 %v602, i32 %v567, i32 %v568, float %v621, float %v622, float %v623, float %v624)
  %v626 = extractvalue { float, float, float, float } %v625, 0
  %v627 = extractvalue { float, float, float, float } %v625, 1
  %v628 = extractvalue { float, float, float, float } %v625, 2
  %v629 = extractvalue { float, float, float, float } %v625, 3
  %v630 = extractelement <4 x float> %v107, i64 0
  %v631 = extractelement <4 x float> %v107, i64 1
  %v632 = extractelement <4 x float> %v107, i64 2
  %v633 = extractelement <4 x float> %v107, i64 3
  %v634 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v599, i32 %v600, i32 %v601, i32 %v602, i32 %v583, i32 %v584, float %v630, float %v631, float %v632, float %v633)
  %v635 = extractvalue { float, float, float, float } %v634, 0
  %v636 = extractvalue { float, float, float, float } %v634, 1
  %v637 = extractvalue { float, float, float, float } %v634, 2
  %v638 = extractvalue { float, float, float, float } %v634, 3
  %v639 = add nsw i64 %v517, -12272
  %v640 = xor i64 %v639, %v102
  %v641 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v640
  %v642 = addrspacecast ptr %v641 to ptr addrspace(3)
  %v643 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v642)
  %v644 = extractvalue { i32, i32, i32, i32 } %v643, 0
  %v645 = extractvalue { i32, i32, i32, i32 } %v643, 1
  %v646 = extractvalue { i32, i32, i32, i32 } %v643, 2
  %v647 = extractvalue { i32, i32, i32, i32 } %v643, 3
  %v648 = add nsw i64 %v529, -12272
  %v649 = xor i64 %v648, %v99
  %v650 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v649
  %v651 = addrspacecast ptr %v650 to ptr addrspace(3)
  %v652 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v651)
  %v653 = extractvalue { i32, i32 } %v652, 0
  %v654 = extractvalue { i32, i32 } %v652, 1
  %v655 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v644, i32 %v645, i32 %v646, i32 %v647, i32 %v653, i32 %v654, float %v542, float %v543, float %v544, float %v545)
  %v656 = extractvalue { float, float, float, float } %v655, 0
  %v657 = extractvalue { float, float, float, float } %v655, 1
  %v658 = extractvalue { float, float, float, float } %v655, 2
  %v659 = extractvalue { float, float, float, float } %v655, 3
  %v660 = insertelement <4 x float> poison, float %v656, i64 0
  %v661 = insertelement <4 x float> %v660, float %v657, i64 1
  %v662 = insertelement <4 x float> %v661, float %v658, i64 2
  %v508 = insertelement <4 x float> %v662, float %v659, i64 3
  %v663 = add nsw i64 %v529, -12016
  %v664 = xor i64 %v663, %v99
  %v665 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v664
  %v666 = addrspacecast ptr %v665 to ptr addrspace(3)
  %v667 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v666)
  %v668 = extractvalue { i32, i32 } %v667, 0
  %v669 = extractvalue { i32, i32 } %v667, 1
  %v670 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v644, i32 %v645, i32 %v646, i32 %v647, i32 %v668, i32 %v669, float %v558, float %v559, float %v560, float %v561)
  %v671 = extractvalue { float, float, float, float } %v670, 0
  %v672 = extractvalue { float, float, float, float } %v670, 1
  %v673 = extractvalue { float, float, float, float } %v670, 2
  %v674 = extractvalue { float, float, float, float } %v670, 3
  %v675 = insertelement <4 x float> poison, float %v671, i64 0
  %v676 = insertelement <4 x float> %v675, float %v672, i64 1
  %v677 = insertelement <4 x float> %v676, float %v673, i64 2
  %v507 = insertelement <4 x float> %v677, float %v674, i64 3
  %v678 = add nsw i64 %v529, -11760
  %v679 = xor i64 %v678, %v99
  %v680 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v679
  %v681 = addrspacecast ptr %v680 to ptr addrspace(3)
  %v682 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v681)
  %v683 = extractvalue { i32, i32 } %v682, 0
  %v684 = extractvalue { i32, i32 } %v682, 1
  %v685 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v644, i32 %v645, i32 %v646, i32 %v647, i32 %v683, i32 %v684, float %v574, float %v575, float %v576, float %v577)
  %v686 = extractvalue { float, float, float, float } %v685, 0
  %v687 = extractvalue { float, float, float, float } %v685, 1
  %v688 = extractvalue { float, float, float, float } %v685, 2
  %v689 = extractvalue { float, float, float, float } %v685, 3
  %v690 = insertelement <4 x float> poison, float %v686, i64 0
  %v691 = insertelement <4 x float> %v690, float %v687, i64 1
  %v692 = insertelement <4 x float> %v691, float %v688, i64 2
  %v506 = insertelement <4 x float> %v692, float %v689, i64 3
  %v693 = add nsw i64 %v529, -11504
  %v694 = xor i64 %v693, %v99
  %v695 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v694
  %v696 = addrspacecast ptr %v695 to ptr addrspace(3)
  %v697 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v696)
  %v698 = extractvalue { i32, i32 } %v697, 0
  %v699 = extractvalue { i32, i32 } %v697, 1
  %v700 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v644, i32 %v645, i32 %v646, i32 %v647, i32 %v698, i32 %v699, float %v590, float %v591, float %v592, float %v593)
  %v701 = extractvalue { float, float, float, float } %v700, 0
  %v702 = extractvalue { float, float, float, float } %v700, 1
  %v703 = extractvalue { float, float, float, float } %v700, 2
  %v704 = extractvalue { float, float, float, float } %v700, 3
  %v705 = insertelement <4 x float> poison, float %v701, i64 0
  %v706 = insertelement <4 x float> %v705, float %v702, i64 1
  %v707 = insertelement <4 x float> %v706, float %v703, i64 2
  %v505 = insertelement <4 x float> %v707, float %v704, i64 3
  %v708 = add nsw i64 %v517, -11760
  %v709 = xor i64 %v708, %v102
  %v710 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v709
  %v711 = addrspacecast ptr %v710 to ptr addrspace(3)
  %v712 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v711)
  %v713 = extractvalue { i32, i32, i32, i32 } %v712, 0
  %v714 = extractvalue { i32, i32, i32, i32 } %v712, 1
  %v715 = extractvalue { i32, i32, i32, i32 } %v712, 2
  %v716 = extractvalue { i32, i32, i32, i32 } %v712, 3
  %v717 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v713, i32 %v714, i32 %v715, i32 %v716, i32 %v653, i32 %v654, float %v608, float %v609, float %v610, float %v611)
  %v718 = extractvalue { float, float, float, float } %v717, 0
  %v719 = extractvalue { float, float, float, float } %v717, 1
  %v720 = extractvalue { float, float, float, float } %v717, 2
  %v721 = extractvalue { float, float, float, float } %v717, 3
  %v722 = insertelement <4 x float> poison, float %v718, i64 0
  %v723 = insertelement <4 x float> %v722, float %v719, i64 1
  %v724 = insertelement <4 x float> %v723, float %v720, i64 2
  %v504 = insertelement <4 x float> %v724, float %v721, i64 3
  %v725 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v713, i32 %v714, i32 %v715, i32 %v716, i32 %v668, i32 %v669, float %v617, float %v618, float %v619, float %v620)
  %v726 = extractvalue { float, float, float, float } %v725, 0
  %v727 = extractvalue { float, float, float, float } %v725, 1
  %v728 = extractvalue { float, float, float, float } %v725, 2
  %v729 = extractvalue { float, float, float, float } %v725, 3
  %v730 = insertelement <4 x float> poison, float %v726, i64 0
  %v731 = insertelement <4 x float> %v730, float %v727, i64 1
  %v732 = insertelement <4 x float> %v731, float %v728, i64 2
  %v503 = insertelement <4 x float> %v732, float %v729, i64 3
  %v733 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v713, i32 %v714, i32 %v715, i32 %v716, i32 %v683, i32 %v684, float %v626, float %v627, float %v628, float %v629)
  %v734 = extractvalue { float, float, float, float } %v733, 0
  %v735 = extractvalue { float, float, float, float } %v733, 1
  %v736 = extractvalue { float, float, float, float } %v733, 2
  %v737 = extractvalue { float, float, float, float } %v733, 3
  %v738 = insertelement <4 x float> poison, float %v734, i64 0
  %v739 = insertelement <4 x float> %v738, float %v735, i64 1
  %v740 = insertelement <4 x float> %v739, float %v736, i64 2
  %v502 = insertelement <4 x float> %v740, float %v737, i64 3
  %v501 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v713, i32 %v714, i32 %v715, i32 %v716, i32 %v698, i32 %v699, float %v635, float %v636, float %v637, float %v638)
  br label %v106
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
