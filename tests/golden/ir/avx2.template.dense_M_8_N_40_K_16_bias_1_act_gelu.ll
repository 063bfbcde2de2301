; dense:M=8,N=40,K=16,bias=1,residual=0,act=gelu,dtype=f32,nblock=0 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_dense_bias_gelu_f32_m8_n40_k16'
source_filename = "ktune_dense_bias_gelu_f32_m8_n40_k16"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_dense_bias_gelu_f32_m8_n40_k16(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2, ptr noalias %v3) local_unnamed_addr #0 {
v4:
  %v5 = alloca [4 x i64], align 64
  store ptr %v0, ptr %v5, align 64
  %v6 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v1, ptr %v6, align 8
  %v7 = getelementptr inbounds i8, ptr %v5, i64 16
  store ptr %v3, ptr %v7, align 16
  %v8 = getelementptr inbounds i8, ptr %v5, i64 24
  store ptr %v2, ptr %v8, align 8
  call void @ktune_parallel_for(i64 3, ptr nonnull @ktune_dense_bias_gelu_f32_m8_n40_k16.parallel0, ptr nonnull %v5) #6
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: read)
define internal void @ktune_dense_bias_gelu_f32_m8_n40_k16.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  %v7 = getelementptr inbounds i8, ptr %v0, i64 16
  %v8 = load ptr, ptr %v7, align 8
  %v9 = getelementptr inbounds i8, ptr %v0, i64 24
  %v10 = load ptr, ptr %v9, align 8
  %v11 = icmp slt i64 %v1, %v2
  br i1 %v11, label %v12, label %v13

v12:                                     ; preds = %v3, %v14
  %v15 = phi <16 x float> [ %v16, %v14 ], [ undef, %v3 ]
  %v17 = phi <16 x float> [ %v18, %v14 ], [ undef, %v3 ]
  %v19 = phi <16 x float> [ %v20, %v14 ], [ undef, %v3 ]
  %v21 = phi <16 x float> [ %v22, %v14 ], [ undef, %v3 ]
  %v23 = phi i64 [ %v24, %v14 ], [ %v1, %v3 ]
  %v25 = icmp slt i64 %v23, 2
  br i1 %v25, label %v26, label %v27

v27:                         ; preds = %v12
  %v28 = shl nsw i64 %v23, 4
  %v29 = insertelement <16 x i64> poison, i64 %v28, i64 0
  %v30 = shufflevector <16 x i64> %v29, <16 x i64> poison, <16 x i32> zeroinitializer
  %v31 = or disjoint <16 x i64> %v30, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %v32 = icmp slt <16 x i64> %v31, <i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40>
  %v33 = bitcast <16 x i1> %v32 to i16
  %v34 = icmp eq i16 %v33, 0
  %v35 = shl nsw i64 %v23, 8
  %v36 = getelementptr float, ptr %v10, i64 %v28
  %v37 = getelementptr float, ptr %v8, i64 %v28
  br label %v38

v26:                           ; preds = %v12
  %v39 = shl nsw i64 %v23, 8
  %v40 = shl nsw i64 %v23, 4
  %v41 = getelementptr inbounds float, ptr %v10, i64 %v40
  %v42 = getelementptr float, ptr %v8, i64 %v40
  br label %v43

v13:                                     ; preds = %v14, %v3
  ret void

v14:                                          ; preds = %v44, %v45
  %v16 = phi <16 x float> [ %v15, %v45 ], [ %v46, %v44 ]
  %v18 = phi <16 x float> [ %v17, %v45 ], [ %v47, %v44 ]
  %v20 = phi <16 x float> [ %v19, %v45 ], [ %v48, %v44 ]
  %v22 = phi <16 x float> [ %v21, %v45 ], [ %v49, %v44 ]
  %v24 = add nuw nsw i64 %v23, 1
  %v50 = icmp eq i64 %v24, %v2
  br i1 %v50, label %v13, label %v12

v43:                                     ; preds = %v26, %v45
  %v51 = phi i1 [ false, %v45 ], [ true, %v26 ]
  %v52 = phi i64 [ 1, %v45 ], [ 0, %v26 ]
  %v53 = shl nuw nsw i64 %v52, 6
  br label %v54

v54:                                     ; preds = %v43, %v54
  %v55 = phi <16 x float> [ zeroinitializer, %v43 ], [ %v56, %v54 ]
  %v57 = phi <16 x float> [ zeroinitializer, %v43 ], [ %v58, %v54 ]
  %v59 = phi <16 x float> [ zeroinitializer, %v43 ], [ %v60, %v54 ]
  %v61 = phi <16 x float> [ zeroinitializer, %v43 ], [ %v62, %v54 ]
  %v63 = phi i64 [ 0, %v43 ], [ %v64, %v54 ]
  %v65 = shl nuw nsw i64 %v63, 1
  %v66 = add nuw nsw i64 %v65, %v53
  %v67 = getelementptr inbounds float, ptr %v4, i64 %v66
  %v68 = load float, ptr %v67, align 4
  %v69 = insertelement <16 x float> poison, float %v68, i64 0
  %v70 = shufflevector <16 x float> %v69, <16 x float> poison, <16 x i32> zeroinitializer
  %v71 = add nuw nsw i64 %v65, %v39
  %v72 = insertelement <16 x i64> poison, i64 %v71, i64 0
  %v73 = shufflevector <16 x i64> %v72, <16 x i64> poison, <16 x i32> zeroinitializer
  %v74 = add <16 x i64> %v73, <i64 0, i64 16, i64 32, i64 48, i64 64, i64 80, i64 96, i64 112, i64 128, i64 144, i64 160, i64 176, i64 192, i64 208, i64 224, i64 240>
  %v75 = getelementptr inbounds float, ptr %v6, <16 x i64> %v74
  %v76 = tail call contract <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %v75, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison)
  %v77 = fmul contract <16 x float> %v76, %v70
  %v78 = fadd contract <16 x float> %v61, %v77
  %v79 = getelementptr inbounds i8, ptr %v67, i64 64
  %v80 = load float, ptr %v79, align 4
  %v81 = insertelement <16 x float> poison, float %v80, i64 0
  %v82 = shufflevector <16 x float> %v81, <16 x float> poison, <16 x i32> zeroinitializer
  %v83 = fmul contract <16 x float> %v76, %v82
  %v84 = fadd contract <16 x float> %v59, %v83
  %v85 = getelementptr inbounds i8, ptr %v67, i64 128
  %v86 = load float, ptr %v85, align 4
  %v87 = insertelement <16 x float> poison, float %v86, i64 0
  %v88 = shufflevector <16 x float> %v87, <16 x float> poison, <16 x i32> zeroinitializer
  %v89 = fmul contract <16 x float> %v76, %v88
  %v90 = fadd contract <16 x float> %v57, %v89
  %v91 = getelementptr inbounds i8, ptr %v67, i64 192
  %v92 = load float, ptr %v91, align 4
  %v93 = insertelement <16 x float> poison, float %v92, i64 0
  %v94 = shufflevector <16 x float> %v93, <16 x float> poison, <16 x i32> zeroinitializer
  %v95 = fmul contract <16 x float> %v76, %v94
  %v96 = fadd contract <16 x float> %v55, %v95
  %v97 = or disjoint i64 %v66, 1
  %v98 = getelementptr inbounds float, ptr %v4, i64 %v97
  %v99 = load float, ptr %v98, align 4
  %v100 = insertelement <16 x float> poison, float %v99, i64 0
  %v101 = shufflevector <16 x float> %v100, <16 x float> poison, <16 x i32> zeroinitializer
  %v102 = or disjoint i64 %v71, 1
  %v103 = insertelement <16 x i64> poison, i64 %v102, i64 0
  %v104 = shufflevector <16 x i64> %v103, <16 x i64> poison, <16 x i32> zeroinitializer
  %v105 = add <16 x i64> %v104, <i64 0, i64 16, i64 32, i64 48, i64 64, i64 80, i64 96, i64 112, i64 128, i64 144, i64 160, i64 176, i64 192, i64 208, i64 224, i64 240>
  %v106 = getelementptr inbounds float, ptr %v6, <16 x i64> %v105
  %v107 = tail call contract <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %v106, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison)
  %v108 = fmul contract <16 x float> %v107, %v101
  %v62 = fadd contract <16 x float> %v78, %v108
  %v109 = getelementptr inbounds i8, ptr %v67, i64 68
  %v110 = load float, ptr %v109, align 4
  %v111 = insertelement <16 x float> poison, float %v110, i64 0
  %v112 = shufflevector <16 x float> %v111, <16 x float> poison, <16 x i32> zeroinitializer
  %v113 = fmul contract <16 x float> %v107, %v112
  %v60 = fadd contract <16 x float> %v84, %v113
  %v114 = getelementptr inbounds i8, ptr %v67, i64 132
  %v115 = load float, ptr %v114, align 4
  %v116 = insertelement <16 x float> poison, float %v115, i64 0
  %v117 = shufflevector <16 x float> %v116, <16 x float> poison, <16 x i32> zeroinitializer
  %v118 = fmul contract <16 x float> %v107, %v117
  %v58 = fadd contract <16 x float> %v90, %v118
  %v119 = getelementptr inbounds i8, ptr %v67, i64 196
  %v120 = load float, ptr %v119, align 4
  %v121 = insertelement <16 x float> poison, float %v120, i64 0
  %v122 = shufflevector <16 x float> %v121, <16 x float> poison, <16 x i32> zeroinitializer
  %v123 = fmul contract <16 x float> %v107, %v122
  %v56 = fadd contract <16 x float> %v96, %v123
  %v64 = add nuw nsw i64 %v63, 1
  %v124 = icmp eq i64 %v64, 8
  br i1 %v124, label %v45, label %v54

v45:                                     ; preds = %v54
  %v125 = load <16 x float>, ptr %v41, align 4
  %v126 = fadd contract <16 x float> %v62, %v125
  %v127 = fmul contract <16 x float> %v126, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v128 = fmul contract <16 x float> %v126, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v129 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v128, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v130 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v129, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v131 = fmul contract <16 x float> %v130, %v130
  %v132 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v131, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v133 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v132, <16 x float> %v131, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v134 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v133, <16 x float> %v131, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v135 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v134, <16 x float> %v131, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v136 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v135, <16 x float> %v131, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v137 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v136, <16 x float> %v131, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v138 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v131, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v139 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v138, <16 x float> %v131, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v140 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v139, <16 x float> %v131, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v141 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v140, <16 x float> %v131, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v142 = fmul contract <16 x float> %v130, %v137
  %v143 = fdiv contract <16 x float> %v142, %v141
  %v144 = fcmp contract uno <16 x float> %v128, zeroinitializer
  %v145 = select contract <16 x i1> %v144, <16 x float> %v128, <16 x float> %v143
  %v146 = fadd contract <16 x float> %v145, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v147 = fmul contract <16 x float> %v127, %v146
  %v148 = mul nuw nsw i64 %v52, 640
  %v149 = getelementptr i8, ptr %v42, i64 %v148
  store <16 x float> %v147, ptr %v149, align 4
  %v150 = load <16 x float>, ptr %v41, align 4
  %v151 = fadd contract <16 x float> %v60, %v150
  %v152 = fmul contract <16 x float> %v151, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v153 = fmul contract <16 x float> %v151, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v154 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v153, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v155 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v154, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v156 = fmul contract <16 x float> %v155, %v155
  %v157 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v156, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v158 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v157, <16 x float> %v156, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v159 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v158, <16 x float> %v156, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v160 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v159, <16 x float> %v156, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v161 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v160, <16 x float> %v156, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v162 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v161, <16 x float> %v156, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v163 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v156, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v164 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v163, <16 x float> %v156, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v165 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v164, <16 x float> %v156, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v166 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v165, <16 x float> %v156, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v167 = fmul contract <16 x float> %v155, %v162
  %v168 = fdiv contract <16 x float> %v167, %v166
  %v169 = fcmp contract uno <16 x float> %v153, zeroinitializer
  %v170 = select contract <16 x i1> %v169, <16 x float> %v153, <16 x float> %v168
  %v171 = fadd contract <16 x float> %v170, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v172 = fmul contract <16 x float> %v152, %v171
  %v173 = getelementptr i8, ptr %v149, i64 160
  store <16 x float> %v172, ptr %v173, align 4
  %v174 = load <16 x float>, ptr %v41, align 4
  %v175 = fadd contract <16 x float> %v58, %v174
  %v176 = fmul contract <16 x float> %v175, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v177 = fmul contract <16 x float> %v175, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v178 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v177, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v179 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v178, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v180 = fmul contract <16 x float> %v179, %v179
  %v181 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v180, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v182 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v181, <16 x float> %v180, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v183 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v182, <16 x float> %v180, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v184 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v183, <16 x float> %v180, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v185 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v184, <16 x float> %v180, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v186 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v185, <16 x float> %v180, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v187 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v180, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v188 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v187, <16 x float> %v180, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v189 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v188, <16 x float> %v180, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v190 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v189, <16 x float> %v180, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v191 = fmul contract <16 x float> %v179, %v186
  %v192 = fdiv contract <16 x float> %v191, %v190
  %v193 = fcmp contract uno <16 x float> %v177, zeroinitializer
  %v194 = select contract <16 x i1> %v193, <16 x float> %v177, <16 x float> %v192
  %v195 = fadd contract <16 x float> %v194, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v196 = fmul contract <16 x float> %v176, %v195
  %v197 = getelementptr i8, ptr %v149, i64 320
  store <16 x float> %v196, ptr %v197, align 4
  %v198 = load <16 x float>, ptr %v41, align 4
  %v199 = fadd contract <16 x float> %v56, %v198
  %v200 = fmul contract <16 x float> %v199, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v201 = fmul contract <16 x float> %v199, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v202 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v201, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v203 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v202, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v204 = fmul contract <16 x float> %v203, %v203
  %v205 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v204, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v206 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v205, <16 x float> %v204, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v207 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v206, <16 x float> %v204, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v208 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v207, <16 x float> %v204, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v209 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v208, <16 x float> %v204, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v210 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v209, <16 x float> %v204, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v211 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v204, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v212 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v211, <16 x float> %v204, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v213 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v212, <16 x float> %v204, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v214 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v213, <16 x float> %v204, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v215 = fmul contract <16 x float> %v203, %v210
  %v216 = fdiv contract <16 x float> %v215, %v214
  %v217 = fcmp contract uno <16 x float> %v201, zeroinitializer
  %v218 = select contract <16 x i1> %v217, <16 x float> %v201, <16 x float> %v216
  %v219 = fadd contract <16 x float> %v218, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v220 = fmul contract <16 x float> %v200, %v219
  %v221 = getelementptr i8, ptr %v149, i64 480
  store <16 x float> %v220, ptr %v221, align 4
  br i1 %v51, label %v43, label %v14

v38:                                   ; preds = %v27, %v44
  %v222 = phi <16 x float> [ %v46, %v44 ], [ %v15, %v27 ]
  %v223 = phi <16 x float> [ %v47, %v44 ], [ %v17, %v27 ]
  %v224 = phi <16 x float> [ %v48, %v44 ], [ %v19, %v27 ]
  %v225 = phi <16 x float> [ %v49, %v44 ], [ %v21, %v27 ]
  %v226 = phi i1 [ false, %v44 ], [ true, %v27 ]
  %v227 = phi i64 [ 1, %v44 ], [ 0, %v27 ]
  %v228 = select contract <16 x i1> %v32, <16 x float> zeroinitializer, <16 x float> %v225
  %v229 = select contract <16 x i1> %v32, <16 x float> zeroinitializer, <16 x float> %v224
  %v230 = select contract <16 x i1> %v32, <16 x float> zeroinitializer, <16 x float> %v223
  %v231 = select contract <16 x i1> %v32, <16 x float> zeroinitializer, <16 x float> %v222
  %v232 = shl nuw nsw i64 %v227, 6
  br label %v233

v233:                                   ; preds = %v38, %v233
  %v234 = phi <16 x float> [ %v231, %v38 ], [ %v46, %v233 ]
  %v235 = phi <16 x float> [ %v230, %v38 ], [ %v47, %v233 ]
  %v236 = phi <16 x float> [ %v229, %v38 ], [ %v48, %v233 ]
  %v237 = phi <16 x float> [ %v228, %v38 ], [ %v49, %v233 ]
  %v238 = phi i64 [ 0, %v38 ], [ %v239, %v233 ]
  %v240 = shl nuw nsw i64 %v238, 1
  %v241 = add nuw nsw i64 %v240, %v232
  %v242 = select i1 %v34, i64 0, i64 %v241
  %v243 = getelementptr float, ptr %v4, i64 %v242
  %v244 = load float, ptr %v243, align 4
  %v245 = insertelement <16 x float> poison, float %v244, i64 0
  %v246 = shufflevector <16 x float> %v245, <16 x float> poison, <16 x i32> zeroinitializer
  %v247 = select contract <16 x i1> %v32, <16 x float> %v246, <16 x float> zeroinitializer
  %v248 = add nuw nsw i64 %v240, %v35
  %v249 = insertelement <16 x i64> poison, i64 %v248, i64 0
  %v250 = shufflevector <16 x i64> %v249, <16 x i64> poison, <16 x i32> zeroinitializer
  %v251 = add nuw <16 x i64> %v250, <i64 0, i64 16, i64 32, i64 48, i64 64, i64 80, i64 96, i64 112, i64 128, i64 144, i64 160, i64 176, i64 192, i64 208, i64 224, i64 240>
  %v252 = getelementptr float, ptr %v6, <16 x i64> %v251
  %v253 = tail call contract <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %v252, i32 4, <16 x i1> %v32, <16 x float> zeroinitializer)
  %v254 = fmul contract <16 x float> %v253, %v247
  %v255 = fadd contract <16 x float> %v237, %v254
  %v256 = add nuw nsw i64 %v241, 16
  %v257 = select i1 %v34, i64 0, i64 %v256
  %v258 = getelementptr float, ptr %v4, i64 %v257
  %v259 = load float, ptr %v258, align 4
  %v260 = insertelement <16 x float> poison, float %v259, i64 0
  %v261 = shufflevector <16 x float> %v260, <16 x float> poison, <16 x i32> zeroinitializer
  %v262 = select contract <16 x i1> %v32, <16 x float> %v261, <16 x float> zeroinitializer
  %v263 = fmul contract <16 x float> %v253, %v262
  %v264 = fadd contract <16 x float> %v236, %v263
  %v265 = add nuw nsw i64 %v241, 32
  %v266 = select i1 %v34, i64 0, i64 %v265
  %v267 = getelementptr float, ptr %v4, i64 %v266
  %v268 = load float, ptr %v267, align 4
  %v269 = insertelement <16 x float> poison, float %v268, i64 0
  %v270 = shufflevector <16 x float> %v269, <16 x float> poison, <16 x i32> zeroinitializer
  %v271 = select contract <16 x i1> %v32, <16 x float> %v270, <16 x float> zeroinitializer
  %v272 = fmul contract <16 x float> %v253, %v271
  %v273 = fadd contract <16 x float> %v235, %v272
  %v274 = add nuw nsw i64 %v241, 48
  %v275 = select i1 %v34, i64 0, i64 %v274
  %v276 = getelementptr float, ptr %v4, i64 %v275
  %v277 = load float, ptr %v276, align 4
  %v278 = insertelement <16 x float> poison, float %v277, i64 0
  %v279 = shufflevector <16 x float> %v278, <16 x float> poison, <16 x i32> zeroinitializer
  %v280 = select contract <16 x i1> %v32, <16 x float> %v279, <16 x float> zeroinitializer
  %v281 = fmul contract <16 x float> %v253, %v280
  %v282 = fadd contract <16 x float> %v234, %v281
  %v283 = or disjoint i64 %v241, 1
  %v284 = select i1 %v34, i64 0, i64 %v283
  %v285 = getelementptr float, ptr %v4, i64 %v284
  %v286 = load float, ptr %v285, align 4
  %v287 = insertelement <16 x float> poison, float %v286, i64 0
  %v288 = shufflevector <16 x float> %v287, <16 x float> poison, <16 x i32> zeroinitializer
  %v289 = select contract <16 x i1> %v32, <16 x float> %v288, <16 x float> zeroinitializer
  %v290 = or disjoint i64 %v248, 1
  %v291 = insertelement <16 x i64> poison, i64 %v290, i64 0
  %v292 = shufflevector <16 x i64> %v291, <16 x i64> poison, <16 x i32> zeroinitializer
  %v293 = add nuw <16 x i64> %v292, <i64 0, i64 16, i64 32, i64 48, i64 64, i64 80, i64 96, i64 112, i64 128, i64 144, i64 160, i64 176, i64 192, i64 208, i64 224, i64 240>
  %v294 = getelementptr float, ptr %v6, <16 x i64> %v293
  %v295 = tail call contract <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %v294, i32 4, <16 x i1> %v32, <16 x float> zeroinitializer)
  %v296 = fmul contract <16 x float> %v295, %v289
  %v297 = fadd contract <16 x float> %v255, %v296
  %v49 = select contract <16 x i1> %v32, <16 x float> %v297, <16 x float> %v237
  %v298 = add nuw nsw i64 %v241, 17
  %v299 = select i1 %v34, i64 0, i64 %v298
  %v300 = getelementptr float, ptr %v4, i64 %v299
  %v301 = load float, ptr %v300, align 4
  %v302 = insertelement <16 x float> poison, float %v301, i64 0
  %v303 = shufflevector <16 x float> %v302, <16 x float> poison, <16 x i32> zeroinitializer
  %v304 = select contract <16 x i1> %v32, <16 x float> %v303, <16 x float> zeroinitializer
  %v305 = fmul contract <16 x float> %v295, %v304
  %v306 = fadd contract <16 x float> %v264, %v305
  %v48 = select contract <16 x i1> %v32, <16 x float> %v306, <16 x float> %v236
  %v307 = add nuw nsw i64 %v241, 33
  %v308 = select i1 %v34, i64 0, i64 %v307
  %v309 = getelementptr float, ptr %v4, i64 %v308
  %v310 = load float, ptr %v309, align 4
  %v311 = insertelement <16 x float> poison, float %v310, i64 0
  %v312 = shufflevector <16 x float> %v311, <16 x float> poison, <16 x i32> zeroinitializer
  %v313 = select contract <16 x i1> %v32, <16 x float> %v312, <16 x float> zeroinitializer
  %v314 = fmul contract <16 x float> %v295, %v313
  %v315 = fadd contract <16 x float> %v273, %v314
  %v47 = select contract <16 x i1> %v32, <16 x float> %v315, <16 x float> %v235
  %v316 = add nuw nsw i64 %v241, 49
  %v317 = select i1 %v34, i64 0, i64 %v316
  %v318 = getelementptr float, ptr %v4, i64 %v317
  %v319 = load float, ptr %v318, align 4
  %v320 = insertelement <16 x float> poison, float %v319, i64 0
  %v321 = shufflevector <16 x float> %v320, <16 x float> poison, <16 x i32> zeroinitializer
  %v322 = select contract <16 x i1> %v32, <16 x float> %v321, <16 x float> zeroinitializer
  %v323 = fmul contract <16 x float> %v295, %v322
  %v324 = fadd contract <16 x float> %v282, %v323
  %v46 = select contract <16 x i1> %v32, <16 x float> %v324, <16 x float> %v234
  %v239 = add nuw nsw i64 %v238, 1
  %v325 = icmp eq i64 %v239, 8
  br i1 %v325, label %v44, label %v233

v44:                                   ; preds = %v233
  %v326 = select contract <16 x i1> %v32, <16 x float> %v297, <16 x float> zeroinitializer
  %v327 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v36, i32 4, <16 x i1> %v32, <16 x float> zeroinitializer)
  %v328 = fadd contract <16 x float> %v326, %v327
  %v329 = fmul contract <16 x float> %v328, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v330 = fmul contract <16 x float> %v328, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v331 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v330, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v332 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v331, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v333 = fmul contract <16 x float> %v332, %v332
  %v334 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v333, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v335 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v334, <16 x float> %v333, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v336 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v335, <16 x float> %v333, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v337 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v336, <16 x float> %v333, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v338 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v337, <16 x float> %v333, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v339 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v338, <16 x float> %v333, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v340 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v333, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v341 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v340, <16 x float> %v333, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v342 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v341, <16 x float> %v333, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v343 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v342, <16 x float> %v333, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v344 = fmul contract <16 x float> %v332, %v339
  %v345 = fdiv contract <16 x float> %v344, %v343
  %v346 = fcmp contract uno <16 x float> %v330, zeroinitializer
  %v347 = select contract <16 x i1> %v346, <16 x float> %v330, <16 x float> %v345
  %v348 = fadd contract <16 x float> %v347, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v349 = fmul contract <16 x float> %v329, %v348
  %v350 = mul nuw nsw i64 %v227, 640
  %v351 = getelementptr i8, ptr %v37, i64 %v350
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v349, ptr %v351, i32 4, <16 x i1> %v32)
  %v352 = select contract <16 x i1> %v32, <16 x float> %v306, <16 x float> zeroinitializer
  %v353 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v36, i32 4, <16 x i1> %v32, <16 x float> zeroinitializer)
  %v354 = fadd contract <16 x float> %v352, %v353
  %v355 = fmul contract <16 x float> %v354, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v356 = fmul contract <16 x float> %v354, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v357 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v356, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v358 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v357, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v359 = fmul contract <16 x float> %v358, %v358
  %v360 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v359, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v361 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v360, <16 x float> %v359, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v362 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v361, <16 x float> %v359, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v363 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v362, <16 x float> %v359, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v364 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v363, <16 x float> %v359, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v365 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v364, <16 x float> %v359, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v366 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v359, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v367 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v366, <16 x float> %v359, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v368 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v367, <16 x float> %v359, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v369 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v368, <16 x float> %v359, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v370 = fmul contract <16 x float> %v358, %v365
  %v371 = fdiv contract <16 x float> %v370, %v369
  %v372 = fcmp contract uno <16 x float> %v356, zeroinitializer
  %v373 = select contract <16 x i1> %v372, <16 x float> %v356, <16 x float> %v371
  %v374 = fadd contract <16 x float> %v373, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v375 = fmul contract <16 x float> %v355, %v374
  %v376 = getelementptr i8, ptr %v351, i64 160
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v375, ptr %v376, i32 4, <16 x i1> %v32)
  %v377 = select contract <16 x i1> %v32, <16 x float> %v315, <16 x float> zeroinitializer
  %v378 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v36, i32 4, <16 x i1> %v32, <16 x float> zeroinitializer)
  %v379 = fadd contract <16 x float> %v377, %v378
  %v380 = fmul contract <16 x float> %v379, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v381 = fmul contract <16 x float> %v379, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v382 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v381, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v383 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v382, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v384 = fmul contract <16 x float> %v383, %v383
  %v385 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v384, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v386 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v385, <16 x float> %v384, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v387 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v386, <16 x float> %v384, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v388 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v387, <16 x float> %v384, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v389 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v388, <16 x float> %v384, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v390 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v389, <16 x float> %v384, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v391 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v384, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v392 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v391, <16 x float> %v384, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v393 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v392, <16 x float> %v384, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v394 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v393, <16 x float> %v384, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v395 = fmul contract <16 x float> %v383, %v390
  %v396 = fdiv contract <16 x float> %v395, %v394
  %v397 = fcmp contract uno <16 x float> %v381, zeroinitializer
  %v398 = select contract <16 x i1> %v397, <16 x float> %v381, <16 x float> %v396
  %v399 = fadd contract <16 x float> %v398, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v400 = fmul contract <16 x float> %v380, %v399
  %v401 = getelementptr i8, ptr %v351, i64 320
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v400, ptr %v401, i32 4, <16 x i1> %v32)
  %v402 = select contract <16 x i1> %v32, <16 x float> %v324, <16 x float> zeroinitializer
  %v403 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v36, i32 4, <16 x i1> %v32, <16 x float> zeroinitializer)
  %v404 = fadd contract <16 x float> %v402, %v403
  %v405 = fmul contract <16 x float> %v404, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v406 = fmul contract <16 x float> %v404, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v407 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v406, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v408 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v407, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v409 = fmul contract <16 x float> %v408, %v408
  %v410 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v409, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v411 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v410, <16 x float> %v409, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v412 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v411, <16 x float> %v409, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v413 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v412, <16 x float> %v409, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v414 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v413, <16 x float> %v409, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v415 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v414, <16 x float> %v409, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v416 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v409, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v417 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v416, <16 x float> %v409, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v418 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v417, <16 x float> %v409, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v419 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v418, <16 x float> %v409, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v420 = fmul contract <16 x float> %v408, %v415
  %v421 = fdiv contract <16 x float> %v420, %v419
  %v422 = fcmp contract uno <16 x float> %v406, zeroinitializer
  %v423 = select contract <16 x i1> %v422, <16 x float> %v406, <16 x float> %v421
  %v424 = fadd contract <16 x float> %v423, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v425 = fmul contract <16 x float> %v405, %v424
  %v426 = getelementptr i8, ptr %v351, i64 480
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v425, ptr %v426, i32 4, <16 x i1> %v32)
  br i1 %v226, label %v38, label %v14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.maxnum.v16f32(<16 x float>, <16 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.minnum.v16f32(<16 x float>, <16 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr nocapture, i32 immarg, <16 x i1>) #5

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_dense_bias_gelu_f32_m8_n40_k16_packed(ptr nocapture readonly %v0) local_unnamed_addr #6 {
v1:
  %v2 = alloca [4 x i64], align 64
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %v2)
  %v3 = load <4 x ptr>, ptr %v0, align 8
  %v4 = shufflevector <4 x ptr> %v3, <4 x ptr> poison, <4 x i32> <i32 0, i32 1, i32 3, i32 2>
  store <4 x ptr> %v4, ptr %v2, align 64, !noalias !0
  call void @ktune_parallel_for(i64 3, ptr nonnull @ktune_dense_bias_gelu_f32_m8_n40_k16.parallel0, ptr nonnull %v2) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #7

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: read) "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1, !3, !4, !5}
!1 = distinct !{!1, !2, !"ktune_dense_bias_gelu_f32_m8_n40_k16: %X"}
!2 = distinct !{!2, !"ktune_dense_bias_gelu_f32_m8_n40_k16"}
!3 = distinct !{!3, !2, !"ktune_dense_bias_gelu_f32_m8_n40_k16: %W"}
!4 = distinct !{!4, !2, !"ktune_dense_bias_gelu_f32_m8_n40_k16: %bias"}
!5 = distinct !{!5, !2, !"ktune_dense_bias_gelu_f32_m8_n40_k16: %Y"}
