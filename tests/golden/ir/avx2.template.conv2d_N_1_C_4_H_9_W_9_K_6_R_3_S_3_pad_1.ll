; conv2d:N=1,C=4,H=9,W=9,K=6,R=3,S=3,stride=1,pad=1,dilation=1,layout=nchw,kblock=0,bias=0,residual=0,act=none,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1'
source_filename = "ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  %v5 = alloca [2 x i64], align 64
  %v6 = alloca [484 x float], align 64
  store ptr %v6, ptr %v5, align 64
  %v7 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v0, ptr %v7, align 8
  call void @ktune_parallel_for(i64 4, ptr nonnull @ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v5) #4
  store ptr %v6, ptr %v4, align 64
  %v8 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v1, ptr %v8, align 8
  %v9 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v9, align 16
  call void @ktune_parallel_for(i64 9, ptr nonnull @ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel1, ptr nonnull %v4) #4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  %v7 = icmp slt i64 %v1, %v2
  br i1 %v7, label %v8, label %v9

v8:                               ; preds = %v3
  %v10 = getelementptr i8, ptr %v4, i64 32
  %v11 = getelementptr i8, ptr %v6, i64 -40
  %v12 = getelementptr i8, ptr %v6, i64 -8
  br label %v13

v13:                               ; preds = %v13, %v8
  %v14 = phi i64 [ %v15, %v13 ], [ %v1, %v8 ]
  %v16 = mul i64 %v14, 484
  %v17 = getelementptr i8, ptr %v4, i64 %v16
  %v18 = getelementptr i8, ptr %v10, i64 %v16
  %v19 = mul i64 %v14, 324
  %v20 = getelementptr i8, ptr %v11, i64 %v19
  %v21 = getelementptr i8, ptr %v12, i64 %v19
  store <8 x float> zeroinitializer, ptr %v17, align 4, !alias.scope !0, !noalias !3
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>, ptr %v18, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !0, !noalias !3
  %v22 = getelementptr i8, ptr %v20, i64 36
  %v23 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v22, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !alias.scope !3, !noalias !0
  %v24 = insertelement <8 x float> %v23, float 0.000000e+00, i64 0
  %v25 = getelementptr i8, ptr %v17, i64 44
  store <8 x float> %v24, ptr %v25, align 4, !alias.scope !0, !noalias !3
  %v26 = getelementptr i8, ptr %v21, i64 36
  %v27 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v26, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !alias.scope !3, !noalias !0
  %v28 = insertelement <8 x float> %v27, float 0.000000e+00, i64 2
  %v29 = getelementptr i8, ptr %v18, i64 44
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v28, ptr %v29, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !0, !noalias !3
  %v30 = getelementptr i8, ptr %v20, i64 72
  %v31 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v30, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !alias.scope !3, !noalias !0
  %v32 = insertelement <8 x float> %v31, float 0.000000e+00, i64 0
  %v33 = getelementptr i8, ptr %v17, i64 88
  store <8 x float> %v32, ptr %v33, align 4, !alias.scope !0, !noalias !3
  %v34 = getelementptr i8, ptr %v21, i64 72
  %v35 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v34, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !alias.scope !3, !noalias !0
  %v36 = insertelement <8 x float> %v35, float 0.000000e+00, i64 2
  %v37 = getelementptr i8, ptr %v18, i64 88
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v36, ptr %v37, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !0, !noalias !3
  %v38 = getelementptr i8, ptr %v20, i64 108
  %v39 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v38, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !alias.scope !3, !noalias !0
  %v40 = insertelement <8 x float> %v39, float 0.000000e+00, i64 0
  %v41 = getelementptr i8, ptr %v17, i64 132
  store <8 x float> %v40, ptr %v41, align 4, !alias.scope !0, !noalias !3
  %v42 = getelementptr i8, ptr %v21, i64 108
  %v43 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v42, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !alias.scope !3, !noalias !0
  %v44 = insertelement <8 x float> %v43, float 0.000000e+00, i64 2
  %v45 = getelementptr i8, ptr %v18, i64 132
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v44, ptr %v45, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !0, !noalias !3
  %v46 = getelementptr i8, ptr %v20, i64 144
  %v47 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v46, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !alias.scope !3, !noalias !0
  %v48 = insertelement <8 x float> %v47, float 0.000000e+00, i64 0
  %v49 = getelementptr i8, ptr %v17, i64 176
  store <8 x float> %v48, ptr %v49, align 4, !alias.scope !0, !noalias !3
  %v50 = getelementptr i8, ptr %v21, i64 144
  %v51 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v50, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !alias.scope !3, !noalias !0
  %v52 = insertelement <8 x float> %v51, float 0.000000e+00, i64 2
  %v53 = getelementptr i8, ptr %v18, i64 176
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v52, ptr %v53, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !0, !noalias !3
  %v54 = getelementptr i8, ptr %v20, i64 180
  %v55 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v54, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !alias.scope !3, !noalias !0
  %v56 = insertelement <8 x float> %v55, float 0.000000e+00, i64 0
  %v57 = getelementptr i8, ptr %v17, i64 220
  store <8 x float> %v56, ptr %v57, align 4, !alias.scope !0, !noalias !3
  %v58 = getelementptr i8, ptr %v21, i64 180
  %v59 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v58, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !alias.scope !3, !noalias !0
  %v60 = insertelement <8 x float> %v59, float 0.000000e+00, i64 2
  %v61 = getelementptr i8, ptr %v18, i64 220
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v60, ptr %v61, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !0, !noalias !3
  %v62 = getelementptr i8, ptr %v20, i64 216
  %v63 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v62, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !alias.scope !3, !noalias !0
  %v64 = insertelement <8 x float> %v63, float 0.000000e+00, i64 0
  %v65 = getelementptr i8, ptr %v17, i64 264
  store <8 x float> %v64, ptr %v65, align 4, !alias.scope !0, !noalias !3
  %v66 = getelementptr i8, ptr %v21, i64 216
  %v67 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v66, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !alias.scope !3, !noalias !0
  %v68 = insertelement <8 x float> %v67, float 0.000000e+00, i64 2
  %v69 = getelementptr i8, ptr %v18, i64 264
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v68, ptr %v69, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !0, !noalias !3
  %v70 = getelementptr i8, ptr %v20, i64 252
  %v71 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v70, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !alias.scope !3, !noalias !0
  %v72 = insertelement <8 x float> %v71, float 0.000000e+00, i64 0
  %v73 = getelementptr i8, ptr %v17, i64 308
  store <8 x float> %v72, ptr %v73, align 4, !alias.scope !0, !noalias !3
  %v74 = getelementptr i8, ptr %v21, i64 252
  %v75 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v74, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !alias.scope !3, !noalias !0
  %v76 = insertelement <8 x float> %v75, float 0.000000e+00, i64 2
  %v77 = getelementptr i8, ptr %v18, i64 308
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v76, ptr %v77, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !0, !noalias !3
  %v78 = getelementptr i8, ptr %v20, i64 288
  %v79 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v78, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !alias.scope !3, !noalias !0
  %v80 = insertelement <8 x float> %v79, float 0.000000e+00, i64 0
  %v81 = getelementptr i8, ptr %v17, i64 352
  store <8 x float> %v80, ptr %v81, align 4, !alias.scope !0, !noalias !3
  %v82 = getelementptr i8, ptr %v21, i64 288
  %v83 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v82, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !alias.scope !3, !noalias !0
  %v84 = insertelement <8 x float> %v83, float 0.000000e+00, i64 2
  %v85 = getelementptr i8, ptr %v18, i64 352
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v84, ptr %v85, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !0, !noalias !3
  %v86 = getelementptr i8, ptr %v20, i64 324
  %v87 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v86, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !alias.scope !3, !noalias !0
  %v88 = insertelement <8 x float> %v87, float 0.000000e+00, i64 0
  %v89 = getelementptr i8, ptr %v17, i64 396
  store <8 x float> %v88, ptr %v89, align 4, !alias.scope !0, !noalias !3
  %v90 = getelementptr i8, ptr %v21, i64 324
  %v91 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v90, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !alias.scope !3, !noalias !0
  %v92 = insertelement <8 x float> %v91, float 0.000000e+00, i64 2
  %v93 = getelementptr i8, ptr %v18, i64 396
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v92, ptr %v93, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !0, !noalias !3
  %v94 = getelementptr i8, ptr %v17, i64 440
  store <8 x float> zeroinitializer, ptr %v94, align 4, !alias.scope !0, !noalias !3
  %v95 = getelementptr i8, ptr %v18, i64 440
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>, ptr %v95, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !0, !noalias !3
  %v15 = add nuw nsw i64 %v14, 1
  %v96 = icmp eq i64 %v15, %v2
  br i1 %v96, label %v9, label %v13

v9: ; preds = %v13, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr nocapture, i32 immarg, <8 x i1>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x float>) #3

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel1(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  %v7 = getelementptr inbounds i8, ptr %v0, i64 16
  %v8 = load ptr, ptr %v7, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  %v9 = icmp slt i64 %v1, %v2
  br i1 %v9, label %v10, label %v11

v10:                               ; preds = %v3
  %v12 = getelementptr i8, ptr %v4, i64 32
  br label %v13

v13:                                         ; preds = %v10, %v14
  %v15 = phi <8 x float> [ %v16, %v14 ], [ undef, %v10 ]
  %v17 = phi <8 x float> [ %v18, %v14 ], [ undef, %v10 ]
  %v19 = phi <8 x float> [ %v20, %v14 ], [ undef, %v10 ]
  %v21 = phi <8 x float> [ %v22, %v14 ], [ undef, %v10 ]
  %v23 = phi <8 x float> [ %v24, %v14 ], [ undef, %v10 ]
  %v25 = phi <8 x float> [ %v26, %v14 ], [ undef, %v10 ]
  %v27 = phi i64 [ %v28, %v14 ], [ %v1, %v10 ]
  %v29 = mul i64 %v27, 44
  %v30 = getelementptr i8, ptr %v12, i64 %v29
  %v31 = mul i64 %v27, 36
  %v32 = getelementptr i8, ptr %v8, i64 %v31
  %v33 = getelementptr i8, ptr %v32, i64 32
  %v34 = getelementptr i8, ptr %v32, i64 356
  %v35 = getelementptr i8, ptr %v32, i64 680
  %v36 = getelementptr i8, ptr %v32, i64 1004
  %v37 = getelementptr i8, ptr %v32, i64 1328
  %v38 = getelementptr i8, ptr %v32, i64 1652
  %v39 = getelementptr i8, ptr %v4, i64 %v29
  %v40 = getelementptr i8, ptr %v32, i64 324
  %v41 = getelementptr i8, ptr %v32, i64 648
  %v42 = getelementptr i8, ptr %v32, i64 972
  %v43 = getelementptr i8, ptr %v32, i64 1296
  %v44 = getelementptr i8, ptr %v32, i64 1620
  br label %v45

v45:                                   ; preds = %v46, %v13
  %v47 = phi <8 x float> [ %v15, %v13 ], [ %v16, %v46 ]
  %v48 = phi <8 x float> [ %v17, %v13 ], [ %v18, %v46 ]
  %v49 = phi <8 x float> [ %v19, %v13 ], [ %v20, %v46 ]
  %v50 = phi <8 x float> [ %v21, %v13 ], [ %v22, %v46 ]
  %v51 = phi <8 x float> [ %v23, %v13 ], [ %v24, %v46 ]
  %v52 = phi <8 x float> [ %v25, %v13 ], [ %v26, %v46 ]
  %v53 = phi i1 [ true, %v13 ], [ false, %v46 ]
  br i1 %v53, label %v54, label %v55

v14:                                   ; preds = %v46
  %v28 = add nuw nsw i64 %v27, 1
  %v56 = icmp eq i64 %v28, %v2
  br i1 %v56, label %v11, label %v13

v46:                                        ; preds = %v57, %v58
  %v16 = phi <8 x float> [ %v47, %v58 ], [ %v59, %v57 ]
  %v18 = phi <8 x float> [ %v48, %v58 ], [ %v60, %v57 ]
  %v20 = phi <8 x float> [ %v49, %v58 ], [ %v61, %v57 ]
  %v22 = phi <8 x float> [ %v50, %v58 ], [ %v62, %v57 ]
  %v24 = phi <8 x float> [ %v51, %v58 ], [ %v63, %v57 ]
  %v26 = phi <8 x float> [ %v52, %v58 ], [ %v64, %v57 ]
  br i1 %v53, label %v45, label %v14

v55:                                        ; preds = %v45
  %v65 = insertelement <8 x float> %v52, float 0.000000e+00, i64 0
  %v66 = insertelement <8 x float> %v51, float 0.000000e+00, i64 0
  %v67 = insertelement <8 x float> %v50, float 0.000000e+00, i64 0
  %v68 = insertelement <8 x float> %v49, float 0.000000e+00, i64 0
  %v69 = insertelement <8 x float> %v48, float 0.000000e+00, i64 0
  %v70 = insertelement <8 x float> %v47, float 0.000000e+00, i64 0
  br label %v71

v54:                                        ; preds = %v45, %v54
  %v72 = phi <8 x float> [ %v73, %v54 ], [ zeroinitializer, %v45 ]
  %v74 = phi <8 x float> [ %v75, %v54 ], [ zeroinitializer, %v45 ]
  %v76 = phi <8 x float> [ %v77, %v54 ], [ zeroinitializer, %v45 ]
  %v78 = phi <8 x float> [ %v79, %v54 ], [ zeroinitializer, %v45 ]
  %v80 = phi <8 x float> [ %v81, %v54 ], [ zeroinitializer, %v45 ]
  %v82 = phi <8 x float> [ %v83, %v54 ], [ zeroinitializer, %v45 ]
  %v84 = phi i64 [ %v85, %v54 ], [ 0, %v45 ]
  %v86 = mul nuw nsw i64 %v84, 484
  %v87 = getelementptr i8, ptr %v39, i64 %v86
  %v88 = mul nuw nsw i64 %v84, 36
  %v89 = getelementptr inbounds i8, ptr %v6, i64 %v88
  %v90 = load <8 x float>, ptr %v87, align 4, !alias.scope !5, !noalias !12
  %v91 = load float, ptr %v89, align 4, !alias.scope !8, !noalias !13
  %v92 = insertelement <8 x float> poison, float %v91, i64 0
  %v93 = shufflevector <8 x float> %v92, <8 x float> poison, <8 x i32> zeroinitializer
  %v94 = fmul contract <8 x float> %v90, %v93
  %v95 = fadd contract <8 x float> %v82, %v94
  %v96 = getelementptr inbounds i8, ptr %v89, i64 144
  %v97 = load float, ptr %v96, align 4, !alias.scope !8, !noalias !13
  %v98 = insertelement <8 x float> poison, float %v97, i64 0
  %v99 = shufflevector <8 x float> %v98, <8 x float> poison, <8 x i32> zeroinitializer
  %v100 = fmul contract <8 x float> %v90, %v99
  %v101 = fadd contract <8 x float> %v80, %v100
  %v102 = getelementptr inbounds i8, ptr %v89, i64 288
  %v103 = load float, ptr %v102, align 4, !alias.scope !8, !noalias !13
  %v104 = insertelement <8 x float> poison, float %v103, i64 0
  %v105 = shufflevector <8 x float> %v104, <8 x float> poison, <8 x i32> zeroinitializer
  %v106 = fmul contract <8 x float> %v90, %v105
  %v107 = fadd contract <8 x float> %v78, %v106
  %v108 = getelementptr inbounds i8, ptr %v89, i64 432
  %v109 = load float, ptr %v108, align 4, !alias.scope !8, !noalias !13
  %v110 = insertelement <8 x float> poison, float %v109, i64 0
  %v111 = shufflevector <8 x float> %v110, <8 x float> poison, <8 x i32> zeroinitializer
  %v112 = fmul contract <8 x float> %v90, %v111
  %v113 = fadd contract <8 x float> %v76, %v112
  %v114 = getelementptr inbounds i8, ptr %v89, i64 576
  %v115 = load float, ptr %v114, align 4, !alias.scope !8, !noalias !13
  %v116 = insertelement <8 x float> poison, float %v115, i64 0
  %v117 = shufflevector <8 x float> %v116, <8 x float> poison, <8 x i32> zeroinitializer
  %v118 = fmul contract <8 x float> %v90, %v117
  %v119 = fadd contract <8 x float> %v74, %v118
  %v120 = getelementptr inbounds i8, ptr %v89, i64 720
  %v121 = load float, ptr %v120, align 4, !alias.scope !8, !noalias !13
  %v122 = insertelement <8 x float> poison, float %v121, i64 0
  %v123 = shufflevector <8 x float> %v122, <8 x float> poison, <8 x i32> zeroinitializer
  %v124 = fmul contract <8 x float> %v90, %v123
  %v125 = fadd contract <8 x float> %v72, %v124
  %v126 = getelementptr i8, ptr %v87, i64 4
  %v127 = load <8 x float>, ptr %v126, align 4, !alias.scope !5, !noalias !12
  %v128 = getelementptr inbounds i8, ptr %v89, i64 4
  %v129 = load float, ptr %v128, align 4, !alias.scope !8, !noalias !13
  %v130 = insertelement <8 x float> poison, float %v129, i64 0
  %v131 = shufflevector <8 x float> %v130, <8 x float> poison, <8 x i32> zeroinitializer
  %v132 = fmul contract <8 x float> %v127, %v131
  %v133 = fadd contract <8 x float> %v95, %v132
  %v134 = getelementptr inbounds i8, ptr %v89, i64 148
  %v135 = load float, ptr %v134, align 4, !alias.scope !8, !noalias !13
  %v136 = insertelement <8 x float> poison, float %v135, i64 0
  %v137 = shufflevector <8 x float> %v136, <8 x float> poison, <8 x i32> zeroinitializer
  %v138 = fmul contract <8 x float> %v127, %v137
  %v139 = fadd contract <8 x float> %v101, %v138
  %v140 = getelementptr inbounds i8, ptr %v89, i64 292
  %v141 = load float, ptr %v140, align 4, !alias.scope !8, !noalias !13
  %v142 = insertelement <8 x float> poison, float %v141, i64 0
  %v143 = shufflevector <8 x float> %v142, <8 x float> poison, <8 x i32> zeroinitializer
  %v144 = fmul contract <8 x float> %v127, %v143
  %v145 = fadd contract <8 x float> %v107, %v144
  %v146 = getelementptr inbounds i8, ptr %v89, i64 436
  %v147 = load float, ptr %v146, align 4, !alias.scope !8, !noalias !13
  %v148 = insertelement <8 x float> poison, float %v147, i64 0
  %v149 = shufflevector <8 x float> %v148, <8 x float> poison, <8 x i32> zeroinitializer
  %v150 = fmul contract <8 x float> %v127, %v149
  %v151 = fadd contract <8 x float> %v113, %v150
  %v152 = getelementptr inbounds i8, ptr %v89, i64 580
  %v153 = load float, ptr %v152, align 4, !alias.scope !8, !noalias !13
  %v154 = insertelement <8 x float> poison, float %v153, i64 0
  %v155 = shufflevector <8 x float> %v154, <8 x float> poison, <8 x i32> zeroinitializer
  %v156 = fmul contract <8 x float> %v127, %v155
  %v157 = fadd contract <8 x float> %v119, %v156
  %v158 = getelementptr inbounds i8, ptr %v89, i64 724
  %v159 = load float, ptr %v158, align 4, !alias.scope !8, !noalias !13
  %v160 = insertelement <8 x float> poison, float %v159, i64 0
  %v161 = shufflevector <8 x float> %v160, <8 x float> poison, <8 x i32> zeroinitializer
  %v162 = fmul contract <8 x float> %v127, %v161
  %v163 = fadd contract <8 x float> %v125, %v162
  %v164 = getelementptr i8, ptr %v87, i64 8
  %v165 = load <8 x float>, ptr %v164, align 4, !alias.scope !5, !noalias !12
  %v166 = getelementptr inbounds i8, ptr %v89, i64 8
  %v167 = load float, ptr %v166, align 4, !alias.scope !8, !noalias !13
  %v168 = insertelement <8 x float> poison, float %v167, i64 0
  %v169 = shufflevector <8 x float> %v168, <8 x float> poison, <8 x i32> zeroinitializer
  %v170 = fmul contract <8 x float> %v165, %v169
  %v171 = fadd contract <8 x float> %v133, %v170
  %v172 = getelementptr inbounds i8, ptr %v89, i64 152
  %v173 = load float, ptr %v172, align 4, !alias.scope !8, !noalias !13
  %v174 = insertelement <8 x float> poison, float %v173, i64 0
  %v175 = shufflevector <8 x float> %v174, <8 x float> poison, <8 x i32> zeroinitializer
  %v176 = fmul contract <8 x float> %v165, %v175
  %v177 = fadd contract <8 x float> %v139, %v176
  %v178 = getelementptr inbounds i8, ptr %v89, i64 296
  %v179 = load float, ptr %v178, align 4, !alias.scope !8, !noalias !13
  %v180 = insertelement <8 x float> poison, float %v179, i64 0
  %v181 = shufflevector <8 x float> %v180, <8 x float> poison, <8 x i32> zeroinitializer
  %v182 = fmul contract <8 x float> %v165, %v181
  %v183 = fadd contract <8 x float> %v145, %v182
  %v184 = getelementptr inbounds i8, ptr %v89, i64 440
  %v185 = load float, ptr %v184, align 4, !alias.scope !8, !noalias !13
  %v186 = insertelement <8 x float> poison, float %v185, i64 0
  %v187 = shufflevector <8 x float> %v186, <8 x float> poison, <8 x i32> zeroinitializer
  %v188 = fmul contract <8 x float> %v165, %v187
  %v189 = fadd contract <8 x float> %v151, %v188
  %v190 = getelementptr inbounds i8, ptr %v89, i64 584
  %v191 = load float, ptr %v190, align 4, !alias.scope !8, !noalias !13
  %v192 = insertelement <8 x float> poison, float %v191, i64 0
  %v193 = shufflevector <8 x float> %v192, <8 x float> poison, <8 x i32> zeroinitializer
  %v194 = fmul contract <8 x float> %v165, %v193
  %v195 = fadd contract <8 x float> %v157, %v194
  %v196 = getelementptr inbounds i8, ptr %v89, i64 728
  %v197 = load float, ptr %v196, align 4, !alias.scope !8, !noalias !13
  %v198 = insertelement <8 x float> poison, float %v197, i64 0
  %v199 = shufflevector <8 x float> %v198, <8 x float> poison, <8 x i32> zeroinitializer
  %v200 = fmul contract <8 x float> %v165, %v199
  %v201 = fadd contract <8 x float> %v163, %v200
  %v202 = getelementptr i8, ptr %v87, i64 44
  %v203 = getelementptr inbounds i8, ptr %v89, i64 12
  %v204 = load <8 x float>, ptr %v202, align 4, !alias.scope !5, !noalias !12
  %v205 = load float, ptr %v203, align 4, !alias.scope !8, !noalias !13
  %v206 = insertelement <8 x float> poison, float %v205, i64 0
  %v207 = shufflevector <8 x float> %v206, <8 x float> poison, <8 x i32> zeroinitializer
  %v208 = fmul contract <8 x float> %v204, %v207
  %v209 = fadd contract <8 x float> %v171, %v208
  %v210 = getelementptr inbounds i8, ptr %v89, i64 156
  %v211 = load float, ptr %v210, align 4, !alias.scope !8, !noalias !13
  %v212 = insertelement <8 x float> poison, float %v211, i64 0
  %v213 = shufflevector <8 x float> %v212, <8 x float> poison, <8 x i32> zeroinitializer
  %v214 = fmul contract <8 x float> %v204, %v213
  %v215 = fadd contract <8 x float> %v177, %v214
  %v216 = getelementptr inbounds i8, ptr %v89, i64 300
  %v217 = load float, ptr %v216, align 4, !alias.scope !8, !noalias !13
  %v218 = insertelement <8 x float> poison, float %v217, i64 0
  %v219 = shufflevector <8 x float> %v218, <8 x float> poison, <8 x i32> zeroinitializer
  %v220 = fmul contract <8 x float> %v204, %v219
  %v221 = fadd contract <8 x float> %v183, %v220
  %v222 = getelementptr inbounds i8, ptr %v89, i64 444
  %v223 = load float, ptr %v222, align 4, !alias.scope !8, !noalias !13
  %v224 = insertelement <8 x float> poison, float %v223, i64 0
  %v225 = shufflevector <8 x float> %v224, <8 x float> poison, <8 x i32> zeroinitializer
  %v226 = fmul contract <8 x float> %v204, %v225
  %v227 = fadd contract <8 x float> %v189, %v226
  %v228 = getelementptr inbounds i8, ptr %v89, i64 588
  %v229 = load float, ptr %v228, align 4, !alias.scope !8, !noalias !13
  %v230 = insertelement <8 x float> poison, float %v229, i64 0
  %v231 = shufflevector <8 x float> %v230, <8 x float> poison, <8 x i32> zeroinitializer
  %v232 = fmul contract <8 x float> %v204, %v231
  %v233 = fadd contract <8 x float> %v195, %v232
  %v234 = getelementptr inbounds i8, ptr %v89, i64 732
  %v235 = load float, ptr %v234, align 4, !alias.scope !8, !noalias !13
  %v236 = insertelement <8 x float> poison, float %v235, i64 0
  %v237 = shufflevector <8 x float> %v236, <8 x float> poison, <8 x i32> zeroinitializer
  %v238 = fmul contract <8 x float> %v204, %v237
  %v239 = fadd contract <8 x float> %v201, %v238
  %v240 = getelementptr i8, ptr %v87, i64 48
  %v241 = load <8 x float>, ptr %v240, align 4, !alias.scope !5, !noalias !12
  %v242 = getelementptr inbounds i8, ptr %v89, i64 16
  %v243 = load float, ptr %v242, align 4, !alias.scope !8, !noalias !13
  %v244 = insertelement <8 x float> poison, float %v243, i64 0
  %v245 = shufflevector <8 x float> %v244, <8 x float> poison, <8 x i32> zeroinitializer
  %v246 = fmul contract <8 x float> %v241, %v245
  %v247 = fadd contract <8 x float> %v209, %v246
  %v248 = getelementptr inbounds i8, ptr %v89, i64 160
  %v249 = load float, ptr %v248, align 4, !alias.scope !8, !noalias !13
  %v250 = insertelement <8 x float> poison, float %v249, i64 0
  %v251 = shufflevector <8 x float> %v250, <8 x float> poison, <8 x i32> zeroinitializer
  %v252 = fmul contract <8 x float> %v241, %v251
  %v253 = fadd contract <8 x float> %v215, %v252
  %v254 = getelementptr inbounds i8, ptr %v89, i64 304
  %v255 = load float, ptr %v254, align 4, !alias.scope !8, !noalias !13
  %v256 = insertelement <8 x float> poison, float %v255, i64 0
  %v257 = shufflevector <8 x float> %v256, <8 x float> poison, <8 x i32> zeroinitializer
  %v258 = fmul contract <8 x float> %v241, %v257
  %v259 = fadd contract <8 x float> %v221, %v258
  %v260 = getelementptr inbounds i8, ptr %v89, i64 448
  %v261 = load float, ptr %v260, align 4, !alias.scope !8, !noalias !13
  %v262 = insertelement <8 x float> poison, float %v261, i64 0
  %v263 = shufflevector <8 x float> %v262, <8 x float> poison, <8 x i32> zeroinitializer
  %v264 = fmul contract <8 x float> %v241, %v263
  %v265 = fadd contract <8 x float> %v227, %v264
  %v266 = getelementptr inbounds i8, ptr %v89, i64 592
  %v267 = load float, ptr %v266, align 4, !alias.scope !8, !noalias !13
  %v268 = insertelement <8 x float> poison, float %v267, i64 0
  %v269 = shufflevector <8 x float> %v268, <8 x float> poison, <8 x i32> zeroinitializer
  %v270 = fmul contract <8 x float> %v241, %v269
  %v271 = fadd contract <8 x float> %v233, %v270
  %v272 = getelementptr inbounds i8, ptr %v89, i64 736
  %v273 = load float, ptr %v272, align 4, !alias.scope !8, !noalias !13
  %v274 = insertelement <8 x float> poison, float %v273, i64 0
  %v275 = shufflevector <8 x float> %v274, <8 x float> poison, <8 x i32> zeroinitializer
  %v276 = fmul contract <8 x float> %v241, %v275
  %v277 = fadd contract <8 x float> %v239, %v276
  %v278 = getelementptr i8, ptr %v87, i64 52
  %v279 = load <8 x float>, ptr %v278, align 4, !alias.scope !5, !noalias !12
  %v280 = getelementptr inbounds i8, ptr %v89, i64 20
  %v281 = load float, ptr %v280, align 4, !alias.scope !8, !noalias !13
  %v282 = insertelement <8 x float> poison, float %v281, i64 0
  %v283 = shufflevector <8 x float> %v282, <8 x float> poison, <8 x i32> zeroinitializer
  %v284 = fmul contract <8 x float> %v279, %v283
  %v285 = fadd contract <8 x float> %v247, %v284
  %v286 = getelementptr inbounds i8, ptr %v89, i64 164
  %v287 = load float, ptr %v286, align 4, !alias.scope !8, !noalias !13
  %v288 = insertelement <8 x float> poison, float %v287, i64 0
  %v289 = shufflevector <8 x float> %v288, <8 x float> poison, <8 x i32> zeroinitializer
  %v290 = fmul contract <8 x float> %v279, %v289
  %v291 = fadd contract <8 x float> %v253, %v290
  %v292 = getelementptr inbounds i8, ptr %v89, i64 308
  %v293 = load float, ptr %v292, align 4, !alias.scope !8, !noalias !13
  %v294 = insertelement <8 x float> poison, float %v293, i64 0
  %v295 = shufflevector <8 x float> %v294, <8 x float> poison, <8 x i32> zeroinitializer
  %v296 = fmul contract <8 x float> %v279, %v295
  %v297 = fadd contract <8 x float> %v259, %v296
  %v298 = getelementptr inbounds i8, ptr %v89, i64 452
  %v299 = load float, ptr %v298, align 4, !alias.scope !8, !noalias !13
  %v300 = insertelement <8 x float> poison, float %v299, i64 0
  %v301 = shufflevector <8 x float> %v300, <8 x float> poison, <8 x i32> zeroinitializer
  %v302 = fmul contract <8 x float> %v279, %v301
  %v303 = fadd contract <8 x float> %v265, %v302
  %v304 = getelementptr inbounds i8, ptr %v89, i64 596
  %v305 = load float, ptr %v304, align 4, !alias.scope !8, !noalias !13
  %v306 = insertelement <8 x float> poison, float %v305, i64 0
  %v307 = shufflevector <8 x float> %v306, <8 x float> poison, <8 x i32> zeroinitializer
  %v308 = fmul contract <8 x float> %v279, %v307
  %v309 = fadd contract <8 x float> %v271, %v308
  %v310 = getelementptr inbounds i8, ptr %v89, i64 740
  %v311 = load float, ptr %v310, align 4, !alias.scope !8, !noalias !13
  %v312 = insertelement <8 x float> poison, float %v311, i64 0
  %v313 = shufflevector <8 x float> %v312, <8 x float> poison, <8 x i32> zeroinitializer
  %v314 = fmul contract <8 x float> %v279, %v313
  %v315 = fadd contract <8 x float> %v277, %v314
  %v316 = getelementptr i8, ptr %v87, i64 88
  %v317 = getelementptr inbounds i8, ptr %v89, i64 24
  %v318 = load <8 x float>, ptr %v316, align 4, !alias.scope !5, !noalias !12
  %v319 = load float, ptr %v317, align 4, !alias.scope !8, !noalias !13
  %v320 = insertelement <8 x float> poison, float %v319, i64 0
  %v321 = shufflevector <8 x float> %v320, <8 x float> poison, <8 x i32> zeroinitializer
  %v322 = fmul contract <8 x float> %v318, %v321
  %v323 = fadd contract <8 x float> %v285, %v322
  %v324 = getelementptr inbounds i8, ptr %v89, i64 168
  %v325 = load float, ptr %v324, align 4, !alias.scope !8, !noalias !13
  %v326 = insertelement <8 x float> poison, float %v325, i64 0
  %v327 = shufflevector <8 x float> %v326, <8 x float> poison, <8 x i32> zeroinitializer
  %v328 = fmul contract <8 x float> %v318, %v327
  %v329 = fadd contract <8 x float> %v291, %v328
  %v330 = getelementptr inbounds i8, ptr %v89, i64 312
  %v331 = load float, ptr %v330, align 4, !alias.scope !8, !noalias !13
  %v332 = insertelement <8 x float> poison, float %v331, i64 0
  %v333 = shufflevector <8 x float> %v332, <8 x float> poison, <8 x i32> zeroinitializer
  %v334 = fmul contract <8 x float> %v318, %v333
  %v335 = fadd contract <8 x float> %v297, %v334
  %v336 = getelementptr inbounds i8, ptr %v89, i64 456
  %v337 = load float, ptr %v336, align 4, !alias.scope !8, !noalias !13
  %v338 = insertelement <8 x float> poison, float %v337, i64 0
  %v339 = shufflevector <8 x float> %v338, <8 x float> poison, <8 x i32> zeroinitializer
  %v340 = fmul contract <8 x float> %v318, %v339
  %v341 = fadd contract <8 x float> %v303, %v340
  %v342 = getelementptr inbounds i8, ptr %v89, i64 600
  %v343 = load float, ptr %v342, align 4, !alias.scope !8, !noalias !13
  %v344 = insertelement <8 x float> poison, float %v343, i64 0
  %v345 = shufflevector <8 x float> %v344, <8 x float> poison, <8 x i32> zeroinitializer
  %v346 = fmul contract <8 x float> %v318, %v345
  %v347 = fadd contract <8 x float> %v309, %v346
  %v348 = getelementptr inbounds i8, ptr %v89, i64 744
  %v349 = load float, ptr %v348, align 4, !alias.scope !8, !noalias !13
  %v350 = insertelement <8 x float> poison, float %v349, i64 0
  %v351 = shufflevector <8 x float> %v350, <8 x float> poison, <8 x i32> zeroinitializer
  %v352 = fmul contract <8 x float> %v318, %v351
  %v353 = fadd contract <8 x float> %v315, %v352
  %v354 = getelementptr i8, ptr %v87, i64 92
  %v355 = load <8 x float>, ptr %v354, align 4, !alias.scope !5, !noalias !12
  %v356 = getelementptr inbounds i8, ptr %v89, i64 28
  %v357 = load float, ptr %v356, align 4, !alias.scope !8, !noalias !13
  %v358 = insertelement <8 x float> poison, float %v357, i64 0
  %v359 = shufflevector <8 x float> %v358, <8 x float> poison, <8 x i32> zeroinitializer
  %v360 = fmul contract <8 x float> %v355, %v359
  %v361 = fadd contract <8 x float> %v323, %v360
  %v362 = getelementptr inbounds i8, ptr %v89, i64 172
  %v363 = load float, ptr %v362, align 4, !alias.scope !8, !noalias !13
  %v364 = insertelement <8 x float> poison, float %v363, i64 0
  %v365 = shufflevector <8 x float> %v364, <8 x float> poison, <8 x i32> zeroinitializer
  %v366 = fmul contract <8 x float> %v355, %v365
  %v367 = fadd contract <8 x float> %v329, %v366
  %v368 = getelementptr inbounds i8, ptr %v89, i64 316
  %v369 = load float, ptr %v368, align 4, !alias.scope !8, !noalias !13
  %v370 = insertelement <8 x float> poison, float %v369, i64 0
  %v371 = shufflevector <8 x float> %v370, <8 x float> poison, <8 x i32> zeroinitializer
  %v372 = fmul contract <8 x float> %v355, %v371
  %v373 = fadd contract <8 x float> %v335, %v372
  %v374 = getelementptr inbounds i8, ptr %v89, i64 460
  %v375 = load float, ptr %v374, align 4, !alias.scope !8, !noalias !13
  %v376 = insertelement <8 x float> poison, float %v375, i64 0
  %v377 = shufflevector <8 x float> %v376, <8 x float> poison, <8 x i32> zeroinitializer
  %v378 = fmul contract <8 x float> %v355, %v377
  %v379 = fadd contract <8 x float> %v341, %v378
  %v380 = getelementptr inbounds i8, ptr %v89, i64 604
  %v381 = load float, ptr %v380, align 4, !alias.scope !8, !noalias !13
  %v382 = insertelement <8 x float> poison, float %v381, i64 0
  %v383 = shufflevector <8 x float> %v382, <8 x float> poison, <8 x i32> zeroinitializer
  %v384 = fmul contract <8 x float> %v355, %v383
  %v385 = fadd contract <8 x float> %v347, %v384
  %v386 = getelementptr inbounds i8, ptr %v89, i64 748
  %v387 = load float, ptr %v386, align 4, !alias.scope !8, !noalias !13
  %v388 = insertelement <8 x float> poison, float %v387, i64 0
  %v389 = shufflevector <8 x float> %v388, <8 x float> poison, <8 x i32> zeroinitializer
  %v390 = fmul contract <8 x float> %v355, %v389
  %v391 = fadd contract <8 x float> %v353, %v390
  %v392 = getelementptr i8, ptr %v87, i64 96
  %v393 = load <8 x float>, ptr %v392, align 4, !alias.scope !5, !noalias !12
  %v394 = getelementptr inbounds i8, ptr %v89, i64 32
  %v395 = load float, ptr %v394, align 4, !alias.scope !8, !noalias !13
  %v396 = insertelement <8 x float> poison, float %v395, i64 0
  %v397 = shufflevector <8 x float> %v396, <8 x float> poison, <8 x i32> zeroinitializer
  %v398 = fmul contract <8 x float> %v393, %v397
  %v83 = fadd contract <8 x float> %v361, %v398
  %v399 = getelementptr inbounds i8, ptr %v89, i64 176
  %v400 = load float, ptr %v399, align 4, !alias.scope !8, !noalias !13
  %v401 = insertelement <8 x float> poison, float %v400, i64 0
  %v402 = shufflevector <8 x float> %v401, <8 x float> poison, <8 x i32> zeroinitializer
  %v403 = fmul contract <8 x float> %v393, %v402
  %v81 = fadd contract <8 x float> %v367, %v403
  %v404 = getelementptr inbounds i8, ptr %v89, i64 320
  %v405 = load float, ptr %v404, align 4, !alias.scope !8, !noalias !13
  %v406 = insertelement <8 x float> poison, float %v405, i64 0
  %v407 = shufflevector <8 x float> %v406, <8 x float> poison, <8 x i32> zeroinitializer
  %v408 = fmul contract <8 x float> %v393, %v407
  %v79 = fadd contract <8 x float> %v373, %v408
  %v409 = getelementptr inbounds i8, ptr %v89, i64 464
  %v410 = load float, ptr %v409, align 4, !alias.scope !8, !noalias !13
  %v411 = insertelement <8 x float> poison, float %v410, i64 0
  %v412 = shufflevector <8 x float> %v411, <8 x float> poison, <8 x i32> zeroinitializer
  %v413 = fmul contract <8 x float> %v393, %v412
  %v77 = fadd contract <8 x float> %v379, %v413
  %v414 = getelementptr inbounds i8, ptr %v89, i64 608
  %v415 = load float, ptr %v414, align 4, !alias.scope !8, !noalias !13
  %v416 = insertelement <8 x float> poison, float %v415, i64 0
  %v417 = shufflevector <8 x float> %v416, <8 x float> poison, <8 x i32> zeroinitializer
  %v418 = fmul contract <8 x float> %v393, %v417
  %v75 = fadd contract <8 x float> %v385, %v418
  %v419 = getelementptr inbounds i8, ptr %v89, i64 752
  %v420 = load float, ptr %v419, align 4, !alias.scope !8, !noalias !13
  %v421 = insertelement <8 x float> poison, float %v420, i64 0
  %v422 = shufflevector <8 x float> %v421, <8 x float> poison, <8 x i32> zeroinitializer
  %v423 = fmul contract <8 x float> %v393, %v422
  %v73 = fadd contract <8 x float> %v391, %v423
  %v85 = add nuw nsw i64 %v84, 1
  %v424 = icmp eq i64 %v85, 4
  br i1 %v424, label %v58, label %v54

v58:                                        ; preds = %v54
  store <8 x float> %v83, ptr %v32, align 4, !alias.scope !10, !noalias !14
  store <8 x float> %v81, ptr %v40, align 4, !alias.scope !10, !noalias !14
  store <8 x float> %v79, ptr %v41, align 4, !alias.scope !10, !noalias !14
  store <8 x float> %v77, ptr %v42, align 4, !alias.scope !10, !noalias !14
  store <8 x float> %v75, ptr %v43, align 4, !alias.scope !10, !noalias !14
  store <8 x float> %v73, ptr %v44, align 4, !alias.scope !10, !noalias !14
  br label %v46

v71:                                      ; preds = %v71, %v55
  %v425 = phi <8 x float> [ %v70, %v55 ], [ %v59, %v71 ]
  %v426 = phi <8 x float> [ %v69, %v55 ], [ %v60, %v71 ]
  %v427 = phi <8 x float> [ %v68, %v55 ], [ %v61, %v71 ]
  %v428 = phi <8 x float> [ %v67, %v55 ], [ %v62, %v71 ]
  %v429 = phi <8 x float> [ %v66, %v55 ], [ %v63, %v71 ]
  %v430 = phi <8 x float> [ %v65, %v55 ], [ %v64, %v71 ]
  %v431 = phi i64 [ 0, %v55 ], [ %v432, %v71 ]
  %v433 = mul nuw nsw i64 %v431, 484
  %v434 = getelementptr i8, ptr %v30, i64 %v433
  %v435 = mul nuw nsw i64 %v431, 36
  %v436 = getelementptr i8, ptr %v6, i64 %v435
  %v437 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v434, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !alias.scope !5, !noalias !12
  %v438 = load float, ptr %v436, align 4, !alias.scope !8, !noalias !13
  %v439 = insertelement <8 x float> poison, float %v438, i64 0
  %v440 = fmul contract <8 x float> %v437, %v439
  %v441 = fadd contract <8 x float> %v430, %v440
  %v442 = shufflevector <8 x float> %v441, <8 x float> %v430, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v443 = getelementptr i8, ptr %v436, i64 144
  %v444 = load float, ptr %v443, align 4, !alias.scope !8, !noalias !13
  %v445 = insertelement <8 x float> poison, float %v444, i64 0
  %v446 = fmul contract <8 x float> %v437, %v445
  %v447 = fadd contract <8 x float> %v429, %v446
  %v448 = shufflevector <8 x float> %v447, <8 x float> %v429, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v449 = getelementptr i8, ptr %v436, i64 288
  %v450 = load float, ptr %v449, align 4, !alias.scope !8, !noalias !13
  %v451 = insertelement <8 x float> poison, float %v450, i64 0
  %v452 = fmul contract <8 x float> %v437, %v451
  %v453 = fadd contract <8 x float> %v428, %v452
  %v454 = shufflevector <8 x float> %v453, <8 x float> %v428, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v455 = getelementptr i8, ptr %v436, i64 432
  %v456 = load float, ptr %v455, align 4, !alias.scope !8, !noalias !13
  %v457 = insertelement <8 x float> poison, float %v456, i64 0
  %v458 = fmul contract <8 x float> %v437, %v457
  %v459 = fadd contract <8 x float> %v427, %v458
  %v460 = shufflevector <8 x float> %v459, <8 x float> %v427, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v461 = getelementptr i8, ptr %v436, i64 576
  %v462 = load float, ptr %v461, align 4, !alias.scope !8, !noalias !13
  %v463 = insertelement <8 x float> poison, float %v462, i64 0
  %v464 = fmul contract <8 x float> %v437, %v463
  %v465 = fadd contract <8 x float> %v426, %v464
  %v466 = shufflevector <8 x float> %v465, <8 x float> %v426, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v467 = getelementptr i8, ptr %v436, i64 720
  %v468 = load float, ptr %v467, align 4, !alias.scope !8, !noalias !13
  %v469 = insertelement <8 x float> poison, float %v468, i64 0
  %v470 = fmul contract <8 x float> %v437, %v469
  %v471 = fadd contract <8 x float> %v425, %v470
  %v472 = shufflevector <8 x float> %v471, <8 x float> %v425, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v473 = getelementptr i8, ptr %v434, i64 4
  %v474 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v473, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !alias.scope !5, !noalias !12
  %v475 = getelementptr i8, ptr %v436, i64 4
  %v476 = load float, ptr %v475, align 4, !alias.scope !8, !noalias !13
  %v477 = insertelement <8 x float> poison, float %v476, i64 0
  %v478 = fmul contract <8 x float> %v474, %v477
  %v479 = fadd contract <8 x float> %v442, %v478
  %v480 = shufflevector <8 x float> %v479, <8 x float> %v442, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v481 = getelementptr i8, ptr %v436, i64 148
  %v482 = load float, ptr %v481, align 4, !alias.scope !8, !noalias !13
  %v483 = insertelement <8 x float> poison, float %v482, i64 0
  %v484 = fmul contract <8 x float> %v474, %v483
  %v485 = fadd contract <8 x float> %v448, %v484
  %v486 = shufflevector <8 x float> %v485, <8 x float> %v448, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v487 = getelementptr i8, ptr %v436, i64 292
  %v488 = load float, ptr %v487, align 4, !alias.scope !8, !noalias !13
  %v489 = insertelement <8 x float> poison, float %v488, i64 0
  %v490 = fmul contract <8 x float> %v474, %v489
  %v491 = fadd contract <8 x float> %v454, %v490
  %v492 = shufflevector <8 x float> %v491, <8 x float> %v454, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v493 = getelementptr i8, ptr %v436, i64 436
  %v494 = load float, ptr %v493, align 4, !alias.scope !8, !noalias !13
  %v495 = insertelement <8 x float> poison, float %v494, i64 0
  %v496 = fmul contract <8 x float> %v474, %v495
  %v497 = fadd contract <8 x float> %v460, %v496
  %v498 = shufflevector <8 x float> %v497, <8 x float> %v460, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v499 = getelementptr i8, ptr %v436, i64 580
  %v500 = load float, ptr %v499, align 4, !alias.scope !8, !noalias !13
  %v501 = insertelement <8 x float> poison, float %v500, i64 0
  %v502 = fmul contract <8 x float> %v474, %v501
  %v503 = fadd contract <8 x float> %v466, %v502
  %v504 = shufflevector <8 x float> %v503, <8 x float> %v466, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v505 = getelementptr i8, ptr %v436, i64 724
  %v506 = load float, ptr %v505, align 4, !alias.scope !8, !noalias !13
  %v507 = insertelement <8 x float> poison, float %v506, i64 0
  %v508 = fmul contract <8 x float> %v474, %v507
  %v509 = fadd contract <8 x float> %v472, %v508
  %v510 = shufflevector <8 x float> %v509, <8 x float> %v472, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v511 = getelementptr i8, ptr %v434, i64 8
  %v512 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v511, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !alias.scope !5, !noalias !12
  %v513 = getelementptr i8, ptr %v436, i64 8
  %v514 = load float, ptr %v513, align 4, !alias.scope !8, !noalias !13
  %v515 = insertelement <8 x float> poison, float %v514, i64 0
  %v516 = fmul contract <8 x float> %v512, %v515
  %v517 = fadd contract <8 x float> %v480, %v516
  %v518 = shufflevector <8 x float> %v517, <8 x float> %v480, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v519 = getelementptr i8, ptr %v436, i64 152
  %v520 = load float, ptr %v519, align 4, !alias.scope !8, !noalias !13
  %v521 = insertelement <8 x float> poison, float %v520, i64 0
  %v522 = fmul contract <8 x float> %v512, %v521
  %v523 = fadd contract <8 x float> %v486, %v522
  %v524 = shufflevector <8 x float> %v523, <8 x float> %v486, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v525 = getelementptr i8, ptr %v436, i64 296
  %v526 = load float, ptr %v525, align 4, !alias.scope !8, !noalias !13
  %v527 = insertelement <8 x float> poison, float %v526, i64 0
  %v528 = fmul contract <8 x float> %v512, %v527
  %v529 = fadd contract <8 x float> %v492, %v528
  %v530 = shufflevector <8 x float> %v529, <8 x float> %v492, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v531 = getelementptr i8, ptr %v436, i64 440
  %v532 = load float, ptr %v531, align 4, !alias.scope !8, !noalias !13
  %v533 = insertelement <8 x float> poison, float %v532, i64 0
  %v534 = fmul contract <8 x float> %v512, %v533
  %v535 = fadd contract <8 x float> %v498, %v534
  %v536 = shufflevector <8 x float> %v535, <8 x float> %v498, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v537 = getelementptr i8, ptr %v436, i64 584
  %v538 = load float, ptr %v537, align 4, !alias.scope !8, !noalias !13
  %v539 = insertelement <8 x float> poison, float %v538, i64 0
  %v540 = fmul contract <8 x float> %v512, %v539
  %v541 = fadd contract <8 x float> %v504, %v540
  %v542 = shufflevector <8 x float> %v541, <8 x float> %v504, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v543 = getelementptr i8, ptr %v436, i64 728
  %v544 = load float, ptr %v543, align 4, !alias.scope !8, !noalias !13
  %v545 = insertelement <8 x float> poison, float %v544, i64 0
  %v546 = fmul contract <8 x float> %v512, %v545
  %v547 = fadd contract <8 x float> %v510, %v546
  %v548 = shufflevector <8 x float> %v547, <8 x float> %v510, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v549 = getelementptr i8, ptr %v434, i64 44
  %v550 = getelementptr i8, ptr %v436, i64 12
  %v551 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v549, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !alias.scope !5, !noalias !12
  %v552 = load float, ptr %v550, align 4, !alias.scope !8, !noalias !13
  %v553 = insertelement <8 x float> poison, float %v552, i64 0
  %v554 = fmul contract <8 x float> %v551, %v553
  %v555 = fadd contract <8 x float> %v518, %v554
  %v556 = shufflevector <8 x float> %v555, <8 x float> %v518, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v557 = getelementptr i8, ptr %v436, i64 156
  %v558 = load float, ptr %v557, align 4, !alias.scope !8, !noalias !13
  %v559 = insertelement <8 x float> poison, float %v558, i64 0
  %v560 = fmul contract <8 x float> %v551, %v559
  %v561 = fadd contract <8 x float> %v524, %v560
  %v562 = shufflevector <8 x float> %v561, <8 x float> %v524, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v563 = getelementptr i8, ptr %v436, i64 300
  %v564 = load float, ptr %v563, align 4, !alias.scope !8, !noalias !13
  %v565 = insertelement <8 x float> poison, float %v564, i64 0
  %v566 = fmul contract <8 x float> %v551, %v565
  %v567 = fadd contract <8 x float> %v530, %v566
  %v568 = shufflevector <8 x float> %v567, <8 x float> %v530, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v569 = getelementptr i8, ptr %v436, i64 444
  %v570 = load float, ptr %v569, align 4, !alias.scope !8, !noalias !13
  %v571 = insertelement <8 x float> poison, float %v570, i64 0
  %v572 = fmul contract <8 x float> %v551, %v571
  %v573 = fadd contract <8 x float> %v536, %v572
  %v574 = shufflevector <8 x float> %v573, <8 x float> %v536, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v575 = getelementptr i8, ptr %v436, i64 588
  %v576 = load float, ptr %v575, align 4, !alias.scope !8, !noalias !13
  %v577 = insertelement <8 x float> poison, float %v576, i64 0
  %v578 = fmul contract <8 x float> %v551, %v577
  %v579 = fadd contract <8 x float> %v542, %v578
  %v580 = shufflevector <8 x float> %v579, <8 x float> %v542, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v581 = getelementptr i8, ptr %v436, i64 732
  %v582 = load float, ptr %v581, align 4, !alias.scope !8, !noalias !13
  %v583 = insertelement <8 x float> poison, float %v582, i64 0
  %v584 = fmul contract <8 x float> %v551, %v583
  %v585 = fadd contract <8 x float> %v548, %v584
  %v586 = shufflevector <8 x float> %v585, <8 x float> %v548, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v587 = getelementptr i8, ptr %v434, i64 48
  %v588 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v587, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !alias.scope !5, !noalias !12
  %v589 = getelementptr i8, ptr %v436, i64 16
  %v590 = load float, ptr %v589, align 4, !alias.scope !8, !noalias !13
  %v591 = insertelement <8 x float> poison, float %v590, i64 0
  %v592 = fmul contract <8 x float> %v588, %v591
  %v593 = fadd contract <8 x float> %v556, %v592
  %v594 = shufflevector <8 x float> %v593, <8 x float> %v556, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v595 = getelementptr i8, ptr %v436, i64 160
  %v596 = load float, ptr %v595, align 4, !alias.scope !8, !noalias !13
  %v597 = insertelement <8 x float> poison, float %v596, i64 0
  %v598 = fmul contract <8 x float> %v588, %v597
  %v599 = fadd contract <8 x float> %v562, %v598
  %v600 = shufflevector <8 x float> %v599, <8 x float> %v562, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v601 = getelementptr i8, ptr %v436, i64 304
  %v602 = load float, ptr %v601, align 4, !alias.scope !8, !noalias !13
  %v603 = insertelement <8 x float> poison, float %v602, i64 0
  %v604 = fmul contract <8 x float> %v588, %v603
  %v605 = fadd contract <8 x float> %v568, %v604
  %v606 = shufflevector <8 x float> %v605, <8 x float> %v568, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v607 = getelementptr i8, ptr %v436, i64 448
  %v608 = load float, ptr %v607, align 4, !alias.scope !8, !noalias !13
  %v609 = insertelement <8 x float> poison, float %v608, i64 0
  %v610 = fmul contract <8 x float> %v588, %v609
  %v611 = fadd contract <8 x float> %v574, %v610
  %v612 = shufflevector <8 x float> %v611, <8 x float> %v574, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v613 = getelementptr i8, ptr %v436, i64 592
  %v614 = load float, ptr %v613, align 4, !alias.scope !8, !noalias !13
  %v615 = insertelement <8 x float> poison, float %v614, i64 0
  %v616 = fmul contract <8 x float> %v588, %v615
  %v617 = fadd contract <8 x float> %v580, %v616
  %v618 = shufflevector <8 x float> %v617, <8 x float> %v580, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v619 = getelementptr i8, ptr %v436, i64 736
  %v620 = load float, ptr %v619, align 4, !alias.scope !8, !noalias !13
  %v621 = insertelement <8 x float> poison, float %v620, i64 0
  %v622 = fmul contract <8 x float> %v588, %v621
  %v623 = fadd contract <8 x float> %v586, %v622
  %v624 = shufflevector <8 x float> %v623, <8 x float> %v586, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v625 = getelementptr i8, ptr %v434, i64 52
  %v626 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v625, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !alias.scope !5, !noalias !12
  %v627 = getelementptr i8, ptr %v436, i64 20
  %v628 = load float, ptr %v627, align 4, !alias.scope !8, !noalias !13
  %v629 = insertelement <8 x float> poison, float %v628, i64 0
  %v630 = fmul contract <8 x float> %v626, %v629
  %v631 = fadd contract <8 x float> %v594, %v630
  %v632 = shufflevector <8 x float> %v631, <8 x float> %v594, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v633 = getelementptr i8, ptr %v436, i64 164
  %v634 = load float, ptr %v633, align 4, !alias.scope !8, !noalias !13
  %v635 = insertelement <8 x float> poison, float %v634, i64 0
  %v636 = fmul contract <8 x float> %v626, %v635
  %v637 = fadd contract <8 x float> %v600, %v636
  %v638 = shufflevector <8 x float> %v637, <8 x float> %v600, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v639 = getelementptr i8, ptr %v436, i64 308
  %v640 = load float, ptr %v639, align 4, !alias.scope !8, !noalias !13
  %v641 = insertelement <8 x float> poison, float %v640, i64 0
  %v642 = fmul contract <8 x float> %v626, %v641
  %v643 = fadd contract <8 x float> %v606, %v642
  %v644 = shufflevector <8 x float> %v643, <8 x float> %v606, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v645 = getelementptr i8, ptr %v436, i64 452
  %v646 = load float, ptr %v645, align 4, !alias.scope !8, !noalias !13
  %v647 = insertelement <8 x float> poison, float %v646, i64 0
  %v648 = fmul contract <8 x float> %v626, %v647
  %v649 = fadd contract <8 x float> %v612, %v648
  %v650 = shufflevector <8 x float> %v649, <8 x float> %v612, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v651 = getelementptr i8, ptr %v436, i64 596
  %v652 = load float, ptr %v651, align 4, !alias.scope !8, !noalias !13
  %v653 = insertelement <8 x float> poison, float %v652, i64 0
  %v654 = fmul contract <8 x float> %v626, %v653
  %v655 = fadd contract <8 x float> %v618, %v654
  %v656 = shufflevector <8 x float> %v655, <8 x float> %v618, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v657 = getelementptr i8, ptr %v436, i64 740
  %v658 = load float, ptr %v657, align 4, !alias.scope !8, !noalias !13
  %v659 = insertelement <8 x float> poison, float %v658, i64 0
  %v660 = fmul contract <8 x float> %v626, %v659
  %v661 = fadd contract <8 x float> %v624, %v660
  %v662 = shufflevector <8 x float> %v661, <8 x float> %v624, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v663 = getelementptr i8, ptr %v434, i64 88
  %v664 = getelementptr i8, ptr %v436, i64 24
  %v665 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v663, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !alias.scope !5, !noalias !12
  %v666 = load float, ptr %v664, align 4, !alias.scope !8, !noalias !13
  %v667 = insertelement <8 x float> poison, float %v666, i64 0
  %v668 = fmul contract <8 x float> %v665, %v667
  %v669 = fadd contract <8 x float> %v632, %v668
  %v670 = shufflevector <8 x float> %v669, <8 x float> %v632, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v671 = getelementptr i8, ptr %v436, i64 168
  %v672 = load float, ptr %v671, align 4, !alias.scope !8, !noalias !13
  %v673 = insertelement <8 x float> poison, float %v672, i64 0
  %v674 = fmul contract <8 x float> %v665, %v673
  %v675 = fadd contract <8 x float> %v638, %v674
  %v676 = shufflevector <8 x float> %v675, <8 x float> %v638, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v677 = getelementptr i8, ptr %v436, i64 312
  %v678 = load float, ptr %v677, align 4, !alias.scope !8, !noalias !13
  %v679 = insertelement <8 x float> poison, float %v678, i64 0
  %v680 = fmul contract <8 x float> %v665, %v679
  %v681 = fadd contract <8 x float> %v644, %v680
  %v682 = shufflevector <8 x float> %v681, <8 x float> %v644, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v683 = getelementptr i8, ptr %v436, i64 456
  %v684 = load float, ptr %v683, align 4, !alias.scope !8, !noalias !13
  %v685 = insertelement <8 x float> poison, float %v684, i64 0
  %v686 = fmul contract <8 x float> %v665, %v685
  %v687 = fadd contract <8 x float> %v650, %v686
  %v688 = shufflevector <8 x float> %v687, <8 x float> %v650, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v689 = getelementptr i8, ptr %v436, i64 600
  %v690 = load float, ptr %v689, align 4, !alias.scope !8, !noalias !13
  %v691 = insertelement <8 x float> poison, float %v690, i64 0
  %v692 = fmul contract <8 x float> %v665, %v691
  %v693 = fadd contract <8 x float> %v656, %v692
  %v694 = shufflevector <8 x float> %v693, <8 x float> %v656, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v695 = getelementptr i8, ptr %v436, i64 744
  %v696 = load float, ptr %v695, align 4, !alias.scope !8, !noalias !13
  %v697 = insertelement <8 x float> poison, float %v696, i64 0
  %v698 = fmul contract <8 x float> %v665, %v697
  %v699 = fadd contract <8 x float> %v662, %v698
  %v700 = shufflevector <8 x float> %v699, <8 x float> %v662, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v701 = getelementptr i8, ptr %v434, i64 92
  %v702 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v701, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !alias.scope !5, !noalias !12
  %v703 = getelementptr i8, ptr %v436, i64 28
  %v704 = load float, ptr %v703, align 4, !alias.scope !8, !noalias !13
  %v705 = insertelement <8 x float> poison, float %v704, i64 0
  %v706 = fmul contract <8 x float> %v702, %v705
  %v707 = fadd contract <8 x float> %v670, %v706
  %v708 = shufflevector <8 x float> %v707, <8 x float> %v670, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v709 = getelementptr i8, ptr %v436, i64 172
  %v710 = load float, ptr %v709, align 4, !alias.scope !8, !noalias !13
  %v711 = insertelement <8 x float> poison, float %v710, i64 0
  %v712 = fmul contract <8 x float> %v702, %v711
  %v713 = fadd contract <8 x float> %v676, %v712
  %v714 = shufflevector <8 x float> %v713, <8 x float> %v676, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v715 = getelementptr i8, ptr %v436, i64 316
  %v716 = load float, ptr %v715, align 4, !alias.scope !8, !noalias !13
  %v717 = insertelement <8 x float> poison, float %v716, i64 0
  %v718 = fmul contract <8 x float> %v702, %v717
  %v719 = fadd contract <8 x float> %v682, %v718
  %v720 = shufflevector <8 x float> %v719, <8 x float> %v682, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v721 = getelementptr i8, ptr %v436, i64 460
  %v722 = load float, ptr %v721, align 4, !alias.scope !8, !noalias !13
  %v723 = insertelement <8 x float> poison, float %v722, i64 0
  %v724 = fmul contract <8 x float> %v702, %v723
  %v725 = fadd contract <8 x float> %v688, %v724
  %v726 = shufflevector <8 x float> %v725, <8 x float> %v688, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v727 = getelementptr i8, ptr %v436, i64 604
  %v728 = load float, ptr %v727, align 4, !alias.scope !8, !noalias !13
  %v729 = insertelement <8 x float> poison, float %v728, i64 0
  %v730 = fmul contract <8 x float> %v702, %v729
  %v731 = fadd contract <8 x float> %v694, %v730
  %v732 = shufflevector <8 x float> %v731, <8 x float> %v694, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v733 = getelementptr i8, ptr %v436, i64 748
  %v734 = load float, ptr %v733, align 4, !alias.scope !8, !noalias !13
  %v735 = insertelement <8 x float> poison, float %v734, i64 0
  %v736 = fmul contract <8 x float> %v702, %v735
  %v737 = fadd contract <8 x float> %v700, %v736
  %v738 = shufflevector <8 x float> %v737, <8 x float> %v700, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v739 = getelementptr i8, ptr %v434, i64 96
  %v740 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v739, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !alias.scope !5, !noalias !12
  %v741 = getelementptr i8, ptr %v436, i64 32
  %v742 = load float, ptr %v741, align 4, !alias.scope !8, !noalias !13
  %v743 = insertelement <8 x float> poison, float %v742, i64 0
  %v744 = fmul contract <8 x float> %v740, %v743
  %v745 = fadd contract <8 x float> %v708, %v744
  %v64 = shufflevector <8 x float> %v745, <8 x float> %v708, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v746 = getelementptr i8, ptr %v436, i64 176
  %v747 = load float, ptr %v746, align 4, !alias.scope !8, !noalias !13
  %v748 = insertelement <8 x float> poison, float %v747, i64 0
  %v749 = fmul contract <8 x float> %v740, %v748
  %v750 = fadd contract <8 x float> %v714, %v749
  %v63 = shufflevector <8 x float> %v750, <8 x float> %v714, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v751 = getelementptr i8, ptr %v436, i64 320
  %v752 = load float, ptr %v751, align 4, !alias.scope !8, !noalias !13
  %v753 = insertelement <8 x float> poison, float %v752, i64 0
  %v754 = fmul contract <8 x float> %v740, %v753
  %v755 = fadd contract <8 x float> %v720, %v754
  %v62 = shufflevector <8 x float> %v755, <8 x float> %v720, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v756 = getelementptr i8, ptr %v436, i64 464
  %v757 = load float, ptr %v756, align 4, !alias.scope !8, !noalias !13
  %v758 = insertelement <8 x float> poison, float %v757, i64 0
  %v759 = fmul contract <8 x float> %v740, %v758
  %v760 = fadd contract <8 x float> %v726, %v759
  %v61 = shufflevector <8 x float> %v760, <8 x float> %v726, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v761 = getelementptr i8, ptr %v436, i64 608
  %v762 = load float, ptr %v761, align 4, !alias.scope !8, !noalias !13
  %v763 = insertelement <8 x float> poison, float %v762, i64 0
  %v764 = fmul contract <8 x float> %v740, %v763
  %v765 = fadd contract <8 x float> %v732, %v764
  %v60 = shufflevector <8 x float> %v765, <8 x float> %v732, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v766 = getelementptr i8, ptr %v436, i64 752
  %v767 = load float, ptr %v766, align 4, !alias.scope !8, !noalias !13
  %v768 = insertelement <8 x float> poison, float %v767, i64 0
  %v769 = fmul contract <8 x float> %v740, %v768
  %v770 = fadd contract <8 x float> %v738, %v769
  %v59 = shufflevector <8 x float> %v770, <8 x float> %v738, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v432 = add nuw nsw i64 %v431, 1
  %v771 = icmp eq i64 %v432, 4
  br i1 %v771, label %v57, label %v71

v57:                                      ; preds = %v71
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v64, ptr %v33, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !10, !noalias !14
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v63, ptr %v34, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !10, !noalias !14
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v62, ptr %v35, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !10, !noalias !14
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v61, ptr %v36, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !10, !noalias !14
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v60, ptr %v37, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !10, !noalias !14
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v59, ptr %v38, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !10, !noalias !14
  br label %v46

v11: ; preds = %v14, %v3
  ret void
}

; Function Attrs: nounwind
define void @ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1_packed(ptr nocapture readonly %v0) local_unnamed_addr #4 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = alloca [2 x i64], align 64
  %v4 = alloca [484 x float], align 64
  %v5 = load ptr, ptr %v0, align 8
  %v6 = getelementptr inbounds i8, ptr %v0, i64 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %v3)
  call void @llvm.lifetime.start.p0(i64 1936, ptr nonnull %v4)
  store ptr %v4, ptr %v3, align 64, !noalias !15
  %v7 = getelementptr inbounds i8, ptr %v3, i64 8
  store ptr %v5, ptr %v7, align 8, !noalias !15
  %v8 = getelementptr inbounds i8, ptr %v2, i64 8
  %v9 = load <2 x ptr>, ptr %v6, align 8
  call void @ktune_parallel_for(i64 4, ptr nonnull @ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v3) #4, !noalias !20
  store ptr %v4, ptr %v2, align 64, !noalias !15
  store <2 x ptr> %v9, ptr %v8, align 8, !noalias !15
  call void @ktune_parallel_for(i64 9, ptr nonnull @ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel1, ptr nonnull %v2) #4
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %v3)
  call void @llvm.lifetime.end.p0(i64 1936, ptr nonnull %v4)
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
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #4 = { nounwind }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel0.task: %pad"}
!2 = distinct !{!2, !"ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel0.task: %I"}
!5 = !{!6}
!6 = distinct !{!6, !7, !"ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel1.task: %pad"}
!7 = distinct !{!7, !"ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel1.task"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel1.task: %W"}
!10 = !{!11}
!11 = distinct !{!11, !7, !"ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel1.task: %O"}
!12 = !{!9, !11}
!13 = !{!6, !11}
!14 = !{!6, !9}
!15 = !{!16, !18, !19}
!16 = distinct !{!16, !17, !"ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1: %I"}
!17 = distinct !{!17, !"ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1"}
!18 = distinct !{!18, !17, !"ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1: %W"}
!19 = distinct !{!19, !17, !"ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1: %O"}
!20 = !{!18, !19}
