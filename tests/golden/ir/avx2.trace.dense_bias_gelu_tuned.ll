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
  %v7 = tail call ptr @ktune_alloc(i64 9437184) #5
  store ptr %v7, ptr %v6, align 64
  %v8 = getelementptr inbounds i8, ptr %v6, i64 8
  store ptr %v1, ptr %v8, align 8
  call void @ktune_parallel_for(i64 192, ptr nonnull @ktune_dense_bias_gelu_f32_m128_n3072_k768.parallel0, ptr nonnull %v6) #5
  store ptr %v0, ptr %v5, align 64
  %v9 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v7, ptr %v9, align 8
  %v10 = getelementptr inbounds i8, ptr %v5, i64 16
  store ptr %v3, ptr %v10, align 16
  %v11 = getelementptr inbounds i8, ptr %v5, i64 24
  store ptr %v2, ptr %v11, align 8
  call void @ktune_parallel_for(i64 22, ptr nonnull @ktune_dense_bias_gelu_f32_m128_n3072_k768.parallel1, ptr nonnull %v5) #5
  call void @ktune_free(ptr %v7) #5
  ret void
}

declare ptr @ktune_alloc(i64) local_unnamed_addr

declare void @ktune_free(ptr) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: read)
define internal void @ktune_dense_bias_gelu_f32_m128_n3072_k768.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  %v7 = icmp slt i64 %v1, %v2
  br i1 %v7, label %v8, label %v9

v8:                                     ; preds = %v3, %v10
  %v11 = phi i64 [ %v12, %v10 ], [ %v1, %v3 ]
  %v13 = mul nsw i64 %v11, 12288
  %v14 = getelementptr float, ptr %v4, i64 %v13
  br label %v15

v9:                                     ; preds = %v10, %v3
  ret void

v15:                                           ; preds = %v8, %v15
  %v16 = phi i64 [ 0, %v8 ], [ %v17, %v15 ]
  %v18 = add nuw nsw i64 %v16, %v13
  %v19 = insertelement <16 x i64> poison, i64 %v18, i64 0
  %v20 = shufflevector <16 x i64> %v19, <16 x i64> poison, <16 x i32> zeroinitializer
  %v21 = add <16 x i64> %v20, <i64 0, i64 768, i64 1536, i64 2304, i64 3072, i64 3840, i64 4608, i64 5376, i64 6144, i64 6912, i64 7680, i64 8448, i64 9216, i64 9984, i64 10752, i64 11520>
  %v22 = getelementptr inbounds float, ptr %v6, <16 x i64> %v21
  %v23 = tail call contract <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %v22, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison)
  %v24 = shl nuw nsw i64 %v16, 6
  %v25 = getelementptr i8, ptr %v14, i64 %v24
  store <16 x float> %v23, ptr %v25, align 64
  %v17 = add nuw nsw i64 %v16, 1
  %v26 = icmp eq i64 %v17, 768
  br i1 %v26, label %v10, label %v15

v10:                                           ; preds = %v15
  %v12 = add nuw nsw i64 %v11, 1
  %v27 = icmp eq i64 %v12, %v2
  br i1 %v27, label %v9, label %v8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x float>) #2

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @ktune_dense_bias_gelu_f32_m128_n3072_k768.parallel1(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #3 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  %v7 = getelementptr inbounds i8, ptr %v0, i64 16
  %v8 = load ptr, ptr %v7, align 8
  %v9 = getelementptr inbounds i8, ptr %v0, i64 24
  %v10 = load ptr, ptr %v9, align 8
  %v11 = icmp slt i64 %v1, %v2
  br i1 %v11, label %v12, label %v13

v12:                                     ; preds = %v3, %v14
  %v15 = phi i64 [ %v16, %v14 ], [ %v1, %v3 ]
  %v17 = icmp slt i64 %v15, 21
  %v18 = mul nsw i64 %v15, 4608
  %v19 = mul i64 %v15, 73728
  %v20 = getelementptr i8, ptr %v8, i64 %v19
  br i1 %v17, label %v21, label %v22

v13:                                     ; preds = %v14, %v3
  ret void

v14:                                          ; preds = %v23, %v24
  %v16 = add nuw nsw i64 %v15, 1
  %v25 = icmp eq i64 %v16, %v2
  br i1 %v25, label %v13, label %v12

v21:                                     ; preds = %v12, %v24
  %v26 = phi i64 [ %v27, %v24 ], [ 0, %v12 ]
  %v28 = mul nuw nsw i64 %v26, 12288
  br label %v29

v29:                                     ; preds = %v21, %v29
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
  %v47 = load float, ptr %v46, align 4
  %v48 = insertelement <16 x float> poison, float %v47, i64 0
  %v49 = shufflevector <16 x float> %v48, <16 x float> poison, <16 x i32> zeroinitializer
  %v50 = shl nuw nsw i64 %v42, 6
  %v51 = add nuw nsw i64 %v50, %v28
  %v52 = getelementptr inbounds float, ptr %v6, i64 %v51
  %v53 = load <16 x float>, ptr %v52, align 64
  %v54 = fmul contract <16 x float> %v53, %v49
  %v55 = fadd contract <16 x float> %v40, %v54
  %v56 = getelementptr i8, ptr %v46, i64 3072
  %v57 = load float, ptr %v56, align 4
  %v58 = insertelement <16 x float> poison, float %v57, i64 0
  %v59 = shufflevector <16 x float> %v58, <16 x float> poison, <16 x i32> zeroinitializer
  %v60 = fmul contract <16 x float> %v53, %v59
  %v61 = fadd contract <16 x float> %v38, %v60
  %v62 = getelementptr i8, ptr %v46, i64 6144
  %v63 = load float, ptr %v62, align 4
  %v64 = insertelement <16 x float> poison, float %v63, i64 0
  %v65 = shufflevector <16 x float> %v64, <16 x float> poison, <16 x i32> zeroinitializer
  %v66 = fmul contract <16 x float> %v53, %v65
  %v67 = fadd contract <16 x float> %v36, %v66
  %v68 = getelementptr i8, ptr %v46, i64 9216
  %v69 = load float, ptr %v68, align 4
  %v70 = insertelement <16 x float> poison, float %v69, i64 0
  %v71 = shufflevector <16 x float> %v70, <16 x float> poison, <16 x i32> zeroinitializer
  %v72 = fmul contract <16 x float> %v53, %v71
  %v73 = fadd contract <16 x float> %v34, %v72
  %v74 = getelementptr i8, ptr %v46, i64 12288
  %v75 = load float, ptr %v74, align 4
  %v76 = insertelement <16 x float> poison, float %v75, i64 0
  %v77 = shufflevector <16 x float> %v76, <16 x float> poison, <16 x i32> zeroinitializer
  %v78 = fmul contract <16 x float> %v53, %v77
  %v79 = fadd contract <16 x float> %v32, %v78
  %v80 = getelementptr i8, ptr %v46, i64 15360
  %v81 = load float, ptr %v80, align 4
  %v82 = insertelement <16 x float> poison, float %v81, i64 0
  %v83 = shufflevector <16 x float> %v82, <16 x float> poison, <16 x i32> zeroinitializer
  %v84 = fmul contract <16 x float> %v53, %v83
  %v85 = fadd contract <16 x float> %v30, %v84
  %v86 = or disjoint i64 %v45, 1
  %v87 = getelementptr inbounds float, ptr %v4, i64 %v86
  %v88 = load float, ptr %v87, align 4
  %v89 = insertelement <16 x float> poison, float %v88, i64 0
  %v90 = shufflevector <16 x float> %v89, <16 x float> poison, <16 x i32> zeroinitializer
  %v91 = or disjoint i64 %v51, 16
  %v92 = getelementptr inbounds float, ptr %v6, i64 %v91
  %v93 = load <16 x float>, ptr %v92, align 64
  %v94 = fmul contract <16 x float> %v93, %v90
  %v95 = fadd contract <16 x float> %v55, %v94
  %v96 = getelementptr i8, ptr %v46, i64 3076
  %v97 = load float, ptr %v96, align 4
  %v98 = insertelement <16 x float> poison, float %v97, i64 0
  %v99 = shufflevector <16 x float> %v98, <16 x float> poison, <16 x i32> zeroinitializer
  %v100 = fmul contract <16 x float> %v93, %v99
  %v101 = fadd contract <16 x float> %v61, %v100
  %v102 = getelementptr i8, ptr %v46, i64 6148
  %v103 = load float, ptr %v102, align 4
  %v104 = insertelement <16 x float> poison, float %v103, i64 0
  %v105 = shufflevector <16 x float> %v104, <16 x float> poison, <16 x i32> zeroinitializer
  %v106 = fmul contract <16 x float> %v93, %v105
  %v107 = fadd contract <16 x float> %v67, %v106
  %v108 = getelementptr i8, ptr %v46, i64 9220
  %v109 = load float, ptr %v108, align 4
  %v110 = insertelement <16 x float> poison, float %v109, i64 0
  %v111 = shufflevector <16 x float> %v110, <16 x float> poison, <16 x i32> zeroinitializer
  %v112 = fmul contract <16 x float> %v93, %v111
  %v113 = fadd contract <16 x float> %v73, %v112
  %v114 = getelementptr i8, ptr %v46, i64 12292
  %v115 = load float, ptr %v114, align 4
  %v116 = insertelement <16 x float> poison, float %v115, i64 0
  %v117 = shufflevector <16 x float> %v116, <16 x float> poison, <16 x i32> zeroinitializer
  %v118 = fmul contract <16 x float> %v93, %v117
  %v119 = fadd contract <16 x float> %v79, %v118
  %v120 = getelementptr i8, ptr %v46, i64 15364
  %v121 = load float, ptr %v120, align 4
  %v122 = insertelement <16 x float> poison, float %v121, i64 0
  %v123 = shufflevector <16 x float> %v122, <16 x float> poison, <16 x i32> zeroinitializer
  %v124 = fmul contract <16 x float> %v93, %v123
  %v125 = fadd contract <16 x float> %v85, %v124
  %v126 = or disjoint i64 %v45, 2
  %v127 = getelementptr inbounds float, ptr %v4, i64 %v126
  %v128 = load float, ptr %v127, align 4
  %v129 = insertelement <16 x float> poison, float %v128, i64 0
  %v130 = shufflevector <16 x float> %v129, <16 x float> poison, <16 x i32> zeroinitializer
  %v131 = or disjoint i64 %v51, 32
  %v132 = getelementptr inbounds float, ptr %v6, i64 %v131
  %v133 = load <16 x float>, ptr %v132, align 64
  %v134 = fmul contract <16 x float> %v133, %v130
  %v135 = fadd contract <16 x float> %v95, %v134
  %v136 = getelementptr i8, ptr %v46, i64 3080
  %v137 = load float, ptr %v136, align 4
  %v138 = insertelement <16 x float> poison, float %v137, i64 0
  %v139 = shufflevector <16 x float> %v138, <16 x float> poison, <16 x i32> zeroinitializer
  %v140 = fmul contract <16 x float> %v133, %v139
  %v141 = fadd contract <16 x float> %v101, %v140
  %v142 = getelementptr i8, ptr %v46, i64 6152
  %v143 = load float, ptr %v142, align 4
  %v144 = insertelement <16 x float> poison, float %v143, i64 0
  %v145 = shufflevector <16 x float> %v144, <16 x float> poison, <16 x i32> zeroinitializer
  %v146 = fmul contract <16 x float> %v133, %v145
  %v147 = fadd contract <16 x float> %v107, %v146
  %v148 = getelementptr i8, ptr %v46, i64 9224
  %v149 = load float, ptr %v148, align 4
  %v150 = insertelement <16 x float> poison, float %v149, i64 0
  %v151 = shufflevector <16 x float> %v150, <16 x float> poison, <16 x i32> zeroinitializer
  %v152 = fmul contract <16 x float> %v133, %v151
  %v153 = fadd contract <16 x float> %v113, %v152
  %v154 = getelementptr i8, ptr %v46, i64 12296
  %v155 = load float, ptr %v154, align 4
  %v156 = insertelement <16 x float> poison, float %v155, i64 0
  %v157 = shufflevector <16 x float> %v156, <16 x float> poison, <16 x i32> zeroinitializer
  %v158 = fmul contract <16 x float> %v133, %v157
  %v159 = fadd contract <16 x float> %v119, %v158
  %v160 = getelementptr i8, ptr %v46, i64 15368
  %v161 = load float, ptr %v160, align 4
  %v162 = insertelement <16 x float> poison, float %v161, i64 0
  %v163 = shufflevector <16 x float> %v162, <16 x float> poison, <16 x i32> zeroinitializer
  %v164 = fmul contract <16 x float> %v133, %v163
  %v165 = fadd contract <16 x float> %v125, %v164
  %v166 = or disjoint i64 %v45, 3
  %v167 = getelementptr inbounds float, ptr %v4, i64 %v166
  %v168 = load float, ptr %v167, align 4
  %v169 = insertelement <16 x float> poison, float %v168, i64 0
  %v170 = shufflevector <16 x float> %v169, <16 x float> poison, <16 x i32> zeroinitializer
  %v171 = or disjoint i64 %v51, 48
  %v172 = getelementptr inbounds float, ptr %v6, i64 %v171
  %v173 = load <16 x float>, ptr %v172, align 64
  %v174 = fmul contract <16 x float> %v173, %v170
  %v41 = fadd contract <16 x float> %v135, %v174
  %v175 = getelementptr i8, ptr %v46, i64 3084
  %v176 = load float, ptr %v175, align 4
  %v177 = insertelement <16 x float> poison, float %v176, i64 0
  %v178 = shufflevector <16 x float> %v177, <16 x float> poison, <16 x i32> zeroinitializer
  %v179 = fmul contract <16 x float> %v173, %v178
  %v39 = fadd contract <16 x float> %v141, %v179
  %v180 = getelementptr i8, ptr %v46, i64 6156
  %v181 = load float, ptr %v180, align 4
  %v182 = insertelement <16 x float> poison, float %v181, i64 0
  %v183 = shufflevector <16 x float> %v182, <16 x float> poison, <16 x i32> zeroinitializer
  %v184 = fmul contract <16 x float> %v173, %v183
  %v37 = fadd contract <16 x float> %v147, %v184
  %v185 = getelementptr i8, ptr %v46, i64 9228
  %v186 = load float, ptr %v185, align 4
  %v187 = insertelement <16 x float> poison, float %v186, i64 0
  %v188 = shufflevector <16 x float> %v187, <16 x float> poison, <16 x i32> zeroinitializer
  %v189 = fmul contract <16 x float> %v173, %v188
  %v35 = fadd contract <16 x float> %v153, %v189
  %v190 = getelementptr i8, ptr %v46, i64 12300
  %v191 = load float, ptr %v190, align 4
  %v192 = insertelement <16 x float> poison, float %v191, i64 0
  %v193 = shufflevector <16 x float> %v192, <16 x float> poison, <16 x i32> zeroinitializer
  %v194 = fmul contract <16 x float> %v173, %v193
  %v33 = fadd contract <16 x float> %v159, %v194
  %v195 = getelementptr i8, ptr %v46, i64 15372
  %v196 = load float, ptr %v195, align 4
  %v197 = insertelement <16 x float> poison, float %v196, i64 0
  %v198 = shufflevector <16 x float> %v197, <16 x float> poison, <16 x i32> zeroinitializer
  %v199 = fmul contract <16 x float> %v173, %v198
  %v31 = fadd contract <16 x float> %v165, %v199
  %v43 = add nuw nsw i64 %v42, 1
  %v200 = icmp eq i64 %v43, 192
  br i1 %v200, label %v24, label %v29

v24:                                     ; preds = %v29
  %v201 = shl nsw i64 %v26, 4
  %v202 = getelementptr inbounds float, ptr %v10, i64 %v201
  %v203 = load <16 x float>, ptr %v202, align 4
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
  store <16 x float> %v225, ptr %v226, align 4
  %v227 = load <16 x float>, ptr %v202, align 4
  %v228 = fadd contract <16 x float> %v39, %v227
  %v229 = fmul contract <16 x float> %v228, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v230 = fmul contract <16 x float> %v228, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v231 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v230, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v232 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v231, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v233 = fmul contract <16 x float> %v232, %v232
  %v234 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v233, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v235 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v234, <16 x float> %v233, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v236 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v235, <16 x float> %v233, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v237 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v236, <16 x float> %v233, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v238 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v237, <16 x float> %v233, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v239 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v238, <16 x float> %v233, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v240 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v233, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v241 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v240, <16 x float> %v233, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v242 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v241, <16 x float> %v233, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v243 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v242, <16 x float> %v233, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v244 = fmul contract <16 x float> %v232, %v239
  %v245 = fdiv contract <16 x float> %v244, %v243
  %v246 = fcmp contract uno <16 x float> %v230, zeroinitializer
  %v247 = select contract <16 x i1> %v246, <16 x float> %v230, <16 x float> %v245
  %v248 = fadd contract <16 x float> %v247, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v249 = fmul contract <16 x float> %v229, %v248
  %v250 = getelementptr i8, ptr %v226, i64 12288
  store <16 x float> %v249, ptr %v250, align 4
  %v251 = load <16 x float>, ptr %v202, align 4
  %v252 = fadd contract <16 x float> %v37, %v251
  %v253 = fmul contract <16 x float> %v252, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v254 = fmul contract <16 x float> %v252, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v255 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v254, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v256 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v255, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v257 = fmul contract <16 x float> %v256, %v256
  %v258 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v257, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v259 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v258, <16 x float> %v257, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v260 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v259, <16 x float> %v257, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v261 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v260, <16 x float> %v257, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v262 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v261, <16 x float> %v257, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v263 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v262, <16 x float> %v257, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v264 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v257, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v265 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v264, <16 x float> %v257, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v266 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v265, <16 x float> %v257, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v267 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v266, <16 x float> %v257, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v268 = fmul contract <16 x float> %v256, %v263
  %v269 = fdiv contract <16 x float> %v268, %v267
  %v270 = fcmp contract uno <16 x float> %v254, zeroinitializer
  %v271 = select contract <16 x i1> %v270, <16 x float> %v254, <16 x float> %v269
  %v272 = fadd contract <16 x float> %v271, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v273 = fmul contract <16 x float> %v253, %v272
  %v274 = getelementptr i8, ptr %v226, i64 24576
  store <16 x float> %v273, ptr %v274, align 4
  %v275 = load <16 x float>, ptr %v202, align 4
  %v276 = fadd contract <16 x float> %v35, %v275
  %v277 = fmul contract <16 x float> %v276, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v278 = fmul contract <16 x float> %v276, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v279 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v278, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v280 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v279, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v281 = fmul contract <16 x float> %v280, %v280
  %v282 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v281, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v283 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v282, <16 x float> %v281, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v284 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v283, <16 x float> %v281, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v285 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v284, <16 x float> %v281, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v286 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v285, <16 x float> %v281, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v287 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v286, <16 x float> %v281, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v288 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v281, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v289 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v288, <16 x float> %v281, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v290 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v289, <16 x float> %v281, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v291 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v290, <16 x float> %v281, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v292 = fmul contract <16 x float> %v280, %v287
  %v293 = fdiv contract <16 x float> %v292, %v291
  %v294 = fcmp contract uno <16 x float> %v278, zeroinitializer
  %v295 = select contract <16 x i1> %v294, <16 x float> %v278, <16 x float> %v293
  %v296 = fadd contract <16 x float> %v295, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v297 = fmul contract <16 x float> %v277, %v296
  %v298 = getelementptr i8, ptr %v226, i64 36864
  store <16 x float> %v297, ptr %v298, align 4
  %v299 = load <16 x float>, ptr %v202, align 4
  %v300 = fadd contract <16 x float> %v33, %v299
  %v301 = fmul contract <16 x float> %v300, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v302 = fmul contract <16 x float> %v300, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v303 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v302, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v304 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v303, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v305 = fmul contract <16 x float> %v304, %v304
  %v306 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v305, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v307 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v306, <16 x float> %v305, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v308 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v307, <16 x float> %v305, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v309 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v308, <16 x float> %v305, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v310 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v309, <16 x float> %v305, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v311 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v310, <16 x float> %v305, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v312 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v305, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v313 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v312, <16 x float> %v305, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v314 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v313, <16 x float> %v305, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v315 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v314, <16 x float> %v305, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v316 = fmul contract <16 x float> %v304, %v311
  %v317 = fdiv contract <16 x float> %v316, %v315
  %v318 = fcmp contract uno <16 x float> %v302, zeroinitializer
  %v319 = select contract <16 x i1> %v318, <16 x float> %v302, <16 x float> %v317
  %v320 = fadd contract <16 x float> %v319, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v321 = fmul contract <16 x float> %v301, %v320
  %v322 = getelementptr i8, ptr %v226, i64 49152
  store <16 x float> %v321, ptr %v322, align 4
  %v323 = load <16 x float>, ptr %v202, align 4
  %v324 = fadd contract <16 x float> %v31, %v323
  %v325 = fmul contract <16 x float> %v324, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v326 = fmul contract <16 x float> %v324, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v327 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v326, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v328 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v327, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v329 = fmul contract <16 x float> %v328, %v328
  %v330 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v329, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v331 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v330, <16 x float> %v329, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v332 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v331, <16 x float> %v329, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v333 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v332, <16 x float> %v329, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v334 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v333, <16 x float> %v329, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v335 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v334, <16 x float> %v329, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v336 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v329, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v337 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v336, <16 x float> %v329, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v338 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v337, <16 x float> %v329, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v339 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v338, <16 x float> %v329, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v340 = fmul contract <16 x float> %v328, %v335
  %v341 = fdiv contract <16 x float> %v340, %v339
  %v342 = fcmp contract uno <16 x float> %v326, zeroinitializer
  %v343 = select contract <16 x i1> %v342, <16 x float> %v326, <16 x float> %v341
  %v344 = fadd contract <16 x float> %v343, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v345 = fmul contract <16 x float> %v325, %v344
  %v346 = getelementptr i8, ptr %v226, i64 61440
  store <16 x float> %v345, ptr %v346, align 4
  %v27 = add nuw nsw i64 %v26, 1
  %v347 = icmp eq i64 %v27, 192
  br i1 %v347, label %v14, label %v21

v22:                                   ; preds = %v12, %v23
  %v348 = phi i64 [ %v349, %v23 ], [ 0, %v12 ]
  %v350 = mul nuw nsw i64 %v348, 12288
  br label %v351

v351:                                   ; preds = %v22, %v351
  %v352 = phi <16 x float> [ zeroinitializer, %v22 ], [ %v353, %v351 ]
  %v354 = phi <16 x float> [ zeroinitializer, %v22 ], [ %v355, %v351 ]
  %v356 = phi i64 [ 0, %v22 ], [ %v357, %v351 ]
  %v358 = shl nuw nsw i64 %v356, 2
  %v359 = add nuw nsw i64 %v358, %v18
  %v360 = getelementptr inbounds float, ptr %v4, i64 %v359
  %v361 = load float, ptr %v360, align 4
  %v362 = insertelement <16 x float> poison, float %v361, i64 0
  %v363 = shufflevector <16 x float> %v362, <16 x float> poison, <16 x i32> zeroinitializer
  %v364 = shl nuw nsw i64 %v356, 6
  %v365 = add nuw nsw i64 %v364, %v350
  %v366 = getelementptr inbounds float, ptr %v6, i64 %v365
  %v367 = load <16 x float>, ptr %v366, align 64
  %v368 = fmul contract <16 x float> %v367, %v363
  %v369 = fadd contract <16 x float> %v354, %v368
  %v370 = getelementptr inbounds i8, ptr %v360, i64 3072
  %v371 = load float, ptr %v370, align 4
  %v372 = insertelement <16 x float> poison, float %v371, i64 0
  %v373 = shufflevector <16 x float> %v372, <16 x float> poison, <16 x i32> zeroinitializer
  %v374 = fmul contract <16 x float> %v367, %v373
  %v375 = fadd contract <16 x float> %v352, %v374
  %v376 = or disjoint i64 %v359, 1
  %v377 = getelementptr inbounds float, ptr %v4, i64 %v376
  %v378 = load float, ptr %v377, align 4
  %v379 = insertelement <16 x float> poison, float %v378, i64 0
  %v380 = shufflevector <16 x float> %v379, <16 x float> poison, <16 x i32> zeroinitializer
  %v381 = or disjoint i64 %v365, 16
  %v382 = getelementptr inbounds float, ptr %v6, i64 %v381
  %v383 = load <16 x float>, ptr %v382, align 64
  %v384 = fmul contract <16 x float> %v383, %v380
  %v385 = fadd contract <16 x float> %v369, %v384
  %v386 = getelementptr inbounds i8, ptr %v360, i64 3076
  %v387 = load float, ptr %v386, align 4
  %v388 = insertelement <16 x float> poison, float %v387, i64 0
  %v389 = shufflevector <16 x float> %v388, <16 x float> poison, <16 x i32> zeroinitializer
  %v390 = fmul contract <16 x float> %v383, %v389
  %v391 = fadd contract <16 x float> %v375, %v390
  %v392 = or disjoint i64 %v359, 2
  %v393 = getelementptr inbounds float, ptr %v4, i64 %v392
  %v394 = load float, ptr %v393, align 4
  %v395 = insertelement <16 x float> poison, float %v394, i64 0
  %v396 = shufflevector <16 x float> %v395, <16 x float> poison, <16 x i32> zeroinitializer
  %v397 = or disjoint i64 %v365, 32
  %v398 = getelementptr inbounds float, ptr %v6, i64 %v397
  %v399 = load <16 x float>, ptr %v398, align 64
  %v400 = fmul contract <16 x float> %v399, %v396
  %v401 = fadd contract <16 x float> %v385, %v400
  %v402 = getelementptr inbounds i8, ptr %v360, i64 3080
  %v403 = load float, ptr %v402, align 4
  %v404 = insertelement <16 x float> poison, float %v403, i64 0
  %v405 = shufflevector <16 x float> %v404, <16 x float> poison, <16 x i32> zeroinitializer
  %v406 = fmul contract <16 x float> %v399, %v405
  %v407 = fadd contract <16 x float> %v391, %v406
  %v408 = or disjoint i64 %v359, 3
  %v409 = getelementptr inbounds float, ptr %v4, i64 %v408
  %v410 = load float, ptr %v409, align 4
  %v411 = insertelement <16 x float> poison, float %v410, i64 0
  %v412 = shufflevector <16 x float> %v411, <16 x float> poison, <16 x i32> zeroinitializer
  %v413 = or disjoint i64 %v365, 48
  %v414 = getelementptr inbounds float, ptr %v6, i64 %v413
  %v415 = load <16 x float>, ptr %v414, align 64
  %v416 = fmul contract <16 x float> %v415, %v412
  %v355 = fadd contract <16 x float> %v401, %v416
  %v417 = getelementptr inbounds i8, ptr %v360, i64 3084
  %v418 = load float, ptr %v417, align 4
  %v419 = insertelement <16 x float> poison, float %v418, i64 0
  %v420 = shufflevector <16 x float> %v419, <16 x float> poison, <16 x i32> zeroinitializer
  %v421 = fmul contract <16 x float> %v415, %v420
  %v353 = fadd contract <16 x float> %v407, %v421
  %v357 = add nuw nsw i64 %v356, 1
  %v422 = icmp eq i64 %v357, 192
  br i1 %v422, label %v23, label %v351

v23:                                   ; preds = %v351
  %v423 = shl nsw i64 %v348, 4
  %v424 = getelementptr inbounds float, ptr %v10, i64 %v423
  %v425 = load <16 x float>, ptr %v424, align 4
  %v426 = fadd contract <16 x float> %v355, %v425
  %v427 = fmul contract <16 x float> %v426, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v428 = fmul contract <16 x float> %v426, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v429 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v428, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v430 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v429, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v431 = fmul contract <16 x float> %v430, %v430
  %v432 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v431, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v433 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v432, <16 x float> %v431, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v434 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v433, <16 x float> %v431, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v435 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v434, <16 x float> %v431, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v436 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v435, <16 x float> %v431, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v437 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v436, <16 x float> %v431, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v438 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v431, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v439 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v438, <16 x float> %v431, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v440 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v439, <16 x float> %v431, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v441 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v440, <16 x float> %v431, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v442 = fmul contract <16 x float> %v430, %v437
  %v443 = fdiv contract <16 x float> %v442, %v441
  %v444 = fcmp contract uno <16 x float> %v428, zeroinitializer
  %v445 = select contract <16 x i1> %v444, <16 x float> %v428, <16 x float> %v443
  %v446 = fadd contract <16 x float> %v445, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v447 = fmul contract <16 x float> %v427, %v446
  %v448 = getelementptr inbounds float, ptr %v20, i64 %v423
  store <16 x float> %v447, ptr %v448, align 4
  %v449 = load <16 x float>, ptr %v424, align 4
  %v450 = fadd contract <16 x float> %v353, %v449
  %v451 = fmul contract <16 x float> %v450, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v452 = fmul contract <16 x float> %v450, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v453 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v452, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v454 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v453, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v455 = fmul contract <16 x float> %v454, %v454
  %v456 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v455, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v457 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v456, <16 x float> %v455, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v458 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v457, <16 x float> %v455, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v459 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v458, <16 x float> %v455, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v460 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v459, <16 x float> %v455, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v461 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v460, <16 x float> %v455, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v462 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v455, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v463 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v462, <16 x float> %v455, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v464 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v463, <16 x float> %v455, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v465 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v464, <16 x float> %v455, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v466 = fmul contract <16 x float> %v454, %v461
  %v467 = fdiv contract <16 x float> %v466, %v465
  %v468 = fcmp contract uno <16 x float> %v452, zeroinitializer
  %v469 = select contract <16 x i1> %v468, <16 x float> %v452, <16 x float> %v467
  %v470 = fadd contract <16 x float> %v469, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v471 = fmul contract <16 x float> %v451, %v470
  %v472 = getelementptr inbounds i8, ptr %v448, i64 12288
  store <16 x float> %v471, ptr %v472, align 4
  %v349 = add nuw nsw i64 %v348, 1
  %v473 = icmp eq i64 %v349, 192
  br i1 %v473, label %v14, label %v22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.maxnum.v16f32(<16 x float>, <16 x float>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.minnum.v16f32(<16 x float>, <16 x float>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #4

; Function Attrs: nounwind
define void @ktune_dense_bias_gelu_f32_m128_n3072_k768_packed(ptr nocapture readonly %v0) local_unnamed_addr #5 {
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
  %v12 = tail call ptr @ktune_alloc(i64 9437184) #5, !noalias !0
  store ptr %v12, ptr %v3, align 64, !noalias !0
  store ptr %v6, ptr %v8, align 8, !noalias !0
  call void @ktune_parallel_for(i64 192, ptr nonnull @ktune_dense_bias_gelu_f32_m128_n3072_k768.parallel0, ptr nonnull %v3) #5, !noalias !6
  store ptr %v4, ptr %v2, align 64, !noalias !0
  store ptr %v12, ptr %v9, align 8, !noalias !0
  %v13 = shufflevector <2 x ptr> %v11, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  store <2 x ptr> %v13, ptr %v10, align 16, !noalias !0
  call void @ktune_parallel_for(i64 22, ptr nonnull @ktune_dense_bias_gelu_f32_m128_n3072_k768.parallel1, ptr nonnull %v2) #5
  call void @ktune_free(ptr %v12) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %v2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %v3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: read) "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1, !3, !4, !5}
!1 = distinct !{!1, !2, !"ktune_dense_bias_gelu_f32_m128_n3072_k768: %X"}
!2 = distinct !{!2, !"ktune_dense_bias_gelu_f32_m128_n3072_k768"}
!3 = distinct !{!3, !2, !"ktune_dense_bias_gelu_f32_m128_n3072_k768: %W"}
!4 = distinct !{!4, !2, !"ktune_dense_bias_gelu_f32_m128_n3072_k768: %bias"}
!5 = distinct !{!5, !2, !"ktune_dense_bias_gelu_f32_m128_n3072_k768: %Y"}
!6 = !{!1, !4, !5}
