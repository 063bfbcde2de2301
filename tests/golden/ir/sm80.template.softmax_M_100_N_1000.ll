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
  %v10 = shl nuw nsw i32 %v5, 2
  %v11 = zext nneg i32 %v10 to i64
  %v12 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v11
  %v13 = getelementptr inbounds i8, ptr %v0, i64 %v9
  %v14 = getelementptr inbounds float, ptr %v13, i64 %v11
  %v15 = load <4 x float>, ptr %v14, align 16
  store <4 x float> %v15, ptr %v12, align 16
  br i1 %v8, label %v16, label %v17

v16:                                       ; preds = %v2
  %v18 = shl nuw nsw i64 %v6, 2
  %v19 = or disjoint i64 %v18, 512
  %v20 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v19
  %v21 = icmp ult i32 %v3, 100
  %v22 = insertelement <4 x i1> poison, i1 %v21, i64 0
  %v23 = shufflevector <4 x i1> %v22, <4 x i1> poison, <4 x i32> zeroinitializer
  %v24 = getelementptr i8, ptr %v0, i64 2048
  %v25 = getelementptr i8, ptr %v24, i64 %v9
  %v26 = getelementptr float, ptr %v25, i64 %v18
  %v27 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v26, i32 16, <4 x i1> %v23, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v27, ptr %v20, i32 16, <4 x i1> %v23)
  br label %v17

v17:                                        ; preds = %v16, %v2
  tail call void @llvm.nvvm.barrier0()
  %v28 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v6
  %v29 = load float, ptr %v28, align 4
  %v30 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v7
  %v31 = load float, ptr %v30, align 4
  %v32 = fcmp contract ogt float %v29, %v31
  %v33 = select contract i1 %v32, float %v29, float %v31
  %v34 = or disjoint i64 %v6, 256
  %v35 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v34
  %v36 = load float, ptr %v35, align 4
  %v37 = fcmp contract ogt float %v33, %v36
  %v38 = select contract i1 %v37, float %v33, float %v36
  %v39 = or disjoint i64 %v6, 384
  %v40 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v39
  %v41 = load float, ptr %v40, align 4
  %v42 = fcmp contract ogt float %v38, %v41
  %v43 = select contract i1 %v42, float %v38, float %v41
  %v44 = or disjoint i64 %v6, 512
  %v45 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v44
  %v46 = load float, ptr %v45, align 4
  %v47 = fcmp contract ogt float %v43, %v46
  %v48 = select contract i1 %v47, float %v43, float %v46
  %v49 = or disjoint i64 %v6, 640
  %v50 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v49
  %v51 = load float, ptr %v50, align 4
  %v52 = fcmp contract ogt float %v48, %v51
  %v53 = select contract i1 %v52, float %v48, float %v51
  %v54 = or disjoint i64 %v6, 768
  %v55 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v54
  %v56 = load float, ptr %v55, align 4
  %v57 = fcmp contract ogt float %v53, %v56
  %v58 = select contract i1 %v57, float %v53, float %v56
  %v59 = or disjoint i64 %v6, 896
  %v60 = icmp ult i64 %v59, 1000
  br i1 %v60, label %v61, label %v62

v61:                                      ; preds = %v17
  %v63 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v59
  %v64 = load float, ptr %v63, align 4
  %v65 = fcmp contract ogt float %v58, %v64
  %v66 = select contract i1 %v65, float %v58, float %v64
  br label %v62

v62:                                       ; preds = %v61, %v17
  %v67 = phi float [ %v66, %v61 ], [ %v58, %v17 ]
  %v68 = bitcast float %v67 to i32
  %v69 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v68, i32 16, i32 31)
  %v70 = bitcast i32 %v69 to float
  %v71 = fcmp contract ogt float %v67, %v70
  %v72 = select contract i1 %v71, float %v67, float %v70
  %v73 = bitcast float %v72 to i32
  %v74 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v73, i32 8, i32 31)
  %v75 = bitcast i32 %v74 to float
  %v76 = fcmp contract ogt float %v72, %v75
  %v77 = select contract i1 %v76, float %v72, float %v75
  %v78 = bitcast float %v77 to i32
  %v79 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v78, i32 4, i32 31)
  %v80 = bitcast i32 %v79 to float
  %v81 = fcmp contract ogt float %v77, %v80
  %v82 = select contract i1 %v81, float %v77, float %v80
  %v83 = bitcast float %v82 to i32
  %v84 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v83, i32 2, i32 31)
  %v85 = bitcast i32 %v84 to float
  %v86 = fcmp contract ogt float %v82, %v85
  %v87 = select contract i1 %v86, float %v82, float %v85
  %v88 = bitcast float %v87 to i32
  %v89 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v88, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier0()
  %v90 = and i64 %v6, 31
  %v91 = icmp eq i64 %v90, 0
  br i1 %v91, label %v92, label %v93

v92:                                        ; preds = %v62
  %v94 = lshr exact i64 %v6, 3
  %v95 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.maxelem.red to ptr), i64 %v94
  %v96 = bitcast i32 %v89 to float
  %v97 = fcmp contract ogt float %v87, %v96
  %v98 = select contract i1 %v97, float %v87, float %v96
  store float %v98, ptr %v95, align 4
  br label %v93

v93:                                        ; preds = %v92, %v62
  tail call void @llvm.nvvm.barrier0()
  %v99 = and i64 %v6, 3
  %v100 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.maxelem.red to ptr), i64 %v99
  %v101 = load float, ptr %v100, align 4
  %v102 = bitcast float %v101 to i32
  %v103 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v102, i32 2, i32 31)
  %v104 = bitcast i32 %v103 to float
  %v105 = fcmp contract ogt float %v101, %v104
  %v106 = select contract i1 %v105, float %v101, float %v104
  %v107 = bitcast float %v106 to i32
  %v108 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v107, i32 1, i32 31)
  %v109 = bitcast i32 %v108 to float
  %v110 = fcmp contract ogt float %v106, %v109
  %v111 = select contract i1 %v110, float %v106, float %v109
  %v112 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v6
  %v113 = load float, ptr %v112, align 4
  %v114 = fsub contract float %v113, %v111
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
  %v146 = fadd contract float %v145, 0.000000e+00
  %v147 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v7
  %v148 = load float, ptr %v147, align 4
  %v149 = fsub contract float %v148, %v111
  %v150 = tail call contract float @llvm.maxnum.f32(float %v149, float 0xC055D58A00000000)
  %v151 = tail call contract float @llvm.minnum.f32(float %v150, float 0x40562E4300000000)
  %v152 = tail call contract float @llvm.fmuladd.f32(float %v151, float 0x3FF7154760000000, float 5.000000e-01)
  %v153 = tail call contract float @llvm.floor.f32(float %v152)
  %v154 = tail call contract float @llvm.fmuladd.f32(float %v153, float 0xBFE6300000000000, float %v151)
  %v155 = tail call contract float @llvm.fmuladd.f32(float %v153, float 0x3F2BD01060000000, float %v154)
  %v156 = tail call contract float @llvm.fmuladd.f32(float %v155, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v157 = tail call contract float @llvm.fmuladd.f32(float %v156, float %v155, float 0x3F81112100000000)
  %v158 = tail call contract float @llvm.fmuladd.f32(float %v157, float %v155, float 0x3FA5553820000000)
  %v159 = tail call contract float @llvm.fmuladd.f32(float %v158, float %v155, float 0x3FC5555540000000)
  %v160 = tail call contract float @llvm.fmuladd.f32(float %v159, float %v155, float 5.000000e-01)
  %v161 = fmul contract float %v155, %v155
  %v162 = tail call contract float @llvm.fmuladd.f32(float %v160, float %v161, float %v155)
  %v163 = fadd contract float %v162, 1.000000e+00
  %v164 = fptosi float %v153 to i32
  %v165 = ashr i32 %v164, 1
  %v166 = sub i32 %v164, %v165
  %v167 = shl i32 %v166, 23
  %v168 = add i32 %v167, 1065353216
  %v169 = bitcast i32 %v168 to float
  %v170 = shl i32 %v165, 23
  %v171 = add i32 %v170, 1065353216
  %v172 = bitcast i32 %v171 to float
  %v173 = fmul contract float %v163, %v172
  %v174 = fmul contract float %v173, %v169
  %v175 = fcmp contract olt float %v149, 0xC055D58A00000000
  %v176 = select contract i1 %v175, float 0.000000e+00, float %v174
  %v177 = fcmp contract ogt float %v149, 0x40562E4300000000
  %v178 = select contract i1 %v177, float 0x7FF0000000000000, float %v176
  %v179 = fcmp contract uno float %v149, 0.000000e+00
  %v180 = select contract i1 %v179, float %v149, float %v178
  %v181 = fadd contract float %v146, %v180
  %v182 = or disjoint i64 %v6, 256
  %v183 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v182
  %v184 = load float, ptr %v183, align 4
  %v185 = fsub contract float %v184, %v111
  %v186 = tail call contract float @llvm.maxnum.f32(float %v185, float 0xC055D58A00000000)
  %v187 = tail call contract float @llvm.minnum.f32(float %v186, float 0x40562E4300000000)
  %v188 = tail call contract float @llvm.fmuladd.f32(float %v187, float 0x3FF7154760000000, float 5.000000e-01)
  %v189 = tail call contract float @llvm.floor.f32(float %v188)
  %v190 = tail call contract float @llvm.fmuladd.f32(float %v189, float 0xBFE6300000000000, float %v187)
  %v191 = tail call contract float @llvm.fmuladd.f32(float %v189, float 0x3F2BD01060000000, float %v190)
  %v192 = tail call contract float @llvm.fmuladd.f32(float %v191, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v193 = tail call contract float @llvm.fmuladd.f32(float %v192, float %v191, float 0x3F81112100000000)
  %v194 = tail call contract float @llvm.fmuladd.f32(float %v193, float %v191, float 0x3FA5553820000000)
  %v195 = tail call contract float @llvm.fmuladd.f32(float %v194, float %v191, float 0x3FC5555540000000)
  %v196 = tail call contract float @llvm.fmuladd.f32(float %v195, float %v191, float 5.000000e-01)
  %v197 = fmul contract float %v191, %v191
  %v198 = tail call contract float @llvm.fmuladd.f32(float %v196, float %v197, float %v191)
  %v199 = fadd contract float %v198, 1.000000e+00
  %v200 = fptosi float %v189 to i32
  %v201 = ashr i32 %v200, 1
  %v202 = sub i32 %v200, %v201
  %v203 = shl i32 %v202, 23
  %v204 = add i32 %v203, 1065353216
  %v205 = bitcast i32 %v204 to float
  %v206 = shl i32 %v201, 23
  %v207 = add i32 %v206, 1065353216
  %v208 = bitcast i32 %v207 to float
  %v209 = fmul contract float %v199, %v208
  %v210 = fmul contract float %v209, %v205
  %v211 = fcmp contract olt float %v185, 0xC055D58A00000000
  %v212 = select contract i1 %v211, float 0.000000e+00, float %v210
  %v213 = fcmp contract ogt float %v185, 0x40562E4300000000
  %v214 = select contract i1 %v213, float 0x7FF0000000000000, float %v212
  %v215 = fcmp contract uno float %v185, 0.000000e+00
  %v216 = select contract i1 %v215, float %v185, float %v214
  %v217 = fadd contract float %v181, %v216
  %v218 = or disjoint i64 %v6, 384
  %v219 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v218
  %v220 = load float, ptr %v219, align 4
  %v221 = fsub contract float %v220, %v111
  %v222 = tail call contract float @llvm.maxnum.f32(float %v221, float 0xC055D58A00000000)
  %v223 = tail call contract float @llvm.minnum.f32(float %v222, float 0x40562E4300000000)
  %v224 = tail call contract float @llvm.fmuladd.f32(float %v223, float 0x3FF7154760000000, float 5.000000e-01)
  %v225 = tail call contract float @llvm.floor.f32(float %v224)
  %v226 = tail call contract float @llvm.fmuladd.f32(float %v225, float 0xBFE6300000000000, float %v223)
  %v227 = tail call contract float @llvm.fmuladd.f32(float %v225, float 0x3F2BD01060000000, float %v226)
  %v228 = tail call contract float @llvm.fmuladd.f32(float %v227, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v229 = tail call contract float @llvm.fmuladd.f32(float %v228, float %v227, float 0x3F81112100000000)
  %v230 = tail call contract float @llvm.fmuladd.f32(float %v229, float %v227, float 0x3FA5553820000000)
  %v231 = tail call contract float @llvm.fmuladd.f32(float %v230, float %v227, float 0x3FC5555540000000)
  %v232 = tail call contract float @llvm.fmuladd.f32(float %v231, float %v227, float 5.000000e-01)
  %v233 = fmul contract float %v227, %v227
  %v234 = tail call contract float @llvm.fmuladd.f32(float %v232, float %v233, float %v227)
  %v235 = fadd contract float %v234, 1.000000e+00
  %v236 = fptosi float %v225 to i32
  %v237 = ashr i32 %v236, 1
  %v238 = sub i32 %v236, %v237
  %v239 = shl i32 %v238, 23
  %v240 = add i32 %v239, 1065353216
  %v241 = bitcast i32 %v240 to float
  %v242 = shl i32 %v237, 23
  %v243 = add i32 %v242, 1065353216
  %v244 = bitcast i32 %v243 to float
  %v245 = fmul contract float %v235, %v244
  %v246 = fmul contract float %v245, %v241
  %v247 = fcmp contract olt float %v221, 0xC055D58A00000000
  %v248 = select contract i1 %v247, float 0.000000e+00, float %v246
  %v249 = fcmp contract ogt float %v221, 0x40562E4300000000
  %v250 = select contract i1 %v249, float 0x7FF0000000000000, float %v248
  %v251 = fcmp contract uno float %v221, 0.000000e+00
  %v252 = select contract i1 %v251, float %v221, float %v250
  %v253 = fadd contract float %v217, %v252
  %v254 = or disjoint i64 %v6, 512
  %v255 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v254
  %v256 = load float, ptr %v255, align 4
  %v257 = fsub contract float %v256, %v111
  %v258 = tail call contract float @llvm.maxnum.f32(float %v257, float 0xC055D58A00000000)
  %v259 = tail call contract float @llvm.minnum.f32(float %v258, float 0x40562E4300000000)
  %v260 = tail call contract float @llvm.fmuladd.f32(float %v259, float 0x3FF7154760000000, float 5.000000e-01)
  %v261 = tail call contract float @llvm.floor.f32(float %v260)
  %v262 = tail call contract float @llvm.fmuladd.f32(float %v261, float 0xBFE6300000000000, float %v259)
  %v263 = tail call contract float @llvm.fmuladd.f32(float %v261, float 0x3F2BD01060000000, float %v262)
  %v264 = tail call contract float @llvm.fmuladd.f32(float %v263, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v265 = tail call contract float @llvm.fmuladd.f32(float %v264, float %v263, float 0x3F81112100000000)
  %v266 = tail call contract float @llvm.fmuladd.f32(float %v265, float %v263, float 0x3FA5553820000000)
  %v267 = tail call contract float @llvm.fmuladd.f32(float %v266, float %v263, float 0x3FC5555540000000)
  %v268 = tail call contract float @llvm.fmuladd.f32(float %v267, float %v263, float 5.000000e-01)
  %v269 = fmul contract float %v263, %v263
  %v270 = tail call contract float @llvm.fmuladd.f32(float %v268, float %v269, float %v263)
  %v271 = fadd contract float %v270, 1.000000e+00
  %v272 = fptosi float %v261 to i32
  %v273 = ashr i32 %v272, 1
  %v274 = sub i32 %v272, %v273
  %v275 = shl i32 %v274, 23
  %v276 = add i32 %v275, 1065353216
  %v277 = bitcast i32 %v276 to float
  %v278 = shl i32 %v273, 23
  %v279 = add i32 %v278, 1065353216
  %v280 = bitcast i32 %v279 to float
  %v281 = fmul contract float %v271, %v280
  %v282 = fmul contract float %v281, %v277
  %v283 = fcmp contract olt float %v257, 0xC055D58A00000000
  %v284 = select contract i1 %v283, float 0.000000e+00, float %v282
  %v285 = fcmp contract ogt float %v257, 0x40562E4300000000
  %v286 = select contract i1 %v285, float 0x7FF0000000000000, float %v284
  %v287 = fcmp contract uno float %v257, 0.000000e+00
  %v288 = select contract i1 %v287, float %v257, float %v286
  %v289 = fadd contract float %v253, %v288
  %v290 = or disjoint i64 %v6, 640
  %v291 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v290
  %v292 = load float, ptr %v291, align 4
  %v293 = fsub contract float %v292, %v111
  %v294 = tail call contract float @llvm.maxnum.f32(float %v293, float 0xC055D58A00000000)
  %v295 = tail call contract float @llvm.minnum.f32(float %v294, float 0x40562E4300000000)
  %v296 = tail call contract float @llvm.fmuladd.f32(float %v295, float 0x3FF7154760000000, float 5.000000e-01)
  %v297 = tail call contract float @llvm.floor.f32(float %v296)
  %v298 = tail call contract float @llvm.fmuladd.f32(float %v297, float 0xBFE6300000000000, float %v295)
  %v299 = tail call contract float @llvm.fmuladd.f32(float %v297, float 0x3F2BD01060000000, float %v298)
  %v300 = tail call contract float @llvm.fmuladd.f32(float %v299, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v301 = tail call contract float @llvm.fmuladd.f32(float %v300, float %v299, float 0x3F81112100000000)
  %v302 = tail call contract float @llvm.fmuladd.f32(float %v301, float %v299, float 0x3FA5553820000000)
  %v303 = tail call contract float @llvm.fmuladd.f32(float %v302, float %v299, float 0x3FC5555540000000)
  %v304 = tail call contract float @llvm.fmuladd.f32(float %v303, float %v299, float 5.000000e-01)
  %v305 = fmul contract float %v299, %v299
  %v306 = tail call contract float @llvm.fmuladd.f32(float %v304, float %v305, float %v299)
  %v307 = fadd contract float %v306, 1.000000e+00
  %v308 = fptosi float %v297 to i32
  %v309 = ashr i32 %v308, 1
  %v310 = sub i32 %v308, %v309
  %v311 = shl i32 %v310, 23
  %v312 = add i32 %v311, 1065353216
  %v313 = bitcast i32 %v312 to float
  %v314 = shl i32 %v309, 23
  %v315 = add i32 %v314, 1065353216
  %v316 = bitcast i32 %v315 to float
  %v317 = fmul contract float %v307, %v316
  %v318 = fmul contract float %v317, %v313
  %v319 = fcmp contract olt float %v293, 0xC055D58A00000000
  %v320 = select contract i1 %v319, float 0.000000e+00, float %v318
  %v321 = fcmp contract ogt float %v293, 0x40562E4300000000
  %v322 = select contract i1 %v321, float 0x7FF0000000000000, float %v320
  %v323 = fcmp contract uno float %v293, 0.000000e+00
  %v324 = select contract i1 %v323, float %v293, float %v322
  %v325 = fadd contract float %v289, %v324
  %v326 = or disjoint i64 %v6, 768
  %v327 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v326
  %v328 = load float, ptr %v327, align 4
  %v329 = fsub contract float %v328, %v111
  %v330 = tail call contract float @llvm.maxnum.f32(float %v329, float 0xC055D58A00000000)
  %v331 = tail call contract float @llvm.minnum.f32(float %v330, float 0x40562E4300000000)
  %v332 = tail call contract float @llvm.fmuladd.f32(float %v331, float 0x3FF7154760000000, float 5.000000e-01)
  %v333 = tail call contract float @llvm.floor.f32(float %v332)
  %v334 = tail call contract float @llvm.fmuladd.f32(float %v333, float 0xBFE6300000000000, float %v331)
  %v335 = tail call contract float @llvm.fmuladd.f32(float %v333, float 0x3F2BD01060000000, float %v334)
  %v336 = tail call contract float @llvm.fmuladd.f32(float %v335, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v337 = tail call contract float @llvm.fmuladd.f32(float %v336, float %v335, float 0x3F81112100000000)
  %v338 = tail call contract float @llvm.fmuladd.f32(float %v337, float %v335, float 0x3FA5553820000000)
  %v339 = tail call contract float @llvm.fmuladd.f32(float %v338, float %v335, float 0x3FC5555540000000)
  %v340 = tail call contract float @llvm.fmuladd.f32(float %v339, float %v335, float 5.000000e-01)
  %v341 = fmul contract float %v335, %v335
  %v342 = tail call contract float @llvm.fmuladd.f32(float %v340, float %v341, float %v335)
  %v343 = fadd contract float %v342, 1.000000e+00
  %v344 = fptosi float %v333 to i32
  %v345 = ashr i32 %v344, 1
  %v346 = sub i32 %v344, %v345
  %v347 = shl i32 %v346, 23
  %v348 = add i32 %v347, 1065353216
  %v349 = bitcast i32 %v348 to float
  %v350 = shl i32 %v345, 23
  %v351 = add i32 %v350, 1065353216
  %v352 = bitcast i32 %v351 to float
  %v353 = fmul contract float %v343, %v352
  %v354 = fmul contract float %v353, %v349
  %v355 = fcmp contract olt float %v329, 0xC055D58A00000000
  %v356 = select contract i1 %v355, float 0.000000e+00, float %v354
  %v357 = fcmp contract ogt float %v329, 0x40562E4300000000
  %v358 = select contract i1 %v357, float 0x7FF0000000000000, float %v356
  %v359 = fcmp contract uno float %v329, 0.000000e+00
  %v360 = select contract i1 %v359, float %v329, float %v358
  %v361 = fadd contract float %v325, %v360
  %v362 = or disjoint i64 %v6, 896
  %v363 = icmp ult i64 %v362, 1000
  br i1 %v363, label %v364, label %v365

v364:                                      ; preds = %v93
  %v366 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v362
  %v367 = load float, ptr %v366, align 4
  %v368 = fsub contract float %v367, %v111
  %v369 = tail call contract float @llvm.maxnum.f32(float %v368, float 0xC055D58A00000000)
  %v370 = tail call contract float @llvm.minnum.f32(float %v369, float 0x40562E4300000000)
  %v371 = tail call contract float @llvm.fmuladd.f32(float %v370, float 0x3FF7154760000000, float 5.000000e-01)
  %v372 = tail call contract float @llvm.floor.f32(float %v371)
  %v373 = tail call contract float @llvm.fmuladd.f32(float %v372, float 0xBFE6300000000000, float %v370)
  %v374 = tail call contract float @llvm.fmuladd.f32(float %v372, float 0x3F2BD01060000000, float %v373)
  %v375 = tail call contract float @llvm.fmuladd.f32(float %v374, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v376 = tail call contract float @llvm.fmuladd.f32(float %v375, float %v374, float 0x3F81112100000000)
  %v377 = tail call contract float @llvm.fmuladd.f32(float %v376, float %v374, float 0x3FA5553820000000)
  %v378 = tail call contract float @llvm.fmuladd.f32(float %v377, float %v374, float 0x3FC5555540000000)
  %v379 = tail call contract float @llvm.fmuladd.f32(float %v378, float %v374, float 5.000000e-01)
  %v380 = fmul contract float %v374, %v374
  %v381 = tail call contract float @llvm.fmuladd.f32(float %v379, float %v380, float %v374)
  %v382 = fadd contract float %v381, 1.000000e+00
  %v383 = fptosi float %v372 to i32
  %v384 = ashr i32 %v383, 1
  %v385 = sub i32 %v383, %v384
  %v386 = shl i32 %v385, 23
  %v387 = add i32 %v386, 1065353216
  %v388 = bitcast i32 %v387 to float
  %v389 = shl i32 %v384, 23
  %v390 = add i32 %v389, 1065353216
  %v391 = bitcast i32 %v390 to float
  %v392 = fmul contract float %v382, %v391
  %v393 = fmul contract float %v392, %v388
  %v394 = fcmp contract olt float %v368, 0xC055D58A00000000
  %v395 = select contract i1 %v394, float 0.000000e+00, float %v393
  %v396 = fcmp contract ogt float %v368, 0x40562E4300000000
  %v397 = select contract i1 %v396, float 0x7FF0000000000000, float %v395
  %v398 = fcmp contract uno float %v368, 0.000000e+00
  %v399 = select contract i1 %v398, float %v368, float %v397
  %v400 = fadd contract float %v361, %v399
  br label %v365

v365:                                      ; preds = %v364, %v93
  %v401 = phi float [ %v400, %v364 ], [ %v361, %v93 ]
  %v402 = bitcast float %v401 to i32
  %v403 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v402, i32 16, i32 31)
  %v404 = bitcast i32 %v403 to float
  %v405 = fadd contract float %v401, %v404
  %v406 = bitcast float %v405 to i32
  %v407 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v406, i32 8, i32 31)
  %v408 = bitcast i32 %v407 to float
  %v409 = fadd contract float %v405, %v408
  %v410 = bitcast float %v409 to i32
  %v411 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v410, i32 4, i32 31)
  %v412 = bitcast i32 %v411 to float
  %v413 = fadd contract float %v409, %v412
  %v414 = bitcast float %v413 to i32
  %v415 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v414, i32 2, i32 31)
  %v416 = bitcast i32 %v415 to float
  %v417 = fadd contract float %v413, %v416
  %v418 = bitcast float %v417 to i32
  %v419 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v418, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier0()
  br i1 %v91, label %v420, label %v421

v420:                                        ; preds = %v365
  %v422 = lshr exact i64 %v6, 3
  %v423 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.expsum.red to ptr), i64 %v422
  %v424 = bitcast i32 %v419 to float
  %v425 = fadd contract float %v417, %v424
  store float %v425, ptr %v423, align 4
  br label %v421

v421:                                        ; preds = %v420, %v365
  tail call void @llvm.nvvm.barrier0()
  %v426 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.expsum.red to ptr), i64 %v99
  %v427 = load float, ptr %v426, align 4
  %v428 = bitcast float %v427 to i32
  %v429 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v428, i32 2, i32 31)
  %v430 = bitcast i32 %v429 to float
  %v431 = fadd contract float %v427, %v430
  %v432 = bitcast float %v431 to i32
  %v433 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v432, i32 1, i32 31)
  %v434 = bitcast i32 %v433 to float
  %v435 = fadd contract float %v431, %v434
  %v436 = fadd contract float %v435, 0.000000e+00
  %v437 = getelementptr inbounds i8, ptr %v1, i64 %v9
  %v438 = getelementptr inbounds float, ptr %v437, i64 %v6
  %v439 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v6
  %v440 = load float, ptr %v439, align 4
  %v441 = fsub contract float %v440, %v111
  %v442 = tail call contract float @llvm.maxnum.f32(float %v441, float 0xC055D58A00000000)
  %v443 = tail call contract float @llvm.minnum.f32(float %v442, float 0x40562E4300000000)
  %v444 = tail call contract float @llvm.fmuladd.f32(float %v443, float 0x3FF7154760000000, float 5.000000e-01)
  %v445 = tail call contract float @llvm.floor.f32(float %v444)
  %v446 = tail call contract float @llvm.fmuladd.f32(float %v445, float 0xBFE6300000000000, float %v443)
  %v447 = tail call contract float @llvm.fmuladd.f32(float %v445, float 0x3F2BD01060000000, float %v446)
  %v448 = tail call contract float @llvm.fmuladd.f32(float %v447, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v449 = tail call contract float @llvm.fmuladd.f32(float %v448, float %v447, float 0x3F81112100000000)
  %v450 = tail call contract float @llvm.fmuladd.f32(float %v449, float %v447, float 0x3FA5553820000000)
  %v451 = tail call contract float @llvm.fmuladd.f32(float %v450, float %v447, float 0x3FC5555540000000)
  %v452 = tail call contract float @llvm.fmuladd.f32(float %v451, float %v447, float 5.000000e-01)
  %v453 = fmul contract float %v447, %v447
  %v454 = tail call contract float @llvm.fmuladd.f32(float %v452, float %v453, float %v447)
  %v455 = fadd contract float %v454, 1.000000e+00
  %v456 = fptosi float %v445 to i32
  %v457 = ashr i32 %v456, 1
  %v458 = sub i32 %v456, %v457
  %v459 = shl i32 %v458, 23
  %v460 = add i32 %v459, 1065353216
  %v461 = bitcast i32 %v460 to float
  %v462 = shl i32 %v457, 23
  %v463 = add i32 %v462, 1065353216
  %v464 = bitcast i32 %v463 to float
  %v465 = fmul contract float %v455, %v464
  %v466 = fmul contract float %v465, %v461
  %v467 = fcmp contract olt float %v441, 0xC055D58A00000000
  %v468 = select contract i1 %v467, float 0.000000e+00, float %v466
  %v469 = fcmp contract ogt float %v441, 0x40562E4300000000
  %v470 = select contract i1 %v469, float 0x7FF0000000000000, float %v468
  %v471 = fcmp contract uno float %v441, 0.000000e+00
  %v472 = select contract i1 %v471, float %v441, float %v470
  %v473 = fdiv contract float %v472, %v436
  store float %v473, ptr %v438, align 4
  %v474 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v7
  %v475 = load float, ptr %v474, align 4
  %v476 = fsub contract float %v475, %v111
  %v477 = tail call contract float @llvm.maxnum.f32(float %v476, float 0xC055D58A00000000)
  %v478 = tail call contract float @llvm.minnum.f32(float %v477, float 0x40562E4300000000)
  %v479 = tail call contract float @llvm.fmuladd.f32(float %v478, float 0x3FF7154760000000, float 5.000000e-01)
  %v480 = tail call contract float @llvm.floor.f32(float %v479)
  %v481 = tail call contract float @llvm.fmuladd.f32(float %v480, float 0xBFE6300000000000, float %v478)
  %v482 = tail call contract float @llvm.fmuladd.f32(float %v480, float 0x3F2BD01060000000, float %v481)
  %v483 = tail call contract float @llvm.fmuladd.f32(float %v482, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v484 = tail call contract float @llvm.fmuladd.f32(float %v483, float %v482, float 0x3F81112100000000)
  %v485 = tail call contract float @llvm.fmuladd.f32(float %v484, float %v482, float 0x3FA5553820000000)
  %v486 = tail call contract float @llvm.fmuladd.f32(float %v485, float %v482, float 0x3FC5555540000000)
  %v487 = tail call contract float @llvm.fmuladd.f32(float %v486, float %v482, float 5.000000e-01)
  %v488 = fmul contract float %v482, %v482
  %v489 = tail call contract float @llvm.fmuladd.f32(float %v487, float %v488, float %v482)
  %v490 = fadd contract float %v489, 1.000000e+00
  %v491 = fptosi float %v480 to i32
  %v492 = ashr i32 %v491, 1
  %v493 = sub i32 %v491, %v492
  %v494 = shl i32 %v493, 23
  %v495 = add i32 %v494, 1065353216
  %v496 = bitcast i32 %v495 to float
  %v497 = shl i32 %v492, 23
  %v498 = add i32 %v497, 1065353216
  %v499 = bitcast i32 %v498 to float
  %v500 = fmul contract float %v490, %v499
  %v501 = fmul contract float %v500, %v496
  %v502 = fcmp contract olt float %v476, 0xC055D58A00000000
  %v503 = select contract i1 %v502, float 0.000000e+00, float %v501
  %v504 = fcmp contract ogt float %v476, 0x40562E4300000000
  %v505 = select contract i1 %v504, float 0x7FF0000000000000, float %v503
  %v506 = fcmp contract uno float %v476, 0.000000e+00
  %v507 = select contract i1 %v506, float %v476, float %v505
  %v508 = fdiv contract float %v507, %v436
  %v509 = getelementptr inbounds i8, ptr %v438, i64 512
  store float %v508, ptr %v509, align 4
  %v510 = or disjoint i64 %v6, 256
  %v511 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v510
  %v512 = load float, ptr %v511, align 4
  %v513 = fsub contract float %v512, %v111
  %v514 = tail call contract float @llvm.maxnum.f32(float %v513, float 0xC055D58A00000000)
  %v515 = tail call contract float @llvm.minnum.f32(float %v514, float 0x40562E4300000000)
  %v516 = tail call contract float @llvm.fmuladd.f32(float %v515, float 0x3FF7154760000000, float 5.000000e-01)
  %v517 = tail call contract float @llvm.floor.f32(float %v516)
  %v518 = tail call contract float @llvm.fmuladd.f32(float %v517, float 0xBFE6300000000000, float %v515)
  %v519 = tail call contract float @llvm.fmuladd.f32(float %v517, float 0x3F2BD01060000000, float %v518)
  %v520 = tail call contract float @llvm.fmuladd.f32(float %v519, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v521 = tail call contract float @llvm.fmuladd.f32(float %v520, float %v519, float 0x3F81112100000000)
  %v522 = tail call contract float @llvm.fmuladd.f32(float %v521, float %v519, float 0x3FA5553820000000)
  %v523 = tail call contract float @llvm.fmuladd.f32(float %v522, float %v519, float 0x3FC5555540000000)
  %v524 = tail call contract float @llvm.fmuladd.f32(float %v523, float %v519, float 5.000000e-01)
  %v525 = fmul contract float %v519, %v519
  %v526 = tail call contract float @llvm.fmuladd.f32(float %v524, float %v525, float %v519)
  %v527 = fadd contract float %v526, 1.000000e+00
  %v528 = fptosi float %v517 to i32
  %v529 = ashr i32 %v528, 1
  %v530 = sub i32 %v528, %v529
  %v531 = shl i32 %v530, 23
  %v532 = add i32 %v531, 1065353216
  %v533 = bitcast i32 %v532 to float
  %v534 = shl i32 %v529, 23
  %v535 = add i32 %v534, 1065353216
  %v536 = bitcast i32 %v535 to float
  %v537 = fmul contract float %v527, %v536
  %v538 = fmul contract float %v537, %v533
  %v539 = fcmp contract olt float %v513, 0xC055D58A00000000
  %v540 = select contract i1 %v539, float 0.000000e+00, float %v538
  %v541 = fcmp contract ogt float %v513, 0x40562E4300000000
  %v542 = select contract i1 %v541, float 0x7FF0000000000000, float %v540
  %v543 = fcmp contract uno float %v513, 0.000000e+00
  %v544 = select contract i1 %v543, float %v513, float %v542
  %v545 = fdiv contract float %v544, %v436
  %v546 = getelementptr inbounds i8, ptr %v438, i64 1024
  store float %v545, ptr %v546, align 4
  %v547 = or disjoint i64 %v6, 384
  %v548 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v547
  %v549 = load float, ptr %v548, align 4
  %v550 = fsub contract float %v549, %v111
  %v551 = tail call contract float @llvm.maxnum.f32(float %v550, float 0xC055D58A00000000)
  %v552 = tail call contract float @llvm.minnum.f32(float %v551, float 0x40562E4300000000)
  %v553 = tail call contract float @llvm.fmuladd.f32(float %v552, float 0x3FF7154760000000, float 5.000000e-01)
  %v554 = tail call contract float @llvm.floor.f32(float %v553)
  %v555 = tail call contract float @llvm.fmuladd.f32(float %v554, float 0xBFE6300000000000, float %v552)
  %v556 = tail call contract float @llvm.fmuladd.f32(float %v554, float 0x3F2BD01060000000, float %v555)
  %v557 = tail call contract float @llvm.fmuladd.f32(float %v556, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v558 = tail call contract float @llvm.fmuladd.f32(float %v557, float %v556, float 0x3F81112100000000)
  %v559 = tail call contract float @llvm.fmuladd.f32(float %v558, float %v556, float 0x3FA5553820000000)
  %v560 = tail call contract float @llvm.fmuladd.f32(float %v559, float %v556, float 0x3FC5555540000000)
  %v561 = tail call contract float @llvm.fmuladd.f32(float %v560, float %v556, float 5.000000e-01)
  %v562 = fmul contract float %v556, %v556
  %v563 = tail call contract float @llvm.fmuladd.f32(float %v561, float %v562, float %v556)
  %v564 = fadd contract float %v563, 1.000000e+00
  %v565 = fptosi float %v554 to i32
  %v566 = ashr i32 %v565, 1
  %v567 = sub i32 %v565, %v566
  %v568 = shl i32 %v567, 23
  %v569 = add i32 %v568, 1065353216
  %v570 = bitcast i32 %v569 to float
  %v571 = shl i32 %v566, 23
  %v572 = add i32 %v571, 1065353216
  %v573 = bitcast i32 %v572 to float
  %v574 = fmul contract float %v564, %v573
  %v575 = fmul contract float %v574, %v570
  %v576 = fcmp contract olt float %v550, 0xC055D58A00000000
  %v577 = select contract i1 %v576, float 0.000000e+00, float %v575
  %v578 = fcmp contract ogt float %v550, 0x40562E4300000000
  %v579 = select contract i1 %v578, float 0x7FF0000000000000, float %v577
  %v580 = fcmp contract uno float %v550, 0.000000e+00
  %v581 = select contract i1 %v580, float %v550, float %v579
  %v582 = fdiv contract float %v581, %v436
  %v583 = getelementptr inbounds i8, ptr %v438, i64 1536
  store float %v582, ptr %v583, align 4
  %v584 = or disjoint i64 %v6, 512
  %v585 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v584
  %v586 = load float, ptr %v585, align 4
  %v587 = fsub contract float %v586, %v111
  %v588 = tail call contract float @llvm.maxnum.f32(float %v587, float 0xC055D58A00000000)
  %v589 = tail call contract float @llvm.minnum.f32(float %v588, float 0x40562E4300000000)
  %v590 = tail call contract float @llvm.fmuladd.f32(float %v589, float 0x3FF7154760000000, float 5.000000e-01)
  %v591 = tail call contract float @llvm.floor.f32(float %v590)
  %v592 = tail call contract float @llvm.fmuladd.f32(float %v591, float 0xBFE6300000000000, float %v589)
  %v593 = tail call contract float @llvm.fmuladd.f32(float %v591, float 0x3F2BD01060000000, float %v592)
  %v594 = tail call contract float @llvm.fmuladd.f32(float %v593, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v595 = tail call contract float @llvm.fmuladd.f32(float %v594, float %v593, float 0x3F81112100000000)
  %v596 = tail call contract float @llvm.fmuladd.f32(float %v595, float %v593, float 0x3FA5553820000000)
  %v597 = tail call contract float @llvm.fmuladd.f32(float %v596, float %v593, float 0x3FC5555540000000)
  %v598 = tail call contract float @llvm.fmuladd.f32(float %v597, float %v593, float 5.000000e-01)
  %v599 = fmul contract float %v593, %v593
  %v600 = tail call contract float @llvm.fmuladd.f32(float %v598, float %v599, float %v593)
  %v601 = fadd contract float %v600, 1.000000e+00
  %v602 = fptosi float %v591 to i32
  %v603 = ashr i32 %v602, 1
  %v604 = sub i32 %v602, %v603
  %v605 = shl i32 %v604, 23
  %v606 = add i32 %v605, 1065353216
  %v607 = bitcast i32 %v606 to float
  %v608 = shl i32 %v603, 23
  %v609 = add i32 %v608, 1065353216
  %v610 = bitcast i32 %v609 to float
  %v611 = fmul contract float %v601, %v610
  %v612 = fmul contract float %v611, %v607
  %v613 = fcmp contract olt float %v587, 0xC055D58A00000000
  %v614 = select contract i1 %v613, float 0.000000e+00, float %v612
  %v615 = fcmp contract ogt float %v587, 0x40562E4300000000
  %v616 = select contract i1 %v615, float 0x7FF0000000000000, float %v614
  %v617 = fcmp contract uno float %v587, 0.000000e+00
  %v618 = select contract i1 %v617, float %v587, float %v616
  %v619 = fdiv contract float %v618, %v436
  %v620 = getelementptr inbounds i8, ptr %v438, i64 2048
  store float %v619, ptr %v620, align 4
  %v621 = or disjoint i64 %v6, 640
  %v622 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v621
  %v623 = load float, ptr %v622, align 4
  %v624 = fsub contract float %v623, %v111
  %v625 = tail call contract float @llvm.maxnum.f32(float %v624, float 0xC055D58A00000000)
  %v626 = tail call contract float @llvm.minnum.f32(float %v625, float 0x40562E4300000000)
  %v627 = tail call contract float @llvm.fmuladd.f32(float %v626, float 0x3FF7154760000000, float 5.000000e-01)
  %v628 = tail call contract float @llvm.floor.f32(float %v627)
  %v629 = tail call contract float @llvm.fmuladd.f32(float %v628, float 0xBFE6300000000000, float %v626)
  %v630 = tail call contract float @llvm.fmuladd.f32(float %v628, float 0x3F2BD01060000000, float %v629)
  %v631 = tail call contract float @llvm.fmuladd.f32(float %v630, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v632 = tail call contract float @llvm.fmuladd.f32(float %v631, float %v630, float 0x3F81112100000000)
  %v633 = tail call contract float @llvm.fmuladd.f32(float %v632, float %v630, float 0x3FA5553820000000)
  %v634 = tail call contract float @llvm.fmuladd.f32(float %v633, float %v630, float 0x3FC5555540000000)
  %v635 = tail call contract float @llvm.fmuladd.f32(float %v634, float %v630, float 5.000000e-01)
  %v636 = fmul contract float %v630, %v630
  %v637 = tail call contract float @llvm.fmuladd.f32(float %v635, float %v636, float %v630)
  %v638 = fadd contract float %v637, 1.000000e+00
  %v639 = fptosi float %v628 to i32
  %v640 = ashr i32 %v639, 1
  %v641 = sub i32 %v639, %v640
  %v642 = shl i32 %v641, 23
  %v643 = add i32 %v642, 1065353216
  %v644 = bitcast i32 %v643 to float
  %v645 = shl i32 %v640, 23
  %v646 = add i32 %v645, 1065353216
  %v647 = bitcast i32 %v646 to float
  %v648 = fmul contract float %v638, %v647
  %v649 = fmul contract float %v648, %v644
  %v650 = fcmp contract olt float %v624, 0xC055D58A00000000
  %v651 = select contract i1 %v650, float 0.000000e+00, float %v649
  %v652 = fcmp contract ogt float %v624, 0x40562E4300000000
  %v653 = select contract i1 %v652, float 0x7FF0000000000000, float %v651
  %v654 = fcmp contract uno float %v624, 0.000000e+00
  %v655 = select contract i1 %v654, float %v624, float %v653
  %v656 = fdiv contract float %v655, %v436
  %v657 = getelementptr inbounds i8, ptr %v438, i64 2560
  store float %v656, ptr %v657, align 4
  %v658 = or disjoint i64 %v6, 768
  %v659 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v658
  %v660 = load float, ptr %v659, align 4
  %v661 = fsub contract float %v660, %v111
  %v662 = tail call contract float @llvm.maxnum.f32(float %v661, float 0xC055D58A00000000)
  %v663 = tail call contract float @llvm.minnum.f32(float %v662, float 0x40562E4300000000)
  %v664 = tail call contract float @llvm.fmuladd.f32(float %v663, float 0x3FF7154760000000, float 5.000000e-01)
  %v665 = tail call contract float @llvm.floor.f32(float %v664)
  %v666 = tail call contract float @llvm.fmuladd.f32(float %v665, float 0xBFE6300000000000, float %v663)
  %v667 = tail call contract float @llvm.fmuladd.f32(float %v665, float 0x3F2BD01060000000, float %v666)
  %v668 = tail call contract float @llvm.fmuladd.f32(float %v667, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v669 = tail call contract float @llvm.fmuladd.f32(float %v668, float %v667, float 0x3F81112100000000)
  %v670 = tail call contract float @llvm.fmuladd.f32(float %v669, float %v667, float 0x3FA5553820000000)
  %v671 = tail call contract float @llvm.fmuladd.f32(float %v670, float %v667, float 0x3FC5555540000000)
  %v672 = tail call contract float @llvm.fmuladd.f32(float %v671, float %v667, float 5.000000e-01)
  %v673 = fmul contract float %v667, %v667
  %v674 = tail call contract float @llvm.fmuladd.f32(float %v672, float %v673, float %v667)
  %v675 = fadd contract float %v674, 1.000000e+00
  %v676 = fptosi float %v665 to i32
  %v677 = ashr i32 %v676, 1
  %v678 = sub i32 %v676, %v677
  %v679 = shl i32 %v678, 23
  %v680 = add i32 %v679, 1065353216
  %v681 = bitcast i32 %v680 to float
  %v682 = shl i32 %v677, 23
  %v683 = add i32 %v682, 1065353216
  %v684 = bitcast i32 %v683 to float
  %v685 = fmul contract float %v675, %v684
  %v686 = fmul contract float %v685, %v681
  %v687 = fcmp contract olt float %v661, 0xC055D58A00000000
  %v688 = select contract i1 %v687, float 0.000000e+00, float %v686
  %v689 = fcmp contract ogt float %v661, 0x40562E4300000000
  %v690 = select contract i1 %v689, float 0x7FF0000000000000, float %v688
  %v691 = fcmp contract uno float %v661, 0.000000e+00
  %v692 = select contract i1 %v691, float %v661, float %v690
  %v693 = fdiv contract float %v692, %v436
  %v694 = getelementptr inbounds i8, ptr %v438, i64 3072
  store float %v693, ptr %v694, align 4
  %v695 = or disjoint i64 %v6, 896
  %v696 = icmp ult i64 %v695, 1000
  br i1 %v696, label %v697, label %v698

v697:                                      ; preds = %v421
  %v699 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v695
  %v700 = load float, ptr %v699, align 4
  %v701 = fsub contract float %v700, %v111
  %v702 = tail call contract float @llvm.maxnum.f32(float %v701, float 0xC055D58A00000000)
  %v703 = tail call contract float @llvm.minnum.f32(float %v702, float 0x40562E4300000000)
  %v704 = tail call contract float @llvm.fmuladd.f32(float %v703, float 0x3FF7154760000000, float 5.000000e-01)
  %v705 = tail call contract float @llvm.floor.f32(float %v704)
  %v706 = tail call contract float @llvm.fmuladd.f32(float %v705, float 0xBFE6300000000000, float %v703)
  %v707 = tail call contract float @llvm.fmuladd.f32(float %v705, float 0x3F2BD01060000000, float %v706)
  %v708 = tail call contract float @llvm.fmuladd.f32(float %v707, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v709 = tail call contract float @llvm.fmuladd.f32(float %v708, float %v707, float 0x3F81112100000000)
  %v710 = tail call contract float @llvm.fmuladd.f32(float %v709, float %v707, float 0x3FA5553820000000)
  %v711 = tail call contract float @llvm.fmuladd.f32(float %v710, float %v707, float 0x3FC5555540000000)
  %v712 = tail call contract float @llvm.fmuladd.f32(float %v711, float %v707, float 5.000000e-01)
  %v713 = fmul contract float %v707, %v707
  %v714 = tail call contract float @llvm.fmuladd.f32(float %v712, float %v713, float %v707)
  %v715 = fadd contract float %v714, 1.000000e+00
  %v716 = fptosi float %v705 to i32
  %v717 = ashr i32 %v716, 1
  %v718 = sub i32 %v716, %v717
  %v719 = shl i32 %v718, 23
  %v720 = add i32 %v719, 1065353216
  %v721 = bitcast i32 %v720 to float
  %v722 = shl i32 %v717, 23
  %v723 = add i32 %v722, 1065353216
  %v724 = bitcast i32 %v723 to float
  %v725 = fmul contract float %v715, %v724
  %v726 = fmul contract float %v725, %v721
  %v727 = fcmp contract olt float %v701, 0xC055D58A00000000
  %v728 = select contract i1 %v727, float 0.000000e+00, float %v726
  %v729 = fcmp contract ogt float %v701, 0x40562E4300000000
  %v730 = select contract i1 %v729, float 0x7FF0000000000000, float %v728
  %v731 = fcmp contract uno float %v701, 0.000000e+00
  %v732 = select contract i1 %v731, float %v701, float %v730
  %v733 = fdiv contract float %v732, %v436
  %v734 = getelementptr inbounds i8, ptr %v438, i64 3584
  store float %v733, ptr %v734, align 4
  br label %v698

v698:                                      ; preds = %v697, %v421
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
