; dense:M=32,N=64,K=48,bias=1,residual=0,act=relu,dtype=f32,nblock=0 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_dense_bias_relu_f32_m32_n64_k48'
source_filename = "ktune_dense_bias_relu_f32_m32_n64_k48"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_dense_bias_relu_f32_m32_n64_k48(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2, ptr noalias %v3) local_unnamed_addr #0 {
v4:
  %v5 = alloca [4 x i64], align 64
  store ptr %v0, ptr %v5, align 64
  %v6 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v1, ptr %v6, align 8
  %v7 = getelementptr inbounds i8, ptr %v5, i64 16
  store ptr %v3, ptr %v7, align 16
  %v8 = getelementptr inbounds i8, ptr %v5, i64 24
  store ptr %v2, ptr %v8, align 8
  call void @ktune_parallel_for(i64 6, ptr nonnull @ktune_dense_bias_relu_f32_m32_n64_k48.parallel0, ptr nonnull %v5) #3
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_dense_bias_relu_f32_m32_n64_k48.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
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
  %v11 = icmp slt i64 %v1, %v2
  br i1 %v11, label %v12, label %v13

v12:                                   ; preds = %v3, %v14
  %v15 = phi i64 [ %v16, %v14 ], [ %v1, %v3 ]
  %v17 = icmp slt i64 %v15, 5
  %v18 = mul nsw i64 %v15, 288
  %v19 = mul i64 %v15, 1536
  %v20 = getelementptr i8, ptr %v8, i64 %v19
  br i1 %v17, label %v21, label %v22

v14:                                        ; preds = %v23, %v24
  %v16 = add nuw nsw i64 %v15, 1
  %v25 = icmp eq i64 %v16, %v2
  br i1 %v25, label %v13, label %v12

v21:                                   ; preds = %v12, %v24
  %v26 = phi i64 [ %v27, %v24 ], [ 0, %v12 ]
  %v28 = mul nuw nsw i64 %v26, 768
  br label %v29

v29:                                   ; preds = %v29, %v21
  %v30 = phi <16 x float> [ zeroinitializer, %v21 ], [ %v31, %v29 ]
  %v32 = phi <16 x float> [ zeroinitializer, %v21 ], [ %v33, %v29 ]
  %v34 = phi <16 x float> [ zeroinitializer, %v21 ], [ %v35, %v29 ]
  %v36 = phi <16 x float> [ zeroinitializer, %v21 ], [ %v37, %v29 ]
  %v38 = phi <16 x float> [ zeroinitializer, %v21 ], [ %v39, %v29 ]
  %v40 = phi <16 x float> [ zeroinitializer, %v21 ], [ %v41, %v29 ]
  %v42 = phi i64 [ 0, %v21 ], [ %v43, %v29 ]
  %v44 = shl nuw nsw i64 %v42, 1
  %v45 = add nsw i64 %v44, %v18
  %v46 = getelementptr inbounds float, ptr %v4, i64 %v45
  %v47 = load float, ptr %v46, align 4, !alias.scope !0, !noalias !7
  %v48 = insertelement <16 x float> poison, float %v47, i64 0
  %v49 = shufflevector <16 x float> %v48, <16 x float> poison, <16 x i32> zeroinitializer
  %v50 = add nuw nsw i64 %v44, %v28
  %v51 = insertelement <16 x i64> poison, i64 %v50, i64 0
  %v52 = shufflevector <16 x i64> %v51, <16 x i64> poison, <16 x i32> zeroinitializer
  %v53 = add nuw <16 x i64> %v52, <i64 0, i64 48, i64 96, i64 144, i64 192, i64 240, i64 288, i64 336, i64 384, i64 432, i64 480, i64 528, i64 576, i64 624, i64 672, i64 720>
  %v54 = getelementptr inbounds float, ptr %v6, <16 x i64> %v53
  %v55 = tail call contract <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %v54, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !noalias !9
  %v56 = fmul contract <16 x float> %v55, %v49
  %v57 = fadd contract <16 x float> %v40, %v56
  %v58 = getelementptr i8, ptr %v46, i64 192
  %v59 = load float, ptr %v58, align 4, !alias.scope !0, !noalias !7
  %v60 = insertelement <16 x float> poison, float %v59, i64 0
  %v61 = shufflevector <16 x float> %v60, <16 x float> poison, <16 x i32> zeroinitializer
  %v62 = fmul contract <16 x float> %v55, %v61
  %v63 = fadd contract <16 x float> %v38, %v62
  %v64 = getelementptr i8, ptr %v46, i64 384
  %v65 = load float, ptr %v64, align 4, !alias.scope !0, !noalias !7
  %v66 = insertelement <16 x float> poison, float %v65, i64 0
  %v67 = shufflevector <16 x float> %v66, <16 x float> poison, <16 x i32> zeroinitializer
  %v68 = fmul contract <16 x float> %v55, %v67
  %v69 = fadd contract <16 x float> %v36, %v68
  %v70 = getelementptr i8, ptr %v46, i64 576
  %v71 = load float, ptr %v70, align 4, !alias.scope !0, !noalias !7
  %v72 = insertelement <16 x float> poison, float %v71, i64 0
  %v73 = shufflevector <16 x float> %v72, <16 x float> poison, <16 x i32> zeroinitializer
  %v74 = fmul contract <16 x float> %v55, %v73
  %v75 = fadd contract <16 x float> %v34, %v74
  %v76 = getelementptr i8, ptr %v46, i64 768
  %v77 = load float, ptr %v76, align 4, !alias.scope !0, !noalias !7
  %v78 = insertelement <16 x float> poison, float %v77, i64 0
  %v79 = shufflevector <16 x float> %v78, <16 x float> poison, <16 x i32> zeroinitializer
  %v80 = fmul contract <16 x float> %v55, %v79
  %v81 = fadd contract <16 x float> %v32, %v80
  %v82 = getelementptr i8, ptr %v46, i64 960
  %v83 = load float, ptr %v82, align 4, !alias.scope !0, !noalias !7
  %v84 = insertelement <16 x float> poison, float %v83, i64 0
  %v85 = shufflevector <16 x float> %v84, <16 x float> poison, <16 x i32> zeroinitializer
  %v86 = fmul contract <16 x float> %v55, %v85
  %v87 = fadd contract <16 x float> %v30, %v86
  %v88 = or disjoint i64 %v45, 1
  %v89 = getelementptr inbounds float, ptr %v4, i64 %v88
  %v90 = load float, ptr %v89, align 4, !alias.scope !0, !noalias !7
  %v91 = insertelement <16 x float> poison, float %v90, i64 0
  %v92 = shufflevector <16 x float> %v91, <16 x float> poison, <16 x i32> zeroinitializer
  %v93 = or disjoint i64 %v50, 1
  %v94 = insertelement <16 x i64> poison, i64 %v93, i64 0
  %v95 = shufflevector <16 x i64> %v94, <16 x i64> poison, <16 x i32> zeroinitializer
  %v96 = add nuw <16 x i64> %v95, <i64 0, i64 48, i64 96, i64 144, i64 192, i64 240, i64 288, i64 336, i64 384, i64 432, i64 480, i64 528, i64 576, i64 624, i64 672, i64 720>
  %v97 = getelementptr inbounds float, ptr %v6, <16 x i64> %v96
  %v98 = tail call contract <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %v97, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !noalias !9
  %v99 = fmul contract <16 x float> %v98, %v92
  %v41 = fadd contract <16 x float> %v57, %v99
  %v100 = getelementptr i8, ptr %v46, i64 196
  %v101 = load float, ptr %v100, align 4, !alias.scope !0, !noalias !7
  %v102 = insertelement <16 x float> poison, float %v101, i64 0
  %v103 = shufflevector <16 x float> %v102, <16 x float> poison, <16 x i32> zeroinitializer
  %v104 = fmul contract <16 x float> %v98, %v103
  %v39 = fadd contract <16 x float> %v63, %v104
  %v105 = getelementptr i8, ptr %v46, i64 388
  %v106 = load float, ptr %v105, align 4, !alias.scope !0, !noalias !7
  %v107 = insertelement <16 x float> poison, float %v106, i64 0
  %v108 = shufflevector <16 x float> %v107, <16 x float> poison, <16 x i32> zeroinitializer
  %v109 = fmul contract <16 x float> %v98, %v108
  %v37 = fadd contract <16 x float> %v69, %v109
  %v110 = getelementptr i8, ptr %v46, i64 580
  %v111 = load float, ptr %v110, align 4, !alias.scope !0, !noalias !7
  %v112 = insertelement <16 x float> poison, float %v111, i64 0
  %v113 = shufflevector <16 x float> %v112, <16 x float> poison, <16 x i32> zeroinitializer
  %v114 = fmul contract <16 x float> %v98, %v113
  %v35 = fadd contract <16 x float> %v75, %v114
  %v115 = getelementptr i8, ptr %v46, i64 772
  %v116 = load float, ptr %v115, align 4, !alias.scope !0, !noalias !7
  %v117 = insertelement <16 x float> poison, float %v116, i64 0
  %v118 = shufflevector <16 x float> %v117, <16 x float> poison, <16 x i32> zeroinitializer
  %v119 = fmul contract <16 x float> %v98, %v118
  %v33 = fadd contract <16 x float> %v81, %v119
  %v120 = getelementptr i8, ptr %v46, i64 964
  %v121 = load float, ptr %v120, align 4, !alias.scope !0, !noalias !7
  %v122 = insertelement <16 x float> poison, float %v121, i64 0
  %v123 = shufflevector <16 x float> %v122, <16 x float> poison, <16 x i32> zeroinitializer
  %v124 = fmul contract <16 x float> %v98, %v123
  %v31 = fadd contract <16 x float> %v87, %v124
  %v43 = add nuw nsw i64 %v42, 1
  %v125 = icmp eq i64 %v43, 24
  br i1 %v125, label %v24, label %v29

v24:                                   ; preds = %v29
  %v126 = shl nsw i64 %v26, 4
  %v127 = getelementptr inbounds float, ptr %v10, i64 %v126
  %v128 = load <16 x float>, ptr %v127, align 4, !alias.scope !5, !noalias !10
  %v129 = fadd contract <16 x float> %v41, %v128
  %v130 = fcmp contract ogt <16 x float> %v129, zeroinitializer
  %v131 = select contract <16 x i1> %v130, <16 x float> %v129, <16 x float> zeroinitializer
  %v132 = getelementptr float, ptr %v20, i64 %v126
  store <16 x float> %v131, ptr %v132, align 4, !alias.scope !3, !noalias !11
  %v133 = fadd contract <16 x float> %v39, %v128
  %v134 = fcmp contract ogt <16 x float> %v133, zeroinitializer
  %v135 = select contract <16 x i1> %v134, <16 x float> %v133, <16 x float> zeroinitializer
  %v136 = getelementptr i8, ptr %v132, i64 256
  store <16 x float> %v135, ptr %v136, align 4, !alias.scope !3, !noalias !11
  %v137 = fadd contract <16 x float> %v37, %v128
  %v138 = fcmp contract ogt <16 x float> %v137, zeroinitializer
  %v139 = select contract <16 x i1> %v138, <16 x float> %v137, <16 x float> zeroinitializer
  %v140 = getelementptr i8, ptr %v132, i64 512
  store <16 x float> %v139, ptr %v140, align 4, !alias.scope !3, !noalias !11
  %v141 = fadd contract <16 x float> %v35, %v128
  %v142 = fcmp contract ogt <16 x float> %v141, zeroinitializer
  %v143 = select contract <16 x i1> %v142, <16 x float> %v141, <16 x float> zeroinitializer
  %v144 = getelementptr i8, ptr %v132, i64 768
  store <16 x float> %v143, ptr %v144, align 4, !alias.scope !3, !noalias !11
  %v145 = fadd contract <16 x float> %v33, %v128
  %v146 = fcmp contract ogt <16 x float> %v145, zeroinitializer
  %v147 = select contract <16 x i1> %v146, <16 x float> %v145, <16 x float> zeroinitializer
  %v148 = getelementptr i8, ptr %v132, i64 1024
  store <16 x float> %v147, ptr %v148, align 4, !alias.scope !3, !noalias !11
  %v149 = fadd contract <16 x float> %v31, %v128
  %v150 = fcmp contract ogt <16 x float> %v149, zeroinitializer
  %v151 = select contract <16 x i1> %v150, <16 x float> %v149, <16 x float> zeroinitializer
  %v152 = getelementptr i8, ptr %v132, i64 1280
  store <16 x float> %v151, ptr %v152, align 4, !alias.scope !3, !noalias !11
  %v27 = add nuw nsw i64 %v26, 1
  %v153 = icmp eq i64 %v27, 4
  br i1 %v153, label %v14, label %v21

v22:                                 ; preds = %v12, %v23
  %v154 = phi i64 [ %v155, %v23 ], [ 0, %v12 ]
  %v156 = mul nuw nsw i64 %v154, 768
  br label %v157

v157:                                 ; preds = %v157, %v22
  %v158 = phi <16 x float> [ zeroinitializer, %v22 ], [ %v159, %v157 ]
  %v160 = phi <16 x float> [ zeroinitializer, %v22 ], [ %v161, %v157 ]
  %v162 = phi i64 [ 0, %v22 ], [ %v163, %v157 ]
  %v164 = shl nuw nsw i64 %v162, 1
  %v165 = add nuw nsw i64 %v164, %v18
  %v166 = getelementptr inbounds float, ptr %v4, i64 %v165
  %v167 = load float, ptr %v166, align 4, !alias.scope !0, !noalias !7
  %v168 = insertelement <16 x float> poison, float %v167, i64 0
  %v169 = shufflevector <16 x float> %v168, <16 x float> poison, <16 x i32> zeroinitializer
  %v170 = add nuw nsw i64 %v164, %v156
  %v171 = insertelement <16 x i64> poison, i64 %v170, i64 0
  %v172 = shufflevector <16 x i64> %v171, <16 x i64> poison, <16 x i32> zeroinitializer
  %v173 = add nuw <16 x i64> %v172, <i64 0, i64 48, i64 96, i64 144, i64 192, i64 240, i64 288, i64 336, i64 384, i64 432, i64 480, i64 528, i64 576, i64 624, i64 672, i64 720>
  %v174 = getelementptr inbounds float, ptr %v6, <16 x i64> %v173
  %v175 = tail call contract <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %v174, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !noalias !9
  %v176 = fmul contract <16 x float> %v175, %v169
  %v177 = fadd contract <16 x float> %v160, %v176
  %v178 = getelementptr inbounds i8, ptr %v166, i64 192
  %v179 = load float, ptr %v178, align 4, !alias.scope !0, !noalias !7
  %v180 = insertelement <16 x float> poison, float %v179, i64 0
  %v181 = shufflevector <16 x float> %v180, <16 x float> poison, <16 x i32> zeroinitializer
  %v182 = fmul contract <16 x float> %v175, %v181
  %v183 = fadd contract <16 x float> %v158, %v182
  %v184 = or disjoint i64 %v165, 1
  %v185 = getelementptr inbounds float, ptr %v4, i64 %v184
  %v186 = load float, ptr %v185, align 4, !alias.scope !0, !noalias !7
  %v187 = insertelement <16 x float> poison, float %v186, i64 0
  %v188 = shufflevector <16 x float> %v187, <16 x float> poison, <16 x i32> zeroinitializer
  %v189 = or disjoint i64 %v170, 1
  %v190 = insertelement <16 x i64> poison, i64 %v189, i64 0
  %v191 = shufflevector <16 x i64> %v190, <16 x i64> poison, <16 x i32> zeroinitializer
  %v192 = add nuw <16 x i64> %v191, <i64 0, i64 48, i64 96, i64 144, i64 192, i64 240, i64 288, i64 336, i64 384, i64 432, i64 480, i64 528, i64 576, i64 624, i64 672, i64 720>
  %v193 = getelementptr inbounds float, ptr %v6, <16 x i64> %v192
  %v194 = tail call contract <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %v193, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !noalias !9
  %v195 = fmul contract <16 x float> %v194, %v188
  %v161 = fadd contract <16 x float> %v177, %v195
  %v196 = getelementptr inbounds i8, ptr %v166, i64 196
  %v197 = load float, ptr %v196, align 4, !alias.scope !0, !noalias !7
  %v198 = insertelement <16 x float> poison, float %v197, i64 0
  %v199 = shufflevector <16 x float> %v198, <16 x float> poison, <16 x i32> zeroinitializer
  %v200 = fmul contract <16 x float> %v194, %v199
  %v159 = fadd contract <16 x float> %v183, %v200
  %v163 = add nuw nsw i64 %v162, 1
  %v201 = icmp eq i64 %v163, 24
  br i1 %v201, label %v23, label %v157

v23:                                 ; preds = %v157
  %v202 = shl nsw i64 %v154, 4
  %v203 = getelementptr inbounds float, ptr %v10, i64 %v202
  %v204 = load <16 x float>, ptr %v203, align 4, !alias.scope !5, !noalias !10
  %v205 = fadd contract <16 x float> %v161, %v204
  %v206 = fcmp contract ogt <16 x float> %v205, zeroinitializer
  %v207 = select contract <16 x i1> %v206, <16 x float> %v205, <16 x float> zeroinitializer
  %v208 = getelementptr inbounds float, ptr %v20, i64 %v202
  store <16 x float> %v207, ptr %v208, align 4, !alias.scope !3, !noalias !11
  %v209 = fadd contract <16 x float> %v159, %v204
  %v210 = fcmp contract ogt <16 x float> %v209, zeroinitializer
  %v211 = select contract <16 x i1> %v210, <16 x float> %v209, <16 x float> zeroinitializer
  %v212 = getelementptr inbounds i8, ptr %v208, i64 256
  store <16 x float> %v211, ptr %v212, align 4, !alias.scope !3, !noalias !11
  %v155 = add nuw nsw i64 %v154, 1
  %v213 = icmp eq i64 %v155, 4
  br i1 %v213, label %v14, label %v22

v13: ; preds = %v14, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x float>) #2

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_dense_bias_relu_f32_m32_n64_k48_packed(ptr nocapture readonly %v0) local_unnamed_addr #3 {
v1:
  %v2 = alloca [4 x i64], align 64
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %v2)
  %v3 = load <4 x ptr>, ptr %v0, align 8
  %v4 = shufflevector <4 x ptr> %v3, <4 x ptr> poison, <4 x i32> <i32 0, i32 1, i32 3, i32 2>
  store <4 x ptr> %v4, ptr %v2, align 64, !noalias !12
  call void @ktune_parallel_for(i64 6, ptr nonnull @ktune_dense_bias_relu_f32_m32_n64_k48.parallel0, ptr nonnull %v2) #3
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %v2)
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
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_dense_bias_relu_f32_m32_n64_k48.parallel0.task: %X"}
!2 = distinct !{!2, !"ktune_dense_bias_relu_f32_m32_n64_k48.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_dense_bias_relu_f32_m32_n64_k48.parallel0.task: %Y"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_dense_bias_relu_f32_m32_n64_k48.parallel0.task: %bias"}
!7 = !{!8, !4, !6}
!8 = distinct !{!8, !2, !"ktune_dense_bias_relu_f32_m32_n64_k48.parallel0.task: %W"}
!9 = !{!1, !4, !6}
!10 = !{!1, !8, !4}
!11 = !{!1, !8, !6}
!12 = !{!13, !15, !16, !17}
!13 = distinct !{!13, !14, !"ktune_dense_bias_relu_f32_m32_n64_k48: %X"}
!14 = distinct !{!14, !"ktune_dense_bias_relu_f32_m32_n64_k48"}
!15 = distinct !{!15, !14, !"ktune_dense_bias_relu_f32_m32_n64_k48: %W"}
!16 = distinct !{!16, !14, !"ktune_dense_bias_relu_f32_m32_n64_k48: %bias"}
!17 = distinct !{!17, !14, !"ktune_dense_bias_relu_f32_m32_n64_k48: %Y"}
