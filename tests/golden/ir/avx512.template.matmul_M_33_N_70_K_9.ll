; matmul:M=33,N=70,K=9,dtype=f32 on llvm -mcpu=x86-64-v4, schedule template
; ModuleID = 'ktune_matmul_f32_m33_n70_k9'
source_filename = "ktune_matmul_f32_m33_n70_k9"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_matmul_f32_m33_n70_k9(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  store ptr %v0, ptr %v4, align 64
  %v5 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v1, ptr %v5, align 8
  %v6 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v6, align 16
  call void @ktune_parallel_for(i64 5, ptr nonnull @ktune_matmul_f32_m33_n70_k9.parallel0, ptr nonnull %v4) #4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_matmul_f32_m33_n70_k9.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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
  %v12 = getelementptr i8, ptr %v6, i64 2496
  %v13 = getelementptr i8, ptr %v6, i64 2496
  br label %v14

v14:                                   ; preds = %v10, %v15
  %v16 = phi <32 x float> [ %v17, %v15 ], [ undef, %v10 ]
  %v18 = phi <32 x float> [ %v19, %v15 ], [ undef, %v10 ]
  %v20 = phi <32 x float> [ %v21, %v15 ], [ undef, %v10 ]
  %v22 = phi <32 x float> [ %v23, %v15 ], [ undef, %v10 ]
  %v24 = phi <32 x float> [ %v25, %v15 ], [ undef, %v10 ]
  %v26 = phi <32 x float> [ %v27, %v15 ], [ undef, %v10 ]
  %v28 = phi <32 x float> [ %v29, %v15 ], [ undef, %v10 ]
  %v30 = phi <32 x float> [ %v31, %v15 ], [ undef, %v10 ]
  %v32 = phi <32 x float> [ %v33, %v15 ], [ undef, %v10 ]
  %v34 = phi <32 x float> [ %v35, %v15 ], [ undef, %v10 ]
  %v36 = phi <32 x float> [ %v37, %v15 ], [ undef, %v10 ]
  %v38 = phi <32 x float> [ %v39, %v15 ], [ undef, %v10 ]
  %v40 = phi <32 x float> [ %v41, %v15 ], [ undef, %v10 ]
  %v42 = phi <32 x float> [ %v43, %v15 ], [ undef, %v10 ]
  %v44 = phi i64 [ %v45, %v15 ], [ %v1, %v10 ]
  %v46 = icmp slt i64 %v44, 4
  br i1 %v46, label %v47, label %v48

v48:                      ; preds = %v14
  %v49 = shl nsw i64 %v44, 3
  %v50 = or disjoint i64 %v49, 1
  %v51 = icmp slt i64 %v50, 33
  %v52 = or disjoint i64 %v49, 2
  %v53 = icmp slt i64 %v52, 33
  %v54 = or disjoint i64 %v49, 3
  %v55 = icmp slt i64 %v54, 33
  %v56 = or disjoint i64 %v49, 4
  %v57 = icmp slt i64 %v56, 33
  %v58 = or disjoint i64 %v49, 5
  %v59 = icmp slt i64 %v58, 33
  %v60 = or disjoint i64 %v49, 6
  %v61 = icmp slt i64 %v60, 33
  %v62 = or disjoint i64 %v49, 7
  %v63 = icmp slt i64 %v62, 33
  %v64 = mul nuw nsw i64 %v44, 72
  %v65 = mul i64 %v44, 288
  %v66 = getelementptr inbounds i8, ptr %v4, i64 %v65
  %v67 = mul i64 %v44, 2240
  %v68 = getelementptr i8, ptr %v8, i64 %v67
  %v69 = getelementptr i8, ptr %v68, i64 256
  %v70 = getelementptr i8, ptr %v68, i64 536
  %v71 = getelementptr i8, ptr %v68, i64 816
  %v72 = getelementptr i8, ptr %v68, i64 1096
  %v73 = getelementptr i8, ptr %v68, i64 1376
  %v74 = getelementptr i8, ptr %v68, i64 1656
  %v75 = getelementptr i8, ptr %v68, i64 1936
  %v76 = getelementptr i8, ptr %v68, i64 2216
  %v77 = getelementptr inbounds i8, ptr %v66, i64 32
  %v78 = getelementptr inbounds i8, ptr %v66, i64 68
  %v79 = getelementptr inbounds i8, ptr %v66, i64 104
  %v80 = getelementptr inbounds i8, ptr %v66, i64 140
  %v81 = getelementptr inbounds i8, ptr %v66, i64 176
  %v82 = getelementptr inbounds i8, ptr %v66, i64 212
  %v83 = getelementptr inbounds i8, ptr %v66, i64 248
  %v84 = getelementptr inbounds i8, ptr %v66, i64 284
  %v85 = getelementptr inbounds i8, ptr %v66, i64 32
  %v86 = getelementptr inbounds i8, ptr %v66, i64 68
  %v87 = getelementptr inbounds i8, ptr %v66, i64 104
  %v88 = getelementptr inbounds i8, ptr %v66, i64 140
  %v89 = getelementptr inbounds i8, ptr %v66, i64 176
  %v90 = getelementptr inbounds i8, ptr %v66, i64 212
  %v91 = getelementptr inbounds i8, ptr %v66, i64 248
  %v92 = getelementptr inbounds i8, ptr %v66, i64 284
  br label %v93

v47:                         ; preds = %v14
  %v94 = mul nsw i64 %v44, 72
  %v95 = mul i64 %v44, 288
  %v96 = getelementptr i8, ptr %v4, i64 %v95
  %v97 = mul i64 %v44, 2240
  %v98 = getelementptr i8, ptr %v8, i64 %v97
  %v99 = getelementptr i8, ptr %v98, i64 256
  %v100 = getelementptr i8, ptr %v98, i64 536
  %v101 = getelementptr i8, ptr %v98, i64 816
  %v102 = getelementptr i8, ptr %v98, i64 1096
  %v103 = getelementptr i8, ptr %v98, i64 1376
  %v104 = getelementptr i8, ptr %v98, i64 1656
  %v105 = getelementptr i8, ptr %v98, i64 1936
  %v106 = getelementptr i8, ptr %v98, i64 2216
  %v107 = getelementptr i8, ptr %v96, i64 32
  %v108 = getelementptr i8, ptr %v96, i64 68
  %v109 = getelementptr i8, ptr %v96, i64 104
  %v110 = getelementptr i8, ptr %v96, i64 140
  %v111 = getelementptr i8, ptr %v96, i64 176
  %v112 = getelementptr i8, ptr %v96, i64 212
  %v113 = getelementptr i8, ptr %v96, i64 248
  %v114 = getelementptr i8, ptr %v96, i64 284
  %v115 = getelementptr i8, ptr %v96, i64 32
  %v116 = getelementptr i8, ptr %v96, i64 68
  %v117 = getelementptr i8, ptr %v96, i64 104
  %v118 = getelementptr i8, ptr %v96, i64 140
  %v119 = getelementptr i8, ptr %v96, i64 176
  %v120 = getelementptr i8, ptr %v96, i64 212
  %v121 = getelementptr i8, ptr %v96, i64 248
  %v122 = getelementptr i8, ptr %v96, i64 284
  br label %v123

v15:                                        ; preds = %v124, %v125
  %v17 = phi <32 x float> [ %v16, %v125 ], [ %v126, %v124 ]
  %v19 = phi <32 x float> [ %v18, %v125 ], [ %v127, %v124 ]
  %v21 = phi <32 x float> [ %v20, %v125 ], [ %v128, %v124 ]
  %v23 = phi <32 x float> [ %v22, %v125 ], [ %v129, %v124 ]
  %v25 = phi <32 x float> [ %v24, %v125 ], [ %v130, %v124 ]
  %v27 = phi <32 x float> [ %v26, %v125 ], [ %v131, %v124 ]
  %v29 = phi <32 x float> [ %v28, %v125 ], [ %v132, %v124 ]
  %v31 = phi <32 x float> [ %v30, %v125 ], [ %v133, %v124 ]
  %v33 = phi <32 x float> [ %v32, %v125 ], [ %v134, %v124 ]
  %v35 = phi <32 x float> [ %v34, %v125 ], [ %v135, %v124 ]
  %v37 = phi <32 x float> [ %v36, %v125 ], [ %v136, %v124 ]
  %v39 = phi <32 x float> [ %v38, %v125 ], [ %v137, %v124 ]
  %v41 = phi <32 x float> [ %v40, %v125 ], [ %v138, %v124 ]
  %v43 = phi <32 x float> [ %v42, %v125 ], [ %v139, %v124 ]
  %v45 = add nuw nsw i64 %v44, 1
  %v140 = icmp eq i64 %v45, %v2
  br i1 %v140, label %v11, label %v14

v123:                                   ; preds = %v47, %v125
  %v141 = phi i64 [ %v142, %v125 ], [ 0, %v47 ]
  %v143 = icmp ult i64 %v141, 2
  br i1 %v143, label %v144, label %v145

v144:                         ; preds = %v123
  %v146 = shl nuw nsw i64 %v141, 7
  %v147 = getelementptr inbounds i8, ptr %v6, i64 %v146
  br label %v148

v125:                                       ; preds = %v149, %v150
  %v142 = add nuw nsw i64 %v141, 1
  %v151 = icmp eq i64 %v142, 3
  br i1 %v151, label %v15, label %v123

v150:                                   ; preds = %v148
  %v152 = load float, ptr %v115, align 4, !alias.scope !0, !noalias !7
  %v153 = insertelement <32 x float> poison, float %v152, i64 0
  %v154 = shufflevector <32 x float> %v153, <32 x float> poison, <32 x i32> zeroinitializer
  %v155 = getelementptr inbounds i8, ptr %v147, i64 2240
  %v156 = load <32 x float>, ptr %v155, align 4, !alias.scope !3, !noalias !8
  %v157 = fmul contract <32 x float> %v156, %v154
  %v158 = fadd contract <32 x float> %v159, %v157
  %v160 = load float, ptr %v116, align 4, !alias.scope !0, !noalias !7
  %v161 = insertelement <32 x float> poison, float %v160, i64 0
  %v162 = shufflevector <32 x float> %v161, <32 x float> poison, <32 x i32> zeroinitializer
  %v163 = fmul contract <32 x float> %v156, %v162
  %v164 = fadd contract <32 x float> %v165, %v163
  %v166 = load float, ptr %v117, align 4, !alias.scope !0, !noalias !7
  %v167 = insertelement <32 x float> poison, float %v166, i64 0
  %v168 = shufflevector <32 x float> %v167, <32 x float> poison, <32 x i32> zeroinitializer
  %v169 = fmul contract <32 x float> %v156, %v168
  %v170 = fadd contract <32 x float> %v171, %v169
  %v172 = load float, ptr %v118, align 4, !alias.scope !0, !noalias !7
  %v173 = insertelement <32 x float> poison, float %v172, i64 0
  %v174 = shufflevector <32 x float> %v173, <32 x float> poison, <32 x i32> zeroinitializer
  %v175 = fmul contract <32 x float> %v156, %v174
  %v176 = fadd contract <32 x float> %v177, %v175
  %v178 = load float, ptr %v119, align 4, !alias.scope !0, !noalias !7
  %v179 = insertelement <32 x float> poison, float %v178, i64 0
  %v180 = shufflevector <32 x float> %v179, <32 x float> poison, <32 x i32> zeroinitializer
  %v181 = fmul contract <32 x float> %v156, %v180
  %v182 = fadd contract <32 x float> %v183, %v181
  %v184 = load float, ptr %v120, align 4, !alias.scope !0, !noalias !7
  %v185 = insertelement <32 x float> poison, float %v184, i64 0
  %v186 = shufflevector <32 x float> %v185, <32 x float> poison, <32 x i32> zeroinitializer
  %v187 = fmul contract <32 x float> %v156, %v186
  %v188 = fadd contract <32 x float> %v189, %v187
  %v190 = load float, ptr %v121, align 4, !alias.scope !0, !noalias !7
  %v191 = insertelement <32 x float> poison, float %v190, i64 0
  %v192 = shufflevector <32 x float> %v191, <32 x float> poison, <32 x i32> zeroinitializer
  %v193 = fmul contract <32 x float> %v156, %v192
  %v194 = fadd contract <32 x float> %v195, %v193
  %v196 = load float, ptr %v122, align 4, !alias.scope !0, !noalias !7
  %v197 = insertelement <32 x float> poison, float %v196, i64 0
  %v198 = shufflevector <32 x float> %v197, <32 x float> poison, <32 x i32> zeroinitializer
  %v199 = fmul contract <32 x float> %v156, %v198
  %v200 = fadd contract <32 x float> %v201, %v199
  %v202 = getelementptr i8, ptr %v98, i64 %v146
  store <32 x float> %v158, ptr %v202, align 4, !alias.scope !5, !noalias !9
  %v203 = getelementptr i8, ptr %v202, i64 280
  store <32 x float> %v164, ptr %v203, align 4, !alias.scope !5, !noalias !9
  %v204 = getelementptr i8, ptr %v202, i64 560
  store <32 x float> %v170, ptr %v204, align 4, !alias.scope !5, !noalias !9
  %v205 = getelementptr i8, ptr %v202, i64 840
  store <32 x float> %v176, ptr %v205, align 4, !alias.scope !5, !noalias !9
  %v206 = getelementptr i8, ptr %v202, i64 1120
  store <32 x float> %v182, ptr %v206, align 4, !alias.scope !5, !noalias !9
  %v207 = getelementptr i8, ptr %v202, i64 1400
  store <32 x float> %v188, ptr %v207, align 4, !alias.scope !5, !noalias !9
  %v208 = getelementptr i8, ptr %v202, i64 1680
  store <32 x float> %v194, ptr %v208, align 4, !alias.scope !5, !noalias !9
  %v209 = getelementptr i8, ptr %v202, i64 1960
  store <32 x float> %v200, ptr %v209, align 4, !alias.scope !5, !noalias !9
  br label %v125

v148:                                       ; preds = %v144, %v148
  %v210 = phi i64 [ 0, %v144 ], [ %v211, %v148 ]
  %v212 = phi <32 x float> [ zeroinitializer, %v144 ], [ %v159, %v148 ]
  %v213 = phi <32 x float> [ zeroinitializer, %v144 ], [ %v165, %v148 ]
  %v214 = phi <32 x float> [ zeroinitializer, %v144 ], [ %v171, %v148 ]
  %v215 = phi <32 x float> [ zeroinitializer, %v144 ], [ %v177, %v148 ]
  %v216 = phi <32 x float> [ zeroinitializer, %v144 ], [ %v183, %v148 ]
  %v217 = phi <32 x float> [ zeroinitializer, %v144 ], [ %v189, %v148 ]
  %v218 = phi <32 x float> [ zeroinitializer, %v144 ], [ %v195, %v148 ]
  %v219 = phi <32 x float> [ zeroinitializer, %v144 ], [ %v201, %v148 ]
  %v220 = shl nuw nsw i64 %v210, 1
  %v221 = add nuw nsw i64 %v220, %v94
  %v222 = getelementptr inbounds float, ptr %v4, i64 %v221
  %v223 = load float, ptr %v222, align 4, !alias.scope !0, !noalias !7
  %v224 = insertelement <32 x float> poison, float %v223, i64 0
  %v225 = shufflevector <32 x float> %v224, <32 x float> poison, <32 x i32> zeroinitializer
  %v226 = mul nuw nsw i64 %v210, 560
  %v227 = getelementptr inbounds i8, ptr %v147, i64 %v226
  %v228 = load <32 x float>, ptr %v227, align 4, !alias.scope !3, !noalias !8
  %v229 = fmul contract <32 x float> %v228, %v225
  %v230 = fadd contract <32 x float> %v212, %v229
  %v231 = getelementptr i8, ptr %v222, i64 36
  %v232 = load float, ptr %v231, align 4, !alias.scope !0, !noalias !7
  %v233 = insertelement <32 x float> poison, float %v232, i64 0
  %v234 = shufflevector <32 x float> %v233, <32 x float> poison, <32 x i32> zeroinitializer
  %v235 = fmul contract <32 x float> %v228, %v234
  %v236 = fadd contract <32 x float> %v213, %v235
  %v237 = getelementptr i8, ptr %v222, i64 72
  %v238 = load float, ptr %v237, align 4, !alias.scope !0, !noalias !7
  %v239 = insertelement <32 x float> poison, float %v238, i64 0
  %v240 = shufflevector <32 x float> %v239, <32 x float> poison, <32 x i32> zeroinitializer
  %v241 = fmul contract <32 x float> %v228, %v240
  %v242 = fadd contract <32 x float> %v214, %v241
  %v243 = getelementptr i8, ptr %v222, i64 108
  %v244 = load float, ptr %v243, align 4, !alias.scope !0, !noalias !7
  %v245 = insertelement <32 x float> poison, float %v244, i64 0
  %v246 = shufflevector <32 x float> %v245, <32 x float> poison, <32 x i32> zeroinitializer
  %v247 = fmul contract <32 x float> %v228, %v246
  %v248 = fadd contract <32 x float> %v215, %v247
  %v249 = getelementptr i8, ptr %v222, i64 144
  %v250 = load float, ptr %v249, align 4, !alias.scope !0, !noalias !7
  %v251 = insertelement <32 x float> poison, float %v250, i64 0
  %v252 = shufflevector <32 x float> %v251, <32 x float> poison, <32 x i32> zeroinitializer
  %v253 = fmul contract <32 x float> %v228, %v252
  %v254 = fadd contract <32 x float> %v216, %v253
  %v255 = getelementptr i8, ptr %v222, i64 180
  %v256 = load float, ptr %v255, align 4, !alias.scope !0, !noalias !7
  %v257 = insertelement <32 x float> poison, float %v256, i64 0
  %v258 = shufflevector <32 x float> %v257, <32 x float> poison, <32 x i32> zeroinitializer
  %v259 = fmul contract <32 x float> %v228, %v258
  %v260 = fadd contract <32 x float> %v217, %v259
  %v261 = getelementptr i8, ptr %v222, i64 216
  %v262 = load float, ptr %v261, align 4, !alias.scope !0, !noalias !7
  %v263 = insertelement <32 x float> poison, float %v262, i64 0
  %v264 = shufflevector <32 x float> %v263, <32 x float> poison, <32 x i32> zeroinitializer
  %v265 = fmul contract <32 x float> %v228, %v264
  %v266 = fadd contract <32 x float> %v218, %v265
  %v267 = getelementptr i8, ptr %v222, i64 252
  %v268 = load float, ptr %v267, align 4, !alias.scope !0, !noalias !7
  %v269 = insertelement <32 x float> poison, float %v268, i64 0
  %v270 = shufflevector <32 x float> %v269, <32 x float> poison, <32 x i32> zeroinitializer
  %v271 = fmul contract <32 x float> %v228, %v270
  %v272 = fadd contract <32 x float> %v219, %v271
  %v273 = or disjoint i64 %v221, 1
  %v274 = getelementptr inbounds float, ptr %v4, i64 %v273
  %v275 = load float, ptr %v274, align 4, !alias.scope !0, !noalias !7
  %v276 = insertelement <32 x float> poison, float %v275, i64 0
  %v277 = shufflevector <32 x float> %v276, <32 x float> poison, <32 x i32> zeroinitializer
  %v278 = getelementptr inbounds i8, ptr %v227, i64 280
  %v279 = load <32 x float>, ptr %v278, align 4, !alias.scope !3, !noalias !8
  %v280 = fmul contract <32 x float> %v279, %v277
  %v159 = fadd contract <32 x float> %v230, %v280
  %v281 = getelementptr i8, ptr %v222, i64 40
  %v282 = load float, ptr %v281, align 4, !alias.scope !0, !noalias !7
  %v283 = insertelement <32 x float> poison, float %v282, i64 0
  %v284 = shufflevector <32 x float> %v283, <32 x float> poison, <32 x i32> zeroinitializer
  %v285 = fmul contract <32 x float> %v279, %v284
  %v165 = fadd contract <32 x float> %v236, %v285
  %v286 = getelementptr i8, ptr %v222, i64 76
  %v287 = load float, ptr %v286, align 4, !alias.scope !0, !noalias !7
  %v288 = insertelement <32 x float> poison, float %v287, i64 0
  %v289 = shufflevector <32 x float> %v288, <32 x float> poison, <32 x i32> zeroinitializer
  %v290 = fmul contract <32 x float> %v279, %v289
  %v171 = fadd contract <32 x float> %v242, %v290
  %v291 = getelementptr i8, ptr %v222, i64 112
  %v292 = load float, ptr %v291, align 4, !alias.scope !0, !noalias !7
  %v293 = insertelement <32 x float> poison, float %v292, i64 0
  %v294 = shufflevector <32 x float> %v293, <32 x float> poison, <32 x i32> zeroinitializer
  %v295 = fmul contract <32 x float> %v279, %v294
  %v177 = fadd contract <32 x float> %v248, %v295
  %v296 = getelementptr i8, ptr %v222, i64 148
  %v297 = load float, ptr %v296, align 4, !alias.scope !0, !noalias !7
  %v298 = insertelement <32 x float> poison, float %v297, i64 0
  %v299 = shufflevector <32 x float> %v298, <32 x float> poison, <32 x i32> zeroinitializer
  %v300 = fmul contract <32 x float> %v279, %v299
  %v183 = fadd contract <32 x float> %v254, %v300
  %v301 = getelementptr i8, ptr %v222, i64 184
  %v302 = load float, ptr %v301, align 4, !alias.scope !0, !noalias !7
  %v303 = insertelement <32 x float> poison, float %v302, i64 0
  %v304 = shufflevector <32 x float> %v303, <32 x float> poison, <32 x i32> zeroinitializer
  %v305 = fmul contract <32 x float> %v279, %v304
  %v189 = fadd contract <32 x float> %v260, %v305
  %v306 = getelementptr i8, ptr %v222, i64 220
  %v307 = load float, ptr %v306, align 4, !alias.scope !0, !noalias !7
  %v308 = insertelement <32 x float> poison, float %v307, i64 0
  %v309 = shufflevector <32 x float> %v308, <32 x float> poison, <32 x i32> zeroinitializer
  %v310 = fmul contract <32 x float> %v279, %v309
  %v195 = fadd contract <32 x float> %v266, %v310
  %v311 = getelementptr i8, ptr %v222, i64 256
  %v312 = load float, ptr %v311, align 4, !alias.scope !0, !noalias !7
  %v313 = insertelement <32 x float> poison, float %v312, i64 0
  %v314 = shufflevector <32 x float> %v313, <32 x float> poison, <32 x i32> zeroinitializer
  %v315 = fmul contract <32 x float> %v279, %v314
  %v201 = fadd contract <32 x float> %v272, %v315
  %v211 = add nuw nsw i64 %v210, 1
  %v316 = icmp eq i64 %v211, 4
  br i1 %v316, label %v150, label %v148

v149:                                 ; preds = %v145
  %v317 = load float, ptr %v107, align 4, !alias.scope !0, !noalias !7
  %v318 = insertelement <32 x float> poison, float %v317, i64 0
  %v319 = shufflevector <32 x float> %v318, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v320 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v13, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !3, !noalias !8
  %v321 = fmul contract <32 x float> %v320, %v319
  %v322 = fadd contract <32 x float> %v323, %v321
  %v324 = load float, ptr %v108, align 4, !alias.scope !0, !noalias !7
  %v325 = insertelement <32 x float> poison, float %v324, i64 0
  %v326 = shufflevector <32 x float> %v325, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v327 = fmul contract <32 x float> %v320, %v326
  %v328 = fadd contract <32 x float> %v329, %v327
  %v330 = load float, ptr %v109, align 4, !alias.scope !0, !noalias !7
  %v331 = insertelement <32 x float> poison, float %v330, i64 0
  %v332 = shufflevector <32 x float> %v331, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v333 = fmul contract <32 x float> %v320, %v332
  %v334 = fadd contract <32 x float> %v335, %v333
  %v336 = load float, ptr %v110, align 4, !alias.scope !0, !noalias !7
  %v337 = insertelement <32 x float> poison, float %v336, i64 0
  %v338 = shufflevector <32 x float> %v337, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v339 = fmul contract <32 x float> %v320, %v338
  %v340 = fadd contract <32 x float> %v341, %v339
  %v342 = load float, ptr %v111, align 4, !alias.scope !0, !noalias !7
  %v343 = insertelement <32 x float> poison, float %v342, i64 0
  %v344 = shufflevector <32 x float> %v343, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v345 = fmul contract <32 x float> %v320, %v344
  %v346 = fadd contract <32 x float> %v347, %v345
  %v348 = load float, ptr %v112, align 4, !alias.scope !0, !noalias !7
  %v349 = insertelement <32 x float> poison, float %v348, i64 0
  %v350 = shufflevector <32 x float> %v349, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v351 = fmul contract <32 x float> %v320, %v350
  %v352 = fadd contract <32 x float> %v353, %v351
  %v354 = load float, ptr %v113, align 4, !alias.scope !0, !noalias !7
  %v355 = insertelement <32 x float> poison, float %v354, i64 0
  %v356 = shufflevector <32 x float> %v355, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v357 = fmul contract <32 x float> %v320, %v356
  %v358 = fadd contract <32 x float> %v359, %v357
  %v360 = load float, ptr %v114, align 4, !alias.scope !0, !noalias !7
  %v361 = insertelement <32 x float> poison, float %v360, i64 0
  %v362 = shufflevector <32 x float> %v361, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v363 = fmul contract <32 x float> %v320, %v362
  %v364 = fadd contract <32 x float> %v365, %v363
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v322, ptr %v99, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v328, ptr %v100, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v334, ptr %v101, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v340, ptr %v102, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v346, ptr %v103, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v352, ptr %v104, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v358, ptr %v105, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v364, ptr %v106, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v125

v145:                                      ; preds = %v123, %v145
  %v366 = phi i64 [ %v367, %v145 ], [ 0, %v123 ]
  %v368 = phi <32 x float> [ %v323, %v145 ], [ zeroinitializer, %v123 ]
  %v369 = phi <32 x float> [ %v329, %v145 ], [ zeroinitializer, %v123 ]
  %v370 = phi <32 x float> [ %v335, %v145 ], [ zeroinitializer, %v123 ]
  %v371 = phi <32 x float> [ %v341, %v145 ], [ zeroinitializer, %v123 ]
  %v372 = phi <32 x float> [ %v347, %v145 ], [ zeroinitializer, %v123 ]
  %v373 = phi <32 x float> [ %v353, %v145 ], [ zeroinitializer, %v123 ]
  %v374 = phi <32 x float> [ %v359, %v145 ], [ zeroinitializer, %v123 ]
  %v375 = phi <32 x float> [ %v365, %v145 ], [ zeroinitializer, %v123 ]
  %v376 = shl nuw nsw i64 %v366, 1
  %v377 = add nuw nsw i64 %v376, %v94
  %v378 = getelementptr inbounds float, ptr %v4, i64 %v377
  %v379 = load float, ptr %v378, align 4, !alias.scope !0, !noalias !7
  %v380 = insertelement <32 x float> poison, float %v379, i64 0
  %v381 = shufflevector <32 x float> %v380, <32 x float> poison, <32 x i32> zeroinitializer
  %v382 = mul nuw nsw i64 %v366, 560
  %v383 = getelementptr i8, ptr %v6, i64 %v382
  %v384 = getelementptr i8, ptr %v383, i64 256
  %v385 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v384, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !3, !noalias !8
  %v386 = fmul contract <32 x float> %v385, %v381
  %v387 = fadd contract <32 x float> %v368, %v386
  %v388 = getelementptr i8, ptr %v378, i64 36
  %v389 = load float, ptr %v388, align 4, !alias.scope !0, !noalias !7
  %v390 = insertelement <32 x float> poison, float %v389, i64 0
  %v391 = shufflevector <32 x float> %v390, <32 x float> poison, <32 x i32> zeroinitializer
  %v392 = fmul contract <32 x float> %v385, %v391
  %v393 = fadd contract <32 x float> %v369, %v392
  %v394 = getelementptr i8, ptr %v378, i64 72
  %v395 = load float, ptr %v394, align 4, !alias.scope !0, !noalias !7
  %v396 = insertelement <32 x float> poison, float %v395, i64 0
  %v397 = shufflevector <32 x float> %v396, <32 x float> poison, <32 x i32> zeroinitializer
  %v398 = fmul contract <32 x float> %v385, %v397
  %v399 = fadd contract <32 x float> %v370, %v398
  %v400 = getelementptr i8, ptr %v378, i64 108
  %v401 = load float, ptr %v400, align 4, !alias.scope !0, !noalias !7
  %v402 = insertelement <32 x float> poison, float %v401, i64 0
  %v403 = shufflevector <32 x float> %v402, <32 x float> poison, <32 x i32> zeroinitializer
  %v404 = fmul contract <32 x float> %v385, %v403
  %v405 = fadd contract <32 x float> %v371, %v404
  %v406 = getelementptr i8, ptr %v378, i64 144
  %v407 = load float, ptr %v406, align 4, !alias.scope !0, !noalias !7
  %v408 = insertelement <32 x float> poison, float %v407, i64 0
  %v409 = shufflevector <32 x float> %v408, <32 x float> poison, <32 x i32> zeroinitializer
  %v410 = fmul contract <32 x float> %v385, %v409
  %v411 = fadd contract <32 x float> %v372, %v410
  %v412 = getelementptr i8, ptr %v378, i64 180
  %v413 = load float, ptr %v412, align 4, !alias.scope !0, !noalias !7
  %v414 = insertelement <32 x float> poison, float %v413, i64 0
  %v415 = shufflevector <32 x float> %v414, <32 x float> poison, <32 x i32> zeroinitializer
  %v416 = fmul contract <32 x float> %v385, %v415
  %v417 = fadd contract <32 x float> %v373, %v416
  %v418 = getelementptr i8, ptr %v378, i64 216
  %v419 = load float, ptr %v418, align 4, !alias.scope !0, !noalias !7
  %v420 = insertelement <32 x float> poison, float %v419, i64 0
  %v421 = shufflevector <32 x float> %v420, <32 x float> poison, <32 x i32> zeroinitializer
  %v422 = fmul contract <32 x float> %v385, %v421
  %v423 = fadd contract <32 x float> %v374, %v422
  %v424 = getelementptr i8, ptr %v378, i64 252
  %v425 = load float, ptr %v424, align 4, !alias.scope !0, !noalias !7
  %v426 = insertelement <32 x float> poison, float %v425, i64 0
  %v427 = shufflevector <32 x float> %v426, <32 x float> poison, <32 x i32> zeroinitializer
  %v428 = fmul contract <32 x float> %v385, %v427
  %v429 = fadd contract <32 x float> %v375, %v428
  %v430 = or disjoint i64 %v377, 1
  %v431 = getelementptr inbounds float, ptr %v4, i64 %v430
  %v432 = load float, ptr %v431, align 4, !alias.scope !0, !noalias !7
  %v433 = insertelement <32 x float> poison, float %v432, i64 0
  %v434 = shufflevector <32 x float> %v433, <32 x float> poison, <32 x i32> zeroinitializer
  %v435 = getelementptr i8, ptr %v383, i64 536
  %v436 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v435, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !3, !noalias !8
  %v437 = fmul contract <32 x float> %v436, %v434
  %v323 = fadd contract <32 x float> %v387, %v437
  %v438 = getelementptr i8, ptr %v378, i64 40
  %v439 = load float, ptr %v438, align 4, !alias.scope !0, !noalias !7
  %v440 = insertelement <32 x float> poison, float %v439, i64 0
  %v441 = shufflevector <32 x float> %v440, <32 x float> poison, <32 x i32> zeroinitializer
  %v442 = fmul contract <32 x float> %v436, %v441
  %v329 = fadd contract <32 x float> %v393, %v442
  %v443 = getelementptr i8, ptr %v378, i64 76
  %v444 = load float, ptr %v443, align 4, !alias.scope !0, !noalias !7
  %v445 = insertelement <32 x float> poison, float %v444, i64 0
  %v446 = shufflevector <32 x float> %v445, <32 x float> poison, <32 x i32> zeroinitializer
  %v447 = fmul contract <32 x float> %v436, %v446
  %v335 = fadd contract <32 x float> %v399, %v447
  %v448 = getelementptr i8, ptr %v378, i64 112
  %v449 = load float, ptr %v448, align 4, !alias.scope !0, !noalias !7
  %v450 = insertelement <32 x float> poison, float %v449, i64 0
  %v451 = shufflevector <32 x float> %v450, <32 x float> poison, <32 x i32> zeroinitializer
  %v452 = fmul contract <32 x float> %v436, %v451
  %v341 = fadd contract <32 x float> %v405, %v452
  %v453 = getelementptr i8, ptr %v378, i64 148
  %v454 = load float, ptr %v453, align 4, !alias.scope !0, !noalias !7
  %v455 = insertelement <32 x float> poison, float %v454, i64 0
  %v456 = shufflevector <32 x float> %v455, <32 x float> poison, <32 x i32> zeroinitializer
  %v457 = fmul contract <32 x float> %v436, %v456
  %v347 = fadd contract <32 x float> %v411, %v457
  %v458 = getelementptr i8, ptr %v378, i64 184
  %v459 = load float, ptr %v458, align 4, !alias.scope !0, !noalias !7
  %v460 = insertelement <32 x float> poison, float %v459, i64 0
  %v461 = shufflevector <32 x float> %v460, <32 x float> poison, <32 x i32> zeroinitializer
  %v462 = fmul contract <32 x float> %v436, %v461
  %v353 = fadd contract <32 x float> %v417, %v462
  %v463 = getelementptr i8, ptr %v378, i64 220
  %v464 = load float, ptr %v463, align 4, !alias.scope !0, !noalias !7
  %v465 = insertelement <32 x float> poison, float %v464, i64 0
  %v466 = shufflevector <32 x float> %v465, <32 x float> poison, <32 x i32> zeroinitializer
  %v467 = fmul contract <32 x float> %v436, %v466
  %v359 = fadd contract <32 x float> %v423, %v467
  %v468 = getelementptr i8, ptr %v378, i64 256
  %v469 = load float, ptr %v468, align 4, !alias.scope !0, !noalias !7
  %v470 = insertelement <32 x float> poison, float %v469, i64 0
  %v471 = shufflevector <32 x float> %v470, <32 x float> poison, <32 x i32> zeroinitializer
  %v472 = fmul contract <32 x float> %v436, %v471
  %v365 = fadd contract <32 x float> %v429, %v472
  %v367 = add nuw nsw i64 %v366, 1
  %v473 = icmp eq i64 %v367, 4
  br i1 %v473, label %v149, label %v145

v93:                                ; preds = %v48, %v124
  %v474 = phi <32 x float> [ %v126, %v124 ], [ %v16, %v48 ]
  %v475 = phi <32 x float> [ %v127, %v124 ], [ %v18, %v48 ]
  %v476 = phi <32 x float> [ %v128, %v124 ], [ %v20, %v48 ]
  %v477 = phi <32 x float> [ %v129, %v124 ], [ %v22, %v48 ]
  %v478 = phi <32 x float> [ %v130, %v124 ], [ %v24, %v48 ]
  %v479 = phi <32 x float> [ %v131, %v124 ], [ %v26, %v48 ]
  %v480 = phi <32 x float> [ %v132, %v124 ], [ %v28, %v48 ]
  %v481 = phi <32 x float> [ %v133, %v124 ], [ %v30, %v48 ]
  %v482 = phi <32 x float> [ %v134, %v124 ], [ %v32, %v48 ]
  %v483 = phi <32 x float> [ %v135, %v124 ], [ %v34, %v48 ]
  %v484 = phi <32 x float> [ %v136, %v124 ], [ %v36, %v48 ]
  %v485 = phi <32 x float> [ %v137, %v124 ], [ %v38, %v48 ]
  %v486 = phi <32 x float> [ %v138, %v124 ], [ %v40, %v48 ]
  %v487 = phi <32 x float> [ %v139, %v124 ], [ %v42, %v48 ]
  %v488 = phi i64 [ %v489, %v124 ], [ 0, %v48 ]
  %v490 = icmp ult i64 %v488, 2
  br i1 %v490, label %v491, label %v492

v491:                                     ; preds = %v93
  %v493 = select i1 %v51, <32 x float> zeroinitializer, <32 x float> %v487
  %v494 = select i1 %v53, <32 x float> zeroinitializer, <32 x float> %v486
  %v495 = select i1 %v55, <32 x float> zeroinitializer, <32 x float> %v485
  %v496 = select i1 %v57, <32 x float> zeroinitializer, <32 x float> %v484
  %v497 = select i1 %v59, <32 x float> zeroinitializer, <32 x float> %v483
  %v498 = select i1 %v61, <32 x float> zeroinitializer, <32 x float> %v482
  %v499 = select i1 %v63, <32 x float> zeroinitializer, <32 x float> %v481
  %v500 = shl nuw nsw i64 %v488, 7
  %v501 = getelementptr inbounds i8, ptr %v6, i64 %v500
  br label %v502

v124:                                     ; preds = %v503, %v504, %v505, %v506
  %v126 = phi <32 x float> [ %v474, %v505 ], [ %v474, %v506 ], [ %v507, %v503 ], [ %v507, %v504 ]
  %v127 = phi <32 x float> [ %v475, %v505 ], [ %v475, %v506 ], [ %v508, %v503 ], [ %v508, %v504 ]
  %v128 = phi <32 x float> [ %v476, %v505 ], [ %v476, %v506 ], [ %v509, %v503 ], [ %v509, %v504 ]
  %v129 = phi <32 x float> [ %v477, %v505 ], [ %v477, %v506 ], [ %v510, %v503 ], [ %v510, %v504 ]
  %v130 = phi <32 x float> [ %v478, %v505 ], [ %v478, %v506 ], [ %v511, %v503 ], [ %v511, %v504 ]
  %v131 = phi <32 x float> [ %v479, %v505 ], [ %v479, %v506 ], [ %v512, %v503 ], [ %v512, %v504 ]
  %v132 = phi <32 x float> [ %v480, %v505 ], [ %v480, %v506 ], [ %v513, %v503 ], [ %v513, %v504 ]
  %v133 = phi <32 x float> [ %v514, %v505 ], [ %v514, %v506 ], [ %v481, %v503 ], [ %v481, %v504 ]
  %v134 = phi <32 x float> [ %v515, %v505 ], [ %v515, %v506 ], [ %v482, %v503 ], [ %v482, %v504 ]
  %v135 = phi <32 x float> [ %v516, %v505 ], [ %v516, %v506 ], [ %v483, %v503 ], [ %v483, %v504 ]
  %v136 = phi <32 x float> [ %v517, %v505 ], [ %v517, %v506 ], [ %v484, %v503 ], [ %v484, %v504 ]
  %v137 = phi <32 x float> [ %v518, %v505 ], [ %v518, %v506 ], [ %v485, %v503 ], [ %v485, %v504 ]
  %v138 = phi <32 x float> [ %v519, %v505 ], [ %v519, %v506 ], [ %v486, %v503 ], [ %v486, %v504 ]
  %v139 = phi <32 x float> [ %v520, %v505 ], [ %v520, %v506 ], [ %v487, %v503 ], [ %v487, %v504 ]
  %v489 = add nuw nsw i64 %v488, 1
  %v521 = icmp eq i64 %v489, 3
  br i1 %v521, label %v15, label %v93

v492:                                     ; preds = %v93
  %v522 = select i1 %v51, <32 x float> zeroinitializer, <32 x float> %v480
  %v523 = select i1 %v53, <32 x float> zeroinitializer, <32 x float> %v479
  %v524 = select i1 %v55, <32 x float> zeroinitializer, <32 x float> %v478
  %v525 = select i1 %v57, <32 x float> zeroinitializer, <32 x float> %v477
  %v526 = select i1 %v59, <32 x float> zeroinitializer, <32 x float> %v476
  %v527 = select i1 %v61, <32 x float> zeroinitializer, <32 x float> %v475
  %v528 = select i1 %v63, <32 x float> zeroinitializer, <32 x float> %v474
  br label %v529

v530:                                ; preds = %v531, %v532
  %v514 = phi <32 x float> [ %v533, %v532 ], [ %v534, %v531 ]
  %v535 = getelementptr inbounds i8, ptr %v68, i64 %v500
  store <32 x float> %v536, ptr %v535, align 4, !alias.scope !5, !noalias !9
  br i1 %v51, label %v537, label %v538

v502:                                     ; preds = %v491, %v539
  %v540 = phi i64 [ 0, %v491 ], [ %v541, %v539 ]
  %v542 = phi <32 x float> [ zeroinitializer, %v491 ], [ %v543, %v539 ]
  %v544 = phi <32 x float> [ %v493, %v491 ], [ %v545, %v539 ]
  %v546 = phi <32 x float> [ %v494, %v491 ], [ %v547, %v539 ]
  %v548 = phi <32 x float> [ %v495, %v491 ], [ %v549, %v539 ]
  %v550 = phi <32 x float> [ %v496, %v491 ], [ %v551, %v539 ]
  %v552 = phi <32 x float> [ %v497, %v491 ], [ %v553, %v539 ]
  %v554 = phi <32 x float> [ %v498, %v491 ], [ %v555, %v539 ]
  %v556 = phi <32 x float> [ %v499, %v491 ], [ %v533, %v539 ]
  %v557 = shl nuw nsw i64 %v540, 1
  %v558 = add nuw nsw i64 %v557, %v64
  %v559 = getelementptr inbounds float, ptr %v4, i64 %v558
  %v560 = load float, ptr %v559, align 4, !alias.scope !0, !noalias !7
  %v561 = insertelement <32 x float> poison, float %v560, i64 0
  %v562 = shufflevector <32 x float> %v561, <32 x float> poison, <32 x i32> zeroinitializer
  %v563 = mul nuw nsw i64 %v540, 560
  %v564 = getelementptr inbounds i8, ptr %v501, i64 %v563
  %v565 = load <32 x float>, ptr %v564, align 4, !alias.scope !3, !noalias !8
  %v566 = fmul contract <32 x float> %v565, %v562
  %v567 = fadd contract <32 x float> %v542, %v566
  br i1 %v51, label %v568, label %v569

v539:                                     ; preds = %v570, %v571
  %v533 = phi <32 x float> [ %v572, %v570 ], [ %v573, %v571 ]
  %v541 = add nuw nsw i64 %v540, 1
  %v574 = icmp eq i64 %v541, 4
  br i1 %v574, label %v575, label %v502

v575:                                     ; preds = %v539
  %v576 = load float, ptr %v85, align 4, !alias.scope !0, !noalias !7
  %v577 = insertelement <32 x float> poison, float %v576, i64 0
  %v578 = shufflevector <32 x float> %v577, <32 x float> poison, <32 x i32> zeroinitializer
  %v579 = getelementptr inbounds i8, ptr %v501, i64 2240
  %v580 = load <32 x float>, ptr %v579, align 4, !alias.scope !3, !noalias !8
  %v581 = fmul contract <32 x float> %v580, %v578
  %v536 = fadd contract <32 x float> %v543, %v581
  br i1 %v51, label %v582, label %v583

v568:                                     ; preds = %v502
  %v584 = getelementptr inbounds i8, ptr %v559, i64 36
  %v585 = load float, ptr %v584, align 4, !alias.scope !0, !noalias !7
  %v586 = insertelement <32 x float> poison, float %v585, i64 0
  %v587 = shufflevector <32 x float> %v586, <32 x float> poison, <32 x i32> zeroinitializer
  %v588 = fmul contract <32 x float> %v565, %v587
  %v589 = fadd contract <32 x float> %v544, %v588
  br label %v569

v569:                                     ; preds = %v568, %v502
  %v590 = phi <32 x float> [ %v589, %v568 ], [ %v544, %v502 ]
  br i1 %v53, label %v591, label %v592

v591:                                     ; preds = %v569
  %v593 = getelementptr inbounds i8, ptr %v559, i64 72
  %v594 = load float, ptr %v593, align 4, !alias.scope !0, !noalias !7
  %v595 = insertelement <32 x float> poison, float %v594, i64 0
  %v596 = shufflevector <32 x float> %v595, <32 x float> poison, <32 x i32> zeroinitializer
  %v597 = fmul contract <32 x float> %v565, %v596
  %v598 = fadd contract <32 x float> %v546, %v597
  br label %v592

v592:                                     ; preds = %v591, %v569
  %v599 = phi <32 x float> [ %v598, %v591 ], [ %v546, %v569 ]
  br i1 %v55, label %v600, label %v601

v600:                                     ; preds = %v592
  %v602 = getelementptr inbounds i8, ptr %v559, i64 108
  %v603 = load float, ptr %v602, align 4, !alias.scope !0, !noalias !7
  %v604 = insertelement <32 x float> poison, float %v603, i64 0
  %v605 = shufflevector <32 x float> %v604, <32 x float> poison, <32 x i32> zeroinitializer
  %v606 = fmul contract <32 x float> %v565, %v605
  %v607 = fadd contract <32 x float> %v548, %v606
  br label %v601

v601:                                     ; preds = %v600, %v592
  %v608 = phi <32 x float> [ %v607, %v600 ], [ %v548, %v592 ]
  br i1 %v57, label %v609, label %v610

v609:                                     ; preds = %v601
  %v611 = getelementptr inbounds i8, ptr %v559, i64 144
  %v612 = load float, ptr %v611, align 4, !alias.scope !0, !noalias !7
  %v613 = insertelement <32 x float> poison, float %v612, i64 0
  %v614 = shufflevector <32 x float> %v613, <32 x float> poison, <32 x i32> zeroinitializer
  %v615 = fmul contract <32 x float> %v565, %v614
  %v616 = fadd contract <32 x float> %v550, %v615
  br label %v610

v610:                                     ; preds = %v609, %v601
  %v617 = phi <32 x float> [ %v616, %v609 ], [ %v550, %v601 ]
  br i1 %v59, label %v618, label %v619

v618:                                     ; preds = %v610
  %v620 = getelementptr inbounds i8, ptr %v559, i64 180
  %v621 = load float, ptr %v620, align 4, !alias.scope !0, !noalias !7
  %v622 = insertelement <32 x float> poison, float %v621, i64 0
  %v623 = shufflevector <32 x float> %v622, <32 x float> poison, <32 x i32> zeroinitializer
  %v624 = fmul contract <32 x float> %v565, %v623
  %v625 = fadd contract <32 x float> %v552, %v624
  br label %v619

v619:                                     ; preds = %v618, %v610
  %v626 = phi <32 x float> [ %v625, %v618 ], [ %v552, %v610 ]
  br i1 %v61, label %v627, label %v628

v627:                                     ; preds = %v619
  %v629 = getelementptr inbounds i8, ptr %v559, i64 216
  %v630 = load float, ptr %v629, align 4, !alias.scope !0, !noalias !7
  %v631 = insertelement <32 x float> poison, float %v630, i64 0
  %v632 = shufflevector <32 x float> %v631, <32 x float> poison, <32 x i32> zeroinitializer
  %v633 = fmul contract <32 x float> %v565, %v632
  %v634 = fadd contract <32 x float> %v554, %v633
  br label %v628

v628:                                     ; preds = %v627, %v619
  %v635 = phi <32 x float> [ %v634, %v627 ], [ %v554, %v619 ]
  br i1 %v63, label %v636, label %v637

v636:                                     ; preds = %v628
  %v638 = getelementptr inbounds i8, ptr %v559, i64 252
  %v639 = load float, ptr %v638, align 4, !alias.scope !0, !noalias !7
  %v640 = insertelement <32 x float> poison, float %v639, i64 0
  %v641 = shufflevector <32 x float> %v640, <32 x float> poison, <32 x i32> zeroinitializer
  %v642 = fmul contract <32 x float> %v565, %v641
  %v643 = fadd contract <32 x float> %v556, %v642
  br label %v637

v637:                                     ; preds = %v636, %v628
  %v573 = phi <32 x float> [ %v643, %v636 ], [ %v556, %v628 ]
  %v644 = or disjoint i64 %v558, 1
  %v645 = getelementptr inbounds float, ptr %v4, i64 %v644
  %v646 = load float, ptr %v645, align 4, !alias.scope !0, !noalias !7
  %v647 = insertelement <32 x float> poison, float %v646, i64 0
  %v648 = shufflevector <32 x float> %v647, <32 x float> poison, <32 x i32> zeroinitializer
  %v649 = getelementptr inbounds i8, ptr %v564, i64 280
  %v650 = load <32 x float>, ptr %v649, align 4, !alias.scope !3, !noalias !8
  %v651 = fmul contract <32 x float> %v650, %v648
  %v543 = fadd contract <32 x float> %v567, %v651
  br i1 %v51, label %v652, label %v653

v652:                                     ; preds = %v637
  %v654 = getelementptr inbounds i8, ptr %v559, i64 40
  %v655 = load float, ptr %v654, align 4, !alias.scope !0, !noalias !7
  %v656 = insertelement <32 x float> poison, float %v655, i64 0
  %v657 = shufflevector <32 x float> %v656, <32 x float> poison, <32 x i32> zeroinitializer
  %v658 = fmul contract <32 x float> %v650, %v657
  %v659 = fadd contract <32 x float> %v590, %v658
  br label %v653

v653:                                     ; preds = %v652, %v637
  %v545 = phi <32 x float> [ %v659, %v652 ], [ %v590, %v637 ]
  br i1 %v53, label %v660, label %v661

v660:                                     ; preds = %v653
  %v662 = getelementptr inbounds i8, ptr %v559, i64 76
  %v663 = load float, ptr %v662, align 4, !alias.scope !0, !noalias !7
  %v664 = insertelement <32 x float> poison, float %v663, i64 0
  %v665 = shufflevector <32 x float> %v664, <32 x float> poison, <32 x i32> zeroinitializer
  %v666 = fmul contract <32 x float> %v650, %v665
  %v667 = fadd contract <32 x float> %v599, %v666
  br label %v661

v661:                                     ; preds = %v660, %v653
  %v547 = phi <32 x float> [ %v667, %v660 ], [ %v599, %v653 ]
  br i1 %v55, label %v668, label %v669

v668:                                     ; preds = %v661
  %v670 = getelementptr inbounds i8, ptr %v559, i64 112
  %v671 = load float, ptr %v670, align 4, !alias.scope !0, !noalias !7
  %v672 = insertelement <32 x float> poison, float %v671, i64 0
  %v673 = shufflevector <32 x float> %v672, <32 x float> poison, <32 x i32> zeroinitializer
  %v674 = fmul contract <32 x float> %v650, %v673
  %v675 = fadd contract <32 x float> %v608, %v674
  br label %v669

v669:                                     ; preds = %v668, %v661
  %v549 = phi <32 x float> [ %v675, %v668 ], [ %v608, %v661 ]
  br i1 %v57, label %v676, label %v677

v676:                                     ; preds = %v669
  %v678 = getelementptr inbounds i8, ptr %v559, i64 148
  %v679 = load float, ptr %v678, align 4, !alias.scope !0, !noalias !7
  %v680 = insertelement <32 x float> poison, float %v679, i64 0
  %v681 = shufflevector <32 x float> %v680, <32 x float> poison, <32 x i32> zeroinitializer
  %v682 = fmul contract <32 x float> %v650, %v681
  %v683 = fadd contract <32 x float> %v617, %v682
  br label %v677

v677:                                     ; preds = %v676, %v669
  %v551 = phi <32 x float> [ %v683, %v676 ], [ %v617, %v669 ]
  br i1 %v59, label %v684, label %v685

v684:                                     ; preds = %v677
  %v686 = getelementptr inbounds i8, ptr %v559, i64 184
  %v687 = load float, ptr %v686, align 4, !alias.scope !0, !noalias !7
  %v688 = insertelement <32 x float> poison, float %v687, i64 0
  %v689 = shufflevector <32 x float> %v688, <32 x float> poison, <32 x i32> zeroinitializer
  %v690 = fmul contract <32 x float> %v650, %v689
  %v691 = fadd contract <32 x float> %v626, %v690
  br label %v685

v685:                                     ; preds = %v684, %v677
  %v553 = phi <32 x float> [ %v691, %v684 ], [ %v626, %v677 ]
  br i1 %v61, label %v692, label %v571

v692:                                     ; preds = %v685
  %v693 = getelementptr inbounds i8, ptr %v559, i64 220
  %v694 = load float, ptr %v693, align 4, !alias.scope !0, !noalias !7
  %v695 = insertelement <32 x float> poison, float %v694, i64 0
  %v696 = shufflevector <32 x float> %v695, <32 x float> poison, <32 x i32> zeroinitializer
  %v697 = fmul contract <32 x float> %v650, %v696
  %v698 = fadd contract <32 x float> %v635, %v697
  br label %v571

v571:                                     ; preds = %v692, %v685
  %v555 = phi <32 x float> [ %v698, %v692 ], [ %v635, %v685 ]
  br i1 %v63, label %v570, label %v539

v570:                                     ; preds = %v571
  %v699 = getelementptr inbounds i8, ptr %v559, i64 256
  %v700 = load float, ptr %v699, align 4, !alias.scope !0, !noalias !7
  %v701 = insertelement <32 x float> poison, float %v700, i64 0
  %v702 = shufflevector <32 x float> %v701, <32 x float> poison, <32 x i32> zeroinitializer
  %v703 = fmul contract <32 x float> %v650, %v702
  %v572 = fadd contract <32 x float> %v573, %v703
  br label %v539

v582:                                     ; preds = %v575
  %v704 = load float, ptr %v86, align 4, !alias.scope !0, !noalias !7
  %v705 = insertelement <32 x float> poison, float %v704, i64 0
  %v706 = shufflevector <32 x float> %v705, <32 x float> poison, <32 x i32> zeroinitializer
  %v707 = fmul contract <32 x float> %v580, %v706
  %v708 = fadd contract <32 x float> %v545, %v707
  br label %v583

v583:                                     ; preds = %v582, %v575
  %v520 = phi <32 x float> [ %v708, %v582 ], [ %v545, %v575 ]
  br i1 %v53, label %v709, label %v710

v709:                                     ; preds = %v583
  %v711 = load float, ptr %v87, align 4, !alias.scope !0, !noalias !7
  %v712 = insertelement <32 x float> poison, float %v711, i64 0
  %v713 = shufflevector <32 x float> %v712, <32 x float> poison, <32 x i32> zeroinitializer
  %v714 = fmul contract <32 x float> %v580, %v713
  %v715 = fadd contract <32 x float> %v547, %v714
  br label %v710

v710:                                     ; preds = %v709, %v583
  %v519 = phi <32 x float> [ %v715, %v709 ], [ %v547, %v583 ]
  br i1 %v55, label %v716, label %v717

v716:                                     ; preds = %v710
  %v718 = load float, ptr %v88, align 4, !alias.scope !0, !noalias !7
  %v719 = insertelement <32 x float> poison, float %v718, i64 0
  %v720 = shufflevector <32 x float> %v719, <32 x float> poison, <32 x i32> zeroinitializer
  %v721 = fmul contract <32 x float> %v580, %v720
  %v722 = fadd contract <32 x float> %v549, %v721
  br label %v717

v717:                                     ; preds = %v716, %v710
  %v518 = phi <32 x float> [ %v722, %v716 ], [ %v549, %v710 ]
  br i1 %v57, label %v723, label %v724

v723:                                     ; preds = %v717
  %v725 = load float, ptr %v89, align 4, !alias.scope !0, !noalias !7
  %v726 = insertelement <32 x float> poison, float %v725, i64 0
  %v727 = shufflevector <32 x float> %v726, <32 x float> poison, <32 x i32> zeroinitializer
  %v728 = fmul contract <32 x float> %v580, %v727
  %v729 = fadd contract <32 x float> %v551, %v728
  br label %v724

v724:                                     ; preds = %v723, %v717
  %v517 = phi <32 x float> [ %v729, %v723 ], [ %v551, %v717 ]
  br i1 %v59, label %v730, label %v731

v730:                                     ; preds = %v724
  %v732 = load float, ptr %v90, align 4, !alias.scope !0, !noalias !7
  %v733 = insertelement <32 x float> poison, float %v732, i64 0
  %v734 = shufflevector <32 x float> %v733, <32 x float> poison, <32 x i32> zeroinitializer
  %v735 = fmul contract <32 x float> %v580, %v734
  %v736 = fadd contract <32 x float> %v553, %v735
  br label %v731

v731:                                     ; preds = %v730, %v724
  %v516 = phi <32 x float> [ %v736, %v730 ], [ %v553, %v724 ]
  br i1 %v61, label %v737, label %v532

v737:                                     ; preds = %v731
  %v738 = load float, ptr %v91, align 4, !alias.scope !0, !noalias !7
  %v739 = insertelement <32 x float> poison, float %v738, i64 0
  %v740 = shufflevector <32 x float> %v739, <32 x float> poison, <32 x i32> zeroinitializer
  %v741 = fmul contract <32 x float> %v580, %v740
  %v742 = fadd contract <32 x float> %v555, %v741
  br label %v532

v532:                                     ; preds = %v737, %v731
  %v515 = phi <32 x float> [ %v742, %v737 ], [ %v555, %v731 ]
  br i1 %v63, label %v531, label %v530

v531:                                     ; preds = %v532
  %v743 = load float, ptr %v92, align 4, !alias.scope !0, !noalias !7
  %v744 = insertelement <32 x float> poison, float %v743, i64 0
  %v745 = shufflevector <32 x float> %v744, <32 x float> poison, <32 x i32> zeroinitializer
  %v746 = fmul contract <32 x float> %v580, %v745
  %v534 = fadd contract <32 x float> %v533, %v746
  br label %v530

v537:                                     ; preds = %v530
  %v747 = getelementptr inbounds i8, ptr %v535, i64 280
  store <32 x float> %v520, ptr %v747, align 4, !alias.scope !5, !noalias !9
  br label %v538

v538:                                     ; preds = %v537, %v530
  br i1 %v53, label %v748, label %v749

v748:                                     ; preds = %v538
  %v750 = getelementptr inbounds i8, ptr %v535, i64 560
  store <32 x float> %v519, ptr %v750, align 4, !alias.scope !5, !noalias !9
  br label %v749

v749:                                     ; preds = %v748, %v538
  br i1 %v55, label %v751, label %v752

v751:                                     ; preds = %v749
  %v753 = getelementptr inbounds i8, ptr %v535, i64 840
  store <32 x float> %v518, ptr %v753, align 4, !alias.scope !5, !noalias !9
  br label %v752

v752:                                     ; preds = %v751, %v749
  br i1 %v57, label %v754, label %v755

v754:                                     ; preds = %v752
  %v756 = getelementptr inbounds i8, ptr %v535, i64 1120
  store <32 x float> %v517, ptr %v756, align 4, !alias.scope !5, !noalias !9
  br label %v755

v755:                                     ; preds = %v754, %v752
  br i1 %v59, label %v757, label %v758

v757:                                     ; preds = %v755
  %v759 = getelementptr inbounds i8, ptr %v535, i64 1400
  store <32 x float> %v516, ptr %v759, align 4, !alias.scope !5, !noalias !9
  br label %v758

v758:                                     ; preds = %v757, %v755
  br i1 %v61, label %v760, label %v506

v760:                                     ; preds = %v758
  %v761 = getelementptr inbounds i8, ptr %v535, i64 1680
  store <32 x float> %v515, ptr %v761, align 4, !alias.scope !5, !noalias !9
  br label %v506

v506:                                     ; preds = %v760, %v758
  br i1 %v63, label %v505, label %v124

v505:                                     ; preds = %v506
  %v762 = getelementptr inbounds i8, ptr %v535, i64 1960
  store <32 x float> %v514, ptr %v762, align 4, !alias.scope !5, !noalias !9
  br label %v124

v763:                                ; preds = %v764, %v765
  %v507 = phi <32 x float> [ %v766, %v765 ], [ %v767, %v764 ]
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v768, ptr %v69, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br i1 %v51, label %v769, label %v770

v529:                                     ; preds = %v492, %v771
  %v772 = phi i64 [ 0, %v492 ], [ %v773, %v771 ]
  %v774 = phi <32 x float> [ zeroinitializer, %v492 ], [ %v775, %v771 ]
  %v776 = phi <32 x float> [ %v522, %v492 ], [ %v777, %v771 ]
  %v778 = phi <32 x float> [ %v523, %v492 ], [ %v779, %v771 ]
  %v780 = phi <32 x float> [ %v524, %v492 ], [ %v781, %v771 ]
  %v782 = phi <32 x float> [ %v525, %v492 ], [ %v783, %v771 ]
  %v784 = phi <32 x float> [ %v526, %v492 ], [ %v785, %v771 ]
  %v786 = phi <32 x float> [ %v527, %v492 ], [ %v787, %v771 ]
  %v788 = phi <32 x float> [ %v528, %v492 ], [ %v766, %v771 ]
  %v789 = shl nuw nsw i64 %v772, 1
  %v790 = add nuw nsw i64 %v789, %v64
  %v791 = getelementptr inbounds float, ptr %v4, i64 %v790
  %v792 = load float, ptr %v791, align 4, !alias.scope !0, !noalias !7
  %v793 = insertelement <32 x float> poison, float %v792, i64 0
  %v794 = shufflevector <32 x float> %v793, <32 x float> poison, <32 x i32> zeroinitializer
  %v795 = mul nuw nsw i64 %v772, 560
  %v796 = getelementptr i8, ptr %v6, i64 %v795
  %v797 = getelementptr i8, ptr %v796, i64 256
  %v798 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v797, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !3, !noalias !8
  %v799 = fmul contract <32 x float> %v798, %v794
  %v800 = fadd contract <32 x float> %v774, %v799
  br i1 %v51, label %v801, label %v802

v771:                                     ; preds = %v803, %v804
  %v766 = phi <32 x float> [ %v805, %v803 ], [ %v806, %v804 ]
  %v773 = add nuw nsw i64 %v772, 1
  %v807 = icmp eq i64 %v773, 4
  br i1 %v807, label %v808, label %v529

v808:                                     ; preds = %v771
  %v809 = load float, ptr %v77, align 4, !alias.scope !0, !noalias !7
  %v810 = insertelement <32 x float> poison, float %v809, i64 0
  %v811 = shufflevector <32 x float> %v810, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v812 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v12, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !3, !noalias !8
  %v813 = fmul contract <32 x float> %v812, %v811
  %v768 = fadd contract <32 x float> %v775, %v813
  br i1 %v51, label %v814, label %v815

v801:                                     ; preds = %v529
  %v816 = getelementptr inbounds i8, ptr %v791, i64 36
  %v817 = load float, ptr %v816, align 4, !alias.scope !0, !noalias !7
  %v818 = insertelement <32 x float> poison, float %v817, i64 0
  %v819 = shufflevector <32 x float> %v818, <32 x float> poison, <32 x i32> zeroinitializer
  %v820 = fmul contract <32 x float> %v798, %v819
  %v821 = fadd contract <32 x float> %v776, %v820
  br label %v802

v802:                                     ; preds = %v801, %v529
  %v822 = phi <32 x float> [ %v821, %v801 ], [ %v776, %v529 ]
  br i1 %v53, label %v823, label %v824

v823:                                     ; preds = %v802
  %v825 = getelementptr inbounds i8, ptr %v791, i64 72
  %v826 = load float, ptr %v825, align 4, !alias.scope !0, !noalias !7
  %v827 = insertelement <32 x float> poison, float %v826, i64 0
  %v828 = shufflevector <32 x float> %v827, <32 x float> poison, <32 x i32> zeroinitializer
  %v829 = fmul contract <32 x float> %v798, %v828
  %v830 = fadd contract <32 x float> %v778, %v829
  br label %v824

v824:                                     ; preds = %v823, %v802
  %v831 = phi <32 x float> [ %v830, %v823 ], [ %v778, %v802 ]
  br i1 %v55, label %v832, label %v833

v832:                                     ; preds = %v824
  %v834 = getelementptr inbounds i8, ptr %v791, i64 108
  %v835 = load float, ptr %v834, align 4, !alias.scope !0, !noalias !7
  %v836 = insertelement <32 x float> poison, float %v835, i64 0
  %v837 = shufflevector <32 x float> %v836, <32 x float> poison, <32 x i32> zeroinitializer
  %v838 = fmul contract <32 x float> %v798, %v837
  %v839 = fadd contract <32 x float> %v780, %v838
  br label %v833

v833:                                     ; preds = %v832, %v824
  %v840 = phi <32 x float> [ %v839, %v832 ], [ %v780, %v824 ]
  br i1 %v57, label %v841, label %v842

v841:                                     ; preds = %v833
  %v843 = getelementptr inbounds i8, ptr %v791, i64 144
  %v844 = load float, ptr %v843, align 4, !alias.scope !0, !noalias !7
  %v845 = insertelement <32 x float> poison, float %v844, i64 0
  %v846 = shufflevector <32 x float> %v845, <32 x float> poison, <32 x i32> zeroinitializer
  %v847 = fmul contract <32 x float> %v798, %v846
  %v848 = fadd contract <32 x float> %v782, %v847
  br label %v842

v842:                                     ; preds = %v841, %v833
  %v849 = phi <32 x float> [ %v848, %v841 ], [ %v782, %v833 ]
  br i1 %v59, label %v850, label %v851

v850:                                     ; preds = %v842
  %v852 = getelementptr inbounds i8, ptr %v791, i64 180
  %v853 = load float, ptr %v852, align 4, !alias.scope !0, !noalias !7
  %v854 = insertelement <32 x float> poison, float %v853, i64 0
  %v855 = shufflevector <32 x float> %v854, <32 x float> poison, <32 x i32> zeroinitializer
  %v856 = fmul contract <32 x float> %v798, %v855
  %v857 = fadd contract <32 x float> %v784, %v856
  br label %v851

v851:                                     ; preds = %v850, %v842
  %v858 = phi <32 x float> [ %v857, %v850 ], [ %v784, %v842 ]
  br i1 %v61, label %v859, label %v860

v859:                                     ; preds = %v851
  %v861 = getelementptr inbounds i8, ptr %v791, i64 216
  %v862 = load float, ptr %v861, align 4, !alias.scope !0, !noalias !7
  %v863 = insertelement <32 x float> poison, float %v862, i64 0
  %v864 = shufflevector <32 x float> %v863, <32 x float> poison, <32 x i32> zeroinitializer
  %v865 = fmul contract <32 x float> %v798, %v864
  %v866 = fadd contract <32 x float> %v786, %v865
  br label %v860

v860:                                     ; preds = %v859, %v851
  %v867 = phi <32 x float> [ %v866, %v859 ], [ %v786, %v851 ]
  br i1 %v63, label %v868, label %v869

v868:                                     ; preds = %v860
  %v870 = getelementptr inbounds i8, ptr %v791, i64 252
  %v871 = load float, ptr %v870, align 4, !alias.scope !0, !noalias !7
  %v872 = insertelement <32 x float> poison, float %v871, i64 0
  %v873 = shufflevector <32 x float> %v872, <32 x float> poison, <32 x i32> zeroinitializer
  %v874 = fmul contract <32 x float> %v798, %v873
  %v875 = fadd contract <32 x float> %v788, %v874
  br label %v869

v869:                                     ; preds = %v868, %v860
  %v806 = phi <32 x float> [ %v875, %v868 ], [ %v788, %v860 ]
  %v876 = or disjoint i64 %v790, 1
  %v877 = getelementptr inbounds float, ptr %v4, i64 %v876
  %v878 = load float, ptr %v877, align 4, !alias.scope !0, !noalias !7
  %v879 = insertelement <32 x float> poison, float %v878, i64 0
  %v880 = shufflevector <32 x float> %v879, <32 x float> poison, <32 x i32> zeroinitializer
  %v881 = getelementptr i8, ptr %v796, i64 536
  %v882 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v881, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !3, !noalias !8
  %v883 = fmul contract <32 x float> %v882, %v880
  %v775 = fadd contract <32 x float> %v800, %v883
  br i1 %v51, label %v884, label %v885

v884:                                     ; preds = %v869
  %v886 = getelementptr inbounds i8, ptr %v791, i64 40
  %v887 = load float, ptr %v886, align 4, !alias.scope !0, !noalias !7
  %v888 = insertelement <32 x float> poison, float %v887, i64 0
  %v889 = shufflevector <32 x float> %v888, <32 x float> poison, <32 x i32> zeroinitializer
  %v890 = fmul contract <32 x float> %v882, %v889
  %v891 = fadd contract <32 x float> %v822, %v890
  br label %v885

v885:                                     ; preds = %v884, %v869
  %v777 = phi <32 x float> [ %v891, %v884 ], [ %v822, %v869 ]
  br i1 %v53, label %v892, label %v893

v892:                                     ; preds = %v885
  %v894 = getelementptr inbounds i8, ptr %v791, i64 76
  %v895 = load float, ptr %v894, align 4, !alias.scope !0, !noalias !7
  %v896 = insertelement <32 x float> poison, float %v895, i64 0
  %v897 = shufflevector <32 x float> %v896, <32 x float> poison, <32 x i32> zeroinitializer
  %v898 = fmul contract <32 x float> %v882, %v897
  %v899 = fadd contract <32 x float> %v831, %v898
  br label %v893

v893:                                     ; preds = %v892, %v885
  %v779 = phi <32 x float> [ %v899, %v892 ], [ %v831, %v885 ]
  br i1 %v55, label %v900, label %v901

v900:                                     ; preds = %v893
  %v902 = getelementptr inbounds i8, ptr %v791, i64 112
  %v903 = load float, ptr %v902, align 4, !alias.scope !0, !noalias !7
  %v904 = insertelement <32 x float> poison, float %v903, i64 0
  %v905 = shufflevector <32 x float> %v904, <32 x float> poison, <32 x i32> zeroinitializer
  %v906 = fmul contract <32 x float> %v882, %v905
  %v907 = fadd contract <32 x float> %v840, %v906
  br label %v901

v901:                                     ; preds = %v900, %v893
  %v781 = phi <32 x float> [ %v907, %v900 ], [ %v840, %v893 ]
  br i1 %v57, label %v908, label %v909

v908:                                     ; preds = %v901
  %v910 = getelementptr inbounds i8, ptr %v791, i64 148
  %v911 = load float, ptr %v910, align 4, !alias.scope !0, !noalias !7
  %v912 = insertelement <32 x float> poison, float %v911, i64 0
  %v913 = shufflevector <32 x float> %v912, <32 x float> poison, <32 x i32> zeroinitializer
  %v914 = fmul contract <32 x float> %v882, %v913
  %v915 = fadd contract <32 x float> %v849, %v914
  br label %v909

v909:                                     ; preds = %v908, %v901
  %v783 = phi <32 x float> [ %v915, %v908 ], [ %v849, %v901 ]
  br i1 %v59, label %v916, label %v917

v916:                                     ; preds = %v909
  %v918 = getelementptr inbounds i8, ptr %v791, i64 184
  %v919 = load float, ptr %v918, align 4, !alias.scope !0, !noalias !7
  %v920 = insertelement <32 x float> poison, float %v919, i64 0
  %v921 = shufflevector <32 x float> %v920, <32 x float> poison, <32 x i32> zeroinitializer
  %v922 = fmul contract <32 x float> %v882, %v921
  %v923 = fadd contract <32 x float> %v858, %v922
  br label %v917

v917:                                     ; preds = %v916, %v909
  %v785 = phi <32 x float> [ %v923, %v916 ], [ %v858, %v909 ]
  br i1 %v61, label %v924, label %v804

v924:                                     ; preds = %v917
  %v925 = getelementptr inbounds i8, ptr %v791, i64 220
  %v926 = load float, ptr %v925, align 4, !alias.scope !0, !noalias !7
  %v927 = insertelement <32 x float> poison, float %v926, i64 0
  %v928 = shufflevector <32 x float> %v927, <32 x float> poison, <32 x i32> zeroinitializer
  %v929 = fmul contract <32 x float> %v882, %v928
  %v930 = fadd contract <32 x float> %v867, %v929
  br label %v804

v804:                                     ; preds = %v924, %v917
  %v787 = phi <32 x float> [ %v930, %v924 ], [ %v867, %v917 ]
  br i1 %v63, label %v803, label %v771

v803:                                     ; preds = %v804
  %v931 = getelementptr inbounds i8, ptr %v791, i64 256
  %v932 = load float, ptr %v931, align 4, !alias.scope !0, !noalias !7
  %v933 = insertelement <32 x float> poison, float %v932, i64 0
  %v934 = shufflevector <32 x float> %v933, <32 x float> poison, <32 x i32> zeroinitializer
  %v935 = fmul contract <32 x float> %v882, %v934
  %v805 = fadd contract <32 x float> %v806, %v935
  br label %v771

v814:                                     ; preds = %v808
  %v936 = load float, ptr %v78, align 4, !alias.scope !0, !noalias !7
  %v937 = insertelement <32 x float> poison, float %v936, i64 0
  %v938 = shufflevector <32 x float> %v937, <32 x float> poison, <32 x i32> zeroinitializer
  %v939 = fmul contract <32 x float> %v812, %v938
  %v940 = fadd contract <32 x float> %v777, %v939
  br label %v815

v815:                                     ; preds = %v814, %v808
  %v513 = phi <32 x float> [ %v940, %v814 ], [ %v777, %v808 ]
  br i1 %v53, label %v941, label %v942

v941:                                     ; preds = %v815
  %v943 = load float, ptr %v79, align 4, !alias.scope !0, !noalias !7
  %v944 = insertelement <32 x float> poison, float %v943, i64 0
  %v945 = shufflevector <32 x float> %v944, <32 x float> poison, <32 x i32> zeroinitializer
  %v946 = fmul contract <32 x float> %v812, %v945
  %v947 = fadd contract <32 x float> %v779, %v946
  br label %v942

v942:                                     ; preds = %v941, %v815
  %v512 = phi <32 x float> [ %v947, %v941 ], [ %v779, %v815 ]
  br i1 %v55, label %v948, label %v949

v948:                                     ; preds = %v942
  %v950 = load float, ptr %v80, align 4, !alias.scope !0, !noalias !7
  %v951 = insertelement <32 x float> poison, float %v950, i64 0
  %v952 = shufflevector <32 x float> %v951, <32 x float> poison, <32 x i32> zeroinitializer
  %v953 = fmul contract <32 x float> %v812, %v952
  %v954 = fadd contract <32 x float> %v781, %v953
  br label %v949

v949:                                     ; preds = %v948, %v942
  %v511 = phi <32 x float> [ %v954, %v948 ], [ %v781, %v942 ]
  br i1 %v57, label %v955, label %v956

v955:                                     ; preds = %v949
  %v957 = load float, ptr %v81, align 4, !alias.scope !0, !noalias !7
  %v958 = insertelement <32 x float> poison, float %v957, i64 0
  %v959 = shufflevector <32 x float> %v958, <32 x float> poison, <32 x i32> zeroinitializer
  %v960 = fmul contract <32 x float> %v812, %v959
  %v961 = fadd contract <32 x float> %v783, %v960
  br label %v956

v956:                                     ; preds = %v955, %v949
  %v510 = phi <32 x float> [ %v961, %v955 ], [ %v783, %v949 ]
  br i1 %v59, label %v962, label %v963

v962:                                     ; preds = %v956
  %v964 = load float, ptr %v82, align 4, !alias.scope !0, !noalias !7
  %v965 = insertelement <32 x float> poison, float %v964, i64 0
  %v966 = shufflevector <32 x float> %v965, <32 x float> poison, <32 x i32> zeroinitializer
  %v967 = fmul contract <32 x float> %v812, %v966
  %v968 = fadd contract <32 x float> %v785, %v967
  br label %v963

v963:                                     ; preds = %v962, %v956
  %v509 = phi <32 x float> [ %v968, %v962 ], [ %v785, %v956 ]
  br i1 %v61, label %v969, label %v765

v969:                                     ; preds = %v963
  %v970 = load float, ptr %v83, align 4, !alias.scope !0, !noalias !7
  %v971 = insertelement <32 x float> poison, float %v970, i64 0
  %v972 = shufflevector <32 x float> %v971, <32 x float> poison, <32 x i32> zeroinitializer
  %v973 = fmul contract <32 x float> %v812, %v972
  %v974 = fadd contract <32 x float> %v787, %v973
  br label %v765

v765:                                     ; preds = %v969, %v963
  %v508 = phi <32 x float> [ %v974, %v969 ], [ %v787, %v963 ]
  br i1 %v63, label %v764, label %v763

v764:                                     ; preds = %v765
  %v975 = load float, ptr %v84, align 4, !alias.scope !0, !noalias !7
  %v976 = insertelement <32 x float> poison, float %v975, i64 0
  %v977 = shufflevector <32 x float> %v976, <32 x float> poison, <32 x i32> zeroinitializer
  %v978 = fmul contract <32 x float> %v812, %v977
  %v767 = fadd contract <32 x float> %v766, %v978
  br label %v763

v769:                                     ; preds = %v763
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v513, ptr %v70, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v770

v770:                                     ; preds = %v769, %v763
  br i1 %v53, label %v979, label %v980

v979:                                     ; preds = %v770
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v512, ptr %v71, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v980

v980:                                     ; preds = %v979, %v770
  br i1 %v55, label %v981, label %v982

v981:                                     ; preds = %v980
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v511, ptr %v72, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v982

v982:                                     ; preds = %v981, %v980
  br i1 %v57, label %v983, label %v984

v983:                                     ; preds = %v982
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v510, ptr %v73, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v984

v984:                                     ; preds = %v983, %v982
  br i1 %v59, label %v985, label %v986

v985:                                     ; preds = %v984
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v509, ptr %v74, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v986

v986:                                     ; preds = %v985, %v984
  br i1 %v61, label %v987, label %v504

v987:                                     ; preds = %v986
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v508, ptr %v75, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v504

v504:                                     ; preds = %v987, %v986
  br i1 %v63, label %v503, label %v124

v503:                                     ; preds = %v504
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v507, ptr %v76, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v124

v11:  ; preds = %v15, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <32 x float> @llvm.masked.load.v32f32.p0(ptr nocapture, i32 immarg, <32 x i1>, <32 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v32f32.p0(<32 x float>, ptr nocapture, i32 immarg, <32 x i1>) #3

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_matmul_f32_m33_n70_k9_packed(ptr nocapture readonly %v0) local_unnamed_addr #4 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = getelementptr inbounds i8, ptr %v0, i64 16
  %v4 = load ptr, ptr %v3, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  %v5 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v5, ptr %v2, align 64, !noalias !10
  %v6 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v4, ptr %v6, align 16, !noalias !10
  call void @ktune_parallel_for(i64 5, ptr nonnull @ktune_matmul_f32_m33_n70_k9.parallel0, ptr nonnull %v2) #4
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

attributes #0 = { nounwind "min-legal-vector-width"="512" "target-cpu"="x86-64-v4" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="512" "target-cpu"="x86-64-v4" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_matmul_f32_m33_n70_k9.parallel0.task: %A"}
!2 = distinct !{!2, !"ktune_matmul_f32_m33_n70_k9.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_matmul_f32_m33_n70_k9.parallel0.task: %B"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_matmul_f32_m33_n70_k9.parallel0.task: %C"}
!7 = !{!4, !6}
!8 = !{!1, !6}
!9 = !{!1, !4}
!10 = !{!11, !13, !14}
!11 = distinct !{!11, !12, !"ktune_matmul_f32_m33_n70_k9: %A"}
!12 = distinct !{!12, !"ktune_matmul_f32_m33_n70_k9"}
!13 = distinct !{!13, !12, !"ktune_matmul_f32_m33_n70_k9: %B"}
!14 = distinct !{!14, !12, !"ktune_matmul_f32_m33_n70_k9: %C"}
