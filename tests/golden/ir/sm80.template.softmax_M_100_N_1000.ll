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
  %v119 = tail call float @llvm.fmuladd.f32(float %v118, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v120 = tail call float @llvm.fmuladd.f32(float %v119, float %v118, float 0x3FA55589A0000000)
  %v121 = tail call float @llvm.fmuladd.f32(float %v120, float %v118, float 0x3FC55540A0000000)
  %v122 = tail call float @llvm.fmuladd.f32(float %v121, float %v118, float 0x3FDFFFFFA0000000)
  %v123 = tail call float @llvm.fmuladd.f32(float %v122, float %v118, float 1.000000e+00)
  %v124 = tail call float @llvm.fmuladd.f32(float %v123, float %v118, float 1.000000e+00)
  %v125 = bitcast float %v115 to i32
  %v126 = shl i32 %v125, 23
  %v127 = bitcast float %v124 to i32
  %v128 = add i32 %v126, %v127
  %v129 = bitcast i32 %v128 to float
  %v130 = fcmp olt float %v114, 0xC055D58A00000000
  %v131 = select i1 %v130, float 0.000000e+00, float %v129
  %v132 = fadd float %v114, 0x7FF0000000000000
  %v133 = fcmp olt float %v114, 0x40562E4300000000
  %v134 = select i1 %v133, float %v131, float %v132
  %v135 = fadd contract float %v134, 0.000000e+00
  %v136 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v7
  %v137 = load float, ptr %v136, align 4
  %v138 = fsub contract float %v137, %v111
  %v139 = tail call float @llvm.fmuladd.f32(float %v138, float 0x3FF7154760000000, float 0x4168000000000000)
  %v140 = fadd float %v139, 0xC168000000000000
  %v141 = tail call float @llvm.fmuladd.f32(float %v140, float 0xBFE6300000000000, float %v138)
  %v142 = tail call float @llvm.fmuladd.f32(float %v140, float 0x3F2BD01060000000, float %v141)
  %v143 = tail call float @llvm.fmuladd.f32(float %v142, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v144 = tail call float @llvm.fmuladd.f32(float %v143, float %v142, float 0x3FA55589A0000000)
  %v145 = tail call float @llvm.fmuladd.f32(float %v144, float %v142, float 0x3FC55540A0000000)
  %v146 = tail call float @llvm.fmuladd.f32(float %v145, float %v142, float 0x3FDFFFFFA0000000)
  %v147 = tail call float @llvm.fmuladd.f32(float %v146, float %v142, float 1.000000e+00)
  %v148 = tail call float @llvm.fmuladd.f32(float %v147, float %v142, float 1.000000e+00)
  %v149 = bitcast float %v139 to i32
  %v150 = shl i32 %v149, 23
  %v151 = bitcast float %v148 to i32
  %v152 = add i32 %v150, %v151
  %v153 = bitcast i32 %v152 to float
  %v154 = fcmp olt float %v138, 0xC055D58A00000000
  %v155 = select i1 %v154, float 0.000000e+00, float %v153
  %v156 = fadd float %v138, 0x7FF0000000000000
  %v157 = fcmp olt float %v138, 0x40562E4300000000
  %v158 = select i1 %v157, float %v155, float %v156
  %v159 = fadd contract float %v135, %v158
  %v160 = or disjoint i64 %v6, 256
  %v161 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v160
  %v162 = load float, ptr %v161, align 4
  %v163 = fsub contract float %v162, %v111
  %v164 = tail call float @llvm.fmuladd.f32(float %v163, float 0x3FF7154760000000, float 0x4168000000000000)
  %v165 = fadd float %v164, 0xC168000000000000
  %v166 = tail call float @llvm.fmuladd.f32(float %v165, float 0xBFE6300000000000, float %v163)
  %v167 = tail call float @llvm.fmuladd.f32(float %v165, float 0x3F2BD01060000000, float %v166)
  %v168 = tail call float @llvm.fmuladd.f32(float %v167, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v169 = tail call float @llvm.fmuladd.f32(float %v168, float %v167, float 0x3FA55589A0000000)
  %v170 = tail call float @llvm.fmuladd.f32(float %v169, float %v167, float 0x3FC55540A0000000)
  %v171 = tail call float @llvm.fmuladd.f32(float %v170, float %v167, float 0x3FDFFFFFA0000000)
  %v172 = tail call float @llvm.fmuladd.f32(float %v171, float %v167, float 1.000000e+00)
  %v173 = tail call float @llvm.fmuladd.f32(float %v172, float %v167, float 1.000000e+00)
  %v174 = bitcast float %v164 to i32
  %v175 = shl i32 %v174, 23
  %v176 = bitcast float %v173 to i32
  %v177 = add i32 %v175, %v176
  %v178 = bitcast i32 %v177 to float
  %v179 = fcmp olt float %v163, 0xC055D58A00000000
  %v180 = select i1 %v179, float 0.000000e+00, float %v178
  %v181 = fadd float %v163, 0x7FF0000000000000
  %v182 = fcmp olt float %v163, 0x40562E4300000000
  %v183 = select i1 %v182, float %v180, float %v181
  %v184 = fadd contract float %v159, %v183
  %v185 = or disjoint i64 %v6, 384
  %v186 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v185
  %v187 = load float, ptr %v186, align 4
  %v188 = fsub contract float %v187, %v111
  %v189 = tail call float @llvm.fmuladd.f32(float %v188, float 0x3FF7154760000000, float 0x4168000000000000)
  %v190 = fadd float %v189, 0xC168000000000000
  %v191 = tail call float @llvm.fmuladd.f32(float %v190, float 0xBFE6300000000000, float %v188)
  %v192 = tail call float @llvm.fmuladd.f32(float %v190, float 0x3F2BD01060000000, float %v191)
  %v193 = tail call float @llvm.fmuladd.f32(float %v192, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v194 = tail call float @llvm.fmuladd.f32(float %v193, float %v192, float 0x3FA55589A0000000)
  %v195 = tail call float @llvm.fmuladd.f32(float %v194, float %v192, float 0x3FC55540A0000000)
  %v196 = tail call float @llvm.fmuladd.f32(float %v195, float %v192, float 0x3FDFFFFFA0000000)
  %v197 = tail call float @llvm.fmuladd.f32(float %v196, float %v192, float 1.000000e+00)
  %v198 = tail call float @llvm.fmuladd.f32(float %v197, float %v192, float 1.000000e+00)
  %v199 = bitcast float %v189 to i32
  %v200 = shl i32 %v199, 23
  %v201 = bitcast float %v198 to i32
  %v202 = add i32 %v200, %v201
  %v203 = bitcast i32 %v202 to float
  %v204 = fcmp olt float %v188, 0xC055D58A00000000
  %v205 = select i1 %v204, float 0.000000e+00, float %v203
  %v206 = fadd float %v188, 0x7FF0000000000000
  %v207 = fcmp olt float %v188, 0x40562E4300000000
  %v208 = select i1 %v207, float %v205, float %v206
  %v209 = fadd contract float %v184, %v208
  %v210 = or disjoint i64 %v6, 512
  %v211 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v210
  %v212 = load float, ptr %v211, align 4
  %v213 = fsub contract float %v212, %v111
  %v214 = tail call float @llvm.fmuladd.f32(float %v213, float 0x3FF7154760000000, float 0x4168000000000000)
  %v215 = fadd float %v214, 0xC168000000000000
  %v216 = tail call float @llvm.fmuladd.f32(float %v215, float 0xBFE6300000000000, float %v213)
  %v217 = tail call float @llvm.fmuladd.f32(float %v215, float 0x3F2BD01060000000, float %v216)
  %v218 = tail call float @llvm.fmuladd.f32(float %v217, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v219 = tail call float @llvm.fmuladd.f32(float %v218, float %v217, float 0x3FA55589A0000000)
  %v220 = tail call float @llvm.fmuladd.f32(float %v219, float %v217, float 0x3FC55540A0000000)
  %v221 = tail call float @llvm.fmuladd.f32(float %v220, float %v217, float 0x3FDFFFFFA0000000)
  %v222 = tail call float @llvm.fmuladd.f32(float %v221, float %v217, float 1.000000e+00)
  %v223 = tail call float @llvm.fmuladd.f32(float %v222, float %v217, float 1.000000e+00)
  %v224 = bitcast float %v214 to i32
  %v225 = shl i32 %v224, 23
  %v226 = bitcast float %v223 to i32
  %v227 = add i32 %v225, %v226
  %v228 = bitcast i32 %v227 to float
  %v229 = fcmp olt float %v213, 0xC055D58A00000000
  %v230 = select i1 %v229, float 0.000000e+00, float %v228
  %v231 = fadd float %v213, 0x7FF0000000000000
  %v232 = fcmp olt float %v213, 0x40562E4300000000
  %v233 = select i1 %v232, float %v230, float %v231
  %v234 = fadd contract float %v209, %v233
  %v235 = or disjoint i64 %v6, 640
  %v236 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v235
  %v237 = load float, ptr %v236, align 4
  %v238 = fsub contract float %v237, %v111
  %v239 = tail call float @llvm.fmuladd.f32(float %v238, float 0x3FF7154760000000, float 0x4168000000000000)
  %v240 = fadd float %v239, 0xC168000000000000
  %v241 = tail call float @llvm.fmuladd.f32(float %v240, float 0xBFE6300000000000, float %v238)
  %v242 = tail call float @llvm.fmuladd.f32(float %v240, float 0x3F2BD01060000000, float %v241)
  %v243 = tail call float @llvm.fmuladd.f32(float %v242, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v244 = tail call float @llvm.fmuladd.f32(float %v243, float %v242, float 0x3FA55589A0000000)
  %v245 = tail call float @llvm.fmuladd.f32(float %v244, float %v242, float 0x3FC55540A0000000)
  %v246 = tail call float @llvm.fmuladd.f32(float %v245, float %v242, float 0x3FDFFFFFA0000000)
  %v247 = tail call float @llvm.fmuladd.f32(float %v246, float %v242, float 1.000000e+00)
  %v248 = tail call float @llvm.fmuladd.f32(float %v247, float %v242, float 1.000000e+00)
  %v249 = bitcast float %v239 to i32
  %v250 = shl i32 %v249, 23
  %v251 = bitcast float %v248 to i32
  %v252 = add i32 %v250, %v251
  %v253 = bitcast i32 %v252 to float
  %v254 = fcmp olt float %v238, 0xC055D58A00000000
  %v255 = select i1 %v254, float 0.000000e+00, float %v253
  %v256 = fadd float %v238, 0x7FF0000000000000
  %v257 = fcmp olt float %v238, 0x40562E4300000000
  %v258 = select i1 %v257, float %v255, float %v256
  %v259 = fadd contract float %v234, %v258
  %v260 = or disjoint i64 %v6, 768
  %v261 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v260
  %v262 = load float, ptr %v261, align 4
  %v263 = fsub contract float %v262, %v111
  %v264 = tail call float @llvm.fmuladd.f32(float %v263, float 0x3FF7154760000000, float 0x4168000000000000)
  %v265 = fadd float %v264, 0xC168000000000000
  %v266 = tail call float @llvm.fmuladd.f32(float %v265, float 0xBFE6300000000000, float %v263)
  %v267 = tail call float @llvm.fmuladd.f32(float %v265, float 0x3F2BD01060000000, float %v266)
  %v268 = tail call float @llvm.fmuladd.f32(float %v267, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v269 = tail call float @llvm.fmuladd.f32(float %v268, float %v267, float 0x3FA55589A0000000)
  %v270 = tail call float @llvm.fmuladd.f32(float %v269, float %v267, float 0x3FC55540A0000000)
  %v271 = tail call float @llvm.fmuladd.f32(float %v270, float %v267, float 0x3FDFFFFFA0000000)
  %v272 = tail call float @llvm.fmuladd.f32(float %v271, float %v267, float 1.000000e+00)
  %v273 = tail call float @llvm.fmuladd.f32(float %v272, float %v267, float 1.000000e+00)
  %v274 = bitcast float %v264 to i32
  %v275 = shl i32 %v274, 23
  %v276 = bitcast float %v273 to i32
  %v277 = add i32 %v275, %v276
  %v278 = bitcast i32 %v277 to float
  %v279 = fcmp olt float %v263, 0xC055D58A00000000
  %v280 = select i1 %v279, float 0.000000e+00, float %v278
  %v281 = fadd float %v263, 0x7FF0000000000000
  %v282 = fcmp olt float %v263, 0x40562E4300000000
  %v283 = select i1 %v282, float %v280, float %v281
  %v284 = fadd contract float %v259, %v283
  %v285 = or disjoint i64 %v6, 896
  %v286 = icmp ult i64 %v285, 1000
  br i1 %v286, label %v287, label %v288

v287:                                      ; preds = %v93
  %v289 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v285
  %v290 = load float, ptr %v289, align 4
  %v291 = fsub contract float %v290, %v111
  %v292 = tail call float @llvm.fmuladd.f32(float %v291, float 0x3FF7154760000000, float 0x4168000000000000)
  %v293 = fadd float %v292, 0xC168000000000000
  %v294 = tail call float @llvm.fmuladd.f32(float %v293, float 0xBFE6300000000000, float %v291)
  %v295 = tail call float @llvm.fmuladd.f32(float %v293, float 0x3F2BD01060000000, float %v294)
  %v296 = tail call float @llvm.fmuladd.f32(float %v295, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v297 = tail call float @llvm.fmuladd.f32(float %v296, float %v295, float 0x3FA55589A0000000)
  %v298 = tail call float @llvm.fmuladd.f32(float %v297, float %v295, float 0x3FC55540A0000000)
  %v299 = tail call float @llvm.fmuladd.f32(float %v298, float %v295, float 0x3FDFFFFFA0000000)
  %v300 = tail call float @llvm.fmuladd.f32(float %v299, float %v295, float 1.000000e+00)
  %v301 = tail call float @llvm.fmuladd.f32(float %v300, float %v295, float 1.000000e+00)
  %v302 = bitcast float %v292 to i32
  %v303 = shl i32 %v302, 23
  %v304 = bitcast float %v301 to i32
  %v305 = add i32 %v303, %v304
  %v306 = bitcast i32 %v305 to float
  %v307 = fcmp olt float %v291, 0xC055D58A00000000
  %v308 = select i1 %v307, float 0.000000e+00, float %v306
  %v309 = fadd float %v291, 0x7FF0000000000000
  %v310 = fcmp olt float %v291, 0x40562E4300000000
  %v311 = select i1 %v310, float %v308, float %v309
  %v312 = fadd contract float %v284, %v311
  br label %v288

v288:                                      ; preds = %v287, %v93
  %v313 = phi float [ %v312, %v287 ], [ %v284, %v93 ]
  %v314 = bitcast float %v313 to i32
  %v315 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v314, i32 16, i32 31)
  %v316 = bitcast i32 %v315 to float
  %v317 = fadd contract float %v313, %v316
  %v318 = bitcast float %v317 to i32
  %v319 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v318, i32 8, i32 31)
  %v320 = bitcast i32 %v319 to float
  %v321 = fadd contract float %v317, %v320
  %v322 = bitcast float %v321 to i32
  %v323 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v322, i32 4, i32 31)
  %v324 = bitcast i32 %v323 to float
  %v325 = fadd contract float %v321, %v324
  %v326 = bitcast float %v325 to i32
  %v327 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v326, i32 2, i32 31)
  %v328 = bitcast i32 %v327 to float
  %v329 = fadd contract float %v325, %v328
  %v330 = bitcast float %v329 to i32
  %v331 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v330, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier0()
  br i1 %v91, label %v332, label %v333

v332:                                        ; preds = %v288
  %v334 = lshr exact i64 %v6, 3
  %v335 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.expsum.red to ptr), i64 %v334
  %v336 = bitcast i32 %v331 to float
  %v337 = fadd contract float %v329, %v336
  store float %v337, ptr %v335, align 4
  br label %v333

v333:                                        ; preds = %v332, %v288
  tail call void @llvm.nvvm.barrier0()
  %v338 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.expsum.red to ptr), i64 %v99
  %v339 = load float, ptr %v338, align 4
  %v340 = bitcast float %v339 to i32
  %v341 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v340, i32 2, i32 31)
  %v342 = bitcast i32 %v341 to float
  %v343 = fadd contract float %v339, %v342
  %v344 = bitcast float %v343 to i32
  %v345 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v344, i32 1, i32 31)
  %v346 = bitcast i32 %v345 to float
  %v347 = fadd contract float %v343, %v346
  %v348 = fadd contract float %v347, 0.000000e+00
  %v349 = getelementptr inbounds i8, ptr %v1, i64 %v9
  %v350 = getelementptr inbounds float, ptr %v349, i64 %v6
  %v351 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v6
  %v352 = load float, ptr %v351, align 4
  %v353 = fsub contract float %v352, %v111
  %v354 = tail call float @llvm.fmuladd.f32(float %v353, float 0x3FF7154760000000, float 0x4168000000000000)
  %v355 = fadd float %v354, 0xC168000000000000
  %v356 = tail call float @llvm.fmuladd.f32(float %v355, float 0xBFE6300000000000, float %v353)
  %v357 = tail call float @llvm.fmuladd.f32(float %v355, float 0x3F2BD01060000000, float %v356)
  %v358 = tail call float @llvm.fmuladd.f32(float %v357, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v359 = tail call float @llvm.fmuladd.f32(float %v358, float %v357, float 0x3FA55589A0000000)
  %v360 = tail call float @llvm.fmuladd.f32(float %v359, float %v357, float 0x3FC55540A0000000)
  %v361 = tail call float @llvm.fmuladd.f32(float %v360, float %v357, float 0x3FDFFFFFA0000000)
  %v362 = tail call float @llvm.fmuladd.f32(float %v361, float %v357, float 1.000000e+00)
  %v363 = tail call float @llvm.fmuladd.f32(float %v362, float %v357, float 1.000000e+00)
  %v364 = bitcast float %v354 to i32
  %v365 = shl i32 %v364, 23
  %v366 = bitcast float %v363 to i32
  %v367 = add i32 %v365, %v366
  %v368 = bitcast i32 %v367 to float
  %v369 = fcmp olt float %v353, 0xC055D58A00000000
  %v370 = select i1 %v369, float 0.000000e+00, float %v368
  %v371 = fadd float %v353, 0x7FF0000000000000
  %v372 = fcmp olt float %v353, 0x40562E4300000000
  %v373 = select i1 %v372, float %v370, float %v371
  %v374 = fdiv contract float %v373, %v348
  store float %v374, ptr %v350, align 4
  %v375 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v7
  %v376 = load float, ptr %v375, align 4
  %v377 = fsub contract float %v376, %v111
  %v378 = tail call float @llvm.fmuladd.f32(float %v377, float 0x3FF7154760000000, float 0x4168000000000000)
  %v379 = fadd float %v378, 0xC168000000000000
  %v380 = tail call float @llvm.fmuladd.f32(float %v379, float 0xBFE6300000000000, float %v377)
  %v381 = tail call float @llvm.fmuladd.f32(float %v379, float 0x3F2BD01060000000, float %v380)
  %v382 = tail call float @llvm.fmuladd.f32(float %v381, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v383 = tail call float @llvm.fmuladd.f32(float %v382, float %v381, float 0x3FA55589A0000000)
  %v384 = tail call float @llvm.fmuladd.f32(float %v383, float %v381, float 0x3FC55540A0000000)
  %v385 = tail call float @llvm.fmuladd.f32(float %v384, float %v381, float 0x3FDFFFFFA0000000)
  %v386 = tail call float @llvm.fmuladd.f32(float %v385, float %v381, float 1.000000e+00)
  %v387 = tail call float @llvm.fmuladd.f32(float %v386, float %v381, float 1.000000e+00)
  %v388 = bitcast float %v378 to i32
  %v389 = shl i32 %v388, 23
  %v390 = bitcast float %v387 to i32
  %v391 = add i32 %v389, %v390
  %v392 = bitcast i32 %v391 to float
  %v393 = fcmp olt float %v377, 0xC055D58A00000000
  %v394 = select i1 %v393, float 0.000000e+00, float %v392
  %v395 = fadd float %v377, 0x7FF0000000000000
  %v396 = fcmp olt float %v377, 0x40562E4300000000
  %v397 = select i1 %v396, float %v394, float %v395
  %v398 = fdiv contract float %v397, %v348
  %v399 = getelementptr inbounds i8, ptr %v350, i64 512
  store float %v398, ptr %v399, align 4
  %v400 = or disjoint i64 %v6, 256
  %v401 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v400
  %v402 = load float, ptr %v401, align 4
  %v403 = fsub contract float %v402, %v111
  %v404 = tail call float @llvm.fmuladd.f32(float %v403, float 0x3FF7154760000000, float 0x4168000000000000)
  %v405 = fadd float %v404, 0xC168000000000000
  %v406 = tail call float @llvm.fmuladd.f32(float %v405, float 0xBFE6300000000000, float %v403)
  %v407 = tail call float @llvm.fmuladd.f32(float %v405, float 0x3F2BD01060000000, float %v406)
  %v408 = tail call float @llvm.fmuladd.f32(float %v407, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v409 = tail call float @llvm.fmuladd.f32(float %v408, float %v407, float 0x3FA55589A0000000)
  %v410 = tail call float @llvm.fmuladd.f32(float %v409, float %v407, float 0x3FC55540A0000000)
  %v411 = tail call float @llvm.fmuladd.f32(float %v410, float %v407, float 0x3FDFFFFFA0000000)
  %v412 = tail call float @llvm.fmuladd.f32(float %v411, float %v407, float 1.000000e+00)
  %v413 = tail call float @llvm.fmuladd.f32(float %v412, float %v407, float 1.000000e+00)
  %v414 = bitcast float %v404 to i32
  %v415 = shl i32 %v414, 23
  %v416 = bitcast float %v413 to i32
  %v417 = add i32 %v415, %v416
  %v418 = bitcast i32 %v417 to float
  %v419 = fcmp olt float %v403, 0xC055D58A00000000
  %v420 = select i1 %v419, float 0.000000e+00, float %v418
  %v421 = fadd float %v403, 0x7FF0000000000000
  %v422 = fcmp olt float %v403, 0x40562E4300000000
  %v423 = select i1 %v422, float %v420, float %v421
  %v424 = fdiv contract float %v423, %v348
  %v425 = getelementptr inbounds i8, ptr %v350, i64 1024
  store float %v424, ptr %v425, align 4
  %v426 = or disjoint i64 %v6, 384
  %v427 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v426
  %v428 = load float, ptr %v427, align 4
  %v429 = fsub contract float %v428, %v111
  %v430 = tail call float @llvm.fmuladd.f32(float %v429, float 0x3FF7154760000000, float 0x4168000000000000)
  %v431 = fadd float %v430, 0xC168000000000000
  %v432 = tail call float @llvm.fmuladd.f32(float %v431, float 0xBFE6300000000000, float %v429)
  %v433 = tail call float @llvm.fmuladd.f32(float %v431, float 0x3F2BD01060000000, float %v432)
  %v434 = tail call float @llvm.fmuladd.f32(float %v433, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v435 = tail call float @llvm.fmuladd.f32(float %v434, float %v433, float 0x3FA55589A0000000)
  %v436 = tail call float @llvm.fmuladd.f32(float %v435, float %v433, float 0x3FC55540A0000000)
  %v437 = tail call float @llvm.fmuladd.f32(float %v436, float %v433, float 0x3FDFFFFFA0000000)
  %v438 = tail call float @llvm.fmuladd.f32(float %v437, float %v433, float 1.000000e+00)
  %v439 = tail call float @llvm.fmuladd.f32(float %v438, float %v433, float 1.000000e+00)
  %v440 = bitcast float %v430 to i32
  %v441 = shl i32 %v440, 23
  %v442 = bitcast float %v439 to i32
  %v443 = add i32 %v441, %v442
  %v444 = bitcast i32 %v443 to float
  %v445 = fcmp olt float %v429, 0xC055D58A00000000
  %v446 = select i1 %v445, float 0.000000e+00, float %v444
  %v447 = fadd float %v429, 0x7FF0000000000000
  %v448 = fcmp olt float %v429, 0x40562E4300000000
  %v449 = select i1 %v448, float %v446, float %v447
  %v450 = fdiv contract float %v449, %v348
  %v451 = getelementptr inbounds i8, ptr %v350, i64 1536
  store float %v450, ptr %v451, align 4
  %v452 = or disjoint i64 %v6, 512
  %v453 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v452
  %v454 = load float, ptr %v453, align 4
  %v455 = fsub contract float %v454, %v111
  %v456 = tail call float @llvm.fmuladd.f32(float %v455, float 0x3FF7154760000000, float 0x4168000000000000)
  %v457 = fadd float %v456, 0xC168000000000000
  %v458 = tail call float @llvm.fmuladd.f32(float %v457, float 0xBFE6300000000000, float %v455)
  %v459 = tail call float @llvm.fmuladd.f32(float %v457, float 0x3F2BD01060000000, float %v458)
  %v460 = tail call float @llvm.fmuladd.f32(float %v459, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v461 = tail call float @llvm.fmuladd.f32(float %v460, float %v459, float 0x3FA55589A0000000)
  %v462 = tail call float @llvm.fmuladd.f32(float %v461, float %v459, float 0x3FC55540A0000000)
  %v463 = tail call float @llvm.fmuladd.f32(float %v462, float %v459, float 0x3FDFFFFFA0000000)
  %v464 = tail call float @llvm.fmuladd.f32(float %v463, float %v459, float 1.000000e+00)
  %v465 = tail call float @llvm.fmuladd.f32(float %v464, float %v459, float 1.000000e+00)
  %v466 = bitcast float %v456 to i32
  %v467 = shl i32 %v466, 23
  %v468 = bitcast float %v465 to i32
  %v469 = add i32 %v467, %v468
  %v470 = bitcast i32 %v469 to float
  %v471 = fcmp olt float %v455, 0xC055D58A00000000
  %v472 = select i1 %v471, float 0.000000e+00, float %v470
  %v473 = fadd float %v455, 0x7FF0000000000000
  %v474 = fcmp olt float %v455, 0x40562E4300000000
  %v475 = select i1 %v474, float %v472, float %v473
  %v476 = fdiv contract float %v475, %v348
  %v477 = getelementptr inbounds i8, ptr %v350, i64 2048
  store float %v476, ptr %v477, align 4
  %v478 = or disjoint i64 %v6, 640
  %v479 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v478
  %v480 = load float, ptr %v479, align 4
  %v481 = fsub contract float %v480, %v111
  %v482 = tail call float @llvm.fmuladd.f32(float %v481, float 0x3FF7154760000000, float 0x4168000000000000)
  %v483 = fadd float %v482, 0xC168000000000000
  %v484 = tail call float @llvm.fmuladd.f32(float %v483, float 0xBFE6300000000000, float %v481)
  %v485 = tail call float @llvm.fmuladd.f32(float %v483, float 0x3F2BD01060000000, float %v484)
  %v486 = tail call float @llvm.fmuladd.f32(float %v485, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v487 = tail call float @llvm.fmuladd.f32(float %v486, float %v485, float 0x3FA55589A0000000)
  %v488 = tail call float @llvm.fmuladd.f32(float %v487, float %v485, float 0x3FC55540A0000000)
  %v489 = tail call float @llvm.fmuladd.f32(float %v488, float %v485, float 0x3FDFFFFFA0000000)
  %v490 = tail call float @llvm.fmuladd.f32(float %v489, float %v485, float 1.000000e+00)
  %v491 = tail call float @llvm.fmuladd.f32(float %v490, float %v485, float 1.000000e+00)
  %v492 = bitcast float %v482 to i32
  %v493 = shl i32 %v492, 23
  %v494 = bitcast float %v491 to i32
  %v495 = add i32 %v493, %v494
  %v496 = bitcast i32 %v495 to float
  %v497 = fcmp olt float %v481, 0xC055D58A00000000
  %v498 = select i1 %v497, float 0.000000e+00, float %v496
  %v499 = fadd float %v481, 0x7FF0000000000000
  %v500 = fcmp olt float %v481, 0x40562E4300000000
  %v501 = select i1 %v500, float %v498, float %v499
  %v502 = fdiv contract float %v501, %v348
  %v503 = getelementptr inbounds i8, ptr %v350, i64 2560
  store float %v502, ptr %v503, align 4
  %v504 = or disjoint i64 %v6, 768
  %v505 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v504
  %v506 = load float, ptr %v505, align 4
  %v507 = fsub contract float %v506, %v111
  %v508 = tail call float @llvm.fmuladd.f32(float %v507, float 0x3FF7154760000000, float 0x4168000000000000)
  %v509 = fadd float %v508, 0xC168000000000000
  %v510 = tail call float @llvm.fmuladd.f32(float %v509, float 0xBFE6300000000000, float %v507)
  %v511 = tail call float @llvm.fmuladd.f32(float %v509, float 0x3F2BD01060000000, float %v510)
  %v512 = tail call float @llvm.fmuladd.f32(float %v511, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v513 = tail call float @llvm.fmuladd.f32(float %v512, float %v511, float 0x3FA55589A0000000)
  %v514 = tail call float @llvm.fmuladd.f32(float %v513, float %v511, float 0x3FC55540A0000000)
  %v515 = tail call float @llvm.fmuladd.f32(float %v514, float %v511, float 0x3FDFFFFFA0000000)
  %v516 = tail call float @llvm.fmuladd.f32(float %v515, float %v511, float 1.000000e+00)
  %v517 = tail call float @llvm.fmuladd.f32(float %v516, float %v511, float 1.000000e+00)
  %v518 = bitcast float %v508 to i32
  %v519 = shl i32 %v518, 23
  %v520 = bitcast float %v517 to i32
  %v521 = add i32 %v519, %v520
  %v522 = bitcast i32 %v521 to float
  %v523 = fcmp olt float %v507, 0xC055D58A00000000
  %v524 = select i1 %v523, float 0.000000e+00, float %v522
  %v525 = fadd float %v507, 0x7FF0000000000000
  %v526 = fcmp olt float %v507, 0x40562E4300000000
  %v527 = select i1 %v526, float %v524, float %v525
  %v528 = fdiv contract float %v527, %v348
  %v529 = getelementptr inbounds i8, ptr %v350, i64 3072
  store float %v528, ptr %v529, align 4
  %v530 = or disjoint i64 %v6, 896
  %v531 = icmp ult i64 %v530, 1000
  br i1 %v531, label %v532, label %v533

v532:                                      ; preds = %v333
  %v534 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v530
  %v535 = load float, ptr %v534, align 4
  %v536 = fsub contract float %v535, %v111
  %v537 = tail call float @llvm.fmuladd.f32(float %v536, float 0x3FF7154760000000, float 0x4168000000000000)
  %v538 = fadd float %v537, 0xC168000000000000
  %v539 = tail call float @llvm.fmuladd.f32(float %v538, float 0xBFE6300000000000, float %v536)
  %v540 = tail call float @llvm.fmuladd.f32(float %v538, float 0x3F2BD01060000000, float %v539)
  %v541 = tail call float @llvm.fmuladd.f32(float %v540, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v542 = tail call float @llvm.fmuladd.f32(float %v541, float %v540, float 0x3FA55589A0000000)
  %v543 = tail call float @llvm.fmuladd.f32(float %v542, float %v540, float 0x3FC55540A0000000)
  %v544 = tail call float @llvm.fmuladd.f32(float %v543, float %v540, float 0x3FDFFFFFA0000000)
  %v545 = tail call float @llvm.fmuladd.f32(float %v544, float %v540, float 1.000000e+00)
  %v546 = tail call float @llvm.fmuladd.f32(float %v545, float %v540, float 1.000000e+00)
  %v547 = bitcast float %v537 to i32
  %v548 = shl i32 %v547, 23
  %v549 = bitcast float %v546 to i32
  %v550 = add i32 %v548, %v549
  %v551 = bitcast i32 %v550 to float
  %v552 = fcmp olt float %v536, 0xC055D58A00000000
  %v553 = select i1 %v552, float 0.000000e+00, float %v551
  %v554 = fadd float %v536, 0x7FF0000000000000
  %v555 = fcmp olt float %v536, 0x40562E4300000000
  %v556 = select i1 %v555, float %v553, float %v554
  %v557 = fdiv contract float %v556, %v348
  %v558 = getelementptr inbounds i8, ptr %v350, i64 3584
  store float %v557, ptr %v558, align 4
  br label %v533

v533:                                      ; preds = %v532, %v333
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
