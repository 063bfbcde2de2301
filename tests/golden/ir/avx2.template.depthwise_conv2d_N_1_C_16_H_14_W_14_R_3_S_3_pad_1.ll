; depthwise_conv2d:N=1,C=16,H=14,W=14,R=3,S=3,stride=1,pad=1,dilation=1,layout=nchw,bias=0,residual=0,act=none,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1'
source_filename = "ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  store ptr %v0, ptr %v4, align 64
  %v5 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v1, ptr %v5, align 8
  %v6 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v6, align 16
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v4) #3
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = alloca [256 x float], align 64
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  %v7 = getelementptr inbounds i8, ptr %v0, i64 16
  %v8 = load ptr, ptr %v7, align 8
  %v9 = icmp slt i64 %v1, %v2
  br i1 %v9, label %v10, label %v11

v10:                                 ; preds = %v3
  %v12 = load ptr, ptr %v0, align 8
  %v13 = getelementptr i8, ptr %v12, i64 -60
  %v14 = getelementptr inbounds i8, ptr %v4, i64 64
  %v15 = getelementptr inbounds i8, ptr %v4, i64 96
  %v16 = getelementptr inbounds i8, ptr %v4, i64 128
  %v17 = getelementptr inbounds i8, ptr %v4, i64 160
  %v18 = getelementptr inbounds i8, ptr %v4, i64 192
  %v19 = getelementptr inbounds i8, ptr %v4, i64 224
  %v20 = getelementptr inbounds i8, ptr %v4, i64 256
  %v21 = getelementptr inbounds i8, ptr %v4, i64 288
  %v22 = getelementptr inbounds i8, ptr %v4, i64 320
  %v23 = getelementptr inbounds i8, ptr %v4, i64 352
  %v24 = getelementptr inbounds i8, ptr %v4, i64 384
  %v25 = getelementptr inbounds i8, ptr %v4, i64 416
  %v26 = getelementptr inbounds i8, ptr %v4, i64 448
  %v27 = getelementptr inbounds i8, ptr %v4, i64 480
  %v28 = getelementptr inbounds i8, ptr %v4, i64 512
  %v29 = getelementptr inbounds i8, ptr %v4, i64 544
  %v30 = getelementptr inbounds i8, ptr %v4, i64 576
  %v31 = getelementptr inbounds i8, ptr %v4, i64 608
  %v32 = getelementptr inbounds i8, ptr %v4, i64 640
  %v33 = getelementptr inbounds i8, ptr %v4, i64 672
  %v34 = getelementptr inbounds i8, ptr %v4, i64 704
  %v35 = getelementptr inbounds i8, ptr %v4, i64 736
  %v36 = getelementptr inbounds i8, ptr %v4, i64 768
  %v37 = getelementptr inbounds i8, ptr %v4, i64 800
  %v38 = getelementptr inbounds i8, ptr %v4, i64 832
  %v39 = getelementptr inbounds i8, ptr %v4, i64 864
  %v40 = getelementptr inbounds i8, ptr %v4, i64 896
  %v41 = getelementptr inbounds i8, ptr %v4, i64 928
  %v42 = getelementptr inbounds i8, ptr %v4, i64 960
  br label %v43

v43:                                           ; preds = %v10, %v44
  %v45 = phi i64 [ %v46, %v44 ], [ %v1, %v10 ]
  %v47 = mul nsw i64 %v45, 196
  %v48 = getelementptr float, ptr %v13, i64 %v47
  %v49 = getelementptr i8, ptr %v48, i64 56
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(64) %v4, i8 0, i64 64, i1 false)
  %v50 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v49, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v50, ptr %v14, align 64
  %v51 = getelementptr i8, ptr %v48, i64 88
  %v52 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v51, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>)
  store <8 x float> %v52, ptr %v15, align 32
  %v53 = getelementptr i8, ptr %v48, i64 112
  %v54 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v53, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v54, ptr %v16, align 64
  %v55 = getelementptr i8, ptr %v48, i64 144
  %v56 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v55, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>)
  store <8 x float> %v56, ptr %v17, align 32
  %v57 = getelementptr i8, ptr %v48, i64 168
  %v58 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v57, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v58, ptr %v18, align 64
  %v59 = getelementptr i8, ptr %v48, i64 200
  %v60 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v59, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>)
  store <8 x float> %v60, ptr %v19, align 32
  %v61 = getelementptr i8, ptr %v48, i64 224
  %v62 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v61, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v62, ptr %v20, align 64
  %v63 = getelementptr i8, ptr %v48, i64 256
  %v64 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v63, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>)
  store <8 x float> %v64, ptr %v21, align 32
  %v65 = getelementptr i8, ptr %v48, i64 280
  %v66 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v65, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v66, ptr %v22, align 64
  %v67 = getelementptr i8, ptr %v48, i64 312
  %v68 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v67, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>)
  store <8 x float> %v68, ptr %v23, align 32
  %v69 = getelementptr i8, ptr %v48, i64 336
  %v70 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v69, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v70, ptr %v24, align 64
  %v71 = getelementptr i8, ptr %v48, i64 368
  %v72 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v71, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>)
  store <8 x float> %v72, ptr %v25, align 32
  %v73 = getelementptr i8, ptr %v48, i64 392
  %v74 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v73, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v74, ptr %v26, align 64
  %v75 = getelementptr i8, ptr %v48, i64 424
  %v76 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v75, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>)
  store <8 x float> %v76, ptr %v27, align 32
  %v77 = getelementptr i8, ptr %v48, i64 448
  %v78 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v77, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v78, ptr %v28, align 64
  %v79 = getelementptr i8, ptr %v48, i64 480
  %v80 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v79, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>)
  store <8 x float> %v80, ptr %v29, align 32
  %v81 = getelementptr i8, ptr %v48, i64 504
  %v82 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v81, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v82, ptr %v30, align 64
  %v83 = getelementptr i8, ptr %v48, i64 536
  %v84 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v83, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>)
  store <8 x float> %v84, ptr %v31, align 32
  %v85 = getelementptr i8, ptr %v48, i64 560
  %v86 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v85, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v86, ptr %v32, align 64
  %v87 = getelementptr i8, ptr %v48, i64 592
  %v88 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v87, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>)
  store <8 x float> %v88, ptr %v33, align 32
  %v89 = getelementptr i8, ptr %v48, i64 616
  %v90 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v89, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v90, ptr %v34, align 64
  %v91 = getelementptr i8, ptr %v48, i64 648
  %v92 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v91, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>)
  store <8 x float> %v92, ptr %v35, align 32
  %v93 = getelementptr i8, ptr %v48, i64 672
  %v94 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v93, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v94, ptr %v36, align 64
  %v95 = getelementptr i8, ptr %v48, i64 704
  %v96 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v95, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>)
  store <8 x float> %v96, ptr %v37, align 32
  %v97 = getelementptr i8, ptr %v48, i64 728
  %v98 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v97, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v98, ptr %v38, align 64
  %v99 = getelementptr i8, ptr %v48, i64 760
  %v100 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v99, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>)
  store <8 x float> %v100, ptr %v39, align 32
  %v101 = getelementptr i8, ptr %v48, i64 784
  %v102 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v101, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>)
  store <8 x float> %v102, ptr %v40, align 64
  %v103 = getelementptr i8, ptr %v48, i64 816
  %v104 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v103, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00>)
  store <8 x float> %v104, ptr %v41, align 32
  %v105 = mul i64 %v45, 36
  %v106 = getelementptr inbounds i8, ptr %v6, i64 %v105
  %v107 = getelementptr i8, ptr %v106, i64 4
  %v108 = getelementptr i8, ptr %v106, i64 8
  %v109 = getelementptr i8, ptr %v106, i64 12
  %v110 = getelementptr i8, ptr %v106, i64 16
  %v111 = getelementptr i8, ptr %v106, i64 20
  %v112 = getelementptr i8, ptr %v106, i64 24
  %v113 = getelementptr i8, ptr %v106, i64 28
  %v114 = getelementptr i8, ptr %v106, i64 32
  %v115 = getelementptr float, ptr %v8, i64 %v47
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(64) %v42, i8 0, i64 64, i1 false)
  br label %v116

v11:                                           ; preds = %v44, %v3
  ret void

v116:                                         ; preds = %v43, %v116
  %v117 = phi i64 [ %v118, %v116 ], [ 0, %v43 ]
  %v119 = shl nuw nsw i64 %v117, 4
  %v120 = getelementptr inbounds float, ptr %v4, i64 %v119
  %v121 = load <14 x float>, ptr %v120, align 64
  %v122 = load float, ptr %v106, align 4
  %v123 = insertelement <14 x float> poison, float %v122, i64 0
  %v124 = shufflevector <14 x float> %v123, <14 x float> poison, <14 x i32> zeroinitializer
  %v125 = fmul contract <14 x float> %v121, %v124
  %v126 = fadd contract <14 x float> %v125, zeroinitializer
  %v127 = or disjoint i64 %v119, 1
  %v128 = getelementptr inbounds float, ptr %v4, i64 %v127
  %v129 = load <14 x float>, ptr %v128, align 4
  %v130 = load float, ptr %v107, align 4
  %v131 = insertelement <14 x float> poison, float %v130, i64 0
  %v132 = shufflevector <14 x float> %v131, <14 x float> poison, <14 x i32> zeroinitializer
  %v133 = fmul contract <14 x float> %v129, %v132
  %v134 = fadd contract <14 x float> %v126, %v133
  %v135 = or disjoint i64 %v119, 2
  %v136 = getelementptr inbounds float, ptr %v4, i64 %v135
  %v137 = load <14 x float>, ptr %v136, align 8
  %v138 = load float, ptr %v108, align 4
  %v139 = insertelement <14 x float> poison, float %v138, i64 0
  %v140 = shufflevector <14 x float> %v139, <14 x float> poison, <14 x i32> zeroinitializer
  %v141 = fmul contract <14 x float> %v137, %v140
  %v142 = fadd contract <14 x float> %v134, %v141
  %v143 = getelementptr inbounds i8, ptr %v120, i64 64
  %v144 = load <14 x float>, ptr %v143, align 64
  %v145 = load float, ptr %v109, align 4
  %v146 = insertelement <14 x float> poison, float %v145, i64 0
  %v147 = shufflevector <14 x float> %v146, <14 x float> poison, <14 x i32> zeroinitializer
  %v148 = fmul contract <14 x float> %v144, %v147
  %v149 = fadd contract <14 x float> %v142, %v148
  %v150 = getelementptr inbounds i8, ptr %v120, i64 68
  %v151 = load <14 x float>, ptr %v150, align 4
  %v152 = load float, ptr %v110, align 4
  %v153 = insertelement <14 x float> poison, float %v152, i64 0
  %v154 = shufflevector <14 x float> %v153, <14 x float> poison, <14 x i32> zeroinitializer
  %v155 = fmul contract <14 x float> %v151, %v154
  %v156 = fadd contract <14 x float> %v149, %v155
  %v157 = getelementptr inbounds i8, ptr %v120, i64 72
  %v158 = load <14 x float>, ptr %v157, align 8
  %v159 = load float, ptr %v111, align 4
  %v160 = insertelement <14 x float> poison, float %v159, i64 0
  %v161 = shufflevector <14 x float> %v160, <14 x float> poison, <14 x i32> zeroinitializer
  %v162 = fmul contract <14 x float> %v158, %v161
  %v163 = fadd contract <14 x float> %v156, %v162
  %v164 = getelementptr inbounds i8, ptr %v120, i64 128
  %v165 = load <14 x float>, ptr %v164, align 64
  %v166 = load float, ptr %v112, align 4
  %v167 = insertelement <14 x float> poison, float %v166, i64 0
  %v168 = shufflevector <14 x float> %v167, <14 x float> poison, <14 x i32> zeroinitializer
  %v169 = fmul contract <14 x float> %v165, %v168
  %v170 = fadd contract <14 x float> %v163, %v169
  %v171 = getelementptr inbounds i8, ptr %v120, i64 132
  %v172 = load <14 x float>, ptr %v171, align 4
  %v173 = load float, ptr %v113, align 4
  %v174 = insertelement <14 x float> poison, float %v173, i64 0
  %v175 = shufflevector <14 x float> %v174, <14 x float> poison, <14 x i32> zeroinitializer
  %v176 = fmul contract <14 x float> %v172, %v175
  %v177 = fadd contract <14 x float> %v170, %v176
  %v178 = getelementptr inbounds i8, ptr %v120, i64 136
  %v179 = load <14 x float>, ptr %v178, align 8
  %v180 = load float, ptr %v114, align 4
  %v181 = insertelement <14 x float> poison, float %v180, i64 0
  %v182 = shufflevector <14 x float> %v181, <14 x float> poison, <14 x i32> zeroinitializer
  %v183 = fmul contract <14 x float> %v179, %v182
  %v184 = fadd contract <14 x float> %v177, %v183
  %v185 = mul nuw nsw i64 %v117, 56
  %v186 = getelementptr i8, ptr %v115, i64 %v185
  store <14 x float> %v184, ptr %v186, align 4
  %v118 = add nuw nsw i64 %v117, 1
  %v187 = icmp eq i64 %v118, 14
  br i1 %v187, label %v44, label %v116

v44:                                         ; preds = %v116
  %v46 = add nuw nsw i64 %v45, 1
  %v188 = icmp eq i64 %v46, %v2
  br i1 %v188, label %v11, label %v43
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x float>) #2

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1_packed(ptr nocapture readonly %v0) local_unnamed_addr #3 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = getelementptr inbounds i8, ptr %v0, i64 16
  %v4 = load ptr, ptr %v3, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  %v5 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v5, ptr %v2, align 64, !noalias !0
  %v6 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v4, ptr %v6, align 16, !noalias !0
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v2) #3
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1, !3, !4}
!1 = distinct !{!1, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1: %I"}
!2 = distinct !{!2, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1"}
!3 = distinct !{!3, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1: %W"}
!4 = distinct !{!4, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1: %O"}
