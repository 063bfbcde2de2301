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
  %v115 = tail call float @llvm.fmuladd.f32(float %v114, float 0x3FF7154760000000, float 0x4168000000000000)
  %v116 = fadd float %v115, 0xC168000000000000
  %v117 = tail call float @llvm.fmuladd.f32(float %v116, float 0xBFE6300000000000, float %v114)
  %v118 = tail call float @llvm.fmuladd.f32(float %v116, float 0x3F2BD01060000000, float %v117)
  %v119 = fmul float %v118, %v118
  %v120 = tail call float @llvm.fmuladd.f32(float %v118, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v121 = tail call float @llvm.fmuladd.f32(float %v118, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v122 = tail call float @llvm.fmuladd.f32(float %v119, float 0x3F56AB96E0000000, float %v121)
  %v123 = tail call float @llvm.fmuladd.f32(float %v122, float %v119, float %v120)
  %v124 = tail call float @llvm.fmuladd.f32(float %v123, float %v119, float %v118)
  %v125 = fadd float %v124, 1.000000e+00
  %v126 = bitcast float %v115 to i32
  %v127 = shl i32 %v126, 23
  %v128 = bitcast float %v125 to i32
  %v129 = add i32 %v127, %v128
  %v130 = bitcast i32 %v129 to float
  %v131 = fcmp olt float %v114, 0xC055D58A00000000
  %v132 = select i1 %v131, float 0.000000e+00, float %v130
  %v133 = fadd float %v114, 0x7FF0000000000000
  %v134 = fcmp olt float %v114, 0x40562E4300000000
  %v135 = select i1 %v134, float %v132, float %v133
  %v136 = fadd contract float %v135, 0.000000e+00
  %v137 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v7
  %v138 = load float, ptr %v137, align 4
  %v139 = fsub contract float %v138, %v111
  %v140 = tail call float @llvm.fmuladd.f32(float %v139, float 0x3FF7154760000000, float 0x4168000000000000)
  %v141 = fadd float %v140, 0xC168000000000000
  %v142 = tail call float @llvm.fmuladd.f32(float %v141, float 0xBFE6300000000000, float %v139)
  %v143 = tail call float @llvm.fmuladd.f32(float %v141, float 0x3F2BD01060000000, float %v142)
  %v144 = fmul float %v143, %v143
  %v145 = tail call float @llvm.fmuladd.f32(float %v143, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v146 = tail call float @llvm.fmuladd.f32(float %v143, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v147 = tail call float @llvm.fmuladd.f32(float %v144, float 0x3F56AB96E0000000, float %v146)
  %v148 = tail call float @llvm.fmuladd.f32(float %v147, float %v144, float %v145)
  %v149 = tail call float @llvm.fmuladd.f32(float %v148, float %v144, float %v143)
  %v150 = fadd float %v149, 1.000000e+00
  %v151 = bitcast float %v140 to i32
  %v152 = shl i32 %v151, 23
  %v153 = bitcast float %v150 to i32
  %v154 = add i32 %v152, %v153
  %v155 = bitcast i32 %v154 to float
  %v156 = fcmp olt float %v139, 0xC055D58A00000000
  %v157 = select i1 %v156, float 0.000000e+00, float %v155
  %v158 = fadd float %v139, 0x7FF0000000000000
  %v159 = fcmp olt float %v139, 0x40562E4300000000
  %v160 = select i1 %v159, float %v157, float %v158
  %v161 = fadd contract float %v136, %v160
  %v162 = or disjoint i64 %v6, 256
  %v163 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v162
  %v164 = load float, ptr %v163, align 4
  %v165 = fsub contract float %v164, %v111
  %v166 = tail call float @llvm.fmuladd.f32(float %v165, float 0x3FF7154760000000, float 0x4168000000000000)
  %v167 = fadd float %v166, 0xC168000000000000
  %v168 = tail call float @llvm.fmuladd.f32(float %v167, float 0xBFE6300000000000, float %v165)
  %v169 = tail call float @llvm.fmuladd.f32(float %v167, float 0x3F2BD01060000000, float %v168)
  %v170 = fmul float %v169, %v169
  %v171 = tail call float @llvm.fmuladd.f32(float %v169, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v172 = tail call float @llvm.fmuladd.f32(float %v169, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v173 = tail call float @llvm.fmuladd.f32(float %v170, float 0x3F56AB96E0000000, float %v172)
  %v174 = tail call float @llvm.fmuladd.f32(float %v173, float %v170, float %v171)
  %v175 = tail call float @llvm.fmuladd.f32(float %v174, float %v170, float %v169)
  %v176 = fadd float %v175, 1.000000e+00
  %v177 = bitcast float %v166 to i32
  %v178 = shl i32 %v177, 23
  %v179 = bitcast float %v176 to i32
  %v180 = add i32 %v178, %v179
  %v181 = bitcast i32 %v180 to float
  %v182 = fcmp olt float %v165, 0xC055D58A00000000
  %v183 = select i1 %v182, float 0.000000e+00, float %v181
  %v184 = fadd float %v165, 0x7FF0000000000000
  %v185 = fcmp olt float %v165, 0x40562E4300000000
  %v186 = select i1 %v185, float %v183, float %v184
  %v187 = fadd contract float %v161, %v186
  %v188 = or disjoint i64 %v6, 384
  %v189 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v188
  %v190 = load float, ptr %v189, align 4
  %v191 = fsub contract float %v190, %v111
  %v192 = tail call float @llvm.fmuladd.f32(float %v191, float 0x3FF7154760000000, float 0x4168000000000000)
  %v193 = fadd float %v192, 0xC168000000000000
  %v194 = tail call float @llvm.fmuladd.f32(float %v193, float 0xBFE6300000000000, float %v191)
  %v195 = tail call float @llvm.fmuladd.f32(float %v193, float 0x3F2BD01060000000, float %v194)
  %v196 = fmul float %v195, %v195
  %v197 = tail call float @llvm.fmuladd.f32(float %v195, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v198 = tail call float @llvm.fmuladd.f32(float %v195, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v199 = tail call float @llvm.fmuladd.f32(float %v196, float 0x3F56AB96E0000000, float %v198)
  %v200 = tail call float @llvm.fmuladd.f32(float %v199, float %v196, float %v197)
  %v201 = tail call float @llvm.fmuladd.f32(float %v200, float %v196, float %v195)
  %v202 = fadd float %v201, 1.000000e+00
  %v203 = bitcast float %v192 to i32
  %v204 = shl i32 %v203, 23
  %v205 = bitcast float %v202 to i32
  %v206 = add i32 %v204, %v205
  %v207 = bitcast i32 %v206 to float
  %v208 = fcmp olt float %v191, 0xC055D58A00000000
  %v209 = select i1 %v208, float 0.000000e+00, float %v207
  %v210 = fadd float %v191, 0x7FF0000000000000
  %v211 = fcmp olt float %v191, 0x40562E4300000000
  %v212 = select i1 %v211, float %v209, float %v210
  %v213 = fadd contract float %v187, %v212
  %v214 = or disjoint i64 %v6, 512
  %v215 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v214
  %v216 = load float, ptr %v215, align 4
  %v217 = fsub contract float %v216, %v111
  %v218 = tail call float @llvm.fmuladd.f32(float %v217, float 0x3FF7154760000000, float 0x4168000000000000)
  %v219 = fadd float %v218, 0xC168000000000000
  %v220 = tail call float @llvm.fmuladd.f32(float %v219, float 0xBFE6300000000000, float %v217)
  %v221 = tail call float @llvm.fmuladd.f32(float %v219, float 0x3F2BD01060000000, float %v220)
  %v222 = fmul float %v221, %v221
  %v223 = tail call float @llvm.fmuladd.f32(float %v221, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v224 = tail call float @llvm.fmuladd.f32(float %v221, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v225 = tail call float @llvm.fmuladd.f32(float %v222, float 0x3F56AB96E0000000, float %v224)
  %v226 = tail call float @llvm.fmuladd.f32(float %v225, float %v222, float %v223)
  %v227 = tail call float @llvm.fmuladd.f32(float %v226, float %v222, float %v221)
  %v228 = fadd float %v227, 1.000000e+00
  %v229 = bitcast float %v218 to i32
  %v230 = shl i32 %v229, 23
  %v231 = bitcast float %v228 to i32
  %v232 = add i32 %v230, %v231
  %v233 = bitcast i32 %v232 to float
  %v234 = fcmp olt float %v217, 0xC055D58A00000000
  %v235 = select i1 %v234, float 0.000000e+00, float %v233
  %v236 = fadd float %v217, 0x7FF0000000000000
  %v237 = fcmp olt float %v217, 0x40562E4300000000
  %v238 = select i1 %v237, float %v235, float %v236
  %v239 = fadd contract float %v213, %v238
  %v240 = or disjoint i64 %v6, 640
  %v241 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v240
  %v242 = load float, ptr %v241, align 4
  %v243 = fsub contract float %v242, %v111
  %v244 = tail call float @llvm.fmuladd.f32(float %v243, float 0x3FF7154760000000, float 0x4168000000000000)
  %v245 = fadd float %v244, 0xC168000000000000
  %v246 = tail call float @llvm.fmuladd.f32(float %v245, float 0xBFE6300000000000, float %v243)
  %v247 = tail call float @llvm.fmuladd.f32(float %v245, float 0x3F2BD01060000000, float %v246)
  %v248 = fmul float %v247, %v247
  %v249 = tail call float @llvm.fmuladd.f32(float %v247, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v250 = tail call float @llvm.fmuladd.f32(float %v247, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v251 = tail call float @llvm.fmuladd.f32(float %v248, float 0x3F56AB96E0000000, float %v250)
  %v252 = tail call float @llvm.fmuladd.f32(float %v251, float %v248, float %v249)
  %v253 = tail call float @llvm.fmuladd.f32(float %v252, float %v248, float %v247)
  %v254 = fadd float %v253, 1.000000e+00
  %v255 = bitcast float %v244 to i32
  %v256 = shl i32 %v255, 23
  %v257 = bitcast float %v254 to i32
  %v258 = add i32 %v256, %v257
  %v259 = bitcast i32 %v258 to float
  %v260 = fcmp olt float %v243, 0xC055D58A00000000
  %v261 = select i1 %v260, float 0.000000e+00, float %v259
  %v262 = fadd float %v243, 0x7FF0000000000000
  %v263 = fcmp olt float %v243, 0x40562E4300000000
  %v264 = select i1 %v263, float %v261, float %v262
  %v265 = fadd contract float %v239, %v264
  %v266 = or disjoint i64 %v6, 768
  %v267 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v266
  %v268 = load float, ptr %v267, align 4
  %v269 = fsub contract float %v268, %v111
  %v270 = tail call float @llvm.fmuladd.f32(float %v269, float 0x3FF7154760000000, float 0x4168000000000000)
  %v271 = fadd float %v270, 0xC168000000000000
  %v272 = tail call float @llvm.fmuladd.f32(float %v271, float 0xBFE6300000000000, float %v269)
  %v273 = tail call float @llvm.fmuladd.f32(float %v271, float 0x3F2BD01060000000, float %v272)
  %v274 = fmul float %v273, %v273
  %v275 = tail call float @llvm.fmuladd.f32(float %v273, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v276 = tail call float @llvm.fmuladd.f32(float %v273, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v277 = tail call float @llvm.fmuladd.f32(float %v274, float 0x3F56AB96E0000000, float %v276)
  %v278 = tail call float @llvm.fmuladd.f32(float %v277, float %v274, float %v275)
  %v279 = tail call float @llvm.fmuladd.f32(float %v278, float %v274, float %v273)
  %v280 = fadd float %v279, 1.000000e+00
  %v281 = bitcast float %v270 to i32
  %v282 = shl i32 %v281, 23
  %v283 = bitcast float %v280 to i32
  %v284 = add i32 %v282, %v283
  %v285 = bitcast i32 %v284 to float
  %v286 = fcmp olt float %v269, 0xC055D58A00000000
  %v287 = select i1 %v286, float 0.000000e+00, float %v285
  %v288 = fadd float %v269, 0x7FF0000000000000
  %v289 = fcmp olt float %v269, 0x40562E4300000000
  %v290 = select i1 %v289, float %v287, float %v288
  %v291 = fadd contract float %v265, %v290
  %v292 = or disjoint i64 %v6, 896
  %v293 = icmp ult i64 %v292, 1000
  br i1 %v293, label %v294, label %v295

v294:                                      ; preds = %v93
  %v296 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v292
  %v297 = load float, ptr %v296, align 4
  %v298 = fsub contract float %v297, %v111
  %v299 = tail call float @llvm.fmuladd.f32(float %v298, float 0x3FF7154760000000, float 0x4168000000000000)
  %v300 = fadd float %v299, 0xC168000000000000
  %v301 = tail call float @llvm.fmuladd.f32(float %v300, float 0xBFE6300000000000, float %v298)
  %v302 = tail call float @llvm.fmuladd.f32(float %v300, float 0x3F2BD01060000000, float %v301)
  %v303 = fmul float %v302, %v302
  %v304 = tail call float @llvm.fmuladd.f32(float %v302, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v305 = tail call float @llvm.fmuladd.f32(float %v302, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v306 = tail call float @llvm.fmuladd.f32(float %v303, float 0x3F56AB96E0000000, float %v305)
  %v307 = tail call float @llvm.fmuladd.f32(float %v306, float %v303, float %v304)
  %v308 = tail call float @llvm.fmuladd.f32(float %v307, float %v303, float %v302)
  %v309 = fadd float %v308, 1.000000e+00
  %v310 = bitcast float %v299 to i32
  %v311 = shl i32 %v310, 23
  %v312 = bitcast float %v309 to i32
  %v313 = add i32 %v311, %v312
  %v314 = bitcast i32 %v313 to float
  %v315 = fcmp olt float %v298, 0xC055D58A00000000
  %v316 = select i1 %v315, float 0.000000e+00, float %v314
  %v317 = fadd float %v298, 0x7FF0000000000000
  %v318 = fcmp olt float %v298, 0x40562E4300000000
  %v319 = select i1 %v318, float %v316, float %v317
  %v320 = fadd contract float %v291, %v319
  br label %v295

v295:                                      ; preds = %v294, %v93
  %v321 = phi float [ %v320, %v294 ], [ %v291, %v93 ]
  %v322 = bitcast float %v321 to i32
  %v323 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v322, i32 16, i32 31)
  %v324 = bitcast i32 %v323 to float
  %v325 = fadd contract float %v321, %v324
  %v326 = bitcast float %v325 to i32
  %v327 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v326, i32 8, i32 31)
  %v328 = bitcast i32 %v327 to float
  %v329 = fadd contract float %v325, %v328
  %v330 = bitcast float %v329 to i32
  %v331 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v330, i32 4, i32 31)
  %v332 = bitcast i32 %v331 to float
  %v333 = fadd contract float %v329, %v332
  %v334 = bitcast float %v333 to i32
  %v335 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v334, i32 2, i32 31)
  %v336 = bitcast i32 %v335 to float
  %v337 = fadd contract float %v333, %v336
  %v338 = bitcast float %v337 to i32
  %v339 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v338, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier0()
  br i1 %v91, label %v340, label %v341

v340:                                        ; preds = %v295
  %v342 = lshr exact i64 %v6, 3
  %v343 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.expsum.red to ptr), i64 %v342
  %v344 = bitcast i32 %v339 to float
  %v345 = fadd contract float %v337, %v344
  store float %v345, ptr %v343, align 4
  br label %v341

v341:                                        ; preds = %v340, %v295
  tail call void @llvm.nvvm.barrier0()
  %v346 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.expsum.red to ptr), i64 %v99
  %v347 = load float, ptr %v346, align 4
  %v348 = bitcast float %v347 to i32
  %v349 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v348, i32 2, i32 31)
  %v350 = bitcast i32 %v349 to float
  %v351 = fadd contract float %v347, %v350
  %v352 = bitcast float %v351 to i32
  %v353 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v352, i32 1, i32 31)
  %v354 = bitcast i32 %v353 to float
  %v355 = fadd contract float %v351, %v354
  %v356 = fadd contract float %v355, 0.000000e+00
  %v357 = getelementptr inbounds i8, ptr %v1, i64 %v9
  %v358 = getelementptr inbounds float, ptr %v357, i64 %v6
  %v359 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v6
  %v360 = load float, ptr %v359, align 4
  %v361 = fsub contract float %v360, %v111
  %v362 = tail call float @llvm.fmuladd.f32(float %v361, float 0x3FF7154760000000, float 0x4168000000000000)
  %v363 = fadd float %v362, 0xC168000000000000
  %v364 = tail call float @llvm.fmuladd.f32(float %v363, float 0xBFE6300000000000, float %v361)
  %v365 = tail call float @llvm.fmuladd.f32(float %v363, float 0x3F2BD01060000000, float %v364)
  %v366 = fmul float %v365, %v365
  %v367 = tail call float @llvm.fmuladd.f32(float %v365, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v368 = tail call float @llvm.fmuladd.f32(float %v365, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v369 = tail call float @llvm.fmuladd.f32(float %v366, float 0x3F56AB96E0000000, float %v368)
  %v370 = tail call float @llvm.fmuladd.f32(float %v369, float %v366, float %v367)
  %v371 = tail call float @llvm.fmuladd.f32(float %v370, float %v366, float %v365)
  %v372 = fadd float %v371, 1.000000e+00
  %v373 = bitcast float %v362 to i32
  %v374 = shl i32 %v373, 23
  %v375 = bitcast float %v372 to i32
  %v376 = add i32 %v374, %v375
  %v377 = bitcast i32 %v376 to float
  %v378 = fcmp olt float %v361, 0xC055D58A00000000
  %v379 = select i1 %v378, float 0.000000e+00, float %v377
  %v380 = fadd float %v361, 0x7FF0000000000000
  %v381 = fcmp olt float %v361, 0x40562E4300000000
  %v382 = select i1 %v381, float %v379, float %v380
  %v383 = fdiv contract float %v382, %v356
  store float %v383, ptr %v358, align 4
  %v384 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v7
  %v385 = load float, ptr %v384, align 4
  %v386 = fsub contract float %v385, %v111
  %v387 = tail call float @llvm.fmuladd.f32(float %v386, float 0x3FF7154760000000, float 0x4168000000000000)
  %v388 = fadd float %v387, 0xC168000000000000
  %v389 = tail call float @llvm.fmuladd.f32(float %v388, float 0xBFE6300000000000, float %v386)
  %v390 = tail call float @llvm.fmuladd.f32(float %v388, float 0x3F2BD01060000000, float %v389)
  %v391 = fmul float %v390, %v390
  %v392 = tail call float @llvm.fmuladd.f32(float %v390, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v393 = tail call float @llvm.fmuladd.f32(float %v390, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v394 = tail call float @llvm.fmuladd.f32(float %v391, float 0x3F56AB96E0000000, float %v393)
  %v395 = tail call float @llvm.fmuladd.f32(float %v394, float %v391, float %v392)
  %v396 = tail call float @llvm.fmuladd.f32(float %v395, float %v391, float %v390)
  %v397 = fadd float %v396, 1.000000e+00
  %v398 = bitcast float %v387 to i32
  %v399 = shl i32 %v398, 23
  %v400 = bitcast float %v397 to i32
  %v401 = add i32 %v399, %v400
  %v402 = bitcast i32 %v401 to float
  %v403 = fcmp olt float %v386, 0xC055D58A00000000
  %v404 = select i1 %v403, float 0.000000e+00, float %v402
  %v405 = fadd float %v386, 0x7FF0000000000000
  %v406 = fcmp olt float %v386, 0x40562E4300000000
  %v407 = select i1 %v406, float %v404, float %v405
  %v408 = fdiv contract float %v407, %v356
  %v409 = getelementptr inbounds i8, ptr %v358, i64 512
  store float %v408, ptr %v409, align 4
  %v410 = or disjoint i64 %v6, 256
  %v411 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v410
  %v412 = load float, ptr %v411, align 4
  %v413 = fsub contract float %v412, %v111
  %v414 = tail call float @llvm.fmuladd.f32(float %v413, float 0x3FF7154760000000, float 0x4168000000000000)
  %v415 = fadd float %v414, 0xC168000000000000
  %v416 = tail call float @llvm.fmuladd.f32(float %v415, float 0xBFE6300000000000, float %v413)
  %v417 = tail call float @llvm.fmuladd.f32(float %v415, float 0x3F2BD01060000000, float %v416)
  %v418 = fmul float %v417, %v417
  %v419 = tail call float @llvm.fmuladd.f32(float %v417, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v420 = tail call float @llvm.fmuladd.f32(float %v417, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v421 = tail call float @llvm.fmuladd.f32(float %v418, float 0x3F56AB96E0000000, float %v420)
  %v422 = tail call float @llvm.fmuladd.f32(float %v421, float %v418, float %v419)
  %v423 = tail call float @llvm.fmuladd.f32(float %v422, float %v418, float %v417)
  %v424 = fadd float %v423, 1.000000e+00
  %v425 = bitcast float %v414 to i32
  %v426 = shl i32 %v425, 23
  %v427 = bitcast float %v424 to i32
  %v428 = add i32 %v426, %v427
  %v429 = bitcast i32 %v428 to float
  %v430 = fcmp olt float %v413, 0xC055D58A00000000
  %v431 = select i1 %v430, float 0.000000e+00, float %v429
  %v432 = fadd float %v413, 0x7FF0000000000000
  %v433 = fcmp olt float %v413, 0x40562E4300000000
  %v434 = select i1 %v433, float %v431, float %v432
  %v435 = fdiv contract float %v434, %v356
  %v436 = getelementptr inbounds i8, ptr %v358, i64 1024
  store float %v435, ptr %v436, align 4
  %v437 = or disjoint i64 %v6, 384
  %v438 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v437
  %v439 = load float, ptr %v438, align 4
  %v440 = fsub contract float %v439, %v111
  %v441 = tail call float @llvm.fmuladd.f32(float %v440, float 0x3FF7154760000000, float 0x4168000000000000)
  %v442 = fadd float %v441, 0xC168000000000000
  %v443 = tail call float @llvm.fmuladd.f32(float %v442, float 0xBFE6300000000000, float %v440)
  %v444 = tail call float @llvm.fmuladd.f32(float %v442, float 0x3F2BD01060000000, float %v443)
  %v445 = fmul float %v444, %v444
  %v446 = tail call float @llvm.fmuladd.f32(float %v444, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v447 = tail call float @llvm.fmuladd.f32(float %v444, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v448 = tail call float @llvm.fmuladd.f32(float %v445, float 0x3F56AB96E0000000, float %v447)
  %v449 = tail call float @llvm.fmuladd.f32(float %v448, float %v445, float %v446)
  %v450 = tail call float @llvm.fmuladd.f32(float %v449, float %v445, float %v444)
  %v451 = fadd float %v450, 1.000000e+00
  %v452 = bitcast float %v441 to i32
  %v453 = shl i32 %v452, 23
  %v454 = bitcast float %v451 to i32
  %v455 = add i32 %v453, %v454
  %v456 = bitcast i32 %v455 to float
  %v457 = fcmp olt float %v440, 0xC055D58A00000000
  %v458 = select i1 %v457, float 0.000000e+00, float %v456
  %v459 = fadd float %v440, 0x7FF0000000000000
  %v460 = fcmp olt float %v440, 0x40562E4300000000
  %v461 = select i1 %v460, float %v458, float %v459
  %v462 = fdiv contract float %v461, %v356
  %v463 = getelementptr inbounds i8, ptr %v358, i64 1536
  store float %v462, ptr %v463, align 4
  %v464 = or disjoint i64 %v6, 512
  %v465 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v464
  %v466 = load float, ptr %v465, align 4
  %v467 = fsub contract float %v466, %v111
  %v468 = tail call float @llvm.fmuladd.f32(float %v467, float 0x3FF7154760000000, float 0x4168000000000000)
  %v469 = fadd float %v468, 0xC168000000000000
  %v470 = tail call float @llvm.fmuladd.f32(float %v469, float 0xBFE6300000000000, float %v467)
  %v471 = tail call float @llvm.fmuladd.f32(float %v469, float 0x3F2BD01060000000, float %v470)
  %v472 = fmul float %v471, %v471
  %v473 = tail call float @llvm.fmuladd.f32(float %v471, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v474 = tail call float @llvm.fmuladd.f32(float %v471, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v475 = tail call float @llvm.fmuladd.f32(float %v472, float 0x3F56AB96E0000000, float %v474)
  %v476 = tail call float @llvm.fmuladd.f32(float %v475, float %v472, float %v473)
  %v477 = tail call float @llvm.fmuladd.f32(float %v476, float %v472, float %v471)
  %v478 = fadd float %v477, 1.000000e+00
  %v479 = bitcast float %v468 to i32
  %v480 = shl i32 %v479, 23
  %v481 = bitcast float %v478 to i32
  %v482 = add i32 %v480, %v481
  %v483 = bitcast i32 %v482 to float
  %v484 = fcmp olt float %v467, 0xC055D58A00000000
  %v485 = select i1 %v484, float 0.000000e+00, float %v483
  %v486 = fadd float %v467, 0x7FF0000000000000
  %v487 = fcmp olt float %v467, 0x40562E4300000000
  %v488 = select i1 %v487, float %v485, float %v486
  %v489 = fdiv contract float %v488, %v356
  %v490 = getelementptr inbounds i8, ptr %v358, i64 2048
  store float %v489, ptr %v490, align 4
  %v491 = or disjoint i64 %v6, 640
  %v492 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v491
  %v493 = load float, ptr %v492, align 4
  %v494 = fsub contract float %v493, %v111
  %v495 = tail call float @llvm.fmuladd.f32(float %v494, float 0x3FF7154760000000, float 0x4168000000000000)
  %v496 = fadd float %v495, 0xC168000000000000
  %v497 = tail call float @llvm.fmuladd.f32(float %v496, float 0xBFE6300000000000, float %v494)
  %v498 = tail call float @llvm.fmuladd.f32(float %v496, float 0x3F2BD01060000000, float %v497)
  %v499 = fmul float %v498, %v498
  %v500 = tail call float @llvm.fmuladd.f32(float %v498, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v501 = tail call float @llvm.fmuladd.f32(float %v498, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v502 = tail call float @llvm.fmuladd.f32(float %v499, float 0x3F56AB96E0000000, float %v501)
  %v503 = tail call float @llvm.fmuladd.f32(float %v502, float %v499, float %v500)
  %v504 = tail call float @llvm.fmuladd.f32(float %v503, float %v499, float %v498)
  %v505 = fadd float %v504, 1.000000e+00
  %v506 = bitcast float %v495 to i32
  %v507 = shl i32 %v506, 23
  %v508 = bitcast float %v505 to i32
  %v509 = add i32 %v507, %v508
  %v510 = bitcast i32 %v509 to float
  %v511 = fcmp olt float %v494, 0xC055D58A00000000
  %v512 = select i1 %v511, float 0.000000e+00, float %v510
  %v513 = fadd float %v494, 0x7FF0000000000000
  %v514 = fcmp olt float %v494, 0x40562E4300000000
  %v515 = select i1 %v514, float %v512, float %v513
  %v516 = fdiv contract float %v515, %v356
  %v517 = getelementptr inbounds i8, ptr %v358, i64 2560
  store float %v516, ptr %v517, align 4
  %v518 = or disjoint i64 %v6, 768
  %v519 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v518
  %v520 = load float, ptr %v519, align 4
  %v521 = fsub contract float %v520, %v111
  %v522 = tail call float @llvm.fmuladd.f32(float %v521, float 0x3FF7154760000000, float 0x4168000000000000)
  %v523 = fadd float %v522, 0xC168000000000000
  %v524 = tail call float @llvm.fmuladd.f32(float %v523, float 0xBFE6300000000000, float %v521)
  %v525 = tail call float @llvm.fmuladd.f32(float %v523, float 0x3F2BD01060000000, float %v524)
  %v526 = fmul float %v525, %v525
  %v527 = tail call float @llvm.fmuladd.f32(float %v525, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v528 = tail call float @llvm.fmuladd.f32(float %v525, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v529 = tail call float @llvm.fmuladd.f32(float %v526, float 0x3F56AB96E0000000, float %v528)
  %v530 = tail call float @llvm.fmuladd.f32(float %v529, float %v526, float %v527)
  %v531 = tail call float @llvm.fmuladd.f32(float %v530, float %v526, float %v525)
  %v532 = fadd float %v531, 1.000000e+00
  %v533 = bitcast float %v522 to i32
  %v534 = shl i32 %v533, 23
  %v535 = bitcast float %v532 to i32
  %v536 = add i32 %v534, %v535
  %v537 = bitcast i32 %v536 to float
  %v538 = fcmp olt float %v521, 0xC055D58A00000000
  %v539 = select i1 %v538, float 0.000000e+00, float %v537
  %v540 = fadd float %v521, 0x7FF0000000000000
  %v541 = fcmp olt float %v521, 0x40562E4300000000
  %v542 = select i1 %v541, float %v539, float %v540
  %v543 = fdiv contract float %v542, %v356
  %v544 = getelementptr inbounds i8, ptr %v358, i64 3072
  store float %v543, ptr %v544, align 4
  %v545 = or disjoint i64 %v6, 896
  %v546 = icmp ult i64 %v545, 1000
  br i1 %v546, label %v547, label %v548

v547:                                      ; preds = %v341
  %v549 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v545
  %v550 = load float, ptr %v549, align 4
  %v551 = fsub contract float %v550, %v111
  %v552 = tail call float @llvm.fmuladd.f32(float %v551, float 0x3FF7154760000000, float 0x4168000000000000)
  %v553 = fadd float %v552, 0xC168000000000000
  %v554 = tail call float @llvm.fmuladd.f32(float %v553, float 0xBFE6300000000000, float %v551)
  %v555 = tail call float @llvm.fmuladd.f32(float %v553, float 0x3F2BD01060000000, float %v554)
  %v556 = fmul float %v555, %v555
  %v557 = tail call float @llvm.fmuladd.f32(float %v555, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v558 = tail call float @llvm.fmuladd.f32(float %v555, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v559 = tail call float @llvm.fmuladd.f32(float %v556, float 0x3F56AB96E0000000, float %v558)
  %v560 = tail call float @llvm.fmuladd.f32(float %v559, float %v556, float %v557)
  %v561 = tail call float @llvm.fmuladd.f32(float %v560, float %v556, float %v555)
  %v562 = fadd float %v561, 1.000000e+00
  %v563 = bitcast float %v552 to i32
  %v564 = shl i32 %v563, 23
  %v565 = bitcast float %v562 to i32
  %v566 = add i32 %v564, %v565
  %v567 = bitcast i32 %v566 to float
  %v568 = fcmp olt float %v551, 0xC055D58A00000000
  %v569 = select i1 %v568, float 0.000000e+00, float %v567
  %v570 = fadd float %v551, 0x7FF0000000000000
  %v571 = fcmp olt float %v551, 0x40562E4300000000
  %v572 = select i1 %v571, float %v569, float %v570
  %v573 = fdiv contract float %v572, %v356
  %v574 = getelementptr inbounds i8, ptr %v358, i64 3584
  store float %v573, ptr %v574, align 4
  br label %v548

v548:                                      ; preds = %v547, %v341
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
declare float @llvm.fmuladd.f32(float, float, float) #1

attributes #0 = { norecurse nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @ktune_softmax_f32_m100_n1000, !"kernel", i32 1}
!1 = !{ptr @ktune_softmax_f32_m100_n1000, !"maxntidx", i32 128}
