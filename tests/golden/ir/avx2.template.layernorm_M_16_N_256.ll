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

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @ktune_layernorm_f32_m16_n256_eps1ep5.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  %v7 = getelementptr inbounds i8, ptr %v0, i64 16
  %v8 = load ptr, ptr %v7, align 8
  %v9 = getelementptr inbounds i8, ptr %v0, i64 24
  %v10 = load ptr, ptr %v9, align 8
  %v11 = icmp slt i64 %v1, %v2
  br i1 %v11, label %v12, label %v13

v12:                                 ; preds = %v3
  %v14 = getelementptr inbounds i8, ptr %v8, i64 64
  %v15 = getelementptr inbounds i8, ptr %v10, i64 64
  %v16 = getelementptr inbounds i8, ptr %v8, i64 128
  %v17 = getelementptr inbounds i8, ptr %v10, i64 128
  %v18 = getelementptr inbounds i8, ptr %v8, i64 192
  %v19 = getelementptr inbounds i8, ptr %v10, i64 192
  %v20 = getelementptr inbounds i8, ptr %v8, i64 256
  %v21 = getelementptr inbounds i8, ptr %v10, i64 256
  %v22 = getelementptr inbounds i8, ptr %v8, i64 320
  %v23 = getelementptr inbounds i8, ptr %v10, i64 320
  %v24 = getelementptr inbounds i8, ptr %v8, i64 384
  %v25 = getelementptr inbounds i8, ptr %v10, i64 384
  %v26 = getelementptr inbounds i8, ptr %v8, i64 448
  %v27 = getelementptr inbounds i8, ptr %v10, i64 448
  %v28 = getelementptr inbounds i8, ptr %v8, i64 512
  %v29 = getelementptr inbounds i8, ptr %v10, i64 512
  %v30 = getelementptr inbounds i8, ptr %v8, i64 576
  %v31 = getelementptr inbounds i8, ptr %v10, i64 576
  %v32 = getelementptr inbounds i8, ptr %v8, i64 640
  %v33 = getelementptr inbounds i8, ptr %v10, i64 640
  %v34 = getelementptr inbounds i8, ptr %v8, i64 704
  %v35 = getelementptr inbounds i8, ptr %v10, i64 704
  %v36 = getelementptr inbounds i8, ptr %v8, i64 768
  %v37 = getelementptr inbounds i8, ptr %v10, i64 768
  %v38 = getelementptr inbounds i8, ptr %v8, i64 832
  %v39 = getelementptr inbounds i8, ptr %v10, i64 832
  %v40 = getelementptr inbounds i8, ptr %v8, i64 896
  %v41 = getelementptr inbounds i8, ptr %v10, i64 896
  %v42 = getelementptr inbounds i8, ptr %v8, i64 960
  %v43 = getelementptr inbounds i8, ptr %v10, i64 960
  br label %v44

v44:                                           ; preds = %v12, %v44
  %v45 = phi i64 [ %v46, %v44 ], [ %v1, %v12 ]
  %v47 = shl nsw i64 %v45, 8
  %v48 = getelementptr float, ptr %v4, i64 %v47
  %v49 = load <16 x float>, ptr %v48, align 4
  %v50 = fadd contract <16 x float> %v49, zeroinitializer
  %v51 = getelementptr i8, ptr %v48, i64 64
  %v52 = load <16 x float>, ptr %v51, align 4
  %v53 = fadd contract <16 x float> %v50, %v52
  %v54 = getelementptr i8, ptr %v48, i64 128
  %v55 = load <16 x float>, ptr %v54, align 4
  %v56 = fadd contract <16 x float> %v53, %v55
  %v57 = getelementptr i8, ptr %v48, i64 192
  %v58 = load <16 x float>, ptr %v57, align 4
  %v59 = fadd contract <16 x float> %v56, %v58
  %v60 = getelementptr i8, ptr %v48, i64 256
  %v61 = load <16 x float>, ptr %v60, align 4
  %v62 = fadd contract <16 x float> %v59, %v61
  %v63 = getelementptr i8, ptr %v48, i64 320
  %v64 = load <16 x float>, ptr %v63, align 4
  %v65 = fadd contract <16 x float> %v62, %v64
  %v66 = getelementptr i8, ptr %v48, i64 384
  %v67 = load <16 x float>, ptr %v66, align 4
  %v68 = fadd contract <16 x float> %v65, %v67
  %v69 = getelementptr i8, ptr %v48, i64 448
  %v70 = load <16 x float>, ptr %v69, align 4
  %v71 = fadd contract <16 x float> %v68, %v70
  %v72 = getelementptr i8, ptr %v48, i64 512
  %v73 = load <16 x float>, ptr %v72, align 4
  %v74 = fadd contract <16 x float> %v71, %v73
  %v75 = getelementptr i8, ptr %v48, i64 576
  %v76 = load <16 x float>, ptr %v75, align 4
  %v77 = fadd contract <16 x float> %v74, %v76
  %v78 = getelementptr i8, ptr %v48, i64 640
  %v79 = load <16 x float>, ptr %v78, align 4
  %v80 = fadd contract <16 x float> %v77, %v79
  %v81 = getelementptr i8, ptr %v48, i64 704
  %v82 = load <16 x float>, ptr %v81, align 4
  %v83 = fadd contract <16 x float> %v80, %v82
  %v84 = getelementptr i8, ptr %v48, i64 768
  %v85 = load <16 x float>, ptr %v84, align 4
  %v86 = fadd contract <16 x float> %v83, %v85
  %v87 = getelementptr i8, ptr %v48, i64 832
  %v88 = load <16 x float>, ptr %v87, align 4
  %v89 = fadd contract <16 x float> %v86, %v88
  %v90 = getelementptr i8, ptr %v48, i64 896
  %v91 = load <16 x float>, ptr %v90, align 4
  %v92 = fadd contract <16 x float> %v89, %v91
  %v93 = getelementptr i8, ptr %v48, i64 960
  %v94 = load <16 x float>, ptr %v93, align 4
  %v95 = fadd contract <16 x float> %v92, %v94
  %v96 = extractelement <16 x float> %v95, i64 0
  %v97 = fadd contract float %v96, 0.000000e+00
  %v98 = extractelement <16 x float> %v95, i64 1
  %v99 = fadd contract float %v98, %v97
  %v100 = extractelement <16 x float> %v95, i64 2
  %v101 = fadd contract float %v100, %v99
  %v102 = extractelement <16 x float> %v95, i64 3
  %v103 = fadd contract float %v102, %v101
  %v104 = extractelement <16 x float> %v95, i64 4
  %v105 = fadd contract float %v104, %v103
  %v106 = extractelement <16 x float> %v95, i64 5
  %v107 = fadd contract float %v106, %v105
  %v108 = extractelement <16 x float> %v95, i64 6
  %v109 = fadd contract float %v108, %v107
  %v110 = extractelement <16 x float> %v95, i64 7
  %v111 = fadd contract float %v110, %v109
  %v112 = extractelement <16 x float> %v95, i64 8
  %v113 = fadd contract float %v112, %v111
  %v114 = extractelement <16 x float> %v95, i64 9
  %v115 = fadd contract float %v114, %v113
  %v116 = extractelement <16 x float> %v95, i64 10
  %v117 = fadd contract float %v116, %v115
  %v118 = extractelement <16 x float> %v95, i64 11
  %v119 = fadd contract float %v118, %v117
  %v120 = extractelement <16 x float> %v95, i64 12
  %v121 = fadd contract float %v120, %v119
  %v122 = extractelement <16 x float> %v95, i64 13
  %v123 = fadd contract float %v122, %v121
  %v124 = extractelement <16 x float> %v95, i64 14
  %v125 = fadd contract float %v124, %v123
  %v126 = extractelement <16 x float> %v95, i64 15
  %v127 = fadd contract float %v126, %v125
  %v128 = fmul contract float %v127, 3.906250e-03
  %v129 = insertelement <16 x float> poison, float %v128, i64 0
  %v130 = shufflevector <16 x float> %v129, <16 x float> poison, <16 x i32> zeroinitializer
  %v131 = fsub contract <16 x float> %v49, %v130
  %v132 = fmul contract <16 x float> %v131, %v131
  %v133 = fsub contract <16 x float> %v52, %v130
  %v134 = fmul contract <16 x float> %v133, %v133
  %v135 = fadd contract <16 x float> %v132, %v134
  %v136 = fsub contract <16 x float> %v55, %v130
  %v137 = fmul contract <16 x float> %v136, %v136
  %v138 = fadd contract <16 x float> %v135, %v137
  %v139 = fsub contract <16 x float> %v58, %v130
  %v140 = fmul contract <16 x float> %v139, %v139
  %v141 = fadd contract <16 x float> %v138, %v140
  %v142 = fsub contract <16 x float> %v61, %v130
  %v143 = fmul contract <16 x float> %v142, %v142
  %v144 = fadd contract <16 x float> %v141, %v143
  %v145 = fsub contract <16 x float> %v64, %v130
  %v146 = fmul contract <16 x float> %v145, %v145
  %v147 = fadd contract <16 x float> %v144, %v146
  %v148 = fsub contract <16 x float> %v67, %v130
  %v149 = fmul contract <16 x float> %v148, %v148
  %v150 = fadd contract <16 x float> %v147, %v149
  %v151 = fsub contract <16 x float> %v70, %v130
  %v152 = fmul contract <16 x float> %v151, %v151
  %v153 = fadd contract <16 x float> %v150, %v152
  %v154 = fsub contract <16 x float> %v73, %v130
  %v155 = fmul contract <16 x float> %v154, %v154
  %v156 = fadd contract <16 x float> %v153, %v155
  %v157 = fsub contract <16 x float> %v76, %v130
  %v158 = fmul contract <16 x float> %v157, %v157
  %v159 = fadd contract <16 x float> %v156, %v158
  %v160 = fsub contract <16 x float> %v79, %v130
  %v161 = fmul contract <16 x float> %v160, %v160
  %v162 = fadd contract <16 x float> %v159, %v161
  %v163 = fsub contract <16 x float> %v82, %v130
  %v164 = fmul contract <16 x float> %v163, %v163
  %v165 = fadd contract <16 x float> %v162, %v164
  %v166 = fsub contract <16 x float> %v85, %v130
  %v167 = fmul contract <16 x float> %v166, %v166
  %v168 = fadd contract <16 x float> %v165, %v167
  %v169 = fsub contract <16 x float> %v88, %v130
  %v170 = fmul contract <16 x float> %v169, %v169
  %v171 = fadd contract <16 x float> %v168, %v170
  %v172 = fsub contract <16 x float> %v91, %v130
  %v173 = fmul contract <16 x float> %v172, %v172
  %v174 = fadd contract <16 x float> %v171, %v173
  %v175 = fsub contract <16 x float> %v94, %v130
  %v176 = fmul contract <16 x float> %v175, %v175
  %v177 = fadd contract <16 x float> %v174, %v176
  %v178 = extractelement <16 x float> %v177, i64 0
  %v179 = extractelement <16 x float> %v177, i64 1
  %v180 = fadd contract float %v178, %v179
  %v181 = extractelement <16 x float> %v177, i64 2
  %v182 = fadd contract float %v181, %v180
  %v183 = extractelement <16 x float> %v177, i64 3
  %v184 = fadd contract float %v183, %v182
  %v185 = extractelement <16 x float> %v177, i64 4
  %v186 = fadd contract float %v185, %v184
  %v187 = extractelement <16 x float> %v177, i64 5
  %v188 = fadd contract float %v187, %v186
  %v189 = extractelement <16 x float> %v177, i64 6
  %v190 = fadd contract float %v189, %v188
  %v191 = extractelement <16 x float> %v177, i64 7
  %v192 = fadd contract float %v191, %v190
  %v193 = extractelement <16 x float> %v177, i64 8
  %v194 = fadd contract float %v193, %v192
  %v195 = extractelement <16 x float> %v177, i64 9
  %v196 = fadd contract float %v195, %v194
  %v197 = extractelement <16 x float> %v177, i64 10
  %v198 = fadd contract float %v197, %v196
  %v199 = extractelement <16 x float> %v177, i64 11
  %v200 = fadd contract float %v199, %v198
  %v201 = extractelement <16 x float> %v177, i64 12
  %v202 = fadd contract float %v201, %v200
  %v203 = extractelement <16 x float> %v177, i64 13
  %v204 = fadd contract float %v203, %v202
  %v205 = extractelement <16 x float> %v177, i64 14
  %v206 = fadd contract float %v205, %v204
  %v207 = extractelement <16 x float> %v177, i64 15
  %v208 = fadd contract float %v207, %v206
  %v209 = fmul contract float %v208, 3.906250e-03
  %v210 = fadd contract float %v209, 0x3EE4F8B580000000
  %v211 = tail call contract float @llvm.sqrt.f32(float %v210)
  %v212 = fdiv contract float 1.000000e+00, %v211
  %v213 = insertelement <16 x float> poison, float %v212, i64 0
  %v214 = shufflevector <16 x float> %v213, <16 x float> poison, <16 x i32> zeroinitializer
  %v215 = load <16 x float>, ptr %v48, align 4
  %v216 = fsub contract <16 x float> %v215, %v130
  %v217 = fmul contract <16 x float> %v214, %v216
  %v218 = load <16 x float>, ptr %v8, align 4
  %v219 = fmul contract <16 x float> %v218, %v217
  %v220 = load <16 x float>, ptr %v10, align 4
  %v221 = fadd contract <16 x float> %v220, %v219
  %v222 = getelementptr inbounds float, ptr %v6, i64 %v47
  store <16 x float> %v221, ptr %v222, align 4
  %v223 = or disjoint i64 %v47, 16
  %v224 = getelementptr inbounds float, ptr %v4, i64 %v223
  %v225 = load <16 x float>, ptr %v224, align 4
  %v226 = fsub contract <16 x float> %v225, %v130
  %v227 = fmul contract <16 x float> %v214, %v226
  %v228 = load <16 x float>, ptr %v14, align 4
  %v229 = fmul contract <16 x float> %v228, %v227
  %v230 = load <16 x float>, ptr %v15, align 4
  %v231 = fadd contract <16 x float> %v230, %v229
  %v232 = getelementptr inbounds float, ptr %v6, i64 %v223
  store <16 x float> %v231, ptr %v232, align 4
  %v233 = or disjoint i64 %v47, 32
  %v234 = getelementptr inbounds float, ptr %v4, i64 %v233
  %v235 = load <16 x float>, ptr %v234, align 4
  %v236 = fsub contract <16 x float> %v235, %v130
  %v237 = fmul contract <16 x float> %v214, %v236
  %v238 = load <16 x float>, ptr %v16, align 4
  %v239 = fmul contract <16 x float> %v238, %v237
  %v240 = load <16 x float>, ptr %v17, align 4
  %v241 = fadd contract <16 x float> %v240, %v239
  %v242 = getelementptr inbounds float, ptr %v6, i64 %v233
  store <16 x float> %v241, ptr %v242, align 4
  %v243 = or disjoint i64 %v47, 48
  %v244 = getelementptr inbounds float, ptr %v4, i64 %v243
  %v245 = load <16 x float>, ptr %v244, align 4
  %v246 = fsub contract <16 x float> %v245, %v130
  %v247 = fmul contract <16 x float> %v214, %v246
  %v248 = load <16 x float>, ptr %v18, align 4
  %v249 = fmul contract <16 x float> %v248, %v247
  %v250 = load <16 x float>, ptr %v19, align 4
  %v251 = fadd contract <16 x float> %v250, %v249
  %v252 = getelementptr inbounds float, ptr %v6, i64 %v243
  store <16 x float> %v251, ptr %v252, align 4
  %v253 = or disjoint i64 %v47, 64
  %v254 = getelementptr inbounds float, ptr %v4, i64 %v253
  %v255 = load <16 x float>, ptr %v254, align 4
  %v256 = fsub contract <16 x float> %v255, %v130
  %v257 = fmul contract <16 x float> %v214, %v256
  %v258 = load <16 x float>, ptr %v20, align 4
  %v259 = fmul contract <16 x float> %v258, %v257
  %v260 = load <16 x float>, ptr %v21, align 4
  %v261 = fadd contract <16 x float> %v260, %v259
  %v262 = getelementptr inbounds float, ptr %v6, i64 %v253
  store <16 x float> %v261, ptr %v262, align 4
  %v263 = or disjoint i64 %v47, 80
  %v264 = getelementptr inbounds float, ptr %v4, i64 %v263
  %v265 = load <16 x float>, ptr %v264, align 4
  %v266 = fsub contract <16 x float> %v265, %v130
  %v267 = fmul contract <16 x float> %v214, %v266
  %v268 = load <16 x float>, ptr %v22, align 4
  %v269 = fmul contract <16 x float> %v268, %v267
  %v270 = load <16 x float>, ptr %v23, align 4
  %v271 = fadd contract <16 x float> %v270, %v269
  %v272 = getelementptr inbounds float, ptr %v6, i64 %v263
  store <16 x float> %v271, ptr %v272, align 4
  %v273 = or disjoint i64 %v47, 96
  %v274 = getelementptr inbounds float, ptr %v4, i64 %v273
  %v275 = load <16 x float>, ptr %v274, align 4
  %v276 = fsub contract <16 x float> %v275, %v130
  %v277 = fmul contract <16 x float> %v214, %v276
  %v278 = load <16 x float>, ptr %v24, align 4
  %v279 = fmul contract <16 x float> %v278, %v277
  %v280 = load <16 x float>, ptr %v25, align 4
  %v281 = fadd contract <16 x float> %v280, %v279
  %v282 = getelementptr inbounds float, ptr %v6, i64 %v273
  store <16 x float> %v281, ptr %v282, align 4
  %v283 = or disjoint i64 %v47, 112
  %v284 = getelementptr inbounds float, ptr %v4, i64 %v283
  %v285 = load <16 x float>, ptr %v284, align 4
  %v286 = fsub contract <16 x float> %v285, %v130
  %v287 = fmul contract <16 x float> %v214, %v286
  %v288 = load <16 x float>, ptr %v26, align 4
  %v289 = fmul contract <16 x float> %v288, %v287
  %v290 = load <16 x float>, ptr %v27, align 4
  %v291 = fadd contract <16 x float> %v290, %v289
  %v292 = getelementptr inbounds float, ptr %v6, i64 %v283
  store <16 x float> %v291, ptr %v292, align 4
  %v293 = or disjoint i64 %v47, 128
  %v294 = getelementptr inbounds float, ptr %v4, i64 %v293
  %v295 = load <16 x float>, ptr %v294, align 4
  %v296 = fsub contract <16 x float> %v295, %v130
  %v297 = fmul contract <16 x float> %v214, %v296
  %v298 = load <16 x float>, ptr %v28, align 4
  %v299 = fmul contract <16 x float> %v298, %v297
  %v300 = load <16 x float>, ptr %v29, align 4
  %v301 = fadd contract <16 x float> %v300, %v299
  %v302 = getelementptr inbounds float, ptr %v6, i64 %v293
  store <16 x float> %v301, ptr %v302, align 4
  %v303 = or disjoint i64 %v47, 144
  %v304 = getelementptr inbounds float, ptr %v4, i64 %v303
  %v305 = load <16 x float>, ptr %v304, align 4
  %v306 = fsub contract <16 x float> %v305, %v130
  %v307 = fmul contract <16 x float> %v214, %v306
  %v308 = load <16 x float>, ptr %v30, align 4
  %v309 = fmul contract <16 x float> %v308, %v307
  %v310 = load <16 x float>, ptr %v31, align 4
  %v311 = fadd contract <16 x float> %v310, %v309
  %v312 = getelementptr inbounds float, ptr %v6, i64 %v303
  store <16 x float> %v311, ptr %v312, align 4
  %v313 = or disjoint i64 %v47, 160
  %v314 = getelementptr inbounds float, ptr %v4, i64 %v313
  %v315 = load <16 x float>, ptr %v314, align 4
  %v316 = fsub contract <16 x float> %v315, %v130
  %v317 = fmul contract <16 x float> %v214, %v316
  %v318 = load <16 x float>, ptr %v32, align 4
  %v319 = fmul contract <16 x float> %v318, %v317
  %v320 = load <16 x float>, ptr %v33, align 4
  %v321 = fadd contract <16 x float> %v320, %v319
  %v322 = getelementptr inbounds float, ptr %v6, i64 %v313
  store <16 x float> %v321, ptr %v322, align 4
  %v323 = or disjoint i64 %v47, 176
  %v324 = getelementptr inbounds float, ptr %v4, i64 %v323
  %v325 = load <16 x float>, ptr %v324, align 4
  %v326 = fsub contract <16 x float> %v325, %v130
  %v327 = fmul contract <16 x float> %v214, %v326
  %v328 = load <16 x float>, ptr %v34, align 4
  %v329 = fmul contract <16 x float> %v328, %v327
  %v330 = load <16 x float>, ptr %v35, align 4
  %v331 = fadd contract <16 x float> %v330, %v329
  %v332 = getelementptr inbounds float, ptr %v6, i64 %v323
  store <16 x float> %v331, ptr %v332, align 4
  %v333 = or disjoint i64 %v47, 192
  %v334 = getelementptr inbounds float, ptr %v4, i64 %v333
  %v335 = load <16 x float>, ptr %v334, align 4
  %v336 = fsub contract <16 x float> %v335, %v130
  %v337 = fmul contract <16 x float> %v214, %v336
  %v338 = load <16 x float>, ptr %v36, align 4
  %v339 = fmul contract <16 x float> %v338, %v337
  %v340 = load <16 x float>, ptr %v37, align 4
  %v341 = fadd contract <16 x float> %v340, %v339
  %v342 = getelementptr inbounds float, ptr %v6, i64 %v333
  store <16 x float> %v341, ptr %v342, align 4
  %v343 = or disjoint i64 %v47, 208
  %v344 = getelementptr inbounds float, ptr %v4, i64 %v343
  %v345 = load <16 x float>, ptr %v344, align 4
  %v346 = fsub contract <16 x float> %v345, %v130
  %v347 = fmul contract <16 x float> %v214, %v346
  %v348 = load <16 x float>, ptr %v38, align 4
  %v349 = fmul contract <16 x float> %v348, %v347
  %v350 = load <16 x float>, ptr %v39, align 4
  %v351 = fadd contract <16 x float> %v350, %v349
  %v352 = getelementptr inbounds float, ptr %v6, i64 %v343
  store <16 x float> %v351, ptr %v352, align 4
  %v353 = or disjoint i64 %v47, 224
  %v354 = getelementptr inbounds float, ptr %v4, i64 %v353
  %v355 = load <16 x float>, ptr %v354, align 4
  %v356 = fsub contract <16 x float> %v355, %v130
  %v357 = fmul contract <16 x float> %v214, %v356
  %v358 = load <16 x float>, ptr %v40, align 4
  %v359 = fmul contract <16 x float> %v358, %v357
  %v360 = load <16 x float>, ptr %v41, align 4
  %v361 = fadd contract <16 x float> %v360, %v359
  %v362 = getelementptr inbounds float, ptr %v6, i64 %v353
  store <16 x float> %v361, ptr %v362, align 4
  %v363 = or disjoint i64 %v47, 240
  %v364 = getelementptr inbounds float, ptr %v4, i64 %v363
  %v365 = load <16 x float>, ptr %v364, align 4
  %v366 = fsub contract <16 x float> %v365, %v130
  %v367 = fmul contract <16 x float> %v214, %v366
  %v368 = load <16 x float>, ptr %v42, align 4
  %v369 = fmul contract <16 x float> %v368, %v367
  %v370 = load <16 x float>, ptr %v43, align 4
  %v371 = fadd contract <16 x float> %v370, %v369
  %v372 = getelementptr inbounds float, ptr %v6, i64 %v363
  store <16 x float> %v371, ptr %v372, align 4
  %v46 = add nuw nsw i64 %v45, 1
  %v373 = icmp eq i64 %v46, %v2
  br i1 %v373, label %v13, label %v44

v13:                                           ; preds = %v44, %v3
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
  store <4 x ptr> %v4, ptr %v2, align 64, !noalias !0
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_layernorm_f32_m16_n256_eps1ep5.parallel0, ptr nonnull %v2) #3
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1, !3, !4, !5}
!1 = distinct !{!1, !2, !"ktune_layernorm_f32_m16_n256_eps1ep5: %X"}
!2 = distinct !{!2, !"ktune_layernorm_f32_m16_n256_eps1ep5"}
!3 = distinct !{!3, !2, !"ktune_layernorm_f32_m16_n256_eps1ep5: %gamma"}
!4 = distinct !{!4, !2, !"ktune_layernorm_f32_m16_n256_eps1ep5: %beta"}
!5 = distinct !{!5, !2, !"ktune_layernorm_f32_m16_n256_eps1ep5: %Y"}
