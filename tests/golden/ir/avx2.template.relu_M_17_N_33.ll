; relu:M=17,N=33,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_relu_f32_m17_n33'
source_filename = "ktune_relu_f32_m17_n33"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_relu_f32_m17_n33(ptr noalias %v0, ptr noalias %v1) local_unnamed_addr #0 {
v2:
  %v3 = alloca [2 x i64], align 64
  store ptr %v1, ptr %v3, align 64
  %v4 = getelementptr inbounds i8, ptr %v3, i64 8
  store ptr %v0, ptr %v4, align 8
  call void @ktune_parallel_for(i64 17, ptr nonnull @ktune_relu_f32_m17_n33.parallel0, ptr nonnull %v3) #4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_relu_f32_m17_n33.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  %v7 = icmp slt i64 %v1, %v2
  br i1 %v7, label %v8, label %v9

v8:                                         ; preds = %v3, %v8
  %v10 = phi i64 [ %v11, %v8 ], [ %v1, %v3 ]
  %v12 = mul nsw i64 %v10, 33
  %v13 = getelementptr inbounds float, ptr %v6, i64 %v12
  %v14 = load <8 x float>, ptr %v13, align 4, !alias.scope !3, !noalias !0
  %v15 = fcmp contract ogt <8 x float> %v14, zeroinitializer
  %v16 = select contract <8 x i1> %v15, <8 x float> %v14, <8 x float> zeroinitializer
  %v17 = getelementptr inbounds float, ptr %v4, i64 %v12
  store <8 x float> %v16, ptr %v17, align 4, !alias.scope !0, !noalias !3
  %v18 = add nsw i64 %v12, 8
  %v19 = getelementptr inbounds float, ptr %v6, i64 %v18
  %v20 = load <8 x float>, ptr %v19, align 4, !alias.scope !3, !noalias !0
  %v21 = fcmp contract ogt <8 x float> %v20, zeroinitializer
  %v22 = select contract <8 x i1> %v21, <8 x float> %v20, <8 x float> zeroinitializer
  %v23 = getelementptr inbounds float, ptr %v4, i64 %v18
  store <8 x float> %v22, ptr %v23, align 4, !alias.scope !0, !noalias !3
  %v24 = add nsw i64 %v12, 16
  %v25 = getelementptr inbounds float, ptr %v6, i64 %v24
  %v26 = load <8 x float>, ptr %v25, align 4, !alias.scope !3, !noalias !0
  %v27 = fcmp contract ogt <8 x float> %v26, zeroinitializer
  %v28 = select contract <8 x i1> %v27, <8 x float> %v26, <8 x float> zeroinitializer
  %v29 = getelementptr inbounds float, ptr %v4, i64 %v24
  store <8 x float> %v28, ptr %v29, align 4, !alias.scope !0, !noalias !3
  %v30 = add nsw i64 %v12, 24
  %v31 = getelementptr inbounds float, ptr %v6, i64 %v30
  %v32 = load <8 x float>, ptr %v31, align 4, !alias.scope !3, !noalias !0
  %v33 = fcmp contract ogt <8 x float> %v32, zeroinitializer
  %v34 = select contract <8 x i1> %v33, <8 x float> %v32, <8 x float> zeroinitializer
  %v35 = getelementptr inbounds float, ptr %v4, i64 %v30
  store <8 x float> %v34, ptr %v35, align 4, !alias.scope !0, !noalias !3
  %v36 = add nsw i64 %v12, 32
  %v37 = getelementptr float, ptr %v6, i64 %v36
  %v38 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v37, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !3, !noalias !0
  %v39 = fcmp contract ogt <8 x float> %v38, zeroinitializer
  %v40 = select contract <8 x i1> %v39, <8 x float> %v38, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v41 = getelementptr float, ptr %v4, i64 %v36
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v40, ptr %v41, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !0, !noalias !3
  %v11 = add nuw nsw i64 %v10, 1
  %v42 = icmp eq i64 %v11, %v2
  br i1 %v42, label %v9, label %v8

v9:       ; preds = %v8, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr nocapture, i32 immarg, <8 x i1>) #3

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_relu_f32_m17_n33_packed(ptr nocapture readonly %v0) local_unnamed_addr #4 {
v1:
  %v2 = alloca [2 x i64], align 64
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %v2)
  %v3 = load <2 x ptr>, ptr %v0, align 8
  %v4 = shufflevector <2 x ptr> %v3, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  store <2 x ptr> %v4, ptr %v2, align 64, !noalias !5
  call void @ktune_parallel_for(i64 17, ptr nonnull @ktune_relu_f32_m17_n33.parallel0, ptr nonnull %v2) #4
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %v2)
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
!1 = distinct !{!1, !2, !"ktune_relu_f32_m17_n33.parallel0.task: %C"}
!2 = distinct !{!2, !"ktune_relu_f32_m17_n33.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_relu_f32_m17_n33.parallel0.task: %A"}
!5 = !{!6, !8}
!6 = distinct !{!6, !7, !"ktune_relu_f32_m17_n33: %A"}
!7 = distinct !{!7, !"ktune_relu_f32_m17_n33"}
!8 = distinct !{!8, !7, !"ktune_relu_f32_m17_n33: %C"}
