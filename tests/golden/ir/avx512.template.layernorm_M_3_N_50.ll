; layernorm:M=3,N=50,eps=1e-5,dtype=f32 on llvm -mcpu=x86-64-v4, schedule template
; ModuleID = 'ktune_layernorm_f32_m3_n50_eps1ep5'
source_filename = "ktune_layernorm_f32_m3_n50_eps1ep5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_layernorm_f32_m3_n50_eps1ep5(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2, ptr noalias %v3) local_unnamed_addr #0 {
v4:
  %v5 = alloca [4 x i64], align 64
  store ptr %v0, ptr %v5, align 64
  %v6 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v3, ptr %v6, align 8
  %v7 = getelementptr inbounds i8, ptr %v5, i64 16
  store ptr %v1, ptr %v7, align 16
  %v8 = getelementptr inbounds i8, ptr %v5, i64 24
  store ptr %v2, ptr %v8, align 8
  call void @ktune_parallel_for(i64 3, ptr nonnull @ktune_layernorm_f32_m3_n50_eps1ep5.parallel0, ptr nonnull %v5) #5
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_layernorm_f32_m3_n50_eps1ep5.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !7)
  %v11 = icmp slt i64 %v1, %v2
  br i1 %v11, label %v12, label %v13

v12:                               ; preds = %v3
  %v14 = load <32 x float>, ptr %v8, align 4, !alias.scope !5, !noalias !9
  %v15 = load <32 x float>, ptr %v10, align 4, !alias.scope !7, !noalias !10
  %v16 = getelementptr i8, ptr %v8, i64 128
  %v17 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v16, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison), !alias.scope !5, !noalias !9
  %v18 = getelementptr i8, ptr %v10, i64 128
  %v19 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v18, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison), !alias.scope !7, !noalias !10
  br label %v20

v20:                                         ; preds = %v12, %v20
  %v21 = phi i64 [ %v22, %v20 ], [ %v1, %v12 ]
  %v23 = mul i64 %v21, 200
  %v24 = getelementptr i8, ptr %v4, i64 %v23
  %v25 = load <16 x float>, ptr %v24, align 4, !alias.scope !0, !noalias !11
  %v26 = fadd contract <16 x float> %v25, zeroinitializer
  %v27 = getelementptr i8, ptr %v24, i64 64
  %v28 = load <16 x float>, ptr %v27, align 4, !alias.scope !0, !noalias !11
  %v29 = fadd contract <16 x float> %v26, %v28
  %v30 = getelementptr i8, ptr %v24, i64 128
  %v31 = load <16 x float>, ptr %v30, align 4, !alias.scope !0, !noalias !11
  %v32 = fadd contract <16 x float> %v29, %v31
  %v33 = getelementptr i8, ptr %v24, i64 192
  %v34 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v33, i32 4, <16 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> <float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !0, !noalias !11
  %v35 = fadd contract <16 x float> %v32, %v34
  %v36 = shufflevector <16 x float> %v35, <16 x float> %v32, <16 x i32> <i32 0, i32 1, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v37 = shufflevector <16 x float> %v36, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v38 = shufflevector <16 x float> %v36, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v39 = fadd contract <8 x float> %v37, %v38
  %v40 = shufflevector <8 x float> %v39, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v41 = shufflevector <8 x float> %v39, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v42 = fadd contract <4 x float> %v40, %v41
  %v43 = shufflevector <4 x float> %v42, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v44 = shufflevector <4 x float> %v42, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v45 = fadd contract <2 x float> %v43, %v44
  %v46 = shufflevector <2 x float> %v45, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %v47 = fadd contract <2 x float> %v45, %v46
  %v48 = extractelement <2 x float> %v47, i64 0
  %v49 = fadd contract float %v48, 0.000000e+00
  %v50 = fmul contract float %v49, 0x3F947AE140000000
  %v51 = insertelement <16 x float> poison, float %v50, i64 0
  %v52 = shufflevector <16 x float> %v51, <16 x float> poison, <16 x i32> zeroinitializer
  %v53 = fsub contract <16 x float> %v25, %v52
  %v54 = fmul contract <16 x float> %v53, %v53
  %v55 = fsub contract <16 x float> %v28, %v52
  %v56 = fmul contract <16 x float> %v55, %v55
  %v57 = fadd contract <16 x float> %v54, %v56
  %v58 = fsub contract <16 x float> %v31, %v52
  %v59 = fmul contract <16 x float> %v58, %v58
  %v60 = fadd contract <16 x float> %v57, %v59
  %v61 = shufflevector <16 x float> %v52, <16 x float> <float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <16 x i32> <i32 0, i32 1, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v62 = fsub contract <16 x float> %v34, %v61
  %v63 = fmul contract <16 x float> %v62, %v62
  %v64 = fadd contract <16 x float> %v60, %v63
  %v65 = shufflevector <16 x float> %v64, <16 x float> %v60, <16 x i32> <i32 0, i32 1, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v66 = shufflevector <16 x float> %v65, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v67 = shufflevector <16 x float> %v65, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v68 = fadd contract <8 x float> %v66, %v67
  %v69 = shufflevector <8 x float> %v68, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v70 = shufflevector <8 x float> %v68, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v71 = fadd contract <4 x float> %v69, %v70
  %v72 = shufflevector <4 x float> %v71, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v73 = shufflevector <4 x float> %v71, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v74 = fadd contract <2 x float> %v72, %v73
  %v75 = shufflevector <2 x float> %v74, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %v76 = fadd contract <2 x float> %v74, %v75
  %v77 = extractelement <2 x float> %v76, i64 0
  %v78 = fadd contract float %v77, 0.000000e+00
  %v79 = mul nsw i64 %v21, 50
  %v80 = getelementptr inbounds float, ptr %v4, i64 %v79
  %v81 = load <32 x float>, ptr %v80, align 4, !alias.scope !0, !noalias !11
  %v82 = insertelement <32 x float> poison, float %v50, i64 0
  %v83 = shufflevector <32 x float> %v82, <32 x float> poison, <32 x i32> zeroinitializer
  %v84 = fsub contract <32 x float> %v81, %v83
  %v85 = fmul contract float %v78, 0x3F947AE140000000
  %v86 = fadd contract float %v85, 0x3EE4F8B580000000
  %v87 = tail call contract float @llvm.sqrt.f32(float %v86)
  %v88 = fdiv contract float 1.000000e+00, %v87
  %v89 = insertelement <32 x float> poison, float %v88, i64 0
  %v90 = shufflevector <32 x float> %v89, <32 x float> poison, <32 x i32> zeroinitializer
  %v91 = fmul contract <32 x float> %v84, %v90
  %v92 = fmul contract <32 x float> %v14, %v91
  %v93 = fadd contract <32 x float> %v15, %v92
  %v94 = getelementptr inbounds float, ptr %v6, i64 %v79
  store <32 x float> %v93, ptr %v94, align 4, !alias.scope !3, !noalias !12
  %v95 = add nsw i64 %v79, 32
  %v96 = getelementptr float, ptr %v4, i64 %v95
  %v97 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v96, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison), !alias.scope !0, !noalias !11
  %v98 = shufflevector <32 x float> %v82, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v99 = fsub contract <32 x float> %v97, %v98
  %v100 = insertelement <32 x float> poison, float %v78, i64 0
  %v101 = shufflevector <32 x float> %v100, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v102 = shufflevector <32 x float> %v101, <32 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v103 = fmul contract <32 x float> %v102, <float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000>
  %v104 = fadd contract <32 x float> %v103, <float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000>
  %v105 = tail call contract <32 x float> @llvm.sqrt.v32f32(<32 x float> %v104)
  %v106 = fdiv contract <32 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, %v105
  %v107 = fmul contract <32 x float> %v99, %v106
  %v108 = fmul contract <32 x float> %v17, %v107
  %v109 = fadd contract <32 x float> %v19, %v108
  %v110 = getelementptr float, ptr %v6, i64 %v95
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v109, ptr %v110, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !3, !noalias !12
  %v22 = add nuw nsw i64 %v21, 1
  %v111 = icmp eq i64 %v22, %v2
  br i1 %v111, label %v13, label %v20

v13: ; preds = %v20, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <32 x float> @llvm.masked.load.v32f32.p0(ptr nocapture, i32 immarg, <32 x i1>, <32 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x float> @llvm.sqrt.v32f32(<32 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v32f32.p0(<32 x float>, ptr nocapture, i32 immarg, <32 x i1>) #4

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_layernorm_f32_m3_n50_eps1ep5_packed(ptr nocapture readonly %v0) local_unnamed_addr #5 {
v1:
  %v2 = alloca [4 x i64], align 64
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %v2)
  %v3 = load <4 x ptr>, ptr %v0, align 8
  %v4 = shufflevector <4 x ptr> %v3, <4 x ptr> poison, <4 x i32> <i32 0, i32 3, i32 1, i32 2>
  store <4 x ptr> %v4, ptr %v2, align 64, !noalias !13
  call void @ktune_parallel_for(i64 3, ptr nonnull @ktune_layernorm_f32_m3_n50_eps1ep5.parallel0, ptr nonnull %v2) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #7

attributes #0 = { nounwind "min-legal-vector-width"="512" "target-cpu"="x86-64-v4" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="512" "target-cpu"="x86-64-v4" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_layernorm_f32_m3_n50_eps1ep5.parallel0.task: %X"}
!2 = distinct !{!2, !"ktune_layernorm_f32_m3_n50_eps1ep5.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_layernorm_f32_m3_n50_eps1ep5.parallel0.task: %Y"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_layernorm_f32_m3_n50_eps1ep5.parallel0.task: %gamma"}
!7 = !{!8}
!8 = distinct !{!8, !2, !"ktune_layernorm_f32_m3_n50_eps1ep5.parallel0.task: %beta"}
!9 = !{!1, !4, !8}
!10 = !{!1, !4, !6}
!11 = !{!4, !6, !8}
!12 = !{!1, !6, !8}
!13 = !{!14, !16, !17, !18}
!14 = distinct !{!14, !15, !"ktune_layernorm_f32_m3_n50_eps1ep5: %X"}
!15 = distinct !{!15, !"ktune_layernorm_f32_m3_n50_eps1ep5"}
!16 = distinct !{!16, !15, !"ktune_layernorm_f32_m3_n50_eps1ep5: %gamma"}
!17 = distinct !{!17, !15, !"ktune_layernorm_f32_m3_n50_eps1ep5: %beta"}
!18 = distinct !{!18, !15, !"ktune_layernorm_f32_m3_n50_eps1ep5: %Y"}
