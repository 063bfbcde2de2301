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
  %v16 = mul i64 %v13, 36
  %v17 = getelementptr inbounds i8, ptr %v6, i64 %v16
  %v18 = load float, ptr %v17, align 4, !alias.scope !3, !noalias !7
  %v19 = insertelement <9 x float> poison, float %v18, i64 0
  %v20 = shufflevector <9 x float> %v19, <9 x float> poison, <9 x i32> zeroinitializer
  %v21 = getelementptr i8, ptr %v17, i64 4
  %v22 = load float, ptr %v21, align 4, !alias.scope !3, !noalias !7
  %v23 = insertelement <9 x float> poison, float %v22, i64 0
  %v24 = shufflevector <9 x float> %v23, <9 x float> poison, <9 x i32> zeroinitializer
  %v25 = getelementptr i8, ptr %v17, i64 8
  %v26 = load float, ptr %v25, align 4, !alias.scope !3, !noalias !7
  %v27 = insertelement <9 x float> poison, float %v26, i64 0
  %v28 = shufflevector <9 x float> %v27, <9 x float> poison, <9 x i32> zeroinitializer
  %v29 = getelementptr i8, ptr %v17, i64 12
  %v30 = load float, ptr %v29, align 4, !alias.scope !3, !noalias !7
  %v31 = insertelement <9 x float> poison, float %v30, i64 0
  %v32 = shufflevector <9 x float> %v31, <9 x float> poison, <9 x i32> zeroinitializer
  %v33 = getelementptr i8, ptr %v17, i64 16
  %v34 = load float, ptr %v33, align 4, !alias.scope !3, !noalias !7
  %v35 = insertelement <9 x float> poison, float %v34, i64 0
  %v36 = shufflevector <9 x float> %v35, <9 x float> poison, <9 x i32> zeroinitializer
  %v37 = getelementptr i8, ptr %v17, i64 20
  %v38 = load float, ptr %v37, align 4, !alias.scope !3, !noalias !7
  %v39 = insertelement <9 x float> poison, float %v38, i64 0
  %v40 = shufflevector <9 x float> %v39, <9 x float> poison, <9 x i32> zeroinitializer
  %v41 = getelementptr i8, ptr %v17, i64 24
  %v42 = load float, ptr %v41, align 4, !alias.scope !3, !noalias !7
  %v43 = insertelement <9 x float> poison, float %v42, i64 0
  %v44 = shufflevector <9 x float> %v43, <9 x float> poison, <9 x i32> zeroinitializer
  %v45 = getelementptr i8, ptr %v17, i64 28
  %v46 = load float, ptr %v45, align 4, !alias.scope !3, !noalias !7
  %v47 = insertelement <9 x float> poison, float %v46, i64 0
  %v48 = shufflevector <9 x float> %v47, <9 x float> poison, <9 x i32> zeroinitializer
  %v49 = getelementptr i8, ptr %v17, i64 32
  %v50 = load float, ptr %v49, align 4, !alias.scope !3, !noalias !7
  %v51 = insertelement <9 x float> poison, float %v50, i64 0
  %v52 = shufflevector <9 x float> %v51, <9 x float> poison, <9 x i32> zeroinitializer
  br label %v53

v12:                                   ; preds = %v53
  %v54 = add nsw i64 %v15, 72
  %v55 = getelementptr float, ptr %v4, i64 %v15
  %v56 = getelementptr i8, ptr %v55, i64 248
  %v57 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v56, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v58 = shufflevector <16 x float> %v57, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v59 = insertelement <9 x float> %v58, float 0.000000e+00, i64 0
  %v60 = load float, ptr %v17, align 4, !alias.scope !3, !noalias !7
  %v61 = insertelement <9 x float> poison, float %v60, i64 0
  %v62 = shufflevector <9 x float> %v61, <9 x float> poison, <9 x i32> zeroinitializer
  %v63 = fmul contract <9 x float> %v59, %v62
  %v64 = fadd contract <9 x float> %v63, zeroinitializer
  %v65 = getelementptr i8, ptr %v55, i64 284
  %v66 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v65, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v67 = shufflevector <16 x float> %v66, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v68 = insertelement <9 x float> %v67, float 0.000000e+00, i64 0
  %v69 = fmul contract <9 x float> %v62, %v68
  %v70 = fadd contract <9 x float> %v69, zeroinitializer
  %v71 = getelementptr i8, ptr %v55, i64 252
  %v72 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v71, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v73 = shufflevector <16 x float> %v72, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v74 = load float, ptr %v21, align 4, !alias.scope !3, !noalias !7
  %v75 = insertelement <9 x float> poison, float %v74, i64 0
  %v76 = shufflevector <9 x float> %v75, <9 x float> poison, <9 x i32> zeroinitializer
  %v77 = fmul contract <9 x float> %v73, %v76
  %v78 = fadd contract <9 x float> %v64, %v77
  %v79 = getelementptr float, ptr %v4, i64 %v54
  %v80 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v79, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v81 = shufflevector <16 x float> %v80, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v82 = fmul contract <9 x float> %v81, %v76
  %v83 = fadd contract <9 x float> %v70, %v82
  %v84 = getelementptr i8, ptr %v55, i64 256
  %v85 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v84, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v86 = shufflevector <16 x float> %v85, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v87 = insertelement <9 x float> %v86, float 0.000000e+00, i64 8
  %v88 = load float, ptr %v25, align 4, !alias.scope !3, !noalias !7
  %v89 = insertelement <9 x float> poison, float %v88, i64 0
  %v90 = shufflevector <9 x float> %v89, <9 x float> poison, <9 x i32> zeroinitializer
  %v91 = fmul contract <9 x float> %v87, %v90
  %v92 = fadd contract <9 x float> %v78, %v91
  %v93 = getelementptr i8, ptr %v55, i64 292
  %v94 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v93, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v95 = shufflevector <16 x float> %v94, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v96 = insertelement <9 x float> %v95, float 0.000000e+00, i64 8
  %v97 = fmul contract <9 x float> %v90, %v96
  %v98 = fadd contract <9 x float> %v83, %v97
  %v99 = load float, ptr %v29, align 4, !alias.scope !3, !noalias !7
  %v100 = insertelement <9 x float> poison, float %v99, i64 0
  %v101 = shufflevector <9 x float> %v100, <9 x float> poison, <9 x i32> zeroinitializer
  %v102 = fmul contract <9 x float> %v68, %v101
  %v103 = fadd contract <9 x float> %v92, %v102
  %v104 = getelementptr i8, ptr %v55, i64 320
  %v105 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v104, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v106 = shufflevector <16 x float> %v105, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v107 = insertelement <9 x float> %v106, float 0.000000e+00, i64 0
  %v108 = fmul contract <9 x float> %v101, %v107
  %v109 = fadd contract <9 x float> %v98, %v108
  %v110 = load float, ptr %v33, align 4, !alias.scope !3, !noalias !7
  %v111 = insertelement <9 x float> poison, float %v110, i64 0
  %v112 = shufflevector <9 x float> %v111, <9 x float> poison, <9 x i32> zeroinitializer
  %v113 = fmul contract <9 x float> %v81, %v112
  %v114 = fadd contract <9 x float> %v103, %v113
  %v115 = add nsw i64 %v15, 81
  %v116 = getelementptr float, ptr %v4, i64 %v115
  %v117 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v116, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v118 = shufflevector <16 x float> %v117, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v119 = fmul contract <9 x float> %v118, %v112
  %v120 = fadd contract <9 x float> %v109, %v119
  %v121 = load float, ptr %v37, align 4, !alias.scope !3, !noalias !7
  %v122 = insertelement <9 x float> poison, float %v121, i64 0
  %v123 = shufflevector <9 x float> %v122, <9 x float> poison, <9 x i32> zeroinitializer
  %v124 = fmul contract <9 x float> %v96, %v123
  %v125 = fadd contract <9 x float> %v114, %v124
  %v126 = getelementptr i8, ptr %v55, i64 328
  %v127 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v126, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v128 = shufflevector <16 x float> %v127, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v129 = insertelement <9 x float> %v128, float 0.000000e+00, i64 8
  %v130 = fmul contract <9 x float> %v123, %v129
  %v131 = fadd contract <9 x float> %v120, %v130
  %v132 = load float, ptr %v41, align 4, !alias.scope !3, !noalias !7
  %v133 = insertelement <9 x float> poison, float %v132, i64 0
  %v134 = shufflevector <9 x float> %v133, <9 x float> poison, <9 x i32> zeroinitializer
  %v135 = fmul contract <9 x float> %v107, %v134
  %v136 = fadd contract <9 x float> %v125, %v135
  %v137 = fmul contract <9 x float> %v133, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v138 = shufflevector <9 x float> %v137, <9 x float> poison, <9 x i32> zeroinitializer
  %v139 = fadd contract <9 x float> %v131, %v138
  %v140 = load float, ptr %v45, align 4, !alias.scope !3, !noalias !7
  %v141 = insertelement <9 x float> poison, float %v140, i64 0
  %v142 = shufflevector <9 x float> %v141, <9 x float> poison, <9 x i32> zeroinitializer
  %v143 = fmul contract <9 x float> %v118, %v142
  %v144 = fadd contract <9 x float> %v136, %v143
  %v145 = fmul contract <9 x float> %v141, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v146 = shufflevector <9 x float> %v145, <9 x float> poison, <9 x i32> zeroinitializer
  %v147 = fadd contract <9 x float> %v139, %v146
  %v148 = load float, ptr %v49, align 4, !alias.scope !3, !noalias !7
  %v149 = insertelement <9 x float> poison, float %v148, i64 0
  %v150 = shufflevector <9 x float> %v149, <9 x float> poison, <9 x i32> zeroinitializer
  %v151 = fmul contract <9 x float> %v129, %v150
  %v152 = fadd contract <9 x float> %v144, %v151
  %v153 = fmul contract <9 x float> %v149, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v154 = shufflevector <9 x float> %v153, <9 x float> poison, <9 x i32> zeroinitializer
  %v155 = fadd contract <9 x float> %v147, %v154
  %v156 = getelementptr inbounds float, ptr %v8, i64 %v54
  store <9 x float> %v152, ptr %v156, align 4, !alias.scope !5, !noalias !9
  %v157 = getelementptr inbounds float, ptr %v8, i64 %v115
  store <9 x float> %v155, ptr %v157, align 4, !alias.scope !5, !noalias !9
  %v14 = add nuw nsw i64 %v13, 1
  %v158 = icmp eq i64 %v14, %v2
  br i1 %v158, label %v11, label %v10

v53:                                        ; preds = %v10, %v53
  %v159 = phi i1 [ false, %v10 ], [ true, %v53 ]
  %v160 = phi i1 [ true, %v10 ], [ false, %v53 ]
  %v161 = phi i64 [ 0, %v10 ], [ 36, %v53 ]
  %v162 = add nsw i64 %v161, %v15
  %v163 = getelementptr float, ptr %v4, i64 %v162
  %v164 = getelementptr i8, ptr %v163, i64 -40
  %v165 = insertelement <9 x i1> poison, i1 %v159, i64 0
  %v166 = shufflevector <9 x i1> %v165, <9 x i1> poison, <9 x i32> zeroinitializer
  %v167 = and <9 x i1> %v166, <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
  %v168 = shufflevector <9 x i1> %v167, <9 x i1> <i1 false, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison>, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9>
  %v169 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v164, i32 4, <16 x i1> %v168, <16 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  %v170 = shufflevector <16 x float> %v169, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v171 = select contract <9 x i1> %v167, <9 x float> %v170, <9 x float> zeroinitializer
  %v172 = fmul contract <9 x float> %v171, %v20
  %v173 = fadd contract <9 x float> %v172, zeroinitializer
  %v174 = getelementptr i8, ptr %v163, i64 -4
  %v175 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v174, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v176 = shufflevector <16 x float> %v175, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v177 = insertelement <9 x float> %v176, float 0.000000e+00, i64 0
  %v178 = fmul contract <9 x float> %v20, %v177
  %v179 = fadd contract <9 x float> %v178, zeroinitializer
  %v180 = getelementptr i8, ptr %v163, i64 32
  %v181 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v180, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v182 = shufflevector <16 x float> %v181, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v183 = insertelement <9 x float> %v182, float 0.000000e+00, i64 0
  %v184 = fmul contract <9 x float> %v20, %v183
  %v185 = fadd contract <9 x float> %v184, zeroinitializer
  %v186 = getelementptr i8, ptr %v163, i64 68
  %v187 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v186, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v188 = shufflevector <16 x float> %v187, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v189 = insertelement <9 x float> %v188, float 0.000000e+00, i64 0
  %v190 = fmul contract <9 x float> %v20, %v189
  %v191 = fadd contract <9 x float> %v190, zeroinitializer
  %v192 = getelementptr i8, ptr %v163, i64 -36
  %v193 = shufflevector <9 x i1> %v166, <9 x i1> <i1 false, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison>, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9>
  %v194 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v192, i32 4, <16 x i1> %v193, <16 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  %v195 = shufflevector <16 x float> %v194, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v196 = select contract <9 x i1> %v166, <9 x float> %v195, <9 x float> zeroinitializer
  %v197 = fmul contract <9 x float> %v196, %v24
  %v198 = fadd contract <9 x float> %v173, %v197
  %v199 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v163, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v200 = shufflevector <16 x float> %v199, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v201 = fmul contract <9 x float> %v200, %v24
  %v202 = fadd contract <9 x float> %v179, %v201
  %v203 = add nsw i64 %v162, 9
  %v204 = getelementptr float, ptr %v4, i64 %v203
  %v205 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v204, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v206 = shufflevector <16 x float> %v205, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v207 = fmul contract <9 x float> %v24, %v206
  %v208 = fadd contract <9 x float> %v185, %v207
  %v209 = add nsw i64 %v162, 18
  %v210 = getelementptr float, ptr %v4, i64 %v209
  %v211 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v210, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v212 = shufflevector <16 x float> %v211, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v213 = fmul contract <9 x float> %v24, %v212
  %v214 = fadd contract <9 x float> %v191, %v213
  %v215 = getelementptr i8, ptr %v163, i64 -32
  %v216 = and <9 x i1> %v166, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>
  %v217 = shufflevector <9 x i1> %v216, <9 x i1> <i1 false, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison>, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9>
  %v218 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v215, i32 4, <16 x i1> %v217, <16 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  %v219 = shufflevector <16 x float> %v218, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v220 = select contract <9 x i1> %v216, <9 x float> %v219, <9 x float> zeroinitializer
  %v221 = fmul contract <9 x float> %v220, %v28
  %v222 = fadd contract <9 x float> %v198, %v221
  %v223 = or disjoint i64 %v162, 1
  %v224 = getelementptr float, ptr %v4, i64 %v223
  %v225 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v224, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v226 = shufflevector <16 x float> %v225, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v227 = insertelement <9 x float> %v226, float 0.000000e+00, i64 8
  %v228 = fmul contract <9 x float> %v28, %v227
  %v229 = fadd contract <9 x float> %v202, %v228
  %v230 = getelementptr i8, ptr %v163, i64 40
  %v231 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v230, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v232 = shufflevector <16 x float> %v231, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v233 = insertelement <9 x float> %v232, float 0.000000e+00, i64 8
  %v234 = fmul contract <9 x float> %v28, %v233
  %v235 = fadd contract <9 x float> %v208, %v234
  %v236 = getelementptr i8, ptr %v163, i64 76
  %v237 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v236, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v238 = shufflevector <16 x float> %v237, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v239 = insertelement <9 x float> %v238, float 0.000000e+00, i64 8
  %v240 = fmul contract <9 x float> %v28, %v239
  %v241 = fadd contract <9 x float> %v214, %v240
  %v242 = fmul contract <9 x float> %v177, %v32
  %v243 = fadd contract <9 x float> %v222, %v242
  %v244 = fmul contract <9 x float> %v183, %v32
  %v245 = fadd contract <9 x float> %v229, %v244
  %v246 = fmul contract <9 x float> %v189, %v32
  %v247 = fadd contract <9 x float> %v235, %v246
  %v248 = getelementptr i8, ptr %v163, i64 104
  %v249 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v248, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v250 = shufflevector <16 x float> %v249, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v251 = insertelement <9 x float> %v250, float 0.000000e+00, i64 0
  %v252 = fmul contract <9 x float> %v32, %v251
  %v253 = fadd contract <9 x float> %v241, %v252
  %v254 = fmul contract <9 x float> %v200, %v36
  %v255 = fadd contract <9 x float> %v243, %v254
  %v256 = fmul contract <9 x float> %v206, %v36
  %v257 = fadd contract <9 x float> %v245, %v256
  %v258 = fmul contract <9 x float> %v212, %v36
  %v259 = fadd contract <9 x float> %v247, %v258
  %v260 = add nsw i64 %v162, 27
  %v261 = getelementptr float, ptr %v4, i64 %v260
  %v262 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v261, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v263 = shufflevector <16 x float> %v262, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v264 = fmul contract <9 x float> %v263, %v36
  %v265 = fadd contract <9 x float> %v253, %v264
  %v266 = fmul contract <9 x float> %v227, %v40
  %v267 = fadd contract <9 x float> %v255, %v266
  %v268 = fmul contract <9 x float> %v233, %v40
  %v269 = fadd contract <9 x float> %v257, %v268
  %v270 = fmul contract <9 x float> %v239, %v40
  %v271 = fadd contract <9 x float> %v259, %v270
  %v272 = getelementptr i8, ptr %v163, i64 112
  %v273 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v272, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v274 = shufflevector <16 x float> %v273, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v275 = insertelement <9 x float> %v274, float 0.000000e+00, i64 8
  %v276 = fmul contract <9 x float> %v40, %v275
  %v277 = fadd contract <9 x float> %v265, %v276
  %v278 = fmul contract <9 x float> %v183, %v44
  %v279 = fadd contract <9 x float> %v267, %v278
  %v280 = fmul contract <9 x float> %v189, %v44
  %v281 = fadd contract <9 x float> %v269, %v280
  %v282 = fmul contract <9 x float> %v251, %v44
  %v283 = fadd contract <9 x float> %v271, %v282
  %v284 = getelementptr i8, ptr %v163, i64 140
  %v285 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v284, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v286 = shufflevector <16 x float> %v285, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v287 = insertelement <9 x float> %v286, float 0.000000e+00, i64 0
  %v288 = fmul contract <9 x float> %v44, %v287
  %v289 = fadd contract <9 x float> %v277, %v288
  %v290 = fmul contract <9 x float> %v206, %v48
  %v291 = fadd contract <9 x float> %v279, %v290
  %v292 = fmul contract <9 x float> %v212, %v48
  %v293 = fadd contract <9 x float> %v281, %v292
  %v294 = fmul contract <9 x float> %v263, %v48
  %v295 = fadd contract <9 x float> %v283, %v294
  %v296 = getelementptr i8, ptr %v163, i64 144
  %v297 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v296, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v298 = shufflevector <16 x float> %v297, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v299 = fmul contract <9 x float> %v298, %v48
  %v300 = fadd contract <9 x float> %v289, %v299
  %v301 = fmul contract <9 x float> %v233, %v52
  %v302 = fadd contract <9 x float> %v291, %v301
  %v303 = fmul contract <9 x float> %v239, %v52
  %v304 = fadd contract <9 x float> %v293, %v303
  %v305 = fmul contract <9 x float> %v275, %v52
  %v306 = fadd contract <9 x float> %v295, %v305
  %v307 = getelementptr i8, ptr %v163, i64 148
  %v308 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v307, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !8
  %v309 = shufflevector <16 x float> %v308, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v310 = insertelement <9 x float> %v309, float 0.000000e+00, i64 8
  %v311 = fmul contract <9 x float> %v52, %v310
  %v312 = fadd contract <9 x float> %v300, %v311
  %v313 = getelementptr inbounds float, ptr %v8, i64 %v162
  store <9 x float> %v302, ptr %v313, align 4, !alias.scope !5, !noalias !9
  %v314 = getelementptr inbounds float, ptr %v8, i64 %v203
  store <9 x float> %v304, ptr %v314, align 4, !alias.scope !5, !noalias !9
  %v315 = getelementptr inbounds float, ptr %v8, i64 %v209
  store <9 x float> %v306, ptr %v315, align 4, !alias.scope !5, !noalias !9
  %v316 = getelementptr inbounds float, ptr %v8, i64 %v260
  store <9 x float> %v312, ptr %v316, align 4, !alias.scope !5, !noalias !9
  br i1 %v160, label %v53, label %v12

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
!7 = !{!1, !6}
!8 = !{!4, !6}
!9 = !{!1, !4}
!10 = !{!11, !13, !14}
!11 = distinct !{!11, !12, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %I"}
!12 = distinct !{!12, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1"}
!13 = distinct !{!13, !12, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %W"}
!14 = distinct !{!14, !12, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %O"}
