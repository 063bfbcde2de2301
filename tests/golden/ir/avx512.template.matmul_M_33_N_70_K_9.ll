; matmul:M=33,N=70,K=9,dtype=f32 on llvm -mcpu=x86-64-v4, schedule template
; ModuleID = 'ktune_matmul_f32_m33_n70_k9'
source_filename = "ktune_matmul_f32_m33_n70_k9"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_matmul_f32_m33_n70_k9(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  store ptr %v0, ptr %v4, align 64
  %v5 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v1, ptr %v5, align 8
  %v6 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v6, align 16
  call void @ktune_parallel_for(i64 5, ptr nonnull @ktune_matmul_f32_m33_n70_k9.parallel0, ptr nonnull %v4) #4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_matmul_f32_m33_n70_k9.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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
  %v12 = getelementptr i8, ptr %v6, i64 256
  %v13 = getelementptr i8, ptr %v8, i64 256
  %v14 = getelementptr inbounds i8, ptr %v6, i64 280
  %v15 = getelementptr inbounds i8, ptr %v6, i64 560
  %v16 = getelementptr inbounds i8, ptr %v6, i64 840
  %v17 = getelementptr inbounds i8, ptr %v6, i64 1120
  %v18 = getelementptr inbounds i8, ptr %v6, i64 1400
  %v19 = getelementptr inbounds i8, ptr %v6, i64 1680
  %v20 = getelementptr inbounds i8, ptr %v6, i64 1960
  %v21 = getelementptr i8, ptr %v4, i64 32
  %v22 = getelementptr inbounds i8, ptr %v6, i64 2240
  %v23 = getelementptr inbounds i8, ptr %v6, i64 128
  %v24 = getelementptr inbounds i8, ptr %v6, i64 408
  %v25 = getelementptr inbounds i8, ptr %v6, i64 688
  %v26 = getelementptr inbounds i8, ptr %v6, i64 968
  %v27 = getelementptr inbounds i8, ptr %v6, i64 1248
  %v28 = getelementptr inbounds i8, ptr %v6, i64 1528
  %v29 = getelementptr inbounds i8, ptr %v6, i64 1808
  %v30 = getelementptr inbounds i8, ptr %v6, i64 2088
  %v31 = getelementptr inbounds i8, ptr %v6, i64 2368
  %v32 = getelementptr i8, ptr %v6, i64 536
  %v33 = getelementptr i8, ptr %v6, i64 816
  %v34 = getelementptr i8, ptr %v6, i64 1096
  %v35 = getelementptr i8, ptr %v6, i64 1376
  %v36 = getelementptr i8, ptr %v6, i64 1656
  %v37 = getelementptr i8, ptr %v6, i64 1936
  %v38 = getelementptr i8, ptr %v6, i64 2216
  %v39 = getelementptr i8, ptr %v6, i64 2496
  %v40 = getelementptr i8, ptr %v6, i64 2496
  br label %v41

v41:                                   ; preds = %v10, %v42
  %v43 = phi i64 [ %v44, %v42 ], [ %v1, %v10 ]
  %v45 = icmp slt i64 %v43, 4
  %v46 = mul nsw i64 %v43, 72
  br i1 %v45, label %v47, label %v48

v47:                         ; preds = %v41
  %v49 = mul i64 %v43, 288
  %v50 = getelementptr i8, ptr %v4, i64 %v49
  %v51 = mul i64 %v43, 2240
  %v52 = getelementptr i8, ptr %v8, i64 %v51
  %v53 = getelementptr i8, ptr %v52, i64 256
  %v54 = getelementptr i8, ptr %v52, i64 536
  %v55 = getelementptr i8, ptr %v52, i64 816
  %v56 = getelementptr i8, ptr %v52, i64 1096
  %v57 = getelementptr i8, ptr %v52, i64 1376
  %v58 = getelementptr i8, ptr %v52, i64 1656
  %v59 = getelementptr i8, ptr %v52, i64 1936
  %v60 = getelementptr i8, ptr %v52, i64 2216
  %v61 = getelementptr i8, ptr %v50, i64 32
  %v62 = getelementptr i8, ptr %v50, i64 68
  %v63 = getelementptr i8, ptr %v50, i64 104
  %v64 = getelementptr i8, ptr %v50, i64 140
  %v65 = getelementptr i8, ptr %v50, i64 176
  %v66 = getelementptr i8, ptr %v50, i64 212
  %v67 = getelementptr i8, ptr %v50, i64 248
  %v68 = getelementptr i8, ptr %v50, i64 284
  %v69 = getelementptr i8, ptr %v50, i64 32
  %v70 = getelementptr i8, ptr %v50, i64 68
  %v71 = getelementptr i8, ptr %v50, i64 104
  %v72 = getelementptr i8, ptr %v50, i64 140
  %v73 = getelementptr i8, ptr %v50, i64 176
  %v74 = getelementptr i8, ptr %v50, i64 212
  %v75 = getelementptr i8, ptr %v50, i64 248
  %v76 = getelementptr i8, ptr %v50, i64 284
  br label %v77

v42:                                        ; preds = %v78, %v48
  %v44 = add nuw nsw i64 %v43, 1
  %v79 = icmp eq i64 %v44, %v2
  br i1 %v79, label %v11, label %v41

v77:                                   ; preds = %v47, %v78
  %v80 = phi i64 [ %v81, %v78 ], [ 0, %v47 ]
  %v82 = icmp ult i64 %v80, 2
  br i1 %v82, label %v83, label %v84

v83:                         ; preds = %v77
  %v85 = shl nuw nsw i64 %v80, 7
  %v86 = getelementptr inbounds i8, ptr %v6, i64 %v85
  br label %v87

v78:                                       ; preds = %v88, %v89
  %v81 = add nuw nsw i64 %v80, 1
  %v90 = icmp eq i64 %v81, 3
  br i1 %v90, label %v42, label %v77

v89:                                   ; preds = %v87
  %v91 = load float, ptr %v69, align 4, !alias.scope !0, !noalias !7
  %v92 = insertelement <32 x float> poison, float %v91, i64 0
  %v93 = shufflevector <32 x float> %v92, <32 x float> poison, <32 x i32> zeroinitializer
  %v94 = getelementptr inbounds i8, ptr %v86, i64 2240
  %v95 = load <32 x float>, ptr %v94, align 4, !alias.scope !3, !noalias !8
  %v96 = fmul contract <32 x float> %v95, %v93
  %v97 = fadd contract <32 x float> %v98, %v96
  %v99 = load float, ptr %v70, align 4, !alias.scope !0, !noalias !7
  %v100 = insertelement <32 x float> poison, float %v99, i64 0
  %v101 = shufflevector <32 x float> %v100, <32 x float> poison, <32 x i32> zeroinitializer
  %v102 = fmul contract <32 x float> %v95, %v101
  %v103 = fadd contract <32 x float> %v104, %v102
  %v105 = load float, ptr %v71, align 4, !alias.scope !0, !noalias !7
  %v106 = insertelement <32 x float> poison, float %v105, i64 0
  %v107 = shufflevector <32 x float> %v106, <32 x float> poison, <32 x i32> zeroinitializer
  %v108 = fmul contract <32 x float> %v95, %v107
  %v109 = fadd contract <32 x float> %v110, %v108
  %v111 = load float, ptr %v72, align 4, !alias.scope !0, !noalias !7
  %v112 = insertelement <32 x float> poison, float %v111, i64 0
  %v113 = shufflevector <32 x float> %v112, <32 x float> poison, <32 x i32> zeroinitializer
  %v114 = fmul contract <32 x float> %v95, %v113
  %v115 = fadd contract <32 x float> %v116, %v114
  %v117 = load float, ptr %v73, align 4, !alias.scope !0, !noalias !7
  %v118 = insertelement <32 x float> poison, float %v117, i64 0
  %v119 = shufflevector <32 x float> %v118, <32 x float> poison, <32 x i32> zeroinitializer
  %v120 = fmul contract <32 x float> %v95, %v119
  %v121 = fadd contract <32 x float> %v122, %v120
  %v123 = load float, ptr %v74, align 4, !alias.scope !0, !noalias !7
  %v124 = insertelement <32 x float> poison, float %v123, i64 0
  %v125 = shufflevector <32 x float> %v124, <32 x float> poison, <32 x i32> zeroinitializer
  %v126 = fmul contract <32 x float> %v95, %v125
  %v127 = fadd contract <32 x float> %v128, %v126
  %v129 = load float, ptr %v75, align 4, !alias.scope !0, !noalias !7
  %v130 = insertelement <32 x float> poison, float %v129, i64 0
  %v131 = shufflevector <32 x float> %v130, <32 x float> poison, <32 x i32> zeroinitializer
  %v132 = fmul contract <32 x float> %v95, %v131
  %v133 = fadd contract <32 x float> %v134, %v132
  %v135 = load float, ptr %v76, align 4, !alias.scope !0, !noalias !7
  %v136 = insertelement <32 x float> poison, float %v135, i64 0
  %v137 = shufflevector <32 x float> %v136, <32 x float> poison, <32 x i32> zeroinitializer
  %v138 = fmul contract <32 x float> %v95, %v137
  %v139 = fadd contract <32 x float> %v140, %v138
  %v141 = getelementptr i8, ptr %v52, i64 %v85
  store <32 x float> %v97, ptr %v141, align 4, !alias.scope !5, !noalias !9
  %v142 = getelementptr i8, ptr %v141, i64 280
  store <32 x float> %v103, ptr %v142, align 4, !alias.scope !5, !noalias !9
  %v143 = getelementptr i8, ptr %v141, i64 560
  store <32 x float> %v109, ptr %v143, align 4, !alias.scope !5, !noalias !9
  %v144 = getelementptr i8, ptr %v141, i64 840
  store <32 x float> %v115, ptr %v144, align 4, !alias.scope !5, !noalias !9
  %v145 = getelementptr i8, ptr %v141, i64 1120
  store <32 x float> %v121, ptr %v145, align 4, !alias.scope !5, !noalias !9
  %v146 = getelementptr i8, ptr %v141, i64 1400
  store <32 x float> %v127, ptr %v146, align 4, !alias.scope !5, !noalias !9
  %v147 = getelementptr i8, ptr %v141, i64 1680
  store <32 x float> %v133, ptr %v147, align 4, !alias.scope !5, !noalias !9
  %v148 = getelementptr i8, ptr %v141, i64 1960
  store <32 x float> %v139, ptr %v148, align 4, !alias.scope !5, !noalias !9
  br label %v78

v87:                                       ; preds = %v83, %v87
  %v149 = phi i64 [ 0, %v83 ], [ %v150, %v87 ]
  %v151 = phi <32 x float> [ zeroinitializer, %v83 ], [ %v98, %v87 ]
  %v152 = phi <32 x float> [ zeroinitializer, %v83 ], [ %v104, %v87 ]
  %v153 = phi <32 x float> [ zeroinitializer, %v83 ], [ %v110, %v87 ]
  %v154 = phi <32 x float> [ zeroinitializer, %v83 ], [ %v116, %v87 ]
  %v155 = phi <32 x float> [ zeroinitializer, %v83 ], [ %v122, %v87 ]
  %v156 = phi <32 x float> [ zeroinitializer, %v83 ], [ %v128, %v87 ]
  %v157 = phi <32 x float> [ zeroinitializer, %v83 ], [ %v134, %v87 ]
  %v158 = phi <32 x float> [ zeroinitializer, %v83 ], [ %v140, %v87 ]
  %v159 = shl nuw nsw i64 %v149, 1
  %v160 = add nuw nsw i64 %v159, %v46
  %v161 = getelementptr inbounds float, ptr %v4, i64 %v160
  %v162 = load float, ptr %v161, align 4, !alias.scope !0, !noalias !7
  %v163 = insertelement <32 x float> poison, float %v162, i64 0
  %v164 = shufflevector <32 x float> %v163, <32 x float> poison, <32 x i32> zeroinitializer
  %v165 = mul nuw nsw i64 %v149, 560
  %v166 = getelementptr inbounds i8, ptr %v86, i64 %v165
  %v167 = load <32 x float>, ptr %v166, align 4, !alias.scope !3, !noalias !8
  %v168 = fmul contract <32 x float> %v167, %v164
  %v169 = fadd contract <32 x float> %v151, %v168
  %v170 = getelementptr i8, ptr %v161, i64 36
  %v171 = load float, ptr %v170, align 4, !alias.scope !0, !noalias !7
  %v172 = insertelement <32 x float> poison, float %v171, i64 0
  %v173 = shufflevector <32 x float> %v172, <32 x float> poison, <32 x i32> zeroinitializer
  %v174 = fmul contract <32 x float> %v167, %v173
  %v175 = fadd contract <32 x float> %v152, %v174
  %v176 = getelementptr i8, ptr %v161, i64 72
  %v177 = load float, ptr %v176, align 4, !alias.scope !0, !noalias !7
  %v178 = insertelement <32 x float> poison, float %v177, i64 0
  %v179 = shufflevector <32 x float> %v178, <32 x float> poison, <32 x i32> zeroinitializer
  %v180 = fmul contract <32 x float> %v167, %v179
  %v181 = fadd contract <32 x float> %v153, %v180
  %v182 = getelementptr i8, ptr %v161, i64 108
  %v183 = load float, ptr %v182, align 4, !alias.scope !0, !noalias !7
  %v184 = insertelement <32 x float> poison, float %v183, i64 0
  %v185 = shufflevector <32 x float> %v184, <32 x float> poison, <32 x i32> zeroinitializer
  %v186 = fmul contract <32 x float> %v167, %v185
  %v187 = fadd contract <32 x float> %v154, %v186
  %v188 = getelementptr i8, ptr %v161, i64 144
  %v189 = load float, ptr %v188, align 4, !alias.scope !0, !noalias !7
  %v190 = insertelement <32 x float> poison, float %v189, i64 0
  %v191 = shufflevector <32 x float> %v190, <32 x float> poison, <32 x i32> zeroinitializer
  %v192 = fmul contract <32 x float> %v167, %v191
  %v193 = fadd contract <32 x float> %v155, %v192
  %v194 = getelementptr i8, ptr %v161, i64 180
  %v195 = load float, ptr %v194, align 4, !alias.scope !0, !noalias !7
  %v196 = insertelement <32 x float> poison, float %v195, i64 0
  %v197 = shufflevector <32 x float> %v196, <32 x float> poison, <32 x i32> zeroinitializer
  %v198 = fmul contract <32 x float> %v167, %v197
  %v199 = fadd contract <32 x float> %v156, %v198
  %v200 = getelementptr i8, ptr %v161, i64 216
  %v201 = load float, ptr %v200, align 4, !alias.scope !0, !noalias !7
  %v202 = insertelement <32 x float> poison, float %v201, i64 0
  %v203 = shufflevector <32 x float> %v202, <32 x float> poison, <32 x i32> zeroinitializer
  %v204 = fmul contract <32 x float> %v167, %v203
  %v205 = fadd contract <32 x float> %v157, %v204
  %v206 = getelementptr i8, ptr %v161, i64 252
  %v207 = load float, ptr %v206, align 4, !alias.scope !0, !noalias !7
  %v208 = insertelement <32 x float> poison, float %v207, i64 0
  %v209 = shufflevector <32 x float> %v208, <32 x float> poison, <32 x i32> zeroinitializer
  %v210 = fmul contract <32 x float> %v167, %v209
  %v211 = fadd contract <32 x float> %v158, %v210
  %v212 = or disjoint i64 %v160, 1
  %v213 = getelementptr inbounds float, ptr %v4, i64 %v212
  %v214 = load float, ptr %v213, align 4, !alias.scope !0, !noalias !7
  %v215 = insertelement <32 x float> poison, float %v214, i64 0
  %v216 = shufflevector <32 x float> %v215, <32 x float> poison, <32 x i32> zeroinitializer
  %v217 = getelementptr inbounds i8, ptr %v166, i64 280
  %v218 = load <32 x float>, ptr %v217, align 4, !alias.scope !3, !noalias !8
  %v219 = fmul contract <32 x float> %v218, %v216
  %v98 = fadd contract <32 x float> %v169, %v219
  %v220 = getelementptr i8, ptr %v161, i64 40
  %v221 = load float, ptr %v220, align 4, !alias.scope !0, !noalias !7
  %v222 = insertelement <32 x float> poison, float %v221, i64 0
  %v223 = shufflevector <32 x float> %v222, <32 x float> poison, <32 x i32> zeroinitializer
  %v224 = fmul contract <32 x float> %v218, %v223
  %v104 = fadd contract <32 x float> %v175, %v224
  %v225 = getelementptr i8, ptr %v161, i64 76
  %v226 = load float, ptr %v225, align 4, !alias.scope !0, !noalias !7
  %v227 = insertelement <32 x float> poison, float %v226, i64 0
  %v228 = shufflevector <32 x float> %v227, <32 x float> poison, <32 x i32> zeroinitializer
  %v229 = fmul contract <32 x float> %v218, %v228
  %v110 = fadd contract <32 x float> %v181, %v229
  %v230 = getelementptr i8, ptr %v161, i64 112
  %v231 = load float, ptr %v230, align 4, !alias.scope !0, !noalias !7
  %v232 = insertelement <32 x float> poison, float %v231, i64 0
  %v233 = shufflevector <32 x float> %v232, <32 x float> poison, <32 x i32> zeroinitializer
  %v234 = fmul contract <32 x float> %v218, %v233
  %v116 = fadd contract <32 x float> %v187, %v234
  %v235 = getelementptr i8, ptr %v161, i64 148
  %v236 = load float, ptr %v235, align 4, !alias.scope !0, !noalias !7
  %v237 = insertelement <32 x float> poison, float %v236, i64 0
  %v238 = shufflevector <32 x float> %v237, <32 x float> poison, <32 x i32> zeroinitializer
  %v239 = fmul contract <32 x float> %v218, %v238
  %v122 = fadd contract <32 x float> %v193, %v239
  %v240 = getelementptr i8, ptr %v161, i64 184
  %v241 = load float, ptr %v240, align 4, !alias.scope !0, !noalias !7
  %v242 = insertelement <32 x float> poison, float %v241, i64 0
  %v243 = shufflevector <32 x float> %v242, <32 x float> poison, <32 x i32> zeroinitializer
  %v244 = fmul contract <32 x float> %v218, %v243
  %v128 = fadd contract <32 x float> %v199, %v244
  %v245 = getelementptr i8, ptr %v161, i64 220
  %v246 = load float, ptr %v245, align 4, !alias.scope !0, !noalias !7
  %v247 = insertelement <32 x float> poison, float %v246, i64 0
  %v248 = shufflevector <32 x float> %v247, <32 x float> poison, <32 x i32> zeroinitializer
  %v249 = fmul contract <32 x float> %v218, %v248
  %v134 = fadd contract <32 x float> %v205, %v249
  %v250 = getelementptr i8, ptr %v161, i64 256
  %v251 = load float, ptr %v250, align 4, !alias.scope !0, !noalias !7
  %v252 = insertelement <32 x float> poison, float %v251, i64 0
  %v253 = shufflevector <32 x float> %v252, <32 x float> poison, <32 x i32> zeroinitializer
  %v254 = fmul contract <32 x float> %v218, %v253
  %v140 = fadd contract <32 x float> %v211, %v254
  %v150 = add nuw nsw i64 %v149, 1
  %v255 = icmp eq i64 %v150, 4
  br i1 %v255, label %v89, label %v87

v88:                                 ; preds = %v84
  %v256 = load float, ptr %v61, align 4, !alias.scope !0, !noalias !7
  %v257 = insertelement <32 x float> poison, float %v256, i64 0
  %v258 = shufflevector <32 x float> %v257, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v259 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v40, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !3, !noalias !8
  %v260 = fmul contract <32 x float> %v259, %v258
  %v261 = fadd contract <32 x float> %v262, %v260
  %v263 = load float, ptr %v62, align 4, !alias.scope !0, !noalias !7
  %v264 = insertelement <32 x float> poison, float %v263, i64 0
  %v265 = shufflevector <32 x float> %v264, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v266 = fmul contract <32 x float> %v259, %v265
  %v267 = fadd contract <32 x float> %v268, %v266
  %v269 = load float, ptr %v63, align 4, !alias.scope !0, !noalias !7
  %v270 = insertelement <32 x float> poison, float %v269, i64 0
  %v271 = shufflevector <32 x float> %v270, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v272 = fmul contract <32 x float> %v259, %v271
  %v273 = fadd contract <32 x float> %v274, %v272
  %v275 = load float, ptr %v64, align 4, !alias.scope !0, !noalias !7
  %v276 = insertelement <32 x float> poison, float %v275, i64 0
  %v277 = shufflevector <32 x float> %v276, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v278 = fmul contract <32 x float> %v259, %v277
  %v279 = fadd contract <32 x float> %v280, %v278
  %v281 = load float, ptr %v65, align 4, !alias.scope !0, !noalias !7
  %v282 = insertelement <32 x float> poison, float %v281, i64 0
  %v283 = shufflevector <32 x float> %v282, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v284 = fmul contract <32 x float> %v259, %v283
  %v285 = fadd contract <32 x float> %v286, %v284
  %v287 = load float, ptr %v66, align 4, !alias.scope !0, !noalias !7
  %v288 = insertelement <32 x float> poison, float %v287, i64 0
  %v289 = shufflevector <32 x float> %v288, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v290 = fmul contract <32 x float> %v259, %v289
  %v291 = fadd contract <32 x float> %v292, %v290
  %v293 = load float, ptr %v67, align 4, !alias.scope !0, !noalias !7
  %v294 = insertelement <32 x float> poison, float %v293, i64 0
  %v295 = shufflevector <32 x float> %v294, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v296 = fmul contract <32 x float> %v259, %v295
  %v297 = fadd contract <32 x float> %v298, %v296
  %v299 = load float, ptr %v68, align 4, !alias.scope !0, !noalias !7
  %v300 = insertelement <32 x float> poison, float %v299, i64 0
  %v301 = shufflevector <32 x float> %v300, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v302 = fmul contract <32 x float> %v259, %v301
  %v303 = fadd contract <32 x float> %v304, %v302
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v261, ptr %v53, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v267, ptr %v54, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v273, ptr %v55, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v279, ptr %v56, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v285, ptr %v57, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v291, ptr %v58, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v297, ptr %v59, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v303, ptr %v60, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v78

v84:                                      ; preds = %v77, %v84
  %v305 = phi i64 [ %v306, %v84 ], [ 0, %v77 ]
  %v307 = phi <32 x float> [ %v262, %v84 ], [ zeroinitializer, %v77 ]
  %v308 = phi <32 x float> [ %v268, %v84 ], [ zeroinitializer, %v77 ]
  %v309 = phi <32 x float> [ %v274, %v84 ], [ zeroinitializer, %v77 ]
  %v310 = phi <32 x float> [ %v280, %v84 ], [ zeroinitializer, %v77 ]
  %v311 = phi <32 x float> [ %v286, %v84 ], [ zeroinitializer, %v77 ]
  %v312 = phi <32 x float> [ %v292, %v84 ], [ zeroinitializer, %v77 ]
  %v313 = phi <32 x float> [ %v298, %v84 ], [ zeroinitializer, %v77 ]
  %v314 = phi <32 x float> [ %v304, %v84 ], [ zeroinitializer, %v77 ]
  %v315 = shl nuw nsw i64 %v305, 1
  %v316 = add nuw nsw i64 %v315, %v46
  %v317 = getelementptr inbounds float, ptr %v4, i64 %v316
  %v318 = load float, ptr %v317, align 4, !alias.scope !0, !noalias !7
  %v319 = insertelement <32 x float> poison, float %v318, i64 0
  %v320 = shufflevector <32 x float> %v319, <32 x float> poison, <32 x i32> zeroinitializer
  %v321 = mul nuw nsw i64 %v305, 560
  %v322 = getelementptr i8, ptr %v6, i64 %v321
  %v323 = getelementptr i8, ptr %v322, i64 256
  %v324 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v323, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !3, !noalias !8
  %v325 = fmul contract <32 x float> %v324, %v320
  %v326 = fadd contract <32 x float> %v307, %v325
  %v327 = getelementptr i8, ptr %v317, i64 36
  %v328 = load float, ptr %v327, align 4, !alias.scope !0, !noalias !7
  %v329 = insertelement <32 x float> poison, float %v328, i64 0
  %v330 = shufflevector <32 x float> %v329, <32 x float> poison, <32 x i32> zeroinitializer
  %v331 = fmul contract <32 x float> %v324, %v330
  %v332 = fadd contract <32 x float> %v308, %v331
  %v333 = getelementptr i8, ptr %v317, i64 72
  %v334 = load float, ptr %v333, align 4, !alias.scope !0, !noalias !7
  %v335 = insertelement <32 x float> poison, float %v334, i64 0
  %v336 = shufflevector <32 x float> %v335, <32 x float> poison, <32 x i32> zeroinitializer
  %v337 = fmul contract <32 x float> %v324, %v336
  %v338 = fadd contract <32 x float> %v309, %v337
  %v339 = getelementptr i8, ptr %v317, i64 108
  %v340 = load float, ptr %v339, align 4, !alias.scope !0, !noalias !7
  %v341 = insertelement <32 x float> poison, float %v340, i64 0
  %v342 = shufflevector <32 x float> %v341, <32 x float> poison, <32 x i32> zeroinitializer
  %v343 = fmul contract <32 x float> %v324, %v342
  %v344 = fadd contract <32 x float> %v310, %v343
  %v345 = getelementptr i8, ptr %v317, i64 144
  %v346 = load float, ptr %v345, align 4, !alias.scope !0, !noalias !7
  %v347 = insertelement <32 x float> poison, float %v346, i64 0
  %v348 = shufflevector <32 x float> %v347, <32 x float> poison, <32 x i32> zeroinitializer
  %v349 = fmul contract <32 x float> %v324, %v348
  %v350 = fadd contract <32 x float> %v311, %v349
  %v351 = getelementptr i8, ptr %v317, i64 180
  %v352 = load float, ptr %v351, align 4, !alias.scope !0, !noalias !7
  %v353 = insertelement <32 x float> poison, float %v352, i64 0
  %v354 = shufflevector <32 x float> %v353, <32 x float> poison, <32 x i32> zeroinitializer
  %v355 = fmul contract <32 x float> %v324, %v354
  %v356 = fadd contract <32 x float> %v312, %v355
  %v357 = getelementptr i8, ptr %v317, i64 216
  %v358 = load float, ptr %v357, align 4, !alias.scope !0, !noalias !7
  %v359 = insertelement <32 x float> poison, float %v358, i64 0
  %v360 = shufflevector <32 x float> %v359, <32 x float> poison, <32 x i32> zeroinitializer
  %v361 = fmul contract <32 x float> %v324, %v360
  %v362 = fadd contract <32 x float> %v313, %v361
  %v363 = getelementptr i8, ptr %v317, i64 252
  %v364 = load float, ptr %v363, align 4, !alias.scope !0, !noalias !7
  %v365 = insertelement <32 x float> poison, float %v364, i64 0
  %v366 = shufflevector <32 x float> %v365, <32 x float> poison, <32 x i32> zeroinitializer
  %v367 = fmul contract <32 x float> %v324, %v366
  %v368 = fadd contract <32 x float> %v314, %v367
  %v369 = or disjoint i64 %v316, 1
  %v370 = getelementptr inbounds float, ptr %v4, i64 %v369
  %v371 = load float, ptr %v370, align 4, !alias.scope !0, !noalias !7
  %v372 = insertelement <32 x float> poison, float %v371, i64 0
  %v373 = shufflevector <32 x float> %v372, <32 x float> poison, <32 x i32> zeroinitializer
  %v374 = getelementptr i8, ptr %v322, i64 536
  %v375 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v374, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !3, !noalias !8
  %v376 = fmul contract <32 x float> %v375, %v373
  %v262 = fadd contract <32 x float> %v326, %v376
  %v377 = getelementptr i8, ptr %v317, i64 40
  %v378 = load float, ptr %v377, align 4, !alias.scope !0, !noalias !7
  %v379 = insertelement <32 x float> poison, float %v378, i64 0
  %v380 = shufflevector <32 x float> %v379, <32 x float> poison, <32 x i32> zeroinitializer
  %v381 = fmul contract <32 x float> %v375, %v380
  %v268 = fadd contract <32 x float> %v332, %v381
  %v382 = getelementptr i8, ptr %v317, i64 76
  %v383 = load float, ptr %v382, align 4, !alias.scope !0, !noalias !7
  %v384 = insertelement <32 x float> poison, float %v383, i64 0
  %v385 = shufflevector <32 x float> %v384, <32 x float> poison, <32 x i32> zeroinitializer
  %v386 = fmul contract <32 x float> %v375, %v385
  %v274 = fadd contract <32 x float> %v338, %v386
  %v387 = getelementptr i8, ptr %v317, i64 112
  %v388 = load float, ptr %v387, align 4, !alias.scope !0, !noalias !7
  %v389 = insertelement <32 x float> poison, float %v388, i64 0
  %v390 = shufflevector <32 x float> %v389, <32 x float> poison, <32 x i32> zeroinitializer
  %v391 = fmul contract <32 x float> %v375, %v390
  %v280 = fadd contract <32 x float> %v344, %v391
  %v392 = getelementptr i8, ptr %v317, i64 148
  %v393 = load float, ptr %v392, align 4, !alias.scope !0, !noalias !7
  %v394 = insertelement <32 x float> poison, float %v393, i64 0
  %v395 = shufflevector <32 x float> %v394, <32 x float> poison, <32 x i32> zeroinitializer
  %v396 = fmul contract <32 x float> %v375, %v395
  %v286 = fadd contract <32 x float> %v350, %v396
  %v397 = getelementptr i8, ptr %v317, i64 184
  %v398 = load float, ptr %v397, align 4, !alias.scope !0, !noalias !7
  %v399 = insertelement <32 x float> poison, float %v398, i64 0
  %v400 = shufflevector <32 x float> %v399, <32 x float> poison, <32 x i32> zeroinitializer
  %v401 = fmul contract <32 x float> %v375, %v400
  %v292 = fadd contract <32 x float> %v356, %v401
  %v402 = getelementptr i8, ptr %v317, i64 220
  %v403 = load float, ptr %v402, align 4, !alias.scope !0, !noalias !7
  %v404 = insertelement <32 x float> poison, float %v403, i64 0
  %v405 = shufflevector <32 x float> %v404, <32 x float> poison, <32 x i32> zeroinitializer
  %v406 = fmul contract <32 x float> %v375, %v405
  %v298 = fadd contract <32 x float> %v362, %v406
  %v407 = getelementptr i8, ptr %v317, i64 256
  %v408 = load float, ptr %v407, align 4, !alias.scope !0, !noalias !7
  %v409 = insertelement <32 x float> poison, float %v408, i64 0
  %v410 = shufflevector <32 x float> %v409, <32 x float> poison, <32 x i32> zeroinitializer
  %v411 = fmul contract <32 x float> %v375, %v410
  %v304 = fadd contract <32 x float> %v368, %v411
  %v306 = add nuw nsw i64 %v305, 1
  %v412 = icmp eq i64 %v306, 4
  br i1 %v412, label %v88, label %v84

v48:                                   ; preds = %v41
  %v413 = mul i64 %v43, 2240
  %v414 = getelementptr i8, ptr %v13, i64 %v413
  %v415 = getelementptr inbounds i8, ptr %v8, i64 %v413
  %v416 = mul i64 %v43, 288
  %v417 = getelementptr inbounds float, ptr %v4, i64 %v46
  %v418 = load float, ptr %v417, align 4, !alias.scope !0, !noalias !7
  %v419 = insertelement <32 x float> poison, float %v418, i64 0
  %v420 = shufflevector <32 x float> %v419, <32 x float> poison, <32 x i32> zeroinitializer
  %v421 = load <32 x float>, ptr %v6, align 4, !alias.scope !3, !noalias !8
  %v422 = fmul contract <32 x float> %v421, %v420
  %v423 = fadd contract <32 x float> %v422, zeroinitializer
  %v424 = or disjoint i64 %v46, 1
  %v425 = getelementptr inbounds float, ptr %v4, i64 %v424
  %v426 = load float, ptr %v425, align 4, !alias.scope !0, !noalias !7
  %v427 = insertelement <32 x float> poison, float %v426, i64 0
  %v428 = shufflevector <32 x float> %v427, <32 x float> poison, <32 x i32> zeroinitializer
  %v429 = load <32 x float>, ptr %v14, align 4, !alias.scope !3, !noalias !8
  %v430 = fmul contract <32 x float> %v429, %v428
  %v431 = fadd contract <32 x float> %v423, %v430
  %v432 = or disjoint i64 %v46, 2
  %v433 = getelementptr inbounds float, ptr %v4, i64 %v432
  %v434 = load float, ptr %v433, align 4, !alias.scope !0, !noalias !7
  %v435 = insertelement <32 x float> poison, float %v434, i64 0
  %v436 = shufflevector <32 x float> %v435, <32 x float> poison, <32 x i32> zeroinitializer
  %v437 = load <32 x float>, ptr %v15, align 4, !alias.scope !3, !noalias !8
  %v438 = fmul contract <32 x float> %v437, %v436
  %v439 = fadd contract <32 x float> %v431, %v438
  %v440 = or disjoint i64 %v46, 3
  %v441 = getelementptr inbounds float, ptr %v4, i64 %v440
  %v442 = load float, ptr %v441, align 4, !alias.scope !0, !noalias !7
  %v443 = insertelement <32 x float> poison, float %v442, i64 0
  %v444 = shufflevector <32 x float> %v443, <32 x float> poison, <32 x i32> zeroinitializer
  %v445 = load <32 x float>, ptr %v16, align 4, !alias.scope !3, !noalias !8
  %v446 = fmul contract <32 x float> %v445, %v444
  %v447 = fadd contract <32 x float> %v439, %v446
  %v448 = or disjoint i64 %v46, 4
  %v449 = getelementptr inbounds float, ptr %v4, i64 %v448
  %v450 = load float, ptr %v449, align 4, !alias.scope !0, !noalias !7
  %v451 = insertelement <32 x float> poison, float %v450, i64 0
  %v452 = shufflevector <32 x float> %v451, <32 x float> poison, <32 x i32> zeroinitializer
  %v453 = load <32 x float>, ptr %v17, align 4, !alias.scope !3, !noalias !8
  %v454 = fmul contract <32 x float> %v453, %v452
  %v455 = fadd contract <32 x float> %v447, %v454
  %v456 = or disjoint i64 %v46, 5
  %v457 = getelementptr inbounds float, ptr %v4, i64 %v456
  %v458 = load float, ptr %v457, align 4, !alias.scope !0, !noalias !7
  %v459 = insertelement <32 x float> poison, float %v458, i64 0
  %v460 = shufflevector <32 x float> %v459, <32 x float> poison, <32 x i32> zeroinitializer
  %v461 = load <32 x float>, ptr %v18, align 4, !alias.scope !3, !noalias !8
  %v462 = fmul contract <32 x float> %v461, %v460
  %v463 = fadd contract <32 x float> %v455, %v462
  %v464 = or disjoint i64 %v46, 6
  %v465 = getelementptr inbounds float, ptr %v4, i64 %v464
  %v466 = load float, ptr %v465, align 4, !alias.scope !0, !noalias !7
  %v467 = insertelement <32 x float> poison, float %v466, i64 0
  %v468 = shufflevector <32 x float> %v467, <32 x float> poison, <32 x i32> zeroinitializer
  %v469 = load <32 x float>, ptr %v19, align 4, !alias.scope !3, !noalias !8
  %v470 = fmul contract <32 x float> %v469, %v468
  %v471 = fadd contract <32 x float> %v463, %v470
  %v472 = or disjoint i64 %v46, 7
  %v473 = getelementptr inbounds float, ptr %v4, i64 %v472
  %v474 = load float, ptr %v473, align 4, !alias.scope !0, !noalias !7
  %v475 = insertelement <32 x float> poison, float %v474, i64 0
  %v476 = shufflevector <32 x float> %v475, <32 x float> poison, <32 x i32> zeroinitializer
  %v477 = load <32 x float>, ptr %v20, align 4, !alias.scope !3, !noalias !8
  %v478 = fmul contract <32 x float> %v477, %v476
  %v479 = fadd contract <32 x float> %v471, %v478
  %v480 = getelementptr i8, ptr %v21, i64 %v416
  %v481 = load float, ptr %v480, align 4, !alias.scope !0, !noalias !7
  %v482 = insertelement <32 x float> poison, float %v481, i64 0
  %v483 = shufflevector <32 x float> %v482, <32 x float> poison, <32 x i32> zeroinitializer
  %v484 = load <32 x float>, ptr %v22, align 4, !alias.scope !3, !noalias !8
  %v485 = fmul contract <32 x float> %v484, %v483
  %v486 = fadd contract <32 x float> %v479, %v485
  store <32 x float> %v486, ptr %v415, align 4, !alias.scope !5, !noalias !9
  %v487 = insertelement <32 x float> poison, float %v418, i64 0
  %v488 = shufflevector <32 x float> %v487, <32 x float> poison, <32 x i32> zeroinitializer
  %v489 = load <32 x float>, ptr %v23, align 4, !alias.scope !3, !noalias !8
  %v490 = fmul contract <32 x float> %v489, %v488
  %v491 = fadd contract <32 x float> %v490, zeroinitializer
  %v492 = or disjoint i64 %v46, 1
  %v493 = getelementptr inbounds float, ptr %v4, i64 %v492
  %v494 = load float, ptr %v493, align 4, !alias.scope !0, !noalias !7
  %v495 = insertelement <32 x float> poison, float %v494, i64 0
  %v496 = shufflevector <32 x float> %v495, <32 x float> poison, <32 x i32> zeroinitializer
  %v497 = load <32 x float>, ptr %v24, align 4, !alias.scope !3, !noalias !8
  %v498 = fmul contract <32 x float> %v497, %v496
  %v499 = fadd contract <32 x float> %v491, %v498
  %v500 = or disjoint i64 %v46, 2
  %v501 = getelementptr inbounds float, ptr %v4, i64 %v500
  %v502 = load float, ptr %v501, align 4, !alias.scope !0, !noalias !7
  %v503 = insertelement <32 x float> poison, float %v502, i64 0
  %v504 = shufflevector <32 x float> %v503, <32 x float> poison, <32 x i32> zeroinitializer
  %v505 = load <32 x float>, ptr %v25, align 4, !alias.scope !3, !noalias !8
  %v506 = fmul contract <32 x float> %v505, %v504
  %v507 = fadd contract <32 x float> %v499, %v506
  %v508 = or disjoint i64 %v46, 3
  %v509 = getelementptr inbounds float, ptr %v4, i64 %v508
  %v510 = load float, ptr %v509, align 4, !alias.scope !0, !noalias !7
  %v511 = insertelement <32 x float> poison, float %v510, i64 0
  %v512 = shufflevector <32 x float> %v511, <32 x float> poison, <32 x i32> zeroinitializer
  %v513 = load <32 x float>, ptr %v26, align 4, !alias.scope !3, !noalias !8
  %v514 = fmul contract <32 x float> %v513, %v512
  %v515 = fadd contract <32 x float> %v507, %v514
  %v516 = or disjoint i64 %v46, 4
  %v517 = getelementptr inbounds float, ptr %v4, i64 %v516
  %v518 = load float, ptr %v517, align 4, !alias.scope !0, !noalias !7
  %v519 = insertelement <32 x float> poison, float %v518, i64 0
  %v520 = shufflevector <32 x float> %v519, <32 x float> poison, <32 x i32> zeroinitializer
  %v521 = load <32 x float>, ptr %v27, align 4, !alias.scope !3, !noalias !8
  %v522 = fmul contract <32 x float> %v521, %v520
  %v523 = fadd contract <32 x float> %v515, %v522
  %v524 = or disjoint i64 %v46, 5
  %v525 = getelementptr inbounds float, ptr %v4, i64 %v524
  %v526 = load float, ptr %v525, align 4, !alias.scope !0, !noalias !7
  %v527 = insertelement <32 x float> poison, float %v526, i64 0
  %v528 = shufflevector <32 x float> %v527, <32 x float> poison, <32 x i32> zeroinitializer
  %v529 = load <32 x float>, ptr %v28, align 4, !alias.scope !3, !noalias !8
  %v530 = fmul contract <32 x float> %v529, %v528
  %v531 = fadd contract <32 x float> %v523, %v530
  %v532 = or disjoint i64 %v46, 6
  %v533 = getelementptr inbounds float, ptr %v4, i64 %v532
  %v534 = load float, ptr %v533, align 4, !alias.scope !0, !noalias !7
  %v535 = insertelement <32 x float> poison, float %v534, i64 0
  %v536 = shufflevector <32 x float> %v535, <32 x float> poison, <32 x i32> zeroinitializer
  %v537 = load <32 x float>, ptr %v29, align 4, !alias.scope !3, !noalias !8
  %v538 = fmul contract <32 x float> %v537, %v536
  %v539 = fadd contract <32 x float> %v531, %v538
  %v540 = or disjoint i64 %v46, 7
  %v541 = getelementptr inbounds float, ptr %v4, i64 %v540
  %v542 = load float, ptr %v541, align 4, !alias.scope !0, !noalias !7
  %v543 = insertelement <32 x float> poison, float %v542, i64 0
  %v544 = shufflevector <32 x float> %v543, <32 x float> poison, <32 x i32> zeroinitializer
  %v545 = load <32 x float>, ptr %v30, align 4, !alias.scope !3, !noalias !8
  %v546 = fmul contract <32 x float> %v545, %v544
  %v547 = fadd contract <32 x float> %v539, %v546
  %v548 = insertelement <32 x float> poison, float %v481, i64 0
  %v549 = shufflevector <32 x float> %v548, <32 x float> poison, <32 x i32> zeroinitializer
  %v550 = load <32 x float>, ptr %v31, align 4, !alias.scope !3, !noalias !8
  %v551 = fmul contract <32 x float> %v550, %v549
  %v552 = fadd contract <32 x float> %v547, %v551
  %v553 = getelementptr inbounds i8, ptr %v415, i64 128
  store <32 x float> %v552, ptr %v553, align 4, !alias.scope !5, !noalias !9
  %v554 = insertelement <32 x float> poison, float %v418, i64 0
  %v555 = shufflevector <32 x float> %v554, <32 x float> poison, <32 x i32> zeroinitializer
  %v556 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v12, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !3, !noalias !8
  %v557 = fmul contract <32 x float> %v556, %v555
  %v558 = fadd contract <32 x float> %v557, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v559 = or disjoint i64 %v46, 1
  %v560 = getelementptr inbounds float, ptr %v4, i64 %v559
  %v561 = load float, ptr %v560, align 4, !alias.scope !0, !noalias !7
  %v562 = insertelement <32 x float> poison, float %v561, i64 0
  %v563 = shufflevector <32 x float> %v562, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v564 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v32, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison), !alias.scope !3, !noalias !8
  %v565 = fmul contract <32 x float> %v564, %v563
  %v566 = fadd contract <32 x float> %v558, %v565
  %v567 = or disjoint i64 %v46, 2
  %v568 = getelementptr inbounds float, ptr %v4, i64 %v567
  %v569 = load float, ptr %v568, align 4, !alias.scope !0, !noalias !7
  %v570 = insertelement <32 x float> poison, float %v569, i64 0
  %v571 = shufflevector <32 x float> %v570, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v572 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v33, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison), !alias.scope !3, !noalias !8
  %v573 = fmul contract <32 x float> %v572, %v571
  %v574 = fadd contract <32 x float> %v566, %v573
  %v575 = or disjoint i64 %v46, 3
  %v576 = getelementptr inbounds float, ptr %v4, i64 %v575
  %v577 = load float, ptr %v576, align 4, !alias.scope !0, !noalias !7
  %v578 = insertelement <32 x float> poison, float %v577, i64 0
  %v579 = shufflevector <32 x float> %v578, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v580 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v34, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison), !alias.scope !3, !noalias !8
  %v581 = fmul contract <32 x float> %v580, %v579
  %v582 = fadd contract <32 x float> %v574, %v581
  %v583 = or disjoint i64 %v46, 4
  %v584 = getelementptr inbounds float, ptr %v4, i64 %v583
  %v585 = load float, ptr %v584, align 4, !alias.scope !0, !noalias !7
  %v586 = insertelement <32 x float> poison, float %v585, i64 0
  %v587 = shufflevector <32 x float> %v586, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v588 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v35, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison), !alias.scope !3, !noalias !8
  %v589 = fmul contract <32 x float> %v588, %v587
  %v590 = fadd contract <32 x float> %v582, %v589
  %v591 = or disjoint i64 %v46, 5
  %v592 = getelementptr inbounds float, ptr %v4, i64 %v591
  %v593 = load float, ptr %v592, align 4, !alias.scope !0, !noalias !7
  %v594 = insertelement <32 x float> poison, float %v593, i64 0
  %v595 = shufflevector <32 x float> %v594, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v596 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v36, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison), !alias.scope !3, !noalias !8
  %v597 = fmul contract <32 x float> %v596, %v595
  %v598 = fadd contract <32 x float> %v590, %v597
  %v599 = or disjoint i64 %v46, 6
  %v600 = getelementptr inbounds float, ptr %v4, i64 %v599
  %v601 = load float, ptr %v600, align 4, !alias.scope !0, !noalias !7
  %v602 = insertelement <32 x float> poison, float %v601, i64 0
  %v603 = shufflevector <32 x float> %v602, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v604 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v37, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison), !alias.scope !3, !noalias !8
  %v605 = fmul contract <32 x float> %v604, %v603
  %v606 = fadd contract <32 x float> %v598, %v605
  %v607 = or disjoint i64 %v46, 7
  %v608 = getelementptr inbounds float, ptr %v4, i64 %v607
  %v609 = load float, ptr %v608, align 4, !alias.scope !0, !noalias !7
  %v610 = insertelement <32 x float> poison, float %v609, i64 0
  %v611 = shufflevector <32 x float> %v610, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v612 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v38, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison), !alias.scope !3, !noalias !8
  %v613 = fmul contract <32 x float> %v612, %v611
  %v614 = fadd contract <32 x float> %v606, %v613
  %v615 = insertelement <32 x float> poison, float %v481, i64 0
  %v616 = shufflevector <32 x float> %v615, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v617 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v39, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison), !alias.scope !3, !noalias !8
  %v618 = fmul contract <32 x float> %v617, %v616
  %v619 = fadd contract <32 x float> %v614, %v618
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v619, ptr %v414, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v42

v11:  ; preds = %v42, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <32 x float> @llvm.masked.load.v32f32.p0(ptr nocapture, i32 immarg, <32 x i1>, <32 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v32f32.p0(<32 x float>, ptr nocapture, i32 immarg, <32 x i1>) #3

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_matmul_f32_m33_n70_k9_packed(ptr nocapture readonly %v0) local_unnamed_addr #4 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = getelementptr inbounds i8, ptr %v0, i64 16
  %v4 = load ptr, ptr %v3, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  %v5 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v5, ptr %v2, align 64, !noalias !10
  %v6 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v4, ptr %v6, align 16, !noalias !10
  call void @ktune_parallel_for(i64 5, ptr nonnull @ktune_matmul_f32_m33_n70_k9.parallel0, ptr nonnull %v2) #4
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
!1 = distinct !{!1, !2, !"ktune_matmul_f32_m33_n70_k9.parallel0.task: %A"}
!2 = distinct !{!2, !"ktune_matmul_f32_m33_n70_k9.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_matmul_f32_m33_n70_k9.parallel0.task: %B"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_matmul_f32_m33_n70_k9.parallel0.task: %C"}
!7 = !{!4, !6}
!8 = !{!1, !6}
!9 = !{!1, !4}
!10 = !{!11, !13, !14}
!11 = distinct !{!11, !12, !"ktune_matmul_f32_m33_n70_k9: %A"}
!12 = distinct !{!12, !"ktune_matmul_f32_m33_n70_k9"}
!13 = distinct !{!13, !12, !"ktune_matmul_f32_m33_n70_k9: %B"}
!14 = distinct !{!14, !12, !"ktune_matmul_f32_m33_n70_k9: %C"}
