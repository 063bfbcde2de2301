; batch_matmul:B=4,M=32,N=32,K=16,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_batch_matmul_f32_b4_m32_n32_k16'
source_filename = "ktune_batch_matmul_f32_b4_m32_n32_k16"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_batch_matmul_f32_b4_m32_n32_k16(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  %v5 = alloca [3 x i64], align 64
  %v6 = alloca [2048 x float], align 64
  %v7 = getelementptr inbounds i8, ptr %v5, i64 8
  %v8 = getelementptr inbounds i8, ptr %v5, i64 16
  store i64 0, ptr %v5, align 64
  store ptr %v6, ptr %v7, align 8
  store ptr %v1, ptr %v8, align 16
  call void @ktune_parallel_for(i64 2, ptr nonnull @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0, ptr nonnull %v5) #2
  store i64 1, ptr %v5, align 64
  store ptr %v6, ptr %v7, align 8
  store ptr %v1, ptr %v8, align 16
  call void @ktune_parallel_for(i64 2, ptr nonnull @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0, ptr nonnull %v5) #2
  store i64 2, ptr %v5, align 64
  store ptr %v6, ptr %v7, align 8
  store ptr %v1, ptr %v8, align 16
  call void @ktune_parallel_for(i64 2, ptr nonnull @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0, ptr nonnull %v5) #2
  store i64 3, ptr %v5, align 64
  store ptr %v6, ptr %v7, align 8
  store ptr %v1, ptr %v8, align 16
  call void @ktune_parallel_for(i64 2, ptr nonnull @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0, ptr nonnull %v5) #2
  store ptr %v0, ptr %v4, align 64
  %v9 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v6, ptr %v9, align 8
  %v10 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v10, align 16
  call void @ktune_parallel_for(i64 8, ptr nonnull @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel1, ptr nonnull %v4) #2
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = icmp slt i64 %v1, %v2
  br i1 %v4, label %v5, label %v6

v5:                           ; preds = %v3
  %v7 = getelementptr inbounds i8, ptr %v0, i64 16
  %v8 = load ptr, ptr %v7, align 8
  %v9 = getelementptr inbounds i8, ptr %v0, i64 8
  %v10 = load ptr, ptr %v9, align 8
  %v11 = load i64, ptr %v0, align 8
  %v12 = shl nsw i64 %v11, 9
  %v13 = getelementptr float, ptr %v8, i64 %v12
  %v14 = getelementptr float, ptr %v10, i64 %v12
  br label %v15

v15:                                     ; preds = %v5, %v15
  %v16 = phi i64 [ %v17, %v15 ], [ %v1, %v5 ]
  %v18 = shl i64 %v16, 6
  %v19 = getelementptr i8, ptr %v13, i64 %v18
  %v20 = shl i64 %v16, 10
  %v21 = getelementptr i8, ptr %v14, i64 %v20
  %v22 = load <16 x float>, ptr %v19, align 4
  store <16 x float> %v22, ptr %v21, align 64
  %v23 = getelementptr i8, ptr %v19, i64 128
  %v24 = load <16 x float>, ptr %v23, align 4
  %v25 = getelementptr i8, ptr %v21, i64 64
  store <16 x float> %v24, ptr %v25, align 64
  %v26 = getelementptr i8, ptr %v19, i64 256
  %v27 = load <16 x float>, ptr %v26, align 4
  %v28 = getelementptr i8, ptr %v21, i64 128
  store <16 x float> %v27, ptr %v28, align 64
  %v29 = getelementptr i8, ptr %v19, i64 384
  %v30 = load <16 x float>, ptr %v29, align 4
  %v31 = getelementptr i8, ptr %v21, i64 192
  store <16 x float> %v30, ptr %v31, align 64
  %v32 = getelementptr i8, ptr %v19, i64 512
  %v33 = load <16 x float>, ptr %v32, align 4
  %v34 = getelementptr i8, ptr %v21, i64 256
  store <16 x float> %v33, ptr %v34, align 64
  %v35 = getelementptr i8, ptr %v19, i64 640
  %v36 = load <16 x float>, ptr %v35, align 4
  %v37 = getelementptr i8, ptr %v21, i64 320
  store <16 x float> %v36, ptr %v37, align 64
  %v38 = getelementptr i8, ptr %v19, i64 768
  %v39 = load <16 x float>, ptr %v38, align 4
  %v40 = getelementptr i8, ptr %v21, i64 384
  store <16 x float> %v39, ptr %v40, align 64
  %v41 = getelementptr i8, ptr %v19, i64 896
  %v42 = load <16 x float>, ptr %v41, align 4
  %v43 = getelementptr i8, ptr %v21, i64 448
  store <16 x float> %v42, ptr %v43, align 64
  %v44 = getelementptr i8, ptr %v19, i64 1024
  %v45 = load <16 x float>, ptr %v44, align 4
  %v46 = getelementptr i8, ptr %v21, i64 512
  store <16 x float> %v45, ptr %v46, align 64
  %v47 = getelementptr i8, ptr %v19, i64 1152
  %v48 = load <16 x float>, ptr %v47, align 4
  %v49 = getelementptr i8, ptr %v21, i64 576
  store <16 x float> %v48, ptr %v49, align 64
  %v50 = getelementptr i8, ptr %v19, i64 1280
  %v51 = load <16 x float>, ptr %v50, align 4
  %v52 = getelementptr i8, ptr %v21, i64 640
  store <16 x float> %v51, ptr %v52, align 64
  %v53 = getelementptr i8, ptr %v19, i64 1408
  %v54 = load <16 x float>, ptr %v53, align 4
  %v55 = getelementptr i8, ptr %v21, i64 704
  store <16 x float> %v54, ptr %v55, align 64
  %v56 = getelementptr i8, ptr %v19, i64 1536
  %v57 = load <16 x float>, ptr %v56, align 4
  %v58 = getelementptr i8, ptr %v21, i64 768
  store <16 x float> %v57, ptr %v58, align 64
  %v59 = getelementptr i8, ptr %v19, i64 1664
  %v60 = load <16 x float>, ptr %v59, align 4
  %v61 = getelementptr i8, ptr %v21, i64 832
  store <16 x float> %v60, ptr %v61, align 64
  %v62 = getelementptr i8, ptr %v19, i64 1792
  %v63 = load <16 x float>, ptr %v62, align 4
  %v64 = getelementptr i8, ptr %v21, i64 896
  store <16 x float> %v63, ptr %v64, align 64
  %v65 = getelementptr i8, ptr %v19, i64 1920
  %v66 = load <16 x float>, ptr %v65, align 4
  %v67 = getelementptr i8, ptr %v21, i64 960
  store <16 x float> %v66, ptr %v67, align 64
  %v17 = add nuw nsw i64 %v16, 1
  %v68 = icmp eq i64 %v17, %v2
  br i1 %v68, label %v6, label %v15

v6:                                     ; preds = %v15, %v3
  ret void
}

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel1(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  %v7 = getelementptr inbounds i8, ptr %v0, i64 16
  %v8 = load ptr, ptr %v7, align 8
  %v9 = icmp slt i64 %v1, %v2
  br i1 %v9, label %v10, label %v11

v10:                             ; preds = %v3, %v12
  %v13 = phi i64 [ %v14, %v12 ], [ %v1, %v3 ]
  %v15 = sdiv i64 %v13, 2
  %v16 = shl nsw i64 %v15, 9
  %v17 = srem i64 %v13, 2
  %v18 = shl nsw i64 %v17, 8
  %v19 = add i64 %v18, %v16
  %v20 = shl i64 %v15, 12
  %v21 = getelementptr i8, ptr %v8, i64 %v20
  %v22 = shl nsw i64 %v17, 6
  %v23 = getelementptr i8, ptr %v21, i64 %v22
  br label %v24

v11:                             ; preds = %v12, %v3
  ret void

v24:                                     ; preds = %v10, %v25
  %v26 = phi i64 [ 0, %v10 ], [ %v27, %v25 ]
  %v28 = shl nsw i64 %v26, 6
  %v29 = add nuw nsw i64 %v28, %v16
  br label %v30

v12:                                     ; preds = %v25
  %v14 = add nuw nsw i64 %v13, 1
  %v31 = icmp eq i64 %v14, %v2
  br i1 %v31, label %v11, label %v10

v30:                                     ; preds = %v24, %v30
  %v32 = phi <16 x float> [ zeroinitializer, %v24 ], [ %v33, %v30 ]
  %v34 = phi <16 x float> [ zeroinitializer, %v24 ], [ %v35, %v30 ]
  %v36 = phi <16 x float> [ zeroinitializer, %v24 ], [ %v37, %v30 ]
  %v38 = phi <16 x float> [ zeroinitializer, %v24 ], [ %v39, %v30 ]
  %v40 = phi i64 [ 0, %v24 ], [ %v41, %v30 ]
  %v42 = shl nuw nsw i64 %v40, 1
  %v43 = add nuw nsw i64 %v29, %v42
  %v44 = getelementptr inbounds float, ptr %v4, i64 %v43
  %v45 = load float, ptr %v44, align 4
  %v46 = insertelement <16 x float> poison, float %v45, i64 0
  %v47 = shufflevector <16 x float> %v46, <16 x float> poison, <16 x i32> zeroinitializer
  %v48 = shl nuw nsw i64 %v40, 5
  %v49 = add nuw nsw i64 %v19, %v48
  %v50 = getelementptr inbounds float, ptr %v6, i64 %v49
  %v51 = load <16 x float>, ptr %v50, align 64
  %v52 = fmul contract <16 x float> %v51, %v47
  %v53 = fadd contract <16 x float> %v38, %v52
  %v54 = getelementptr i8, ptr %v44, i64 64
  %v55 = load float, ptr %v54, align 4
  %v56 = insertelement <16 x float> poison, float %v55, i64 0
  %v57 = shufflevector <16 x float> %v56, <16 x float> poison, <16 x i32> zeroinitializer
  %v58 = fmul contract <16 x float> %v51, %v57
  %v59 = fadd contract <16 x float> %v36, %v58
  %v60 = getelementptr i8, ptr %v44, i64 128
  %v61 = load float, ptr %v60, align 4
  %v62 = insertelement <16 x float> poison, float %v61, i64 0
  %v63 = shufflevector <16 x float> %v62, <16 x float> poison, <16 x i32> zeroinitializer
  %v64 = fmul contract <16 x float> %v51, %v63
  %v65 = fadd contract <16 x float> %v34, %v64
  %v66 = getelementptr i8, ptr %v44, i64 192
  %v67 = load float, ptr %v66, align 4
  %v68 = insertelement <16 x float> poison, float %v67, i64 0
  %v69 = shufflevector <16 x float> %v68, <16 x float> poison, <16 x i32> zeroinitializer
  %v70 = fmul contract <16 x float> %v51, %v69
  %v71 = fadd contract <16 x float> %v32, %v70
  %v72 = or disjoint i64 %v43, 1
  %v73 = getelementptr inbounds float, ptr %v4, i64 %v72
  %v74 = load float, ptr %v73, align 4
  %v75 = insertelement <16 x float> poison, float %v74, i64 0
  %v76 = shufflevector <16 x float> %v75, <16 x float> poison, <16 x i32> zeroinitializer
  %v77 = or disjoint i64 %v49, 16
  %v78 = getelementptr inbounds float, ptr %v6, i64 %v77
  %v79 = load <16 x float>, ptr %v78, align 64
  %v80 = fmul contract <16 x float> %v79, %v76
  %v39 = fadd contract <16 x float> %v53, %v80
  %v81 = getelementptr i8, ptr %v44, i64 68
  %v82 = load float, ptr %v81, align 4
  %v83 = insertelement <16 x float> poison, float %v82, i64 0
  %v84 = shufflevector <16 x float> %v83, <16 x float> poison, <16 x i32> zeroinitializer
  %v85 = fmul contract <16 x float> %v79, %v84
  %v37 = fadd contract <16 x float> %v59, %v85
  %v86 = getelementptr i8, ptr %v44, i64 132
  %v87 = load float, ptr %v86, align 4
  %v88 = insertelement <16 x float> poison, float %v87, i64 0
  %v89 = shufflevector <16 x float> %v88, <16 x float> poison, <16 x i32> zeroinitializer
  %v90 = fmul contract <16 x float> %v79, %v89
  %v35 = fadd contract <16 x float> %v65, %v90
  %v91 = getelementptr i8, ptr %v44, i64 196
  %v92 = load float, ptr %v91, align 4
  %v93 = insertelement <16 x float> poison, float %v92, i64 0
  %v94 = shufflevector <16 x float> %v93, <16 x float> poison, <16 x i32> zeroinitializer
  %v95 = fmul contract <16 x float> %v79, %v94
  %v33 = fadd contract <16 x float> %v71, %v95
  %v41 = add nuw nsw i64 %v40, 1
  %v96 = icmp eq i64 %v41, 8
  br i1 %v96, label %v25, label %v30

v25:                                     ; preds = %v30
  %v97 = shl i64 %v26, 9
  %v98 = getelementptr i8, ptr %v23, i64 %v97
  store <16 x float> %v39, ptr %v98, align 4
  %v99 = getelementptr i8, ptr %v98, i64 128
  store <16 x float> %v37, ptr %v99, align 4
  %v100 = getelementptr i8, ptr %v98, i64 256
  store <16 x float> %v35, ptr %v100, align 4
  %v101 = getelementptr i8, ptr %v98, i64 384
  store <16 x float> %v33, ptr %v101, align 4
  %v27 = add nuw nsw i64 %v26, 1
  %v102 = icmp eq i64 %v27, 8
  br i1 %v102, label %v12, label %v24
}

; Function Attrs: nounwind
define void @ktune_batch_matmul_f32_b4_m32_n32_k16_packed(ptr nocapture readonly %v0) local_unnamed_addr #2 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = alloca [3 x i64], align 64
  %v4 = alloca [2048 x float], align 64
  %v5 = load ptr, ptr %v0, align 8
  %v6 = getelementptr inbounds i8, ptr %v0, i64 8
  %v7 = load ptr, ptr %v6, align 8
  %v8 = getelementptr inbounds i8, ptr %v0, i64 16
  %v9 = load ptr, ptr %v8, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v3)
  call void @llvm.lifetime.start.p0(i64 8192, ptr nonnull %v4)
  %v10 = getelementptr inbounds i8, ptr %v3, i64 8
  %v11 = getelementptr inbounds i8, ptr %v3, i64 16
  store i64 0, ptr %v3, align 64, !noalias !0
  store ptr %v4, ptr %v10, align 8, !noalias !0
  store ptr %v7, ptr %v11, align 16, !noalias !0
  call void @ktune_parallel_for(i64 2, ptr nonnull @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0, ptr nonnull %v3) #2, !noalias !5
  store i64 1, ptr %v3, align 64, !noalias !0
  store ptr %v4, ptr %v10, align 8, !noalias !0
  store ptr %v7, ptr %v11, align 16, !noalias !0
  call void @ktune_parallel_for(i64 2, ptr nonnull @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0, ptr nonnull %v3) #2, !noalias !5
  store i64 2, ptr %v3, align 64, !noalias !0
  store ptr %v4, ptr %v10, align 8, !noalias !0
  store ptr %v7, ptr %v11, align 16, !noalias !0
  call void @ktune_parallel_for(i64 2, ptr nonnull @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0, ptr nonnull %v3) #2, !noalias !5
  store i64 3, ptr %v3, align 64, !noalias !0
  store ptr %v4, ptr %v10, align 8, !noalias !0
  store ptr %v7, ptr %v11, align 16, !noalias !0
  call void @ktune_parallel_for(i64 2, ptr nonnull @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0, ptr nonnull %v3) #2, !noalias !5
  store ptr %v5, ptr %v2, align 64, !noalias !0
  %v12 = getelementptr inbounds i8, ptr %v2, i64 8
  store ptr %v4, ptr %v12, align 8, !noalias !0
  %v13 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v9, ptr %v13, align 16, !noalias !0
  call void @ktune_parallel_for(i64 8, ptr nonnull @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel1, ptr nonnull %v2) #2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v3)
  call void @llvm.lifetime.end.p0(i64 8192, ptr nonnull %v4)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { nounwind }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1, !3, !4}
!1 = distinct !{!1, !2, !"ktune_batch_matmul_f32_b4_m32_n32_k16: %A"}
!2 = distinct !{!2, !"ktune_batch_matmul_f32_b4_m32_n32_k16"}
!3 = distinct !{!3, !2, !"ktune_batch_matmul_f32_b4_m32_n32_k16: %B"}
!4 = distinct !{!4, !2, !"ktune_batch_matmul_f32_b4_m32_n32_k16: %C"}
!5 = !{!1, !4}
