; layernorm:M=16,N=250,eps=1e-05,dtype=f32 on llvm -mcpu=x86-64-v3, schedule avx2.trace.layernorm_16x250_stream.json
; ModuleID = 'ktune_layernorm_f32_m16_n250_eps1ep05'
source_filename = "ktune_layernorm_f32_m16_n250_eps1ep05"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_layernorm_f32_m16_n250_eps1ep05(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2, ptr noalias %v3) local_unnamed_addr #0 {
v4:
  %v5 = alloca [4 x i64], align 64
  store ptr %v0, ptr %v5, align 64
  %v6 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v3, ptr %v6, align 8
  %v7 = getelementptr inbounds i8, ptr %v5, i64 16
  store ptr %v1, ptr %v7, align 16
  %v8 = getelementptr inbounds i8, ptr %v5, i64 24
  store ptr %v2, ptr %v8, align 8
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_layernorm_f32_m16_n250_eps1ep05.parallel0, ptr nonnull %v5) #4
  ret void
}

; Function Attrs: nounwind
define internal void @ktune_layernorm_f32_m16_n250_eps1ep05.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #0 {
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
  %v14 = ptrtoint ptr %v6 to i64
  %v15 = getelementptr i8, ptr %v8, i64 960
  %v16 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v15, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !5, !noalias !9
  %v17 = getelementptr i8, ptr %v10, i64 960
  %v18 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v17, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !7, !noalias !10
  %v19 = trunc i64 %v14 to i6
  %v20 = trunc i64 %v1 to i6
  %v21 = mul i6 %v20, -24
  %v22 = add i6 %v21, %v19
  br label %v23

v23:                                         ; preds = %v12, %v24
  %v25 = phi i6 [ 0, %v12 ], [ %v26, %v24 ]
  %v27 = phi i64 [ %v1, %v12 ], [ %v28, %v24 ]
  %v29 = mul i6 %v25, 24
  %v30 = mul i64 %v27, 1000
  %v31 = getelementptr i8, ptr %v4, i64 %v30
  %v32 = load <64 x float>, ptr %v31, align 4, !alias.scope !0, !noalias !11
  %v33 = fadd contract <64 x float> %v32, zeroinitializer
  %v34 = getelementptr i8, ptr %v31, i64 256
  %v35 = load <64 x float>, ptr %v34, align 4, !alias.scope !0, !noalias !11
  %v36 = fadd contract <64 x float> %v33, %v35
  %v37 = getelementptr i8, ptr %v31, i64 512
  %v38 = load <64 x float>, ptr %v37, align 4, !alias.scope !0, !noalias !11
  %v39 = fadd contract <64 x float> %v36, %v38
  %v40 = getelementptr i8, ptr %v31, i64 768
  %v41 = tail call contract <64 x float> @llvm.masked.load.v64f32.p0(ptr %v40, i32 4, <64 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <64 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !0, !noalias !11
  %v42 = fadd contract <64 x float> %v39, %v41
  %v43 = shufflevector <64 x float> %v42, <64 x float> %v39, <64 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127>
  %v44 = shufflevector <64 x float> %v42, <64 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v45 = shufflevector <64 x float> %v43, <64 x float> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v46 = fadd contract <32 x float> %v44, %v45
  %v47 = shufflevector <32 x float> %v46, <32 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v48 = shufflevector <32 x float> %v46, <32 x float> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v49 = fadd contract <16 x float> %v47, %v48
  %v50 = shufflevector <16 x float> %v49, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v51 = shufflevector <16 x float> %v49, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v52 = fadd contract <8 x float> %v50, %v51
  %v53 = shufflevector <8 x float> %v52, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v54 = shufflevector <8 x float> %v52, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v55 = fadd contract <4 x float> %v53, %v54
  %v56 = shufflevector <4 x float> %v55, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v57 = shufflevector <4 x float> %v55, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v58 = fadd contract <2 x float> %v56, %v57
  %v59 = shufflevector <2 x float> %v58, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %v60 = fadd contract <2 x float> %v58, %v59
  %v61 = extractelement <2 x float> %v60, i64 0
  %v62 = fadd contract float %v61, 0.000000e+00
  %v63 = fmul contract float %v62, 0x3F70624DE0000000
  %v64 = insertelement <64 x float> poison, float %v63, i64 0
  %v65 = shufflevector <64 x float> %v64, <64 x float> poison, <64 x i32> zeroinitializer
  %v66 = fsub contract <64 x float> %v32, %v65
  %v67 = fmul contract <64 x float> %v66, %v66
  %v68 = fsub contract <64 x float> %v35, %v65
  %v69 = fmul contract <64 x float> %v68, %v68
  %v70 = fadd contract <64 x float> %v67, %v69
  %v71 = fsub contract <64 x float> %v38, %v65
  %v72 = fmul contract <64 x float> %v71, %v71
  %v73 = fadd contract <64 x float> %v70, %v72
  %v74 = shufflevector <64 x float> %v65, <64 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127>
  %v75 = fsub contract <64 x float> %v41, %v74
  %v76 = fmul contract <64 x float> %v75, %v75
  %v77 = fadd contract <64 x float> %v73, %v76
  %v78 = shufflevector <64 x float> %v77, <64 x float> %v73, <64 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127>
  %v79 = shufflevector <64 x float> %v77, <64 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v80 = shufflevector <64 x float> %v78, <64 x float> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v81 = fadd contract <32 x float> %v79, %v80
  %v82 = shufflevector <32 x float> %v81, <32 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v83 = shufflevector <32 x float> %v81, <32 x float> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v84 = fadd contract <16 x float> %v82, %v83
  %v85 = shufflevector <16 x float> %v84, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v86 = shufflevector <16 x float> %v84, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v87 = fadd contract <8 x float> %v85, %v86
  %v88 = shufflevector <8 x float> %v87, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v89 = shufflevector <8 x float> %v87, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v90 = fadd contract <4 x float> %v88, %v89
  %v91 = shufflevector <4 x float> %v90, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v92 = shufflevector <4 x float> %v90, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v93 = fadd contract <2 x float> %v91, %v92
  %v94 = shufflevector <2 x float> %v93, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %v95 = fadd contract <2 x float> %v93, %v94
  %v96 = extractelement <2 x float> %v95, i64 0
  %v97 = fadd contract float %v96, 0.000000e+00
  %v98 = mul nsw i64 %v27, 250
  %v99 = insertelement <16 x float> poison, float %v63, i64 0
  %v100 = shufflevector <16 x float> %v99, <16 x float> poison, <16 x i32> zeroinitializer
  %v101 = fmul contract float %v97, 0x3F70624DE0000000
  %v102 = fadd contract float %v101, 0x3EE4F8B580000000
  %v103 = tail call contract float @llvm.sqrt.f32(float %v102)
  %v104 = fdiv contract float 1.000000e+00, %v103
  %v105 = insertelement <16 x float> poison, float %v104, i64 0
  %v106 = shufflevector <16 x float> %v105, <16 x float> poison, <16 x i32> zeroinitializer
  %v107 = icmp eq i6 %v22, %v29
  br label %v108

v24:                                 ; preds = %v109
  %v110 = add nsw i64 %v98, 240
  %v111 = getelementptr float, ptr %v4, i64 %v110
  %v112 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v111, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !11
  %v113 = fsub contract <16 x float> %v112, %v100
  %v114 = insertelement <16 x float> poison, float %v102, i64 0
  %v115 = shufflevector <16 x float> %v114, <16 x float> poison, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v116 = shufflevector <16 x float> %v115, <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000>, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v117 = tail call contract <16 x float> @llvm.sqrt.v16f32(<16 x float> %v116)
  %v118 = fdiv contract <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison>, %v117
  %v119 = fmul contract <16 x float> %v118, %v113
  %v120 = fmul contract <16 x float> %v16, %v119
  %v121 = fadd contract <16 x float> %v18, %v120
  %v122 = getelementptr float, ptr %v6, i64 %v110
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v121, ptr %v122, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !3, !noalias !12
  %v28 = add nuw nsw i64 %v27, 1
  %v123 = icmp eq i64 %v28, %v2
  %v26 = add i6 %v25, 1
  br i1 %v123, label %v13, label %v23

v108:                                      ; preds = %v124, %v23
  %v125 = phi i64 [ 0, %v23 ], [ %v126, %v124 ]
  %v127 = shl nuw nsw i64 %v125, 4
  %v128 = add nsw i64 %v127, %v98
  %v129 = getelementptr inbounds float, ptr %v4, i64 %v128
  %v130 = load <16 x float>, ptr %v129, align 4, !alias.scope !0, !noalias !11
  %v131 = fsub contract <16 x float> %v130, %v100
  %v132 = fmul contract <16 x float> %v106, %v131
  %v133 = getelementptr inbounds float, ptr %v8, i64 %v127
  %v134 = load <16 x float>, ptr %v133, align 4, !alias.scope !5, !noalias !9
  %v135 = fmul contract <16 x float> %v134, %v132
  %v136 = getelementptr inbounds float, ptr %v10, i64 %v127
  %v137 = load <16 x float>, ptr %v136, align 4, !alias.scope !7, !noalias !10
  %v138 = fadd contract <16 x float> %v137, %v135
  %v139 = getelementptr inbounds float, ptr %v6, i64 %v128
  %v140 = ptrtoint ptr %v139 to i64
  %v141 = and i64 %v140, 63
  %v142 = icmp eq i64 %v141, 0
  br i1 %v142, label %v143, label %v144

v109:                                      ; preds = %v144, %v143
  %v145 = icmp eq i64 %v125, 14
  br i1 %v145, label %v24, label %v146

v146:                                    ; preds = %v109
  %v147 = shl i64 %v125, 4
  %v148 = or disjoint i64 %v147, 16
  %v149 = add nsw i64 %v148, %v98
  %v150 = getelementptr inbounds float, ptr %v4, i64 %v149
  %v151 = load <16 x float>, ptr %v150, align 4, !alias.scope !0, !noalias !11
  %v152 = fsub contract <16 x float> %v151, %v100
  %v153 = fmul contract <16 x float> %v106, %v152
  %v154 = getelementptr inbounds float, ptr %v8, i64 %v148
  %v155 = load <16 x float>, ptr %v154, align 4, !alias.scope !5, !noalias !9
  %v156 = fmul contract <16 x float> %v155, %v153
  %v157 = getelementptr inbounds float, ptr %v10, i64 %v148
  %v158 = load <16 x float>, ptr %v157, align 4, !alias.scope !7, !noalias !10
  %v159 = fadd contract <16 x float> %v158, %v156
  %v160 = getelementptr inbounds float, ptr %v6, i64 %v149
  br i1 %v107, label %v161, label %v162

v162:                                 ; preds = %v146
  store <16 x float> %v159, ptr %v160, align 4, !alias.scope !3, !noalias !12
  br label %v124

v161:                              ; preds = %v146
  store <16 x float> %v159, ptr %v160, align 64, !alias.scope !3, !noalias !12, !nontemporal !13
  br label %v124

v124:                                    ; preds = %v161, %v162
  %v126 = add nuw nsw i64 %v125, 2
  br label %v108

v143:                                ; preds = %v108
  store <16 x float> %v138, ptr %v139, align 64, !alias.scope !3, !noalias !12, !nontemporal !13
  br label %v109

v144:                                   ; preds = %v108
  store <16 x float> %v138, ptr %v139, align 4, !alias.scope !3, !noalias !12
  br label %v109

v13: ; preds = %v24, %v3
  tail call void @llvm.x86.sse.sfence(), !noalias !12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <64 x float> @llvm.masked.load.v64f32.p0(ptr nocapture, i32 immarg, <64 x i1>, <64 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.sqrt.v16f32(<16 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr nocapture, i32 immarg, <16 x i1>) #3

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #4

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_layernorm_f32_m16_n250_eps1ep05_packed(ptr nocapture readonly %v0) local_unnamed_addr #4 {
v1:
  %v2 = alloca [4 x i64], align 64
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %v2)
  %v3 = load <4 x ptr>, ptr %v0, align 8
  %v4 = shufflevector <4 x ptr> %v3, <4 x ptr> poison, <4 x i32> <i32 0, i32 3, i32 1, i32 2>
  store <4 x ptr> %v4, ptr %v2, align 64, !noalias !14
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_layernorm_f32_m16_n250_eps1ep05.parallel0, ptr nonnull %v2) #4
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_layernorm_f32_m16_n250_eps1ep05.parallel0.task: %X"}
!2 = distinct !{!2, !"ktune_layernorm_f32_m16_n250_eps1ep05.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_layernorm_f32_m16_n250_eps1ep05.parallel0.task: %Y"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_layernorm_f32_m16_n250_eps1ep05.parallel0.task: %gamma"}
!7 = !{!8}
!8 = distinct !{!8, !2, !"ktune_layernorm_f32_m16_n250_eps1ep05.parallel0.task: %beta"}
!9 = !{!1, !4, !8}
!10 = !{!1, !4, !6}
!11 = !{!4, !6, !8}
!12 = !{!1, !6, !8}
!13 = !{i32 1}
!14 = !{!15, !17, !18, !19}
!15 = distinct !{!15, !16, !"ktune_layernorm_f32_m16_n250_eps1ep05: %X"}
!16 = distinct !{!16, !"ktune_layernorm_f32_m16_n250_eps1ep05"}
!17 = distinct !{!17, !16, !"ktune_layernorm_f32_m16_n250_eps1ep05: %gamma"}
!18 = distinct !{!18, !16, !"ktune_layernorm_f32_m16_n250_eps1ep05: %beta"}
!19 = distinct !{!19, !16, !"ktune_layernorm_f32_m16_n250_eps1ep05: %Y"}
