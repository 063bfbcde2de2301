; batch_matmul:B=2,M=9,N=17,K=5,dtype=f32 on llvm -mcpu=x86-64-v4, schedule template
; ModuleID = 'ktune_batch_matmul_f32_b2_m9_n17_k5'
source_filename = "ktune_batch_matmul_f32_b2_m9_n17_k5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_batch_matmul_f32_b2_m9_n17_k5(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  store ptr %v0, ptr %v4, align 64
  %v5 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v1, ptr %v5, align 8
  %v6 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v6, align 16
  call void @ktune_parallel_for(i64 4, ptr nonnull @ktune_batch_matmul_f32_b2_m9_n17_k5.parallel0, ptr nonnull %v4) #4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_batch_matmul_f32_b2_m9_n17_k5.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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

v10:                 ; preds = %v3
  %v12 = getelementptr i8, ptr %v4, i64 176
  %v13 = getelementptr i8, ptr %v6, i64 272
  %v14 = getelementptr i8, ptr %v8, i64 544
  %v15 = getelementptr inbounds i8, ptr %v4, i64 16
  %v16 = getelementptr inbounds i8, ptr %v4, i64 36
  %v17 = getelementptr inbounds i8, ptr %v4, i64 56
  %v18 = getelementptr inbounds i8, ptr %v4, i64 76
  %v19 = getelementptr inbounds i8, ptr %v4, i64 96
  %v20 = getelementptr inbounds i8, ptr %v4, i64 116
  %v21 = getelementptr inbounds i8, ptr %v4, i64 136
  %v22 = getelementptr inbounds i8, ptr %v4, i64 156
  %v23 = getelementptr inbounds i8, ptr %v4, i64 20
  %v24 = getelementptr inbounds i8, ptr %v4, i64 40
  %v25 = getelementptr inbounds i8, ptr %v4, i64 60
  %v26 = getelementptr inbounds i8, ptr %v4, i64 80
  %v27 = getelementptr inbounds i8, ptr %v4, i64 100
  %v28 = getelementptr inbounds i8, ptr %v4, i64 120
  %v29 = getelementptr inbounds i8, ptr %v4, i64 140
  %v30 = getelementptr inbounds i8, ptr %v4, i64 4
  %v31 = getelementptr inbounds i8, ptr %v4, i64 24
  %v32 = getelementptr inbounds i8, ptr %v4, i64 44
  %v33 = getelementptr inbounds i8, ptr %v4, i64 64
  %v34 = getelementptr inbounds i8, ptr %v4, i64 84
  %v35 = getelementptr inbounds i8, ptr %v4, i64 104
  %v36 = getelementptr inbounds i8, ptr %v4, i64 124
  %v37 = getelementptr inbounds i8, ptr %v4, i64 144
  %v38 = getelementptr inbounds i8, ptr %v4, i64 8
  %v39 = getelementptr inbounds i8, ptr %v4, i64 28
  %v40 = getelementptr inbounds i8, ptr %v4, i64 48
  %v41 = getelementptr inbounds i8, ptr %v4, i64 68
  %v42 = getelementptr inbounds i8, ptr %v4, i64 88
  %v43 = getelementptr inbounds i8, ptr %v4, i64 108
  %v44 = getelementptr inbounds i8, ptr %v4, i64 128
  %v45 = getelementptr inbounds i8, ptr %v4, i64 148
  %v46 = getelementptr inbounds i8, ptr %v4, i64 12
  %v47 = getelementptr inbounds i8, ptr %v4, i64 32
  %v48 = getelementptr inbounds i8, ptr %v4, i64 52
  %v49 = getelementptr inbounds i8, ptr %v4, i64 72
  %v50 = getelementptr inbounds i8, ptr %v4, i64 92
  %v51 = getelementptr inbounds i8, ptr %v4, i64 112
  %v52 = getelementptr inbounds i8, ptr %v4, i64 132
  %v53 = getelementptr inbounds i8, ptr %v4, i64 152
  %v54 = getelementptr inbounds i8, ptr %v4, i64 160
  %v55 = getelementptr inbounds i8, ptr %v4, i64 164
  %v56 = getelementptr inbounds i8, ptr %v4, i64 168
  %v57 = getelementptr inbounds i8, ptr %v4, i64 172
  br label %v58

v58:                           ; preds = %v10, %v59
  %v60 = phi i64 [ %v61, %v59 ], [ %v1, %v10 ]
  %v62 = icmp slt i64 %v60, 1
  br i1 %v62, label %v63, label %v64

v59:                                        ; preds = %v64, %v63
  %v61 = add nuw nsw i64 %v60, 1
  %v65 = icmp eq i64 %v61, %v2
  br i1 %v65, label %v11, label %v58

v63:                                     ; preds = %v58
  %v66 = shl i64 %v60, 6
  %v67 = getelementptr i8, ptr %v6, i64 %v66
  %v68 = getelementptr i8, ptr %v14, i64 %v66
  %v69 = getelementptr inbounds i8, ptr %v8, i64 %v66
  %v70 = getelementptr i8, ptr %v69, i64 476
  %v71 = getelementptr i8, ptr %v69, i64 408
  %v72 = getelementptr i8, ptr %v69, i64 340
  %v73 = getelementptr i8, ptr %v69, i64 272
  %v74 = getelementptr i8, ptr %v69, i64 204
  %v75 = getelementptr i8, ptr %v69, i64 136
  %v76 = getelementptr i8, ptr %v69, i64 68
  %v77 = getelementptr i8, ptr %v13, i64 %v66
  %v78 = load float, ptr %v4, align 4, !alias.scope !0, !noalias !7
  %v79 = insertelement <16 x float> poison, float %v78, i64 0
  %v80 = shufflevector <16 x float> %v79, <16 x float> poison, <16 x i32> zeroinitializer
  %v81 = load <16 x float>, ptr %v67, align 4, !alias.scope !3, !noalias !8
  %v82 = fmul contract <16 x float> %v81, %v80
  %v83 = fadd contract <16 x float> %v82, zeroinitializer
  %v84 = load float, ptr %v23, align 4, !alias.scope !0, !noalias !7
  %v85 = insertelement <16 x float> poison, float %v84, i64 0
  %v86 = shufflevector <16 x float> %v85, <16 x float> poison, <16 x i32> zeroinitializer
  %v87 = fmul contract <16 x float> %v81, %v86
  %v88 = fadd contract <16 x float> %v87, zeroinitializer
  %v89 = load float, ptr %v24, align 4, !alias.scope !0, !noalias !7
  %v90 = insertelement <16 x float> poison, float %v89, i64 0
  %v91 = shufflevector <16 x float> %v90, <16 x float> poison, <16 x i32> zeroinitializer
  %v92 = fmul contract <16 x float> %v81, %v91
  %v93 = fadd contract <16 x float> %v92, zeroinitializer
  %v94 = load float, ptr %v25, align 4, !alias.scope !0, !noalias !7
  %v95 = insertelement <16 x float> poison, float %v94, i64 0
  %v96 = shufflevector <16 x float> %v95, <16 x float> poison, <16 x i32> zeroinitializer
  %v97 = fmul contract <16 x float> %v81, %v96
  %v98 = fadd contract <16 x float> %v97, zeroinitializer
  %v99 = load float, ptr %v26, align 4, !alias.scope !0, !noalias !7
  %v100 = insertelement <16 x float> poison, float %v99, i64 0
  %v101 = shufflevector <16 x float> %v100, <16 x float> poison, <16 x i32> zeroinitializer
  %v102 = fmul contract <16 x float> %v81, %v101
  %v103 = fadd contract <16 x float> %v102, zeroinitializer
  %v104 = load float, ptr %v27, align 4, !alias.scope !0, !noalias !7
  %v105 = insertelement <16 x float> poison, float %v104, i64 0
  %v106 = shufflevector <16 x float> %v105, <16 x float> poison, <16 x i32> zeroinitializer
  %v107 = fmul contract <16 x float> %v81, %v106
  %v108 = fadd contract <16 x float> %v107, zeroinitializer
  %v109 = load float, ptr %v28, align 4, !alias.scope !0, !noalias !7
  %v110 = insertelement <16 x float> poison, float %v109, i64 0
  %v111 = shufflevector <16 x float> %v110, <16 x float> poison, <16 x i32> zeroinitializer
  %v112 = fmul contract <16 x float> %v81, %v111
  %v113 = fadd contract <16 x float> %v112, zeroinitializer
  %v114 = load float, ptr %v29, align 4, !alias.scope !0, !noalias !7
  %v115 = insertelement <16 x float> poison, float %v114, i64 0
  %v116 = shufflevector <16 x float> %v115, <16 x float> poison, <16 x i32> zeroinitializer
  %v117 = fmul contract <16 x float> %v81, %v116
  %v118 = fadd contract <16 x float> %v117, zeroinitializer
  %v119 = load float, ptr %v30, align 4, !alias.scope !0, !noalias !7
  %v120 = insertelement <16 x float> poison, float %v119, i64 0
  %v121 = shufflevector <16 x float> %v120, <16 x float> poison, <16 x i32> zeroinitializer
  %v122 = getelementptr i8, ptr %v67, i64 68
  %v123 = load <16 x float>, ptr %v122, align 4, !alias.scope !3, !noalias !8
  %v124 = fmul contract <16 x float> %v123, %v121
  %v125 = fadd contract <16 x float> %v83, %v124
  %v126 = load float, ptr %v31, align 4, !alias.scope !0, !noalias !7
  %v127 = insertelement <16 x float> poison, float %v126, i64 0
  %v128 = shufflevector <16 x float> %v127, <16 x float> poison, <16 x i32> zeroinitializer
  %v129 = fmul contract <16 x float> %v123, %v128
  %v130 = fadd contract <16 x float> %v88, %v129
  %v131 = load float, ptr %v32, align 4, !alias.scope !0, !noalias !7
  %v132 = insertelement <16 x float> poison, float %v131, i64 0
  %v133 = shufflevector <16 x float> %v132, <16 x float> poison, <16 x i32> zeroinitializer
  %v134 = fmul contract <16 x float> %v123, %v133
  %v135 = fadd contract <16 x float> %v93, %v134
  %v136 = load float, ptr %v33, align 4, !alias.scope !0, !noalias !7
  %v137 = insertelement <16 x float> poison, float %v136, i64 0
  %v138 = shufflevector <16 x float> %v137, <16 x float> poison, <16 x i32> zeroinitializer
  %v139 = fmul contract <16 x float> %v123, %v138
  %v140 = fadd contract <16 x float> %v98, %v139
  %v141 = load float, ptr %v34, align 4, !alias.scope !0, !noalias !7
  %v142 = insertelement <16 x float> poison, float %v141, i64 0
  %v143 = shufflevector <16 x float> %v142, <16 x float> poison, <16 x i32> zeroinitializer
  %v144 = fmul contract <16 x float> %v123, %v143
  %v145 = fadd contract <16 x float> %v103, %v144
  %v146 = load float, ptr %v35, align 4, !alias.scope !0, !noalias !7
  %v147 = insertelement <16 x float> poison, float %v146, i64 0
  %v148 = shufflevector <16 x float> %v147, <16 x float> poison, <16 x i32> zeroinitializer
  %v149 = fmul contract <16 x float> %v123, %v148
  %v150 = fadd contract <16 x float> %v108, %v149
  %v151 = load float, ptr %v36, align 4, !alias.scope !0, !noalias !7
  %v152 = insertelement <16 x float> poison, float %v151, i64 0
  %v153 = shufflevector <16 x float> %v152, <16 x float> poison, <16 x i32> zeroinitializer
  %v154 = fmul contract <16 x float> %v123, %v153
  %v155 = fadd contract <16 x float> %v113, %v154
  %v156 = load float, ptr %v37, align 4, !alias.scope !0, !noalias !7
  %v157 = insertelement <16 x float> poison, float %v156, i64 0
  %v158 = shufflevector <16 x float> %v157, <16 x float> poison, <16 x i32> zeroinitializer
  %v159 = fmul contract <16 x float> %v123, %v158
  %v160 = fadd contract <16 x float> %v118, %v159
  %v161 = load float, ptr %v38, align 4, !alias.scope !0, !noalias !7
  %v162 = insertelement <16 x float> poison, float %v161, i64 0
  %v163 = shufflevector <16 x float> %v162, <16 x float> poison, <16 x i32> zeroinitializer
  %v164 = getelementptr i8, ptr %v67, i64 136
  %v165 = load <16 x float>, ptr %v164, align 4, !alias.scope !3, !noalias !8
  %v166 = fmul contract <16 x float> %v165, %v163
  %v167 = fadd contract <16 x float> %v125, %v166
  %v168 = load float, ptr %v39, align 4, !alias.scope !0, !noalias !7
  %v169 = insertelement <16 x float> poison, float %v168, i64 0
  %v170 = shufflevector <16 x float> %v169, <16 x float> poison, <16 x i32> zeroinitializer
  %v171 = fmul contract <16 x float> %v165, %v170
  %v172 = fadd contract <16 x float> %v130, %v171
  %v173 = load float, ptr %v40, align 4, !alias.scope !0, !noalias !7
  %v174 = insertelement <16 x float> poison, float %v173, i64 0
  %v175 = shufflevector <16 x float> %v174, <16 x float> poison, <16 x i32> zeroinitializer
  %v176 = fmul contract <16 x float> %v165, %v175
  %v177 = fadd contract <16 x float> %v135, %v176
  %v178 = load float, ptr %v41, align 4, !alias.scope !0, !noalias !7
  %v179 = insertelement <16 x float> poison, float %v178, i64 0
  %v180 = shufflevector <16 x float> %v179, <16 x float> poison, <16 x i32> zeroinitializer
  %v181 = fmul contract <16 x float> %v165, %v180
  %v182 = fadd contract <16 x float> %v140, %v181
  %v183 = load float, ptr %v42, align 4, !alias.scope !0, !noalias !7
  %v184 = insertelement <16 x float> poison, float %v183, i64 0
  %v185 = shufflevector <16 x float> %v184, <16 x float> poison, <16 x i32> zeroinitializer
  %v186 = fmul contract <16 x float> %v165, %v185
  %v187 = fadd contract <16 x float> %v145, %v186
  %v188 = load float, ptr %v43, align 4, !alias.scope !0, !noalias !7
  %v189 = insertelement <16 x float> poison, float %v188, i64 0
  %v190 = shufflevector <16 x float> %v189, <16 x float> poison, <16 x i32> zeroinitializer
  %v191 = fmul contract <16 x float> %v165, %v190
  %v192 = fadd contract <16 x float> %v150, %v191
  %v193 = load float, ptr %v44, align 4, !alias.scope !0, !noalias !7
  %v194 = insertelement <16 x float> poison, float %v193, i64 0
  %v195 = shufflevector <16 x float> %v194, <16 x float> poison, <16 x i32> zeroinitializer
  %v196 = fmul contract <16 x float> %v165, %v195
  %v197 = fadd contract <16 x float> %v155, %v196
  %v198 = load float, ptr %v45, align 4, !alias.scope !0, !noalias !7
  %v199 = insertelement <16 x float> poison, float %v198, i64 0
  %v200 = shufflevector <16 x float> %v199, <16 x float> poison, <16 x i32> zeroinitializer
  %v201 = fmul contract <16 x float> %v165, %v200
  %v202 = fadd contract <16 x float> %v160, %v201
  %v203 = load float, ptr %v46, align 4, !alias.scope !0, !noalias !7
  %v204 = insertelement <16 x float> poison, float %v203, i64 0
  %v205 = shufflevector <16 x float> %v204, <16 x float> poison, <16 x i32> zeroinitializer
  %v206 = getelementptr i8, ptr %v67, i64 204
  %v207 = load <16 x float>, ptr %v206, align 4, !alias.scope !3, !noalias !8
  %v208 = fmul contract <16 x float> %v207, %v205
  %v209 = fadd contract <16 x float> %v167, %v208
  %v210 = load float, ptr %v47, align 4, !alias.scope !0, !noalias !7
  %v211 = insertelement <16 x float> poison, float %v210, i64 0
  %v212 = shufflevector <16 x float> %v211, <16 x float> poison, <16 x i32> zeroinitializer
  %v213 = fmul contract <16 x float> %v207, %v212
  %v214 = fadd contract <16 x float> %v172, %v213
  %v215 = load float, ptr %v48, align 4, !alias.scope !0, !noalias !7
  %v216 = insertelement <16 x float> poison, float %v215, i64 0
  %v217 = shufflevector <16 x float> %v216, <16 x float> poison, <16 x i32> zeroinitializer
  %v218 = fmul contract <16 x float> %v207, %v217
  %v219 = fadd contract <16 x float> %v177, %v218
  %v220 = load float, ptr %v49, align 4, !alias.scope !0, !noalias !7
  %v221 = insertelement <16 x float> poison, float %v220, i64 0
  %v222 = shufflevector <16 x float> %v221, <16 x float> poison, <16 x i32> zeroinitializer
  %v223 = fmul contract <16 x float> %v207, %v222
  %v224 = fadd contract <16 x float> %v182, %v223
  %v225 = load float, ptr %v50, align 4, !alias.scope !0, !noalias !7
  %v226 = insertelement <16 x float> poison, float %v225, i64 0
  %v227 = shufflevector <16 x float> %v226, <16 x float> poison, <16 x i32> zeroinitializer
  %v228 = fmul contract <16 x float> %v207, %v227
  %v229 = fadd contract <16 x float> %v187, %v228
  %v230 = load float, ptr %v51, align 4, !alias.scope !0, !noalias !7
  %v231 = insertelement <16 x float> poison, float %v230, i64 0
  %v232 = shufflevector <16 x float> %v231, <16 x float> poison, <16 x i32> zeroinitializer
  %v233 = fmul contract <16 x float> %v207, %v232
  %v234 = fadd contract <16 x float> %v192, %v233
  %v235 = load float, ptr %v52, align 4, !alias.scope !0, !noalias !7
  %v236 = insertelement <16 x float> poison, float %v235, i64 0
  %v237 = shufflevector <16 x float> %v236, <16 x float> poison, <16 x i32> zeroinitializer
  %v238 = fmul contract <16 x float> %v207, %v237
  %v239 = fadd contract <16 x float> %v197, %v238
  %v240 = load float, ptr %v53, align 4, !alias.scope !0, !noalias !7
  %v241 = insertelement <16 x float> poison, float %v240, i64 0
  %v242 = shufflevector <16 x float> %v241, <16 x float> poison, <16 x i32> zeroinitializer
  %v243 = fmul contract <16 x float> %v207, %v242
  %v244 = fadd contract <16 x float> %v202, %v243
  %v245 = load float, ptr %v15, align 4, !alias.scope !0, !noalias !7
  %v246 = insertelement <16 x float> poison, float %v245, i64 0
  %v247 = shufflevector <16 x float> %v246, <16 x float> poison, <16 x i32> zeroinitializer
  %v248 = load <16 x float>, ptr %v77, align 4, !alias.scope !3, !noalias !8
  %v249 = fmul contract <16 x float> %v248, %v247
  %v250 = fadd contract <16 x float> %v209, %v249
  %v251 = load float, ptr %v16, align 4, !alias.scope !0, !noalias !7
  %v252 = insertelement <16 x float> poison, float %v251, i64 0
  %v253 = shufflevector <16 x float> %v252, <16 x float> poison, <16 x i32> zeroinitializer
  %v254 = fmul contract <16 x float> %v248, %v253
  %v255 = fadd contract <16 x float> %v214, %v254
  %v256 = load float, ptr %v17, align 4, !alias.scope !0, !noalias !7
  %v257 = insertelement <16 x float> poison, float %v256, i64 0
  %v258 = shufflevector <16 x float> %v257, <16 x float> poison, <16 x i32> zeroinitializer
  %v259 = fmul contract <16 x float> %v248, %v258
  %v260 = fadd contract <16 x float> %v219, %v259
  %v261 = load float, ptr %v18, align 4, !alias.scope !0, !noalias !7
  %v262 = insertelement <16 x float> poison, float %v261, i64 0
  %v263 = shufflevector <16 x float> %v262, <16 x float> poison, <16 x i32> zeroinitializer
  %v264 = fmul contract <16 x float> %v248, %v263
  %v265 = fadd contract <16 x float> %v224, %v264
  %v266 = load float, ptr %v19, align 4, !alias.scope !0, !noalias !7
  %v267 = insertelement <16 x float> poison, float %v266, i64 0
  %v268 = shufflevector <16 x float> %v267, <16 x float> poison, <16 x i32> zeroinitializer
  %v269 = fmul contract <16 x float> %v248, %v268
  %v270 = fadd contract <16 x float> %v229, %v269
  %v271 = load float, ptr %v20, align 4, !alias.scope !0, !noalias !7
  %v272 = insertelement <16 x float> poison, float %v271, i64 0
  %v273 = shufflevector <16 x float> %v272, <16 x float> poison, <16 x i32> zeroinitializer
  %v274 = fmul contract <16 x float> %v248, %v273
  %v275 = fadd contract <16 x float> %v234, %v274
  %v276 = load float, ptr %v21, align 4, !alias.scope !0, !noalias !7
  %v277 = insertelement <16 x float> poison, float %v276, i64 0
  %v278 = shufflevector <16 x float> %v277, <16 x float> poison, <16 x i32> zeroinitializer
  %v279 = fmul contract <16 x float> %v248, %v278
  %v280 = fadd contract <16 x float> %v239, %v279
  %v281 = load float, ptr %v22, align 4, !alias.scope !0, !noalias !7
  %v282 = insertelement <16 x float> poison, float %v281, i64 0
  %v283 = shufflevector <16 x float> %v282, <16 x float> poison, <16 x i32> zeroinitializer
  %v284 = fmul contract <16 x float> %v248, %v283
  %v285 = fadd contract <16 x float> %v244, %v284
  store <16 x float> %v250, ptr %v69, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v255, ptr %v76, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v260, ptr %v75, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v265, ptr %v74, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v270, ptr %v73, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v275, ptr %v72, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v280, ptr %v71, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v285, ptr %v70, align 4, !alias.scope !5, !noalias !9
  %v286 = load float, ptr %v54, align 4, !alias.scope !0, !noalias !7
  %v287 = insertelement <16 x float> poison, float %v286, i64 0
  %v288 = shufflevector <16 x float> %v287, <16 x float> poison, <16 x i32> zeroinitializer
  %v289 = load <16 x float>, ptr %v67, align 4, !alias.scope !3, !noalias !8
  %v290 = fmul contract <16 x float> %v289, %v288
  %v291 = fadd contract <16 x float> %v290, zeroinitializer
  %v292 = load float, ptr %v55, align 4, !alias.scope !0, !noalias !7
  %v293 = insertelement <16 x float> poison, float %v292, i64 0
  %v294 = shufflevector <16 x float> %v293, <16 x float> poison, <16 x i32> zeroinitializer
  %v295 = getelementptr i8, ptr %v67, i64 68
  %v296 = load <16 x float>, ptr %v295, align 4, !alias.scope !3, !noalias !8
  %v297 = fmul contract <16 x float> %v296, %v294
  %v298 = fadd contract <16 x float> %v291, %v297
  %v299 = load float, ptr %v56, align 4, !alias.scope !0, !noalias !7
  %v300 = insertelement <16 x float> poison, float %v299, i64 0
  %v301 = shufflevector <16 x float> %v300, <16 x float> poison, <16 x i32> zeroinitializer
  %v302 = getelementptr i8, ptr %v67, i64 136
  %v303 = load <16 x float>, ptr %v302, align 4, !alias.scope !3, !noalias !8
  %v304 = fmul contract <16 x float> %v303, %v301
  %v305 = fadd contract <16 x float> %v298, %v304
  %v306 = load float, ptr %v57, align 4, !alias.scope !0, !noalias !7
  %v307 = insertelement <16 x float> poison, float %v306, i64 0
  %v308 = shufflevector <16 x float> %v307, <16 x float> poison, <16 x i32> zeroinitializer
  %v309 = fmul contract <16 x float> %v207, %v308
  %v310 = fadd contract <16 x float> %v305, %v309
  %v311 = load float, ptr %v12, align 4, !alias.scope !0, !noalias !7
  %v312 = insertelement <16 x float> poison, float %v311, i64 0
  %v313 = shufflevector <16 x float> %v312, <16 x float> poison, <16 x i32> zeroinitializer
  %v314 = fmul contract <16 x float> %v248, %v313
  %v315 = fadd contract <16 x float> %v310, %v314
  store <16 x float> %v315, ptr %v68, align 4, !alias.scope !5, !noalias !9
  br label %v59

v64:                                    ; preds = %v58
  %v316 = lshr i64 %v60, 1
  %v317 = mul i64 %v316, 180
  %v318 = getelementptr i8, ptr %v4, i64 %v317
  %v319 = shl i64 %v60, 4
  %v320 = and i64 %v319, 16
  %v321 = mul i64 %v316, 340
  %v322 = getelementptr i8, ptr %v6, i64 %v321
  %v323 = getelementptr float, ptr %v322, i64 %v320
  %v324 = insertelement <16 x i64> poison, i64 %v320, i64 0
  %v325 = shufflevector <16 x i64> %v324, <16 x i64> poison, <16 x i32> zeroinitializer
  %v326 = or disjoint <16 x i64> %v325, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %v327 = icmp ult <16 x i64> %v326, <i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17>
  %v328 = getelementptr i8, ptr %v12, i64 %v317
  %v329 = getelementptr i8, ptr %v13, i64 %v321
  %v330 = getelementptr float, ptr %v329, i64 %v320
  %v331 = mul i64 %v316, 612
  %v332 = getelementptr i8, ptr %v14, i64 %v331
  %v333 = getelementptr float, ptr %v332, i64 %v320
  %v334 = getelementptr i8, ptr %v8, i64 %v331
  %v335 = getelementptr float, ptr %v334, i64 %v320
  %v336 = getelementptr i8, ptr %v335, i64 476
  %v337 = getelementptr i8, ptr %v335, i64 408
  %v338 = getelementptr i8, ptr %v335, i64 340
  %v339 = getelementptr i8, ptr %v335, i64 272
  %v340 = getelementptr i8, ptr %v335, i64 204
  %v341 = getelementptr i8, ptr %v335, i64 136
  %v342 = getelementptr i8, ptr %v335, i64 68
  %v343 = getelementptr inbounds i8, ptr %v318, i64 156
  %v344 = getelementptr inbounds i8, ptr %v318, i64 136
  %v345 = getelementptr inbounds i8, ptr %v318, i64 116
  %v346 = getelementptr inbounds i8, ptr %v318, i64 96
  %v347 = getelementptr inbounds i8, ptr %v318, i64 76
  %v348 = getelementptr inbounds i8, ptr %v318, i64 56
  %v349 = getelementptr inbounds i8, ptr %v318, i64 36
  %v350 = getelementptr inbounds i8, ptr %v318, i64 16
  %v351 = load float, ptr %v318, align 4, !alias.scope !0, !noalias !7
  %v352 = insertelement <16 x float> poison, float %v351, i64 0
  %v353 = shufflevector <16 x float> %v352, <16 x float> poison, <16 x i32> zeroinitializer
  %v354 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v323, i32 4, <16 x i1> %v327, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v355 = fmul contract <16 x float> %v354, %v353
  %v356 = fadd contract <16 x float> %v355, zeroinitializer
  %v357 = getelementptr inbounds i8, ptr %v318, i64 20
  %v358 = load float, ptr %v357, align 4, !alias.scope !0, !noalias !7
  %v359 = insertelement <16 x float> poison, float %v358, i64 0
  %v360 = shufflevector <16 x float> %v359, <16 x float> poison, <16 x i32> zeroinitializer
  %v361 = fmul contract <16 x float> %v354, %v360
  %v362 = fadd contract <16 x float> %v361, zeroinitializer
  %v363 = getelementptr inbounds i8, ptr %v318, i64 40
  %v364 = load float, ptr %v363, align 4, !alias.scope !0, !noalias !7
  %v365 = insertelement <16 x float> poison, float %v364, i64 0
  %v366 = shufflevector <16 x float> %v365, <16 x float> poison, <16 x i32> zeroinitializer
  %v367 = fmul contract <16 x float> %v354, %v366
  %v368 = fadd contract <16 x float> %v367, zeroinitializer
  %v369 = getelementptr inbounds i8, ptr %v318, i64 60
  %v370 = load float, ptr %v369, align 4, !alias.scope !0, !noalias !7
  %v371 = insertelement <16 x float> poison, float %v370, i64 0
  %v372 = shufflevector <16 x float> %v371, <16 x float> poison, <16 x i32> zeroinitializer
  %v373 = fmul contract <16 x float> %v354, %v372
  %v374 = fadd contract <16 x float> %v373, zeroinitializer
  %v375 = getelementptr inbounds i8, ptr %v318, i64 80
  %v376 = load float, ptr %v375, align 4, !alias.scope !0, !noalias !7
  %v377 = insertelement <16 x float> poison, float %v376, i64 0
  %v378 = shufflevector <16 x float> %v377, <16 x float> poison, <16 x i32> zeroinitializer
  %v379 = fmul contract <16 x float> %v354, %v378
  %v380 = fadd contract <16 x float> %v379, zeroinitializer
  %v381 = getelementptr inbounds i8, ptr %v318, i64 100
  %v382 = load float, ptr %v381, align 4, !alias.scope !0, !noalias !7
  %v383 = insertelement <16 x float> poison, float %v382, i64 0
  %v384 = shufflevector <16 x float> %v383, <16 x float> poison, <16 x i32> zeroinitializer
  %v385 = fmul contract <16 x float> %v354, %v384
  %v386 = fadd contract <16 x float> %v385, zeroinitializer
  %v387 = getelementptr inbounds i8, ptr %v318, i64 120
  %v388 = load float, ptr %v387, align 4, !alias.scope !0, !noalias !7
  %v389 = insertelement <16 x float> poison, float %v388, i64 0
  %v390 = shufflevector <16 x float> %v389, <16 x float> poison, <16 x i32> zeroinitializer
  %v391 = fmul contract <16 x float> %v354, %v390
  %v392 = fadd contract <16 x float> %v391, zeroinitializer
  %v393 = getelementptr inbounds i8, ptr %v318, i64 140
  %v394 = load float, ptr %v393, align 4, !alias.scope !0, !noalias !7
  %v395 = insertelement <16 x float> poison, float %v394, i64 0
  %v396 = shufflevector <16 x float> %v395, <16 x float> poison, <16 x i32> zeroinitializer
  %v397 = fmul contract <16 x float> %v354, %v396
  %v398 = fadd contract <16 x float> %v397, zeroinitializer
  %v399 = getelementptr inbounds i8, ptr %v318, i64 4
  %v400 = load float, ptr %v399, align 4, !alias.scope !0, !noalias !7
  %v401 = insertelement <16 x float> poison, float %v400, i64 0
  %v402 = shufflevector <16 x float> %v401, <16 x float> poison, <16 x i32> zeroinitializer
  %v403 = getelementptr i8, ptr %v323, i64 68
  %v404 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v403, i32 4, <16 x i1> %v327, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v405 = fmul contract <16 x float> %v404, %v402
  %v406 = fadd contract <16 x float> %v356, %v405
  %v407 = getelementptr inbounds i8, ptr %v318, i64 24
  %v408 = load float, ptr %v407, align 4, !alias.scope !0, !noalias !7
  %v409 = insertelement <16 x float> poison, float %v408, i64 0
  %v410 = shufflevector <16 x float> %v409, <16 x float> poison, <16 x i32> zeroinitializer
  %v411 = fmul contract <16 x float> %v404, %v410
  %v412 = fadd contract <16 x float> %v362, %v411
  %v413 = getelementptr inbounds i8, ptr %v318, i64 44
  %v414 = load float, ptr %v413, align 4, !alias.scope !0, !noalias !7
  %v415 = insertelement <16 x float> poison, float %v414, i64 0
  %v416 = shufflevector <16 x float> %v415, <16 x float> poison, <16 x i32> zeroinitializer
  %v417 = fmul contract <16 x float> %v404, %v416
  %v418 = fadd contract <16 x float> %v368, %v417
  %v419 = getelementptr inbounds i8, ptr %v318, i64 64
  %v420 = load float, ptr %v419, align 4, !alias.scope !0, !noalias !7
  %v421 = insertelement <16 x float> poison, float %v420, i64 0
  %v422 = shufflevector <16 x float> %v421, <16 x float> poison, <16 x i32> zeroinitializer
  %v423 = fmul contract <16 x float> %v404, %v422
  %v424 = fadd contract <16 x float> %v374, %v423
  %v425 = getelementptr inbounds i8, ptr %v318, i64 84
  %v426 = load float, ptr %v425, align 4, !alias.scope !0, !noalias !7
  %v427 = insertelement <16 x float> poison, float %v426, i64 0
  %v428 = shufflevector <16 x float> %v427, <16 x float> poison, <16 x i32> zeroinitializer
  %v429 = fmul contract <16 x float> %v404, %v428
  %v430 = fadd contract <16 x float> %v380, %v429
  %v431 = getelementptr inbounds i8, ptr %v318, i64 104
  %v432 = load float, ptr %v431, align 4, !alias.scope !0, !noalias !7
  %v433 = insertelement <16 x float> poison, float %v432, i64 0
  %v434 = shufflevector <16 x float> %v433, <16 x float> poison, <16 x i32> zeroinitializer
  %v435 = fmul contract <16 x float> %v404, %v434
  %v436 = fadd contract <16 x float> %v386, %v435
  %v437 = getelementptr inbounds i8, ptr %v318, i64 124
  %v438 = load float, ptr %v437, align 4, !alias.scope !0, !noalias !7
  %v439 = insertelement <16 x float> poison, float %v438, i64 0
  %v440 = shufflevector <16 x float> %v439, <16 x float> poison, <16 x i32> zeroinitializer
  %v441 = fmul contract <16 x float> %v404, %v440
  %v442 = fadd contract <16 x float> %v392, %v441
  %v443 = getelementptr inbounds i8, ptr %v318, i64 144
  %v444 = load float, ptr %v443, align 4, !alias.scope !0, !noalias !7
  %v445 = insertelement <16 x float> poison, float %v444, i64 0
  %v446 = shufflevector <16 x float> %v445, <16 x float> poison, <16 x i32> zeroinitializer
  %v447 = fmul contract <16 x float> %v404, %v446
  %v448 = fadd contract <16 x float> %v398, %v447
  %v449 = getelementptr i8, ptr %v318, i64 8
  %v450 = load float, ptr %v449, align 4, !alias.scope !0, !noalias !7
  %v451 = insertelement <16 x float> poison, float %v450, i64 0
  %v452 = shufflevector <16 x float> %v451, <16 x float> poison, <16 x i32> zeroinitializer
  %v453 = getelementptr i8, ptr %v323, i64 136
  %v454 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v453, i32 4, <16 x i1> %v327, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v455 = fmul contract <16 x float> %v454, %v452
  %v456 = fadd contract <16 x float> %v406, %v455
  %v457 = getelementptr i8, ptr %v318, i64 28
  %v458 = load float, ptr %v457, align 4, !alias.scope !0, !noalias !7
  %v459 = insertelement <16 x float> poison, float %v458, i64 0
  %v460 = shufflevector <16 x float> %v459, <16 x float> poison, <16 x i32> zeroinitializer
  %v461 = fmul contract <16 x float> %v454, %v460
  %v462 = fadd contract <16 x float> %v412, %v461
  %v463 = getelementptr i8, ptr %v318, i64 48
  %v464 = load float, ptr %v463, align 4, !alias.scope !0, !noalias !7
  %v465 = insertelement <16 x float> poison, float %v464, i64 0
  %v466 = shufflevector <16 x float> %v465, <16 x float> poison, <16 x i32> zeroinitializer
  %v467 = fmul contract <16 x float> %v454, %v466
  %v468 = fadd contract <16 x float> %v418, %v467
  %v469 = getelementptr i8, ptr %v318, i64 68
  %v470 = load float, ptr %v469, align 4, !alias.scope !0, !noalias !7
  %v471 = insertelement <16 x float> poison, float %v470, i64 0
  %v472 = shufflevector <16 x float> %v471, <16 x float> poison, <16 x i32> zeroinitializer
  %v473 = fmul contract <16 x float> %v454, %v472
  %v474 = fadd contract <16 x float> %v424, %v473
  %v475 = getelementptr i8, ptr %v318, i64 88
  %v476 = load float, ptr %v475, align 4, !alias.scope !0, !noalias !7
  %v477 = insertelement <16 x float> poison, float %v476, i64 0
  %v478 = shufflevector <16 x float> %v477, <16 x float> poison, <16 x i32> zeroinitializer
  %v479 = fmul contract <16 x float> %v454, %v478
  %v480 = fadd contract <16 x float> %v430, %v479
  %v481 = getelementptr i8, ptr %v318, i64 108
  %v482 = load float, ptr %v481, align 4, !alias.scope !0, !noalias !7
  %v483 = insertelement <16 x float> poison, float %v482, i64 0
  %v484 = shufflevector <16 x float> %v483, <16 x float> poison, <16 x i32> zeroinitializer
  %v485 = fmul contract <16 x float> %v454, %v484
  %v486 = fadd contract <16 x float> %v436, %v485
  %v487 = getelementptr i8, ptr %v318, i64 128
  %v488 = load float, ptr %v487, align 4, !alias.scope !0, !noalias !7
  %v489 = insertelement <16 x float> poison, float %v488, i64 0
  %v490 = shufflevector <16 x float> %v489, <16 x float> poison, <16 x i32> zeroinitializer
  %v491 = fmul contract <16 x float> %v454, %v490
  %v492 = fadd contract <16 x float> %v442, %v491
  %v493 = getelementptr i8, ptr %v318, i64 148
  %v494 = load float, ptr %v493, align 4, !alias.scope !0, !noalias !7
  %v495 = insertelement <16 x float> poison, float %v494, i64 0
  %v496 = shufflevector <16 x float> %v495, <16 x float> poison, <16 x i32> zeroinitializer
  %v497 = fmul contract <16 x float> %v454, %v496
  %v498 = fadd contract <16 x float> %v448, %v497
  %v499 = getelementptr i8, ptr %v318, i64 12
  %v500 = load float, ptr %v499, align 4, !alias.scope !0, !noalias !7
  %v501 = insertelement <16 x float> poison, float %v500, i64 0
  %v502 = shufflevector <16 x float> %v501, <16 x float> poison, <16 x i32> zeroinitializer
  %v503 = getelementptr i8, ptr %v323, i64 204
  %v504 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v503, i32 4, <16 x i1> %v327, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v505 = fmul contract <16 x float> %v504, %v502
  %v506 = fadd contract <16 x float> %v456, %v505
  %v507 = getelementptr i8, ptr %v318, i64 32
  %v508 = load float, ptr %v507, align 4, !alias.scope !0, !noalias !7
  %v509 = insertelement <16 x float> poison, float %v508, i64 0
  %v510 = shufflevector <16 x float> %v509, <16 x float> poison, <16 x i32> zeroinitializer
  %v511 = fmul contract <16 x float> %v504, %v510
  %v512 = fadd contract <16 x float> %v462, %v511
  %v513 = getelementptr i8, ptr %v318, i64 52
  %v514 = load float, ptr %v513, align 4, !alias.scope !0, !noalias !7
  %v515 = insertelement <16 x float> poison, float %v514, i64 0
  %v516 = shufflevector <16 x float> %v515, <16 x float> poison, <16 x i32> zeroinitializer
  %v517 = fmul contract <16 x float> %v504, %v516
  %v518 = fadd contract <16 x float> %v468, %v517
  %v519 = getelementptr i8, ptr %v318, i64 72
  %v520 = load float, ptr %v519, align 4, !alias.scope !0, !noalias !7
  %v521 = insertelement <16 x float> poison, float %v520, i64 0
  %v522 = shufflevector <16 x float> %v521, <16 x float> poison, <16 x i32> zeroinitializer
  %v523 = fmul contract <16 x float> %v504, %v522
  %v524 = fadd contract <16 x float> %v474, %v523
  %v525 = getelementptr i8, ptr %v318, i64 92
  %v526 = load float, ptr %v525, align 4, !alias.scope !0, !noalias !7
  %v527 = insertelement <16 x float> poison, float %v526, i64 0
  %v528 = shufflevector <16 x float> %v527, <16 x float> poison, <16 x i32> zeroinitializer
  %v529 = fmul contract <16 x float> %v504, %v528
  %v530 = fadd contract <16 x float> %v480, %v529
  %v531 = getelementptr i8, ptr %v318, i64 112
  %v532 = load float, ptr %v531, align 4, !alias.scope !0, !noalias !7
  %v533 = insertelement <16 x float> poison, float %v532, i64 0
  %v534 = shufflevector <16 x float> %v533, <16 x float> poison, <16 x i32> zeroinitializer
  %v535 = fmul contract <16 x float> %v504, %v534
  %v536 = fadd contract <16 x float> %v486, %v535
  %v537 = getelementptr i8, ptr %v318, i64 132
  %v538 = load float, ptr %v537, align 4, !alias.scope !0, !noalias !7
  %v539 = insertelement <16 x float> poison, float %v538, i64 0
  %v540 = shufflevector <16 x float> %v539, <16 x float> poison, <16 x i32> zeroinitializer
  %v541 = fmul contract <16 x float> %v504, %v540
  %v542 = fadd contract <16 x float> %v492, %v541
  %v543 = getelementptr i8, ptr %v318, i64 152
  %v544 = load float, ptr %v543, align 4, !alias.scope !0, !noalias !7
  %v545 = insertelement <16 x float> poison, float %v544, i64 0
  %v546 = shufflevector <16 x float> %v545, <16 x float> poison, <16 x i32> zeroinitializer
  %v547 = fmul contract <16 x float> %v504, %v546
  %v548 = fadd contract <16 x float> %v498, %v547
  %v549 = load float, ptr %v350, align 4, !alias.scope !0, !noalias !7
  %v550 = insertelement <16 x float> poison, float %v549, i64 0
  %v551 = shufflevector <16 x float> %v550, <16 x float> poison, <16 x i32> zeroinitializer
  %v552 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v330, i32 4, <16 x i1> %v327, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v553 = fmul contract <16 x float> %v552, %v551
  %v554 = fadd contract <16 x float> %v506, %v553
  %v555 = load float, ptr %v349, align 4, !alias.scope !0, !noalias !7
  %v556 = insertelement <16 x float> poison, float %v555, i64 0
  %v557 = shufflevector <16 x float> %v556, <16 x float> poison, <16 x i32> zeroinitializer
  %v558 = fmul contract <16 x float> %v552, %v557
  %v559 = fadd contract <16 x float> %v512, %v558
  %v560 = load float, ptr %v348, align 4, !alias.scope !0, !noalias !7
  %v561 = insertelement <16 x float> poison, float %v560, i64 0
  %v562 = shufflevector <16 x float> %v561, <16 x float> poison, <16 x i32> zeroinitializer
  %v563 = fmul contract <16 x float> %v552, %v562
  %v564 = fadd contract <16 x float> %v518, %v563
  %v565 = load float, ptr %v347, align 4, !alias.scope !0, !noalias !7
  %v566 = insertelement <16 x float> poison, float %v565, i64 0
  %v567 = shufflevector <16 x float> %v566, <16 x float> poison, <16 x i32> zeroinitializer
  %v568 = fmul contract <16 x float> %v552, %v567
  %v569 = fadd contract <16 x float> %v524, %v568
  %v570 = load float, ptr %v346, align 4, !alias.scope !0, !noalias !7
  %v571 = insertelement <16 x float> poison, float %v570, i64 0
  %v572 = shufflevector <16 x float> %v571, <16 x float> poison, <16 x i32> zeroinitializer
  %v573 = fmul contract <16 x float> %v552, %v572
  %v574 = fadd contract <16 x float> %v530, %v573
  %v575 = load float, ptr %v345, align 4, !alias.scope !0, !noalias !7
  %v576 = insertelement <16 x float> poison, float %v575, i64 0
  %v577 = shufflevector <16 x float> %v576, <16 x float> poison, <16 x i32> zeroinitializer
  %v578 = fmul contract <16 x float> %v552, %v577
  %v579 = fadd contract <16 x float> %v536, %v578
  %v580 = load float, ptr %v344, align 4, !alias.scope !0, !noalias !7
  %v581 = insertelement <16 x float> poison, float %v580, i64 0
  %v582 = shufflevector <16 x float> %v581, <16 x float> poison, <16 x i32> zeroinitializer
  %v583 = fmul contract <16 x float> %v552, %v582
  %v584 = fadd contract <16 x float> %v542, %v583
  %v585 = load float, ptr %v343, align 4, !alias.scope !0, !noalias !7
  %v586 = insertelement <16 x float> poison, float %v585, i64 0
  %v587 = shufflevector <16 x float> %v586, <16 x float> poison, <16 x i32> zeroinitializer
  %v588 = fmul contract <16 x float> %v552, %v587
  %v589 = fadd contract <16 x float> %v548, %v588
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v554, ptr %v335, i32 4, <16 x i1> %v327), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v559, ptr %v342, i32 4, <16 x i1> %v327), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v564, ptr %v341, i32 4, <16 x i1> %v327), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v569, ptr %v340, i32 4, <16 x i1> %v327), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v574, ptr %v339, i32 4, <16 x i1> %v327), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v579, ptr %v338, i32 4, <16 x i1> %v327), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v584, ptr %v337, i32 4, <16 x i1> %v327), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v589, ptr %v336, i32 4, <16 x i1> %v327), !alias.scope !5, !noalias !9
  %v590 = getelementptr i8, ptr %v318, i64 160
  %v591 = load float, ptr %v590, align 4, !alias.scope !0, !noalias !7
  %v592 = insertelement <16 x float> poison, float %v591, i64 0
  %v593 = shufflevector <16 x float> %v592, <16 x float> poison, <16 x i32> zeroinitializer
  %v594 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v323, i32 4, <16 x i1> %v327, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v595 = fmul contract <16 x float> %v594, %v593
  %v596 = fadd contract <16 x float> %v595, zeroinitializer
  %v597 = getelementptr i8, ptr %v318, i64 164
  %v598 = load float, ptr %v597, align 4, !alias.scope !0, !noalias !7
  %v599 = insertelement <16 x float> poison, float %v598, i64 0
  %v600 = shufflevector <16 x float> %v599, <16 x float> poison, <16 x i32> zeroinitializer
  %v601 = getelementptr i8, ptr %v323, i64 68
  %v602 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v601, i32 4, <16 x i1> %v327, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v603 = fmul contract <16 x float> %v602, %v600
  %v604 = fadd contract <16 x float> %v596, %v603
  %v605 = getelementptr i8, ptr %v318, i64 168
  %v606 = load float, ptr %v605, align 4, !alias.scope !0, !noalias !7
  %v607 = insertelement <16 x float> poison, float %v606, i64 0
  %v608 = shufflevector <16 x float> %v607, <16 x float> poison, <16 x i32> zeroinitializer
  %v609 = getelementptr i8, ptr %v323, i64 136
  %v610 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v609, i32 4, <16 x i1> %v327, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v611 = fmul contract <16 x float> %v610, %v608
  %v612 = fadd contract <16 x float> %v604, %v611
  %v613 = getelementptr i8, ptr %v318, i64 172
  %v614 = load float, ptr %v613, align 4, !alias.scope !0, !noalias !7
  %v615 = insertelement <16 x float> poison, float %v614, i64 0
  %v616 = shufflevector <16 x float> %v615, <16 x float> poison, <16 x i32> zeroinitializer
  %v617 = getelementptr i8, ptr %v323, i64 204
  %v618 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v617, i32 4, <16 x i1> %v327, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v619 = fmul contract <16 x float> %v618, %v616
  %v620 = fadd contract <16 x float> %v612, %v619
  %v621 = load float, ptr %v328, align 4, !alias.scope !0, !noalias !7
  %v622 = insertelement <16 x float> poison, float %v621, i64 0
  %v623 = shufflevector <16 x float> %v622, <16 x float> poison, <16 x i32> zeroinitializer
  %v624 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v330, i32 4, <16 x i1> %v327, <16 x float> zeroinitializer), !alias.scope !3, !noalias !8
  %v625 = fmul contract <16 x float> %v624, %v623
  %v626 = fadd contract <16 x float> %v620, %v625
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v626, ptr %v333, i32 4, <16 x i1> %v327), !alias.scope !5, !noalias !9
  br label %v59

v11: ; preds = %v59, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr nocapture, i32 immarg, <16 x i1>) #3

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_batch_matmul_f32_b2_m9_n17_k5_packed(ptr nocapture readonly %v0) local_unnamed_addr #4 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = getelementptr inbounds i8, ptr %v0, i64 16
  %v4 = load ptr, ptr %v3, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  %v5 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v5, ptr %v2, align 64, !noalias !10
  %v6 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v4, ptr %v6, align 16, !noalias !10
  call void @ktune_parallel_for(i64 4, ptr nonnull @ktune_batch_matmul_f32_b2_m9_n17_k5.parallel0, ptr nonnull %v2) #4
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
!1 = distinct !{!1, !2, !"ktune_batch_matmul_f32_b2_m9_n17_k5.parallel0.task: %A"}
!2 = distinct !{!2, !"ktune_batch_matmul_f32_b2_m9_n17_k5.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_batch_matmul_f32_b2_m9_n17_k5.parallel0.task: %B"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_batch_matmul_f32_b2_m9_n17_k5.parallel0.task: %C"}
!7 = !{!4, !6}
!8 = !{!1, !6}
!9 = !{!1, !4}
!10 = !{!11, !13, !14}
!11 = distinct !{!11, !12, !"ktune_batch_matmul_f32_b2_m9_n17_k5: %A"}
!12 = distinct !{!12, !"ktune_batch_matmul_f32_b2_m9_n17_k5"}
!13 = distinct !{!13, !12, !"ktune_batch_matmul_f32_b2_m9_n17_k5: %B"}
!14 = distinct !{!14, !12, !"ktune_batch_matmul_f32_b2_m9_n17_k5: %C"}
