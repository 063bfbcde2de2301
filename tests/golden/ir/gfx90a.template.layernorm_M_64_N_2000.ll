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
  %v12 = zext i32 %v9 to i64
  %v13 = shl nuw nsw i64 %v12, 2
  %v14 = trunc i64 %v13 to i32
  %v15 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared, i32 %v14
  %v16 = getelementptr inbounds i8, ptr addrspace(1) %v6, i64 %v11
  %v17 = getelementptr inbounds float, ptr addrspace(1) %v16, i64 %v13
  %v18 = load <4 x float>, ptr addrspace(1) %v17, align 16, !amdgpu.noclobber !0
  store <4 x float> %v18, ptr addrspace(3) %v15, align 16
  br i1 %v10, label %v19, label %v20

v19:                                       ; preds = %v4
  %v21 = shl nuw nsw i32 %v9, 2
  %v22 = zext nneg i32 %v21 to i64
  %v23 = or disjoint i64 %v22, 1024
  %v24 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v23
  %v25 = icmp ult i32 %v7, 64
  %v26 = insertelement <4 x i1> poison, i1 %v25, i64 0
  %v27 = shufflevector <4 x i1> %v26, <4 x i1> poison, <4 x i32> zeroinitializer
  %v28 = getelementptr i8, ptr addrspace(1) %v6, i64 4096
  %v29 = getelementptr i8, ptr addrspace(1) %v28, i64 %v11
  %v30 = addrspacecast ptr addrspace(1) %v29 to ptr
  %v31 = getelementptr float, ptr %v30, i64 %v22
  %v32 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v31, i32 16, <4 x i1> %v27, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v32, ptr %v24, i32 16, <4 x i1> %v27)
  br label %v20

v20:                                        ; preds = %v19, %v4
  %v33 = addrspacecast ptr %v3 to ptr addrspace(1)
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v34 = getelementptr float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared, i32 %v9
  %v35 = load float, ptr addrspace(3) %v34, align 4
  %v36 = fadd contract float %v35, 0.000000e+00
  %v37 = getelementptr i8, ptr addrspace(3) %v34, i32 1024
  %v38 = load float, ptr addrspace(3) %v37, align 4
  %v39 = fadd contract float %v36, %v38
  %v40 = getelementptr i8, ptr addrspace(3) %v34, i32 2048
  %v41 = load float, ptr addrspace(3) %v40, align 4
  %v42 = fadd contract float %v39, %v41
  %v43 = getelementptr i8, ptr addrspace(3) %v34, i32 3072
  %v44 = load float, ptr addrspace(3) %v43, align 4
  %v45 = fadd contract float %v42, %v44
  %v46 = getelementptr i8, ptr addrspace(3) %v34, i32 4096
  %v47 = load float, ptr addrspace(3) %v46, align 4
  %v48 = fadd contract float %v45, %v47
  %v49 = getelementptr i8, ptr addrspace(3) %v34, i32 5120
  %v50 = load float, ptr addrspace(3) %v49, align 4
  %v51 = fadd contract float %v48, %v50
  %v52 = getelementptr i8, ptr addrspace(3) %v34, i32 6144
  %v53 = load float, ptr addrspace(3) %v52, align 4
  %v54 = fadd contract float %v51, %v53
  %v55 = icmp ult i32 %v9, 208
  br i1 %v55, label %v56, label %v57

v56:                                      ; preds = %v20
  %v58 = or disjoint i32 %v9, 1792
  %v59 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared, i32 %v58
  %v60 = load float, ptr addrspace(3) %v59, align 4
  %v61 = fadd contract float %v54, %v60
  br label %v57

v57:                                       ; preds = %v56, %v20
  %v62 = phi float [ %v61, %v56 ], [ %v54, %v20 ]
  %v63 = addrspacecast ptr %v1 to ptr addrspace(1)
  %v64 = bitcast float %v62 to i32
  %v65 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %v66 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %v65)
  %v67 = shl i32 %v66, 2
  %v68 = xor i32 %v67, 64
  %v69 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v68, i32 %v64)
  %v70 = bitcast i32 %v69 to float
  %v71 = fadd contract float %v62, %v70
  %v72 = bitcast float %v71 to i32
  %v73 = xor i32 %v67, 32
  %v74 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v73, i32 %v72)
  %v75 = bitcast i32 %v74 to float
  %v76 = fadd contract float %v71, %v75
  %v77 = bitcast float %v76 to i32
  %v78 = xor i32 %v67, 16
  %v79 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v78, i32 %v77)
  %v80 = bitcast i32 %v79 to float
  %v81 = fadd contract float %v76, %v80
  %v82 = bitcast float %v81 to i32
  %v83 = xor i32 %v67, 8
  %v84 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v83, i32 %v82)
  %v85 = bitcast i32 %v84 to float
  %v86 = fadd contract float %v81, %v85
  %v87 = bitcast float %v86 to i32
  %v88 = xor i32 %v67, 4
  %v89 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v88, i32 %v87)
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v90 = and i64 %v12, 31
  %v91 = icmp eq i64 %v90, 0
  br i1 %v91, label %v92, label %v93

v92:                                        ; preds = %v57
  %v94 = lshr i32 %v9, 3
  %v95 = getelementptr inbounds i8, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.xsum.red, i32 %v94
  %v96 = bitcast i32 %v89 to float
  %v97 = fadd contract float %v86, %v96
  store float %v97, ptr addrspace(3) %v95, align 4
  br label %v93

v93:                                        ; preds = %v92, %v57
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v98 = and i32 %v9, 7
  %v99 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.xsum.red, i32 %v98
  %v100 = load float, ptr addrspace(3) %v99, align 4
  %v101 = bitcast float %v100 to i32
  %v102 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v78, i32 %v101)
  %v103 = bitcast i32 %v102 to float
  %v104 = fadd contract float %v100, %v103
  %v105 = bitcast float %v104 to i32
  %v106 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v83, i32 %v105)
  %v107 = bitcast i32 %v106 to float
  %v108 = fadd contract float %v104, %v107
  %v109 = bitcast float %v108 to i32
  %v110 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v88, i32 %v109)
  %v111 = bitcast i32 %v110 to float
  %v112 = fadd contract float %v108, %v111
  %v113 = fadd contract float %v112, 0.000000e+00
  %v114 = fmul contract float %v113, 0x3F40624DE0000000
  %v115 = load float, ptr addrspace(3) %v34, align 4
  %v116 = fsub contract float %v115, %v114
  %v117 = fmul contract float %v116, %v116
  %v118 = getelementptr i8, ptr addrspace(3) %v34, i32 1024
  %v119 = load float, ptr addrspace(3) %v118, align 4
  %v120 = fsub contract float %v119, %v114
  %v121 = fmul contract float %v120, %v120
  %v122 = fadd contract float %v117, %v121
  %v123 = getelementptr i8, ptr addrspace(3) %v34, i32 2048
  %v124 = load float, ptr addrspace(3) %v123, align 4
  %v125 = fsub contract float %v124, %v114
  %v126 = fmul contract float %v125, %v125
  %v127 = fadd contract float %v122, %v126
  %v128 = getelementptr i8, ptr addrspace(3) %v34, i32 3072
  %v129 = load float, ptr addrspace(3) %v128, align 4
  %v130 = fsub contract float %v129, %v114
  %v131 = fmul contract float %v130, %v130
  %v132 = fadd contract float %v127, %v131
  %v133 = getelementptr i8, ptr addrspace(3) %v34, i32 4096
  %v134 = load float, ptr addrspace(3) %v133, align 4
  %v135 = fsub contract float %v134, %v114
  %v136 = fmul contract float %v135, %v135
  %v137 = fadd contract float %v132, %v136
  %v138 = getelementptr i8, ptr addrspace(3) %v34, i32 5120
  %v139 = load float, ptr addrspace(3) %v138, align 4
  %v140 = fsub contract float %v139, %v114
  %v141 = fmul contract float %v140, %v140
  %v142 = fadd contract float %v137, %v141
  %v143 = getelementptr i8, ptr addrspace(3) %v34, i32 6144
  %v144 = load float, ptr addrspace(3) %v143, align 4
  %v145 = fsub contract float %v144, %v114
  %v146 = fmul contract float %v145, %v145
  %v147 = fadd contract float %v142, %v146
  %v148 = icmp ult i32 %v9, 208
  br i1 %v148, label %v149, label %v150

v149:                                      ; preds = %v93
  %v151 = or disjoint i32 %v9, 1792
  %v152 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared, i32 %v151
  %v153 = load float, ptr addrspace(3) %v152, align 4
  %v154 = fsub contract float %v153, %v114
  %v155 = fmul contract float %v154, %v154
  %v156 = fadd contract float %v147, %v155
  br label %v150

v150:                                      ; preds = %v149, %v93
  %v157 = phi float [ %v156, %v149 ], [ %v147, %v93 ]
  %v158 = bitcast float %v157 to i32
  %v159 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v68, i32 %v158)
  %v160 = bitcast i32 %v159 to float
  %v161 = fadd contract float %v157, %v160
  %v162 = bitcast float %v161 to i32
  %v163 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v73, i32 %v162)
  %v164 = bitcast i32 %v163 to float
  %v165 = fadd contract float %v161, %v164
  %v166 = bitcast float %v165 to i32
  %v167 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v78, i32 %v166)
  %v168 = bitcast i32 %v167 to float
  %v169 = fadd contract float %v165, %v168
  %v170 = bitcast float %v169 to i32
  %v171 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v83, i32 %v170)
  %v172 = bitcast i32 %v171 to float
  %v173 = fadd contract float %v169, %v172
  %v174 = bitcast float %v173 to i32
  %v175 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v88, i32 %v174)
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %v91, label %v176, label %v177

v176:                                        ; preds = %v150
  %v178 = lshr i32 %v9, 3
  %v179 = getelementptr inbounds i8, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.sqsum.red, i32 %v178
  %v180 = bitcast i32 %v175 to float
  %v181 = fadd contract float %v173, %v180
  store float %v181, ptr addrspace(3) %v179, align 4
  br label %v177

v177:                                        ; preds = %v176, %v150
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v182 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.sqsum.red, i32 %v98
  %v183 = load float, ptr addrspace(3) %v182, align 4
  %v184 = bitcast float %v183 to i32
  %v185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v78, i32 %v184)
  %v186 = bitcast i32 %v185 to float
  %v187 = fadd contract float %v183, %v186
  %v188 = bitcast float %v187 to i32
  %v189 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v83, i32 %v188)
  %v190 = bitcast i32 %v189 to float
  %v191 = fadd contract float %v187, %v190
  %v192 = bitcast float %v191 to i32
  %v193 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v88, i32 %v192)
  %v194 = bitcast i32 %v193 to float
  %v195 = fadd contract float %v191, %v194
  %v196 = fadd contract float %v195, 0.000000e+00
  %v197 = fmul contract float %v196, 0x3F40624DE0000000
  %v198 = fadd contract float %v197, 0x3EE4F8B580000000
  %v199 = tail call contract float @llvm.sqrt.f32(float %v198)
  %v200 = fdiv contract float 1.000000e+00, %v199
  %v201 = getelementptr inbounds i8, ptr addrspace(1) %v33, i64 %v11
  %v202 = getelementptr inbounds float, ptr addrspace(1) %v201, i64 %v12
  %v203 = load float, ptr addrspace(3) %v34, align 4
  %v204 = fsub contract float %v203, %v114
  %v205 = fmul contract float %v200, %v204
  %v206 = getelementptr inbounds float, ptr addrspace(1) %v63, i64 %v12
  %v207 = load float, ptr addrspace(1) %v206, align 4, !amdgpu.noclobber !0
  %v208 = fmul contract float %v207, %v205
  %v209 = getelementptr inbounds float, ptr addrspace(1) %v5, i64 %v12
  %v210 = load float, ptr addrspace(1) %v209, align 4, !amdgpu.noclobber !0
  %v211 = fadd contract float %v210, %v208
  store float %v211, ptr addrspace(1) %v202, align 4
  %v212 = add nuw nsw i64 %v12, 256
  %v213 = trunc i64 %v212 to i32
  %v214 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared, i32 %v213
  %v215 = load float, ptr addrspace(3) %v214, align 4
  %v216 = fsub contract float %v215, %v114
  %v217 = fmul contract float %v200, %v216
  %v218 = getelementptr inbounds float, ptr addrspace(1) %v63, i64 %v212
  %v219 = load float, ptr addrspace(1) %v218, align 4, !amdgpu.noclobber !0
  %v220 = fmul contract float %v219, %v217
  %v221 = getelementptr inbounds float, ptr addrspace(1) %v5, i64 %v212
  %v222 = load float, ptr addrspace(1) %v221, align 4, !amdgpu.noclobber !0
  %v223 = fadd contract float %v222, %v220
  %v224 = getelementptr inbounds i8, ptr addrspace(1) %v202, i64 1024
  store float %v223, ptr addrspace(1) %v224, align 4
  %v225 = add nuw nsw i64 %v12, 512
  %v226 = trunc i64 %v225 to i32
  %v227 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared, i32 %v226
  %v228 = load float, ptr addrspace(3) %v227, align 4
  %v229 = fsub contract float %v228, %v114
  %v230 = fmul contract float %v200, %v229
  %v231 = getelementptr inbounds float, ptr addrspace(1) %v63, i64 %v225
  %v232 = load float, ptr addrspace(1) %v231, align 4, !amdgpu.noclobber !0
  %v233 = fmul contract float %v232, %v230
  %v234 = getelementptr inbounds float, ptr addrspace(1) %v5, i64 %v225
  %v235 = load float, ptr addrspace(1) %v234, align 4, !amdgpu.noclobber !0
  %v236 = fadd contract float %v235, %v233
  %v237 = getelementptr inbounds i8, ptr addrspace(1) %v202, i64 2048
  store float %v236, ptr addrspace(1) %v237, align 4
  %v238 = add nuw nsw i64 %v12, 768
  %v239 = trunc i64 %v238 to i32
  %v240 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared, i32 %v239
  %v241 = load float, ptr addrspace(3) %v240, align 4
  %v242 = fsub contract float %v241, %v114
  %v243 = fmul contract float %v200, %v242
  %v244 = getelementptr inbounds float, ptr addrspace(1) %v63, i64 %v238
  %v245 = load float, ptr addrspace(1) %v244, align 4, !amdgpu.noclobber !0
  %v246 = fmul contract float %v245, %v243
  %v247 = getelementptr inbounds float, ptr addrspace(1) %v5, i64 %v238
  %v248 = load float, ptr addrspace(1) %v247, align 4, !amdgpu.noclobber !0
  %v249 = fadd contract float %v248, %v246
  %v250 = getelementptr inbounds i8, ptr addrspace(1) %v202, i64 3072
  store float %v249, ptr addrspace(1) %v250, align 4
  %v251 = add nuw nsw i64 %v12, 1024
  %v252 = trunc i64 %v251 to i32
  %v253 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared, i32 %v252
  %v254 = load float, ptr addrspace(3) %v253, align 4
  %v255 = fsub contract float %v254, %v114
  %v256 = fmul contract float %v200, %v255
  %v257 = getelementptr inbounds float, ptr addrspace(1) %v63, i64 %v251
  %v258 = load float, ptr addrspace(1) %v257, align 4, !amdgpu.noclobber !0
  %v259 = fmul contract float %v258, %v256
  %v260 = getelementptr inbounds float, ptr addrspace(1) %v5, i64 %v251
  %v261 = load float, ptr addrspace(1) %v260, align 4, !amdgpu.noclobber !0
  %v262 = fadd contract float %v261, %v259
  %v263 = getelementptr inbounds i8, ptr addrspace(1) %v202, i64 4096
  store float %v262, ptr addrspace(1) %v263, align 4
  %v264 = add nuw nsw i64 %v12, 1280
  %v265 = trunc i64 %v264 to i32
  %v266 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared, i32 %v265
  %v267 = load float, ptr addrspace(3) %v266, align 4
  %v268 = fsub contract float %v267, %v114
  %v269 = fmul contract float %v200, %v268
  %v270 = getelementptr inbounds float, ptr addrspace(1) %v63, i64 %v264
  %v271 = load float, ptr addrspace(1) %v270, align 4, !amdgpu.noclobber !0
  %v272 = fmul contract float %v271, %v269
  %v273 = getelementptr inbounds float, ptr addrspace(1) %v5, i64 %v264
  %v274 = load float, ptr addrspace(1) %v273, align 4, !amdgpu.noclobber !0
  %v275 = fadd contract float %v274, %v272
  %v276 = getelementptr inbounds i8, ptr addrspace(1) %v202, i64 5120
  store float %v275, ptr addrspace(1) %v276, align 4
  %v277 = add nuw nsw i64 %v12, 1536
  %v278 = trunc i64 %v277 to i32
  %v279 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared, i32 %v278
  %v280 = load float, ptr addrspace(3) %v279, align 4
  %v281 = fsub contract float %v280, %v114
  %v282 = fmul contract float %v200, %v281
  %v283 = getelementptr inbounds float, ptr addrspace(1) %v63, i64 %v277
  %v284 = load float, ptr addrspace(1) %v283, align 4, !amdgpu.noclobber !0
  %v285 = fmul contract float %v284, %v282
  %v286 = getelementptr inbounds float, ptr addrspace(1) %v5, i64 %v277
  %v287 = load float, ptr addrspace(1) %v286, align 4, !amdgpu.noclobber !0
  %v288 = fadd contract float %v287, %v285
  %v289 = getelementptr inbounds i8, ptr addrspace(1) %v202, i64 6144
  store float %v288, ptr addrspace(1) %v289, align 4
  %v290 = icmp ult i32 %v9, 208
  br i1 %v290, label %v291, label %v292

v291:                                      ; preds = %v177
  %v293 = or disjoint i64 %v12, 1792
  %v294 = trunc nuw i64 %v293 to i32
  %v295 = getelementptr inbounds float, ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared, i32 %v294
  %v296 = load float, ptr addrspace(3) %v295, align 4
  %v297 = fsub contract float %v296, %v114
  %v298 = fmul contract float %v200, %v297
  %v299 = getelementptr inbounds float, ptr addrspace(1) %v63, i64 %v293
  %v300 = load float, ptr addrspace(1) %v299, align 4, !amdgpu.noclobber !0
  %v301 = fmul contract float %v300, %v298
  %v302 = getelementptr inbounds float, ptr addrspace(1) %v5, i64 %v293
  %v303 = load float, ptr addrspace(1) %v302, align 4, !amdgpu.noclobber !0
  %v304 = fadd contract float %v303, %v301
  %v305 = getelementptr inbounds i8, ptr addrspace(1) %v202, i64 7168
  store float %v304, ptr addrspace(1) %v305, align 4
  br label %v292

v292:                                      ; preds = %v291, %v177
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
