; conv2d:N=1,C=4,H=9,W=9,K=6,R=3,S=3,stride=1,pad=1,dilation=1,layout=nhwc,kblock=0,bias=0,residual=0,act=none,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1'
source_filename = "ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  %v5 = alloca [2 x i64], align 64
  %v6 = alloca [484 x float], align 64
  store ptr %v6, ptr %v5, align 64
  %v7 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v0, ptr %v7, align 8
  call void @ktune_parallel_for(i64 11, ptr nonnull @ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v5) #2
  store ptr %v6, ptr %v4, align 64
  %v8 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v1, ptr %v8, align 8
  %v9 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v9, align 16
  call void @ktune_parallel_for(i64 9, ptr nonnull @ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel1, ptr nonnull %v4) #2
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  %v7 = icmp slt i64 %v1, %v2
  br i1 %v7, label %v8, label %v9

v8:                               ; preds = %v3
  %v10 = getelementptr i8, ptr %v6, i64 -160
  %v11 = sub i64 %v2, %v1
  br label %v12

v12:                                         ; preds = %v8, %v13
  %v14 = phi i64 [ 0, %v8 ], [ %v15, %v13 ]
  %v16 = phi i64 [ %v1, %v8 ], [ %v17, %v13 ]
  %v18 = add i64 %v14, %v1
  %v19 = mul i64 %v18, 176
  %v20 = getelementptr i8, ptr %v4, i64 %v19
  %v21 = icmp slt i64 %v16, 1
  br i1 %v21, label %v22, label %v23

v22:                               ; preds = %v12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(176) %v20, i8 0, i64 176, i1 false), !alias.scope !0, !noalias !3
  br label %v13

v13:                                        ; preds = %v24, %v22, %v25
  %v17 = add nuw nsw i64 %v16, 1
  %v15 = add i64 %v14, 1
  %v26 = icmp eq i64 %v15, %v11
  br i1 %v26, label %v9, label %v12

v23:                                        ; preds = %v12
  %v27 = icmp ult i64 %v16, 10
  br i1 %v27, label %v25, label %v24

v24:                             ; preds = %v23
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(176) %v20, i8 0, i64 176, i1 false), !alias.scope !0, !noalias !3
  br label %v13

v25:                                  ; preds = %v23
  %v28 = mul nuw nsw i64 %v16, 176
  %v29 = getelementptr inbounds i8, ptr %v4, i64 %v28
  store <4 x float> zeroinitializer, ptr %v29, align 16, !alias.scope !0, !noalias !3
  %v30 = mul nuw nsw i64 %v16, 144
  %v31 = getelementptr i8, ptr %v10, i64 %v30
  %v32 = getelementptr i8, ptr %v31, i64 16
  %v33 = load <4 x float>, ptr %v32, align 4, !alias.scope !3, !noalias !0
  %v34 = getelementptr inbounds i8, ptr %v29, i64 16
  store <4 x float> %v33, ptr %v34, align 16, !alias.scope !0, !noalias !3
  %v35 = getelementptr i8, ptr %v31, i64 32
  %v36 = load <4 x float>, ptr %v35, align 4, !alias.scope !3, !noalias !0
  %v37 = getelementptr inbounds i8, ptr %v29, i64 32
  store <4 x float> %v36, ptr %v37, align 16, !alias.scope !0, !noalias !3
  %v38 = getelementptr i8, ptr %v31, i64 48
  %v39 = load <4 x float>, ptr %v38, align 4, !alias.scope !3, !noalias !0
  %v40 = getelementptr inbounds i8, ptr %v29, i64 48
  store <4 x float> %v39, ptr %v40, align 16, !alias.scope !0, !noalias !3
  %v41 = getelementptr i8, ptr %v31, i64 64
  %v42 = load <4 x float>, ptr %v41, align 4, !alias.scope !3, !noalias !0
  %v43 = getelementptr inbounds i8, ptr %v29, i64 64
  store <4 x float> %v42, ptr %v43, align 16, !alias.scope !0, !noalias !3
  %v44 = getelementptr i8, ptr %v31, i64 80
  %v45 = load <4 x float>, ptr %v44, align 4, !alias.scope !3, !noalias !0
  %v46 = getelementptr inbounds i8, ptr %v29, i64 80
  store <4 x float> %v45, ptr %v46, align 16, !alias.scope !0, !noalias !3
  %v47 = getelementptr i8, ptr %v31, i64 96
  %v48 = load <4 x float>, ptr %v47, align 4, !alias.scope !3, !noalias !0
  %v49 = getelementptr inbounds i8, ptr %v29, i64 96
  store <4 x float> %v48, ptr %v49, align 16, !alias.scope !0, !noalias !3
  %v50 = getelementptr i8, ptr %v31, i64 112
  %v51 = load <4 x float>, ptr %v50, align 4, !alias.scope !3, !noalias !0
  %v52 = getelementptr inbounds i8, ptr %v29, i64 112
  store <4 x float> %v51, ptr %v52, align 16, !alias.scope !0, !noalias !3
  %v53 = getelementptr i8, ptr %v31, i64 128
  %v54 = load <4 x float>, ptr %v53, align 4, !alias.scope !3, !noalias !0
  %v55 = getelementptr inbounds i8, ptr %v29, i64 128
  store <4 x float> %v54, ptr %v55, align 16, !alias.scope !0, !noalias !3
  %v56 = getelementptr i8, ptr %v31, i64 144
  %v57 = load <4 x float>, ptr %v56, align 4, !alias.scope !3, !noalias !0
  %v58 = getelementptr inbounds i8, ptr %v29, i64 144
  store <4 x float> %v57, ptr %v58, align 16, !alias.scope !0, !noalias !3
  %v59 = getelementptr inbounds i8, ptr %v29, i64 160
  store <4 x float> zeroinitializer, ptr %v59, align 16, !alias.scope !0, !noalias !3
  br label %v13

v9: ; preds = %v13, %v3
  ret void
}

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel1(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  %v7 = getelementptr inbounds i8, ptr %v0, i64 16
  %v8 = load ptr, ptr %v7, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  %v9 = icmp slt i64 %v1, %v2
  br i1 %v9, label %v10, label %v11

v10:                               ; preds = %v3
  %v12 = getelementptr i8, ptr %v4, i64 128
  %v13 = getelementptr i8, ptr %v8, i64 192
  %v14 = getelementptr i8, ptr %v6, i64 24
  %v15 = getelementptr i8, ptr %v6, i64 48
  %v16 = getelementptr i8, ptr %v6, i64 72
  %v17 = getelementptr i8, ptr %v6, i64 96
  %v18 = getelementptr i8, ptr %v6, i64 120
  %v19 = getelementptr i8, ptr %v6, i64 144
  %v20 = getelementptr i8, ptr %v6, i64 168
  %v21 = getelementptr i8, ptr %v6, i64 192
  %v22 = getelementptr i8, ptr %v6, i64 216
  %v23 = getelementptr i8, ptr %v6, i64 240
  %v24 = getelementptr i8, ptr %v6, i64 264
  %v25 = getelementptr i8, ptr %v6, i64 288
  %v26 = getelementptr i8, ptr %v6, i64 312
  %v27 = getelementptr i8, ptr %v6, i64 336
  %v28 = getelementptr i8, ptr %v6, i64 360
  %v29 = getelementptr i8, ptr %v6, i64 384
  %v30 = getelementptr i8, ptr %v6, i64 408
  %v31 = getelementptr i8, ptr %v6, i64 432
  %v32 = getelementptr i8, ptr %v6, i64 456
  %v33 = getelementptr i8, ptr %v6, i64 480
  %v34 = getelementptr i8, ptr %v6, i64 504
  %v35 = getelementptr i8, ptr %v6, i64 528
  %v36 = getelementptr i8, ptr %v6, i64 552
  %v37 = getelementptr i8, ptr %v6, i64 576
  %v38 = getelementptr i8, ptr %v6, i64 600
  %v39 = getelementptr i8, ptr %v6, i64 624
  %v40 = getelementptr i8, ptr %v6, i64 648
  %v41 = getelementptr i8, ptr %v6, i64 672
  %v42 = getelementptr i8, ptr %v6, i64 696
  %v43 = getelementptr i8, ptr %v6, i64 720
  %v44 = getelementptr i8, ptr %v6, i64 744
  %v45 = getelementptr i8, ptr %v6, i64 768
  %v46 = getelementptr i8, ptr %v6, i64 792
  %v47 = getelementptr i8, ptr %v6, i64 816
  %v48 = getelementptr i8, ptr %v6, i64 840
  br label %v49

v49:                                         ; preds = %v10, %v50
  %v51 = phi i64 [ %v52, %v50 ], [ %v1, %v10 ]
  %v53 = mul i64 %v51, 176
  %v54 = getelementptr i8, ptr %v12, i64 %v53
  %v55 = mul i64 %v51, 216
  %v56 = getelementptr i8, ptr %v13, i64 %v55
  %v57 = getelementptr i8, ptr %v4, i64 %v53
  %v58 = getelementptr inbounds i8, ptr %v8, i64 %v55
  %v59 = getelementptr i8, ptr %v58, i64 24
  %v60 = getelementptr i8, ptr %v58, i64 48
  %v61 = getelementptr i8, ptr %v58, i64 72
  %v62 = getelementptr i8, ptr %v58, i64 96
  %v63 = getelementptr i8, ptr %v58, i64 120
  %v64 = getelementptr i8, ptr %v58, i64 144
  %v65 = getelementptr i8, ptr %v58, i64 168
  br label %v66

v66:                                   ; preds = %v67, %v49
  %v68 = phi i1 [ true, %v49 ], [ false, %v67 ]
  br i1 %v68, label %v69, label %v70

v70:                                 ; preds = %v66
  %v71 = load float, ptr %v54, align 4, !alias.scope !5, !noalias !12
  %v72 = insertelement <6 x float> poison, float %v71, i64 0
  %v73 = shufflevector <6 x float> %v72, <6 x float> poison, <6 x i32> zeroinitializer
  %v74 = load <6 x float>, ptr %v6, align 4, !alias.scope !8, !noalias !13
  %v75 = fmul contract <6 x float> %v74, %v73
  %v76 = fadd contract <6 x float> %v75, zeroinitializer
  %v77 = getelementptr i8, ptr %v54, i64 4
  %v78 = load float, ptr %v77, align 4, !alias.scope !5, !noalias !12
  %v79 = insertelement <6 x float> poison, float %v78, i64 0
  %v80 = shufflevector <6 x float> %v79, <6 x float> poison, <6 x i32> zeroinitializer
  %v81 = load <6 x float>, ptr %v14, align 4, !alias.scope !8, !noalias !13
  %v82 = fmul contract <6 x float> %v81, %v80
  %v83 = fadd contract <6 x float> %v76, %v82
  %v84 = getelementptr i8, ptr %v54, i64 8
  %v85 = load float, ptr %v84, align 4, !alias.scope !5, !noalias !12
  %v86 = insertelement <6 x float> poison, float %v85, i64 0
  %v87 = shufflevector <6 x float> %v86, <6 x float> poison, <6 x i32> zeroinitializer
  %v88 = load <6 x float>, ptr %v15, align 4, !alias.scope !8, !noalias !13
  %v89 = fmul contract <6 x float> %v88, %v87
  %v90 = fadd contract <6 x float> %v83, %v89
  %v91 = getelementptr i8, ptr %v54, i64 12
  %v92 = load float, ptr %v91, align 4, !alias.scope !5, !noalias !12
  %v93 = insertelement <6 x float> poison, float %v92, i64 0
  %v94 = shufflevector <6 x float> %v93, <6 x float> poison, <6 x i32> zeroinitializer
  %v95 = load <6 x float>, ptr %v16, align 4, !alias.scope !8, !noalias !13
  %v96 = fmul contract <6 x float> %v95, %v94
  %v97 = fadd contract <6 x float> %v90, %v96
  %v98 = getelementptr i8, ptr %v54, i64 16
  %v99 = load float, ptr %v98, align 4, !alias.scope !5, !noalias !12
  %v100 = insertelement <6 x float> poison, float %v99, i64 0
  %v101 = shufflevector <6 x float> %v100, <6 x float> poison, <6 x i32> zeroinitializer
  %v102 = load <6 x float>, ptr %v17, align 4, !alias.scope !8, !noalias !13
  %v103 = fmul contract <6 x float> %v102, %v101
  %v104 = fadd contract <6 x float> %v97, %v103
  %v105 = getelementptr i8, ptr %v54, i64 20
  %v106 = load float, ptr %v105, align 4, !alias.scope !5, !noalias !12
  %v107 = insertelement <6 x float> poison, float %v106, i64 0
  %v108 = shufflevector <6 x float> %v107, <6 x float> poison, <6 x i32> zeroinitializer
  %v109 = load <6 x float>, ptr %v18, align 4, !alias.scope !8, !noalias !13
  %v110 = fmul contract <6 x float> %v109, %v108
  %v111 = fadd contract <6 x float> %v104, %v110
  %v112 = getelementptr i8, ptr %v54, i64 24
  %v113 = load float, ptr %v112, align 4, !alias.scope !5, !noalias !12
  %v114 = insertelement <6 x float> poison, float %v113, i64 0
  %v115 = shufflevector <6 x float> %v114, <6 x float> poison, <6 x i32> zeroinitializer
  %v116 = load <6 x float>, ptr %v19, align 4, !alias.scope !8, !noalias !13
  %v117 = fmul contract <6 x float> %v116, %v115
  %v118 = fadd contract <6 x float> %v111, %v117
  %v119 = getelementptr i8, ptr %v54, i64 28
  %v120 = load float, ptr %v119, align 4, !alias.scope !5, !noalias !12
  %v121 = insertelement <6 x float> poison, float %v120, i64 0
  %v122 = shufflevector <6 x float> %v121, <6 x float> poison, <6 x i32> zeroinitializer
  %v123 = load <6 x float>, ptr %v20, align 4, !alias.scope !8, !noalias !13
  %v124 = fmul contract <6 x float> %v123, %v122
  %v125 = fadd contract <6 x float> %v118, %v124
  %v126 = getelementptr i8, ptr %v54, i64 32
  %v127 = load float, ptr %v126, align 4, !alias.scope !5, !noalias !12
  %v128 = insertelement <6 x float> poison, float %v127, i64 0
  %v129 = shufflevector <6 x float> %v128, <6 x float> poison, <6 x i32> zeroinitializer
  %v130 = load <6 x float>, ptr %v21, align 4, !alias.scope !8, !noalias !13
  %v131 = fmul contract <6 x float> %v130, %v129
  %v132 = fadd contract <6 x float> %v125, %v131
  %v133 = getelementptr i8, ptr %v54, i64 36
  %v134 = load float, ptr %v133, align 4, !alias.scope !5, !noalias !12
  %v135 = insertelement <6 x float> poison, float %v134, i64 0
  %v136 = shufflevector <6 x float> %v135, <6 x float> poison, <6 x i32> zeroinitializer
  %v137 = load <6 x float>, ptr %v22, align 4, !alias.scope !8, !noalias !13
  %v138 = fmul contract <6 x float> %v137, %v136
  %v139 = fadd contract <6 x float> %v132, %v138
  %v140 = getelementptr i8, ptr %v54, i64 40
  %v141 = load float, ptr %v140, align 4, !alias.scope !5, !noalias !12
  %v142 = insertelement <6 x float> poison, float %v141, i64 0
  %v143 = shufflevector <6 x float> %v142, <6 x float> poison, <6 x i32> zeroinitializer
  %v144 = load <6 x float>, ptr %v23, align 4, !alias.scope !8, !noalias !13
  %v145 = fmul contract <6 x float> %v144, %v143
  %v146 = fadd contract <6 x float> %v139, %v145
  %v147 = getelementptr i8, ptr %v54, i64 44
  %v148 = load float, ptr %v147, align 4, !alias.scope !5, !noalias !12
  %v149 = insertelement <6 x float> poison, float %v148, i64 0
  %v150 = shufflevector <6 x float> %v149, <6 x float> poison, <6 x i32> zeroinitializer
  %v151 = load <6 x float>, ptr %v24, align 4, !alias.scope !8, !noalias !13
  %v152 = fmul contract <6 x float> %v151, %v150
  %v153 = fadd contract <6 x float> %v146, %v152
  %v154 = getelementptr i8, ptr %v54, i64 176
  %v155 = load float, ptr %v154, align 4, !alias.scope !5, !noalias !12
  %v156 = insertelement <6 x float> poison, float %v155, i64 0
  %v157 = shufflevector <6 x float> %v156, <6 x float> poison, <6 x i32> zeroinitializer
  %v158 = load <6 x float>, ptr %v25, align 4, !alias.scope !8, !noalias !13
  %v159 = fmul contract <6 x float> %v158, %v157
  %v160 = fadd contract <6 x float> %v153, %v159
  %v161 = getelementptr i8, ptr %v54, i64 180
  %v162 = load float, ptr %v161, align 4, !alias.scope !5, !noalias !12
  %v163 = insertelement <6 x float> poison, float %v162, i64 0
  %v164 = shufflevector <6 x float> %v163, <6 x float> poison, <6 x i32> zeroinitializer
  %v165 = load <6 x float>, ptr %v26, align 4, !alias.scope !8, !noalias !13
  %v166 = fmul contract <6 x float> %v165, %v164
  %v167 = fadd contract <6 x float> %v160, %v166
  %v168 = getelementptr i8, ptr %v54, i64 184
  %v169 = load float, ptr %v168, align 4, !alias.scope !5, !noalias !12
  %v170 = insertelement <6 x float> poison, float %v169, i64 0
  %v171 = shufflevector <6 x float> %v170, <6 x float> poison, <6 x i32> zeroinitializer
  %v172 = load <6 x float>, ptr %v27, align 4, !alias.scope !8, !noalias !13
  %v173 = fmul contract <6 x float> %v172, %v171
  %v174 = fadd contract <6 x float> %v167, %v173
  %v175 = getelementptr i8, ptr %v54, i64 188
  %v176 = load float, ptr %v175, align 4, !alias.scope !5, !noalias !12
  %v177 = insertelement <6 x float> poison, float %v176, i64 0
  %v178 = shufflevector <6 x float> %v177, <6 x float> poison, <6 x i32> zeroinitializer
  %v179 = load <6 x float>, ptr %v28, align 4, !alias.scope !8, !noalias !13
  %v180 = fmul contract <6 x float> %v179, %v178
  %v181 = fadd contract <6 x float> %v174, %v180
  %v182 = getelementptr i8, ptr %v54, i64 192
  %v183 = load float, ptr %v182, align 4, !alias.scope !5, !noalias !12
  %v184 = insertelement <6 x float> poison, float %v183, i64 0
  %v185 = shufflevector <6 x float> %v184, <6 x float> poison, <6 x i32> zeroinitializer
  %v186 = load <6 x float>, ptr %v29, align 4, !alias.scope !8, !noalias !13
  %v187 = fmul contract <6 x float> %v186, %v185
  %v188 = fadd contract <6 x float> %v181, %v187
  %v189 = getelementptr i8, ptr %v54, i64 196
  %v190 = load float, ptr %v189, align 4, !alias.scope !5, !noalias !12
  %v191 = insertelement <6 x float> poison, float %v190, i64 0
  %v192 = shufflevector <6 x float> %v191, <6 x float> poison, <6 x i32> zeroinitializer
  %v193 = load <6 x float>, ptr %v30, align 4, !alias.scope !8, !noalias !13
  %v194 = fmul contract <6 x float> %v193, %v192
  %v195 = fadd contract <6 x float> %v188, %v194
  %v196 = getelementptr i8, ptr %v54, i64 200
  %v197 = load float, ptr %v196, align 4, !alias.scope !5, !noalias !12
  %v198 = insertelement <6 x float> poison, float %v197, i64 0
  %v199 = shufflevector <6 x float> %v198, <6 x float> poison, <6 x i32> zeroinitializer
  %v200 = load <6 x float>, ptr %v31, align 4, !alias.scope !8, !noalias !13
  %v201 = fmul contract <6 x float> %v200, %v199
  %v202 = fadd contract <6 x float> %v195, %v201
  %v203 = getelementptr i8, ptr %v54, i64 204
  %v204 = load float, ptr %v203, align 4, !alias.scope !5, !noalias !12
  %v205 = insertelement <6 x float> poison, float %v204, i64 0
  %v206 = shufflevector <6 x float> %v205, <6 x float> poison, <6 x i32> zeroinitializer
  %v207 = load <6 x float>, ptr %v32, align 4, !alias.scope !8, !noalias !13
  %v208 = fmul contract <6 x float> %v207, %v206
  %v209 = fadd contract <6 x float> %v202, %v208
  %v210 = getelementptr i8, ptr %v54, i64 208
  %v211 = load float, ptr %v210, align 4, !alias.scope !5, !noalias !12
  %v212 = insertelement <6 x float> poison, float %v211, i64 0
  %v213 = shufflevector <6 x float> %v212, <6 x float> poison, <6 x i32> zeroinitializer
  %v214 = load <6 x float>, ptr %v33, align 4, !alias.scope !8, !noalias !13
  %v215 = fmul contract <6 x float> %v214, %v213
  %v216 = fadd contract <6 x float> %v209, %v215
  %v217 = getelementptr i8, ptr %v54, i64 212
  %v218 = load float, ptr %v217, align 4, !alias.scope !5, !noalias !12
  %v219 = insertelement <6 x float> poison, float %v218, i64 0
  %v220 = shufflevector <6 x float> %v219, <6 x float> poison, <6 x i32> zeroinitializer
  %v221 = load <6 x float>, ptr %v34, align 4, !alias.scope !8, !noalias !13
  %v222 = fmul contract <6 x float> %v221, %v220
  %v223 = fadd contract <6 x float> %v216, %v222
  %v224 = getelementptr i8, ptr %v54, i64 216
  %v225 = load float, ptr %v224, align 4, !alias.scope !5, !noalias !12
  %v226 = insertelement <6 x float> poison, float %v225, i64 0
  %v227 = shufflevector <6 x float> %v226, <6 x float> poison, <6 x i32> zeroinitializer
  %v228 = load <6 x float>, ptr %v35, align 4, !alias.scope !8, !noalias !13
  %v229 = fmul contract <6 x float> %v228, %v227
  %v230 = fadd contract <6 x float> %v223, %v229
  %v231 = getelementptr i8, ptr %v54, i64 220
  %v232 = load float, ptr %v231, align 4, !alias.scope !5, !noalias !12
  %v233 = insertelement <6 x float> poison, float %v232, i64 0
  %v234 = shufflevector <6 x float> %v233, <6 x float> poison, <6 x i32> zeroinitializer
  %v235 = load <6 x float>, ptr %v36, align 4, !alias.scope !8, !noalias !13
  %v236 = fmul contract <6 x float> %v235, %v234
  %v237 = fadd contract <6 x float> %v230, %v236
  %v238 = getelementptr i8, ptr %v54, i64 352
  %v239 = load float, ptr %v238, align 4, !alias.scope !5, !noalias !12
  %v240 = insertelement <6 x float> poison, float %v239, i64 0
  %v241 = shufflevector <6 x float> %v240, <6 x float> poison, <6 x i32> zeroinitializer
  %v242 = load <6 x float>, ptr %v37, align 4, !alias.scope !8, !noalias !13
  %v243 = fmul contract <6 x float> %v242, %v241
  %v244 = fadd contract <6 x float> %v237, %v243
  %v245 = getelementptr i8, ptr %v54, i64 356
  %v246 = load float, ptr %v245, align 4, !alias.scope !5, !noalias !12
  %v247 = insertelement <6 x float> poison, float %v246, i64 0
  %v248 = shufflevector <6 x float> %v247, <6 x float> poison, <6 x i32> zeroinitializer
  %v249 = load <6 x float>, ptr %v38, align 4, !alias.scope !8, !noalias !13
  %v250 = fmul contract <6 x float> %v249, %v248
  %v251 = fadd contract <6 x float> %v244, %v250
  %v252 = getelementptr i8, ptr %v54, i64 360
  %v253 = load float, ptr %v252, align 4, !alias.scope !5, !noalias !12
  %v254 = insertelement <6 x float> poison, float %v253, i64 0
  %v255 = shufflevector <6 x float> %v254, <6 x float> poison, <6 x i32> zeroinitializer
  %v256 = load <6 x float>, ptr %v39, align 4, !alias.scope !8, !noalias !13
  %v257 = fmul contract <6 x float> %v256, %v255
  %v258 = fadd contract <6 x float> %v251, %v257
  %v259 = getelementptr i8, ptr %v54, i64 364
  %v260 = load float, ptr %v259, align 4, !alias.scope !5, !noalias !12
  %v261 = insertelement <6 x float> poison, float %v260, i64 0
  %v262 = shufflevector <6 x float> %v261, <6 x float> poison, <6 x i32> zeroinitializer
  %v263 = load <6 x float>, ptr %v40, align 4, !alias.scope !8, !noalias !13
  %v264 = fmul contract <6 x float> %v263, %v262
  %v265 = fadd contract <6 x float> %v258, %v264
  %v266 = getelementptr i8, ptr %v54, i64 368
  %v267 = load float, ptr %v266, align 4, !alias.scope !5, !noalias !12
  %v268 = insertelement <6 x float> poison, float %v267, i64 0
  %v269 = shufflevector <6 x float> %v268, <6 x float> poison, <6 x i32> zeroinitializer
  %v270 = load <6 x float>, ptr %v41, align 4, !alias.scope !8, !noalias !13
  %v271 = fmul contract <6 x float> %v270, %v269
  %v272 = fadd contract <6 x float> %v265, %v271
  %v273 = getelementptr i8, ptr %v54, i64 372
  %v274 = load float, ptr %v273, align 4, !alias.scope !5, !noalias !12
  %v275 = insertelement <6 x float> poison, float %v274, i64 0
  %v276 = shufflevector <6 x float> %v275, <6 x float> poison, <6 x i32> zeroinitializer
  %v277 = load <6 x float>, ptr %v42, align 4, !alias.scope !8, !noalias !13
  %v278 = fmul contract <6 x float> %v277, %v276
  %v279 = fadd contract <6 x float> %v272, %v278
  %v280 = getelementptr i8, ptr %v54, i64 376
  %v281 = load float, ptr %v280, align 4, !alias.scope !5, !noalias !12
  %v282 = insertelement <6 x float> poison, float %v281, i64 0
  %v283 = shufflevector <6 x float> %v282, <6 x float> poison, <6 x i32> zeroinitializer
  %v284 = load <6 x float>, ptr %v43, align 4, !alias.scope !8, !noalias !13
  %v285 = fmul contract <6 x float> %v284, %v283
  %v286 = fadd contract <6 x float> %v279, %v285
  %v287 = getelementptr i8, ptr %v54, i64 380
  %v288 = load float, ptr %v287, align 4, !alias.scope !5, !noalias !12
  %v289 = insertelement <6 x float> poison, float %v288, i64 0
  %v290 = shufflevector <6 x float> %v289, <6 x float> poison, <6 x i32> zeroinitializer
  %v291 = load <6 x float>, ptr %v44, align 4, !alias.scope !8, !noalias !13
  %v292 = fmul contract <6 x float> %v291, %v290
  %v293 = fadd contract <6 x float> %v286, %v292
  %v294 = getelementptr i8, ptr %v54, i64 384
  %v295 = load float, ptr %v294, align 4, !alias.scope !5, !noalias !12
  %v296 = insertelement <6 x float> poison, float %v295, i64 0
  %v297 = shufflevector <6 x float> %v296, <6 x float> poison, <6 x i32> zeroinitializer
  %v298 = load <6 x float>, ptr %v45, align 4, !alias.scope !8, !noalias !13
  %v299 = fmul contract <6 x float> %v298, %v297
  %v300 = fadd contract <6 x float> %v293, %v299
  %v301 = getelementptr i8, ptr %v54, i64 388
  %v302 = load float, ptr %v301, align 4, !alias.scope !5, !noalias !12
  %v303 = insertelement <6 x float> poison, float %v302, i64 0
  %v304 = shufflevector <6 x float> %v303, <6 x float> poison, <6 x i32> zeroinitializer
  %v305 = load <6 x float>, ptr %v46, align 4, !alias.scope !8, !noalias !13
  %v306 = fmul contract <6 x float> %v305, %v304
  %v307 = fadd contract <6 x float> %v300, %v306
  %v308 = getelementptr i8, ptr %v54, i64 392
  %v309 = load float, ptr %v308, align 4, !alias.scope !5, !noalias !12
  %v310 = insertelement <6 x float> poison, float %v309, i64 0
  %v311 = shufflevector <6 x float> %v310, <6 x float> poison, <6 x i32> zeroinitializer
  %v312 = load <6 x float>, ptr %v47, align 4, !alias.scope !8, !noalias !13
  %v313 = fmul contract <6 x float> %v312, %v311
  %v314 = fadd contract <6 x float> %v307, %v313
  %v315 = getelementptr i8, ptr %v54, i64 396
  %v316 = load float, ptr %v315, align 4, !alias.scope !5, !noalias !12
  %v317 = insertelement <6 x float> poison, float %v316, i64 0
  %v318 = shufflevector <6 x float> %v317, <6 x float> poison, <6 x i32> zeroinitializer
  %v319 = load <6 x float>, ptr %v48, align 4, !alias.scope !8, !noalias !13
  %v320 = fmul contract <6 x float> %v319, %v318
  %v321 = fadd contract <6 x float> %v314, %v320
  store <6 x float> %v321, ptr %v56, align 4, !alias.scope !10, !noalias !14
  br label %v50

v50:                                   ; preds = %v67, %v70
  %v52 = add nuw nsw i64 %v51, 1
  %v322 = icmp eq i64 %v52, %v2
  br i1 %v322, label %v11, label %v49

v67:                                        ; preds = %v323
  store <6 x float> %v324, ptr %v58, align 4, !alias.scope !10, !noalias !14
  store <6 x float> %v325, ptr %v59, align 4, !alias.scope !10, !noalias !14
  store <6 x float> %v326, ptr %v60, align 4, !alias.scope !10, !noalias !14
  store <6 x float> %v327, ptr %v61, align 4, !alias.scope !10, !noalias !14
  store <6 x float> %v328, ptr %v62, align 4, !alias.scope !10, !noalias !14
  store <6 x float> %v329, ptr %v63, align 4, !alias.scope !10, !noalias !14
  store <6 x float> %v330, ptr %v64, align 4, !alias.scope !10, !noalias !14
  store <6 x float> %v331, ptr %v65, align 4, !alias.scope !10, !noalias !14
  br i1 %v68, label %v66, label %v50

v69:                                        ; preds = %v66, %v323
  %v332 = phi <6 x float> [ %v331, %v323 ], [ zeroinitializer, %v66 ]
  %v333 = phi <6 x float> [ %v330, %v323 ], [ zeroinitializer, %v66 ]
  %v334 = phi <6 x float> [ %v329, %v323 ], [ zeroinitializer, %v66 ]
  %v335 = phi <6 x float> [ %v328, %v323 ], [ zeroinitializer, %v66 ]
  %v336 = phi <6 x float> [ %v327, %v323 ], [ zeroinitializer, %v66 ]
  %v337 = phi <6 x float> [ %v326, %v323 ], [ zeroinitializer, %v66 ]
  %v338 = phi <6 x float> [ %v325, %v323 ], [ zeroinitializer, %v66 ]
  %v339 = phi <6 x float> [ %v324, %v323 ], [ zeroinitializer, %v66 ]
  %v340 = phi i64 [ %v341, %v323 ], [ 0, %v66 ]
  %v342 = mul nuw nsw i64 %v340, 176
  %v343 = getelementptr i8, ptr %v57, i64 %v342
  %v344 = mul nuw nsw i64 %v340, 288
  %v345 = getelementptr i8, ptr %v6, i64 %v344
  br label %v346

v346:                                        ; preds = %v346, %v69
  %v347 = phi <6 x float> [ %v332, %v69 ], [ %v331, %v346 ]
  %v348 = phi <6 x float> [ %v333, %v69 ], [ %v330, %v346 ]
  %v349 = phi <6 x float> [ %v334, %v69 ], [ %v329, %v346 ]
  %v350 = phi <6 x float> [ %v335, %v69 ], [ %v328, %v346 ]
  %v351 = phi <6 x float> [ %v336, %v69 ], [ %v327, %v346 ]
  %v352 = phi <6 x float> [ %v337, %v69 ], [ %v326, %v346 ]
  %v353 = phi <6 x float> [ %v338, %v69 ], [ %v325, %v346 ]
  %v354 = phi <6 x float> [ %v339, %v69 ], [ %v324, %v346 ]
  %v355 = phi i64 [ 0, %v69 ], [ %v356, %v346 ]
  %v357 = shl i64 %v355, 4
  %v358 = getelementptr i8, ptr %v343, i64 %v357
  %v359 = mul nuw nsw i64 %v355, 96
  %v360 = getelementptr i8, ptr %v345, i64 %v359
  %v361 = load float, ptr %v358, align 4, !alias.scope !5, !noalias !12
  %v362 = insertelement <6 x float> poison, float %v361, i64 0
  %v363 = shufflevector <6 x float> %v362, <6 x float> poison, <6 x i32> zeroinitializer
  %v364 = load <6 x float>, ptr %v360, align 4, !alias.scope !8, !noalias !13
  %v365 = fmul contract <6 x float> %v364, %v363
  %v366 = fadd contract <6 x float> %v354, %v365
  %v367 = getelementptr i8, ptr %v358, i64 16
  %v368 = load float, ptr %v367, align 4, !alias.scope !5, !noalias !12
  %v369 = insertelement <6 x float> poison, float %v368, i64 0
  %v370 = shufflevector <6 x float> %v369, <6 x float> poison, <6 x i32> zeroinitializer
  %v371 = fmul contract <6 x float> %v364, %v370
  %v372 = fadd contract <6 x float> %v353, %v371
  %v373 = getelementptr i8, ptr %v358, i64 32
  %v374 = load float, ptr %v373, align 4, !alias.scope !5, !noalias !12
  %v375 = insertelement <6 x float> poison, float %v374, i64 0
  %v376 = shufflevector <6 x float> %v375, <6 x float> poison, <6 x i32> zeroinitializer
  %v377 = fmul contract <6 x float> %v364, %v376
  %v378 = fadd contract <6 x float> %v352, %v377
  %v379 = getelementptr i8, ptr %v358, i64 48
  %v380 = load float, ptr %v379, align 4, !alias.scope !5, !noalias !12
  %v381 = insertelement <6 x float> poison, float %v380, i64 0
  %v382 = shufflevector <6 x float> %v381, <6 x float> poison, <6 x i32> zeroinitializer
  %v383 = fmul contract <6 x float> %v364, %v382
  %v384 = fadd contract <6 x float> %v351, %v383
  %v385 = getelementptr i8, ptr %v358, i64 64
  %v386 = load float, ptr %v385, align 4, !alias.scope !5, !noalias !12
  %v387 = insertelement <6 x float> poison, float %v386, i64 0
  %v388 = shufflevector <6 x float> %v387, <6 x float> poison, <6 x i32> zeroinitializer
  %v389 = fmul contract <6 x float> %v364, %v388
  %v390 = fadd contract <6 x float> %v350, %v389
  %v391 = getelementptr i8, ptr %v358, i64 80
  %v392 = load float, ptr %v391, align 4, !alias.scope !5, !noalias !12
  %v393 = insertelement <6 x float> poison, float %v392, i64 0
  %v394 = shufflevector <6 x float> %v393, <6 x float> poison, <6 x i32> zeroinitializer
  %v395 = fmul contract <6 x float> %v364, %v394
  %v396 = fadd contract <6 x float> %v349, %v395
  %v397 = getelementptr i8, ptr %v358, i64 96
  %v398 = load float, ptr %v397, align 4, !alias.scope !5, !noalias !12
  %v399 = insertelement <6 x float> poison, float %v398, i64 0
  %v400 = shufflevector <6 x float> %v399, <6 x float> poison, <6 x i32> zeroinitializer
  %v401 = fmul contract <6 x float> %v364, %v400
  %v402 = fadd contract <6 x float> %v348, %v401
  %v403 = getelementptr i8, ptr %v358, i64 112
  %v404 = load float, ptr %v403, align 4, !alias.scope !5, !noalias !12
  %v405 = insertelement <6 x float> poison, float %v404, i64 0
  %v406 = shufflevector <6 x float> %v405, <6 x float> poison, <6 x i32> zeroinitializer
  %v407 = fmul contract <6 x float> %v364, %v406
  %v408 = fadd contract <6 x float> %v347, %v407
  %v409 = getelementptr i8, ptr %v358, i64 4
  %v410 = load float, ptr %v409, align 4, !alias.scope !5, !noalias !12
  %v411 = insertelement <6 x float> poison, float %v410, i64 0
  %v412 = shufflevector <6 x float> %v411, <6 x float> poison, <6 x i32> zeroinitializer
  %v413 = getelementptr i8, ptr %v360, i64 24
  %v414 = load <6 x float>, ptr %v413, align 4, !alias.scope !8, !noalias !13
  %v415 = fmul contract <6 x float> %v414, %v412
  %v416 = fadd contract <6 x float> %v366, %v415
  %v417 = getelementptr i8, ptr %v358, i64 20
  %v418 = load float, ptr %v417, align 4, !alias.scope !5, !noalias !12
  %v419 = insertelement <6 x float> poison, float %v418, i64 0
  %v420 = shufflevector <6 x float> %v419, <6 x float> poison, <6 x i32> zeroinitializer
  %v421 = fmul contract <6 x float> %v414, %v420
  %v422 = fadd contract <6 x float> %v372, %v421
  %v423 = getelementptr i8, ptr %v358, i64 36
  %v424 = load float, ptr %v423, align 4, !alias.scope !5, !noalias !12
  %v425 = insertelement <6 x float> poison, float %v424, i64 0
  %v426 = shufflevector <6 x float> %v425, <6 x float> poison, <6 x i32> zeroinitializer
  %v427 = fmul contract <6 x float> %v414, %v426
  %v428 = fadd contract <6 x float> %v378, %v427
  %v429 = getelementptr i8, ptr %v358, i64 52
  %v430 = load float, ptr %v429, align 4, !alias.scope !5, !noalias !12
  %v431 = insertelement <6 x float> poison, float %v430, i64 0
  %v432 = shufflevector <6 x float> %v431, <6 x float> poison, <6 x i32> zeroinitializer
  %v433 = fmul contract <6 x float> %v414, %v432
  %v434 = fadd contract <6 x float> %v384, %v433
  %v435 = getelementptr i8, ptr %v358, i64 68
  %v436 = load float, ptr %v435, align 4, !alias.scope !5, !noalias !12
  %v437 = insertelement <6 x float> poison, float %v436, i64 0
  %v438 = shufflevector <6 x float> %v437, <6 x float> poison, <6 x i32> zeroinitializer
  %v439 = fmul contract <6 x float> %v414, %v438
  %v440 = fadd contract <6 x float> %v390, %v439
  %v441 = getelementptr i8, ptr %v358, i64 84
  %v442 = load float, ptr %v441, align 4, !alias.scope !5, !noalias !12
  %v443 = insertelement <6 x float> poison, float %v442, i64 0
  %v444 = shufflevector <6 x float> %v443, <6 x float> poison, <6 x i32> zeroinitializer
  %v445 = fmul contract <6 x float> %v414, %v444
  %v446 = fadd contract <6 x float> %v396, %v445
  %v447 = getelementptr i8, ptr %v358, i64 100
  %v448 = load float, ptr %v447, align 4, !alias.scope !5, !noalias !12
  %v449 = insertelement <6 x float> poison, float %v448, i64 0
  %v450 = shufflevector <6 x float> %v449, <6 x float> poison, <6 x i32> zeroinitializer
  %v451 = fmul contract <6 x float> %v414, %v450
  %v452 = fadd contract <6 x float> %v402, %v451
  %v453 = getelementptr i8, ptr %v358, i64 116
  %v454 = load float, ptr %v453, align 4, !alias.scope !5, !noalias !12
  %v455 = insertelement <6 x float> poison, float %v454, i64 0
  %v456 = shufflevector <6 x float> %v455, <6 x float> poison, <6 x i32> zeroinitializer
  %v457 = fmul contract <6 x float> %v414, %v456
  %v458 = fadd contract <6 x float> %v408, %v457
  %v459 = getelementptr i8, ptr %v358, i64 8
  %v460 = load float, ptr %v459, align 4, !alias.scope !5, !noalias !12
  %v461 = insertelement <6 x float> poison, float %v460, i64 0
  %v462 = shufflevector <6 x float> %v461, <6 x float> poison, <6 x i32> zeroinitializer
  %v463 = getelementptr i8, ptr %v360, i64 48
  %v464 = load <6 x float>, ptr %v463, align 4, !alias.scope !8, !noalias !13
  %v465 = fmul contract <6 x float> %v464, %v462
  %v466 = fadd contract <6 x float> %v416, %v465
  %v467 = getelementptr i8, ptr %v358, i64 24
  %v468 = load float, ptr %v467, align 4, !alias.scope !5, !noalias !12
  %v469 = insertelement <6 x float> poison, float %v468, i64 0
  %v470 = shufflevector <6 x float> %v469, <6 x float> poison, <6 x i32> zeroinitializer
  %v471 = fmul contract <6 x float> %v464, %v470
  %v472 = fadd contract <6 x float> %v422, %v471
  %v473 = getelementptr i8, ptr %v358, i64 40
  %v474 = load float, ptr %v473, align 4, !alias.scope !5, !noalias !12
  %v475 = insertelement <6 x float> poison, float %v474, i64 0
  %v476 = shufflevector <6 x float> %v475, <6 x float> poison, <6 x i32> zeroinitializer
  %v477 = fmul contract <6 x float> %v464, %v476
  %v478 = fadd contract <6 x float> %v428, %v477
  %v479 = getelementptr i8, ptr %v358, i64 56
  %v480 = load float, ptr %v479, align 4, !alias.scope !5, !noalias !12
  %v481 = insertelement <6 x float> poison, float %v480, i64 0
  %v482 = shufflevector <6 x float> %v481, <6 x float> poison, <6 x i32> zeroinitializer
  %v483 = fmul contract <6 x float> %v464, %v482
  %v484 = fadd contract <6 x float> %v434, %v483
  %v485 = getelementptr i8, ptr %v358, i64 72
  %v486 = load float, ptr %v485, align 4, !alias.scope !5, !noalias !12
  %v487 = insertelement <6 x float> poison, float %v486, i64 0
  %v488 = shufflevector <6 x float> %v487, <6 x float> poison, <6 x i32> zeroinitializer
  %v489 = fmul contract <6 x float> %v464, %v488
  %v490 = fadd contract <6 x float> %v440, %v489
  %v491 = getelementptr i8, ptr %v358, i64 88
  %v492 = load float, ptr %v491, align 4, !alias.scope !5, !noalias !12
  %v493 = insertelement <6 x float> poison, float %v492, i64 0
  %v494 = shufflevector <6 x float> %v493, <6 x float> poison, <6 x i32> zeroinitializer
  %v495 = fmul contract <6 x float> %v464, %v494
  %v496 = fadd contract <6 x float> %v446, %v495
  %v497 = getelementptr i8, ptr %v358, i64 104
  %v498 = load float, ptr %v497, align 4, !alias.scope !5, !noalias !12
  %v499 = insertelement <6 x float> poison, float %v498, i64 0
  %v500 = shufflevector <6 x float> %v499, <6 x float> poison, <6 x i32> zeroinitializer
  %v501 = fmul contract <6 x float> %v464, %v500
  %v502 = fadd contract <6 x float> %v452, %v501
  %v503 = getelementptr i8, ptr %v358, i64 120
  %v504 = load float, ptr %v503, align 4, !alias.scope !5, !noalias !12
  %v505 = insertelement <6 x float> poison, float %v504, i64 0
  %v506 = shufflevector <6 x float> %v505, <6 x float> poison, <6 x i32> zeroinitializer
  %v507 = fmul contract <6 x float> %v464, %v506
  %v508 = fadd contract <6 x float> %v458, %v507
  %v509 = getelementptr i8, ptr %v358, i64 12
  %v510 = load float, ptr %v509, align 4, !alias.scope !5, !noalias !12
  %v511 = insertelement <6 x float> poison, float %v510, i64 0
  %v512 = shufflevector <6 x float> %v511, <6 x float> poison, <6 x i32> zeroinitializer
  %v513 = getelementptr i8, ptr %v360, i64 72
  %v514 = load <6 x float>, ptr %v513, align 4, !alias.scope !8, !noalias !13
  %v515 = fmul contract <6 x float> %v514, %v512
  %v324 = fadd contract <6 x float> %v466, %v515
  %v516 = getelementptr i8, ptr %v358, i64 28
  %v517 = load float, ptr %v516, align 4, !alias.scope !5, !noalias !12
  %v518 = insertelement <6 x float> poison, float %v517, i64 0
  %v519 = shufflevector <6 x float> %v518, <6 x float> poison, <6 x i32> zeroinitializer
  %v520 = fmul contract <6 x float> %v514, %v519
  %v325 = fadd contract <6 x float> %v472, %v520
  %v521 = getelementptr i8, ptr %v358, i64 44
  %v522 = load float, ptr %v521, align 4, !alias.scope !5, !noalias !12
  %v523 = insertelement <6 x float> poison, float %v522, i64 0
  %v524 = shufflevector <6 x float> %v523, <6 x float> poison, <6 x i32> zeroinitializer
  %v525 = fmul contract <6 x float> %v514, %v524
  %v326 = fadd contract <6 x float> %v478, %v525
  %v526 = getelementptr i8, ptr %v358, i64 60
  %v527 = load float, ptr %v526, align 4, !alias.scope !5, !noalias !12
  %v528 = insertelement <6 x float> poison, float %v527, i64 0
  %v529 = shufflevector <6 x float> %v528, <6 x float> poison, <6 x i32> zeroinitializer
  %v530 = fmul contract <6 x float> %v514, %v529
  %v327 = fadd contract <6 x float> %v484, %v530
  %v531 = getelementptr i8, ptr %v358, i64 76
  %v532 = load float, ptr %v531, align 4, !alias.scope !5, !noalias !12
  %v533 = insertelement <6 x float> poison, float %v532, i64 0
  %v534 = shufflevector <6 x float> %v533, <6 x float> poison, <6 x i32> zeroinitializer
  %v535 = fmul contract <6 x float> %v514, %v534
  %v328 = fadd contract <6 x float> %v490, %v535
  %v536 = getelementptr i8, ptr %v358, i64 92
  %v537 = load float, ptr %v536, align 4, !alias.scope !5, !noalias !12
  %v538 = insertelement <6 x float> poison, float %v537, i64 0
  %v539 = shufflevector <6 x float> %v538, <6 x float> poison, <6 x i32> zeroinitializer
  %v540 = fmul contract <6 x float> %v514, %v539
  %v329 = fadd contract <6 x float> %v496, %v540
  %v541 = getelementptr i8, ptr %v358, i64 108
  %v542 = load float, ptr %v541, align 4, !alias.scope !5, !noalias !12
  %v543 = insertelement <6 x float> poison, float %v542, i64 0
  %v544 = shufflevector <6 x float> %v543, <6 x float> poison, <6 x i32> zeroinitializer
  %v545 = fmul contract <6 x float> %v514, %v544
  %v330 = fadd contract <6 x float> %v502, %v545
  %v546 = getelementptr i8, ptr %v358, i64 124
  %v547 = load float, ptr %v546, align 4, !alias.scope !5, !noalias !12
  %v548 = insertelement <6 x float> poison, float %v547, i64 0
  %v549 = shufflevector <6 x float> %v548, <6 x float> poison, <6 x i32> zeroinitializer
  %v550 = fmul contract <6 x float> %v514, %v549
  %v331 = fadd contract <6 x float> %v508, %v550
  %v356 = add nuw nsw i64 %v355, 1
  %v551 = icmp eq i64 %v356, 3
  br i1 %v551, label %v323, label %v346

v323:                                        ; preds = %v346
  %v341 = add nuw nsw i64 %v340, 1
  %v552 = icmp eq i64 %v341, 3
  br i1 %v552, label %v67, label %v69

v11: ; preds = %v50, %v3
  ret void
}

; Function Attrs: nounwind
define void @ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1_packed(ptr nocapture readonly %v0) local_unnamed_addr #2 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = alloca [2 x i64], align 64
  %v4 = alloca [484 x float], align 64
  %v5 = load ptr, ptr %v0, align 8
  %v6 = getelementptr inbounds i8, ptr %v0, i64 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %v3)
  call void @llvm.lifetime.start.p0(i64 1936, ptr nonnull %v4)
  store ptr %v4, ptr %v3, align 64, !noalias !15
  %v7 = getelementptr inbounds i8, ptr %v3, i64 8
  store ptr %v5, ptr %v7, align 8, !noalias !15
  %v8 = getelementptr inbounds i8, ptr %v2, i64 8
  %v9 = load <2 x ptr>, ptr %v6, align 8
  call void @ktune_parallel_for(i64 11, ptr nonnull @ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v3) #2, !noalias !20
  store ptr %v4, ptr %v2, align 64, !noalias !15
  store <2 x ptr> %v9, ptr %v8, align 8, !noalias !15
  call void @ktune_parallel_for(i64 9, ptr nonnull @ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel1, ptr nonnull %v2) #2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %v3)
  call void @llvm.lifetime.end.p0(i64 1936, ptr nonnull %v4)
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
!1 = distinct !{!1, !2, !"ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel0.task: %pad"}
!2 = distinct !{!2, !"ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel0.task: %I"}
!5 = !{!6}
!6 = distinct !{!6, !7, !"ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel1.task: %pad"}
!7 = distinct !{!7, !"ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel1.task"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel1.task: %W"}
!10 = !{!11}
!11 = distinct !{!11, !7, !"ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel1.task: %O"}
!12 = !{!9, !11}
!13 = !{!6, !11}
!14 = !{!6, !9}
!15 = !{!16, !18, !19}
!16 = distinct !{!16, !17, !"ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1: %I"}
!17 = distinct !{!17, !"ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1"}
!18 = distinct !{!18, !17, !"ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1: %W"}
!19 = distinct !{!19, !17, !"ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1: %O"}
!20 = !{!18, !19}
