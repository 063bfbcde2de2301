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
  %v126 = tail call contract float @llvm.fmuladd.f32(float %v125, float %v120, float 1.000000e+00)
  %v127 = tail call contract float @llvm.fmuladd.f32(float %v126, float %v120, float 1.000000e+00)
  %v128 = fptosi float %v118 to i32
  %v129 = shl i32 %v128, 23
  %v130 = bitcast float %v127 to i32
  %v131 = add i32 %v129, %v130
  %v132 = bitcast i32 %v131 to float
  %v133 = fcmp contract olt float %v114, 0xC055D58A00000000
  %v134 = select contract i1 %v133, float 0.000000e+00, float %v132
  %v135 = fcmp contract oge float %v114, 0x40562E4300000000
  %v136 = select contract i1 %v135, float 0x7FF0000000000000, float %v134
  %v137 = fcmp contract uno float %v114, 0.000000e+00
  %v138 = select contract i1 %v137, float %v114, float %v136
  %v139 = fadd contract float %v138, 0.000000e+00
  %v140 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v7
  %v141 = load float, ptr %v140, align 4
  %v142 = fsub contract float %v141, %v111
  %v143 = tail call contract float @llvm.maxnum.f32(float %v142, float 0xC055D58A00000000)
  %v144 = tail call contract float @llvm.minnum.f32(float %v143, float 0x40562E4300000000)
  %v145 = tail call contract float @llvm.fmuladd.f32(float %v144, float 0x3FF7154760000000, float 5.000000e-01)
  %v146 = tail call contract float @llvm.floor.f32(float %v145)
  %v147 = tail call contract float @llvm.fmuladd.f32(float %v146, float 0xBFE6300000000000, float %v144)
  %v148 = tail call contract float @llvm.fmuladd.f32(float %v146, float 0x3F2BD01060000000, float %v147)
  %v149 = tail call contract float @llvm.fmuladd.f32(float %v148, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v150 = tail call contract float @llvm.fmuladd.f32(float %v149, float %v148, float 0x3F81112100000000)
  %v151 = tail call contract float @llvm.fmuladd.f32(float %v150, float %v148, float 0x3FA5553820000000)
  %v152 = tail call contract float @llvm.fmuladd.f32(float %v151, float %v148, float 0x3FC5555540000000)
  %v153 = tail call contract float @llvm.fmuladd.f32(float %v152, float %v148, float 5.000000e-01)
  %v154 = tail call contract float @llvm.fmuladd.f32(float %v153, float %v148, float 1.000000e+00)
  %v155 = tail call contract float @llvm.fmuladd.f32(float %v154, float %v148, float 1.000000e+00)
  %v156 = fptosi float %v146 to i32
  %v157 = shl i32 %v156, 23
  %v158 = bitcast float %v155 to i32
  %v159 = add i32 %v157, %v158
  %v160 = bitcast i32 %v159 to float
  %v161 = fcmp contract olt float %v142, 0xC055D58A00000000
  %v162 = select contract i1 %v161, float 0.000000e+00, float %v160
  %v163 = fcmp contract oge float %v142, 0x40562E4300000000
  %v164 = select contract i1 %v163, float 0x7FF0000000000000, float %v162
  %v165 = fcmp contract uno float %v142, 0.000000e+00
  %v166 = select contract i1 %v165, float %v142, float %v164
  %v167 = fadd contract float %v139, %v166
  %v168 = or disjoint i64 %v6, 256
  %v169 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v168
  %v170 = load float, ptr %v169, align 4
  %v171 = fsub contract float %v170, %v111
  %v172 = tail call contract float @llvm.maxnum.f32(float %v171, float 0xC055D58A00000000)
  %v173 = tail call contract float @llvm.minnum.f32(float %v172, float 0x40562E4300000000)
  %v174 = tail call contract float @llvm.fmuladd.f32(float %v173, float 0x3FF7154760000000, float 5.000000e-01)
  %v175 = tail call contract float @llvm.floor.f32(float %v174)
  %v176 = tail call contract float @llvm.fmuladd.f32(float %v175, float 0xBFE6300000000000, float %v173)
  %v177 = tail call contract float @llvm.fmuladd.f32(float %v175, float 0x3F2BD01060000000, float %v176)
  %v178 = tail call contract float @llvm.fmuladd.f32(float %v177, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v179 = tail call contract float @llvm.fmuladd.f32(float %v178, float %v177, float 0x3F81112100000000)
  %v180 = tail call contract float @llvm.fmuladd.f32(float %v179, float %v177, float 0x3FA5553820000000)
  %v181 = tail call contract float @llvm.fmuladd.f32(float %v180, float %v177, float 0x3FC5555540000000)
  %v182 = tail call contract float @llvm.fmuladd.f32(float %v181, float %v177, float 5.000000e-01)
  %v183 = tail call contract float @llvm.fmuladd.f32(float %v182, float %v177, float 1.000000e+00)
  %v184 = tail call contract float @llvm.fmuladd.f32(float %v183, float %v177, float 1.000000e+00)
  %v185 = fptosi float %v175 to i32
  %v186 = shl i32 %v185, 23
  %v187 = bitcast float %v184 to i32
  %v188 = add i32 %v186, %v187
  %v189 = bitcast i32 %v188 to float
  %v190 = fcmp contract olt float %v171, 0xC055D58A00000000
  %v191 = select contract i1 %v190, float 0.000000e+00, float %v189
  %v192 = fcmp contract oge float %v171, 0x40562E4300000000
  %v193 = select contract i1 %v192, float 0x7FF0000000000000, float %v191
  %v194 = fcmp contract uno float %v171, 0.000000e+00
  %v195 = select contract i1 %v194, float %v171, float %v193
  %v196 = fadd contract float %v167, %v195
  %v197 = or disjoint i64 %v6, 384
  %v198 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v197
  %v199 = load float, ptr %v198, align 4
  %v200 = fsub contract float %v199, %v111
  %v201 = tail call contract float @llvm.maxnum.f32(float %v200, float 0xC055D58A00000000)
  %v202 = tail call contract float @llvm.minnum.f32(float %v201, float 0x40562E4300000000)
  %v203 = tail call contract float @llvm.fmuladd.f32(float %v202, float 0x3FF7154760000000, float 5.000000e-01)
  %v204 = tail call contract float @llvm.floor.f32(float %v203)
  %v205 = tail call contract float @llvm.fmuladd.f32(float %v204, float 0xBFE6300000000000, float %v202)
  %v206 = tail call contract float @llvm.fmuladd.f32(float %v204, float 0x3F2BD01060000000, float %v205)
  %v207 = tail call contract float @llvm.fmuladd.f32(float %v206, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v208 = tail call contract float @llvm.fmuladd.f32(float %v207, float %v206, float 0x3F81112100000000)
  %v209 = tail call contract float @llvm.fmuladd.f32(float %v208, float %v206, float 0x3FA5553820000000)
  %v210 = tail call contract float @llvm.fmuladd.f32(float %v209, float %v206, float 0x3FC5555540000000)
  %v211 = tail call contract float @llvm.fmuladd.f32(float %v210, float %v206, float 5.000000e-01)
  %v212 = tail call contract float @llvm.fmuladd.f32(float %v211, float %v206, float 1.000000e+00)
  %v213 = tail call contract float @llvm.fmuladd.f32(float %v212, float %v206, float 1.000000e+00)
  %v214 = fptosi float %v204 to i32
  %v215 = shl i32 %v214, 23
  %v216 = bitcast float %v213 to i32
  %v217 = add i32 %v215, %v216
  %v218 = bitcast i32 %v217 to float
  %v219 = fcmp contract olt float %v200, 0xC055D58A00000000
  %v220 = select contract i1 %v219, float 0.000000e+00, float %v218
  %v221 = fcmp contract oge float %v200, 0x40562E4300000000
  %v222 = select contract i1 %v221, float 0x7FF0000000000000, float %v220
  %v223 = fcmp contract uno float %v200, 0.000000e+00
  %v224 = select contract i1 %v223, float %v200, float %v222
  %v225 = fadd contract float %v196, %v224
  %v226 = or disjoint i64 %v6, 512
  %v227 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v226
  %v228 = load float, ptr %v227, align 4
  %v229 = fsub contract float %v228, %v111
  %v230 = tail call contract float @llvm.maxnum.f32(float %v229, float 0xC055D58A00000000)
  %v231 = tail call contract float @llvm.minnum.f32(float %v230, float 0x40562E4300000000)
  %v232 = tail call contract float @llvm.fmuladd.f32(float %v231, float 0x3FF7154760000000, float 5.000000e-01)
  %v233 = tail call contract float @llvm.floor.f32(float %v232)
  %v234 = tail call contract float @llvm.fmuladd.f32(float %v233, float 0xBFE6300000000000, float %v231)
  %v235 = tail call contract float @llvm.fmuladd.f32(float %v233, float 0x3F2BD01060000000, float %v234)
  %v236 = tail call contract float @llvm.fmuladd.f32(float %v235, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v237 = tail call contract float @llvm.fmuladd.f32(float %v236, float %v235, float 0x3F81112100000000)
  %v238 = tail call contract float @llvm.fmuladd.f32(float %v237, float %v235, float 0x3FA5553820000000)
  %v239 = tail call contract float @llvm.fmuladd.f32(float %v238, float %v235, float 0x3FC5555540000000)
  %v240 = tail call contract float @llvm.fmuladd.f32(float %v239, float %v235, float 5.000000e-01)
  %v241 = tail call contract float @llvm.fmuladd.f32(float %v240, float %v235, float 1.000000e+00)
  %v242 = tail call contract float @llvm.fmuladd.f32(float %v241, float %v235, float 1.000000e+00)
  %v243 = fptosi float %v233 to i32
  %v244 = shl i32 %v243, 23
  %v245 = bitcast float %v242 to i32
  %v246 = add i32 %v244, %v245
  %v247 = bitcast i32 %v246 to float
  %v248 = fcmp contract olt float %v229, 0xC055D58A00000000
  %v249 = select contract i1 %v248, float 0.000000e+00, float %v247
  %v250 = fcmp contract oge float %v229, 0x40562E4300000000
  %v251 = select contract i1 %v250, float 0x7FF0000000000000, float %v249
  %v252 = fcmp contract uno float %v229, 0.000000e+00
  %v253 = select contract i1 %v252, float %v229, float %v251
  %v254 = fadd contract float %v225, %v253
  %v255 = or disjoint i64 %v6, 640
  %v256 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v255
  %v257 = load float, ptr %v256, align 4
  %v258 = fsub contract float %v257, %v111
  %v259 = tail call contract float @llvm.maxnum.f32(float %v258, float 0xC055D58A00000000)
  %v260 = tail call contract float @llvm.minnum.f32(float %v259, float 0x40562E4300000000)
  %v261 = tail call contract float @llvm.fmuladd.f32(float %v260, float 0x3FF7154760000000, float 5.000000e-01)
  %v262 = tail call contract float @llvm.floor.f32(float %v261)
  %v263 = tail call contract float @llvm.fmuladd.f32(float %v262, float 0xBFE6300000000000, float %v260)
  %v264 = tail call contract float @llvm.fmuladd.f32(float %v262, float 0x3F2BD01060000000, float %v263)
  %v265 = tail call contract float @llvm.fmuladd.f32(float %v264, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v266 = tail call contract float @llvm.fmuladd.f32(float %v265, float %v264, float 0x3F81112100000000)
  %v267 = tail call contract float @llvm.fmuladd.f32(float %v266, float %v264, float 0x3FA5553820000000)
  %v268 = tail call contract float @llvm.fmuladd.f32(float %v267, float %v264, float 0x3FC5555540000000)
  %v269 = tail call contract float @llvm.fmuladd.f32(float %v268, float %v264, float 5.000000e-01)
  %v270 = tail call contract float @llvm.fmuladd.f32(float %v269, float %v264, float 1.000000e+00)
  %v271 = tail call contract float @llvm.fmuladd.f32(float %v270, float %v264, float 1.000000e+00)
  %v272 = fptosi float %v262 to i32
  %v273 = shl i32 %v272, 23
  %v274 = bitcast float %v271 to i32
  %v275 = add i32 %v273, %v274
  %v276 = bitcast i32 %v275 to float
  %v277 = fcmp contract olt float %v258, 0xC055D58A00000000
  %v278 = select contract i1 %v277, float 0.000000e+00, float %v276
  %v279 = fcmp contract oge float %v258, 0x40562E4300000000
  %v280 = select contract i1 %v279, float 0x7FF0000000000000, float %v278
  %v281 = fcmp contract uno float %v258, 0.000000e+00
  %v282 = select contract i1 %v281, float %v258, float %v280
  %v283 = fadd contract float %v254, %v282
  %v284 = or disjoint i64 %v6, 768
  %v285 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v284
  %v286 = load float, ptr %v285, align 4
  %v287 = fsub contract float %v286, %v111
  %v288 = tail call contract float @llvm.maxnum.f32(float %v287, float 0xC055D58A00000000)
  %v289 = tail call contract float @llvm.minnum.f32(float %v288, float 0x40562E4300000000)
  %v290 = tail call contract float @llvm.fmuladd.f32(float %v289, float 0x3FF7154760000000, float 5.000000e-01)
  %v291 = tail call contract float @llvm.floor.f32(float %v290)
  %v292 = tail call contract float @llvm.fmuladd.f32(float %v291, float 0xBFE6300000000000, float %v289)
  %v293 = tail call contract float @llvm.fmuladd.f32(float %v291, float 0x3F2BD01060000000, float %v292)
  %v294 = tail call contract float @llvm.fmuladd.f32(float %v293, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v295 = tail call contract float @llvm.fmuladd.f32(float %v294, float %v293, float 0x3F81112100000000)
  %v296 = tail call contract float @llvm.fmuladd.f32(float %v295, float %v293, float 0x3FA5553820000000)
  %v297 = tail call contract float @llvm.fmuladd.f32(float %v296, float %v293, float 0x3FC5555540000000)
  %v298 = tail call contract float @llvm.fmuladd.f32(float %v297, float %v293, float 5.000000e-01)
  %v299 = tail call contract float @llvm.fmuladd.f32(float %v298, float %v293, float 1.000000e+00)
  %v300 = tail call contract float @llvm.fmuladd.f32(float %v299, float %v293, float 1.000000e+00)
  %v301 = fptosi float %v291 to i32
  %v302 = shl i32 %v301, 23
  %v303 = bitcast float %v300 to i32
  %v304 = add i32 %v302, %v303
  %v305 = bitcast i32 %v304 to float
  %v306 = fcmp contract olt float %v287, 0xC055D58A00000000
  %v307 = select contract i1 %v306, float 0.000000e+00, float %v305
  %v308 = fcmp contract oge float %v287, 0x40562E4300000000
  %v309 = select contract i1 %v308, float 0x7FF0000000000000, float %v307
  %v310 = fcmp contract uno float %v287, 0.000000e+00
  %v311 = select contract i1 %v310, float %v287, float %v309
  %v312 = fadd contract float %v283, %v311
  %v313 = or disjoint i64 %v6, 896
  %v314 = icmp ult i64 %v313, 1000
  br i1 %v314, label %v315, label %v316

v315:                                      ; preds = %v93
  %v317 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v313
  %v318 = load float, ptr %v317, align 4
  %v319 = fsub contract float %v318, %v111
  %v320 = tail call contract float @llvm.maxnum.f32(float %v319, float 0xC055D58A00000000)
  %v321 = tail call contract float @llvm.minnum.f32(float %v320, float 0x40562E4300000000)
  %v322 = tail call contract float @llvm.fmuladd.f32(float %v321, float 0x3FF7154760000000, float 5.000000e-01)
  %v323 = tail call contract float @llvm.floor.f32(float %v322)
  %v324 = tail call contract float @llvm.fmuladd.f32(float %v323, float 0xBFE6300000000000, float %v321)
  %v325 = tail call contract float @llvm.fmuladd.f32(float %v323, float 0x3F2BD01060000000, float %v324)
  %v326 = tail call contract float @llvm.fmuladd.f32(float %v325, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v327 = tail call contract float @llvm.fmuladd.f32(float %v326, float %v325, float 0x3F81112100000000)
  %v328 = tail call contract float @llvm.fmuladd.f32(float %v327, float %v325, float 0x3FA5553820000000)
  %v329 = tail call contract float @llvm.fmuladd.f32(float %v328, float %v325, float 0x3FC5555540000000)
  %v330 = tail call contract float @llvm.fmuladd.f32(float %v329, float %v325, float 5.000000e-01)
  %v331 = tail call contract float @llvm.fmuladd.f32(float %v330, float %v325, float 1.000000e+00)
  %v332 = tail call contract float @llvm.fmuladd.f32(float %v331, float %v325, float 1.000000e+00)
  %v333 = fptosi float %v323 to i32
  %v334 = shl i32 %v333, 23
  %v335 = bitcast float %v332 to i32
  %v336 = add i32 %v334, %v335
  %v337 = bitcast i32 %v336 to float
  %v338 = fcmp contract olt float %v319, 0xC055D58A00000000
  %v339 = select contract i1 %v338, float 0.000000e+00, float %v337
  %v340 = fcmp contract oge float %v319, 0x40562E4300000000
  %v341 = select contract i1 %v340, float 0x7FF0000000000000, float %v339
  %v342 = fcmp contract uno float %v319, 0.000000e+00
  %v343 = select contract i1 %v342, float %v319, float %v341
  %v344 = fadd contract float %v312, %v343
  br label %v316

v316:                                      ; preds = %v315, %v93
  %v345 = phi float [ %v344, %v315 ], [ %v312, %v93 ]
  %v346 = bitcast float %v345 to i32
  %v347 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v346, i32 16, i32 31)
  %v348 = bitcast i32 %v347 to float
  %v349 = fadd contract float %v345, %v348
  %v350 = bitcast float %v349 to i32
  %v351 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v350, i32 8, i32 31)
  %v352 = bitcast i32 %v351 to float
  %v353 = fadd contract float %v349, %v352
  %v354 = bitcast float %v353 to i32
  %v355 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v354, i32 4, i32 31)
  %v356 = bitcast i32 %v355 to float
  %v357 = fadd contract float %v353, %v356
  %v358 = bitcast float %v357 to i32
  %v359 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v358, i32 2, i32 31)
  %v360 = bitcast i32 %v359 to float
  %v361 = fadd contract float %v357, %v360
  %v362 = bitcast float %v361 to i32
  %v363 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v362, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier0()
  br i1 %v91, label %v364, label %v365

v364:                                        ; preds = %v316
  %v366 = lshr exact i64 %v6, 3
  %v367 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.expsum.red to ptr), i64 %v366
  %v368 = bitcast i32 %v363 to float
  %v369 = fadd contract float %v361, %v368
  store float %v369, ptr %v367, align 4
  br label %v365

v365:                                        ; preds = %v364, %v316
  tail call void @llvm.nvvm.barrier0()
  %v370 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.expsum.red to ptr), i64 %v99
  %v371 = load float, ptr %v370, align 4
  %v372 = bitcast float %v371 to i32
  %v373 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v372, i32 2, i32 31)
  %v374 = bitcast i32 %v373 to float
  %v375 = fadd contract float %v371, %v374
  %v376 = bitcast float %v375 to i32
  %v377 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v376, i32 1, i32 31)
  %v378 = bitcast i32 %v377 to float
  %v379 = fadd contract float %v375, %v378
  %v380 = fadd contract float %v379, 0.000000e+00
  %v381 = getelementptr inbounds i8, ptr %v1, i64 %v9
  %v382 = getelementptr inbounds float, ptr %v381, i64 %v6
  %v383 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v6
  %v384 = load float, ptr %v383, align 4
  %v385 = fsub contract float %v384, %v111
  %v386 = tail call contract float @llvm.maxnum.f32(float %v385, float 0xC055D58A00000000)
  %v387 = tail call contract float @llvm.minnum.f32(float %v386, float 0x40562E4300000000)
  %v388 = tail call contract float @llvm.fmuladd.f32(float %v387, float 0x3FF7154760000000, float 5.000000e-01)
  %v389 = tail call contract float @llvm.floor.f32(float %v388)
  %v390 = tail call contract float @llvm.fmuladd.f32(float %v389, float 0xBFE6300000000000, float %v387)
  %v391 = tail call contract float @llvm.fmuladd.f32(float %v389, float 0x3F2BD01060000000, float %v390)
  %v392 = tail call contract float @llvm.fmuladd.f32(float %v391, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v393 = tail call contract float @llvm.fmuladd.f32(float %v392, float %v391, float 0x3F81112100000000)
  %v394 = tail call contract float @llvm.fmuladd.f32(float %v393, float %v391, float 0x3FA5553820000000)
  %v395 = tail call contract float @llvm.fmuladd.f32(float %v394, float %v391, float 0x3FC5555540000000)
  %v396 = tail call contract float @llvm.fmuladd.f32(float %v395, float %v391, float 5.000000e-01)
  %v397 = tail call contract float @llvm.fmuladd.f32(float %v396, float %v391, float 1.000000e+00)
  %v398 = tail call contract float @llvm.fmuladd.f32(float %v397, float %v391, float 1.000000e+00)
  %v399 = fptosi float %v389 to i32
  %v400 = shl i32 %v399, 23
  %v401 = bitcast float %v398 to i32
  %v402 = add i32 %v400, %v401
  %v403 = bitcast i32 %v402 to float
  %v404 = fcmp contract olt float %v385, 0xC055D58A00000000
  %v405 = select contract i1 %v404, float 0.000000e+00, float %v403
  %v406 = fcmp contract oge float %v385, 0x40562E4300000000
  %v407 = select contract i1 %v406, float 0x7FF0000000000000, float %v405
  %v408 = fcmp contract uno float %v385, 0.000000e+00
  %v409 = select contract i1 %v408, float %v385, float %v407
  %v410 = fdiv contract float %v409, %v380
  store float %v410, ptr %v382, align 4
  %v411 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v7
  %v412 = load float, ptr %v411, align 4
  %v413 = fsub contract float %v412, %v111
  %v414 = tail call contract float @llvm.maxnum.f32(float %v413, float 0xC055D58A00000000)
  %v415 = tail call contract float @llvm.minnum.f32(float %v414, float 0x40562E4300000000)
  %v416 = tail call contract float @llvm.fmuladd.f32(float %v415, float 0x3FF7154760000000, float 5.000000e-01)
  %v417 = tail call contract float @llvm.floor.f32(float %v416)
  %v418 = tail call contract float @llvm.fmuladd.f32(float %v417, float 0xBFE6300000000000, float %v415)
  %v419 = tail call contract float @llvm.fmuladd.f32(float %v417, float 0x3F2BD01060000000, float %v418)
  %v420 = tail call contract float @llvm.fmuladd.f32(float %v419, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v421 = tail call contract float @llvm.fmuladd.f32(float %v420, float %v419, float 0x3F81112100000000)
  %v422 = tail call contract float @llvm.fmuladd.f32(float %v421, float %v419, float 0x3FA5553820000000)
  %v423 = tail call contract float @llvm.fmuladd.f32(float %v422, float %v419, float 0x3FC5555540000000)
  %v424 = tail call contract float @llvm.fmuladd.f32(float %v423, float %v419, float 5.000000e-01)
  %v425 = tail call contract float @llvm.fmuladd.f32(float %v424, float %v419, float 1.000000e+00)
  %v426 = tail call contract float @llvm.fmuladd.f32(float %v425, float %v419, float 1.000000e+00)
  %v427 = fptosi float %v417 to i32
  %v428 = shl i32 %v427, 23
  %v429 = bitcast float %v426 to i32
  %v430 = add i32 %v428, %v429
  %v431 = bitcast i32 %v430 to float
  %v432 = fcmp contract olt float %v413, 0xC055D58A00000000
  %v433 = select contract i1 %v432, float 0.000000e+00, float %v431
  %v434 = fcmp contract oge float %v413, 0x40562E4300000000
  %v435 = select contract i1 %v434, float 0x7FF0000000000000, float %v433
  %v436 = fcmp contract uno float %v413, 0.000000e+00
  %v437 = select contract i1 %v436, float %v413, float %v435
  %v438 = fdiv contract float %v437, %v380
  %v439 = getelementptr inbounds i8, ptr %v382, i64 512
  store float %v438, ptr %v439, align 4
  %v440 = or disjoint i64 %v6, 256
  %v441 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v440
  %v442 = load float, ptr %v441, align 4
  %v443 = fsub contract float %v442, %v111
  %v444 = tail call contract float @llvm.maxnum.f32(float %v443, float 0xC055D58A00000000)
  %v445 = tail call contract float @llvm.minnum.f32(float %v444, float 0x40562E4300000000)
  %v446 = tail call contract float @llvm.fmuladd.f32(float %v445, float 0x3FF7154760000000, float 5.000000e-01)
  %v447 = tail call contract float @llvm.floor.f32(float %v446)
  %v448 = tail call contract float @llvm.fmuladd.f32(float %v447, float 0xBFE6300000000000, float %v445)
  %v449 = tail call contract float @llvm.fmuladd.f32(float %v447, float 0x3F2BD01060000000, float %v448)
  %v450 = tail call contract float @llvm.fmuladd.f32(float %v449, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v451 = tail call contract float @llvm.fmuladd.f32(float %v450, float %v449, float 0x3F81112100000000)
  %v452 = tail call contract float @llvm.fmuladd.f32(float %v451, float %v449, float 0x3FA5553820000000)
  %v453 = tail call contract float @llvm.fmuladd.f32(float %v452, float %v449, float 0x3FC5555540000000)
  %v454 = tail call contract float @llvm.fmuladd.f32(float %v453, float %v449, float 5.000000e-01)
  %v455 = tail call contract float @llvm.fmuladd.f32(float %v454, float %v449, float 1.000000e+00)
  %v456 = tail call contract float @llvm.fmuladd.f32(float %v455, float %v449, float 1.000000e+00)
  %v457 = fptosi float %v447 to i32
  %v458 = shl i32 %v457, 23
  %v459 = bitcast float %v456 to i32
  %v460 = add i32 %v458, %v459
  %v461 = bitcast i32 %v460 to float
  %v462 = fcmp contract olt float %v443, 0xC055D58A00000000
  %v463 = select contract i1 %v462, float 0.000000e+00, float %v461
  %v464 = fcmp contract oge float %v443, 0x40562E4300000000
  %v465 = select contract i1 %v464, float 0x7FF0000000000000, float %v463
  %v466 = fcmp contract uno float %v443, 0.000000e+00
  %v467 = select contract i1 %v466, float %v443, float %v465
  %v468 = fdiv contract float %v467, %v380
  %v469 = getelementptr inbounds i8, ptr %v382, i64 1024
  store float %v468, ptr %v469, align 4
  %v470 = or disjoint i64 %v6, 384
  %v471 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v470
  %v472 = load float, ptr %v471, align 4
  %v473 = fsub contract float %v472, %v111
  %v474 = tail call contract float @llvm.maxnum.f32(float %v473, float 0xC055D58A00000000)
  %v475 = tail call contract float @llvm.minnum.f32(float %v474, float 0x40562E4300000000)
  %v476 = tail call contract float @llvm.fmuladd.f32(float %v475, float 0x3FF7154760000000, float 5.000000e-01)
  %v477 = tail call contract float @llvm.floor.f32(float %v476)
  %v478 = tail call contract float @llvm.fmuladd.f32(float %v477, float 0xBFE6300000000000, float %v475)
  %v479 = tail call contract float @llvm.fmuladd.f32(float %v477, float 0x3F2BD01060000000, float %v478)
  %v480 = tail call contract float @llvm.fmuladd.f32(float %v479, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v481 = tail call contract float @llvm.fmuladd.f32(float %v480, float %v479, float 0x3F81112100000000)
  %v482 = tail call contract float @llvm.fmuladd.f32(float %v481, float %v479, float 0x3FA5553820000000)
  %v483 = tail call contract float @llvm.fmuladd.f32(float %v482, float %v479, float 0x3FC5555540000000)
  %v484 = tail call contract float @llvm.fmuladd.f32(float %v483, float %v479, float 5.000000e-01)
  %v485 = tail call contract float @llvm.fmuladd.f32(float %v484, float %v479, float 1.000000e+00)
  %v486 = tail call contract float @llvm.fmuladd.f32(float %v485, float %v479, float 1.000000e+00)
  %v487 = fptosi float %v477 to i32
  %v488 = shl i32 %v487, 23
  %v489 = bitcast float %v486 to i32
  %v490 = add i32 %v488, %v489
  %v491 = bitcast i32 %v490 to float
  %v492 = fcmp contract olt float %v473, 0xC055D58A00000000
  %v493 = select contract i1 %v492, float 0.000000e+00, float %v491
  %v494 = fcmp contract oge float %v473, 0x40562E4300000000
  %v495 = select contract i1 %v494, float 0x7FF0000000000000, float %v493
  %v496 = fcmp contract uno float %v473, 0.000000e+00
  %v497 = select contract i1 %v496, float %v473, float %v495
  %v498 = fdiv contract float %v497, %v380
  %v499 = getelementptr inbounds i8, ptr %v382, i64 1536
  store float %v498, ptr %v499, align 4
  %v500 = or disjoint i64 %v6, 512
  %v501 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v500
  %v502 = load float, ptr %v501, align 4
  %v503 = fsub contract float %v502, %v111
  %v504 = tail call contract float @llvm.maxnum.f32(float %v503, float 0xC055D58A00000000)
  %v505 = tail call contract float @llvm.minnum.f32(float %v504, float 0x40562E4300000000)
  %v506 = tail call contract float @llvm.fmuladd.f32(float %v505, float 0x3FF7154760000000, float 5.000000e-01)
  %v507 = tail call contract float @llvm.floor.f32(float %v506)
  %v508 = tail call contract float @llvm.fmuladd.f32(float %v507, float 0xBFE6300000000000, float %v505)
  %v509 = tail call contract float @llvm.fmuladd.f32(float %v507, float 0x3F2BD01060000000, float %v508)
  %v510 = tail call contract float @llvm.fmuladd.f32(float %v509, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v511 = tail call contract float @llvm.fmuladd.f32(float %v510, float %v509, float 0x3F81112100000000)
  %v512 = tail call contract float @llvm.fmuladd.f32(float %v511, float %v509, float 0x3FA5553820000000)
  %v513 = tail call contract float @llvm.fmuladd.f32(float %v512, float %v509, float 0x3FC5555540000000)
  %v514 = tail call contract float @llvm.fmuladd.f32(float %v513, float %v509, float 5.000000e-01)
  %v515 = tail call contract float @llvm.fmuladd.f32(float %v514, float %v509, float 1.000000e+00)
  %v516 = tail call contract float @llvm.fmuladd.f32(float %v515, float %v509, float 1.000000e+00)
  %v517 = fptosi float %v507 to i32
  %v518 = shl i32 %v517, 23
  %v519 = bitcast float %v516 to i32
  %v520 = add i32 %v518, %v519
  %v521 = bitcast i32 %v520 to float
  %v522 = fcmp contract olt float %v503, 0xC055D58A00000000
  %v523 = select contract i1 %v522, float 0.000000e+00, float %v521
  %v524 = fcmp contract oge float %v503, 0x40562E4300000000
  %v525 = select contract i1 %v524, float 0x7FF0000000000000, float %v523
  %v526 = fcmp contract uno float %v503, 0.000000e+00
  %v527 = select contract i1 %v526, float %v503, float %v525
  %v528 = fdiv contract float %v527, %v380
  %v529 = getelementptr inbounds i8, ptr %v382, i64 2048
  store float %v528, ptr %v529, align 4
  %v530 = or disjoint i64 %v6, 640
  %v531 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v530
  %v532 = load float, ptr %v531, align 4
  %v533 = fsub contract float %v532, %v111
  %v534 = tail call contract float @llvm.maxnum.f32(float %v533, float 0xC055D58A00000000)
  %v535 = tail call contract float @llvm.minnum.f32(float %v534, float 0x40562E4300000000)
  %v536 = tail call contract float @llvm.fmuladd.f32(float %v535, float 0x3FF7154760000000, float 5.000000e-01)
  %v537 = tail call contract float @llvm.floor.f32(float %v536)
  %v538 = tail call contract float @llvm.fmuladd.f32(float %v537, float 0xBFE6300000000000, float %v535)
  %v539 = tail call contract float @llvm.fmuladd.f32(float %v537, float 0x3F2BD01060000000, float %v538)
  %v540 = tail call contract float @llvm.fmuladd.f32(float %v539, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v541 = tail call contract float @llvm.fmuladd.f32(float %v540, float %v539, float 0x3F81112100000000)
  %v542 = tail call contract float @llvm.fmuladd.f32(float %v541, float %v539, float 0x3FA5553820000000)
  %v543 = tail call contract float @llvm.fmuladd.f32(float %v542, float %v539, float 0x3FC5555540000000)
  %v544 = tail call contract float @llvm.fmuladd.f32(float %v543, float %v539, float 5.000000e-01)
  %v545 = tail call contract float @llvm.fmuladd.f32(float %v544, float %v539, float 1.000000e+00)
  %v546 = tail call contract float @llvm.fmuladd.f32(float %v545, float %v539, float 1.000000e+00)
  %v547 = fptosi float %v537 to i32
  %v548 = shl i32 %v547, 23
  %v549 = bitcast float %v546 to i32
  %v550 = add i32 %v548, %v549
  %v551 = bitcast i32 %v550 to float
  %v552 = fcmp contract olt float %v533, 0xC055D58A00000000
  %v553 = select contract i1 %v552, float 0.000000e+00, float %v551
  %v554 = fcmp contract oge float %v533, 0x40562E4300000000
  %v555 = select contract i1 %v554, float 0x7FF0000000000000, float %v553
  %v556 = fcmp contract uno float %v533, 0.000000e+00
  %v557 = select contract i1 %v556, float %v533, float %v555
  %v558 = fdiv contract float %v557, %v380
  %v559 = getelementptr inbounds i8, ptr %v382, i64 2560
  store float %v558, ptr %v559, align 4
  %v560 = or disjoint i64 %v6, 768
  %v561 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v560
  %v562 = load float, ptr %v561, align 4
  %v563 = fsub contract float %v562, %v111
  %v564 = tail call contract float @llvm.maxnum.f32(float %v563, float 0xC055D58A00000000)
  %v565 = tail call contract float @llvm.minnum.f32(float %v564, float 0x40562E4300000000)
  %v566 = tail call contract float @llvm.fmuladd.f32(float %v565, float 0x3FF7154760000000, float 5.000000e-01)
  %v567 = tail call contract float @llvm.floor.f32(float %v566)
  %v568 = tail call contract float @llvm.fmuladd.f32(float %v567, float 0xBFE6300000000000, float %v565)
  %v569 = tail call contract float @llvm.fmuladd.f32(float %v567, float 0x3F2BD01060000000, float %v568)
  %v570 = tail call contract float @llvm.fmuladd.f32(float %v569, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v571 = tail call contract float @llvm.fmuladd.f32(float %v570, float %v569, float 0x3F81112100000000)
  %v572 = tail call contract float @llvm.fmuladd.f32(float %v571, float %v569, float 0x3FA5553820000000)
  %v573 = tail call contract float @llvm.fmuladd.f32(float %v572, float %v569, float 0x3FC5555540000000)
  %v574 = tail call contract float @llvm.fmuladd.f32(float %v573, float %v569, float 5.000000e-01)
  %v575 = tail call contract float @llvm.fmuladd.f32(float %v574, float %v569, float 1.000000e+00)
  %v576 = tail call contract float @llvm.fmuladd.f32(float %v575, float %v569, float 1.000000e+00)
  %v577 = fptosi float %v567 to i32
  %v578 = shl i32 %v577, 23
  %v579 = bitcast float %v576 to i32
  %v580 = add i32 %v578, %v579
  %v581 = bitcast i32 %v580 to float
  %v582 = fcmp contract olt float %v563, 0xC055D58A00000000
  %v583 = select contract i1 %v582, float 0.000000e+00, float %v581
  %v584 = fcmp contract oge float %v563, 0x40562E4300000000
  %v585 = select contract i1 %v584, float 0x7FF0000000000000, float %v583
  %v586 = fcmp contract uno float %v563, 0.000000e+00
  %v587 = select contract i1 %v586, float %v563, float %v585
  %v588 = fdiv contract float %v587, %v380
  %v589 = getelementptr inbounds i8, ptr %v382, i64 3072
  store float %v588, ptr %v589, align 4
  %v590 = or disjoint i64 %v6, 896
  %v591 = icmp ult i64 %v590, 1000
  br i1 %v591, label %v592, label %v593

v592:                                      ; preds = %v365
  %v594 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v590
  %v595 = load float, ptr %v594, align 4
  %v596 = fsub contract float %v595, %v111
  %v597 = tail call contract float @llvm.maxnum.f32(float %v596, float 0xC055D58A00000000)
  %v598 = tail call contract float @llvm.minnum.f32(float %v597, float 0x40562E4300000000)
  %v599 = tail call contract float @llvm.fmuladd.f32(float %v598, float 0x3FF7154760000000, float 5.000000e-01)
  %v600 = tail call contract float @llvm.floor.f32(float %v599)
  %v601 = tail call contract float @llvm.fmuladd.f32(float %v600, float 0xBFE6300000000000, float %v598)
  %v602 = tail call contract float @llvm.fmuladd.f32(float %v600, float 0x3F2BD01060000000, float %v601)
  %v603 = tail call contract float @llvm.fmuladd.f32(float %v602, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v604 = tail call contract float @llvm.fmuladd.f32(float %v603, float %v602, float 0x3F81112100000000)
  %v605 = tail call contract float @llvm.fmuladd.f32(float %v604, float %v602, float 0x3FA5553820000000)
  %v606 = tail call contract float @llvm.fmuladd.f32(float %v605, float %v602, float 0x3FC5555540000000)
  %v607 = tail call contract float @llvm.fmuladd.f32(float %v606, float %v602, float 5.000000e-01)
  %v608 = tail call contract float @llvm.fmuladd.f32(float %v607, float %v602, float 1.000000e+00)
  %v609 = tail call contract float @llvm.fmuladd.f32(float %v608, float %v602, float 1.000000e+00)
  %v610 = fptosi float %v600 to i32
  %v611 = shl i32 %v610, 23
  %v612 = bitcast float %v609 to i32
  %v613 = add i32 %v611, %v612
  %v614 = bitcast i32 %v613 to float
  %v615 = fcmp contract olt float %v596, 0xC055D58A00000000
  %v616 = select contract i1 %v615, float 0.000000e+00, float %v614
  %v617 = fcmp contract oge float %v596, 0x40562E4300000000
  %v618 = select contract i1 %v617, float 0x7FF0000000000000, float %v616
  %v619 = fcmp contract uno float %v596, 0.000000e+00
  %v620 = select contract i1 %v619, float %v596, float %v618
  %v621 = fdiv contract float %v620, %v380
  %v622 = getelementptr inbounds i8, ptr %v382, i64 3584
  store float %v621, ptr %v622, align 4
  br label %v593

v593:                                      ; preds = %v592, %v365
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
