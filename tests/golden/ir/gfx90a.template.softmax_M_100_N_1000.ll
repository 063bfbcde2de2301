; softmax:M=100,N=1000,dtype=f32 on rocm -mcpu=gfx90a, schedule template
; ModuleID = 'ktune_softmax_f32_m100_n1000'
source_filename = "ktune_softmax_f32_m100_n1000"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@ktune_softmax_f32_m100_n1000.X.shared = internal addrspace(3) global [1000 x float] undef, align 64
@ktune_softmax_f32_m100_n1000.maxelem.red = internal unnamed_addr addrspace(3) global [4 x float] undef, align 64
@ktune_softmax_f32_m100_n1000.expsum.red = internal unnamed_addr addrspace(3) global [4 x float] undef, align 64

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define amdgpu_kernel void @ktune_softmax_f32_m100_n1000(ptr noalias nocapture readonly %v0, ptr noalias nocapture writeonly %v1) local_unnamed_addr #0 {
v2:
  %v3 = addrspacecast ptr %v0 to ptr addrspace(1)
  %v4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %v5 = zext i32 %v4 to i64
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v6 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %v7 = icmp ult i32 %v6, 122
  %v8 = mul nuw nsw i64 %v5, 4000
  %v9 = getelementptr i8, ptr addrspace(1) %v3, i64 %v8
  %v10 = zext i32 %v6 to i64
  %v11 = shl nuw nsw i64 %v10, 2
  %v12 = trunc i64 %v11 to i32
  %v13 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared, i32 %v12
  %v14 = getelementptr inbounds float, ptr addrspace(1) %v9, i64 %v11
  %v15 = load <4 x float>, ptr addrspace(1) %v14, align 16, !amdgpu.noclobber !0
  store <4 x float> %v15, ptr addrspace(3) %v13, align 16
  br i1 %v7, label %v16, label %v17

v16:                                       ; preds = %v2
  %v18 = shl nuw nsw i32 %v6, 2
  %v19 = or disjoint i32 %v18, 512
  %v20 = zext nneg i32 %v19 to i64
  %v21 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v20
  %v22 = icmp ult i32 %v4, 100
  %v23 = insertelement <4 x i1> poison, i1 %v22, i64 0
  %v24 = shufflevector <4 x i1> %v23, <4 x i1> poison, <4 x i32> zeroinitializer
  %v25 = addrspacecast ptr addrspace(1) %v9 to ptr
  %v26 = getelementptr float, ptr %v25, i64 %v20
  %v27 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v26, i32 16, <4 x i1> %v24, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v27, ptr %v21, i32 16, <4 x i1> %v24)
  br label %v17

v17:                                        ; preds = %v16, %v2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v28 = getelementptr float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared, i32 %v6
  %v29 = load float, ptr addrspace(3) %v28, align 4
  %v30 = getelementptr i8, ptr addrspace(3) %v28, i32 512
  %v31 = load float, ptr addrspace(3) %v30, align 4
  %v32 = fcmp contract ogt float %v29, %v31
  %v33 = select contract i1 %v32, float %v29, float %v31
  %v34 = getelementptr i8, ptr addrspace(3) %v28, i32 1024
  %v35 = load float, ptr addrspace(3) %v34, align 4
  %v36 = fcmp contract ogt float %v33, %v35
  %v37 = select contract i1 %v36, float %v33, float %v35
  %v38 = getelementptr i8, ptr addrspace(3) %v28, i32 1536
  %v39 = load float, ptr addrspace(3) %v38, align 4
  %v40 = fcmp contract ogt float %v37, %v39
  %v41 = select contract i1 %v40, float %v37, float %v39
  %v42 = getelementptr i8, ptr addrspace(3) %v28, i32 2048
  %v43 = load float, ptr addrspace(3) %v42, align 4
  %v44 = fcmp contract ogt float %v41, %v43
  %v45 = select contract i1 %v44, float %v41, float %v43
  %v46 = getelementptr i8, ptr addrspace(3) %v28, i32 2560
  %v47 = load float, ptr addrspace(3) %v46, align 4
  %v48 = fcmp contract ogt float %v45, %v47
  %v49 = select contract i1 %v48, float %v45, float %v47
  %v50 = getelementptr i8, ptr addrspace(3) %v28, i32 3072
  %v51 = load float, ptr addrspace(3) %v50, align 4
  %v52 = fcmp contract ogt float %v49, %v51
  %v53 = select contract i1 %v52, float %v49, float %v51
  %v54 = icmp ult i32 %v6, 104
  br i1 %v54, label %v55, label %v56

v55:                                      ; preds = %v17
  %v57 = or disjoint i32 %v6, 896
  %v58 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared, i32 %v57
  %v59 = load float, ptr addrspace(3) %v58, align 4
  %v60 = fcmp contract ogt float %v53, %v59
  %v61 = select contract i1 %v60, float %v53, float %v59
  br label %v56

v56:                                       ; preds = %v55, %v17
  %v62 = phi float [ %v61, %v55 ], [ %v53, %v17 ]
  %v63 = addrspacecast ptr %v1 to ptr addrspace(1)
  %v64 = bitcast float %v62 to i32
  %v65 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %v66 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %v65)
  %v67 = shl i32 %v66, 2
  %v68 = xor i32 %v67, 64
  %v69 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v68, i32 %v64)
  %v70 = bitcast i32 %v69 to float
  %v71 = fcmp contract ogt float %v62, %v70
  %v72 = select contract i1 %v71, float %v62, float %v70
  %v73 = bitcast float %v72 to i32
  %v74 = xor i32 %v67, 32
  %v75 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v74, i32 %v73)
  %v76 = bitcast i32 %v75 to float
  %v77 = fcmp contract ogt float %v72, %v76
  %v78 = select contract i1 %v77, float %v72, float %v76
  %v79 = bitcast float %v78 to i32
  %v80 = xor i32 %v67, 16
  %v81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v80, i32 %v79)
  %v82 = bitcast i32 %v81 to float
  %v83 = fcmp contract ogt float %v78, %v82
  %v84 = select contract i1 %v83, float %v78, float %v82
  %v85 = bitcast float %v84 to i32
  %v86 = xor i32 %v67, 8
  %v87 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v86, i32 %v85)
  %v88 = bitcast i32 %v87 to float
  %v89 = fcmp contract ogt float %v84, %v88
  %v90 = select contract i1 %v89, float %v84, float %v88
  %v91 = bitcast float %v90 to i32
  %v92 = xor i32 %v67, 4
  %v93 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v92, i32 %v91)
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v94 = and i64 %v10, 31
  %v95 = icmp eq i64 %v94, 0
  br i1 %v95, label %v96, label %v97

v96:                                        ; preds = %v56
  %v98 = lshr i32 %v6, 3
  %v99 = getelementptr inbounds i8, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.maxelem.red, i32 %v98
  %v100 = bitcast i32 %v93 to float
  %v101 = fcmp contract ogt float %v90, %v100
  %v102 = select contract i1 %v101, float %v90, float %v100
  store float %v102, ptr addrspace(3) %v99, align 4
  br label %v97

v97:                                        ; preds = %v96, %v56
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v103 = and i32 %v6, 3
  %v104 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.maxelem.red, i32 %v103
  %v105 = load float, ptr addrspace(3) %v104, align 4
  %v106 = bitcast float %v105 to i32
  %v107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v86, i32 %v106)
  %v108 = bitcast i32 %v107 to float
  %v109 = fcmp contract ogt float %v105, %v108
  %v110 = select contract i1 %v109, float %v105, float %v108
  %v111 = bitcast float %v110 to i32
  %v112 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v92, i32 %v111)
  %v113 = bitcast i32 %v112 to float
  %v114 = fcmp contract ogt float %v110, %v113
  %v115 = select contract i1 %v114, float %v110, float %v113
  %v116 = load float, ptr addrspace(3) %v28, align 4
  %v117 = fsub contract float %v116, %v115
  %v118 = tail call contract float @llvm.maxnum.f32(float %v117, float 0xC055D58A00000000)
  %v119 = tail call contract float @llvm.minnum.f32(float %v118, float 0x40562E4300000000)
  %v120 = tail call contract float @llvm.fmuladd.f32(float %v119, float 0x3FF7154760000000, float 5.000000e-01)
  %v121 = tail call contract float @llvm.floor.f32(float %v120)
  %v122 = tail call contract float @llvm.fmuladd.f32(float %v121, float 0xBFE6300000000000, float %v119)
  %v123 = tail call contract float @llvm.fmuladd.f32(float %v121, float 0x3F2BD01060000000, float %v122)
  %v124 = tail call contract float @llvm.fmuladd.f32(float %v123, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v125 = tail call contract float @llvm.fmuladd.f32(float %v124, float %v123, float 0x3F81112100000000)
  %v126 = tail call contract float @llvm.fmuladd.f32(float %v125, float %v123, float 0x3FA5553820000000)
  %v127 = tail call contract float @llvm.fmuladd.f32(float %v126, float %v123, float 0x3FC5555540000000)
  %v128 = tail call contract float @llvm.fmuladd.f32(float %v127, float %v123, float 5.000000e-01)
  %v129 = fmul contract float %v123, %v123
  %v130 = tail call contract float @llvm.fmuladd.f32(float %v128, float %v129, float %v123)
  %v131 = fadd contract float %v130, 1.000000e+00
  %v132 = fptosi float %v121 to i32
  %v133 = ashr i32 %v132, 1
  %v134 = sub i32 %v132, %v133
  %v135 = shl i32 %v134, 23
  %v136 = add i32 %v135, 1065353216
  %v137 = bitcast i32 %v136 to float
  %v138 = shl i32 %v133, 23
  %v139 = add i32 %v138, 1065353216
  %v140 = bitcast i32 %v139 to float
  %v141 = fmul contract float %v131, %v140
  %v142 = fmul contract float %v141, %v137
  %v143 = fcmp contract olt float %v117, 0xC055D58A00000000
  %v144 = select contract i1 %v143, float 0.000000e+00, float %v142
  %v145 = fcmp contract ogt float %v117, 0x40562E4300000000
  %v146 = select contract i1 %v145, float 0x7FF0000000000000, float %v144
  %v147 = fcmp contract uno float %v117, 0.000000e+00
  %v148 = select contract i1 %v147, float %v117, float %v146
  %v149 = fadd contract float %v148, 0.000000e+00
  %v150 = getelementptr i8, ptr addrspace(3) %v28, i32 512
  %v151 = load float, ptr addrspace(3) %v150, align 4
  %v152 = fsub contract float %v151, %v115
  %v153 = tail call contract float @llvm.maxnum.f32(float %v152, float 0xC055D58A00000000)
  %v154 = tail call contract float @llvm.minnum.f32(float %v153, float 0x40562E4300000000)
  %v155 = tail call contract float @llvm.fmuladd.f32(float %v154, float 0x3FF7154760000000, float 5.000000e-01)
  %v156 = tail call contract float @llvm.floor.f32(float %v155)
  %v157 = tail call contract float @llvm.fmuladd.f32(float %v156, float 0xBFE6300000000000, float %v154)
  %v158 = tail call contract float @llvm.fmuladd.f32(float %v156, float 0x3F2BD01060000000, float %v157)
  %v159 = tail call contract float @llvm.fmuladd.f32(float %v158, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v160 = tail call contract float @llvm.fmuladd.f32(float %v159, float %v158, float 0x3F81112100000000)
  %v161 = tail call contract float @llvm.fmuladd.f32(float %v160, float %v158, float 0x3FA5553820000000)
  %v162 = tail call contract float @llvm.fmuladd.f32(float %v161, float %v158, float 0x3FC5555540000000)
  %v163 = tail call contract float @llvm.fmuladd.f32(float %v162, float %v158, float 5.000000e-01)
  %v164 = fmul contract float %v158, %v158
  %v165 = tail call contract float @llvm.fmuladd.f32(float %v163, float %v164, float %v158)
  %v166 = fadd contract float %v165, 1.000000e+00
  %v167 = fptosi float %v156 to i32
  %v168 = ashr i32 %v167, 1
  %v169 = sub i32 %v167, %v168
  %v170 = shl i32 %v169, 23
  %v171 = add i32 %v170, 1065353216
  %v172 = bitcast i32 %v171 to float
  %v173 = shl i32 %v168, 23
  %v174 = add i32 %v173, 1065353216
  %v175 = bitcast i32 %v174 to float
  %v176 = fmul contract float %v166, %v175
  %v177 = fmul contract float %v176, %v172
  %v178 = fcmp contract olt float %v152, 0xC055D58A00000000
  %v179 = select contract i1 %v178, float 0.000000e+00, float %v177
  %v180 = fcmp contract ogt float %v152, 0x40562E4300000000
  %v181 = select contract i1 %v180, float 0x7FF0000000000000, float %v179
  %v182 = fcmp contract uno float %v152, 0.000000e+00
  %v183 = select contract i1 %v182, float %v152, float %v181
  %v184 = fadd contract float %v149, %v183
  %v185 = getelementptr i8, ptr addrspace(3) %v28, i32 1024
  %v186 = load float, ptr addrspace(3) %v185, align 4
  %v187 = fsub contract float %v186, %v115
  %v188 = tail call contract float @llvm.maxnum.f32(float %v187, float 0xC055D58A00000000)
  %v189 = tail call contract float @llvm.minnum.f32(float %v188, float 0x40562E4300000000)
  %v190 = tail call contract float @llvm.fmuladd.f32(float %v189, float 0x3FF7154760000000, float 5.000000e-01)
  %v191 = tail call contract float @llvm.floor.f32(float %v190)
  %v192 = tail call contract float @llvm.fmuladd.f32(float %v191, float 0xBFE6300000000000, float %v189)
  %v193 = tail call contract float @llvm.fmuladd.f32(float %v191, float 0x3F2BD01060000000, float %v192)
  %v194 = tail call contract float @llvm.fmuladd.f32(float %v193, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v195 = tail call contract float @llvm.fmuladd.f32(float %v194, float %v193, float 0x3F81112100000000)
  %v196 = tail call contract float @llvm.fmuladd.f32(float %v195, float %v193, float 0x3FA5553820000000)
  %v197 = tail call contract float @llvm.fmuladd.f32(float %v196, float %v193, float 0x3FC5555540000000)
  %v198 = tail call contract float @llvm.fmuladd.f32(float %v197, float %v193, float 5.000000e-01)
  %v199 = fmul contract float %v193, %v193
  %v200 = tail call contract float @llvm.fmuladd.f32(float %v198, float %v199, float %v193)
  %v201 = fadd contract float %v200, 1.000000e+00
  %v202 = fptosi float %v191 to i32
  %v203 = ashr i32 %v202, 1
  %v204 = sub i32 %v202, %v203
  %v205 = shl i32 %v204, 23
  %v206 = add i32 %v205, 1065353216
  %v207 = bitcast i32 %v206 to float
  %v208 = shl i32 %v203, 23
  %v209 = add i32 %v208, 1065353216
  %v210 = bitcast i32 %v209 to float
  %v211 = fmul contract float %v201, %v210
  %v212 = fmul contract float %v211, %v207
  %v213 = fcmp contract olt float %v187, 0xC055D58A00000000
  %v214 = select contract i1 %v213, float 0.000000e+00, float %v212
  %v215 = fcmp contract ogt float %v187, 0x40562E4300000000
  %v216 = select contract i1 %v215, float 0x7FF0000000000000, float %v214
  %v217 = fcmp contract uno float %v187, 0.000000e+00
  %v218 = select contract i1 %v217, float %v187, float %v216
  %v219 = fadd contract float %v184, %v218
  %v220 = getelementptr i8, ptr addrspace(3) %v28, i32 1536
  %v221 = load float, ptr addrspace(3) %v220, align 4
  %v222 = fsub contract float %v221, %v115
  %v223 = tail call contract float @llvm.maxnum.f32(float %v222, float 0xC055D58A00000000)
  %v224 = tail call contract float @llvm.minnum.f32(float %v223, float 0x40562E4300000000)
  %v225 = tail call contract float @llvm.fmuladd.f32(float %v224, float 0x3FF7154760000000, float 5.000000e-01)
  %v226 = tail call contract float @llvm.floor.f32(float %v225)
  %v227 = tail call contract float @llvm.fmuladd.f32(float %v226, float 0xBFE6300000000000, float %v224)
  %v228 = tail call contract float @llvm.fmuladd.f32(float %v226, float 0x3F2BD01060000000, float %v227)
  %v229 = tail call contract float @llvm.fmuladd.f32(float %v228, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v230 = tail call contract float @llvm.fmuladd.f32(float %v229, float %v228, float 0x3F81112100000000)
  %v231 = tail call contract float @llvm.fmuladd.f32(float %v230, float %v228, float 0x3FA5553820000000)
  %v232 = tail call contract float @llvm.fmuladd.f32(float %v231, float %v228, float 0x3FC5555540000000)
  %v233 = tail call contract float @llvm.fmuladd.f32(float %v232, float %v228, float 5.000000e-01)
  %v234 = fmul contract float %v228, %v228
  %v235 = tail call contract float @llvm.fmuladd.f32(float %v233, float %v234, float %v228)
  %v236 = fadd contract float %v235, 1.000000e+00
  %v237 = fptosi float %v226 to i32
  %v238 = ashr i32 %v237, 1
  %v239 = sub i32 %v237, %v238
  %v240 = shl i32 %v239, 23
  %v241 = add i32 %v240, 1065353216
  %v242 = bitcast i32 %v241 to float
  %v243 = shl i32 %v238, 23
  %v244 = add i32 %v243, 1065353216
  %v245 = bitcast i32 %v244 to float
  %v246 = fmul contract float %v236, %v245
  %v247 = fmul contract float %v246, %v242
  %v248 = fcmp contract olt float %v222, 0xC055D58A00000000
  %v249 = select contract i1 %v248, float 0.000000e+00, float %v247
  %v250 = fcmp contract ogt float %v222, 0x40562E4300000000
  %v251 = select contract i1 %v250, float 0x7FF0000000000000, float %v249
  %v252 = fcmp contract uno float %v222, 0.000000e+00
  %v253 = select contract i1 %v252, float %v222, float %v251
  %v254 = fadd contract float %v219, %v253
  %v255 = getelementptr i8, ptr addrspace(3) %v28, i32 2048
  %v256 = load float, ptr addrspace(3) %v255, align 4
  %v257 = fsub contract float %v256, %v115
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
  %v289 = fadd contract float %v254, %v288
  %v290 = getelementptr i8, ptr addrspace(3) %v28, i32 2560
  %v291 = load float, ptr addrspace(3) %v290, align 4
  %v292 = fsub contract float %v291, %v115
  %v293 = tail call contract float @llvm.maxnum.f32(float %v292, float 0xC055D58A00000000)
  %v294 = tail call contract float @llvm.minnum.f32(float %v293, float 0x40562E4300000000)
  %v295 = tail call contract float @llvm.fmuladd.f32(float %v294, float 0x3FF7154760000000, float 5.000000e-01)
  %v296 = tail call contract float @llvm.floor.f32(float %v295)
  %v297 = tail call contract float @llvm.fmuladd.f32(float %v296, float 0xBFE6300000000000, float %v294)
  %v298 = tail call contract float @llvm.fmuladd.f32(float %v296, float 0x3F2BD01060000000, float %v297)
  %v299 = tail call contract float @llvm.fmuladd.f32(float %v298, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v300 = tail call contract float @llvm.fmuladd.f32(float %v299, float %v298, float 0x3F81112100000000)
  %v301 = tail call contract float @llvm.fmuladd.f32(float %v300, float %v298, float 0x3FA5553820000000)
  %v302 = tail call contract float @llvm.fmuladd.f32(float %v301, float %v298, float 0x3FC5555540000000)
  %v303 = tail call contract float @llvm.fmuladd.f32(float %v302, float %v298, float 5.000000e-01)
  %v304 = fmul contract float %v298, %v298
  %v305 = tail call contract float @llvm.fmuladd.f32(float %v303, float %v304, float %v298)
  %v306 = fadd contract float %v305, 1.000000e+00
  %v307 = fptosi float %v296 to i32
  %v308 = ashr i32 %v307, 1
  %v309 = sub i32 %v307, %v308
  %v310 = shl i32 %v309, 23
  %v311 = add i32 %v310, 1065353216
  %v312 = bitcast i32 %v311 to float
  %v313 = shl i32 %v308, 23
  %v314 = add i32 %v313, 1065353216
  %v315 = bitcast i32 %v314 to float
  %v316 = fmul contract float %v306, %v315
  %v317 = fmul contract float %v316, %v312
  %v318 = fcmp contract olt float %v292, 0xC055D58A00000000
  %v319 = select contract i1 %v318, float 0.000000e+00, float %v317
  %v320 = fcmp contract ogt float %v292, 0x40562E4300000000
  %v321 = select contract i1 %v320, float 0x7FF0000000000000, float %v319
  %v322 = fcmp contract uno float %v292, 0.000000e+00
  %v323 = select contract i1 %v322, float %v292, float %v321
  %v324 = fadd contract float %v289, %v323
  %v325 = getelementptr i8, ptr addrspace(3) %v28, i32 3072
  %v326 = load float, ptr addrspace(3) %v325, align 4
  %v327 = fsub contract float %v326, %v115
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
  %v359 = fadd contract float %v324, %v358
  %v360 = icmp ult i32 %v6, 104
  br i1 %v360, label %v361, label %v362

v361:                                      ; preds = %v97
  %v363 = or disjoint i32 %v6, 896
  %v364 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared, i32 %v363
  %v365 = load float, ptr addrspace(3) %v364, align 4
  %v366 = fsub contract float %v365, %v115
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
  br label %v362

v362:                                      ; preds = %v361, %v97
  %v399 = phi float [ %v398, %v361 ], [ %v359, %v97 ]
  %v400 = bitcast float %v399 to i32
  %v401 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v68, i32 %v400)
  %v402 = bitcast i32 %v401 to float
  %v403 = fadd contract float %v399, %v402
  %v404 = bitcast float %v403 to i32
  %v405 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v74, i32 %v404)
  %v406 = bitcast i32 %v405 to float
  %v407 = fadd contract float %v403, %v406
  %v408 = bitcast float %v407 to i32
  %v409 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v80, i32 %v408)
  %v410 = bitcast i32 %v409 to float
  %v411 = fadd contract float %v407, %v410
  %v412 = bitcast float %v411 to i32
  %v413 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v86, i32 %v412)
  %v414 = bitcast i32 %v413 to float
  %v415 = fadd contract float %v411, %v414
  %v416 = bitcast float %v415 to i32
  %v417 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v92, i32 %v416)
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %v95, label %v418, label %v419

v418:                                        ; preds = %v362
  %v420 = lshr i32 %v6, 3
  %v421 = getelementptr inbounds i8, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.expsum.red, i32 %v420
  %v422 = bitcast i32 %v417 to float
  %v423 = fadd contract float %v415, %v422
  store float %v423, ptr addrspace(3) %v421, align 4
  br label %v419

v419:                                        ; preds = %v418, %v362
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v424 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.expsum.red, i32 %v103
  %v425 = load float, ptr addrspace(3) %v424, align 4
  %v426 = bitcast float %v425 to i32
  %v427 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v86, i32 %v426)
  %v428 = bitcast i32 %v427 to float
  %v429 = fadd contract float %v425, %v428
  %v430 = bitcast float %v429 to i32
  %v431 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v92, i32 %v430)
  %v432 = bitcast i32 %v431 to float
  %v433 = fadd contract float %v429, %v432
  %v434 = fadd contract float %v433, 0.000000e+00
  %v435 = getelementptr inbounds i8, ptr addrspace(1) %v63, i64 %v8
  %v436 = getelementptr inbounds float, ptr addrspace(1) %v435, i64 %v10
  %v437 = load float, ptr addrspace(3) %v28, align 4
  %v438 = fsub contract float %v437, %v115
  %v439 = tail call contract float @llvm.maxnum.f32(float %v438, float 0xC055D58A00000000)
  %v440 = tail call contract float @llvm.minnum.f32(float %v439, float 0x40562E4300000000)
  %v441 = tail call contract float @llvm.fmuladd.f32(float %v440, float 0x3FF7154760000000, float 5.000000e-01)
  %v442 = tail call contract float @llvm.floor.f32(float %v441)
  %v443 = tail call contract float @llvm.fmuladd.f32(float %v442, float 0xBFE6300000000000, float %v440)
  %v444 = tail call contract float @llvm.fmuladd.f32(float %v442, float 0x3F2BD01060000000, float %v443)
  %v445 = tail call contract float @llvm.fmuladd.f32(float %v444, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v446 = tail call contract float @llvm.fmuladd.f32(float %v445, float %v444, float 0x3F81112100000000)
  %v447 = tail call contract float @llvm.fmuladd.f32(float %v446, float %v444, float 0x3FA5553820000000)
  %v448 = tail call contract float @llvm.fmuladd.f32(float %v447, float %v444, float 0x3FC5555540000000)
  %v449 = tail call contract float @llvm.fmuladd.f32(float %v448, float %v444, float 5.000000e-01)
  %v450 = fmul contract float %v444, %v444
  %v451 = tail call contract float @llvm.fmuladd.f32(float %v449, float %v450, float %v444)
  %v452 = fadd contract float %v451, 1.000000e+00
  %v453 = fptosi float %v442 to i32
  %v454 = ashr i32 %v453, 1
  %v455 = sub i32 %v453, %v454
  %v456 = shl i32 %v455, 23
  %v457 = add i32 %v456, 1065353216
  %v458 = bitcast i32 %v457 to float
  %v459 = shl i32 %v454, 23
  %v460 = add i32 %v459, 1065353216
  %v461 = bitcast i32 %v460 to float
  %v462 = fmul contract float %v452, %v461
  %v463 = fmul contract float %v462, %v458
  %v464 = fcmp contract olt float %v438, 0xC055D58A00000000
  %v465 = select contract i1 %v464, float 0.000000e+00, float %v463
  %v466 = fcmp contract ogt float %v438, 0x40562E4300000000
  %v467 = select contract i1 %v466, float 0x7FF0000000000000, float %v465
  %v468 = fcmp contract uno float %v438, 0.000000e+00
  %v469 = select contract i1 %v468, float %v438, float %v467
  %v470 = fdiv contract float %v469, %v434
  store float %v470, ptr addrspace(1) %v436, align 4
  %v471 = getelementptr i8, ptr addrspace(3) %v28, i32 512
  %v472 = load float, ptr addrspace(3) %v471, align 4
  %v473 = fsub contract float %v472, %v115
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
  %v485 = fmul contract float %v479, %v479
  %v486 = tail call contract float @llvm.fmuladd.f32(float %v484, float %v485, float %v479)
  %v487 = fadd contract float %v486, 1.000000e+00
  %v488 = fptosi float %v477 to i32
  %v489 = ashr i32 %v488, 1
  %v490 = sub i32 %v488, %v489
  %v491 = shl i32 %v490, 23
  %v492 = add i32 %v491, 1065353216
  %v493 = bitcast i32 %v492 to float
  %v494 = shl i32 %v489, 23
  %v495 = add i32 %v494, 1065353216
  %v496 = bitcast i32 %v495 to float
  %v497 = fmul contract float %v487, %v496
  %v498 = fmul contract float %v497, %v493
  %v499 = fcmp contract olt float %v473, 0xC055D58A00000000
  %v500 = select contract i1 %v499, float 0.000000e+00, float %v498
  %v501 = fcmp contract ogt float %v473, 0x40562E4300000000
  %v502 = select contract i1 %v501, float 0x7FF0000000000000, float %v500
  %v503 = fcmp contract uno float %v473, 0.000000e+00
  %v504 = select contract i1 %v503, float %v473, float %v502
  %v505 = fdiv contract float %v504, %v434
  %v506 = getelementptr inbounds i8, ptr addrspace(1) %v436, i64 512
  store float %v505, ptr addrspace(1) %v506, align 4
  %v507 = getelementptr i8, ptr addrspace(3) %v28, i32 1024
  %v508 = load float, ptr addrspace(3) %v507, align 4
  %v509 = fsub contract float %v508, %v115
  %v510 = tail call contract float @llvm.maxnum.f32(float %v509, float 0xC055D58A00000000)
  %v511 = tail call contract float @llvm.minnum.f32(float %v510, float 0x40562E4300000000)
  %v512 = tail call contract float @llvm.fmuladd.f32(float %v511, float 0x3FF7154760000000, float 5.000000e-01)
  %v513 = tail call contract float @llvm.floor.f32(float %v512)
  %v514 = tail call contract float @llvm.fmuladd.f32(float %v513, float 0xBFE6300000000000, float %v511)
  %v515 = tail call contract float @llvm.fmuladd.f32(float %v513, float 0x3F2BD01060000000, float %v514)
  %v516 = tail call contract float @llvm.fmuladd.f32(float %v515, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v517 = tail call contract float @llvm.fmuladd.f32(float %v516, float %v515, float 0x3F81112100000000)
  %v518 = tail call contract float @llvm.fmuladd.f32(float %v517, float %v515, float 0x3FA5553820000000)
  %v519 = tail call contract float @llvm.fmuladd.f32(float %v518, float %v515, float 0x3FC5555540000000)
  %v520 = tail call contract float @llvm.fmuladd.f32(float %v519, float %v515, float 5.000000e-01)
  %v521 = fmul contract float %v515, %v515
  %v522 = tail call contract float @llvm.fmuladd.f32(float %v520, float %v521, float %v515)
  %v523 = fadd contract float %v522, 1.000000e+00
  %v524 = fptosi float %v513 to i32
  %v525 = ashr i32 %v524, 1
  %v526 = sub i32 %v524, %v525
  %v527 = shl i32 %v526, 23
  %v528 = add i32 %v527, 1065353216
  %v529 = bitcast i32 %v528 to float
  %v530 = shl i32 %v525, 23
  %v531 = add i32 %v530, 1065353216
  %v532 = bitcast i32 %v531 to float
  %v533 = fmul contract float %v523, %v532
  %v534 = fmul contract float %v533, %v529
  %v535 = fcmp contract olt float %v509, 0xC055D58A00000000
  %v536 = select contract i1 %v535, float 0.000000e+00, float %v534
  %v537 = fcmp contract ogt float %v509, 0x40562E4300000000
  %v538 = select contract i1 %v537, float 0x7FF0000000000000, float %v536
  %v539 = fcmp contract uno float %v509, 0.000000e+00
  %v540 = select contract i1 %v539, float %v509, float %v538
  %v541 = fdiv contract float %v540, %v434
  %v542 = getelementptr inbounds i8, ptr addrspace(1) %v436, i64 1024
  store float %v541, ptr addrspace(1) %v542, align 4
  %v543 = getelementptr i8, ptr addrspace(3) %v28, i32 1536
  %v544 = load float, ptr addrspace(3) %v543, align 4
  %v545 = fsub contract float %v544, %v115
  %v546 = tail call contract float @llvm.maxnum.f32(float %v545, float 0xC055D58A00000000)
  %v547 = tail call contract float @llvm.minnum.f32(float %v546, float 0x40562E4300000000)
  %v548 = tail call contract float @llvm.fmuladd.f32(float %v547, float 0x3FF7154760000000, float 5.000000e-01)
  %v549 = tail call contract float @llvm.floor.f32(float %v548)
  %v550 = tail call contract float @llvm.fmuladd.f32(float %v549, float 0xBFE6300000000000, float %v547)
  %v551 = tail call contract float @llvm.fmuladd.f32(float %v549, float 0x3F2BD01060000000, float %v550)
  %v552 = tail call contract float @llvm.fmuladd.f32(float %v551, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v553 = tail call contract float @llvm.fmuladd.f32(float %v552, float %v551, float 0x3F81112100000000)
  %v554 = tail call contract float @llvm.fmuladd.f32(float %v553, float %v551, float 0x3FA5553820000000)
  %v555 = tail call contract float @llvm.fmuladd.f32(float %v554, float %v551, float 0x3FC5555540000000)
  %v556 = tail call contract float @llvm.fmuladd.f32(float %v555, float %v551, float 5.000000e-01)
  %v557 = fmul contract float %v551, %v551
  %v558 = tail call contract float @llvm.fmuladd.f32(float %v556, float %v557, float %v551)
  %v559 = fadd contract float %v558, 1.000000e+00
  %v560 = fptosi float %v549 to i32
  %v561 = ashr i32 %v560, 1
  %v562 = sub i32 %v560, %v561
  %v563 = shl i32 %v562, 23
  %v564 = add i32 %v563, 1065353216
  %v565 = bitcast i32 %v564 to float
  %v566 = shl i32 %v561, 23
  %v567 = add i32 %v566, 1065353216
  %v568 = bitcast i32 %v567 to float
  %v569 = fmul contract float %v559, %v568
  %v570 = fmul contract float %v569, %v565
  %v571 = fcmp contract olt float %v545, 0xC055D58A00000000
  %v572 = select contract i1 %v571, float 0.000000e+00, float %v570
  %v573 = fcmp contract ogt float %v545, 0x40562E4300000000
  %v574 = select contract i1 %v573, float 0x7FF0000000000000, float %v572
  %v575 = fcmp contract uno float %v545, 0.000000e+00
  %v576 = select contract i1 %v575, float %v545, float %v574
  %v577 = fdiv contract float %v576, %v434
  %v578 = getelementptr inbounds i8, ptr addrspace(1) %v436, i64 1536
  store float %v577, ptr addrspace(1) %v578, align 4
  %v579 = getelementptr i8, ptr addrspace(3) %v28, i32 2048
  %v580 = load float, ptr addrspace(3) %v579, align 4
  %v581 = fsub contract float %v580, %v115
  %v582 = tail call contract float @llvm.maxnum.f32(float %v581, float 0xC055D58A00000000)
  %v583 = tail call contract float @llvm.minnum.f32(float %v582, float 0x40562E4300000000)
  %v584 = tail call contract float @llvm.fmuladd.f32(float %v583, float 0x3FF7154760000000, float 5.000000e-01)
  %v585 = tail call contract float @llvm.floor.f32(float %v584)
  %v586 = tail call contract float @llvm.fmuladd.f32(float %v585, float 0xBFE6300000000000, float %v583)
  %v587 = tail call contract float @llvm.fmuladd.f32(float %v585, float 0x3F2BD01060000000, float %v586)
  %v588 = tail call contract float @llvm.fmuladd.f32(float %v587, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v589 = tail call contract float @llvm.fmuladd.f32(float %v588, float %v587, float 0x3F81112100000000)
  %v590 = tail call contract float @llvm.fmuladd.f32(float %v589, float %v587, float 0x3FA5553820000000)
  %v591 = tail call contract float @llvm.fmuladd.f32(float %v590, float %v587, float 0x3FC5555540000000)
  %v592 = tail call contract float @llvm.fmuladd.f32(float %v591, float %v587, float 5.000000e-01)
  %v593 = fmul contract float %v587, %v587
  %v594 = tail call contract float @llvm.fmuladd.f32(float %v592, float %v593, float %v587)
  %v595 = fadd contract float %v594, 1.000000e+00
  %v596 = fptosi float %v585 to i32
  %v597 = ashr i32 %v596, 1
  %v598 = sub i32 %v596, %v597
  %v599 = shl i32 %v598, 23
  %v600 = add i32 %v599, 1065353216
  %v601 = bitcast i32 %v600 to float
  %v602 = shl i32 %v597, 23
  %v603 = add i32 %v602, 1065353216
  %v604 = bitcast i32 %v603 to float
  %v605 = fmul contract float %v595, %v604
  %v606 = fmul contract float %v605, %v601
  %v607 = fcmp contract olt float %v581, 0xC055D58A00000000
  %v608 = select contract i1 %v607, float 0.000000e+00, float %v606
  %v609 = fcmp contract ogt float %v581, 0x40562E4300000000
  %v610 = select contract i1 %v609, float 0x7FF0000000000000, float %v608
  %v611 = fcmp contract uno float %v581, 0.000000e+00
  %v612 = select contract i1 %v611, float %v581, float %v610
  %v613 = fdiv contract float %v612, %v434
  %v614 = getelementptr inbounds i8, ptr addrspace(1) %v436, i64 2048
  store float %v613, ptr addrspace(1) %v614, align 4
  %v615 = getelementptr i8, ptr addrspace(3) %v28, i32 2560
  %v616 = load float, ptr addrspace(3) %v615, align 4
  %v617 = fsub contract float %v616, %v115
  %v618 = tail call contract float @llvm.maxnum.f32(float %v617, float 0xC055D58A00000000)
  %v619 = tail call contract float @llvm.minnum.f32(float %v618, float 0x40562E4300000000)
  %v620 = tail call contract float @llvm.fmuladd.f32(float %v619, float 0x3FF7154760000000, float 5.000000e-01)
  %v621 = tail call contract float @llvm.floor.f32(float %v620)
  %v622 = tail call contract float @llvm.fmuladd.f32(float %v621, float 0xBFE6300000000000, float %v619)
  %v623 = tail call contract float @llvm.fmuladd.f32(float %v621, float 0x3F2BD01060000000, float %v622)
  %v624 = tail call contract float @llvm.fmuladd.f32(float %v623, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v625 = tail call contract float @llvm.fmuladd.f32(float %v624, float %v623, float 0x3F81112100000000)
  %v626 = tail call contract float @llvm.fmuladd.f32(float %v625, float %v623, float 0x3FA5553820000000)
  %v627 = tail call contract float @llvm.fmuladd.f32(float %v626, float %v623, float 0x3FC5555540000000)
  %v628 = tail call contract float @llvm.fmuladd.f32(float %v627, float %v623, float 5.000000e-01)
  %v629 = fmul contract float %v623, %v623
  %v630 = tail call contract float @llvm.fmuladd.f32(float %v628, float %v629, float %v623)
  %v631 = fadd contract float %v630, 1.000000e+00
  %v632 = fptosi float %v621 to i32
  %v633 = ashr i32 %v632, 1
  %v634 = sub i32 %v632, %v633
  %v635 = shl i32 %v634, 23
  %v636 = add i32 %v635, 1065353216
  %v637 = bitcast i32 %v636 to float
  %v638 = shl i32 %v633, 23
  %v639 = add i32 %v638, 1065353216
  %v640 = bitcast i32 %v639 to float
  %v641 = fmul contract float %v631, %v640
  %v642 = fmul contract float %v641, %v637
  %v643 = fcmp contract olt float %v617, 0xC055D58A00000000
  %v644 = select contract i1 %v643, float 0.000000e+00, float %v642
  %v645 = fcmp contract ogt float %v617, 0x40562E4300000000
  %v646 = select contract i1 %v645, float 0x7FF0000000000000, float %v644
  %v647 = fcmp contract uno float %v617, 0.000000e+00
  %v648 = select contract i1 %v647, float %v617, float %v646
  %v649 = fdiv contract float %v648, %v434
  %v650 = getelementptr inbounds i8, ptr addrspace(1) %v436, i64 2560
  store float %v649, ptr addrspace(1) %v650, align 4
  %v651 = getelementptr i8, ptr addrspace(3) %v28, i32 3072
  %v652 = load float, ptr addrspace(3) %v651, align 4
  %v653 = fsub contract float %v652, %v115
  %v654 = tail call contract float @llvm.maxnum.f32(float %v653, float 0xC055D58A00000000)
  %v655 = tail call contract float @llvm.minnum.f32(float %v654, float 0x40562E4300000000)
  %v656 = tail call contract float @llvm.fmuladd.f32(float %v655, float 0x3FF7154760000000, float 5.000000e-01)
  %v657 = tail call contract float @llvm.floor.f32(float %v656)
  %v658 = tail call contract float @llvm.fmuladd.f32(float %v657, float 0xBFE6300000000000, float %v655)
  %v659 = tail call contract float @llvm.fmuladd.f32(float %v657, float 0x3F2BD01060000000, float %v658)
  %v660 = tail call contract float @llvm.fmuladd.f32(float %v659, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v661 = tail call contract float @llvm.fmuladd.f32(float %v660, float %v659, float 0x3F81112100000000)
  %v662 = tail call contract float @llvm.fmuladd.f32(float %v661, float %v659, float 0x3FA5553820000000)
  %v663 = tail call contract float @llvm.fmuladd.f32(float %v662, float %v659, float 0x3FC5555540000000)
  %v664 = tail call contract float @llvm.fmuladd.f32(float %v663, float %v659, float 5.000000e-01)
  %v665 = fmul contract float %v659, %v659
  %v666 = tail call contract float @llvm.fmuladd.f32(float %v664, float %v665, float %v659)
  %v667 = fadd contract float %v666, 1.000000e+00
  %v668 = fptosi float %v657 to i32
  %v669 = ashr i32 %v668, 1
  %v670 = sub i32 %v668, %v669
  %v671 = shl i32 %v670, 23
  %v672 = add i32 %v671, 1065353216
  %v673 = bitcast i32 %v672 to float
  %v674 = shl i32 %v669, 23
  %v675 = add i32 %v674, 1065353216
  %v676 = bitcast i32 %v675 to float
  %v677 = fmul contract float %v667, %v676
  %v678 = fmul contract float %v677, %v673
  %v679 = fcmp contract olt float %v653, 0xC055D58A00000000
  %v680 = select contract i1 %v679, float 0.000000e+00, float %v678
  %v681 = fcmp contract ogt float %v653, 0x40562E4300000000
  %v682 = select contract i1 %v681, float 0x7FF0000000000000, float %v680
  %v683 = fcmp contract uno float %v653, 0.000000e+00
  %v684 = select contract i1 %v683, float %v653, float %v682
  %v685 = fdiv contract float %v684, %v434
  %v686 = getelementptr inbounds i8, ptr addrspace(1) %v436, i64 3072
  store float %v685, ptr addrspace(1) %v686, align 4
  %v687 = icmp ult i32 %v6, 104
  br i1 %v687, label %v688, label %v689

v688:                                      ; preds = %v419
  %v690 = or disjoint i32 %v6, 896
  %v691 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared, i32 %v690
  %v692 = load float, ptr addrspace(3) %v691, align 4
  %v693 = fsub contract float %v692, %v115
  %v694 = tail call contract float @llvm.maxnum.f32(float %v693, float 0xC055D58A00000000)
  %v695 = tail call contract float @llvm.minnum.f32(float %v694, float 0x40562E4300000000)
  %v696 = tail call contract float @llvm.fmuladd.f32(float %v695, float 0x3FF7154760000000, float 5.000000e-01)
  %v697 = tail call contract float @llvm.floor.f32(float %v696)
  %v698 = tail call contract float @llvm.fmuladd.f32(float %v697, float 0xBFE6300000000000, float %v695)
  %v699 = tail call contract float @llvm.fmuladd.f32(float %v697, float 0x3F2BD01060000000, float %v698)
  %v700 = tail call contract float @llvm.fmuladd.f32(float %v699, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v701 = tail call contract float @llvm.fmuladd.f32(float %v700, float %v699, float 0x3F81112100000000)
  %v702 = tail call contract float @llvm.fmuladd.f32(float %v701, float %v699, float 0x3FA5553820000000)
  %v703 = tail call contract float @llvm.fmuladd.f32(float %v702, float %v699, float 0x3FC5555540000000)
  %v704 = tail call contract float @llvm.fmuladd.f32(float %v703, float %v699, float 5.000000e-01)
  %v705 = fmul contract float %v699, %v699
  %v706 = tail call contract float @llvm.fmuladd.f32(float %v704, float %v705, float %v699)
  %v707 = fadd contract float %v706, 1.000000e+00
  %v708 = fptosi float %v697 to i32
  %v709 = ashr i32 %v708, 1
  %v710 = sub i32 %v708, %v709
  %v711 = shl i32 %v710, 23
  %v712 = add i32 %v711, 1065353216
  %v713 = bitcast i32 %v712 to float
  %v714 = shl i32 %v709, 23
  %v715 = add i32 %v714, 1065353216
  %v716 = bitcast i32 %v715 to float
  %v717 = fmul contract float %v707, %v716
  %v718 = fmul contract float %v717, %v713
  %v719 = fcmp contract olt float %v693, 0xC055D58A00000000
  %v720 = select contract i1 %v719, float 0.000000e+00, float %v718
  %v721 = fcmp contract ogt float %v693, 0x40562E4300000000
  %v722 = select contract i1 %v721, float 0x7FF0000000000000, float %v720
  %v723 = fcmp contract uno float %v693, 0.000000e+00
  %v724 = select contract i1 %v723, float %v693, float %v722
  %v725 = fdiv contract float %v724, %v434
  %v726 = getelementptr inbounds i8, ptr addrspace(1) %v436, i64 3584
  store float %v725, ptr addrspace(1) %v726, align 4
  br label %v689

v689:                                      ; preds = %v688, %v419
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x float> @llvm.masked.load.v4f32.p0(ptr nocapture, i32 immarg, <4 x i1>, <4 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr nocapture, i32 immarg, <4 x i1>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

attributes #0 = { mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }

!0 = !{}
