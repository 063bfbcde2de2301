; matmul:M=127,N=255,K=63,dtype=f32 on rocm -mcpu=gfx90a, schedule template
; ModuleID = 'ktune_matmul_f32_m127_n255_k63'
source_filename = "ktune_matmul_f32_m127_n255_k63"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@ktune_matmul_f32_m127_n255_k63.A.shared = internal addrspace(3) global [2048 x float] undef, align 64
@ktune_matmul_f32_m127_n255_k63.B.shared = internal addrspace(3) global [2048 x float] undef, align 64

; Function Attrs: nofree norecurse nounwind
define amdgpu_kernel void @ktune_matmul_f32_m127_n255_k63(ptr noalias nocapture readonly %v0, ptr noalias nocapture readonly %v1, ptr noalias nocapture writeonly %v2) local_unnamed_addr #0 {
v3:
  %v4 = addrspacecast ptr %v1 to ptr addrspace(1)
  %v5 = addrspacecast ptr %v0 to ptr addrspace(1)
  %v6 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %v7 = zext i32 %v6 to i64
  %v8 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %v9 = zext i32 %v8 to i64
  %v10 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %v11 = zext i32 %v10 to i64
  %v12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %v13 = zext i32 %v12 to i64
  %v14 = shl nuw nsw i64 %v9, 6
  %v15 = shl nuw nsw i64 %v13, 2
  %v16 = add nuw nsw i64 %v14, %v15
  %v17 = or disjoint i64 %v16, 3
  %v18 = icmp ult i64 %v17, 255
  %v19 = shl nuw nsw i64 %v7, 6
  %v20 = shl nuw nsw i64 %v11, 2
  %v21 = add nuw nsw i64 %v19, %v20
  %v22 = or disjoint i64 %v21, 3
  %v23 = icmp ult i64 %v22, 127
  %v24 = mul nuw nsw i64 %v7, 4032
  %v25 = mul nuw nsw i64 %v11, 252
  %v26 = lshr i64 %v13, 2
  %v27 = mul nuw nsw i64 %v26, 63
  %v28 = and i64 %v15, 12
  %v29 = getelementptr float, ptr addrspace(1) %v5, i64 %v24
  %v30 = getelementptr float, ptr addrspace(1) %v29, i64 %v25
  %v31 = getelementptr float, ptr addrspace(1) %v30, i64 %v27
  %v32 = addrspacecast ptr addrspace(1) %v31 to ptr
  %v33 = getelementptr float, ptr %v32, i64 %v28
  %v34 = add nuw nsw i64 %v21, %v26
  %v35 = icmp ult i64 %v34, 127
  %v36 = insertelement <4 x i1> poison, i1 %v35, i64 0
  %v37 = shufflevector <4 x i1> %v36, <4 x i1> poison, <4 x i32> zeroinitializer
  %v38 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v33, i32 4, <4 x i1> %v37, <4 x float> zeroinitializer)
  %v39 = shl nuw nsw i64 %v11, 6
  %v40 = shl nuw nsw i64 %v26, 4
  %v41 = add nuw nsw i64 %v40, %v39
  %v42 = or disjoint i64 %v41, %v28
  %v43 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v42
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v38, ptr %v43, i32 16, <4 x i1> %v37)
  %v44 = mul nuw nsw i64 %v11, 255
  %v45 = getelementptr float, ptr addrspace(1) %v4, i64 %v14
  %v46 = getelementptr float, ptr addrspace(1) %v45, i64 %v44
  %v47 = addrspacecast ptr addrspace(1) %v46 to ptr
  %v48 = getelementptr float, ptr %v47, i64 %v15
  %v49 = insertelement <4 x i64> poison, i64 %v16, i64 0
  %v50 = shufflevector <4 x i64> %v49, <4 x i64> poison, <4 x i32> zeroinitializer
  %v51 = or disjoint <4 x i64> %v50, <i64 0, i64 1, i64 2, i64 3>
  %v52 = icmp ult <4 x i64> %v51, <i64 255, i64 255, i64 255, i64 255>
  %v53 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v48, i32 4, <4 x i1> %v52, <4 x float> zeroinitializer)
  %v54 = add nuw nsw i64 %v39, %v15
  %v55 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v54
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v53, ptr %v55, i32 16, <4 x i1> %v52)
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v56 = getelementptr float, ptr addrspace(1) %v5, i64 %v25
  %v57 = getelementptr float, ptr addrspace(1) %v56, i64 %v27
  %v58 = getelementptr float, ptr addrspace(1) %v57, i64 %v28
  %v59 = getelementptr float, ptr addrspace(1) %v46, i64 %v15
  %v60 = or disjoint i64 %v24, 32
  %v61 = getelementptr float, ptr addrspace(1) %v58, i64 %v60
  %v62 = addrspacecast ptr addrspace(1) %v61 to ptr
  %v63 = getelementptr i8, ptr %v62, i64 64
  %v64 = or disjoint i64 %v28, 48
  %v65 = insertelement <4 x i64> poison, i64 %v64, i64 0
  %v66 = shufflevector <4 x i64> %v65, <4 x i64> poison, <4 x i32> zeroinitializer
  %v67 = icmp ne <4 x i64> %v66, <i64 63, i64 62, i64 61, i64 60>
  %v68 = and <4 x i1> %v37, %v67
  %v69 = add nuw nsw i64 %v41, 1024
  %v70 = or disjoint i64 %v69, %v28
  %v71 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v70
  %v72 = getelementptr i8, ptr addrspace(1) %v45, i64 32640
  %v73 = getelementptr float, ptr addrspace(1) %v72, i64 %v44
  %v74 = getelementptr float, ptr addrspace(1) %v73, i64 %v15
  %v75 = addrspacecast ptr addrspace(1) %v74 to ptr
  %v76 = getelementptr i8, ptr %v75, i64 16320
  %v77 = icmp ult i32 %v10, 15
  %v78 = insertelement <4 x i1> poison, i1 %v77, i64 0
  %v79 = shufflevector <4 x i1> %v78, <4 x i1> poison, <4 x i32> zeroinitializer
  %v80 = and <4 x i1> %v52, %v79
  %v81 = trunc i64 %v54 to i32
  %v82 = getelementptr float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared, i32 %v81
  %v83 = addrspacecast ptr addrspace(3) %v82 to ptr
  %v84 = getelementptr i8, ptr %v83, i64 4096
  br label %v85

v85:                                     ; preds = %v3, %v86
  %v87 = phi <16 x float> [ zeroinitializer, %v3 ], [ %v88, %v86 ]
  %v89 = phi i64 [ 0, %v3 ], [ %v90, %v86 ]
  %v91 = icmp ult i64 %v89, 2
  br i1 %v91, label %v92, label %v93

v94:                                     ; preds = %v86
  %v95 = addrspacecast ptr %v2 to ptr addrspace(1)
  %v96 = mul nuw nsw i64 %v7, 16320
  %v97 = add nuw nsw i64 %v96, %v14
  %v98 = mul nuw nsw i64 %v11, 1020
  %v99 = add nuw nsw i64 %v97, %v98
  %v100 = add nuw nsw i64 %v99, %v15
  %v101 = getelementptr inbounds float, ptr addrspace(1) %v95, i64 %v100
  %v102 = shufflevector <16 x float> %v88, <16 x float> poison, <2 x i32> <i32 0, i32 1>
  store <2 x float> %v102, ptr addrspace(1) %v101, align 16
  %v103 = extractelement <16 x float> %v88, i64 2
  %v104 = or disjoint i64 %v100, 2
  %v105 = getelementptr inbounds float, ptr addrspace(1) %v95, i64 %v104
  store float %v103, ptr addrspace(1) %v105, align 8
  br i1 %v18, label %v106, label %v107

v92:                                        ; preds = %v85
  %v108 = shl nuw nsw i64 %v89, 4
  %v109 = or disjoint i64 %v108, %v24
  %v110 = getelementptr float, ptr addrspace(1) %v58, i64 %v109
  %v111 = addrspacecast ptr addrspace(1) %v110 to ptr
  %v112 = getelementptr i8, ptr %v111, i64 64
  %v113 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v112, i32 4, <4 x i1> %v37, <4 x float> zeroinitializer)
  %v114 = shl nuw nsw i64 %v89, 10
  %v115 = xor i64 %v114, 1024
  %v116 = add nuw nsw i64 %v115, %v41
  %v117 = or disjoint i64 %v116, %v28
  %v118 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v117
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v113, ptr %v118, i32 16, <4 x i1> %v37)
  %v119 = mul nuw nsw i64 %v89, 16320
  %v120 = getelementptr i8, ptr addrspace(1) %v59, i64 %v119
  %v121 = addrspacecast ptr addrspace(1) %v120 to ptr
  %v122 = getelementptr i8, ptr %v121, i64 16320
  %v123 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v122, i32 4, <4 x i1> %v52, <4 x float> zeroinitializer)
  %v124 = getelementptr float, ptr %v83, i64 %v115
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v123, ptr %v124, i32 16, <4 x i1> %v52)
  %v125 = extractelement <16 x float> %v87, i64 0
  %v126 = add nuw nsw i64 %v114, %v39
  %v127 = trunc i64 %v126 to i32
  %v128 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v127
  %v129 = load float, ptr addrspace(3) %v128, align 64
  %v130 = add nuw nsw i64 %v114, %v15
  %v131 = trunc i64 %v130 to i32
  %v132 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared, i32 %v131
  %v133 = extractelement <16 x float> %v87, i64 1
  %v134 = load <2 x float>, ptr addrspace(3) %v132, align 16
  %v135 = extractelement <2 x float> %v134, i64 0
  %v136 = fmul contract float %v129, %v135
  %v137 = fadd contract float %v125, %v136
  %v138 = insertelement <16 x float> %v87, float %v137, i64 0
  %v139 = extractelement <2 x float> %v134, i64 1
  %v140 = fmul contract float %v129, %v139
  %v141 = fadd contract float %v133, %v140
  %v142 = insertelement <16 x float> %v138, float %v141, i64 1
  %v143 = extractelement <16 x float> %v87, i64 2
  %v144 = or disjoint i32 %v131, 2
  %v145 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared, i32 %v144
  %v146 = load float, ptr addrspace(3) %v145, align 8
  %v147 = fmul contract float %v129, %v146
  %v148 = fadd contract float %v143, %v147
  %v149 = insertelement <16 x float> %v142, float %v148, i64 2
  br i1 %v18, label %v150, label %v151

v86:                                        ; preds = %v152, %v153
  %v88 = phi <16 x float> [ %v154, %v152 ], [ %v155, %v153 ]
  fence syncscope("workgroup") acquire
  %v90 = add nuw nsw i64 %v89, 1
  %v156 = icmp eq i64 %v90, 4
  br i1 %v156, label %v94, label %v85

v93:                                          ; preds = %v85
  %v157 = icmp eq i64 %v89, 2
  br i1 %v157, label %v158, label %v159

v150:                                        ; preds = %v92
  %v160 = or disjoint i32 %v131, 3
  %v161 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared, i32 %v160
  %v162 = extractelement <16 x float> %v87, i64 3
  %v163 = load float, ptr addrspace(3) %v161, align 4
  %v164 = fmul contract float %v129, %v163
  %v165 = fadd contract float %v162, %v164
  %v166 = insertelement <16 x float> %v149, float %v165, i64 3
  br label %v151

v151:                                        ; preds = %v150, %v92
  %v167 = phi <16 x float> [ %v166, %v150 ], [ %v149, %v92 ]
  %v168 = extractelement <16 x float> %v167, i64 4
  %v169 = or disjoint i32 %v127, 16
  %v170 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v169
  %v171 = load float, ptr addrspace(3) %v170, align 64
  %v172 = fmul contract float %v135, %v171
  %v173 = fadd contract float %v168, %v172
  %v174 = insertelement <16 x float> %v167, float %v173, i64 4
  %v175 = extractelement <16 x float> %v167, i64 5
  %v176 = fmul contract float %v139, %v171
  %v177 = fadd contract float %v175, %v176
  %v178 = insertelement <16 x float> %v174, float %v177, i64 5
  %v179 = extractelement <16 x float> %v167, i64 6
  %v180 = fmul contract float %v146, %v171
  %v181 = fadd contract float %v179, %v180
  %v182 = insertelement <16 x float> %v178, float %v181, i64 6
  br i1 %v18, label %v183, label %v184

v183:                                        ; preds = %v151
  %v185 = or disjoint i32 %v131, 3
  %v186 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared, i32 %v185
  %v187 = extractelement <16 x float> %v167, i64 7
  %v188 = load float, ptr addrspace(3) %v186, align 4
  %v189 = fmul contract float %v171, %v188
  %v190 = fadd contract float %v187, %v189
  %v191 = insertelement <16 x float> %v182, float %v190, i64 7
  br label %v184

v184:                                        ; preds = %v183, %v151
  %v192 = phi <16 x float> [ %v191, %v183 ], [ %v182, %v151 ]
  %v193 = extractelement <16 x float> %v192, i64 8
  %v194 = or disjoint i32 %v127, 32
  %v195 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v194
  %v196 = load float, ptr addrspace(3) %v195, align 64
  %v197 = fmul contract float %v135, %v196
  %v198 = fadd contract float %v193, %v197
  %v199 = insertelement <16 x float> %v192, float %v198, i64 8
  %v200 = extractelement <16 x float> %v192, i64 9
  %v201 = fmul contract float %v139, %v196
  %v202 = fadd contract float %v200, %v201
  %v203 = insertelement <16 x float> %v199, float %v202, i64 9
  %v204 = extractelement <16 x float> %v192, i64 10
  %v205 = fmul contract float %v146, %v196
  %v206 = fadd contract float %v204, %v205
  %v207 = insertelement <16 x float> %v203, float %v206, i64 10
  br i1 %v18, label %v208, label %v209

v208:                                        ; preds = %v184
  %v210 = or disjoint i32 %v131, 3
  %v211 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared, i32 %v210
  %v212 = extractelement <16 x float> %v192, i64 11
  %v213 = load float, ptr addrspace(3) %v211, align 4
  %v214 = fmul contract float %v196, %v213
  %v215 = fadd contract float %v212, %v214
  %v216 = insertelement <16 x float> %v207, float %v215, i64 11
  br label %v209

v209:                                        ; preds = %v208, %v184
  %v217 = phi <16 x float> [ %v216, %v208 ], [ %v207, %v184 ]
  br i1 %v23, label %v218, label %v219

v218:                                        ; preds = %v209
  %v220 = or disjoint i32 %v127, 48
  %v221 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v220
  %v222 = load float, ptr addrspace(3) %v221, align 64
  %v223 = insertelement <2 x float> poison, float %v222, i64 0
  %v224 = shufflevector <2 x float> %v223, <2 x float> poison, <2 x i32> zeroinitializer
  %v225 = fmul contract <2 x float> %v134, %v224
  %v226 = shufflevector <16 x float> %v217, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v227 = fadd contract <2 x float> %v226, %v225
  %v228 = shufflevector <2 x float> %v227, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v229 = shufflevector <16 x float> %v217, <16 x float> %v228, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v230 = extractelement <16 x float> %v217, i64 14
  %v231 = fmul contract float %v146, %v222
  %v232 = fadd contract float %v230, %v231
  %v233 = insertelement <16 x float> %v229, float %v232, i64 14
  br i1 %v18, label %v234, label %v219

v219:                                        ; preds = %v218, %v234, %v209
  %v235 = phi <16 x float> [ %v233, %v218 ], [ %v236, %v234 ], [ %v217, %v209 ]
  %v237 = extractelement <16 x float> %v235, i64 0
  %v238 = or disjoint i32 %v127, 1
  %v239 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v238
  %v240 = load float, ptr addrspace(3) %v239, align 4
  %v241 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 256
  %v242 = extractelement <16 x float> %v235, i64 1
  %v243 = load <2 x float>, ptr addrspace(3) %v241, align 16
  %v244 = extractelement <2 x float> %v243, i64 0
  %v245 = fmul contract float %v240, %v244
  %v246 = fadd contract float %v237, %v245
  %v247 = insertelement <16 x float> %v235, float %v246, i64 0
  %v248 = extractelement <2 x float> %v243, i64 1
  %v249 = fmul contract float %v240, %v248
  %v250 = fadd contract float %v242, %v249
  %v251 = insertelement <16 x float> %v247, float %v250, i64 1
  %v252 = extractelement <16 x float> %v235, i64 2
  %v253 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 264
  %v254 = load float, ptr addrspace(3) %v253, align 8
  %v255 = fmul contract float %v240, %v254
  %v256 = fadd contract float %v252, %v255
  %v257 = insertelement <16 x float> %v251, float %v256, i64 2
  br i1 %v18, label %v258, label %v259

v234:                                        ; preds = %v218
  %v260 = or disjoint i32 %v131, 3
  %v261 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared, i32 %v260
  %v262 = extractelement <16 x float> %v217, i64 15
  %v263 = load float, ptr addrspace(3) %v261, align 4
  %v264 = fmul contract float %v222, %v263
  %v265 = fadd contract float %v262, %v264
  %v236 = insertelement <16 x float> %v233, float %v265, i64 15
  br label %v219

v258:                                        ; preds = %v219
  %v266 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 268
  %v267 = extractelement <16 x float> %v235, i64 3
  %v268 = load float, ptr addrspace(3) %v266, align 4
  %v269 = fmul contract float %v240, %v268
  %v270 = fadd contract float %v267, %v269
  %v271 = insertelement <16 x float> %v257, float %v270, i64 3
  br label %v259

v259:                                        ; preds = %v258, %v219
  %v272 = phi <16 x float> [ %v271, %v258 ], [ %v257, %v219 ]
  %v273 = extractelement <16 x float> %v272, i64 4
  %v274 = or disjoint i32 %v127, 17
  %v275 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v274
  %v276 = load float, ptr addrspace(3) %v275, align 4
  %v277 = fmul contract float %v244, %v276
  %v278 = fadd contract float %v273, %v277
  %v279 = insertelement <16 x float> %v272, float %v278, i64 4
  %v280 = extractelement <16 x float> %v272, i64 5
  %v281 = fmul contract float %v248, %v276
  %v282 = fadd contract float %v280, %v281
  %v283 = insertelement <16 x float> %v279, float %v282, i64 5
  %v284 = extractelement <16 x float> %v272, i64 6
  %v285 = fmul contract float %v254, %v276
  %v286 = fadd contract float %v284, %v285
  %v287 = insertelement <16 x float> %v283, float %v286, i64 6
  br i1 %v18, label %v288, label %v289

v288:                                        ; preds = %v259
  %v290 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 268
  %v291 = extractelement <16 x float> %v272, i64 7
  %v292 = load float, ptr addrspace(3) %v290, align 4
  %v293 = fmul contract float %v276, %v292
  %v294 = fadd contract float %v291, %v293
  %v295 = insertelement <16 x float> %v287, float %v294, i64 7
  br label %v289

v289:                                        ; preds = %v288, %v259
  %v296 = phi <16 x float> [ %v295, %v288 ], [ %v287, %v259 ]
  %v297 = extractelement <16 x float> %v296, i64 8
  %v298 = or disjoint i32 %v127, 33
  %v299 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v298
  %v300 = load float, ptr addrspace(3) %v299, align 4
  %v301 = fmul contract float %v244, %v300
  %v302 = fadd contract float %v297, %v301
  %v303 = insertelement <16 x float> %v296, float %v302, i64 8
  %v304 = extractelement <16 x float> %v296, i64 9
  %v305 = fmul contract float %v248, %v300
  %v306 = fadd contract float %v304, %v305
  %v307 = insertelement <16 x float> %v303, float %v306, i64 9
  %v308 = extractelement <16 x float> %v296, i64 10
  %v309 = fmul contract float %v254, %v300
  %v310 = fadd contract float %v308, %v309
  %v311 = insertelement <16 x float> %v307, float %v310, i64 10
  br i1 %v18, label %v312, label %v313

v312:                                        ; preds = %v289
  %v314 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 268
  %v315 = extractelement <16 x float> %v296, i64 11
  %v316 = load float, ptr addrspace(3) %v314, align 4
  %v317 = fmul contract float %v300, %v316
  %v318 = fadd contract float %v315, %v317
  %v319 = insertelement <16 x float> %v311, float %v318, i64 11
  br label %v313

v313:                                        ; preds = %v312, %v289
  %v320 = phi <16 x float> [ %v319, %v312 ], [ %v311, %v289 ]
  br i1 %v23, label %v321, label %v322

v321:                                        ; preds = %v313
  %v323 = or disjoint i32 %v127, 49
  %v324 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v323
  %v325 = load float, ptr addrspace(3) %v324, align 4
  %v326 = insertelement <2 x float> poison, float %v325, i64 0
  %v327 = shufflevector <2 x float> %v326, <2 x float> poison, <2 x i32> zeroinitializer
  %v328 = fmul contract <2 x float> %v243, %v327
  %v329 = shufflevector <16 x float> %v320, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v330 = fadd contract <2 x float> %v329, %v328
  %v331 = shufflevector <2 x float> %v330, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v332 = shufflevector <16 x float> %v320, <16 x float> %v331, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v333 = extractelement <16 x float> %v320, i64 14
  %v334 = fmul contract float %v254, %v325
  %v335 = fadd contract float %v333, %v334
  %v336 = insertelement <16 x float> %v332, float %v335, i64 14
  br i1 %v18, label %v337, label %v322

v322:                                        ; preds = %v321, %v337, %v313
  %v338 = phi <16 x float> [ %v336, %v321 ], [ %v339, %v337 ], [ %v320, %v313 ]
  %v340 = extractelement <16 x float> %v338, i64 0
  %v341 = or disjoint i32 %v127, 2
  %v342 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v341
  %v343 = load float, ptr addrspace(3) %v342, align 8
  %v344 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 512
  %v345 = extractelement <16 x float> %v338, i64 1
  %v346 = load <2 x float>, ptr addrspace(3) %v344, align 16
  %v347 = extractelement <2 x float> %v346, i64 0
  %v348 = fmul contract float %v343, %v347
  %v349 = fadd contract float %v340, %v348
  %v350 = insertelement <16 x float> %v338, float %v349, i64 0
  %v351 = extractelement <2 x float> %v346, i64 1
  %v352 = fmul contract float %v343, %v351
  %v353 = fadd contract float %v345, %v352
  %v354 = insertelement <16 x float> %v350, float %v353, i64 1
  %v355 = extractelement <16 x float> %v338, i64 2
  %v356 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 520
  %v357 = load float, ptr addrspace(3) %v356, align 8
  %v358 = fmul contract float %v343, %v357
  %v359 = fadd contract float %v355, %v358
  %v360 = insertelement <16 x float> %v354, float %v359, i64 2
  br i1 %v18, label %v361, label %v362

v337:                                        ; preds = %v321
  %v363 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 268
  %v364 = extractelement <16 x float> %v320, i64 15
  %v365 = load float, ptr addrspace(3) %v363, align 4
  %v366 = fmul contract float %v325, %v365
  %v367 = fadd contract float %v364, %v366
  %v339 = insertelement <16 x float> %v336, float %v367, i64 15
  br label %v322

v361:                                        ; preds = %v322
  %v368 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 524
  %v369 = extractelement <16 x float> %v338, i64 3
  %v370 = load float, ptr addrspace(3) %v368, align 4
  %v371 = fmul contract float %v343, %v370
  %v372 = fadd contract float %v369, %v371
  %v373 = insertelement <16 x float> %v360, float %v372, i64 3
  br label %v362

v362:                                        ; preds = %v361, %v322
  %v374 = phi <16 x float> [ %v373, %v361 ], [ %v360, %v322 ]
  %v375 = extractelement <16 x float> %v374, i64 4
  %v376 = or disjoint i32 %v127, 18
  %v377 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v376
  %v378 = load float, ptr addrspace(3) %v377, align 8
  %v379 = fmul contract float %v347, %v378
  %v380 = fadd contract float %v375, %v379
  %v381 = insertelement <16 x float> %v374, float %v380, i64 4
  %v382 = extractelement <16 x float> %v374, i64 5
  %v383 = fmul contract float %v351, %v378
  %v384 = fadd contract float %v382, %v383
  %v385 = insertelement <16 x float> %v381, float %v384, i64 5
  %v386 = extractelement <16 x float> %v374, i64 6
  %v387 = fmul contract float %v357, %v378
  %v388 = fadd contract float %v386, %v387
  %v389 = insertelement <16 x float> %v385, float %v388, i64 6
  br i1 %v18, label %v390, label %v391

v390:                                        ; preds = %v362
  %v392 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 524
  %v393 = extractelement <16 x float> %v374, i64 7
  %v394 = load float, ptr addrspace(3) %v392, align 4
  %v395 = fmul contract float %v378, %v394
  %v396 = fadd contract float %v393, %v395
  %v397 = insertelement <16 x float> %v389, float %v396, i64 7
  br label %v391

v391:                                        ; preds = %v390, %v362
  %v398 = phi <16 x float> [ %v397, %v390 ], [ %v389, %v362 ]
  %v399 = extractelement <16 x float> %v398, i64 8
  %v400 = or disjoint i32 %v127, 34
  %v401 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v400
  %v402 = load float, ptr addrspace(3) %v401, align 8
  %v403 = fmul contract float %v347, %v402
  %v404 = fadd contract float %v399, %v403
  %v405 = insertelement <16 x float> %v398, float %v404, i64 8
  %v406 = extractelement <16 x float> %v398, i64 9
  %v407 = fmul contract float %v351, %v402
  %v408 = fadd contract float %v406, %v407
  %v409 = insertelement <16 x float> %v405, float %v408, i64 9
  %v410 = extractelement <16 x float> %v398, i64 10
  %v411 = fmul contract float %v357, %v402
  %v412 = fadd contract float %v410, %v411
  %v413 = insertelement <16 x float> %v409, float %v412, i64 10
  br i1 %v18, label %v414, label %v415

v414:                                        ; preds = %v391
  %v416 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 524
  %v417 = extractelement <16 x float> %v398, i64 11
  %v418 = load float, ptr addrspace(3) %v416, align 4
  %v419 = fmul contract float %v402, %v418
  %v420 = fadd contract float %v417, %v419
  %v421 = insertelement <16 x float> %v413, float %v420, i64 11
  br label %v415

v415:                                        ; preds = %v414, %v391
  %v422 = phi <16 x float> [ %v421, %v414 ], [ %v413, %v391 ]
  br i1 %v23, label %v423, label %v424

v423:                                        ; preds = %v415
  %v425 = or disjoint i32 %v127, 50
  %v426 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v425
  %v427 = load float, ptr addrspace(3) %v426, align 8
  %v428 = insertelement <2 x float> poison, float %v427, i64 0
  %v429 = shufflevector <2 x float> %v428, <2 x float> poison, <2 x i32> zeroinitializer
  %v430 = fmul contract <2 x float> %v346, %v429
  %v431 = shufflevector <16 x float> %v422, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v432 = fadd contract <2 x float> %v431, %v430
  %v433 = shufflevector <2 x float> %v432, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v434 = shufflevector <16 x float> %v422, <16 x float> %v433, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v435 = extractelement <16 x float> %v422, i64 14
  %v436 = fmul contract float %v357, %v427
  %v437 = fadd contract float %v435, %v436
  %v438 = insertelement <16 x float> %v434, float %v437, i64 14
  br i1 %v18, label %v439, label %v424

v424:                                        ; preds = %v423, %v439, %v415
  %v440 = phi <16 x float> [ %v438, %v423 ], [ %v441, %v439 ], [ %v422, %v415 ]
  %v442 = extractelement <16 x float> %v440, i64 0
  %v443 = or disjoint i32 %v127, 3
  %v444 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v443
  %v445 = load float, ptr addrspace(3) %v444, align 4
  %v446 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 768
  %v447 = extractelement <16 x float> %v440, i64 1
  %v448 = load <2 x float>, ptr addrspace(3) %v446, align 16
  %v449 = extractelement <2 x float> %v448, i64 0
  %v450 = fmul contract float %v445, %v449
  %v451 = fadd contract float %v442, %v450
  %v452 = insertelement <16 x float> %v440, float %v451, i64 0
  %v453 = extractelement <2 x float> %v448, i64 1
  %v454 = fmul contract float %v445, %v453
  %v455 = fadd contract float %v447, %v454
  %v456 = insertelement <16 x float> %v452, float %v455, i64 1
  %v457 = extractelement <16 x float> %v440, i64 2
  %v458 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 776
  %v459 = load float, ptr addrspace(3) %v458, align 8
  %v460 = fmul contract float %v445, %v459
  %v461 = fadd contract float %v457, %v460
  %v462 = insertelement <16 x float> %v456, float %v461, i64 2
  br i1 %v18, label %v463, label %v464

v439:                                        ; preds = %v423
  %v465 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 524
  %v466 = extractelement <16 x float> %v422, i64 15
  %v467 = load float, ptr addrspace(3) %v465, align 4
  %v468 = fmul contract float %v427, %v467
  %v469 = fadd contract float %v466, %v468
  %v441 = insertelement <16 x float> %v438, float %v469, i64 15
  br label %v424

v463:                                        ; preds = %v424
  %v470 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 780
  %v471 = extractelement <16 x float> %v440, i64 3
  %v472 = load float, ptr addrspace(3) %v470, align 4
  %v473 = fmul contract float %v445, %v472
  %v474 = fadd contract float %v471, %v473
  %v475 = insertelement <16 x float> %v462, float %v474, i64 3
  br label %v464

v464:                                        ; preds = %v463, %v424
  %v476 = phi <16 x float> [ %v475, %v463 ], [ %v462, %v424 ]
  %v477 = extractelement <16 x float> %v476, i64 4
  %v478 = or disjoint i32 %v127, 19
  %v479 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v478
  %v480 = load float, ptr addrspace(3) %v479, align 4
  %v481 = fmul contract float %v449, %v480
  %v482 = fadd contract float %v477, %v481
  %v483 = insertelement <16 x float> %v476, float %v482, i64 4
  %v484 = extractelement <16 x float> %v476, i64 5
  %v485 = fmul contract float %v453, %v480
  %v486 = fadd contract float %v484, %v485
  %v487 = insertelement <16 x float> %v483, float %v486, i64 5
  %v488 = extractelement <16 x float> %v476, i64 6
  %v489 = fmul contract float %v459, %v480
  %v490 = fadd contract float %v488, %v489
  %v491 = insertelement <16 x float> %v487, float %v490, i64 6
  br i1 %v18, label %v492, label %v493

v492:                                        ; preds = %v464
  %v494 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 780
  %v495 = extractelement <16 x float> %v476, i64 7
  %v496 = load float, ptr addrspace(3) %v494, align 4
  %v497 = fmul contract float %v480, %v496
  %v498 = fadd contract float %v495, %v497
  %v499 = insertelement <16 x float> %v491, float %v498, i64 7
  br label %v493

v493:                                        ; preds = %v492, %v464
  %v500 = phi <16 x float> [ %v499, %v492 ], [ %v491, %v464 ]
  %v501 = extractelement <16 x float> %v500, i64 8
  %v502 = or disjoint i32 %v127, 35
  %v503 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v502
  %v504 = load float, ptr addrspace(3) %v503, align 4
  %v505 = fmul contract float %v449, %v504
  %v506 = fadd contract float %v501, %v505
  %v507 = insertelement <16 x float> %v500, float %v506, i64 8
  %v508 = extractelement <16 x float> %v500, i64 9
  %v509 = fmul contract float %v453, %v504
  %v510 = fadd contract float %v508, %v509
  %v511 = insertelement <16 x float> %v507, float %v510, i64 9
  %v512 = extractelement <16 x float> %v500, i64 10
  %v513 = fmul contract float %v459, %v504
  %v514 = fadd contract float %v512, %v513
  %v515 = insertelement <16 x float> %v511, float %v514, i64 10
  br i1 %v18, label %v516, label %v517

v516:                                        ; preds = %v493
  %v518 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 780
  %v519 = extractelement <16 x float> %v500, i64 11
  %v520 = load float, ptr addrspace(3) %v518, align 4
  %v521 = fmul contract float %v504, %v520
  %v522 = fadd contract float %v519, %v521
  %v523 = insertelement <16 x float> %v515, float %v522, i64 11
  br label %v517

v517:                                        ; preds = %v516, %v493
  %v524 = phi <16 x float> [ %v523, %v516 ], [ %v515, %v493 ]
  br i1 %v23, label %v525, label %v526

v525:                                        ; preds = %v517
  %v527 = or disjoint i32 %v127, 51
  %v528 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v527
  %v529 = load float, ptr addrspace(3) %v528, align 4
  %v530 = insertelement <2 x float> poison, float %v529, i64 0
  %v531 = shufflevector <2 x float> %v530, <2 x float> poison, <2 x i32> zeroinitializer
  %v532 = fmul contract <2 x float> %v448, %v531
  %v533 = shufflevector <16 x float> %v524, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v534 = fadd contract <2 x float> %v533, %v532
  %v535 = shufflevector <2 x float> %v534, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v536 = shufflevector <16 x float> %v524, <16 x float> %v535, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v537 = extractelement <16 x float> %v524, i64 14
  %v538 = fmul contract float %v459, %v529
  %v539 = fadd contract float %v537, %v538
  %v540 = insertelement <16 x float> %v536, float %v539, i64 14
  br i1 %v18, label %v541, label %v526

v526:                                        ; preds = %v525, %v541, %v517
  %v542 = phi <16 x float> [ %v540, %v525 ], [ %v543, %v541 ], [ %v524, %v517 ]
  %v544 = extractelement <16 x float> %v542, i64 0
  %v545 = or disjoint i32 %v127, 4
  %v546 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v545
  %v547 = load float, ptr addrspace(3) %v546, align 16
  %v548 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1024
  %v549 = extractelement <16 x float> %v542, i64 1
  %v550 = load <2 x float>, ptr addrspace(3) %v548, align 16
  %v551 = extractelement <2 x float> %v550, i64 0
  %v552 = fmul contract float %v547, %v551
  %v553 = fadd contract float %v544, %v552
  %v554 = insertelement <16 x float> %v542, float %v553, i64 0
  %v555 = extractelement <2 x float> %v550, i64 1
  %v556 = fmul contract float %v547, %v555
  %v557 = fadd contract float %v549, %v556
  %v558 = insertelement <16 x float> %v554, float %v557, i64 1
  %v559 = extractelement <16 x float> %v542, i64 2
  %v560 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1032
  %v561 = load float, ptr addrspace(3) %v560, align 8
  %v562 = fmul contract float %v547, %v561
  %v563 = fadd contract float %v559, %v562
  %v564 = insertelement <16 x float> %v558, float %v563, i64 2
  br i1 %v18, label %v565, label %v566

v541:                                        ; preds = %v525
  %v567 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 780
  %v568 = extractelement <16 x float> %v524, i64 15
  %v569 = load float, ptr addrspace(3) %v567, align 4
  %v570 = fmul contract float %v529, %v569
  %v571 = fadd contract float %v568, %v570
  %v543 = insertelement <16 x float> %v540, float %v571, i64 15
  br label %v526

v565:                                        ; preds = %v526
  %v572 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1036
  %v573 = extractelement <16 x float> %v542, i64 3
  %v574 = load float, ptr addrspace(3) %v572, align 4
  %v575 = fmul contract float %v547, %v574
  %v576 = fadd contract float %v573, %v575
  %v577 = insertelement <16 x float> %v564, float %v576, i64 3
  br label %v566

v566:                                        ; preds = %v565, %v526
  %v578 = phi <16 x float> [ %v577, %v565 ], [ %v564, %v526 ]
  %v579 = extractelement <16 x float> %v578, i64 4
  %v580 = or disjoint i32 %v127, 20
  %v581 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v580
  %v582 = load float, ptr addrspace(3) %v581, align 16
  %v583 = fmul contract float %v551, %v582
  %v584 = fadd contract float %v579, %v583
  %v585 = insertelement <16 x float> %v578, float %v584, i64 4
  %v586 = extractelement <16 x float> %v578, i64 5
  %v587 = fmul contract float %v555, %v582
  %v588 = fadd contract float %v586, %v587
  %v589 = insertelement <16 x float> %v585, float %v588, i64 5
  %v590 = extractelement <16 x float> %v578, i64 6
  %v591 = fmul contract float %v561, %v582
  %v592 = fadd contract float %v590, %v591
  %v593 = insertelement <16 x float> %v589, float %v592, i64 6
  br i1 %v18, label %v594, label %v595

v594:                                        ; preds = %v566
  %v596 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1036
  %v597 = extractelement <16 x float> %v578, i64 7
  %v598 = load float, ptr addrspace(3) %v596, align 4
  %v599 = fmul contract float %v582, %v598
  %v600 = fadd contract float %v597, %v599
  %v601 = insertelement <16 x float> %v593, float %v600, i64 7
  br label %v595

v595:                                        ; preds = %v594, %v566
  %v602 = phi <16 x float> [ %v601, %v594 ], [ %v593, %v566 ]
  %v603 = extractelement <16 x float> %v602, i64 8
  %v604 = or disjoint i32 %v127, 36
  %v605 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v604
  %v606 = load float, ptr addrspace(3) %v605, align 16
  %v607 = fmul contract float %v551, %v606
  %v608 = fadd contract float %v603, %v607
  %v609 = insertelement <16 x float> %v602, float %v608, i64 8
  %v610 = extractelement <16 x float> %v602, i64 9
  %v611 = fmul contract float %v555, %v606
  %v612 = fadd contract float %v610, %v611
  %v613 = insertelement <16 x float> %v609, float %v612, i64 9
  %v614 = extractelement <16 x float> %v602, i64 10
  %v615 = fmul contract float %v561, %v606
  %v616 = fadd contract float %v614, %v615
  %v617 = insertelement <16 x float> %v613, float %v616, i64 10
  br i1 %v18, label %v618, label %v619

v618:                                        ; preds = %v595
  %v620 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1036
  %v621 = extractelement <16 x float> %v602, i64 11
  %v622 = load float, ptr addrspace(3) %v620, align 4
  %v623 = fmul contract float %v606, %v622
  %v624 = fadd contract float %v621, %v623
  %v625 = insertelement <16 x float> %v617, float %v624, i64 11
  br label %v619

v619:                                        ; preds = %v618, %v595
  %v626 = phi <16 x float> [ %v625, %v618 ], [ %v617, %v595 ]
  br i1 %v23, label %v627, label %v628

v627:                                        ; preds = %v619
  %v629 = or disjoint i32 %v127, 52
  %v630 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v629
  %v631 = load float, ptr addrspace(3) %v630, align 16
  %v632 = insertelement <2 x float> poison, float %v631, i64 0
  %v633 = shufflevector <2 x float> %v632, <2 x float> poison, <2 x i32> zeroinitializer
  %v634 = fmul contract <2 x float> %v550, %v633
  %v635 = shufflevector <16 x float> %v626, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v636 = fadd contract <2 x float> %v635, %v634
  %v637 = shufflevector <2 x float> %v636, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v638 = shufflevector <16 x float> %v626, <16 x float> %v637, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v639 = extractelement <16 x float> %v626, i64 14
  %v640 = fmul contract float %v561, %v631
  %v641 = fadd contract float %v639, %v640
  %v642 = insertelement <16 x float> %v638, float %v641, i64 14
  br i1 %v18, label %v643, label %v628

v628:                                        ; preds = %v627, %v643, %v619
  %v644 = phi <16 x float> [ %v642, %v627 ], [ %v645, %v643 ], [ %v626, %v619 ]
  %v646 = extractelement <16 x float> %v644, i64 0
  %v647 = or disjoint i32 %v127, 5
  %v648 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v647
  %v649 = load float, ptr addrspace(3) %v648, align 4
  %v650 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1280
  %v651 = extractelement <16 x float> %v644, i64 1
  %v652 = load <2 x float>, ptr addrspace(3) %v650, align 16
  %v653 = extractelement <2 x float> %v652, i64 0
  %v654 = fmul contract float %v649, %v653
  %v655 = fadd contract float %v646, %v654
  %v656 = insertelement <16 x float> %v644, float %v655, i64 0
  %v657 = extractelement <2 x float> %v652, i64 1
  %v658 = fmul contract float %v649, %v657
  %v659 = fadd contract float %v651, %v658
  %v660 = insertelement <16 x float> %v656, float %v659, i64 1
  %v661 = extractelement <16 x float> %v644, i64 2
  %v662 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1288
  %v663 = load float, ptr addrspace(3) %v662, align 8
  %v664 = fmul contract float %v649, %v663
  %v665 = fadd contract float %v661, %v664
  %v666 = insertelement <16 x float> %v660, float %v665, i64 2
  br i1 %v18, label %v667, label %v668

v643:                                        ; preds = %v627
  %v669 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1036
  %v670 = extractelement <16 x float> %v626, i64 15
  %v671 = load float, ptr addrspace(3) %v669, align 4
  %v672 = fmul contract float %v631, %v671
  %v673 = fadd contract float %v670, %v672
  %v645 = insertelement <16 x float> %v642, float %v673, i64 15
  br label %v628

v667:                                        ; preds = %v628
  %v674 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1292
  %v675 = extractelement <16 x float> %v644, i64 3
  %v676 = load float, ptr addrspace(3) %v674, align 4
  %v677 = fmul contract float %v649, %v676
  %v678 = fadd contract float %v675, %v677
  %v679 = insertelement <16 x float> %v666, float %v678, i64 3
  br label %v668

v668:                                        ; preds = %v667, %v628
  %v680 = phi <16 x float> [ %v679, %v667 ], [ %v666, %v628 ]
  %v681 = extractelement <16 x float> %v680, i64 4
  %v682 = or disjoint i32 %v127, 21
  %v683 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v682
  %v684 = load float, ptr addrspace(3) %v683, align 4
  %v685 = fmul contract float %v653, %v684
  %v686 = fadd contract float %v681, %v685
  %v687 = insertelement <16 x float> %v680, float %v686, i64 4
  %v688 = extractelement <16 x float> %v680, i64 5
  %v689 = fmul contract float %v657, %v684
  %v690 = fadd contract float %v688, %v689
  %v691 = insertelement <16 x float> %v687, float %v690, i64 5
  %v692 = extractelement <16 x float> %v680, i64 6
  %v693 = fmul contract float %v663, %v684
  %v694 = fadd contract float %v692, %v693
  %v695 = insertelement <16 x float> %v691, float %v694, i64 6
  br i1 %v18, label %v696, label %v697

v696:                                        ; preds = %v668
  %v698 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1292
  %v699 = extractelement <16 x float> %v680, i64 7
  %v700 = load float, ptr addrspace(3) %v698, align 4
  %v701 = fmul contract float %v684, %v700
  %v702 = fadd contract float %v699, %v701
  %v703 = insertelement <16 x float> %v695, float %v702, i64 7
  br label %v697

v697:                                        ; preds = %v696, %v668
  %v704 = phi <16 x float> [ %v703, %v696 ], [ %v695, %v668 ]
  %v705 = extractelement <16 x float> %v704, i64 8
  %v706 = or disjoint i32 %v127, 37
  %v707 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v706
  %v708 = load float, ptr addrspace(3) %v707, align 4
  %v709 = fmul contract float %v653, %v708
  %v710 = fadd contract float %v705, %v709
  %v711 = insertelement <16 x float> %v704, float %v710, i64 8
  %v712 = extractelement <16 x float> %v704, i64 9
  %v713 = fmul contract float %v657, %v708
  %v714 = fadd contract float %v712, %v713
  %v715 = insertelement <16 x float> %v711, float %v714, i64 9
  %v716 = extractelement <16 x float> %v704, i64 10
  %v717 = fmul contract float %v663, %v708
  %v718 = fadd contract float %v716, %v717
  %v719 = insertelement <16 x float> %v715, float %v718, i64 10
  br i1 %v18, label %v720, label %v721

v720:                                        ; preds = %v697
  %v722 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1292
  %v723 = extractelement <16 x float> %v704, i64 11
  %v724 = load float, ptr addrspace(3) %v722, align 4
  %v725 = fmul contract float %v708, %v724
  %v726 = fadd contract float %v723, %v725
  %v727 = insertelement <16 x float> %v719, float %v726, i64 11
  br label %v721

v721:                                        ; preds = %v720, %v697
  %v728 = phi <16 x float> [ %v727, %v720 ], [ %v719, %v697 ]
  br i1 %v23, label %v729, label %v730

v729:                                        ; preds = %v721
  %v731 = or disjoint i32 %v127, 53
  %v732 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v731
  %v733 = load float, ptr addrspace(3) %v732, align 4
  %v734 = insertelement <2 x float> poison, float %v733, i64 0
  %v735 = shufflevector <2 x float> %v734, <2 x float> poison, <2 x i32> zeroinitializer
  %v736 = fmul contract <2 x float> %v652, %v735
  %v737 = shufflevector <16 x float> %v728, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v738 = fadd contract <2 x float> %v737, %v736
  %v739 = shufflevector <2 x float> %v738, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v740 = shufflevector <16 x float> %v728, <16 x float> %v739, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v741 = extractelement <16 x float> %v728, i64 14
  %v742 = fmul contract float %v663, %v733
  %v743 = fadd contract float %v741, %v742
  %v744 = insertelement <16 x float> %v740, float %v743, i64 14
  br i1 %v18, label %v745, label %v730

v730:                                        ; preds = %v729, %v745, %v721
  %v746 = phi <16 x float> [ %v744, %v729 ], [ %v747, %v745 ], [ %v728, %v721 ]
  %v748 = extractelement <16 x float> %v746, i64 0
  %v749 = or disjoint i32 %v127, 6
  %v750 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v749
  %v751 = load float, ptr addrspace(3) %v750, align 8
  %v752 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1536
  %v753 = extractelement <16 x float> %v746, i64 1
  %v754 = load <2 x float>, ptr addrspace(3) %v752, align 16
  %v755 = extractelement <2 x float> %v754, i64 0
  %v756 = fmul contract float %v751, %v755
  %v757 = fadd contract float %v748, %v756
  %v758 = insertelement <16 x float> %v746, float %v757, i64 0
  %v759 = extractelement <2 x float> %v754, i64 1
  %v760 = fmul contract float %v751, %v759
  %v761 = fadd contract float %v753, %v760
  %v762 = insertelement <16 x float> %v758, float %v761, i64 1
  %v763 = extractelement <16 x float> %v746, i64 2
  %v764 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1544
  %v765 = load float, ptr addrspace(3) %v764, align 8
  %v766 = fmul contract float %v751, %v765
  %v767 = fadd contract float %v763, %v766
  %v768 = insertelement <16 x float> %v762, float %v767, i64 2
  br i1 %v18, label %v769, label %v770

v745:                                        ; preds = %v729
  %v771 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1292
  %v772 = extractelement <16 x float> %v728, i64 15
  %v773 = load float, ptr addrspace(3) %v771, align 4
  %v774 = fmul contract float %v733, %v773
  %v775 = fadd contract float %v772, %v774
  %v747 = insertelement <16 x float> %v744, float %v775, i64 15
  br label %v730

v769:                                        ; preds = %v730
  %v776 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1548
  %v777 = extractelement <16 x float> %v746, i64 3
  %v778 = load float, ptr addrspace(3) %v776, align 4
  %v779 = fmul contract float %v751, %v778
  %v780 = fadd contract float %v777, %v779
  %v781 = insertelement <16 x float> %v768, float %v780, i64 3
  br label %v770

v770:                                        ; preds = %v769, %v730
  %v782 = phi <16 x float> [ %v781, %v769 ], [ %v768, %v730 ]
  %v783 = extractelement <16 x float> %v782, i64 4
  %v784 = or disjoint i32 %v127, 22
  %v785 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v784
  %v786 = load float, ptr addrspace(3) %v785, align 8
  %v787 = fmul contract float %v755, %v786
  %v788 = fadd contract float %v783, %v787
  %v789 = insertelement <16 x float> %v782, float %v788, i64 4
  %v790 = extractelement <16 x float> %v782, i64 5
  %v791 = fmul contract float %v759, %v786
  %v792 = fadd contract float %v790, %v791
  %v793 = insertelement <16 x float> %v789, float %v792, i64 5
  %v794 = extractelement <16 x float> %v782, i64 6
  %v795 = fmul contract float %v765, %v786
  %v796 = fadd contract float %v794, %v795
  %v797 = insertelement <16 x float> %v793, float %v796, i64 6
  br i1 %v18, label %v798, label %v799

v798:                                        ; preds = %v770
  %v800 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1548
  %v801 = extractelement <16 x float> %v782, i64 7
  %v802 = load float, ptr addrspace(3) %v800, align 4
  %v803 = fmul contract float %v786, %v802
  %v804 = fadd contract float %v801, %v803
  %v805 = insertelement <16 x float> %v797, float %v804, i64 7
  br label %v799

v799:                                        ; preds = %v798, %v770
  %v806 = phi <16 x float> [ %v805, %v798 ], [ %v797, %v770 ]
  %v807 = extractelement <16 x float> %v806, i64 8
  %v808 = or disjoint i32 %v127, 38
  %v809 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v808
  %v810 = load float, ptr addrspace(3) %v809, align 8
  %v811 = fmul contract float %v755, %v810
  %v812 = fadd contract float %v807, %v811
  %v813 = insertelement <16 x float> %v806, float %v812, i64 8
  %v814 = extractelement <16 x float> %v806, i64 9
  %v815 = fmul contract float %v759, %v810
  %v816 = fadd contract float %v814, %v815
  %v817 = insertelement <16 x float> %v813, float %v816, i64 9
  %v818 = extractelement <16 x float> %v806, i64 10
  %v819 = fmul contract float %v765, %v810
  %v820 = fadd contract float %v818, %v819
  %v821 = insertelement <16 x float> %v817, float %v820, i64 10
  br i1 %v18, label %v822, label %v823

v822:                                        ; preds = %v799
  %v824 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1548
  %v825 = extractelement <16 x float> %v806, i64 11
  %v826 = load float, ptr addrspace(3) %v824, align 4
  %v827 = fmul contract float %v810, %v826
  %v828 = fadd contract float %v825, %v827
  %v829 = insertelement <16 x float> %v821, float %v828, i64 11
  br label %v823

v823:                                        ; preds = %v822, %v799
  %v830 = phi <16 x float> [ %v829, %v822 ], [ %v821, %v799 ]
  br i1 %v23, label %v831, label %v832

v831:                                        ; preds = %v823
  %v833 = or disjoint i32 %v127, 54
  %v834 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v833
  %v835 = load float, ptr addrspace(3) %v834, align 8
  %v836 = insertelement <2 x float> poison, float %v835, i64 0
  %v837 = shufflevector <2 x float> %v836, <2 x float> poison, <2 x i32> zeroinitializer
  %v838 = fmul contract <2 x float> %v754, %v837
  %v839 = shufflevector <16 x float> %v830, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v840 = fadd contract <2 x float> %v839, %v838
  %v841 = shufflevector <2 x float> %v840, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v842 = shufflevector <16 x float> %v830, <16 x float> %v841, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v843 = extractelement <16 x float> %v830, i64 14
  %v844 = fmul contract float %v765, %v835
  %v845 = fadd contract float %v843, %v844
  %v846 = insertelement <16 x float> %v842, float %v845, i64 14
  br i1 %v18, label %v847, label %v832

v832:                                       ; preds = %v831, %v847, %v823
  %v848 = phi <16 x float> [ %v846, %v831 ], [ %v849, %v847 ], [ %v830, %v823 ]
  %v850 = extractelement <16 x float> %v848, i64 0
  %v851 = or disjoint i32 %v127, 7
  %v852 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v851
  %v853 = load float, ptr addrspace(3) %v852, align 4
  %v854 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1792
  %v855 = extractelement <16 x float> %v848, i64 1
  %v856 = load <2 x float>, ptr addrspace(3) %v854, align 16
  %v857 = extractelement <2 x float> %v856, i64 0
  %v858 = fmul contract float %v853, %v857
  %v859 = fadd contract float %v850, %v858
  %v860 = insertelement <16 x float> %v848, float %v859, i64 0
  %v861 = extractelement <2 x float> %v856, i64 1
  %v862 = fmul contract float %v853, %v861
  %v863 = fadd contract float %v855, %v862
  %v864 = insertelement <16 x float> %v860, float %v863, i64 1
  %v865 = extractelement <16 x float> %v848, i64 2
  %v866 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1800
  %v867 = load float, ptr addrspace(3) %v866, align 8
  %v868 = fmul contract float %v853, %v867
  %v869 = fadd contract float %v865, %v868
  %v870 = insertelement <16 x float> %v864, float %v869, i64 2
  br i1 %v18, label %v871, label %v872

v847:                                       ; preds = %v831
  %v873 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1548
  %v874 = extractelement <16 x float> %v830, i64 15
  %v875 = load float, ptr addrspace(3) %v873, align 4
  %v876 = fmul contract float %v835, %v875
  %v877 = fadd contract float %v874, %v876
  %v849 = insertelement <16 x float> %v846, float %v877, i64 15
  br label %v832

v871:                                       ; preds = %v832
  %v878 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1804
  %v879 = extractelement <16 x float> %v848, i64 3
  %v880 = load float, ptr addrspace(3) %v878, align 4
  %v881 = fmul contract float %v853, %v880
  %v882 = fadd contract float %v879, %v881
  %v883 = insertelement <16 x float> %v870, float %v882, i64 3
  br label %v872

v872:                                       ; preds = %v871, %v832
  %v884 = phi <16 x float> [ %v883, %v871 ], [ %v870, %v832 ]
  %v885 = extractelement <16 x float> %v884, i64 4
  %v886 = or disjoint i32 %v127, 23
  %v887 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v886
  %v888 = load float, ptr addrspace(3) %v887, align 4
  %v889 = fmul contract float %v857, %v888
  %v890 = fadd contract float %v885, %v889
  %v891 = insertelement <16 x float> %v884, float %v890, i64 4
  %v892 = extractelement <16 x float> %v884, i64 5
  %v893 = fmul contract float %v861, %v888
  %v894 = fadd contract float %v892, %v893
  %v895 = insertelement <16 x float> %v891, float %v894, i64 5
  %v896 = extractelement <16 x float> %v884, i64 6
  %v897 = fmul contract float %v867, %v888
  %v898 = fadd contract float %v896, %v897
  %v899 = insertelement <16 x float> %v895, float %v898, i64 6
  br i1 %v18, label %v900, label %v901

v900:                                       ; preds = %v872
  %v902 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1804
  %v903 = extractelement <16 x float> %v884, i64 7
  %v904 = load float, ptr addrspace(3) %v902, align 4
  %v905 = fmul contract float %v888, %v904
  %v906 = fadd contract float %v903, %v905
  %v907 = insertelement <16 x float> %v899, float %v906, i64 7
  br label %v901

v901:                                       ; preds = %v900, %v872
  %v908 = phi <16 x float> [ %v907, %v900 ], [ %v899, %v872 ]
  %v909 = extractelement <16 x float> %v908, i64 8
  %v910 = or disjoint i32 %v127, 39
  %v911 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v910
  %v912 = load float, ptr addrspace(3) %v911, align 4
  %v913 = fmul contract float %v857, %v912
  %v914 = fadd contract float %v909, %v913
  %v915 = insertelement <16 x float> %v908, float %v914, i64 8
  %v916 = extractelement <16 x float> %v908, i64 9
  %v917 = fmul contract float %v861, %v912
  %v918 = fadd contract float %v916, %v917
  %v919 = insertelement <16 x float> %v915, float %v918, i64 9
  %v920 = extractelement <16 x float> %v908, i64 10
  %v921 = fmul contract float %v867, %v912
  %v922 = fadd contract float %v920, %v921
  %v923 = insertelement <16 x float> %v919, float %v922, i64 10
  br i1 %v18, label %v924, label %v925

v924:                                       ; preds = %v901
  %v926 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1804
  %v927 = extractelement <16 x float> %v908, i64 11
  %v928 = load float, ptr addrspace(3) %v926, align 4
  %v929 = fmul contract float %v912, %v928
  %v930 = fadd contract float %v927, %v929
  %v931 = insertelement <16 x float> %v923, float %v930, i64 11
  br label %v925

v925:                                       ; preds = %v924, %v901
  %v932 = phi <16 x float> [ %v931, %v924 ], [ %v923, %v901 ]
  br i1 %v23, label %v933, label %v934

v933:                                       ; preds = %v925
  %v935 = or disjoint i32 %v127, 55
  %v936 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v935
  %v937 = load float, ptr addrspace(3) %v936, align 4
  %v938 = insertelement <2 x float> poison, float %v937, i64 0
  %v939 = shufflevector <2 x float> %v938, <2 x float> poison, <2 x i32> zeroinitializer
  %v940 = fmul contract <2 x float> %v856, %v939
  %v941 = shufflevector <16 x float> %v932, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v942 = fadd contract <2 x float> %v941, %v940
  %v943 = shufflevector <2 x float> %v942, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v944 = shufflevector <16 x float> %v932, <16 x float> %v943, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v945 = extractelement <16 x float> %v932, i64 14
  %v946 = fmul contract float %v867, %v937
  %v947 = fadd contract float %v945, %v946
  %v948 = insertelement <16 x float> %v944, float %v947, i64 14
  br i1 %v18, label %v949, label %v934

v934:                                       ; preds = %v933, %v949, %v925
  %v950 = phi <16 x float> [ %v948, %v933 ], [ %v951, %v949 ], [ %v932, %v925 ]
  %v952 = extractelement <16 x float> %v950, i64 0
  %v953 = or disjoint i32 %v127, 8
  %v954 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v953
  %v955 = load float, ptr addrspace(3) %v954, align 32
  %v956 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2048
  %v957 = extractelement <16 x float> %v950, i64 1
  %v958 = load <2 x float>, ptr addrspace(3) %v956, align 16
  %v959 = extractelement <2 x float> %v958, i64 0
  %v960 = fmul contract float %v955, %v959
  %v961 = fadd contract float %v952, %v960
  %v962 = insertelement <16 x float> %v950, float %v961, i64 0
  %v963 = extractelement <2 x float> %v958, i64 1
  %v964 = fmul contract float %v955, %v963
  %v965 = fadd contract float %v957, %v964
  %v966 = insertelement <16 x float> %v962, float %v965, i64 1
  %v967 = extractelement <16 x float> %v950, i64 2
  %v968 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2056
  %v969 = load float, ptr addrspace(3) %v968, align 8
  %v970 = fmul contract float %v955, %v969
  %v971 = fadd contract float %v967, %v970
  %v972 = insertelement <16 x float> %v966, float %v971, i64 2
  br i1 %v18, label %v973, label %v974

v949:                                       ; preds = %v933
  %v975 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 1804
  %v976 = extractelement <16 x float> %v932, i64 15
  %v977 = load float, ptr addrspace(3) %v975, align 4
  %v978 = fmul contract float %v937, %v977
  %v979 = fadd contract float %v976, %v978
  %v951 = insertelement <16 x float> %v948, float %v979, i64 15
  br label %v934

v973:                                       ; preds = %v934
  %v980 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2060
  %v981 = extractelement <16 x float> %v950, i64 3
  %v982 = load float, ptr addrspace(3) %v980, align 4
  %v983 = fmul contract float %v955, %v982
  %v984 = fadd contract float %v981, %v983
  %v985 = insertelement <16 x float> %v972, float %v984, i64 3
  br label %v974

v974:                                       ; preds = %v973, %v934
  %v986 = phi <16 x float> [ %v985, %v973 ], [ %v972, %v934 ]
  %v987 = extractelement <16 x float> %v986, i64 4
  %v988 = or disjoint i32 %v127, 24
  %v989 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v988
  %v990 = load float, ptr addrspace(3) %v989, align 32
  %v991 = fmul contract float %v959, %v990
  %v992 = fadd contract float %v987, %v991
  %v993 = insertelement <16 x float> %v986, float %v992, i64 4
  %v994 = extractelement <16 x float> %v986, i64 5
  %v995 = fmul contract float %v963, %v990
  %v996 = fadd contract float %v994, %v995
  %v997 = insertelement <16 x float> %v993, float %v996, i64 5
  %v998 = extractelement <16 x float> %v986, i64 6
  %v999 = fmul contract float %v969, %v990
  %v1000 = fadd contract float %v998, %v999
  %v1001 = insertelement <16 x float> %v997, float %v1000, i64 6
  br i1 %v18, label %v1002, label %v1003

v1002:                                       ; preds = %v974
  %v1004 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2060
  %v1005 = extractelement <16 x float> %v986, i64 7
  %v1006 = load float, ptr addrspace(3) %v1004, align 4
  %v1007 = fmul contract float %v990, %v1006
  %v1008 = fadd contract float %v1005, %v1007
  %v1009 = insertelement <16 x float> %v1001, float %v1008, i64 7
  br label %v1003

v1003:                                       ; preds = %v1002, %v974
  %v1010 = phi <16 x float> [ %v1009, %v1002 ], [ %v1001, %v974 ]
  %v1011 = extractelement <16 x float> %v1010, i64 8
  %v1012 = or disjoint i32 %v127, 40
  %v1013 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1012
  %v1014 = load float, ptr addrspace(3) %v1013, align 32
  %v1015 = fmul contract float %v959, %v1014
  %v1016 = fadd contract float %v1011, %v1015
  %v1017 = insertelement <16 x float> %v1010, float %v1016, i64 8
  %v1018 = extractelement <16 x float> %v1010, i64 9
  %v1019 = fmul contract float %v963, %v1014
  %v1020 = fadd contract float %v1018, %v1019
  %v1021 = insertelement <16 x float> %v1017, float %v1020, i64 9
  %v1022 = extractelement <16 x float> %v1010, i64 10
  %v1023 = fmul contract float %v969, %v1014
  %v1024 = fadd contract float %v1022, %v1023
  %v1025 = insertelement <16 x float> %v1021, float %v1024, i64 10
  br i1 %v18, label %v1026, label %v1027

v1026:                                       ; preds = %v1003
  %v1028 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2060
  %v1029 = extractelement <16 x float> %v1010, i64 11
  %v1030 = load float, ptr addrspace(3) %v1028, align 4
  %v1031 = fmul contract float %v1014, %v1030
  %v1032 = fadd contract float %v1029, %v1031
  %v1033 = insertelement <16 x float> %v1025, float %v1032, i64 11
  br label %v1027

v1027:                                       ; preds = %v1026, %v1003
  %v1034 = phi <16 x float> [ %v1033, %v1026 ], [ %v1025, %v1003 ]
  br i1 %v23, label %v1035, label %v1036

v1035:                                       ; preds = %v1027
  %v1037 = or disjoint i32 %v127, 56
  %v1038 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1037
  %v1039 = load float, ptr addrspace(3) %v1038, align 32
  %v1040 = insertelement <2 x float> poison, float %v1039, i64 0
  %v1041 = shufflevector <2 x float> %v1040, <2 x float> poison, <2 x i32> zeroinitializer
  %v1042 = fmul contract <2 x float> %v958, %v1041
  %v1043 = shufflevector <16 x float> %v1034, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v1044 = fadd contract <2 x float> %v1043, %v1042
  %v1045 = shufflevector <2 x float> %v1044, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1046 = shufflevector <16 x float> %v1034, <16 x float> %v1045, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v1047 = extractelement <16 x float> %v1034, i64 14
  %v1048 = fmul contract float %v969, %v1039
  %v1049 = fadd contract float %v1047, %v1048
  %v1050 = insertelement <16 x float> %v1046, float %v1049, i64 14
  br i1 %v18, label %v1051, label %v1036

v1036:                                       ; preds = %v1035, %v1051, %v1027
  %v1052 = phi <16 x float> [ %v1050, %v1035 ], [ %v1053, %v1051 ], [ %v1034, %v1027 ]
  %v1054 = extractelement <16 x float> %v1052, i64 0
  %v1055 = or disjoint i32 %v127, 9
  %v1056 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1055
  %v1057 = load float, ptr addrspace(3) %v1056, align 4
  %v1058 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2304
  %v1059 = extractelement <16 x float> %v1052, i64 1
  %v1060 = load <2 x float>, ptr addrspace(3) %v1058, align 16
  %v1061 = extractelement <2 x float> %v1060, i64 0
  %v1062 = fmul contract float %v1057, %v1061
  %v1063 = fadd contract float %v1054, %v1062
  %v1064 = insertelement <16 x float> %v1052, float %v1063, i64 0
  %v1065 = extractelement <2 x float> %v1060, i64 1
  %v1066 = fmul contract float %v1057, %v1065
  %v1067 = fadd contract float %v1059, %v1066
  %v1068 = insertelement <16 x float> %v1064, float %v1067, i64 1
  %v1069 = extractelement <16 x float> %v1052, i64 2
  %v1070 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2312
  %v1071 = load float, ptr addrspace(3) %v1070, align 8
  %v1072 = fmul contract float %v1057, %v1071
  %v1073 = fadd contract float %v1069, %v1072
  %v1074 = insertelement <16 x float> %v1068, float %v1073, i64 2
  br i1 %v18, label %v1075, label %v1076

v1051:                                       ; preds = %v1035
  %v1077 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2060
  %v1078 = extractelement <16 x float> %v1034, i64 15
  %v1079 = load float, ptr addrspace(3) %v1077, align 4
  %v1080 = fmul contract float %v1039, %v1079
  %v1081 = fadd contract float %v1078, %v1080
  %v1053 = insertelement <16 x float> %v1050, float %v1081, i64 15
  br label %v1036

v1075:                                       ; preds = %v1036
  %v1082 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2316
  %v1083 = extractelement <16 x float> %v1052, i64 3
  %v1084 = load float, ptr addrspace(3) %v1082, align 4
  %v1085 = fmul contract float %v1057, %v1084
  %v1086 = fadd contract float %v1083, %v1085
  %v1087 = insertelement <16 x float> %v1074, float %v1086, i64 3
  br label %v1076

v1076:                                       ; preds = %v1075, %v1036
  %v1088 = phi <16 x float> [ %v1087, %v1075 ], [ %v1074, %v1036 ]
  %v1089 = extractelement <16 x float> %v1088, i64 4
  %v1090 = or disjoint i32 %v127, 25
  %v1091 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1090
  %v1092 = load float, ptr addrspace(3) %v1091, align 4
  %v1093 = fmul contract float %v1061, %v1092
  %v1094 = fadd contract float %v1089, %v1093
  %v1095 = insertelement <16 x float> %v1088, float %v1094, i64 4
  %v1096 = extractelement <16 x float> %v1088, i64 5
  %v1097 = fmul contract float %v1065, %v1092
  %v1098 = fadd contract float %v1096, %v1097
  %v1099 = insertelement <16 x float> %v1095, float %v1098, i64 5
  %v1100 = extractelement <16 x float> %v1088, i64 6
  %v1101 = fmul contract float %v1071, %v1092
  %v1102 = fadd contract float %v1100, %v1101
  %v1103 = insertelement <16 x float> %v1099, float %v1102, i64 6
  br i1 %v18, label %v1104, label %v1105

v1104:                                       ; preds = %v1076
  %v1106 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2316
  %v1107 = extractelement <16 x float> %v1088, i64 7
  %v1108 = load float, ptr addrspace(3) %v1106, align 4
  %v1109 = fmul contract float %v1092, %v1108
  %v1110 = fadd contract float %v1107, %v1109
  %v1111 = insertelement <16 x float> %v1103, float %v1110, i64 7
  br label %v1105

v1105:                                       ; preds = %v1104, %v1076
  %v1112 = phi <16 x float> [ %v1111, %v1104 ], [ %v1103, %v1076 ]
  %v1113 = extractelement <16 x float> %v1112, i64 8
  %v1114 = or disjoint i32 %v127, 41
  %v1115 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1114
  %v1116 = load float, ptr addrspace(3) %v1115, align 4
  %v1117 = fmul contract float %v1061, %v1116
  %v1118 = fadd contract float %v1113, %v1117
  %v1119 = insertelement <16 x float> %v1112, float %v1118, i64 8
  %v1120 = extractelement <16 x float> %v1112, i64 9
  %v1121 = fmul contract float %v1065, %v1116
  %v1122 = fadd contract float %v1120, %v1121
  %v1123 = insertelement <16 x float> %v1119, float %v1122, i64 9
  %v1124 = extractelement <16 x float> %v1112, i64 10
  %v1125 = fmul contract float %v1071, %v1116
  %v1126 = fadd contract float %v1124, %v1125
  %v1127 = insertelement <16 x float> %v1123, float %v1126, i64 10
  br i1 %v18, label %v1128, label %v1129

v1128:                                       ; preds = %v1105
  %v1130 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2316
  %v1131 = extractelement <16 x float> %v1112, i64 11
  %v1132 = load float, ptr addrspace(3) %v1130, align 4
  %v1133 = fmul contract float %v1116, %v1132
  %v1134 = fadd contract float %v1131, %v1133
  %v1135 = insertelement <16 x float> %v1127, float %v1134, i64 11
  br label %v1129

v1129:                                       ; preds = %v1128, %v1105
  %v1136 = phi <16 x float> [ %v1135, %v1128 ], [ %v1127, %v1105 ]
  br i1 %v23, label %v1137, label %v1138

v1137:                                       ; preds = %v1129
  %v1139 = or disjoint i32 %v127, 57
  %v1140 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1139
  %v1141 = load float, ptr addrspace(3) %v1140, align 4
  %v1142 = insertelement <2 x float> poison, float %v1141, i64 0
  %v1143 = shufflevector <2 x float> %v1142, <2 x float> poison, <2 x i32> zeroinitializer
  %v1144 = fmul contract <2 x float> %v1060, %v1143
  %v1145 = shufflevector <16 x float> %v1136, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v1146 = fadd contract <2 x float> %v1145, %v1144
  %v1147 = shufflevector <2 x float> %v1146, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1148 = shufflevector <16 x float> %v1136, <16 x float> %v1147, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v1149 = extractelement <16 x float> %v1136, i64 14
  %v1150 = fmul contract float %v1071, %v1141
  %v1151 = fadd contract float %v1149, %v1150
  %v1152 = insertelement <16 x float> %v1148, float %v1151, i64 14
  br i1 %v18, label %v1153, label %v1138

v1138:                                       ; preds = %v1137, %v1153, %v1129
  %v1154 = phi <16 x float> [ %v1152, %v1137 ], [ %v1155, %v1153 ], [ %v1136, %v1129 ]
  %v1156 = extractelement <16 x float> %v1154, i64 0
  %v1157 = or disjoint i32 %v127, 10
  %v1158 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1157
  %v1159 = load float, ptr addrspace(3) %v1158, align 8
  %v1160 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2560
  %v1161 = extractelement <16 x float> %v1154, i64 1
  %v1162 = load <2 x float>, ptr addrspace(3) %v1160, align 16
  %v1163 = extractelement <2 x float> %v1162, i64 0
  %v1164 = fmul contract float %v1159, %v1163
  %v1165 = fadd contract float %v1156, %v1164
  %v1166 = insertelement <16 x float> %v1154, float %v1165, i64 0
  %v1167 = extractelement <2 x float> %v1162, i64 1
  %v1168 = fmul contract float %v1159, %v1167
  %v1169 = fadd contract float %v1161, %v1168
  %v1170 = insertelement <16 x float> %v1166, float %v1169, i64 1
  %v1171 = extractelement <16 x float> %v1154, i64 2
  %v1172 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2568
  %v1173 = load float, ptr addrspace(3) %v1172, align 8
  %v1174 = fmul contract float %v1159, %v1173
  %v1175 = fadd contract float %v1171, %v1174
  %v1176 = insertelement <16 x float> %v1170, float %v1175, i64 2
  br i1 %v18, label %v1177, label %v1178

v1153:                                       ; preds = %v1137
  %v1179 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2316
  %v1180 = extractelement <16 x float> %v1136, i64 15
  %v1181 = load float, ptr addrspace(3) %v1179, align 4
  %v1182 = fmul contract float %v1141, %v1181
  %v1183 = fadd contract float %v1180, %v1182
  %v1155 = insertelement <16 x float> %v1152, float %v1183, i64 15
  br label %v1138

v1177:                                       ; preds = %v1138
  %v1184 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2572
  %v1185 = extractelement <16 x float> %v1154, i64 3
  %v1186 = load float, ptr addrspace(3) %v1184, align 4
  %v1187 = fmul contract float %v1159, %v1186
  %v1188 = fadd contract float %v1185, %v1187
  %v1189 = insertelement <16 x float> %v1176, float %v1188, i64 3
  br label %v1178

v1178:                                       ; preds = %v1177, %v1138
  %v1190 = phi <16 x float> [ %v1189, %v1177 ], [ %v1176, %v1138 ]
  %v1191 = extractelement <16 x float> %v1190, i64 4
  %v1192 = or disjoint i32 %v127, 26
  %v1193 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1192
  %v1194 = load float, ptr addrspace(3) %v1193, align 8
  %v1195 = fmul contract float %v1163, %v1194
  %v1196 = fadd contract float %v1191, %v1195
  %v1197 = insertelement <16 x float> %v1190, float %v1196, i64 4
  %v1198 = extractelement <16 x float> %v1190, i64 5
  %v1199 = fmul contract float %v1167, %v1194
  %v1200 = fadd contract float %v1198, %v1199
  %v1201 = insertelement <16 x float> %v1197, float %v1200, i64 5
  %v1202 = extractelement <16 x float> %v1190, i64 6
  %v1203 = fmul contract float %v1173, %v1194
  %v1204 = fadd contract float %v1202, %v1203
  %v1205 = insertelement <16 x float> %v1201, float %v1204, i64 6
  br i1 %v18, label %v1206, label %v1207

v1206:                                       ; preds = %v1178
  %v1208 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2572
  %v1209 = extractelement <16 x float> %v1190, i64 7
  %v1210 = load float, ptr addrspace(3) %v1208, align 4
  %v1211 = fmul contract float %v1194, %v1210
  %v1212 = fadd contract float %v1209, %v1211
  %v1213 = insertelement <16 x float> %v1205, float %v1212, i64 7
  br label %v1207

v1207:                                       ; preds = %v1206, %v1178
  %v1214 = phi <16 x float> [ %v1213, %v1206 ], [ %v1205, %v1178 ]
  %v1215 = extractelement <16 x float> %v1214, i64 8
  %v1216 = or disjoint i32 %v127, 42
  %v1217 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1216
  %v1218 = load float, ptr addrspace(3) %v1217, align 8
  %v1219 = fmul contract float %v1163, %v1218
  %v1220 = fadd contract float %v1215, %v1219
  %v1221 = insertelement <16 x float> %v1214, float %v1220, i64 8
  %v1222 = extractelement <16 x float> %v1214, i64 9
  %v1223 = fmul contract float %v1167, %v1218
  %v1224 = fadd contract float %v1222, %v1223
  %v1225 = insertelement <16 x float> %v1221, float %v1224, i64 9
  %v1226 = extractelement <16 x float> %v1214, i64 10
  %v1227 = fmul contract float %v1173, %v1218
  %v1228 = fadd contract float %v1226, %v1227
  %v1229 = insertelement <16 x float> %v1225, float %v1228, i64 10
  br i1 %v18, label %v1230, label %v1231

v1230:                                       ; preds = %v1207
  %v1232 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2572
  %v1233 = extractelement <16 x float> %v1214, i64 11
  %v1234 = load float, ptr addrspace(3) %v1232, align 4
  %v1235 = fmul contract float %v1218, %v1234
  %v1236 = fadd contract float %v1233, %v1235
  %v1237 = insertelement <16 x float> %v1229, float %v1236, i64 11
  br label %v1231

v1231:                                       ; preds = %v1230, %v1207
  %v1238 = phi <16 x float> [ %v1237, %v1230 ], [ %v1229, %v1207 ]
  br i1 %v23, label %v1239, label %v1240

v1239:                                       ; preds = %v1231
  %v1241 = or disjoint i32 %v127, 58
  %v1242 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1241
  %v1243 = load float, ptr addrspace(3) %v1242, align 8
  %v1244 = insertelement <2 x float> poison, float %v1243, i64 0
  %v1245 = shufflevector <2 x float> %v1244, <2 x float> poison, <2 x i32> zeroinitializer
  %v1246 = fmul contract <2 x float> %v1162, %v1245
  %v1247 = shufflevector <16 x float> %v1238, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v1248 = fadd contract <2 x float> %v1247, %v1246
  %v1249 = shufflevector <2 x float> %v1248, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1250 = shufflevector <16 x float> %v1238, <16 x float> %v1249, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v1251 = extractelement <16 x float> %v1238, i64 14
  %v1252 = fmul contract float %v1173, %v1243
  %v1253 = fadd contract float %v1251, %v1252
  %v1254 = insertelement <16 x float> %v1250, float %v1253, i64 14
  br i1 %v18, label %v1255, label %v1240

v1240:                                       ; preds = %v1239, %v1255, %v1231
  %v1256 = phi <16 x float> [ %v1254, %v1239 ], [ %v1257, %v1255 ], [ %v1238, %v1231 ]
  %v1258 = extractelement <16 x float> %v1256, i64 0
  %v1259 = or disjoint i32 %v127, 11
  %v1260 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1259
  %v1261 = load float, ptr addrspace(3) %v1260, align 4
  %v1262 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2816
  %v1263 = extractelement <16 x float> %v1256, i64 1
  %v1264 = load <2 x float>, ptr addrspace(3) %v1262, align 16
  %v1265 = extractelement <2 x float> %v1264, i64 0
  %v1266 = fmul contract float %v1261, %v1265
  %v1267 = fadd contract float %v1258, %v1266
  %v1268 = insertelement <16 x float> %v1256, float %v1267, i64 0
  %v1269 = extractelement <2 x float> %v1264, i64 1
  %v1270 = fmul contract float %v1261, %v1269
  %v1271 = fadd contract float %v1263, %v1270
  %v1272 = insertelement <16 x float> %v1268, float %v1271, i64 1
  %v1273 = extractelement <16 x float> %v1256, i64 2
  %v1274 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2824
  %v1275 = load float, ptr addrspace(3) %v1274, align 8
  %v1276 = fmul contract float %v1261, %v1275
  %v1277 = fadd contract float %v1273, %v1276
  %v1278 = insertelement <16 x float> %v1272, float %v1277, i64 2
  br i1 %v18, label %v1279, label %v1280

v1255:                                       ; preds = %v1239
  %v1281 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2572
  %v1282 = extractelement <16 x float> %v1238, i64 15
  %v1283 = load float, ptr addrspace(3) %v1281, align 4
  %v1284 = fmul contract float %v1243, %v1283
  %v1285 = fadd contract float %v1282, %v1284
  %v1257 = insertelement <16 x float> %v1254, float %v1285, i64 15
  br label %v1240

v1279:                                       ; preds = %v1240
  %v1286 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2828
  %v1287 = extractelement <16 x float> %v1256, i64 3
  %v1288 = load float, ptr addrspace(3) %v1286, align 4
  %v1289 = fmul contract float %v1261, %v1288
  %v1290 = fadd contract float %v1287, %v1289
  %v1291 = insertelement <16 x float> %v1278, float %v1290, i64 3
  br label %v1280

v1280:                                       ; preds = %v1279, %v1240
  %v1292 = phi <16 x float> [ %v1291, %v1279 ], [ %v1278, %v1240 ]
  %v1293 = extractelement <16 x float> %v1292, i64 4
  %v1294 = or disjoint i32 %v127, 27
  %v1295 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1294
  %v1296 = load float, ptr addrspace(3) %v1295, align 4
  %v1297 = fmul contract float %v1265, %v1296
  %v1298 = fadd contract float %v1293, %v1297
  %v1299 = insertelement <16 x float> %v1292, float %v1298, i64 4
  %v1300 = extractelement <16 x float> %v1292, i64 5
  %v1301 = fmul contract float %v1269, %v1296
  %v1302 = fadd contract float %v1300, %v1301
  %v1303 = insertelement <16 x float> %v1299, float %v1302, i64 5
  %v1304 = extractelement <16 x float> %v1292, i64 6
  %v1305 = fmul contract float %v1275, %v1296
  %v1306 = fadd contract float %v1304, %v1305
  %v1307 = insertelement <16 x float> %v1303, float %v1306, i64 6
  br i1 %v18, label %v1308, label %v1309

v1308:                                       ; preds = %v1280
  %v1310 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2828
  %v1311 = extractelement <16 x float> %v1292, i64 7
  %v1312 = load float, ptr addrspace(3) %v1310, align 4
  %v1313 = fmul contract float %v1296, %v1312
  %v1314 = fadd contract float %v1311, %v1313
  %v1315 = insertelement <16 x float> %v1307, float %v1314, i64 7
  br label %v1309

v1309:                                       ; preds = %v1308, %v1280
  %v1316 = phi <16 x float> [ %v1315, %v1308 ], [ %v1307, %v1280 ]
  %v1317 = extractelement <16 x float> %v1316, i64 8
  %v1318 = or disjoint i32 %v127, 43
  %v1319 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1318
  %v1320 = load float, ptr addrspace(3) %v1319, align 4
  %v1321 = fmul contract float %v1265, %v1320
  %v1322 = fadd contract float %v1317, %v1321
  %v1323 = insertelement <16 x float> %v1316, float %v1322, i64 8
  %v1324 = extractelement <16 x float> %v1316, i64 9
  %v1325 = fmul contract float %v1269, %v1320
  %v1326 = fadd contract float %v1324, %v1325
  %v1327 = insertelement <16 x float> %v1323, float %v1326, i64 9
  %v1328 = extractelement <16 x float> %v1316, i64 10
  %v1329 = fmul contract float %v1275, %v1320
  %v1330 = fadd contract float %v1328, %v1329
  %v1331 = insertelement <16 x float> %v1327, float %v1330, i64 10
  br i1 %v18, label %v1332, label %v1333

v1332:                                       ; preds = %v1309
  %v1334 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2828
  %v1335 = extractelement <16 x float> %v1316, i64 11
  %v1336 = load float, ptr addrspace(3) %v1334, align 4
  %v1337 = fmul contract float %v1320, %v1336
  %v1338 = fadd contract float %v1335, %v1337
  %v1339 = insertelement <16 x float> %v1331, float %v1338, i64 11
  br label %v1333

v1333:                                       ; preds = %v1332, %v1309
  %v1340 = phi <16 x float> [ %v1339, %v1332 ], [ %v1331, %v1309 ]
  br i1 %v23, label %v1341, label %v1342

v1341:                                       ; preds = %v1333
  %v1343 = or disjoint i32 %v127, 59
  %v1344 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1343
  %v1345 = load float, ptr addrspace(3) %v1344, align 4
  %v1346 = insertelement <2 x float> poison, float %v1345, i64 0
  %v1347 = shufflevector <2 x float> %v1346, <2 x float> poison, <2 x i32> zeroinitializer
  %v1348 = fmul contract <2 x float> %v1264, %v1347
  %v1349 = shufflevector <16 x float> %v1340, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v1350 = fadd contract <2 x float> %v1349, %v1348
  %v1351 = shufflevector <2 x float> %v1350, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1352 = shufflevector <16 x float> %v1340, <16 x float> %v1351, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v1353 = extractelement <16 x float> %v1340, i64 14
  %v1354 = fmul contract float %v1275, %v1345
  %v1355 = fadd contract float %v1353, %v1354
  %v1356 = insertelement <16 x float> %v1352, float %v1355, i64 14
  br i1 %v18, label %v1357, label %v1342

v1342:                                       ; preds = %v1341, %v1357, %v1333
  %v1358 = phi <16 x float> [ %v1356, %v1341 ], [ %v1359, %v1357 ], [ %v1340, %v1333 ]
  %v1360 = extractelement <16 x float> %v1358, i64 0
  %v1361 = or disjoint i32 %v127, 12
  %v1362 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1361
  %v1363 = load float, ptr addrspace(3) %v1362, align 16
  %v1364 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3072
  %v1365 = extractelement <16 x float> %v1358, i64 1
  %v1366 = load <2 x float>, ptr addrspace(3) %v1364, align 16
  %v1367 = extractelement <2 x float> %v1366, i64 0
  %v1368 = fmul contract float %v1363, %v1367
  %v1369 = fadd contract float %v1360, %v1368
  %v1370 = insertelement <16 x float> %v1358, float %v1369, i64 0
  %v1371 = extractelement <2 x float> %v1366, i64 1
  %v1372 = fmul contract float %v1363, %v1371
  %v1373 = fadd contract float %v1365, %v1372
  %v1374 = insertelement <16 x float> %v1370, float %v1373, i64 1
  %v1375 = extractelement <16 x float> %v1358, i64 2
  %v1376 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3080
  %v1377 = load float, ptr addrspace(3) %v1376, align 8
  %v1378 = fmul contract float %v1363, %v1377
  %v1379 = fadd contract float %v1375, %v1378
  %v1380 = insertelement <16 x float> %v1374, float %v1379, i64 2
  br i1 %v18, label %v1381, label %v1382

v1357:                                       ; preds = %v1341
  %v1383 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 2828
  %v1384 = extractelement <16 x float> %v1340, i64 15
  %v1385 = load float, ptr addrspace(3) %v1383, align 4
  %v1386 = fmul contract float %v1345, %v1385
  %v1387 = fadd contract float %v1384, %v1386
  %v1359 = insertelement <16 x float> %v1356, float %v1387, i64 15
  br label %v1342

v1381:                                       ; preds = %v1342
  %v1388 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3084
  %v1389 = extractelement <16 x float> %v1358, i64 3
  %v1390 = load float, ptr addrspace(3) %v1388, align 4
  %v1391 = fmul contract float %v1363, %v1390
  %v1392 = fadd contract float %v1389, %v1391
  %v1393 = insertelement <16 x float> %v1380, float %v1392, i64 3
  br label %v1382

v1382:                                       ; preds = %v1381, %v1342
  %v1394 = phi <16 x float> [ %v1393, %v1381 ], [ %v1380, %v1342 ]
  %v1395 = extractelement <16 x float> %v1394, i64 4
  %v1396 = or disjoint i32 %v127, 28
  %v1397 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1396
  %v1398 = load float, ptr addrspace(3) %v1397, align 16
  %v1399 = fmul contract float %v1367, %v1398
  %v1400 = fadd contract float %v1395, %v1399
  %v1401 = insertelement <16 x float> %v1394, float %v1400, i64 4
  %v1402 = extractelement <16 x float> %v1394, i64 5
  %v1403 = fmul contract float %v1371, %v1398
  %v1404 = fadd contract float %v1402, %v1403
  %v1405 = insertelement <16 x float> %v1401, float %v1404, i64 5
  %v1406 = extractelement <16 x float> %v1394, i64 6
  %v1407 = fmul contract float %v1377, %v1398
  %v1408 = fadd contract float %v1406, %v1407
  %v1409 = insertelement <16 x float> %v1405, float %v1408, i64 6
  br i1 %v18, label %v1410, label %v1411

v1410:                                       ; preds = %v1382
  %v1412 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3084
  %v1413 = extractelement <16 x float> %v1394, i64 7
  %v1414 = load float, ptr addrspace(3) %v1412, align 4
  %v1415 = fmul contract float %v1398, %v1414
  %v1416 = fadd contract float %v1413, %v1415
  %v1417 = insertelement <16 x float> %v1409, float %v1416, i64 7
  br label %v1411

v1411:                                       ; preds = %v1410, %v1382
  %v1418 = phi <16 x float> [ %v1417, %v1410 ], [ %v1409, %v1382 ]
  %v1419 = extractelement <16 x float> %v1418, i64 8
  %v1420 = or disjoint i32 %v127, 44
  %v1421 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1420
  %v1422 = load float, ptr addrspace(3) %v1421, align 16
  %v1423 = fmul contract float %v1367, %v1422
  %v1424 = fadd contract float %v1419, %v1423
  %v1425 = insertelement <16 x float> %v1418, float %v1424, i64 8
  %v1426 = extractelement <16 x float> %v1418, i64 9
  %v1427 = fmul contract float %v1371, %v1422
  %v1428 = fadd contract float %v1426, %v1427
  %v1429 = insertelement <16 x float> %v1425, float %v1428, i64 9
  %v1430 = extractelement <16 x float> %v1418, i64 10
  %v1431 = fmul contract float %v1377, %v1422
  %v1432 = fadd contract float %v1430, %v1431
  %v1433 = insertelement <16 x float> %v1429, float %v1432, i64 10
  br i1 %v18, label %v1434, label %v1435

v1434:                                       ; preds = %v1411
  %v1436 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3084
  %v1437 = extractelement <16 x float> %v1418, i64 11
  %v1438 = load float, ptr addrspace(3) %v1436, align 4
  %v1439 = fmul contract float %v1422, %v1438
  %v1440 = fadd contract float %v1437, %v1439
  %v1441 = insertelement <16 x float> %v1433, float %v1440, i64 11
  br label %v1435

v1435:                                       ; preds = %v1434, %v1411
  %v1442 = phi <16 x float> [ %v1441, %v1434 ], [ %v1433, %v1411 ]
  br i1 %v23, label %v1443, label %v1444

v1443:                                       ; preds = %v1435
  %v1445 = or disjoint i32 %v127, 60
  %v1446 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1445
  %v1447 = load float, ptr addrspace(3) %v1446, align 16
  %v1448 = insertelement <2 x float> poison, float %v1447, i64 0
  %v1449 = shufflevector <2 x float> %v1448, <2 x float> poison, <2 x i32> zeroinitializer
  %v1450 = fmul contract <2 x float> %v1366, %v1449
  %v1451 = shufflevector <16 x float> %v1442, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v1452 = fadd contract <2 x float> %v1451, %v1450
  %v1453 = shufflevector <2 x float> %v1452, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1454 = shufflevector <16 x float> %v1442, <16 x float> %v1453, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v1455 = extractelement <16 x float> %v1442, i64 14
  %v1456 = fmul contract float %v1377, %v1447
  %v1457 = fadd contract float %v1455, %v1456
  %v1458 = insertelement <16 x float> %v1454, float %v1457, i64 14
  br i1 %v18, label %v1459, label %v1444

v1444:                                       ; preds = %v1443, %v1459, %v1435
  %v1460 = phi <16 x float> [ %v1458, %v1443 ], [ %v1461, %v1459 ], [ %v1442, %v1435 ]
  %v1462 = extractelement <16 x float> %v1460, i64 0
  %v1463 = or disjoint i32 %v127, 13
  %v1464 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1463
  %v1465 = load float, ptr addrspace(3) %v1464, align 4
  %v1466 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3328
  %v1467 = extractelement <16 x float> %v1460, i64 1
  %v1468 = load <2 x float>, ptr addrspace(3) %v1466, align 16
  %v1469 = extractelement <2 x float> %v1468, i64 0
  %v1470 = fmul contract float %v1465, %v1469
  %v1471 = fadd contract float %v1462, %v1470
  %v1472 = insertelement <16 x float> %v1460, float %v1471, i64 0
  %v1473 = extractelement <2 x float> %v1468, i64 1
  %v1474 = fmul contract float %v1465, %v1473
  %v1475 = fadd contract float %v1467, %v1474
  %v1476 = insertelement <16 x float> %v1472, float %v1475, i64 1
  %v1477 = extractelement <16 x float> %v1460, i64 2
  %v1478 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3336
  %v1479 = load float, ptr addrspace(3) %v1478, align 8
  %v1480 = fmul contract float %v1465, %v1479
  %v1481 = fadd contract float %v1477, %v1480
  %v1482 = insertelement <16 x float> %v1476, float %v1481, i64 2
  br i1 %v18, label %v1483, label %v1484

v1459:                                       ; preds = %v1443
  %v1485 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3084
  %v1486 = extractelement <16 x float> %v1442, i64 15
  %v1487 = load float, ptr addrspace(3) %v1485, align 4
  %v1488 = fmul contract float %v1447, %v1487
  %v1489 = fadd contract float %v1486, %v1488
  %v1461 = insertelement <16 x float> %v1458, float %v1489, i64 15
  br label %v1444

v1483:                                       ; preds = %v1444
  %v1490 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3340
  %v1491 = extractelement <16 x float> %v1460, i64 3
  %v1492 = load float, ptr addrspace(3) %v1490, align 4
  %v1493 = fmul contract float %v1465, %v1492
  %v1494 = fadd contract float %v1491, %v1493
  %v1495 = insertelement <16 x float> %v1482, float %v1494, i64 3
  br label %v1484

v1484:                                       ; preds = %v1483, %v1444
  %v1496 = phi <16 x float> [ %v1495, %v1483 ], [ %v1482, %v1444 ]
  %v1497 = extractelement <16 x float> %v1496, i64 4
  %v1498 = or disjoint i32 %v127, 29
  %v1499 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1498
  %v1500 = load float, ptr addrspace(3) %v1499, align 4
  %v1501 = fmul contract float %v1469, %v1500
  %v1502 = fadd contract float %v1497, %v1501
  %v1503 = insertelement <16 x float> %v1496, float %v1502, i64 4
  %v1504 = extractelement <16 x float> %v1496, i64 5
  %v1505 = fmul contract float %v1473, %v1500
  %v1506 = fadd contract float %v1504, %v1505
  %v1507 = insertelement <16 x float> %v1503, float %v1506, i64 5
  %v1508 = extractelement <16 x float> %v1496, i64 6
  %v1509 = fmul contract float %v1479, %v1500
  %v1510 = fadd contract float %v1508, %v1509
  %v1511 = insertelement <16 x float> %v1507, float %v1510, i64 6
  br i1 %v18, label %v1512, label %v1513

v1512:                                       ; preds = %v1484
  %v1514 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3340
  %v1515 = extractelement <16 x float> %v1496, i64 7
  %v1516 = load float, ptr addrspace(3) %v1514, align 4
  %v1517 = fmul contract float %v1500, %v1516
  %v1518 = fadd contract float %v1515, %v1517
  %v1519 = insertelement <16 x float> %v1511, float %v1518, i64 7
  br label %v1513

v1513:                                       ; preds = %v1512, %v1484
  %v1520 = phi <16 x float> [ %v1519, %v1512 ], [ %v1511, %v1484 ]
  %v1521 = extractelement <16 x float> %v1520, i64 8
  %v1522 = or disjoint i32 %v127, 45
  %v1523 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1522
  %v1524 = load float, ptr addrspace(3) %v1523, align 4
  %v1525 = fmul contract float %v1469, %v1524
  %v1526 = fadd contract float %v1521, %v1525
  %v1527 = insertelement <16 x float> %v1520, float %v1526, i64 8
  %v1528 = extractelement <16 x float> %v1520, i64 9
  %v1529 = fmul contract float %v1473, %v1524
  %v1530 = fadd contract float %v1528, %v1529
  %v1531 = insertelement <16 x float> %v1527, float %v1530, i64 9
  %v1532 = extractelement <16 x float> %v1520, i64 10
  %v1533 = fmul contract float %v1479, %v1524
  %v1534 = fadd contract float %v1532, %v1533
  %v1535 = insertelement <16 x float> %v1531, float %v1534, i64 10
  br i1 %v18, label %v1536, label %v1537

v1536:                                       ; preds = %v1513
  %v1538 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3340
  %v1539 = extractelement <16 x float> %v1520, i64 11
  %v1540 = load float, ptr addrspace(3) %v1538, align 4
  %v1541 = fmul contract float %v1524, %v1540
  %v1542 = fadd contract float %v1539, %v1541
  %v1543 = insertelement <16 x float> %v1535, float %v1542, i64 11
  br label %v1537

v1537:                                       ; preds = %v1536, %v1513
  %v1544 = phi <16 x float> [ %v1543, %v1536 ], [ %v1535, %v1513 ]
  br i1 %v23, label %v1545, label %v1546

v1545:                                       ; preds = %v1537
  %v1547 = or disjoint i32 %v127, 61
  %v1548 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1547
  %v1549 = load float, ptr addrspace(3) %v1548, align 4
  %v1550 = insertelement <2 x float> poison, float %v1549, i64 0
  %v1551 = shufflevector <2 x float> %v1550, <2 x float> poison, <2 x i32> zeroinitializer
  %v1552 = fmul contract <2 x float> %v1468, %v1551
  %v1553 = shufflevector <16 x float> %v1544, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v1554 = fadd contract <2 x float> %v1553, %v1552
  %v1555 = shufflevector <2 x float> %v1554, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1556 = shufflevector <16 x float> %v1544, <16 x float> %v1555, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v1557 = extractelement <16 x float> %v1544, i64 14
  %v1558 = fmul contract float %v1479, %v1549
  %v1559 = fadd contract float %v1557, %v1558
  %v1560 = insertelement <16 x float> %v1556, float %v1559, i64 14
  br i1 %v18, label %v1561, label %v1546

v1546:                                       ; preds = %v1545, %v1561, %v1537
  %v1562 = phi <16 x float> [ %v1560, %v1545 ], [ %v1563, %v1561 ], [ %v1544, %v1537 ]
  %v1564 = extractelement <16 x float> %v1562, i64 0
  %v1565 = or disjoint i32 %v127, 14
  %v1566 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1565
  %v1567 = load float, ptr addrspace(3) %v1566, align 8
  %v1568 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3584
  %v1569 = extractelement <16 x float> %v1562, i64 1
  %v1570 = load <2 x float>, ptr addrspace(3) %v1568, align 16
  %v1571 = extractelement <2 x float> %v1570, i64 0
  %v1572 = fmul contract float %v1567, %v1571
  %v1573 = fadd contract float %v1564, %v1572
  %v1574 = insertelement <16 x float> %v1562, float %v1573, i64 0
  %v1575 = extractelement <2 x float> %v1570, i64 1
  %v1576 = fmul contract float %v1567, %v1575
  %v1577 = fadd contract float %v1569, %v1576
  %v1578 = insertelement <16 x float> %v1574, float %v1577, i64 1
  %v1579 = extractelement <16 x float> %v1562, i64 2
  %v1580 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3592
  %v1581 = load float, ptr addrspace(3) %v1580, align 8
  %v1582 = fmul contract float %v1567, %v1581
  %v1583 = fadd contract float %v1579, %v1582
  %v1584 = insertelement <16 x float> %v1578, float %v1583, i64 2
  br i1 %v18, label %v1585, label %v1586

v1561:                                       ; preds = %v1545
  %v1587 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3340
  %v1588 = extractelement <16 x float> %v1544, i64 15
  %v1589 = load float, ptr addrspace(3) %v1587, align 4
  %v1590 = fmul contract float %v1549, %v1589
  %v1591 = fadd contract float %v1588, %v1590
  %v1563 = insertelement <16 x float> %v1560, float %v1591, i64 15
  br label %v1546

v1585:                                       ; preds = %v1546
  %v1592 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3596
  %v1593 = extractelement <16 x float> %v1562, i64 3
  %v1594 = load float, ptr addrspace(3) %v1592, align 4
  %v1595 = fmul contract float %v1567, %v1594
  %v1596 = fadd contract float %v1593, %v1595
  %v1597 = insertelement <16 x float> %v1584, float %v1596, i64 3
  br label %v1586

v1586:                                       ; preds = %v1585, %v1546
  %v1598 = phi <16 x float> [ %v1597, %v1585 ], [ %v1584, %v1546 ]
  %v1599 = extractelement <16 x float> %v1598, i64 4
  %v1600 = or disjoint i32 %v127, 30
  %v1601 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1600
  %v1602 = load float, ptr addrspace(3) %v1601, align 8
  %v1603 = fmul contract float %v1571, %v1602
  %v1604 = fadd contract float %v1599, %v1603
  %v1605 = insertelement <16 x float> %v1598, float %v1604, i64 4
  %v1606 = extractelement <16 x float> %v1598, i64 5
  %v1607 = fmul contract float %v1575, %v1602
  %v1608 = fadd contract float %v1606, %v1607
  %v1609 = insertelement <16 x float> %v1605, float %v1608, i64 5
  %v1610 = extractelement <16 x float> %v1598, i64 6
  %v1611 = fmul contract float %v1581, %v1602
  %v1612 = fadd contract float %v1610, %v1611
  %v1613 = insertelement <16 x float> %v1609, float %v1612, i64 6
  br i1 %v18, label %v1614, label %v1615

v1614:                                       ; preds = %v1586
  %v1616 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3596
  %v1617 = extractelement <16 x float> %v1598, i64 7
  %v1618 = load float, ptr addrspace(3) %v1616, align 4
  %v1619 = fmul contract float %v1602, %v1618
  %v1620 = fadd contract float %v1617, %v1619
  %v1621 = insertelement <16 x float> %v1613, float %v1620, i64 7
  br label %v1615

v1615:                                       ; preds = %v1614, %v1586
  %v1622 = phi <16 x float> [ %v1621, %v1614 ], [ %v1613, %v1586 ]
  %v1623 = extractelement <16 x float> %v1622, i64 8
  %v1624 = or disjoint i32 %v127, 46
  %v1625 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1624
  %v1626 = load float, ptr addrspace(3) %v1625, align 8
  %v1627 = fmul contract float %v1571, %v1626
  %v1628 = fadd contract float %v1623, %v1627
  %v1629 = insertelement <16 x float> %v1622, float %v1628, i64 8
  %v1630 = extractelement <16 x float> %v1622, i64 9
  %v1631 = fmul contract float %v1575, %v1626
  %v1632 = fadd contract float %v1630, %v1631
  %v1633 = insertelement <16 x float> %v1629, float %v1632, i64 9
  %v1634 = extractelement <16 x float> %v1622, i64 10
  %v1635 = fmul contract float %v1581, %v1626
  %v1636 = fadd contract float %v1634, %v1635
  %v1637 = insertelement <16 x float> %v1633, float %v1636, i64 10
  br i1 %v18, label %v1638, label %v1639

v1638:                                       ; preds = %v1615
  %v1640 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3596
  %v1641 = extractelement <16 x float> %v1622, i64 11
  %v1642 = load float, ptr addrspace(3) %v1640, align 4
  %v1643 = fmul contract float %v1626, %v1642
  %v1644 = fadd contract float %v1641, %v1643
  %v1645 = insertelement <16 x float> %v1637, float %v1644, i64 11
  br label %v1639

v1639:                                       ; preds = %v1638, %v1615
  %v1646 = phi <16 x float> [ %v1645, %v1638 ], [ %v1637, %v1615 ]
  br i1 %v23, label %v1647, label %v1648

v1647:                                       ; preds = %v1639
  %v1649 = or disjoint i32 %v127, 62
  %v1650 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1649
  %v1651 = load float, ptr addrspace(3) %v1650, align 8
  %v1652 = insertelement <2 x float> poison, float %v1651, i64 0
  %v1653 = shufflevector <2 x float> %v1652, <2 x float> poison, <2 x i32> zeroinitializer
  %v1654 = fmul contract <2 x float> %v1570, %v1653
  %v1655 = shufflevector <16 x float> %v1646, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v1656 = fadd contract <2 x float> %v1655, %v1654
  %v1657 = shufflevector <2 x float> %v1656, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1658 = shufflevector <16 x float> %v1646, <16 x float> %v1657, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v1659 = extractelement <16 x float> %v1646, i64 14
  %v1660 = fmul contract float %v1581, %v1651
  %v1661 = fadd contract float %v1659, %v1660
  %v1662 = insertelement <16 x float> %v1658, float %v1661, i64 14
  br i1 %v18, label %v1663, label %v1648

v1648:                                       ; preds = %v1647, %v1663, %v1639
  %v1664 = phi <16 x float> [ %v1662, %v1647 ], [ %v1665, %v1663 ], [ %v1646, %v1639 ]
  %v1666 = extractelement <16 x float> %v1664, i64 0
  %v1667 = or disjoint i32 %v127, 15
  %v1668 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1667
  %v1669 = load float, ptr addrspace(3) %v1668, align 4
  %v1670 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3840
  %v1671 = extractelement <16 x float> %v1664, i64 1
  %v1672 = load <2 x float>, ptr addrspace(3) %v1670, align 16
  %v1673 = extractelement <2 x float> %v1672, i64 0
  %v1674 = fmul contract float %v1669, %v1673
  %v1675 = fadd contract float %v1666, %v1674
  %v1676 = insertelement <16 x float> %v1664, float %v1675, i64 0
  %v1677 = extractelement <2 x float> %v1672, i64 1
  %v1678 = fmul contract float %v1669, %v1677
  %v1679 = fadd contract float %v1671, %v1678
  %v1680 = insertelement <16 x float> %v1676, float %v1679, i64 1
  %v1681 = extractelement <16 x float> %v1664, i64 2
  %v1682 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3848
  %v1683 = load float, ptr addrspace(3) %v1682, align 8
  %v1684 = fmul contract float %v1669, %v1683
  %v1685 = fadd contract float %v1681, %v1684
  %v1686 = insertelement <16 x float> %v1680, float %v1685, i64 2
  br i1 %v18, label %v1687, label %v1688

v1663:                                       ; preds = %v1647
  %v1689 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3596
  %v1690 = extractelement <16 x float> %v1646, i64 15
  %v1691 = load float, ptr addrspace(3) %v1689, align 4
  %v1692 = fmul contract float %v1651, %v1691
  %v1693 = fadd contract float %v1690, %v1692
  %v1665 = insertelement <16 x float> %v1662, float %v1693, i64 15
  br label %v1648

v1687:                                       ; preds = %v1648
  %v1694 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3852
  %v1695 = extractelement <16 x float> %v1664, i64 3
  %v1696 = load float, ptr addrspace(3) %v1694, align 4
  %v1697 = fmul contract float %v1669, %v1696
  %v1698 = fadd contract float %v1695, %v1697
  %v1699 = insertelement <16 x float> %v1686, float %v1698, i64 3
  br label %v1688

v1688:                                       ; preds = %v1687, %v1648
  %v1700 = phi <16 x float> [ %v1699, %v1687 ], [ %v1686, %v1648 ]
  %v1701 = extractelement <16 x float> %v1700, i64 4
  %v1702 = or disjoint i32 %v127, 31
  %v1703 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1702
  %v1704 = load float, ptr addrspace(3) %v1703, align 4
  %v1705 = fmul contract float %v1673, %v1704
  %v1706 = fadd contract float %v1701, %v1705
  %v1707 = insertelement <16 x float> %v1700, float %v1706, i64 4
  %v1708 = extractelement <16 x float> %v1700, i64 5
  %v1709 = fmul contract float %v1677, %v1704
  %v1710 = fadd contract float %v1708, %v1709
  %v1711 = insertelement <16 x float> %v1707, float %v1710, i64 5
  %v1712 = extractelement <16 x float> %v1700, i64 6
  %v1713 = fmul contract float %v1683, %v1704
  %v1714 = fadd contract float %v1712, %v1713
  %v1715 = insertelement <16 x float> %v1711, float %v1714, i64 6
  br i1 %v18, label %v1716, label %v1717

v1716:                                       ; preds = %v1688
  %v1718 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3852
  %v1719 = extractelement <16 x float> %v1700, i64 7
  %v1720 = load float, ptr addrspace(3) %v1718, align 4
  %v1721 = fmul contract float %v1704, %v1720
  %v1722 = fadd contract float %v1719, %v1721
  %v1723 = insertelement <16 x float> %v1715, float %v1722, i64 7
  br label %v1717

v1717:                                       ; preds = %v1716, %v1688
  %v1724 = phi <16 x float> [ %v1723, %v1716 ], [ %v1715, %v1688 ]
  %v1725 = extractelement <16 x float> %v1724, i64 8
  %v1726 = or disjoint i32 %v127, 47
  %v1727 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1726
  %v1728 = load float, ptr addrspace(3) %v1727, align 4
  %v1729 = fmul contract float %v1673, %v1728
  %v1730 = fadd contract float %v1725, %v1729
  %v1731 = insertelement <16 x float> %v1724, float %v1730, i64 8
  %v1732 = extractelement <16 x float> %v1724, i64 9
  %v1733 = fmul contract float %v1677, %v1728
  %v1734 = fadd contract float %v1732, %v1733
  %v1735 = insertelement <16 x float> %v1731, float %v1734, i64 9
  %v1736 = extractelement <16 x float> %v1724, i64 10
  %v1737 = fmul contract float %v1683, %v1728
  %v1738 = fadd contract float %v1736, %v1737
  %v1739 = insertelement <16 x float> %v1735, float %v1738, i64 10
  br i1 %v18, label %v1740, label %v1741

v1740:                                       ; preds = %v1717
  %v1742 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3852
  %v1743 = extractelement <16 x float> %v1724, i64 11
  %v1744 = load float, ptr addrspace(3) %v1742, align 4
  %v1745 = fmul contract float %v1728, %v1744
  %v1746 = fadd contract float %v1743, %v1745
  %v1747 = insertelement <16 x float> %v1739, float %v1746, i64 11
  br label %v1741

v1741:                                       ; preds = %v1740, %v1717
  %v1748 = phi <16 x float> [ %v1747, %v1740 ], [ %v1739, %v1717 ]
  br i1 %v23, label %v1749, label %v153

v1749:                                       ; preds = %v1741
  %v1750 = or disjoint i32 %v127, 63
  %v1751 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1750
  %v1752 = load float, ptr addrspace(3) %v1751, align 4
  %v1753 = insertelement <2 x float> poison, float %v1752, i64 0
  %v1754 = shufflevector <2 x float> %v1753, <2 x float> poison, <2 x i32> zeroinitializer
  %v1755 = fmul contract <2 x float> %v1672, %v1754
  %v1756 = shufflevector <16 x float> %v1748, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v1757 = fadd contract <2 x float> %v1756, %v1755
  %v1758 = shufflevector <2 x float> %v1757, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1759 = shufflevector <16 x float> %v1748, <16 x float> %v1758, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v1760 = extractelement <16 x float> %v1748, i64 14
  %v1761 = fmul contract float %v1683, %v1752
  %v1762 = fadd contract float %v1760, %v1761
  %v1763 = insertelement <16 x float> %v1759, float %v1762, i64 14
  br i1 %v18, label %v1764, label %v153

v153:                                       ; preds = %v1749, %v1764, %v1741
  %v155 = phi <16 x float> [ %v1763, %v1749 ], [ %v1765, %v1764 ], [ %v1748, %v1741 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  br label %v86

v1764:                                       ; preds = %v1749
  %v1766 = getelementptr inbounds i8, ptr addrspace(3) %v132, i32 3852
  %v1767 = extractelement <16 x float> %v1748, i64 15
  %v1768 = load float, ptr addrspace(3) %v1766, align 4
  %v1769 = fmul contract float %v1752, %v1768
  %v1770 = fadd contract float %v1767, %v1769
  %v1765 = insertelement <16 x float> %v1763, float %v1770, i64 15
  br label %v153

v158:                                       ; preds = %v93
  %v1771 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v63, i32 4, <4 x i1> %v68, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v1771, ptr %v71, i32 16, <4 x i1> %v68)
  %v1772 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v76, i32 4, <4 x i1> %v80, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v1772, ptr %v84, i32 16, <4 x i1> %v80)
  br label %v159

v159:                                       ; preds = %v158, %v93
  %v1773 = extractelement <16 x float> %v87, i64 0
  %v1774 = shl nuw nsw i64 %v89, 10
  %v1775 = add nuw nsw i64 %v1774, %v39
  %v1776 = trunc i64 %v1775 to i32
  %v1777 = getelementptr float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1776
  %v1778 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8192
  %v1779 = load float, ptr addrspace(3) %v1778, align 64
  %v1780 = add nuw nsw i64 %v1774, %v15
  %v1781 = trunc i64 %v1780 to i32
  %v1782 = getelementptr float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared, i32 %v1781
  %v1783 = getelementptr i8, ptr addrspace(3) %v1782, i32 -8192
  %v1784 = extractelement <16 x float> %v87, i64 1
  %v1785 = load <2 x float>, ptr addrspace(3) %v1783, align 16
  %v1786 = extractelement <2 x float> %v1785, i64 0
  %v1787 = fmul contract float %v1779, %v1786
  %v1788 = fadd contract float %v1773, %v1787
  %v1789 = insertelement <16 x float> %v87, float %v1788, i64 0
  %v1790 = extractelement <2 x float> %v1785, i64 1
  %v1791 = fmul contract float %v1779, %v1790
  %v1792 = fadd contract float %v1784, %v1791
  %v1793 = insertelement <16 x float> %v1789, float %v1792, i64 1
  %v1794 = extractelement <16 x float> %v87, i64 2
  %v1795 = getelementptr i8, ptr addrspace(3) %v1782, i32 -8184
  %v1796 = load float, ptr addrspace(3) %v1795, align 8
  %v1797 = fmul contract float %v1779, %v1796
  %v1798 = fadd contract float %v1794, %v1797
  %v1799 = insertelement <16 x float> %v1793, float %v1798, i64 2
  br i1 %v18, label %v1800, label %v1801

v1800:                                       ; preds = %v159
  %v1802 = getelementptr i8, ptr addrspace(3) %v1782, i32 -8180
  %v1803 = extractelement <16 x float> %v87, i64 3
  %v1804 = load float, ptr addrspace(3) %v1802, align 4
  %v1805 = fmul contract float %v1779, %v1804
  %v1806 = fadd contract float %v1803, %v1805
  %v1807 = insertelement <16 x float> %v1799, float %v1806, i64 3
  br label %v1801

v1801:                                       ; preds = %v1800, %v159
  %v1808 = phi <16 x float> [ %v1807, %v1800 ], [ %v1799, %v159 ]
  %v1809 = extractelement <16 x float> %v1808, i64 4
  %v1810 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8128
  %v1811 = load float, ptr addrspace(3) %v1810, align 64
  %v1812 = fmul contract float %v1786, %v1811
  %v1813 = fadd contract float %v1809, %v1812
  %v1814 = insertelement <16 x float> %v1808, float %v1813, i64 4
  %v1815 = extractelement <16 x float> %v1808, i64 5
  %v1816 = fmul contract float %v1790, %v1811
  %v1817 = fadd contract float %v1815, %v1816
  %v1818 = insertelement <16 x float> %v1814, float %v1817, i64 5
  %v1819 = extractelement <16 x float> %v1808, i64 6
  %v1820 = fmul contract float %v1796, %v1811
  %v1821 = fadd contract float %v1819, %v1820
  %v1822 = insertelement <16 x float> %v1818, float %v1821, i64 6
  br i1 %v18, label %v1823, label %v1824

v1823:                                       ; preds = %v1801
  %v1825 = getelementptr i8, ptr addrspace(3) %v1782, i32 -8180
  %v1826 = extractelement <16 x float> %v1808, i64 7
  %v1827 = load float, ptr addrspace(3) %v1825, align 4
  %v1828 = fmul contract float %v1811, %v1827
  %v1829 = fadd contract float %v1826, %v1828
  %v1830 = insertelement <16 x float> %v1822, float %v1829, i64 7
  br label %v1824

v1824:                                       ; preds = %v1823, %v1801
  %v1831 = phi <16 x float> [ %v1830, %v1823 ], [ %v1822, %v1801 ]
  %v1832 = extractelement <16 x float> %v1831, i64 8
  %v1833 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8064
  %v1834 = load float, ptr addrspace(3) %v1833, align 64
  %v1835 = fmul contract float %v1786, %v1834
  %v1836 = fadd contract float %v1832, %v1835
  %v1837 = insertelement <16 x float> %v1831, float %v1836, i64 8
  %v1838 = extractelement <16 x float> %v1831, i64 9
  %v1839 = fmul contract float %v1790, %v1834
  %v1840 = fadd contract float %v1838, %v1839
  %v1841 = insertelement <16 x float> %v1837, float %v1840, i64 9
  %v1842 = extractelement <16 x float> %v1831, i64 10
  %v1843 = fmul contract float %v1796, %v1834
  %v1844 = fadd contract float %v1842, %v1843
  %v1845 = insertelement <16 x float> %v1841, float %v1844, i64 10
  br i1 %v18, label %v1846, label %v1847

v1846:                                       ; preds = %v1824
  %v1848 = getelementptr i8, ptr addrspace(3) %v1782, i32 -8180
  %v1849 = extractelement <16 x float> %v1831, i64 11
  %v1850 = load float, ptr addrspace(3) %v1848, align 4
  %v1851 = fmul contract float %v1834, %v1850
  %v1852 = fadd contract float %v1849, %v1851
  %v1853 = insertelement <16 x float> %v1845, float %v1852, i64 11
  br label %v1847

v1847:                                       ; preds = %v1846, %v1824
  %v1854 = phi <16 x float> [ %v1853, %v1846 ], [ %v1845, %v1824 ]
  br i1 %v23, label %v1855, label %v1856

v1855:                                       ; preds = %v1847
  %v1857 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8000
  %v1858 = load float, ptr addrspace(3) %v1857, align 64
  %v1859 = insertelement <2 x float> poison, float %v1858, i64 0
  %v1860 = shufflevector <2 x float> %v1859, <2 x float> poison, <2 x i32> zeroinitializer
  %v1861 = fmul contract <2 x float> %v1785, %v1860
  %v1862 = shufflevector <16 x float> %v1854, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v1863 = fadd contract <2 x float> %v1862, %v1861
  %v1864 = shufflevector <2 x float> %v1863, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1865 = shufflevector <16 x float> %v1854, <16 x float> %v1864, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v1866 = extractelement <16 x float> %v1854, i64 14
  %v1867 = fmul contract float %v1796, %v1858
  %v1868 = fadd contract float %v1866, %v1867
  %v1869 = insertelement <16 x float> %v1865, float %v1868, i64 14
  br i1 %v18, label %v1870, label %v1856

v1856:                                       ; preds = %v1855, %v1870, %v1847
  %v1871 = phi <16 x float> [ %v1869, %v1855 ], [ %v1872, %v1870 ], [ %v1854, %v1847 ]
  %v1873 = extractelement <16 x float> %v1871, i64 0
  %v1874 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8188
  %v1875 = load float, ptr addrspace(3) %v1874, align 4
  %v1876 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7936
  %v1877 = extractelement <16 x float> %v1871, i64 1
  %v1878 = load <2 x float>, ptr addrspace(3) %v1876, align 16
  %v1879 = extractelement <2 x float> %v1878, i64 0
  %v1880 = fmul contract float %v1875, %v1879
  %v1881 = fadd contract float %v1873, %v1880
  %v1882 = insertelement <16 x float> %v1871, float %v1881, i64 0
  %v1883 = extractelement <2 x float> %v1878, i64 1
  %v1884 = fmul contract float %v1875, %v1883
  %v1885 = fadd contract float %v1877, %v1884
  %v1886 = insertelement <16 x float> %v1882, float %v1885, i64 1
  %v1887 = extractelement <16 x float> %v1871, i64 2
  %v1888 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7928
  %v1889 = load float, ptr addrspace(3) %v1888, align 8
  %v1890 = fmul contract float %v1875, %v1889
  %v1891 = fadd contract float %v1887, %v1890
  %v1892 = insertelement <16 x float> %v1886, float %v1891, i64 2
  br i1 %v18, label %v1893, label %v1894

v1870:                                       ; preds = %v1855
  %v1895 = getelementptr i8, ptr addrspace(3) %v1782, i32 -8180
  %v1896 = extractelement <16 x float> %v1854, i64 15
  %v1897 = load float, ptr addrspace(3) %v1895, align 4
  %v1898 = fmul contract float %v1858, %v1897
  %v1899 = fadd contract float %v1896, %v1898
  %v1872 = insertelement <16 x float> %v1869, float %v1899, i64 15
  br label %v1856

v1893:                                       ; preds = %v1856
  %v1900 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7924
  %v1901 = extractelement <16 x float> %v1871, i64 3
  %v1902 = load float, ptr addrspace(3) %v1900, align 4
  %v1903 = fmul contract float %v1875, %v1902
  %v1904 = fadd contract float %v1901, %v1903
  %v1905 = insertelement <16 x float> %v1892, float %v1904, i64 3
  br label %v1894

v1894:                                       ; preds = %v1893, %v1856
  %v1906 = phi <16 x float> [ %v1905, %v1893 ], [ %v1892, %v1856 ]
  %v1907 = extractelement <16 x float> %v1906, i64 4
  %v1908 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8124
  %v1909 = load float, ptr addrspace(3) %v1908, align 4
  %v1910 = fmul contract float %v1879, %v1909
  %v1911 = fadd contract float %v1907, %v1910
  %v1912 = insertelement <16 x float> %v1906, float %v1911, i64 4
  %v1913 = extractelement <16 x float> %v1906, i64 5
  %v1914 = fmul contract float %v1883, %v1909
  %v1915 = fadd contract float %v1913, %v1914
  %v1916 = insertelement <16 x float> %v1912, float %v1915, i64 5
  %v1917 = extractelement <16 x float> %v1906, i64 6
  %v1918 = fmul contract float %v1889, %v1909
  %v1919 = fadd contract float %v1917, %v1918
  %v1920 = insertelement <16 x float> %v1916, float %v1919, i64 6
  br i1 %v18, label %v1921, label %v1922

v1921:                                       ; preds = %v1894
  %v1923 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7924
  %v1924 = extractelement <16 x float> %v1906, i64 7
  %v1925 = load float, ptr addrspace(3) %v1923, align 4
  %v1926 = fmul contract float %v1909, %v1925
  %v1927 = fadd contract float %v1924, %v1926
  %v1928 = insertelement <16 x float> %v1920, float %v1927, i64 7
  br label %v1922

v1922:                                       ; preds = %v1921, %v1894
  %v1929 = phi <16 x float> [ %v1928, %v1921 ], [ %v1920, %v1894 ]
  %v1930 = extractelement <16 x float> %v1929, i64 8
  %v1931 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8060
  %v1932 = load float, ptr addrspace(3) %v1931, align 4
  %v1933 = fmul contract float %v1879, %v1932
  %v1934 = fadd contract float %v1930, %v1933
  %v1935 = insertelement <16 x float> %v1929, float %v1934, i64 8
  %v1936 = extractelement <16 x float> %v1929, i64 9
  %v1937 = fmul contract float %v1883, %v1932
  %v1938 = fadd contract float %v1936, %v1937
  %v1939 = insertelement <16 x float> %v1935, float %v1938, i64 9
  %v1940 = extractelement <16 x float> %v1929, i64 10
  %v1941 = fmul contract float %v1889, %v1932
  %v1942 = fadd contract float %v1940, %v1941
  %v1943 = insertelement <16 x float> %v1939, float %v1942, i64 10
  br i1 %v18, label %v1944, label %v1945

v1944:                                       ; preds = %v1922
  %v1946 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7924
  %v1947 = extractelement <16 x float> %v1929, i64 11
  %v1948 = load float, ptr addrspace(3) %v1946, align 4
  %v1949 = fmul contract float %v1932, %v1948
  %v1950 = fadd contract float %v1947, %v1949
  %v1951 = insertelement <16 x float> %v1943, float %v1950, i64 11
  br label %v1945

v1945:                                       ; preds = %v1944, %v1922
  %v1952 = phi <16 x float> [ %v1951, %v1944 ], [ %v1943, %v1922 ]
  br i1 %v23, label %v1953, label %v1954

v1953:                                       ; preds = %v1945
  %v1955 = getelementptr i8, ptr addrspace(3) %v1777, i32 -7996
  %v1956 = load float, ptr addrspace(3) %v1955, align 4
  %v1957 = insertelement <2 x float> poison, float %v1956, i64 0
  %v1958 = shufflevector <2 x float> %v1957, <2 x float> poison, <2 x i32> zeroinitializer
  %v1959 = fmul contract <2 x float> %v1878, %v1958
  %v1960 = shufflevector <16 x float> %v1952, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v1961 = fadd contract <2 x float> %v1960, %v1959
  %v1962 = shufflevector <2 x float> %v1961, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1963 = shufflevector <16 x float> %v1952, <16 x float> %v1962, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v1964 = extractelement <16 x float> %v1952, i64 14
  %v1965 = fmul contract float %v1889, %v1956
  %v1966 = fadd contract float %v1964, %v1965
  %v1967 = insertelement <16 x float> %v1963, float %v1966, i64 14
  br i1 %v18, label %v1968, label %v1954

v1954:                                       ; preds = %v1953, %v1968, %v1945
  %v1969 = phi <16 x float> [ %v1967, %v1953 ], [ %v1970, %v1968 ], [ %v1952, %v1945 ]
  %v1971 = extractelement <16 x float> %v1969, i64 0
  %v1972 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8184
  %v1973 = load float, ptr addrspace(3) %v1972, align 8
  %v1974 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7680
  %v1975 = extractelement <16 x float> %v1969, i64 1
  %v1976 = load <2 x float>, ptr addrspace(3) %v1974, align 16
  %v1977 = extractelement <2 x float> %v1976, i64 0
  %v1978 = fmul contract float %v1973, %v1977
  %v1979 = fadd contract float %v1971, %v1978
  %v1980 = insertelement <16 x float> %v1969, float %v1979, i64 0
  %v1981 = extractelement <2 x float> %v1976, i64 1
  %v1982 = fmul contract float %v1973, %v1981
  %v1983 = fadd contract float %v1975, %v1982
  %v1984 = insertelement <16 x float> %v1980, float %v1983, i64 1
  %v1985 = extractelement <16 x float> %v1969, i64 2
  %v1986 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7672
  %v1987 = load float, ptr addrspace(3) %v1986, align 8
  %v1988 = fmul contract float %v1973, %v1987
  %v1989 = fadd contract float %v1985, %v1988
  %v1990 = insertelement <16 x float> %v1984, float %v1989, i64 2
  br i1 %v18, label %v1991, label %v1992

v1968:                                       ; preds = %v1953
  %v1993 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7924
  %v1994 = extractelement <16 x float> %v1952, i64 15
  %v1995 = load float, ptr addrspace(3) %v1993, align 4
  %v1996 = fmul contract float %v1956, %v1995
  %v1997 = fadd contract float %v1994, %v1996
  %v1970 = insertelement <16 x float> %v1967, float %v1997, i64 15
  br label %v1954

v1991:                                       ; preds = %v1954
  %v1998 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7668
  %v1999 = extractelement <16 x float> %v1969, i64 3
  %v2000 = load float, ptr addrspace(3) %v1998, align 4
  %v2001 = fmul contract float %v1973, %v2000
  %v2002 = fadd contract float %v1999, %v2001
  %v2003 = insertelement <16 x float> %v1990, float %v2002, i64 3
  br label %v1992

v1992:                                       ; preds = %v1991, %v1954
  %v2004 = phi <16 x float> [ %v2003, %v1991 ], [ %v1990, %v1954 ]
  %v2005 = extractelement <16 x float> %v2004, i64 4
  %v2006 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8120
  %v2007 = load float, ptr addrspace(3) %v2006, align 8
  %v2008 = fmul contract float %v1977, %v2007
  %v2009 = fadd contract float %v2005, %v2008
  %v2010 = insertelement <16 x float> %v2004, float %v2009, i64 4
  %v2011 = extractelement <16 x float> %v2004, i64 5
  %v2012 = fmul contract float %v1981, %v2007
  %v2013 = fadd contract float %v2011, %v2012
  %v2014 = insertelement <16 x float> %v2010, float %v2013, i64 5
  %v2015 = extractelement <16 x float> %v2004, i64 6
  %v2016 = fmul contract float %v1987, %v2007
  %v2017 = fadd contract float %v2015, %v2016
  %v2018 = insertelement <16 x float> %v2014, float %v2017, i64 6
  br i1 %v18, label %v2019, label %v2020

v2019:                                       ; preds = %v1992
  %v2021 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7668
  %v2022 = extractelement <16 x float> %v2004, i64 7
  %v2023 = load float, ptr addrspace(3) %v2021, align 4
  %v2024 = fmul contract float %v2007, %v2023
  %v2025 = fadd contract float %v2022, %v2024
  %v2026 = insertelement <16 x float> %v2018, float %v2025, i64 7
  br label %v2020

v2020:                                       ; preds = %v2019, %v1992
  %v2027 = phi <16 x float> [ %v2026, %v2019 ], [ %v2018, %v1992 ]
  %v2028 = extractelement <16 x float> %v2027, i64 8
  %v2029 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8056
  %v2030 = load float, ptr addrspace(3) %v2029, align 8
  %v2031 = fmul contract float %v1977, %v2030
  %v2032 = fadd contract float %v2028, %v2031
  %v2033 = insertelement <16 x float> %v2027, float %v2032, i64 8
  %v2034 = extractelement <16 x float> %v2027, i64 9
  %v2035 = fmul contract float %v1981, %v2030
  %v2036 = fadd contract float %v2034, %v2035
  %v2037 = insertelement <16 x float> %v2033, float %v2036, i64 9
  %v2038 = extractelement <16 x float> %v2027, i64 10
  %v2039 = fmul contract float %v1987, %v2030
  %v2040 = fadd contract float %v2038, %v2039
  %v2041 = insertelement <16 x float> %v2037, float %v2040, i64 10
  br i1 %v18, label %v2042, label %v2043

v2042:                                       ; preds = %v2020
  %v2044 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7668
  %v2045 = extractelement <16 x float> %v2027, i64 11
  %v2046 = load float, ptr addrspace(3) %v2044, align 4
  %v2047 = fmul contract float %v2030, %v2046
  %v2048 = fadd contract float %v2045, %v2047
  %v2049 = insertelement <16 x float> %v2041, float %v2048, i64 11
  br label %v2043

v2043:                                       ; preds = %v2042, %v2020
  %v2050 = phi <16 x float> [ %v2049, %v2042 ], [ %v2041, %v2020 ]
  br i1 %v23, label %v2051, label %v2052

v2051:                                       ; preds = %v2043
  %v2053 = getelementptr i8, ptr addrspace(3) %v1777, i32 -7992
  %v2054 = load float, ptr addrspace(3) %v2053, align 8
  %v2055 = insertelement <2 x float> poison, float %v2054, i64 0
  %v2056 = shufflevector <2 x float> %v2055, <2 x float> poison, <2 x i32> zeroinitializer
  %v2057 = fmul contract <2 x float> %v1976, %v2056
  %v2058 = shufflevector <16 x float> %v2050, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v2059 = fadd contract <2 x float> %v2058, %v2057
  %v2060 = shufflevector <2 x float> %v2059, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v2061 = shufflevector <16 x float> %v2050, <16 x float> %v2060, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v2062 = extractelement <16 x float> %v2050, i64 14
  %v2063 = fmul contract float %v1987, %v2054
  %v2064 = fadd contract float %v2062, %v2063
  %v2065 = insertelement <16 x float> %v2061, float %v2064, i64 14
  br i1 %v18, label %v2066, label %v2052

v2052:                                       ; preds = %v2051, %v2066, %v2043
  %v2067 = phi <16 x float> [ %v2065, %v2051 ], [ %v2068, %v2066 ], [ %v2050, %v2043 ]
  %v2069 = extractelement <16 x float> %v2067, i64 0
  %v2070 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8180
  %v2071 = load float, ptr addrspace(3) %v2070, align 4
  %v2072 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7424
  %v2073 = extractelement <16 x float> %v2067, i64 1
  %v2074 = load <2 x float>, ptr addrspace(3) %v2072, align 16
  %v2075 = extractelement <2 x float> %v2074, i64 0
  %v2076 = fmul contract float %v2071, %v2075
  %v2077 = fadd contract float %v2069, %v2076
  %v2078 = insertelement <16 x float> %v2067, float %v2077, i64 0
  %v2079 = extractelement <2 x float> %v2074, i64 1
  %v2080 = fmul contract float %v2071, %v2079
  %v2081 = fadd contract float %v2073, %v2080
  %v2082 = insertelement <16 x float> %v2078, float %v2081, i64 1
  %v2083 = extractelement <16 x float> %v2067, i64 2
  %v2084 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7416
  %v2085 = load float, ptr addrspace(3) %v2084, align 8
  %v2086 = fmul contract float %v2071, %v2085
  %v2087 = fadd contract float %v2083, %v2086
  %v2088 = insertelement <16 x float> %v2082, float %v2087, i64 2
  br i1 %v18, label %v2089, label %v2090

v2066:                                       ; preds = %v2051
  %v2091 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7668
  %v2092 = extractelement <16 x float> %v2050, i64 15
  %v2093 = load float, ptr addrspace(3) %v2091, align 4
  %v2094 = fmul contract float %v2054, %v2093
  %v2095 = fadd contract float %v2092, %v2094
  %v2068 = insertelement <16 x float> %v2065, float %v2095, i64 15
  br label %v2052

v2089:                                       ; preds = %v2052
  %v2096 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7412
  %v2097 = extractelement <16 x float> %v2067, i64 3
  %v2098 = load float, ptr addrspace(3) %v2096, align 4
  %v2099 = fmul contract float %v2071, %v2098
  %v2100 = fadd contract float %v2097, %v2099
  %v2101 = insertelement <16 x float> %v2088, float %v2100, i64 3
  br label %v2090

v2090:                                       ; preds = %v2089, %v2052
  %v2102 = phi <16 x float> [ %v2101, %v2089 ], [ %v2088, %v2052 ]
  %v2103 = extractelement <16 x float> %v2102, i64 4
  %v2104 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8116
  %v2105 = load float, ptr addrspace(3) %v2104, align 4
  %v2106 = fmul contract float %v2075, %v2105
  %v2107 = fadd contract float %v2103, %v2106
  %v2108 = insertelement <16 x float> %v2102, float %v2107, i64 4
  %v2109 = extractelement <16 x float> %v2102, i64 5
  %v2110 = fmul contract float %v2079, %v2105
  %v2111 = fadd contract float %v2109, %v2110
  %v2112 = insertelement <16 x float> %v2108, float %v2111, i64 5
  %v2113 = extractelement <16 x float> %v2102, i64 6
  %v2114 = fmul contract float %v2085, %v2105
  %v2115 = fadd contract float %v2113, %v2114
  %v2116 = insertelement <16 x float> %v2112, float %v2115, i64 6
  br i1 %v18, label %v2117, label %v2118

v2117:                                       ; preds = %v2090
  %v2119 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7412
  %v2120 = extractelement <16 x float> %v2102, i64 7
  %v2121 = load float, ptr addrspace(3) %v2119, align 4
  %v2122 = fmul contract float %v2105, %v2121
  %v2123 = fadd contract float %v2120, %v2122
  %v2124 = insertelement <16 x float> %v2116, float %v2123, i64 7
  br label %v2118

v2118:                                       ; preds = %v2117, %v2090
  %v2125 = phi <16 x float> [ %v2124, %v2117 ], [ %v2116, %v2090 ]
  %v2126 = extractelement <16 x float> %v2125, i64 8
  %v2127 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8052
  %v2128 = load float, ptr addrspace(3) %v2127, align 4
  %v2129 = fmul contract float %v2075, %v2128
  %v2130 = fadd contract float %v2126, %v2129
  %v2131 = insertelement <16 x float> %v2125, float %v2130, i64 8
  %v2132 = extractelement <16 x float> %v2125, i64 9
  %v2133 = fmul contract float %v2079, %v2128
  %v2134 = fadd contract float %v2132, %v2133
  %v2135 = insertelement <16 x float> %v2131, float %v2134, i64 9
  %v2136 = extractelement <16 x float> %v2125, i64 10
  %v2137 = fmul contract float %v2085, %v2128
  %v2138 = fadd contract float %v2136, %v2137
  %v2139 = insertelement <16 x float> %v2135, float %v2138, i64 10
  br i1 %v18, label %v2140, label %v2141

v2140:                                       ; preds = %v2118
  %v2142 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7412
  %v2143 = extractelement <16 x float> %v2125, i64 11
  %v2144 = load float, ptr addrspace(3) %v2142, align 4
  %v2145 = fmul contract float %v2128, %v2144
  %v2146 = fadd contract float %v2143, %v2145
  %v2147 = insertelement <16 x float> %v2139, float %v2146, i64 11
  br label %v2141

v2141:                                       ; preds = %v2140, %v2118
  %v2148 = phi <16 x float> [ %v2147, %v2140 ], [ %v2139, %v2118 ]
  br i1 %v23, label %v2149, label %v2150

v2149:                                       ; preds = %v2141
  %v2151 = getelementptr i8, ptr addrspace(3) %v1777, i32 -7988
  %v2152 = load float, ptr addrspace(3) %v2151, align 4
  %v2153 = insertelement <2 x float> poison, float %v2152, i64 0
  %v2154 = shufflevector <2 x float> %v2153, <2 x float> poison, <2 x i32> zeroinitializer
  %v2155 = fmul contract <2 x float> %v2074, %v2154
  %v2156 = shufflevector <16 x float> %v2148, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v2157 = fadd contract <2 x float> %v2156, %v2155
  %v2158 = shufflevector <2 x float> %v2157, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v2159 = shufflevector <16 x float> %v2148, <16 x float> %v2158, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v2160 = extractelement <16 x float> %v2148, i64 14
  %v2161 = fmul contract float %v2085, %v2152
  %v2162 = fadd contract float %v2160, %v2161
  %v2163 = insertelement <16 x float> %v2159, float %v2162, i64 14
  br i1 %v18, label %v2164, label %v2150

v2150:                                       ; preds = %v2149, %v2164, %v2141
  %v2165 = phi <16 x float> [ %v2163, %v2149 ], [ %v2166, %v2164 ], [ %v2148, %v2141 ]
  %v2167 = extractelement <16 x float> %v2165, i64 0
  %v2168 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8176
  %v2169 = load float, ptr addrspace(3) %v2168, align 16
  %v2170 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7168
  %v2171 = extractelement <16 x float> %v2165, i64 1
  %v2172 = load <2 x float>, ptr addrspace(3) %v2170, align 16
  %v2173 = extractelement <2 x float> %v2172, i64 0
  %v2174 = fmul contract float %v2169, %v2173
  %v2175 = fadd contract float %v2167, %v2174
  %v2176 = insertelement <16 x float> %v2165, float %v2175, i64 0
  %v2177 = extractelement <2 x float> %v2172, i64 1
  %v2178 = fmul contract float %v2169, %v2177
  %v2179 = fadd contract float %v2171, %v2178
  %v2180 = insertelement <16 x float> %v2176, float %v2179, i64 1
  %v2181 = extractelement <16 x float> %v2165, i64 2
  %v2182 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7160
  %v2183 = load float, ptr addrspace(3) %v2182, align 8
  %v2184 = fmul contract float %v2169, %v2183
  %v2185 = fadd contract float %v2181, %v2184
  %v2186 = insertelement <16 x float> %v2180, float %v2185, i64 2
  br i1 %v18, label %v2187, label %v2188

v2164:                                       ; preds = %v2149
  %v2189 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7412
  %v2190 = extractelement <16 x float> %v2148, i64 15
  %v2191 = load float, ptr addrspace(3) %v2189, align 4
  %v2192 = fmul contract float %v2152, %v2191
  %v2193 = fadd contract float %v2190, %v2192
  %v2166 = insertelement <16 x float> %v2163, float %v2193, i64 15
  br label %v2150

v2187:                                       ; preds = %v2150
  %v2194 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7156
  %v2195 = extractelement <16 x float> %v2165, i64 3
  %v2196 = load float, ptr addrspace(3) %v2194, align 4
  %v2197 = fmul contract float %v2169, %v2196
  %v2198 = fadd contract float %v2195, %v2197
  %v2199 = insertelement <16 x float> %v2186, float %v2198, i64 3
  br label %v2188

v2188:                                       ; preds = %v2187, %v2150
  %v2200 = phi <16 x float> [ %v2199, %v2187 ], [ %v2186, %v2150 ]
  %v2201 = extractelement <16 x float> %v2200, i64 4
  %v2202 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8112
  %v2203 = load float, ptr addrspace(3) %v2202, align 16
  %v2204 = fmul contract float %v2173, %v2203
  %v2205 = fadd contract float %v2201, %v2204
  %v2206 = insertelement <16 x float> %v2200, float %v2205, i64 4
  %v2207 = extractelement <16 x float> %v2200, i64 5
  %v2208 = fmul contract float %v2177, %v2203
  %v2209 = fadd contract float %v2207, %v2208
  %v2210 = insertelement <16 x float> %v2206, float %v2209, i64 5
  %v2211 = extractelement <16 x float> %v2200, i64 6
  %v2212 = fmul contract float %v2183, %v2203
  %v2213 = fadd contract float %v2211, %v2212
  %v2214 = insertelement <16 x float> %v2210, float %v2213, i64 6
  br i1 %v18, label %v2215, label %v2216

v2215:                                       ; preds = %v2188
  %v2217 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7156
  %v2218 = extractelement <16 x float> %v2200, i64 7
  %v2219 = load float, ptr addrspace(3) %v2217, align 4
  %v2220 = fmul contract float %v2203, %v2219
  %v2221 = fadd contract float %v2218, %v2220
  %v2222 = insertelement <16 x float> %v2214, float %v2221, i64 7
  br label %v2216

v2216:                                       ; preds = %v2215, %v2188
  %v2223 = phi <16 x float> [ %v2222, %v2215 ], [ %v2214, %v2188 ]
  %v2224 = extractelement <16 x float> %v2223, i64 8
  %v2225 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8048
  %v2226 = load float, ptr addrspace(3) %v2225, align 16
  %v2227 = fmul contract float %v2173, %v2226
  %v2228 = fadd contract float %v2224, %v2227
  %v2229 = insertelement <16 x float> %v2223, float %v2228, i64 8
  %v2230 = extractelement <16 x float> %v2223, i64 9
  %v2231 = fmul contract float %v2177, %v2226
  %v2232 = fadd contract float %v2230, %v2231
  %v2233 = insertelement <16 x float> %v2229, float %v2232, i64 9
  %v2234 = extractelement <16 x float> %v2223, i64 10
  %v2235 = fmul contract float %v2183, %v2226
  %v2236 = fadd contract float %v2234, %v2235
  %v2237 = insertelement <16 x float> %v2233, float %v2236, i64 10
  br i1 %v18, label %v2238, label %v2239

v2238:                                       ; preds = %v2216
  %v2240 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7156
  %v2241 = extractelement <16 x float> %v2223, i64 11
  %v2242 = load float, ptr addrspace(3) %v2240, align 4
  %v2243 = fmul contract float %v2226, %v2242
  %v2244 = fadd contract float %v2241, %v2243
  %v2245 = insertelement <16 x float> %v2237, float %v2244, i64 11
  br label %v2239

v2239:                                       ; preds = %v2238, %v2216
  %v2246 = phi <16 x float> [ %v2245, %v2238 ], [ %v2237, %v2216 ]
  br i1 %v23, label %v2247, label %v2248

v2247:                                       ; preds = %v2239
  %v2249 = getelementptr i8, ptr addrspace(3) %v1777, i32 -7984
  %v2250 = load float, ptr addrspace(3) %v2249, align 16
  %v2251 = insertelement <2 x float> poison, float %v2250, i64 0
  %v2252 = shufflevector <2 x float> %v2251, <2 x float> poison, <2 x i32> zeroinitializer
  %v2253 = fmul contract <2 x float> %v2172, %v2252
  %v2254 = shufflevector <16 x float> %v2246, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v2255 = fadd contract <2 x float> %v2254, %v2253
  %v2256 = shufflevector <2 x float> %v2255, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v2257 = shufflevector <16 x float> %v2246, <16 x float> %v2256, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v2258 = extractelement <16 x float> %v2246, i64 14
  %v2259 = fmul contract float %v2183, %v2250
  %v2260 = fadd contract float %v2258, %v2259
  %v2261 = insertelement <16 x float> %v2257, float %v2260, i64 14
  br i1 %v18, label %v2262, label %v2248

v2248:                                       ; preds = %v2247, %v2262, %v2239
  %v2263 = phi <16 x float> [ %v2261, %v2247 ], [ %v2264, %v2262 ], [ %v2246, %v2239 ]
  %v2265 = extractelement <16 x float> %v2263, i64 0
  %v2266 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8172
  %v2267 = load float, ptr addrspace(3) %v2266, align 4
  %v2268 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6912
  %v2269 = extractelement <16 x float> %v2263, i64 1
  %v2270 = load <2 x float>, ptr addrspace(3) %v2268, align 16
  %v2271 = extractelement <2 x float> %v2270, i64 0
  %v2272 = fmul contract float %v2267, %v2271
  %v2273 = fadd contract float %v2265, %v2272
  %v2274 = insertelement <16 x float> %v2263, float %v2273, i64 0
  %v2275 = extractelement <2 x float> %v2270, i64 1
  %v2276 = fmul contract float %v2267, %v2275
  %v2277 = fadd contract float %v2269, %v2276
  %v2278 = insertelement <16 x float> %v2274, float %v2277, i64 1
  %v2279 = extractelement <16 x float> %v2263, i64 2
  %v2280 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6904
  %v2281 = load float, ptr addrspace(3) %v2280, align 8
  %v2282 = fmul contract float %v2267, %v2281
  %v2283 = fadd contract float %v2279, %v2282
  %v2284 = insertelement <16 x float> %v2278, float %v2283, i64 2
  br i1 %v18, label %v2285, label %v2286

v2262:                                       ; preds = %v2247
  %v2287 = getelementptr i8, ptr addrspace(3) %v1782, i32 -7156
  %v2288 = extractelement <16 x float> %v2246, i64 15
  %v2289 = load float, ptr addrspace(3) %v2287, align 4
  %v2290 = fmul contract float %v2250, %v2289
  %v2291 = fadd contract float %v2288, %v2290
  %v2264 = insertelement <16 x float> %v2261, float %v2291, i64 15
  br label %v2248

v2285:                                       ; preds = %v2248
  %v2292 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6900
  %v2293 = extractelement <16 x float> %v2263, i64 3
  %v2294 = load float, ptr addrspace(3) %v2292, align 4
  %v2295 = fmul contract float %v2267, %v2294
  %v2296 = fadd contract float %v2293, %v2295
  %v2297 = insertelement <16 x float> %v2284, float %v2296, i64 3
  br label %v2286

v2286:                                       ; preds = %v2285, %v2248
  %v2298 = phi <16 x float> [ %v2297, %v2285 ], [ %v2284, %v2248 ]
  %v2299 = extractelement <16 x float> %v2298, i64 4
  %v2300 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8108
  %v2301 = load float, ptr addrspace(3) %v2300, align 4
  %v2302 = fmul contract float %v2271, %v2301
  %v2303 = fadd contract float %v2299, %v2302
  %v2304 = insertelement <16 x float> %v2298, float %v2303, i64 4
  %v2305 = extractelement <16 x float> %v2298, i64 5
  %v2306 = fmul contract float %v2275, %v2301
  %v2307 = fadd contract float %v2305, %v2306
  %v2308 = insertelement <16 x float> %v2304, float %v2307, i64 5
  %v2309 = extractelement <16 x float> %v2298, i64 6
  %v2310 = fmul contract float %v2281, %v2301
  %v2311 = fadd contract float %v2309, %v2310
  %v2312 = insertelement <16 x float> %v2308, float %v2311, i64 6
  br i1 %v18, label %v2313, label %v2314

v2313:                                       ; preds = %v2286
  %v2315 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6900
  %v2316 = extractelement <16 x float> %v2298, i64 7
  %v2317 = load float, ptr addrspace(3) %v2315, align 4
  %v2318 = fmul contract float %v2301, %v2317
  %v2319 = fadd contract float %v2316, %v2318
  %v2320 = insertelement <16 x float> %v2312, float %v2319, i64 7
  br label %v2314

v2314:                                       ; preds = %v2313, %v2286
  %v2321 = phi <16 x float> [ %v2320, %v2313 ], [ %v2312, %v2286 ]
  %v2322 = extractelement <16 x float> %v2321, i64 8
  %v2323 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8044
  %v2324 = load float, ptr addrspace(3) %v2323, align 4
  %v2325 = fmul contract float %v2271, %v2324
  %v2326 = fadd contract float %v2322, %v2325
  %v2327 = insertelement <16 x float> %v2321, float %v2326, i64 8
  %v2328 = extractelement <16 x float> %v2321, i64 9
  %v2329 = fmul contract float %v2275, %v2324
  %v2330 = fadd contract float %v2328, %v2329
  %v2331 = insertelement <16 x float> %v2327, float %v2330, i64 9
  %v2332 = extractelement <16 x float> %v2321, i64 10
  %v2333 = fmul contract float %v2281, %v2324
  %v2334 = fadd contract float %v2332, %v2333
  %v2335 = insertelement <16 x float> %v2331, float %v2334, i64 10
  br i1 %v18, label %v2336, label %v2337

v2336:                                       ; preds = %v2314
  %v2338 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6900
  %v2339 = extractelement <16 x float> %v2321, i64 11
  %v2340 = load float, ptr addrspace(3) %v2338, align 4
  %v2341 = fmul contract float %v2324, %v2340
  %v2342 = fadd contract float %v2339, %v2341
  %v2343 = insertelement <16 x float> %v2335, float %v2342, i64 11
  br label %v2337

v2337:                                       ; preds = %v2336, %v2314
  %v2344 = phi <16 x float> [ %v2343, %v2336 ], [ %v2335, %v2314 ]
  br i1 %v23, label %v2345, label %v2346

v2345:                                       ; preds = %v2337
  %v2347 = getelementptr i8, ptr addrspace(3) %v1777, i32 -7980
  %v2348 = load float, ptr addrspace(3) %v2347, align 4
  %v2349 = insertelement <2 x float> poison, float %v2348, i64 0
  %v2350 = shufflevector <2 x float> %v2349, <2 x float> poison, <2 x i32> zeroinitializer
  %v2351 = fmul contract <2 x float> %v2270, %v2350
  %v2352 = shufflevector <16 x float> %v2344, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v2353 = fadd contract <2 x float> %v2352, %v2351
  %v2354 = shufflevector <2 x float> %v2353, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v2355 = shufflevector <16 x float> %v2344, <16 x float> %v2354, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v2356 = extractelement <16 x float> %v2344, i64 14
  %v2357 = fmul contract float %v2281, %v2348
  %v2358 = fadd contract float %v2356, %v2357
  %v2359 = insertelement <16 x float> %v2355, float %v2358, i64 14
  br i1 %v18, label %v2360, label %v2346

v2346:                                       ; preds = %v2345, %v2360, %v2337
  %v2361 = phi <16 x float> [ %v2359, %v2345 ], [ %v2362, %v2360 ], [ %v2344, %v2337 ]
  %v2363 = extractelement <16 x float> %v2361, i64 0
  %v2364 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8168
  %v2365 = load float, ptr addrspace(3) %v2364, align 8
  %v2366 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6656
  %v2367 = extractelement <16 x float> %v2361, i64 1
  %v2368 = load <2 x float>, ptr addrspace(3) %v2366, align 16
  %v2369 = extractelement <2 x float> %v2368, i64 0
  %v2370 = fmul contract float %v2365, %v2369
  %v2371 = fadd contract float %v2363, %v2370
  %v2372 = insertelement <16 x float> %v2361, float %v2371, i64 0
  %v2373 = extractelement <2 x float> %v2368, i64 1
  %v2374 = fmul contract float %v2365, %v2373
  %v2375 = fadd contract float %v2367, %v2374
  %v2376 = insertelement <16 x float> %v2372, float %v2375, i64 1
  %v2377 = extractelement <16 x float> %v2361, i64 2
  %v2378 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6648
  %v2379 = load float, ptr addrspace(3) %v2378, align 8
  %v2380 = fmul contract float %v2365, %v2379
  %v2381 = fadd contract float %v2377, %v2380
  %v2382 = insertelement <16 x float> %v2376, float %v2381, i64 2
  br i1 %v18, label %v2383, label %v2384

v2360:                                       ; preds = %v2345
  %v2385 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6900
  %v2386 = extractelement <16 x float> %v2344, i64 15
  %v2387 = load float, ptr addrspace(3) %v2385, align 4
  %v2388 = fmul contract float %v2348, %v2387
  %v2389 = fadd contract float %v2386, %v2388
  %v2362 = insertelement <16 x float> %v2359, float %v2389, i64 15
  br label %v2346

v2383:                                       ; preds = %v2346
  %v2390 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6644
  %v2391 = extractelement <16 x float> %v2361, i64 3
  %v2392 = load float, ptr addrspace(3) %v2390, align 4
  %v2393 = fmul contract float %v2365, %v2392
  %v2394 = fadd contract float %v2391, %v2393
  %v2395 = insertelement <16 x float> %v2382, float %v2394, i64 3
  br label %v2384

v2384:                                       ; preds = %v2383, %v2346
  %v2396 = phi <16 x float> [ %v2395, %v2383 ], [ %v2382, %v2346 ]
  %v2397 = extractelement <16 x float> %v2396, i64 4
  %v2398 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8104
  %v2399 = load float, ptr addrspace(3) %v2398, align 8
  %v2400 = fmul contract float %v2369, %v2399
  %v2401 = fadd contract float %v2397, %v2400
  %v2402 = insertelement <16 x float> %v2396, float %v2401, i64 4
  %v2403 = extractelement <16 x float> %v2396, i64 5
  %v2404 = fmul contract float %v2373, %v2399
  %v2405 = fadd contract float %v2403, %v2404
  %v2406 = insertelement <16 x float> %v2402, float %v2405, i64 5
  %v2407 = extractelement <16 x float> %v2396, i64 6
  %v2408 = fmul contract float %v2379, %v2399
  %v2409 = fadd contract float %v2407, %v2408
  %v2410 = insertelement <16 x float> %v2406, float %v2409, i64 6
  br i1 %v18, label %v2411, label %v2412

v2411:                                       ; preds = %v2384
  %v2413 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6644
  %v2414 = extractelement <16 x float> %v2396, i64 7
  %v2415 = load float, ptr addrspace(3) %v2413, align 4
  %v2416 = fmul contract float %v2399, %v2415
  %v2417 = fadd contract float %v2414, %v2416
  %v2418 = insertelement <16 x float> %v2410, float %v2417, i64 7
  br label %v2412

v2412:                                       ; preds = %v2411, %v2384
  %v2419 = phi <16 x float> [ %v2418, %v2411 ], [ %v2410, %v2384 ]
  %v2420 = extractelement <16 x float> %v2419, i64 8
  %v2421 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8040
  %v2422 = load float, ptr addrspace(3) %v2421, align 8
  %v2423 = fmul contract float %v2369, %v2422
  %v2424 = fadd contract float %v2420, %v2423
  %v2425 = insertelement <16 x float> %v2419, float %v2424, i64 8
  %v2426 = extractelement <16 x float> %v2419, i64 9
  %v2427 = fmul contract float %v2373, %v2422
  %v2428 = fadd contract float %v2426, %v2427
  %v2429 = insertelement <16 x float> %v2425, float %v2428, i64 9
  %v2430 = extractelement <16 x float> %v2419, i64 10
  %v2431 = fmul contract float %v2379, %v2422
  %v2432 = fadd contract float %v2430, %v2431
  %v2433 = insertelement <16 x float> %v2429, float %v2432, i64 10
  br i1 %v18, label %v2434, label %v2435

v2434:                                       ; preds = %v2412
  %v2436 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6644
  %v2437 = extractelement <16 x float> %v2419, i64 11
  %v2438 = load float, ptr addrspace(3) %v2436, align 4
  %v2439 = fmul contract float %v2422, %v2438
  %v2440 = fadd contract float %v2437, %v2439
  %v2441 = insertelement <16 x float> %v2433, float %v2440, i64 11
  br label %v2435

v2435:                                       ; preds = %v2434, %v2412
  %v2442 = phi <16 x float> [ %v2441, %v2434 ], [ %v2433, %v2412 ]
  br i1 %v23, label %v2443, label %v2444

v2443:                                       ; preds = %v2435
  %v2445 = getelementptr i8, ptr addrspace(3) %v1777, i32 -7976
  %v2446 = load float, ptr addrspace(3) %v2445, align 8
  %v2447 = insertelement <2 x float> poison, float %v2446, i64 0
  %v2448 = shufflevector <2 x float> %v2447, <2 x float> poison, <2 x i32> zeroinitializer
  %v2449 = fmul contract <2 x float> %v2368, %v2448
  %v2450 = shufflevector <16 x float> %v2442, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v2451 = fadd contract <2 x float> %v2450, %v2449
  %v2452 = shufflevector <2 x float> %v2451, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v2453 = shufflevector <16 x float> %v2442, <16 x float> %v2452, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v2454 = extractelement <16 x float> %v2442, i64 14
  %v2455 = fmul contract float %v2379, %v2446
  %v2456 = fadd contract float %v2454, %v2455
  %v2457 = insertelement <16 x float> %v2453, float %v2456, i64 14
  br i1 %v18, label %v2458, label %v2444

v2444:                                       ; preds = %v2443, %v2458, %v2435
  %v2459 = phi <16 x float> [ %v2457, %v2443 ], [ %v2460, %v2458 ], [ %v2442, %v2435 ]
  %v2461 = extractelement <16 x float> %v2459, i64 0
  %v2462 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8164
  %v2463 = load float, ptr addrspace(3) %v2462, align 4
  %v2464 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6400
  %v2465 = extractelement <16 x float> %v2459, i64 1
  %v2466 = load <2 x float>, ptr addrspace(3) %v2464, align 16
  %v2467 = extractelement <2 x float> %v2466, i64 0
  %v2468 = fmul contract float %v2463, %v2467
  %v2469 = fadd contract float %v2461, %v2468
  %v2470 = insertelement <16 x float> %v2459, float %v2469, i64 0
  %v2471 = extractelement <2 x float> %v2466, i64 1
  %v2472 = fmul contract float %v2463, %v2471
  %v2473 = fadd contract float %v2465, %v2472
  %v2474 = insertelement <16 x float> %v2470, float %v2473, i64 1
  %v2475 = extractelement <16 x float> %v2459, i64 2
  %v2476 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6392
  %v2477 = load float, ptr addrspace(3) %v2476, align 8
  %v2478 = fmul contract float %v2463, %v2477
  %v2479 = fadd contract float %v2475, %v2478
  %v2480 = insertelement <16 x float> %v2474, float %v2479, i64 2
  br i1 %v18, label %v2481, label %v2482

v2458:                                       ; preds = %v2443
  %v2483 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6644
  %v2484 = extractelement <16 x float> %v2442, i64 15
  %v2485 = load float, ptr addrspace(3) %v2483, align 4
  %v2486 = fmul contract float %v2446, %v2485
  %v2487 = fadd contract float %v2484, %v2486
  %v2460 = insertelement <16 x float> %v2457, float %v2487, i64 15
  br label %v2444

v2481:                                       ; preds = %v2444
  %v2488 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6388
  %v2489 = extractelement <16 x float> %v2459, i64 3
  %v2490 = load float, ptr addrspace(3) %v2488, align 4
  %v2491 = fmul contract float %v2463, %v2490
  %v2492 = fadd contract float %v2489, %v2491
  %v2493 = insertelement <16 x float> %v2480, float %v2492, i64 3
  br label %v2482

v2482:                                       ; preds = %v2481, %v2444
  %v2494 = phi <16 x float> [ %v2493, %v2481 ], [ %v2480, %v2444 ]
  %v2495 = extractelement <16 x float> %v2494, i64 4
  %v2496 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8100
  %v2497 = load float, ptr addrspace(3) %v2496, align 4
  %v2498 = fmul contract float %v2467, %v2497
  %v2499 = fadd contract float %v2495, %v2498
  %v2500 = insertelement <16 x float> %v2494, float %v2499, i64 4
  %v2501 = extractelement <16 x float> %v2494, i64 5
  %v2502 = fmul contract float %v2471, %v2497
  %v2503 = fadd contract float %v2501, %v2502
  %v2504 = insertelement <16 x float> %v2500, float %v2503, i64 5
  %v2505 = extractelement <16 x float> %v2494, i64 6
  %v2506 = fmul contract float %v2477, %v2497
  %v2507 = fadd contract float %v2505, %v2506
  %v2508 = insertelement <16 x float> %v2504, float %v2507, i64 6
  br i1 %v18, label %v2509, label %v2510

v2509:                                       ; preds = %v2482
  %v2511 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6388
  %v2512 = extractelement <16 x float> %v2494, i64 7
  %v2513 = load float, ptr addrspace(3) %v2511, align 4
  %v2514 = fmul contract float %v2497, %v2513
  %v2515 = fadd contract float %v2512, %v2514
  %v2516 = insertelement <16 x float> %v2508, float %v2515, i64 7
  br label %v2510

v2510:                                       ; preds = %v2509, %v2482
  %v2517 = phi <16 x float> [ %v2516, %v2509 ], [ %v2508, %v2482 ]
  %v2518 = extractelement <16 x float> %v2517, i64 8
  %v2519 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8036
  %v2520 = load float, ptr addrspace(3) %v2519, align 4
  %v2521 = fmul contract float %v2467, %v2520
  %v2522 = fadd contract float %v2518, %v2521
  %v2523 = insertelement <16 x float> %v2517, float %v2522, i64 8
  %v2524 = extractelement <16 x float> %v2517, i64 9
  %v2525 = fmul contract float %v2471, %v2520
  %v2526 = fadd contract float %v2524, %v2525
  %v2527 = insertelement <16 x float> %v2523, float %v2526, i64 9
  %v2528 = extractelement <16 x float> %v2517, i64 10
  %v2529 = fmul contract float %v2477, %v2520
  %v2530 = fadd contract float %v2528, %v2529
  %v2531 = insertelement <16 x float> %v2527, float %v2530, i64 10
  br i1 %v18, label %v2532, label %v2533

v2532:                                       ; preds = %v2510
  %v2534 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6388
  %v2535 = extractelement <16 x float> %v2517, i64 11
  %v2536 = load float, ptr addrspace(3) %v2534, align 4
  %v2537 = fmul contract float %v2520, %v2536
  %v2538 = fadd contract float %v2535, %v2537
  %v2539 = insertelement <16 x float> %v2531, float %v2538, i64 11
  br label %v2533

v2533:                                       ; preds = %v2532, %v2510
  %v2540 = phi <16 x float> [ %v2539, %v2532 ], [ %v2531, %v2510 ]
  br i1 %v23, label %v2541, label %v2542

v2541:                                       ; preds = %v2533
  %v2543 = getelementptr i8, ptr addrspace(3) %v1777, i32 -7972
  %v2544 = load float, ptr addrspace(3) %v2543, align 4
  %v2545 = insertelement <2 x float> poison, float %v2544, i64 0
  %v2546 = shufflevector <2 x float> %v2545, <2 x float> poison, <2 x i32> zeroinitializer
  %v2547 = fmul contract <2 x float> %v2466, %v2546
  %v2548 = shufflevector <16 x float> %v2540, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v2549 = fadd contract <2 x float> %v2548, %v2547
  %v2550 = shufflevector <2 x float> %v2549, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v2551 = shufflevector <16 x float> %v2540, <16 x float> %v2550, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v2552 = extractelement <16 x float> %v2540, i64 14
  %v2553 = fmul contract float %v2477, %v2544
  %v2554 = fadd contract float %v2552, %v2553
  %v2555 = insertelement <16 x float> %v2551, float %v2554, i64 14
  br i1 %v18, label %v2556, label %v2542

v2542:                                       ; preds = %v2541, %v2556, %v2533
  %v2557 = phi <16 x float> [ %v2555, %v2541 ], [ %v2558, %v2556 ], [ %v2540, %v2533 ]
  %v2559 = extractelement <16 x float> %v2557, i64 0
  %v2560 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8160
  %v2561 = load float, ptr addrspace(3) %v2560, align 32
  %v2562 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6144
  %v2563 = extractelement <16 x float> %v2557, i64 1
  %v2564 = load <2 x float>, ptr addrspace(3) %v2562, align 16
  %v2565 = extractelement <2 x float> %v2564, i64 0
  %v2566 = fmul contract float %v2561, %v2565
  %v2567 = fadd contract float %v2559, %v2566
  %v2568 = insertelement <16 x float> %v2557, float %v2567, i64 0
  %v2569 = extractelement <2 x float> %v2564, i64 1
  %v2570 = fmul contract float %v2561, %v2569
  %v2571 = fadd contract float %v2563, %v2570
  %v2572 = insertelement <16 x float> %v2568, float %v2571, i64 1
  %v2573 = extractelement <16 x float> %v2557, i64 2
  %v2574 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6136
  %v2575 = load float, ptr addrspace(3) %v2574, align 8
  %v2576 = fmul contract float %v2561, %v2575
  %v2577 = fadd contract float %v2573, %v2576
  %v2578 = insertelement <16 x float> %v2572, float %v2577, i64 2
  br i1 %v18, label %v2579, label %v2580

v2556:                                       ; preds = %v2541
  %v2581 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6388
  %v2582 = extractelement <16 x float> %v2540, i64 15
  %v2583 = load float, ptr addrspace(3) %v2581, align 4
  %v2584 = fmul contract float %v2544, %v2583
  %v2585 = fadd contract float %v2582, %v2584
  %v2558 = insertelement <16 x float> %v2555, float %v2585, i64 15
  br label %v2542

v2579:                                       ; preds = %v2542
  %v2586 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6132
  %v2587 = extractelement <16 x float> %v2557, i64 3
  %v2588 = load float, ptr addrspace(3) %v2586, align 4
  %v2589 = fmul contract float %v2561, %v2588
  %v2590 = fadd contract float %v2587, %v2589
  %v2591 = insertelement <16 x float> %v2578, float %v2590, i64 3
  br label %v2580

v2580:                                       ; preds = %v2579, %v2542
  %v2592 = phi <16 x float> [ %v2591, %v2579 ], [ %v2578, %v2542 ]
  %v2593 = extractelement <16 x float> %v2592, i64 4
  %v2594 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8096
  %v2595 = load float, ptr addrspace(3) %v2594, align 32
  %v2596 = fmul contract float %v2565, %v2595
  %v2597 = fadd contract float %v2593, %v2596
  %v2598 = insertelement <16 x float> %v2592, float %v2597, i64 4
  %v2599 = extractelement <16 x float> %v2592, i64 5
  %v2600 = fmul contract float %v2569, %v2595
  %v2601 = fadd contract float %v2599, %v2600
  %v2602 = insertelement <16 x float> %v2598, float %v2601, i64 5
  %v2603 = extractelement <16 x float> %v2592, i64 6
  %v2604 = fmul contract float %v2575, %v2595
  %v2605 = fadd contract float %v2603, %v2604
  %v2606 = insertelement <16 x float> %v2602, float %v2605, i64 6
  br i1 %v18, label %v2607, label %v2608

v2607:                                       ; preds = %v2580
  %v2609 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6132
  %v2610 = extractelement <16 x float> %v2592, i64 7
  %v2611 = load float, ptr addrspace(3) %v2609, align 4
  %v2612 = fmul contract float %v2595, %v2611
  %v2613 = fadd contract float %v2610, %v2612
  %v2614 = insertelement <16 x float> %v2606, float %v2613, i64 7
  br label %v2608

v2608:                                       ; preds = %v2607, %v2580
  %v2615 = phi <16 x float> [ %v2614, %v2607 ], [ %v2606, %v2580 ]
  %v2616 = extractelement <16 x float> %v2615, i64 8
  %v2617 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8032
  %v2618 = load float, ptr addrspace(3) %v2617, align 32
  %v2619 = fmul contract float %v2565, %v2618
  %v2620 = fadd contract float %v2616, %v2619
  %v2621 = insertelement <16 x float> %v2615, float %v2620, i64 8
  %v2622 = extractelement <16 x float> %v2615, i64 9
  %v2623 = fmul contract float %v2569, %v2618
  %v2624 = fadd contract float %v2622, %v2623
  %v2625 = insertelement <16 x float> %v2621, float %v2624, i64 9
  %v2626 = extractelement <16 x float> %v2615, i64 10
  %v2627 = fmul contract float %v2575, %v2618
  %v2628 = fadd contract float %v2626, %v2627
  %v2629 = insertelement <16 x float> %v2625, float %v2628, i64 10
  br i1 %v18, label %v2630, label %v2631

v2630:                                       ; preds = %v2608
  %v2632 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6132
  %v2633 = extractelement <16 x float> %v2615, i64 11
  %v2634 = load float, ptr addrspace(3) %v2632, align 4
  %v2635 = fmul contract float %v2618, %v2634
  %v2636 = fadd contract float %v2633, %v2635
  %v2637 = insertelement <16 x float> %v2629, float %v2636, i64 11
  br label %v2631

v2631:                                       ; preds = %v2630, %v2608
  %v2638 = phi <16 x float> [ %v2637, %v2630 ], [ %v2629, %v2608 ]
  br i1 %v23, label %v2639, label %v2640

v2639:                                       ; preds = %v2631
  %v2641 = getelementptr i8, ptr addrspace(3) %v1777, i32 -7968
  %v2642 = load float, ptr addrspace(3) %v2641, align 32
  %v2643 = insertelement <2 x float> poison, float %v2642, i64 0
  %v2644 = shufflevector <2 x float> %v2643, <2 x float> poison, <2 x i32> zeroinitializer
  %v2645 = fmul contract <2 x float> %v2564, %v2644
  %v2646 = shufflevector <16 x float> %v2638, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v2647 = fadd contract <2 x float> %v2646, %v2645
  %v2648 = shufflevector <2 x float> %v2647, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v2649 = shufflevector <16 x float> %v2638, <16 x float> %v2648, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v2650 = extractelement <16 x float> %v2638, i64 14
  %v2651 = fmul contract float %v2575, %v2642
  %v2652 = fadd contract float %v2650, %v2651
  %v2653 = insertelement <16 x float> %v2649, float %v2652, i64 14
  br i1 %v18, label %v2654, label %v2640

v2640:                                       ; preds = %v2639, %v2654, %v2631
  %v2655 = phi <16 x float> [ %v2653, %v2639 ], [ %v2656, %v2654 ], [ %v2638, %v2631 ]
  %v2657 = extractelement <16 x float> %v2655, i64 0
  %v2658 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8156
  %v2659 = load float, ptr addrspace(3) %v2658, align 4
  %v2660 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5888
  %v2661 = extractelement <16 x float> %v2655, i64 1
  %v2662 = load <2 x float>, ptr addrspace(3) %v2660, align 16
  %v2663 = extractelement <2 x float> %v2662, i64 0
  %v2664 = fmul contract float %v2659, %v2663
  %v2665 = fadd contract float %v2657, %v2664
  %v2666 = insertelement <16 x float> %v2655, float %v2665, i64 0
  %v2667 = extractelement <2 x float> %v2662, i64 1
  %v2668 = fmul contract float %v2659, %v2667
  %v2669 = fadd contract float %v2661, %v2668
  %v2670 = insertelement <16 x float> %v2666, float %v2669, i64 1
  %v2671 = extractelement <16 x float> %v2655, i64 2
  %v2672 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5880
  %v2673 = load float, ptr addrspace(3) %v2672, align 8
  %v2674 = fmul contract float %v2659, %v2673
  %v2675 = fadd contract float %v2671, %v2674
  %v2676 = insertelement <16 x float> %v2670, float %v2675, i64 2
  br i1 %v18, label %v2677, label %v2678

v2654:                                       ; preds = %v2639
  %v2679 = getelementptr i8, ptr addrspace(3) %v1782, i32 -6132
  %v2680 = extractelement <16 x float> %v2638, i64 15
  %v2681 = load float, ptr addrspace(3) %v2679, align 4
  %v2682 = fmul contract float %v2642, %v2681
  %v2683 = fadd contract float %v2680, %v2682
  %v2656 = insertelement <16 x float> %v2653, float %v2683, i64 15
  br label %v2640

v2677:                                       ; preds = %v2640
  %v2684 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5876
  %v2685 = extractelement <16 x float> %v2655, i64 3
  %v2686 = load float, ptr addrspace(3) %v2684, align 4
  %v2687 = fmul contract float %v2659, %v2686
  %v2688 = fadd contract float %v2685, %v2687
  %v2689 = insertelement <16 x float> %v2676, float %v2688, i64 3
  br label %v2678

v2678:                                       ; preds = %v2677, %v2640
  %v2690 = phi <16 x float> [ %v2689, %v2677 ], [ %v2676, %v2640 ]
  %v2691 = extractelement <16 x float> %v2690, i64 4
  %v2692 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8092
  %v2693 = load float, ptr addrspace(3) %v2692, align 4
  %v2694 = fmul contract float %v2663, %v2693
  %v2695 = fadd contract float %v2691, %v2694
  %v2696 = insertelement <16 x float> %v2690, float %v2695, i64 4
  %v2697 = extractelement <16 x float> %v2690, i64 5
  %v2698 = fmul contract float %v2667, %v2693
  %v2699 = fadd contract float %v2697, %v2698
  %v2700 = insertelement <16 x float> %v2696, float %v2699, i64 5
  %v2701 = extractelement <16 x float> %v2690, i64 6
  %v2702 = fmul contract float %v2673, %v2693
  %v2703 = fadd contract float %v2701, %v2702
  %v2704 = insertelement <16 x float> %v2700, float %v2703, i64 6
  br i1 %v18, label %v2705, label %v2706

v2705:                                       ; preds = %v2678
  %v2707 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5876
  %v2708 = extractelement <16 x float> %v2690, i64 7
  %v2709 = load float, ptr addrspace(3) %v2707, align 4
  %v2710 = fmul contract float %v2693, %v2709
  %v2711 = fadd contract float %v2708, %v2710
  %v2712 = insertelement <16 x float> %v2704, float %v2711, i64 7
  br label %v2706

v2706:                                       ; preds = %v2705, %v2678
  %v2713 = phi <16 x float> [ %v2712, %v2705 ], [ %v2704, %v2678 ]
  %v2714 = extractelement <16 x float> %v2713, i64 8
  %v2715 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8028
  %v2716 = load float, ptr addrspace(3) %v2715, align 4
  %v2717 = fmul contract float %v2663, %v2716
  %v2718 = fadd contract float %v2714, %v2717
  %v2719 = insertelement <16 x float> %v2713, float %v2718, i64 8
  %v2720 = extractelement <16 x float> %v2713, i64 9
  %v2721 = fmul contract float %v2667, %v2716
  %v2722 = fadd contract float %v2720, %v2721
  %v2723 = insertelement <16 x float> %v2719, float %v2722, i64 9
  %v2724 = extractelement <16 x float> %v2713, i64 10
  %v2725 = fmul contract float %v2673, %v2716
  %v2726 = fadd contract float %v2724, %v2725
  %v2727 = insertelement <16 x float> %v2723, float %v2726, i64 10
  br i1 %v18, label %v2728, label %v2729

v2728:                                       ; preds = %v2706
  %v2730 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5876
  %v2731 = extractelement <16 x float> %v2713, i64 11
  %v2732 = load float, ptr addrspace(3) %v2730, align 4
  %v2733 = fmul contract float %v2716, %v2732
  %v2734 = fadd contract float %v2731, %v2733
  %v2735 = insertelement <16 x float> %v2727, float %v2734, i64 11
  br label %v2729

v2729:                                       ; preds = %v2728, %v2706
  %v2736 = phi <16 x float> [ %v2735, %v2728 ], [ %v2727, %v2706 ]
  br i1 %v23, label %v2737, label %v2738

v2737:                                       ; preds = %v2729
  %v2739 = getelementptr i8, ptr addrspace(3) %v1777, i32 -7964
  %v2740 = load float, ptr addrspace(3) %v2739, align 4
  %v2741 = insertelement <2 x float> poison, float %v2740, i64 0
  %v2742 = shufflevector <2 x float> %v2741, <2 x float> poison, <2 x i32> zeroinitializer
  %v2743 = fmul contract <2 x float> %v2662, %v2742
  %v2744 = shufflevector <16 x float> %v2736, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v2745 = fadd contract <2 x float> %v2744, %v2743
  %v2746 = shufflevector <2 x float> %v2745, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v2747 = shufflevector <16 x float> %v2736, <16 x float> %v2746, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v2748 = extractelement <16 x float> %v2736, i64 14
  %v2749 = fmul contract float %v2673, %v2740
  %v2750 = fadd contract float %v2748, %v2749
  %v2751 = insertelement <16 x float> %v2747, float %v2750, i64 14
  br i1 %v18, label %v2752, label %v2738

v2738:                                       ; preds = %v2737, %v2752, %v2729
  %v2753 = phi <16 x float> [ %v2751, %v2737 ], [ %v2754, %v2752 ], [ %v2736, %v2729 ]
  %v2755 = extractelement <16 x float> %v2753, i64 0
  %v2756 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8152
  %v2757 = load float, ptr addrspace(3) %v2756, align 8
  %v2758 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5632
  %v2759 = extractelement <16 x float> %v2753, i64 1
  %v2760 = load <2 x float>, ptr addrspace(3) %v2758, align 16
  %v2761 = extractelement <2 x float> %v2760, i64 0
  %v2762 = fmul contract float %v2757, %v2761
  %v2763 = fadd contract float %v2755, %v2762
  %v2764 = insertelement <16 x float> %v2753, float %v2763, i64 0
  %v2765 = extractelement <2 x float> %v2760, i64 1
  %v2766 = fmul contract float %v2757, %v2765
  %v2767 = fadd contract float %v2759, %v2766
  %v2768 = insertelement <16 x float> %v2764, float %v2767, i64 1
  %v2769 = extractelement <16 x float> %v2753, i64 2
  %v2770 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5624
  %v2771 = load float, ptr addrspace(3) %v2770, align 8
  %v2772 = fmul contract float %v2757, %v2771
  %v2773 = fadd contract float %v2769, %v2772
  %v2774 = insertelement <16 x float> %v2768, float %v2773, i64 2
  br i1 %v18, label %v2775, label %v2776

v2752:                                       ; preds = %v2737
  %v2777 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5876
  %v2778 = extractelement <16 x float> %v2736, i64 15
  %v2779 = load float, ptr addrspace(3) %v2777, align 4
  %v2780 = fmul contract float %v2740, %v2779
  %v2781 = fadd contract float %v2778, %v2780
  %v2754 = insertelement <16 x float> %v2751, float %v2781, i64 15
  br label %v2738

v2775:                                       ; preds = %v2738
  %v2782 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5620
  %v2783 = extractelement <16 x float> %v2753, i64 3
  %v2784 = load float, ptr addrspace(3) %v2782, align 4
  %v2785 = fmul contract float %v2757, %v2784
  %v2786 = fadd contract float %v2783, %v2785
  %v2787 = insertelement <16 x float> %v2774, float %v2786, i64 3
  br label %v2776

v2776:                                       ; preds = %v2775, %v2738
  %v2788 = phi <16 x float> [ %v2787, %v2775 ], [ %v2774, %v2738 ]
  %v2789 = extractelement <16 x float> %v2788, i64 4
  %v2790 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8088
  %v2791 = load float, ptr addrspace(3) %v2790, align 8
  %v2792 = fmul contract float %v2761, %v2791
  %v2793 = fadd contract float %v2789, %v2792
  %v2794 = insertelement <16 x float> %v2788, float %v2793, i64 4
  %v2795 = extractelement <16 x float> %v2788, i64 5
  %v2796 = fmul contract float %v2765, %v2791
  %v2797 = fadd contract float %v2795, %v2796
  %v2798 = insertelement <16 x float> %v2794, float %v2797, i64 5
  %v2799 = extractelement <16 x float> %v2788, i64 6
  %v2800 = fmul contract float %v2771, %v2791
  %v2801 = fadd contract float %v2799, %v2800
  %v2802 = insertelement <16 x float> %v2798, float %v2801, i64 6
  br i1 %v18, label %v2803, label %v2804

v2803:                                       ; preds = %v2776
  %v2805 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5620
  %v2806 = extractelement <16 x float> %v2788, i64 7
  %v2807 = load float, ptr addrspace(3) %v2805, align 4
  %v2808 = fmul contract float %v2791, %v2807
  %v2809 = fadd contract float %v2806, %v2808
  %v2810 = insertelement <16 x float> %v2802, float %v2809, i64 7
  br label %v2804

v2804:                                       ; preds = %v2803, %v2776
  %v2811 = phi <16 x float> [ %v2810, %v2803 ], [ %v2802, %v2776 ]
  %v2812 = extractelement <16 x float> %v2811, i64 8
  %v2813 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8024
  %v2814 = load float, ptr addrspace(3) %v2813, align 8
  %v2815 = fmul contract float %v2761, %v2814
  %v2816 = fadd contract float %v2812, %v2815
  %v2817 = insertelement <16 x float> %v2811, float %v2816, i64 8
  %v2818 = extractelement <16 x float> %v2811, i64 9
  %v2819 = fmul contract float %v2765, %v2814
  %v2820 = fadd contract float %v2818, %v2819
  %v2821 = insertelement <16 x float> %v2817, float %v2820, i64 9
  %v2822 = extractelement <16 x float> %v2811, i64 10
  %v2823 = fmul contract float %v2771, %v2814
  %v2824 = fadd contract float %v2822, %v2823
  %v2825 = insertelement <16 x float> %v2821, float %v2824, i64 10
  br i1 %v18, label %v2826, label %v2827

v2826:                                       ; preds = %v2804
  %v2828 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5620
  %v2829 = extractelement <16 x float> %v2811, i64 11
  %v2830 = load float, ptr addrspace(3) %v2828, align 4
  %v2831 = fmul contract float %v2814, %v2830
  %v2832 = fadd contract float %v2829, %v2831
  %v2833 = insertelement <16 x float> %v2825, float %v2832, i64 11
  br label %v2827

v2827:                                       ; preds = %v2826, %v2804
  %v2834 = phi <16 x float> [ %v2833, %v2826 ], [ %v2825, %v2804 ]
  br i1 %v23, label %v2835, label %v2836

v2835:                                       ; preds = %v2827
  %v2837 = getelementptr i8, ptr addrspace(3) %v1777, i32 -7960
  %v2838 = load float, ptr addrspace(3) %v2837, align 8
  %v2839 = insertelement <2 x float> poison, float %v2838, i64 0
  %v2840 = shufflevector <2 x float> %v2839, <2 x float> poison, <2 x i32> zeroinitializer
  %v2841 = fmul contract <2 x float> %v2760, %v2840
  %v2842 = shufflevector <16 x float> %v2834, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v2843 = fadd contract <2 x float> %v2842, %v2841
  %v2844 = shufflevector <2 x float> %v2843, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v2845 = shufflevector <16 x float> %v2834, <16 x float> %v2844, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v2846 = extractelement <16 x float> %v2834, i64 14
  %v2847 = fmul contract float %v2771, %v2838
  %v2848 = fadd contract float %v2846, %v2847
  %v2849 = insertelement <16 x float> %v2845, float %v2848, i64 14
  br i1 %v18, label %v2850, label %v2836

v2836:                                       ; preds = %v2835, %v2850, %v2827
  %v2851 = phi <16 x float> [ %v2849, %v2835 ], [ %v2852, %v2850 ], [ %v2834, %v2827 ]
  %v2853 = extractelement <16 x float> %v2851, i64 0
  %v2854 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8148
  %v2855 = load float, ptr addrspace(3) %v2854, align 4
  %v2856 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5376
  %v2857 = extractelement <16 x float> %v2851, i64 1
  %v2858 = load <2 x float>, ptr addrspace(3) %v2856, align 16
  %v2859 = extractelement <2 x float> %v2858, i64 0
  %v2860 = fmul contract float %v2855, %v2859
  %v2861 = fadd contract float %v2853, %v2860
  %v2862 = insertelement <16 x float> %v2851, float %v2861, i64 0
  %v2863 = extractelement <2 x float> %v2858, i64 1
  %v2864 = fmul contract float %v2855, %v2863
  %v2865 = fadd contract float %v2857, %v2864
  %v2866 = insertelement <16 x float> %v2862, float %v2865, i64 1
  %v2867 = extractelement <16 x float> %v2851, i64 2
  %v2868 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5368
  %v2869 = load float, ptr addrspace(3) %v2868, align 8
  %v2870 = fmul contract float %v2855, %v2869
  %v2871 = fadd contract float %v2867, %v2870
  %v2872 = insertelement <16 x float> %v2866, float %v2871, i64 2
  br i1 %v18, label %v2873, label %v2874

v2850:                                       ; preds = %v2835
  %v2875 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5620
  %v2876 = extractelement <16 x float> %v2834, i64 15
  %v2877 = load float, ptr addrspace(3) %v2875, align 4
  %v2878 = fmul contract float %v2838, %v2877
  %v2879 = fadd contract float %v2876, %v2878
  %v2852 = insertelement <16 x float> %v2849, float %v2879, i64 15
  br label %v2836

v2873:                                       ; preds = %v2836
  %v2880 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5364
  %v2881 = extractelement <16 x float> %v2851, i64 3
  %v2882 = load float, ptr addrspace(3) %v2880, align 4
  %v2883 = fmul contract float %v2855, %v2882
  %v2884 = fadd contract float %v2881, %v2883
  %v2885 = insertelement <16 x float> %v2872, float %v2884, i64 3
  br label %v2874

v2874:                                       ; preds = %v2873, %v2836
  %v2886 = phi <16 x float> [ %v2885, %v2873 ], [ %v2872, %v2836 ]
  %v2887 = extractelement <16 x float> %v2886, i64 4
  %v2888 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8084
  %v2889 = load float, ptr addrspace(3) %v2888, align 4
  %v2890 = fmul contract float %v2859, %v2889
  %v2891 = fadd contract float %v2887, %v2890
  %v2892 = insertelement <16 x float> %v2886, float %v2891, i64 4
  %v2893 = extractelement <16 x float> %v2886, i64 5
  %v2894 = fmul contract float %v2863, %v2889
  %v2895 = fadd contract float %v2893, %v2894
  %v2896 = insertelement <16 x float> %v2892, float %v2895, i64 5
  %v2897 = extractelement <16 x float> %v2886, i64 6
  %v2898 = fmul contract float %v2869, %v2889
  %v2899 = fadd contract float %v2897, %v2898
  %v2900 = insertelement <16 x float> %v2896, float %v2899, i64 6
  br i1 %v18, label %v2901, label %v2902

v2901:                                       ; preds = %v2874
  %v2903 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5364
  %v2904 = extractelement <16 x float> %v2886, i64 7
  %v2905 = load float, ptr addrspace(3) %v2903, align 4
  %v2906 = fmul contract float %v2889, %v2905
  %v2907 = fadd contract float %v2904, %v2906
  %v2908 = insertelement <16 x float> %v2900, float %v2907, i64 7
  br label %v2902

v2902:                                       ; preds = %v2901, %v2874
  %v2909 = phi <16 x float> [ %v2908, %v2901 ], [ %v2900, %v2874 ]
  %v2910 = extractelement <16 x float> %v2909, i64 8
  %v2911 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8020
  %v2912 = load float, ptr addrspace(3) %v2911, align 4
  %v2913 = fmul contract float %v2859, %v2912
  %v2914 = fadd contract float %v2910, %v2913
  %v2915 = insertelement <16 x float> %v2909, float %v2914, i64 8
  %v2916 = extractelement <16 x float> %v2909, i64 9
  %v2917 = fmul contract float %v2863, %v2912
  %v2918 = fadd contract float %v2916, %v2917
  %v2919 = insertelement <16 x float> %v2915, float %v2918, i64 9
  %v2920 = extractelement <16 x float> %v2909, i64 10
  %v2921 = fmul contract float %v2869, %v2912
  %v2922 = fadd contract float %v2920, %v2921
  %v2923 = insertelement <16 x float> %v2919, float %v2922, i64 10
  br i1 %v18, label %v2924, label %v2925

v2924:                                       ; preds = %v2902
  %v2926 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5364
  %v2927 = extractelement <16 x float> %v2909, i64 11
  %v2928 = load float, ptr addrspace(3) %v2926, align 4
  %v2929 = fmul contract float %v2912, %v2928
  %v2930 = fadd contract float %v2927, %v2929
  %v2931 = insertelement <16 x float> %v2923, float %v2930, i64 11
  br label %v2925

v2925:                                       ; preds = %v2924, %v2902
  %v2932 = phi <16 x float> [ %v2931, %v2924 ], [ %v2923, %v2902 ]
  br i1 %v23, label %v2933, label %v2934

v2933:                                       ; preds = %v2925
  %v2935 = getelementptr i8, ptr addrspace(3) %v1777, i32 -7956
  %v2936 = load float, ptr addrspace(3) %v2935, align 4
  %v2937 = insertelement <2 x float> poison, float %v2936, i64 0
  %v2938 = shufflevector <2 x float> %v2937, <2 x float> poison, <2 x i32> zeroinitializer
  %v2939 = fmul contract <2 x float> %v2858, %v2938
  %v2940 = shufflevector <16 x float> %v2932, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v2941 = fadd contract <2 x float> %v2940, %v2939
  %v2942 = shufflevector <2 x float> %v2941, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v2943 = shufflevector <16 x float> %v2932, <16 x float> %v2942, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v2944 = extractelement <16 x float> %v2932, i64 14
  %v2945 = fmul contract float %v2869, %v2936
  %v2946 = fadd contract float %v2944, %v2945
  %v2947 = insertelement <16 x float> %v2943, float %v2946, i64 14
  br i1 %v18, label %v2948, label %v2934

v2934:                                       ; preds = %v2933, %v2948, %v2925
  %v2949 = phi <16 x float> [ %v2947, %v2933 ], [ %v2950, %v2948 ], [ %v2932, %v2925 ]
  %v2951 = extractelement <16 x float> %v2949, i64 0
  %v2952 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8144
  %v2953 = load float, ptr addrspace(3) %v2952, align 16
  %v2954 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5120
  %v2955 = extractelement <16 x float> %v2949, i64 1
  %v2956 = load <2 x float>, ptr addrspace(3) %v2954, align 16
  %v2957 = extractelement <2 x float> %v2956, i64 0
  %v2958 = fmul contract float %v2953, %v2957
  %v2959 = fadd contract float %v2951, %v2958
  %v2960 = insertelement <16 x float> %v2949, float %v2959, i64 0
  %v2961 = extractelement <2 x float> %v2956, i64 1
  %v2962 = fmul contract float %v2953, %v2961
  %v2963 = fadd contract float %v2955, %v2962
  %v2964 = insertelement <16 x float> %v2960, float %v2963, i64 1
  %v2965 = extractelement <16 x float> %v2949, i64 2
  %v2966 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5112
  %v2967 = load float, ptr addrspace(3) %v2966, align 8
  %v2968 = fmul contract float %v2953, %v2967
  %v2969 = fadd contract float %v2965, %v2968
  %v2970 = insertelement <16 x float> %v2964, float %v2969, i64 2
  br i1 %v18, label %v2971, label %v2972

v2948:                                       ; preds = %v2933
  %v2973 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5364
  %v2974 = extractelement <16 x float> %v2932, i64 15
  %v2975 = load float, ptr addrspace(3) %v2973, align 4
  %v2976 = fmul contract float %v2936, %v2975
  %v2977 = fadd contract float %v2974, %v2976
  %v2950 = insertelement <16 x float> %v2947, float %v2977, i64 15
  br label %v2934

v2971:                                       ; preds = %v2934
  %v2978 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5108
  %v2979 = extractelement <16 x float> %v2949, i64 3
  %v2980 = load float, ptr addrspace(3) %v2978, align 4
  %v2981 = fmul contract float %v2953, %v2980
  %v2982 = fadd contract float %v2979, %v2981
  %v2983 = insertelement <16 x float> %v2970, float %v2982, i64 3
  br label %v2972

v2972:                                       ; preds = %v2971, %v2934
  %v2984 = phi <16 x float> [ %v2983, %v2971 ], [ %v2970, %v2934 ]
  %v2985 = extractelement <16 x float> %v2984, i64 4
  %v2986 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8080
  %v2987 = load float, ptr addrspace(3) %v2986, align 16
  %v2988 = fmul contract float %v2957, %v2987
  %v2989 = fadd contract float %v2985, %v2988
  %v2990 = insertelement <16 x float> %v2984, float %v2989, i64 4
  %v2991 = extractelement <16 x float> %v2984, i64 5
  %v2992 = fmul contract float %v2961, %v2987
  %v2993 = fadd contract float %v2991, %v2992
  %v2994 = insertelement <16 x float> %v2990, float %v2993, i64 5
  %v2995 = extractelement <16 x float> %v2984, i64 6
  %v2996 = fmul contract float %v2967, %v2987
  %v2997 = fadd contract float %v2995, %v2996
  %v2998 = insertelement <16 x float> %v2994, float %v2997, i64 6
  br i1 %v18, label %v2999, label %v3000

v2999:                                       ; preds = %v2972
  %v3001 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5108
  %v3002 = extractelement <16 x float> %v2984, i64 7
  %v3003 = load float, ptr addrspace(3) %v3001, align 4
  %v3004 = fmul contract float %v2987, %v3003
  %v3005 = fadd contract float %v3002, %v3004
  %v3006 = insertelement <16 x float> %v2998, float %v3005, i64 7
  br label %v3000

v3000:                                       ; preds = %v2999, %v2972
  %v3007 = phi <16 x float> [ %v3006, %v2999 ], [ %v2998, %v2972 ]
  %v3008 = extractelement <16 x float> %v3007, i64 8
  %v3009 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8016
  %v3010 = load float, ptr addrspace(3) %v3009, align 16
  %v3011 = fmul contract float %v2957, %v3010
  %v3012 = fadd contract float %v3008, %v3011
  %v3013 = insertelement <16 x float> %v3007, float %v3012, i64 8
  %v3014 = extractelement <16 x float> %v3007, i64 9
  %v3015 = fmul contract float %v2961, %v3010
  %v3016 = fadd contract float %v3014, %v3015
  %v3017 = insertelement <16 x float> %v3013, float %v3016, i64 9
  %v3018 = extractelement <16 x float> %v3007, i64 10
  %v3019 = fmul contract float %v2967, %v3010
  %v3020 = fadd contract float %v3018, %v3019
  %v3021 = insertelement <16 x float> %v3017, float %v3020, i64 10
  br i1 %v18, label %v3022, label %v3023

v3022:                                       ; preds = %v3000
  %v3024 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5108
  %v3025 = extractelement <16 x float> %v3007, i64 11
  %v3026 = load float, ptr addrspace(3) %v3024, align 4
  %v3027 = fmul contract float %v3010, %v3026
  %v3028 = fadd contract float %v3025, %v3027
  %v3029 = insertelement <16 x float> %v3021, float %v3028, i64 11
  br label %v3023

v3023:                                       ; preds = %v3022, %v3000
  %v3030 = phi <16 x float> [ %v3029, %v3022 ], [ %v3021, %v3000 ]
  br i1 %v23, label %v3031, label %v3032

v3031:                                       ; preds = %v3023
  %v3033 = getelementptr i8, ptr addrspace(3) %v1777, i32 -7952
  %v3034 = load float, ptr addrspace(3) %v3033, align 16
  %v3035 = insertelement <2 x float> poison, float %v3034, i64 0
  %v3036 = shufflevector <2 x float> %v3035, <2 x float> poison, <2 x i32> zeroinitializer
  %v3037 = fmul contract <2 x float> %v2956, %v3036
  %v3038 = shufflevector <16 x float> %v3030, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v3039 = fadd contract <2 x float> %v3038, %v3037
  %v3040 = shufflevector <2 x float> %v3039, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v3041 = shufflevector <16 x float> %v3030, <16 x float> %v3040, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v3042 = extractelement <16 x float> %v3030, i64 14
  %v3043 = fmul contract float %v2967, %v3034
  %v3044 = fadd contract float %v3042, %v3043
  %v3045 = insertelement <16 x float> %v3041, float %v3044, i64 14
  br i1 %v18, label %v3046, label %v3032

v3032:                                       ; preds = %v3031, %v3046, %v3023
  %v3047 = phi <16 x float> [ %v3045, %v3031 ], [ %v3048, %v3046 ], [ %v3030, %v3023 ]
  %v3049 = extractelement <16 x float> %v3047, i64 0
  %v3050 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8140
  %v3051 = load float, ptr addrspace(3) %v3050, align 4
  %v3052 = getelementptr i8, ptr addrspace(3) %v1782, i32 -4864
  %v3053 = extractelement <16 x float> %v3047, i64 1
  %v3054 = load <2 x float>, ptr addrspace(3) %v3052, align 16
  %v3055 = extractelement <2 x float> %v3054, i64 0
  %v3056 = fmul contract float %v3051, %v3055
  %v3057 = fadd contract float %v3049, %v3056
  %v3058 = insertelement <16 x float> %v3047, float %v3057, i64 0
  %v3059 = extractelement <2 x float> %v3054, i64 1
  %v3060 = fmul contract float %v3051, %v3059
  %v3061 = fadd contract float %v3053, %v3060
  %v3062 = insertelement <16 x float> %v3058, float %v3061, i64 1
  %v3063 = extractelement <16 x float> %v3047, i64 2
  %v3064 = getelementptr i8, ptr addrspace(3) %v1782, i32 -4856
  %v3065 = load float, ptr addrspace(3) %v3064, align 8
  %v3066 = fmul contract float %v3051, %v3065
  %v3067 = fadd contract float %v3063, %v3066
  %v3068 = insertelement <16 x float> %v3062, float %v3067, i64 2
  br i1 %v18, label %v3069, label %v3070

v3046:                                       ; preds = %v3031
  %v3071 = getelementptr i8, ptr addrspace(3) %v1782, i32 -5108
  %v3072 = extractelement <16 x float> %v3030, i64 15
  %v3073 = load float, ptr addrspace(3) %v3071, align 4
  %v3074 = fmul contract float %v3034, %v3073
  %v3075 = fadd contract float %v3072, %v3074
  %v3048 = insertelement <16 x float> %v3045, float %v3075, i64 15
  br label %v3032

v3069:                                       ; preds = %v3032
  %v3076 = getelementptr i8, ptr addrspace(3) %v1782, i32 -4852
  %v3077 = extractelement <16 x float> %v3047, i64 3
  %v3078 = load float, ptr addrspace(3) %v3076, align 4
  %v3079 = fmul contract float %v3051, %v3078
  %v3080 = fadd contract float %v3077, %v3079
  %v3081 = insertelement <16 x float> %v3068, float %v3080, i64 3
  br label %v3070

v3070:                                       ; preds = %v3069, %v3032
  %v3082 = phi <16 x float> [ %v3081, %v3069 ], [ %v3068, %v3032 ]
  %v3083 = extractelement <16 x float> %v3082, i64 4
  %v3084 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8076
  %v3085 = load float, ptr addrspace(3) %v3084, align 4
  %v3086 = fmul contract float %v3055, %v3085
  %v3087 = fadd contract float %v3083, %v3086
  %v3088 = insertelement <16 x float> %v3082, float %v3087, i64 4
  %v3089 = extractelement <16 x float> %v3082, i64 5
  %v3090 = fmul contract float %v3059, %v3085
  %v3091 = fadd contract float %v3089, %v3090
  %v3092 = insertelement <16 x float> %v3088, float %v3091, i64 5
  %v3093 = extractelement <16 x float> %v3082, i64 6
  %v3094 = fmul contract float %v3065, %v3085
  %v3095 = fadd contract float %v3093, %v3094
  %v3096 = insertelement <16 x float> %v3092, float %v3095, i64 6
  br i1 %v18, label %v3097, label %v3098

v3097:                                       ; preds = %v3070
  %v3099 = getelementptr i8, ptr addrspace(3) %v1782, i32 -4852
  %v3100 = extractelement <16 x float> %v3082, i64 7
  %v3101 = load float, ptr addrspace(3) %v3099, align 4
  %v3102 = fmul contract float %v3085, %v3101
  %v3103 = fadd contract float %v3100, %v3102
  %v3104 = insertelement <16 x float> %v3096, float %v3103, i64 7
  br label %v3098

v3098:                                       ; preds = %v3097, %v3070
  %v3105 = phi <16 x float> [ %v3104, %v3097 ], [ %v3096, %v3070 ]
  %v3106 = extractelement <16 x float> %v3105, i64 8
  %v3107 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8012
  %v3108 = load float, ptr addrspace(3) %v3107, align 4
  %v3109 = fmul contract float %v3055, %v3108
  %v3110 = fadd contract float %v3106, %v3109
  %v3111 = insertelement <16 x float> %v3105, float %v3110, i64 8
  %v3112 = extractelement <16 x float> %v3105, i64 9
  %v3113 = fmul contract float %v3059, %v3108
  %v3114 = fadd contract float %v3112, %v3113
  %v3115 = insertelement <16 x float> %v3111, float %v3114, i64 9
  %v3116 = extractelement <16 x float> %v3105, i64 10
  %v3117 = fmul contract float %v3065, %v3108
  %v3118 = fadd contract float %v3116, %v3117
  %v3119 = insertelement <16 x float> %v3115, float %v3118, i64 10
  br i1 %v18, label %v3120, label %v3121

v3120:                                       ; preds = %v3098
  %v3122 = getelementptr i8, ptr addrspace(3) %v1782, i32 -4852
  %v3123 = extractelement <16 x float> %v3105, i64 11
  %v3124 = load float, ptr addrspace(3) %v3122, align 4
  %v3125 = fmul contract float %v3108, %v3124
  %v3126 = fadd contract float %v3123, %v3125
  %v3127 = insertelement <16 x float> %v3119, float %v3126, i64 11
  br label %v3121

v3121:                                       ; preds = %v3120, %v3098
  %v3128 = phi <16 x float> [ %v3127, %v3120 ], [ %v3119, %v3098 ]
  br i1 %v23, label %v3129, label %v3130

v3129:                                       ; preds = %v3121
  %v3131 = getelementptr i8, ptr addrspace(3) %v1777, i32 -7948
  %v3132 = load float, ptr addrspace(3) %v3131, align 4
  %v3133 = insertelement <2 x float> poison, float %v3132, i64 0
  %v3134 = shufflevector <2 x float> %v3133, <2 x float> poison, <2 x i32> zeroinitializer
  %v3135 = fmul contract <2 x float> %v3054, %v3134
  %v3136 = shufflevector <16 x float> %v3128, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v3137 = fadd contract <2 x float> %v3136, %v3135
  %v3138 = shufflevector <2 x float> %v3137, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v3139 = shufflevector <16 x float> %v3128, <16 x float> %v3138, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v3140 = extractelement <16 x float> %v3128, i64 14
  %v3141 = fmul contract float %v3065, %v3132
  %v3142 = fadd contract float %v3140, %v3141
  %v3143 = insertelement <16 x float> %v3139, float %v3142, i64 14
  br i1 %v18, label %v3144, label %v3130

v3130:                                       ; preds = %v3129, %v3144, %v3121
  %v3145 = phi <16 x float> [ %v3143, %v3129 ], [ %v3146, %v3144 ], [ %v3128, %v3121 ]
  %v3147 = extractelement <16 x float> %v3145, i64 0
  %v3148 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8136
  %v3149 = load float, ptr addrspace(3) %v3148, align 8
  %v3150 = getelementptr i8, ptr addrspace(3) %v1782, i32 -4608
  %v3151 = extractelement <16 x float> %v3145, i64 1
  %v3152 = load <2 x float>, ptr addrspace(3) %v3150, align 16
  %v3153 = extractelement <2 x float> %v3152, i64 0
  %v3154 = fmul contract float %v3149, %v3153
  %v3155 = fadd contract float %v3147, %v3154
  %v3156 = insertelement <16 x float> %v3145, float %v3155, i64 0
  %v3157 = extractelement <2 x float> %v3152, i64 1
  %v3158 = fmul contract float %v3149, %v3157
  %v3159 = fadd contract float %v3151, %v3158
  %v3160 = insertelement <16 x float> %v3156, float %v3159, i64 1
  %v3161 = extractelement <16 x float> %v3145, i64 2
  %v3162 = getelementptr i8, ptr addrspace(3) %v1782, i32 -4600
  %v3163 = load float, ptr addrspace(3) %v3162, align 8
  %v3164 = fmul contract float %v3149, %v3163
  %v3165 = fadd contract float %v3161, %v3164
  %v3166 = insertelement <16 x float> %v3160, float %v3165, i64 2
  br i1 %v18, label %v3167, label %v3168

v3144:                                       ; preds = %v3129
  %v3169 = getelementptr i8, ptr addrspace(3) %v1782, i32 -4852
  %v3170 = extractelement <16 x float> %v3128, i64 15
  %v3171 = load float, ptr addrspace(3) %v3169, align 4
  %v3172 = fmul contract float %v3132, %v3171
  %v3173 = fadd contract float %v3170, %v3172
  %v3146 = insertelement <16 x float> %v3143, float %v3173, i64 15
  br label %v3130

v3167:                                       ; preds = %v3130
  %v3174 = getelementptr i8, ptr addrspace(3) %v1782, i32 -4596
  %v3175 = extractelement <16 x float> %v3145, i64 3
  %v3176 = load float, ptr addrspace(3) %v3174, align 4
  %v3177 = fmul contract float %v3149, %v3176
  %v3178 = fadd contract float %v3175, %v3177
  %v3179 = insertelement <16 x float> %v3166, float %v3178, i64 3
  br label %v3168

v3168:                                       ; preds = %v3167, %v3130
  %v3180 = phi <16 x float> [ %v3179, %v3167 ], [ %v3166, %v3130 ]
  %v3181 = extractelement <16 x float> %v3180, i64 4
  %v3182 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8072
  %v3183 = load float, ptr addrspace(3) %v3182, align 8
  %v3184 = fmul contract float %v3153, %v3183
  %v3185 = fadd contract float %v3181, %v3184
  %v3186 = insertelement <16 x float> %v3180, float %v3185, i64 4
  %v3187 = extractelement <16 x float> %v3180, i64 5
  %v3188 = fmul contract float %v3157, %v3183
  %v3189 = fadd contract float %v3187, %v3188
  %v3190 = insertelement <16 x float> %v3186, float %v3189, i64 5
  %v3191 = extractelement <16 x float> %v3180, i64 6
  %v3192 = fmul contract float %v3163, %v3183
  %v3193 = fadd contract float %v3191, %v3192
  %v3194 = insertelement <16 x float> %v3190, float %v3193, i64 6
  br i1 %v18, label %v3195, label %v3196

v3195:                                       ; preds = %v3168
  %v3197 = getelementptr i8, ptr addrspace(3) %v1782, i32 -4596
  %v3198 = extractelement <16 x float> %v3180, i64 7
  %v3199 = load float, ptr addrspace(3) %v3197, align 4
  %v3200 = fmul contract float %v3183, %v3199
  %v3201 = fadd contract float %v3198, %v3200
  %v3202 = insertelement <16 x float> %v3194, float %v3201, i64 7
  br label %v3196

v3196:                                       ; preds = %v3195, %v3168
  %v3203 = phi <16 x float> [ %v3202, %v3195 ], [ %v3194, %v3168 ]
  %v3204 = extractelement <16 x float> %v3203, i64 8
  %v3205 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8008
  %v3206 = load float, ptr addrspace(3) %v3205, align 8
  %v3207 = fmul contract float %v3153, %v3206
  %v3208 = fadd contract float %v3204, %v3207
  %v3209 = insertelement <16 x float> %v3203, float %v3208, i64 8
  %v3210 = extractelement <16 x float> %v3203, i64 9
  %v3211 = fmul contract float %v3157, %v3206
  %v3212 = fadd contract float %v3210, %v3211
  %v3213 = insertelement <16 x float> %v3209, float %v3212, i64 9
  %v3214 = extractelement <16 x float> %v3203, i64 10
  %v3215 = fmul contract float %v3163, %v3206
  %v3216 = fadd contract float %v3214, %v3215
  %v3217 = insertelement <16 x float> %v3213, float %v3216, i64 10
  br i1 %v18, label %v3218, label %v3219

v3218:                                       ; preds = %v3196
  %v3220 = getelementptr i8, ptr addrspace(3) %v1782, i32 -4596
  %v3221 = extractelement <16 x float> %v3203, i64 11
  %v3222 = load float, ptr addrspace(3) %v3220, align 4
  %v3223 = fmul contract float %v3206, %v3222
  %v3224 = fadd contract float %v3221, %v3223
  %v3225 = insertelement <16 x float> %v3217, float %v3224, i64 11
  br label %v3219

v3219:                                       ; preds = %v3218, %v3196
  %v3226 = phi <16 x float> [ %v3225, %v3218 ], [ %v3217, %v3196 ]
  br i1 %v23, label %v3227, label %v3228

v3227:                                       ; preds = %v3219
  %v3229 = getelementptr i8, ptr addrspace(3) %v1777, i32 -7944
  %v3230 = load float, ptr addrspace(3) %v3229, align 8
  %v3231 = insertelement <2 x float> poison, float %v3230, i64 0
  %v3232 = shufflevector <2 x float> %v3231, <2 x float> poison, <2 x i32> zeroinitializer
  %v3233 = fmul contract <2 x float> %v3152, %v3232
  %v3234 = shufflevector <16 x float> %v3226, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v3235 = fadd contract <2 x float> %v3234, %v3233
  %v3236 = shufflevector <2 x float> %v3235, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v3237 = shufflevector <16 x float> %v3226, <16 x float> %v3236, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v3238 = extractelement <16 x float> %v3226, i64 14
  %v3239 = fmul contract float %v3163, %v3230
  %v3240 = fadd contract float %v3238, %v3239
  %v3241 = insertelement <16 x float> %v3237, float %v3240, i64 14
  br i1 %v18, label %v3242, label %v3228

v3228:                                       ; preds = %v3227, %v3242, %v3219
  %v3243 = phi <16 x float> [ %v3241, %v3227 ], [ %v3244, %v3242 ], [ %v3226, %v3219 ]
  %v3245 = shl nuw nsw i64 %v89, 4
  %v3246 = or disjoint i64 %v3245, 15
  %v3247 = icmp ult i64 %v3246, 63
  br i1 %v3247, label %v3248, label %v152

v3242:                                       ; preds = %v3227
  %v3249 = getelementptr i8, ptr addrspace(3) %v1782, i32 -4596
  %v3250 = extractelement <16 x float> %v3226, i64 15
  %v3251 = load float, ptr addrspace(3) %v3249, align 4
  %v3252 = fmul contract float %v3230, %v3251
  %v3253 = fadd contract float %v3250, %v3252
  %v3244 = insertelement <16 x float> %v3241, float %v3253, i64 15
  br label %v3228

v3248:                                       ; preds = %v3228
  %v3254 = extractelement <16 x float> %v3243, i64 0
  %v3255 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8132
  %v3256 = load float, ptr addrspace(3) %v3255, align 4
  %v3257 = getelementptr i8, ptr addrspace(3) %v1782, i32 -4352
  %v3258 = extractelement <16 x float> %v3243, i64 1
  %v3259 = load <2 x float>, ptr addrspace(3) %v3257, align 16
  %v3260 = extractelement <2 x float> %v3259, i64 0
  %v3261 = fmul contract float %v3256, %v3260
  %v3262 = fadd contract float %v3254, %v3261
  %v3263 = insertelement <16 x float> %v3243, float %v3262, i64 0
  %v3264 = extractelement <2 x float> %v3259, i64 1
  %v3265 = fmul contract float %v3256, %v3264
  %v3266 = fadd contract float %v3258, %v3265
  %v3267 = insertelement <16 x float> %v3263, float %v3266, i64 1
  %v3268 = extractelement <16 x float> %v3243, i64 2
  %v3269 = getelementptr i8, ptr addrspace(3) %v1782, i32 -4344
  %v3270 = load float, ptr addrspace(3) %v3269, align 8
  %v3271 = fmul contract float %v3256, %v3270
  %v3272 = fadd contract float %v3268, %v3271
  %v3273 = insertelement <16 x float> %v3267, float %v3272, i64 2
  br i1 %v18, label %v3274, label %v3275

v152:                                       ; preds = %v3276, %v3277, %v3278, %v3228
  %v154 = phi <16 x float> [ %v3279, %v3276 ], [ %v3280, %v3277 ], [ %v3281, %v3278 ], [ %v3243, %v3228 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  br label %v86

v3274:                                       ; preds = %v3248
  %v3282 = getelementptr i8, ptr addrspace(3) %v1782, i32 -4340
  %v3283 = extractelement <16 x float> %v3243, i64 3
  %v3284 = load float, ptr addrspace(3) %v3282, align 4
  %v3285 = fmul contract float %v3256, %v3284
  %v3286 = fadd contract float %v3283, %v3285
  %v3287 = insertelement <16 x float> %v3273, float %v3286, i64 3
  br label %v3275

v3275:                                       ; preds = %v3274, %v3248
  %v3288 = phi <16 x float> [ %v3287, %v3274 ], [ %v3273, %v3248 ]
  %v3289 = extractelement <16 x float> %v3288, i64 4
  %v3290 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8068
  %v3291 = load float, ptr addrspace(3) %v3290, align 4
  %v3292 = fmul contract float %v3260, %v3291
  %v3293 = fadd contract float %v3289, %v3292
  %v3294 = insertelement <16 x float> %v3288, float %v3293, i64 4
  %v3295 = extractelement <16 x float> %v3288, i64 5
  %v3296 = fmul contract float %v3264, %v3291
  %v3297 = fadd contract float %v3295, %v3296
  %v3298 = insertelement <16 x float> %v3294, float %v3297, i64 5
  %v3299 = extractelement <16 x float> %v3288, i64 6
  %v3300 = fmul contract float %v3270, %v3291
  %v3301 = fadd contract float %v3299, %v3300
  %v3302 = insertelement <16 x float> %v3298, float %v3301, i64 6
  br i1 %v18, label %v3303, label %v3304

v3303:                                       ; preds = %v3275
  %v3305 = getelementptr i8, ptr addrspace(3) %v1782, i32 -4340
  %v3306 = extractelement <16 x float> %v3288, i64 7
  %v3307 = load float, ptr addrspace(3) %v3305, align 4
  %v3308 = fmul contract float %v3291, %v3307
  %v3309 = fadd contract float %v3306, %v3308
  %v3310 = insertelement <16 x float> %v3302, float %v3309, i64 7
  br label %v3304

v3304:                                       ; preds = %v3303, %v3275
  %v3311 = phi <16 x float> [ %v3310, %v3303 ], [ %v3302, %v3275 ]
  %v3312 = extractelement <16 x float> %v3311, i64 8
  %v3313 = getelementptr i8, ptr addrspace(3) %v1777, i32 -8004
  %v3314 = load float, ptr addrspace(3) %v3313, align 4
  %v3315 = fmul contract float %v3260, %v3314
  %v3316 = fadd contract float %v3312, %v3315
  %v3317 = insertelement <16 x float> %v3311, float %v3316, i64 8
  %v3318 = extractelement <16 x float> %v3311, i64 9
  %v3319 = fmul contract float %v3264, %v3314
  %v3320 = fadd contract float %v3318, %v3319
  %v3321 = insertelement <16 x float> %v3317, float %v3320, i64 9
  %v3322 = extractelement <16 x float> %v3311, i64 10
  %v3323 = fmul contract float %v3270, %v3314
  %v3324 = fadd contract float %v3322, %v3323
  %v3325 = insertelement <16 x float> %v3321, float %v3324, i64 10
  br i1 %v18, label %v3326, label %v3278

v3326:                                       ; preds = %v3304
  %v3327 = getelementptr i8, ptr addrspace(3) %v1782, i32 -4340
  %v3328 = extractelement <16 x float> %v3311, i64 11
  %v3329 = load float, ptr addrspace(3) %v3327, align 4
  %v3330 = fmul contract float %v3314, %v3329
  %v3331 = fadd contract float %v3328, %v3330
  %v3332 = insertelement <16 x float> %v3325, float %v3331, i64 11
  br label %v3278

v3278:                                       ; preds = %v3326, %v3304
  %v3281 = phi <16 x float> [ %v3332, %v3326 ], [ %v3325, %v3304 ]
  br i1 %v23, label %v3276, label %v152

v3276:                                       ; preds = %v3278
  %v3333 = getelementptr i8, ptr addrspace(3) %v1777, i32 -7940
  %v3334 = load float, ptr addrspace(3) %v3333, align 4
  %v3335 = insertelement <2 x float> poison, float %v3334, i64 0
  %v3336 = shufflevector <2 x float> %v3335, <2 x float> poison, <2 x i32> zeroinitializer
  %v3337 = fmul contract <2 x float> %v3259, %v3336
  %v3338 = shufflevector <16 x float> %v3281, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v3339 = fadd contract <2 x float> %v3338, %v3337
  %v3340 = shufflevector <2 x float> %v3339, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v3341 = shufflevector <16 x float> %v3281, <16 x float> %v3340, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v3342 = extractelement <16 x float> %v3281, i64 14
  %v3343 = fmul contract float %v3270, %v3334
  %v3344 = fadd contract float %v3342, %v3343
  %v3279 = insertelement <16 x float> %v3341, float %v3344, i64 14
  br i1 %v18, label %v3277, label %v152

v3277:                                       ; preds = %v3276
  %v3345 = getelementptr i8, ptr addrspace(3) %v1782, i32 -4340
  %v3346 = extractelement <16 x float> %v3281, i64 15
  %v3347 = load float, ptr addrspace(3) %v3345, align 4
  %v3348 = fmul contract float %v3334, %v3347
  %v3349 = fadd contract float %v3346, %v3348
  %v3280 = insertelement <16 x float> %v3279, float %v3349, i64 15
  br label %v152

v106:                                       ; preds = %v94
  %v3350 = or disjoint i64 %v100, 3
  %v3351 = getelementptr inbounds float, ptr addrspace(1) %v95, i64 %v3350
  %v3352 = extractelement <16 x float> %v88, i64 3
  store float %v3352, ptr addrspace(1) %v3351, align 4
  %v3353 = extractelement <16 x float> %v88, i64 6
  %v3354 = getelementptr inbounds i8, ptr addrspace(1) %v101, i64 1032
  %v3355 = extractelement <16 x float> %v88, i64 7
  store float %v3355, ptr addrspace(1) %v3354, align 8
  %v3356 = shufflevector <16 x float> %v88, <16 x float> poison, <2 x i32> <i32 4, i32 5>
  br label %v3357

v107:                              ; preds = %v94
  %v3358 = extractelement <16 x float> %v88, i64 6
  %v3359 = shufflevector <16 x float> %v88, <16 x float> poison, <2 x i32> <i32 4, i32 5>
  br label %v3357

v3357:                                       ; preds = %v107, %v106
  %v3360 = phi float [ %v3353, %v106 ], [ %v3358, %v107 ]
  %v3361 = phi <2 x float> [ %v3356, %v106 ], [ %v3359, %v107 ]
  %v3362 = getelementptr inbounds i8, ptr addrspace(1) %v101, i64 1020
  store <2 x float> %v3361, ptr addrspace(1) %v3362, align 4
  %v3363 = getelementptr inbounds i8, ptr addrspace(1) %v101, i64 1028
  store float %v3360, ptr addrspace(1) %v3363, align 4
  %v3364 = getelementptr inbounds i8, ptr addrspace(1) %v101, i64 2040
  %v3365 = shufflevector <16 x float> %v88, <16 x float> poison, <2 x i32> <i32 8, i32 9>
  store <2 x float> %v3365, ptr addrspace(1) %v3364, align 8
  %v3366 = extractelement <16 x float> %v88, i64 10
  %v3367 = getelementptr inbounds i8, ptr addrspace(1) %v101, i64 2048
  store float %v3366, ptr addrspace(1) %v3367, align 16
  br i1 %v18, label %v3368, label %v3369

v3368:                                       ; preds = %v3357
  %v3370 = getelementptr inbounds i8, ptr addrspace(1) %v101, i64 2052
  %v3371 = extractelement <16 x float> %v88, i64 11
  store float %v3371, ptr addrspace(1) %v3370, align 4
  br label %v3369

v3369:                                       ; preds = %v3368, %v3357
  br i1 %v23, label %v3372, label %v3373

v3372:                                       ; preds = %v3369
  %v3374 = getelementptr inbounds i8, ptr addrspace(1) %v101, i64 3060
  %v3375 = shufflevector <16 x float> %v88, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  store <2 x float> %v3375, ptr addrspace(1) %v3374, align 4
  %v3376 = extractelement <16 x float> %v88, i64 14
  %v3377 = getelementptr inbounds i8, ptr addrspace(1) %v101, i64 3068
  store float %v3376, ptr addrspace(1) %v3377, align 4
  br i1 %v18, label %v3378, label %v3373

v3373:                                       ; preds = %v3372, %v3378, %v3369
  ret void

v3378:                                       ; preds = %v3372
  %v3379 = getelementptr inbounds i8, ptr addrspace(1) %v101, i64 3072
  %v3380 = extractelement <16 x float> %v88, i64 15
  store float %v3380, ptr addrspace(1) %v3379, align 16
  br label %v3373
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x float> @llvm.masked.load.v4f32.p0(ptr nocapture, i32 immarg, <4 x i1>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr nocapture, i32 immarg, <4 x i1>) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

attributes #0 = { nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }
