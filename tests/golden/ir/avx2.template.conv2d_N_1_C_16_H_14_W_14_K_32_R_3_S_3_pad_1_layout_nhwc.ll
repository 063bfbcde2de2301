; conv2d:N=1,C=16,H=14,W=14,K=32,R=3,S=3,stride=1,pad=1,dilation=1,layout=nhwc,kblock=0,bias=0,residual=0,act=none,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1'
source_filename = "ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  %v5 = alloca [2 x i64], align 64
  %v6 = alloca [4096 x float], align 64
  store ptr %v6, ptr %v5, align 64
  %v7 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v0, ptr %v7, align 8
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v5) #2
  store ptr %v6, ptr %v4, align 64
  %v8 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v1, ptr %v8, align 8
  %v9 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v9, align 16
  call void @ktune_parallel_for(i64 14, ptr nonnull @ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel1, ptr nonnull %v4) #2
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  %v7 = icmp slt i64 %v1, %v2
  br i1 %v7, label %v8, label %v9

v8:                               ; preds = %v3
  %v10 = getelementptr inbounds i8, ptr %v4, i64 32
  %v11 = getelementptr i8, ptr %v6, i64 -960
  %v12 = sub i64 %v2, %v1
  br label %v13

v13:                                         ; preds = %v8, %v14
  %v15 = phi i64 [ 0, %v8 ], [ %v16, %v14 ]
  %v17 = phi i64 [ %v1, %v8 ], [ %v18, %v14 ]
  %v19 = add i64 %v17, -1
  %v20 = icmp ult i64 %v19, 14
  br i1 %v20, label %v21, label %v22

v22:                             ; preds = %v13
  %v23 = add i64 %v15, %v1
  %v24 = shl i64 %v23, 10
  %v25 = getelementptr i8, ptr %v4, i64 %v24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(1024) %v25, i8 0, i64 1024, i1 false), !alias.scope !0, !noalias !3
  br label %v14

v14:                                        ; preds = %v21, %v22
  %v18 = add nuw nsw i64 %v17, 1
  %v16 = add i64 %v15, 1
  %v26 = icmp eq i64 %v16, %v12
  br i1 %v26, label %v9, label %v13

v21:                              ; preds = %v13
  %v27 = shl nuw nsw i64 %v17, 10
  %v28 = getelementptr inbounds i8, ptr %v4, i64 %v27
  %v29 = getelementptr inbounds i8, ptr %v10, i64 %v27
  %v30 = mul nuw nsw i64 %v17, 896
  %v31 = getelementptr i8, ptr %v11, i64 %v30
  %v32 = shl nuw nsw i64 %v17, 8
  store <8 x float> zeroinitializer, ptr %v28, align 32, !alias.scope !0, !noalias !3
  store <8 x float> zeroinitializer, ptr %v29, align 32, !alias.scope !0, !noalias !3
  %v33 = getelementptr i8, ptr %v31, i64 64
  %v34 = or disjoint i64 %v32, 16
  %v35 = getelementptr inbounds float, ptr %v4, i64 %v34
  %v36 = load <8 x float>, ptr %v33, align 4, !alias.scope !3, !noalias !0
  store <8 x float> %v36, ptr %v35, align 32, !alias.scope !0, !noalias !3
  %v37 = getelementptr i8, ptr %v31, i64 96
  %v38 = load <8 x float>, ptr %v37, align 4, !alias.scope !3, !noalias !0
  %v39 = getelementptr inbounds i8, ptr %v35, i64 32
  store <8 x float> %v38, ptr %v39, align 32, !alias.scope !0, !noalias !3
  %v40 = getelementptr i8, ptr %v31, i64 128
  %v41 = or disjoint i64 %v32, 32
  %v42 = getelementptr inbounds float, ptr %v4, i64 %v41
  %v43 = load <8 x float>, ptr %v40, align 4, !alias.scope !3, !noalias !0
  store <8 x float> %v43, ptr %v42, align 32, !alias.scope !0, !noalias !3
  %v44 = getelementptr i8, ptr %v31, i64 160
  %v45 = load <8 x float>, ptr %v44, align 4, !alias.scope !3, !noalias !0
  %v46 = getelementptr inbounds i8, ptr %v42, i64 32
  store <8 x float> %v45, ptr %v46, align 32, !alias.scope !0, !noalias !3
  %v47 = getelementptr i8, ptr %v31, i64 192
  %v48 = or disjoint i64 %v32, 48
  %v49 = getelementptr inbounds float, ptr %v4, i64 %v48
  %v50 = load <8 x float>, ptr %v47, align 4, !alias.scope !3, !noalias !0
  store <8 x float> %v50, ptr %v49, align 32, !alias.scope !0, !noalias !3
  %v51 = getelementptr i8, ptr %v31, i64 224
  %v52 = load <8 x float>, ptr %v51, align 4, !alias.scope !3, !noalias !0
  %v53 = getelementptr inbounds i8, ptr %v49, i64 32
  store <8 x float> %v52, ptr %v53, align 32, !alias.scope !0, !noalias !3
  %v54 = getelementptr i8, ptr %v31, i64 256
  %v55 = or disjoint i64 %v32, 64
  %v56 = getelementptr inbounds float, ptr %v4, i64 %v55
  %v57 = load <8 x float>, ptr %v54, align 4, !alias.scope !3, !noalias !0
  store <8 x float> %v57, ptr %v56, align 32, !alias.scope !0, !noalias !3
  %v58 = getelementptr i8, ptr %v31, i64 288
  %v59 = load <8 x float>, ptr %v58, align 4, !alias.scope !3, !noalias !0
  %v60 = getelementptr inbounds i8, ptr %v56, i64 32
  store <8 x float> %v59, ptr %v60, align 32, !alias.scope !0, !noalias !3
  %v61 = getelementptr i8, ptr %v31, i64 320
  %v62 = or disjoint i64 %v32, 80
  %v63 = getelementptr inbounds float, ptr %v4, i64 %v62
  %v64 = load <8 x float>, ptr %v61, align 4, !alias.scope !3, !noalias !0
  store <8 x float> %v64, ptr %v63, align 32, !alias.scope !0, !noalias !3
  %v65 = getelementptr i8, ptr %v31, i64 352
  %v66 = load <8 x float>, ptr %v65, align 4, !alias.scope !3, !noalias !0
  %v67 = getelementptr inbounds i8, ptr %v63, i64 32
  store <8 x float> %v66, ptr %v67, align 32, !alias.scope !0, !noalias !3
  %v68 = getelementptr i8, ptr %v31, i64 384
  %v69 = or disjoint i64 %v32, 96
  %v70 = getelementptr inbounds float, ptr %v4, i64 %v69
  %v71 = load <8 x float>, ptr %v68, align 4, !alias.scope !3, !noalias !0
  store <8 x float> %v71, ptr %v70, align 32, !alias.scope !0, !noalias !3
  %v72 = getelementptr i8, ptr %v31, i64 416
  %v73 = load <8 x float>, ptr %v72, align 4, !alias.scope !3, !noalias !0
  %v74 = getelementptr inbounds i8, ptr %v70, i64 32
  store <8 x float> %v73, ptr %v74, align 32, !alias.scope !0, !noalias !3
  %v75 = getelementptr i8, ptr %v31, i64 448
  %v76 = or disjoint i64 %v32, 112
  %v77 = getelementptr inbounds float, ptr %v4, i64 %v76
  %v78 = load <8 x float>, ptr %v75, align 4, !alias.scope !3, !noalias !0
  store <8 x float> %v78, ptr %v77, align 32, !alias.scope !0, !noalias !3
  %v79 = getelementptr i8, ptr %v31, i64 480
  %v80 = load <8 x float>, ptr %v79, align 4, !alias.scope !3, !noalias !0
  %v81 = getelementptr inbounds i8, ptr %v77, i64 32
  store <8 x float> %v80, ptr %v81, align 32, !alias.scope !0, !noalias !3
  %v82 = getelementptr i8, ptr %v31, i64 512
  %v83 = or disjoint i64 %v32, 128
  %v84 = getelementptr inbounds float, ptr %v4, i64 %v83
  %v85 = load <8 x float>, ptr %v82, align 4, !alias.scope !3, !noalias !0
  store <8 x float> %v85, ptr %v84, align 32, !alias.scope !0, !noalias !3
  %v86 = getelementptr i8, ptr %v31, i64 544
  %v87 = load <8 x float>, ptr %v86, align 4, !alias.scope !3, !noalias !0
  %v88 = getelementptr inbounds i8, ptr %v84, i64 32
  store <8 x float> %v87, ptr %v88, align 32, !alias.scope !0, !noalias !3
  %v89 = getelementptr i8, ptr %v31, i64 576
  %v90 = or disjoint i64 %v32, 144
  %v91 = getelementptr inbounds float, ptr %v4, i64 %v90
  %v92 = load <8 x float>, ptr %v89, align 4, !alias.scope !3, !noalias !0
  store <8 x float> %v92, ptr %v91, align 32, !alias.scope !0, !noalias !3
  %v93 = getelementptr i8, ptr %v31, i64 608
  %v94 = load <8 x float>, ptr %v93, align 4, !alias.scope !3, !noalias !0
  %v95 = getelementptr inbounds i8, ptr %v91, i64 32
  store <8 x float> %v94, ptr %v95, align 32, !alias.scope !0, !noalias !3
  %v96 = getelementptr i8, ptr %v31, i64 640
  %v97 = or disjoint i64 %v32, 160
  %v98 = getelementptr inbounds float, ptr %v4, i64 %v97
  %v99 = load <8 x float>, ptr %v96, align 4, !alias.scope !3, !noalias !0
  store <8 x float> %v99, ptr %v98, align 32, !alias.scope !0, !noalias !3
  %v100 = getelementptr i8, ptr %v31, i64 672
  %v101 = load <8 x float>, ptr %v100, align 4, !alias.scope !3, !noalias !0
  %v102 = getelementptr inbounds i8, ptr %v98, i64 32
  store <8 x float> %v101, ptr %v102, align 32, !alias.scope !0, !noalias !3
  %v103 = getelementptr i8, ptr %v31, i64 704
  %v104 = or disjoint i64 %v32, 176
  %v105 = getelementptr inbounds float, ptr %v4, i64 %v104
  %v106 = load <8 x float>, ptr %v103, align 4, !alias.scope !3, !noalias !0
  store <8 x float> %v106, ptr %v105, align 32, !alias.scope !0, !noalias !3
  %v107 = getelementptr i8, ptr %v31, i64 736
  %v108 = load <8 x float>, ptr %v107, align 4, !alias.scope !3, !noalias !0
  %v109 = getelementptr inbounds i8, ptr %v105, i64 32
  store <8 x float> %v108, ptr %v109, align 32, !alias.scope !0, !noalias !3
  %v110 = getelementptr i8, ptr %v31, i64 768
  %v111 = or disjoint i64 %v32, 192
  %v112 = getelementptr inbounds float, ptr %v4, i64 %v111
  %v113 = load <8 x float>, ptr %v110, align 4, !alias.scope !3, !noalias !0
  store <8 x float> %v113, ptr %v112, align 32, !alias.scope !0, !noalias !3
  %v114 = getelementptr i8, ptr %v31, i64 800
  %v115 = load <8 x float>, ptr %v114, align 4, !alias.scope !3, !noalias !0
  %v116 = getelementptr inbounds i8, ptr %v112, i64 32
  store <8 x float> %v115, ptr %v116, align 32, !alias.scope !0, !noalias !3
  %v117 = getelementptr i8, ptr %v31, i64 832
  %v118 = or disjoint i64 %v32, 208
  %v119 = getelementptr inbounds float, ptr %v4, i64 %v118
  %v120 = load <8 x float>, ptr %v117, align 4, !alias.scope !3, !noalias !0
  store <8 x float> %v120, ptr %v119, align 32, !alias.scope !0, !noalias !3
  %v121 = getelementptr i8, ptr %v31, i64 864
  %v122 = load <8 x float>, ptr %v121, align 4, !alias.scope !3, !noalias !0
  %v123 = getelementptr inbounds i8, ptr %v119, i64 32
  store <8 x float> %v122, ptr %v123, align 32, !alias.scope !0, !noalias !3
  %v124 = getelementptr i8, ptr %v31, i64 896
  %v125 = or disjoint i64 %v32, 224
  %v126 = getelementptr inbounds float, ptr %v4, i64 %v125
  %v127 = load <8 x float>, ptr %v124, align 4, !alias.scope !3, !noalias !0
  store <8 x float> %v127, ptr %v126, align 32, !alias.scope !0, !noalias !3
  %v128 = getelementptr i8, ptr %v31, i64 928
  %v129 = load <8 x float>, ptr %v128, align 4, !alias.scope !3, !noalias !0
  %v130 = getelementptr inbounds i8, ptr %v126, i64 32
  store <8 x float> %v129, ptr %v130, align 32, !alias.scope !0, !noalias !3
  %v131 = getelementptr inbounds i8, ptr %v28, i64 960
  store <8 x float> zeroinitializer, ptr %v131, align 32, !alias.scope !0, !noalias !3
  %v132 = getelementptr inbounds i8, ptr %v29, i64 960
  store <8 x float> zeroinitializer, ptr %v132, align 32, !alias.scope !0, !noalias !3
  br label %v14

v9: ; preds = %v14, %v3
  ret void
}

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel1(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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

v10:                                         ; preds = %v3, %v12
  %v13 = phi i64 [ %v14, %v12 ], [ %v1, %v3 ]
  %v15 = mul nsw i64 %v13, 448
  br label %v16

v16:                                   ; preds = %v17, %v10
  %v18 = phi i64 [ 0, %v10 ], [ %v19, %v17 ]
  %v20 = icmp ult i64 %v18, 2
  %v21 = mul nuw nsw i64 %v18, 384
  %v22 = getelementptr i8, ptr %v4, i64 %v21
  %v23 = mul nuw nsw i64 %v18, 192
  %v24 = add nsw i64 %v23, %v15
  br i1 %v20, label %v25, label %v26

v12:                                   ; preds = %v17
  %v14 = add nuw nsw i64 %v13, 1
  %v27 = icmp eq i64 %v14, %v2
  br i1 %v27, label %v11, label %v10

v17:                                        ; preds = %v28, %v29
  %v19 = add nuw nsw i64 %v18, 1
  %v30 = icmp eq i64 %v19, 3
  br i1 %v30, label %v12, label %v16

v25:                                        ; preds = %v16, %v31
  %v32 = phi <16 x float> [ %v33, %v31 ], [ zeroinitializer, %v16 ]
  %v34 = phi <16 x float> [ %v35, %v31 ], [ zeroinitializer, %v16 ]
  %v36 = phi <16 x float> [ %v37, %v31 ], [ zeroinitializer, %v16 ]
  %v38 = phi <16 x float> [ %v39, %v31 ], [ zeroinitializer, %v16 ]
  %v40 = phi <16 x float> [ %v41, %v31 ], [ zeroinitializer, %v16 ]
  %v42 = phi <16 x float> [ %v43, %v31 ], [ zeroinitializer, %v16 ]
  %v44 = phi i64 [ %v45, %v31 ], [ 0, %v16 ]
  %v46 = add i64 %v44, %v13
  %v47 = shl i64 %v46, 10
  %v48 = getelementptr i8, ptr %v22, i64 %v47
  %v49 = mul i64 %v44, 6144
  %v50 = getelementptr inbounds i8, ptr %v6, i64 %v49
  br label %v51

v52:                                        ; preds = %v31
  %v53 = getelementptr inbounds float, ptr %v8, i64 %v24
  store <16 x float> %v43, ptr %v53, align 4, !alias.scope !10, !noalias !12
  %v54 = or disjoint i64 %v24, 32
  %v55 = getelementptr inbounds float, ptr %v8, i64 %v54
  store <16 x float> %v41, ptr %v55, align 4, !alias.scope !10, !noalias !12
  %v56 = getelementptr i8, ptr %v53, i64 256
  store <16 x float> %v39, ptr %v56, align 4, !alias.scope !10, !noalias !12
  %v57 = getelementptr i8, ptr %v53, i64 384
  store <16 x float> %v37, ptr %v57, align 4, !alias.scope !10, !noalias !12
  %v58 = getelementptr i8, ptr %v53, i64 512
  store <16 x float> %v35, ptr %v58, align 4, !alias.scope !10, !noalias !12
  %v59 = getelementptr i8, ptr %v53, i64 640
  store <16 x float> %v33, ptr %v59, align 4, !alias.scope !10, !noalias !12
  br label %v60

v60:                                      ; preds = %v61, %v52
  %v62 = phi <16 x float> [ zeroinitializer, %v52 ], [ %v63, %v61 ]
  %v64 = phi <16 x float> [ zeroinitializer, %v52 ], [ %v65, %v61 ]
  %v66 = phi <16 x float> [ zeroinitializer, %v52 ], [ %v67, %v61 ]
  %v68 = phi <16 x float> [ zeroinitializer, %v52 ], [ %v69, %v61 ]
  %v70 = phi <16 x float> [ zeroinitializer, %v52 ], [ %v71, %v61 ]
  %v72 = phi <16 x float> [ zeroinitializer, %v52 ], [ %v73, %v61 ]
  %v74 = phi i64 [ 0, %v52 ], [ %v75, %v61 ]
  %v76 = add i64 %v74, %v13
  %v77 = shl i64 %v76, 10
  %v78 = getelementptr i8, ptr %v22, i64 %v77
  %v79 = mul nuw nsw i64 %v74, 1536
  %v80 = or disjoint i64 %v79, 16
  %v81 = getelementptr inbounds float, ptr %v6, i64 %v80
  br label %v82

v82:                                    ; preds = %v82, %v60
  %v83 = phi <16 x float> [ %v62, %v60 ], [ %v84, %v82 ]
  %v85 = phi <16 x float> [ %v64, %v60 ], [ %v86, %v82 ]
  %v87 = phi <16 x float> [ %v66, %v60 ], [ %v88, %v82 ]
  %v89 = phi <16 x float> [ %v68, %v60 ], [ %v90, %v82 ]
  %v91 = phi <16 x float> [ %v70, %v60 ], [ %v92, %v82 ]
  %v93 = phi <16 x float> [ %v72, %v60 ], [ %v94, %v82 ]
  %v95 = phi i64 [ 0, %v60 ], [ %v96, %v82 ]
  %v97 = getelementptr float, ptr %v78, i64 %v95
  %v98 = load float, ptr %v97, align 4, !alias.scope !5, !noalias !13
  %v99 = insertelement <16 x float> poison, float %v98, i64 0
  %v100 = shufflevector <16 x float> %v99, <16 x float> poison, <16 x i32> zeroinitializer
  %v101 = shl nsw i64 %v95, 7
  %v102 = getelementptr inbounds i8, ptr %v81, i64 %v101
  %v103 = load <16 x float>, ptr %v102, align 4, !alias.scope !8, !noalias !14
  %v104 = fmul contract <16 x float> %v103, %v100
  %v94 = fadd contract <16 x float> %v93, %v104
  %v105 = getelementptr i8, ptr %v97, i64 64
  %v106 = load float, ptr %v105, align 4, !alias.scope !5, !noalias !13
  %v107 = insertelement <16 x float> poison, float %v106, i64 0
  %v108 = shufflevector <16 x float> %v107, <16 x float> poison, <16 x i32> zeroinitializer
  %v109 = fmul contract <16 x float> %v103, %v108
  %v92 = fadd contract <16 x float> %v91, %v109
  %v110 = getelementptr i8, ptr %v97, i64 128
  %v111 = load float, ptr %v110, align 4, !alias.scope !5, !noalias !13
  %v112 = insertelement <16 x float> poison, float %v111, i64 0
  %v113 = shufflevector <16 x float> %v112, <16 x float> poison, <16 x i32> zeroinitializer
  %v114 = fmul contract <16 x float> %v103, %v113
  %v90 = fadd contract <16 x float> %v89, %v114
  %v115 = getelementptr i8, ptr %v97, i64 192
  %v116 = load float, ptr %v115, align 4, !alias.scope !5, !noalias !13
  %v117 = insertelement <16 x float> poison, float %v116, i64 0
  %v118 = shufflevector <16 x float> %v117, <16 x float> poison, <16 x i32> zeroinitializer
  %v119 = fmul contract <16 x float> %v103, %v118
  %v88 = fadd contract <16 x float> %v87, %v119
  %v120 = getelementptr i8, ptr %v97, i64 256
  %v121 = load float, ptr %v120, align 4, !alias.scope !5, !noalias !13
  %v122 = insertelement <16 x float> poison, float %v121, i64 0
  %v123 = shufflevector <16 x float> %v122, <16 x float> poison, <16 x i32> zeroinitializer
  %v124 = fmul contract <16 x float> %v103, %v123
  %v86 = fadd contract <16 x float> %v85, %v124
  %v125 = getelementptr i8, ptr %v97, i64 320
  %v126 = load float, ptr %v125, align 4, !alias.scope !5, !noalias !13
  %v127 = insertelement <16 x float> poison, float %v126, i64 0
  %v128 = shufflevector <16 x float> %v127, <16 x float> poison, <16 x i32> zeroinitializer
  %v129 = fmul contract <16 x float> %v103, %v128
  %v84 = fadd contract <16 x float> %v83, %v129
  %v96 = add nuw nsw i64 %v95, 1
  %v130 = icmp eq i64 %v96, 16
  br i1 %v130, label %v131, label %v82

v131:                                    ; preds = %v82
  %v132 = getelementptr i8, ptr %v78, i64 64
  %v133 = getelementptr inbounds i8, ptr %v81, i64 2048
  br label %v134

v134:                                    ; preds = %v134, %v131
  %v135 = phi <16 x float> [ %v84, %v131 ], [ %v136, %v134 ]
  %v137 = phi <16 x float> [ %v86, %v131 ], [ %v138, %v134 ]
  %v139 = phi <16 x float> [ %v88, %v131 ], [ %v140, %v134 ]
  %v141 = phi <16 x float> [ %v90, %v131 ], [ %v142, %v134 ]
  %v143 = phi <16 x float> [ %v92, %v131 ], [ %v144, %v134 ]
  %v145 = phi <16 x float> [ %v94, %v131 ], [ %v146, %v134 ]
  %v147 = phi i64 [ 0, %v131 ], [ %v148, %v134 ]
  %v149 = getelementptr float, ptr %v132, i64 %v147
  %v150 = load float, ptr %v149, align 4, !alias.scope !5, !noalias !13
  %v151 = insertelement <16 x float> poison, float %v150, i64 0
  %v152 = shufflevector <16 x float> %v151, <16 x float> poison, <16 x i32> zeroinitializer
  %v153 = shl nsw i64 %v147, 7
  %v154 = getelementptr inbounds i8, ptr %v133, i64 %v153
  %v155 = load <16 x float>, ptr %v154, align 4, !alias.scope !8, !noalias !14
  %v156 = fmul contract <16 x float> %v155, %v152
  %v146 = fadd contract <16 x float> %v145, %v156
  %v157 = getelementptr i8, ptr %v149, i64 64
  %v158 = load float, ptr %v157, align 4, !alias.scope !5, !noalias !13
  %v159 = insertelement <16 x float> poison, float %v158, i64 0
  %v160 = shufflevector <16 x float> %v159, <16 x float> poison, <16 x i32> zeroinitializer
  %v161 = fmul contract <16 x float> %v155, %v160
  %v144 = fadd contract <16 x float> %v143, %v161
  %v162 = getelementptr i8, ptr %v149, i64 128
  %v163 = load float, ptr %v162, align 4, !alias.scope !5, !noalias !13
  %v164 = insertelement <16 x float> poison, float %v163, i64 0
  %v165 = shufflevector <16 x float> %v164, <16 x float> poison, <16 x i32> zeroinitializer
  %v166 = fmul contract <16 x float> %v155, %v165
  %v142 = fadd contract <16 x float> %v141, %v166
  %v167 = getelementptr i8, ptr %v149, i64 192
  %v168 = load float, ptr %v167, align 4, !alias.scope !5, !noalias !13
  %v169 = insertelement <16 x float> poison, float %v168, i64 0
  %v170 = shufflevector <16 x float> %v169, <16 x float> poison, <16 x i32> zeroinitializer
  %v171 = fmul contract <16 x float> %v155, %v170
  %v140 = fadd contract <16 x float> %v139, %v171
  %v172 = getelementptr i8, ptr %v149, i64 256
  %v173 = load float, ptr %v172, align 4, !alias.scope !5, !noalias !13
  %v174 = insertelement <16 x float> poison, float %v173, i64 0
  %v175 = shufflevector <16 x float> %v174, <16 x float> poison, <16 x i32> zeroinitializer
  %v176 = fmul contract <16 x float> %v155, %v175
  %v138 = fadd contract <16 x float> %v137, %v176
  %v177 = getelementptr i8, ptr %v149, i64 320
  %v178 = load float, ptr %v177, align 4, !alias.scope !5, !noalias !13
  %v179 = insertelement <16 x float> poison, float %v178, i64 0
  %v180 = shufflevector <16 x float> %v179, <16 x float> poison, <16 x i32> zeroinitializer
  %v181 = fmul contract <16 x float> %v155, %v180
  %v136 = fadd contract <16 x float> %v135, %v181
  %v148 = add nuw nsw i64 %v147, 1
  %v182 = icmp eq i64 %v148, 16
  br i1 %v182, label %v183, label %v134

v183:                                    ; preds = %v134
  %v184 = getelementptr i8, ptr %v78, i64 128
  %v185 = getelementptr inbounds i8, ptr %v81, i64 4096
  br label %v186

v186:                                    ; preds = %v186, %v183
  %v187 = phi <16 x float> [ %v136, %v183 ], [ %v63, %v186 ]
  %v188 = phi <16 x float> [ %v138, %v183 ], [ %v65, %v186 ]
  %v189 = phi <16 x float> [ %v140, %v183 ], [ %v67, %v186 ]
  %v190 = phi <16 x float> [ %v142, %v183 ], [ %v69, %v186 ]
  %v191 = phi <16 x float> [ %v144, %v183 ], [ %v71, %v186 ]
  %v192 = phi <16 x float> [ %v146, %v183 ], [ %v73, %v186 ]
  %v193 = phi i64 [ 0, %v183 ], [ %v194, %v186 ]
  %v195 = getelementptr float, ptr %v184, i64 %v193
  %v196 = load float, ptr %v195, align 4, !alias.scope !5, !noalias !13
  %v197 = insertelement <16 x float> poison, float %v196, i64 0
  %v198 = shufflevector <16 x float> %v197, <16 x float> poison, <16 x i32> zeroinitializer
  %v199 = shl nsw i64 %v193, 7
  %v200 = getelementptr inbounds i8, ptr %v185, i64 %v199
  %v201 = load <16 x float>, ptr %v200, align 4, !alias.scope !8, !noalias !14
  %v202 = fmul contract <16 x float> %v201, %v198
  %v73 = fadd contract <16 x float> %v192, %v202
  %v203 = getelementptr i8, ptr %v195, i64 64
  %v204 = load float, ptr %v203, align 4, !alias.scope !5, !noalias !13
  %v205 = insertelement <16 x float> poison, float %v204, i64 0
  %v206 = shufflevector <16 x float> %v205, <16 x float> poison, <16 x i32> zeroinitializer
  %v207 = fmul contract <16 x float> %v201, %v206
  %v71 = fadd contract <16 x float> %v191, %v207
  %v208 = getelementptr i8, ptr %v195, i64 128
  %v209 = load float, ptr %v208, align 4, !alias.scope !5, !noalias !13
  %v210 = insertelement <16 x float> poison, float %v209, i64 0
  %v211 = shufflevector <16 x float> %v210, <16 x float> poison, <16 x i32> zeroinitializer
  %v212 = fmul contract <16 x float> %v201, %v211
  %v69 = fadd contract <16 x float> %v190, %v212
  %v213 = getelementptr i8, ptr %v195, i64 192
  %v214 = load float, ptr %v213, align 4, !alias.scope !5, !noalias !13
  %v215 = insertelement <16 x float> poison, float %v214, i64 0
  %v216 = shufflevector <16 x float> %v215, <16 x float> poison, <16 x i32> zeroinitializer
  %v217 = fmul contract <16 x float> %v201, %v216
  %v67 = fadd contract <16 x float> %v189, %v217
  %v218 = getelementptr i8, ptr %v195, i64 256
  %v219 = load float, ptr %v218, align 4, !alias.scope !5, !noalias !13
  %v220 = insertelement <16 x float> poison, float %v219, i64 0
  %v221 = shufflevector <16 x float> %v220, <16 x float> poison, <16 x i32> zeroinitializer
  %v222 = fmul contract <16 x float> %v201, %v221
  %v65 = fadd contract <16 x float> %v188, %v222
  %v223 = getelementptr i8, ptr %v195, i64 320
  %v224 = load float, ptr %v223, align 4, !alias.scope !5, !noalias !13
  %v225 = insertelement <16 x float> poison, float %v224, i64 0
  %v226 = shufflevector <16 x float> %v225, <16 x float> poison, <16 x i32> zeroinitializer
  %v227 = fmul contract <16 x float> %v201, %v226
  %v63 = fadd contract <16 x float> %v187, %v227
  %v194 = add nuw nsw i64 %v193, 1
  %v228 = icmp eq i64 %v194, 16
  br i1 %v228, label %v61, label %v186

v61:                                    ; preds = %v186
  %v75 = add nuw nsw i64 %v74, 1
  %v229 = icmp eq i64 %v75, 3
  br i1 %v229, label %v29, label %v60

v29:                                      ; preds = %v61
  %v230 = or disjoint i64 %v24, 16
  %v231 = getelementptr inbounds float, ptr %v8, i64 %v230
  store <16 x float> %v73, ptr %v231, align 4, !alias.scope !10, !noalias !12
  %v232 = or disjoint i64 %v24, 48
  %v233 = getelementptr inbounds float, ptr %v8, i64 %v232
  store <16 x float> %v71, ptr %v233, align 4, !alias.scope !10, !noalias !12
  %v234 = getelementptr i8, ptr %v231, i64 256
  store <16 x float> %v69, ptr %v234, align 4, !alias.scope !10, !noalias !12
  %v235 = getelementptr i8, ptr %v231, i64 384
  store <16 x float> %v67, ptr %v235, align 4, !alias.scope !10, !noalias !12
  %v236 = getelementptr i8, ptr %v231, i64 512
  store <16 x float> %v65, ptr %v236, align 4, !alias.scope !10, !noalias !12
  %v237 = getelementptr i8, ptr %v231, i64 640
  store <16 x float> %v63, ptr %v237, align 4, !alias.scope !10, !noalias !12
  br label %v17

v51:                                        ; preds = %v51, %v25
  %v238 = phi <16 x float> [ %v32, %v25 ], [ %v239, %v51 ]
  %v240 = phi <16 x float> [ %v34, %v25 ], [ %v241, %v51 ]
  %v242 = phi <16 x float> [ %v36, %v25 ], [ %v243, %v51 ]
  %v244 = phi <16 x float> [ %v38, %v25 ], [ %v245, %v51 ]
  %v246 = phi <16 x float> [ %v40, %v25 ], [ %v247, %v51 ]
  %v248 = phi <16 x float> [ %v42, %v25 ], [ %v249, %v51 ]
  %v250 = phi i64 [ 0, %v25 ], [ %v251, %v51 ]
  %v252 = getelementptr float, ptr %v48, i64 %v250
  %v253 = load float, ptr %v252, align 4, !alias.scope !5, !noalias !13
  %v254 = insertelement <16 x float> poison, float %v253, i64 0
  %v255 = shufflevector <16 x float> %v254, <16 x float> poison, <16 x i32> zeroinitializer
  %v256 = shl nsw i64 %v250, 7
  %v257 = getelementptr inbounds i8, ptr %v50, i64 %v256
  %v258 = load <16 x float>, ptr %v257, align 4, !alias.scope !8, !noalias !14
  %v259 = fmul contract <16 x float> %v258, %v255
  %v249 = fadd contract <16 x float> %v248, %v259
  %v260 = getelementptr i8, ptr %v252, i64 64
  %v261 = load float, ptr %v260, align 4, !alias.scope !5, !noalias !13
  %v262 = insertelement <16 x float> poison, float %v261, i64 0
  %v263 = shufflevector <16 x float> %v262, <16 x float> poison, <16 x i32> zeroinitializer
  %v264 = fmul contract <16 x float> %v258, %v263
  %v247 = fadd contract <16 x float> %v246, %v264
  %v265 = getelementptr i8, ptr %v252, i64 128
  %v266 = load float, ptr %v265, align 4, !alias.scope !5, !noalias !13
  %v267 = insertelement <16 x float> poison, float %v266, i64 0
  %v268 = shufflevector <16 x float> %v267, <16 x float> poison, <16 x i32> zeroinitializer
  %v269 = fmul contract <16 x float> %v258, %v268
  %v245 = fadd contract <16 x float> %v244, %v269
  %v270 = getelementptr i8, ptr %v252, i64 192
  %v271 = load float, ptr %v270, align 4, !alias.scope !5, !noalias !13
  %v272 = insertelement <16 x float> poison, float %v271, i64 0
  %v273 = shufflevector <16 x float> %v272, <16 x float> poison, <16 x i32> zeroinitializer
  %v274 = fmul contract <16 x float> %v258, %v273
  %v243 = fadd contract <16 x float> %v242, %v274
  %v275 = getelementptr i8, ptr %v252, i64 256
  %v276 = load float, ptr %v275, align 4, !alias.scope !5, !noalias !13
  %v277 = insertelement <16 x float> poison, float %v276, i64 0
  %v278 = shufflevector <16 x float> %v277, <16 x float> poison, <16 x i32> zeroinitializer
  %v279 = fmul contract <16 x float> %v258, %v278
  %v241 = fadd contract <16 x float> %v240, %v279
  %v280 = getelementptr i8, ptr %v252, i64 320
  %v281 = load float, ptr %v280, align 4, !alias.scope !5, !noalias !13
  %v282 = insertelement <16 x float> poison, float %v281, i64 0
  %v283 = shufflevector <16 x float> %v282, <16 x float> poison, <16 x i32> zeroinitializer
  %v284 = fmul contract <16 x float> %v258, %v283
  %v239 = fadd contract <16 x float> %v238, %v284
  %v251 = add nuw nsw i64 %v250, 1
  %v285 = icmp eq i64 %v251, 16
  br i1 %v285, label %v286, label %v51

v286:                                        ; preds = %v51
  %v287 = getelementptr i8, ptr %v48, i64 64
  %v288 = getelementptr inbounds i8, ptr %v50, i64 2048
  br label %v289

v289:                                      ; preds = %v289, %v286
  %v290 = phi <16 x float> [ %v239, %v286 ], [ %v291, %v289 ]
  %v292 = phi <16 x float> [ %v241, %v286 ], [ %v293, %v289 ]
  %v294 = phi <16 x float> [ %v243, %v286 ], [ %v295, %v289 ]
  %v296 = phi <16 x float> [ %v245, %v286 ], [ %v297, %v289 ]
  %v298 = phi <16 x float> [ %v247, %v286 ], [ %v299, %v289 ]
  %v300 = phi <16 x float> [ %v249, %v286 ], [ %v301, %v289 ]
  %v302 = phi i64 [ 0, %v286 ], [ %v303, %v289 ]
  %v304 = getelementptr float, ptr %v287, i64 %v302
  %v305 = load float, ptr %v304, align 4, !alias.scope !5, !noalias !13
  %v306 = insertelement <16 x float> poison, float %v305, i64 0
  %v307 = shufflevector <16 x float> %v306, <16 x float> poison, <16 x i32> zeroinitializer
  %v308 = shl nsw i64 %v302, 7
  %v309 = getelementptr inbounds i8, ptr %v288, i64 %v308
  %v310 = load <16 x float>, ptr %v309, align 4, !alias.scope !8, !noalias !14
  %v311 = fmul contract <16 x float> %v310, %v307
  %v301 = fadd contract <16 x float> %v300, %v311
  %v312 = getelementptr i8, ptr %v304, i64 64
  %v313 = load float, ptr %v312, align 4, !alias.scope !5, !noalias !13
  %v314 = insertelement <16 x float> poison, float %v313, i64 0
  %v315 = shufflevector <16 x float> %v314, <16 x float> poison, <16 x i32> zeroinitializer
  %v316 = fmul contract <16 x float> %v310, %v315
  %v299 = fadd contract <16 x float> %v298, %v316
  %v317 = getelementptr i8, ptr %v304, i64 128
  %v318 = load float, ptr %v317, align 4, !alias.scope !5, !noalias !13
  %v319 = insertelement <16 x float> poison, float %v318, i64 0
  %v320 = shufflevector <16 x float> %v319, <16 x float> poison, <16 x i32> zeroinitializer
  %v321 = fmul contract <16 x float> %v310, %v320
  %v297 = fadd contract <16 x float> %v296, %v321
  %v322 = getelementptr i8, ptr %v304, i64 192
  %v323 = load float, ptr %v322, align 4, !alias.scope !5, !noalias !13
  %v324 = insertelement <16 x float> poison, float %v323, i64 0
  %v325 = shufflevector <16 x float> %v324, <16 x float> poison, <16 x i32> zeroinitializer
  %v326 = fmul contract <16 x float> %v310, %v325
  %v295 = fadd contract <16 x float> %v294, %v326
  %v327 = getelementptr i8, ptr %v304, i64 256
  %v328 = load float, ptr %v327, align 4, !alias.scope !5, !noalias !13
  %v329 = insertelement <16 x float> poison, float %v328, i64 0
  %v330 = shufflevector <16 x float> %v329, <16 x float> poison, <16 x i32> zeroinitializer
  %v331 = fmul contract <16 x float> %v310, %v330
  %v293 = fadd contract <16 x float> %v292, %v331
  %v332 = getelementptr i8, ptr %v304, i64 320
  %v333 = load float, ptr %v332, align 4, !alias.scope !5, !noalias !13
  %v334 = insertelement <16 x float> poison, float %v333, i64 0
  %v335 = shufflevector <16 x float> %v334, <16 x float> poison, <16 x i32> zeroinitializer
  %v336 = fmul contract <16 x float> %v310, %v335
  %v291 = fadd contract <16 x float> %v290, %v336
  %v303 = add nuw nsw i64 %v302, 1
  %v337 = icmp eq i64 %v303, 16
  br i1 %v337, label %v338, label %v289

v338:                                      ; preds = %v289
  %v339 = getelementptr i8, ptr %v48, i64 128
  %v340 = getelementptr inbounds i8, ptr %v50, i64 4096
  br label %v341

v341:                                      ; preds = %v341, %v338
  %v342 = phi <16 x float> [ %v291, %v338 ], [ %v33, %v341 ]
  %v343 = phi <16 x float> [ %v293, %v338 ], [ %v35, %v341 ]
  %v344 = phi <16 x float> [ %v295, %v338 ], [ %v37, %v341 ]
  %v345 = phi <16 x float> [ %v297, %v338 ], [ %v39, %v341 ]
  %v346 = phi <16 x float> [ %v299, %v338 ], [ %v41, %v341 ]
  %v347 = phi <16 x float> [ %v301, %v338 ], [ %v43, %v341 ]
  %v348 = phi i64 [ 0, %v338 ], [ %v349, %v341 ]
  %v350 = getelementptr float, ptr %v339, i64 %v348
  %v351 = load float, ptr %v350, align 4, !alias.scope !5, !noalias !13
  %v352 = insertelement <16 x float> poison, float %v351, i64 0
  %v353 = shufflevector <16 x float> %v352, <16 x float> poison, <16 x i32> zeroinitializer
  %v354 = shl nsw i64 %v348, 7
  %v355 = getelementptr inbounds i8, ptr %v340, i64 %v354
  %v356 = load <16 x float>, ptr %v355, align 4, !alias.scope !8, !noalias !14
  %v357 = fmul contract <16 x float> %v356, %v353
  %v43 = fadd contract <16 x float> %v347, %v357
  %v358 = getelementptr i8, ptr %v350, i64 64
  %v359 = load float, ptr %v358, align 4, !alias.scope !5, !noalias !13
  %v360 = insertelement <16 x float> poison, float %v359, i64 0
  %v361 = shufflevector <16 x float> %v360, <16 x float> poison, <16 x i32> zeroinitializer
  %v362 = fmul contract <16 x float> %v356, %v361
  %v41 = fadd contract <16 x float> %v346, %v362
  %v363 = getelementptr i8, ptr %v350, i64 128
  %v364 = load float, ptr %v363, align 4, !alias.scope !5, !noalias !13
  %v365 = insertelement <16 x float> poison, float %v364, i64 0
  %v366 = shufflevector <16 x float> %v365, <16 x float> poison, <16 x i32> zeroinitializer
  %v367 = fmul contract <16 x float> %v356, %v366
  %v39 = fadd contract <16 x float> %v345, %v367
  %v368 = getelementptr i8, ptr %v350, i64 192
  %v369 = load float, ptr %v368, align 4, !alias.scope !5, !noalias !13
  %v370 = insertelement <16 x float> poison, float %v369, i64 0
  %v371 = shufflevector <16 x float> %v370, <16 x float> poison, <16 x i32> zeroinitializer
  %v372 = fmul contract <16 x float> %v356, %v371
  %v37 = fadd contract <16 x float> %v344, %v372
  %v373 = getelementptr i8, ptr %v350, i64 256
  %v374 = load float, ptr %v373, align 4, !alias.scope !5, !noalias !13
  %v375 = insertelement <16 x float> poison, float %v374, i64 0
  %v376 = shufflevector <16 x float> %v375, <16 x float> poison, <16 x i32> zeroinitializer
  %v377 = fmul contract <16 x float> %v356, %v376
  %v35 = fadd contract <16 x float> %v343, %v377
  %v378 = getelementptr i8, ptr %v350, i64 320
  %v379 = load float, ptr %v378, align 4, !alias.scope !5, !noalias !13
  %v380 = insertelement <16 x float> poison, float %v379, i64 0
  %v381 = shufflevector <16 x float> %v380, <16 x float> poison, <16 x i32> zeroinitializer
  %v382 = fmul contract <16 x float> %v356, %v381
  %v33 = fadd contract <16 x float> %v342, %v382
  %v349 = add nuw nsw i64 %v348, 1
  %v383 = icmp eq i64 %v349, 16
  br i1 %v383, label %v31, label %v341

v31:                                      ; preds = %v341
  %v45 = add nuw nsw i64 %v44, 1
  %v384 = icmp eq i64 %v45, 3
  br i1 %v384, label %v52, label %v25

v26:                                 ; preds = %v16, %v28
  %v385 = phi i1 [ false, %v28 ], [ true, %v16 ]
  %v386 = phi i64 [ 16, %v28 ], [ 0, %v16 ]
  br label %v387

v387:                                      ; preds = %v388, %v26
  %v389 = phi <16 x float> [ zeroinitializer, %v26 ], [ %v390, %v388 ]
  %v391 = phi <16 x float> [ zeroinitializer, %v26 ], [ %v392, %v388 ]
  %v393 = phi i64 [ 0, %v26 ], [ %v394, %v388 ]
  %v395 = add i64 %v393, %v13
  %v396 = shl i64 %v395, 10
  %v397 = getelementptr i8, ptr %v22, i64 %v396
  %v398 = mul nuw nsw i64 %v393, 1536
  %v399 = or disjoint i64 %v398, %v386
  %v400 = getelementptr inbounds float, ptr %v6, i64 %v399
  br label %v401

v28:                                      ; preds = %v388
  %v402 = or disjoint i64 %v386, %v24
  %v403 = getelementptr inbounds float, ptr %v8, i64 %v402
  store <16 x float> %v392, ptr %v403, align 4, !alias.scope !10, !noalias !12
  %v404 = or disjoint i64 %v402, 32
  %v405 = getelementptr inbounds float, ptr %v8, i64 %v404
  store <16 x float> %v390, ptr %v405, align 4, !alias.scope !10, !noalias !12
  br i1 %v385, label %v26, label %v17

v401:                                      ; preds = %v401, %v387
  %v406 = phi <16 x float> [ %v389, %v387 ], [ %v390, %v401 ]
  %v407 = phi <16 x float> [ %v391, %v387 ], [ %v392, %v401 ]
  %v408 = phi i64 [ 0, %v387 ], [ %v409, %v401 ]
  %v410 = shl i64 %v408, 6
  %v411 = getelementptr i8, ptr %v397, i64 %v410
  %v412 = load float, ptr %v411, align 4, !alias.scope !5, !noalias !13
  %v413 = insertelement <16 x float> poison, float %v412, i64 0
  %v414 = shufflevector <16 x float> %v413, <16 x float> poison, <16 x i32> zeroinitializer
  %v415 = shl nsw i64 %v408, 11
  %v416 = getelementptr inbounds i8, ptr %v400, i64 %v415
  %v417 = load <16 x float>, ptr %v416, align 4, !alias.scope !8, !noalias !14
  %v418 = fmul contract <16 x float> %v417, %v414
  %v419 = fadd contract <16 x float> %v407, %v418
  %v420 = getelementptr i8, ptr %v411, i64 64
  %v421 = load float, ptr %v420, align 4, !alias.scope !5, !noalias !13
  %v422 = insertelement <16 x float> poison, float %v421, i64 0
  %v423 = shufflevector <16 x float> %v422, <16 x float> poison, <16 x i32> zeroinitializer
  %v424 = fmul contract <16 x float> %v417, %v423
  %v425 = fadd contract <16 x float> %v406, %v424
  %v426 = getelementptr i8, ptr %v411, i64 4
  %v427 = load float, ptr %v426, align 4, !alias.scope !5, !noalias !13
  %v428 = insertelement <16 x float> poison, float %v427, i64 0
  %v429 = shufflevector <16 x float> %v428, <16 x float> poison, <16 x i32> zeroinitializer
  %v430 = getelementptr inbounds i8, ptr %v416, i64 128
  %v431 = load <16 x float>, ptr %v430, align 4, !alias.scope !8, !noalias !14
  %v432 = fmul contract <16 x float> %v431, %v429
  %v433 = fadd contract <16 x float> %v419, %v432
  %v434 = getelementptr i8, ptr %v411, i64 68
  %v435 = load float, ptr %v434, align 4, !alias.scope !5, !noalias !13
  %v436 = insertelement <16 x float> poison, float %v435, i64 0
  %v437 = shufflevector <16 x float> %v436, <16 x float> poison, <16 x i32> zeroinitializer
  %v438 = fmul contract <16 x float> %v431, %v437
  %v439 = fadd contract <16 x float> %v425, %v438
  %v440 = getelementptr i8, ptr %v411, i64 8
  %v441 = load float, ptr %v440, align 4, !alias.scope !5, !noalias !13
  %v442 = insertelement <16 x float> poison, float %v441, i64 0
  %v443 = shufflevector <16 x float> %v442, <16 x float> poison, <16 x i32> zeroinitializer
  %v444 = getelementptr inbounds i8, ptr %v416, i64 256
  %v445 = load <16 x float>, ptr %v444, align 4, !alias.scope !8, !noalias !14
  %v446 = fmul contract <16 x float> %v445, %v443
  %v447 = fadd contract <16 x float> %v433, %v446
  %v448 = getelementptr i8, ptr %v411, i64 72
  %v449 = load float, ptr %v448, align 4, !alias.scope !5, !noalias !13
  %v450 = insertelement <16 x float> poison, float %v449, i64 0
  %v451 = shufflevector <16 x float> %v450, <16 x float> poison, <16 x i32> zeroinitializer
  %v452 = fmul contract <16 x float> %v445, %v451
  %v453 = fadd contract <16 x float> %v439, %v452
  %v454 = getelementptr i8, ptr %v411, i64 12
  %v455 = load float, ptr %v454, align 4, !alias.scope !5, !noalias !13
  %v456 = insertelement <16 x float> poison, float %v455, i64 0
  %v457 = shufflevector <16 x float> %v456, <16 x float> poison, <16 x i32> zeroinitializer
  %v458 = getelementptr inbounds i8, ptr %v416, i64 384
  %v459 = load <16 x float>, ptr %v458, align 4, !alias.scope !8, !noalias !14
  %v460 = fmul contract <16 x float> %v459, %v457
  %v461 = fadd contract <16 x float> %v447, %v460
  %v462 = getelementptr i8, ptr %v411, i64 76
  %v463 = load float, ptr %v462, align 4, !alias.scope !5, !noalias !13
  %v464 = insertelement <16 x float> poison, float %v463, i64 0
  %v465 = shufflevector <16 x float> %v464, <16 x float> poison, <16 x i32> zeroinitializer
  %v466 = fmul contract <16 x float> %v459, %v465
  %v467 = fadd contract <16 x float> %v453, %v466
  %v468 = getelementptr i8, ptr %v411, i64 16
  %v469 = load float, ptr %v468, align 4, !alias.scope !5, !noalias !13
  %v470 = insertelement <16 x float> poison, float %v469, i64 0
  %v471 = shufflevector <16 x float> %v470, <16 x float> poison, <16 x i32> zeroinitializer
  %v472 = getelementptr inbounds i8, ptr %v416, i64 512
  %v473 = load <16 x float>, ptr %v472, align 4, !alias.scope !8, !noalias !14
  %v474 = fmul contract <16 x float> %v473, %v471
  %v475 = fadd contract <16 x float> %v461, %v474
  %v476 = getelementptr i8, ptr %v411, i64 80
  %v477 = load float, ptr %v476, align 4, !alias.scope !5, !noalias !13
  %v478 = insertelement <16 x float> poison, float %v477, i64 0
  %v479 = shufflevector <16 x float> %v478, <16 x float> poison, <16 x i32> zeroinitializer
  %v480 = fmul contract <16 x float> %v473, %v479
  %v481 = fadd contract <16 x float> %v467, %v480
  %v482 = getelementptr i8, ptr %v411, i64 20
  %v483 = load float, ptr %v482, align 4, !alias.scope !5, !noalias !13
  %v484 = insertelement <16 x float> poison, float %v483, i64 0
  %v485 = shufflevector <16 x float> %v484, <16 x float> poison, <16 x i32> zeroinitializer
  %v486 = getelementptr inbounds i8, ptr %v416, i64 640
  %v487 = load <16 x float>, ptr %v486, align 4, !alias.scope !8, !noalias !14
  %v488 = fmul contract <16 x float> %v487, %v485
  %v489 = fadd contract <16 x float> %v475, %v488
  %v490 = getelementptr i8, ptr %v411, i64 84
  %v491 = load float, ptr %v490, align 4, !alias.scope !5, !noalias !13
  %v492 = insertelement <16 x float> poison, float %v491, i64 0
  %v493 = shufflevector <16 x float> %v492, <16 x float> poison, <16 x i32> zeroinitializer
  %v494 = fmul contract <16 x float> %v487, %v493
  %v495 = fadd contract <16 x float> %v481, %v494
  %v496 = getelementptr i8, ptr %v411, i64 24
  %v497 = load float, ptr %v496, align 4, !alias.scope !5, !noalias !13
  %v498 = insertelement <16 x float> poison, float %v497, i64 0
  %v499 = shufflevector <16 x float> %v498, <16 x float> poison, <16 x i32> zeroinitializer
  %v500 = getelementptr inbounds i8, ptr %v416, i64 768
  %v501 = load <16 x float>, ptr %v500, align 4, !alias.scope !8, !noalias !14
  %v502 = fmul contract <16 x float> %v501, %v499
  %v503 = fadd contract <16 x float> %v489, %v502
  %v504 = getelementptr i8, ptr %v411, i64 88
  %v505 = load float, ptr %v504, align 4, !alias.scope !5, !noalias !13
  %v506 = insertelement <16 x float> poison, float %v505, i64 0
  %v507 = shufflevector <16 x float> %v506, <16 x float> poison, <16 x i32> zeroinitializer
  %v508 = fmul contract <16 x float> %v501, %v507
  %v509 = fadd contract <16 x float> %v495, %v508
  %v510 = getelementptr i8, ptr %v411, i64 28
  %v511 = load float, ptr %v510, align 4, !alias.scope !5, !noalias !13
  %v512 = insertelement <16 x float> poison, float %v511, i64 0
  %v513 = shufflevector <16 x float> %v512, <16 x float> poison, <16 x i32> zeroinitializer
  %v514 = getelementptr inbounds i8, ptr %v416, i64 896
  %v515 = load <16 x float>, ptr %v514, align 4, !alias.scope !8, !noalias !14
  %v516 = fmul contract <16 x float> %v515, %v513
  %v517 = fadd contract <16 x float> %v503, %v516
  %v518 = getelementptr i8, ptr %v411, i64 92
  %v519 = load float, ptr %v518, align 4, !alias.scope !5, !noalias !13
  %v520 = insertelement <16 x float> poison, float %v519, i64 0
  %v521 = shufflevector <16 x float> %v520, <16 x float> poison, <16 x i32> zeroinitializer
  %v522 = fmul contract <16 x float> %v515, %v521
  %v523 = fadd contract <16 x float> %v509, %v522
  %v524 = getelementptr i8, ptr %v411, i64 32
  %v525 = load float, ptr %v524, align 4, !alias.scope !5, !noalias !13
  %v526 = insertelement <16 x float> poison, float %v525, i64 0
  %v527 = shufflevector <16 x float> %v526, <16 x float> poison, <16 x i32> zeroinitializer
  %v528 = getelementptr inbounds i8, ptr %v416, i64 1024
  %v529 = load <16 x float>, ptr %v528, align 4, !alias.scope !8, !noalias !14
  %v530 = fmul contract <16 x float> %v529, %v527
  %v531 = fadd contract <16 x float> %v517, %v530
  %v532 = getelementptr i8, ptr %v411, i64 96
  %v533 = load float, ptr %v532, align 4, !alias.scope !5, !noalias !13
  %v534 = insertelement <16 x float> poison, float %v533, i64 0
  %v535 = shufflevector <16 x float> %v534, <16 x float> poison, <16 x i32> zeroinitializer
  %v536 = fmul contract <16 x float> %v529, %v535
  %v537 = fadd contract <16 x float> %v523, %v536
  %v538 = getelementptr i8, ptr %v411, i64 36
  %v539 = load float, ptr %v538, align 4, !alias.scope !5, !noalias !13
  %v540 = insertelement <16 x float> poison, float %v539, i64 0
  %v541 = shufflevector <16 x float> %v540, <16 x float> poison, <16 x i32> zeroinitializer
  %v542 = getelementptr inbounds i8, ptr %v416, i64 1152
  %v543 = load <16 x float>, ptr %v542, align 4, !alias.scope !8, !noalias !14
  %v544 = fmul contract <16 x float> %v543, %v541
  %v545 = fadd contract <16 x float> %v531, %v544
  %v546 = getelementptr i8, ptr %v411, i64 100
  %v547 = load float, ptr %v546, align 4, !alias.scope !5, !noalias !13
  %v548 = insertelement <16 x float> poison, float %v547, i64 0
  %v549 = shufflevector <16 x float> %v548, <16 x float> poison, <16 x i32> zeroinitializer
  %v550 = fmul contract <16 x float> %v543, %v549
  %v551 = fadd contract <16 x float> %v537, %v550
  %v552 = getelementptr i8, ptr %v411, i64 40
  %v553 = load float, ptr %v552, align 4, !alias.scope !5, !noalias !13
  %v554 = insertelement <16 x float> poison, float %v553, i64 0
  %v555 = shufflevector <16 x float> %v554, <16 x float> poison, <16 x i32> zeroinitializer
  %v556 = getelementptr inbounds i8, ptr %v416, i64 1280
  %v557 = load <16 x float>, ptr %v556, align 4, !alias.scope !8, !noalias !14
  %v558 = fmul contract <16 x float> %v557, %v555
  %v559 = fadd contract <16 x float> %v545, %v558
  %v560 = getelementptr i8, ptr %v411, i64 104
  %v561 = load float, ptr %v560, align 4, !alias.scope !5, !noalias !13
  %v562 = insertelement <16 x float> poison, float %v561, i64 0
  %v563 = shufflevector <16 x float> %v562, <16 x float> poison, <16 x i32> zeroinitializer
  %v564 = fmul contract <16 x float> %v557, %v563
  %v565 = fadd contract <16 x float> %v551, %v564
  %v566 = getelementptr i8, ptr %v411, i64 44
  %v567 = load float, ptr %v566, align 4, !alias.scope !5, !noalias !13
  %v568 = insertelement <16 x float> poison, float %v567, i64 0
  %v569 = shufflevector <16 x float> %v568, <16 x float> poison, <16 x i32> zeroinitializer
  %v570 = getelementptr inbounds i8, ptr %v416, i64 1408
  %v571 = load <16 x float>, ptr %v570, align 4, !alias.scope !8, !noalias !14
  %v572 = fmul contract <16 x float> %v571, %v569
  %v573 = fadd contract <16 x float> %v559, %v572
  %v574 = getelementptr i8, ptr %v411, i64 108
  %v575 = load float, ptr %v574, align 4, !alias.scope !5, !noalias !13
  %v576 = insertelement <16 x float> poison, float %v575, i64 0
  %v577 = shufflevector <16 x float> %v576, <16 x float> poison, <16 x i32> zeroinitializer
  %v578 = fmul contract <16 x float> %v571, %v577
  %v579 = fadd contract <16 x float> %v565, %v578
  %v580 = getelementptr i8, ptr %v411, i64 48
  %v581 = load float, ptr %v580, align 4, !alias.scope !5, !noalias !13
  %v582 = insertelement <16 x float> poison, float %v581, i64 0
  %v583 = shufflevector <16 x float> %v582, <16 x float> poison, <16 x i32> zeroinitializer
  %v584 = getelementptr inbounds i8, ptr %v416, i64 1536
  %v585 = load <16 x float>, ptr %v584, align 4, !alias.scope !8, !noalias !14
  %v586 = fmul contract <16 x float> %v585, %v583
  %v587 = fadd contract <16 x float> %v573, %v586
  %v588 = getelementptr i8, ptr %v411, i64 112
  %v589 = load float, ptr %v588, align 4, !alias.scope !5, !noalias !13
  %v590 = insertelement <16 x float> poison, float %v589, i64 0
  %v591 = shufflevector <16 x float> %v590, <16 x float> poison, <16 x i32> zeroinitializer
  %v592 = fmul contract <16 x float> %v585, %v591
  %v593 = fadd contract <16 x float> %v579, %v592
  %v594 = getelementptr i8, ptr %v411, i64 52
  %v595 = load float, ptr %v594, align 4, !alias.scope !5, !noalias !13
  %v596 = insertelement <16 x float> poison, float %v595, i64 0
  %v597 = shufflevector <16 x float> %v596, <16 x float> poison, <16 x i32> zeroinitializer
  %v598 = getelementptr inbounds i8, ptr %v416, i64 1664
  %v599 = load <16 x float>, ptr %v598, align 4, !alias.scope !8, !noalias !14
  %v600 = fmul contract <16 x float> %v599, %v597
  %v601 = fadd contract <16 x float> %v587, %v600
  %v602 = getelementptr i8, ptr %v411, i64 116
  %v603 = load float, ptr %v602, align 4, !alias.scope !5, !noalias !13
  %v604 = insertelement <16 x float> poison, float %v603, i64 0
  %v605 = shufflevector <16 x float> %v604, <16 x float> poison, <16 x i32> zeroinitializer
  %v606 = fmul contract <16 x float> %v599, %v605
  %v607 = fadd contract <16 x float> %v593, %v606
  %v608 = getelementptr i8, ptr %v411, i64 56
  %v609 = load float, ptr %v608, align 4, !alias.scope !5, !noalias !13
  %v610 = insertelement <16 x float> poison, float %v609, i64 0
  %v611 = shufflevector <16 x float> %v610, <16 x float> poison, <16 x i32> zeroinitializer
  %v612 = getelementptr inbounds i8, ptr %v416, i64 1792
  %v613 = load <16 x float>, ptr %v612, align 4, !alias.scope !8, !noalias !14
  %v614 = fmul contract <16 x float> %v613, %v611
  %v615 = fadd contract <16 x float> %v601, %v614
  %v616 = getelementptr i8, ptr %v411, i64 120
  %v617 = load float, ptr %v616, align 4, !alias.scope !5, !noalias !13
  %v618 = insertelement <16 x float> poison, float %v617, i64 0
  %v619 = shufflevector <16 x float> %v618, <16 x float> poison, <16 x i32> zeroinitializer
  %v620 = fmul contract <16 x float> %v613, %v619
  %v621 = fadd contract <16 x float> %v607, %v620
  %v622 = getelementptr i8, ptr %v411, i64 60
  %v623 = load float, ptr %v622, align 4, !alias.scope !5, !noalias !13
  %v624 = insertelement <16 x float> poison, float %v623, i64 0
  %v625 = shufflevector <16 x float> %v624, <16 x float> poison, <16 x i32> zeroinitializer
  %v626 = getelementptr inbounds i8, ptr %v416, i64 1920
  %v627 = load <16 x float>, ptr %v626, align 4, !alias.scope !8, !noalias !14
  %v628 = fmul contract <16 x float> %v627, %v625
  %v392 = fadd contract <16 x float> %v615, %v628
  %v629 = getelementptr i8, ptr %v411, i64 124
  %v630 = load float, ptr %v629, align 4, !alias.scope !5, !noalias !13
  %v631 = insertelement <16 x float> poison, float %v630, i64 0
  %v632 = shufflevector <16 x float> %v631, <16 x float> poison, <16 x i32> zeroinitializer
  %v633 = fmul contract <16 x float> %v627, %v632
  %v390 = fadd contract <16 x float> %v621, %v633
  %v409 = add nuw nsw i64 %v408, 1
  %v634 = icmp eq i64 %v409, 3
  br i1 %v634, label %v388, label %v401

v388:                                      ; preds = %v401
  %v394 = add nuw nsw i64 %v393, 1
  %v635 = icmp eq i64 %v394, 3
  br i1 %v635, label %v28, label %v387

v11: ; preds = %v12, %v3
  ret void
}

; Function Attrs: nounwind
define void @ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1_packed(ptr nocapture readonly %v0) local_unnamed_addr #2 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = alloca [2 x i64], align 64
  %v4 = alloca [4096 x float], align 64
  %v5 = load ptr, ptr %v0, align 8
  %v6 = getelementptr inbounds i8, ptr %v0, i64 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %v3)
  call void @llvm.lifetime.start.p0(i64 16384, ptr nonnull %v4)
  store ptr %v4, ptr %v3, align 64, !noalias !15
  %v7 = getelementptr inbounds i8, ptr %v3, i64 8
  store ptr %v5, ptr %v7, align 8, !noalias !15
  %v8 = getelementptr inbounds i8, ptr %v2, i64 8
  %v9 = load <2 x ptr>, ptr %v6, align 8
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v3) #2, !noalias !20
  store ptr %v4, ptr %v2, align 64, !noalias !15
  store <2 x ptr> %v9, ptr %v8, align 8, !noalias !15
  call void @ktune_parallel_for(i64 14, ptr nonnull @ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel1, ptr nonnull %v2) #2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %v3)
  call void @llvm.lifetime.end.p0(i64 16384, ptr nonnull %v4)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { nounwind }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel0.task: %pad"}
!2 = distinct !{!2, !"ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel0.task: %I"}
!5 = !{!6}
!6 = distinct !{!6, !7, !"ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel1.task: %pad"}
!7 = distinct !{!7, !"ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel1.task"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel1.task: %W"}
!10 = !{!11}
!11 = distinct !{!11, !7, !"ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel1.task: %O"}
!12 = !{!6, !9}
!13 = !{!9, !11}
!14 = !{!6, !11}
!15 = !{!16, !18, !19}
!16 = distinct !{!16, !17, !"ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1: %I"}
!17 = distinct !{!17, !"ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1"}
!18 = distinct !{!18, !17, !"ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1: %W"}
!19 = distinct !{!19, !17, !"ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1: %O"}
!20 = !{!18, !19}
