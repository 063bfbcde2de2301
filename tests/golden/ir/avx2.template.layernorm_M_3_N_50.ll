; layernorm:M=3,N=50,eps=1e-5,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_layernorm_f32_m3_n50_eps1ep5'
source_filename = "ktune_layernorm_f32_m3_n50_eps1ep5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_layernorm_f32_m3_n50_eps1ep5(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2, ptr noalias %v3) local_unnamed_addr #0 {
v4:
  %v5 = alloca [4 x i64], align 64
  store ptr %v0, ptr %v5, align 64
  %v6 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v3, ptr %v6, align 8
  %v7 = getelementptr inbounds i8, ptr %v5, i64 16
  store ptr %v1, ptr %v7, align 16
  %v8 = getelementptr inbounds i8, ptr %v5, i64 24
  store ptr %v2, ptr %v8, align 8
  call void @ktune_parallel_for(i64 3, ptr nonnull @ktune_layernorm_f32_m3_n50_eps1ep5.parallel0, ptr nonnull %v5) #5
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_layernorm_f32_m3_n50_eps1ep5.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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

v12:                               ; preds = %v3
  %v14 = load <16 x float>, ptr %v8, align 4, !alias.scope !5, !noalias !9
  %v15 = load <16 x float>, ptr %v10, align 4, !alias.scope !7, !noalias !10
  %v16 = getelementptr inbounds i8, ptr %v8, i64 64
  %v17 = load <16 x float>, ptr %v16, align 4, !alias.scope !5, !noalias !9
  %v18 = getelementptr inbounds i8, ptr %v10, i64 64
  %v19 = load <16 x float>, ptr %v18, align 4, !alias.scope !7, !noalias !10
  %v20 = getelementptr inbounds i8, ptr %v8, i64 128
  %v21 = load <16 x float>, ptr %v20, align 4, !alias.scope !5, !noalias !9
  %v22 = getelementptr inbounds i8, ptr %v10, i64 128
  %v23 = load <16 x float>, ptr %v22, align 4, !alias.scope !7, !noalias !10
  %v24 = getelementptr i8, ptr %v8, i64 192
  %v25 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v24, i32 4, <16 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !5, !noalias !9
  %v26 = getelementptr i8, ptr %v10, i64 192
  %v27 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v26, i32 4, <16 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !7, !noalias !10
  br label %v28

v28:                                         ; preds = %v12, %v28
  %v29 = phi i64 [ %v30, %v28 ], [ %v1, %v12 ]
  %v31 = mul i64 %v29, 200
  %v32 = getelementptr i8, ptr %v4, i64 %v31
  %v33 = load <16 x float>, ptr %v32, align 4, !alias.scope !0, !noalias !11
  %v34 = fadd contract <16 x float> %v33, zeroinitializer
  %v35 = getelementptr i8, ptr %v32, i64 64
  %v36 = load <16 x float>, ptr %v35, align 4, !alias.scope !0, !noalias !11
  %v37 = fadd contract <16 x float> %v34, %v36
  %v38 = getelementptr i8, ptr %v32, i64 128
  %v39 = load <16 x float>, ptr %v38, align 4, !alias.scope !0, !noalias !11
  %v40 = fadd contract <16 x float> %v37, %v39
  %v41 = getelementptr i8, ptr %v32, i64 192
  %v42 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v41, i32 4, <16 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> <float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !0, !noalias !11
  %v43 = fadd contract <16 x float> %v40, %v42
  %v44 = shufflevector <16 x float> %v43, <16 x float> %v40, <16 x i32> <i32 0, i32 1, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v45 = shufflevector <16 x float> %v44, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v46 = shufflevector <16 x float> %v44, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v47 = fadd contract <8 x float> %v45, %v46
  %v48 = shufflevector <8 x float> %v47, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v49 = shufflevector <8 x float> %v47, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v50 = fadd contract <4 x float> %v48, %v49
  %v51 = shufflevector <4 x float> %v50, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v52 = shufflevector <4 x float> %v50, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v53 = fadd contract <2 x float> %v51, %v52
  %v54 = shufflevector <2 x float> %v53, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %v55 = fadd contract <2 x float> %v53, %v54
  %v56 = extractelement <2 x float> %v55, i64 0
  %v57 = fadd contract float %v56, 0.000000e+00
  %v58 = fmul contract float %v57, 0x3F947AE140000000
  %v59 = insertelement <16 x float> poison, float %v58, i64 0
  %v60 = shufflevector <16 x float> %v59, <16 x float> poison, <16 x i32> zeroinitializer
  %v61 = fsub contract <16 x float> %v33, %v60
  %v62 = fmul contract <16 x float> %v61, %v61
  %v63 = fsub contract <16 x float> %v36, %v60
  %v64 = fmul contract <16 x float> %v63, %v63
  %v65 = fadd contract <16 x float> %v62, %v64
  %v66 = fsub contract <16 x float> %v39, %v60
  %v67 = fmul contract <16 x float> %v66, %v66
  %v68 = fadd contract <16 x float> %v65, %v67
  %v69 = shufflevector <16 x float> %v60, <16 x float> <float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <16 x i32> <i32 0, i32 1, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v70 = fsub contract <16 x float> %v42, %v69
  %v71 = fmul contract <16 x float> %v70, %v70
  %v72 = fadd contract <16 x float> %v68, %v71
  %v73 = shufflevector <16 x float> %v72, <16 x float> %v68, <16 x i32> <i32 0, i32 1, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v74 = shufflevector <16 x float> %v73, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v75 = shufflevector <16 x float> %v73, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v76 = fadd contract <8 x float> %v74, %v75
  %v77 = shufflevector <8 x float> %v76, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v78 = shufflevector <8 x float> %v76, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v79 = fadd contract <4 x float> %v77, %v78
  %v80 = shufflevector <4 x float> %v79, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v81 = shufflevector <4 x float> %v79, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v82 = fadd contract <2 x float> %v80, %v81
  %v83 = shufflevector <2 x float> %v82, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %v84 = fadd contract <2 x float> %v82, %v83
  %v85 = extractelement <2 x float> %v84, i64 0
  %v86 = fadd contract float %v85, 0.000000e+00
  %v87 = mul nsw i64 %v29, 50
  %v88 = fmul contract float %v86, 0x3F947AE140000000
  %v89 = fadd contract float %v88, 0x3EE4F8B580000000
  %v90 = tail call contract float @llvm.sqrt.f32(float %v89)
  %v91 = fdiv contract float 1.000000e+00, %v90
  %v92 = insertelement <16 x float> poison, float %v91, i64 0
  %v93 = shufflevector <16 x float> %v92, <16 x float> poison, <16 x i32> zeroinitializer
  %v94 = fmul contract <16 x float> %v93, %v61
  %v95 = fmul contract <16 x float> %v14, %v94
  %v96 = fadd contract <16 x float> %v15, %v95
  %v97 = getelementptr inbounds float, ptr %v6, i64 %v87
  store <16 x float> %v96, ptr %v97, align 4, !alias.scope !3, !noalias !12
  %v98 = add nsw i64 %v87, 16
  %v99 = getelementptr inbounds float, ptr %v4, i64 %v98
  %v100 = load <16 x float>, ptr %v99, align 4, !alias.scope !0, !noalias !11
  %v101 = fsub contract <16 x float> %v100, %v60
  %v102 = fmul contract <16 x float> %v93, %v101
  %v103 = fmul contract <16 x float> %v17, %v102
  %v104 = fadd contract <16 x float> %v19, %v103
  %v105 = getelementptr inbounds float, ptr %v6, i64 %v98
  store <16 x float> %v104, ptr %v105, align 4, !alias.scope !3, !noalias !12
  %v106 = add nsw i64 %v87, 32
  %v107 = getelementptr inbounds float, ptr %v4, i64 %v106
  %v108 = load <16 x float>, ptr %v107, align 4, !alias.scope !0, !noalias !11
  %v109 = fsub contract <16 x float> %v108, %v60
  %v110 = fmul contract <16 x float> %v93, %v109
  %v111 = fmul contract <16 x float> %v21, %v110
  %v112 = fadd contract <16 x float> %v23, %v111
  %v113 = getelementptr inbounds float, ptr %v6, i64 %v106
  store <16 x float> %v112, ptr %v113, align 4, !alias.scope !3, !noalias !12
  %v114 = add nsw i64 %v87, 48
  %v115 = getelementptr float, ptr %v4, i64 %v114
  %v116 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v115, i32 4, <16 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !11
  %v117 = fsub contract <16 x float> %v116, %v69
  %v118 = insertelement <16 x float> poison, float %v89, i64 0
  %v119 = shufflevector <16 x float> %v118, <16 x float> poison, <16 x i32> <i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v120 = shufflevector <16 x float> %v119, <16 x float> <float poison, float poison, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000>, <16 x i32> <i32 0, i32 1, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v121 = tail call contract <16 x float> @llvm.sqrt.v16f32(<16 x float> %v120)
  %v122 = fdiv contract <16 x float> <float 1.000000e+00, float 1.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, %v121
  %v123 = fmul contract <16 x float> %v122, %v117
  %v124 = fmul contract <16 x float> %v25, %v123
  %v125 = fadd contract <16 x float> %v27, %v124
  %v126 = getelementptr float, ptr %v6, i64 %v114
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v125, ptr %v126, i32 4, <16 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !3, !noalias !12
  %v30 = add nuw nsw i64 %v29, 1
  %v127 = icmp eq i64 %v30, %v2
  br i1 %v127, label %v13, label %v28

v13: ; preds = %v28, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.sqrt.v16f32(<16 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr nocapture, i32 immarg, <16 x i1>) #4

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_layernorm_f32_m3_n50_eps1ep5_packed(ptr nocapture readonly %v0) local_unnamed_addr #5 {
v1:
  %v2 = alloca [4 x i64], align 64
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %v2)
  %v3 = load <4 x ptr>, ptr %v0, align 8
  %v4 = shufflevector <4 x ptr> %v3, <4 x ptr> poison, <4 x i32> <i32 0, i32 3, i32 1, i32 2>
  store <4 x ptr> %v4, ptr %v2, align 64, !noalias !13
  call void @ktune_parallel_for(i64 3, ptr nonnull @ktune_layernorm_f32_m3_n50_eps1ep5.parallel0, ptr nonnull %v2) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #7

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_layernorm_f32_m3_n50_eps1ep5.parallel0.task: %X"}
!2 = distinct !{!2, !"ktune_layernorm_f32_m3_n50_eps1ep5.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_layernorm_f32_m3_n50_eps1ep5.parallel0.task: %Y"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_layernorm_f32_m3_n50_eps1ep5.parallel0.task: %gamma"}
!7 = !{!8}
!8 = distinct !{!8, !2, !"ktune_layernorm_f32_m3_n50_eps1ep5.parallel0.task: %beta"}
!9 = !{!1, !4, !8}
!10 = !{!1, !4, !6}
!11 = !{!4, !6, !8}
!12 = !{!1, !6, !8}
!13 = !{!14, !16, !17, !18}
!14 = distinct !{!14, !15, !"ktune_layernorm_f32_m3_n50_eps1ep5: %X"}
!15 = distinct !{!15, !"ktune_layernorm_f32_m3_n50_eps1ep5"}
!16 = distinct !{!16, !15, !"ktune_layernorm_f32_m3_n50_eps1ep5: %gamma"}
!17 = distinct !{!17, !15, !"ktune_layernorm_f32_m3_n50_eps1ep5: %beta"}
!18 = distinct !{!18, !15, !"ktune_layernorm_f32_m3_n50_eps1ep5: %Y"}
