; depthwise_conv2d:N=1,C=5,H=10,W=9,R=3,S=3,stride=1,pad=1,dilation=1,layout=nchw,bias=0,residual=0,act=none,dtype=f32 on llvm -mcpu=x86-64-v4, schedule template
; ModuleID = 'ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1'
source_filename = "ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  store ptr %v1, ptr %v4, align 64
  %v5 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v0, ptr %v5, align 8
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
  %v17 = getelementptr float, ptr %v6, i64 %v15
  %v18 = getelementptr i8, ptr %v17, i64 104
  %v19 = mul i64 %v13, 36
  %v20 = getelementptr inbounds i8, ptr %v4, i64 %v19
  %v21 = getelementptr i8, ptr %v17, i64 140
  %v22 = getelementptr i8, ptr %v17, i64 176
  %v23 = getelementptr i8, ptr %v17, i64 212
  %v24 = getelementptr i8, ptr %v17, i64 108
  %v25 = getelementptr i8, ptr %v20, i64 4
  %v26 = getelementptr float, ptr %v6, i64 %v16
  %v27 = add nsw i64 %v15, 45
  %v28 = getelementptr float, ptr %v6, i64 %v27
  %v29 = add nsw i64 %v15, 54
  %v30 = getelementptr float, ptr %v6, i64 %v29
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
  %v52 = getelementptr float, ptr %v6, i64 %v51
  %v53 = add nsw i64 %v15, 18
  %v54 = getelementptr float, ptr %v6, i64 %v53
  %v55 = or disjoint i64 %v15, 1
  %v56 = getelementptr float, ptr %v6, i64 %v55
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
  %v68 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v37, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v69 = shufflevector <16 x float> %v68, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v70 = insertelement <9 x float> %v69, float 0.000000e+00, i64 0
  %v71 = load float, ptr %v20, align 4, !alias.scope !0, !noalias !8
  %v72 = insertelement <9 x float> poison, float %v71, i64 0
  %v73 = shufflevector <9 x float> %v72, <9 x float> poison, <9 x i32> zeroinitializer
  %v74 = fmul contract <9 x float> %v70, %v73
  %v75 = fadd contract <9 x float> %v74, zeroinitializer
  %v76 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v43, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v77 = shufflevector <16 x float> %v76, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v78 = insertelement <9 x float> %v77, float 0.000000e+00, i64 0
  %v79 = fmul contract <9 x float> %v73, %v78
  %v80 = fadd contract <9 x float> %v79, zeroinitializer
  %v81 = getelementptr i8, ptr %v17, i64 252
  %v82 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v81, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v83 = shufflevector <16 x float> %v82, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v84 = load float, ptr %v25, align 4, !alias.scope !0, !noalias !8
  %v85 = insertelement <9 x float> poison, float %v84, i64 0
  %v86 = shufflevector <9 x float> %v85, <9 x float> poison, <9 x i32> zeroinitializer
  %v87 = fmul contract <9 x float> %v83, %v86
  %v88 = fadd contract <9 x float> %v75, %v87
  %v89 = getelementptr float, ptr %v6, i64 %v67
  %v90 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v89, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v91 = shufflevector <16 x float> %v90, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v92 = fmul contract <9 x float> %v91, %v86
  %v93 = fadd contract <9 x float> %v80, %v92
  %v94 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v41, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v95 = shufflevector <16 x float> %v94, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v96 = insertelement <9 x float> %v95, float 0.000000e+00, i64 8
  %v97 = load float, ptr %v32, align 4, !alias.scope !0, !noalias !8
  %v98 = insertelement <9 x float> poison, float %v97, i64 0
  %v99 = shufflevector <9 x float> %v98, <9 x float> poison, <9 x i32> zeroinitializer
  %v100 = fmul contract <9 x float> %v96, %v99
  %v101 = fadd contract <9 x float> %v88, %v100
  %v102 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v47, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v103 = shufflevector <16 x float> %v102, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v104 = insertelement <9 x float> %v103, float 0.000000e+00, i64 8
  %v105 = fmul contract <9 x float> %v99, %v104
  %v106 = fadd contract <9 x float> %v93, %v105
  %v107 = load float, ptr %v36, align 4, !alias.scope !0, !noalias !8
  %v108 = insertelement <9 x float> poison, float %v107, i64 0
  %v109 = shufflevector <9 x float> %v108, <9 x float> poison, <9 x i32> zeroinitializer
  %v110 = fmul contract <9 x float> %v78, %v109
  %v111 = fadd contract <9 x float> %v101, %v110
  %v112 = getelementptr i8, ptr %v17, i64 320
  %v113 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v112, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v114 = shufflevector <16 x float> %v113, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v115 = insertelement <9 x float> %v114, float 0.000000e+00, i64 0
  %v116 = fmul contract <9 x float> %v109, %v115
  %v117 = fadd contract <9 x float> %v106, %v116
  %v118 = load float, ptr %v38, align 4, !alias.scope !0, !noalias !8
  %v119 = insertelement <9 x float> poison, float %v118, i64 0
  %v120 = shufflevector <9 x float> %v119, <9 x float> poison, <9 x i32> zeroinitializer
  %v121 = fmul contract <9 x float> %v91, %v120
  %v122 = fadd contract <9 x float> %v111, %v121
  %v123 = add nsw i64 %v15, 81
  %v124 = getelementptr float, ptr %v6, i64 %v123
  %v125 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v124, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v126 = shufflevector <16 x float> %v125, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v127 = fmul contract <9 x float> %v126, %v120
  %v128 = fadd contract <9 x float> %v117, %v127
  %v129 = load float, ptr %v40, align 4, !alias.scope !0, !noalias !8
  %v130 = insertelement <9 x float> poison, float %v129, i64 0
  %v131 = shufflevector <9 x float> %v130, <9 x float> poison, <9 x i32> zeroinitializer
  %v132 = fmul contract <9 x float> %v104, %v131
  %v133 = fadd contract <9 x float> %v122, %v132
  %v134 = getelementptr i8, ptr %v17, i64 328
  %v135 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v134, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v136 = shufflevector <16 x float> %v135, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v137 = insertelement <9 x float> %v136, float 0.000000e+00, i64 8
  %v138 = fmul contract <9 x float> %v131, %v137
  %v139 = fadd contract <9 x float> %v128, %v138
  %v140 = load float, ptr %v42, align 4, !alias.scope !0, !noalias !8
  %v141 = insertelement <9 x float> poison, float %v140, i64 0
  %v142 = shufflevector <9 x float> %v141, <9 x float> poison, <9 x i32> zeroinitializer
  %v143 = fmul contract <9 x float> %v115, %v142
  %v144 = fadd contract <9 x float> %v133, %v143
  %v145 = fmul contract <9 x float> %v141, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v146 = shufflevector <9 x float> %v145, <9 x float> poison, <9 x i32> zeroinitializer
  %v147 = fadd contract <9 x float> %v139, %v146
  %v148 = load float, ptr %v44, align 4, !alias.scope !0, !noalias !8
  %v149 = insertelement <9 x float> poison, float %v148, i64 0
  %v150 = shufflevector <9 x float> %v149, <9 x float> poison, <9 x i32> zeroinitializer
  %v151 = fmul contract <9 x float> %v126, %v150
  %v152 = fadd contract <9 x float> %v144, %v151
  %v153 = fmul contract <9 x float> %v149, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v154 = shufflevector <9 x float> %v153, <9 x float> poison, <9 x i32> zeroinitializer
  %v155 = fadd contract <9 x float> %v147, %v154
  %v156 = load float, ptr %v46, align 4, !alias.scope !0, !noalias !8
  %v157 = insertelement <9 x float> poison, float %v156, i64 0
  %v158 = shufflevector <9 x float> %v157, <9 x float> poison, <9 x i32> zeroinitializer
  %v159 = fmul contract <9 x float> %v137, %v158
  %v160 = fadd contract <9 x float> %v152, %v159
  %v161 = fmul contract <9 x float> %v157, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v162 = shufflevector <9 x float> %v161, <9 x float> poison, <9 x i32> zeroinitializer
  %v163 = fadd contract <9 x float> %v155, %v162
  %v164 = getelementptr inbounds float, ptr %v8, i64 %v67
  store <9 x float> %v160, ptr %v164, align 4, !alias.scope !5, !noalias !9
  %v165 = getelementptr inbounds float, ptr %v8, i64 %v123
  store <9 x float> %v163, ptr %v165, align 4, !alias.scope !5, !noalias !9
  %v14 = add nuw nsw i64 %v13, 1
  %v166 = icmp eq i64 %v14, %v2
  br i1 %v166, label %v11, label %v10

v65:                                        ; preds = %v61
  %v167 = load float, ptr %v20, align 4, !alias.scope !0, !noalias !8
  %v168 = insertelement <9 x float> poison, float %v167, i64 0
  %v169 = fmul contract <9 x float> %v168, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v170 = fadd contract <9 x float> %v169, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v171 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v48, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v172 = shufflevector <16 x float> %v171, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v173 = insertelement <9 x float> %v172, float 0.000000e+00, i64 0
  %v174 = shufflevector <9 x float> %v168, <9 x float> poison, <9 x i32> zeroinitializer
  %v175 = fmul contract <9 x float> %v174, %v173
  %v176 = fadd contract <9 x float> %v175, zeroinitializer
  %v177 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v49, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v178 = shufflevector <16 x float> %v177, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v179 = insertelement <9 x float> %v178, float 0.000000e+00, i64 0
  %v180 = fmul contract <9 x float> %v174, %v179
  %v181 = fadd contract <9 x float> %v180, zeroinitializer
  %v182 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v50, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v183 = shufflevector <16 x float> %v182, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v184 = insertelement <9 x float> %v183, float 0.000000e+00, i64 0
  %v185 = fmul contract <9 x float> %v174, %v184
  %v186 = fadd contract <9 x float> %v185, zeroinitializer
  %v187 = load float, ptr %v25, align 4, !alias.scope !0, !noalias !8
  %v188 = insertelement <9 x float> poison, float %v187, i64 0
  %v189 = fmul contract <9 x float> %v188, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v190 = fadd contract <9 x float> %v170, %v189
  %v191 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v17, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v192 = shufflevector <16 x float> %v191, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v193 = shufflevector <9 x float> %v188, <9 x float> poison, <9 x i32> zeroinitializer
  %v194 = fmul contract <9 x float> %v192, %v193
  %v195 = fadd contract <9 x float> %v176, %v194
  %v196 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v52, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v197 = shufflevector <16 x float> %v196, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v198 = fmul contract <9 x float> %v193, %v197
  %v199 = fadd contract <9 x float> %v181, %v198
  %v200 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v54, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v201 = shufflevector <16 x float> %v200, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v202 = fmul contract <9 x float> %v193, %v201
  %v203 = fadd contract <9 x float> %v186, %v202
  %v204 = load float, ptr %v32, align 4, !alias.scope !0, !noalias !8
  %v205 = insertelement <9 x float> poison, float %v204, i64 0
  %v206 = fmul contract <9 x float> %v205, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v207 = fadd contract <9 x float> %v190, %v206
  %v208 = shufflevector <9 x float> %v207, <9 x float> poison, <9 x i32> zeroinitializer
  %v209 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v56, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v210 = shufflevector <16 x float> %v209, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v211 = insertelement <9 x float> %v210, float 0.000000e+00, i64 8
  %v212 = shufflevector <9 x float> %v205, <9 x float> poison, <9 x i32> zeroinitializer
  %v213 = fmul contract <9 x float> %v212, %v211
  %v214 = fadd contract <9 x float> %v195, %v213
  br label %v62

v62:                                        ; preds = %v66, %v65
  %v215 = phi ptr [ %v34, %v66 ], [ %v57, %v65 ]
  %v216 = phi <9 x float> [ %v217, %v66 ], [ %v212, %v65 ]
  %v218 = phi <9 x float> [ %v219, %v66 ], [ %v199, %v65 ]
  %v220 = phi ptr [ %v35, %v66 ], [ %v58, %v65 ]
  %v221 = phi <9 x float> [ %v222, %v66 ], [ %v203, %v65 ]
  %v223 = phi <9 x float> [ %v224, %v66 ], [ %v173, %v65 ]
  %v225 = phi <9 x float> [ %v226, %v66 ], [ %v208, %v65 ]
  %v227 = phi <9 x float> [ %v228, %v66 ], [ %v179, %v65 ]
  %v229 = phi <9 x float> [ %v230, %v66 ], [ %v214, %v65 ]
  %v231 = phi <9 x float> [ %v232, %v66 ], [ %v184, %v65 ]
  %v233 = phi ptr [ %v37, %v66 ], [ %v18, %v65 ]
  %v234 = phi <9 x float> [ %v235, %v66 ], [ %v192, %v65 ]
  %v236 = phi <9 x float> [ %v237, %v66 ], [ %v197, %v65 ]
  %v238 = phi <9 x float> [ %v239, %v66 ], [ %v201, %v65 ]
  %v240 = phi i64 [ %v39, %v66 ], [ %v59, %v65 ]
  %v241 = phi <9 x float> [ %v242, %v66 ], [ %v211, %v65 ]
  %v243 = phi ptr [ %v41, %v66 ], [ %v31, %v65 ]
  %v244 = phi ptr [ %v43, %v66 ], [ %v21, %v65 ]
  %v245 = phi ptr [ %v45, %v66 ], [ %v60, %v65 ]
  %v246 = phi ptr [ %v47, %v66 ], [ %v33, %v65 ]
  %v247 = phi i64 [ %v16, %v66 ], [ %v15, %v65 ]
  %v248 = phi i64 [ %v27, %v66 ], [ %v51, %v65 ]
  %v249 = phi i64 [ %v29, %v66 ], [ %v53, %v65 ]
  %v250 = getelementptr inbounds float, ptr %v8, i64 %v240
  %v251 = getelementptr inbounds float, ptr %v8, i64 %v249
  %v252 = getelementptr inbounds float, ptr %v8, i64 %v248
  %v253 = getelementptr inbounds float, ptr %v8, i64 %v247
  %v254 = getelementptr float, ptr %v6, i64 %v240
  %v255 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v215, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v256 = shufflevector <16 x float> %v255, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v257 = insertelement <9 x float> %v256, float 0.000000e+00, i64 8
  %v258 = fmul contract <9 x float> %v216, %v257
  %v259 = fadd contract <9 x float> %v218, %v258
  %v260 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v220, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v261 = shufflevector <16 x float> %v260, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v262 = insertelement <9 x float> %v261, float 0.000000e+00, i64 8
  %v263 = fmul contract <9 x float> %v216, %v262
  %v264 = fadd contract <9 x float> %v221, %v263
  %v265 = load float, ptr %v36, align 4, !alias.scope !0, !noalias !8
  %v266 = insertelement <9 x float> poison, float %v265, i64 0
  %v267 = shufflevector <9 x float> %v266, <9 x float> poison, <9 x i32> zeroinitializer
  %v268 = fmul contract <9 x float> %v223, %v267
  %v269 = fadd contract <9 x float> %v225, %v268
  %v270 = fmul contract <9 x float> %v227, %v267
  %v271 = fadd contract <9 x float> %v229, %v270
  %v272 = fmul contract <9 x float> %v231, %v267
  %v273 = fadd contract <9 x float> %v259, %v272
  %v274 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v233, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v275 = shufflevector <16 x float> %v274, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v276 = insertelement <9 x float> %v275, float 0.000000e+00, i64 0
  %v277 = fmul contract <9 x float> %v267, %v276
  %v278 = fadd contract <9 x float> %v264, %v277
  %v279 = load float, ptr %v38, align 4, !alias.scope !0, !noalias !8
  %v280 = insertelement <9 x float> poison, float %v279, i64 0
  %v281 = shufflevector <9 x float> %v280, <9 x float> poison, <9 x i32> zeroinitializer
  %v282 = fmul contract <9 x float> %v234, %v281
  %v283 = fadd contract <9 x float> %v269, %v282
  %v284 = fmul contract <9 x float> %v236, %v281
  %v285 = fadd contract <9 x float> %v271, %v284
  %v286 = fmul contract <9 x float> %v238, %v281
  %v287 = fadd contract <9 x float> %v273, %v286
  %v288 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v254, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v289 = shufflevector <16 x float> %v288, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v290 = fmul contract <9 x float> %v289, %v281
  %v291 = fadd contract <9 x float> %v278, %v290
  %v292 = load float, ptr %v40, align 4, !alias.scope !0, !noalias !8
  %v293 = insertelement <9 x float> poison, float %v292, i64 0
  %v294 = shufflevector <9 x float> %v293, <9 x float> poison, <9 x i32> zeroinitializer
  %v295 = fmul contract <9 x float> %v241, %v294
  %v296 = fadd contract <9 x float> %v283, %v295
  %v297 = fmul contract <9 x float> %v257, %v294
  %v298 = fadd contract <9 x float> %v285, %v297
  %v299 = fmul contract <9 x float> %v262, %v294
  %v300 = fadd contract <9 x float> %v287, %v299
  %v301 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v243, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v302 = shufflevector <16 x float> %v301, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v303 = insertelement <9 x float> %v302, float 0.000000e+00, i64 8
  %v304 = fmul contract <9 x float> %v294, %v303
  %v305 = fadd contract <9 x float> %v291, %v304
  %v306 = load float, ptr %v42, align 4, !alias.scope !0, !noalias !8
  %v307 = insertelement <9 x float> poison, float %v306, i64 0
  %v308 = shufflevector <9 x float> %v307, <9 x float> poison, <9 x i32> zeroinitializer
  %v309 = fmul contract <9 x float> %v227, %v308
  %v310 = fadd contract <9 x float> %v296, %v309
  %v311 = fmul contract <9 x float> %v231, %v308
  %v312 = fadd contract <9 x float> %v298, %v311
  %v313 = fmul contract <9 x float> %v276, %v308
  %v314 = fadd contract <9 x float> %v300, %v313
  %v315 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v244, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v316 = shufflevector <16 x float> %v315, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v317 = insertelement <9 x float> %v316, float 0.000000e+00, i64 0
  %v318 = fmul contract <9 x float> %v308, %v317
  %v319 = fadd contract <9 x float> %v305, %v318
  %v320 = load float, ptr %v44, align 4, !alias.scope !0, !noalias !8
  %v321 = insertelement <9 x float> poison, float %v320, i64 0
  %v322 = shufflevector <9 x float> %v321, <9 x float> poison, <9 x i32> zeroinitializer
  %v323 = fmul contract <9 x float> %v236, %v322
  %v324 = fadd contract <9 x float> %v310, %v323
  %v325 = fmul contract <9 x float> %v238, %v322
  %v326 = fadd contract <9 x float> %v312, %v325
  %v327 = fmul contract <9 x float> %v289, %v322
  %v328 = fadd contract <9 x float> %v314, %v327
  %v329 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v245, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v330 = shufflevector <16 x float> %v329, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v331 = fmul contract <9 x float> %v330, %v322
  %v332 = fadd contract <9 x float> %v319, %v331
  %v333 = load float, ptr %v46, align 4, !alias.scope !0, !noalias !8
  %v334 = insertelement <9 x float> poison, float %v333, i64 0
  %v335 = shufflevector <9 x float> %v334, <9 x float> poison, <9 x i32> zeroinitializer
  %v336 = fmul contract <9 x float> %v257, %v335
  %v337 = fadd contract <9 x float> %v324, %v336
  %v338 = fmul contract <9 x float> %v262, %v335
  %v339 = fadd contract <9 x float> %v326, %v338
  %v340 = fmul contract <9 x float> %v303, %v335
  %v341 = fadd contract <9 x float> %v328, %v340
  %v342 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v246, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v343 = shufflevector <16 x float> %v342, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v344 = insertelement <9 x float> %v343, float 0.000000e+00, i64 8
  %v345 = fmul contract <9 x float> %v335, %v344
  %v346 = fadd contract <9 x float> %v332, %v345
  store <9 x float> %v337, ptr %v253, align 4, !alias.scope !5, !noalias !9
  store <9 x float> %v339, ptr %v252, align 4, !alias.scope !5, !noalias !9
  store <9 x float> %v341, ptr %v251, align 4, !alias.scope !5, !noalias !9
  store <9 x float> %v346, ptr %v250, align 4, !alias.scope !5, !noalias !9
  %v64 = add nuw nsw i64 %v63, 1
  br label %v61

v66:                                      ; preds = %v61
  %v347 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v18, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v348 = shufflevector <16 x float> %v347, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v349 = insertelement <9 x float> %v348, float 0.000000e+00, i64 0
  %v350 = load float, ptr %v20, align 4, !alias.scope !0, !noalias !8
  %v351 = insertelement <9 x float> poison, float %v350, i64 0
  %v352 = shufflevector <9 x float> %v351, <9 x float> poison, <9 x i32> zeroinitializer
  %v353 = fmul contract <9 x float> %v349, %v352
  %v354 = fadd contract <9 x float> %v353, zeroinitializer
  %v355 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v21, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v356 = shufflevector <16 x float> %v355, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v224 = insertelement <9 x float> %v356, float 0.000000e+00, i64 0
  %v357 = fmul contract <9 x float> %v352, %v224
  %v358 = fadd contract <9 x float> %v357, zeroinitializer
  %v359 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v22, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v360 = shufflevector <16 x float> %v359, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v228 = insertelement <9 x float> %v360, float 0.000000e+00, i64 0
  %v361 = fmul contract <9 x float> %v352, %v228
  %v362 = fadd contract <9 x float> %v361, zeroinitializer
  %v363 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v23, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v364 = shufflevector <16 x float> %v363, <16 x float> poison, <9 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v232 = insertelement <9 x float> %v364, float 0.000000e+00, i64 0
  %v365 = fmul contract <9 x float> %v352, %v232
  %v366 = fadd contract <9 x float> %v365, zeroinitializer
  %v367 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v24, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v368 = shufflevector <16 x float> %v367, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v369 = load float, ptr %v25, align 4, !alias.scope !0, !noalias !8
  %v370 = insertelement <9 x float> poison, float %v369, i64 0
  %v371 = shufflevector <9 x float> %v370, <9 x float> poison, <9 x i32> zeroinitializer
  %v372 = fmul contract <9 x float> %v368, %v371
  %v373 = fadd contract <9 x float> %v354, %v372
  %v374 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v26, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v235 = shufflevector <16 x float> %v374, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v375 = fmul contract <9 x float> %v235, %v371
  %v376 = fadd contract <9 x float> %v358, %v375
  %v377 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v28, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v237 = shufflevector <16 x float> %v377, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v378 = fmul contract <9 x float> %v371, %v237
  %v219 = fadd contract <9 x float> %v362, %v378
  %v379 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v30, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v239 = shufflevector <16 x float> %v379, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %v380 = fmul contract <9 x float> %v371, %v239
  %v222 = fadd contract <9 x float> %v366, %v380
  %v381 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v31, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v382 = shufflevector <16 x float> %v381, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v383 = insertelement <9 x float> %v382, float 0.000000e+00, i64 8
  %v384 = load float, ptr %v32, align 4, !alias.scope !0, !noalias !8
  %v385 = insertelement <9 x float> poison, float %v384, i64 0
  %v217 = shufflevector <9 x float> %v385, <9 x float> poison, <9 x i32> zeroinitializer
  %v386 = fmul contract <9 x float> %v383, %v217
  %v226 = fadd contract <9 x float> %v373, %v386
  %v387 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v33, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !7
  %v388 = shufflevector <16 x float> %v387, <16 x float> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison>
  %v242 = insertelement <9 x float> %v388, float 0.000000e+00, i64 8
  %v389 = fmul contract <9 x float> %v217, %v242
  %v230 = fadd contract <9 x float> %v376, %v389
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
  %v6 = shufflevector <2 x ptr> %v5, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  store <2 x ptr> %v6, ptr %v2, align 64, !noalias !10
  %v7 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v4, ptr %v7, align 16, !noalias !10
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
!1 = distinct !{!1, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0.task: %W"}
!2 = distinct !{!2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0.task: %I"}
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
