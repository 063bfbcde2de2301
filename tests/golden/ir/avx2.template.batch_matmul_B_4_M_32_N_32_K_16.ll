; batch_matmul:B=4,M=32,N=32,K=16,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_batch_matmul_f32_b4_m32_n32_k16'
source_filename = "ktune_batch_matmul_f32_b4_m32_n32_k16"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_batch_matmul_f32_b4_m32_n32_k16(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  store ptr %v0, ptr %v4, align 64
  %v5 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v1, ptr %v5, align 8
  %v6 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v6, align 16
  call void @ktune_parallel_for(i64 24, ptr nonnull @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0, ptr nonnull %v4) #2
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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

v10:                           ; preds = %v3, %v12
  %v13 = phi <16 x float> [ %v14, %v12 ], [ undef, %v3 ]
  %v15 = phi <16 x float> [ %v16, %v12 ], [ undef, %v3 ]
  %v17 = phi <16 x float> [ %v18, %v12 ], [ undef, %v3 ]
  %v19 = phi <16 x float> [ %v20, %v12 ], [ undef, %v3 ]
  %v21 = phi i64 [ %v22, %v12 ], [ %v1, %v3 ]
  %v23 = icmp slt i64 %v21, 5
  br i1 %v23, label %v24, label %v25

v25:                       ; preds = %v10
  %v26 = urem i64 %v21, 6
  %v27 = icmp ult i64 %v26, 5
  %v28 = udiv i64 %v21, 6
  %v29 = shl nsw i64 %v28, 9
  %v30 = mul nuw nsw i64 %v26, 96
  %v31 = add nuw nsw i64 %v30, %v29
  %v32 = shl nsw i64 %v28, 10
  %v33 = mul nuw nsw i64 %v26, 192
  %v34 = add nuw nsw i64 %v33, %v32
  br i1 %v27, label %v35, label %v36

v24:                         ; preds = %v10
  %v37 = mul nsw i64 %v21, 96
  %v38 = mul nsw i64 %v21, 192
  br label %v39

v12:                                        ; preds = %v40, %v41, %v42
  %v14 = phi <16 x float> [ %v13, %v42 ], [ %v43, %v41 ], [ %v44, %v40 ]
  %v16 = phi <16 x float> [ %v15, %v42 ], [ %v45, %v41 ], [ %v46, %v40 ]
  %v18 = phi <16 x float> [ %v17, %v42 ], [ %v47, %v41 ], [ %v48, %v40 ]
  %v20 = phi <16 x float> [ %v19, %v42 ], [ %v49, %v41 ], [ %v50, %v40 ]
  %v22 = add nuw nsw i64 %v21, 1
  %v51 = icmp eq i64 %v22, %v2
  br i1 %v51, label %v11, label %v10

v39:                                   ; preds = %v39, %v24
  %v52 = phi <16 x float> [ zeroinitializer, %v24 ], [ %v53, %v39 ]
  %v54 = phi <16 x float> [ zeroinitializer, %v24 ], [ %v55, %v39 ]
  %v56 = phi <16 x float> [ zeroinitializer, %v24 ], [ %v57, %v39 ]
  %v58 = phi <16 x float> [ zeroinitializer, %v24 ], [ %v59, %v39 ]
  %v60 = phi <16 x float> [ zeroinitializer, %v24 ], [ %v61, %v39 ]
  %v62 = phi <16 x float> [ zeroinitializer, %v24 ], [ %v63, %v39 ]
  %v64 = phi i64 [ 0, %v24 ], [ %v65, %v39 ]
  %v66 = shl nuw nsw i64 %v64, 1
  %v67 = add nuw nsw i64 %v66, %v37
  %v68 = getelementptr inbounds float, ptr %v4, i64 %v67
  %v69 = load float, ptr %v68, align 4, !alias.scope !0, !noalias !7
  %v70 = insertelement <16 x float> poison, float %v69, i64 0
  %v71 = shufflevector <16 x float> %v70, <16 x float> poison, <16 x i32> zeroinitializer
  %v72 = shl nuw nsw i64 %v64, 6
  %v73 = getelementptr inbounds float, ptr %v6, i64 %v72
  %v74 = load <16 x float>, ptr %v73, align 4, !alias.scope !3, !noalias !8
  %v75 = fmul contract <16 x float> %v74, %v71
  %v76 = fadd contract <16 x float> %v62, %v75
  %v77 = getelementptr i8, ptr %v68, i64 64
  %v78 = load float, ptr %v77, align 4, !alias.scope !0, !noalias !7
  %v79 = insertelement <16 x float> poison, float %v78, i64 0
  %v80 = shufflevector <16 x float> %v79, <16 x float> poison, <16 x i32> zeroinitializer
  %v81 = fmul contract <16 x float> %v74, %v80
  %v82 = fadd contract <16 x float> %v60, %v81
  %v83 = getelementptr i8, ptr %v68, i64 128
  %v84 = load float, ptr %v83, align 4, !alias.scope !0, !noalias !7
  %v85 = insertelement <16 x float> poison, float %v84, i64 0
  %v86 = shufflevector <16 x float> %v85, <16 x float> poison, <16 x i32> zeroinitializer
  %v87 = fmul contract <16 x float> %v74, %v86
  %v88 = fadd contract <16 x float> %v58, %v87
  %v89 = getelementptr i8, ptr %v68, i64 192
  %v90 = load float, ptr %v89, align 4, !alias.scope !0, !noalias !7
  %v91 = insertelement <16 x float> poison, float %v90, i64 0
  %v92 = shufflevector <16 x float> %v91, <16 x float> poison, <16 x i32> zeroinitializer
  %v93 = fmul contract <16 x float> %v74, %v92
  %v94 = fadd contract <16 x float> %v56, %v93
  %v95 = getelementptr i8, ptr %v68, i64 256
  %v96 = load float, ptr %v95, align 4, !alias.scope !0, !noalias !7
  %v97 = insertelement <16 x float> poison, float %v96, i64 0
  %v98 = shufflevector <16 x float> %v97, <16 x float> poison, <16 x i32> zeroinitializer
  %v99 = fmul contract <16 x float> %v74, %v98
  %v100 = fadd contract <16 x float> %v54, %v99
  %v101 = getelementptr i8, ptr %v68, i64 320
  %v102 = load float, ptr %v101, align 4, !alias.scope !0, !noalias !7
  %v103 = insertelement <16 x float> poison, float %v102, i64 0
  %v104 = shufflevector <16 x float> %v103, <16 x float> poison, <16 x i32> zeroinitializer
  %v105 = fmul contract <16 x float> %v74, %v104
  %v106 = fadd contract <16 x float> %v52, %v105
  %v107 = or disjoint i64 %v67, 1
  %v108 = getelementptr inbounds float, ptr %v4, i64 %v107
  %v109 = load float, ptr %v108, align 4, !alias.scope !0, !noalias !7
  %v110 = insertelement <16 x float> poison, float %v109, i64 0
  %v111 = shufflevector <16 x float> %v110, <16 x float> poison, <16 x i32> zeroinitializer
  %v112 = or disjoint i64 %v72, 32
  %v113 = getelementptr inbounds float, ptr %v6, i64 %v112
  %v114 = load <16 x float>, ptr %v113, align 4, !alias.scope !3, !noalias !8
  %v115 = fmul contract <16 x float> %v114, %v111
  %v63 = fadd contract <16 x float> %v76, %v115
  %v116 = getelementptr i8, ptr %v68, i64 68
  %v117 = load float, ptr %v116, align 4, !alias.scope !0, !noalias !7
  %v118 = insertelement <16 x float> poison, float %v117, i64 0
  %v119 = shufflevector <16 x float> %v118, <16 x float> poison, <16 x i32> zeroinitializer
  %v120 = fmul contract <16 x float> %v114, %v119
  %v61 = fadd contract <16 x float> %v82, %v120
  %v121 = getelementptr i8, ptr %v68, i64 132
  %v122 = load float, ptr %v121, align 4, !alias.scope !0, !noalias !7
  %v123 = insertelement <16 x float> poison, float %v122, i64 0
  %v124 = shufflevector <16 x float> %v123, <16 x float> poison, <16 x i32> zeroinitializer
  %v125 = fmul contract <16 x float> %v114, %v124
  %v59 = fadd contract <16 x float> %v88, %v125
  %v126 = getelementptr i8, ptr %v68, i64 196
  %v127 = load float, ptr %v126, align 4, !alias.scope !0, !noalias !7
  %v128 = insertelement <16 x float> poison, float %v127, i64 0
  %v129 = shufflevector <16 x float> %v128, <16 x float> poison, <16 x i32> zeroinitializer
  %v130 = fmul contract <16 x float> %v114, %v129
  %v57 = fadd contract <16 x float> %v94, %v130
  %v131 = getelementptr i8, ptr %v68, i64 260
  %v132 = load float, ptr %v131, align 4, !alias.scope !0, !noalias !7
  %v133 = insertelement <16 x float> poison, float %v132, i64 0
  %v134 = shufflevector <16 x float> %v133, <16 x float> poison, <16 x i32> zeroinitializer
  %v135 = fmul contract <16 x float> %v114, %v134
  %v55 = fadd contract <16 x float> %v100, %v135
  %v136 = getelementptr i8, ptr %v68, i64 324
  %v137 = load float, ptr %v136, align 4, !alias.scope !0, !noalias !7
  %v138 = insertelement <16 x float> poison, float %v137, i64 0
  %v139 = shufflevector <16 x float> %v138, <16 x float> poison, <16 x i32> zeroinitializer
  %v140 = fmul contract <16 x float> %v114, %v139
  %v53 = fadd contract <16 x float> %v106, %v140
  %v65 = add nuw nsw i64 %v64, 1
  %v141 = icmp eq i64 %v65, 8
  br i1 %v141, label %v142, label %v39

v142:                                   ; preds = %v39
  %v143 = getelementptr inbounds float, ptr %v8, i64 %v38
  store <16 x float> %v63, ptr %v143, align 4, !alias.scope !5, !noalias !9
  %v144 = or disjoint i64 %v38, 32
  %v145 = getelementptr inbounds float, ptr %v8, i64 %v144
  store <16 x float> %v61, ptr %v145, align 4, !alias.scope !5, !noalias !9
  %v146 = getelementptr i8, ptr %v143, i64 256
  store <16 x float> %v59, ptr %v146, align 4, !alias.scope !5, !noalias !9
  %v147 = getelementptr i8, ptr %v143, i64 384
  store <16 x float> %v57, ptr %v147, align 4, !alias.scope !5, !noalias !9
  %v148 = getelementptr i8, ptr %v143, i64 512
  store <16 x float> %v55, ptr %v148, align 4, !alias.scope !5, !noalias !9
  %v149 = getelementptr i8, ptr %v143, i64 640
  store <16 x float> %v53, ptr %v149, align 4, !alias.scope !5, !noalias !9
  br label %v150

v150:                                 ; preds = %v150, %v142
  %v151 = phi <16 x float> [ zeroinitializer, %v142 ], [ %v152, %v150 ]
  %v153 = phi <16 x float> [ zeroinitializer, %v142 ], [ %v154, %v150 ]
  %v155 = phi <16 x float> [ zeroinitializer, %v142 ], [ %v156, %v150 ]
  %v157 = phi <16 x float> [ zeroinitializer, %v142 ], [ %v158, %v150 ]
  %v159 = phi <16 x float> [ zeroinitializer, %v142 ], [ %v160, %v150 ]
  %v161 = phi <16 x float> [ zeroinitializer, %v142 ], [ %v162, %v150 ]
  %v163 = phi i64 [ 0, %v142 ], [ %v164, %v150 ]
  %v165 = shl nuw nsw i64 %v163, 1
  %v166 = add nuw nsw i64 %v165, %v37
  %v167 = getelementptr inbounds float, ptr %v4, i64 %v166
  %v168 = load float, ptr %v167, align 4, !alias.scope !0, !noalias !7
  %v169 = insertelement <16 x float> poison, float %v168, i64 0
  %v170 = shufflevector <16 x float> %v169, <16 x float> poison, <16 x i32> zeroinitializer
  %v171 = shl nuw nsw i64 %v163, 6
  %v172 = or disjoint i64 %v171, 16
  %v173 = getelementptr inbounds float, ptr %v6, i64 %v172
  %v174 = load <16 x float>, ptr %v173, align 4, !alias.scope !3, !noalias !8
  %v175 = fmul contract <16 x float> %v174, %v170
  %v176 = fadd contract <16 x float> %v161, %v175
  %v177 = getelementptr i8, ptr %v167, i64 64
  %v178 = load float, ptr %v177, align 4, !alias.scope !0, !noalias !7
  %v179 = insertelement <16 x float> poison, float %v178, i64 0
  %v180 = shufflevector <16 x float> %v179, <16 x float> poison, <16 x i32> zeroinitializer
  %v181 = fmul contract <16 x float> %v174, %v180
  %v182 = fadd contract <16 x float> %v159, %v181
  %v183 = getelementptr i8, ptr %v167, i64 128
  %v184 = load float, ptr %v183, align 4, !alias.scope !0, !noalias !7
  %v185 = insertelement <16 x float> poison, float %v184, i64 0
  %v186 = shufflevector <16 x float> %v185, <16 x float> poison, <16 x i32> zeroinitializer
  %v187 = fmul contract <16 x float> %v174, %v186
  %v188 = fadd contract <16 x float> %v157, %v187
  %v189 = getelementptr i8, ptr %v167, i64 192
  %v190 = load float, ptr %v189, align 4, !alias.scope !0, !noalias !7
  %v191 = insertelement <16 x float> poison, float %v190, i64 0
  %v192 = shufflevector <16 x float> %v191, <16 x float> poison, <16 x i32> zeroinitializer
  %v193 = fmul contract <16 x float> %v174, %v192
  %v194 = fadd contract <16 x float> %v155, %v193
  %v195 = getelementptr i8, ptr %v167, i64 256
  %v196 = load float, ptr %v195, align 4, !alias.scope !0, !noalias !7
  %v197 = insertelement <16 x float> poison, float %v196, i64 0
  %v198 = shufflevector <16 x float> %v197, <16 x float> poison, <16 x i32> zeroinitializer
  %v199 = fmul contract <16 x float> %v174, %v198
  %v200 = fadd contract <16 x float> %v153, %v199
  %v201 = getelementptr i8, ptr %v167, i64 320
  %v202 = load float, ptr %v201, align 4, !alias.scope !0, !noalias !7
  %v203 = insertelement <16 x float> poison, float %v202, i64 0
  %v204 = shufflevector <16 x float> %v203, <16 x float> poison, <16 x i32> zeroinitializer
  %v205 = fmul contract <16 x float> %v174, %v204
  %v206 = fadd contract <16 x float> %v151, %v205
  %v207 = or disjoint i64 %v166, 1
  %v208 = getelementptr inbounds float, ptr %v4, i64 %v207
  %v209 = load float, ptr %v208, align 4, !alias.scope !0, !noalias !7
  %v210 = insertelement <16 x float> poison, float %v209, i64 0
  %v211 = shufflevector <16 x float> %v210, <16 x float> poison, <16 x i32> zeroinitializer
  %v212 = or disjoint i64 %v171, 48
  %v213 = getelementptr inbounds float, ptr %v6, i64 %v212
  %v214 = load <16 x float>, ptr %v213, align 4, !alias.scope !3, !noalias !8
  %v215 = fmul contract <16 x float> %v214, %v211
  %v162 = fadd contract <16 x float> %v176, %v215
  %v216 = getelementptr i8, ptr %v167, i64 68
  %v217 = load float, ptr %v216, align 4, !alias.scope !0, !noalias !7
  %v218 = insertelement <16 x float> poison, float %v217, i64 0
  %v219 = shufflevector <16 x float> %v218, <16 x float> poison, <16 x i32> zeroinitializer
  %v220 = fmul contract <16 x float> %v214, %v219
  %v160 = fadd contract <16 x float> %v182, %v220
  %v221 = getelementptr i8, ptr %v167, i64 132
  %v222 = load float, ptr %v221, align 4, !alias.scope !0, !noalias !7
  %v223 = insertelement <16 x float> poison, float %v222, i64 0
  %v224 = shufflevector <16 x float> %v223, <16 x float> poison, <16 x i32> zeroinitializer
  %v225 = fmul contract <16 x float> %v214, %v224
  %v158 = fadd contract <16 x float> %v188, %v225
  %v226 = getelementptr i8, ptr %v167, i64 196
  %v227 = load float, ptr %v226, align 4, !alias.scope !0, !noalias !7
  %v228 = insertelement <16 x float> poison, float %v227, i64 0
  %v229 = shufflevector <16 x float> %v228, <16 x float> poison, <16 x i32> zeroinitializer
  %v230 = fmul contract <16 x float> %v214, %v229
  %v156 = fadd contract <16 x float> %v194, %v230
  %v231 = getelementptr i8, ptr %v167, i64 260
  %v232 = load float, ptr %v231, align 4, !alias.scope !0, !noalias !7
  %v233 = insertelement <16 x float> poison, float %v232, i64 0
  %v234 = shufflevector <16 x float> %v233, <16 x float> poison, <16 x i32> zeroinitializer
  %v235 = fmul contract <16 x float> %v214, %v234
  %v154 = fadd contract <16 x float> %v200, %v235
  %v236 = getelementptr i8, ptr %v167, i64 324
  %v237 = load float, ptr %v236, align 4, !alias.scope !0, !noalias !7
  %v238 = insertelement <16 x float> poison, float %v237, i64 0
  %v239 = shufflevector <16 x float> %v238, <16 x float> poison, <16 x i32> zeroinitializer
  %v240 = fmul contract <16 x float> %v214, %v239
  %v152 = fadd contract <16 x float> %v206, %v240
  %v164 = add nuw nsw i64 %v163, 1
  %v241 = icmp eq i64 %v164, 8
  br i1 %v241, label %v42, label %v150

v42:                                 ; preds = %v150
  %v242 = or disjoint i64 %v38, 16
  %v243 = getelementptr inbounds float, ptr %v8, i64 %v242
  store <16 x float> %v162, ptr %v243, align 4, !alias.scope !5, !noalias !9
  %v244 = or disjoint i64 %v38, 48
  %v245 = getelementptr inbounds float, ptr %v8, i64 %v244
  store <16 x float> %v160, ptr %v245, align 4, !alias.scope !5, !noalias !9
  %v246 = getelementptr i8, ptr %v243, i64 256
  store <16 x float> %v158, ptr %v246, align 4, !alias.scope !5, !noalias !9
  %v247 = getelementptr i8, ptr %v243, i64 384
  store <16 x float> %v156, ptr %v247, align 4, !alias.scope !5, !noalias !9
  %v248 = getelementptr i8, ptr %v243, i64 512
  store <16 x float> %v154, ptr %v248, align 4, !alias.scope !5, !noalias !9
  %v249 = getelementptr i8, ptr %v243, i64 640
  store <16 x float> %v152, ptr %v249, align 4, !alias.scope !5, !noalias !9
  br label %v12

v35:                                      ; preds = %v25
  br label %v36

v36:                       ; preds = %v25, %v35
  %v250 = phi <16 x float> [ %v13, %v25 ], [ zeroinitializer, %v35 ]
  %v251 = phi <16 x float> [ %v15, %v25 ], [ zeroinitializer, %v35 ]
  %v252 = phi <16 x float> [ %v17, %v25 ], [ zeroinitializer, %v35 ]
  %v253 = phi <16 x float> [ %v19, %v25 ], [ zeroinitializer, %v35 ]
  br label %v254

v254:                                 ; preds = %v255, %v36
  %v256 = phi <16 x float> [ %v250, %v36 ], [ %v257, %v255 ]
  %v258 = phi <16 x float> [ %v251, %v36 ], [ %v259, %v255 ]
  %v260 = phi <16 x float> [ %v252, %v36 ], [ %v261, %v255 ]
  %v262 = phi <16 x float> [ %v253, %v36 ], [ %v263, %v255 ]
  %v264 = phi <16 x float> [ zeroinitializer, %v36 ], [ %v265, %v255 ]
  %v266 = phi <16 x float> [ zeroinitializer, %v36 ], [ %v267, %v255 ]
  %v268 = phi i64 [ 0, %v36 ], [ %v269, %v255 ]
  %v270 = shl nuw nsw i64 %v268, 1
  %v271 = add nuw nsw i64 %v31, %v270
  %v272 = getelementptr inbounds float, ptr %v4, i64 %v271
  %v273 = load float, ptr %v272, align 4, !alias.scope !0, !noalias !7
  %v274 = insertelement <16 x float> poison, float %v273, i64 0
  %v275 = shufflevector <16 x float> %v274, <16 x float> poison, <16 x i32> zeroinitializer
  %v276 = shl nuw nsw i64 %v268, 6
  %v277 = add nuw nsw i64 %v29, %v276
  %v278 = getelementptr inbounds float, ptr %v6, i64 %v277
  %v279 = load <16 x float>, ptr %v278, align 4, !alias.scope !3, !noalias !8
  %v280 = fmul contract <16 x float> %v279, %v275
  %v281 = fadd contract <16 x float> %v266, %v280
  %v282 = getelementptr inbounds i8, ptr %v272, i64 64
  %v283 = load float, ptr %v282, align 4, !alias.scope !0, !noalias !7
  %v284 = insertelement <16 x float> poison, float %v283, i64 0
  %v285 = shufflevector <16 x float> %v284, <16 x float> poison, <16 x i32> zeroinitializer
  %v286 = fmul contract <16 x float> %v279, %v285
  %v287 = fadd contract <16 x float> %v264, %v286
  br i1 %v27, label %v288, label %v289

v288:                                      ; preds = %v254
  %v290 = getelementptr inbounds i8, ptr %v272, i64 128
  %v291 = load float, ptr %v290, align 4, !alias.scope !0, !noalias !7
  %v292 = insertelement <16 x float> poison, float %v291, i64 0
  %v293 = shufflevector <16 x float> %v292, <16 x float> poison, <16 x i32> zeroinitializer
  %v294 = fmul contract <16 x float> %v279, %v293
  %v295 = fadd contract <16 x float> %v262, %v294
  %v296 = getelementptr inbounds i8, ptr %v272, i64 192
  %v297 = load float, ptr %v296, align 4, !alias.scope !0, !noalias !7
  %v298 = insertelement <16 x float> poison, float %v297, i64 0
  %v299 = shufflevector <16 x float> %v298, <16 x float> poison, <16 x i32> zeroinitializer
  %v300 = fmul contract <16 x float> %v279, %v299
  %v301 = fadd contract <16 x float> %v260, %v300
  %v302 = getelementptr inbounds i8, ptr %v272, i64 256
  %v303 = load float, ptr %v302, align 4, !alias.scope !0, !noalias !7
  %v304 = insertelement <16 x float> poison, float %v303, i64 0
  %v305 = shufflevector <16 x float> %v304, <16 x float> poison, <16 x i32> zeroinitializer
  %v306 = fmul contract <16 x float> %v279, %v305
  %v307 = fadd contract <16 x float> %v258, %v306
  %v308 = getelementptr inbounds i8, ptr %v272, i64 320
  %v309 = load float, ptr %v308, align 4, !alias.scope !0, !noalias !7
  %v310 = insertelement <16 x float> poison, float %v309, i64 0
  %v311 = shufflevector <16 x float> %v310, <16 x float> poison, <16 x i32> zeroinitializer
  %v312 = fmul contract <16 x float> %v279, %v311
  %v313 = fadd contract <16 x float> %v256, %v312
  br label %v289

v289:                                      ; preds = %v254, %v288
  %v314 = phi <16 x float> [ %v307, %v288 ], [ %v258, %v254 ]
  %v315 = phi <16 x float> [ %v295, %v288 ], [ %v262, %v254 ]
  %v316 = phi <16 x float> [ %v301, %v288 ], [ %v260, %v254 ]
  %v317 = phi <16 x float> [ %v313, %v288 ], [ %v256, %v254 ]
  %v318 = or disjoint i64 %v271, 1
  %v319 = getelementptr inbounds float, ptr %v4, i64 %v318
  %v320 = load float, ptr %v319, align 4, !alias.scope !0, !noalias !7
  %v321 = insertelement <16 x float> poison, float %v320, i64 0
  %v322 = shufflevector <16 x float> %v321, <16 x float> poison, <16 x i32> zeroinitializer
  %v323 = or disjoint i64 %v277, 32
  %v324 = getelementptr inbounds float, ptr %v6, i64 %v323
  %v325 = load <16 x float>, ptr %v324, align 4, !alias.scope !3, !noalias !8
  %v326 = fmul contract <16 x float> %v325, %v322
  %v267 = fadd contract <16 x float> %v281, %v326
  %v327 = getelementptr inbounds i8, ptr %v272, i64 68
  %v328 = load float, ptr %v327, align 4, !alias.scope !0, !noalias !7
  %v329 = insertelement <16 x float> poison, float %v328, i64 0
  %v330 = shufflevector <16 x float> %v329, <16 x float> poison, <16 x i32> zeroinitializer
  %v331 = fmul contract <16 x float> %v325, %v330
  %v265 = fadd contract <16 x float> %v287, %v331
  br i1 %v27, label %v332, label %v333

v332:                                      ; preds = %v289
  %v334 = getelementptr inbounds i8, ptr %v272, i64 132
  %v335 = load float, ptr %v334, align 4, !alias.scope !0, !noalias !7
  %v336 = insertelement <16 x float> poison, float %v335, i64 0
  %v337 = shufflevector <16 x float> %v336, <16 x float> poison, <16 x i32> zeroinitializer
  %v338 = fmul contract <16 x float> %v325, %v337
  %v339 = fadd contract <16 x float> %v315, %v338
  %v340 = getelementptr inbounds i8, ptr %v272, i64 196
  %v341 = load float, ptr %v340, align 4, !alias.scope !0, !noalias !7
  %v342 = insertelement <16 x float> poison, float %v341, i64 0
  %v343 = shufflevector <16 x float> %v342, <16 x float> poison, <16 x i32> zeroinitializer
  %v344 = fmul contract <16 x float> %v325, %v343
  %v345 = fadd contract <16 x float> %v316, %v344
  %v346 = getelementptr inbounds i8, ptr %v272, i64 260
  %v347 = load float, ptr %v346, align 4, !alias.scope !0, !noalias !7
  %v348 = insertelement <16 x float> poison, float %v347, i64 0
  %v349 = shufflevector <16 x float> %v348, <16 x float> poison, <16 x i32> zeroinitializer
  %v350 = fmul contract <16 x float> %v325, %v349
  %v351 = fadd contract <16 x float> %v314, %v350
  %v352 = getelementptr inbounds i8, ptr %v272, i64 324
  %v353 = load float, ptr %v352, align 4, !alias.scope !0, !noalias !7
  %v354 = insertelement <16 x float> poison, float %v353, i64 0
  %v355 = shufflevector <16 x float> %v354, <16 x float> poison, <16 x i32> zeroinitializer
  %v356 = fmul contract <16 x float> %v325, %v355
  %v357 = fadd contract <16 x float> %v317, %v356
  %v358 = add nuw nsw i64 %v268, 1
  %v359 = icmp eq i64 %v358, 8
  br i1 %v359, label %v360, label %v255

v255:                        ; preds = %v332, %v333
  %v257 = phi <16 x float> [ %v357, %v332 ], [ %v317, %v333 ]
  %v259 = phi <16 x float> [ %v351, %v332 ], [ %v314, %v333 ]
  %v261 = phi <16 x float> [ %v345, %v332 ], [ %v316, %v333 ]
  %v263 = phi <16 x float> [ %v339, %v332 ], [ %v315, %v333 ]
  %v269 = phi i64 [ %v358, %v332 ], [ %v361, %v333 ]
  br label %v254

v333:                               ; preds = %v289
  %v361 = add nuw nsw i64 %v268, 1
  %v362 = icmp eq i64 %v361, 8
  br i1 %v362, label %v363, label %v255

v363:                               ; preds = %v333
  %v364 = getelementptr inbounds float, ptr %v8, i64 %v34
  store <16 x float> %v267, ptr %v364, align 4, !alias.scope !5, !noalias !9
  %v365 = or disjoint i64 %v34, 32
  %v366 = getelementptr inbounds float, ptr %v8, i64 %v365
  store <16 x float> %v265, ptr %v366, align 4, !alias.scope !5, !noalias !9
  br label %v367

v360:                                    ; preds = %v332
  %v368 = getelementptr inbounds float, ptr %v8, i64 %v34
  store <16 x float> %v267, ptr %v368, align 4, !alias.scope !5, !noalias !9
  %v369 = or disjoint i64 %v34, 32
  %v370 = getelementptr inbounds float, ptr %v8, i64 %v369
  store <16 x float> %v265, ptr %v370, align 4, !alias.scope !5, !noalias !9
  %v371 = getelementptr inbounds i8, ptr %v368, i64 256
  store <16 x float> %v339, ptr %v371, align 4, !alias.scope !5, !noalias !9
  %v372 = getelementptr inbounds i8, ptr %v368, i64 384
  store <16 x float> %v345, ptr %v372, align 4, !alias.scope !5, !noalias !9
  %v373 = getelementptr inbounds i8, ptr %v368, i64 512
  store <16 x float> %v351, ptr %v373, align 4, !alias.scope !5, !noalias !9
  %v374 = getelementptr inbounds i8, ptr %v368, i64 640
  store <16 x float> %v357, ptr %v374, align 4, !alias.scope !5, !noalias !9
  br label %v367

v367:                                    ; preds = %v363, %v360
  %v375 = phi <16 x float> [ zeroinitializer, %v360 ], [ %v314, %v363 ]
  %v376 = phi <16 x float> [ zeroinitializer, %v360 ], [ %v315, %v363 ]
  %v377 = phi <16 x float> [ zeroinitializer, %v360 ], [ %v316, %v363 ]
  %v378 = phi <16 x float> [ zeroinitializer, %v360 ], [ %v317, %v363 ]
  %v379 = or disjoint i64 %v29, 16
  br label %v380

v380:                               ; preds = %v381, %v367
  %v382 = phi <16 x float> [ %v378, %v367 ], [ %v383, %v381 ]
  %v384 = phi <16 x float> [ %v375, %v367 ], [ %v385, %v381 ]
  %v386 = phi <16 x float> [ %v377, %v367 ], [ %v387, %v381 ]
  %v388 = phi <16 x float> [ %v376, %v367 ], [ %v389, %v381 ]
  %v390 = phi <16 x float> [ zeroinitializer, %v367 ], [ %v391, %v381 ]
  %v392 = phi <16 x float> [ zeroinitializer, %v367 ], [ %v393, %v381 ]
  %v394 = phi i64 [ 0, %v367 ], [ %v395, %v381 ]
  %v396 = shl nuw nsw i64 %v394, 1
  %v397 = add nuw nsw i64 %v31, %v396
  %v398 = getelementptr inbounds float, ptr %v4, i64 %v397
  %v399 = load float, ptr %v398, align 4, !alias.scope !0, !noalias !7
  %v400 = insertelement <16 x float> poison, float %v399, i64 0
  %v401 = shufflevector <16 x float> %v400, <16 x float> poison, <16 x i32> zeroinitializer
  %v402 = shl nuw nsw i64 %v394, 6
  %v403 = add nuw nsw i64 %v379, %v402
  %v404 = getelementptr inbounds float, ptr %v6, i64 %v403
  %v405 = load <16 x float>, ptr %v404, align 4, !alias.scope !3, !noalias !8
  %v406 = fmul contract <16 x float> %v405, %v401
  %v407 = fadd contract <16 x float> %v392, %v406
  %v408 = getelementptr inbounds i8, ptr %v398, i64 64
  %v409 = load float, ptr %v408, align 4, !alias.scope !0, !noalias !7
  %v410 = insertelement <16 x float> poison, float %v409, i64 0
  %v411 = shufflevector <16 x float> %v410, <16 x float> poison, <16 x i32> zeroinitializer
  %v412 = fmul contract <16 x float> %v405, %v411
  %v413 = fadd contract <16 x float> %v390, %v412
  br i1 %v27, label %v414, label %v415

v414:                                    ; preds = %v380
  %v416 = getelementptr inbounds i8, ptr %v398, i64 128
  %v417 = load float, ptr %v416, align 4, !alias.scope !0, !noalias !7
  %v418 = insertelement <16 x float> poison, float %v417, i64 0
  %v419 = shufflevector <16 x float> %v418, <16 x float> poison, <16 x i32> zeroinitializer
  %v420 = fmul contract <16 x float> %v405, %v419
  %v421 = fadd contract <16 x float> %v388, %v420
  %v422 = getelementptr inbounds i8, ptr %v398, i64 192
  %v423 = load float, ptr %v422, align 4, !alias.scope !0, !noalias !7
  %v424 = insertelement <16 x float> poison, float %v423, i64 0
  %v425 = shufflevector <16 x float> %v424, <16 x float> poison, <16 x i32> zeroinitializer
  %v426 = fmul contract <16 x float> %v405, %v425
  %v427 = fadd contract <16 x float> %v386, %v426
  %v428 = getelementptr inbounds i8, ptr %v398, i64 256
  %v429 = load float, ptr %v428, align 4, !alias.scope !0, !noalias !7
  %v430 = insertelement <16 x float> poison, float %v429, i64 0
  %v431 = shufflevector <16 x float> %v430, <16 x float> poison, <16 x i32> zeroinitializer
  %v432 = fmul contract <16 x float> %v405, %v431
  %v433 = fadd contract <16 x float> %v384, %v432
  %v434 = getelementptr inbounds i8, ptr %v398, i64 320
  %v435 = load float, ptr %v434, align 4, !alias.scope !0, !noalias !7
  %v436 = insertelement <16 x float> poison, float %v435, i64 0
  %v437 = shufflevector <16 x float> %v436, <16 x float> poison, <16 x i32> zeroinitializer
  %v438 = fmul contract <16 x float> %v405, %v437
  %v439 = fadd contract <16 x float> %v382, %v438
  br label %v415

v415:                                    ; preds = %v414, %v380
  %v45 = phi <16 x float> [ %v433, %v414 ], [ %v384, %v380 ]
  %v49 = phi <16 x float> [ %v421, %v414 ], [ %v388, %v380 ]
  %v47 = phi <16 x float> [ %v427, %v414 ], [ %v386, %v380 ]
  %v43 = phi <16 x float> [ %v439, %v414 ], [ %v382, %v380 ]
  %v440 = or disjoint i64 %v397, 1
  %v441 = getelementptr inbounds float, ptr %v4, i64 %v440
  %v442 = load float, ptr %v441, align 4, !alias.scope !0, !noalias !7
  %v443 = insertelement <16 x float> poison, float %v442, i64 0
  %v444 = shufflevector <16 x float> %v443, <16 x float> poison, <16 x i32> zeroinitializer
  %v445 = or disjoint i64 %v403, 32
  %v446 = getelementptr inbounds float, ptr %v6, i64 %v445
  %v447 = load <16 x float>, ptr %v446, align 4, !alias.scope !3, !noalias !8
  %v448 = fmul contract <16 x float> %v447, %v444
  %v393 = fadd contract <16 x float> %v407, %v448
  %v449 = getelementptr inbounds i8, ptr %v398, i64 68
  %v450 = load float, ptr %v449, align 4, !alias.scope !0, !noalias !7
  %v451 = insertelement <16 x float> poison, float %v450, i64 0
  %v452 = shufflevector <16 x float> %v451, <16 x float> poison, <16 x i32> zeroinitializer
  %v453 = fmul contract <16 x float> %v447, %v452
  %v391 = fadd contract <16 x float> %v413, %v453
  br i1 %v27, label %v454, label %v455

v454:                                    ; preds = %v415
  %v456 = getelementptr inbounds i8, ptr %v398, i64 132
  %v457 = load float, ptr %v456, align 4, !alias.scope !0, !noalias !7
  %v458 = insertelement <16 x float> poison, float %v457, i64 0
  %v459 = shufflevector <16 x float> %v458, <16 x float> poison, <16 x i32> zeroinitializer
  %v460 = fmul contract <16 x float> %v447, %v459
  %v50 = fadd contract <16 x float> %v49, %v460
  %v461 = getelementptr inbounds i8, ptr %v398, i64 196
  %v462 = load float, ptr %v461, align 4, !alias.scope !0, !noalias !7
  %v463 = insertelement <16 x float> poison, float %v462, i64 0
  %v464 = shufflevector <16 x float> %v463, <16 x float> poison, <16 x i32> zeroinitializer
  %v465 = fmul contract <16 x float> %v447, %v464
  %v48 = fadd contract <16 x float> %v47, %v465
  %v466 = getelementptr inbounds i8, ptr %v398, i64 260
  %v467 = load float, ptr %v466, align 4, !alias.scope !0, !noalias !7
  %v468 = insertelement <16 x float> poison, float %v467, i64 0
  %v469 = shufflevector <16 x float> %v468, <16 x float> poison, <16 x i32> zeroinitializer
  %v470 = fmul contract <16 x float> %v447, %v469
  %v46 = fadd contract <16 x float> %v45, %v470
  %v471 = getelementptr inbounds i8, ptr %v398, i64 324
  %v472 = load float, ptr %v471, align 4, !alias.scope !0, !noalias !7
  %v473 = insertelement <16 x float> poison, float %v472, i64 0
  %v474 = shufflevector <16 x float> %v473, <16 x float> poison, <16 x i32> zeroinitializer
  %v475 = fmul contract <16 x float> %v447, %v474
  %v44 = fadd contract <16 x float> %v43, %v475
  %v476 = add nuw nsw i64 %v394, 1
  %v477 = icmp eq i64 %v476, 8
  br i1 %v477, label %v40, label %v381

v381:                      ; preds = %v454, %v455
  %v383 = phi <16 x float> [ %v44, %v454 ], [ %v43, %v455 ]
  %v385 = phi <16 x float> [ %v46, %v454 ], [ %v45, %v455 ]
  %v387 = phi <16 x float> [ %v48, %v454 ], [ %v47, %v455 ]
  %v389 = phi <16 x float> [ %v50, %v454 ], [ %v49, %v455 ]
  %v395 = phi i64 [ %v476, %v454 ], [ %v478, %v455 ]
  br label %v380

v455:                             ; preds = %v415
  %v478 = add nuw nsw i64 %v394, 1
  %v479 = icmp eq i64 %v478, 8
  br i1 %v479, label %v41, label %v381

v41:                        ; preds = %v455
  %v480 = or disjoint i64 %v34, 16
  %v481 = getelementptr inbounds float, ptr %v8, i64 %v480
  store <16 x float> %v393, ptr %v481, align 4, !alias.scope !5, !noalias !9
  %v482 = or disjoint i64 %v34, 48
  %v483 = getelementptr inbounds float, ptr %v8, i64 %v482
  store <16 x float> %v391, ptr %v483, align 4, !alias.scope !5, !noalias !9
  br label %v12

v40:                                    ; preds = %v454
  %v484 = or disjoint i64 %v34, 16
  %v485 = getelementptr inbounds float, ptr %v8, i64 %v484
  store <16 x float> %v393, ptr %v485, align 4, !alias.scope !5, !noalias !9
  %v486 = or disjoint i64 %v34, 48
  %v487 = getelementptr inbounds float, ptr %v8, i64 %v486
  store <16 x float> %v391, ptr %v487, align 4, !alias.scope !5, !noalias !9
  %v488 = getelementptr inbounds i8, ptr %v485, i64 256
  store <16 x float> %v50, ptr %v488, align 4, !alias.scope !5, !noalias !9
  %v489 = getelementptr inbounds i8, ptr %v485, i64 384
  store <16 x float> %v48, ptr %v489, align 4, !alias.scope !5, !noalias !9
  %v490 = getelementptr inbounds i8, ptr %v485, i64 512
  store <16 x float> %v46, ptr %v490, align 4, !alias.scope !5, !noalias !9
  %v491 = getelementptr inbounds i8, ptr %v485, i64 640
  store <16 x float> %v44, ptr %v491, align 4, !alias.scope !5, !noalias !9
  br label %v12

v11: ; preds = %v12, %v3
  ret void
}

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_batch_matmul_f32_b4_m32_n32_k16_packed(ptr nocapture readonly %v0) local_unnamed_addr #2 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = getelementptr inbounds i8, ptr %v0, i64 16
  %v4 = load ptr, ptr %v3, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  %v5 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v5, ptr %v2, align 64, !noalias !10
  %v6 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v4, ptr %v6, align 16, !noalias !10
  call void @ktune_parallel_for(i64 24, ptr nonnull @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0, ptr nonnull %v2) #2
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
!1 = distinct !{!1, !2, !"ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0.task: %A"}
!2 = distinct !{!2, !"ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0.task: %B"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0.task: %C"}
!7 = !{!4, !6}
!8 = !{!1, !6}
!9 = !{!1, !4}
!10 = !{!11, !13, !14}
!11 = distinct !{!11, !12, !"ktune_batch_matmul_f32_b4_m32_n32_k16: %A"}
!12 = distinct !{!12, !"ktune_batch_matmul_f32_b4_m32_n32_k16"}
!13 = distinct !{!13, !12, !"ktune_batch_matmul_f32_b4_m32_n32_k16: %B"}
!14 = distinct !{!14, !12, !"ktune_batch_matmul_f32_b4_m32_n32_k16: %C"}
