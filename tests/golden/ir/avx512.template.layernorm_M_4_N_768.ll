; layernorm:M=4,N=768,eps=1e-5,dtype=f32 on llvm -mcpu=x86-64-v4, schedule template
; ModuleID = 'ktune_layernorm_f32_m4_n768_eps1ep5'
source_filename = "ktune_layernorm_f32_m4_n768_eps1ep5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_layernorm_f32_m4_n768_eps1ep5(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2, ptr noalias %v3) local_unnamed_addr #0 {
v4:
  %v5 = alloca [4 x i64], align 64
  store ptr %v0, ptr %v5, align 64
  %v6 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v3, ptr %v6, align 8
  %v7 = getelementptr inbounds i8, ptr %v5, i64 16
  store ptr %v1, ptr %v7, align 16
  %v8 = getelementptr inbounds i8, ptr %v5, i64 24
  store ptr %v2, ptr %v8, align 8
  call void @ktune_parallel_for(i64 4, ptr nonnull @ktune_layernorm_f32_m4_n768_eps1ep5.parallel0, ptr nonnull %v5) #3
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_layernorm_f32_m4_n768_eps1ep5.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !7)
  %v11 = icmp slt i64 %v1, %v2
  br i1 %v11, label %v12, label %v13

v12:                                         ; preds = %v3, %v14
  %v15 = phi i64 [ %v16, %v14 ], [ %v1, %v3 ]
  %v17 = mul nsw i64 %v15, 768
  %v18 = getelementptr float, ptr %v4, i64 %v17
  br label %v19

v19:                                   ; preds = %v19, %v12
  %v20 = phi <64 x float> [ zeroinitializer, %v12 ], [ %v21, %v19 ]
  %v22 = phi i64 [ 0, %v12 ], [ %v23, %v19 ]
  %v24 = shl nuw nsw i64 %v22, 8
  %v25 = getelementptr i8, ptr %v18, i64 %v24
  %v26 = load <64 x float>, ptr %v25, align 4, !alias.scope !0, !noalias !9
  %v21 = fadd contract <64 x float> %v20, %v26
  %v23 = add nuw nsw i64 %v22, 1
  %v27 = icmp eq i64 %v23, 12
  br i1 %v27, label %v28, label %v19, !llvm.loop !10

v28:                                   ; preds = %v19
  %v29 = shufflevector <64 x float> %v21, <64 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v30 = shufflevector <64 x float> %v21, <64 x float> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v31 = fadd contract <32 x float> %v29, %v30
  %v32 = shufflevector <32 x float> %v31, <32 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v33 = shufflevector <32 x float> %v31, <32 x float> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v34 = fadd contract <16 x float> %v32, %v33
  %v35 = shufflevector <16 x float> %v34, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v36 = shufflevector <16 x float> %v34, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v37 = fadd contract <8 x float> %v35, %v36
  %v38 = shufflevector <8 x float> %v37, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v39 = shufflevector <8 x float> %v37, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v40 = fadd contract <4 x float> %v38, %v39
  %v41 = shufflevector <4 x float> %v40, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v42 = shufflevector <4 x float> %v40, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v43 = fadd contract <2 x float> %v41, %v42
  %v44 = shufflevector <2 x float> %v43, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %v45 = fadd contract <2 x float> %v43, %v44
  %v46 = extractelement <2 x float> %v45, i64 0
  %v47 = fadd contract float %v46, 0.000000e+00
  %v48 = fmul contract float %v47, 0x3F55555560000000
  %v49 = insertelement <64 x float> poison, float %v48, i64 0
  %v50 = shufflevector <64 x float> %v49, <64 x float> poison, <64 x i32> zeroinitializer
  br label %v51

v51:                                  ; preds = %v51, %v28
  %v52 = phi <64 x float> [ zeroinitializer, %v28 ], [ %v53, %v51 ]
  %v54 = phi i64 [ 0, %v28 ], [ %v55, %v51 ]
  %v56 = shl nuw nsw i64 %v54, 8
  %v57 = getelementptr i8, ptr %v18, i64 %v56
  %v58 = load <64 x float>, ptr %v57, align 4, !alias.scope !0, !noalias !9
  %v59 = fsub contract <64 x float> %v58, %v50
  %v60 = fmul contract <64 x float> %v59, %v59
  %v53 = fadd contract <64 x float> %v52, %v60
  %v55 = add nuw nsw i64 %v54, 1
  %v61 = icmp eq i64 %v55, 12
  br i1 %v61, label %v62, label %v51, !llvm.loop !12

v62:                                  ; preds = %v51
  %v63 = shufflevector <64 x float> %v53, <64 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v64 = shufflevector <64 x float> %v53, <64 x float> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v65 = fadd contract <32 x float> %v63, %v64
  %v66 = shufflevector <32 x float> %v65, <32 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v67 = shufflevector <32 x float> %v65, <32 x float> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v68 = fadd contract <16 x float> %v66, %v67
  %v69 = shufflevector <16 x float> %v68, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v70 = shufflevector <16 x float> %v68, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v71 = fadd contract <8 x float> %v69, %v70
  %v72 = shufflevector <8 x float> %v71, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v73 = shufflevector <8 x float> %v71, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v74 = fadd contract <4 x float> %v72, %v73
  %v75 = shufflevector <4 x float> %v74, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v76 = shufflevector <4 x float> %v74, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v77 = fadd contract <2 x float> %v75, %v76
  %v78 = shufflevector <2 x float> %v77, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %v79 = fadd contract <2 x float> %v77, %v78
  %v80 = extractelement <2 x float> %v79, i64 0
  %v81 = fadd contract float %v80, 0.000000e+00
  %v82 = insertelement <32 x float> poison, float %v48, i64 0
  %v83 = shufflevector <32 x float> %v82, <32 x float> poison, <32 x i32> zeroinitializer
  %v84 = fmul contract float %v81, 0x3F55555560000000
  %v85 = fadd contract float %v84, 0x3EE4F8B580000000
  %v86 = tail call contract float @llvm.sqrt.f32(float %v85)
  %v87 = fdiv contract float 1.000000e+00, %v86
  %v88 = insertelement <32 x float> poison, float %v87, i64 0
  %v89 = shufflevector <32 x float> %v88, <32 x float> poison, <32 x i32> zeroinitializer
  br label %v90

v90:                                  ; preds = %v90, %v62
  %v91 = phi i64 [ 0, %v62 ], [ %v92, %v90 ]
  %v93 = shl nuw nsw i64 %v91, 5
  %v94 = add nsw i64 %v93, %v17
  %v95 = getelementptr inbounds float, ptr %v4, i64 %v94
  %v96 = load <32 x float>, ptr %v95, align 4, !alias.scope !0, !noalias !9
  %v97 = fsub contract <32 x float> %v96, %v83
  %v98 = fmul contract <32 x float> %v89, %v97
  %v99 = getelementptr inbounds float, ptr %v8, i64 %v93
  %v100 = load <32 x float>, ptr %v99, align 4, !alias.scope !5, !noalias !13
  %v101 = fmul contract <32 x float> %v100, %v98
  %v102 = getelementptr inbounds float, ptr %v10, i64 %v93
  %v103 = load <32 x float>, ptr %v102, align 4, !alias.scope !7, !noalias !14
  %v104 = fadd contract <32 x float> %v103, %v101
  %v105 = getelementptr inbounds float, ptr %v6, i64 %v94
  store <32 x float> %v104, ptr %v105, align 4, !alias.scope !3, !noalias !15
  %v106 = shl i64 %v91, 5
  %v107 = add i64 %v106, 32
  %v108 = add nsw i64 %v107, %v17
  %v109 = getelementptr inbounds float, ptr %v4, i64 %v108
  %v110 = load <32 x float>, ptr %v109, align 4, !alias.scope !0, !noalias !9
  %v111 = fsub contract <32 x float> %v110, %v83
  %v112 = fmul contract <32 x float> %v89, %v111
  %v113 = getelementptr inbounds float, ptr %v8, i64 %v107
  %v114 = load <32 x float>, ptr %v113, align 4, !alias.scope !5, !noalias !13
  %v115 = fmul contract <32 x float> %v114, %v112
  %v116 = getelementptr inbounds float, ptr %v10, i64 %v107
  %v117 = load <32 x float>, ptr %v116, align 4, !alias.scope !7, !noalias !14
  %v118 = fadd contract <32 x float> %v117, %v115
  %v119 = getelementptr inbounds float, ptr %v6, i64 %v108
  store <32 x float> %v118, ptr %v119, align 4, !alias.scope !3, !noalias !15
  %v120 = shl i64 %v91, 5
  %v121 = add i64 %v120, 64
  %v122 = add nsw i64 %v121, %v17
  %v123 = getelementptr inbounds float, ptr %v4, i64 %v122
  %v124 = load <32 x float>, ptr %v123, align 4, !alias.scope !0, !noalias !9
  %v125 = fsub contract <32 x float> %v124, %v83
  %v126 = fmul contract <32 x float> %v89, %v125
  %v127 = getelementptr inbounds float, ptr %v8, i64 %v121
  %v128 = load <32 x float>, ptr %v127, align 4, !alias.scope !5, !noalias !13
  %v129 = fmul contract <32 x float> %v128, %v126
  %v130 = getelementptr inbounds float, ptr %v10, i64 %v121
  %v131 = load <32 x float>, ptr %v130, align 4, !alias.scope !7, !noalias !14
  %v132 = fadd contract <32 x float> %v131, %v129
  %v133 = getelementptr inbounds float, ptr %v6, i64 %v122
  store <32 x float> %v132, ptr %v133, align 4, !alias.scope !3, !noalias !15
  %v92 = add nuw nsw i64 %v91, 3
  %v134 = icmp eq i64 %v92, 24
  br i1 %v134, label %v14, label %v90

v14:                                  ; preds = %v90
  %v16 = add nuw nsw i64 %v15, 1
  %v135 = icmp eq i64 %v16, %v2
  br i1 %v135, label %v13, label %v12

v13: ; preds = %v14, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_layernorm_f32_m4_n768_eps1ep5_packed(ptr nocapture readonly %v0) local_unnamed_addr #3 {
v1:
  %v2 = alloca [4 x i64], align 64
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %v2)
  %v3 = load <4 x ptr>, ptr %v0, align 8
  %v4 = shufflevector <4 x ptr> %v3, <4 x ptr> poison, <4 x i32> <i32 0, i32 3, i32 1, i32 2>
  store <4 x ptr> %v4, ptr %v2, align 64, !noalias !16
  call void @ktune_parallel_for(i64 4, ptr nonnull @ktune_layernorm_f32_m4_n768_eps1ep5.parallel0, ptr nonnull %v2) #3
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %v2)
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
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_layernorm_f32_m4_n768_eps1ep5.parallel0.task: %X"}
!2 = distinct !{!2, !"ktune_layernorm_f32_m4_n768_eps1ep5.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_layernorm_f32_m4_n768_eps1ep5.parallel0.task: %Y"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_layernorm_f32_m4_n768_eps1ep5.parallel0.task: %gamma"}
!7 = !{!8}
!8 = distinct !{!8, !2, !"ktune_layernorm_f32_m4_n768_eps1ep5.parallel0.task: %beta"}
!9 = !{!4, !6, !8}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !11}
!13 = !{!1, !4, !8}
!14 = !{!1, !4, !6}
!15 = !{!1, !6, !8}
!16 = !{!17, !19, !20, !21}
!17 = distinct !{!17, !18, !"ktune_layernorm_f32_m4_n768_eps1ep5: %X"}
!18 = distinct !{!18, !"ktune_layernorm_f32_m4_n768_eps1ep5"}
!19 = distinct !{!19, !18, !"ktune_layernorm_f32_m4_n768_eps1ep5: %gamma"}
!20 = distinct !{!20, !18, !"ktune_layernorm_f32_m4_n768_eps1ep5: %beta"}
!21 = distinct !{!21, !18, !"ktune_layernorm_f32_m4_n768_eps1ep5: %Y"}
