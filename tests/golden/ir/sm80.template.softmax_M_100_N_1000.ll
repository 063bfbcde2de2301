; softmax:M=100,N=1000,dtype=f32 on cuda -arch=sm_80, schedule template
; ModuleID = 'ktune_softmax_f32_m100_n1000'
source_filename = "ktune_softmax_f32_m100_n1000"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@ktune_softmax_f32_m100_n1000.X.shared = internal addrspace(3) global [1000 x float] undef, align 64
@ktune_softmax_f32_m100_n1000.maxelem.red = internal unnamed_addr addrspace(3) global [4 x float] undef, align 64
@ktune_softmax_f32_m100_n1000.expsum.red = internal unnamed_addr addrspace(3) global [4 x float] undef, align 64

; Function Attrs: norecurse nounwind
define ptx_kernel void @ktune_softmax_f32_m100_n1000(ptr noalias nocapture readonly %v0, ptr noalias nocapture writeonly %v1) local_unnamed_addr #0 {
v2:
  %v3 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v4 = zext nneg i32 %v3 to i64
  tail call void @llvm.nvvm.barrier0()
  %v5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v6 = zext nneg i32 %v5 to i64
  %v7 = or disjoint i64 %v6, 128
  %v8 = icmp ult i64 %v7, 250
  %v9 = mul nuw nsw i64 %v4, 4000
  %v10 = getelementptr i8, ptr %v0, i64 %v9
  %v11 = shl nuw nsw i32 %v5, 2
  %v12 = zext nneg i32 %v11 to i64
  %v13 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v12
  %v14 = getelementptr inbounds float, ptr %v10, i64 %v12
  %v15 = load <4 x float>, ptr %v14, align 16
  store <4 x float> %v15, ptr %v13, align 16
  br i1 %v8, label %v16, label %v17

v16:                                       ; preds = %v2
  %v18 = shl nuw nsw i64 %v6, 2
  %v19 = or disjoint i64 %v18, 512
  %v20 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v19
  %v21 = icmp ult i32 %v3, 100
  %v22 = insertelement <4 x i1> poison, i1 %v21, i64 0
  %v23 = shufflevector <4 x i1> %v22, <4 x i1> poison, <4 x i32> zeroinitializer
  %v24 = getelementptr float, ptr %v10, i64 %v19
  %v25 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v24, i32 16, <4 x i1> %v23, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v25, ptr %v20, i32 16, <4 x i1> %v23)
  br label %v17

v17:                                        ; preds = %v16, %v2
  tail call void @llvm.nvvm.barrier0()
  %v26 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v6
  %v27 = load float, ptr %v26, align 4
  %v28 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v7
  %v29 = load float, ptr %v28, align 4
  %v30 = fcmp contract ogt float %v27, %v29
  %v31 = select contract i1 %v30, float %v27, float %v29
  %v32 = or disjoint i64 %v6, 256
  %v33 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v32
  %v34 = load float, ptr %v33, align 4
  %v35 = fcmp contract ogt float %v31, %v34
  %v36 = select contract i1 %v35, float %v31, float %v34
  %v37 = or disjoint i64 %v6, 384
  %v38 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v37
  %v39 = load float, ptr %v38, align 4
  %v40 = fcmp contract ogt float %v36, %v39
  %v41 = select contract i1 %v40, float %v36, float %v39
  %v42 = or disjoint i64 %v6, 512
  %v43 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v42
  %v44 = load float, ptr %v43, align 4
  %v45 = fcmp contract ogt float %v41, %v44
  %v46 = select contract i1 %v45, float %v41, float %v44
  %v47 = or disjoint i64 %v6, 640
  %v48 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v47
  %v49 = load float, ptr %v48, align 4
  %v50 = fcmp contract ogt float %v46, %v49
  %v51 = select contract i1 %v50, float %v46, float %v49
  %v52 = or disjoint i64 %v6, 768
  %v53 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v52
  %v54 = load float, ptr %v53, align 4
  %v55 = fcmp contract ogt float %v51, %v54
  %v56 = select contract i1 %v55, float %v51, float %v54
  %v57 = or disjoint i64 %v6, 896
  %v58 = icmp ult i64 %v57, 1000
  br i1 %v58, label %v59, label %v60

v59:                                      ; preds = %v17
  %v61 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v57
  %v62 = load float, ptr %v61, align 4
  %v63 = fcmp contract ogt float %v56, %v62
  %v64 = select contract i1 %v63, float %v56, float %v62
  br label %v60

v60:                                       ; preds = %v59, %v17
  %v65 = phi float [ %v64, %v59 ], [ %v56, %v17 ]
  %v66 = bitcast float %v65 to i32
  %v67 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v66, i32 16, i32 31)
  %v68 = bitcast i32 %v67 to float
  %v69 = fcmp contract ogt float %v65, %v68
  %v70 = select contract i1 %v69, float %v65, float %v68
  %v71 = bitcast float %v70 to i32
  %v72 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v71, i32 8, i32 31)
  %v73 = bitcast i32 %v72 to float
  %v74 = fcmp contract ogt float %v70, %v73
  %v75 = select contract i1 %v74, float %v70, float %v73
  %v76 = bitcast float %v75 to i32
  %v77 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v76, i32 4, i32 31)
  %v78 = bitcast i32 %v77 to float
  %v79 = fcmp contract ogt float %v75, %v78
  %v80 = select contract i1 %v79, float %v75, float %v78
  %v81 = bitcast float %v80 to i32
  %v82 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v81, i32 2, i32 31)
  %v83 = bitcast i32 %v82 to float
  %v84 = fcmp contract ogt float %v80, %v83
  %v85 = select contract i1 %v84, float %v80, float %v83
  %v86 = bitcast float %v85 to i32
  %v87 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v86, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier0()
  %v88 = and i64 %v6, 31
  %v89 = icmp eq i64 %v88, 0
  br i1 %v89, label %v90, label %v91

v90:                                        ; preds = %v60
  %v92 = lshr exact i64 %v6, 3
  %v93 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.maxelem.red to ptr), i64 %v92
  %v94 = bitcast i32 %v87 to float
  %v95 = fcmp contract ogt float %v85, %v94
  %v96 = select contract i1 %v95, float %v85, float %v94
  store float %v96, ptr %v93, align 4
  br label %v91

v91:                                        ; preds = %v90, %v60
  tail call void @llvm.nvvm.barrier0()
  %v97 = and i64 %v6, 3
  %v98 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.maxelem.red to ptr), i64 %v97
  %v99 = load float, ptr %v98, align 4
  %v100 = bitcast float %v99 to i32
  %v101 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v100, i32 2, i32 31)
  %v102 = bitcast i32 %v101 to float
  %v103 = fcmp contract ogt float %v99, %v102
  %v104 = select contract i1 %v103, float %v99, float %v102
  %v105 = bitcast float %v104 to i32
  %v106 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v105, i32 1, i32 31)
  %v107 = bitcast i32 %v106 to float
  %v108 = fcmp contract ogt float %v104, %v107
  %v109 = select contract i1 %v108, float %v104, float %v107
  %v110 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v6
  %v111 = load float, ptr %v110, align 4
  %v112 = fsub contract float %v111, %v109
  %v113 = tail call contract float @llvm.maxnum.f32(float %v112, float 0xC055D58A00000000)
  %v114 = tail call contract float @llvm.minnum.f32(float %v113, float 0x40562E4300000000)
  %v115 = tail call contract float @llvm.fmuladd.f32(float %v114, float 0x3FF7154760000000, float 5.000000e-01)
  %v116 = tail call contract float @llvm.floor.f32(float %v115)
  %v117 = tail call contract float @llvm.fmuladd.f32(float %v116, float 0xBFE6300000000000, float %v114)
  %v118 = tail call contract float @llvm.fmuladd.f32(float %v116, float 0x3F2BD01060000000, float %v117)
  %v119 = tail call contract float @llvm.fmuladd.f32(float %v118, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v120 = tail call contract float @llvm.fmuladd.f32(float %v119, float %v118, float 0x3F81112100000000)
  %v121 = tail call contract float @llvm.fmuladd.f32(float %v120, float %v118, float 0x3FA5553820000000)
  %v122 = tail call contract float @llvm.fmuladd.f32(float %v121, float %v118, float 0x3FC5555540000000)
  %v123 = tail call contract float @llvm.fmuladd.f32(float %v122, float %v118, float 5.000000e-01)
  %v124 = fmul contract float %v118, %v118
  %v125 = tail call contract float @llvm.fmuladd.f32(float %v123, float %v124, float %v118)
  %v126 = fadd contract float %v125, 1.000000e+00
  %v127 = fptosi float %v116 to i32
  %v128 = ashr i32 %v127, 1
  %v129 = sub i32 %v127, %v128
  %v130 = shl i32 %v129, 23
  %v131 = add i32 %v130, 1065353216
  %v132 = bitcast i32 %v131 to float
  %v133 = shl i32 %v128, 23
  %v134 = add i32 %v133, 1065353216
  %v135 = bitcast i32 %v134 to float
  %v136 = fmul contract float %v126, %v135
  %v137 = fmul contract float %v136, %v132
  %v138 = fcmp contract olt float %v112, 0xC055D58A00000000
  %v139 = select contract i1 %v138, float 0.000000e+00, float %v137
  %v140 = fcmp contract ogt float %v112, 0x40562E4300000000
  %v141 = select contract i1 %v140, float 0x7FF0000000000000, float %v139
  %v142 = fcmp contract uno float %v112, 0.000000e+00
  %v143 = select contract i1 %v142, float %v112, float %v141
  %v144 = fadd contract float %v143, 0.000000e+00
  %v145 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v7
  %v146 = load float, ptr %v145, align 4
  %v147 = fsub contract float %v146, %v109
  %v148 = tail call contract float @llvm.maxnum.f32(float %v147, float 0xC055D58A00000000)
  %v149 = tail call contract float @llvm.minnum.f32(float %v148, float 0x40562E4300000000)
  %v150 = tail call contract float @llvm.fmuladd.f32(float %v149, float 0x3FF7154760000000, float 5.000000e-01)
  %v151 = tail call contract float @llvm.floor.f32(float %v150)
  %v152 = tail call contract float @llvm.fmuladd.f32(float %v151, float 0xBFE6300000000000, float %v149)
  %v153 = tail call contract float @llvm.fmuladd.f32(float %v151, float 0x3F2BD01060000000, float %v152)
  %v154 = tail call contract float @llvm.fmuladd.f32(float %v153, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v155 = tail call contract float @llvm.fmuladd.f32(float %v154, float %v153, float 0x3F81112100000000)
  %v156 = tail call contract float @llvm.fmuladd.f32(float %v155, float %v153, float 0x3FA5553820000000)
  %v157 = tail call contract float @llvm.fmuladd.f32(float %v156, float %v153, float 0x3FC5555540000000)
  %v158 = tail call contract float @llvm.fmuladd.f32(float %v157, float %v153, float 5.000000e-01)
  %v159 = fmul contract float %v153, %v153
  %v160 = tail call contract float @llvm.fmuladd.f32(float %v158, float %v159, float %v153)
  %v161 = fadd contract float %v160, 1.000000e+00
  %v162 = fptosi float %v151 to i32
  %v163 = ashr i32 %v162, 1
  %v164 = sub i32 %v162, %v163
  %v165 = shl i32 %v164, 23
  %v166 = add i32 %v165, 1065353216
  %v167 = bitcast i32 %v166 to float
  %v168 = shl i32 %v163, 23
  %v169 = add i32 %v168, 1065353216
  %v170 = bitcast i32 %v169 to float
  %v171 = fmul contract float %v161, %v170
  %v172 = fmul contract float %v171, %v167
  %v173 = fcmp contract olt float %v147, 0xC055D58A00000000
  %v174 = select contract i1 %v173, float 0.000000e+00, float %v172
  %v175 = fcmp contract ogt float %v147, 0x40562E4300000000
  %v176 = select contract i1 %v175, float 0x7FF0000000000000, float %v174
  %v177 = fcmp contract uno float %v147, 0.000000e+00
  %v178 = select contract i1 %v177, float %v147, float %v176
  %v179 = fadd contract float %v144, %v178
  %v180 = or disjoint i64 %v6, 256
  %v181 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v180
  %v182 = load float, ptr %v181, align 4
  %v183 = fsub contract float %v182, %v109
  %v184 = tail call contract float @llvm.maxnum.f32(float %v183, float 0xC055D58A00000000)
  %v185 = tail call contract float @llvm.minnum.f32(float %v184, float 0x40562E4300000000)
  %v186 = tail call contract float @llvm.fmuladd.f32(float %v185, float 0x3FF7154760000000, float 5.000000e-01)
  %v187 = tail call contract float @llvm.floor.f32(float %v186)
  %v188 = tail call contract float @llvm.fmuladd.f32(float %v187, float 0xBFE6300000000000, float %v185)
  %v189 = tail call contract float @llvm.fmuladd.f32(float %v187, float 0x3F2BD01060000000, float %v188)
  %v190 = tail call contract float @llvm.fmuladd.f32(float %v189, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v191 = tail call contract float @llvm.fmuladd.f32(float %v190, float %v189, float 0x3F81112100000000)
  %v192 = tail call contract float @llvm.fmuladd.f32(float %v191, float %v189, float 0x3FA5553820000000)
  %v193 = tail call contract float @llvm.fmuladd.f32(float %v192, float %v189, float 0x3FC5555540000000)
  %v194 = tail call contract float @llvm.fmuladd.f32(float %v193, float %v189, float 5.000000e-01)
  %v195 = fmul contract float %v189, %v189
  %v196 = tail call contract float @llvm.fmuladd.f32(float %v194, float %v195, float %v189)
  %v197 = fadd contract float %v196, 1.000000e+00
  %v198 = fptosi float %v187 to i32
  %v199 = ashr i32 %v198, 1
  %v200 = sub i32 %v198, %v199
  %v201 = shl i32 %v200, 23
  %v202 = add i32 %v201, 1065353216
  %v203 = bitcast i32 %v202 to float
  %v204 = shl i32 %v199, 23
  %v205 = add i32 %v204, 1065353216
  %v206 = bitcast i32 %v205 to float
  %v207 = fmul contract float %v197, %v206
  %v208 = fmul contract float %v207, %v203
  %v209 = fcmp contract olt float %v183, 0xC055D58A00000000
  %v210 = select contract i1 %v209, float 0.000000e+00, float %v208
  %v211 = fcmp contract ogt float %v183, 0x40562E4300000000
  %v212 = select contract i1 %v211, float 0x7FF0000000000000, float %v210
  %v213 = fcmp contract uno float %v183, 0.000000e+00
  %v214 = select contract i1 %v213, float %v183, float %v212
  %v215 = fadd contract float %v179, %v214
  %v216 = or disjoint i64 %v6, 384
  %v217 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v216
  %v218 = load float, ptr %v217, align 4
  %v219 = fsub contract float %v218, %v109
  %v220 = tail call contract float @llvm.maxnum.f32(float %v219, float 0xC055D58A00000000)
  %v221 = tail call contract float @llvm.minnum.f32(float %v220, float 0x40562E4300000000)
  %v222 = tail call contract float @llvm.fmuladd.f32(float %v221, float 0x3FF7154760000000, float 5.000000e-01)
  %v223 = tail call contract float @llvm.floor.f32(float %v222)
  %v224 = tail call contract float @llvm.fmuladd.f32(float %v223, float 0xBFE6300000000000, float %v221)
  %v225 = tail call contract float @llvm.fmuladd.f32(float %v223, float 0x3F2BD01060000000, float %v224)
  %v226 = tail call contract float @llvm.fmuladd.f32(float %v225, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v227 = tail call contract float @llvm.fmuladd.f32(float %v226, float %v225, float 0x3F81112100000000)
  %v228 = tail call contract float @llvm.fmuladd.f32(float %v227, float %v225, float 0x3FA5553820000000)
  %v229 = tail call contract float @llvm.fmuladd.f32(float %v228, float %v225, float 0x3FC5555540000000)
  %v230 = tail call contract float @llvm.fmuladd.f32(float %v229, float %v225, float 5.000000e-01)
  %v231 = fmul contract float %v225, %v225
  %v232 = tail call contract float @llvm.fmuladd.f32(float %v230, float %v231, float %v225)
  %v233 = fadd contract float %v232, 1.000000e+00
  %v234 = fptosi float %v223 to i32
  %v235 = ashr i32 %v234, 1
  %v236 = sub i32 %v234, %v235
  %v237 = shl i32 %v236, 23
  %v238 = add i32 %v237, 1065353216
  %v239 = bitcast i32 %v238 to float
  %v240 = shl i32 %v235, 23
  %v241 = add i32 %v240, 1065353216
  %v242 = bitcast i32 %v241 to float
  %v243 = fmul contract float %v233, %v242
  %v244 = fmul contract float %v243, %v239
  %v245 = fcmp contract olt float %v219, 0xC055D58A00000000
  %v246 = select contract i1 %v245, float 0.000000e+00, float %v244
  %v247 = fcmp contract ogt float %v219, 0x40562E4300000000
  %v248 = select contract i1 %v247, float 0x7FF0000000000000, float %v246
  %v249 = fcmp contract uno float %v219, 0.000000e+00
  %v250 = select contract i1 %v249, float %v219, float %v248
  %v251 = fadd contract float %v215, %v250
  %v252 = or disjoint i64 %v6, 512
  %v253 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v252
  %v254 = load float, ptr %v253, align 4
  %v255 = fsub contract float %v254, %v109
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
  %v287 = fadd contract float %v251, %v286
  %v288 = or disjoint i64 %v6, 640
  %v289 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v288
  %v290 = load float, ptr %v289, align 4
  %v291 = fsub contract float %v290, %v109
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
  %v323 = fadd contract float %v287, %v322
  %v324 = or disjoint i64 %v6, 768
  %v325 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v324
  %v326 = load float, ptr %v325, align 4
  %v327 = fsub contract float %v326, %v109
  %v328 = tail call contract float @llvm.maxnum.f32(float %v327, float 0xC055D58A00000000)
  %v329 = tail call contract float @llvm.minnum.f32(float %v328, float 0x40562E4300000000)
  %v330 = tail call contract float @llvm.fmuladd.f32(float %v329, float 0x3FF7154760000000, float 5.000000e-01)
  %v331 = tail call contract float @llvm.floor.f32(float %v330)
  %v332 = tail call contract float @llvm.fmuladd.f32(float %v331, float 0xBFE6300000000000, float %v329)
  %v333 = tail call contract float @llvm.fmuladd.f32(float %v331, float 0x3F2BD01060000000, float %v332)
  %v334 = tail call contract float @llvm.fmuladd.f32(float %v333, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v335 = tail call contract float @llvm.fmuladd.f32(float %v334, float %v333, float 0x3F81112100000000)
  %v336 = tail call contract float @llvm.fmuladd.f32(float %v335, float %v333, float 0x3FA5553820000000)
  %v337 = tail call contract float @llvm.fmuladd.f32(float %v336, float %v333, float 0x3FC5555540000000)
  %v338 = tail call contract float @llvm.fmuladd.f32(float %v337, float %v333, float 5.000000e-01)
  %v339 = fmul contract float %v333, %v333
  %v340 = tail call contract float @llvm.fmuladd.f32(float %v338, float %v339, float %v333)
  %v341 = fadd contract float %v340, 1.000000e+00
  %v342 = fptosi float %v331 to i32
  %v343 = ashr i32 %v342, 1
  %v344 = sub i32 %v342, %v343
  %v345 = shl i32 %v344, 23
  %v346 = add i32 %v345, 1065353216
  %v347 = bitcast i32 %v346 to float
  %v348 = shl i32 %v343, 23
  %v349 = add i32 %v348, 1065353216
  %v350 = bitcast i32 %v349 to float
  %v351 = fmul contract float %v341, %v350
  %v352 = fmul contract float %v351, %v347
  %v353 = fcmp contract olt float %v327, 0xC055D58A00000000
  %v354 = select contract i1 %v353, float 0.000000e+00, float %v352
  %v355 = fcmp contract ogt float %v327, 0x40562E4300000000
  %v356 = select contract i1 %v355, float 0x7FF0000000000000, float %v354
  %v357 = fcmp contract uno float %v327, 0.000000e+00
  %v358 = select contract i1 %v357, float %v327, float %v356
  %v359 = fadd contract float %v323, %v358
  %v360 = or disjoint i64 %v6, 896
  %v361 = icmp ult i64 %v360, 1000
  br i1 %v361, label %v362, label %v363

v362:                                      ; preds = %v91
  %v364 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v360
  %v365 = load float, ptr %v364, align 4
  %v366 = fsub contract float %v365, %v109
  %v367 = tail call contract float @llvm.maxnum.f32(float %v366, float 0xC055D58A00000000)
  %v368 = tail call contract float @llvm.minnum.f32(float %v367, float 0x40562E4300000000)
  %v369 = tail call contract float @llvm.fmuladd.f32(float %v368, float 0x3FF7154760000000, float 5.000000e-01)
  %v370 = tail call contract float @llvm.floor.f32(float %v369)
  %v371 = tail call contract float @llvm.fmuladd.f32(float %v370, float 0xBFE6300000000000, float %v368)
  %v372 = tail call contract float @llvm.fmuladd.f32(float %v370, float 0x3F2BD01060000000, float %v371)
  %v373 = tail call contract float @llvm.fmuladd.f32(float %v372, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v374 = tail call contract float @llvm.fmuladd.f32(float %v373, float %v372, float 0x3F81112100000000)
  %v375 = tail call contract float @llvm.fmuladd.f32(float %v374, float %v372, float 0x3FA5553820000000)
  %v376 = tail call contract float @llvm.fmuladd.f32(float %v375, float %v372, float 0x3FC5555540000000)
  %v377 = tail call contract float @llvm.fmuladd.f32(float %v376, float %v372, float 5.000000e-01)
  %v378 = fmul contract float %v372, %v372
  %v379 = tail call contract float @llvm.fmuladd.f32(float %v377, float %v378, float %v372)
  %v380 = fadd contract float %v379, 1.000000e+00
  %v381 = fptosi float %v370 to i32
  %v382 = ashr i32 %v381, 1
  %v383 = sub i32 %v381, %v382
  %v384 = shl i32 %v383, 23
  %v385 = add i32 %v384, 1065353216
  %v386 = bitcast i32 %v385 to float
  %v387 = shl i32 %v382, 23
  %v388 = add i32 %v387, 1065353216
  %v389 = bitcast i32 %v388 to float
  %v390 = fmul contract float %v380, %v389
  %v391 = fmul contract float %v390, %v386
  %v392 = fcmp contract olt float %v366, 0xC055D58A00000000
  %v393 = select contract i1 %v392, float 0.000000e+00, float %v391
  %v394 = fcmp contract ogt float %v366, 0x40562E4300000000
  %v395 = select contract i1 %v394, float 0x7FF0000000000000, float %v393
  %v396 = fcmp contract uno float %v366, 0.000000e+00
  %v397 = select contract i1 %v396, float %v366, float %v395
  %v398 = fadd contract float %v359, %v397
  br label %v363

v363:                                      ; preds = %v362, %v91
  %v399 = phi float [ %v398, %v362 ], [ %v359, %v91 ]
  %v400 = bitcast float %v399 to i32
  %v401 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v400, i32 16, i32 31)
  %v402 = bitcast i32 %v401 to float
  %v403 = fadd contract float %v399, %v402
  %v404 = bitcast float %v403 to i32
  %v405 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v404, i32 8, i32 31)
  %v406 = bitcast i32 %v405 to float
  %v407 = fadd contract float %v403, %v406
  %v408 = bitcast float %v407 to i32
  %v409 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v408, i32 4, i32 31)
  %v410 = bitcast i32 %v409 to float
  %v411 = fadd contract float %v407, %v410
  %v412 = bitcast float %v411 to i32
  %v413 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v412, i32 2, i32 31)
  %v414 = bitcast i32 %v413 to float
  %v415 = fadd contract float %v411, %v414
  %v416 = bitcast float %v415 to i32
  %v417 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v416, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier0()
  br i1 %v89, label %v418, label %v419

v418:                                        ; preds = %v363
  %v420 = lshr exact i64 %v6, 3
  %v421 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.expsum.red to ptr), i64 %v420
  %v422 = bitcast i32 %v417 to float
  %v423 = fadd contract float %v415, %v422
  store float %v423, ptr %v421, align 4
  br label %v419

v419:                                        ; preds = %v418, %v363
  tail call void @llvm.nvvm.barrier0()
  %v424 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.expsum.red to ptr), i64 %v97
  %v425 = load float, ptr %v424, align 4
  %v426 = bitcast float %v425 to i32
  %v427 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v426, i32 2, i32 31)
  %v428 = bitcast i32 %v427 to float
  %v429 = fadd contract float %v425, %v428
  %v430 = bitcast float %v429 to i32
  %v431 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v430, i32 1, i32 31)
  %v432 = bitcast i32 %v431 to float
  %v433 = fadd contract float %v429, %v432
  %v434 = fadd contract float %v433, 0.000000e+00
  %v435 = getelementptr inbounds i8, ptr %v1, i64 %v9
  %v436 = getelementptr inbounds float, ptr %v435, i64 %v6
  %v437 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v6
  %v438 = load float, ptr %v437, align 4
  %v439 = fsub contract float %v438, %v109
  %v440 = tail call contract float @llvm.maxnum.f32(float %v439, float 0xC055D58A00000000)
  %v441 = tail call contract float @llvm.minnum.f32(float %v440, float 0x40562E4300000000)
  %v442 = tail call contract float @llvm.fmuladd.f32(float %v441, float 0x3FF7154760000000, float 5.000000e-01)
  %v443 = tail call contract float @llvm.floor.f32(float %v442)
  %v444 = tail call contract float @llvm.fmuladd.f32(float %v443, float 0xBFE6300000000000, float %v441)
  %v445 = tail call contract float @llvm.fmuladd.f32(float %v443, float 0x3F2BD01060000000, float %v444)
  %v446 = tail call contract float @llvm.fmuladd.f32(float %v445, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v447 = tail call contract float @llvm.fmuladd.f32(float %v446, float %v445, float 0x3F81112100000000)
  %v448 = tail call contract float @llvm.fmuladd.f32(float %v447, float %v445, float 0x3FA5553820000000)
  %v449 = tail call contract float @llvm.fmuladd.f32(float %v448, float %v445, float 0x3FC5555540000000)
  %v450 = tail call contract float @llvm.fmuladd.f32(float %v449, float %v445, float 5.000000e-01)
  %v451 = fmul contract float %v445, %v445
  %v452 = tail call contract float @llvm.fmuladd.f32(float %v450, float %v451, float %v445)
  %v453 = fadd contract float %v452, 1.000000e+00
  %v454 = fptosi float %v443 to i32
  %v455 = ashr i32 %v454, 1
  %v456 = sub i32 %v454, %v455
  %v457 = shl i32 %v456, 23
  %v458 = add i32 %v457, 1065353216
  %v459 = bitcast i32 %v458 to float
  %v460 = shl i32 %v455, 23
  %v461 = add i32 %v460, 1065353216
  %v462 = bitcast i32 %v461 to float
  %v463 = fmul contract float %v453, %v462
  %v464 = fmul contract float %v463, %v459
  %v465 = fcmp contract olt float %v439, 0xC055D58A00000000
  %v466 = select contract i1 %v465, float 0.000000e+00, float %v464
  %v467 = fcmp contract ogt float %v439, 0x40562E4300000000
  %v468 = select contract i1 %v467, float 0x7FF0000000000000, float %v466
  %v469 = fcmp contract uno float %v439, 0.000000e+00
  %v470 = select contract i1 %v469, float %v439, float %v468
  %v471 = fdiv contract float %v470, %v434
  store float %v471, ptr %v436, align 4
  %v472 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v7
  %v473 = load float, ptr %v472, align 4
  %v474 = fsub contract float %v473, %v109
  %v475 = tail call contract float @llvm.maxnum.f32(float %v474, float 0xC055D58A00000000)
  %v476 = tail call contract float @llvm.minnum.f32(float %v475, float 0x40562E4300000000)
  %v477 = tail call contract float @llvm.fmuladd.f32(float %v476, float 0x3FF7154760000000, float 5.000000e-01)
  %v478 = tail call contract float @llvm.floor.f32(float %v477)
  %v479 = tail call contract float @llvm.fmuladd.f32(float %v478, float 0xBFE6300000000000, float %v476)
  %v480 = tail call contract float @llvm.fmuladd.f32(float %v478, float 0x3F2BD01060000000, float %v479)
  %v481 = tail call contract float @llvm.fmuladd.f32(float %v480, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v482 = tail call contract float @llvm.fmuladd.f32(float %v481, float %v480, float 0x3F81112100000000)
  %v483 = tail call contract float @llvm.fmuladd.f32(float %v482, float %v480, float 0x3FA5553820000000)
  %v484 = tail call contract float @llvm.fmuladd.f32(float %v483, float %v480, float 0x3FC5555540000000)
  %v485 = tail call contract float @llvm.fmuladd.f32(float %v484, float %v480, float 5.000000e-01)
  %v486 = fmul contract float %v480, %v480
  %v487 = tail call contract float @llvm.fmuladd.f32(float %v485, float %v486, float %v480)
  %v488 = fadd contract float %v487, 1.000000e+00
  %v489 = fptosi float %v478 to i32
  %v490 = ashr i32 %v489, 1
  %v491 = sub i32 %v489, %v490
  %v492 = shl i32 %v491, 23
  %v493 = add i32 %v492, 1065353216
  %v494 = bitcast i32 %v493 to float
  %v495 = shl i32 %v490, 23
  %v496 = add i32 %v495, 1065353216
  %v497 = bitcast i32 %v496 to float
  %v498 = fmul contract float %v488, %v497
  %v499 = fmul contract float %v498, %v494
  %v500 = fcmp contract olt float %v474, 0xC055D58A00000000
  %v501 = select contract i1 %v500, float 0.000000e+00, float %v499
  %v502 = fcmp contract ogt float %v474, 0x40562E4300000000
  %v503 = select contract i1 %v502, float 0x7FF0000000000000, float %v501
  %v504 = fcmp contract uno float %v474, 0.000000e+00
  %v505 = select contract i1 %v504, float %v474, float %v503
  %v506 = fdiv contract float %v505, %v434
  %v507 = getelementptr inbounds i8, ptr %v436, i64 512
  store float %v506, ptr %v507, align 4
  %v508 = or disjoint i64 %v6, 256
  %v509 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v508
  %v510 = load float, ptr %v509, align 4
  %v511 = fsub contract float %v510, %v109
  %v512 = tail call contract float @llvm.maxnum.f32(float %v511, float 0xC055D58A00000000)
  %v513 = tail call contract float @llvm.minnum.f32(float %v512, float 0x40562E4300000000)
  %v514 = tail call contract float @llvm.fmuladd.f32(float %v513, float 0x3FF7154760000000, float 5.000000e-01)
  %v515 = tail call contract float @llvm.floor.f32(float %v514)
  %v516 = tail call contract float @llvm.fmuladd.f32(float %v515, float 0xBFE6300000000000, float %v513)
  %v517 = tail call contract float @llvm.fmuladd.f32(float %v515, float 0x3F2BD01060000000, float %v516)
  %v518 = tail call contract float @llvm.fmuladd.f32(float %v517, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v519 = tail call contract float @llvm.fmuladd.f32(float %v518, float %v517, float 0x3F81112100000000)
  %v520 = tail call contract float @llvm.fmuladd.f32(float %v519, float %v517, float 0x3FA5553820000000)
  %v521 = tail call contract float @llvm.fmuladd.f32(float %v520, float %v517, float 0x3FC5555540000000)
  %v522 = tail call contract float @llvm.fmuladd.f32(float %v521, float %v517, float 5.000000e-01)
  %v523 = fmul contract float %v517, %v517
  %v524 = tail call contract float @llvm.fmuladd.f32(float %v522, float %v523, float %v517)
  %v525 = fadd contract float %v524, 1.000000e+00
  %v526 = fptosi float %v515 to i32
  %v527 = ashr i32 %v526, 1
  %v528 = sub i32 %v526, %v527
  %v529 = shl i32 %v528, 23
  %v530 = add i32 %v529, 1065353216
  %v531 = bitcast i32 %v530 to float
  %v532 = shl i32 %v527, 23
  %v533 = add i32 %v532, 1065353216
  %v534 = bitcast i32 %v533 to float
  %v535 = fmul contract float %v525, %v534
  %v536 = fmul contract float %v535, %v531
  %v537 = fcmp contract olt float %v511, 0xC055D58A00000000
  %v538 = select contract i1 %v537, float 0.000000e+00, float %v536
  %v539 = fcmp contract ogt float %v511, 0x40562E4300000000
  %v540 = select contract i1 %v539, float 0x7FF0000000000000, float %v538
  %v541 = fcmp contract uno float %v511, 0.000000e+00
  %v542 = select contract i1 %v541, float %v511, float %v540
  %v543 = fdiv contract float %v542, %v434
  %v544 = getelementptr inbounds i8, ptr %v436, i64 1024
  store float %v543, ptr %v544, align 4
  %v545 = or disjoint i64 %v6, 384
  %v546 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v545
  %v547 = load float, ptr %v546, align 4
  %v548 = fsub contract float %v547, %v109
  %v549 = tail call contract float @llvm.maxnum.f32(float %v548, float 0xC055D58A00000000)
  %v550 = tail call contract float @llvm.minnum.f32(float %v549, float 0x40562E4300000000)
  %v551 = tail call contract float @llvm.fmuladd.f32(float %v550, float 0x3FF7154760000000, float 5.000000e-01)
  %v552 = tail call contract float @llvm.floor.f32(float %v551)
  %v553 = tail call contract float @llvm.fmuladd.f32(float %v552, float 0xBFE6300000000000, float %v550)
  %v554 = tail call contract float @llvm.fmuladd.f32(float %v552, float 0x3F2BD01060000000, float %v553)
  %v555 = tail call contract float @llvm.fmuladd.f32(float %v554, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v556 = tail call contract float @llvm.fmuladd.f32(float %v555, float %v554, float 0x3F81112100000000)
  %v557 = tail call contract float @llvm.fmuladd.f32(float %v556, float %v554, float 0x3FA5553820000000)
  %v558 = tail call contract float @llvm.fmuladd.f32(float %v557, float %v554, float 0x3FC5555540000000)
  %v559 = tail call contract float @llvm.fmuladd.f32(float %v558, float %v554, float 5.000000e-01)
  %v560 = fmul contract float %v554, %v554
  %v561 = tail call contract float @llvm.fmuladd.f32(float %v559, float %v560, float %v554)
  %v562 = fadd contract float %v561, 1.000000e+00
  %v563 = fptosi float %v552 to i32
  %v564 = ashr i32 %v563, 1
  %v565 = sub i32 %v563, %v564
  %v566 = shl i32 %v565, 23
  %v567 = add i32 %v566, 1065353216
  %v568 = bitcast i32 %v567 to float
  %v569 = shl i32 %v564, 23
  %v570 = add i32 %v569, 1065353216
  %v571 = bitcast i32 %v570 to float
  %v572 = fmul contract float %v562, %v571
  %v573 = fmul contract float %v572, %v568
  %v574 = fcmp contract olt float %v548, 0xC055D58A00000000
  %v575 = select contract i1 %v574, float 0.000000e+00, float %v573
  %v576 = fcmp contract ogt float %v548, 0x40562E4300000000
  %v577 = select contract i1 %v576, float 0x7FF0000000000000, float %v575
  %v578 = fcmp contract uno float %v548, 0.000000e+00
  %v579 = select contract i1 %v578, float %v548, float %v577
  %v580 = fdiv contract float %v579, %v434
  %v581 = getelementptr inbounds i8, ptr %v436, i64 1536
  store float %v580, ptr %v581, align 4
  %v582 = or disjoint i64 %v6, 512
  %v583 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v582
  %v584 = load float, ptr %v583, align 4
  %v585 = fsub contract float %v584, %v109
  %v586 = tail call contract float @llvm.maxnum.f32(float %v585, float 0xC055D58A00000000)
  %v587 = tail call contract float @llvm.minnum.f32(float %v586, float 0x40562E4300000000)
  %v588 = tail call contract float @llvm.fmuladd.f32(float %v587, float 0x3FF7154760000000, float 5.000000e-01)
  %v589 = tail call contract float @llvm.floor.f32(float %v588)
  %v590 = tail call contract float @llvm.fmuladd.f32(float %v589, float 0xBFE6300000000000, float %v587)
  %v591 = tail call contract float @llvm.fmuladd.f32(float %v589, float 0x3F2BD01060000000, float %v590)
  %v592 = tail call contract float @llvm.fmuladd.f32(float %v591, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v593 = tail call contract float @llvm.fmuladd.f32(float %v592, float %v591, float 0x3F81112100000000)
  %v594 = tail call contract float @llvm.fmuladd.f32(float %v593, float %v591, float 0x3FA5553820000000)
  %v595 = tail call contract float @llvm.fmuladd.f32(float %v594, float %v591, float 0x3FC5555540000000)
  %v596 = tail call contract float @llvm.fmuladd.f32(float %v595, float %v591, float 5.000000e-01)
  %v597 = fmul contract float %v591, %v591
  %v598 = tail call contract float @llvm.fmuladd.f32(float %v596, float %v597, float %v591)
  %v599 = fadd contract float %v598, 1.000000e+00
  %v600 = fptosi float %v589 to i32
  %v601 = ashr i32 %v600, 1
  %v602 = sub i32 %v600, %v601
  %v603 = shl i32 %v602, 23
  %v604 = add i32 %v603, 1065353216
  %v605 = bitcast i32 %v604 to float
  %v606 = shl i32 %v601, 23
  %v607 = add i32 %v606, 1065353216
  %v608 = bitcast i32 %v607 to float
  %v609 = fmul contract float %v599, %v608
  %v610 = fmul contract float %v609, %v605
  %v611 = fcmp contract olt float %v585, 0xC055D58A00000000
  %v612 = select contract i1 %v611, float 0.000000e+00, float %v610
  %v613 = fcmp contract ogt float %v585, 0x40562E4300000000
  %v614 = select contract i1 %v613, float 0x7FF0000000000000, float %v612
  %v615 = fcmp contract uno float %v585, 0.000000e+00
  %v616 = select contract i1 %v615, float %v585, float %v614
  %v617 = fdiv contract float %v616, %v434
  %v618 = getelementptr inbounds i8, ptr %v436, i64 2048
  store float %v617, ptr %v618, align 4
  %v619 = or disjoint i64 %v6, 640
  %v620 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v619
  %v621 = load float, ptr %v620, align 4
  %v622 = fsub contract float %v621, %v109
  %v623 = tail call contract float @llvm.maxnum.f32(float %v622, float 0xC055D58A00000000)
  %v624 = tail call contract float @llvm.minnum.f32(float %v623, float 0x40562E4300000000)
  %v625 = tail call contract float @llvm.fmuladd.f32(float %v624, float 0x3FF7154760000000, float 5.000000e-01)
  %v626 = tail call contract float @llvm.floor.f32(float %v625)
  %v627 = tail call contract float @llvm.fmuladd.f32(float %v626, float 0xBFE6300000000000, float %v624)
  %v628 = tail call contract float @llvm.fmuladd.f32(float %v626, float 0x3F2BD01060000000, float %v627)
  %v629 = tail call contract float @llvm.fmuladd.f32(float %v628, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v630 = tail call contract float @llvm.fmuladd.f32(float %v629, float %v628, float 0x3F81112100000000)
  %v631 = tail call contract float @llvm.fmuladd.f32(float %v630, float %v628, float 0x3FA5553820000000)
  %v632 = tail call contract float @llvm.fmuladd.f32(float %v631, float %v628, float 0x3FC5555540000000)
  %v633 = tail call contract float @llvm.fmuladd.f32(float %v632, float %v628, float 5.000000e-01)
  %v634 = fmul contract float %v628, %v628
  %v635 = tail call contract float @llvm.fmuladd.f32(float %v633, float %v634, float %v628)
  %v636 = fadd contract float %v635, 1.000000e+00
  %v637 = fptosi float %v626 to i32
  %v638 = ashr i32 %v637, 1
  %v639 = sub i32 %v637, %v638
  %v640 = shl i32 %v639, 23
  %v641 = add i32 %v640, 1065353216
  %v642 = bitcast i32 %v641 to float
  %v643 = shl i32 %v638, 23
  %v644 = add i32 %v643, 1065353216
  %v645 = bitcast i32 %v644 to float
  %v646 = fmul contract float %v636, %v645
  %v647 = fmul contract float %v646, %v642
  %v648 = fcmp contract olt float %v622, 0xC055D58A00000000
  %v649 = select contract i1 %v648, float 0.000000e+00, float %v647
  %v650 = fcmp contract ogt float %v622, 0x40562E4300000000
  %v651 = select contract i1 %v650, float 0x7FF0000000000000, float %v649
  %v652 = fcmp contract uno float %v622, 0.000000e+00
  %v653 = select contract i1 %v652, float %v622, float %v651
  %v654 = fdiv contract float %v653, %v434
  %v655 = getelementptr inbounds i8, ptr %v436, i64 2560
  store float %v654, ptr %v655, align 4
  %v656 = or disjoint i64 %v6, 768
  %v657 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v656
  %v658 = load float, ptr %v657, align 4
  %v659 = fsub contract float %v658, %v109
  %v660 = tail call contract float @llvm.maxnum.f32(float %v659, float 0xC055D58A00000000)
  %v661 = tail call contract float @llvm.minnum.f32(float %v660, float 0x40562E4300000000)
  %v662 = tail call contract float @llvm.fmuladd.f32(float %v661, float 0x3FF7154760000000, float 5.000000e-01)
  %v663 = tail call contract float @llvm.floor.f32(float %v662)
  %v664 = tail call contract float @llvm.fmuladd.f32(float %v663, float 0xBFE6300000000000, float %v661)
  %v665 = tail call contract float @llvm.fmuladd.f32(float %v663, float 0x3F2BD01060000000, float %v664)
  %v666 = tail call contract float @llvm.fmuladd.f32(float %v665, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v667 = tail call contract float @llvm.fmuladd.f32(float %v666, float %v665, float 0x3F81112100000000)
  %v668 = tail call contract float @llvm.fmuladd.f32(float %v667, float %v665, float 0x3FA5553820000000)
  %v669 = tail call contract float @llvm.fmuladd.f32(float %v668, float %v665, float 0x3FC5555540000000)
  %v670 = tail call contract float @llvm.fmuladd.f32(float %v669, float %v665, float 5.000000e-01)
  %v671 = fmul contract float %v665, %v665
  %v672 = tail call contract float @llvm.fmuladd.f32(float %v670, float %v671, float %v665)
  %v673 = fadd contract float %v672, 1.000000e+00
  %v674 = fptosi float %v663 to i32
  %v675 = ashr i32 %v674, 1
  %v676 = sub i32 %v674, %v675
  %v677 = shl i32 %v676, 23
  %v678 = add i32 %v677, 1065353216
  %v679 = bitcast i32 %v678 to float
  %v680 = shl i32 %v675, 23
  %v681 = add i32 %v680, 1065353216
  %v682 = bitcast i32 %v681 to float
  %v683 = fmul contract float %v673, %v682
  %v684 = fmul contract float %v683, %v679
  %v685 = fcmp contract olt float %v659, 0xC055D58A00000000
  %v686 = select contract i1 %v685, float 0.000000e+00, float %v684
  %v687 = fcmp contract ogt float %v659, 0x40562E4300000000
  %v688 = select contract i1 %v687, float 0x7FF0000000000000, float %v686
  %v689 = fcmp contract uno float %v659, 0.000000e+00
  %v690 = select contract i1 %v689, float %v659, float %v688
  %v691 = fdiv contract float %v690, %v434
  %v692 = getelementptr inbounds i8, ptr %v436, i64 3072
  store float %v691, ptr %v692, align 4
  %v693 = or disjoint i64 %v6, 896
  %v694 = icmp ult i64 %v693, 1000
  br i1 %v694, label %v695, label %v696

v695:                                      ; preds = %v419
  %v697 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v693
  %v698 = load float, ptr %v697, align 4
  %v699 = fsub contract float %v698, %v109
  %v700 = tail call contract float @llvm.maxnum.f32(float %v699, float 0xC055D58A00000000)
  %v701 = tail call contract float @llvm.minnum.f32(float %v700, float 0x40562E4300000000)
  %v702 = tail call contract float @llvm.fmuladd.f32(float %v701, float 0x3FF7154760000000, float 5.000000e-01)
  %v703 = tail call contract float @llvm.floor.f32(float %v702)
  %v704 = tail call contract float @llvm.fmuladd.f32(float %v703, float 0xBFE6300000000000, float %v701)
  %v705 = tail call contract float @llvm.fmuladd.f32(float %v703, float 0x3F2BD01060000000, float %v704)
  %v706 = tail call contract float @llvm.fmuladd.f32(float %v705, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v707 = tail call contract float @llvm.fmuladd.f32(float %v706, float %v705, float 0x3F81112100000000)
  %v708 = tail call contract float @llvm.fmuladd.f32(float %v707, float %v705, float 0x3FA5553820000000)
  %v709 = tail call contract float @llvm.fmuladd.f32(float %v708, float %v705, float 0x3FC5555540000000)
  %v710 = tail call contract float @llvm.fmuladd.f32(float %v709, float %v705, float 5.000000e-01)
  %v711 = fmul contract float %v705, %v705
  %v712 = tail call contract float @llvm.fmuladd.f32(float %v710, float %v711, float %v705)
  %v713 = fadd contract float %v712, 1.000000e+00
  %v714 = fptosi float %v703 to i32
  %v715 = ashr i32 %v714, 1
  %v716 = sub i32 %v714, %v715
  %v717 = shl i32 %v716, 23
  %v718 = add i32 %v717, 1065353216
  %v719 = bitcast i32 %v718 to float
  %v720 = shl i32 %v715, 23
  %v721 = add i32 %v720, 1065353216
  %v722 = bitcast i32 %v721 to float
  %v723 = fmul contract float %v713, %v722
  %v724 = fmul contract float %v723, %v719
  %v725 = fcmp contract olt float %v699, 0xC055D58A00000000
  %v726 = select contract i1 %v725, float 0.000000e+00, float %v724
  %v727 = fcmp contract ogt float %v699, 0x40562E4300000000
  %v728 = select contract i1 %v727, float 0x7FF0000000000000, float %v726
  %v729 = fcmp contract uno float %v699, 0.000000e+00
  %v730 = select contract i1 %v729, float %v699, float %v728
  %v731 = fdiv contract float %v730, %v434
  %v732 = getelementptr inbounds i8, ptr %v436, i64 3584
  store float %v731, ptr %v732, align 4
  br label %v696

v696:                                      ; preds = %v695, %v419
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x float> @llvm.masked.load.v4f32.p0(ptr nocapture, i32 immarg, <4 x i1>, <4 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr nocapture, i32 immarg, <4 x i1>) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

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
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @ktune_softmax_f32_m100_n1000, !"kernel", i32 1}
!1 = !{ptr @ktune_softmax_f32_m100_n1000, !"maxntidx", i32 128}
