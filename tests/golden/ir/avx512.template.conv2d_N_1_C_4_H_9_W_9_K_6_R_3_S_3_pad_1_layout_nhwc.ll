; conv2d:N=1,C=4,H=9,W=9,K=6,R=3,S=3,stride=1,pad=1,dilation=1,layout=nhwc,kblock=0,bias=0,residual=0,act=none,dtype=f32 on llvm -mcpu=x86-64-v4, schedule template
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
  %v14 = getelementptr inbounds i8, ptr %v6, i64 96
  %v15 = getelementptr inbounds i8, ptr %v6, i64 192
  %v16 = getelementptr i8, ptr %v6, i64 24
  %v17 = getelementptr i8, ptr %v6, i64 120
  %v18 = getelementptr i8, ptr %v6, i64 216
  %v19 = getelementptr i8, ptr %v6, i64 48
  %v20 = getelementptr i8, ptr %v6, i64 144
  %v21 = getelementptr i8, ptr %v6, i64 240
  %v22 = getelementptr i8, ptr %v6, i64 72
  %v23 = getelementptr i8, ptr %v6, i64 168
  %v24 = getelementptr i8, ptr %v6, i64 264
  %v25 = getelementptr i8, ptr %v6, i64 288
  %v26 = getelementptr i8, ptr %v6, i64 384
  %v27 = getelementptr i8, ptr %v6, i64 480
  %v28 = getelementptr i8, ptr %v6, i64 312
  %v29 = getelementptr i8, ptr %v6, i64 408
  %v30 = getelementptr i8, ptr %v6, i64 504
  %v31 = getelementptr i8, ptr %v6, i64 336
  %v32 = getelementptr i8, ptr %v6, i64 432
  %v33 = getelementptr i8, ptr %v6, i64 528
  %v34 = getelementptr i8, ptr %v6, i64 360
  %v35 = getelementptr i8, ptr %v6, i64 456
  %v36 = getelementptr i8, ptr %v6, i64 552
  %v37 = getelementptr i8, ptr %v6, i64 576
  %v38 = getelementptr i8, ptr %v6, i64 672
  %v39 = getelementptr i8, ptr %v6, i64 768
  %v40 = getelementptr i8, ptr %v6, i64 600
  %v41 = getelementptr i8, ptr %v6, i64 696
  %v42 = getelementptr i8, ptr %v6, i64 792
  %v43 = getelementptr i8, ptr %v6, i64 624
  %v44 = getelementptr i8, ptr %v6, i64 720
  %v45 = getelementptr i8, ptr %v6, i64 816
  %v46 = getelementptr i8, ptr %v6, i64 648
  %v47 = getelementptr i8, ptr %v6, i64 744
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
  %v77 = getelementptr i8, ptr %v54, i64 16
  %v78 = load float, ptr %v77, align 4, !alias.scope !5, !noalias !12
  %v79 = insertelement <6 x float> poison, float %v78, i64 0
  %v80 = shufflevector <6 x float> %v79, <6 x float> poison, <6 x i32> zeroinitializer
  %v81 = load <6 x float>, ptr %v14, align 4, !alias.scope !8, !noalias !13
  %v82 = fmul contract <6 x float> %v81, %v80
  %v83 = fadd contract <6 x float> %v76, %v82
  %v84 = getelementptr i8, ptr %v54, i64 32
  %v85 = load float, ptr %v84, align 4, !alias.scope !5, !noalias !12
  %v86 = insertelement <6 x float> poison, float %v85, i64 0
  %v87 = shufflevector <6 x float> %v86, <6 x float> poison, <6 x i32> zeroinitializer
  %v88 = load <6 x float>, ptr %v15, align 4, !alias.scope !8, !noalias !13
  %v89 = fmul contract <6 x float> %v88, %v87
  %v90 = fadd contract <6 x float> %v83, %v89
  %v91 = getelementptr i8, ptr %v54, i64 4
  %v92 = load float, ptr %v91, align 4, !alias.scope !5, !noalias !12
  %v93 = insertelement <6 x float> poison, float %v92, i64 0
  %v94 = shufflevector <6 x float> %v93, <6 x float> poison, <6 x i32> zeroinitializer
  %v95 = load <6 x float>, ptr %v16, align 4, !alias.scope !8, !noalias !13
  %v96 = fmul contract <6 x float> %v95, %v94
  %v97 = fadd contract <6 x float> %v90, %v96
  %v98 = getelementptr i8, ptr %v54, i64 20
  %v99 = load float, ptr %v98, align 4, !alias.scope !5, !noalias !12
  %v100 = insertelement <6 x float> poison, float %v99, i64 0
  %v101 = shufflevector <6 x float> %v100, <6 x float> poison, <6 x i32> zeroinitializer
  %v102 = load <6 x float>, ptr %v17, align 4, !alias.scope !8, !noalias !13
  %v103 = fmul contract <6 x float> %v102, %v101
  %v104 = fadd contract <6 x float> %v97, %v103
  %v105 = getelementptr i8, ptr %v54, i64 36
  %v106 = load float, ptr %v105, align 4, !alias.scope !5, !noalias !12
  %v107 = insertelement <6 x float> poison, float %v106, i64 0
  %v108 = shufflevector <6 x float> %v107, <6 x float> poison, <6 x i32> zeroinitializer
  %v109 = load <6 x float>, ptr %v18, align 4, !alias.scope !8, !noalias !13
  %v110 = fmul contract <6 x float> %v109, %v108
  %v111 = fadd contract <6 x float> %v104, %v110
  %v112 = getelementptr i8, ptr %v54, i64 8
  %v113 = load float, ptr %v112, align 4, !alias.scope !5, !noalias !12
  %v114 = insertelement <6 x float> poison, float %v113, i64 0
  %v115 = shufflevector <6 x float> %v114, <6 x float> poison, <6 x i32> zeroinitializer
  %v116 = load <6 x float>, ptr %v19, align 4, !alias.scope !8, !noalias !13
  %v117 = fmul contract <6 x float> %v116, %v115
  %v118 = fadd contract <6 x float> %v111, %v117
  %v119 = getelementptr i8, ptr %v54, i64 24
  %v120 = load float, ptr %v119, align 4, !alias.scope !5, !noalias !12
  %v121 = insertelement <6 x float> poison, float %v120, i64 0
  %v122 = shufflevector <6 x float> %v121, <6 x float> poison, <6 x i32> zeroinitializer
  %v123 = load <6 x float>, ptr %v20, align 4, !alias.scope !8, !noalias !13
  %v124 = fmul contract <6 x float> %v123, %v122
  %v125 = fadd contract <6 x float> %v118, %v124
  %v126 = getelementptr i8, ptr %v54, i64 40
  %v127 = load float, ptr %v126, align 4, !alias.scope !5, !noalias !12
  %v128 = insertelement <6 x float> poison, float %v127, i64 0
  %v129 = shufflevector <6 x float> %v128, <6 x float> poison, <6 x i32> zeroinitializer
  %v130 = load <6 x float>, ptr %v21, align 4, !alias.scope !8, !noalias !13
  %v131 = fmul contract <6 x float> %v130, %v129
  %v132 = fadd contract <6 x float> %v125, %v131
  %v133 = getelementptr i8, ptr %v54, i64 12
  %v134 = load float, ptr %v133, align 4, !alias.scope !5, !noalias !12
  %v135 = insertelement <6 x float> poison, float %v134, i64 0
  %v136 = shufflevector <6 x float> %v135, <6 x float> poison, <6 x i32> zeroinitializer
  %v137 = load <6 x float>, ptr %v22, align 4, !alias.scope !8, !noalias !13
  %v138 = fmul contract <6 x float> %v137, %v136
  %v139 = fadd contract <6 x float> %v132, %v138
  %v140 = getelementptr i8, ptr %v54, i64 28
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
  %v161 = getelementptr i8, ptr %v54, i64 192
  %v162 = load float, ptr %v161, align 4, !alias.scope !5, !noalias !12
  %v163 = insertelement <6 x float> poison, float %v162, i64 0
  %v164 = shufflevector <6 x float> %v163, <6 x float> poison, <6 x i32> zeroinitializer
  %v165 = load <6 x float>, ptr %v26, align 4, !alias.scope !8, !noalias !13
  %v166 = fmul contract <6 x float> %v165, %v164
  %v167 = fadd contract <6 x float> %v160, %v166
  %v168 = getelementptr i8, ptr %v54, i64 208
  %v169 = load float, ptr %v168, align 4, !alias.scope !5, !noalias !12
  %v170 = insertelement <6 x float> poison, float %v169, i64 0
  %v171 = shufflevector <6 x float> %v170, <6 x float> poison, <6 x i32> zeroinitializer
  %v172 = load <6 x float>, ptr %v27, align 4, !alias.scope !8, !noalias !13
  %v173 = fmul contract <6 x float> %v172, %v171
  %v174 = fadd contract <6 x float> %v167, %v173
  %v175 = getelementptr i8, ptr %v54, i64 180
  %v176 = load float, ptr %v175, align 4, !alias.scope !5, !noalias !12
  %v177 = insertelement <6 x float> poison, float %v176, i64 0
  %v178 = shufflevector <6 x float> %v177, <6 x float> poison, <6 x i32> zeroinitializer
  %v179 = load <6 x float>, ptr %v28, align 4, !alias.scope !8, !noalias !13
  %v180 = fmul contract <6 x float> %v179, %v178
  %v181 = fadd contract <6 x float> %v174, %v180
  %v182 = getelementptr i8, ptr %v54, i64 196
  %v183 = load float, ptr %v182, align 4, !alias.scope !5, !noalias !12
  %v184 = insertelement <6 x float> poison, float %v183, i64 0
  %v185 = shufflevector <6 x float> %v184, <6 x float> poison, <6 x i32> zeroinitializer
  %v186 = load <6 x float>, ptr %v29, align 4, !alias.scope !8, !noalias !13
  %v187 = fmul contract <6 x float> %v186, %v185
  %v188 = fadd contract <6 x float> %v181, %v187
  %v189 = getelementptr i8, ptr %v54, i64 212
  %v190 = load float, ptr %v189, align 4, !alias.scope !5, !noalias !12
  %v191 = insertelement <6 x float> poison, float %v190, i64 0
  %v192 = shufflevector <6 x float> %v191, <6 x float> poison, <6 x i32> zeroinitializer
  %v193 = load <6 x float>, ptr %v30, align 4, !alias.scope !8, !noalias !13
  %v194 = fmul contract <6 x float> %v193, %v192
  %v195 = fadd contract <6 x float> %v188, %v194
  %v196 = getelementptr i8, ptr %v54, i64 184
  %v197 = load float, ptr %v196, align 4, !alias.scope !5, !noalias !12
  %v198 = insertelement <6 x float> poison, float %v197, i64 0
  %v199 = shufflevector <6 x float> %v198, <6 x float> poison, <6 x i32> zeroinitializer
  %v200 = load <6 x float>, ptr %v31, align 4, !alias.scope !8, !noalias !13
  %v201 = fmul contract <6 x float> %v200, %v199
  %v202 = fadd contract <6 x float> %v195, %v201
  %v203 = getelementptr i8, ptr %v54, i64 200
  %v204 = load float, ptr %v203, align 4, !alias.scope !5, !noalias !12
  %v205 = insertelement <6 x float> poison, float %v204, i64 0
  %v206 = shufflevector <6 x float> %v205, <6 x float> poison, <6 x i32> zeroinitializer
  %v207 = load <6 x float>, ptr %v32, align 4, !alias.scope !8, !noalias !13
  %v208 = fmul contract <6 x float> %v207, %v206
  %v209 = fadd contract <6 x float> %v202, %v208
  %v210 = getelementptr i8, ptr %v54, i64 216
  %v211 = load float, ptr %v210, align 4, !alias.scope !5, !noalias !12
  %v212 = insertelement <6 x float> poison, float %v211, i64 0
  %v213 = shufflevector <6 x float> %v212, <6 x float> poison, <6 x i32> zeroinitializer
  %v214 = load <6 x float>, ptr %v33, align 4, !alias.scope !8, !noalias !13
  %v215 = fmul contract <6 x float> %v214, %v213
  %v216 = fadd contract <6 x float> %v209, %v215
  %v217 = getelementptr i8, ptr %v54, i64 188
  %v218 = load float, ptr %v217, align 4, !alias.scope !5, !noalias !12
  %v219 = insertelement <6 x float> poison, float %v218, i64 0
  %v220 = shufflevector <6 x float> %v219, <6 x float> poison, <6 x i32> zeroinitializer
  %v221 = load <6 x float>, ptr %v34, align 4, !alias.scope !8, !noalias !13
  %v222 = fmul contract <6 x float> %v221, %v220
  %v223 = fadd contract <6 x float> %v216, %v222
  %v224 = getelementptr i8, ptr %v54, i64 204
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
  %v245 = getelementptr i8, ptr %v54, i64 368
  %v246 = load float, ptr %v245, align 4, !alias.scope !5, !noalias !12
  %v247 = insertelement <6 x float> poison, float %v246, i64 0
  %v248 = shufflevector <6 x float> %v247, <6 x float> poison, <6 x i32> zeroinitializer
  %v249 = load <6 x float>, ptr %v38, align 4, !alias.scope !8, !noalias !13
  %v250 = fmul contract <6 x float> %v249, %v248
  %v251 = fadd contract <6 x float> %v244, %v250
  %v252 = getelementptr i8, ptr %v54, i64 384
  %v253 = load float, ptr %v252, align 4, !alias.scope !5, !noalias !12
  %v254 = insertelement <6 x float> poison, float %v253, i64 0
  %v255 = shufflevector <6 x float> %v254, <6 x float> poison, <6 x i32> zeroinitializer
  %v256 = load <6 x float>, ptr %v39, align 4, !alias.scope !8, !noalias !13
  %v257 = fmul contract <6 x float> %v256, %v255
  %v258 = fadd contract <6 x float> %v251, %v257
  %v259 = getelementptr i8, ptr %v54, i64 356
  %v260 = load float, ptr %v259, align 4, !alias.scope !5, !noalias !12
  %v261 = insertelement <6 x float> poison, float %v260, i64 0
  %v262 = shufflevector <6 x float> %v261, <6 x float> poison, <6 x i32> zeroinitializer
  %v263 = load <6 x float>, ptr %v40, align 4, !alias.scope !8, !noalias !13
  %v264 = fmul contract <6 x float> %v263, %v262
  %v265 = fadd contract <6 x float> %v258, %v264
  %v266 = getelementptr i8, ptr %v54, i64 372
  %v267 = load float, ptr %v266, align 4, !alias.scope !5, !noalias !12
  %v268 = insertelement <6 x float> poison, float %v267, i64 0
  %v269 = shufflevector <6 x float> %v268, <6 x float> poison, <6 x i32> zeroinitializer
  %v270 = load <6 x float>, ptr %v41, align 4, !alias.scope !8, !noalias !13
  %v271 = fmul contract <6 x float> %v270, %v269
  %v272 = fadd contract <6 x float> %v265, %v271
  %v273 = getelementptr i8, ptr %v54, i64 388
  %v274 = load float, ptr %v273, align 4, !alias.scope !5, !noalias !12
  %v275 = insertelement <6 x float> poison, float %v274, i64 0
  %v276 = shufflevector <6 x float> %v275, <6 x float> poison, <6 x i32> zeroinitializer
  %v277 = load <6 x float>, ptr %v42, align 4, !alias.scope !8, !noalias !13
  %v278 = fmul contract <6 x float> %v277, %v276
  %v279 = fadd contract <6 x float> %v272, %v278
  %v280 = getelementptr i8, ptr %v54, i64 360
  %v281 = load float, ptr %v280, align 4, !alias.scope !5, !noalias !12
  %v282 = insertelement <6 x float> poison, float %v281, i64 0
  %v283 = shufflevector <6 x float> %v282, <6 x float> poison, <6 x i32> zeroinitializer
  %v284 = load <6 x float>, ptr %v43, align 4, !alias.scope !8, !noalias !13
  %v285 = fmul contract <6 x float> %v284, %v283
  %v286 = fadd contract <6 x float> %v279, %v285
  %v287 = getelementptr i8, ptr %v54, i64 376
  %v288 = load float, ptr %v287, align 4, !alias.scope !5, !noalias !12
  %v289 = insertelement <6 x float> poison, float %v288, i64 0
  %v290 = shufflevector <6 x float> %v289, <6 x float> poison, <6 x i32> zeroinitializer
  %v291 = load <6 x float>, ptr %v44, align 4, !alias.scope !8, !noalias !13
  %v292 = fmul contract <6 x float> %v291, %v290
  %v293 = fadd contract <6 x float> %v286, %v292
  %v294 = getelementptr i8, ptr %v54, i64 392
  %v295 = load float, ptr %v294, align 4, !alias.scope !5, !noalias !12
  %v296 = insertelement <6 x float> poison, float %v295, i64 0
  %v297 = shufflevector <6 x float> %v296, <6 x float> poison, <6 x i32> zeroinitializer
  %v298 = load <6 x float>, ptr %v45, align 4, !alias.scope !8, !noalias !13
  %v299 = fmul contract <6 x float> %v298, %v297
  %v300 = fadd contract <6 x float> %v293, %v299
  %v301 = getelementptr i8, ptr %v54, i64 364
  %v302 = load float, ptr %v301, align 4, !alias.scope !5, !noalias !12
  %v303 = insertelement <6 x float> poison, float %v302, i64 0
  %v304 = shufflevector <6 x float> %v303, <6 x float> poison, <6 x i32> zeroinitializer
  %v305 = load <6 x float>, ptr %v46, align 4, !alias.scope !8, !noalias !13
  %v306 = fmul contract <6 x float> %v305, %v304
  %v307 = fadd contract <6 x float> %v300, %v306
  %v308 = getelementptr i8, ptr %v54, i64 380
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

v67:                                        ; preds = %v69
  store <6 x float> %v323, ptr %v58, align 4, !alias.scope !10, !noalias !14
  store <6 x float> %v324, ptr %v59, align 4, !alias.scope !10, !noalias !14
  store <6 x float> %v325, ptr %v60, align 4, !alias.scope !10, !noalias !14
  store <6 x float> %v326, ptr %v61, align 4, !alias.scope !10, !noalias !14
  store <6 x float> %v327, ptr %v62, align 4, !alias.scope !10, !noalias !14
  store <6 x float> %v328, ptr %v63, align 4, !alias.scope !10, !noalias !14
  store <6 x float> %v329, ptr %v64, align 4, !alias.scope !10, !noalias !14
  store <6 x float> %v330, ptr %v65, align 4, !alias.scope !10, !noalias !14
  br i1 %v68, label %v66, label %v50

v69:                                        ; preds = %v66, %v69
  %v331 = phi <6 x float> [ %v330, %v69 ], [ zeroinitializer, %v66 ]
  %v332 = phi <6 x float> [ %v329, %v69 ], [ zeroinitializer, %v66 ]
  %v333 = phi <6 x float> [ %v328, %v69 ], [ zeroinitializer, %v66 ]
  %v334 = phi <6 x float> [ %v327, %v69 ], [ zeroinitializer, %v66 ]
  %v335 = phi <6 x float> [ %v326, %v69 ], [ zeroinitializer, %v66 ]
  %v336 = phi <6 x float> [ %v325, %v69 ], [ zeroinitializer, %v66 ]
  %v337 = phi <6 x float> [ %v324, %v69 ], [ zeroinitializer, %v66 ]
  %v338 = phi <6 x float> [ %v323, %v69 ], [ zeroinitializer, %v66 ]
  %v339 = phi i64 [ %v340, %v69 ], [ 0, %v66 ]
  %v341 = mul nuw nsw i64 %v339, 288
  %v342 = getelementptr i8, ptr %v6, i64 %v341
  %v343 = mul nuw nsw i64 %v339, 176
  %v344 = getelementptr i8, ptr %v57, i64 %v343
  %v345 = load float, ptr %v344, align 4, !alias.scope !5, !noalias !12
  %v346 = insertelement <6 x float> poison, float %v345, i64 0
  %v347 = shufflevector <6 x float> %v346, <6 x float> poison, <6 x i32> zeroinitializer
  %v348 = load <6 x float>, ptr %v342, align 4, !alias.scope !8, !noalias !13
  %v349 = fmul contract <6 x float> %v348, %v347
  %v350 = fadd contract <6 x float> %v338, %v349
  %v351 = getelementptr i8, ptr %v344, i64 16
  %v352 = load float, ptr %v351, align 4, !alias.scope !5, !noalias !12
  %v353 = insertelement <6 x float> poison, float %v352, i64 0
  %v354 = shufflevector <6 x float> %v353, <6 x float> poison, <6 x i32> zeroinitializer
  %v355 = fmul contract <6 x float> %v348, %v354
  %v356 = fadd contract <6 x float> %v337, %v355
  %v357 = getelementptr i8, ptr %v344, i64 32
  %v358 = load float, ptr %v357, align 4, !alias.scope !5, !noalias !12
  %v359 = insertelement <6 x float> poison, float %v358, i64 0
  %v360 = shufflevector <6 x float> %v359, <6 x float> poison, <6 x i32> zeroinitializer
  %v361 = fmul contract <6 x float> %v348, %v360
  %v362 = fadd contract <6 x float> %v336, %v361
  %v363 = getelementptr i8, ptr %v344, i64 48
  %v364 = load float, ptr %v363, align 4, !alias.scope !5, !noalias !12
  %v365 = insertelement <6 x float> poison, float %v364, i64 0
  %v366 = shufflevector <6 x float> %v365, <6 x float> poison, <6 x i32> zeroinitializer
  %v367 = fmul contract <6 x float> %v348, %v366
  %v368 = fadd contract <6 x float> %v335, %v367
  %v369 = getelementptr i8, ptr %v344, i64 64
  %v370 = load float, ptr %v369, align 4, !alias.scope !5, !noalias !12
  %v371 = insertelement <6 x float> poison, float %v370, i64 0
  %v372 = shufflevector <6 x float> %v371, <6 x float> poison, <6 x i32> zeroinitializer
  %v373 = fmul contract <6 x float> %v348, %v372
  %v374 = fadd contract <6 x float> %v334, %v373
  %v375 = getelementptr i8, ptr %v344, i64 80
  %v376 = load float, ptr %v375, align 4, !alias.scope !5, !noalias !12
  %v377 = insertelement <6 x float> poison, float %v376, i64 0
  %v378 = shufflevector <6 x float> %v377, <6 x float> poison, <6 x i32> zeroinitializer
  %v379 = fmul contract <6 x float> %v348, %v378
  %v380 = fadd contract <6 x float> %v333, %v379
  %v381 = getelementptr i8, ptr %v344, i64 96
  %v382 = load float, ptr %v381, align 4, !alias.scope !5, !noalias !12
  %v383 = insertelement <6 x float> poison, float %v382, i64 0
  %v384 = shufflevector <6 x float> %v383, <6 x float> poison, <6 x i32> zeroinitializer
  %v385 = fmul contract <6 x float> %v348, %v384
  %v386 = fadd contract <6 x float> %v332, %v385
  %v387 = getelementptr i8, ptr %v344, i64 112
  %v388 = load float, ptr %v387, align 4, !alias.scope !5, !noalias !12
  %v389 = insertelement <6 x float> poison, float %v388, i64 0
  %v390 = shufflevector <6 x float> %v389, <6 x float> poison, <6 x i32> zeroinitializer
  %v391 = fmul contract <6 x float> %v348, %v390
  %v392 = fadd contract <6 x float> %v331, %v391
  %v393 = getelementptr inbounds i8, ptr %v342, i64 96
  %v394 = load <6 x float>, ptr %v393, align 4, !alias.scope !8, !noalias !13
  %v395 = fmul contract <6 x float> %v394, %v354
  %v396 = fadd contract <6 x float> %v350, %v395
  %v397 = fmul contract <6 x float> %v394, %v360
  %v398 = fadd contract <6 x float> %v356, %v397
  %v399 = fmul contract <6 x float> %v394, %v366
  %v400 = fadd contract <6 x float> %v362, %v399
  %v401 = fmul contract <6 x float> %v394, %v372
  %v402 = fadd contract <6 x float> %v368, %v401
  %v403 = fmul contract <6 x float> %v394, %v378
  %v404 = fadd contract <6 x float> %v374, %v403
  %v405 = fmul contract <6 x float> %v394, %v384
  %v406 = fadd contract <6 x float> %v380, %v405
  %v407 = fmul contract <6 x float> %v394, %v390
  %v408 = fadd contract <6 x float> %v386, %v407
  %v409 = getelementptr i8, ptr %v344, i64 128
  %v410 = load float, ptr %v409, align 4, !alias.scope !5, !noalias !12
  %v411 = insertelement <6 x float> poison, float %v410, i64 0
  %v412 = shufflevector <6 x float> %v411, <6 x float> poison, <6 x i32> zeroinitializer
  %v413 = fmul contract <6 x float> %v394, %v412
  %v414 = fadd contract <6 x float> %v392, %v413
  %v415 = getelementptr inbounds i8, ptr %v342, i64 192
  %v416 = load <6 x float>, ptr %v415, align 4, !alias.scope !8, !noalias !13
  %v417 = fmul contract <6 x float> %v416, %v360
  %v418 = fadd contract <6 x float> %v396, %v417
  %v419 = fmul contract <6 x float> %v416, %v366
  %v420 = fadd contract <6 x float> %v398, %v419
  %v421 = fmul contract <6 x float> %v416, %v372
  %v422 = fadd contract <6 x float> %v400, %v421
  %v423 = fmul contract <6 x float> %v416, %v378
  %v424 = fadd contract <6 x float> %v402, %v423
  %v425 = fmul contract <6 x float> %v416, %v384
  %v426 = fadd contract <6 x float> %v404, %v425
  %v427 = fmul contract <6 x float> %v416, %v390
  %v428 = fadd contract <6 x float> %v406, %v427
  %v429 = fmul contract <6 x float> %v416, %v412
  %v430 = fadd contract <6 x float> %v408, %v429
  %v431 = getelementptr i8, ptr %v344, i64 144
  %v432 = load float, ptr %v431, align 4, !alias.scope !5, !noalias !12
  %v433 = insertelement <6 x float> poison, float %v432, i64 0
  %v434 = shufflevector <6 x float> %v433, <6 x float> poison, <6 x i32> zeroinitializer
  %v435 = fmul contract <6 x float> %v416, %v434
  %v436 = fadd contract <6 x float> %v414, %v435
  %v437 = getelementptr i8, ptr %v344, i64 4
  %v438 = getelementptr i8, ptr %v342, i64 24
  %v439 = load float, ptr %v437, align 4, !alias.scope !5, !noalias !12
  %v440 = insertelement <6 x float> poison, float %v439, i64 0
  %v441 = shufflevector <6 x float> %v440, <6 x float> poison, <6 x i32> zeroinitializer
  %v442 = load <6 x float>, ptr %v438, align 4, !alias.scope !8, !noalias !13
  %v443 = fmul contract <6 x float> %v442, %v441
  %v444 = fadd contract <6 x float> %v418, %v443
  %v445 = getelementptr i8, ptr %v344, i64 20
  %v446 = load float, ptr %v445, align 4, !alias.scope !5, !noalias !12
  %v447 = insertelement <6 x float> poison, float %v446, i64 0
  %v448 = shufflevector <6 x float> %v447, <6 x float> poison, <6 x i32> zeroinitializer
  %v449 = fmul contract <6 x float> %v442, %v448
  %v450 = fadd contract <6 x float> %v420, %v449
  %v451 = getelementptr i8, ptr %v344, i64 36
  %v452 = load float, ptr %v451, align 4, !alias.scope !5, !noalias !12
  %v453 = insertelement <6 x float> poison, float %v452, i64 0
  %v454 = shufflevector <6 x float> %v453, <6 x float> poison, <6 x i32> zeroinitializer
  %v455 = fmul contract <6 x float> %v442, %v454
  %v456 = fadd contract <6 x float> %v422, %v455
  %v457 = getelementptr i8, ptr %v344, i64 52
  %v458 = load float, ptr %v457, align 4, !alias.scope !5, !noalias !12
  %v459 = insertelement <6 x float> poison, float %v458, i64 0
  %v460 = shufflevector <6 x float> %v459, <6 x float> poison, <6 x i32> zeroinitializer
  %v461 = fmul contract <6 x float> %v442, %v460
  %v462 = fadd contract <6 x float> %v424, %v461
  %v463 = getelementptr i8, ptr %v344, i64 68
  %v464 = load float, ptr %v463, align 4, !alias.scope !5, !noalias !12
  %v465 = insertelement <6 x float> poison, float %v464, i64 0
  %v466 = shufflevector <6 x float> %v465, <6 x float> poison, <6 x i32> zeroinitializer
  %v467 = fmul contract <6 x float> %v442, %v466
  %v468 = fadd contract <6 x float> %v426, %v467
  %v469 = getelementptr i8, ptr %v344, i64 84
  %v470 = load float, ptr %v469, align 4, !alias.scope !5, !noalias !12
  %v471 = insertelement <6 x float> poison, float %v470, i64 0
  %v472 = shufflevector <6 x float> %v471, <6 x float> poison, <6 x i32> zeroinitializer
  %v473 = fmul contract <6 x float> %v442, %v472
  %v474 = fadd contract <6 x float> %v428, %v473
  %v475 = getelementptr i8, ptr %v344, i64 100
  %v476 = load float, ptr %v475, align 4, !alias.scope !5, !noalias !12
  %v477 = insertelement <6 x float> poison, float %v476, i64 0
  %v478 = shufflevector <6 x float> %v477, <6 x float> poison, <6 x i32> zeroinitializer
  %v479 = fmul contract <6 x float> %v442, %v478
  %v480 = fadd contract <6 x float> %v430, %v479
  %v481 = getelementptr i8, ptr %v344, i64 116
  %v482 = load float, ptr %v481, align 4, !alias.scope !5, !noalias !12
  %v483 = insertelement <6 x float> poison, float %v482, i64 0
  %v484 = shufflevector <6 x float> %v483, <6 x float> poison, <6 x i32> zeroinitializer
  %v485 = fmul contract <6 x float> %v442, %v484
  %v486 = fadd contract <6 x float> %v436, %v485
  %v487 = getelementptr i8, ptr %v342, i64 120
  %v488 = load <6 x float>, ptr %v487, align 4, !alias.scope !8, !noalias !13
  %v489 = fmul contract <6 x float> %v488, %v448
  %v490 = fadd contract <6 x float> %v444, %v489
  %v491 = fmul contract <6 x float> %v488, %v454
  %v492 = fadd contract <6 x float> %v450, %v491
  %v493 = fmul contract <6 x float> %v488, %v460
  %v494 = fadd contract <6 x float> %v456, %v493
  %v495 = fmul contract <6 x float> %v488, %v466
  %v496 = fadd contract <6 x float> %v462, %v495
  %v497 = fmul contract <6 x float> %v488, %v472
  %v498 = fadd contract <6 x float> %v468, %v497
  %v499 = fmul contract <6 x float> %v488, %v478
  %v500 = fadd contract <6 x float> %v474, %v499
  %v501 = fmul contract <6 x float> %v488, %v484
  %v502 = fadd contract <6 x float> %v480, %v501
  %v503 = getelementptr i8, ptr %v344, i64 132
  %v504 = load float, ptr %v503, align 4, !alias.scope !5, !noalias !12
  %v505 = insertelement <6 x float> poison, float %v504, i64 0
  %v506 = shufflevector <6 x float> %v505, <6 x float> poison, <6 x i32> zeroinitializer
  %v507 = fmul contract <6 x float> %v488, %v506
  %v508 = fadd contract <6 x float> %v486, %v507
  %v509 = getelementptr i8, ptr %v342, i64 216
  %v510 = load <6 x float>, ptr %v509, align 4, !alias.scope !8, !noalias !13
  %v511 = fmul contract <6 x float> %v510, %v454
  %v512 = fadd contract <6 x float> %v490, %v511
  %v513 = fmul contract <6 x float> %v510, %v460
  %v514 = fadd contract <6 x float> %v492, %v513
  %v515 = fmul contract <6 x float> %v510, %v466
  %v516 = fadd contract <6 x float> %v494, %v515
  %v517 = fmul contract <6 x float> %v510, %v472
  %v518 = fadd contract <6 x float> %v496, %v517
  %v519 = fmul contract <6 x float> %v510, %v478
  %v520 = fadd contract <6 x float> %v498, %v519
  %v521 = fmul contract <6 x float> %v510, %v484
  %v522 = fadd contract <6 x float> %v500, %v521
  %v523 = fmul contract <6 x float> %v510, %v506
  %v524 = fadd contract <6 x float> %v502, %v523
  %v525 = getelementptr i8, ptr %v344, i64 148
  %v526 = load float, ptr %v525, align 4, !alias.scope !5, !noalias !12
  %v527 = insertelement <6 x float> poison, float %v526, i64 0
  %v528 = shufflevector <6 x float> %v527, <6 x float> poison, <6 x i32> zeroinitializer
  %v529 = fmul contract <6 x float> %v510, %v528
  %v530 = fadd contract <6 x float> %v508, %v529
  %v531 = getelementptr i8, ptr %v344, i64 8
  %v532 = getelementptr i8, ptr %v342, i64 48
  %v533 = load float, ptr %v531, align 4, !alias.scope !5, !noalias !12
  %v534 = insertelement <6 x float> poison, float %v533, i64 0
  %v535 = shufflevector <6 x float> %v534, <6 x float> poison, <6 x i32> zeroinitializer
  %v536 = load <6 x float>, ptr %v532, align 4, !alias.scope !8, !noalias !13
  %v537 = fmul contract <6 x float> %v536, %v535
  %v538 = fadd contract <6 x float> %v512, %v537
  %v539 = getelementptr i8, ptr %v344, i64 24
  %v540 = load float, ptr %v539, align 4, !alias.scope !5, !noalias !12
  %v541 = insertelement <6 x float> poison, float %v540, i64 0
  %v542 = shufflevector <6 x float> %v541, <6 x float> poison, <6 x i32> zeroinitializer
  %v543 = fmul contract <6 x float> %v536, %v542
  %v544 = fadd contract <6 x float> %v514, %v543
  %v545 = getelementptr i8, ptr %v344, i64 40
  %v546 = load float, ptr %v545, align 4, !alias.scope !5, !noalias !12
  %v547 = insertelement <6 x float> poison, float %v546, i64 0
  %v548 = shufflevector <6 x float> %v547, <6 x float> poison, <6 x i32> zeroinitializer
  %v549 = fmul contract <6 x float> %v536, %v548
  %v550 = fadd contract <6 x float> %v516, %v549
  %v551 = getelementptr i8, ptr %v344, i64 56
  %v552 = load float, ptr %v551, align 4, !alias.scope !5, !noalias !12
  %v553 = insertelement <6 x float> poison, float %v552, i64 0
  %v554 = shufflevector <6 x float> %v553, <6 x float> poison, <6 x i32> zeroinitializer
  %v555 = fmul contract <6 x float> %v536, %v554
  %v556 = fadd contract <6 x float> %v518, %v555
  %v557 = getelementptr i8, ptr %v344, i64 72
  %v558 = load float, ptr %v557, align 4, !alias.scope !5, !noalias !12
  %v559 = insertelement <6 x float> poison, float %v558, i64 0
  %v560 = shufflevector <6 x float> %v559, <6 x float> poison, <6 x i32> zeroinitializer
  %v561 = fmul contract <6 x float> %v536, %v560
  %v562 = fadd contract <6 x float> %v520, %v561
  %v563 = getelementptr i8, ptr %v344, i64 88
  %v564 = load float, ptr %v563, align 4, !alias.scope !5, !noalias !12
  %v565 = insertelement <6 x float> poison, float %v564, i64 0
  %v566 = shufflevector <6 x float> %v565, <6 x float> poison, <6 x i32> zeroinitializer
  %v567 = fmul contract <6 x float> %v536, %v566
  %v568 = fadd contract <6 x float> %v522, %v567
  %v569 = getelementptr i8, ptr %v344, i64 104
  %v570 = load float, ptr %v569, align 4, !alias.scope !5, !noalias !12
  %v571 = insertelement <6 x float> poison, float %v570, i64 0
  %v572 = shufflevector <6 x float> %v571, <6 x float> poison, <6 x i32> zeroinitializer
  %v573 = fmul contract <6 x float> %v536, %v572
  %v574 = fadd contract <6 x float> %v524, %v573
  %v575 = getelementptr i8, ptr %v344, i64 120
  %v576 = load float, ptr %v575, align 4, !alias.scope !5, !noalias !12
  %v577 = insertelement <6 x float> poison, float %v576, i64 0
  %v578 = shufflevector <6 x float> %v577, <6 x float> poison, <6 x i32> zeroinitializer
  %v579 = fmul contract <6 x float> %v536, %v578
  %v580 = fadd contract <6 x float> %v530, %v579
  %v581 = getelementptr i8, ptr %v342, i64 144
  %v582 = load <6 x float>, ptr %v581, align 4, !alias.scope !8, !noalias !13
  %v583 = fmul contract <6 x float> %v582, %v542
  %v584 = fadd contract <6 x float> %v538, %v583
  %v585 = fmul contract <6 x float> %v582, %v548
  %v586 = fadd contract <6 x float> %v544, %v585
  %v587 = fmul contract <6 x float> %v582, %v554
  %v588 = fadd contract <6 x float> %v550, %v587
  %v589 = fmul contract <6 x float> %v582, %v560
  %v590 = fadd contract <6 x float> %v556, %v589
  %v591 = fmul contract <6 x float> %v582, %v566
  %v592 = fadd contract <6 x float> %v562, %v591
  %v593 = fmul contract <6 x float> %v582, %v572
  %v594 = fadd contract <6 x float> %v568, %v593
  %v595 = fmul contract <6 x float> %v582, %v578
  %v596 = fadd contract <6 x float> %v574, %v595
  %v597 = getelementptr i8, ptr %v344, i64 136
  %v598 = load float, ptr %v597, align 4, !alias.scope !5, !noalias !12
  %v599 = insertelement <6 x float> poison, float %v598, i64 0
  %v600 = shufflevector <6 x float> %v599, <6 x float> poison, <6 x i32> zeroinitializer
  %v601 = fmul contract <6 x float> %v582, %v600
  %v602 = fadd contract <6 x float> %v580, %v601
  %v603 = getelementptr i8, ptr %v342, i64 240
  %v604 = load <6 x float>, ptr %v603, align 4, !alias.scope !8, !noalias !13
  %v605 = fmul contract <6 x float> %v604, %v548
  %v606 = fadd contract <6 x float> %v584, %v605
  %v607 = fmul contract <6 x float> %v604, %v554
  %v608 = fadd contract <6 x float> %v586, %v607
  %v609 = fmul contract <6 x float> %v604, %v560
  %v610 = fadd contract <6 x float> %v588, %v609
  %v611 = fmul contract <6 x float> %v604, %v566
  %v612 = fadd contract <6 x float> %v590, %v611
  %v613 = fmul contract <6 x float> %v604, %v572
  %v614 = fadd contract <6 x float> %v592, %v613
  %v615 = fmul contract <6 x float> %v604, %v578
  %v616 = fadd contract <6 x float> %v594, %v615
  %v617 = fmul contract <6 x float> %v604, %v600
  %v618 = fadd contract <6 x float> %v596, %v617
  %v619 = getelementptr i8, ptr %v344, i64 152
  %v620 = load float, ptr %v619, align 4, !alias.scope !5, !noalias !12
  %v621 = insertelement <6 x float> poison, float %v620, i64 0
  %v622 = shufflevector <6 x float> %v621, <6 x float> poison, <6 x i32> zeroinitializer
  %v623 = fmul contract <6 x float> %v604, %v622
  %v624 = fadd contract <6 x float> %v602, %v623
  %v625 = getelementptr i8, ptr %v344, i64 12
  %v626 = getelementptr i8, ptr %v342, i64 72
  %v627 = load float, ptr %v625, align 4, !alias.scope !5, !noalias !12
  %v628 = insertelement <6 x float> poison, float %v627, i64 0
  %v629 = shufflevector <6 x float> %v628, <6 x float> poison, <6 x i32> zeroinitializer
  %v630 = load <6 x float>, ptr %v626, align 4, !alias.scope !8, !noalias !13
  %v631 = fmul contract <6 x float> %v630, %v629
  %v632 = fadd contract <6 x float> %v606, %v631
  %v633 = getelementptr i8, ptr %v344, i64 28
  %v634 = load float, ptr %v633, align 4, !alias.scope !5, !noalias !12
  %v635 = insertelement <6 x float> poison, float %v634, i64 0
  %v636 = shufflevector <6 x float> %v635, <6 x float> poison, <6 x i32> zeroinitializer
  %v637 = fmul contract <6 x float> %v630, %v636
  %v638 = fadd contract <6 x float> %v608, %v637
  %v639 = getelementptr i8, ptr %v344, i64 44
  %v640 = load float, ptr %v639, align 4, !alias.scope !5, !noalias !12
  %v641 = insertelement <6 x float> poison, float %v640, i64 0
  %v642 = shufflevector <6 x float> %v641, <6 x float> poison, <6 x i32> zeroinitializer
  %v643 = fmul contract <6 x float> %v630, %v642
  %v644 = fadd contract <6 x float> %v610, %v643
  %v645 = getelementptr i8, ptr %v344, i64 60
  %v646 = load float, ptr %v645, align 4, !alias.scope !5, !noalias !12
  %v647 = insertelement <6 x float> poison, float %v646, i64 0
  %v648 = shufflevector <6 x float> %v647, <6 x float> poison, <6 x i32> zeroinitializer
  %v649 = fmul contract <6 x float> %v630, %v648
  %v650 = fadd contract <6 x float> %v612, %v649
  %v651 = getelementptr i8, ptr %v344, i64 76
  %v652 = load float, ptr %v651, align 4, !alias.scope !5, !noalias !12
  %v653 = insertelement <6 x float> poison, float %v652, i64 0
  %v654 = shufflevector <6 x float> %v653, <6 x float> poison, <6 x i32> zeroinitializer
  %v655 = fmul contract <6 x float> %v630, %v654
  %v656 = fadd contract <6 x float> %v614, %v655
  %v657 = getelementptr i8, ptr %v344, i64 92
  %v658 = load float, ptr %v657, align 4, !alias.scope !5, !noalias !12
  %v659 = insertelement <6 x float> poison, float %v658, i64 0
  %v660 = shufflevector <6 x float> %v659, <6 x float> poison, <6 x i32> zeroinitializer
  %v661 = fmul contract <6 x float> %v630, %v660
  %v662 = fadd contract <6 x float> %v616, %v661
  %v663 = getelementptr i8, ptr %v344, i64 108
  %v664 = load float, ptr %v663, align 4, !alias.scope !5, !noalias !12
  %v665 = insertelement <6 x float> poison, float %v664, i64 0
  %v666 = shufflevector <6 x float> %v665, <6 x float> poison, <6 x i32> zeroinitializer
  %v667 = fmul contract <6 x float> %v630, %v666
  %v668 = fadd contract <6 x float> %v618, %v667
  %v669 = getelementptr i8, ptr %v344, i64 124
  %v670 = load float, ptr %v669, align 4, !alias.scope !5, !noalias !12
  %v671 = insertelement <6 x float> poison, float %v670, i64 0
  %v672 = shufflevector <6 x float> %v671, <6 x float> poison, <6 x i32> zeroinitializer
  %v673 = fmul contract <6 x float> %v630, %v672
  %v674 = fadd contract <6 x float> %v624, %v673
  %v675 = getelementptr i8, ptr %v342, i64 168
  %v676 = load <6 x float>, ptr %v675, align 4, !alias.scope !8, !noalias !13
  %v677 = fmul contract <6 x float> %v676, %v636
  %v678 = fadd contract <6 x float> %v632, %v677
  %v679 = fmul contract <6 x float> %v676, %v642
  %v680 = fadd contract <6 x float> %v638, %v679
  %v681 = fmul contract <6 x float> %v676, %v648
  %v682 = fadd contract <6 x float> %v644, %v681
  %v683 = fmul contract <6 x float> %v676, %v654
  %v684 = fadd contract <6 x float> %v650, %v683
  %v685 = fmul contract <6 x float> %v676, %v660
  %v686 = fadd contract <6 x float> %v656, %v685
  %v687 = fmul contract <6 x float> %v676, %v666
  %v688 = fadd contract <6 x float> %v662, %v687
  %v689 = fmul contract <6 x float> %v676, %v672
  %v690 = fadd contract <6 x float> %v668, %v689
  %v691 = getelementptr i8, ptr %v344, i64 140
  %v692 = load float, ptr %v691, align 4, !alias.scope !5, !noalias !12
  %v693 = insertelement <6 x float> poison, float %v692, i64 0
  %v694 = shufflevector <6 x float> %v693, <6 x float> poison, <6 x i32> zeroinitializer
  %v695 = fmul contract <6 x float> %v676, %v694
  %v696 = fadd contract <6 x float> %v674, %v695
  %v697 = getelementptr i8, ptr %v342, i64 264
  %v698 = load <6 x float>, ptr %v697, align 4, !alias.scope !8, !noalias !13
  %v699 = fmul contract <6 x float> %v698, %v642
  %v323 = fadd contract <6 x float> %v678, %v699
  %v700 = fmul contract <6 x float> %v698, %v648
  %v324 = fadd contract <6 x float> %v680, %v700
  %v701 = fmul contract <6 x float> %v698, %v654
  %v325 = fadd contract <6 x float> %v682, %v701
  %v702 = fmul contract <6 x float> %v698, %v660
  %v326 = fadd contract <6 x float> %v684, %v702
  %v703 = fmul contract <6 x float> %v698, %v666
  %v327 = fadd contract <6 x float> %v686, %v703
  %v704 = fmul contract <6 x float> %v698, %v672
  %v328 = fadd contract <6 x float> %v688, %v704
  %v705 = fmul contract <6 x float> %v698, %v694
  %v329 = fadd contract <6 x float> %v690, %v705
  %v706 = getelementptr i8, ptr %v344, i64 156
  %v707 = load float, ptr %v706, align 4, !alias.scope !5, !noalias !12
  %v708 = insertelement <6 x float> poison, float %v707, i64 0
  %v709 = shufflevector <6 x float> %v708, <6 x float> poison, <6 x i32> zeroinitializer
  %v710 = fmul contract <6 x float> %v698, %v709
  %v330 = fadd contract <6 x float> %v696, %v710
  %v340 = add nuw nsw i64 %v339, 1
  %v711 = icmp eq i64 %v340, 3
  br i1 %v711, label %v67, label %v69

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

attributes #0 = { nounwind "min-legal-vector-width"="512" "target-cpu"="x86-64-v4" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="512" "target-cpu"="x86-64-v4" "target-features" }
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
