; batch_matmul:B=2,M=9,N=17,K=5,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
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
  %v12 = getelementptr i8, ptr %v6, i64 272
  %v13 = getelementptr i8, ptr %v8, i64 408
  %v14 = getelementptr inbounds i8, ptr %v4, i64 120
  %v15 = getelementptr inbounds i8, ptr %v4, i64 136
  %v16 = getelementptr inbounds i8, ptr %v4, i64 156
  %v17 = getelementptr inbounds i8, ptr %v4, i64 176
  %v18 = getelementptr inbounds i8, ptr %v4, i64 16
  %v19 = getelementptr inbounds i8, ptr %v4, i64 36
  %v20 = getelementptr inbounds i8, ptr %v4, i64 56
  %v21 = getelementptr inbounds i8, ptr %v4, i64 76
  %v22 = getelementptr inbounds i8, ptr %v4, i64 96
  %v23 = getelementptr inbounds i8, ptr %v4, i64 116
  %v24 = getelementptr inbounds i8, ptr %v4, i64 20
  %v25 = getelementptr inbounds i8, ptr %v4, i64 40
  %v26 = getelementptr inbounds i8, ptr %v4, i64 60
  %v27 = getelementptr inbounds i8, ptr %v4, i64 80
  %v28 = getelementptr inbounds i8, ptr %v4, i64 100
  %v29 = getelementptr inbounds i8, ptr %v4, i64 4
  %v30 = getelementptr inbounds i8, ptr %v4, i64 24
  %v31 = getelementptr inbounds i8, ptr %v4, i64 44
  %v32 = getelementptr inbounds i8, ptr %v4, i64 64
  %v33 = getelementptr inbounds i8, ptr %v4, i64 84
  %v34 = getelementptr inbounds i8, ptr %v4, i64 104
  %v35 = getelementptr inbounds i8, ptr %v4, i64 8
  %v36 = getelementptr inbounds i8, ptr %v4, i64 28
  %v37 = getelementptr inbounds i8, ptr %v4, i64 48
  %v38 = getelementptr inbounds i8, ptr %v4, i64 68
  %v39 = getelementptr inbounds i8, ptr %v4, i64 88
  %v40 = getelementptr inbounds i8, ptr %v4, i64 108
  %v41 = getelementptr inbounds i8, ptr %v4, i64 12
  %v42 = getelementptr inbounds i8, ptr %v4, i64 32
  %v43 = getelementptr inbounds i8, ptr %v4, i64 52
  %v44 = getelementptr inbounds i8, ptr %v4, i64 72
  %v45 = getelementptr inbounds i8, ptr %v4, i64 92
  %v46 = getelementptr inbounds i8, ptr %v4, i64 112
  %v47 = getelementptr inbounds i8, ptr %v4, i64 140
  %v48 = getelementptr inbounds i8, ptr %v4, i64 160
  %v49 = getelementptr inbounds i8, ptr %v4, i64 124
  %v50 = getelementptr inbounds i8, ptr %v4, i64 144
  %v51 = getelementptr inbounds i8, ptr %v4, i64 164
  %v52 = getelementptr inbounds i8, ptr %v4, i64 128
  %v53 = getelementptr inbounds i8, ptr %v4, i64 148
  %v54 = getelementptr inbounds i8, ptr %v4, i64 168
  %v55 = getelementptr inbounds i8, ptr %v4, i64 132
  %v56 = getelementptr inbounds i8, ptr %v4, i64 152
  %v57 = getelementptr inbounds i8, ptr %v4, i64 172
  br label %v58

v58:                           ; preds = %v10, %v59
  %v60 = phi i64 [ %v61, %v59 ], [ %v1, %v10 ]
  %v62 = icmp slt i64 %v60, 1
  br i1 %v62, label %v63, label %v64

v64:                       ; preds = %v58
  %v65 = lshr i64 %v60, 1
  %v66 = mul i64 %v65, 180
  %v67 = getelementptr i8, ptr %v14, i64 %v66
  %v68 = shl i64 %v60, 4
  %v69 = and i64 %v68, 16
  %v70 = mul i64 %v65, 340
  %v71 = getelementptr i8, ptr %v6, i64 %v70
  %v72 = getelementptr float, ptr %v71, i64 %v69
  %v73 = insertelement <16 x i64> poison, i64 %v69, i64 0
  %v74 = shufflevector <16 x i64> %v73, <16 x i64> poison, <16 x i32> zeroinitializer
  %v75 = or disjoint <16 x i64> %v74, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %v76 = icmp ult <16 x i64> %v75, <i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17>
  %v77 = getelementptr i8, ptr %v4, i64 %v66
  %v78 = getelementptr inbounds i8, ptr %v77, i64 136
  %v79 = getelementptr i8, ptr %v12, i64 %v70
  %v80 = getelementptr float, ptr %v79, i64 %v69
  %v81 = getelementptr inbounds i8, ptr %v77, i64 156
  %v82 = getelementptr inbounds i8, ptr %v77, i64 176
  %v83 = mul i64 %v65, 612
  %v84 = getelementptr i8, ptr %v13, i64 %v83
  %v85 = getelementptr float, ptr %v84, i64 %v69
  %v86 = getelementptr i8, ptr %v85, i64 68
  %v87 = getelementptr i8, ptr %v85, i64 136
  %v88 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v72, i32 4, <16 x i1> %v76, <16 x float> zeroinitializer), !alias.scope !3, !noalias !7
  %v89 = getelementptr i8, ptr %v77, i64 112
  %v90 = getelementptr i8, ptr %v77, i64 92
  %v91 = getelementptr i8, ptr %v77, i64 72
  %v92 = getelementptr i8, ptr %v77, i64 52
  %v93 = getelementptr i8, ptr %v77, i64 32
  %v94 = getelementptr i8, ptr %v72, i64 204
  %v95 = getelementptr i8, ptr %v77, i64 12
  %v96 = getelementptr i8, ptr %v77, i64 108
  %v97 = getelementptr i8, ptr %v77, i64 88
  %v98 = getelementptr i8, ptr %v77, i64 68
  %v99 = getelementptr i8, ptr %v77, i64 48
  %v100 = getelementptr i8, ptr %v77, i64 28
  %v101 = getelementptr i8, ptr %v72, i64 136
  %v102 = getelementptr i8, ptr %v77, i64 8
  %v103 = getelementptr inbounds i8, ptr %v77, i64 104
  %v104 = getelementptr inbounds i8, ptr %v77, i64 84
  %v105 = getelementptr inbounds i8, ptr %v77, i64 64
  %v106 = getelementptr inbounds i8, ptr %v77, i64 44
  %v107 = getelementptr inbounds i8, ptr %v77, i64 24
  %v108 = getelementptr i8, ptr %v72, i64 68
  %v109 = getelementptr inbounds i8, ptr %v77, i64 4
  %v110 = getelementptr inbounds i8, ptr %v77, i64 100
  %v111 = getelementptr inbounds i8, ptr %v77, i64 80
  %v112 = getelementptr inbounds i8, ptr %v77, i64 60
  %v113 = getelementptr inbounds i8, ptr %v77, i64 40
  %v114 = getelementptr inbounds i8, ptr %v77, i64 20
  %v115 = getelementptr i8, ptr %v8, i64 %v83
  %v116 = getelementptr float, ptr %v115, i64 %v69
  %v117 = getelementptr i8, ptr %v116, i64 340
  %v118 = getelementptr i8, ptr %v116, i64 272
  %v119 = getelementptr i8, ptr %v116, i64 204
  %v120 = getelementptr i8, ptr %v116, i64 136
  %v121 = getelementptr i8, ptr %v116, i64 68
  %v122 = getelementptr inbounds i8, ptr %v77, i64 116
  %v123 = getelementptr inbounds i8, ptr %v77, i64 96
  %v124 = getelementptr inbounds i8, ptr %v77, i64 76
  %v125 = getelementptr inbounds i8, ptr %v77, i64 56
  %v126 = getelementptr inbounds i8, ptr %v77, i64 36
  %v127 = getelementptr inbounds i8, ptr %v77, i64 16
  %v128 = load float, ptr %v77, align 4, !alias.scope !0, !noalias !8
  %v129 = insertelement <16 x float> poison, float %v128, i64 0
  %v130 = shufflevector <16 x float> %v129, <16 x float> poison, <16 x i32> zeroinitializer
  %v131 = fmul contract <16 x float> %v88, %v130
  %v132 = fadd contract <16 x float> %v131, zeroinitializer
  %v133 = load float, ptr %v114, align 4, !alias.scope !0, !noalias !8
  %v134 = insertelement <16 x float> poison, float %v133, i64 0
  %v135 = shufflevector <16 x float> %v134, <16 x float> poison, <16 x i32> zeroinitializer
  %v136 = fmul contract <16 x float> %v88, %v135
  %v137 = fadd contract <16 x float> %v136, zeroinitializer
  %v138 = load float, ptr %v113, align 4, !alias.scope !0, !noalias !8
  %v139 = insertelement <16 x float> poison, float %v138, i64 0
  %v140 = shufflevector <16 x float> %v139, <16 x float> poison, <16 x i32> zeroinitializer
  %v141 = fmul contract <16 x float> %v88, %v140
  %v142 = fadd contract <16 x float> %v141, zeroinitializer
  %v143 = load float, ptr %v112, align 4, !alias.scope !0, !noalias !8
  %v144 = insertelement <16 x float> poison, float %v143, i64 0
  %v145 = shufflevector <16 x float> %v144, <16 x float> poison, <16 x i32> zeroinitializer
  %v146 = fmul contract <16 x float> %v88, %v145
  %v147 = fadd contract <16 x float> %v146, zeroinitializer
  %v148 = load float, ptr %v111, align 4, !alias.scope !0, !noalias !8
  %v149 = insertelement <16 x float> poison, float %v148, i64 0
  %v150 = shufflevector <16 x float> %v149, <16 x float> poison, <16 x i32> zeroinitializer
  %v151 = fmul contract <16 x float> %v88, %v150
  %v152 = fadd contract <16 x float> %v151, zeroinitializer
  %v153 = load float, ptr %v110, align 4, !alias.scope !0, !noalias !8
  %v154 = insertelement <16 x float> poison, float %v153, i64 0
  %v155 = shufflevector <16 x float> %v154, <16 x float> poison, <16 x i32> zeroinitializer
  %v156 = fmul contract <16 x float> %v88, %v155
  %v157 = fadd contract <16 x float> %v156, zeroinitializer
  %v158 = load float, ptr %v109, align 4, !alias.scope !0, !noalias !8
  %v159 = insertelement <16 x float> poison, float %v158, i64 0
  %v160 = shufflevector <16 x float> %v159, <16 x float> poison, <16 x i32> zeroinitializer
  %v161 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v108, i32 4, <16 x i1> %v76, <16 x float> zeroinitializer), !alias.scope !3, !noalias !7
  %v162 = fmul contract <16 x float> %v161, %v160
  %v163 = fadd contract <16 x float> %v132, %v162
  %v164 = load float, ptr %v107, align 4, !alias.scope !0, !noalias !8
  %v165 = insertelement <16 x float> poison, float %v164, i64 0
  %v166 = shufflevector <16 x float> %v165, <16 x float> poison, <16 x i32> zeroinitializer
  %v167 = fmul contract <16 x float> %v161, %v166
  %v168 = fadd contract <16 x float> %v137, %v167
  %v169 = load float, ptr %v106, align 4, !alias.scope !0, !noalias !8
  %v170 = insertelement <16 x float> poison, float %v169, i64 0
  %v171 = shufflevector <16 x float> %v170, <16 x float> poison, <16 x i32> zeroinitializer
  %v172 = fmul contract <16 x float> %v161, %v171
  %v173 = fadd contract <16 x float> %v142, %v172
  %v174 = load float, ptr %v105, align 4, !alias.scope !0, !noalias !8
  %v175 = insertelement <16 x float> poison, float %v174, i64 0
  %v176 = shufflevector <16 x float> %v175, <16 x float> poison, <16 x i32> zeroinitializer
  %v177 = fmul contract <16 x float> %v161, %v176
  %v178 = fadd contract <16 x float> %v147, %v177
  %v179 = load float, ptr %v104, align 4, !alias.scope !0, !noalias !8
  %v180 = insertelement <16 x float> poison, float %v179, i64 0
  %v181 = shufflevector <16 x float> %v180, <16 x float> poison, <16 x i32> zeroinitializer
  %v182 = fmul contract <16 x float> %v161, %v181
  %v183 = fadd contract <16 x float> %v152, %v182
  %v184 = load float, ptr %v103, align 4, !alias.scope !0, !noalias !8
  %v185 = insertelement <16 x float> poison, float %v184, i64 0
  %v186 = shufflevector <16 x float> %v185, <16 x float> poison, <16 x i32> zeroinitializer
  %v187 = fmul contract <16 x float> %v161, %v186
  %v188 = fadd contract <16 x float> %v157, %v187
  %v189 = load float, ptr %v102, align 4, !alias.scope !0, !noalias !8
  %v190 = insertelement <16 x float> poison, float %v189, i64 0
  %v191 = shufflevector <16 x float> %v190, <16 x float> poison, <16 x i32> zeroinitializer
  %v192 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v101, i32 4, <16 x i1> %v76, <16 x float> zeroinitializer), !alias.scope !3, !noalias !7
  %v193 = fmul contract <16 x float> %v192, %v191
  %v194 = fadd contract <16 x float> %v163, %v193
  %v195 = load float, ptr %v100, align 4, !alias.scope !0, !noalias !8
  %v196 = insertelement <16 x float> poison, float %v195, i64 0
  %v197 = shufflevector <16 x float> %v196, <16 x float> poison, <16 x i32> zeroinitializer
  %v198 = fmul contract <16 x float> %v192, %v197
  %v199 = fadd contract <16 x float> %v168, %v198
  %v200 = load float, ptr %v99, align 4, !alias.scope !0, !noalias !8
  %v201 = insertelement <16 x float> poison, float %v200, i64 0
  %v202 = shufflevector <16 x float> %v201, <16 x float> poison, <16 x i32> zeroinitializer
  %v203 = fmul contract <16 x float> %v192, %v202
  %v204 = fadd contract <16 x float> %v173, %v203
  %v205 = load float, ptr %v98, align 4, !alias.scope !0, !noalias !8
  %v206 = insertelement <16 x float> poison, float %v205, i64 0
  %v207 = shufflevector <16 x float> %v206, <16 x float> poison, <16 x i32> zeroinitializer
  %v208 = fmul contract <16 x float> %v192, %v207
  %v209 = fadd contract <16 x float> %v178, %v208
  %v210 = load float, ptr %v97, align 4, !alias.scope !0, !noalias !8
  %v211 = insertelement <16 x float> poison, float %v210, i64 0
  %v212 = shufflevector <16 x float> %v211, <16 x float> poison, <16 x i32> zeroinitializer
  %v213 = fmul contract <16 x float> %v192, %v212
  %v214 = fadd contract <16 x float> %v183, %v213
  %v215 = load float, ptr %v96, align 4, !alias.scope !0, !noalias !8
  %v216 = insertelement <16 x float> poison, float %v215, i64 0
  %v217 = shufflevector <16 x float> %v216, <16 x float> poison, <16 x i32> zeroinitializer
  %v218 = fmul contract <16 x float> %v192, %v217
  %v219 = fadd contract <16 x float> %v188, %v218
  %v220 = load float, ptr %v95, align 4, !alias.scope !0, !noalias !8
  %v221 = insertelement <16 x float> poison, float %v220, i64 0
  %v222 = shufflevector <16 x float> %v221, <16 x float> poison, <16 x i32> zeroinitializer
  %v223 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v94, i32 4, <16 x i1> %v76, <16 x float> zeroinitializer), !alias.scope !3, !noalias !7
  %v224 = fmul contract <16 x float> %v223, %v222
  %v225 = fadd contract <16 x float> %v194, %v224
  %v226 = load float, ptr %v93, align 4, !alias.scope !0, !noalias !8
  %v227 = insertelement <16 x float> poison, float %v226, i64 0
  %v228 = shufflevector <16 x float> %v227, <16 x float> poison, <16 x i32> zeroinitializer
  %v229 = fmul contract <16 x float> %v223, %v228
  %v230 = fadd contract <16 x float> %v199, %v229
  %v231 = load float, ptr %v92, align 4, !alias.scope !0, !noalias !8
  %v232 = insertelement <16 x float> poison, float %v231, i64 0
  %v233 = shufflevector <16 x float> %v232, <16 x float> poison, <16 x i32> zeroinitializer
  %v234 = fmul contract <16 x float> %v223, %v233
  %v235 = fadd contract <16 x float> %v204, %v234
  %v236 = load float, ptr %v91, align 4, !alias.scope !0, !noalias !8
  %v237 = insertelement <16 x float> poison, float %v236, i64 0
  %v238 = shufflevector <16 x float> %v237, <16 x float> poison, <16 x i32> zeroinitializer
  %v239 = fmul contract <16 x float> %v223, %v238
  %v240 = fadd contract <16 x float> %v209, %v239
  %v241 = load float, ptr %v90, align 4, !alias.scope !0, !noalias !8
  %v242 = insertelement <16 x float> poison, float %v241, i64 0
  %v243 = shufflevector <16 x float> %v242, <16 x float> poison, <16 x i32> zeroinitializer
  %v244 = fmul contract <16 x float> %v223, %v243
  %v245 = fadd contract <16 x float> %v214, %v244
  %v246 = load float, ptr %v89, align 4, !alias.scope !0, !noalias !8
  %v247 = insertelement <16 x float> poison, float %v246, i64 0
  %v248 = shufflevector <16 x float> %v247, <16 x float> poison, <16 x i32> zeroinitializer
  %v249 = fmul contract <16 x float> %v223, %v248
  %v250 = fadd contract <16 x float> %v219, %v249
  %v251 = load float, ptr %v127, align 4, !alias.scope !0, !noalias !8
  %v252 = insertelement <16 x float> poison, float %v251, i64 0
  %v253 = shufflevector <16 x float> %v252, <16 x float> poison, <16 x i32> zeroinitializer
  %v254 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v80, i32 4, <16 x i1> %v76, <16 x float> zeroinitializer), !alias.scope !3, !noalias !7
  %v255 = fmul contract <16 x float> %v254, %v253
  %v256 = fadd contract <16 x float> %v225, %v255
  %v257 = load float, ptr %v126, align 4, !alias.scope !0, !noalias !8
  %v258 = insertelement <16 x float> poison, float %v257, i64 0
  %v259 = shufflevector <16 x float> %v258, <16 x float> poison, <16 x i32> zeroinitializer
  %v260 = fmul contract <16 x float> %v254, %v259
  %v261 = fadd contract <16 x float> %v230, %v260
  %v262 = load float, ptr %v125, align 4, !alias.scope !0, !noalias !8
  %v263 = insertelement <16 x float> poison, float %v262, i64 0
  %v264 = shufflevector <16 x float> %v263, <16 x float> poison, <16 x i32> zeroinitializer
  %v265 = fmul contract <16 x float> %v254, %v264
  %v266 = fadd contract <16 x float> %v235, %v265
  %v267 = load float, ptr %v124, align 4, !alias.scope !0, !noalias !8
  %v268 = insertelement <16 x float> poison, float %v267, i64 0
  %v269 = shufflevector <16 x float> %v268, <16 x float> poison, <16 x i32> zeroinitializer
  %v270 = fmul contract <16 x float> %v254, %v269
  %v271 = fadd contract <16 x float> %v240, %v270
  %v272 = load float, ptr %v123, align 4, !alias.scope !0, !noalias !8
  %v273 = insertelement <16 x float> poison, float %v272, i64 0
  %v274 = shufflevector <16 x float> %v273, <16 x float> poison, <16 x i32> zeroinitializer
  %v275 = fmul contract <16 x float> %v254, %v274
  %v276 = fadd contract <16 x float> %v245, %v275
  %v277 = load float, ptr %v122, align 4, !alias.scope !0, !noalias !8
  %v278 = insertelement <16 x float> poison, float %v277, i64 0
  %v279 = shufflevector <16 x float> %v278, <16 x float> poison, <16 x i32> zeroinitializer
  %v280 = fmul contract <16 x float> %v254, %v279
  %v281 = fadd contract <16 x float> %v250, %v280
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v256, ptr %v116, i32 4, <16 x i1> %v76), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v261, ptr %v121, i32 4, <16 x i1> %v76), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v266, ptr %v120, i32 4, <16 x i1> %v76), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v271, ptr %v119, i32 4, <16 x i1> %v76), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v276, ptr %v118, i32 4, <16 x i1> %v76), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v281, ptr %v117, i32 4, <16 x i1> %v76), !alias.scope !5, !noalias !9
  %v282 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v72, i32 4, <16 x i1> %v76, <16 x float> zeroinitializer), !alias.scope !3, !noalias !7
  %v283 = load float, ptr %v67, align 4, !alias.scope !0, !noalias !8
  %v284 = insertelement <16 x float> poison, float %v283, i64 0
  %v285 = shufflevector <16 x float> %v284, <16 x float> poison, <16 x i32> zeroinitializer
  %v286 = fmul contract <16 x float> %v282, %v285
  %v287 = fadd contract <16 x float> %v286, zeroinitializer
  %v288 = getelementptr inbounds i8, ptr %v67, i64 20
  %v289 = load float, ptr %v288, align 4, !alias.scope !0, !noalias !8
  %v290 = insertelement <16 x float> poison, float %v289, i64 0
  %v291 = shufflevector <16 x float> %v290, <16 x float> poison, <16 x i32> zeroinitializer
  %v292 = fmul contract <16 x float> %v282, %v291
  %v293 = fadd contract <16 x float> %v292, zeroinitializer
  %v294 = getelementptr inbounds i8, ptr %v67, i64 40
  %v295 = load float, ptr %v294, align 4, !alias.scope !0, !noalias !8
  %v296 = insertelement <16 x float> poison, float %v295, i64 0
  %v297 = shufflevector <16 x float> %v296, <16 x float> poison, <16 x i32> zeroinitializer
  %v298 = fmul contract <16 x float> %v282, %v297
  %v299 = fadd contract <16 x float> %v298, zeroinitializer
  %v300 = getelementptr inbounds i8, ptr %v67, i64 4
  %v301 = load float, ptr %v300, align 4, !alias.scope !0, !noalias !8
  %v302 = insertelement <16 x float> poison, float %v301, i64 0
  %v303 = shufflevector <16 x float> %v302, <16 x float> poison, <16 x i32> zeroinitializer
  %v304 = getelementptr i8, ptr %v72, i64 68
  %v305 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v304, i32 4, <16 x i1> %v76, <16 x float> zeroinitializer), !alias.scope !3, !noalias !7
  %v306 = fmul contract <16 x float> %v305, %v303
  %v307 = fadd contract <16 x float> %v287, %v306
  %v308 = getelementptr inbounds i8, ptr %v67, i64 24
  %v309 = load float, ptr %v308, align 4, !alias.scope !0, !noalias !8
  %v310 = insertelement <16 x float> poison, float %v309, i64 0
  %v311 = shufflevector <16 x float> %v310, <16 x float> poison, <16 x i32> zeroinitializer
  %v312 = fmul contract <16 x float> %v305, %v311
  %v313 = fadd contract <16 x float> %v293, %v312
  %v314 = getelementptr inbounds i8, ptr %v67, i64 44
  %v315 = load float, ptr %v314, align 4, !alias.scope !0, !noalias !8
  %v316 = insertelement <16 x float> poison, float %v315, i64 0
  %v317 = shufflevector <16 x float> %v316, <16 x float> poison, <16 x i32> zeroinitializer
  %v318 = fmul contract <16 x float> %v305, %v317
  %v319 = fadd contract <16 x float> %v299, %v318
  %v320 = getelementptr i8, ptr %v67, i64 8
  %v321 = load float, ptr %v320, align 4, !alias.scope !0, !noalias !8
  %v322 = insertelement <16 x float> poison, float %v321, i64 0
  %v323 = shufflevector <16 x float> %v322, <16 x float> poison, <16 x i32> zeroinitializer
  %v324 = getelementptr i8, ptr %v72, i64 136
  %v325 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v324, i32 4, <16 x i1> %v76, <16 x float> zeroinitializer), !alias.scope !3, !noalias !7
  %v326 = fmul contract <16 x float> %v325, %v323
  %v327 = fadd contract <16 x float> %v307, %v326
  %v328 = getelementptr i8, ptr %v67, i64 28
  %v329 = load float, ptr %v328, align 4, !alias.scope !0, !noalias !8
  %v330 = insertelement <16 x float> poison, float %v329, i64 0
  %v331 = shufflevector <16 x float> %v330, <16 x float> poison, <16 x i32> zeroinitializer
  %v332 = fmul contract <16 x float> %v325, %v331
  %v333 = fadd contract <16 x float> %v313, %v332
  %v334 = getelementptr i8, ptr %v67, i64 48
  %v335 = load float, ptr %v334, align 4, !alias.scope !0, !noalias !8
  %v336 = insertelement <16 x float> poison, float %v335, i64 0
  %v337 = shufflevector <16 x float> %v336, <16 x float> poison, <16 x i32> zeroinitializer
  %v338 = fmul contract <16 x float> %v325, %v337
  %v339 = fadd contract <16 x float> %v319, %v338
  %v340 = getelementptr i8, ptr %v67, i64 12
  %v341 = load float, ptr %v340, align 4, !alias.scope !0, !noalias !8
  %v342 = insertelement <16 x float> poison, float %v341, i64 0
  %v343 = shufflevector <16 x float> %v342, <16 x float> poison, <16 x i32> zeroinitializer
  %v344 = getelementptr i8, ptr %v72, i64 204
  %v345 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v344, i32 4, <16 x i1> %v76, <16 x float> zeroinitializer), !alias.scope !3, !noalias !7
  %v346 = fmul contract <16 x float> %v345, %v343
  %v347 = fadd contract <16 x float> %v327, %v346
  %v348 = getelementptr i8, ptr %v67, i64 32
  %v349 = load float, ptr %v348, align 4, !alias.scope !0, !noalias !8
  %v350 = insertelement <16 x float> poison, float %v349, i64 0
  %v351 = shufflevector <16 x float> %v350, <16 x float> poison, <16 x i32> zeroinitializer
  %v352 = fmul contract <16 x float> %v345, %v351
  %v353 = fadd contract <16 x float> %v333, %v352
  %v354 = getelementptr i8, ptr %v67, i64 52
  %v355 = load float, ptr %v354, align 4, !alias.scope !0, !noalias !8
  %v356 = insertelement <16 x float> poison, float %v355, i64 0
  %v357 = shufflevector <16 x float> %v356, <16 x float> poison, <16 x i32> zeroinitializer
  %v358 = fmul contract <16 x float> %v345, %v357
  %v359 = fadd contract <16 x float> %v339, %v358
  %v360 = load float, ptr %v78, align 4, !alias.scope !0, !noalias !8
  %v361 = insertelement <16 x float> poison, float %v360, i64 0
  %v362 = shufflevector <16 x float> %v361, <16 x float> poison, <16 x i32> zeroinitializer
  %v363 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v80, i32 4, <16 x i1> %v76, <16 x float> zeroinitializer), !alias.scope !3, !noalias !7
  %v364 = fmul contract <16 x float> %v363, %v362
  %v365 = fadd contract <16 x float> %v347, %v364
  %v366 = load float, ptr %v81, align 4, !alias.scope !0, !noalias !8
  %v367 = insertelement <16 x float> poison, float %v366, i64 0
  %v368 = shufflevector <16 x float> %v367, <16 x float> poison, <16 x i32> zeroinitializer
  %v369 = fmul contract <16 x float> %v363, %v368
  %v370 = fadd contract <16 x float> %v353, %v369
  %v371 = load float, ptr %v82, align 4, !alias.scope !0, !noalias !8
  %v372 = insertelement <16 x float> poison, float %v371, i64 0
  %v373 = shufflevector <16 x float> %v372, <16 x float> poison, <16 x i32> zeroinitializer
  %v374 = fmul contract <16 x float> %v363, %v373
  %v375 = fadd contract <16 x float> %v359, %v374
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v365, ptr %v85, i32 4, <16 x i1> %v76), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v370, ptr %v86, i32 4, <16 x i1> %v76), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v375, ptr %v87, i32 4, <16 x i1> %v76), !alias.scope !5, !noalias !9
  br label %v59

v63:                         ; preds = %v58
  %v376 = shl i64 %v60, 6
  %v377 = getelementptr i8, ptr %v6, i64 %v376
  %v378 = getelementptr i8, ptr %v12, i64 %v376
  %v379 = getelementptr i8, ptr %v8, i64 %v376
  %v380 = getelementptr i8, ptr %v379, i64 408
  %v381 = getelementptr i8, ptr %v379, i64 476
  %v382 = getelementptr i8, ptr %v379, i64 544
  %v383 = load <16 x float>, ptr %v377, align 4, !alias.scope !3, !noalias !7
  %v384 = getelementptr i8, ptr %v377, i64 204
  %v385 = getelementptr i8, ptr %v377, i64 136
  %v386 = getelementptr i8, ptr %v377, i64 68
  %v387 = getelementptr i8, ptr %v379, i64 340
  %v388 = getelementptr i8, ptr %v379, i64 272
  %v389 = getelementptr i8, ptr %v379, i64 204
  %v390 = getelementptr i8, ptr %v379, i64 136
  %v391 = getelementptr i8, ptr %v379, i64 68
  %v392 = load float, ptr %v4, align 4, !alias.scope !0, !noalias !8
  %v393 = insertelement <16 x float> poison, float %v392, i64 0
  %v394 = shufflevector <16 x float> %v393, <16 x float> poison, <16 x i32> zeroinitializer
  %v395 = fmul contract <16 x float> %v383, %v394
  %v396 = fadd contract <16 x float> %v395, zeroinitializer
  %v397 = load float, ptr %v24, align 4, !alias.scope !0, !noalias !8
  %v398 = insertelement <16 x float> poison, float %v397, i64 0
  %v399 = shufflevector <16 x float> %v398, <16 x float> poison, <16 x i32> zeroinitializer
  %v400 = fmul contract <16 x float> %v383, %v399
  %v401 = fadd contract <16 x float> %v400, zeroinitializer
  %v402 = load float, ptr %v25, align 4, !alias.scope !0, !noalias !8
  %v403 = insertelement <16 x float> poison, float %v402, i64 0
  %v404 = shufflevector <16 x float> %v403, <16 x float> poison, <16 x i32> zeroinitializer
  %v405 = fmul contract <16 x float> %v383, %v404
  %v406 = fadd contract <16 x float> %v405, zeroinitializer
  %v407 = load float, ptr %v26, align 4, !alias.scope !0, !noalias !8
  %v408 = insertelement <16 x float> poison, float %v407, i64 0
  %v409 = shufflevector <16 x float> %v408, <16 x float> poison, <16 x i32> zeroinitializer
  %v410 = fmul contract <16 x float> %v383, %v409
  %v411 = fadd contract <16 x float> %v410, zeroinitializer
  %v412 = load float, ptr %v27, align 4, !alias.scope !0, !noalias !8
  %v413 = insertelement <16 x float> poison, float %v412, i64 0
  %v414 = shufflevector <16 x float> %v413, <16 x float> poison, <16 x i32> zeroinitializer
  %v415 = fmul contract <16 x float> %v383, %v414
  %v416 = fadd contract <16 x float> %v415, zeroinitializer
  %v417 = load float, ptr %v28, align 4, !alias.scope !0, !noalias !8
  %v418 = insertelement <16 x float> poison, float %v417, i64 0
  %v419 = shufflevector <16 x float> %v418, <16 x float> poison, <16 x i32> zeroinitializer
  %v420 = fmul contract <16 x float> %v383, %v419
  %v421 = fadd contract <16 x float> %v420, zeroinitializer
  %v422 = load float, ptr %v29, align 4, !alias.scope !0, !noalias !8
  %v423 = insertelement <16 x float> poison, float %v422, i64 0
  %v424 = shufflevector <16 x float> %v423, <16 x float> poison, <16 x i32> zeroinitializer
  %v425 = load <16 x float>, ptr %v386, align 4, !alias.scope !3, !noalias !7
  %v426 = fmul contract <16 x float> %v425, %v424
  %v427 = fadd contract <16 x float> %v396, %v426
  %v428 = load float, ptr %v30, align 4, !alias.scope !0, !noalias !8
  %v429 = insertelement <16 x float> poison, float %v428, i64 0
  %v430 = shufflevector <16 x float> %v429, <16 x float> poison, <16 x i32> zeroinitializer
  %v431 = fmul contract <16 x float> %v425, %v430
  %v432 = fadd contract <16 x float> %v401, %v431
  %v433 = load float, ptr %v31, align 4, !alias.scope !0, !noalias !8
  %v434 = insertelement <16 x float> poison, float %v433, i64 0
  %v435 = shufflevector <16 x float> %v434, <16 x float> poison, <16 x i32> zeroinitializer
  %v436 = fmul contract <16 x float> %v425, %v435
  %v437 = fadd contract <16 x float> %v406, %v436
  %v438 = load float, ptr %v32, align 4, !alias.scope !0, !noalias !8
  %v439 = insertelement <16 x float> poison, float %v438, i64 0
  %v440 = shufflevector <16 x float> %v439, <16 x float> poison, <16 x i32> zeroinitializer
  %v441 = fmul contract <16 x float> %v425, %v440
  %v442 = fadd contract <16 x float> %v411, %v441
  %v443 = load float, ptr %v33, align 4, !alias.scope !0, !noalias !8
  %v444 = insertelement <16 x float> poison, float %v443, i64 0
  %v445 = shufflevector <16 x float> %v444, <16 x float> poison, <16 x i32> zeroinitializer
  %v446 = fmul contract <16 x float> %v425, %v445
  %v447 = fadd contract <16 x float> %v416, %v446
  %v448 = load float, ptr %v34, align 4, !alias.scope !0, !noalias !8
  %v449 = insertelement <16 x float> poison, float %v448, i64 0
  %v450 = shufflevector <16 x float> %v449, <16 x float> poison, <16 x i32> zeroinitializer
  %v451 = fmul contract <16 x float> %v425, %v450
  %v452 = fadd contract <16 x float> %v421, %v451
  %v453 = load float, ptr %v35, align 4, !alias.scope !0, !noalias !8
  %v454 = insertelement <16 x float> poison, float %v453, i64 0
  %v455 = shufflevector <16 x float> %v454, <16 x float> poison, <16 x i32> zeroinitializer
  %v456 = load <16 x float>, ptr %v385, align 4, !alias.scope !3, !noalias !7
  %v457 = fmul contract <16 x float> %v456, %v455
  %v458 = fadd contract <16 x float> %v427, %v457
  %v459 = load float, ptr %v36, align 4, !alias.scope !0, !noalias !8
  %v460 = insertelement <16 x float> poison, float %v459, i64 0
  %v461 = shufflevector <16 x float> %v460, <16 x float> poison, <16 x i32> zeroinitializer
  %v462 = fmul contract <16 x float> %v456, %v461
  %v463 = fadd contract <16 x float> %v432, %v462
  %v464 = load float, ptr %v37, align 4, !alias.scope !0, !noalias !8
  %v465 = insertelement <16 x float> poison, float %v464, i64 0
  %v466 = shufflevector <16 x float> %v465, <16 x float> poison, <16 x i32> zeroinitializer
  %v467 = fmul contract <16 x float> %v456, %v466
  %v468 = fadd contract <16 x float> %v437, %v467
  %v469 = load float, ptr %v38, align 4, !alias.scope !0, !noalias !8
  %v470 = insertelement <16 x float> poison, float %v469, i64 0
  %v471 = shufflevector <16 x float> %v470, <16 x float> poison, <16 x i32> zeroinitializer
  %v472 = fmul contract <16 x float> %v456, %v471
  %v473 = fadd contract <16 x float> %v442, %v472
  %v474 = load float, ptr %v39, align 4, !alias.scope !0, !noalias !8
  %v475 = insertelement <16 x float> poison, float %v474, i64 0
  %v476 = shufflevector <16 x float> %v475, <16 x float> poison, <16 x i32> zeroinitializer
  %v477 = fmul contract <16 x float> %v456, %v476
  %v478 = fadd contract <16 x float> %v447, %v477
  %v479 = load float, ptr %v40, align 4, !alias.scope !0, !noalias !8
  %v480 = insertelement <16 x float> poison, float %v479, i64 0
  %v481 = shufflevector <16 x float> %v480, <16 x float> poison, <16 x i32> zeroinitializer
  %v482 = fmul contract <16 x float> %v456, %v481
  %v483 = fadd contract <16 x float> %v452, %v482
  %v484 = load float, ptr %v41, align 4, !alias.scope !0, !noalias !8
  %v485 = insertelement <16 x float> poison, float %v484, i64 0
  %v486 = shufflevector <16 x float> %v485, <16 x float> poison, <16 x i32> zeroinitializer
  %v487 = load <16 x float>, ptr %v384, align 4, !alias.scope !3, !noalias !7
  %v488 = fmul contract <16 x float> %v487, %v486
  %v489 = fadd contract <16 x float> %v458, %v488
  %v490 = load float, ptr %v42, align 4, !alias.scope !0, !noalias !8
  %v491 = insertelement <16 x float> poison, float %v490, i64 0
  %v492 = shufflevector <16 x float> %v491, <16 x float> poison, <16 x i32> zeroinitializer
  %v493 = fmul contract <16 x float> %v487, %v492
  %v494 = fadd contract <16 x float> %v463, %v493
  %v495 = load float, ptr %v43, align 4, !alias.scope !0, !noalias !8
  %v496 = insertelement <16 x float> poison, float %v495, i64 0
  %v497 = shufflevector <16 x float> %v496, <16 x float> poison, <16 x i32> zeroinitializer
  %v498 = fmul contract <16 x float> %v487, %v497
  %v499 = fadd contract <16 x float> %v468, %v498
  %v500 = load float, ptr %v44, align 4, !alias.scope !0, !noalias !8
  %v501 = insertelement <16 x float> poison, float %v500, i64 0
  %v502 = shufflevector <16 x float> %v501, <16 x float> poison, <16 x i32> zeroinitializer
  %v503 = fmul contract <16 x float> %v487, %v502
  %v504 = fadd contract <16 x float> %v473, %v503
  %v505 = load float, ptr %v45, align 4, !alias.scope !0, !noalias !8
  %v506 = insertelement <16 x float> poison, float %v505, i64 0
  %v507 = shufflevector <16 x float> %v506, <16 x float> poison, <16 x i32> zeroinitializer
  %v508 = fmul contract <16 x float> %v487, %v507
  %v509 = fadd contract <16 x float> %v478, %v508
  %v510 = load float, ptr %v46, align 4, !alias.scope !0, !noalias !8
  %v511 = insertelement <16 x float> poison, float %v510, i64 0
  %v512 = shufflevector <16 x float> %v511, <16 x float> poison, <16 x i32> zeroinitializer
  %v513 = fmul contract <16 x float> %v487, %v512
  %v514 = fadd contract <16 x float> %v483, %v513
  %v515 = load float, ptr %v18, align 4, !alias.scope !0, !noalias !8
  %v516 = insertelement <16 x float> poison, float %v515, i64 0
  %v517 = shufflevector <16 x float> %v516, <16 x float> poison, <16 x i32> zeroinitializer
  %v518 = load <16 x float>, ptr %v378, align 4, !alias.scope !3, !noalias !7
  %v519 = fmul contract <16 x float> %v518, %v517
  %v520 = fadd contract <16 x float> %v489, %v519
  %v521 = load float, ptr %v19, align 4, !alias.scope !0, !noalias !8
  %v522 = insertelement <16 x float> poison, float %v521, i64 0
  %v523 = shufflevector <16 x float> %v522, <16 x float> poison, <16 x i32> zeroinitializer
  %v524 = fmul contract <16 x float> %v518, %v523
  %v525 = fadd contract <16 x float> %v494, %v524
  %v526 = load float, ptr %v20, align 4, !alias.scope !0, !noalias !8
  %v527 = insertelement <16 x float> poison, float %v526, i64 0
  %v528 = shufflevector <16 x float> %v527, <16 x float> poison, <16 x i32> zeroinitializer
  %v529 = fmul contract <16 x float> %v518, %v528
  %v530 = fadd contract <16 x float> %v499, %v529
  %v531 = load float, ptr %v21, align 4, !alias.scope !0, !noalias !8
  %v532 = insertelement <16 x float> poison, float %v531, i64 0
  %v533 = shufflevector <16 x float> %v532, <16 x float> poison, <16 x i32> zeroinitializer
  %v534 = fmul contract <16 x float> %v518, %v533
  %v535 = fadd contract <16 x float> %v504, %v534
  %v536 = load float, ptr %v22, align 4, !alias.scope !0, !noalias !8
  %v537 = insertelement <16 x float> poison, float %v536, i64 0
  %v538 = shufflevector <16 x float> %v537, <16 x float> poison, <16 x i32> zeroinitializer
  %v539 = fmul contract <16 x float> %v518, %v538
  %v540 = fadd contract <16 x float> %v509, %v539
  %v541 = load float, ptr %v23, align 4, !alias.scope !0, !noalias !8
  %v542 = insertelement <16 x float> poison, float %v541, i64 0
  %v543 = shufflevector <16 x float> %v542, <16 x float> poison, <16 x i32> zeroinitializer
  %v544 = fmul contract <16 x float> %v518, %v543
  %v545 = fadd contract <16 x float> %v514, %v544
  store <16 x float> %v520, ptr %v379, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v525, ptr %v391, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v530, ptr %v390, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v535, ptr %v389, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v540, ptr %v388, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v545, ptr %v387, align 4, !alias.scope !5, !noalias !9
  %v546 = load <16 x float>, ptr %v377, align 4, !alias.scope !3, !noalias !7
  %v547 = load float, ptr %v14, align 4, !alias.scope !0, !noalias !8
  %v548 = insertelement <16 x float> poison, float %v547, i64 0
  %v549 = shufflevector <16 x float> %v548, <16 x float> poison, <16 x i32> zeroinitializer
  %v550 = fmul contract <16 x float> %v546, %v549
  %v551 = fadd contract <16 x float> %v550, zeroinitializer
  %v552 = load float, ptr %v47, align 4, !alias.scope !0, !noalias !8
  %v553 = insertelement <16 x float> poison, float %v552, i64 0
  %v554 = shufflevector <16 x float> %v553, <16 x float> poison, <16 x i32> zeroinitializer
  %v555 = fmul contract <16 x float> %v546, %v554
  %v556 = fadd contract <16 x float> %v555, zeroinitializer
  %v557 = load float, ptr %v48, align 4, !alias.scope !0, !noalias !8
  %v558 = insertelement <16 x float> poison, float %v557, i64 0
  %v559 = shufflevector <16 x float> %v558, <16 x float> poison, <16 x i32> zeroinitializer
  %v560 = fmul contract <16 x float> %v546, %v559
  %v561 = fadd contract <16 x float> %v560, zeroinitializer
  %v562 = load float, ptr %v49, align 4, !alias.scope !0, !noalias !8
  %v563 = insertelement <16 x float> poison, float %v562, i64 0
  %v564 = shufflevector <16 x float> %v563, <16 x float> poison, <16 x i32> zeroinitializer
  %v565 = getelementptr i8, ptr %v377, i64 68
  %v566 = load <16 x float>, ptr %v565, align 4, !alias.scope !3, !noalias !7
  %v567 = fmul contract <16 x float> %v566, %v564
  %v568 = fadd contract <16 x float> %v551, %v567
  %v569 = load float, ptr %v50, align 4, !alias.scope !0, !noalias !8
  %v570 = insertelement <16 x float> poison, float %v569, i64 0
  %v571 = shufflevector <16 x float> %v570, <16 x float> poison, <16 x i32> zeroinitializer
  %v572 = fmul contract <16 x float> %v566, %v571
  %v573 = fadd contract <16 x float> %v556, %v572
  %v574 = load float, ptr %v51, align 4, !alias.scope !0, !noalias !8
  %v575 = insertelement <16 x float> poison, float %v574, i64 0
  %v576 = shufflevector <16 x float> %v575, <16 x float> poison, <16 x i32> zeroinitializer
  %v577 = fmul contract <16 x float> %v566, %v576
  %v578 = fadd contract <16 x float> %v561, %v577
  %v579 = load float, ptr %v52, align 4, !alias.scope !0, !noalias !8
  %v580 = insertelement <16 x float> poison, float %v579, i64 0
  %v581 = shufflevector <16 x float> %v580, <16 x float> poison, <16 x i32> zeroinitializer
  %v582 = getelementptr i8, ptr %v377, i64 136
  %v583 = load <16 x float>, ptr %v582, align 4, !alias.scope !3, !noalias !7
  %v584 = fmul contract <16 x float> %v583, %v581
  %v585 = fadd contract <16 x float> %v568, %v584
  %v586 = load float, ptr %v53, align 4, !alias.scope !0, !noalias !8
  %v587 = insertelement <16 x float> poison, float %v586, i64 0
  %v588 = shufflevector <16 x float> %v587, <16 x float> poison, <16 x i32> zeroinitializer
  %v589 = fmul contract <16 x float> %v583, %v588
  %v590 = fadd contract <16 x float> %v573, %v589
  %v591 = load float, ptr %v54, align 4, !alias.scope !0, !noalias !8
  %v592 = insertelement <16 x float> poison, float %v591, i64 0
  %v593 = shufflevector <16 x float> %v592, <16 x float> poison, <16 x i32> zeroinitializer
  %v594 = fmul contract <16 x float> %v583, %v593
  %v595 = fadd contract <16 x float> %v578, %v594
  %v596 = load float, ptr %v55, align 4, !alias.scope !0, !noalias !8
  %v597 = insertelement <16 x float> poison, float %v596, i64 0
  %v598 = shufflevector <16 x float> %v597, <16 x float> poison, <16 x i32> zeroinitializer
  %v599 = getelementptr i8, ptr %v377, i64 204
  %v600 = load <16 x float>, ptr %v599, align 4, !alias.scope !3, !noalias !7
  %v601 = fmul contract <16 x float> %v600, %v598
  %v602 = fadd contract <16 x float> %v585, %v601
  %v603 = load float, ptr %v56, align 4, !alias.scope !0, !noalias !8
  %v604 = insertelement <16 x float> poison, float %v603, i64 0
  %v605 = shufflevector <16 x float> %v604, <16 x float> poison, <16 x i32> zeroinitializer
  %v606 = fmul contract <16 x float> %v600, %v605
  %v607 = fadd contract <16 x float> %v590, %v606
  %v608 = load float, ptr %v57, align 4, !alias.scope !0, !noalias !8
  %v609 = insertelement <16 x float> poison, float %v608, i64 0
  %v610 = shufflevector <16 x float> %v609, <16 x float> poison, <16 x i32> zeroinitializer
  %v611 = fmul contract <16 x float> %v600, %v610
  %v612 = fadd contract <16 x float> %v595, %v611
  %v613 = load float, ptr %v15, align 4, !alias.scope !0, !noalias !8
  %v614 = insertelement <16 x float> poison, float %v613, i64 0
  %v615 = shufflevector <16 x float> %v614, <16 x float> poison, <16 x i32> zeroinitializer
  %v616 = load <16 x float>, ptr %v378, align 4, !alias.scope !3, !noalias !7
  %v617 = fmul contract <16 x float> %v616, %v615
  %v618 = fadd contract <16 x float> %v602, %v617
  %v619 = load float, ptr %v16, align 4, !alias.scope !0, !noalias !8
  %v620 = insertelement <16 x float> poison, float %v619, i64 0
  %v621 = shufflevector <16 x float> %v620, <16 x float> poison, <16 x i32> zeroinitializer
  %v622 = fmul contract <16 x float> %v616, %v621
  %v623 = fadd contract <16 x float> %v607, %v622
  %v624 = load float, ptr %v17, align 4, !alias.scope !0, !noalias !8
  %v625 = insertelement <16 x float> poison, float %v624, i64 0
  %v626 = shufflevector <16 x float> %v625, <16 x float> poison, <16 x i32> zeroinitializer
  %v627 = fmul contract <16 x float> %v616, %v626
  %v628 = fadd contract <16 x float> %v612, %v627
  store <16 x float> %v618, ptr %v380, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v623, ptr %v381, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v628, ptr %v382, align 4, !alias.scope !5, !noalias !9
  br label %v59

v59:                                        ; preds = %v64, %v63
  %v61 = add nuw nsw i64 %v60, 1
  %v629 = icmp eq i64 %v61, %v2
  br i1 %v629, label %v11, label %v58

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

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
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
!7 = !{!1, !6}
!8 = !{!4, !6}
!9 = !{!1, !4}
!10 = !{!11, !13, !14}
!11 = distinct !{!11, !12, !"ktune_batch_matmul_f32_b2_m9_n17_k5: %A"}
!12 = distinct !{!12, !"ktune_batch_matmul_f32_b2_m9_n17_k5"}
!13 = distinct !{!13, !12, !"ktune_batch_matmul_f32_b2_m9_n17_k5: %B"}
!14 = distinct !{!14, !12, !"ktune_batch_matmul_f32_b2_m9_n17_k5: %C"}
