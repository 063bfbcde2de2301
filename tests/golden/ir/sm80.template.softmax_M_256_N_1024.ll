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
  %v85 = fmul float %v84, %v84
  %v86 = tail call float @llvm.fmuladd.f32(float %v84, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v87 = tail call float @llvm.fmuladd.f32(float %v84, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v88 = tail call float @llvm.fmuladd.f32(float %v85, float 0x3F56AB96E0000000, float %v87)
  %v89 = tail call float @llvm.fmuladd.f32(float %v88, float %v85, float %v86)
  %v90 = tail call float @llvm.fmuladd.f32(float %v89, float %v85, float %v84)
  %v91 = fadd float %v90, 1.000000e+00
  %v92 = bitcast float %v81 to i32
  %v93 = shl i32 %v92, 23
  %v94 = bitcast float %v91 to i32
  %v95 = add i32 %v93, %v94
  %v96 = bitcast i32 %v95 to float
  %v97 = fcmp olt float %v80, 0xC055D58A00000000
  %v98 = select i1 %v97, float 0.000000e+00, float %v96
  %v99 = fadd float %v80, 0x7FF0000000000000
  %v100 = fcmp olt float %v80, 0x40562E4300000000
  %v101 = select i1 %v100, float %v98, float %v99
  %v102 = fadd contract float %v101, 0.000000e+00
  %v103 = load float, ptr %v16, align 4
  %v104 = fsub contract float %v103, %v78
  %v105 = tail call float @llvm.fmuladd.f32(float %v104, float 0x3FF7154760000000, float 0x4168000000000000)
  %v106 = fadd float %v105, 0xC168000000000000
  %v107 = tail call float @llvm.fmuladd.f32(float %v106, float 0xBFE6300000000000, float %v104)
  %v108 = tail call float @llvm.fmuladd.f32(float %v106, float 0x3F2BD01060000000, float %v107)
  %v109 = fmul float %v108, %v108
  %v110 = tail call float @llvm.fmuladd.f32(float %v108, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v111 = tail call float @llvm.fmuladd.f32(float %v108, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v112 = tail call float @llvm.fmuladd.f32(float %v109, float 0x3F56AB96E0000000, float %v111)
  %v113 = tail call float @llvm.fmuladd.f32(float %v112, float %v109, float %v110)
  %v114 = tail call float @llvm.fmuladd.f32(float %v113, float %v109, float %v108)
  %v115 = fadd float %v114, 1.000000e+00
  %v116 = bitcast float %v105 to i32
  %v117 = shl i32 %v116, 23
  %v118 = bitcast float %v115 to i32
  %v119 = add i32 %v117, %v118
  %v120 = bitcast i32 %v119 to float
  %v121 = fcmp olt float %v104, 0xC055D58A00000000
  %v122 = select i1 %v121, float 0.000000e+00, float %v120
  %v123 = fadd float %v104, 0x7FF0000000000000
  %v124 = fcmp olt float %v104, 0x40562E4300000000
  %v125 = select i1 %v124, float %v122, float %v123
  %v126 = fadd contract float %v102, %v125
  %v127 = load float, ptr %v21, align 4
  %v128 = fsub contract float %v127, %v78
  %v129 = tail call float @llvm.fmuladd.f32(float %v128, float 0x3FF7154760000000, float 0x4168000000000000)
  %v130 = fadd float %v129, 0xC168000000000000
  %v131 = tail call float @llvm.fmuladd.f32(float %v130, float 0xBFE6300000000000, float %v128)
  %v132 = tail call float @llvm.fmuladd.f32(float %v130, float 0x3F2BD01060000000, float %v131)
  %v133 = fmul float %v132, %v132
  %v134 = tail call float @llvm.fmuladd.f32(float %v132, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v135 = tail call float @llvm.fmuladd.f32(float %v132, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v136 = tail call float @llvm.fmuladd.f32(float %v133, float 0x3F56AB96E0000000, float %v135)
  %v137 = tail call float @llvm.fmuladd.f32(float %v136, float %v133, float %v134)
  %v138 = tail call float @llvm.fmuladd.f32(float %v137, float %v133, float %v132)
  %v139 = fadd float %v138, 1.000000e+00
  %v140 = bitcast float %v129 to i32
  %v141 = shl i32 %v140, 23
  %v142 = bitcast float %v139 to i32
  %v143 = add i32 %v141, %v142
  %v144 = bitcast i32 %v143 to float
  %v145 = fcmp olt float %v128, 0xC055D58A00000000
  %v146 = select i1 %v145, float 0.000000e+00, float %v144
  %v147 = fadd float %v128, 0x7FF0000000000000
  %v148 = fcmp olt float %v128, 0x40562E4300000000
  %v149 = select i1 %v148, float %v146, float %v147
  %v150 = fadd contract float %v126, %v149
  %v151 = load float, ptr %v26, align 4
  %v152 = fsub contract float %v151, %v78
  %v153 = tail call float @llvm.fmuladd.f32(float %v152, float 0x3FF7154760000000, float 0x4168000000000000)
  %v154 = fadd float %v153, 0xC168000000000000
  %v155 = tail call float @llvm.fmuladd.f32(float %v154, float 0xBFE6300000000000, float %v152)
  %v156 = tail call float @llvm.fmuladd.f32(float %v154, float 0x3F2BD01060000000, float %v155)
  %v157 = fmul float %v156, %v156
  %v158 = tail call float @llvm.fmuladd.f32(float %v156, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v159 = tail call float @llvm.fmuladd.f32(float %v156, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v160 = tail call float @llvm.fmuladd.f32(float %v157, float 0x3F56AB96E0000000, float %v159)
  %v161 = tail call float @llvm.fmuladd.f32(float %v160, float %v157, float %v158)
  %v162 = tail call float @llvm.fmuladd.f32(float %v161, float %v157, float %v156)
  %v163 = fadd float %v162, 1.000000e+00
  %v164 = bitcast float %v153 to i32
  %v165 = shl i32 %v164, 23
  %v166 = bitcast float %v163 to i32
  %v167 = add i32 %v165, %v166
  %v168 = bitcast i32 %v167 to float
  %v169 = fcmp olt float %v152, 0xC055D58A00000000
  %v170 = select i1 %v169, float 0.000000e+00, float %v168
  %v171 = fadd float %v152, 0x7FF0000000000000
  %v172 = fcmp olt float %v152, 0x40562E4300000000
  %v173 = select i1 %v172, float %v170, float %v171
  %v174 = fadd contract float %v150, %v173
  %v175 = bitcast float %v174 to i32
  %v176 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v175, i32 16, i32 31)
  %v177 = bitcast i32 %v176 to float
  %v178 = fadd contract float %v174, %v177
  %v179 = bitcast float %v178 to i32
  %v180 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v179, i32 8, i32 31)
  %v181 = bitcast i32 %v180 to float
  %v182 = fadd contract float %v178, %v181
  %v183 = bitcast float %v182 to i32
  %v184 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v183, i32 4, i32 31)
  %v185 = bitcast i32 %v184 to float
  %v186 = fadd contract float %v182, %v185
  %v187 = bitcast float %v186 to i32
  %v188 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v187, i32 2, i32 31)
  %v189 = bitcast i32 %v188 to float
  %v190 = fadd contract float %v186, %v189
  %v191 = bitcast float %v190 to i32
  %v192 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v191, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier0()
  br i1 %v53, label %v193, label %v194

v193:                                         ; preds = %v55
  %v195 = lshr exact i64 %v6, 3
  %v196 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m256_n1024.expsum.red to ptr), i64 %v195
  %v197 = bitcast i32 %v192 to float
  %v198 = fadd contract float %v190, %v197
  store float %v198, ptr %v196, align 4
  br label %v194

v194:                                        ; preds = %v193, %v55
  tail call void @llvm.nvvm.barrier0()
  %v199 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m256_n1024.expsum.red to ptr), i64 %v61
  %v200 = load float, ptr %v199, align 4
  %v201 = bitcast float %v200 to i32
  %v202 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v201, i32 4, i32 31)
  %v203 = bitcast i32 %v202 to float
  %v204 = fadd contract float %v200, %v203
  %v205 = bitcast float %v204 to i32
  %v206 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v205, i32 2, i32 31)
  %v207 = bitcast i32 %v206 to float
  %v208 = fadd contract float %v204, %v207
  %v209 = bitcast float %v208 to i32
  %v210 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v209, i32 1, i32 31)
  %v211 = bitcast i32 %v210 to float
  %v212 = fadd contract float %v208, %v211
  %v213 = fadd contract float %v212, 0.000000e+00
  %v214 = load float, ptr %v13, align 4
  %v215 = fsub contract float %v214, %v78
  %v216 = tail call float @llvm.fmuladd.f32(float %v215, float 0x3FF7154760000000, float 0x4168000000000000)
  %v217 = fadd float %v216, 0xC168000000000000
  %v218 = tail call float @llvm.fmuladd.f32(float %v217, float 0xBFE6300000000000, float %v215)
  %v219 = tail call float @llvm.fmuladd.f32(float %v217, float 0x3F2BD01060000000, float %v218)
  %v220 = fmul float %v219, %v219
  %v221 = tail call float @llvm.fmuladd.f32(float %v219, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v222 = tail call float @llvm.fmuladd.f32(float %v219, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v223 = tail call float @llvm.fmuladd.f32(float %v220, float 0x3F56AB96E0000000, float %v222)
  %v224 = tail call float @llvm.fmuladd.f32(float %v223, float %v220, float %v221)
  %v225 = tail call float @llvm.fmuladd.f32(float %v224, float %v220, float %v219)
  %v226 = fadd float %v225, 1.000000e+00
  %v227 = bitcast float %v216 to i32
  %v228 = shl i32 %v227, 23
  %v229 = bitcast float %v226 to i32
  %v230 = add i32 %v228, %v229
  %v231 = bitcast i32 %v230 to float
  %v232 = fcmp olt float %v215, 0xC055D58A00000000
  %v233 = select i1 %v232, float 0.000000e+00, float %v231
  %v234 = fadd float %v215, 0x7FF0000000000000
  %v235 = fcmp olt float %v215, 0x40562E4300000000
  %v236 = select i1 %v235, float %v233, float %v234
  %v237 = fdiv contract float %v236, %v213
  %v238 = or disjoint i64 %v7, %v6
  %v239 = getelementptr inbounds float, ptr %v1, i64 %v238
  store float %v237, ptr %v239, align 4
  %v240 = load float, ptr %v16, align 4
  %v241 = fsub contract float %v240, %v78
  %v242 = tail call float @llvm.fmuladd.f32(float %v241, float 0x3FF7154760000000, float 0x4168000000000000)
  %v243 = fadd float %v242, 0xC168000000000000
  %v244 = tail call float @llvm.fmuladd.f32(float %v243, float 0xBFE6300000000000, float %v241)
  %v245 = tail call float @llvm.fmuladd.f32(float %v243, float 0x3F2BD01060000000, float %v244)
  %v246 = fmul float %v245, %v245
  %v247 = tail call float @llvm.fmuladd.f32(float %v245, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v248 = tail call float @llvm.fmuladd.f32(float %v245, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v249 = tail call float @llvm.fmuladd.f32(float %v246, float 0x3F56AB96E0000000, float %v248)
  %v250 = tail call float @llvm.fmuladd.f32(float %v249, float %v246, float %v247)
  %v251 = tail call float @llvm.fmuladd.f32(float %v250, float %v246, float %v245)
  %v252 = fadd float %v251, 1.000000e+00
  %v253 = bitcast float %v242 to i32
  %v254 = shl i32 %v253, 23
  %v255 = bitcast float %v252 to i32
  %v256 = add i32 %v254, %v255
  %v257 = bitcast i32 %v256 to float
  %v258 = fcmp olt float %v241, 0xC055D58A00000000
  %v259 = select i1 %v258, float 0.000000e+00, float %v257
  %v260 = fadd float %v241, 0x7FF0000000000000
  %v261 = fcmp olt float %v241, 0x40562E4300000000
  %v262 = select i1 %v261, float %v259, float %v260
  %v263 = fdiv contract float %v262, %v213
  %v264 = or disjoint i64 %v7, %v6
  %v265 = or disjoint i64 %v264, 256
  %v266 = getelementptr inbounds float, ptr %v1, i64 %v265
  store float %v263, ptr %v266, align 4
  %v267 = load float, ptr %v21, align 4
  %v268 = fsub contract float %v267, %v78
  %v269 = tail call float @llvm.fmuladd.f32(float %v268, float 0x3FF7154760000000, float 0x4168000000000000)
  %v270 = fadd float %v269, 0xC168000000000000
  %v271 = tail call float @llvm.fmuladd.f32(float %v270, float 0xBFE6300000000000, float %v268)
  %v272 = tail call float @llvm.fmuladd.f32(float %v270, float 0x3F2BD01060000000, float %v271)
  %v273 = fmul float %v272, %v272
  %v274 = tail call float @llvm.fmuladd.f32(float %v272, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v275 = tail call float @llvm.fmuladd.f32(float %v272, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v276 = tail call float @llvm.fmuladd.f32(float %v273, float 0x3F56AB96E0000000, float %v275)
  %v277 = tail call float @llvm.fmuladd.f32(float %v276, float %v273, float %v274)
  %v278 = tail call float @llvm.fmuladd.f32(float %v277, float %v273, float %v272)
  %v279 = fadd float %v278, 1.000000e+00
  %v280 = bitcast float %v269 to i32
  %v281 = shl i32 %v280, 23
  %v282 = bitcast float %v279 to i32
  %v283 = add i32 %v281, %v282
  %v284 = bitcast i32 %v283 to float
  %v285 = fcmp olt float %v268, 0xC055D58A00000000
  %v286 = select i1 %v285, float 0.000000e+00, float %v284
  %v287 = fadd float %v268, 0x7FF0000000000000
  %v288 = fcmp olt float %v268, 0x40562E4300000000
  %v289 = select i1 %v288, float %v286, float %v287
  %v290 = fdiv contract float %v289, %v213
  %v291 = or disjoint i64 %v7, %v6
  %v292 = or disjoint i64 %v291, 512
  %v293 = getelementptr inbounds float, ptr %v1, i64 %v292
  store float %v290, ptr %v293, align 4
  %v294 = load float, ptr %v26, align 4
  %v295 = fsub contract float %v294, %v78
  %v296 = tail call float @llvm.fmuladd.f32(float %v295, float 0x3FF7154760000000, float 0x4168000000000000)
  %v297 = fadd float %v296, 0xC168000000000000
  %v298 = tail call float @llvm.fmuladd.f32(float %v297, float 0xBFE6300000000000, float %v295)
  %v299 = tail call float @llvm.fmuladd.f32(float %v297, float 0x3F2BD01060000000, float %v298)
  %v300 = fmul float %v299, %v299
  %v301 = tail call float @llvm.fmuladd.f32(float %v299, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v302 = tail call float @llvm.fmuladd.f32(float %v299, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v303 = tail call float @llvm.fmuladd.f32(float %v300, float 0x3F56AB96E0000000, float %v302)
  %v304 = tail call float @llvm.fmuladd.f32(float %v303, float %v300, float %v301)
  %v305 = tail call float @llvm.fmuladd.f32(float %v304, float %v300, float %v299)
  %v306 = fadd float %v305, 1.000000e+00
  %v307 = bitcast float %v296 to i32
  %v308 = shl i32 %v307, 23
  %v309 = bitcast float %v306 to i32
  %v310 = add i32 %v308, %v309
  %v311 = bitcast i32 %v310 to float
  %v312 = fcmp olt float %v295, 0xC055D58A00000000
  %v313 = select i1 %v312, float 0.000000e+00, float %v311
  %v314 = fadd float %v295, 0x7FF0000000000000
  %v315 = fcmp olt float %v295, 0x40562E4300000000
  %v316 = select i1 %v315, float %v313, float %v314
  %v317 = fdiv contract float %v316, %v213
  %v318 = or disjoint i64 %v7, %v6
  %v319 = or disjoint i64 %v318, 768
  %v320 = getelementptr inbounds float, ptr %v1, i64 %v319
  store float %v317, ptr %v320, align 4
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
