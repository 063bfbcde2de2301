; layernorm:M=3,N=50,eps=1e-5,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_layernorm_f32_m3_n50_eps1ep5'
source_filename = "ktune_layernorm_f32_m3_n50_eps1ep5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_layernorm_f32_m3_n50_eps1ep5(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2, ptr noalias %v3) local_unnamed_addr #0 {
v4:
  %v5 = alloca [4 x i64], align 64
  store ptr %v0, ptr %v5, align 64
  %v6 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v3, ptr %v6, align 8
  %v7 = getelementptr inbounds i8, ptr %v5, i64 16
  store ptr %v1, ptr %v7, align 16
  %v8 = getelementptr inbounds i8, ptr %v5, i64 24
  store ptr %v2, ptr %v8, align 8
  call void @ktune_parallel_for(i64 3, ptr nonnull @ktune_layernorm_f32_m3_n50_eps1ep5.parallel0, ptr nonnull %v5) #5
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_layernorm_f32_m3_n50_eps1ep5.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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
  %v24 = getelementptr i8, ptr %v8, i64 192
  %v25 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v24, i32 4, <16 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !5, !noalias !9
  %v26 = getelementptr i8, ptr %v10, i64 192
  %v27 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v26, i32 4, <16 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !7, !noalias !10
  br label %v28

v28:                                         ; preds = %v12, %v28
  %v29 = phi i64 [ %v30, %v28 ], [ %v1, %v12 ]
  %v31 = mul nsw i64 %v29, 50
  %v32 = getelementptr inbounds float, ptr %v4, i64 %v31
  %v33 = load <50 x float>, ptr %v32, align 4, !alias.scope !0, !noalias !11
  %v34 = fadd contract <50 x float> %v33, zeroinitializer
  %v35 = extractelement <50 x float> %v34, i64 0
  %v36 = extractelement <50 x float> %v34, i64 1
  %v37 = fadd contract float %v35, %v36
  %v38 = extractelement <50 x float> %v34, i64 2
  %v39 = fadd contract float %v38, %v37
  %v40 = extractelement <50 x float> %v34, i64 3
  %v41 = fadd contract float %v40, %v39
  %v42 = extractelement <50 x float> %v34, i64 4
  %v43 = fadd contract float %v42, %v41
  %v44 = extractelement <50 x float> %v34, i64 5
  %v45 = fadd contract float %v44, %v43
  %v46 = extractelement <50 x float> %v34, i64 6
  %v47 = fadd contract float %v46, %v45
  %v48 = extractelement <50 x float> %v34, i64 7
  %v49 = fadd contract float %v48, %v47
  %v50 = extractelement <50 x float> %v34, i64 8
  %v51 = fadd contract float %v50, %v49
  %v52 = extractelement <50 x float> %v34, i64 9
  %v53 = fadd contract float %v52, %v51
  %v54 = extractelement <50 x float> %v34, i64 10
  %v55 = fadd contract float %v54, %v53
  %v56 = extractelement <50 x float> %v34, i64 11
  %v57 = fadd contract float %v56, %v55
  %v58 = extractelement <50 x float> %v34, i64 12
  %v59 = fadd contract float %v58, %v57
  %v60 = extractelement <50 x float> %v34, i64 13
  %v61 = fadd contract float %v60, %v59
  %v62 = extractelement <50 x float> %v34, i64 14
  %v63 = fadd contract float %v62, %v61
  %v64 = extractelement <50 x float> %v34, i64 15
  %v65 = fadd contract float %v64, %v63
  %v66 = extractelement <50 x float> %v34, i64 16
  %v67 = fadd contract float %v66, %v65
  %v68 = extractelement <50 x float> %v34, i64 17
  %v69 = fadd contract float %v68, %v67
  %v70 = extractelement <50 x float> %v34, i64 18
  %v71 = fadd contract float %v70, %v69
  %v72 = extractelement <50 x float> %v34, i64 19
  %v73 = fadd contract float %v72, %v71
  %v74 = extractelement <50 x float> %v34, i64 20
  %v75 = fadd contract float %v74, %v73
  %v76 = extractelement <50 x float> %v34, i64 21
  %v77 = fadd contract float %v76, %v75
  %v78 = extractelement <50 x float> %v34, i64 22
  %v79 = fadd contract float %v78, %v77
  %v80 = extractelement <50 x float> %v34, i64 23
  %v81 = fadd contract float %v80, %v79
  %v82 = extractelement <50 x float> %v34, i64 24
  %v83 = fadd contract float %v82, %v81
  %v84 = extractelement <50 x float> %v34, i64 25
  %v85 = fadd contract float %v84, %v83
  %v86 = extractelement <50 x float> %v34, i64 26
  %v87 = fadd contract float %v86, %v85
  %v88 = extractelement <50 x float> %v34, i64 27
  %v89 = fadd contract float %v88, %v87
  %v90 = extractelement <50 x float> %v34, i64 28
  %v91 = fadd contract float %v90, %v89
  %v92 = extractelement <50 x float> %v34, i64 29
  %v93 = fadd contract float %v92, %v91
  %v94 = extractelement <50 x float> %v34, i64 30
  %v95 = fadd contract float %v94, %v93
  %v96 = extractelement <50 x float> %v34, i64 31
  %v97 = fadd contract float %v96, %v95
  %v98 = extractelement <50 x float> %v34, i64 32
  %v99 = fadd contract float %v98, %v97
  %v100 = extractelement <50 x float> %v34, i64 33
  %v101 = fadd contract float %v100, %v99
  %v102 = extractelement <50 x float> %v34, i64 34
  %v103 = fadd contract float %v102, %v101
  %v104 = extractelement <50 x float> %v34, i64 35
  %v105 = fadd contract float %v104, %v103
  %v106 = extractelement <50 x float> %v34, i64 36
  %v107 = fadd contract float %v106, %v105
  %v108 = extractelement <50 x float> %v34, i64 37
  %v109 = fadd contract float %v108, %v107
  %v110 = extractelement <50 x float> %v34, i64 38
  %v111 = fadd contract float %v110, %v109
  %v112 = extractelement <50 x float> %v34, i64 39
  %v113 = fadd contract float %v112, %v111
  %v114 = extractelement <50 x float> %v34, i64 40
  %v115 = fadd contract float %v114, %v113
  %v116 = extractelement <50 x float> %v34, i64 41
  %v117 = fadd contract float %v116, %v115
  %v118 = extractelement <50 x float> %v34, i64 42
  %v119 = fadd contract float %v118, %v117
  %v120 = extractelement <50 x float> %v34, i64 43
  %v121 = fadd contract float %v120, %v119
  %v122 = extractelement <50 x float> %v34, i64 44
  %v123 = fadd contract float %v122, %v121
  %v124 = extractelement <50 x float> %v34, i64 45
  %v125 = fadd contract float %v124, %v123
  %v126 = extractelement <50 x float> %v34, i64 46
  %v127 = fadd contract float %v126, %v125
  %v128 = extractelement <50 x float> %v34, i64 47
  %v129 = fadd contract float %v128, %v127
  %v130 = extractelement <50 x float> %v34, i64 48
  %v131 = fadd contract float %v130, %v129
  %v132 = extractelement <50 x float> %v34, i64 49
  %v133 = fadd contract float %v132, %v131
  %v134 = fmul contract float %v133, 0x3F947AE140000000
  %v135 = insertelement <50 x float> poison, float %v134, i64 0
  %v136 = shufflevector <50 x float> %v135, <50 x float> poison, <50 x i32> zeroinitializer
  %v137 = fsub contract <50 x float> %v33, %v136
  %v138 = fmul contract <50 x float> %v137, %v137
  %v139 = extractelement <50 x float> %v138, i64 0
  %v140 = extractelement <50 x float> %v138, i64 1
  %v141 = fadd contract float %v139, %v140
  %v142 = extractelement <50 x float> %v138, i64 2
  %v143 = fadd contract float %v142, %v141
  %v144 = extractelement <50 x float> %v138, i64 3
  %v145 = fadd contract float %v144, %v143
  %v146 = extractelement <50 x float> %v138, i64 4
  %v147 = fadd contract float %v146, %v145
  %v148 = extractelement <50 x float> %v138, i64 5
  %v149 = fadd contract float %v148, %v147
  %v150 = extractelement <50 x float> %v138, i64 6
  %v151 = fadd contract float %v150, %v149
  %v152 = extractelement <50 x float> %v138, i64 7
  %v153 = fadd contract float %v152, %v151
  %v154 = extractelement <50 x float> %v138, i64 8
  %v155 = fadd contract float %v154, %v153
  %v156 = extractelement <50 x float> %v138, i64 9
  %v157 = fadd contract float %v156, %v155
  %v158 = extractelement <50 x float> %v138, i64 10
  %v159 = fadd contract float %v158, %v157
  %v160 = extractelement <50 x float> %v138, i64 11
  %v161 = fadd contract float %v160, %v159
  %v162 = extractelement <50 x float> %v138, i64 12
  %v163 = fadd contract float %v162, %v161
  %v164 = extractelement <50 x float> %v138, i64 13
  %v165 = fadd contract float %v164, %v163
  %v166 = extractelement <50 x float> %v138, i64 14
  %v167 = fadd contract float %v166, %v165
  %v168 = extractelement <50 x float> %v138, i64 15
  %v169 = fadd contract float %v168, %v167
  %v170 = extractelement <50 x float> %v138, i64 16
  %v171 = fadd contract float %v170, %v169
  %v172 = extractelement <50 x float> %v138, i64 17
  %v173 = fadd contract float %v172, %v171
  %v174 = extractelement <50 x float> %v138, i64 18
  %v175 = fadd contract float %v174, %v173
  %v176 = extractelement <50 x float> %v138, i64 19
  %v177 = fadd contract float %v176, %v175
  %v178 = extractelement <50 x float> %v138, i64 20
  %v179 = fadd contract float %v178, %v177
  %v180 = extractelement <50 x float> %v138, i64 21
  %v181 = fadd contract float %v180, %v179
  %v182 = extractelement <50 x float> %v138, i64 22
  %v183 = fadd contract float %v182, %v181
  %v184 = extractelement <50 x float> %v138, i64 23
  %v185 = fadd contract float %v184, %v183
  %v186 = extractelement <50 x float> %v138, i64 24
  %v187 = fadd contract float %v186, %v185
  %v188 = extractelement <50 x float> %v138, i64 25
  %v189 = fadd contract float %v188, %v187
  %v190 = extractelement <50 x float> %v138, i64 26
  %v191 = fadd contract float %v190, %v189
  %v192 = extractelement <50 x float> %v138, i64 27
  %v193 = fadd contract float %v192, %v191
  %v194 = extractelement <50 x float> %v138, i64 28
  %v195 = fadd contract float %v194, %v193
  %v196 = extractelement <50 x float> %v138, i64 29
  %v197 = fadd contract float %v196, %v195
  %v198 = extractelement <50 x float> %v138, i64 30
  %v199 = fadd contract float %v198, %v197
  %v200 = extractelement <50 x float> %v138, i64 31
  %v201 = fadd contract float %v200, %v199
  %v202 = extractelement <50 x float> %v138, i64 32
  %v203 = fadd contract float %v202, %v201
  %v204 = extractelement <50 x float> %v138, i64 33
  %v205 = fadd contract float %v204, %v203
  %v206 = extractelement <50 x float> %v138, i64 34
  %v207 = fadd contract float %v206, %v205
  %v208 = extractelement <50 x float> %v138, i64 35
  %v209 = fadd contract float %v208, %v207
  %v210 = extractelement <50 x float> %v138, i64 36
  %v211 = fadd contract float %v210, %v209
  %v212 = extractelement <50 x float> %v138, i64 37
  %v213 = fadd contract float %v212, %v211
  %v214 = extractelement <50 x float> %v138, i64 38
  %v215 = fadd contract float %v214, %v213
  %v216 = extractelement <50 x float> %v138, i64 39
  %v217 = fadd contract float %v216, %v215
  %v218 = extractelement <50 x float> %v138, i64 40
  %v219 = fadd contract float %v218, %v217
  %v220 = extractelement <50 x float> %v138, i64 41
  %v221 = fadd contract float %v220, %v219
  %v222 = extractelement <50 x float> %v138, i64 42
  %v223 = fadd contract float %v222, %v221
  %v224 = extractelement <50 x float> %v138, i64 43
  %v225 = fadd contract float %v224, %v223
  %v226 = extractelement <50 x float> %v138, i64 44
  %v227 = fadd contract float %v226, %v225
  %v228 = extractelement <50 x float> %v138, i64 45
  %v229 = fadd contract float %v228, %v227
  %v230 = extractelement <50 x float> %v138, i64 46
  %v231 = fadd contract float %v230, %v229
  %v232 = extractelement <50 x float> %v138, i64 47
  %v233 = fadd contract float %v232, %v231
  %v234 = extractelement <50 x float> %v138, i64 48
  %v235 = fadd contract float %v234, %v233
  %v236 = extractelement <50 x float> %v138, i64 49
  %v237 = fadd contract float %v236, %v235
  %v238 = insertelement <16 x float> poison, float %v134, i64 0
  %v239 = shufflevector <16 x float> %v238, <16 x float> poison, <16 x i32> zeroinitializer
  %v240 = fmul contract float %v237, 0x3F947AE140000000
  %v241 = fadd contract float %v240, 0x3EE4F8B580000000
  %v242 = tail call contract float @llvm.sqrt.f32(float %v241)
  %v243 = fdiv contract float 1.000000e+00, %v242
  %v244 = insertelement <16 x float> poison, float %v243, i64 0
  %v245 = shufflevector <16 x float> %v244, <16 x float> poison, <16 x i32> zeroinitializer
  %v246 = load <16 x float>, ptr %v32, align 4, !alias.scope !0, !noalias !11
  %v247 = fsub contract <16 x float> %v246, %v239
  %v248 = fmul contract <16 x float> %v245, %v247
  %v249 = fmul contract <16 x float> %v14, %v248
  %v250 = fadd contract <16 x float> %v15, %v249
  %v251 = getelementptr inbounds float, ptr %v6, i64 %v31
  store <16 x float> %v250, ptr %v251, align 4, !alias.scope !3, !noalias !12
  %v252 = add nsw i64 %v31, 16
  %v253 = getelementptr inbounds float, ptr %v4, i64 %v252
  %v254 = load <16 x float>, ptr %v253, align 4, !alias.scope !0, !noalias !11
  %v255 = fsub contract <16 x float> %v254, %v239
  %v256 = fmul contract <16 x float> %v245, %v255
  %v257 = fmul contract <16 x float> %v17, %v256
  %v258 = fadd contract <16 x float> %v19, %v257
  %v259 = getelementptr inbounds float, ptr %v6, i64 %v252
  store <16 x float> %v258, ptr %v259, align 4, !alias.scope !3, !noalias !12
  %v260 = add nsw i64 %v31, 32
  %v261 = getelementptr inbounds float, ptr %v4, i64 %v260
  %v262 = load <16 x float>, ptr %v261, align 4, !alias.scope !0, !noalias !11
  %v263 = fsub contract <16 x float> %v262, %v239
  %v264 = fmul contract <16 x float> %v245, %v263
  %v265 = fmul contract <16 x float> %v21, %v264
  %v266 = fadd contract <16 x float> %v23, %v265
  %v267 = getelementptr inbounds float, ptr %v6, i64 %v260
  store <16 x float> %v266, ptr %v267, align 4, !alias.scope !3, !noalias !12
  %v268 = add nsw i64 %v31, 48
  %v269 = getelementptr float, ptr %v4, i64 %v268
  %v270 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v269, i32 4, <16 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !11
  %v271 = fsub contract <16 x float> %v270, %v239
  %v272 = insertelement <16 x float> poison, float %v241, i64 0
  %v273 = shufflevector <16 x float> %v272, <16 x float> poison, <16 x i32> zeroinitializer
  %v274 = tail call contract <16 x float> @llvm.sqrt.v16f32(<16 x float> %v273)
  %v275 = fdiv contract <16 x float> <float 1.000000e+00, float 1.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, %v274
  %v276 = fmul contract <16 x float> %v275, %v271
  %v277 = fmul contract <16 x float> %v25, %v276
  %v278 = fadd contract <16 x float> %v27, %v277
  %v279 = getelementptr float, ptr %v6, i64 %v268
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v278, ptr %v279, i32 4, <16 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !3, !noalias !12
  %v30 = add nuw nsw i64 %v29, 1
  %v280 = icmp eq i64 %v30, %v2
  br i1 %v280, label %v13, label %v28

v13: ; preds = %v28, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.sqrt.v16f32(<16 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr nocapture, i32 immarg, <16 x i1>) #4

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_layernorm_f32_m3_n50_eps1ep5_packed(ptr nocapture readonly %v0) local_unnamed_addr #5 {
v1:
  %v2 = alloca [4 x i64], align 64
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %v2)
  %v3 = load <4 x ptr>, ptr %v0, align 8
  %v4 = shufflevector <4 x ptr> %v3, <4 x ptr> poison, <4 x i32> <i32 0, i32 3, i32 1, i32 2>
  store <4 x ptr> %v4, ptr %v2, align 64, !noalias !13
  call void @ktune_parallel_for(i64 3, ptr nonnull @ktune_layernorm_f32_m3_n50_eps1ep5.parallel0, ptr nonnull %v2) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #7

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_layernorm_f32_m3_n50_eps1ep5.parallel0.task: %X"}
!2 = distinct !{!2, !"ktune_layernorm_f32_m3_n50_eps1ep5.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_layernorm_f32_m3_n50_eps1ep5.parallel0.task: %Y"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_layernorm_f32_m3_n50_eps1ep5.parallel0.task: %gamma"}
!7 = !{!8}
!8 = distinct !{!8, !2, !"ktune_layernorm_f32_m3_n50_eps1ep5.parallel0.task: %beta"}
!9 = !{!1, !4, !8}
!10 = !{!1, !4, !6}
!11 = !{!4, !6, !8}
!12 = !{!1, !6, !8}
!13 = !{!14, !16, !17, !18}
!14 = distinct !{!14, !15, !"ktune_layernorm_f32_m3_n50_eps1ep5: %X"}
!15 = distinct !{!15, !"ktune_layernorm_f32_m3_n50_eps1ep5"}
!16 = distinct !{!16, !15, !"ktune_layernorm_f32_m3_n50_eps1ep5: %gamma"}
!17 = distinct !{!17, !15, !"ktune_layernorm_f32_m3_n50_eps1ep5: %beta"}
!18 = distinct !{!18, !15, !"ktune_layernorm_f32_m3_n50_eps1ep5: %Y"}
