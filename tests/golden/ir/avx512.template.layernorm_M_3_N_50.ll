; layernorm:M=3,N=50,eps=1e-5,dtype=f32 on llvm -mcpu=x86-64-v4, schedule template
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
  %v14 = load <32 x float>, ptr %v8, align 4, !alias.scope !5, !noalias !9
  %v15 = load <32 x float>, ptr %v10, align 4, !alias.scope !7, !noalias !10
  %v16 = getelementptr i8, ptr %v8, i64 128
  %v17 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v16, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison), !alias.scope !5, !noalias !9
  %v18 = getelementptr i8, ptr %v10, i64 128
  %v19 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v18, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison), !alias.scope !7, !noalias !10
  br label %v20

v20:                                         ; preds = %v12, %v20
  %v21 = phi i64 [ %v22, %v20 ], [ %v1, %v12 ]
  %v23 = mul nsw i64 %v21, 50
  %v24 = getelementptr inbounds float, ptr %v4, i64 %v23
  %v25 = load <50 x float>, ptr %v24, align 4, !alias.scope !0, !noalias !11
  %v26 = fadd contract <50 x float> %v25, zeroinitializer
  %v27 = extractelement <50 x float> %v26, i64 0
  %v28 = extractelement <50 x float> %v26, i64 1
  %v29 = fadd contract float %v27, %v28
  %v30 = extractelement <50 x float> %v26, i64 2
  %v31 = fadd contract float %v30, %v29
  %v32 = extractelement <50 x float> %v26, i64 3
  %v33 = fadd contract float %v32, %v31
  %v34 = extractelement <50 x float> %v26, i64 4
  %v35 = fadd contract float %v34, %v33
  %v36 = extractelement <50 x float> %v26, i64 5
  %v37 = fadd contract float %v36, %v35
  %v38 = extractelement <50 x float> %v26, i64 6
  %v39 = fadd contract float %v38, %v37
  %v40 = extractelement <50 x float> %v26, i64 7
  %v41 = fadd contract float %v40, %v39
  %v42 = extractelement <50 x float> %v26, i64 8
  %v43 = fadd contract float %v42, %v41
  %v44 = extractelement <50 x float> %v26, i64 9
  %v45 = fadd contract float %v44, %v43
  %v46 = extractelement <50 x float> %v26, i64 10
  %v47 = fadd contract float %v46, %v45
  %v48 = extractelement <50 x float> %v26, i64 11
  %v49 = fadd contract float %v48, %v47
  %v50 = extractelement <50 x float> %v26, i64 12
  %v51 = fadd contract float %v50, %v49
  %v52 = extractelement <50 x float> %v26, i64 13
  %v53 = fadd contract float %v52, %v51
  %v54 = extractelement <50 x float> %v26, i64 14
  %v55 = fadd contract float %v54, %v53
  %v56 = extractelement <50 x float> %v26, i64 15
  %v57 = fadd contract float %v56, %v55
  %v58 = extractelement <50 x float> %v26, i64 16
  %v59 = fadd contract float %v58, %v57
  %v60 = extractelement <50 x float> %v26, i64 17
  %v61 = fadd contract float %v60, %v59
  %v62 = extractelement <50 x float> %v26, i64 18
  %v63 = fadd contract float %v62, %v61
  %v64 = extractelement <50 x float> %v26, i64 19
  %v65 = fadd contract float %v64, %v63
  %v66 = extractelement <50 x float> %v26, i64 20
  %v67 = fadd contract float %v66, %v65
  %v68 = extractelement <50 x float> %v26, i64 21
  %v69 = fadd contract float %v68, %v67
  %v70 = extractelement <50 x float> %v26, i64 22
  %v71 = fadd contract float %v70, %v69
  %v72 = extractelement <50 x float> %v26, i64 23
  %v73 = fadd contract float %v72, %v71
  %v74 = extractelement <50 x float> %v26, i64 24
  %v75 = fadd contract float %v74, %v73
  %v76 = extractelement <50 x float> %v26, i64 25
  %v77 = fadd contract float %v76, %v75
  %v78 = extractelement <50 x float> %v26, i64 26
  %v79 = fadd contract float %v78, %v77
  %v80 = extractelement <50 x float> %v26, i64 27
  %v81 = fadd contract float %v80, %v79
  %v82 = extractelement <50 x float> %v26, i64 28
  %v83 = fadd contract float %v82, %v81
  %v84 = extractelement <50 x float> %v26, i64 29
  %v85 = fadd contract float %v84, %v83
  %v86 = extractelement <50 x float> %v26, i64 30
  %v87 = fadd contract float %v86, %v85
  %v88 = extractelement <50 x float> %v26, i64 31
  %v89 = fadd contract float %v88, %v87
  %v90 = extractelement <50 x float> %v26, i64 32
  %v91 = fadd contract float %v90, %v89
  %v92 = extractelement <50 x float> %v26, i64 33
  %v93 = fadd contract float %v92, %v91
  %v94 = extractelement <50 x float> %v26, i64 34
  %v95 = fadd contract float %v94, %v93
  %v96 = extractelement <50 x float> %v26, i64 35
  %v97 = fadd contract float %v96, %v95
  %v98 = extractelement <50 x float> %v26, i64 36
  %v99 = fadd contract float %v98, %v97
  %v100 = extractelement <50 x float> %v26, i64 37
  %v101 = fadd contract float %v100, %v99
  %v102 = extractelement <50 x float> %v26, i64 38
  %v103 = fadd contract float %v102, %v101
  %v104 = extractelement <50 x float> %v26, i64 39
  %v105 = fadd contract float %v104, %v103
  %v106 = extractelement <50 x float> %v26, i64 40
  %v107 = fadd contract float %v106, %v105
  %v108 = extractelement <50 x float> %v26, i64 41
  %v109 = fadd contract float %v108, %v107
  %v110 = extractelement <50 x float> %v26, i64 42
  %v111 = fadd contract float %v110, %v109
  %v112 = extractelement <50 x float> %v26, i64 43
  %v113 = fadd contract float %v112, %v111
  %v114 = extractelement <50 x float> %v26, i64 44
  %v115 = fadd contract float %v114, %v113
  %v116 = extractelement <50 x float> %v26, i64 45
  %v117 = fadd contract float %v116, %v115
  %v118 = extractelement <50 x float> %v26, i64 46
  %v119 = fadd contract float %v118, %v117
  %v120 = extractelement <50 x float> %v26, i64 47
  %v121 = fadd contract float %v120, %v119
  %v122 = extractelement <50 x float> %v26, i64 48
  %v123 = fadd contract float %v122, %v121
  %v124 = extractelement <50 x float> %v26, i64 49
  %v125 = fadd contract float %v124, %v123
  %v126 = fmul contract float %v125, 0x3F947AE140000000
  %v127 = insertelement <50 x float> poison, float %v126, i64 0
  %v128 = shufflevector <50 x float> %v127, <50 x float> poison, <50 x i32> zeroinitializer
  %v129 = fsub contract <50 x float> %v25, %v128
  %v130 = fmul contract <50 x float> %v129, %v129
  %v131 = extractelement <50 x float> %v130, i64 0
  %v132 = extractelement <50 x float> %v130, i64 1
  %v133 = fadd contract float %v131, %v132
  %v134 = extractelement <50 x float> %v130, i64 2
  %v135 = fadd contract float %v134, %v133
  %v136 = extractelement <50 x float> %v130, i64 3
  %v137 = fadd contract float %v136, %v135
  %v138 = extractelement <50 x float> %v130, i64 4
  %v139 = fadd contract float %v138, %v137
  %v140 = extractelement <50 x float> %v130, i64 5
  %v141 = fadd contract float %v140, %v139
  %v142 = extractelement <50 x float> %v130, i64 6
  %v143 = fadd contract float %v142, %v141
  %v144 = extractelement <50 x float> %v130, i64 7
  %v145 = fadd contract float %v144, %v143
  %v146 = extractelement <50 x float> %v130, i64 8
  %v147 = fadd contract float %v146, %v145
  %v148 = extractelement <50 x float> %v130, i64 9
  %v149 = fadd contract float %v148, %v147
  %v150 = extractelement <50 x float> %v130, i64 10
  %v151 = fadd contract float %v150, %v149
  %v152 = extractelement <50 x float> %v130, i64 11
  %v153 = fadd contract float %v152, %v151
  %v154 = extractelement <50 x float> %v130, i64 12
  %v155 = fadd contract float %v154, %v153
  %v156 = extractelement <50 x float> %v130, i64 13
  %v157 = fadd contract float %v156, %v155
  %v158 = extractelement <50 x float> %v130, i64 14
  %v159 = fadd contract float %v158, %v157
  %v160 = extractelement <50 x float> %v130, i64 15
  %v161 = fadd contract float %v160, %v159
  %v162 = extractelement <50 x float> %v130, i64 16
  %v163 = fadd contract float %v162, %v161
  %v164 = extractelement <50 x float> %v130, i64 17
  %v165 = fadd contract float %v164, %v163
  %v166 = extractelement <50 x float> %v130, i64 18
  %v167 = fadd contract float %v166, %v165
  %v168 = extractelement <50 x float> %v130, i64 19
  %v169 = fadd contract float %v168, %v167
  %v170 = extractelement <50 x float> %v130, i64 20
  %v171 = fadd contract float %v170, %v169
  %v172 = extractelement <50 x float> %v130, i64 21
  %v173 = fadd contract float %v172, %v171
  %v174 = extractelement <50 x float> %v130, i64 22
  %v175 = fadd contract float %v174, %v173
  %v176 = extractelement <50 x float> %v130, i64 23
  %v177 = fadd contract float %v176, %v175
  %v178 = extractelement <50 x float> %v130, i64 24
  %v179 = fadd contract float %v178, %v177
  %v180 = extractelement <50 x float> %v130, i64 25
  %v181 = fadd contract float %v180, %v179
  %v182 = extractelement <50 x float> %v130, i64 26
  %v183 = fadd contract float %v182, %v181
  %v184 = extractelement <50 x float> %v130, i64 27
  %v185 = fadd contract float %v184, %v183
  %v186 = extractelement <50 x float> %v130, i64 28
  %v187 = fadd contract float %v186, %v185
  %v188 = extractelement <50 x float> %v130, i64 29
  %v189 = fadd contract float %v188, %v187
  %v190 = extractelement <50 x float> %v130, i64 30
  %v191 = fadd contract float %v190, %v189
  %v192 = extractelement <50 x float> %v130, i64 31
  %v193 = fadd contract float %v192, %v191
  %v194 = extractelement <50 x float> %v130, i64 32
  %v195 = fadd contract float %v194, %v193
  %v196 = extractelement <50 x float> %v130, i64 33
  %v197 = fadd contract float %v196, %v195
  %v198 = extractelement <50 x float> %v130, i64 34
  %v199 = fadd contract float %v198, %v197
  %v200 = extractelement <50 x float> %v130, i64 35
  %v201 = fadd contract float %v200, %v199
  %v202 = extractelement <50 x float> %v130, i64 36
  %v203 = fadd contract float %v202, %v201
  %v204 = extractelement <50 x float> %v130, i64 37
  %v205 = fadd contract float %v204, %v203
  %v206 = extractelement <50 x float> %v130, i64 38
  %v207 = fadd contract float %v206, %v205
  %v208 = extractelement <50 x float> %v130, i64 39
  %v209 = fadd contract float %v208, %v207
  %v210 = extractelement <50 x float> %v130, i64 40
  %v211 = fadd contract float %v210, %v209
  %v212 = extractelement <50 x float> %v130, i64 41
  %v213 = fadd contract float %v212, %v211
  %v214 = extractelement <50 x float> %v130, i64 42
  %v215 = fadd contract float %v214, %v213
  %v216 = extractelement <50 x float> %v130, i64 43
  %v217 = fadd contract float %v216, %v215
  %v218 = extractelement <50 x float> %v130, i64 44
  %v219 = fadd contract float %v218, %v217
  %v220 = extractelement <50 x float> %v130, i64 45
  %v221 = fadd contract float %v220, %v219
  %v222 = extractelement <50 x float> %v130, i64 46
  %v223 = fadd contract float %v222, %v221
  %v224 = extractelement <50 x float> %v130, i64 47
  %v225 = fadd contract float %v224, %v223
  %v226 = extractelement <50 x float> %v130, i64 48
  %v227 = fadd contract float %v226, %v225
  %v228 = extractelement <50 x float> %v130, i64 49
  %v229 = fadd contract float %v228, %v227
  %v230 = load <32 x float>, ptr %v24, align 4, !alias.scope !0, !noalias !11
  %v231 = insertelement <32 x float> poison, float %v126, i64 0
  %v232 = shufflevector <32 x float> %v231, <32 x float> poison, <32 x i32> zeroinitializer
  %v233 = fsub contract <32 x float> %v230, %v232
  %v234 = fmul contract float %v229, 0x3F947AE140000000
  %v235 = fadd contract float %v234, 0x3EE4F8B580000000
  %v236 = tail call contract float @llvm.sqrt.f32(float %v235)
  %v237 = fdiv contract float 1.000000e+00, %v236
  %v238 = insertelement <32 x float> poison, float %v237, i64 0
  %v239 = shufflevector <32 x float> %v238, <32 x float> poison, <32 x i32> zeroinitializer
  %v240 = fmul contract <32 x float> %v233, %v239
  %v241 = fmul contract <32 x float> %v14, %v240
  %v242 = fadd contract <32 x float> %v15, %v241
  %v243 = getelementptr inbounds float, ptr %v6, i64 %v23
  store <32 x float> %v242, ptr %v243, align 4, !alias.scope !3, !noalias !12
  %v244 = add nsw i64 %v23, 32
  %v245 = getelementptr float, ptr %v4, i64 %v244
  %v246 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v245, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison), !alias.scope !0, !noalias !11
  %v247 = shufflevector <32 x float> %v231, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v248 = fsub contract <32 x float> %v246, %v247
  %v249 = insertelement <32 x float> poison, float %v235, i64 0
  %v250 = shufflevector <32 x float> %v249, <32 x float> poison, <32 x i32> zeroinitializer
  %v251 = tail call contract <32 x float> @llvm.sqrt.v32f32(<32 x float> %v250)
  %v252 = fdiv contract <32 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, %v251
  %v253 = fmul contract <32 x float> %v248, %v252
  %v254 = fmul contract <32 x float> %v17, %v253
  %v255 = fadd contract <32 x float> %v19, %v254
  %v256 = getelementptr float, ptr %v6, i64 %v244
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v255, ptr %v256, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !3, !noalias !12
  %v22 = add nuw nsw i64 %v21, 1
  %v257 = icmp eq i64 %v22, %v2
  br i1 %v257, label %v13, label %v20

v13: ; preds = %v20, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <32 x float> @llvm.masked.load.v32f32.p0(ptr nocapture, i32 immarg, <32 x i1>, <32 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x float> @llvm.sqrt.v32f32(<32 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v32f32.p0(<32 x float>, ptr nocapture, i32 immarg, <32 x i1>) #4

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

attributes #0 = { nounwind "min-legal-vector-width"="512" "target-cpu"="x86-64-v4" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="512" "target-cpu"="x86-64-v4" "target-features" }
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
