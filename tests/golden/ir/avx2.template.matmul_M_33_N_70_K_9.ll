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
  %v13 = phi i64 [ %v14, %v12 ], [ %v1, %v3 ]
  %v15 = icmp slt i64 %v13, 5
  %v16 = mul nsw i64 %v13, 54
  %v17 = mul i64 %v13, 216
  %v18 = getelementptr i8, ptr %v4, i64 %v17
  %v19 = mul i64 %v13, 1680
  %v20 = getelementptr i8, ptr %v8, i64 %v19
  br i1 %v15, label %v21, label %v22

v22:                      ; preds = %v10
  %v23 = getelementptr inbounds float, ptr %v4, i64 %v16
  %v24 = getelementptr inbounds i8, ptr %v23, i64 36
  %v25 = getelementptr inbounds i8, ptr %v23, i64 72
  %v26 = or disjoint i64 %v16, 1
  %v27 = getelementptr inbounds float, ptr %v4, i64 %v26
  %v28 = getelementptr inbounds i8, ptr %v23, i64 40
  %v29 = getelementptr inbounds i8, ptr %v23, i64 76
  %v30 = add nuw nsw i64 %v16, 2
  %v31 = getelementptr inbounds float, ptr %v4, i64 %v30
  %v32 = getelementptr inbounds i8, ptr %v31, i64 36
  %v33 = getelementptr inbounds i8, ptr %v31, i64 72
  %v34 = or disjoint i64 %v30, 1
  %v35 = getelementptr inbounds float, ptr %v4, i64 %v34
  %v36 = getelementptr inbounds i8, ptr %v31, i64 40
  %v37 = getelementptr inbounds i8, ptr %v31, i64 76
  %v38 = add nuw nsw i64 %v16, 4
  %v39 = getelementptr inbounds float, ptr %v4, i64 %v38
  %v40 = getelementptr inbounds i8, ptr %v39, i64 36
  %v41 = getelementptr inbounds i8, ptr %v39, i64 72
  %v42 = or disjoint i64 %v38, 1
  %v43 = getelementptr inbounds float, ptr %v4, i64 %v42
  %v44 = getelementptr inbounds i8, ptr %v39, i64 40
  %v45 = getelementptr inbounds i8, ptr %v39, i64 76
  %v46 = add nuw nsw i64 %v16, 6
  %v47 = getelementptr inbounds float, ptr %v4, i64 %v46
  %v48 = getelementptr inbounds i8, ptr %v47, i64 36
  %v49 = getelementptr inbounds i8, ptr %v47, i64 72
  %v50 = or disjoint i64 %v46, 1
  %v51 = getelementptr inbounds float, ptr %v4, i64 %v50
  %v52 = getelementptr inbounds i8, ptr %v47, i64 40
  %v53 = getelementptr inbounds i8, ptr %v47, i64 76
  %v54 = getelementptr inbounds i8, ptr %v18, i64 32
  %v55 = getelementptr inbounds i8, ptr %v18, i64 68
  %v56 = getelementptr inbounds i8, ptr %v18, i64 104
  %v57 = getelementptr inbounds float, ptr %v4, i64 %v16
  %v58 = getelementptr inbounds i8, ptr %v57, i64 36
  %v59 = getelementptr inbounds i8, ptr %v57, i64 72
  %v60 = or disjoint i64 %v16, 1
  %v61 = getelementptr inbounds float, ptr %v4, i64 %v60
  %v62 = getelementptr inbounds i8, ptr %v57, i64 40
  %v63 = getelementptr inbounds i8, ptr %v57, i64 76
  %v64 = add nuw nsw i64 %v16, 2
  %v65 = getelementptr inbounds float, ptr %v4, i64 %v64
  %v66 = getelementptr inbounds i8, ptr %v65, i64 36
  %v67 = getelementptr inbounds i8, ptr %v65, i64 72
  %v68 = or disjoint i64 %v64, 1
  %v69 = getelementptr inbounds float, ptr %v4, i64 %v68
  %v70 = getelementptr inbounds i8, ptr %v65, i64 40
  %v71 = getelementptr inbounds i8, ptr %v65, i64 76
  %v72 = add nuw nsw i64 %v16, 4
  %v73 = getelementptr inbounds float, ptr %v4, i64 %v72
  %v74 = getelementptr inbounds i8, ptr %v73, i64 36
  %v75 = getelementptr inbounds i8, ptr %v73, i64 72
  %v76 = or disjoint i64 %v72, 1
  %v77 = getelementptr inbounds float, ptr %v4, i64 %v76
  %v78 = getelementptr inbounds i8, ptr %v73, i64 40
  %v79 = getelementptr inbounds i8, ptr %v73, i64 76
  %v80 = add nuw nsw i64 %v16, 6
  %v81 = getelementptr inbounds float, ptr %v4, i64 %v80
  %v82 = getelementptr inbounds i8, ptr %v81, i64 36
  %v83 = getelementptr inbounds i8, ptr %v81, i64 72
  %v84 = or disjoint i64 %v80, 1
  %v85 = getelementptr inbounds float, ptr %v4, i64 %v84
  %v86 = getelementptr inbounds i8, ptr %v81, i64 40
  %v87 = getelementptr inbounds i8, ptr %v81, i64 76
  %v88 = getelementptr inbounds i8, ptr %v18, i64 32
  %v89 = getelementptr inbounds i8, ptr %v18, i64 68
  %v90 = getelementptr inbounds i8, ptr %v18, i64 104
  br label %v91

v21:                         ; preds = %v10
  %v92 = getelementptr i8, ptr %v18, i64 32
  %v93 = getelementptr i8, ptr %v18, i64 68
  %v94 = getelementptr i8, ptr %v18, i64 104
  %v95 = getelementptr i8, ptr %v18, i64 140
  %v96 = getelementptr i8, ptr %v18, i64 176
  %v97 = getelementptr i8, ptr %v18, i64 212
  %v98 = getelementptr i8, ptr %v18, i64 32
  %v99 = getelementptr i8, ptr %v18, i64 68
  %v100 = getelementptr i8, ptr %v18, i64 104
  %v101 = getelementptr i8, ptr %v18, i64 140
  %v102 = getelementptr i8, ptr %v18, i64 176
  %v103 = getelementptr i8, ptr %v18, i64 212
  br label %v104

v12:                                        ; preds = %v105, %v106
  %v14 = add nuw nsw i64 %v13, 1
  %v107 = icmp eq i64 %v14, %v2
  br i1 %v107, label %v11, label %v10

v104:                                   ; preds = %v21, %v106
  %v108 = phi i64 [ %v109, %v106 ], [ 0, %v21 ]
  %v110 = icmp ult i64 %v108, 4
  br i1 %v110, label %v111, label %v112

v112:                       ; preds = %v104
  %v113 = shl nsw i64 %v108, 4
  %v114 = getelementptr float, ptr %v6, i64 %v113
  %v115 = insertelement <16 x i64> poison, i64 %v113, i64 0
  %v116 = shufflevector <16 x i64> %v115, <16 x i64> poison, <16 x i32> zeroinitializer
  %v117 = or disjoint <16 x i64> %v116, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %v118 = icmp ult <16 x i64> %v117, <i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70>
  br label %v119

v111:                         ; preds = %v104
  %v120 = shl nuw nsw i64 %v108, 6
  %v121 = getelementptr inbounds i8, ptr %v6, i64 %v120
  br label %v122

v106:                                       ; preds = %v123, %v124
  %v109 = add nuw nsw i64 %v108, 1
  %v125 = icmp eq i64 %v109, 5
  br i1 %v125, label %v12, label %v104

v124:                                   ; preds = %v122
  %v126 = load float, ptr %v98, align 4, !alias.scope !0, !noalias !7
  %v127 = insertelement <16 x float> poison, float %v126, i64 0
  %v128 = shufflevector <16 x float> %v127, <16 x float> poison, <16 x i32> zeroinitializer
  %v129 = getelementptr inbounds i8, ptr %v121, i64 2240
  %v130 = load <16 x float>, ptr %v129, align 4, !alias.scope !3, !noalias !8
  %v131 = fmul contract <16 x float> %v130, %v128
  %v132 = fadd contract <16 x float> %v133, %v131
  %v134 = load float, ptr %v99, align 4, !alias.scope !0, !noalias !7
  %v135 = insertelement <16 x float> poison, float %v134, i64 0
  %v136 = shufflevector <16 x float> %v135, <16 x float> poison, <16 x i32> zeroinitializer
  %v137 = fmul contract <16 x float> %v130, %v136
  %v138 = fadd contract <16 x float> %v139, %v137
  %v140 = load float, ptr %v100, align 4, !alias.scope !0, !noalias !7
  %v141 = insertelement <16 x float> poison, float %v140, i64 0
  %v142 = shufflevector <16 x float> %v141, <16 x float> poison, <16 x i32> zeroinitializer
  %v143 = fmul contract <16 x float> %v130, %v142
  %v144 = fadd contract <16 x float> %v145, %v143
  %v146 = load float, ptr %v101, align 4, !alias.scope !0, !noalias !7
  %v147 = insertelement <16 x float> poison, float %v146, i64 0
  %v148 = shufflevector <16 x float> %v147, <16 x float> poison, <16 x i32> zeroinitializer
  %v149 = fmul contract <16 x float> %v130, %v148
  %v150 = fadd contract <16 x float> %v151, %v149
  %v152 = load float, ptr %v102, align 4, !alias.scope !0, !noalias !7
  %v153 = insertelement <16 x float> poison, float %v152, i64 0
  %v154 = shufflevector <16 x float> %v153, <16 x float> poison, <16 x i32> zeroinitializer
  %v155 = fmul contract <16 x float> %v130, %v154
  %v156 = fadd contract <16 x float> %v157, %v155
  %v158 = load float, ptr %v103, align 4, !alias.scope !0, !noalias !7
  %v159 = insertelement <16 x float> poison, float %v158, i64 0
  %v160 = shufflevector <16 x float> %v159, <16 x float> poison, <16 x i32> zeroinitializer
  %v161 = fmul contract <16 x float> %v130, %v160
  %v162 = fadd contract <16 x float> %v163, %v161
  %v164 = getelementptr i8, ptr %v20, i64 %v120
  store <16 x float> %v132, ptr %v164, align 4, !alias.scope !5, !noalias !9
  %v165 = getelementptr i8, ptr %v164, i64 280
  store <16 x float> %v138, ptr %v165, align 4, !alias.scope !5, !noalias !9
  %v166 = getelementptr i8, ptr %v164, i64 560
  store <16 x float> %v144, ptr %v166, align 4, !alias.scope !5, !noalias !9
  %v167 = getelementptr i8, ptr %v164, i64 840
  store <16 x float> %v150, ptr %v167, align 4, !alias.scope !5, !noalias !9
  %v168 = getelementptr i8, ptr %v164, i64 1120
  store <16 x float> %v156, ptr %v168, align 4, !alias.scope !5, !noalias !9
  %v169 = getelementptr i8, ptr %v164, i64 1400
  store <16 x float> %v162, ptr %v169, align 4, !alias.scope !5, !noalias !9
  br label %v106

v122:                                       ; preds = %v111, %v122
  %v170 = phi i64 [ 0, %v111 ], [ %v171, %v122 ]
  %v172 = phi <16 x float> [ zeroinitializer, %v111 ], [ %v133, %v122 ]
  %v173 = phi <16 x float> [ zeroinitializer, %v111 ], [ %v139, %v122 ]
  %v174 = phi <16 x float> [ zeroinitializer, %v111 ], [ %v145, %v122 ]
  %v175 = phi <16 x float> [ zeroinitializer, %v111 ], [ %v151, %v122 ]
  %v176 = phi <16 x float> [ zeroinitializer, %v111 ], [ %v157, %v122 ]
  %v177 = phi <16 x float> [ zeroinitializer, %v111 ], [ %v163, %v122 ]
  %v178 = shl nuw nsw i64 %v170, 1
  %v179 = add nsw i64 %v178, %v16
  %v180 = getelementptr inbounds float, ptr %v4, i64 %v179
  %v181 = load float, ptr %v180, align 4, !alias.scope !0, !noalias !7
  %v182 = insertelement <16 x float> poison, float %v181, i64 0
  %v183 = shufflevector <16 x float> %v182, <16 x float> poison, <16 x i32> zeroinitializer
  %v184 = mul nuw nsw i64 %v170, 560
  %v185 = getelementptr inbounds i8, ptr %v121, i64 %v184
  %v186 = load <16 x float>, ptr %v185, align 4, !alias.scope !3, !noalias !8
  %v187 = fmul contract <16 x float> %v186, %v183
  %v188 = fadd contract <16 x float> %v172, %v187
  %v189 = getelementptr i8, ptr %v180, i64 36
  %v190 = load float, ptr %v189, align 4, !alias.scope !0, !noalias !7
  %v191 = insertelement <16 x float> poison, float %v190, i64 0
  %v192 = shufflevector <16 x float> %v191, <16 x float> poison, <16 x i32> zeroinitializer
  %v193 = fmul contract <16 x float> %v186, %v192
  %v194 = fadd contract <16 x float> %v173, %v193
  %v195 = getelementptr i8, ptr %v180, i64 72
  %v196 = load float, ptr %v195, align 4, !alias.scope !0, !noalias !7
  %v197 = insertelement <16 x float> poison, float %v196, i64 0
  %v198 = shufflevector <16 x float> %v197, <16 x float> poison, <16 x i32> zeroinitializer
  %v199 = fmul contract <16 x float> %v186, %v198
  %v200 = fadd contract <16 x float> %v174, %v199
  %v201 = getelementptr i8, ptr %v180, i64 108
  %v202 = load float, ptr %v201, align 4, !alias.scope !0, !noalias !7
  %v203 = insertelement <16 x float> poison, float %v202, i64 0
  %v204 = shufflevector <16 x float> %v203, <16 x float> poison, <16 x i32> zeroinitializer
  %v205 = fmul contract <16 x float> %v186, %v204
  %v206 = fadd contract <16 x float> %v175, %v205
  %v207 = getelementptr i8, ptr %v180, i64 144
  %v208 = load float, ptr %v207, align 4, !alias.scope !0, !noalias !7
  %v209 = insertelement <16 x float> poison, float %v208, i64 0
  %v210 = shufflevector <16 x float> %v209, <16 x float> poison, <16 x i32> zeroinitializer
  %v211 = fmul contract <16 x float> %v186, %v210
  %v212 = fadd contract <16 x float> %v176, %v211
  %v213 = getelementptr i8, ptr %v180, i64 180
  %v214 = load float, ptr %v213, align 4, !alias.scope !0, !noalias !7
  %v215 = insertelement <16 x float> poison, float %v214, i64 0
  %v216 = shufflevector <16 x float> %v215, <16 x float> poison, <16 x i32> zeroinitializer
  %v217 = fmul contract <16 x float> %v186, %v216
  %v218 = fadd contract <16 x float> %v177, %v217
  %v219 = or disjoint i64 %v179, 1
  %v220 = getelementptr inbounds float, ptr %v4, i64 %v219
  %v221 = load float, ptr %v220, align 4, !alias.scope !0, !noalias !7
  %v222 = insertelement <16 x float> poison, float %v221, i64 0
  %v223 = shufflevector <16 x float> %v222, <16 x float> poison, <16 x i32> zeroinitializer
  %v224 = getelementptr inbounds i8, ptr %v185, i64 280
  %v225 = load <16 x float>, ptr %v224, align 4, !alias.scope !3, !noalias !8
  %v226 = fmul contract <16 x float> %v225, %v223
  %v133 = fadd contract <16 x float> %v188, %v226
  %v227 = getelementptr i8, ptr %v180, i64 40
  %v228 = load float, ptr %v227, align 4, !alias.scope !0, !noalias !7
  %v229 = insertelement <16 x float> poison, float %v228, i64 0
  %v230 = shufflevector <16 x float> %v229, <16 x float> poison, <16 x i32> zeroinitializer
  %v231 = fmul contract <16 x float> %v225, %v230
  %v139 = fadd contract <16 x float> %v194, %v231
  %v232 = getelementptr i8, ptr %v180, i64 76
  %v233 = load float, ptr %v232, align 4, !alias.scope !0, !noalias !7
  %v234 = insertelement <16 x float> poison, float %v233, i64 0
  %v235 = shufflevector <16 x float> %v234, <16 x float> poison, <16 x i32> zeroinitializer
  %v236 = fmul contract <16 x float> %v225, %v235
  %v145 = fadd contract <16 x float> %v200, %v236
  %v237 = getelementptr i8, ptr %v180, i64 112
  %v238 = load float, ptr %v237, align 4, !alias.scope !0, !noalias !7
  %v239 = insertelement <16 x float> poison, float %v238, i64 0
  %v240 = shufflevector <16 x float> %v239, <16 x float> poison, <16 x i32> zeroinitializer
  %v241 = fmul contract <16 x float> %v225, %v240
  %v151 = fadd contract <16 x float> %v206, %v241
  %v242 = getelementptr i8, ptr %v180, i64 148
  %v243 = load float, ptr %v242, align 4, !alias.scope !0, !noalias !7
  %v244 = insertelement <16 x float> poison, float %v243, i64 0
  %v245 = shufflevector <16 x float> %v244, <16 x float> poison, <16 x i32> zeroinitializer
  %v246 = fmul contract <16 x float> %v225, %v245
  %v157 = fadd contract <16 x float> %v212, %v246
  %v247 = getelementptr i8, ptr %v180, i64 184
  %v248 = load float, ptr %v247, align 4, !alias.scope !0, !noalias !7
  %v249 = insertelement <16 x float> poison, float %v248, i64 0
  %v250 = shufflevector <16 x float> %v249, <16 x float> poison, <16 x i32> zeroinitializer
  %v251 = fmul contract <16 x float> %v225, %v250
  %v163 = fadd contract <16 x float> %v218, %v251
  %v171 = add nuw nsw i64 %v170, 1
  %v252 = icmp eq i64 %v171, 4
  br i1 %v252, label %v124, label %v122

v123:                                 ; preds = %v119
  %v253 = load float, ptr %v92, align 4, !alias.scope !0, !noalias !7
  %v254 = insertelement <16 x float> poison, float %v253, i64 0
  %v255 = shufflevector <16 x float> %v254, <16 x float> poison, <16 x i32> zeroinitializer
  %v256 = getelementptr i8, ptr %v114, i64 2240
  %v257 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v256, i32 4, <16 x i1> %v118, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v258 = fmul contract <16 x float> %v257, %v255
  %v259 = fadd contract <16 x float> %v260, %v258
  %v261 = load float, ptr %v93, align 4, !alias.scope !0, !noalias !7
  %v262 = insertelement <16 x float> poison, float %v261, i64 0
  %v263 = shufflevector <16 x float> %v262, <16 x float> poison, <16 x i32> zeroinitializer
  %v264 = fmul contract <16 x float> %v257, %v263
  %v265 = fadd contract <16 x float> %v266, %v264
  %v267 = load float, ptr %v94, align 4, !alias.scope !0, !noalias !7
  %v268 = insertelement <16 x float> poison, float %v267, i64 0
  %v269 = shufflevector <16 x float> %v268, <16 x float> poison, <16 x i32> zeroinitializer
  %v270 = fmul contract <16 x float> %v257, %v269
  %v271 = fadd contract <16 x float> %v272, %v270
  %v273 = load float, ptr %v95, align 4, !alias.scope !0, !noalias !7
  %v274 = insertelement <16 x float> poison, float %v273, i64 0
  %v275 = shufflevector <16 x float> %v274, <16 x float> poison, <16 x i32> zeroinitializer
  %v276 = fmul contract <16 x float> %v257, %v275
  %v277 = fadd contract <16 x float> %v278, %v276
  %v279 = load float, ptr %v96, align 4, !alias.scope !0, !noalias !7
  %v280 = insertelement <16 x float> poison, float %v279, i64 0
  %v281 = shufflevector <16 x float> %v280, <16 x float> poison, <16 x i32> zeroinitializer
  %v282 = fmul contract <16 x float> %v257, %v281
  %v283 = fadd contract <16 x float> %v284, %v282
  %v285 = load float, ptr %v97, align 4, !alias.scope !0, !noalias !7
  %v286 = insertelement <16 x float> poison, float %v285, i64 0
  %v287 = shufflevector <16 x float> %v286, <16 x float> poison, <16 x i32> zeroinitializer
  %v288 = fmul contract <16 x float> %v257, %v287
  %v289 = fadd contract <16 x float> %v290, %v288
  %v291 = getelementptr float, ptr %v20, i64 %v113
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v259, ptr %v291, i32 4, <16 x i1> %v118), !alias.scope !5, !noalias !9
  %v292 = getelementptr i8, ptr %v291, i64 280
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v265, ptr %v292, i32 4, <16 x i1> %v118), !alias.scope !5, !noalias !9
  %v293 = getelementptr i8, ptr %v291, i64 560
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v271, ptr %v293, i32 4, <16 x i1> %v118), !alias.scope !5, !noalias !9
  %v294 = getelementptr i8, ptr %v291, i64 840
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v277, ptr %v294, i32 4, <16 x i1> %v118), !alias.scope !5, !noalias !9
  %v295 = getelementptr i8, ptr %v291, i64 1120
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v283, ptr %v295, i32 4, <16 x i1> %v118), !alias.scope !5, !noalias !9
  %v296 = getelementptr i8, ptr %v291, i64 1400
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v289, ptr %v296, i32 4, <16 x i1> %v118), !alias.scope !5, !noalias !9
  br label %v106

v119:                                      ; preds = %v112, %v119
  %v297 = phi i64 [ 0, %v112 ], [ %v298, %v119 ]
  %v299 = phi <16 x float> [ zeroinitializer, %v112 ], [ %v260, %v119 ]
  %v300 = phi <16 x float> [ zeroinitializer, %v112 ], [ %v266, %v119 ]
  %v301 = phi <16 x float> [ zeroinitializer, %v112 ], [ %v272, %v119 ]
  %v302 = phi <16 x float> [ zeroinitializer, %v112 ], [ %v278, %v119 ]
  %v303 = phi <16 x float> [ zeroinitializer, %v112 ], [ %v284, %v119 ]
  %v304 = phi <16 x float> [ zeroinitializer, %v112 ], [ %v290, %v119 ]
  %v305 = shl nuw nsw i64 %v297, 1
  %v306 = add nsw i64 %v305, %v16
  %v307 = getelementptr inbounds float, ptr %v4, i64 %v306
  %v308 = load float, ptr %v307, align 4, !alias.scope !0, !noalias !7
  %v309 = insertelement <16 x float> poison, float %v308, i64 0
  %v310 = shufflevector <16 x float> %v309, <16 x float> poison, <16 x i32> zeroinitializer
  %v311 = mul nuw nsw i64 %v297, 560
  %v312 = getelementptr i8, ptr %v114, i64 %v311
  %v313 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v312, i32 4, <16 x i1> %v118, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v314 = fmul contract <16 x float> %v313, %v310
  %v315 = fadd contract <16 x float> %v299, %v314
  %v316 = getelementptr i8, ptr %v307, i64 36
  %v317 = load float, ptr %v316, align 4, !alias.scope !0, !noalias !7
  %v318 = insertelement <16 x float> poison, float %v317, i64 0
  %v319 = shufflevector <16 x float> %v318, <16 x float> poison, <16 x i32> zeroinitializer
  %v320 = fmul contract <16 x float> %v313, %v319
  %v321 = fadd contract <16 x float> %v300, %v320
  %v322 = getelementptr i8, ptr %v307, i64 72
  %v323 = load float, ptr %v322, align 4, !alias.scope !0, !noalias !7
  %v324 = insertelement <16 x float> poison, float %v323, i64 0
  %v325 = shufflevector <16 x float> %v324, <16 x float> poison, <16 x i32> zeroinitializer
  %v326 = fmul contract <16 x float> %v313, %v325
  %v327 = fadd contract <16 x float> %v301, %v326
  %v328 = getelementptr i8, ptr %v307, i64 108
  %v329 = load float, ptr %v328, align 4, !alias.scope !0, !noalias !7
  %v330 = insertelement <16 x float> poison, float %v329, i64 0
  %v331 = shufflevector <16 x float> %v330, <16 x float> poison, <16 x i32> zeroinitializer
  %v332 = fmul contract <16 x float> %v313, %v331
  %v333 = fadd contract <16 x float> %v302, %v332
  %v334 = getelementptr i8, ptr %v307, i64 144
  %v335 = load float, ptr %v334, align 4, !alias.scope !0, !noalias !7
  %v336 = insertelement <16 x float> poison, float %v335, i64 0
  %v337 = shufflevector <16 x float> %v336, <16 x float> poison, <16 x i32> zeroinitializer
  %v338 = fmul contract <16 x float> %v313, %v337
  %v339 = fadd contract <16 x float> %v303, %v338
  %v340 = getelementptr i8, ptr %v307, i64 180
  %v341 = load float, ptr %v340, align 4, !alias.scope !0, !noalias !7
  %v342 = insertelement <16 x float> poison, float %v341, i64 0
  %v343 = shufflevector <16 x float> %v342, <16 x float> poison, <16 x i32> zeroinitializer
  %v344 = fmul contract <16 x float> %v313, %v343
  %v345 = fadd contract <16 x float> %v304, %v344
  %v346 = or disjoint i64 %v306, 1
  %v347 = getelementptr inbounds float, ptr %v4, i64 %v346
  %v348 = load float, ptr %v347, align 4, !alias.scope !0, !noalias !7
  %v349 = insertelement <16 x float> poison, float %v348, i64 0
  %v350 = shufflevector <16 x float> %v349, <16 x float> poison, <16 x i32> zeroinitializer
  %v351 = getelementptr i8, ptr %v312, i64 280
  %v352 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v351, i32 4, <16 x i1> %v118, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v353 = fmul contract <16 x float> %v352, %v350
  %v260 = fadd contract <16 x float> %v315, %v353
  %v354 = getelementptr i8, ptr %v307, i64 40
  %v355 = load float, ptr %v354, align 4, !alias.scope !0, !noalias !7
  %v356 = insertelement <16 x float> poison, float %v355, i64 0
  %v357 = shufflevector <16 x float> %v356, <16 x float> poison, <16 x i32> zeroinitializer
  %v358 = fmul contract <16 x float> %v352, %v357
  %v266 = fadd contract <16 x float> %v321, %v358
  %v359 = getelementptr i8, ptr %v307, i64 76
  %v360 = load float, ptr %v359, align 4, !alias.scope !0, !noalias !7
  %v361 = insertelement <16 x float> poison, float %v360, i64 0
  %v362 = shufflevector <16 x float> %v361, <16 x float> poison, <16 x i32> zeroinitializer
  %v363 = fmul contract <16 x float> %v352, %v362
  %v272 = fadd contract <16 x float> %v327, %v363
  %v364 = getelementptr i8, ptr %v307, i64 112
  %v365 = load float, ptr %v364, align 4, !alias.scope !0, !noalias !7
  %v366 = insertelement <16 x float> poison, float %v365, i64 0
  %v367 = shufflevector <16 x float> %v366, <16 x float> poison, <16 x i32> zeroinitializer
  %v368 = fmul contract <16 x float> %v352, %v367
  %v278 = fadd contract <16 x float> %v333, %v368
  %v369 = getelementptr i8, ptr %v307, i64 148
  %v370 = load float, ptr %v369, align 4, !alias.scope !0, !noalias !7
  %v371 = insertelement <16 x float> poison, float %v370, i64 0
  %v372 = shufflevector <16 x float> %v371, <16 x float> poison, <16 x i32> zeroinitializer
  %v373 = fmul contract <16 x float> %v352, %v372
  %v284 = fadd contract <16 x float> %v339, %v373
  %v374 = getelementptr i8, ptr %v307, i64 184
  %v375 = load float, ptr %v374, align 4, !alias.scope !0, !noalias !7
  %v376 = insertelement <16 x float> poison, float %v375, i64 0
  %v377 = shufflevector <16 x float> %v376, <16 x float> poison, <16 x i32> zeroinitializer
  %v378 = fmul contract <16 x float> %v352, %v377
  %v290 = fadd contract <16 x float> %v345, %v378
  %v298 = add nuw nsw i64 %v297, 1
  %v379 = icmp eq i64 %v298, 4
  br i1 %v379, label %v123, label %v119

v91:                                ; preds = %v22, %v105
  %v380 = phi i64 [ %v381, %v105 ], [ 0, %v22 ]
  %v382 = icmp ult i64 %v380, 4
  br i1 %v382, label %v383, label %v384

v384:                      ; preds = %v91
  %v385 = shl nsw i64 %v380, 4
  %v386 = getelementptr float, ptr %v6, i64 %v385
  %v387 = insertelement <16 x i64> poison, i64 %v385, i64 0
  %v388 = shufflevector <16 x i64> %v387, <16 x i64> poison, <16 x i32> zeroinitializer
  %v389 = or disjoint <16 x i64> %v388, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %v390 = icmp ult <16 x i64> %v389, <i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70>
  %v391 = load float, ptr %v23, align 4, !alias.scope !0, !noalias !7
  %v392 = insertelement <16 x float> poison, float %v391, i64 0
  %v393 = shufflevector <16 x float> %v392, <16 x float> poison, <16 x i32> zeroinitializer
  %v394 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v386, i32 4, <16 x i1> %v390, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v395 = fmul contract <16 x float> %v394, %v393
  %v396 = fadd contract <16 x float> %v395, zeroinitializer
  %v397 = load float, ptr %v24, align 4, !alias.scope !0, !noalias !7
  %v398 = insertelement <16 x float> poison, float %v397, i64 0
  %v399 = shufflevector <16 x float> %v398, <16 x float> poison, <16 x i32> zeroinitializer
  %v400 = fmul contract <16 x float> %v394, %v399
  %v401 = fadd contract <16 x float> %v400, zeroinitializer
  %v402 = load float, ptr %v25, align 4, !alias.scope !0, !noalias !7
  %v403 = insertelement <16 x float> poison, float %v402, i64 0
  %v404 = shufflevector <16 x float> %v403, <16 x float> poison, <16 x i32> zeroinitializer
  %v405 = fmul contract <16 x float> %v394, %v404
  %v406 = fadd contract <16 x float> %v405, zeroinitializer
  %v407 = load float, ptr %v27, align 4, !alias.scope !0, !noalias !7
  %v408 = insertelement <16 x float> poison, float %v407, i64 0
  %v409 = shufflevector <16 x float> %v408, <16 x float> poison, <16 x i32> zeroinitializer
  %v410 = getelementptr i8, ptr %v386, i64 280
  %v411 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v410, i32 4, <16 x i1> %v390, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v412 = fmul contract <16 x float> %v411, %v409
  %v413 = fadd contract <16 x float> %v396, %v412
  %v414 = load float, ptr %v28, align 4, !alias.scope !0, !noalias !7
  %v415 = insertelement <16 x float> poison, float %v414, i64 0
  %v416 = shufflevector <16 x float> %v415, <16 x float> poison, <16 x i32> zeroinitializer
  %v417 = fmul contract <16 x float> %v411, %v416
  %v418 = fadd contract <16 x float> %v401, %v417
  %v419 = load float, ptr %v29, align 4, !alias.scope !0, !noalias !7
  %v420 = insertelement <16 x float> poison, float %v419, i64 0
  %v421 = shufflevector <16 x float> %v420, <16 x float> poison, <16 x i32> zeroinitializer
  %v422 = fmul contract <16 x float> %v411, %v421
  %v423 = fadd contract <16 x float> %v406, %v422
  %v424 = load float, ptr %v31, align 4, !alias.scope !0, !noalias !7
  %v425 = insertelement <16 x float> poison, float %v424, i64 0
  %v426 = shufflevector <16 x float> %v425, <16 x float> poison, <16 x i32> zeroinitializer
  %v427 = getelementptr i8, ptr %v386, i64 560
  %v428 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v427, i32 4, <16 x i1> %v390, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v429 = fmul contract <16 x float> %v428, %v426
  %v430 = fadd contract <16 x float> %v413, %v429
  %v431 = load float, ptr %v32, align 4, !alias.scope !0, !noalias !7
  %v432 = insertelement <16 x float> poison, float %v431, i64 0
  %v433 = shufflevector <16 x float> %v432, <16 x float> poison, <16 x i32> zeroinitializer
  %v434 = fmul contract <16 x float> %v428, %v433
  %v435 = fadd contract <16 x float> %v418, %v434
  %v436 = load float, ptr %v33, align 4, !alias.scope !0, !noalias !7
  %v437 = insertelement <16 x float> poison, float %v436, i64 0
  %v438 = shufflevector <16 x float> %v437, <16 x float> poison, <16 x i32> zeroinitializer
  %v439 = fmul contract <16 x float> %v428, %v438
  %v440 = fadd contract <16 x float> %v423, %v439
  %v441 = load float, ptr %v35, align 4, !alias.scope !0, !noalias !7
  %v442 = insertelement <16 x float> poison, float %v441, i64 0
  %v443 = shufflevector <16 x float> %v442, <16 x float> poison, <16 x i32> zeroinitializer
  %v444 = getelementptr i8, ptr %v386, i64 840
  %v445 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v444, i32 4, <16 x i1> %v390, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v446 = fmul contract <16 x float> %v445, %v443
  %v447 = fadd contract <16 x float> %v430, %v446
  %v448 = load float, ptr %v36, align 4, !alias.scope !0, !noalias !7
  %v449 = insertelement <16 x float> poison, float %v448, i64 0
  %v450 = shufflevector <16 x float> %v449, <16 x float> poison, <16 x i32> zeroinitializer
  %v451 = fmul contract <16 x float> %v445, %v450
  %v452 = fadd contract <16 x float> %v435, %v451
  %v453 = load float, ptr %v37, align 4, !alias.scope !0, !noalias !7
  %v454 = insertelement <16 x float> poison, float %v453, i64 0
  %v455 = shufflevector <16 x float> %v454, <16 x float> poison, <16 x i32> zeroinitializer
  %v456 = fmul contract <16 x float> %v445, %v455
  %v457 = fadd contract <16 x float> %v440, %v456
  %v458 = load float, ptr %v39, align 4, !alias.scope !0, !noalias !7
  %v459 = insertelement <16 x float> poison, float %v458, i64 0
  %v460 = shufflevector <16 x float> %v459, <16 x float> poison, <16 x i32> zeroinitializer
  %v461 = getelementptr i8, ptr %v386, i64 1120
  %v462 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v461, i32 4, <16 x i1> %v390, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v463 = fmul contract <16 x float> %v462, %v460
  %v464 = fadd contract <16 x float> %v447, %v463
  %v465 = load float, ptr %v40, align 4, !alias.scope !0, !noalias !7
  %v466 = insertelement <16 x float> poison, float %v465, i64 0
  %v467 = shufflevector <16 x float> %v466, <16 x float> poison, <16 x i32> zeroinitializer
  %v468 = fmul contract <16 x float> %v462, %v467
  %v469 = fadd contract <16 x float> %v452, %v468
  %v470 = load float, ptr %v41, align 4, !alias.scope !0, !noalias !7
  %v471 = insertelement <16 x float> poison, float %v470, i64 0
  %v472 = shufflevector <16 x float> %v471, <16 x float> poison, <16 x i32> zeroinitializer
  %v473 = fmul contract <16 x float> %v462, %v472
  %v474 = fadd contract <16 x float> %v457, %v473
  %v475 = load float, ptr %v43, align 4, !alias.scope !0, !noalias !7
  %v476 = insertelement <16 x float> poison, float %v475, i64 0
  %v477 = shufflevector <16 x float> %v476, <16 x float> poison, <16 x i32> zeroinitializer
  %v478 = getelementptr i8, ptr %v386, i64 1400
  %v479 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v478, i32 4, <16 x i1> %v390, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v480 = fmul contract <16 x float> %v479, %v477
  %v481 = fadd contract <16 x float> %v464, %v480
  %v482 = load float, ptr %v44, align 4, !alias.scope !0, !noalias !7
  %v483 = insertelement <16 x float> poison, float %v482, i64 0
  %v484 = shufflevector <16 x float> %v483, <16 x float> poison, <16 x i32> zeroinitializer
  %v485 = fmul contract <16 x float> %v479, %v484
  %v486 = fadd contract <16 x float> %v469, %v485
  %v487 = load float, ptr %v45, align 4, !alias.scope !0, !noalias !7
  %v488 = insertelement <16 x float> poison, float %v487, i64 0
  %v489 = shufflevector <16 x float> %v488, <16 x float> poison, <16 x i32> zeroinitializer
  %v490 = fmul contract <16 x float> %v479, %v489
  %v491 = fadd contract <16 x float> %v474, %v490
  %v492 = load float, ptr %v47, align 4, !alias.scope !0, !noalias !7
  %v493 = insertelement <16 x float> poison, float %v492, i64 0
  %v494 = shufflevector <16 x float> %v493, <16 x float> poison, <16 x i32> zeroinitializer
  %v495 = getelementptr i8, ptr %v386, i64 1680
  %v496 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v495, i32 4, <16 x i1> %v390, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v497 = fmul contract <16 x float> %v496, %v494
  %v498 = fadd contract <16 x float> %v481, %v497
  %v499 = load float, ptr %v48, align 4, !alias.scope !0, !noalias !7
  %v500 = insertelement <16 x float> poison, float %v499, i64 0
  %v501 = shufflevector <16 x float> %v500, <16 x float> poison, <16 x i32> zeroinitializer
  %v502 = fmul contract <16 x float> %v496, %v501
  %v503 = fadd contract <16 x float> %v486, %v502
  %v504 = load float, ptr %v49, align 4, !alias.scope !0, !noalias !7
  %v505 = insertelement <16 x float> poison, float %v504, i64 0
  %v506 = shufflevector <16 x float> %v505, <16 x float> poison, <16 x i32> zeroinitializer
  %v507 = fmul contract <16 x float> %v496, %v506
  %v508 = fadd contract <16 x float> %v491, %v507
  %v509 = load float, ptr %v51, align 4, !alias.scope !0, !noalias !7
  %v510 = insertelement <16 x float> poison, float %v509, i64 0
  %v511 = shufflevector <16 x float> %v510, <16 x float> poison, <16 x i32> zeroinitializer
  %v512 = getelementptr i8, ptr %v386, i64 1960
  %v513 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v512, i32 4, <16 x i1> %v390, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v514 = fmul contract <16 x float> %v513, %v511
  %v515 = fadd contract <16 x float> %v498, %v514
  %v516 = load float, ptr %v52, align 4, !alias.scope !0, !noalias !7
  %v517 = insertelement <16 x float> poison, float %v516, i64 0
  %v518 = shufflevector <16 x float> %v517, <16 x float> poison, <16 x i32> zeroinitializer
  %v519 = fmul contract <16 x float> %v513, %v518
  %v520 = fadd contract <16 x float> %v503, %v519
  %v521 = load float, ptr %v53, align 4, !alias.scope !0, !noalias !7
  %v522 = insertelement <16 x float> poison, float %v521, i64 0
  %v523 = shufflevector <16 x float> %v522, <16 x float> poison, <16 x i32> zeroinitializer
  %v524 = fmul contract <16 x float> %v513, %v523
  %v525 = fadd contract <16 x float> %v508, %v524
  %v526 = load float, ptr %v54, align 4, !alias.scope !0, !noalias !7
  %v527 = insertelement <16 x float> poison, float %v526, i64 0
  %v528 = shufflevector <16 x float> %v527, <16 x float> poison, <16 x i32> zeroinitializer
  %v529 = getelementptr i8, ptr %v386, i64 2240
  %v530 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v529, i32 4, <16 x i1> %v390, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v531 = fmul contract <16 x float> %v530, %v528
  %v532 = fadd contract <16 x float> %v515, %v531
  %v533 = load float, ptr %v55, align 4, !alias.scope !0, !noalias !7
  %v534 = insertelement <16 x float> poison, float %v533, i64 0
  %v535 = shufflevector <16 x float> %v534, <16 x float> poison, <16 x i32> zeroinitializer
  %v536 = fmul contract <16 x float> %v530, %v535
  %v537 = fadd contract <16 x float> %v520, %v536
  %v538 = load float, ptr %v56, align 4, !alias.scope !0, !noalias !7
  %v539 = insertelement <16 x float> poison, float %v538, i64 0
  %v540 = shufflevector <16 x float> %v539, <16 x float> poison, <16 x i32> zeroinitializer
  %v541 = fmul contract <16 x float> %v530, %v540
  %v542 = fadd contract <16 x float> %v525, %v541
  %v543 = getelementptr float, ptr %v20, i64 %v385
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v532, ptr %v543, i32 4, <16 x i1> %v390), !alias.scope !5, !noalias !9
  %v544 = getelementptr i8, ptr %v543, i64 280
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v537, ptr %v544, i32 4, <16 x i1> %v390), !alias.scope !5, !noalias !9
  %v545 = getelementptr i8, ptr %v543, i64 560
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v542, ptr %v545, i32 4, <16 x i1> %v390), !alias.scope !5, !noalias !9
  br label %v105

v383:                      ; preds = %v91
  %v546 = shl nuw nsw i64 %v380, 6
  %v547 = getelementptr inbounds i8, ptr %v6, i64 %v546
  %v548 = load float, ptr %v57, align 4, !alias.scope !0, !noalias !7
  %v549 = insertelement <16 x float> poison, float %v548, i64 0
  %v550 = shufflevector <16 x float> %v549, <16 x float> poison, <16 x i32> zeroinitializer
  %v551 = load <16 x float>, ptr %v547, align 4, !alias.scope !3, !noalias !8
  %v552 = fmul contract <16 x float> %v551, %v550
  %v553 = fadd contract <16 x float> %v552, zeroinitializer
  %v554 = load float, ptr %v58, align 4, !alias.scope !0, !noalias !7
  %v555 = insertelement <16 x float> poison, float %v554, i64 0
  %v556 = shufflevector <16 x float> %v555, <16 x float> poison, <16 x i32> zeroinitializer
  %v557 = fmul contract <16 x float> %v551, %v556
  %v558 = fadd contract <16 x float> %v557, zeroinitializer
  %v559 = load float, ptr %v59, align 4, !alias.scope !0, !noalias !7
  %v560 = insertelement <16 x float> poison, float %v559, i64 0
  %v561 = shufflevector <16 x float> %v560, <16 x float> poison, <16 x i32> zeroinitializer
  %v562 = fmul contract <16 x float> %v551, %v561
  %v563 = fadd contract <16 x float> %v562, zeroinitializer
  %v564 = load float, ptr %v61, align 4, !alias.scope !0, !noalias !7
  %v565 = insertelement <16 x float> poison, float %v564, i64 0
  %v566 = shufflevector <16 x float> %v565, <16 x float> poison, <16 x i32> zeroinitializer
  %v567 = getelementptr inbounds i8, ptr %v547, i64 280
  %v568 = load <16 x float>, ptr %v567, align 4, !alias.scope !3, !noalias !8
  %v569 = fmul contract <16 x float> %v568, %v566
  %v570 = fadd contract <16 x float> %v553, %v569
  %v571 = load float, ptr %v62, align 4, !alias.scope !0, !noalias !7
  %v572 = insertelement <16 x float> poison, float %v571, i64 0
  %v573 = shufflevector <16 x float> %v572, <16 x float> poison, <16 x i32> zeroinitializer
  %v574 = fmul contract <16 x float> %v568, %v573
  %v575 = fadd contract <16 x float> %v558, %v574
  %v576 = load float, ptr %v63, align 4, !alias.scope !0, !noalias !7
  %v577 = insertelement <16 x float> poison, float %v576, i64 0
  %v578 = shufflevector <16 x float> %v577, <16 x float> poison, <16 x i32> zeroinitializer
  %v579 = fmul contract <16 x float> %v568, %v578
  %v580 = fadd contract <16 x float> %v563, %v579
  %v581 = load float, ptr %v65, align 4, !alias.scope !0, !noalias !7
  %v582 = insertelement <16 x float> poison, float %v581, i64 0
  %v583 = shufflevector <16 x float> %v582, <16 x float> poison, <16 x i32> zeroinitializer
  %v584 = getelementptr inbounds i8, ptr %v547, i64 560
  %v585 = load <16 x float>, ptr %v584, align 4, !alias.scope !3, !noalias !8
  %v586 = fmul contract <16 x float> %v585, %v583
  %v587 = fadd contract <16 x float> %v570, %v586
  %v588 = load float, ptr %v66, align 4, !alias.scope !0, !noalias !7
  %v589 = insertelement <16 x float> poison, float %v588, i64 0
  %v590 = shufflevector <16 x float> %v589, <16 x float> poison, <16 x i32> zeroinitializer
  %v591 = fmul contract <16 x float> %v585, %v590
  %v592 = fadd contract <16 x float> %v575, %v591
  %v593 = load float, ptr %v67, align 4, !alias.scope !0, !noalias !7
  %v594 = insertelement <16 x float> poison, float %v593, i64 0
  %v595 = shufflevector <16 x float> %v594, <16 x float> poison, <16 x i32> zeroinitializer
  %v596 = fmul contract <16 x float> %v585, %v595
  %v597 = fadd contract <16 x float> %v580, %v596
  %v598 = load float, ptr %v69, align 4, !alias.scope !0, !noalias !7
  %v599 = insertelement <16 x float> poison, float %v598, i64 0
  %v600 = shufflevector <16 x float> %v599, <16 x float> poison, <16 x i32> zeroinitializer
  %v601 = getelementptr inbounds i8, ptr %v547, i64 840
  %v602 = load <16 x float>, ptr %v601, align 4, !alias.scope !3, !noalias !8
  %v603 = fmul contract <16 x float> %v602, %v600
  %v604 = fadd contract <16 x float> %v587, %v603
  %v605 = load float, ptr %v70, align 4, !alias.scope !0, !noalias !7
  %v606 = insertelement <16 x float> poison, float %v605, i64 0
  %v607 = shufflevector <16 x float> %v606, <16 x float> poison, <16 x i32> zeroinitializer
  %v608 = fmul contract <16 x float> %v602, %v607
  %v609 = fadd contract <16 x float> %v592, %v608
  %v610 = load float, ptr %v71, align 4, !alias.scope !0, !noalias !7
  %v611 = insertelement <16 x float> poison, float %v610, i64 0
  %v612 = shufflevector <16 x float> %v611, <16 x float> poison, <16 x i32> zeroinitializer
  %v613 = fmul contract <16 x float> %v602, %v612
  %v614 = fadd contract <16 x float> %v597, %v613
  %v615 = load float, ptr %v73, align 4, !alias.scope !0, !noalias !7
  %v616 = insertelement <16 x float> poison, float %v615, i64 0
  %v617 = shufflevector <16 x float> %v616, <16 x float> poison, <16 x i32> zeroinitializer
  %v618 = getelementptr inbounds i8, ptr %v547, i64 1120
  %v619 = load <16 x float>, ptr %v618, align 4, !alias.scope !3, !noalias !8
  %v620 = fmul contract <16 x float> %v619, %v617
  %v621 = fadd contract <16 x float> %v604, %v620
  %v622 = load float, ptr %v74, align 4, !alias.scope !0, !noalias !7
  %v623 = insertelement <16 x float> poison, float %v622, i64 0
  %v624 = shufflevector <16 x float> %v623, <16 x float> poison, <16 x i32> zeroinitializer
  %v625 = fmul contract <16 x float> %v619, %v624
  %v626 = fadd contract <16 x float> %v609, %v625
  %v627 = load float, ptr %v75, align 4, !alias.scope !0, !noalias !7
  %v628 = insertelement <16 x float> poison, float %v627, i64 0
  %v629 = shufflevector <16 x float> %v628, <16 x float> poison, <16 x i32> zeroinitializer
  %v630 = fmul contract <16 x float> %v619, %v629
  %v631 = fadd contract <16 x float> %v614, %v630
  %v632 = load float, ptr %v77, align 4, !alias.scope !0, !noalias !7
  %v633 = insertelement <16 x float> poison, float %v632, i64 0
  %v634 = shufflevector <16 x float> %v633, <16 x float> poison, <16 x i32> zeroinitializer
  %v635 = getelementptr inbounds i8, ptr %v547, i64 1400
  %v636 = load <16 x float>, ptr %v635, align 4, !alias.scope !3, !noalias !8
  %v637 = fmul contract <16 x float> %v636, %v634
  %v638 = fadd contract <16 x float> %v621, %v637
  %v639 = load float, ptr %v78, align 4, !alias.scope !0, !noalias !7
  %v640 = insertelement <16 x float> poison, float %v639, i64 0
  %v641 = shufflevector <16 x float> %v640, <16 x float> poison, <16 x i32> zeroinitializer
  %v642 = fmul contract <16 x float> %v636, %v641
  %v643 = fadd contract <16 x float> %v626, %v642
  %v644 = load float, ptr %v79, align 4, !alias.scope !0, !noalias !7
  %v645 = insertelement <16 x float> poison, float %v644, i64 0
  %v646 = shufflevector <16 x float> %v645, <16 x float> poison, <16 x i32> zeroinitializer
  %v647 = fmul contract <16 x float> %v636, %v646
  %v648 = fadd contract <16 x float> %v631, %v647
  %v649 = load float, ptr %v81, align 4, !alias.scope !0, !noalias !7
  %v650 = insertelement <16 x float> poison, float %v649, i64 0
  %v651 = shufflevector <16 x float> %v650, <16 x float> poison, <16 x i32> zeroinitializer
  %v652 = getelementptr inbounds i8, ptr %v547, i64 1680
  %v653 = load <16 x float>, ptr %v652, align 4, !alias.scope !3, !noalias !8
  %v654 = fmul contract <16 x float> %v653, %v651
  %v655 = fadd contract <16 x float> %v638, %v654
  %v656 = load float, ptr %v82, align 4, !alias.scope !0, !noalias !7
  %v657 = insertelement <16 x float> poison, float %v656, i64 0
  %v658 = shufflevector <16 x float> %v657, <16 x float> poison, <16 x i32> zeroinitializer
  %v659 = fmul contract <16 x float> %v653, %v658
  %v660 = fadd contract <16 x float> %v643, %v659
  %v661 = load float, ptr %v83, align 4, !alias.scope !0, !noalias !7
  %v662 = insertelement <16 x float> poison, float %v661, i64 0
  %v663 = shufflevector <16 x float> %v662, <16 x float> poison, <16 x i32> zeroinitializer
  %v664 = fmul contract <16 x float> %v653, %v663
  %v665 = fadd contract <16 x float> %v648, %v664
  %v666 = load float, ptr %v85, align 4, !alias.scope !0, !noalias !7
  %v667 = insertelement <16 x float> poison, float %v666, i64 0
  %v668 = shufflevector <16 x float> %v667, <16 x float> poison, <16 x i32> zeroinitializer
  %v669 = getelementptr inbounds i8, ptr %v547, i64 1960
  %v670 = load <16 x float>, ptr %v669, align 4, !alias.scope !3, !noalias !8
  %v671 = fmul contract <16 x float> %v670, %v668
  %v672 = fadd contract <16 x float> %v655, %v671
  %v673 = load float, ptr %v86, align 4, !alias.scope !0, !noalias !7
  %v674 = insertelement <16 x float> poison, float %v673, i64 0
  %v675 = shufflevector <16 x float> %v674, <16 x float> poison, <16 x i32> zeroinitializer
  %v676 = fmul contract <16 x float> %v670, %v675
  %v677 = fadd contract <16 x float> %v660, %v676
  %v678 = load float, ptr %v87, align 4, !alias.scope !0, !noalias !7
  %v679 = insertelement <16 x float> poison, float %v678, i64 0
  %v680 = shufflevector <16 x float> %v679, <16 x float> poison, <16 x i32> zeroinitializer
  %v681 = fmul contract <16 x float> %v670, %v680
  %v682 = fadd contract <16 x float> %v665, %v681
  %v683 = load float, ptr %v88, align 4, !alias.scope !0, !noalias !7
  %v684 = insertelement <16 x float> poison, float %v683, i64 0
  %v685 = shufflevector <16 x float> %v684, <16 x float> poison, <16 x i32> zeroinitializer
  %v686 = getelementptr inbounds i8, ptr %v547, i64 2240
  %v687 = load <16 x float>, ptr %v686, align 4, !alias.scope !3, !noalias !8
  %v688 = fmul contract <16 x float> %v687, %v685
  %v689 = fadd contract <16 x float> %v672, %v688
  %v690 = load float, ptr %v89, align 4, !alias.scope !0, !noalias !7
  %v691 = insertelement <16 x float> poison, float %v690, i64 0
  %v692 = shufflevector <16 x float> %v691, <16 x float> poison, <16 x i32> zeroinitializer
  %v693 = fmul contract <16 x float> %v687, %v692
  %v694 = fadd contract <16 x float> %v677, %v693
  %v695 = load float, ptr %v90, align 4, !alias.scope !0, !noalias !7
  %v696 = insertelement <16 x float> poison, float %v695, i64 0
  %v697 = shufflevector <16 x float> %v696, <16 x float> poison, <16 x i32> zeroinitializer
  %v698 = fmul contract <16 x float> %v687, %v697
  %v699 = fadd contract <16 x float> %v682, %v698
  %v700 = getelementptr inbounds i8, ptr %v20, i64 %v546
  store <16 x float> %v689, ptr %v700, align 4, !alias.scope !5, !noalias !9
  %v701 = getelementptr inbounds i8, ptr %v700, i64 280
  store <16 x float> %v694, ptr %v701, align 4, !alias.scope !5, !noalias !9
  %v702 = getelementptr inbounds i8, ptr %v700, i64 560
  store <16 x float> %v699, ptr %v702, align 4, !alias.scope !5, !noalias !9
  br label %v105

v105:                                     ; preds = %v384, %v383
  %v381 = add nuw nsw i64 %v380, 1
  %v703 = icmp eq i64 %v381, 5
  br i1 %v703, label %v12, label %v91

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
