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
  %v124 = tail call float @llvm.fmuladd.f32(float %v123, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v125 = tail call float @llvm.fmuladd.f32(float %v124, float %v123, float 0x3FA55589A0000000)
  %v126 = tail call float @llvm.fmuladd.f32(float %v125, float %v123, float 0x3FC55540A0000000)
  %v127 = tail call float @llvm.fmuladd.f32(float %v126, float %v123, float 0x3FDFFFFFA0000000)
  %v128 = tail call float @llvm.fmuladd.f32(float %v127, float %v123, float 1.000000e+00)
  %v129 = tail call float @llvm.fmuladd.f32(float %v128, float %v123, float 1.000000e+00)
  %v130 = bitcast float %v120 to i32
  %v131 = shl i32 %v130, 23
  %v132 = bitcast float %v129 to i32
  %v133 = add i32 %v131, %v132
  %v134 = bitcast i32 %v133 to float
  %v135 = fcmp olt float %v119, 0xC055D58A00000000
  %v136 = select i1 %v135, float 0.000000e+00, float %v134
  %v137 = fadd float %v119, 0x7FF0000000000000
  %v138 = fcmp olt float %v119, 0x40562E4300000000
  %v139 = select i1 %v138, float %v136, float %v137
  %v140 = fadd contract float %v139, 0.000000e+00
  %v141 = getelementptr i8, ptr addrspace(3) %v30, i32 512
  %v142 = load float, ptr addrspace(3) %v141, align 4
  %v143 = fsub contract float %v142, %v117
  %v144 = tail call float @llvm.fmuladd.f32(float %v143, float 0x3FF7154760000000, float 0x4168000000000000)
  %v145 = fadd float %v144, 0xC168000000000000
  %v146 = tail call float @llvm.fmuladd.f32(float %v145, float 0xBFE6300000000000, float %v143)
  %v147 = tail call float @llvm.fmuladd.f32(float %v145, float 0x3F2BD01060000000, float %v146)
  %v148 = tail call float @llvm.fmuladd.f32(float %v147, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v149 = tail call float @llvm.fmuladd.f32(float %v148, float %v147, float 0x3FA55589A0000000)
  %v150 = tail call float @llvm.fmuladd.f32(float %v149, float %v147, float 0x3FC55540A0000000)
  %v151 = tail call float @llvm.fmuladd.f32(float %v150, float %v147, float 0x3FDFFFFFA0000000)
  %v152 = tail call float @llvm.fmuladd.f32(float %v151, float %v147, float 1.000000e+00)
  %v153 = tail call float @llvm.fmuladd.f32(float %v152, float %v147, float 1.000000e+00)
  %v154 = bitcast float %v144 to i32
  %v155 = shl i32 %v154, 23
  %v156 = bitcast float %v153 to i32
  %v157 = add i32 %v155, %v156
  %v158 = bitcast i32 %v157 to float
  %v159 = fcmp olt float %v143, 0xC055D58A00000000
  %v160 = select i1 %v159, float 0.000000e+00, float %v158
  %v161 = fadd float %v143, 0x7FF0000000000000
  %v162 = fcmp olt float %v143, 0x40562E4300000000
  %v163 = select i1 %v162, float %v160, float %v161
  %v164 = fadd contract float %v140, %v163
  %v165 = getelementptr i8, ptr addrspace(3) %v30, i32 1024
  %v166 = load float, ptr addrspace(3) %v165, align 4
  %v167 = fsub contract float %v166, %v117
  %v168 = tail call float @llvm.fmuladd.f32(float %v167, float 0x3FF7154760000000, float 0x4168000000000000)
  %v169 = fadd float %v168, 0xC168000000000000
  %v170 = tail call float @llvm.fmuladd.f32(float %v169, float 0xBFE6300000000000, float %v167)
  %v171 = tail call float @llvm.fmuladd.f32(float %v169, float 0x3F2BD01060000000, float %v170)
  %v172 = tail call float @llvm.fmuladd.f32(float %v171, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v173 = tail call float @llvm.fmuladd.f32(float %v172, float %v171, float 0x3FA55589A0000000)
  %v174 = tail call float @llvm.fmuladd.f32(float %v173, float %v171, float 0x3FC55540A0000000)
  %v175 = tail call float @llvm.fmuladd.f32(float %v174, float %v171, float 0x3FDFFFFFA0000000)
  %v176 = tail call float @llvm.fmuladd.f32(float %v175, float %v171, float 1.000000e+00)
  %v177 = tail call float @llvm.fmuladd.f32(float %v176, float %v171, float 1.000000e+00)
  %v178 = bitcast float %v168 to i32
  %v179 = shl i32 %v178, 23
  %v180 = bitcast float %v177 to i32
  %v181 = add i32 %v179, %v180
  %v182 = bitcast i32 %v181 to float
  %v183 = fcmp olt float %v167, 0xC055D58A00000000
  %v184 = select i1 %v183, float 0.000000e+00, float %v182
  %v185 = fadd float %v167, 0x7FF0000000000000
  %v186 = fcmp olt float %v167, 0x40562E4300000000
  %v187 = select i1 %v186, float %v184, float %v185
  %v188 = fadd contract float %v164, %v187
  %v189 = getelementptr i8, ptr addrspace(3) %v30, i32 1536
  %v190 = load float, ptr addrspace(3) %v189, align 4
  %v191 = fsub contract float %v190, %v117
  %v192 = tail call float @llvm.fmuladd.f32(float %v191, float 0x3FF7154760000000, float 0x4168000000000000)
  %v193 = fadd float %v192, 0xC168000000000000
  %v194 = tail call float @llvm.fmuladd.f32(float %v193, float 0xBFE6300000000000, float %v191)
  %v195 = tail call float @llvm.fmuladd.f32(float %v193, float 0x3F2BD01060000000, float %v194)
  %v196 = tail call float @llvm.fmuladd.f32(float %v195, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v197 = tail call float @llvm.fmuladd.f32(float %v196, float %v195, float 0x3FA55589A0000000)
  %v198 = tail call float @llvm.fmuladd.f32(float %v197, float %v195, float 0x3FC55540A0000000)
  %v199 = tail call float @llvm.fmuladd.f32(float %v198, float %v195, float 0x3FDFFFFFA0000000)
  %v200 = tail call float @llvm.fmuladd.f32(float %v199, float %v195, float 1.000000e+00)
  %v201 = tail call float @llvm.fmuladd.f32(float %v200, float %v195, float 1.000000e+00)
  %v202 = bitcast float %v192 to i32
  %v203 = shl i32 %v202, 23
  %v204 = bitcast float %v201 to i32
  %v205 = add i32 %v203, %v204
  %v206 = bitcast i32 %v205 to float
  %v207 = fcmp olt float %v191, 0xC055D58A00000000
  %v208 = select i1 %v207, float 0.000000e+00, float %v206
  %v209 = fadd float %v191, 0x7FF0000000000000
  %v210 = fcmp olt float %v191, 0x40562E4300000000
  %v211 = select i1 %v210, float %v208, float %v209
  %v212 = fadd contract float %v188, %v211
  %v213 = getelementptr i8, ptr addrspace(3) %v30, i32 2048
  %v214 = load float, ptr addrspace(3) %v213, align 4
  %v215 = fsub contract float %v214, %v117
  %v216 = tail call float @llvm.fmuladd.f32(float %v215, float 0x3FF7154760000000, float 0x4168000000000000)
  %v217 = fadd float %v216, 0xC168000000000000
  %v218 = tail call float @llvm.fmuladd.f32(float %v217, float 0xBFE6300000000000, float %v215)
  %v219 = tail call float @llvm.fmuladd.f32(float %v217, float 0x3F2BD01060000000, float %v218)
  %v220 = tail call float @llvm.fmuladd.f32(float %v219, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v221 = tail call float @llvm.fmuladd.f32(float %v220, float %v219, float 0x3FA55589A0000000)
  %v222 = tail call float @llvm.fmuladd.f32(float %v221, float %v219, float 0x3FC55540A0000000)
  %v223 = tail call float @llvm.fmuladd.f32(float %v222, float %v219, float 0x3FDFFFFFA0000000)
  %v224 = tail call float @llvm.fmuladd.f32(float %v223, float %v219, float 1.000000e+00)
  %v225 = tail call float @llvm.fmuladd.f32(float %v224, float %v219, float 1.000000e+00)
  %v226 = bitcast float %v216 to i32
  %v227 = shl i32 %v226, 23
  %v228 = bitcast float %v225 to i32
  %v229 = add i32 %v227, %v228
  %v230 = bitcast i32 %v229 to float
  %v231 = fcmp olt float %v215, 0xC055D58A00000000
  %v232 = select i1 %v231, float 0.000000e+00, float %v230
  %v233 = fadd float %v215, 0x7FF0000000000000
  %v234 = fcmp olt float %v215, 0x40562E4300000000
  %v235 = select i1 %v234, float %v232, float %v233
  %v236 = fadd contract float %v212, %v235
  %v237 = getelementptr i8, ptr addrspace(3) %v30, i32 2560
  %v238 = load float, ptr addrspace(3) %v237, align 4
  %v239 = fsub contract float %v238, %v117
  %v240 = tail call float @llvm.fmuladd.f32(float %v239, float 0x3FF7154760000000, float 0x4168000000000000)
  %v241 = fadd float %v240, 0xC168000000000000
  %v242 = tail call float @llvm.fmuladd.f32(float %v241, float 0xBFE6300000000000, float %v239)
  %v243 = tail call float @llvm.fmuladd.f32(float %v241, float 0x3F2BD01060000000, float %v242)
  %v244 = tail call float @llvm.fmuladd.f32(float %v243, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v245 = tail call float @llvm.fmuladd.f32(float %v244, float %v243, float 0x3FA55589A0000000)
  %v246 = tail call float @llvm.fmuladd.f32(float %v245, float %v243, float 0x3FC55540A0000000)
  %v247 = tail call float @llvm.fmuladd.f32(float %v246, float %v243, float 0x3FDFFFFFA0000000)
  %v248 = tail call float @llvm.fmuladd.f32(float %v247, float %v243, float 1.000000e+00)
  %v249 = tail call float @llvm.fmuladd.f32(float %v248, float %v243, float 1.000000e+00)
  %v250 = bitcast float %v240 to i32
  %v251 = shl i32 %v250, 23
  %v252 = bitcast float %v249 to i32
  %v253 = add i32 %v251, %v252
  %v254 = bitcast i32 %v253 to float
  %v255 = fcmp olt float %v239, 0xC055D58A00000000
  %v256 = select i1 %v255, float 0.000000e+00, float %v254
  %v257 = fadd float %v239, 0x7FF0000000000000
  %v258 = fcmp olt float %v239, 0x40562E4300000000
  %v259 = select i1 %v258, float %v256, float %v257
  %v260 = fadd contract float %v236, %v259
  %v261 = getelementptr i8, ptr addrspace(3) %v30, i32 3072
  %v262 = load float, ptr addrspace(3) %v261, align 4
  %v263 = fsub contract float %v262, %v117
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
  %v284 = fadd contract float %v260, %v283
  %v285 = icmp ult i32 %v6, 104
  br i1 %v285, label %v286, label %v287

v286:                                      ; preds = %v99
  %v288 = or disjoint i32 %v6, 896
  %v289 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared, i32 %v288
  %v290 = load float, ptr addrspace(3) %v289, align 4
  %v291 = fsub contract float %v290, %v117
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
  br label %v287

v287:                                      ; preds = %v286, %v99
  %v313 = phi float [ %v312, %v286 ], [ %v284, %v99 ]
  %v314 = bitcast float %v313 to i32
  %v315 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v70, i32 %v314)
  %v316 = bitcast i32 %v315 to float
  %v317 = fadd contract float %v313, %v316
  %v318 = bitcast float %v317 to i32
  %v319 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v76, i32 %v318)
  %v320 = bitcast i32 %v319 to float
  %v321 = fadd contract float %v317, %v320
  %v322 = bitcast float %v321 to i32
  %v323 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v82, i32 %v322)
  %v324 = bitcast i32 %v323 to float
  %v325 = fadd contract float %v321, %v324
  %v326 = bitcast float %v325 to i32
  %v327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v88, i32 %v326)
  %v328 = bitcast i32 %v327 to float
  %v329 = fadd contract float %v325, %v328
  %v330 = bitcast float %v329 to i32
  %v331 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v94, i32 %v330)
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %v97, label %v332, label %v333

v332:                                        ; preds = %v287
  %v334 = lshr i32 %v6, 3
  %v335 = getelementptr inbounds i8, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.expsum.red, i32 %v334
  %v336 = bitcast i32 %v331 to float
  %v337 = fadd contract float %v329, %v336
  store float %v337, ptr addrspace(3) %v335, align 4
  br label %v333

v333:                                        ; preds = %v332, %v287
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v338 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.expsum.red, i32 %v105
  %v339 = load float, ptr addrspace(3) %v338, align 4
  %v340 = bitcast float %v339 to i32
  %v341 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v88, i32 %v340)
  %v342 = bitcast i32 %v341 to float
  %v343 = fadd contract float %v339, %v342
  %v344 = bitcast float %v343 to i32
  %v345 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v94, i32 %v344)
  %v346 = bitcast i32 %v345 to float
  %v347 = fadd contract float %v343, %v346
  %v348 = fadd contract float %v347, 0.000000e+00
  %v349 = getelementptr inbounds i8, ptr addrspace(1) %v65, i64 %v8
  %v350 = getelementptr inbounds float, ptr addrspace(1) %v349, i64 %v9
  %v351 = load float, ptr addrspace(3) %v30, align 4
  %v352 = fsub contract float %v351, %v117
  %v353 = tail call float @llvm.fmuladd.f32(float %v352, float 0x3FF7154760000000, float 0x4168000000000000)
  %v354 = fadd float %v353, 0xC168000000000000
  %v355 = tail call float @llvm.fmuladd.f32(float %v354, float 0xBFE6300000000000, float %v352)
  %v356 = tail call float @llvm.fmuladd.f32(float %v354, float 0x3F2BD01060000000, float %v355)
  %v357 = tail call float @llvm.fmuladd.f32(float %v356, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v358 = tail call float @llvm.fmuladd.f32(float %v357, float %v356, float 0x3FA55589A0000000)
  %v359 = tail call float @llvm.fmuladd.f32(float %v358, float %v356, float 0x3FC55540A0000000)
  %v360 = tail call float @llvm.fmuladd.f32(float %v359, float %v356, float 0x3FDFFFFFA0000000)
  %v361 = tail call float @llvm.fmuladd.f32(float %v360, float %v356, float 1.000000e+00)
  %v362 = tail call float @llvm.fmuladd.f32(float %v361, float %v356, float 1.000000e+00)
  %v363 = bitcast float %v353 to i32
  %v364 = shl i32 %v363, 23
  %v365 = bitcast float %v362 to i32
  %v366 = add i32 %v364, %v365
  %v367 = bitcast i32 %v366 to float
  %v368 = fcmp olt float %v352, 0xC055D58A00000000
  %v369 = select i1 %v368, float 0.000000e+00, float %v367
  %v370 = fadd float %v352, 0x7FF0000000000000
  %v371 = fcmp olt float %v352, 0x40562E4300000000
  %v372 = select i1 %v371, float %v369, float %v370
  %v373 = fdiv contract float %v372, %v348
  store float %v373, ptr addrspace(1) %v350, align 4
  %v374 = getelementptr i8, ptr addrspace(3) %v30, i32 512
  %v375 = load float, ptr addrspace(3) %v374, align 4
  %v376 = fsub contract float %v375, %v117
  %v377 = tail call float @llvm.fmuladd.f32(float %v376, float 0x3FF7154760000000, float 0x4168000000000000)
  %v378 = fadd float %v377, 0xC168000000000000
  %v379 = tail call float @llvm.fmuladd.f32(float %v378, float 0xBFE6300000000000, float %v376)
  %v380 = tail call float @llvm.fmuladd.f32(float %v378, float 0x3F2BD01060000000, float %v379)
  %v381 = tail call float @llvm.fmuladd.f32(float %v380, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v382 = tail call float @llvm.fmuladd.f32(float %v381, float %v380, float 0x3FA55589A0000000)
  %v383 = tail call float @llvm.fmuladd.f32(float %v382, float %v380, float 0x3FC55540A0000000)
  %v384 = tail call float @llvm.fmuladd.f32(float %v383, float %v380, float 0x3FDFFFFFA0000000)
  %v385 = tail call float @llvm.fmuladd.f32(float %v384, float %v380, float 1.000000e+00)
  %v386 = tail call float @llvm.fmuladd.f32(float %v385, float %v380, float 1.000000e+00)
  %v387 = bitcast float %v377 to i32
  %v388 = shl i32 %v387, 23
  %v389 = bitcast float %v386 to i32
  %v390 = add i32 %v388, %v389
  %v391 = bitcast i32 %v390 to float
  %v392 = fcmp olt float %v376, 0xC055D58A00000000
  %v393 = select i1 %v392, float 0.000000e+00, float %v391
  %v394 = fadd float %v376, 0x7FF0000000000000
  %v395 = fcmp olt float %v376, 0x40562E4300000000
  %v396 = select i1 %v395, float %v393, float %v394
  %v397 = fdiv contract float %v396, %v348
  %v398 = getelementptr inbounds i8, ptr addrspace(1) %v350, i64 512
  store float %v397, ptr addrspace(1) %v398, align 4
  %v399 = getelementptr i8, ptr addrspace(3) %v30, i32 1024
  %v400 = load float, ptr addrspace(3) %v399, align 4
  %v401 = fsub contract float %v400, %v117
  %v402 = tail call float @llvm.fmuladd.f32(float %v401, float 0x3FF7154760000000, float 0x4168000000000000)
  %v403 = fadd float %v402, 0xC168000000000000
  %v404 = tail call float @llvm.fmuladd.f32(float %v403, float 0xBFE6300000000000, float %v401)
  %v405 = tail call float @llvm.fmuladd.f32(float %v403, float 0x3F2BD01060000000, float %v404)
  %v406 = tail call float @llvm.fmuladd.f32(float %v405, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v407 = tail call float @llvm.fmuladd.f32(float %v406, float %v405, float 0x3FA55589A0000000)
  %v408 = tail call float @llvm.fmuladd.f32(float %v407, float %v405, float 0x3FC55540A0000000)
  %v409 = tail call float @llvm.fmuladd.f32(float %v408, float %v405, float 0x3FDFFFFFA0000000)
  %v410 = tail call float @llvm.fmuladd.f32(float %v409, float %v405, float 1.000000e+00)
  %v411 = tail call float @llvm.fmuladd.f32(float %v410, float %v405, float 1.000000e+00)
  %v412 = bitcast float %v402 to i32
  %v413 = shl i32 %v412, 23
  %v414 = bitcast float %v411 to i32
  %v415 = add i32 %v413, %v414
  %v416 = bitcast i32 %v415 to float
  %v417 = fcmp olt float %v401, 0xC055D58A00000000
  %v418 = select i1 %v417, float 0.000000e+00, float %v416
  %v419 = fadd float %v401, 0x7FF0000000000000
  %v420 = fcmp olt float %v401, 0x40562E4300000000
  %v421 = select i1 %v420, float %v418, float %v419
  %v422 = fdiv contract float %v421, %v348
  %v423 = getelementptr inbounds i8, ptr addrspace(1) %v350, i64 1024
  store float %v422, ptr addrspace(1) %v423, align 4
  %v424 = getelementptr i8, ptr addrspace(3) %v30, i32 1536
  %v425 = load float, ptr addrspace(3) %v424, align 4
  %v426 = fsub contract float %v425, %v117
  %v427 = tail call float @llvm.fmuladd.f32(float %v426, float 0x3FF7154760000000, float 0x4168000000000000)
  %v428 = fadd float %v427, 0xC168000000000000
  %v429 = tail call float @llvm.fmuladd.f32(float %v428, float 0xBFE6300000000000, float %v426)
  %v430 = tail call float @llvm.fmuladd.f32(float %v428, float 0x3F2BD01060000000, float %v429)
  %v431 = tail call float @llvm.fmuladd.f32(float %v430, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v432 = tail call float @llvm.fmuladd.f32(float %v431, float %v430, float 0x3FA55589A0000000)
  %v433 = tail call float @llvm.fmuladd.f32(float %v432, float %v430, float 0x3FC55540A0000000)
  %v434 = tail call float @llvm.fmuladd.f32(float %v433, float %v430, float 0x3FDFFFFFA0000000)
  %v435 = tail call float @llvm.fmuladd.f32(float %v434, float %v430, float 1.000000e+00)
  %v436 = tail call float @llvm.fmuladd.f32(float %v435, float %v430, float 1.000000e+00)
  %v437 = bitcast float %v427 to i32
  %v438 = shl i32 %v437, 23
  %v439 = bitcast float %v436 to i32
  %v440 = add i32 %v438, %v439
  %v441 = bitcast i32 %v440 to float
  %v442 = fcmp olt float %v426, 0xC055D58A00000000
  %v443 = select i1 %v442, float 0.000000e+00, float %v441
  %v444 = fadd float %v426, 0x7FF0000000000000
  %v445 = fcmp olt float %v426, 0x40562E4300000000
  %v446 = select i1 %v445, float %v443, float %v444
  %v447 = fdiv contract float %v446, %v348
  %v448 = getelementptr inbounds i8, ptr addrspace(1) %v350, i64 1536
  store float %v447, ptr addrspace(1) %v448, align 4
  %v449 = getelementptr i8, ptr addrspace(3) %v30, i32 2048
  %v450 = load float, ptr addrspace(3) %v449, align 4
  %v451 = fsub contract float %v450, %v117
  %v452 = tail call float @llvm.fmuladd.f32(float %v451, float 0x3FF7154760000000, float 0x4168000000000000)
  %v453 = fadd float %v452, 0xC168000000000000
  %v454 = tail call float @llvm.fmuladd.f32(float %v453, float 0xBFE6300000000000, float %v451)
  %v455 = tail call float @llvm.fmuladd.f32(float %v453, float 0x3F2BD01060000000, float %v454)
  %v456 = tail call float @llvm.fmuladd.f32(float %v455, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v457 = tail call float @llvm.fmuladd.f32(float %v456, float %v455, float 0x3FA55589A0000000)
  %v458 = tail call float @llvm.fmuladd.f32(float %v457, float %v455, float 0x3FC55540A0000000)
  %v459 = tail call float @llvm.fmuladd.f32(float %v458, float %v455, float 0x3FDFFFFFA0000000)
  %v460 = tail call float @llvm.fmuladd.f32(float %v459, float %v455, float 1.000000e+00)
  %v461 = tail call float @llvm.fmuladd.f32(float %v460, float %v455, float 1.000000e+00)
  %v462 = bitcast float %v452 to i32
  %v463 = shl i32 %v462, 23
  %v464 = bitcast float %v461 to i32
  %v465 = add i32 %v463, %v464
  %v466 = bitcast i32 %v465 to float
  %v467 = fcmp olt float %v451, 0xC055D58A00000000
  %v468 = select i1 %v467, float 0.000000e+00, float %v466
  %v469 = fadd float %v451, 0x7FF0000000000000
  %v470 = fcmp olt float %v451, 0x40562E4300000000
  %v471 = select i1 %v470, float %v468, float %v469
  %v472 = fdiv contract float %v471, %v348
  %v473 = getelementptr inbounds i8, ptr addrspace(1) %v350, i64 2048
  store float %v472, ptr addrspace(1) %v473, align 4
  %v474 = getelementptr i8, ptr addrspace(3) %v30, i32 2560
  %v475 = load float, ptr addrspace(3) %v474, align 4
  %v476 = fsub contract float %v475, %v117
  %v477 = tail call float @llvm.fmuladd.f32(float %v476, float 0x3FF7154760000000, float 0x4168000000000000)
  %v478 = fadd float %v477, 0xC168000000000000
  %v479 = tail call float @llvm.fmuladd.f32(float %v478, float 0xBFE6300000000000, float %v476)
  %v480 = tail call float @llvm.fmuladd.f32(float %v478, float 0x3F2BD01060000000, float %v479)
  %v481 = tail call float @llvm.fmuladd.f32(float %v480, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v482 = tail call float @llvm.fmuladd.f32(float %v481, float %v480, float 0x3FA55589A0000000)
  %v483 = tail call float @llvm.fmuladd.f32(float %v482, float %v480, float 0x3FC55540A0000000)
  %v484 = tail call float @llvm.fmuladd.f32(float %v483, float %v480, float 0x3FDFFFFFA0000000)
  %v485 = tail call float @llvm.fmuladd.f32(float %v484, float %v480, float 1.000000e+00)
  %v486 = tail call float @llvm.fmuladd.f32(float %v485, float %v480, float 1.000000e+00)
  %v487 = bitcast float %v477 to i32
  %v488 = shl i32 %v487, 23
  %v489 = bitcast float %v486 to i32
  %v490 = add i32 %v488, %v489
  %v491 = bitcast i32 %v490 to float
  %v492 = fcmp olt float %v476, 0xC055D58A00000000
  %v493 = select i1 %v492, float 0.000000e+00, float %v491
  %v494 = fadd float %v476, 0x7FF0000000000000
  %v495 = fcmp olt float %v476, 0x40562E4300000000
  %v496 = select i1 %v495, float %v493, float %v494
  %v497 = fdiv contract float %v496, %v348
  %v498 = getelementptr inbounds i8, ptr addrspace(1) %v350, i64 2560
  store float %v497, ptr addrspace(1) %v498, align 4
  %v499 = getelementptr i8, ptr addrspace(3) %v30, i32 3072
  %v500 = load float, ptr addrspace(3) %v499, align 4
  %v501 = fsub contract float %v500, %v117
  %v502 = tail call float @llvm.fmuladd.f32(float %v501, float 0x3FF7154760000000, float 0x4168000000000000)
  %v503 = fadd float %v502, 0xC168000000000000
  %v504 = tail call float @llvm.fmuladd.f32(float %v503, float 0xBFE6300000000000, float %v501)
  %v505 = tail call float @llvm.fmuladd.f32(float %v503, float 0x3F2BD01060000000, float %v504)
  %v506 = tail call float @llvm.fmuladd.f32(float %v505, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v507 = tail call float @llvm.fmuladd.f32(float %v506, float %v505, float 0x3FA55589A0000000)
  %v508 = tail call float @llvm.fmuladd.f32(float %v507, float %v505, float 0x3FC55540A0000000)
  %v509 = tail call float @llvm.fmuladd.f32(float %v508, float %v505, float 0x3FDFFFFFA0000000)
  %v510 = tail call float @llvm.fmuladd.f32(float %v509, float %v505, float 1.000000e+00)
  %v511 = tail call float @llvm.fmuladd.f32(float %v510, float %v505, float 1.000000e+00)
  %v512 = bitcast float %v502 to i32
  %v513 = shl i32 %v512, 23
  %v514 = bitcast float %v511 to i32
  %v515 = add i32 %v513, %v514
  %v516 = bitcast i32 %v515 to float
  %v517 = fcmp olt float %v501, 0xC055D58A00000000
  %v518 = select i1 %v517, float 0.000000e+00, float %v516
  %v519 = fadd float %v501, 0x7FF0000000000000
  %v520 = fcmp olt float %v501, 0x40562E4300000000
  %v521 = select i1 %v520, float %v518, float %v519
  %v522 = fdiv contract float %v521, %v348
  %v523 = getelementptr inbounds i8, ptr addrspace(1) %v350, i64 3072
  store float %v522, ptr addrspace(1) %v523, align 4
  %v524 = icmp ult i32 %v6, 104
  br i1 %v524, label %v525, label %v526

v525:                                      ; preds = %v333
  %v527 = or disjoint i32 %v6, 896
  %v528 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared, i32 %v527
  %v529 = load float, ptr addrspace(3) %v528, align 4
  %v530 = fsub contract float %v529, %v117
  %v531 = tail call float @llvm.fmuladd.f32(float %v530, float 0x3FF7154760000000, float 0x4168000000000000)
  %v532 = fadd float %v531, 0xC168000000000000
  %v533 = tail call float @llvm.fmuladd.f32(float %v532, float 0xBFE6300000000000, float %v530)
  %v534 = tail call float @llvm.fmuladd.f32(float %v532, float 0x3F2BD01060000000, float %v533)
  %v535 = tail call float @llvm.fmuladd.f32(float %v534, float 0x3F56AB96E0000000, float 0x3F8126D1E0000000)
  %v536 = tail call float @llvm.fmuladd.f32(float %v535, float %v534, float 0x3FA55589A0000000)
  %v537 = tail call float @llvm.fmuladd.f32(float %v536, float %v534, float 0x3FC55540A0000000)
  %v538 = tail call float @llvm.fmuladd.f32(float %v537, float %v534, float 0x3FDFFFFFA0000000)
  %v539 = tail call float @llvm.fmuladd.f32(float %v538, float %v534, float 1.000000e+00)
  %v540 = tail call float @llvm.fmuladd.f32(float %v539, float %v534, float 1.000000e+00)
  %v541 = bitcast float %v531 to i32
  %v542 = shl i32 %v541, 23
  %v543 = bitcast float %v540 to i32
  %v544 = add i32 %v542, %v543
  %v545 = bitcast i32 %v544 to float
  %v546 = fcmp olt float %v530, 0xC055D58A00000000
  %v547 = select i1 %v546, float 0.000000e+00, float %v545
  %v548 = fadd float %v530, 0x7FF0000000000000
  %v549 = fcmp olt float %v530, 0x40562E4300000000
  %v550 = select i1 %v549, float %v547, float %v548
  %v551 = fdiv contract float %v550, %v348
  %v552 = getelementptr inbounds i8, ptr addrspace(1) %v350, i64 3584
  store float %v551, ptr addrspace(1) %v552, align 4
  br label %v526

v526:                                      ; preds = %v525, %v333
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
