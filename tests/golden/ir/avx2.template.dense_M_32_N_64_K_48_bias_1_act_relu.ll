; dense:M=32,N=64,K=48,bias=1,residual=0,act=relu,dtype=f32,nblock=0 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_dense_bias_relu_f32_m32_n64_k48'
source_filename = "ktune_dense_bias_relu_f32_m32_n64_k48"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_dense_bias_relu_f32_m32_n64_k48(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2, ptr noalias %v3) local_unnamed_addr #0 {
v4:
  %v5 = alloca [4 x i64], align 64
  store ptr %v0, ptr %v5, align 64
  %v6 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v1, ptr %v6, align 8
  %v7 = getelementptr inbounds i8, ptr %v5, i64 16
  store ptr %v3, ptr %v7, align 16
  %v8 = getelementptr inbounds i8, ptr %v5, i64 24
  store ptr %v2, ptr %v8, align 8
  call void @ktune_parallel_for(i64 8, ptr nonnull @ktune_dense_bias_relu_f32_m32_n64_k48.parallel0, ptr nonnull %v5) #3
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_dense_bias_relu_f32_m32_n64_k48.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  %v7 = getelementptr inbounds i8, ptr %v0, i64 16
  %v8 = load ptr, ptr %v7, align 8
  %v9 = getelementptr inbounds i8, ptr %v0, i64 24
  %v10 = load ptr, ptr %v9, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  %v11 = icmp slt i64 %v1, %v2
  br i1 %v11, label %v12, label %v13

v12:                                   ; preds = %v3, %v14
  %v15 = phi i64 [ %v16, %v14 ], [ %v1, %v3 ]
  %v17 = mul nsw i64 %v15, 192
  %v18 = shl i64 %v15, 10
  %v19 = getelementptr i8, ptr %v8, i64 %v18
  br label %v20

v20:                                   ; preds = %v21, %v12
  %v22 = phi i64 [ 0, %v12 ], [ %v23, %v21 ]
  %v24 = mul nuw nsw i64 %v22, 768
  br label %v25

v14:                                   ; preds = %v21
  %v16 = add nuw nsw i64 %v15, 1
  %v26 = icmp eq i64 %v16, %v2
  br i1 %v26, label %v13, label %v12

v25:                                   ; preds = %v25, %v20
  %v27 = phi <16 x float> [ zeroinitializer, %v20 ], [ %v28, %v25 ]
  %v29 = phi <16 x float> [ zeroinitializer, %v20 ], [ %v30, %v25 ]
  %v31 = phi <16 x float> [ zeroinitializer, %v20 ], [ %v32, %v25 ]
  %v33 = phi <16 x float> [ zeroinitializer, %v20 ], [ %v34, %v25 ]
  %v35 = phi i64 [ 0, %v20 ], [ %v36, %v25 ]
  %v37 = shl nuw nsw i64 %v35, 1
  %v38 = add nuw nsw i64 %v37, %v17
  %v39 = getelementptr inbounds float, ptr %v4, i64 %v38
  %v40 = load float, ptr %v39, align 4, !alias.scope !0, !noalias !7
  %v41 = insertelement <16 x float> poison, float %v40, i64 0
  %v42 = shufflevector <16 x float> %v41, <16 x float> poison, <16 x i32> zeroinitializer
  %v43 = add nuw nsw i64 %v37, %v24
  %v44 = insertelement <16 x i64> poison, i64 %v43, i64 0
  %v45 = shufflevector <16 x i64> %v44, <16 x i64> poison, <16 x i32> zeroinitializer
  %v46 = add nuw <16 x i64> %v45, <i64 0, i64 48, i64 96, i64 144, i64 192, i64 240, i64 288, i64 336, i64 384, i64 432, i64 480, i64 528, i64 576, i64 624, i64 672, i64 720>
  %v47 = getelementptr inbounds float, ptr %v6, <16 x i64> %v46
  %v48 = tail call contract <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %v47, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !noalias !9
  %v49 = fmul contract <16 x float> %v48, %v42
  %v50 = fadd contract <16 x float> %v33, %v49
  %v51 = getelementptr i8, ptr %v39, i64 192
  %v52 = load float, ptr %v51, align 4, !alias.scope !0, !noalias !7
  %v53 = insertelement <16 x float> poison, float %v52, i64 0
  %v54 = shufflevector <16 x float> %v53, <16 x float> poison, <16 x i32> zeroinitializer
  %v55 = fmul contract <16 x float> %v48, %v54
  %v56 = fadd contract <16 x float> %v31, %v55
  %v57 = getelementptr i8, ptr %v39, i64 384
  %v58 = load float, ptr %v57, align 4, !alias.scope !0, !noalias !7
  %v59 = insertelement <16 x float> poison, float %v58, i64 0
  %v60 = shufflevector <16 x float> %v59, <16 x float> poison, <16 x i32> zeroinitializer
  %v61 = fmul contract <16 x float> %v48, %v60
  %v62 = fadd contract <16 x float> %v29, %v61
  %v63 = getelementptr i8, ptr %v39, i64 576
  %v64 = load float, ptr %v63, align 4, !alias.scope !0, !noalias !7
  %v65 = insertelement <16 x float> poison, float %v64, i64 0
  %v66 = shufflevector <16 x float> %v65, <16 x float> poison, <16 x i32> zeroinitializer
  %v67 = fmul contract <16 x float> %v48, %v66
  %v68 = fadd contract <16 x float> %v27, %v67
  %v69 = or disjoint i64 %v38, 1
  %v70 = getelementptr inbounds float, ptr %v4, i64 %v69
  %v71 = load float, ptr %v70, align 4, !alias.scope !0, !noalias !7
  %v72 = insertelement <16 x float> poison, float %v71, i64 0
  %v73 = shufflevector <16 x float> %v72, <16 x float> poison, <16 x i32> zeroinitializer
  %v74 = or disjoint i64 %v43, 1
  %v75 = insertelement <16 x i64> poison, i64 %v74, i64 0
  %v76 = shufflevector <16 x i64> %v75, <16 x i64> poison, <16 x i32> zeroinitializer
  %v77 = add nuw <16 x i64> %v76, <i64 0, i64 48, i64 96, i64 144, i64 192, i64 240, i64 288, i64 336, i64 384, i64 432, i64 480, i64 528, i64 576, i64 624, i64 672, i64 720>
  %v78 = getelementptr inbounds float, ptr %v6, <16 x i64> %v77
  %v79 = tail call contract <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %v78, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !noalias !9
  %v80 = fmul contract <16 x float> %v79, %v73
  %v34 = fadd contract <16 x float> %v50, %v80
  %v81 = getelementptr i8, ptr %v39, i64 196
  %v82 = load float, ptr %v81, align 4, !alias.scope !0, !noalias !7
  %v83 = insertelement <16 x float> poison, float %v82, i64 0
  %v84 = shufflevector <16 x float> %v83, <16 x float> poison, <16 x i32> zeroinitializer
  %v85 = fmul contract <16 x float> %v79, %v84
  %v32 = fadd contract <16 x float> %v56, %v85
  %v86 = getelementptr i8, ptr %v39, i64 388
  %v87 = load float, ptr %v86, align 4, !alias.scope !0, !noalias !7
  %v88 = insertelement <16 x float> poison, float %v87, i64 0
  %v89 = shufflevector <16 x float> %v88, <16 x float> poison, <16 x i32> zeroinitializer
  %v90 = fmul contract <16 x float> %v79, %v89
  %v30 = fadd contract <16 x float> %v62, %v90
  %v91 = getelementptr i8, ptr %v39, i64 580
  %v92 = load float, ptr %v91, align 4, !alias.scope !0, !noalias !7
  %v93 = insertelement <16 x float> poison, float %v92, i64 0
  %v94 = shufflevector <16 x float> %v93, <16 x float> poison, <16 x i32> zeroinitializer
  %v95 = fmul contract <16 x float> %v79, %v94
  %v28 = fadd contract <16 x float> %v68, %v95
  %v36 = add nuw nsw i64 %v35, 1
  %v96 = icmp eq i64 %v36, 24
  br i1 %v96, label %v21, label %v25

v21:                                   ; preds = %v25
  %v97 = shl nsw i64 %v22, 4
  %v98 = getelementptr inbounds float, ptr %v10, i64 %v97
  %v99 = load <16 x float>, ptr %v98, align 4, !alias.scope !5, !noalias !10
  %v100 = fadd contract <16 x float> %v34, %v99
  %v101 = fcmp contract ogt <16 x float> %v100, zeroinitializer
  %v102 = select contract <16 x i1> %v101, <16 x float> %v100, <16 x float> zeroinitializer
  %v103 = getelementptr float, ptr %v19, i64 %v97
  store <16 x float> %v102, ptr %v103, align 4, !alias.scope !3, !noalias !11
  %v104 = fadd contract <16 x float> %v32, %v99
  %v105 = fcmp contract ogt <16 x float> %v104, zeroinitializer
  %v106 = select contract <16 x i1> %v105, <16 x float> %v104, <16 x float> zeroinitializer
  %v107 = getelementptr i8, ptr %v103, i64 256
  store <16 x float> %v106, ptr %v107, align 4, !alias.scope !3, !noalias !11
  %v108 = fadd contract <16 x float> %v30, %v99
  %v109 = fcmp contract ogt <16 x float> %v108, zeroinitializer
  %v110 = select contract <16 x i1> %v109, <16 x float> %v108, <16 x float> zeroinitializer
  %v111 = getelementptr i8, ptr %v103, i64 512
  store <16 x float> %v110, ptr %v111, align 4, !alias.scope !3, !noalias !11
  %v112 = fadd contract <16 x float> %v28, %v99
  %v113 = fcmp contract ogt <16 x float> %v112, zeroinitializer
  %v114 = select contract <16 x i1> %v113, <16 x float> %v112, <16 x float> zeroinitializer
  %v115 = getelementptr i8, ptr %v103, i64 768
  store <16 x float> %v114, ptr %v115, align 4, !alias.scope !3, !noalias !11
  %v23 = add nuw nsw i64 %v22, 1
  %v116 = icmp eq i64 %v23, 4
  br i1 %v116, label %v14, label %v20

v13: ; preds = %v14, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x float>) #2

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_dense_bias_relu_f32_m32_n64_k48_packed(ptr nocapture readonly %v0) local_unnamed_addr #3 {
v1:
  %v2 = alloca [4 x i64], align 64
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %v2)
  %v3 = load <4 x ptr>, ptr %v0, align 8
  %v4 = shufflevector <4 x ptr> %v3, <4 x ptr> poison, <4 x i32> <i32 0, i32 1, i32 3, i32 2>
  store <4 x ptr> %v4, ptr %v2, align 64, !noalias !12
  call void @ktune_parallel_for(i64 8, ptr nonnull @ktune_dense_bias_relu_f32_m32_n64_k48.parallel0, ptr nonnull %v2) #3
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %v2)
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
!1 = distinct !{!1, !2, !"ktune_dense_bias_relu_f32_m32_n64_k48.parallel0.task: %X"}
!2 = distinct !{!2, !"ktune_dense_bias_relu_f32_m32_n64_k48.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_dense_bias_relu_f32_m32_n64_k48.parallel0.task: %Y"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_dense_bias_relu_f32_m32_n64_k48.parallel0.task: %bias"}
!7 = !{!8, !4, !6}
!8 = distinct !{!8, !2, !"ktune_dense_bias_relu_f32_m32_n64_k48.parallel0.task: %W"}
!9 = !{!1, !4, !6}
!10 = !{!1, !8, !4}
!11 = !{!1, !8, !6}
!12 = !{!13, !15, !16, !17}
!13 = distinct !{!13, !14, !"ktune_dense_bias_relu_f32_m32_n64_k48: %X"}
!14 = distinct !{!14, !"ktune_dense_bias_relu_f32_m32_n64_k48"}
!15 = distinct !{!15, !14, !"ktune_dense_bias_relu_f32_m32_n64_k48: %W"}
!16 = distinct !{!16, !14, !"ktune_dense_bias_relu_f32_m32_n64_k48: %bias"}
!17 = distinct !{!17, !14, !"ktune_dense_bias_relu_f32_m32_n64_k48: %Y"}
