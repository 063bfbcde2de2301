; layernorm:M=3,N=50,eps=1e-5,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
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
  %v14 = getelementptr inbounds i8, ptr %v8, i64 64
  %v15 = getelementptr inbounds i8, ptr %v10, i64 64
  %v16 = getelementptr inbounds i8, ptr %v8, i64 128
  %v17 = getelementptr inbounds i8, ptr %v10, i64 128
  %v18 = getelementptr i8, ptr %v8, i64 192
  %v19 = getelementptr i8, ptr %v10, i64 192
  br label %v20

v20:                                           ; preds = %v12, %v20
  %v21 = phi i64 [ %v22, %v20 ], [ %v1, %v12 ]
  %v23 = mul i64 %v21, 200
  %v24 = getelementptr i8, ptr %v4, i64 %v23
  %v25 = load <16 x float>, ptr %v24, align 4
  %v26 = fadd contract <16 x float> %v25, zeroinitializer
  %v27 = getelementptr i8, ptr %v24, i64 64
  %v28 = load <16 x float>, ptr %v27, align 4
  %v29 = fadd contract <16 x float> %v26, %v28
  %v30 = getelementptr i8, ptr %v24, i64 128
  %v31 = load <16 x float>, ptr %v30, align 4
  %v32 = fadd contract <16 x float> %v29, %v31
  %v33 = getelementptr i8, ptr %v24, i64 192
  %v34 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v33, i32 4, <16 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> <float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>)
  %v35 = fadd contract <16 x float> %v32, %v34
  %v36 = extractelement <16 x float> %v35, i64 0
  %v37 = extractelement <16 x float> %v35, i64 1
  %v38 = fadd contract float %v37, %v36
  %v39 = extractelement <16 x float> %v32, i64 2
  %v40 = fadd contract float %v39, %v38
  %v41 = extractelement <16 x float> %v32, i64 3
  %v42 = fadd contract float %v41, %v40
  %v43 = extractelement <16 x float> %v32, i64 4
  %v44 = fadd contract float %v43, %v42
  %v45 = extractelement <16 x float> %v32, i64 5
  %v46 = fadd contract float %v45, %v44
  %v47 = extractelement <16 x float> %v32, i64 6
  %v48 = fadd contract float %v47, %v46
  %v49 = extractelement <16 x float> %v32, i64 7
  %v50 = fadd contract float %v49, %v48
  %v51 = extractelement <16 x float> %v32, i64 8
  %v52 = fadd contract float %v51, %v50
  %v53 = extractelement <16 x float> %v32, i64 9
  %v54 = fadd contract float %v53, %v52
  %v55 = extractelement <16 x float> %v32, i64 10
  %v56 = fadd contract float %v55, %v54
  %v57 = extractelement <16 x float> %v32, i64 11
  %v58 = fadd contract float %v57, %v56
  %v59 = extractelement <16 x float> %v32, i64 12
  %v60 = fadd contract float %v59, %v58
  %v61 = extractelement <16 x float> %v32, i64 13
  %v62 = fadd contract float %v61, %v60
  %v63 = extractelement <16 x float> %v32, i64 14
  %v64 = fadd contract float %v63, %v62
  %v65 = extractelement <16 x float> %v32, i64 15
  %v66 = fadd contract float %v65, %v64
  %v67 = fmul contract float %v66, 0x3F947AE140000000
  %v68 = insertelement <16 x float> poison, float %v67, i64 0
  %v69 = shufflevector <16 x float> %v68, <16 x float> poison, <16 x i32> zeroinitializer
  %v70 = fsub contract <16 x float> %v25, %v69
  %v71 = fmul contract <16 x float> %v70, %v70
  %v72 = fsub contract <16 x float> %v28, %v69
  %v73 = fmul contract <16 x float> %v72, %v72
  %v74 = fadd contract <16 x float> %v71, %v73
  %v75 = fsub contract <16 x float> %v31, %v69
  %v76 = fmul contract <16 x float> %v75, %v75
  %v77 = fadd contract <16 x float> %v74, %v76
  %v78 = shufflevector <16 x float> %v69, <16 x float> <float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <16 x i32> <i32 0, i32 1, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v79 = fsub contract <16 x float> %v34, %v78
  %v80 = fmul contract <16 x float> %v79, %v79
  %v81 = fadd contract <16 x float> %v77, %v80
  %v82 = extractelement <16 x float> %v81, i64 0
  %v83 = extractelement <16 x float> %v81, i64 1
  %v84 = fadd contract float %v82, %v83
  %v85 = extractelement <16 x float> %v77, i64 2
  %v86 = fadd contract float %v85, %v84
  %v87 = extractelement <16 x float> %v77, i64 3
  %v88 = fadd contract float %v87, %v86
  %v89 = extractelement <16 x float> %v77, i64 4
  %v90 = fadd contract float %v89, %v88
  %v91 = extractelement <16 x float> %v77, i64 5
  %v92 = fadd contract float %v91, %v90
  %v93 = extractelement <16 x float> %v77, i64 6
  %v94 = fadd contract float %v93, %v92
  %v95 = extractelement <16 x float> %v77, i64 7
  %v96 = fadd contract float %v95, %v94
  %v97 = extractelement <16 x float> %v77, i64 8
  %v98 = fadd contract float %v97, %v96
  %v99 = extractelement <16 x float> %v77, i64 9
  %v100 = fadd contract float %v99, %v98
  %v101 = extractelement <16 x float> %v77, i64 10
  %v102 = fadd contract float %v101, %v100
  %v103 = extractelement <16 x float> %v77, i64 11
  %v104 = fadd contract float %v103, %v102
  %v105 = extractelement <16 x float> %v77, i64 12
  %v106 = fadd contract float %v105, %v104
  %v107 = extractelement <16 x float> %v77, i64 13
  %v108 = fadd contract float %v107, %v106
  %v109 = extractelement <16 x float> %v77, i64 14
  %v110 = fadd contract float %v109, %v108
  %v111 = extractelement <16 x float> %v77, i64 15
  %v112 = fadd contract float %v111, %v110
  %v113 = mul nsw i64 %v21, 50
  %v114 = fmul contract float %v112, 0x3F947AE140000000
  %v115 = fadd contract float %v114, 0x3EE4F8B580000000
  %v116 = tail call contract float @llvm.sqrt.f32(float %v115)
  %v117 = fdiv contract float 1.000000e+00, %v116
  %v118 = insertelement <16 x float> poison, float %v117, i64 0
  %v119 = shufflevector <16 x float> %v118, <16 x float> poison, <16 x i32> zeroinitializer
  %v120 = fmul contract <16 x float> %v119, %v70
  %v121 = load <16 x float>, ptr %v8, align 4
  %v122 = fmul contract <16 x float> %v121, %v120
  %v123 = load <16 x float>, ptr %v10, align 4
  %v124 = fadd contract <16 x float> %v123, %v122
  %v125 = getelementptr inbounds float, ptr %v6, i64 %v113
  store <16 x float> %v124, ptr %v125, align 4
  %v126 = add nsw i64 %v113, 16
  %v127 = getelementptr inbounds float, ptr %v4, i64 %v126
  %v128 = load <16 x float>, ptr %v127, align 4
  %v129 = fsub contract <16 x float> %v128, %v69
  %v130 = fmul contract <16 x float> %v119, %v129
  %v131 = load <16 x float>, ptr %v14, align 4
  %v132 = fmul contract <16 x float> %v131, %v130
  %v133 = load <16 x float>, ptr %v15, align 4
  %v134 = fadd contract <16 x float> %v133, %v132
  %v135 = getelementptr inbounds float, ptr %v6, i64 %v126
  store <16 x float> %v134, ptr %v135, align 4
  %v136 = add nsw i64 %v113, 32
  %v137 = getelementptr inbounds float, ptr %v4, i64 %v136
  %v138 = load <16 x float>, ptr %v137, align 4
  %v139 = fsub contract <16 x float> %v138, %v69
  %v140 = fmul contract <16 x float> %v119, %v139
  %v141 = load <16 x float>, ptr %v16, align 4
  %v142 = fmul contract <16 x float> %v141, %v140
  %v143 = load <16 x float>, ptr %v17, align 4
  %v144 = fadd contract <16 x float> %v143, %v142
  %v145 = getelementptr inbounds float, ptr %v6, i64 %v136
  store <16 x float> %v144, ptr %v145, align 4
  %v146 = add nsw i64 %v113, 48
  %v147 = getelementptr float, ptr %v4, i64 %v146
  %v148 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v147, i32 4, <16 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison)
  %v149 = fsub contract <16 x float> %v148, %v78
  %v150 = insertelement <16 x float> poison, float %v115, i64 0
  %v151 = shufflevector <16 x float> %v150, <16 x float> poison, <16 x i32> <i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v152 = shufflevector <16 x float> %v151, <16 x float> <float poison, float poison, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000>, <16 x i32> <i32 0, i32 1, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v153 = tail call contract <16 x float> @llvm.sqrt.v16f32(<16 x float> %v152)
  %v154 = fdiv contract <16 x float> <float 1.000000e+00, float 1.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, %v153
  %v155 = fmul contract <16 x float> %v154, %v149
  %v156 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v18, i32 4, <16 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison)
  %v157 = fmul contract <16 x float> %v156, %v155
  %v158 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v19, i32 4, <16 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> poison)
  %v159 = fadd contract <16 x float> %v158, %v157
  %v160 = getelementptr float, ptr %v6, i64 %v146
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %v159, ptr %v160, i32 4, <16 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %v22 = add nuw nsw i64 %v21, 1
  %v161 = icmp eq i64 %v22, %v2
  br i1 %v161, label %v13, label %v20

v13:                                           ; preds = %v20, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.sqrt.v16f32(<16 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr nocapture, i32 immarg, <16 x i1>) #4

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

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
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
