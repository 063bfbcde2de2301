; softmax:M=16,N=256,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_softmax_f32_m16_n256'
source_filename = "ktune_softmax_f32_m16_n256"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_softmax_f32_m16_n256(ptr noalias %v0, ptr noalias %v1) local_unnamed_addr #0 {
v2:
  %v3 = alloca [2 x i64], align 64
  store ptr %v0, ptr %v3, align 64
  %v4 = getelementptr inbounds i8, ptr %v3, i64 8
  store ptr %v1, ptr %v4, align 8
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_softmax_f32_m16_n256.parallel0, ptr nonnull %v3) #4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_softmax_f32_m16_n256.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = alloca [256 x float], align 64
  %v5 = load ptr, ptr %v0, align 8
  %v6 = getelementptr inbounds i8, ptr %v0, i64 8
  %v7 = load ptr, ptr %v6, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %v4)
  %v8 = icmp slt i64 %v1, %v2
  br i1 %v8, label %v9, label %v10

v9:                               ; preds = %v3
  %v11 = getelementptr i8, ptr %v5, i64 1024
  %v12 = getelementptr i8, ptr %v5, i64 1088
  %v13 = getelementptr i8, ptr %v5, i64 1152
  %v14 = getelementptr i8, ptr %v5, i64 1216
  %v15 = getelementptr i8, ptr %v5, i64 1280
  %v16 = getelementptr inbounds i8, ptr %v4, i64 256
  %v17 = getelementptr inbounds i8, ptr %v4, i64 512
  %v18 = getelementptr inbounds i8, ptr %v4, i64 768
  br label %v19

v19:                                         ; preds = %v9, %v20
  %v21 = phi i64 [ %v22, %v20 ], [ %v1, %v9 ]
  %v23 = shl nsw i64 %v21, 8
  %v24 = getelementptr float, ptr %v5, i64 %v23
  %v25 = load <64 x float>, ptr %v24, align 4, !alias.scope !0, !noalias !3
  %v26 = getelementptr i8, ptr %v24, i64 256
  %v27 = load <64 x float>, ptr %v26, align 4, !alias.scope !0, !noalias !3
  %v28 = fcmp contract ogt <64 x float> %v25, %v27
  %v29 = select contract <64 x i1> %v28, <64 x float> %v25, <64 x float> %v27
  %v30 = getelementptr i8, ptr %v24, i64 512
  %v31 = load <64 x float>, ptr %v30, align 4, !alias.scope !0, !noalias !3
  %v32 = fcmp contract ogt <64 x float> %v29, %v31
  %v33 = select contract <64 x i1> %v32, <64 x float> %v29, <64 x float> %v31
  %v34 = getelementptr i8, ptr %v24, i64 768
  %v35 = load <64 x float>, ptr %v34, align 4, !alias.scope !0, !noalias !3
  %v36 = fcmp contract ogt <64 x float> %v33, %v35
  %v37 = select contract <64 x i1> %v36, <64 x float> %v33, <64 x float> %v35
  %v38 = shufflevector <64 x float> %v37, <64 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v39 = shufflevector <64 x float> %v37, <64 x float> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v40 = fcmp contract ogt <32 x float> %v38, %v39
  %v41 = select contract <32 x i1> %v40, <32 x float> %v38, <32 x float> %v39
  %v42 = shufflevector <32 x float> %v41, <32 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v43 = shufflevector <32 x float> %v41, <32 x float> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v44 = fcmp contract ogt <16 x float> %v42, %v43
  %v45 = select contract <16 x i1> %v44, <16 x float> %v42, <16 x float> %v43
  %v46 = shufflevector <16 x float> %v45, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v47 = shufflevector <16 x float> %v45, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v48 = fcmp contract ogt <8 x float> %v46, %v47
  %v49 = select contract <8 x i1> %v48, <8 x float> %v46, <8 x float> %v47
  %v50 = shufflevector <8 x float> %v49, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v51 = shufflevector <8 x float> %v49, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v52 = fcmp contract ogt <4 x float> %v50, %v51
  %v53 = select contract <4 x i1> %v52, <4 x float> %v50, <4 x float> %v51
  %v54 = shufflevector <4 x float> %v53, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v55 = shufflevector <4 x float> %v53, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v56 = fcmp contract ogt <2 x float> %v54, %v55
  %v57 = select contract <2 x i1> %v56, <2 x float> %v54, <2 x float> %v55
  %v58 = extractelement <2 x float> %v57, i64 0
  %v59 = extractelement <2 x float> %v57, i64 1
  %v60 = fcmp contract ogt float %v58, %v59
  %v61 = select contract i1 %v60, float %v58, float %v59
  %v62 = insertelement <64 x float> poison, float %v61, i64 0
  %v63 = shufflevector <64 x float> %v62, <64 x float> poison, <64 x i32> zeroinitializer
  br label %v64

v64:                                  ; preds = %v65, %v19
  %v66 = phi i64 [ 0, %v19 ], [ %v67, %v65 ]
  %v68 = mul nuw nsw i64 %v66, 80
  %v69 = add nsw i64 %v68, %v23
  %v70 = icmp slt i64 %v69, 3840
  br i1 %v70, label %v71, label %v72

v71:                                        ; preds = %v64
  %v73 = getelementptr float, ptr %v11, i64 %v69
  tail call void @llvm.prefetch.p0(ptr %v73, i32 0, i32 2, i32 1), !noalias !3
  %v74 = icmp slt i64 %v69, 3824
  br i1 %v74, label %v75, label %v72

v72:                                ; preds = %v71, %v64
  %v76 = icmp ult i64 %v66, 3
  br label %v65

v75:                                       ; preds = %v71
  %v77 = getelementptr float, ptr %v12, i64 %v69
  tail call void @llvm.prefetch.p0(ptr %v77, i32 0, i32 2, i32 1), !noalias !3
  %v78 = icmp ult i64 %v66, 3
  %v79 = icmp slt i64 %v69, 3808
  %v80 = and i1 %v78, %v79
  br i1 %v80, label %v81, label %v82

v81:                                       ; preds = %v75
  %v83 = getelementptr float, ptr %v13, i64 %v69
  tail call void @llvm.prefetch.p0(ptr %v83, i32 0, i32 2, i32 1), !noalias !3
  br label %v82

v82:                                       ; preds = %v81, %v75
  %v84 = icmp slt i64 %v69, 3792
  %v85 = and i1 %v78, %v84
  br i1 %v85, label %v86, label %v87

v86:                                       ; preds = %v82
  %v88 = getelementptr float, ptr %v14, i64 %v69
  tail call void @llvm.prefetch.p0(ptr %v88, i32 0, i32 2, i32 1), !noalias !3
  br label %v87

v87:                                       ; preds = %v86, %v82
  %v89 = icmp slt i64 %v69, 3776
  %v90 = and i1 %v78, %v89
  br i1 %v90, label %v91, label %v65

v91:                                      ; preds = %v87
  %v92 = getelementptr float, ptr %v15, i64 %v69
  tail call void @llvm.prefetch.p0(ptr %v92, i32 0, i32 2, i32 1), !noalias !3
  br label %v65

v65:                                      ; preds = %v72, %v91, %v87
  %v93 = phi i1 [ %v76, %v72 ], [ true, %v91 ], [ %v78, %v87 ]
  %v94 = shl nsw i64 %v66, 6
  %v95 = getelementptr float, ptr %v24, i64 %v94
  %v96 = load <64 x float>, ptr %v95, align 4, !alias.scope !0, !noalias !3
  %v97 = fsub contract <64 x float> %v96, %v63
  %v98 = tail call <64 x float> @llvm.fmuladd.v64f32(<64 x float> %v97, <64 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <64 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %v99 = fadd <64 x float> %v98, <float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000>
  %v100 = tail call <64 x float> @llvm.fmuladd.v64f32(<64 x float> %v99, <64 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <64 x float> %v97)
  %v101 = tail call <64 x float> @llvm.fmuladd.v64f32(<64 x float> %v99, <64 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <64 x float> %v100)
  %v102 = tail call <64 x float> @llvm.fmuladd.v64f32(<64 x float> %v101, <64 x float> <float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000>, <64 x float> <float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000>)
  %v103 = tail call <64 x float> @llvm.fmuladd.v64f32(<64 x float> %v102, <64 x float> %v101, <64 x float> <float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000>)
  %v104 = tail call <64 x float> @llvm.fmuladd.v64f32(<64 x float> %v103, <64 x float> %v101, <64 x float> <float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000>)
  %v105 = tail call <64 x float> @llvm.fmuladd.v64f32(<64 x float> %v104, <64 x float> %v101, <64 x float> <float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000>)
  %v106 = tail call <64 x float> @llvm.fmuladd.v64f32(<64 x float> %v105, <64 x float> %v101, <64 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %v107 = tail call <64 x float> @llvm.fmuladd.v64f32(<64 x float> %v106, <64 x float> %v101, <64 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %v108 = bitcast <64 x float> %v98 to <64 x i32>
  %v109 = shl <64 x i32> %v108, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %v110 = bitcast <64 x float> %v107 to <64 x i32>
  %v111 = add <64 x i32> %v109, %v110
  %v112 = bitcast <64 x i32> %v111 to <64 x float>
  %v113 = fcmp olt <64 x float> %v97, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %v114 = select <64 x i1> %v113, <64 x float> zeroinitializer, <64 x float> %v112
  %v115 = fadd <64 x float> %v97, <float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000>
  %v116 = fcmp olt <64 x float> %v97, <float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000>
  %v117 = select <64 x i1> %v116, <64 x float> %v114, <64 x float> %v115
  %v118 = getelementptr inbounds float, ptr %v4, i64 %v94
  store <64 x float> %v117, ptr %v118, align 64, !noalias !5
  %v67 = add nuw nsw i64 %v66, 1
  br i1 %v93, label %v64, label %v20

v20:                       ; preds = %v65
  %v119 = load <64 x float>, ptr %v4, align 64, !noalias !5
  %v120 = fadd contract <64 x float> %v119, zeroinitializer
  %v121 = load <64 x float>, ptr %v16, align 64, !noalias !5
  %v122 = fadd contract <64 x float> %v120, %v121
  %v123 = load <64 x float>, ptr %v17, align 64, !noalias !5
  %v124 = fadd contract <64 x float> %v122, %v123
  %v125 = load <64 x float>, ptr %v18, align 64, !noalias !5
  %v126 = fadd contract <64 x float> %v124, %v125
  %v127 = shufflevector <64 x float> %v126, <64 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v128 = shufflevector <64 x float> %v126, <64 x float> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v129 = fadd contract <32 x float> %v127, %v128
  %v130 = shufflevector <32 x float> %v129, <32 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v131 = shufflevector <32 x float> %v129, <32 x float> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v132 = fadd contract <16 x float> %v130, %v131
  %v133 = shufflevector <16 x float> %v132, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v134 = shufflevector <16 x float> %v132, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v135 = fadd contract <8 x float> %v133, %v134
  %v136 = shufflevector <8 x float> %v135, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v137 = shufflevector <8 x float> %v135, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v138 = fadd contract <4 x float> %v136, %v137
  %v139 = shufflevector <4 x float> %v138, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v140 = shufflevector <4 x float> %v138, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v141 = fadd contract <2 x float> %v139, %v140
  %v142 = shufflevector <2 x float> %v141, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %v143 = fadd contract <2 x float> %v141, %v142
  %v144 = extractelement <2 x float> %v143, i64 0
  %v145 = fadd contract float %v144, 0.000000e+00
  %v146 = fdiv contract float 1.000000e+00, %v145
  %v147 = insertelement <64 x float> poison, float %v146, i64 0
  %v148 = shufflevector <64 x float> %v147, <64 x float> poison, <64 x i32> zeroinitializer
  %v149 = getelementptr float, ptr %v7, i64 %v23
  %v150 = fmul contract <64 x float> %v148, %v119
  store <64 x float> %v150, ptr %v149, align 4, !alias.scope !3, !noalias !0
  %v151 = fmul contract <64 x float> %v148, %v121
  %v152 = getelementptr i8, ptr %v149, i64 256
  store <64 x float> %v151, ptr %v152, align 4, !alias.scope !3, !noalias !0
  %v153 = fmul contract <64 x float> %v148, %v123
  %v154 = getelementptr i8, ptr %v149, i64 512
  store <64 x float> %v153, ptr %v154, align 4, !alias.scope !3, !noalias !0
  %v155 = fmul contract <64 x float> %v148, %v125
  %v156 = getelementptr i8, ptr %v149, i64 768
  store <64 x float> %v155, ptr %v156, align 4, !alias.scope !3, !noalias !0
  %v22 = add nuw nsw i64 %v21, 1
  %v157 = icmp eq i64 %v22, %v2
  br i1 %v157, label %v10, label %v19

v10:   ; preds = %v20, %v3
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %v4)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <64 x float> @llvm.fmuladd.v64f32(<64 x float>, <64 x float>, <64 x float>) #3

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_softmax_f32_m16_n256_packed(ptr nocapture readonly %v0) local_unnamed_addr #4 {
v1:
  %v2 = alloca [2 x i64], align 64
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %v2)
  %v3 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v3, ptr %v2, align 64, !noalias !6
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_softmax_f32_m16_n256.parallel0, ptr nonnull %v2) #4
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %v2)
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
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_softmax_f32_m16_n256.parallel0.task: %X"}
!2 = distinct !{!2, !"ktune_softmax_f32_m16_n256.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_softmax_f32_m16_n256.parallel0.task: %Y"}
!5 = !{!1, !4}
!6 = !{!7, !9}
!7 = distinct !{!7, !8, !"ktune_softmax_f32_m16_n256: %X"}
!8 = distinct !{!8, !"ktune_softmax_f32_m16_n256"}
!9 = distinct !{!9, !8, !"ktune_softmax_f32_m16_n256: %Y"}
