; matmul:M=33,N=70,K=9,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
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
  call void @ktune_parallel_for(i64 6, ptr nonnull @ktune_matmul_f32_m33_n70_k9.parallel0, ptr nonnull %v4) #4
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

v10:                                   ; preds = %v3, %v12
  %v13 = phi <16 x float> [ %v14, %v12 ], [ undef, %v3 ]
  %v15 = phi <16 x float> [ %v16, %v12 ], [ undef, %v3 ]
  %v17 = phi <16 x float> [ %v18, %v12 ], [ undef, %v3 ]
  %v19 = phi <16 x float> [ %v20, %v12 ], [ undef, %v3 ]
  %v21 = phi <16 x float> [ %v22, %v12 ], [ undef, %v3 ]
  %v23 = phi <16 x float> [ %v24, %v12 ], [ undef, %v3 ]
  %v25 = phi <16 x float> [ %v26, %v12 ], [ undef, %v3 ]
  %v27 = phi <16 x float> [ %v28, %v12 ], [ undef, %v3 ]
  %v29 = phi <16 x float> [ %v30, %v12 ], [ undef, %v3 ]
  %v31 = phi i64 [ %v32, %v12 ], [ %v1, %v3 ]
  %v33 = icmp slt i64 %v31, 5
  %v34 = mul nsw i64 %v31, 54
  %v35 = mul i64 %v31, 1680
  %v36 = getelementptr i8, ptr %v8, i64 %v35
  %v37 = mul i64 %v31, 216
  %v38 = getelementptr i8, ptr %v4, i64 %v37
  %v39 = add nsw i64 %v34, 8
  %v40 = add nsw i64 %v34, 17
  %v41 = add nsw i64 %v34, 26
  br i1 %v33, label %v42, label %v43

v43:                      ; preds = %v10
  %v44 = getelementptr inbounds float, ptr %v4, i64 %v34
  %v45 = getelementptr inbounds i8, ptr %v44, i64 36
  %v46 = getelementptr inbounds i8, ptr %v44, i64 72
  %v47 = or disjoint i64 %v34, 1
  %v48 = getelementptr inbounds float, ptr %v4, i64 %v47
  %v49 = getelementptr inbounds i8, ptr %v44, i64 40
  %v50 = getelementptr inbounds i8, ptr %v44, i64 76
  %v51 = add nuw nsw i64 %v34, 2
  %v52 = getelementptr inbounds float, ptr %v4, i64 %v51
  %v53 = getelementptr inbounds i8, ptr %v52, i64 36
  %v54 = getelementptr inbounds i8, ptr %v52, i64 72
  %v55 = or disjoint i64 %v51, 1
  %v56 = getelementptr inbounds float, ptr %v4, i64 %v55
  %v57 = getelementptr inbounds i8, ptr %v52, i64 40
  %v58 = getelementptr inbounds i8, ptr %v52, i64 76
  %v59 = add nuw nsw i64 %v34, 4
  %v60 = getelementptr inbounds float, ptr %v4, i64 %v59
  %v61 = getelementptr inbounds i8, ptr %v60, i64 36
  %v62 = getelementptr inbounds i8, ptr %v60, i64 72
  %v63 = or disjoint i64 %v59, 1
  %v64 = getelementptr inbounds float, ptr %v4, i64 %v63
  %v65 = getelementptr inbounds i8, ptr %v60, i64 40
  %v66 = getelementptr inbounds i8, ptr %v60, i64 76
  %v67 = add nuw nsw i64 %v34, 6
  %v68 = getelementptr inbounds float, ptr %v4, i64 %v67
  %v69 = getelementptr inbounds i8, ptr %v68, i64 36
  %v70 = getelementptr inbounds i8, ptr %v68, i64 72
  %v71 = or disjoint i64 %v67, 1
  %v72 = getelementptr inbounds float, ptr %v4, i64 %v71
  %v73 = getelementptr inbounds i8, ptr %v68, i64 40
  %v74 = getelementptr inbounds i8, ptr %v68, i64 76
  %v75 = getelementptr inbounds i8, ptr %v38, i64 32
  %v76 = getelementptr inbounds i8, ptr %v38, i64 68
  %v77 = getelementptr inbounds i8, ptr %v38, i64 104
  br label %v78

v42:                         ; preds = %v10
  %v79 = add nsw i64 %v34, 35
  %v80 = add nsw i64 %v34, 44
  %v81 = add nsw i64 %v34, 53
  %v82 = getelementptr i8, ptr %v38, i64 32
  %v83 = getelementptr i8, ptr %v38, i64 68
  %v84 = getelementptr i8, ptr %v38, i64 104
  %v85 = getelementptr i8, ptr %v38, i64 140
  %v86 = getelementptr i8, ptr %v38, i64 176
  %v87 = getelementptr i8, ptr %v38, i64 212
  br label %v88

v12:                                        ; preds = %v89, %v90
  %v14 = phi <16 x float> [ %v13, %v90 ], [ %v91, %v89 ]
  %v16 = phi <16 x float> [ %v15, %v90 ], [ %v92, %v89 ]
  %v18 = phi <16 x float> [ %v17, %v90 ], [ %v93, %v89 ]
  %v20 = phi <16 x float> [ %v94, %v90 ], [ %v19, %v89 ]
  %v22 = phi <16 x float> [ %v95, %v90 ], [ %v21, %v89 ]
  %v24 = phi <16 x float> [ %v96, %v90 ], [ %v23, %v89 ]
  %v26 = phi <16 x float> [ %v97, %v90 ], [ %v25, %v89 ]
  %v28 = phi <16 x float> [ %v98, %v90 ], [ %v27, %v89 ]
  %v30 = phi <16 x float> [ %v99, %v90 ], [ %v29, %v89 ]
  %v32 = add nuw nsw i64 %v31, 1
  %v100 = icmp eq i64 %v32, %v2
  br i1 %v100, label %v11, label %v10

v88:                                   ; preds = %v42, %v90
  %v101 = phi <16 x float> [ %v94, %v90 ], [ %v19, %v42 ]
  %v102 = phi <16 x float> [ %v95, %v90 ], [ %v21, %v42 ]
  %v103 = phi <16 x float> [ %v96, %v90 ], [ %v23, %v42 ]
  %v104 = phi <16 x float> [ %v97, %v90 ], [ %v25, %v42 ]
  %v105 = phi <16 x float> [ %v98, %v90 ], [ %v27, %v42 ]
  %v106 = phi <16 x float> [ %v99, %v90 ], [ %v29, %v42 ]
  %v107 = phi i64 [ %v108, %v90 ], [ 0, %v42 ]
  %v109 = icmp ult i64 %v107, 4
  br i1 %v109, label %v110, label %v111

v110:                         ; preds = %v88
  %v112 = shl nuw nsw i64 %v107, 6
  %v113 = getelementptr inbounds i8, ptr %v6, i64 %v112
  br label %v114

v90:                                       ; preds = %v115, %v116
  %v94 = phi <16 x float> [ %v101, %v116 ], [ %v117, %v115 ]
  %v95 = phi <16 x float> [ %v102, %v116 ], [ %v118, %v115 ]
  %v96 = phi <16 x float> [ %v103, %v116 ], [ %v119, %v115 ]
  %v97 = phi <16 x float> [ %v104, %v116 ], [ %v120, %v115 ]
  %v98 = phi <16 x float> [ %v105, %v116 ], [ %v121, %v115 ]
  %v99 = phi <16 x float> [ %v106, %v116 ], [ %v122, %v115 ]
  %v108 = add nuw nsw i64 %v107, 1
  %v123 = icmp eq i64 %v108, 5
  br i1 %v123, label %v12, label %v88

v111:                                       ; preds = %v88
  %v124 = shl nuw nsw i64 %v107, 4
  %v125 = insertelement <16 x i64> poison, i64 %v124, i64 0
  %v126 = shufflevector <16 x i64> %v125, <16 x i64> poison, <16 x i32> zeroinitializer
  %v127 = or disjoint <16 x i64> %v126, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %v128 = icmp ult <16 x i64> %v127, <i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70>
  %v129 = select contract <16 x i1> %v128, <16 x float> zeroinitializer, <16 x float> %v106
  %v130 = select contract <16 x i1> %v128, <16 x float> zeroinitializer, <16 x float> %v105
  %v131 = select contract <16 x i1> %v128, <16 x float> zeroinitializer, <16 x float> %v104
  %v132 = select contract <16 x i1> %v128, <16 x float> zeroinitializer, <16 x float> %v103
  %v133 = select contract <16 x i1> %v128, <16 x float> zeroinitializer, <16 x float> %v102
  %v134 = select contract <16 x i1> %v128, <16 x float> zeroinitializer, <16 x float> %v101
  %v135 = bitcast <16 x i1> %v128 to i16
  %v136 = icmp eq i16 %v135, 0
  %v137 = getelementptr float, ptr %v6, i64 %v124
  br label %v138

v116:                                   ; preds = %v114
  %v139 = load float, ptr %v82, align 4, !alias.scope !0, !noalias !7
  %v140 = insertelement <16 x float> poison, float %v139, i64 0
  %v141 = shufflevector <16 x float> %v140, <16 x float> poison, <16 x i32> zeroinitializer
  %v142 = getelementptr inbounds i8, ptr %v113, i64 2240
  %v143 = load <16 x float>, ptr %v142, align 4, !alias.scope !3, !noalias !8
  %v144 = fmul contract <16 x float> %v143, %v141
  %v145 = fadd contract <16 x float> %v146, %v144
  %v147 = load float, ptr %v83, align 4, !alias.scope !0, !noalias !7
  %v148 = insertelement <16 x float> poison, float %v147, i64 0
  %v149 = shufflevector <16 x float> %v148, <16 x float> poison, <16 x i32> zeroinitializer
  %v150 = fmul contract <16 x float> %v143, %v149
  %v151 = fadd contract <16 x float> %v152, %v150
  %v153 = load float, ptr %v84, align 4, !alias.scope !0, !noalias !7
  %v154 = insertelement <16 x float> poison, float %v153, i64 0
  %v155 = shufflevector <16 x float> %v154, <16 x float> poison, <16 x i32> zeroinitializer
  %v156 = fmul contract <16 x float> %v143, %v155
  %v157 = fadd contract <16 x float> %v158, %v156
  %v159 = load float, ptr %v85, align 4, !alias.scope !0, !noalias !7
  %v160 = insertelement <16 x float> poison, float %v159, i64 0
  %v161 = shufflevector <16 x float> %v160, <16 x float> poison, <16 x i32> zeroinitializer
  %v162 = fmul contract <16 x float> %v143, %v161
  %v163 = fadd contract <16 x float> %v164, %v162
  %v165 = load float, ptr %v86, align 4, !alias.scope !0, !noalias !7
  %v166 = insertelement <16 x float> poison, float %v165, i64 0
  %v167 = shufflevector <16 x float> %v166, <16 x float> poison, <16 x i32> zeroinitializer
  %v168 = fmul contract <16 x float> %v143, %v167
  %v169 = fadd contract <16 x float> %v170, %v168
  %v171 = load float, ptr %v87, align 4, !alias.scope !0, !noalias !7
  %v172 = insertelement <16 x float> poison, float %v171, i64 0
  %v173 = shufflevector <16 x float> %v172, <16 x float> poison, <16 x i32> zeroinitializer
  %v174 = fmul contract <16 x float> %v143, %v173
  %v175 = fadd contract <16 x float> %v176, %v174
  %v177 = getelementptr i8, ptr %v36, i64 %v112
  store <16 x float> %v145, ptr %v177, align 4, !alias.scope !5, !noalias !9
  %v178 = getelementptr i8, ptr %v177, i64 280
  store <16 x float> %v151, ptr %v178, align 4, !alias.scope !5, !noalias !9
  %v179 = getelementptr i8, ptr %v177, i64 560
  store <16 x float> %v157, ptr %v179, align 4, !alias.scope !5, !noalias !9
  %v180 = getelementptr i8, ptr %v177, i64 840
  store <16 x float> %v163, ptr %v180, align 4, !alias.scope !5, !noalias !9
  %v181 = getelementptr i8, ptr %v177, i64 1120
  store <16 x float> %v169, ptr %v181, align 4, !alias.scope !5, !noalias !9
  %v182 = getelementptr i8, ptr %v177, i64 1400
  store <16 x float> %v175, ptr %v182, align 4, !alias.scope !5, !noalias !9
  br label %v90

v114:                                       ; preds = %v110, %v114
  %v183 = phi i64 [ 0, %v110 ], [ %v184, %v114 ]
  %v185 = phi <16 x float> [ zeroinitializer, %v110 ], [ %v146, %v114 ]
  %v186 = phi <16 x float> [ zeroinitializer, %v110 ], [ %v152, %v114 ]
  %v187 = phi <16 x float> [ zeroinitializer, %v110 ], [ %v158, %v114 ]
  %v188 = phi <16 x float> [ zeroinitializer, %v110 ], [ %v164, %v114 ]
  %v189 = phi <16 x float> [ zeroinitializer, %v110 ], [ %v170, %v114 ]
  %v190 = phi <16 x float> [ zeroinitializer, %v110 ], [ %v176, %v114 ]
  %v191 = shl nuw nsw i64 %v183, 1
  %v192 = add nsw i64 %v191, %v34
  %v193 = getelementptr inbounds float, ptr %v4, i64 %v192
  %v194 = load float, ptr %v193, align 4, !alias.scope !0, !noalias !7
  %v195 = insertelement <16 x float> poison, float %v194, i64 0
  %v196 = shufflevector <16 x float> %v195, <16 x float> poison, <16 x i32> zeroinitializer
  %v197 = mul nuw nsw i64 %v183, 560
  %v198 = getelementptr inbounds i8, ptr %v113, i64 %v197
  %v199 = load <16 x float>, ptr %v198, align 4, !alias.scope !3, !noalias !8
  %v200 = fmul contract <16 x float> %v199, %v196
  %v201 = fadd contract <16 x float> %v185, %v200
  %v202 = getelementptr i8, ptr %v193, i64 36
  %v203 = load float, ptr %v202, align 4, !alias.scope !0, !noalias !7
  %v204 = insertelement <16 x float> poison, float %v203, i64 0
  %v205 = shufflevector <16 x float> %v204, <16 x float> poison, <16 x i32> zeroinitializer
  %v206 = fmul contract <16 x float> %v199, %v205
  %v207 = fadd contract <16 x float> %v186, %v206
  %v208 = getelementptr i8, ptr %v193, i64 72
  %v209 = load float, ptr %v208, align 4, !alias.scope !0, !noalias !7
  %v210 = insertelement <16 x float> poison, float %v209, i64 0
  %v211 = shufflevector <16 x float> %v210, <16 x float> poison, <16 x i32> zeroinitializer
  %v212 = fmul contract <16 x float> %v199, %v211
  %v213 = fadd contract <16 x float> %v187, %v212
  %v214 = getelementptr i8, ptr %v193, i64 108
  %v215 = load float, ptr %v214, align 4, !alias.scope !0, !noalias !7
  %v216 = insertelement <16 x float> poison, float %v215, i64 0
  %v217 = shufflevector <16 x float> %v216, <16 x float> poison, <16 x i32> zeroinitializer
  %v218 = fmul contract <16 x float> %v199, %v217
  %v219 = fadd contract <16 x float> %v188, %v218
  %v220 = getelementptr i8, ptr %v193, i64 144
  %v221 = load float, ptr %v220, align 4, !alias.scope !0, !noalias !7
  %v222 = insertelement <16 x float> poison, float %v221, i64 0
  %v223 = shufflevector <16 x float> %v222, <16 x float> poison, <16 x i32> zeroinitializer
  %v224 = fmul contract <16 x float> %v199, %v223
  %v225 = fadd contract <16 x float> %v189, %v224
  %v226 = getelementptr i8, ptr %v193, i64 180
  %v227 = load float, ptr %v226, align 4, !alias.scope !0, !noalias !7
  %v228 = insertelement <16 x float> poison, float %v227, i64 0
  %v229 = shufflevector <16 x float> %v228, <16 x float> poison, <16 x i32> zeroinitializer
  %v230 = fmul contract <16 x float> %v199, %v229
  %v231 = fadd contract <16 x float> %v190, %v230
  %v232 = or disjoint i64 %v192, 1
  %v233 = getelementptr inbounds float, ptr %v4, i64 %v232
  %v234 = load float, ptr %v233, align 4, !alias.scope !0, !noalias !7
  %v235 = insertelement <16 x float> poison, float %v234, i64 0
  %v236 = shufflevector <16 x float> %v235, <16 x float> poison, <16 x i32> zeroinitializer
  %v237 = getelementptr inbounds i8, ptr %v198, i64 280
  %v238 = load <16 x float>, ptr %v237, align 4, !alias.scope !3, !noalias !8
  %v239 = fmul contract <16 x float> %v238, %v236
  %v146 = fadd contract <16 x float> %v201, %v239
  %v240 = getelementptr i8, ptr %v193, i64 40
  %v241 = load float, ptr %v240, align 4, !alias.scope !0, !noalias !7
  %v242 = insertelement <16 x float> poison, float %v241, i64 0
  %v243 = shufflevector <16 x float> %v242, <16 x float> poison, <16 x i32> zeroinitializer
  %v244 = fmul contract <16 x float> %v238, %v243
  %v152 = fadd contract <16 x float> %v207, %v244
  %v245 = getelementptr i8, ptr %v193, i64 76
  %v246 = load float, ptr %v245, align 4, !alias.scope !0, !noalias !7
  %v247 = insertelement <16 x float> poison, float %v246, i64 0
  %v248 = shufflevector <16 x float> %v247, <16 x float> poison, <16 x i32> zeroinitializer
  %v249 = fmul contract <16 x float> %v238, %v248
  %v158 = fadd contract <16 x float> %v213, %v249
  %v250 = getelementptr i8, ptr %v193, i64 112
  %v251 = load float, ptr %v250, align 4, !alias.scope !0, !noalias !7
  %v252 = insertelement <16 x float> poison, float %v251, i64 0
  %v253 = shufflevector <16 x float> %v252, <16 x float> poison, <16 x i32> zeroinitializer
  %v254 = fmul contract <16 x float> %v238, %v253
  %v164 = fadd contract <16 x float> %v219, %v254
  %v255 = getelementptr i8, ptr %v193, i64 148
  %v256 = load float, ptr %v255, align 4, !alias.scope !0, !noalias !7
  %v257 = insertelement <16 x float> poison, float %v256, i64 0
  %v258 = shufflevector <16 x float> %v257, <16 x float> poison, <16 x i32> zeroinitializer
  %v259 = fmul contract <16 x float> %v238, %v258
  %v170 = fadd contract <16 x float> %v225, %v259
  %v260 = getelementptr i8, ptr %v193, i64 184
  %v261 = load float, ptr %v260, align 4, !alias.scope !0, !noalias !7
  %v262 = insertelement <16 x float> poison, float %v261, i64 0
  %v263 = shufflevector <16 x float> %v262, <16 x float> poison, <16 x i32> zeroinitializer
  %v264 = fmul contract <16 x float> %v238, %v263
  %v176 = fadd contract <16 x float> %v231, %v264
  %v184 = add nuw nsw i64 %v183, 1
  %v265 = icmp eq i64 %v184, 4
  br i1 %v265, label %v116, label %v114

v115:                                 ; preds = %v138
  %v266 = select i1 %v136, i64 0, i64 %v39
  %v267 = getelementptr float, ptr %v4, i64 %v266
  %v268 = load float, ptr %v267, align 4, !alias.scope !0, !noalias !7
  %v269 = insertelement <16 x float> poison, float %v268, i64 0
  %v270 = shufflevector <16 x float> %v269, <16 x float> poison, <16 x i32> zeroinitializer
  %v271 = select contract <16 x i1> %v128, <16 x float> %v270, <16 x float> zeroinitializer
  %v272 = getelementptr i8, ptr %v137, i64 2240
  %v273 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v272, i32 4, <16 x i1> %v128, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v274 = fmul contract <16 x float> %v273, %v271
  %v275 = fadd contract <16 x float> %v276, %v274
  %v122 = select contract <16 x i1> %v128, <16 x float> %v275, <16 x float> %v277
  %v278 = select i1 %v136, i64 0, i64 %v40
  %v279 = getelementptr float, ptr %v4, i64 %v278
  %v280 = load float, ptr %v279, align 4, !alias.scope !0, !noalias !7
  %v281 = insertelement <16 x float> poison, float %v280, i64 0
  %v282 = shufflevector <16 x float> %v281, <16 x float> poison, <16 x i32> zeroinitializer
  %v283 = select contract <16 x i1> %v128, <16 x float> %v282, <16 x float> zeroinitializer
  %v284 = fmul contract <16 x float> %v273, %v283
  %v285 = fadd contract <16 x float> %v286, %v284
  %v121 = select contract <16 x i1> %v128, <16 x float> %v285, <16 x float> %v287
  %v288 = select i1 %v136, i64 0, i64 %v41
  %v289 = getelementptr float, ptr %v4, i64 %v288
  %v290 = load float, ptr %v289, align 4, !alias.scope !0, !noalias !7
  %v291 = insertelement <16 x float> poison, float %v290, i64 0
  %v292 = shufflevector <16 x float> %v291, <16 x float> poison, <16 x i32> zeroinitializer
  %v293 = select contract <16 x i1> %v128, <16 x float> %v292, <16 x float> zeroinitializer
  %v294 = fmul contract <16 x float> %v273, %v293
  %v295 = fadd contract <16 x float> %v296, %v294
  %v120 = select contract <16 x i1> %v128, <16 x float> %v295, <16 x float> %v297
  %v298 = select i1 %v136, i64 0, i64 %v79
  %v299 = getelementptr float, ptr %v4, i64 %v298
  %v300 = load float, ptr %v299, align 4, !alias.scope !0, !noalias !7
  %v301 = insertelement <16 x float> poison, float %v300, i64 0
  %v302 = shufflevector <16 x float> %v301, <16 x float> poison, <16 x i32> zeroinitializer
  %v303 = select contract <16 x i1> %v128, <16 x float> %v302, <16 x float> zeroinitializer
  %v304 = fmul contract <16 x float> %v273, %v303
  %v305 = fadd contract <16 x float> %v306, %v304
  %v119 = select contract <16 x i1> %v128, <16 x float> %v305, <16 x float> %v307
  %v308 = select i1 %v136, i64 0, i64 %v80
  %v309 = getelementptr float, ptr %v4, i64 %v308
  %v310 = load float, ptr %v309, align 4, !alias.scope !0, !noalias !7
  %v311 = insertelement <16 x float> poison, float %v310, i64 0
  %v312 = shufflevector <16 x float> %v311, <16 x float> poison, <16 x i32> zeroinitializer
  %v313 = select contract <16 x i1> %v128, <16 x float> %v312, <16 x float> zeroinitializer
  %v314 = fmul contract <16 x float> %v273, %v313
  %v315 = fadd contract <16 x float> %v316, %v314
  %v118 = select contract <16 x i1> %v128, <16 x float> %v315, <16 x float> %v317
  %v318 = select i1 %v136, i64 0, i64 %v81
  %v319 = getelementptr float, ptr %v4, i64 %v318
  %v320 = load float, ptr %v319, align 4, !alias.scope !0, !noalias !7
  %v321 = insertelement <16 x float> poison, float %v320, i64 0
  %v322 = shufflevector <16 x float> %v321, <16 x float> poison, <16 x i32> zeroinitializer
  %v323 = select contract <16 x i1> %v128, <16 x float> %v322, <16 x float> zeroinitializer
  %v324 = fmul contract <16 x float> %v273, %v323
  %v325 = fadd contract <16 x float> %v326, %v324
  %v117 = select contract <16 x i1> %v128, <16 x float> %v325, <16 x float> %v327
  %v328 = select contract <16 x i1> %v128, <16 x float> %v275, <16 x float> zeroinitializer
  %v329 = getelementptr float, ptr %v36, i64 %v124
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v328, ptr %v329, i32 4, <16 x i1> %v128), !alias.scope !5, !noalias !9
  %v330 = select contract <16 x i1> %v128, <16 x float> %v285, <16 x float> zeroinitializer
  %v331 = getelementptr i8, ptr %v329, i64 280
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v330, ptr %v331, i32 4, <16 x i1> %v128), !alias.scope !5, !noalias !9
  %v332 = select contract <16 x i1> %v128, <16 x float> %v295, <16 x float> zeroinitializer
  %v333 = getelementptr i8, ptr %v329, i64 560
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v332, ptr %v333, i32 4, <16 x i1> %v128), !alias.scope !5, !noalias !9
  %v334 = select contract <16 x i1> %v128, <16 x float> %v305, <16 x float> zeroinitializer
  %v335 = getelementptr i8, ptr %v329, i64 840
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v334, ptr %v335, i32 4, <16 x i1> %v128), !alias.scope !5, !noalias !9
  %v336 = select contract <16 x i1> %v128, <16 x float> %v315, <16 x float> zeroinitializer
  %v337 = getelementptr i8, ptr %v329, i64 1120
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v336, ptr %v337, i32 4, <16 x i1> %v128), !alias.scope !5, !noalias !9
  %v338 = select contract <16 x i1> %v128, <16 x float> %v325, <16 x float> zeroinitializer
  %v339 = getelementptr i8, ptr %v329, i64 1400
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v338, ptr %v339, i32 4, <16 x i1> %v128), !alias.scope !5, !noalias !9
  br label %v90

v138:                                      ; preds = %v111, %v138
  %v340 = phi i64 [ 0, %v111 ], [ %v341, %v138 ]
  %v277 = phi <16 x float> [ %v129, %v111 ], [ %v276, %v138 ]
  %v287 = phi <16 x float> [ %v130, %v111 ], [ %v286, %v138 ]
  %v297 = phi <16 x float> [ %v131, %v111 ], [ %v296, %v138 ]
  %v307 = phi <16 x float> [ %v132, %v111 ], [ %v306, %v138 ]
  %v317 = phi <16 x float> [ %v133, %v111 ], [ %v316, %v138 ]
  %v327 = phi <16 x float> [ %v134, %v111 ], [ %v326, %v138 ]
  %v342 = shl nuw nsw i64 %v340, 1
  %v343 = add nsw i64 %v342, %v34
  %v344 = select i1 %v136, i64 0, i64 %v343
  %v345 = getelementptr float, ptr %v4, i64 %v344
  %v346 = load float, ptr %v345, align 4, !alias.scope !0, !noalias !7
  %v347 = insertelement <16 x float> poison, float %v346, i64 0
  %v348 = shufflevector <16 x float> %v347, <16 x float> poison, <16 x i32> zeroinitializer
  %v349 = select contract <16 x i1> %v128, <16 x float> %v348, <16 x float> zeroinitializer
  %v350 = mul nuw nsw i64 %v340, 560
  %v351 = getelementptr i8, ptr %v137, i64 %v350
  %v352 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v351, i32 4, <16 x i1> %v128, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v353 = fmul contract <16 x float> %v352, %v349
  %v354 = fadd contract <16 x float> %v277, %v353
  %v355 = add nsw i64 %v343, 9
  %v356 = select i1 %v136, i64 0, i64 %v355
  %v357 = getelementptr float, ptr %v4, i64 %v356
  %v358 = load float, ptr %v357, align 4, !alias.scope !0, !noalias !7
  %v359 = insertelement <16 x float> poison, float %v358, i64 0
  %v360 = shufflevector <16 x float> %v359, <16 x float> poison, <16 x i32> zeroinitializer
  %v361 = select contract <16 x i1> %v128, <16 x float> %v360, <16 x float> zeroinitializer
  %v362 = fmul contract <16 x float> %v352, %v361
  %v363 = fadd contract <16 x float> %v287, %v362
  %v364 = add nsw i64 %v343, 18
  %v365 = select i1 %v136, i64 0, i64 %v364
  %v366 = getelementptr float, ptr %v4, i64 %v365
  %v367 = load float, ptr %v366, align 4, !alias.scope !0, !noalias !7
  %v368 = insertelement <16 x float> poison, float %v367, i64 0
  %v369 = shufflevector <16 x float> %v368, <16 x float> poison, <16 x i32> zeroinitializer
  %v370 = select contract <16 x i1> %v128, <16 x float> %v369, <16 x float> zeroinitializer
  %v371 = fmul contract <16 x float> %v352, %v370
  %v372 = fadd contract <16 x float> %v297, %v371
  %v373 = add nsw i64 %v343, 27
  %v374 = select i1 %v136, i64 0, i64 %v373
  %v375 = getelementptr float, ptr %v4, i64 %v374
  %v376 = load float, ptr %v375, align 4, !alias.scope !0, !noalias !7
  %v377 = insertelement <16 x float> poison, float %v376, i64 0
  %v378 = shufflevector <16 x float> %v377, <16 x float> poison, <16 x i32> zeroinitializer
  %v379 = select contract <16 x i1> %v128, <16 x float> %v378, <16 x float> zeroinitializer
  %v380 = fmul contract <16 x float> %v352, %v379
  %v381 = fadd contract <16 x float> %v307, %v380
  %v382 = add nsw i64 %v343, 36
  %v383 = select i1 %v136, i64 0, i64 %v382
  %v384 = getelementptr float, ptr %v4, i64 %v383
  %v385 = load float, ptr %v384, align 4, !alias.scope !0, !noalias !7
  %v386 = insertelement <16 x float> poison, float %v385, i64 0
  %v387 = shufflevector <16 x float> %v386, <16 x float> poison, <16 x i32> zeroinitializer
  %v388 = select contract <16 x i1> %v128, <16 x float> %v387, <16 x float> zeroinitializer
  %v389 = fmul contract <16 x float> %v352, %v388
  %v390 = fadd contract <16 x float> %v317, %v389
  %v391 = add nsw i64 %v343, 45
  %v392 = select i1 %v136, i64 0, i64 %v391
  %v393 = getelementptr float, ptr %v4, i64 %v392
  %v394 = load float, ptr %v393, align 4, !alias.scope !0, !noalias !7
  %v395 = insertelement <16 x float> poison, float %v394, i64 0
  %v396 = shufflevector <16 x float> %v395, <16 x float> poison, <16 x i32> zeroinitializer
  %v397 = select contract <16 x i1> %v128, <16 x float> %v396, <16 x float> zeroinitializer
  %v398 = fmul contract <16 x float> %v352, %v397
  %v399 = fadd contract <16 x float> %v327, %v398
  %v400 = or disjoint i64 %v343, 1
  %v401 = select i1 %v136, i64 0, i64 %v400
  %v402 = getelementptr float, ptr %v4, i64 %v401
  %v403 = load float, ptr %v402, align 4, !alias.scope !0, !noalias !7
  %v404 = insertelement <16 x float> poison, float %v403, i64 0
  %v405 = shufflevector <16 x float> %v404, <16 x float> poison, <16 x i32> zeroinitializer
  %v406 = select contract <16 x i1> %v128, <16 x float> %v405, <16 x float> zeroinitializer
  %v407 = getelementptr i8, ptr %v351, i64 280
  %v408 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v407, i32 4, <16 x i1> %v128, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v409 = fmul contract <16 x float> %v408, %v406
  %v410 = fadd contract <16 x float> %v354, %v409
  %v276 = select contract <16 x i1> %v128, <16 x float> %v410, <16 x float> %v277
  %v411 = add nsw i64 %v343, 10
  %v412 = select i1 %v136, i64 0, i64 %v411
  %v413 = getelementptr float, ptr %v4, i64 %v412
  %v414 = load float, ptr %v413, align 4, !alias.scope !0, !noalias !7
  %v415 = insertelement <16 x float> poison, float %v414, i64 0
  %v416 = shufflevector <16 x float> %v415, <16 x float> poison, <16 x i32> zeroinitializer
  %v417 = select contract <16 x i1> %v128, <16 x float> %v416, <16 x float> zeroinitializer
  %v418 = fmul contract <16 x float> %v408, %v417
  %v419 = fadd contract <16 x float> %v363, %v418
  %v286 = select contract <16 x i1> %v128, <16 x float> %v419, <16 x float> %v287
  %v420 = add nsw i64 %v343, 19
  %v421 = select i1 %v136, i64 0, i64 %v420
  %v422 = getelementptr float, ptr %v4, i64 %v421
  %v423 = load float, ptr %v422, align 4, !alias.scope !0, !noalias !7
  %v424 = insertelement <16 x float> poison, float %v423, i64 0
  %v425 = shufflevector <16 x float> %v424, <16 x float> poison, <16 x i32> zeroinitializer
  %v426 = select contract <16 x i1> %v128, <16 x float> %v425, <16 x float> zeroinitializer
  %v427 = fmul contract <16 x float> %v408, %v426
  %v428 = fadd contract <16 x float> %v372, %v427
  %v296 = select contract <16 x i1> %v128, <16 x float> %v428, <16 x float> %v297
  %v429 = add nsw i64 %v343, 28
  %v430 = select i1 %v136, i64 0, i64 %v429
  %v431 = getelementptr float, ptr %v4, i64 %v430
  %v432 = load float, ptr %v431, align 4, !alias.scope !0, !noalias !7
  %v433 = insertelement <16 x float> poison, float %v432, i64 0
  %v434 = shufflevector <16 x float> %v433, <16 x float> poison, <16 x i32> zeroinitializer
  %v435 = select contract <16 x i1> %v128, <16 x float> %v434, <16 x float> zeroinitializer
  %v436 = fmul contract <16 x float> %v408, %v435
  %v437 = fadd contract <16 x float> %v381, %v436
  %v306 = select contract <16 x i1> %v128, <16 x float> %v437, <16 x float> %v307
  %v438 = add nsw i64 %v343, 37
  %v439 = select i1 %v136, i64 0, i64 %v438
  %v440 = getelementptr float, ptr %v4, i64 %v439
  %v441 = load float, ptr %v440, align 4, !alias.scope !0, !noalias !7
  %v442 = insertelement <16 x float> poison, float %v441, i64 0
  %v443 = shufflevector <16 x float> %v442, <16 x float> poison, <16 x i32> zeroinitializer
  %v444 = select contract <16 x i1> %v128, <16 x float> %v443, <16 x float> zeroinitializer
  %v445 = fmul contract <16 x float> %v408, %v444
  %v446 = fadd contract <16 x float> %v390, %v445
  %v316 = select contract <16 x i1> %v128, <16 x float> %v446, <16 x float> %v317
  %v447 = add nsw i64 %v343, 46
  %v448 = select i1 %v136, i64 0, i64 %v447
  %v449 = getelementptr float, ptr %v4, i64 %v448
  %v450 = load float, ptr %v449, align 4, !alias.scope !0, !noalias !7
  %v451 = insertelement <16 x float> poison, float %v450, i64 0
  %v452 = shufflevector <16 x float> %v451, <16 x float> poison, <16 x i32> zeroinitializer
  %v453 = select contract <16 x i1> %v128, <16 x float> %v452, <16 x float> zeroinitializer
  %v454 = fmul contract <16 x float> %v408, %v453
  %v455 = fadd contract <16 x float> %v399, %v454
  %v326 = select contract <16 x i1> %v128, <16 x float> %v455, <16 x float> %v327
  %v341 = add nuw nsw i64 %v340, 1
  %v456 = icmp eq i64 %v341, 4
  br i1 %v456, label %v115, label %v138

v78:                                ; preds = %v43, %v89
  %v457 = phi <16 x float> [ %v91, %v89 ], [ %v13, %v43 ]
  %v458 = phi <16 x float> [ %v92, %v89 ], [ %v15, %v43 ]
  %v459 = phi <16 x float> [ %v93, %v89 ], [ %v17, %v43 ]
  %v460 = phi i64 [ %v461, %v89 ], [ 0, %v43 ]
  %v462 = icmp ult i64 %v460, 4
  br i1 %v462, label %v463, label %v464

v463:                      ; preds = %v78
  %v465 = shl nuw nsw i64 %v460, 6
  %v466 = getelementptr inbounds i8, ptr %v6, i64 %v465
  %v467 = load float, ptr %v44, align 4, !alias.scope !0, !noalias !7
  %v468 = insertelement <16 x float> poison, float %v467, i64 0
  %v469 = shufflevector <16 x float> %v468, <16 x float> poison, <16 x i32> zeroinitializer
  %v470 = load <16 x float>, ptr %v466, align 4, !alias.scope !3, !noalias !8
  %v471 = fmul contract <16 x float> %v470, %v469
  %v472 = fadd contract <16 x float> %v471, zeroinitializer
  %v473 = load float, ptr %v45, align 4, !alias.scope !0, !noalias !7
  %v474 = insertelement <16 x float> poison, float %v473, i64 0
  %v475 = shufflevector <16 x float> %v474, <16 x float> poison, <16 x i32> zeroinitializer
  %v476 = fmul contract <16 x float> %v470, %v475
  %v477 = fadd contract <16 x float> %v476, zeroinitializer
  %v478 = load float, ptr %v46, align 4, !alias.scope !0, !noalias !7
  %v479 = insertelement <16 x float> poison, float %v478, i64 0
  %v480 = shufflevector <16 x float> %v479, <16 x float> poison, <16 x i32> zeroinitializer
  %v481 = fmul contract <16 x float> %v470, %v480
  %v482 = fadd contract <16 x float> %v481, zeroinitializer
  %v483 = load float, ptr %v48, align 4, !alias.scope !0, !noalias !7
  %v484 = insertelement <16 x float> poison, float %v483, i64 0
  %v485 = shufflevector <16 x float> %v484, <16 x float> poison, <16 x i32> zeroinitializer
  %v486 = getelementptr inbounds i8, ptr %v466, i64 280
  %v487 = load <16 x float>, ptr %v486, align 4, !alias.scope !3, !noalias !8
  %v488 = fmul contract <16 x float> %v487, %v485
  %v489 = fadd contract <16 x float> %v472, %v488
  %v490 = load float, ptr %v49, align 4, !alias.scope !0, !noalias !7
  %v491 = insertelement <16 x float> poison, float %v490, i64 0
  %v492 = shufflevector <16 x float> %v491, <16 x float> poison, <16 x i32> zeroinitializer
  %v493 = fmul contract <16 x float> %v487, %v492
  %v494 = fadd contract <16 x float> %v477, %v493
  %v495 = load float, ptr %v50, align 4, !alias.scope !0, !noalias !7
  %v496 = insertelement <16 x float> poison, float %v495, i64 0
  %v497 = shufflevector <16 x float> %v496, <16 x float> poison, <16 x i32> zeroinitializer
  %v498 = fmul contract <16 x float> %v487, %v497
  %v499 = fadd contract <16 x float> %v482, %v498
  %v500 = load float, ptr %v52, align 4, !alias.scope !0, !noalias !7
  %v501 = insertelement <16 x float> poison, float %v500, i64 0
  %v502 = shufflevector <16 x float> %v501, <16 x float> poison, <16 x i32> zeroinitializer
  %v503 = getelementptr inbounds i8, ptr %v466, i64 560
  %v504 = load <16 x float>, ptr %v503, align 4, !alias.scope !3, !noalias !8
  %v505 = fmul contract <16 x float> %v504, %v502
  %v506 = fadd contract <16 x float> %v489, %v505
  %v507 = load float, ptr %v53, align 4, !alias.scope !0, !noalias !7
  %v508 = insertelement <16 x float> poison, float %v507, i64 0
  %v509 = shufflevector <16 x float> %v508, <16 x float> poison, <16 x i32> zeroinitializer
  %v510 = fmul contract <16 x float> %v504, %v509
  %v511 = fadd contract <16 x float> %v494, %v510
  %v512 = load float, ptr %v54, align 4, !alias.scope !0, !noalias !7
  %v513 = insertelement <16 x float> poison, float %v512, i64 0
  %v514 = shufflevector <16 x float> %v513, <16 x float> poison, <16 x i32> zeroinitializer
  %v515 = fmul contract <16 x float> %v504, %v514
  %v516 = fadd contract <16 x float> %v499, %v515
  %v517 = load float, ptr %v56, align 4, !alias.scope !0, !noalias !7
  %v518 = insertelement <16 x float> poison, float %v517, i64 0
  %v519 = shufflevector <16 x float> %v518, <16 x float> poison, <16 x i32> zeroinitializer
  %v520 = getelementptr inbounds i8, ptr %v466, i64 840
  %v521 = load <16 x float>, ptr %v520, align 4, !alias.scope !3, !noalias !8
  %v522 = fmul contract <16 x float> %v521, %v519
  %v523 = fadd contract <16 x float> %v506, %v522
  %v524 = load float, ptr %v57, align 4, !alias.scope !0, !noalias !7
  %v525 = insertelement <16 x float> poison, float %v524, i64 0
  %v526 = shufflevector <16 x float> %v525, <16 x float> poison, <16 x i32> zeroinitializer
  %v527 = fmul contract <16 x float> %v521, %v526
  %v528 = fadd contract <16 x float> %v511, %v527
  %v529 = load float, ptr %v58, align 4, !alias.scope !0, !noalias !7
  %v530 = insertelement <16 x float> poison, float %v529, i64 0
  %v531 = shufflevector <16 x float> %v530, <16 x float> poison, <16 x i32> zeroinitializer
  %v532 = fmul contract <16 x float> %v521, %v531
  %v533 = fadd contract <16 x float> %v516, %v532
  %v534 = load float, ptr %v60, align 4, !alias.scope !0, !noalias !7
  %v535 = insertelement <16 x float> poison, float %v534, i64 0
  %v536 = shufflevector <16 x float> %v535, <16 x float> poison, <16 x i32> zeroinitializer
  %v537 = getelementptr inbounds i8, ptr %v466, i64 1120
  %v538 = load <16 x float>, ptr %v537, align 4, !alias.scope !3, !noalias !8
  %v539 = fmul contract <16 x float> %v538, %v536
  %v540 = fadd contract <16 x float> %v523, %v539
  %v541 = load float, ptr %v61, align 4, !alias.scope !0, !noalias !7
  %v542 = insertelement <16 x float> poison, float %v541, i64 0
  %v543 = shufflevector <16 x float> %v542, <16 x float> poison, <16 x i32> zeroinitializer
  %v544 = fmul contract <16 x float> %v538, %v543
  %v545 = fadd contract <16 x float> %v528, %v544
  %v546 = load float, ptr %v62, align 4, !alias.scope !0, !noalias !7
  %v547 = insertelement <16 x float> poison, float %v546, i64 0
  %v548 = shufflevector <16 x float> %v547, <16 x float> poison, <16 x i32> zeroinitializer
  %v549 = fmul contract <16 x float> %v538, %v548
  %v550 = fadd contract <16 x float> %v533, %v549
  %v551 = load float, ptr %v64, align 4, !alias.scope !0, !noalias !7
  %v552 = insertelement <16 x float> poison, float %v551, i64 0
  %v553 = shufflevector <16 x float> %v552, <16 x float> poison, <16 x i32> zeroinitializer
  %v554 = getelementptr inbounds i8, ptr %v466, i64 1400
  %v555 = load <16 x float>, ptr %v554, align 4, !alias.scope !3, !noalias !8
  %v556 = fmul contract <16 x float> %v555, %v553
  %v557 = fadd contract <16 x float> %v540, %v556
  %v558 = load float, ptr %v65, align 4, !alias.scope !0, !noalias !7
  %v559 = insertelement <16 x float> poison, float %v558, i64 0
  %v560 = shufflevector <16 x float> %v559, <16 x float> poison, <16 x i32> zeroinitializer
  %v561 = fmul contract <16 x float> %v555, %v560
  %v562 = fadd contract <16 x float> %v545, %v561
  %v563 = load float, ptr %v66, align 4, !alias.scope !0, !noalias !7
  %v564 = insertelement <16 x float> poison, float %v563, i64 0
  %v565 = shufflevector <16 x float> %v564, <16 x float> poison, <16 x i32> zeroinitializer
  %v566 = fmul contract <16 x float> %v555, %v565
  %v567 = fadd contract <16 x float> %v550, %v566
  %v568 = load float, ptr %v68, align 4, !alias.scope !0, !noalias !7
  %v569 = insertelement <16 x float> poison, float %v568, i64 0
  %v570 = shufflevector <16 x float> %v569, <16 x float> poison, <16 x i32> zeroinitializer
  %v571 = getelementptr inbounds i8, ptr %v466, i64 1680
  %v572 = load <16 x float>, ptr %v571, align 4, !alias.scope !3, !noalias !8
  %v573 = fmul contract <16 x float> %v572, %v570
  %v574 = fadd contract <16 x float> %v557, %v573
  %v575 = load float, ptr %v69, align 4, !alias.scope !0, !noalias !7
  %v576 = insertelement <16 x float> poison, float %v575, i64 0
  %v577 = shufflevector <16 x float> %v576, <16 x float> poison, <16 x i32> zeroinitializer
  %v578 = fmul contract <16 x float> %v572, %v577
  %v579 = fadd contract <16 x float> %v562, %v578
  %v580 = load float, ptr %v70, align 4, !alias.scope !0, !noalias !7
  %v581 = insertelement <16 x float> poison, float %v580, i64 0
  %v582 = shufflevector <16 x float> %v581, <16 x float> poison, <16 x i32> zeroinitializer
  %v583 = fmul contract <16 x float> %v572, %v582
  %v584 = fadd contract <16 x float> %v567, %v583
  %v585 = load float, ptr %v72, align 4, !alias.scope !0, !noalias !7
  %v586 = insertelement <16 x float> poison, float %v585, i64 0
  %v587 = shufflevector <16 x float> %v586, <16 x float> poison, <16 x i32> zeroinitializer
  %v588 = getelementptr inbounds i8, ptr %v466, i64 1960
  %v589 = load <16 x float>, ptr %v588, align 4, !alias.scope !3, !noalias !8
  %v590 = fmul contract <16 x float> %v589, %v587
  %v591 = fadd contract <16 x float> %v574, %v590
  %v592 = load float, ptr %v73, align 4, !alias.scope !0, !noalias !7
  %v593 = insertelement <16 x float> poison, float %v592, i64 0
  %v594 = shufflevector <16 x float> %v593, <16 x float> poison, <16 x i32> zeroinitializer
  %v595 = fmul contract <16 x float> %v589, %v594
  %v596 = fadd contract <16 x float> %v579, %v595
  %v597 = load float, ptr %v74, align 4, !alias.scope !0, !noalias !7
  %v598 = insertelement <16 x float> poison, float %v597, i64 0
  %v599 = shufflevector <16 x float> %v598, <16 x float> poison, <16 x i32> zeroinitializer
  %v600 = fmul contract <16 x float> %v589, %v599
  %v601 = fadd contract <16 x float> %v584, %v600
  %v602 = load float, ptr %v75, align 4, !alias.scope !0, !noalias !7
  %v603 = insertelement <16 x float> poison, float %v602, i64 0
  %v604 = shufflevector <16 x float> %v603, <16 x float> poison, <16 x i32> zeroinitializer
  %v605 = getelementptr inbounds i8, ptr %v466, i64 2240
  %v606 = load <16 x float>, ptr %v605, align 4, !alias.scope !3, !noalias !8
  %v607 = fmul contract <16 x float> %v606, %v604
  %v608 = fadd contract <16 x float> %v591, %v607
  %v609 = load float, ptr %v76, align 4, !alias.scope !0, !noalias !7
  %v610 = insertelement <16 x float> poison, float %v609, i64 0
  %v611 = shufflevector <16 x float> %v610, <16 x float> poison, <16 x i32> zeroinitializer
  %v612 = fmul contract <16 x float> %v606, %v611
  %v613 = fadd contract <16 x float> %v596, %v612
  %v614 = load float, ptr %v77, align 4, !alias.scope !0, !noalias !7
  %v615 = insertelement <16 x float> poison, float %v614, i64 0
  %v616 = shufflevector <16 x float> %v615, <16 x float> poison, <16 x i32> zeroinitializer
  %v617 = fmul contract <16 x float> %v606, %v616
  %v618 = fadd contract <16 x float> %v601, %v617
  %v619 = getelementptr inbounds i8, ptr %v36, i64 %v465
  store <16 x float> %v608, ptr %v619, align 4, !alias.scope !5, !noalias !9
  %v620 = getelementptr inbounds i8, ptr %v619, i64 280
  store <16 x float> %v613, ptr %v620, align 4, !alias.scope !5, !noalias !9
  %v621 = getelementptr inbounds i8, ptr %v619, i64 560
  store <16 x float> %v618, ptr %v621, align 4, !alias.scope !5, !noalias !9
  br label %v89

v89:                                     ; preds = %v622, %v463
  %v91 = phi <16 x float> [ %v457, %v463 ], [ %v623, %v622 ]
  %v92 = phi <16 x float> [ %v458, %v463 ], [ %v624, %v622 ]
  %v93 = phi <16 x float> [ %v459, %v463 ], [ %v625, %v622 ]
  %v461 = add nuw nsw i64 %v460, 1
  %v626 = icmp eq i64 %v461, 5
  br i1 %v626, label %v12, label %v78

v464:                                     ; preds = %v78
  %v627 = shl nuw nsw i64 %v460, 4
  %v628 = insertelement <16 x i64> poison, i64 %v627, i64 0
  %v629 = shufflevector <16 x i64> %v628, <16 x i64> poison, <16 x i32> zeroinitializer
  %v630 = or disjoint <16 x i64> %v629, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %v631 = icmp ult <16 x i64> %v630, <i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70>
  %v632 = select contract <16 x i1> %v631, <16 x float> zeroinitializer, <16 x float> %v458
  %v633 = select contract <16 x i1> %v631, <16 x float> zeroinitializer, <16 x float> %v457
  %v634 = select contract <16 x i1> %v631, <16 x float> zeroinitializer, <16 x float> %v459
  %v635 = bitcast <16 x i1> %v631 to i16
  %v636 = icmp eq i16 %v635, 0
  %v637 = getelementptr float, ptr %v6, i64 %v627
  br label %v638

v622:                                ; preds = %v638
  %v639 = select i1 %v636, i64 0, i64 %v39
  %v640 = getelementptr float, ptr %v4, i64 %v639
  %v641 = load float, ptr %v640, align 4, !alias.scope !0, !noalias !7
  %v642 = insertelement <16 x float> poison, float %v641, i64 0
  %v643 = shufflevector <16 x float> %v642, <16 x float> poison, <16 x i32> zeroinitializer
  %v644 = select contract <16 x i1> %v631, <16 x float> %v643, <16 x float> zeroinitializer
  %v645 = getelementptr i8, ptr %v637, i64 2240
  %v646 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v645, i32 4, <16 x i1> %v631, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v647 = fmul contract <16 x float> %v646, %v644
  %v648 = fadd contract <16 x float> %v649, %v647
  %v624 = select contract <16 x i1> %v631, <16 x float> %v648, <16 x float> %v650
  %v651 = select i1 %v636, i64 0, i64 %v40
  %v652 = getelementptr float, ptr %v4, i64 %v651
  %v653 = load float, ptr %v652, align 4, !alias.scope !0, !noalias !7
  %v654 = insertelement <16 x float> poison, float %v653, i64 0
  %v655 = shufflevector <16 x float> %v654, <16 x float> poison, <16 x i32> zeroinitializer
  %v656 = select contract <16 x i1> %v631, <16 x float> %v655, <16 x float> zeroinitializer
  %v657 = fmul contract <16 x float> %v646, %v656
  %v658 = fadd contract <16 x float> %v659, %v657
  %v623 = select contract <16 x i1> %v631, <16 x float> %v658, <16 x float> %v660
  %v661 = select i1 %v636, i64 0, i64 %v41
  %v662 = getelementptr float, ptr %v4, i64 %v661
  %v663 = load float, ptr %v662, align 4, !alias.scope !0, !noalias !7
  %v664 = insertelement <16 x float> poison, float %v663, i64 0
  %v665 = shufflevector <16 x float> %v664, <16 x float> poison, <16 x i32> zeroinitializer
  %v666 = select contract <16 x i1> %v631, <16 x float> %v665, <16 x float> zeroinitializer
  %v667 = fmul contract <16 x float> %v646, %v666
  %v668 = fadd contract <16 x float> %v669, %v667
  %v625 = select contract <16 x i1> %v631, <16 x float> %v668, <16 x float> %v670
  %v671 = select contract <16 x i1> %v631, <16 x float> %v648, <16 x float> zeroinitializer
  %v672 = getelementptr float, ptr %v36, i64 %v627
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v671, ptr %v672, i32 4, <16 x i1> %v631), !alias.scope !5, !noalias !9
  %v673 = select contract <16 x i1> %v631, <16 x float> %v658, <16 x float> zeroinitializer
  %v674 = getelementptr i8, ptr %v672, i64 280
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v673, ptr %v674, i32 4, <16 x i1> %v631), !alias.scope !5, !noalias !9
  %v675 = select contract <16 x i1> %v631, <16 x float> %v668, <16 x float> zeroinitializer
  %v676 = getelementptr i8, ptr %v672, i64 560
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v675, ptr %v676, i32 4, <16 x i1> %v631), !alias.scope !5, !noalias !9
  br label %v89

v638:                                     ; preds = %v464, %v638
  %v677 = phi i64 [ 0, %v464 ], [ %v678, %v638 ]
  %v670 = phi <16 x float> [ %v634, %v464 ], [ %v669, %v638 ]
  %v650 = phi <16 x float> [ %v632, %v464 ], [ %v649, %v638 ]
  %v660 = phi <16 x float> [ %v633, %v464 ], [ %v659, %v638 ]
  %v679 = shl nuw nsw i64 %v677, 1
  %v680 = add nuw nsw i64 %v679, %v34
  %v681 = select i1 %v636, i64 0, i64 %v680
  %v682 = getelementptr float, ptr %v4, i64 %v681
  %v683 = load float, ptr %v682, align 4, !alias.scope !0, !noalias !7
  %v684 = insertelement <16 x float> poison, float %v683, i64 0
  %v685 = shufflevector <16 x float> %v684, <16 x float> poison, <16 x i32> zeroinitializer
  %v686 = select contract <16 x i1> %v631, <16 x float> %v685, <16 x float> zeroinitializer
  %v687 = mul nuw nsw i64 %v677, 560
  %v688 = getelementptr i8, ptr %v637, i64 %v687
  %v689 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v688, i32 4, <16 x i1> %v631, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v690 = fmul contract <16 x float> %v689, %v686
  %v691 = fadd contract <16 x float> %v650, %v690
  %v692 = add nuw nsw i64 %v680, 9
  %v693 = select i1 %v636, i64 0, i64 %v692
  %v694 = getelementptr float, ptr %v4, i64 %v693
  %v695 = load float, ptr %v694, align 4, !alias.scope !0, !noalias !7
  %v696 = insertelement <16 x float> poison, float %v695, i64 0
  %v697 = shufflevector <16 x float> %v696, <16 x float> poison, <16 x i32> zeroinitializer
  %v698 = select contract <16 x i1> %v631, <16 x float> %v697, <16 x float> zeroinitializer
  %v699 = fmul contract <16 x float> %v689, %v698
  %v700 = fadd contract <16 x float> %v660, %v699
  %v701 = add nuw nsw i64 %v680, 18
  %v702 = select i1 %v636, i64 0, i64 %v701
  %v703 = getelementptr float, ptr %v4, i64 %v702
  %v704 = load float, ptr %v703, align 4, !alias.scope !0, !noalias !7
  %v705 = insertelement <16 x float> poison, float %v704, i64 0
  %v706 = shufflevector <16 x float> %v705, <16 x float> poison, <16 x i32> zeroinitializer
  %v707 = select contract <16 x i1> %v631, <16 x float> %v706, <16 x float> zeroinitializer
  %v708 = fmul contract <16 x float> %v689, %v707
  %v709 = fadd contract <16 x float> %v670, %v708
  %v710 = or disjoint i64 %v680, 1
  %v711 = select i1 %v636, i64 0, i64 %v710
  %v712 = getelementptr float, ptr %v4, i64 %v711
  %v713 = load float, ptr %v712, align 4, !alias.scope !0, !noalias !7
  %v714 = insertelement <16 x float> poison, float %v713, i64 0
  %v715 = shufflevector <16 x float> %v714, <16 x float> poison, <16 x i32> zeroinitializer
  %v716 = select contract <16 x i1> %v631, <16 x float> %v715, <16 x float> zeroinitializer
  %v717 = getelementptr i8, ptr %v688, i64 280
  %v718 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v717, i32 4, <16 x i1> %v631, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v719 = fmul contract <16 x float> %v718, %v716
  %v720 = fadd contract <16 x float> %v691, %v719
  %v649 = select contract <16 x i1> %v631, <16 x float> %v720, <16 x float> %v650
  %v721 = add nuw nsw i64 %v680, 10
  %v722 = select i1 %v636, i64 0, i64 %v721
  %v723 = getelementptr float, ptr %v4, i64 %v722
  %v724 = load float, ptr %v723, align 4, !alias.scope !0, !noalias !7
  %v725 = insertelement <16 x float> poison, float %v724, i64 0
  %v726 = shufflevector <16 x float> %v725, <16 x float> poison, <16 x i32> zeroinitializer
  %v727 = select contract <16 x i1> %v631, <16 x float> %v726, <16 x float> zeroinitializer
  %v728 = fmul contract <16 x float> %v718, %v727
  %v729 = fadd contract <16 x float> %v700, %v728
  %v659 = select contract <16 x i1> %v631, <16 x float> %v729, <16 x float> %v660
  %v730 = add nuw nsw i64 %v680, 19
  %v731 = select i1 %v636, i64 0, i64 %v730
  %v732 = getelementptr float, ptr %v4, i64 %v731
  %v733 = load float, ptr %v732, align 4, !alias.scope !0, !noalias !7
  %v734 = insertelement <16 x float> poison, float %v733, i64 0
  %v735 = shufflevector <16 x float> %v734, <16 x float> poison, <16 x i32> zeroinitializer
  %v736 = select contract <16 x i1> %v631, <16 x float> %v735, <16 x float> zeroinitializer
  %v737 = fmul contract <16 x float> %v718, %v736
  %v738 = fadd contract <16 x float> %v709, %v737
  %v669 = select contract <16 x i1> %v631, <16 x float> %v738, <16 x float> %v670
  %v678 = add nuw nsw i64 %v677, 1
  %v739 = icmp eq i64 %v678, 4
  br i1 %v739, label %v622, label %v638

v11:  ; preds = %v12, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr nocapture, i32 immarg, <16 x i1>) #3

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
  call void @ktune_parallel_for(i64 6, ptr nonnull @ktune_matmul_f32_m33_n70_k9.parallel0, ptr nonnull %v2) #4
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
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
