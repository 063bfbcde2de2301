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
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_softmax_f32_m16_n256.parallel0, ptr nonnull %v3) #3
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
  %v57 = insertelement <32 x float> poison, float %v56, i64 0
  %v58 = shufflevector <32 x float> %v57, <32 x float> poison, <32 x i32> zeroinitializer
  br label %v59

v59:                                  ; preds = %v59, %v14
  %v60 = phi i64 [ 0, %v14 ], [ %v61, %v59 ]
  %v62 = shl nuw nsw i64 %v60, 5
  %v63 = getelementptr float, ptr %v19, i64 %v62
  %v64 = load <32 x float>, ptr %v63, align 4, !alias.scope !0, !noalias !3
  %v65 = fsub contract <32 x float> %v64, %v58
  %v66 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v65, <32 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <32 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %v67 = fadd <32 x float> %v66, <float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000>
  %v68 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v67, <32 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <32 x float> %v65)
  %v69 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v67, <32 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <32 x float> %v68)
  %v70 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v69, <32 x float> <float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000>, <32 x float> <float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000>)
  %v71 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v70, <32 x float> %v69, <32 x float> <float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000>)
  %v72 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v71, <32 x float> %v69, <32 x float> <float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000>)
  %v73 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v72, <32 x float> %v69, <32 x float> <float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000>)
  %v74 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v73, <32 x float> %v69, <32 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %v75 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v74, <32 x float> %v69, <32 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %v76 = bitcast <32 x float> %v66 to <32 x i32>
  %v77 = shl <32 x i32> %v76, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %v78 = bitcast <32 x float> %v75 to <32 x i32>
  %v79 = add <32 x i32> %v77, %v78
  %v80 = bitcast <32 x i32> %v79 to <32 x float>
  %v81 = fcmp olt <32 x float> %v65, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %v82 = select <32 x i1> %v81, <32 x float> zeroinitializer, <32 x float> %v80
  %v83 = fadd <32 x float> %v65, <float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000>
  %v84 = fcmp olt <32 x float> %v65, <float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000>
  %v85 = select <32 x i1> %v84, <32 x float> %v82, <32 x float> %v83
  %v86 = getelementptr inbounds float, ptr %v4, i64 %v62
  store <32 x float> %v85, ptr %v86, align 64, !noalias !5
  %v61 = add nuw nsw i64 %v60, 1
  %v87 = icmp eq i64 %v61, 8
  br i1 %v87, label %v15, label %v59

v15:                        ; preds = %v59
  %v88 = load <64 x float>, ptr %v4, align 64
  %v89 = fadd contract <64 x float> %v88, zeroinitializer
  %v90 = load <64 x float>, ptr %v11, align 64
  %v91 = fadd contract <64 x float> %v89, %v90
  %v92 = load <64 x float>, ptr %v12, align 64
  %v93 = fadd contract <64 x float> %v91, %v92
  %v94 = load <64 x float>, ptr %v13, align 64
  %v95 = fadd contract <64 x float> %v93, %v94
  %v96 = shufflevector <64 x float> %v95, <64 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v97 = shufflevector <64 x float> %v95, <64 x float> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v98 = fadd contract <32 x float> %v96, %v97
  %v99 = shufflevector <32 x float> %v98, <32 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v100 = shufflevector <32 x float> %v98, <32 x float> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v101 = fadd contract <16 x float> %v99, %v100
  %v102 = shufflevector <16 x float> %v101, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v103 = shufflevector <16 x float> %v101, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v104 = fadd contract <8 x float> %v102, %v103
  %v105 = shufflevector <8 x float> %v104, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v106 = shufflevector <8 x float> %v104, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v107 = fadd contract <4 x float> %v105, %v106
  %v108 = shufflevector <4 x float> %v107, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v109 = shufflevector <4 x float> %v107, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v110 = fadd contract <2 x float> %v108, %v109
  %v111 = shufflevector <2 x float> %v110, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %v112 = fadd contract <2 x float> %v110, %v111
  %v113 = extractelement <2 x float> %v112, i64 0
  %v114 = fadd contract float %v113, 0.000000e+00
  %v115 = fdiv contract float 1.000000e+00, %v114
  %v116 = insertelement <32 x float> poison, float %v115, i64 0
  %v117 = shufflevector <32 x float> %v116, <32 x float> poison, <32 x i32> zeroinitializer
  %v118 = getelementptr float, ptr %v7, i64 %v18
  %v119 = shufflevector <64 x float> %v88, <64 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v120 = fmul contract <32 x float> %v117, %v119
  store <32 x float> %v120, ptr %v118, align 4, !alias.scope !3, !noalias !0
  %v121 = bitcast <64 x float> %v88 to <2 x i1024>
  %v122 = extractelement <2 x i1024> %v121, i64 1
  %v123 = bitcast i1024 %v122 to <32 x float>
  %v124 = fmul contract <32 x float> %v117, %v123
  %v125 = getelementptr i8, ptr %v118, i64 128
  store <32 x float> %v124, ptr %v125, align 4, !alias.scope !3, !noalias !0
  %v126 = shufflevector <64 x float> %v90, <64 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v127 = fmul contract <32 x float> %v117, %v126
  %v128 = getelementptr i8, ptr %v118, i64 256
  store <32 x float> %v127, ptr %v128, align 4, !alias.scope !3, !noalias !0
  %v129 = bitcast <64 x float> %v90 to <2 x i1024>
  %v130 = extractelement <2 x i1024> %v129, i64 1
  %v131 = bitcast i1024 %v130 to <32 x float>
  %v132 = fmul contract <32 x float> %v117, %v131
  %v133 = getelementptr i8, ptr %v118, i64 384
  store <32 x float> %v132, ptr %v133, align 4, !alias.scope !3, !noalias !0
  %v134 = shufflevector <64 x float> %v92, <64 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v135 = fmul contract <32 x float> %v117, %v134
  %v136 = getelementptr i8, ptr %v118, i64 512
  store <32 x float> %v135, ptr %v136, align 4, !alias.scope !3, !noalias !0
  %v137 = bitcast <64 x float> %v92 to <2 x i1024>
  %v138 = extractelement <2 x i1024> %v137, i64 1
  %v139 = bitcast i1024 %v138 to <32 x float>
  %v140 = fmul contract <32 x float> %v117, %v139
  %v141 = getelementptr i8, ptr %v118, i64 640
  store <32 x float> %v140, ptr %v141, align 4, !alias.scope !3, !noalias !0
  %v142 = shufflevector <64 x float> %v94, <64 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v143 = fmul contract <32 x float> %v117, %v142
  %v144 = getelementptr i8, ptr %v118, i64 768
  store <32 x float> %v143, ptr %v144, align 4, !alias.scope !3, !noalias !0
  %v145 = bitcast <64 x float> %v94 to <2 x i1024>
  %v146 = extractelement <2 x i1024> %v145, i64 1
  %v147 = bitcast i1024 %v146 to <32 x float>
  %v148 = fmul contract <32 x float> %v117, %v147
  %v149 = getelementptr i8, ptr %v118, i64 896
  store <32 x float> %v148, ptr %v149, align 4, !alias.scope !3, !noalias !0
  %v17 = add nuw nsw i64 %v16, 1
  %v150 = icmp eq i64 %v17, %v2
  br i1 %v150, label %v10, label %v14

v10:   ; preds = %v15, %v3
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %v4)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x float> @llvm.fmuladd.v32f32(<32 x float>, <32 x float>, <32 x float>) #2

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_softmax_f32_m16_n256_packed(ptr nocapture readonly %v0) local_unnamed_addr #3 {
v1:
  %v2 = alloca [2 x i64], align 64
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %v2)
  %v3 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v3, ptr %v2, align 64, !noalias !6
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_softmax_f32_m16_n256.parallel0, ptr nonnull %v2) #3
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

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
