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
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v4) #3
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
  %v14 = getelementptr inbounds i8, ptr %v4, i64 64
  %v15 = getelementptr inbounds i8, ptr %v4, i64 96
  %v16 = getelementptr inbounds i8, ptr %v4, i64 128
  %v17 = getelementptr inbounds i8, ptr %v4, i64 160
  %v18 = getelementptr inbounds i8, ptr %v4, i64 192
  %v19 = getelementptr inbounds i8, ptr %v4, i64 224
  %v20 = getelementptr inbounds i8, ptr %v4, i64 256
  %v21 = getelementptr inbounds i8, ptr %v4, i64 288
  %v22 = getelementptr inbounds i8, ptr %v4, i64 320
  %v23 = getelementptr inbounds i8, ptr %v4, i64 352
  %v24 = getelementptr inbounds i8, ptr %v4, i64 384
  %v25 = getelementptr inbounds i8, ptr %v4, i64 416
  %v26 = getelementptr inbounds i8, ptr %v4, i64 448
  %v27 = getelementptr inbounds i8, ptr %v4, i64 480
  %v28 = getelementptr inbounds i8, ptr %v4, i64 512
  %v29 = getelementptr inbounds i8, ptr %v4, i64 544
  %v30 = getelementptr inbounds i8, ptr %v4, i64 576
  %v31 = getelementptr inbounds i8, ptr %v4, i64 608
  %v32 = getelementptr inbounds i8, ptr %v4, i64 640
  %v33 = getelementptr inbounds i8, ptr %v4, i64 672
  %v34 = getelementptr inbounds i8, ptr %v4, i64 704
  %v35 = getelementptr inbounds i8, ptr %v4, i64 736
  %v36 = getelementptr inbounds i8, ptr %v4, i64 768
  %v37 = getelementptr inbounds i8, ptr %v4, i64 800
  %v38 = getelementptr inbounds i8, ptr %v4, i64 832
  %v39 = getelementptr inbounds i8, ptr %v4, i64 864
  %v40 = getelementptr inbounds i8, ptr %v4, i64 896
  %v41 = getelementptr inbounds i8, ptr %v4, i64 928
  %v42 = getelementptr inbounds i8, ptr %v4, i64 960
  br label %v43

v43:                                         ; preds = %v11, %v44
  %v45 = phi i64 [ %v46, %v44 ], [ %v1, %v11 ]
  %v47 = mul nsw i64 %v45, 196
  %v48 = getelementptr float, ptr %v13, i64 %v47
  %v49 = getelementptr i8, ptr %v48, i64 56
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(64) %v4, i8 0, i64 64, i1 false)
  %v50 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v49, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v50, ptr %v14, align 64, !noalias !8
  %v51 = getelementptr i8, ptr %v48, i64 88
  %v52 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v51, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v52, ptr %v15, align 32, !noalias !8
  %v53 = getelementptr i8, ptr %v48, i64 112
  %v54 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v53, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v54, ptr %v16, align 64, !noalias !8
  %v55 = getelementptr i8, ptr %v48, i64 144
  %v56 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v55, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v56, ptr %v17, align 32, !noalias !8
  %v57 = getelementptr i8, ptr %v48, i64 168
  %v58 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v57, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v58, ptr %v18, align 64, !noalias !8
  %v59 = getelementptr i8, ptr %v48, i64 200
  %v60 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v59, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v60, ptr %v19, align 32, !noalias !8
  %v61 = getelementptr i8, ptr %v48, i64 224
  %v62 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v61, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v62, ptr %v20, align 64, !noalias !8
  %v63 = getelementptr i8, ptr %v48, i64 256
  %v64 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v63, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v64, ptr %v21, align 32, !noalias !8
  %v65 = getelementptr i8, ptr %v48, i64 280
  %v66 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v65, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v66, ptr %v22, align 64, !noalias !8
  %v67 = getelementptr i8, ptr %v48, i64 312
  %v68 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v67, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v68, ptr %v23, align 32, !noalias !8
  %v69 = getelementptr i8, ptr %v48, i64 336
  %v70 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v69, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v70, ptr %v24, align 64, !noalias !8
  %v71 = getelementptr i8, ptr %v48, i64 368
  %v72 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v71, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v72, ptr %v25, align 32, !noalias !8
  %v73 = getelementptr i8, ptr %v48, i64 392
  %v74 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v73, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v74, ptr %v26, align 64, !noalias !8
  %v75 = getelementptr i8, ptr %v48, i64 424
  %v76 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v75, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v76, ptr %v27, align 32, !noalias !8
  %v77 = getelementptr i8, ptr %v48, i64 448
  %v78 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v77, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v78, ptr %v28, align 64, !noalias !8
  %v79 = getelementptr i8, ptr %v48, i64 480
  %v80 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v79, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v80, ptr %v29, align 32, !noalias !8
  %v81 = getelementptr i8, ptr %v48, i64 504
  %v82 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v81, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v82, ptr %v30, align 64, !noalias !8
  %v83 = getelementptr i8, ptr %v48, i64 536
  %v84 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v83, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v84, ptr %v31, align 32, !noalias !8
  %v85 = getelementptr i8, ptr %v48, i64 560
  %v86 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v85, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v86, ptr %v32, align 64, !noalias !8
  %v87 = getelementptr i8, ptr %v48, i64 592
  %v88 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v87, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v88, ptr %v33, align 32, !noalias !8
  %v89 = getelementptr i8, ptr %v48, i64 616
  %v90 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v89, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v90, ptr %v34, align 64, !noalias !8
  %v91 = getelementptr i8, ptr %v48, i64 648
  %v92 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v91, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v92, ptr %v35, align 32, !noalias !8
  %v93 = getelementptr i8, ptr %v48, i64 672
  %v94 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v93, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v94, ptr %v36, align 64, !noalias !8
  %v95 = getelementptr i8, ptr %v48, i64 704
  %v96 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v95, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v96, ptr %v37, align 32, !noalias !8
  %v97 = getelementptr i8, ptr %v48, i64 728
  %v98 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v97, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v98, ptr %v38, align 64, !noalias !8
  %v99 = getelementptr i8, ptr %v48, i64 760
  %v100 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v99, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v100, ptr %v39, align 32, !noalias !8
  %v101 = getelementptr i8, ptr %v48, i64 784
  %v102 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v101, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  store <8 x float> %v102, ptr %v40, align 64, !noalias !8
  %v103 = getelementptr i8, ptr %v48, i64 816
  %v104 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v103, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>), !alias.scope !0, !noalias !7
  store <8 x float> %v104, ptr %v41, align 32, !noalias !8
  %v105 = mul i64 %v45, 36
  %v106 = getelementptr inbounds i8, ptr %v7, i64 %v105
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(64) %v42, i8 0, i64 64, i1 false)
  %v107 = load float, ptr %v106, align 4, !alias.scope !3, !noalias !9
  %v108 = insertelement <14 x float> poison, float %v107, i64 0
  %v109 = shufflevector <14 x float> %v108, <14 x float> poison, <14 x i32> zeroinitializer
  %v110 = getelementptr i8, ptr %v106, i64 4
  %v111 = load float, ptr %v110, align 4, !alias.scope !3, !noalias !9
  %v112 = insertelement <14 x float> poison, float %v111, i64 0
  %v113 = shufflevector <14 x float> %v112, <14 x float> poison, <14 x i32> zeroinitializer
  %v114 = getelementptr i8, ptr %v106, i64 8
  %v115 = load float, ptr %v114, align 4, !alias.scope !3, !noalias !9
  %v116 = insertelement <14 x float> poison, float %v115, i64 0
  %v117 = shufflevector <14 x float> %v116, <14 x float> poison, <14 x i32> zeroinitializer
  %v118 = getelementptr i8, ptr %v106, i64 12
  %v119 = load float, ptr %v118, align 4, !alias.scope !3, !noalias !9
  %v120 = insertelement <14 x float> poison, float %v119, i64 0
  %v121 = shufflevector <14 x float> %v120, <14 x float> poison, <14 x i32> zeroinitializer
  %v122 = getelementptr i8, ptr %v106, i64 16
  %v123 = load float, ptr %v122, align 4, !alias.scope !3, !noalias !9
  %v124 = insertelement <14 x float> poison, float %v123, i64 0
  %v125 = shufflevector <14 x float> %v124, <14 x float> poison, <14 x i32> zeroinitializer
  %v126 = getelementptr i8, ptr %v106, i64 20
  %v127 = load float, ptr %v126, align 4, !alias.scope !3, !noalias !9
  %v128 = insertelement <14 x float> poison, float %v127, i64 0
  %v129 = shufflevector <14 x float> %v128, <14 x float> poison, <14 x i32> zeroinitializer
  %v130 = getelementptr i8, ptr %v106, i64 24
  %v131 = load float, ptr %v130, align 4, !alias.scope !3, !noalias !9
  %v132 = insertelement <14 x float> poison, float %v131, i64 0
  %v133 = shufflevector <14 x float> %v132, <14 x float> poison, <14 x i32> zeroinitializer
  %v134 = getelementptr i8, ptr %v106, i64 28
  %v135 = load float, ptr %v134, align 4, !alias.scope !3, !noalias !9
  %v136 = insertelement <14 x float> poison, float %v135, i64 0
  %v137 = shufflevector <14 x float> %v136, <14 x float> poison, <14 x i32> zeroinitializer
  %v138 = getelementptr i8, ptr %v106, i64 32
  %v139 = load float, ptr %v138, align 4, !alias.scope !3, !noalias !9
  %v140 = insertelement <14 x float> poison, float %v139, i64 0
  %v141 = shufflevector <14 x float> %v140, <14 x float> poison, <14 x i32> zeroinitializer
  %v142 = getelementptr float, ptr %v9, i64 %v47
  br label %v143

v143:                                       ; preds = %v43, %v143
  %v144 = phi i64 [ %v145, %v143 ], [ 0, %v43 ]
  %v146 = shl nuw nsw i64 %v144, 4
  %v147 = getelementptr inbounds float, ptr %v4, i64 %v146
  %v148 = load <14 x float>, ptr %v147, align 64, !noalias !8
  %v149 = fmul contract <14 x float> %v148, %v109
  %v150 = fadd contract <14 x float> %v149, zeroinitializer
  %v151 = or disjoint i64 %v146, 1
  %v152 = getelementptr inbounds float, ptr %v4, i64 %v151
  %v153 = load <14 x float>, ptr %v152, align 4, !noalias !8
  %v154 = fmul contract <14 x float> %v153, %v113
  %v155 = fadd contract <14 x float> %v150, %v154
  %v156 = or disjoint i64 %v146, 2
  %v157 = getelementptr inbounds float, ptr %v4, i64 %v156
  %v158 = load <14 x float>, ptr %v157, align 8, !noalias !8
  %v159 = fmul contract <14 x float> %v158, %v117
  %v160 = fadd contract <14 x float> %v155, %v159
  %v161 = getelementptr inbounds i8, ptr %v147, i64 64
  %v162 = load <14 x float>, ptr %v161, align 64, !noalias !8
  %v163 = fmul contract <14 x float> %v162, %v121
  %v164 = fadd contract <14 x float> %v160, %v163
  %v165 = getelementptr inbounds i8, ptr %v147, i64 68
  %v166 = load <14 x float>, ptr %v165, align 4, !noalias !8
  %v167 = fmul contract <14 x float> %v166, %v125
  %v168 = fadd contract <14 x float> %v164, %v167
  %v169 = getelementptr inbounds i8, ptr %v147, i64 72
  %v170 = load <14 x float>, ptr %v169, align 8, !noalias !8
  %v171 = fmul contract <14 x float> %v170, %v129
  %v172 = fadd contract <14 x float> %v168, %v171
  %v173 = getelementptr inbounds i8, ptr %v147, i64 128
  %v174 = load <14 x float>, ptr %v173, align 64, !noalias !8
  %v175 = fmul contract <14 x float> %v174, %v133
  %v176 = fadd contract <14 x float> %v172, %v175
  %v177 = getelementptr inbounds i8, ptr %v147, i64 132
  %v178 = load <14 x float>, ptr %v177, align 4, !noalias !8
  %v179 = fmul contract <14 x float> %v178, %v137
  %v180 = fadd contract <14 x float> %v176, %v179
  %v181 = getelementptr inbounds i8, ptr %v147, i64 136
  %v182 = load <14 x float>, ptr %v181, align 8, !noalias !8
  %v183 = fmul contract <14 x float> %v182, %v141
  %v184 = fadd contract <14 x float> %v180, %v183
  %v185 = mul nuw nsw i64 %v144, 56
  %v186 = getelementptr i8, ptr %v142, i64 %v185
  store <14 x float> %v184, ptr %v186, align 4, !alias.scope !5, !noalias !10
  %v145 = add nuw nsw i64 %v144, 1
  %v187 = icmp eq i64 %v145, 14
  br i1 %v187, label %v44, label %v143

v44:                                       ; preds = %v143
  %v46 = add nuw nsw i64 %v45, 1
  %v188 = icmp eq i64 %v46, %v2
  br i1 %v188, label %v12, label %v43

v12: ; preds = %v44, %v3
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %v4)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x float>) #2

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1_packed(ptr nocapture readonly %v0) local_unnamed_addr #3 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = getelementptr inbounds i8, ptr %v0, i64 16
  %v4 = load ptr, ptr %v3, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  %v5 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v5, ptr %v2, align 64, !noalias !11
  %v6 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v4, ptr %v6, align 16, !noalias !11
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v2) #3
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
