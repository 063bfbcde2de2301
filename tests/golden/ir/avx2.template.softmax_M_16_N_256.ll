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
  %v11 = getelementptr inbounds i8, ptr %v4, i64 64
  %v12 = getelementptr inbounds i8, ptr %v4, i64 128
  %v13 = getelementptr inbounds i8, ptr %v4, i64 192
  %v14 = getelementptr inbounds i8, ptr %v4, i64 256
  %v15 = getelementptr inbounds i8, ptr %v4, i64 320
  %v16 = getelementptr inbounds i8, ptr %v4, i64 384
  %v17 = getelementptr inbounds i8, ptr %v4, i64 448
  %v18 = getelementptr inbounds i8, ptr %v4, i64 512
  %v19 = getelementptr inbounds i8, ptr %v4, i64 576
  %v20 = getelementptr inbounds i8, ptr %v4, i64 640
  %v21 = getelementptr inbounds i8, ptr %v4, i64 704
  %v22 = getelementptr inbounds i8, ptr %v4, i64 768
  %v23 = getelementptr inbounds i8, ptr %v4, i64 832
  %v24 = getelementptr inbounds i8, ptr %v4, i64 896
  %v25 = getelementptr inbounds i8, ptr %v4, i64 960
  br label %v26

v26:                                         ; preds = %v9, %v27
  %v28 = phi i64 [ %v29, %v27 ], [ %v1, %v9 ]
  %v30 = shl nsw i64 %v28, 8
  %v31 = getelementptr float, ptr %v5, i64 %v30
  %v32 = load <16 x float>, ptr %v31, align 4, !alias.scope !0, !noalias !3
  %v33 = getelementptr i8, ptr %v31, i64 64
  %v34 = load <16 x float>, ptr %v33, align 4, !alias.scope !0, !noalias !3
  %v35 = fcmp contract ogt <16 x float> %v32, %v34
  %v36 = select contract <16 x i1> %v35, <16 x float> %v32, <16 x float> %v34
  %v37 = getelementptr i8, ptr %v31, i64 128
  %v38 = load <16 x float>, ptr %v37, align 4, !alias.scope !0, !noalias !3
  %v39 = fcmp contract ogt <16 x float> %v36, %v38
  %v40 = select contract <16 x i1> %v39, <16 x float> %v36, <16 x float> %v38
  %v41 = getelementptr i8, ptr %v31, i64 192
  %v42 = load <16 x float>, ptr %v41, align 4, !alias.scope !0, !noalias !3
  %v43 = fcmp contract ogt <16 x float> %v40, %v42
  %v44 = select contract <16 x i1> %v43, <16 x float> %v40, <16 x float> %v42
  %v45 = getelementptr i8, ptr %v31, i64 256
  %v46 = load <16 x float>, ptr %v45, align 4, !alias.scope !0, !noalias !3
  %v47 = fcmp contract ogt <16 x float> %v44, %v46
  %v48 = select contract <16 x i1> %v47, <16 x float> %v44, <16 x float> %v46
  %v49 = getelementptr i8, ptr %v31, i64 320
  %v50 = load <16 x float>, ptr %v49, align 4, !alias.scope !0, !noalias !3
  %v51 = fcmp contract ogt <16 x float> %v48, %v50
  %v52 = select contract <16 x i1> %v51, <16 x float> %v48, <16 x float> %v50
  %v53 = getelementptr i8, ptr %v31, i64 384
  %v54 = load <16 x float>, ptr %v53, align 4, !alias.scope !0, !noalias !3
  %v55 = fcmp contract ogt <16 x float> %v52, %v54
  %v56 = select contract <16 x i1> %v55, <16 x float> %v52, <16 x float> %v54
  %v57 = getelementptr i8, ptr %v31, i64 448
  %v58 = load <16 x float>, ptr %v57, align 4, !alias.scope !0, !noalias !3
  %v59 = fcmp contract ogt <16 x float> %v56, %v58
  %v60 = select contract <16 x i1> %v59, <16 x float> %v56, <16 x float> %v58
  %v61 = getelementptr i8, ptr %v31, i64 512
  %v62 = load <16 x float>, ptr %v61, align 4, !alias.scope !0, !noalias !3
  %v63 = fcmp contract ogt <16 x float> %v60, %v62
  %v64 = select contract <16 x i1> %v63, <16 x float> %v60, <16 x float> %v62
  %v65 = getelementptr i8, ptr %v31, i64 576
  %v66 = load <16 x float>, ptr %v65, align 4, !alias.scope !0, !noalias !3
  %v67 = fcmp contract ogt <16 x float> %v64, %v66
  %v68 = select contract <16 x i1> %v67, <16 x float> %v64, <16 x float> %v66
  %v69 = getelementptr i8, ptr %v31, i64 640
  %v70 = load <16 x float>, ptr %v69, align 4, !alias.scope !0, !noalias !3
  %v71 = fcmp contract ogt <16 x float> %v68, %v70
  %v72 = select contract <16 x i1> %v71, <16 x float> %v68, <16 x float> %v70
  %v73 = getelementptr i8, ptr %v31, i64 704
  %v74 = load <16 x float>, ptr %v73, align 4, !alias.scope !0, !noalias !3
  %v75 = fcmp contract ogt <16 x float> %v72, %v74
  %v76 = select contract <16 x i1> %v75, <16 x float> %v72, <16 x float> %v74
  %v77 = getelementptr i8, ptr %v31, i64 768
  %v78 = load <16 x float>, ptr %v77, align 4, !alias.scope !0, !noalias !3
  %v79 = fcmp contract ogt <16 x float> %v76, %v78
  %v80 = select contract <16 x i1> %v79, <16 x float> %v76, <16 x float> %v78
  %v81 = getelementptr i8, ptr %v31, i64 832
  %v82 = load <16 x float>, ptr %v81, align 4, !alias.scope !0, !noalias !3
  %v83 = fcmp contract ogt <16 x float> %v80, %v82
  %v84 = select contract <16 x i1> %v83, <16 x float> %v80, <16 x float> %v82
  %v85 = getelementptr i8, ptr %v31, i64 896
  %v86 = load <16 x float>, ptr %v85, align 4, !alias.scope !0, !noalias !3
  %v87 = fcmp contract ogt <16 x float> %v84, %v86
  %v88 = select contract <16 x i1> %v87, <16 x float> %v84, <16 x float> %v86
  %v89 = getelementptr i8, ptr %v31, i64 960
  %v90 = load <16 x float>, ptr %v89, align 4, !alias.scope !0, !noalias !3
  %v91 = fcmp contract ogt <16 x float> %v88, %v90
  %v92 = select contract <16 x i1> %v91, <16 x float> %v88, <16 x float> %v90
  %v93 = shufflevector <16 x float> %v92, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v94 = shufflevector <16 x float> %v92, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v95 = fcmp contract ogt <8 x float> %v93, %v94
  %v96 = select contract <8 x i1> %v95, <8 x float> %v93, <8 x float> %v94
  %v97 = shufflevector <8 x float> %v96, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v98 = shufflevector <8 x float> %v96, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v99 = fcmp contract ogt <4 x float> %v97, %v98
  %v100 = select contract <4 x i1> %v99, <4 x float> %v97, <4 x float> %v98
  %v101 = shufflevector <4 x float> %v100, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v102 = shufflevector <4 x float> %v100, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v103 = fcmp contract ogt <2 x float> %v101, %v102
  %v104 = select contract <2 x i1> %v103, <2 x float> %v101, <2 x float> %v102
  %v105 = extractelement <2 x float> %v104, i64 0
  %v106 = extractelement <2 x float> %v104, i64 1
  %v107 = fcmp contract ogt float %v105, %v106
  %v108 = select contract i1 %v107, float %v105, float %v106
  %v109 = insertelement <32 x float> poison, float %v108, i64 0
  %v110 = shufflevector <32 x float> %v109, <32 x float> poison, <32 x i32> zeroinitializer
  br label %v111

v111:                                  ; preds = %v111, %v26
  %v112 = phi i64 [ 0, %v26 ], [ %v113, %v111 ]
  %v114 = shl nuw nsw i64 %v112, 5
  %v115 = getelementptr float, ptr %v31, i64 %v114
  %v116 = load <32 x float>, ptr %v115, align 4, !alias.scope !0, !noalias !3
  %v117 = fsub contract <32 x float> %v116, %v110
  %v118 = tail call contract <32 x float> @llvm.maxnum.v32f32(<32 x float> %v117, <32 x float> <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>)
  %v119 = tail call contract <32 x float> @llvm.minnum.v32f32(<32 x float> %v118, <32 x float> <float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000>)
  %v120 = tail call contract <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v119, <32 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <32 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %v121 = tail call contract <32 x float> @llvm.floor.v32f32(<32 x float> %v120)
  %v122 = tail call contract <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v121, <32 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <32 x float> %v119)
  %v123 = tail call contract <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v121, <32 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <32 x float> %v122)
  %v124 = tail call contract <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v123, <32 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <32 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %v125 = tail call contract <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v124, <32 x float> %v123, <32 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %v126 = tail call contract <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v125, <32 x float> %v123, <32 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %v127 = tail call contract <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v126, <32 x float> %v123, <32 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %v128 = tail call contract <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v127, <32 x float> %v123, <32 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %v129 = tail call contract <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v128, <32 x float> %v123, <32 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %v130 = tail call contract <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v129, <32 x float> %v123, <32 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %v131 = fptosi <32 x float> %v121 to <32 x i32>
  %v132 = shl <32 x i32> %v131, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %v133 = bitcast <32 x float> %v130 to <32 x i32>
  %v134 = add <32 x i32> %v132, %v133
  %v135 = bitcast <32 x i32> %v134 to <32 x float>
  %v136 = fcmp contract olt <32 x float> %v117, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %v137 = select contract <32 x i1> %v136, <32 x float> zeroinitializer, <32 x float> %v135
  %v138 = fcmp contract ogt <32 x float> %v117, <float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000>
  %v139 = select contract <32 x i1> %v138, <32 x float> <float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000>, <32 x float> %v137
  %v140 = fcmp contract uno <32 x float> %v117, zeroinitializer
  %v141 = select contract <32 x i1> %v140, <32 x float> %v117, <32 x float> %v139
  %v142 = getelementptr inbounds float, ptr %v4, i64 %v114
  store <32 x float> %v141, ptr %v142, align 64, !noalias !5
  %v113 = add nuw nsw i64 %v112, 1
  %v143 = icmp eq i64 %v113, 8
  br i1 %v143, label %v27, label %v111

v27:                        ; preds = %v111
  %v144 = load <16 x float>, ptr %v4, align 64, !noalias !5
  %v145 = fadd contract <16 x float> %v144, zeroinitializer
  %v146 = load <16 x float>, ptr %v11, align 64, !noalias !5
  %v147 = fadd contract <16 x float> %v145, %v146
  %v148 = load <16 x float>, ptr %v12, align 64, !noalias !5
  %v149 = fadd contract <16 x float> %v147, %v148
  %v150 = load <16 x float>, ptr %v13, align 64, !noalias !5
  %v151 = fadd contract <16 x float> %v149, %v150
  %v152 = load <16 x float>, ptr %v14, align 64, !noalias !5
  %v153 = fadd contract <16 x float> %v151, %v152
  %v154 = load <16 x float>, ptr %v15, align 64, !noalias !5
  %v155 = fadd contract <16 x float> %v153, %v154
  %v156 = load <16 x float>, ptr %v16, align 64, !noalias !5
  %v157 = fadd contract <16 x float> %v155, %v156
  %v158 = load <16 x float>, ptr %v17, align 64, !noalias !5
  %v159 = fadd contract <16 x float> %v157, %v158
  %v160 = load <16 x float>, ptr %v18, align 64, !noalias !5
  %v161 = fadd contract <16 x float> %v159, %v160
  %v162 = load <16 x float>, ptr %v19, align 64, !noalias !5
  %v163 = fadd contract <16 x float> %v161, %v162
  %v164 = load <16 x float>, ptr %v20, align 64, !noalias !5
  %v165 = fadd contract <16 x float> %v163, %v164
  %v166 = load <16 x float>, ptr %v21, align 64, !noalias !5
  %v167 = fadd contract <16 x float> %v165, %v166
  %v168 = load <16 x float>, ptr %v22, align 64, !noalias !5
  %v169 = fadd contract <16 x float> %v167, %v168
  %v170 = load <16 x float>, ptr %v23, align 64, !noalias !5
  %v171 = fadd contract <16 x float> %v169, %v170
  %v172 = load <16 x float>, ptr %v24, align 64, !noalias !5
  %v173 = fadd contract <16 x float> %v171, %v172
  %v174 = load <16 x float>, ptr %v25, align 64, !noalias !5
  %v175 = fadd contract <16 x float> %v173, %v174
  %v176 = shufflevector <16 x float> %v175, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v177 = shufflevector <16 x float> %v175, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v178 = fadd contract <8 x float> %v176, %v177
  %v179 = shufflevector <8 x float> %v178, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v180 = shufflevector <8 x float> %v178, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v181 = fadd contract <4 x float> %v179, %v180
  %v182 = shufflevector <4 x float> %v181, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v183 = shufflevector <4 x float> %v181, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v184 = fadd contract <2 x float> %v182, %v183
  %v185 = shufflevector <2 x float> %v184, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %v186 = fadd contract <2 x float> %v184, %v185
  %v187 = extractelement <2 x float> %v186, i64 0
  %v188 = fadd contract float %v187, 0.000000e+00
  %v189 = fdiv contract float 1.000000e+00, %v188
  %v190 = insertelement <32 x float> poison, float %v189, i64 0
  %v191 = shufflevector <32 x float> %v190, <32 x float> poison, <32 x i32> zeroinitializer
  %v192 = getelementptr float, ptr %v7, i64 %v30
  %v193 = load <32 x float>, ptr %v4, align 64, !noalias !5
  %v194 = fmul contract <32 x float> %v191, %v193
  store <32 x float> %v194, ptr %v192, align 4, !alias.scope !3, !noalias !0
  %v195 = load <32 x float>, ptr %v12, align 64, !noalias !5
  %v196 = fmul contract <32 x float> %v191, %v195
  %v197 = getelementptr i8, ptr %v192, i64 128
  store <32 x float> %v196, ptr %v197, align 4, !alias.scope !3, !noalias !0
  %v198 = load <32 x float>, ptr %v14, align 64, !noalias !5
  %v199 = fmul contract <32 x float> %v191, %v198
  %v200 = getelementptr i8, ptr %v192, i64 256
  store <32 x float> %v199, ptr %v200, align 4, !alias.scope !3, !noalias !0
  %v201 = load <32 x float>, ptr %v16, align 64, !noalias !5
  %v202 = fmul contract <32 x float> %v191, %v201
  %v203 = getelementptr i8, ptr %v192, i64 384
  store <32 x float> %v202, ptr %v203, align 4, !alias.scope !3, !noalias !0
  %v204 = load <32 x float>, ptr %v18, align 64, !noalias !5
  %v205 = fmul contract <32 x float> %v191, %v204
  %v206 = getelementptr i8, ptr %v192, i64 512
  store <32 x float> %v205, ptr %v206, align 4, !alias.scope !3, !noalias !0
  %v207 = load <32 x float>, ptr %v20, align 64, !noalias !5
  %v208 = fmul contract <32 x float> %v191, %v207
  %v209 = getelementptr i8, ptr %v192, i64 640
  store <32 x float> %v208, ptr %v209, align 4, !alias.scope !3, !noalias !0
  %v210 = load <32 x float>, ptr %v22, align 64, !noalias !5
  %v211 = fmul contract <32 x float> %v191, %v210
  %v212 = getelementptr i8, ptr %v192, i64 768
  store <32 x float> %v211, ptr %v212, align 4, !alias.scope !3, !noalias !0
  %v213 = load <32 x float>, ptr %v24, align 64, !noalias !5
  %v214 = fmul contract <32 x float> %v191, %v213
  %v215 = getelementptr i8, ptr %v192, i64 896
  store <32 x float> %v214, ptr %v215, align 4, !alias.scope !3, !noalias !0
  %v29 = add nuw nsw i64 %v28, 1
  %v216 = icmp eq i64 %v29, %v2
  br i1 %v216, label %v10, label %v26

v10:   ; preds = %v27, %v3
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %v4)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x float> @llvm.maxnum.v32f32(<32 x float>, <32 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x float> @llvm.minnum.v32f32(<32 x float>, <32 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x float> @llvm.fmuladd.v32f32(<32 x float>, <32 x float>, <32 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x float> @llvm.floor.v32f32(<32 x float>) #2

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
