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
  %v50 = getelementptr inbounds i8, ptr %v4, i64 992
  br label %v51

v51:                               ; preds = %v52, %v11
  %v53 = phi <8 x float> [ %v54, %v52 ], [ undef, %v11 ]
  %v55 = phi <8 x float> [ %v56, %v52 ], [ undef, %v11 ]
  %v57 = phi <8 x float> [ %v58, %v52 ], [ undef, %v11 ]
  %v59 = phi <8 x float> [ %v60, %v52 ], [ undef, %v11 ]
  %v61 = phi <8 x float> [ %v62, %v52 ], [ undef, %v11 ]
  %v63 = phi <8 x float> [ %v64, %v52 ], [ undef, %v11 ]
  %v65 = phi <8 x float> [ %v66, %v52 ], [ undef, %v11 ]
  %v67 = phi <8 x float> [ %v68, %v52 ], [ undef, %v11 ]
  %v69 = phi <8 x float> [ %v70, %v52 ], [ undef, %v11 ]
  %v71 = phi <8 x float> [ %v72, %v52 ], [ undef, %v11 ]
  %v73 = phi i64 [ %v74, %v52 ], [ %v1, %v11 ]
  %v75 = mul i64 %v73, 784
  %v76 = getelementptr i8, ptr %v13, i64 %v75
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(64) %v4, i8 0, i64 64, i1 false)
  %v77 = getelementptr i8, ptr %v76, i64 56
  %v78 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v77, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v78, ptr %v21, align 64, !noalias !8
  %v79 = getelementptr i8, ptr %v76, i64 88
  %v80 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v79, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v80, ptr %v22, align 32, !noalias !8
  %v81 = getelementptr i8, ptr %v76, i64 112
  %v82 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v81, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v82, ptr %v23, align 64, !noalias !8
  %v83 = getelementptr i8, ptr %v76, i64 144
  %v84 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v83, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v84, ptr %v24, align 32, !noalias !8
  %v85 = getelementptr i8, ptr %v76, i64 168
  %v86 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v85, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v86, ptr %v25, align 64, !noalias !8
  %v87 = getelementptr i8, ptr %v76, i64 200
  %v88 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v87, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v88, ptr %v26, align 32, !noalias !8
  %v89 = getelementptr i8, ptr %v76, i64 224
  %v90 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v89, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v90, ptr %v27, align 64, !noalias !8
  %v91 = getelementptr i8, ptr %v76, i64 256
  %v92 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v91, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v92, ptr %v28, align 32, !noalias !8
  %v93 = getelementptr i8, ptr %v76, i64 280
  %v94 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v93, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v94, ptr %v29, align 64, !noalias !8
  %v95 = getelementptr i8, ptr %v76, i64 312
  %v96 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v95, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v96, ptr %v30, align 32, !noalias !8
  %v97 = getelementptr i8, ptr %v76, i64 336
  %v98 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v97, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v98, ptr %v31, align 64, !noalias !8
  %v99 = getelementptr i8, ptr %v76, i64 368
  %v100 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v99, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v100, ptr %v32, align 32, !noalias !8
  %v101 = getelementptr i8, ptr %v76, i64 392
  %v102 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v101, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v102, ptr %v33, align 64, !noalias !8
  %v103 = getelementptr i8, ptr %v76, i64 424
  %v104 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v103, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v104, ptr %v34, align 32, !noalias !8
  %v105 = getelementptr i8, ptr %v76, i64 448
  %v106 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v105, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v106, ptr %v35, align 64, !noalias !8
  %v107 = getelementptr i8, ptr %v76, i64 480
  %v108 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v107, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v108, ptr %v36, align 32, !noalias !8
  %v109 = getelementptr i8, ptr %v76, i64 504
  %v110 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v109, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v110, ptr %v37, align 64, !noalias !8
  %v111 = getelementptr i8, ptr %v76, i64 536
  %v112 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v111, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v112, ptr %v38, align 32, !noalias !8
  %v113 = getelementptr i8, ptr %v76, i64 560
  %v114 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v113, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v114, ptr %v39, align 64, !noalias !8
  %v115 = getelementptr i8, ptr %v76, i64 592
  %v116 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v115, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v116, ptr %v40, align 32, !noalias !8
  %v117 = getelementptr i8, ptr %v76, i64 616
  %v118 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v117, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v118, ptr %v41, align 64, !noalias !8
  %v119 = getelementptr i8, ptr %v76, i64 648
  %v120 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v119, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v120, ptr %v42, align 32, !noalias !8
  %v121 = getelementptr i8, ptr %v76, i64 672
  %v122 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v121, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v122, ptr %v43, align 64, !noalias !8
  %v123 = getelementptr i8, ptr %v76, i64 704
  %v124 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v123, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v124, ptr %v44, align 32, !noalias !8
  %v125 = getelementptr i8, ptr %v76, i64 728
  %v126 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v125, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v126, ptr %v45, align 64, !noalias !8
  %v127 = getelementptr i8, ptr %v76, i64 760
  %v128 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v127, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v128, ptr %v46, align 32, !noalias !8
  %v129 = getelementptr i8, ptr %v76, i64 784
  %v130 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v129, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v130, ptr %v47, align 64, !noalias !8
  %v131 = getelementptr i8, ptr %v76, i64 816
  %v132 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v131, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v132, ptr %v48, align 32, !noalias !8
  store <8 x float> zeroinitializer, ptr %v49, align 64, !noalias !8
  store <8 x float> zeroinitializer, ptr %v50, align 32, !noalias !8
  %v133 = mul i64 %v73, 36
  %v134 = getelementptr i8, ptr %v7, i64 %v133
  %v135 = getelementptr i8, ptr %v134, i64 4
  %v136 = getelementptr i8, ptr %v134, i64 8
  %v137 = getelementptr i8, ptr %v134, i64 12
  %v138 = getelementptr i8, ptr %v134, i64 16
  %v139 = getelementptr i8, ptr %v134, i64 20
  %v140 = getelementptr i8, ptr %v134, i64 24
  %v141 = getelementptr i8, ptr %v134, i64 28
  %v142 = getelementptr i8, ptr %v134, i64 32
  %v143 = getelementptr i8, ptr %v9, i64 %v75
  %v144 = getelementptr i8, ptr %v20, i64 %v75
  br label %v145

v145:                                   ; preds = %v51, %v146
  %v147 = phi <8 x float> [ %v54, %v146 ], [ %v53, %v51 ]
  %v148 = phi <8 x float> [ %v56, %v146 ], [ %v55, %v51 ]
  %v149 = phi <8 x float> [ %v58, %v146 ], [ %v57, %v51 ]
  %v150 = phi <8 x float> [ %v60, %v146 ], [ %v59, %v51 ]
  %v151 = phi <8 x float> [ %v62, %v146 ], [ %v61, %v51 ]
  %v152 = phi <8 x float> [ %v64, %v146 ], [ %v63, %v51 ]
  %v153 = phi <8 x float> [ %v66, %v146 ], [ %v65, %v51 ]
  %v154 = phi <8 x float> [ %v68, %v146 ], [ %v67, %v51 ]
  %v155 = phi <8 x float> [ %v70, %v146 ], [ %v69, %v51 ]
  %v156 = phi <8 x float> [ %v72, %v146 ], [ %v71, %v51 ]
  %v157 = phi i64 [ %v158, %v146 ], [ 0, %v51 ]
  %v159 = icmp ult i64 %v157, 3
  br i1 %v159, label %v160, label %v161

v161:                      ; preds = %v145
  %v162 = shl nsw i64 %v157, 2
  %v163 = or disjoint i64 %v162, 2
  %v164 = icmp ult i64 %v163, 14
  %v165 = shl nsw i64 %v157, 6
  %v166 = getelementptr inbounds float, ptr %v4, i64 %v165
  %v167 = load <8 x float>, ptr %v166, align 64, !noalias !8
  %v168 = load float, ptr %v134, align 4, !alias.scope !3, !noalias !9
  %v169 = insertelement <8 x float> poison, float %v168, i64 0
  %v170 = shufflevector <8 x float> %v169, <8 x float> poison, <8 x i32> zeroinitializer
  %v171 = fmul contract <8 x float> %v167, %v170
  %v172 = fadd contract <8 x float> %v171, zeroinitializer
  %v173 = or disjoint i64 %v165, 16
  %v174 = getelementptr inbounds float, ptr %v4, i64 %v173
  %v175 = load <8 x float>, ptr %v174, align 64, !noalias !8
  %v176 = fmul contract <8 x float> %v175, %v170
  %v177 = fadd contract <8 x float> %v176, zeroinitializer
  %v178 = or disjoint i64 %v165, 1
  %v179 = getelementptr inbounds float, ptr %v4, i64 %v178
  %v180 = load <8 x float>, ptr %v179, align 4, !noalias !8
  %v181 = load float, ptr %v135, align 4, !alias.scope !3, !noalias !9
  %v182 = insertelement <8 x float> poison, float %v181, i64 0
  %v183 = shufflevector <8 x float> %v182, <8 x float> poison, <8 x i32> zeroinitializer
  %v184 = fmul contract <8 x float> %v180, %v183
  %v185 = fadd contract <8 x float> %v172, %v184
  %v186 = or disjoint i64 %v165, 17
  %v187 = getelementptr inbounds float, ptr %v4, i64 %v186
  %v188 = load <8 x float>, ptr %v187, align 4, !noalias !8
  %v189 = fmul contract <8 x float> %v188, %v183
  %v190 = fadd contract <8 x float> %v177, %v189
  %v191 = or disjoint i64 %v165, 33
  %v192 = getelementptr inbounds float, ptr %v4, i64 %v191
  %v193 = or disjoint i64 %v165, 49
  %v194 = getelementptr inbounds float, ptr %v4, i64 %v193
  %v195 = or disjoint i64 %v165, 2
  %v196 = getelementptr inbounds float, ptr %v4, i64 %v195
  %v197 = load <8 x float>, ptr %v196, align 8, !noalias !8
  %v198 = load float, ptr %v136, align 4, !alias.scope !3, !noalias !9
  %v199 = insertelement <8 x float> poison, float %v198, i64 0
  %v200 = shufflevector <8 x float> %v199, <8 x float> poison, <8 x i32> zeroinitializer
  %v201 = fmul contract <8 x float> %v197, %v200
  %v202 = fadd contract <8 x float> %v185, %v201
  %v203 = or disjoint i64 %v165, 18
  %v204 = getelementptr inbounds float, ptr %v4, i64 %v203
  %v205 = load <8 x float>, ptr %v204, align 8, !noalias !8
  %v206 = fmul contract <8 x float> %v205, %v200
  %v207 = fadd contract <8 x float> %v190, %v206
  %v208 = or disjoint i64 %v165, 34
  %v209 = getelementptr inbounds float, ptr %v4, i64 %v208
  %v210 = or disjoint i64 %v165, 50
  %v211 = getelementptr inbounds float, ptr %v4, i64 %v210
  %v212 = load float, ptr %v137, align 4, !alias.scope !3, !noalias !9
  %v213 = insertelement <8 x float> poison, float %v212, i64 0
  %v214 = shufflevector <8 x float> %v213, <8 x float> poison, <8 x i32> zeroinitializer
  %v215 = fmul contract <8 x float> %v175, %v214
  %v216 = fadd contract <8 x float> %v202, %v215
  %v217 = or disjoint i64 %v165, 32
  %v218 = getelementptr inbounds float, ptr %v4, i64 %v217
  %v219 = load <8 x float>, ptr %v218, align 64, !noalias !8
  %v220 = fmul contract <8 x float> %v219, %v214
  %v221 = fadd contract <8 x float> %v207, %v220
  %v222 = or disjoint i64 %v165, 48
  %v223 = getelementptr inbounds float, ptr %v4, i64 %v222
  %v224 = load float, ptr %v138, align 4, !alias.scope !3, !noalias !9
  %v225 = insertelement <8 x float> poison, float %v224, i64 0
  %v226 = shufflevector <8 x float> %v225, <8 x float> poison, <8 x i32> zeroinitializer
  %v227 = fmul contract <8 x float> %v188, %v226
  %v228 = fadd contract <8 x float> %v216, %v227
  %v229 = load <8 x float>, ptr %v192, align 4, !noalias !8
  %v230 = fmul contract <8 x float> %v229, %v226
  %v231 = fadd contract <8 x float> %v221, %v230
  %v232 = load float, ptr %v139, align 4, !alias.scope !3, !noalias !9
  %v233 = insertelement <8 x float> poison, float %v232, i64 0
  %v234 = shufflevector <8 x float> %v233, <8 x float> poison, <8 x i32> zeroinitializer
  %v235 = fmul contract <8 x float> %v205, %v234
  %v236 = fadd contract <8 x float> %v228, %v235
  %v237 = load <8 x float>, ptr %v209, align 8, !noalias !8
  %v238 = fmul contract <8 x float> %v237, %v234
  %v239 = fadd contract <8 x float> %v231, %v238
  %v240 = load float, ptr %v140, align 4, !alias.scope !3, !noalias !9
  %v241 = insertelement <8 x float> poison, float %v240, i64 0
  %v242 = shufflevector <8 x float> %v241, <8 x float> poison, <8 x i32> zeroinitializer
  %v243 = fmul contract <8 x float> %v219, %v242
  %v244 = fadd contract <8 x float> %v236, %v243
  %v245 = load <8 x float>, ptr %v223, align 64, !noalias !8
  %v246 = fmul contract <8 x float> %v245, %v242
  %v247 = fadd contract <8 x float> %v239, %v246
  %v248 = load float, ptr %v141, align 4, !alias.scope !3, !noalias !9
  %v249 = insertelement <8 x float> poison, float %v248, i64 0
  %v250 = shufflevector <8 x float> %v249, <8 x float> poison, <8 x i32> zeroinitializer
  %v251 = fmul contract <8 x float> %v229, %v250
  %v252 = fadd contract <8 x float> %v244, %v251
  %v253 = load <8 x float>, ptr %v194, align 4, !noalias !8
  %v254 = fmul contract <8 x float> %v253, %v250
  %v255 = fadd contract <8 x float> %v247, %v254
  %v256 = load float, ptr %v142, align 4, !alias.scope !3, !noalias !9
  %v257 = insertelement <8 x float> poison, float %v256, i64 0
  %v258 = shufflevector <8 x float> %v257, <8 x float> poison, <8 x i32> zeroinitializer
  %v259 = fmul contract <8 x float> %v237, %v258
  %v260 = fadd contract <8 x float> %v252, %v259
  %v261 = load <8 x float>, ptr %v211, align 8, !noalias !8
  %v262 = fmul contract <8 x float> %v261, %v258
  %v263 = fadd contract <8 x float> %v255, %v262
  %v264 = mul nuw nsw i64 %v157, 224
  %v265 = getelementptr i8, ptr %v143, i64 %v264
  %v266 = getelementptr i8, ptr %v265, i64 56
  br i1 %v164, label %v267, label %v268

v52:                                   ; preds = %v146
  %v74 = add nuw nsw i64 %v73, 1
  %v269 = icmp eq i64 %v74, %v2
  br i1 %v269, label %v12, label %v51

v146:                                      ; preds = %v270, %v271, %v160
  %v54 = phi <8 x float> [ %v147, %v160 ], [ %v272, %v271 ], [ %v272, %v270 ]
  %v56 = phi <8 x float> [ %v148, %v160 ], [ %v273, %v271 ], [ %v273, %v270 ]
  %v58 = phi <8 x float> [ %v274, %v160 ], [ %v149, %v271 ], [ %v149, %v270 ]
  %v60 = phi <8 x float> [ %v275, %v160 ], [ %v150, %v271 ], [ %v150, %v270 ]
  %v62 = phi <8 x float> [ %v276, %v160 ], [ %v151, %v271 ], [ %v151, %v270 ]
  %v64 = phi <8 x float> [ %v277, %v160 ], [ %v152, %v271 ], [ %v152, %v270 ]
  %v66 = phi <8 x float> [ %v153, %v160 ], [ %v278, %v271 ], [ %v278, %v270 ]
  %v68 = phi <8 x float> [ %v154, %v160 ], [ %v279, %v271 ], [ %v279, %v270 ]
  %v70 = phi <8 x float> [ %v155, %v160 ], [ %v280, %v271 ], [ %v281, %v270 ]
  %v72 = phi <8 x float> [ %v156, %v160 ], [ %v282, %v271 ], [ %v283, %v270 ]
  %v158 = add nuw nsw i64 %v157, 1
  %v284 = icmp eq i64 %v158, 4
  br i1 %v284, label %v52, label %v145

v160:                                      ; preds = %v145
  %v285 = shl nuw nsw i64 %v157, 6
  %v286 = getelementptr float, ptr %v4, i64 %v285
  %v287 = load <8 x float>, ptr %v286, align 64, !noalias !8
  %v288 = load float, ptr %v134, align 4, !alias.scope !3, !noalias !9
  %v289 = insertelement <8 x float> poison, float %v288, i64 0
  %v290 = shufflevector <8 x float> %v289, <8 x float> poison, <8 x i32> zeroinitializer
  %v291 = fmul contract <8 x float> %v287, %v290
  %v292 = fadd contract <8 x float> %v291, zeroinitializer
  %v293 = or disjoint i64 %v285, 16
  %v294 = getelementptr inbounds float, ptr %v4, i64 %v293
  %v295 = load <8 x float>, ptr %v294, align 64, !noalias !8
  %v296 = fmul contract <8 x float> %v295, %v290
  %v297 = fadd contract <8 x float> %v296, zeroinitializer
  %v298 = or disjoint i64 %v285, 32
  %v299 = getelementptr inbounds float, ptr %v4, i64 %v298
  %v300 = load <8 x float>, ptr %v299, align 64, !noalias !8
  %v301 = fmul contract <8 x float> %v300, %v290
  %v302 = fadd contract <8 x float> %v301, zeroinitializer
  %v303 = or disjoint i64 %v285, 48
  %v304 = getelementptr inbounds float, ptr %v4, i64 %v303
  %v305 = load <8 x float>, ptr %v304, align 64, !noalias !8
  %v306 = fmul contract <8 x float> %v290, %v305
  %v307 = fadd contract <8 x float> %v306, zeroinitializer
  %v308 = or disjoint i64 %v285, 1
  %v309 = getelementptr inbounds float, ptr %v4, i64 %v308
  %v310 = load <8 x float>, ptr %v309, align 4, !noalias !8
  %v311 = load float, ptr %v135, align 4, !alias.scope !3, !noalias !9
  %v312 = insertelement <8 x float> poison, float %v311, i64 0
  %v313 = shufflevector <8 x float> %v312, <8 x float> poison, <8 x i32> zeroinitializer
  %v314 = fmul contract <8 x float> %v310, %v313
  %v315 = fadd contract <8 x float> %v292, %v314
  %v316 = or disjoint i64 %v285, 17
  %v317 = getelementptr inbounds float, ptr %v4, i64 %v316
  %v318 = load <8 x float>, ptr %v317, align 4, !noalias !8
  %v319 = fmul contract <8 x float> %v318, %v313
  %v320 = fadd contract <8 x float> %v297, %v319
  %v321 = or disjoint i64 %v285, 33
  %v322 = getelementptr inbounds float, ptr %v4, i64 %v321
  %v323 = load <8 x float>, ptr %v322, align 4, !noalias !8
  %v324 = fmul contract <8 x float> %v323, %v313
  %v325 = fadd contract <8 x float> %v302, %v324
  %v326 = or disjoint i64 %v285, 49
  %v327 = getelementptr inbounds float, ptr %v4, i64 %v326
  %v328 = load <8 x float>, ptr %v327, align 4, !noalias !8
  %v329 = fmul contract <8 x float> %v313, %v328
  %v330 = fadd contract <8 x float> %v307, %v329
  %v331 = or disjoint i64 %v285, 2
  %v332 = getelementptr inbounds float, ptr %v4, i64 %v331
  %v333 = load <8 x float>, ptr %v332, align 8, !noalias !8
  %v334 = load float, ptr %v136, align 4, !alias.scope !3, !noalias !9
  %v335 = insertelement <8 x float> poison, float %v334, i64 0
  %v336 = shufflevector <8 x float> %v335, <8 x float> poison, <8 x i32> zeroinitializer
  %v337 = fmul contract <8 x float> %v333, %v336
  %v338 = fadd contract <8 x float> %v315, %v337
  %v339 = or disjoint i64 %v285, 18
  %v340 = getelementptr inbounds float, ptr %v4, i64 %v339
  %v341 = load <8 x float>, ptr %v340, align 8, !noalias !8
  %v342 = fmul contract <8 x float> %v341, %v336
  %v343 = fadd contract <8 x float> %v320, %v342
  %v344 = or disjoint i64 %v285, 34
  %v345 = getelementptr inbounds float, ptr %v4, i64 %v344
  %v346 = load <8 x float>, ptr %v345, align 8, !noalias !8
  %v347 = fmul contract <8 x float> %v346, %v336
  %v348 = fadd contract <8 x float> %v325, %v347
  %v349 = or disjoint i64 %v285, 50
  %v350 = getelementptr inbounds float, ptr %v4, i64 %v349
  %v351 = load <8 x float>, ptr %v350, align 8, !noalias !8
  %v352 = fmul contract <8 x float> %v336, %v351
  %v353 = fadd contract <8 x float> %v330, %v352
  %v354 = load float, ptr %v137, align 4, !alias.scope !3, !noalias !9
  %v355 = insertelement <8 x float> poison, float %v354, i64 0
  %v356 = shufflevector <8 x float> %v355, <8 x float> poison, <8 x i32> zeroinitializer
  %v357 = fmul contract <8 x float> %v295, %v356
  %v358 = fadd contract <8 x float> %v338, %v357
  %v359 = fmul contract <8 x float> %v300, %v356
  %v360 = fadd contract <8 x float> %v343, %v359
  %v361 = fmul contract <8 x float> %v305, %v356
  %v362 = fadd contract <8 x float> %v348, %v361
  %v363 = getelementptr inbounds i8, ptr %v286, i64 256
  %v364 = load <8 x float>, ptr %v363, align 64, !noalias !8
  %v365 = fmul contract <8 x float> %v364, %v356
  %v366 = fadd contract <8 x float> %v353, %v365
  %v367 = load float, ptr %v138, align 4, !alias.scope !3, !noalias !9
  %v368 = insertelement <8 x float> poison, float %v367, i64 0
  %v369 = shufflevector <8 x float> %v368, <8 x float> poison, <8 x i32> zeroinitializer
  %v370 = fmul contract <8 x float> %v318, %v369
  %v371 = fadd contract <8 x float> %v358, %v370
  %v372 = fmul contract <8 x float> %v323, %v369
  %v373 = fadd contract <8 x float> %v360, %v372
  %v374 = fmul contract <8 x float> %v328, %v369
  %v375 = fadd contract <8 x float> %v362, %v374
  %v376 = getelementptr inbounds i8, ptr %v286, i64 260
  %v377 = load <8 x float>, ptr %v376, align 4, !noalias !8
  %v378 = fmul contract <8 x float> %v377, %v369
  %v379 = fadd contract <8 x float> %v366, %v378
  %v380 = load float, ptr %v139, align 4, !alias.scope !3, !noalias !9
  %v381 = insertelement <8 x float> poison, float %v380, i64 0
  %v382 = shufflevector <8 x float> %v381, <8 x float> poison, <8 x i32> zeroinitializer
  %v383 = fmul contract <8 x float> %v341, %v382
  %v384 = fadd contract <8 x float> %v371, %v383
  %v385 = fmul contract <8 x float> %v346, %v382
  %v386 = fadd contract <8 x float> %v373, %v385
  %v387 = fmul contract <8 x float> %v351, %v382
  %v388 = fadd contract <8 x float> %v375, %v387
  %v389 = getelementptr inbounds i8, ptr %v286, i64 264
  %v390 = load <8 x float>, ptr %v389, align 8, !noalias !8
  %v391 = fmul contract <8 x float> %v390, %v382
  %v392 = fadd contract <8 x float> %v379, %v391
  %v393 = load float, ptr %v140, align 4, !alias.scope !3, !noalias !9
  %v394 = insertelement <8 x float> poison, float %v393, i64 0
  %v395 = shufflevector <8 x float> %v394, <8 x float> poison, <8 x i32> zeroinitializer
  %v396 = fmul contract <8 x float> %v300, %v395
  %v397 = fadd contract <8 x float> %v384, %v396
  %v398 = fmul contract <8 x float> %v305, %v395
  %v399 = fadd contract <8 x float> %v386, %v398
  %v400 = fmul contract <8 x float> %v364, %v395
  %v401 = fadd contract <8 x float> %v388, %v400
  %v402 = getelementptr inbounds i8, ptr %v286, i64 320
  %v403 = load <8 x float>, ptr %v402, align 64, !noalias !8
  %v404 = fmul contract <8 x float> %v403, %v395
  %v405 = fadd contract <8 x float> %v392, %v404
  %v406 = load float, ptr %v141, align 4, !alias.scope !3, !noalias !9
  %v407 = insertelement <8 x float> poison, float %v406, i64 0
  %v408 = shufflevector <8 x float> %v407, <8 x float> poison, <8 x i32> zeroinitializer
  %v409 = fmul contract <8 x float> %v323, %v408
  %v410 = fadd contract <8 x float> %v397, %v409
  %v411 = fmul contract <8 x float> %v328, %v408
  %v412 = fadd contract <8 x float> %v399, %v411
  %v413 = fmul contract <8 x float> %v377, %v408
  %v414 = fadd contract <8 x float> %v401, %v413
  %v415 = getelementptr inbounds i8, ptr %v286, i64 324
  %v416 = load <8 x float>, ptr %v415, align 4, !noalias !8
  %v417 = fmul contract <8 x float> %v416, %v408
  %v418 = fadd contract <8 x float> %v405, %v417
  %v419 = load float, ptr %v142, align 4, !alias.scope !3, !noalias !9
  %v420 = insertelement <8 x float> poison, float %v419, i64 0
  %v421 = shufflevector <8 x float> %v420, <8 x float> poison, <8 x i32> zeroinitializer
  %v422 = fmul contract <8 x float> %v346, %v421
  %v423 = fadd contract <8 x float> %v410, %v422
  %v424 = fmul contract <8 x float> %v351, %v421
  %v425 = fadd contract <8 x float> %v412, %v424
  %v426 = fmul contract <8 x float> %v390, %v421
  %v427 = fadd contract <8 x float> %v414, %v426
  %v428 = getelementptr inbounds i8, ptr %v286, i64 328
  %v429 = load <8 x float>, ptr %v428, align 8, !noalias !8
  %v430 = fmul contract <8 x float> %v429, %v421
  %v431 = fadd contract <8 x float> %v418, %v430
  %v432 = mul nuw nsw i64 %v157, 224
  %v433 = getelementptr i8, ptr %v143, i64 %v432
  store <8 x float> %v423, ptr %v433, align 4, !alias.scope !5, !noalias !10
  %v434 = getelementptr i8, ptr %v433, i64 56
  store <8 x float> %v425, ptr %v434, align 4, !alias.scope !5, !noalias !10
  %v435 = getelementptr i8, ptr %v433, i64 112
  store <8 x float> %v427, ptr %v435, align 4, !alias.scope !5, !noalias !10
  %v436 = getelementptr i8, ptr %v433, i64 168
  store <8 x float> %v431, ptr %v436, align 4, !alias.scope !5, !noalias !10
  %v437 = shufflevector <8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, <8 x float> %v152, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v438 = shufflevector <8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, <8 x float> %v151, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v439 = shufflevector <8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, <8 x float> %v150, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v440 = shufflevector <8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, <8 x float> %v149, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v441 = or disjoint i64 %v285, 8
  %v442 = getelementptr float, ptr %v4, i64 %v441
  %v443 = load <8 x float>, ptr %v442, align 32, !noalias !8
  %v444 = load float, ptr %v134, align 4, !alias.scope !3, !noalias !9
  %v445 = insertelement <8 x float> poison, float %v444, i64 0
  %v446 = shufflevector <8 x float> %v445, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v447 = fmul contract <8 x float> %v443, %v446
  %v448 = fadd contract <8 x float> %v437, %v447
  %v449 = shufflevector <8 x float> %v448, <8 x float> %v437, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v450 = or disjoint i64 %v285, 24
  %v451 = getelementptr float, ptr %v4, i64 %v450
  %v452 = load <8 x float>, ptr %v451, align 32, !noalias !8
  %v453 = fmul contract <8 x float> %v452, %v446
  %v454 = fadd contract <8 x float> %v438, %v453
  %v455 = shufflevector <8 x float> %v454, <8 x float> %v438, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v456 = or disjoint i64 %v285, 40
  %v457 = getelementptr float, ptr %v4, i64 %v456
  %v458 = load <8 x float>, ptr %v457, align 32, !noalias !8
  %v459 = fmul contract <8 x float> %v458, %v446
  %v460 = fadd contract <8 x float> %v439, %v459
  %v461 = shufflevector <8 x float> %v460, <8 x float> %v439, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v462 = or disjoint i64 %v285, 56
  %v463 = getelementptr float, ptr %v4, i64 %v462
  %v464 = load <8 x float>, ptr %v463, align 32, !noalias !8
  %v465 = fmul contract <8 x float> %v446, %v464
  %v466 = fadd contract <8 x float> %v440, %v465
  %v467 = shufflevector <8 x float> %v466, <8 x float> %v440, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v468 = or disjoint i64 %v285, 9
  %v469 = getelementptr float, ptr %v4, i64 %v468
  %v470 = load <8 x float>, ptr %v469, align 4, !noalias !8
  %v471 = load float, ptr %v135, align 4, !alias.scope !3, !noalias !9
  %v472 = insertelement <8 x float> poison, float %v471, i64 0
  %v473 = shufflevector <8 x float> %v472, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v474 = fmul contract <8 x float> %v470, %v473
  %v475 = fadd contract <8 x float> %v449, %v474
  %v476 = shufflevector <8 x float> %v475, <8 x float> %v449, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v477 = or disjoint i64 %v285, 25
  %v478 = getelementptr float, ptr %v4, i64 %v477
  %v479 = load <8 x float>, ptr %v478, align 4, !noalias !8
  %v480 = fmul contract <8 x float> %v479, %v473
  %v481 = fadd contract <8 x float> %v455, %v480
  %v482 = shufflevector <8 x float> %v481, <8 x float> %v455, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v483 = or disjoint i64 %v285, 41
  %v484 = getelementptr float, ptr %v4, i64 %v483
  %v485 = load <8 x float>, ptr %v484, align 4, !noalias !8
  %v486 = fmul contract <8 x float> %v485, %v473
  %v487 = fadd contract <8 x float> %v461, %v486
  %v488 = shufflevector <8 x float> %v487, <8 x float> %v461, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v489 = or disjoint i64 %v285, 57
  %v490 = getelementptr float, ptr %v4, i64 %v489
  %v491 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v490, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v492 = fmul contract <8 x float> %v473, %v491
  %v493 = fadd contract <8 x float> %v467, %v492
  %v494 = shufflevector <8 x float> %v493, <8 x float> %v467, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v495 = or disjoint i64 %v285, 10
  %v496 = getelementptr float, ptr %v4, i64 %v495
  %v497 = load <8 x float>, ptr %v496, align 8, !noalias !8
  %v498 = load float, ptr %v136, align 4, !alias.scope !3, !noalias !9
  %v499 = insertelement <8 x float> poison, float %v498, i64 0
  %v500 = shufflevector <8 x float> %v499, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v501 = fmul contract <8 x float> %v497, %v500
  %v502 = fadd contract <8 x float> %v476, %v501
  %v503 = shufflevector <8 x float> %v502, <8 x float> %v476, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v504 = or disjoint i64 %v285, 26
  %v505 = getelementptr float, ptr %v4, i64 %v504
  %v506 = load <8 x float>, ptr %v505, align 8, !noalias !8
  %v507 = fmul contract <8 x float> %v506, %v500
  %v508 = fadd contract <8 x float> %v482, %v507
  %v509 = shufflevector <8 x float> %v508, <8 x float> %v482, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v510 = or disjoint i64 %v285, 42
  %v511 = getelementptr float, ptr %v4, i64 %v510
  %v512 = load <8 x float>, ptr %v511, align 8, !noalias !8
  %v513 = fmul contract <8 x float> %v512, %v500
  %v514 = fadd contract <8 x float> %v488, %v513
  %v515 = shufflevector <8 x float> %v514, <8 x float> %v488, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v516 = or disjoint i64 %v285, 58
  %v517 = getelementptr float, ptr %v4, i64 %v516
  %v518 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v517, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v519 = fmul contract <8 x float> %v500, %v518
  %v520 = fadd contract <8 x float> %v494, %v519
  %v521 = shufflevector <8 x float> %v520, <8 x float> %v494, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v522 = load float, ptr %v137, align 4, !alias.scope !3, !noalias !9
  %v523 = insertelement <8 x float> poison, float %v522, i64 0
  %v524 = shufflevector <8 x float> %v523, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v525 = fmul contract <8 x float> %v452, %v524
  %v526 = fadd contract <8 x float> %v503, %v525
  %v527 = shufflevector <8 x float> %v526, <8 x float> %v503, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v528 = fmul contract <8 x float> %v458, %v524
  %v529 = fadd contract <8 x float> %v509, %v528
  %v530 = shufflevector <8 x float> %v529, <8 x float> %v509, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v531 = fmul contract <8 x float> %v464, %v524
  %v532 = fadd contract <8 x float> %v515, %v531
  %v533 = shufflevector <8 x float> %v532, <8 x float> %v515, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v534 = getelementptr i8, ptr %v286, i64 288
  %v535 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v534, i32 32, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v536 = fmul contract <8 x float> %v535, %v524
  %v537 = fadd contract <8 x float> %v521, %v536
  %v538 = shufflevector <8 x float> %v537, <8 x float> %v521, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v539 = load float, ptr %v138, align 4, !alias.scope !3, !noalias !9
  %v540 = insertelement <8 x float> poison, float %v539, i64 0
  %v541 = shufflevector <8 x float> %v540, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v542 = fmul contract <8 x float> %v479, %v541
  %v543 = fadd contract <8 x float> %v527, %v542
  %v544 = shufflevector <8 x float> %v543, <8 x float> %v527, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v545 = fmul contract <8 x float> %v485, %v541
  %v546 = fadd contract <8 x float> %v530, %v545
  %v547 = shufflevector <8 x float> %v546, <8 x float> %v530, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v548 = fmul contract <8 x float> %v491, %v541
  %v549 = fadd contract <8 x float> %v533, %v548
  %v550 = shufflevector <8 x float> %v549, <8 x float> %v533, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v551 = getelementptr i8, ptr %v286, i64 292
  %v552 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v551, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v553 = fmul contract <8 x float> %v552, %v541
  %v554 = fadd contract <8 x float> %v538, %v553
  %v555 = shufflevector <8 x float> %v554, <8 x float> %v538, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v556 = load float, ptr %v139, align 4, !alias.scope !3, !noalias !9
  %v557 = insertelement <8 x float> poison, float %v556, i64 0
  %v558 = shufflevector <8 x float> %v557, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v559 = fmul contract <8 x float> %v506, %v558
  %v560 = fadd contract <8 x float> %v544, %v559
  %v561 = shufflevector <8 x float> %v560, <8 x float> %v544, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v562 = fmul contract <8 x float> %v512, %v558
  %v563 = fadd contract <8 x float> %v547, %v562
  %v564 = shufflevector <8 x float> %v563, <8 x float> %v547, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v565 = fmul contract <8 x float> %v518, %v558
  %v566 = fadd contract <8 x float> %v550, %v565
  %v567 = shufflevector <8 x float> %v566, <8 x float> %v550, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v568 = getelementptr i8, ptr %v286, i64 296
  %v569 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v568, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v570 = fmul contract <8 x float> %v569, %v558
  %v571 = fadd contract <8 x float> %v555, %v570
  %v572 = shufflevector <8 x float> %v571, <8 x float> %v555, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v573 = load float, ptr %v140, align 4, !alias.scope !3, !noalias !9
  %v574 = insertelement <8 x float> poison, float %v573, i64 0
  %v575 = shufflevector <8 x float> %v574, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v576 = fmul contract <8 x float> %v458, %v575
  %v577 = fadd contract <8 x float> %v561, %v576
  %v578 = shufflevector <8 x float> %v577, <8 x float> %v561, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v579 = fmul contract <8 x float> %v464, %v575
  %v580 = fadd contract <8 x float> %v564, %v579
  %v581 = shufflevector <8 x float> %v580, <8 x float> %v564, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v582 = fmul contract <8 x float> %v535, %v575
  %v583 = fadd contract <8 x float> %v567, %v582
  %v584 = shufflevector <8 x float> %v583, <8 x float> %v567, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v585 = getelementptr i8, ptr %v286, i64 352
  %v586 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v585, i32 32, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v587 = fmul contract <8 x float> %v586, %v575
  %v588 = fadd contract <8 x float> %v572, %v587
  %v589 = shufflevector <8 x float> %v588, <8 x float> %v572, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v590 = load float, ptr %v141, align 4, !alias.scope !3, !noalias !9
  %v591 = insertelement <8 x float> poison, float %v590, i64 0
  %v592 = shufflevector <8 x float> %v591, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v593 = fmul contract <8 x float> %v485, %v592
  %v594 = fadd contract <8 x float> %v578, %v593
  %v595 = shufflevector <8 x float> %v594, <8 x float> %v578, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v596 = fmul contract <8 x float> %v491, %v592
  %v597 = fadd contract <8 x float> %v581, %v596
  %v598 = shufflevector <8 x float> %v597, <8 x float> %v581, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v599 = fmul contract <8 x float> %v552, %v592
  %v600 = fadd contract <8 x float> %v584, %v599
  %v601 = shufflevector <8 x float> %v600, <8 x float> %v584, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v602 = getelementptr i8, ptr %v286, i64 356
  %v603 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v602, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v604 = fmul contract <8 x float> %v603, %v592
  %v605 = fadd contract <8 x float> %v589, %v604
  %v606 = shufflevector <8 x float> %v605, <8 x float> %v589, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v607 = load float, ptr %v142, align 4, !alias.scope !3, !noalias !9
  %v608 = insertelement <8 x float> poison, float %v607, i64 0
  %v609 = shufflevector <8 x float> %v608, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v610 = fmul contract <8 x float> %v512, %v609
  %v611 = fadd contract <8 x float> %v595, %v610
  %v277 = shufflevector <8 x float> %v611, <8 x float> %v595, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v612 = fmul contract <8 x float> %v518, %v609
  %v613 = fadd contract <8 x float> %v598, %v612
  %v276 = shufflevector <8 x float> %v613, <8 x float> %v598, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v614 = fmul contract <8 x float> %v569, %v609
  %v615 = fadd contract <8 x float> %v601, %v614
  %v275 = shufflevector <8 x float> %v615, <8 x float> %v601, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v616 = getelementptr i8, ptr %v286, i64 360
  %v617 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v616, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v618 = fmul contract <8 x float> %v617, %v609
  %v619 = fadd contract <8 x float> %v606, %v618
  %v274 = shufflevector <8 x float> %v619, <8 x float> %v606, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v620 = getelementptr i8, ptr %v144, i64 %v432
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v277, ptr %v620, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !10
  %v621 = getelementptr i8, ptr %v620, i64 56
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v276, ptr %v621, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !10
  %v622 = getelementptr i8, ptr %v620, i64 112
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v275, ptr %v622, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !10
  %v623 = getelementptr i8, ptr %v620, i64 168
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v274, ptr %v623, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !10
  br label %v146

v624:                                     ; preds = %v267, %v268
  %v625 = phi <8 x float> [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, %v267 ], [ %v156, %v268 ]
  %v626 = phi <8 x float> [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, %v267 ], [ %v155, %v268 ]
  %v272 = phi <8 x float> [ %v627, %v267 ], [ %v147, %v268 ]
  %v273 = phi <8 x float> [ %v628, %v267 ], [ %v148, %v268 ]
  %v629 = shufflevector <8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, <8 x float> %v153, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v630 = shufflevector <8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, <8 x float> %v154, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v631 = shufflevector <8 x float> %v626, <8 x float> %v155, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v632 = shufflevector <8 x float> %v625, <8 x float> %v156, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v633 = or disjoint i64 %v165, 8
  %v634 = getelementptr float, ptr %v4, i64 %v633
  %v635 = load <8 x float>, ptr %v634, align 32, !noalias !8
  %v636 = load float, ptr %v134, align 4, !alias.scope !3, !noalias !9
  %v637 = insertelement <8 x float> poison, float %v636, i64 0
  %v638 = shufflevector <8 x float> %v637, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v639 = fmul contract <8 x float> %v635, %v638
  %v640 = fadd contract <8 x float> %v629, %v639
  %v641 = shufflevector <8 x float> %v640, <8 x float> %v629, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v642 = or disjoint i64 %v165, 24
  %v643 = getelementptr float, ptr %v4, i64 %v642
  %v644 = load <8 x float>, ptr %v643, align 32, !noalias !8
  %v645 = fmul contract <8 x float> %v644, %v638
  %v646 = fadd contract <8 x float> %v630, %v645
  %v647 = shufflevector <8 x float> %v646, <8 x float> %v630, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v164, label %v648, label %v649

v268:                                     ; preds = %v161
  store <8 x float> %v260, ptr %v265, align 4, !alias.scope !5, !noalias !10
  store <8 x float> %v263, ptr %v266, align 4, !alias.scope !5, !noalias !10
  br label %v624

v267:                                     ; preds = %v161
  %v650 = getelementptr i8, ptr %v265, i64 168
  %v651 = getelementptr i8, ptr %v265, i64 112
  %v652 = getelementptr inbounds i8, ptr %v166, i64 328
  %v653 = getelementptr inbounds i8, ptr %v166, i64 324
  %v654 = getelementptr inbounds i8, ptr %v166, i64 320
  %v655 = getelementptr inbounds i8, ptr %v166, i64 264
  %v656 = getelementptr inbounds i8, ptr %v166, i64 260
  %v657 = getelementptr inbounds i8, ptr %v166, i64 256
  %v658 = fmul contract <8 x float> %v170, %v219
  %v659 = fadd contract <8 x float> %v658, zeroinitializer
  %v660 = fmul contract <8 x float> %v170, %v245
  %v661 = fadd contract <8 x float> %v660, zeroinitializer
  %v662 = fmul contract <8 x float> %v183, %v229
  %v663 = fadd contract <8 x float> %v659, %v662
  %v664 = fmul contract <8 x float> %v183, %v253
  %v665 = fadd contract <8 x float> %v661, %v664
  %v666 = fmul contract <8 x float> %v200, %v237
  %v667 = fadd contract <8 x float> %v663, %v666
  %v668 = fmul contract <8 x float> %v200, %v261
  %v669 = fadd contract <8 x float> %v665, %v668
  %v670 = fmul contract <8 x float> %v214, %v245
  %v671 = fadd contract <8 x float> %v667, %v670
  %v672 = load <8 x float>, ptr %v657, align 64, !noalias !8
  %v673 = fmul contract <8 x float> %v214, %v672
  %v674 = fadd contract <8 x float> %v669, %v673
  %v675 = fmul contract <8 x float> %v226, %v253
  %v676 = fadd contract <8 x float> %v671, %v675
  %v677 = load <8 x float>, ptr %v656, align 4, !noalias !8
  %v678 = fmul contract <8 x float> %v226, %v677
  %v679 = fadd contract <8 x float> %v674, %v678
  %v680 = fmul contract <8 x float> %v234, %v261
  %v681 = fadd contract <8 x float> %v676, %v680
  %v682 = load <8 x float>, ptr %v655, align 8, !noalias !8
  %v683 = fmul contract <8 x float> %v234, %v682
  %v684 = fadd contract <8 x float> %v679, %v683
  %v685 = load <8 x float>, ptr %v657, align 64, !noalias !8
  %v686 = fmul contract <8 x float> %v242, %v685
  %v687 = fadd contract <8 x float> %v681, %v686
  %v688 = load <8 x float>, ptr %v654, align 64, !noalias !8
  %v689 = fmul contract <8 x float> %v242, %v688
  %v690 = fadd contract <8 x float> %v684, %v689
  %v691 = load <8 x float>, ptr %v656, align 4, !noalias !8
  %v692 = fmul contract <8 x float> %v250, %v691
  %v693 = fadd contract <8 x float> %v687, %v692
  %v694 = load <8 x float>, ptr %v653, align 4, !noalias !8
  %v695 = fmul contract <8 x float> %v250, %v694
  %v696 = fadd contract <8 x float> %v690, %v695
  %v697 = load <8 x float>, ptr %v655, align 8, !noalias !8
  %v698 = fmul contract <8 x float> %v258, %v697
  %v628 = fadd contract <8 x float> %v693, %v698
  %v699 = load <8 x float>, ptr %v652, align 8, !noalias !8
  %v700 = fmul contract <8 x float> %v258, %v699
  %v627 = fadd contract <8 x float> %v696, %v700
  store <8 x float> %v260, ptr %v265, align 4, !alias.scope !5, !noalias !10
  store <8 x float> %v263, ptr %v266, align 4, !alias.scope !5, !noalias !10
  store <8 x float> %v628, ptr %v651, align 4, !alias.scope !5, !noalias !10
  store <8 x float> %v627, ptr %v650, align 4, !alias.scope !5, !noalias !10
  br label %v624

v648:                                     ; preds = %v624
  %v701 = or disjoint i64 %v165, 40
  %v702 = getelementptr float, ptr %v4, i64 %v701
  %v703 = load <8 x float>, ptr %v702, align 32, !noalias !8
  %v704 = fmul contract <8 x float> %v638, %v703
  %v705 = fadd contract <8 x float> %v631, %v704
  %v706 = shufflevector <8 x float> %v705, <8 x float> %v631, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v707 = or disjoint i64 %v165, 56
  %v708 = getelementptr float, ptr %v4, i64 %v707
  %v709 = load <8 x float>, ptr %v708, align 32, !noalias !8
  %v710 = fmul contract <8 x float> %v638, %v709
  %v711 = fadd contract <8 x float> %v632, %v710
  %v712 = shufflevector <8 x float> %v711, <8 x float> %v632, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v649

v649:                                     ; preds = %v624, %v648
  %v713 = phi <8 x float> [ %v706, %v648 ], [ %v631, %v624 ]
  %v714 = phi <8 x float> [ %v712, %v648 ], [ %v632, %v624 ]
  %v715 = or disjoint i64 %v165, 9
  %v716 = getelementptr float, ptr %v4, i64 %v715
  %v717 = load <8 x float>, ptr %v716, align 4, !noalias !8
  %v718 = shufflevector <8 x float> %v182, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v719 = fmul contract <8 x float> %v717, %v718
  %v720 = fadd contract <8 x float> %v641, %v719
  %v721 = shufflevector <8 x float> %v720, <8 x float> %v641, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v722 = or disjoint i64 %v165, 25
  %v723 = getelementptr float, ptr %v4, i64 %v722
  %v724 = load <8 x float>, ptr %v723, align 4, !noalias !8
  %v725 = fmul contract <8 x float> %v724, %v718
  %v726 = fadd contract <8 x float> %v647, %v725
  %v727 = shufflevector <8 x float> %v726, <8 x float> %v647, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v164, label %v728, label %v729

v728:                                     ; preds = %v649
  %v730 = or disjoint i64 %v165, 41
  %v731 = getelementptr float, ptr %v4, i64 %v730
  %v732 = load <8 x float>, ptr %v731, align 4, !noalias !8
  %v733 = fmul contract <8 x float> %v718, %v732
  %v734 = fadd contract <8 x float> %v713, %v733
  %v735 = shufflevector <8 x float> %v734, <8 x float> %v713, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v736 = or disjoint i64 %v165, 57
  %v737 = getelementptr float, ptr %v4, i64 %v736
  %v738 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v737, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v739 = fmul contract <8 x float> %v718, %v738
  %v740 = fadd contract <8 x float> %v714, %v739
  %v741 = shufflevector <8 x float> %v740, <8 x float> %v714, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v729

v729:                                     ; preds = %v649, %v728
  %v742 = phi <8 x float> [ %v735, %v728 ], [ %v713, %v649 ]
  %v743 = phi <8 x float> [ %v741, %v728 ], [ %v714, %v649 ]
  %v744 = or disjoint i64 %v165, 10
  %v745 = getelementptr float, ptr %v4, i64 %v744
  %v746 = load <8 x float>, ptr %v745, align 8, !noalias !8
  %v747 = shufflevector <8 x float> %v199, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v748 = fmul contract <8 x float> %v746, %v747
  %v749 = fadd contract <8 x float> %v721, %v748
  %v750 = shufflevector <8 x float> %v749, <8 x float> %v721, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v751 = or disjoint i64 %v165, 26
  %v752 = getelementptr float, ptr %v4, i64 %v751
  %v753 = load <8 x float>, ptr %v752, align 8, !noalias !8
  %v754 = fmul contract <8 x float> %v753, %v747
  %v755 = fadd contract <8 x float> %v727, %v754
  %v756 = shufflevector <8 x float> %v755, <8 x float> %v727, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v164, label %v757, label %v758

v757:                                     ; preds = %v729
  %v759 = or disjoint i64 %v165, 42
  %v760 = getelementptr float, ptr %v4, i64 %v759
  %v761 = load <8 x float>, ptr %v760, align 8, !noalias !8
  %v762 = fmul contract <8 x float> %v747, %v761
  %v763 = fadd contract <8 x float> %v742, %v762
  %v764 = shufflevector <8 x float> %v763, <8 x float> %v742, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v765 = or disjoint i64 %v165, 58
  %v766 = getelementptr float, ptr %v4, i64 %v765
  %v767 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v766, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v768 = fmul contract <8 x float> %v747, %v767
  %v769 = fadd contract <8 x float> %v743, %v768
  %v770 = shufflevector <8 x float> %v769, <8 x float> %v743, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v758

v758:                                     ; preds = %v729, %v757
  %v771 = phi <8 x float> [ %v764, %v757 ], [ %v742, %v729 ]
  %v772 = phi <8 x float> [ %v770, %v757 ], [ %v743, %v729 ]
  %v773 = shufflevector <8 x float> %v213, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v774 = fmul contract <8 x float> %v644, %v773
  %v775 = fadd contract <8 x float> %v750, %v774
  %v776 = shufflevector <8 x float> %v775, <8 x float> %v750, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v777 = or disjoint i64 %v165, 40
  %v778 = getelementptr float, ptr %v4, i64 %v777
  %v779 = load <8 x float>, ptr %v778, align 32, !noalias !8
  %v780 = fmul contract <8 x float> %v779, %v773
  %v781 = fadd contract <8 x float> %v756, %v780
  %v782 = shufflevector <8 x float> %v781, <8 x float> %v756, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v164, label %v783, label %v784

v783:                                     ; preds = %v758
  %v785 = or disjoint i64 %v165, 56
  %v786 = getelementptr float, ptr %v4, i64 %v785
  %v787 = load <8 x float>, ptr %v786, align 32, !noalias !8
  %v788 = fmul contract <8 x float> %v773, %v787
  %v789 = fadd contract <8 x float> %v771, %v788
  %v790 = shufflevector <8 x float> %v789, <8 x float> %v771, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v791 = getelementptr float, ptr %v14, i64 %v165
  %v792 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v791, i32 32, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v793 = fmul contract <8 x float> %v773, %v792
  %v794 = fadd contract <8 x float> %v772, %v793
  %v795 = shufflevector <8 x float> %v794, <8 x float> %v772, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v784

v784:                                     ; preds = %v758, %v783
  %v796 = phi <8 x float> [ %v790, %v783 ], [ %v771, %v758 ]
  %v797 = phi <8 x float> [ %v795, %v783 ], [ %v772, %v758 ]
  %v798 = shufflevector <8 x float> %v225, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v799 = fmul contract <8 x float> %v724, %v798
  %v800 = fadd contract <8 x float> %v776, %v799
  %v801 = shufflevector <8 x float> %v800, <8 x float> %v776, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v802 = or disjoint i64 %v165, 41
  %v803 = getelementptr float, ptr %v4, i64 %v802
  %v804 = load <8 x float>, ptr %v803, align 4, !noalias !8
  %v805 = fmul contract <8 x float> %v804, %v798
  %v806 = fadd contract <8 x float> %v782, %v805
  %v807 = shufflevector <8 x float> %v806, <8 x float> %v782, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v164, label %v808, label %v809

v808:                                     ; preds = %v784
  %v810 = or disjoint i64 %v165, 57
  %v811 = getelementptr float, ptr %v4, i64 %v810
  %v812 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v811, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v813 = fmul contract <8 x float> %v798, %v812
  %v814 = fadd contract <8 x float> %v796, %v813
  %v815 = shufflevector <8 x float> %v814, <8 x float> %v796, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v816 = getelementptr float, ptr %v15, i64 %v165
  %v817 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v816, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v818 = fmul contract <8 x float> %v798, %v817
  %v819 = fadd contract <8 x float> %v797, %v818
  %v820 = shufflevector <8 x float> %v819, <8 x float> %v797, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v809

v809:                                     ; preds = %v784, %v808
  %v821 = phi <8 x float> [ %v815, %v808 ], [ %v796, %v784 ]
  %v822 = phi <8 x float> [ %v820, %v808 ], [ %v797, %v784 ]
  %v823 = shufflevector <8 x float> %v233, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v824 = fmul contract <8 x float> %v753, %v823
  %v825 = fadd contract <8 x float> %v801, %v824
  %v826 = shufflevector <8 x float> %v825, <8 x float> %v801, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v827 = or disjoint i64 %v165, 42
  %v828 = getelementptr float, ptr %v4, i64 %v827
  %v829 = load <8 x float>, ptr %v828, align 8, !noalias !8
  %v830 = fmul contract <8 x float> %v829, %v823
  %v831 = fadd contract <8 x float> %v807, %v830
  %v832 = shufflevector <8 x float> %v831, <8 x float> %v807, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v164, label %v833, label %v834

v833:                                     ; preds = %v809
  %v835 = or disjoint i64 %v165, 58
  %v836 = getelementptr float, ptr %v4, i64 %v835
  %v837 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v836, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v838 = fmul contract <8 x float> %v823, %v837
  %v839 = fadd contract <8 x float> %v821, %v838
  %v840 = shufflevector <8 x float> %v839, <8 x float> %v821, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v841 = getelementptr float, ptr %v16, i64 %v165
  %v842 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v841, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v843 = fmul contract <8 x float> %v823, %v842
  %v844 = fadd contract <8 x float> %v822, %v843
  %v845 = shufflevector <8 x float> %v844, <8 x float> %v822, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v834

v834:                                     ; preds = %v809, %v833
  %v846 = phi <8 x float> [ %v840, %v833 ], [ %v821, %v809 ]
  %v847 = phi <8 x float> [ %v845, %v833 ], [ %v822, %v809 ]
  %v848 = shufflevector <8 x float> %v241, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v849 = fmul contract <8 x float> %v779, %v848
  %v850 = fadd contract <8 x float> %v826, %v849
  %v851 = shufflevector <8 x float> %v850, <8 x float> %v826, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v852 = or disjoint i64 %v165, 56
  %v853 = getelementptr float, ptr %v4, i64 %v852
  %v854 = load <8 x float>, ptr %v853, align 32, !noalias !8
  %v855 = fmul contract <8 x float> %v854, %v848
  %v856 = fadd contract <8 x float> %v832, %v855
  %v857 = shufflevector <8 x float> %v856, <8 x float> %v832, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v164, label %v858, label %v859

v858:                                     ; preds = %v834
  %v860 = getelementptr float, ptr %v14, i64 %v165
  %v861 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v860, i32 32, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v862 = fmul contract <8 x float> %v848, %v861
  %v863 = fadd contract <8 x float> %v846, %v862
  %v864 = shufflevector <8 x float> %v863, <8 x float> %v846, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v865 = getelementptr float, ptr %v17, i64 %v165
  %v866 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v865, i32 32, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v867 = fmul contract <8 x float> %v848, %v866
  %v868 = fadd contract <8 x float> %v847, %v867
  %v869 = shufflevector <8 x float> %v868, <8 x float> %v847, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v859

v859:                                     ; preds = %v834, %v858
  %v870 = phi <8 x float> [ %v864, %v858 ], [ %v846, %v834 ]
  %v871 = phi <8 x float> [ %v869, %v858 ], [ %v847, %v834 ]
  %v872 = shufflevector <8 x float> %v249, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v873 = fmul contract <8 x float> %v804, %v872
  %v874 = fadd contract <8 x float> %v851, %v873
  %v875 = shufflevector <8 x float> %v874, <8 x float> %v851, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v876 = or disjoint i64 %v165, 57
  %v877 = getelementptr float, ptr %v4, i64 %v876
  %v878 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v877, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v879 = fmul contract <8 x float> %v878, %v872
  %v880 = fadd contract <8 x float> %v857, %v879
  %v881 = shufflevector <8 x float> %v880, <8 x float> %v857, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v164, label %v882, label %v883

v882:                                     ; preds = %v859
  %v884 = getelementptr float, ptr %v15, i64 %v165
  %v885 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v884, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v886 = fmul contract <8 x float> %v872, %v885
  %v887 = fadd contract <8 x float> %v870, %v886
  %v888 = shufflevector <8 x float> %v887, <8 x float> %v870, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v889 = getelementptr float, ptr %v18, i64 %v165
  %v890 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v889, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v891 = fmul contract <8 x float> %v872, %v890
  %v892 = fadd contract <8 x float> %v871, %v891
  %v893 = shufflevector <8 x float> %v892, <8 x float> %v871, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v883

v883:                                     ; preds = %v859, %v882
  %v281 = phi <8 x float> [ %v888, %v882 ], [ %v870, %v859 ]
  %v283 = phi <8 x float> [ %v893, %v882 ], [ %v871, %v859 ]
  %v894 = shufflevector <8 x float> %v257, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v895 = fmul contract <8 x float> %v829, %v894
  %v896 = fadd contract <8 x float> %v875, %v895
  %v278 = shufflevector <8 x float> %v896, <8 x float> %v875, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v897 = or disjoint i64 %v165, 58
  %v898 = getelementptr float, ptr %v4, i64 %v897
  %v899 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v898, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v900 = fmul contract <8 x float> %v899, %v894
  %v901 = fadd contract <8 x float> %v881, %v900
  %v279 = shufflevector <8 x float> %v901, <8 x float> %v881, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v164, label %v271, label %v270

v270:                                    ; preds = %v883
  %v902 = getelementptr i8, ptr %v144, i64 %v264
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v278, ptr %v902, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !10
  %v903 = getelementptr i8, ptr %v902, i64 56
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v279, ptr %v903, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !10
  br label %v146

v271:                                    ; preds = %v883
  %v904 = getelementptr float, ptr %v16, i64 %v165
  %v905 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v904, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v906 = fmul contract <8 x float> %v894, %v905
  %v907 = fadd contract <8 x float> %v281, %v906
  %v280 = shufflevector <8 x float> %v907, <8 x float> %v281, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v908 = getelementptr float, ptr %v19, i64 %v165
  %v909 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v908, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !8
  %v910 = fmul contract <8 x float> %v894, %v909
  %v911 = fadd contract <8 x float> %v283, %v910
  %v282 = shufflevector <8 x float> %v911, <8 x float> %v283, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v912 = getelementptr i8, ptr %v144, i64 %v264
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v278, ptr %v912, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !10
  %v913 = getelementptr i8, ptr %v912, i64 56
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v279, ptr %v913, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !10
  %v914 = getelementptr i8, ptr %v912, i64 112
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v280, ptr %v914, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !10
  %v915 = getelementptr i8, ptr %v912, i64 168
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v282, ptr %v915, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !10
  br label %v146

v12: ; preds = %v52, %v3
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
