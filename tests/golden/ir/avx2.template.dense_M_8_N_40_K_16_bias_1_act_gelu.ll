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
  %v33 = shl nsw i64 %v23, 8
  %v34 = getelementptr float, ptr %v10, i64 %v28
  %v35 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v34, i32 4, <16 x i1> %v32, <16 x float> zeroinitializer), !alias.scope !5, !noalias !7
  %v36 = getelementptr float, ptr %v8, i64 %v28
  br label %v37

v26:                         ; preds = %v12
  %v38 = shl nsw i64 %v23, 8
  %v39 = shl nsw i64 %v23, 4
  %v40 = getelementptr inbounds float, ptr %v10, i64 %v39
  %v41 = load <16 x float>, ptr %v40, align 4, !alias.scope !5, !noalias !7
  %v42 = getelementptr float, ptr %v8, i64 %v39
  br label %v43

v14:                                        ; preds = %v44, %v45
  %v16 = phi <16 x float> [ %v15, %v45 ], [ %v46, %v44 ]
  %v18 = phi <16 x float> [ %v17, %v45 ], [ %v47, %v44 ]
  %v20 = phi <16 x float> [ %v19, %v45 ], [ %v48, %v44 ]
  %v22 = phi <16 x float> [ %v21, %v45 ], [ %v49, %v44 ]
  %v24 = add nuw nsw i64 %v23, 1
  %v50 = icmp eq i64 %v24, %v2
  br i1 %v50, label %v13, label %v12

v43:                                   ; preds = %v26, %v45
  %v51 = phi i1 [ false, %v45 ], [ true, %v26 ]
  %v52 = phi i64 [ 1, %v45 ], [ 0, %v26 ]
  %v53 = shl nuw nsw i64 %v52, 6
  br label %v54

v54:                                   ; preds = %v54, %v43
  %v55 = phi <16 x float> [ zeroinitializer, %v43 ], [ %v56, %v54 ]
  %v57 = phi <16 x float> [ zeroinitializer, %v43 ], [ %v58, %v54 ]
  %v59 = phi <16 x float> [ zeroinitializer, %v43 ], [ %v60, %v54 ]
  %v61 = phi <16 x float> [ zeroinitializer, %v43 ], [ %v62, %v54 ]
  %v63 = phi i64 [ 0, %v43 ], [ %v64, %v54 ]
  %v65 = shl nuw nsw i64 %v63, 1
  %v66 = add nuw nsw i64 %v65, %v53
  %v67 = getelementptr inbounds float, ptr %v4, i64 %v66
  %v68 = load float, ptr %v67, align 4, !alias.scope !0, !noalias !9
  %v69 = insertelement <16 x float> poison, float %v68, i64 0
  %v70 = shufflevector <16 x float> %v69, <16 x float> poison, <16 x i32> zeroinitializer
  %v71 = add nuw nsw i64 %v65, %v38
  %v72 = insertelement <16 x i64> poison, i64 %v71, i64 0
  %v73 = shufflevector <16 x i64> %v72, <16 x i64> poison, <16 x i32> zeroinitializer
  %v74 = add <16 x i64> %v73, <i64 0, i64 16, i64 32, i64 48, i64 64, i64 80, i64 96, i64 112, i64 128, i64 144, i64 160, i64 176, i64 192, i64 208, i64 224, i64 240>
  %v75 = getelementptr inbounds float, ptr %v6, <16 x i64> %v74
  %v76 = tail call contract <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %v75, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !noalias !10
  %v77 = fmul contract <16 x float> %v76, %v70
  %v78 = fadd contract <16 x float> %v61, %v77
  %v79 = getelementptr inbounds i8, ptr %v67, i64 64
  %v80 = load float, ptr %v79, align 4, !alias.scope !0, !noalias !9
  %v81 = insertelement <16 x float> poison, float %v80, i64 0
  %v82 = shufflevector <16 x float> %v81, <16 x float> poison, <16 x i32> zeroinitializer
  %v83 = fmul contract <16 x float> %v76, %v82
  %v84 = fadd contract <16 x float> %v59, %v83
  %v85 = getelementptr inbounds i8, ptr %v67, i64 128
  %v86 = load float, ptr %v85, align 4, !alias.scope !0, !noalias !9
  %v87 = insertelement <16 x float> poison, float %v86, i64 0
  %v88 = shufflevector <16 x float> %v87, <16 x float> poison, <16 x i32> zeroinitializer
  %v89 = fmul contract <16 x float> %v76, %v88
  %v90 = fadd contract <16 x float> %v57, %v89
  %v91 = getelementptr inbounds i8, ptr %v67, i64 192
  %v92 = load float, ptr %v91, align 4, !alias.scope !0, !noalias !9
  %v93 = insertelement <16 x float> poison, float %v92, i64 0
  %v94 = shufflevector <16 x float> %v93, <16 x float> poison, <16 x i32> zeroinitializer
  %v95 = fmul contract <16 x float> %v76, %v94
  %v96 = fadd contract <16 x float> %v55, %v95
  %v97 = or disjoint i64 %v66, 1
  %v98 = getelementptr inbounds float, ptr %v4, i64 %v97
  %v99 = load float, ptr %v98, align 4, !alias.scope !0, !noalias !9
  %v100 = insertelement <16 x float> poison, float %v99, i64 0
  %v101 = shufflevector <16 x float> %v100, <16 x float> poison, <16 x i32> zeroinitializer
  %v102 = or disjoint i64 %v71, 1
  %v103 = insertelement <16 x i64> poison, i64 %v102, i64 0
  %v104 = shufflevector <16 x i64> %v103, <16 x i64> poison, <16 x i32> zeroinitializer
  %v105 = add <16 x i64> %v104, <i64 0, i64 16, i64 32, i64 48, i64 64, i64 80, i64 96, i64 112, i64 128, i64 144, i64 160, i64 176, i64 192, i64 208, i64 224, i64 240>
  %v106 = getelementptr inbounds float, ptr %v6, <16 x i64> %v105
  %v107 = tail call contract <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %v106, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !noalias !10
  %v108 = fmul contract <16 x float> %v107, %v101
  %v62 = fadd contract <16 x float> %v78, %v108
  %v109 = getelementptr inbounds i8, ptr %v67, i64 68
  %v110 = load float, ptr %v109, align 4, !alias.scope !0, !noalias !9
  %v111 = insertelement <16 x float> poison, float %v110, i64 0
  %v112 = shufflevector <16 x float> %v111, <16 x float> poison, <16 x i32> zeroinitializer
  %v113 = fmul contract <16 x float> %v107, %v112
  %v60 = fadd contract <16 x float> %v84, %v113
  %v114 = getelementptr inbounds i8, ptr %v67, i64 132
  %v115 = load float, ptr %v114, align 4, !alias.scope !0, !noalias !9
  %v116 = insertelement <16 x float> poison, float %v115, i64 0
  %v117 = shufflevector <16 x float> %v116, <16 x float> poison, <16 x i32> zeroinitializer
  %v118 = fmul contract <16 x float> %v107, %v117
  %v58 = fadd contract <16 x float> %v90, %v118
  %v119 = getelementptr inbounds i8, ptr %v67, i64 196
  %v120 = load float, ptr %v119, align 4, !alias.scope !0, !noalias !9
  %v121 = insertelement <16 x float> poison, float %v120, i64 0
  %v122 = shufflevector <16 x float> %v121, <16 x float> poison, <16 x i32> zeroinitializer
  %v123 = fmul contract <16 x float> %v107, %v122
  %v56 = fadd contract <16 x float> %v96, %v123
  %v64 = add nuw nsw i64 %v63, 1
  %v124 = icmp eq i64 %v64, 8
  br i1 %v124, label %v45, label %v54

v45:                                   ; preds = %v54
  %v125 = fadd contract <16 x float> %v62, %v41
  %v126 = fmul contract <16 x float> %v125, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v127 = fmul contract <16 x float> %v125, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v128 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v127, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v129 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v128, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v130 = fmul contract <16 x float> %v129, %v129
  %v131 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v130, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v132 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v131, <16 x float> %v130, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v133 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v132, <16 x float> %v130, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v134 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v133, <16 x float> %v130, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v135 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v134, <16 x float> %v130, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v136 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v135, <16 x float> %v130, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v137 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v130, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v138 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v137, <16 x float> %v130, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v139 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v138, <16 x float> %v130, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v140 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v139, <16 x float> %v130, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v141 = fmul contract <16 x float> %v129, %v136
  %v142 = fdiv contract <16 x float> %v141, %v140
  %v143 = fcmp contract uno <16 x float> %v127, zeroinitializer
  %v144 = select contract <16 x i1> %v143, <16 x float> %v127, <16 x float> %v142
  %v145 = fadd contract <16 x float> %v144, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v146 = fmul contract <16 x float> %v126, %v145
  %v147 = mul nuw nsw i64 %v52, 640
  %v148 = getelementptr i8, ptr %v42, i64 %v147
  store <16 x float> %v146, ptr %v148, align 4, !alias.scope !3, !noalias !11
  %v149 = fadd contract <16 x float> %v60, %v41
  %v150 = fmul contract <16 x float> %v149, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v151 = fmul contract <16 x float> %v149, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v152 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v151, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v153 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v152, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v154 = fmul contract <16 x float> %v153, %v153
  %v155 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v154, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v156 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v155, <16 x float> %v154, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v157 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v156, <16 x float> %v154, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v158 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v157, <16 x float> %v154, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v159 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v158, <16 x float> %v154, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v160 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v159, <16 x float> %v154, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v161 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v154, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v162 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v161, <16 x float> %v154, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v163 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v162, <16 x float> %v154, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v164 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v163, <16 x float> %v154, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v165 = fmul contract <16 x float> %v153, %v160
  %v166 = fdiv contract <16 x float> %v165, %v164
  %v167 = fcmp contract uno <16 x float> %v151, zeroinitializer
  %v168 = select contract <16 x i1> %v167, <16 x float> %v151, <16 x float> %v166
  %v169 = fadd contract <16 x float> %v168, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v170 = fmul contract <16 x float> %v150, %v169
  %v171 = getelementptr i8, ptr %v148, i64 160
  store <16 x float> %v170, ptr %v171, align 4, !alias.scope !3, !noalias !11
  %v172 = fadd contract <16 x float> %v58, %v41
  %v173 = fmul contract <16 x float> %v172, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v174 = fmul contract <16 x float> %v172, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v175 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v174, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v176 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v175, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v177 = fmul contract <16 x float> %v176, %v176
  %v178 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v177, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v179 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v178, <16 x float> %v177, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v180 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v179, <16 x float> %v177, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v181 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v180, <16 x float> %v177, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v182 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v181, <16 x float> %v177, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v183 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v182, <16 x float> %v177, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v184 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v177, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v185 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v184, <16 x float> %v177, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v186 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v185, <16 x float> %v177, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v187 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v186, <16 x float> %v177, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v188 = fmul contract <16 x float> %v176, %v183
  %v189 = fdiv contract <16 x float> %v188, %v187
  %v190 = fcmp contract uno <16 x float> %v174, zeroinitializer
  %v191 = select contract <16 x i1> %v190, <16 x float> %v174, <16 x float> %v189
  %v192 = fadd contract <16 x float> %v191, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v193 = fmul contract <16 x float> %v173, %v192
  %v194 = getelementptr i8, ptr %v148, i64 320
  store <16 x float> %v193, ptr %v194, align 4, !alias.scope !3, !noalias !11
  %v195 = fadd contract <16 x float> %v56, %v41
  %v196 = fmul contract <16 x float> %v195, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v197 = fmul contract <16 x float> %v195, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v198 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v197, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v199 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v198, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v200 = fmul contract <16 x float> %v199, %v199
  %v201 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v200, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v202 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v201, <16 x float> %v200, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v203 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v202, <16 x float> %v200, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v204 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v203, <16 x float> %v200, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v205 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v204, <16 x float> %v200, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v206 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v205, <16 x float> %v200, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v207 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v200, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v208 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v207, <16 x float> %v200, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v209 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v208, <16 x float> %v200, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v210 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v209, <16 x float> %v200, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v211 = fmul contract <16 x float> %v199, %v206
  %v212 = fdiv contract <16 x float> %v211, %v210
  %v213 = fcmp contract uno <16 x float> %v197, zeroinitializer
  %v214 = select contract <16 x i1> %v213, <16 x float> %v197, <16 x float> %v212
  %v215 = fadd contract <16 x float> %v214, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v216 = fmul contract <16 x float> %v196, %v215
  %v217 = getelementptr i8, ptr %v148, i64 480
  store <16 x float> %v216, ptr %v217, align 4, !alias.scope !3, !noalias !11
  br i1 %v51, label %v43, label %v14

v37:                                 ; preds = %v27, %v44
  %v218 = phi <16 x float> [ %v46, %v44 ], [ %v15, %v27 ]
  %v219 = phi <16 x float> [ %v47, %v44 ], [ %v17, %v27 ]
  %v220 = phi <16 x float> [ %v48, %v44 ], [ %v19, %v27 ]
  %v221 = phi <16 x float> [ %v49, %v44 ], [ %v21, %v27 ]
  %v222 = phi i1 [ false, %v44 ], [ true, %v27 ]
  %v223 = phi i64 [ 1, %v44 ], [ 0, %v27 ]
  %v224 = select contract <16 x i1> %v32, <16 x float> zeroinitializer, <16 x float> %v221
  %v225 = select contract <16 x i1> %v32, <16 x float> zeroinitializer, <16 x float> %v220
  %v226 = select contract <16 x i1> %v32, <16 x float> zeroinitializer, <16 x float> %v219
  %v227 = select contract <16 x i1> %v32, <16 x float> zeroinitializer, <16 x float> %v218
  %v228 = shl nuw nsw i64 %v223, 6
  br label %v229

v229:                                 ; preds = %v229, %v37
  %v230 = phi <16 x float> [ %v227, %v37 ], [ %v46, %v229 ]
  %v231 = phi <16 x float> [ %v226, %v37 ], [ %v47, %v229 ]
  %v232 = phi <16 x float> [ %v225, %v37 ], [ %v48, %v229 ]
  %v233 = phi <16 x float> [ %v224, %v37 ], [ %v49, %v229 ]
  %v234 = phi i64 [ 0, %v37 ], [ %v235, %v229 ]
  %v236 = shl nuw nsw i64 %v234, 1
  %v237 = add nuw nsw i64 %v236, %v228
  %v238 = getelementptr inbounds float, ptr %v4, i64 %v237
  %v239 = load float, ptr %v238, align 4, !alias.scope !0, !noalias !9
  %v240 = insertelement <16 x float> poison, float %v239, i64 0
  %v241 = shufflevector <16 x float> %v240, <16 x float> poison, <16 x i32> zeroinitializer
  %v242 = add nuw nsw i64 %v236, %v33
  %v243 = insertelement <16 x i64> poison, i64 %v242, i64 0
  %v244 = shufflevector <16 x i64> %v243, <16 x i64> poison, <16 x i32> zeroinitializer
  %v245 = add nuw <16 x i64> %v244, <i64 0, i64 16, i64 32, i64 48, i64 64, i64 80, i64 96, i64 112, i64 128, i64 144, i64 160, i64 176, i64 192, i64 208, i64 224, i64 240>
  %v246 = getelementptr float, ptr %v6, <16 x i64> %v245
  %v247 = tail call contract <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %v246, i32 4, <16 x i1> %v32, <16 x float> zeroinitializer), !noalias !10
  %v248 = fmul contract <16 x float> %v247, %v241
  %v249 = fadd contract <16 x float> %v233, %v248
  %v250 = getelementptr inbounds i8, ptr %v238, i64 64
  %v251 = load float, ptr %v250, align 4, !alias.scope !0, !noalias !9
  %v252 = insertelement <16 x float> poison, float %v251, i64 0
  %v253 = shufflevector <16 x float> %v252, <16 x float> poison, <16 x i32> zeroinitializer
  %v254 = fmul contract <16 x float> %v247, %v253
  %v255 = fadd contract <16 x float> %v232, %v254
  %v256 = getelementptr inbounds i8, ptr %v238, i64 128
  %v257 = load float, ptr %v256, align 4, !alias.scope !0, !noalias !9
  %v258 = insertelement <16 x float> poison, float %v257, i64 0
  %v259 = shufflevector <16 x float> %v258, <16 x float> poison, <16 x i32> zeroinitializer
  %v260 = fmul contract <16 x float> %v247, %v259
  %v261 = fadd contract <16 x float> %v231, %v260
  %v262 = getelementptr inbounds i8, ptr %v238, i64 192
  %v263 = load float, ptr %v262, align 4, !alias.scope !0, !noalias !9
  %v264 = insertelement <16 x float> poison, float %v263, i64 0
  %v265 = shufflevector <16 x float> %v264, <16 x float> poison, <16 x i32> zeroinitializer
  %v266 = fmul contract <16 x float> %v247, %v265
  %v267 = fadd contract <16 x float> %v230, %v266
  %v268 = or disjoint i64 %v237, 1
  %v269 = getelementptr inbounds float, ptr %v4, i64 %v268
  %v270 = load float, ptr %v269, align 4, !alias.scope !0, !noalias !9
  %v271 = insertelement <16 x float> poison, float %v270, i64 0
  %v272 = shufflevector <16 x float> %v271, <16 x float> poison, <16 x i32> zeroinitializer
  %v273 = or disjoint i64 %v242, 1
  %v274 = insertelement <16 x i64> poison, i64 %v273, i64 0
  %v275 = shufflevector <16 x i64> %v274, <16 x i64> poison, <16 x i32> zeroinitializer
  %v276 = add nuw <16 x i64> %v275, <i64 0, i64 16, i64 32, i64 48, i64 64, i64 80, i64 96, i64 112, i64 128, i64 144, i64 160, i64 176, i64 192, i64 208, i64 224, i64 240>
  %v277 = getelementptr float, ptr %v6, <16 x i64> %v276
  %v278 = tail call contract <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %v277, i32 4, <16 x i1> %v32, <16 x float> zeroinitializer), !noalias !10
  %v279 = fmul contract <16 x float> %v278, %v272
  %v280 = fadd contract <16 x float> %v249, %v279
  %v49 = select contract <16 x i1> %v32, <16 x float> %v280, <16 x float> %v233
  %v281 = getelementptr inbounds i8, ptr %v238, i64 68
  %v282 = load float, ptr %v281, align 4, !alias.scope !0, !noalias !9
  %v283 = insertelement <16 x float> poison, float %v282, i64 0
  %v284 = shufflevector <16 x float> %v283, <16 x float> poison, <16 x i32> zeroinitializer
  %v285 = fmul contract <16 x float> %v278, %v284
  %v286 = fadd contract <16 x float> %v255, %v285
  %v48 = select contract <16 x i1> %v32, <16 x float> %v286, <16 x float> %v232
  %v287 = getelementptr inbounds i8, ptr %v238, i64 132
  %v288 = load float, ptr %v287, align 4, !alias.scope !0, !noalias !9
  %v289 = insertelement <16 x float> poison, float %v288, i64 0
  %v290 = shufflevector <16 x float> %v289, <16 x float> poison, <16 x i32> zeroinitializer
  %v291 = fmul contract <16 x float> %v278, %v290
  %v292 = fadd contract <16 x float> %v261, %v291
  %v47 = select contract <16 x i1> %v32, <16 x float> %v292, <16 x float> %v231
  %v293 = getelementptr inbounds i8, ptr %v238, i64 196
  %v294 = load float, ptr %v293, align 4, !alias.scope !0, !noalias !9
  %v295 = insertelement <16 x float> poison, float %v294, i64 0
  %v296 = shufflevector <16 x float> %v295, <16 x float> poison, <16 x i32> zeroinitializer
  %v297 = fmul contract <16 x float> %v278, %v296
  %v298 = fadd contract <16 x float> %v267, %v297
  %v46 = select contract <16 x i1> %v32, <16 x float> %v298, <16 x float> %v230
  %v235 = add nuw nsw i64 %v234, 1
  %v299 = icmp eq i64 %v235, 8
  br i1 %v299, label %v44, label %v229

v44:                                 ; preds = %v229
  %v300 = select contract <16 x i1> %v32, <16 x float> %v280, <16 x float> zeroinitializer
  %v301 = fadd contract <16 x float> %v300, %v35
  %v302 = fmul contract <16 x float> %v301, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v303 = fmul contract <16 x float> %v301, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v304 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v303, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v305 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v304, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v306 = fmul contract <16 x float> %v305, %v305
  %v307 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v306, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v308 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v307, <16 x float> %v306, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v309 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v308, <16 x float> %v306, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v310 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v309, <16 x float> %v306, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v311 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v310, <16 x float> %v306, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v312 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v311, <16 x float> %v306, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v313 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v306, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v314 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v313, <16 x float> %v306, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v315 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v314, <16 x float> %v306, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v316 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v315, <16 x float> %v306, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v317 = fmul contract <16 x float> %v305, %v312
  %v318 = fdiv contract <16 x float> %v317, %v316
  %v319 = fcmp contract uno <16 x float> %v303, zeroinitializer
  %v320 = select contract <16 x i1> %v319, <16 x float> %v303, <16 x float> %v318
  %v321 = fadd contract <16 x float> %v320, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v322 = fmul contract <16 x float> %v302, %v321
  %v323 = mul nuw nsw i64 %v223, 640
  %v324 = getelementptr i8, ptr %v36, i64 %v323
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v322, ptr %v324, i32 4, <16 x i1> %v32), !alias.scope !3, !noalias !11
  %v325 = select contract <16 x i1> %v32, <16 x float> %v286, <16 x float> zeroinitializer
  %v326 = fadd contract <16 x float> %v325, %v35
  %v327 = fmul contract <16 x float> %v326, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %v328 = fmul contract <16 x float> %v326, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %v329 = tail call contract <16 x float> @llvm.maxnum.v16f32(<16 x float> %v328, <16 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>)
  %v330 = tail call contract <16 x float> @llvm.minnum.v16f32(<16 x float> %v329, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>)
  %v331 = fmul contract <16 x float> %v330, %v330
  %v332 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v331, <16 x float> <float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000, float 0xBDF2BBE160000000>, <16 x float> <float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000, float 0x3E5DBFFDC0000000>)
  %v333 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v332, <16 x float> %v331, <16 x float> <float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000, float 0xBEC19FEA20000000>)
  %v334 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v333, <16 x float> %v331, <16 x float> <float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000, float 0xBF0DD85A40000000>)
  %v335 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v334, <16 x float> %v331, <16 x float> <float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000, float 0xBF48158C60000000>)
  %v336 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v335, <16 x float> %v331, <16 x float> <float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000, float 0xBF68343EC0000000>)
  %v337 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v336, <16 x float> %v331, <16 x float> <float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000, float 0xBF907B7A80000000>)
  %v338 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v331, <16 x float> <float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000, float 0xBEEE8C19A0000000>, <16 x float> <float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000, float 0xBF2BF7A520000000>)
  %v339 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v338, <16 x float> %v331, <16 x float> <float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000, float 0xBF5B9249C0000000>)
  %v340 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v339, <16 x float> %v331, <16 x float> <float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000, float 0xBF7E337F00000000>)
  %v341 = tail call contract <16 x float> @llvm.fmuladd.v16f32(<16 x float> %v340, <16 x float> %v331, <16 x float> <float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000, float 0xBF8D36D4E0000000>)
  %v342 = fmul contract <16 x float> %v330, %v337
  %v343 = fdiv contract <16 x float> %v342, %v341
  %v344 = fcmp contract uno <16 x float> %v328, zeroinitializer
  %v345 = select contract <16 x i1> %v344, <16 x float> %v328, <16 x float> %v343
  %v346 = fadd contract <16 x float> %v345, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v347 = fmul contract <16 x float> %v327, %v346
  %v348 = getelementptr i8, ptr %v324, i64 160
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v347, ptr %v348, i32 4, <16 x i1> %v32), !alias.scope !3, !noalias !11
  %v349 = select contract <16 x i1> %v32, <16 x float> %v292, <16 x float> zeroinitializer
  %v350 = fadd contract <16 x float> %v349, %v35
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
  %v372 = getelementptr i8, ptr %v324, i64 320
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v371, ptr %v372, i32 4, <16 x i1> %v32), !alias.scope !3, !noalias !11
  %v373 = select contract <16 x i1> %v32, <16 x float> %v298, <16 x float> zeroinitializer
  %v374 = fadd contract <16 x float> %v373, %v35
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
  %v396 = getelementptr i8, ptr %v324, i64 480
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v395, ptr %v396, i32 4, <16 x i1> %v32), !alias.scope !3, !noalias !11
  br i1 %v222, label %v37, label %v14

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
