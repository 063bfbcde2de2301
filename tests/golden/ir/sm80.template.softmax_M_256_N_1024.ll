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
  %v92 = tail call contract float @llvm.fmuladd.f32(float %v91, float %v86, float 1.000000e+00)
  %v93 = tail call contract float @llvm.fmuladd.f32(float %v92, float %v86, float 1.000000e+00)
  %v94 = fptosi float %v84 to i32
  %v95 = shl i32 %v94, 23
  %v96 = bitcast float %v93 to i32
  %v97 = add i32 %v95, %v96
  %v98 = bitcast i32 %v97 to float
  %v99 = fcmp contract olt float %v80, 0xC055D58A00000000
  %v100 = select contract i1 %v99, float 0.000000e+00, float %v98
  %v101 = fcmp contract oge float %v80, 0x40562E4300000000
  %v102 = select contract i1 %v101, float 0x7FF0000000000000, float %v100
  %v103 = fcmp contract uno float %v80, 0.000000e+00
  %v104 = select contract i1 %v103, float %v80, float %v102
  %v105 = fadd contract float %v104, 0.000000e+00
  %v106 = load float, ptr %v16, align 4
  %v107 = fsub contract float %v106, %v78
  %v108 = tail call contract float @llvm.maxnum.f32(float %v107, float 0xC055D58A00000000)
  %v109 = tail call contract float @llvm.minnum.f32(float %v108, float 0x40562E4300000000)
  %v110 = tail call contract float @llvm.fmuladd.f32(float %v109, float 0x3FF7154760000000, float 5.000000e-01)
  %v111 = tail call contract float @llvm.floor.f32(float %v110)
  %v112 = tail call contract float @llvm.fmuladd.f32(float %v111, float 0xBFE6300000000000, float %v109)
  %v113 = tail call contract float @llvm.fmuladd.f32(float %v111, float 0x3F2BD01060000000, float %v112)
  %v114 = tail call contract float @llvm.fmuladd.f32(float %v113, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v115 = tail call contract float @llvm.fmuladd.f32(float %v114, float %v113, float 0x3F81112100000000)
  %v116 = tail call contract float @llvm.fmuladd.f32(float %v115, float %v113, float 0x3FA5553820000000)
  %v117 = tail call contract float @llvm.fmuladd.f32(float %v116, float %v113, float 0x3FC5555540000000)
  %v118 = tail call contract float @llvm.fmuladd.f32(float %v117, float %v113, float 5.000000e-01)
  %v119 = tail call contract float @llvm.fmuladd.f32(float %v118, float %v113, float 1.000000e+00)
  %v120 = tail call contract float @llvm.fmuladd.f32(float %v119, float %v113, float 1.000000e+00)
  %v121 = fptosi float %v111 to i32
  %v122 = shl i32 %v121, 23
  %v123 = bitcast float %v120 to i32
  %v124 = add i32 %v122, %v123
  %v125 = bitcast i32 %v124 to float
  %v126 = fcmp contract olt float %v107, 0xC055D58A00000000
  %v127 = select contract i1 %v126, float 0.000000e+00, float %v125
  %v128 = fcmp contract oge float %v107, 0x40562E4300000000
  %v129 = select contract i1 %v128, float 0x7FF0000000000000, float %v127
  %v130 = fcmp contract uno float %v107, 0.000000e+00
  %v131 = select contract i1 %v130, float %v107, float %v129
  %v132 = fadd contract float %v105, %v131
  %v133 = load float, ptr %v21, align 4
  %v134 = fsub contract float %v133, %v78
  %v135 = tail call contract float @llvm.maxnum.f32(float %v134, float 0xC055D58A00000000)
  %v136 = tail call contract float @llvm.minnum.f32(float %v135, float 0x40562E4300000000)
  %v137 = tail call contract float @llvm.fmuladd.f32(float %v136, float 0x3FF7154760000000, float 5.000000e-01)
  %v138 = tail call contract float @llvm.floor.f32(float %v137)
  %v139 = tail call contract float @llvm.fmuladd.f32(float %v138, float 0xBFE6300000000000, float %v136)
  %v140 = tail call contract float @llvm.fmuladd.f32(float %v138, float 0x3F2BD01060000000, float %v139)
  %v141 = tail call contract float @llvm.fmuladd.f32(float %v140, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v142 = tail call contract float @llvm.fmuladd.f32(float %v141, float %v140, float 0x3F81112100000000)
  %v143 = tail call contract float @llvm.fmuladd.f32(float %v142, float %v140, float 0x3FA5553820000000)
  %v144 = tail call contract float @llvm.fmuladd.f32(float %v143, float %v140, float 0x3FC5555540000000)
  %v145 = tail call contract float @llvm.fmuladd.f32(float %v144, float %v140, float 5.000000e-01)
  %v146 = tail call contract float @llvm.fmuladd.f32(float %v145, float %v140, float 1.000000e+00)
  %v147 = tail call contract float @llvm.fmuladd.f32(float %v146, float %v140, float 1.000000e+00)
  %v148 = fptosi float %v138 to i32
  %v149 = shl i32 %v148, 23
  %v150 = bitcast float %v147 to i32
  %v151 = add i32 %v149, %v150
  %v152 = bitcast i32 %v151 to float
  %v153 = fcmp contract olt float %v134, 0xC055D58A00000000
  %v154 = select contract i1 %v153, float 0.000000e+00, float %v152
  %v155 = fcmp contract oge float %v134, 0x40562E4300000000
  %v156 = select contract i1 %v155, float 0x7FF0000000000000, float %v154
  %v157 = fcmp contract uno float %v134, 0.000000e+00
  %v158 = select contract i1 %v157, float %v134, float %v156
  %v159 = fadd contract float %v132, %v158
  %v160 = load float, ptr %v26, align 4
  %v161 = fsub contract float %v160, %v78
  %v162 = tail call contract float @llvm.maxnum.f32(float %v161, float 0xC055D58A00000000)
  %v163 = tail call contract float @llvm.minnum.f32(float %v162, float 0x40562E4300000000)
  %v164 = tail call contract float @llvm.fmuladd.f32(float %v163, float 0x3FF7154760000000, float 5.000000e-01)
  %v165 = tail call contract float @llvm.floor.f32(float %v164)
  %v166 = tail call contract float @llvm.fmuladd.f32(float %v165, float 0xBFE6300000000000, float %v163)
  %v167 = tail call contract float @llvm.fmuladd.f32(float %v165, float 0x3F2BD01060000000, float %v166)
  %v168 = tail call contract float @llvm.fmuladd.f32(float %v167, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v169 = tail call contract float @llvm.fmuladd.f32(float %v168, float %v167, float 0x3F81112100000000)
  %v170 = tail call contract float @llvm.fmuladd.f32(float %v169, float %v167, float 0x3FA5553820000000)
  %v171 = tail call contract float @llvm.fmuladd.f32(float %v170, float %v167, float 0x3FC5555540000000)
  %v172 = tail call contract float @llvm.fmuladd.f32(float %v171, float %v167, float 5.000000e-01)
  %v173 = tail call contract float @llvm.fmuladd.f32(float %v172, float %v167, float 1.000000e+00)
  %v174 = tail call contract float @llvm.fmuladd.f32(float %v173, float %v167, float 1.000000e+00)
  %v175 = fptosi float %v165 to i32
  %v176 = shl i32 %v175, 23
  %v177 = bitcast float %v174 to i32
  %v178 = add i32 %v176, %v177
  %v179 = bitcast i32 %v178 to float
  %v180 = fcmp contract olt float %v161, 0xC055D58A00000000
  %v181 = select contract i1 %v180, float 0.000000e+00, float %v179
  %v182 = fcmp contract oge float %v161, 0x40562E4300000000
  %v183 = select contract i1 %v182, float 0x7FF0000000000000, float %v181
  %v184 = fcmp contract uno float %v161, 0.000000e+00
  %v185 = select contract i1 %v184, float %v161, float %v183
  %v186 = fadd contract float %v159, %v185
  %v187 = bitcast float %v186 to i32
  %v188 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v187, i32 16, i32 31)
  %v189 = bitcast i32 %v188 to float
  %v190 = fadd contract float %v186, %v189
  %v191 = bitcast float %v190 to i32
  %v192 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v191, i32 8, i32 31)
  %v193 = bitcast i32 %v192 to float
  %v194 = fadd contract float %v190, %v193
  %v195 = bitcast float %v194 to i32
  %v196 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v195, i32 4, i32 31)
  %v197 = bitcast i32 %v196 to float
  %v198 = fadd contract float %v194, %v197
  %v199 = bitcast float %v198 to i32
  %v200 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v199, i32 2, i32 31)
  %v201 = bitcast i32 %v200 to float
  %v202 = fadd contract float %v198, %v201
  %v203 = bitcast float %v202 to i32
  %v204 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v203, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier0()
  br i1 %v53, label %v205, label %v206

v205:                                         ; preds = %v55
  %v207 = lshr exact i64 %v6, 3
  %v208 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m256_n1024.expsum.red to ptr), i64 %v207
  %v209 = bitcast i32 %v204 to float
  %v210 = fadd contract float %v202, %v209
  store float %v210, ptr %v208, align 4
  br label %v206

v206:                                        ; preds = %v205, %v55
  tail call void @llvm.nvvm.barrier0()
  %v211 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m256_n1024.expsum.red to ptr), i64 %v61
  %v212 = load float, ptr %v211, align 4
  %v213 = bitcast float %v212 to i32
  %v214 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v213, i32 4, i32 31)
  %v215 = bitcast i32 %v214 to float
  %v216 = fadd contract float %v212, %v215
  %v217 = bitcast float %v216 to i32
  %v218 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v217, i32 2, i32 31)
  %v219 = bitcast i32 %v218 to float
  %v220 = fadd contract float %v216, %v219
  %v221 = bitcast float %v220 to i32
  %v222 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v221, i32 1, i32 31)
  %v223 = bitcast i32 %v222 to float
  %v224 = fadd contract float %v220, %v223
  %v225 = fadd contract float %v224, 0.000000e+00
  %v226 = load float, ptr %v13, align 4
  %v227 = fsub contract float %v226, %v78
  %v228 = tail call contract float @llvm.maxnum.f32(float %v227, float 0xC055D58A00000000)
  %v229 = tail call contract float @llvm.minnum.f32(float %v228, float 0x40562E4300000000)
  %v230 = tail call contract float @llvm.fmuladd.f32(float %v229, float 0x3FF7154760000000, float 5.000000e-01)
  %v231 = tail call contract float @llvm.floor.f32(float %v230)
  %v232 = tail call contract float @llvm.fmuladd.f32(float %v231, float 0xBFE6300000000000, float %v229)
  %v233 = tail call contract float @llvm.fmuladd.f32(float %v231, float 0x3F2BD01060000000, float %v232)
  %v234 = tail call contract float @llvm.fmuladd.f32(float %v233, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v235 = tail call contract float @llvm.fmuladd.f32(float %v234, float %v233, float 0x3F81112100000000)
  %v236 = tail call contract float @llvm.fmuladd.f32(float %v235, float %v233, float 0x3FA5553820000000)
  %v237 = tail call contract float @llvm.fmuladd.f32(float %v236, float %v233, float 0x3FC5555540000000)
  %v238 = tail call contract float @llvm.fmuladd.f32(float %v237, float %v233, float 5.000000e-01)
  %v239 = tail call contract float @llvm.fmuladd.f32(float %v238, float %v233, float 1.000000e+00)
  %v240 = tail call contract float @llvm.fmuladd.f32(float %v239, float %v233, float 1.000000e+00)
  %v241 = fptosi float %v231 to i32
  %v242 = shl i32 %v241, 23
  %v243 = bitcast float %v240 to i32
  %v244 = add i32 %v242, %v243
  %v245 = bitcast i32 %v244 to float
  %v246 = fcmp contract olt float %v227, 0xC055D58A00000000
  %v247 = select contract i1 %v246, float 0.000000e+00, float %v245
  %v248 = fcmp contract oge float %v227, 0x40562E4300000000
  %v249 = select contract i1 %v248, float 0x7FF0000000000000, float %v247
  %v250 = fcmp contract uno float %v227, 0.000000e+00
  %v251 = select contract i1 %v250, float %v227, float %v249
  %v252 = fdiv contract float %v251, %v225
  %v253 = or disjoint i64 %v7, %v6
  %v254 = getelementptr inbounds float, ptr %v1, i64 %v253
  store float %v252, ptr %v254, align 4
  %v255 = load float, ptr %v16, align 4
  %v256 = fsub contract float %v255, %v78
  %v257 = tail call contract float @llvm.maxnum.f32(float %v256, float 0xC055D58A00000000)
  %v258 = tail call contract float @llvm.minnum.f32(float %v257, float 0x40562E4300000000)
  %v259 = tail call contract float @llvm.fmuladd.f32(float %v258, float 0x3FF7154760000000, float 5.000000e-01)
  %v260 = tail call contract float @llvm.floor.f32(float %v259)
  %v261 = tail call contract float @llvm.fmuladd.f32(float %v260, float 0xBFE6300000000000, float %v258)
  %v262 = tail call contract float @llvm.fmuladd.f32(float %v260, float 0x3F2BD01060000000, float %v261)
  %v263 = tail call contract float @llvm.fmuladd.f32(float %v262, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v264 = tail call contract float @llvm.fmuladd.f32(float %v263, float %v262, float 0x3F81112100000000)
  %v265 = tail call contract float @llvm.fmuladd.f32(float %v264, float %v262, float 0x3FA5553820000000)
  %v266 = tail call contract float @llvm.fmuladd.f32(float %v265, float %v262, float 0x3FC5555540000000)
  %v267 = tail call contract float @llvm.fmuladd.f32(float %v266, float %v262, float 5.000000e-01)
  %v268 = tail call contract float @llvm.fmuladd.f32(float %v267, float %v262, float 1.000000e+00)
  %v269 = tail call contract float @llvm.fmuladd.f32(float %v268, float %v262, float 1.000000e+00)
  %v270 = fptosi float %v260 to i32
  %v271 = shl i32 %v270, 23
  %v272 = bitcast float %v269 to i32
  %v273 = add i32 %v271, %v272
  %v274 = bitcast i32 %v273 to float
  %v275 = fcmp contract olt float %v256, 0xC055D58A00000000
  %v276 = select contract i1 %v275, float 0.000000e+00, float %v274
  %v277 = fcmp contract oge float %v256, 0x40562E4300000000
  %v278 = select contract i1 %v277, float 0x7FF0000000000000, float %v276
  %v279 = fcmp contract uno float %v256, 0.000000e+00
  %v280 = select contract i1 %v279, float %v256, float %v278
  %v281 = fdiv contract float %v280, %v225
  %v282 = or disjoint i64 %v7, %v6
  %v283 = or disjoint i64 %v282, 256
  %v284 = getelementptr inbounds float, ptr %v1, i64 %v283
  store float %v281, ptr %v284, align 4
  %v285 = load float, ptr %v21, align 4
  %v286 = fsub contract float %v285, %v78
  %v287 = tail call contract float @llvm.maxnum.f32(float %v286, float 0xC055D58A00000000)
  %v288 = tail call contract float @llvm.minnum.f32(float %v287, float 0x40562E4300000000)
  %v289 = tail call contract float @llvm.fmuladd.f32(float %v288, float 0x3FF7154760000000, float 5.000000e-01)
  %v290 = tail call contract float @llvm.floor.f32(float %v289)
  %v291 = tail call contract float @llvm.fmuladd.f32(float %v290, float 0xBFE6300000000000, float %v288)
  %v292 = tail call contract float @llvm.fmuladd.f32(float %v290, float 0x3F2BD01060000000, float %v291)
  %v293 = tail call contract float @llvm.fmuladd.f32(float %v292, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v294 = tail call contract float @llvm.fmuladd.f32(float %v293, float %v292, float 0x3F81112100000000)
  %v295 = tail call contract float @llvm.fmuladd.f32(float %v294, float %v292, float 0x3FA5553820000000)
  %v296 = tail call contract float @llvm.fmuladd.f32(float %v295, float %v292, float 0x3FC5555540000000)
  %v297 = tail call contract float @llvm.fmuladd.f32(float %v296, float %v292, float 5.000000e-01)
  %v298 = tail call contract float @llvm.fmuladd.f32(float %v297, float %v292, float 1.000000e+00)
  %v299 = tail call contract float @llvm.fmuladd.f32(float %v298, float %v292, float 1.000000e+00)
  %v300 = fptosi float %v290 to i32
  %v301 = shl i32 %v300, 23
  %v302 = bitcast float %v299 to i32
  %v303 = add i32 %v301, %v302
  %v304 = bitcast i32 %v303 to float
  %v305 = fcmp contract olt float %v286, 0xC055D58A00000000
  %v306 = select contract i1 %v305, float 0.000000e+00, float %v304
  %v307 = fcmp contract oge float %v286, 0x40562E4300000000
  %v308 = select contract i1 %v307, float 0x7FF0000000000000, float %v306
  %v309 = fcmp contract uno float %v286, 0.000000e+00
  %v310 = select contract i1 %v309, float %v286, float %v308
  %v311 = fdiv contract float %v310, %v225
  %v312 = or disjoint i64 %v7, %v6
  %v313 = or disjoint i64 %v312, 512
  %v314 = getelementptr inbounds float, ptr %v1, i64 %v313
  store float %v311, ptr %v314, align 4
  %v315 = load float, ptr %v26, align 4
  %v316 = fsub contract float %v315, %v78
  %v317 = tail call contract float @llvm.maxnum.f32(float %v316, float 0xC055D58A00000000)
  %v318 = tail call contract float @llvm.minnum.f32(float %v317, float 0x40562E4300000000)
  %v319 = tail call contract float @llvm.fmuladd.f32(float %v318, float 0x3FF7154760000000, float 5.000000e-01)
  %v320 = tail call contract float @llvm.floor.f32(float %v319)
  %v321 = tail call contract float @llvm.fmuladd.f32(float %v320, float 0xBFE6300000000000, float %v318)
  %v322 = tail call contract float @llvm.fmuladd.f32(float %v320, float 0x3F2BD01060000000, float %v321)
  %v323 = tail call contract float @llvm.fmuladd.f32(float %v322, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v324 = tail call contract float @llvm.fmuladd.f32(float %v323, float %v322, float 0x3F81112100000000)
  %v325 = tail call contract float @llvm.fmuladd.f32(float %v324, float %v322, float 0x3FA5553820000000)
  %v326 = tail call contract float @llvm.fmuladd.f32(float %v325, float %v322, float 0x3FC5555540000000)
  %v327 = tail call contract float @llvm.fmuladd.f32(float %v326, float %v322, float 5.000000e-01)
  %v328 = tail call contract float @llvm.fmuladd.f32(float %v327, float %v322, float 1.000000e+00)
  %v329 = tail call contract float @llvm.fmuladd.f32(float %v328, float %v322, float 1.000000e+00)
  %v330 = fptosi float %v320 to i32
  %v331 = shl i32 %v330, 23
  %v332 = bitcast float %v329 to i32
  %v333 = add i32 %v331, %v332
  %v334 = bitcast i32 %v333 to float
  %v335 = fcmp contract olt float %v316, 0xC055D58A00000000
  %v336 = select contract i1 %v335, float 0.000000e+00, float %v334
  %v337 = fcmp contract oge float %v316, 0x40562E4300000000
  %v338 = select contract i1 %v337, float 0x7FF0000000000000, float %v336
  %v339 = fcmp contract uno float %v316, 0.000000e+00
  %v340 = select contract i1 %v339, float %v316, float %v338
  %v341 = fdiv contract float %v340, %v225
  %v342 = or disjoint i64 %v7, %v6
  %v343 = or disjoint i64 %v342, 768
  %v344 = getelementptr inbounds float, ptr %v1, i64 %v343
  store float %v341, ptr %v344, align 4
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
