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

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = alloca [132 x float], align 64
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  %v7 = getelementptr inbounds i8, ptr %v0, i64 16
  %v8 = load ptr, ptr %v7, align 8
  %v9 = icmp slt i64 %v1, %v2
  br i1 %v9, label %v10, label %v11

v10:                                 ; preds = %v3
  %v12 = load ptr, ptr %v0, align 8
  %v13 = getelementptr i8, ptr %v12, i64 -40
  %v14 = getelementptr i8, ptr %v12, i64 -8
  %v15 = getelementptr inbounds i8, ptr %v4, i64 32
  %v16 = getelementptr inbounds i8, ptr %v4, i64 44
  %v17 = getelementptr inbounds i8, ptr %v4, i64 76
  %v18 = getelementptr inbounds i8, ptr %v4, i64 88
  %v19 = getelementptr inbounds i8, ptr %v4, i64 120
  %v20 = getelementptr inbounds i8, ptr %v4, i64 132
  %v21 = getelementptr inbounds i8, ptr %v4, i64 164
  %v22 = getelementptr inbounds i8, ptr %v4, i64 176
  %v23 = getelementptr inbounds i8, ptr %v4, i64 208
  %v24 = getelementptr inbounds i8, ptr %v4, i64 220
  %v25 = getelementptr inbounds i8, ptr %v4, i64 252
  %v26 = getelementptr inbounds i8, ptr %v4, i64 264
  %v27 = getelementptr inbounds i8, ptr %v4, i64 296
  %v28 = getelementptr inbounds i8, ptr %v4, i64 308
  %v29 = getelementptr inbounds i8, ptr %v4, i64 340
  %v30 = getelementptr inbounds i8, ptr %v4, i64 352
  %v31 = getelementptr inbounds i8, ptr %v4, i64 384
  %v32 = getelementptr inbounds i8, ptr %v4, i64 396
  %v33 = getelementptr inbounds i8, ptr %v4, i64 428
  %v34 = getelementptr inbounds i8, ptr %v4, i64 440
  %v35 = getelementptr inbounds i8, ptr %v4, i64 472
  %v36 = getelementptr inbounds i8, ptr %v4, i64 484
  %v37 = getelementptr inbounds i8, ptr %v4, i64 516
  br label %v38

v38:                                           ; preds = %v10, %v39
  %v40 = phi i64 [ %v41, %v39 ], [ %v1, %v10 ]
  %v42 = mul i64 %v40, 360
  %v43 = getelementptr i8, ptr %v14, i64 %v42
  %v44 = getelementptr i8, ptr %v13, i64 %v42
  store <8 x float> zeroinitializer, ptr %v4, align 64
  call void @llvm.masked.store.v8f32.p0(<8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>, ptr %v15, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %v45 = getelementptr i8, ptr %v44, i64 36
  %v46 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v45, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v46, ptr %v16, align 4
  %v47 = getelementptr i8, ptr %v43, i64 36
  %v48 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v47, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v48, ptr %v17, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %v49 = getelementptr i8, ptr %v44, i64 72
  %v50 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v49, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v50, ptr %v18, align 8
  %v51 = getelementptr i8, ptr %v43, i64 72
  %v52 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v51, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v52, ptr %v19, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %v53 = getelementptr i8, ptr %v44, i64 108
  %v54 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v53, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v54, ptr %v20, align 4
  %v55 = getelementptr i8, ptr %v43, i64 108
  %v56 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v55, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v56, ptr %v21, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %v57 = getelementptr i8, ptr %v44, i64 144
  %v58 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v57, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v58, ptr %v22, align 16
  %v59 = getelementptr i8, ptr %v43, i64 144
  %v60 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v59, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v60, ptr %v23, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %v61 = getelementptr i8, ptr %v44, i64 180
  %v62 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v61, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v62, ptr %v24, align 4
  %v63 = getelementptr i8, ptr %v43, i64 180
  %v64 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v63, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v64, ptr %v25, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %v65 = getelementptr i8, ptr %v44, i64 216
  %v66 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v65, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v66, ptr %v26, align 8
  %v67 = getelementptr i8, ptr %v43, i64 216
  %v68 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v67, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v68, ptr %v27, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %v69 = getelementptr i8, ptr %v44, i64 252
  %v70 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v69, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v70, ptr %v28, align 4
  %v71 = getelementptr i8, ptr %v43, i64 252
  %v72 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v71, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v72, ptr %v29, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %v73 = getelementptr i8, ptr %v44, i64 288
  %v74 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v73, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v74, ptr %v30, align 32
  %v75 = getelementptr i8, ptr %v43, i64 288
  %v76 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v75, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v76, ptr %v31, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %v77 = getelementptr i8, ptr %v44, i64 324
  %v78 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v77, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v78, ptr %v32, align 4
  %v79 = getelementptr i8, ptr %v43, i64 324
  %v80 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v79, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v80, ptr %v33, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %v81 = getelementptr i8, ptr %v44, i64 360
  %v82 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v81, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v82, ptr %v34, align 8
  %v83 = getelementptr i8, ptr %v43, i64 360
  %v84 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v83, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v84, ptr %v35, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>)
  store <8 x float> zeroinitializer, ptr %v36, align 4
  call void @llvm.masked.store.v8f32.p0(<8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>, ptr %v37, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %v85 = mul i64 %v40, 36
  %v86 = getelementptr inbounds i8, ptr %v6, i64 %v85
  %v87 = getelementptr i8, ptr %v86, i64 4
  %v88 = getelementptr i8, ptr %v86, i64 8
  %v89 = getelementptr i8, ptr %v86, i64 12
  %v90 = getelementptr i8, ptr %v86, i64 16
  %v91 = getelementptr i8, ptr %v86, i64 20
  %v92 = getelementptr i8, ptr %v86, i64 24
  %v93 = getelementptr i8, ptr %v86, i64 28
  %v94 = getelementptr i8, ptr %v86, i64 32
  %v95 = getelementptr i8, ptr %v8, i64 %v42
  br label %v96

v11:                                           ; preds = %v39, %v3
  ret void

v96:                                         ; preds = %v38, %v96
  %v97 = phi i64 [ %v98, %v96 ], [ 0, %v38 ]
  %v99 = mul nuw nsw i64 %v97, 44
  %v100 = getelementptr inbounds i8, ptr %v4, i64 %v99
  %v101 = load <9 x float>, ptr %v100, align 4
  %v102 = load float, ptr %v86, align 4
  %v103 = insertelement <9 x float> poison, float %v102, i64 0
  %v104 = shufflevector <9 x float> %v103, <9 x float> poison, <9 x i32> zeroinitializer
  %v105 = fmul contract <9 x float> %v101, %v104
  %v106 = fadd contract <9 x float> %v105, zeroinitializer
  %v107 = getelementptr inbounds i8, ptr %v100, i64 4
  %v108 = load <9 x float>, ptr %v107, align 4
  %v109 = load float, ptr %v87, align 4
  %v110 = insertelement <9 x float> poison, float %v109, i64 0
  %v111 = shufflevector <9 x float> %v110, <9 x float> poison, <9 x i32> zeroinitializer
  %v112 = fmul contract <9 x float> %v108, %v111
  %v113 = fadd contract <9 x float> %v106, %v112
  %v114 = getelementptr inbounds i8, ptr %v100, i64 8
  %v115 = load <9 x float>, ptr %v114, align 4
  %v116 = load float, ptr %v88, align 4
  %v117 = insertelement <9 x float> poison, float %v116, i64 0
  %v118 = shufflevector <9 x float> %v117, <9 x float> poison, <9 x i32> zeroinitializer
  %v119 = fmul contract <9 x float> %v115, %v118
  %v120 = fadd contract <9 x float> %v113, %v119
  %v121 = getelementptr inbounds i8, ptr %v100, i64 44
  %v122 = load <9 x float>, ptr %v121, align 4
  %v123 = load float, ptr %v89, align 4
  %v124 = insertelement <9 x float> poison, float %v123, i64 0
  %v125 = shufflevector <9 x float> %v124, <9 x float> poison, <9 x i32> zeroinitializer
  %v126 = fmul contract <9 x float> %v122, %v125
  %v127 = fadd contract <9 x float> %v120, %v126
  %v128 = getelementptr inbounds i8, ptr %v100, i64 48
  %v129 = load <9 x float>, ptr %v128, align 4
  %v130 = load float, ptr %v90, align 4
  %v131 = insertelement <9 x float> poison, float %v130, i64 0
  %v132 = shufflevector <9 x float> %v131, <9 x float> poison, <9 x i32> zeroinitializer
  %v133 = fmul contract <9 x float> %v129, %v132
  %v134 = fadd contract <9 x float> %v127, %v133
  %v135 = getelementptr inbounds i8, ptr %v100, i64 52
  %v136 = load <9 x float>, ptr %v135, align 4
  %v137 = load float, ptr %v91, align 4
  %v138 = insertelement <9 x float> poison, float %v137, i64 0
  %v139 = shufflevector <9 x float> %v138, <9 x float> poison, <9 x i32> zeroinitializer
  %v140 = fmul contract <9 x float> %v136, %v139
  %v141 = fadd contract <9 x float> %v134, %v140
  %v142 = getelementptr inbounds i8, ptr %v100, i64 88
  %v143 = load <9 x float>, ptr %v142, align 4
  %v144 = load float, ptr %v92, align 4
  %v145 = insertelement <9 x float> poison, float %v144, i64 0
  %v146 = shufflevector <9 x float> %v145, <9 x float> poison, <9 x i32> zeroinitializer
  %v147 = fmul contract <9 x float> %v143, %v146
  %v148 = fadd contract <9 x float> %v141, %v147
  %v149 = getelementptr inbounds i8, ptr %v100, i64 92
  %v150 = load <9 x float>, ptr %v149, align 4
  %v151 = load float, ptr %v93, align 4
  %v152 = insertelement <9 x float> poison, float %v151, i64 0
  %v153 = shufflevector <9 x float> %v152, <9 x float> poison, <9 x i32> zeroinitializer
  %v154 = fmul contract <9 x float> %v150, %v153
  %v155 = fadd contract <9 x float> %v148, %v154
  %v156 = getelementptr inbounds i8, ptr %v100, i64 96
  %v157 = load <9 x float>, ptr %v156, align 4
  %v158 = load float, ptr %v94, align 4
  %v159 = insertelement <9 x float> poison, float %v158, i64 0
  %v160 = shufflevector <9 x float> %v159, <9 x float> poison, <9 x i32> zeroinitializer
  %v161 = fmul contract <9 x float> %v157, %v160
  %v162 = fadd contract <9 x float> %v155, %v161
  %v163 = mul nuw nsw i64 %v97, 36
  %v164 = getelementptr i8, ptr %v95, i64 %v163
  store <9 x float> %v162, ptr %v164, align 4
  %v98 = add nuw nsw i64 %v97, 1
  %v165 = icmp eq i64 %v98, 10
  br i1 %v165, label %v39, label %v96

v39:                                         ; preds = %v96
  %v41 = add nuw nsw i64 %v40, 1
  %v166 = icmp eq i64 %v41, %v2
  br i1 %v166, label %v11, label %v38
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
  store <2 x ptr> %v5, ptr %v2, align 64, !noalias !0
  %v6 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v4, ptr %v6, align 16, !noalias !0
  call void @ktune_parallel_for(i64 5, ptr nonnull @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v2) #4
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1, !3, !4}
!1 = distinct !{!1, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %I"}
!2 = distinct !{!2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1"}
!3 = distinct !{!3, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %W"}
!4 = distinct !{!4, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %O"}
