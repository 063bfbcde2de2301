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
  %v106 = getelementptr inbounds bfloat, ptr %v4, i64 %v105
  %v107 = load i16, ptr %v106, align 2, !alias.scope !0, !noalias !7
  %v108 = zext i16 %v107 to i32
  %v109 = shl nuw i32 %v108, 16
  %v110 = insertelement <16 x i32> poison, i32 %v109, i64 0
  %v111 = bitcast <16 x i32> %v110 to <16 x float>
  %v112 = shufflevector <16 x float> %v111, <16 x float> poison, <16 x i32> zeroinitializer
  %v113 = mul nuw nsw i64 %v102, 68
  %v114 = getelementptr inbounds i8, ptr %v6, i64 %v113
  %v115 = load <16 x i16>, ptr %v114, align 2, !alias.scope !3, !noalias !8
  %v116 = zext <16 x i16> %v115 to <16 x i32>
  %v117 = shl nuw <16 x i32> %v116, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v118 = bitcast <16 x i32> %v117 to <16 x float>
  %v119 = fmul contract <16 x float> %v112, %v118
  %v120 = fadd contract <16 x float> %v100, %v119
  %v121 = getelementptr i8, ptr %v106, i64 40
  %v122 = load i16, ptr %v121, align 2, !alias.scope !0, !noalias !7
  %v123 = zext i16 %v122 to i32
  %v124 = shl nuw i32 %v123, 16
  %v125 = insertelement <16 x i32> poison, i32 %v124, i64 0
  %v126 = bitcast <16 x i32> %v125 to <16 x float>
  %v127 = shufflevector <16 x float> %v126, <16 x float> poison, <16 x i32> zeroinitializer
  %v128 = fmul contract <16 x float> %v127, %v118
  %v129 = fadd contract <16 x float> %v98, %v128
  %v130 = getelementptr i8, ptr %v106, i64 80
  %v131 = load i16, ptr %v130, align 2, !alias.scope !0, !noalias !7
  %v132 = zext i16 %v131 to i32
  %v133 = shl nuw i32 %v132, 16
  %v134 = insertelement <16 x i32> poison, i32 %v133, i64 0
  %v135 = bitcast <16 x i32> %v134 to <16 x float>
  %v136 = shufflevector <16 x float> %v135, <16 x float> poison, <16 x i32> zeroinitializer
  %v137 = fmul contract <16 x float> %v136, %v118
  %v138 = fadd contract <16 x float> %v96, %v137
  %v139 = getelementptr i8, ptr %v106, i64 120
  %v140 = load i16, ptr %v139, align 2, !alias.scope !0, !noalias !7
  %v141 = zext i16 %v140 to i32
  %v142 = shl nuw i32 %v141, 16
  %v143 = insertelement <16 x i32> poison, i32 %v142, i64 0
  %v144 = bitcast <16 x i32> %v143 to <16 x float>
  %v145 = shufflevector <16 x float> %v144, <16 x float> poison, <16 x i32> zeroinitializer
  %v146 = fmul contract <16 x float> %v145, %v118
  %v147 = fadd contract <16 x float> %v94, %v146
  %v148 = getelementptr i8, ptr %v106, i64 160
  %v149 = load i16, ptr %v148, align 2, !alias.scope !0, !noalias !7
  %v150 = zext i16 %v149 to i32
  %v151 = shl nuw i32 %v150, 16
  %v152 = insertelement <16 x i32> poison, i32 %v151, i64 0
  %v153 = bitcast <16 x i32> %v152 to <16 x float>
  %v154 = shufflevector <16 x float> %v153, <16 x float> poison, <16 x i32> zeroinitializer
  %v155 = fmul contract <16 x float> %v154, %v118
  %v156 = fadd contract <16 x float> %v92, %v155
  %v157 = getelementptr i8, ptr %v106, i64 200
  %v158 = load i16, ptr %v157, align 2, !alias.scope !0, !noalias !7
  %v159 = zext i16 %v158 to i32
  %v160 = shl nuw i32 %v159, 16
  %v161 = insertelement <16 x i32> poison, i32 %v160, i64 0
  %v162 = bitcast <16 x i32> %v161 to <16 x float>
  %v163 = shufflevector <16 x float> %v162, <16 x float> poison, <16 x i32> zeroinitializer
  %v164 = fmul contract <16 x float> %v163, %v118
  %v165 = fadd contract <16 x float> %v90, %v164
  %v166 = or disjoint i64 %v105, 1
  %v167 = getelementptr inbounds bfloat, ptr %v4, i64 %v166
  %v168 = load i16, ptr %v167, align 2, !alias.scope !0, !noalias !7
  %v169 = zext i16 %v168 to i32
  %v170 = shl nuw i32 %v169, 16
  %v171 = insertelement <16 x i32> poison, i32 %v170, i64 0
  %v172 = bitcast <16 x i32> %v171 to <16 x float>
  %v173 = shufflevector <16 x float> %v172, <16 x float> poison, <16 x i32> zeroinitializer
  %v174 = getelementptr inbounds i8, ptr %v114, i64 34
  %v175 = load <16 x i16>, ptr %v174, align 2, !alias.scope !3, !noalias !8
  %v176 = zext <16 x i16> %v175 to <16 x i32>
  %v177 = shl nuw <16 x i32> %v176, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v178 = bitcast <16 x i32> %v177 to <16 x float>
  %v179 = fmul contract <16 x float> %v173, %v178
  %v101 = fadd contract <16 x float> %v120, %v179
  %v180 = getelementptr i8, ptr %v106, i64 42
  %v181 = load i16, ptr %v180, align 2, !alias.scope !0, !noalias !7
  %v182 = zext i16 %v181 to i32
  %v183 = shl nuw i32 %v182, 16
  %v184 = insertelement <16 x i32> poison, i32 %v183, i64 0
  %v185 = bitcast <16 x i32> %v184 to <16 x float>
  %v186 = shufflevector <16 x float> %v185, <16 x float> poison, <16 x i32> zeroinitializer
  %v187 = fmul contract <16 x float> %v186, %v178
  %v99 = fadd contract <16 x float> %v129, %v187
  %v188 = getelementptr i8, ptr %v106, i64 82
  %v189 = load i16, ptr %v188, align 2, !alias.scope !0, !noalias !7
  %v190 = zext i16 %v189 to i32
  %v191 = shl nuw i32 %v190, 16
  %v192 = insertelement <16 x i32> poison, i32 %v191, i64 0
  %v193 = bitcast <16 x i32> %v192 to <16 x float>
  %v194 = shufflevector <16 x float> %v193, <16 x float> poison, <16 x i32> zeroinitializer
  %v195 = fmul contract <16 x float> %v194, %v178
  %v97 = fadd contract <16 x float> %v138, %v195
  %v196 = getelementptr i8, ptr %v106, i64 122
  %v197 = load i16, ptr %v196, align 2, !alias.scope !0, !noalias !7
  %v198 = zext i16 %v197 to i32
  %v199 = shl nuw i32 %v198, 16
  %v200 = insertelement <16 x i32> poison, i32 %v199, i64 0
  %v201 = bitcast <16 x i32> %v200 to <16 x float>
  %v202 = shufflevector <16 x float> %v201, <16 x float> poison, <16 x i32> zeroinitializer
  %v203 = fmul contract <16 x float> %v202, %v178
  %v95 = fadd contract <16 x float> %v147, %v203
  %v204 = getelementptr i8, ptr %v106, i64 162
  %v205 = load i16, ptr %v204, align 2, !alias.scope !0, !noalias !7
  %v206 = zext i16 %v205 to i32
  %v207 = shl nuw i32 %v206, 16
  %v208 = insertelement <16 x i32> poison, i32 %v207, i64 0
  %v209 = bitcast <16 x i32> %v208 to <16 x float>
  %v210 = shufflevector <16 x float> %v209, <16 x float> poison, <16 x i32> zeroinitializer
  %v211 = fmul contract <16 x float> %v210, %v178
  %v93 = fadd contract <16 x float> %v156, %v211
  %v212 = getelementptr i8, ptr %v106, i64 202
  %v213 = load i16, ptr %v212, align 2, !alias.scope !0, !noalias !7
  %v214 = zext i16 %v213 to i32
  %v215 = shl nuw i32 %v214, 16
  %v216 = insertelement <16 x i32> poison, i32 %v215, i64 0
  %v217 = bitcast <16 x i32> %v216 to <16 x float>
  %v218 = shufflevector <16 x float> %v217, <16 x float> poison, <16 x i32> zeroinitializer
  %v219 = fmul contract <16 x float> %v218, %v178
  %v91 = fadd contract <16 x float> %v165, %v219
  %v103 = add nuw nsw i64 %v102, 1
  %v220 = icmp eq i64 %v103, 10
  br i1 %v220, label %v76, label %v73

v76:                                   ; preds = %v73
  store <16 x float> %v101, ptr %v36, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v99, ptr %v48, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v97, ptr %v49, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v95, ptr %v50, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v93, ptr %v51, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v91, ptr %v52, align 4, !alias.scope !5, !noalias !9
  br label %v55

v89:                                 ; preds = %v89, %v74
  %v221 = phi <16 x float> [ %v88, %v74 ], [ %v77, %v89 ]
  %v222 = phi <16 x float> [ %v87, %v74 ], [ %v78, %v89 ]
  %v223 = phi <16 x float> [ %v86, %v74 ], [ %v79, %v89 ]
  %v224 = phi <16 x float> [ %v85, %v74 ], [ %v80, %v89 ]
  %v225 = phi <16 x float> [ %v84, %v74 ], [ %v81, %v89 ]
  %v226 = phi <16 x float> [ %v83, %v74 ], [ %v82, %v89 ]
  %v227 = phi i64 [ 0, %v74 ], [ %v228, %v89 ]
  %v229 = shl nuw nsw i64 %v227, 1
  %v230 = add nsw i64 %v229, %v34
  %v231 = getelementptr bfloat, ptr %v4, i64 %v230
  %v232 = load bfloat, ptr %v231, align 2, !alias.scope !0, !noalias !7
  %v233 = insertelement <16 x bfloat> <bfloat poison, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000>, bfloat %v232, i64 0
  %v234 = bitcast <16 x bfloat> %v233 to <16 x i16>
  %v235 = zext <16 x i16> %v234 to <16 x i32>
  %v236 = shl nuw <16 x i32> %v235, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v237 = bitcast <16 x i32> %v236 to <16 x float>
  %v238 = mul nuw nsw i64 %v227, 68
  %v239 = getelementptr i8, ptr %v6, i64 %v238
  %v240 = getelementptr i8, ptr %v239, i64 32
  %v241 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v240, i32 2, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x i16> <i16 poison, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>), !alias.scope !3, !noalias !8
  %v242 = zext <16 x i16> %v241 to <16 x i32>
  %v243 = shl nuw <16 x i32> %v242, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v244 = bitcast <16 x i32> %v243 to <16 x float>
  %v245 = fmul contract <16 x float> %v244, %v237
  %v246 = fadd contract <16 x float> %v226, %v245
  %v247 = shufflevector <16 x float> %v246, <16 x float> %v226, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v248 = getelementptr i8, ptr %v231, i64 40
  %v249 = load bfloat, ptr %v248, align 2, !alias.scope !0, !noalias !7
  %v250 = insertelement <16 x bfloat> <bfloat poison, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000>, bfloat %v249, i64 0
  %v251 = bitcast <16 x bfloat> %v250 to <16 x i16>
  %v252 = zext <16 x i16> %v251 to <16 x i32>
  %v253 = shl nuw <16 x i32> %v252, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v254 = bitcast <16 x i32> %v253 to <16 x float>
  %v255 = fmul contract <16 x float> %v244, %v254
  %v256 = fadd contract <16 x float> %v225, %v255
  %v257 = shufflevector <16 x float> %v256, <16 x float> %v225, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v258 = getelementptr i8, ptr %v231, i64 80
  %v259 = load bfloat, ptr %v258, align 2, !alias.scope !0, !noalias !7
  %v260 = insertelement <16 x bfloat> <bfloat poison, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000>, bfloat %v259, i64 0
  %v261 = bitcast <16 x bfloat> %v260 to <16 x i16>
  %v262 = zext <16 x i16> %v261 to <16 x i32>
  %v263 = shl nuw <16 x i32> %v262, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v264 = bitcast <16 x i32> %v263 to <16 x float>
  %v265 = fmul contract <16 x float> %v244, %v264
  %v266 = fadd contract <16 x float> %v224, %v265
  %v267 = shufflevector <16 x float> %v266, <16 x float> %v224, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v268 = getelementptr i8, ptr %v231, i64 120
  %v269 = load bfloat, ptr %v268, align 2, !alias.scope !0, !noalias !7
  %v270 = insertelement <16 x bfloat> <bfloat poison, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000>, bfloat %v269, i64 0
  %v271 = bitcast <16 x bfloat> %v270 to <16 x i16>
  %v272 = zext <16 x i16> %v271 to <16 x i32>
  %v273 = shl nuw <16 x i32> %v272, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v274 = bitcast <16 x i32> %v273 to <16 x float>
  %v275 = fmul contract <16 x float> %v244, %v274
  %v276 = fadd contract <16 x float> %v223, %v275
  %v277 = shufflevector <16 x float> %v276, <16 x float> %v223, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v278 = getelementptr i8, ptr %v231, i64 160
  %v279 = load bfloat, ptr %v278, align 2, !alias.scope !0, !noalias !7
  %v280 = insertelement <16 x bfloat> <bfloat poison, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000>, bfloat %v279, i64 0
  %v281 = bitcast <16 x bfloat> %v280 to <16 x i16>
  %v282 = zext <16 x i16> %v281 to <16 x i32>
  %v283 = shl nuw <16 x i32> %v282, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v284 = bitcast <16 x i32> %v283 to <16 x float>
  %v285 = fmul contract <16 x float> %v244, %v284
  %v286 = fadd contract <16 x float> %v222, %v285
  %v287 = shufflevector <16 x float> %v286, <16 x float> %v222, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v288 = getelementptr i8, ptr %v231, i64 200
  %v289 = load bfloat, ptr %v288, align 2, !alias.scope !0, !noalias !7
  %v290 = insertelement <16 x bfloat> <bfloat poison, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000>, bfloat %v289, i64 0
  %v291 = bitcast <16 x bfloat> %v290 to <16 x i16>
  %v292 = zext <16 x i16> %v291 to <16 x i32>
  %v293 = shl nuw <16 x i32> %v292, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v294 = bitcast <16 x i32> %v293 to <16 x float>
  %v295 = fmul contract <16 x float> %v244, %v294
  %v296 = fadd contract <16 x float> %v221, %v295
  %v297 = shufflevector <16 x float> %v296, <16 x float> %v221, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v298 = or disjoint i64 %v230, 1
  %v299 = getelementptr bfloat, ptr %v4, i64 %v298
  %v300 = load bfloat, ptr %v299, align 2, !alias.scope !0, !noalias !7
  %v301 = insertelement <16 x bfloat> <bfloat poison, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000>, bfloat %v300, i64 0
  %v302 = bitcast <16 x bfloat> %v301 to <16 x i16>
  %v303 = zext <16 x i16> %v302 to <16 x i32>
  %v304 = shl nuw <16 x i32> %v303, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v305 = bitcast <16 x i32> %v304 to <16 x float>
  %v306 = getelementptr i8, ptr %v239, i64 66
  %v307 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v306, i32 2, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x i16> <i16 poison, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>), !alias.scope !3, !noalias !8
  %v308 = zext <16 x i16> %v307 to <16 x i32>
  %v309 = shl nuw <16 x i32> %v308, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v310 = bitcast <16 x i32> %v309 to <16 x float>
  %v311 = fmul contract <16 x float> %v310, %v305
  %v312 = fadd contract <16 x float> %v247, %v311
  %v82 = shufflevector <16 x float> %v312, <16 x float> %v247, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v313 = getelementptr i8, ptr %v231, i64 42
  %v314 = load bfloat, ptr %v313, align 2, !alias.scope !0, !noalias !7
  %v315 = insertelement <16 x bfloat> <bfloat poison, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000>, bfloat %v314, i64 0
  %v316 = bitcast <16 x bfloat> %v315 to <16 x i16>
  %v317 = zext <16 x i16> %v316 to <16 x i32>
  %v318 = shl nuw <16 x i32> %v317, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v319 = bitcast <16 x i32> %v318 to <16 x float>
  %v320 = fmul contract <16 x float> %v310, %v319
  %v321 = fadd contract <16 x float> %v257, %v320
  %v81 = shufflevector <16 x float> %v321, <16 x float> %v257, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v322 = getelementptr i8, ptr %v231, i64 82
  %v323 = load bfloat, ptr %v322, align 2, !alias.scope !0, !noalias !7
  %v324 = insertelement <16 x bfloat> <bfloat poison, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000>, bfloat %v323, i64 0
  %v325 = bitcast <16 x bfloat> %v324 to <16 x i16>
  %v326 = zext <16 x i16> %v325 to <16 x i32>
  %v327 = shl nuw <16 x i32> %v326, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v328 = bitcast <16 x i32> %v327 to <16 x float>
  %v329 = fmul contract <16 x float> %v310, %v328
  %v330 = fadd contract <16 x float> %v267, %v329
  %v80 = shufflevector <16 x float> %v330, <16 x float> %v267, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v331 = getelementptr i8, ptr %v231, i64 122
  %v332 = load bfloat, ptr %v331, align 2, !alias.scope !0, !noalias !7
  %v333 = insertelement <16 x bfloat> <bfloat poison, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000>, bfloat %v332, i64 0
  %v334 = bitcast <16 x bfloat> %v333 to <16 x i16>
  %v335 = zext <16 x i16> %v334 to <16 x i32>
  %v336 = shl nuw <16 x i32> %v335, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v337 = bitcast <16 x i32> %v336 to <16 x float>
  %v338 = fmul contract <16 x float> %v310, %v337
  %v339 = fadd contract <16 x float> %v277, %v338
  %v79 = shufflevector <16 x float> %v339, <16 x float> %v277, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v340 = getelementptr i8, ptr %v231, i64 162
  %v341 = load bfloat, ptr %v340, align 2, !alias.scope !0, !noalias !7
  %v342 = insertelement <16 x bfloat> <bfloat poison, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000>, bfloat %v341, i64 0
  %v343 = bitcast <16 x bfloat> %v342 to <16 x i16>
  %v344 = zext <16 x i16> %v343 to <16 x i32>
  %v345 = shl nuw <16 x i32> %v344, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v346 = bitcast <16 x i32> %v345 to <16 x float>
  %v347 = fmul contract <16 x float> %v310, %v346
  %v348 = fadd contract <16 x float> %v287, %v347
  %v78 = shufflevector <16 x float> %v348, <16 x float> %v287, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v349 = getelementptr i8, ptr %v231, i64 202
  %v350 = load bfloat, ptr %v349, align 2, !alias.scope !0, !noalias !7
  %v351 = insertelement <16 x bfloat> <bfloat poison, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000>, bfloat %v350, i64 0
  %v352 = bitcast <16 x bfloat> %v351 to <16 x i16>
  %v353 = zext <16 x i16> %v352 to <16 x i32>
  %v354 = shl nuw <16 x i32> %v353, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v355 = bitcast <16 x i32> %v354 to <16 x float>
  %v356 = fmul contract <16 x float> %v310, %v355
  %v357 = fadd contract <16 x float> %v297, %v356
  %v77 = shufflevector <16 x float> %v357, <16 x float> %v297, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v228 = add nuw nsw i64 %v227, 1
  %v358 = icmp eq i64 %v228, 10
  br i1 %v358, label %v75, label %v89

v75:                                 ; preds = %v89
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v82, ptr %v37, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v81, ptr %v38, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v80, ptr %v39, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v79, ptr %v45, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v78, ptr %v46, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v77, ptr %v47, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v55

v44:                                ; preds = %v41, %v54
  %v359 = phi <16 x float> [ %v56, %v54 ], [ %v13, %v41 ]
  %v360 = phi <16 x float> [ %v57, %v54 ], [ %v15, %v41 ]
  %v361 = phi <16 x float> [ %v58, %v54 ], [ %v17, %v41 ]
  %v362 = phi i1 [ false, %v54 ], [ true, %v41 ]
  br i1 %v362, label %v363, label %v364

v54:                                     ; preds = %v365, %v366
  %v56 = phi <16 x float> [ %v359, %v366 ], [ %v367, %v365 ]
  %v57 = phi <16 x float> [ %v360, %v366 ], [ %v368, %v365 ]
  %v58 = phi <16 x float> [ %v361, %v366 ], [ %v369, %v365 ]
  br i1 %v362, label %v44, label %v12

v364:                                     ; preds = %v44
  %v370 = insertelement <16 x float> %v360, float 0.000000e+00, i64 0
  %v371 = insertelement <16 x float> %v359, float 0.000000e+00, i64 0
  %v372 = insertelement <16 x float> %v361, float 0.000000e+00, i64 0
  br label %v373

v363:                                ; preds = %v44, %v363
  %v374 = phi <16 x float> [ %v375, %v363 ], [ zeroinitializer, %v44 ]
  %v376 = phi <16 x float> [ %v377, %v363 ], [ zeroinitializer, %v44 ]
  %v378 = phi <16 x float> [ %v379, %v363 ], [ zeroinitializer, %v44 ]
  %v380 = phi i64 [ %v381, %v363 ], [ 0, %v44 ]
  %v382 = shl nuw nsw i64 %v380, 1
  %v383 = add nuw nsw i64 %v382, %v34
  %v384 = getelementptr inbounds bfloat, ptr %v4, i64 %v383
  %v385 = load i16, ptr %v384, align 2, !alias.scope !0, !noalias !7
  %v386 = zext i16 %v385 to i32
  %v387 = shl nuw i32 %v386, 16
  %v388 = insertelement <16 x i32> poison, i32 %v387, i64 0
  %v389 = bitcast <16 x i32> %v388 to <16 x float>
  %v390 = shufflevector <16 x float> %v389, <16 x float> poison, <16 x i32> zeroinitializer
  %v391 = mul nuw nsw i64 %v380, 68
  %v392 = getelementptr inbounds i8, ptr %v6, i64 %v391
  %v393 = load <16 x i16>, ptr %v392, align 2, !alias.scope !3, !noalias !8
  %v394 = zext <16 x i16> %v393 to <16 x i32>
  %v395 = shl nuw <16 x i32> %v394, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v396 = bitcast <16 x i32> %v395 to <16 x float>
  %v397 = fmul contract <16 x float> %v390, %v396
  %v398 = fadd contract <16 x float> %v378, %v397
  %v399 = getelementptr inbounds i8, ptr %v384, i64 40
  %v400 = load i16, ptr %v399, align 2, !alias.scope !0, !noalias !7
  %v401 = zext i16 %v400 to i32
  %v402 = shl nuw i32 %v401, 16
  %v403 = insertelement <16 x i32> poison, i32 %v402, i64 0
  %v404 = bitcast <16 x i32> %v403 to <16 x float>
  %v405 = shufflevector <16 x float> %v404, <16 x float> poison, <16 x i32> zeroinitializer
  %v406 = fmul contract <16 x float> %v405, %v396
  %v407 = fadd contract <16 x float> %v376, %v406
  %v408 = getelementptr inbounds i8, ptr %v384, i64 80
  %v409 = load i16, ptr %v408, align 2, !alias.scope !0, !noalias !7
  %v410 = zext i16 %v409 to i32
  %v411 = shl nuw i32 %v410, 16
  %v412 = insertelement <16 x i32> poison, i32 %v411, i64 0
  %v413 = bitcast <16 x i32> %v412 to <16 x float>
  %v414 = shufflevector <16 x float> %v413, <16 x float> poison, <16 x i32> zeroinitializer
  %v415 = fmul contract <16 x float> %v414, %v396
  %v416 = fadd contract <16 x float> %v374, %v415
  %v417 = or disjoint i64 %v383, 1
  %v418 = getelementptr inbounds bfloat, ptr %v4, i64 %v417
  %v419 = load i16, ptr %v418, align 2, !alias.scope !0, !noalias !7
  %v420 = zext i16 %v419 to i32
  %v421 = shl nuw i32 %v420, 16
  %v422 = insertelement <16 x i32> poison, i32 %v421, i64 0
  %v423 = bitcast <16 x i32> %v422 to <16 x float>
  %v424 = shufflevector <16 x float> %v423, <16 x float> poison, <16 x i32> zeroinitializer
  %v425 = getelementptr inbounds i8, ptr %v392, i64 34
  %v426 = load <16 x i16>, ptr %v425, align 2, !alias.scope !3, !noalias !8
  %v427 = zext <16 x i16> %v426 to <16 x i32>
  %v428 = shl nuw <16 x i32> %v427, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v429 = bitcast <16 x i32> %v428 to <16 x float>
  %v430 = fmul contract <16 x float> %v424, %v429
  %v379 = fadd contract <16 x float> %v398, %v430
  %v431 = getelementptr inbounds i8, ptr %v384, i64 42
  %v432 = load i16, ptr %v431, align 2, !alias.scope !0, !noalias !7
  %v433 = zext i16 %v432 to i32
  %v434 = shl nuw i32 %v433, 16
  %v435 = insertelement <16 x i32> poison, i32 %v434, i64 0
  %v436 = bitcast <16 x i32> %v435 to <16 x float>
  %v437 = shufflevector <16 x float> %v436, <16 x float> poison, <16 x i32> zeroinitializer
  %v438 = fmul contract <16 x float> %v437, %v429
  %v377 = fadd contract <16 x float> %v407, %v438
  %v439 = getelementptr inbounds i8, ptr %v384, i64 82
  %v440 = load i16, ptr %v439, align 2, !alias.scope !0, !noalias !7
  %v441 = zext i16 %v440 to i32
  %v442 = shl nuw i32 %v441, 16
  %v443 = insertelement <16 x i32> poison, i32 %v442, i64 0
  %v444 = bitcast <16 x i32> %v443 to <16 x float>
  %v445 = shufflevector <16 x float> %v444, <16 x float> poison, <16 x i32> zeroinitializer
  %v446 = fmul contract <16 x float> %v445, %v429
  %v375 = fadd contract <16 x float> %v416, %v446
  %v381 = add nuw nsw i64 %v380, 1
  %v447 = icmp eq i64 %v381, 10
  br i1 %v447, label %v366, label %v363

v366:                                ; preds = %v363
  store <16 x float> %v379, ptr %v36, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v377, ptr %v42, align 4, !alias.scope !5, !noalias !9
  store <16 x float> %v375, ptr %v43, align 4, !alias.scope !5, !noalias !9
  br label %v54

v373:                                ; preds = %v373, %v364
  %v448 = phi <16 x float> [ %v371, %v364 ], [ %v367, %v373 ]
  %v449 = phi <16 x float> [ %v370, %v364 ], [ %v368, %v373 ]
  %v450 = phi <16 x float> [ %v372, %v364 ], [ %v369, %v373 ]
  %v451 = phi i64 [ 0, %v364 ], [ %v452, %v373 ]
  %v453 = shl nuw nsw i64 %v451, 1
  %v454 = add nuw nsw i64 %v453, %v34
  %v455 = getelementptr bfloat, ptr %v4, i64 %v454
  %v456 = load bfloat, ptr %v455, align 2, !alias.scope !0, !noalias !7
  %v457 = insertelement <16 x bfloat> <bfloat poison, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000>, bfloat %v456, i64 0
  %v458 = bitcast <16 x bfloat> %v457 to <16 x i16>
  %v459 = zext <16 x i16> %v458 to <16 x i32>
  %v460 = shl nuw <16 x i32> %v459, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v461 = bitcast <16 x i32> %v460 to <16 x float>
  %v462 = mul nuw nsw i64 %v451, 68
  %v463 = getelementptr i8, ptr %v6, i64 %v462
  %v464 = getelementptr i8, ptr %v463, i64 32
  %v465 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v464, i32 2, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x i16> <i16 poison, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>), !alias.scope !3, !noalias !8
  %v466 = zext <16 x i16> %v465 to <16 x i32>
  %v467 = shl nuw <16 x i32> %v466, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v468 = bitcast <16 x i32> %v467 to <16 x float>
  %v469 = fmul contract <16 x float> %v468, %v461
  %v470 = fadd contract <16 x float> %v449, %v469
  %v471 = shufflevector <16 x float> %v470, <16 x float> %v449, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v472 = getelementptr i8, ptr %v455, i64 40
  %v473 = load bfloat, ptr %v472, align 2, !alias.scope !0, !noalias !7
  %v474 = insertelement <16 x bfloat> <bfloat poison, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000>, bfloat %v473, i64 0
  %v475 = bitcast <16 x bfloat> %v474 to <16 x i16>
  %v476 = zext <16 x i16> %v475 to <16 x i32>
  %v477 = shl nuw <16 x i32> %v476, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v478 = bitcast <16 x i32> %v477 to <16 x float>
  %v479 = fmul contract <16 x float> %v468, %v478
  %v480 = fadd contract <16 x float> %v448, %v479
  %v481 = shufflevector <16 x float> %v480, <16 x float> %v448, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v482 = getelementptr i8, ptr %v455, i64 80
  %v483 = load bfloat, ptr %v482, align 2, !alias.scope !0, !noalias !7
  %v484 = insertelement <16 x bfloat> <bfloat poison, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000>, bfloat %v483, i64 0
  %v485 = bitcast <16 x bfloat> %v484 to <16 x i16>
  %v486 = zext <16 x i16> %v485 to <16 x i32>
  %v487 = shl nuw <16 x i32> %v486, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v488 = bitcast <16 x i32> %v487 to <16 x float>
  %v489 = fmul contract <16 x float> %v468, %v488
  %v490 = fadd contract <16 x float> %v450, %v489
  %v491 = shufflevector <16 x float> %v490, <16 x float> %v450, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v492 = or disjoint i64 %v454, 1
  %v493 = getelementptr bfloat, ptr %v4, i64 %v492
  %v494 = load bfloat, ptr %v493, align 2, !alias.scope !0, !noalias !7
  %v495 = insertelement <16 x bfloat> <bfloat poison, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000>, bfloat %v494, i64 0
  %v496 = bitcast <16 x bfloat> %v495 to <16 x i16>
  %v497 = zext <16 x i16> %v496 to <16 x i32>
  %v498 = shl nuw <16 x i32> %v497, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v499 = bitcast <16 x i32> %v498 to <16 x float>
  %v500 = getelementptr i8, ptr %v463, i64 66
  %v501 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v500, i32 2, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x i16> <i16 poison, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>), !alias.scope !3, !noalias !8
  %v502 = zext <16 x i16> %v501 to <16 x i32>
  %v503 = shl nuw <16 x i32> %v502, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v504 = bitcast <16 x i32> %v503 to <16 x float>
  %v505 = fmul contract <16 x float> %v504, %v499
  %v506 = fadd contract <16 x float> %v471, %v505
  %v368 = shufflevector <16 x float> %v506, <16 x float> %v471, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v507 = getelementptr i8, ptr %v455, i64 42
  %v508 = load bfloat, ptr %v507, align 2, !alias.scope !0, !noalias !7
  %v509 = insertelement <16 x bfloat> <bfloat poison, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000>, bfloat %v508, i64 0
  %v510 = bitcast <16 x bfloat> %v509 to <16 x i16>
  %v511 = zext <16 x i16> %v510 to <16 x i32>
  %v512 = shl nuw <16 x i32> %v511, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v513 = bitcast <16 x i32> %v512 to <16 x float>
  %v514 = fmul contract <16 x float> %v504, %v513
  %v515 = fadd contract <16 x float> %v481, %v514
  %v367 = shufflevector <16 x float> %v515, <16 x float> %v481, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v516 = getelementptr i8, ptr %v455, i64 82
  %v517 = load bfloat, ptr %v516, align 2, !alias.scope !0, !noalias !7
  %v518 = insertelement <16 x bfloat> <bfloat poison, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000, bfloat 0xR0000>, bfloat %v517, i64 0
  %v519 = bitcast <16 x bfloat> %v518 to <16 x i16>
  %v520 = zext <16 x i16> %v519 to <16 x i32>
  %v521 = shl nuw <16 x i32> %v520, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v522 = bitcast <16 x i32> %v521 to <16 x float>
  %v523 = fmul contract <16 x float> %v504, %v522
  %v524 = fadd contract <16 x float> %v491, %v523
  %v369 = shufflevector <16 x float> %v524, <16 x float> %v491, <16 x i32> <i32 0, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v452 = add nuw nsw i64 %v451, 1
  %v525 = icmp eq i64 %v452, 10
  br i1 %v525, label %v365, label %v373

v365:                                ; preds = %v373
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v368, ptr %v37, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v367, ptr %v38, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v369, ptr %v39, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
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
