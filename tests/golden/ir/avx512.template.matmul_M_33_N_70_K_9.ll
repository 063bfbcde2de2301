; matmul:M=33,N=70,K=9,dtype=f32 on llvm -mcpu=x86-64-v4, schedule template
; ModuleID = 'ktune_matmul_f32_m33_n70_k9'
source_filename = "ktune_matmul_f32_m33_n70_k9"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_matmul_f32_m33_n70_k9(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  %v5 = alloca [2 x i64], align 64
  %v6 = alloca [864 x float], align 64
  store ptr %v6, ptr %v5, align 64
  %v7 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v1, ptr %v7, align 8
  call void @ktune_parallel_for(i64 3, ptr nonnull @ktune_matmul_f32_m33_n70_k9.parallel0, ptr nonnull %v5) #4
  store ptr %v0, ptr %v4, align 64
  %v8 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v6, ptr %v8, align 8
  %v9 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v9, align 16
  call void @ktune_parallel_for(i64 3, ptr nonnull @ktune_matmul_f32_m33_n70_k9.parallel1, ptr nonnull %v4) #4
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
  %v13 = icmp slt i64 %v11, 2
  br i1 %v13, label %v14, label %v15

v15:                              ; preds = %v8
  %v16 = shl nsw i64 %v11, 5
  %v17 = getelementptr float, ptr %v6, i64 %v16
  %v18 = insertelement <32 x i64> poison, i64 %v16, i64 0
  %v19 = shufflevector <32 x i64> %v18, <32 x i64> poison, <32 x i32> zeroinitializer
  %v20 = or disjoint <32 x i64> %v19, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %v21 = icmp slt <32 x i64> %v20, <i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70>
  %v22 = mul i64 %v11, 1152
  %v23 = getelementptr i8, ptr %v4, i64 %v22
  %v24 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v17, i32 4, <32 x i1> %v21, <32 x float> zeroinitializer), !alias.scope !3, !noalias !0
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v24, ptr %v23, i32 64, <32 x i1> %v21), !alias.scope !0, !noalias !3
  %v25 = getelementptr i8, ptr %v17, i64 280
  %v26 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v25, i32 4, <32 x i1> %v21, <32 x float> zeroinitializer), !alias.scope !3, !noalias !0
  %v27 = getelementptr i8, ptr %v23, i64 128
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v26, ptr %v27, i32 64, <32 x i1> %v21), !alias.scope !0, !noalias !3
  %v28 = getelementptr i8, ptr %v17, i64 560
  %v29 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v28, i32 4, <32 x i1> %v21, <32 x float> zeroinitializer), !alias.scope !3, !noalias !0
  %v30 = getelementptr i8, ptr %v23, i64 256
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v29, ptr %v30, i32 64, <32 x i1> %v21), !alias.scope !0, !noalias !3
  %v31 = getelementptr i8, ptr %v17, i64 840
  %v32 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v31, i32 4, <32 x i1> %v21, <32 x float> zeroinitializer), !alias.scope !3, !noalias !0
  %v33 = getelementptr i8, ptr %v23, i64 384
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v32, ptr %v33, i32 64, <32 x i1> %v21), !alias.scope !0, !noalias !3
  %v34 = getelementptr i8, ptr %v17, i64 1120
  %v35 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v34, i32 4, <32 x i1> %v21, <32 x float> zeroinitializer), !alias.scope !3, !noalias !0
  %v36 = getelementptr i8, ptr %v23, i64 512
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v35, ptr %v36, i32 64, <32 x i1> %v21), !alias.scope !0, !noalias !3
  %v37 = getelementptr i8, ptr %v17, i64 1400
  %v38 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v37, i32 4, <32 x i1> %v21, <32 x float> zeroinitializer), !alias.scope !3, !noalias !0
  %v39 = getelementptr i8, ptr %v23, i64 640
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v38, ptr %v39, i32 64, <32 x i1> %v21), !alias.scope !0, !noalias !3
  %v40 = getelementptr i8, ptr %v17, i64 1680
  %v41 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v40, i32 4, <32 x i1> %v21, <32 x float> zeroinitializer), !alias.scope !3, !noalias !0
  %v42 = getelementptr i8, ptr %v23, i64 768
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v41, ptr %v42, i32 64, <32 x i1> %v21), !alias.scope !0, !noalias !3
  %v43 = getelementptr i8, ptr %v17, i64 1960
  %v44 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v43, i32 4, <32 x i1> %v21, <32 x float> zeroinitializer), !alias.scope !3, !noalias !0
  %v45 = getelementptr i8, ptr %v23, i64 896
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v44, ptr %v45, i32 64, <32 x i1> %v21), !alias.scope !0, !noalias !3
  %v46 = getelementptr i8, ptr %v17, i64 2240
  %v47 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v46, i32 4, <32 x i1> %v21, <32 x float> zeroinitializer), !alias.scope !3, !noalias !0
  %v48 = getelementptr i8, ptr %v23, i64 1024
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v47, ptr %v48, i32 64, <32 x i1> %v21), !alias.scope !0, !noalias !3
  br label %v10

v14:                               ; preds = %v8
  %v49 = shl i64 %v11, 7
  %v50 = getelementptr i8, ptr %v6, i64 %v49
  %v51 = mul i64 %v11, 1152
  %v52 = getelementptr i8, ptr %v4, i64 %v51
  %v53 = load <32 x float>, ptr %v50, align 4, !alias.scope !3, !noalias !0
  store <32 x float> %v53, ptr %v52, align 64, !alias.scope !0, !noalias !3
  %v54 = getelementptr i8, ptr %v50, i64 280
  %v55 = load <32 x float>, ptr %v54, align 4, !alias.scope !3, !noalias !0
  %v56 = getelementptr i8, ptr %v52, i64 128
  store <32 x float> %v55, ptr %v56, align 64, !alias.scope !0, !noalias !3
  %v57 = getelementptr i8, ptr %v50, i64 560
  %v58 = load <32 x float>, ptr %v57, align 4, !alias.scope !3, !noalias !0
  %v59 = getelementptr i8, ptr %v52, i64 256
  store <32 x float> %v58, ptr %v59, align 64, !alias.scope !0, !noalias !3
  %v60 = getelementptr i8, ptr %v50, i64 840
  %v61 = load <32 x float>, ptr %v60, align 4, !alias.scope !3, !noalias !0
  %v62 = getelementptr i8, ptr %v52, i64 384
  store <32 x float> %v61, ptr %v62, align 64, !alias.scope !0, !noalias !3
  %v63 = getelementptr i8, ptr %v50, i64 1120
  %v64 = load <32 x float>, ptr %v63, align 4, !alias.scope !3, !noalias !0
  %v65 = getelementptr i8, ptr %v52, i64 512
  store <32 x float> %v64, ptr %v65, align 64, !alias.scope !0, !noalias !3
  %v66 = getelementptr i8, ptr %v50, i64 1400
  %v67 = load <32 x float>, ptr %v66, align 4, !alias.scope !3, !noalias !0
  %v68 = getelementptr i8, ptr %v52, i64 640
  store <32 x float> %v67, ptr %v68, align 64, !alias.scope !0, !noalias !3
  %v69 = getelementptr i8, ptr %v50, i64 1680
  %v70 = load <32 x float>, ptr %v69, align 4, !alias.scope !3, !noalias !0
  %v71 = getelementptr i8, ptr %v52, i64 768
  store <32 x float> %v70, ptr %v71, align 64, !alias.scope !0, !noalias !3
  %v72 = getelementptr i8, ptr %v50, i64 1960
  %v73 = load <32 x float>, ptr %v72, align 4, !alias.scope !3, !noalias !0
  %v74 = getelementptr i8, ptr %v52, i64 896
  store <32 x float> %v73, ptr %v74, align 64, !alias.scope !0, !noalias !3
  %v75 = getelementptr i8, ptr %v50, i64 2240
  %v76 = load <32 x float>, ptr %v75, align 4, !alias.scope !3, !noalias !0
  %v77 = getelementptr i8, ptr %v52, i64 1024
  store <32 x float> %v76, ptr %v77, align 64, !alias.scope !0, !noalias !3
  br label %v10

v10:                                        ; preds = %v15, %v14
  %v12 = add nuw nsw i64 %v11, 1
  %v78 = icmp eq i64 %v12, %v2
  br i1 %v78, label %v9, label %v8

v9:  ; preds = %v10, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <32 x float> @llvm.masked.load.v32f32.p0(ptr nocapture, i32 immarg, <32 x i1>, <32 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v32f32.p0(<32 x float>, ptr nocapture, i32 immarg, <32 x i1>) #3

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

v10:                         ; preds = %v3
  %v12 = getelementptr inbounds i8, ptr %v4, i64 32
  br label %v13

v13:                                   ; preds = %v10, %v14
  %v15 = phi <32 x float> [ %v16, %v14 ], [ undef, %v10 ]
  %v17 = phi <32 x float> [ %v18, %v14 ], [ undef, %v10 ]
  %v19 = phi <32 x float> [ %v20, %v14 ], [ undef, %v10 ]
  %v21 = phi <32 x float> [ %v22, %v14 ], [ undef, %v10 ]
  %v23 = phi <32 x float> [ %v24, %v14 ], [ undef, %v10 ]
  %v25 = phi <32 x float> [ %v26, %v14 ], [ undef, %v10 ]
  %v27 = phi <32 x float> [ %v28, %v14 ], [ undef, %v10 ]
  %v29 = phi <32 x float> [ %v30, %v14 ], [ undef, %v10 ]
  %v31 = phi <32 x float> [ %v32, %v14 ], [ undef, %v10 ]
  %v33 = phi i64 [ %v34, %v14 ], [ %v1, %v10 ]
  %v35 = icmp slt i64 %v33, 2
  br i1 %v35, label %v36, label %v37

v37:                      ; preds = %v13
  %v38 = shl nsw i64 %v33, 5
  %v39 = insertelement <32 x i64> poison, i64 %v38, i64 0
  %v40 = shufflevector <32 x i64> %v39, <32 x i64> poison, <32 x i32> zeroinitializer
  %v41 = or disjoint <32 x i64> %v40, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %v42 = icmp slt <32 x i64> %v41, <i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70, i64 70>
  %v43 = bitcast <32 x i1> %v42 to i32
  %v44 = icmp eq i32 %v43, 0
  %v45 = mul i64 %v33, 1152
  %v46 = getelementptr i8, ptr %v6, i64 %v45
  %v47 = getelementptr float, ptr %v8, i64 %v38
  %v48 = getelementptr i8, ptr %v46, i64 128
  %v49 = getelementptr i8, ptr %v46, i64 256
  %v50 = getelementptr i8, ptr %v46, i64 384
  %v51 = getelementptr i8, ptr %v46, i64 512
  %v52 = getelementptr i8, ptr %v46, i64 640
  %v53 = getelementptr i8, ptr %v46, i64 768
  %v54 = getelementptr i8, ptr %v46, i64 896
  %v55 = getelementptr i8, ptr %v46, i64 1024
  %v56 = getelementptr i8, ptr %v46, i64 1024
  br label %v57

v36:                         ; preds = %v13
  %v58 = mul i64 %v33, 1152
  %v59 = getelementptr i8, ptr %v6, i64 %v58
  %v60 = shl i64 %v33, 7
  %v61 = getelementptr i8, ptr %v8, i64 %v60
  %v62 = getelementptr i8, ptr %v59, i64 128
  %v63 = getelementptr i8, ptr %v59, i64 256
  %v64 = getelementptr i8, ptr %v59, i64 384
  %v65 = getelementptr i8, ptr %v59, i64 512
  %v66 = getelementptr i8, ptr %v59, i64 640
  %v67 = getelementptr i8, ptr %v59, i64 768
  %v68 = getelementptr i8, ptr %v59, i64 896
  %v69 = getelementptr i8, ptr %v59, i64 1024
  %v70 = getelementptr i8, ptr %v59, i64 1024
  br label %v71

v14:                                        ; preds = %v72, %v73
  %v16 = phi <32 x float> [ %v15, %v73 ], [ %v74, %v72 ]
  %v18 = phi <32 x float> [ %v17, %v73 ], [ %v75, %v72 ]
  %v20 = phi <32 x float> [ %v19, %v73 ], [ %v76, %v72 ]
  %v22 = phi <32 x float> [ %v21, %v73 ], [ %v77, %v72 ]
  %v24 = phi <32 x float> [ %v23, %v73 ], [ %v78, %v72 ]
  %v26 = phi <32 x float> [ %v25, %v73 ], [ %v79, %v72 ]
  %v28 = phi <32 x float> [ %v27, %v73 ], [ %v80, %v72 ]
  %v30 = phi <32 x float> [ %v29, %v73 ], [ %v81, %v72 ]
  %v32 = phi <32 x float> [ %v31, %v73 ], [ %v82, %v72 ]
  %v34 = add nuw nsw i64 %v33, 1
  %v83 = icmp eq i64 %v34, %v2
  br i1 %v83, label %v11, label %v13

v71:                                   ; preds = %v36, %v73
  %v84 = phi i64 [ %v85, %v73 ], [ 0, %v36 ]
  %v86 = icmp ult i64 %v84, 4
  %v87 = mul nuw nsw i64 %v84, 72
  br i1 %v86, label %v88, label %v89

v89:                       ; preds = %v71
  %v90 = getelementptr inbounds float, ptr %v4, i64 %v87
  %v91 = load float, ptr %v90, align 4, !alias.scope !5, !noalias !12
  %v92 = insertelement <32 x float> poison, float %v91, i64 0
  %v93 = shufflevector <32 x float> %v92, <32 x float> poison, <32 x i32> zeroinitializer
  %v94 = load <32 x float>, ptr %v59, align 64, !alias.scope !8, !noalias !13
  %v95 = fmul contract <32 x float> %v94, %v93
  %v96 = fadd contract <32 x float> %v95, zeroinitializer
  %v97 = or disjoint i64 %v87, 1
  %v98 = getelementptr inbounds float, ptr %v4, i64 %v97
  %v99 = load float, ptr %v98, align 4, !alias.scope !5, !noalias !12
  %v100 = insertelement <32 x float> poison, float %v99, i64 0
  %v101 = shufflevector <32 x float> %v100, <32 x float> poison, <32 x i32> zeroinitializer
  %v102 = load <32 x float>, ptr %v62, align 64, !alias.scope !8, !noalias !13
  %v103 = fmul contract <32 x float> %v102, %v101
  %v104 = fadd contract <32 x float> %v96, %v103
  %v105 = or disjoint i64 %v87, 2
  %v106 = getelementptr inbounds float, ptr %v4, i64 %v105
  %v107 = load float, ptr %v106, align 4, !alias.scope !5, !noalias !12
  %v108 = insertelement <32 x float> poison, float %v107, i64 0
  %v109 = shufflevector <32 x float> %v108, <32 x float> poison, <32 x i32> zeroinitializer
  %v110 = load <32 x float>, ptr %v63, align 64, !alias.scope !8, !noalias !13
  %v111 = fmul contract <32 x float> %v110, %v109
  %v112 = fadd contract <32 x float> %v104, %v111
  %v113 = or disjoint i64 %v87, 3
  %v114 = getelementptr inbounds float, ptr %v4, i64 %v113
  %v115 = load float, ptr %v114, align 4, !alias.scope !5, !noalias !12
  %v116 = insertelement <32 x float> poison, float %v115, i64 0
  %v117 = shufflevector <32 x float> %v116, <32 x float> poison, <32 x i32> zeroinitializer
  %v118 = load <32 x float>, ptr %v64, align 64, !alias.scope !8, !noalias !13
  %v119 = fmul contract <32 x float> %v118, %v117
  %v120 = fadd contract <32 x float> %v112, %v119
  %v121 = or disjoint i64 %v87, 4
  %v122 = getelementptr inbounds float, ptr %v4, i64 %v121
  %v123 = load float, ptr %v122, align 4, !alias.scope !5, !noalias !12
  %v124 = insertelement <32 x float> poison, float %v123, i64 0
  %v125 = shufflevector <32 x float> %v124, <32 x float> poison, <32 x i32> zeroinitializer
  %v126 = load <32 x float>, ptr %v65, align 64, !alias.scope !8, !noalias !13
  %v127 = fmul contract <32 x float> %v126, %v125
  %v128 = fadd contract <32 x float> %v120, %v127
  %v129 = or disjoint i64 %v87, 5
  %v130 = getelementptr inbounds float, ptr %v4, i64 %v129
  %v131 = load float, ptr %v130, align 4, !alias.scope !5, !noalias !12
  %v132 = insertelement <32 x float> poison, float %v131, i64 0
  %v133 = shufflevector <32 x float> %v132, <32 x float> poison, <32 x i32> zeroinitializer
  %v134 = load <32 x float>, ptr %v66, align 64, !alias.scope !8, !noalias !13
  %v135 = fmul contract <32 x float> %v134, %v133
  %v136 = fadd contract <32 x float> %v128, %v135
  %v137 = or disjoint i64 %v87, 6
  %v138 = getelementptr inbounds float, ptr %v4, i64 %v137
  %v139 = load float, ptr %v138, align 4, !alias.scope !5, !noalias !12
  %v140 = insertelement <32 x float> poison, float %v139, i64 0
  %v141 = shufflevector <32 x float> %v140, <32 x float> poison, <32 x i32> zeroinitializer
  %v142 = load <32 x float>, ptr %v67, align 64, !alias.scope !8, !noalias !13
  %v143 = fmul contract <32 x float> %v142, %v141
  %v144 = fadd contract <32 x float> %v136, %v143
  %v145 = or disjoint i64 %v87, 7
  %v146 = getelementptr inbounds float, ptr %v4, i64 %v145
  %v147 = load float, ptr %v146, align 4, !alias.scope !5, !noalias !12
  %v148 = insertelement <32 x float> poison, float %v147, i64 0
  %v149 = shufflevector <32 x float> %v148, <32 x float> poison, <32 x i32> zeroinitializer
  %v150 = load <32 x float>, ptr %v68, align 64, !alias.scope !8, !noalias !13
  %v151 = fmul contract <32 x float> %v150, %v149
  %v152 = fadd contract <32 x float> %v144, %v151
  %v153 = mul nuw nsw i64 %v84, 288
  %v154 = getelementptr inbounds i8, ptr %v12, i64 %v153
  %v155 = load float, ptr %v154, align 4, !alias.scope !5, !noalias !12
  %v156 = insertelement <32 x float> poison, float %v155, i64 0
  %v157 = shufflevector <32 x float> %v156, <32 x float> poison, <32 x i32> zeroinitializer
  %v158 = load <32 x float>, ptr %v69, align 64, !alias.scope !8, !noalias !13
  %v159 = fmul contract <32 x float> %v158, %v157
  %v160 = fadd contract <32 x float> %v152, %v159
  %v161 = mul nuw nsw i64 %v84, 2240
  %v162 = getelementptr i8, ptr %v61, i64 %v161
  store <32 x float> %v160, ptr %v162, align 4, !alias.scope !10, !noalias !14
  br label %v73

v73:                                       ; preds = %v89, %v163
  %v85 = add nuw nsw i64 %v84, 1
  %v164 = icmp eq i64 %v85, 5
  br i1 %v164, label %v14, label %v71

v163:                                   ; preds = %v88
  %v165 = mul nuw nsw i64 %v84, 288
  %v166 = getelementptr inbounds i8, ptr %v4, i64 %v165
  %v167 = getelementptr inbounds i8, ptr %v166, i64 32
  %v168 = load float, ptr %v167, align 4, !alias.scope !5, !noalias !12
  %v169 = insertelement <32 x float> poison, float %v168, i64 0
  %v170 = shufflevector <32 x float> %v169, <32 x float> poison, <32 x i32> zeroinitializer
  %v171 = load <32 x float>, ptr %v70, align 64, !alias.scope !8, !noalias !13
  %v172 = fmul contract <32 x float> %v171, %v170
  %v173 = fadd contract <32 x float> %v174, %v172
  %v175 = getelementptr inbounds i8, ptr %v166, i64 68
  %v176 = load float, ptr %v175, align 4, !alias.scope !5, !noalias !12
  %v177 = insertelement <32 x float> poison, float %v176, i64 0
  %v178 = shufflevector <32 x float> %v177, <32 x float> poison, <32 x i32> zeroinitializer
  %v179 = fmul contract <32 x float> %v171, %v178
  %v180 = fadd contract <32 x float> %v181, %v179
  %v182 = getelementptr inbounds i8, ptr %v166, i64 104
  %v183 = load float, ptr %v182, align 4, !alias.scope !5, !noalias !12
  %v184 = insertelement <32 x float> poison, float %v183, i64 0
  %v185 = shufflevector <32 x float> %v184, <32 x float> poison, <32 x i32> zeroinitializer
  %v186 = fmul contract <32 x float> %v171, %v185
  %v187 = fadd contract <32 x float> %v188, %v186
  %v189 = getelementptr inbounds i8, ptr %v166, i64 140
  %v190 = load float, ptr %v189, align 4, !alias.scope !5, !noalias !12
  %v191 = insertelement <32 x float> poison, float %v190, i64 0
  %v192 = shufflevector <32 x float> %v191, <32 x float> poison, <32 x i32> zeroinitializer
  %v193 = fmul contract <32 x float> %v171, %v192
  %v194 = fadd contract <32 x float> %v195, %v193
  %v196 = getelementptr inbounds i8, ptr %v166, i64 176
  %v197 = load float, ptr %v196, align 4, !alias.scope !5, !noalias !12
  %v198 = insertelement <32 x float> poison, float %v197, i64 0
  %v199 = shufflevector <32 x float> %v198, <32 x float> poison, <32 x i32> zeroinitializer
  %v200 = fmul contract <32 x float> %v171, %v199
  %v201 = fadd contract <32 x float> %v202, %v200
  %v203 = getelementptr inbounds i8, ptr %v166, i64 212
  %v204 = load float, ptr %v203, align 4, !alias.scope !5, !noalias !12
  %v205 = insertelement <32 x float> poison, float %v204, i64 0
  %v206 = shufflevector <32 x float> %v205, <32 x float> poison, <32 x i32> zeroinitializer
  %v207 = fmul contract <32 x float> %v171, %v206
  %v208 = fadd contract <32 x float> %v209, %v207
  %v210 = getelementptr inbounds i8, ptr %v166, i64 248
  %v211 = load float, ptr %v210, align 4, !alias.scope !5, !noalias !12
  %v212 = insertelement <32 x float> poison, float %v211, i64 0
  %v213 = shufflevector <32 x float> %v212, <32 x float> poison, <32 x i32> zeroinitializer
  %v214 = fmul contract <32 x float> %v171, %v213
  %v215 = fadd contract <32 x float> %v216, %v214
  %v217 = getelementptr inbounds i8, ptr %v166, i64 284
  %v218 = load float, ptr %v217, align 4, !alias.scope !5, !noalias !12
  %v219 = insertelement <32 x float> poison, float %v218, i64 0
  %v220 = shufflevector <32 x float> %v219, <32 x float> poison, <32 x i32> zeroinitializer
  %v221 = fmul contract <32 x float> %v171, %v220
  %v222 = fadd contract <32 x float> %v223, %v221
  %v224 = mul nuw nsw i64 %v84, 2240
  %v225 = getelementptr i8, ptr %v61, i64 %v224
  store <32 x float> %v173, ptr %v225, align 4, !alias.scope !10, !noalias !14
  %v226 = getelementptr i8, ptr %v225, i64 280
  store <32 x float> %v180, ptr %v226, align 4, !alias.scope !10, !noalias !14
  %v227 = getelementptr i8, ptr %v225, i64 560
  store <32 x float> %v187, ptr %v227, align 4, !alias.scope !10, !noalias !14
  %v228 = getelementptr i8, ptr %v225, i64 840
  store <32 x float> %v194, ptr %v228, align 4, !alias.scope !10, !noalias !14
  %v229 = getelementptr i8, ptr %v225, i64 1120
  store <32 x float> %v201, ptr %v229, align 4, !alias.scope !10, !noalias !14
  %v230 = getelementptr i8, ptr %v225, i64 1400
  store <32 x float> %v208, ptr %v230, align 4, !alias.scope !10, !noalias !14
  %v231 = getelementptr i8, ptr %v225, i64 1680
  store <32 x float> %v215, ptr %v231, align 4, !alias.scope !10, !noalias !14
  %v232 = getelementptr i8, ptr %v225, i64 1960
  store <32 x float> %v222, ptr %v232, align 4, !alias.scope !10, !noalias !14
  br label %v73

v88:                                       ; preds = %v71, %v88
  %v233 = phi i64 [ %v234, %v88 ], [ 0, %v71 ]
  %v235 = phi <32 x float> [ %v174, %v88 ], [ zeroinitializer, %v71 ]
  %v236 = phi <32 x float> [ %v181, %v88 ], [ zeroinitializer, %v71 ]
  %v237 = phi <32 x float> [ %v188, %v88 ], [ zeroinitializer, %v71 ]
  %v238 = phi <32 x float> [ %v195, %v88 ], [ zeroinitializer, %v71 ]
  %v239 = phi <32 x float> [ %v202, %v88 ], [ zeroinitializer, %v71 ]
  %v240 = phi <32 x float> [ %v209, %v88 ], [ zeroinitializer, %v71 ]
  %v241 = phi <32 x float> [ %v216, %v88 ], [ zeroinitializer, %v71 ]
  %v242 = phi <32 x float> [ %v223, %v88 ], [ zeroinitializer, %v71 ]
  %v243 = shl nuw nsw i64 %v233, 1
  %v244 = add nuw nsw i64 %v243, %v87
  %v245 = getelementptr inbounds float, ptr %v4, i64 %v244
  %v246 = load float, ptr %v245, align 4, !alias.scope !5, !noalias !12
  %v247 = insertelement <32 x float> poison, float %v246, i64 0
  %v248 = shufflevector <32 x float> %v247, <32 x float> poison, <32 x i32> zeroinitializer
  %v249 = shl nuw nsw i64 %v233, 8
  %v250 = getelementptr i8, ptr %v59, i64 %v249
  %v251 = load <32 x float>, ptr %v250, align 64, !alias.scope !8, !noalias !13
  %v252 = fmul contract <32 x float> %v251, %v248
  %v253 = fadd contract <32 x float> %v235, %v252
  %v254 = getelementptr inbounds i8, ptr %v245, i64 36
  %v255 = load float, ptr %v254, align 4, !alias.scope !5, !noalias !12
  %v256 = insertelement <32 x float> poison, float %v255, i64 0
  %v257 = shufflevector <32 x float> %v256, <32 x float> poison, <32 x i32> zeroinitializer
  %v258 = fmul contract <32 x float> %v251, %v257
  %v259 = fadd contract <32 x float> %v236, %v258
  %v260 = getelementptr inbounds i8, ptr %v245, i64 72
  %v261 = load float, ptr %v260, align 4, !alias.scope !5, !noalias !12
  %v262 = insertelement <32 x float> poison, float %v261, i64 0
  %v263 = shufflevector <32 x float> %v262, <32 x float> poison, <32 x i32> zeroinitializer
  %v264 = fmul contract <32 x float> %v251, %v263
  %v265 = fadd contract <32 x float> %v237, %v264
  %v266 = getelementptr inbounds i8, ptr %v245, i64 108
  %v267 = load float, ptr %v266, align 4, !alias.scope !5, !noalias !12
  %v268 = insertelement <32 x float> poison, float %v267, i64 0
  %v269 = shufflevector <32 x float> %v268, <32 x float> poison, <32 x i32> zeroinitializer
  %v270 = fmul contract <32 x float> %v251, %v269
  %v271 = fadd contract <32 x float> %v238, %v270
  %v272 = getelementptr inbounds i8, ptr %v245, i64 144
  %v273 = load float, ptr %v272, align 4, !alias.scope !5, !noalias !12
  %v274 = insertelement <32 x float> poison, float %v273, i64 0
  %v275 = shufflevector <32 x float> %v274, <32 x float> poison, <32 x i32> zeroinitializer
  %v276 = fmul contract <32 x float> %v251, %v275
  %v277 = fadd contract <32 x float> %v239, %v276
  %v278 = getelementptr inbounds i8, ptr %v245, i64 180
  %v279 = load float, ptr %v278, align 4, !alias.scope !5, !noalias !12
  %v280 = insertelement <32 x float> poison, float %v279, i64 0
  %v281 = shufflevector <32 x float> %v280, <32 x float> poison, <32 x i32> zeroinitializer
  %v282 = fmul contract <32 x float> %v251, %v281
  %v283 = fadd contract <32 x float> %v240, %v282
  %v284 = getelementptr inbounds i8, ptr %v245, i64 216
  %v285 = load float, ptr %v284, align 4, !alias.scope !5, !noalias !12
  %v286 = insertelement <32 x float> poison, float %v285, i64 0
  %v287 = shufflevector <32 x float> %v286, <32 x float> poison, <32 x i32> zeroinitializer
  %v288 = fmul contract <32 x float> %v251, %v287
  %v289 = fadd contract <32 x float> %v241, %v288
  %v290 = getelementptr inbounds i8, ptr %v245, i64 252
  %v291 = load float, ptr %v290, align 4, !alias.scope !5, !noalias !12
  %v292 = insertelement <32 x float> poison, float %v291, i64 0
  %v293 = shufflevector <32 x float> %v292, <32 x float> poison, <32 x i32> zeroinitializer
  %v294 = fmul contract <32 x float> %v251, %v293
  %v295 = fadd contract <32 x float> %v242, %v294
  %v296 = or disjoint i64 %v244, 1
  %v297 = getelementptr inbounds float, ptr %v4, i64 %v296
  %v298 = load float, ptr %v297, align 4, !alias.scope !5, !noalias !12
  %v299 = insertelement <32 x float> poison, float %v298, i64 0
  %v300 = shufflevector <32 x float> %v299, <32 x float> poison, <32 x i32> zeroinitializer
  %v301 = getelementptr i8, ptr %v250, i64 128
  %v302 = load <32 x float>, ptr %v301, align 64, !alias.scope !8, !noalias !13
  %v303 = fmul contract <32 x float> %v302, %v300
  %v174 = fadd contract <32 x float> %v253, %v303
  %v304 = getelementptr inbounds i8, ptr %v245, i64 40
  %v305 = load float, ptr %v304, align 4, !alias.scope !5, !noalias !12
  %v306 = insertelement <32 x float> poison, float %v305, i64 0
  %v307 = shufflevector <32 x float> %v306, <32 x float> poison, <32 x i32> zeroinitializer
  %v308 = fmul contract <32 x float> %v302, %v307
  %v181 = fadd contract <32 x float> %v259, %v308
  %v309 = getelementptr inbounds i8, ptr %v245, i64 76
  %v310 = load float, ptr %v309, align 4, !alias.scope !5, !noalias !12
  %v311 = insertelement <32 x float> poison, float %v310, i64 0
  %v312 = shufflevector <32 x float> %v311, <32 x float> poison, <32 x i32> zeroinitializer
  %v313 = fmul contract <32 x float> %v302, %v312
  %v188 = fadd contract <32 x float> %v265, %v313
  %v314 = getelementptr inbounds i8, ptr %v245, i64 112
  %v315 = load float, ptr %v314, align 4, !alias.scope !5, !noalias !12
  %v316 = insertelement <32 x float> poison, float %v315, i64 0
  %v317 = shufflevector <32 x float> %v316, <32 x float> poison, <32 x i32> zeroinitializer
  %v318 = fmul contract <32 x float> %v302, %v317
  %v195 = fadd contract <32 x float> %v271, %v318
  %v319 = getelementptr inbounds i8, ptr %v245, i64 148
  %v320 = load float, ptr %v319, align 4, !alias.scope !5, !noalias !12
  %v321 = insertelement <32 x float> poison, float %v320, i64 0
  %v322 = shufflevector <32 x float> %v321, <32 x float> poison, <32 x i32> zeroinitializer
  %v323 = fmul contract <32 x float> %v302, %v322
  %v202 = fadd contract <32 x float> %v277, %v323
  %v324 = getelementptr inbounds i8, ptr %v245, i64 184
  %v325 = load float, ptr %v324, align 4, !alias.scope !5, !noalias !12
  %v326 = insertelement <32 x float> poison, float %v325, i64 0
  %v327 = shufflevector <32 x float> %v326, <32 x float> poison, <32 x i32> zeroinitializer
  %v328 = fmul contract <32 x float> %v302, %v327
  %v209 = fadd contract <32 x float> %v283, %v328
  %v329 = getelementptr inbounds i8, ptr %v245, i64 220
  %v330 = load float, ptr %v329, align 4, !alias.scope !5, !noalias !12
  %v331 = insertelement <32 x float> poison, float %v330, i64 0
  %v332 = shufflevector <32 x float> %v331, <32 x float> poison, <32 x i32> zeroinitializer
  %v333 = fmul contract <32 x float> %v302, %v332
  %v216 = fadd contract <32 x float> %v289, %v333
  %v334 = getelementptr inbounds i8, ptr %v245, i64 256
  %v335 = load float, ptr %v334, align 4, !alias.scope !5, !noalias !12
  %v336 = insertelement <32 x float> poison, float %v335, i64 0
  %v337 = shufflevector <32 x float> %v336, <32 x float> poison, <32 x i32> zeroinitializer
  %v338 = fmul contract <32 x float> %v302, %v337
  %v223 = fadd contract <32 x float> %v295, %v338
  %v234 = add nuw nsw i64 %v233, 1
  %v339 = icmp eq i64 %v234, 4
  br i1 %v339, label %v163, label %v88

v57:                                ; preds = %v37, %v72
  %v340 = phi <32 x float> [ %v74, %v72 ], [ %v15, %v37 ]
  %v341 = phi <32 x float> [ %v75, %v72 ], [ %v17, %v37 ]
  %v342 = phi <32 x float> [ %v76, %v72 ], [ %v19, %v37 ]
  %v343 = phi <32 x float> [ %v77, %v72 ], [ %v21, %v37 ]
  %v344 = phi <32 x float> [ %v78, %v72 ], [ %v23, %v37 ]
  %v345 = phi <32 x float> [ %v79, %v72 ], [ %v25, %v37 ]
  %v346 = phi <32 x float> [ %v80, %v72 ], [ %v27, %v37 ]
  %v347 = phi <32 x float> [ %v81, %v72 ], [ %v29, %v37 ]
  %v348 = phi <32 x float> [ %v82, %v72 ], [ %v31, %v37 ]
  %v349 = phi i64 [ %v350, %v72 ], [ 0, %v37 ]
  %v351 = icmp ult i64 %v349, 4
  br i1 %v351, label %v352, label %v353

v352:                                     ; preds = %v57
  %v354 = select contract <32 x i1> %v42, <32 x float> zeroinitializer, <32 x float> %v347
  %v355 = select contract <32 x i1> %v42, <32 x float> zeroinitializer, <32 x float> %v346
  %v356 = select contract <32 x i1> %v42, <32 x float> zeroinitializer, <32 x float> %v345
  %v357 = select contract <32 x i1> %v42, <32 x float> zeroinitializer, <32 x float> %v344
  %v358 = select contract <32 x i1> %v42, <32 x float> zeroinitializer, <32 x float> %v343
  %v359 = select contract <32 x i1> %v42, <32 x float> zeroinitializer, <32 x float> %v342
  %v360 = select contract <32 x i1> %v42, <32 x float> zeroinitializer, <32 x float> %v341
  %v361 = select contract <32 x i1> %v42, <32 x float> zeroinitializer, <32 x float> %v340
  %v362 = mul nuw nsw i64 %v349, 72
  br label %v363

v72:                                     ; preds = %v353, %v364
  %v74 = phi <32 x float> [ %v365, %v364 ], [ %v340, %v353 ]
  %v75 = phi <32 x float> [ %v366, %v364 ], [ %v341, %v353 ]
  %v76 = phi <32 x float> [ %v367, %v364 ], [ %v342, %v353 ]
  %v77 = phi <32 x float> [ %v368, %v364 ], [ %v343, %v353 ]
  %v78 = phi <32 x float> [ %v369, %v364 ], [ %v344, %v353 ]
  %v79 = phi <32 x float> [ %v370, %v364 ], [ %v345, %v353 ]
  %v80 = phi <32 x float> [ %v371, %v364 ], [ %v346, %v353 ]
  %v81 = phi <32 x float> [ %v372, %v364 ], [ %v347, %v353 ]
  %v82 = phi <32 x float> [ %v348, %v364 ], [ %v373, %v353 ]
  %v350 = add nuw nsw i64 %v349, 1
  %v374 = icmp eq i64 %v350, 5
  br i1 %v374, label %v14, label %v57

v353:                                     ; preds = %v57
  %v375 = select contract <32 x i1> %v42, <32 x float> zeroinitializer, <32 x float> %v348
  %v376 = mul nuw nsw i64 %v349, 72
  %v377 = select i1 %v44, i64 0, i64 %v376
  %v378 = getelementptr float, ptr %v4, i64 %v377
  %v379 = load float, ptr %v378, align 4, !alias.scope !5, !noalias !12
  %v380 = insertelement <32 x float> poison, float %v379, i64 0
  %v381 = shufflevector <32 x float> %v380, <32 x float> poison, <32 x i32> zeroinitializer
  %v382 = select contract <32 x i1> %v42, <32 x float> %v381, <32 x float> zeroinitializer
  %v383 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v46, i32 64, <32 x i1> %v42, <32 x float> zeroinitializer), !alias.scope !8, !noalias !13
  %v384 = fmul contract <32 x float> %v383, %v382
  %v385 = fadd contract <32 x float> %v375, %v384
  %v386 = or disjoint i64 %v376, 1
  %v387 = select i1 %v44, i64 0, i64 %v386
  %v388 = getelementptr float, ptr %v4, i64 %v387
  %v389 = load float, ptr %v388, align 4, !alias.scope !5, !noalias !12
  %v390 = insertelement <32 x float> poison, float %v389, i64 0
  %v391 = shufflevector <32 x float> %v390, <32 x float> poison, <32 x i32> zeroinitializer
  %v392 = select contract <32 x i1> %v42, <32 x float> %v391, <32 x float> zeroinitializer
  %v393 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v48, i32 64, <32 x i1> %v42, <32 x float> zeroinitializer), !alias.scope !8, !noalias !13
  %v394 = fmul contract <32 x float> %v393, %v392
  %v395 = fadd contract <32 x float> %v385, %v394
  %v396 = select contract <32 x i1> %v42, <32 x float> %v395, <32 x float> %v348
  %v397 = or disjoint i64 %v376, 2
  %v398 = select i1 %v44, i64 0, i64 %v397
  %v399 = getelementptr float, ptr %v4, i64 %v398
  %v400 = load float, ptr %v399, align 4, !alias.scope !5, !noalias !12
  %v401 = insertelement <32 x float> poison, float %v400, i64 0
  %v402 = shufflevector <32 x float> %v401, <32 x float> poison, <32 x i32> zeroinitializer
  %v403 = select contract <32 x i1> %v42, <32 x float> %v402, <32 x float> zeroinitializer
  %v404 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v49, i32 64, <32 x i1> %v42, <32 x float> zeroinitializer), !alias.scope !8, !noalias !13
  %v405 = fmul contract <32 x float> %v404, %v403
  %v406 = fadd contract <32 x float> %v396, %v405
  %v407 = or disjoint i64 %v376, 3
  %v408 = select i1 %v44, i64 0, i64 %v407
  %v409 = getelementptr float, ptr %v4, i64 %v408
  %v410 = load float, ptr %v409, align 4, !alias.scope !5, !noalias !12
  %v411 = insertelement <32 x float> poison, float %v410, i64 0
  %v412 = shufflevector <32 x float> %v411, <32 x float> poison, <32 x i32> zeroinitializer
  %v413 = select contract <32 x i1> %v42, <32 x float> %v412, <32 x float> zeroinitializer
  %v414 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v50, i32 64, <32 x i1> %v42, <32 x float> zeroinitializer), !alias.scope !8, !noalias !13
  %v415 = fmul contract <32 x float> %v414, %v413
  %v416 = fadd contract <32 x float> %v406, %v415
  %v417 = select contract <32 x i1> %v42, <32 x float> %v416, <32 x float> %v348
  %v418 = or disjoint i64 %v376, 4
  %v419 = select i1 %v44, i64 0, i64 %v418
  %v420 = getelementptr float, ptr %v4, i64 %v419
  %v421 = load float, ptr %v420, align 4, !alias.scope !5, !noalias !12
  %v422 = insertelement <32 x float> poison, float %v421, i64 0
  %v423 = shufflevector <32 x float> %v422, <32 x float> poison, <32 x i32> zeroinitializer
  %v424 = select contract <32 x i1> %v42, <32 x float> %v423, <32 x float> zeroinitializer
  %v425 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v51, i32 64, <32 x i1> %v42, <32 x float> zeroinitializer), !alias.scope !8, !noalias !13
  %v426 = fmul contract <32 x float> %v425, %v424
  %v427 = fadd contract <32 x float> %v417, %v426
  %v428 = or disjoint i64 %v376, 5
  %v429 = select i1 %v44, i64 0, i64 %v428
  %v430 = getelementptr float, ptr %v4, i64 %v429
  %v431 = load float, ptr %v430, align 4, !alias.scope !5, !noalias !12
  %v432 = insertelement <32 x float> poison, float %v431, i64 0
  %v433 = shufflevector <32 x float> %v432, <32 x float> poison, <32 x i32> zeroinitializer
  %v434 = select contract <32 x i1> %v42, <32 x float> %v433, <32 x float> zeroinitializer
  %v435 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v52, i32 64, <32 x i1> %v42, <32 x float> zeroinitializer), !alias.scope !8, !noalias !13
  %v436 = fmul contract <32 x float> %v435, %v434
  %v437 = fadd contract <32 x float> %v427, %v436
  %v438 = select contract <32 x i1> %v42, <32 x float> %v437, <32 x float> %v348
  %v439 = or disjoint i64 %v376, 6
  %v440 = select i1 %v44, i64 0, i64 %v439
  %v441 = getelementptr float, ptr %v4, i64 %v440
  %v442 = load float, ptr %v441, align 4, !alias.scope !5, !noalias !12
  %v443 = insertelement <32 x float> poison, float %v442, i64 0
  %v444 = shufflevector <32 x float> %v443, <32 x float> poison, <32 x i32> zeroinitializer
  %v445 = select contract <32 x i1> %v42, <32 x float> %v444, <32 x float> zeroinitializer
  %v446 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v53, i32 64, <32 x i1> %v42, <32 x float> zeroinitializer), !alias.scope !8, !noalias !13
  %v447 = fmul contract <32 x float> %v446, %v445
  %v448 = fadd contract <32 x float> %v438, %v447
  %v449 = or disjoint i64 %v376, 7
  %v450 = select i1 %v44, i64 0, i64 %v449
  %v451 = getelementptr float, ptr %v4, i64 %v450
  %v452 = load float, ptr %v451, align 4, !alias.scope !5, !noalias !12
  %v453 = insertelement <32 x float> poison, float %v452, i64 0
  %v454 = shufflevector <32 x float> %v453, <32 x float> poison, <32 x i32> zeroinitializer
  %v455 = select contract <32 x i1> %v42, <32 x float> %v454, <32 x float> zeroinitializer
  %v456 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v54, i32 64, <32 x i1> %v42, <32 x float> zeroinitializer), !alias.scope !8, !noalias !13
  %v457 = fmul contract <32 x float> %v456, %v455
  %v458 = fadd contract <32 x float> %v448, %v457
  %v459 = select contract <32 x i1> %v42, <32 x float> %v458, <32 x float> %v348
  %v460 = add nuw nsw i64 %v376, 8
  %v461 = select i1 %v44, i64 0, i64 %v460
  %v462 = getelementptr float, ptr %v4, i64 %v461
  %v463 = load float, ptr %v462, align 4, !alias.scope !5, !noalias !12
  %v464 = insertelement <32 x float> poison, float %v463, i64 0
  %v465 = shufflevector <32 x float> %v464, <32 x float> poison, <32 x i32> zeroinitializer
  %v466 = select contract <32 x i1> %v42, <32 x float> %v465, <32 x float> zeroinitializer
  %v467 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v55, i32 64, <32 x i1> %v42, <32 x float> zeroinitializer), !alias.scope !8, !noalias !13
  %v468 = fmul contract <32 x float> %v467, %v466
  %v469 = fadd contract <32 x float> %v459, %v468
  %v373 = select contract <32 x i1> %v42, <32 x float> %v469, <32 x float> %v348
  %v470 = select contract <32 x i1> %v42, <32 x float> %v469, <32 x float> zeroinitializer
  %v471 = mul nuw nsw i64 %v349, 2240
  %v472 = getelementptr i8, ptr %v47, i64 %v471
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v470, ptr %v472, i32 4, <32 x i1> %v42), !alias.scope !10, !noalias !14
  br label %v72

v364:                                ; preds = %v363
  %v473 = add nuw nsw i64 %v362, 8
  %v474 = select i1 %v44, i64 0, i64 %v473
  %v475 = getelementptr float, ptr %v4, i64 %v474
  %v476 = load float, ptr %v475, align 4, !alias.scope !5, !noalias !12
  %v477 = insertelement <32 x float> poison, float %v476, i64 0
  %v478 = shufflevector <32 x float> %v477, <32 x float> poison, <32 x i32> zeroinitializer
  %v479 = select contract <32 x i1> %v42, <32 x float> %v478, <32 x float> zeroinitializer
  %v480 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v56, i32 64, <32 x i1> %v42, <32 x float> zeroinitializer), !alias.scope !8, !noalias !13
  %v481 = fmul contract <32 x float> %v480, %v479
  %v482 = fadd contract <32 x float> %v483, %v481
  %v372 = select contract <32 x i1> %v42, <32 x float> %v482, <32 x float> %v484
  %v485 = add nuw nsw i64 %v362, 17
  %v486 = select i1 %v44, i64 0, i64 %v485
  %v487 = getelementptr float, ptr %v4, i64 %v486
  %v488 = load float, ptr %v487, align 4, !alias.scope !5, !noalias !12
  %v489 = insertelement <32 x float> poison, float %v488, i64 0
  %v490 = shufflevector <32 x float> %v489, <32 x float> poison, <32 x i32> zeroinitializer
  %v491 = select contract <32 x i1> %v42, <32 x float> %v490, <32 x float> zeroinitializer
  %v492 = fmul contract <32 x float> %v480, %v491
  %v493 = fadd contract <32 x float> %v494, %v492
  %v371 = select contract <32 x i1> %v42, <32 x float> %v493, <32 x float> %v495
  %v496 = add nuw nsw i64 %v362, 26
  %v497 = select i1 %v44, i64 0, i64 %v496
  %v498 = getelementptr float, ptr %v4, i64 %v497
  %v499 = load float, ptr %v498, align 4, !alias.scope !5, !noalias !12
  %v500 = insertelement <32 x float> poison, float %v499, i64 0
  %v501 = shufflevector <32 x float> %v500, <32 x float> poison, <32 x i32> zeroinitializer
  %v502 = select contract <32 x i1> %v42, <32 x float> %v501, <32 x float> zeroinitializer
  %v503 = fmul contract <32 x float> %v480, %v502
  %v504 = fadd contract <32 x float> %v505, %v503
  %v370 = select contract <32 x i1> %v42, <32 x float> %v504, <32 x float> %v506
  %v507 = add nuw nsw i64 %v362, 35
  %v508 = select i1 %v44, i64 0, i64 %v507
  %v509 = getelementptr float, ptr %v4, i64 %v508
  %v510 = load float, ptr %v509, align 4, !alias.scope !5, !noalias !12
  %v511 = insertelement <32 x float> poison, float %v510, i64 0
  %v512 = shufflevector <32 x float> %v511, <32 x float> poison, <32 x i32> zeroinitializer
  %v513 = select contract <32 x i1> %v42, <32 x float> %v512, <32 x float> zeroinitializer
  %v514 = fmul contract <32 x float> %v480, %v513
  %v515 = fadd contract <32 x float> %v516, %v514
  %v369 = select contract <32 x i1> %v42, <32 x float> %v515, <32 x float> %v517
  %v518 = add nuw nsw i64 %v362, 44
  %v519 = select i1 %v44, i64 0, i64 %v518
  %v520 = getelementptr float, ptr %v4, i64 %v519
  %v521 = load float, ptr %v520, align 4, !alias.scope !5, !noalias !12
  %v522 = insertelement <32 x float> poison, float %v521, i64 0
  %v523 = shufflevector <32 x float> %v522, <32 x float> poison, <32 x i32> zeroinitializer
  %v524 = select contract <32 x i1> %v42, <32 x float> %v523, <32 x float> zeroinitializer
  %v525 = fmul contract <32 x float> %v480, %v524
  %v526 = fadd contract <32 x float> %v527, %v525
  %v368 = select contract <32 x i1> %v42, <32 x float> %v526, <32 x float> %v528
  %v529 = add nuw nsw i64 %v362, 53
  %v530 = select i1 %v44, i64 0, i64 %v529
  %v531 = getelementptr float, ptr %v4, i64 %v530
  %v532 = load float, ptr %v531, align 4, !alias.scope !5, !noalias !12
  %v533 = insertelement <32 x float> poison, float %v532, i64 0
  %v534 = shufflevector <32 x float> %v533, <32 x float> poison, <32 x i32> zeroinitializer
  %v535 = select contract <32 x i1> %v42, <32 x float> %v534, <32 x float> zeroinitializer
  %v536 = fmul contract <32 x float> %v480, %v535
  %v537 = fadd contract <32 x float> %v538, %v536
  %v367 = select contract <32 x i1> %v42, <32 x float> %v537, <32 x float> %v539
  %v540 = add nuw nsw i64 %v362, 62
  %v541 = select i1 %v44, i64 0, i64 %v540
  %v542 = getelementptr float, ptr %v4, i64 %v541
  %v543 = load float, ptr %v542, align 4, !alias.scope !5, !noalias !12
  %v544 = insertelement <32 x float> poison, float %v543, i64 0
  %v545 = shufflevector <32 x float> %v544, <32 x float> poison, <32 x i32> zeroinitializer
  %v546 = select contract <32 x i1> %v42, <32 x float> %v545, <32 x float> zeroinitializer
  %v547 = fmul contract <32 x float> %v480, %v546
  %v548 = fadd contract <32 x float> %v549, %v547
  %v366 = select contract <32 x i1> %v42, <32 x float> %v548, <32 x float> %v550
  %v551 = add nuw nsw i64 %v362, 71
  %v552 = select i1 %v44, i64 0, i64 %v551
  %v553 = getelementptr float, ptr %v4, i64 %v552
  %v554 = load float, ptr %v553, align 4, !alias.scope !5, !noalias !12
  %v555 = insertelement <32 x float> poison, float %v554, i64 0
  %v556 = shufflevector <32 x float> %v555, <32 x float> poison, <32 x i32> zeroinitializer
  %v557 = select contract <32 x i1> %v42, <32 x float> %v556, <32 x float> zeroinitializer
  %v558 = fmul contract <32 x float> %v480, %v557
  %v559 = fadd contract <32 x float> %v560, %v558
  %v365 = select contract <32 x i1> %v42, <32 x float> %v559, <32 x float> %v561
  %v562 = select contract <32 x i1> %v42, <32 x float> %v482, <32 x float> zeroinitializer
  %v563 = mul nuw nsw i64 %v349, 2240
  %v564 = getelementptr i8, ptr %v47, i64 %v563
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v562, ptr %v564, i32 4, <32 x i1> %v42), !alias.scope !10, !noalias !14
  %v565 = select contract <32 x i1> %v42, <32 x float> %v493, <32 x float> zeroinitializer
  %v566 = getelementptr i8, ptr %v564, i64 280
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v565, ptr %v566, i32 4, <32 x i1> %v42), !alias.scope !10, !noalias !14
  %v567 = select contract <32 x i1> %v42, <32 x float> %v504, <32 x float> zeroinitializer
  %v568 = getelementptr i8, ptr %v564, i64 560
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v567, ptr %v568, i32 4, <32 x i1> %v42), !alias.scope !10, !noalias !14
  %v569 = select contract <32 x i1> %v42, <32 x float> %v515, <32 x float> zeroinitializer
  %v570 = getelementptr i8, ptr %v564, i64 840
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v569, ptr %v570, i32 4, <32 x i1> %v42), !alias.scope !10, !noalias !14
  %v571 = select contract <32 x i1> %v42, <32 x float> %v526, <32 x float> zeroinitializer
  %v572 = getelementptr i8, ptr %v564, i64 1120
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v571, ptr %v572, i32 4, <32 x i1> %v42), !alias.scope !10, !noalias !14
  %v573 = select contract <32 x i1> %v42, <32 x float> %v537, <32 x float> zeroinitializer
  %v574 = getelementptr i8, ptr %v564, i64 1400
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v573, ptr %v574, i32 4, <32 x i1> %v42), !alias.scope !10, !noalias !14
  %v575 = select contract <32 x i1> %v42, <32 x float> %v548, <32 x float> zeroinitializer
  %v576 = getelementptr i8, ptr %v564, i64 1680
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v575, ptr %v576, i32 4, <32 x i1> %v42), !alias.scope !10, !noalias !14
  %v577 = select contract <32 x i1> %v42, <32 x float> %v559, <32 x float> zeroinitializer
  %v578 = getelementptr i8, ptr %v564, i64 1960
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v577, ptr %v578, i32 4, <32 x i1> %v42), !alias.scope !10, !noalias !14
  br label %v72

v363:                                     ; preds = %v352, %v363
  %v579 = phi i64 [ 0, %v352 ], [ %v580, %v363 ]
  %v484 = phi <32 x float> [ %v354, %v352 ], [ %v483, %v363 ]
  %v495 = phi <32 x float> [ %v355, %v352 ], [ %v494, %v363 ]
  %v506 = phi <32 x float> [ %v356, %v352 ], [ %v505, %v363 ]
  %v517 = phi <32 x float> [ %v357, %v352 ], [ %v516, %v363 ]
  %v528 = phi <32 x float> [ %v358, %v352 ], [ %v527, %v363 ]
  %v539 = phi <32 x float> [ %v359, %v352 ], [ %v538, %v363 ]
  %v550 = phi <32 x float> [ %v360, %v352 ], [ %v549, %v363 ]
  %v561 = phi <32 x float> [ %v361, %v352 ], [ %v560, %v363 ]
  %v581 = shl nuw nsw i64 %v579, 1
  %v582 = add nuw nsw i64 %v581, %v362
  %v583 = select i1 %v44, i64 0, i64 %v582
  %v584 = getelementptr float, ptr %v4, i64 %v583
  %v585 = load float, ptr %v584, align 4, !alias.scope !5, !noalias !12
  %v586 = insertelement <32 x float> poison, float %v585, i64 0
  %v587 = shufflevector <32 x float> %v586, <32 x float> poison, <32 x i32> zeroinitializer
  %v588 = select contract <32 x i1> %v42, <32 x float> %v587, <32 x float> zeroinitializer
  %v589 = shl nuw nsw i64 %v579, 8
  %v590 = getelementptr i8, ptr %v46, i64 %v589
  %v591 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v590, i32 64, <32 x i1> %v42, <32 x float> zeroinitializer), !alias.scope !8, !noalias !13
  %v592 = fmul contract <32 x float> %v591, %v588
  %v593 = fadd contract <32 x float> %v484, %v592
  %v594 = add nuw nsw i64 %v582, 9
  %v595 = select i1 %v44, i64 0, i64 %v594
  %v596 = getelementptr float, ptr %v4, i64 %v595
  %v597 = load float, ptr %v596, align 4, !alias.scope !5, !noalias !12
  %v598 = insertelement <32 x float> poison, float %v597, i64 0
  %v599 = shufflevector <32 x float> %v598, <32 x float> poison, <32 x i32> zeroinitializer
  %v600 = select contract <32 x i1> %v42, <32 x float> %v599, <32 x float> zeroinitializer
  %v601 = fmul contract <32 x float> %v591, %v600
  %v602 = fadd contract <32 x float> %v495, %v601
  %v603 = add nuw nsw i64 %v582, 18
  %v604 = select i1 %v44, i64 0, i64 %v603
  %v605 = getelementptr float, ptr %v4, i64 %v604
  %v606 = load float, ptr %v605, align 4, !alias.scope !5, !noalias !12
  %v607 = insertelement <32 x float> poison, float %v606, i64 0
  %v608 = shufflevector <32 x float> %v607, <32 x float> poison, <32 x i32> zeroinitializer
  %v609 = select contract <32 x i1> %v42, <32 x float> %v608, <32 x float> zeroinitializer
  %v610 = fmul contract <32 x float> %v591, %v609
  %v611 = fadd contract <32 x float> %v506, %v610
  %v612 = add nuw nsw i64 %v582, 27
  %v613 = select i1 %v44, i64 0, i64 %v612
  %v614 = getelementptr float, ptr %v4, i64 %v613
  %v615 = load float, ptr %v614, align 4, !alias.scope !5, !noalias !12
  %v616 = insertelement <32 x float> poison, float %v615, i64 0
  %v617 = shufflevector <32 x float> %v616, <32 x float> poison, <32 x i32> zeroinitializer
  %v618 = select contract <32 x i1> %v42, <32 x float> %v617, <32 x float> zeroinitializer
  %v619 = fmul contract <32 x float> %v591, %v618
  %v620 = fadd contract <32 x float> %v517, %v619
  %v621 = add nuw nsw i64 %v582, 36
  %v622 = select i1 %v44, i64 0, i64 %v621
  %v623 = getelementptr float, ptr %v4, i64 %v622
  %v624 = load float, ptr %v623, align 4, !alias.scope !5, !noalias !12
  %v625 = insertelement <32 x float> poison, float %v624, i64 0
  %v626 = shufflevector <32 x float> %v625, <32 x float> poison, <32 x i32> zeroinitializer
  %v627 = select contract <32 x i1> %v42, <32 x float> %v626, <32 x float> zeroinitializer
  %v628 = fmul contract <32 x float> %v591, %v627
  %v629 = fadd contract <32 x float> %v528, %v628
  %v630 = add nuw nsw i64 %v582, 45
  %v631 = select i1 %v44, i64 0, i64 %v630
  %v632 = getelementptr float, ptr %v4, i64 %v631
  %v633 = load float, ptr %v632, align 4, !alias.scope !5, !noalias !12
  %v634 = insertelement <32 x float> poison, float %v633, i64 0
  %v635 = shufflevector <32 x float> %v634, <32 x float> poison, <32 x i32> zeroinitializer
  %v636 = select contract <32 x i1> %v42, <32 x float> %v635, <32 x float> zeroinitializer
  %v637 = fmul contract <32 x float> %v591, %v636
  %v638 = fadd contract <32 x float> %v539, %v637
  %v639 = add nuw nsw i64 %v582, 54
  %v640 = select i1 %v44, i64 0, i64 %v639
  %v641 = getelementptr float, ptr %v4, i64 %v640
  %v642 = load float, ptr %v641, align 4, !alias.scope !5, !noalias !12
  %v643 = insertelement <32 x float> poison, float %v642, i64 0
  %v644 = shufflevector <32 x float> %v643, <32 x float> poison, <32 x i32> zeroinitializer
  %v645 = select contract <32 x i1> %v42, <32 x float> %v644, <32 x float> zeroinitializer
  %v646 = fmul contract <32 x float> %v591, %v645
  %v647 = fadd contract <32 x float> %v550, %v646
  %v648 = add nuw nsw i64 %v582, 63
  %v649 = select i1 %v44, i64 0, i64 %v648
  %v650 = getelementptr float, ptr %v4, i64 %v649
  %v651 = load float, ptr %v650, align 4, !alias.scope !5, !noalias !12
  %v652 = insertelement <32 x float> poison, float %v651, i64 0
  %v653 = shufflevector <32 x float> %v652, <32 x float> poison, <32 x i32> zeroinitializer
  %v654 = select contract <32 x i1> %v42, <32 x float> %v653, <32 x float> zeroinitializer
  %v655 = fmul contract <32 x float> %v591, %v654
  %v656 = fadd contract <32 x float> %v561, %v655
  %v657 = or disjoint i64 %v582, 1
  %v658 = select i1 %v44, i64 0, i64 %v657
  %v659 = getelementptr float, ptr %v4, i64 %v658
  %v660 = load float, ptr %v659, align 4, !alias.scope !5, !noalias !12
  %v661 = insertelement <32 x float> poison, float %v660, i64 0
  %v662 = shufflevector <32 x float> %v661, <32 x float> poison, <32 x i32> zeroinitializer
  %v663 = select contract <32 x i1> %v42, <32 x float> %v662, <32 x float> zeroinitializer
  %v664 = getelementptr i8, ptr %v590, i64 128
  %v665 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v664, i32 64, <32 x i1> %v42, <32 x float> zeroinitializer), !alias.scope !8, !noalias !13
  %v666 = fmul contract <32 x float> %v665, %v663
  %v667 = fadd contract <32 x float> %v593, %v666
  %v483 = select contract <32 x i1> %v42, <32 x float> %v667, <32 x float> %v484
  %v668 = add nuw nsw i64 %v582, 10
  %v669 = select i1 %v44, i64 0, i64 %v668
  %v670 = getelementptr float, ptr %v4, i64 %v669
  %v671 = load float, ptr %v670, align 4, !alias.scope !5, !noalias !12
  %v672 = insertelement <32 x float> poison, float %v671, i64 0
  %v673 = shufflevector <32 x float> %v672, <32 x float> poison, <32 x i32> zeroinitializer
  %v674 = select contract <32 x i1> %v42, <32 x float> %v673, <32 x float> zeroinitializer
  %v675 = fmul contract <32 x float> %v665, %v674
  %v676 = fadd contract <32 x float> %v602, %v675
  %v494 = select contract <32 x i1> %v42, <32 x float> %v676, <32 x float> %v495
  %v677 = add nuw nsw i64 %v582, 19
  %v678 = select i1 %v44, i64 0, i64 %v677
  %v679 = getelementptr float, ptr %v4, i64 %v678
  %v680 = load float, ptr %v679, align 4, !alias.scope !5, !noalias !12
  %v681 = insertelement <32 x float> poison, float %v680, i64 0
  %v682 = shufflevector <32 x float> %v681, <32 x float> poison, <32 x i32> zeroinitializer
  %v683 = select contract <32 x i1> %v42, <32 x float> %v682, <32 x float> zeroinitializer
  %v684 = fmul contract <32 x float> %v665, %v683
  %v685 = fadd contract <32 x float> %v611, %v684
  %v505 = select contract <32 x i1> %v42, <32 x float> %v685, <32 x float> %v506
  %v686 = add nuw nsw i64 %v582, 28
  %v687 = select i1 %v44, i64 0, i64 %v686
  %v688 = getelementptr float, ptr %v4, i64 %v687
  %v689 = load float, ptr %v688, align 4, !alias.scope !5, !noalias !12
  %v690 = insertelement <32 x float> poison, float %v689, i64 0
  %v691 = shufflevector <32 x float> %v690, <32 x float> poison, <32 x i32> zeroinitializer
  %v692 = select contract <32 x i1> %v42, <32 x float> %v691, <32 x float> zeroinitializer
  %v693 = fmul contract <32 x float> %v665, %v692
  %v694 = fadd contract <32 x float> %v620, %v693
  %v516 = select contract <32 x i1> %v42, <32 x float> %v694, <32 x float> %v517
  %v695 = add nuw nsw i64 %v582, 37
  %v696 = select i1 %v44, i64 0, i64 %v695
  %v697 = getelementptr float, ptr %v4, i64 %v696
  %v698 = load float, ptr %v697, align 4, !alias.scope !5, !noalias !12
  %v699 = insertelement <32 x float> poison, float %v698, i64 0
  %v700 = shufflevector <32 x float> %v699, <32 x float> poison, <32 x i32> zeroinitializer
  %v701 = select contract <32 x i1> %v42, <32 x float> %v700, <32 x float> zeroinitializer
  %v702 = fmul contract <32 x float> %v665, %v701
  %v703 = fadd contract <32 x float> %v629, %v702
  %v527 = select contract <32 x i1> %v42, <32 x float> %v703, <32 x float> %v528
  %v704 = add nuw nsw i64 %v582, 46
  %v705 = select i1 %v44, i64 0, i64 %v704
  %v706 = getelementptr float, ptr %v4, i64 %v705
  %v707 = load float, ptr %v706, align 4, !alias.scope !5, !noalias !12
  %v708 = insertelement <32 x float> poison, float %v707, i64 0
  %v709 = shufflevector <32 x float> %v708, <32 x float> poison, <32 x i32> zeroinitializer
  %v710 = select contract <32 x i1> %v42, <32 x float> %v709, <32 x float> zeroinitializer
  %v711 = fmul contract <32 x float> %v665, %v710
  %v712 = fadd contract <32 x float> %v638, %v711
  %v538 = select contract <32 x i1> %v42, <32 x float> %v712, <32 x float> %v539
  %v713 = add nuw nsw i64 %v582, 55
  %v714 = select i1 %v44, i64 0, i64 %v713
  %v715 = getelementptr float, ptr %v4, i64 %v714
  %v716 = load float, ptr %v715, align 4, !alias.scope !5, !noalias !12
  %v717 = insertelement <32 x float> poison, float %v716, i64 0
  %v718 = shufflevector <32 x float> %v717, <32 x float> poison, <32 x i32> zeroinitializer
  %v719 = select contract <32 x i1> %v42, <32 x float> %v718, <32 x float> zeroinitializer
  %v720 = fmul contract <32 x float> %v665, %v719
  %v721 = fadd contract <32 x float> %v647, %v720
  %v549 = select contract <32 x i1> %v42, <32 x float> %v721, <32 x float> %v550
  %v722 = add nuw nsw i64 %v582, 64
  %v723 = select i1 %v44, i64 0, i64 %v722
  %v724 = getelementptr float, ptr %v4, i64 %v723
  %v725 = load float, ptr %v724, align 4, !alias.scope !5, !noalias !12
  %v726 = insertelement <32 x float> poison, float %v725, i64 0
  %v727 = shufflevector <32 x float> %v726, <32 x float> poison, <32 x i32> zeroinitializer
  %v728 = select contract <32 x i1> %v42, <32 x float> %v727, <32 x float> zeroinitializer
  %v729 = fmul contract <32 x float> %v665, %v728
  %v730 = fadd contract <32 x float> %v656, %v729
  %v560 = select contract <32 x i1> %v42, <32 x float> %v730, <32 x float> %v561
  %v580 = add nuw nsw i64 %v579, 1
  %v731 = icmp eq i64 %v580, 4
  br i1 %v731, label %v364, label %v363

v11:  ; preds = %v14, %v3
  ret void
}

; Function Attrs: nounwind
define void @ktune_matmul_f32_m33_n70_k9_packed(ptr nocapture readonly %v0) local_unnamed_addr #4 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = alloca [2 x i64], align 64
  %v4 = alloca [864 x float], align 64
  %v5 = load ptr, ptr %v0, align 8
  %v6 = getelementptr inbounds i8, ptr %v0, i64 8
  %v7 = load ptr, ptr %v6, align 8
  %v8 = getelementptr inbounds i8, ptr %v0, i64 16
  %v9 = load ptr, ptr %v8, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %v3)
  call void @llvm.lifetime.start.p0(i64 3456, ptr nonnull %v4)
  store ptr %v4, ptr %v3, align 64, !noalias !15
  %v10 = getelementptr inbounds i8, ptr %v3, i64 8
  store ptr %v7, ptr %v10, align 8, !noalias !15
  call void @ktune_parallel_for(i64 3, ptr nonnull @ktune_matmul_f32_m33_n70_k9.parallel0, ptr nonnull %v3) #4, !noalias !20
  store ptr %v5, ptr %v2, align 64, !noalias !15
  %v11 = getelementptr inbounds i8, ptr %v2, i64 8
  store ptr %v4, ptr %v11, align 8, !noalias !15
  %v12 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v9, ptr %v12, align 16, !noalias !15
  call void @ktune_parallel_for(i64 3, ptr nonnull @ktune_matmul_f32_m33_n70_k9.parallel1, ptr nonnull %v2) #4
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %v3)
  call void @llvm.lifetime.end.p0(i64 3456, ptr nonnull %v4)
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
