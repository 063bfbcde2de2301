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
  %v70 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v69, <32 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <32 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %v71 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v70, <32 x float> %v69, <32 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %v72 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v71, <32 x float> %v69, <32 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %v73 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v72, <32 x float> %v69, <32 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %v74 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v73, <32 x float> %v69, <32 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %v75 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v74, <32 x float> %v69, <32 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %v76 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v75, <32 x float> %v69, <32 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %v77 = bitcast <32 x float> %v66 to <32 x i32>
  %v78 = shl <32 x i32> %v77, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %v79 = bitcast <32 x float> %v76 to <32 x i32>
  %v80 = add <32 x i32> %v78, %v79
  %v81 = bitcast <32 x i32> %v80 to <32 x float>
  %v82 = fcmp olt <32 x float> %v65, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %v83 = select <32 x i1> %v82, <32 x float> zeroinitializer, <32 x float> %v81
  %v84 = fadd <32 x float> %v65, <float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000>
  %v85 = fcmp olt <32 x float> %v65, <float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000>
  %v86 = select <32 x i1> %v85, <32 x float> %v83, <32 x float> %v84
  %v87 = getelementptr inbounds float, ptr %v4, i64 %v62
  store <32 x float> %v86, ptr %v87, align 64, !noalias !5
  %v61 = add nuw nsw i64 %v60, 1
  %v88 = icmp eq i64 %v61, 8
  br i1 %v88, label %v15, label %v59

v15:                        ; preds = %v59
  %v89 = load <64 x float>, ptr %v4, align 64
  %v90 = fadd contract <64 x float> %v89, zeroinitializer
  %v91 = load <64 x float>, ptr %v11, align 64
  %v92 = fadd contract <64 x float> %v90, %v91
  %v93 = load <64 x float>, ptr %v12, align 64
  %v94 = fadd contract <64 x float> %v92, %v93
  %v95 = load <64 x float>, ptr %v13, align 64
  %v96 = fadd contract <64 x float> %v94, %v95
  %v97 = shufflevector <64 x float> %v96, <64 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v98 = shufflevector <64 x float> %v96, <64 x float> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v99 = fadd contract <32 x float> %v97, %v98
  %v100 = shufflevector <32 x float> %v99, <32 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v101 = shufflevector <32 x float> %v99, <32 x float> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v102 = fadd contract <16 x float> %v100, %v101
  %v103 = shufflevector <16 x float> %v102, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v104 = shufflevector <16 x float> %v102, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v105 = fadd contract <8 x float> %v103, %v104
  %v106 = shufflevector <8 x float> %v105, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v107 = shufflevector <8 x float> %v105, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v108 = fadd contract <4 x float> %v106, %v107
  %v109 = shufflevector <4 x float> %v108, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v110 = shufflevector <4 x float> %v108, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v111 = fadd contract <2 x float> %v109, %v110
  %v112 = shufflevector <2 x float> %v111, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %v113 = fadd contract <2 x float> %v111, %v112
  %v114 = extractelement <2 x float> %v113, i64 0
  %v115 = fadd contract float %v114, 0.000000e+00
  %v116 = fdiv contract float 1.000000e+00, %v115
  %v117 = insertelement <32 x float> poison, float %v116, i64 0
  %v118 = shufflevector <32 x float> %v117, <32 x float> poison, <32 x i32> zeroinitializer
  %v119 = getelementptr float, ptr %v7, i64 %v18
  %v120 = shufflevector <64 x float> %v89, <64 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v121 = fmul contract <32 x float> %v118, %v120
  store <32 x float> %v121, ptr %v119, align 4, !alias.scope !3, !noalias !0
  %v122 = bitcast <64 x float> %v89 to <2 x i1024>
  %v123 = extractelement <2 x i1024> %v122, i64 1
  %v124 = bitcast i1024 %v123 to <32 x float>
  %v125 = fmul contract <32 x float> %v118, %v124
  %v126 = getelementptr i8, ptr %v119, i64 128
  store <32 x float> %v125, ptr %v126, align 4, !alias.scope !3, !noalias !0
  %v127 = shufflevector <64 x float> %v91, <64 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v128 = fmul contract <32 x float> %v118, %v127
  %v129 = getelementptr i8, ptr %v119, i64 256
  store <32 x float> %v128, ptr %v129, align 4, !alias.scope !3, !noalias !0
  %v130 = bitcast <64 x float> %v91 to <2 x i1024>
  %v131 = extractelement <2 x i1024> %v130, i64 1
  %v132 = bitcast i1024 %v131 to <32 x float>
  %v133 = fmul contract <32 x float> %v118, %v132
  %v134 = getelementptr i8, ptr %v119, i64 384
  store <32 x float> %v133, ptr %v134, align 4, !alias.scope !3, !noalias !0
  %v135 = shufflevector <64 x float> %v93, <64 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v136 = fmul contract <32 x float> %v118, %v135
  %v137 = getelementptr i8, ptr %v119, i64 512
  store <32 x float> %v136, ptr %v137, align 4, !alias.scope !3, !noalias !0
  %v138 = bitcast <64 x float> %v93 to <2 x i1024>
  %v139 = extractelement <2 x i1024> %v138, i64 1
  %v140 = bitcast i1024 %v139 to <32 x float>
  %v141 = fmul contract <32 x float> %v118, %v140
  %v142 = getelementptr i8, ptr %v119, i64 640
  store <32 x float> %v141, ptr %v142, align 4, !alias.scope !3, !noalias !0
  %v143 = shufflevector <64 x float> %v95, <64 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v144 = fmul contract <32 x float> %v118, %v143
  %v145 = getelementptr i8, ptr %v119, i64 768
  store <32 x float> %v144, ptr %v145, align 4, !alias.scope !3, !noalias !0
  %v146 = bitcast <64 x float> %v95 to <2 x i1024>
  %v147 = extractelement <2 x i1024> %v146, i64 1
  %v148 = bitcast i1024 %v147 to <32 x float>
  %v149 = fmul contract <32 x float> %v118, %v148
  %v150 = getelementptr i8, ptr %v119, i64 896
  store <32 x float> %v149, ptr %v150, align 4, !alias.scope !3, !noalias !0
  %v17 = add nuw nsw i64 %v16, 1
  %v151 = icmp eq i64 %v17, %v2
  br i1 %v151, label %v10, label %v14

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
