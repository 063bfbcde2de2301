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
  %v15 = phi i64 [ %v16, %v14 ], [ %v1, %v10 ]
  %v17 = mul i64 %v15, 44
  %v18 = getelementptr i8, ptr %v12, i64 %v17
  %v19 = mul i64 %v15, 36
  %v20 = getelementptr i8, ptr %v8, i64 %v19
  %v21 = getelementptr i8, ptr %v20, i64 32
  %v22 = getelementptr i8, ptr %v20, i64 356
  %v23 = getelementptr i8, ptr %v20, i64 680
  %v24 = getelementptr i8, ptr %v20, i64 1004
  %v25 = getelementptr i8, ptr %v20, i64 1328
  %v26 = getelementptr i8, ptr %v20, i64 1652
  %v27 = getelementptr i8, ptr %v4, i64 %v17
  %v28 = getelementptr i8, ptr %v20, i64 324
  %v29 = getelementptr i8, ptr %v20, i64 648
  %v30 = getelementptr i8, ptr %v20, i64 972
  %v31 = getelementptr i8, ptr %v20, i64 1296
  %v32 = getelementptr i8, ptr %v20, i64 1620
  br label %v33

v33:                                   ; preds = %v34, %v13
  %v35 = phi i1 [ true, %v13 ], [ false, %v34 ]
  br i1 %v35, label %v36, label %v37

v14:                                   ; preds = %v34
  %v16 = add nuw nsw i64 %v15, 1
  %v38 = icmp eq i64 %v16, %v2
  br i1 %v38, label %v11, label %v13

v34:                                        ; preds = %v39, %v40
  br i1 %v35, label %v33, label %v14

v36:                                        ; preds = %v33, %v36
  %v41 = phi <8 x float> [ %v42, %v36 ], [ zeroinitializer, %v33 ]
  %v43 = phi <8 x float> [ %v44, %v36 ], [ zeroinitializer, %v33 ]
  %v45 = phi <8 x float> [ %v46, %v36 ], [ zeroinitializer, %v33 ]
  %v47 = phi <8 x float> [ %v48, %v36 ], [ zeroinitializer, %v33 ]
  %v49 = phi <8 x float> [ %v50, %v36 ], [ zeroinitializer, %v33 ]
  %v51 = phi <8 x float> [ %v52, %v36 ], [ zeroinitializer, %v33 ]
  %v53 = phi i64 [ %v54, %v36 ], [ 0, %v33 ]
  %v55 = mul nuw nsw i64 %v53, 484
  %v56 = getelementptr i8, ptr %v27, i64 %v55
  %v57 = mul nuw nsw i64 %v53, 36
  %v58 = getelementptr inbounds i8, ptr %v6, i64 %v57
  %v59 = load <8 x float>, ptr %v56, align 4, !alias.scope !5, !noalias !12
  %v60 = load float, ptr %v58, align 4, !alias.scope !8, !noalias !13
  %v61 = insertelement <8 x float> poison, float %v60, i64 0
  %v62 = shufflevector <8 x float> %v61, <8 x float> poison, <8 x i32> zeroinitializer
  %v63 = fmul contract <8 x float> %v59, %v62
  %v64 = fadd contract <8 x float> %v51, %v63
  %v65 = getelementptr inbounds i8, ptr %v58, i64 144
  %v66 = load float, ptr %v65, align 4, !alias.scope !8, !noalias !13
  %v67 = insertelement <8 x float> poison, float %v66, i64 0
  %v68 = shufflevector <8 x float> %v67, <8 x float> poison, <8 x i32> zeroinitializer
  %v69 = fmul contract <8 x float> %v59, %v68
  %v70 = fadd contract <8 x float> %v49, %v69
  %v71 = getelementptr inbounds i8, ptr %v58, i64 288
  %v72 = load float, ptr %v71, align 4, !alias.scope !8, !noalias !13
  %v73 = insertelement <8 x float> poison, float %v72, i64 0
  %v74 = shufflevector <8 x float> %v73, <8 x float> poison, <8 x i32> zeroinitializer
  %v75 = fmul contract <8 x float> %v59, %v74
  %v76 = fadd contract <8 x float> %v47, %v75
  %v77 = getelementptr inbounds i8, ptr %v58, i64 432
  %v78 = load float, ptr %v77, align 4, !alias.scope !8, !noalias !13
  %v79 = insertelement <8 x float> poison, float %v78, i64 0
  %v80 = shufflevector <8 x float> %v79, <8 x float> poison, <8 x i32> zeroinitializer
  %v81 = fmul contract <8 x float> %v59, %v80
  %v82 = fadd contract <8 x float> %v45, %v81
  %v83 = getelementptr inbounds i8, ptr %v58, i64 576
  %v84 = load float, ptr %v83, align 4, !alias.scope !8, !noalias !13
  %v85 = insertelement <8 x float> poison, float %v84, i64 0
  %v86 = shufflevector <8 x float> %v85, <8 x float> poison, <8 x i32> zeroinitializer
  %v87 = fmul contract <8 x float> %v59, %v86
  %v88 = fadd contract <8 x float> %v43, %v87
  %v89 = getelementptr inbounds i8, ptr %v58, i64 720
  %v90 = load float, ptr %v89, align 4, !alias.scope !8, !noalias !13
  %v91 = insertelement <8 x float> poison, float %v90, i64 0
  %v92 = shufflevector <8 x float> %v91, <8 x float> poison, <8 x i32> zeroinitializer
  %v93 = fmul contract <8 x float> %v59, %v92
  %v94 = fadd contract <8 x float> %v41, %v93
  %v95 = getelementptr i8, ptr %v56, i64 4
  %v96 = load <8 x float>, ptr %v95, align 4, !alias.scope !5, !noalias !12
  %v97 = getelementptr inbounds i8, ptr %v58, i64 4
  %v98 = load float, ptr %v97, align 4, !alias.scope !8, !noalias !13
  %v99 = insertelement <8 x float> poison, float %v98, i64 0
  %v100 = shufflevector <8 x float> %v99, <8 x float> poison, <8 x i32> zeroinitializer
  %v101 = fmul contract <8 x float> %v96, %v100
  %v102 = fadd contract <8 x float> %v64, %v101
  %v103 = getelementptr inbounds i8, ptr %v58, i64 148
  %v104 = load float, ptr %v103, align 4, !alias.scope !8, !noalias !13
  %v105 = insertelement <8 x float> poison, float %v104, i64 0
  %v106 = shufflevector <8 x float> %v105, <8 x float> poison, <8 x i32> zeroinitializer
  %v107 = fmul contract <8 x float> %v96, %v106
  %v108 = fadd contract <8 x float> %v70, %v107
  %v109 = getelementptr inbounds i8, ptr %v58, i64 292
  %v110 = load float, ptr %v109, align 4, !alias.scope !8, !noalias !13
  %v111 = insertelement <8 x float> poison, float %v110, i64 0
  %v112 = shufflevector <8 x float> %v111, <8 x float> poison, <8 x i32> zeroinitializer
  %v113 = fmul contract <8 x float> %v96, %v112
  %v114 = fadd contract <8 x float> %v76, %v113
  %v115 = getelementptr inbounds i8, ptr %v58, i64 436
  %v116 = load float, ptr %v115, align 4, !alias.scope !8, !noalias !13
  %v117 = insertelement <8 x float> poison, float %v116, i64 0
  %v118 = shufflevector <8 x float> %v117, <8 x float> poison, <8 x i32> zeroinitializer
  %v119 = fmul contract <8 x float> %v96, %v118
  %v120 = fadd contract <8 x float> %v82, %v119
  %v121 = getelementptr inbounds i8, ptr %v58, i64 580
  %v122 = load float, ptr %v121, align 4, !alias.scope !8, !noalias !13
  %v123 = insertelement <8 x float> poison, float %v122, i64 0
  %v124 = shufflevector <8 x float> %v123, <8 x float> poison, <8 x i32> zeroinitializer
  %v125 = fmul contract <8 x float> %v96, %v124
  %v126 = fadd contract <8 x float> %v88, %v125
  %v127 = getelementptr inbounds i8, ptr %v58, i64 724
  %v128 = load float, ptr %v127, align 4, !alias.scope !8, !noalias !13
  %v129 = insertelement <8 x float> poison, float %v128, i64 0
  %v130 = shufflevector <8 x float> %v129, <8 x float> poison, <8 x i32> zeroinitializer
  %v131 = fmul contract <8 x float> %v96, %v130
  %v132 = fadd contract <8 x float> %v94, %v131
  %v133 = getelementptr i8, ptr %v56, i64 8
  %v134 = load <8 x float>, ptr %v133, align 4, !alias.scope !5, !noalias !12
  %v135 = getelementptr inbounds i8, ptr %v58, i64 8
  %v136 = load float, ptr %v135, align 4, !alias.scope !8, !noalias !13
  %v137 = insertelement <8 x float> poison, float %v136, i64 0
  %v138 = shufflevector <8 x float> %v137, <8 x float> poison, <8 x i32> zeroinitializer
  %v139 = fmul contract <8 x float> %v134, %v138
  %v140 = fadd contract <8 x float> %v102, %v139
  %v141 = getelementptr inbounds i8, ptr %v58, i64 152
  %v142 = load float, ptr %v141, align 4, !alias.scope !8, !noalias !13
  %v143 = insertelement <8 x float> poison, float %v142, i64 0
  %v144 = shufflevector <8 x float> %v143, <8 x float> poison, <8 x i32> zeroinitializer
  %v145 = fmul contract <8 x float> %v134, %v144
  %v146 = fadd contract <8 x float> %v108, %v145
  %v147 = getelementptr inbounds i8, ptr %v58, i64 296
  %v148 = load float, ptr %v147, align 4, !alias.scope !8, !noalias !13
  %v149 = insertelement <8 x float> poison, float %v148, i64 0
  %v150 = shufflevector <8 x float> %v149, <8 x float> poison, <8 x i32> zeroinitializer
  %v151 = fmul contract <8 x float> %v134, %v150
  %v152 = fadd contract <8 x float> %v114, %v151
  %v153 = getelementptr inbounds i8, ptr %v58, i64 440
  %v154 = load float, ptr %v153, align 4, !alias.scope !8, !noalias !13
  %v155 = insertelement <8 x float> poison, float %v154, i64 0
  %v156 = shufflevector <8 x float> %v155, <8 x float> poison, <8 x i32> zeroinitializer
  %v157 = fmul contract <8 x float> %v134, %v156
  %v158 = fadd contract <8 x float> %v120, %v157
  %v159 = getelementptr inbounds i8, ptr %v58, i64 584
  %v160 = load float, ptr %v159, align 4, !alias.scope !8, !noalias !13
  %v161 = insertelement <8 x float> poison, float %v160, i64 0
  %v162 = shufflevector <8 x float> %v161, <8 x float> poison, <8 x i32> zeroinitializer
  %v163 = fmul contract <8 x float> %v134, %v162
  %v164 = fadd contract <8 x float> %v126, %v163
  %v165 = getelementptr inbounds i8, ptr %v58, i64 728
  %v166 = load float, ptr %v165, align 4, !alias.scope !8, !noalias !13
  %v167 = insertelement <8 x float> poison, float %v166, i64 0
  %v168 = shufflevector <8 x float> %v167, <8 x float> poison, <8 x i32> zeroinitializer
  %v169 = fmul contract <8 x float> %v134, %v168
  %v170 = fadd contract <8 x float> %v132, %v169
  %v171 = getelementptr i8, ptr %v56, i64 44
  %v172 = getelementptr inbounds i8, ptr %v58, i64 12
  %v173 = load <8 x float>, ptr %v171, align 4, !alias.scope !5, !noalias !12
  %v174 = load float, ptr %v172, align 4, !alias.scope !8, !noalias !13
  %v175 = insertelement <8 x float> poison, float %v174, i64 0
  %v176 = shufflevector <8 x float> %v175, <8 x float> poison, <8 x i32> zeroinitializer
  %v177 = fmul contract <8 x float> %v173, %v176
  %v178 = fadd contract <8 x float> %v140, %v177
  %v179 = getelementptr inbounds i8, ptr %v58, i64 156
  %v180 = load float, ptr %v179, align 4, !alias.scope !8, !noalias !13
  %v181 = insertelement <8 x float> poison, float %v180, i64 0
  %v182 = shufflevector <8 x float> %v181, <8 x float> poison, <8 x i32> zeroinitializer
  %v183 = fmul contract <8 x float> %v173, %v182
  %v184 = fadd contract <8 x float> %v146, %v183
  %v185 = getelementptr inbounds i8, ptr %v58, i64 300
  %v186 = load float, ptr %v185, align 4, !alias.scope !8, !noalias !13
  %v187 = insertelement <8 x float> poison, float %v186, i64 0
  %v188 = shufflevector <8 x float> %v187, <8 x float> poison, <8 x i32> zeroinitializer
  %v189 = fmul contract <8 x float> %v173, %v188
  %v190 = fadd contract <8 x float> %v152, %v189
  %v191 = getelementptr inbounds i8, ptr %v58, i64 444
  %v192 = load float, ptr %v191, align 4, !alias.scope !8, !noalias !13
  %v193 = insertelement <8 x float> poison, float %v192, i64 0
  %v194 = shufflevector <8 x float> %v193, <8 x float> poison, <8 x i32> zeroinitializer
  %v195 = fmul contract <8 x float> %v173, %v194
  %v196 = fadd contract <8 x float> %v158, %v195
  %v197 = getelementptr inbounds i8, ptr %v58, i64 588
  %v198 = load float, ptr %v197, align 4, !alias.scope !8, !noalias !13
  %v199 = insertelement <8 x float> poison, float %v198, i64 0
  %v200 = shufflevector <8 x float> %v199, <8 x float> poison, <8 x i32> zeroinitializer
  %v201 = fmul contract <8 x float> %v173, %v200
  %v202 = fadd contract <8 x float> %v164, %v201
  %v203 = getelementptr inbounds i8, ptr %v58, i64 732
  %v204 = load float, ptr %v203, align 4, !alias.scope !8, !noalias !13
  %v205 = insertelement <8 x float> poison, float %v204, i64 0
  %v206 = shufflevector <8 x float> %v205, <8 x float> poison, <8 x i32> zeroinitializer
  %v207 = fmul contract <8 x float> %v173, %v206
  %v208 = fadd contract <8 x float> %v170, %v207
  %v209 = getelementptr i8, ptr %v56, i64 48
  %v210 = load <8 x float>, ptr %v209, align 4, !alias.scope !5, !noalias !12
  %v211 = getelementptr inbounds i8, ptr %v58, i64 16
  %v212 = load float, ptr %v211, align 4, !alias.scope !8, !noalias !13
  %v213 = insertelement <8 x float> poison, float %v212, i64 0
  %v214 = shufflevector <8 x float> %v213, <8 x float> poison, <8 x i32> zeroinitializer
  %v215 = fmul contract <8 x float> %v210, %v214
  %v216 = fadd contract <8 x float> %v178, %v215
  %v217 = getelementptr inbounds i8, ptr %v58, i64 160
  %v218 = load float, ptr %v217, align 4, !alias.scope !8, !noalias !13
  %v219 = insertelement <8 x float> poison, float %v218, i64 0
  %v220 = shufflevector <8 x float> %v219, <8 x float> poison, <8 x i32> zeroinitializer
  %v221 = fmul contract <8 x float> %v210, %v220
  %v222 = fadd contract <8 x float> %v184, %v221
  %v223 = getelementptr inbounds i8, ptr %v58, i64 304
  %v224 = load float, ptr %v223, align 4, !alias.scope !8, !noalias !13
  %v225 = insertelement <8 x float> poison, float %v224, i64 0
  %v226 = shufflevector <8 x float> %v225, <8 x float> poison, <8 x i32> zeroinitializer
  %v227 = fmul contract <8 x float> %v210, %v226
  %v228 = fadd contract <8 x float> %v190, %v227
  %v229 = getelementptr inbounds i8, ptr %v58, i64 448
  %v230 = load float, ptr %v229, align 4, !alias.scope !8, !noalias !13
  %v231 = insertelement <8 x float> poison, float %v230, i64 0
  %v232 = shufflevector <8 x float> %v231, <8 x float> poison, <8 x i32> zeroinitializer
  %v233 = fmul contract <8 x float> %v210, %v232
  %v234 = fadd contract <8 x float> %v196, %v233
  %v235 = getelementptr inbounds i8, ptr %v58, i64 592
  %v236 = load float, ptr %v235, align 4, !alias.scope !8, !noalias !13
  %v237 = insertelement <8 x float> poison, float %v236, i64 0
  %v238 = shufflevector <8 x float> %v237, <8 x float> poison, <8 x i32> zeroinitializer
  %v239 = fmul contract <8 x float> %v210, %v238
  %v240 = fadd contract <8 x float> %v202, %v239
  %v241 = getelementptr inbounds i8, ptr %v58, i64 736
  %v242 = load float, ptr %v241, align 4, !alias.scope !8, !noalias !13
  %v243 = insertelement <8 x float> poison, float %v242, i64 0
  %v244 = shufflevector <8 x float> %v243, <8 x float> poison, <8 x i32> zeroinitializer
  %v245 = fmul contract <8 x float> %v210, %v244
  %v246 = fadd contract <8 x float> %v208, %v245
  %v247 = getelementptr i8, ptr %v56, i64 52
  %v248 = load <8 x float>, ptr %v247, align 4, !alias.scope !5, !noalias !12
  %v249 = getelementptr inbounds i8, ptr %v58, i64 20
  %v250 = load float, ptr %v249, align 4, !alias.scope !8, !noalias !13
  %v251 = insertelement <8 x float> poison, float %v250, i64 0
  %v252 = shufflevector <8 x float> %v251, <8 x float> poison, <8 x i32> zeroinitializer
  %v253 = fmul contract <8 x float> %v248, %v252
  %v254 = fadd contract <8 x float> %v216, %v253
  %v255 = getelementptr inbounds i8, ptr %v58, i64 164
  %v256 = load float, ptr %v255, align 4, !alias.scope !8, !noalias !13
  %v257 = insertelement <8 x float> poison, float %v256, i64 0
  %v258 = shufflevector <8 x float> %v257, <8 x float> poison, <8 x i32> zeroinitializer
  %v259 = fmul contract <8 x float> %v248, %v258
  %v260 = fadd contract <8 x float> %v222, %v259
  %v261 = getelementptr inbounds i8, ptr %v58, i64 308
  %v262 = load float, ptr %v261, align 4, !alias.scope !8, !noalias !13
  %v263 = insertelement <8 x float> poison, float %v262, i64 0
  %v264 = shufflevector <8 x float> %v263, <8 x float> poison, <8 x i32> zeroinitializer
  %v265 = fmul contract <8 x float> %v248, %v264
  %v266 = fadd contract <8 x float> %v228, %v265
  %v267 = getelementptr inbounds i8, ptr %v58, i64 452
  %v268 = load float, ptr %v267, align 4, !alias.scope !8, !noalias !13
  %v269 = insertelement <8 x float> poison, float %v268, i64 0
  %v270 = shufflevector <8 x float> %v269, <8 x float> poison, <8 x i32> zeroinitializer
  %v271 = fmul contract <8 x float> %v248, %v270
  %v272 = fadd contract <8 x float> %v234, %v271
  %v273 = getelementptr inbounds i8, ptr %v58, i64 596
  %v274 = load float, ptr %v273, align 4, !alias.scope !8, !noalias !13
  %v275 = insertelement <8 x float> poison, float %v274, i64 0
  %v276 = shufflevector <8 x float> %v275, <8 x float> poison, <8 x i32> zeroinitializer
  %v277 = fmul contract <8 x float> %v248, %v276
  %v278 = fadd contract <8 x float> %v240, %v277
  %v279 = getelementptr inbounds i8, ptr %v58, i64 740
  %v280 = load float, ptr %v279, align 4, !alias.scope !8, !noalias !13
  %v281 = insertelement <8 x float> poison, float %v280, i64 0
  %v282 = shufflevector <8 x float> %v281, <8 x float> poison, <8 x i32> zeroinitializer
  %v283 = fmul contract <8 x float> %v248, %v282
  %v284 = fadd contract <8 x float> %v246, %v283
  %v285 = getelementptr i8, ptr %v56, i64 88
  %v286 = getelementptr inbounds i8, ptr %v58, i64 24
  %v287 = load <8 x float>, ptr %v285, align 4, !alias.scope !5, !noalias !12
  %v288 = load float, ptr %v286, align 4, !alias.scope !8, !noalias !13
  %v289 = insertelement <8 x float> poison, float %v288, i64 0
  %v290 = shufflevector <8 x float> %v289, <8 x float> poison, <8 x i32> zeroinitializer
  %v291 = fmul contract <8 x float> %v287, %v290
  %v292 = fadd contract <8 x float> %v254, %v291
  %v293 = getelementptr inbounds i8, ptr %v58, i64 168
  %v294 = load float, ptr %v293, align 4, !alias.scope !8, !noalias !13
  %v295 = insertelement <8 x float> poison, float %v294, i64 0
  %v296 = shufflevector <8 x float> %v295, <8 x float> poison, <8 x i32> zeroinitializer
  %v297 = fmul contract <8 x float> %v287, %v296
  %v298 = fadd contract <8 x float> %v260, %v297
  %v299 = getelementptr inbounds i8, ptr %v58, i64 312
  %v300 = load float, ptr %v299, align 4, !alias.scope !8, !noalias !13
  %v301 = insertelement <8 x float> poison, float %v300, i64 0
  %v302 = shufflevector <8 x float> %v301, <8 x float> poison, <8 x i32> zeroinitializer
  %v303 = fmul contract <8 x float> %v287, %v302
  %v304 = fadd contract <8 x float> %v266, %v303
  %v305 = getelementptr inbounds i8, ptr %v58, i64 456
  %v306 = load float, ptr %v305, align 4, !alias.scope !8, !noalias !13
  %v307 = insertelement <8 x float> poison, float %v306, i64 0
  %v308 = shufflevector <8 x float> %v307, <8 x float> poison, <8 x i32> zeroinitializer
  %v309 = fmul contract <8 x float> %v287, %v308
  %v310 = fadd contract <8 x float> %v272, %v309
  %v311 = getelementptr inbounds i8, ptr %v58, i64 600
  %v312 = load float, ptr %v311, align 4, !alias.scope !8, !noalias !13
  %v313 = insertelement <8 x float> poison, float %v312, i64 0
  %v314 = shufflevector <8 x float> %v313, <8 x float> poison, <8 x i32> zeroinitializer
  %v315 = fmul contract <8 x float> %v287, %v314
  %v316 = fadd contract <8 x float> %v278, %v315
  %v317 = getelementptr inbounds i8, ptr %v58, i64 744
  %v318 = load float, ptr %v317, align 4, !alias.scope !8, !noalias !13
  %v319 = insertelement <8 x float> poison, float %v318, i64 0
  %v320 = shufflevector <8 x float> %v319, <8 x float> poison, <8 x i32> zeroinitializer
  %v321 = fmul contract <8 x float> %v287, %v320
  %v322 = fadd contract <8 x float> %v284, %v321
  %v323 = getelementptr i8, ptr %v56, i64 92
  %v324 = load <8 x float>, ptr %v323, align 4, !alias.scope !5, !noalias !12
  %v325 = getelementptr inbounds i8, ptr %v58, i64 28
  %v326 = load float, ptr %v325, align 4, !alias.scope !8, !noalias !13
  %v327 = insertelement <8 x float> poison, float %v326, i64 0
  %v328 = shufflevector <8 x float> %v327, <8 x float> poison, <8 x i32> zeroinitializer
  %v329 = fmul contract <8 x float> %v324, %v328
  %v330 = fadd contract <8 x float> %v292, %v329
  %v331 = getelementptr inbounds i8, ptr %v58, i64 172
  %v332 = load float, ptr %v331, align 4, !alias.scope !8, !noalias !13
  %v333 = insertelement <8 x float> poison, float %v332, i64 0
  %v334 = shufflevector <8 x float> %v333, <8 x float> poison, <8 x i32> zeroinitializer
  %v335 = fmul contract <8 x float> %v324, %v334
  %v336 = fadd contract <8 x float> %v298, %v335
  %v337 = getelementptr inbounds i8, ptr %v58, i64 316
  %v338 = load float, ptr %v337, align 4, !alias.scope !8, !noalias !13
  %v339 = insertelement <8 x float> poison, float %v338, i64 0
  %v340 = shufflevector <8 x float> %v339, <8 x float> poison, <8 x i32> zeroinitializer
  %v341 = fmul contract <8 x float> %v324, %v340
  %v342 = fadd contract <8 x float> %v304, %v341
  %v343 = getelementptr inbounds i8, ptr %v58, i64 460
  %v344 = load float, ptr %v343, align 4, !alias.scope !8, !noalias !13
  %v345 = insertelement <8 x float> poison, float %v344, i64 0
  %v346 = shufflevector <8 x float> %v345, <8 x float> poison, <8 x i32> zeroinitializer
  %v347 = fmul contract <8 x float> %v324, %v346
  %v348 = fadd contract <8 x float> %v310, %v347
  %v349 = getelementptr inbounds i8, ptr %v58, i64 604
  %v350 = load float, ptr %v349, align 4, !alias.scope !8, !noalias !13
  %v351 = insertelement <8 x float> poison, float %v350, i64 0
  %v352 = shufflevector <8 x float> %v351, <8 x float> poison, <8 x i32> zeroinitializer
  %v353 = fmul contract <8 x float> %v324, %v352
  %v354 = fadd contract <8 x float> %v316, %v353
  %v355 = getelementptr inbounds i8, ptr %v58, i64 748
  %v356 = load float, ptr %v355, align 4, !alias.scope !8, !noalias !13
  %v357 = insertelement <8 x float> poison, float %v356, i64 0
  %v358 = shufflevector <8 x float> %v357, <8 x float> poison, <8 x i32> zeroinitializer
  %v359 = fmul contract <8 x float> %v324, %v358
  %v360 = fadd contract <8 x float> %v322, %v359
  %v361 = getelementptr i8, ptr %v56, i64 96
  %v362 = load <8 x float>, ptr %v361, align 4, !alias.scope !5, !noalias !12
  %v363 = getelementptr inbounds i8, ptr %v58, i64 32
  %v364 = load float, ptr %v363, align 4, !alias.scope !8, !noalias !13
  %v365 = insertelement <8 x float> poison, float %v364, i64 0
  %v366 = shufflevector <8 x float> %v365, <8 x float> poison, <8 x i32> zeroinitializer
  %v367 = fmul contract <8 x float> %v362, %v366
  %v52 = fadd contract <8 x float> %v330, %v367
  %v368 = getelementptr inbounds i8, ptr %v58, i64 176
  %v369 = load float, ptr %v368, align 4, !alias.scope !8, !noalias !13
  %v370 = insertelement <8 x float> poison, float %v369, i64 0
  %v371 = shufflevector <8 x float> %v370, <8 x float> poison, <8 x i32> zeroinitializer
  %v372 = fmul contract <8 x float> %v362, %v371
  %v50 = fadd contract <8 x float> %v336, %v372
  %v373 = getelementptr inbounds i8, ptr %v58, i64 320
  %v374 = load float, ptr %v373, align 4, !alias.scope !8, !noalias !13
  %v375 = insertelement <8 x float> poison, float %v374, i64 0
  %v376 = shufflevector <8 x float> %v375, <8 x float> poison, <8 x i32> zeroinitializer
  %v377 = fmul contract <8 x float> %v362, %v376
  %v48 = fadd contract <8 x float> %v342, %v377
  %v378 = getelementptr inbounds i8, ptr %v58, i64 464
  %v379 = load float, ptr %v378, align 4, !alias.scope !8, !noalias !13
  %v380 = insertelement <8 x float> poison, float %v379, i64 0
  %v381 = shufflevector <8 x float> %v380, <8 x float> poison, <8 x i32> zeroinitializer
  %v382 = fmul contract <8 x float> %v362, %v381
  %v46 = fadd contract <8 x float> %v348, %v382
  %v383 = getelementptr inbounds i8, ptr %v58, i64 608
  %v384 = load float, ptr %v383, align 4, !alias.scope !8, !noalias !13
  %v385 = insertelement <8 x float> poison, float %v384, i64 0
  %v386 = shufflevector <8 x float> %v385, <8 x float> poison, <8 x i32> zeroinitializer
  %v387 = fmul contract <8 x float> %v362, %v386
  %v44 = fadd contract <8 x float> %v354, %v387
  %v388 = getelementptr inbounds i8, ptr %v58, i64 752
  %v389 = load float, ptr %v388, align 4, !alias.scope !8, !noalias !13
  %v390 = insertelement <8 x float> poison, float %v389, i64 0
  %v391 = shufflevector <8 x float> %v390, <8 x float> poison, <8 x i32> zeroinitializer
  %v392 = fmul contract <8 x float> %v362, %v391
  %v42 = fadd contract <8 x float> %v360, %v392
  %v54 = add nuw nsw i64 %v53, 1
  %v393 = icmp eq i64 %v54, 4
  br i1 %v393, label %v40, label %v36

v40:                                        ; preds = %v36
  store <8 x float> %v52, ptr %v20, align 4, !alias.scope !10, !noalias !14
  store <8 x float> %v50, ptr %v28, align 4, !alias.scope !10, !noalias !14
  store <8 x float> %v48, ptr %v29, align 4, !alias.scope !10, !noalias !14
  store <8 x float> %v46, ptr %v30, align 4, !alias.scope !10, !noalias !14
  store <8 x float> %v44, ptr %v31, align 4, !alias.scope !10, !noalias !14
  store <8 x float> %v42, ptr %v32, align 4, !alias.scope !10, !noalias !14
  br label %v34

v37:                                      ; preds = %v33, %v37
  %v394 = phi <8 x float> [ %v395, %v37 ], [ zeroinitializer, %v33 ]
  %v396 = phi <8 x float> [ %v397, %v37 ], [ zeroinitializer, %v33 ]
  %v398 = phi <8 x float> [ %v399, %v37 ], [ zeroinitializer, %v33 ]
  %v400 = phi <8 x float> [ %v401, %v37 ], [ zeroinitializer, %v33 ]
  %v402 = phi <8 x float> [ %v403, %v37 ], [ zeroinitializer, %v33 ]
  %v404 = phi <8 x float> [ %v405, %v37 ], [ zeroinitializer, %v33 ]
  %v406 = phi i64 [ %v407, %v37 ], [ 0, %v33 ]
  %v408 = mul nuw nsw i64 %v406, 484
  %v409 = getelementptr i8, ptr %v18, i64 %v408
  %v410 = mul nuw nsw i64 %v406, 36
  %v411 = getelementptr inbounds i8, ptr %v6, i64 %v410
  %v412 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v409, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !5, !noalias !12
  %v413 = load float, ptr %v411, align 4, !alias.scope !8, !noalias !13
  %v414 = insertelement <8 x float> poison, float %v413, i64 0
  %v415 = shufflevector <8 x float> %v414, <8 x float> poison, <8 x i32> zeroinitializer
  %v416 = fmul contract <8 x float> %v412, %v415
  %v417 = fadd contract <8 x float> %v404, %v416
  %v418 = getelementptr inbounds i8, ptr %v411, i64 144
  %v419 = load float, ptr %v418, align 4, !alias.scope !8, !noalias !13
  %v420 = insertelement <8 x float> poison, float %v419, i64 0
  %v421 = shufflevector <8 x float> %v420, <8 x float> poison, <8 x i32> zeroinitializer
  %v422 = fmul contract <8 x float> %v412, %v421
  %v423 = fadd contract <8 x float> %v402, %v422
  %v424 = getelementptr inbounds i8, ptr %v411, i64 288
  %v425 = load float, ptr %v424, align 4, !alias.scope !8, !noalias !13
  %v426 = insertelement <8 x float> poison, float %v425, i64 0
  %v427 = shufflevector <8 x float> %v426, <8 x float> poison, <8 x i32> zeroinitializer
  %v428 = fmul contract <8 x float> %v412, %v427
  %v429 = fadd contract <8 x float> %v400, %v428
  %v430 = getelementptr inbounds i8, ptr %v411, i64 432
  %v431 = load float, ptr %v430, align 4, !alias.scope !8, !noalias !13
  %v432 = insertelement <8 x float> poison, float %v431, i64 0
  %v433 = shufflevector <8 x float> %v432, <8 x float> poison, <8 x i32> zeroinitializer
  %v434 = fmul contract <8 x float> %v412, %v433
  %v435 = fadd contract <8 x float> %v398, %v434
  %v436 = getelementptr inbounds i8, ptr %v411, i64 576
  %v437 = load float, ptr %v436, align 4, !alias.scope !8, !noalias !13
  %v438 = insertelement <8 x float> poison, float %v437, i64 0
  %v439 = shufflevector <8 x float> %v438, <8 x float> poison, <8 x i32> zeroinitializer
  %v440 = fmul contract <8 x float> %v412, %v439
  %v441 = fadd contract <8 x float> %v396, %v440
  %v442 = getelementptr inbounds i8, ptr %v411, i64 720
  %v443 = load float, ptr %v442, align 4, !alias.scope !8, !noalias !13
  %v444 = insertelement <8 x float> poison, float %v443, i64 0
  %v445 = shufflevector <8 x float> %v444, <8 x float> poison, <8 x i32> zeroinitializer
  %v446 = fmul contract <8 x float> %v412, %v445
  %v447 = fadd contract <8 x float> %v394, %v446
  %v448 = getelementptr i8, ptr %v409, i64 4
  %v449 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v448, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !5, !noalias !12
  %v450 = getelementptr inbounds i8, ptr %v411, i64 4
  %v451 = load float, ptr %v450, align 4, !alias.scope !8, !noalias !13
  %v452 = insertelement <8 x float> poison, float %v451, i64 0
  %v453 = shufflevector <8 x float> %v452, <8 x float> poison, <8 x i32> zeroinitializer
  %v454 = fmul contract <8 x float> %v449, %v453
  %v455 = fadd contract <8 x float> %v417, %v454
  %v456 = getelementptr inbounds i8, ptr %v411, i64 148
  %v457 = load float, ptr %v456, align 4, !alias.scope !8, !noalias !13
  %v458 = insertelement <8 x float> poison, float %v457, i64 0
  %v459 = shufflevector <8 x float> %v458, <8 x float> poison, <8 x i32> zeroinitializer
  %v460 = fmul contract <8 x float> %v449, %v459
  %v461 = fadd contract <8 x float> %v423, %v460
  %v462 = getelementptr inbounds i8, ptr %v411, i64 292
  %v463 = load float, ptr %v462, align 4, !alias.scope !8, !noalias !13
  %v464 = insertelement <8 x float> poison, float %v463, i64 0
  %v465 = shufflevector <8 x float> %v464, <8 x float> poison, <8 x i32> zeroinitializer
  %v466 = fmul contract <8 x float> %v449, %v465
  %v467 = fadd contract <8 x float> %v429, %v466
  %v468 = getelementptr inbounds i8, ptr %v411, i64 436
  %v469 = load float, ptr %v468, align 4, !alias.scope !8, !noalias !13
  %v470 = insertelement <8 x float> poison, float %v469, i64 0
  %v471 = shufflevector <8 x float> %v470, <8 x float> poison, <8 x i32> zeroinitializer
  %v472 = fmul contract <8 x float> %v449, %v471
  %v473 = fadd contract <8 x float> %v435, %v472
  %v474 = getelementptr inbounds i8, ptr %v411, i64 580
  %v475 = load float, ptr %v474, align 4, !alias.scope !8, !noalias !13
  %v476 = insertelement <8 x float> poison, float %v475, i64 0
  %v477 = shufflevector <8 x float> %v476, <8 x float> poison, <8 x i32> zeroinitializer
  %v478 = fmul contract <8 x float> %v449, %v477
  %v479 = fadd contract <8 x float> %v441, %v478
  %v480 = getelementptr inbounds i8, ptr %v411, i64 724
  %v481 = load float, ptr %v480, align 4, !alias.scope !8, !noalias !13
  %v482 = insertelement <8 x float> poison, float %v481, i64 0
  %v483 = shufflevector <8 x float> %v482, <8 x float> poison, <8 x i32> zeroinitializer
  %v484 = fmul contract <8 x float> %v449, %v483
  %v485 = fadd contract <8 x float> %v447, %v484
  %v486 = getelementptr i8, ptr %v409, i64 8
  %v487 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v486, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !5, !noalias !12
  %v488 = getelementptr inbounds i8, ptr %v411, i64 8
  %v489 = load float, ptr %v488, align 4, !alias.scope !8, !noalias !13
  %v490 = insertelement <8 x float> poison, float %v489, i64 0
  %v491 = shufflevector <8 x float> %v490, <8 x float> poison, <8 x i32> zeroinitializer
  %v492 = fmul contract <8 x float> %v487, %v491
  %v493 = fadd contract <8 x float> %v455, %v492
  %v494 = getelementptr inbounds i8, ptr %v411, i64 152
  %v495 = load float, ptr %v494, align 4, !alias.scope !8, !noalias !13
  %v496 = insertelement <8 x float> poison, float %v495, i64 0
  %v497 = shufflevector <8 x float> %v496, <8 x float> poison, <8 x i32> zeroinitializer
  %v498 = fmul contract <8 x float> %v487, %v497
  %v499 = fadd contract <8 x float> %v461, %v498
  %v500 = getelementptr inbounds i8, ptr %v411, i64 296
  %v501 = load float, ptr %v500, align 4, !alias.scope !8, !noalias !13
  %v502 = insertelement <8 x float> poison, float %v501, i64 0
  %v503 = shufflevector <8 x float> %v502, <8 x float> poison, <8 x i32> zeroinitializer
  %v504 = fmul contract <8 x float> %v487, %v503
  %v505 = fadd contract <8 x float> %v467, %v504
  %v506 = getelementptr inbounds i8, ptr %v411, i64 440
  %v507 = load float, ptr %v506, align 4, !alias.scope !8, !noalias !13
  %v508 = insertelement <8 x float> poison, float %v507, i64 0
  %v509 = shufflevector <8 x float> %v508, <8 x float> poison, <8 x i32> zeroinitializer
  %v510 = fmul contract <8 x float> %v487, %v509
  %v511 = fadd contract <8 x float> %v473, %v510
  %v512 = getelementptr inbounds i8, ptr %v411, i64 584
  %v513 = load float, ptr %v512, align 4, !alias.scope !8, !noalias !13
  %v514 = insertelement <8 x float> poison, float %v513, i64 0
  %v515 = shufflevector <8 x float> %v514, <8 x float> poison, <8 x i32> zeroinitializer
  %v516 = fmul contract <8 x float> %v487, %v515
  %v517 = fadd contract <8 x float> %v479, %v516
  %v518 = getelementptr inbounds i8, ptr %v411, i64 728
  %v519 = load float, ptr %v518, align 4, !alias.scope !8, !noalias !13
  %v520 = insertelement <8 x float> poison, float %v519, i64 0
  %v521 = shufflevector <8 x float> %v520, <8 x float> poison, <8 x i32> zeroinitializer
  %v522 = fmul contract <8 x float> %v487, %v521
  %v523 = fadd contract <8 x float> %v485, %v522
  %v524 = getelementptr i8, ptr %v409, i64 44
  %v525 = getelementptr inbounds i8, ptr %v411, i64 12
  %v526 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v524, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !5, !noalias !12
  %v527 = load float, ptr %v525, align 4, !alias.scope !8, !noalias !13
  %v528 = insertelement <8 x float> poison, float %v527, i64 0
  %v529 = shufflevector <8 x float> %v528, <8 x float> poison, <8 x i32> zeroinitializer
  %v530 = fmul contract <8 x float> %v526, %v529
  %v531 = fadd contract <8 x float> %v493, %v530
  %v532 = getelementptr inbounds i8, ptr %v411, i64 156
  %v533 = load float, ptr %v532, align 4, !alias.scope !8, !noalias !13
  %v534 = insertelement <8 x float> poison, float %v533, i64 0
  %v535 = shufflevector <8 x float> %v534, <8 x float> poison, <8 x i32> zeroinitializer
  %v536 = fmul contract <8 x float> %v526, %v535
  %v537 = fadd contract <8 x float> %v499, %v536
  %v538 = getelementptr inbounds i8, ptr %v411, i64 300
  %v539 = load float, ptr %v538, align 4, !alias.scope !8, !noalias !13
  %v540 = insertelement <8 x float> poison, float %v539, i64 0
  %v541 = shufflevector <8 x float> %v540, <8 x float> poison, <8 x i32> zeroinitializer
  %v542 = fmul contract <8 x float> %v526, %v541
  %v543 = fadd contract <8 x float> %v505, %v542
  %v544 = getelementptr inbounds i8, ptr %v411, i64 444
  %v545 = load float, ptr %v544, align 4, !alias.scope !8, !noalias !13
  %v546 = insertelement <8 x float> poison, float %v545, i64 0
  %v547 = shufflevector <8 x float> %v546, <8 x float> poison, <8 x i32> zeroinitializer
  %v548 = fmul contract <8 x float> %v526, %v547
  %v549 = fadd contract <8 x float> %v511, %v548
  %v550 = getelementptr inbounds i8, ptr %v411, i64 588
  %v551 = load float, ptr %v550, align 4, !alias.scope !8, !noalias !13
  %v552 = insertelement <8 x float> poison, float %v551, i64 0
  %v553 = shufflevector <8 x float> %v552, <8 x float> poison, <8 x i32> zeroinitializer
  %v554 = fmul contract <8 x float> %v526, %v553
  %v555 = fadd contract <8 x float> %v517, %v554
  %v556 = getelementptr inbounds i8, ptr %v411, i64 732
  %v557 = load float, ptr %v556, align 4, !alias.scope !8, !noalias !13
  %v558 = insertelement <8 x float> poison, float %v557, i64 0
  %v559 = shufflevector <8 x float> %v558, <8 x float> poison, <8 x i32> zeroinitializer
  %v560 = fmul contract <8 x float> %v526, %v559
  %v561 = fadd contract <8 x float> %v523, %v560
  %v562 = getelementptr i8, ptr %v409, i64 48
  %v563 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v562, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !5, !noalias !12
  %v564 = getelementptr inbounds i8, ptr %v411, i64 16
  %v565 = load float, ptr %v564, align 4, !alias.scope !8, !noalias !13
  %v566 = insertelement <8 x float> poison, float %v565, i64 0
  %v567 = shufflevector <8 x float> %v566, <8 x float> poison, <8 x i32> zeroinitializer
  %v568 = fmul contract <8 x float> %v563, %v567
  %v569 = fadd contract <8 x float> %v531, %v568
  %v570 = getelementptr inbounds i8, ptr %v411, i64 160
  %v571 = load float, ptr %v570, align 4, !alias.scope !8, !noalias !13
  %v572 = insertelement <8 x float> poison, float %v571, i64 0
  %v573 = shufflevector <8 x float> %v572, <8 x float> poison, <8 x i32> zeroinitializer
  %v574 = fmul contract <8 x float> %v563, %v573
  %v575 = fadd contract <8 x float> %v537, %v574
  %v576 = getelementptr inbounds i8, ptr %v411, i64 304
  %v577 = load float, ptr %v576, align 4, !alias.scope !8, !noalias !13
  %v578 = insertelement <8 x float> poison, float %v577, i64 0
  %v579 = shufflevector <8 x float> %v578, <8 x float> poison, <8 x i32> zeroinitializer
  %v580 = fmul contract <8 x float> %v563, %v579
  %v581 = fadd contract <8 x float> %v543, %v580
  %v582 = getelementptr inbounds i8, ptr %v411, i64 448
  %v583 = load float, ptr %v582, align 4, !alias.scope !8, !noalias !13
  %v584 = insertelement <8 x float> poison, float %v583, i64 0
  %v585 = shufflevector <8 x float> %v584, <8 x float> poison, <8 x i32> zeroinitializer
  %v586 = fmul contract <8 x float> %v563, %v585
  %v587 = fadd contract <8 x float> %v549, %v586
  %v588 = getelementptr inbounds i8, ptr %v411, i64 592
  %v589 = load float, ptr %v588, align 4, !alias.scope !8, !noalias !13
  %v590 = insertelement <8 x float> poison, float %v589, i64 0
  %v591 = shufflevector <8 x float> %v590, <8 x float> poison, <8 x i32> zeroinitializer
  %v592 = fmul contract <8 x float> %v563, %v591
  %v593 = fadd contract <8 x float> %v555, %v592
  %v594 = getelementptr inbounds i8, ptr %v411, i64 736
  %v595 = load float, ptr %v594, align 4, !alias.scope !8, !noalias !13
  %v596 = insertelement <8 x float> poison, float %v595, i64 0
  %v597 = shufflevector <8 x float> %v596, <8 x float> poison, <8 x i32> zeroinitializer
  %v598 = fmul contract <8 x float> %v563, %v597
  %v599 = fadd contract <8 x float> %v561, %v598
  %v600 = getelementptr i8, ptr %v409, i64 52
  %v601 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v600, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !5, !noalias !12
  %v602 = getelementptr inbounds i8, ptr %v411, i64 20
  %v603 = load float, ptr %v602, align 4, !alias.scope !8, !noalias !13
  %v604 = insertelement <8 x float> poison, float %v603, i64 0
  %v605 = shufflevector <8 x float> %v604, <8 x float> poison, <8 x i32> zeroinitializer
  %v606 = fmul contract <8 x float> %v601, %v605
  %v607 = fadd contract <8 x float> %v569, %v606
  %v608 = getelementptr inbounds i8, ptr %v411, i64 164
  %v609 = load float, ptr %v608, align 4, !alias.scope !8, !noalias !13
  %v610 = insertelement <8 x float> poison, float %v609, i64 0
  %v611 = shufflevector <8 x float> %v610, <8 x float> poison, <8 x i32> zeroinitializer
  %v612 = fmul contract <8 x float> %v601, %v611
  %v613 = fadd contract <8 x float> %v575, %v612
  %v614 = getelementptr inbounds i8, ptr %v411, i64 308
  %v615 = load float, ptr %v614, align 4, !alias.scope !8, !noalias !13
  %v616 = insertelement <8 x float> poison, float %v615, i64 0
  %v617 = shufflevector <8 x float> %v616, <8 x float> poison, <8 x i32> zeroinitializer
  %v618 = fmul contract <8 x float> %v601, %v617
  %v619 = fadd contract <8 x float> %v581, %v618
  %v620 = getelementptr inbounds i8, ptr %v411, i64 452
  %v621 = load float, ptr %v620, align 4, !alias.scope !8, !noalias !13
  %v622 = insertelement <8 x float> poison, float %v621, i64 0
  %v623 = shufflevector <8 x float> %v622, <8 x float> poison, <8 x i32> zeroinitializer
  %v624 = fmul contract <8 x float> %v601, %v623
  %v625 = fadd contract <8 x float> %v587, %v624
  %v626 = getelementptr inbounds i8, ptr %v411, i64 596
  %v627 = load float, ptr %v626, align 4, !alias.scope !8, !noalias !13
  %v628 = insertelement <8 x float> poison, float %v627, i64 0
  %v629 = shufflevector <8 x float> %v628, <8 x float> poison, <8 x i32> zeroinitializer
  %v630 = fmul contract <8 x float> %v601, %v629
  %v631 = fadd contract <8 x float> %v593, %v630
  %v632 = getelementptr inbounds i8, ptr %v411, i64 740
  %v633 = load float, ptr %v632, align 4, !alias.scope !8, !noalias !13
  %v634 = insertelement <8 x float> poison, float %v633, i64 0
  %v635 = shufflevector <8 x float> %v634, <8 x float> poison, <8 x i32> zeroinitializer
  %v636 = fmul contract <8 x float> %v601, %v635
  %v637 = fadd contract <8 x float> %v599, %v636
  %v638 = getelementptr i8, ptr %v409, i64 88
  %v639 = getelementptr inbounds i8, ptr %v411, i64 24
  %v640 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v638, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !5, !noalias !12
  %v641 = load float, ptr %v639, align 4, !alias.scope !8, !noalias !13
  %v642 = insertelement <8 x float> poison, float %v641, i64 0
  %v643 = shufflevector <8 x float> %v642, <8 x float> poison, <8 x i32> zeroinitializer
  %v644 = fmul contract <8 x float> %v640, %v643
  %v645 = fadd contract <8 x float> %v607, %v644
  %v646 = getelementptr inbounds i8, ptr %v411, i64 168
  %v647 = load float, ptr %v646, align 4, !alias.scope !8, !noalias !13
  %v648 = insertelement <8 x float> poison, float %v647, i64 0
  %v649 = shufflevector <8 x float> %v648, <8 x float> poison, <8 x i32> zeroinitializer
  %v650 = fmul contract <8 x float> %v640, %v649
  %v651 = fadd contract <8 x float> %v613, %v650
  %v652 = getelementptr inbounds i8, ptr %v411, i64 312
  %v653 = load float, ptr %v652, align 4, !alias.scope !8, !noalias !13
  %v654 = insertelement <8 x float> poison, float %v653, i64 0
  %v655 = shufflevector <8 x float> %v654, <8 x float> poison, <8 x i32> zeroinitializer
  %v656 = fmul contract <8 x float> %v640, %v655
  %v657 = fadd contract <8 x float> %v619, %v656
  %v658 = getelementptr inbounds i8, ptr %v411, i64 456
  %v659 = load float, ptr %v658, align 4, !alias.scope !8, !noalias !13
  %v660 = insertelement <8 x float> poison, float %v659, i64 0
  %v661 = shufflevector <8 x float> %v660, <8 x float> poison, <8 x i32> zeroinitializer
  %v662 = fmul contract <8 x float> %v640, %v661
  %v663 = fadd contract <8 x float> %v625, %v662
  %v664 = getelementptr inbounds i8, ptr %v411, i64 600
  %v665 = load float, ptr %v664, align 4, !alias.scope !8, !noalias !13
  %v666 = insertelement <8 x float> poison, float %v665, i64 0
  %v667 = shufflevector <8 x float> %v666, <8 x float> poison, <8 x i32> zeroinitializer
  %v668 = fmul contract <8 x float> %v640, %v667
  %v669 = fadd contract <8 x float> %v631, %v668
  %v670 = getelementptr inbounds i8, ptr %v411, i64 744
  %v671 = load float, ptr %v670, align 4, !alias.scope !8, !noalias !13
  %v672 = insertelement <8 x float> poison, float %v671, i64 0
  %v673 = shufflevector <8 x float> %v672, <8 x float> poison, <8 x i32> zeroinitializer
  %v674 = fmul contract <8 x float> %v640, %v673
  %v675 = fadd contract <8 x float> %v637, %v674
  %v676 = getelementptr i8, ptr %v409, i64 92
  %v677 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v676, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !5, !noalias !12
  %v678 = getelementptr inbounds i8, ptr %v411, i64 28
  %v679 = load float, ptr %v678, align 4, !alias.scope !8, !noalias !13
  %v680 = insertelement <8 x float> poison, float %v679, i64 0
  %v681 = shufflevector <8 x float> %v680, <8 x float> poison, <8 x i32> zeroinitializer
  %v682 = fmul contract <8 x float> %v677, %v681
  %v683 = fadd contract <8 x float> %v645, %v682
  %v684 = getelementptr inbounds i8, ptr %v411, i64 172
  %v685 = load float, ptr %v684, align 4, !alias.scope !8, !noalias !13
  %v686 = insertelement <8 x float> poison, float %v685, i64 0
  %v687 = shufflevector <8 x float> %v686, <8 x float> poison, <8 x i32> zeroinitializer
  %v688 = fmul contract <8 x float> %v677, %v687
  %v689 = fadd contract <8 x float> %v651, %v688
  %v690 = getelementptr inbounds i8, ptr %v411, i64 316
  %v691 = load float, ptr %v690, align 4, !alias.scope !8, !noalias !13
  %v692 = insertelement <8 x float> poison, float %v691, i64 0
  %v693 = shufflevector <8 x float> %v692, <8 x float> poison, <8 x i32> zeroinitializer
  %v694 = fmul contract <8 x float> %v677, %v693
  %v695 = fadd contract <8 x float> %v657, %v694
  %v696 = getelementptr inbounds i8, ptr %v411, i64 460
  %v697 = load float, ptr %v696, align 4, !alias.scope !8, !noalias !13
  %v698 = insertelement <8 x float> poison, float %v697, i64 0
  %v699 = shufflevector <8 x float> %v698, <8 x float> poison, <8 x i32> zeroinitializer
  %v700 = fmul contract <8 x float> %v677, %v699
  %v701 = fadd contract <8 x float> %v663, %v700
  %v702 = getelementptr inbounds i8, ptr %v411, i64 604
  %v703 = load float, ptr %v702, align 4, !alias.scope !8, !noalias !13
  %v704 = insertelement <8 x float> poison, float %v703, i64 0
  %v705 = shufflevector <8 x float> %v704, <8 x float> poison, <8 x i32> zeroinitializer
  %v706 = fmul contract <8 x float> %v677, %v705
  %v707 = fadd contract <8 x float> %v669, %v706
  %v708 = getelementptr inbounds i8, ptr %v411, i64 748
  %v709 = load float, ptr %v708, align 4, !alias.scope !8, !noalias !13
  %v710 = insertelement <8 x float> poison, float %v709, i64 0
  %v711 = shufflevector <8 x float> %v710, <8 x float> poison, <8 x i32> zeroinitializer
  %v712 = fmul contract <8 x float> %v677, %v711
  %v713 = fadd contract <8 x float> %v675, %v712
  %v714 = getelementptr i8, ptr %v409, i64 96
  %v715 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v714, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !5, !noalias !12
  %v716 = getelementptr inbounds i8, ptr %v411, i64 32
  %v717 = load float, ptr %v716, align 4, !alias.scope !8, !noalias !13
  %v718 = insertelement <8 x float> poison, float %v717, i64 0
  %v719 = shufflevector <8 x float> %v718, <8 x float> poison, <8 x i32> zeroinitializer
  %v720 = fmul contract <8 x float> %v715, %v719
  %v405 = fadd contract <8 x float> %v683, %v720
  %v721 = getelementptr inbounds i8, ptr %v411, i64 176
  %v722 = load float, ptr %v721, align 4, !alias.scope !8, !noalias !13
  %v723 = insertelement <8 x float> poison, float %v722, i64 0
  %v724 = shufflevector <8 x float> %v723, <8 x float> poison, <8 x i32> zeroinitializer
  %v725 = fmul contract <8 x float> %v715, %v724
  %v403 = fadd contract <8 x float> %v689, %v725
  %v726 = getelementptr inbounds i8, ptr %v411, i64 320
  %v727 = load float, ptr %v726, align 4, !alias.scope !8, !noalias !13
  %v728 = insertelement <8 x float> poison, float %v727, i64 0
  %v729 = shufflevector <8 x float> %v728, <8 x float> poison, <8 x i32> zeroinitializer
  %v730 = fmul contract <8 x float> %v715, %v729
  %v401 = fadd contract <8 x float> %v695, %v730
  %v731 = getelementptr inbounds i8, ptr %v411, i64 464
  %v732 = load float, ptr %v731, align 4, !alias.scope !8, !noalias !13
  %v733 = insertelement <8 x float> poison, float %v732, i64 0
  %v734 = shufflevector <8 x float> %v733, <8 x float> poison, <8 x i32> zeroinitializer
  %v735 = fmul contract <8 x float> %v715, %v734
  %v399 = fadd contract <8 x float> %v701, %v735
  %v736 = getelementptr inbounds i8, ptr %v411, i64 608
  %v737 = load float, ptr %v736, align 4, !alias.scope !8, !noalias !13
  %v738 = insertelement <8 x float> poison, float %v737, i64 0
  %v739 = shufflevector <8 x float> %v738, <8 x float> poison, <8 x i32> zeroinitializer
  %v740 = fmul contract <8 x float> %v715, %v739
  %v397 = fadd contract <8 x float> %v707, %v740
  %v741 = getelementptr inbounds i8, ptr %v411, i64 752
  %v742 = load float, ptr %v741, align 4, !alias.scope !8, !noalias !13
  %v743 = insertelement <8 x float> poison, float %v742, i64 0
  %v744 = shufflevector <8 x float> %v743, <8 x float> poison, <8 x i32> zeroinitializer
  %v745 = fmul contract <8 x float> %v715, %v744
  %v395 = fadd contract <8 x float> %v713, %v745
  %v407 = add nuw nsw i64 %v406, 1
  %v746 = icmp eq i64 %v407, 4
  br i1 %v746, label %v39, label %v37

v39:                                      ; preds = %v37
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v405, ptr %v21, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !10, !noalias !14
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v403, ptr %v22, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !10, !noalias !14
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v401, ptr %v23, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !10, !noalias !14
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v399, ptr %v24, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !10, !noalias !14
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v397, ptr %v25, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !10, !noalias !14
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v395, ptr %v26, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !10, !noalias !14
  br label %v34

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
