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
  %v13 = phi i64 [ %v14, %v12 ], [ %v1, %v3 ]
  %v15 = icmp slt i64 %v13, 5
  %v16 = mul nsw i64 %v13, 120
  %v17 = mul i64 %v13, 408
  %v18 = getelementptr i8, ptr %v8, i64 %v17
  %v19 = getelementptr i8, ptr %v18, i64 64
  %v20 = getelementptr i8, ptr %v18, i64 132
  %v21 = getelementptr i8, ptr %v18, i64 200
  br i1 %v15, label %v22, label %v23

v23:                       ; preds = %v10
  %v24 = getelementptr inbounds i8, ptr %v18, i64 68
  %v25 = getelementptr inbounds i8, ptr %v18, i64 136
  br label %v26

v22:                         ; preds = %v10
  %v27 = getelementptr i8, ptr %v18, i64 268
  %v28 = getelementptr i8, ptr %v18, i64 336
  %v29 = getelementptr i8, ptr %v18, i64 404
  %v30 = getelementptr i8, ptr %v18, i64 68
  %v31 = getelementptr i8, ptr %v18, i64 136
  %v32 = getelementptr i8, ptr %v18, i64 204
  %v33 = getelementptr i8, ptr %v18, i64 272
  %v34 = getelementptr i8, ptr %v18, i64 340
  br label %v35

v12:                                        ; preds = %v36, %v37
  %v14 = add nuw nsw i64 %v13, 1
  %v38 = icmp eq i64 %v14, %v2
  br i1 %v38, label %v11, label %v10

v35:                                   ; preds = %v22, %v37
  %v39 = phi i1 [ false, %v37 ], [ true, %v22 ]
  br i1 %v39, label %v40, label %v41

v37:                                       ; preds = %v42, %v43
  br i1 %v39, label %v35, label %v12

v40:                                   ; preds = %v35, %v40
  %v44 = phi <16 x float> [ %v45, %v40 ], [ zeroinitializer, %v35 ]
  %v46 = phi <16 x float> [ %v47, %v40 ], [ zeroinitializer, %v35 ]
  %v48 = phi <16 x float> [ %v49, %v40 ], [ zeroinitializer, %v35 ]
  %v50 = phi <16 x float> [ %v51, %v40 ], [ zeroinitializer, %v35 ]
  %v52 = phi <16 x float> [ %v53, %v40 ], [ zeroinitializer, %v35 ]
  %v54 = phi <16 x float> [ %v55, %v40 ], [ zeroinitializer, %v35 ]
  %v56 = phi i64 [ %v57, %v40 ], [ 0, %v35 ]
  %v58 = shl nuw nsw i64 %v56, 1
  %v59 = add nsw i64 %v58, %v16
  %v60 = getelementptr inbounds half, ptr %v4, i64 %v59
  %v61 = load half, ptr %v60, align 2, !alias.scope !0, !noalias !7
  %v62 = fpext half %v61 to float
  %v63 = insertelement <16 x float> poison, float %v62, i64 0
  %v64 = shufflevector <16 x float> %v63, <16 x float> poison, <16 x i32> zeroinitializer
  %v65 = mul nuw nsw i64 %v56, 68
  %v66 = getelementptr inbounds i8, ptr %v6, i64 %v65
  %v67 = load <16 x half>, ptr %v66, align 2, !alias.scope !3, !noalias !8
  %v68 = fpext <16 x half> %v67 to <16 x float>
  %v69 = fmul contract <16 x float> %v64, %v68
  %v70 = fadd contract <16 x float> %v54, %v69
  %v71 = getelementptr i8, ptr %v60, i64 40
  %v72 = load half, ptr %v71, align 2, !alias.scope !0, !noalias !7
  %v73 = fpext half %v72 to float
  %v74 = insertelement <16 x float> poison, float %v73, i64 0
  %v75 = shufflevector <16 x float> %v74, <16 x float> poison, <16 x i32> zeroinitializer
  %v76 = fmul contract <16 x float> %v75, %v68
  %v77 = fadd contract <16 x float> %v52, %v76
  %v78 = getelementptr i8, ptr %v60, i64 80
  %v79 = load half, ptr %v78, align 2, !alias.scope !0, !noalias !7
  %v80 = fpext half %v79 to float
  %v81 = insertelement <16 x float> poison, float %v80, i64 0
  %v82 = shufflevector <16 x float> %v81, <16 x float> poison, <16 x i32> zeroinitializer
  %v83 = fmul contract <16 x float> %v82, %v68
  %v84 = fadd contract <16 x float> %v50, %v83
  %v85 = getelementptr i8, ptr %v60, i64 120
  %v86 = load half, ptr %v85, align 2, !alias.scope !0, !noalias !7
  %v87 = fpext half %v86 to float
  %v88 = insertelement <16 x float> poison, float %v87, i64 0
  %v89 = shufflevector <16 x float> %v88, <16 x float> poison, <16 x i32> zeroinitializer
  %v90 = fmul contract <16 x float> %v89, %v68
  %v91 = fadd contract <16 x float> %v48, %v90
  %v92 = getelementptr i8, ptr %v60, i64 160
  %v93 = load half, ptr %v92, align 2, !alias.scope !0, !noalias !7
  %v94 = fpext half %v93 to float
  %v95 = insertelement <16 x float> poison, float %v94, i64 0
  %v96 = shufflevector <16 x float> %v95, <16 x float> poison, <16 x i32> zeroinitializer
  %v97 = fmul contract <16 x float> %v96, %v68
  %v98 = fadd contract <16 x float> %v46, %v97
  %v99 = getelementptr i8, ptr %v60, i64 200
  %v100 = load half, ptr %v99, align 2, !alias.scope !0, !noalias !7
  %v101 = fpext half %v100 to float
  %v102 = insertelement <16 x float> poison, float %v101, i64 0
  %v103 = shufflevector <16 x float> %v102, <16 x float> poison, <16 x i32> zeroinitializer
  %v104 = fmul contract <16 x float> %v103, %v68
  %v105 = fadd contract <16 x float> %v44, %v104
  %v106 = or disjoint i64 %v59, 1
  %v107 = getelementptr inbounds half, ptr %v4, i64 %v106
  %v108 = load half, ptr %v107, align 2, !alias.scope !0, !noalias !7
  %v109 = fpext half %v108 to float
  %v110 = insertelement <16 x float> poison, float %v109, i64 0
  %v111 = shufflevector <16 x float> %v110, <16 x float> poison, <16 x i32> zeroinitializer
  %v112 = getelementptr inbounds i8, ptr %v66, i64 34
  %v113 = load <16 x half>, ptr %v112, align 2, !alias.scope !3, !noalias !8
  %v114 = fpext <16 x half> %v113 to <16 x float>
  %v115 = fmul contract <16 x float> %v111, %v114
  %v55 = fadd contract <16 x float> %v70, %v115
  %v116 = getelementptr i8, ptr %v60, i64 42
  %v117 = load half, ptr %v116, align 2, !alias.scope !0, !noalias !7
  %v118 = fpext half %v117 to float
  %v119 = insertelement <16 x float> poison, float %v118, i64 0
  %v120 = shufflevector <16 x float> %v119, <16 x float> poison, <16 x i32> zeroinitializer
  %v121 = fmul contract <16 x float> %v120, %v114
  %v53 = fadd contract <16 x float> %v77, %v121
  %v122 = getelementptr i8, ptr %v60, i64 82
  %v123 = load half, ptr %v122, align 2, !alias.scope !0, !noalias !7
  %v124 = fpext half %v123 to float
  %v125 = insertelement <16 x float> poison, float %v124, i64 0
  %v126 = shufflevector <16 x float> %v125, <16 x float> poison, <16 x i32> zeroinitializer
  %v127 = fmul contract <16 x float> %v126, %v114
  %v51 = fadd contract <16 x float> %v84, %v127
  %v128 = getelementptr i8, ptr %v60, i64 122
  %v129 = load half, ptr %v128, align 2, !alias.scope !0, !noalias !7
  %v130 = fpext half %v129 to float
  %v131 = insertelement <16 x float> poison, float %v130, i64 0
  %v132 = shufflevector <16 x float> %v131, <16 x float> poison, <16 x i32> zeroinitializer
  %v133 = fmul contract <16 x float> %v132, %v114
  %v49 = fadd contract <16 x float> %v91, %v133
  %v134 = getelementptr i8, ptr %v60, i64 162
  %v135 = load half, ptr %v134, align 2, !alias.scope !0, !noalias !7
  %v136 = fpext half %v135 to float
  %v137 = insertelement <16 x float> poison, float %v136, i64 0
  %v138 = shufflevector <16 x float> %v137, <16 x float> poison, <16 x i32> zeroinitializer
  %v139 = fmul contract <16 x float> %v138, %v114
  %v47 = fadd contract <16 x float> %v98, %v139
  %v140 = getelementptr i8, ptr %v60, i64 202
  %v141 = load half, ptr %v140, align 2, !alias.scope !0, !noalias !7
  %v142 = fpext half %v141 to float
  %v143 = insertelement <16 x float> poison, float %v142, i64 0
  %v144 = shufflevector <16 x float> %v143, <16 x float> poison, <16 x i32> zeroinitializer
  %v145 = fmul contract <16 x float> %v144, %v114
  %v45 = fadd contract <16 x float> %v105, %v145
  %v57 = add nuw nsw i64 %v56, 1
  %v146 = icmp eq i64 %v57, 10
  br i1 %v146, label %v43, label %v40

v43:                                   ; preds = %v40
  store <16 x float> %v55, ptr %v18, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v53, ptr %v30, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v51, ptr %v31, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v49, ptr %v32, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v47, ptr %v33, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v45, ptr %v34, align 4, !alias.scope !5, !noalias !9
  br label %v37

v41:                                 ; preds = %v35, %v41
  %v147 = phi <16 x float> [ %v148, %v41 ], [ zeroinitializer, %v35 ]
  %v149 = phi <16 x float> [ %v150, %v41 ], [ zeroinitializer, %v35 ]
  %v151 = phi <16 x float> [ %v152, %v41 ], [ zeroinitializer, %v35 ]
  %v153 = phi <16 x float> [ %v154, %v41 ], [ zeroinitializer, %v35 ]
  %v155 = phi <16 x float> [ %v156, %v41 ], [ zeroinitializer, %v35 ]
  %v157 = phi <16 x float> [ %v158, %v41 ], [ zeroinitializer, %v35 ]
  %v159 = phi i64 [ %v160, %v41 ], [ 0, %v35 ]
  %v161 = shl nuw nsw i64 %v159, 1
  %v162 = add nsw i64 %v161, %v16
  %v163 = getelementptr inbounds half, ptr %v4, i64 %v162
  %v164 = load half, ptr %v163, align 2, !alias.scope !0, !noalias !7
  %v165 = insertelement <16 x half> poison, half %v164, i64 0
  %v166 = shufflevector <16 x half> %v165, <16 x half> poison, <16 x i32> zeroinitializer
  %v167 = fpext <16 x half> %v166 to <16 x float>
  %v168 = mul nuw nsw i64 %v159, 68
  %v169 = getelementptr i8, ptr %v6, i64 %v168
  %v170 = getelementptr i8, ptr %v169, i64 32
  %v171 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v170, i32 2, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x i16> <i16 poison, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>), !alias.scope !3, !noalias !8
  %v172 = bitcast <16 x i16> %v171 to <16 x half>
  %v173 = fpext <16 x half> %v172 to <16 x float>
  %v174 = fmul contract <16 x float> %v167, %v173
  %v175 = fadd contract <16 x float> %v157, %v174
  %v176 = getelementptr i8, ptr %v163, i64 40
  %v177 = load half, ptr %v176, align 2, !alias.scope !0, !noalias !7
  %v178 = insertelement <16 x half> poison, half %v177, i64 0
  %v179 = shufflevector <16 x half> %v178, <16 x half> poison, <16 x i32> zeroinitializer
  %v180 = fpext <16 x half> %v179 to <16 x float>
  %v181 = fmul contract <16 x float> %v173, %v180
  %v182 = fadd contract <16 x float> %v155, %v181
  %v183 = getelementptr i8, ptr %v163, i64 80
  %v184 = load half, ptr %v183, align 2, !alias.scope !0, !noalias !7
  %v185 = insertelement <16 x half> poison, half %v184, i64 0
  %v186 = shufflevector <16 x half> %v185, <16 x half> poison, <16 x i32> zeroinitializer
  %v187 = fpext <16 x half> %v186 to <16 x float>
  %v188 = fmul contract <16 x float> %v173, %v187
  %v189 = fadd contract <16 x float> %v153, %v188
  %v190 = getelementptr i8, ptr %v163, i64 120
  %v191 = load half, ptr %v190, align 2, !alias.scope !0, !noalias !7
  %v192 = insertelement <16 x half> poison, half %v191, i64 0
  %v193 = shufflevector <16 x half> %v192, <16 x half> poison, <16 x i32> zeroinitializer
  %v194 = fpext <16 x half> %v193 to <16 x float>
  %v195 = fmul contract <16 x float> %v173, %v194
  %v196 = fadd contract <16 x float> %v151, %v195
  %v197 = getelementptr i8, ptr %v163, i64 160
  %v198 = load half, ptr %v197, align 2, !alias.scope !0, !noalias !7
  %v199 = insertelement <16 x half> poison, half %v198, i64 0
  %v200 = shufflevector <16 x half> %v199, <16 x half> poison, <16 x i32> zeroinitializer
  %v201 = fpext <16 x half> %v200 to <16 x float>
  %v202 = fmul contract <16 x float> %v173, %v201
  %v203 = fadd contract <16 x float> %v149, %v202
  %v204 = getelementptr i8, ptr %v163, i64 200
  %v205 = load half, ptr %v204, align 2, !alias.scope !0, !noalias !7
  %v206 = insertelement <16 x half> poison, half %v205, i64 0
  %v207 = shufflevector <16 x half> %v206, <16 x half> poison, <16 x i32> zeroinitializer
  %v208 = fpext <16 x half> %v207 to <16 x float>
  %v209 = fmul contract <16 x float> %v173, %v208
  %v210 = fadd contract <16 x float> %v147, %v209
  %v211 = or disjoint i64 %v162, 1
  %v212 = getelementptr inbounds half, ptr %v4, i64 %v211
  %v213 = load half, ptr %v212, align 2, !alias.scope !0, !noalias !7
  %v214 = insertelement <16 x half> poison, half %v213, i64 0
  %v215 = shufflevector <16 x half> %v214, <16 x half> poison, <16 x i32> zeroinitializer
  %v216 = fpext <16 x half> %v215 to <16 x float>
  %v217 = getelementptr i8, ptr %v169, i64 66
  %v218 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v217, i32 2, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x i16> <i16 poison, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>), !alias.scope !3, !noalias !8
  %v219 = bitcast <16 x i16> %v218 to <16 x half>
  %v220 = fpext <16 x half> %v219 to <16 x float>
  %v221 = fmul contract <16 x float> %v216, %v220
  %v158 = fadd contract <16 x float> %v175, %v221
  %v222 = getelementptr i8, ptr %v163, i64 42
  %v223 = load half, ptr %v222, align 2, !alias.scope !0, !noalias !7
  %v224 = insertelement <16 x half> poison, half %v223, i64 0
  %v225 = shufflevector <16 x half> %v224, <16 x half> poison, <16 x i32> zeroinitializer
  %v226 = fpext <16 x half> %v225 to <16 x float>
  %v227 = fmul contract <16 x float> %v220, %v226
  %v156 = fadd contract <16 x float> %v182, %v227
  %v228 = getelementptr i8, ptr %v163, i64 82
  %v229 = load half, ptr %v228, align 2, !alias.scope !0, !noalias !7
  %v230 = insertelement <16 x half> poison, half %v229, i64 0
  %v231 = shufflevector <16 x half> %v230, <16 x half> poison, <16 x i32> zeroinitializer
  %v232 = fpext <16 x half> %v231 to <16 x float>
  %v233 = fmul contract <16 x float> %v220, %v232
  %v154 = fadd contract <16 x float> %v189, %v233
  %v234 = getelementptr i8, ptr %v163, i64 122
  %v235 = load half, ptr %v234, align 2, !alias.scope !0, !noalias !7
  %v236 = insertelement <16 x half> poison, half %v235, i64 0
  %v237 = shufflevector <16 x half> %v236, <16 x half> poison, <16 x i32> zeroinitializer
  %v238 = fpext <16 x half> %v237 to <16 x float>
  %v239 = fmul contract <16 x float> %v220, %v238
  %v152 = fadd contract <16 x float> %v196, %v239
  %v240 = getelementptr i8, ptr %v163, i64 162
  %v241 = load half, ptr %v240, align 2, !alias.scope !0, !noalias !7
  %v242 = insertelement <16 x half> poison, half %v241, i64 0
  %v243 = shufflevector <16 x half> %v242, <16 x half> poison, <16 x i32> zeroinitializer
  %v244 = fpext <16 x half> %v243 to <16 x float>
  %v245 = fmul contract <16 x float> %v220, %v244
  %v150 = fadd contract <16 x float> %v203, %v245
  %v246 = getelementptr i8, ptr %v163, i64 202
  %v247 = load half, ptr %v246, align 2, !alias.scope !0, !noalias !7
  %v248 = insertelement <16 x half> poison, half %v247, i64 0
  %v249 = shufflevector <16 x half> %v248, <16 x half> poison, <16 x i32> zeroinitializer
  %v250 = fpext <16 x half> %v249 to <16 x float>
  %v251 = fmul contract <16 x float> %v220, %v250
  %v148 = fadd contract <16 x float> %v210, %v251
  %v160 = add nuw nsw i64 %v159, 1
  %v252 = icmp eq i64 %v160, 10
  br i1 %v252, label %v42, label %v41

v42:                                 ; preds = %v41
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v158, ptr %v19, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v156, ptr %v20, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v154, ptr %v21, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v152, ptr %v27, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v150, ptr %v28, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v148, ptr %v29, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v37

v26:                                 ; preds = %v23, %v36
  %v253 = phi i1 [ false, %v36 ], [ true, %v23 ]
  br i1 %v253, label %v254, label %v255

v36:                                      ; preds = %v256, %v257
  br i1 %v253, label %v26, label %v12

v254:                                 ; preds = %v26, %v254
  %v258 = phi <16 x float> [ %v259, %v254 ], [ zeroinitializer, %v26 ]
  %v260 = phi <16 x float> [ %v261, %v254 ], [ zeroinitializer, %v26 ]
  %v262 = phi <16 x float> [ %v263, %v254 ], [ zeroinitializer, %v26 ]
  %v264 = phi i64 [ %v265, %v254 ], [ 0, %v26 ]
  %v266 = shl nuw nsw i64 %v264, 1
  %v267 = add nuw nsw i64 %v266, %v16
  %v268 = getelementptr inbounds half, ptr %v4, i64 %v267
  %v269 = load half, ptr %v268, align 2, !alias.scope !0, !noalias !7
  %v270 = fpext half %v269 to float
  %v271 = insertelement <16 x float> poison, float %v270, i64 0
  %v272 = shufflevector <16 x float> %v271, <16 x float> poison, <16 x i32> zeroinitializer
  %v273 = mul nuw nsw i64 %v264, 68
  %v274 = getelementptr inbounds i8, ptr %v6, i64 %v273
  %v275 = load <16 x half>, ptr %v274, align 2, !alias.scope !3, !noalias !8
  %v276 = fpext <16 x half> %v275 to <16 x float>
  %v277 = fmul contract <16 x float> %v272, %v276
  %v278 = fadd contract <16 x float> %v262, %v277
  %v279 = getelementptr inbounds i8, ptr %v268, i64 40
  %v280 = load half, ptr %v279, align 2, !alias.scope !0, !noalias !7
  %v281 = fpext half %v280 to float
  %v282 = insertelement <16 x float> poison, float %v281, i64 0
  %v283 = shufflevector <16 x float> %v282, <16 x float> poison, <16 x i32> zeroinitializer
  %v284 = fmul contract <16 x float> %v283, %v276
  %v285 = fadd contract <16 x float> %v260, %v284
  %v286 = getelementptr inbounds i8, ptr %v268, i64 80
  %v287 = load half, ptr %v286, align 2, !alias.scope !0, !noalias !7
  %v288 = fpext half %v287 to float
  %v289 = insertelement <16 x float> poison, float %v288, i64 0
  %v290 = shufflevector <16 x float> %v289, <16 x float> poison, <16 x i32> zeroinitializer
  %v291 = fmul contract <16 x float> %v290, %v276
  %v292 = fadd contract <16 x float> %v258, %v291
  %v293 = or disjoint i64 %v267, 1
  %v294 = getelementptr inbounds half, ptr %v4, i64 %v293
  %v295 = load half, ptr %v294, align 2, !alias.scope !0, !noalias !7
  %v296 = fpext half %v295 to float
  %v297 = insertelement <16 x float> poison, float %v296, i64 0
  %v298 = shufflevector <16 x float> %v297, <16 x float> poison, <16 x i32> zeroinitializer
  %v299 = getelementptr inbounds i8, ptr %v274, i64 34
  %v300 = load <16 x half>, ptr %v299, align 2, !alias.scope !3, !noalias !8
  %v301 = fpext <16 x half> %v300 to <16 x float>
  %v302 = fmul contract <16 x float> %v298, %v301
  %v263 = fadd contract <16 x float> %v278, %v302
  %v303 = getelementptr inbounds i8, ptr %v268, i64 42
  %v304 = load half, ptr %v303, align 2, !alias.scope !0, !noalias !7
  %v305 = fpext half %v304 to float
  %v306 = insertelement <16 x float> poison, float %v305, i64 0
  %v307 = shufflevector <16 x float> %v306, <16 x float> poison, <16 x i32> zeroinitializer
  %v308 = fmul contract <16 x float> %v307, %v301
  %v261 = fadd contract <16 x float> %v285, %v308
  %v309 = getelementptr inbounds i8, ptr %v268, i64 82
  %v310 = load half, ptr %v309, align 2, !alias.scope !0, !noalias !7
  %v311 = fpext half %v310 to float
  %v312 = insertelement <16 x float> poison, float %v311, i64 0
  %v313 = shufflevector <16 x float> %v312, <16 x float> poison, <16 x i32> zeroinitializer
  %v314 = fmul contract <16 x float> %v313, %v301
  %v259 = fadd contract <16 x float> %v292, %v314
  %v265 = add nuw nsw i64 %v264, 1
  %v315 = icmp eq i64 %v265, 10
  br i1 %v315, label %v257, label %v254

v257:                                 ; preds = %v254
  store <16 x float> %v263, ptr %v18, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v261, ptr %v24, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v259, ptr %v25, align 4, !alias.scope !5, !noalias !9
  br label %v36

v255:                                ; preds = %v26, %v255
  %v316 = phi <16 x float> [ %v317, %v255 ], [ zeroinitializer, %v26 ]
  %v318 = phi <16 x float> [ %v319, %v255 ], [ zeroinitializer, %v26 ]
  %v320 = phi <16 x float> [ %v321, %v255 ], [ zeroinitializer, %v26 ]
  %v322 = phi i64 [ %v323, %v255 ], [ 0, %v26 ]
  %v324 = shl nuw nsw i64 %v322, 1
  %v325 = add nuw nsw i64 %v324, %v16
  %v326 = getelementptr inbounds half, ptr %v4, i64 %v325
  %v327 = load half, ptr %v326, align 2, !alias.scope !0, !noalias !7
  %v328 = insertelement <16 x half> poison, half %v327, i64 0
  %v329 = shufflevector <16 x half> %v328, <16 x half> poison, <16 x i32> zeroinitializer
  %v330 = fpext <16 x half> %v329 to <16 x float>
  %v331 = mul nuw nsw i64 %v322, 68
  %v332 = getelementptr i8, ptr %v6, i64 %v331
  %v333 = getelementptr i8, ptr %v332, i64 32
  %v334 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v333, i32 2, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x i16> <i16 poison, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>), !alias.scope !3, !noalias !8
  %v335 = bitcast <16 x i16> %v334 to <16 x half>
  %v336 = fpext <16 x half> %v335 to <16 x float>
  %v337 = fmul contract <16 x float> %v330, %v336
  %v338 = fadd contract <16 x float> %v318, %v337
  %v339 = getelementptr inbounds i8, ptr %v326, i64 40
  %v340 = load half, ptr %v339, align 2, !alias.scope !0, !noalias !7
  %v341 = insertelement <16 x half> poison, half %v340, i64 0
  %v342 = shufflevector <16 x half> %v341, <16 x half> poison, <16 x i32> zeroinitializer
  %v343 = fpext <16 x half> %v342 to <16 x float>
  %v344 = fmul contract <16 x float> %v336, %v343
  %v345 = fadd contract <16 x float> %v316, %v344
  %v346 = getelementptr inbounds i8, ptr %v326, i64 80
  %v347 = load half, ptr %v346, align 2, !alias.scope !0, !noalias !7
  %v348 = insertelement <16 x half> poison, half %v347, i64 0
  %v349 = shufflevector <16 x half> %v348, <16 x half> poison, <16 x i32> zeroinitializer
  %v350 = fpext <16 x half> %v349 to <16 x float>
  %v351 = fmul contract <16 x float> %v336, %v350
  %v352 = fadd contract <16 x float> %v320, %v351
  %v353 = or disjoint i64 %v325, 1
  %v354 = getelementptr inbounds half, ptr %v4, i64 %v353
  %v355 = load half, ptr %v354, align 2, !alias.scope !0, !noalias !7
  %v356 = insertelement <16 x half> poison, half %v355, i64 0
  %v357 = shufflevector <16 x half> %v356, <16 x half> poison, <16 x i32> zeroinitializer
  %v358 = fpext <16 x half> %v357 to <16 x float>
  %v359 = getelementptr i8, ptr %v332, i64 66
  %v360 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v359, i32 2, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x i16> <i16 poison, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>), !alias.scope !3, !noalias !8
  %v361 = bitcast <16 x i16> %v360 to <16 x half>
  %v362 = fpext <16 x half> %v361 to <16 x float>
  %v363 = fmul contract <16 x float> %v358, %v362
  %v319 = fadd contract <16 x float> %v338, %v363
  %v364 = getelementptr inbounds i8, ptr %v326, i64 42
  %v365 = load half, ptr %v364, align 2, !alias.scope !0, !noalias !7
  %v366 = insertelement <16 x half> poison, half %v365, i64 0
  %v367 = shufflevector <16 x half> %v366, <16 x half> poison, <16 x i32> zeroinitializer
  %v368 = fpext <16 x half> %v367 to <16 x float>
  %v369 = fmul contract <16 x float> %v362, %v368
  %v317 = fadd contract <16 x float> %v345, %v369
  %v370 = getelementptr inbounds i8, ptr %v326, i64 82
  %v371 = load half, ptr %v370, align 2, !alias.scope !0, !noalias !7
  %v372 = insertelement <16 x half> poison, half %v371, i64 0
  %v373 = shufflevector <16 x half> %v372, <16 x half> poison, <16 x i32> zeroinitializer
  %v374 = fpext <16 x half> %v373 to <16 x float>
  %v375 = fmul contract <16 x float> %v362, %v374
  %v321 = fadd contract <16 x float> %v352, %v375
  %v323 = add nuw nsw i64 %v322, 1
  %v376 = icmp eq i64 %v323, 10
  br i1 %v376, label %v256, label %v255

v256:                                ; preds = %v255
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v319, ptr %v19, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v317, ptr %v20, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v321, ptr %v21, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v36

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
