; depthwise_conv2d:N=1,C=5,H=10,W=9,R=3,S=3,stride=1,pad=1,dilation=1,layout=nchw,bias=0,residual=0,act=none,dtype=f32 on llvm -mcpu=x86-64-v4, schedule template
; ModuleID = 'ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1'
source_filename = "ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  store ptr %v0, ptr %v4, align 64
  %v5 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v1, ptr %v5, align 8
  %v6 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v6, align 16
  call void @ktune_parallel_for(i64 5, ptr nonnull @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v4) #3
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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

v10:                                         ; preds = %v3, %v12
  %v13 = phi i64 [ %v14, %v12 ], [ %v1, %v3 ]
  %v15 = mul nsw i64 %v13, 90
  %v16 = add nsw i64 %v15, 36
  %v17 = getelementptr float, ptr %v4, i64 %v15
  %v18 = getelementptr i8, ptr %v17, i64 104
  %v19 = mul i64 %v13, 36
  %v20 = getelementptr inbounds i8, ptr %v6, i64 %v19
  %v21 = getelementptr i8, ptr %v17, i64 140
  %v22 = getelementptr i8, ptr %v17, i64 176
  %v23 = getelementptr i8, ptr %v17, i64 212
  %v24 = getelementptr i8, ptr %v17, i64 108
  %v25 = getelementptr i8, ptr %v20, i64 4
  %v26 = getelementptr float, ptr %v4, i64 %v16
  %v27 = add nsw i64 %v15, 45
  %v28 = getelementptr float, ptr %v4, i64 %v27
  %v29 = add nsw i64 %v15, 54
  %v30 = getelementptr float, ptr %v4, i64 %v29
  %v31 = getelementptr i8, ptr %v17, i64 112
  %v32 = getelementptr i8, ptr %v20, i64 8
  %v33 = getelementptr i8, ptr %v17, i64 148
  %v34 = getelementptr i8, ptr %v17, i64 184
  %v35 = getelementptr i8, ptr %v17, i64 220
  %v36 = getelementptr i8, ptr %v20, i64 12
  %v37 = getelementptr i8, ptr %v17, i64 248
  %v38 = getelementptr i8, ptr %v20, i64 16
  %v39 = add nsw i64 %v15, 63
  %v40 = getelementptr i8, ptr %v20, i64 20
  %v41 = getelementptr i8, ptr %v17, i64 256
  %v42 = getelementptr i8, ptr %v20, i64 24
  %v43 = getelementptr i8, ptr %v17, i64 284
  %v44 = getelementptr i8, ptr %v20, i64 28
  %v45 = getelementptr i8, ptr %v17, i64 288
  %v46 = getelementptr i8, ptr %v20, i64 32
  %v47 = getelementptr i8, ptr %v17, i64 292
  %v48 = getelementptr i8, ptr %v17, i64 -4
  %v49 = getelementptr i8, ptr %v17, i64 32
  %v50 = getelementptr i8, ptr %v17, i64 68
  %v51 = add nsw i64 %v15, 9
  %v52 = getelementptr float, ptr %v4, i64 %v51
  %v53 = add nsw i64 %v15, 18
  %v54 = getelementptr float, ptr %v4, i64 %v53
  %v55 = or disjoint i64 %v15, 1
  %v56 = getelementptr float, ptr %v4, i64 %v55
  %v57 = getelementptr i8, ptr %v17, i64 40
  %v58 = getelementptr i8, ptr %v17, i64 76
  %v59 = add nsw i64 %v15, 27
  %v60 = getelementptr i8, ptr %v17, i64 144
  br label %v61

v61:                                   ; preds = %v62, %v10
  %v63 = phi i64 [ 0, %v10 ], [ %v64, %v62 ]
  switch i64 %v63, label %v12 [
    i64 0, label %v65
    i64 1, label %v66
  ]

v12:                                   ; preds = %v61
  %v67 = add nsw i64 %v15, 72
  %v68 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v37, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v69 = shufflevector <16 x float> %v68, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v70 = insertelement <9 x float> %v69, float 0.000000e+00, i64 0
  %v71 = load float, ptr %v20, align 4, !alias.scope !3, !noalias !8
  %v72 = insertelement <9 x float> poison, float %v71, i64 0
  %v73 = shufflevector <9 x float> %v72, <9 x float> poison, <9 x i32> zeroinitializer
  %v74 = fmul contract <9 x float> %v70, %v73
  %v75 = fadd contract <9 x float> %v74, zeroinitializer
  %v76 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v43, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v77 = shufflevector <16 x float> %v76, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v78 = insertelement <9 x float> %v77, float 0.000000e+00, i64 0
  %v79 = fmul contract <9 x float> %v73, %v78
  %v80 = fadd contract <9 x float> %v79, zeroinitializer
  %v81 = getelementptr i8, ptr %v17, i64 252
  %v82 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v81, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v83 = shufflevector <16 x float> %v82, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v84 = load float, ptr %v25, align 4, !alias.scope !3, !noalias !8
  %v85 = insertelement <9 x float> poison, float %v84, i64 0
  %v86 = shufflevector <9 x float> %v85, <9 x float> poison, <9 x i32> zeroinitializer
  %v87 = fmul contract <9 x float> %v83, %v86
  %v88 = fadd contract <9 x float> %v75, %v87
  %v89 = getelementptr float, ptr %v4, i64 %v67
  %v90 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v89, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v91 = shufflevector <16 x float> %v90, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v92 = fmul contract <9 x float> %v91, %v86
  %v93 = fadd contract <9 x float> %v80, %v92
  %v94 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v41, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v95 = shufflevector <16 x float> %v94, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v96 = insertelement <9 x float> %v95, float 0.000000e+00, i64 8
  %v97 = load float, ptr %v32, align 4, !alias.scope !3, !noalias !8
  %v98 = insertelement <9 x float> poison, float %v97, i64 0
  %v99 = shufflevector <9 x float> %v98, <9 x float> poison, <9 x i32> zeroinitializer
  %v100 = fmul contract <9 x float> %v96, %v99
  %v101 = fadd contract <9 x float> %v88, %v100
  %v102 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v47, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v103 = shufflevector <16 x float> %v102, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v104 = insertelement <9 x float> %v103, float 0.000000e+00, i64 8
  %v105 = fmul contract <9 x float> %v99, %v104
  %v106 = fadd contract <9 x float> %v93, %v105
  %v107 = load float, ptr %v36, align 4, !alias.scope !3, !noalias !8
  %v108 = insertelement <9 x float> poison, float %v107, i64 0
  %v109 = shufflevector <9 x float> %v108, <9 x float> poison, <9 x i32> zeroinitializer
  %v110 = fmul contract <9 x float> %v78, %v109
  %v111 = fadd contract <9 x float> %v101, %v110
  %v112 = getelementptr i8, ptr %v17, i64 320
  %v113 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v112, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v114 = shufflevector <16 x float> %v113, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v115 = insertelement <9 x float> %v114, float 0.000000e+00, i64 0
  %v116 = fmul contract <9 x float> %v109, %v115
  %v117 = fadd contract <9 x float> %v106, %v116
  %v118 = load float, ptr %v38, align 4, !alias.scope !3, !noalias !8
  %v119 = insertelement <9 x float> poison, float %v118, i64 0
  %v120 = shufflevector <9 x float> %v119, <9 x float> poison, <9 x i32> zeroinitializer
  %v121 = fmul contract <9 x float> %v91, %v120
  %v122 = fadd contract <9 x float> %v111, %v121
  %v123 = add nsw i64 %v15, 81
  %v124 = getelementptr float, ptr %v4, i64 %v123
  %v125 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v124, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v126 = shufflevector <16 x float> %v125, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v127 = fmul contract <9 x float> %v126, %v120
  %v128 = fadd contract <9 x float> %v117, %v127
  %v129 = load float, ptr %v40, align 4, !alias.scope !3, !noalias !8
  %v130 = insertelement <9 x float> poison, float %v129, i64 0
  %v131 = shufflevector <9 x float> %v130, <9 x float> poison, <9 x i32> zeroinitializer
  %v132 = fmul contract <9 x float> %v104, %v131
  %v133 = fadd contract <9 x float> %v122, %v132
  %v134 = getelementptr i8, ptr %v17, i64 328
  %v135 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v134, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v136 = shufflevector <16 x float> %v135, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v137 = insertelement <9 x float> %v136, float 0.000000e+00, i64 8
  %v138 = fmul contract <9 x float> %v131, %v137
  %v139 = fadd contract <9 x float> %v128, %v138
  %v140 = load float, ptr %v42, align 4, !alias.scope !3, !noalias !8
  %v141 = insertelement <9 x float> poison, float %v140, i64 0
  %v142 = shufflevector <9 x float> %v141, <9 x float> poison, <9 x i32> zeroinitializer
  %v143 = fmul contract <9 x float> %v115, %v142
  %v144 = fadd contract <9 x float> %v133, %v143
  %v145 = load float, ptr %v44, align 4, !alias.scope !3, !noalias !8
  %v146 = insertelement <9 x float> poison, float %v145, i64 0
  %v147 = shufflevector <9 x float> %v146, <9 x float> poison, <9 x i32> zeroinitializer
  %v148 = fmul contract <9 x float> %v126, %v147
  %v149 = fadd contract <9 x float> %v144, %v148
  %v150 = load float, ptr %v46, align 4, !alias.scope !3, !noalias !8
  %v151 = insertelement <9 x float> poison, float %v150, i64 0
  %v152 = shufflevector <9 x float> %v151, <9 x float> poison, <9 x i32> zeroinitializer
  %v153 = fmul contract <9 x float> %v137, %v152
  %v154 = fadd contract <9 x float> %v149, %v153
  %v155 = getelementptr inbounds float, ptr %v8, i64 %v67
  store <9 x float> %v154, ptr %v155, align 4, !alias.scope !5, !noalias !9
  %v156 = getelementptr inbounds float, ptr %v8, i64 %v123
  store <9 x float> %v139, ptr %v156, align 4, !alias.scope !5, !noalias !9
  %v14 = add nuw nsw i64 %v13, 1
  %v157 = icmp eq i64 %v14, %v2
  br i1 %v157, label %v11, label %v10

v65:                                        ; preds = %v61
  %v158 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v48, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v159 = shufflevector <16 x float> %v158, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v160 = insertelement <9 x float> %v159, float 0.000000e+00, i64 0
  %v161 = load float, ptr %v20, align 4, !alias.scope !3, !noalias !8
  %v162 = insertelement <9 x float> poison, float %v161, i64 0
  %v163 = shufflevector <9 x float> %v162, <9 x float> poison, <9 x i32> zeroinitializer
  %v164 = fmul contract <9 x float> %v160, %v163
  %v165 = fadd contract <9 x float> %v164, zeroinitializer
  %v166 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v49, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v167 = shufflevector <16 x float> %v166, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v168 = insertelement <9 x float> %v167, float 0.000000e+00, i64 0
  %v169 = fmul contract <9 x float> %v163, %v168
  %v170 = fadd contract <9 x float> %v169, zeroinitializer
  %v171 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v50, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v172 = shufflevector <16 x float> %v171, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v173 = insertelement <9 x float> %v172, float 0.000000e+00, i64 0
  %v174 = fmul contract <9 x float> %v163, %v173
  %v175 = fadd contract <9 x float> %v174, zeroinitializer
  %v176 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v17, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v177 = shufflevector <16 x float> %v176, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v178 = load float, ptr %v25, align 4, !alias.scope !3, !noalias !8
  %v179 = insertelement <9 x float> poison, float %v178, i64 0
  %v180 = shufflevector <9 x float> %v179, <9 x float> poison, <9 x i32> zeroinitializer
  %v181 = fmul contract <9 x float> %v177, %v180
  %v182 = fadd contract <9 x float> %v165, %v181
  %v183 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v52, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v184 = shufflevector <16 x float> %v183, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v185 = fmul contract <9 x float> %v184, %v180
  %v186 = fadd contract <9 x float> %v170, %v185
  %v187 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v54, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v188 = shufflevector <16 x float> %v187, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v189 = fmul contract <9 x float> %v180, %v188
  %v190 = fadd contract <9 x float> %v175, %v189
  %v191 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v56, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v192 = shufflevector <16 x float> %v191, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v193 = insertelement <9 x float> %v192, float 0.000000e+00, i64 8
  %v194 = load float, ptr %v32, align 4, !alias.scope !3, !noalias !8
  %v195 = insertelement <9 x float> poison, float %v194, i64 0
  %v196 = shufflevector <9 x float> %v195, <9 x float> poison, <9 x i32> zeroinitializer
  %v197 = fmul contract <9 x float> %v193, %v196
  %v198 = fadd contract <9 x float> %v182, %v197
  %v199 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v57, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v200 = shufflevector <16 x float> %v199, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v201 = insertelement <9 x float> %v200, float 0.000000e+00, i64 8
  %v202 = fmul contract <9 x float> %v196, %v201
  %v203 = fadd contract <9 x float> %v186, %v202
  %v204 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v58, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v205 = shufflevector <16 x float> %v204, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v206 = insertelement <9 x float> %v205, float 0.000000e+00, i64 8
  %v207 = fmul contract <9 x float> %v196, %v206
  %v208 = fadd contract <9 x float> %v190, %v207
  %v209 = load float, ptr %v36, align 4, !alias.scope !3, !noalias !8
  %v210 = insertelement <9 x float> poison, float %v209, i64 0
  %v211 = shufflevector <9 x float> %v210, <9 x float> poison, <9 x i32> zeroinitializer
  %v212 = fmul contract <9 x float> %v160, %v211
  %v213 = fadd contract <9 x float> %v212, zeroinitializer
  %v214 = fmul contract <9 x float> %v168, %v211
  %v215 = fadd contract <9 x float> %v198, %v214
  %v216 = fmul contract <9 x float> %v173, %v211
  %v217 = fadd contract <9 x float> %v203, %v216
  br label %v62

v62:                                        ; preds = %v66, %v65
  %v218 = phi ptr [ %v37, %v66 ], [ %v18, %v65 ]
  %v219 = phi <9 x float> [ %v220, %v66 ], [ %v211, %v65 ]
  %v221 = phi <9 x float> [ %v222, %v66 ], [ %v208, %v65 ]
  %v223 = phi <9 x float> [ %v224, %v66 ], [ %v177, %v65 ]
  %v225 = phi <9 x float> [ %v226, %v66 ], [ %v213, %v65 ]
  %v227 = phi <9 x float> [ %v228, %v66 ], [ %v184, %v65 ]
  %v229 = phi <9 x float> [ %v230, %v66 ], [ %v215, %v65 ]
  %v231 = phi <9 x float> [ %v232, %v66 ], [ %v188, %v65 ]
  %v233 = phi <9 x float> [ %v234, %v66 ], [ %v217, %v65 ]
  %v235 = phi i64 [ %v39, %v66 ], [ %v59, %v65 ]
  %v236 = phi <9 x float> [ %v237, %v66 ], [ %v193, %v65 ]
  %v238 = phi <9 x float> [ %v239, %v66 ], [ %v201, %v65 ]
  %v240 = phi <9 x float> [ %v241, %v66 ], [ %v206, %v65 ]
  %v242 = phi ptr [ %v41, %v66 ], [ %v31, %v65 ]
  %v243 = phi <9 x float> [ %v244, %v66 ], [ %v168, %v65 ]
  %v245 = phi <9 x float> [ %v246, %v66 ], [ %v173, %v65 ]
  %v247 = phi ptr [ %v43, %v66 ], [ %v21, %v65 ]
  %v248 = phi ptr [ %v45, %v66 ], [ %v60, %v65 ]
  %v249 = phi ptr [ %v47, %v66 ], [ %v33, %v65 ]
  %v250 = phi i64 [ %v16, %v66 ], [ %v15, %v65 ]
  %v251 = phi i64 [ %v27, %v66 ], [ %v51, %v65 ]
  %v252 = phi i64 [ %v29, %v66 ], [ %v53, %v65 ]
  %v253 = getelementptr inbounds float, ptr %v8, i64 %v235
  %v254 = getelementptr inbounds float, ptr %v8, i64 %v252
  %v255 = getelementptr inbounds float, ptr %v8, i64 %v251
  %v256 = getelementptr inbounds float, ptr %v8, i64 %v250
  %v257 = getelementptr float, ptr %v4, i64 %v235
  %v258 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v218, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v259 = shufflevector <16 x float> %v258, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v260 = insertelement <9 x float> %v259, float 0.000000e+00, i64 0
  %v261 = fmul contract <9 x float> %v219, %v260
  %v262 = fadd contract <9 x float> %v221, %v261
  %v263 = load float, ptr %v38, align 4, !alias.scope !3, !noalias !8
  %v264 = insertelement <9 x float> poison, float %v263, i64 0
  %v265 = shufflevector <9 x float> %v264, <9 x float> poison, <9 x i32> zeroinitializer
  %v266 = fmul contract <9 x float> %v223, %v265
  %v267 = fadd contract <9 x float> %v225, %v266
  %v268 = fmul contract <9 x float> %v227, %v265
  %v269 = fadd contract <9 x float> %v229, %v268
  %v270 = fmul contract <9 x float> %v231, %v265
  %v271 = fadd contract <9 x float> %v233, %v270
  %v272 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v257, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v273 = shufflevector <16 x float> %v272, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v274 = fmul contract <9 x float> %v273, %v265
  %v275 = fadd contract <9 x float> %v262, %v274
  %v276 = load float, ptr %v40, align 4, !alias.scope !3, !noalias !8
  %v277 = insertelement <9 x float> poison, float %v276, i64 0
  %v278 = shufflevector <9 x float> %v277, <9 x float> poison, <9 x i32> zeroinitializer
  %v279 = fmul contract <9 x float> %v236, %v278
  %v280 = fadd contract <9 x float> %v267, %v279
  %v281 = fmul contract <9 x float> %v238, %v278
  %v282 = fadd contract <9 x float> %v269, %v281
  %v283 = fmul contract <9 x float> %v240, %v278
  %v284 = fadd contract <9 x float> %v271, %v283
  %v285 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v242, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v286 = shufflevector <16 x float> %v285, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v287 = insertelement <9 x float> %v286, float 0.000000e+00, i64 8
  %v288 = fmul contract <9 x float> %v278, %v287
  %v289 = fadd contract <9 x float> %v275, %v288
  %v290 = load float, ptr %v42, align 4, !alias.scope !3, !noalias !8
  %v291 = insertelement <9 x float> poison, float %v290, i64 0
  %v292 = shufflevector <9 x float> %v291, <9 x float> poison, <9 x i32> zeroinitializer
  %v293 = fmul contract <9 x float> %v243, %v292
  %v294 = fadd contract <9 x float> %v280, %v293
  %v295 = fmul contract <9 x float> %v245, %v292
  %v296 = fadd contract <9 x float> %v282, %v295
  %v297 = fmul contract <9 x float> %v260, %v292
  %v298 = fadd contract <9 x float> %v284, %v297
  %v299 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v247, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v300 = shufflevector <16 x float> %v299, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v301 = insertelement <9 x float> %v300, float 0.000000e+00, i64 0
  %v302 = fmul contract <9 x float> %v292, %v301
  %v303 = fadd contract <9 x float> %v289, %v302
  %v304 = load float, ptr %v44, align 4, !alias.scope !3, !noalias !8
  %v305 = insertelement <9 x float> poison, float %v304, i64 0
  %v306 = shufflevector <9 x float> %v305, <9 x float> poison, <9 x i32> zeroinitializer
  %v307 = fmul contract <9 x float> %v227, %v306
  %v308 = fadd contract <9 x float> %v294, %v307
  %v309 = fmul contract <9 x float> %v231, %v306
  %v310 = fadd contract <9 x float> %v296, %v309
  %v311 = fmul contract <9 x float> %v273, %v306
  %v312 = fadd contract <9 x float> %v298, %v311
  %v313 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v248, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v314 = shufflevector <16 x float> %v313, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v315 = fmul contract <9 x float> %v314, %v306
  %v316 = fadd contract <9 x float> %v303, %v315
  %v317 = load float, ptr %v46, align 4, !alias.scope !3, !noalias !8
  %v318 = insertelement <9 x float> poison, float %v317, i64 0
  %v319 = shufflevector <9 x float> %v318, <9 x float> poison, <9 x i32> zeroinitializer
  %v320 = fmul contract <9 x float> %v238, %v319
  %v321 = fadd contract <9 x float> %v308, %v320
  %v322 = fmul contract <9 x float> %v240, %v319
  %v323 = fadd contract <9 x float> %v310, %v322
  %v324 = fmul contract <9 x float> %v287, %v319
  %v325 = fadd contract <9 x float> %v312, %v324
  %v326 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v249, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v327 = shufflevector <16 x float> %v326, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v328 = insertelement <9 x float> %v327, float 0.000000e+00, i64 8
  %v329 = fmul contract <9 x float> %v319, %v328
  %v330 = fadd contract <9 x float> %v316, %v329
  store <9 x float> %v321, ptr %v256, align 4, !alias.scope !5, !noalias !9
  store <9 x float> %v323, ptr %v255, align 4, !alias.scope !5, !noalias !9
  store <9 x float> %v325, ptr %v254, align 4, !alias.scope !5, !noalias !9
  store <9 x float> %v330, ptr %v253, align 4, !alias.scope !5, !noalias !9
  %v64 = add nuw nsw i64 %v63, 1
  br label %v61

v66:                                      ; preds = %v61
  %v331 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v18, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v332 = shufflevector <16 x float> %v331, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v333 = insertelement <9 x float> %v332, float 0.000000e+00, i64 0
  %v334 = load float, ptr %v20, align 4, !alias.scope !3, !noalias !8
  %v335 = insertelement <9 x float> poison, float %v334, i64 0
  %v336 = shufflevector <9 x float> %v335, <9 x float> poison, <9 x i32> zeroinitializer
  %v337 = fmul contract <9 x float> %v333, %v336
  %v338 = fadd contract <9 x float> %v337, zeroinitializer
  %v339 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v21, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v340 = shufflevector <16 x float> %v339, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v341 = insertelement <9 x float> %v340, float 0.000000e+00, i64 0
  %v342 = fmul contract <9 x float> %v336, %v341
  %v343 = fadd contract <9 x float> %v342, zeroinitializer
  %v344 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v22, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v345 = shufflevector <16 x float> %v344, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v244 = insertelement <9 x float> %v345, float 0.000000e+00, i64 0
  %v346 = fmul contract <9 x float> %v336, %v244
  %v347 = fadd contract <9 x float> %v346, zeroinitializer
  %v348 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v23, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v349 = shufflevector <16 x float> %v348, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v246 = insertelement <9 x float> %v349, float 0.000000e+00, i64 0
  %v350 = fmul contract <9 x float> %v336, %v246
  %v351 = fadd contract <9 x float> %v350, zeroinitializer
  %v352 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v24, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v353 = shufflevector <16 x float> %v352, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v354 = load float, ptr %v25, align 4, !alias.scope !3, !noalias !8
  %v355 = insertelement <9 x float> poison, float %v354, i64 0
  %v356 = shufflevector <9 x float> %v355, <9 x float> poison, <9 x i32> zeroinitializer
  %v357 = fmul contract <9 x float> %v353, %v356
  %v358 = fadd contract <9 x float> %v338, %v357
  %v359 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v26, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v224 = shufflevector <16 x float> %v359, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v360 = fmul contract <9 x float> %v224, %v356
  %v361 = fadd contract <9 x float> %v343, %v360
  %v362 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v28, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v228 = shufflevector <16 x float> %v362, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v363 = fmul contract <9 x float> %v356, %v228
  %v364 = fadd contract <9 x float> %v347, %v363
  %v365 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v30, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v232 = shufflevector <16 x float> %v365, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v366 = fmul contract <9 x float> %v356, %v232
  %v367 = fadd contract <9 x float> %v351, %v366
  %v368 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v31, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v369 = shufflevector <16 x float> %v368, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v370 = insertelement <9 x float> %v369, float 0.000000e+00, i64 8
  %v371 = load float, ptr %v32, align 4, !alias.scope !3, !noalias !8
  %v372 = insertelement <9 x float> poison, float %v371, i64 0
  %v373 = shufflevector <9 x float> %v372, <9 x float> poison, <9 x i32> zeroinitializer
  %v374 = fmul contract <9 x float> %v370, %v373
  %v375 = fadd contract <9 x float> %v358, %v374
  %v376 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v33, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v377 = shufflevector <16 x float> %v376, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v237 = insertelement <9 x float> %v377, float 0.000000e+00, i64 8
  %v378 = fmul contract <9 x float> %v373, %v237
  %v379 = fadd contract <9 x float> %v361, %v378
  %v380 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v34, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v381 = shufflevector <16 x float> %v380, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v239 = insertelement <9 x float> %v381, float 0.000000e+00, i64 8
  %v382 = fmul contract <9 x float> %v373, %v239
  %v383 = fadd contract <9 x float> %v364, %v382
  %v384 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v35, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !7
  %v385 = shufflevector <16 x float> %v384, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v241 = insertelement <9 x float> %v385, float 0.000000e+00, i64 8
  %v386 = fmul contract <9 x float> %v373, %v241
  %v222 = fadd contract <9 x float> %v367, %v386
  %v387 = load float, ptr %v36, align 4, !alias.scope !3, !noalias !8
  %v388 = insertelement <9 x float> poison, float %v387, i64 0
  %v220 = shufflevector <9 x float> %v388, <9 x float> poison, <9 x i32> zeroinitializer
  %v389 = fmul contract <9 x float> %v341, %v220
  %v226 = fadd contract <9 x float> %v375, %v389
  %v390 = fmul contract <9 x float> %v244, %v220
  %v230 = fadd contract <9 x float> %v379, %v390
  %v391 = fmul contract <9 x float> %v246, %v220
  %v234 = fadd contract <9 x float> %v383, %v391
  br label %v62

v11: ; preds = %v12, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #2

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1_packed(ptr nocapture readonly %v0) local_unnamed_addr #3 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = getelementptr inbounds i8, ptr %v0, i64 16
  %v4 = load ptr, ptr %v3, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  %v5 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v5, ptr %v2, align 64, !noalias !10
  %v6 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v4, ptr %v6, align 16, !noalias !10
  call void @ktune_parallel_for(i64 5, ptr nonnull @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v2) #3
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

attributes #0 = { nounwind "min-legal-vector-width"="512" "target-cpu"="x86-64-v4" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="512" "target-cpu"="x86-64-v4" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0.task: %I"}
!2 = distinct !{!2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0.task: %W"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0.task: %O"}
!7 = !{!4, !6}
!8 = !{!1, !6}
!9 = !{!1, !4}
!10 = !{!11, !13, !14}
!11 = distinct !{!11, !12, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %I"}
!12 = distinct !{!12, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1"}
!13 = distinct !{!13, !12, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %W"}
!14 = distinct !{!14, !12, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %O"}
