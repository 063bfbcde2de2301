; depthwise_conv2d:N=1,C=5,H=10,W=9,R=3,S=3,stride=1,pad=1,dilation=1,layout=nchw,bias=0,residual=0,act=none,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
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
  call void @ktune_parallel_for(i64 5, ptr nonnull @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v4) #4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = alloca [132 x float], align 64
  %v5 = load ptr, ptr %v0, align 8
  %v6 = getelementptr inbounds i8, ptr %v0, i64 8
  %v7 = load ptr, ptr %v6, align 8
  %v8 = getelementptr inbounds i8, ptr %v0, i64 16
  %v9 = load ptr, ptr %v8, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %v4)
  %v10 = icmp slt i64 %v1, %v2
  br i1 %v10, label %v11, label %v12

v11:                               ; preds = %v3
  %v13 = getelementptr i8, ptr %v5, i64 -40
  %v14 = getelementptr i8, ptr %v5, i64 -8
  %v15 = getelementptr inbounds i8, ptr %v4, i64 32
  %v16 = getelementptr inbounds i8, ptr %v4, i64 44
  %v17 = getelementptr inbounds i8, ptr %v4, i64 76
  %v18 = getelementptr inbounds i8, ptr %v4, i64 88
  %v19 = getelementptr inbounds i8, ptr %v4, i64 120
  %v20 = getelementptr inbounds i8, ptr %v4, i64 132
  %v21 = getelementptr inbounds i8, ptr %v4, i64 164
  %v22 = getelementptr inbounds i8, ptr %v4, i64 176
  %v23 = getelementptr inbounds i8, ptr %v4, i64 208
  %v24 = getelementptr inbounds i8, ptr %v4, i64 220
  %v25 = getelementptr inbounds i8, ptr %v4, i64 252
  %v26 = getelementptr inbounds i8, ptr %v4, i64 264
  %v27 = getelementptr inbounds i8, ptr %v4, i64 296
  %v28 = getelementptr inbounds i8, ptr %v4, i64 308
  %v29 = getelementptr inbounds i8, ptr %v4, i64 340
  %v30 = getelementptr inbounds i8, ptr %v4, i64 352
  %v31 = getelementptr inbounds i8, ptr %v4, i64 384
  %v32 = getelementptr inbounds i8, ptr %v4, i64 396
  %v33 = getelementptr inbounds i8, ptr %v4, i64 428
  %v34 = getelementptr inbounds i8, ptr %v4, i64 440
  %v35 = getelementptr inbounds i8, ptr %v4, i64 472
  %v36 = getelementptr inbounds i8, ptr %v4, i64 484
  %v37 = getelementptr inbounds i8, ptr %v4, i64 516
  br label %v38

v38:                                         ; preds = %v11, %v39
  %v40 = phi i64 [ %v41, %v39 ], [ %v1, %v11 ]
  %v42 = mul i64 %v40, 360
  %v43 = getelementptr i8, ptr %v14, i64 %v42
  %v44 = getelementptr i8, ptr %v13, i64 %v42
  store <8 x float> zeroinitializer, ptr %v4, align 64, !noalias !7
  call void @llvm.masked.store.v8f32.p0(<8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>, ptr %v15, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  %v45 = getelementptr i8, ptr %v44, i64 36
  %v46 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v45, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  store <8 x float> %v46, ptr %v16, align 4, !noalias !7
  %v47 = getelementptr i8, ptr %v43, i64 36
  %v48 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v47, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v48, ptr %v17, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  %v49 = getelementptr i8, ptr %v44, i64 72
  %v50 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v49, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  store <8 x float> %v50, ptr %v18, align 8, !noalias !7
  %v51 = getelementptr i8, ptr %v43, i64 72
  %v52 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v51, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v52, ptr %v19, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  %v53 = getelementptr i8, ptr %v44, i64 108
  %v54 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v53, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  store <8 x float> %v54, ptr %v20, align 4, !noalias !7
  %v55 = getelementptr i8, ptr %v43, i64 108
  %v56 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v55, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v56, ptr %v21, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  %v57 = getelementptr i8, ptr %v44, i64 144
  %v58 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v57, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  store <8 x float> %v58, ptr %v22, align 16, !noalias !7
  %v59 = getelementptr i8, ptr %v43, i64 144
  %v60 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v59, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v60, ptr %v23, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  %v61 = getelementptr i8, ptr %v44, i64 180
  %v62 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v61, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  store <8 x float> %v62, ptr %v24, align 4, !noalias !7
  %v63 = getelementptr i8, ptr %v43, i64 180
  %v64 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v63, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v64, ptr %v25, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  %v65 = getelementptr i8, ptr %v44, i64 216
  %v66 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v65, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  store <8 x float> %v66, ptr %v26, align 8, !noalias !7
  %v67 = getelementptr i8, ptr %v43, i64 216
  %v68 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v67, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v68, ptr %v27, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  %v69 = getelementptr i8, ptr %v44, i64 252
  %v70 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v69, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  store <8 x float> %v70, ptr %v28, align 4, !noalias !7
  %v71 = getelementptr i8, ptr %v43, i64 252
  %v72 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v71, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v72, ptr %v29, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  %v73 = getelementptr i8, ptr %v44, i64 288
  %v74 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v73, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  store <8 x float> %v74, ptr %v30, align 32, !noalias !7
  %v75 = getelementptr i8, ptr %v43, i64 288
  %v76 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v75, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v76, ptr %v31, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  %v77 = getelementptr i8, ptr %v44, i64 324
  %v78 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v77, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  store <8 x float> %v78, ptr %v32, align 4, !noalias !7
  %v79 = getelementptr i8, ptr %v43, i64 324
  %v80 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v79, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v80, ptr %v33, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  %v81 = getelementptr i8, ptr %v44, i64 360
  %v82 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v81, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  store <8 x float> %v82, ptr %v34, align 8, !noalias !7
  %v83 = getelementptr i8, ptr %v43, i64 360
  %v84 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v83, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v84, ptr %v35, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  store <8 x float> zeroinitializer, ptr %v36, align 4, !noalias !7
  call void @llvm.masked.store.v8f32.p0(<8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>, ptr %v37, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  %v85 = mul i64 %v40, 36
  %v86 = getelementptr inbounds i8, ptr %v7, i64 %v85
  %v87 = load float, ptr %v86, align 4, !alias.scope !3, !noalias !9
  %v88 = insertelement <9 x float> poison, float %v87, i64 0
  %v89 = shufflevector <9 x float> %v88, <9 x float> poison, <9 x i32> zeroinitializer
  %v90 = getelementptr i8, ptr %v86, i64 4
  %v91 = load float, ptr %v90, align 4, !alias.scope !3, !noalias !9
  %v92 = insertelement <9 x float> poison, float %v91, i64 0
  %v93 = shufflevector <9 x float> %v92, <9 x float> poison, <9 x i32> zeroinitializer
  %v94 = getelementptr i8, ptr %v86, i64 8
  %v95 = load float, ptr %v94, align 4, !alias.scope !3, !noalias !9
  %v96 = insertelement <9 x float> poison, float %v95, i64 0
  %v97 = shufflevector <9 x float> %v96, <9 x float> poison, <9 x i32> zeroinitializer
  %v98 = getelementptr i8, ptr %v86, i64 12
  %v99 = load float, ptr %v98, align 4, !alias.scope !3, !noalias !9
  %v100 = insertelement <9 x float> poison, float %v99, i64 0
  %v101 = shufflevector <9 x float> %v100, <9 x float> poison, <9 x i32> zeroinitializer
  %v102 = getelementptr i8, ptr %v86, i64 16
  %v103 = load float, ptr %v102, align 4, !alias.scope !3, !noalias !9
  %v104 = insertelement <9 x float> poison, float %v103, i64 0
  %v105 = shufflevector <9 x float> %v104, <9 x float> poison, <9 x i32> zeroinitializer
  %v106 = getelementptr i8, ptr %v86, i64 20
  %v107 = load float, ptr %v106, align 4, !alias.scope !3, !noalias !9
  %v108 = insertelement <9 x float> poison, float %v107, i64 0
  %v109 = shufflevector <9 x float> %v108, <9 x float> poison, <9 x i32> zeroinitializer
  %v110 = getelementptr i8, ptr %v86, i64 24
  %v111 = load float, ptr %v110, align 4, !alias.scope !3, !noalias !9
  %v112 = insertelement <9 x float> poison, float %v111, i64 0
  %v113 = shufflevector <9 x float> %v112, <9 x float> poison, <9 x i32> zeroinitializer
  %v114 = getelementptr i8, ptr %v86, i64 28
  %v115 = load float, ptr %v114, align 4, !alias.scope !3, !noalias !9
  %v116 = insertelement <9 x float> poison, float %v115, i64 0
  %v117 = shufflevector <9 x float> %v116, <9 x float> poison, <9 x i32> zeroinitializer
  %v118 = getelementptr i8, ptr %v86, i64 32
  %v119 = load float, ptr %v118, align 4, !alias.scope !3, !noalias !9
  %v120 = insertelement <9 x float> poison, float %v119, i64 0
  %v121 = shufflevector <9 x float> %v120, <9 x float> poison, <9 x i32> zeroinitializer
  %v122 = getelementptr i8, ptr %v9, i64 %v42
  br label %v123

v123:                                       ; preds = %v38, %v123
  %v124 = phi i64 [ %v125, %v123 ], [ 0, %v38 ]
  %v126 = mul nuw nsw i64 %v124, 44
  %v127 = getelementptr inbounds i8, ptr %v4, i64 %v126
  %v128 = load <9 x float>, ptr %v127, align 4, !noalias !7
  %v129 = fmul contract <9 x float> %v128, %v89
  %v130 = fadd contract <9 x float> %v129, zeroinitializer
  %v131 = getelementptr inbounds i8, ptr %v127, i64 4
  %v132 = load <9 x float>, ptr %v131, align 4, !noalias !7
  %v133 = fmul contract <9 x float> %v132, %v93
  %v134 = fadd contract <9 x float> %v130, %v133
  %v135 = getelementptr inbounds i8, ptr %v127, i64 8
  %v136 = load <9 x float>, ptr %v135, align 4, !noalias !7
  %v137 = fmul contract <9 x float> %v136, %v97
  %v138 = fadd contract <9 x float> %v134, %v137
  %v139 = getelementptr inbounds i8, ptr %v127, i64 44
  %v140 = load <9 x float>, ptr %v139, align 4, !noalias !7
  %v141 = fmul contract <9 x float> %v140, %v101
  %v142 = fadd contract <9 x float> %v138, %v141
  %v143 = getelementptr inbounds i8, ptr %v127, i64 48
  %v144 = load <9 x float>, ptr %v143, align 4, !noalias !7
  %v145 = fmul contract <9 x float> %v144, %v105
  %v146 = fadd contract <9 x float> %v142, %v145
  %v147 = getelementptr inbounds i8, ptr %v127, i64 52
  %v148 = load <9 x float>, ptr %v147, align 4, !noalias !7
  %v149 = fmul contract <9 x float> %v148, %v109
  %v150 = fadd contract <9 x float> %v146, %v149
  %v151 = getelementptr inbounds i8, ptr %v127, i64 88
  %v152 = load <9 x float>, ptr %v151, align 4, !noalias !7
  %v153 = fmul contract <9 x float> %v152, %v113
  %v154 = fadd contract <9 x float> %v150, %v153
  %v155 = getelementptr inbounds i8, ptr %v127, i64 92
  %v156 = load <9 x float>, ptr %v155, align 4, !noalias !7
  %v157 = fmul contract <9 x float> %v156, %v117
  %v158 = fadd contract <9 x float> %v154, %v157
  %v159 = getelementptr inbounds i8, ptr %v127, i64 96
  %v160 = load <9 x float>, ptr %v159, align 4, !noalias !7
  %v161 = fmul contract <9 x float> %v160, %v121
  %v162 = fadd contract <9 x float> %v158, %v161
  %v163 = mul nuw nsw i64 %v124, 36
  %v164 = getelementptr i8, ptr %v122, i64 %v163
  store <9 x float> %v162, ptr %v164, align 4, !alias.scope !5, !noalias !10
  %v125 = add nuw nsw i64 %v124, 1
  %v165 = icmp eq i64 %v125, 10
  br i1 %v165, label %v39, label %v123

v39:                                       ; preds = %v123
  %v41 = add nuw nsw i64 %v40, 1
  %v166 = icmp eq i64 %v41, %v2
  br i1 %v166, label %v12, label %v38

v12: ; preds = %v39, %v3
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %v4)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr nocapture, i32 immarg, <8 x i1>) #3

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1_packed(ptr nocapture readonly %v0) local_unnamed_addr #4 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = getelementptr inbounds i8, ptr %v0, i64 16
  %v4 = load ptr, ptr %v3, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  %v5 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v5, ptr %v2, align 64, !noalias !11
  %v6 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v4, ptr %v6, align 16, !noalias !11
  call void @ktune_parallel_for(i64 5, ptr nonnull @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v2) #4
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
!1 = distinct !{!1, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0.task: %I"}
!2 = distinct !{!2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0.task: %W"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0.task: %O"}
!7 = !{!1, !4, !6}
!8 = !{!4, !6}
!9 = !{!1, !6}
!10 = !{!1, !4}
!11 = !{!12, !14, !15}
!12 = distinct !{!12, !13, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %I"}
!13 = distinct !{!13, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1"}
!14 = distinct !{!14, !13, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %W"}
!15 = distinct !{!15, !13, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %O"}
