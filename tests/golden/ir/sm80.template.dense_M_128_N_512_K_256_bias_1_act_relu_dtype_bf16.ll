; dense:M=128,N=512,K=256,bias=1,residual=0,act=relu,dtype=bf16 on cuda -arch=sm_80, schedule template
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
  %v24 = shl nuw nsw i64 %v6, 14
  %v25 = shl nuw nsw i64 %v10, 12
  %v26 = shl nuw nsw i64 %v12, 11
  %v27 = shl nuw nsw i64 %v18, 8
  %v28 = add nuw nsw i64 %v26, %v25
  %v29 = add nuw nsw i64 %v28, %v24
  %v30 = add nuw nsw i64 %v29, %v27
  %v31 = or disjoint i64 %v30, %v22
  %v32 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v23
  %v33 = getelementptr inbounds bfloat, ptr %v0, i64 %v31
  %v34 = addrspacecast ptr %v32 to ptr addrspace(3)
  %v35 = addrspacecast ptr %v33 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v34, ptr addrspace(1) %v35)
  %v36 = getelementptr inbounds i8, ptr %v32, i64 2048
  %v37 = getelementptr inbounds i8, ptr %v33, i64 16384
  %v38 = addrspacecast ptr %v36 to ptr addrspace(3)
  %v39 = addrspacecast ptr %v37 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v38, ptr addrspace(1) %v39)
  %v40 = shl nuw nsw i64 %v8, 14
  %v41 = add nuw nsw i64 %v28, %v40
  %v42 = add nuw nsw i64 %v41, %v27
  %v43 = or disjoint i64 %v42, %v22
  %v44 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v23
  %v45 = getelementptr inbounds bfloat, ptr %v1, i64 %v43
  %v46 = addrspacecast ptr %v44 to ptr addrspace(3)
  %v47 = addrspacecast ptr %v45 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v46, ptr addrspace(1) %v47)
  %v48 = getelementptr inbounds i8, ptr %v44, i64 2048
  %v49 = getelementptr inbounds i8, ptr %v45, i64 16384
  %v50 = addrspacecast ptr %v48 to ptr addrspace(3)
  %v51 = addrspacecast ptr %v49 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v50, ptr addrspace(1) %v51)
  tail call void @llvm.nvvm.cp.async.commit.group()
  %v52 = or disjoint i64 %v28, 32
  %v53 = add nuw nsw i64 %v52, %v24
  %v54 = add nuw nsw i64 %v53, %v27
  %v55 = or disjoint i64 %v54, %v22
  %v56 = getelementptr inbounds bfloat, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 4096), i64 %v23
  %v57 = getelementptr inbounds bfloat, ptr %v0, i64 %v55
  %v58 = addrspacecast ptr %v56 to ptr addrspace(3)
  %v59 = addrspacecast ptr %v57 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v58, ptr addrspace(1) %v59)
  %v60 = getelementptr inbounds i8, ptr %v56, i64 2048
  %v61 = getelementptr inbounds i8, ptr %v57, i64 16384
  %v62 = addrspacecast ptr %v60 to ptr addrspace(3)
  %v63 = addrspacecast ptr %v61 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v62, ptr addrspace(1) %v63)
  %v64 = add nuw nsw i64 %v52, %v40
  %v65 = add nuw nsw i64 %v64, %v27
  %v66 = or disjoint i64 %v65, %v22
  %v67 = getelementptr inbounds bfloat, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 4096), i64 %v23
  %v68 = getelementptr inbounds bfloat, ptr %v1, i64 %v66
  %v69 = addrspacecast ptr %v67 to ptr addrspace(3)
  %v70 = addrspacecast ptr %v68 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v69, ptr addrspace(1) %v70)
  %v71 = getelementptr inbounds i8, ptr %v67, i64 2048
  %v72 = getelementptr inbounds i8, ptr %v68, i64 16384
  %v73 = addrspacecast ptr %v71 to ptr addrspace(3)
  %v74 = addrspacecast ptr %v72 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v73, ptr addrspace(1) %v74)
  tail call void @llvm.nvvm.cp.async.commit.group()
  %v75 = shl nuw nsw i64 %v10, 10
  %v76 = lshr i64 %v14, 1
  %v77 = and i64 %v76, 56
  %v78 = shl nuw nsw i64 %v14, 5
  %v79 = and i64 %v78, 480
  %v80 = getelementptr bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v79
  %v81 = shl nuw nsw i64 %v12, 10
  %v82 = and i64 %v78, 224
  %v83 = and i64 %v14, 8
  %v84 = getelementptr i8, ptr %v0, i64 128
  %v85 = getelementptr i8, ptr %v1, i64 128
  %v86 = or disjoint i64 %v77, %v75
  %v87 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v86
  %v88 = getelementptr inbounds bfloat, ptr %v87, i64 %v79
  br label %v89

v89:                                     ; preds = %v4, %v90
  %v91 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v92, %v90 ]
  %v93 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v94, %v90 ]
  %v95 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v96, %v90 ]
  %v97 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v98, %v90 ]
  %v99 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v100, %v90 ]
  %v101 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v102, %v90 ]
  %v103 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v104, %v90 ]
  %v105 = phi <4 x float> [ zeroinitializer, %v4 ], [ %v106, %v90 ]
  %v107 = phi i64 [ 0, %v4 ], [ %v108, %v90 ]
  %v109 = icmp ult i64 %v107, 6
  tail call void @llvm.nvvm.cp.async.wait.group(i32 1)
  br i1 %v109, label %v110, label %v111

v112:                                     ; preds = %v90
  tail call void @llvm.nvvm.barrier0()
  %v113 = shufflevector <4 x float> %v106, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v114 = shl nuw nsw i64 %v8, 6
  %v115 = shl nuw nsw i64 %v12, 5
  %v116 = add nuw nsw i64 %v114, %v115
  %v117 = shl nuw nsw i64 %v14, 1
  %v118 = and i64 %v117, 6
  %v119 = or disjoint i64 %v116, %v118
  %v120 = getelementptr inbounds float, ptr %v2, i64 %v119
  %v121 = load <2 x float>, ptr %v120, align 8
  %v122 = fadd contract <2 x float> %v113, %v121
  %v123 = fcmp contract ogt <2 x float> %v122, zeroinitializer
  %v124 = select contract <2 x i1> %v123, <2 x float> %v122, <2 x float> zeroinitializer
  %v125 = shl nuw nsw i64 %v6, 15
  %v126 = shl nuw nsw i64 %v10, 14
  %v127 = shl nuw nsw i64 %v14, 7
  %v128 = and i64 %v127, 15872
  %v129 = add nuw nsw i64 %v116, %v126
  %v130 = add nuw nsw i64 %v129, %v125
  %v131 = add nuw nsw i64 %v130, %v128
  %v132 = or disjoint i64 %v131, %v118
  %v133 = getelementptr inbounds float, ptr %v3, i64 %v132
  store <2 x float> %v124, ptr %v133, align 8
  %v134 = shufflevector <4 x float> %v106, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v135 = fadd contract <2 x float> %v134, %v121
  %v136 = fcmp contract ogt <2 x float> %v135, zeroinitializer
  %v137 = select contract <2 x i1> %v136, <2 x float> %v135, <2 x float> zeroinitializer
  %v138 = getelementptr inbounds i8, ptr %v133, i64 16384
  store <2 x float> %v137, ptr %v138, align 8
  %v139 = shufflevector <4 x float> %v104, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v140 = or disjoint i64 %v119, 8
  %v141 = getelementptr inbounds float, ptr %v2, i64 %v140
  %v142 = load <2 x float>, ptr %v141, align 8
  %v143 = fadd contract <2 x float> %v139, %v142
  %v144 = fcmp contract ogt <2 x float> %v143, zeroinitializer
  %v145 = select contract <2 x i1> %v144, <2 x float> %v143, <2 x float> zeroinitializer
  %v146 = or disjoint i64 %v132, 8
  %v147 = getelementptr inbounds float, ptr %v3, i64 %v146
  store <2 x float> %v145, ptr %v147, align 8
  %v148 = shufflevector <4 x float> %v104, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v149 = fadd contract <2 x float> %v148, %v142
  %v150 = fcmp contract ogt <2 x float> %v149, zeroinitializer
  %v151 = select contract <2 x i1> %v150, <2 x float> %v149, <2 x float> zeroinitializer
  %v152 = getelementptr inbounds i8, ptr %v133, i64 16416
  store <2 x float> %v151, ptr %v152, align 8
  %v153 = shufflevector <4 x float> %v102, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v154 = or disjoint i64 %v119, 16
  %v155 = getelementptr inbounds float, ptr %v2, i64 %v154
  %v156 = load <2 x float>, ptr %v155, align 8
  %v157 = fadd contract <2 x float> %v153, %v156
  %v158 = fcmp contract ogt <2 x float> %v157, zeroinitializer
  %v159 = select contract <2 x i1> %v158, <2 x float> %v157, <2 x float> zeroinitializer
  %v160 = or disjoint i64 %v132, 16
  %v161 = getelementptr inbounds float, ptr %v3, i64 %v160
  store <2 x float> %v159, ptr %v161, align 8
  %v162 = shufflevector <4 x float> %v102, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v163 = fadd contract <2 x float> %v162, %v156
  %v164 = fcmp contract ogt <2 x float> %v163, zeroinitializer
  %v165 = select contract <2 x i1> %v164, <2 x float> %v163, <2 x float> zeroinitializer
  %v166 = getelementptr inbounds i8, ptr %v133, i64 16448
  store <2 x float> %v165, ptr %v166, align 8
  %v167 = shufflevector <4 x float> %v100, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v168 = or disjoint i64 %v119, 24
  %v169 = getelementptr inbounds float, ptr %v2, i64 %v168
  %v170 = load <2 x float>, ptr %v169, align 8
  %v171 = fadd contract <2 x float> %v167, %v170
  %v172 = fcmp contract ogt <2 x float> %v171, zeroinitializer
  %v173 = select contract <2 x i1> %v172, <2 x float> %v171, <2 x float> zeroinitializer
  %v174 = or disjoint i64 %v132, 24
  %v175 = getelementptr inbounds float, ptr %v3, i64 %v174
  store <2 x float> %v173, ptr %v175, align 8
  %v176 = shufflevector <4 x float> %v100, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v177 = fadd contract <2 x float> %v176, %v170
  %v178 = fcmp contract ogt <2 x float> %v177, zeroinitializer
  %v179 = select contract <2 x i1> %v178, <2 x float> %v177, <2 x float> zeroinitializer
  %v180 = getelementptr inbounds i8, ptr %v133, i64 16480
  store <2 x float> %v179, ptr %v180, align 8
  %v181 = shufflevector <4 x float> %v98, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v182 = fadd contract <2 x float> %v181, %v121
  %v183 = fcmp contract ogt <2 x float> %v182, zeroinitializer
  %v184 = select contract <2 x i1> %v183, <2 x float> %v182, <2 x float> zeroinitializer
  %v185 = getelementptr inbounds i8, ptr %v133, i64 32768
  store <2 x float> %v184, ptr %v185, align 8
  %v186 = shufflevector <4 x float> %v98, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v187 = fadd contract <2 x float> %v186, %v121
  %v188 = fcmp contract ogt <2 x float> %v187, zeroinitializer
  %v189 = select contract <2 x i1> %v188, <2 x float> %v187, <2 x float> zeroinitializer
  %v190 = getelementptr inbounds i8, ptr %v133, i64 49152
  store <2 x float> %v189, ptr %v190, align 8
  %v191 = shufflevector <4 x float> %v96, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v192 = fadd contract <2 x float> %v191, %v142
  %v193 = fcmp contract ogt <2 x float> %v192, zeroinitializer
  %v194 = select contract <2 x i1> %v193, <2 x float> %v192, <2 x float> zeroinitializer
  %v195 = getelementptr inbounds i8, ptr %v133, i64 32800
  store <2 x float> %v194, ptr %v195, align 8
  %v196 = shufflevector <4 x float> %v96, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v197 = fadd contract <2 x float> %v196, %v142
  %v198 = fcmp contract ogt <2 x float> %v197, zeroinitializer
  %v199 = select contract <2 x i1> %v198, <2 x float> %v197, <2 x float> zeroinitializer
  %v200 = getelementptr inbounds i8, ptr %v133, i64 49184
  store <2 x float> %v199, ptr %v200, align 8
  %v201 = shufflevector <4 x float> %v94, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v202 = fadd contract <2 x float> %v201, %v156
  %v203 = fcmp contract ogt <2 x float> %v202, zeroinitializer
  %v204 = select contract <2 x i1> %v203, <2 x float> %v202, <2 x float> zeroinitializer
  %v205 = getelementptr inbounds i8, ptr %v133, i64 32832
  store <2 x float> %v204, ptr %v205, align 8
  %v206 = shufflevector <4 x float> %v94, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v207 = fadd contract <2 x float> %v206, %v156
  %v208 = fcmp contract ogt <2 x float> %v207, zeroinitializer
  %v209 = select contract <2 x i1> %v208, <2 x float> %v207, <2 x float> zeroinitializer
  %v210 = getelementptr inbounds i8, ptr %v133, i64 49216
  store <2 x float> %v209, ptr %v210, align 8
  %v211 = shufflevector <4 x float> %v212, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v213 = fadd contract <2 x float> %v211, %v170
  %v214 = fcmp contract ogt <2 x float> %v213, zeroinitializer
  %v215 = select contract <2 x i1> %v214, <2 x float> %v213, <2 x float> zeroinitializer
  %v216 = getelementptr inbounds i8, ptr %v133, i64 32864
  store <2 x float> %v215, ptr %v216, align 8
  %v217 = shufflevector <4 x float> %v92, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v218 = fadd contract <2 x float> %v217, %v170
  %v219 = fcmp contract ogt <2 x float> %v218, zeroinitializer
  %v220 = select contract <2 x i1> %v219, <2 x float> %v218, <2 x float> zeroinitializer
  %v221 = getelementptr inbounds i8, ptr %v133, i64 49248
  store <2 x float> %v220, ptr %v221, align 8
  ret void

v110:                                          ; preds = %v89
  tail call void @llvm.nvvm.barrier0()
  %v222 = trunc nuw i64 %v107 to i8
  %v223 = add nuw nsw i8 %v222, 2
  %v224 = urem i8 %v223, 3
  %v225 = zext nneg i8 %v224 to i64
  %v226 = shl nuw nsw i64 %v225, 11
  %v227 = add nuw nsw i64 %v23, %v226
  %v228 = shl nuw nsw i64 %v107, 5
  %v229 = or disjoint i64 %v31, %v228
  %v230 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.X.shared to ptr), i64 %v227
  %v231 = getelementptr bfloat, ptr %v84, i64 %v229
  %v232 = addrspacecast ptr %v230 to ptr addrspace(3)
  %v233 = addrspacecast ptr %v231 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v232, ptr addrspace(1) %v233)
  %v234 = getelementptr inbounds i8, ptr %v230, i64 2048
  %v235 = getelementptr i8, ptr %v231, i64 16384
  %v236 = addrspacecast ptr %v234 to ptr addrspace(3)
  %v237 = addrspacecast ptr %v235 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v236, ptr addrspace(1) %v237)
  %v238 = or disjoint i64 %v43, %v228
  %v239 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v227
  %v240 = getelementptr bfloat, ptr %v85, i64 %v238
  %v241 = addrspacecast ptr %v239 to ptr addrspace(3)
  %v242 = addrspacecast ptr %v240 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v241, ptr addrspace(1) %v242)
  %v243 = getelementptr inbounds i8, ptr %v239, i64 2048
  %v244 = getelementptr i8, ptr %v240, i64 16384
  %v245 = addrspacecast ptr %v243 to ptr addrspace(3)
  %v246 = addrspacecast ptr %v244 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %v245, ptr addrspace(1) %v246)
  tail call void @llvm.nvvm.cp.async.commit.group()
  %v247 = icmp ult i64 %v107, 3
  %v248 = shl nuw nsw i64 %v107, 11
  %v249 = add nsw i64 %v248, -6144
  %v250 = select i1 %v247, i64 %v248, i64 %v249
  %v251 = getelementptr inbounds bfloat, ptr %v88, i64 %v250
  %v252 = addrspacecast ptr %v251 to ptr addrspace(3)
  %v253 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v252)
  %v254 = extractvalue { i32, i32, i32, i32 } %v253, 0
  %v255 = extractvalue { i32, i32, i32, i32 } %v253, 1
  %v256 = extractvalue { i32, i32, i32, i32 } %v253, 2
  %v257 = extractvalue { i32, i32, i32, i32 } %v253, 3
  %v258 = add nuw nsw i64 %v250, %v81
  %v259 = or disjoint i64 %v258, %v82
  %v260 = or disjoint i64 %v259, %v83
  %v261 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v260
  %v262 = addrspacecast ptr %v261 to ptr addrspace(3)
  %v263 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v262)
  %v264 = extractvalue { i32, i32 } %v263, 0
  %v265 = extractvalue { i32, i32 } %v263, 1
  %v266 = extractelement <4 x float> %v105, i64 0
  %v267 = extractelement <4 x float> %v105, i64 1
  %v268 = extractelement <4 x float> %v105, i64 2
  %v269 = extractelement <4 x float> %v105, i64 3
  %v270 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v254, i32 %v255, i32 %v256, i32 %v257, i32 %v264, i32 %v265, float %v266, float %v267, float %v268, float %v269)
  %v271 = extractvalue { float, float, float, float } %v270, 0
  %v272 = extractvalue { float, float, float, float } %v270, 1
  %v273 = extractvalue { float, float, float, float } %v270, 2
  %v274 = extractvalue { float, float, float, float } %v270, 3
  %v275 = or disjoint i64 %v260, 256
  %v276 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v275
  %v277 = addrspacecast ptr %v276 to ptr addrspace(3)
  %v278 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v277)
  %v279 = extractvalue { i32, i32 } %v278, 0
  %v280 = extractvalue { i32, i32 } %v278, 1
  %v281 = extractelement <4 x float> %v103, i64 0
  %v282 = extractelement <4 x float> %v103, i64 1
  %v283 = extractelement <4 x float> %v103, i64 2
  %v284 = extractelement <4 x float> %v103, i64 3
  %v285 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v254, i32 %v255, i32 %v256, i32 %v257, i32 %v279, i32 %v280, float %v281, float %v282, float %v283, float %v284)
  %v286 = extractvalue { float, float, float, float } %v285, 0
  %v287 = extractvalue { float, float, float, float } %v285, 1
  %v288 = extractvalue { float, float, float, float } %v285, 2
  %v289 = extractvalue { float, float, float, float } %v285, 3
  %v290 = or disjoint i64 %v260, 512
  %v291 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v290
  %v292 = addrspacecast ptr %v291 to ptr addrspace(3)
  %v293 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v292)
  %v294 = extractvalue { i32, i32 } %v293, 0
  %v295 = extractvalue { i32, i32 } %v293, 1
  %v296 = extractelement <4 x float> %v101, i64 0
  %v297 = extractelement <4 x float> %v101, i64 1
  %v298 = extractelement <4 x float> %v101, i64 2
  %v299 = extractelement <4 x float> %v101, i64 3
  %v300 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v254, i32 %v255, i32 %v256, i32 %v257, i32 %v294, i32 %v295, float %v296, float %v297, float %v298, float %v299)
  %v301 = extractvalue { float, float, float, float } %v300, 0
  %v302 = extractvalue { float, float, float, float } %v300, 1
  %v303 = extractvalue { float, float, float, float } %v300, 2
  %v304 = extractvalue { float, float, float, float } %v300, 3
  %v305 = or disjoint i64 %v260, 768
  %v306 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v305
  %v307 = addrspacecast ptr %v306 to ptr addrspace(3)
  %v308 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v307)
  %v309 = extractvalue { i32, i32 } %v308, 0
  %v310 = extractvalue { i32, i32 } %v308, 1
  %v311 = extractelement <4 x float> %v99, i64 0
  %v312 = extractelement <4 x float> %v99, i64 1
  %v313 = extractelement <4 x float> %v99, i64 2
  %v314 = extractelement <4 x float> %v99, i64 3
  %v315 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v254, i32 %v255, i32 %v256, i32 %v257, i32 %v309, i32 %v310, float %v311, float %v312, float %v313, float %v314)
  %v316 = extractvalue { float, float, float, float } %v315, 0
  %v317 = extractvalue { float, float, float, float } %v315, 1
  %v318 = extractvalue { float, float, float, float } %v315, 2
  %v319 = extractvalue { float, float, float, float } %v315, 3
  %v320 = getelementptr inbounds i8, ptr %v251, i64 1024
  %v321 = addrspacecast ptr %v320 to ptr addrspace(3)
  %v322 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v321)
  %v323 = extractvalue { i32, i32, i32, i32 } %v322, 0
  %v324 = extractvalue { i32, i32, i32, i32 } %v322, 1
  %v325 = extractvalue { i32, i32, i32, i32 } %v322, 2
  %v326 = extractvalue { i32, i32, i32, i32 } %v322, 3
  %v327 = extractelement <4 x float> %v97, i64 0
  %v328 = extractelement <4 x float> %v97, i64 1
  %v329 = extractelement <4 x float> %v97, i64 2
  %v330 = extractelement <4 x float> %v97, i64 3
  %v331 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v323, i32 %v324, i32 %v325, i32 %v326, i32 %v264, i32 %v265, float %v327, float %v328, float %v329, float %v330)
  %v332 = extractvalue { float, float, float, float } %v331, 0
  %v333 = extractvalue { float, float, float, float } %v331, 1
  %v334 = extractvalue { float, float, float, float } %v331, 2
  %v335 = extractvalue { float, float, float, float } %v331, 3
  %v336 = extractelement <4 x float> %v95, i64 0
  %v337 = extractelement <4 x float> %v95, i64 1
  %v338 = extractelement <4 x float> %v95, i64 2
  %v339 = extractelement <4 x float> %v95, i64 3
  %v340 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v323, i32 %v324, i32 %v325, i32 %v326, i32 %v279, i32 %v280, float %v336, float %v337, float %v338, float %v339)
  %v341 = extractvalue { float, float, float, float } %v340, 0
  %v342 = extractvalue { float, float, float, float } %v340, 1
  %v343 = extractvalue { float, float, float, float } %v340, 2
  %v344 = extractvalue { float, float, float, float } %v340, 3
  %v345 = extractelement <4 x float> %v93, i64 0
  %v346 = extractelement <4 x float> %v93, i64 1
  %v347 = extractelement <4 x float> %v93, i64 2
  %v348 = extractelement <4 x float> %v93, i64 3
  %v349 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v323, i32 %v324, i32 %v325, i32 %v326, i32 %v294, i32 %v295, float %v345, float %v346, float %v347, float %v348)
  %v350 = extractvalue { float, float, float, float } %v349, 0
  %v351 = extractvalue { float, float, float, float } %v349, 1
  %v352 = extractvalue { float, float, float, float } %v349, 2
  %v353 = extractvalue { float, float, float, float } %v349, 3
  %v354 = extractelement <4 x float> %v91, i64 0
  %v355 = extractelement <4 x float> %v91, i64 1
  %v356 = extractelement <4 x float> %v91, i64 2
  %v357 = extractelement <4 x float> %v91, i64 3
  %v358 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v323, i32 %v324, i32 %v325, i32 %v326, i32 %v309, i32 %v310, float %v354, float %v355, float %v356, float %v357)
  %v359 = extractvalue { float, float, float, float } %v358, 0
  %v360 = extractvalue { float, float, float, float } %v358, 1
  %v361 = extractvalue { float, float, float, float } %v358, 2
  %v362 = extractvalue { float, float, float, float } %v358, 3
  %v363 = getelementptr inbounds i8, ptr %v251, i64 32
  %v364 = addrspacecast ptr %v363 to ptr addrspace(3)
  %v365 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v364)
  %v366 = extractvalue { i32, i32, i32, i32 } %v365, 0
  %v367 = extractvalue { i32, i32, i32, i32 } %v365, 1
  %v368 = extractvalue { i32, i32, i32, i32 } %v365, 2
  %v369 = extractvalue { i32, i32, i32, i32 } %v365, 3
  %v370 = or disjoint i64 %v260, 16
  %v371 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v370
  %v372 = addrspacecast ptr %v371 to ptr addrspace(3)
  %v373 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v372)
  %v374 = extractvalue { i32, i32 } %v373, 0
  %v375 = extractvalue { i32, i32 } %v373, 1
  %v376 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v366, i32 %v367, i32 %v368, i32 %v369, i32 %v374, i32 %v375, float %v271, float %v272, float %v273, float %v274)
  %v377 = extractvalue { float, float, float, float } %v376, 0
  %v378 = extractvalue { float, float, float, float } %v376, 1
  %v379 = extractvalue { float, float, float, float } %v376, 2
  %v380 = extractvalue { float, float, float, float } %v376, 3
  %v381 = insertelement <4 x float> poison, float %v377, i64 0
  %v382 = insertelement <4 x float> %v381, float %v378, i64 1
  %v383 = insertelement <4 x float> %v382, float %v379, i64 2
  %v384 = insertelement <4 x float> %v383, float %v380, i64 3
  %v385 = or disjoint i64 %v260, 272
  %v386 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v385
  %v387 = addrspacecast ptr %v386 to ptr addrspace(3)
  %v388 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v387)
  %v389 = extractvalue { i32, i32 } %v388, 0
  %v390 = extractvalue { i32, i32 } %v388, 1
  %v391 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v366, i32 %v367, i32 %v368, i32 %v369, i32 %v389, i32 %v390, float %v286, float %v287, float %v288, float %v289)
  %v392 = extractvalue { float, float, float, float } %v391, 0
  %v393 = extractvalue { float, float, float, float } %v391, 1
  %v394 = extractvalue { float, float, float, float } %v391, 2
  %v395 = extractvalue { float, float, float, float } %v391, 3
  %v396 = insertelement <4 x float> poison, float %v392, i64 0
  %v397 = insertelement <4 x float> %v396, float %v393, i64 1
  %v398 = insertelement <4 x float> %v397, float %v394, i64 2
  %v399 = insertelement <4 x float> %v398, float %v395, i64 3
  %v400 = or disjoint i64 %v260, 528
  %v401 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v400
  %v402 = addrspacecast ptr %v401 to ptr addrspace(3)
  %v403 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v402)
  %v404 = extractvalue { i32, i32 } %v403, 0
  %v405 = extractvalue { i32, i32 } %v403, 1
  %v406 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v366, i32 %v367, i32 %v368, i32 %v369, i32 %v404, i32 %v405, float %v301, float %v302, float %v303, float %v304)
  %v407 = extractvalue { float, float, float, float } %v406, 0
  %v408 = extractvalue { float, float, float, float } %v406, 1
  %v409 = extractvalue { float, float, float, float } %v406, 2
  %v410 = extractvalue { float, float, float, float } %v406, 3
  %v411 = insertelement <4 x float> poison, float %v407, i64 0
  %v412 = insertelement <4 x float> %v411, float %v408, i64 1
  %v413 = insertelement <4 x float> %v412, float %v409, i64 2
  %v414 = insertelement <4 x float> %v413, float %v410, i64 3
  %v415 = or disjoint i64 %v260, 784
  %v416 = getelementptr inbounds bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v415
  %v417 = addrspacecast ptr %v416 to ptr addrspace(3)
  %v418 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v417)
  %v419 = extractvalue { i32, i32 } %v418, 0
  %v420 = extractvalue { i32, i32 } %v418, 1
  %v421 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v366, i32 %v367, i32 %v368, i32 %v369, i32 %v419, i32 %v420, float %v316, float %v317, float %v318, float %v319)
  %v422 = extractvalue { float, float, float, float } %v421, 0
  %v423 = extractvalue { float, float, float, float } %v421, 1
  %v424 = extractvalue { float, float, float, float } %v421, 2
  %v425 = extractvalue { float, float, float, float } %v421, 3
  %v426 = insertelement <4 x float> poison, float %v422, i64 0
  %v427 = insertelement <4 x float> %v426, float %v423, i64 1
  %v428 = insertelement <4 x float> %v427, float %v424, i64 2
  %v429 = insertelement <4 x float> %v428, float %v425, i64 3
  %v430 = getelementptr inbounds i8, ptr %v251, i64 1056
  %v431 = addrspacecast ptr %v430 to ptr addrspace(3)
  %v432 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v431)
  %v433 = extractvalue { i32, i32, i32, i32 } %v432, 0
  %v434 = extractvalue { i32, i32, i32, i32 } %v432, 1
  %v435 = extractvalue { i32, i32, i32, i32 } %v432, 2
  %v436 = extractvalue { i32, i32, i32, i32 } %v432, 3
  %v437 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v433, i32 %v434, i32 %v435, i32 %v436, i32 %v374, i32 %v375, float %v332, float %v333, float %v334, float %v335)
  %v438 = extractvalue { float, float, float, float } %v437, 0
  %v439 = extractvalue { float, float, float, float } %v437, 1
  %v440 = extractvalue { float, float, float, float } %v437, 2
  %v441 = extractvalue { float, float, float, float } %v437, 3
  %v442 = insertelement <4 x float> poison, float %v438, i64 0
  %v443 = insertelement <4 x float> %v442, float %v439, i64 1
  %v444 = insertelement <4 x float> %v443, float %v440, i64 2
  %v445 = insertelement <4 x float> %v444, float %v441, i64 3
  %v446 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v433, i32 %v434, i32 %v435, i32 %v436, i32 %v389, i32 %v390, float %v341, float %v342, float %v343, float %v344)
  %v447 = extractvalue { float, float, float, float } %v446, 0
  %v448 = extractvalue { float, float, float, float } %v446, 1
  %v449 = extractvalue { float, float, float, float } %v446, 2
  %v450 = extractvalue { float, float, float, float } %v446, 3
  %v451 = insertelement <4 x float> poison, float %v447, i64 0
  %v452 = insertelement <4 x float> %v451, float %v448, i64 1
  %v453 = insertelement <4 x float> %v452, float %v449, i64 2
  %v454 = insertelement <4 x float> %v453, float %v450, i64 3
  %v455 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v433, i32 %v434, i32 %v435, i32 %v436, i32 %v404, i32 %v405, float %v350, float %v351, float %v352, float %v353)
  %v456 = extractvalue { float, float, float, float } %v455, 0
  %v457 = extractvalue { float, float, float, float } %v455, 1
  %v458 = extractvalue { float, float, float, float } %v455, 2
  %v459 = extractvalue { float, float, float, float } %v455, 3
  %v460 = insertelement <4 x float> poison, float %v456, i64 0
  %v461 = insertelement <4 x float> %v460, float %v457, i64 1
  %v462 = insertelement <4 x float> %v461, float %v458, i64 2
  %v463 = insertelement <4 x float> %v462, float %v459, i64 3
  %v464 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v433, i32 %v434, i32 %v435, i32 %v436, i32 %v419, i32 %v420, float %v359, float %v360, float %v361, float %v362)
  br label %v90

v90:                                          ; preds = %v111, %v110
  %v465 = phi { float, float, float, float } [ %v466, %v111 ], [ %v464, %v110 ]
  %v94 = phi <4 x float> [ %v467, %v111 ], [ %v463, %v110 ]
  %v96 = phi <4 x float> [ %v468, %v111 ], [ %v454, %v110 ]
  %v98 = phi <4 x float> [ %v469, %v111 ], [ %v445, %v110 ]
  %v100 = phi <4 x float> [ %v470, %v111 ], [ %v429, %v110 ]
  %v102 = phi <4 x float> [ %v471, %v111 ], [ %v414, %v110 ]
  %v104 = phi <4 x float> [ %v472, %v111 ], [ %v399, %v110 ]
  %v106 = phi <4 x float> [ %v473, %v111 ], [ %v384, %v110 ]
  %v474 = extractvalue { float, float, float, float } %v465, 0
  %v475 = extractvalue { float, float, float, float } %v465, 1
  %v476 = extractvalue { float, float, float, float } %v465, 2
  %v477 = extractvalue { float, float, float, float } %v465, 3
  %v478 = insertelement <4 x float> poison, float %v474, i64 0
  %v212 = insertelement <4 x float> %v478, float %v475, i64 1
  %v479 = insertelement <4 x float> %v212, float %v476, i64 2
  %v92 = insertelement <4 x float> %v479, float %v477, i64 3
  %v108 = add i64 %v107, 1
  %v480 = icmp eq i64 %v108, 8
  br i1 %v480, label %v112, label %v89

v111:                                          ; preds = %v89
  tail call void @llvm.nvvm.barrier0()
  tail call void @llvm.nvvm.cp.async.commit.group()
  %v481 = shl nuw nsw i64 %v107, 11
  %v482 = add nuw nsw i64 %v481, %v75
  %v483 = or disjoint i64 %v482, %v77
  %v484 = getelementptr bfloat, ptr %v80, i64 %v483
  %v485 = getelementptr i8, ptr %v484, i64 -24576
  %v486 = addrspacecast ptr %v485 to ptr addrspace(3)
  %v487 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v486)
  %v488 = extractvalue { i32, i32, i32, i32 } %v487, 0
  %v489 = extractvalue { i32, i32, i32, i32 } %v487, 1
  %v490 = extractvalue { i32, i32, i32, i32 } %v487, 2
  %v491 = extractvalue { i32, i32, i32, i32 } %v487, 3
  %v492 = add nuw nsw i64 %v481, %v81
  %v493 = or disjoint i64 %v492, %v82
  %v494 = or disjoint i64 %v493, %v83
  %v495 = getelementptr bfloat, ptr addrspacecast (ptr addrspace(3) @ktune_dense_bias_relu_bf16_m128_n512_k256.W.shared to ptr), i64 %v494
  %v496 = getelementptr i8, ptr %v495, i64 -24576
  %v497 = addrspacecast ptr %v496 to ptr addrspace(3)
  %v498 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v497)
  %v499 = extractvalue { i32, i32 } %v498, 0
  %v500 = extractvalue { i32, i32 } %v498, 1
  %v501 = extractelement <4 x float> %v105, i64 0
  %v502 = extractelement <4 x float> %v105, i64 1
  %v503 = extractelement <4 x float> %v105, i64 2
  %v504 = extractelement <4 x float> %v105, i64 3
  %v505 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v488, i32 %v489, i32 %v490, i32 %v491, i32 %v499, i32 %v500, float %v501, float %v502, float %v503, float %v504)
  %v506 = extractvalue { float, float, float, float } %v505, 0
  %v507 = extractvalue { float, float, float, float } %v505, 1
  %v508 = extractvalue { float, float, float, float } %v505, 2
  %v509 = extractvalue { float, float, float, float } %v505, 3
  %v510 = getelementptr i8, ptr %v495, i64 -24064
  %v511 = addrspacecast ptr %v510 to ptr addrspace(3)
  %v512 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v511)
  %v513 = extractvalue { i32, i32 } %v512, 0
  %v514 = extractvalue { i32, i32 } %v512, 1
  %v515 = extractelement <4 x float> %v103, i64 0
  %v516 = extractelement <4 x float> %v103, i64 1
  %v517 = extractelement <4 x float> %v103, i64 2
  %v518 = extractelement <4 x float> %v103, i64 3
  %v519 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v488, i32 %v489, i32 %v490, i32 %v491, i32 %v513, i32 %v514, float %v515, float %v516, float %v517, float %v518)
  %v520 = extractvalue { float, float, float, float } %v519, 0
  %v521 = extractvalue { float, float, float, float } %v519, 1
  %v522 = extractvalue { float, float, float, float } %v519, 2
  %v523 = extractvalue { float, float, float, float } %v519, 3
  %v524 = getelementptr i8, ptr %v495, i64 -23552
  %v525 = addrspacecast ptr %v524 to ptr addrspace(3)
  %v526 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v525)
  %v527 = extractvalue { i32, i32 } %v526, 0
  %v528 = extractvalue { i32, i32 } %v526, 1
  %v529 = extractelement <4 x float> %v101, i64 0
  %v530 = extractelement <4 x float> %v101, i64 1
  %v531 = extractelement <4 x float> %v101, i64 2
  %v532 = extractelement <4 x float> %v101, i64 3
  %v533 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v488, i32 %v489, i32 %v490, i32 %v491, i32 %v527, i32 %v528, float %v529, float %v530, float %v531, float %v532)
  %v534 = extractvalue { float, float, float, float } %v533, 0
  %v535 = extractvalue { float, float, float, float } %v533, 1
  %v536 = extractvalue { float, float, float, float } %v533, 2
  %v537 = extractvalue { float, float, float, float } %v533, 3
  %v538 = getelementptr i8, ptr %v495, i64 -23040
  %v539 = addrspacecast ptr %v538 to ptr addrspace(3)
  %v540 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v539)
  %v541 = extractvalue { i32, i32 } %v540, 0
  %v542 = extractvalue { i32, i32 } %v540, 1
  %v543 = extractelement <4 x float> %v99, i64 0
  %v544 = extractelement <4 x float> %v99, i64 1
  %v545 = extractelement <4 x float> %v99, i64 2
  %v546 = extractelement <4 x float> %v99, i64 3
  %v547 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v488, i32 %v489, i32 %v490, i32 %v491, i32 %v541, i32 %v542, float %v543, float %v544, float %v545, float %v546)
  %v548 = extractvalue { float, float, float, float } %v547, 0
  %v549 = extractvalue { float, float, float, float } %v547, 1
  %v550 = extractvalue { float, float, float, float } %v547, 2
  %v551 = extractvalue { float, float, float, float } %v547, 3
  %v552 = getelementptr i8, ptr %v484, i64 -23552
  %v553 = addrspacecast ptr %v552 to ptr addrspace(3)
  %v554 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v553)
  %v555 = extractvalue { i32, i32, i32, i32 } %v554, 0
  %v556 = extractvalue { i32, i32, i32, i32 } %v554, 1
  %v557 = extractvalue { i32, i32, i32, i32 } %v554, 2
  %v558 = extractvalue { i32, i32, i32, i32 } %v554, 3
  %v559 = extractelement <4 x float> %v97, i64 0
  %v560 = extractelement <4 x float> %v97, i64 1
  %v561 = extractelement <4 x float> %v97, i64 2
  %v562 = extractelement <4 x float> %v97, i64 3
  %v563 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v555, i32 %v556, i32 %v557, i32 %v558, i32 %v499, i32 %v500, float %v559, float %v560, float %v561, float %v562)
  %v564 = extractvalue { float, float, float, float } %v563, 0
  %v565 = extractvalue { float, float, float, float } %v563, 1
  %v566 = extractvalue { float, float, float, float } %v563, 2
  %v567 = extractvalue { float, float, float, float } %v563, 3
  %v568 = extractelement <4 x float> %v95, i64 0
  %v569 = extractelement <4 x float> %v95, i64 1
  %v570 = extractelement <4 x float> %v95, i64 2
  %v571 = extractelement <4 x float> %v95, i64 3
  %v572 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v555, i32 %v556, i32 %v557, i32 %v558, i32 %v513, i32 %v514, float %v568, float %v569, float %v570, float %v571)
  %v573 = extractvalue { float, float, float, float } %v572, 0
  %v574 = extractvalue { float, float, float, float } %v572, 1
  %v575 = extractvalue { float, float, float, float } %v572, 2
  %v576 = extractvalue { float, float, float, float } %v572, 3
  %v577 = extractelement <4 x float> %v93, i64 0
  %v578 = extractelement <4 x float> %v93, i64 1
  %v579 = extractelement <4 x float> %v93, i64 2
  %v580 = extractelement <4 x float> %v93, i64 3
  %v581 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v555, i32 %v556, i32 %v557, i32 %v558, i32 %v527, i32 %v528, float %v577, float %v578, float %v579, float %v580)
  %v582 = extractvalue { float, float, float, float } %v581, 0
  %v583 = extractvalue { float, float, float, float } %v581, 1
  %v584 = extractvalue { float, float, float, float } %v581, 2
  %v585 = extractvalue { float, float, float, float } %v581, 3
  %v586 = extractelement <4 x float> %v91, i64 0
  %v587 = extractelement <4 x float> %v91, i64 1
  %v588 = extractelement <4 x float> %v91, i64 2
  %v589 = extractelement <4 x float> %v91, i64 3
  %v590 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v555, i32 %v556, i32 %v557, i32 %v558, i32 %v541, i32 %v542, float %v586, float %v587, float %v588, float %v589)
  %v591 = extractvalue { float, float, float, float } %v590, 0
  %v592 = extractvalue { float, float, float, float } %v590, 1
  %v593 = extractvalue { float, float, float, float } %v590, 2
  %v594 = extractvalue { float, float, float, float } %v590, 3
  %v595 = getelementptr i8, ptr %v484, i64 -24544
  %v596 = addrspacecast ptr %v595 to ptr addrspace(3)
  %v597 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v596)
  %v598 = extractvalue { i32, i32, i32, i32 } %v597, 0
  %v599 = extractvalue { i32, i32, i32, i32 } %v597, 1
  %v600 = extractvalue { i32, i32, i32, i32 } %v597, 2
  %v601 = extractvalue { i32, i32, i32, i32 } %v597, 3
  %v602 = getelementptr i8, ptr %v495, i64 -24544
  %v603 = addrspacecast ptr %v602 to ptr addrspace(3)
  %v604 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v603)
  %v605 = extractvalue { i32, i32 } %v604, 0
  %v606 = extractvalue { i32, i32 } %v604, 1
  %v607 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v598, i32 %v599, i32 %v600, i32 %v601, i32 %v605, i32 %v606, float %v506, float %v507, float %v508, float %v509)
  %v608 = extractvalue { float, float, float, float } %v607, 0
  %v609 = extractvalue { float, float, float, float } %v607, 1
  %v610 = extractvalue { float, float, float, float } %v607, 2
  %v611 = extractvalue { float, float, float, float } %v607, 3
  %v612 = insertelement <4 x float> poison, float %v608, i64 0
  %v613 = insertelement <4 x float> %v612, float %v609, i64 1
  %v614 = insertelement <4 x float> %v613, float %v610, i64 2
  %v473 = insertelement <4 x float> %v614, float %v611, i64 3
  %v615 = getelementptr i8, ptr %v495, i64 -24032
  %v616 = addrspacecast ptr %v615 to ptr addrspace(3)
  %v617 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v616)
  %v618 = extractvalue { i32, i32 } %v617, 0
  %v619 = extractvalue { i32, i32 } %v617, 1
  %v620 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v598, i32 %v599, i32 %v600, i32 %v601, i32 %v618, i32 %v619, float %v520, float %v521, float %v522, float %v523)
  %v621 = extractvalue { float, float, float, float } %v620, 0
  %v622 = extractvalue { float, float, float, float } %v620, 1
  %v623 = extractvalue { float, float, float, float } %v620, 2
  %v624 = extractvalue { float, float, float, float } %v620, 3
  %v625 = insertelement <4 x float> poison, float %v621, i64 0
  %v626 = insertelement <4 x float> %v625, float %v622, i64 1
  %v627 = insertelement <4 x float> %v626, float %v623, i64 2
  %v472 = insertelement <4 x float> %v627, float %v624, i64 3
  %v628 = getelementptr i8, ptr %v495, i64 -23520
  %v629 = addrspacecast ptr %v628 to ptr addrspace(3)
  %v630 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v629)
  %v631 = extractvalue { i32, i32 } %v630, 0
  %v632 = extractvalue { i32, i32 } %v630, 1
  %v633 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v598, i32 %v599, i32 %v600, i32 %v601, i32 %v631, i32 %v632, float %v534, float %v535, float %v536, float %v537)
  %v634 = extractvalue { float, float, float, float } %v633, 0
  %v635 = extractvalue { float, float, float, float } %v633, 1
  %v636 = extractvalue { float, float, float, float } %v633, 2
  %v637 = extractvalue { float, float, float, float } %v633, 3
  %v638 = insertelement <4 x float> poison, float %v634, i64 0
  %v639 = insertelement <4 x float> %v638, float %v635, i64 1
  %v640 = insertelement <4 x float> %v639, float %v636, i64 2
  %v471 = insertelement <4 x float> %v640, float %v637, i64 3
  %v641 = getelementptr i8, ptr %v495, i64 -23008
  %v642 = addrspacecast ptr %v641 to ptr addrspace(3)
  %v643 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %v642)
  %v644 = extractvalue { i32, i32 } %v643, 0
  %v645 = extractvalue { i32, i32 } %v643, 1
  %v646 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v598, i32 %v599, i32 %v600, i32 %v601, i32 %v644, i32 %v645, float %v548, float %v549, float %v550, float %v551)
  %v647 = extractvalue { float, float, float, float } %v646, 0
  %v648 = extractvalue { float, float, float, float } %v646, 1
  %v649 = extractvalue { float, float, float, float } %v646, 2
  %v650 = extractvalue { float, float, float, float } %v646, 3
  %v651 = insertelement <4 x float> poison, float %v647, i64 0
  %v652 = insertelement <4 x float> %v651, float %v648, i64 1
  %v653 = insertelement <4 x float> %v652, float %v649, i64 2
  %v470 = insertelement <4 x float> %v653, float %v650, i64 3
  %v654 = getelementptr i8, ptr %v484, i64 -23520
  %v655 = addrspacecast ptr %v654 to ptr addrspace(3)
  %v656 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %v655)
  %v657 = extractvalue { i32, i32, i32, i32 } %v656, 0
  %v658 = extractvalue { i32, i32, i32, i32 } %v656, 1
  %v659 = extractvalue { i32, i32, i32, i32 } %v656, 2
  %v660 = extractvalue { i32, i32, i32, i32 } %v656, 3
  %v661 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v657, i32 %v658, i32 %v659, i32 %v660, i32 %v605, i32 %v606, float %v564, float %v565, float %v566, float %v567)
  %v662 = extractvalue { float, float, float, float } %v661, 0
  %v663 = extractvalue { float, float, float, float } %v661, 1
  %v664 = extractvalue { float, float, float, float } %v661, 2
  %v665 = extractvalue { float, float, float, float } %v661, 3
  %v666 = insertelement <4 x float> poison, float %v662, i64 0
  %v667 = insertelement <4 x float> %v666, float %v663, i64 1
  %v668 = insertelement <4 x float> %v667, float %v664, i64 2
  %v469 = insertelement <4 x float> %v668, float %v665, i64 3
  %v669 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v657, i32 %v658, i32 %v659, i32 %v660, i32 %v618, i32 %v619, float %v573, float %v574, float %v575, float %v576)
  %v670 = extractvalue { float, float, float, float } %v669, 0
  %v671 = extractvalue { float, float, float, float } %v669, 1
  %v672 = extractvalue { float, float, float, float } %v669, 2
  %v673 = extractvalue { float, float, float, float } %v669, 3
  %v674 = insertelement <4 x float> poison, float %v670, i64 0
  %v675 = insertelement <4 x float> %v674, float %v671, i64 1
  %v676 = insertelement <4 x float> %v675, float %v672, i64 2
  %v468 = insertelement <4 x float> %v676, float %v673, i64 3
  %v677 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v657, i32 %v658, i32 %v659, i32 %v660, i32 %v631, i32 %v632, float %v582, float %v583, float %v584, float %v585)
  %v678 = extractvalue { float, float, float, float } %v677, 0
  %v679 = extractvalue { float, float, float, float } %v677, 1
  %v680 = extractvalue { float, float, float, float } %v677, 2
  %v681 = extractvalue { float, float, float, float } %v677, 3
  %v682 = insertelement <4 x float> poison, float %v678, i64 0
  %v683 = insertelement <4 x float> %v682, float %v679, i64 1
  %v684 = insertelement <4 x float> %v683, float %v680, i64 2
  %v467 = insertelement <4 x float> %v684, float %v681, i64 3
  %v466 = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %v657, i32 %v658, i32 %v659, i32 %v660, i32 %v644, i32 %v645, float %v591, float %v592, float %v593, float %v594)
  br label %v90
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
