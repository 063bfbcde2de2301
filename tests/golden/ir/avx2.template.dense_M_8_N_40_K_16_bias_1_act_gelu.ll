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

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_dense_bias_gelu_f32_m8_n40_k16.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  %v7 = getelementptr inbounds i8, ptr %v0, i64 16
  %v8 = load ptr, ptr %v7, align 8
  %v9 = getelementptr inbounds i8, ptr %v0, i64 24
  %v10 = load ptr, ptr %v9, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  %v11 = icmp slt i64 %v1, %v2
  br i1 %v11, label %v12, label %v13

v12:                                   ; preds = %v3, %v14
  %v15 = phi <16 x float> [ %v16, %v14 ], [ undef, %v3 ]
  %v17 = phi <16 x float> [ %v18, %v14 ], [ undef, %v3 ]
  %v19 = phi <16 x float> [ %v20, %v14 ], [ undef, %v3 ]
  %v21 = phi <16 x float> [ %v22, %v14 ], [ undef, %v3 ]
  %v23 = phi i64 [ %v24, %v14 ], [ %v1, %v3 ]
  %v25 = icmp slt i64 %v23, 2
  br i1 %v25, label %v26, label %v27

v27:                       ; preds = %v12
  %v28 = shl nsw i64 %v23, 4
  %v29 = insertelement <16 x i64> poison, i64 %v28, i64 0
  %v30 = shufflevector <16 x i64> %v29, <16 x i64> poison, <16 x i32> zeroinitializer
  %v31 = or disjoint <16 x i64> %v30, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %v32 = icmp slt <16 x i64> %v31, <i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40>
  %v33 = bitcast <16 x i1> %v32 to i16
  %v34 = icmp eq i16 %v33, 0
  %v35 = shl nsw i64 %v23, 8
  %v36 = getelementptr float, ptr %v10, i64 %v28
  %v37 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v36, i32 4, <16 x i1> %v32, <16 x float> zeroinitializer), !alias.scope !5, !noalias !7
  %v38 = getelementptr float, ptr %v8, i64 %v28
  br label %v39

v26:                         ; preds = %v12
  %v40 = shl nsw i64 %v23, 8
  %v41 = shl nsw i64 %v23, 4
  %v42 = getelementptr inbounds float, ptr %v10, i64 %v41
  %v43 = load <16 x float>, ptr %v42, align 4, !alias.scope !5, !noalias !7
  %v44 = getelementptr float, ptr %v8, i64 %v41
  br label %v45

v14:                                        ; preds = %v46, %v47
  %v16 = phi <16 x float> [ %v15, %v47 ], [ %v48, %v46 ]
  %v18 = phi <16 x float> [ %v17, %v47 ], [ %v49, %v46 ]
  %v20 = phi <16 x float> [ %v19, %v47 ], [ %v50, %v46 ]
  %v22 = phi <16 x float> [ %v21, %v47 ], [ %v51, %v46 ]
  %v24 = add nuw nsw i64 %v23, 1
  %v52 = icmp eq i64 %v24, %v2
  br i1 %v52, label %v13, label %v12

v45:                                   ; preds = %v26, %v47
  %v53 = phi i1 [ false, %v47 ], [ true, %v26 ]
  %v54 = phi i64 [ 1, %v47 ], [ 0, %v26 ]
  %v55 = shl nuw nsw i64 %v54, 6
  br label %v56

v56:                                   ; preds = %v56, %v45
  %v57 = phi <16 x float> [ zeroinitializer, %v45 ], [ %v58, %v56 ]
  %v59 = phi <16 x float> [ zeroinitializer, %v45 ], [ %v60, %v56 ]
  %v61 = phi <16 x float> [ zeroinitializer, %v45 ], [ %v62, %v56 ]
  %v63 = phi <16 x float> [ zeroinitializer, %v45 ], [ %v64, %v56 ]
  %v65 = phi i64 [ 0, %v45 ], [ %v66, %v56 ]
  %v67 = shl nuw nsw i64 %v65, 1
  %v68 = add nuw nsw i64 %v67, %v55
  %v69 = getelementptr inbounds float, ptr %v4, i64 %v68
  %v70 = load float, ptr %v69, align 4, !alias.scope !0, !noalias !9
  %v71 = insertelement <16 x float> poison, float %v70, i64 0
  %v72 = shufflevector <16 x float> %v71, <16 x float> poison, <16 x i32> zeroinitializer
  %v73 = add nuw nsw i64 %v67, %v40
  %v74 = insertelement <16 x i64> poison, i64 %v73, i64 0
  %v75 = shufflevector <16 x i64> %v74, <16 x i64> poison, <16 x i32> zeroinitializer
  %v76 = add <16 x i64> %v75, <i64 0, i64 16, i64 32, i64 48, i64 64, i64 80, i64 96, i64 112, i64 128, i64 144, i64 160, i64 176, i64 192, i64 208, i64 224, i64 240>
  %v77 = getelementptr inbounds float, ptr %v6, <16 x i64> %v76
  %v78 = tail call contract <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %v77, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !noalias !10
  %v79 = fmul contract <16 x float> %v78, %v72
  %v80 = fadd contract <16 x float> %v63, %v79
  %v81 = getelementptr inbounds i8, ptr %v69, i64 64
  %v82 = load float, ptr %v81, align 4, !alias.scope !0, !noalias !9
  %v83 = insertelement <16 x float> poison, float %v82, i64 0
  %v84 = shufflevector <16 x float> %v83, <16 x float> poison, <16 x i32> zeroinitializer
  %v85 = fmul contract <16 x float> %v78, %v84
  %v86 = fadd contract <16 x float> %v61, %v85
  %v87 = getelementptr inbounds i8, ptr %v69, i64 128
  %v88 = load float, ptr %v87, align 4, !alias.scope !0, !noalias !9
  %v89 = insertelement <16 x float> poison, float %v88, i64 0
  %v90 = shufflevector <16 x float> %v89, <16 x float> poison, <16 x i32> zeroinitializer
  %v91 = fmul contract <16 x float> %v78, %v90
  %v92 = fadd contract <16 x float> %v59, %v91
  %v93 = getelementptr inbounds i8, ptr %v69, i64 192
  %v94 = load float, ptr %v93, align 4, !alias.scope !0, !noalias !9
  %v95 = insertelement <16 x float> poison, float %v94, i64 0
  %v96 = shufflevector <16 x float> %v95, <16 x float> poison, <16 x i32> zeroinitializer
  %v97 = fmul contract <16 x float> %v78, %v96
  %v98 = fadd contract <16 x float> %v57, %v97
  %v99 = or disjoint i64 %v68, 1
  %v100 = getelementptr inbounds float, ptr %v4, i64 %v99
  %v101 = load float, ptr %v100, align 4, !alias.scope !0, !noalias !9
  %v102 = insertelement <16 x float> poison, float %v101, i64 0
  %v103 = shufflevector <16 x float> %v102, <16 x float> poison, <16 x i32> zeroinitializer
  %v104 = or disjoint i64 %v73, 1
  %v105 = insertelement <16 x i64> poison, i64 %v104, i64 0
  %v106 = shufflevector <16 x i64> %v105, <16 x i64> poison, <16 x i32> zeroinitializer
  %v107 = add <16 x i64> %v106, <i64 0, i64 16, i64 32, i64 48, i64 64, i64 80, i64 96, i64 112, i64 128, i64 144, i64 160, i64 176, i64 192, i64 208, i64 224, i64 240>
  %v108 = getelementptr inbounds float, ptr %v6, <16 x i64> %v107
  %v109 = tail call contract <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %v108, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !noalias !10
  %v110 = fmul contract <16 x float> %v109, %v103
  %v64 = fadd contract <16 x float> %v80, %v110
  %v111 = getelementptr inbounds i8, ptr %v69, i64 68
  %v112 = load float, ptr %v111, align 4, !alias.scope !0, !noalias !9
  %v113 = insertelement <16 x float> poison, float %v112, i64 0
  %v114 = shufflevector <16 x float> %v113, <16 x float> poison, <16 x i32> zeroinitializer
  %v115 = fmul contract <16 x float> %v109, %v114
  %v62 = fadd contract <16 x float> %v86, %v115
  %v116 = getelementptr inbounds i8, ptr %v69, i64 132
  %v117 = load float, ptr %v116, align 4, !alias.scope !0, !noalias !9
  %v118 = insertelement <16 x float> poison, float %v117, i64 0
  %v119 = shufflevector <16 x float> %v118, <16 x float> poison, <16 x i32> zeroinitializer
  %v120 = fmul contract <16 x float> %v109, %v119
  %v60 = fadd contract <16 x float> %v92, %v120
  %v121 = getelementptr inbounds i8, ptr %v69, i64 196
  %v122 = load float, ptr %v121, align 4, !alias.scope !0, !noalias !9
  %v123 = insertelement <16 x float> poison, float %v122, i64 0
  %v124 = shufflevector <16 x float> %v123, <16 x float> poison, <16 x i32> zeroinitializer
  %v125 = fmul contract <16 x float> %v109, %v124
  %v58 = fadd contract <16 x float> %v98, %v125
  %v66 = add nuw nsw i64 %v65, 1
  %v126 = icmp eq i64 %v66, 8
  br i1 %v126, label %v47, label %v56

v47:                                   ; preds = %v56
  %v127 = fadd contract <16 x float> %v64, %v43
  %v128 = fmul contract <16 x float> %v127, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v129 = fmul contract <16 x float> %v127, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v130 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v129, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v131 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v130, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v132 = fmul contract <16 x float> %v131, %v131
  %v133 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v132, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v134 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v133, <16 x float> %v132, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v135 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v134, <16 x float> %v132, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v136 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v135, <16 x float> %v132, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v137 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v136, <16 x float> %v132, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v138 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v137, <16 x float> %v132, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v139 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v132, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v140 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v139, <16 x float> %v132, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v141 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v140, <16 x float> %v132, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v142 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v141, <16 x float> %v132, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v143 = fmul contract <16 x float> %v131, %v138
  %v144 = fdiv contract <16 x float> %v143, %v142
  %v145 = fcmp contract uno <16 x float> %v129, zeroinitializer
  %v146 = select contract <16 x i1> %v145, <16 x float> %v129, <16 x float> %v144
  %v147 = fadd contract <16 x float> %v146, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v148 = fmul contract <16 x float> %v128, %v147
  %v149 = mul nuw nsw i64 %v54, 640
  %v150 = getelementptr i8, ptr %v44, i64 %v149
  store <16 x float> %v148, ptr %v150, align 4, !alias.scope !3, !noalias !11
  %v151 = fadd contract <16 x float> %v62, %v43
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
  %v173 = getelementptr i8, ptr %v150, i64 160
  store <16 x float> %v172, ptr %v173, align 4, !alias.scope !3, !noalias !11
  %v174 = fadd contract <16 x float> %v60, %v43
  %v175 = fmul contract <16 x float> %v174, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v176 = fmul contract <16 x float> %v174, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v177 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v176, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v178 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v177, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v179 = fmul contract <16 x float> %v178, %v178
  %v180 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v179, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v181 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v180, <16 x float> %v179, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v182 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v181, <16 x float> %v179, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v183 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v182, <16 x float> %v179, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v184 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v183, <16 x float> %v179, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v185 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v184, <16 x float> %v179, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v186 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v179, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v187 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v186, <16 x float> %v179, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v188 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v187, <16 x float> %v179, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v189 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v188, <16 x float> %v179, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v190 = fmul contract <16 x float> %v178, %v185
  %v191 = fdiv contract <16 x float> %v190, %v189
  %v192 = fcmp contract uno <16 x float> %v176, zeroinitializer
  %v193 = select contract <16 x i1> %v192, <16 x float> %v176, <16 x float> %v191
  %v194 = fadd contract <16 x float> %v193, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v195 = fmul contract <16 x float> %v175, %v194
  %v196 = getelementptr i8, ptr %v150, i64 320
  store <16 x float> %v195, ptr %v196, align 4, !alias.scope !3, !noalias !11
  %v197 = fadd contract <16 x float> %v58, %v43
  %v198 = fmul contract <16 x float> %v197, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v199 = fmul contract <16 x float> %v197, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v200 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v199, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v201 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v200, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v202 = fmul contract <16 x float> %v201, %v201
  %v203 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v202, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v204 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v203, <16 x float> %v202, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v205 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v204, <16 x float> %v202, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v206 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v205, <16 x float> %v202, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v207 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v206, <16 x float> %v202, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v208 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v207, <16 x float> %v202, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v209 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v202, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v210 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v209, <16 x float> %v202, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v211 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v210, <16 x float> %v202, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v212 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v211, <16 x float> %v202, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v213 = fmul contract <16 x float> %v201, %v208
  %v214 = fdiv contract <16 x float> %v213, %v212
  %v215 = fcmp contract uno <16 x float> %v199, zeroinitializer
  %v216 = select contract <16 x i1> %v215, <16 x float> %v199, <16 x float> %v214
  %v217 = fadd contract <16 x float> %v216, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v218 = fmul contract <16 x float> %v198, %v217
  %v219 = getelementptr i8, ptr %v150, i64 480
  store <16 x float> %v218, ptr %v219, align 4, !alias.scope !3, !noalias !11
  br i1 %v53, label %v45, label %v14

v39:                                 ; preds = %v27, %v46
  %v220 = phi <16 x float> [ %v48, %v46 ], [ %v15, %v27 ]
  %v221 = phi <16 x float> [ %v49, %v46 ], [ %v17, %v27 ]
  %v222 = phi <16 x float> [ %v50, %v46 ], [ %v19, %v27 ]
  %v223 = phi <16 x float> [ %v51, %v46 ], [ %v21, %v27 ]
  %v224 = phi i1 [ false, %v46 ], [ true, %v27 ]
  %v225 = phi i64 [ 1, %v46 ], [ 0, %v27 ]
  %v226 = select contract <16 x i1> %v32, <16 x float> zeroinitializer, <16 x float> %v223
  %v227 = select contract <16 x i1> %v32, <16 x float> zeroinitializer, <16 x float> %v222
  %v228 = select contract <16 x i1> %v32, <16 x float> zeroinitializer, <16 x float> %v221
  %v229 = select contract <16 x i1> %v32, <16 x float> zeroinitializer, <16 x float> %v220
  %v230 = shl nuw nsw i64 %v225, 6
  br label %v231

v231:                                 ; preds = %v231, %v39
  %v232 = phi <16 x float> [ %v229, %v39 ], [ %v48, %v231 ]
  %v233 = phi <16 x float> [ %v228, %v39 ], [ %v49, %v231 ]
  %v234 = phi <16 x float> [ %v227, %v39 ], [ %v50, %v231 ]
  %v235 = phi <16 x float> [ %v226, %v39 ], [ %v51, %v231 ]
  %v236 = phi i64 [ 0, %v39 ], [ %v237, %v231 ]
  %v238 = shl nuw nsw i64 %v236, 1
  %v239 = add nuw nsw i64 %v238, %v230
  %v240 = select i1 %v34, i64 0, i64 %v239
  %v241 = getelementptr float, ptr %v4, i64 %v240
  %v242 = load float, ptr %v241, align 4, !alias.scope !0, !noalias !9
  %v243 = insertelement <16 x float> poison, float %v242, i64 0
  %v244 = shufflevector <16 x float> %v243, <16 x float> poison, <16 x i32> zeroinitializer
  %v245 = select contract <16 x i1> %v32, <16 x float> %v244, <16 x float> zeroinitializer
  %v246 = add nuw nsw i64 %v238, %v35
  %v247 = insertelement <16 x i64> poison, i64 %v246, i64 0
  %v248 = shufflevector <16 x i64> %v247, <16 x i64> poison, <16 x i32> zeroinitializer
  %v249 = add nuw <16 x i64> %v248, <i64 0, i64 16, i64 32, i64 48, i64 64, i64 80, i64 96, i64 112, i64 128, i64 144, i64 160, i64 176, i64 192, i64 208, i64 224, i64 240>
  %v250 = getelementptr float, ptr %v6, <16 x i64> %v249
  %v251 = tail call contract <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %v250, i32 4, <16 x i1> %v32, <16 x float> zeroinitializer), !noalias !10
  %v252 = fmul contract <16 x float> %v251, %v245
  %v253 = fadd contract <16 x float> %v235, %v252
  %v254 = add nuw nsw i64 %v239, 16
  %v255 = select i1 %v34, i64 0, i64 %v254
  %v256 = getelementptr float, ptr %v4, i64 %v255
  %v257 = load float, ptr %v256, align 4, !alias.scope !0, !noalias !9
  %v258 = insertelement <16 x float> poison, float %v257, i64 0
  %v259 = shufflevector <16 x float> %v258, <16 x float> poison, <16 x i32> zeroinitializer
  %v260 = select contract <16 x i1> %v32, <16 x float> %v259, <16 x float> zeroinitializer
  %v261 = fmul contract <16 x float> %v251, %v260
  %v262 = fadd contract <16 x float> %v234, %v261
  %v263 = add nuw nsw i64 %v239, 32
  %v264 = select i1 %v34, i64 0, i64 %v263
  %v265 = getelementptr float, ptr %v4, i64 %v264
  %v266 = load float, ptr %v265, align 4, !alias.scope !0, !noalias !9
  %v267 = insertelement <16 x float> poison, float %v266, i64 0
  %v268 = shufflevector <16 x float> %v267, <16 x float> poison, <16 x i32> zeroinitializer
  %v269 = select contract <16 x i1> %v32, <16 x float> %v268, <16 x float> zeroinitializer
  %v270 = fmul contract <16 x float> %v251, %v269
  %v271 = fadd contract <16 x float> %v233, %v270
  %v272 = add nuw nsw i64 %v239, 48
  %v273 = select i1 %v34, i64 0, i64 %v272
  %v274 = getelementptr float, ptr %v4, i64 %v273
  %v275 = load float, ptr %v274, align 4, !alias.scope !0, !noalias !9
  %v276 = insertelement <16 x float> poison, float %v275, i64 0
  %v277 = shufflevector <16 x float> %v276, <16 x float> poison, <16 x i32> zeroinitializer
  %v278 = select contract <16 x i1> %v32, <16 x float> %v277, <16 x float> zeroinitializer
  %v279 = fmul contract <16 x float> %v251, %v278
  %v280 = fadd contract <16 x float> %v232, %v279
  %v281 = or disjoint i64 %v239, 1
  %v282 = select i1 %v34, i64 0, i64 %v281
  %v283 = getelementptr float, ptr %v4, i64 %v282
  %v284 = load float, ptr %v283, align 4, !alias.scope !0, !noalias !9
  %v285 = insertelement <16 x float> poison, float %v284, i64 0
  %v286 = shufflevector <16 x float> %v285, <16 x float> poison, <16 x i32> zeroinitializer
  %v287 = select contract <16 x i1> %v32, <16 x float> %v286, <16 x float> zeroinitializer
  %v288 = or disjoint i64 %v246, 1
  %v289 = insertelement <16 x i64> poison, i64 %v288, i64 0
  %v290 = shufflevector <16 x i64> %v289, <16 x i64> poison, <16 x i32> zeroinitializer
  %v291 = add nuw <16 x i64> %v290, <i64 0, i64 16, i64 32, i64 48, i64 64, i64 80, i64 96, i64 112, i64 128, i64 144, i64 160, i64 176, i64 192, i64 208, i64 224, i64 240>
  %v292 = getelementptr float, ptr %v6, <16 x i64> %v291
  %v293 = tail call contract <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %v292, i32 4, <16 x i1> %v32, <16 x float> zeroinitializer), !noalias !10
  %v294 = fmul contract <16 x float> %v293, %v287
  %v295 = fadd contract <16 x float> %v253, %v294
  %v51 = select contract <16 x i1> %v32, <16 x float> %v295, <16 x float> %v235
  %v296 = add nuw nsw i64 %v239, 17
  %v297 = select i1 %v34, i64 0, i64 %v296
  %v298 = getelementptr float, ptr %v4, i64 %v297
  %v299 = load float, ptr %v298, align 4, !alias.scope !0, !noalias !9
  %v300 = insertelement <16 x float> poison, float %v299, i64 0
  %v301 = shufflevector <16 x float> %v300, <16 x float> poison, <16 x i32> zeroinitializer
  %v302 = select contract <16 x i1> %v32, <16 x float> %v301, <16 x float> zeroinitializer
  %v303 = fmul contract <16 x float> %v293, %v302
  %v304 = fadd contract <16 x float> %v262, %v303
  %v50 = select contract <16 x i1> %v32, <16 x float> %v304, <16 x float> %v234
  %v305 = add nuw nsw i64 %v239, 33
  %v306 = select i1 %v34, i64 0, i64 %v305
  %v307 = getelementptr float, ptr %v4, i64 %v306
  %v308 = load float, ptr %v307, align 4, !alias.scope !0, !noalias !9
  %v309 = insertelement <16 x float> poison, float %v308, i64 0
  %v310 = shufflevector <16 x float> %v309, <16 x float> poison, <16 x i32> zeroinitializer
  %v311 = select contract <16 x i1> %v32, <16 x float> %v310, <16 x float> zeroinitializer
  %v312 = fmul contract <16 x float> %v293, %v311
  %v313 = fadd contract <16 x float> %v271, %v312
  %v49 = select contract <16 x i1> %v32, <16 x float> %v313, <16 x float> %v233
  %v314 = add nuw nsw i64 %v239, 49
  %v315 = select i1 %v34, i64 0, i64 %v314
  %v316 = getelementptr float, ptr %v4, i64 %v315
  %v317 = load float, ptr %v316, align 4, !alias.scope !0, !noalias !9
  %v318 = insertelement <16 x float> poison, float %v317, i64 0
  %v319 = shufflevector <16 x float> %v318, <16 x float> poison, <16 x i32> zeroinitializer
  %v320 = select contract <16 x i1> %v32, <16 x float> %v319, <16 x float> zeroinitializer
  %v321 = fmul contract <16 x float> %v293, %v320
  %v322 = fadd contract <16 x float> %v280, %v321
  %v48 = select contract <16 x i1> %v32, <16 x float> %v322, <16 x float> %v232
  %v237 = add nuw nsw i64 %v236, 1
  %v323 = icmp eq i64 %v237, 8
  br i1 %v323, label %v46, label %v231

v46:                                 ; preds = %v231
  %v324 = select contract <16 x i1> %v32, <16 x float> %v295, <16 x float> zeroinitializer
  %v325 = fadd contract <16 x float> %v324, %v37
  %v326 = fmul contract <16 x float> %v325, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v327 = fmul contract <16 x float> %v325, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v328 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v327, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v329 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v328, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v330 = fmul contract <16 x float> %v329, %v329
  %v331 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v330, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v332 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v331, <16 x float> %v330, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v333 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v332, <16 x float> %v330, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v334 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v333, <16 x float> %v330, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v335 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v334, <16 x float> %v330, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v336 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v335, <16 x float> %v330, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v337 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v330, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v338 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v337, <16 x float> %v330, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v339 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v338, <16 x float> %v330, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v340 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v339, <16 x float> %v330, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v341 = fmul contract <16 x float> %v329, %v336
  %v342 = fdiv contract <16 x float> %v341, %v340
  %v343 = fcmp contract uno <16 x float> %v327, zeroinitializer
  %v344 = select contract <16 x i1> %v343, <16 x float> %v327, <16 x float> %v342
  %v345 = fadd contract <16 x float> %v344, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v346 = fmul contract <16 x float> %v326, %v345
  %v347 = mul nuw nsw i64 %v225, 640
  %v348 = getelementptr i8, ptr %v38, i64 %v347
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v346, ptr %v348, i32 4, <16 x i1> %v32), !alias.scope !3, !noalias !11
  %v349 = select contract <16 x i1> %v32, <16 x float> %v304, <16 x float> zeroinitializer
  %v350 = fadd contract <16 x float> %v349, %v37
  %v351 = fmul contract <16 x float> %v350, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v352 = fmul contract <16 x float> %v350, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v353 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v352, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v354 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v353, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v355 = fmul contract <16 x float> %v354, %v354
  %v356 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v355, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v357 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v356, <16 x float> %v355, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v358 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v357, <16 x float> %v355, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v359 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v358, <16 x float> %v355, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v360 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v359, <16 x float> %v355, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v361 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v360, <16 x float> %v355, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v362 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v355, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v363 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v362, <16 x float> %v355, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v364 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v363, <16 x float> %v355, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v365 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v364, <16 x float> %v355, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v366 = fmul contract <16 x float> %v354, %v361
  %v367 = fdiv contract <16 x float> %v366, %v365
  %v368 = fcmp contract uno <16 x float> %v352, zeroinitializer
  %v369 = select contract <16 x i1> %v368, <16 x float> %v352, <16 x float> %v367
  %v370 = fadd contract <16 x float> %v369, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v371 = fmul contract <16 x float> %v351, %v370
  %v372 = getelementptr i8, ptr %v348, i64 160
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v371, ptr %v372, i32 4, <16 x i1> %v32), !alias.scope !3, !noalias !11
  %v373 = select contract <16 x i1> %v32, <16 x float> %v313, <16 x float> zeroinitializer
  %v374 = fadd contract <16 x float> %v373, %v37
  %v375 = fmul contract <16 x float> %v374, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v376 = fmul contract <16 x float> %v374, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v377 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v376, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v378 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v377, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v379 = fmul contract <16 x float> %v378, %v378
  %v380 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v379, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v381 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v380, <16 x float> %v379, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v382 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v381, <16 x float> %v379, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v383 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v382, <16 x float> %v379, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v384 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v383, <16 x float> %v379, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v385 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v384, <16 x float> %v379, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v386 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v379, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v387 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v386, <16 x float> %v379, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v388 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v387, <16 x float> %v379, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v389 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v388, <16 x float> %v379, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v390 = fmul contract <16 x float> %v378, %v385
  %v391 = fdiv contract <16 x float> %v390, %v389
  %v392 = fcmp contract uno <16 x float> %v376, zeroinitializer
  %v393 = select contract <16 x i1> %v392, <16 x float> %v376, <16 x float> %v391
  %v394 = fadd contract <16 x float> %v393, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v395 = fmul contract <16 x float> %v375, %v394
  %v396 = getelementptr i8, ptr %v348, i64 320
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v395, ptr %v396, i32 4, <16 x i1> %v32), !alias.scope !3, !noalias !11
  %v397 = select contract <16 x i1> %v32, <16 x float> %v322, <16 x float> zeroinitializer
  %v398 = fadd contract <16 x float> %v397, %v37
  %v399 = fmul contract <16 x float> %v398, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v400 = fmul contract <16 x float> %v398, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v401 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v400, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v402 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v401, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v403 = fmul contract <16 x float> %v402, %v402
  %v404 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v403, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v405 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v404, <16 x float> %v403, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v406 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v405, <16 x float> %v403, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v407 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v406, <16 x float> %v403, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v408 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v407, <16 x float> %v403, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v409 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v408, <16 x float> %v403, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v410 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v403, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v411 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v410, <16 x float> %v403, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v412 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v411, <16 x float> %v403, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v413 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v412, <16 x float> %v403, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v414 = fmul contract <16 x float> %v402, %v409
  %v415 = fdiv contract <16 x float> %v414, %v413
  %v416 = fcmp contract uno <16 x float> %v400, zeroinitializer
  %v417 = select contract <16 x i1> %v416, <16 x float> %v400, <16 x float> %v415
  %v418 = fadd contract <16 x float> %v417, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v419 = fmul contract <16 x float> %v399, %v418
  %v420 = getelementptr i8, ptr %v348, i64 480
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v419, ptr %v420, i32 4, <16 x i1> %v32), !alias.scope !3, !noalias !11
  br i1 %v224, label %v39, label %v14

v13: ; preds = %v14, %v3
  ret void
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
  store <4 x ptr> %v4, ptr %v2, align 64, !noalias !12
  call void @ktune_parallel_for(i64 3, ptr nonnull @ktune_dense_bias_gelu_f32_m8_n40_k16.parallel0, ptr nonnull %v2) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #8

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_dense_bias_gelu_f32_m8_n40_k16.parallel0.task: %X"}
!2 = distinct !{!2, !"ktune_dense_bias_gelu_f32_m8_n40_k16.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_dense_bias_gelu_f32_m8_n40_k16.parallel0.task: %Y"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_dense_bias_gelu_f32_m8_n40_k16.parallel0.task: %bias"}
!7 = !{!1, !8, !4}
!8 = distinct !{!8, !2, !"ktune_dense_bias_gelu_f32_m8_n40_k16.parallel0.task: %W"}
!9 = !{!8, !4, !6}
!10 = !{!1, !4, !6}
!11 = !{!1, !8, !6}
!12 = !{!13, !15, !16, !17}
!13 = distinct !{!13, !14, !"ktune_dense_bias_gelu_f32_m8_n40_k16: %X"}
!14 = distinct !{!14, !"ktune_dense_bias_gelu_f32_m8_n40_k16"}
!15 = distinct !{!15, !14, !"ktune_dense_bias_gelu_f32_m8_n40_k16: %W"}
!16 = distinct !{!16, !14, !"ktune_dense_bias_gelu_f32_m8_n40_k16: %bias"}
!17 = distinct !{!17, !14, !"ktune_dense_bias_gelu_f32_m8_n40_k16: %Y"}
