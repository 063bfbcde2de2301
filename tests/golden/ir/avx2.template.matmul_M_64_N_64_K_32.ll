; matmul:M=64,N=64,K=32,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_matmul_f32_m64_n64_k32'
source_filename = "ktune_matmul_f32_m64_n64_k32"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_matmul_f32_m64_n64_k32(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  store ptr %v0, ptr %v4, align 64
  %v5 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v1, ptr %v5, align 8
  %v6 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v6, align 16
  call void @ktune_parallel_for(i64 11, ptr nonnull @ktune_matmul_f32_m64_n64_k32.parallel0, ptr nonnull %v4) #2
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_matmul_f32_m64_n64_k32.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  %v7 = getelementptr inbounds i8, ptr %v0, i64 16
  %v8 = load ptr, ptr %v7, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  %v9 = icmp slt i64 %v1, %v2
  br i1 %v9, label %v10, label %v11

v10:                         ; preds = %v3
  %v12 = getelementptr inbounds i8, ptr %v6, i64 64
  %v13 = getelementptr inbounds i8, ptr %v6, i64 128
  %v14 = getelementptr inbounds i8, ptr %v6, i64 192
  br label %v15

v15:                                   ; preds = %v10, %v16
  %v17 = phi i64 [ %v18, %v16 ], [ %v1, %v10 ]
  %v19 = icmp slt i64 %v17, 10
  %v20 = mul i64 %v17, 1536
  %v21 = getelementptr i8, ptr %v8, i64 %v20
  %v22 = mul nsw i64 %v17, 192
  br i1 %v19, label %v23, label %v24

v16:                                        ; preds = %v25, %v26
  %v18 = add nuw nsw i64 %v17, 1
  %v27 = icmp eq i64 %v18, %v2
  br i1 %v27, label %v11, label %v15

v23:                                   ; preds = %v15, %v25
  %v28 = phi i64 [ %v29, %v25 ], [ 0, %v15 ]
  %v30 = shl nsw i64 %v28, 4
  %v31 = getelementptr inbounds float, ptr %v6, i64 %v30
  br label %v32

v32:                                   ; preds = %v32, %v23
  %v33 = phi <16 x float> [ zeroinitializer, %v23 ], [ %v34, %v32 ]
  %v35 = phi <16 x float> [ zeroinitializer, %v23 ], [ %v36, %v32 ]
  %v37 = phi <16 x float> [ zeroinitializer, %v23 ], [ %v38, %v32 ]
  %v39 = phi <16 x float> [ zeroinitializer, %v23 ], [ %v40, %v32 ]
  %v41 = phi <16 x float> [ zeroinitializer, %v23 ], [ %v42, %v32 ]
  %v43 = phi <16 x float> [ zeroinitializer, %v23 ], [ %v44, %v32 ]
  %v45 = phi i64 [ 0, %v23 ], [ %v46, %v32 ]
  %v47 = shl nuw nsw i64 %v45, 1
  %v48 = add nuw nsw i64 %v47, %v22
  %v49 = getelementptr inbounds float, ptr %v4, i64 %v48
  %v50 = load float, ptr %v49, align 4, !alias.scope !0, !noalias !7
  %v51 = insertelement <16 x float> poison, float %v50, i64 0
  %v52 = shufflevector <16 x float> %v51, <16 x float> poison, <16 x i32> zeroinitializer
  %v53 = shl nsw i64 %v45, 9
  %v54 = getelementptr inbounds i8, ptr %v31, i64 %v53
  %v55 = load <16 x float>, ptr %v54, align 4, !alias.scope !3, !noalias !8
  %v56 = fmul contract <16 x float> %v55, %v52
  %v57 = fadd contract <16 x float> %v43, %v56
  %v58 = getelementptr i8, ptr %v49, i64 128
  %v59 = load float, ptr %v58, align 4, !alias.scope !0, !noalias !7
  %v60 = insertelement <16 x float> poison, float %v59, i64 0
  %v61 = shufflevector <16 x float> %v60, <16 x float> poison, <16 x i32> zeroinitializer
  %v62 = fmul contract <16 x float> %v55, %v61
  %v63 = fadd contract <16 x float> %v41, %v62
  %v64 = getelementptr i8, ptr %v49, i64 256
  %v65 = load float, ptr %v64, align 4, !alias.scope !0, !noalias !7
  %v66 = insertelement <16 x float> poison, float %v65, i64 0
  %v67 = shufflevector <16 x float> %v66, <16 x float> poison, <16 x i32> zeroinitializer
  %v68 = fmul contract <16 x float> %v55, %v67
  %v69 = fadd contract <16 x float> %v39, %v68
  %v70 = getelementptr i8, ptr %v49, i64 384
  %v71 = load float, ptr %v70, align 4, !alias.scope !0, !noalias !7
  %v72 = insertelement <16 x float> poison, float %v71, i64 0
  %v73 = shufflevector <16 x float> %v72, <16 x float> poison, <16 x i32> zeroinitializer
  %v74 = fmul contract <16 x float> %v55, %v73
  %v75 = fadd contract <16 x float> %v37, %v74
  %v76 = getelementptr i8, ptr %v49, i64 512
  %v77 = load float, ptr %v76, align 4, !alias.scope !0, !noalias !7
  %v78 = insertelement <16 x float> poison, float %v77, i64 0
  %v79 = shufflevector <16 x float> %v78, <16 x float> poison, <16 x i32> zeroinitializer
  %v80 = fmul contract <16 x float> %v55, %v79
  %v81 = fadd contract <16 x float> %v35, %v80
  %v82 = getelementptr i8, ptr %v49, i64 640
  %v83 = load float, ptr %v82, align 4, !alias.scope !0, !noalias !7
  %v84 = insertelement <16 x float> poison, float %v83, i64 0
  %v85 = shufflevector <16 x float> %v84, <16 x float> poison, <16 x i32> zeroinitializer
  %v86 = fmul contract <16 x float> %v55, %v85
  %v87 = fadd contract <16 x float> %v33, %v86
  %v88 = or disjoint i64 %v48, 1
  %v89 = getelementptr inbounds float, ptr %v4, i64 %v88
  %v90 = load float, ptr %v89, align 4, !alias.scope !0, !noalias !7
  %v91 = insertelement <16 x float> poison, float %v90, i64 0
  %v92 = shufflevector <16 x float> %v91, <16 x float> poison, <16 x i32> zeroinitializer
  %v93 = getelementptr inbounds i8, ptr %v54, i64 256
  %v94 = load <16 x float>, ptr %v93, align 4, !alias.scope !3, !noalias !8
  %v95 = fmul contract <16 x float> %v94, %v92
  %v44 = fadd contract <16 x float> %v57, %v95
  %v96 = getelementptr i8, ptr %v49, i64 132
  %v97 = load float, ptr %v96, align 4, !alias.scope !0, !noalias !7
  %v98 = insertelement <16 x float> poison, float %v97, i64 0
  %v99 = shufflevector <16 x float> %v98, <16 x float> poison, <16 x i32> zeroinitializer
  %v100 = fmul contract <16 x float> %v94, %v99
  %v42 = fadd contract <16 x float> %v63, %v100
  %v101 = getelementptr i8, ptr %v49, i64 260
  %v102 = load float, ptr %v101, align 4, !alias.scope !0, !noalias !7
  %v103 = insertelement <16 x float> poison, float %v102, i64 0
  %v104 = shufflevector <16 x float> %v103, <16 x float> poison, <16 x i32> zeroinitializer
  %v105 = fmul contract <16 x float> %v94, %v104
  %v40 = fadd contract <16 x float> %v69, %v105
  %v106 = getelementptr i8, ptr %v49, i64 388
  %v107 = load float, ptr %v106, align 4, !alias.scope !0, !noalias !7
  %v108 = insertelement <16 x float> poison, float %v107, i64 0
  %v109 = shufflevector <16 x float> %v108, <16 x float> poison, <16 x i32> zeroinitializer
  %v110 = fmul contract <16 x float> %v94, %v109
  %v38 = fadd contract <16 x float> %v75, %v110
  %v111 = getelementptr i8, ptr %v49, i64 516
  %v112 = load float, ptr %v111, align 4, !alias.scope !0, !noalias !7
  %v113 = insertelement <16 x float> poison, float %v112, i64 0
  %v114 = shufflevector <16 x float> %v113, <16 x float> poison, <16 x i32> zeroinitializer
  %v115 = fmul contract <16 x float> %v94, %v114
  %v36 = fadd contract <16 x float> %v81, %v115
  %v116 = getelementptr i8, ptr %v49, i64 644
  %v117 = load float, ptr %v116, align 4, !alias.scope !0, !noalias !7
  %v118 = insertelement <16 x float> poison, float %v117, i64 0
  %v119 = shufflevector <16 x float> %v118, <16 x float> poison, <16 x i32> zeroinitializer
  %v120 = fmul contract <16 x float> %v94, %v119
  %v34 = fadd contract <16 x float> %v87, %v120
  %v46 = add nuw nsw i64 %v45, 1
  %v121 = icmp eq i64 %v46, 16
  br i1 %v121, label %v25, label %v32

v25:                                   ; preds = %v32
  %v122 = getelementptr float, ptr %v21, i64 %v30
  store <16 x float> %v44, ptr %v122, align 4, !alias.scope !5, !noalias !9
  %v123 = getelementptr i8, ptr %v122, i64 256
  store <16 x float> %v42, ptr %v123, align 4, !alias.scope !5, !noalias !9
  %v124 = getelementptr i8, ptr %v122, i64 512
  store <16 x float> %v40, ptr %v124, align 4, !alias.scope !5, !noalias !9
  %v125 = getelementptr i8, ptr %v122, i64 768
  store <16 x float> %v38, ptr %v125, align 4, !alias.scope !5, !noalias !9
  %v126 = getelementptr i8, ptr %v122, i64 1024
  store <16 x float> %v36, ptr %v126, align 4, !alias.scope !5, !noalias !9
  %v127 = getelementptr i8, ptr %v122, i64 1280
  store <16 x float> %v34, ptr %v127, align 4, !alias.scope !5, !noalias !9
  %v29 = add nuw nsw i64 %v28, 1
  %v128 = icmp eq i64 %v29, 4
  br i1 %v128, label %v16, label %v23

v24:                                 ; preds = %v15, %v24
  %v129 = phi <16 x float> [ %v130, %v24 ], [ zeroinitializer, %v15 ]
  %v131 = phi <16 x float> [ %v132, %v24 ], [ zeroinitializer, %v15 ]
  %v133 = phi <16 x float> [ %v134, %v24 ], [ zeroinitializer, %v15 ]
  %v135 = phi <16 x float> [ %v136, %v24 ], [ zeroinitializer, %v15 ]
  %v137 = phi i64 [ %v138, %v24 ], [ 0, %v15 ]
  %v139 = shl nuw nsw i64 %v137, 1
  %v140 = add nuw nsw i64 %v139, %v22
  %v141 = getelementptr inbounds float, ptr %v4, i64 %v140
  %v142 = load float, ptr %v141, align 4, !alias.scope !0, !noalias !7
  %v143 = insertelement <16 x float> poison, float %v142, i64 0
  %v144 = shufflevector <16 x float> %v143, <16 x float> poison, <16 x i32> zeroinitializer
  %v145 = shl nsw i64 %v137, 9
  %v146 = getelementptr inbounds i8, ptr %v6, i64 %v145
  %v147 = load <16 x float>, ptr %v146, align 4, !alias.scope !3, !noalias !8
  %v148 = fmul contract <16 x float> %v147, %v144
  %v149 = fadd contract <16 x float> %v135, %v148
  %v150 = getelementptr inbounds i8, ptr %v141, i64 128
  %v151 = load float, ptr %v150, align 4, !alias.scope !0, !noalias !7
  %v152 = insertelement <16 x float> poison, float %v151, i64 0
  %v153 = shufflevector <16 x float> %v152, <16 x float> poison, <16 x i32> zeroinitializer
  %v154 = fmul contract <16 x float> %v147, %v153
  %v155 = fadd contract <16 x float> %v133, %v154
  %v156 = getelementptr inbounds i8, ptr %v141, i64 256
  %v157 = load float, ptr %v156, align 4, !alias.scope !0, !noalias !7
  %v158 = insertelement <16 x float> poison, float %v157, i64 0
  %v159 = shufflevector <16 x float> %v158, <16 x float> poison, <16 x i32> zeroinitializer
  %v160 = fmul contract <16 x float> %v147, %v159
  %v161 = fadd contract <16 x float> %v131, %v160
  %v162 = getelementptr inbounds i8, ptr %v141, i64 384
  %v163 = load float, ptr %v162, align 4, !alias.scope !0, !noalias !7
  %v164 = insertelement <16 x float> poison, float %v163, i64 0
  %v165 = shufflevector <16 x float> %v164, <16 x float> poison, <16 x i32> zeroinitializer
  %v166 = fmul contract <16 x float> %v147, %v165
  %v167 = fadd contract <16 x float> %v129, %v166
  %v168 = or disjoint i64 %v140, 1
  %v169 = getelementptr inbounds float, ptr %v4, i64 %v168
  %v170 = load float, ptr %v169, align 4, !alias.scope !0, !noalias !7
  %v171 = insertelement <16 x float> poison, float %v170, i64 0
  %v172 = shufflevector <16 x float> %v171, <16 x float> poison, <16 x i32> zeroinitializer
  %v173 = getelementptr inbounds i8, ptr %v146, i64 256
  %v174 = load <16 x float>, ptr %v173, align 4, !alias.scope !3, !noalias !8
  %v175 = fmul contract <16 x float> %v174, %v172
  %v136 = fadd contract <16 x float> %v149, %v175
  %v176 = getelementptr inbounds i8, ptr %v141, i64 132
  %v177 = load float, ptr %v176, align 4, !alias.scope !0, !noalias !7
  %v178 = insertelement <16 x float> poison, float %v177, i64 0
  %v179 = shufflevector <16 x float> %v178, <16 x float> poison, <16 x i32> zeroinitializer
  %v180 = fmul contract <16 x float> %v174, %v179
  %v134 = fadd contract <16 x float> %v155, %v180
  %v181 = getelementptr inbounds i8, ptr %v141, i64 260
  %v182 = load float, ptr %v181, align 4, !alias.scope !0, !noalias !7
  %v183 = insertelement <16 x float> poison, float %v182, i64 0
  %v184 = shufflevector <16 x float> %v183, <16 x float> poison, <16 x i32> zeroinitializer
  %v185 = fmul contract <16 x float> %v174, %v184
  %v132 = fadd contract <16 x float> %v161, %v185
  %v186 = getelementptr inbounds i8, ptr %v141, i64 388
  %v187 = load float, ptr %v186, align 4, !alias.scope !0, !noalias !7
  %v188 = insertelement <16 x float> poison, float %v187, i64 0
  %v189 = shufflevector <16 x float> %v188, <16 x float> poison, <16 x i32> zeroinitializer
  %v190 = fmul contract <16 x float> %v174, %v189
  %v130 = fadd contract <16 x float> %v167, %v190
  %v138 = add nuw nsw i64 %v137, 1
  %v191 = icmp eq i64 %v138, 16
  br i1 %v191, label %v192, label %v24

v192:                                 ; preds = %v24
  store <16 x float> %v136, ptr %v21, align 4, !alias.scope !5, !noalias !9
  %v193 = getelementptr inbounds i8, ptr %v21, i64 256
  store <16 x float> %v134, ptr %v193, align 4, !alias.scope !5, !noalias !9
  %v194 = getelementptr inbounds i8, ptr %v21, i64 512
  store <16 x float> %v132, ptr %v194, align 4, !alias.scope !5, !noalias !9
  %v195 = getelementptr inbounds i8, ptr %v21, i64 768
  store <16 x float> %v130, ptr %v195, align 4, !alias.scope !5, !noalias !9
  br label %v196

v196:                               ; preds = %v196, %v192
  %v197 = phi <16 x float> [ zeroinitializer, %v192 ], [ %v198, %v196 ]
  %v199 = phi <16 x float> [ zeroinitializer, %v192 ], [ %v200, %v196 ]
  %v201 = phi <16 x float> [ zeroinitializer, %v192 ], [ %v202, %v196 ]
  %v203 = phi <16 x float> [ zeroinitializer, %v192 ], [ %v204, %v196 ]
  %v205 = phi i64 [ 0, %v192 ], [ %v206, %v196 ]
  %v207 = shl nuw nsw i64 %v205, 1
  %v208 = add nuw nsw i64 %v207, %v22
  %v209 = getelementptr inbounds float, ptr %v4, i64 %v208
  %v210 = load float, ptr %v209, align 4, !alias.scope !0, !noalias !7
  %v211 = insertelement <16 x float> poison, float %v210, i64 0
  %v212 = shufflevector <16 x float> %v211, <16 x float> poison, <16 x i32> zeroinitializer
  %v213 = shl nsw i64 %v205, 9
  %v214 = getelementptr inbounds i8, ptr %v12, i64 %v213
  %v215 = load <16 x float>, ptr %v214, align 4, !alias.scope !3, !noalias !8
  %v216 = fmul contract <16 x float> %v215, %v212
  %v217 = fadd contract <16 x float> %v203, %v216
  %v218 = getelementptr inbounds i8, ptr %v209, i64 128
  %v219 = load float, ptr %v218, align 4, !alias.scope !0, !noalias !7
  %v220 = insertelement <16 x float> poison, float %v219, i64 0
  %v221 = shufflevector <16 x float> %v220, <16 x float> poison, <16 x i32> zeroinitializer
  %v222 = fmul contract <16 x float> %v215, %v221
  %v223 = fadd contract <16 x float> %v201, %v222
  %v224 = getelementptr inbounds i8, ptr %v209, i64 256
  %v225 = load float, ptr %v224, align 4, !alias.scope !0, !noalias !7
  %v226 = insertelement <16 x float> poison, float %v225, i64 0
  %v227 = shufflevector <16 x float> %v226, <16 x float> poison, <16 x i32> zeroinitializer
  %v228 = fmul contract <16 x float> %v215, %v227
  %v229 = fadd contract <16 x float> %v199, %v228
  %v230 = getelementptr inbounds i8, ptr %v209, i64 384
  %v231 = load float, ptr %v230, align 4, !alias.scope !0, !noalias !7
  %v232 = insertelement <16 x float> poison, float %v231, i64 0
  %v233 = shufflevector <16 x float> %v232, <16 x float> poison, <16 x i32> zeroinitializer
  %v234 = fmul contract <16 x float> %v215, %v233
  %v235 = fadd contract <16 x float> %v197, %v234
  %v236 = or disjoint i64 %v208, 1
  %v237 = getelementptr inbounds float, ptr %v4, i64 %v236
  %v238 = load float, ptr %v237, align 4, !alias.scope !0, !noalias !7
  %v239 = insertelement <16 x float> poison, float %v238, i64 0
  %v240 = shufflevector <16 x float> %v239, <16 x float> poison, <16 x i32> zeroinitializer
  %v241 = getelementptr inbounds i8, ptr %v214, i64 256
  %v242 = load <16 x float>, ptr %v241, align 4, !alias.scope !3, !noalias !8
  %v243 = fmul contract <16 x float> %v242, %v240
  %v204 = fadd contract <16 x float> %v217, %v243
  %v244 = getelementptr inbounds i8, ptr %v209, i64 132
  %v245 = load float, ptr %v244, align 4, !alias.scope !0, !noalias !7
  %v246 = insertelement <16 x float> poison, float %v245, i64 0
  %v247 = shufflevector <16 x float> %v246, <16 x float> poison, <16 x i32> zeroinitializer
  %v248 = fmul contract <16 x float> %v242, %v247
  %v202 = fadd contract <16 x float> %v223, %v248
  %v249 = getelementptr inbounds i8, ptr %v209, i64 260
  %v250 = load float, ptr %v249, align 4, !alias.scope !0, !noalias !7
  %v251 = insertelement <16 x float> poison, float %v250, i64 0
  %v252 = shufflevector <16 x float> %v251, <16 x float> poison, <16 x i32> zeroinitializer
  %v253 = fmul contract <16 x float> %v242, %v252
  %v200 = fadd contract <16 x float> %v229, %v253
  %v254 = getelementptr inbounds i8, ptr %v209, i64 388
  %v255 = load float, ptr %v254, align 4, !alias.scope !0, !noalias !7
  %v256 = insertelement <16 x float> poison, float %v255, i64 0
  %v257 = shufflevector <16 x float> %v256, <16 x float> poison, <16 x i32> zeroinitializer
  %v258 = fmul contract <16 x float> %v242, %v257
  %v198 = fadd contract <16 x float> %v235, %v258
  %v206 = add nuw nsw i64 %v205, 1
  %v259 = icmp eq i64 %v206, 16
  br i1 %v259, label %v260, label %v196

v260:                               ; preds = %v196
  %v261 = getelementptr inbounds i8, ptr %v21, i64 64
  store <16 x float> %v204, ptr %v261, align 4, !alias.scope !5, !noalias !9
  %v262 = getelementptr inbounds i8, ptr %v21, i64 320
  store <16 x float> %v202, ptr %v262, align 4, !alias.scope !5, !noalias !9
  %v263 = getelementptr inbounds i8, ptr %v21, i64 576
  store <16 x float> %v200, ptr %v263, align 4, !alias.scope !5, !noalias !9
  %v264 = getelementptr inbounds i8, ptr %v21, i64 832
  store <16 x float> %v198, ptr %v264, align 4, !alias.scope !5, !noalias !9
  br label %v265

v265:                               ; preds = %v265, %v260
  %v266 = phi <16 x float> [ zeroinitializer, %v260 ], [ %v267, %v265 ]
  %v268 = phi <16 x float> [ zeroinitializer, %v260 ], [ %v269, %v265 ]
  %v270 = phi <16 x float> [ zeroinitializer, %v260 ], [ %v271, %v265 ]
  %v272 = phi <16 x float> [ zeroinitializer, %v260 ], [ %v273, %v265 ]
  %v274 = phi i64 [ 0, %v260 ], [ %v275, %v265 ]
  %v276 = shl nuw nsw i64 %v274, 1
  %v277 = add nuw nsw i64 %v276, %v22
  %v278 = getelementptr inbounds float, ptr %v4, i64 %v277
  %v279 = load float, ptr %v278, align 4, !alias.scope !0, !noalias !7
  %v280 = insertelement <16 x float> poison, float %v279, i64 0
  %v281 = shufflevector <16 x float> %v280, <16 x float> poison, <16 x i32> zeroinitializer
  %v282 = shl nsw i64 %v274, 9
  %v283 = getelementptr inbounds i8, ptr %v13, i64 %v282
  %v284 = load <16 x float>, ptr %v283, align 4, !alias.scope !3, !noalias !8
  %v285 = fmul contract <16 x float> %v284, %v281
  %v286 = fadd contract <16 x float> %v272, %v285
  %v287 = getelementptr inbounds i8, ptr %v278, i64 128
  %v288 = load float, ptr %v287, align 4, !alias.scope !0, !noalias !7
  %v289 = insertelement <16 x float> poison, float %v288, i64 0
  %v290 = shufflevector <16 x float> %v289, <16 x float> poison, <16 x i32> zeroinitializer
  %v291 = fmul contract <16 x float> %v284, %v290
  %v292 = fadd contract <16 x float> %v270, %v291
  %v293 = getelementptr inbounds i8, ptr %v278, i64 256
  %v294 = load float, ptr %v293, align 4, !alias.scope !0, !noalias !7
  %v295 = insertelement <16 x float> poison, float %v294, i64 0
  %v296 = shufflevector <16 x float> %v295, <16 x float> poison, <16 x i32> zeroinitializer
  %v297 = fmul contract <16 x float> %v284, %v296
  %v298 = fadd contract <16 x float> %v268, %v297
  %v299 = getelementptr inbounds i8, ptr %v278, i64 384
  %v300 = load float, ptr %v299, align 4, !alias.scope !0, !noalias !7
  %v301 = insertelement <16 x float> poison, float %v300, i64 0
  %v302 = shufflevector <16 x float> %v301, <16 x float> poison, <16 x i32> zeroinitializer
  %v303 = fmul contract <16 x float> %v284, %v302
  %v304 = fadd contract <16 x float> %v266, %v303
  %v305 = or disjoint i64 %v277, 1
  %v306 = getelementptr inbounds float, ptr %v4, i64 %v305
  %v307 = load float, ptr %v306, align 4, !alias.scope !0, !noalias !7
  %v308 = insertelement <16 x float> poison, float %v307, i64 0
  %v309 = shufflevector <16 x float> %v308, <16 x float> poison, <16 x i32> zeroinitializer
  %v310 = getelementptr inbounds i8, ptr %v283, i64 256
  %v311 = load <16 x float>, ptr %v310, align 4, !alias.scope !3, !noalias !8
  %v312 = fmul contract <16 x float> %v311, %v309
  %v273 = fadd contract <16 x float> %v286, %v312
  %v313 = getelementptr inbounds i8, ptr %v278, i64 132
  %v314 = load float, ptr %v313, align 4, !alias.scope !0, !noalias !7
  %v315 = insertelement <16 x float> poison, float %v314, i64 0
  %v316 = shufflevector <16 x float> %v315, <16 x float> poison, <16 x i32> zeroinitializer
  %v317 = fmul contract <16 x float> %v311, %v316
  %v271 = fadd contract <16 x float> %v292, %v317
  %v318 = getelementptr inbounds i8, ptr %v278, i64 260
  %v319 = load float, ptr %v318, align 4, !alias.scope !0, !noalias !7
  %v320 = insertelement <16 x float> poison, float %v319, i64 0
  %v321 = shufflevector <16 x float> %v320, <16 x float> poison, <16 x i32> zeroinitializer
  %v322 = fmul contract <16 x float> %v311, %v321
  %v269 = fadd contract <16 x float> %v298, %v322
  %v323 = getelementptr inbounds i8, ptr %v278, i64 388
  %v324 = load float, ptr %v323, align 4, !alias.scope !0, !noalias !7
  %v325 = insertelement <16 x float> poison, float %v324, i64 0
  %v326 = shufflevector <16 x float> %v325, <16 x float> poison, <16 x i32> zeroinitializer
  %v327 = fmul contract <16 x float> %v311, %v326
  %v267 = fadd contract <16 x float> %v304, %v327
  %v275 = add nuw nsw i64 %v274, 1
  %v328 = icmp eq i64 %v275, 16
  br i1 %v328, label %v329, label %v265

v329:                               ; preds = %v265
  %v330 = getelementptr inbounds i8, ptr %v21, i64 128
  store <16 x float> %v273, ptr %v330, align 4, !alias.scope !5, !noalias !9
  %v331 = getelementptr inbounds i8, ptr %v21, i64 384
  store <16 x float> %v271, ptr %v331, align 4, !alias.scope !5, !noalias !9
  %v332 = getelementptr inbounds i8, ptr %v21, i64 640
  store <16 x float> %v269, ptr %v332, align 4, !alias.scope !5, !noalias !9
  %v333 = getelementptr inbounds i8, ptr %v21, i64 896
  store <16 x float> %v267, ptr %v333, align 4, !alias.scope !5, !noalias !9
  br label %v334

v334:                               ; preds = %v334, %v329
  %v335 = phi <16 x float> [ zeroinitializer, %v329 ], [ %v336, %v334 ]
  %v337 = phi <16 x float> [ zeroinitializer, %v329 ], [ %v338, %v334 ]
  %v339 = phi <16 x float> [ zeroinitializer, %v329 ], [ %v340, %v334 ]
  %v341 = phi <16 x float> [ zeroinitializer, %v329 ], [ %v342, %v334 ]
  %v343 = phi i64 [ 0, %v329 ], [ %v344, %v334 ]
  %v345 = shl nuw nsw i64 %v343, 1
  %v346 = add nuw nsw i64 %v345, %v22
  %v347 = getelementptr inbounds float, ptr %v4, i64 %v346
  %v348 = load float, ptr %v347, align 4, !alias.scope !0, !noalias !7
  %v349 = insertelement <16 x float> poison, float %v348, i64 0
  %v350 = shufflevector <16 x float> %v349, <16 x float> poison, <16 x i32> zeroinitializer
  %v351 = shl nsw i64 %v343, 9
  %v352 = getelementptr inbounds i8, ptr %v14, i64 %v351
  %v353 = load <16 x float>, ptr %v352, align 4, !alias.scope !3, !noalias !8
  %v354 = fmul contract <16 x float> %v353, %v350
  %v355 = fadd contract <16 x float> %v341, %v354
  %v356 = getelementptr inbounds i8, ptr %v347, i64 128
  %v357 = load float, ptr %v356, align 4, !alias.scope !0, !noalias !7
  %v358 = insertelement <16 x float> poison, float %v357, i64 0
  %v359 = shufflevector <16 x float> %v358, <16 x float> poison, <16 x i32> zeroinitializer
  %v360 = fmul contract <16 x float> %v353, %v359
  %v361 = fadd contract <16 x float> %v339, %v360
  %v362 = getelementptr inbounds i8, ptr %v347, i64 256
  %v363 = load float, ptr %v362, align 4, !alias.scope !0, !noalias !7
  %v364 = insertelement <16 x float> poison, float %v363, i64 0
  %v365 = shufflevector <16 x float> %v364, <16 x float> poison, <16 x i32> zeroinitializer
  %v366 = fmul contract <16 x float> %v353, %v365
  %v367 = fadd contract <16 x float> %v337, %v366
  %v368 = getelementptr inbounds i8, ptr %v347, i64 384
  %v369 = load float, ptr %v368, align 4, !alias.scope !0, !noalias !7
  %v370 = insertelement <16 x float> poison, float %v369, i64 0
  %v371 = shufflevector <16 x float> %v370, <16 x float> poison, <16 x i32> zeroinitializer
  %v372 = fmul contract <16 x float> %v353, %v371
  %v373 = fadd contract <16 x float> %v335, %v372
  %v374 = or disjoint i64 %v346, 1
  %v375 = getelementptr inbounds float, ptr %v4, i64 %v374
  %v376 = load float, ptr %v375, align 4, !alias.scope !0, !noalias !7
  %v377 = insertelement <16 x float> poison, float %v376, i64 0
  %v378 = shufflevector <16 x float> %v377, <16 x float> poison, <16 x i32> zeroinitializer
  %v379 = getelementptr inbounds i8, ptr %v352, i64 256
  %v380 = load <16 x float>, ptr %v379, align 4, !alias.scope !3, !noalias !8
  %v381 = fmul contract <16 x float> %v380, %v378
  %v342 = fadd contract <16 x float> %v355, %v381
  %v382 = getelementptr inbounds i8, ptr %v347, i64 132
  %v383 = load float, ptr %v382, align 4, !alias.scope !0, !noalias !7
  %v384 = insertelement <16 x float> poison, float %v383, i64 0
  %v385 = shufflevector <16 x float> %v384, <16 x float> poison, <16 x i32> zeroinitializer
  %v386 = fmul contract <16 x float> %v380, %v385
  %v340 = fadd contract <16 x float> %v361, %v386
  %v387 = getelementptr inbounds i8, ptr %v347, i64 260
  %v388 = load float, ptr %v387, align 4, !alias.scope !0, !noalias !7
  %v389 = insertelement <16 x float> poison, float %v388, i64 0
  %v390 = shufflevector <16 x float> %v389, <16 x float> poison, <16 x i32> zeroinitializer
  %v391 = fmul contract <16 x float> %v380, %v390
  %v338 = fadd contract <16 x float> %v367, %v391
  %v392 = getelementptr inbounds i8, ptr %v347, i64 388
  %v393 = load float, ptr %v392, align 4, !alias.scope !0, !noalias !7
  %v394 = insertelement <16 x float> poison, float %v393, i64 0
  %v395 = shufflevector <16 x float> %v394, <16 x float> poison, <16 x i32> zeroinitializer
  %v396 = fmul contract <16 x float> %v380, %v395
  %v336 = fadd contract <16 x float> %v373, %v396
  %v344 = add nuw nsw i64 %v343, 1
  %v397 = icmp eq i64 %v344, 16
  br i1 %v397, label %v26, label %v334

v26:                               ; preds = %v334
  %v398 = getelementptr inbounds i8, ptr %v21, i64 192
  store <16 x float> %v342, ptr %v398, align 4, !alias.scope !5, !noalias !9
  %v399 = getelementptr inbounds i8, ptr %v21, i64 448
  store <16 x float> %v340, ptr %v399, align 4, !alias.scope !5, !noalias !9
  %v400 = getelementptr inbounds i8, ptr %v21, i64 704
  store <16 x float> %v338, ptr %v400, align 4, !alias.scope !5, !noalias !9
  %v401 = getelementptr inbounds i8, ptr %v21, i64 960
  store <16 x float> %v336, ptr %v401, align 4, !alias.scope !5, !noalias !9
  br label %v16

v11: ; preds = %v16, %v3
  ret void
}

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_matmul_f32_m64_n64_k32_packed(ptr nocapture readonly %v0) local_unnamed_addr #2 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = getelementptr inbounds i8, ptr %v0, i64 16
  %v4 = load ptr, ptr %v3, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  %v5 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v5, ptr %v2, align 64, !noalias !10
  %v6 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v4, ptr %v6, align 16, !noalias !10
  call void @ktune_parallel_for(i64 11, ptr nonnull @ktune_matmul_f32_m64_n64_k32.parallel0, ptr nonnull %v2) #2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { nounwind }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_matmul_f32_m64_n64_k32.parallel0.task: %A"}
!2 = distinct !{!2, !"ktune_matmul_f32_m64_n64_k32.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_matmul_f32_m64_n64_k32.parallel0.task: %B"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_matmul_f32_m64_n64_k32.parallel0.task: %C"}
!7 = !{!4, !6}
!8 = !{!1, !6}
!9 = !{!1, !4}
!10 = !{!11, !13, !14}
!11 = distinct !{!11, !12, !"ktune_matmul_f32_m64_n64_k32: %A"}
!12 = distinct !{!12, !"ktune_matmul_f32_m64_n64_k32"}
!13 = distinct !{!13, !12, !"ktune_matmul_f32_m64_n64_k32: %B"}
!14 = distinct !{!14, !12, !"ktune_matmul_f32_m64_n64_k32: %C"}
