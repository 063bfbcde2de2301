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
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_layernorm_f32_m16_n250_eps1ep05.parallel0, ptr nonnull %v5) #5
  ret void
}

; Function Attrs: nofree norecurse nounwind
define internal void @ktune_layernorm_f32_m16_n250_eps1ep05.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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
  %v14 = getelementptr i8, ptr %v8, i64 960
  %v15 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v14, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !5, !noalias !9
  %v16 = getelementptr i8, ptr %v10, i64 960
  %v17 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v16, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !7, !noalias !10
  br label %v18

v18:                                         ; preds = %v12, %v19
  %v20 = phi i64 [ %v21, %v19 ], [ %v1, %v12 ]
  %v22 = mul i64 %v20, 1000
  %v23 = getelementptr i8, ptr %v4, i64 %v22
  %v24 = load <64 x float>, ptr %v23, align 4, !alias.scope !0, !noalias !11
  %v25 = fadd contract <64 x float> %v24, zeroinitializer
  %v26 = getelementptr i8, ptr %v23, i64 256
  %v27 = load <64 x float>, ptr %v26, align 4, !alias.scope !0, !noalias !11
  %v28 = fadd contract <64 x float> %v25, %v27
  %v29 = getelementptr i8, ptr %v23, i64 512
  %v30 = load <64 x float>, ptr %v29, align 4, !alias.scope !0, !noalias !11
  %v31 = fadd contract <64 x float> %v28, %v30
  %v32 = getelementptr i8, ptr %v23, i64 768
  %v33 = tail call contract <64 x float> @llvm.masked.load.v64f32.p0(ptr %v32, i32 4, <64 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <64 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !0, !noalias !11
  %v34 = fadd contract <64 x float> %v31, %v33
  %v35 = shufflevector <64 x float> %v34, <64 x float> %v31, <64 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127>
  %v36 = shufflevector <64 x float> %v34, <64 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v37 = shufflevector <64 x float> %v35, <64 x float> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v38 = fadd contract <32 x float> %v36, %v37
  %v39 = shufflevector <32 x float> %v38, <32 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v40 = shufflevector <32 x float> %v38, <32 x float> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v41 = fadd contract <16 x float> %v39, %v40
  %v42 = shufflevector <16 x float> %v41, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v43 = shufflevector <16 x float> %v41, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v44 = fadd contract <8 x float> %v42, %v43
  %v45 = shufflevector <8 x float> %v44, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v46 = shufflevector <8 x float> %v44, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v47 = fadd contract <4 x float> %v45, %v46
  %v48 = shufflevector <4 x float> %v47, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v49 = shufflevector <4 x float> %v47, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v50 = fadd contract <2 x float> %v48, %v49
  %v51 = shufflevector <2 x float> %v50, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %v52 = fadd contract <2 x float> %v50, %v51
  %v53 = extractelement <2 x float> %v52, i64 0
  %v54 = fadd contract float %v53, 0.000000e+00
  %v55 = fmul contract float %v54, 0x3F70624DE0000000
  %v56 = insertelement <64 x float> poison, float %v55, i64 0
  %v57 = shufflevector <64 x float> %v56, <64 x float> poison, <64 x i32> zeroinitializer
  %v58 = fsub contract <64 x float> %v24, %v57
  %v59 = fmul contract <64 x float> %v58, %v58
  %v60 = fsub contract <64 x float> %v27, %v57
  %v61 = fmul contract <64 x float> %v60, %v60
  %v62 = fadd contract <64 x float> %v59, %v61
  %v63 = fsub contract <64 x float> %v30, %v57
  %v64 = fmul contract <64 x float> %v63, %v63
  %v65 = fadd contract <64 x float> %v62, %v64
  %v66 = fsub contract <64 x float> %v33, %v57
  %v67 = fmul contract <64 x float> %v66, %v66
  %v68 = fadd contract <64 x float> %v65, %v67
  %v69 = shufflevector <64 x float> %v68, <64 x float> %v65, <64 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127>
  %v70 = shufflevector <64 x float> %v68, <64 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v71 = shufflevector <64 x float> %v69, <64 x float> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v72 = fadd contract <32 x float> %v70, %v71
  %v73 = shufflevector <32 x float> %v72, <32 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v74 = shufflevector <32 x float> %v72, <32 x float> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v75 = fadd contract <16 x float> %v73, %v74
  %v76 = shufflevector <16 x float> %v75, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v77 = shufflevector <16 x float> %v75, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v78 = fadd contract <8 x float> %v76, %v77
  %v79 = shufflevector <8 x float> %v78, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v80 = shufflevector <8 x float> %v78, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v81 = fadd contract <4 x float> %v79, %v80
  %v82 = shufflevector <4 x float> %v81, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v83 = shufflevector <4 x float> %v81, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v84 = fadd contract <2 x float> %v82, %v83
  %v85 = shufflevector <2 x float> %v84, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %v86 = fadd contract <2 x float> %v84, %v85
  %v87 = extractelement <2 x float> %v86, i64 0
  %v88 = fadd contract float %v87, 0.000000e+00
  %v89 = mul nsw i64 %v20, 250
  %v90 = insertelement <16 x float> poison, float %v55, i64 0
  %v91 = shufflevector <16 x float> %v90, <16 x float> poison, <16 x i32> zeroinitializer
  %v92 = fmul contract float %v88, 0x3F70624DE0000000
  %v93 = fadd contract float %v92, 0x3EE4F8B580000000
  %v94 = tail call contract float @llvm.sqrt.f32(float %v93)
  %v95 = fdiv contract float 1.000000e+00, %v94
  %v96 = insertelement <16 x float> poison, float %v95, i64 0
  %v97 = shufflevector <16 x float> %v96, <16 x float> poison, <16 x i32> zeroinitializer
  br label %v98

v19:                                 ; preds = %v99
  %v100 = add nsw i64 %v89, 240
  %v101 = getelementptr float, ptr %v4, i64 %v100
  %v102 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v101, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison), !alias.scope !0, !noalias !11
  %v103 = fsub contract <16 x float> %v102, %v91
  %v104 = insertelement <16 x float> poison, float %v93, i64 0
  %v105 = shufflevector <16 x float> %v104, <16 x float> poison, <16 x i32> zeroinitializer
  %v106 = tail call contract <16 x float> @llvm.sqrt.v16f32(<16 x float> %v105)
  %v107 = fdiv contract <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison>, %v106
  %v108 = fmul contract <16 x float> %v107, %v103
  %v109 = fmul contract <16 x float> %v15, %v108
  %v110 = fadd contract <16 x float> %v17, %v109
  %v111 = getelementptr float, ptr %v6, i64 %v100
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v110, ptr %v111, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !3, !noalias !12
  %v21 = add nuw nsw i64 %v20, 1
  %v112 = icmp eq i64 %v21, %v2
  br i1 %v112, label %v13, label %v18

v98:                                      ; preds = %v18, %v99
  %v113 = phi i64 [ 0, %v18 ], [ %v114, %v99 ]
  %v115 = shl nuw nsw i64 %v113, 4
  %v116 = add nsw i64 %v115, %v89
  %v117 = getelementptr inbounds float, ptr %v4, i64 %v116
  %v118 = load <16 x float>, ptr %v117, align 4, !alias.scope !0, !noalias !11
  %v119 = fsub contract <16 x float> %v118, %v91
  %v120 = fmul contract <16 x float> %v97, %v119
  %v121 = getelementptr inbounds float, ptr %v8, i64 %v115
  %v122 = load <16 x float>, ptr %v121, align 4, !alias.scope !5, !noalias !9
  %v123 = fmul contract <16 x float> %v122, %v120
  %v124 = getelementptr inbounds float, ptr %v10, i64 %v115
  %v125 = load <16 x float>, ptr %v124, align 4, !alias.scope !7, !noalias !10
  %v126 = fadd contract <16 x float> %v125, %v123
  %v127 = getelementptr inbounds float, ptr %v6, i64 %v116
  %v128 = ptrtoint ptr %v127 to i64
  %v129 = and i64 %v128, 63
  %v130 = icmp eq i64 %v129, 0
  br i1 %v130, label %v131, label %v132

v99:                                      ; preds = %v133, %v134, %v131
  %v114 = add nuw nsw i64 %v113, 1
  %v135 = icmp eq i64 %v114, 15
  br i1 %v135, label %v19, label %v98

v131:                                ; preds = %v98
  store <16 x float> %v126, ptr %v127, align 64, !alias.scope !3, !noalias !12, !nontemporal !13
  br label %v99

v132:                                ; preds = %v98
  %v136 = and i64 %v128, 15
  %v137 = icmp eq i64 %v136, 0
  br i1 %v137, label %v134, label %v133

v134:                              ; preds = %v132
  store <16 x float> %v126, ptr %v127, align 16, !alias.scope !3, !noalias !12, !nontemporal !13
  br label %v99

v133:                              ; preds = %v132
  store <16 x float> %v126, ptr %v127, align 4, !alias.scope !3, !noalias !12
  br label %v99

v13: ; preds = %v19, %v3
  fence seq_cst
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <64 x float> @llvm.masked.load.v64f32.p0(ptr nocapture, i32 immarg, <64 x i1>, <64 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.sqrt.v16f32(<16 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr nocapture, i32 immarg, <16 x i1>) #4

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_layernorm_f32_m16_n250_eps1ep05_packed(ptr nocapture readonly %v0) local_unnamed_addr #5 {
v1:
  %v2 = alloca [4 x i64], align 64
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %v2)
  %v3 = load <4 x ptr>, ptr %v0, align 8
  %v4 = shufflevector <4 x ptr> %v3, <4 x ptr> poison, <4 x i32> <i32 0, i32 3, i32 1, i32 2>
  store <4 x ptr> %v4, ptr %v2, align 64, !noalias !14
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_layernorm_f32_m16_n250_eps1ep05.parallel0, ptr nonnull %v2) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #7

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

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
