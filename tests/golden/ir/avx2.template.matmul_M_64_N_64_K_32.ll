; matmul:M=64,N=64,K=32,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_matmul_f32_m64_n64_k32'
source_filename = "ktune_matmul_f32_m64_n64_k32"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_matmul_f32_m64_n64_k32(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  %v5 = alloca [2 x i64], align 64
  %v6 = alloca [2048 x float], align 64
  store ptr %v6, ptr %v5, align 64
  %v7 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v1, ptr %v7, align 8
  call void @ktune_parallel_for(i64 4, ptr nonnull @ktune_matmul_f32_m64_n64_k32.parallel0, ptr nonnull %v5) #2
  store ptr %v0, ptr %v4, align 64
  %v8 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v6, ptr %v8, align 8
  %v9 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v9, align 16
  call void @ktune_parallel_for(i64 4, ptr nonnull @ktune_matmul_f32_m64_n64_k32.parallel1, ptr nonnull %v4) #2
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_matmul_f32_m64_n64_k32.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  %v7 = icmp slt i64 %v1, %v2
  br i1 %v7, label %v8, label %v9

v8:                                   ; preds = %v3, %v8
  %v10 = phi i64 [ %v11, %v8 ], [ %v1, %v3 ]
  %v12 = shl i64 %v10, 6
  %v13 = getelementptr i8, ptr %v6, i64 %v12
  %v14 = shl i64 %v10, 11
  %v15 = getelementptr i8, ptr %v4, i64 %v14
  %v16 = load <16 x float>, ptr %v13, align 4, !alias.scope !3, !noalias !0
  store <16 x float> %v16, ptr %v15, align 64, !alias.scope !0, !noalias !3
  %v17 = getelementptr i8, ptr %v13, i64 256
  %v18 = load <16 x float>, ptr %v17, align 4, !alias.scope !3, !noalias !0
  %v19 = getelementptr i8, ptr %v15, i64 64
  store <16 x float> %v18, ptr %v19, align 64, !alias.scope !0, !noalias !3
  %v20 = getelementptr i8, ptr %v13, i64 512
  %v21 = load <16 x float>, ptr %v20, align 4, !alias.scope !3, !noalias !0
  %v22 = getelementptr i8, ptr %v15, i64 128
  store <16 x float> %v21, ptr %v22, align 64, !alias.scope !0, !noalias !3
  %v23 = getelementptr i8, ptr %v13, i64 768
  %v24 = load <16 x float>, ptr %v23, align 4, !alias.scope !3, !noalias !0
  %v25 = getelementptr i8, ptr %v15, i64 192
  store <16 x float> %v24, ptr %v25, align 64, !alias.scope !0, !noalias !3
  %v26 = getelementptr i8, ptr %v13, i64 1024
  %v27 = load <16 x float>, ptr %v26, align 4, !alias.scope !3, !noalias !0
  %v28 = getelementptr i8, ptr %v15, i64 256
  store <16 x float> %v27, ptr %v28, align 64, !alias.scope !0, !noalias !3
  %v29 = getelementptr i8, ptr %v13, i64 1280
  %v30 = load <16 x float>, ptr %v29, align 4, !alias.scope !3, !noalias !0
  %v31 = getelementptr i8, ptr %v15, i64 320
  store <16 x float> %v30, ptr %v31, align 64, !alias.scope !0, !noalias !3
  %v32 = getelementptr i8, ptr %v13, i64 1536
  %v33 = load <16 x float>, ptr %v32, align 4, !alias.scope !3, !noalias !0
  %v34 = getelementptr i8, ptr %v15, i64 384
  store <16 x float> %v33, ptr %v34, align 64, !alias.scope !0, !noalias !3
  %v35 = getelementptr i8, ptr %v13, i64 1792
  %v36 = load <16 x float>, ptr %v35, align 4, !alias.scope !3, !noalias !0
  %v37 = getelementptr i8, ptr %v15, i64 448
  store <16 x float> %v36, ptr %v37, align 64, !alias.scope !0, !noalias !3
  %v38 = getelementptr i8, ptr %v13, i64 2048
  %v39 = load <16 x float>, ptr %v38, align 4, !alias.scope !3, !noalias !0
  %v40 = getelementptr i8, ptr %v15, i64 512
  store <16 x float> %v39, ptr %v40, align 64, !alias.scope !0, !noalias !3
  %v41 = getelementptr i8, ptr %v13, i64 2304
  %v42 = load <16 x float>, ptr %v41, align 4, !alias.scope !3, !noalias !0
  %v43 = getelementptr i8, ptr %v15, i64 576
  store <16 x float> %v42, ptr %v43, align 64, !alias.scope !0, !noalias !3
  %v44 = getelementptr i8, ptr %v13, i64 2560
  %v45 = load <16 x float>, ptr %v44, align 4, !alias.scope !3, !noalias !0
  %v46 = getelementptr i8, ptr %v15, i64 640
  store <16 x float> %v45, ptr %v46, align 64, !alias.scope !0, !noalias !3
  %v47 = getelementptr i8, ptr %v13, i64 2816
  %v48 = load <16 x float>, ptr %v47, align 4, !alias.scope !3, !noalias !0
  %v49 = getelementptr i8, ptr %v15, i64 704
  store <16 x float> %v48, ptr %v49, align 64, !alias.scope !0, !noalias !3
  %v50 = getelementptr i8, ptr %v13, i64 3072
  %v51 = load <16 x float>, ptr %v50, align 4, !alias.scope !3, !noalias !0
  %v52 = getelementptr i8, ptr %v15, i64 768
  store <16 x float> %v51, ptr %v52, align 64, !alias.scope !0, !noalias !3
  %v53 = getelementptr i8, ptr %v13, i64 3328
  %v54 = load <16 x float>, ptr %v53, align 4, !alias.scope !3, !noalias !0
  %v55 = getelementptr i8, ptr %v15, i64 832
  store <16 x float> %v54, ptr %v55, align 64, !alias.scope !0, !noalias !3
  %v56 = getelementptr i8, ptr %v13, i64 3584
  %v57 = load <16 x float>, ptr %v56, align 4, !alias.scope !3, !noalias !0
  %v58 = getelementptr i8, ptr %v15, i64 896
  store <16 x float> %v57, ptr %v58, align 64, !alias.scope !0, !noalias !3
  %v59 = getelementptr i8, ptr %v13, i64 3840
  %v60 = load <16 x float>, ptr %v59, align 4, !alias.scope !3, !noalias !0
  %v61 = getelementptr i8, ptr %v15, i64 960
  store <16 x float> %v60, ptr %v61, align 64, !alias.scope !0, !noalias !3
  %v62 = getelementptr i8, ptr %v13, i64 4096
  %v63 = load <16 x float>, ptr %v62, align 4, !alias.scope !3, !noalias !0
  %v64 = getelementptr i8, ptr %v15, i64 1024
  store <16 x float> %v63, ptr %v64, align 64, !alias.scope !0, !noalias !3
  %v65 = getelementptr i8, ptr %v13, i64 4352
  %v66 = load <16 x float>, ptr %v65, align 4, !alias.scope !3, !noalias !0
  %v67 = getelementptr i8, ptr %v15, i64 1088
  store <16 x float> %v66, ptr %v67, align 64, !alias.scope !0, !noalias !3
  %v68 = getelementptr i8, ptr %v13, i64 4608
  %v69 = load <16 x float>, ptr %v68, align 4, !alias.scope !3, !noalias !0
  %v70 = getelementptr i8, ptr %v15, i64 1152
  store <16 x float> %v69, ptr %v70, align 64, !alias.scope !0, !noalias !3
  %v71 = getelementptr i8, ptr %v13, i64 4864
  %v72 = load <16 x float>, ptr %v71, align 4, !alias.scope !3, !noalias !0
  %v73 = getelementptr i8, ptr %v15, i64 1216
  store <16 x float> %v72, ptr %v73, align 64, !alias.scope !0, !noalias !3
  %v74 = getelementptr i8, ptr %v13, i64 5120
  %v75 = load <16 x float>, ptr %v74, align 4, !alias.scope !3, !noalias !0
  %v76 = getelementptr i8, ptr %v15, i64 1280
  store <16 x float> %v75, ptr %v76, align 64, !alias.scope !0, !noalias !3
  %v77 = getelementptr i8, ptr %v13, i64 5376
  %v78 = load <16 x float>, ptr %v77, align 4, !alias.scope !3, !noalias !0
  %v79 = getelementptr i8, ptr %v15, i64 1344
  store <16 x float> %v78, ptr %v79, align 64, !alias.scope !0, !noalias !3
  %v80 = getelementptr i8, ptr %v13, i64 5632
  %v81 = load <16 x float>, ptr %v80, align 4, !alias.scope !3, !noalias !0
  %v82 = getelementptr i8, ptr %v15, i64 1408
  store <16 x float> %v81, ptr %v82, align 64, !alias.scope !0, !noalias !3
  %v83 = getelementptr i8, ptr %v13, i64 5888
  %v84 = load <16 x float>, ptr %v83, align 4, !alias.scope !3, !noalias !0
  %v85 = getelementptr i8, ptr %v15, i64 1472
  store <16 x float> %v84, ptr %v85, align 64, !alias.scope !0, !noalias !3
  %v86 = getelementptr i8, ptr %v13, i64 6144
  %v87 = load <16 x float>, ptr %v86, align 4, !alias.scope !3, !noalias !0
  %v88 = getelementptr i8, ptr %v15, i64 1536
  store <16 x float> %v87, ptr %v88, align 64, !alias.scope !0, !noalias !3
  %v89 = getelementptr i8, ptr %v13, i64 6400
  %v90 = load <16 x float>, ptr %v89, align 4, !alias.scope !3, !noalias !0
  %v91 = getelementptr i8, ptr %v15, i64 1600
  store <16 x float> %v90, ptr %v91, align 64, !alias.scope !0, !noalias !3
  %v92 = getelementptr i8, ptr %v13, i64 6656
  %v93 = load <16 x float>, ptr %v92, align 4, !alias.scope !3, !noalias !0
  %v94 = getelementptr i8, ptr %v15, i64 1664
  store <16 x float> %v93, ptr %v94, align 64, !alias.scope !0, !noalias !3
  %v95 = getelementptr i8, ptr %v13, i64 6912
  %v96 = load <16 x float>, ptr %v95, align 4, !alias.scope !3, !noalias !0
  %v97 = getelementptr i8, ptr %v15, i64 1728
  store <16 x float> %v96, ptr %v97, align 64, !alias.scope !0, !noalias !3
  %v98 = getelementptr i8, ptr %v13, i64 7168
  %v99 = load <16 x float>, ptr %v98, align 4, !alias.scope !3, !noalias !0
  %v100 = getelementptr i8, ptr %v15, i64 1792
  store <16 x float> %v99, ptr %v100, align 64, !alias.scope !0, !noalias !3
  %v101 = getelementptr i8, ptr %v13, i64 7424
  %v102 = load <16 x float>, ptr %v101, align 4, !alias.scope !3, !noalias !0
  %v103 = getelementptr i8, ptr %v15, i64 1856
  store <16 x float> %v102, ptr %v103, align 64, !alias.scope !0, !noalias !3
  %v104 = getelementptr i8, ptr %v13, i64 7680
  %v105 = load <16 x float>, ptr %v104, align 4, !alias.scope !3, !noalias !0
  %v106 = getelementptr i8, ptr %v15, i64 1920
  store <16 x float> %v105, ptr %v106, align 64, !alias.scope !0, !noalias !3
  %v107 = getelementptr i8, ptr %v13, i64 7936
  %v108 = load <16 x float>, ptr %v107, align 4, !alias.scope !3, !noalias !0
  %v109 = getelementptr i8, ptr %v15, i64 1984
  store <16 x float> %v108, ptr %v109, align 64, !alias.scope !0, !noalias !3
  %v11 = add nuw nsw i64 %v10, 1
  %v110 = icmp eq i64 %v11, %v2
  br i1 %v110, label %v9, label %v8

v9: ; preds = %v8, %v3
  ret void
}

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_matmul_f32_m64_n64_k32.parallel1(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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
  %v13 = phi i64 [ %v14, %v12 ], [ %v1, %v3 ]
  %v15 = shl nsw i64 %v13, 9
  %v16 = shl i64 %v13, 6
  %v17 = getelementptr i8, ptr %v8, i64 %v16
  br label %v18

v18:                                   ; preds = %v19, %v10
  %v20 = phi i64 [ 0, %v10 ], [ %v21, %v19 ]
  %v22 = shl nsw i64 %v20, 7
  br label %v23

v12:                                   ; preds = %v19
  %v14 = add nuw nsw i64 %v13, 1
  %v24 = icmp eq i64 %v14, %v2
  br i1 %v24, label %v11, label %v10

v23:                                   ; preds = %v23, %v18
  %v25 = phi <16 x float> [ zeroinitializer, %v18 ], [ %v26, %v23 ]
  %v27 = phi <16 x float> [ zeroinitializer, %v18 ], [ %v28, %v23 ]
  %v29 = phi <16 x float> [ zeroinitializer, %v18 ], [ %v30, %v23 ]
  %v31 = phi <16 x float> [ zeroinitializer, %v18 ], [ %v32, %v23 ]
  %v33 = phi i64 [ 0, %v18 ], [ %v34, %v23 ]
  %v35 = shl nuw nsw i64 %v33, 1
  %v36 = add nuw nsw i64 %v35, %v22
  %v37 = getelementptr inbounds float, ptr %v4, i64 %v36
  %v38 = load float, ptr %v37, align 4, !alias.scope !5, !noalias !12
  %v39 = insertelement <16 x float> poison, float %v38, i64 0
  %v40 = shufflevector <16 x float> %v39, <16 x float> poison, <16 x i32> zeroinitializer
  %v41 = shl nuw nsw i64 %v33, 5
  %v42 = add nuw nsw i64 %v41, %v15
  %v43 = getelementptr inbounds float, ptr %v6, i64 %v42
  %v44 = load <16 x float>, ptr %v43, align 64, !alias.scope !8, !noalias !13
  %v45 = fmul contract <16 x float> %v44, %v40
  %v46 = fadd contract <16 x float> %v31, %v45
  %v47 = getelementptr inbounds i8, ptr %v37, i64 128
  %v48 = load float, ptr %v47, align 4, !alias.scope !5, !noalias !12
  %v49 = insertelement <16 x float> poison, float %v48, i64 0
  %v50 = shufflevector <16 x float> %v49, <16 x float> poison, <16 x i32> zeroinitializer
  %v51 = fmul contract <16 x float> %v44, %v50
  %v52 = fadd contract <16 x float> %v29, %v51
  %v53 = getelementptr inbounds i8, ptr %v37, i64 256
  %v54 = load float, ptr %v53, align 4, !alias.scope !5, !noalias !12
  %v55 = insertelement <16 x float> poison, float %v54, i64 0
  %v56 = shufflevector <16 x float> %v55, <16 x float> poison, <16 x i32> zeroinitializer
  %v57 = fmul contract <16 x float> %v44, %v56
  %v58 = fadd contract <16 x float> %v27, %v57
  %v59 = getelementptr inbounds i8, ptr %v37, i64 384
  %v60 = load float, ptr %v59, align 4, !alias.scope !5, !noalias !12
  %v61 = insertelement <16 x float> poison, float %v60, i64 0
  %v62 = shufflevector <16 x float> %v61, <16 x float> poison, <16 x i32> zeroinitializer
  %v63 = fmul contract <16 x float> %v44, %v62
  %v64 = fadd contract <16 x float> %v25, %v63
  %v65 = or disjoint i64 %v36, 1
  %v66 = getelementptr inbounds float, ptr %v4, i64 %v65
  %v67 = load float, ptr %v66, align 4, !alias.scope !5, !noalias !12
  %v68 = insertelement <16 x float> poison, float %v67, i64 0
  %v69 = shufflevector <16 x float> %v68, <16 x float> poison, <16 x i32> zeroinitializer
  %v70 = or disjoint i64 %v42, 16
  %v71 = getelementptr inbounds float, ptr %v6, i64 %v70
  %v72 = load <16 x float>, ptr %v71, align 64, !alias.scope !8, !noalias !13
  %v73 = fmul contract <16 x float> %v72, %v69
  %v32 = fadd contract <16 x float> %v46, %v73
  %v74 = getelementptr inbounds i8, ptr %v37, i64 132
  %v75 = load float, ptr %v74, align 4, !alias.scope !5, !noalias !12
  %v76 = insertelement <16 x float> poison, float %v75, i64 0
  %v77 = shufflevector <16 x float> %v76, <16 x float> poison, <16 x i32> zeroinitializer
  %v78 = fmul contract <16 x float> %v72, %v77
  %v30 = fadd contract <16 x float> %v52, %v78
  %v79 = getelementptr inbounds i8, ptr %v37, i64 260
  %v80 = load float, ptr %v79, align 4, !alias.scope !5, !noalias !12
  %v81 = insertelement <16 x float> poison, float %v80, i64 0
  %v82 = shufflevector <16 x float> %v81, <16 x float> poison, <16 x i32> zeroinitializer
  %v83 = fmul contract <16 x float> %v72, %v82
  %v28 = fadd contract <16 x float> %v58, %v83
  %v84 = getelementptr inbounds i8, ptr %v37, i64 388
  %v85 = load float, ptr %v84, align 4, !alias.scope !5, !noalias !12
  %v86 = insertelement <16 x float> poison, float %v85, i64 0
  %v87 = shufflevector <16 x float> %v86, <16 x float> poison, <16 x i32> zeroinitializer
  %v88 = fmul contract <16 x float> %v72, %v87
  %v26 = fadd contract <16 x float> %v64, %v88
  %v34 = add nuw nsw i64 %v33, 1
  %v89 = icmp eq i64 %v34, 16
  br i1 %v89, label %v19, label %v23

v19:                                   ; preds = %v23
  %v90 = shl i64 %v20, 10
  %v91 = getelementptr i8, ptr %v17, i64 %v90
  store <16 x float> %v32, ptr %v91, align 4, !alias.scope !10, !noalias !14
  %v92 = getelementptr i8, ptr %v91, i64 256
  store <16 x float> %v30, ptr %v92, align 4, !alias.scope !10, !noalias !14
  %v93 = getelementptr i8, ptr %v91, i64 512
  store <16 x float> %v28, ptr %v93, align 4, !alias.scope !10, !noalias !14
  %v94 = getelementptr i8, ptr %v91, i64 768
  store <16 x float> %v26, ptr %v94, align 4, !alias.scope !10, !noalias !14
  %v21 = add nuw nsw i64 %v20, 1
  %v95 = icmp eq i64 %v21, 16
  br i1 %v95, label %v12, label %v18

v11: ; preds = %v12, %v3
  ret void
}

; Function Attrs: nounwind
define void @ktune_matmul_f32_m64_n64_k32_packed(ptr nocapture readonly %v0) local_unnamed_addr #2 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = alloca [2 x i64], align 64
  %v4 = alloca [2048 x float], align 64
  %v5 = load ptr, ptr %v0, align 8
  %v6 = getelementptr inbounds i8, ptr %v0, i64 8
  %v7 = load ptr, ptr %v6, align 8
  %v8 = getelementptr inbounds i8, ptr %v0, i64 16
  %v9 = load ptr, ptr %v8, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %v3)
  call void @llvm.lifetime.start.p0(i64 8192, ptr nonnull %v4)
  store ptr %v4, ptr %v3, align 64, !noalias !15
  %v10 = getelementptr inbounds i8, ptr %v3, i64 8
  store ptr %v7, ptr %v10, align 8, !noalias !15
  call void @ktune_parallel_for(i64 4, ptr nonnull @ktune_matmul_f32_m64_n64_k32.parallel0, ptr nonnull %v3) #2, !noalias !20
  store ptr %v5, ptr %v2, align 64, !noalias !15
  %v11 = getelementptr inbounds i8, ptr %v2, i64 8
  store ptr %v4, ptr %v11, align 8, !noalias !15
  %v12 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v9, ptr %v12, align 16, !noalias !15
  call void @ktune_parallel_for(i64 4, ptr nonnull @ktune_matmul_f32_m64_n64_k32.parallel1, ptr nonnull %v2) #2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %v3)
  call void @llvm.lifetime.end.p0(i64 8192, ptr nonnull %v4)
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
!1 = distinct !{!1, !2, !"ktune_matmul_f32_m64_n64_k32.parallel0.task: %B.global"}
!2 = distinct !{!2, !"ktune_matmul_f32_m64_n64_k32.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_matmul_f32_m64_n64_k32.parallel0.task: %B"}
!5 = !{!6}
!6 = distinct !{!6, !7, !"ktune_matmul_f32_m64_n64_k32.parallel1.task: %A"}
!7 = distinct !{!7, !"ktune_matmul_f32_m64_n64_k32.parallel1.task"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"ktune_matmul_f32_m64_n64_k32.parallel1.task: %B.global"}
!10 = !{!11}
!11 = distinct !{!11, !7, !"ktune_matmul_f32_m64_n64_k32.parallel1.task: %C"}
!12 = !{!9, !11}
!13 = !{!6, !11}
!14 = !{!6, !9}
!15 = !{!16, !18, !19}
!16 = distinct !{!16, !17, !"ktune_matmul_f32_m64_n64_k32: %A"}
!17 = distinct !{!17, !"ktune_matmul_f32_m64_n64_k32"}
!18 = distinct !{!18, !17, !"ktune_matmul_f32_m64_n64_k32: %B"}
!19 = distinct !{!19, !17, !"ktune_matmul_f32_m64_n64_k32: %C"}
!20 = !{!16, !19}
