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

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @ktune_layernorm_f32_m3_n50_eps1ep5.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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

v12:                                 ; preds = %v3
  %v14 = getelementptr i8, ptr %v8, i64 128
  %v15 = getelementptr i8, ptr %v10, i64 128
  br label %v16

v16:                                           ; preds = %v12, %v16
  %v17 = phi i64 [ %v18, %v16 ], [ %v1, %v12 ]
  %v19 = mul i64 %v17, 200
  %v20 = getelementptr i8, ptr %v4, i64 %v19
  %v21 = load <16 x float>, ptr %v20, align 4
  %v22 = fadd contract <16 x float> %v21, zeroinitializer
  %v23 = getelementptr i8, ptr %v20, i64 64
  %v24 = load <16 x float>, ptr %v23, align 4
  %v25 = fadd contract <16 x float> %v22, %v24
  %v26 = getelementptr i8, ptr %v20, i64 128
  %v27 = load <16 x float>, ptr %v26, align 4
  %v28 = fadd contract <16 x float> %v25, %v27
  %v29 = getelementptr i8, ptr %v20, i64 192
  %v30 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v29, i32 4, <16 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> <float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>)
  %v31 = fadd contract <16 x float> %v28, %v30
  %v32 = shufflevector <16 x float> %v31, <16 x float> %v28, <16 x i32> <i32 0, i32 1, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v33 = shufflevector <16 x float> %v32, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v34 = shufflevector <16 x float> %v32, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v35 = fadd contract <8 x float> %v33, %v34
  %v36 = shufflevector <8 x float> %v35, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v37 = shufflevector <8 x float> %v35, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v38 = fadd contract <4 x float> %v36, %v37
  %v39 = shufflevector <4 x float> %v38, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v40 = shufflevector <4 x float> %v38, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v41 = fadd contract <2 x float> %v39, %v40
  %v42 = shufflevector <2 x float> %v41, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %v43 = fadd contract <2 x float> %v41, %v42
  %v44 = extractelement <2 x float> %v43, i64 0
  %v45 = fadd contract float %v44, 0.000000e+00
  %v46 = fmul contract float %v45, 0x3F947AE140000000
  %v47 = insertelement <16 x float> poison, float %v46, i64 0
  %v48 = shufflevector <16 x float> %v47, <16 x float> poison, <16 x i32> zeroinitializer
  %v49 = fsub contract <16 x float> %v21, %v48
  %v50 = fmul contract <16 x float> %v49, %v49
  %v51 = fsub contract <16 x float> %v24, %v48
  %v52 = fmul contract <16 x float> %v51, %v51
  %v53 = fadd contract <16 x float> %v50, %v52
  %v54 = fsub contract <16 x float> %v27, %v48
  %v55 = fmul contract <16 x float> %v54, %v54
  %v56 = fadd contract <16 x float> %v53, %v55
  %v57 = shufflevector <16 x float> %v48, <16 x float> <float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <16 x i32> <i32 0, i32 1, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v58 = fsub contract <16 x float> %v30, %v57
  %v59 = fmul contract <16 x float> %v58, %v58
  %v60 = fadd contract <16 x float> %v56, %v59
  %v61 = shufflevector <16 x float> %v60, <16 x float> %v56, <16 x i32> <i32 0, i32 1, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v62 = shufflevector <16 x float> %v61, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v63 = shufflevector <16 x float> %v61, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v64 = fadd contract <8 x float> %v62, %v63
  %v65 = shufflevector <8 x float> %v64, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v66 = shufflevector <8 x float> %v64, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v67 = fadd contract <4 x float> %v65, %v66
  %v68 = shufflevector <4 x float> %v67, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v69 = shufflevector <4 x float> %v67, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v70 = fadd contract <2 x float> %v68, %v69
  %v71 = shufflevector <2 x float> %v70, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %v72 = fadd contract <2 x float> %v70, %v71
  %v73 = extractelement <2 x float> %v72, i64 0
  %v74 = fadd contract float %v73, 0.000000e+00
  %v75 = mul nsw i64 %v17, 50
  %v76 = getelementptr inbounds float, ptr %v4, i64 %v75
  %v77 = load <32 x float>, ptr %v76, align 4
  %v78 = insertelement <32 x float> poison, float %v46, i64 0
  %v79 = shufflevector <32 x float> %v78, <32 x float> poison, <32 x i32> zeroinitializer
  %v80 = fsub contract <32 x float> %v77, %v79
  %v81 = fmul contract float %v74, 0x3F947AE140000000
  %v82 = fadd contract float %v81, 0x3EE4F8B580000000
  %v83 = tail call contract float @llvm.sqrt.f32(float %v82)
  %v84 = fdiv contract float 1.000000e+00, %v83
  %v85 = insertelement <32 x float> poison, float %v84, i64 0
  %v86 = shufflevector <32 x float> %v85, <32 x float> poison, <32 x i32> zeroinitializer
  %v87 = fmul contract <32 x float> %v80, %v86
  %v88 = load <32 x float>, ptr %v8, align 4
  %v89 = fmul contract <32 x float> %v88, %v87
  %v90 = load <32 x float>, ptr %v10, align 4
  %v91 = fadd contract <32 x float> %v90, %v89
  %v92 = getelementptr inbounds float, ptr %v6, i64 %v75
  store <32 x float> %v91, ptr %v92, align 4
  %v93 = add nsw i64 %v75, 32
  %v94 = getelementptr float, ptr %v4, i64 %v93
  %v95 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v94, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison)
  %v96 = shufflevector <32 x float> %v78, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v97 = fsub contract <32 x float> %v95, %v96
  %v98 = insertelement <32 x float> poison, float %v74, i64 0
  %v99 = shufflevector <32 x float> %v98, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v100 = shufflevector <32 x float> %v99, <32 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v101 = fmul contract <32 x float> %v100, <float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000, float 0x3F947AE140000000>
  %v102 = fadd contract <32 x float> %v101, <float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000>
  %v103 = tail call contract <32 x float> @llvm.sqrt.v32f32(<32 x float> %v102)
  %v104 = fdiv contract <32 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, %v103
  %v105 = fmul contract <32 x float> %v97, %v104
  %v106 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v14, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison)
  %v107 = fmul contract <32 x float> %v106, %v105
  %v108 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v15, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison)
  %v109 = fadd contract <32 x float> %v108, %v107
  %v110 = getelementptr float, ptr %v6, i64 %v93
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v109, ptr %v110, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %v18 = add nuw nsw i64 %v17, 1
  %v111 = icmp eq i64 %v18, %v2
  br i1 %v111, label %v13, label %v16

v13:                                           ; preds = %v16, %v3
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
  store <4 x ptr> %v4, ptr %v2, align 64, !noalias !0
  call void @ktune_parallel_for(i64 3, ptr nonnull @ktune_layernorm_f32_m3_n50_eps1ep5.parallel0, ptr nonnull %v2) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

attributes #0 = { nounwind "min-legal-vector-width"="512" "target-cpu"="x86-64-v4" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "min-legal-vector-width"="512" "target-cpu"="x86-64-v4" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1, !3, !4, !5}
!1 = distinct !{!1, !2, !"ktune_layernorm_f32_m3_n50_eps1ep5: %X"}
!2 = distinct !{!2, !"ktune_layernorm_f32_m3_n50_eps1ep5"}
!3 = distinct !{!3, !2, !"ktune_layernorm_f32_m3_n50_eps1ep5: %gamma"}
!4 = distinct !{!4, !2, !"ktune_layernorm_f32_m3_n50_eps1ep5: %beta"}
!5 = distinct !{!5, !2, !"ktune_layernorm_f32_m3_n50_eps1ep5: %Y"}
