; matmul:M=33,N=17,K=20,dtype=f16 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_matmul_f16_m33_n17_k20'
source_filename = "ktune_matmul_f16_m33_n17_k20"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_matmul_f16_m33_n17_k20(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  %v5 = alloca [2 x i64], align 64
  %v6 = alloca [640 x half], align 64
  store ptr %v6, ptr %v5, align 64
  %v7 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v1, ptr %v7, align 8
  call void @ktune_parallel_for(i64 2, ptr nonnull @ktune_matmul_f16_m33_n17_k20.parallel0, ptr nonnull %v5) #4
  store ptr %v0, ptr %v4, align 64
  %v8 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v6, ptr %v8, align 8
  %v9 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v9, align 16
  call void @ktune_parallel_for(i64 2, ptr nonnull @ktune_matmul_f16_m33_n17_k20.parallel1, ptr nonnull %v4) #4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_matmul_f16_m33_n17_k20.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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
  %v13 = icmp slt i64 %v11, 1
  br i1 %v13, label %v14, label %v15

v15:                              ; preds = %v8
  %v16 = shl nsw i64 %v11, 4
  %v17 = getelementptr half, ptr %v6, i64 %v16
  %v18 = insertelement <16 x i64> poison, i64 %v16, i64 0
  %v19 = shufflevector <16 x i64> %v18, <16 x i64> poison, <16 x i32> zeroinitializer
  %v20 = or disjoint <16 x i64> %v19, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %v21 = icmp slt <16 x i64> %v20, <i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17>
  %v22 = mul i64 %v11, 640
  %v23 = getelementptr i8, ptr %v4, i64 %v22
  br label %v24

v14:                               ; preds = %v8
  %v25 = shl i64 %v11, 5
  %v26 = getelementptr i8, ptr %v6, i64 %v25
  %v27 = mul i64 %v11, 640
  %v28 = getelementptr i8, ptr %v4, i64 %v27
  %v29 = load <16 x i16>, ptr %v26, align 2, !alias.scope !3, !noalias !0
  store <16 x i16> %v29, ptr %v28, align 32, !alias.scope !0, !noalias !3
  %v30 = getelementptr i8, ptr %v26, i64 34
  %v31 = load <16 x i16>, ptr %v30, align 2, !alias.scope !3, !noalias !0
  %v32 = getelementptr i8, ptr %v28, i64 32
  store <16 x i16> %v31, ptr %v32, align 32, !alias.scope !0, !noalias !3
  %v33 = getelementptr i8, ptr %v26, i64 68
  %v34 = load <16 x i16>, ptr %v33, align 2, !alias.scope !3, !noalias !0
  %v35 = getelementptr i8, ptr %v28, i64 64
  store <16 x i16> %v34, ptr %v35, align 32, !alias.scope !0, !noalias !3
  %v36 = getelementptr i8, ptr %v26, i64 102
  %v37 = load <16 x i16>, ptr %v36, align 2, !alias.scope !3, !noalias !0
  %v38 = getelementptr i8, ptr %v28, i64 96
  store <16 x i16> %v37, ptr %v38, align 32, !alias.scope !0, !noalias !3
  %v39 = getelementptr i8, ptr %v26, i64 136
  %v40 = load <16 x i16>, ptr %v39, align 2, !alias.scope !3, !noalias !0
  %v41 = getelementptr i8, ptr %v28, i64 128
  store <16 x i16> %v40, ptr %v41, align 32, !alias.scope !0, !noalias !3
  %v42 = getelementptr i8, ptr %v26, i64 170
  %v43 = load <16 x i16>, ptr %v42, align 2, !alias.scope !3, !noalias !0
  %v44 = getelementptr i8, ptr %v28, i64 160
  store <16 x i16> %v43, ptr %v44, align 32, !alias.scope !0, !noalias !3
  %v45 = getelementptr i8, ptr %v26, i64 204
  %v46 = load <16 x i16>, ptr %v45, align 2, !alias.scope !3, !noalias !0
  %v47 = getelementptr i8, ptr %v28, i64 192
  store <16 x i16> %v46, ptr %v47, align 32, !alias.scope !0, !noalias !3
  %v48 = getelementptr i8, ptr %v26, i64 238
  %v49 = load <16 x i16>, ptr %v48, align 2, !alias.scope !3, !noalias !0
  %v50 = getelementptr i8, ptr %v28, i64 224
  store <16 x i16> %v49, ptr %v50, align 32, !alias.scope !0, !noalias !3
  %v51 = getelementptr i8, ptr %v26, i64 272
  %v52 = load <16 x i16>, ptr %v51, align 2, !alias.scope !3, !noalias !0
  %v53 = getelementptr i8, ptr %v28, i64 256
  store <16 x i16> %v52, ptr %v53, align 32, !alias.scope !0, !noalias !3
  %v54 = getelementptr i8, ptr %v26, i64 306
  %v55 = load <16 x i16>, ptr %v54, align 2, !alias.scope !3, !noalias !0
  %v56 = getelementptr i8, ptr %v28, i64 288
  store <16 x i16> %v55, ptr %v56, align 32, !alias.scope !0, !noalias !3
  %v57 = getelementptr i8, ptr %v26, i64 340
  %v58 = load <16 x i16>, ptr %v57, align 2, !alias.scope !3, !noalias !0
  %v59 = getelementptr i8, ptr %v28, i64 320
  store <16 x i16> %v58, ptr %v59, align 32, !alias.scope !0, !noalias !3
  %v60 = getelementptr i8, ptr %v26, i64 374
  %v61 = load <16 x i16>, ptr %v60, align 2, !alias.scope !3, !noalias !0
  %v62 = getelementptr i8, ptr %v28, i64 352
  store <16 x i16> %v61, ptr %v62, align 32, !alias.scope !0, !noalias !3
  %v63 = getelementptr i8, ptr %v26, i64 408
  %v64 = load <16 x i16>, ptr %v63, align 2, !alias.scope !3, !noalias !0
  %v65 = getelementptr i8, ptr %v28, i64 384
  store <16 x i16> %v64, ptr %v65, align 32, !alias.scope !0, !noalias !3
  %v66 = getelementptr i8, ptr %v26, i64 442
  %v67 = load <16 x i16>, ptr %v66, align 2, !alias.scope !3, !noalias !0
  %v68 = getelementptr i8, ptr %v28, i64 416
  store <16 x i16> %v67, ptr %v68, align 32, !alias.scope !0, !noalias !3
  %v69 = getelementptr i8, ptr %v26, i64 476
  %v70 = load <16 x i16>, ptr %v69, align 2, !alias.scope !3, !noalias !0
  %v71 = getelementptr i8, ptr %v28, i64 448
  store <16 x i16> %v70, ptr %v71, align 32, !alias.scope !0, !noalias !3
  %v72 = getelementptr i8, ptr %v26, i64 510
  %v73 = load <16 x i16>, ptr %v72, align 2, !alias.scope !3, !noalias !0
  %v74 = getelementptr i8, ptr %v28, i64 480
  store <16 x i16> %v73, ptr %v74, align 32, !alias.scope !0, !noalias !3
  %v75 = getelementptr i8, ptr %v26, i64 544
  %v76 = load <16 x i16>, ptr %v75, align 2, !alias.scope !3, !noalias !0
  %v77 = getelementptr i8, ptr %v28, i64 512
  store <16 x i16> %v76, ptr %v77, align 32, !alias.scope !0, !noalias !3
  %v78 = getelementptr i8, ptr %v26, i64 578
  %v79 = load <16 x i16>, ptr %v78, align 2, !alias.scope !3, !noalias !0
  %v80 = getelementptr i8, ptr %v28, i64 544
  store <16 x i16> %v79, ptr %v80, align 32, !alias.scope !0, !noalias !3
  %v81 = getelementptr i8, ptr %v26, i64 612
  %v82 = load <16 x i16>, ptr %v81, align 2, !alias.scope !3, !noalias !0
  %v83 = getelementptr i8, ptr %v28, i64 576
  store <16 x i16> %v82, ptr %v83, align 32, !alias.scope !0, !noalias !3
  %v84 = getelementptr i8, ptr %v26, i64 646
  %v85 = load <16 x i16>, ptr %v84, align 2, !alias.scope !3, !noalias !0
  %v86 = getelementptr i8, ptr %v28, i64 608
  store <16 x i16> %v85, ptr %v86, align 32, !alias.scope !0, !noalias !3
  br label %v10

v10:                                        ; preds = %v24, %v14
  %v12 = add nuw nsw i64 %v11, 1
  %v87 = icmp eq i64 %v12, %v2
  br i1 %v87, label %v9, label %v8

v24:                                        ; preds = %v15, %v24
  %v88 = phi i64 [ %v89, %v24 ], [ 0, %v15 ]
  %v90 = mul nuw nsw i64 %v88, 34
  %v91 = getelementptr i8, ptr %v17, i64 %v90
  %v92 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v91, i32 2, <16 x i1> %v21, <16 x i16> zeroinitializer), !alias.scope !3, !noalias !0
  %v93 = shl nuw nsw i64 %v88, 5
  %v94 = getelementptr i8, ptr %v23, i64 %v93
  tail call void @llvm.masked.store.v16i16.p0(<16 x i16> %v92, ptr %v94, i32 32, <16 x i1> %v21), !alias.scope !0, !noalias !3
  %v89 = add nuw nsw i64 %v88, 1
  %v95 = icmp eq i64 %v89, 20
  br i1 %v95, label %v10, label %v24

v9: ; preds = %v10, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i16> @llvm.masked.load.v16i16.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x i16>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16i16.p0(<16 x i16>, ptr nocapture, i32 immarg, <16 x i1>) #3

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_matmul_f16_m33_n17_k20.parallel1(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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
  %v33 = icmp slt i64 %v31, 1
  br i1 %v33, label %v34, label %v35

v35:                       ; preds = %v10
  %v36 = shl nsw i64 %v31, 4
  %v37 = insertelement <16 x i64> poison, i64 %v36, i64 0
  %v38 = shufflevector <16 x i64> %v37, <16 x i64> poison, <16 x i32> zeroinitializer
  %v39 = or disjoint <16 x i64> %v38, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %v40 = icmp slt <16 x i64> %v39, <i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17>
  %v41 = bitcast <16 x i1> %v40 to i16
  %v42 = icmp eq i16 %v41, 0
  %v43 = mul nuw nsw i64 %v31, 320
  %v44 = getelementptr float, ptr %v8, i64 %v36
  br label %v45

v34:                         ; preds = %v10
  %v46 = mul nsw i64 %v31, 320
  %v47 = shl i64 %v31, 6
  %v48 = getelementptr i8, ptr %v8, i64 %v47
  br label %v49

v12:                                        ; preds = %v50, %v51
  %v14 = phi <16 x float> [ %v13, %v51 ], [ %v52, %v50 ]
  %v16 = phi <16 x float> [ %v15, %v51 ], [ %v53, %v50 ]
  %v18 = phi <16 x float> [ %v17, %v51 ], [ %v54, %v50 ]
  %v20 = phi <16 x float> [ %v19, %v51 ], [ %v55, %v50 ]
  %v22 = phi <16 x float> [ %v21, %v51 ], [ %v56, %v50 ]
  %v24 = phi <16 x float> [ %v23, %v51 ], [ %v57, %v50 ]
  %v26 = phi <16 x float> [ %v25, %v51 ], [ %v58, %v50 ]
  %v28 = phi <16 x float> [ %v27, %v51 ], [ %v59, %v50 ]
  %v30 = phi <16 x float> [ %v29, %v51 ], [ %v60, %v50 ]
  %v32 = add nuw nsw i64 %v31, 1
  %v61 = icmp eq i64 %v32, %v2
  br i1 %v61, label %v11, label %v10

v49:                                   ; preds = %v34, %v51
  %v62 = phi i64 [ %v63, %v51 ], [ 0, %v34 ]
  %v64 = icmp ult i64 %v62, 5
  %v65 = mul nuw nsw i64 %v62, 120
  br i1 %v64, label %v66, label %v67

v51:                                       ; preds = %v68, %v69
  %v63 = add nuw nsw i64 %v62, 1
  %v70 = icmp eq i64 %v63, 6
  br i1 %v70, label %v12, label %v49

v66:                                   ; preds = %v49, %v66
  %v71 = phi <16 x float> [ %v72, %v66 ], [ zeroinitializer, %v49 ]
  %v73 = phi <16 x float> [ %v74, %v66 ], [ zeroinitializer, %v49 ]
  %v75 = phi <16 x float> [ %v76, %v66 ], [ zeroinitializer, %v49 ]
  %v77 = phi <16 x float> [ %v78, %v66 ], [ zeroinitializer, %v49 ]
  %v79 = phi <16 x float> [ %v80, %v66 ], [ zeroinitializer, %v49 ]
  %v81 = phi <16 x float> [ %v82, %v66 ], [ zeroinitializer, %v49 ]
  %v83 = phi i64 [ %v84, %v66 ], [ 0, %v49 ]
  %v85 = shl nuw nsw i64 %v83, 1
  %v86 = add nuw nsw i64 %v85, %v65
  %v87 = getelementptr inbounds half, ptr %v4, i64 %v86
  %v88 = load half, ptr %v87, align 2, !alias.scope !5, !noalias !12
  %v89 = fpext half %v88 to float
  %v90 = insertelement <16 x float> poison, float %v89, i64 0
  %v91 = shufflevector <16 x float> %v90, <16 x float> poison, <16 x i32> zeroinitializer
  %v92 = shl nuw nsw i64 %v83, 5
  %v93 = add nsw i64 %v92, %v46
  %v94 = getelementptr inbounds half, ptr %v6, i64 %v93
  %v95 = load <16 x half>, ptr %v94, align 64, !alias.scope !8, !noalias !13
  %v96 = fpext <16 x half> %v95 to <16 x float>
  %v97 = fmul contract <16 x float> %v91, %v96
  %v98 = fadd contract <16 x float> %v81, %v97
  %v99 = getelementptr inbounds i8, ptr %v87, i64 40
  %v100 = load half, ptr %v99, align 2, !alias.scope !5, !noalias !12
  %v101 = fpext half %v100 to float
  %v102 = insertelement <16 x float> poison, float %v101, i64 0
  %v103 = shufflevector <16 x float> %v102, <16 x float> poison, <16 x i32> zeroinitializer
  %v104 = fmul contract <16 x float> %v103, %v96
  %v105 = fadd contract <16 x float> %v79, %v104
  %v106 = getelementptr inbounds i8, ptr %v87, i64 80
  %v107 = load half, ptr %v106, align 2, !alias.scope !5, !noalias !12
  %v108 = fpext half %v107 to float
  %v109 = insertelement <16 x float> poison, float %v108, i64 0
  %v110 = shufflevector <16 x float> %v109, <16 x float> poison, <16 x i32> zeroinitializer
  %v111 = fmul contract <16 x float> %v110, %v96
  %v112 = fadd contract <16 x float> %v77, %v111
  %v113 = getelementptr inbounds i8, ptr %v87, i64 120
  %v114 = load half, ptr %v113, align 2, !alias.scope !5, !noalias !12
  %v115 = fpext half %v114 to float
  %v116 = insertelement <16 x float> poison, float %v115, i64 0
  %v117 = shufflevector <16 x float> %v116, <16 x float> poison, <16 x i32> zeroinitializer
  %v118 = fmul contract <16 x float> %v117, %v96
  %v119 = fadd contract <16 x float> %v75, %v118
  %v120 = getelementptr inbounds i8, ptr %v87, i64 160
  %v121 = load half, ptr %v120, align 2, !alias.scope !5, !noalias !12
  %v122 = fpext half %v121 to float
  %v123 = insertelement <16 x float> poison, float %v122, i64 0
  %v124 = shufflevector <16 x float> %v123, <16 x float> poison, <16 x i32> zeroinitializer
  %v125 = fmul contract <16 x float> %v124, %v96
  %v126 = fadd contract <16 x float> %v73, %v125
  %v127 = getelementptr inbounds i8, ptr %v87, i64 200
  %v128 = load half, ptr %v127, align 2, !alias.scope !5, !noalias !12
  %v129 = fpext half %v128 to float
  %v130 = insertelement <16 x float> poison, float %v129, i64 0
  %v131 = shufflevector <16 x float> %v130, <16 x float> poison, <16 x i32> zeroinitializer
  %v132 = fmul contract <16 x float> %v131, %v96
  %v133 = fadd contract <16 x float> %v71, %v132
  %v134 = or disjoint i64 %v86, 1
  %v135 = getelementptr inbounds half, ptr %v4, i64 %v134
  %v136 = load half, ptr %v135, align 2, !alias.scope !5, !noalias !12
  %v137 = fpext half %v136 to float
  %v138 = insertelement <16 x float> poison, float %v137, i64 0
  %v139 = shufflevector <16 x float> %v138, <16 x float> poison, <16 x i32> zeroinitializer
  %v140 = or disjoint i64 %v93, 16
  %v141 = getelementptr inbounds half, ptr %v6, i64 %v140
  %v142 = load <16 x half>, ptr %v141, align 32, !alias.scope !8, !noalias !13
  %v143 = fpext <16 x half> %v142 to <16 x float>
  %v144 = fmul contract <16 x float> %v139, %v143
  %v82 = fadd contract <16 x float> %v98, %v144
  %v145 = getelementptr inbounds i8, ptr %v87, i64 42
  %v146 = load half, ptr %v145, align 2, !alias.scope !5, !noalias !12
  %v147 = fpext half %v146 to float
  %v148 = insertelement <16 x float> poison, float %v147, i64 0
  %v149 = shufflevector <16 x float> %v148, <16 x float> poison, <16 x i32> zeroinitializer
  %v150 = fmul contract <16 x float> %v149, %v143
  %v80 = fadd contract <16 x float> %v105, %v150
  %v151 = getelementptr inbounds i8, ptr %v87, i64 82
  %v152 = load half, ptr %v151, align 2, !alias.scope !5, !noalias !12
  %v153 = fpext half %v152 to float
  %v154 = insertelement <16 x float> poison, float %v153, i64 0
  %v155 = shufflevector <16 x float> %v154, <16 x float> poison, <16 x i32> zeroinitializer
  %v156 = fmul contract <16 x float> %v155, %v143
  %v78 = fadd contract <16 x float> %v112, %v156
  %v157 = getelementptr inbounds i8, ptr %v87, i64 122
  %v158 = load half, ptr %v157, align 2, !alias.scope !5, !noalias !12
  %v159 = fpext half %v158 to float
  %v160 = insertelement <16 x float> poison, float %v159, i64 0
  %v161 = shufflevector <16 x float> %v160, <16 x float> poison, <16 x i32> zeroinitializer
  %v162 = fmul contract <16 x float> %v161, %v143
  %v76 = fadd contract <16 x float> %v119, %v162
  %v163 = getelementptr inbounds i8, ptr %v87, i64 162
  %v164 = load half, ptr %v163, align 2, !alias.scope !5, !noalias !12
  %v165 = fpext half %v164 to float
  %v166 = insertelement <16 x float> poison, float %v165, i64 0
  %v167 = shufflevector <16 x float> %v166, <16 x float> poison, <16 x i32> zeroinitializer
  %v168 = fmul contract <16 x float> %v167, %v143
  %v74 = fadd contract <16 x float> %v126, %v168
  %v169 = getelementptr inbounds i8, ptr %v87, i64 202
  %v170 = load half, ptr %v169, align 2, !alias.scope !5, !noalias !12
  %v171 = fpext half %v170 to float
  %v172 = insertelement <16 x float> poison, float %v171, i64 0
  %v173 = shufflevector <16 x float> %v172, <16 x float> poison, <16 x i32> zeroinitializer
  %v174 = fmul contract <16 x float> %v173, %v143
  %v72 = fadd contract <16 x float> %v133, %v174
  %v84 = add nuw nsw i64 %v83, 1
  %v175 = icmp eq i64 %v84, 10
  br i1 %v175, label %v69, label %v66

v69:                                   ; preds = %v66
  %v176 = mul nuw nsw i64 %v62, 408
  %v177 = getelementptr i8, ptr %v48, i64 %v176
  store <16 x float> %v82, ptr %v177, align 4, !alias.scope !10, !noalias !14
  %v178 = getelementptr i8, ptr %v177, i64 68
  store <16 x float> %v80, ptr %v178, align 4, !alias.scope !10, !noalias !14
  %v179 = getelementptr i8, ptr %v177, i64 136
  store <16 x float> %v78, ptr %v179, align 4, !alias.scope !10, !noalias !14
  %v180 = getelementptr i8, ptr %v177, i64 204
  store <16 x float> %v76, ptr %v180, align 4, !alias.scope !10, !noalias !14
  %v181 = getelementptr i8, ptr %v177, i64 272
  store <16 x float> %v74, ptr %v181, align 4, !alias.scope !10, !noalias !14
  %v182 = getelementptr i8, ptr %v177, i64 340
  store <16 x float> %v72, ptr %v182, align 4, !alias.scope !10, !noalias !14
  br label %v51

v67:                                 ; preds = %v49, %v67
  %v183 = phi <16 x float> [ %v184, %v67 ], [ zeroinitializer, %v49 ]
  %v185 = phi <16 x float> [ %v186, %v67 ], [ zeroinitializer, %v49 ]
  %v187 = phi <16 x float> [ %v188, %v67 ], [ zeroinitializer, %v49 ]
  %v189 = phi i64 [ %v190, %v67 ], [ 0, %v49 ]
  %v191 = shl nuw nsw i64 %v189, 1
  %v192 = add nuw nsw i64 %v191, %v65
  %v193 = getelementptr inbounds half, ptr %v4, i64 %v192
  %v194 = load half, ptr %v193, align 2, !alias.scope !5, !noalias !12
  %v195 = fpext half %v194 to float
  %v196 = insertelement <16 x float> poison, float %v195, i64 0
  %v197 = shufflevector <16 x float> %v196, <16 x float> poison, <16 x i32> zeroinitializer
  %v198 = shl nuw nsw i64 %v189, 5
  %v199 = add nsw i64 %v198, %v46
  %v200 = getelementptr inbounds half, ptr %v6, i64 %v199
  %v201 = load <16 x half>, ptr %v200, align 64, !alias.scope !8, !noalias !13
  %v202 = fpext <16 x half> %v201 to <16 x float>
  %v203 = fmul contract <16 x float> %v197, %v202
  %v204 = fadd contract <16 x float> %v187, %v203
  %v205 = getelementptr inbounds i8, ptr %v193, i64 40
  %v206 = load half, ptr %v205, align 2, !alias.scope !5, !noalias !12
  %v207 = fpext half %v206 to float
  %v208 = insertelement <16 x float> poison, float %v207, i64 0
  %v209 = shufflevector <16 x float> %v208, <16 x float> poison, <16 x i32> zeroinitializer
  %v210 = fmul contract <16 x float> %v209, %v202
  %v211 = fadd contract <16 x float> %v185, %v210
  %v212 = getelementptr inbounds i8, ptr %v193, i64 80
  %v213 = load half, ptr %v212, align 2, !alias.scope !5, !noalias !12
  %v214 = fpext half %v213 to float
  %v215 = insertelement <16 x float> poison, float %v214, i64 0
  %v216 = shufflevector <16 x float> %v215, <16 x float> poison, <16 x i32> zeroinitializer
  %v217 = fmul contract <16 x float> %v216, %v202
  %v218 = fadd contract <16 x float> %v183, %v217
  %v219 = or disjoint i64 %v192, 1
  %v220 = getelementptr inbounds half, ptr %v4, i64 %v219
  %v221 = load half, ptr %v220, align 2, !alias.scope !5, !noalias !12
  %v222 = fpext half %v221 to float
  %v223 = insertelement <16 x float> poison, float %v222, i64 0
  %v224 = shufflevector <16 x float> %v223, <16 x float> poison, <16 x i32> zeroinitializer
  %v225 = or disjoint i64 %v199, 16
  %v226 = getelementptr inbounds half, ptr %v6, i64 %v225
  %v227 = load <16 x half>, ptr %v226, align 32, !alias.scope !8, !noalias !13
  %v228 = fpext <16 x half> %v227 to <16 x float>
  %v229 = fmul contract <16 x float> %v224, %v228
  %v188 = fadd contract <16 x float> %v204, %v229
  %v230 = getelementptr inbounds i8, ptr %v193, i64 42
  %v231 = load half, ptr %v230, align 2, !alias.scope !5, !noalias !12
  %v232 = fpext half %v231 to float
  %v233 = insertelement <16 x float> poison, float %v232, i64 0
  %v234 = shufflevector <16 x float> %v233, <16 x float> poison, <16 x i32> zeroinitializer
  %v235 = fmul contract <16 x float> %v234, %v228
  %v186 = fadd contract <16 x float> %v211, %v235
  %v236 = getelementptr inbounds i8, ptr %v193, i64 82
  %v237 = load half, ptr %v236, align 2, !alias.scope !5, !noalias !12
  %v238 = fpext half %v237 to float
  %v239 = insertelement <16 x float> poison, float %v238, i64 0
  %v240 = shufflevector <16 x float> %v239, <16 x float> poison, <16 x i32> zeroinitializer
  %v241 = fmul contract <16 x float> %v240, %v228
  %v184 = fadd contract <16 x float> %v218, %v241
  %v190 = add nuw nsw i64 %v189, 1
  %v242 = icmp eq i64 %v190, 10
  br i1 %v242, label %v68, label %v67

v68:                                 ; preds = %v67
  %v243 = mul nuw nsw i64 %v62, 408
  %v244 = getelementptr i8, ptr %v48, i64 %v243
  store <16 x float> %v188, ptr %v244, align 4, !alias.scope !10, !noalias !14
  %v245 = getelementptr i8, ptr %v244, i64 68
  store <16 x float> %v186, ptr %v245, align 4, !alias.scope !10, !noalias !14
  %v246 = getelementptr i8, ptr %v244, i64 136
  store <16 x float> %v184, ptr %v246, align 4, !alias.scope !10, !noalias !14
  br label %v51

v45:                                 ; preds = %v35, %v50
  %v247 = phi <16 x float> [ %v52, %v50 ], [ %v13, %v35 ]
  %v248 = phi <16 x float> [ %v53, %v50 ], [ %v15, %v35 ]
  %v249 = phi <16 x float> [ %v54, %v50 ], [ %v17, %v35 ]
  %v250 = phi <16 x float> [ %v55, %v50 ], [ %v19, %v35 ]
  %v251 = phi <16 x float> [ %v56, %v50 ], [ %v21, %v35 ]
  %v252 = phi <16 x float> [ %v57, %v50 ], [ %v23, %v35 ]
  %v253 = phi <16 x float> [ %v58, %v50 ], [ %v25, %v35 ]
  %v254 = phi <16 x float> [ %v59, %v50 ], [ %v27, %v35 ]
  %v255 = phi <16 x float> [ %v60, %v50 ], [ %v29, %v35 ]
  %v256 = phi i64 [ %v257, %v50 ], [ 0, %v35 ]
  %v258 = icmp ult i64 %v256, 5
  br i1 %v258, label %v259, label %v260

v259:                                      ; preds = %v45
  %v261 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v254
  %v262 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v253
  %v263 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v252
  %v264 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v251
  %v265 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v250
  %v266 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v249
  %v267 = mul nuw nsw i64 %v256, 120
  br label %v268

v50:                                      ; preds = %v269, %v270
  %v52 = phi <16 x float> [ %v247, %v270 ], [ %v271, %v269 ]
  %v53 = phi <16 x float> [ %v248, %v270 ], [ %v272, %v269 ]
  %v54 = phi <16 x float> [ %v273, %v270 ], [ %v249, %v269 ]
  %v55 = phi <16 x float> [ %v274, %v270 ], [ %v250, %v269 ]
  %v56 = phi <16 x float> [ %v275, %v270 ], [ %v251, %v269 ]
  %v57 = phi <16 x float> [ %v276, %v270 ], [ %v252, %v269 ]
  %v58 = phi <16 x float> [ %v277, %v270 ], [ %v253, %v269 ]
  %v59 = phi <16 x float> [ %v278, %v270 ], [ %v254, %v269 ]
  %v60 = phi <16 x float> [ %v255, %v270 ], [ %v279, %v269 ]
  %v257 = add nuw nsw i64 %v256, 1
  %v280 = icmp eq i64 %v257, 6
  br i1 %v280, label %v12, label %v45

v260:                                      ; preds = %v45
  %v281 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v248
  %v282 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v247
  %v283 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v255
  %v284 = mul nuw nsw i64 %v256, 120
  br label %v285

v268:                                 ; preds = %v268, %v259
  %v286 = phi <16 x float> [ %v266, %v259 ], [ %v273, %v268 ]
  %v287 = phi <16 x float> [ %v265, %v259 ], [ %v274, %v268 ]
  %v288 = phi <16 x float> [ %v264, %v259 ], [ %v275, %v268 ]
  %v289 = phi <16 x float> [ %v263, %v259 ], [ %v276, %v268 ]
  %v290 = phi <16 x float> [ %v262, %v259 ], [ %v277, %v268 ]
  %v291 = phi <16 x float> [ %v261, %v259 ], [ %v278, %v268 ]
  %v292 = phi i64 [ 0, %v259 ], [ %v293, %v268 ]
  %v294 = shl nuw nsw i64 %v292, 1
  %v295 = add nuw nsw i64 %v294, %v267
  %v296 = select i1 %v42, i64 0, i64 %v295
  %v297 = getelementptr half, ptr %v4, i64 %v296
  %v298 = load half, ptr %v297, align 2, !alias.scope !5, !noalias !12
  %v299 = insertelement <16 x half> poison, half %v298, i64 0
  %v300 = shufflevector <16 x half> %v299, <16 x half> poison, <16 x i32> zeroinitializer
  %v301 = fpext <16 x half> %v300 to <16 x float>
  %v302 = select <16 x i1> %v40, <16 x float> %v301, <16 x float> zeroinitializer
  %v303 = shl nuw nsw i64 %v292, 5
  %v304 = add nuw nsw i64 %v303, %v43
  %v305 = getelementptr half, ptr %v6, i64 %v304
  %v306 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v305, i32 64, <16 x i1> %v40, <16 x i16> zeroinitializer), !alias.scope !8, !noalias !13
  %v307 = bitcast <16 x i16> %v306 to <16 x half>
  %v308 = fpext <16 x half> %v307 to <16 x float>
  %v309 = fmul contract <16 x float> %v302, %v308
  %v310 = fadd contract <16 x float> %v291, %v309
  %v311 = add nuw nsw i64 %v295, 20
  %v312 = select i1 %v42, i64 0, i64 %v311
  %v313 = getelementptr half, ptr %v4, i64 %v312
  %v314 = load half, ptr %v313, align 2, !alias.scope !5, !noalias !12
  %v315 = insertelement <16 x half> poison, half %v314, i64 0
  %v316 = shufflevector <16 x half> %v315, <16 x half> poison, <16 x i32> zeroinitializer
  %v317 = fpext <16 x half> %v316 to <16 x float>
  %v318 = select <16 x i1> %v40, <16 x float> %v317, <16 x float> zeroinitializer
  %v319 = fmul contract <16 x float> %v318, %v308
  %v320 = fadd contract <16 x float> %v290, %v319
  %v321 = add nuw nsw i64 %v295, 40
  %v322 = select i1 %v42, i64 0, i64 %v321
  %v323 = getelementptr half, ptr %v4, i64 %v322
  %v324 = load half, ptr %v323, align 2, !alias.scope !5, !noalias !12
  %v325 = insertelement <16 x half> poison, half %v324, i64 0
  %v326 = shufflevector <16 x half> %v325, <16 x half> poison, <16 x i32> zeroinitializer
  %v327 = fpext <16 x half> %v326 to <16 x float>
  %v328 = select <16 x i1> %v40, <16 x float> %v327, <16 x float> zeroinitializer
  %v329 = fmul contract <16 x float> %v328, %v308
  %v330 = fadd contract <16 x float> %v289, %v329
  %v331 = add nuw nsw i64 %v295, 60
  %v332 = select i1 %v42, i64 0, i64 %v331
  %v333 = getelementptr half, ptr %v4, i64 %v332
  %v334 = load half, ptr %v333, align 2, !alias.scope !5, !noalias !12
  %v335 = insertelement <16 x half> poison, half %v334, i64 0
  %v336 = shufflevector <16 x half> %v335, <16 x half> poison, <16 x i32> zeroinitializer
  %v337 = fpext <16 x half> %v336 to <16 x float>
  %v338 = select <16 x i1> %v40, <16 x float> %v337, <16 x float> zeroinitializer
  %v339 = fmul contract <16 x float> %v338, %v308
  %v340 = fadd contract <16 x float> %v288, %v339
  %v341 = add nuw nsw i64 %v295, 80
  %v342 = select i1 %v42, i64 0, i64 %v341
  %v343 = getelementptr half, ptr %v4, i64 %v342
  %v344 = load half, ptr %v343, align 2, !alias.scope !5, !noalias !12
  %v345 = insertelement <16 x half> poison, half %v344, i64 0
  %v346 = shufflevector <16 x half> %v345, <16 x half> poison, <16 x i32> zeroinitializer
  %v347 = fpext <16 x half> %v346 to <16 x float>
  %v348 = select <16 x i1> %v40, <16 x float> %v347, <16 x float> zeroinitializer
  %v349 = fmul contract <16 x float> %v348, %v308
  %v350 = fadd contract <16 x float> %v287, %v349
  %v351 = add nuw nsw i64 %v295, 100
  %v352 = select i1 %v42, i64 0, i64 %v351
  %v353 = getelementptr half, ptr %v4, i64 %v352
  %v354 = load half, ptr %v353, align 2, !alias.scope !5, !noalias !12
  %v355 = insertelement <16 x half> poison, half %v354, i64 0
  %v356 = shufflevector <16 x half> %v355, <16 x half> poison, <16 x i32> zeroinitializer
  %v357 = fpext <16 x half> %v356 to <16 x float>
  %v358 = select <16 x i1> %v40, <16 x float> %v357, <16 x float> zeroinitializer
  %v359 = fmul contract <16 x float> %v358, %v308
  %v360 = fadd contract <16 x float> %v286, %v359
  %v361 = or disjoint i64 %v295, 1
  %v362 = select i1 %v42, i64 0, i64 %v361
  %v363 = getelementptr half, ptr %v4, i64 %v362
  %v364 = load half, ptr %v363, align 2, !alias.scope !5, !noalias !12
  %v365 = insertelement <16 x half> poison, half %v364, i64 0
  %v366 = shufflevector <16 x half> %v365, <16 x half> poison, <16 x i32> zeroinitializer
  %v367 = fpext <16 x half> %v366 to <16 x float>
  %v368 = select <16 x i1> %v40, <16 x float> %v367, <16 x float> zeroinitializer
  %v369 = or disjoint i64 %v304, 16
  %v370 = getelementptr half, ptr %v6, i64 %v369
  %v371 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v370, i32 32, <16 x i1> %v40, <16 x i16> zeroinitializer), !alias.scope !8, !noalias !13
  %v372 = bitcast <16 x i16> %v371 to <16 x half>
  %v373 = fpext <16 x half> %v372 to <16 x float>
  %v374 = fmul contract <16 x float> %v368, %v373
  %v375 = fadd contract <16 x float> %v310, %v374
  %v278 = select contract <16 x i1> %v40, <16 x float> %v375, <16 x float> %v291
  %v376 = add nuw nsw i64 %v295, 21
  %v377 = select i1 %v42, i64 0, i64 %v376
  %v378 = getelementptr half, ptr %v4, i64 %v377
  %v379 = load half, ptr %v378, align 2, !alias.scope !5, !noalias !12
  %v380 = insertelement <16 x half> poison, half %v379, i64 0
  %v381 = shufflevector <16 x half> %v380, <16 x half> poison, <16 x i32> zeroinitializer
  %v382 = fpext <16 x half> %v381 to <16 x float>
  %v383 = select <16 x i1> %v40, <16 x float> %v382, <16 x float> zeroinitializer
  %v384 = fmul contract <16 x float> %v383, %v373
  %v385 = fadd contract <16 x float> %v320, %v384
  %v277 = select contract <16 x i1> %v40, <16 x float> %v385, <16 x float> %v290
  %v386 = add nuw nsw i64 %v295, 41
  %v387 = select i1 %v42, i64 0, i64 %v386
  %v388 = getelementptr half, ptr %v4, i64 %v387
  %v389 = load half, ptr %v388, align 2, !alias.scope !5, !noalias !12
  %v390 = insertelement <16 x half> poison, half %v389, i64 0
  %v391 = shufflevector <16 x half> %v390, <16 x half> poison, <16 x i32> zeroinitializer
  %v392 = fpext <16 x half> %v391 to <16 x float>
  %v393 = select <16 x i1> %v40, <16 x float> %v392, <16 x float> zeroinitializer
  %v394 = fmul contract <16 x float> %v393, %v373
  %v395 = fadd contract <16 x float> %v330, %v394
  %v276 = select contract <16 x i1> %v40, <16 x float> %v395, <16 x float> %v289
  %v396 = add nuw nsw i64 %v295, 61
  %v397 = select i1 %v42, i64 0, i64 %v396
  %v398 = getelementptr half, ptr %v4, i64 %v397
  %v399 = load half, ptr %v398, align 2, !alias.scope !5, !noalias !12
  %v400 = insertelement <16 x half> poison, half %v399, i64 0
  %v401 = shufflevector <16 x half> %v400, <16 x half> poison, <16 x i32> zeroinitializer
  %v402 = fpext <16 x half> %v401 to <16 x float>
  %v403 = select <16 x i1> %v40, <16 x float> %v402, <16 x float> zeroinitializer
  %v404 = fmul contract <16 x float> %v403, %v373
  %v405 = fadd contract <16 x float> %v340, %v404
  %v275 = select contract <16 x i1> %v40, <16 x float> %v405, <16 x float> %v288
  %v406 = add nuw nsw i64 %v295, 81
  %v407 = select i1 %v42, i64 0, i64 %v406
  %v408 = getelementptr half, ptr %v4, i64 %v407
  %v409 = load half, ptr %v408, align 2, !alias.scope !5, !noalias !12
  %v410 = insertelement <16 x half> poison, half %v409, i64 0
  %v411 = shufflevector <16 x half> %v410, <16 x half> poison, <16 x i32> zeroinitializer
  %v412 = fpext <16 x half> %v411 to <16 x float>
  %v413 = select <16 x i1> %v40, <16 x float> %v412, <16 x float> zeroinitializer
  %v414 = fmul contract <16 x float> %v413, %v373
  %v415 = fadd contract <16 x float> %v350, %v414
  %v274 = select contract <16 x i1> %v40, <16 x float> %v415, <16 x float> %v287
  %v416 = add nuw nsw i64 %v295, 101
  %v417 = select i1 %v42, i64 0, i64 %v416
  %v418 = getelementptr half, ptr %v4, i64 %v417
  %v419 = load half, ptr %v418, align 2, !alias.scope !5, !noalias !12
  %v420 = insertelement <16 x half> poison, half %v419, i64 0
  %v421 = shufflevector <16 x half> %v420, <16 x half> poison, <16 x i32> zeroinitializer
  %v422 = fpext <16 x half> %v421 to <16 x float>
  %v423 = select <16 x i1> %v40, <16 x float> %v422, <16 x float> zeroinitializer
  %v424 = fmul contract <16 x float> %v423, %v373
  %v425 = fadd contract <16 x float> %v360, %v424
  %v273 = select contract <16 x i1> %v40, <16 x float> %v425, <16 x float> %v286
  %v293 = add nuw nsw i64 %v292, 1
  %v426 = icmp eq i64 %v293, 10
  br i1 %v426, label %v270, label %v268

v270:                                 ; preds = %v268
  %v427 = select contract <16 x i1> %v40, <16 x float> %v375, <16 x float> zeroinitializer
  %v428 = mul nuw nsw i64 %v256, 408
  %v429 = getelementptr i8, ptr %v44, i64 %v428
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v427, ptr %v429, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  %v430 = select contract <16 x i1> %v40, <16 x float> %v385, <16 x float> zeroinitializer
  %v431 = getelementptr i8, ptr %v429, i64 68
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v430, ptr %v431, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  %v432 = select contract <16 x i1> %v40, <16 x float> %v395, <16 x float> zeroinitializer
  %v433 = getelementptr i8, ptr %v429, i64 136
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v432, ptr %v433, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  %v434 = select contract <16 x i1> %v40, <16 x float> %v405, <16 x float> zeroinitializer
  %v435 = getelementptr i8, ptr %v429, i64 204
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v434, ptr %v435, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  %v436 = select contract <16 x i1> %v40, <16 x float> %v415, <16 x float> zeroinitializer
  %v437 = getelementptr i8, ptr %v429, i64 272
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v436, ptr %v437, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  %v438 = select contract <16 x i1> %v40, <16 x float> %v425, <16 x float> zeroinitializer
  %v439 = getelementptr i8, ptr %v429, i64 340
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v438, ptr %v439, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  br label %v50

v285:                                ; preds = %v285, %v260
  %v440 = phi <16 x float> [ %v282, %v260 ], [ %v271, %v285 ]
  %v441 = phi <16 x float> [ %v281, %v260 ], [ %v272, %v285 ]
  %v442 = phi <16 x float> [ %v283, %v260 ], [ %v279, %v285 ]
  %v443 = phi i64 [ 0, %v260 ], [ %v444, %v285 ]
  %v445 = shl nuw nsw i64 %v443, 1
  %v446 = add nuw nsw i64 %v445, %v284
  %v447 = select i1 %v42, i64 0, i64 %v446
  %v448 = getelementptr half, ptr %v4, i64 %v447
  %v449 = load half, ptr %v448, align 2, !alias.scope !5, !noalias !12
  %v450 = insertelement <16 x half> poison, half %v449, i64 0
  %v451 = shufflevector <16 x half> %v450, <16 x half> poison, <16 x i32> zeroinitializer
  %v452 = fpext <16 x half> %v451 to <16 x float>
  %v453 = select <16 x i1> %v40, <16 x float> %v452, <16 x float> zeroinitializer
  %v454 = shl nuw nsw i64 %v443, 5
  %v455 = add nuw nsw i64 %v454, %v43
  %v456 = getelementptr half, ptr %v6, i64 %v455
  %v457 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v456, i32 64, <16 x i1> %v40, <16 x i16> zeroinitializer), !alias.scope !8, !noalias !13
  %v458 = bitcast <16 x i16> %v457 to <16 x half>
  %v459 = fpext <16 x half> %v458 to <16 x float>
  %v460 = fmul contract <16 x float> %v453, %v459
  %v461 = fadd contract <16 x float> %v441, %v460
  %v462 = add nuw nsw i64 %v446, 20
  %v463 = select i1 %v42, i64 0, i64 %v462
  %v464 = getelementptr half, ptr %v4, i64 %v463
  %v465 = load half, ptr %v464, align 2, !alias.scope !5, !noalias !12
  %v466 = insertelement <16 x half> poison, half %v465, i64 0
  %v467 = shufflevector <16 x half> %v466, <16 x half> poison, <16 x i32> zeroinitializer
  %v468 = fpext <16 x half> %v467 to <16 x float>
  %v469 = select <16 x i1> %v40, <16 x float> %v468, <16 x float> zeroinitializer
  %v470 = fmul contract <16 x float> %v469, %v459
  %v471 = fadd contract <16 x float> %v440, %v470
  %v472 = add nuw nsw i64 %v446, 40
  %v473 = select i1 %v42, i64 0, i64 %v472
  %v474 = getelementptr half, ptr %v4, i64 %v473
  %v475 = load half, ptr %v474, align 2, !alias.scope !5, !noalias !12
  %v476 = insertelement <16 x half> poison, half %v475, i64 0
  %v477 = shufflevector <16 x half> %v476, <16 x half> poison, <16 x i32> zeroinitializer
  %v478 = fpext <16 x half> %v477 to <16 x float>
  %v479 = select <16 x i1> %v40, <16 x float> %v478, <16 x float> zeroinitializer
  %v480 = fmul contract <16 x float> %v479, %v459
  %v481 = fadd contract <16 x float> %v442, %v480
  %v482 = or disjoint i64 %v446, 1
  %v483 = select i1 %v42, i64 0, i64 %v482
  %v484 = getelementptr half, ptr %v4, i64 %v483
  %v485 = load half, ptr %v484, align 2, !alias.scope !5, !noalias !12
  %v486 = insertelement <16 x half> poison, half %v485, i64 0
  %v487 = shufflevector <16 x half> %v486, <16 x half> poison, <16 x i32> zeroinitializer
  %v488 = fpext <16 x half> %v487 to <16 x float>
  %v489 = select <16 x i1> %v40, <16 x float> %v488, <16 x float> zeroinitializer
  %v490 = or disjoint i64 %v455, 16
  %v491 = getelementptr half, ptr %v6, i64 %v490
  %v492 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v491, i32 32, <16 x i1> %v40, <16 x i16> zeroinitializer), !alias.scope !8, !noalias !13
  %v493 = bitcast <16 x i16> %v492 to <16 x half>
  %v494 = fpext <16 x half> %v493 to <16 x float>
  %v495 = fmul contract <16 x float> %v489, %v494
  %v496 = fadd contract <16 x float> %v461, %v495
  %v272 = select contract <16 x i1> %v40, <16 x float> %v496, <16 x float> %v441
  %v497 = add nuw nsw i64 %v446, 21
  %v498 = select i1 %v42, i64 0, i64 %v497
  %v499 = getelementptr half, ptr %v4, i64 %v498
  %v500 = load half, ptr %v499, align 2, !alias.scope !5, !noalias !12
  %v501 = insertelement <16 x half> poison, half %v500, i64 0
  %v502 = shufflevector <16 x half> %v501, <16 x half> poison, <16 x i32> zeroinitializer
  %v503 = fpext <16 x half> %v502 to <16 x float>
  %v504 = select <16 x i1> %v40, <16 x float> %v503, <16 x float> zeroinitializer
  %v505 = fmul contract <16 x float> %v504, %v494
  %v506 = fadd contract <16 x float> %v471, %v505
  %v271 = select contract <16 x i1> %v40, <16 x float> %v506, <16 x float> %v440
  %v507 = add nuw nsw i64 %v446, 41
  %v508 = select i1 %v42, i64 0, i64 %v507
  %v509 = getelementptr half, ptr %v4, i64 %v508
  %v510 = load half, ptr %v509, align 2, !alias.scope !5, !noalias !12
  %v511 = insertelement <16 x half> poison, half %v510, i64 0
  %v512 = shufflevector <16 x half> %v511, <16 x half> poison, <16 x i32> zeroinitializer
  %v513 = fpext <16 x half> %v512 to <16 x float>
  %v514 = select <16 x i1> %v40, <16 x float> %v513, <16 x float> zeroinitializer
  %v515 = fmul contract <16 x float> %v514, %v494
  %v516 = fadd contract <16 x float> %v481, %v515
  %v279 = select contract <16 x i1> %v40, <16 x float> %v516, <16 x float> %v442
  %v444 = add nuw nsw i64 %v443, 1
  %v517 = icmp eq i64 %v444, 10
  br i1 %v517, label %v269, label %v285

v269:                                ; preds = %v285
  %v518 = select contract <16 x i1> %v40, <16 x float> %v496, <16 x float> zeroinitializer
  %v519 = mul nuw nsw i64 %v256, 408
  %v520 = getelementptr i8, ptr %v44, i64 %v519
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v518, ptr %v520, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  %v521 = select contract <16 x i1> %v40, <16 x float> %v506, <16 x float> zeroinitializer
  %v522 = getelementptr i8, ptr %v520, i64 68
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v521, ptr %v522, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  %v523 = select contract <16 x i1> %v40, <16 x float> %v516, <16 x float> zeroinitializer
  %v524 = getelementptr i8, ptr %v520, i64 136
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v523, ptr %v524, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  br label %v50

v11: ; preds = %v12, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr nocapture, i32 immarg, <16 x i1>) #3

; Function Attrs: nounwind
define void @ktune_matmul_f16_m33_n17_k20_packed(ptr nocapture readonly %v0) local_unnamed_addr #4 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = alloca [2 x i64], align 64
  %v4 = alloca [640 x half], align 64
  %v5 = load ptr, ptr %v0, align 8
  %v6 = getelementptr inbounds i8, ptr %v0, i64 8
  %v7 = load ptr, ptr %v6, align 8
  %v8 = getelementptr inbounds i8, ptr %v0, i64 16
  %v9 = load ptr, ptr %v8, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %v3)
  call void @llvm.lifetime.start.p0(i64 1280, ptr nonnull %v4)
  store ptr %v4, ptr %v3, align 64, !noalias !15
  %v10 = getelementptr inbounds i8, ptr %v3, i64 8
  store ptr %v7, ptr %v10, align 8, !noalias !15
  call void @ktune_parallel_for(i64 2, ptr nonnull @ktune_matmul_f16_m33_n17_k20.parallel0, ptr nonnull %v3) #4, !noalias !20
  store ptr %v5, ptr %v2, align 64, !noalias !15
  %v11 = getelementptr inbounds i8, ptr %v2, i64 8
  store ptr %v4, ptr %v11, align 8, !noalias !15
  %v12 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v9, ptr %v12, align 16, !noalias !15
  call void @ktune_parallel_for(i64 2, ptr nonnull @ktune_matmul_f16_m33_n17_k20.parallel1, ptr nonnull %v2) #4
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %v3)
  call void @llvm.lifetime.end.p0(i64 1280, ptr nonnull %v4)
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
!1 = distinct !{!1, !2, !"ktune_matmul_f16_m33_n17_k20.parallel0.task: %B.global"}
!2 = distinct !{!2, !"ktune_matmul_f16_m33_n17_k20.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_matmul_f16_m33_n17_k20.parallel0.task: %B"}
!5 = !{!6}
!6 = distinct !{!6, !7, !"ktune_matmul_f16_m33_n17_k20.parallel1.task: %A"}
!7 = distinct !{!7, !"ktune_matmul_f16_m33_n17_k20.parallel1.task"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"ktune_matmul_f16_m33_n17_k20.parallel1.task: %B.global"}
!10 = !{!11}
!11 = distinct !{!11, !7, !"ktune_matmul_f16_m33_n17_k20.parallel1.task: %C"}
!12 = !{!9, !11}
!13 = !{!6, !11}
!14 = !{!6, !9}
!15 = !{!16, !18, !19}
!16 = distinct !{!16, !17, !"ktune_matmul_f16_m33_n17_k20: %A"}
!17 = distinct !{!17, !"ktune_matmul_f16_m33_n17_k20"}
!18 = distinct !{!18, !17, !"ktune_matmul_f16_m33_n17_k20: %B"}
!19 = distinct !{!19, !17, !"ktune_matmul_f16_m33_n17_k20: %C"}
!20 = !{!16, !19}
