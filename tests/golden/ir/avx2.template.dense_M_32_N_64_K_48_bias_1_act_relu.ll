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
  call void @ktune_parallel_for(i64 4, ptr nonnull @ktune_dense_bias_relu_f32_m32_n64_k48.parallel0, ptr nonnull %v6) #3
  store ptr %v0, ptr %v5, align 64
  %v9 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v7, ptr %v9, align 8
  %v10 = getelementptr inbounds i8, ptr %v5, i64 16
  store ptr %v3, ptr %v10, align 16
  %v11 = getelementptr inbounds i8, ptr %v5, i64 24
  store ptr %v2, ptr %v11, align 8
  call void @ktune_parallel_for(i64 4, ptr nonnull @ktune_dense_bias_relu_f32_m32_n64_k48.parallel1, ptr nonnull %v5) #3
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_dense_bias_relu_f32_m32_n64_k48.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  %v7 = icmp slt i64 %v1, %v2
  br i1 %v7, label %v8, label %v9

v8:                                   ; preds = %v3, %v10
  %v11 = phi i64 [ %v12, %v10 ], [ %v1, %v3 ]
  %v13 = mul nsw i64 %v11, 768
  %v14 = getelementptr float, ptr %v4, i64 %v13
  br label %v15

v15:                                         ; preds = %v15, %v8
  %v16 = phi i64 [ 0, %v8 ], [ %v17, %v15 ]
  %v18 = add nuw nsw i64 %v16, %v13
  %v19 = insertelement <16 x i64> poison, i64 %v18, i64 0
  %v20 = shufflevector <16 x i64> %v19, <16 x i64> poison, <16 x i32> zeroinitializer
  %v21 = add <16 x i64> %v20, <i64 0, i64 48, i64 96, i64 144, i64 192, i64 240, i64 288, i64 336, i64 384, i64 432, i64 480, i64 528, i64 576, i64 624, i64 672, i64 720>
  %v22 = getelementptr inbounds float, ptr %v6, <16 x i64> %v21
  %v23 = tail call contract <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %v22, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !noalias !0
  %v24 = shl nuw nsw i64 %v16, 6
  %v25 = getelementptr i8, ptr %v14, i64 %v24
  store <16 x float> %v23, ptr %v25, align 64, !alias.scope !0, !noalias !3
  %v17 = add nuw nsw i64 %v16, 1
  %v26 = icmp eq i64 %v17, 48
  br i1 %v26, label %v10, label %v15

v10:                                         ; preds = %v15
  %v12 = add nuw nsw i64 %v11, 1
  %v27 = icmp eq i64 %v12, %v2
  br i1 %v27, label %v9, label %v8

v9: ; preds = %v10, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x float>) #2

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_dense_bias_relu_f32_m32_n64_k48.parallel1(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  %v7 = getelementptr inbounds i8, ptr %v0, i64 16
  %v8 = load ptr, ptr %v7, align 8
  %v9 = getelementptr inbounds i8, ptr %v0, i64 24
  %v10 = load ptr, ptr %v9, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !12)
  %v11 = icmp slt i64 %v1, %v2
  br i1 %v11, label %v12, label %v13

v12:                                   ; preds = %v3, %v14
  %v15 = phi i64 [ %v16, %v14 ], [ %v1, %v3 ]
  %v17 = shl nsw i64 %v15, 4
  %v18 = getelementptr inbounds float, ptr %v10, i64 %v17
  %v19 = mul nsw i64 %v15, 768
  %v20 = load <16 x float>, ptr %v18, align 4, !alias.scope !12, !noalias !14
  %v21 = getelementptr float, ptr %v8, i64 %v17
  br label %v22

v22:                                   ; preds = %v23, %v12
  %v24 = phi i64 [ 0, %v12 ], [ %v25, %v23 ]
  %v26 = mul nuw nsw i64 %v24, 192
  br label %v27

v14:                                   ; preds = %v23
  %v16 = add nuw nsw i64 %v15, 1
  %v28 = icmp eq i64 %v16, %v2
  br i1 %v28, label %v13, label %v12

v27:                                   ; preds = %v27, %v22
  %v29 = phi <16 x float> [ zeroinitializer, %v22 ], [ %v30, %v27 ]
  %v31 = phi <16 x float> [ zeroinitializer, %v22 ], [ %v32, %v27 ]
  %v33 = phi <16 x float> [ zeroinitializer, %v22 ], [ %v34, %v27 ]
  %v35 = phi <16 x float> [ zeroinitializer, %v22 ], [ %v36, %v27 ]
  %v37 = phi i64 [ 0, %v22 ], [ %v38, %v27 ]
  %v39 = shl nuw nsw i64 %v37, 1
  %v40 = add nuw nsw i64 %v39, %v26
  %v41 = getelementptr inbounds float, ptr %v4, i64 %v40
  %v42 = load float, ptr %v41, align 4, !alias.scope !5, !noalias !15
  %v43 = insertelement <16 x float> poison, float %v42, i64 0
  %v44 = shufflevector <16 x float> %v43, <16 x float> poison, <16 x i32> zeroinitializer
  %v45 = shl nuw nsw i64 %v37, 5
  %v46 = add nsw i64 %v45, %v19
  %v47 = getelementptr inbounds float, ptr %v6, i64 %v46
  %v48 = load <16 x float>, ptr %v47, align 64, !alias.scope !8, !noalias !16
  %v49 = fmul contract <16 x float> %v48, %v44
  %v50 = fadd contract <16 x float> %v35, %v49
  %v51 = getelementptr inbounds i8, ptr %v41, i64 192
  %v52 = load float, ptr %v51, align 4, !alias.scope !5, !noalias !15
  %v53 = insertelement <16 x float> poison, float %v52, i64 0
  %v54 = shufflevector <16 x float> %v53, <16 x float> poison, <16 x i32> zeroinitializer
  %v55 = fmul contract <16 x float> %v48, %v54
  %v56 = fadd contract <16 x float> %v33, %v55
  %v57 = getelementptr inbounds i8, ptr %v41, i64 384
  %v58 = load float, ptr %v57, align 4, !alias.scope !5, !noalias !15
  %v59 = insertelement <16 x float> poison, float %v58, i64 0
  %v60 = shufflevector <16 x float> %v59, <16 x float> poison, <16 x i32> zeroinitializer
  %v61 = fmul contract <16 x float> %v48, %v60
  %v62 = fadd contract <16 x float> %v31, %v61
  %v63 = getelementptr inbounds i8, ptr %v41, i64 576
  %v64 = load float, ptr %v63, align 4, !alias.scope !5, !noalias !15
  %v65 = insertelement <16 x float> poison, float %v64, i64 0
  %v66 = shufflevector <16 x float> %v65, <16 x float> poison, <16 x i32> zeroinitializer
  %v67 = fmul contract <16 x float> %v48, %v66
  %v68 = fadd contract <16 x float> %v29, %v67
  %v69 = or disjoint i64 %v40, 1
  %v70 = getelementptr inbounds float, ptr %v4, i64 %v69
  %v71 = load float, ptr %v70, align 4, !alias.scope !5, !noalias !15
  %v72 = insertelement <16 x float> poison, float %v71, i64 0
  %v73 = shufflevector <16 x float> %v72, <16 x float> poison, <16 x i32> zeroinitializer
  %v74 = or disjoint i64 %v46, 16
  %v75 = getelementptr inbounds float, ptr %v6, i64 %v74
  %v76 = load <16 x float>, ptr %v75, align 64, !alias.scope !8, !noalias !16
  %v77 = fmul contract <16 x float> %v76, %v73
  %v36 = fadd contract <16 x float> %v50, %v77
  %v78 = getelementptr inbounds i8, ptr %v41, i64 196
  %v79 = load float, ptr %v78, align 4, !alias.scope !5, !noalias !15
  %v80 = insertelement <16 x float> poison, float %v79, i64 0
  %v81 = shufflevector <16 x float> %v80, <16 x float> poison, <16 x i32> zeroinitializer
  %v82 = fmul contract <16 x float> %v76, %v81
  %v34 = fadd contract <16 x float> %v56, %v82
  %v83 = getelementptr inbounds i8, ptr %v41, i64 388
  %v84 = load float, ptr %v83, align 4, !alias.scope !5, !noalias !15
  %v85 = insertelement <16 x float> poison, float %v84, i64 0
  %v86 = shufflevector <16 x float> %v85, <16 x float> poison, <16 x i32> zeroinitializer
  %v87 = fmul contract <16 x float> %v76, %v86
  %v32 = fadd contract <16 x float> %v62, %v87
  %v88 = getelementptr inbounds i8, ptr %v41, i64 580
  %v89 = load float, ptr %v88, align 4, !alias.scope !5, !noalias !15
  %v90 = insertelement <16 x float> poison, float %v89, i64 0
  %v91 = shufflevector <16 x float> %v90, <16 x float> poison, <16 x i32> zeroinitializer
  %v92 = fmul contract <16 x float> %v76, %v91
  %v30 = fadd contract <16 x float> %v68, %v92
  %v38 = add nuw nsw i64 %v37, 1
  %v93 = icmp eq i64 %v38, 24
  br i1 %v93, label %v23, label %v27

v23:                                   ; preds = %v27
  %v94 = fadd contract <16 x float> %v36, %v20
  %v95 = fcmp contract ogt <16 x float> %v94, zeroinitializer
  %v96 = select contract <16 x i1> %v95, <16 x float> %v94, <16 x float> zeroinitializer
  %v97 = shl i64 %v24, 10
  %v98 = getelementptr i8, ptr %v21, i64 %v97
  store <16 x float> %v96, ptr %v98, align 4, !alias.scope !10, !noalias !17
  %v99 = fadd contract <16 x float> %v34, %v20
  %v100 = fcmp contract ogt <16 x float> %v99, zeroinitializer
  %v101 = select contract <16 x i1> %v100, <16 x float> %v99, <16 x float> zeroinitializer
  %v102 = getelementptr i8, ptr %v98, i64 256
  store <16 x float> %v101, ptr %v102, align 4, !alias.scope !10, !noalias !17
  %v103 = fadd contract <16 x float> %v32, %v20
  %v104 = fcmp contract ogt <16 x float> %v103, zeroinitializer
  %v105 = select contract <16 x i1> %v104, <16 x float> %v103, <16 x float> zeroinitializer
  %v106 = getelementptr i8, ptr %v98, i64 512
  store <16 x float> %v105, ptr %v106, align 4, !alias.scope !10, !noalias !17
  %v107 = fadd contract <16 x float> %v30, %v20
  %v108 = fcmp contract ogt <16 x float> %v107, zeroinitializer
  %v109 = select contract <16 x i1> %v108, <16 x float> %v107, <16 x float> zeroinitializer
  %v110 = getelementptr i8, ptr %v98, i64 768
  store <16 x float> %v109, ptr %v110, align 4, !alias.scope !10, !noalias !17
  %v25 = add nuw nsw i64 %v24, 1
  %v111 = icmp eq i64 %v25, 8
  br i1 %v111, label %v14, label %v22

v13: ; preds = %v14, %v3
  ret void
}

; Function Attrs: nounwind
define void @ktune_dense_bias_relu_f32_m32_n64_k48_packed(ptr nocapture readonly %v0) local_unnamed_addr #3 {
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
  store ptr %v4, ptr %v3, align 64, !noalias !18
  %v9 = getelementptr inbounds i8, ptr %v3, i64 8
  store ptr %v7, ptr %v9, align 8, !noalias !18
  %v10 = getelementptr inbounds i8, ptr %v2, i64 8
  %v11 = getelementptr inbounds i8, ptr %v2, i64 16
  %v12 = load <2 x ptr>, ptr %v8, align 8
  call void @ktune_parallel_for(i64 4, ptr nonnull @ktune_dense_bias_relu_f32_m32_n64_k48.parallel0, ptr nonnull %v3) #3, !noalias !24
  store ptr %v5, ptr %v2, align 64, !noalias !18
  store ptr %v4, ptr %v10, align 8, !noalias !18
  %v13 = shufflevector <2 x ptr> %v12, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  store <2 x ptr> %v13, ptr %v11, align 16, !noalias !18
  call void @ktune_parallel_for(i64 4, ptr nonnull @ktune_dense_bias_relu_f32_m32_n64_k48.parallel1, ptr nonnull %v2) #3
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %v2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %v3)
  call void @llvm.lifetime.end.p0(i64 12288, ptr nonnull %v4)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_dense_bias_relu_f32_m32_n64_k48.parallel0.task: %W.global"}
!2 = distinct !{!2, !"ktune_dense_bias_relu_f32_m32_n64_k48.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_dense_bias_relu_f32_m32_n64_k48.parallel0.task: %W"}
!5 = !{!6}
!6 = distinct !{!6, !7, !"ktune_dense_bias_relu_f32_m32_n64_k48.parallel1.task: %X"}
!7 = distinct !{!7, !"ktune_dense_bias_relu_f32_m32_n64_k48.parallel1.task"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"ktune_dense_bias_relu_f32_m32_n64_k48.parallel1.task: %W.global"}
!10 = !{!11}
!11 = distinct !{!11, !7, !"ktune_dense_bias_relu_f32_m32_n64_k48.parallel1.task: %Y"}
!12 = !{!13}
!13 = distinct !{!13, !7, !"ktune_dense_bias_relu_f32_m32_n64_k48.parallel1.task: %bias"}
!14 = !{!6, !9, !11}
!15 = !{!9, !11, !13}
!16 = !{!6, !11, !13}
!17 = !{!6, !9, !13}
!18 = !{!19, !21, !22, !23}
!19 = distinct !{!19, !20, !"ktune_dense_bias_relu_f32_m32_n64_k48: %X"}
!20 = distinct !{!20, !"ktune_dense_bias_relu_f32_m32_n64_k48"}
!21 = distinct !{!21, !20, !"ktune_dense_bias_relu_f32_m32_n64_k48: %W"}
!22 = distinct !{!22, !20, !"ktune_dense_bias_relu_f32_m32_n64_k48: %bias"}
!23 = distinct !{!23, !20, !"ktune_dense_bias_relu_f32_m32_n64_k48: %Y"}
!24 = !{!19, !22, !23}
