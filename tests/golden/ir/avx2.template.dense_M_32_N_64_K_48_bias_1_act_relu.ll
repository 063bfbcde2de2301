; dense:M=32,N=64,K=48,bias=1,residual=0,act=relu,dtype=f32,nblock=0 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_dense_bias_relu_f32_m32_n64_k48'
source_filename = "ktune_dense_bias_relu_f32_m32_n64_k48"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_dense_bias_relu_f32_m32_n64_k48(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2, ptr noalias %v3) local_unnamed_addr #0 {
v4:
  %v5 = alloca [4 x i64], align 64
  %v6 = alloca [2 x i64], align 64
  %v7 = alloca [3072 x float], align 64
  store ptr %v7, ptr %v6, align 64
  %v8 = getelementptr inbounds i8, ptr %v6, i64 8
  store ptr %v1, ptr %v8, align 8
  call void @ktune_parallel_for(i64 4, ptr nonnull @ktune_dense_bias_relu_f32_m32_n64_k48.parallel0, ptr nonnull %v6) #4
  store ptr %v0, ptr %v5, align 64
  %v9 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v7, ptr %v9, align 8
  %v10 = getelementptr inbounds i8, ptr %v5, i64 16
  store ptr %v3, ptr %v10, align 16
  %v11 = getelementptr inbounds i8, ptr %v5, i64 24
  store ptr %v2, ptr %v11, align 8
  call void @ktune_parallel_for(i64 4, ptr nonnull @ktune_dense_bias_relu_f32_m32_n64_k48.parallel1, ptr nonnull %v5) #4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: read)
define internal void @ktune_dense_bias_relu_f32_m32_n64_k48.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  %v7 = icmp slt i64 %v1, %v2
  br i1 %v7, label %v8, label %v9

v8:                                     ; preds = %v3, %v10
  %v11 = phi i64 [ %v12, %v10 ], [ %v1, %v3 ]
  %v13 = mul nsw i64 %v11, 768
  %v14 = getelementptr float, ptr %v4, i64 %v13
  br label %v15

v9:                                     ; preds = %v10, %v3
  ret void

v15:                                           ; preds = %v8, %v15
  %v16 = phi i64 [ 0, %v8 ], [ %v17, %v15 ]
  %v18 = add nuw nsw i64 %v16, %v13
  %v19 = insertelement <16 x i64> poison, i64 %v18, i64 0
  %v20 = shufflevector <16 x i64> %v19, <16 x i64> poison, <16 x i32> zeroinitializer
  %v21 = add <16 x i64> %v20, <i64 0, i64 48, i64 96, i64 144, i64 192, i64 240, i64 288, i64 336, i64 384, i64 432, i64 480, i64 528, i64 576, i64 624, i64 672, i64 720>
  %v22 = getelementptr inbounds float, ptr %v6, <16 x i64> %v21
  %v23 = tail call contract <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %v22, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison)
  %v24 = shl nuw nsw i64 %v16, 6
  %v25 = getelementptr i8, ptr %v14, i64 %v24
  store <16 x float> %v23, ptr %v25, align 64
  %v17 = add nuw nsw i64 %v16, 1
  %v26 = icmp eq i64 %v17, 48
  br i1 %v26, label %v10, label %v15

v10:                                           ; preds = %v15
  %v12 = add nuw nsw i64 %v11, 1
  %v27 = icmp eq i64 %v12, %v2
  br i1 %v27, label %v9, label %v8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x float>) #2

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @ktune_dense_bias_relu_f32_m32_n64_k48.parallel1(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #3 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  %v7 = getelementptr inbounds i8, ptr %v0, i64 16
  %v8 = load ptr, ptr %v7, align 8
  %v9 = getelementptr inbounds i8, ptr %v0, i64 24
  %v10 = load ptr, ptr %v9, align 8
  %v11 = icmp slt i64 %v1, %v2
  br i1 %v11, label %v12, label %v13

v12:                                     ; preds = %v3, %v14
  %v15 = phi i64 [ %v16, %v14 ], [ %v1, %v3 ]
  %v17 = shl nsw i64 %v15, 4
  %v18 = getelementptr inbounds float, ptr %v10, i64 %v17
  %v19 = mul nsw i64 %v15, 768
  %v20 = getelementptr float, ptr %v8, i64 %v17
  br label %v21

v13:                                     ; preds = %v14, %v3
  ret void

v21:                                     ; preds = %v12, %v22
  %v23 = phi i64 [ 0, %v12 ], [ %v24, %v22 ]
  %v25 = mul nuw nsw i64 %v23, 192
  br label %v26

v14:                                     ; preds = %v22
  %v16 = add nuw nsw i64 %v15, 1
  %v27 = icmp eq i64 %v16, %v2
  br i1 %v27, label %v13, label %v12

v26:                                     ; preds = %v21, %v26
  %v28 = phi <16 x float> [ zeroinitializer, %v21 ], [ %v29, %v26 ]
  %v30 = phi <16 x float> [ zeroinitializer, %v21 ], [ %v31, %v26 ]
  %v32 = phi <16 x float> [ zeroinitializer, %v21 ], [ %v33, %v26 ]
  %v34 = phi <16 x float> [ zeroinitializer, %v21 ], [ %v35, %v26 ]
  %v36 = phi i64 [ 0, %v21 ], [ %v37, %v26 ]
  %v38 = shl nuw nsw i64 %v36, 1
  %v39 = add nuw nsw i64 %v38, %v25
  %v40 = getelementptr inbounds float, ptr %v4, i64 %v39
  %v41 = load float, ptr %v40, align 4
  %v42 = insertelement <16 x float> poison, float %v41, i64 0
  %v43 = shufflevector <16 x float> %v42, <16 x float> poison, <16 x i32> zeroinitializer
  %v44 = shl nuw nsw i64 %v36, 5
  %v45 = add nsw i64 %v44, %v19
  %v46 = getelementptr inbounds float, ptr %v6, i64 %v45
  %v47 = load <16 x float>, ptr %v46, align 64
  %v48 = fmul contract <16 x float> %v47, %v43
  %v49 = fadd contract <16 x float> %v34, %v48
  %v50 = getelementptr inbounds i8, ptr %v40, i64 192
  %v51 = load float, ptr %v50, align 4
  %v52 = insertelement <16 x float> poison, float %v51, i64 0
  %v53 = shufflevector <16 x float> %v52, <16 x float> poison, <16 x i32> zeroinitializer
  %v54 = fmul contract <16 x float> %v47, %v53
  %v55 = fadd contract <16 x float> %v32, %v54
  %v56 = getelementptr inbounds i8, ptr %v40, i64 384
  %v57 = load float, ptr %v56, align 4
  %v58 = insertelement <16 x float> poison, float %v57, i64 0
  %v59 = shufflevector <16 x float> %v58, <16 x float> poison, <16 x i32> zeroinitializer
  %v60 = fmul contract <16 x float> %v47, %v59
  %v61 = fadd contract <16 x float> %v30, %v60
  %v62 = getelementptr inbounds i8, ptr %v40, i64 576
  %v63 = load float, ptr %v62, align 4
  %v64 = insertelement <16 x float> poison, float %v63, i64 0
  %v65 = shufflevector <16 x float> %v64, <16 x float> poison, <16 x i32> zeroinitializer
  %v66 = fmul contract <16 x float> %v47, %v65
  %v67 = fadd contract <16 x float> %v28, %v66
  %v68 = or disjoint i64 %v39, 1
  %v69 = getelementptr inbounds float, ptr %v4, i64 %v68
  %v70 = load float, ptr %v69, align 4
  %v71 = insertelement <16 x float> poison, float %v70, i64 0
  %v72 = shufflevector <16 x float> %v71, <16 x float> poison, <16 x i32> zeroinitializer
  %v73 = or disjoint i64 %v45, 16
  %v74 = getelementptr inbounds float, ptr %v6, i64 %v73
  %v75 = load <16 x float>, ptr %v74, align 64
  %v76 = fmul contract <16 x float> %v75, %v72
  %v35 = fadd contract <16 x float> %v49, %v76
  %v77 = getelementptr inbounds i8, ptr %v40, i64 196
  %v78 = load float, ptr %v77, align 4
  %v79 = insertelement <16 x float> poison, float %v78, i64 0
  %v80 = shufflevector <16 x float> %v79, <16 x float> poison, <16 x i32> zeroinitializer
  %v81 = fmul contract <16 x float> %v75, %v80
  %v33 = fadd contract <16 x float> %v55, %v81
  %v82 = getelementptr inbounds i8, ptr %v40, i64 388
  %v83 = load float, ptr %v82, align 4
  %v84 = insertelement <16 x float> poison, float %v83, i64 0
  %v85 = shufflevector <16 x float> %v84, <16 x float> poison, <16 x i32> zeroinitializer
  %v86 = fmul contract <16 x float> %v75, %v85
  %v31 = fadd contract <16 x float> %v61, %v86
  %v87 = getelementptr inbounds i8, ptr %v40, i64 580
  %v88 = load float, ptr %v87, align 4
  %v89 = insertelement <16 x float> poison, float %v88, i64 0
  %v90 = shufflevector <16 x float> %v89, <16 x float> poison, <16 x i32> zeroinitializer
  %v91 = fmul contract <16 x float> %v75, %v90
  %v29 = fadd contract <16 x float> %v67, %v91
  %v37 = add nuw nsw i64 %v36, 1
  %v92 = icmp eq i64 %v37, 24
  br i1 %v92, label %v22, label %v26

v22:                                     ; preds = %v26
  %v93 = load <16 x float>, ptr %v18, align 4
  %v94 = fadd contract <16 x float> %v35, %v93
  %v95 = fcmp contract ogt <16 x float> %v94, zeroinitializer
  %v96 = select contract <16 x i1> %v95, <16 x float> %v94, <16 x float> zeroinitializer
  %v97 = shl i64 %v23, 10
  %v98 = getelementptr i8, ptr %v20, i64 %v97
  store <16 x float> %v96, ptr %v98, align 4
  %v99 = load <16 x float>, ptr %v18, align 4
  %v100 = fadd contract <16 x float> %v33, %v99
  %v101 = fcmp contract ogt <16 x float> %v100, zeroinitializer
  %v102 = select contract <16 x i1> %v101, <16 x float> %v100, <16 x float> zeroinitializer
  %v103 = getelementptr i8, ptr %v98, i64 256
  store <16 x float> %v102, ptr %v103, align 4
  %v104 = load <16 x float>, ptr %v18, align 4
  %v105 = fadd contract <16 x float> %v31, %v104
  %v106 = fcmp contract ogt <16 x float> %v105, zeroinitializer
  %v107 = select contract <16 x i1> %v106, <16 x float> %v105, <16 x float> zeroinitializer
  %v108 = getelementptr i8, ptr %v98, i64 512
  store <16 x float> %v107, ptr %v108, align 4
  %v109 = load <16 x float>, ptr %v18, align 4
  %v110 = fadd contract <16 x float> %v29, %v109
  %v111 = fcmp contract ogt <16 x float> %v110, zeroinitializer
  %v112 = select contract <16 x i1> %v111, <16 x float> %v110, <16 x float> zeroinitializer
  %v113 = getelementptr i8, ptr %v98, i64 768
  store <16 x float> %v112, ptr %v113, align 4
  %v24 = add nuw nsw i64 %v23, 1
  %v114 = icmp eq i64 %v24, 8
  br i1 %v114, label %v14, label %v21
}

; Function Attrs: nounwind
define void @ktune_dense_bias_relu_f32_m32_n64_k48_packed(ptr nocapture readonly %v0) local_unnamed_addr #4 {
v1:
  %v2 = alloca [4 x i64], align 64
  %v3 = alloca [2 x i64], align 64
  %v4 = alloca [3072 x float], align 64
  %v5 = load ptr, ptr %v0, align 8
  %v6 = getelementptr inbounds i8, ptr %v0, i64 8
  %v7 = load ptr, ptr %v6, align 8
  %v8 = getelementptr inbounds i8, ptr %v0, i64 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %v2)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %v3)
  call void @llvm.lifetime.start.p0(i64 12288, ptr nonnull %v4)
  store ptr %v4, ptr %v3, align 64, !noalias !0
  %v9 = getelementptr inbounds i8, ptr %v3, i64 8
  store ptr %v7, ptr %v9, align 8, !noalias !0
  %v10 = getelementptr inbounds i8, ptr %v2, i64 8
  %v11 = getelementptr inbounds i8, ptr %v2, i64 16
  %v12 = load <2 x ptr>, ptr %v8, align 8
  call void @ktune_parallel_for(i64 4, ptr nonnull @ktune_dense_bias_relu_f32_m32_n64_k48.parallel0, ptr nonnull %v3) #4, !noalias !6
  store ptr %v5, ptr %v2, align 64, !noalias !0
  store ptr %v4, ptr %v10, align 8, !noalias !0
  %v13 = shufflevector <2 x ptr> %v12, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  store <2 x ptr> %v13, ptr %v11, align 16, !noalias !0
  call void @ktune_parallel_for(i64 4, ptr nonnull @ktune_dense_bias_relu_f32_m32_n64_k48.parallel1, ptr nonnull %v2) #4
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %v2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %v3)
  call void @llvm.lifetime.end.p0(i64 12288, ptr nonnull %v4)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: read) "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #4 = { nounwind }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1, !3, !4, !5}
!1 = distinct !{!1, !2, !"ktune_dense_bias_relu_f32_m32_n64_k48: %X"}
!2 = distinct !{!2, !"ktune_dense_bias_relu_f32_m32_n64_k48"}
!3 = distinct !{!3, !2, !"ktune_dense_bias_relu_f32_m32_n64_k48: %W"}
!4 = distinct !{!4, !2, !"ktune_dense_bias_relu_f32_m32_n64_k48: %bias"}
!5 = distinct !{!5, !2, !"ktune_dense_bias_relu_f32_m32_n64_k48: %Y"}
!6 = !{!1, !4, !5}
