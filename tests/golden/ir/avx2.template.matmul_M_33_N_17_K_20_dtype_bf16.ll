; matmul:M=33,N=17,K=20,dtype=bf16 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_matmul_bf16_m33_n17_k20'
source_filename = "ktune_matmul_bf16_m33_n17_k20"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_matmul_bf16_m33_n17_k20(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  %v5 = alloca [2 x i64], align 64
  %v6 = alloca [640 x bfloat], align 64
  store ptr %v6, ptr %v5, align 64
  %v7 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v1, ptr %v7, align 8
  call void @ktune_parallel_for(i64 2, ptr nonnull @ktune_matmul_bf16_m33_n17_k20.parallel0, ptr nonnull %v5) #4
  store ptr %v0, ptr %v4, align 64
  %v8 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v6, ptr %v8, align 8
  %v9 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v9, align 16
  call void @ktune_parallel_for(i64 2, ptr nonnull @ktune_matmul_bf16_m33_n17_k20.parallel1, ptr nonnull %v4) #4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_matmul_bf16_m33_n17_k20.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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
  %v17 = getelementptr bfloat, ptr %v6, i64 %v16
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
define internal void @ktune_matmul_bf16_m33_n17_k20.parallel1(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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
  %v87 = getelementptr inbounds bfloat, ptr %v4, i64 %v86
  %v88 = load i16, ptr %v87, align 2, !alias.scope !5, !noalias !12
  %v89 = zext i16 %v88 to i32
  %v90 = shl nuw i32 %v89, 16
  %v91 = insertelement <16 x i32> poison, i32 %v90, i64 0
  %v92 = bitcast <16 x i32> %v91 to <16 x float>
  %v93 = shufflevector <16 x float> %v92, <16 x float> poison, <16 x i32> zeroinitializer
  %v94 = shl nuw nsw i64 %v83, 5
  %v95 = add nsw i64 %v94, %v46
  %v96 = getelementptr inbounds bfloat, ptr %v6, i64 %v95
  %v97 = load <16 x i16>, ptr %v96, align 64, !alias.scope !8, !noalias !13
  %v98 = zext <16 x i16> %v97 to <16 x i32>
  %v99 = shl nuw <16 x i32> %v98, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v100 = bitcast <16 x i32> %v99 to <16 x float>
  %v101 = fmul contract <16 x float> %v93, %v100
  %v102 = fadd contract <16 x float> %v81, %v101
  %v103 = getelementptr inbounds i8, ptr %v87, i64 40
  %v104 = load i16, ptr %v103, align 2, !alias.scope !5, !noalias !12
  %v105 = zext i16 %v104 to i32
  %v106 = shl nuw i32 %v105, 16
  %v107 = insertelement <16 x i32> poison, i32 %v106, i64 0
  %v108 = bitcast <16 x i32> %v107 to <16 x float>
  %v109 = shufflevector <16 x float> %v108, <16 x float> poison, <16 x i32> zeroinitializer
  %v110 = fmul contract <16 x float> %v109, %v100
  %v111 = fadd contract <16 x float> %v79, %v110
  %v112 = getelementptr inbounds i8, ptr %v87, i64 80
  %v113 = load i16, ptr %v112, align 2, !alias.scope !5, !noalias !12
  %v114 = zext i16 %v113 to i32
  %v115 = shl nuw i32 %v114, 16
  %v116 = insertelement <16 x i32> poison, i32 %v115, i64 0
  %v117 = bitcast <16 x i32> %v116 to <16 x float>
  %v118 = shufflevector <16 x float> %v117, <16 x float> poison, <16 x i32> zeroinitializer
  %v119 = fmul contract <16 x float> %v118, %v100
  %v120 = fadd contract <16 x float> %v77, %v119
  %v121 = getelementptr inbounds i8, ptr %v87, i64 120
  %v122 = load i16, ptr %v121, align 2, !alias.scope !5, !noalias !12
  %v123 = zext i16 %v122 to i32
  %v124 = shl nuw i32 %v123, 16
  %v125 = insertelement <16 x i32> poison, i32 %v124, i64 0
  %v126 = bitcast <16 x i32> %v125 to <16 x float>
  %v127 = shufflevector <16 x float> %v126, <16 x float> poison, <16 x i32> zeroinitializer
  %v128 = fmul contract <16 x float> %v127, %v100
  %v129 = fadd contract <16 x float> %v75, %v128
  %v130 = getelementptr inbounds i8, ptr %v87, i64 160
  %v131 = load i16, ptr %v130, align 2, !alias.scope !5, !noalias !12
  %v132 = zext i16 %v131 to i32
  %v133 = shl nuw i32 %v132, 16
  %v134 = insertelement <16 x i32> poison, i32 %v133, i64 0
  %v135 = bitcast <16 x i32> %v134 to <16 x float>
  %v136 = shufflevector <16 x float> %v135, <16 x float> poison, <16 x i32> zeroinitializer
  %v137 = fmul contract <16 x float> %v136, %v100
  %v138 = fadd contract <16 x float> %v73, %v137
  %v139 = getelementptr inbounds i8, ptr %v87, i64 200
  %v140 = load i16, ptr %v139, align 2, !alias.scope !5, !noalias !12
  %v141 = zext i16 %v140 to i32
  %v142 = shl nuw i32 %v141, 16
  %v143 = insertelement <16 x i32> poison, i32 %v142, i64 0
  %v144 = bitcast <16 x i32> %v143 to <16 x float>
  %v145 = shufflevector <16 x float> %v144, <16 x float> poison, <16 x i32> zeroinitializer
  %v146 = fmul contract <16 x float> %v145, %v100
  %v147 = fadd contract <16 x float> %v71, %v146
  %v148 = or disjoint i64 %v86, 1
  %v149 = getelementptr inbounds bfloat, ptr %v4, i64 %v148
  %v150 = load i16, ptr %v149, align 2, !alias.scope !5, !noalias !12
  %v151 = zext i16 %v150 to i32
  %v152 = shl nuw i32 %v151, 16
  %v153 = insertelement <16 x i32> poison, i32 %v152, i64 0
  %v154 = bitcast <16 x i32> %v153 to <16 x float>
  %v155 = shufflevector <16 x float> %v154, <16 x float> poison, <16 x i32> zeroinitializer
  %v156 = or disjoint i64 %v95, 16
  %v157 = getelementptr inbounds bfloat, ptr %v6, i64 %v156
  %v158 = load <16 x i16>, ptr %v157, align 32, !alias.scope !8, !noalias !13
  %v159 = zext <16 x i16> %v158 to <16 x i32>
  %v160 = shl nuw <16 x i32> %v159, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v161 = bitcast <16 x i32> %v160 to <16 x float>
  %v162 = fmul contract <16 x float> %v155, %v161
  %v82 = fadd contract <16 x float> %v102, %v162
  %v163 = getelementptr inbounds i8, ptr %v87, i64 42
  %v164 = load i16, ptr %v163, align 2, !alias.scope !5, !noalias !12
  %v165 = zext i16 %v164 to i32
  %v166 = shl nuw i32 %v165, 16
  %v167 = insertelement <16 x i32> poison, i32 %v166, i64 0
  %v168 = bitcast <16 x i32> %v167 to <16 x float>
  %v169 = shufflevector <16 x float> %v168, <16 x float> poison, <16 x i32> zeroinitializer
  %v170 = fmul contract <16 x float> %v169, %v161
  %v80 = fadd contract <16 x float> %v111, %v170
  %v171 = getelementptr inbounds i8, ptr %v87, i64 82
  %v172 = load i16, ptr %v171, align 2, !alias.scope !5, !noalias !12
  %v173 = zext i16 %v172 to i32
  %v174 = shl nuw i32 %v173, 16
  %v175 = insertelement <16 x i32> poison, i32 %v174, i64 0
  %v176 = bitcast <16 x i32> %v175 to <16 x float>
  %v177 = shufflevector <16 x float> %v176, <16 x float> poison, <16 x i32> zeroinitializer
  %v178 = fmul contract <16 x float> %v177, %v161
  %v78 = fadd contract <16 x float> %v120, %v178
  %v179 = getelementptr inbounds i8, ptr %v87, i64 122
  %v180 = load i16, ptr %v179, align 2, !alias.scope !5, !noalias !12
  %v181 = zext i16 %v180 to i32
  %v182 = shl nuw i32 %v181, 16
  %v183 = insertelement <16 x i32> poison, i32 %v182, i64 0
  %v184 = bitcast <16 x i32> %v183 to <16 x float>
  %v185 = shufflevector <16 x float> %v184, <16 x float> poison, <16 x i32> zeroinitializer
  %v186 = fmul contract <16 x float> %v185, %v161
  %v76 = fadd contract <16 x float> %v129, %v186
  %v187 = getelementptr inbounds i8, ptr %v87, i64 162
  %v188 = load i16, ptr %v187, align 2, !alias.scope !5, !noalias !12
  %v189 = zext i16 %v188 to i32
  %v190 = shl nuw i32 %v189, 16
  %v191 = insertelement <16 x i32> poison, i32 %v190, i64 0
  %v192 = bitcast <16 x i32> %v191 to <16 x float>
  %v193 = shufflevector <16 x float> %v192, <16 x float> poison, <16 x i32> zeroinitializer
  %v194 = fmul contract <16 x float> %v193, %v161
  %v74 = fadd contract <16 x float> %v138, %v194
  %v195 = getelementptr inbounds i8, ptr %v87, i64 202
  %v196 = load i16, ptr %v195, align 2, !alias.scope !5, !noalias !12
  %v197 = zext i16 %v196 to i32
  %v198 = shl nuw i32 %v197, 16
  %v199 = insertelement <16 x i32> poison, i32 %v198, i64 0
  %v200 = bitcast <16 x i32> %v199 to <16 x float>
  %v201 = shufflevector <16 x float> %v200, <16 x float> poison, <16 x i32> zeroinitializer
  %v202 = fmul contract <16 x float> %v201, %v161
  %v72 = fadd contract <16 x float> %v147, %v202
  %v84 = add nuw nsw i64 %v83, 1
  %v203 = icmp eq i64 %v84, 10
  br i1 %v203, label %v69, label %v66

v69:                                   ; preds = %v66
  %v204 = mul nuw nsw i64 %v62, 408
  %v205 = getelementptr i8, ptr %v48, i64 %v204
  store <16 x float> %v82, ptr %v205, align 4, !alias.scope !10, !noalias !14
  %v206 = getelementptr i8, ptr %v205, i64 68
  store <16 x float> %v80, ptr %v206, align 4, !alias.scope !10, !noalias !14
  %v207 = getelementptr i8, ptr %v205, i64 136
  store <16 x float> %v78, ptr %v207, align 4, !alias.scope !10, !noalias !14
  %v208 = getelementptr i8, ptr %v205, i64 204
  store <16 x float> %v76, ptr %v208, align 4, !alias.scope !10, !noalias !14
  %v209 = getelementptr i8, ptr %v205, i64 272
  store <16 x float> %v74, ptr %v209, align 4, !alias.scope !10, !noalias !14
  %v210 = getelementptr i8, ptr %v205, i64 340
  store <16 x float> %v72, ptr %v210, align 4, !alias.scope !10, !noalias !14
  br label %v51

v67:                                 ; preds = %v49, %v67
  %v211 = phi <16 x float> [ %v212, %v67 ], [ zeroinitializer, %v49 ]
  %v213 = phi <16 x float> [ %v214, %v67 ], [ zeroinitializer, %v49 ]
  %v215 = phi <16 x float> [ %v216, %v67 ], [ zeroinitializer, %v49 ]
  %v217 = phi i64 [ %v218, %v67 ], [ 0, %v49 ]
  %v219 = shl nuw nsw i64 %v217, 1
  %v220 = add nuw nsw i64 %v219, %v65
  %v221 = getelementptr inbounds bfloat, ptr %v4, i64 %v220
  %v222 = load i16, ptr %v221, align 2, !alias.scope !5, !noalias !12
  %v223 = zext i16 %v222 to i32
  %v224 = shl nuw i32 %v223, 16
  %v225 = insertelement <16 x i32> poison, i32 %v224, i64 0
  %v226 = bitcast <16 x i32> %v225 to <16 x float>
  %v227 = shufflevector <16 x float> %v226, <16 x float> poison, <16 x i32> zeroinitializer
  %v228 = shl nuw nsw i64 %v217, 5
  %v229 = add nsw i64 %v228, %v46
  %v230 = getelementptr inbounds bfloat, ptr %v6, i64 %v229
  %v231 = load <16 x i16>, ptr %v230, align 64, !alias.scope !8, !noalias !13
  %v232 = zext <16 x i16> %v231 to <16 x i32>
  %v233 = shl nuw <16 x i32> %v232, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v234 = bitcast <16 x i32> %v233 to <16 x float>
  %v235 = fmul contract <16 x float> %v227, %v234
  %v236 = fadd contract <16 x float> %v215, %v235
  %v237 = getelementptr inbounds i8, ptr %v221, i64 40
  %v238 = load i16, ptr %v237, align 2, !alias.scope !5, !noalias !12
  %v239 = zext i16 %v238 to i32
  %v240 = shl nuw i32 %v239, 16
  %v241 = insertelement <16 x i32> poison, i32 %v240, i64 0
  %v242 = bitcast <16 x i32> %v241 to <16 x float>
  %v243 = shufflevector <16 x float> %v242, <16 x float> poison, <16 x i32> zeroinitializer
  %v244 = fmul contract <16 x float> %v243, %v234
  %v245 = fadd contract <16 x float> %v213, %v244
  %v246 = getelementptr inbounds i8, ptr %v221, i64 80
  %v247 = load i16, ptr %v246, align 2, !alias.scope !5, !noalias !12
  %v248 = zext i16 %v247 to i32
  %v249 = shl nuw i32 %v248, 16
  %v250 = insertelement <16 x i32> poison, i32 %v249, i64 0
  %v251 = bitcast <16 x i32> %v250 to <16 x float>
  %v252 = shufflevector <16 x float> %v251, <16 x float> poison, <16 x i32> zeroinitializer
  %v253 = fmul contract <16 x float> %v252, %v234
  %v254 = fadd contract <16 x float> %v211, %v253
  %v255 = or disjoint i64 %v220, 1
  %v256 = getelementptr inbounds bfloat, ptr %v4, i64 %v255
  %v257 = load i16, ptr %v256, align 2, !alias.scope !5, !noalias !12
  %v258 = zext i16 %v257 to i32
  %v259 = shl nuw i32 %v258, 16
  %v260 = insertelement <16 x i32> poison, i32 %v259, i64 0
  %v261 = bitcast <16 x i32> %v260 to <16 x float>
  %v262 = shufflevector <16 x float> %v261, <16 x float> poison, <16 x i32> zeroinitializer
  %v263 = or disjoint i64 %v229, 16
  %v264 = getelementptr inbounds bfloat, ptr %v6, i64 %v263
  %v265 = load <16 x i16>, ptr %v264, align 32, !alias.scope !8, !noalias !13
  %v266 = zext <16 x i16> %v265 to <16 x i32>
  %v267 = shl nuw <16 x i32> %v266, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v268 = bitcast <16 x i32> %v267 to <16 x float>
  %v269 = fmul contract <16 x float> %v262, %v268
  %v216 = fadd contract <16 x float> %v236, %v269
  %v270 = getelementptr inbounds i8, ptr %v221, i64 42
  %v271 = load i16, ptr %v270, align 2, !alias.scope !5, !noalias !12
  %v272 = zext i16 %v271 to i32
  %v273 = shl nuw i32 %v272, 16
  %v274 = insertelement <16 x i32> poison, i32 %v273, i64 0
  %v275 = bitcast <16 x i32> %v274 to <16 x float>
  %v276 = shufflevector <16 x float> %v275, <16 x float> poison, <16 x i32> zeroinitializer
  %v277 = fmul contract <16 x float> %v276, %v268
  %v214 = fadd contract <16 x float> %v245, %v277
  %v278 = getelementptr inbounds i8, ptr %v221, i64 82
  %v279 = load i16, ptr %v278, align 2, !alias.scope !5, !noalias !12
  %v280 = zext i16 %v279 to i32
  %v281 = shl nuw i32 %v280, 16
  %v282 = insertelement <16 x i32> poison, i32 %v281, i64 0
  %v283 = bitcast <16 x i32> %v282 to <16 x float>
  %v284 = shufflevector <16 x float> %v283, <16 x float> poison, <16 x i32> zeroinitializer
  %v285 = fmul contract <16 x float> %v284, %v268
  %v212 = fadd contract <16 x float> %v254, %v285
  %v218 = add nuw nsw i64 %v217, 1
  %v286 = icmp eq i64 %v218, 10
  br i1 %v286, label %v68, label %v67

v68:                                 ; preds = %v67
  %v287 = mul nuw nsw i64 %v62, 408
  %v288 = getelementptr i8, ptr %v48, i64 %v287
  store <16 x float> %v216, ptr %v288, align 4, !alias.scope !10, !noalias !14
  %v289 = getelementptr i8, ptr %v288, i64 68
  store <16 x float> %v214, ptr %v289, align 4, !alias.scope !10, !noalias !14
  %v290 = getelementptr i8, ptr %v288, i64 136
  store <16 x float> %v212, ptr %v290, align 4, !alias.scope !10, !noalias !14
  br label %v51

v45:                                 ; preds = %v35, %v50
  %v291 = phi <16 x float> [ %v52, %v50 ], [ %v13, %v35 ]
  %v292 = phi <16 x float> [ %v53, %v50 ], [ %v15, %v35 ]
  %v293 = phi <16 x float> [ %v54, %v50 ], [ %v17, %v35 ]
  %v294 = phi <16 x float> [ %v55, %v50 ], [ %v19, %v35 ]
  %v295 = phi <16 x float> [ %v56, %v50 ], [ %v21, %v35 ]
  %v296 = phi <16 x float> [ %v57, %v50 ], [ %v23, %v35 ]
  %v297 = phi <16 x float> [ %v58, %v50 ], [ %v25, %v35 ]
  %v298 = phi <16 x float> [ %v59, %v50 ], [ %v27, %v35 ]
  %v299 = phi <16 x float> [ %v60, %v50 ], [ %v29, %v35 ]
  %v300 = phi i64 [ %v301, %v50 ], [ 0, %v35 ]
  %v302 = icmp ult i64 %v300, 5
  br i1 %v302, label %v303, label %v304

v303:                                      ; preds = %v45
  %v305 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v298
  %v306 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v297
  %v307 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v296
  %v308 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v295
  %v309 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v294
  %v310 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v293
  %v311 = mul nuw nsw i64 %v300, 120
  br label %v312

v50:                                      ; preds = %v313, %v314
  %v52 = phi <16 x float> [ %v291, %v314 ], [ %v315, %v313 ]
  %v53 = phi <16 x float> [ %v292, %v314 ], [ %v316, %v313 ]
  %v54 = phi <16 x float> [ %v317, %v314 ], [ %v293, %v313 ]
  %v55 = phi <16 x float> [ %v318, %v314 ], [ %v294, %v313 ]
  %v56 = phi <16 x float> [ %v319, %v314 ], [ %v295, %v313 ]
  %v57 = phi <16 x float> [ %v320, %v314 ], [ %v296, %v313 ]
  %v58 = phi <16 x float> [ %v321, %v314 ], [ %v297, %v313 ]
  %v59 = phi <16 x float> [ %v322, %v314 ], [ %v298, %v313 ]
  %v60 = phi <16 x float> [ %v299, %v314 ], [ %v323, %v313 ]
  %v301 = add nuw nsw i64 %v300, 1
  %v324 = icmp eq i64 %v301, 6
  br i1 %v324, label %v12, label %v45

v304:                                      ; preds = %v45
  %v325 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v292
  %v326 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v291
  %v327 = select contract <16 x i1> %v40, <16 x float> zeroinitializer, <16 x float> %v299
  %v328 = mul nuw nsw i64 %v300, 120
  br label %v329

v312:                                 ; preds = %v312, %v303
  %v330 = phi <16 x float> [ %v310, %v303 ], [ %v317, %v312 ]
  %v331 = phi <16 x float> [ %v309, %v303 ], [ %v318, %v312 ]
  %v332 = phi <16 x float> [ %v308, %v303 ], [ %v319, %v312 ]
  %v333 = phi <16 x float> [ %v307, %v303 ], [ %v320, %v312 ]
  %v334 = phi <16 x float> [ %v306, %v303 ], [ %v321, %v312 ]
  %v335 = phi <16 x float> [ %v305, %v303 ], [ %v322, %v312 ]
  %v336 = phi i64 [ 0, %v303 ], [ %v337, %v312 ]
  %v338 = shl nuw nsw i64 %v336, 1
  %v339 = add nuw nsw i64 %v338, %v311
  %v340 = select i1 %v42, i64 0, i64 %v339
  %v341 = getelementptr bfloat, ptr %v4, i64 %v340
  %v342 = load bfloat, ptr %v341, align 2, !alias.scope !5, !noalias !12
  %v343 = insertelement <16 x bfloat> poison, bfloat %v342, i64 0
  %v344 = bitcast <16 x bfloat> %v343 to <16 x i16>
  %v345 = shufflevector <16 x i16> %v344, <16 x i16> poison, <16 x i32> zeroinitializer
  %v346 = zext <16 x i16> %v345 to <16 x i32>
  %v347 = shl nuw <16 x i32> %v346, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v348 = bitcast <16 x i32> %v347 to <16 x float>
  %v349 = select <16 x i1> %v40, <16 x float> %v348, <16 x float> zeroinitializer
  %v350 = shl nuw nsw i64 %v336, 5
  %v351 = add nuw nsw i64 %v350, %v43
  %v352 = getelementptr bfloat, ptr %v6, i64 %v351
  %v353 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v352, i32 64, <16 x i1> %v40, <16 x i16> zeroinitializer), !alias.scope !8, !noalias !13
  %v354 = zext <16 x i16> %v353 to <16 x i32>
  %v355 = shl nuw <16 x i32> %v354, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v356 = bitcast <16 x i32> %v355 to <16 x float>
  %v357 = fmul contract <16 x float> %v349, %v356
  %v358 = fadd contract <16 x float> %v335, %v357
  %v359 = add nuw nsw i64 %v339, 20
  %v360 = select i1 %v42, i64 0, i64 %v359
  %v361 = getelementptr bfloat, ptr %v4, i64 %v360
  %v362 = load bfloat, ptr %v361, align 2, !alias.scope !5, !noalias !12
  %v363 = insertelement <16 x bfloat> poison, bfloat %v362, i64 0
  %v364 = bitcast <16 x bfloat> %v363 to <16 x i16>
  %v365 = shufflevector <16 x i16> %v364, <16 x i16> poison, <16 x i32> zeroinitializer
  %v366 = zext <16 x i16> %v365 to <16 x i32>
  %v367 = shl nuw <16 x i32> %v366, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v368 = bitcast <16 x i32> %v367 to <16 x float>
  %v369 = select <16 x i1> %v40, <16 x float> %v368, <16 x float> zeroinitializer
  %v370 = fmul contract <16 x float> %v369, %v356
  %v371 = fadd contract <16 x float> %v334, %v370
  %v372 = add nuw nsw i64 %v339, 40
  %v373 = select i1 %v42, i64 0, i64 %v372
  %v374 = getelementptr bfloat, ptr %v4, i64 %v373
  %v375 = load bfloat, ptr %v374, align 2, !alias.scope !5, !noalias !12
  %v376 = insertelement <16 x bfloat> poison, bfloat %v375, i64 0
  %v377 = bitcast <16 x bfloat> %v376 to <16 x i16>
  %v378 = shufflevector <16 x i16> %v377, <16 x i16> poison, <16 x i32> zeroinitializer
  %v379 = zext <16 x i16> %v378 to <16 x i32>
  %v380 = shl nuw <16 x i32> %v379, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v381 = bitcast <16 x i32> %v380 to <16 x float>
  %v382 = select <16 x i1> %v40, <16 x float> %v381, <16 x float> zeroinitializer
  %v383 = fmul contract <16 x float> %v382, %v356
  %v384 = fadd contract <16 x float> %v333, %v383
  %v385 = add nuw nsw i64 %v339, 60
  %v386 = select i1 %v42, i64 0, i64 %v385
  %v387 = getelementptr bfloat, ptr %v4, i64 %v386
  %v388 = load bfloat, ptr %v387, align 2, !alias.scope !5, !noalias !12
  %v389 = insertelement <16 x bfloat> poison, bfloat %v388, i64 0
  %v390 = bitcast <16 x bfloat> %v389 to <16 x i16>
  %v391 = shufflevector <16 x i16> %v390, <16 x i16> poison, <16 x i32> zeroinitializer
  %v392 = zext <16 x i16> %v391 to <16 x i32>
  %v393 = shl nuw <16 x i32> %v392, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v394 = bitcast <16 x i32> %v393 to <16 x float>
  %v395 = select <16 x i1> %v40, <16 x float> %v394, <16 x float> zeroinitializer
  %v396 = fmul contract <16 x float> %v395, %v356
  %v397 = fadd contract <16 x float> %v332, %v396
  %v398 = add nuw nsw i64 %v339, 80
  %v399 = select i1 %v42, i64 0, i64 %v398
  %v400 = getelementptr bfloat, ptr %v4, i64 %v399
  %v401 = load bfloat, ptr %v400, align 2, !alias.scope !5, !noalias !12
  %v402 = insertelement <16 x bfloat> poison, bfloat %v401, i64 0
  %v403 = bitcast <16 x bfloat> %v402 to <16 x i16>
  %v404 = shufflevector <16 x i16> %v403, <16 x i16> poison, <16 x i32> zeroinitializer
  %v405 = zext <16 x i16> %v404 to <16 x i32>
  %v406 = shl nuw <16 x i32> %v405, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v407 = bitcast <16 x i32> %v406 to <16 x float>
  %v408 = select <16 x i1> %v40, <16 x float> %v407, <16 x float> zeroinitializer
  %v409 = fmul contract <16 x float> %v408, %v356
  %v410 = fadd contract <16 x float> %v331, %v409
  %v411 = add nuw nsw i64 %v339, 100
  %v412 = select i1 %v42, i64 0, i64 %v411
  %v413 = getelementptr bfloat, ptr %v4, i64 %v412
  %v414 = load bfloat, ptr %v413, align 2, !alias.scope !5, !noalias !12
  %v415 = insertelement <16 x bfloat> poison, bfloat %v414, i64 0
  %v416 = bitcast <16 x bfloat> %v415 to <16 x i16>
  %v417 = shufflevector <16 x i16> %v416, <16 x i16> poison, <16 x i32> zeroinitializer
  %v418 = zext <16 x i16> %v417 to <16 x i32>
  %v419 = shl nuw <16 x i32> %v418, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v420 = bitcast <16 x i32> %v419 to <16 x float>
  %v421 = select <16 x i1> %v40, <16 x float> %v420, <16 x float> zeroinitializer
  %v422 = fmul contract <16 x float> %v421, %v356
  %v423 = fadd contract <16 x float> %v330, %v422
  %v424 = or disjoint i64 %v339, 1
  %v425 = select i1 %v42, i64 0, i64 %v424
  %v426 = getelementptr bfloat, ptr %v4, i64 %v425
  %v427 = load bfloat, ptr %v426, align 2, !alias.scope !5, !noalias !12
  %v428 = insertelement <16 x bfloat> poison, bfloat %v427, i64 0
  %v429 = bitcast <16 x bfloat> %v428 to <16 x i16>
  %v430 = shufflevector <16 x i16> %v429, <16 x i16> poison, <16 x i32> zeroinitializer
  %v431 = zext <16 x i16> %v430 to <16 x i32>
  %v432 = shl nuw <16 x i32> %v431, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v433 = bitcast <16 x i32> %v432 to <16 x float>
  %v434 = select <16 x i1> %v40, <16 x float> %v433, <16 x float> zeroinitializer
  %v435 = or disjoint i64 %v351, 16
  %v436 = getelementptr bfloat, ptr %v6, i64 %v435
  %v437 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v436, i32 32, <16 x i1> %v40, <16 x i16> zeroinitializer), !alias.scope !8, !noalias !13
  %v438 = zext <16 x i16> %v437 to <16 x i32>
  %v439 = shl nuw <16 x i32> %v438, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v440 = bitcast <16 x i32> %v439 to <16 x float>
  %v441 = fmul contract <16 x float> %v434, %v440
  %v442 = fadd contract <16 x float> %v358, %v441
  %v322 = select contract <16 x i1> %v40, <16 x float> %v442, <16 x float> %v335
  %v443 = add nuw nsw i64 %v339, 21
  %v444 = select i1 %v42, i64 0, i64 %v443
  %v445 = getelementptr bfloat, ptr %v4, i64 %v444
  %v446 = load bfloat, ptr %v445, align 2, !alias.scope !5, !noalias !12
  %v447 = insertelement <16 x bfloat> poison, bfloat %v446, i64 0
  %v448 = bitcast <16 x bfloat> %v447 to <16 x i16>
  %v449 = shufflevector <16 x i16> %v448, <16 x i16> poison, <16 x i32> zeroinitializer
  %v450 = zext <16 x i16> %v449 to <16 x i32>
  %v451 = shl nuw <16 x i32> %v450, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v452 = bitcast <16 x i32> %v451 to <16 x float>
  %v453 = select <16 x i1> %v40, <16 x float> %v452, <16 x float> zeroinitializer
  %v454 = fmul contract <16 x float> %v453, %v440
  %v455 = fadd contract <16 x float> %v371, %v454
  %v321 = select contract <16 x i1> %v40, <16 x float> %v455, <16 x float> %v334
  %v456 = add nuw nsw i64 %v339, 41
  %v457 = select i1 %v42, i64 0, i64 %v456
  %v458 = getelementptr bfloat, ptr %v4, i64 %v457
  %v459 = load bfloat, ptr %v458, align 2, !alias.scope !5, !noalias !12
  %v460 = insertelement <16 x bfloat> poison, bfloat %v459, i64 0
  %v461 = bitcast <16 x bfloat> %v460 to <16 x i16>
  %v462 = shufflevector <16 x i16> %v461, <16 x i16> poison, <16 x i32> zeroinitializer
  %v463 = zext <16 x i16> %v462 to <16 x i32>
  %v464 = shl nuw <16 x i32> %v463, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v465 = bitcast <16 x i32> %v464 to <16 x float>
  %v466 = select <16 x i1> %v40, <16 x float> %v465, <16 x float> zeroinitializer
  %v467 = fmul contract <16 x float> %v466, %v440
  %v468 = fadd contract <16 x float> %v384, %v467
  %v320 = select contract <16 x i1> %v40, <16 x float> %v468, <16 x float> %v333
  %v469 = add nuw nsw i64 %v339, 61
  %v470 = select i1 %v42, i64 0, i64 %v469
  %v471 = getelementptr bfloat, ptr %v4, i64 %v470
  %v472 = load bfloat, ptr %v471, align 2, !alias.scope !5, !noalias !12
  %v473 = insertelement <16 x bfloat> poison, bfloat %v472, i64 0
  %v474 = bitcast <16 x bfloat> %v473 to <16 x i16>
  %v475 = shufflevector <16 x i16> %v474, <16 x i16> poison, <16 x i32> zeroinitializer
  %v476 = zext <16 x i16> %v475 to <16 x i32>
  %v477 = shl nuw <16 x i32> %v476, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v478 = bitcast <16 x i32> %v477 to <16 x float>
  %v479 = select <16 x i1> %v40, <16 x float> %v478, <16 x float> zeroinitializer
  %v480 = fmul contract <16 x float> %v479, %v440
  %v481 = fadd contract <16 x float> %v397, %v480
  %v319 = select contract <16 x i1> %v40, <16 x float> %v481, <16 x float> %v332
  %v482 = add nuw nsw i64 %v339, 81
  %v483 = select i1 %v42, i64 0, i64 %v482
  %v484 = getelementptr bfloat, ptr %v4, i64 %v483
  %v485 = load bfloat, ptr %v484, align 2, !alias.scope !5, !noalias !12
  %v486 = insertelement <16 x bfloat> poison, bfloat %v485, i64 0
  %v487 = bitcast <16 x bfloat> %v486 to <16 x i16>
  %v488 = shufflevector <16 x i16> %v487, <16 x i16> poison, <16 x i32> zeroinitializer
  %v489 = zext <16 x i16> %v488 to <16 x i32>
  %v490 = shl nuw <16 x i32> %v489, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v491 = bitcast <16 x i32> %v490 to <16 x float>
  %v492 = select <16 x i1> %v40, <16 x float> %v491, <16 x float> zeroinitializer
  %v493 = fmul contract <16 x float> %v492, %v440
  %v494 = fadd contract <16 x float> %v410, %v493
  %v318 = select contract <16 x i1> %v40, <16 x float> %v494, <16 x float> %v331
  %v495 = add nuw nsw i64 %v339, 101
  %v496 = select i1 %v42, i64 0, i64 %v495
  %v497 = getelementptr bfloat, ptr %v4, i64 %v496
  %v498 = load bfloat, ptr %v497, align 2, !alias.scope !5, !noalias !12
  %v499 = insertelement <16 x bfloat> poison, bfloat %v498, i64 0
  %v500 = bitcast <16 x bfloat> %v499 to <16 x i16>
  %v501 = shufflevector <16 x i16> %v500, <16 x i16> poison, <16 x i32> zeroinitializer
  %v502 = zext <16 x i16> %v501 to <16 x i32>
  %v503 = shl nuw <16 x i32> %v502, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v504 = bitcast <16 x i32> %v503 to <16 x float>
  %v505 = select <16 x i1> %v40, <16 x float> %v504, <16 x float> zeroinitializer
  %v506 = fmul contract <16 x float> %v505, %v440
  %v507 = fadd contract <16 x float> %v423, %v506
  %v317 = select contract <16 x i1> %v40, <16 x float> %v507, <16 x float> %v330
  %v337 = add nuw nsw i64 %v336, 1
  %v508 = icmp eq i64 %v337, 10
  br i1 %v508, label %v314, label %v312

v314:                                 ; preds = %v312
  %v509 = select contract <16 x i1> %v40, <16 x float> %v442, <16 x float> zeroinitializer
  %v510 = mul nuw nsw i64 %v300, 408
  %v511 = getelementptr i8, ptr %v44, i64 %v510
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v509, ptr %v511, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  %v512 = select contract <16 x i1> %v40, <16 x float> %v455, <16 x float> zeroinitializer
  %v513 = getelementptr i8, ptr %v511, i64 68
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v512, ptr %v513, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  %v514 = select contract <16 x i1> %v40, <16 x float> %v468, <16 x float> zeroinitializer
  %v515 = getelementptr i8, ptr %v511, i64 136
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v514, ptr %v515, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  %v516 = select contract <16 x i1> %v40, <16 x float> %v481, <16 x float> zeroinitializer
  %v517 = getelementptr i8, ptr %v511, i64 204
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v516, ptr %v517, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  %v518 = select contract <16 x i1> %v40, <16 x float> %v494, <16 x float> zeroinitializer
  %v519 = getelementptr i8, ptr %v511, i64 272
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v518, ptr %v519, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  %v520 = select contract <16 x i1> %v40, <16 x float> %v507, <16 x float> zeroinitializer
  %v521 = getelementptr i8, ptr %v511, i64 340
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v520, ptr %v521, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  br label %v50

v329:                                ; preds = %v329, %v304
  %v522 = phi <16 x float> [ %v326, %v304 ], [ %v315, %v329 ]
  %v523 = phi <16 x float> [ %v325, %v304 ], [ %v316, %v329 ]
  %v524 = phi <16 x float> [ %v327, %v304 ], [ %v323, %v329 ]
  %v525 = phi i64 [ 0, %v304 ], [ %v526, %v329 ]
  %v527 = shl nuw nsw i64 %v525, 1
  %v528 = add nuw nsw i64 %v527, %v328
  %v529 = select i1 %v42, i64 0, i64 %v528
  %v530 = getelementptr bfloat, ptr %v4, i64 %v529
  %v531 = load bfloat, ptr %v530, align 2, !alias.scope !5, !noalias !12
  %v532 = insertelement <16 x bfloat> poison, bfloat %v531, i64 0
  %v533 = bitcast <16 x bfloat> %v532 to <16 x i16>
  %v534 = shufflevector <16 x i16> %v533, <16 x i16> poison, <16 x i32> zeroinitializer
  %v535 = zext <16 x i16> %v534 to <16 x i32>
  %v536 = shl nuw <16 x i32> %v535, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v537 = bitcast <16 x i32> %v536 to <16 x float>
  %v538 = select <16 x i1> %v40, <16 x float> %v537, <16 x float> zeroinitializer
  %v539 = shl nuw nsw i64 %v525, 5
  %v540 = add nuw nsw i64 %v539, %v43
  %v541 = getelementptr bfloat, ptr %v6, i64 %v540
  %v542 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v541, i32 64, <16 x i1> %v40, <16 x i16> zeroinitializer), !alias.scope !8, !noalias !13
  %v543 = zext <16 x i16> %v542 to <16 x i32>
  %v544 = shl nuw <16 x i32> %v543, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v545 = bitcast <16 x i32> %v544 to <16 x float>
  %v546 = fmul contract <16 x float> %v538, %v545
  %v547 = fadd contract <16 x float> %v523, %v546
  %v548 = add nuw nsw i64 %v528, 20
  %v549 = select i1 %v42, i64 0, i64 %v548
  %v550 = getelementptr bfloat, ptr %v4, i64 %v549
  %v551 = load bfloat, ptr %v550, align 2, !alias.scope !5, !noalias !12
  %v552 = insertelement <16 x bfloat> poison, bfloat %v551, i64 0
  %v553 = bitcast <16 x bfloat> %v552 to <16 x i16>
  %v554 = shufflevector <16 x i16> %v553, <16 x i16> poison, <16 x i32> zeroinitializer
  %v555 = zext <16 x i16> %v554 to <16 x i32>
  %v556 = shl nuw <16 x i32> %v555, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v557 = bitcast <16 x i32> %v556 to <16 x float>
  %v558 = select <16 x i1> %v40, <16 x float> %v557, <16 x float> zeroinitializer
  %v559 = fmul contract <16 x float> %v558, %v545
  %v560 = fadd contract <16 x float> %v522, %v559
  %v561 = add nuw nsw i64 %v528, 40
  %v562 = select i1 %v42, i64 0, i64 %v561
  %v563 = getelementptr bfloat, ptr %v4, i64 %v562
  %v564 = load bfloat, ptr %v563, align 2, !alias.scope !5, !noalias !12
  %v565 = insertelement <16 x bfloat> poison, bfloat %v564, i64 0
  %v566 = bitcast <16 x bfloat> %v565 to <16 x i16>
  %v567 = shufflevector <16 x i16> %v566, <16 x i16> poison, <16 x i32> zeroinitializer
  %v568 = zext <16 x i16> %v567 to <16 x i32>
  %v569 = shl nuw <16 x i32> %v568, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v570 = bitcast <16 x i32> %v569 to <16 x float>
  %v571 = select <16 x i1> %v40, <16 x float> %v570, <16 x float> zeroinitializer
  %v572 = fmul contract <16 x float> %v571, %v545
  %v573 = fadd contract <16 x float> %v524, %v572
  %v574 = or disjoint i64 %v528, 1
  %v575 = select i1 %v42, i64 0, i64 %v574
  %v576 = getelementptr bfloat, ptr %v4, i64 %v575
  %v577 = load bfloat, ptr %v576, align 2, !alias.scope !5, !noalias !12
  %v578 = insertelement <16 x bfloat> poison, bfloat %v577, i64 0
  %v579 = bitcast <16 x bfloat> %v578 to <16 x i16>
  %v580 = shufflevector <16 x i16> %v579, <16 x i16> poison, <16 x i32> zeroinitializer
  %v581 = zext <16 x i16> %v580 to <16 x i32>
  %v582 = shl nuw <16 x i32> %v581, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v583 = bitcast <16 x i32> %v582 to <16 x float>
  %v584 = select <16 x i1> %v40, <16 x float> %v583, <16 x float> zeroinitializer
  %v585 = or disjoint i64 %v540, 16
  %v586 = getelementptr bfloat, ptr %v6, i64 %v585
  %v587 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr %v586, i32 32, <16 x i1> %v40, <16 x i16> zeroinitializer), !alias.scope !8, !noalias !13
  %v588 = zext <16 x i16> %v587 to <16 x i32>
  %v589 = shl nuw <16 x i32> %v588, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v590 = bitcast <16 x i32> %v589 to <16 x float>
  %v591 = fmul contract <16 x float> %v584, %v590
  %v592 = fadd contract <16 x float> %v547, %v591
  %v316 = select contract <16 x i1> %v40, <16 x float> %v592, <16 x float> %v523
  %v593 = add nuw nsw i64 %v528, 21
  %v594 = select i1 %v42, i64 0, i64 %v593
  %v595 = getelementptr bfloat, ptr %v4, i64 %v594
  %v596 = load bfloat, ptr %v595, align 2, !alias.scope !5, !noalias !12
  %v597 = insertelement <16 x bfloat> poison, bfloat %v596, i64 0
  %v598 = bitcast <16 x bfloat> %v597 to <16 x i16>
  %v599 = shufflevector <16 x i16> %v598, <16 x i16> poison, <16 x i32> zeroinitializer
  %v600 = zext <16 x i16> %v599 to <16 x i32>
  %v601 = shl nuw <16 x i32> %v600, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v602 = bitcast <16 x i32> %v601 to <16 x float>
  %v603 = select <16 x i1> %v40, <16 x float> %v602, <16 x float> zeroinitializer
  %v604 = fmul contract <16 x float> %v603, %v590
  %v605 = fadd contract <16 x float> %v560, %v604
  %v315 = select contract <16 x i1> %v40, <16 x float> %v605, <16 x float> %v522
  %v606 = add nuw nsw i64 %v528, 41
  %v607 = select i1 %v42, i64 0, i64 %v606
  %v608 = getelementptr bfloat, ptr %v4, i64 %v607
  %v609 = load bfloat, ptr %v608, align 2, !alias.scope !5, !noalias !12
  %v610 = insertelement <16 x bfloat> poison, bfloat %v609, i64 0
  %v611 = bitcast <16 x bfloat> %v610 to <16 x i16>
  %v612 = shufflevector <16 x i16> %v611, <16 x i16> poison, <16 x i32> zeroinitializer
  %v613 = zext <16 x i16> %v612 to <16 x i32>
  %v614 = shl nuw <16 x i32> %v613, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %v615 = bitcast <16 x i32> %v614 to <16 x float>
  %v616 = select <16 x i1> %v40, <16 x float> %v615, <16 x float> zeroinitializer
  %v617 = fmul contract <16 x float> %v616, %v590
  %v618 = fadd contract <16 x float> %v573, %v617
  %v323 = select contract <16 x i1> %v40, <16 x float> %v618, <16 x float> %v524
  %v526 = add nuw nsw i64 %v525, 1
  %v619 = icmp eq i64 %v526, 10
  br i1 %v619, label %v313, label %v329

v313:                                ; preds = %v329
  %v620 = select contract <16 x i1> %v40, <16 x float> %v592, <16 x float> zeroinitializer
  %v621 = mul nuw nsw i64 %v300, 408
  %v622 = getelementptr i8, ptr %v44, i64 %v621
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v620, ptr %v622, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  %v623 = select contract <16 x i1> %v40, <16 x float> %v605, <16 x float> zeroinitializer
  %v624 = getelementptr i8, ptr %v622, i64 68
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v623, ptr %v624, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  %v625 = select contract <16 x i1> %v40, <16 x float> %v618, <16 x float> zeroinitializer
  %v626 = getelementptr i8, ptr %v622, i64 136
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v625, ptr %v626, i32 4, <16 x i1> %v40), !alias.scope !10, !noalias !14
  br label %v50

v11: ; preds = %v12, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr nocapture, i32 immarg, <16 x i1>) #3

; Function Attrs: nounwind
define void @ktune_matmul_bf16_m33_n17_k20_packed(ptr nocapture readonly %v0) local_unnamed_addr #4 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = alloca [2 x i64], align 64
  %v4 = alloca [640 x bfloat], align 64
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
  call void @ktune_parallel_for(i64 2, ptr nonnull @ktune_matmul_bf16_m33_n17_k20.parallel0, ptr nonnull %v3) #4, !noalias !20
  store ptr %v5, ptr %v2, align 64, !noalias !15
  %v11 = getelementptr inbounds i8, ptr %v2, i64 8
  store ptr %v4, ptr %v11, align 8, !noalias !15
  %v12 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v9, ptr %v12, align 16, !noalias !15
  call void @ktune_parallel_for(i64 2, ptr nonnull @ktune_matmul_bf16_m33_n17_k20.parallel1, ptr nonnull %v2) #4
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
!1 = distinct !{!1, !2, !"ktune_matmul_bf16_m33_n17_k20.parallel0.task: %B.global"}
!2 = distinct !{!2, !"ktune_matmul_bf16_m33_n17_k20.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_matmul_bf16_m33_n17_k20.parallel0.task: %B"}
!5 = !{!6}
!6 = distinct !{!6, !7, !"ktune_matmul_bf16_m33_n17_k20.parallel1.task: %A"}
!7 = distinct !{!7, !"ktune_matmul_bf16_m33_n17_k20.parallel1.task"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"ktune_matmul_bf16_m33_n17_k20.parallel1.task: %B.global"}
!10 = !{!11}
!11 = distinct !{!11, !7, !"ktune_matmul_bf16_m33_n17_k20.parallel1.task: %C"}
!12 = !{!9, !11}
!13 = !{!6, !11}
!14 = !{!6, !9}
!15 = !{!16, !18, !19}
!16 = distinct !{!16, !17, !"ktune_matmul_bf16_m33_n17_k20: %A"}
!17 = distinct !{!17, !"ktune_matmul_bf16_m33_n17_k20"}
!18 = distinct !{!18, !17, !"ktune_matmul_bf16_m33_n17_k20: %B"}
!19 = distinct !{!19, !17, !"ktune_matmul_bf16_m33_n17_k20: %C"}
!20 = !{!16, !19}
