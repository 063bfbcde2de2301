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
  %v96 = shufflevector <16 x float> %v95, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v97 = shufflevector <16 x float> %v95, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v98 = fadd contract <8 x float> %v96, %v97
  %v99 = shufflevector <8 x float> %v98, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v100 = shufflevector <8 x float> %v98, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v101 = fadd contract <4 x float> %v99, %v100
  %v102 = shufflevector <4 x float> %v101, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v103 = shufflevector <4 x float> %v101, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v104 = fadd contract <2 x float> %v102, %v103
  %v105 = shufflevector <2 x float> %v104, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %v106 = fadd contract <2 x float> %v104, %v105
  %v107 = extractelement <2 x float> %v106, i64 0
  %v108 = fadd contract float %v107, 0.000000e+00
  %v109 = fmul contract float %v108, 3.906250e-03
  %v110 = insertelement <16 x float> poison, float %v109, i64 0
  %v111 = shufflevector <16 x float> %v110, <16 x float> poison, <16 x i32> zeroinitializer
  %v112 = fsub contract <16 x float> %v49, %v111
  %v113 = fmul contract <16 x float> %v112, %v112
  %v114 = fsub contract <16 x float> %v52, %v111
  %v115 = fmul contract <16 x float> %v114, %v114
  %v116 = fadd contract <16 x float> %v113, %v115
  %v117 = fsub contract <16 x float> %v55, %v111
  %v118 = fmul contract <16 x float> %v117, %v117
  %v119 = fadd contract <16 x float> %v116, %v118
  %v120 = fsub contract <16 x float> %v58, %v111
  %v121 = fmul contract <16 x float> %v120, %v120
  %v122 = fadd contract <16 x float> %v119, %v121
  %v123 = fsub contract <16 x float> %v61, %v111
  %v124 = fmul contract <16 x float> %v123, %v123
  %v125 = fadd contract <16 x float> %v122, %v124
  %v126 = fsub contract <16 x float> %v64, %v111
  %v127 = fmul contract <16 x float> %v126, %v126
  %v128 = fadd contract <16 x float> %v125, %v127
  %v129 = fsub contract <16 x float> %v67, %v111
  %v130 = fmul contract <16 x float> %v129, %v129
  %v131 = fadd contract <16 x float> %v128, %v130
  %v132 = fsub contract <16 x float> %v70, %v111
  %v133 = fmul contract <16 x float> %v132, %v132
  %v134 = fadd contract <16 x float> %v131, %v133
  %v135 = fsub contract <16 x float> %v73, %v111
  %v136 = fmul contract <16 x float> %v135, %v135
  %v137 = fadd contract <16 x float> %v134, %v136
  %v138 = fsub contract <16 x float> %v76, %v111
  %v139 = fmul contract <16 x float> %v138, %v138
  %v140 = fadd contract <16 x float> %v137, %v139
  %v141 = fsub contract <16 x float> %v79, %v111
  %v142 = fmul contract <16 x float> %v141, %v141
  %v143 = fadd contract <16 x float> %v140, %v142
  %v144 = fsub contract <16 x float> %v82, %v111
  %v145 = fmul contract <16 x float> %v144, %v144
  %v146 = fadd contract <16 x float> %v143, %v145
  %v147 = fsub contract <16 x float> %v85, %v111
  %v148 = fmul contract <16 x float> %v147, %v147
  %v149 = fadd contract <16 x float> %v146, %v148
  %v150 = fsub contract <16 x float> %v88, %v111
  %v151 = fmul contract <16 x float> %v150, %v150
  %v152 = fadd contract <16 x float> %v149, %v151
  %v153 = fsub contract <16 x float> %v91, %v111
  %v154 = fmul contract <16 x float> %v153, %v153
  %v155 = fadd contract <16 x float> %v152, %v154
  %v156 = fsub contract <16 x float> %v94, %v111
  %v157 = fmul contract <16 x float> %v156, %v156
  %v158 = fadd contract <16 x float> %v155, %v157
  %v159 = shufflevector <16 x float> %v158, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v160 = shufflevector <16 x float> %v158, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v161 = fadd contract <8 x float> %v159, %v160
  %v162 = shufflevector <8 x float> %v161, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v163 = shufflevector <8 x float> %v161, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v164 = fadd contract <4 x float> %v162, %v163
  %v165 = shufflevector <4 x float> %v164, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v166 = shufflevector <4 x float> %v164, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v167 = fadd contract <2 x float> %v165, %v166
  %v168 = shufflevector <2 x float> %v167, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %v169 = fadd contract <2 x float> %v167, %v168
  %v170 = extractelement <2 x float> %v169, i64 0
  %v171 = fadd contract float %v170, 0.000000e+00
  %v172 = fmul contract float %v171, 3.906250e-03
  %v173 = fadd contract float %v172, 0x3EE4F8B580000000
  %v174 = tail call contract float @llvm.sqrt.f32(float %v173)
  %v175 = fdiv contract float 1.000000e+00, %v174
  %v176 = insertelement <16 x float> poison, float %v175, i64 0
  %v177 = shufflevector <16 x float> %v176, <16 x float> poison, <16 x i32> zeroinitializer
  %v178 = load <16 x float>, ptr %v48, align 4
  %v179 = fsub contract <16 x float> %v178, %v111
  %v180 = fmul contract <16 x float> %v177, %v179
  %v181 = load <16 x float>, ptr %v8, align 4
  %v182 = fmul contract <16 x float> %v181, %v180
  %v183 = load <16 x float>, ptr %v10, align 4
  %v184 = fadd contract <16 x float> %v183, %v182
  %v185 = getelementptr inbounds float, ptr %v6, i64 %v47
  store <16 x float> %v184, ptr %v185, align 4
  %v186 = or disjoint i64 %v47, 16
  %v187 = getelementptr inbounds float, ptr %v4, i64 %v186
  %v188 = load <16 x float>, ptr %v187, align 4
  %v189 = fsub contract <16 x float> %v188, %v111
  %v190 = fmul contract <16 x float> %v177, %v189
  %v191 = load <16 x float>, ptr %v14, align 4
  %v192 = fmul contract <16 x float> %v191, %v190
  %v193 = load <16 x float>, ptr %v15, align 4
  %v194 = fadd contract <16 x float> %v193, %v192
  %v195 = getelementptr inbounds float, ptr %v6, i64 %v186
  store <16 x float> %v194, ptr %v195, align 4
  %v196 = or disjoint i64 %v47, 32
  %v197 = getelementptr inbounds float, ptr %v4, i64 %v196
  %v198 = load <16 x float>, ptr %v197, align 4
  %v199 = fsub contract <16 x float> %v198, %v111
  %v200 = fmul contract <16 x float> %v177, %v199
  %v201 = load <16 x float>, ptr %v16, align 4
  %v202 = fmul contract <16 x float> %v201, %v200
  %v203 = load <16 x float>, ptr %v17, align 4
  %v204 = fadd contract <16 x float> %v203, %v202
  %v205 = getelementptr inbounds float, ptr %v6, i64 %v196
  store <16 x float> %v204, ptr %v205, align 4
  %v206 = or disjoint i64 %v47, 48
  %v207 = getelementptr inbounds float, ptr %v4, i64 %v206
  %v208 = load <16 x float>, ptr %v207, align 4
  %v209 = fsub contract <16 x float> %v208, %v111
  %v210 = fmul contract <16 x float> %v177, %v209
  %v211 = load <16 x float>, ptr %v18, align 4
  %v212 = fmul contract <16 x float> %v211, %v210
  %v213 = load <16 x float>, ptr %v19, align 4
  %v214 = fadd contract <16 x float> %v213, %v212
  %v215 = getelementptr inbounds float, ptr %v6, i64 %v206
  store <16 x float> %v214, ptr %v215, align 4
  %v216 = or disjoint i64 %v47, 64
  %v217 = getelementptr inbounds float, ptr %v4, i64 %v216
  %v218 = load <16 x float>, ptr %v217, align 4
  %v219 = fsub contract <16 x float> %v218, %v111
  %v220 = fmul contract <16 x float> %v177, %v219
  %v221 = load <16 x float>, ptr %v20, align 4
  %v222 = fmul contract <16 x float> %v221, %v220
  %v223 = load <16 x float>, ptr %v21, align 4
  %v224 = fadd contract <16 x float> %v223, %v222
  %v225 = getelementptr inbounds float, ptr %v6, i64 %v216
  store <16 x float> %v224, ptr %v225, align 4
  %v226 = or disjoint i64 %v47, 80
  %v227 = getelementptr inbounds float, ptr %v4, i64 %v226
  %v228 = load <16 x float>, ptr %v227, align 4
  %v229 = fsub contract <16 x float> %v228, %v111
  %v230 = fmul contract <16 x float> %v177, %v229
  %v231 = load <16 x float>, ptr %v22, align 4
  %v232 = fmul contract <16 x float> %v231, %v230
  %v233 = load <16 x float>, ptr %v23, align 4
  %v234 = fadd contract <16 x float> %v233, %v232
  %v235 = getelementptr inbounds float, ptr %v6, i64 %v226
  store <16 x float> %v234, ptr %v235, align 4
  %v236 = or disjoint i64 %v47, 96
  %v237 = getelementptr inbounds float, ptr %v4, i64 %v236
  %v238 = load <16 x float>, ptr %v237, align 4
  %v239 = fsub contract <16 x float> %v238, %v111
  %v240 = fmul contract <16 x float> %v177, %v239
  %v241 = load <16 x float>, ptr %v24, align 4
  %v242 = fmul contract <16 x float> %v241, %v240
  %v243 = load <16 x float>, ptr %v25, align 4
  %v244 = fadd contract <16 x float> %v243, %v242
  %v245 = getelementptr inbounds float, ptr %v6, i64 %v236
  store <16 x float> %v244, ptr %v245, align 4
  %v246 = or disjoint i64 %v47, 112
  %v247 = getelementptr inbounds float, ptr %v4, i64 %v246
  %v248 = load <16 x float>, ptr %v247, align 4
  %v249 = fsub contract <16 x float> %v248, %v111
  %v250 = fmul contract <16 x float> %v177, %v249
  %v251 = load <16 x float>, ptr %v26, align 4
  %v252 = fmul contract <16 x float> %v251, %v250
  %v253 = load <16 x float>, ptr %v27, align 4
  %v254 = fadd contract <16 x float> %v253, %v252
  %v255 = getelementptr inbounds float, ptr %v6, i64 %v246
  store <16 x float> %v254, ptr %v255, align 4
  %v256 = or disjoint i64 %v47, 128
  %v257 = getelementptr inbounds float, ptr %v4, i64 %v256
  %v258 = load <16 x float>, ptr %v257, align 4
  %v259 = fsub contract <16 x float> %v258, %v111
  %v260 = fmul contract <16 x float> %v177, %v259
  %v261 = load <16 x float>, ptr %v28, align 4
  %v262 = fmul contract <16 x float> %v261, %v260
  %v263 = load <16 x float>, ptr %v29, align 4
  %v264 = fadd contract <16 x float> %v263, %v262
  %v265 = getelementptr inbounds float, ptr %v6, i64 %v256
  store <16 x float> %v264, ptr %v265, align 4
  %v266 = or disjoint i64 %v47, 144
  %v267 = getelementptr inbounds float, ptr %v4, i64 %v266
  %v268 = load <16 x float>, ptr %v267, align 4
  %v269 = fsub contract <16 x float> %v268, %v111
  %v270 = fmul contract <16 x float> %v177, %v269
  %v271 = load <16 x float>, ptr %v30, align 4
  %v272 = fmul contract <16 x float> %v271, %v270
  %v273 = load <16 x float>, ptr %v31, align 4
  %v274 = fadd contract <16 x float> %v273, %v272
  %v275 = getelementptr inbounds float, ptr %v6, i64 %v266
  store <16 x float> %v274, ptr %v275, align 4
  %v276 = or disjoint i64 %v47, 160
  %v277 = getelementptr inbounds float, ptr %v4, i64 %v276
  %v278 = load <16 x float>, ptr %v277, align 4
  %v279 = fsub contract <16 x float> %v278, %v111
  %v280 = fmul contract <16 x float> %v177, %v279
  %v281 = load <16 x float>, ptr %v32, align 4
  %v282 = fmul contract <16 x float> %v281, %v280
  %v283 = load <16 x float>, ptr %v33, align 4
  %v284 = fadd contract <16 x float> %v283, %v282
  %v285 = getelementptr inbounds float, ptr %v6, i64 %v276
  store <16 x float> %v284, ptr %v285, align 4
  %v286 = or disjoint i64 %v47, 176
  %v287 = getelementptr inbounds float, ptr %v4, i64 %v286
  %v288 = load <16 x float>, ptr %v287, align 4
  %v289 = fsub contract <16 x float> %v288, %v111
  %v290 = fmul contract <16 x float> %v177, %v289
  %v291 = load <16 x float>, ptr %v34, align 4
  %v292 = fmul contract <16 x float> %v291, %v290
  %v293 = load <16 x float>, ptr %v35, align 4
  %v294 = fadd contract <16 x float> %v293, %v292
  %v295 = getelementptr inbounds float, ptr %v6, i64 %v286
  store <16 x float> %v294, ptr %v295, align 4
  %v296 = or disjoint i64 %v47, 192
  %v297 = getelementptr inbounds float, ptr %v4, i64 %v296
  %v298 = load <16 x float>, ptr %v297, align 4
  %v299 = fsub contract <16 x float> %v298, %v111
  %v300 = fmul contract <16 x float> %v177, %v299
  %v301 = load <16 x float>, ptr %v36, align 4
  %v302 = fmul contract <16 x float> %v301, %v300
  %v303 = load <16 x float>, ptr %v37, align 4
  %v304 = fadd contract <16 x float> %v303, %v302
  %v305 = getelementptr inbounds float, ptr %v6, i64 %v296
  store <16 x float> %v304, ptr %v305, align 4
  %v306 = or disjoint i64 %v47, 208
  %v307 = getelementptr inbounds float, ptr %v4, i64 %v306
  %v308 = load <16 x float>, ptr %v307, align 4
  %v309 = fsub contract <16 x float> %v308, %v111
  %v310 = fmul contract <16 x float> %v177, %v309
  %v311 = load <16 x float>, ptr %v38, align 4
  %v312 = fmul contract <16 x float> %v311, %v310
  %v313 = load <16 x float>, ptr %v39, align 4
  %v314 = fadd contract <16 x float> %v313, %v312
  %v315 = getelementptr inbounds float, ptr %v6, i64 %v306
  store <16 x float> %v314, ptr %v315, align 4
  %v316 = or disjoint i64 %v47, 224
  %v317 = getelementptr inbounds float, ptr %v4, i64 %v316
  %v318 = load <16 x float>, ptr %v317, align 4
  %v319 = fsub contract <16 x float> %v318, %v111
  %v320 = fmul contract <16 x float> %v177, %v319
  %v321 = load <16 x float>, ptr %v40, align 4
  %v322 = fmul contract <16 x float> %v321, %v320
  %v323 = load <16 x float>, ptr %v41, align 4
  %v324 = fadd contract <16 x float> %v323, %v322
  %v325 = getelementptr inbounds float, ptr %v6, i64 %v316
  store <16 x float> %v324, ptr %v325, align 4
  %v326 = or disjoint i64 %v47, 240
  %v327 = getelementptr inbounds float, ptr %v4, i64 %v326
  %v328 = load <16 x float>, ptr %v327, align 4
  %v329 = fsub contract <16 x float> %v328, %v111
  %v330 = fmul contract <16 x float> %v177, %v329
  %v331 = load <16 x float>, ptr %v42, align 4
  %v332 = fmul contract <16 x float> %v331, %v330
  %v333 = load <16 x float>, ptr %v43, align 4
  %v334 = fadd contract <16 x float> %v333, %v332
  %v335 = getelementptr inbounds float, ptr %v6, i64 %v326
  store <16 x float> %v334, ptr %v335, align 4
  %v46 = add nuw nsw i64 %v45, 1
  %v336 = icmp eq i64 %v46, %v2
  br i1 %v336, label %v13, label %v44

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
