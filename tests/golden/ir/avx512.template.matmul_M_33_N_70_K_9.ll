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
  %v12 = getelementptr i8, ptr %v6, i64 2496
  %v13 = getelementptr i8, ptr %v6, i64 2496
  br label %v14

v14:                                   ; preds = %v10, %v15
  %v16 = phi <32 x float> [ %v17, %v15 ], [ undef, %v10 ]
  %v18 = phi <32 x float> [ %v19, %v15 ], [ undef, %v10 ]
  %v20 = phi <32 x float> [ %v21, %v15 ], [ undef, %v10 ]
  %v22 = phi <32 x float> [ %v23, %v15 ], [ undef, %v10 ]
  %v24 = phi <32 x float> [ %v25, %v15 ], [ undef, %v10 ]
  %v26 = phi <32 x float> [ %v27, %v15 ], [ undef, %v10 ]
  %v28 = phi <32 x float> [ %v29, %v15 ], [ undef, %v10 ]
  %v30 = phi <32 x float> [ %v31, %v15 ], [ undef, %v10 ]
  %v32 = phi <32 x float> [ %v33, %v15 ], [ undef, %v10 ]
  %v34 = phi <32 x float> [ %v35, %v15 ], [ undef, %v10 ]
  %v36 = phi <32 x float> [ %v37, %v15 ], [ undef, %v10 ]
  %v38 = phi <32 x float> [ %v39, %v15 ], [ undef, %v10 ]
  %v40 = phi <32 x float> [ %v41, %v15 ], [ undef, %v10 ]
  %v42 = phi <32 x float> [ %v43, %v15 ], [ undef, %v10 ]
  %v44 = phi <32 x float> [ %v45, %v15 ], [ undef, %v10 ]
  %v46 = phi <32 x float> [ %v47, %v15 ], [ undef, %v10 ]
  %v48 = phi <32 x float> [ %v49, %v15 ], [ undef, %v10 ]
  %v50 = phi <32 x float> [ %v51, %v15 ], [ undef, %v10 ]
  %v52 = phi <32 x float> [ %v53, %v15 ], [ undef, %v10 ]
  %v54 = phi <32 x float> [ %v55, %v15 ], [ undef, %v10 ]
  %v56 = phi <32 x float> [ %v57, %v15 ], [ undef, %v10 ]
  %v58 = phi <32 x float> [ %v59, %v15 ], [ undef, %v10 ]
  %v60 = phi <32 x float> [ %v61, %v15 ], [ undef, %v10 ]
  %v62 = phi i64 [ %v63, %v15 ], [ %v1, %v10 ]
  %v64 = icmp slt i64 %v62, 4
  br i1 %v64, label %v65, label %v66

v66:                      ; preds = %v14
  %v67 = shl nsw i64 %v62, 3
  %v68 = or disjoint i64 %v67, 1
  %v69 = icmp slt i64 %v68, 33
  %v70 = or disjoint i64 %v67, 2
  %v71 = icmp slt i64 %v70, 33
  %v72 = or disjoint i64 %v67, 3
  %v73 = icmp slt i64 %v72, 33
  %v74 = or disjoint i64 %v67, 4
  %v75 = icmp slt i64 %v74, 33
  %v76 = or disjoint i64 %v67, 5
  %v77 = icmp slt i64 %v76, 33
  %v78 = or disjoint i64 %v67, 6
  %v79 = icmp slt i64 %v78, 33
  %v80 = or disjoint i64 %v67, 7
  %v81 = icmp slt i64 %v80, 33
  %v82 = mul nuw nsw i64 %v62, 72
  %v83 = mul i64 %v62, 288
  %v84 = getelementptr i8, ptr %v4, i64 %v83
  %v85 = mul i64 %v62, 2240
  %v86 = getelementptr i8, ptr %v8, i64 %v85
  %v87 = getelementptr i8, ptr %v86, i64 256
  %v88 = getelementptr i8, ptr %v86, i64 536
  %v89 = getelementptr i8, ptr %v86, i64 816
  %v90 = getelementptr i8, ptr %v86, i64 1096
  %v91 = getelementptr i8, ptr %v86, i64 1376
  %v92 = getelementptr i8, ptr %v86, i64 1656
  %v93 = getelementptr i8, ptr %v86, i64 1936
  %v94 = getelementptr i8, ptr %v86, i64 2216
  %v95 = getelementptr i8, ptr %v84, i64 32
  %v96 = getelementptr i8, ptr %v84, i64 68
  %v97 = getelementptr i8, ptr %v84, i64 104
  %v98 = getelementptr i8, ptr %v84, i64 140
  %v99 = getelementptr i8, ptr %v84, i64 176
  %v100 = getelementptr i8, ptr %v84, i64 212
  %v101 = getelementptr i8, ptr %v84, i64 248
  %v102 = getelementptr i8, ptr %v84, i64 284
  %v103 = getelementptr inbounds i8, ptr %v84, i64 32
  %v104 = getelementptr inbounds i8, ptr %v84, i64 68
  %v105 = getelementptr inbounds i8, ptr %v84, i64 104
  %v106 = getelementptr inbounds i8, ptr %v84, i64 140
  %v107 = getelementptr inbounds i8, ptr %v84, i64 176
  %v108 = getelementptr inbounds i8, ptr %v84, i64 212
  %v109 = getelementptr inbounds i8, ptr %v84, i64 248
  %v110 = getelementptr inbounds i8, ptr %v84, i64 284
  br label %v111

v65:                         ; preds = %v14
  %v112 = mul nsw i64 %v62, 72
  %v113 = mul i64 %v62, 288
  %v114 = getelementptr i8, ptr %v4, i64 %v113
  %v115 = mul i64 %v62, 2240
  %v116 = getelementptr i8, ptr %v8, i64 %v115
  %v117 = getelementptr i8, ptr %v116, i64 256
  %v118 = getelementptr i8, ptr %v116, i64 536
  %v119 = getelementptr i8, ptr %v116, i64 816
  %v120 = getelementptr i8, ptr %v116, i64 1096
  %v121 = getelementptr i8, ptr %v116, i64 1376
  %v122 = getelementptr i8, ptr %v116, i64 1656
  %v123 = getelementptr i8, ptr %v116, i64 1936
  %v124 = getelementptr i8, ptr %v116, i64 2216
  %v125 = getelementptr i8, ptr %v114, i64 32
  %v126 = getelementptr i8, ptr %v114, i64 68
  %v127 = getelementptr i8, ptr %v114, i64 104
  %v128 = getelementptr i8, ptr %v114, i64 140
  %v129 = getelementptr i8, ptr %v114, i64 176
  %v130 = getelementptr i8, ptr %v114, i64 212
  %v131 = getelementptr i8, ptr %v114, i64 248
  %v132 = getelementptr i8, ptr %v114, i64 284
  %v133 = getelementptr i8, ptr %v114, i64 32
  %v134 = getelementptr i8, ptr %v114, i64 68
  %v135 = getelementptr i8, ptr %v114, i64 104
  %v136 = getelementptr i8, ptr %v114, i64 140
  %v137 = getelementptr i8, ptr %v114, i64 176
  %v138 = getelementptr i8, ptr %v114, i64 212
  %v139 = getelementptr i8, ptr %v114, i64 248
  %v140 = getelementptr i8, ptr %v114, i64 284
  br label %v141

v15:                                        ; preds = %v142, %v143
  %v17 = phi <32 x float> [ %v16, %v143 ], [ %v144, %v142 ]
  %v19 = phi <32 x float> [ %v18, %v143 ], [ %v145, %v142 ]
  %v21 = phi <32 x float> [ %v20, %v143 ], [ %v146, %v142 ]
  %v23 = phi <32 x float> [ %v22, %v143 ], [ %v147, %v142 ]
  %v25 = phi <32 x float> [ %v24, %v143 ], [ %v148, %v142 ]
  %v27 = phi <32 x float> [ %v26, %v143 ], [ %v149, %v142 ]
  %v29 = phi <32 x float> [ %v28, %v143 ], [ %v150, %v142 ]
  %v31 = phi <32 x float> [ %v30, %v143 ], [ %v151, %v142 ]
  %v33 = phi <32 x float> [ %v32, %v143 ], [ %v152, %v142 ]
  %v35 = phi <32 x float> [ %v34, %v143 ], [ %v153, %v142 ]
  %v37 = phi <32 x float> [ %v36, %v143 ], [ %v154, %v142 ]
  %v39 = phi <32 x float> [ %v38, %v143 ], [ %v155, %v142 ]
  %v41 = phi <32 x float> [ %v40, %v143 ], [ %v156, %v142 ]
  %v43 = phi <32 x float> [ %v42, %v143 ], [ %v157, %v142 ]
  %v45 = phi <32 x float> [ %v44, %v143 ], [ %v158, %v142 ]
  %v47 = phi <32 x float> [ %v159, %v143 ], [ %v46, %v142 ]
  %v49 = phi <32 x float> [ %v160, %v143 ], [ %v48, %v142 ]
  %v51 = phi <32 x float> [ %v161, %v143 ], [ %v50, %v142 ]
  %v53 = phi <32 x float> [ %v162, %v143 ], [ %v52, %v142 ]
  %v55 = phi <32 x float> [ %v163, %v143 ], [ %v54, %v142 ]
  %v57 = phi <32 x float> [ %v164, %v143 ], [ %v56, %v142 ]
  %v59 = phi <32 x float> [ %v165, %v143 ], [ %v58, %v142 ]
  %v61 = phi <32 x float> [ %v166, %v143 ], [ %v60, %v142 ]
  %v63 = add nuw nsw i64 %v62, 1
  %v167 = icmp eq i64 %v63, %v2
  br i1 %v167, label %v11, label %v14

v141:                                   ; preds = %v65, %v143
  %v168 = phi <32 x float> [ %v159, %v143 ], [ %v46, %v65 ]
  %v169 = phi <32 x float> [ %v160, %v143 ], [ %v48, %v65 ]
  %v170 = phi <32 x float> [ %v161, %v143 ], [ %v50, %v65 ]
  %v171 = phi <32 x float> [ %v162, %v143 ], [ %v52, %v65 ]
  %v172 = phi <32 x float> [ %v163, %v143 ], [ %v54, %v65 ]
  %v173 = phi <32 x float> [ %v164, %v143 ], [ %v56, %v65 ]
  %v174 = phi <32 x float> [ %v165, %v143 ], [ %v58, %v65 ]
  %v175 = phi <32 x float> [ %v166, %v143 ], [ %v60, %v65 ]
  %v176 = phi i64 [ %v177, %v143 ], [ 0, %v65 ]
  %v178 = icmp ult i64 %v176, 2
  br i1 %v178, label %v179, label %v180

v179:                         ; preds = %v141
  %v181 = shl nuw nsw i64 %v176, 7
  %v182 = getelementptr inbounds i8, ptr %v6, i64 %v181
  br label %v183

v143:                                       ; preds = %v184, %v185
  %v159 = phi <32 x float> [ %v168, %v185 ], [ %v186, %v184 ]
  %v160 = phi <32 x float> [ %v169, %v185 ], [ %v187, %v184 ]
  %v161 = phi <32 x float> [ %v170, %v185 ], [ %v188, %v184 ]
  %v162 = phi <32 x float> [ %v171, %v185 ], [ %v189, %v184 ]
  %v163 = phi <32 x float> [ %v172, %v185 ], [ %v190, %v184 ]
  %v164 = phi <32 x float> [ %v173, %v185 ], [ %v191, %v184 ]
  %v165 = phi <32 x float> [ %v174, %v185 ], [ %v192, %v184 ]
  %v166 = phi <32 x float> [ %v175, %v185 ], [ %v193, %v184 ]
  %v177 = add nuw nsw i64 %v176, 1
  %v194 = icmp eq i64 %v177, 3
  br i1 %v194, label %v15, label %v141

v180:                                       ; preds = %v141
  %v195 = shufflevector <32 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, <32 x float> %v175, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v196 = shufflevector <32 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, <32 x float> %v174, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v197 = shufflevector <32 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, <32 x float> %v173, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v198 = shufflevector <32 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, <32 x float> %v172, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v199 = shufflevector <32 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, <32 x float> %v171, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v200 = shufflevector <32 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, <32 x float> %v170, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v201 = shufflevector <32 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, <32 x float> %v169, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v202 = shufflevector <32 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, <32 x float> %v168, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %v203

v185:                                   ; preds = %v183
  %v204 = load float, ptr %v133, align 4, !alias.scope !0, !noalias !7
  %v205 = insertelement <32 x float> poison, float %v204, i64 0
  %v206 = shufflevector <32 x float> %v205, <32 x float> poison, <32 x i32> zeroinitializer
  %v207 = getelementptr inbounds i8, ptr %v182, i64 2240
  %v208 = load <32 x float>, ptr %v207, align 4, !alias.scope !3, !noalias !8
  %v209 = fmul contract <32 x float> %v208, %v206
  %v210 = fadd contract <32 x float> %v211, %v209
  %v212 = load float, ptr %v134, align 4, !alias.scope !0, !noalias !7
  %v213 = insertelement <32 x float> poison, float %v212, i64 0
  %v214 = shufflevector <32 x float> %v213, <32 x float> poison, <32 x i32> zeroinitializer
  %v215 = fmul contract <32 x float> %v208, %v214
  %v216 = fadd contract <32 x float> %v217, %v215
  %v218 = load float, ptr %v135, align 4, !alias.scope !0, !noalias !7
  %v219 = insertelement <32 x float> poison, float %v218, i64 0
  %v220 = shufflevector <32 x float> %v219, <32 x float> poison, <32 x i32> zeroinitializer
  %v221 = fmul contract <32 x float> %v208, %v220
  %v222 = fadd contract <32 x float> %v223, %v221
  %v224 = load float, ptr %v136, align 4, !alias.scope !0, !noalias !7
  %v225 = insertelement <32 x float> poison, float %v224, i64 0
  %v226 = shufflevector <32 x float> %v225, <32 x float> poison, <32 x i32> zeroinitializer
  %v227 = fmul contract <32 x float> %v208, %v226
  %v228 = fadd contract <32 x float> %v229, %v227
  %v230 = load float, ptr %v137, align 4, !alias.scope !0, !noalias !7
  %v231 = insertelement <32 x float> poison, float %v230, i64 0
  %v232 = shufflevector <32 x float> %v231, <32 x float> poison, <32 x i32> zeroinitializer
  %v233 = fmul contract <32 x float> %v208, %v232
  %v234 = fadd contract <32 x float> %v235, %v233
  %v236 = load float, ptr %v138, align 4, !alias.scope !0, !noalias !7
  %v237 = insertelement <32 x float> poison, float %v236, i64 0
  %v238 = shufflevector <32 x float> %v237, <32 x float> poison, <32 x i32> zeroinitializer
  %v239 = fmul contract <32 x float> %v208, %v238
  %v240 = fadd contract <32 x float> %v241, %v239
  %v242 = load float, ptr %v139, align 4, !alias.scope !0, !noalias !7
  %v243 = insertelement <32 x float> poison, float %v242, i64 0
  %v244 = shufflevector <32 x float> %v243, <32 x float> poison, <32 x i32> zeroinitializer
  %v245 = fmul contract <32 x float> %v208, %v244
  %v246 = fadd contract <32 x float> %v247, %v245
  %v248 = load float, ptr %v140, align 4, !alias.scope !0, !noalias !7
  %v249 = insertelement <32 x float> poison, float %v248, i64 0
  %v250 = shufflevector <32 x float> %v249, <32 x float> poison, <32 x i32> zeroinitializer
  %v251 = fmul contract <32 x float> %v208, %v250
  %v252 = fadd contract <32 x float> %v253, %v251
  %v254 = getelementptr i8, ptr %v116, i64 %v181
  store <32 x float> %v210, ptr %v254, align 4, !alias.scope !5, !noalias !9
  %v255 = getelementptr i8, ptr %v254, i64 280
  store <32 x float> %v216, ptr %v255, align 4, !alias.scope !5, !noalias !9
  %v256 = getelementptr i8, ptr %v254, i64 560
  store <32 x float> %v222, ptr %v256, align 4, !alias.scope !5, !noalias !9
  %v257 = getelementptr i8, ptr %v254, i64 840
  store <32 x float> %v228, ptr %v257, align 4, !alias.scope !5, !noalias !9
  %v258 = getelementptr i8, ptr %v254, i64 1120
  store <32 x float> %v234, ptr %v258, align 4, !alias.scope !5, !noalias !9
  %v259 = getelementptr i8, ptr %v254, i64 1400
  store <32 x float> %v240, ptr %v259, align 4, !alias.scope !5, !noalias !9
  %v260 = getelementptr i8, ptr %v254, i64 1680
  store <32 x float> %v246, ptr %v260, align 4, !alias.scope !5, !noalias !9
  %v261 = getelementptr i8, ptr %v254, i64 1960
  store <32 x float> %v252, ptr %v261, align 4, !alias.scope !5, !noalias !9
  br label %v143

v183:                                       ; preds = %v179, %v183
  %v262 = phi i64 [ 0, %v179 ], [ %v263, %v183 ]
  %v264 = phi <32 x float> [ zeroinitializer, %v179 ], [ %v211, %v183 ]
  %v265 = phi <32 x float> [ zeroinitializer, %v179 ], [ %v217, %v183 ]
  %v266 = phi <32 x float> [ zeroinitializer, %v179 ], [ %v223, %v183 ]
  %v267 = phi <32 x float> [ zeroinitializer, %v179 ], [ %v229, %v183 ]
  %v268 = phi <32 x float> [ zeroinitializer, %v179 ], [ %v235, %v183 ]
  %v269 = phi <32 x float> [ zeroinitializer, %v179 ], [ %v241, %v183 ]
  %v270 = phi <32 x float> [ zeroinitializer, %v179 ], [ %v247, %v183 ]
  %v271 = phi <32 x float> [ zeroinitializer, %v179 ], [ %v253, %v183 ]
  %v272 = shl nuw nsw i64 %v262, 1
  %v273 = add nuw nsw i64 %v272, %v112
  %v274 = getelementptr inbounds float, ptr %v4, i64 %v273
  %v275 = load float, ptr %v274, align 4, !alias.scope !0, !noalias !7
  %v276 = insertelement <32 x float> poison, float %v275, i64 0
  %v277 = shufflevector <32 x float> %v276, <32 x float> poison, <32 x i32> zeroinitializer
  %v278 = mul nuw nsw i64 %v262, 560
  %v279 = getelementptr inbounds i8, ptr %v182, i64 %v278
  %v280 = load <32 x float>, ptr %v279, align 4, !alias.scope !3, !noalias !8
  %v281 = fmul contract <32 x float> %v280, %v277
  %v282 = fadd contract <32 x float> %v264, %v281
  %v283 = getelementptr i8, ptr %v274, i64 36
  %v284 = load float, ptr %v283, align 4, !alias.scope !0, !noalias !7
  %v285 = insertelement <32 x float> poison, float %v284, i64 0
  %v286 = shufflevector <32 x float> %v285, <32 x float> poison, <32 x i32> zeroinitializer
  %v287 = fmul contract <32 x float> %v280, %v286
  %v288 = fadd contract <32 x float> %v265, %v287
  %v289 = getelementptr i8, ptr %v274, i64 72
  %v290 = load float, ptr %v289, align 4, !alias.scope !0, !noalias !7
  %v291 = insertelement <32 x float> poison, float %v290, i64 0
  %v292 = shufflevector <32 x float> %v291, <32 x float> poison, <32 x i32> zeroinitializer
  %v293 = fmul contract <32 x float> %v280, %v292
  %v294 = fadd contract <32 x float> %v266, %v293
  %v295 = getelementptr i8, ptr %v274, i64 108
  %v296 = load float, ptr %v295, align 4, !alias.scope !0, !noalias !7
  %v297 = insertelement <32 x float> poison, float %v296, i64 0
  %v298 = shufflevector <32 x float> %v297, <32 x float> poison, <32 x i32> zeroinitializer
  %v299 = fmul contract <32 x float> %v280, %v298
  %v300 = fadd contract <32 x float> %v267, %v299
  %v301 = getelementptr i8, ptr %v274, i64 144
  %v302 = load float, ptr %v301, align 4, !alias.scope !0, !noalias !7
  %v303 = insertelement <32 x float> poison, float %v302, i64 0
  %v304 = shufflevector <32 x float> %v303, <32 x float> poison, <32 x i32> zeroinitializer
  %v305 = fmul contract <32 x float> %v280, %v304
  %v306 = fadd contract <32 x float> %v268, %v305
  %v307 = getelementptr i8, ptr %v274, i64 180
  %v308 = load float, ptr %v307, align 4, !alias.scope !0, !noalias !7
  %v309 = insertelement <32 x float> poison, float %v308, i64 0
  %v310 = shufflevector <32 x float> %v309, <32 x float> poison, <32 x i32> zeroinitializer
  %v311 = fmul contract <32 x float> %v280, %v310
  %v312 = fadd contract <32 x float> %v269, %v311
  %v313 = getelementptr i8, ptr %v274, i64 216
  %v314 = load float, ptr %v313, align 4, !alias.scope !0, !noalias !7
  %v315 = insertelement <32 x float> poison, float %v314, i64 0
  %v316 = shufflevector <32 x float> %v315, <32 x float> poison, <32 x i32> zeroinitializer
  %v317 = fmul contract <32 x float> %v280, %v316
  %v318 = fadd contract <32 x float> %v270, %v317
  %v319 = getelementptr i8, ptr %v274, i64 252
  %v320 = load float, ptr %v319, align 4, !alias.scope !0, !noalias !7
  %v321 = insertelement <32 x float> poison, float %v320, i64 0
  %v322 = shufflevector <32 x float> %v321, <32 x float> poison, <32 x i32> zeroinitializer
  %v323 = fmul contract <32 x float> %v280, %v322
  %v324 = fadd contract <32 x float> %v271, %v323
  %v325 = or disjoint i64 %v273, 1
  %v326 = getelementptr inbounds float, ptr %v4, i64 %v325
  %v327 = load float, ptr %v326, align 4, !alias.scope !0, !noalias !7
  %v328 = insertelement <32 x float> poison, float %v327, i64 0
  %v329 = shufflevector <32 x float> %v328, <32 x float> poison, <32 x i32> zeroinitializer
  %v330 = getelementptr inbounds i8, ptr %v279, i64 280
  %v331 = load <32 x float>, ptr %v330, align 4, !alias.scope !3, !noalias !8
  %v332 = fmul contract <32 x float> %v331, %v329
  %v211 = fadd contract <32 x float> %v282, %v332
  %v333 = getelementptr i8, ptr %v274, i64 40
  %v334 = load float, ptr %v333, align 4, !alias.scope !0, !noalias !7
  %v335 = insertelement <32 x float> poison, float %v334, i64 0
  %v336 = shufflevector <32 x float> %v335, <32 x float> poison, <32 x i32> zeroinitializer
  %v337 = fmul contract <32 x float> %v331, %v336
  %v217 = fadd contract <32 x float> %v288, %v337
  %v338 = getelementptr i8, ptr %v274, i64 76
  %v339 = load float, ptr %v338, align 4, !alias.scope !0, !noalias !7
  %v340 = insertelement <32 x float> poison, float %v339, i64 0
  %v341 = shufflevector <32 x float> %v340, <32 x float> poison, <32 x i32> zeroinitializer
  %v342 = fmul contract <32 x float> %v331, %v341
  %v223 = fadd contract <32 x float> %v294, %v342
  %v343 = getelementptr i8, ptr %v274, i64 112
  %v344 = load float, ptr %v343, align 4, !alias.scope !0, !noalias !7
  %v345 = insertelement <32 x float> poison, float %v344, i64 0
  %v346 = shufflevector <32 x float> %v345, <32 x float> poison, <32 x i32> zeroinitializer
  %v347 = fmul contract <32 x float> %v331, %v346
  %v229 = fadd contract <32 x float> %v300, %v347
  %v348 = getelementptr i8, ptr %v274, i64 148
  %v349 = load float, ptr %v348, align 4, !alias.scope !0, !noalias !7
  %v350 = insertelement <32 x float> poison, float %v349, i64 0
  %v351 = shufflevector <32 x float> %v350, <32 x float> poison, <32 x i32> zeroinitializer
  %v352 = fmul contract <32 x float> %v331, %v351
  %v235 = fadd contract <32 x float> %v306, %v352
  %v353 = getelementptr i8, ptr %v274, i64 184
  %v354 = load float, ptr %v353, align 4, !alias.scope !0, !noalias !7
  %v355 = insertelement <32 x float> poison, float %v354, i64 0
  %v356 = shufflevector <32 x float> %v355, <32 x float> poison, <32 x i32> zeroinitializer
  %v357 = fmul contract <32 x float> %v331, %v356
  %v241 = fadd contract <32 x float> %v312, %v357
  %v358 = getelementptr i8, ptr %v274, i64 220
  %v359 = load float, ptr %v358, align 4, !alias.scope !0, !noalias !7
  %v360 = insertelement <32 x float> poison, float %v359, i64 0
  %v361 = shufflevector <32 x float> %v360, <32 x float> poison, <32 x i32> zeroinitializer
  %v362 = fmul contract <32 x float> %v331, %v361
  %v247 = fadd contract <32 x float> %v318, %v362
  %v363 = getelementptr i8, ptr %v274, i64 256
  %v364 = load float, ptr %v363, align 4, !alias.scope !0, !noalias !7
  %v365 = insertelement <32 x float> poison, float %v364, i64 0
  %v366 = shufflevector <32 x float> %v365, <32 x float> poison, <32 x i32> zeroinitializer
  %v367 = fmul contract <32 x float> %v331, %v366
  %v253 = fadd contract <32 x float> %v324, %v367
  %v263 = add nuw nsw i64 %v262, 1
  %v368 = icmp eq i64 %v263, 4
  br i1 %v368, label %v185, label %v183

v184:                                 ; preds = %v203
  %v369 = load float, ptr %v125, align 4, !alias.scope !0, !noalias !7
  %v370 = insertelement <32 x float> poison, float %v369, i64 0
  %v371 = shufflevector <32 x float> %v370, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v372 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v13, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison), !alias.scope !3, !noalias !8
  %v373 = fmul contract <32 x float> %v372, %v371
  %v374 = fadd contract <32 x float> %v375, %v373
  %v193 = shufflevector <32 x float> %v374, <32 x float> %v375, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v376 = load float, ptr %v126, align 4, !alias.scope !0, !noalias !7
  %v377 = insertelement <32 x float> poison, float %v376, i64 0
  %v378 = shufflevector <32 x float> %v377, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v379 = fmul contract <32 x float> %v372, %v378
  %v380 = fadd contract <32 x float> %v381, %v379
  %v192 = shufflevector <32 x float> %v380, <32 x float> %v381, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v382 = load float, ptr %v127, align 4, !alias.scope !0, !noalias !7
  %v383 = insertelement <32 x float> poison, float %v382, i64 0
  %v384 = shufflevector <32 x float> %v383, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v385 = fmul contract <32 x float> %v372, %v384
  %v386 = fadd contract <32 x float> %v387, %v385
  %v191 = shufflevector <32 x float> %v386, <32 x float> %v387, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v388 = load float, ptr %v128, align 4, !alias.scope !0, !noalias !7
  %v389 = insertelement <32 x float> poison, float %v388, i64 0
  %v390 = shufflevector <32 x float> %v389, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v391 = fmul contract <32 x float> %v372, %v390
  %v392 = fadd contract <32 x float> %v393, %v391
  %v190 = shufflevector <32 x float> %v392, <32 x float> %v393, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v394 = load float, ptr %v129, align 4, !alias.scope !0, !noalias !7
  %v395 = insertelement <32 x float> poison, float %v394, i64 0
  %v396 = shufflevector <32 x float> %v395, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v397 = fmul contract <32 x float> %v372, %v396
  %v398 = fadd contract <32 x float> %v399, %v397
  %v189 = shufflevector <32 x float> %v398, <32 x float> %v399, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v400 = load float, ptr %v130, align 4, !alias.scope !0, !noalias !7
  %v401 = insertelement <32 x float> poison, float %v400, i64 0
  %v402 = shufflevector <32 x float> %v401, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v403 = fmul contract <32 x float> %v372, %v402
  %v404 = fadd contract <32 x float> %v405, %v403
  %v188 = shufflevector <32 x float> %v404, <32 x float> %v405, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v406 = load float, ptr %v131, align 4, !alias.scope !0, !noalias !7
  %v407 = insertelement <32 x float> poison, float %v406, i64 0
  %v408 = shufflevector <32 x float> %v407, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v409 = fmul contract <32 x float> %v372, %v408
  %v410 = fadd contract <32 x float> %v411, %v409
  %v187 = shufflevector <32 x float> %v410, <32 x float> %v411, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v412 = load float, ptr %v132, align 4, !alias.scope !0, !noalias !7
  %v413 = insertelement <32 x float> poison, float %v412, i64 0
  %v414 = shufflevector <32 x float> %v413, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v415 = fmul contract <32 x float> %v372, %v414
  %v416 = fadd contract <32 x float> %v417, %v415
  %v186 = shufflevector <32 x float> %v416, <32 x float> %v417, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v193, ptr %v117, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v192, ptr %v118, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v191, ptr %v119, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v190, ptr %v120, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v189, ptr %v121, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v188, ptr %v122, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v187, ptr %v123, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v186, ptr %v124, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v143

v203:                                      ; preds = %v180, %v203
  %v418 = phi i64 [ 0, %v180 ], [ %v419, %v203 ]
  %v420 = phi <32 x float> [ %v195, %v180 ], [ %v375, %v203 ]
  %v421 = phi <32 x float> [ %v196, %v180 ], [ %v381, %v203 ]
  %v422 = phi <32 x float> [ %v197, %v180 ], [ %v387, %v203 ]
  %v423 = phi <32 x float> [ %v198, %v180 ], [ %v393, %v203 ]
  %v424 = phi <32 x float> [ %v199, %v180 ], [ %v399, %v203 ]
  %v425 = phi <32 x float> [ %v200, %v180 ], [ %v405, %v203 ]
  %v426 = phi <32 x float> [ %v201, %v180 ], [ %v411, %v203 ]
  %v427 = phi <32 x float> [ %v202, %v180 ], [ %v417, %v203 ]
  %v428 = shl nuw nsw i64 %v418, 1
  %v429 = add nuw nsw i64 %v428, %v112
  %v430 = getelementptr float, ptr %v4, i64 %v429
  %v431 = load float, ptr %v430, align 4, !alias.scope !0, !noalias !7
  %v432 = insertelement <32 x float> poison, float %v431, i64 0
  %v433 = shufflevector <32 x float> %v432, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v434 = mul nuw nsw i64 %v418, 560
  %v435 = getelementptr i8, ptr %v6, i64 %v434
  %v436 = getelementptr i8, ptr %v435, i64 256
  %v437 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v436, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison), !alias.scope !3, !noalias !8
  %v438 = fmul contract <32 x float> %v437, %v433
  %v439 = fadd contract <32 x float> %v420, %v438
  %v440 = shufflevector <32 x float> %v439, <32 x float> %v420, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v441 = getelementptr i8, ptr %v430, i64 36
  %v442 = load float, ptr %v441, align 4, !alias.scope !0, !noalias !7
  %v443 = insertelement <32 x float> poison, float %v442, i64 0
  %v444 = shufflevector <32 x float> %v443, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v445 = fmul contract <32 x float> %v437, %v444
  %v446 = fadd contract <32 x float> %v421, %v445
  %v447 = shufflevector <32 x float> %v446, <32 x float> %v421, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v448 = getelementptr i8, ptr %v430, i64 72
  %v449 = load float, ptr %v448, align 4, !alias.scope !0, !noalias !7
  %v450 = insertelement <32 x float> poison, float %v449, i64 0
  %v451 = shufflevector <32 x float> %v450, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v452 = fmul contract <32 x float> %v437, %v451
  %v453 = fadd contract <32 x float> %v422, %v452
  %v454 = shufflevector <32 x float> %v453, <32 x float> %v422, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v455 = getelementptr i8, ptr %v430, i64 108
  %v456 = load float, ptr %v455, align 4, !alias.scope !0, !noalias !7
  %v457 = insertelement <32 x float> poison, float %v456, i64 0
  %v458 = shufflevector <32 x float> %v457, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v459 = fmul contract <32 x float> %v437, %v458
  %v460 = fadd contract <32 x float> %v423, %v459
  %v461 = shufflevector <32 x float> %v460, <32 x float> %v423, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v462 = getelementptr i8, ptr %v430, i64 144
  %v463 = load float, ptr %v462, align 4, !alias.scope !0, !noalias !7
  %v464 = insertelement <32 x float> poison, float %v463, i64 0
  %v465 = shufflevector <32 x float> %v464, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v466 = fmul contract <32 x float> %v437, %v465
  %v467 = fadd contract <32 x float> %v424, %v466
  %v468 = shufflevector <32 x float> %v467, <32 x float> %v424, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v469 = getelementptr i8, ptr %v430, i64 180
  %v470 = load float, ptr %v469, align 4, !alias.scope !0, !noalias !7
  %v471 = insertelement <32 x float> poison, float %v470, i64 0
  %v472 = shufflevector <32 x float> %v471, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v473 = fmul contract <32 x float> %v437, %v472
  %v474 = fadd contract <32 x float> %v425, %v473
  %v475 = shufflevector <32 x float> %v474, <32 x float> %v425, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v476 = getelementptr i8, ptr %v430, i64 216
  %v477 = load float, ptr %v476, align 4, !alias.scope !0, !noalias !7
  %v478 = insertelement <32 x float> poison, float %v477, i64 0
  %v479 = shufflevector <32 x float> %v478, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v480 = fmul contract <32 x float> %v437, %v479
  %v481 = fadd contract <32 x float> %v426, %v480
  %v482 = shufflevector <32 x float> %v481, <32 x float> %v426, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v483 = getelementptr i8, ptr %v430, i64 252
  %v484 = load float, ptr %v483, align 4, !alias.scope !0, !noalias !7
  %v485 = insertelement <32 x float> poison, float %v484, i64 0
  %v486 = shufflevector <32 x float> %v485, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v487 = fmul contract <32 x float> %v437, %v486
  %v488 = fadd contract <32 x float> %v427, %v487
  %v489 = shufflevector <32 x float> %v488, <32 x float> %v427, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v490 = or disjoint i64 %v429, 1
  %v491 = getelementptr float, ptr %v4, i64 %v490
  %v492 = load float, ptr %v491, align 4, !alias.scope !0, !noalias !7
  %v493 = insertelement <32 x float> poison, float %v492, i64 0
  %v494 = shufflevector <32 x float> %v493, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v495 = getelementptr i8, ptr %v435, i64 536
  %v496 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v495, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison), !alias.scope !3, !noalias !8
  %v497 = fmul contract <32 x float> %v496, %v494
  %v498 = fadd contract <32 x float> %v440, %v497
  %v375 = shufflevector <32 x float> %v498, <32 x float> %v440, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v499 = getelementptr i8, ptr %v430, i64 40
  %v500 = load float, ptr %v499, align 4, !alias.scope !0, !noalias !7
  %v501 = insertelement <32 x float> poison, float %v500, i64 0
  %v502 = shufflevector <32 x float> %v501, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v503 = fmul contract <32 x float> %v496, %v502
  %v504 = fadd contract <32 x float> %v447, %v503
  %v381 = shufflevector <32 x float> %v504, <32 x float> %v447, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v505 = getelementptr i8, ptr %v430, i64 76
  %v506 = load float, ptr %v505, align 4, !alias.scope !0, !noalias !7
  %v507 = insertelement <32 x float> poison, float %v506, i64 0
  %v508 = shufflevector <32 x float> %v507, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v509 = fmul contract <32 x float> %v496, %v508
  %v510 = fadd contract <32 x float> %v454, %v509
  %v387 = shufflevector <32 x float> %v510, <32 x float> %v454, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v511 = getelementptr i8, ptr %v430, i64 112
  %v512 = load float, ptr %v511, align 4, !alias.scope !0, !noalias !7
  %v513 = insertelement <32 x float> poison, float %v512, i64 0
  %v514 = shufflevector <32 x float> %v513, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v515 = fmul contract <32 x float> %v496, %v514
  %v516 = fadd contract <32 x float> %v461, %v515
  %v393 = shufflevector <32 x float> %v516, <32 x float> %v461, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v517 = getelementptr i8, ptr %v430, i64 148
  %v518 = load float, ptr %v517, align 4, !alias.scope !0, !noalias !7
  %v519 = insertelement <32 x float> poison, float %v518, i64 0
  %v520 = shufflevector <32 x float> %v519, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v521 = fmul contract <32 x float> %v496, %v520
  %v522 = fadd contract <32 x float> %v468, %v521
  %v399 = shufflevector <32 x float> %v522, <32 x float> %v468, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v523 = getelementptr i8, ptr %v430, i64 184
  %v524 = load float, ptr %v523, align 4, !alias.scope !0, !noalias !7
  %v525 = insertelement <32 x float> poison, float %v524, i64 0
  %v526 = shufflevector <32 x float> %v525, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v527 = fmul contract <32 x float> %v496, %v526
  %v528 = fadd contract <32 x float> %v475, %v527
  %v405 = shufflevector <32 x float> %v528, <32 x float> %v475, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v529 = getelementptr i8, ptr %v430, i64 220
  %v530 = load float, ptr %v529, align 4, !alias.scope !0, !noalias !7
  %v531 = insertelement <32 x float> poison, float %v530, i64 0
  %v532 = shufflevector <32 x float> %v531, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v533 = fmul contract <32 x float> %v496, %v532
  %v534 = fadd contract <32 x float> %v482, %v533
  %v411 = shufflevector <32 x float> %v534, <32 x float> %v482, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v535 = getelementptr i8, ptr %v430, i64 256
  %v536 = load float, ptr %v535, align 4, !alias.scope !0, !noalias !7
  %v537 = insertelement <32 x float> poison, float %v536, i64 0
  %v538 = shufflevector <32 x float> %v537, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v539 = fmul contract <32 x float> %v496, %v538
  %v540 = fadd contract <32 x float> %v489, %v539
  %v417 = shufflevector <32 x float> %v540, <32 x float> %v489, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v419 = add nuw nsw i64 %v418, 1
  %v541 = icmp eq i64 %v419, 4
  br i1 %v541, label %v184, label %v203

v111:                                ; preds = %v66, %v142
  %v542 = phi <32 x float> [ %v144, %v142 ], [ %v16, %v66 ]
  %v543 = phi <32 x float> [ %v145, %v142 ], [ %v18, %v66 ]
  %v544 = phi <32 x float> [ %v146, %v142 ], [ %v20, %v66 ]
  %v545 = phi <32 x float> [ %v147, %v142 ], [ %v22, %v66 ]
  %v546 = phi <32 x float> [ %v148, %v142 ], [ %v24, %v66 ]
  %v547 = phi <32 x float> [ %v149, %v142 ], [ %v26, %v66 ]
  %v548 = phi <32 x float> [ %v150, %v142 ], [ %v28, %v66 ]
  %v549 = phi <32 x float> [ %v151, %v142 ], [ %v30, %v66 ]
  %v550 = phi <32 x float> [ %v152, %v142 ], [ %v32, %v66 ]
  %v551 = phi <32 x float> [ %v153, %v142 ], [ %v34, %v66 ]
  %v552 = phi <32 x float> [ %v154, %v142 ], [ %v36, %v66 ]
  %v553 = phi <32 x float> [ %v155, %v142 ], [ %v38, %v66 ]
  %v554 = phi <32 x float> [ %v156, %v142 ], [ %v40, %v66 ]
  %v555 = phi <32 x float> [ %v157, %v142 ], [ %v42, %v66 ]
  %v556 = phi <32 x float> [ %v158, %v142 ], [ %v44, %v66 ]
  %v557 = phi i64 [ %v558, %v142 ], [ 0, %v66 ]
  %v559 = icmp ult i64 %v557, 2
  br i1 %v559, label %v560, label %v561

v560:                                     ; preds = %v111
  %v562 = select i1 %v69, <32 x float> zeroinitializer, <32 x float> %v556
  %v563 = select i1 %v71, <32 x float> zeroinitializer, <32 x float> %v555
  %v564 = select i1 %v73, <32 x float> zeroinitializer, <32 x float> %v554
  %v565 = select i1 %v75, <32 x float> zeroinitializer, <32 x float> %v553
  %v566 = select i1 %v77, <32 x float> zeroinitializer, <32 x float> %v552
  %v567 = select i1 %v79, <32 x float> zeroinitializer, <32 x float> %v551
  %v568 = select i1 %v81, <32 x float> zeroinitializer, <32 x float> %v550
  %v569 = shl nuw nsw i64 %v557, 7
  %v570 = getelementptr inbounds i8, ptr %v6, i64 %v569
  br label %v571

v142:                                     ; preds = %v572, %v573, %v574, %v575
  %v144 = phi <32 x float> [ %v542, %v574 ], [ %v542, %v575 ], [ %v576, %v572 ], [ %v576, %v573 ]
  %v145 = phi <32 x float> [ %v543, %v574 ], [ %v543, %v575 ], [ %v577, %v572 ], [ %v577, %v573 ]
  %v146 = phi <32 x float> [ %v544, %v574 ], [ %v544, %v575 ], [ %v578, %v572 ], [ %v578, %v573 ]
  %v147 = phi <32 x float> [ %v545, %v574 ], [ %v545, %v575 ], [ %v579, %v572 ], [ %v579, %v573 ]
  %v148 = phi <32 x float> [ %v546, %v574 ], [ %v546, %v575 ], [ %v580, %v572 ], [ %v580, %v573 ]
  %v149 = phi <32 x float> [ %v547, %v574 ], [ %v547, %v575 ], [ %v581, %v572 ], [ %v581, %v573 ]
  %v150 = phi <32 x float> [ %v548, %v574 ], [ %v548, %v575 ], [ %v582, %v572 ], [ %v582, %v573 ]
  %v151 = phi <32 x float> [ %v549, %v574 ], [ %v549, %v575 ], [ %v583, %v572 ], [ %v583, %v573 ]
  %v152 = phi <32 x float> [ %v584, %v574 ], [ %v584, %v575 ], [ %v550, %v572 ], [ %v550, %v573 ]
  %v153 = phi <32 x float> [ %v585, %v574 ], [ %v585, %v575 ], [ %v551, %v572 ], [ %v551, %v573 ]
  %v154 = phi <32 x float> [ %v586, %v574 ], [ %v586, %v575 ], [ %v552, %v572 ], [ %v552, %v573 ]
  %v155 = phi <32 x float> [ %v587, %v574 ], [ %v587, %v575 ], [ %v553, %v572 ], [ %v553, %v573 ]
  %v156 = phi <32 x float> [ %v588, %v574 ], [ %v588, %v575 ], [ %v554, %v572 ], [ %v554, %v573 ]
  %v157 = phi <32 x float> [ %v589, %v574 ], [ %v589, %v575 ], [ %v555, %v572 ], [ %v555, %v573 ]
  %v158 = phi <32 x float> [ %v590, %v574 ], [ %v590, %v575 ], [ %v556, %v572 ], [ %v556, %v573 ]
  %v558 = add nuw nsw i64 %v557, 1
  %v591 = icmp eq i64 %v558, 3
  br i1 %v591, label %v15, label %v111

v561:                                     ; preds = %v111
  %v592 = shufflevector <32 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, <32 x float> %v549, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v593 = select i1 %v69, <32 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, <32 x float> %v548
  %v594 = shufflevector <32 x float> %v593, <32 x float> %v548, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v595 = select i1 %v71, <32 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, <32 x float> %v547
  %v596 = shufflevector <32 x float> %v595, <32 x float> %v547, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v597 = select i1 %v73, <32 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, <32 x float> %v546
  %v598 = shufflevector <32 x float> %v597, <32 x float> %v546, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v599 = select i1 %v75, <32 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, <32 x float> %v545
  %v600 = shufflevector <32 x float> %v599, <32 x float> %v545, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v601 = select i1 %v77, <32 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, <32 x float> %v544
  %v602 = shufflevector <32 x float> %v601, <32 x float> %v544, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v603 = select i1 %v79, <32 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, <32 x float> %v543
  %v604 = shufflevector <32 x float> %v603, <32 x float> %v543, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v605 = select i1 %v81, <32 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, <32 x float> %v542
  %v606 = shufflevector <32 x float> %v605, <32 x float> %v542, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %v607

v608:                                ; preds = %v609, %v610
  %v584 = phi <32 x float> [ %v611, %v610 ], [ %v612, %v609 ]
  %v613 = getelementptr inbounds i8, ptr %v86, i64 %v569
  store <32 x float> %v614, ptr %v613, align 4, !alias.scope !5, !noalias !9
  br i1 %v69, label %v615, label %v616

v571:                                     ; preds = %v560, %v617
  %v618 = phi i64 [ 0, %v560 ], [ %v619, %v617 ]
  %v620 = phi <32 x float> [ zeroinitializer, %v560 ], [ %v621, %v617 ]
  %v622 = phi <32 x float> [ %v562, %v560 ], [ %v623, %v617 ]
  %v624 = phi <32 x float> [ %v563, %v560 ], [ %v625, %v617 ]
  %v626 = phi <32 x float> [ %v564, %v560 ], [ %v627, %v617 ]
  %v628 = phi <32 x float> [ %v565, %v560 ], [ %v629, %v617 ]
  %v630 = phi <32 x float> [ %v566, %v560 ], [ %v631, %v617 ]
  %v632 = phi <32 x float> [ %v567, %v560 ], [ %v633, %v617 ]
  %v634 = phi <32 x float> [ %v568, %v560 ], [ %v611, %v617 ]
  %v635 = shl nuw nsw i64 %v618, 1
  %v636 = add nuw nsw i64 %v635, %v82
  %v637 = getelementptr inbounds float, ptr %v4, i64 %v636
  %v638 = load float, ptr %v637, align 4, !alias.scope !0, !noalias !7
  %v639 = insertelement <32 x float> poison, float %v638, i64 0
  %v640 = shufflevector <32 x float> %v639, <32 x float> poison, <32 x i32> zeroinitializer
  %v641 = mul nuw nsw i64 %v618, 560
  %v642 = getelementptr inbounds i8, ptr %v570, i64 %v641
  %v643 = load <32 x float>, ptr %v642, align 4, !alias.scope !3, !noalias !8
  %v644 = fmul contract <32 x float> %v643, %v640
  %v645 = fadd contract <32 x float> %v620, %v644
  br i1 %v69, label %v646, label %v647

v617:                                     ; preds = %v648, %v649
  %v611 = phi <32 x float> [ %v650, %v648 ], [ %v651, %v649 ]
  %v619 = add nuw nsw i64 %v618, 1
  %v652 = icmp eq i64 %v619, 4
  br i1 %v652, label %v653, label %v571

v653:                                     ; preds = %v617
  %v654 = load float, ptr %v103, align 4, !alias.scope !0, !noalias !7
  %v655 = insertelement <32 x float> poison, float %v654, i64 0
  %v656 = shufflevector <32 x float> %v655, <32 x float> poison, <32 x i32> zeroinitializer
  %v657 = getelementptr inbounds i8, ptr %v570, i64 2240
  %v658 = load <32 x float>, ptr %v657, align 4, !alias.scope !3, !noalias !8
  %v659 = fmul contract <32 x float> %v658, %v656
  %v614 = fadd contract <32 x float> %v621, %v659
  br i1 %v69, label %v660, label %v661

v646:                                     ; preds = %v571
  %v662 = getelementptr inbounds i8, ptr %v637, i64 36
  %v663 = load float, ptr %v662, align 4, !alias.scope !0, !noalias !7
  %v664 = insertelement <32 x float> poison, float %v663, i64 0
  %v665 = shufflevector <32 x float> %v664, <32 x float> poison, <32 x i32> zeroinitializer
  %v666 = fmul contract <32 x float> %v643, %v665
  %v667 = fadd contract <32 x float> %v622, %v666
  br label %v647

v647:                                     ; preds = %v646, %v571
  %v668 = phi <32 x float> [ %v667, %v646 ], [ %v622, %v571 ]
  br i1 %v71, label %v669, label %v670

v669:                                     ; preds = %v647
  %v671 = getelementptr inbounds i8, ptr %v637, i64 72
  %v672 = load float, ptr %v671, align 4, !alias.scope !0, !noalias !7
  %v673 = insertelement <32 x float> poison, float %v672, i64 0
  %v674 = shufflevector <32 x float> %v673, <32 x float> poison, <32 x i32> zeroinitializer
  %v675 = fmul contract <32 x float> %v643, %v674
  %v676 = fadd contract <32 x float> %v624, %v675
  br label %v670

v670:                                     ; preds = %v669, %v647
  %v677 = phi <32 x float> [ %v676, %v669 ], [ %v624, %v647 ]
  br i1 %v73, label %v678, label %v679

v678:                                     ; preds = %v670
  %v680 = getelementptr inbounds i8, ptr %v637, i64 108
  %v681 = load float, ptr %v680, align 4, !alias.scope !0, !noalias !7
  %v682 = insertelement <32 x float> poison, float %v681, i64 0
  %v683 = shufflevector <32 x float> %v682, <32 x float> poison, <32 x i32> zeroinitializer
  %v684 = fmul contract <32 x float> %v643, %v683
  %v685 = fadd contract <32 x float> %v626, %v684
  br label %v679

v679:                                     ; preds = %v678, %v670
  %v686 = phi <32 x float> [ %v685, %v678 ], [ %v626, %v670 ]
  br i1 %v75, label %v687, label %v688

v687:                                     ; preds = %v679
  %v689 = getelementptr inbounds i8, ptr %v637, i64 144
  %v690 = load float, ptr %v689, align 4, !alias.scope !0, !noalias !7
  %v691 = insertelement <32 x float> poison, float %v690, i64 0
  %v692 = shufflevector <32 x float> %v691, <32 x float> poison, <32 x i32> zeroinitializer
  %v693 = fmul contract <32 x float> %v643, %v692
  %v694 = fadd contract <32 x float> %v628, %v693
  br label %v688

v688:                                     ; preds = %v687, %v679
  %v695 = phi <32 x float> [ %v694, %v687 ], [ %v628, %v679 ]
  br i1 %v77, label %v696, label %v697

v696:                                     ; preds = %v688
  %v698 = getelementptr inbounds i8, ptr %v637, i64 180
  %v699 = load float, ptr %v698, align 4, !alias.scope !0, !noalias !7
  %v700 = insertelement <32 x float> poison, float %v699, i64 0
  %v701 = shufflevector <32 x float> %v700, <32 x float> poison, <32 x i32> zeroinitializer
  %v702 = fmul contract <32 x float> %v643, %v701
  %v703 = fadd contract <32 x float> %v630, %v702
  br label %v697

v697:                                     ; preds = %v696, %v688
  %v704 = phi <32 x float> [ %v703, %v696 ], [ %v630, %v688 ]
  br i1 %v79, label %v705, label %v706

v705:                                     ; preds = %v697
  %v707 = getelementptr inbounds i8, ptr %v637, i64 216
  %v708 = load float, ptr %v707, align 4, !alias.scope !0, !noalias !7
  %v709 = insertelement <32 x float> poison, float %v708, i64 0
  %v710 = shufflevector <32 x float> %v709, <32 x float> poison, <32 x i32> zeroinitializer
  %v711 = fmul contract <32 x float> %v643, %v710
  %v712 = fadd contract <32 x float> %v632, %v711
  br label %v706

v706:                                     ; preds = %v705, %v697
  %v713 = phi <32 x float> [ %v712, %v705 ], [ %v632, %v697 ]
  br i1 %v81, label %v714, label %v715

v714:                                     ; preds = %v706
  %v716 = getelementptr inbounds i8, ptr %v637, i64 252
  %v717 = load float, ptr %v716, align 4, !alias.scope !0, !noalias !7
  %v718 = insertelement <32 x float> poison, float %v717, i64 0
  %v719 = shufflevector <32 x float> %v718, <32 x float> poison, <32 x i32> zeroinitializer
  %v720 = fmul contract <32 x float> %v643, %v719
  %v721 = fadd contract <32 x float> %v634, %v720
  br label %v715

v715:                                     ; preds = %v714, %v706
  %v651 = phi <32 x float> [ %v721, %v714 ], [ %v634, %v706 ]
  %v722 = or disjoint i64 %v636, 1
  %v723 = getelementptr inbounds float, ptr %v4, i64 %v722
  %v724 = load float, ptr %v723, align 4, !alias.scope !0, !noalias !7
  %v725 = insertelement <32 x float> poison, float %v724, i64 0
  %v726 = shufflevector <32 x float> %v725, <32 x float> poison, <32 x i32> zeroinitializer
  %v727 = getelementptr inbounds i8, ptr %v642, i64 280
  %v728 = load <32 x float>, ptr %v727, align 4, !alias.scope !3, !noalias !8
  %v729 = fmul contract <32 x float> %v728, %v726
  %v621 = fadd contract <32 x float> %v645, %v729
  br i1 %v69, label %v730, label %v731

v730:                                     ; preds = %v715
  %v732 = getelementptr inbounds i8, ptr %v637, i64 40
  %v733 = load float, ptr %v732, align 4, !alias.scope !0, !noalias !7
  %v734 = insertelement <32 x float> poison, float %v733, i64 0
  %v735 = shufflevector <32 x float> %v734, <32 x float> poison, <32 x i32> zeroinitializer
  %v736 = fmul contract <32 x float> %v728, %v735
  %v737 = fadd contract <32 x float> %v668, %v736
  br label %v731

v731:                                     ; preds = %v730, %v715
  %v623 = phi <32 x float> [ %v737, %v730 ], [ %v668, %v715 ]
  br i1 %v71, label %v738, label %v739

v738:                                     ; preds = %v731
  %v740 = getelementptr inbounds i8, ptr %v637, i64 76
  %v741 = load float, ptr %v740, align 4, !alias.scope !0, !noalias !7
  %v742 = insertelement <32 x float> poison, float %v741, i64 0
  %v743 = shufflevector <32 x float> %v742, <32 x float> poison, <32 x i32> zeroinitializer
  %v744 = fmul contract <32 x float> %v728, %v743
  %v745 = fadd contract <32 x float> %v677, %v744
  br label %v739

v739:                                     ; preds = %v738, %v731
  %v625 = phi <32 x float> [ %v745, %v738 ], [ %v677, %v731 ]
  br i1 %v73, label %v746, label %v747

v746:                                     ; preds = %v739
  %v748 = getelementptr inbounds i8, ptr %v637, i64 112
  %v749 = load float, ptr %v748, align 4, !alias.scope !0, !noalias !7
  %v750 = insertelement <32 x float> poison, float %v749, i64 0
  %v751 = shufflevector <32 x float> %v750, <32 x float> poison, <32 x i32> zeroinitializer
  %v752 = fmul contract <32 x float> %v728, %v751
  %v753 = fadd contract <32 x float> %v686, %v752
  br label %v747

v747:                                     ; preds = %v746, %v739
  %v627 = phi <32 x float> [ %v753, %v746 ], [ %v686, %v739 ]
  br i1 %v75, label %v754, label %v755

v754:                                     ; preds = %v747
  %v756 = getelementptr inbounds i8, ptr %v637, i64 148
  %v757 = load float, ptr %v756, align 4, !alias.scope !0, !noalias !7
  %v758 = insertelement <32 x float> poison, float %v757, i64 0
  %v759 = shufflevector <32 x float> %v758, <32 x float> poison, <32 x i32> zeroinitializer
  %v760 = fmul contract <32 x float> %v728, %v759
  %v761 = fadd contract <32 x float> %v695, %v760
  br label %v755

v755:                                     ; preds = %v754, %v747
  %v629 = phi <32 x float> [ %v761, %v754 ], [ %v695, %v747 ]
  br i1 %v77, label %v762, label %v763

v762:                                     ; preds = %v755
  %v764 = getelementptr inbounds i8, ptr %v637, i64 184
  %v765 = load float, ptr %v764, align 4, !alias.scope !0, !noalias !7
  %v766 = insertelement <32 x float> poison, float %v765, i64 0
  %v767 = shufflevector <32 x float> %v766, <32 x float> poison, <32 x i32> zeroinitializer
  %v768 = fmul contract <32 x float> %v728, %v767
  %v769 = fadd contract <32 x float> %v704, %v768
  br label %v763

v763:                                     ; preds = %v762, %v755
  %v631 = phi <32 x float> [ %v769, %v762 ], [ %v704, %v755 ]
  br i1 %v79, label %v770, label %v649

v770:                                     ; preds = %v763
  %v771 = getelementptr inbounds i8, ptr %v637, i64 220
  %v772 = load float, ptr %v771, align 4, !alias.scope !0, !noalias !7
  %v773 = insertelement <32 x float> poison, float %v772, i64 0
  %v774 = shufflevector <32 x float> %v773, <32 x float> poison, <32 x i32> zeroinitializer
  %v775 = fmul contract <32 x float> %v728, %v774
  %v776 = fadd contract <32 x float> %v713, %v775
  br label %v649

v649:                                     ; preds = %v770, %v763
  %v633 = phi <32 x float> [ %v776, %v770 ], [ %v713, %v763 ]
  br i1 %v81, label %v648, label %v617

v648:                                     ; preds = %v649
  %v777 = getelementptr inbounds i8, ptr %v637, i64 256
  %v778 = load float, ptr %v777, align 4, !alias.scope !0, !noalias !7
  %v779 = insertelement <32 x float> poison, float %v778, i64 0
  %v780 = shufflevector <32 x float> %v779, <32 x float> poison, <32 x i32> zeroinitializer
  %v781 = fmul contract <32 x float> %v728, %v780
  %v650 = fadd contract <32 x float> %v651, %v781
  br label %v617

v660:                                     ; preds = %v653
  %v782 = load float, ptr %v104, align 4, !alias.scope !0, !noalias !7
  %v783 = insertelement <32 x float> poison, float %v782, i64 0
  %v784 = shufflevector <32 x float> %v783, <32 x float> poison, <32 x i32> zeroinitializer
  %v785 = fmul contract <32 x float> %v658, %v784
  %v786 = fadd contract <32 x float> %v623, %v785
  br label %v661

v661:                                     ; preds = %v660, %v653
  %v590 = phi <32 x float> [ %v786, %v660 ], [ %v623, %v653 ]
  br i1 %v71, label %v787, label %v788

v787:                                     ; preds = %v661
  %v789 = load float, ptr %v105, align 4, !alias.scope !0, !noalias !7
  %v790 = insertelement <32 x float> poison, float %v789, i64 0
  %v791 = shufflevector <32 x float> %v790, <32 x float> poison, <32 x i32> zeroinitializer
  %v792 = fmul contract <32 x float> %v658, %v791
  %v793 = fadd contract <32 x float> %v625, %v792
  br label %v788

v788:                                     ; preds = %v787, %v661
  %v589 = phi <32 x float> [ %v793, %v787 ], [ %v625, %v661 ]
  br i1 %v73, label %v794, label %v795

v794:                                     ; preds = %v788
  %v796 = load float, ptr %v106, align 4, !alias.scope !0, !noalias !7
  %v797 = insertelement <32 x float> poison, float %v796, i64 0
  %v798 = shufflevector <32 x float> %v797, <32 x float> poison, <32 x i32> zeroinitializer
  %v799 = fmul contract <32 x float> %v658, %v798
  %v800 = fadd contract <32 x float> %v627, %v799
  br label %v795

v795:                                     ; preds = %v794, %v788
  %v588 = phi <32 x float> [ %v800, %v794 ], [ %v627, %v788 ]
  br i1 %v75, label %v801, label %v802

v801:                                     ; preds = %v795
  %v803 = load float, ptr %v107, align 4, !alias.scope !0, !noalias !7
  %v804 = insertelement <32 x float> poison, float %v803, i64 0
  %v805 = shufflevector <32 x float> %v804, <32 x float> poison, <32 x i32> zeroinitializer
  %v806 = fmul contract <32 x float> %v658, %v805
  %v807 = fadd contract <32 x float> %v629, %v806
  br label %v802

v802:                                     ; preds = %v801, %v795
  %v587 = phi <32 x float> [ %v807, %v801 ], [ %v629, %v795 ]
  br i1 %v77, label %v808, label %v809

v808:                                     ; preds = %v802
  %v810 = load float, ptr %v108, align 4, !alias.scope !0, !noalias !7
  %v811 = insertelement <32 x float> poison, float %v810, i64 0
  %v812 = shufflevector <32 x float> %v811, <32 x float> poison, <32 x i32> zeroinitializer
  %v813 = fmul contract <32 x float> %v658, %v812
  %v814 = fadd contract <32 x float> %v631, %v813
  br label %v809

v809:                                     ; preds = %v808, %v802
  %v586 = phi <32 x float> [ %v814, %v808 ], [ %v631, %v802 ]
  br i1 %v79, label %v815, label %v610

v815:                                     ; preds = %v809
  %v816 = load float, ptr %v109, align 4, !alias.scope !0, !noalias !7
  %v817 = insertelement <32 x float> poison, float %v816, i64 0
  %v818 = shufflevector <32 x float> %v817, <32 x float> poison, <32 x i32> zeroinitializer
  %v819 = fmul contract <32 x float> %v658, %v818
  %v820 = fadd contract <32 x float> %v633, %v819
  br label %v610

v610:                                     ; preds = %v815, %v809
  %v585 = phi <32 x float> [ %v820, %v815 ], [ %v633, %v809 ]
  br i1 %v81, label %v609, label %v608

v609:                                     ; preds = %v610
  %v821 = load float, ptr %v110, align 4, !alias.scope !0, !noalias !7
  %v822 = insertelement <32 x float> poison, float %v821, i64 0
  %v823 = shufflevector <32 x float> %v822, <32 x float> poison, <32 x i32> zeroinitializer
  %v824 = fmul contract <32 x float> %v658, %v823
  %v612 = fadd contract <32 x float> %v611, %v824
  br label %v608

v615:                                     ; preds = %v608
  %v825 = getelementptr inbounds i8, ptr %v613, i64 280
  store <32 x float> %v590, ptr %v825, align 4, !alias.scope !5, !noalias !9
  br label %v616

v616:                                     ; preds = %v615, %v608
  br i1 %v71, label %v826, label %v827

v826:                                     ; preds = %v616
  %v828 = getelementptr inbounds i8, ptr %v613, i64 560
  store <32 x float> %v589, ptr %v828, align 4, !alias.scope !5, !noalias !9
  br label %v827

v827:                                     ; preds = %v826, %v616
  br i1 %v73, label %v829, label %v830

v829:                                     ; preds = %v827
  %v831 = getelementptr inbounds i8, ptr %v613, i64 840
  store <32 x float> %v588, ptr %v831, align 4, !alias.scope !5, !noalias !9
  br label %v830

v830:                                     ; preds = %v829, %v827
  br i1 %v75, label %v832, label %v833

v832:                                     ; preds = %v830
  %v834 = getelementptr inbounds i8, ptr %v613, i64 1120
  store <32 x float> %v587, ptr %v834, align 4, !alias.scope !5, !noalias !9
  br label %v833

v833:                                     ; preds = %v832, %v830
  br i1 %v77, label %v835, label %v836

v835:                                     ; preds = %v833
  %v837 = getelementptr inbounds i8, ptr %v613, i64 1400
  store <32 x float> %v586, ptr %v837, align 4, !alias.scope !5, !noalias !9
  br label %v836

v836:                                     ; preds = %v835, %v833
  br i1 %v79, label %v838, label %v575

v838:                                     ; preds = %v836
  %v839 = getelementptr inbounds i8, ptr %v613, i64 1680
  store <32 x float> %v585, ptr %v839, align 4, !alias.scope !5, !noalias !9
  br label %v575

v575:                                     ; preds = %v838, %v836
  br i1 %v81, label %v574, label %v142

v574:                                     ; preds = %v575
  %v840 = getelementptr inbounds i8, ptr %v613, i64 1960
  store <32 x float> %v584, ptr %v840, align 4, !alias.scope !5, !noalias !9
  br label %v142

v841:                                ; preds = %v842, %v843
  %v576 = phi <32 x float> [ %v844, %v843 ], [ %v845, %v842 ]
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v583, ptr %v87, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br i1 %v69, label %v846, label %v847

v607:                                     ; preds = %v561, %v848
  %v849 = phi i64 [ 0, %v561 ], [ %v850, %v848 ]
  %v851 = phi <32 x float> [ %v592, %v561 ], [ %v852, %v848 ]
  %v853 = phi <32 x float> [ %v594, %v561 ], [ %v854, %v848 ]
  %v855 = phi <32 x float> [ %v596, %v561 ], [ %v856, %v848 ]
  %v857 = phi <32 x float> [ %v598, %v561 ], [ %v858, %v848 ]
  %v859 = phi <32 x float> [ %v600, %v561 ], [ %v860, %v848 ]
  %v861 = phi <32 x float> [ %v602, %v561 ], [ %v862, %v848 ]
  %v863 = phi <32 x float> [ %v604, %v561 ], [ %v864, %v848 ]
  %v865 = phi <32 x float> [ %v606, %v561 ], [ %v844, %v848 ]
  %v866 = shl nuw nsw i64 %v849, 1
  %v867 = add nuw nsw i64 %v866, %v82
  %v868 = getelementptr float, ptr %v4, i64 %v867
  %v869 = load float, ptr %v868, align 4, !alias.scope !0, !noalias !7
  %v870 = insertelement <32 x float> poison, float %v869, i64 0
  %v871 = shufflevector <32 x float> %v870, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v872 = mul nuw nsw i64 %v849, 560
  %v873 = getelementptr i8, ptr %v6, i64 %v872
  %v874 = getelementptr i8, ptr %v873, i64 256
  %v875 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v874, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison), !alias.scope !3, !noalias !8
  %v876 = fmul contract <32 x float> %v875, %v871
  %v877 = fadd contract <32 x float> %v851, %v876
  %v878 = shufflevector <32 x float> %v877, <32 x float> %v851, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br i1 %v69, label %v879, label %v880

v848:                                     ; preds = %v881, %v882
  %v844 = phi <32 x float> [ %v883, %v881 ], [ %v884, %v882 ]
  %v850 = add nuw nsw i64 %v849, 1
  %v885 = icmp eq i64 %v850, 4
  br i1 %v885, label %v886, label %v607

v886:                                     ; preds = %v848
  %v887 = load float, ptr %v95, align 4, !alias.scope !0, !noalias !7
  %v888 = insertelement <32 x float> poison, float %v887, i64 0
  %v889 = shufflevector <32 x float> %v888, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v890 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v12, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison), !alias.scope !3, !noalias !8
  %v891 = fmul contract <32 x float> %v890, %v889
  %v892 = fadd contract <32 x float> %v852, %v891
  %v583 = shufflevector <32 x float> %v892, <32 x float> %v852, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br i1 %v69, label %v893, label %v894

v879:                                     ; preds = %v607
  %v895 = getelementptr i8, ptr %v868, i64 36
  %v896 = load float, ptr %v895, align 4, !alias.scope !0, !noalias !7
  %v897 = insertelement <32 x float> poison, float %v896, i64 0
  %v898 = shufflevector <32 x float> %v897, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v899 = fmul contract <32 x float> %v875, %v898
  %v900 = fadd contract <32 x float> %v853, %v899
  %v901 = shufflevector <32 x float> %v900, <32 x float> %v853, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %v880

v880:                                     ; preds = %v879, %v607
  %v902 = phi <32 x float> [ %v901, %v879 ], [ %v853, %v607 ]
  br i1 %v71, label %v903, label %v904

v903:                                     ; preds = %v880
  %v905 = getelementptr i8, ptr %v868, i64 72
  %v906 = load float, ptr %v905, align 4, !alias.scope !0, !noalias !7
  %v907 = insertelement <32 x float> poison, float %v906, i64 0
  %v908 = shufflevector <32 x float> %v907, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v909 = fmul contract <32 x float> %v875, %v908
  %v910 = fadd contract <32 x float> %v855, %v909
  %v911 = shufflevector <32 x float> %v910, <32 x float> %v855, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %v904

v904:                                     ; preds = %v903, %v880
  %v912 = phi <32 x float> [ %v911, %v903 ], [ %v855, %v880 ]
  br i1 %v73, label %v913, label %v914

v913:                                     ; preds = %v904
  %v915 = getelementptr i8, ptr %v868, i64 108
  %v916 = load float, ptr %v915, align 4, !alias.scope !0, !noalias !7
  %v917 = insertelement <32 x float> poison, float %v916, i64 0
  %v918 = shufflevector <32 x float> %v917, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v919 = fmul contract <32 x float> %v875, %v918
  %v920 = fadd contract <32 x float> %v857, %v919
  %v921 = shufflevector <32 x float> %v920, <32 x float> %v857, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %v914

v914:                                     ; preds = %v913, %v904
  %v922 = phi <32 x float> [ %v921, %v913 ], [ %v857, %v904 ]
  br i1 %v75, label %v923, label %v924

v923:                                     ; preds = %v914
  %v925 = getelementptr i8, ptr %v868, i64 144
  %v926 = load float, ptr %v925, align 4, !alias.scope !0, !noalias !7
  %v927 = insertelement <32 x float> poison, float %v926, i64 0
  %v928 = shufflevector <32 x float> %v927, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v929 = fmul contract <32 x float> %v875, %v928
  %v930 = fadd contract <32 x float> %v859, %v929
  %v931 = shufflevector <32 x float> %v930, <32 x float> %v859, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %v924

v924:                                     ; preds = %v923, %v914
  %v932 = phi <32 x float> [ %v931, %v923 ], [ %v859, %v914 ]
  br i1 %v77, label %v933, label %v934

v933:                                     ; preds = %v924
  %v935 = getelementptr i8, ptr %v868, i64 180
  %v936 = load float, ptr %v935, align 4, !alias.scope !0, !noalias !7
  %v937 = insertelement <32 x float> poison, float %v936, i64 0
  %v938 = shufflevector <32 x float> %v937, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v939 = fmul contract <32 x float> %v875, %v938
  %v940 = fadd contract <32 x float> %v861, %v939
  %v941 = shufflevector <32 x float> %v940, <32 x float> %v861, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %v934

v934:                                     ; preds = %v933, %v924
  %v942 = phi <32 x float> [ %v941, %v933 ], [ %v861, %v924 ]
  br i1 %v79, label %v943, label %v944

v943:                                     ; preds = %v934
  %v945 = getelementptr i8, ptr %v868, i64 216
  %v946 = load float, ptr %v945, align 4, !alias.scope !0, !noalias !7
  %v947 = insertelement <32 x float> poison, float %v946, i64 0
  %v948 = shufflevector <32 x float> %v947, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v949 = fmul contract <32 x float> %v875, %v948
  %v950 = fadd contract <32 x float> %v863, %v949
  %v951 = shufflevector <32 x float> %v950, <32 x float> %v863, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %v944

v944:                                     ; preds = %v943, %v934
  %v952 = phi <32 x float> [ %v951, %v943 ], [ %v863, %v934 ]
  br i1 %v81, label %v953, label %v954

v953:                                     ; preds = %v944
  %v955 = getelementptr i8, ptr %v868, i64 252
  %v956 = load float, ptr %v955, align 4, !alias.scope !0, !noalias !7
  %v957 = insertelement <32 x float> poison, float %v956, i64 0
  %v958 = shufflevector <32 x float> %v957, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v959 = fmul contract <32 x float> %v875, %v958
  %v960 = fadd contract <32 x float> %v865, %v959
  %v961 = shufflevector <32 x float> %v960, <32 x float> %v865, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %v954

v954:                                     ; preds = %v953, %v944
  %v884 = phi <32 x float> [ %v961, %v953 ], [ %v865, %v944 ]
  %v962 = or disjoint i64 %v867, 1
  %v963 = getelementptr float, ptr %v4, i64 %v962
  %v964 = load float, ptr %v963, align 4, !alias.scope !0, !noalias !7
  %v965 = insertelement <32 x float> poison, float %v964, i64 0
  %v966 = shufflevector <32 x float> %v965, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v967 = getelementptr i8, ptr %v873, i64 536
  %v968 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v967, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison), !alias.scope !3, !noalias !8
  %v969 = fmul contract <32 x float> %v968, %v966
  %v970 = fadd contract <32 x float> %v878, %v969
  %v852 = shufflevector <32 x float> %v970, <32 x float> %v878, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br i1 %v69, label %v971, label %v972

v971:                                     ; preds = %v954
  %v973 = getelementptr i8, ptr %v868, i64 40
  %v974 = load float, ptr %v973, align 4, !alias.scope !0, !noalias !7
  %v975 = insertelement <32 x float> poison, float %v974, i64 0
  %v976 = shufflevector <32 x float> %v975, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v977 = fmul contract <32 x float> %v968, %v976
  %v978 = fadd contract <32 x float> %v902, %v977
  %v979 = shufflevector <32 x float> %v978, <32 x float> %v902, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %v972

v972:                                     ; preds = %v971, %v954
  %v854 = phi <32 x float> [ %v979, %v971 ], [ %v902, %v954 ]
  br i1 %v71, label %v980, label %v981

v980:                                     ; preds = %v972
  %v982 = getelementptr i8, ptr %v868, i64 76
  %v983 = load float, ptr %v982, align 4, !alias.scope !0, !noalias !7
  %v984 = insertelement <32 x float> poison, float %v983, i64 0
  %v985 = shufflevector <32 x float> %v984, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v986 = fmul contract <32 x float> %v968, %v985
  %v987 = fadd contract <32 x float> %v912, %v986
  %v988 = shufflevector <32 x float> %v987, <32 x float> %v912, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %v981

v981:                                     ; preds = %v980, %v972
  %v856 = phi <32 x float> [ %v988, %v980 ], [ %v912, %v972 ]
  br i1 %v73, label %v989, label %v990

v989:                                     ; preds = %v981
  %v991 = getelementptr i8, ptr %v868, i64 112
  %v992 = load float, ptr %v991, align 4, !alias.scope !0, !noalias !7
  %v993 = insertelement <32 x float> poison, float %v992, i64 0
  %v994 = shufflevector <32 x float> %v993, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v995 = fmul contract <32 x float> %v968, %v994
  %v996 = fadd contract <32 x float> %v922, %v995
  %v997 = shufflevector <32 x float> %v996, <32 x float> %v922, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %v990

v990:                                     ; preds = %v989, %v981
  %v858 = phi <32 x float> [ %v997, %v989 ], [ %v922, %v981 ]
  br i1 %v75, label %v998, label %v999

v998:                                     ; preds = %v990
  %v1000 = getelementptr i8, ptr %v868, i64 148
  %v1001 = load float, ptr %v1000, align 4, !alias.scope !0, !noalias !7
  %v1002 = insertelement <32 x float> poison, float %v1001, i64 0
  %v1003 = shufflevector <32 x float> %v1002, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1004 = fmul contract <32 x float> %v968, %v1003
  %v1005 = fadd contract <32 x float> %v932, %v1004
  %v1006 = shufflevector <32 x float> %v1005, <32 x float> %v932, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %v999

v999:                                     ; preds = %v998, %v990
  %v860 = phi <32 x float> [ %v1006, %v998 ], [ %v932, %v990 ]
  br i1 %v77, label %v1007, label %v1008

v1007:                                     ; preds = %v999
  %v1009 = getelementptr i8, ptr %v868, i64 184
  %v1010 = load float, ptr %v1009, align 4, !alias.scope !0, !noalias !7
  %v1011 = insertelement <32 x float> poison, float %v1010, i64 0
  %v1012 = shufflevector <32 x float> %v1011, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1013 = fmul contract <32 x float> %v968, %v1012
  %v1014 = fadd contract <32 x float> %v942, %v1013
  %v1015 = shufflevector <32 x float> %v1014, <32 x float> %v942, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %v1008

v1008:                                     ; preds = %v1007, %v999
  %v862 = phi <32 x float> [ %v1015, %v1007 ], [ %v942, %v999 ]
  br i1 %v79, label %v1016, label %v882

v1016:                                     ; preds = %v1008
  %v1017 = getelementptr i8, ptr %v868, i64 220
  %v1018 = load float, ptr %v1017, align 4, !alias.scope !0, !noalias !7
  %v1019 = insertelement <32 x float> poison, float %v1018, i64 0
  %v1020 = shufflevector <32 x float> %v1019, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1021 = fmul contract <32 x float> %v968, %v1020
  %v1022 = fadd contract <32 x float> %v952, %v1021
  %v1023 = shufflevector <32 x float> %v1022, <32 x float> %v952, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %v882

v882:                                     ; preds = %v1016, %v1008
  %v864 = phi <32 x float> [ %v1023, %v1016 ], [ %v952, %v1008 ]
  br i1 %v81, label %v881, label %v848

v881:                                     ; preds = %v882
  %v1024 = getelementptr i8, ptr %v868, i64 256
  %v1025 = load float, ptr %v1024, align 4, !alias.scope !0, !noalias !7
  %v1026 = insertelement <32 x float> poison, float %v1025, i64 0
  %v1027 = shufflevector <32 x float> %v1026, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1028 = fmul contract <32 x float> %v968, %v1027
  %v1029 = fadd contract <32 x float> %v884, %v1028
  %v883 = shufflevector <32 x float> %v1029, <32 x float> %v884, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %v848

v893:                                     ; preds = %v886
  %v1030 = load float, ptr %v96, align 4, !alias.scope !0, !noalias !7
  %v1031 = insertelement <32 x float> poison, float %v1030, i64 0
  %v1032 = shufflevector <32 x float> %v1031, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1033 = fmul contract <32 x float> %v890, %v1032
  %v1034 = fadd contract <32 x float> %v854, %v1033
  %v1035 = shufflevector <32 x float> %v1034, <32 x float> %v854, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %v894

v894:                                     ; preds = %v893, %v886
  %v582 = phi <32 x float> [ %v1035, %v893 ], [ %v854, %v886 ]
  br i1 %v71, label %v1036, label %v1037

v1036:                                     ; preds = %v894
  %v1038 = load float, ptr %v97, align 4, !alias.scope !0, !noalias !7
  %v1039 = insertelement <32 x float> poison, float %v1038, i64 0
  %v1040 = shufflevector <32 x float> %v1039, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1041 = fmul contract <32 x float> %v890, %v1040
  %v1042 = fadd contract <32 x float> %v856, %v1041
  %v1043 = shufflevector <32 x float> %v1042, <32 x float> %v856, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %v1037

v1037:                                     ; preds = %v1036, %v894
  %v581 = phi <32 x float> [ %v1043, %v1036 ], [ %v856, %v894 ]
  br i1 %v73, label %v1044, label %v1045

v1044:                                     ; preds = %v1037
  %v1046 = load float, ptr %v98, align 4, !alias.scope !0, !noalias !7
  %v1047 = insertelement <32 x float> poison, float %v1046, i64 0
  %v1048 = shufflevector <32 x float> %v1047, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1049 = fmul contract <32 x float> %v890, %v1048
  %v1050 = fadd contract <32 x float> %v858, %v1049
  %v1051 = shufflevector <32 x float> %v1050, <32 x float> %v858, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %v1045

v1045:                                     ; preds = %v1044, %v1037
  %v580 = phi <32 x float> [ %v1051, %v1044 ], [ %v858, %v1037 ]
  br i1 %v75, label %v1052, label %v1053

v1052:                                     ; preds = %v1045
  %v1054 = load float, ptr %v99, align 4, !alias.scope !0, !noalias !7
  %v1055 = insertelement <32 x float> poison, float %v1054, i64 0
  %v1056 = shufflevector <32 x float> %v1055, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1057 = fmul contract <32 x float> %v890, %v1056
  %v1058 = fadd contract <32 x float> %v860, %v1057
  %v1059 = shufflevector <32 x float> %v1058, <32 x float> %v860, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %v1053

v1053:                                     ; preds = %v1052, %v1045
  %v579 = phi <32 x float> [ %v1059, %v1052 ], [ %v860, %v1045 ]
  br i1 %v77, label %v1060, label %v1061

v1060:                                     ; preds = %v1053
  %v1062 = load float, ptr %v100, align 4, !alias.scope !0, !noalias !7
  %v1063 = insertelement <32 x float> poison, float %v1062, i64 0
  %v1064 = shufflevector <32 x float> %v1063, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1065 = fmul contract <32 x float> %v890, %v1064
  %v1066 = fadd contract <32 x float> %v862, %v1065
  %v1067 = shufflevector <32 x float> %v1066, <32 x float> %v862, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %v1061

v1061:                                     ; preds = %v1060, %v1053
  %v578 = phi <32 x float> [ %v1067, %v1060 ], [ %v862, %v1053 ]
  br i1 %v79, label %v1068, label %v843

v1068:                                     ; preds = %v1061
  %v1069 = load float, ptr %v101, align 4, !alias.scope !0, !noalias !7
  %v1070 = insertelement <32 x float> poison, float %v1069, i64 0
  %v1071 = shufflevector <32 x float> %v1070, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1072 = fmul contract <32 x float> %v890, %v1071
  %v1073 = fadd contract <32 x float> %v864, %v1072
  %v1074 = shufflevector <32 x float> %v1073, <32 x float> %v864, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %v843

v843:                                     ; preds = %v1068, %v1061
  %v577 = phi <32 x float> [ %v1074, %v1068 ], [ %v864, %v1061 ]
  br i1 %v81, label %v842, label %v841

v842:                                     ; preds = %v843
  %v1075 = load float, ptr %v102, align 4, !alias.scope !0, !noalias !7
  %v1076 = insertelement <32 x float> poison, float %v1075, i64 0
  %v1077 = shufflevector <32 x float> %v1076, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1078 = fmul contract <32 x float> %v890, %v1077
  %v1079 = fadd contract <32 x float> %v844, %v1078
  %v845 = shufflevector <32 x float> %v1079, <32 x float> %v844, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %v841

v846:                                    ; preds = %v841
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v582, ptr %v88, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v847

v847:                                    ; preds = %v846, %v841
  br i1 %v71, label %v1080, label %v1081

v1080:                                    ; preds = %v847
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v581, ptr %v89, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v1081

v1081:                                    ; preds = %v1080, %v847
  br i1 %v73, label %v1082, label %v1083

v1082:                                    ; preds = %v1081
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v580, ptr %v90, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v1083

v1083:                                    ; preds = %v1082, %v1081
  br i1 %v75, label %v1084, label %v1085

v1084:                                    ; preds = %v1083
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v579, ptr %v91, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v1085

v1085:                                    ; preds = %v1084, %v1083
  br i1 %v77, label %v1086, label %v1087

v1086:                                    ; preds = %v1085
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v578, ptr %v92, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v1087

v1087:                                    ; preds = %v1086, %v1085
  br i1 %v79, label %v1088, label %v573

v1088:                                    ; preds = %v1087
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v577, ptr %v93, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v573

v573:                                    ; preds = %v1088, %v1087
  br i1 %v81, label %v572, label %v142

v572:                                    ; preds = %v573
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v576, ptr %v94, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !9
  br label %v142

v11:  ; preds = %v15, %v3
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
