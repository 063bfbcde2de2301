; depthwise_conv2d:N=1,C=5,H=10,W=9,R=3,S=3,stride=1,pad=1,dilation=1,layout=nchw,bias=0,residual=0,act=none,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1'
source_filename = "ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  store ptr %v0, ptr %v4, align 64
  %v5 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v1, ptr %v5, align 8
  %v6 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v6, align 16
  call void @ktune_parallel_for(i64 5, ptr nonnull @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v4) #4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = alloca [132 x float], align 64
  %v5 = load ptr, ptr %v0, align 8
  %v6 = getelementptr inbounds i8, ptr %v0, i64 8
  %v7 = load ptr, ptr %v6, align 8
  %v8 = getelementptr inbounds i8, ptr %v0, i64 16
  %v9 = load ptr, ptr %v8, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %v4)
  %v10 = icmp slt i64 %v1, %v2
  br i1 %v10, label %v11, label %v12

v11:                               ; preds = %v3
  %v13 = getelementptr i8, ptr %v5, i64 -40
  %v14 = getelementptr i8, ptr %v5, i64 -8
  %v15 = getelementptr inbounds i8, ptr %v4, i64 32
  %v16 = getelementptr i8, ptr %v9, i64 32
  %v17 = getelementptr inbounds i8, ptr %v4, i64 44
  %v18 = getelementptr inbounds i8, ptr %v4, i64 76
  %v19 = getelementptr inbounds i8, ptr %v4, i64 88
  %v20 = getelementptr inbounds i8, ptr %v4, i64 120
  %v21 = getelementptr inbounds i8, ptr %v4, i64 132
  %v22 = getelementptr inbounds i8, ptr %v4, i64 164
  %v23 = getelementptr inbounds i8, ptr %v4, i64 176
  %v24 = getelementptr inbounds i8, ptr %v4, i64 208
  %v25 = getelementptr inbounds i8, ptr %v4, i64 220
  %v26 = getelementptr inbounds i8, ptr %v4, i64 252
  %v27 = getelementptr inbounds i8, ptr %v4, i64 264
  %v28 = getelementptr inbounds i8, ptr %v4, i64 296
  %v29 = getelementptr inbounds i8, ptr %v4, i64 308
  %v30 = getelementptr inbounds i8, ptr %v4, i64 340
  %v31 = getelementptr inbounds i8, ptr %v4, i64 352
  %v32 = getelementptr inbounds i8, ptr %v4, i64 384
  %v33 = getelementptr inbounds i8, ptr %v4, i64 396
  %v34 = getelementptr inbounds i8, ptr %v4, i64 428
  %v35 = getelementptr inbounds i8, ptr %v4, i64 440
  %v36 = getelementptr inbounds i8, ptr %v4, i64 472
  %v37 = getelementptr inbounds i8, ptr %v4, i64 484
  %v38 = getelementptr inbounds i8, ptr %v4, i64 516
  br label %v39

v39:                                         ; preds = %v11, %v40
  %v41 = phi <8 x float> [ %v42, %v40 ], [ undef, %v11 ]
  %v43 = phi <8 x float> [ %v44, %v40 ], [ undef, %v11 ]
  %v45 = phi <8 x float> [ %v46, %v40 ], [ undef, %v11 ]
  %v47 = phi <8 x float> [ %v48, %v40 ], [ undef, %v11 ]
  %v49 = phi <8 x float> [ %v50, %v40 ], [ undef, %v11 ]
  %v51 = phi <8 x float> [ %v52, %v40 ], [ undef, %v11 ]
  %v53 = phi i64 [ %v54, %v40 ], [ %v1, %v11 ]
  %v55 = mul i64 %v53, 360
  %v56 = getelementptr i8, ptr %v14, i64 %v55
  %v57 = getelementptr i8, ptr %v13, i64 %v55
  store <8 x float> zeroinitializer, ptr %v4, align 64, !noalias !7
  call void @llvm.masked.store.v8f32.p0(<8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>, ptr %v15, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  %v58 = getelementptr i8, ptr %v57, i64 36
  %v59 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v58, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  store <8 x float> %v59, ptr %v17, align 4, !noalias !7
  %v60 = getelementptr i8, ptr %v56, i64 36
  %v61 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v60, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v61, ptr %v18, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  %v62 = getelementptr i8, ptr %v57, i64 72
  %v63 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v62, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  store <8 x float> %v63, ptr %v19, align 8, !noalias !7
  %v64 = getelementptr i8, ptr %v56, i64 72
  %v65 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v64, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v65, ptr %v20, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  %v66 = getelementptr i8, ptr %v57, i64 108
  %v67 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v66, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  store <8 x float> %v67, ptr %v21, align 4, !noalias !7
  %v68 = getelementptr i8, ptr %v56, i64 108
  %v69 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v68, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v69, ptr %v22, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  %v70 = getelementptr i8, ptr %v57, i64 144
  %v71 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v70, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  store <8 x float> %v71, ptr %v23, align 16, !noalias !7
  %v72 = getelementptr i8, ptr %v56, i64 144
  %v73 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v72, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v73, ptr %v24, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  %v74 = getelementptr i8, ptr %v57, i64 180
  %v75 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v74, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  store <8 x float> %v75, ptr %v25, align 4, !noalias !7
  %v76 = getelementptr i8, ptr %v56, i64 180
  %v77 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v76, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v77, ptr %v26, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  %v78 = getelementptr i8, ptr %v57, i64 216
  %v79 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v78, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  store <8 x float> %v79, ptr %v27, align 8, !noalias !7
  %v80 = getelementptr i8, ptr %v56, i64 216
  %v81 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v80, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v81, ptr %v28, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  %v82 = getelementptr i8, ptr %v57, i64 252
  %v83 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v82, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  store <8 x float> %v83, ptr %v29, align 4, !noalias !7
  %v84 = getelementptr i8, ptr %v56, i64 252
  %v85 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v84, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v85, ptr %v30, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  %v86 = getelementptr i8, ptr %v57, i64 288
  %v87 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v86, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  store <8 x float> %v87, ptr %v31, align 32, !noalias !7
  %v88 = getelementptr i8, ptr %v56, i64 288
  %v89 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v88, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v89, ptr %v32, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  %v90 = getelementptr i8, ptr %v57, i64 324
  %v91 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v90, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  store <8 x float> %v91, ptr %v33, align 4, !noalias !7
  %v92 = getelementptr i8, ptr %v56, i64 324
  %v93 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v92, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v93, ptr %v34, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  %v94 = getelementptr i8, ptr %v57, i64 360
  %v95 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v94, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  store <8 x float> %v95, ptr %v35, align 8, !noalias !7
  %v96 = getelementptr i8, ptr %v56, i64 360
  %v97 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v96, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !8
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v97, ptr %v36, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  store <8 x float> zeroinitializer, ptr %v37, align 4, !noalias !7
  call void @llvm.masked.store.v8f32.p0(<8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>, ptr %v38, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  %v98 = mul i64 %v53, 36
  %v99 = getelementptr i8, ptr %v7, i64 %v98
  %v100 = getelementptr i8, ptr %v99, i64 4
  %v101 = getelementptr i8, ptr %v99, i64 8
  %v102 = getelementptr i8, ptr %v99, i64 12
  %v103 = getelementptr i8, ptr %v99, i64 16
  %v104 = getelementptr i8, ptr %v99, i64 20
  %v105 = getelementptr i8, ptr %v99, i64 24
  %v106 = getelementptr i8, ptr %v99, i64 28
  %v107 = getelementptr i8, ptr %v99, i64 32
  %v108 = getelementptr i8, ptr %v9, i64 %v55
  %v109 = getelementptr i8, ptr %v16, i64 %v55
  %v110 = load float, ptr %v99, align 4, !alias.scope !3, !noalias !9
  %v111 = insertelement <8 x float> poison, float %v110, i64 0
  %v112 = shufflevector <8 x float> %v111, <8 x float> poison, <8 x i32> zeroinitializer
  br label %v113

v113:                                   ; preds = %v39, %v114
  %v115 = phi <8 x float> [ %v42, %v114 ], [ %v41, %v39 ]
  %v116 = phi <8 x float> [ %v44, %v114 ], [ %v43, %v39 ]
  %v117 = phi <8 x float> [ %v46, %v114 ], [ %v45, %v39 ]
  %v118 = phi <8 x float> [ %v48, %v114 ], [ %v47, %v39 ]
  %v119 = phi <8 x float> [ %v50, %v114 ], [ %v49, %v39 ]
  %v120 = phi <8 x float> [ %v52, %v114 ], [ %v51, %v39 ]
  %v121 = phi i64 [ %v122, %v114 ], [ 0, %v39 ]
  %v123 = icmp ult i64 %v121, 2
  %v124 = mul nuw nsw i64 %v121, 44
  %v125 = getelementptr float, ptr %v4, i64 %v124
  %v126 = load <8 x float>, ptr %v125, align 16, !noalias !7
  %v127 = fmul contract <8 x float> %v126, %v112
  %v128 = fadd contract <8 x float> %v127, zeroinitializer
  %v129 = getelementptr inbounds i8, ptr %v125, i64 44
  %v130 = load <8 x float>, ptr %v129, align 4, !noalias !7
  %v131 = fmul contract <8 x float> %v130, %v112
  %v132 = fadd contract <8 x float> %v131, zeroinitializer
  br i1 %v123, label %v133, label %v134

v134:                      ; preds = %v113
  %v135 = or disjoint i64 %v124, 1
  %v136 = getelementptr inbounds float, ptr %v4, i64 %v135
  %v137 = load <8 x float>, ptr %v136, align 4, !noalias !7
  %v138 = load float, ptr %v100, align 4, !alias.scope !3, !noalias !9
  %v139 = insertelement <8 x float> poison, float %v138, i64 0
  %v140 = shufflevector <8 x float> %v139, <8 x float> poison, <8 x i32> zeroinitializer
  %v141 = fmul contract <8 x float> %v137, %v140
  %v142 = fadd contract <8 x float> %v128, %v141
  %v143 = getelementptr inbounds i8, ptr %v125, i64 48
  %v144 = load <8 x float>, ptr %v143, align 16, !noalias !7
  %v145 = fmul contract <8 x float> %v144, %v140
  %v146 = fadd contract <8 x float> %v132, %v145
  %v147 = or disjoint i64 %v124, 2
  %v148 = getelementptr inbounds float, ptr %v4, i64 %v147
  %v149 = load <8 x float>, ptr %v148, align 8, !noalias !7
  %v150 = load float, ptr %v101, align 4, !alias.scope !3, !noalias !9
  %v151 = insertelement <8 x float> poison, float %v150, i64 0
  %v152 = shufflevector <8 x float> %v151, <8 x float> poison, <8 x i32> zeroinitializer
  %v153 = fmul contract <8 x float> %v149, %v152
  %v154 = fadd contract <8 x float> %v142, %v153
  %v155 = getelementptr inbounds i8, ptr %v125, i64 52
  %v156 = load <8 x float>, ptr %v155, align 4, !noalias !7
  %v157 = fmul contract <8 x float> %v156, %v152
  %v158 = fadd contract <8 x float> %v146, %v157
  %v159 = load float, ptr %v102, align 4, !alias.scope !3, !noalias !9
  %v160 = insertelement <8 x float> poison, float %v159, i64 0
  %v161 = shufflevector <8 x float> %v160, <8 x float> poison, <8 x i32> zeroinitializer
  %v162 = fmul contract <8 x float> %v130, %v161
  %v163 = fadd contract <8 x float> %v154, %v162
  %v164 = getelementptr inbounds i8, ptr %v125, i64 88
  %v165 = load <8 x float>, ptr %v164, align 8, !noalias !7
  %v166 = fmul contract <8 x float> %v165, %v161
  %v167 = fadd contract <8 x float> %v158, %v166
  %v168 = load float, ptr %v103, align 4, !alias.scope !3, !noalias !9
  %v169 = insertelement <8 x float> poison, float %v168, i64 0
  %v170 = shufflevector <8 x float> %v169, <8 x float> poison, <8 x i32> zeroinitializer
  %v171 = fmul contract <8 x float> %v144, %v170
  %v172 = fadd contract <8 x float> %v163, %v171
  %v173 = getelementptr inbounds i8, ptr %v125, i64 92
  %v174 = load <8 x float>, ptr %v173, align 4, !noalias !7
  %v175 = fmul contract <8 x float> %v174, %v170
  %v176 = fadd contract <8 x float> %v167, %v175
  %v177 = load float, ptr %v104, align 4, !alias.scope !3, !noalias !9
  %v178 = insertelement <8 x float> poison, float %v177, i64 0
  %v179 = shufflevector <8 x float> %v178, <8 x float> poison, <8 x i32> zeroinitializer
  %v180 = fmul contract <8 x float> %v156, %v179
  %v181 = fadd contract <8 x float> %v172, %v180
  %v182 = getelementptr inbounds i8, ptr %v125, i64 96
  %v183 = load <8 x float>, ptr %v182, align 16, !noalias !7
  %v184 = fmul contract <8 x float> %v183, %v179
  %v185 = fadd contract <8 x float> %v176, %v184
  %v186 = load float, ptr %v105, align 4, !alias.scope !3, !noalias !9
  %v187 = insertelement <8 x float> poison, float %v186, i64 0
  %v188 = shufflevector <8 x float> %v187, <8 x float> poison, <8 x i32> zeroinitializer
  %v189 = fmul contract <8 x float> %v165, %v188
  %v190 = fadd contract <8 x float> %v181, %v189
  %v191 = getelementptr inbounds i8, ptr %v125, i64 132
  %v192 = load <8 x float>, ptr %v191, align 4, !noalias !7
  %v193 = fmul contract <8 x float> %v192, %v188
  %v194 = fadd contract <8 x float> %v185, %v193
  %v195 = load float, ptr %v106, align 4, !alias.scope !3, !noalias !9
  %v196 = insertelement <8 x float> poison, float %v195, i64 0
  %v197 = shufflevector <8 x float> %v196, <8 x float> poison, <8 x i32> zeroinitializer
  %v198 = fmul contract <8 x float> %v174, %v197
  %v199 = fadd contract <8 x float> %v190, %v198
  %v200 = getelementptr inbounds i8, ptr %v125, i64 136
  %v201 = load <8 x float>, ptr %v200, align 8, !noalias !7
  %v202 = fmul contract <8 x float> %v201, %v197
  %v203 = fadd contract <8 x float> %v194, %v202
  %v204 = load float, ptr %v107, align 4, !alias.scope !3, !noalias !9
  %v205 = insertelement <8 x float> poison, float %v204, i64 0
  %v206 = shufflevector <8 x float> %v205, <8 x float> poison, <8 x i32> zeroinitializer
  %v207 = fmul contract <8 x float> %v183, %v206
  %v208 = fadd contract <8 x float> %v199, %v207
  %v209 = getelementptr inbounds i8, ptr %v125, i64 140
  %v210 = load <8 x float>, ptr %v209, align 4, !noalias !7
  %v211 = fmul contract <8 x float> %v210, %v206
  %v212 = fadd contract <8 x float> %v203, %v211
  %v213 = mul nuw nsw i64 %v121, 144
  %v214 = getelementptr i8, ptr %v108, i64 %v213
  %v215 = getelementptr i8, ptr %v214, i64 36
  store <8 x float> %v208, ptr %v214, align 4, !alias.scope !5, !noalias !10
  store <8 x float> %v212, ptr %v215, align 4, !alias.scope !5, !noalias !10
  %v216 = mul nuw nsw i64 %v121, 176
  %v217 = getelementptr i8, ptr %v4, i64 %v216
  %v218 = getelementptr i8, ptr %v217, i64 32
  %v219 = load <8 x float>, ptr %v218, align 16, !noalias !7
  %v220 = fmul contract <8 x float> %v219, %v111
  %v221 = fadd contract <8 x float> %v220, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v222 = shufflevector <8 x float> %v221, <8 x float> %v119, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v223 = getelementptr i8, ptr %v217, i64 76
  %v224 = load <8 x float>, ptr %v223, align 4, !noalias !7
  %v225 = fmul contract <8 x float> %v224, %v111
  %v226 = fadd contract <8 x float> %v225, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v227 = shufflevector <8 x float> %v226, <8 x float> %v120, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v228 = getelementptr i8, ptr %v217, i64 36
  %v229 = load <8 x float>, ptr %v228, align 4, !noalias !7
  %v230 = fmul contract <8 x float> %v229, %v139
  %v231 = fadd contract <8 x float> %v222, %v230
  %v232 = shufflevector <8 x float> %v231, <8 x float> %v222, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v233 = getelementptr i8, ptr %v217, i64 80
  %v234 = load <8 x float>, ptr %v233, align 16, !noalias !7
  %v235 = fmul contract <8 x float> %v234, %v139
  %v236 = fadd contract <8 x float> %v227, %v235
  %v237 = shufflevector <8 x float> %v236, <8 x float> %v227, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v238 = getelementptr i8, ptr %v217, i64 40
  %v239 = load <8 x float>, ptr %v238, align 8, !noalias !7
  %v240 = fmul contract <8 x float> %v239, %v151
  %v241 = fadd contract <8 x float> %v232, %v240
  %v242 = shufflevector <8 x float> %v241, <8 x float> %v232, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v243 = getelementptr i8, ptr %v217, i64 84
  %v244 = load <8 x float>, ptr %v243, align 4, !noalias !7
  %v245 = fmul contract <8 x float> %v244, %v151
  %v246 = fadd contract <8 x float> %v237, %v245
  %v247 = shufflevector <8 x float> %v246, <8 x float> %v237, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v248 = fmul contract <8 x float> %v224, %v160
  %v249 = fadd contract <8 x float> %v242, %v248
  %v250 = shufflevector <8 x float> %v249, <8 x float> %v242, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v251 = getelementptr i8, ptr %v217, i64 120
  %v252 = load <8 x float>, ptr %v251, align 8, !noalias !7
  %v253 = fmul contract <8 x float> %v252, %v160
  %v254 = fadd contract <8 x float> %v247, %v253
  %v255 = shufflevector <8 x float> %v254, <8 x float> %v247, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v256 = fmul contract <8 x float> %v234, %v169
  %v257 = fadd contract <8 x float> %v250, %v256
  %v258 = shufflevector <8 x float> %v257, <8 x float> %v250, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v259 = getelementptr i8, ptr %v217, i64 124
  %v260 = load <8 x float>, ptr %v259, align 4, !noalias !7
  %v261 = fmul contract <8 x float> %v260, %v169
  %v262 = fadd contract <8 x float> %v255, %v261
  %v263 = shufflevector <8 x float> %v262, <8 x float> %v255, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v264 = fmul contract <8 x float> %v244, %v178
  %v265 = fadd contract <8 x float> %v258, %v264
  %v266 = shufflevector <8 x float> %v265, <8 x float> %v258, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v267 = getelementptr i8, ptr %v217, i64 128
  %v268 = load <8 x float>, ptr %v267, align 16, !noalias !7
  %v269 = fmul contract <8 x float> %v268, %v178
  %v270 = fadd contract <8 x float> %v263, %v269
  %v271 = shufflevector <8 x float> %v270, <8 x float> %v263, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v272 = fmul contract <8 x float> %v252, %v187
  %v273 = fadd contract <8 x float> %v266, %v272
  %v274 = shufflevector <8 x float> %v273, <8 x float> %v266, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v275 = getelementptr i8, ptr %v217, i64 164
  %v276 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v275, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v277 = fmul contract <8 x float> %v276, %v187
  %v278 = fadd contract <8 x float> %v271, %v277
  %v279 = shufflevector <8 x float> %v278, <8 x float> %v271, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v280 = fmul contract <8 x float> %v260, %v196
  %v281 = fadd contract <8 x float> %v274, %v280
  %v282 = shufflevector <8 x float> %v281, <8 x float> %v274, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v283 = getelementptr i8, ptr %v217, i64 168
  %v284 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v283, i32 8, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v285 = fmul contract <8 x float> %v284, %v196
  %v286 = fadd contract <8 x float> %v279, %v285
  %v287 = shufflevector <8 x float> %v286, <8 x float> %v279, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v288 = fmul contract <8 x float> %v268, %v205
  %v289 = fadd contract <8 x float> %v282, %v288
  %v290 = shufflevector <8 x float> %v289, <8 x float> %v282, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v291 = getelementptr i8, ptr %v217, i64 172
  %v292 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v291, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v293 = fmul contract <8 x float> %v292, %v205
  %v294 = fadd contract <8 x float> %v287, %v293
  %v295 = shufflevector <8 x float> %v294, <8 x float> %v287, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v296 = getelementptr i8, ptr %v109, i64 %v213
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v290, ptr %v296, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !10
  %v297 = getelementptr i8, ptr %v296, i64 36
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v295, ptr %v297, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !10
  br label %v114

v40:                                   ; preds = %v114
  %v54 = add nuw nsw i64 %v53, 1
  %v298 = icmp eq i64 %v54, %v2
  br i1 %v298, label %v12, label %v39

v114:                                      ; preds = %v134, %v133
  %v42 = phi <8 x float> [ %v299, %v133 ], [ %v115, %v134 ]
  %v44 = phi <8 x float> [ %v300, %v133 ], [ %v116, %v134 ]
  %v46 = phi <8 x float> [ %v301, %v133 ], [ %v117, %v134 ]
  %v48 = phi <8 x float> [ %v302, %v133 ], [ %v118, %v134 ]
  %v50 = phi <8 x float> [ %v119, %v133 ], [ %v290, %v134 ]
  %v52 = phi <8 x float> [ %v120, %v133 ], [ %v295, %v134 ]
  %v122 = add nuw nsw i64 %v121, 1
  %v303 = icmp eq i64 %v122, 3
  br i1 %v303, label %v40, label %v113

v133:                                      ; preds = %v113
  %v304 = getelementptr inbounds i8, ptr %v125, i64 88
  %v305 = load <8 x float>, ptr %v304, align 8, !noalias !7
  %v306 = fmul contract <8 x float> %v305, %v112
  %v307 = fadd contract <8 x float> %v306, zeroinitializer
  %v308 = getelementptr inbounds i8, ptr %v125, i64 132
  %v309 = load <8 x float>, ptr %v308, align 4, !noalias !7
  %v310 = fmul contract <8 x float> %v112, %v309
  %v311 = fadd contract <8 x float> %v310, zeroinitializer
  %v312 = or disjoint i64 %v124, 1
  %v313 = getelementptr inbounds float, ptr %v4, i64 %v312
  %v314 = load <8 x float>, ptr %v313, align 4, !noalias !7
  %v315 = load float, ptr %v100, align 4, !alias.scope !3, !noalias !9
  %v316 = insertelement <8 x float> poison, float %v315, i64 0
  %v317 = shufflevector <8 x float> %v316, <8 x float> poison, <8 x i32> zeroinitializer
  %v318 = fmul contract <8 x float> %v314, %v317
  %v319 = fadd contract <8 x float> %v128, %v318
  %v320 = getelementptr inbounds i8, ptr %v125, i64 48
  %v321 = load <8 x float>, ptr %v320, align 16, !noalias !7
  %v322 = fmul contract <8 x float> %v321, %v317
  %v323 = fadd contract <8 x float> %v132, %v322
  %v324 = getelementptr inbounds i8, ptr %v125, i64 92
  %v325 = load <8 x float>, ptr %v324, align 4, !noalias !7
  %v326 = fmul contract <8 x float> %v325, %v317
  %v327 = fadd contract <8 x float> %v307, %v326
  %v328 = getelementptr inbounds i8, ptr %v125, i64 136
  %v329 = load <8 x float>, ptr %v328, align 8, !noalias !7
  %v330 = fmul contract <8 x float> %v317, %v329
  %v331 = fadd contract <8 x float> %v311, %v330
  %v332 = or disjoint i64 %v124, 2
  %v333 = getelementptr inbounds float, ptr %v4, i64 %v332
  %v334 = load <8 x float>, ptr %v333, align 8, !noalias !7
  %v335 = load float, ptr %v101, align 4, !alias.scope !3, !noalias !9
  %v336 = insertelement <8 x float> poison, float %v335, i64 0
  %v337 = shufflevector <8 x float> %v336, <8 x float> poison, <8 x i32> zeroinitializer
  %v338 = fmul contract <8 x float> %v334, %v337
  %v339 = fadd contract <8 x float> %v319, %v338
  %v340 = getelementptr inbounds i8, ptr %v125, i64 52
  %v341 = load <8 x float>, ptr %v340, align 4, !noalias !7
  %v342 = fmul contract <8 x float> %v341, %v337
  %v343 = fadd contract <8 x float> %v323, %v342
  %v344 = getelementptr inbounds i8, ptr %v125, i64 96
  %v345 = load <8 x float>, ptr %v344, align 16, !noalias !7
  %v346 = fmul contract <8 x float> %v345, %v337
  %v347 = fadd contract <8 x float> %v327, %v346
  %v348 = getelementptr inbounds i8, ptr %v125, i64 140
  %v349 = load <8 x float>, ptr %v348, align 4, !noalias !7
  %v350 = fmul contract <8 x float> %v337, %v349
  %v351 = fadd contract <8 x float> %v331, %v350
  %v352 = load float, ptr %v102, align 4, !alias.scope !3, !noalias !9
  %v353 = insertelement <8 x float> poison, float %v352, i64 0
  %v354 = shufflevector <8 x float> %v353, <8 x float> poison, <8 x i32> zeroinitializer
  %v355 = fmul contract <8 x float> %v130, %v354
  %v356 = fadd contract <8 x float> %v339, %v355
  %v357 = fmul contract <8 x float> %v305, %v354
  %v358 = fadd contract <8 x float> %v343, %v357
  %v359 = fmul contract <8 x float> %v309, %v354
  %v360 = fadd contract <8 x float> %v347, %v359
  %v361 = getelementptr inbounds i8, ptr %v125, i64 176
  %v362 = load <8 x float>, ptr %v361, align 16, !noalias !7
  %v363 = fmul contract <8 x float> %v362, %v354
  %v364 = fadd contract <8 x float> %v351, %v363
  %v365 = load float, ptr %v103, align 4, !alias.scope !3, !noalias !9
  %v366 = insertelement <8 x float> poison, float %v365, i64 0
  %v367 = shufflevector <8 x float> %v366, <8 x float> poison, <8 x i32> zeroinitializer
  %v368 = fmul contract <8 x float> %v321, %v367
  %v369 = fadd contract <8 x float> %v356, %v368
  %v370 = fmul contract <8 x float> %v325, %v367
  %v371 = fadd contract <8 x float> %v358, %v370
  %v372 = fmul contract <8 x float> %v329, %v367
  %v373 = fadd contract <8 x float> %v360, %v372
  %v374 = getelementptr inbounds i8, ptr %v125, i64 180
  %v375 = load <8 x float>, ptr %v374, align 4, !noalias !7
  %v376 = fmul contract <8 x float> %v375, %v367
  %v377 = fadd contract <8 x float> %v364, %v376
  %v378 = load float, ptr %v104, align 4, !alias.scope !3, !noalias !9
  %v379 = insertelement <8 x float> poison, float %v378, i64 0
  %v380 = shufflevector <8 x float> %v379, <8 x float> poison, <8 x i32> zeroinitializer
  %v381 = fmul contract <8 x float> %v341, %v380
  %v382 = fadd contract <8 x float> %v369, %v381
  %v383 = fmul contract <8 x float> %v345, %v380
  %v384 = fadd contract <8 x float> %v371, %v383
  %v385 = fmul contract <8 x float> %v349, %v380
  %v386 = fadd contract <8 x float> %v373, %v385
  %v387 = getelementptr inbounds i8, ptr %v125, i64 184
  %v388 = load <8 x float>, ptr %v387, align 8, !noalias !7
  %v389 = fmul contract <8 x float> %v388, %v380
  %v390 = fadd contract <8 x float> %v377, %v389
  %v391 = load float, ptr %v105, align 4, !alias.scope !3, !noalias !9
  %v392 = insertelement <8 x float> poison, float %v391, i64 0
  %v393 = shufflevector <8 x float> %v392, <8 x float> poison, <8 x i32> zeroinitializer
  %v394 = fmul contract <8 x float> %v305, %v393
  %v395 = fadd contract <8 x float> %v382, %v394
  %v396 = fmul contract <8 x float> %v309, %v393
  %v397 = fadd contract <8 x float> %v384, %v396
  %v398 = fmul contract <8 x float> %v362, %v393
  %v399 = fadd contract <8 x float> %v386, %v398
  %v400 = getelementptr inbounds i8, ptr %v125, i64 220
  %v401 = load <8 x float>, ptr %v400, align 4, !noalias !7
  %v402 = fmul contract <8 x float> %v401, %v393
  %v403 = fadd contract <8 x float> %v390, %v402
  %v404 = load float, ptr %v106, align 4, !alias.scope !3, !noalias !9
  %v405 = insertelement <8 x float> poison, float %v404, i64 0
  %v406 = shufflevector <8 x float> %v405, <8 x float> poison, <8 x i32> zeroinitializer
  %v407 = fmul contract <8 x float> %v325, %v406
  %v408 = fadd contract <8 x float> %v395, %v407
  %v409 = fmul contract <8 x float> %v329, %v406
  %v410 = fadd contract <8 x float> %v397, %v409
  %v411 = fmul contract <8 x float> %v375, %v406
  %v412 = fadd contract <8 x float> %v399, %v411
  %v413 = getelementptr inbounds i8, ptr %v125, i64 224
  %v414 = load <8 x float>, ptr %v413, align 16, !noalias !7
  %v415 = fmul contract <8 x float> %v414, %v406
  %v416 = fadd contract <8 x float> %v403, %v415
  %v417 = load float, ptr %v107, align 4, !alias.scope !3, !noalias !9
  %v418 = insertelement <8 x float> poison, float %v417, i64 0
  %v419 = shufflevector <8 x float> %v418, <8 x float> poison, <8 x i32> zeroinitializer
  %v420 = fmul contract <8 x float> %v345, %v419
  %v421 = fadd contract <8 x float> %v408, %v420
  %v422 = fmul contract <8 x float> %v349, %v419
  %v423 = fadd contract <8 x float> %v410, %v422
  %v424 = fmul contract <8 x float> %v388, %v419
  %v425 = fadd contract <8 x float> %v412, %v424
  %v426 = getelementptr inbounds i8, ptr %v125, i64 228
  %v427 = load <8 x float>, ptr %v426, align 4, !noalias !7
  %v428 = fmul contract <8 x float> %v427, %v419
  %v429 = fadd contract <8 x float> %v416, %v428
  %v430 = mul nuw nsw i64 %v121, 144
  %v431 = getelementptr i8, ptr %v108, i64 %v430
  store <8 x float> %v421, ptr %v431, align 4, !alias.scope !5, !noalias !10
  %v432 = getelementptr i8, ptr %v431, i64 36
  store <8 x float> %v423, ptr %v432, align 4, !alias.scope !5, !noalias !10
  %v433 = getelementptr i8, ptr %v431, i64 72
  store <8 x float> %v425, ptr %v433, align 4, !alias.scope !5, !noalias !10
  %v434 = getelementptr i8, ptr %v431, i64 108
  store <8 x float> %v429, ptr %v434, align 4, !alias.scope !5, !noalias !10
  %v435 = getelementptr i8, ptr %v125, i64 32
  %v436 = load <8 x float>, ptr %v435, align 16, !noalias !7
  %v437 = load float, ptr %v99, align 4, !alias.scope !3, !noalias !9
  %v438 = insertelement <8 x float> poison, float %v437, i64 0
  %v439 = fmul contract <8 x float> %v436, %v438
  %v440 = fadd contract <8 x float> %v439, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v441 = shufflevector <8 x float> %v440, <8 x float> %v118, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v442 = getelementptr i8, ptr %v125, i64 76
  %v443 = load <8 x float>, ptr %v442, align 4, !noalias !7
  %v444 = fmul contract <8 x float> %v443, %v438
  %v445 = fadd contract <8 x float> %v444, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v446 = shufflevector <8 x float> %v445, <8 x float> %v117, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v447 = getelementptr i8, ptr %v125, i64 120
  %v448 = load <8 x float>, ptr %v447, align 8, !noalias !7
  %v449 = fmul contract <8 x float> %v438, %v448
  %v450 = fadd contract <8 x float> %v449, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v451 = shufflevector <8 x float> %v450, <8 x float> %v116, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v452 = getelementptr i8, ptr %v125, i64 164
  %v453 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v452, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v454 = fmul contract <8 x float> %v438, %v453
  %v455 = fadd contract <8 x float> %v454, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v456 = shufflevector <8 x float> %v455, <8 x float> %v115, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v457 = getelementptr i8, ptr %v125, i64 36
  %v458 = load <8 x float>, ptr %v457, align 4, !noalias !7
  %v459 = load float, ptr %v100, align 4, !alias.scope !3, !noalias !9
  %v460 = insertelement <8 x float> poison, float %v459, i64 0
  %v461 = fmul contract <8 x float> %v458, %v460
  %v462 = fadd contract <8 x float> %v441, %v461
  %v463 = shufflevector <8 x float> %v462, <8 x float> %v441, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v464 = getelementptr i8, ptr %v125, i64 80
  %v465 = load <8 x float>, ptr %v464, align 16, !noalias !7
  %v466 = fmul contract <8 x float> %v465, %v460
  %v467 = fadd contract <8 x float> %v446, %v466
  %v468 = shufflevector <8 x float> %v467, <8 x float> %v446, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v469 = getelementptr i8, ptr %v125, i64 124
  %v470 = load <8 x float>, ptr %v469, align 4, !noalias !7
  %v471 = fmul contract <8 x float> %v460, %v470
  %v472 = fadd contract <8 x float> %v451, %v471
  %v473 = shufflevector <8 x float> %v472, <8 x float> %v451, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v474 = getelementptr i8, ptr %v125, i64 168
  %v475 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v474, i32 8, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v476 = fmul contract <8 x float> %v460, %v475
  %v477 = fadd contract <8 x float> %v456, %v476
  %v478 = shufflevector <8 x float> %v477, <8 x float> %v456, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v479 = getelementptr i8, ptr %v125, i64 40
  %v480 = load <8 x float>, ptr %v479, align 8, !noalias !7
  %v481 = load float, ptr %v101, align 4, !alias.scope !3, !noalias !9
  %v482 = insertelement <8 x float> poison, float %v481, i64 0
  %v483 = fmul contract <8 x float> %v480, %v482
  %v484 = fadd contract <8 x float> %v463, %v483
  %v485 = shufflevector <8 x float> %v484, <8 x float> %v463, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v486 = getelementptr i8, ptr %v125, i64 84
  %v487 = load <8 x float>, ptr %v486, align 4, !noalias !7
  %v488 = fmul contract <8 x float> %v487, %v482
  %v489 = fadd contract <8 x float> %v468, %v488
  %v490 = shufflevector <8 x float> %v489, <8 x float> %v468, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v491 = getelementptr i8, ptr %v125, i64 128
  %v492 = load <8 x float>, ptr %v491, align 16, !noalias !7
  %v493 = fmul contract <8 x float> %v482, %v492
  %v494 = fadd contract <8 x float> %v473, %v493
  %v495 = shufflevector <8 x float> %v494, <8 x float> %v473, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v496 = getelementptr i8, ptr %v125, i64 172
  %v497 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v496, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v498 = fmul contract <8 x float> %v482, %v497
  %v499 = fadd contract <8 x float> %v478, %v498
  %v500 = shufflevector <8 x float> %v499, <8 x float> %v478, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v501 = load float, ptr %v102, align 4, !alias.scope !3, !noalias !9
  %v502 = insertelement <8 x float> poison, float %v501, i64 0
  %v503 = fmul contract <8 x float> %v443, %v502
  %v504 = fadd contract <8 x float> %v485, %v503
  %v505 = shufflevector <8 x float> %v504, <8 x float> %v485, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v506 = fmul contract <8 x float> %v448, %v502
  %v507 = fadd contract <8 x float> %v490, %v506
  %v508 = shufflevector <8 x float> %v507, <8 x float> %v490, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v509 = fmul contract <8 x float> %v453, %v502
  %v510 = fadd contract <8 x float> %v495, %v509
  %v511 = shufflevector <8 x float> %v510, <8 x float> %v495, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v512 = getelementptr i8, ptr %v125, i64 208
  %v513 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v512, i32 16, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v514 = fmul contract <8 x float> %v513, %v502
  %v515 = fadd contract <8 x float> %v500, %v514
  %v516 = shufflevector <8 x float> %v515, <8 x float> %v500, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v517 = load float, ptr %v103, align 4, !alias.scope !3, !noalias !9
  %v518 = insertelement <8 x float> poison, float %v517, i64 0
  %v519 = fmul contract <8 x float> %v465, %v518
  %v520 = fadd contract <8 x float> %v505, %v519
  %v521 = shufflevector <8 x float> %v520, <8 x float> %v505, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v522 = fmul contract <8 x float> %v470, %v518
  %v523 = fadd contract <8 x float> %v508, %v522
  %v524 = shufflevector <8 x float> %v523, <8 x float> %v508, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v525 = fmul contract <8 x float> %v475, %v518
  %v526 = fadd contract <8 x float> %v511, %v525
  %v527 = shufflevector <8 x float> %v526, <8 x float> %v511, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v528 = getelementptr i8, ptr %v125, i64 212
  %v529 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v528, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v530 = fmul contract <8 x float> %v529, %v518
  %v531 = fadd contract <8 x float> %v516, %v530
  %v532 = shufflevector <8 x float> %v531, <8 x float> %v516, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v533 = load float, ptr %v104, align 4, !alias.scope !3, !noalias !9
  %v534 = insertelement <8 x float> poison, float %v533, i64 0
  %v535 = fmul contract <8 x float> %v487, %v534
  %v536 = fadd contract <8 x float> %v521, %v535
  %v537 = shufflevector <8 x float> %v536, <8 x float> %v521, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v538 = fmul contract <8 x float> %v492, %v534
  %v539 = fadd contract <8 x float> %v524, %v538
  %v540 = shufflevector <8 x float> %v539, <8 x float> %v524, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v541 = fmul contract <8 x float> %v497, %v534
  %v542 = fadd contract <8 x float> %v527, %v541
  %v543 = shufflevector <8 x float> %v542, <8 x float> %v527, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v544 = getelementptr i8, ptr %v125, i64 216
  %v545 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v544, i32 8, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v546 = fmul contract <8 x float> %v545, %v534
  %v547 = fadd contract <8 x float> %v532, %v546
  %v548 = shufflevector <8 x float> %v547, <8 x float> %v532, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v549 = load float, ptr %v105, align 4, !alias.scope !3, !noalias !9
  %v550 = insertelement <8 x float> poison, float %v549, i64 0
  %v551 = fmul contract <8 x float> %v448, %v550
  %v552 = fadd contract <8 x float> %v537, %v551
  %v553 = shufflevector <8 x float> %v552, <8 x float> %v537, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v554 = fmul contract <8 x float> %v453, %v550
  %v555 = fadd contract <8 x float> %v540, %v554
  %v556 = shufflevector <8 x float> %v555, <8 x float> %v540, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v557 = fmul contract <8 x float> %v513, %v550
  %v558 = fadd contract <8 x float> %v543, %v557
  %v559 = shufflevector <8 x float> %v558, <8 x float> %v543, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v560 = getelementptr i8, ptr %v125, i64 252
  %v561 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v560, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v562 = fmul contract <8 x float> %v561, %v550
  %v563 = fadd contract <8 x float> %v548, %v562
  %v564 = shufflevector <8 x float> %v563, <8 x float> %v548, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v565 = load float, ptr %v106, align 4, !alias.scope !3, !noalias !9
  %v566 = insertelement <8 x float> poison, float %v565, i64 0
  %v567 = fmul contract <8 x float> %v470, %v566
  %v568 = fadd contract <8 x float> %v553, %v567
  %v569 = shufflevector <8 x float> %v568, <8 x float> %v553, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v570 = fmul contract <8 x float> %v475, %v566
  %v571 = fadd contract <8 x float> %v556, %v570
  %v572 = shufflevector <8 x float> %v571, <8 x float> %v556, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v573 = fmul contract <8 x float> %v529, %v566
  %v574 = fadd contract <8 x float> %v559, %v573
  %v575 = shufflevector <8 x float> %v574, <8 x float> %v559, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v576 = or disjoint i64 %v124, 64
  %v577 = getelementptr float, ptr %v4, i64 %v576
  %v578 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v577, i32 16, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v579 = fmul contract <8 x float> %v578, %v566
  %v580 = fadd contract <8 x float> %v564, %v579
  %v581 = shufflevector <8 x float> %v580, <8 x float> %v564, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v582 = load float, ptr %v107, align 4, !alias.scope !3, !noalias !9
  %v583 = insertelement <8 x float> poison, float %v582, i64 0
  %v584 = fmul contract <8 x float> %v492, %v583
  %v585 = fadd contract <8 x float> %v569, %v584
  %v302 = shufflevector <8 x float> %v585, <8 x float> %v569, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v586 = fmul contract <8 x float> %v497, %v583
  %v587 = fadd contract <8 x float> %v572, %v586
  %v301 = shufflevector <8 x float> %v587, <8 x float> %v572, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v588 = fmul contract <8 x float> %v545, %v583
  %v589 = fadd contract <8 x float> %v575, %v588
  %v300 = shufflevector <8 x float> %v589, <8 x float> %v575, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v590 = or disjoint i64 %v124, 65
  %v591 = getelementptr float, ptr %v4, i64 %v590
  %v592 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v591, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v593 = fmul contract <8 x float> %v592, %v583
  %v594 = fadd contract <8 x float> %v581, %v593
  %v299 = shufflevector <8 x float> %v594, <8 x float> %v581, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v595 = getelementptr i8, ptr %v109, i64 %v430
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v302, ptr %v595, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !10
  %v596 = getelementptr i8, ptr %v595, i64 36
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v301, ptr %v596, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !10
  %v597 = getelementptr i8, ptr %v595, i64 72
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v300, ptr %v597, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !10
  %v598 = getelementptr i8, ptr %v595, i64 108
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v299, ptr %v598, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !10
  br label %v114

v12: ; preds = %v40, %v3
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %v4)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr nocapture, i32 immarg, <8 x i1>) #3

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1_packed(ptr nocapture readonly %v0) local_unnamed_addr #4 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = getelementptr inbounds i8, ptr %v0, i64 16
  %v4 = load ptr, ptr %v3, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  %v5 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v5, ptr %v2, align 64, !noalias !11
  %v6 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v4, ptr %v6, align 16, !noalias !11
  call void @ktune_parallel_for(i64 5, ptr nonnull @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v2) #4
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
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
!1 = distinct !{!1, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0.task: %I"}
!2 = distinct !{!2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0.task: %W"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0.task: %O"}
!7 = !{!1, !4, !6}
!8 = !{!4, !6}
!9 = !{!1, !6}
!10 = !{!1, !4}
!11 = !{!12, !14, !15}
!12 = distinct !{!12, !13, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %I"}
!13 = distinct !{!13, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1"}
!14 = distinct !{!14, !13, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %W"}
!15 = distinct !{!15, !13, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %O"}
