; softmax:M=256,N=1024,dtype=f32 on cuda -arch=sm_80, schedule template
; ModuleID = 'ktune_softmax_f32_m256_n1024'
source_filename = "ktune_softmax_f32_m256_n1024"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@ktune_softmax_f32_m256_n1024.X.shared = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 64
@ktune_softmax_f32_m256_n1024.maxelem.red = internal unnamed_addr addrspace(3) global [8 x float] undef, align 64
@ktune_softmax_f32_m256_n1024.expsum.red = internal unnamed_addr addrspace(3) global [8 x float] undef, align 64

; Function Attrs: norecurse nounwind
define ptx_kernel void @ktune_softmax_f32_m256_n1024(ptr noalias nocapture readonly %v0, ptr noalias nocapture writeonly %v1) local_unnamed_addr #0 {
v2:
  %v3 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v4 = zext nneg i32 %v3 to i64
  tail call void @llvm.nvvm.barrier0()
  %v5 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v6 = zext nneg i32 %v5 to i64
  %v7 = shl nuw nsw i64 %v4, 10
  %v8 = shl nuw nsw i64 %v6, 2
  %v9 = or disjoint i64 %v7, %v8
  %v10 = getelementptr inbounds float, ptr %v0, i64 %v9
  %v11 = load <4 x float>, ptr %v10, align 16
  %v12 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m256_n1024.X.shared to ptr), i64 %v8
  store <4 x float> %v11, ptr %v12, align 16
  tail call void @llvm.nvvm.barrier0()
  %v13 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m256_n1024.X.shared to ptr), i64 %v6
  %v14 = load float, ptr %v13, align 4
  %v15 = or disjoint i64 %v6, 256
  %v16 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m256_n1024.X.shared to ptr), i64 %v15
  %v17 = load float, ptr %v16, align 4
  %v18 = fcmp contract ogt float %v14, %v17
  %v19 = select contract i1 %v18, float %v14, float %v17
  %v20 = or disjoint i64 %v6, 512
  %v21 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m256_n1024.X.shared to ptr), i64 %v20
  %v22 = load float, ptr %v21, align 4
  %v23 = fcmp contract ogt float %v19, %v22
  %v24 = select contract i1 %v23, float %v19, float %v22
  %v25 = or disjoint i64 %v6, 768
  %v26 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m256_n1024.X.shared to ptr), i64 %v25
  %v27 = load float, ptr %v26, align 4
  %v28 = fcmp contract ogt float %v24, %v27
  %v29 = select contract i1 %v28, float %v24, float %v27
  %v30 = bitcast float %v29 to i32
  %v31 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v30, i32 16, i32 31)
  %v32 = bitcast i32 %v31 to float
  %v33 = fcmp contract ogt float %v29, %v32
  %v34 = select contract i1 %v33, float %v29, float %v32
  %v35 = bitcast float %v34 to i32
  %v36 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v35, i32 8, i32 31)
  %v37 = bitcast i32 %v36 to float
  %v38 = fcmp contract ogt float %v34, %v37
  %v39 = select contract i1 %v38, float %v34, float %v37
  %v40 = bitcast float %v39 to i32
  %v41 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v40, i32 4, i32 31)
  %v42 = bitcast i32 %v41 to float
  %v43 = fcmp contract ogt float %v39, %v42
  %v44 = select contract i1 %v43, float %v39, float %v42
  %v45 = bitcast float %v44 to i32
  %v46 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v45, i32 2, i32 31)
  %v47 = bitcast i32 %v46 to float
  %v48 = fcmp contract ogt float %v44, %v47
  %v49 = select contract i1 %v48, float %v44, float %v47
  %v50 = bitcast float %v49 to i32
  %v51 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v50, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier0()
  %v52 = and i64 %v6, 31
  %v53 = icmp eq i64 %v52, 0
  br i1 %v53, label %v54, label %v55

v54:                                          ; preds = %v2
  %v56 = lshr exact i64 %v6, 3
  %v57 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m256_n1024.maxelem.red to ptr), i64 %v56
  %v58 = bitcast i32 %v51 to float
  %v59 = fcmp contract ogt float %v49, %v58
  %v60 = select contract i1 %v59, float %v49, float %v58
  store float %v60, ptr %v57, align 4
  br label %v55

v55:                                          ; preds = %v54, %v2
  tail call void @llvm.nvvm.barrier0()
  %v61 = and i64 %v6, 7
  %v62 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m256_n1024.maxelem.red to ptr), i64 %v61
  %v63 = load float, ptr %v62, align 4
  %v64 = bitcast float %v63 to i32
  %v65 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v64, i32 4, i32 31)
  %v66 = bitcast i32 %v65 to float
  %v67 = fcmp contract ogt float %v63, %v66
  %v68 = select contract i1 %v67, float %v63, float %v66
  %v69 = bitcast float %v68 to i32
  %v70 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v69, i32 2, i32 31)
  %v71 = bitcast i32 %v70 to float
  %v72 = fcmp contract ogt float %v68, %v71
  %v73 = select contract i1 %v72, float %v68, float %v71
  %v74 = bitcast float %v73 to i32
  %v75 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v74, i32 1, i32 31)
  %v76 = bitcast i32 %v75 to float
  %v77 = fcmp contract ogt float %v73, %v76
  %v78 = select contract i1 %v77, float %v73, float %v76
  %v79 = load float, ptr %v13, align 4
  %v80 = fsub contract float %v79, %v78
  %v81 = tail call float @llvm.fmuladd.f32(float %v80, float 0x3FF7154760000000, float 0x4168000000000000)
  %v82 = fadd float %v81, 0xC168000000000000
  %v83 = tail call float @llvm.fmuladd.f32(float %v82, float 0xBFE6300000000000, float %v80)
  %v84 = tail call float @llvm.fmuladd.f32(float %v82, float 0x3F2BD01060000000, float %v83)
  %v85 = tail call float @llvm.fmuladd.f32(float %v84, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v86 = tail call float @llvm.fmuladd.f32(float %v85, float %v84, float 0x3FA55589A0000000)
  %v87 = tail call float @llvm.fmuladd.f32(float %v86, float %v84, float 0x3FC55540A0000000)
  %v88 = tail call float @llvm.fmuladd.f32(float %v87, float %v84, float 0x3FDFFFFFA0000000)
  %v89 = tail call float @llvm.fmuladd.f32(float %v88, float %v84, float 1.000000e+00)
  %v90 = tail call float @llvm.fmuladd.f32(float %v89, float %v84, float 1.000000e+00)
  %v91 = bitcast float %v81 to i32
  %v92 = shl i32 %v91, 23
  %v93 = bitcast float %v90 to i32
  %v94 = add i32 %v92, %v93
  %v95 = bitcast i32 %v94 to float
  %v96 = fcmp olt float %v80, 0xC055D58A00000000
  %v97 = select i1 %v96, float 0.000000e+00, float %v95
  %v98 = fadd float %v80, 0x7FF0000000000000
  %v99 = fcmp olt float %v80, 0x40562E4300000000
  %v100 = select i1 %v99, float %v97, float %v98
  %v101 = fadd contract float %v100, 0.000000e+00
  %v102 = load float, ptr %v16, align 4
  %v103 = fsub contract float %v102, %v78
  %v104 = tail call float @llvm.fmuladd.f32(float %v103, float 0x3FF7154760000000, float 0x4168000000000000)
  %v105 = fadd float %v104, 0xC168000000000000
  %v106 = tail call float @llvm.fmuladd.f32(float %v105, float 0xBFE6300000000000, float %v103)
  %v107 = tail call float @llvm.fmuladd.f32(float %v105, float 0x3F2BD01060000000, float %v106)
  %v108 = tail call float @llvm.fmuladd.f32(float %v107, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v109 = tail call float @llvm.fmuladd.f32(float %v108, float %v107, float 0x3FA55589A0000000)
  %v110 = tail call float @llvm.fmuladd.f32(float %v109, float %v107, float 0x3FC55540A0000000)
  %v111 = tail call float @llvm.fmuladd.f32(float %v110, float %v107, float 0x3FDFFFFFA0000000)
  %v112 = tail call float @llvm.fmuladd.f32(float %v111, float %v107, float 1.000000e+00)
  %v113 = tail call float @llvm.fmuladd.f32(float %v112, float %v107, float 1.000000e+00)
  %v114 = bitcast float %v104 to i32
  %v115 = shl i32 %v114, 23
  %v116 = bitcast float %v113 to i32
  %v117 = add i32 %v115, %v116
  %v118 = bitcast i32 %v117 to float
  %v119 = fcmp olt float %v103, 0xC055D58A00000000
  %v120 = select i1 %v119, float 0.000000e+00, float %v118
  %v121 = fadd float %v103, 0x7FF0000000000000
  %v122 = fcmp olt float %v103, 0x40562E4300000000
  %v123 = select i1 %v122, float %v120, float %v121
  %v124 = fadd contract float %v101, %v123
  %v125 = load float, ptr %v21, align 4
  %v126 = fsub contract float %v125, %v78
  %v127 = tail call float @llvm.fmuladd.f32(float %v126, float 0x3FF7154760000000, float 0x4168000000000000)
  %v128 = fadd float %v127, 0xC168000000000000
  %v129 = tail call float @llvm.fmuladd.f32(float %v128, float 0xBFE6300000000000, float %v126)
  %v130 = tail call float @llvm.fmuladd.f32(float %v128, float 0x3F2BD01060000000, float %v129)
  %v131 = tail call float @llvm.fmuladd.f32(float %v130, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v132 = tail call float @llvm.fmuladd.f32(float %v131, float %v130, float 0x3FA55589A0000000)
  %v133 = tail call float @llvm.fmuladd.f32(float %v132, float %v130, float 0x3FC55540A0000000)
  %v134 = tail call float @llvm.fmuladd.f32(float %v133, float %v130, float 0x3FDFFFFFA0000000)
  %v135 = tail call float @llvm.fmuladd.f32(float %v134, float %v130, float 1.000000e+00)
  %v136 = tail call float @llvm.fmuladd.f32(float %v135, float %v130, float 1.000000e+00)
  %v137 = bitcast float %v127 to i32
  %v138 = shl i32 %v137, 23
  %v139 = bitcast float %v136 to i32
  %v140 = add i32 %v138, %v139
  %v141 = bitcast i32 %v140 to float
  %v142 = fcmp olt float %v126, 0xC055D58A00000000
  %v143 = select i1 %v142, float 0.000000e+00, float %v141
  %v144 = fadd float %v126, 0x7FF0000000000000
  %v145 = fcmp olt float %v126, 0x40562E4300000000
  %v146 = select i1 %v145, float %v143, float %v144
  %v147 = fadd contract float %v124, %v146
  %v148 = load float, ptr %v26, align 4
  %v149 = fsub contract float %v148, %v78
  %v150 = tail call float @llvm.fmuladd.f32(float %v149, float 0x3FF7154760000000, float 0x4168000000000000)
  %v151 = fadd float %v150, 0xC168000000000000
  %v152 = tail call float @llvm.fmuladd.f32(float %v151, float 0xBFE6300000000000, float %v149)
  %v153 = tail call float @llvm.fmuladd.f32(float %v151, float 0x3F2BD01060000000, float %v152)
  %v154 = tail call float @llvm.fmuladd.f32(float %v153, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v155 = tail call float @llvm.fmuladd.f32(float %v154, float %v153, float 0x3FA55589A0000000)
  %v156 = tail call float @llvm.fmuladd.f32(float %v155, float %v153, float 0x3FC55540A0000000)
  %v157 = tail call float @llvm.fmuladd.f32(float %v156, float %v153, float 0x3FDFFFFFA0000000)
  %v158 = tail call float @llvm.fmuladd.f32(float %v157, float %v153, float 1.000000e+00)
  %v159 = tail call float @llvm.fmuladd.f32(float %v158, float %v153, float 1.000000e+00)
  %v160 = bitcast float %v150 to i32
  %v161 = shl i32 %v160, 23
  %v162 = bitcast float %v159 to i32
  %v163 = add i32 %v161, %v162
  %v164 = bitcast i32 %v163 to float
  %v165 = fcmp olt float %v149, 0xC055D58A00000000
  %v166 = select i1 %v165, float 0.000000e+00, float %v164
  %v167 = fadd float %v149, 0x7FF0000000000000
  %v168 = fcmp olt float %v149, 0x40562E4300000000
  %v169 = select i1 %v168, float %v166, float %v167
  %v170 = fadd contract float %v147, %v169
  %v171 = bitcast float %v170 to i32
  %v172 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v171, i32 16, i32 31)
  %v173 = bitcast i32 %v172 to float
  %v174 = fadd contract float %v170, %v173
  %v175 = bitcast float %v174 to i32
  %v176 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v175, i32 8, i32 31)
  %v177 = bitcast i32 %v176 to float
  %v178 = fadd contract float %v174, %v177
  %v179 = bitcast float %v178 to i32
  %v180 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v179, i32 4, i32 31)
  %v181 = bitcast i32 %v180 to float
  %v182 = fadd contract float %v178, %v181
  %v183 = bitcast float %v182 to i32
  %v184 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v183, i32 2, i32 31)
  %v185 = bitcast i32 %v184 to float
  %v186 = fadd contract float %v182, %v185
  %v187 = bitcast float %v186 to i32
  %v188 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v187, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier0()
  br i1 %v53, label %v189, label %v190

v189:                                         ; preds = %v55
  %v191 = lshr exact i64 %v6, 3
  %v192 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m256_n1024.expsum.red to ptr), i64 %v191
  %v193 = bitcast i32 %v188 to float
  %v194 = fadd contract float %v186, %v193
  store float %v194, ptr %v192, align 4
  br label %v190

v190:                                        ; preds = %v189, %v55
  tail call void @llvm.nvvm.barrier0()
  %v195 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m256_n1024.expsum.red to ptr), i64 %v61
  %v196 = load float, ptr %v195, align 4
  %v197 = bitcast float %v196 to i32
  %v198 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v197, i32 4, i32 31)
  %v199 = bitcast i32 %v198 to float
  %v200 = fadd contract float %v196, %v199
  %v201 = bitcast float %v200 to i32
  %v202 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v201, i32 2, i32 31)
  %v203 = bitcast i32 %v202 to float
  %v204 = fadd contract float %v200, %v203
  %v205 = bitcast float %v204 to i32
  %v206 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v205, i32 1, i32 31)
  %v207 = bitcast i32 %v206 to float
  %v208 = fadd contract float %v204, %v207
  %v209 = fadd contract float %v208, 0.000000e+00
  %v210 = load float, ptr %v13, align 4
  %v211 = fsub contract float %v210, %v78
  %v212 = tail call float @llvm.fmuladd.f32(float %v211, float 0x3FF7154760000000, float 0x4168000000000000)
  %v213 = fadd float %v212, 0xC168000000000000
  %v214 = tail call float @llvm.fmuladd.f32(float %v213, float 0xBFE6300000000000, float %v211)
  %v215 = tail call float @llvm.fmuladd.f32(float %v213, float 0x3F2BD01060000000, float %v214)
  %v216 = tail call float @llvm.fmuladd.f32(float %v215, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v217 = tail call float @llvm.fmuladd.f32(float %v216, float %v215, float 0x3FA55589A0000000)
  %v218 = tail call float @llvm.fmuladd.f32(float %v217, float %v215, float 0x3FC55540A0000000)
  %v219 = tail call float @llvm.fmuladd.f32(float %v218, float %v215, float 0x3FDFFFFFA0000000)
  %v220 = tail call float @llvm.fmuladd.f32(float %v219, float %v215, float 1.000000e+00)
  %v221 = tail call float @llvm.fmuladd.f32(float %v220, float %v215, float 1.000000e+00)
  %v222 = bitcast float %v212 to i32
  %v223 = shl i32 %v222, 23
  %v224 = bitcast float %v221 to i32
  %v225 = add i32 %v223, %v224
  %v226 = bitcast i32 %v225 to float
  %v227 = fcmp olt float %v211, 0xC055D58A00000000
  %v228 = select i1 %v227, float 0.000000e+00, float %v226
  %v229 = fadd float %v211, 0x7FF0000000000000
  %v230 = fcmp olt float %v211, 0x40562E4300000000
  %v231 = select i1 %v230, float %v228, float %v229
  %v232 = fdiv contract float %v231, %v209
  %v233 = or disjoint i64 %v7, %v6
  %v234 = getelementptr inbounds float, ptr %v1, i64 %v233
  store float %v232, ptr %v234, align 4
  %v235 = load float, ptr %v16, align 4
  %v236 = fsub contract float %v235, %v78
  %v237 = tail call float @llvm.fmuladd.f32(float %v236, float 0x3FF7154760000000, float 0x4168000000000000)
  %v238 = fadd float %v237, 0xC168000000000000
  %v239 = tail call float @llvm.fmuladd.f32(float %v238, float 0xBFE6300000000000, float %v236)
  %v240 = tail call float @llvm.fmuladd.f32(float %v238, float 0x3F2BD01060000000, float %v239)
  %v241 = tail call float @llvm.fmuladd.f32(float %v240, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v242 = tail call float @llvm.fmuladd.f32(float %v241, float %v240, float 0x3FA55589A0000000)
  %v243 = tail call float @llvm.fmuladd.f32(float %v242, float %v240, float 0x3FC55540A0000000)
  %v244 = tail call float @llvm.fmuladd.f32(float %v243, float %v240, float 0x3FDFFFFFA0000000)
  %v245 = tail call float @llvm.fmuladd.f32(float %v244, float %v240, float 1.000000e+00)
  %v246 = tail call float @llvm.fmuladd.f32(float %v245, float %v240, float 1.000000e+00)
  %v247 = bitcast float %v237 to i32
  %v248 = shl i32 %v247, 23
  %v249 = bitcast float %v246 to i32
  %v250 = add i32 %v248, %v249
  %v251 = bitcast i32 %v250 to float
  %v252 = fcmp olt float %v236, 0xC055D58A00000000
  %v253 = select i1 %v252, float 0.000000e+00, float %v251
  %v254 = fadd float %v236, 0x7FF0000000000000
  %v255 = fcmp olt float %v236, 0x40562E4300000000
  %v256 = select i1 %v255, float %v253, float %v254
  %v257 = fdiv contract float %v256, %v209
  %v258 = or disjoint i64 %v7, %v6
  %v259 = or disjoint i64 %v258, 256
  %v260 = getelementptr inbounds float, ptr %v1, i64 %v259
  store float %v257, ptr %v260, align 4
  %v261 = load float, ptr %v21, align 4
  %v262 = fsub contract float %v261, %v78
  %v263 = tail call float @llvm.fmuladd.f32(float %v262, float 0x3FF7154760000000, float 0x4168000000000000)
  %v264 = fadd float %v263, 0xC168000000000000
  %v265 = tail call float @llvm.fmuladd.f32(float %v264, float 0xBFE6300000000000, float %v262)
  %v266 = tail call float @llvm.fmuladd.f32(float %v264, float 0x3F2BD01060000000, float %v265)
  %v267 = tail call float @llvm.fmuladd.f32(float %v266, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v268 = tail call float @llvm.fmuladd.f32(float %v267, float %v266, float 0x3FA55589A0000000)
  %v269 = tail call float @llvm.fmuladd.f32(float %v268, float %v266, float 0x3FC55540A0000000)
  %v270 = tail call float @llvm.fmuladd.f32(float %v269, float %v266, float 0x3FDFFFFFA0000000)
  %v271 = tail call float @llvm.fmuladd.f32(float %v270, float %v266, float 1.000000e+00)
  %v272 = tail call float @llvm.fmuladd.f32(float %v271, float %v266, float 1.000000e+00)
  %v273 = bitcast float %v263 to i32
  %v274 = shl i32 %v273, 23
  %v275 = bitcast float %v272 to i32
  %v276 = add i32 %v274, %v275
  %v277 = bitcast i32 %v276 to float
  %v278 = fcmp olt float %v262, 0xC055D58A00000000
  %v279 = select i1 %v278, float 0.000000e+00, float %v277
  %v280 = fadd float %v262, 0x7FF0000000000000
  %v281 = fcmp olt float %v262, 0x40562E4300000000
  %v282 = select i1 %v281, float %v279, float %v280
  %v283 = fdiv contract float %v282, %v209
  %v284 = or disjoint i64 %v7, %v6
  %v285 = or disjoint i64 %v284, 512
  %v286 = getelementptr inbounds float, ptr %v1, i64 %v285
  store float %v283, ptr %v286, align 4
  %v287 = load float, ptr %v26, align 4
  %v288 = fsub contract float %v287, %v78
  %v289 = tail call float @llvm.fmuladd.f32(float %v288, float 0x3FF7154760000000, float 0x4168000000000000)
  %v290 = fadd float %v289, 0xC168000000000000
  %v291 = tail call float @llvm.fmuladd.f32(float %v290, float 0xBFE6300000000000, float %v288)
  %v292 = tail call float @llvm.fmuladd.f32(float %v290, float 0x3F2BD01060000000, float %v291)
  %v293 = tail call float @llvm.fmuladd.f32(float %v292, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v294 = tail call float @llvm.fmuladd.f32(float %v293, float %v292, float 0x3FA55589A0000000)
  %v295 = tail call float @llvm.fmuladd.f32(float %v294, float %v292, float 0x3FC55540A0000000)
  %v296 = tail call float @llvm.fmuladd.f32(float %v295, float %v292, float 0x3FDFFFFFA0000000)
  %v297 = tail call float @llvm.fmuladd.f32(float %v296, float %v292, float 1.000000e+00)
  %v298 = tail call float @llvm.fmuladd.f32(float %v297, float %v292, float 1.000000e+00)
  %v299 = bitcast float %v289 to i32
  %v300 = shl i32 %v299, 23
  %v301 = bitcast float %v298 to i32
  %v302 = add i32 %v300, %v301
  %v303 = bitcast i32 %v302 to float
  %v304 = fcmp olt float %v288, 0xC055D58A00000000
  %v305 = select i1 %v304, float 0.000000e+00, float %v303
  %v306 = fadd float %v288, 0x7FF0000000000000
  %v307 = fcmp olt float %v288, 0x40562E4300000000
  %v308 = select i1 %v307, float %v305, float %v306
  %v309 = fdiv contract float %v308, %v209
  %v310 = or disjoint i64 %v7, %v6
  %v311 = or disjoint i64 %v310, 768
  %v312 = getelementptr inbounds float, ptr %v1, i64 %v311
  store float %v309, ptr %v312, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

attributes #0 = { norecurse nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @ktune_softmax_f32_m256_n1024, !"kernel", i32 1}
!1 = !{ptr @ktune_softmax_f32_m256_n1024, !"maxntidx", i32 256}
