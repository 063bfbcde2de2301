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

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = alloca [132 x float], align 64
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  %v7 = getelementptr inbounds i8, ptr %v0, i64 16
  %v8 = load ptr, ptr %v7, align 8
  %v9 = icmp slt i64 %v1, %v2
  br i1 %v9, label %v10, label %v11

v10:                                 ; preds = %v3
  %v12 = load ptr, ptr %v0, align 8
  %v13 = getelementptr i8, ptr %v12, i64 -40
  br label %v14

v14:                                           ; preds = %v10, %v15
  %v16 = phi i64 [ %v17, %v15 ], [ %v1, %v10 ]
  %v18 = mul nsw i64 %v16, 90
  %v19 = getelementptr float, ptr %v13, i64 %v18
  br label %v20

v11:                                           ; preds = %v15, %v3
  ret void

v20:                                           ; preds = %v14, %v20
  %v21 = phi i64 [ 0, %v14 ], [ %v22, %v20 ]
  %v23 = mul nuw nsw i64 %v21, 36
  %v24 = getelementptr i8, ptr %v19, i64 %v23
  %v25 = add nsw i64 %v21, -1
  %v26 = icmp ult i64 %v25, 10
  %v27 = insertelement <11 x i1> poison, i1 %v26, i64 0
  %v28 = shufflevector <11 x i1> %v27, <11 x i1> poison, <11 x i32> zeroinitializer
  %v29 = and <11 x i1> %v28, <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>
  %v30 = shufflevector <11 x i1> %v29, <11 x i1> <i1 false, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison>, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 11, i32 11, i32 11, i32 11>
  %v31 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v24, i32 4, <16 x i1> %v30, <16 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>)
  %v32 = shufflevector <16 x float> %v31, <16 x float> poison, <11 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10>
  %v33 = select contract <11 x i1> %v29, <11 x float> %v32, <11 x float> zeroinitializer
  %v34 = mul nuw nsw i64 %v21, 44
  %v35 = getelementptr inbounds i8, ptr %v4, i64 %v34
  store <11 x float> %v33, ptr %v35, align 4
  %v22 = add nuw nsw i64 %v21, 1
  %v36 = icmp eq i64 %v22, 12
  br i1 %v36, label %v37, label %v20

v37:                                ; preds = %v20
  %v38 = mul i64 %v16, 36
  %v39 = getelementptr inbounds i8, ptr %v6, i64 %v38
  %v40 = getelementptr i8, ptr %v39, i64 4
  %v41 = getelementptr i8, ptr %v39, i64 8
  %v42 = getelementptr i8, ptr %v39, i64 12
  %v43 = getelementptr i8, ptr %v39, i64 16
  %v44 = getelementptr i8, ptr %v39, i64 20
  %v45 = getelementptr i8, ptr %v39, i64 24
  %v46 = getelementptr i8, ptr %v39, i64 28
  %v47 = getelementptr i8, ptr %v39, i64 32
  %v48 = getelementptr float, ptr %v8, i64 %v18
  br label %v49

v49:                                          ; preds = %v37, %v49
  %v50 = phi i64 [ %v51, %v49 ], [ 0, %v37 ]
  %v52 = mul nuw nsw i64 %v50, 44
  %v53 = getelementptr inbounds i8, ptr %v4, i64 %v52
  %v54 = load <9 x float>, ptr %v53, align 4
  %v55 = load float, ptr %v39, align 4
  %v56 = insertelement <9 x float> poison, float %v55, i64 0
  %v57 = shufflevector <9 x float> %v56, <9 x float> poison, <9 x i32> zeroinitializer
  %v58 = fmul contract <9 x float> %v54, %v57
  %v59 = fadd contract <9 x float> %v58, zeroinitializer
  %v60 = getelementptr inbounds i8, ptr %v53, i64 4
  %v61 = load <9 x float>, ptr %v60, align 4
  %v62 = load float, ptr %v40, align 4
  %v63 = insertelement <9 x float> poison, float %v62, i64 0
  %v64 = shufflevector <9 x float> %v63, <9 x float> poison, <9 x i32> zeroinitializer
  %v65 = fmul contract <9 x float> %v61, %v64
  %v66 = fadd contract <9 x float> %v59, %v65
  %v67 = getelementptr inbounds i8, ptr %v53, i64 8
  %v68 = load <9 x float>, ptr %v67, align 4
  %v69 = load float, ptr %v41, align 4
  %v70 = insertelement <9 x float> poison, float %v69, i64 0
  %v71 = shufflevector <9 x float> %v70, <9 x float> poison, <9 x i32> zeroinitializer
  %v72 = fmul contract <9 x float> %v68, %v71
  %v73 = fadd contract <9 x float> %v66, %v72
  %v74 = getelementptr inbounds i8, ptr %v53, i64 44
  %v75 = load <9 x float>, ptr %v74, align 4
  %v76 = load float, ptr %v42, align 4
  %v77 = insertelement <9 x float> poison, float %v76, i64 0
  %v78 = shufflevector <9 x float> %v77, <9 x float> poison, <9 x i32> zeroinitializer
  %v79 = fmul contract <9 x float> %v75, %v78
  %v80 = fadd contract <9 x float> %v73, %v79
  %v81 = getelementptr inbounds i8, ptr %v53, i64 48
  %v82 = load <9 x float>, ptr %v81, align 4
  %v83 = load float, ptr %v43, align 4
  %v84 = insertelement <9 x float> poison, float %v83, i64 0
  %v85 = shufflevector <9 x float> %v84, <9 x float> poison, <9 x i32> zeroinitializer
  %v86 = fmul contract <9 x float> %v82, %v85
  %v87 = fadd contract <9 x float> %v80, %v86
  %v88 = getelementptr inbounds i8, ptr %v53, i64 52
  %v89 = load <9 x float>, ptr %v88, align 4
  %v90 = load float, ptr %v44, align 4
  %v91 = insertelement <9 x float> poison, float %v90, i64 0
  %v92 = shufflevector <9 x float> %v91, <9 x float> poison, <9 x i32> zeroinitializer
  %v93 = fmul contract <9 x float> %v89, %v92
  %v94 = fadd contract <9 x float> %v87, %v93
  %v95 = getelementptr inbounds i8, ptr %v53, i64 88
  %v96 = load <9 x float>, ptr %v95, align 4
  %v97 = load float, ptr %v45, align 4
  %v98 = insertelement <9 x float> poison, float %v97, i64 0
  %v99 = shufflevector <9 x float> %v98, <9 x float> poison, <9 x i32> zeroinitializer
  %v100 = fmul contract <9 x float> %v96, %v99
  %v101 = fadd contract <9 x float> %v94, %v100
  %v102 = getelementptr inbounds i8, ptr %v53, i64 92
  %v103 = load <9 x float>, ptr %v102, align 4
  %v104 = load float, ptr %v46, align 4
  %v105 = insertelement <9 x float> poison, float %v104, i64 0
  %v106 = shufflevector <9 x float> %v105, <9 x float> poison, <9 x i32> zeroinitializer
  %v107 = fmul contract <9 x float> %v103, %v106
  %v108 = fadd contract <9 x float> %v101, %v107
  %v109 = getelementptr inbounds i8, ptr %v53, i64 96
  %v110 = load <9 x float>, ptr %v109, align 4
  %v111 = load float, ptr %v47, align 4
  %v112 = insertelement <9 x float> poison, float %v111, i64 0
  %v113 = shufflevector <9 x float> %v112, <9 x float> poison, <9 x i32> zeroinitializer
  %v114 = fmul contract <9 x float> %v110, %v113
  %v115 = fadd contract <9 x float> %v108, %v114
  %v116 = mul nuw nsw i64 %v50, 36
  %v117 = getelementptr i8, ptr %v48, i64 %v116
  store <9 x float> %v115, ptr %v117, align 4
  %v51 = add nuw nsw i64 %v50, 1
  %v118 = icmp eq i64 %v51, 10
  br i1 %v118, label %v15, label %v49

v15:                                          ; preds = %v49
  %v17 = add nuw nsw i64 %v16, 1
  %v119 = icmp eq i64 %v17, %v2
  br i1 %v119, label %v11, label %v14
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
  store <2 x ptr> %v5, ptr %v2, align 64, !noalias !0
  %v6 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v4, ptr %v6, align 16, !noalias !0
  call void @ktune_parallel_for(i64 5, ptr nonnull @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v2) #3
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

attributes #0 = { nounwind "min-legal-vector-width"="512" "target-cpu"="x86-64-v4" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "min-legal-vector-width"="512" "target-cpu"="x86-64-v4" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1, !3, !4}
!1 = distinct !{!1, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %I"}
!2 = distinct !{!2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1"}
!3 = distinct !{!3, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %W"}
!4 = distinct !{!4, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %O"}
