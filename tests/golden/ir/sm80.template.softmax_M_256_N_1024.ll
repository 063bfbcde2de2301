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
  %v81 = tail call contract float @llvm.maxnum.f32(float %v80, float 0xC055D58A00000000)
  %v82 = tail call contract float @llvm.minnum.f32(float %v81, float 0x40562E4300000000)
  %v83 = tail call contract float @llvm.fmuladd.f32(float %v82, float 0x3FF7154760000000, float 5.000000e-01)
  %v84 = tail call contract float @llvm.floor.f32(float %v83)
  %v85 = tail call contract float @llvm.fmuladd.f32(float %v84, float 0xBFE6300000000000, float %v82)
  %v86 = tail call contract float @llvm.fmuladd.f32(float %v84, float 0x3F2BD01060000000, float %v85)
  %v87 = tail call contract float @llvm.fmuladd.f32(float %v86, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v88 = tail call contract float @llvm.fmuladd.f32(float %v87, float %v86, float 0x3F81112100000000)
  %v89 = tail call contract float @llvm.fmuladd.f32(float %v88, float %v86, float 0x3FA5553820000000)
  %v90 = tail call contract float @llvm.fmuladd.f32(float %v89, float %v86, float 0x3FC5555540000000)
  %v91 = tail call contract float @llvm.fmuladd.f32(float %v90, float %v86, float 5.000000e-01)
  %v92 = fmul contract float %v86, %v86
  %v93 = tail call contract float @llvm.fmuladd.f32(float %v91, float %v92, float %v86)
  %v94 = fadd contract float %v93, 1.000000e+00
  %v95 = fptosi float %v84 to i32
  %v96 = ashr i32 %v95, 1
  %v97 = sub i32 %v95, %v96
  %v98 = shl i32 %v97, 23
  %v99 = add i32 %v98, 1065353216
  %v100 = bitcast i32 %v99 to float
  %v101 = shl i32 %v96, 23
  %v102 = add i32 %v101, 1065353216
  %v103 = bitcast i32 %v102 to float
  %v104 = fmul contract float %v94, %v103
  %v105 = fmul contract float %v104, %v100
  %v106 = fcmp contract olt float %v80, 0xC055D58A00000000
  %v107 = select contract i1 %v106, float 0.000000e+00, float %v105
  %v108 = fcmp contract ogt float %v80, 0x40562E4300000000
  %v109 = select contract i1 %v108, float 0x7FF0000000000000, float %v107
  %v110 = fcmp contract uno float %v80, 0.000000e+00
  %v111 = select contract i1 %v110, float %v80, float %v109
  %v112 = fadd contract float %v111, 0.000000e+00
  %v113 = load float, ptr %v16, align 4
  %v114 = fsub contract float %v113, %v78
  %v115 = tail call contract float @llvm.maxnum.f32(float %v114, float 0xC055D58A00000000)
  %v116 = tail call contract float @llvm.minnum.f32(float %v115, float 0x40562E4300000000)
  %v117 = tail call contract float @llvm.fmuladd.f32(float %v116, float 0x3FF7154760000000, float 5.000000e-01)
  %v118 = tail call contract float @llvm.floor.f32(float %v117)
  %v119 = tail call contract float @llvm.fmuladd.f32(float %v118, float 0xBFE6300000000000, float %v116)
  %v120 = tail call contract float @llvm.fmuladd.f32(float %v118, float 0x3F2BD01060000000, float %v119)
  %v121 = tail call contract float @llvm.fmuladd.f32(float %v120, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v122 = tail call contract float @llvm.fmuladd.f32(float %v121, float %v120, float 0x3F81112100000000)
  %v123 = tail call contract float @llvm.fmuladd.f32(float %v122, float %v120, float 0x3FA5553820000000)
  %v124 = tail call contract float @llvm.fmuladd.f32(float %v123, float %v120, float 0x3FC5555540000000)
  %v125 = tail call contract float @llvm.fmuladd.f32(float %v124, float %v120, float 5.000000e-01)
  %v126 = fmul contract float %v120, %v120
  %v127 = tail call contract float @llvm.fmuladd.f32(float %v125, float %v126, float %v120)
  %v128 = fadd contract float %v127, 1.000000e+00
  %v129 = fptosi float %v118 to i32
  %v130 = ashr i32 %v129, 1
  %v131 = sub i32 %v129, %v130
  %v132 = shl i32 %v131, 23
  %v133 = add i32 %v132, 1065353216
  %v134 = bitcast i32 %v133 to float
  %v135 = shl i32 %v130, 23
  %v136 = add i32 %v135, 1065353216
  %v137 = bitcast i32 %v136 to float
  %v138 = fmul contract float %v128, %v137
  %v139 = fmul contract float %v138, %v134
  %v140 = fcmp contract olt float %v114, 0xC055D58A00000000
  %v141 = select contract i1 %v140, float 0.000000e+00, float %v139
  %v142 = fcmp contract ogt float %v114, 0x40562E4300000000
  %v143 = select contract i1 %v142, float 0x7FF0000000000000, float %v141
  %v144 = fcmp contract uno float %v114, 0.000000e+00
  %v145 = select contract i1 %v144, float %v114, float %v143
  %v146 = fadd contract float %v112, %v145
  %v147 = load float, ptr %v21, align 4
  %v148 = fsub contract float %v147, %v78
  %v149 = tail call contract float @llvm.maxnum.f32(float %v148, float 0xC055D58A00000000)
  %v150 = tail call contract float @llvm.minnum.f32(float %v149, float 0x40562E4300000000)
  %v151 = tail call contract float @llvm.fmuladd.f32(float %v150, float 0x3FF7154760000000, float 5.000000e-01)
  %v152 = tail call contract float @llvm.floor.f32(float %v151)
  %v153 = tail call contract float @llvm.fmuladd.f32(float %v152, float 0xBFE6300000000000, float %v150)
  %v154 = tail call contract float @llvm.fmuladd.f32(float %v152, float 0x3F2BD01060000000, float %v153)
  %v155 = tail call contract float @llvm.fmuladd.f32(float %v154, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v156 = tail call contract float @llvm.fmuladd.f32(float %v155, float %v154, float 0x3F81112100000000)
  %v157 = tail call contract float @llvm.fmuladd.f32(float %v156, float %v154, float 0x3FA5553820000000)
  %v158 = tail call contract float @llvm.fmuladd.f32(float %v157, float %v154, float 0x3FC5555540000000)
  %v159 = tail call contract float @llvm.fmuladd.f32(float %v158, float %v154, float 5.000000e-01)
  %v160 = fmul contract float %v154, %v154
  %v161 = tail call contract float @llvm.fmuladd.f32(float %v159, float %v160, float %v154)
  %v162 = fadd contract float %v161, 1.000000e+00
  %v163 = fptosi float %v152 to i32
  %v164 = ashr i32 %v163, 1
  %v165 = sub i32 %v163, %v164
  %v166 = shl i32 %v165, 23
  %v167 = add i32 %v166, 1065353216
  %v168 = bitcast i32 %v167 to float
  %v169 = shl i32 %v164, 23
  %v170 = add i32 %v169, 1065353216
  %v171 = bitcast i32 %v170 to float
  %v172 = fmul contract float %v162, %v171
  %v173 = fmul contract float %v172, %v168
  %v174 = fcmp contract olt float %v148, 0xC055D58A00000000
  %v175 = select contract i1 %v174, float 0.000000e+00, float %v173
  %v176 = fcmp contract ogt float %v148, 0x40562E4300000000
  %v177 = select contract i1 %v176, float 0x7FF0000000000000, float %v175
  %v178 = fcmp contract uno float %v148, 0.000000e+00
  %v179 = select contract i1 %v178, float %v148, float %v177
  %v180 = fadd contract float %v146, %v179
  %v181 = load float, ptr %v26, align 4
  %v182 = fsub contract float %v181, %v78
  %v183 = tail call contract float @llvm.maxnum.f32(float %v182, float 0xC055D58A00000000)
  %v184 = tail call contract float @llvm.minnum.f32(float %v183, float 0x40562E4300000000)
  %v185 = tail call contract float @llvm.fmuladd.f32(float %v184, float 0x3FF7154760000000, float 5.000000e-01)
  %v186 = tail call contract float @llvm.floor.f32(float %v185)
  %v187 = tail call contract float @llvm.fmuladd.f32(float %v186, float 0xBFE6300000000000, float %v184)
  %v188 = tail call contract float @llvm.fmuladd.f32(float %v186, float 0x3F2BD01060000000, float %v187)
  %v189 = tail call contract float @llvm.fmuladd.f32(float %v188, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v190 = tail call contract float @llvm.fmuladd.f32(float %v189, float %v188, float 0x3F81112100000000)
  %v191 = tail call contract float @llvm.fmuladd.f32(float %v190, float %v188, float 0x3FA5553820000000)
  %v192 = tail call contract float @llvm.fmuladd.f32(float %v191, float %v188, float 0x3FC5555540000000)
  %v193 = tail call contract float @llvm.fmuladd.f32(float %v192, float %v188, float 5.000000e-01)
  %v194 = fmul contract float %v188, %v188
  %v195 = tail call contract float @llvm.fmuladd.f32(float %v193, float %v194, float %v188)
  %v196 = fadd contract float %v195, 1.000000e+00
  %v197 = fptosi float %v186 to i32
  %v198 = ashr i32 %v197, 1
  %v199 = sub i32 %v197, %v198
  %v200 = shl i32 %v199, 23
  %v201 = add i32 %v200, 1065353216
  %v202 = bitcast i32 %v201 to float
  %v203 = shl i32 %v198, 23
  %v204 = add i32 %v203, 1065353216
  %v205 = bitcast i32 %v204 to float
  %v206 = fmul contract float %v196, %v205
  %v207 = fmul contract float %v206, %v202
  %v208 = fcmp contract olt float %v182, 0xC055D58A00000000
  %v209 = select contract i1 %v208, float 0.000000e+00, float %v207
  %v210 = fcmp contract ogt float %v182, 0x40562E4300000000
  %v211 = select contract i1 %v210, float 0x7FF0000000000000, float %v209
  %v212 = fcmp contract uno float %v182, 0.000000e+00
  %v213 = select contract i1 %v212, float %v182, float %v211
  %v214 = fadd contract float %v180, %v213
  %v215 = bitcast float %v214 to i32
  %v216 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v215, i32 16, i32 31)
  %v217 = bitcast i32 %v216 to float
  %v218 = fadd contract float %v214, %v217
  %v219 = bitcast float %v218 to i32
  %v220 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v219, i32 8, i32 31)
  %v221 = bitcast i32 %v220 to float
  %v222 = fadd contract float %v218, %v221
  %v223 = bitcast float %v222 to i32
  %v224 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v223, i32 4, i32 31)
  %v225 = bitcast i32 %v224 to float
  %v226 = fadd contract float %v222, %v225
  %v227 = bitcast float %v226 to i32
  %v228 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v227, i32 2, i32 31)
  %v229 = bitcast i32 %v228 to float
  %v230 = fadd contract float %v226, %v229
  %v231 = bitcast float %v230 to i32
  %v232 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v231, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier0()
  br i1 %v53, label %v233, label %v234

v233:                                         ; preds = %v55
  %v235 = lshr exact i64 %v6, 3
  %v236 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m256_n1024.expsum.red to ptr), i64 %v235
  %v237 = bitcast i32 %v232 to float
  %v238 = fadd contract float %v230, %v237
  store float %v238, ptr %v236, align 4
  br label %v234

v234:                                        ; preds = %v233, %v55
  tail call void @llvm.nvvm.barrier0()
  %v239 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m256_n1024.expsum.red to ptr), i64 %v61
  %v240 = load float, ptr %v239, align 4
  %v241 = bitcast float %v240 to i32
  %v242 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v241, i32 4, i32 31)
  %v243 = bitcast i32 %v242 to float
  %v244 = fadd contract float %v240, %v243
  %v245 = bitcast float %v244 to i32
  %v246 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v245, i32 2, i32 31)
  %v247 = bitcast i32 %v246 to float
  %v248 = fadd contract float %v244, %v247
  %v249 = bitcast float %v248 to i32
  %v250 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v249, i32 1, i32 31)
  %v251 = bitcast i32 %v250 to float
  %v252 = fadd contract float %v248, %v251
  %v253 = fadd contract float %v252, 0.000000e+00
  %v254 = load float, ptr %v13, align 4
  %v255 = fsub contract float %v254, %v78
  %v256 = tail call contract float @llvm.maxnum.f32(float %v255, float 0xC055D58A00000000)
  %v257 = tail call contract float @llvm.minnum.f32(float %v256, float 0x40562E4300000000)
  %v258 = tail call contract float @llvm.fmuladd.f32(float %v257, float 0x3FF7154760000000, float 5.000000e-01)
  %v259 = tail call contract float @llvm.floor.f32(float %v258)
  %v260 = tail call contract float @llvm.fmuladd.f32(float %v259, float 0xBFE6300000000000, float %v257)
  %v261 = tail call contract float @llvm.fmuladd.f32(float %v259, float 0x3F2BD01060000000, float %v260)
  %v262 = tail call contract float @llvm.fmuladd.f32(float %v261, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v263 = tail call contract float @llvm.fmuladd.f32(float %v262, float %v261, float 0x3F81112100000000)
  %v264 = tail call contract float @llvm.fmuladd.f32(float %v263, float %v261, float 0x3FA5553820000000)
  %v265 = tail call contract float @llvm.fmuladd.f32(float %v264, float %v261, float 0x3FC5555540000000)
  %v266 = tail call contract float @llvm.fmuladd.f32(float %v265, float %v261, float 5.000000e-01)
  %v267 = fmul contract float %v261, %v261
  %v268 = tail call contract float @llvm.fmuladd.f32(float %v266, float %v267, float %v261)
  %v269 = fadd contract float %v268, 1.000000e+00
  %v270 = fptosi float %v259 to i32
  %v271 = ashr i32 %v270, 1
  %v272 = sub i32 %v270, %v271
  %v273 = shl i32 %v272, 23
  %v274 = add i32 %v273, 1065353216
  %v275 = bitcast i32 %v274 to float
  %v276 = shl i32 %v271, 23
  %v277 = add i32 %v276, 1065353216
  %v278 = bitcast i32 %v277 to float
  %v279 = fmul contract float %v269, %v278
  %v280 = fmul contract float %v279, %v275
  %v281 = fcmp contract olt float %v255, 0xC055D58A00000000
  %v282 = select contract i1 %v281, float 0.000000e+00, float %v280
  %v283 = fcmp contract ogt float %v255, 0x40562E4300000000
  %v284 = select contract i1 %v283, float 0x7FF0000000000000, float %v282
  %v285 = fcmp contract uno float %v255, 0.000000e+00
  %v286 = select contract i1 %v285, float %v255, float %v284
  %v287 = fdiv contract float %v286, %v253
  %v288 = or disjoint i64 %v7, %v6
  %v289 = getelementptr inbounds float, ptr %v1, i64 %v288
  store float %v287, ptr %v289, align 4
  %v290 = load float, ptr %v16, align 4
  %v291 = fsub contract float %v290, %v78
  %v292 = tail call contract float @llvm.maxnum.f32(float %v291, float 0xC055D58A00000000)
  %v293 = tail call contract float @llvm.minnum.f32(float %v292, float 0x40562E4300000000)
  %v294 = tail call contract float @llvm.fmuladd.f32(float %v293, float 0x3FF7154760000000, float 5.000000e-01)
  %v295 = tail call contract float @llvm.floor.f32(float %v294)
  %v296 = tail call contract float @llvm.fmuladd.f32(float %v295, float 0xBFE6300000000000, float %v293)
  %v297 = tail call contract float @llvm.fmuladd.f32(float %v295, float 0x3F2BD01060000000, float %v296)
  %v298 = tail call contract float @llvm.fmuladd.f32(float %v297, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v299 = tail call contract float @llvm.fmuladd.f32(float %v298, float %v297, float 0x3F81112100000000)
  %v300 = tail call contract float @llvm.fmuladd.f32(float %v299, float %v297, float 0x3FA5553820000000)
  %v301 = tail call contract float @llvm.fmuladd.f32(float %v300, float %v297, float 0x3FC5555540000000)
  %v302 = tail call contract float @llvm.fmuladd.f32(float %v301, float %v297, float 5.000000e-01)
  %v303 = fmul contract float %v297, %v297
  %v304 = tail call contract float @llvm.fmuladd.f32(float %v302, float %v303, float %v297)
  %v305 = fadd contract float %v304, 1.000000e+00
  %v306 = fptosi float %v295 to i32
  %v307 = ashr i32 %v306, 1
  %v308 = sub i32 %v306, %v307
  %v309 = shl i32 %v308, 23
  %v310 = add i32 %v309, 1065353216
  %v311 = bitcast i32 %v310 to float
  %v312 = shl i32 %v307, 23
  %v313 = add i32 %v312, 1065353216
  %v314 = bitcast i32 %v313 to float
  %v315 = fmul contract float %v305, %v314
  %v316 = fmul contract float %v315, %v311
  %v317 = fcmp contract olt float %v291, 0xC055D58A00000000
  %v318 = select contract i1 %v317, float 0.000000e+00, float %v316
  %v319 = fcmp contract ogt float %v291, 0x40562E4300000000
  %v320 = select contract i1 %v319, float 0x7FF0000000000000, float %v318
  %v321 = fcmp contract uno float %v291, 0.000000e+00
  %v322 = select contract i1 %v321, float %v291, float %v320
  %v323 = fdiv contract float %v322, %v253
  %v324 = or disjoint i64 %v7, %v6
  %v325 = or disjoint i64 %v324, 256
  %v326 = getelementptr inbounds float, ptr %v1, i64 %v325
  store float %v323, ptr %v326, align 4
  %v327 = load float, ptr %v21, align 4
  %v328 = fsub contract float %v327, %v78
  %v329 = tail call contract float @llvm.maxnum.f32(float %v328, float 0xC055D58A00000000)
  %v330 = tail call contract float @llvm.minnum.f32(float %v329, float 0x40562E4300000000)
  %v331 = tail call contract float @llvm.fmuladd.f32(float %v330, float 0x3FF7154760000000, float 5.000000e-01)
  %v332 = tail call contract float @llvm.floor.f32(float %v331)
  %v333 = tail call contract float @llvm.fmuladd.f32(float %v332, float 0xBFE6300000000000, float %v330)
  %v334 = tail call contract float @llvm.fmuladd.f32(float %v332, float 0x3F2BD01060000000, float %v333)
  %v335 = tail call contract float @llvm.fmuladd.f32(float %v334, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v336 = tail call contract float @llvm.fmuladd.f32(float %v335, float %v334, float 0x3F81112100000000)
  %v337 = tail call contract float @llvm.fmuladd.f32(float %v336, float %v334, float 0x3FA5553820000000)
  %v338 = tail call contract float @llvm.fmuladd.f32(float %v337, float %v334, float 0x3FC5555540000000)
  %v339 = tail call contract float @llvm.fmuladd.f32(float %v338, float %v334, float 5.000000e-01)
  %v340 = fmul contract float %v334, %v334
  %v341 = tail call contract float @llvm.fmuladd.f32(float %v339, float %v340, float %v334)
  %v342 = fadd contract float %v341, 1.000000e+00
  %v343 = fptosi float %v332 to i32
  %v344 = ashr i32 %v343, 1
  %v345 = sub i32 %v343, %v344
  %v346 = shl i32 %v345, 23
  %v347 = add i32 %v346, 1065353216
  %v348 = bitcast i32 %v347 to float
  %v349 = shl i32 %v344, 23
  %v350 = add i32 %v349, 1065353216
  %v351 = bitcast i32 %v350 to float
  %v352 = fmul contract float %v342, %v351
  %v353 = fmul contract float %v352, %v348
  %v354 = fcmp contract olt float %v328, 0xC055D58A00000000
  %v355 = select contract i1 %v354, float 0.000000e+00, float %v353
  %v356 = fcmp contract ogt float %v328, 0x40562E4300000000
  %v357 = select contract i1 %v356, float 0x7FF0000000000000, float %v355
  %v358 = fcmp contract uno float %v328, 0.000000e+00
  %v359 = select contract i1 %v358, float %v328, float %v357
  %v360 = fdiv contract float %v359, %v253
  %v361 = or disjoint i64 %v7, %v6
  %v362 = or disjoint i64 %v361, 512
  %v363 = getelementptr inbounds float, ptr %v1, i64 %v362
  store float %v360, ptr %v363, align 4
  %v364 = load float, ptr %v26, align 4
  %v365 = fsub contract float %v364, %v78
  %v366 = tail call contract float @llvm.maxnum.f32(float %v365, float 0xC055D58A00000000)
  %v367 = tail call contract float @llvm.minnum.f32(float %v366, float 0x40562E4300000000)
  %v368 = tail call contract float @llvm.fmuladd.f32(float %v367, float 0x3FF7154760000000, float 5.000000e-01)
  %v369 = tail call contract float @llvm.floor.f32(float %v368)
  %v370 = tail call contract float @llvm.fmuladd.f32(float %v369, float 0xBFE6300000000000, float %v367)
  %v371 = tail call contract float @llvm.fmuladd.f32(float %v369, float 0x3F2BD01060000000, float %v370)
  %v372 = tail call contract float @llvm.fmuladd.f32(float %v371, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v373 = tail call contract float @llvm.fmuladd.f32(float %v372, float %v371, float 0x3F81112100000000)
  %v374 = tail call contract float @llvm.fmuladd.f32(float %v373, float %v371, float 0x3FA5553820000000)
  %v375 = tail call contract float @llvm.fmuladd.f32(float %v374, float %v371, float 0x3FC5555540000000)
  %v376 = tail call contract float @llvm.fmuladd.f32(float %v375, float %v371, float 5.000000e-01)
  %v377 = fmul contract float %v371, %v371
  %v378 = tail call contract float @llvm.fmuladd.f32(float %v376, float %v377, float %v371)
  %v379 = fadd contract float %v378, 1.000000e+00
  %v380 = fptosi float %v369 to i32
  %v381 = ashr i32 %v380, 1
  %v382 = sub i32 %v380, %v381
  %v383 = shl i32 %v382, 23
  %v384 = add i32 %v383, 1065353216
  %v385 = bitcast i32 %v384 to float
  %v386 = shl i32 %v381, 23
  %v387 = add i32 %v386, 1065353216
  %v388 = bitcast i32 %v387 to float
  %v389 = fmul contract float %v379, %v388
  %v390 = fmul contract float %v389, %v385
  %v391 = fcmp contract olt float %v365, 0xC055D58A00000000
  %v392 = select contract i1 %v391, float 0.000000e+00, float %v390
  %v393 = fcmp contract ogt float %v365, 0x40562E4300000000
  %v394 = select contract i1 %v393, float 0x7FF0000000000000, float %v392
  %v395 = fcmp contract uno float %v365, 0.000000e+00
  %v396 = select contract i1 %v395, float %v365, float %v394
  %v397 = fdiv contract float %v396, %v253
  %v398 = or disjoint i64 %v7, %v6
  %v399 = or disjoint i64 %v398, 768
  %v400 = getelementptr inbounds float, ptr %v1, i64 %v399
  store float %v397, ptr %v400, align 4
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
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

attributes #0 = { norecurse nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @ktune_softmax_f32_m256_n1024, !"kernel", i32 1}
!1 = !{ptr @ktune_softmax_f32_m256_n1024, !"maxntidx", i32 256}
