; matmul:M=64,N=64,K=32,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_matmul_f32_m64_n64_k32'
source_filename = "ktune_matmul_f32_m64_n64_k32"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_matmul_f32_m64_n64_k32(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  store ptr %v0, ptr %v4, align 64
  %v5 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v1, ptr %v5, align 8
  %v6 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v6, align 16
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_matmul_f32_m64_n64_k32.parallel0, ptr nonnull %v4) #2
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_matmul_f32_m64_n64_k32.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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
  %v12 = getelementptr inbounds i8, ptr %v6, i64 64
  %v13 = getelementptr inbounds i8, ptr %v6, i64 128
  %v14 = getelementptr inbounds i8, ptr %v6, i64 192
  br label %v15

v15:                                   ; preds = %v10, %v16
  %v17 = phi i64 [ %v18, %v16 ], [ %v1, %v10 ]
  %v19 = shl i64 %v17, 10
  %v20 = getelementptr i8, ptr %v8, i64 %v19
  %v21 = shl nsw i64 %v17, 7
  br label %v22

v22:                                   ; preds = %v22, %v15
  %v23 = phi <16 x float> [ zeroinitializer, %v15 ], [ %v24, %v22 ]
  %v25 = phi <16 x float> [ zeroinitializer, %v15 ], [ %v26, %v22 ]
  %v27 = phi <16 x float> [ zeroinitializer, %v15 ], [ %v28, %v22 ]
  %v29 = phi <16 x float> [ zeroinitializer, %v15 ], [ %v30, %v22 ]
  %v31 = phi i64 [ 0, %v15 ], [ %v32, %v22 ]
  %v33 = shl nuw nsw i64 %v31, 1
  %v34 = add nuw nsw i64 %v33, %v21
  %v35 = getelementptr inbounds float, ptr %v4, i64 %v34
  %v36 = load float, ptr %v35, align 4, !alias.scope !0, !noalias !7
  %v37 = insertelement <16 x float> poison, float %v36, i64 0
  %v38 = shufflevector <16 x float> %v37, <16 x float> poison, <16 x i32> zeroinitializer
  %v39 = shl nsw i64 %v31, 9
  %v40 = getelementptr inbounds i8, ptr %v6, i64 %v39
  %v41 = load <16 x float>, ptr %v40, align 4, !alias.scope !3, !noalias !8
  %v42 = fmul contract <16 x float> %v41, %v38
  %v43 = fadd contract <16 x float> %v29, %v42
  %v44 = getelementptr i8, ptr %v35, i64 128
  %v45 = load float, ptr %v44, align 4, !alias.scope !0, !noalias !7
  %v46 = insertelement <16 x float> poison, float %v45, i64 0
  %v47 = shufflevector <16 x float> %v46, <16 x float> poison, <16 x i32> zeroinitializer
  %v48 = fmul contract <16 x float> %v41, %v47
  %v49 = fadd contract <16 x float> %v27, %v48
  %v50 = getelementptr i8, ptr %v35, i64 256
  %v51 = load float, ptr %v50, align 4, !alias.scope !0, !noalias !7
  %v52 = insertelement <16 x float> poison, float %v51, i64 0
  %v53 = shufflevector <16 x float> %v52, <16 x float> poison, <16 x i32> zeroinitializer
  %v54 = fmul contract <16 x float> %v41, %v53
  %v55 = fadd contract <16 x float> %v25, %v54
  %v56 = getelementptr i8, ptr %v35, i64 384
  %v57 = load float, ptr %v56, align 4, !alias.scope !0, !noalias !7
  %v58 = insertelement <16 x float> poison, float %v57, i64 0
  %v59 = shufflevector <16 x float> %v58, <16 x float> poison, <16 x i32> zeroinitializer
  %v60 = fmul contract <16 x float> %v41, %v59
  %v61 = fadd contract <16 x float> %v23, %v60
  %v62 = or disjoint i64 %v34, 1
  %v63 = getelementptr inbounds float, ptr %v4, i64 %v62
  %v64 = load float, ptr %v63, align 4, !alias.scope !0, !noalias !7
  %v65 = insertelement <16 x float> poison, float %v64, i64 0
  %v66 = shufflevector <16 x float> %v65, <16 x float> poison, <16 x i32> zeroinitializer
  %v67 = getelementptr inbounds i8, ptr %v40, i64 256
  %v68 = load <16 x float>, ptr %v67, align 4, !alias.scope !3, !noalias !8
  %v69 = fmul contract <16 x float> %v68, %v66
  %v30 = fadd contract <16 x float> %v43, %v69
  %v70 = getelementptr i8, ptr %v35, i64 132
  %v71 = load float, ptr %v70, align 4, !alias.scope !0, !noalias !7
  %v72 = insertelement <16 x float> poison, float %v71, i64 0
  %v73 = shufflevector <16 x float> %v72, <16 x float> poison, <16 x i32> zeroinitializer
  %v74 = fmul contract <16 x float> %v68, %v73
  %v28 = fadd contract <16 x float> %v49, %v74
  %v75 = getelementptr i8, ptr %v35, i64 260
  %v76 = load float, ptr %v75, align 4, !alias.scope !0, !noalias !7
  %v77 = insertelement <16 x float> poison, float %v76, i64 0
  %v78 = shufflevector <16 x float> %v77, <16 x float> poison, <16 x i32> zeroinitializer
  %v79 = fmul contract <16 x float> %v68, %v78
  %v26 = fadd contract <16 x float> %v55, %v79
  %v80 = getelementptr i8, ptr %v35, i64 388
  %v81 = load float, ptr %v80, align 4, !alias.scope !0, !noalias !7
  %v82 = insertelement <16 x float> poison, float %v81, i64 0
  %v83 = shufflevector <16 x float> %v82, <16 x float> poison, <16 x i32> zeroinitializer
  %v84 = fmul contract <16 x float> %v68, %v83
  %v24 = fadd contract <16 x float> %v61, %v84
  %v32 = add nuw nsw i64 %v31, 1
  %v85 = icmp eq i64 %v32, 16
  br i1 %v85, label %v86, label %v22

v86:                                   ; preds = %v22
  store <16 x float> %v30, ptr %v20, align 4, !alias.scope !5, !noalias !9
  %v87 = getelementptr i8, ptr %v20, i64 256
  store <16 x float> %v28, ptr %v87, align 4, !alias.scope !5, !noalias !9
  %v88 = getelementptr i8, ptr %v20, i64 512
  store <16 x float> %v26, ptr %v88, align 4, !alias.scope !5, !noalias !9
  %v89 = getelementptr i8, ptr %v20, i64 768
  store <16 x float> %v24, ptr %v89, align 4, !alias.scope !5, !noalias !9
  br label %v90

v90:                                 ; preds = %v90, %v86
  %v91 = phi <16 x float> [ zeroinitializer, %v86 ], [ %v92, %v90 ]
  %v93 = phi <16 x float> [ zeroinitializer, %v86 ], [ %v94, %v90 ]
  %v95 = phi <16 x float> [ zeroinitializer, %v86 ], [ %v96, %v90 ]
  %v97 = phi <16 x float> [ zeroinitializer, %v86 ], [ %v98, %v90 ]
  %v99 = phi i64 [ 0, %v86 ], [ %v100, %v90 ]
  %v101 = shl nuw nsw i64 %v99, 1
  %v102 = add nuw nsw i64 %v101, %v21
  %v103 = getelementptr inbounds float, ptr %v4, i64 %v102
  %v104 = load float, ptr %v103, align 4, !alias.scope !0, !noalias !7
  %v105 = insertelement <16 x float> poison, float %v104, i64 0
  %v106 = shufflevector <16 x float> %v105, <16 x float> poison, <16 x i32> zeroinitializer
  %v107 = shl nsw i64 %v99, 9
  %v108 = getelementptr inbounds i8, ptr %v12, i64 %v107
  %v109 = load <16 x float>, ptr %v108, align 4, !alias.scope !3, !noalias !8
  %v110 = fmul contract <16 x float> %v109, %v106
  %v111 = fadd contract <16 x float> %v97, %v110
  %v112 = getelementptr i8, ptr %v103, i64 128
  %v113 = load float, ptr %v112, align 4, !alias.scope !0, !noalias !7
  %v114 = insertelement <16 x float> poison, float %v113, i64 0
  %v115 = shufflevector <16 x float> %v114, <16 x float> poison, <16 x i32> zeroinitializer
  %v116 = fmul contract <16 x float> %v109, %v115
  %v117 = fadd contract <16 x float> %v95, %v116
  %v118 = getelementptr i8, ptr %v103, i64 256
  %v119 = load float, ptr %v118, align 4, !alias.scope !0, !noalias !7
  %v120 = insertelement <16 x float> poison, float %v119, i64 0
  %v121 = shufflevector <16 x float> %v120, <16 x float> poison, <16 x i32> zeroinitializer
  %v122 = fmul contract <16 x float> %v109, %v121
  %v123 = fadd contract <16 x float> %v93, %v122
  %v124 = getelementptr i8, ptr %v103, i64 384
  %v125 = load float, ptr %v124, align 4, !alias.scope !0, !noalias !7
  %v126 = insertelement <16 x float> poison, float %v125, i64 0
  %v127 = shufflevector <16 x float> %v126, <16 x float> poison, <16 x i32> zeroinitializer
  %v128 = fmul contract <16 x float> %v109, %v127
  %v129 = fadd contract <16 x float> %v91, %v128
  %v130 = or disjoint i64 %v102, 1
  %v131 = getelementptr inbounds float, ptr %v4, i64 %v130
  %v132 = load float, ptr %v131, align 4, !alias.scope !0, !noalias !7
  %v133 = insertelement <16 x float> poison, float %v132, i64 0
  %v134 = shufflevector <16 x float> %v133, <16 x float> poison, <16 x i32> zeroinitializer
  %v135 = getelementptr inbounds i8, ptr %v108, i64 256
  %v136 = load <16 x float>, ptr %v135, align 4, !alias.scope !3, !noalias !8
  %v137 = fmul contract <16 x float> %v136, %v134
  %v98 = fadd contract <16 x float> %v111, %v137
  %v138 = getelementptr i8, ptr %v103, i64 132
  %v139 = load float, ptr %v138, align 4, !alias.scope !0, !noalias !7
  %v140 = insertelement <16 x float> poison, float %v139, i64 0
  %v141 = shufflevector <16 x float> %v140, <16 x float> poison, <16 x i32> zeroinitializer
  %v142 = fmul contract <16 x float> %v136, %v141
  %v96 = fadd contract <16 x float> %v117, %v142
  %v143 = getelementptr i8, ptr %v103, i64 260
  %v144 = load float, ptr %v143, align 4, !alias.scope !0, !noalias !7
  %v145 = insertelement <16 x float> poison, float %v144, i64 0
  %v146 = shufflevector <16 x float> %v145, <16 x float> poison, <16 x i32> zeroinitializer
  %v147 = fmul contract <16 x float> %v136, %v146
  %v94 = fadd contract <16 x float> %v123, %v147
  %v148 = getelementptr i8, ptr %v103, i64 388
  %v149 = load float, ptr %v148, align 4, !alias.scope !0, !noalias !7
  %v150 = insertelement <16 x float> poison, float %v149, i64 0
  %v151 = shufflevector <16 x float> %v150, <16 x float> poison, <16 x i32> zeroinitializer
  %v152 = fmul contract <16 x float> %v136, %v151
  %v92 = fadd contract <16 x float> %v129, %v152
  %v100 = add nuw nsw i64 %v99, 1
  %v153 = icmp eq i64 %v100, 16
  br i1 %v153, label %v154, label %v90

v154:                                 ; preds = %v90
  %v155 = getelementptr i8, ptr %v20, i64 64
  store <16 x float> %v98, ptr %v155, align 4, !alias.scope !5, !noalias !9
  %v156 = getelementptr i8, ptr %v20, i64 320
  store <16 x float> %v96, ptr %v156, align 4, !alias.scope !5, !noalias !9
  %v157 = getelementptr i8, ptr %v20, i64 576
  store <16 x float> %v94, ptr %v157, align 4, !alias.scope !5, !noalias !9
  %v158 = getelementptr i8, ptr %v20, i64 832
  store <16 x float> %v92, ptr %v158, align 4, !alias.scope !5, !noalias !9
  br label %v159

v159:                                 ; preds = %v159, %v154
  %v160 = phi <16 x float> [ zeroinitializer, %v154 ], [ %v161, %v159 ]
  %v162 = phi <16 x float> [ zeroinitializer, %v154 ], [ %v163, %v159 ]
  %v164 = phi <16 x float> [ zeroinitializer, %v154 ], [ %v165, %v159 ]
  %v166 = phi <16 x float> [ zeroinitializer, %v154 ], [ %v167, %v159 ]
  %v168 = phi i64 [ 0, %v154 ], [ %v169, %v159 ]
  %v170 = shl nuw nsw i64 %v168, 1
  %v171 = add nuw nsw i64 %v170, %v21
  %v172 = getelementptr inbounds float, ptr %v4, i64 %v171
  %v173 = load float, ptr %v172, align 4, !alias.scope !0, !noalias !7
  %v174 = insertelement <16 x float> poison, float %v173, i64 0
  %v175 = shufflevector <16 x float> %v174, <16 x float> poison, <16 x i32> zeroinitializer
  %v176 = shl nsw i64 %v168, 9
  %v177 = getelementptr inbounds i8, ptr %v13, i64 %v176
  %v178 = load <16 x float>, ptr %v177, align 4, !alias.scope !3, !noalias !8
  %v179 = fmul contract <16 x float> %v178, %v175
  %v180 = fadd contract <16 x float> %v166, %v179
  %v181 = getelementptr i8, ptr %v172, i64 128
  %v182 = load float, ptr %v181, align 4, !alias.scope !0, !noalias !7
  %v183 = insertelement <16 x float> poison, float %v182, i64 0
  %v184 = shufflevector <16 x float> %v183, <16 x float> poison, <16 x i32> zeroinitializer
  %v185 = fmul contract <16 x float> %v178, %v184
  %v186 = fadd contract <16 x float> %v164, %v185
  %v187 = getelementptr i8, ptr %v172, i64 256
  %v188 = load float, ptr %v187, align 4, !alias.scope !0, !noalias !7
  %v189 = insertelement <16 x float> poison, float %v188, i64 0
  %v190 = shufflevector <16 x float> %v189, <16 x float> poison, <16 x i32> zeroinitializer
  %v191 = fmul contract <16 x float> %v178, %v190
  %v192 = fadd contract <16 x float> %v162, %v191
  %v193 = getelementptr i8, ptr %v172, i64 384
  %v194 = load float, ptr %v193, align 4, !alias.scope !0, !noalias !7
  %v195 = insertelement <16 x float> poison, float %v194, i64 0
  %v196 = shufflevector <16 x float> %v195, <16 x float> poison, <16 x i32> zeroinitializer
  %v197 = fmul contract <16 x float> %v178, %v196
  %v198 = fadd contract <16 x float> %v160, %v197
  %v199 = or disjoint i64 %v171, 1
  %v200 = getelementptr inbounds float, ptr %v4, i64 %v199
  %v201 = load float, ptr %v200, align 4, !alias.scope !0, !noalias !7
  %v202 = insertelement <16 x float> poison, float %v201, i64 0
  %v203 = shufflevector <16 x float> %v202, <16 x float> poison, <16 x i32> zeroinitializer
  %v204 = getelementptr inbounds i8, ptr %v177, i64 256
  %v205 = load <16 x float>, ptr %v204, align 4, !alias.scope !3, !noalias !8
  %v206 = fmul contract <16 x float> %v205, %v203
  %v167 = fadd contract <16 x float> %v180, %v206
  %v207 = getelementptr i8, ptr %v172, i64 132
  %v208 = load float, ptr %v207, align 4, !alias.scope !0, !noalias !7
  %v209 = insertelement <16 x float> poison, float %v208, i64 0
  %v210 = shufflevector <16 x float> %v209, <16 x float> poison, <16 x i32> zeroinitializer
  %v211 = fmul contract <16 x float> %v205, %v210
  %v165 = fadd contract <16 x float> %v186, %v211
  %v212 = getelementptr i8, ptr %v172, i64 260
  %v213 = load float, ptr %v212, align 4, !alias.scope !0, !noalias !7
  %v214 = insertelement <16 x float> poison, float %v213, i64 0
  %v215 = shufflevector <16 x float> %v214, <16 x float> poison, <16 x i32> zeroinitializer
  %v216 = fmul contract <16 x float> %v205, %v215
  %v163 = fadd contract <16 x float> %v192, %v216
  %v217 = getelementptr i8, ptr %v172, i64 388
  %v218 = load float, ptr %v217, align 4, !alias.scope !0, !noalias !7
  %v219 = insertelement <16 x float> poison, float %v218, i64 0
  %v220 = shufflevector <16 x float> %v219, <16 x float> poison, <16 x i32> zeroinitializer
  %v221 = fmul contract <16 x float> %v205, %v220
  %v161 = fadd contract <16 x float> %v198, %v221
  %v169 = add nuw nsw i64 %v168, 1
  %v222 = icmp eq i64 %v169, 16
  br i1 %v222, label %v223, label %v159

v223:                                 ; preds = %v159
  %v224 = getelementptr i8, ptr %v20, i64 128
  store <16 x float> %v167, ptr %v224, align 4, !alias.scope !5, !noalias !9
  %v225 = getelementptr i8, ptr %v20, i64 384
  store <16 x float> %v165, ptr %v225, align 4, !alias.scope !5, !noalias !9
  %v226 = getelementptr i8, ptr %v20, i64 640
  store <16 x float> %v163, ptr %v226, align 4, !alias.scope !5, !noalias !9
  %v227 = getelementptr i8, ptr %v20, i64 896
  store <16 x float> %v161, ptr %v227, align 4, !alias.scope !5, !noalias !9
  br label %v228

v228:                                 ; preds = %v228, %v223
  %v229 = phi <16 x float> [ zeroinitializer, %v223 ], [ %v230, %v228 ]
  %v231 = phi <16 x float> [ zeroinitializer, %v223 ], [ %v232, %v228 ]
  %v233 = phi <16 x float> [ zeroinitializer, %v223 ], [ %v234, %v228 ]
  %v235 = phi <16 x float> [ zeroinitializer, %v223 ], [ %v236, %v228 ]
  %v237 = phi i64 [ 0, %v223 ], [ %v238, %v228 ]
  %v239 = shl nuw nsw i64 %v237, 1
  %v240 = add nuw nsw i64 %v239, %v21
  %v241 = getelementptr inbounds float, ptr %v4, i64 %v240
  %v242 = load float, ptr %v241, align 4, !alias.scope !0, !noalias !7
  %v243 = insertelement <16 x float> poison, float %v242, i64 0
  %v244 = shufflevector <16 x float> %v243, <16 x float> poison, <16 x i32> zeroinitializer
  %v245 = shl nsw i64 %v237, 9
  %v246 = getelementptr inbounds i8, ptr %v14, i64 %v245
  %v247 = load <16 x float>, ptr %v246, align 4, !alias.scope !3, !noalias !8
  %v248 = fmul contract <16 x float> %v247, %v244
  %v249 = fadd contract <16 x float> %v235, %v248
  %v250 = getelementptr i8, ptr %v241, i64 128
  %v251 = load float, ptr %v250, align 4, !alias.scope !0, !noalias !7
  %v252 = insertelement <16 x float> poison, float %v251, i64 0
  %v253 = shufflevector <16 x float> %v252, <16 x float> poison, <16 x i32> zeroinitializer
  %v254 = fmul contract <16 x float> %v247, %v253
  %v255 = fadd contract <16 x float> %v233, %v254
  %v256 = getelementptr i8, ptr %v241, i64 256
  %v257 = load float, ptr %v256, align 4, !alias.scope !0, !noalias !7
  %v258 = insertelement <16 x float> poison, float %v257, i64 0
  %v259 = shufflevector <16 x float> %v258, <16 x float> poison, <16 x i32> zeroinitializer
  %v260 = fmul contract <16 x float> %v247, %v259
  %v261 = fadd contract <16 x float> %v231, %v260
  %v262 = getelementptr i8, ptr %v241, i64 384
  %v263 = load float, ptr %v262, align 4, !alias.scope !0, !noalias !7
  %v264 = insertelement <16 x float> poison, float %v263, i64 0
  %v265 = shufflevector <16 x float> %v264, <16 x float> poison, <16 x i32> zeroinitializer
  %v266 = fmul contract <16 x float> %v247, %v265
  %v267 = fadd contract <16 x float> %v229, %v266
  %v268 = or disjoint i64 %v240, 1
  %v269 = getelementptr inbounds float, ptr %v4, i64 %v268
  %v270 = load float, ptr %v269, align 4, !alias.scope !0, !noalias !7
  %v271 = insertelement <16 x float> poison, float %v270, i64 0
  %v272 = shufflevector <16 x float> %v271, <16 x float> poison, <16 x i32> zeroinitializer
  %v273 = getelementptr inbounds i8, ptr %v246, i64 256
  %v274 = load <16 x float>, ptr %v273, align 4, !alias.scope !3, !noalias !8
  %v275 = fmul contract <16 x float> %v274, %v272
  %v236 = fadd contract <16 x float> %v249, %v275
  %v276 = getelementptr i8, ptr %v241, i64 132
  %v277 = load float, ptr %v276, align 4, !alias.scope !0, !noalias !7
  %v278 = insertelement <16 x float> poison, float %v277, i64 0
  %v279 = shufflevector <16 x float> %v278, <16 x float> poison, <16 x i32> zeroinitializer
  %v280 = fmul contract <16 x float> %v274, %v279
  %v234 = fadd contract <16 x float> %v255, %v280
  %v281 = getelementptr i8, ptr %v241, i64 260
  %v282 = load float, ptr %v281, align 4, !alias.scope !0, !noalias !7
  %v283 = insertelement <16 x float> poison, float %v282, i64 0
  %v284 = shufflevector <16 x float> %v283, <16 x float> poison, <16 x i32> zeroinitializer
  %v285 = fmul contract <16 x float> %v274, %v284
  %v232 = fadd contract <16 x float> %v261, %v285
  %v286 = getelementptr i8, ptr %v241, i64 388
  %v287 = load float, ptr %v286, align 4, !alias.scope !0, !noalias !7
  %v288 = insertelement <16 x float> poison, float %v287, i64 0
  %v289 = shufflevector <16 x float> %v288, <16 x float> poison, <16 x i32> zeroinitializer
  %v290 = fmul contract <16 x float> %v274, %v289
  %v230 = fadd contract <16 x float> %v267, %v290
  %v238 = add nuw nsw i64 %v237, 1
  %v291 = icmp eq i64 %v238, 16
  br i1 %v291, label %v16, label %v228

v16:                                 ; preds = %v228
  %v292 = getelementptr i8, ptr %v20, i64 192
  store <16 x float> %v236, ptr %v292, align 4, !alias.scope !5, !noalias !9
  %v293 = getelementptr i8, ptr %v20, i64 448
  store <16 x float> %v234, ptr %v293, align 4, !alias.scope !5, !noalias !9
  %v294 = getelementptr i8, ptr %v20, i64 704
  store <16 x float> %v232, ptr %v294, align 4, !alias.scope !5, !noalias !9
  %v295 = getelementptr i8, ptr %v20, i64 960
  store <16 x float> %v230, ptr %v295, align 4, !alias.scope !5, !noalias !9
  %v18 = add nuw nsw i64 %v17, 1
  %v296 = icmp eq i64 %v18, %v2
  br i1 %v296, label %v11, label %v15

v11: ; preds = %v16, %v3
  ret void
}

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_matmul_f32_m64_n64_k32_packed(ptr nocapture readonly %v0) local_unnamed_addr #2 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = getelementptr inbounds i8, ptr %v0, i64 16
  %v4 = load ptr, ptr %v3, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  %v5 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v5, ptr %v2, align 64, !noalias !10
  %v6 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v4, ptr %v6, align 16, !noalias !10
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_matmul_f32_m64_n64_k32.parallel0, ptr nonnull %v2) #2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { nounwind }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_matmul_f32_m64_n64_k32.parallel0.task: %A"}
!2 = distinct !{!2, !"ktune_matmul_f32_m64_n64_k32.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_matmul_f32_m64_n64_k32.parallel0.task: %B"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_matmul_f32_m64_n64_k32.parallel0.task: %C"}
!7 = !{!4, !6}
!8 = !{!1, !6}
!9 = !{!1, !4}
!10 = !{!11, !13, !14}
!11 = distinct !{!11, !12, !"ktune_matmul_f32_m64_n64_k32: %A"}
!12 = distinct !{!12, !"ktune_matmul_f32_m64_n64_k32"}
!13 = distinct !{!13, !12, !"ktune_matmul_f32_m64_n64_k32: %B"}
!14 = distinct !{!14, !12, !"ktune_matmul_f32_m64_n64_k32: %C"}
