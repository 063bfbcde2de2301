; batch_matmul:B=4,M=32,N=32,K=16,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_batch_matmul_f32_b4_m32_n32_k16'
source_filename = "ktune_batch_matmul_f32_b4_m32_n32_k16"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_batch_matmul_f32_b4_m32_n32_k16(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  store ptr %v0, ptr %v4, align 64
  %v5 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v1, ptr %v5, align 8
  %v6 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v6, align 16
  call void @ktune_parallel_for(i64 32, ptr nonnull @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0, ptr nonnull %v4) #2
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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

v10:                           ; preds = %v3, %v12
  %v13 = phi i64 [ %v14, %v12 ], [ %v1, %v3 ]
  %v15 = shl nsw i64 %v13, 6
  %v16 = sdiv i64 %v13, 8
  %v17 = shl nsw i64 %v16, 9
  %v18 = shl nsw i64 %v13, 7
  br label %v19

v19:                                   ; preds = %v19, %v10
  %v20 = phi <16 x float> [ zeroinitializer, %v10 ], [ %v21, %v19 ]
  %v22 = phi <16 x float> [ zeroinitializer, %v10 ], [ %v23, %v19 ]
  %v24 = phi <16 x float> [ zeroinitializer, %v10 ], [ %v25, %v19 ]
  %v26 = phi <16 x float> [ zeroinitializer, %v10 ], [ %v27, %v19 ]
  %v28 = phi i64 [ 0, %v10 ], [ %v29, %v19 ]
  %v30 = shl nuw nsw i64 %v28, 1
  %v31 = add nuw nsw i64 %v30, %v15
  %v32 = getelementptr inbounds float, ptr %v4, i64 %v31
  %v33 = load float, ptr %v32, align 4, !alias.scope !0, !noalias !7
  %v34 = insertelement <16 x float> poison, float %v33, i64 0
  %v35 = shufflevector <16 x float> %v34, <16 x float> poison, <16 x i32> zeroinitializer
  %v36 = shl nuw nsw i64 %v28, 6
  %v37 = add nuw nsw i64 %v17, %v36
  %v38 = getelementptr inbounds float, ptr %v6, i64 %v37
  %v39 = load <16 x float>, ptr %v38, align 4, !alias.scope !3, !noalias !8
  %v40 = fmul contract <16 x float> %v39, %v35
  %v41 = fadd contract <16 x float> %v26, %v40
  %v42 = getelementptr i8, ptr %v32, i64 64
  %v43 = load float, ptr %v42, align 4, !alias.scope !0, !noalias !7
  %v44 = insertelement <16 x float> poison, float %v43, i64 0
  %v45 = shufflevector <16 x float> %v44, <16 x float> poison, <16 x i32> zeroinitializer
  %v46 = fmul contract <16 x float> %v39, %v45
  %v47 = fadd contract <16 x float> %v24, %v46
  %v48 = getelementptr i8, ptr %v32, i64 128
  %v49 = load float, ptr %v48, align 4, !alias.scope !0, !noalias !7
  %v50 = insertelement <16 x float> poison, float %v49, i64 0
  %v51 = shufflevector <16 x float> %v50, <16 x float> poison, <16 x i32> zeroinitializer
  %v52 = fmul contract <16 x float> %v39, %v51
  %v53 = fadd contract <16 x float> %v22, %v52
  %v54 = getelementptr i8, ptr %v32, i64 192
  %v55 = load float, ptr %v54, align 4, !alias.scope !0, !noalias !7
  %v56 = insertelement <16 x float> poison, float %v55, i64 0
  %v57 = shufflevector <16 x float> %v56, <16 x float> poison, <16 x i32> zeroinitializer
  %v58 = fmul contract <16 x float> %v39, %v57
  %v59 = fadd contract <16 x float> %v20, %v58
  %v60 = or disjoint i64 %v31, 1
  %v61 = getelementptr inbounds float, ptr %v4, i64 %v60
  %v62 = load float, ptr %v61, align 4, !alias.scope !0, !noalias !7
  %v63 = insertelement <16 x float> poison, float %v62, i64 0
  %v64 = shufflevector <16 x float> %v63, <16 x float> poison, <16 x i32> zeroinitializer
  %v65 = or disjoint i64 %v37, 32
  %v66 = getelementptr inbounds float, ptr %v6, i64 %v65
  %v67 = load <16 x float>, ptr %v66, align 4, !alias.scope !3, !noalias !8
  %v68 = fmul contract <16 x float> %v67, %v64
  %v27 = fadd contract <16 x float> %v41, %v68
  %v69 = getelementptr i8, ptr %v32, i64 68
  %v70 = load float, ptr %v69, align 4, !alias.scope !0, !noalias !7
  %v71 = insertelement <16 x float> poison, float %v70, i64 0
  %v72 = shufflevector <16 x float> %v71, <16 x float> poison, <16 x i32> zeroinitializer
  %v73 = fmul contract <16 x float> %v67, %v72
  %v25 = fadd contract <16 x float> %v47, %v73
  %v74 = getelementptr i8, ptr %v32, i64 132
  %v75 = load float, ptr %v74, align 4, !alias.scope !0, !noalias !7
  %v76 = insertelement <16 x float> poison, float %v75, i64 0
  %v77 = shufflevector <16 x float> %v76, <16 x float> poison, <16 x i32> zeroinitializer
  %v78 = fmul contract <16 x float> %v67, %v77
  %v23 = fadd contract <16 x float> %v53, %v78
  %v79 = getelementptr i8, ptr %v32, i64 196
  %v80 = load float, ptr %v79, align 4, !alias.scope !0, !noalias !7
  %v81 = insertelement <16 x float> poison, float %v80, i64 0
  %v82 = shufflevector <16 x float> %v81, <16 x float> poison, <16 x i32> zeroinitializer
  %v83 = fmul contract <16 x float> %v67, %v82
  %v21 = fadd contract <16 x float> %v59, %v83
  %v29 = add nuw nsw i64 %v28, 1
  %v84 = icmp eq i64 %v29, 8
  br i1 %v84, label %v85, label %v19

v85:                                   ; preds = %v19
  %v86 = getelementptr inbounds float, ptr %v8, i64 %v18
  store <16 x float> %v27, ptr %v86, align 4, !alias.scope !5, !noalias !9
  %v87 = or disjoint i64 %v18, 32
  %v88 = getelementptr inbounds float, ptr %v8, i64 %v87
  store <16 x float> %v25, ptr %v88, align 4, !alias.scope !5, !noalias !9
  %v89 = or disjoint i64 %v18, 64
  %v90 = getelementptr inbounds float, ptr %v8, i64 %v89
  store <16 x float> %v23, ptr %v90, align 4, !alias.scope !5, !noalias !9
  %v91 = or disjoint i64 %v18, 96
  %v92 = getelementptr inbounds float, ptr %v8, i64 %v91
  store <16 x float> %v21, ptr %v92, align 4, !alias.scope !5, !noalias !9
  %v93 = or disjoint i64 %v17, 16
  br label %v94

v94:                                 ; preds = %v94, %v85
  %v95 = phi <16 x float> [ zeroinitializer, %v85 ], [ %v96, %v94 ]
  %v97 = phi <16 x float> [ zeroinitializer, %v85 ], [ %v98, %v94 ]
  %v99 = phi <16 x float> [ zeroinitializer, %v85 ], [ %v100, %v94 ]
  %v101 = phi <16 x float> [ zeroinitializer, %v85 ], [ %v102, %v94 ]
  %v103 = phi i64 [ 0, %v85 ], [ %v104, %v94 ]
  %v105 = shl nuw nsw i64 %v103, 1
  %v106 = add nuw nsw i64 %v105, %v15
  %v107 = getelementptr inbounds float, ptr %v4, i64 %v106
  %v108 = load float, ptr %v107, align 4, !alias.scope !0, !noalias !7
  %v109 = insertelement <16 x float> poison, float %v108, i64 0
  %v110 = shufflevector <16 x float> %v109, <16 x float> poison, <16 x i32> zeroinitializer
  %v111 = shl nuw nsw i64 %v103, 6
  %v112 = add nuw nsw i64 %v93, %v111
  %v113 = getelementptr inbounds float, ptr %v6, i64 %v112
  %v114 = load <16 x float>, ptr %v113, align 4, !alias.scope !3, !noalias !8
  %v115 = fmul contract <16 x float> %v114, %v110
  %v116 = fadd contract <16 x float> %v101, %v115
  %v117 = getelementptr i8, ptr %v107, i64 64
  %v118 = load float, ptr %v117, align 4, !alias.scope !0, !noalias !7
  %v119 = insertelement <16 x float> poison, float %v118, i64 0
  %v120 = shufflevector <16 x float> %v119, <16 x float> poison, <16 x i32> zeroinitializer
  %v121 = fmul contract <16 x float> %v114, %v120
  %v122 = fadd contract <16 x float> %v99, %v121
  %v123 = getelementptr i8, ptr %v107, i64 128
  %v124 = load float, ptr %v123, align 4, !alias.scope !0, !noalias !7
  %v125 = insertelement <16 x float> poison, float %v124, i64 0
  %v126 = shufflevector <16 x float> %v125, <16 x float> poison, <16 x i32> zeroinitializer
  %v127 = fmul contract <16 x float> %v114, %v126
  %v128 = fadd contract <16 x float> %v97, %v127
  %v129 = getelementptr i8, ptr %v107, i64 192
  %v130 = load float, ptr %v129, align 4, !alias.scope !0, !noalias !7
  %v131 = insertelement <16 x float> poison, float %v130, i64 0
  %v132 = shufflevector <16 x float> %v131, <16 x float> poison, <16 x i32> zeroinitializer
  %v133 = fmul contract <16 x float> %v114, %v132
  %v134 = fadd contract <16 x float> %v95, %v133
  %v135 = or disjoint i64 %v106, 1
  %v136 = getelementptr inbounds float, ptr %v4, i64 %v135
  %v137 = load float, ptr %v136, align 4, !alias.scope !0, !noalias !7
  %v138 = insertelement <16 x float> poison, float %v137, i64 0
  %v139 = shufflevector <16 x float> %v138, <16 x float> poison, <16 x i32> zeroinitializer
  %v140 = or disjoint i64 %v112, 32
  %v141 = getelementptr inbounds float, ptr %v6, i64 %v140
  %v142 = load <16 x float>, ptr %v141, align 4, !alias.scope !3, !noalias !8
  %v143 = fmul contract <16 x float> %v142, %v139
  %v102 = fadd contract <16 x float> %v116, %v143
  %v144 = getelementptr i8, ptr %v107, i64 68
  %v145 = load float, ptr %v144, align 4, !alias.scope !0, !noalias !7
  %v146 = insertelement <16 x float> poison, float %v145, i64 0
  %v147 = shufflevector <16 x float> %v146, <16 x float> poison, <16 x i32> zeroinitializer
  %v148 = fmul contract <16 x float> %v142, %v147
  %v100 = fadd contract <16 x float> %v122, %v148
  %v149 = getelementptr i8, ptr %v107, i64 132
  %v150 = load float, ptr %v149, align 4, !alias.scope !0, !noalias !7
  %v151 = insertelement <16 x float> poison, float %v150, i64 0
  %v152 = shufflevector <16 x float> %v151, <16 x float> poison, <16 x i32> zeroinitializer
  %v153 = fmul contract <16 x float> %v142, %v152
  %v98 = fadd contract <16 x float> %v128, %v153
  %v154 = getelementptr i8, ptr %v107, i64 196
  %v155 = load float, ptr %v154, align 4, !alias.scope !0, !noalias !7
  %v156 = insertelement <16 x float> poison, float %v155, i64 0
  %v157 = shufflevector <16 x float> %v156, <16 x float> poison, <16 x i32> zeroinitializer
  %v158 = fmul contract <16 x float> %v142, %v157
  %v96 = fadd contract <16 x float> %v134, %v158
  %v104 = add nuw nsw i64 %v103, 1
  %v159 = icmp eq i64 %v104, 8
  br i1 %v159, label %v12, label %v94

v12:                                 ; preds = %v94
  %v160 = or disjoint i64 %v18, 16
  %v161 = getelementptr inbounds float, ptr %v8, i64 %v160
  store <16 x float> %v102, ptr %v161, align 4, !alias.scope !5, !noalias !9
  %v162 = or disjoint i64 %v18, 48
  %v163 = getelementptr inbounds float, ptr %v8, i64 %v162
  store <16 x float> %v100, ptr %v163, align 4, !alias.scope !5, !noalias !9
  %v164 = or disjoint i64 %v18, 80
  %v165 = getelementptr inbounds float, ptr %v8, i64 %v164
  store <16 x float> %v98, ptr %v165, align 4, !alias.scope !5, !noalias !9
  %v166 = or disjoint i64 %v18, 112
  %v167 = getelementptr inbounds float, ptr %v8, i64 %v166
  store <16 x float> %v96, ptr %v167, align 4, !alias.scope !5, !noalias !9
  %v14 = add nuw nsw i64 %v13, 1
  %v168 = icmp eq i64 %v14, %v2
  br i1 %v168, label %v11, label %v10

v11: ; preds = %v12, %v3
  ret void
}

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_batch_matmul_f32_b4_m32_n32_k16_packed(ptr nocapture readonly %v0) local_unnamed_addr #2 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = getelementptr inbounds i8, ptr %v0, i64 16
  %v4 = load ptr, ptr %v3, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  %v5 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v5, ptr %v2, align 64, !noalias !10
  %v6 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v4, ptr %v6, align 16, !noalias !10
  call void @ktune_parallel_for(i64 32, ptr nonnull @ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0, ptr nonnull %v2) #2
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
!1 = distinct !{!1, !2, !"ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0.task: %A"}
!2 = distinct !{!2, !"ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0.task: %B"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_batch_matmul_f32_b4_m32_n32_k16.parallel0.task: %C"}
!7 = !{!4, !6}
!8 = !{!1, !6}
!9 = !{!1, !4}
!10 = !{!11, !13, !14}
!11 = distinct !{!11, !12, !"ktune_batch_matmul_f32_b4_m32_n32_k16: %A"}
!12 = distinct !{!12, !"ktune_batch_matmul_f32_b4_m32_n32_k16"}
!13 = distinct !{!13, !12, !"ktune_batch_matmul_f32_b4_m32_n32_k16: %B"}
!14 = distinct !{!14, !12, !"ktune_batch_matmul_f32_b4_m32_n32_k16: %C"}
