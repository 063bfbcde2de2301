; layernorm:M=64,N=2000,eps=1e-5,dtype=f32 on rocm -mcpu=gfx90a, schedule template
; ModuleID = 'ktune_layernorm_f32_m64_n2000_eps1ep5'
source_filename = "ktune_layernorm_f32_m64_n2000_eps1ep5"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared = internal addrspace(3) global [2000 x float] undef, align 64
@ktune_layernorm_f32_m64_n2000_eps1ep5.xsum.red = internal unnamed_addr addrspace(3) global [8 x float] undef, align 64
@ktune_layernorm_f32_m64_n2000_eps1ep5.sqsum.red = internal unnamed_addr addrspace(3) global [8 x float] undef, align 64

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define amdgpu_kernel void @ktune_layernorm_f32_m64_n2000_eps1ep5(ptr noalias nocapture readonly %v0, ptr noalias nocapture readonly %v1, ptr noalias nocapture readonly %v2, ptr noalias nocapture writeonly %v3) local_unnamed_addr #0 {
v4:
  %v5 = addrspacecast ptr %v2 to ptr addrspace(1)
  %v6 = addrspacecast ptr %v0 to ptr addrspace(1)
  %v7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %v8 = zext i32 %v7 to i64
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %v10 = icmp ult i32 %v9, 244
  %v11 = mul nuw nsw i64 %v8, 8000
  %v12 = getelementptr i8, ptr addrspace(1) %v6, i64 %v11
  %v13 = zext i32 %v9 to i64
  %v14 = shl nuw nsw i64 %v13, 2
  %v15 = trunc i64 %v14 to i32
  %v16 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared, i32 %v15
  %v17 = getelementptr inbounds float, ptr addrspace(1) %v12, i64 %v14
  %v18 = load <4 x float>, ptr addrspace(1) %v17, align 16, !amdgpu.noclobber !0
  store <4 x float> %v18, ptr addrspace(3) %v16, align 16
  br i1 %v10, label %v19, label %v20

v19:                                       ; preds = %v4
  %v21 = shl nuw nsw i32 %v9, 2
  %v22 = or disjoint i32 %v21, 1024
  %v23 = zext nneg i32 %v22 to i64
  %v24 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v23
  %v25 = icmp ult i32 %v7, 64
  %v26 = insertelement <4 x i1> poison, i1 %v25, i64 0
  %v27 = shufflevector <4 x i1> %v26, <4 x i1> poison, <4 x i32> zeroinitializer
  %v28 = addrspacecast ptr addrspace(1) %v12 to ptr
  %v29 = getelementptr float, ptr %v28, i64 %v23
  %v30 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v29, i32 16, <4 x i1> %v27, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v30, ptr %v24, i32 16, <4 x i1> %v27)
  br label %v20

v20:                                        ; preds = %v19, %v4
  %v31 = addrspacecast ptr %v3 to ptr addrspace(1)
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v32 = getelementptr float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared, i32 %v9
  %v33 = load float, ptr addrspace(3) %v32, align 4
  %v34 = fadd contract float %v33, 0.000000e+00
  %v35 = getelementptr i8, ptr addrspace(3) %v32, i32 1024
  %v36 = load float, ptr addrspace(3) %v35, align 4
  %v37 = fadd contract float %v34, %v36
  %v38 = getelementptr i8, ptr addrspace(3) %v32, i32 2048
  %v39 = load float, ptr addrspace(3) %v38, align 4
  %v40 = fadd contract float %v37, %v39
  %v41 = getelementptr i8, ptr addrspace(3) %v32, i32 3072
  %v42 = load float, ptr addrspace(3) %v41, align 4
  %v43 = fadd contract float %v40, %v42
  %v44 = getelementptr i8, ptr addrspace(3) %v32, i32 4096
  %v45 = load float, ptr addrspace(3) %v44, align 4
  %v46 = fadd contract float %v43, %v45
  %v47 = getelementptr i8, ptr addrspace(3) %v32, i32 5120
  %v48 = load float, ptr addrspace(3) %v47, align 4
  %v49 = fadd contract float %v46, %v48
  %v50 = getelementptr i8, ptr addrspace(3) %v32, i32 6144
  %v51 = load float, ptr addrspace(3) %v50, align 4
  %v52 = fadd contract float %v49, %v51
  %v53 = icmp ult i32 %v9, 208
  br i1 %v53, label %v54, label %v55

v54:                                      ; preds = %v20
  %v56 = or disjoint i32 %v9, 1792
  %v57 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared, i32 %v56
  %v58 = load float, ptr addrspace(3) %v57, align 4
  %v59 = fadd contract float %v52, %v58
  br label %v55

v55:                                       ; preds = %v54, %v20
  %v60 = phi float [ %v59, %v54 ], [ %v52, %v20 ]
  %v61 = addrspacecast ptr %v1 to ptr addrspace(1)
  %v62 = bitcast float %v60 to i32
  %v63 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %v64 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %v63)
  %v65 = shl i32 %v64, 2
  %v66 = xor i32 %v65, 64
  %v67 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v66, i32 %v62)
  %v68 = bitcast i32 %v67 to float
  %v69 = fadd contract float %v60, %v68
  %v70 = bitcast float %v69 to i32
  %v71 = xor i32 %v65, 32
  %v72 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v71, i32 %v70)
  %v73 = bitcast i32 %v72 to float
  %v74 = fadd contract float %v69, %v73
  %v75 = bitcast float %v74 to i32
  %v76 = xor i32 %v65, 16
  %v77 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v76, i32 %v75)
  %v78 = bitcast i32 %v77 to float
  %v79 = fadd contract float %v74, %v78
  %v80 = bitcast float %v79 to i32
  %v81 = xor i32 %v65, 8
  %v82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v81, i32 %v80)
  %v83 = bitcast i32 %v82 to float
  %v84 = fadd contract float %v79, %v83
  %v85 = bitcast float %v84 to i32
  %v86 = xor i32 %v65, 4
  %v87 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v86, i32 %v85)
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v88 = and i64 %v13, 31
  %v89 = icmp eq i64 %v88, 0
  br i1 %v89, label %v90, label %v91

v90:                                        ; preds = %v55
  %v92 = lshr i32 %v9, 3
  %v93 = getelementptr inbounds i8, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.xsum.red, i32 %v92
  %v94 = bitcast i32 %v87 to float
  %v95 = fadd contract float %v84, %v94
  store float %v95, ptr addrspace(3) %v93, align 4
  br label %v91

v91:                                        ; preds = %v90, %v55
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v96 = and i32 %v9, 7
  %v97 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.xsum.red, i32 %v96
  %v98 = load float, ptr addrspace(3) %v97, align 4
  %v99 = bitcast float %v98 to i32
  %v100 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v76, i32 %v99)
  %v101 = bitcast i32 %v100 to float
  %v102 = fadd contract float %v98, %v101
  %v103 = bitcast float %v102 to i32
  %v104 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v81, i32 %v103)
  %v105 = bitcast i32 %v104 to float
  %v106 = fadd contract float %v102, %v105
  %v107 = bitcast float %v106 to i32
  %v108 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v86, i32 %v107)
  %v109 = bitcast i32 %v108 to float
  %v110 = fadd contract float %v106, %v109
  %v111 = fadd contract float %v110, 0.000000e+00
  %v112 = fmul contract float %v111, 0x3F40624DE0000000
  %v113 = load float, ptr addrspace(3) %v32, align 4
  %v114 = fsub contract float %v113, %v112
  %v115 = fmul contract float %v114, %v114
  %v116 = getelementptr i8, ptr addrspace(3) %v32, i32 1024
  %v117 = load float, ptr addrspace(3) %v116, align 4
  %v118 = fsub contract float %v117, %v112
  %v119 = fmul contract float %v118, %v118
  %v120 = fadd contract float %v115, %v119
  %v121 = getelementptr i8, ptr addrspace(3) %v32, i32 2048
  %v122 = load float, ptr addrspace(3) %v121, align 4
  %v123 = fsub contract float %v122, %v112
  %v124 = fmul contract float %v123, %v123
  %v125 = fadd contract float %v120, %v124
  %v126 = getelementptr i8, ptr addrspace(3) %v32, i32 3072
  %v127 = load float, ptr addrspace(3) %v126, align 4
  %v128 = fsub contract float %v127, %v112
  %v129 = fmul contract float %v128, %v128
  %v130 = fadd contract float %v125, %v129
  %v131 = getelementptr i8, ptr addrspace(3) %v32, i32 4096
  %v132 = load float, ptr addrspace(3) %v131, align 4
  %v133 = fsub contract float %v132, %v112
  %v134 = fmul contract float %v133, %v133
  %v135 = fadd contract float %v130, %v134
  %v136 = getelementptr i8, ptr addrspace(3) %v32, i32 5120
  %v137 = load float, ptr addrspace(3) %v136, align 4
  %v138 = fsub contract float %v137, %v112
  %v139 = fmul contract float %v138, %v138
  %v140 = fadd contract float %v135, %v139
  %v141 = getelementptr i8, ptr addrspace(3) %v32, i32 6144
  %v142 = load float, ptr addrspace(3) %v141, align 4
  %v143 = fsub contract float %v142, %v112
  %v144 = fmul contract float %v143, %v143
  %v145 = fadd contract float %v140, %v144
  %v146 = icmp ult i32 %v9, 208
  br i1 %v146, label %v147, label %v148

v147:                                      ; preds = %v91
  %v149 = or disjoint i32 %v9, 1792
  %v150 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared, i32 %v149
  %v151 = load float, ptr addrspace(3) %v150, align 4
  %v152 = fsub contract float %v151, %v112
  %v153 = fmul contract float %v152, %v152
  %v154 = fadd contract float %v145, %v153
  br label %v148

v148:                                      ; preds = %v147, %v91
  %v155 = phi float [ %v154, %v147 ], [ %v145, %v91 ]
  %v156 = bitcast float %v155 to i32
  %v157 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v66, i32 %v156)
  %v158 = bitcast i32 %v157 to float
  %v159 = fadd contract float %v155, %v158
  %v160 = bitcast float %v159 to i32
  %v161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v71, i32 %v160)
  %v162 = bitcast i32 %v161 to float
  %v163 = fadd contract float %v159, %v162
  %v164 = bitcast float %v163 to i32
  %v165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v76, i32 %v164)
  %v166 = bitcast i32 %v165 to float
  %v167 = fadd contract float %v163, %v166
  %v168 = bitcast float %v167 to i32
  %v169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v81, i32 %v168)
  %v170 = bitcast i32 %v169 to float
  %v171 = fadd contract float %v167, %v170
  %v172 = bitcast float %v171 to i32
  %v173 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v86, i32 %v172)
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %v89, label %v174, label %v175

v174:                                        ; preds = %v148
  %v176 = lshr i32 %v9, 3
  %v177 = getelementptr inbounds i8, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.sqsum.red, i32 %v176
  %v178 = bitcast i32 %v173 to float
  %v179 = fadd contract float %v171, %v178
  store float %v179, ptr addrspace(3) %v177, align 4
  br label %v175

v175:                                        ; preds = %v174, %v148
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v180 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.sqsum.red, i32 %v96
  %v181 = load float, ptr addrspace(3) %v180, align 4
  %v182 = bitcast float %v181 to i32
  %v183 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v76, i32 %v182)
  %v184 = bitcast i32 %v183 to float
  %v185 = fadd contract float %v181, %v184
  %v186 = bitcast float %v185 to i32
  %v187 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v81, i32 %v186)
  %v188 = bitcast i32 %v187 to float
  %v189 = fadd contract float %v185, %v188
  %v190 = bitcast float %v189 to i32
  %v191 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v86, i32 %v190)
  %v192 = bitcast i32 %v191 to float
  %v193 = fadd contract float %v189, %v192
  %v194 = fadd contract float %v193, 0.000000e+00
  %v195 = fmul contract float %v194, 0x3F40624DE0000000
  %v196 = fadd contract float %v195, 0x3EE4F8B580000000
  %v197 = tail call contract float @llvm.sqrt.f32(float %v196)
  %v198 = fdiv contract float 1.000000e+00, %v197
  %v199 = getelementptr inbounds i8, ptr addrspace(1) %v31, i64 %v11
  %v200 = getelementptr inbounds float, ptr addrspace(1) %v199, i64 %v13
  %v201 = load float, ptr addrspace(3) %v32, align 4
  %v202 = fsub contract float %v201, %v112
  %v203 = fmul contract float %v198, %v202
  %v204 = getelementptr inbounds float, ptr addrspace(1) %v61, i64 %v13
  %v205 = load float, ptr addrspace(1) %v204, align 4, !amdgpu.noclobber !0
  %v206 = fmul contract float %v205, %v203
  %v207 = getelementptr inbounds float, ptr addrspace(1) %v5, i64 %v13
  %v208 = load float, ptr addrspace(1) %v207, align 4, !amdgpu.noclobber !0
  %v209 = fadd contract float %v208, %v206
  store float %v209, ptr addrspace(1) %v200, align 4
  %v210 = add nuw nsw i64 %v13, 256
  %v211 = trunc i64 %v210 to i32
  %v212 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared, i32 %v211
  %v213 = load float, ptr addrspace(3) %v212, align 4
  %v214 = fsub contract float %v213, %v112
  %v215 = fmul contract float %v198, %v214
  %v216 = getelementptr inbounds float, ptr addrspace(1) %v61, i64 %v210
  %v217 = load float, ptr addrspace(1) %v216, align 4, !amdgpu.noclobber !0
  %v218 = fmul contract float %v217, %v215
  %v219 = getelementptr inbounds float, ptr addrspace(1) %v5, i64 %v210
  %v220 = load float, ptr addrspace(1) %v219, align 4, !amdgpu.noclobber !0
  %v221 = fadd contract float %v220, %v218
  %v222 = getelementptr inbounds i8, ptr addrspace(1) %v200, i64 1024
  store float %v221, ptr addrspace(1) %v222, align 4
  %v223 = add nuw nsw i64 %v13, 512
  %v224 = trunc i64 %v223 to i32
  %v225 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared, i32 %v224
  %v226 = load float, ptr addrspace(3) %v225, align 4
  %v227 = fsub contract float %v226, %v112
  %v228 = fmul contract float %v198, %v227
  %v229 = getelementptr inbounds float, ptr addrspace(1) %v61, i64 %v223
  %v230 = load float, ptr addrspace(1) %v229, align 4, !amdgpu.noclobber !0
  %v231 = fmul contract float %v230, %v228
  %v232 = getelementptr inbounds float, ptr addrspace(1) %v5, i64 %v223
  %v233 = load float, ptr addrspace(1) %v232, align 4, !amdgpu.noclobber !0
  %v234 = fadd contract float %v233, %v231
  %v235 = getelementptr inbounds i8, ptr addrspace(1) %v200, i64 2048
  store float %v234, ptr addrspace(1) %v235, align 4
  %v236 = add nuw nsw i64 %v13, 768
  %v237 = trunc i64 %v236 to i32
  %v238 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared, i32 %v237
  %v239 = load float, ptr addrspace(3) %v238, align 4
  %v240 = fsub contract float %v239, %v112
  %v241 = fmul contract float %v198, %v240
  %v242 = getelementptr inbounds float, ptr addrspace(1) %v61, i64 %v236
  %v243 = load float, ptr addrspace(1) %v242, align 4, !amdgpu.noclobber !0
  %v244 = fmul contract float %v243, %v241
  %v245 = getelementptr inbounds float, ptr addrspace(1) %v5, i64 %v236
  %v246 = load float, ptr addrspace(1) %v245, align 4, !amdgpu.noclobber !0
  %v247 = fadd contract float %v246, %v244
  %v248 = getelementptr inbounds i8, ptr addrspace(1) %v200, i64 3072
  store float %v247, ptr addrspace(1) %v248, align 4
  %v249 = add nuw nsw i64 %v13, 1024
  %v250 = trunc i64 %v249 to i32
  %v251 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared, i32 %v250
  %v252 = load float, ptr addrspace(3) %v251, align 4
  %v253 = fsub contract float %v252, %v112
  %v254 = fmul contract float %v198, %v253
  %v255 = getelementptr inbounds float, ptr addrspace(1) %v61, i64 %v249
  %v256 = load float, ptr addrspace(1) %v255, align 4, !amdgpu.noclobber !0
  %v257 = fmul contract float %v256, %v254
  %v258 = getelementptr inbounds float, ptr addrspace(1) %v5, i64 %v249
  %v259 = load float, ptr addrspace(1) %v258, align 4, !amdgpu.noclobber !0
  %v260 = fadd contract float %v259, %v257
  %v261 = getelementptr inbounds i8, ptr addrspace(1) %v200, i64 4096
  store float %v260, ptr addrspace(1) %v261, align 4
  %v262 = add nuw nsw i64 %v13, 1280
  %v263 = trunc i64 %v262 to i32
  %v264 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared, i32 %v263
  %v265 = load float, ptr addrspace(3) %v264, align 4
  %v266 = fsub contract float %v265, %v112
  %v267 = fmul contract float %v198, %v266
  %v268 = getelementptr inbounds float, ptr addrspace(1) %v61, i64 %v262
  %v269 = load float, ptr addrspace(1) %v268, align 4, !amdgpu.noclobber !0
  %v270 = fmul contract float %v269, %v267
  %v271 = getelementptr inbounds float, ptr addrspace(1) %v5, i64 %v262
  %v272 = load float, ptr addrspace(1) %v271, align 4, !amdgpu.noclobber !0
  %v273 = fadd contract float %v272, %v270
  %v274 = getelementptr inbounds i8, ptr addrspace(1) %v200, i64 5120
  store float %v273, ptr addrspace(1) %v274, align 4
  %v275 = add nuw nsw i64 %v13, 1536
  %v276 = trunc i64 %v275 to i32
  %v277 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared, i32 %v276
  %v278 = load float, ptr addrspace(3) %v277, align 4
  %v279 = fsub contract float %v278, %v112
  %v280 = fmul contract float %v198, %v279
  %v281 = getelementptr inbounds float, ptr addrspace(1) %v61, i64 %v275
  %v282 = load float, ptr addrspace(1) %v281, align 4, !amdgpu.noclobber !0
  %v283 = fmul contract float %v282, %v280
  %v284 = getelementptr inbounds float, ptr addrspace(1) %v5, i64 %v275
  %v285 = load float, ptr addrspace(1) %v284, align 4, !amdgpu.noclobber !0
  %v286 = fadd contract float %v285, %v283
  %v287 = getelementptr inbounds i8, ptr addrspace(1) %v200, i64 6144
  store float %v286, ptr addrspace(1) %v287, align 4
  %v288 = icmp ult i32 %v9, 208
  br i1 %v288, label %v289, label %v290

v289:                                      ; preds = %v175
  %v291 = or disjoint i64 %v13, 1792
  %v292 = trunc nuw i64 %v291 to i32
  %v293 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared, i32 %v292
  %v294 = load float, ptr addrspace(3) %v293, align 4
  %v295 = fsub contract float %v294, %v112
  %v296 = fmul contract float %v198, %v295
  %v297 = getelementptr inbounds float, ptr addrspace(1) %v61, i64 %v291
  %v298 = load float, ptr addrspace(1) %v297, align 4, !amdgpu.noclobber !0
  %v299 = fmul contract float %v298, %v296
  %v300 = getelementptr inbounds float, ptr addrspace(1) %v5, i64 %v291
  %v301 = load float, ptr addrspace(1) %v300, align 4, !amdgpu.noclobber !0
  %v302 = fadd contract float %v301, %v299
  %v303 = getelementptr inbounds i8, ptr addrspace(1) %v200, i64 7168
  store float %v302, ptr addrspace(1) %v303, align 4
  br label %v290

v290:                                      ; preds = %v289, %v175
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
declare float @llvm.sqrt.f32(float) #1

attributes #0 = { mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }

!0 = !{}
