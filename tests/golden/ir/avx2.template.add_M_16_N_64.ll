; add:M=16,N=64,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_add_f32_m16_n64'
source_filename = "ktune_add_f32_m16_n64"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_add_f32_m16_n64(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  store ptr %v2, ptr %v4, align 64
  %v5 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v0, ptr %v5, align 8
  %v6 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v1, ptr %v6, align 16
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_add_f32_m16_n64.parallel0, ptr nonnull %v4) #2
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_add_f32_m16_n64.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  %v7 = getelementptr inbounds i8, ptr %v0, i64 16
  %v8 = load ptr, ptr %v7, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  %v9 = icmp slt i64 %v1, %v2
  br i1 %v9, label %v10, label %v11

v10:                                         ; preds = %v3, %v10
  %v12 = phi i64 [ %v13, %v10 ], [ %v1, %v3 ]
  %v14 = shl nsw i64 %v12, 6
  %v15 = getelementptr inbounds float, ptr %v6, i64 %v14
  %v16 = load <8 x float>, ptr %v15, align 4, !alias.scope !3, !noalias !7
  %v17 = getelementptr inbounds float, ptr %v8, i64 %v14
  %v18 = load <8 x float>, ptr %v17, align 4, !alias.scope !5, !noalias !8
  %v19 = fadd contract <8 x float> %v16, %v18
  %v20 = getelementptr inbounds float, ptr %v4, i64 %v14
  store <8 x float> %v19, ptr %v20, align 4, !alias.scope !0, !noalias !9
  %v21 = or disjoint i64 %v14, 8
  %v22 = getelementptr inbounds float, ptr %v6, i64 %v21
  %v23 = load <8 x float>, ptr %v22, align 4, !alias.scope !3, !noalias !7
  %v24 = getelementptr inbounds float, ptr %v8, i64 %v21
  %v25 = load <8 x float>, ptr %v24, align 4, !alias.scope !5, !noalias !8
  %v26 = fadd contract <8 x float> %v23, %v25
  %v27 = getelementptr inbounds float, ptr %v4, i64 %v21
  store <8 x float> %v26, ptr %v27, align 4, !alias.scope !0, !noalias !9
  %v28 = or disjoint i64 %v14, 16
  %v29 = getelementptr inbounds float, ptr %v6, i64 %v28
  %v30 = load <8 x float>, ptr %v29, align 4, !alias.scope !3, !noalias !7
  %v31 = getelementptr inbounds float, ptr %v8, i64 %v28
  %v32 = load <8 x float>, ptr %v31, align 4, !alias.scope !5, !noalias !8
  %v33 = fadd contract <8 x float> %v30, %v32
  %v34 = getelementptr inbounds float, ptr %v4, i64 %v28
  store <8 x float> %v33, ptr %v34, align 4, !alias.scope !0, !noalias !9
  %v35 = or disjoint i64 %v14, 24
  %v36 = getelementptr inbounds float, ptr %v6, i64 %v35
  %v37 = load <8 x float>, ptr %v36, align 4, !alias.scope !3, !noalias !7
  %v38 = getelementptr inbounds float, ptr %v8, i64 %v35
  %v39 = load <8 x float>, ptr %v38, align 4, !alias.scope !5, !noalias !8
  %v40 = fadd contract <8 x float> %v37, %v39
  %v41 = getelementptr inbounds float, ptr %v4, i64 %v35
  store <8 x float> %v40, ptr %v41, align 4, !alias.scope !0, !noalias !9
  %v42 = or disjoint i64 %v14, 32
  %v43 = getelementptr inbounds float, ptr %v6, i64 %v42
  %v44 = load <8 x float>, ptr %v43, align 4, !alias.scope !3, !noalias !7
  %v45 = getelementptr inbounds float, ptr %v8, i64 %v42
  %v46 = load <8 x float>, ptr %v45, align 4, !alias.scope !5, !noalias !8
  %v47 = fadd contract <8 x float> %v44, %v46
  %v48 = getelementptr inbounds float, ptr %v4, i64 %v42
  store <8 x float> %v47, ptr %v48, align 4, !alias.scope !0, !noalias !9
  %v49 = or disjoint i64 %v14, 40
  %v50 = getelementptr inbounds float, ptr %v6, i64 %v49
  %v51 = load <8 x float>, ptr %v50, align 4, !alias.scope !3, !noalias !7
  %v52 = getelementptr inbounds float, ptr %v8, i64 %v49
  %v53 = load <8 x float>, ptr %v52, align 4, !alias.scope !5, !noalias !8
  %v54 = fadd contract <8 x float> %v51, %v53
  %v55 = getelementptr inbounds float, ptr %v4, i64 %v49
  store <8 x float> %v54, ptr %v55, align 4, !alias.scope !0, !noalias !9
  %v56 = or disjoint i64 %v14, 48
  %v57 = getelementptr inbounds float, ptr %v6, i64 %v56
  %v58 = load <8 x float>, ptr %v57, align 4, !alias.scope !3, !noalias !7
  %v59 = getelementptr inbounds float, ptr %v8, i64 %v56
  %v60 = load <8 x float>, ptr %v59, align 4, !alias.scope !5, !noalias !8
  %v61 = fadd contract <8 x float> %v58, %v60
  %v62 = getelementptr inbounds float, ptr %v4, i64 %v56
  store <8 x float> %v61, ptr %v62, align 4, !alias.scope !0, !noalias !9
  %v63 = or disjoint i64 %v14, 56
  %v64 = getelementptr inbounds float, ptr %v6, i64 %v63
  %v65 = load <8 x float>, ptr %v64, align 4, !alias.scope !3, !noalias !7
  %v66 = getelementptr inbounds float, ptr %v8, i64 %v63
  %v67 = load <8 x float>, ptr %v66, align 4, !alias.scope !5, !noalias !8
  %v68 = fadd contract <8 x float> %v65, %v67
  %v69 = getelementptr inbounds float, ptr %v4, i64 %v63
  store <8 x float> %v68, ptr %v69, align 4, !alias.scope !0, !noalias !9
  %v13 = add nuw nsw i64 %v12, 1
  %v70 = icmp eq i64 %v13, %v2
  br i1 %v70, label %v11, label %v10

v11:        ; preds = %v10, %v3
  ret void
}

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_add_f32_m16_n64_packed(ptr nocapture readonly %v0) local_unnamed_addr #2 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = getelementptr inbounds i8, ptr %v0, i64 16
  %v4 = load ptr, ptr %v3, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  store ptr %v4, ptr %v2, align 64, !noalias !10
  %v5 = getelementptr inbounds i8, ptr %v2, i64 8
  %v6 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v6, ptr %v5, align 8, !noalias !10
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_add_f32_m16_n64.parallel0, ptr nonnull %v2) #2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
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
!1 = distinct !{!1, !2, !"ktune_add_f32_m16_n64.parallel0.task: %C"}
!2 = distinct !{!2, !"ktune_add_f32_m16_n64.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_add_f32_m16_n64.parallel0.task: %A"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_add_f32_m16_n64.parallel0.task: %B"}
!7 = !{!1, !6}
!8 = !{!1, !4}
!9 = !{!4, !6}
!10 = !{!11, !13, !14}
!11 = distinct !{!11, !12, !"ktune_add_f32_m16_n64: %A"}
!12 = distinct !{!12, !"ktune_add_f32_m16_n64"}
!13 = distinct !{!13, !12, !"ktune_add_f32_m16_n64: %B"}
!14 = distinct !{!14, !12, !"ktune_add_f32_m16_n64: %C"}
