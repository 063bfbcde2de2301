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
  %v9 = zext i32 %v6 to i64
  %v10 = shl nuw nsw i64 %v9, 2
  %v11 = trunc i64 %v10 to i32
  %v12 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared, i32 %v11
  %v13 = getelementptr inbounds i8, ptr addrspace(1) %v3, i64 %v8
  %v14 = getelementptr inbounds float, ptr addrspace(1) %v13, i64 %v10
  %v15 = load <4 x float>, ptr addrspace(1) %v14, align 16, !amdgpu.noclobber !0
  store <4 x float> %v15, ptr addrspace(3) %v12, align 16
  br i1 %v7, label %v16, label %v17

v16:                                       ; preds = %v2
  %v18 = shl nuw nsw i32 %v6, 2
  %v19 = zext nneg i32 %v18 to i64
  %v20 = or disjoint i64 %v19, 512
  %v21 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v20
  %v22 = icmp ult i32 %v4, 100
  %v23 = insertelement <4 x i1> poison, i1 %v22, i64 0
  %v24 = shufflevector <4 x i1> %v23, <4 x i1> poison, <4 x i32> zeroinitializer
  %v25 = getelementptr i8, ptr addrspace(1) %v3, i64 2048
  %v26 = getelementptr i8, ptr addrspace(1) %v25, i64 %v8
  %v27 = addrspacecast ptr addrspace(1) %v26 to ptr
  %v28 = getelementptr float, ptr %v27, i64 %v19
  %v29 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v28, i32 16, <4 x i1> %v24, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v29, ptr %v21, i32 16, <4 x i1> %v24)
  br label %v17

v17:                                        ; preds = %v16, %v2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v30 = getelementptr float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared, i32 %v6
  %v31 = load float, ptr addrspace(3) %v30, align 4
  %v32 = getelementptr i8, ptr addrspace(3) %v30, i32 512
  %v33 = load float, ptr addrspace(3) %v32, align 4
  %v34 = fcmp contract ogt float %v31, %v33
  %v35 = select contract i1 %v34, float %v31, float %v33
  %v36 = getelementptr i8, ptr addrspace(3) %v30, i32 1024
  %v37 = load float, ptr addrspace(3) %v36, align 4
  %v38 = fcmp contract ogt float %v35, %v37
  %v39 = select contract i1 %v38, float %v35, float %v37
  %v40 = getelementptr i8, ptr addrspace(3) %v30, i32 1536
  %v41 = load float, ptr addrspace(3) %v40, align 4
  %v42 = fcmp contract ogt float %v39, %v41
  %v43 = select contract i1 %v42, float %v39, float %v41
  %v44 = getelementptr i8, ptr addrspace(3) %v30, i32 2048
  %v45 = load float, ptr addrspace(3) %v44, align 4
  %v46 = fcmp contract ogt float %v43, %v45
  %v47 = select contract i1 %v46, float %v43, float %v45
  %v48 = getelementptr i8, ptr addrspace(3) %v30, i32 2560
  %v49 = load float, ptr addrspace(3) %v48, align 4
  %v50 = fcmp contract ogt float %v47, %v49
  %v51 = select contract i1 %v50, float %v47, float %v49
  %v52 = getelementptr i8, ptr addrspace(3) %v30, i32 3072
  %v53 = load float, ptr addrspace(3) %v52, align 4
  %v54 = fcmp contract ogt float %v51, %v53
  %v55 = select contract i1 %v54, float %v51, float %v53
  %v56 = icmp ult i32 %v6, 104
  br i1 %v56, label %v57, label %v58

v57:                                      ; preds = %v17
  %v59 = or disjoint i32 %v6, 896
  %v60 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared, i32 %v59
  %v61 = load float, ptr addrspace(3) %v60, align 4
  %v62 = fcmp contract ogt float %v55, %v61
  %v63 = select contract i1 %v62, float %v55, float %v61
  br label %v58

v58:                                       ; preds = %v57, %v17
  %v64 = phi float [ %v63, %v57 ], [ %v55, %v17 ]
  %v65 = addrspacecast ptr %v1 to ptr addrspace(1)
  %v66 = bitcast float %v64 to i32
  %v67 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %v68 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %v67)
  %v69 = shl i32 %v68, 2
  %v70 = xor i32 %v69, 64
  %v71 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v70, i32 %v66)
  %v72 = bitcast i32 %v71 to float
  %v73 = fcmp contract ogt float %v64, %v72
  %v74 = select contract i1 %v73, float %v64, float %v72
  %v75 = bitcast float %v74 to i32
  %v76 = xor i32 %v69, 32
  %v77 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v76, i32 %v75)
  %v78 = bitcast i32 %v77 to float
  %v79 = fcmp contract ogt float %v74, %v78
  %v80 = select contract i1 %v79, float %v74, float %v78
  %v81 = bitcast float %v80 to i32
  %v82 = xor i32 %v69, 16
  %v83 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v82, i32 %v81)
  %v84 = bitcast i32 %v83 to float
  %v85 = fcmp contract ogt float %v80, %v84
  %v86 = select contract i1 %v85, float %v80, float %v84
  %v87 = bitcast float %v86 to i32
  %v88 = xor i32 %v69, 8
  %v89 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v88, i32 %v87)
  %v90 = bitcast i32 %v89 to float
  %v91 = fcmp contract ogt float %v86, %v90
  %v92 = select contract i1 %v91, float %v86, float %v90
  %v93 = bitcast float %v92 to i32
  %v94 = xor i32 %v69, 4
  %v95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v94, i32 %v93)
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v96 = and i64 %v9, 31
  %v97 = icmp eq i64 %v96, 0
  br i1 %v97, label %v98, label %v99

v98:                                        ; preds = %v58
  %v100 = lshr i32 %v6, 3
  %v101 = getelementptr inbounds i8, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.maxelem.red, i32 %v100
  %v102 = bitcast i32 %v95 to float
  %v103 = fcmp contract ogt float %v92, %v102
  %v104 = select contract i1 %v103, float %v92, float %v102
  store float %v104, ptr addrspace(3) %v101, align 4
  br label %v99

v99:                                        ; preds = %v98, %v58
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v105 = and i32 %v6, 3
  %v106 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.maxelem.red, i32 %v105
  %v107 = load float, ptr addrspace(3) %v106, align 4
  %v108 = bitcast float %v107 to i32
  %v109 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v88, i32 %v108)
  %v110 = bitcast i32 %v109 to float
  %v111 = fcmp contract ogt float %v107, %v110
  %v112 = select contract i1 %v111, float %v107, float %v110
  %v113 = bitcast float %v112 to i32
  %v114 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v94, i32 %v113)
  %v115 = bitcast i32 %v114 to float
  %v116 = fcmp contract ogt float %v112, %v115
  %v117 = select contract i1 %v116, float %v112, float %v115
  %v118 = load float, ptr addrspace(3) %v30, align 4
  %v119 = fsub contract float %v118, %v117
  %v120 = tail call contract float @llvm.maxnum.f32(float %v119, float 0xC055D58A00000000)
  %v121 = tail call contract float @llvm.minnum.f32(float %v120, float 0x40562E4300000000)
  %v122 = tail call contract float @llvm.fmuladd.f32(float %v121, float 0x3FF7154760000000, float 5.000000e-01)
  %v123 = tail call contract float @llvm.floor.f32(float %v122)
  %v124 = tail call contract float @llvm.fmuladd.f32(float %v123, float 0xBFE6300000000000, float %v121)
  %v125 = tail call contract float @llvm.fmuladd.f32(float %v123, float 0x3F2BD01060000000, float %v124)
  %v126 = tail call contract float @llvm.fmuladd.f32(float %v125, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v127 = tail call contract float @llvm.fmuladd.f32(float %v126, float %v125, float 0x3F81112100000000)
  %v128 = tail call contract float @llvm.fmuladd.f32(float %v127, float %v125, float 0x3FA5553820000000)
  %v129 = tail call contract float @llvm.fmuladd.f32(float %v128, float %v125, float 0x3FC5555540000000)
  %v130 = tail call contract float @llvm.fmuladd.f32(float %v129, float %v125, float 5.000000e-01)
  %v131 = fmul contract float %v125, %v125
  %v132 = tail call contract float @llvm.fmuladd.f32(float %v130, float %v131, float %v125)
  %v133 = fadd contract float %v132, 1.000000e+00
  %v134 = fptosi float %v123 to i32
  %v135 = ashr i32 %v134, 1
  %v136 = sub i32 %v134, %v135
  %v137 = shl i32 %v136, 23
  %v138 = add i32 %v137, 1065353216
  %v139 = bitcast i32 %v138 to float
  %v140 = shl i32 %v135, 23
  %v141 = add i32 %v140, 1065353216
  %v142 = bitcast i32 %v141 to float
  %v143 = fmul contract float %v133, %v142
  %v144 = fmul contract float %v143, %v139
  %v145 = fcmp contract olt float %v119, 0xC055D58A00000000
  %v146 = select contract i1 %v145, float 0.000000e+00, float %v144
  %v147 = fcmp contract ogt float %v119, 0x40562E4300000000
  %v148 = select contract i1 %v147, float 0x7FF0000000000000, float %v146
  %v149 = fcmp contract uno float %v119, 0.000000e+00
  %v150 = select contract i1 %v149, float %v119, float %v148
  %v151 = fadd contract float %v150, 0.000000e+00
  %v152 = getelementptr i8, ptr addrspace(3) %v30, i32 512
  %v153 = load float, ptr addrspace(3) %v152, align 4
  %v154 = fsub contract float %v153, %v117
  %v155 = tail call contract float @llvm.maxnum.f32(float %v154, float 0xC055D58A00000000)
  %v156 = tail call contract float @llvm.minnum.f32(float %v155, float 0x40562E4300000000)
  %v157 = tail call contract float @llvm.fmuladd.f32(float %v156, float 0x3FF7154760000000, float 5.000000e-01)
  %v158 = tail call contract float @llvm.floor.f32(float %v157)
  %v159 = tail call contract float @llvm.fmuladd.f32(float %v158, float 0xBFE6300000000000, float %v156)
  %v160 = tail call contract float @llvm.fmuladd.f32(float %v158, float 0x3F2BD01060000000, float %v159)
  %v161 = tail call contract float @llvm.fmuladd.f32(float %v160, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v162 = tail call contract float @llvm.fmuladd.f32(float %v161, float %v160, float 0x3F81112100000000)
  %v163 = tail call contract float @llvm.fmuladd.f32(float %v162, float %v160, float 0x3FA5553820000000)
  %v164 = tail call contract float @llvm.fmuladd.f32(float %v163, float %v160, float 0x3FC5555540000000)
  %v165 = tail call contract float @llvm.fmuladd.f32(float %v164, float %v160, float 5.000000e-01)
  %v166 = fmul contract float %v160, %v160
  %v167 = tail call contract float @llvm.fmuladd.f32(float %v165, float %v166, float %v160)
  %v168 = fadd contract float %v167, 1.000000e+00
  %v169 = fptosi float %v158 to i32
  %v170 = ashr i32 %v169, 1
  %v171 = sub i32 %v169, %v170
  %v172 = shl i32 %v171, 23
  %v173 = add i32 %v172, 1065353216
  %v174 = bitcast i32 %v173 to float
  %v175 = shl i32 %v170, 23
  %v176 = add i32 %v175, 1065353216
  %v177 = bitcast i32 %v176 to float
  %v178 = fmul contract float %v168, %v177
  %v179 = fmul contract float %v178, %v174
  %v180 = fcmp contract olt float %v154, 0xC055D58A00000000
  %v181 = select contract i1 %v180, float 0.000000e+00, float %v179
  %v182 = fcmp contract ogt float %v154, 0x40562E4300000000
  %v183 = select contract i1 %v182, float 0x7FF0000000000000, float %v181
  %v184 = fcmp contract uno float %v154, 0.000000e+00
  %v185 = select contract i1 %v184, float %v154, float %v183
  %v186 = fadd contract float %v151, %v185
  %v187 = getelementptr i8, ptr addrspace(3) %v30, i32 1024
  %v188 = load float, ptr addrspace(3) %v187, align 4
  %v189 = fsub contract float %v188, %v117
  %v190 = tail call contract float @llvm.maxnum.f32(float %v189, float 0xC055D58A00000000)
  %v191 = tail call contract float @llvm.minnum.f32(float %v190, float 0x40562E4300000000)
  %v192 = tail call contract float @llvm.fmuladd.f32(float %v191, float 0x3FF7154760000000, float 5.000000e-01)
  %v193 = tail call contract float @llvm.floor.f32(float %v192)
  %v194 = tail call contract float @llvm.fmuladd.f32(float %v193, float 0xBFE6300000000000, float %v191)
  %v195 = tail call contract float @llvm.fmuladd.f32(float %v193, float 0x3F2BD01060000000, float %v194)
  %v196 = tail call contract float @llvm.fmuladd.f32(float %v195, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v197 = tail call contract float @llvm.fmuladd.f32(float %v196, float %v195, float 0x3F81112100000000)
  %v198 = tail call contract float @llvm.fmuladd.f32(float %v197, float %v195, float 0x3FA5553820000000)
  %v199 = tail call contract float @llvm.fmuladd.f32(float %v198, float %v195, float 0x3FC5555540000000)
  %v200 = tail call contract float @llvm.fmuladd.f32(float %v199, float %v195, float 5.000000e-01)
  %v201 = fmul contract float %v195, %v195
  %v202 = tail call contract float @llvm.fmuladd.f32(float %v200, float %v201, float %v195)
  %v203 = fadd contract float %v202, 1.000000e+00
  %v204 = fptosi float %v193 to i32
  %v205 = ashr i32 %v204, 1
  %v206 = sub i32 %v204, %v205
  %v207 = shl i32 %v206, 23
  %v208 = add i32 %v207, 1065353216
  %v209 = bitcast i32 %v208 to float
  %v210 = shl i32 %v205, 23
  %v211 = add i32 %v210, 1065353216
  %v212 = bitcast i32 %v211 to float
  %v213 = fmul contract float %v203, %v212
  %v214 = fmul contract float %v213, %v209
  %v215 = fcmp contract olt float %v189, 0xC055D58A00000000
  %v216 = select contract i1 %v215, float 0.000000e+00, float %v214
  %v217 = fcmp contract ogt float %v189, 0x40562E4300000000
  %v218 = select contract i1 %v217, float 0x7FF0000000000000, float %v216
  %v219 = fcmp contract uno float %v189, 0.000000e+00
  %v220 = select contract i1 %v219, float %v189, float %v218
  %v221 = fadd contract float %v186, %v220
  %v222 = getelementptr i8, ptr addrspace(3) %v30, i32 1536
  %v223 = load float, ptr addrspace(3) %v222, align 4
  %v224 = fsub contract float %v223, %v117
  %v225 = tail call contract float @llvm.maxnum.f32(float %v224, float 0xC055D58A00000000)
  %v226 = tail call contract float @llvm.minnum.f32(float %v225, float 0x40562E4300000000)
  %v227 = tail call contract float @llvm.fmuladd.f32(float %v226, float 0x3FF7154760000000, float 5.000000e-01)
  %v228 = tail call contract float @llvm.floor.f32(float %v227)
  %v229 = tail call contract float @llvm.fmuladd.f32(float %v228, float 0xBFE6300000000000, float %v226)
  %v230 = tail call contract float @llvm.fmuladd.f32(float %v228, float 0x3F2BD01060000000, float %v229)
  %v231 = tail call contract float @llvm.fmuladd.f32(float %v230, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v232 = tail call contract float @llvm.fmuladd.f32(float %v231, float %v230, float 0x3F81112100000000)
  %v233 = tail call contract float @llvm.fmuladd.f32(float %v232, float %v230, float 0x3FA5553820000000)
  %v234 = tail call contract float @llvm.fmuladd.f32(float %v233, float %v230, float 0x3FC5555540000000)
  %v235 = tail call contract float @llvm.fmuladd.f32(float %v234, float %v230, float 5.000000e-01)
  %v236 = fmul contract float %v230, %v230
  %v237 = tail call contract float @llvm.fmuladd.f32(float %v235, float %v236, float %v230)
  %v238 = fadd contract float %v237, 1.000000e+00
  %v239 = fptosi float %v228 to i32
  %v240 = ashr i32 %v239, 1
  %v241 = sub i32 %v239, %v240
  %v242 = shl i32 %v241, 23
  %v243 = add i32 %v242, 1065353216
  %v244 = bitcast i32 %v243 to float
  %v245 = shl i32 %v240, 23
  %v246 = add i32 %v245, 1065353216
  %v247 = bitcast i32 %v246 to float
  %v248 = fmul contract float %v238, %v247
  %v249 = fmul contract float %v248, %v244
  %v250 = fcmp contract olt float %v224, 0xC055D58A00000000
  %v251 = select contract i1 %v250, float 0.000000e+00, float %v249
  %v252 = fcmp contract ogt float %v224, 0x40562E4300000000
  %v253 = select contract i1 %v252, float 0x7FF0000000000000, float %v251
  %v254 = fcmp contract uno float %v224, 0.000000e+00
  %v255 = select contract i1 %v254, float %v224, float %v253
  %v256 = fadd contract float %v221, %v255
  %v257 = getelementptr i8, ptr addrspace(3) %v30, i32 2048
  %v258 = load float, ptr addrspace(3) %v257, align 4
  %v259 = fsub contract float %v258, %v117
  %v260 = tail call contract float @llvm.maxnum.f32(float %v259, float 0xC055D58A00000000)
  %v261 = tail call contract float @llvm.minnum.f32(float %v260, float 0x40562E4300000000)
  %v262 = tail call contract float @llvm.fmuladd.f32(float %v261, float 0x3FF7154760000000, float 5.000000e-01)
  %v263 = tail call contract float @llvm.floor.f32(float %v262)
  %v264 = tail call contract float @llvm.fmuladd.f32(float %v263, float 0xBFE6300000000000, float %v261)
  %v265 = tail call contract float @llvm.fmuladd.f32(float %v263, float 0x3F2BD01060000000, float %v264)
  %v266 = tail call contract float @llvm.fmuladd.f32(float %v265, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v267 = tail call contract float @llvm.fmuladd.f32(float %v266, float %v265, float 0x3F81112100000000)
  %v268 = tail call contract float @llvm.fmuladd.f32(float %v267, float %v265, float 0x3FA5553820000000)
  %v269 = tail call contract float @llvm.fmuladd.f32(float %v268, float %v265, float 0x3FC5555540000000)
  %v270 = tail call contract float @llvm.fmuladd.f32(float %v269, float %v265, float 5.000000e-01)
  %v271 = fmul contract float %v265, %v265
  %v272 = tail call contract float @llvm.fmuladd.f32(float %v270, float %v271, float %v265)
  %v273 = fadd contract float %v272, 1.000000e+00
  %v274 = fptosi float %v263 to i32
  %v275 = ashr i32 %v274, 1
  %v276 = sub i32 %v274, %v275
  %v277 = shl i32 %v276, 23
  %v278 = add i32 %v277, 1065353216
  %v279 = bitcast i32 %v278 to float
  %v280 = shl i32 %v275, 23
  %v281 = add i32 %v280, 1065353216
  %v282 = bitcast i32 %v281 to float
  %v283 = fmul contract float %v273, %v282
  %v284 = fmul contract float %v283, %v279
  %v285 = fcmp contract olt float %v259, 0xC055D58A00000000
  %v286 = select contract i1 %v285, float 0.000000e+00, float %v284
  %v287 = fcmp contract ogt float %v259, 0x40562E4300000000
  %v288 = select contract i1 %v287, float 0x7FF0000000000000, float %v286
  %v289 = fcmp contract uno float %v259, 0.000000e+00
  %v290 = select contract i1 %v289, float %v259, float %v288
  %v291 = fadd contract float %v256, %v290
  %v292 = getelementptr i8, ptr addrspace(3) %v30, i32 2560
  %v293 = load float, ptr addrspace(3) %v292, align 4
  %v294 = fsub contract float %v293, %v117
  %v295 = tail call contract float @llvm.maxnum.f32(float %v294, float 0xC055D58A00000000)
  %v296 = tail call contract float @llvm.minnum.f32(float %v295, float 0x40562E4300000000)
  %v297 = tail call contract float @llvm.fmuladd.f32(float %v296, float 0x3FF7154760000000, float 5.000000e-01)
  %v298 = tail call contract float @llvm.floor.f32(float %v297)
  %v299 = tail call contract float @llvm.fmuladd.f32(float %v298, float 0xBFE6300000000000, float %v296)
  %v300 = tail call contract float @llvm.fmuladd.f32(float %v298, float 0x3F2BD01060000000, float %v299)
  %v301 = tail call contract float @llvm.fmuladd.f32(float %v300, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v302 = tail call contract float @llvm.fmuladd.f32(float %v301, float %v300, float 0x3F81112100000000)
  %v303 = tail call contract float @llvm.fmuladd.f32(float %v302, float %v300, float 0x3FA5553820000000)
  %v304 = tail call contract float @llvm.fmuladd.f32(float %v303, float %v300, float 0x3FC5555540000000)
  %v305 = tail call contract float @llvm.fmuladd.f32(float %v304, float %v300, float 5.000000e-01)
  %v306 = fmul contract float %v300, %v300
  %v307 = tail call contract float @llvm.fmuladd.f32(float %v305, float %v306, float %v300)
  %v308 = fadd contract float %v307, 1.000000e+00
  %v309 = fptosi float %v298 to i32
  %v310 = ashr i32 %v309, 1
  %v311 = sub i32 %v309, %v310
  %v312 = shl i32 %v311, 23
  %v313 = add i32 %v312, 1065353216
  %v314 = bitcast i32 %v313 to float
  %v315 = shl i32 %v310, 23
  %v316 = add i32 %v315, 1065353216
  %v317 = bitcast i32 %v316 to float
  %v318 = fmul contract float %v308, %v317
  %v319 = fmul contract float %v318, %v314
  %v320 = fcmp contract olt float %v294, 0xC055D58A00000000
  %v321 = select contract i1 %v320, float 0.000000e+00, float %v319
  %v322 = fcmp contract ogt float %v294, 0x40562E4300000000
  %v323 = select contract i1 %v322, float 0x7FF0000000000000, float %v321
  %v324 = fcmp contract uno float %v294, 0.000000e+00
  %v325 = select contract i1 %v324, float %v294, float %v323
  %v326 = fadd contract float %v291, %v325
  %v327 = getelementptr i8, ptr addrspace(3) %v30, i32 3072
  %v328 = load float, ptr addrspace(3) %v327, align 4
  %v329 = fsub contract float %v328, %v117
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
  %v361 = fadd contract float %v326, %v360
  %v362 = icmp ult i32 %v6, 104
  br i1 %v362, label %v363, label %v364

v363:                                      ; preds = %v99
  %v365 = or disjoint i32 %v6, 896
  %v366 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared, i32 %v365
  %v367 = load float, ptr addrspace(3) %v366, align 4
  %v368 = fsub contract float %v367, %v117
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
  br label %v364

v364:                                      ; preds = %v363, %v99
  %v401 = phi float [ %v400, %v363 ], [ %v361, %v99 ]
  %v402 = bitcast float %v401 to i32
  %v403 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v70, i32 %v402)
  %v404 = bitcast i32 %v403 to float
  %v405 = fadd contract float %v401, %v404
  %v406 = bitcast float %v405 to i32
  %v407 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v76, i32 %v406)
  %v408 = bitcast i32 %v407 to float
  %v409 = fadd contract float %v405, %v408
  %v410 = bitcast float %v409 to i32
  %v411 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v82, i32 %v410)
  %v412 = bitcast i32 %v411 to float
  %v413 = fadd contract float %v409, %v412
  %v414 = bitcast float %v413 to i32
  %v415 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v88, i32 %v414)
  %v416 = bitcast i32 %v415 to float
  %v417 = fadd contract float %v413, %v416
  %v418 = bitcast float %v417 to i32
  %v419 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v94, i32 %v418)
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %v97, label %v420, label %v421

v420:                                        ; preds = %v364
  %v422 = lshr i32 %v6, 3
  %v423 = getelementptr inbounds i8, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.expsum.red, i32 %v422
  %v424 = bitcast i32 %v419 to float
  %v425 = fadd contract float %v417, %v424
  store float %v425, ptr addrspace(3) %v423, align 4
  br label %v421

v421:                                        ; preds = %v420, %v364
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v426 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.expsum.red, i32 %v105
  %v427 = load float, ptr addrspace(3) %v426, align 4
  %v428 = bitcast float %v427 to i32
  %v429 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v88, i32 %v428)
  %v430 = bitcast i32 %v429 to float
  %v431 = fadd contract float %v427, %v430
  %v432 = bitcast float %v431 to i32
  %v433 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v94, i32 %v432)
  %v434 = bitcast i32 %v433 to float
  %v435 = fadd contract float %v431, %v434
  %v436 = fadd contract float %v435, 0.000000e+00
  %v437 = getelementptr inbounds i8, ptr addrspace(1) %v65, i64 %v8
  %v438 = getelementptr inbounds float, ptr addrspace(1) %v437, i64 %v9
  %v439 = load float, ptr addrspace(3) %v30, align 4
  %v440 = fsub contract float %v439, %v117
  %v441 = tail call contract float @llvm.maxnum.f32(float %v440, float 0xC055D58A00000000)
  %v442 = tail call contract float @llvm.minnum.f32(float %v441, float 0x40562E4300000000)
  %v443 = tail call contract float @llvm.fmuladd.f32(float %v442, float 0x3FF7154760000000, float 5.000000e-01)
  %v444 = tail call contract float @llvm.floor.f32(float %v443)
  %v445 = tail call contract float @llvm.fmuladd.f32(float %v444, float 0xBFE6300000000000, float %v442)
  %v446 = tail call contract float @llvm.fmuladd.f32(float %v444, float 0x3F2BD01060000000, float %v445)
  %v447 = tail call contract float @llvm.fmuladd.f32(float %v446, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v448 = tail call contract float @llvm.fmuladd.f32(float %v447, float %v446, float 0x3F81112100000000)
  %v449 = tail call contract float @llvm.fmuladd.f32(float %v448, float %v446, float 0x3FA5553820000000)
  %v450 = tail call contract float @llvm.fmuladd.f32(float %v449, float %v446, float 0x3FC5555540000000)
  %v451 = tail call contract float @llvm.fmuladd.f32(float %v450, float %v446, float 5.000000e-01)
  %v452 = fmul contract float %v446, %v446
  %v453 = tail call contract float @llvm.fmuladd.f32(float %v451, float %v452, float %v446)
  %v454 = fadd contract float %v453, 1.000000e+00
  %v455 = fptosi float %v444 to i32
  %v456 = ashr i32 %v455, 1
  %v457 = sub i32 %v455, %v456
  %v458 = shl i32 %v457, 23
  %v459 = add i32 %v458, 1065353216
  %v460 = bitcast i32 %v459 to float
  %v461 = shl i32 %v456, 23
  %v462 = add i32 %v461, 1065353216
  %v463 = bitcast i32 %v462 to float
  %v464 = fmul contract float %v454, %v463
  %v465 = fmul contract float %v464, %v460
  %v466 = fcmp contract olt float %v440, 0xC055D58A00000000
  %v467 = select contract i1 %v466, float 0.000000e+00, float %v465
  %v468 = fcmp contract ogt float %v440, 0x40562E4300000000
  %v469 = select contract i1 %v468, float 0x7FF0000000000000, float %v467
  %v470 = fcmp contract uno float %v440, 0.000000e+00
  %v471 = select contract i1 %v470, float %v440, float %v469
  %v472 = fdiv contract float %v471, %v436
  store float %v472, ptr addrspace(1) %v438, align 4
  %v473 = getelementptr i8, ptr addrspace(3) %v30, i32 512
  %v474 = load float, ptr addrspace(3) %v473, align 4
  %v475 = fsub contract float %v474, %v117
  %v476 = tail call contract float @llvm.maxnum.f32(float %v475, float 0xC055D58A00000000)
  %v477 = tail call contract float @llvm.minnum.f32(float %v476, float 0x40562E4300000000)
  %v478 = tail call contract float @llvm.fmuladd.f32(float %v477, float 0x3FF7154760000000, float 5.000000e-01)
  %v479 = tail call contract float @llvm.floor.f32(float %v478)
  %v480 = tail call contract float @llvm.fmuladd.f32(float %v479, float 0xBFE6300000000000, float %v477)
  %v481 = tail call contract float @llvm.fmuladd.f32(float %v479, float 0x3F2BD01060000000, float %v480)
  %v482 = tail call contract float @llvm.fmuladd.f32(float %v481, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v483 = tail call contract float @llvm.fmuladd.f32(float %v482, float %v481, float 0x3F81112100000000)
  %v484 = tail call contract float @llvm.fmuladd.f32(float %v483, float %v481, float 0x3FA5553820000000)
  %v485 = tail call contract float @llvm.fmuladd.f32(float %v484, float %v481, float 0x3FC5555540000000)
  %v486 = tail call contract float @llvm.fmuladd.f32(float %v485, float %v481, float 5.000000e-01)
  %v487 = fmul contract float %v481, %v481
  %v488 = tail call contract float @llvm.fmuladd.f32(float %v486, float %v487, float %v481)
  %v489 = fadd contract float %v488, 1.000000e+00
  %v490 = fptosi float %v479 to i32
  %v491 = ashr i32 %v490, 1
  %v492 = sub i32 %v490, %v491
  %v493 = shl i32 %v492, 23
  %v494 = add i32 %v493, 1065353216
  %v495 = bitcast i32 %v494 to float
  %v496 = shl i32 %v491, 23
  %v497 = add i32 %v496, 1065353216
  %v498 = bitcast i32 %v497 to float
  %v499 = fmul contract float %v489, %v498
  %v500 = fmul contract float %v499, %v495
  %v501 = fcmp contract olt float %v475, 0xC055D58A00000000
  %v502 = select contract i1 %v501, float 0.000000e+00, float %v500
  %v503 = fcmp contract ogt float %v475, 0x40562E4300000000
  %v504 = select contract i1 %v503, float 0x7FF0000000000000, float %v502
  %v505 = fcmp contract uno float %v475, 0.000000e+00
  %v506 = select contract i1 %v505, float %v475, float %v504
  %v507 = fdiv contract float %v506, %v436
  %v508 = getelementptr inbounds i8, ptr addrspace(1) %v438, i64 512
  store float %v507, ptr addrspace(1) %v508, align 4
  %v509 = getelementptr i8, ptr addrspace(3) %v30, i32 1024
  %v510 = load float, ptr addrspace(3) %v509, align 4
  %v511 = fsub contract float %v510, %v117
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
  %v543 = fdiv contract float %v542, %v436
  %v544 = getelementptr inbounds i8, ptr addrspace(1) %v438, i64 1024
  store float %v543, ptr addrspace(1) %v544, align 4
  %v545 = getelementptr i8, ptr addrspace(3) %v30, i32 1536
  %v546 = load float, ptr addrspace(3) %v545, align 4
  %v547 = fsub contract float %v546, %v117
  %v548 = tail call contract float @llvm.maxnum.f32(float %v547, float 0xC055D58A00000000)
  %v549 = tail call contract float @llvm.minnum.f32(float %v548, float 0x40562E4300000000)
  %v550 = tail call contract float @llvm.fmuladd.f32(float %v549, float 0x3FF7154760000000, float 5.000000e-01)
  %v551 = tail call contract float @llvm.floor.f32(float %v550)
  %v552 = tail call contract float @llvm.fmuladd.f32(float %v551, float 0xBFE6300000000000, float %v549)
  %v553 = tail call contract float @llvm.fmuladd.f32(float %v551, float 0x3F2BD01060000000, float %v552)
  %v554 = tail call contract float @llvm.fmuladd.f32(float %v553, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v555 = tail call contract float @llvm.fmuladd.f32(float %v554, float %v553, float 0x3F81112100000000)
  %v556 = tail call contract float @llvm.fmuladd.f32(float %v555, float %v553, float 0x3FA5553820000000)
  %v557 = tail call contract float @llvm.fmuladd.f32(float %v556, float %v553, float 0x3FC5555540000000)
  %v558 = tail call contract float @llvm.fmuladd.f32(float %v557, float %v553, float 5.000000e-01)
  %v559 = fmul contract float %v553, %v553
  %v560 = tail call contract float @llvm.fmuladd.f32(float %v558, float %v559, float %v553)
  %v561 = fadd contract float %v560, 1.000000e+00
  %v562 = fptosi float %v551 to i32
  %v563 = ashr i32 %v562, 1
  %v564 = sub i32 %v562, %v563
  %v565 = shl i32 %v564, 23
  %v566 = add i32 %v565, 1065353216
  %v567 = bitcast i32 %v566 to float
  %v568 = shl i32 %v563, 23
  %v569 = add i32 %v568, 1065353216
  %v570 = bitcast i32 %v569 to float
  %v571 = fmul contract float %v561, %v570
  %v572 = fmul contract float %v571, %v567
  %v573 = fcmp contract olt float %v547, 0xC055D58A00000000
  %v574 = select contract i1 %v573, float 0.000000e+00, float %v572
  %v575 = fcmp contract ogt float %v547, 0x40562E4300000000
  %v576 = select contract i1 %v575, float 0x7FF0000000000000, float %v574
  %v577 = fcmp contract uno float %v547, 0.000000e+00
  %v578 = select contract i1 %v577, float %v547, float %v576
  %v579 = fdiv contract float %v578, %v436
  %v580 = getelementptr inbounds i8, ptr addrspace(1) %v438, i64 1536
  store float %v579, ptr addrspace(1) %v580, align 4
  %v581 = getelementptr i8, ptr addrspace(3) %v30, i32 2048
  %v582 = load float, ptr addrspace(3) %v581, align 4
  %v583 = fsub contract float %v582, %v117
  %v584 = tail call contract float @llvm.maxnum.f32(float %v583, float 0xC055D58A00000000)
  %v585 = tail call contract float @llvm.minnum.f32(float %v584, float 0x40562E4300000000)
  %v586 = tail call contract float @llvm.fmuladd.f32(float %v585, float 0x3FF7154760000000, float 5.000000e-01)
  %v587 = tail call contract float @llvm.floor.f32(float %v586)
  %v588 = tail call contract float @llvm.fmuladd.f32(float %v587, float 0xBFE6300000000000, float %v585)
  %v589 = tail call contract float @llvm.fmuladd.f32(float %v587, float 0x3F2BD01060000000, float %v588)
  %v590 = tail call contract float @llvm.fmuladd.f32(float %v589, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v591 = tail call contract float @llvm.fmuladd.f32(float %v590, float %v589, float 0x3F81112100000000)
  %v592 = tail call contract float @llvm.fmuladd.f32(float %v591, float %v589, float 0x3FA5553820000000)
  %v593 = tail call contract float @llvm.fmuladd.f32(float %v592, float %v589, float 0x3FC5555540000000)
  %v594 = tail call contract float @llvm.fmuladd.f32(float %v593, float %v589, float 5.000000e-01)
  %v595 = fmul contract float %v589, %v589
  %v596 = tail call contract float @llvm.fmuladd.f32(float %v594, float %v595, float %v589)
  %v597 = fadd contract float %v596, 1.000000e+00
  %v598 = fptosi float %v587 to i32
  %v599 = ashr i32 %v598, 1
  %v600 = sub i32 %v598, %v599
  %v601 = shl i32 %v600, 23
  %v602 = add i32 %v601, 1065353216
  %v603 = bitcast i32 %v602 to float
  %v604 = shl i32 %v599, 23
  %v605 = add i32 %v604, 1065353216
  %v606 = bitcast i32 %v605 to float
  %v607 = fmul contract float %v597, %v606
  %v608 = fmul contract float %v607, %v603
  %v609 = fcmp contract olt float %v583, 0xC055D58A00000000
  %v610 = select contract i1 %v609, float 0.000000e+00, float %v608
  %v611 = fcmp contract ogt float %v583, 0x40562E4300000000
  %v612 = select contract i1 %v611, float 0x7FF0000000000000, float %v610
  %v613 = fcmp contract uno float %v583, 0.000000e+00
  %v614 = select contract i1 %v613, float %v583, float %v612
  %v615 = fdiv contract float %v614, %v436
  %v616 = getelementptr inbounds i8, ptr addrspace(1) %v438, i64 2048
  store float %v615, ptr addrspace(1) %v616, align 4
  %v617 = getelementptr i8, ptr addrspace(3) %v30, i32 2560
  %v618 = load float, ptr addrspace(3) %v617, align 4
  %v619 = fsub contract float %v618, %v117
  %v620 = tail call contract float @llvm.maxnum.f32(float %v619, float 0xC055D58A00000000)
  %v621 = tail call contract float @llvm.minnum.f32(float %v620, float 0x40562E4300000000)
  %v622 = tail call contract float @llvm.fmuladd.f32(float %v621, float 0x3FF7154760000000, float 5.000000e-01)
  %v623 = tail call contract float @llvm.floor.f32(float %v622)
  %v624 = tail call contract float @llvm.fmuladd.f32(float %v623, float 0xBFE6300000000000, float %v621)
  %v625 = tail call contract float @llvm.fmuladd.f32(float %v623, float 0x3F2BD01060000000, float %v624)
  %v626 = tail call contract float @llvm.fmuladd.f32(float %v625, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v627 = tail call contract float @llvm.fmuladd.f32(float %v626, float %v625, float 0x3F81112100000000)
  %v628 = tail call contract float @llvm.fmuladd.f32(float %v627, float %v625, float 0x3FA5553820000000)
  %v629 = tail call contract float @llvm.fmuladd.f32(float %v628, float %v625, float 0x3FC5555540000000)
  %v630 = tail call contract float @llvm.fmuladd.f32(float %v629, float %v625, float 5.000000e-01)
  %v631 = fmul contract float %v625, %v625
  %v632 = tail call contract float @llvm.fmuladd.f32(float %v630, float %v631, float %v625)
  %v633 = fadd contract float %v632, 1.000000e+00
  %v634 = fptosi float %v623 to i32
  %v635 = ashr i32 %v634, 1
  %v636 = sub i32 %v634, %v635
  %v637 = shl i32 %v636, 23
  %v638 = add i32 %v637, 1065353216
  %v639 = bitcast i32 %v638 to float
  %v640 = shl i32 %v635, 23
  %v641 = add i32 %v640, 1065353216
  %v642 = bitcast i32 %v641 to float
  %v643 = fmul contract float %v633, %v642
  %v644 = fmul contract float %v643, %v639
  %v645 = fcmp contract olt float %v619, 0xC055D58A00000000
  %v646 = select contract i1 %v645, float 0.000000e+00, float %v644
  %v647 = fcmp contract ogt float %v619, 0x40562E4300000000
  %v648 = select contract i1 %v647, float 0x7FF0000000000000, float %v646
  %v649 = fcmp contract uno float %v619, 0.000000e+00
  %v650 = select contract i1 %v649, float %v619, float %v648
  %v651 = fdiv contract float %v650, %v436
  %v652 = getelementptr inbounds i8, ptr addrspace(1) %v438, i64 2560
  store float %v651, ptr addrspace(1) %v652, align 4
  %v653 = getelementptr i8, ptr addrspace(3) %v30, i32 3072
  %v654 = load float, ptr addrspace(3) %v653, align 4
  %v655 = fsub contract float %v654, %v117
  %v656 = tail call contract float @llvm.maxnum.f32(float %v655, float 0xC055D58A00000000)
  %v657 = tail call contract float @llvm.minnum.f32(float %v656, float 0x40562E4300000000)
  %v658 = tail call contract float @llvm.fmuladd.f32(float %v657, float 0x3FF7154760000000, float 5.000000e-01)
  %v659 = tail call contract float @llvm.floor.f32(float %v658)
  %v660 = tail call contract float @llvm.fmuladd.f32(float %v659, float 0xBFE6300000000000, float %v657)
  %v661 = tail call contract float @llvm.fmuladd.f32(float %v659, float 0x3F2BD01060000000, float %v660)
  %v662 = tail call contract float @llvm.fmuladd.f32(float %v661, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v663 = tail call contract float @llvm.fmuladd.f32(float %v662, float %v661, float 0x3F81112100000000)
  %v664 = tail call contract float @llvm.fmuladd.f32(float %v663, float %v661, float 0x3FA5553820000000)
  %v665 = tail call contract float @llvm.fmuladd.f32(float %v664, float %v661, float 0x3FC5555540000000)
  %v666 = tail call contract float @llvm.fmuladd.f32(float %v665, float %v661, float 5.000000e-01)
  %v667 = fmul contract float %v661, %v661
  %v668 = tail call contract float @llvm.fmuladd.f32(float %v666, float %v667, float %v661)
  %v669 = fadd contract float %v668, 1.000000e+00
  %v670 = fptosi float %v659 to i32
  %v671 = ashr i32 %v670, 1
  %v672 = sub i32 %v670, %v671
  %v673 = shl i32 %v672, 23
  %v674 = add i32 %v673, 1065353216
  %v675 = bitcast i32 %v674 to float
  %v676 = shl i32 %v671, 23
  %v677 = add i32 %v676, 1065353216
  %v678 = bitcast i32 %v677 to float
  %v679 = fmul contract float %v669, %v678
  %v680 = fmul contract float %v679, %v675
  %v681 = fcmp contract olt float %v655, 0xC055D58A00000000
  %v682 = select contract i1 %v681, float 0.000000e+00, float %v680
  %v683 = fcmp contract ogt float %v655, 0x40562E4300000000
  %v684 = select contract i1 %v683, float 0x7FF0000000000000, float %v682
  %v685 = fcmp contract uno float %v655, 0.000000e+00
  %v686 = select contract i1 %v685, float %v655, float %v684
  %v687 = fdiv contract float %v686, %v436
  %v688 = getelementptr inbounds i8, ptr addrspace(1) %v438, i64 3072
  store float %v687, ptr addrspace(1) %v688, align 4
  %v689 = icmp ult i32 %v6, 104
  br i1 %v689, label %v690, label %v691

v690:                                      ; preds = %v421
  %v692 = or disjoint i32 %v6, 896
  %v693 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared, i32 %v692
  %v694 = load float, ptr addrspace(3) %v693, align 4
  %v695 = fsub contract float %v694, %v117
  %v696 = tail call contract float @llvm.maxnum.f32(float %v695, float 0xC055D58A00000000)
  %v697 = tail call contract float @llvm.minnum.f32(float %v696, float 0x40562E4300000000)
  %v698 = tail call contract float @llvm.fmuladd.f32(float %v697, float 0x3FF7154760000000, float 5.000000e-01)
  %v699 = tail call contract float @llvm.floor.f32(float %v698)
  %v700 = tail call contract float @llvm.fmuladd.f32(float %v699, float 0xBFE6300000000000, float %v697)
  %v701 = tail call contract float @llvm.fmuladd.f32(float %v699, float 0x3F2BD01060000000, float %v700)
  %v702 = tail call contract float @llvm.fmuladd.f32(float %v701, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v703 = tail call contract float @llvm.fmuladd.f32(float %v702, float %v701, float 0x3F81112100000000)
  %v704 = tail call contract float @llvm.fmuladd.f32(float %v703, float %v701, float 0x3FA5553820000000)
  %v705 = tail call contract float @llvm.fmuladd.f32(float %v704, float %v701, float 0x3FC5555540000000)
  %v706 = tail call contract float @llvm.fmuladd.f32(float %v705, float %v701, float 5.000000e-01)
  %v707 = fmul contract float %v701, %v701
  %v708 = tail call contract float @llvm.fmuladd.f32(float %v706, float %v707, float %v701)
  %v709 = fadd contract float %v708, 1.000000e+00
  %v710 = fptosi float %v699 to i32
  %v711 = ashr i32 %v710, 1
  %v712 = sub i32 %v710, %v711
  %v713 = shl i32 %v712, 23
  %v714 = add i32 %v713, 1065353216
  %v715 = bitcast i32 %v714 to float
  %v716 = shl i32 %v711, 23
  %v717 = add i32 %v716, 1065353216
  %v718 = bitcast i32 %v717 to float
  %v719 = fmul contract float %v709, %v718
  %v720 = fmul contract float %v719, %v715
  %v721 = fcmp contract olt float %v695, 0xC055D58A00000000
  %v722 = select contract i1 %v721, float 0.000000e+00, float %v720
  %v723 = fcmp contract ogt float %v695, 0x40562E4300000000
  %v724 = select contract i1 %v723, float 0x7FF0000000000000, float %v722
  %v725 = fcmp contract uno float %v695, 0.000000e+00
  %v726 = select contract i1 %v725, float %v695, float %v724
  %v727 = fdiv contract float %v726, %v436
  %v728 = getelementptr inbounds i8, ptr addrspace(1) %v438, i64 3584
  store float %v727, ptr addrspace(1) %v728, align 4
  br label %v691

v691:                                      ; preds = %v690, %v421
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
