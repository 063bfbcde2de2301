; matmul:M=33,N=70,K=9,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_matmul_f32_m33_n70_k9'
source_filename = "ktune_matmul_f32_m33_n70_k9"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_matmul_f32_m33_n70_k9(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  %v5 = alloca [2 x i64], align 64
  %v6 = alloca [720 x float], align 64
  store ptr %v6, ptr %v5, align 64
  %v7 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v1, ptr %v7, align 8
  call void @ktune_parallel_for(i64 5, ptr nonnull @ktune_matmul_f32_m33_n70_k9.parallel0, ptr nonnull %v5) #4
  store ptr %v0, ptr %v4, align 64
  %v8 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v6, ptr %v8, align 8
  %v9 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v9, align 16
  call void @ktune_parallel_for(i64 5, ptr nonnull @ktune_matmul_f32_m33_n70_k9.parallel1, ptr nonnull %v4) #4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_matmul_f32_m33_n70_k9.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  %v7 = icmp slt i64 %v1, %v2
  br i1 %v7, label %v8, label %v9

v8:                                   ; preds = %v3, %v10
  %v11 = phi i64 [ %v12, %v10 ], [ %v1, %v3 ]
  %v13 = icmp slt i64 %v11, 4
  br i1 %v13, label %v14, label %v15

v15:                              ; preds = %v8
  %v16 = shl nsw i64 %v11, 4
  %v17 = getelementptr float, ptr %v6, i64 %v16
  %v18 = insertelement <16 x i64> poison, i64 %v16, i64 0
  %v19 = shufflevector <16 x i64> %v18, <16 x i64> poison, <16 x i32> zeroinitializer
  %v20 = or disjoint <16 x i64> %v19, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %v21 = icmp slt <16 x i64> %v20, <i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70>
  %v22 = mul i64 %v11, 576
  %v23 = getelementptr i8, ptr %v4, i64 %v22
  %v24 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v17, i32 4, <16 x i1> %v21, <16 x float> zeroinitializer), !alias.scope !3, !noalias !0
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v24, ptr %v23, i32 64, <16 x i1> %v21), !alias.scope !0, !noalias !3
  %v25 = getelementptr i8, ptr %v17, i64 280
  %v26 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v25, i32 4, <16 x i1> %v21, <16 x float> zeroinitializer), !alias.scope !3, !noalias !0
  %v27 = getelementptr i8, ptr %v23, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v26, ptr %v27, i32 64, <16 x i1> %v21), !alias.scope !0, !noalias !3
  %v28 = getelementptr i8, ptr %v17, i64 560
  %v29 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v28, i32 4, <16 x i1> %v21, <16 x float> zeroinitializer), !alias.scope !3, !noalias !0
  %v30 = getelementptr i8, ptr %v23, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v29, ptr %v30, i32 64, <16 x i1> %v21), !alias.scope !0, !noalias !3
  %v31 = getelementptr i8, ptr %v17, i64 840
  %v32 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v31, i32 4, <16 x i1> %v21, <16 x float> zeroinitializer), !alias.scope !3, !noalias !0
  %v33 = getelementptr i8, ptr %v23, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v32, ptr %v33, i32 64, <16 x i1> %v21), !alias.scope !0, !noalias !3
  %v34 = getelementptr i8, ptr %v17, i64 1120
  %v35 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v34, i32 4, <16 x i1> %v21, <16 x float> zeroinitializer), !alias.scope !3, !noalias !0
  %v36 = getelementptr i8, ptr %v23, i64 256
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v35, ptr %v36, i32 64, <16 x i1> %v21), !alias.scope !0, !noalias !3
  %v37 = getelementptr i8, ptr %v17, i64 1400
  %v38 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v37, i32 4, <16 x i1> %v21, <16 x float> zeroinitializer), !alias.scope !3, !noalias !0
  %v39 = getelementptr i8, ptr %v23, i64 320
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v38, ptr %v39, i32 64, <16 x i1> %v21), !alias.scope !0, !noalias !3
  %v40 = getelementptr i8, ptr %v17, i64 1680
  %v41 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v40, i32 4, <16 x i1> %v21, <16 x float> zeroinitializer), !alias.scope !3, !noalias !0
  %v42 = getelementptr i8, ptr %v23, i64 384
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v41, ptr %v42, i32 64, <16 x i1> %v21), !alias.scope !0, !noalias !3
  %v43 = getelementptr i8, ptr %v17, i64 1960
  %v44 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v43, i32 4, <16 x i1> %v21, <16 x float> zeroinitializer), !alias.scope !3, !noalias !0
  %v45 = getelementptr i8, ptr %v23, i64 448
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v44, ptr %v45, i32 64, <16 x i1> %v21), !alias.scope !0, !noalias !3
  %v46 = getelementptr i8, ptr %v17, i64 2240
  %v47 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v46, i32 4, <16 x i1> %v21, <16 x float> zeroinitializer), !alias.scope !3, !noalias !0
  %v48 = getelementptr i8, ptr %v23, i64 512
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v47, ptr %v48, i32 64, <16 x i1> %v21), !alias.scope !0, !noalias !3
  br label %v10

v14:                               ; preds = %v8
  %v49 = shl i64 %v11, 6
  %v50 = getelementptr i8, ptr %v6, i64 %v49
  %v51 = mul i64 %v11, 576
  %v52 = getelementptr i8, ptr %v4, i64 %v51
  %v53 = load <16 x float>, ptr %v50, align 4, !alias.scope !3, !noalias !0
  store <16 x float> %v53, ptr %v52, align 64, !alias.scope !0, !noalias !3
  %v54 = getelementptr i8, ptr %v50, i64 280
  %v55 = load <16 x float>, ptr %v54, align 4, !alias.scope !3, !noalias !0
  %v56 = getelementptr i8, ptr %v52, i64 64
  store <16 x float> %v55, ptr %v56, align 64, !alias.scope !0, !noalias !3
  %v57 = getelementptr i8, ptr %v50, i64 560
  %v58 = load <16 x float>, ptr %v57, align 4, !alias.scope !3, !noalias !0
  %v59 = getelementptr i8, ptr %v52, i64 128
  store <16 x float> %v58, ptr %v59, align 64, !alias.scope !0, !noalias !3
  %v60 = getelementptr i8, ptr %v50, i64 840
  %v61 = load <16 x float>, ptr %v60, align 4, !alias.scope !3, !noalias !0
  %v62 = getelementptr i8, ptr %v52, i64 192
  store <16 x float> %v61, ptr %v62, align 64, !alias.scope !0, !noalias !3
  %v63 = getelementptr i8, ptr %v50, i64 1120
  %v64 = load <16 x float>, ptr %v63, align 4, !alias.scope !3, !noalias !0
  %v65 = getelementptr i8, ptr %v52, i64 256
  store <16 x float> %v64, ptr %v65, align 64, !alias.scope !0, !noalias !3
  %v66 = getelementptr i8, ptr %v50, i64 1400
  %v67 = load <16 x float>, ptr %v66, align 4, !alias.scope !3, !noalias !0
  %v68 = getelementptr i8, ptr %v52, i64 320
  store <16 x float> %v67, ptr %v68, align 64, !alias.scope !0, !noalias !3
  %v69 = getelementptr i8, ptr %v50, i64 1680
  %v70 = load <16 x float>, ptr %v69, align 4, !alias.scope !3, !noalias !0
  %v71 = getelementptr i8, ptr %v52, i64 384
  store <16 x float> %v70, ptr %v71, align 64, !alias.scope !0, !noalias !3
  %v72 = getelementptr i8, ptr %v50, i64 1960
  %v73 = load <16 x float>, ptr %v72, align 4, !alias.scope !3, !noalias !0
  %v74 = getelementptr i8, ptr %v52, i64 448
  store <16 x float> %v73, ptr %v74, align 64, !alias.scope !0, !noalias !3
  %v75 = getelementptr i8, ptr %v50, i64 2240
  %v76 = load <16 x float>, ptr %v75, align 4, !alias.scope !3, !noalias !0
  %v77 = getelementptr i8, ptr %v52, i64 512
  store <16 x float> %v76, ptr %v77, align 64, !alias.scope !0, !noalias !3
  br label %v10

v10:                                        ; preds = %v15, %v14
  %v12 = add nuw nsw i64 %v11, 1
  %v78 = icmp eq i64 %v12, %v2
  br i1 %v78, label %v9, label %v8

v9:  ; preds = %v10, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr nocapture, i32 immarg, <16 x i1>) #3

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_matmul_f32_m33_n70_k9.parallel1(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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

v10:                                   ; preds = %v3, %v12
  %v13 = phi <16 x float> [ %v14, %v12 ], [ undef, %v3 ]
  %v15 = phi <16 x float> [ %v16, %v12 ], [ undef, %v3 ]
  %v17 = phi <16 x float> [ %v18, %v12 ], [ undef, %v3 ]
  %v19 = phi <16 x float> [ %v20, %v12 ], [ undef, %v3 ]
  %v21 = phi <16 x float> [ %v22, %v12 ], [ undef, %v3 ]
  %v23 = phi <16 x float> [ %v24, %v12 ], [ undef, %v3 ]
  %v25 = phi <16 x float> [ %v26, %v12 ], [ undef, %v3 ]
  %v27 = phi <16 x float> [ %v28, %v12 ], [ undef, %v3 ]
  %v29 = phi <16 x float> [ %v30, %v12 ], [ undef, %v3 ]
  %v31 = phi i64 [ %v32, %v12 ], [ %v1, %v3 ]
  %v33 = icmp slt i64 %v31, 4
  br i1 %v33, label %v34, label %v35

v35:                      ; preds = %v10
  %v36 = shl nsw i64 %v31, 4
  %v37 = insertelement <16 x i64> poison, i64 %v36, i64 0
  %v38 = shufflevector <16 x i64> %v37, <16 x i64> poison, <16 x i32> zeroinitializer
  %v39 = or disjoint <16 x i64> %v38, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %v40 = icmp slt <16 x i64> %v39, <i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70>
  %v41 = bitcast <16 x i1> %v40 to i16
  %v42 = icmp eq i16 %v41, 0
  %v43 = mul i64 %v31, 576
  %v44 = getelementptr i8, ptr %v6, i64 %v43
  %v45 = getelementptr float, ptr %v8, i64 %v36
  %v46 = getelementptr i8, ptr %v44, i64 512
  %v47 = getelementptr i8, ptr %v44, i64 512
  br label %v48

v34:                         ; preds = %v10
  %v49 = mul i64 %v31, 576
  %v50 = getelementptr i8, ptr %v6, i64 %v49
  %v51 = shl i64 %v31, 6
  %v52 = getelementptr i8, ptr %v8, i64 %v51
  %v53 = getelementptr i8, ptr %v50, i64 64
  %v54 = getelementptr i8, ptr %v50, i64 128
  %v55 = getelementptr i8, ptr %v50, i64 192
  %v56 = getelementptr i8, ptr %v50, i64 256
  %v57 = getelementptr i8, ptr %v50, i64 320
  %v58 = getelementptr i8, ptr %v50, i64 384
  %v59 = getelementptr i8, ptr %v50, i64 448
  %v60 = getelementptr i8, ptr %v50, i64 512
  %v61 = getelementptr i8, ptr %v50, i64 512
  br label %v62

v12:                                        ; preds = %v63, %v64
  %v14 = phi <16 x float> [ %v13, %v64 ], [ %v65, %v63 ]
  %v16 = phi <16 x float> [ %v15, %v64 ], [ %v66, %v63 ]
  %v18 = phi <16 x float> [ %v17, %v64 ], [ %v67, %v63 ]
  %v20 = phi <16 x float> [ %v19, %v64 ], [ %v68, %v63 ]
  %v22 = phi <16 x float> [ %v21, %v64 ], [ %v69, %v63 ]
  %v24 = phi <16 x float> [ %v23, %v64 ], [ %v70, %v63 ]
  %v26 = phi <16 x float> [ %v25, %v64 ], [ %v71, %v63 ]
  %v28 = phi <16 x float> [ %v27, %v64 ], [ %v72, %v63 ]
  %v30 = phi <16 x float> [ %v29, %v64 ], [ %v73, %v63 ]
  %v32 = add nuw nsw i64 %v31, 1
  %v74 = icmp eq i64 %v32, %v2
  br i1 %v74, label %v11, label %v10

v62:                                   ; preds = %v34, %v64
  %v75 = phi i64 [ %v76, %v64 ], [ 0, %v34 ]
  %v77 = icmp ult i64 %v75, 5
  %v78 = mul nuw nsw i64 %v75, 54
  br i1 %v77, label %v79, label %v80

v80:                       ; preds = %v62
  %v81 = getelementptr inbounds float, ptr %v4, i64 %v78
  %v82 = load float, ptr %v81, align 4, !alias.scope !5, !noalias !12
  %v83 = insertelement <16 x float> poison, float %v82, i64 0
  %v84 = shufflevector <16 x float> %v83, <16 x float> poison, <16 x i32> zeroinitializer
  %v85 = load <16 x float>, ptr %v50, align 64, !alias.scope !8, !noalias !13
  %v86 = fmul contract <16 x float> %v85, %v84
  %v87 = fadd contract <16 x float> %v86, zeroinitializer
  %v88 = getelementptr inbounds i8, ptr %v81, i64 36
  %v89 = load float, ptr %v88, align 4, !alias.scope !5, !noalias !12
  %v90 = insertelement <16 x float> poison, float %v89, i64 0
  %v91 = shufflevector <16 x float> %v90, <16 x float> poison, <16 x i32> zeroinitializer
  %v92 = fmul contract <16 x float> %v85, %v91
  %v93 = fadd contract <16 x float> %v92, zeroinitializer
  %v94 = getelementptr inbounds i8, ptr %v81, i64 72
  %v95 = load float, ptr %v94, align 4, !alias.scope !5, !noalias !12
  %v96 = insertelement <16 x float> poison, float %v95, i64 0
  %v97 = shufflevector <16 x float> %v96, <16 x float> poison, <16 x i32> zeroinitializer
  %v98 = fmul contract <16 x float> %v85, %v97
  %v99 = fadd contract <16 x float> %v98, zeroinitializer
  %v100 = or disjoint i64 %v78, 1
  %v101 = getelementptr inbounds float, ptr %v4, i64 %v100
  %v102 = load float, ptr %v101, align 4, !alias.scope !5, !noalias !12
  %v103 = insertelement <16 x float> poison, float %v102, i64 0
  %v104 = shufflevector <16 x float> %v103, <16 x float> poison, <16 x i32> zeroinitializer
  %v105 = load <16 x float>, ptr %v53, align 64, !alias.scope !8, !noalias !13
  %v106 = fmul contract <16 x float> %v105, %v104
  %v107 = fadd contract <16 x float> %v87, %v106
  %v108 = getelementptr inbounds i8, ptr %v81, i64 40
  %v109 = load float, ptr %v108, align 4, !alias.scope !5, !noalias !12
  %v110 = insertelement <16 x float> poison, float %v109, i64 0
  %v111 = shufflevector <16 x float> %v110, <16 x float> poison, <16 x i32> zeroinitializer
  %v112 = fmul contract <16 x float> %v105, %v111
  %v113 = fadd contract <16 x float> %v93, %v112
  %v114 = getelementptr inbounds i8, ptr %v81, i64 76
  %v115 = load float, ptr %v114, align 4, !alias.scope !5, !noalias !12
  %v116 = insertelement <16 x float> poison, float %v115, i64 0
  %v117 = shufflevector <16 x float> %v116, <16 x float> poison, <16 x i32> zeroinitializer
  %v118 = fmul contract <16 x float> %v105, %v117
  %v119 = fadd contract <16 x float> %v99, %v118
  %v120 = add nuw nsw i64 %v78, 2
  %v121 = getelementptr inbounds float, ptr %v4, i64 %v120
  %v122 = load float, ptr %v121, align 4, !alias.scope !5, !noalias !12
  %v123 = insertelement <16 x float> poison, float %v122, i64 0
  %v124 = shufflevector <16 x float> %v123, <16 x float> poison, <16 x i32> zeroinitializer
  %v125 = load <16 x float>, ptr %v54, align 64, !alias.scope !8, !noalias !13
  %v126 = fmul contract <16 x float> %v125, %v124
  %v127 = fadd contract <16 x float> %v107, %v126
  %v128 = getelementptr inbounds i8, ptr %v121, i64 36
  %v129 = load float, ptr %v128, align 4, !alias.scope !5, !noalias !12
  %v130 = insertelement <16 x float> poison, float %v129, i64 0
  %v131 = shufflevector <16 x float> %v130, <16 x float> poison, <16 x i32> zeroinitializer
  %v132 = fmul contract <16 x float> %v125, %v131
  %v133 = fadd contract <16 x float> %v113, %v132
  %v134 = getelementptr inbounds i8, ptr %v121, i64 72
  %v135 = load float, ptr %v134, align 4, !alias.scope !5, !noalias !12
  %v136 = insertelement <16 x float> poison, float %v135, i64 0
  %v137 = shufflevector <16 x float> %v136, <16 x float> poison, <16 x i32> zeroinitializer
  %v138 = fmul contract <16 x float> %v125, %v137
  %v139 = fadd contract <16 x float> %v119, %v138
  %v140 = or disjoint i64 %v120, 1
  %v141 = getelementptr inbounds float, ptr %v4, i64 %v140
  %v142 = load float, ptr %v141, align 4, !alias.scope !5, !noalias !12
  %v143 = insertelement <16 x float> poison, float %v142, i64 0
  %v144 = shufflevector <16 x float> %v143, <16 x float> poison, <16 x i32> zeroinitializer
  %v145 = load <16 x float>, ptr %v55, align 64, !alias.scope !8, !noalias !13
  %v146 = fmul contract <16 x float> %v145, %v144
  %v147 = fadd contract <16 x float> %v127, %v146
  %v148 = getelementptr inbounds i8, ptr %v121, i64 40
  %v149 = load float, ptr %v148, align 4, !alias.scope !5, !noalias !12
  %v150 = insertelement <16 x float> poison, float %v149, i64 0
  %v151 = shufflevector <16 x float> %v150, <16 x float> poison, <16 x i32> zeroinitializer
  %v152 = fmul contract <16 x float> %v145, %v151
  %v153 = fadd contract <16 x float> %v133, %v152
  %v154 = getelementptr inbounds i8, ptr %v121, i64 76
  %v155 = load float, ptr %v154, align 4, !alias.scope !5, !noalias !12
  %v156 = insertelement <16 x float> poison, float %v155, i64 0
  %v157 = shufflevector <16 x float> %v156, <16 x float> poison, <16 x i32> zeroinitializer
  %v158 = fmul contract <16 x float> %v145, %v157
  %v159 = fadd contract <16 x float> %v139, %v158
  %v160 = add nuw nsw i64 %v78, 4
  %v161 = getelementptr inbounds float, ptr %v4, i64 %v160
  %v162 = load float, ptr %v161, align 4, !alias.scope !5, !noalias !12
  %v163 = insertelement <16 x float> poison, float %v162, i64 0
  %v164 = shufflevector <16 x float> %v163, <16 x float> poison, <16 x i32> zeroinitializer
  %v165 = load <16 x float>, ptr %v56, align 64, !alias.scope !8, !noalias !13
  %v166 = fmul contract <16 x float> %v165, %v164
  %v167 = fadd contract <16 x float> %v147, %v166
  %v168 = getelementptr inbounds i8, ptr %v161, i64 36
  %v169 = load float, ptr %v168, align 4, !alias.scope !5, !noalias !12
  %v170 = insertelement <16 x float> poison, float %v169, i64 0
  %v171 = shufflevector <16 x float> %v170, <16 x float> poison, <16 x i32> zeroinitializer
  %v172 = fmul contract <16 x float> %v165, %v171
  %v173 = fadd contract <16 x float> %v153, %v172
  %v174 = getelementptr inbounds i8, ptr %v161, i64 72
  %v175 = load float, ptr %v174, align 4, !alias.scope !5, !noalias !12
  %v176 = insertelement <16 x float> poison, float %v175, i64 0
  %v177 = shufflevector <16 x float> %v176, <16 x float> poison, <16 x i32> zeroinitializer
  %v178 = fmul contract <16 x float> %v165, %v177
  %v179 = fadd contract <16 x float> %v159, %v178
  %v180 = or disjoint i64 %v160, 1
  %v181 = getelementptr inbounds float, ptr %v4, i64 %v180
  %v182 = load float, ptr %v181, align 4, !alias.scope !5, !noalias !12
  %v183 = insertelement <16 x float> poison, float %v182, i64 0
  %v184 = shufflevector <16 x float> %v183, <16 x float> poison, <16 x i32> zeroinitializer
  %v185 = load <16 x float>, ptr %v57, align 64, !alias.scope !8, !noalias !13
  %v186 = fmul contract <16 x float> %v185, %v184
  %v187 = fadd contract <16 x float> %v167, %v186
  %v188 = getelementptr inbounds i8, ptr %v161, i64 40
  %v189 = load float, ptr %v188, align 4, !alias.scope !5, !noalias !12
  %v190 = insertelement <16 x float> poison, float %v189, i64 0
  %v191 = shufflevector <16 x float> %v190, <16 x float> poison, <16 x i32> zeroinitializer
  %v192 = fmul contract <16 x float> %v185, %v191
  %v193 = fadd contract <16 x float> %v173, %v192
  %v194 = getelementptr inbounds i8, ptr %v161, i64 76
  %v195 = load float, ptr %v194, align 4, !alias.scope !5, !noalias !12
  %v196 = insertelement <16 x float> poison, float %v195, i64 0
  %v197 = shufflevector <16 x float> %v196, <16 x float> poison, <16 x i32> zeroinitializer
  %v198 = fmul contract <16 x float> %v185, %v197
  %v199 = fadd contract <16 x float> %v179, %v198
  %v200 = add nuw nsw i64 %v78, 6
  %v201 = getelementptr inbounds float, ptr %v4, i64 %v200
  %v202 = load float, ptr %v201, align 4, !alias.scope !5, !noalias !12
  %v203 = insertelement <16 x float> poison, float %v202, i64 0
  %v204 = shufflevector <16 x float> %v203, <16 x float> poison, <16 x i32> zeroinitializer
  %v205 = load <16 x float>, ptr %v58, align 64, !alias.scope !8, !noalias !13
  %v206 = fmul contract <16 x float> %v205, %v204
  %v207 = fadd contract <16 x float> %v187, %v206
  %v208 = getelementptr inbounds i8, ptr %v201, i64 36
  %v209 = load float, ptr %v208, align 4, !alias.scope !5, !noalias !12
  %v210 = insertelement <16 x float> poison, float %v209, i64 0
  %v211 = shufflevector <16 x float> %v210, <16 x float> poison, <16 x i32> zeroinitializer
  %v212 = fmul contract <16 x float> %v205, %v211
  %v213 = fadd contract <16 x float> %v193, %v212
  %v214 = getelementptr inbounds i8, ptr %v201, i64 72
  %v215 = load float, ptr %v214, align 4, !alias.scope !5, !noalias !12
  %v216 = insertelement <16 x float> poison, float %v215, i64 0
  %v217 = shufflevector <16 x float> %v216, <16 x float> poison, <16 x i32> zeroinitializer
  %v218 = fmul contract <16 x float> %v205, %v217
  %v219 = fadd contract <16 x float> %v199, %v218
  %v220 = or disjoint i64 %v200, 1
  %v221 = getelementptr inbounds float, ptr %v4, i64 %v220
  %v222 = load float, ptr %v221, align 4, !alias.scope !5, !noalias !12
  %v223 = insertelement <16 x float> poison, float %v222, i64 0
  %v224 = shufflevector <16 x float> %v223, <16 x float> poison, <16 x i32> zeroinitializer
  %v225 = load <16 x float>, ptr %v59, align 64, !alias.scope !8, !noalias !13
  %v226 = fmul contract <16 x float> %v225, %v224
  %v227 = fadd contract <16 x float> %v207, %v226
  %v228 = getelementptr inbounds i8, ptr %v201, i64 40
  %v229 = load float, ptr %v228, align 4, !alias.scope !5, !noalias !12
  %v230 = insertelement <16 x float> poison, float %v229, i64 0
  %v231 = shufflevector <16 x float> %v230, <16 x float> poison, <16 x i32> zeroinitializer
  %v232 = fmul contract <16 x float> %v225, %v231
  %v233 = fadd contract <16 x float> %v213, %v232
  %v234 = getelementptr inbounds i8, ptr %v201, i64 76
  %v235 = load float, ptr %v234, align 4, !alias.scope !5, !noalias !12
  %v236 = insertelement <16 x float> poison, float %v235, i64 0
  %v237 = shufflevector <16 x float> %v236, <16 x float> poison, <16 x i32> zeroinitializer
  %v238 = fmul contract <16 x float> %v225, %v237
  %v239 = fadd contract <16 x float> %v219, %v238
  %v240 = mul nuw nsw i64 %v75, 216
  %v241 = getelementptr inbounds i8, ptr %v4, i64 %v240
  %v242 = getelementptr inbounds i8, ptr %v241, i64 32
  %v243 = load float, ptr %v242, align 4, !alias.scope !5, !noalias !12
  %v244 = insertelement <16 x float> poison, float %v243, i64 0
  %v245 = shufflevector <16 x float> %v244, <16 x float> poison, <16 x i32> zeroinitializer
  %v246 = load <16 x float>, ptr %v60, align 64, !alias.scope !8, !noalias !13
  %v247 = fmul contract <16 x float> %v246, %v245
  %v248 = fadd contract <16 x float> %v227, %v247
  %v249 = getelementptr inbounds i8, ptr %v241, i64 68
  %v250 = load float, ptr %v249, align 4, !alias.scope !5, !noalias !12
  %v251 = insertelement <16 x float> poison, float %v250, i64 0
  %v252 = shufflevector <16 x float> %v251, <16 x float> poison, <16 x i32> zeroinitializer
  %v253 = fmul contract <16 x float> %v246, %v252
  %v254 = fadd contract <16 x float> %v233, %v253
  %v255 = getelementptr inbounds i8, ptr %v241, i64 104
  %v256 = load float, ptr %v255, align 4, !alias.scope !5, !noalias !12
  %v257 = insertelement <16 x float> poison, float %v256, i64 0
  %v258 = shufflevector <16 x float> %v257, <16 x float> poison, <16 x i32> zeroinitializer
  %v259 = fmul contract <16 x float> %v246, %v258
  %v260 = fadd contract <16 x float> %v239, %v259
  %v261 = mul nuw nsw i64 %v75, 1680
  %v262 = getelementptr i8, ptr %v52, i64 %v261
  store <16 x float> %v248, ptr %v262, align 4, !alias.scope !10, !noalias !14
  %v263 = getelementptr i8, ptr %v262, i64 280
  store <16 x float> %v254, ptr %v263, align 4, !alias.scope !10, !noalias !14
  %v264 = getelementptr i8, ptr %v262, i64 560
  store <16 x float> %v260, ptr %v264, align 4, !alias.scope !10, !noalias !14
  br label %v64

v64:                                       ; preds = %v80, %v265
  %v76 = add nuw nsw i64 %v75, 1
  %v266 = icmp eq i64 %v76, 6
  br i1 %v266, label %v12, label %v62

v265:                                   ; preds = %v79
  %v267 = mul nuw nsw i64 %v75, 216
  %v268 = getelementptr inbounds i8, ptr %v4, i64 %v267
  %v269 = getelementptr inbounds i8, ptr %v268, i64 32
  %v270 = load float, ptr %v269, align 4, !alias.scope !5, !noalias !12
  %v271 = insertelement <16 x float> poison, float %v270, i64 0
  %v272 = shufflevector <16 x float> %v271, <16 x float> poison, <16 x i32> zeroinitializer
  %v273 = load <16 x float>, ptr %v61, align 64, !alias.scope !8, !noalias !13
  %v274 = fmul contract <16 x float> %v273, %v272
  %v275 = fadd contract <16 x float> %v276, %v274
  %v277 = getelementptr inbounds i8, ptr %v268, i64 68
  %v278 = load float, ptr %v277, align 4, !alias.scope !5, !noalias !12
  %v279 = insertelement <16 x float> poison, float %v278, i64 0
  %v280 = shufflevector <16 x float> %v279, <16 x float> poison, <16 x i32> zeroinitializer
  %v281 = fmul contract <16 x float> %v273, %v280
  %v282 = fadd contract <16 x float> %v283, %v281
  %v284 = getelementptr inbounds i8, ptr %v268, i64 104
  %v285 = load float, ptr %v284, align 4, !alias.scope !5, !noalias !12
  %v286 = insertelement <16 x float> poison, float %v285, i64 0
  %v287 = shufflevector <16 x float> %v286, <16 x float> poison, <16 x i32> zeroinitializer
  %v288 = fmul contract <16 x float> %v273, %v287
  %v289 = fadd contract <16 x float> %v290, %v288
  %v291 = getelementptr inbounds i8, ptr %v268, i64 140
  %v292 = load float, ptr %v291, align 4, !alias.scope !5, !noalias !12
  %v293 = insertelement <16 x float> poison, float %v292, i64 0
  %v294 = shufflevector <16 x float> %v293, <16 x float> poison, <16 x i32> zeroinitializer
  %v295 = fmul contract <16 x float> %v273, %v294
  %v296 = fadd contract <16 x float> %v297, %v295
  %v298 = getelementptr inbounds i8, ptr %v268, i64 176
  %v299 = load float, ptr %v298, align 4, !alias.scope !5, !noalias !12
  %v300 = insertelement <16 x float> poison, float %v299, i64 0
  %v301 = shufflevector <16 x float> %v300, <16 x float> poison, <16 x i32> zeroinitializer
  %v302 = fmul contract <16 x float> %v273, %v301
  %v303 = fadd contract <16 x float> %v304, %v302
  %v305 = getelementptr inbounds i8, ptr %v268, i64 212
  %v306 = load float, ptr %v305, align 4, !alias.scope !5, !noalias !12
  %v307 = insertelement <16 x float> poison, float %v306, i64 0
  %v308 = shufflevector <16 x float> %v307, <16 x float> poison, <16 x i32> zeroinitializer
  %v309 = fmul contract <16 x float> %v273, %v308
  %v310 = fadd contract <16 x float> %v311, %v309
  %v312 = mul nuw nsw i64 %v75, 1680
  %v313 = getelementptr i8, ptr %v52, i64 %v312
  store <16 x float> %v275, ptr %v313, align 4, !alias.scope !10, !noalias !14
  %v314 = getelementptr i8, ptr %v313, i64 280
  store <16 x float> %v282, ptr %v314, align 4, !alias.scope !10, !noalias !14
  %v315 = getelementptr i8, ptr %v313, i64 560
  store <16 x float> %v289, ptr %v315, align 4, !alias.scope !10, !noalias !14
  %v316 = getelementptr i8, ptr %v313, i64 840
  store <16 x float> %v296, ptr %v316, align 4, !alias.scope !10, !noalias !14
  %v317 = getelementptr i8, ptr %v313, i64 1120
  store <16 x float> %v303, ptr %v317, align 4, !alias.scope !10, !noalias !14
  %v318 = getelementptr i8, ptr %v313, i64 1400
  store <16 x float> %v310, ptr %v318, align 4, !alias.scope !10, !noalias !14
  br label %v64

v79:                                       ; preds = %v62, %v79
  %v319 = phi i64 [ %v320, %v79 ], [ 0, %v62 ]
  %v321 = phi <16 x float> [ %v276, %v79 ], [ zeroinitializer, %v62 ]
  %v322 = phi <16 x float> [ %v283, %v79 ], [ zeroinitializer, %v62 ]
  %v323 = phi <16 x float> [ %v290, %v79 ], [ zeroinitializer, %v62 ]
  %v324 = phi <16 x float> [ %v297, %v79 ], [ zeroinitializer, %v62 ]
  %v325 = phi <16 x float> [ %v304, %v79 ], [ zeroinitializer, %v62 ]
  %v326 = phi <16 x float> [ %v311, %v79 ], [ zeroinitializer, %v62 ]
  %v327 = shl nuw nsw i64 %v319, 1
  %v328 = add nuw nsw i64 %v327, %v78
  %v329 = getelementptr inbounds float, ptr %v4, i64 %v328
  %v330 = load float, ptr %v329, align 4, !alias.scope !5, !noalias !12
  %v331 = insertelement <16 x float> poison, float %v330, i64 0
  %v332 = shufflevector <16 x float> %v331, <16 x float> poison, <16 x i32> zeroinitializer
  %v333 = shl nuw nsw i64 %v319, 7
  %v334 = getelementptr i8, ptr %v50, i64 %v333
  %v335 = load <16 x float>, ptr %v334, align 64, !alias.scope !8, !noalias !13
  %v336 = fmul contract <16 x float> %v335, %v332
  %v337 = fadd contract <16 x float> %v321, %v336
  %v338 = getelementptr inbounds i8, ptr %v329, i64 36
  %v339 = load float, ptr %v338, align 4, !alias.scope !5, !noalias !12
  %v340 = insertelement <16 x float> poison, float %v339, i64 0
  %v341 = shufflevector <16 x float> %v340, <16 x float> poison, <16 x i32> zeroinitializer
  %v342 = fmul contract <16 x float> %v335, %v341
  %v343 = fadd contract <16 x float> %v322, %v342
  %v344 = getelementptr inbounds i8, ptr %v329, i64 72
  %v345 = load float, ptr %v344, align 4, !alias.scope !5, !noalias !12
  %v346 = insertelement <16 x float> poison, float %v345, i64 0
  %v347 = shufflevector <16 x float> %v346, <16 x float> poison, <16 x i32> zeroinitializer
  %v348 = fmul contract <16 x float> %v335, %v347
  %v349 = fadd contract <16 x float> %v323, %v348
  %v350 = getelementptr inbounds i8, ptr %v329, i64 108
  %v351 = load float, ptr %v350, align 4, !alias.scope !5, !noalias !12
  %v352 = insertelement <16 x float> poison, float %v351, i64 0
  %v353 = shufflevector <16 x float> %v352, <16 x float> poison, <16 x i32> zeroinitializer
  %v354 = fmul contract <16 x float> %v335, %v353
  %v355 = fadd contract <16 x float> %v324, %v354
  %v356 = getelementptr inbounds i8, ptr %v329, i64 144
  %v357 = load float, ptr %v356, align 4, !alias.scope !5, !noalias !12
  %v358 = insertelement <16 x float> poison, float %v357, i64 0
  %v359 = shufflevector <16 x float> %v358, <16 x float> poison, <16 x i32> zeroinitializer
  %v360 = fmul contract <16 x float> %v335, %v359
  %v361 = fadd contract <16 x float> %v325, %v360
  %v362 = getelementptr inbounds i8, ptr %v329, i64 180
  %v363 = load float, ptr %v362, align 4, !alias.scope !5, !noalias !12
  %v364 = insertelement <16 x float> poison, float %v363, i64 0
  %v365 = shufflevector <16 x float> %v364, <16 x float> poison, <16 x i32> zeroinitializer
  %v366 = fmul contract <16 x float> %v335, %v365
  %v367 = fadd contract <16 x float> %v326, %v366
  %v368 = or disjoint i64 %v328, 1
  %v369 = getelementptr inbounds float, ptr %v4, i64 %v368
  %v370 = load float, ptr %v369, align 4, !alias.scope !5, !noalias !12
  %v371 = insertelement <16 x float> poison, float %v370, i64 0
  %v372 = shufflevector <16 x float> %v371, <16 x float> poison, <16 x i32> zeroinitializer
  %v373 = getelementptr i8, ptr %v334, i64 64
  %v374 = load <16 x float>, ptr %v373, align 64, !alias.scope !8, !noalias !13
  %v375 = fmul contract <16 x float> %v374, %v372
  %v276 = fadd contract <16 x float> %v337, %v375
  %v376 = getelementptr inbounds i8, ptr %v329, i64 40
  %v377 = load float, ptr %v376, align 4, !alias.scope !5, !noalias !12
  %v378 = insertelement <16 x float> poison, float %v377, i64 0
  %v379 = shufflevector <16 x float> %v378, <16 x float> poison, <16 x i32> zeroinitializer
  %v380 = fmul contract <16 x float> %v374, %v379
  %v283 = fadd contract <16 x float> %v343, %v380
  %v381 = getelementptr inbounds i8, ptr %v329, i64 76
  %v382 = load float, ptr %v381, align 4, !alias.scope !5, !noalias !12
  %v383 = insertelement <16 x float> poison, float %v382, i64 0
  %v384 = shufflevector <16 x float> %v383, <16 x float> poison, <16 x i32> zeroinitializer
  %v385 = fmul contract <16 x float> %v374, %v384
  %v290 = fadd contract <16 x float> %v349, %v385
  %v386 = getelementptr inbounds i8, ptr %v329, i64 112
  %v387 = load float, ptr %v386, align 4, !alias.scope !5, !noalias !12
  %v388 = insertelement <16 x float> poison, float %v387, i64 0
  %v389 = shufflevector <16 x float> %v388, <16 x float> poison, <16 x i32> zeroinitializer
  %v390 = fmul contract <16 x float> %v374, %v389
  %v297 = fadd contract <16 x float> %v355, %v390
  %v391 = getelementptr inbounds i8, ptr %v329, i64 148
  %v392 = load float, ptr %v391, align 4, !alias.scope !5, !noalias !12
  %v393 = insertelement <16 x float> poison, float %v392, i64 0
  %v394 = shufflevector <16 x float> %v393, <16 x float> poison, <16 x i32> zeroinitializer
  %v395 = fmul contract <16 x float> %v374, %v394
  %v304 = fadd contract <16 x float> %v361, %v395
  %v396 = getelementptr inbounds i8, ptr %v329, i64 184
  %v397 = load float, ptr %v396, align 4, !alias.scope !5, !noalias !12
  %v398 = insertelement <16 x float> poison, float %v397, i64 0
  %v399 = shufflevector <16 x float> %v398, <16 x float> poison, <16 x i32> zeroinitializer
  %v400 = fmul contract <16 x float> %v374, %v399
  %v311 = fadd contract <16 x float> %v367, %v400
  %v320 = add nuw nsw i64 %v319, 1
  %v401 = icmp eq i64 %v320, 4
  br i1 %v401, label %v265, label %v79

v48:                                ; preds = %v35, %v63
  %v402 = phi <16 x float> [ %v65, %v63 ], [ %v13, %v35 ]
  %v403 = phi <16 x float> [ %v66, %v63 ], [ %v15, %v35 ]
  %v404 = phi <16 x float> [ %v67, %v63 ], [ %v17, %v35 ]
  %v405 = phi <16 x float> [ %v68, %v63 ], [ %v19, %v35 ]
  %v406 = phi <16 x float> [ %v69, %v63 ], [ %v21, %v35 ]
  %v407 = phi <16 x float> [ %v70, %v63 ], [ %v23, %v35 ]
  %v408 = phi <16 x float> [ %v71, %v63 ], [ %v25, %v35 ]
  %v409 = phi <16 x float> [ %v72, %v63 ], [ %v27, %v35 ]
  %v410 = phi <16 x float> [ %v73, %v63 ], [ %v29, %v35 ]
  %v411 = phi i64 [ %v412, %v63 ], [ 0, %v35 ]
  %v413 = icmp ult i64 %v411, 5
  br i1 %v413, label %v414, label %v415

v414:                                     ; preds = %v48
  %v416 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v409
  %v417 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v408
  %v418 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v407
  %v419 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v406
  %v420 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v405
  %v421 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v404
  %v422 = mul nuw nsw i64 %v411, 54
  br label %v423

v63:                                     ; preds = %v424, %v425
  %v65 = phi <16 x float> [ %v402, %v425 ], [ %v426, %v424 ]
  %v66 = phi <16 x float> [ %v403, %v425 ], [ %v427, %v424 ]
  %v67 = phi <16 x float> [ %v428, %v425 ], [ %v404, %v424 ]
  %v68 = phi <16 x float> [ %v429, %v425 ], [ %v405, %v424 ]
  %v69 = phi <16 x float> [ %v430, %v425 ], [ %v406, %v424 ]
  %v70 = phi <16 x float> [ %v431, %v425 ], [ %v407, %v424 ]
  %v71 = phi <16 x float> [ %v432, %v425 ], [ %v408, %v424 ]
  %v72 = phi <16 x float> [ %v433, %v425 ], [ %v409, %v424 ]
  %v73 = phi <16 x float> [ %v410, %v425 ], [ %v434, %v424 ]
  %v412 = add nuw nsw i64 %v411, 1
  %v435 = icmp eq i64 %v412, 6
  br i1 %v435, label %v12, label %v48

v415:                                     ; preds = %v48
  %v436 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v403
  %v437 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v402
  %v438 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v410
  %v439 = mul nuw nsw i64 %v411, 54
  br label %v440

v425:                                ; preds = %v423
  %v441 = add nuw nsw i64 %v422, 8
  %v442 = select i1 %v42, i64 0, i64 %v441
  %v443 = getelementptr float, ptr %v4, i64 %v442
  %v444 = load float, ptr %v443, align 4, !alias.scope !5, !noalias !12
  %v445 = insertelement <16 x float> poison, float %v444, i64 0
  %v446 = shufflevector <16 x float> %v445, <16 x float> poison, <16 x i32> zeroinitializer
  %v447 = select contract <16 x i1> %v40, <16 x float> %v446, <16 x float> zeroinitializer
  %v448 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v47, i32 64, <16 x i1> %v40, <16 x float> zeroinitializer), !alias.scope !8, !noalias !13
  %v449 = fmul contract <16 x float> %v448, %v447
  %v450 = fadd contract <16 x float> %v451, %v449
  %v433 = select contract <16 x i1> %v40, <16 x float> %v450, <16 x float> %v452
  %v453 = add nuw nsw i64 %v422, 17
  %v454 = select i1 %v42, i64 0, i64 %v453
  %v455 = getelementptr float, ptr %v4, i64 %v454
  %v456 = load float, ptr %v455, align 4, !alias.scope !5, !noalias !12
  %v457 = insertelement <16 x float> poison, float %v456, i64 0
  %v458 = shufflevector <16 x float> %v457, <16 x float> poison, <16 x i32> zeroinitializer
  %v459 = select contract <16 x i1> %v40, <16 x float> %v458, <16 x float> zeroinitializer
  %v460 = fmul contract <16 x float> %v448, %v459
  %v461 = fadd contract <16 x float> %v462, %v460
  %v432 = select contract <16 x i1> %v40, <16 x float> %v461, <16 x float> %v463
  %v464 = add nuw nsw i64 %v422, 26
  %v465 = select i1 %v42, i64 0, i64 %v464
  %v466 = getelementptr float, ptr %v4, i64 %v465
  %v467 = load float, ptr %v466, align 4, !alias.scope !5, !noalias !12
  %v468 = insertelement <16 x float> poison, float %v467, i64 0
  %v469 = shufflevector <16 x float> %v468, <16 x float> poison, <16 x i32> zeroinitializer
  %v470 = select contract <16 x i1> %v40, <16 x float> %v469, <16 x float> zeroinitializer
  %v471 = fmul contract <16 x float> %v448, %v470
  %v472 = fadd contract <16 x float> %v473, %v471
  %v431 = select contract <16 x i1> %v40, <16 x float> %v472, <16 x float> %v474
  %v475 = add nuw nsw i64 %v422, 35
  %v476 = select i1 %v42, i64 0, i64 %v475
  %v477 = getelementptr float, ptr %v4, i64 %v476
  %v478 = load float, ptr %v477, align 4, !alias.scope !5, !noalias !12
  %v479 = insertelement <16 x float> poison, float %v478, i64 0
  %v480 = shufflevector <16 x float> %v479, <16 x float> poison, <16 x i32> zeroinitializer
  %v481 = select contract <16 x i1> %v40, <16 x float> %v480, <16 x float> zeroinitializer
  %v482 = fmul contract <16 x float> %v448, %v481
  %v483 = fadd contract <16 x float> %v484, %v482
  %v430 = select contract <16 x i1> %v40, <16 x float> %v483, <16 x float> %v485
  %v486 = add nuw nsw i64 %v422, 44
  %v487 = select i1 %v42, i64 0, i64 %v486
  %v488 = getelementptr float, ptr %v4, i64 %v487
  %v489 = load float, ptr %v488, align 4, !alias.scope !5, !noalias !12
  %v490 = insertelement <16 x float> poison, float %v489, i64 0
  %v491 = shufflevector <16 x float> %v490, <16 x float> poison, <16 x i32> zeroinitializer
  %v492 = select contract <16 x i1> %v40, <16 x float> %v491, <16 x float> zeroinitializer
  %v493 = fmul contract <16 x float> %v448, %v492
  %v494 = fadd contract <16 x float> %v495, %v493
  %v429 = select contract <16 x i1> %v40, <16 x float> %v494, <16 x float> %v496
  %v497 = add nuw nsw i64 %v422, 53
  %v498 = select i1 %v42, i64 0, i64 %v497
  %v499 = getelementptr float, ptr %v4, i64 %v498
  %v500 = load float, ptr %v499, align 4, !alias.scope !5, !noalias !12
  %v501 = insertelement <16 x float> poison, float %v500, i64 0
  %v502 = shufflevector <16 x float> %v501, <16 x float> poison, <16 x i32> zeroinitializer
  %v503 = select contract <16 x i1> %v40, <16 x float> %v502, <16 x float> zeroinitializer
  %v504 = fmul contract <16 x float> %v448, %v503
  %v505 = fadd contract <16 x float> %v506, %v504
  %v428 = select contract <16 x i1> %v40, <16 x float> %v505, <16 x float> %v507
  %v508 = select contract <16 x i1> %v40, <16 x float> %v450, <16 x float> zeroinitializer
  %v509 = mul nuw nsw i64 %v411, 1680
  %v510 = getelementptr i8, ptr %v45, i64 %v509
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v508, ptr %v510, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  %v511 = select contract <16 x i1> %v40, <16 x float> %v461, <16 x float> zeroinitializer
  %v512 = getelementptr i8, ptr %v510, i64 280
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v511, ptr %v512, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  %v513 = select contract <16 x i1> %v40, <16 x float> %v472, <16 x float> zeroinitializer
  %v514 = getelementptr i8, ptr %v510, i64 560
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v513, ptr %v514, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  %v515 = select contract <16 x i1> %v40, <16 x float> %v483, <16 x float> zeroinitializer
  %v516 = getelementptr i8, ptr %v510, i64 840
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v515, ptr %v516, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  %v517 = select contract <16 x i1> %v40, <16 x float> %v494, <16 x float> zeroinitializer
  %v518 = getelementptr i8, ptr %v510, i64 1120
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v517, ptr %v518, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  %v519 = select contract <16 x i1> %v40, <16 x float> %v505, <16 x float> zeroinitializer
  %v520 = getelementptr i8, ptr %v510, i64 1400
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v519, ptr %v520, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  br label %v63

v423:                                     ; preds = %v414, %v423
  %v521 = phi i64 [ 0, %v414 ], [ %v522, %v423 ]
  %v452 = phi <16 x float> [ %v416, %v414 ], [ %v451, %v423 ]
  %v463 = phi <16 x float> [ %v417, %v414 ], [ %v462, %v423 ]
  %v474 = phi <16 x float> [ %v418, %v414 ], [ %v473, %v423 ]
  %v485 = phi <16 x float> [ %v419, %v414 ], [ %v484, %v423 ]
  %v496 = phi <16 x float> [ %v420, %v414 ], [ %v495, %v423 ]
  %v507 = phi <16 x float> [ %v421, %v414 ], [ %v506, %v423 ]
  %v523 = shl nuw nsw i64 %v521, 1
  %v524 = add nuw nsw i64 %v523, %v422
  %v525 = select i1 %v42, i64 0, i64 %v524
  %v526 = getelementptr float, ptr %v4, i64 %v525
  %v527 = load float, ptr %v526, align 4, !alias.scope !5, !noalias !12
  %v528 = insertelement <16 x float> poison, float %v527, i64 0
  %v529 = shufflevector <16 x float> %v528, <16 x float> poison, <16 x i32> zeroinitializer
  %v530 = select contract <16 x i1> %v40, <16 x float> %v529, <16 x float> zeroinitializer
  %v531 = shl nuw nsw i64 %v521, 7
  %v532 = getelementptr i8, ptr %v44, i64 %v531
  %v533 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v532, i32 64, <16 x i1> %v40, <16 x float> zeroinitializer), !alias.scope !8, !noalias !13
  %v534 = fmul contract <16 x float> %v533, %v530
  %v535 = fadd contract <16 x float> %v452, %v534
  %v536 = add nuw nsw i64 %v524, 9
  %v537 = select i1 %v42, i64 0, i64 %v536
  %v538 = getelementptr float, ptr %v4, i64 %v537
  %v539 = load float, ptr %v538, align 4, !alias.scope !5, !noalias !12
  %v540 = insertelement <16 x float> poison, float %v539, i64 0
  %v541 = shufflevector <16 x float> %v540, <16 x float> poison, <16 x i32> zeroinitializer
  %v542 = select contract <16 x i1> %v40, <16 x float> %v541, <16 x float> zeroinitializer
  %v543 = fmul contract <16 x float> %v533, %v542
  %v544 = fadd contract <16 x float> %v463, %v543
  %v545 = add nuw nsw i64 %v524, 18
  %v546 = select i1 %v42, i64 0, i64 %v545
  %v547 = getelementptr float, ptr %v4, i64 %v546
  %v548 = load float, ptr %v547, align 4, !alias.scope !5, !noalias !12
  %v549 = insertelement <16 x float> poison, float %v548, i64 0
  %v550 = shufflevector <16 x float> %v549, <16 x float> poison, <16 x i32> zeroinitializer
  %v551 = select contract <16 x i1> %v40, <16 x float> %v550, <16 x float> zeroinitializer
  %v552 = fmul contract <16 x float> %v533, %v551
  %v553 = fadd contract <16 x float> %v474, %v552
  %v554 = add nuw nsw i64 %v524, 27
  %v555 = select i1 %v42, i64 0, i64 %v554
  %v556 = getelementptr float, ptr %v4, i64 %v555
  %v557 = load float, ptr %v556, align 4, !alias.scope !5, !noalias !12
  %v558 = insertelement <16 x float> poison, float %v557, i64 0
  %v559 = shufflevector <16 x float> %v558, <16 x float> poison, <16 x i32> zeroinitializer
  %v560 = select contract <16 x i1> %v40, <16 x float> %v559, <16 x float> zeroinitializer
  %v561 = fmul contract <16 x float> %v533, %v560
  %v562 = fadd contract <16 x float> %v485, %v561
  %v563 = add nuw nsw i64 %v524, 36
  %v564 = select i1 %v42, i64 0, i64 %v563
  %v565 = getelementptr float, ptr %v4, i64 %v564
  %v566 = load float, ptr %v565, align 4, !alias.scope !5, !noalias !12
  %v567 = insertelement <16 x float> poison, float %v566, i64 0
  %v568 = shufflevector <16 x float> %v567, <16 x float> poison, <16 x i32> zeroinitializer
  %v569 = select contract <16 x i1> %v40, <16 x float> %v568, <16 x float> zeroinitializer
  %v570 = fmul contract <16 x float> %v533, %v569
  %v571 = fadd contract <16 x float> %v496, %v570
  %v572 = add nuw nsw i64 %v524, 45
  %v573 = select i1 %v42, i64 0, i64 %v572
  %v574 = getelementptr float, ptr %v4, i64 %v573
  %v575 = load float, ptr %v574, align 4, !alias.scope !5, !noalias !12
  %v576 = insertelement <16 x float> poison, float %v575, i64 0
  %v577 = shufflevector <16 x float> %v576, <16 x float> poison, <16 x i32> zeroinitializer
  %v578 = select contract <16 x i1> %v40, <16 x float> %v577, <16 x float> zeroinitializer
  %v579 = fmul contract <16 x float> %v533, %v578
  %v580 = fadd contract <16 x float> %v507, %v579
  %v581 = or disjoint i64 %v524, 1
  %v582 = select i1 %v42, i64 0, i64 %v581
  %v583 = getelementptr float, ptr %v4, i64 %v582
  %v584 = load float, ptr %v583, align 4, !alias.scope !5, !noalias !12
  %v585 = insertelement <16 x float> poison, float %v584, i64 0
  %v586 = shufflevector <16 x float> %v585, <16 x float> poison, <16 x i32> zeroinitializer
  %v587 = select contract <16 x i1> %v40, <16 x float> %v586, <16 x float> zeroinitializer
  %v588 = getelementptr i8, ptr %v532, i64 64
  %v589 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v588, i32 64, <16 x i1> %v40, <16 x float> zeroinitializer), !alias.scope !8, !noalias !13
  %v590 = fmul contract <16 x float> %v589, %v587
  %v591 = fadd contract <16 x float> %v535, %v590
  %v451 = select contract <16 x i1> %v40, <16 x float> %v591, <16 x float> %v452
  %v592 = add nuw nsw i64 %v524, 10
  %v593 = select i1 %v42, i64 0, i64 %v592
  %v594 = getelementptr float, ptr %v4, i64 %v593
  %v595 = load float, ptr %v594, align 4, !alias.scope !5, !noalias !12
  %v596 = insertelement <16 x float> poison, float %v595, i64 0
  %v597 = shufflevector <16 x float> %v596, <16 x float> poison, <16 x i32> zeroinitializer
  %v598 = select contract <16 x i1> %v40, <16 x float> %v597, <16 x float> zeroinitializer
  %v599 = fmul contract <16 x float> %v589, %v598
  %v600 = fadd contract <16 x float> %v544, %v599
  %v462 = select contract <16 x i1> %v40, <16 x float> %v600, <16 x float> %v463
  %v601 = add nuw nsw i64 %v524, 19
  %v602 = select i1 %v42, i64 0, i64 %v601
  %v603 = getelementptr float, ptr %v4, i64 %v602
  %v604 = load float, ptr %v603, align 4, !alias.scope !5, !noalias !12
  %v605 = insertelement <16 x float> poison, float %v604, i64 0
  %v606 = shufflevector <16 x float> %v605, <16 x float> poison, <16 x i32> zeroinitializer
  %v607 = select contract <16 x i1> %v40, <16 x float> %v606, <16 x float> zeroinitializer
  %v608 = fmul contract <16 x float> %v589, %v607
  %v609 = fadd contract <16 x float> %v553, %v608
  %v473 = select contract <16 x i1> %v40, <16 x float> %v609, <16 x float> %v474
  %v610 = add nuw nsw i64 %v524, 28
  %v611 = select i1 %v42, i64 0, i64 %v610
  %v612 = getelementptr float, ptr %v4, i64 %v611
  %v613 = load float, ptr %v612, align 4, !alias.scope !5, !noalias !12
  %v614 = insertelement <16 x float> poison, float %v613, i64 0
  %v615 = shufflevector <16 x float> %v614, <16 x float> poison, <16 x i32> zeroinitializer
  %v616 = select contract <16 x i1> %v40, <16 x float> %v615, <16 x float> zeroinitializer
  %v617 = fmul contract <16 x float> %v589, %v616
  %v618 = fadd contract <16 x float> %v562, %v617
  %v484 = select contract <16 x i1> %v40, <16 x float> %v618, <16 x float> %v485
  %v619 = add nuw nsw i64 %v524, 37
  %v620 = select i1 %v42, i64 0, i64 %v619
  %v621 = getelementptr float, ptr %v4, i64 %v620
  %v622 = load float, ptr %v621, align 4, !alias.scope !5, !noalias !12
  %v623 = insertelement <16 x float> poison, float %v622, i64 0
  %v624 = shufflevector <16 x float> %v623, <16 x float> poison, <16 x i32> zeroinitializer
  %v625 = select contract <16 x i1> %v40, <16 x float> %v624, <16 x float> zeroinitializer
  %v626 = fmul contract <16 x float> %v589, %v625
  %v627 = fadd contract <16 x float> %v571, %v626
  %v495 = select contract <16 x i1> %v40, <16 x float> %v627, <16 x float> %v496
  %v628 = add nuw nsw i64 %v524, 46
  %v629 = select i1 %v42, i64 0, i64 %v628
  %v630 = getelementptr float, ptr %v4, i64 %v629
  %v631 = load float, ptr %v630, align 4, !alias.scope !5, !noalias !12
  %v632 = insertelement <16 x float> poison, float %v631, i64 0
  %v633 = shufflevector <16 x float> %v632, <16 x float> poison, <16 x i32> zeroinitializer
  %v634 = select contract <16 x i1> %v40, <16 x float> %v633, <16 x float> zeroinitializer
  %v635 = fmul contract <16 x float> %v589, %v634
  %v636 = fadd contract <16 x float> %v580, %v635
  %v506 = select contract <16 x i1> %v40, <16 x float> %v636, <16 x float> %v507
  %v522 = add nuw nsw i64 %v521, 1
  %v637 = icmp eq i64 %v522, 4
  br i1 %v637, label %v425, label %v423

v424:                                ; preds = %v440
  %v638 = add nuw nsw i64 %v439, 8
  %v639 = select i1 %v42, i64 0, i64 %v638
  %v640 = getelementptr float, ptr %v4, i64 %v639
  %v641 = load float, ptr %v640, align 4, !alias.scope !5, !noalias !12
  %v642 = insertelement <16 x float> poison, float %v641, i64 0
  %v643 = shufflevector <16 x float> %v642, <16 x float> poison, <16 x i32> zeroinitializer
  %v644 = select contract <16 x i1> %v40, <16 x float> %v643, <16 x float> zeroinitializer
  %v645 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v46, i32 64, <16 x i1> %v40, <16 x float> zeroinitializer), !alias.scope !8, !noalias !13
  %v646 = fmul contract <16 x float> %v645, %v644
  %v647 = fadd contract <16 x float> %v648, %v646
  %v427 = select contract <16 x i1> %v40, <16 x float> %v647, <16 x float> %v649
  %v650 = add nuw nsw i64 %v439, 17
  %v651 = select i1 %v42, i64 0, i64 %v650
  %v652 = getelementptr float, ptr %v4, i64 %v651
  %v653 = load float, ptr %v652, align 4, !alias.scope !5, !noalias !12
  %v654 = insertelement <16 x float> poison, float %v653, i64 0
  %v655 = shufflevector <16 x float> %v654, <16 x float> poison, <16 x i32> zeroinitializer
  %v656 = select contract <16 x i1> %v40, <16 x float> %v655, <16 x float> zeroinitializer
  %v657 = fmul contract <16 x float> %v645, %v656
  %v658 = fadd contract <16 x float> %v659, %v657
  %v426 = select contract <16 x i1> %v40, <16 x float> %v658, <16 x float> %v660
  %v661 = add nuw nsw i64 %v439, 26
  %v662 = select i1 %v42, i64 0, i64 %v661
  %v663 = getelementptr float, ptr %v4, i64 %v662
  %v664 = load float, ptr %v663, align 4, !alias.scope !5, !noalias !12
  %v665 = insertelement <16 x float> poison, float %v664, i64 0
  %v666 = shufflevector <16 x float> %v665, <16 x float> poison, <16 x i32> zeroinitializer
  %v667 = select contract <16 x i1> %v40, <16 x float> %v666, <16 x float> zeroinitializer
  %v668 = fmul contract <16 x float> %v645, %v667
  %v669 = fadd contract <16 x float> %v670, %v668
  %v434 = select contract <16 x i1> %v40, <16 x float> %v669, <16 x float> %v671
  %v672 = select contract <16 x i1> %v40, <16 x float> %v647, <16 x float> zeroinitializer
  %v673 = mul nuw nsw i64 %v411, 1680
  %v674 = getelementptr i8, ptr %v45, i64 %v673
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v672, ptr %v674, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  %v675 = select contract <16 x i1> %v40, <16 x float> %v658, <16 x float> zeroinitializer
  %v676 = getelementptr i8, ptr %v674, i64 280
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v675, ptr %v676, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  %v677 = select contract <16 x i1> %v40, <16 x float> %v669, <16 x float> zeroinitializer
  %v678 = getelementptr i8, ptr %v674, i64 560
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v677, ptr %v678, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  br label %v63

v440:                                     ; preds = %v415, %v440
  %v679 = phi i64 [ 0, %v415 ], [ %v680, %v440 ]
  %v671 = phi <16 x float> [ %v438, %v415 ], [ %v670, %v440 ]
  %v649 = phi <16 x float> [ %v436, %v415 ], [ %v648, %v440 ]
  %v660 = phi <16 x float> [ %v437, %v415 ], [ %v659, %v440 ]
  %v681 = shl nuw nsw i64 %v679, 1
  %v682 = add nuw nsw i64 %v681, %v439
  %v683 = select i1 %v42, i64 0, i64 %v682
  %v684 = getelementptr float, ptr %v4, i64 %v683
  %v685 = load float, ptr %v684, align 4, !alias.scope !5, !noalias !12
  %v686 = insertelement <16 x float> poison, float %v685, i64 0
  %v687 = shufflevector <16 x float> %v686, <16 x float> poison, <16 x i32> zeroinitializer
  %v688 = select contract <16 x i1> %v40, <16 x float> %v687, <16 x float> zeroinitializer
  %v689 = shl nuw nsw i64 %v679, 7
  %v690 = getelementptr i8, ptr %v44, i64 %v689
  %v691 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v690, i32 64, <16 x i1> %v40, <16 x float> zeroinitializer), !alias.scope !8, !noalias !13
  %v692 = fmul contract <16 x float> %v691, %v688
  %v693 = fadd contract <16 x float> %v649, %v692
  %v694 = add nuw nsw i64 %v682, 9
  %v695 = select i1 %v42, i64 0, i64 %v694
  %v696 = getelementptr float, ptr %v4, i64 %v695
  %v697 = load float, ptr %v696, align 4, !alias.scope !5, !noalias !12
  %v698 = insertelement <16 x float> poison, float %v697, i64 0
  %v699 = shufflevector <16 x float> %v698, <16 x float> poison, <16 x i32> zeroinitializer
  %v700 = select contract <16 x i1> %v40, <16 x float> %v699, <16 x float> zeroinitializer
  %v701 = fmul contract <16 x float> %v691, %v700
  %v702 = fadd contract <16 x float> %v660, %v701
  %v703 = add nuw nsw i64 %v682, 18
  %v704 = select i1 %v42, i64 0, i64 %v703
  %v705 = getelementptr float, ptr %v4, i64 %v704
  %v706 = load float, ptr %v705, align 4, !alias.scope !5, !noalias !12
  %v707 = insertelement <16 x float> poison, float %v706, i64 0
  %v708 = shufflevector <16 x float> %v707, <16 x float> poison, <16 x i32> zeroinitializer
  %v709 = select contract <16 x i1> %v40, <16 x float> %v708, <16 x float> zeroinitializer
  %v710 = fmul contract <16 x float> %v691, %v709
  %v711 = fadd contract <16 x float> %v671, %v710
  %v712 = or disjoint i64 %v682, 1
  %v713 = select i1 %v42, i64 0, i64 %v712
  %v714 = getelementptr float, ptr %v4, i64 %v713
  %v715 = load float, ptr %v714, align 4, !alias.scope !5, !noalias !12
  %v716 = insertelement <16 x float> poison, float %v715, i64 0
  %v717 = shufflevector <16 x float> %v716, <16 x float> poison, <16 x i32> zeroinitializer
  %v718 = select contract <16 x i1> %v40, <16 x float> %v717, <16 x float> zeroinitializer
  %v719 = getelementptr i8, ptr %v690, i64 64
  %v720 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v719, i32 64, <16 x i1> %v40, <16 x float> zeroinitializer), !alias.scope !8, !noalias !13
  %v721 = fmul contract <16 x float> %v720, %v718
  %v722 = fadd contract <16 x float> %v693, %v721
  %v648 = select contract <16 x i1> %v40, <16 x float> %v722, <16 x float> %v649
  %v723 = add nuw nsw i64 %v682, 10
  %v724 = select i1 %v42, i64 0, i64 %v723
  %v725 = getelementptr float, ptr %v4, i64 %v724
  %v726 = load float, ptr %v725, align 4, !alias.scope !5, !noalias !12
  %v727 = insertelement <16 x float> poison, float %v726, i64 0
  %v728 = shufflevector <16 x float> %v727, <16 x float> poison, <16 x i32> zeroinitializer
  %v729 = select contract <16 x i1> %v40, <16 x float> %v728, <16 x float> zeroinitializer
  %v730 = fmul contract <16 x float> %v720, %v729
  %v731 = fadd contract <16 x float> %v702, %v730
  %v659 = select contract <16 x i1> %v40, <16 x float> %v731, <16 x float> %v660
  %v732 = add nuw nsw i64 %v682, 19
  %v733 = select i1 %v42, i64 0, i64 %v732
  %v734 = getelementptr float, ptr %v4, i64 %v733
  %v735 = load float, ptr %v734, align 4, !alias.scope !5, !noalias !12
  %v736 = insertelement <16 x float> poison, float %v735, i64 0
  %v737 = shufflevector <16 x float> %v736, <16 x float> poison, <16 x i32> zeroinitializer
  %v738 = select contract <16 x i1> %v40, <16 x float> %v737, <16 x float> zeroinitializer
  %v739 = fmul contract <16 x float> %v720, %v738
  %v740 = fadd contract <16 x float> %v711, %v739
  %v670 = select contract <16 x i1> %v40, <16 x float> %v740, <16 x float> %v671
  %v680 = add nuw nsw i64 %v679, 1
  %v741 = icmp eq i64 %v680, 4
  br i1 %v741, label %v424, label %v440

v11:  ; preds = %v12, %v3
  ret void
}

; Function Attrs: nounwind
define void @ktune_matmul_f32_m33_n70_k9_packed(ptr nocapture readonly %v0) local_unnamed_addr #4 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = alloca [2 x i64], align 64
  %v4 = alloca [720 x float], align 64
  %v5 = load ptr, ptr %v0, align 8
  %v6 = getelementptr inbounds i8, ptr %v0, i64 8
  %v7 = load ptr, ptr %v6, align 8
  %v8 = getelementptr inbounds i8, ptr %v0, i64 16
  %v9 = load ptr, ptr %v8, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %v3)
  call void @llvm.lifetime.start.p0(i64 2880, ptr nonnull %v4)
  store ptr %v4, ptr %v3, align 64, !noalias !15
  %v10 = getelementptr inbounds i8, ptr %v3, i64 8
  store ptr %v7, ptr %v10, align 8, !noalias !15
  call void @ktune_parallel_for(i64 5, ptr nonnull @ktune_matmul_f32_m33_n70_k9.parallel0, ptr nonnull %v3) #4, !noalias !20
  store ptr %v5, ptr %v2, align 64, !noalias !15
  %v11 = getelementptr inbounds i8, ptr %v2, i64 8
  store ptr %v4, ptr %v11, align 8, !noalias !15
  %v12 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v9, ptr %v12, align 16, !noalias !15
  call void @ktune_parallel_for(i64 5, ptr nonnull @ktune_matmul_f32_m33_n70_k9.parallel1, ptr nonnull %v2) #4
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %v3)
  call void @llvm.lifetime.end.p0(i64 2880, ptr nonnull %v4)
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
!1 = distinct !{!1, !2, !"ktune_matmul_f32_m33_n70_k9.parallel0.task: %B.global"}
!2 = distinct !{!2, !"ktune_matmul_f32_m33_n70_k9.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_matmul_f32_m33_n70_k9.parallel0.task: %B"}
!5 = !{!6}
!6 = distinct !{!6, !7, !"ktune_matmul_f32_m33_n70_k9.parallel1.task: %A"}
!7 = distinct !{!7, !"ktune_matmul_f32_m33_n70_k9.parallel1.task"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"ktune_matmul_f32_m33_n70_k9.parallel1.task: %B.global"}
!10 = !{!11}
!11 = distinct !{!11, !7, !"ktune_matmul_f32_m33_n70_k9.parallel1.task: %C"}
!12 = !{!9, !11}
!13 = !{!6, !11}
!14 = !{!6, !9}
!15 = !{!16, !18, !19}
!16 = distinct !{!16, !17, !"ktune_matmul_f32_m33_n70_k9: %A"}
!17 = distinct !{!17, !"ktune_matmul_f32_m33_n70_k9"}
!18 = distinct !{!18, !17, !"ktune_matmul_f32_m33_n70_k9: %B"}
!19 = distinct !{!19, !17, !"ktune_matmul_f32_m33_n70_k9: %C"}
!20 = !{!16, !19}
