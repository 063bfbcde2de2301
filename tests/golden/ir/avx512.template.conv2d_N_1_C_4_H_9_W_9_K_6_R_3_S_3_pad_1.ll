; conv2d:N=1,C=4,H=9,W=9,K=6,R=3,S=3,stride=1,pad=1,dilation=1,layout=nchw,kblock=0,bias=0,residual=0,act=none,dtype=f32 on llvm -mcpu=x86-64-v4, schedule template
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
  call void @ktune_parallel_for(i64 4, ptr nonnull @ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v5) #3
  store ptr %v6, ptr %v4, align 64
  %v8 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v1, ptr %v8, align 8
  %v9 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v9, align 16
  call void @ktune_parallel_for(i64 9, ptr nonnull @ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel1, ptr nonnull %v4) #3
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
  %v10 = getelementptr i8, ptr %v6, i64 -40
  br label %v11

v11:                                   ; preds = %v8, %v11
  %v12 = phi i64 [ %v13, %v11 ], [ %v1, %v8 ]
  %v14 = mul i64 %v12, 484
  %v15 = getelementptr i8, ptr %v4, i64 %v14
  store <11 x float> zeroinitializer, ptr %v15, align 4, !alias.scope !0, !noalias !3
  %v16 = mul i64 %v12, 324
  %v17 = getelementptr i8, ptr %v10, i64 %v16
  %v18 = getelementptr i8, ptr %v17, i64 36
  %v19 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v18, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !0
  %v20 = shufflevector <16 x float> %v19, <16 x float> poison, <11 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 poison>
  %v21 = shufflevector <11 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>, <11 x float> %v20, <11 x i32> <i32 0, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 10>
  %v22 = getelementptr i8, ptr %v15, i64 44
  store <11 x float> %v21, ptr %v22, align 4, !alias.scope !0, !noalias !3
  %v23 = getelementptr i8, ptr %v17, i64 72
  %v24 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v23, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !0
  %v25 = shufflevector <16 x float> %v24, <16 x float> poison, <11 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 poison>
  %v26 = shufflevector <11 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>, <11 x float> %v25, <11 x i32> <i32 0, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 10>
  %v27 = getelementptr i8, ptr %v15, i64 88
  store <11 x float> %v26, ptr %v27, align 4, !alias.scope !0, !noalias !3
  %v28 = getelementptr i8, ptr %v17, i64 108
  %v29 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v28, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !0
  %v30 = shufflevector <16 x float> %v29, <16 x float> poison, <11 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 poison>
  %v31 = shufflevector <11 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>, <11 x float> %v30, <11 x i32> <i32 0, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 10>
  %v32 = getelementptr i8, ptr %v15, i64 132
  store <11 x float> %v31, ptr %v32, align 4, !alias.scope !0, !noalias !3
  %v33 = getelementptr i8, ptr %v17, i64 144
  %v34 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v33, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !0
  %v35 = shufflevector <16 x float> %v34, <16 x float> poison, <11 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 poison>
  %v36 = shufflevector <11 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>, <11 x float> %v35, <11 x i32> <i32 0, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 10>
  %v37 = getelementptr i8, ptr %v15, i64 176
  store <11 x float> %v36, ptr %v37, align 4, !alias.scope !0, !noalias !3
  %v38 = getelementptr i8, ptr %v17, i64 180
  %v39 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v38, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !0
  %v40 = shufflevector <16 x float> %v39, <16 x float> poison, <11 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 poison>
  %v41 = shufflevector <11 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>, <11 x float> %v40, <11 x i32> <i32 0, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 10>
  %v42 = getelementptr i8, ptr %v15, i64 220
  store <11 x float> %v41, ptr %v42, align 4, !alias.scope !0, !noalias !3
  %v43 = getelementptr i8, ptr %v17, i64 216
  %v44 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v43, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !0
  %v45 = shufflevector <16 x float> %v44, <16 x float> poison, <11 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 poison>
  %v46 = shufflevector <11 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>, <11 x float> %v45, <11 x i32> <i32 0, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 10>
  %v47 = getelementptr i8, ptr %v15, i64 264
  store <11 x float> %v46, ptr %v47, align 4, !alias.scope !0, !noalias !3
  %v48 = getelementptr i8, ptr %v17, i64 252
  %v49 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v48, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !0
  %v50 = shufflevector <16 x float> %v49, <16 x float> poison, <11 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 poison>
  %v51 = shufflevector <11 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>, <11 x float> %v50, <11 x i32> <i32 0, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 10>
  %v52 = getelementptr i8, ptr %v15, i64 308
  store <11 x float> %v51, ptr %v52, align 4, !alias.scope !0, !noalias !3
  %v53 = getelementptr i8, ptr %v17, i64 288
  %v54 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v53, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !0
  %v55 = shufflevector <16 x float> %v54, <16 x float> poison, <11 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 poison>
  %v56 = shufflevector <11 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>, <11 x float> %v55, <11 x i32> <i32 0, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 10>
  %v57 = getelementptr i8, ptr %v15, i64 352
  store <11 x float> %v56, ptr %v57, align 4, !alias.scope !0, !noalias !3
  %v58 = getelementptr i8, ptr %v17, i64 324
  %v59 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v58, i32 4, <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !3, !noalias !0
  %v60 = shufflevector <16 x float> %v59, <16 x float> poison, <11 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 poison>
  %v61 = shufflevector <11 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>, <11 x float> %v60, <11 x i32> <i32 0, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 10>
  %v62 = getelementptr i8, ptr %v15, i64 396
  store <11 x float> %v61, ptr %v62, align 4, !alias.scope !0, !noalias !3
  %v63 = getelementptr i8, ptr %v15, i64 440
  store <11 x float> zeroinitializer, ptr %v63, align 4, !alias.scope !0, !noalias !3
  %v13 = add nuw nsw i64 %v12, 1
  %v64 = icmp eq i64 %v13, %v2
  br i1 %v64, label %v9, label %v11

v9: ; preds = %v11, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #2

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

v10:                                         ; preds = %v3, %v12
  %v13 = phi i64 [ %v14, %v12 ], [ %v1, %v3 ]
  %v15 = mul i64 %v13, 44
  %v16 = getelementptr i8, ptr %v4, i64 %v15
  br label %v17

v17:                                        ; preds = %v17, %v10
  %v18 = phi <9 x float> [ zeroinitializer, %v10 ], [ %v19, %v17 ]
  %v20 = phi <9 x float> [ zeroinitializer, %v10 ], [ %v21, %v17 ]
  %v22 = phi <9 x float> [ zeroinitializer, %v10 ], [ %v23, %v17 ]
  %v24 = phi <9 x float> [ zeroinitializer, %v10 ], [ %v25, %v17 ]
  %v26 = phi <9 x float> [ zeroinitializer, %v10 ], [ %v27, %v17 ]
  %v28 = phi <9 x float> [ zeroinitializer, %v10 ], [ %v29, %v17 ]
  %v30 = phi i64 [ 0, %v10 ], [ %v31, %v17 ]
  %v32 = mul nuw nsw i64 %v30, 484
  %v33 = getelementptr i8, ptr %v16, i64 %v32
  %v34 = mul nuw nsw i64 %v30, 36
  %v35 = getelementptr inbounds i8, ptr %v6, i64 %v34
  %v36 = load <9 x float>, ptr %v33, align 4, !alias.scope !5, !noalias !12
  %v37 = load float, ptr %v35, align 4, !alias.scope !8, !noalias !13
  %v38 = insertelement <9 x float> poison, float %v37, i64 0
  %v39 = shufflevector <9 x float> %v38, <9 x float> poison, <9 x i32> zeroinitializer
  %v40 = fmul contract <9 x float> %v36, %v39
  %v41 = fadd contract <9 x float> %v28, %v40
  %v42 = getelementptr inbounds i8, ptr %v35, i64 144
  %v43 = load float, ptr %v42, align 4, !alias.scope !8, !noalias !13
  %v44 = insertelement <9 x float> poison, float %v43, i64 0
  %v45 = shufflevector <9 x float> %v44, <9 x float> poison, <9 x i32> zeroinitializer
  %v46 = fmul contract <9 x float> %v36, %v45
  %v47 = fadd contract <9 x float> %v26, %v46
  %v48 = getelementptr inbounds i8, ptr %v35, i64 288
  %v49 = load float, ptr %v48, align 4, !alias.scope !8, !noalias !13
  %v50 = insertelement <9 x float> poison, float %v49, i64 0
  %v51 = shufflevector <9 x float> %v50, <9 x float> poison, <9 x i32> zeroinitializer
  %v52 = fmul contract <9 x float> %v36, %v51
  %v53 = fadd contract <9 x float> %v24, %v52
  %v54 = getelementptr inbounds i8, ptr %v35, i64 432
  %v55 = load float, ptr %v54, align 4, !alias.scope !8, !noalias !13
  %v56 = insertelement <9 x float> poison, float %v55, i64 0
  %v57 = shufflevector <9 x float> %v56, <9 x float> poison, <9 x i32> zeroinitializer
  %v58 = fmul contract <9 x float> %v36, %v57
  %v59 = fadd contract <9 x float> %v22, %v58
  %v60 = getelementptr inbounds i8, ptr %v35, i64 576
  %v61 = load float, ptr %v60, align 4, !alias.scope !8, !noalias !13
  %v62 = insertelement <9 x float> poison, float %v61, i64 0
  %v63 = shufflevector <9 x float> %v62, <9 x float> poison, <9 x i32> zeroinitializer
  %v64 = fmul contract <9 x float> %v36, %v63
  %v65 = fadd contract <9 x float> %v20, %v64
  %v66 = getelementptr inbounds i8, ptr %v35, i64 720
  %v67 = load float, ptr %v66, align 4, !alias.scope !8, !noalias !13
  %v68 = insertelement <9 x float> poison, float %v67, i64 0
  %v69 = shufflevector <9 x float> %v68, <9 x float> poison, <9 x i32> zeroinitializer
  %v70 = fmul contract <9 x float> %v36, %v69
  %v71 = fadd contract <9 x float> %v18, %v70
  %v72 = getelementptr i8, ptr %v33, i64 4
  %v73 = load <9 x float>, ptr %v72, align 4, !alias.scope !5, !noalias !12
  %v74 = getelementptr inbounds i8, ptr %v35, i64 4
  %v75 = load float, ptr %v74, align 4, !alias.scope !8, !noalias !13
  %v76 = insertelement <9 x float> poison, float %v75, i64 0
  %v77 = shufflevector <9 x float> %v76, <9 x float> poison, <9 x i32> zeroinitializer
  %v78 = fmul contract <9 x float> %v73, %v77
  %v79 = fadd contract <9 x float> %v41, %v78
  %v80 = getelementptr inbounds i8, ptr %v35, i64 148
  %v81 = load float, ptr %v80, align 4, !alias.scope !8, !noalias !13
  %v82 = insertelement <9 x float> poison, float %v81, i64 0
  %v83 = shufflevector <9 x float> %v82, <9 x float> poison, <9 x i32> zeroinitializer
  %v84 = fmul contract <9 x float> %v73, %v83
  %v85 = fadd contract <9 x float> %v47, %v84
  %v86 = getelementptr inbounds i8, ptr %v35, i64 292
  %v87 = load float, ptr %v86, align 4, !alias.scope !8, !noalias !13
  %v88 = insertelement <9 x float> poison, float %v87, i64 0
  %v89 = shufflevector <9 x float> %v88, <9 x float> poison, <9 x i32> zeroinitializer
  %v90 = fmul contract <9 x float> %v73, %v89
  %v91 = fadd contract <9 x float> %v53, %v90
  %v92 = getelementptr inbounds i8, ptr %v35, i64 436
  %v93 = load float, ptr %v92, align 4, !alias.scope !8, !noalias !13
  %v94 = insertelement <9 x float> poison, float %v93, i64 0
  %v95 = shufflevector <9 x float> %v94, <9 x float> poison, <9 x i32> zeroinitializer
  %v96 = fmul contract <9 x float> %v73, %v95
  %v97 = fadd contract <9 x float> %v59, %v96
  %v98 = getelementptr inbounds i8, ptr %v35, i64 580
  %v99 = load float, ptr %v98, align 4, !alias.scope !8, !noalias !13
  %v100 = insertelement <9 x float> poison, float %v99, i64 0
  %v101 = shufflevector <9 x float> %v100, <9 x float> poison, <9 x i32> zeroinitializer
  %v102 = fmul contract <9 x float> %v73, %v101
  %v103 = fadd contract <9 x float> %v65, %v102
  %v104 = getelementptr inbounds i8, ptr %v35, i64 724
  %v105 = load float, ptr %v104, align 4, !alias.scope !8, !noalias !13
  %v106 = insertelement <9 x float> poison, float %v105, i64 0
  %v107 = shufflevector <9 x float> %v106, <9 x float> poison, <9 x i32> zeroinitializer
  %v108 = fmul contract <9 x float> %v73, %v107
  %v109 = fadd contract <9 x float> %v71, %v108
  %v110 = getelementptr i8, ptr %v33, i64 8
  %v111 = load <9 x float>, ptr %v110, align 4, !alias.scope !5, !noalias !12
  %v112 = getelementptr inbounds i8, ptr %v35, i64 8
  %v113 = load float, ptr %v112, align 4, !alias.scope !8, !noalias !13
  %v114 = insertelement <9 x float> poison, float %v113, i64 0
  %v115 = shufflevector <9 x float> %v114, <9 x float> poison, <9 x i32> zeroinitializer
  %v116 = fmul contract <9 x float> %v111, %v115
  %v117 = fadd contract <9 x float> %v79, %v116
  %v118 = getelementptr inbounds i8, ptr %v35, i64 152
  %v119 = load float, ptr %v118, align 4, !alias.scope !8, !noalias !13
  %v120 = insertelement <9 x float> poison, float %v119, i64 0
  %v121 = shufflevector <9 x float> %v120, <9 x float> poison, <9 x i32> zeroinitializer
  %v122 = fmul contract <9 x float> %v111, %v121
  %v123 = fadd contract <9 x float> %v85, %v122
  %v124 = getelementptr inbounds i8, ptr %v35, i64 296
  %v125 = load float, ptr %v124, align 4, !alias.scope !8, !noalias !13
  %v126 = insertelement <9 x float> poison, float %v125, i64 0
  %v127 = shufflevector <9 x float> %v126, <9 x float> poison, <9 x i32> zeroinitializer
  %v128 = fmul contract <9 x float> %v111, %v127
  %v129 = fadd contract <9 x float> %v91, %v128
  %v130 = getelementptr inbounds i8, ptr %v35, i64 440
  %v131 = load float, ptr %v130, align 4, !alias.scope !8, !noalias !13
  %v132 = insertelement <9 x float> poison, float %v131, i64 0
  %v133 = shufflevector <9 x float> %v132, <9 x float> poison, <9 x i32> zeroinitializer
  %v134 = fmul contract <9 x float> %v111, %v133
  %v135 = fadd contract <9 x float> %v97, %v134
  %v136 = getelementptr inbounds i8, ptr %v35, i64 584
  %v137 = load float, ptr %v136, align 4, !alias.scope !8, !noalias !13
  %v138 = insertelement <9 x float> poison, float %v137, i64 0
  %v139 = shufflevector <9 x float> %v138, <9 x float> poison, <9 x i32> zeroinitializer
  %v140 = fmul contract <9 x float> %v111, %v139
  %v141 = fadd contract <9 x float> %v103, %v140
  %v142 = getelementptr inbounds i8, ptr %v35, i64 728
  %v143 = load float, ptr %v142, align 4, !alias.scope !8, !noalias !13
  %v144 = insertelement <9 x float> poison, float %v143, i64 0
  %v145 = shufflevector <9 x float> %v144, <9 x float> poison, <9 x i32> zeroinitializer
  %v146 = fmul contract <9 x float> %v111, %v145
  %v147 = fadd contract <9 x float> %v109, %v146
  %v148 = getelementptr i8, ptr %v33, i64 44
  %v149 = getelementptr inbounds i8, ptr %v35, i64 12
  %v150 = load <9 x float>, ptr %v148, align 4, !alias.scope !5, !noalias !12
  %v151 = load float, ptr %v149, align 4, !alias.scope !8, !noalias !13
  %v152 = insertelement <9 x float> poison, float %v151, i64 0
  %v153 = shufflevector <9 x float> %v152, <9 x float> poison, <9 x i32> zeroinitializer
  %v154 = fmul contract <9 x float> %v150, %v153
  %v155 = fadd contract <9 x float> %v117, %v154
  %v156 = getelementptr inbounds i8, ptr %v35, i64 156
  %v157 = load float, ptr %v156, align 4, !alias.scope !8, !noalias !13
  %v158 = insertelement <9 x float> poison, float %v157, i64 0
  %v159 = shufflevector <9 x float> %v158, <9 x float> poison, <9 x i32> zeroinitializer
  %v160 = fmul contract <9 x float> %v150, %v159
  %v161 = fadd contract <9 x float> %v123, %v160
  %v162 = getelementptr inbounds i8, ptr %v35, i64 300
  %v163 = load float, ptr %v162, align 4, !alias.scope !8, !noalias !13
  %v164 = insertelement <9 x float> poison, float %v163, i64 0
  %v165 = shufflevector <9 x float> %v164, <9 x float> poison, <9 x i32> zeroinitializer
  %v166 = fmul contract <9 x float> %v150, %v165
  %v167 = fadd contract <9 x float> %v129, %v166
  %v168 = getelementptr inbounds i8, ptr %v35, i64 444
  %v169 = load float, ptr %v168, align 4, !alias.scope !8, !noalias !13
  %v170 = insertelement <9 x float> poison, float %v169, i64 0
  %v171 = shufflevector <9 x float> %v170, <9 x float> poison, <9 x i32> zeroinitializer
  %v172 = fmul contract <9 x float> %v150, %v171
  %v173 = fadd contract <9 x float> %v135, %v172
  %v174 = getelementptr inbounds i8, ptr %v35, i64 588
  %v175 = load float, ptr %v174, align 4, !alias.scope !8, !noalias !13
  %v176 = insertelement <9 x float> poison, float %v175, i64 0
  %v177 = shufflevector <9 x float> %v176, <9 x float> poison, <9 x i32> zeroinitializer
  %v178 = fmul contract <9 x float> %v150, %v177
  %v179 = fadd contract <9 x float> %v141, %v178
  %v180 = getelementptr inbounds i8, ptr %v35, i64 732
  %v181 = load float, ptr %v180, align 4, !alias.scope !8, !noalias !13
  %v182 = insertelement <9 x float> poison, float %v181, i64 0
  %v183 = shufflevector <9 x float> %v182, <9 x float> poison, <9 x i32> zeroinitializer
  %v184 = fmul contract <9 x float> %v150, %v183
  %v185 = fadd contract <9 x float> %v147, %v184
  %v186 = getelementptr i8, ptr %v33, i64 48
  %v187 = load <9 x float>, ptr %v186, align 4, !alias.scope !5, !noalias !12
  %v188 = getelementptr inbounds i8, ptr %v35, i64 16
  %v189 = load float, ptr %v188, align 4, !alias.scope !8, !noalias !13
  %v190 = insertelement <9 x float> poison, float %v189, i64 0
  %v191 = shufflevector <9 x float> %v190, <9 x float> poison, <9 x i32> zeroinitializer
  %v192 = fmul contract <9 x float> %v187, %v191
  %v193 = fadd contract <9 x float> %v155, %v192
  %v194 = getelementptr inbounds i8, ptr %v35, i64 160
  %v195 = load float, ptr %v194, align 4, !alias.scope !8, !noalias !13
  %v196 = insertelement <9 x float> poison, float %v195, i64 0
  %v197 = shufflevector <9 x float> %v196, <9 x float> poison, <9 x i32> zeroinitializer
  %v198 = fmul contract <9 x float> %v187, %v197
  %v199 = fadd contract <9 x float> %v161, %v198
  %v200 = getelementptr inbounds i8, ptr %v35, i64 304
  %v201 = load float, ptr %v200, align 4, !alias.scope !8, !noalias !13
  %v202 = insertelement <9 x float> poison, float %v201, i64 0
  %v203 = shufflevector <9 x float> %v202, <9 x float> poison, <9 x i32> zeroinitializer
  %v204 = fmul contract <9 x float> %v187, %v203
  %v205 = fadd contract <9 x float> %v167, %v204
  %v206 = getelementptr inbounds i8, ptr %v35, i64 448
  %v207 = load float, ptr %v206, align 4, !alias.scope !8, !noalias !13
  %v208 = insertelement <9 x float> poison, float %v207, i64 0
  %v209 = shufflevector <9 x float> %v208, <9 x float> poison, <9 x i32> zeroinitializer
  %v210 = fmul contract <9 x float> %v187, %v209
  %v211 = fadd contract <9 x float> %v173, %v210
  %v212 = getelementptr inbounds i8, ptr %v35, i64 592
  %v213 = load float, ptr %v212, align 4, !alias.scope !8, !noalias !13
  %v214 = insertelement <9 x float> poison, float %v213, i64 0
  %v215 = shufflevector <9 x float> %v214, <9 x float> poison, <9 x i32> zeroinitializer
  %v216 = fmul contract <9 x float> %v187, %v215
  %v217 = fadd contract <9 x float> %v179, %v216
  %v218 = getelementptr inbounds i8, ptr %v35, i64 736
  %v219 = load float, ptr %v218, align 4, !alias.scope !8, !noalias !13
  %v220 = insertelement <9 x float> poison, float %v219, i64 0
  %v221 = shufflevector <9 x float> %v220, <9 x float> poison, <9 x i32> zeroinitializer
  %v222 = fmul contract <9 x float> %v187, %v221
  %v223 = fadd contract <9 x float> %v185, %v222
  %v224 = getelementptr i8, ptr %v33, i64 52
  %v225 = load <9 x float>, ptr %v224, align 4, !alias.scope !5, !noalias !12
  %v226 = getelementptr inbounds i8, ptr %v35, i64 20
  %v227 = load float, ptr %v226, align 4, !alias.scope !8, !noalias !13
  %v228 = insertelement <9 x float> poison, float %v227, i64 0
  %v229 = shufflevector <9 x float> %v228, <9 x float> poison, <9 x i32> zeroinitializer
  %v230 = fmul contract <9 x float> %v225, %v229
  %v231 = fadd contract <9 x float> %v193, %v230
  %v232 = getelementptr inbounds i8, ptr %v35, i64 164
  %v233 = load float, ptr %v232, align 4, !alias.scope !8, !noalias !13
  %v234 = insertelement <9 x float> poison, float %v233, i64 0
  %v235 = shufflevector <9 x float> %v234, <9 x float> poison, <9 x i32> zeroinitializer
  %v236 = fmul contract <9 x float> %v225, %v235
  %v237 = fadd contract <9 x float> %v199, %v236
  %v238 = getelementptr inbounds i8, ptr %v35, i64 308
  %v239 = load float, ptr %v238, align 4, !alias.scope !8, !noalias !13
  %v240 = insertelement <9 x float> poison, float %v239, i64 0
  %v241 = shufflevector <9 x float> %v240, <9 x float> poison, <9 x i32> zeroinitializer
  %v242 = fmul contract <9 x float> %v225, %v241
  %v243 = fadd contract <9 x float> %v205, %v242
  %v244 = getelementptr inbounds i8, ptr %v35, i64 452
  %v245 = load float, ptr %v244, align 4, !alias.scope !8, !noalias !13
  %v246 = insertelement <9 x float> poison, float %v245, i64 0
  %v247 = shufflevector <9 x float> %v246, <9 x float> poison, <9 x i32> zeroinitializer
  %v248 = fmul contract <9 x float> %v225, %v247
  %v249 = fadd contract <9 x float> %v211, %v248
  %v250 = getelementptr inbounds i8, ptr %v35, i64 596
  %v251 = load float, ptr %v250, align 4, !alias.scope !8, !noalias !13
  %v252 = insertelement <9 x float> poison, float %v251, i64 0
  %v253 = shufflevector <9 x float> %v252, <9 x float> poison, <9 x i32> zeroinitializer
  %v254 = fmul contract <9 x float> %v225, %v253
  %v255 = fadd contract <9 x float> %v217, %v254
  %v256 = getelementptr inbounds i8, ptr %v35, i64 740
  %v257 = load float, ptr %v256, align 4, !alias.scope !8, !noalias !13
  %v258 = insertelement <9 x float> poison, float %v257, i64 0
  %v259 = shufflevector <9 x float> %v258, <9 x float> poison, <9 x i32> zeroinitializer
  %v260 = fmul contract <9 x float> %v225, %v259
  %v261 = fadd contract <9 x float> %v223, %v260
  %v262 = getelementptr i8, ptr %v33, i64 88
  %v263 = getelementptr inbounds i8, ptr %v35, i64 24
  %v264 = load <9 x float>, ptr %v262, align 4, !alias.scope !5, !noalias !12
  %v265 = load float, ptr %v263, align 4, !alias.scope !8, !noalias !13
  %v266 = insertelement <9 x float> poison, float %v265, i64 0
  %v267 = shufflevector <9 x float> %v266, <9 x float> poison, <9 x i32> zeroinitializer
  %v268 = fmul contract <9 x float> %v264, %v267
  %v269 = fadd contract <9 x float> %v231, %v268
  %v270 = getelementptr inbounds i8, ptr %v35, i64 168
  %v271 = load float, ptr %v270, align 4, !alias.scope !8, !noalias !13
  %v272 = insertelement <9 x float> poison, float %v271, i64 0
  %v273 = shufflevector <9 x float> %v272, <9 x float> poison, <9 x i32> zeroinitializer
  %v274 = fmul contract <9 x float> %v264, %v273
  %v275 = fadd contract <9 x float> %v237, %v274
  %v276 = getelementptr inbounds i8, ptr %v35, i64 312
  %v277 = load float, ptr %v276, align 4, !alias.scope !8, !noalias !13
  %v278 = insertelement <9 x float> poison, float %v277, i64 0
  %v279 = shufflevector <9 x float> %v278, <9 x float> poison, <9 x i32> zeroinitializer
  %v280 = fmul contract <9 x float> %v264, %v279
  %v281 = fadd contract <9 x float> %v243, %v280
  %v282 = getelementptr inbounds i8, ptr %v35, i64 456
  %v283 = load float, ptr %v282, align 4, !alias.scope !8, !noalias !13
  %v284 = insertelement <9 x float> poison, float %v283, i64 0
  %v285 = shufflevector <9 x float> %v284, <9 x float> poison, <9 x i32> zeroinitializer
  %v286 = fmul contract <9 x float> %v264, %v285
  %v287 = fadd contract <9 x float> %v249, %v286
  %v288 = getelementptr inbounds i8, ptr %v35, i64 600
  %v289 = load float, ptr %v288, align 4, !alias.scope !8, !noalias !13
  %v290 = insertelement <9 x float> poison, float %v289, i64 0
  %v291 = shufflevector <9 x float> %v290, <9 x float> poison, <9 x i32> zeroinitializer
  %v292 = fmul contract <9 x float> %v264, %v291
  %v293 = fadd contract <9 x float> %v255, %v292
  %v294 = getelementptr inbounds i8, ptr %v35, i64 744
  %v295 = load float, ptr %v294, align 4, !alias.scope !8, !noalias !13
  %v296 = insertelement <9 x float> poison, float %v295, i64 0
  %v297 = shufflevector <9 x float> %v296, <9 x float> poison, <9 x i32> zeroinitializer
  %v298 = fmul contract <9 x float> %v264, %v297
  %v299 = fadd contract <9 x float> %v261, %v298
  %v300 = getelementptr i8, ptr %v33, i64 92
  %v301 = load <9 x float>, ptr %v300, align 4, !alias.scope !5, !noalias !12
  %v302 = getelementptr inbounds i8, ptr %v35, i64 28
  %v303 = load float, ptr %v302, align 4, !alias.scope !8, !noalias !13
  %v304 = insertelement <9 x float> poison, float %v303, i64 0
  %v305 = shufflevector <9 x float> %v304, <9 x float> poison, <9 x i32> zeroinitializer
  %v306 = fmul contract <9 x float> %v301, %v305
  %v307 = fadd contract <9 x float> %v269, %v306
  %v308 = getelementptr inbounds i8, ptr %v35, i64 172
  %v309 = load float, ptr %v308, align 4, !alias.scope !8, !noalias !13
  %v310 = insertelement <9 x float> poison, float %v309, i64 0
  %v311 = shufflevector <9 x float> %v310, <9 x float> poison, <9 x i32> zeroinitializer
  %v312 = fmul contract <9 x float> %v301, %v311
  %v313 = fadd contract <9 x float> %v275, %v312
  %v314 = getelementptr inbounds i8, ptr %v35, i64 316
  %v315 = load float, ptr %v314, align 4, !alias.scope !8, !noalias !13
  %v316 = insertelement <9 x float> poison, float %v315, i64 0
  %v317 = shufflevector <9 x float> %v316, <9 x float> poison, <9 x i32> zeroinitializer
  %v318 = fmul contract <9 x float> %v301, %v317
  %v319 = fadd contract <9 x float> %v281, %v318
  %v320 = getelementptr inbounds i8, ptr %v35, i64 460
  %v321 = load float, ptr %v320, align 4, !alias.scope !8, !noalias !13
  %v322 = insertelement <9 x float> poison, float %v321, i64 0
  %v323 = shufflevector <9 x float> %v322, <9 x float> poison, <9 x i32> zeroinitializer
  %v324 = fmul contract <9 x float> %v301, %v323
  %v325 = fadd contract <9 x float> %v287, %v324
  %v326 = getelementptr inbounds i8, ptr %v35, i64 604
  %v327 = load float, ptr %v326, align 4, !alias.scope !8, !noalias !13
  %v328 = insertelement <9 x float> poison, float %v327, i64 0
  %v329 = shufflevector <9 x float> %v328, <9 x float> poison, <9 x i32> zeroinitializer
  %v330 = fmul contract <9 x float> %v301, %v329
  %v331 = fadd contract <9 x float> %v293, %v330
  %v332 = getelementptr inbounds i8, ptr %v35, i64 748
  %v333 = load float, ptr %v332, align 4, !alias.scope !8, !noalias !13
  %v334 = insertelement <9 x float> poison, float %v333, i64 0
  %v335 = shufflevector <9 x float> %v334, <9 x float> poison, <9 x i32> zeroinitializer
  %v336 = fmul contract <9 x float> %v301, %v335
  %v337 = fadd contract <9 x float> %v299, %v336
  %v338 = getelementptr i8, ptr %v33, i64 96
  %v339 = load <9 x float>, ptr %v338, align 4, !alias.scope !5, !noalias !12
  %v340 = getelementptr inbounds i8, ptr %v35, i64 32
  %v341 = load float, ptr %v340, align 4, !alias.scope !8, !noalias !13
  %v342 = insertelement <9 x float> poison, float %v341, i64 0
  %v343 = shufflevector <9 x float> %v342, <9 x float> poison, <9 x i32> zeroinitializer
  %v344 = fmul contract <9 x float> %v339, %v343
  %v29 = fadd contract <9 x float> %v307, %v344
  %v345 = getelementptr inbounds i8, ptr %v35, i64 176
  %v346 = load float, ptr %v345, align 4, !alias.scope !8, !noalias !13
  %v347 = insertelement <9 x float> poison, float %v346, i64 0
  %v348 = shufflevector <9 x float> %v347, <9 x float> poison, <9 x i32> zeroinitializer
  %v349 = fmul contract <9 x float> %v339, %v348
  %v27 = fadd contract <9 x float> %v313, %v349
  %v350 = getelementptr inbounds i8, ptr %v35, i64 320
  %v351 = load float, ptr %v350, align 4, !alias.scope !8, !noalias !13
  %v352 = insertelement <9 x float> poison, float %v351, i64 0
  %v353 = shufflevector <9 x float> %v352, <9 x float> poison, <9 x i32> zeroinitializer
  %v354 = fmul contract <9 x float> %v339, %v353
  %v25 = fadd contract <9 x float> %v319, %v354
  %v355 = getelementptr inbounds i8, ptr %v35, i64 464
  %v356 = load float, ptr %v355, align 4, !alias.scope !8, !noalias !13
  %v357 = insertelement <9 x float> poison, float %v356, i64 0
  %v358 = shufflevector <9 x float> %v357, <9 x float> poison, <9 x i32> zeroinitializer
  %v359 = fmul contract <9 x float> %v339, %v358
  %v23 = fadd contract <9 x float> %v325, %v359
  %v360 = getelementptr inbounds i8, ptr %v35, i64 608
  %v361 = load float, ptr %v360, align 4, !alias.scope !8, !noalias !13
  %v362 = insertelement <9 x float> poison, float %v361, i64 0
  %v363 = shufflevector <9 x float> %v362, <9 x float> poison, <9 x i32> zeroinitializer
  %v364 = fmul contract <9 x float> %v339, %v363
  %v21 = fadd contract <9 x float> %v331, %v364
  %v365 = getelementptr inbounds i8, ptr %v35, i64 752
  %v366 = load float, ptr %v365, align 4, !alias.scope !8, !noalias !13
  %v367 = insertelement <9 x float> poison, float %v366, i64 0
  %v368 = shufflevector <9 x float> %v367, <9 x float> poison, <9 x i32> zeroinitializer
  %v369 = fmul contract <9 x float> %v339, %v368
  %v19 = fadd contract <9 x float> %v337, %v369
  %v31 = add nuw nsw i64 %v30, 1
  %v370 = icmp eq i64 %v31, 4
  br i1 %v370, label %v12, label %v17

v12:                                        ; preds = %v17
  %v371 = mul i64 %v13, 36
  %v372 = getelementptr inbounds i8, ptr %v8, i64 %v371
  store <9 x float> %v29, ptr %v372, align 4, !alias.scope !10, !noalias !14
  %v373 = getelementptr i8, ptr %v372, i64 324
  store <9 x float> %v27, ptr %v373, align 4, !alias.scope !10, !noalias !14
  %v374 = getelementptr i8, ptr %v372, i64 648
  store <9 x float> %v25, ptr %v374, align 4, !alias.scope !10, !noalias !14
  %v375 = getelementptr i8, ptr %v372, i64 972
  store <9 x float> %v23, ptr %v375, align 4, !alias.scope !10, !noalias !14
  %v376 = getelementptr i8, ptr %v372, i64 1296
  store <9 x float> %v21, ptr %v376, align 4, !alias.scope !10, !noalias !14
  %v377 = getelementptr i8, ptr %v372, i64 1620
  store <9 x float> %v19, ptr %v377, align 4, !alias.scope !10, !noalias !14
  %v14 = add nuw nsw i64 %v13, 1
  %v378 = icmp eq i64 %v14, %v2
  br i1 %v378, label %v11, label %v10

v11: ; preds = %v12, %v3
  ret void
}

; Function Attrs: nounwind
define void @ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1_packed(ptr nocapture readonly %v0) local_unnamed_addr #3 {
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
  call void @ktune_parallel_for(i64 4, ptr nonnull @ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v3) #3, !noalias !20
  store ptr %v4, ptr %v2, align 64, !noalias !15
  store <2 x ptr> %v9, ptr %v8, align 8, !noalias !15
  call void @ktune_parallel_for(i64 9, ptr nonnull @ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel1, ptr nonnull %v2) #3
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %v3)
  call void @llvm.lifetime.end.p0(i64 1936, ptr nonnull %v4)
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
