; dense:M=128,N=3072,K=768,bias=1,residual=0,act=gelu,dtype=f32,nblock=0 on llvm -mcpu=x86-64-v3, schedule avx2.trace.dense_bias_gelu_tuned.json
; ModuleID = 'ktune_dense_bias_gelu_f32_m128_n3072_k768'
source_filename = "ktune_dense_bias_gelu_f32_m128_n3072_k768"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_dense_bias_gelu_f32_m128_n3072_k768(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2, ptr noalias %v3) local_unnamed_addr #0 {
v4:
  %v5 = alloca [4 x i64], align 64
  %v6 = alloca [2 x i64], align 64
  %v7 = tail call ptr @ktune_alloc(i64 9437184) #4
  store ptr %v7, ptr %v6, align 64
  %v8 = getelementptr inbounds i8, ptr %v6, i64 8
  store ptr %v1, ptr %v8, align 8
  call void @ktune_parallel_for(i64 192, ptr nonnull @ktune_dense_bias_gelu_f32_m128_n3072_k768.parallel0, ptr nonnull %v6) #4
  store ptr %v0, ptr %v5, align 64
  %v9 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v7, ptr %v9, align 8
  %v10 = getelementptr inbounds i8, ptr %v5, i64 16
  store ptr %v3, ptr %v10, align 16
  %v11 = getelementptr inbounds i8, ptr %v5, i64 24
  store ptr %v2, ptr %v11, align 8
  call void @ktune_parallel_for(i64 22, ptr nonnull @ktune_dense_bias_gelu_f32_m128_n3072_k768.parallel1, ptr nonnull %v5) #4
  call void @ktune_free(ptr %v7) #4
  ret void
}

declare ptr @ktune_alloc(i64) local_unnamed_addr

declare void @ktune_free(ptr) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_dense_bias_gelu_f32_m128_n3072_k768.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  %v7 = icmp slt i64 %v1, %v2
  br i1 %v7, label %v8, label %v9

v8:                                   ; preds = %v3, %v10
  %v11 = phi i64 [ %v12, %v10 ], [ %v1, %v3 ]
  %v13 = mul nsw i64 %v11, 12288
  %v14 = getelementptr float, ptr %v4, i64 %v13
  br label %v15

v15:                                         ; preds = %v15, %v8
  %v16 = phi i64 [ 0, %v8 ], [ %v17, %v15 ]
  %v18 = add nuw nsw i64 %v16, %v13
  %v19 = insertelement <16 x i64> poison, i64 %v18, i64 0
  %v20 = shufflevector <16 x i64> %v19, <16 x i64> poison, <16 x i32> zeroinitializer
  %v21 = add <16 x i64> %v20, <i64 0, i64 768, i64 1536, i64 2304, i64 3072, i64 3840, i64 4608, i64 5376, i64 6144, i64 6912, i64 7680, i64 8448, i64 9216, i64 9984, i64 10752, i64 11520>
  %v22 = getelementptr inbounds float, ptr %v6, <16 x i64> %v21
  %v23 = tail call contract <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %v22, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !noalias !0
  %v24 = shl nuw nsw i64 %v16, 6
  %v25 = getelementptr i8, ptr %v14, i64 %v24
  store <16 x float> %v23, ptr %v25, align 64, !alias.scope !0, !noalias !3
  %v17 = add nuw nsw i64 %v16, 1
  %v26 = icmp eq i64 %v17, 768
  br i1 %v26, label %v10, label %v15

v10:                                         ; preds = %v15
  %v12 = add nuw nsw i64 %v11, 1
  %v27 = icmp eq i64 %v12, %v2
  br i1 %v27, label %v9, label %v8

v9: ; preds = %v10, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x float>) #2

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_dense_bias_gelu_f32_m128_n3072_k768.parallel1(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  %v7 = getelementptr inbounds i8, ptr %v0, i64 16
  %v8 = load ptr, ptr %v7, align 8
  %v9 = getelementptr inbounds i8, ptr %v0, i64 24
  %v10 = load ptr, ptr %v9, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !12)
  %v11 = icmp slt i64 %v1, %v2
  br i1 %v11, label %v12, label %v13

v12:                                   ; preds = %v3, %v14
  %v15 = phi i64 [ %v16, %v14 ], [ %v1, %v3 ]
  %v17 = icmp slt i64 %v15, 21
  %v18 = mul nsw i64 %v15, 4608
  %v19 = mul i64 %v15, 73728
  %v20 = getelementptr i8, ptr %v8, i64 %v19
  br i1 %v17, label %v21, label %v22

v14:                                        ; preds = %v23, %v24
  %v16 = add nuw nsw i64 %v15, 1
  %v25 = icmp eq i64 %v16, %v2
  br i1 %v25, label %v13, label %v12

v21:                                   ; preds = %v12, %v24
  %v26 = phi i64 [ %v27, %v24 ], [ 0, %v12 ]
  %v28 = mul nuw nsw i64 %v26, 12288
  br label %v29

v29:                                   ; preds = %v29, %v21
  %v30 = phi <16 x float> [ zeroinitializer, %v21 ], [ %v31, %v29 ]
  %v32 = phi <16 x float> [ zeroinitializer, %v21 ], [ %v33, %v29 ]
  %v34 = phi <16 x float> [ zeroinitializer, %v21 ], [ %v35, %v29 ]
  %v36 = phi <16 x float> [ zeroinitializer, %v21 ], [ %v37, %v29 ]
  %v38 = phi <16 x float> [ zeroinitializer, %v21 ], [ %v39, %v29 ]
  %v40 = phi <16 x float> [ zeroinitializer, %v21 ], [ %v41, %v29 ]
  %v42 = phi i64 [ 0, %v21 ], [ %v43, %v29 ]
  %v44 = shl nuw nsw i64 %v42, 2
  %v45 = add nsw i64 %v44, %v18
  %v46 = getelementptr inbounds float, ptr %v4, i64 %v45
  %v47 = load float, ptr %v46, align 4, !alias.scope !5, !noalias !14
  %v48 = insertelement <16 x float> poison, float %v47, i64 0
  %v49 = shufflevector <16 x float> %v48, <16 x float> poison, <16 x i32> zeroinitializer
  %v50 = shl nuw nsw i64 %v42, 6
  %v51 = add nuw nsw i64 %v50, %v28
  %v52 = getelementptr inbounds float, ptr %v6, i64 %v51
  %v53 = load <16 x float>, ptr %v52, align 64, !alias.scope !8, !noalias !15
  %v54 = fmul contract <16 x float> %v53, %v49
  %v55 = fadd contract <16 x float> %v40, %v54
  %v56 = getelementptr i8, ptr %v46, i64 3072
  %v57 = load float, ptr %v56, align 4, !alias.scope !5, !noalias !14
  %v58 = insertelement <16 x float> poison, float %v57, i64 0
  %v59 = shufflevector <16 x float> %v58, <16 x float> poison, <16 x i32> zeroinitializer
  %v60 = fmul contract <16 x float> %v53, %v59
  %v61 = fadd contract <16 x float> %v38, %v60
  %v62 = getelementptr i8, ptr %v46, i64 6144
  %v63 = load float, ptr %v62, align 4, !alias.scope !5, !noalias !14
  %v64 = insertelement <16 x float> poison, float %v63, i64 0
  %v65 = shufflevector <16 x float> %v64, <16 x float> poison, <16 x i32> zeroinitializer
  %v66 = fmul contract <16 x float> %v53, %v65
  %v67 = fadd contract <16 x float> %v36, %v66
  %v68 = getelementptr i8, ptr %v46, i64 9216
  %v69 = load float, ptr %v68, align 4, !alias.scope !5, !noalias !14
  %v70 = insertelement <16 x float> poison, float %v69, i64 0
  %v71 = shufflevector <16 x float> %v70, <16 x float> poison, <16 x i32> zeroinitializer
  %v72 = fmul contract <16 x float> %v53, %v71
  %v73 = fadd contract <16 x float> %v34, %v72
  %v74 = getelementptr i8, ptr %v46, i64 12288
  %v75 = load float, ptr %v74, align 4, !alias.scope !5, !noalias !14
  %v76 = insertelement <16 x float> poison, float %v75, i64 0
  %v77 = shufflevector <16 x float> %v76, <16 x float> poison, <16 x i32> zeroinitializer
  %v78 = fmul contract <16 x float> %v53, %v77
  %v79 = fadd contract <16 x float> %v32, %v78
  %v80 = getelementptr i8, ptr %v46, i64 15360
  %v81 = load float, ptr %v80, align 4, !alias.scope !5, !noalias !14
  %v82 = insertelement <16 x float> poison, float %v81, i64 0
  %v83 = shufflevector <16 x float> %v82, <16 x float> poison, <16 x i32> zeroinitializer
  %v84 = fmul contract <16 x float> %v53, %v83
  %v85 = fadd contract <16 x float> %v30, %v84
  %v86 = or disjoint i64 %v45, 1
  %v87 = getelementptr inbounds float, ptr %v4, i64 %v86
  %v88 = load float, ptr %v87, align 4, !alias.scope !5, !noalias !14
  %v89 = insertelement <16 x float> poison, float %v88, i64 0
  %v90 = shufflevector <16 x float> %v89, <16 x float> poison, <16 x i32> zeroinitializer
  %v91 = or disjoint i64 %v51, 16
  %v92 = getelementptr inbounds float, ptr %v6, i64 %v91
  %v93 = load <16 x float>, ptr %v92, align 64, !alias.scope !8, !noalias !15
  %v94 = fmul contract <16 x float> %v93, %v90
  %v95 = fadd contract <16 x float> %v55, %v94
  %v96 = getelementptr i8, ptr %v46, i64 3076
  %v97 = load float, ptr %v96, align 4, !alias.scope !5, !noalias !14
  %v98 = insertelement <16 x float> poison, float %v97, i64 0
  %v99 = shufflevector <16 x float> %v98, <16 x float> poison, <16 x i32> zeroinitializer
  %v100 = fmul contract <16 x float> %v93, %v99
  %v101 = fadd contract <16 x float> %v61, %v100
  %v102 = getelementptr i8, ptr %v46, i64 6148
  %v103 = load float, ptr %v102, align 4, !alias.scope !5, !noalias !14
  %v104 = insertelement <16 x float> poison, float %v103, i64 0
  %v105 = shufflevector <16 x float> %v104, <16 x float> poison, <16 x i32> zeroinitializer
  %v106 = fmul contract <16 x float> %v93, %v105
  %v107 = fadd contract <16 x float> %v67, %v106
  %v108 = getelementptr i8, ptr %v46, i64 9220
  %v109 = load float, ptr %v108, align 4, !alias.scope !5, !noalias !14
  %v110 = insertelement <16 x float> poison, float %v109, i64 0
  %v111 = shufflevector <16 x float> %v110, <16 x float> poison, <16 x i32> zeroinitializer
  %v112 = fmul contract <16 x float> %v93, %v111
  %v113 = fadd contract <16 x float> %v73, %v112
  %v114 = getelementptr i8, ptr %v46, i64 12292
  %v115 = load float, ptr %v114, align 4, !alias.scope !5, !noalias !14
  %v116 = insertelement <16 x float> poison, float %v115, i64 0
  %v117 = shufflevector <16 x float> %v116, <16 x float> poison, <16 x i32> zeroinitializer
  %v118 = fmul contract <16 x float> %v93, %v117
  %v119 = fadd contract <16 x float> %v79, %v118
  %v120 = getelementptr i8, ptr %v46, i64 15364
  %v121 = load float, ptr %v120, align 4, !alias.scope !5, !noalias !14
  %v122 = insertelement <16 x float> poison, float %v121, i64 0
  %v123 = shufflevector <16 x float> %v122, <16 x float> poison, <16 x i32> zeroinitializer
  %v124 = fmul contract <16 x float> %v93, %v123
  %v125 = fadd contract <16 x float> %v85, %v124
  %v126 = or disjoint i64 %v45, 2
  %v127 = getelementptr inbounds float, ptr %v4, i64 %v126
  %v128 = load float, ptr %v127, align 4, !alias.scope !5, !noalias !14
  %v129 = insertelement <16 x float> poison, float %v128, i64 0
  %v130 = shufflevector <16 x float> %v129, <16 x float> poison, <16 x i32> zeroinitializer
  %v131 = or disjoint i64 %v51, 32
  %v132 = getelementptr inbounds float, ptr %v6, i64 %v131
  %v133 = load <16 x float>, ptr %v132, align 64, !alias.scope !8, !noalias !15
  %v134 = fmul contract <16 x float> %v133, %v130
  %v135 = fadd contract <16 x float> %v95, %v134
  %v136 = getelementptr i8, ptr %v46, i64 3080
  %v137 = load float, ptr %v136, align 4, !alias.scope !5, !noalias !14
  %v138 = insertelement <16 x float> poison, float %v137, i64 0
  %v139 = shufflevector <16 x float> %v138, <16 x float> poison, <16 x i32> zeroinitializer
  %v140 = fmul contract <16 x float> %v133, %v139
  %v141 = fadd contract <16 x float> %v101, %v140
  %v142 = getelementptr i8, ptr %v46, i64 6152
  %v143 = load float, ptr %v142, align 4, !alias.scope !5, !noalias !14
  %v144 = insertelement <16 x float> poison, float %v143, i64 0
  %v145 = shufflevector <16 x float> %v144, <16 x float> poison, <16 x i32> zeroinitializer
  %v146 = fmul contract <16 x float> %v133, %v145
  %v147 = fadd contract <16 x float> %v107, %v146
  %v148 = getelementptr i8, ptr %v46, i64 9224
  %v149 = load float, ptr %v148, align 4, !alias.scope !5, !noalias !14
  %v150 = insertelement <16 x float> poison, float %v149, i64 0
  %v151 = shufflevector <16 x float> %v150, <16 x float> poison, <16 x i32> zeroinitializer
  %v152 = fmul contract <16 x float> %v133, %v151
  %v153 = fadd contract <16 x float> %v113, %v152
  %v154 = getelementptr i8, ptr %v46, i64 12296
  %v155 = load float, ptr %v154, align 4, !alias.scope !5, !noalias !14
  %v156 = insertelement <16 x float> poison, float %v155, i64 0
  %v157 = shufflevector <16 x float> %v156, <16 x float> poison, <16 x i32> zeroinitializer
  %v158 = fmul contract <16 x float> %v133, %v157
  %v159 = fadd contract <16 x float> %v119, %v158
  %v160 = getelementptr i8, ptr %v46, i64 15368
  %v161 = load float, ptr %v160, align 4, !alias.scope !5, !noalias !14
  %v162 = insertelement <16 x float> poison, float %v161, i64 0
  %v163 = shufflevector <16 x float> %v162, <16 x float> poison, <16 x i32> zeroinitializer
  %v164 = fmul contract <16 x float> %v133, %v163
  %v165 = fadd contract <16 x float> %v125, %v164
  %v166 = or disjoint i64 %v45, 3
  %v167 = getelementptr inbounds float, ptr %v4, i64 %v166
  %v168 = load float, ptr %v167, align 4, !alias.scope !5, !noalias !14
  %v169 = insertelement <16 x float> poison, float %v168, i64 0
  %v170 = shufflevector <16 x float> %v169, <16 x float> poison, <16 x i32> zeroinitializer
  %v171 = or disjoint i64 %v51, 48
  %v172 = getelementptr inbounds float, ptr %v6, i64 %v171
  %v173 = load <16 x float>, ptr %v172, align 64, !alias.scope !8, !noalias !15
  %v174 = fmul contract <16 x float> %v173, %v170
  %v41 = fadd contract <16 x float> %v135, %v174
  %v175 = getelementptr i8, ptr %v46, i64 3084
  %v176 = load float, ptr %v175, align 4, !alias.scope !5, !noalias !14
  %v177 = insertelement <16 x float> poison, float %v176, i64 0
  %v178 = shufflevector <16 x float> %v177, <16 x float> poison, <16 x i32> zeroinitializer
  %v179 = fmul contract <16 x float> %v173, %v178
  %v39 = fadd contract <16 x float> %v141, %v179
  %v180 = getelementptr i8, ptr %v46, i64 6156
  %v181 = load float, ptr %v180, align 4, !alias.scope !5, !noalias !14
  %v182 = insertelement <16 x float> poison, float %v181, i64 0
  %v183 = shufflevector <16 x float> %v182, <16 x float> poison, <16 x i32> zeroinitializer
  %v184 = fmul contract <16 x float> %v173, %v183
  %v37 = fadd contract <16 x float> %v147, %v184
  %v185 = getelementptr i8, ptr %v46, i64 9228
  %v186 = load float, ptr %v185, align 4, !alias.scope !5, !noalias !14
  %v187 = insertelement <16 x float> poison, float %v186, i64 0
  %v188 = shufflevector <16 x float> %v187, <16 x float> poison, <16 x i32> zeroinitializer
  %v189 = fmul contract <16 x float> %v173, %v188
  %v35 = fadd contract <16 x float> %v153, %v189
  %v190 = getelementptr i8, ptr %v46, i64 12300
  %v191 = load float, ptr %v190, align 4, !alias.scope !5, !noalias !14
  %v192 = insertelement <16 x float> poison, float %v191, i64 0
  %v193 = shufflevector <16 x float> %v192, <16 x float> poison, <16 x i32> zeroinitializer
  %v194 = fmul contract <16 x float> %v173, %v193
  %v33 = fadd contract <16 x float> %v159, %v194
  %v195 = getelementptr i8, ptr %v46, i64 15372
  %v196 = load float, ptr %v195, align 4, !alias.scope !5, !noalias !14
  %v197 = insertelement <16 x float> poison, float %v196, i64 0
  %v198 = shufflevector <16 x float> %v197, <16 x float> poison, <16 x i32> zeroinitializer
  %v199 = fmul contract <16 x float> %v173, %v198
  %v31 = fadd contract <16 x float> %v165, %v199
  %v43 = add nuw nsw i64 %v42, 1
  %v200 = icmp eq i64 %v43, 192
  br i1 %v200, label %v24, label %v29

v24:                                   ; preds = %v29
  %v201 = shl nsw i64 %v26, 4
  %v202 = getelementptr inbounds float, ptr %v10, i64 %v201
  %v203 = load <16 x float>, ptr %v202, align 4, !alias.scope !12, !noalias !16
  %v204 = fadd contract <16 x float> %v41, %v203
  %v205 = fmul contract <16 x float> %v204, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v206 = fmul contract <16 x float> %v204, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v207 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v206, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v208 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v207, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v209 = fmul contract <16 x float> %v208, %v208
  %v210 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v209, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v211 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v210, <16 x float> %v209, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v212 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v211, <16 x float> %v209, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v213 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v212, <16 x float> %v209, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v214 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v213, <16 x float> %v209, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v215 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v214, <16 x float> %v209, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v216 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v209, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v217 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v216, <16 x float> %v209, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v218 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v217, <16 x float> %v209, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v219 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v218, <16 x float> %v209, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v220 = fmul contract <16 x float> %v208, %v215
  %v221 = fdiv contract <16 x float> %v220, %v219
  %v222 = fcmp contract uno <16 x float> %v206, zeroinitializer
  %v223 = select contract <16 x i1> %v222, <16 x float> %v206, <16 x float> %v221
  %v224 = fadd contract <16 x float> %v223, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v225 = fmul contract <16 x float> %v205, %v224
  %v226 = getelementptr float, ptr %v20, i64 %v201
  store <16 x float> %v225, ptr %v226, align 4, !alias.scope !10, !noalias !17
  %v227 = fadd contract <16 x float> %v39, %v203
  %v228 = fmul contract <16 x float> %v227, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v229 = fmul contract <16 x float> %v227, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v230 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v229, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v231 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v230, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v232 = fmul contract <16 x float> %v231, %v231
  %v233 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v232, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v234 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v233, <16 x float> %v232, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v235 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v234, <16 x float> %v232, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v236 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v235, <16 x float> %v232, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v237 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v236, <16 x float> %v232, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v238 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v237, <16 x float> %v232, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v239 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v232, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v240 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v239, <16 x float> %v232, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v241 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v240, <16 x float> %v232, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v242 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v241, <16 x float> %v232, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v243 = fmul contract <16 x float> %v231, %v238
  %v244 = fdiv contract <16 x float> %v243, %v242
  %v245 = fcmp contract uno <16 x float> %v229, zeroinitializer
  %v246 = select contract <16 x i1> %v245, <16 x float> %v229, <16 x float> %v244
  %v247 = fadd contract <16 x float> %v246, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v248 = fmul contract <16 x float> %v228, %v247
  %v249 = getelementptr i8, ptr %v226, i64 12288
  store <16 x float> %v248, ptr %v249, align 4, !alias.scope !10, !noalias !17
  %v250 = fadd contract <16 x float> %v37, %v203
  %v251 = fmul contract <16 x float> %v250, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v252 = fmul contract <16 x float> %v250, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v253 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v252, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v254 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v253, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v255 = fmul contract <16 x float> %v254, %v254
  %v256 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v255, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v257 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v256, <16 x float> %v255, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v258 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v257, <16 x float> %v255, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v259 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v258, <16 x float> %v255, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v260 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v259, <16 x float> %v255, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v261 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v260, <16 x float> %v255, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v262 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v255, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v263 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v262, <16 x float> %v255, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v264 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v263, <16 x float> %v255, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v265 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v264, <16 x float> %v255, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v266 = fmul contract <16 x float> %v254, %v261
  %v267 = fdiv contract <16 x float> %v266, %v265
  %v268 = fcmp contract uno <16 x float> %v252, zeroinitializer
  %v269 = select contract <16 x i1> %v268, <16 x float> %v252, <16 x float> %v267
  %v270 = fadd contract <16 x float> %v269, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v271 = fmul contract <16 x float> %v251, %v270
  %v272 = getelementptr i8, ptr %v226, i64 24576
  store <16 x float> %v271, ptr %v272, align 4, !alias.scope !10, !noalias !17
  %v273 = fadd contract <16 x float> %v35, %v203
  %v274 = fmul contract <16 x float> %v273, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v275 = fmul contract <16 x float> %v273, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v276 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v275, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v277 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v276, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v278 = fmul contract <16 x float> %v277, %v277
  %v279 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v278, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v280 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v279, <16 x float> %v278, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v281 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v280, <16 x float> %v278, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v282 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v281, <16 x float> %v278, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v283 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v282, <16 x float> %v278, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v284 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v283, <16 x float> %v278, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v285 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v278, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v286 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v285, <16 x float> %v278, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v287 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v286, <16 x float> %v278, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v288 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v287, <16 x float> %v278, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v289 = fmul contract <16 x float> %v277, %v284
  %v290 = fdiv contract <16 x float> %v289, %v288
  %v291 = fcmp contract uno <16 x float> %v275, zeroinitializer
  %v292 = select contract <16 x i1> %v291, <16 x float> %v275, <16 x float> %v290
  %v293 = fadd contract <16 x float> %v292, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v294 = fmul contract <16 x float> %v274, %v293
  %v295 = getelementptr i8, ptr %v226, i64 36864
  store <16 x float> %v294, ptr %v295, align 4, !alias.scope !10, !noalias !17
  %v296 = fadd contract <16 x float> %v33, %v203
  %v297 = fmul contract <16 x float> %v296, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v298 = fmul contract <16 x float> %v296, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v299 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v298, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v300 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v299, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v301 = fmul contract <16 x float> %v300, %v300
  %v302 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v301, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v303 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v302, <16 x float> %v301, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v304 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v303, <16 x float> %v301, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v305 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v304, <16 x float> %v301, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v306 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v305, <16 x float> %v301, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v307 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v306, <16 x float> %v301, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v308 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v301, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v309 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v308, <16 x float> %v301, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v310 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v309, <16 x float> %v301, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v311 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v310, <16 x float> %v301, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v312 = fmul contract <16 x float> %v300, %v307
  %v313 = fdiv contract <16 x float> %v312, %v311
  %v314 = fcmp contract uno <16 x float> %v298, zeroinitializer
  %v315 = select contract <16 x i1> %v314, <16 x float> %v298, <16 x float> %v313
  %v316 = fadd contract <16 x float> %v315, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v317 = fmul contract <16 x float> %v297, %v316
  %v318 = getelementptr i8, ptr %v226, i64 49152
  store <16 x float> %v317, ptr %v318, align 4, !alias.scope !10, !noalias !17
  %v319 = fadd contract <16 x float> %v31, %v203
  %v320 = fmul contract <16 x float> %v319, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v321 = fmul contract <16 x float> %v319, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v322 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v321, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v323 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v322, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v324 = fmul contract <16 x float> %v323, %v323
  %v325 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v324, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v326 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v325, <16 x float> %v324, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v327 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v326, <16 x float> %v324, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v328 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v327, <16 x float> %v324, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v329 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v328, <16 x float> %v324, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v330 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v329, <16 x float> %v324, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v331 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v324, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v332 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v331, <16 x float> %v324, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v333 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v332, <16 x float> %v324, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v334 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v333, <16 x float> %v324, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v335 = fmul contract <16 x float> %v323, %v330
  %v336 = fdiv contract <16 x float> %v335, %v334
  %v337 = fcmp contract uno <16 x float> %v321, zeroinitializer
  %v338 = select contract <16 x i1> %v337, <16 x float> %v321, <16 x float> %v336
  %v339 = fadd contract <16 x float> %v338, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v340 = fmul contract <16 x float> %v320, %v339
  %v341 = getelementptr i8, ptr %v226, i64 61440
  store <16 x float> %v340, ptr %v341, align 4, !alias.scope !10, !noalias !17
  %v27 = add nuw nsw i64 %v26, 1
  %v342 = icmp eq i64 %v27, 192
  br i1 %v342, label %v14, label %v21

v22:                                 ; preds = %v12, %v23
  %v343 = phi i64 [ %v344, %v23 ], [ 0, %v12 ]
  %v345 = mul nuw nsw i64 %v343, 12288
  br label %v346

v346:                                 ; preds = %v346, %v22
  %v347 = phi <16 x float> [ zeroinitializer, %v22 ], [ %v348, %v346 ]
  %v349 = phi <16 x float> [ zeroinitializer, %v22 ], [ %v350, %v346 ]
  %v351 = phi i64 [ 0, %v22 ], [ %v352, %v346 ]
  %v353 = shl nuw nsw i64 %v351, 2
  %v354 = add nuw nsw i64 %v353, %v18
  %v355 = getelementptr inbounds float, ptr %v4, i64 %v354
  %v356 = load float, ptr %v355, align 4, !alias.scope !5, !noalias !14
  %v357 = insertelement <16 x float> poison, float %v356, i64 0
  %v358 = shufflevector <16 x float> %v357, <16 x float> poison, <16 x i32> zeroinitializer
  %v359 = shl nuw nsw i64 %v351, 6
  %v360 = add nuw nsw i64 %v359, %v345
  %v361 = getelementptr inbounds float, ptr %v6, i64 %v360
  %v362 = load <16 x float>, ptr %v361, align 64, !alias.scope !8, !noalias !15
  %v363 = fmul contract <16 x float> %v362, %v358
  %v364 = fadd contract <16 x float> %v349, %v363
  %v365 = getelementptr inbounds i8, ptr %v355, i64 3072
  %v366 = load float, ptr %v365, align 4, !alias.scope !5, !noalias !14
  %v367 = insertelement <16 x float> poison, float %v366, i64 0
  %v368 = shufflevector <16 x float> %v367, <16 x float> poison, <16 x i32> zeroinitializer
  %v369 = fmul contract <16 x float> %v362, %v368
  %v370 = fadd contract <16 x float> %v347, %v369
  %v371 = or disjoint i64 %v354, 1
  %v372 = getelementptr inbounds float, ptr %v4, i64 %v371
  %v373 = load float, ptr %v372, align 4, !alias.scope !5, !noalias !14
  %v374 = insertelement <16 x float> poison, float %v373, i64 0
  %v375 = shufflevector <16 x float> %v374, <16 x float> poison, <16 x i32> zeroinitializer
  %v376 = or disjoint i64 %v360, 16
  %v377 = getelementptr inbounds float, ptr %v6, i64 %v376
  %v378 = load <16 x float>, ptr %v377, align 64, !alias.scope !8, !noalias !15
  %v379 = fmul contract <16 x float> %v378, %v375
  %v380 = fadd contract <16 x float> %v364, %v379
  %v381 = getelementptr inbounds i8, ptr %v355, i64 3076
  %v382 = load float, ptr %v381, align 4, !alias.scope !5, !noalias !14
  %v383 = insertelement <16 x float> poison, float %v382, i64 0
  %v384 = shufflevector <16 x float> %v383, <16 x float> poison, <16 x i32> zeroinitializer
  %v385 = fmul contract <16 x float> %v378, %v384
  %v386 = fadd contract <16 x float> %v370, %v385
  %v387 = or disjoint i64 %v354, 2
  %v388 = getelementptr inbounds float, ptr %v4, i64 %v387
  %v389 = load float, ptr %v388, align 4, !alias.scope !5, !noalias !14
  %v390 = insertelement <16 x float> poison, float %v389, i64 0
  %v391 = shufflevector <16 x float> %v390, <16 x float> poison, <16 x i32> zeroinitializer
  %v392 = or disjoint i64 %v360, 32
  %v393 = getelementptr inbounds float, ptr %v6, i64 %v392
  %v394 = load <16 x float>, ptr %v393, align 64, !alias.scope !8, !noalias !15
  %v395 = fmul contract <16 x float> %v394, %v391
  %v396 = fadd contract <16 x float> %v380, %v395
  %v397 = getelementptr inbounds i8, ptr %v355, i64 3080
  %v398 = load float, ptr %v397, align 4, !alias.scope !5, !noalias !14
  %v399 = insertelement <16 x float> poison, float %v398, i64 0
  %v400 = shufflevector <16 x float> %v399, <16 x float> poison, <16 x i32> zeroinitializer
  %v401 = fmul contract <16 x float> %v394, %v400
  %v402 = fadd contract <16 x float> %v386, %v401
  %v403 = or disjoint i64 %v354, 3
  %v404 = getelementptr inbounds float, ptr %v4, i64 %v403
  %v405 = load float, ptr %v404, align 4, !alias.scope !5, !noalias !14
  %v406 = insertelement <16 x float> poison, float %v405, i64 0
  %v407 = shufflevector <16 x float> %v406, <16 x float> poison, <16 x i32> zeroinitializer
  %v408 = or disjoint i64 %v360, 48
  %v409 = getelementptr inbounds float, ptr %v6, i64 %v408
  %v410 = load <16 x float>, ptr %v409, align 64, !alias.scope !8, !noalias !15
  %v411 = fmul contract <16 x float> %v410, %v407
  %v350 = fadd contract <16 x float> %v396, %v411
  %v412 = getelementptr inbounds i8, ptr %v355, i64 3084
  %v413 = load float, ptr %v412, align 4, !alias.scope !5, !noalias !14
  %v414 = insertelement <16 x float> poison, float %v413, i64 0
  %v415 = shufflevector <16 x float> %v414, <16 x float> poison, <16 x i32> zeroinitializer
  %v416 = fmul contract <16 x float> %v410, %v415
  %v348 = fadd contract <16 x float> %v402, %v416
  %v352 = add nuw nsw i64 %v351, 1
  %v417 = icmp eq i64 %v352, 192
  br i1 %v417, label %v23, label %v346

v23:                                 ; preds = %v346
  %v418 = shl nsw i64 %v343, 4
  %v419 = getelementptr inbounds float, ptr %v10, i64 %v418
  %v420 = load <16 x float>, ptr %v419, align 4, !alias.scope !12, !noalias !16
  %v421 = fadd contract <16 x float> %v350, %v420
  %v422 = fmul contract <16 x float> %v421, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v423 = fmul contract <16 x float> %v421, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v424 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v423, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v425 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v424, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v426 = fmul contract <16 x float> %v425, %v425
  %v427 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v426, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v428 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v427, <16 x float> %v426, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v429 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v428, <16 x float> %v426, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v430 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v429, <16 x float> %v426, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v431 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v430, <16 x float> %v426, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v432 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v431, <16 x float> %v426, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v433 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v426, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v434 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v433, <16 x float> %v426, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v435 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v434, <16 x float> %v426, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v436 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v435, <16 x float> %v426, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v437 = fmul contract <16 x float> %v425, %v432
  %v438 = fdiv contract <16 x float> %v437, %v436
  %v439 = fcmp contract uno <16 x float> %v423, zeroinitializer
  %v440 = select contract <16 x i1> %v439, <16 x float> %v423, <16 x float> %v438
  %v441 = fadd contract <16 x float> %v440, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v442 = fmul contract <16 x float> %v422, %v441
  %v443 = getelementptr inbounds float, ptr %v20, i64 %v418
  store <16 x float> %v442, ptr %v443, align 4, !alias.scope !10, !noalias !17
  %v444 = fadd contract <16 x float> %v348, %v420
  %v445 = fmul contract <16 x float> %v444, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v446 = fmul contract <16 x float> %v444, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v447 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v446, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v448 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v447, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v449 = fmul contract <16 x float> %v448, %v448
  %v450 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v449, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v451 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v450, <16 x float> %v449, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v452 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v451, <16 x float> %v449, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v453 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v452, <16 x float> %v449, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v454 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v453, <16 x float> %v449, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v455 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v454, <16 x float> %v449, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v456 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v449, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v457 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v456, <16 x float> %v449, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v458 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v457, <16 x float> %v449, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v459 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v458, <16 x float> %v449, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v460 = fmul contract <16 x float> %v448, %v455
  %v461 = fdiv contract <16 x float> %v460, %v459
  %v462 = fcmp contract uno <16 x float> %v446, zeroinitializer
  %v463 = select contract <16 x i1> %v462, <16 x float> %v446, <16 x float> %v461
  %v464 = fadd contract <16 x float> %v463, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v465 = fmul contract <16 x float> %v445, %v464
  %v466 = getelementptr inbounds i8, ptr %v443, i64 12288
  store <16 x float> %v465, ptr %v466, align 4, !alias.scope !10, !noalias !17
  %v344 = add nuw nsw i64 %v343, 1
  %v467 = icmp eq i64 %v344, 192
  br i1 %v467, label %v14, label %v22

v13: ; preds = %v14, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.maxnum.v16f32(<16 x float>, <16 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.minnum.v16f32(<16 x float>, <16 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #3

; Function Attrs: nounwind
define void @ktune_dense_bias_gelu_f32_m128_n3072_k768_packed(ptr nocapture readonly %v0) local_unnamed_addr #4 {
v1:
  %v2 = alloca [4 x i64], align 64
  %v3 = alloca [2 x i64], align 64
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  %v7 = getelementptr inbounds i8, ptr %v0, i64 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %v2)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %v3)
  %v8 = getelementptr inbounds i8, ptr %v3, i64 8
  %v9 = getelementptr inbounds i8, ptr %v2, i64 8
  %v10 = getelementptr inbounds i8, ptr %v2, i64 16
  %v11 = load <2 x ptr>, ptr %v7, align 8
  %v12 = tail call ptr @ktune_alloc(i64 9437184) #4, !noalias !18
  store ptr %v12, ptr %v3, align 64, !noalias !18
  store ptr %v6, ptr %v8, align 8, !noalias !18
  call void @ktune_parallel_for(i64 192, ptr nonnull @ktune_dense_bias_gelu_f32_m128_n3072_k768.parallel0, ptr nonnull %v3) #4, !noalias !24
  store ptr %v4, ptr %v2, align 64, !noalias !18
  store ptr %v12, ptr %v9, align 8, !noalias !18
  %v13 = shufflevector <2 x ptr> %v11, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  store <2 x ptr> %v13, ptr %v10, align 16, !noalias !18
  call void @ktune_parallel_for(i64 22, ptr nonnull @ktune_dense_bias_gelu_f32_m128_n3072_k768.parallel1, ptr nonnull %v2) #4
  call void @ktune_free(ptr %v12) #4
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %v2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %v3)
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
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_dense_bias_gelu_f32_m128_n3072_k768.parallel0.task: %W.global"}
!2 = distinct !{!2, !"ktune_dense_bias_gelu_f32_m128_n3072_k768.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_dense_bias_gelu_f32_m128_n3072_k768.parallel0.task: %W"}
!5 = !{!6}
!6 = distinct !{!6, !7, !"ktune_dense_bias_gelu_f32_m128_n3072_k768.parallel1.task: %X"}
!7 = distinct !{!7, !"ktune_dense_bias_gelu_f32_m128_n3072_k768.parallel1.task"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"ktune_dense_bias_gelu_f32_m128_n3072_k768.parallel1.task: %W.global"}
!10 = !{!11}
!11 = distinct !{!11, !7, !"ktune_dense_bias_gelu_f32_m128_n3072_k768.parallel1.task: %Y"}
!12 = !{!13}
!13 = distinct !{!13, !7, !"ktune_dense_bias_gelu_f32_m128_n3072_k768.parallel1.task: %bias"}
!14 = !{!9, !11, !13}
!15 = !{!6, !11, !13}
!16 = !{!6, !9, !11}
!17 = !{!6, !9, !13}
!18 = !{!19, !21, !22, !23}
!19 = distinct !{!19, !20, !"ktune_dense_bias_gelu_f32_m128_n3072_k768: %X"}
!20 = distinct !{!20, !"ktune_dense_bias_gelu_f32_m128_n3072_k768"}
!21 = distinct !{!21, !20, !"ktune_dense_bias_gelu_f32_m128_n3072_k768: %W"}
!22 = distinct !{!22, !20, !"ktune_dense_bias_gelu_f32_m128_n3072_k768: %bias"}
!23 = distinct !{!23, !20, !"ktune_dense_bias_gelu_f32_m128_n3072_k768: %Y"}
!24 = !{!19, !22, !23}
