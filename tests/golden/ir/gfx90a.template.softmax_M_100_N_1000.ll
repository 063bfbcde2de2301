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
  %v120 = tail call float @llvm.fmuladd.f32(float %v119, float 0x3FF7154760000000, float 0x4168000000000000)
  %v121 = fadd float %v120, 0xC168000000000000
  %v122 = tail call float @llvm.fmuladd.f32(float %v121, float 0xBFE6300000000000, float %v119)
  %v123 = tail call float @llvm.fmuladd.f32(float %v121, float 0x3F2BD01060000000, float %v122)
  %v124 = fmul float %v123, %v123
  %v125 = tail call float @llvm.fmuladd.f32(float %v123, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v126 = tail call float @llvm.fmuladd.f32(float %v123, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v127 = tail call float @llvm.fmuladd.f32(float %v124, float 0x3F56AB96E0000000, float %v126)
  %v128 = tail call float @llvm.fmuladd.f32(float %v127, float %v124, float %v125)
  %v129 = tail call float @llvm.fmuladd.f32(float %v128, float %v124, float %v123)
  %v130 = fadd float %v129, 1.000000e+00
  %v131 = bitcast float %v120 to i32
  %v132 = shl i32 %v131, 23
  %v133 = bitcast float %v130 to i32
  %v134 = add i32 %v132, %v133
  %v135 = bitcast i32 %v134 to float
  %v136 = fcmp olt float %v119, 0xC055D58A00000000
  %v137 = select i1 %v136, float 0.000000e+00, float %v135
  %v138 = fadd float %v119, 0x7FF0000000000000
  %v139 = fcmp olt float %v119, 0x40562E4300000000
  %v140 = select i1 %v139, float %v137, float %v138
  %v141 = fadd contract float %v140, 0.000000e+00
  %v142 = getelementptr i8, ptr addrspace(3) %v30, i32 512
  %v143 = load float, ptr addrspace(3) %v142, align 4
  %v144 = fsub contract float %v143, %v117
  %v145 = tail call float @llvm.fmuladd.f32(float %v144, float 0x3FF7154760000000, float 0x4168000000000000)
  %v146 = fadd float %v145, 0xC168000000000000
  %v147 = tail call float @llvm.fmuladd.f32(float %v146, float 0xBFE6300000000000, float %v144)
  %v148 = tail call float @llvm.fmuladd.f32(float %v146, float 0x3F2BD01060000000, float %v147)
  %v149 = fmul float %v148, %v148
  %v150 = tail call float @llvm.fmuladd.f32(float %v148, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v151 = tail call float @llvm.fmuladd.f32(float %v148, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v152 = tail call float @llvm.fmuladd.f32(float %v149, float 0x3F56AB96E0000000, float %v151)
  %v153 = tail call float @llvm.fmuladd.f32(float %v152, float %v149, float %v150)
  %v154 = tail call float @llvm.fmuladd.f32(float %v153, float %v149, float %v148)
  %v155 = fadd float %v154, 1.000000e+00
  %v156 = bitcast float %v145 to i32
  %v157 = shl i32 %v156, 23
  %v158 = bitcast float %v155 to i32
  %v159 = add i32 %v157, %v158
  %v160 = bitcast i32 %v159 to float
  %v161 = fcmp olt float %v144, 0xC055D58A00000000
  %v162 = select i1 %v161, float 0.000000e+00, float %v160
  %v163 = fadd float %v144, 0x7FF0000000000000
  %v164 = fcmp olt float %v144, 0x40562E4300000000
  %v165 = select i1 %v164, float %v162, float %v163
  %v166 = fadd contract float %v141, %v165
  %v167 = getelementptr i8, ptr addrspace(3) %v30, i32 1024
  %v168 = load float, ptr addrspace(3) %v167, align 4
  %v169 = fsub contract float %v168, %v117
  %v170 = tail call float @llvm.fmuladd.f32(float %v169, float 0x3FF7154760000000, float 0x4168000000000000)
  %v171 = fadd float %v170, 0xC168000000000000
  %v172 = tail call float @llvm.fmuladd.f32(float %v171, float 0xBFE6300000000000, float %v169)
  %v173 = tail call float @llvm.fmuladd.f32(float %v171, float 0x3F2BD01060000000, float %v172)
  %v174 = fmul float %v173, %v173
  %v175 = tail call float @llvm.fmuladd.f32(float %v173, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v176 = tail call float @llvm.fmuladd.f32(float %v173, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v177 = tail call float @llvm.fmuladd.f32(float %v174, float 0x3F56AB96E0000000, float %v176)
  %v178 = tail call float @llvm.fmuladd.f32(float %v177, float %v174, float %v175)
  %v179 = tail call float @llvm.fmuladd.f32(float %v178, float %v174, float %v173)
  %v180 = fadd float %v179, 1.000000e+00
  %v181 = bitcast float %v170 to i32
  %v182 = shl i32 %v181, 23
  %v183 = bitcast float %v180 to i32
  %v184 = add i32 %v182, %v183
  %v185 = bitcast i32 %v184 to float
  %v186 = fcmp olt float %v169, 0xC055D58A00000000
  %v187 = select i1 %v186, float 0.000000e+00, float %v185
  %v188 = fadd float %v169, 0x7FF0000000000000
  %v189 = fcmp olt float %v169, 0x40562E4300000000
  %v190 = select i1 %v189, float %v187, float %v188
  %v191 = fadd contract float %v166, %v190
  %v192 = getelementptr i8, ptr addrspace(3) %v30, i32 1536
  %v193 = load float, ptr addrspace(3) %v192, align 4
  %v194 = fsub contract float %v193, %v117
  %v195 = tail call float @llvm.fmuladd.f32(float %v194, float 0x3FF7154760000000, float 0x4168000000000000)
  %v196 = fadd float %v195, 0xC168000000000000
  %v197 = tail call float @llvm.fmuladd.f32(float %v196, float 0xBFE6300000000000, float %v194)
  %v198 = tail call float @llvm.fmuladd.f32(float %v196, float 0x3F2BD01060000000, float %v197)
  %v199 = fmul float %v198, %v198
  %v200 = tail call float @llvm.fmuladd.f32(float %v198, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v201 = tail call float @llvm.fmuladd.f32(float %v198, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v202 = tail call float @llvm.fmuladd.f32(float %v199, float 0x3F56AB96E0000000, float %v201)
  %v203 = tail call float @llvm.fmuladd.f32(float %v202, float %v199, float %v200)
  %v204 = tail call float @llvm.fmuladd.f32(float %v203, float %v199, float %v198)
  %v205 = fadd float %v204, 1.000000e+00
  %v206 = bitcast float %v195 to i32
  %v207 = shl i32 %v206, 23
  %v208 = bitcast float %v205 to i32
  %v209 = add i32 %v207, %v208
  %v210 = bitcast i32 %v209 to float
  %v211 = fcmp olt float %v194, 0xC055D58A00000000
  %v212 = select i1 %v211, float 0.000000e+00, float %v210
  %v213 = fadd float %v194, 0x7FF0000000000000
  %v214 = fcmp olt float %v194, 0x40562E4300000000
  %v215 = select i1 %v214, float %v212, float %v213
  %v216 = fadd contract float %v191, %v215
  %v217 = getelementptr i8, ptr addrspace(3) %v30, i32 2048
  %v218 = load float, ptr addrspace(3) %v217, align 4
  %v219 = fsub contract float %v218, %v117
  %v220 = tail call float @llvm.fmuladd.f32(float %v219, float 0x3FF7154760000000, float 0x4168000000000000)
  %v221 = fadd float %v220, 0xC168000000000000
  %v222 = tail call float @llvm.fmuladd.f32(float %v221, float 0xBFE6300000000000, float %v219)
  %v223 = tail call float @llvm.fmuladd.f32(float %v221, float 0x3F2BD01060000000, float %v222)
  %v224 = fmul float %v223, %v223
  %v225 = tail call float @llvm.fmuladd.f32(float %v223, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v226 = tail call float @llvm.fmuladd.f32(float %v223, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v227 = tail call float @llvm.fmuladd.f32(float %v224, float 0x3F56AB96E0000000, float %v226)
  %v228 = tail call float @llvm.fmuladd.f32(float %v227, float %v224, float %v225)
  %v229 = tail call float @llvm.fmuladd.f32(float %v228, float %v224, float %v223)
  %v230 = fadd float %v229, 1.000000e+00
  %v231 = bitcast float %v220 to i32
  %v232 = shl i32 %v231, 23
  %v233 = bitcast float %v230 to i32
  %v234 = add i32 %v232, %v233
  %v235 = bitcast i32 %v234 to float
  %v236 = fcmp olt float %v219, 0xC055D58A00000000
  %v237 = select i1 %v236, float 0.000000e+00, float %v235
  %v238 = fadd float %v219, 0x7FF0000000000000
  %v239 = fcmp olt float %v219, 0x40562E4300000000
  %v240 = select i1 %v239, float %v237, float %v238
  %v241 = fadd contract float %v216, %v240
  %v242 = getelementptr i8, ptr addrspace(3) %v30, i32 2560
  %v243 = load float, ptr addrspace(3) %v242, align 4
  %v244 = fsub contract float %v243, %v117
  %v245 = tail call float @llvm.fmuladd.f32(float %v244, float 0x3FF7154760000000, float 0x4168000000000000)
  %v246 = fadd float %v245, 0xC168000000000000
  %v247 = tail call float @llvm.fmuladd.f32(float %v246, float 0xBFE6300000000000, float %v244)
  %v248 = tail call float @llvm.fmuladd.f32(float %v246, float 0x3F2BD01060000000, float %v247)
  %v249 = fmul float %v248, %v248
  %v250 = tail call float @llvm.fmuladd.f32(float %v248, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v251 = tail call float @llvm.fmuladd.f32(float %v248, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v252 = tail call float @llvm.fmuladd.f32(float %v249, float 0x3F56AB96E0000000, float %v251)
  %v253 = tail call float @llvm.fmuladd.f32(float %v252, float %v249, float %v250)
  %v254 = tail call float @llvm.fmuladd.f32(float %v253, float %v249, float %v248)
  %v255 = fadd float %v254, 1.000000e+00
  %v256 = bitcast float %v245 to i32
  %v257 = shl i32 %v256, 23
  %v258 = bitcast float %v255 to i32
  %v259 = add i32 %v257, %v258
  %v260 = bitcast i32 %v259 to float
  %v261 = fcmp olt float %v244, 0xC055D58A00000000
  %v262 = select i1 %v261, float 0.000000e+00, float %v260
  %v263 = fadd float %v244, 0x7FF0000000000000
  %v264 = fcmp olt float %v244, 0x40562E4300000000
  %v265 = select i1 %v264, float %v262, float %v263
  %v266 = fadd contract float %v241, %v265
  %v267 = getelementptr i8, ptr addrspace(3) %v30, i32 3072
  %v268 = load float, ptr addrspace(3) %v267, align 4
  %v269 = fsub contract float %v268, %v117
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
  %v291 = fadd contract float %v266, %v290
  %v292 = icmp ult i32 %v6, 104
  br i1 %v292, label %v293, label %v294

v293:                                      ; preds = %v99
  %v295 = or disjoint i32 %v6, 896
  %v296 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared, i32 %v295
  %v297 = load float, ptr addrspace(3) %v296, align 4
  %v298 = fsub contract float %v297, %v117
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
  br label %v294

v294:                                      ; preds = %v293, %v99
  %v321 = phi float [ %v320, %v293 ], [ %v291, %v99 ]
  %v322 = bitcast float %v321 to i32
  %v323 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v70, i32 %v322)
  %v324 = bitcast i32 %v323 to float
  %v325 = fadd contract float %v321, %v324
  %v326 = bitcast float %v325 to i32
  %v327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v76, i32 %v326)
  %v328 = bitcast i32 %v327 to float
  %v329 = fadd contract float %v325, %v328
  %v330 = bitcast float %v329 to i32
  %v331 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v82, i32 %v330)
  %v332 = bitcast i32 %v331 to float
  %v333 = fadd contract float %v329, %v332
  %v334 = bitcast float %v333 to i32
  %v335 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v88, i32 %v334)
  %v336 = bitcast i32 %v335 to float
  %v337 = fadd contract float %v333, %v336
  %v338 = bitcast float %v337 to i32
  %v339 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v94, i32 %v338)
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %v97, label %v340, label %v341

v340:                                        ; preds = %v294
  %v342 = lshr i32 %v6, 3
  %v343 = getelementptr inbounds i8, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.expsum.red, i32 %v342
  %v344 = bitcast i32 %v339 to float
  %v345 = fadd contract float %v337, %v344
  store float %v345, ptr addrspace(3) %v343, align 4
  br label %v341

v341:                                        ; preds = %v340, %v294
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v346 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.expsum.red, i32 %v105
  %v347 = load float, ptr addrspace(3) %v346, align 4
  %v348 = bitcast float %v347 to i32
  %v349 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v88, i32 %v348)
  %v350 = bitcast i32 %v349 to float
  %v351 = fadd contract float %v347, %v350
  %v352 = bitcast float %v351 to i32
  %v353 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v94, i32 %v352)
  %v354 = bitcast i32 %v353 to float
  %v355 = fadd contract float %v351, %v354
  %v356 = fadd contract float %v355, 0.000000e+00
  %v357 = getelementptr inbounds i8, ptr addrspace(1) %v65, i64 %v8
  %v358 = getelementptr inbounds float, ptr addrspace(1) %v357, i64 %v9
  %v359 = load float, ptr addrspace(3) %v30, align 4
  %v360 = fsub contract float %v359, %v117
  %v361 = tail call float @llvm.fmuladd.f32(float %v360, float 0x3FF7154760000000, float 0x4168000000000000)
  %v362 = fadd float %v361, 0xC168000000000000
  %v363 = tail call float @llvm.fmuladd.f32(float %v362, float 0xBFE6300000000000, float %v360)
  %v364 = tail call float @llvm.fmuladd.f32(float %v362, float 0x3F2BD01060000000, float %v363)
  %v365 = fmul float %v364, %v364
  %v366 = tail call float @llvm.fmuladd.f32(float %v364, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v367 = tail call float @llvm.fmuladd.f32(float %v364, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v368 = tail call float @llvm.fmuladd.f32(float %v365, float 0x3F56AB96E0000000, float %v367)
  %v369 = tail call float @llvm.fmuladd.f32(float %v368, float %v365, float %v366)
  %v370 = tail call float @llvm.fmuladd.f32(float %v369, float %v365, float %v364)
  %v371 = fadd float %v370, 1.000000e+00
  %v372 = bitcast float %v361 to i32
  %v373 = shl i32 %v372, 23
  %v374 = bitcast float %v371 to i32
  %v375 = add i32 %v373, %v374
  %v376 = bitcast i32 %v375 to float
  %v377 = fcmp olt float %v360, 0xC055D58A00000000
  %v378 = select i1 %v377, float 0.000000e+00, float %v376
  %v379 = fadd float %v360, 0x7FF0000000000000
  %v380 = fcmp olt float %v360, 0x40562E4300000000
  %v381 = select i1 %v380, float %v378, float %v379
  %v382 = fdiv contract float %v381, %v356
  store float %v382, ptr addrspace(1) %v358, align 4
  %v383 = getelementptr i8, ptr addrspace(3) %v30, i32 512
  %v384 = load float, ptr addrspace(3) %v383, align 4
  %v385 = fsub contract float %v384, %v117
  %v386 = tail call float @llvm.fmuladd.f32(float %v385, float 0x3FF7154760000000, float 0x4168000000000000)
  %v387 = fadd float %v386, 0xC168000000000000
  %v388 = tail call float @llvm.fmuladd.f32(float %v387, float 0xBFE6300000000000, float %v385)
  %v389 = tail call float @llvm.fmuladd.f32(float %v387, float 0x3F2BD01060000000, float %v388)
  %v390 = fmul float %v389, %v389
  %v391 = tail call float @llvm.fmuladd.f32(float %v389, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v392 = tail call float @llvm.fmuladd.f32(float %v389, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v393 = tail call float @llvm.fmuladd.f32(float %v390, float 0x3F56AB96E0000000, float %v392)
  %v394 = tail call float @llvm.fmuladd.f32(float %v393, float %v390, float %v391)
  %v395 = tail call float @llvm.fmuladd.f32(float %v394, float %v390, float %v389)
  %v396 = fadd float %v395, 1.000000e+00
  %v397 = bitcast float %v386 to i32
  %v398 = shl i32 %v397, 23
  %v399 = bitcast float %v396 to i32
  %v400 = add i32 %v398, %v399
  %v401 = bitcast i32 %v400 to float
  %v402 = fcmp olt float %v385, 0xC055D58A00000000
  %v403 = select i1 %v402, float 0.000000e+00, float %v401
  %v404 = fadd float %v385, 0x7FF0000000000000
  %v405 = fcmp olt float %v385, 0x40562E4300000000
  %v406 = select i1 %v405, float %v403, float %v404
  %v407 = fdiv contract float %v406, %v356
  %v408 = getelementptr inbounds i8, ptr addrspace(1) %v358, i64 512
  store float %v407, ptr addrspace(1) %v408, align 4
  %v409 = getelementptr i8, ptr addrspace(3) %v30, i32 1024
  %v410 = load float, ptr addrspace(3) %v409, align 4
  %v411 = fsub contract float %v410, %v117
  %v412 = tail call float @llvm.fmuladd.f32(float %v411, float 0x3FF7154760000000, float 0x4168000000000000)
  %v413 = fadd float %v412, 0xC168000000000000
  %v414 = tail call float @llvm.fmuladd.f32(float %v413, float 0xBFE6300000000000, float %v411)
  %v415 = tail call float @llvm.fmuladd.f32(float %v413, float 0x3F2BD01060000000, float %v414)
  %v416 = fmul float %v415, %v415
  %v417 = tail call float @llvm.fmuladd.f32(float %v415, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v418 = tail call float @llvm.fmuladd.f32(float %v415, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v419 = tail call float @llvm.fmuladd.f32(float %v416, float 0x3F56AB96E0000000, float %v418)
  %v420 = tail call float @llvm.fmuladd.f32(float %v419, float %v416, float %v417)
  %v421 = tail call float @llvm.fmuladd.f32(float %v420, float %v416, float %v415)
  %v422 = fadd float %v421, 1.000000e+00
  %v423 = bitcast float %v412 to i32
  %v424 = shl i32 %v423, 23
  %v425 = bitcast float %v422 to i32
  %v426 = add i32 %v424, %v425
  %v427 = bitcast i32 %v426 to float
  %v428 = fcmp olt float %v411, 0xC055D58A00000000
  %v429 = select i1 %v428, float 0.000000e+00, float %v427
  %v430 = fadd float %v411, 0x7FF0000000000000
  %v431 = fcmp olt float %v411, 0x40562E4300000000
  %v432 = select i1 %v431, float %v429, float %v430
  %v433 = fdiv contract float %v432, %v356
  %v434 = getelementptr inbounds i8, ptr addrspace(1) %v358, i64 1024
  store float %v433, ptr addrspace(1) %v434, align 4
  %v435 = getelementptr i8, ptr addrspace(3) %v30, i32 1536
  %v436 = load float, ptr addrspace(3) %v435, align 4
  %v437 = fsub contract float %v436, %v117
  %v438 = tail call float @llvm.fmuladd.f32(float %v437, float 0x3FF7154760000000, float 0x4168000000000000)
  %v439 = fadd float %v438, 0xC168000000000000
  %v440 = tail call float @llvm.fmuladd.f32(float %v439, float 0xBFE6300000000000, float %v437)
  %v441 = tail call float @llvm.fmuladd.f32(float %v439, float 0x3F2BD01060000000, float %v440)
  %v442 = fmul float %v441, %v441
  %v443 = tail call float @llvm.fmuladd.f32(float %v441, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v444 = tail call float @llvm.fmuladd.f32(float %v441, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v445 = tail call float @llvm.fmuladd.f32(float %v442, float 0x3F56AB96E0000000, float %v444)
  %v446 = tail call float @llvm.fmuladd.f32(float %v445, float %v442, float %v443)
  %v447 = tail call float @llvm.fmuladd.f32(float %v446, float %v442, float %v441)
  %v448 = fadd float %v447, 1.000000e+00
  %v449 = bitcast float %v438 to i32
  %v450 = shl i32 %v449, 23
  %v451 = bitcast float %v448 to i32
  %v452 = add i32 %v450, %v451
  %v453 = bitcast i32 %v452 to float
  %v454 = fcmp olt float %v437, 0xC055D58A00000000
  %v455 = select i1 %v454, float 0.000000e+00, float %v453
  %v456 = fadd float %v437, 0x7FF0000000000000
  %v457 = fcmp olt float %v437, 0x40562E4300000000
  %v458 = select i1 %v457, float %v455, float %v456
  %v459 = fdiv contract float %v458, %v356
  %v460 = getelementptr inbounds i8, ptr addrspace(1) %v358, i64 1536
  store float %v459, ptr addrspace(1) %v460, align 4
  %v461 = getelementptr i8, ptr addrspace(3) %v30, i32 2048
  %v462 = load float, ptr addrspace(3) %v461, align 4
  %v463 = fsub contract float %v462, %v117
  %v464 = tail call float @llvm.fmuladd.f32(float %v463, float 0x3FF7154760000000, float 0x4168000000000000)
  %v465 = fadd float %v464, 0xC168000000000000
  %v466 = tail call float @llvm.fmuladd.f32(float %v465, float 0xBFE6300000000000, float %v463)
  %v467 = tail call float @llvm.fmuladd.f32(float %v465, float 0x3F2BD01060000000, float %v466)
  %v468 = fmul float %v467, %v467
  %v469 = tail call float @llvm.fmuladd.f32(float %v467, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v470 = tail call float @llvm.fmuladd.f32(float %v467, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v471 = tail call float @llvm.fmuladd.f32(float %v468, float 0x3F56AB96E0000000, float %v470)
  %v472 = tail call float @llvm.fmuladd.f32(float %v471, float %v468, float %v469)
  %v473 = tail call float @llvm.fmuladd.f32(float %v472, float %v468, float %v467)
  %v474 = fadd float %v473, 1.000000e+00
  %v475 = bitcast float %v464 to i32
  %v476 = shl i32 %v475, 23
  %v477 = bitcast float %v474 to i32
  %v478 = add i32 %v476, %v477
  %v479 = bitcast i32 %v478 to float
  %v480 = fcmp olt float %v463, 0xC055D58A00000000
  %v481 = select i1 %v480, float 0.000000e+00, float %v479
  %v482 = fadd float %v463, 0x7FF0000000000000
  %v483 = fcmp olt float %v463, 0x40562E4300000000
  %v484 = select i1 %v483, float %v481, float %v482
  %v485 = fdiv contract float %v484, %v356
  %v486 = getelementptr inbounds i8, ptr addrspace(1) %v358, i64 2048
  store float %v485, ptr addrspace(1) %v486, align 4
  %v487 = getelementptr i8, ptr addrspace(3) %v30, i32 2560
  %v488 = load float, ptr addrspace(3) %v487, align 4
  %v489 = fsub contract float %v488, %v117
  %v490 = tail call float @llvm.fmuladd.f32(float %v489, float 0x3FF7154760000000, float 0x4168000000000000)
  %v491 = fadd float %v490, 0xC168000000000000
  %v492 = tail call float @llvm.fmuladd.f32(float %v491, float 0xBFE6300000000000, float %v489)
  %v493 = tail call float @llvm.fmuladd.f32(float %v491, float 0x3F2BD01060000000, float %v492)
  %v494 = fmul float %v493, %v493
  %v495 = tail call float @llvm.fmuladd.f32(float %v493, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v496 = tail call float @llvm.fmuladd.f32(float %v493, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v497 = tail call float @llvm.fmuladd.f32(float %v494, float 0x3F56AB96E0000000, float %v496)
  %v498 = tail call float @llvm.fmuladd.f32(float %v497, float %v494, float %v495)
  %v499 = tail call float @llvm.fmuladd.f32(float %v498, float %v494, float %v493)
  %v500 = fadd float %v499, 1.000000e+00
  %v501 = bitcast float %v490 to i32
  %v502 = shl i32 %v501, 23
  %v503 = bitcast float %v500 to i32
  %v504 = add i32 %v502, %v503
  %v505 = bitcast i32 %v504 to float
  %v506 = fcmp olt float %v489, 0xC055D58A00000000
  %v507 = select i1 %v506, float 0.000000e+00, float %v505
  %v508 = fadd float %v489, 0x7FF0000000000000
  %v509 = fcmp olt float %v489, 0x40562E4300000000
  %v510 = select i1 %v509, float %v507, float %v508
  %v511 = fdiv contract float %v510, %v356
  %v512 = getelementptr inbounds i8, ptr addrspace(1) %v358, i64 2560
  store float %v511, ptr addrspace(1) %v512, align 4
  %v513 = getelementptr i8, ptr addrspace(3) %v30, i32 3072
  %v514 = load float, ptr addrspace(3) %v513, align 4
  %v515 = fsub contract float %v514, %v117
  %v516 = tail call float @llvm.fmuladd.f32(float %v515, float 0x3FF7154760000000, float 0x4168000000000000)
  %v517 = fadd float %v516, 0xC168000000000000
  %v518 = tail call float @llvm.fmuladd.f32(float %v517, float 0xBFE6300000000000, float %v515)
  %v519 = tail call float @llvm.fmuladd.f32(float %v517, float 0x3F2BD01060000000, float %v518)
  %v520 = fmul float %v519, %v519
  %v521 = tail call float @llvm.fmuladd.f32(float %v519, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v522 = tail call float @llvm.fmuladd.f32(float %v519, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v523 = tail call float @llvm.fmuladd.f32(float %v520, float 0x3F56AB96E0000000, float %v522)
  %v524 = tail call float @llvm.fmuladd.f32(float %v523, float %v520, float %v521)
  %v525 = tail call float @llvm.fmuladd.f32(float %v524, float %v520, float %v519)
  %v526 = fadd float %v525, 1.000000e+00
  %v527 = bitcast float %v516 to i32
  %v528 = shl i32 %v527, 23
  %v529 = bitcast float %v526 to i32
  %v530 = add i32 %v528, %v529
  %v531 = bitcast i32 %v530 to float
  %v532 = fcmp olt float %v515, 0xC055D58A00000000
  %v533 = select i1 %v532, float 0.000000e+00, float %v531
  %v534 = fadd float %v515, 0x7FF0000000000000
  %v535 = fcmp olt float %v515, 0x40562E4300000000
  %v536 = select i1 %v535, float %v533, float %v534
  %v537 = fdiv contract float %v536, %v356
  %v538 = getelementptr inbounds i8, ptr addrspace(1) %v358, i64 3072
  store float %v537, ptr addrspace(1) %v538, align 4
  %v539 = icmp ult i32 %v6, 104
  br i1 %v539, label %v540, label %v541

v540:                                      ; preds = %v341
  %v542 = or disjoint i32 %v6, 896
  %v543 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared, i32 %v542
  %v544 = load float, ptr addrspace(3) %v543, align 4
  %v545 = fsub contract float %v544, %v117
  %v546 = tail call float @llvm.fmuladd.f32(float %v545, float 0x3FF7154760000000, float 0x4168000000000000)
  %v547 = fadd float %v546, 0xC168000000000000
  %v548 = tail call float @llvm.fmuladd.f32(float %v547, float 0xBFE6300000000000, float %v545)
  %v549 = tail call float @llvm.fmuladd.f32(float %v547, float 0x3F2BD01060000000, float %v548)
  %v550 = fmul float %v549, %v549
  %v551 = tail call float @llvm.fmuladd.f32(float %v549, float 0x3FC55540A0000000, float 0x3FDFFFFFA0000000)
  %v552 = tail call float @llvm.fmuladd.f32(float %v549, float 0x3F8126D1E0000000, float 0x3FA55589A0000000)
  %v553 = tail call float @llvm.fmuladd.f32(float %v550, float 0x3F56AB96E0000000, float %v552)
  %v554 = tail call float @llvm.fmuladd.f32(float %v553, float %v550, float %v551)
  %v555 = tail call float @llvm.fmuladd.f32(float %v554, float %v550, float %v549)
  %v556 = fadd float %v555, 1.000000e+00
  %v557 = bitcast float %v546 to i32
  %v558 = shl i32 %v557, 23
  %v559 = bitcast float %v556 to i32
  %v560 = add i32 %v558, %v559
  %v561 = bitcast i32 %v560 to float
  %v562 = fcmp olt float %v545, 0xC055D58A00000000
  %v563 = select i1 %v562, float 0.000000e+00, float %v561
  %v564 = fadd float %v545, 0x7FF0000000000000
  %v565 = fcmp olt float %v545, 0x40562E4300000000
  %v566 = select i1 %v565, float %v563, float %v564
  %v567 = fdiv contract float %v566, %v356
  %v568 = getelementptr inbounds i8, ptr addrspace(1) %v358, i64 3584
  store float %v567, ptr addrspace(1) %v568, align 4
  br label %v541

v541:                                      ; preds = %v540, %v341
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
declare float @llvm.fmuladd.f32(float, float, float) #1

attributes #0 = { mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }

!0 = !{}
