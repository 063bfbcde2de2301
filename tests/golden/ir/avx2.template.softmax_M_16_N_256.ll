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
  %v11 = getelementptr inbounds i8, ptr %v4, i64 256
  %v12 = getelementptr inbounds i8, ptr %v4, i64 512
  %v13 = getelementptr inbounds i8, ptr %v4, i64 768
  br label %v14

v14:                                         ; preds = %v9, %v15
  %v16 = phi i64 [ %v17, %v15 ], [ %v1, %v9 ]
  %v18 = shl nsw i64 %v16, 8
  %v19 = getelementptr float, ptr %v5, i64 %v18
  %v20 = load <64 x float>, ptr %v19, align 4, !alias.scope !0, !noalias !3
  %v21 = getelementptr i8, ptr %v19, i64 256
  %v22 = load <64 x float>, ptr %v21, align 4, !alias.scope !0, !noalias !3
  %v23 = fcmp contract ogt <64 x float> %v20, %v22
  %v24 = select contract <64 x i1> %v23, <64 x float> %v20, <64 x float> %v22
  %v25 = getelementptr i8, ptr %v19, i64 512
  %v26 = load <64 x float>, ptr %v25, align 4, !alias.scope !0, !noalias !3
  %v27 = fcmp contract ogt <64 x float> %v24, %v26
  %v28 = select contract <64 x i1> %v27, <64 x float> %v24, <64 x float> %v26
  %v29 = getelementptr i8, ptr %v19, i64 768
  %v30 = load <64 x float>, ptr %v29, align 4, !alias.scope !0, !noalias !3
  %v31 = fcmp contract ogt <64 x float> %v28, %v30
  %v32 = select contract <64 x i1> %v31, <64 x float> %v28, <64 x float> %v30
  %v33 = shufflevector <64 x float> %v32, <64 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v34 = shufflevector <64 x float> %v32, <64 x float> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v35 = fcmp contract ogt <32 x float> %v33, %v34
  %v36 = select contract <32 x i1> %v35, <32 x float> %v33, <32 x float> %v34
  %v37 = shufflevector <32 x float> %v36, <32 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v38 = shufflevector <32 x float> %v36, <32 x float> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v39 = fcmp contract ogt <16 x float> %v37, %v38
  %v40 = select contract <16 x i1> %v39, <16 x float> %v37, <16 x float> %v38
  %v41 = shufflevector <16 x float> %v40, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v42 = shufflevector <16 x float> %v40, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v43 = fcmp contract ogt <8 x float> %v41, %v42
  %v44 = select contract <8 x i1> %v43, <8 x float> %v41, <8 x float> %v42
  %v45 = shufflevector <8 x float> %v44, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v46 = shufflevector <8 x float> %v44, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v47 = fcmp contract ogt <4 x float> %v45, %v46
  %v48 = select contract <4 x i1> %v47, <4 x float> %v45, <4 x float> %v46
  %v49 = shufflevector <4 x float> %v48, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v50 = shufflevector <4 x float> %v48, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v51 = fcmp contract ogt <2 x float> %v49, %v50
  %v52 = select contract <2 x i1> %v51, <2 x float> %v49, <2 x float> %v50
  %v53 = extractelement <2 x float> %v52, i64 0
  %v54 = extractelement <2 x float> %v52, i64 1
  %v55 = fcmp contract ogt float %v53, %v54
  %v56 = select contract i1 %v55, float %v53, float %v54
  %v57 = insertelement <64 x float> poison, float %v56, i64 0
  %v58 = shufflevector <64 x float> %v57, <64 x float> poison, <64 x i32> zeroinitializer
  br label %v59

v59:                                  ; preds = %v60, %v14
  %v61 = phi i64 [ 0, %v14 ], [ %v62, %v60 ]
  %v63 = mul nuw nsw i64 %v61, 80
  %v64 = add nsw i64 %v63, %v18
  %v65 = icmp slt i64 %v64, 3776
  br i1 %v65, label %v66, label %v60

v66:                                        ; preds = %v59
  %v67 = getelementptr float, ptr %v5, i64 %v64
  %v68 = getelementptr i8, ptr %v67, i64 1024
  tail call void @llvm.prefetch.p0(ptr %v68, i32 0, i32 2, i32 1), !noalias !3
  %v69 = getelementptr i8, ptr %v67, i64 1088
  tail call void @llvm.prefetch.p0(ptr %v69, i32 0, i32 2, i32 1), !noalias !3
  %v70 = getelementptr i8, ptr %v67, i64 1152
  tail call void @llvm.prefetch.p0(ptr %v70, i32 0, i32 2, i32 1), !noalias !3
  %v71 = getelementptr i8, ptr %v67, i64 1216
  tail call void @llvm.prefetch.p0(ptr %v71, i32 0, i32 2, i32 1), !noalias !3
  %v72 = getelementptr i8, ptr %v67, i64 1280
  tail call void @llvm.prefetch.p0(ptr %v72, i32 0, i32 2, i32 1), !noalias !3
  br label %v60

v60:                                        ; preds = %v66, %v59
  %v73 = shl nsw i64 %v61, 6
  %v74 = getelementptr float, ptr %v19, i64 %v73
  %v75 = load <64 x float>, ptr %v74, align 4, !alias.scope !0, !noalias !3
  %v76 = fsub contract <64 x float> %v75, %v58
  %v77 = tail call <64 x float> @llvm.fmuladd.v64f32(<64 x float> %v76, <64 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <64 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %v78 = fadd <64 x float> %v77, <float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000>
  %v79 = tail call <64 x float> @llvm.fmuladd.v64f32(<64 x float> %v78, <64 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <64 x float> %v76)
  %v80 = tail call <64 x float> @llvm.fmuladd.v64f32(<64 x float> %v78, <64 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <64 x float> %v79)
  %v81 = fmul <64 x float> %v80, %v80
  %v82 = tail call <64 x float> @llvm.fmuladd.v64f32(<64 x float> %v80, <64 x float> <float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000>, <64 x float> <float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000>)
  %v83 = tail call <64 x float> @llvm.fmuladd.v64f32(<64 x float> %v80, <64 x float> <float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000>, <64 x float> <float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000>)
  %v84 = tail call <64 x float> @llvm.fmuladd.v64f32(<64 x float> %v81, <64 x float> <float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000>, <64 x float> %v83)
  %v85 = tail call <64 x float> @llvm.fmuladd.v64f32(<64 x float> %v84, <64 x float> %v81, <64 x float> %v82)
  %v86 = tail call <64 x float> @llvm.fmuladd.v64f32(<64 x float> %v85, <64 x float> %v81, <64 x float> %v80)
  %v87 = fadd <64 x float> %v86, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v88 = bitcast <64 x float> %v77 to <64 x i32>
  %v89 = shl <64 x i32> %v88, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %v90 = bitcast <64 x float> %v87 to <64 x i32>
  %v91 = add <64 x i32> %v89, %v90
  %v92 = bitcast <64 x i32> %v91 to <64 x float>
  %v93 = fcmp olt <64 x float> %v76, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %v94 = select <64 x i1> %v93, <64 x float> zeroinitializer, <64 x float> %v92
  %v95 = fadd <64 x float> %v76, <float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000>
  %v96 = fcmp olt <64 x float> %v76, <float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000>
  %v97 = select <64 x i1> %v96, <64 x float> %v94, <64 x float> %v95
  %v98 = getelementptr inbounds float, ptr %v4, i64 %v73
  store <64 x float> %v97, ptr %v98, align 64, !noalias !5
  %v62 = add nuw nsw i64 %v61, 1
  %v99 = icmp eq i64 %v62, 4
  br i1 %v99, label %v15, label %v59

v15:                        ; preds = %v60
  %v100 = load <64 x float>, ptr %v4, align 64, !noalias !5
  %v101 = fadd contract <64 x float> %v100, zeroinitializer
  %v102 = load <64 x float>, ptr %v11, align 64, !noalias !5
  %v103 = fadd contract <64 x float> %v101, %v102
  %v104 = load <64 x float>, ptr %v12, align 64, !noalias !5
  %v105 = fadd contract <64 x float> %v103, %v104
  %v106 = load <64 x float>, ptr %v13, align 64, !noalias !5
  %v107 = fadd contract <64 x float> %v105, %v106
  %v108 = shufflevector <64 x float> %v107, <64 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v109 = shufflevector <64 x float> %v107, <64 x float> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v110 = fadd contract <32 x float> %v108, %v109
  %v111 = shufflevector <32 x float> %v110, <32 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v112 = shufflevector <32 x float> %v110, <32 x float> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v113 = fadd contract <16 x float> %v111, %v112
  %v114 = shufflevector <16 x float> %v113, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v115 = shufflevector <16 x float> %v113, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v116 = fadd contract <8 x float> %v114, %v115
  %v117 = shufflevector <8 x float> %v116, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v118 = shufflevector <8 x float> %v116, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v119 = fadd contract <4 x float> %v117, %v118
  %v120 = shufflevector <4 x float> %v119, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v121 = shufflevector <4 x float> %v119, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v122 = fadd contract <2 x float> %v120, %v121
  %v123 = shufflevector <2 x float> %v122, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %v124 = fadd contract <2 x float> %v122, %v123
  %v125 = extractelement <2 x float> %v124, i64 0
  %v126 = fadd contract float %v125, 0.000000e+00
  %v127 = fdiv contract float 1.000000e+00, %v126
  %v128 = insertelement <64 x float> poison, float %v127, i64 0
  %v129 = shufflevector <64 x float> %v128, <64 x float> poison, <64 x i32> zeroinitializer
  %v130 = getelementptr float, ptr %v7, i64 %v18
  %v131 = fmul contract <64 x float> %v129, %v100
  store <64 x float> %v131, ptr %v130, align 4, !alias.scope !3, !noalias !0
  %v132 = fmul contract <64 x float> %v129, %v102
  %v133 = getelementptr i8, ptr %v130, i64 256
  store <64 x float> %v132, ptr %v133, align 4, !alias.scope !3, !noalias !0
  %v134 = fmul contract <64 x float> %v129, %v104
  %v135 = getelementptr i8, ptr %v130, i64 512
  store <64 x float> %v134, ptr %v135, align 4, !alias.scope !3, !noalias !0
  %v136 = fmul contract <64 x float> %v129, %v106
  %v137 = getelementptr i8, ptr %v130, i64 768
  store <64 x float> %v136, ptr %v137, align 4, !alias.scope !3, !noalias !0
  %v17 = add nuw nsw i64 %v16, 1
  %v138 = icmp eq i64 %v17, %v2
  br i1 %v138, label %v10, label %v14

v10:   ; preds = %v15, %v3
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
