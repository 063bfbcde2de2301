; relu:M=17,N=33,dtype=f32 on llvm -mcpu=x86-64-v4, schedule template
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

v8:                               ; preds = %v3
  %v10 = sub i64 %v2, %v1
  %v11 = and i64 %v10, 1
  %v12 = icmp eq i64 %v11, 0
  br i1 %v12, label %v13, label %v14

v14:                                    ; preds = %v8
  %v15 = mul nsw i64 %v1, 33
  %v16 = getelementptr inbounds float, ptr %v6, i64 %v15
  %v17 = load <16 x float>, ptr %v16, align 4, !alias.scope !3, !noalias !0
  %v18 = fcmp contract ogt <16 x float> %v17, zeroinitializer
  %v19 = select contract <16 x i1> %v18, <16 x float> %v17, <16 x float> zeroinitializer
  %v20 = getelementptr inbounds float, ptr %v4, i64 %v15
  store <16 x float> %v19, ptr %v20, align 4, !alias.scope !0, !noalias !3
  %v21 = add nsw i64 %v15, 16
  %v22 = getelementptr inbounds float, ptr %v6, i64 %v21
  %v23 = load <16 x float>, ptr %v22, align 4, !alias.scope !3, !noalias !0
  %v24 = fcmp contract ogt <16 x float> %v23, zeroinitializer
  %v25 = select contract <16 x i1> %v24, <16 x float> %v23, <16 x float> zeroinitializer
  %v26 = getelementptr inbounds float, ptr %v4, i64 %v21
  store <16 x float> %v25, ptr %v26, align 4, !alias.scope !0, !noalias !3
  %v27 = add nsw i64 %v15, 32
  %v28 = getelementptr float, ptr %v6, i64 %v27
  %v29 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v28, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !3, !noalias !0
  %v30 = fcmp contract ogt <16 x float> %v29, zeroinitializer
  %v31 = select contract <16 x i1> %v30, <16 x float> %v29, <16 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v32 = getelementptr float, ptr %v4, i64 %v27
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v31, ptr %v32, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !0, !noalias !3
  %v33 = add nuw nsw i64 %v1, 1
  br label %v13

v13:                           ; preds = %v14, %v8
  %v34 = phi i64 [ %v1, %v8 ], [ %v33, %v14 ]
  %v35 = add i64 %v2, -1
  %v36 = icmp eq i64 %v35, %v1
  br i1 %v36, label %v9, label %v37

v37:                                         ; preds = %v13, %v37
  %v38 = phi i64 [ %v39, %v37 ], [ %v34, %v13 ]
  %v40 = mul nsw i64 %v38, 33
  %v41 = getelementptr inbounds float, ptr %v6, i64 %v40
  %v42 = load <16 x float>, ptr %v41, align 4, !alias.scope !3, !noalias !0
  %v43 = fcmp contract ogt <16 x float> %v42, zeroinitializer
  %v44 = select contract <16 x i1> %v43, <16 x float> %v42, <16 x float> zeroinitializer
  %v45 = getelementptr inbounds float, ptr %v4, i64 %v40
  store <16 x float> %v44, ptr %v45, align 4, !alias.scope !0, !noalias !3
  %v46 = add nsw i64 %v40, 16
  %v47 = getelementptr inbounds float, ptr %v6, i64 %v46
  %v48 = load <16 x float>, ptr %v47, align 4, !alias.scope !3, !noalias !0
  %v49 = fcmp contract ogt <16 x float> %v48, zeroinitializer
  %v50 = select contract <16 x i1> %v49, <16 x float> %v48, <16 x float> zeroinitializer
  %v51 = getelementptr inbounds float, ptr %v4, i64 %v46
  store <16 x float> %v50, ptr %v51, align 4, !alias.scope !0, !noalias !3
  %v52 = add nsw i64 %v40, 32
  %v53 = getelementptr float, ptr %v6, i64 %v52
  %v54 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v53, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !3, !noalias !0
  %v55 = fcmp contract ogt <16 x float> %v54, zeroinitializer
  %v56 = select contract <16 x i1> %v55, <16 x float> %v54, <16 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v57 = getelementptr float, ptr %v4, i64 %v52
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v56, ptr %v57, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !0, !noalias !3
  %v58 = mul i64 %v38, 33
  %v59 = add i64 %v58, 33
  %v60 = getelementptr inbounds float, ptr %v6, i64 %v59
  %v61 = load <16 x float>, ptr %v60, align 4, !alias.scope !3, !noalias !0
  %v62 = fcmp contract ogt <16 x float> %v61, zeroinitializer
  %v63 = select contract <16 x i1> %v62, <16 x float> %v61, <16 x float> zeroinitializer
  %v64 = getelementptr inbounds float, ptr %v4, i64 %v59
  store <16 x float> %v63, ptr %v64, align 4, !alias.scope !0, !noalias !3
  %v65 = add i64 %v58, 49
  %v66 = getelementptr inbounds float, ptr %v6, i64 %v65
  %v67 = load <16 x float>, ptr %v66, align 4, !alias.scope !3, !noalias !0
  %v68 = fcmp contract ogt <16 x float> %v67, zeroinitializer
  %v69 = select contract <16 x i1> %v68, <16 x float> %v67, <16 x float> zeroinitializer
  %v70 = getelementptr inbounds float, ptr %v4, i64 %v65
  store <16 x float> %v69, ptr %v70, align 4, !alias.scope !0, !noalias !3
  %v71 = add i64 %v58, 65
  %v72 = getelementptr float, ptr %v6, i64 %v71
  %v73 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v72, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !3, !noalias !0
  %v74 = fcmp contract ogt <16 x float> %v73, zeroinitializer
  %v75 = select contract <16 x i1> %v74, <16 x float> %v73, <16 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v76 = getelementptr float, ptr %v4, i64 %v71
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v75, ptr %v76, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !0, !noalias !3
  %v39 = add nuw nsw i64 %v38, 2
  %v77 = icmp eq i64 %v39, %v2
  br i1 %v77, label %v9, label %v37

v9:       ; preds = %v13, %v37, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr nocapture, i32 immarg, <16 x i1>) #3

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

attributes #0 = { nounwind "min-legal-vector-width"="512" "target-cpu"="x86-64-v4" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="512" "target-cpu"="x86-64-v4" "target-features" }
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
