; matmul:M=33,N=17,K=20,dtype=bf16 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_matmul_bf16_m33_n17_k20'
source_filename = "ktune_matmul_bf16_m33_n17_k20"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_matmul_bf16_m33_n17_k20(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  store ptr %v0, ptr %v4, align 64
  %v5 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v1, ptr %v5, align 8
  %v6 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v6, align 16
  call void @ktune_parallel_for(i64 6, ptr nonnull @ktune_matmul_bf16_m33_n17_k20.parallel0, ptr nonnull %v4) #4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_matmul_bf16_m33_n17_k20.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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
  %v60 = getelementptr inbounds bfloat, ptr %v4, i64 %v59
  %v61 = load i16, ptr %v60, align 2, !alias.scope !0, !noalias !7
  %v62 = zext i16 %v61 to i32
  %v63 = shl nuw i32 %v62, 16
  %v64 = insertelement <16 x i32> poison, i32 %v63, i64 0
  %v65 = bitcast <16 x i32> %v64 to <16 x float>
  %v66 = shufflevector <16 x float> %v65, <16 x float> poison, <16 x i32> zeroinitializer
  %v67 = mul nuw nsw i64 %v56, 68
  %v68 = getelementptr inbounds i8, ptr %v6, i64 %v67
  %v69 = load <16 x i16>, ptr %v68, align 2, !alias.scope !3, !noalias !8
  %v70 = zext <16 x i16> %v69 to <16 x i32>
  %v71 = shl nuw <16 x i32> %v70, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v72 = bitcast <16 x i32> %v71 to <16 x float>
  %v73 = fmul contract <16 x float> %v66, %v72
  %v74 = fadd contract <16 x float> %v54, %v73
  %v75 = getelementptr i8, ptr %v60, i64 40
  %v76 = load i16, ptr %v75, align 2, !alias.scope !0, !noalias !7
  %v77 = zext i16 %v76 to i32
  %v78 = shl nuw i32 %v77, 16
  %v79 = insertelement <16 x i32> poison, i32 %v78, i64 0
  %v80 = bitcast <16 x i32> %v79 to <16 x float>
  %v81 = shufflevector <16 x float> %v80, <16 x float> poison, <16 x i32> zeroinitializer
  %v82 = fmul contract <16 x float> %v81, %v72
  %v83 = fadd contract <16 x float> %v52, %v82
  %v84 = getelementptr i8, ptr %v60, i64 80
  %v85 = load i16, ptr %v84, align 2, !alias.scope !0, !noalias !7
  %v86 = zext i16 %v85 to i32
  %v87 = shl nuw i32 %v86, 16
  %v88 = insertelement <16 x i32> poison, i32 %v87, i64 0
  %v89 = bitcast <16 x i32> %v88 to <16 x float>
  %v90 = shufflevector <16 x float> %v89, <16 x float> poison, <16 x i32> zeroinitializer
  %v91 = fmul contract <16 x float> %v90, %v72
  %v92 = fadd contract <16 x float> %v50, %v91
  %v93 = getelementptr i8, ptr %v60, i64 120
  %v94 = load i16, ptr %v93, align 2, !alias.scope !0, !noalias !7
  %v95 = zext i16 %v94 to i32
  %v96 = shl nuw i32 %v95, 16
  %v97 = insertelement <16 x i32> poison, i32 %v96, i64 0
  %v98 = bitcast <16 x i32> %v97 to <16 x float>
  %v99 = shufflevector <16 x float> %v98, <16 x float> poison, <16 x i32> zeroinitializer
  %v100 = fmul contract <16 x float> %v99, %v72
  %v101 = fadd contract <16 x float> %v48, %v100
  %v102 = getelementptr i8, ptr %v60, i64 160
  %v103 = load i16, ptr %v102, align 2, !alias.scope !0, !noalias !7
  %v104 = zext i16 %v103 to i32
  %v105 = shl nuw i32 %v104, 16
  %v106 = insertelement <16 x i32> poison, i32 %v105, i64 0
  %v107 = bitcast <16 x i32> %v106 to <16 x float>
  %v108 = shufflevector <16 x float> %v107, <16 x float> poison, <16 x i32> zeroinitializer
  %v109 = fmul contract <16 x float> %v108, %v72
  %v110 = fadd contract <16 x float> %v46, %v109
  %v111 = getelementptr i8, ptr %v60, i64 200
  %v112 = load i16, ptr %v111, align 2, !alias.scope !0, !noalias !7
  %v113 = zext i16 %v112 to i32
  %v114 = shl nuw i32 %v113, 16
  %v115 = insertelement <16 x i32> poison, i32 %v114, i64 0
  %v116 = bitcast <16 x i32> %v115 to <16 x float>
  %v117 = shufflevector <16 x float> %v116, <16 x float> poison, <16 x i32> zeroinitializer
  %v118 = fmul contract <16 x float> %v117, %v72
  %v119 = fadd contract <16 x float> %v44, %v118
  %v120 = or disjoint i64 %v59, 1
  %v121 = getelementptr inbounds bfloat, ptr %v4, i64 %v120
  %v122 = load i16, ptr %v121, align 2, !alias.scope !0, !noalias !7
  %v123 = zext i16 %v122 to i32
  %v124 = shl nuw i32 %v123, 16
  %v125 = insertelement <16 x i32> poison, i32 %v124, i64 0
  %v126 = bitcast <16 x i32> %v125 to <16 x float>
  %v127 = shufflevector <16 x float> %v126, <16 x float> poison, <16 x i32> zeroinitializer
  %v128 = getelementptr inbounds i8, ptr %v68, i64 34
  %v129 = load <16 x i16>, ptr %v128, align 2, !alias.scope !3, !noalias !8
  %v130 = zext <16 x i16> %v129 to <16 x i32>
  %v131 = shl nuw <16 x i32> %v130, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v132 = bitcast <16 x i32> %v131 to <16 x float>
  %v133 = fmul contract <16 x float> %v127, %v132
  %v55 = fadd contract <16 x float> %v74, %v133
  %v134 = getelementptr i8, ptr %v60, i64 42
  %v135 = load i16, ptr %v134, align 2, !alias.scope !0, !noalias !7
  %v136 = zext i16 %v135 to i32
  %v137 = shl nuw i32 %v136, 16
  %v138 = insertelement <16 x i32> poison, i32 %v137, i64 0
  %v139 = bitcast <16 x i32> %v138 to <16 x float>
  %v140 = shufflevector <16 x float> %v139, <16 x float> poison, <16 x i32> zeroinitializer
  %v141 = fmul contract <16 x float> %v140, %v132
  %v53 = fadd contract <16 x float> %v83, %v141
  %v142 = getelementptr i8, ptr %v60, i64 82
  %v143 = load i16, ptr %v142, align 2, !alias.scope !0, !noalias !7
  %v144 = zext i16 %v143 to i32
  %v145 = shl nuw i32 %v144, 16
  %v146 = insertelement <16 x i32> poison, i32 %v145, i64 0
  %v147 = bitcast <16 x i32> %v146 to <16 x float>
  %v148 = shufflevector <16 x float> %v147, <16 x float> poison, <16 x i32> zeroinitializer
  %v149 = fmul contract <16 x float> %v148, %v132
  %v51 = fadd contract <16 x float> %v92, %v149
  %v150 = getelementptr i8, ptr %v60, i64 122
  %v151 = load i16, ptr %v150, align 2, !alias.scope !0, !noalias !7
  %v152 = zext i16 %v151 to i32
  %v153 = shl nuw i32 %v152, 16
  %v154 = insertelement <16 x i32> poison, i32 %v153, i64 0
  %v155 = bitcast <16 x i32> %v154 to <16 x float>
  %v156 = shufflevector <16 x float> %v155, <16 x float> poison, <16 x i32> zeroinitializer
  %v157 = fmul contract <16 x float> %v156, %v132
  %v49 = fadd contract <16 x float> %v101, %v157
  %v158 = getelementptr i8, ptr %v60, i64 162
  %v159 = load i16, ptr %v158, align 2, !alias.scope !0, !noalias !7
  %v160 = zext i16 %v159 to i32
  %v161 = shl nuw i32 %v160, 16
  %v162 = insertelement <16 x i32> poison, i32 %v161, i64 0
  %v163 = bitcast <16 x i32> %v162 to <16 x float>
  %v164 = shufflevector <16 x float> %v163, <16 x float> poison, <16 x i32> zeroinitializer
  %v165 = fmul contract <16 x float> %v164, %v132
  %v47 = fadd contract <16 x float> %v110, %v165
  %v166 = getelementptr i8, ptr %v60, i64 202
  %v167 = load i16, ptr %v166, align 2, !alias.scope !0, !noalias !7
  %v168 = zext i16 %v167 to i32
  %v169 = shl nuw i32 %v168, 16
  %v170 = insertelement <16 x i32> poison, i32 %v169, i64 0
  %v171 = bitcast <16 x i32> %v170 to <16 x float>
  %v172 = shufflevector <16 x float> %v171, <16 x float> poison, <16 x i32> zeroinitializer
  %v173 = fmul contract <16 x float> %v172, %v132
  %v45 = fadd contract <16 x float> %v119, %v173
  %v57 = add nuw nsw i64 %v56, 1
  %v174 = icmp eq i64 %v57, 10
  br i1 %v174, label %v43, label %v40

v43:                                   ; preds = %v40
  store <16 x float> %v55, ptr %v18, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v53, ptr %v30, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v51, ptr %v31, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v49, ptr %v32, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v47, ptr %v33, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v45, ptr %v34, align 4, !alias.scope !5, !noalias !9
  br label %v37

v41:                                 ; preds = %v35, %v41
  %v175 = phi <16 x float> [ %v176, %v41 ], [ zeroinitializer, %v35 ]
  %v177 = phi <16 x float> [ %v178, %v41 ], [ zeroinitializer, %v35 ]
  %v179 = phi <16 x float> [ %v180, %v41 ], [ zeroinitializer, %v35 ]
  %v181 = phi <16 x float> [ %v182, %v41 ], [ zeroinitializer, %v35 ]
  %v183 = phi <16 x float> [ %v184, %v41 ], [ zeroinitializer, %v35 ]
  %v185 = phi <16 x float> [ %v186, %v41 ], [ zeroinitializer, %v35 ]
  %v187 = phi i64 [ %v188, %v41 ], [ 0, %v35 ]
  %v189 = shl nuw nsw i64 %v187, 1
  %v190 = add nsw i64 %v189, %v16
  %v191 = getelementptr inbounds bfloat, ptr %v4, i64 %v190
  %v192 = load bfloat, ptr %v191, align 2, !alias.scope !0, !noalias !7
  %v193 = insertelement <16 x bfloat> poison, bfloat %v192, i64 0
  %v194 = bitcast <16 x bfloat> %v193 to <16 x i16>
  %v195 = shufflevector <16 x i16> %v194, <16 x i16> poison, <16 x i32> zeroinitializer
  %v196 = zext <16 x i16> %v195 to <16 x i32>
  %v197 = shl nuw <16 x i32> %v196, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v198 = bitcast <16 x i32> %v197 to <16 x float>
  %v199 = mul nuw nsw i64 %v187, 68
  %v200 = getelementptr i8, ptr %v6, i64 %v199
  %v201 = getelementptr i8, ptr %v200, i64 32
  %v202 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v201, i32 2, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x i16> <i16 poison, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>), !alias.scope !3, !noalias !8
  %v203 = zext <16 x i16> %v202 to <16 x i32>
  %v204 = shl nuw <16 x i32> %v203, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v205 = bitcast <16 x i32> %v204 to <16 x float>
  %v206 = fmul contract <16 x float> %v205, %v198
  %v207 = fadd contract <16 x float> %v185, %v206
  %v208 = getelementptr i8, ptr %v191, i64 40
  %v209 = load bfloat, ptr %v208, align 2, !alias.scope !0, !noalias !7
  %v210 = insertelement <16 x bfloat> poison, bfloat %v209, i64 0
  %v211 = bitcast <16 x bfloat> %v210 to <16 x i16>
  %v212 = shufflevector <16 x i16> %v211, <16 x i16> poison, <16 x i32> zeroinitializer
  %v213 = zext <16 x i16> %v212 to <16 x i32>
  %v214 = shl nuw <16 x i32> %v213, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v215 = bitcast <16 x i32> %v214 to <16 x float>
  %v216 = fmul contract <16 x float> %v205, %v215
  %v217 = fadd contract <16 x float> %v183, %v216
  %v218 = getelementptr i8, ptr %v191, i64 80
  %v219 = load bfloat, ptr %v218, align 2, !alias.scope !0, !noalias !7
  %v220 = insertelement <16 x bfloat> poison, bfloat %v219, i64 0
  %v221 = bitcast <16 x bfloat> %v220 to <16 x i16>
  %v222 = shufflevector <16 x i16> %v221, <16 x i16> poison, <16 x i32> zeroinitializer
  %v223 = zext <16 x i16> %v222 to <16 x i32>
  %v224 = shl nuw <16 x i32> %v223, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v225 = bitcast <16 x i32> %v224 to <16 x float>
  %v226 = fmul contract <16 x float> %v205, %v225
  %v227 = fadd contract <16 x float> %v181, %v226
  %v228 = getelementptr i8, ptr %v191, i64 120
  %v229 = load bfloat, ptr %v228, align 2, !alias.scope !0, !noalias !7
  %v230 = insertelement <16 x bfloat> poison, bfloat %v229, i64 0
  %v231 = bitcast <16 x bfloat> %v230 to <16 x i16>
  %v232 = shufflevector <16 x i16> %v231, <16 x i16> poison, <16 x i32> zeroinitializer
  %v233 = zext <16 x i16> %v232 to <16 x i32>
  %v234 = shl nuw <16 x i32> %v233, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v235 = bitcast <16 x i32> %v234 to <16 x float>
  %v236 = fmul contract <16 x float> %v205, %v235
  %v237 = fadd contract <16 x float> %v179, %v236
  %v238 = getelementptr i8, ptr %v191, i64 160
  %v239 = load bfloat, ptr %v238, align 2, !alias.scope !0, !noalias !7
  %v240 = insertelement <16 x bfloat> poison, bfloat %v239, i64 0
  %v241 = bitcast <16 x bfloat> %v240 to <16 x i16>
  %v242 = shufflevector <16 x i16> %v241, <16 x i16> poison, <16 x i32> zeroinitializer
  %v243 = zext <16 x i16> %v242 to <16 x i32>
  %v244 = shl nuw <16 x i32> %v243, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v245 = bitcast <16 x i32> %v244 to <16 x float>
  %v246 = fmul contract <16 x float> %v205, %v245
  %v247 = fadd contract <16 x float> %v177, %v246
  %v248 = getelementptr i8, ptr %v191, i64 200
  %v249 = load bfloat, ptr %v248, align 2, !alias.scope !0, !noalias !7
  %v250 = insertelement <16 x bfloat> poison, bfloat %v249, i64 0
  %v251 = bitcast <16 x bfloat> %v250 to <16 x i16>
  %v252 = shufflevector <16 x i16> %v251, <16 x i16> poison, <16 x i32> zeroinitializer
  %v253 = zext <16 x i16> %v252 to <16 x i32>
  %v254 = shl nuw <16 x i32> %v253, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v255 = bitcast <16 x i32> %v254 to <16 x float>
  %v256 = fmul contract <16 x float> %v205, %v255
  %v257 = fadd contract <16 x float> %v175, %v256
  %v258 = or disjoint i64 %v190, 1
  %v259 = getelementptr inbounds bfloat, ptr %v4, i64 %v258
  %v260 = load bfloat, ptr %v259, align 2, !alias.scope !0, !noalias !7
  %v261 = insertelement <16 x bfloat> poison, bfloat %v260, i64 0
  %v262 = bitcast <16 x bfloat> %v261 to <16 x i16>
  %v263 = shufflevector <16 x i16> %v262, <16 x i16> poison, <16 x i32> zeroinitializer
  %v264 = zext <16 x i16> %v263 to <16 x i32>
  %v265 = shl nuw <16 x i32> %v264, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v266 = bitcast <16 x i32> %v265 to <16 x float>
  %v267 = getelementptr i8, ptr %v200, i64 66
  %v268 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v267, i32 2, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x i16> <i16 poison, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>), !alias.scope !3, !noalias !8
  %v269 = zext <16 x i16> %v268 to <16 x i32>
  %v270 = shl nuw <16 x i32> %v269, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v271 = bitcast <16 x i32> %v270 to <16 x float>
  %v272 = fmul contract <16 x float> %v271, %v266
  %v186 = fadd contract <16 x float> %v207, %v272
  %v273 = getelementptr i8, ptr %v191, i64 42
  %v274 = load bfloat, ptr %v273, align 2, !alias.scope !0, !noalias !7
  %v275 = insertelement <16 x bfloat> poison, bfloat %v274, i64 0
  %v276 = bitcast <16 x bfloat> %v275 to <16 x i16>
  %v277 = shufflevector <16 x i16> %v276, <16 x i16> poison, <16 x i32> zeroinitializer
  %v278 = zext <16 x i16> %v277 to <16 x i32>
  %v279 = shl nuw <16 x i32> %v278, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v280 = bitcast <16 x i32> %v279 to <16 x float>
  %v281 = fmul contract <16 x float> %v271, %v280
  %v184 = fadd contract <16 x float> %v217, %v281
  %v282 = getelementptr i8, ptr %v191, i64 82
  %v283 = load bfloat, ptr %v282, align 2, !alias.scope !0, !noalias !7
  %v284 = insertelement <16 x bfloat> poison, bfloat %v283, i64 0
  %v285 = bitcast <16 x bfloat> %v284 to <16 x i16>
  %v286 = shufflevector <16 x i16> %v285, <16 x i16> poison, <16 x i32> zeroinitializer
  %v287 = zext <16 x i16> %v286 to <16 x i32>
  %v288 = shl nuw <16 x i32> %v287, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v289 = bitcast <16 x i32> %v288 to <16 x float>
  %v290 = fmul contract <16 x float> %v271, %v289
  %v182 = fadd contract <16 x float> %v227, %v290
  %v291 = getelementptr i8, ptr %v191, i64 122
  %v292 = load bfloat, ptr %v291, align 2, !alias.scope !0, !noalias !7
  %v293 = insertelement <16 x bfloat> poison, bfloat %v292, i64 0
  %v294 = bitcast <16 x bfloat> %v293 to <16 x i16>
  %v295 = shufflevector <16 x i16> %v294, <16 x i16> poison, <16 x i32> zeroinitializer
  %v296 = zext <16 x i16> %v295 to <16 x i32>
  %v297 = shl nuw <16 x i32> %v296, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v298 = bitcast <16 x i32> %v297 to <16 x float>
  %v299 = fmul contract <16 x float> %v271, %v298
  %v180 = fadd contract <16 x float> %v237, %v299
  %v300 = getelementptr i8, ptr %v191, i64 162
  %v301 = load bfloat, ptr %v300, align 2, !alias.scope !0, !noalias !7
  %v302 = insertelement <16 x bfloat> poison, bfloat %v301, i64 0
  %v303 = bitcast <16 x bfloat> %v302 to <16 x i16>
  %v304 = shufflevector <16 x i16> %v303, <16 x i16> poison, <16 x i32> zeroinitializer
  %v305 = zext <16 x i16> %v304 to <16 x i32>
  %v306 = shl nuw <16 x i32> %v305, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v307 = bitcast <16 x i32> %v306 to <16 x float>
  %v308 = fmul contract <16 x float> %v271, %v307
  %v178 = fadd contract <16 x float> %v247, %v308
  %v309 = getelementptr i8, ptr %v191, i64 202
  %v310 = load bfloat, ptr %v309, align 2, !alias.scope !0, !noalias !7
  %v311 = insertelement <16 x bfloat> poison, bfloat %v310, i64 0
  %v312 = bitcast <16 x bfloat> %v311 to <16 x i16>
  %v313 = shufflevector <16 x i16> %v312, <16 x i16> poison, <16 x i32> zeroinitializer
  %v314 = zext <16 x i16> %v313 to <16 x i32>
  %v315 = shl nuw <16 x i32> %v314, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v316 = bitcast <16 x i32> %v315 to <16 x float>
  %v317 = fmul contract <16 x float> %v271, %v316
  %v176 = fadd contract <16 x float> %v257, %v317
  %v188 = add nuw nsw i64 %v187, 1
  %v318 = icmp eq i64 %v188, 10
  br i1 %v318, label %v42, label %v41

v42:                                 ; preds = %v41
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v186, ptr %v19, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v184, ptr %v20, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v182, ptr %v21, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v180, ptr %v27, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v178, ptr %v28, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v176, ptr %v29, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v37

v26:                                 ; preds = %v23, %v36
  %v319 = phi i1 [ false, %v36 ], [ true, %v23 ]
  br i1 %v319, label %v320, label %v321

v36:                                      ; preds = %v322, %v323
  br i1 %v319, label %v26, label %v12

v320:                                 ; preds = %v26, %v320
  %v324 = phi <16 x float> [ %v325, %v320 ], [ zeroinitializer, %v26 ]
  %v326 = phi <16 x float> [ %v327, %v320 ], [ zeroinitializer, %v26 ]
  %v328 = phi <16 x float> [ %v329, %v320 ], [ zeroinitializer, %v26 ]
  %v330 = phi i64 [ %v331, %v320 ], [ 0, %v26 ]
  %v332 = shl nuw nsw i64 %v330, 1
  %v333 = add nuw nsw i64 %v332, %v16
  %v334 = getelementptr inbounds bfloat, ptr %v4, i64 %v333
  %v335 = load i16, ptr %v334, align 2, !alias.scope !0, !noalias !7
  %v336 = zext i16 %v335 to i32
  %v337 = shl nuw i32 %v336, 16
  %v338 = insertelement <16 x i32> poison, i32 %v337, i64 0
  %v339 = bitcast <16 x i32> %v338 to <16 x float>
  %v340 = shufflevector <16 x float> %v339, <16 x float> poison, <16 x i32> zeroinitializer
  %v341 = mul nuw nsw i64 %v330, 68
  %v342 = getelementptr inbounds i8, ptr %v6, i64 %v341
  %v343 = load <16 x i16>, ptr %v342, align 2, !alias.scope !3, !noalias !8
  %v344 = zext <16 x i16> %v343 to <16 x i32>
  %v345 = shl nuw <16 x i32> %v344, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v346 = bitcast <16 x i32> %v345 to <16 x float>
  %v347 = fmul contract <16 x float> %v340, %v346
  %v348 = fadd contract <16 x float> %v328, %v347
  %v349 = getelementptr inbounds i8, ptr %v334, i64 40
  %v350 = load i16, ptr %v349, align 2, !alias.scope !0, !noalias !7
  %v351 = zext i16 %v350 to i32
  %v352 = shl nuw i32 %v351, 16
  %v353 = insertelement <16 x i32> poison, i32 %v352, i64 0
  %v354 = bitcast <16 x i32> %v353 to <16 x float>
  %v355 = shufflevector <16 x float> %v354, <16 x float> poison, <16 x i32> zeroinitializer
  %v356 = fmul contract <16 x float> %v355, %v346
  %v357 = fadd contract <16 x float> %v326, %v356
  %v358 = getelementptr inbounds i8, ptr %v334, i64 80
  %v359 = load i16, ptr %v358, align 2, !alias.scope !0, !noalias !7
  %v360 = zext i16 %v359 to i32
  %v361 = shl nuw i32 %v360, 16
  %v362 = insertelement <16 x i32> poison, i32 %v361, i64 0
  %v363 = bitcast <16 x i32> %v362 to <16 x float>
  %v364 = shufflevector <16 x float> %v363, <16 x float> poison, <16 x i32> zeroinitializer
  %v365 = fmul contract <16 x float> %v364, %v346
  %v366 = fadd contract <16 x float> %v324, %v365
  %v367 = or disjoint i64 %v333, 1
  %v368 = getelementptr inbounds bfloat, ptr %v4, i64 %v367
  %v369 = load i16, ptr %v368, align 2, !alias.scope !0, !noalias !7
  %v370 = zext i16 %v369 to i32
  %v371 = shl nuw i32 %v370, 16
  %v372 = insertelement <16 x i32> poison, i32 %v371, i64 0
  %v373 = bitcast <16 x i32> %v372 to <16 x float>
  %v374 = shufflevector <16 x float> %v373, <16 x float> poison, <16 x i32> zeroinitializer
  %v375 = getelementptr inbounds i8, ptr %v342, i64 34
  %v376 = load <16 x i16>, ptr %v375, align 2, !alias.scope !3, !noalias !8
  %v377 = zext <16 x i16> %v376 to <16 x i32>
  %v378 = shl nuw <16 x i32> %v377, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v379 = bitcast <16 x i32> %v378 to <16 x float>
  %v380 = fmul contract <16 x float> %v374, %v379
  %v329 = fadd contract <16 x float> %v348, %v380
  %v381 = getelementptr inbounds i8, ptr %v334, i64 42
  %v382 = load i16, ptr %v381, align 2, !alias.scope !0, !noalias !7
  %v383 = zext i16 %v382 to i32
  %v384 = shl nuw i32 %v383, 16
  %v385 = insertelement <16 x i32> poison, i32 %v384, i64 0
  %v386 = bitcast <16 x i32> %v385 to <16 x float>
  %v387 = shufflevector <16 x float> %v386, <16 x float> poison, <16 x i32> zeroinitializer
  %v388 = fmul contract <16 x float> %v387, %v379
  %v327 = fadd contract <16 x float> %v357, %v388
  %v389 = getelementptr inbounds i8, ptr %v334, i64 82
  %v390 = load i16, ptr %v389, align 2, !alias.scope !0, !noalias !7
  %v391 = zext i16 %v390 to i32
  %v392 = shl nuw i32 %v391, 16
  %v393 = insertelement <16 x i32> poison, i32 %v392, i64 0
  %v394 = bitcast <16 x i32> %v393 to <16 x float>
  %v395 = shufflevector <16 x float> %v394, <16 x float> poison, <16 x i32> zeroinitializer
  %v396 = fmul contract <16 x float> %v395, %v379
  %v325 = fadd contract <16 x float> %v366, %v396
  %v331 = add nuw nsw i64 %v330, 1
  %v397 = icmp eq i64 %v331, 10
  br i1 %v397, label %v323, label %v320

v323:                                 ; preds = %v320
  store <16 x float> %v329, ptr %v18, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v327, ptr %v24, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v325, ptr %v25, align 4, !alias.scope !5, !noalias !9
  br label %v36

v321:                                ; preds = %v26, %v321
  %v398 = phi <16 x float> [ %v399, %v321 ], [ zeroinitializer, %v26 ]
  %v400 = phi <16 x float> [ %v401, %v321 ], [ zeroinitializer, %v26 ]
  %v402 = phi <16 x float> [ %v403, %v321 ], [ zeroinitializer, %v26 ]
  %v404 = phi i64 [ %v405, %v321 ], [ 0, %v26 ]
  %v406 = shl nuw nsw i64 %v404, 1
  %v407 = add nuw nsw i64 %v406, %v16
  %v408 = getelementptr inbounds bfloat, ptr %v4, i64 %v407
  %v409 = load bfloat, ptr %v408, align 2, !alias.scope !0, !noalias !7
  %v410 = insertelement <16 x bfloat> poison, bfloat %v409, i64 0
  %v411 = bitcast <16 x bfloat> %v410 to <16 x i16>
  %v412 = shufflevector <16 x i16> %v411, <16 x i16> poison, <16 x i32> zeroinitializer
  %v413 = zext <16 x i16> %v412 to <16 x i32>
  %v414 = shl nuw <16 x i32> %v413, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v415 = bitcast <16 x i32> %v414 to <16 x float>
  %v416 = mul nuw nsw i64 %v404, 68
  %v417 = getelementptr i8, ptr %v6, i64 %v416
  %v418 = getelementptr i8, ptr %v417, i64 32
  %v419 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v418, i32 2, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x i16> <i16 poison, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>), !alias.scope !3, !noalias !8
  %v420 = zext <16 x i16> %v419 to <16 x i32>
  %v421 = shl nuw <16 x i32> %v420, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v422 = bitcast <16 x i32> %v421 to <16 x float>
  %v423 = fmul contract <16 x float> %v422, %v415
  %v424 = fadd contract <16 x float> %v400, %v423
  %v425 = getelementptr inbounds i8, ptr %v408, i64 40
  %v426 = load bfloat, ptr %v425, align 2, !alias.scope !0, !noalias !7
  %v427 = insertelement <16 x bfloat> poison, bfloat %v426, i64 0
  %v428 = bitcast <16 x bfloat> %v427 to <16 x i16>
  %v429 = shufflevector <16 x i16> %v428, <16 x i16> poison, <16 x i32> zeroinitializer
  %v430 = zext <16 x i16> %v429 to <16 x i32>
  %v431 = shl nuw <16 x i32> %v430, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v432 = bitcast <16 x i32> %v431 to <16 x float>
  %v433 = fmul contract <16 x float> %v422, %v432
  %v434 = fadd contract <16 x float> %v398, %v433
  %v435 = getelementptr inbounds i8, ptr %v408, i64 80
  %v436 = load bfloat, ptr %v435, align 2, !alias.scope !0, !noalias !7
  %v437 = insertelement <16 x bfloat> poison, bfloat %v436, i64 0
  %v438 = bitcast <16 x bfloat> %v437 to <16 x i16>
  %v439 = shufflevector <16 x i16> %v438, <16 x i16> poison, <16 x i32> zeroinitializer
  %v440 = zext <16 x i16> %v439 to <16 x i32>
  %v441 = shl nuw <16 x i32> %v440, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v442 = bitcast <16 x i32> %v441 to <16 x float>
  %v443 = fmul contract <16 x float> %v422, %v442
  %v444 = fadd contract <16 x float> %v402, %v443
  %v445 = or disjoint i64 %v407, 1
  %v446 = getelementptr inbounds bfloat, ptr %v4, i64 %v445
  %v447 = load bfloat, ptr %v446, align 2, !alias.scope !0, !noalias !7
  %v448 = insertelement <16 x bfloat> poison, bfloat %v447, i64 0
  %v449 = bitcast <16 x bfloat> %v448 to <16 x i16>
  %v450 = shufflevector <16 x i16> %v449, <16 x i16> poison, <16 x i32> zeroinitializer
  %v451 = zext <16 x i16> %v450 to <16 x i32>
  %v452 = shl nuw <16 x i32> %v451, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v453 = bitcast <16 x i32> %v452 to <16 x float>
  %v454 = getelementptr i8, ptr %v417, i64 66
  %v455 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v454, i32 2, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x i16> <i16 poison, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>), !alias.scope !3, !noalias !8
  %v456 = zext <16 x i16> %v455 to <16 x i32>
  %v457 = shl nuw <16 x i32> %v456, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v458 = bitcast <16 x i32> %v457 to <16 x float>
  %v459 = fmul contract <16 x float> %v458, %v453
  %v401 = fadd contract <16 x float> %v424, %v459
  %v460 = getelementptr inbounds i8, ptr %v408, i64 42
  %v461 = load bfloat, ptr %v460, align 2, !alias.scope !0, !noalias !7
  %v462 = insertelement <16 x bfloat> poison, bfloat %v461, i64 0
  %v463 = bitcast <16 x bfloat> %v462 to <16 x i16>
  %v464 = shufflevector <16 x i16> %v463, <16 x i16> poison, <16 x i32> zeroinitializer
  %v465 = zext <16 x i16> %v464 to <16 x i32>
  %v466 = shl nuw <16 x i32> %v465, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v467 = bitcast <16 x i32> %v466 to <16 x float>
  %v468 = fmul contract <16 x float> %v458, %v467
  %v399 = fadd contract <16 x float> %v434, %v468
  %v469 = getelementptr inbounds i8, ptr %v408, i64 82
  %v470 = load bfloat, ptr %v469, align 2, !alias.scope !0, !noalias !7
  %v471 = insertelement <16 x bfloat> poison, bfloat %v470, i64 0
  %v472 = bitcast <16 x bfloat> %v471 to <16 x i16>
  %v473 = shufflevector <16 x i16> %v472, <16 x i16> poison, <16 x i32> zeroinitializer
  %v474 = zext <16 x i16> %v473 to <16 x i32>
  %v475 = shl nuw <16 x i32> %v474, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v476 = bitcast <16 x i32> %v475 to <16 x float>
  %v477 = fmul contract <16 x float> %v458, %v476
  %v403 = fadd contract <16 x float> %v444, %v477
  %v405 = add nuw nsw i64 %v404, 1
  %v478 = icmp eq i64 %v405, 10
  br i1 %v478, label %v322, label %v321

v322:                                ; preds = %v321
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v401, ptr %v19, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v399, ptr %v20, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v403, ptr %v21, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
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
define void @ktune_matmul_bf16_m33_n17_k20_packed(ptr nocapture readonly %v0) local_unnamed_addr #4 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = getelementptr inbounds i8, ptr %v0, i64 16
  %v4 = load ptr, ptr %v3, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  %v5 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v5, ptr %v2, align 64, !noalias !10
  %v6 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v4, ptr %v6, align 16, !noalias !10
  call void @ktune_parallel_for(i64 6, ptr nonnull @ktune_matmul_bf16_m33_n17_k20.parallel0, ptr nonnull %v2) #4
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
!1 = distinct !{!1, !2, !"ktune_matmul_bf16_m33_n17_k20.parallel0.task: %A"}
!2 = distinct !{!2, !"ktune_matmul_bf16_m33_n17_k20.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_matmul_bf16_m33_n17_k20.parallel0.task: %B"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_matmul_bf16_m33_n17_k20.parallel0.task: %C"}
!7 = !{!4, !6}
!8 = !{!1, !6}
!9 = !{!1, !4}
!10 = !{!11, !13, !14}
!11 = distinct !{!11, !12, !"ktune_matmul_bf16_m33_n17_k20: %A"}
!12 = distinct !{!12, !"ktune_matmul_bf16_m33_n17_k20"}
!13 = distinct !{!13, !12, !"ktune_matmul_bf16_m33_n17_k20: %B"}
!14 = distinct !{!14, !12, !"ktune_matmul_bf16_m33_n17_k20: %C"}
