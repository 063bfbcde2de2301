; conv2d:N=1,C=8,H=14,W=14,K=16,R=3,S=3,stride=2,pad=1,dilation=1,layout=nchw,kblock=0,bias=0,residual=0,act=none,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_conv2d_nchw_f32_n1_c8_h14_w14_k16_r3_s3_stride2_pad1_dilation1'
source_filename = "ktune_conv2d_nchw_f32_n1_c8_h14_w14_k16_r3_s3_stride2_pad1_dilation1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_conv2d_nchw_f32_n1_c8_h14_w14_k16_r3_s3_stride2_pad1_dilation1(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  %v5 = alloca [2 x i64], align 64
  %v6 = alloca [2048 x float], align 64
  store ptr %v6, ptr %v5, align 64
  %v7 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v0, ptr %v7, align 8
  call void @ktune_parallel_for(i64 8, ptr nonnull @ktune_conv2d_nchw_f32_n1_c8_h14_w14_k16_r3_s3_stride2_pad1_dilation1.parallel0, ptr nonnull %v5) #4
  store ptr %v6, ptr %v4, align 64
  %v8 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v1, ptr %v8, align 8
  %v9 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v9, align 16
  call void @ktune_parallel_for(i64 7, ptr nonnull @ktune_conv2d_nchw_f32_n1_c8_h14_w14_k16_r3_s3_stride2_pad1_dilation1.parallel1, ptr nonnull %v4) #4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_conv2d_nchw_f32_n1_c8_h14_w14_k16_r3_s3_stride2_pad1_dilation1.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  %v7 = icmp slt i64 %v1, %v2
  br i1 %v7, label %v8, label %v9

v8:                               ; preds = %v3
  %v10 = getelementptr i8, ptr %v4, i64 32
  %v11 = getelementptr i8, ptr %v6, i64 -60
  %v12 = getelementptr i8, ptr %v6, i64 -28
  br label %v13

v13:                               ; preds = %v14, %v8
  %v15 = phi i64 [ %v16, %v14 ], [ %v1, %v8 ]
  %v17 = shl i64 %v15, 10
  %v18 = getelementptr i8, ptr %v4, i64 %v17
  %v19 = getelementptr i8, ptr %v10, i64 %v17
  %v20 = mul i64 %v15, 784
  %v21 = getelementptr i8, ptr %v11, i64 %v20
  %v22 = shl nsw i64 %v15, 8
  %v23 = getelementptr i8, ptr %v12, i64 %v20
  store <8 x float> zeroinitializer, ptr %v18, align 32, !alias.scope !0, !noalias !3
  store <8 x float> zeroinitializer, ptr %v19, align 32, !alias.scope !0, !noalias !3
  br label %v24

v14:                                         ; preds = %v25
  %v16 = add nuw nsw i64 %v15, 1
  %v26 = icmp eq i64 %v16, %v2
  br i1 %v26, label %v9, label %v13

v25:                                        ; preds = %v27, %v28
  %v29 = add nuw nsw i64 %v30, 1
  %v31 = icmp eq i64 %v29, 16
  br i1 %v31, label %v14, label %v24, !llvm.loop !5

v24:                                        ; preds = %v13, %v25
  %v30 = phi i64 [ 1, %v13 ], [ %v29, %v25 ]
  %v32 = icmp ult i64 %v30, 15
  br i1 %v32, label %v28, label %v27

v28:                                       ; preds = %v24
  %v33 = mul nuw nsw i64 %v30, 56
  %v34 = getelementptr i8, ptr %v21, i64 %v33
  %v35 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v34, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !alias.scope !3, !noalias !0
  %v36 = insertelement <8 x float> %v35, float 0.000000e+00, i64 0
  %v37 = shl nuw nsw i64 %v30, 4
  %v38 = or disjoint i64 %v37, %v22
  %v39 = getelementptr inbounds float, ptr %v4, i64 %v38
  store <8 x float> %v36, ptr %v39, align 32, !alias.scope !0, !noalias !3
  %v40 = getelementptr i8, ptr %v23, i64 %v33
  %v41 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v40, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> poison), !alias.scope !3, !noalias !0
  %v42 = insertelement <8 x float> %v41, float 0.000000e+00, i64 7
  %v43 = or disjoint i64 %v38, 8
  %v44 = getelementptr inbounds float, ptr %v4, i64 %v43
  store <8 x float> %v42, ptr %v44, align 32, !alias.scope !0, !noalias !3
  br label %v25

v27:                                 ; preds = %v24
  %v45 = shl i64 %v30, 6
  %v46 = getelementptr i8, ptr %v18, i64 %v45
  store <8 x float> zeroinitializer, ptr %v46, align 32, !alias.scope !0, !noalias !3
  %v47 = getelementptr i8, ptr %v19, i64 %v45
  store <8 x float> zeroinitializer, ptr %v47, align 32, !alias.scope !0, !noalias !3
  br label %v25

v9: ; preds = %v14, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x float>) #2

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_conv2d_nchw_f32_n1_c8_h14_w14_k16_r3_s3_stride2_pad1_dilation1.parallel1(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  %v7 = getelementptr inbounds i8, ptr %v0, i64 16
  %v8 = load ptr, ptr %v7, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !7)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  %v9 = icmp slt i64 %v1, %v2
  br i1 %v9, label %v10, label %v11

v10:                                         ; preds = %v3, %v12
  %v13 = phi i64 [ %v14, %v12 ], [ %v1, %v3 ]
  %v15 = shl nsw i64 %v13, 5
  %v16 = mul i64 %v13, 28
  %v17 = getelementptr i8, ptr %v8, i64 %v16
  br label %v18

v18:                                   ; preds = %v19, %v10
  %v20 = phi i1 [ true, %v10 ], [ false, %v19 ]
  %v21 = phi i64 [ 0, %v10 ], [ 1, %v19 ]
  %v22 = mul nuw nsw i64 %v21, 2304
  %v23 = getelementptr i8, ptr %v6, i64 %v22
  br label %v24

v12:                                   ; preds = %v19
  %v14 = add nuw nsw i64 %v13, 1
  %v25 = icmp eq i64 %v14, %v2
  br i1 %v25, label %v11, label %v10

v24:                                        ; preds = %v26, %v18
  %v27 = phi <7 x float> [ zeroinitializer, %v18 ], [ %v28, %v26 ]
  %v29 = phi <7 x float> [ zeroinitializer, %v18 ], [ %v30, %v26 ]
  %v31 = phi <7 x float> [ zeroinitializer, %v18 ], [ %v32, %v26 ]
  %v33 = phi <7 x float> [ zeroinitializer, %v18 ], [ %v34, %v26 ]
  %v35 = phi <7 x float> [ zeroinitializer, %v18 ], [ %v36, %v26 ]
  %v37 = phi <7 x float> [ zeroinitializer, %v18 ], [ %v38, %v26 ]
  %v39 = phi <7 x float> [ zeroinitializer, %v18 ], [ %v40, %v26 ]
  %v41 = phi <7 x float> [ zeroinitializer, %v18 ], [ %v42, %v26 ]
  %v43 = phi i64 [ 0, %v18 ], [ %v44, %v26 ]
  %v45 = shl nsw i64 %v43, 8
  %v46 = add nsw i64 %v45, %v15
  %v47 = mul nuw nsw i64 %v43, 36
  %v48 = getelementptr i8, ptr %v23, i64 %v47
  br label %v49

v19:                                        ; preds = %v26
  %v50 = mul nuw nsw i64 %v21, 1568
  %v51 = getelementptr i8, ptr %v17, i64 %v50
  store <7 x float> %v42, ptr %v51, align 4, !alias.scope !10, !noalias !12
  %v52 = getelementptr i8, ptr %v51, i64 196
  store <7 x float> %v40, ptr %v52, align 4, !alias.scope !10, !noalias !12
  %v53 = getelementptr i8, ptr %v51, i64 392
  store <7 x float> %v38, ptr %v53, align 4, !alias.scope !10, !noalias !12
  %v54 = getelementptr i8, ptr %v51, i64 588
  store <7 x float> %v36, ptr %v54, align 4, !alias.scope !10, !noalias !12
  %v55 = getelementptr i8, ptr %v51, i64 784
  store <7 x float> %v34, ptr %v55, align 4, !alias.scope !10, !noalias !12
  %v56 = getelementptr i8, ptr %v51, i64 980
  store <7 x float> %v32, ptr %v56, align 4, !alias.scope !10, !noalias !12
  %v57 = getelementptr i8, ptr %v51, i64 1176
  store <7 x float> %v30, ptr %v57, align 4, !alias.scope !10, !noalias !12
  %v58 = getelementptr i8, ptr %v51, i64 1372
  store <7 x float> %v28, ptr %v58, align 4, !alias.scope !10, !noalias !12
  br i1 %v20, label %v18, label %v12

v49:                                        ; preds = %v49, %v24
  %v59 = phi <7 x float> [ %v27, %v24 ], [ %v28, %v49 ]
  %v60 = phi <7 x float> [ %v29, %v24 ], [ %v30, %v49 ]
  %v61 = phi <7 x float> [ %v31, %v24 ], [ %v32, %v49 ]
  %v62 = phi <7 x float> [ %v33, %v24 ], [ %v34, %v49 ]
  %v63 = phi <7 x float> [ %v35, %v24 ], [ %v36, %v49 ]
  %v64 = phi <7 x float> [ %v37, %v24 ], [ %v38, %v49 ]
  %v65 = phi <7 x float> [ %v39, %v24 ], [ %v40, %v49 ]
  %v66 = phi <7 x float> [ %v41, %v24 ], [ %v42, %v49 ]
  %v67 = phi i64 [ 0, %v24 ], [ %v68, %v49 ]
  %v69 = shl nuw nsw i64 %v67, 4
  %v70 = add nsw i64 %v46, %v69
  %v71 = mul nuw nsw i64 %v67, 12
  %v72 = getelementptr i8, ptr %v48, i64 %v71
  %v73 = insertelement <7 x i64> poison, i64 %v70, i64 0
  %v74 = shufflevector <7 x i64> %v73, <7 x i64> poison, <7 x i32> zeroinitializer
  %v75 = or disjoint <7 x i64> %v74, <i64 0, i64 2, i64 4, i64 6, i64 8, i64 10, i64 12>
  %v76 = getelementptr inbounds float, ptr %v4, <7 x i64> %v75
  %v77 = tail call contract <7 x float> @llvm.masked.gather.v7f32.v7p0(<7 x ptr> %v76, i32 4, <7 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <7 x float> poison), !noalias !14
  %v78 = load float, ptr %v72, align 4, !alias.scope !7, !noalias !15
  %v79 = insertelement <7 x float> poison, float %v78, i64 0
  %v80 = shufflevector <7 x float> %v79, <7 x float> poison, <7 x i32> zeroinitializer
  %v81 = fmul contract <7 x float> %v77, %v80
  %v82 = fadd contract <7 x float> %v66, %v81
  %v83 = getelementptr inbounds i8, ptr %v72, i64 288
  %v84 = load float, ptr %v83, align 4, !alias.scope !7, !noalias !15
  %v85 = insertelement <7 x float> poison, float %v84, i64 0
  %v86 = shufflevector <7 x float> %v85, <7 x float> poison, <7 x i32> zeroinitializer
  %v87 = fmul contract <7 x float> %v77, %v86
  %v88 = fadd contract <7 x float> %v65, %v87
  %v89 = getelementptr inbounds i8, ptr %v72, i64 576
  %v90 = load float, ptr %v89, align 4, !alias.scope !7, !noalias !15
  %v91 = insertelement <7 x float> poison, float %v90, i64 0
  %v92 = shufflevector <7 x float> %v91, <7 x float> poison, <7 x i32> zeroinitializer
  %v93 = fmul contract <7 x float> %v77, %v92
  %v94 = fadd contract <7 x float> %v64, %v93
  %v95 = getelementptr inbounds i8, ptr %v72, i64 864
  %v96 = load float, ptr %v95, align 4, !alias.scope !7, !noalias !15
  %v97 = insertelement <7 x float> poison, float %v96, i64 0
  %v98 = shufflevector <7 x float> %v97, <7 x float> poison, <7 x i32> zeroinitializer
  %v99 = fmul contract <7 x float> %v77, %v98
  %v100 = fadd contract <7 x float> %v63, %v99
  %v101 = getelementptr inbounds i8, ptr %v72, i64 1152
  %v102 = load float, ptr %v101, align 4, !alias.scope !7, !noalias !15
  %v103 = insertelement <7 x float> poison, float %v102, i64 0
  %v104 = shufflevector <7 x float> %v103, <7 x float> poison, <7 x i32> zeroinitializer
  %v105 = fmul contract <7 x float> %v77, %v104
  %v106 = fadd contract <7 x float> %v62, %v105
  %v107 = getelementptr inbounds i8, ptr %v72, i64 1440
  %v108 = load float, ptr %v107, align 4, !alias.scope !7, !noalias !15
  %v109 = insertelement <7 x float> poison, float %v108, i64 0
  %v110 = shufflevector <7 x float> %v109, <7 x float> poison, <7 x i32> zeroinitializer
  %v111 = fmul contract <7 x float> %v77, %v110
  %v112 = fadd contract <7 x float> %v61, %v111
  %v113 = getelementptr inbounds i8, ptr %v72, i64 1728
  %v114 = load float, ptr %v113, align 4, !alias.scope !7, !noalias !15
  %v115 = insertelement <7 x float> poison, float %v114, i64 0
  %v116 = shufflevector <7 x float> %v115, <7 x float> poison, <7 x i32> zeroinitializer
  %v117 = fmul contract <7 x float> %v77, %v116
  %v118 = fadd contract <7 x float> %v60, %v117
  %v119 = getelementptr inbounds i8, ptr %v72, i64 2016
  %v120 = load float, ptr %v119, align 4, !alias.scope !7, !noalias !15
  %v121 = insertelement <7 x float> poison, float %v120, i64 0
  %v122 = shufflevector <7 x float> %v121, <7 x float> poison, <7 x i32> zeroinitializer
  %v123 = fmul contract <7 x float> %v77, %v122
  %v124 = fadd contract <7 x float> %v59, %v123
  %v125 = or disjoint i64 %v70, 1
  %v126 = insertelement <7 x i64> poison, i64 %v125, i64 0
  %v127 = shufflevector <7 x i64> %v126, <7 x i64> poison, <7 x i32> zeroinitializer
  %v128 = or disjoint <7 x i64> %v127, <i64 0, i64 2, i64 4, i64 6, i64 8, i64 10, i64 12>
  %v129 = getelementptr inbounds float, ptr %v4, <7 x i64> %v128
  %v130 = tail call contract <7 x float> @llvm.masked.gather.v7f32.v7p0(<7 x ptr> %v129, i32 4, <7 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <7 x float> poison), !noalias !14
  %v131 = getelementptr inbounds i8, ptr %v72, i64 4
  %v132 = load float, ptr %v131, align 4, !alias.scope !7, !noalias !15
  %v133 = insertelement <7 x float> poison, float %v132, i64 0
  %v134 = shufflevector <7 x float> %v133, <7 x float> poison, <7 x i32> zeroinitializer
  %v135 = fmul contract <7 x float> %v130, %v134
  %v136 = fadd contract <7 x float> %v82, %v135
  %v137 = getelementptr inbounds i8, ptr %v72, i64 292
  %v138 = load float, ptr %v137, align 4, !alias.scope !7, !noalias !15
  %v139 = insertelement <7 x float> poison, float %v138, i64 0
  %v140 = shufflevector <7 x float> %v139, <7 x float> poison, <7 x i32> zeroinitializer
  %v141 = fmul contract <7 x float> %v130, %v140
  %v142 = fadd contract <7 x float> %v88, %v141
  %v143 = getelementptr inbounds i8, ptr %v72, i64 580
  %v144 = load float, ptr %v143, align 4, !alias.scope !7, !noalias !15
  %v145 = insertelement <7 x float> poison, float %v144, i64 0
  %v146 = shufflevector <7 x float> %v145, <7 x float> poison, <7 x i32> zeroinitializer
  %v147 = fmul contract <7 x float> %v130, %v146
  %v148 = fadd contract <7 x float> %v94, %v147
  %v149 = getelementptr inbounds i8, ptr %v72, i64 868
  %v150 = load float, ptr %v149, align 4, !alias.scope !7, !noalias !15
  %v151 = insertelement <7 x float> poison, float %v150, i64 0
  %v152 = shufflevector <7 x float> %v151, <7 x float> poison, <7 x i32> zeroinitializer
  %v153 = fmul contract <7 x float> %v130, %v152
  %v154 = fadd contract <7 x float> %v100, %v153
  %v155 = getelementptr inbounds i8, ptr %v72, i64 1156
  %v156 = load float, ptr %v155, align 4, !alias.scope !7, !noalias !15
  %v157 = insertelement <7 x float> poison, float %v156, i64 0
  %v158 = shufflevector <7 x float> %v157, <7 x float> poison, <7 x i32> zeroinitializer
  %v159 = fmul contract <7 x float> %v130, %v158
  %v160 = fadd contract <7 x float> %v106, %v159
  %v161 = getelementptr inbounds i8, ptr %v72, i64 1444
  %v162 = load float, ptr %v161, align 4, !alias.scope !7, !noalias !15
  %v163 = insertelement <7 x float> poison, float %v162, i64 0
  %v164 = shufflevector <7 x float> %v163, <7 x float> poison, <7 x i32> zeroinitializer
  %v165 = fmul contract <7 x float> %v130, %v164
  %v166 = fadd contract <7 x float> %v112, %v165
  %v167 = getelementptr inbounds i8, ptr %v72, i64 1732
  %v168 = load float, ptr %v167, align 4, !alias.scope !7, !noalias !15
  %v169 = insertelement <7 x float> poison, float %v168, i64 0
  %v170 = shufflevector <7 x float> %v169, <7 x float> poison, <7 x i32> zeroinitializer
  %v171 = fmul contract <7 x float> %v130, %v170
  %v172 = fadd contract <7 x float> %v118, %v171
  %v173 = getelementptr inbounds i8, ptr %v72, i64 2020
  %v174 = load float, ptr %v173, align 4, !alias.scope !7, !noalias !15
  %v175 = insertelement <7 x float> poison, float %v174, i64 0
  %v176 = shufflevector <7 x float> %v175, <7 x float> poison, <7 x i32> zeroinitializer
  %v177 = fmul contract <7 x float> %v130, %v176
  %v178 = fadd contract <7 x float> %v124, %v177
  %v179 = or disjoint i64 %v70, 2
  %v180 = insertelement <7 x i64> poison, i64 %v179, i64 0
  %v181 = shufflevector <7 x i64> %v180, <7 x i64> poison, <7 x i32> zeroinitializer
  %v182 = add nuw nsw <7 x i64> %v181, <i64 0, i64 2, i64 4, i64 6, i64 8, i64 10, i64 12>
  %v183 = getelementptr inbounds float, ptr %v4, <7 x i64> %v182
  %v184 = tail call contract <7 x float> @llvm.masked.gather.v7f32.v7p0(<7 x ptr> %v183, i32 4, <7 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <7 x float> poison), !noalias !14
  %v185 = getelementptr inbounds i8, ptr %v72, i64 8
  %v186 = load float, ptr %v185, align 4, !alias.scope !7, !noalias !15
  %v187 = insertelement <7 x float> poison, float %v186, i64 0
  %v188 = shufflevector <7 x float> %v187, <7 x float> poison, <7 x i32> zeroinitializer
  %v189 = fmul contract <7 x float> %v184, %v188
  %v42 = fadd contract <7 x float> %v136, %v189
  %v190 = getelementptr inbounds i8, ptr %v72, i64 296
  %v191 = load float, ptr %v190, align 4, !alias.scope !7, !noalias !15
  %v192 = insertelement <7 x float> poison, float %v191, i64 0
  %v193 = shufflevector <7 x float> %v192, <7 x float> poison, <7 x i32> zeroinitializer
  %v194 = fmul contract <7 x float> %v184, %v193
  %v40 = fadd contract <7 x float> %v142, %v194
  %v195 = getelementptr inbounds i8, ptr %v72, i64 584
  %v196 = load float, ptr %v195, align 4, !alias.scope !7, !noalias !15
  %v197 = insertelement <7 x float> poison, float %v196, i64 0
  %v198 = shufflevector <7 x float> %v197, <7 x float> poison, <7 x i32> zeroinitializer
  %v199 = fmul contract <7 x float> %v184, %v198
  %v38 = fadd contract <7 x float> %v148, %v199
  %v200 = getelementptr inbounds i8, ptr %v72, i64 872
  %v201 = load float, ptr %v200, align 4, !alias.scope !7, !noalias !15
  %v202 = insertelement <7 x float> poison, float %v201, i64 0
  %v203 = shufflevector <7 x float> %v202, <7 x float> poison, <7 x i32> zeroinitializer
  %v204 = fmul contract <7 x float> %v184, %v203
  %v36 = fadd contract <7 x float> %v154, %v204
  %v205 = getelementptr inbounds i8, ptr %v72, i64 1160
  %v206 = load float, ptr %v205, align 4, !alias.scope !7, !noalias !15
  %v207 = insertelement <7 x float> poison, float %v206, i64 0
  %v208 = shufflevector <7 x float> %v207, <7 x float> poison, <7 x i32> zeroinitializer
  %v209 = fmul contract <7 x float> %v184, %v208
  %v34 = fadd contract <7 x float> %v160, %v209
  %v210 = getelementptr inbounds i8, ptr %v72, i64 1448
  %v211 = load float, ptr %v210, align 4, !alias.scope !7, !noalias !15
  %v212 = insertelement <7 x float> poison, float %v211, i64 0
  %v213 = shufflevector <7 x float> %v212, <7 x float> poison, <7 x i32> zeroinitializer
  %v214 = fmul contract <7 x float> %v184, %v213
  %v32 = fadd contract <7 x float> %v166, %v214
  %v215 = getelementptr inbounds i8, ptr %v72, i64 1736
  %v216 = load float, ptr %v215, align 4, !alias.scope !7, !noalias !15
  %v217 = insertelement <7 x float> poison, float %v216, i64 0
  %v218 = shufflevector <7 x float> %v217, <7 x float> poison, <7 x i32> zeroinitializer
  %v219 = fmul contract <7 x float> %v184, %v218
  %v30 = fadd contract <7 x float> %v172, %v219
  %v220 = getelementptr inbounds i8, ptr %v72, i64 2024
  %v221 = load float, ptr %v220, align 4, !alias.scope !7, !noalias !15
  %v222 = insertelement <7 x float> poison, float %v221, i64 0
  %v223 = shufflevector <7 x float> %v222, <7 x float> poison, <7 x i32> zeroinitializer
  %v224 = fmul contract <7 x float> %v184, %v223
  %v28 = fadd contract <7 x float> %v178, %v224
  %v68 = add nuw nsw i64 %v67, 1
  %v225 = icmp eq i64 %v68, 3
  br i1 %v225, label %v26, label %v49

v26:                                        ; preds = %v49
  %v44 = add nuw nsw i64 %v43, 1
  %v226 = icmp eq i64 %v44, 8
  br i1 %v226, label %v19, label %v24

v11: ; preds = %v12, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(read)
declare <7 x float> @llvm.masked.gather.v7f32.v7p0(<7 x ptr>, i32 immarg, <7 x i1>, <7 x float>) #3

; Function Attrs: nounwind
define void @ktune_conv2d_nchw_f32_n1_c8_h14_w14_k16_r3_s3_stride2_pad1_dilation1_packed(ptr nocapture readonly %v0) local_unnamed_addr #4 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = alloca [2 x i64], align 64
  %v4 = alloca [2048 x float], align 64
  %v5 = load ptr, ptr %v0, align 8
  %v6 = getelementptr inbounds i8, ptr %v0, i64 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %v3)
  call void @llvm.lifetime.start.p0(i64 8192, ptr nonnull %v4)
  store ptr %v4, ptr %v3, align 64, !noalias !16
  %v7 = getelementptr inbounds i8, ptr %v3, i64 8
  store ptr %v5, ptr %v7, align 8, !noalias !16
  %v8 = getelementptr inbounds i8, ptr %v2, i64 8
  %v9 = load <2 x ptr>, ptr %v6, align 8
  call void @ktune_parallel_for(i64 8, ptr nonnull @ktune_conv2d_nchw_f32_n1_c8_h14_w14_k16_r3_s3_stride2_pad1_dilation1.parallel0, ptr nonnull %v3) #4, !noalias !21
  store ptr %v4, ptr %v2, align 64, !noalias !16
  store <2 x ptr> %v9, ptr %v8, align 8, !noalias !16
  call void @ktune_parallel_for(i64 7, ptr nonnull @ktune_conv2d_nchw_f32_n1_c8_h14_w14_k16_r3_s3_stride2_pad1_dilation1.parallel1, ptr nonnull %v2) #4
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %v3)
  call void @llvm.lifetime.end.p0(i64 8192, ptr nonnull %v4)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(read) }
attributes #4 = { nounwind }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_conv2d_nchw_f32_n1_c8_h14_w14_k16_r3_s3_stride2_pad1_dilation1.parallel0.task: %pad"}
!2 = distinct !{!2, !"ktune_conv2d_nchw_f32_n1_c8_h14_w14_k16_r3_s3_stride2_pad1_dilation1.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_conv2d_nchw_f32_n1_c8_h14_w14_k16_r3_s3_stride2_pad1_dilation1.parallel0.task: %I"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.peeled.count", i32 1}
!7 = !{!8}
!8 = distinct !{!8, !9, !"ktune_conv2d_nchw_f32_n1_c8_h14_w14_k16_r3_s3_stride2_pad1_dilation1.parallel1.task: %W"}
!9 = distinct !{!9, !"ktune_conv2d_nchw_f32_n1_c8_h14_w14_k16_r3_s3_stride2_pad1_dilation1.parallel1.task"}
!10 = !{!11}
!11 = distinct !{!11, !9, !"ktune_conv2d_nchw_f32_n1_c8_h14_w14_k16_r3_s3_stride2_pad1_dilation1.parallel1.task: %O"}
!12 = !{!13, !8}
!13 = distinct !{!13, !9, !"ktune_conv2d_nchw_f32_n1_c8_h14_w14_k16_r3_s3_stride2_pad1_dilation1.parallel1.task: %pad"}
!14 = !{!8, !11}
!15 = !{!13, !11}
!16 = !{!17, !19, !20}
!17 = distinct !{!17, !18, !"ktune_conv2d_nchw_f32_n1_c8_h14_w14_k16_r3_s3_stride2_pad1_dilation1: %I"}
!18 = distinct !{!18, !"ktune_conv2d_nchw_f32_n1_c8_h14_w14_k16_r3_s3_stride2_pad1_dilation1"}
!19 = distinct !{!19, !18, !"ktune_conv2d_nchw_f32_n1_c8_h14_w14_k16_r3_s3_stride2_pad1_dilation1: %W"}
!20 = distinct !{!20, !18, !"ktune_conv2d_nchw_f32_n1_c8_h14_w14_k16_r3_s3_stride2_pad1_dilation1: %O"}
!21 = !{!19, !20}
