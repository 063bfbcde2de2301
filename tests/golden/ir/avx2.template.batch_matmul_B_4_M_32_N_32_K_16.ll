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

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = getelementptr inbounds i8, ptr %v0, i64 8
  %v5 = load ptr, ptr %v4, align 8
  %v6 = getelementptr inbounds i8, ptr %v0, i64 16
  %v7 = load ptr, ptr %v6, align 8
  %v8 = load i64, ptr %v0, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  %v9 = icmp slt i64 %v1, %v2
  br i1 %v9, label %v10, label %v11

v10:                         ; preds = %v3
  %v12 = shl nsw i64 %v8, 9
  %v13 = getelementptr float, ptr %v7, i64 %v12
  %v14 = getelementptr float, ptr %v5, i64 %v12
  br label %v15

v15:                                   ; preds = %v10, %v15
  %v16 = phi i64 [ %v17, %v15 ], [ %v1, %v10 ]
  %v18 = shl i64 %v16, 6
  %v19 = getelementptr i8, ptr %v13, i64 %v18
  %v20 = shl i64 %v16, 10
  %v21 = getelementptr i8, ptr %v14, i64 %v20
  %v22 = load <16 x float>, ptr %v19, align 4, !alias.scope !3, !noalias !0
  store <16 x float> %v22, ptr %v21, align 64, !alias.scope !0, !noalias !3
  %v23 = getelementptr i8, ptr %v19, i64 128
  %v24 = load <16 x float>, ptr %v23, align 4, !alias.scope !3, !noalias !0
  %v25 = getelementptr i8, ptr %v21, i64 64
  store <16 x float> %v24, ptr %v25, align 64, !alias.scope !0, !noalias !3
  %v26 = getelementptr i8, ptr %v19, i64 256
  %v27 = load <16 x float>, ptr %v26, align 4, !alias.scope !3, !noalias !0
  %v28 = getelementptr i8, ptr %v21, i64 128
  store <16 x float> %v27, ptr %v28, align 64, !alias.scope !0, !noalias !3
  %v29 = getelementptr i8, ptr %v19, i64 384
  %v30 = load <16 x float>, ptr %v29, align 4, !alias.scope !3, !noalias !0
  %v31 = getelementptr i8, ptr %v21, i64 192
  store <16 x float> %v30, ptr %v31, align 64, !alias.scope !0, !noalias !3
  %v32 = getelementptr i8, ptr %v19, i64 512
  %v33 = load <16 x float>, ptr %v32, align 4, !alias.scope !3, !noalias !0
  %v34 = getelementptr i8, ptr %v21, i64 256
  store <16 x float> %v33, ptr %v34, align 64, !alias.scope !0, !noalias !3
  %v35 = getelementptr i8, ptr %v19, i64 640
  %v36 = load <16 x float>, ptr %v35, align 4, !alias.scope !3, !noalias !0
  %v37 = getelementptr i8, ptr %v21, i64 320
  store <16 x float> %v36, ptr %v37, align 64, !alias.scope !0, !noalias !3
  %v38 = getelementptr i8, ptr %v19, i64 768
  %v39 = load <16 x float>, ptr %v38, align 4, !alias.scope !3, !noalias !0
  %v40 = getelementptr i8, ptr %v21, i64 384
  store <16 x float> %v39, ptr %v40, align 64, !alias.scope !0, !noalias !3
  %v41 = getelementptr i8, ptr %v19, i64 896
  %v42 = load <16 x float>, ptr %v41, align 4, !alias.scope !3, !noalias !0
  %v43 = getelementptr i8, ptr %v21, i64 448
  store <16 x float> %v42, ptr %v43, align 64, !alias.scope !0, !noalias !3
  %v44 = getelementptr i8, ptr %v19, i64 1024
  %v45 = load <16 x float>, ptr %v44, align 4, !alias.scope !3, !noalias !0
  %v46 = getelementptr i8, ptr %v21, i64 512
  store <16 x float> %v45, ptr %v46, align 64, !alias.scope !0, !noalias !3
  %v47 = getelementptr i8, ptr %v19, i64 1152
  %v48 = load <16 x float>, ptr %v47, align 4, !alias.scope !3, !noalias !0
  %v49 = getelementptr i8, ptr %v21, i64 576
  store <16 x float> %v48, ptr %v49, align 64, !alias.scope !0, !noalias !3
  %v50 = getelementptr i8, ptr %v19, i64 1280
  %v51 = load <16 x float>, ptr %v50, align 4, !alias.scope !3, !noalias !0
  %v52 = getelementptr i8, ptr %v21, i64 640
  store <16 x float> %v51, ptr %v52, align 64, !alias.scope !0, !noalias !3
  %v53 = getelementptr i8, ptr %v19, i64 1408
  %v54 = load <16 x float>, ptr %v53, align 4, !alias.scope !3, !noalias !0
  %v55 = getelementptr i8, ptr %v21, i64 704
  store <16 x float> %v54, ptr %v55, align 64, !alias.scope !0, !noalias !3
  %v56 = getelementptr i8, ptr %v19, i64 1536
  %v57 = load <16 x float>, ptr %v56, align 4, !alias.scope !3, !noalias !0
  %v58 = getelementptr i8, ptr %v21, i64 768
  store <16 x float> %v57, ptr %v58, align 64, !alias.scope !0, !noalias !3
  %v59 = getelementptr i8, ptr %v19, i64 1664
  %v60 = load <16 x float>, ptr %v59, align 4, !alias.scope !3, !noalias !0
  %v61 = getelementptr i8, ptr %v21, i64 832
  store <16 x float> %v60, ptr %v61, align 64, !alias.scope !0, !noalias !3
  %v62 = getelementptr i8, ptr %v19, i64 1792
  %v63 = load <16 x float>, ptr %v62, align 4, !alias.scope !3, !noalias !0
  %v64 = getelementptr i8, ptr %v21, i64 896
  store <16 x float> %v63, ptr %v64, align 64, !alias.scope !0, !noalias !3
  %v65 = getelementptr i8, ptr %v19, i64 1920
  %v66 = load <16 x float>, ptr %v65, align 4, !alias.scope !3, !noalias !0
  %v67 = getelementptr i8, ptr %v21, i64 960
  store <16 x float> %v66, ptr %v67, align 64, !alias.scope !0, !noalias !3
  %v17 = add nuw nsw i64 %v16, 1
  %v68 = icmp eq i64 %v17, %v2
  br i1 %v68, label %v11, label %v15

v11: ; preds = %v15, %v3
  ret void
}

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel1(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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

v10:                           ; preds = %v3, %v12
  %v13 = phi i64 [ %v14, %v12 ], [ %v1, %v3 ]
  %v15 = srem i64 %v13, 2
  %v16 = sdiv i64 %v13, 2
  %v17 = shl nsw i64 %v16, 9
  %v18 = shl nsw i64 %v13, 8
  %v19 = shl i64 %v16, 12
  %v20 = getelementptr i8, ptr %v8, i64 %v19
  %v21 = shl nsw i64 %v15, 6
  %v22 = getelementptr i8, ptr %v20, i64 %v21
  br label %v23

v23:                                   ; preds = %v24, %v10
  %v25 = phi i64 [ 0, %v10 ], [ %v26, %v24 ]
  %v27 = shl nsw i64 %v25, 6
  %v28 = add nuw nsw i64 %v27, %v17
  br label %v29

v12:                                   ; preds = %v24
  %v14 = add nuw nsw i64 %v13, 1
  %v30 = icmp eq i64 %v14, %v2
  br i1 %v30, label %v11, label %v10

v29:                                   ; preds = %v29, %v23
  %v31 = phi <16 x float> [ zeroinitializer, %v23 ], [ %v32, %v29 ]
  %v33 = phi <16 x float> [ zeroinitializer, %v23 ], [ %v34, %v29 ]
  %v35 = phi <16 x float> [ zeroinitializer, %v23 ], [ %v36, %v29 ]
  %v37 = phi <16 x float> [ zeroinitializer, %v23 ], [ %v38, %v29 ]
  %v39 = phi i64 [ 0, %v23 ], [ %v40, %v29 ]
  %v41 = shl nuw nsw i64 %v39, 1
  %v42 = add nuw nsw i64 %v28, %v41
  %v43 = getelementptr inbounds float, ptr %v4, i64 %v42
  %v44 = load float, ptr %v43, align 4, !alias.scope !5, !noalias !12
  %v45 = insertelement <16 x float> poison, float %v44, i64 0
  %v46 = shufflevector <16 x float> %v45, <16 x float> poison, <16 x i32> zeroinitializer
  %v47 = shl nuw nsw i64 %v39, 5
  %v48 = add nuw nsw i64 %v47, %v18
  %v49 = getelementptr inbounds float, ptr %v6, i64 %v48
  %v50 = load <16 x float>, ptr %v49, align 64, !alias.scope !8, !noalias !13
  %v51 = fmul contract <16 x float> %v50, %v46
  %v52 = fadd contract <16 x float> %v37, %v51
  %v53 = getelementptr i8, ptr %v43, i64 64
  %v54 = load float, ptr %v53, align 4, !alias.scope !5, !noalias !12
  %v55 = insertelement <16 x float> poison, float %v54, i64 0
  %v56 = shufflevector <16 x float> %v55, <16 x float> poison, <16 x i32> zeroinitializer
  %v57 = fmul contract <16 x float> %v50, %v56
  %v58 = fadd contract <16 x float> %v35, %v57
  %v59 = getelementptr i8, ptr %v43, i64 128
  %v60 = load float, ptr %v59, align 4, !alias.scope !5, !noalias !12
  %v61 = insertelement <16 x float> poison, float %v60, i64 0
  %v62 = shufflevector <16 x float> %v61, <16 x float> poison, <16 x i32> zeroinitializer
  %v63 = fmul contract <16 x float> %v50, %v62
  %v64 = fadd contract <16 x float> %v33, %v63
  %v65 = getelementptr i8, ptr %v43, i64 192
  %v66 = load float, ptr %v65, align 4, !alias.scope !5, !noalias !12
  %v67 = insertelement <16 x float> poison, float %v66, i64 0
  %v68 = shufflevector <16 x float> %v67, <16 x float> poison, <16 x i32> zeroinitializer
  %v69 = fmul contract <16 x float> %v50, %v68
  %v70 = fadd contract <16 x float> %v31, %v69
  %v71 = or disjoint i64 %v42, 1
  %v72 = getelementptr inbounds float, ptr %v4, i64 %v71
  %v73 = load float, ptr %v72, align 4, !alias.scope !5, !noalias !12
  %v74 = insertelement <16 x float> poison, float %v73, i64 0
  %v75 = shufflevector <16 x float> %v74, <16 x float> poison, <16 x i32> zeroinitializer
  %v76 = or disjoint i64 %v48, 16
  %v77 = getelementptr inbounds float, ptr %v6, i64 %v76
  %v78 = load <16 x float>, ptr %v77, align 64, !alias.scope !8, !noalias !13
  %v79 = fmul contract <16 x float> %v78, %v75
  %v38 = fadd contract <16 x float> %v52, %v79
  %v80 = getelementptr i8, ptr %v43, i64 68
  %v81 = load float, ptr %v80, align 4, !alias.scope !5, !noalias !12
  %v82 = insertelement <16 x float> poison, float %v81, i64 0
  %v83 = shufflevector <16 x float> %v82, <16 x float> poison, <16 x i32> zeroinitializer
  %v84 = fmul contract <16 x float> %v78, %v83
  %v36 = fadd contract <16 x float> %v58, %v84
  %v85 = getelementptr i8, ptr %v43, i64 132
  %v86 = load float, ptr %v85, align 4, !alias.scope !5, !noalias !12
  %v87 = insertelement <16 x float> poison, float %v86, i64 0
  %v88 = shufflevector <16 x float> %v87, <16 x float> poison, <16 x i32> zeroinitializer
  %v89 = fmul contract <16 x float> %v78, %v88
  %v34 = fadd contract <16 x float> %v64, %v89
  %v90 = getelementptr i8, ptr %v43, i64 196
  %v91 = load float, ptr %v90, align 4, !alias.scope !5, !noalias !12
  %v92 = insertelement <16 x float> poison, float %v91, i64 0
  %v93 = shufflevector <16 x float> %v92, <16 x float> poison, <16 x i32> zeroinitializer
  %v94 = fmul contract <16 x float> %v78, %v93
  %v32 = fadd contract <16 x float> %v70, %v94
  %v40 = add nuw nsw i64 %v39, 1
  %v95 = icmp eq i64 %v40, 8
  br i1 %v95, label %v24, label %v29

v24:                                   ; preds = %v29
  %v96 = shl i64 %v25, 9
  %v97 = getelementptr i8, ptr %v22, i64 %v96
  store <16 x float> %v38, ptr %v97, align 4, !alias.scope !10, !noalias !14
  %v98 = getelementptr i8, ptr %v97, i64 128
  store <16 x float> %v36, ptr %v98, align 4, !alias.scope !10, !noalias !14
  %v99 = getelementptr i8, ptr %v97, i64 256
  store <16 x float> %v34, ptr %v99, align 4, !alias.scope !10, !noalias !14
  %v100 = getelementptr i8, ptr %v97, i64 384
  store <16 x float> %v32, ptr %v100, align 4, !alias.scope !10, !noalias !14
  %v26 = add nuw nsw i64 %v25, 1
  %v101 = icmp eq i64 %v26, 8
  br i1 %v101, label %v12, label %v23

v11: ; preds = %v12, %v3
  ret void
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
  store i64 0, ptr %v3, align 64, !noalias !15
  store ptr %v4, ptr %v10, align 8, !noalias !15
  store ptr %v7, ptr %v11, align 16, !noalias !15
  call void @ktune_parallel_for(i64 2, ptr nonnull @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0, ptr nonnull %v3) #2, !noalias !20
  store i64 1, ptr %v3, align 64, !noalias !15
  store ptr %v4, ptr %v10, align 8, !noalias !15
  store ptr %v7, ptr %v11, align 16, !noalias !15
  call void @ktune_parallel_for(i64 2, ptr nonnull @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0, ptr nonnull %v3) #2, !noalias !20
  store i64 2, ptr %v3, align 64, !noalias !15
  store ptr %v4, ptr %v10, align 8, !noalias !15
  store ptr %v7, ptr %v11, align 16, !noalias !15
  call void @ktune_parallel_for(i64 2, ptr nonnull @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0, ptr nonnull %v3) #2, !noalias !20
  store i64 3, ptr %v3, align 64, !noalias !15
  store ptr %v4, ptr %v10, align 8, !noalias !15
  store ptr %v7, ptr %v11, align 16, !noalias !15
  call void @ktune_parallel_for(i64 2, ptr nonnull @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0, ptr nonnull %v3) #2, !noalias !20
  store ptr %v5, ptr %v2, align 64, !noalias !15
  %v12 = getelementptr inbounds i8, ptr %v2, i64 8
  store ptr %v4, ptr %v12, align 8, !noalias !15
  %v13 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v9, ptr %v13, align 16, !noalias !15
  call void @ktune_parallel_for(i64 8, ptr nonnull @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel1, ptr nonnull %v2) #2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v3)
  call void @llvm.lifetime.end.p0(i64 8192, ptr nonnull %v4)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { nounwind }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0.task: %B.global"}
!2 = distinct !{!2, !"ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0.task: %B"}
!5 = !{!6}
!6 = distinct !{!6, !7, !"ktune_batch_matmul_f32_b4_m32_n32_k16.parallel1.task: %A"}
!7 = distinct !{!7, !"ktune_batch_matmul_f32_b4_m32_n32_k16.parallel1.task"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"ktune_batch_matmul_f32_b4_m32_n32_k16.parallel1.task: %B.global"}
!10 = !{!11}
!11 = distinct !{!11, !7, !"ktune_batch_matmul_f32_b4_m32_n32_k16.parallel1.task: %C"}
!12 = !{!9, !11}
!13 = !{!6, !11}
!14 = !{!6, !9}
!15 = !{!16, !18, !19}
!16 = distinct !{!16, !17, !"ktune_batch_matmul_f32_b4_m32_n32_k16: %A"}
!17 = distinct !{!17, !"ktune_batch_matmul_f32_b4_m32_n32_k16"}
!18 = distinct !{!18, !17, !"ktune_batch_matmul_f32_b4_m32_n32_k16: %B"}
!19 = distinct !{!19, !17, !"ktune_batch_matmul_f32_b4_m32_n32_k16: %C"}
!20 = !{!16, !19}
