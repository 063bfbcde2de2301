; conv2d:N=1,C=64,H=56,W=56,K=64,R=3,S=3,stride=1,pad=1,dilation=1,layout=nhwc,kblock=0,bias=0,residual=0,act=none,dtype=f32 on llvm -mcpu=x86-64-v3, schedule avx2.trace.conv2d_nhwc_56x56x64_tuned.json
; ModuleID = 'ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1'
source_filename = "ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  %v5 = alloca [2 x i64], align 64
  %v6 = tail call ptr @ktune_alloc(i64 861184) #2
  store ptr %v6, ptr %v5, align 64
  %v7 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v0, ptr %v7, align 8
  call void @ktune_parallel_for(i64 58, ptr nonnull @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v5) #2
  store ptr %v6, ptr %v4, align 64
  %v8 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v1, ptr %v8, align 8
  %v9 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v9, align 16
  call void @ktune_parallel_for(i64 56, ptr nonnull @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.parallel1, ptr nonnull %v4) #2
  call void @ktune_free(ptr %v6) #2
  ret void
}

declare ptr @ktune_alloc(i64) local_unnamed_addr

declare void @ktune_free(ptr) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  %v7 = icmp slt i64 %v1, %v2
  br i1 %v7, label %v8, label %v9

v8:                               ; preds = %v3
  %v10 = getelementptr i8, ptr %v6, i64 -14592
  %v11 = sub i64 %v2, %v1
  br label %v12

v12:                                         ; preds = %v8, %v13
  %v14 = phi i64 [ 0, %v8 ], [ %v15, %v13 ]
  %v16 = phi i64 [ %v1, %v8 ], [ %v17, %v13 ]
  %v18 = add i64 %v14, %v1
  %v19 = mul i64 %v18, 14848
  %v20 = getelementptr i8, ptr %v4, i64 %v19
  %v21 = add i64 %v16, -1
  %v22 = icmp ult i64 %v21, 56
  br i1 %v22, label %v23, label %v24

v24:                             ; preds = %v12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(14848) %v20, i8 0, i64 14848, i1 false), !alias.scope !0, !noalias !3
  br label %v13

v13:                                        ; preds = %v25, %v24
  %v17 = add nuw nsw i64 %v16, 1
  %v15 = add i64 %v14, 1
  %v26 = icmp eq i64 %v15, %v11
  br i1 %v26, label %v9, label %v12

v23:                              ; preds = %v12
  %v27 = mul nuw nsw i64 %v16, 14336
  %v28 = getelementptr i8, ptr %v10, i64 %v27
  %v29 = mul nuw nsw i64 %v16, 14848
  %v30 = getelementptr inbounds i8, ptr %v4, i64 %v29
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(256) %v20, i8 0, i64 256, i1 false), !alias.scope !0, !noalias !3
  %v31 = getelementptr i8, ptr %v4, i64 %v19
  br label %v32

v25:                                       ; preds = %v33, %v34
  %v35 = add nuw nsw i64 %v36, 1
  %v37 = icmp eq i64 %v35, 58
  br i1 %v37, label %v13, label %v32, !llvm.loop !5

v32:                                       ; preds = %v25, %v23
  %v36 = phi i64 [ %v35, %v25 ], [ 1, %v23 ]
  %v38 = icmp ult i64 %v36, 57
  br i1 %v38, label %v34, label %v33

v33:                       ; preds = %v32
  %v39 = shl nuw nsw i64 %v36, 8
  %v40 = getelementptr i8, ptr %v31, i64 %v39
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(256) %v40, i8 0, i64 256, i1 false), !alias.scope !0, !noalias !3
  br label %v25

v34:                       ; preds = %v32
  %v41 = shl nuw nsw i64 %v36, 6
  %v42 = getelementptr float, ptr %v28, i64 %v41
  %v43 = getelementptr inbounds float, ptr %v30, i64 %v41
  %v44 = load <8 x float>, ptr %v42, align 4, !alias.scope !3, !noalias !0
  store <8 x float> %v44, ptr %v43, align 32, !alias.scope !0, !noalias !3
  %v45 = getelementptr i8, ptr %v42, i64 32
  %v46 = load <8 x float>, ptr %v45, align 4, !alias.scope !3, !noalias !0
  %v47 = getelementptr inbounds i8, ptr %v43, i64 32
  store <8 x float> %v46, ptr %v47, align 32, !alias.scope !0, !noalias !3
  %v48 = getelementptr i8, ptr %v42, i64 64
  %v49 = load <8 x float>, ptr %v48, align 4, !alias.scope !3, !noalias !0
  %v50 = getelementptr inbounds i8, ptr %v43, i64 64
  store <8 x float> %v49, ptr %v50, align 32, !alias.scope !0, !noalias !3
  %v51 = getelementptr i8, ptr %v42, i64 96
  %v52 = load <8 x float>, ptr %v51, align 4, !alias.scope !3, !noalias !0
  %v53 = getelementptr inbounds i8, ptr %v43, i64 96
  store <8 x float> %v52, ptr %v53, align 32, !alias.scope !0, !noalias !3
  %v54 = getelementptr i8, ptr %v42, i64 128
  %v55 = load <8 x float>, ptr %v54, align 4, !alias.scope !3, !noalias !0
  %v56 = getelementptr inbounds i8, ptr %v43, i64 128
  store <8 x float> %v55, ptr %v56, align 32, !alias.scope !0, !noalias !3
  %v57 = getelementptr i8, ptr %v42, i64 160
  %v58 = load <8 x float>, ptr %v57, align 4, !alias.scope !3, !noalias !0
  %v59 = getelementptr inbounds i8, ptr %v43, i64 160
  store <8 x float> %v58, ptr %v59, align 32, !alias.scope !0, !noalias !3
  %v60 = getelementptr i8, ptr %v42, i64 192
  %v61 = load <8 x float>, ptr %v60, align 4, !alias.scope !3, !noalias !0
  %v62 = getelementptr inbounds i8, ptr %v43, i64 192
  store <8 x float> %v61, ptr %v62, align 32, !alias.scope !0, !noalias !3
  %v63 = getelementptr i8, ptr %v42, i64 224
  %v64 = load <8 x float>, ptr %v63, align 4, !alias.scope !3, !noalias !0
  %v65 = getelementptr inbounds i8, ptr %v43, i64 224
  store <8 x float> %v64, ptr %v65, align 32, !alias.scope !0, !noalias !3
  br label %v25

v9: ; preds = %v13, %v3
  ret void
}

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.parallel1(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  %v7 = getelementptr inbounds i8, ptr %v0, i64 16
  %v8 = load ptr, ptr %v7, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !7)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !12)
  %v9 = icmp slt i64 %v1, %v2
  br i1 %v9, label %v10, label %v11

v10:                               ; preds = %v3
  %v12 = getelementptr i8, ptr %v6, i64 16384
  %v13 = getelementptr i8, ptr %v6, i64 32768
  br label %v14

v14:                                         ; preds = %v10, %v15
  %v16 = phi i64 [ %v17, %v15 ], [ %v1, %v10 ]
  %v18 = mul i64 %v16, 14336
  %v19 = getelementptr i8, ptr %v8, i64 %v18
  %v20 = mul i64 %v16, 14848
  %v21 = getelementptr i8, ptr %v4, i64 %v20
  br label %v22

v22:                                   ; preds = %v23, %v14
  %v24 = phi i64 [ 0, %v14 ], [ %v25, %v23 ]
  %v26 = icmp ult i64 %v24, 9
  %v27 = mul nuw nsw i64 %v24, 384
  %v28 = getelementptr float, ptr %v19, i64 %v27
  %v29 = getelementptr float, ptr %v21, i64 %v27
  br i1 %v26, label %v30, label %v31

v31:                       ; preds = %v22
  %v32 = getelementptr i8, ptr %v29, i64 14848
  %v33 = getelementptr i8, ptr %v29, i64 29696
  br label %v34

v15:                                   ; preds = %v23
  %v17 = add nuw nsw i64 %v16, 1
  %v35 = icmp eq i64 %v17, %v2
  br i1 %v35, label %v11, label %v14

v23:                                        ; preds = %v36, %v37
  %v25 = add nuw nsw i64 %v24, 1
  %v38 = icmp eq i64 %v25, 10
  br i1 %v38, label %v15, label %v22

v30:                                   ; preds = %v22, %v37
  %v39 = phi i64 [ %v40, %v37 ], [ 0, %v22 ]
  %v41 = shl nsw i64 %v39, 4
  %v42 = getelementptr inbounds float, ptr %v6, i64 %v41
  %v43 = getelementptr float, ptr %v12, i64 %v41
  %v44 = getelementptr float, ptr %v13, i64 %v41
  br label %v45

v45:                                        ; preds = %v46, %v30
  %v47 = phi <16 x float> [ zeroinitializer, %v30 ], [ %v48, %v46 ]
  %v49 = phi <16 x float> [ zeroinitializer, %v30 ], [ %v50, %v46 ]
  %v51 = phi <16 x float> [ zeroinitializer, %v30 ], [ %v52, %v46 ]
  %v53 = phi <16 x float> [ zeroinitializer, %v30 ], [ %v54, %v46 ]
  %v55 = phi <16 x float> [ zeroinitializer, %v30 ], [ %v56, %v46 ]
  %v57 = phi <16 x float> [ zeroinitializer, %v30 ], [ %v58, %v46 ]
  %v59 = phi i64 [ 0, %v30 ], [ %v60, %v46 ]
  %v61 = mul i64 %v59, 14848
  %v62 = getelementptr i8, ptr %v29, i64 %v61
  %v63 = mul nuw nsw i64 %v59, 12288
  %v64 = getelementptr inbounds float, ptr %v42, i64 %v63
  br label %v65

v37:                                        ; preds = %v46
  %v66 = getelementptr float, ptr %v28, i64 %v41
  store <16 x float> %v58, ptr %v66, align 4, !alias.scope !12, !noalias !14
  %v67 = getelementptr i8, ptr %v66, i64 256
  store <16 x float> %v56, ptr %v67, align 4, !alias.scope !12, !noalias !14
  %v68 = getelementptr i8, ptr %v66, i64 512
  store <16 x float> %v54, ptr %v68, align 4, !alias.scope !12, !noalias !14
  %v69 = getelementptr i8, ptr %v66, i64 768
  store <16 x float> %v52, ptr %v69, align 4, !alias.scope !12, !noalias !14
  %v70 = getelementptr i8, ptr %v66, i64 1024
  store <16 x float> %v50, ptr %v70, align 4, !alias.scope !12, !noalias !14
  %v71 = getelementptr i8, ptr %v66, i64 1280
  store <16 x float> %v48, ptr %v71, align 4, !alias.scope !12, !noalias !14
  %v40 = add nuw nsw i64 %v39, 1
  %v72 = icmp eq i64 %v40, 4
  br i1 %v72, label %v23, label %v30

v65:                                        ; preds = %v65, %v45
  %v73 = phi <16 x float> [ %v47, %v45 ], [ %v74, %v65 ]
  %v75 = phi <16 x float> [ %v49, %v45 ], [ %v76, %v65 ]
  %v77 = phi <16 x float> [ %v51, %v45 ], [ %v78, %v65 ]
  %v79 = phi <16 x float> [ %v53, %v45 ], [ %v80, %v65 ]
  %v81 = phi <16 x float> [ %v55, %v45 ], [ %v82, %v65 ]
  %v83 = phi <16 x float> [ %v57, %v45 ], [ %v84, %v65 ]
  %v85 = phi i64 [ 0, %v45 ], [ %v86, %v65 ]
  %v87 = getelementptr float, ptr %v62, i64 %v85
  %v88 = load float, ptr %v87, align 4, !alias.scope !7, !noalias !15
  %v89 = insertelement <16 x float> poison, float %v88, i64 0
  %v90 = shufflevector <16 x float> %v89, <16 x float> poison, <16 x i32> zeroinitializer
  %v91 = shl nuw nsw i64 %v85, 8
  %v92 = getelementptr inbounds i8, ptr %v64, i64 %v91
  %v93 = load <16 x float>, ptr %v92, align 4, !alias.scope !10, !noalias !16
  %v94 = fmul contract <16 x float> %v93, %v90
  %v84 = fadd contract <16 x float> %v83, %v94
  %v95 = getelementptr i8, ptr %v87, i64 256
  %v96 = load float, ptr %v95, align 4, !alias.scope !7, !noalias !15
  %v97 = insertelement <16 x float> poison, float %v96, i64 0
  %v98 = shufflevector <16 x float> %v97, <16 x float> poison, <16 x i32> zeroinitializer
  %v99 = fmul contract <16 x float> %v93, %v98
  %v82 = fadd contract <16 x float> %v81, %v99
  %v100 = getelementptr i8, ptr %v87, i64 512
  %v101 = load float, ptr %v100, align 4, !alias.scope !7, !noalias !15
  %v102 = insertelement <16 x float> poison, float %v101, i64 0
  %v103 = shufflevector <16 x float> %v102, <16 x float> poison, <16 x i32> zeroinitializer
  %v104 = fmul contract <16 x float> %v93, %v103
  %v80 = fadd contract <16 x float> %v79, %v104
  %v105 = getelementptr i8, ptr %v87, i64 768
  %v106 = load float, ptr %v105, align 4, !alias.scope !7, !noalias !15
  %v107 = insertelement <16 x float> poison, float %v106, i64 0
  %v108 = shufflevector <16 x float> %v107, <16 x float> poison, <16 x i32> zeroinitializer
  %v109 = fmul contract <16 x float> %v93, %v108
  %v78 = fadd contract <16 x float> %v77, %v109
  %v110 = getelementptr i8, ptr %v87, i64 1024
  %v111 = load float, ptr %v110, align 4, !alias.scope !7, !noalias !15
  %v112 = insertelement <16 x float> poison, float %v111, i64 0
  %v113 = shufflevector <16 x float> %v112, <16 x float> poison, <16 x i32> zeroinitializer
  %v114 = fmul contract <16 x float> %v93, %v113
  %v76 = fadd contract <16 x float> %v75, %v114
  %v115 = getelementptr i8, ptr %v87, i64 1280
  %v116 = load float, ptr %v115, align 4, !alias.scope !7, !noalias !15
  %v117 = insertelement <16 x float> poison, float %v116, i64 0
  %v118 = shufflevector <16 x float> %v117, <16 x float> poison, <16 x i32> zeroinitializer
  %v119 = fmul contract <16 x float> %v93, %v118
  %v74 = fadd contract <16 x float> %v73, %v119
  %v86 = add nuw nsw i64 %v85, 1
  %v120 = icmp eq i64 %v86, 64
  br i1 %v120, label %v121, label %v65

v121:                            ; preds = %v65
  %v122 = getelementptr float, ptr %v43, i64 %v63
  br label %v123

v123:                                      ; preds = %v121, %v123
  %v124 = phi <16 x float> [ %v125, %v123 ], [ %v74, %v121 ]
  %v126 = phi <16 x float> [ %v127, %v123 ], [ %v76, %v121 ]
  %v128 = phi <16 x float> [ %v129, %v123 ], [ %v78, %v121 ]
  %v130 = phi <16 x float> [ %v131, %v123 ], [ %v80, %v121 ]
  %v132 = phi <16 x float> [ %v133, %v123 ], [ %v82, %v121 ]
  %v134 = phi <16 x float> [ %v135, %v123 ], [ %v84, %v121 ]
  %v136 = phi i64 [ %v137, %v123 ], [ 0, %v121 ]
  %v138 = getelementptr float, ptr %v62, i64 %v136
  %v139 = getelementptr i8, ptr %v138, i64 256
  %v140 = load float, ptr %v139, align 4, !alias.scope !7, !noalias !15
  %v141 = insertelement <16 x float> poison, float %v140, i64 0
  %v142 = shufflevector <16 x float> %v141, <16 x float> poison, <16 x i32> zeroinitializer
  %v143 = shl nuw nsw i64 %v136, 8
  %v144 = getelementptr i8, ptr %v122, i64 %v143
  %v145 = load <16 x float>, ptr %v144, align 4, !alias.scope !10, !noalias !16
  %v146 = fmul contract <16 x float> %v145, %v142
  %v135 = fadd contract <16 x float> %v134, %v146
  %v147 = getelementptr i8, ptr %v138, i64 512
  %v148 = load float, ptr %v147, align 4, !alias.scope !7, !noalias !15
  %v149 = insertelement <16 x float> poison, float %v148, i64 0
  %v150 = shufflevector <16 x float> %v149, <16 x float> poison, <16 x i32> zeroinitializer
  %v151 = fmul contract <16 x float> %v145, %v150
  %v133 = fadd contract <16 x float> %v132, %v151
  %v152 = getelementptr i8, ptr %v138, i64 768
  %v153 = load float, ptr %v152, align 4, !alias.scope !7, !noalias !15
  %v154 = insertelement <16 x float> poison, float %v153, i64 0
  %v155 = shufflevector <16 x float> %v154, <16 x float> poison, <16 x i32> zeroinitializer
  %v156 = fmul contract <16 x float> %v145, %v155
  %v131 = fadd contract <16 x float> %v130, %v156
  %v157 = getelementptr i8, ptr %v138, i64 1024
  %v158 = load float, ptr %v157, align 4, !alias.scope !7, !noalias !15
  %v159 = insertelement <16 x float> poison, float %v158, i64 0
  %v160 = shufflevector <16 x float> %v159, <16 x float> poison, <16 x i32> zeroinitializer
  %v161 = fmul contract <16 x float> %v145, %v160
  %v129 = fadd contract <16 x float> %v128, %v161
  %v162 = getelementptr i8, ptr %v138, i64 1280
  %v163 = load float, ptr %v162, align 4, !alias.scope !7, !noalias !15
  %v164 = insertelement <16 x float> poison, float %v163, i64 0
  %v165 = shufflevector <16 x float> %v164, <16 x float> poison, <16 x i32> zeroinitializer
  %v166 = fmul contract <16 x float> %v145, %v165
  %v127 = fadd contract <16 x float> %v126, %v166
  %v167 = getelementptr i8, ptr %v138, i64 1536
  %v168 = load float, ptr %v167, align 4, !alias.scope !7, !noalias !15
  %v169 = insertelement <16 x float> poison, float %v168, i64 0
  %v170 = shufflevector <16 x float> %v169, <16 x float> poison, <16 x i32> zeroinitializer
  %v171 = fmul contract <16 x float> %v145, %v170
  %v125 = fadd contract <16 x float> %v124, %v171
  %v137 = add nuw nsw i64 %v136, 1
  %v172 = icmp eq i64 %v137, 64
  br i1 %v172, label %v173, label %v123

v173:                            ; preds = %v123
  %v174 = getelementptr float, ptr %v44, i64 %v63
  br label %v175

v175:                                      ; preds = %v173, %v175
  %v176 = phi <16 x float> [ %v48, %v175 ], [ %v125, %v173 ]
  %v177 = phi <16 x float> [ %v50, %v175 ], [ %v127, %v173 ]
  %v178 = phi <16 x float> [ %v52, %v175 ], [ %v129, %v173 ]
  %v179 = phi <16 x float> [ %v54, %v175 ], [ %v131, %v173 ]
  %v180 = phi <16 x float> [ %v56, %v175 ], [ %v133, %v173 ]
  %v181 = phi <16 x float> [ %v58, %v175 ], [ %v135, %v173 ]
  %v182 = phi i64 [ %v183, %v175 ], [ 0, %v173 ]
  %v184 = getelementptr float, ptr %v62, i64 %v182
  %v185 = getelementptr i8, ptr %v184, i64 512
  %v186 = load float, ptr %v185, align 4, !alias.scope !7, !noalias !15
  %v187 = insertelement <16 x float> poison, float %v186, i64 0
  %v188 = shufflevector <16 x float> %v187, <16 x float> poison, <16 x i32> zeroinitializer
  %v189 = shl nuw nsw i64 %v182, 8
  %v190 = getelementptr i8, ptr %v174, i64 %v189
  %v191 = load <16 x float>, ptr %v190, align 4, !alias.scope !10, !noalias !16
  %v192 = fmul contract <16 x float> %v191, %v188
  %v58 = fadd contract <16 x float> %v181, %v192
  %v193 = getelementptr i8, ptr %v184, i64 768
  %v194 = load float, ptr %v193, align 4, !alias.scope !7, !noalias !15
  %v195 = insertelement <16 x float> poison, float %v194, i64 0
  %v196 = shufflevector <16 x float> %v195, <16 x float> poison, <16 x i32> zeroinitializer
  %v197 = fmul contract <16 x float> %v191, %v196
  %v56 = fadd contract <16 x float> %v180, %v197
  %v198 = getelementptr i8, ptr %v184, i64 1024
  %v199 = load float, ptr %v198, align 4, !alias.scope !7, !noalias !15
  %v200 = insertelement <16 x float> poison, float %v199, i64 0
  %v201 = shufflevector <16 x float> %v200, <16 x float> poison, <16 x i32> zeroinitializer
  %v202 = fmul contract <16 x float> %v191, %v201
  %v54 = fadd contract <16 x float> %v179, %v202
  %v203 = getelementptr i8, ptr %v184, i64 1280
  %v204 = load float, ptr %v203, align 4, !alias.scope !7, !noalias !15
  %v205 = insertelement <16 x float> poison, float %v204, i64 0
  %v206 = shufflevector <16 x float> %v205, <16 x float> poison, <16 x i32> zeroinitializer
  %v207 = fmul contract <16 x float> %v191, %v206
  %v52 = fadd contract <16 x float> %v178, %v207
  %v208 = getelementptr i8, ptr %v184, i64 1536
  %v209 = load float, ptr %v208, align 4, !alias.scope !7, !noalias !15
  %v210 = insertelement <16 x float> poison, float %v209, i64 0
  %v211 = shufflevector <16 x float> %v210, <16 x float> poison, <16 x i32> zeroinitializer
  %v212 = fmul contract <16 x float> %v191, %v211
  %v50 = fadd contract <16 x float> %v177, %v212
  %v213 = getelementptr i8, ptr %v184, i64 1792
  %v214 = load float, ptr %v213, align 4, !alias.scope !7, !noalias !15
  %v215 = insertelement <16 x float> poison, float %v214, i64 0
  %v216 = shufflevector <16 x float> %v215, <16 x float> poison, <16 x i32> zeroinitializer
  %v217 = fmul contract <16 x float> %v191, %v216
  %v48 = fadd contract <16 x float> %v176, %v217
  %v183 = add nuw nsw i64 %v182, 1
  %v218 = icmp eq i64 %v183, 64
  br i1 %v218, label %v46, label %v175

v46:                                      ; preds = %v175
  %v60 = add nuw nsw i64 %v59, 1
  %v219 = icmp eq i64 %v60, 3
  br i1 %v219, label %v37, label %v45

v34:                                 ; preds = %v31, %v36
  %v220 = phi i64 [ %v221, %v36 ], [ 0, %v31 ]
  %v222 = shl nsw i64 %v220, 4
  %v223 = getelementptr inbounds float, ptr %v6, i64 %v222
  %v224 = getelementptr float, ptr %v12, i64 %v222
  %v225 = getelementptr float, ptr %v13, i64 %v222
  br label %v226

v226:                                      ; preds = %v226, %v34
  %v227 = phi <16 x float> [ zeroinitializer, %v34 ], [ %v228, %v226 ]
  %v229 = phi <16 x float> [ zeroinitializer, %v34 ], [ %v230, %v226 ]
  %v231 = phi i64 [ 0, %v34 ], [ %v232, %v226 ]
  %v233 = getelementptr float, ptr %v29, i64 %v231
  %v234 = load float, ptr %v233, align 4, !alias.scope !7, !noalias !15
  %v235 = insertelement <16 x float> poison, float %v234, i64 0
  %v236 = shufflevector <16 x float> %v235, <16 x float> poison, <16 x i32> zeroinitializer
  %v237 = shl nuw nsw i64 %v231, 8
  %v238 = getelementptr inbounds i8, ptr %v223, i64 %v237
  %v239 = load <16 x float>, ptr %v238, align 4, !alias.scope !10, !noalias !16
  %v240 = fmul contract <16 x float> %v239, %v236
  %v241 = fadd contract <16 x float> %v229, %v240
  %v242 = getelementptr i8, ptr %v233, i64 256
  %v243 = load float, ptr %v242, align 4, !alias.scope !7, !noalias !15
  %v244 = insertelement <16 x float> poison, float %v243, i64 0
  %v245 = shufflevector <16 x float> %v244, <16 x float> poison, <16 x i32> zeroinitializer
  %v246 = fmul contract <16 x float> %v239, %v245
  %v247 = fadd contract <16 x float> %v227, %v246
  %v248 = or disjoint i64 %v231, 1
  %v249 = getelementptr float, ptr %v29, i64 %v248
  %v250 = load float, ptr %v249, align 4, !alias.scope !7, !noalias !15
  %v251 = insertelement <16 x float> poison, float %v250, i64 0
  %v252 = shufflevector <16 x float> %v251, <16 x float> poison, <16 x i32> zeroinitializer
  %v253 = shl nuw nsw i64 %v248, 8
  %v254 = getelementptr inbounds i8, ptr %v223, i64 %v253
  %v255 = load <16 x float>, ptr %v254, align 4, !alias.scope !10, !noalias !16
  %v256 = fmul contract <16 x float> %v255, %v252
  %v230 = fadd contract <16 x float> %v241, %v256
  %v257 = getelementptr i8, ptr %v249, i64 256
  %v258 = load float, ptr %v257, align 4, !alias.scope !7, !noalias !15
  %v259 = insertelement <16 x float> poison, float %v258, i64 0
  %v260 = shufflevector <16 x float> %v259, <16 x float> poison, <16 x i32> zeroinitializer
  %v261 = fmul contract <16 x float> %v255, %v260
  %v228 = fadd contract <16 x float> %v247, %v261
  %v232 = add nuw nsw i64 %v231, 2
  %v262 = icmp eq i64 %v232, 64
  br i1 %v262, label %v263, label %v226

v263:                                      ; preds = %v226, %v263
  %v264 = phi <16 x float> [ %v265, %v263 ], [ %v228, %v226 ]
  %v266 = phi <16 x float> [ %v267, %v263 ], [ %v230, %v226 ]
  %v268 = phi i64 [ %v269, %v263 ], [ 0, %v226 ]
  %v270 = getelementptr float, ptr %v29, i64 %v268
  %v271 = getelementptr i8, ptr %v270, i64 256
  %v272 = load float, ptr %v271, align 4, !alias.scope !7, !noalias !15
  %v273 = insertelement <16 x float> poison, float %v272, i64 0
  %v274 = shufflevector <16 x float> %v273, <16 x float> poison, <16 x i32> zeroinitializer
  %v275 = shl nuw nsw i64 %v268, 8
  %v276 = getelementptr i8, ptr %v224, i64 %v275
  %v277 = load <16 x float>, ptr %v276, align 4, !alias.scope !10, !noalias !16
  %v278 = fmul contract <16 x float> %v277, %v274
  %v279 = fadd contract <16 x float> %v266, %v278
  %v280 = getelementptr i8, ptr %v270, i64 512
  %v281 = load float, ptr %v280, align 4, !alias.scope !7, !noalias !15
  %v282 = insertelement <16 x float> poison, float %v281, i64 0
  %v283 = shufflevector <16 x float> %v282, <16 x float> poison, <16 x i32> zeroinitializer
  %v284 = fmul contract <16 x float> %v277, %v283
  %v285 = fadd contract <16 x float> %v264, %v284
  %v286 = or disjoint i64 %v268, 1
  %v287 = getelementptr float, ptr %v29, i64 %v286
  %v288 = getelementptr i8, ptr %v287, i64 256
  %v289 = load float, ptr %v288, align 4, !alias.scope !7, !noalias !15
  %v290 = insertelement <16 x float> poison, float %v289, i64 0
  %v291 = shufflevector <16 x float> %v290, <16 x float> poison, <16 x i32> zeroinitializer
  %v292 = shl nuw nsw i64 %v286, 8
  %v293 = getelementptr i8, ptr %v224, i64 %v292
  %v294 = load <16 x float>, ptr %v293, align 4, !alias.scope !10, !noalias !16
  %v295 = fmul contract <16 x float> %v294, %v291
  %v267 = fadd contract <16 x float> %v279, %v295
  %v296 = getelementptr i8, ptr %v287, i64 512
  %v297 = load float, ptr %v296, align 4, !alias.scope !7, !noalias !15
  %v298 = insertelement <16 x float> poison, float %v297, i64 0
  %v299 = shufflevector <16 x float> %v298, <16 x float> poison, <16 x i32> zeroinitializer
  %v300 = fmul contract <16 x float> %v294, %v299
  %v265 = fadd contract <16 x float> %v285, %v300
  %v269 = add nuw nsw i64 %v268, 2
  %v301 = icmp eq i64 %v269, 64
  br i1 %v301, label %v302, label %v263

v302:                                      ; preds = %v263, %v302
  %v303 = phi <16 x float> [ %v304, %v302 ], [ %v265, %v263 ]
  %v305 = phi <16 x float> [ %v306, %v302 ], [ %v267, %v263 ]
  %v307 = phi i64 [ %v308, %v302 ], [ 0, %v263 ]
  %v309 = getelementptr float, ptr %v29, i64 %v307
  %v310 = getelementptr i8, ptr %v309, i64 512
  %v311 = load float, ptr %v310, align 4, !alias.scope !7, !noalias !15
  %v312 = insertelement <16 x float> poison, float %v311, i64 0
  %v313 = shufflevector <16 x float> %v312, <16 x float> poison, <16 x i32> zeroinitializer
  %v314 = shl nuw nsw i64 %v307, 8
  %v315 = getelementptr i8, ptr %v225, i64 %v314
  %v316 = load <16 x float>, ptr %v315, align 4, !alias.scope !10, !noalias !16
  %v317 = fmul contract <16 x float> %v316, %v313
  %v318 = fadd contract <16 x float> %v305, %v317
  %v319 = getelementptr i8, ptr %v309, i64 768
  %v320 = load float, ptr %v319, align 4, !alias.scope !7, !noalias !15
  %v321 = insertelement <16 x float> poison, float %v320, i64 0
  %v322 = shufflevector <16 x float> %v321, <16 x float> poison, <16 x i32> zeroinitializer
  %v323 = fmul contract <16 x float> %v316, %v322
  %v324 = fadd contract <16 x float> %v303, %v323
  %v325 = or disjoint i64 %v307, 1
  %v326 = getelementptr float, ptr %v29, i64 %v325
  %v327 = getelementptr i8, ptr %v326, i64 512
  %v328 = load float, ptr %v327, align 4, !alias.scope !7, !noalias !15
  %v329 = insertelement <16 x float> poison, float %v328, i64 0
  %v330 = shufflevector <16 x float> %v329, <16 x float> poison, <16 x i32> zeroinitializer
  %v331 = shl nuw nsw i64 %v325, 8
  %v332 = getelementptr i8, ptr %v225, i64 %v331
  %v333 = load <16 x float>, ptr %v332, align 4, !alias.scope !10, !noalias !16
  %v334 = fmul contract <16 x float> %v333, %v330
  %v306 = fadd contract <16 x float> %v318, %v334
  %v335 = getelementptr i8, ptr %v326, i64 768
  %v336 = load float, ptr %v335, align 4, !alias.scope !7, !noalias !15
  %v337 = insertelement <16 x float> poison, float %v336, i64 0
  %v338 = shufflevector <16 x float> %v337, <16 x float> poison, <16 x i32> zeroinitializer
  %v339 = fmul contract <16 x float> %v333, %v338
  %v304 = fadd contract <16 x float> %v324, %v339
  %v308 = add nuw nsw i64 %v307, 2
  %v340 = icmp eq i64 %v308, 64
  br i1 %v340, label %v341, label %v302

v341:                                      ; preds = %v302
  %v342 = getelementptr inbounds i8, ptr %v223, i64 49152
  br label %v343

v343:                                    ; preds = %v343, %v341
  %v344 = phi <16 x float> [ %v304, %v341 ], [ %v345, %v343 ]
  %v346 = phi <16 x float> [ %v306, %v341 ], [ %v347, %v343 ]
  %v348 = phi i64 [ 0, %v341 ], [ %v349, %v343 ]
  %v350 = getelementptr float, ptr %v32, i64 %v348
  %v351 = load float, ptr %v350, align 4, !alias.scope !7, !noalias !15
  %v352 = insertelement <16 x float> poison, float %v351, i64 0
  %v353 = shufflevector <16 x float> %v352, <16 x float> poison, <16 x i32> zeroinitializer
  %v354 = shl nuw nsw i64 %v348, 8
  %v355 = getelementptr inbounds i8, ptr %v342, i64 %v354
  %v356 = load <16 x float>, ptr %v355, align 4, !alias.scope !10, !noalias !16
  %v357 = fmul contract <16 x float> %v356, %v353
  %v358 = fadd contract <16 x float> %v346, %v357
  %v359 = getelementptr i8, ptr %v350, i64 256
  %v360 = load float, ptr %v359, align 4, !alias.scope !7, !noalias !15
  %v361 = insertelement <16 x float> poison, float %v360, i64 0
  %v362 = shufflevector <16 x float> %v361, <16 x float> poison, <16 x i32> zeroinitializer
  %v363 = fmul contract <16 x float> %v356, %v362
  %v364 = fadd contract <16 x float> %v344, %v363
  %v365 = or disjoint i64 %v348, 1
  %v366 = getelementptr float, ptr %v32, i64 %v365
  %v367 = load float, ptr %v366, align 4, !alias.scope !7, !noalias !15
  %v368 = insertelement <16 x float> poison, float %v367, i64 0
  %v369 = shufflevector <16 x float> %v368, <16 x float> poison, <16 x i32> zeroinitializer
  %v370 = shl nuw nsw i64 %v365, 8
  %v371 = getelementptr inbounds i8, ptr %v342, i64 %v370
  %v372 = load <16 x float>, ptr %v371, align 4, !alias.scope !10, !noalias !16
  %v373 = fmul contract <16 x float> %v372, %v369
  %v347 = fadd contract <16 x float> %v358, %v373
  %v374 = getelementptr i8, ptr %v366, i64 256
  %v375 = load float, ptr %v374, align 4, !alias.scope !7, !noalias !15
  %v376 = insertelement <16 x float> poison, float %v375, i64 0
  %v377 = shufflevector <16 x float> %v376, <16 x float> poison, <16 x i32> zeroinitializer
  %v378 = fmul contract <16 x float> %v372, %v377
  %v345 = fadd contract <16 x float> %v364, %v378
  %v349 = add nuw nsw i64 %v348, 2
  %v379 = icmp eq i64 %v349, 64
  br i1 %v379, label %v380, label %v343

v380:                          ; preds = %v343
  %v381 = getelementptr i8, ptr %v224, i64 49152
  br label %v382

v382:                                    ; preds = %v382, %v380
  %v383 = phi <16 x float> [ %v345, %v380 ], [ %v384, %v382 ]
  %v385 = phi <16 x float> [ %v347, %v380 ], [ %v386, %v382 ]
  %v387 = phi i64 [ 0, %v380 ], [ %v388, %v382 ]
  %v389 = getelementptr float, ptr %v32, i64 %v387
  %v390 = getelementptr i8, ptr %v389, i64 256
  %v391 = load float, ptr %v390, align 4, !alias.scope !7, !noalias !15
  %v392 = insertelement <16 x float> poison, float %v391, i64 0
  %v393 = shufflevector <16 x float> %v392, <16 x float> poison, <16 x i32> zeroinitializer
  %v394 = shl nuw nsw i64 %v387, 8
  %v395 = getelementptr i8, ptr %v381, i64 %v394
  %v396 = load <16 x float>, ptr %v395, align 4, !alias.scope !10, !noalias !16
  %v397 = fmul contract <16 x float> %v396, %v393
  %v398 = fadd contract <16 x float> %v385, %v397
  %v399 = getelementptr i8, ptr %v389, i64 512
  %v400 = load float, ptr %v399, align 4, !alias.scope !7, !noalias !15
  %v401 = insertelement <16 x float> poison, float %v400, i64 0
  %v402 = shufflevector <16 x float> %v401, <16 x float> poison, <16 x i32> zeroinitializer
  %v403 = fmul contract <16 x float> %v396, %v402
  %v404 = fadd contract <16 x float> %v383, %v403
  %v405 = or disjoint i64 %v387, 1
  %v406 = getelementptr float, ptr %v32, i64 %v405
  %v407 = getelementptr i8, ptr %v406, i64 256
  %v408 = load float, ptr %v407, align 4, !alias.scope !7, !noalias !15
  %v409 = insertelement <16 x float> poison, float %v408, i64 0
  %v410 = shufflevector <16 x float> %v409, <16 x float> poison, <16 x i32> zeroinitializer
  %v411 = shl nuw nsw i64 %v405, 8
  %v412 = getelementptr i8, ptr %v381, i64 %v411
  %v413 = load <16 x float>, ptr %v412, align 4, !alias.scope !10, !noalias !16
  %v414 = fmul contract <16 x float> %v413, %v410
  %v386 = fadd contract <16 x float> %v398, %v414
  %v415 = getelementptr i8, ptr %v406, i64 512
  %v416 = load float, ptr %v415, align 4, !alias.scope !7, !noalias !15
  %v417 = insertelement <16 x float> poison, float %v416, i64 0
  %v418 = shufflevector <16 x float> %v417, <16 x float> poison, <16 x i32> zeroinitializer
  %v419 = fmul contract <16 x float> %v413, %v418
  %v384 = fadd contract <16 x float> %v404, %v419
  %v388 = add nuw nsw i64 %v387, 2
  %v420 = icmp eq i64 %v388, 64
  br i1 %v420, label %v421, label %v382

v421:                          ; preds = %v382
  %v422 = getelementptr i8, ptr %v225, i64 49152
  br label %v423

v423:                                    ; preds = %v423, %v421
  %v424 = phi <16 x float> [ %v384, %v421 ], [ %v425, %v423 ]
  %v426 = phi <16 x float> [ %v386, %v421 ], [ %v427, %v423 ]
  %v428 = phi i64 [ 0, %v421 ], [ %v429, %v423 ]
  %v430 = getelementptr float, ptr %v32, i64 %v428
  %v431 = getelementptr i8, ptr %v430, i64 512
  %v432 = load float, ptr %v431, align 4, !alias.scope !7, !noalias !15
  %v433 = insertelement <16 x float> poison, float %v432, i64 0
  %v434 = shufflevector <16 x float> %v433, <16 x float> poison, <16 x i32> zeroinitializer
  %v435 = shl nuw nsw i64 %v428, 8
  %v436 = getelementptr i8, ptr %v422, i64 %v435
  %v437 = load <16 x float>, ptr %v436, align 4, !alias.scope !10, !noalias !16
  %v438 = fmul contract <16 x float> %v437, %v434
  %v439 = fadd contract <16 x float> %v426, %v438
  %v440 = getelementptr i8, ptr %v430, i64 768
  %v441 = load float, ptr %v440, align 4, !alias.scope !7, !noalias !15
  %v442 = insertelement <16 x float> poison, float %v441, i64 0
  %v443 = shufflevector <16 x float> %v442, <16 x float> poison, <16 x i32> zeroinitializer
  %v444 = fmul contract <16 x float> %v437, %v443
  %v445 = fadd contract <16 x float> %v424, %v444
  %v446 = or disjoint i64 %v428, 1
  %v447 = getelementptr float, ptr %v32, i64 %v446
  %v448 = getelementptr i8, ptr %v447, i64 512
  %v449 = load float, ptr %v448, align 4, !alias.scope !7, !noalias !15
  %v450 = insertelement <16 x float> poison, float %v449, i64 0
  %v451 = shufflevector <16 x float> %v450, <16 x float> poison, <16 x i32> zeroinitializer
  %v452 = shl nuw nsw i64 %v446, 8
  %v453 = getelementptr i8, ptr %v422, i64 %v452
  %v454 = load <16 x float>, ptr %v453, align 4, !alias.scope !10, !noalias !16
  %v455 = fmul contract <16 x float> %v454, %v451
  %v427 = fadd contract <16 x float> %v439, %v455
  %v456 = getelementptr i8, ptr %v447, i64 768
  %v457 = load float, ptr %v456, align 4, !alias.scope !7, !noalias !15
  %v458 = insertelement <16 x float> poison, float %v457, i64 0
  %v459 = shufflevector <16 x float> %v458, <16 x float> poison, <16 x i32> zeroinitializer
  %v460 = fmul contract <16 x float> %v454, %v459
  %v425 = fadd contract <16 x float> %v445, %v460
  %v429 = add nuw nsw i64 %v428, 2
  %v461 = icmp eq i64 %v429, 64
  br i1 %v461, label %v462, label %v423

v462:                                    ; preds = %v423
  %v463 = getelementptr inbounds i8, ptr %v223, i64 98304
  br label %v464

v464:                                    ; preds = %v464, %v462
  %v465 = phi <16 x float> [ %v425, %v462 ], [ %v466, %v464 ]
  %v467 = phi <16 x float> [ %v427, %v462 ], [ %v468, %v464 ]
  %v469 = phi i64 [ 0, %v462 ], [ %v470, %v464 ]
  %v471 = getelementptr float, ptr %v33, i64 %v469
  %v472 = load float, ptr %v471, align 4, !alias.scope !7, !noalias !15
  %v473 = insertelement <16 x float> poison, float %v472, i64 0
  %v474 = shufflevector <16 x float> %v473, <16 x float> poison, <16 x i32> zeroinitializer
  %v475 = shl nuw nsw i64 %v469, 8
  %v476 = getelementptr inbounds i8, ptr %v463, i64 %v475
  %v477 = load <16 x float>, ptr %v476, align 4, !alias.scope !10, !noalias !16
  %v478 = fmul contract <16 x float> %v477, %v474
  %v479 = fadd contract <16 x float> %v467, %v478
  %v480 = getelementptr i8, ptr %v471, i64 256
  %v481 = load float, ptr %v480, align 4, !alias.scope !7, !noalias !15
  %v482 = insertelement <16 x float> poison, float %v481, i64 0
  %v483 = shufflevector <16 x float> %v482, <16 x float> poison, <16 x i32> zeroinitializer
  %v484 = fmul contract <16 x float> %v477, %v483
  %v485 = fadd contract <16 x float> %v465, %v484
  %v486 = or disjoint i64 %v469, 1
  %v487 = getelementptr float, ptr %v33, i64 %v486
  %v488 = load float, ptr %v487, align 4, !alias.scope !7, !noalias !15
  %v489 = insertelement <16 x float> poison, float %v488, i64 0
  %v490 = shufflevector <16 x float> %v489, <16 x float> poison, <16 x i32> zeroinitializer
  %v491 = shl nuw nsw i64 %v486, 8
  %v492 = getelementptr inbounds i8, ptr %v463, i64 %v491
  %v493 = load <16 x float>, ptr %v492, align 4, !alias.scope !10, !noalias !16
  %v494 = fmul contract <16 x float> %v493, %v490
  %v468 = fadd contract <16 x float> %v479, %v494
  %v495 = getelementptr i8, ptr %v487, i64 256
  %v496 = load float, ptr %v495, align 4, !alias.scope !7, !noalias !15
  %v497 = insertelement <16 x float> poison, float %v496, i64 0
  %v498 = shufflevector <16 x float> %v497, <16 x float> poison, <16 x i32> zeroinitializer
  %v499 = fmul contract <16 x float> %v493, %v498
  %v466 = fadd contract <16 x float> %v485, %v499
  %v470 = add nuw nsw i64 %v469, 2
  %v500 = icmp eq i64 %v470, 64
  br i1 %v500, label %v501, label %v464

v501:                          ; preds = %v464
  %v502 = getelementptr i8, ptr %v224, i64 98304
  br label %v503

v503:                                    ; preds = %v503, %v501
  %v504 = phi <16 x float> [ %v466, %v501 ], [ %v505, %v503 ]
  %v506 = phi <16 x float> [ %v468, %v501 ], [ %v507, %v503 ]
  %v508 = phi i64 [ 0, %v501 ], [ %v509, %v503 ]
  %v510 = getelementptr float, ptr %v33, i64 %v508
  %v511 = getelementptr i8, ptr %v510, i64 256
  %v512 = load float, ptr %v511, align 4, !alias.scope !7, !noalias !15
  %v513 = insertelement <16 x float> poison, float %v512, i64 0
  %v514 = shufflevector <16 x float> %v513, <16 x float> poison, <16 x i32> zeroinitializer
  %v515 = shl nuw nsw i64 %v508, 8
  %v516 = getelementptr i8, ptr %v502, i64 %v515
  %v517 = load <16 x float>, ptr %v516, align 4, !alias.scope !10, !noalias !16
  %v518 = fmul contract <16 x float> %v517, %v514
  %v519 = fadd contract <16 x float> %v506, %v518
  %v520 = getelementptr i8, ptr %v510, i64 512
  %v521 = load float, ptr %v520, align 4, !alias.scope !7, !noalias !15
  %v522 = insertelement <16 x float> poison, float %v521, i64 0
  %v523 = shufflevector <16 x float> %v522, <16 x float> poison, <16 x i32> zeroinitializer
  %v524 = fmul contract <16 x float> %v517, %v523
  %v525 = fadd contract <16 x float> %v504, %v524
  %v526 = or disjoint i64 %v508, 1
  %v527 = getelementptr float, ptr %v33, i64 %v526
  %v528 = getelementptr i8, ptr %v527, i64 256
  %v529 = load float, ptr %v528, align 4, !alias.scope !7, !noalias !15
  %v530 = insertelement <16 x float> poison, float %v529, i64 0
  %v531 = shufflevector <16 x float> %v530, <16 x float> poison, <16 x i32> zeroinitializer
  %v532 = shl nuw nsw i64 %v526, 8
  %v533 = getelementptr i8, ptr %v502, i64 %v532
  %v534 = load <16 x float>, ptr %v533, align 4, !alias.scope !10, !noalias !16
  %v535 = fmul contract <16 x float> %v534, %v531
  %v507 = fadd contract <16 x float> %v519, %v535
  %v536 = getelementptr i8, ptr %v527, i64 512
  %v537 = load float, ptr %v536, align 4, !alias.scope !7, !noalias !15
  %v538 = insertelement <16 x float> poison, float %v537, i64 0
  %v539 = shufflevector <16 x float> %v538, <16 x float> poison, <16 x i32> zeroinitializer
  %v540 = fmul contract <16 x float> %v534, %v539
  %v505 = fadd contract <16 x float> %v525, %v540
  %v509 = add nuw nsw i64 %v508, 2
  %v541 = icmp eq i64 %v509, 64
  br i1 %v541, label %v542, label %v503

v542:                          ; preds = %v503
  %v543 = getelementptr i8, ptr %v225, i64 98304
  br label %v544

v544:                                    ; preds = %v544, %v542
  %v545 = phi <16 x float> [ %v505, %v542 ], [ %v546, %v544 ]
  %v547 = phi <16 x float> [ %v507, %v542 ], [ %v548, %v544 ]
  %v549 = phi i64 [ 0, %v542 ], [ %v550, %v544 ]
  %v551 = getelementptr float, ptr %v33, i64 %v549
  %v552 = getelementptr i8, ptr %v551, i64 512
  %v553 = load float, ptr %v552, align 4, !alias.scope !7, !noalias !15
  %v554 = insertelement <16 x float> poison, float %v553, i64 0
  %v555 = shufflevector <16 x float> %v554, <16 x float> poison, <16 x i32> zeroinitializer
  %v556 = shl nuw nsw i64 %v549, 8
  %v557 = getelementptr i8, ptr %v543, i64 %v556
  %v558 = load <16 x float>, ptr %v557, align 4, !alias.scope !10, !noalias !16
  %v559 = fmul contract <16 x float> %v558, %v555
  %v560 = fadd contract <16 x float> %v547, %v559
  %v561 = getelementptr i8, ptr %v551, i64 768
  %v562 = load float, ptr %v561, align 4, !alias.scope !7, !noalias !15
  %v563 = insertelement <16 x float> poison, float %v562, i64 0
  %v564 = shufflevector <16 x float> %v563, <16 x float> poison, <16 x i32> zeroinitializer
  %v565 = fmul contract <16 x float> %v558, %v564
  %v566 = fadd contract <16 x float> %v545, %v565
  %v567 = or disjoint i64 %v549, 1
  %v568 = getelementptr float, ptr %v33, i64 %v567
  %v569 = getelementptr i8, ptr %v568, i64 512
  %v570 = load float, ptr %v569, align 4, !alias.scope !7, !noalias !15
  %v571 = insertelement <16 x float> poison, float %v570, i64 0
  %v572 = shufflevector <16 x float> %v571, <16 x float> poison, <16 x i32> zeroinitializer
  %v573 = shl nuw nsw i64 %v567, 8
  %v574 = getelementptr i8, ptr %v543, i64 %v573
  %v575 = load <16 x float>, ptr %v574, align 4, !alias.scope !10, !noalias !16
  %v576 = fmul contract <16 x float> %v575, %v572
  %v548 = fadd contract <16 x float> %v560, %v576
  %v577 = getelementptr i8, ptr %v568, i64 768
  %v578 = load float, ptr %v577, align 4, !alias.scope !7, !noalias !15
  %v579 = insertelement <16 x float> poison, float %v578, i64 0
  %v580 = shufflevector <16 x float> %v579, <16 x float> poison, <16 x i32> zeroinitializer
  %v581 = fmul contract <16 x float> %v575, %v580
  %v546 = fadd contract <16 x float> %v566, %v581
  %v550 = add nuw nsw i64 %v549, 2
  %v582 = icmp eq i64 %v550, 64
  br i1 %v582, label %v36, label %v544

v36:                                    ; preds = %v544
  %v583 = getelementptr float, ptr %v28, i64 %v222
  store <16 x float> %v548, ptr %v583, align 4, !alias.scope !12, !noalias !14
  %v584 = getelementptr i8, ptr %v583, i64 256
  store <16 x float> %v546, ptr %v584, align 4, !alias.scope !12, !noalias !14
  %v221 = add nuw nsw i64 %v220, 1
  %v585 = icmp eq i64 %v221, 4
  br i1 %v585, label %v23, label %v34

v11: ; preds = %v15, %v3
  ret void
}

; Function Attrs: nounwind
define void @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1_packed(ptr nocapture readonly %v0) local_unnamed_addr #2 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = alloca [2 x i64], align 64
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %v3)
  %v6 = getelementptr inbounds i8, ptr %v3, i64 8
  %v7 = getelementptr inbounds i8, ptr %v2, i64 8
  %v8 = load <2 x ptr>, ptr %v5, align 8
  %v9 = tail call ptr @ktune_alloc(i64 861184) #2, !noalias !17
  store ptr %v9, ptr %v3, align 64, !noalias !17
  store ptr %v4, ptr %v6, align 8, !noalias !17
  call void @ktune_parallel_for(i64 58, ptr nonnull @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v3) #2, !noalias !22
  store ptr %v9, ptr %v2, align 64, !noalias !17
  store <2 x ptr> %v8, ptr %v7, align 8, !noalias !17
  call void @ktune_parallel_for(i64 56, ptr nonnull @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.parallel1, ptr nonnull %v2) #2
  call void @ktune_free(ptr %v9) #2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %v3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { nounwind }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.parallel0.task: %pad"}
!2 = distinct !{!2, !"ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.parallel0.task: %I"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.peeled.count", i32 1}
!7 = !{!8}
!8 = distinct !{!8, !9, !"ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.parallel1.task: %pad"}
!9 = distinct !{!9, !"ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.parallel1.task"}
!10 = !{!11}
!11 = distinct !{!11, !9, !"ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.parallel1.task: %W"}
!12 = !{!13}
!13 = distinct !{!13, !9, !"ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.parallel1.task: %O"}
!14 = !{!8, !11}
!15 = !{!11, !13}
!16 = !{!8, !13}
!17 = !{!18, !20, !21}
!18 = distinct !{!18, !19, !"ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1: %I"}
!19 = distinct !{!19, !"ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1"}
!20 = distinct !{!20, !19, !"ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1: %W"}
!21 = distinct !{!21, !19, !"ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1: %O"}
!22 = !{!20, !21}
