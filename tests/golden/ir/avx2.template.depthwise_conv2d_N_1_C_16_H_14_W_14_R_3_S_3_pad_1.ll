; depthwise_conv2d:N=1,C=16,H=14,W=14,R=3,S=3,stride=1,pad=1,dilation=1,layout=nchw,bias=0,residual=0,act=none,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1'
source_filename = "ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  store ptr %v0, ptr %v4, align 64
  %v5 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v1, ptr %v5, align 8
  %v6 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v6, align 16
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v4) #4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = alloca [256 x float], align 64
  %v5 = load ptr, ptr %v0, align 8
  %v6 = getelementptr inbounds i8, ptr %v0, i64 8
  %v7 = load ptr, ptr %v6, align 8
  %v8 = getelementptr inbounds i8, ptr %v0, i64 16
  %v9 = load ptr, ptr %v8, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %v4)
  %v10 = icmp slt i64 %v1, %v2
  br i1 %v10, label %v11, label %v12

v11:                               ; preds = %v3
  %v13 = getelementptr i8, ptr %v5, i64 -60
  %v14 = getelementptr inbounds i8, ptr %v4, i64 288
  %v15 = getelementptr inbounds i8, ptr %v4, i64 292
  %v16 = getelementptr inbounds i8, ptr %v4, i64 296
  %v17 = getelementptr inbounds i8, ptr %v4, i64 352
  %v18 = getelementptr inbounds i8, ptr %v4, i64 356
  %v19 = getelementptr inbounds i8, ptr %v4, i64 360
  %v20 = getelementptr i8, ptr %v9, i64 32
  %v21 = getelementptr inbounds i8, ptr %v4, i64 64
  %v22 = getelementptr inbounds i8, ptr %v4, i64 96
  %v23 = getelementptr inbounds i8, ptr %v4, i64 128
  %v24 = getelementptr inbounds i8, ptr %v4, i64 160
  %v25 = getelementptr inbounds i8, ptr %v4, i64 192
  %v26 = getelementptr inbounds i8, ptr %v4, i64 224
  %v27 = getelementptr inbounds i8, ptr %v4, i64 256
  %v28 = getelementptr inbounds i8, ptr %v4, i64 288
  %v29 = getelementptr inbounds i8, ptr %v4, i64 320
  %v30 = getelementptr inbounds i8, ptr %v4, i64 352
  %v31 = getelementptr inbounds i8, ptr %v4, i64 384
  %v32 = getelementptr inbounds i8, ptr %v4, i64 416
  %v33 = getelementptr inbounds i8, ptr %v4, i64 448
  %v34 = getelementptr inbounds i8, ptr %v4, i64 480
  %v35 = getelementptr inbounds i8, ptr %v4, i64 512
  %v36 = getelementptr inbounds i8, ptr %v4, i64 544
  %v37 = getelementptr inbounds i8, ptr %v4, i64 576
  %v38 = getelementptr inbounds i8, ptr %v4, i64 608
  %v39 = getelementptr inbounds i8, ptr %v4, i64 640
  %v40 = getelementptr inbounds i8, ptr %v4, i64 672
  %v41 = getelementptr inbounds i8, ptr %v4, i64 704
  %v42 = getelementptr inbounds i8, ptr %v4, i64 736
  %v43 = getelementptr inbounds i8, ptr %v4, i64 768
  %v44 = getelementptr inbounds i8, ptr %v4, i64 800
  %v45 = getelementptr inbounds i8, ptr %v4, i64 832
  %v46 = getelementptr inbounds i8, ptr %v4, i64 864
  %v47 = getelementptr inbounds i8, ptr %v4, i64 896
  %v48 = getelementptr inbounds i8, ptr %v4, i64 928
  %v49 = getelementptr inbounds i8, ptr %v4, i64 960
  br label %v50

v50:                                         ; preds = %v11, %v51
  %v52 = phi <8 x float> [ %v53, %v51 ], [ undef, %v11 ]
  %v54 = phi <8 x float> [ %v55, %v51 ], [ undef, %v11 ]
  %v56 = phi <8 x float> [ %v57, %v51 ], [ undef, %v11 ]
  %v58 = phi <8 x float> [ %v59, %v51 ], [ undef, %v11 ]
  %v60 = phi <8 x float> [ %v61, %v51 ], [ undef, %v11 ]
  %v62 = phi <8 x float> [ %v63, %v51 ], [ undef, %v11 ]
  %v64 = phi <8 x float> [ %v65, %v51 ], [ undef, %v11 ]
  %v66 = phi <8 x float> [ %v67, %v51 ], [ undef, %v11 ]
  %v68 = phi <8 x float> [ %v69, %v51 ], [ undef, %v11 ]
  %v70 = phi <8 x float> [ %v71, %v51 ], [ undef, %v11 ]
  %v72 = phi i64 [ %v73, %v51 ], [ %v1, %v11 ]
  %v74 = mul nsw i64 %v72, 196
  %v75 = getelementptr float, ptr %v13, i64 %v74
  %v76 = getelementptr i8, ptr %v75, i64 56
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(64) %v4, i8 0, i64 64, i1 false)
  %v77 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v76, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v77, ptr %v21, align 64, !noalias !8
  %v78 = getelementptr i8, ptr %v75, i64 88
  %v79 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v78, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v79, ptr %v22, align 32, !noalias !8
  %v80 = getelementptr i8, ptr %v75, i64 112
  %v81 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v80, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v81, ptr %v23, align 64, !noalias !8
  %v82 = getelementptr i8, ptr %v75, i64 144
  %v83 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v82, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v83, ptr %v24, align 32, !noalias !8
  %v84 = getelementptr i8, ptr %v75, i64 168
  %v85 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v84, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v85, ptr %v25, align 64, !noalias !8
  %v86 = getelementptr i8, ptr %v75, i64 200
  %v87 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v86, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v87, ptr %v26, align 32, !noalias !8
  %v88 = getelementptr i8, ptr %v75, i64 224
  %v89 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v88, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v89, ptr %v27, align 64, !noalias !8
  %v90 = getelementptr i8, ptr %v75, i64 256
  %v91 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v90, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v91, ptr %v28, align 32, !noalias !8
  %v92 = getelementptr i8, ptr %v75, i64 280
  %v93 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v92, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v93, ptr %v29, align 64, !noalias !8
  %v94 = getelementptr i8, ptr %v75, i64 312
  %v95 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v94, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v95, ptr %v30, align 32, !noalias !8
  %v96 = getelementptr i8, ptr %v75, i64 336
  %v97 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v96, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v97, ptr %v31, align 64, !noalias !8
  %v98 = getelementptr i8, ptr %v75, i64 368
  %v99 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v98, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v99, ptr %v32, align 32, !noalias !8
  %v100 = getelementptr i8, ptr %v75, i64 392
  %v101 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v100, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v101, ptr %v33, align 64, !noalias !8
  %v102 = getelementptr i8, ptr %v75, i64 424
  %v103 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v102, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v103, ptr %v34, align 32, !noalias !8
  %v104 = getelementptr i8, ptr %v75, i64 448
  %v105 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v104, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v105, ptr %v35, align 64, !noalias !8
  %v106 = getelementptr i8, ptr %v75, i64 480
  %v107 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v106, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v107, ptr %v36, align 32, !noalias !8
  %v108 = getelementptr i8, ptr %v75, i64 504
  %v109 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v108, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v109, ptr %v37, align 64, !noalias !8
  %v110 = getelementptr i8, ptr %v75, i64 536
  %v111 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v110, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v111, ptr %v38, align 32, !noalias !8
  %v112 = getelementptr i8, ptr %v75, i64 560
  %v113 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v112, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v113, ptr %v39, align 64, !noalias !8
  %v114 = getelementptr i8, ptr %v75, i64 592
  %v115 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v114, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v115, ptr %v40, align 32, !noalias !8
  %v116 = getelementptr i8, ptr %v75, i64 616
  %v117 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v116, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v117, ptr %v41, align 64, !noalias !8
  %v118 = getelementptr i8, ptr %v75, i64 648
  %v119 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v118, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v119, ptr %v42, align 32, !noalias !8
  %v120 = getelementptr i8, ptr %v75, i64 672
  %v121 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v120, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v121, ptr %v43, align 64, !noalias !8
  %v122 = getelementptr i8, ptr %v75, i64 704
  %v123 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v122, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v123, ptr %v44, align 32, !noalias !8
  %v124 = getelementptr i8, ptr %v75, i64 728
  %v125 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v124, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v125, ptr %v45, align 64, !noalias !8
  %v126 = getelementptr i8, ptr %v75, i64 760
  %v127 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v126, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v127, ptr %v46, align 32, !noalias !8
  %v128 = getelementptr i8, ptr %v75, i64 784
  %v129 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v128, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v129, ptr %v47, align 64, !noalias !8
  %v130 = getelementptr i8, ptr %v75, i64 816
  %v131 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v130, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v131, ptr %v48, align 32, !noalias !8
  %v132 = mul i64 %v72, 36
  %v133 = getelementptr i8, ptr %v7, i64 %v132
  %v134 = getelementptr i8, ptr %v133, i64 4
  %v135 = getelementptr i8, ptr %v133, i64 8
  %v136 = getelementptr i8, ptr %v133, i64 12
  %v137 = getelementptr i8, ptr %v133, i64 16
  %v138 = getelementptr i8, ptr %v133, i64 20
  %v139 = getelementptr i8, ptr %v133, i64 24
  %v140 = getelementptr i8, ptr %v133, i64 28
  %v141 = getelementptr i8, ptr %v133, i64 32
  %v142 = getelementptr float, ptr %v9, i64 %v74
  %v143 = getelementptr float, ptr %v20, i64 %v74
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(64) %v49, i8 0, i64 64, i1 false)
  br label %v144

v144:                                   ; preds = %v50, %v145
  %v146 = phi <8 x float> [ %v53, %v145 ], [ %v52, %v50 ]
  %v147 = phi <8 x float> [ %v55, %v145 ], [ %v54, %v50 ]
  %v148 = phi <8 x float> [ %v57, %v145 ], [ %v56, %v50 ]
  %v149 = phi <8 x float> [ %v59, %v145 ], [ %v58, %v50 ]
  %v150 = phi <8 x float> [ %v61, %v145 ], [ %v60, %v50 ]
  %v151 = phi <8 x float> [ %v63, %v145 ], [ %v62, %v50 ]
  %v152 = phi <8 x float> [ %v65, %v145 ], [ %v64, %v50 ]
  %v153 = phi <8 x float> [ %v67, %v145 ], [ %v66, %v50 ]
  %v154 = phi <8 x float> [ %v69, %v145 ], [ %v68, %v50 ]
  %v155 = phi <8 x float> [ %v71, %v145 ], [ %v70, %v50 ]
  %v156 = phi i64 [ %v157, %v145 ], [ 0, %v50 ]
  %v158 = icmp ult i64 %v156, 3
  br i1 %v158, label %v159, label %v160

v160:                      ; preds = %v144
  %v161 = shl nsw i64 %v156, 2
  %v162 = or disjoint i64 %v161, 2
  %v163 = icmp ult i64 %v162, 14
  %v164 = shl nsw i64 %v156, 6
  %v165 = getelementptr inbounds float, ptr %v4, i64 %v164
  %v166 = load <8 x float>, ptr %v165, align 64, !noalias !8
  %v167 = load float, ptr %v133, align 4, !alias.scope !3, !noalias !9
  %v168 = insertelement <8 x float> poison, float %v167, i64 0
  %v169 = shufflevector <8 x float> %v168, <8 x float> poison, <8 x i32> zeroinitializer
  %v170 = fmul contract <8 x float> %v166, %v169
  %v171 = fadd contract <8 x float> %v170, zeroinitializer
  %v172 = or disjoint i64 %v164, 16
  %v173 = getelementptr inbounds float, ptr %v4, i64 %v172
  %v174 = load <8 x float>, ptr %v173, align 64, !noalias !8
  %v175 = fmul contract <8 x float> %v174, %v169
  %v176 = fadd contract <8 x float> %v175, zeroinitializer
  %v177 = or disjoint i64 %v164, 1
  %v178 = getelementptr inbounds float, ptr %v4, i64 %v177
  %v179 = load <8 x float>, ptr %v178, align 4, !noalias !8
  %v180 = load float, ptr %v134, align 4, !alias.scope !3, !noalias !9
  %v181 = insertelement <8 x float> poison, float %v180, i64 0
  %v182 = shufflevector <8 x float> %v181, <8 x float> poison, <8 x i32> zeroinitializer
  %v183 = fmul contract <8 x float> %v179, %v182
  %v184 = fadd contract <8 x float> %v171, %v183
  %v185 = or disjoint i64 %v164, 17
  %v186 = getelementptr inbounds float, ptr %v4, i64 %v185
  %v187 = load <8 x float>, ptr %v186, align 4, !noalias !8
  %v188 = fmul contract <8 x float> %v187, %v182
  %v189 = fadd contract <8 x float> %v176, %v188
  %v190 = or disjoint i64 %v164, 33
  %v191 = getelementptr inbounds float, ptr %v4, i64 %v190
  %v192 = or disjoint i64 %v164, 49
  %v193 = getelementptr inbounds float, ptr %v4, i64 %v192
  %v194 = or disjoint i64 %v164, 2
  %v195 = getelementptr inbounds float, ptr %v4, i64 %v194
  %v196 = load <8 x float>, ptr %v195, align 8, !noalias !8
  %v197 = load float, ptr %v135, align 4, !alias.scope !3, !noalias !9
  %v198 = insertelement <8 x float> poison, float %v197, i64 0
  %v199 = shufflevector <8 x float> %v198, <8 x float> poison, <8 x i32> zeroinitializer
  %v200 = fmul contract <8 x float> %v196, %v199
  %v201 = fadd contract <8 x float> %v184, %v200
  %v202 = or disjoint i64 %v164, 18
  %v203 = getelementptr inbounds float, ptr %v4, i64 %v202
  %v204 = load <8 x float>, ptr %v203, align 8, !noalias !8
  %v205 = fmul contract <8 x float> %v204, %v199
  %v206 = fadd contract <8 x float> %v189, %v205
  %v207 = or disjoint i64 %v164, 34
  %v208 = getelementptr inbounds float, ptr %v4, i64 %v207
  %v209 = or disjoint i64 %v164, 50
  %v210 = getelementptr inbounds float, ptr %v4, i64 %v209
  %v211 = load float, ptr %v136, align 4, !alias.scope !3, !noalias !9
  %v212 = insertelement <8 x float> poison, float %v211, i64 0
  %v213 = shufflevector <8 x float> %v212, <8 x float> poison, <8 x i32> zeroinitializer
  %v214 = fmul contract <8 x float> %v174, %v213
  %v215 = fadd contract <8 x float> %v201, %v214
  %v216 = or disjoint i64 %v164, 32
  %v217 = getelementptr inbounds float, ptr %v4, i64 %v216
  %v218 = load <8 x float>, ptr %v217, align 64, !noalias !8
  %v219 = fmul contract <8 x float> %v218, %v213
  %v220 = fadd contract <8 x float> %v206, %v219
  %v221 = or disjoint i64 %v164, 48
  %v222 = getelementptr inbounds float, ptr %v4, i64 %v221
  %v223 = load float, ptr %v137, align 4, !alias.scope !3, !noalias !9
  %v224 = insertelement <8 x float> poison, float %v223, i64 0
  %v225 = shufflevector <8 x float> %v224, <8 x float> poison, <8 x i32> zeroinitializer
  %v226 = fmul contract <8 x float> %v187, %v225
  %v227 = fadd contract <8 x float> %v215, %v226
  %v228 = load <8 x float>, ptr %v191, align 4, !noalias !8
  %v229 = fmul contract <8 x float> %v228, %v225
  %v230 = fadd contract <8 x float> %v220, %v229
  %v231 = load float, ptr %v138, align 4, !alias.scope !3, !noalias !9
  %v232 = insertelement <8 x float> poison, float %v231, i64 0
  %v233 = shufflevector <8 x float> %v232, <8 x float> poison, <8 x i32> zeroinitializer
  %v234 = fmul contract <8 x float> %v204, %v233
  %v235 = fadd contract <8 x float> %v227, %v234
  %v236 = load <8 x float>, ptr %v208, align 8, !noalias !8
  %v237 = fmul contract <8 x float> %v236, %v233
  %v238 = fadd contract <8 x float> %v230, %v237
  %v239 = load float, ptr %v139, align 4, !alias.scope !3, !noalias !9
  %v240 = insertelement <8 x float> poison, float %v239, i64 0
  %v241 = shufflevector <8 x float> %v240, <8 x float> poison, <8 x i32> zeroinitializer
  %v242 = fmul contract <8 x float> %v218, %v241
  %v243 = fadd contract <8 x float> %v235, %v242
  %v244 = load <8 x float>, ptr %v222, align 64, !noalias !8
  %v245 = fmul contract <8 x float> %v244, %v241
  %v246 = fadd contract <8 x float> %v238, %v245
  %v247 = load float, ptr %v140, align 4, !alias.scope !3, !noalias !9
  %v248 = insertelement <8 x float> poison, float %v247, i64 0
  %v249 = shufflevector <8 x float> %v248, <8 x float> poison, <8 x i32> zeroinitializer
  %v250 = fmul contract <8 x float> %v228, %v249
  %v251 = fadd contract <8 x float> %v243, %v250
  %v252 = load <8 x float>, ptr %v193, align 4, !noalias !8
  %v253 = fmul contract <8 x float> %v252, %v249
  %v254 = fadd contract <8 x float> %v246, %v253
  %v255 = load float, ptr %v141, align 4, !alias.scope !3, !noalias !9
  %v256 = insertelement <8 x float> poison, float %v255, i64 0
  %v257 = shufflevector <8 x float> %v256, <8 x float> poison, <8 x i32> zeroinitializer
  %v258 = fmul contract <8 x float> %v236, %v257
  %v259 = fadd contract <8 x float> %v251, %v258
  %v260 = load <8 x float>, ptr %v210, align 8, !noalias !8
  %v261 = fmul contract <8 x float> %v260, %v257
  %v262 = fadd contract <8 x float> %v254, %v261
  %v263 = mul nuw nsw i64 %v156, 224
  %v264 = getelementptr i8, ptr %v142, i64 %v263
  %v265 = getelementptr i8, ptr %v264, i64 56
  br i1 %v163, label %v266, label %v267

v51:                                   ; preds = %v145
  %v73 = add nuw nsw i64 %v72, 1
  %v268 = icmp eq i64 %v73, %v2
  br i1 %v268, label %v12, label %v50

v145:                                        ; preds = %v269, %v270, %v159
  %v53 = phi <8 x float> [ %v146, %v159 ], [ %v271, %v270 ], [ %v271, %v269 ]
  %v55 = phi <8 x float> [ %v147, %v159 ], [ %v272, %v270 ], [ %v272, %v269 ]
  %v57 = phi <8 x float> [ %v273, %v159 ], [ %v148, %v270 ], [ %v148, %v269 ]
  %v59 = phi <8 x float> [ %v274, %v159 ], [ %v149, %v270 ], [ %v149, %v269 ]
  %v61 = phi <8 x float> [ %v275, %v159 ], [ %v150, %v270 ], [ %v150, %v269 ]
  %v63 = phi <8 x float> [ %v276, %v159 ], [ %v151, %v270 ], [ %v151, %v269 ]
  %v65 = phi <8 x float> [ %v152, %v159 ], [ %v277, %v270 ], [ %v277, %v269 ]
  %v67 = phi <8 x float> [ %v153, %v159 ], [ %v278, %v270 ], [ %v278, %v269 ]
  %v69 = phi <8 x float> [ %v154, %v159 ], [ %v279, %v270 ], [ %v280, %v269 ]
  %v71 = phi <8 x float> [ %v155, %v159 ], [ %v281, %v270 ], [ %v282, %v269 ]
  %v157 = add nuw nsw i64 %v156, 1
  %v283 = icmp eq i64 %v157, 4
  br i1 %v283, label %v51, label %v144

v159:                                      ; preds = %v144
  %v284 = shl nuw nsw i64 %v156, 6
  %v285 = getelementptr float, ptr %v4, i64 %v284
  %v286 = load <8 x float>, ptr %v285, align 64, !noalias !8
  %v287 = load float, ptr %v133, align 4, !alias.scope !3, !noalias !9
  %v288 = insertelement <8 x float> poison, float %v287, i64 0
  %v289 = shufflevector <8 x float> %v288, <8 x float> poison, <8 x i32> zeroinitializer
  %v290 = fmul contract <8 x float> %v286, %v289
  %v291 = fadd contract <8 x float> %v290, zeroinitializer
  %v292 = or disjoint i64 %v284, 16
  %v293 = getelementptr inbounds float, ptr %v4, i64 %v292
  %v294 = load <8 x float>, ptr %v293, align 64, !noalias !8
  %v295 = fmul contract <8 x float> %v294, %v289
  %v296 = fadd contract <8 x float> %v295, zeroinitializer
  %v297 = or disjoint i64 %v284, 32
  %v298 = getelementptr inbounds float, ptr %v4, i64 %v297
  %v299 = load <8 x float>, ptr %v298, align 64, !noalias !8
  %v300 = fmul contract <8 x float> %v299, %v289
  %v301 = fadd contract <8 x float> %v300, zeroinitializer
  %v302 = or disjoint i64 %v284, 48
  %v303 = getelementptr inbounds float, ptr %v4, i64 %v302
  %v304 = load <8 x float>, ptr %v303, align 64, !noalias !8
  %v305 = fmul contract <8 x float> %v289, %v304
  %v306 = fadd contract <8 x float> %v305, zeroinitializer
  %v307 = or disjoint i64 %v284, 1
  %v308 = getelementptr inbounds float, ptr %v4, i64 %v307
  %v309 = load <8 x float>, ptr %v308, align 4, !noalias !8
  %v310 = load float, ptr %v134, align 4, !alias.scope !3, !noalias !9
  %v311 = insertelement <8 x float> poison, float %v310, i64 0
  %v312 = shufflevector <8 x float> %v311, <8 x float> poison, <8 x i32> zeroinitializer
  %v313 = fmul contract <8 x float> %v309, %v312
  %v314 = fadd contract <8 x float> %v291, %v313
  %v315 = or disjoint i64 %v284, 17
  %v316 = getelementptr inbounds float, ptr %v4, i64 %v315
  %v317 = load <8 x float>, ptr %v316, align 4, !noalias !8
  %v318 = fmul contract <8 x float> %v317, %v312
  %v319 = fadd contract <8 x float> %v296, %v318
  %v320 = or disjoint i64 %v284, 33
  %v321 = getelementptr inbounds float, ptr %v4, i64 %v320
  %v322 = load <8 x float>, ptr %v321, align 4, !noalias !8
  %v323 = fmul contract <8 x float> %v322, %v312
  %v324 = fadd contract <8 x float> %v301, %v323
  %v325 = or disjoint i64 %v284, 49
  %v326 = getelementptr inbounds float, ptr %v4, i64 %v325
  %v327 = load <8 x float>, ptr %v326, align 4, !noalias !8
  %v328 = fmul contract <8 x float> %v312, %v327
  %v329 = fadd contract <8 x float> %v306, %v328
  %v330 = or disjoint i64 %v284, 2
  %v331 = getelementptr inbounds float, ptr %v4, i64 %v330
  %v332 = load <8 x float>, ptr %v331, align 8, !noalias !8
  %v333 = load float, ptr %v135, align 4, !alias.scope !3, !noalias !9
  %v334 = insertelement <8 x float> poison, float %v333, i64 0
  %v335 = shufflevector <8 x float> %v334, <8 x float> poison, <8 x i32> zeroinitializer
  %v336 = fmul contract <8 x float> %v332, %v335
  %v337 = fadd contract <8 x float> %v314, %v336
  %v338 = or disjoint i64 %v284, 18
  %v339 = getelementptr inbounds float, ptr %v4, i64 %v338
  %v340 = load <8 x float>, ptr %v339, align 8, !noalias !8
  %v341 = fmul contract <8 x float> %v340, %v335
  %v342 = fadd contract <8 x float> %v319, %v341
  %v343 = or disjoint i64 %v284, 34
  %v344 = getelementptr inbounds float, ptr %v4, i64 %v343
  %v345 = load <8 x float>, ptr %v344, align 8, !noalias !8
  %v346 = fmul contract <8 x float> %v345, %v335
  %v347 = fadd contract <8 x float> %v324, %v346
  %v348 = or disjoint i64 %v284, 50
  %v349 = getelementptr inbounds float, ptr %v4, i64 %v348
  %v350 = load <8 x float>, ptr %v349, align 8, !noalias !8
  %v351 = fmul contract <8 x float> %v335, %v350
  %v352 = fadd contract <8 x float> %v329, %v351
  %v353 = load float, ptr %v136, align 4, !alias.scope !3, !noalias !9
  %v354 = insertelement <8 x float> poison, float %v353, i64 0
  %v355 = shufflevector <8 x float> %v354, <8 x float> poison, <8 x i32> zeroinitializer
  %v356 = fmul contract <8 x float> %v294, %v355
  %v357 = fadd contract <8 x float> %v337, %v356
  %v358 = fmul contract <8 x float> %v299, %v355
  %v359 = fadd contract <8 x float> %v342, %v358
  %v360 = fmul contract <8 x float> %v304, %v355
  %v361 = fadd contract <8 x float> %v347, %v360
  %v362 = getelementptr inbounds i8, ptr %v285, i64 256
  %v363 = load <8 x float>, ptr %v362, align 64, !noalias !8
  %v364 = fmul contract <8 x float> %v363, %v355
  %v365 = fadd contract <8 x float> %v352, %v364
  %v366 = load float, ptr %v137, align 4, !alias.scope !3, !noalias !9
  %v367 = insertelement <8 x float> poison, float %v366, i64 0
  %v368 = shufflevector <8 x float> %v367, <8 x float> poison, <8 x i32> zeroinitializer
  %v369 = fmul contract <8 x float> %v317, %v368
  %v370 = fadd contract <8 x float> %v357, %v369
  %v371 = fmul contract <8 x float> %v322, %v368
  %v372 = fadd contract <8 x float> %v359, %v371
  %v373 = fmul contract <8 x float> %v327, %v368
  %v374 = fadd contract <8 x float> %v361, %v373
  %v375 = getelementptr inbounds i8, ptr %v285, i64 260
  %v376 = load <8 x float>, ptr %v375, align 4, !noalias !8
  %v377 = fmul contract <8 x float> %v376, %v368
  %v378 = fadd contract <8 x float> %v365, %v377
  %v379 = load float, ptr %v138, align 4, !alias.scope !3, !noalias !9
  %v380 = insertelement <8 x float> poison, float %v379, i64 0
  %v381 = shufflevector <8 x float> %v380, <8 x float> poison, <8 x i32> zeroinitializer
  %v382 = fmul contract <8 x float> %v340, %v381
  %v383 = fadd contract <8 x float> %v370, %v382
  %v384 = fmul contract <8 x float> %v345, %v381
  %v385 = fadd contract <8 x float> %v372, %v384
  %v386 = fmul contract <8 x float> %v350, %v381
  %v387 = fadd contract <8 x float> %v374, %v386
  %v388 = getelementptr inbounds i8, ptr %v285, i64 264
  %v389 = load <8 x float>, ptr %v388, align 8, !noalias !8
  %v390 = fmul contract <8 x float> %v389, %v381
  %v391 = fadd contract <8 x float> %v378, %v390
  %v392 = load float, ptr %v139, align 4, !alias.scope !3, !noalias !9
  %v393 = insertelement <8 x float> poison, float %v392, i64 0
  %v394 = shufflevector <8 x float> %v393, <8 x float> poison, <8 x i32> zeroinitializer
  %v395 = fmul contract <8 x float> %v299, %v394
  %v396 = fadd contract <8 x float> %v383, %v395
  %v397 = fmul contract <8 x float> %v304, %v394
  %v398 = fadd contract <8 x float> %v385, %v397
  %v399 = fmul contract <8 x float> %v363, %v394
  %v400 = fadd contract <8 x float> %v387, %v399
  %v401 = getelementptr inbounds i8, ptr %v285, i64 320
  %v402 = load <8 x float>, ptr %v401, align 64, !noalias !8
  %v403 = fmul contract <8 x float> %v402, %v394
  %v404 = fadd contract <8 x float> %v391, %v403
  %v405 = load float, ptr %v140, align 4, !alias.scope !3, !noalias !9
  %v406 = insertelement <8 x float> poison, float %v405, i64 0
  %v407 = shufflevector <8 x float> %v406, <8 x float> poison, <8 x i32> zeroinitializer
  %v408 = fmul contract <8 x float> %v322, %v407
  %v409 = fadd contract <8 x float> %v396, %v408
  %v410 = fmul contract <8 x float> %v327, %v407
  %v411 = fadd contract <8 x float> %v398, %v410
  %v412 = fmul contract <8 x float> %v376, %v407
  %v413 = fadd contract <8 x float> %v400, %v412
  %v414 = getelementptr inbounds i8, ptr %v285, i64 324
  %v415 = load <8 x float>, ptr %v414, align 4, !noalias !8
  %v416 = fmul contract <8 x float> %v415, %v407
  %v417 = fadd contract <8 x float> %v404, %v416
  %v418 = load float, ptr %v141, align 4, !alias.scope !3, !noalias !9
  %v419 = insertelement <8 x float> poison, float %v418, i64 0
  %v420 = shufflevector <8 x float> %v419, <8 x float> poison, <8 x i32> zeroinitializer
  %v421 = fmul contract <8 x float> %v345, %v420
  %v422 = fadd contract <8 x float> %v409, %v421
  %v423 = fmul contract <8 x float> %v350, %v420
  %v424 = fadd contract <8 x float> %v411, %v423
  %v425 = fmul contract <8 x float> %v389, %v420
  %v426 = fadd contract <8 x float> %v413, %v425
  %v427 = getelementptr inbounds i8, ptr %v285, i64 328
  %v428 = load <8 x float>, ptr %v427, align 8, !noalias !8
  %v429 = fmul contract <8 x float> %v428, %v420
  %v430 = fadd contract <8 x float> %v417, %v429
  %v431 = mul nuw nsw i64 %v156, 224
  %v432 = getelementptr i8, ptr %v142, i64 %v431
  store <8 x float> %v422, ptr %v432, align 4, !alias.scope !5, !noalias !10
  %v433 = getelementptr i8, ptr %v432, i64 56
  store <8 x float> %v424, ptr %v433, align 4, !alias.scope !5, !noalias !10
  %v434 = getelementptr i8, ptr %v432, i64 112
  store <8 x float> %v426, ptr %v434, align 4, !alias.scope !5, !noalias !10
  %v435 = getelementptr i8, ptr %v432, i64 168
  store <8 x float> %v430, ptr %v435, align 4, !alias.scope !5, !noalias !10
  %v436 = shufflevector <8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, <8 x float> %v151, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v437 = shufflevector <8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, <8 x float> %v150, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v438 = shufflevector <8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, <8 x float> %v149, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v439 = shufflevector <8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, <8 x float> %v148, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v440 = or disjoint i64 %v284, 8
  %v441 = getelementptr float, ptr %v4, i64 %v440
  %v442 = load <8 x float>, ptr %v441, align 32, !noalias !8
  %v443 = load float, ptr %v133, align 4, !alias.scope !3, !noalias !9
  %v444 = insertelement <8 x float> poison, float %v443, i64 0
  %v445 = shufflevector <8 x float> %v444, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v446 = fmul contract <8 x float> %v442, %v445
  %v447 = fadd contract <8 x float> %v436, %v446
  %v448 = shufflevector <8 x float> %v447, <8 x float> %v436, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v449 = or disjoint i64 %v284, 24
  %v450 = getelementptr float, ptr %v4, i64 %v449
  %v451 = load <8 x float>, ptr %v450, align 32, !noalias !8
  %v452 = fmul contract <8 x float> %v451, %v445
  %v453 = fadd contract <8 x float> %v437, %v452
  %v454 = shufflevector <8 x float> %v453, <8 x float> %v437, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v455 = or disjoint i64 %v284, 40
  %v456 = getelementptr float, ptr %v4, i64 %v455
  %v457 = load <8 x float>, ptr %v456, align 32, !noalias !8
  %v458 = fmul contract <8 x float> %v457, %v445
  %v459 = fadd contract <8 x float> %v438, %v458
  %v460 = shufflevector <8 x float> %v459, <8 x float> %v438, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v461 = or disjoint i64 %v284, 56
  %v462 = getelementptr float, ptr %v4, i64 %v461
  %v463 = load <8 x float>, ptr %v462, align 32, !noalias !8
  %v464 = fmul contract <8 x float> %v445, %v463
  %v465 = fadd contract <8 x float> %v439, %v464
  %v466 = shufflevector <8 x float> %v465, <8 x float> %v439, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v467 = or disjoint i64 %v284, 9
  %v468 = getelementptr float, ptr %v4, i64 %v467
  %v469 = load <8 x float>, ptr %v468, align 4, !noalias !8
  %v470 = load float, ptr %v134, align 4, !alias.scope !3, !noalias !9
  %v471 = insertelement <8 x float> poison, float %v470, i64 0
  %v472 = shufflevector <8 x float> %v471, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v473 = fmul contract <8 x float> %v469, %v472
  %v474 = fadd contract <8 x float> %v448, %v473
  %v475 = shufflevector <8 x float> %v474, <8 x float> %v448, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v476 = or disjoint i64 %v284, 25
  %v477 = getelementptr float, ptr %v4, i64 %v476
  %v478 = load <8 x float>, ptr %v477, align 4, !noalias !8
  %v479 = fmul contract <8 x float> %v478, %v472
  %v480 = fadd contract <8 x float> %v454, %v479
  %v481 = shufflevector <8 x float> %v480, <8 x float> %v454, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v482 = or disjoint i64 %v284, 41
  %v483 = getelementptr float, ptr %v4, i64 %v482
  %v484 = load <8 x float>, ptr %v483, align 4, !noalias !8
  %v485 = fmul contract <8 x float> %v484, %v472
  %v486 = fadd contract <8 x float> %v460, %v485
  %v487 = shufflevector <8 x float> %v486, <8 x float> %v460, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v488 = or disjoint i64 %v284, 57
  %v489 = getelementptr float, ptr %v4, i64 %v488
  %v490 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v489, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v491 = fmul contract <8 x float> %v472, %v490
  %v492 = fadd contract <8 x float> %v466, %v491
  %v493 = shufflevector <8 x float> %v492, <8 x float> %v466, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v494 = or disjoint i64 %v284, 10
  %v495 = getelementptr float, ptr %v4, i64 %v494
  %v496 = load <8 x float>, ptr %v495, align 8, !noalias !8
  %v497 = load float, ptr %v135, align 4, !alias.scope !3, !noalias !9
  %v498 = insertelement <8 x float> poison, float %v497, i64 0
  %v499 = shufflevector <8 x float> %v498, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v500 = fmul contract <8 x float> %v496, %v499
  %v501 = fadd contract <8 x float> %v475, %v500
  %v502 = shufflevector <8 x float> %v501, <8 x float> %v475, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v503 = or disjoint i64 %v284, 26
  %v504 = getelementptr float, ptr %v4, i64 %v503
  %v505 = load <8 x float>, ptr %v504, align 8, !noalias !8
  %v506 = fmul contract <8 x float> %v505, %v499
  %v507 = fadd contract <8 x float> %v481, %v506
  %v508 = shufflevector <8 x float> %v507, <8 x float> %v481, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v509 = or disjoint i64 %v284, 42
  %v510 = getelementptr float, ptr %v4, i64 %v509
  %v511 = load <8 x float>, ptr %v510, align 8, !noalias !8
  %v512 = fmul contract <8 x float> %v511, %v499
  %v513 = fadd contract <8 x float> %v487, %v512
  %v514 = shufflevector <8 x float> %v513, <8 x float> %v487, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v515 = or disjoint i64 %v284, 58
  %v516 = getelementptr float, ptr %v4, i64 %v515
  %v517 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v516, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v518 = fmul contract <8 x float> %v499, %v517
  %v519 = fadd contract <8 x float> %v493, %v518
  %v520 = shufflevector <8 x float> %v519, <8 x float> %v493, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v521 = load float, ptr %v136, align 4, !alias.scope !3, !noalias !9
  %v522 = insertelement <8 x float> poison, float %v521, i64 0
  %v523 = shufflevector <8 x float> %v522, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v524 = fmul contract <8 x float> %v451, %v523
  %v525 = fadd contract <8 x float> %v502, %v524
  %v526 = shufflevector <8 x float> %v525, <8 x float> %v502, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v527 = fmul contract <8 x float> %v457, %v523
  %v528 = fadd contract <8 x float> %v508, %v527
  %v529 = shufflevector <8 x float> %v528, <8 x float> %v508, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v530 = fmul contract <8 x float> %v463, %v523
  %v531 = fadd contract <8 x float> %v514, %v530
  %v532 = shufflevector <8 x float> %v531, <8 x float> %v514, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v533 = getelementptr i8, ptr %v285, i64 288
  %v534 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v533, i32 32, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v535 = fmul contract <8 x float> %v534, %v523
  %v536 = fadd contract <8 x float> %v520, %v535
  %v537 = shufflevector <8 x float> %v536, <8 x float> %v520, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v538 = load float, ptr %v137, align 4, !alias.scope !3, !noalias !9
  %v539 = insertelement <8 x float> poison, float %v538, i64 0
  %v540 = shufflevector <8 x float> %v539, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v541 = fmul contract <8 x float> %v478, %v540
  %v542 = fadd contract <8 x float> %v526, %v541
  %v543 = shufflevector <8 x float> %v542, <8 x float> %v526, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v544 = fmul contract <8 x float> %v484, %v540
  %v545 = fadd contract <8 x float> %v529, %v544
  %v546 = shufflevector <8 x float> %v545, <8 x float> %v529, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v547 = fmul contract <8 x float> %v490, %v540
  %v548 = fadd contract <8 x float> %v532, %v547
  %v549 = shufflevector <8 x float> %v548, <8 x float> %v532, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v550 = getelementptr i8, ptr %v285, i64 292
  %v551 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v550, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v552 = fmul contract <8 x float> %v551, %v540
  %v553 = fadd contract <8 x float> %v537, %v552
  %v554 = shufflevector <8 x float> %v553, <8 x float> %v537, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v555 = load float, ptr %v138, align 4, !alias.scope !3, !noalias !9
  %v556 = insertelement <8 x float> poison, float %v555, i64 0
  %v557 = shufflevector <8 x float> %v556, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v558 = fmul contract <8 x float> %v505, %v557
  %v559 = fadd contract <8 x float> %v543, %v558
  %v560 = shufflevector <8 x float> %v559, <8 x float> %v543, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v561 = fmul contract <8 x float> %v511, %v557
  %v562 = fadd contract <8 x float> %v546, %v561
  %v563 = shufflevector <8 x float> %v562, <8 x float> %v546, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v564 = fmul contract <8 x float> %v517, %v557
  %v565 = fadd contract <8 x float> %v549, %v564
  %v566 = shufflevector <8 x float> %v565, <8 x float> %v549, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v567 = getelementptr i8, ptr %v285, i64 296
  %v568 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v567, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v569 = fmul contract <8 x float> %v568, %v557
  %v570 = fadd contract <8 x float> %v554, %v569
  %v571 = shufflevector <8 x float> %v570, <8 x float> %v554, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v572 = load float, ptr %v139, align 4, !alias.scope !3, !noalias !9
  %v573 = insertelement <8 x float> poison, float %v572, i64 0
  %v574 = shufflevector <8 x float> %v573, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v575 = fmul contract <8 x float> %v457, %v574
  %v576 = fadd contract <8 x float> %v560, %v575
  %v577 = shufflevector <8 x float> %v576, <8 x float> %v560, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v578 = fmul contract <8 x float> %v463, %v574
  %v579 = fadd contract <8 x float> %v563, %v578
  %v580 = shufflevector <8 x float> %v579, <8 x float> %v563, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v581 = fmul contract <8 x float> %v534, %v574
  %v582 = fadd contract <8 x float> %v566, %v581
  %v583 = shufflevector <8 x float> %v582, <8 x float> %v566, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v584 = getelementptr i8, ptr %v285, i64 352
  %v585 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v584, i32 32, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v586 = fmul contract <8 x float> %v585, %v574
  %v587 = fadd contract <8 x float> %v571, %v586
  %v588 = shufflevector <8 x float> %v587, <8 x float> %v571, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v589 = load float, ptr %v140, align 4, !alias.scope !3, !noalias !9
  %v590 = insertelement <8 x float> poison, float %v589, i64 0
  %v591 = shufflevector <8 x float> %v590, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v592 = fmul contract <8 x float> %v484, %v591
  %v593 = fadd contract <8 x float> %v577, %v592
  %v594 = shufflevector <8 x float> %v593, <8 x float> %v577, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v595 = fmul contract <8 x float> %v490, %v591
  %v596 = fadd contract <8 x float> %v580, %v595
  %v597 = shufflevector <8 x float> %v596, <8 x float> %v580, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v598 = fmul contract <8 x float> %v551, %v591
  %v599 = fadd contract <8 x float> %v583, %v598
  %v600 = shufflevector <8 x float> %v599, <8 x float> %v583, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v601 = getelementptr i8, ptr %v285, i64 356
  %v602 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v601, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v603 = fmul contract <8 x float> %v602, %v591
  %v604 = fadd contract <8 x float> %v588, %v603
  %v605 = shufflevector <8 x float> %v604, <8 x float> %v588, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v606 = load float, ptr %v141, align 4, !alias.scope !3, !noalias !9
  %v607 = insertelement <8 x float> poison, float %v606, i64 0
  %v608 = shufflevector <8 x float> %v607, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v609 = fmul contract <8 x float> %v511, %v608
  %v610 = fadd contract <8 x float> %v594, %v609
  %v276 = shufflevector <8 x float> %v610, <8 x float> %v594, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v611 = fmul contract <8 x float> %v517, %v608
  %v612 = fadd contract <8 x float> %v597, %v611
  %v275 = shufflevector <8 x float> %v612, <8 x float> %v597, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v613 = fmul contract <8 x float> %v568, %v608
  %v614 = fadd contract <8 x float> %v600, %v613
  %v274 = shufflevector <8 x float> %v614, <8 x float> %v600, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v615 = getelementptr i8, ptr %v285, i64 360
  %v616 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v615, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v617 = fmul contract <8 x float> %v616, %v608
  %v618 = fadd contract <8 x float> %v605, %v617
  %v273 = shufflevector <8 x float> %v618, <8 x float> %v605, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v619 = getelementptr i8, ptr %v143, i64 %v431
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v276, ptr %v619, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !10
  %v620 = getelementptr i8, ptr %v619, i64 56
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v275, ptr %v620, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !10
  %v621 = getelementptr i8, ptr %v619, i64 112
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v274, ptr %v621, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !10
  %v622 = getelementptr i8, ptr %v619, i64 168
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v273, ptr %v622, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !10
  br label %v145

v623:                                     ; preds = %v266, %v267
  %v624 = phi <8 x float> [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, %v266 ], [ %v155, %v267 ]
  %v625 = phi <8 x float> [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, %v266 ], [ %v154, %v267 ]
  %v271 = phi <8 x float> [ %v626, %v266 ], [ %v146, %v267 ]
  %v272 = phi <8 x float> [ %v627, %v266 ], [ %v147, %v267 ]
  %v628 = shufflevector <8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, <8 x float> %v152, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v629 = shufflevector <8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, <8 x float> %v153, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v630 = shufflevector <8 x float> %v625, <8 x float> %v154, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v631 = shufflevector <8 x float> %v624, <8 x float> %v155, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v632 = or disjoint i64 %v164, 8
  %v633 = getelementptr float, ptr %v4, i64 %v632
  %v634 = load <8 x float>, ptr %v633, align 32, !noalias !8
  %v635 = load float, ptr %v133, align 4, !alias.scope !3, !noalias !9
  %v636 = insertelement <8 x float> poison, float %v635, i64 0
  %v637 = shufflevector <8 x float> %v636, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v638 = fmul contract <8 x float> %v634, %v637
  %v639 = fadd contract <8 x float> %v628, %v638
  %v640 = shufflevector <8 x float> %v639, <8 x float> %v628, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v641 = or disjoint i64 %v164, 24
  %v642 = getelementptr float, ptr %v4, i64 %v641
  %v643 = load <8 x float>, ptr %v642, align 32, !noalias !8
  %v644 = fmul contract <8 x float> %v643, %v637
  %v645 = fadd contract <8 x float> %v629, %v644
  %v646 = shufflevector <8 x float> %v645, <8 x float> %v629, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v163, label %v647, label %v648

v267:                                     ; preds = %v160
  store <8 x float> %v259, ptr %v264, align 4, !alias.scope !5, !noalias !10
  store <8 x float> %v262, ptr %v265, align 4, !alias.scope !5, !noalias !10
  br label %v623

v266:                                     ; preds = %v160
  %v649 = getelementptr i8, ptr %v264, i64 168
  %v650 = getelementptr i8, ptr %v264, i64 112
  %v651 = getelementptr inbounds i8, ptr %v165, i64 328
  %v652 = getelementptr inbounds i8, ptr %v165, i64 324
  %v653 = getelementptr inbounds i8, ptr %v165, i64 320
  %v654 = getelementptr inbounds i8, ptr %v165, i64 264
  %v655 = getelementptr inbounds i8, ptr %v165, i64 260
  %v656 = getelementptr inbounds i8, ptr %v165, i64 256
  %v657 = fmul contract <8 x float> %v169, %v218
  %v658 = fadd contract <8 x float> %v657, zeroinitializer
  %v659 = fmul contract <8 x float> %v169, %v244
  %v660 = fadd contract <8 x float> %v659, zeroinitializer
  %v661 = fmul contract <8 x float> %v182, %v228
  %v662 = fadd contract <8 x float> %v658, %v661
  %v663 = fmul contract <8 x float> %v182, %v252
  %v664 = fadd contract <8 x float> %v660, %v663
  %v665 = fmul contract <8 x float> %v199, %v236
  %v666 = fadd contract <8 x float> %v662, %v665
  %v667 = fmul contract <8 x float> %v199, %v260
  %v668 = fadd contract <8 x float> %v664, %v667
  %v669 = fmul contract <8 x float> %v213, %v244
  %v670 = fadd contract <8 x float> %v666, %v669
  %v671 = load <8 x float>, ptr %v656, align 64, !noalias !8
  %v672 = fmul contract <8 x float> %v213, %v671
  %v673 = fadd contract <8 x float> %v668, %v672
  %v674 = fmul contract <8 x float> %v225, %v252
  %v675 = fadd contract <8 x float> %v670, %v674
  %v676 = load <8 x float>, ptr %v655, align 4, !noalias !8
  %v677 = fmul contract <8 x float> %v225, %v676
  %v678 = fadd contract <8 x float> %v673, %v677
  %v679 = fmul contract <8 x float> %v233, %v260
  %v680 = fadd contract <8 x float> %v675, %v679
  %v681 = load <8 x float>, ptr %v654, align 8, !noalias !8
  %v682 = fmul contract <8 x float> %v233, %v681
  %v683 = fadd contract <8 x float> %v678, %v682
  %v684 = load <8 x float>, ptr %v656, align 64, !noalias !8
  %v685 = fmul contract <8 x float> %v241, %v684
  %v686 = fadd contract <8 x float> %v680, %v685
  %v687 = load <8 x float>, ptr %v653, align 64, !noalias !8
  %v688 = fmul contract <8 x float> %v241, %v687
  %v689 = fadd contract <8 x float> %v683, %v688
  %v690 = load <8 x float>, ptr %v655, align 4, !noalias !8
  %v691 = fmul contract <8 x float> %v249, %v690
  %v692 = fadd contract <8 x float> %v686, %v691
  %v693 = load <8 x float>, ptr %v652, align 4, !noalias !8
  %v694 = fmul contract <8 x float> %v249, %v693
  %v695 = fadd contract <8 x float> %v689, %v694
  %v696 = load <8 x float>, ptr %v654, align 8, !noalias !8
  %v697 = fmul contract <8 x float> %v257, %v696
  %v627 = fadd contract <8 x float> %v692, %v697
  %v698 = load <8 x float>, ptr %v651, align 8, !noalias !8
  %v699 = fmul contract <8 x float> %v257, %v698
  %v626 = fadd contract <8 x float> %v695, %v699
  store <8 x float> %v259, ptr %v264, align 4, !alias.scope !5, !noalias !10
  store <8 x float> %v262, ptr %v265, align 4, !alias.scope !5, !noalias !10
  store <8 x float> %v627, ptr %v650, align 4, !alias.scope !5, !noalias !10
  store <8 x float> %v626, ptr %v649, align 4, !alias.scope !5, !noalias !10
  br label %v623

v647:                                     ; preds = %v623
  %v700 = or disjoint i64 %v164, 40
  %v701 = getelementptr float, ptr %v4, i64 %v700
  %v702 = load <8 x float>, ptr %v701, align 32, !noalias !8
  %v703 = fmul contract <8 x float> %v637, %v702
  %v704 = fadd contract <8 x float> %v630, %v703
  %v705 = shufflevector <8 x float> %v704, <8 x float> %v630, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v706 = or disjoint i64 %v164, 56
  %v707 = getelementptr float, ptr %v4, i64 %v706
  %v708 = load <8 x float>, ptr %v707, align 32, !noalias !8
  %v709 = fmul contract <8 x float> %v637, %v708
  %v710 = fadd contract <8 x float> %v631, %v709
  %v711 = shufflevector <8 x float> %v710, <8 x float> %v631, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v648

v648:                                     ; preds = %v623, %v647
  %v712 = phi <8 x float> [ %v705, %v647 ], [ %v630, %v623 ]
  %v713 = phi <8 x float> [ %v711, %v647 ], [ %v631, %v623 ]
  %v714 = or disjoint i64 %v164, 9
  %v715 = getelementptr float, ptr %v4, i64 %v714
  %v716 = load <8 x float>, ptr %v715, align 4, !noalias !8
  %v717 = shufflevector <8 x float> %v181, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v718 = fmul contract <8 x float> %v716, %v717
  %v719 = fadd contract <8 x float> %v640, %v718
  %v720 = shufflevector <8 x float> %v719, <8 x float> %v640, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v721 = or disjoint i64 %v164, 25
  %v722 = getelementptr float, ptr %v4, i64 %v721
  %v723 = load <8 x float>, ptr %v722, align 4, !noalias !8
  %v724 = fmul contract <8 x float> %v723, %v717
  %v725 = fadd contract <8 x float> %v646, %v724
  %v726 = shufflevector <8 x float> %v725, <8 x float> %v646, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v163, label %v727, label %v728

v727:                                     ; preds = %v648
  %v729 = or disjoint i64 %v164, 41
  %v730 = getelementptr float, ptr %v4, i64 %v729
  %v731 = load <8 x float>, ptr %v730, align 4, !noalias !8
  %v732 = fmul contract <8 x float> %v717, %v731
  %v733 = fadd contract <8 x float> %v712, %v732
  %v734 = shufflevector <8 x float> %v733, <8 x float> %v712, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v735 = or disjoint i64 %v164, 57
  %v736 = getelementptr float, ptr %v4, i64 %v735
  %v737 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v736, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v738 = fmul contract <8 x float> %v717, %v737
  %v739 = fadd contract <8 x float> %v713, %v738
  %v740 = shufflevector <8 x float> %v739, <8 x float> %v713, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v728

v728:                                     ; preds = %v648, %v727
  %v741 = phi <8 x float> [ %v734, %v727 ], [ %v712, %v648 ]
  %v742 = phi <8 x float> [ %v740, %v727 ], [ %v713, %v648 ]
  %v743 = or disjoint i64 %v164, 10
  %v744 = getelementptr float, ptr %v4, i64 %v743
  %v745 = load <8 x float>, ptr %v744, align 8, !noalias !8
  %v746 = shufflevector <8 x float> %v198, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v747 = fmul contract <8 x float> %v745, %v746
  %v748 = fadd contract <8 x float> %v720, %v747
  %v749 = shufflevector <8 x float> %v748, <8 x float> %v720, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v750 = or disjoint i64 %v164, 26
  %v751 = getelementptr float, ptr %v4, i64 %v750
  %v752 = load <8 x float>, ptr %v751, align 8, !noalias !8
  %v753 = fmul contract <8 x float> %v752, %v746
  %v754 = fadd contract <8 x float> %v726, %v753
  %v755 = shufflevector <8 x float> %v754, <8 x float> %v726, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v163, label %v756, label %v757

v756:                                     ; preds = %v728
  %v758 = or disjoint i64 %v164, 42
  %v759 = getelementptr float, ptr %v4, i64 %v758
  %v760 = load <8 x float>, ptr %v759, align 8, !noalias !8
  %v761 = fmul contract <8 x float> %v746, %v760
  %v762 = fadd contract <8 x float> %v741, %v761
  %v763 = shufflevector <8 x float> %v762, <8 x float> %v741, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v764 = or disjoint i64 %v164, 58
  %v765 = getelementptr float, ptr %v4, i64 %v764
  %v766 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v765, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v767 = fmul contract <8 x float> %v746, %v766
  %v768 = fadd contract <8 x float> %v742, %v767
  %v769 = shufflevector <8 x float> %v768, <8 x float> %v742, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v757

v757:                                     ; preds = %v728, %v756
  %v770 = phi <8 x float> [ %v763, %v756 ], [ %v741, %v728 ]
  %v771 = phi <8 x float> [ %v769, %v756 ], [ %v742, %v728 ]
  %v772 = shufflevector <8 x float> %v212, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v773 = fmul contract <8 x float> %v643, %v772
  %v774 = fadd contract <8 x float> %v749, %v773
  %v775 = shufflevector <8 x float> %v774, <8 x float> %v749, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v776 = or disjoint i64 %v164, 40
  %v777 = getelementptr float, ptr %v4, i64 %v776
  %v778 = load <8 x float>, ptr %v777, align 32, !noalias !8
  %v779 = fmul contract <8 x float> %v778, %v772
  %v780 = fadd contract <8 x float> %v755, %v779
  %v781 = shufflevector <8 x float> %v780, <8 x float> %v755, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v163, label %v782, label %v783

v782:                                     ; preds = %v757
  %v784 = or disjoint i64 %v164, 56
  %v785 = getelementptr float, ptr %v4, i64 %v784
  %v786 = load <8 x float>, ptr %v785, align 32, !noalias !8
  %v787 = fmul contract <8 x float> %v772, %v786
  %v788 = fadd contract <8 x float> %v770, %v787
  %v789 = shufflevector <8 x float> %v788, <8 x float> %v770, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v790 = getelementptr float, ptr %v14, i64 %v164
  %v791 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v790, i32 32, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v792 = fmul contract <8 x float> %v772, %v791
  %v793 = fadd contract <8 x float> %v771, %v792
  %v794 = shufflevector <8 x float> %v793, <8 x float> %v771, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v783

v783:                                     ; preds = %v757, %v782
  %v795 = phi <8 x float> [ %v789, %v782 ], [ %v770, %v757 ]
  %v796 = phi <8 x float> [ %v794, %v782 ], [ %v771, %v757 ]
  %v797 = shufflevector <8 x float> %v224, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v798 = fmul contract <8 x float> %v723, %v797
  %v799 = fadd contract <8 x float> %v775, %v798
  %v800 = shufflevector <8 x float> %v799, <8 x float> %v775, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v801 = or disjoint i64 %v164, 41
  %v802 = getelementptr float, ptr %v4, i64 %v801
  %v803 = load <8 x float>, ptr %v802, align 4, !noalias !8
  %v804 = fmul contract <8 x float> %v803, %v797
  %v805 = fadd contract <8 x float> %v781, %v804
  %v806 = shufflevector <8 x float> %v805, <8 x float> %v781, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v163, label %v807, label %v808

v807:                                     ; preds = %v783
  %v809 = or disjoint i64 %v164, 57
  %v810 = getelementptr float, ptr %v4, i64 %v809
  %v811 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v810, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v812 = fmul contract <8 x float> %v797, %v811
  %v813 = fadd contract <8 x float> %v795, %v812
  %v814 = shufflevector <8 x float> %v813, <8 x float> %v795, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v815 = getelementptr float, ptr %v15, i64 %v164
  %v816 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v815, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v817 = fmul contract <8 x float> %v797, %v816
  %v818 = fadd contract <8 x float> %v796, %v817
  %v819 = shufflevector <8 x float> %v818, <8 x float> %v796, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v808

v808:                                     ; preds = %v783, %v807
  %v820 = phi <8 x float> [ %v814, %v807 ], [ %v795, %v783 ]
  %v821 = phi <8 x float> [ %v819, %v807 ], [ %v796, %v783 ]
  %v822 = shufflevector <8 x float> %v232, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v823 = fmul contract <8 x float> %v752, %v822
  %v824 = fadd contract <8 x float> %v800, %v823
  %v825 = shufflevector <8 x float> %v824, <8 x float> %v800, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v826 = or disjoint i64 %v164, 42
  %v827 = getelementptr float, ptr %v4, i64 %v826
  %v828 = load <8 x float>, ptr %v827, align 8, !noalias !8
  %v829 = fmul contract <8 x float> %v828, %v822
  %v830 = fadd contract <8 x float> %v806, %v829
  %v831 = shufflevector <8 x float> %v830, <8 x float> %v806, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v163, label %v832, label %v833

v832:                                     ; preds = %v808
  %v834 = or disjoint i64 %v164, 58
  %v835 = getelementptr float, ptr %v4, i64 %v834
  %v836 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v835, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v837 = fmul contract <8 x float> %v822, %v836
  %v838 = fadd contract <8 x float> %v820, %v837
  %v839 = shufflevector <8 x float> %v838, <8 x float> %v820, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v840 = getelementptr float, ptr %v16, i64 %v164
  %v841 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v840, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v842 = fmul contract <8 x float> %v822, %v841
  %v843 = fadd contract <8 x float> %v821, %v842
  %v844 = shufflevector <8 x float> %v843, <8 x float> %v821, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v833

v833:                                     ; preds = %v808, %v832
  %v845 = phi <8 x float> [ %v839, %v832 ], [ %v820, %v808 ]
  %v846 = phi <8 x float> [ %v844, %v832 ], [ %v821, %v808 ]
  %v847 = shufflevector <8 x float> %v240, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v848 = fmul contract <8 x float> %v778, %v847
  %v849 = fadd contract <8 x float> %v825, %v848
  %v850 = shufflevector <8 x float> %v849, <8 x float> %v825, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v851 = or disjoint i64 %v164, 56
  %v852 = getelementptr float, ptr %v4, i64 %v851
  %v853 = load <8 x float>, ptr %v852, align 32, !noalias !8
  %v854 = fmul contract <8 x float> %v853, %v847
  %v855 = fadd contract <8 x float> %v831, %v854
  %v856 = shufflevector <8 x float> %v855, <8 x float> %v831, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v163, label %v857, label %v858

v857:                                     ; preds = %v833
  %v859 = getelementptr float, ptr %v14, i64 %v164
  %v860 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v859, i32 32, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v861 = fmul contract <8 x float> %v847, %v860
  %v862 = fadd contract <8 x float> %v845, %v861
  %v863 = shufflevector <8 x float> %v862, <8 x float> %v845, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v864 = getelementptr float, ptr %v17, i64 %v164
  %v865 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v864, i32 32, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v866 = fmul contract <8 x float> %v847, %v865
  %v867 = fadd contract <8 x float> %v846, %v866
  %v868 = shufflevector <8 x float> %v867, <8 x float> %v846, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v858

v858:                                     ; preds = %v833, %v857
  %v869 = phi <8 x float> [ %v863, %v857 ], [ %v845, %v833 ]
  %v870 = phi <8 x float> [ %v868, %v857 ], [ %v846, %v833 ]
  %v871 = shufflevector <8 x float> %v248, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v872 = fmul contract <8 x float> %v803, %v871
  %v873 = fadd contract <8 x float> %v850, %v872
  %v874 = shufflevector <8 x float> %v873, <8 x float> %v850, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v875 = or disjoint i64 %v164, 57
  %v876 = getelementptr float, ptr %v4, i64 %v875
  %v877 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v876, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v878 = fmul contract <8 x float> %v877, %v871
  %v879 = fadd contract <8 x float> %v856, %v878
  %v880 = shufflevector <8 x float> %v879, <8 x float> %v856, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v163, label %v881, label %v882

v881:                                     ; preds = %v858
  %v883 = getelementptr float, ptr %v15, i64 %v164
  %v884 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v883, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v885 = fmul contract <8 x float> %v871, %v884
  %v886 = fadd contract <8 x float> %v869, %v885
  %v887 = shufflevector <8 x float> %v886, <8 x float> %v869, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v888 = getelementptr float, ptr %v18, i64 %v164
  %v889 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v888, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v890 = fmul contract <8 x float> %v871, %v889
  %v891 = fadd contract <8 x float> %v870, %v890
  %v892 = shufflevector <8 x float> %v891, <8 x float> %v870, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v882

v882:                                     ; preds = %v858, %v881
  %v280 = phi <8 x float> [ %v887, %v881 ], [ %v869, %v858 ]
  %v282 = phi <8 x float> [ %v892, %v881 ], [ %v870, %v858 ]
  %v893 = shufflevector <8 x float> %v256, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v894 = fmul contract <8 x float> %v828, %v893
  %v895 = fadd contract <8 x float> %v874, %v894
  %v277 = shufflevector <8 x float> %v895, <8 x float> %v874, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v896 = or disjoint i64 %v164, 58
  %v897 = getelementptr float, ptr %v4, i64 %v896
  %v898 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v897, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v899 = fmul contract <8 x float> %v898, %v893
  %v900 = fadd contract <8 x float> %v880, %v899
  %v278 = shufflevector <8 x float> %v900, <8 x float> %v880, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v163, label %v270, label %v269

v269:                                     ; preds = %v882
  %v901 = getelementptr i8, ptr %v143, i64 %v263
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v277, ptr %v901, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !10
  %v902 = getelementptr i8, ptr %v901, i64 56
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v278, ptr %v902, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !10
  br label %v145

v270:                                    ; preds = %v882
  %v903 = getelementptr float, ptr %v16, i64 %v164
  %v904 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v903, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v905 = fmul contract <8 x float> %v893, %v904
  %v906 = fadd contract <8 x float> %v280, %v905
  %v279 = shufflevector <8 x float> %v906, <8 x float> %v280, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v907 = getelementptr float, ptr %v19, i64 %v164
  %v908 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v907, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v909 = fmul contract <8 x float> %v893, %v908
  %v910 = fadd contract <8 x float> %v282, %v909
  %v281 = shufflevector <8 x float> %v910, <8 x float> %v282, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v911 = getelementptr i8, ptr %v143, i64 %v263
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v277, ptr %v911, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !10
  %v912 = getelementptr i8, ptr %v911, i64 56
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v278, ptr %v912, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !10
  %v913 = getelementptr i8, ptr %v911, i64 112
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v279, ptr %v913, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !10
  %v914 = getelementptr i8, ptr %v911, i64 168
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v281, ptr %v914, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !10
  br label %v145

v12: ; preds = %v51, %v3
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %v4)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr nocapture, i32 immarg, <8 x i1>) #3

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1_packed(ptr nocapture readonly %v0) local_unnamed_addr #4 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = getelementptr inbounds i8, ptr %v0, i64 16
  %v4 = load ptr, ptr %v3, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  %v5 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v5, ptr %v2, align 64, !noalias !11
  %v6 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v4, ptr %v6, align 16, !noalias !11
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v2) #4
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1.parallel0.task: %I"}
!2 = distinct !{!2, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1.parallel0.task: %W"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1.parallel0.task: %O"}
!7 = !{!4, !6}
!8 = !{!1, !4, !6}
!9 = !{!1, !6}
!10 = !{!1, !4}
!11 = !{!12, !14, !15}
!12 = distinct !{!12, !13, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1: %I"}
!13 = distinct !{!13, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1"}
!14 = distinct !{!14, !13, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1: %W"}
!15 = distinct !{!15, !13, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1: %O"}
