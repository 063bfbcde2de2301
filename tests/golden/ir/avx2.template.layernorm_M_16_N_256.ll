; layernorm:M=16,N=256,eps=1e-5,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_layernorm_f32_m16_n256_eps1ep5'
source_filename = "ktune_layernorm_f32_m16_n256_eps1ep5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_layernorm_f32_m16_n256_eps1ep5(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2, ptr noalias %v3) local_unnamed_addr #0 {
v4:
  %v5 = alloca [4 x i64], align 64
  store ptr %v0, ptr %v5, align 64
  %v6 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v3, ptr %v6, align 8
  %v7 = getelementptr inbounds i8, ptr %v5, i64 16
  store ptr %v1, ptr %v7, align 16
  %v8 = getelementptr inbounds i8, ptr %v5, i64 24
  store ptr %v2, ptr %v8, align 8
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_layernorm_f32_m16_n256_eps1ep5.parallel0, ptr nonnull %v5) #3
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_layernorm_f32_m16_n256_eps1ep5.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  %v7 = getelementptr inbounds i8, ptr %v0, i64 16
  %v8 = load ptr, ptr %v7, align 8
  %v9 = getelementptr inbounds i8, ptr %v0, i64 24
  %v10 = load ptr, ptr %v9, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !7)
  %v11 = icmp slt i64 %v1, %v2
  br i1 %v11, label %v12, label %v13

v12:                               ; preds = %v3
  %v14 = load <16 x float>, ptr %v8, align 4, !alias.scope !5, !noalias !9
  %v15 = load <16 x float>, ptr %v10, align 4, !alias.scope !7, !noalias !10
  %v16 = getelementptr inbounds i8, ptr %v8, i64 64
  %v17 = load <16 x float>, ptr %v16, align 4, !alias.scope !5, !noalias !9
  %v18 = getelementptr inbounds i8, ptr %v10, i64 64
  %v19 = load <16 x float>, ptr %v18, align 4, !alias.scope !7, !noalias !10
  %v20 = getelementptr inbounds i8, ptr %v8, i64 128
  %v21 = load <16 x float>, ptr %v20, align 4, !alias.scope !5, !noalias !9
  %v22 = getelementptr inbounds i8, ptr %v10, i64 128
  %v23 = load <16 x float>, ptr %v22, align 4, !alias.scope !7, !noalias !10
  %v24 = getelementptr inbounds i8, ptr %v8, i64 192
  %v25 = load <16 x float>, ptr %v24, align 4, !alias.scope !5, !noalias !9
  %v26 = getelementptr inbounds i8, ptr %v10, i64 192
  %v27 = load <16 x float>, ptr %v26, align 4, !alias.scope !7, !noalias !10
  %v28 = getelementptr inbounds i8, ptr %v8, i64 256
  %v29 = load <16 x float>, ptr %v28, align 4, !alias.scope !5, !noalias !9
  %v30 = getelementptr inbounds i8, ptr %v10, i64 256
  %v31 = load <16 x float>, ptr %v30, align 4, !alias.scope !7, !noalias !10
  %v32 = getelementptr inbounds i8, ptr %v8, i64 320
  %v33 = load <16 x float>, ptr %v32, align 4, !alias.scope !5, !noalias !9
  %v34 = getelementptr inbounds i8, ptr %v10, i64 320
  %v35 = load <16 x float>, ptr %v34, align 4, !alias.scope !7, !noalias !10
  %v36 = getelementptr inbounds i8, ptr %v8, i64 384
  %v37 = load <16 x float>, ptr %v36, align 4, !alias.scope !5, !noalias !9
  %v38 = getelementptr inbounds i8, ptr %v10, i64 384
  %v39 = load <16 x float>, ptr %v38, align 4, !alias.scope !7, !noalias !10
  %v40 = getelementptr inbounds i8, ptr %v8, i64 448
  %v41 = load <16 x float>, ptr %v40, align 4, !alias.scope !5, !noalias !9
  %v42 = getelementptr inbounds i8, ptr %v10, i64 448
  %v43 = load <16 x float>, ptr %v42, align 4, !alias.scope !7, !noalias !10
  %v44 = getelementptr inbounds i8, ptr %v8, i64 512
  %v45 = load <16 x float>, ptr %v44, align 4, !alias.scope !5, !noalias !9
  %v46 = getelementptr inbounds i8, ptr %v10, i64 512
  %v47 = load <16 x float>, ptr %v46, align 4, !alias.scope !7, !noalias !10
  %v48 = getelementptr inbounds i8, ptr %v8, i64 576
  %v49 = load <16 x float>, ptr %v48, align 4, !alias.scope !5, !noalias !9
  %v50 = getelementptr inbounds i8, ptr %v10, i64 576
  %v51 = load <16 x float>, ptr %v50, align 4, !alias.scope !7, !noalias !10
  %v52 = getelementptr inbounds i8, ptr %v8, i64 640
  %v53 = load <16 x float>, ptr %v52, align 4, !alias.scope !5, !noalias !9
  %v54 = getelementptr inbounds i8, ptr %v10, i64 640
  %v55 = load <16 x float>, ptr %v54, align 4, !alias.scope !7, !noalias !10
  %v56 = getelementptr inbounds i8, ptr %v8, i64 704
  %v57 = load <16 x float>, ptr %v56, align 4, !alias.scope !5, !noalias !9
  %v58 = getelementptr inbounds i8, ptr %v10, i64 704
  %v59 = load <16 x float>, ptr %v58, align 4, !alias.scope !7, !noalias !10
  %v60 = getelementptr inbounds i8, ptr %v8, i64 768
  %v61 = load <16 x float>, ptr %v60, align 4, !alias.scope !5, !noalias !9
  %v62 = getelementptr inbounds i8, ptr %v10, i64 768
  %v63 = load <16 x float>, ptr %v62, align 4, !alias.scope !7, !noalias !10
  %v64 = getelementptr inbounds i8, ptr %v8, i64 832
  %v65 = load <16 x float>, ptr %v64, align 4, !alias.scope !5, !noalias !9
  %v66 = getelementptr inbounds i8, ptr %v10, i64 832
  %v67 = load <16 x float>, ptr %v66, align 4, !alias.scope !7, !noalias !10
  %v68 = getelementptr inbounds i8, ptr %v8, i64 896
  %v69 = load <16 x float>, ptr %v68, align 4, !alias.scope !5, !noalias !9
  %v70 = getelementptr inbounds i8, ptr %v10, i64 896
  %v71 = load <16 x float>, ptr %v70, align 4, !alias.scope !7, !noalias !10
  %v72 = getelementptr inbounds i8, ptr %v8, i64 960
  %v73 = load <16 x float>, ptr %v72, align 4, !alias.scope !5, !noalias !9
  %v74 = getelementptr inbounds i8, ptr %v10, i64 960
  %v75 = load <16 x float>, ptr %v74, align 4, !alias.scope !7, !noalias !10
  br label %v76

v76:                                         ; preds = %v12, %v76
  %v77 = phi i64 [ %v78, %v76 ], [ %v1, %v12 ]
  %v79 = shl nsw i64 %v77, 8
  %v80 = getelementptr float, ptr %v4, i64 %v79
  %v81 = load <16 x float>, ptr %v80, align 4, !alias.scope !0, !noalias !11
  %v82 = fadd contract <16 x float> %v81, zeroinitializer
  %v83 = getelementptr i8, ptr %v80, i64 64
  %v84 = load <16 x float>, ptr %v83, align 4, !alias.scope !0, !noalias !11
  %v85 = fadd contract <16 x float> %v82, %v84
  %v86 = getelementptr i8, ptr %v80, i64 128
  %v87 = load <16 x float>, ptr %v86, align 4, !alias.scope !0, !noalias !11
  %v88 = fadd contract <16 x float> %v85, %v87
  %v89 = getelementptr i8, ptr %v80, i64 192
  %v90 = load <16 x float>, ptr %v89, align 4, !alias.scope !0, !noalias !11
  %v91 = fadd contract <16 x float> %v88, %v90
  %v92 = getelementptr i8, ptr %v80, i64 256
  %v93 = load <16 x float>, ptr %v92, align 4, !alias.scope !0, !noalias !11
  %v94 = fadd contract <16 x float> %v91, %v93
  %v95 = getelementptr i8, ptr %v80, i64 320
  %v96 = load <16 x float>, ptr %v95, align 4, !alias.scope !0, !noalias !11
  %v97 = fadd contract <16 x float> %v94, %v96
  %v98 = getelementptr i8, ptr %v80, i64 384
  %v99 = load <16 x float>, ptr %v98, align 4, !alias.scope !0, !noalias !11
  %v100 = fadd contract <16 x float> %v97, %v99
  %v101 = getelementptr i8, ptr %v80, i64 448
  %v102 = load <16 x float>, ptr %v101, align 4, !alias.scope !0, !noalias !11
  %v103 = fadd contract <16 x float> %v100, %v102
  %v104 = getelementptr i8, ptr %v80, i64 512
  %v105 = load <16 x float>, ptr %v104, align 4, !alias.scope !0, !noalias !11
  %v106 = fadd contract <16 x float> %v103, %v105
  %v107 = getelementptr i8, ptr %v80, i64 576
  %v108 = load <16 x float>, ptr %v107, align 4, !alias.scope !0, !noalias !11
  %v109 = fadd contract <16 x float> %v106, %v108
  %v110 = getelementptr i8, ptr %v80, i64 640
  %v111 = load <16 x float>, ptr %v110, align 4, !alias.scope !0, !noalias !11
  %v112 = fadd contract <16 x float> %v109, %v111
  %v113 = getelementptr i8, ptr %v80, i64 704
  %v114 = load <16 x float>, ptr %v113, align 4, !alias.scope !0, !noalias !11
  %v115 = fadd contract <16 x float> %v112, %v114
  %v116 = getelementptr i8, ptr %v80, i64 768
  %v117 = load <16 x float>, ptr %v116, align 4, !alias.scope !0, !noalias !11
  %v118 = fadd contract <16 x float> %v115, %v117
  %v119 = getelementptr i8, ptr %v80, i64 832
  %v120 = load <16 x float>, ptr %v119, align 4, !alias.scope !0, !noalias !11
  %v121 = fadd contract <16 x float> %v118, %v120
  %v122 = getelementptr i8, ptr %v80, i64 896
  %v123 = load <16 x float>, ptr %v122, align 4, !alias.scope !0, !noalias !11
  %v124 = fadd contract <16 x float> %v121, %v123
  %v125 = getelementptr i8, ptr %v80, i64 960
  %v126 = load <16 x float>, ptr %v125, align 4, !alias.scope !0, !noalias !11
  %v127 = fadd contract <16 x float> %v124, %v126
  %v128 = shufflevector <16 x float> %v127, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v129 = shufflevector <16 x float> %v127, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v130 = fadd contract <8 x float> %v128, %v129
  %v131 = shufflevector <8 x float> %v130, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v132 = shufflevector <8 x float> %v130, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v133 = fadd contract <4 x float> %v131, %v132
  %v134 = shufflevector <4 x float> %v133, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v135 = shufflevector <4 x float> %v133, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v136 = fadd contract <2 x float> %v134, %v135
  %v137 = shufflevector <2 x float> %v136, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %v138 = fadd contract <2 x float> %v136, %v137
  %v139 = extractelement <2 x float> %v138, i64 0
  %v140 = fadd contract float %v139, 0.000000e+00
  %v141 = fmul contract float %v140, 3.906250e-03
  %v142 = insertelement <16 x float> poison, float %v141, i64 0
  %v143 = shufflevector <16 x float> %v142, <16 x float> poison, <16 x i32> zeroinitializer
  %v144 = fsub contract <16 x float> %v81, %v143
  %v145 = fmul contract <16 x float> %v144, %v144
  %v146 = fsub contract <16 x float> %v84, %v143
  %v147 = fmul contract <16 x float> %v146, %v146
  %v148 = fadd contract <16 x float> %v145, %v147
  %v149 = fsub contract <16 x float> %v87, %v143
  %v150 = fmul contract <16 x float> %v149, %v149
  %v151 = fadd contract <16 x float> %v148, %v150
  %v152 = fsub contract <16 x float> %v90, %v143
  %v153 = fmul contract <16 x float> %v152, %v152
  %v154 = fadd contract <16 x float> %v151, %v153
  %v155 = fsub contract <16 x float> %v93, %v143
  %v156 = fmul contract <16 x float> %v155, %v155
  %v157 = fadd contract <16 x float> %v154, %v156
  %v158 = fsub contract <16 x float> %v96, %v143
  %v159 = fmul contract <16 x float> %v158, %v158
  %v160 = fadd contract <16 x float> %v157, %v159
  %v161 = fsub contract <16 x float> %v99, %v143
  %v162 = fmul contract <16 x float> %v161, %v161
  %v163 = fadd contract <16 x float> %v160, %v162
  %v164 = fsub contract <16 x float> %v102, %v143
  %v165 = fmul contract <16 x float> %v164, %v164
  %v166 = fadd contract <16 x float> %v163, %v165
  %v167 = fsub contract <16 x float> %v105, %v143
  %v168 = fmul contract <16 x float> %v167, %v167
  %v169 = fadd contract <16 x float> %v166, %v168
  %v170 = fsub contract <16 x float> %v108, %v143
  %v171 = fmul contract <16 x float> %v170, %v170
  %v172 = fadd contract <16 x float> %v169, %v171
  %v173 = fsub contract <16 x float> %v111, %v143
  %v174 = fmul contract <16 x float> %v173, %v173
  %v175 = fadd contract <16 x float> %v172, %v174
  %v176 = fsub contract <16 x float> %v114, %v143
  %v177 = fmul contract <16 x float> %v176, %v176
  %v178 = fadd contract <16 x float> %v175, %v177
  %v179 = fsub contract <16 x float> %v117, %v143
  %v180 = fmul contract <16 x float> %v179, %v179
  %v181 = fadd contract <16 x float> %v178, %v180
  %v182 = fsub contract <16 x float> %v120, %v143
  %v183 = fmul contract <16 x float> %v182, %v182
  %v184 = fadd contract <16 x float> %v181, %v183
  %v185 = fsub contract <16 x float> %v123, %v143
  %v186 = fmul contract <16 x float> %v185, %v185
  %v187 = fadd contract <16 x float> %v184, %v186
  %v188 = fsub contract <16 x float> %v126, %v143
  %v189 = fmul contract <16 x float> %v188, %v188
  %v190 = fadd contract <16 x float> %v187, %v189
  %v191 = shufflevector <16 x float> %v190, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v192 = shufflevector <16 x float> %v190, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v193 = fadd contract <8 x float> %v191, %v192
  %v194 = shufflevector <8 x float> %v193, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v195 = shufflevector <8 x float> %v193, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v196 = fadd contract <4 x float> %v194, %v195
  %v197 = shufflevector <4 x float> %v196, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v198 = shufflevector <4 x float> %v196, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v199 = fadd contract <2 x float> %v197, %v198
  %v200 = shufflevector <2 x float> %v199, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %v201 = fadd contract <2 x float> %v199, %v200
  %v202 = extractelement <2 x float> %v201, i64 0
  %v203 = fadd contract float %v202, 0.000000e+00
  %v204 = fmul contract float %v203, 3.906250e-03
  %v205 = fadd contract float %v204, 0x3EE4F8B580000000
  %v206 = tail call contract float @llvm.sqrt.f32(float %v205)
  %v207 = fdiv contract float 1.000000e+00, %v206
  %v208 = insertelement <16 x float> poison, float %v207, i64 0
  %v209 = shufflevector <16 x float> %v208, <16 x float> poison, <16 x i32> zeroinitializer
  %v210 = load <16 x float>, ptr %v80, align 4, !alias.scope !0, !noalias !11
  %v211 = fsub contract <16 x float> %v210, %v143
  %v212 = fmul contract <16 x float> %v209, %v211
  %v213 = fmul contract <16 x float> %v14, %v212
  %v214 = fadd contract <16 x float> %v15, %v213
  %v215 = getelementptr inbounds float, ptr %v6, i64 %v79
  store <16 x float> %v214, ptr %v215, align 4, !alias.scope !3, !noalias !12
  %v216 = or disjoint i64 %v79, 16
  %v217 = getelementptr inbounds float, ptr %v4, i64 %v216
  %v218 = load <16 x float>, ptr %v217, align 4, !alias.scope !0, !noalias !11
  %v219 = fsub contract <16 x float> %v218, %v143
  %v220 = fmul contract <16 x float> %v209, %v219
  %v221 = fmul contract <16 x float> %v17, %v220
  %v222 = fadd contract <16 x float> %v19, %v221
  %v223 = getelementptr inbounds float, ptr %v6, i64 %v216
  store <16 x float> %v222, ptr %v223, align 4, !alias.scope !3, !noalias !12
  %v224 = or disjoint i64 %v79, 32
  %v225 = getelementptr inbounds float, ptr %v4, i64 %v224
  %v226 = load <16 x float>, ptr %v225, align 4, !alias.scope !0, !noalias !11
  %v227 = fsub contract <16 x float> %v226, %v143
  %v228 = fmul contract <16 x float> %v209, %v227
  %v229 = fmul contract <16 x float> %v21, %v228
  %v230 = fadd contract <16 x float> %v23, %v229
  %v231 = getelementptr inbounds float, ptr %v6, i64 %v224
  store <16 x float> %v230, ptr %v231, align 4, !alias.scope !3, !noalias !12
  %v232 = or disjoint i64 %v79, 48
  %v233 = getelementptr inbounds float, ptr %v4, i64 %v232
  %v234 = load <16 x float>, ptr %v233, align 4, !alias.scope !0, !noalias !11
  %v235 = fsub contract <16 x float> %v234, %v143
  %v236 = fmul contract <16 x float> %v209, %v235
  %v237 = fmul contract <16 x float> %v25, %v236
  %v238 = fadd contract <16 x float> %v27, %v237
  %v239 = getelementptr inbounds float, ptr %v6, i64 %v232
  store <16 x float> %v238, ptr %v239, align 4, !alias.scope !3, !noalias !12
  %v240 = or disjoint i64 %v79, 64
  %v241 = getelementptr inbounds float, ptr %v4, i64 %v240
  %v242 = load <16 x float>, ptr %v241, align 4, !alias.scope !0, !noalias !11
  %v243 = fsub contract <16 x float> %v242, %v143
  %v244 = fmul contract <16 x float> %v209, %v243
  %v245 = fmul contract <16 x float> %v29, %v244
  %v246 = fadd contract <16 x float> %v31, %v245
  %v247 = getelementptr inbounds float, ptr %v6, i64 %v240
  store <16 x float> %v246, ptr %v247, align 4, !alias.scope !3, !noalias !12
  %v248 = or disjoint i64 %v79, 80
  %v249 = getelementptr inbounds float, ptr %v4, i64 %v248
  %v250 = load <16 x float>, ptr %v249, align 4, !alias.scope !0, !noalias !11
  %v251 = fsub contract <16 x float> %v250, %v143
  %v252 = fmul contract <16 x float> %v209, %v251
  %v253 = fmul contract <16 x float> %v33, %v252
  %v254 = fadd contract <16 x float> %v35, %v253
  %v255 = getelementptr inbounds float, ptr %v6, i64 %v248
  store <16 x float> %v254, ptr %v255, align 4, !alias.scope !3, !noalias !12
  %v256 = or disjoint i64 %v79, 96
  %v257 = getelementptr inbounds float, ptr %v4, i64 %v256
  %v258 = load <16 x float>, ptr %v257, align 4, !alias.scope !0, !noalias !11
  %v259 = fsub contract <16 x float> %v258, %v143
  %v260 = fmul contract <16 x float> %v209, %v259
  %v261 = fmul contract <16 x float> %v37, %v260
  %v262 = fadd contract <16 x float> %v39, %v261
  %v263 = getelementptr inbounds float, ptr %v6, i64 %v256
  store <16 x float> %v262, ptr %v263, align 4, !alias.scope !3, !noalias !12
  %v264 = or disjoint i64 %v79, 112
  %v265 = getelementptr inbounds float, ptr %v4, i64 %v264
  %v266 = load <16 x float>, ptr %v265, align 4, !alias.scope !0, !noalias !11
  %v267 = fsub contract <16 x float> %v266, %v143
  %v268 = fmul contract <16 x float> %v209, %v267
  %v269 = fmul contract <16 x float> %v41, %v268
  %v270 = fadd contract <16 x float> %v43, %v269
  %v271 = getelementptr inbounds float, ptr %v6, i64 %v264
  store <16 x float> %v270, ptr %v271, align 4, !alias.scope !3, !noalias !12
  %v272 = or disjoint i64 %v79, 128
  %v273 = getelementptr inbounds float, ptr %v4, i64 %v272
  %v274 = load <16 x float>, ptr %v273, align 4, !alias.scope !0, !noalias !11
  %v275 = fsub contract <16 x float> %v274, %v143
  %v276 = fmul contract <16 x float> %v209, %v275
  %v277 = fmul contract <16 x float> %v45, %v276
  %v278 = fadd contract <16 x float> %v47, %v277
  %v279 = getelementptr inbounds float, ptr %v6, i64 %v272
  store <16 x float> %v278, ptr %v279, align 4, !alias.scope !3, !noalias !12
  %v280 = or disjoint i64 %v79, 144
  %v281 = getelementptr inbounds float, ptr %v4, i64 %v280
  %v282 = load <16 x float>, ptr %v281, align 4, !alias.scope !0, !noalias !11
  %v283 = fsub contract <16 x float> %v282, %v143
  %v284 = fmul contract <16 x float> %v209, %v283
  %v285 = fmul contract <16 x float> %v49, %v284
  %v286 = fadd contract <16 x float> %v51, %v285
  %v287 = getelementptr inbounds float, ptr %v6, i64 %v280
  store <16 x float> %v286, ptr %v287, align 4, !alias.scope !3, !noalias !12
  %v288 = or disjoint i64 %v79, 160
  %v289 = getelementptr inbounds float, ptr %v4, i64 %v288
  %v290 = load <16 x float>, ptr %v289, align 4, !alias.scope !0, !noalias !11
  %v291 = fsub contract <16 x float> %v290, %v143
  %v292 = fmul contract <16 x float> %v209, %v291
  %v293 = fmul contract <16 x float> %v53, %v292
  %v294 = fadd contract <16 x float> %v55, %v293
  %v295 = getelementptr inbounds float, ptr %v6, i64 %v288
  store <16 x float> %v294, ptr %v295, align 4, !alias.scope !3, !noalias !12
  %v296 = or disjoint i64 %v79, 176
  %v297 = getelementptr inbounds float, ptr %v4, i64 %v296
  %v298 = load <16 x float>, ptr %v297, align 4, !alias.scope !0, !noalias !11
  %v299 = fsub contract <16 x float> %v298, %v143
  %v300 = fmul contract <16 x float> %v209, %v299
  %v301 = fmul contract <16 x float> %v57, %v300
  %v302 = fadd contract <16 x float> %v59, %v301
  %v303 = getelementptr inbounds float, ptr %v6, i64 %v296
  store <16 x float> %v302, ptr %v303, align 4, !alias.scope !3, !noalias !12
  %v304 = or disjoint i64 %v79, 192
  %v305 = getelementptr inbounds float, ptr %v4, i64 %v304
  %v306 = load <16 x float>, ptr %v305, align 4, !alias.scope !0, !noalias !11
  %v307 = fsub contract <16 x float> %v306, %v143
  %v308 = fmul contract <16 x float> %v209, %v307
  %v309 = fmul contract <16 x float> %v61, %v308
  %v310 = fadd contract <16 x float> %v63, %v309
  %v311 = getelementptr inbounds float, ptr %v6, i64 %v304
  store <16 x float> %v310, ptr %v311, align 4, !alias.scope !3, !noalias !12
  %v312 = or disjoint i64 %v79, 208
  %v313 = getelementptr inbounds float, ptr %v4, i64 %v312
  %v314 = load <16 x float>, ptr %v313, align 4, !alias.scope !0, !noalias !11
  %v315 = fsub contract <16 x float> %v314, %v143
  %v316 = fmul contract <16 x float> %v209, %v315
  %v317 = fmul contract <16 x float> %v65, %v316
  %v318 = fadd contract <16 x float> %v67, %v317
  %v319 = getelementptr inbounds float, ptr %v6, i64 %v312
  store <16 x float> %v318, ptr %v319, align 4, !alias.scope !3, !noalias !12
  %v320 = or disjoint i64 %v79, 224
  %v321 = getelementptr inbounds float, ptr %v4, i64 %v320
  %v322 = load <16 x float>, ptr %v321, align 4, !alias.scope !0, !noalias !11
  %v323 = fsub contract <16 x float> %v322, %v143
  %v324 = fmul contract <16 x float> %v209, %v323
  %v325 = fmul contract <16 x float> %v69, %v324
  %v326 = fadd contract <16 x float> %v71, %v325
  %v327 = getelementptr inbounds float, ptr %v6, i64 %v320
  store <16 x float> %v326, ptr %v327, align 4, !alias.scope !3, !noalias !12
  %v328 = or disjoint i64 %v79, 240
  %v329 = getelementptr inbounds float, ptr %v4, i64 %v328
  %v330 = load <16 x float>, ptr %v329, align 4, !alias.scope !0, !noalias !11
  %v331 = fsub contract <16 x float> %v330, %v143
  %v332 = fmul contract <16 x float> %v209, %v331
  %v333 = fmul contract <16 x float> %v73, %v332
  %v334 = fadd contract <16 x float> %v75, %v333
  %v335 = getelementptr inbounds float, ptr %v6, i64 %v328
  store <16 x float> %v334, ptr %v335, align 4, !alias.scope !3, !noalias !12
  %v78 = add nuw nsw i64 %v77, 1
  %v336 = icmp eq i64 %v78, %v2
  br i1 %v336, label %v13, label %v76

v13: ; preds = %v76, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_layernorm_f32_m16_n256_eps1ep5_packed(ptr nocapture readonly %v0) local_unnamed_addr #3 {
v1:
  %v2 = alloca [4 x i64], align 64
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %v2)
  %v3 = load <4 x ptr>, ptr %v0, align 8
  %v4 = shufflevector <4 x ptr> %v3, <4 x ptr> poison, <4 x i32> <i32 0, i32 3, i32 1, i32 2>
  store <4 x ptr> %v4, ptr %v2, align 64, !noalias !13
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_layernorm_f32_m16_n256_eps1ep5.parallel0, ptr nonnull %v2) #3
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_layernorm_f32_m16_n256_eps1ep5.parallel0.task: %X"}
!2 = distinct !{!2, !"ktune_layernorm_f32_m16_n256_eps1ep5.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_layernorm_f32_m16_n256_eps1ep5.parallel0.task: %Y"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_layernorm_f32_m16_n256_eps1ep5.parallel0.task: %gamma"}
!7 = !{!8}
!8 = distinct !{!8, !2, !"ktune_layernorm_f32_m16_n256_eps1ep5.parallel0.task: %beta"}
!9 = !{!1, !4, !8}
!10 = !{!1, !4, !6}
!11 = !{!4, !6, !8}
!12 = !{!1, !6, !8}
!13 = !{!14, !16, !17, !18}
!14 = distinct !{!14, !15, !"ktune_layernorm_f32_m16_n256_eps1ep5: %X"}
!15 = distinct !{!15, !"ktune_layernorm_f32_m16_n256_eps1ep5"}
!16 = distinct !{!16, !15, !"ktune_layernorm_f32_m16_n256_eps1ep5: %gamma"}
!17 = distinct !{!17, !15, !"ktune_layernorm_f32_m16_n256_eps1ep5: %beta"}
!18 = distinct !{!18, !15, !"ktune_layernorm_f32_m16_n256_eps1ep5: %Y"}
