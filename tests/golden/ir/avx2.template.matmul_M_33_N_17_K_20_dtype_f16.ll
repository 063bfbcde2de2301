; matmul:M=33,N=17,K=20,dtype=f16 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_matmul_f16_m33_n17_k20'
source_filename = "ktune_matmul_f16_m33_n17_k20"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_matmul_f16_m33_n17_k20(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  store ptr %v0, ptr %v4, align 64
  %v5 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v1, ptr %v5, align 8
  %v6 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v6, align 16
  call void @ktune_parallel_for(i64 6, ptr nonnull @ktune_matmul_f16_m33_n17_k20.parallel0, ptr nonnull %v4) #4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_matmul_f16_m33_n17_k20.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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
  %v13 = phi <16 x float> [ %v14, %v12 ], [ undef, %v3 ]
  %v15 = phi <16 x float> [ %v16, %v12 ], [ undef, %v3 ]
  %v17 = phi <16 x float> [ %v18, %v12 ], [ undef, %v3 ]
  %v19 = phi <16 x float> [ %v20, %v12 ], [ undef, %v3 ]
  %v21 = phi <16 x float> [ %v22, %v12 ], [ undef, %v3 ]
  %v23 = phi <16 x float> [ %v24, %v12 ], [ undef, %v3 ]
  %v25 = phi <16 x float> [ %v26, %v12 ], [ undef, %v3 ]
  %v27 = phi <16 x float> [ %v28, %v12 ], [ undef, %v3 ]
  %v29 = phi <16 x float> [ %v30, %v12 ], [ undef, %v3 ]
  %v31 = phi i64 [ %v32, %v12 ], [ %v1, %v3 ]
  %v33 = icmp slt i64 %v31, 5
  %v34 = mul nsw i64 %v31, 120
  %v35 = mul i64 %v31, 408
  %v36 = getelementptr i8, ptr %v8, i64 %v35
  %v37 = getelementptr i8, ptr %v36, i64 64
  %v38 = getelementptr i8, ptr %v36, i64 132
  %v39 = getelementptr i8, ptr %v36, i64 200
  br i1 %v33, label %v40, label %v41

v41:                      ; preds = %v10
  %v42 = getelementptr inbounds i8, ptr %v36, i64 68
  %v43 = getelementptr inbounds i8, ptr %v36, i64 136
  br label %v44

v40:                         ; preds = %v10
  %v45 = getelementptr i8, ptr %v36, i64 268
  %v46 = getelementptr i8, ptr %v36, i64 336
  %v47 = getelementptr i8, ptr %v36, i64 404
  %v48 = getelementptr i8, ptr %v36, i64 68
  %v49 = getelementptr i8, ptr %v36, i64 136
  %v50 = getelementptr i8, ptr %v36, i64 204
  %v51 = getelementptr i8, ptr %v36, i64 272
  %v52 = getelementptr i8, ptr %v36, i64 340
  br label %v53

v12:                                        ; preds = %v54, %v55
  %v14 = phi <16 x float> [ %v13, %v55 ], [ %v56, %v54 ]
  %v16 = phi <16 x float> [ %v15, %v55 ], [ %v57, %v54 ]
  %v18 = phi <16 x float> [ %v17, %v55 ], [ %v58, %v54 ]
  %v20 = phi <16 x float> [ %v59, %v55 ], [ %v19, %v54 ]
  %v22 = phi <16 x float> [ %v60, %v55 ], [ %v21, %v54 ]
  %v24 = phi <16 x float> [ %v61, %v55 ], [ %v23, %v54 ]
  %v26 = phi <16 x float> [ %v62, %v55 ], [ %v25, %v54 ]
  %v28 = phi <16 x float> [ %v63, %v55 ], [ %v27, %v54 ]
  %v30 = phi <16 x float> [ %v64, %v55 ], [ %v29, %v54 ]
  %v32 = add nuw nsw i64 %v31, 1
  %v65 = icmp eq i64 %v32, %v2
  br i1 %v65, label %v11, label %v10

v53:                                   ; preds = %v40, %v55
  %v66 = phi <16 x float> [ %v59, %v55 ], [ %v19, %v40 ]
  %v67 = phi <16 x float> [ %v60, %v55 ], [ %v21, %v40 ]
  %v68 = phi <16 x float> [ %v61, %v55 ], [ %v23, %v40 ]
  %v69 = phi <16 x float> [ %v62, %v55 ], [ %v25, %v40 ]
  %v70 = phi <16 x float> [ %v63, %v55 ], [ %v27, %v40 ]
  %v71 = phi <16 x float> [ %v64, %v55 ], [ %v29, %v40 ]
  %v72 = phi i1 [ false, %v55 ], [ true, %v40 ]
  br i1 %v72, label %v73, label %v74

v55:                                       ; preds = %v75, %v76
  %v59 = phi <16 x float> [ %v66, %v76 ], [ %v77, %v75 ]
  %v60 = phi <16 x float> [ %v67, %v76 ], [ %v78, %v75 ]
  %v61 = phi <16 x float> [ %v68, %v76 ], [ %v79, %v75 ]
  %v62 = phi <16 x float> [ %v69, %v76 ], [ %v80, %v75 ]
  %v63 = phi <16 x float> [ %v70, %v76 ], [ %v81, %v75 ]
  %v64 = phi <16 x float> [ %v71, %v76 ], [ %v82, %v75 ]
  br i1 %v72, label %v53, label %v12

v74:                                       ; preds = %v53
  %v83 = insertelement <16 x float> %v71, float 0.000000e+00, i64 0
  %v84 = insertelement <16 x float> %v70, float 0.000000e+00, i64 0
  %v85 = insertelement <16 x float> %v69, float 0.000000e+00, i64 0
  %v86 = insertelement <16 x float> %v68, float 0.000000e+00, i64 0
  %v87 = insertelement <16 x float> %v67, float 0.000000e+00, i64 0
  %v88 = insertelement <16 x float> %v66, float 0.000000e+00, i64 0
  br label %v89

v73:                                   ; preds = %v53, %v73
  %v90 = phi <16 x float> [ %v91, %v73 ], [ zeroinitializer, %v53 ]
  %v92 = phi <16 x float> [ %v93, %v73 ], [ zeroinitializer, %v53 ]
  %v94 = phi <16 x float> [ %v95, %v73 ], [ zeroinitializer, %v53 ]
  %v96 = phi <16 x float> [ %v97, %v73 ], [ zeroinitializer, %v53 ]
  %v98 = phi <16 x float> [ %v99, %v73 ], [ zeroinitializer, %v53 ]
  %v100 = phi <16 x float> [ %v101, %v73 ], [ zeroinitializer, %v53 ]
  %v102 = phi i64 [ %v103, %v73 ], [ 0, %v53 ]
  %v104 = shl nuw nsw i64 %v102, 1
  %v105 = add nsw i64 %v104, %v34
  %v106 = getelementptr inbounds half, ptr %v4, i64 %v105
  %v107 = load half, ptr %v106, align 2, !alias.scope !0, !noalias !7
  %v108 = fpext half %v107 to float
  %v109 = insertelement <16 x float> poison, float %v108, i64 0
  %v110 = shufflevector <16 x float> %v109, <16 x float> poison, <16 x i32> zeroinitializer
  %v111 = mul nuw nsw i64 %v102, 68
  %v112 = getelementptr inbounds i8, ptr %v6, i64 %v111
  %v113 = load <16 x half>, ptr %v112, align 2, !alias.scope !3, !noalias !8
  %v114 = fpext <16 x half> %v113 to <16 x float>
  %v115 = fmul contract <16 x float> %v110, %v114
  %v116 = fadd contract <16 x float> %v100, %v115
  %v117 = getelementptr i8, ptr %v106, i64 40
  %v118 = load half, ptr %v117, align 2, !alias.scope !0, !noalias !7
  %v119 = fpext half %v118 to float
  %v120 = insertelement <16 x float> poison, float %v119, i64 0
  %v121 = shufflevector <16 x float> %v120, <16 x float> poison, <16 x i32> zeroinitializer
  %v122 = fmul contract <16 x float> %v121, %v114
  %v123 = fadd contract <16 x float> %v98, %v122
  %v124 = getelementptr i8, ptr %v106, i64 80
  %v125 = load half, ptr %v124, align 2, !alias.scope !0, !noalias !7
  %v126 = fpext half %v125 to float
  %v127 = insertelement <16 x float> poison, float %v126, i64 0
  %v128 = shufflevector <16 x float> %v127, <16 x float> poison, <16 x i32> zeroinitializer
  %v129 = fmul contract <16 x float> %v128, %v114
  %v130 = fadd contract <16 x float> %v96, %v129
  %v131 = getelementptr i8, ptr %v106, i64 120
  %v132 = load half, ptr %v131, align 2, !alias.scope !0, !noalias !7
  %v133 = fpext half %v132 to float
  %v134 = insertelement <16 x float> poison, float %v133, i64 0
  %v135 = shufflevector <16 x float> %v134, <16 x float> poison, <16 x i32> zeroinitializer
  %v136 = fmul contract <16 x float> %v135, %v114
  %v137 = fadd contract <16 x float> %v94, %v136
  %v138 = getelementptr i8, ptr %v106, i64 160
  %v139 = load half, ptr %v138, align 2, !alias.scope !0, !noalias !7
  %v140 = fpext half %v139 to float
  %v141 = insertelement <16 x float> poison, float %v140, i64 0
  %v142 = shufflevector <16 x float> %v141, <16 x float> poison, <16 x i32> zeroinitializer
  %v143 = fmul contract <16 x float> %v142, %v114
  %v144 = fadd contract <16 x float> %v92, %v143
  %v145 = getelementptr i8, ptr %v106, i64 200
  %v146 = load half, ptr %v145, align 2, !alias.scope !0, !noalias !7
  %v147 = fpext half %v146 to float
  %v148 = insertelement <16 x float> poison, float %v147, i64 0
  %v149 = shufflevector <16 x float> %v148, <16 x float> poison, <16 x i32> zeroinitializer
  %v150 = fmul contract <16 x float> %v149, %v114
  %v151 = fadd contract <16 x float> %v90, %v150
  %v152 = or disjoint i64 %v105, 1
  %v153 = getelementptr inbounds half, ptr %v4, i64 %v152
  %v154 = load half, ptr %v153, align 2, !alias.scope !0, !noalias !7
  %v155 = fpext half %v154 to float
  %v156 = insertelement <16 x float> poison, float %v155, i64 0
  %v157 = shufflevector <16 x float> %v156, <16 x float> poison, <16 x i32> zeroinitializer
  %v158 = getelementptr inbounds i8, ptr %v112, i64 34
  %v159 = load <16 x half>, ptr %v158, align 2, !alias.scope !3, !noalias !8
  %v160 = fpext <16 x half> %v159 to <16 x float>
  %v161 = fmul contract <16 x float> %v157, %v160
  %v101 = fadd contract <16 x float> %v116, %v161
  %v162 = getelementptr i8, ptr %v106, i64 42
  %v163 = load half, ptr %v162, align 2, !alias.scope !0, !noalias !7
  %v164 = fpext half %v163 to float
  %v165 = insertelement <16 x float> poison, float %v164, i64 0
  %v166 = shufflevector <16 x float> %v165, <16 x float> poison, <16 x i32> zeroinitializer
  %v167 = fmul contract <16 x float> %v166, %v160
  %v99 = fadd contract <16 x float> %v123, %v167
  %v168 = getelementptr i8, ptr %v106, i64 82
  %v169 = load half, ptr %v168, align 2, !alias.scope !0, !noalias !7
  %v170 = fpext half %v169 to float
  %v171 = insertelement <16 x float> poison, float %v170, i64 0
  %v172 = shufflevector <16 x float> %v171, <16 x float> poison, <16 x i32> zeroinitializer
  %v173 = fmul contract <16 x float> %v172, %v160
  %v97 = fadd contract <16 x float> %v130, %v173
  %v174 = getelementptr i8, ptr %v106, i64 122
  %v175 = load half, ptr %v174, align 2, !alias.scope !0, !noalias !7
  %v176 = fpext half %v175 to float
  %v177 = insertelement <16 x float> poison, float %v176, i64 0
  %v178 = shufflevector <16 x float> %v177, <16 x float> poison, <16 x i32> zeroinitializer
  %v179 = fmul contract <16 x float> %v178, %v160
  %v95 = fadd contract <16 x float> %v137, %v179
  %v180 = getelementptr i8, ptr %v106, i64 162
  %v181 = load half, ptr %v180, align 2, !alias.scope !0, !noalias !7
  %v182 = fpext half %v181 to float
  %v183 = insertelement <16 x float> poison, float %v182, i64 0
  %v184 = shufflevector <16 x float> %v183, <16 x float> poison, <16 x i32> zeroinitializer
  %v185 = fmul contract <16 x float> %v184, %v160
  %v93 = fadd contract <16 x float> %v144, %v185
  %v186 = getelementptr i8, ptr %v106, i64 202
  %v187 = load half, ptr %v186, align 2, !alias.scope !0, !noalias !7
  %v188 = fpext half %v187 to float
  %v189 = insertelement <16 x float> poison, float %v188, i64 0
  %v190 = shufflevector <16 x float> %v189, <16 x float> poison, <16 x i32> zeroinitializer
  %v191 = fmul contract <16 x float> %v190, %v160
  %v91 = fadd contract <16 x float> %v151, %v191
  %v103 = add nuw nsw i64 %v102, 1
  %v192 = icmp eq i64 %v103, 10
  br i1 %v192, label %v76, label %v73

v76:                                   ; preds = %v73
  store <16 x float> %v101, ptr %v36, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v99, ptr %v48, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v97, ptr %v49, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v95, ptr %v50, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v93, ptr %v51, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v91, ptr %v52, align 4, !alias.scope !5, !noalias !9
  br label %v55

v89:                                 ; preds = %v89, %v74
  %v193 = phi <16 x float> [ %v88, %v74 ], [ %v77, %v89 ]
  %v194 = phi <16 x float> [ %v87, %v74 ], [ %v78, %v89 ]
  %v195 = phi <16 x float> [ %v86, %v74 ], [ %v79, %v89 ]
  %v196 = phi <16 x float> [ %v85, %v74 ], [ %v80, %v89 ]
  %v197 = phi <16 x float> [ %v84, %v74 ], [ %v81, %v89 ]
  %v198 = phi <16 x float> [ %v83, %v74 ], [ %v82, %v89 ]
  %v199 = phi i64 [ 0, %v74 ], [ %v200, %v89 ]
  %v201 = shl nuw nsw i64 %v199, 1
  %v202 = add nsw i64 %v201, %v34
  %v203 = getelementptr half, ptr %v4, i64 %v202
  %v204 = load half, ptr %v203, align 2, !alias.scope !0, !noalias !7
  %v205 = insertelement <16 x half> poison, half %v204, i64 0
  %v206 = fpext <16 x half> %v205 to <16 x float>
  %v207 = mul nuw nsw i64 %v199, 68
  %v208 = getelementptr i8, ptr %v6, i64 %v207
  %v209 = getelementptr i8, ptr %v208, i64 32
  %v210 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v209, i32 2, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x i16> poison), !alias.scope !3, !noalias !8
  %v211 = bitcast <16 x i16> %v210 to <16 x half>
  %v212 = fpext <16 x half> %v211 to <16 x float>
  %v213 = fmul contract <16 x float> %v206, %v212
  %v214 = fadd contract <16 x float> %v198, %v213
  %v215 = shufflevector <16 x float> %v214, <16 x float> %v198, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v216 = getelementptr i8, ptr %v203, i64 40
  %v217 = load half, ptr %v216, align 2, !alias.scope !0, !noalias !7
  %v218 = insertelement <16 x half> poison, half %v217, i64 0
  %v219 = fpext <16 x half> %v218 to <16 x float>
  %v220 = fmul contract <16 x float> %v212, %v219
  %v221 = fadd contract <16 x float> %v197, %v220
  %v222 = shufflevector <16 x float> %v221, <16 x float> %v197, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v223 = getelementptr i8, ptr %v203, i64 80
  %v224 = load half, ptr %v223, align 2, !alias.scope !0, !noalias !7
  %v225 = insertelement <16 x half> poison, half %v224, i64 0
  %v226 = fpext <16 x half> %v225 to <16 x float>
  %v227 = fmul contract <16 x float> %v212, %v226
  %v228 = fadd contract <16 x float> %v196, %v227
  %v229 = shufflevector <16 x float> %v228, <16 x float> %v196, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v230 = getelementptr i8, ptr %v203, i64 120
  %v231 = load half, ptr %v230, align 2, !alias.scope !0, !noalias !7
  %v232 = insertelement <16 x half> poison, half %v231, i64 0
  %v233 = fpext <16 x half> %v232 to <16 x float>
  %v234 = fmul contract <16 x float> %v212, %v233
  %v235 = fadd contract <16 x float> %v195, %v234
  %v236 = shufflevector <16 x float> %v235, <16 x float> %v195, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v237 = getelementptr i8, ptr %v203, i64 160
  %v238 = load half, ptr %v237, align 2, !alias.scope !0, !noalias !7
  %v239 = insertelement <16 x half> poison, half %v238, i64 0
  %v240 = fpext <16 x half> %v239 to <16 x float>
  %v241 = fmul contract <16 x float> %v212, %v240
  %v242 = fadd contract <16 x float> %v194, %v241
  %v243 = shufflevector <16 x float> %v242, <16 x float> %v194, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v244 = getelementptr i8, ptr %v203, i64 200
  %v245 = load half, ptr %v244, align 2, !alias.scope !0, !noalias !7
  %v246 = insertelement <16 x half> poison, half %v245, i64 0
  %v247 = fpext <16 x half> %v246 to <16 x float>
  %v248 = fmul contract <16 x float> %v212, %v247
  %v249 = fadd contract <16 x float> %v193, %v248
  %v250 = shufflevector <16 x float> %v249, <16 x float> %v193, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v251 = or disjoint i64 %v202, 1
  %v252 = getelementptr half, ptr %v4, i64 %v251
  %v253 = load half, ptr %v252, align 2, !alias.scope !0, !noalias !7
  %v254 = insertelement <16 x half> poison, half %v253, i64 0
  %v255 = fpext <16 x half> %v254 to <16 x float>
  %v256 = getelementptr i8, ptr %v208, i64 66
  %v257 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v256, i32 2, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x i16> poison), !alias.scope !3, !noalias !8
  %v258 = bitcast <16 x i16> %v257 to <16 x half>
  %v259 = fpext <16 x half> %v258 to <16 x float>
  %v260 = fmul contract <16 x float> %v255, %v259
  %v261 = fadd contract <16 x float> %v215, %v260
  %v82 = shufflevector <16 x float> %v261, <16 x float> %v215, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v262 = getelementptr i8, ptr %v203, i64 42
  %v263 = load half, ptr %v262, align 2, !alias.scope !0, !noalias !7
  %v264 = insertelement <16 x half> poison, half %v263, i64 0
  %v265 = fpext <16 x half> %v264 to <16 x float>
  %v266 = fmul contract <16 x float> %v259, %v265
  %v267 = fadd contract <16 x float> %v222, %v266
  %v81 = shufflevector <16 x float> %v267, <16 x float> %v222, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v268 = getelementptr i8, ptr %v203, i64 82
  %v269 = load half, ptr %v268, align 2, !alias.scope !0, !noalias !7
  %v270 = insertelement <16 x half> poison, half %v269, i64 0
  %v271 = fpext <16 x half> %v270 to <16 x float>
  %v272 = fmul contract <16 x float> %v259, %v271
  %v273 = fadd contract <16 x float> %v229, %v272
  %v80 = shufflevector <16 x float> %v273, <16 x float> %v229, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v274 = getelementptr i8, ptr %v203, i64 122
  %v275 = load half, ptr %v274, align 2, !alias.scope !0, !noalias !7
  %v276 = insertelement <16 x half> poison, half %v275, i64 0
  %v277 = fpext <16 x half> %v276 to <16 x float>
  %v278 = fmul contract <16 x float> %v259, %v277
  %v279 = fadd contract <16 x float> %v236, %v278
  %v79 = shufflevector <16 x float> %v279, <16 x float> %v236, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v280 = getelementptr i8, ptr %v203, i64 162
  %v281 = load half, ptr %v280, align 2, !alias.scope !0, !noalias !7
  %v282 = insertelement <16 x half> poison, half %v281, i64 0
  %v283 = fpext <16 x half> %v282 to <16 x float>
  %v284 = fmul contract <16 x float> %v259, %v283
  %v285 = fadd contract <16 x float> %v243, %v284
  %v78 = shufflevector <16 x float> %v285, <16 x float> %v243, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v286 = getelementptr i8, ptr %v203, i64 202
  %v287 = load half, ptr %v286, align 2, !alias.scope !0, !noalias !7
  %v288 = insertelement <16 x half> poison, half %v287, i64 0
  %v289 = fpext <16 x half> %v288 to <16 x float>
  %v290 = fmul contract <16 x float> %v259, %v289
  %v291 = fadd contract <16 x float> %v250, %v290
  %v77 = shufflevector <16 x float> %v291, <16 x float> %v250, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v200 = add nuw nsw i64 %v199, 1
  %v292 = icmp eq i64 %v200, 10
  br i1 %v292, label %v75, label %v89

v75:                                 ; preds = %v89
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v82, ptr %v37, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v81, ptr %v38, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v80, ptr %v39, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v79, ptr %v45, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v78, ptr %v46, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v77, ptr %v47, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v55

v44:                                ; preds = %v41, %v54
  %v293 = phi <16 x float> [ %v56, %v54 ], [ %v13, %v41 ]
  %v294 = phi <16 x float> [ %v57, %v54 ], [ %v15, %v41 ]
  %v295 = phi <16 x float> [ %v58, %v54 ], [ %v17, %v41 ]
  %v296 = phi i1 [ false, %v54 ], [ true, %v41 ]
  br i1 %v296, label %v297, label %v298

v54:                                     ; preds = %v299, %v300
  %v56 = phi <16 x float> [ %v293, %v300 ], [ %v301, %v299 ]
  %v57 = phi <16 x float> [ %v294, %v300 ], [ %v302, %v299 ]
  %v58 = phi <16 x float> [ %v295, %v300 ], [ %v303, %v299 ]
  br i1 %v296, label %v44, label %v12

v298:                                     ; preds = %v44
  %v304 = insertelement <16 x float> %v294, float 0.000000e+00, i64 0
  %v305 = insertelement <16 x float> %v293, float 0.000000e+00, i64 0
  %v306 = insertelement <16 x float> %v295, float 0.000000e+00, i64 0
  br label %v307

v297:                                ; preds = %v44, %v297
  %v308 = phi <16 x float> [ %v309, %v297 ], [ zeroinitializer, %v44 ]
  %v310 = phi <16 x float> [ %v311, %v297 ], [ zeroinitializer, %v44 ]
  %v312 = phi <16 x float> [ %v313, %v297 ], [ zeroinitializer, %v44 ]
  %v314 = phi i64 [ %v315, %v297 ], [ 0, %v44 ]
  %v316 = shl nuw nsw i64 %v314, 1
  %v317 = add nuw nsw i64 %v316, %v34
  %v318 = getelementptr inbounds half, ptr %v4, i64 %v317
  %v319 = load half, ptr %v318, align 2, !alias.scope !0, !noalias !7
  %v320 = fpext half %v319 to float
  %v321 = insertelement <16 x float> poison, float %v320, i64 0
  %v322 = shufflevector <16 x float> %v321, <16 x float> poison, <16 x i32> zeroinitializer
  %v323 = mul nuw nsw i64 %v314, 68
  %v324 = getelementptr inbounds i8, ptr %v6, i64 %v323
  %v325 = load <16 x half>, ptr %v324, align 2, !alias.scope !3, !noalias !8
  %v326 = fpext <16 x half> %v325 to <16 x float>
  %v327 = fmul contract <16 x float> %v322, %v326
  %v328 = fadd contract <16 x float> %v312, %v327
  %v329 = getelementptr inbounds i8, ptr %v318, i64 40
  %v330 = load half, ptr %v329, align 2, !alias.scope !0, !noalias !7
  %v331 = fpext half %v330 to float
  %v332 = insertelement <16 x float> poison, float %v331, i64 0
  %v333 = shufflevector <16 x float> %v332, <16 x float> poison, <16 x i32> zeroinitializer
  %v334 = fmul contract <16 x float> %v333, %v326
  %v335 = fadd contract <16 x float> %v310, %v334
  %v336 = getelementptr inbounds i8, ptr %v318, i64 80
  %v337 = load half, ptr %v336, align 2, !alias.scope !0, !noalias !7
  %v338 = fpext half %v337 to float
  %v339 = insertelement <16 x float> poison, float %v338, i64 0
  %v340 = shufflevector <16 x float> %v339, <16 x float> poison, <16 x i32> zeroinitializer
  %v341 = fmul contract <16 x float> %v340, %v326
  %v342 = fadd contract <16 x float> %v308, %v341
  %v343 = or disjoint i64 %v317, 1
  %v344 = getelementptr inbounds half, ptr %v4, i64 %v343
  %v345 = load half, ptr %v344, align 2, !alias.scope !0, !noalias !7
  %v346 = fpext half %v345 to float
  %v347 = insertelement <16 x float> poison, float %v346, i64 0
  %v348 = shufflevector <16 x float> %v347, <16 x float> poison, <16 x i32> zeroinitializer
  %v349 = getelementptr inbounds i8, ptr %v324, i64 34
  %v350 = load <16 x half>, ptr %v349, align 2, !alias.scope !3, !noalias !8
  %v351 = fpext <16 x half> %v350 to <16 x float>
  %v352 = fmul contract <16 x float> %v348, %v351
  %v313 = fadd contract <16 x float> %v328, %v352
  %v353 = getelementptr inbounds i8, ptr %v318, i64 42
  %v354 = load half, ptr %v353, align 2, !alias.scope !0, !noalias !7
  %v355 = fpext half %v354 to float
  %v356 = insertelement <16 x float> poison, float %v355, i64 0
  %v357 = shufflevector <16 x float> %v356, <16 x float> poison, <16 x i32> zeroinitializer
  %v358 = fmul contract <16 x float> %v357, %v351
  %v311 = fadd contract <16 x float> %v335, %v358
  %v359 = getelementptr inbounds i8, ptr %v318, i64 82
  %v360 = load half, ptr %v359, align 2, !alias.scope !0, !noalias !7
  %v361 = fpext half %v360 to float
  %v362 = insertelement <16 x float> poison, float %v361, i64 0
  %v363 = shufflevector <16 x float> %v362, <16 x float> poison, <16 x i32> zeroinitializer
  %v364 = fmul contract <16 x float> %v363, %v351
  %v309 = fadd contract <16 x float> %v342, %v364
  %v315 = add nuw nsw i64 %v314, 1
  %v365 = icmp eq i64 %v315, 10
  br i1 %v365, label %v300, label %v297

v300:                                ; preds = %v297
  store <16 x float> %v313, ptr %v36, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v311, ptr %v42, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v309, ptr %v43, align 4, !alias.scope !5, !noalias !9
  br label %v54

v307:                                ; preds = %v307, %v298
  %v366 = phi <16 x float> [ %v305, %v298 ], [ %v301, %v307 ]
  %v367 = phi <16 x float> [ %v304, %v298 ], [ %v302, %v307 ]
  %v368 = phi <16 x float> [ %v306, %v298 ], [ %v303, %v307 ]
  %v369 = phi i64 [ 0, %v298 ], [ %v370, %v307 ]
  %v371 = shl nuw nsw i64 %v369, 1
  %v372 = add nuw nsw i64 %v371, %v34
  %v373 = getelementptr half, ptr %v4, i64 %v372
  %v374 = load half, ptr %v373, align 2, !alias.scope !0, !noalias !7
  %v375 = insertelement <16 x half> poison, half %v374, i64 0
  %v376 = fpext <16 x half> %v375 to <16 x float>
  %v377 = mul nuw nsw i64 %v369, 68
  %v378 = getelementptr i8, ptr %v6, i64 %v377
  %v379 = getelementptr i8, ptr %v378, i64 32
  %v380 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v379, i32 2, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x i16> poison), !alias.scope !3, !noalias !8
  %v381 = bitcast <16 x i16> %v380 to <16 x half>
  %v382 = fpext <16 x half> %v381 to <16 x float>
  %v383 = fmul contract <16 x float> %v376, %v382
  %v384 = fadd contract <16 x float> %v367, %v383
  %v385 = shufflevector <16 x float> %v384, <16 x float> %v367, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v386 = getelementptr i8, ptr %v373, i64 40
  %v387 = load half, ptr %v386, align 2, !alias.scope !0, !noalias !7
  %v388 = insertelement <16 x half> poison, half %v387, i64 0
  %v389 = fpext <16 x half> %v388 to <16 x float>
  %v390 = fmul contract <16 x float> %v382, %v389
  %v391 = fadd contract <16 x float> %v366, %v390
  %v392 = shufflevector <16 x float> %v391, <16 x float> %v366, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v393 = getelementptr i8, ptr %v373, i64 80
  %v394 = load half, ptr %v393, align 2, !alias.scope !0, !noalias !7
  %v395 = insertelement <16 x half> poison, half %v394, i64 0
  %v396 = fpext <16 x half> %v395 to <16 x float>
  %v397 = fmul contract <16 x float> %v382, %v396
  %v398 = fadd contract <16 x float> %v368, %v397
  %v399 = shufflevector <16 x float> %v398, <16 x float> %v368, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v400 = or disjoint i64 %v372, 1
  %v401 = getelementptr half, ptr %v4, i64 %v400
  %v402 = load half, ptr %v401, align 2, !alias.scope !0, !noalias !7
  %v403 = insertelement <16 x half> poison, half %v402, i64 0
  %v404 = fpext <16 x half> %v403 to <16 x float>
  %v405 = getelementptr i8, ptr %v378, i64 66
  %v406 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v405, i32 2, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x i16> poison), !alias.scope !3, !noalias !8
  %v407 = bitcast <16 x i16> %v406 to <16 x half>
  %v408 = fpext <16 x half> %v407 to <16 x float>
  %v409 = fmul contract <16 x float> %v404, %v408
  %v410 = fadd contract <16 x float> %v385, %v409
  %v302 = shufflevector <16 x float> %v410, <16 x float> %v385, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v411 = getelementptr i8, ptr %v373, i64 42
  %v412 = load half, ptr %v411, align 2, !alias.scope !0, !noalias !7
  %v413 = insertelement <16 x half> poison, half %v412, i64 0
  %v414 = fpext <16 x half> %v413 to <16 x float>
  %v415 = fmul contract <16 x float> %v408, %v414
  %v416 = fadd contract <16 x float> %v392, %v415
  %v301 = shufflevector <16 x float> %v416, <16 x float> %v392, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v417 = getelementptr i8, ptr %v373, i64 82
  %v418 = load half, ptr %v417, align 2, !alias.scope !0, !noalias !7
  %v419 = insertelement <16 x half> poison, half %v418, i64 0
  %v420 = fpext <16 x half> %v419 to <16 x float>
  %v421 = fmul contract <16 x float> %v408, %v420
  %v422 = fadd contract <16 x float> %v399, %v421
  %v303 = shufflevector <16 x float> %v422, <16 x float> %v399, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v370 = add nuw nsw i64 %v369, 1
  %v423 = icmp eq i64 %v370, 10
  br i1 %v423, label %v299, label %v307

v299:                                ; preds = %v307
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v302, ptr %v37, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v301, ptr %v38, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v303, ptr %v39, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v54

v11: ; preds = %v12, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i16> @llvm.masked.load.v16i16.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x i16>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr nocapture, i32 immarg, <16 x i1>) #3

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_matmul_f16_m33_n17_k20_packed(ptr nocapture readonly %v0) local_unnamed_addr #4 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = getelementptr inbounds i8, ptr %v0, i64 16
  %v4 = load ptr, ptr %v3, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  %v5 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v5, ptr %v2, align 64, !noalias !10
  %v6 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v4, ptr %v6, align 16, !noalias !10
  call void @ktune_parallel_for(i64 6, ptr nonnull @ktune_matmul_f16_m33_n17_k20.parallel0, ptr nonnull %v2) #4
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
!1 = distinct !{!1, !2, !"ktune_matmul_f16_m33_n17_k20.parallel0.task: %A"}
!2 = distinct !{!2, !"ktune_matmul_f16_m33_n17_k20.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_matmul_f16_m33_n17_k20.parallel0.task: %B"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_matmul_f16_m33_n17_k20.parallel0.task: %C"}
!7 = !{!4, !6}
!8 = !{!1, !6}
!9 = !{!1, !4}
!10 = !{!11, !13, !14}
!11 = distinct !{!11, !12, !"ktune_matmul_f16_m33_n17_k20: %A"}
!12 = distinct !{!12, !"ktune_matmul_f16_m33_n17_k20"}
!13 = distinct !{!13, !12, !"ktune_matmul_f16_m33_n17_k20: %B"}
!14 = distinct !{!14, !12, !"ktune_matmul_f16_m33_n17_k20: %C"}
