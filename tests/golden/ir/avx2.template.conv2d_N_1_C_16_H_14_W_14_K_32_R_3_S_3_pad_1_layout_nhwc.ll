; conv2d:N=1,C=16,H=14,W=14,K=32,R=3,S=3,stride=1,pad=1,dilation=1,layout=nhwc,kblock=0,bias=0,residual=0,act=none,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1'
source_filename = "ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  %v5 = alloca [2 x i64], align 64
  %v6 = alloca [4096 x float], align 64
  store ptr %v6, ptr %v5, align 64
  %v7 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v0, ptr %v7, align 8
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v5) #2
  store ptr %v6, ptr %v4, align 64
  %v8 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v1, ptr %v8, align 8
  %v9 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v9, align 16
  call void @ktune_parallel_for(i64 2, ptr nonnull @ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel1, ptr nonnull %v4) #2
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = freeze i64 %v1
  %v5 = load ptr, ptr %v0, align 8
  %v6 = getelementptr inbounds i8, ptr %v0, i64 8
  %v7 = load ptr, ptr %v6, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  %v8 = icmp slt i64 %v4, %v2
  br i1 %v8, label %v9, label %v10

v9:                               ; preds = %v3
  %v11 = getelementptr i8, ptr %v7, i64 -960
  %v12 = sub i64 %v2, %v4
  br label %v13

v13:                                         ; preds = %v9, %v14
  %v15 = phi i64 [ 0, %v9 ], [ %v16, %v14 ]
  %v17 = phi i64 [ %v4, %v9 ], [ %v18, %v14 ]
  %v19 = add i64 %v17, -1
  %v20 = icmp ult i64 %v19, 14
  %v21 = shl nsw i64 %v17, 8
  %v22 = mul nuw nsw i64 %v17, 224
  br i1 %v20, label %v23, label %v24

v24:                            ; preds = %v13
  %v25 = add i64 %v4, %v15
  %v26 = shl i64 %v25, 10
  %v27 = getelementptr i8, ptr %v5, i64 %v26
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(1024) %v27, i8 0, i64 1024, i1 false), !alias.scope !0, !noalias !3
  br label %v14

v23:                                         ; preds = %v13, %v28
  %v29 = phi i64 [ %v30, %v28 ], [ 0, %v13 ]
  %v31 = add nsw i64 %v29, -1
  %v32 = icmp ult i64 %v31, 14
  %v33 = shl nsw i64 %v29, 4
  %v34 = add nuw nsw i64 %v33, %v21
  br i1 %v32, label %v35, label %v36

v35:                                ; preds = %v23
  %v37 = add nuw nsw i64 %v33, %v22
  %v38 = getelementptr float, ptr %v11, i64 %v37
  %v39 = load <8 x float>, ptr %v38, align 4, !alias.scope !3, !noalias !0
  %v40 = getelementptr inbounds float, ptr %v5, i64 %v34
  store <8 x float> %v39, ptr %v40, align 32, !alias.scope !0, !noalias !3
  %v41 = or disjoint i64 %v37, 8
  %v42 = getelementptr float, ptr %v11, i64 %v41
  %v43 = load <8 x float>, ptr %v42, align 4, !alias.scope !3, !noalias !0
  br label %v44

v14:                                         ; preds = %v28, %v24
  %v18 = add nsw i64 %v17, 1
  %v16 = add i64 %v15, 1
  %v45 = icmp eq i64 %v16, %v12
  br i1 %v45, label %v10, label %v13

v36:                                   ; preds = %v23
  %v46 = getelementptr inbounds float, ptr %v5, i64 %v34
  store <8 x float> zeroinitializer, ptr %v46, align 32, !alias.scope !0, !noalias !3
  br label %v44

v44:                                   ; preds = %v35, %v36
  %v47 = phi <8 x float> [ %v43, %v35 ], [ zeroinitializer, %v36 ]
  %v48 = or disjoint i64 %v34, 8
  %v49 = getelementptr inbounds float, ptr %v5, i64 %v48
  store <8 x float> %v47, ptr %v49, align 32, !alias.scope !0, !noalias !3
  %v50 = icmp ult i64 %v29, 14
  %v51 = shl i64 %v29, 4
  %v52 = or disjoint i64 %v51, 16
  %v53 = add nuw nsw i64 %v52, %v21
  br i1 %v50, label %v54, label %v55

v55:                                 ; preds = %v44
  %v56 = getelementptr inbounds float, ptr %v5, i64 %v53
  store <8 x float> zeroinitializer, ptr %v56, align 32, !alias.scope !0, !noalias !3
  br label %v28

v54:                              ; preds = %v44
  %v57 = add nuw nsw i64 %v52, %v22
  %v58 = getelementptr float, ptr %v11, i64 %v57
  %v59 = load <8 x float>, ptr %v58, align 4, !alias.scope !3, !noalias !0
  %v60 = getelementptr inbounds float, ptr %v5, i64 %v53
  store <8 x float> %v59, ptr %v60, align 32, !alias.scope !0, !noalias !3
  %v61 = or disjoint i64 %v57, 8
  %v62 = getelementptr float, ptr %v11, i64 %v61
  %v63 = load <8 x float>, ptr %v62, align 4, !alias.scope !3, !noalias !0
  br label %v28

v28:                                 ; preds = %v54, %v55
  %v64 = phi <8 x float> [ %v63, %v54 ], [ zeroinitializer, %v55 ]
  %v65 = or disjoint i64 %v53, 8
  %v66 = getelementptr inbounds float, ptr %v5, i64 %v65
  store <8 x float> %v64, ptr %v66, align 32, !alias.scope !0, !noalias !3
  %v30 = add nuw nsw i64 %v29, 2
  %v67 = icmp eq i64 %v30, 16
  br i1 %v67, label %v14, label %v23

v10: ; preds = %v14, %v3
  ret void
}

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel1(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = alloca [3136 x float], align 64
  %v5 = load ptr, ptr %v0, align 8
  %v6 = getelementptr inbounds i8, ptr %v0, i64 8
  %v7 = load ptr, ptr %v6, align 8
  %v8 = getelementptr inbounds i8, ptr %v0, i64 16
  %v9 = load ptr, ptr %v8, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  call void @llvm.lifetime.start.p0(i64 12544, ptr nonnull %v4)
  %v10 = icmp slt i64 %v1, %v2
  br i1 %v10, label %v11, label %v12

v11:                         ; preds = %v3
  %v13 = getelementptr i8, ptr %v9, i64 1536
  br label %v14

v14:                                   ; preds = %v11, %v15
  %v16 = phi i64 [ %v17, %v15 ], [ %v1, %v11 ]
  %v18 = shl i64 %v16, 6
  %v19 = getelementptr i8, ptr %v7, i64 %v18
  %v20 = getelementptr i8, ptr %v19, i64 2048
  %v21 = getelementptr i8, ptr %v19, i64 4096
  %v22 = getelementptr i8, ptr %v19, i64 6144
  %v23 = getelementptr i8, ptr %v19, i64 8192
  %v24 = getelementptr i8, ptr %v19, i64 10240
  %v25 = getelementptr i8, ptr %v19, i64 12288
  %v26 = getelementptr i8, ptr %v19, i64 14336
  %v27 = getelementptr i8, ptr %v19, i64 16384
  br label %v28

v28:                           ; preds = %v29, %v14
  %v30 = phi i64 [ 0, %v14 ], [ %v31, %v29 ]
  %v32 = icmp ult i64 %v30, 32
  %v33 = mul nuw nsw i64 %v30, 96
  %v34 = getelementptr inbounds float, ptr %v4, i64 %v33
  %v35 = or disjoint i64 %v33, 16
  %v36 = getelementptr inbounds float, ptr %v4, i64 %v35
  %v37 = getelementptr inbounds i8, ptr %v34, i64 128
  %v38 = getelementptr inbounds i8, ptr %v34, i64 192
  br i1 %v32, label %v39, label %v40

v39:                                        ; preds = %v28
  %v41 = getelementptr inbounds i8, ptr %v34, i64 256
  %v42 = getelementptr inbounds i8, ptr %v34, i64 320
  %v43 = mul nuw nsw i64 %v30, 6
  %v44 = trunc nuw i64 %v43 to i8
  %v45 = udiv i8 %v44, 14
  %v46 = zext nneg i8 %v45 to i64
  %v47 = trunc nuw i64 %v43 to i8
  %v48 = urem i8 %v47, 14
  %v49 = zext nneg i8 %v48 to i64
  %v50 = shl nuw nsw i64 %v46, 10
  %v51 = getelementptr inbounds i8, ptr %v5, i64 %v50
  %v52 = shl nuw nsw i64 %v49, 6
  %v53 = getelementptr inbounds i8, ptr %v51, i64 %v52
  %v54 = add nuw nsw i64 %v43, 2
  %v55 = trunc i64 %v54 to i8
  %v56 = udiv i8 %v55, 14
  %v57 = zext nneg i8 %v56 to i64
  %v58 = trunc i64 %v54 to i8
  %v59 = urem i8 %v58, 14
  %v60 = zext nneg i8 %v59 to i64
  %v61 = shl nuw nsw i64 %v57, 10
  %v62 = shl nuw nsw i64 %v60, 6
  %v63 = add nuw nsw i64 %v43, 3
  %v64 = trunc i64 %v63 to i8
  %v65 = udiv i8 %v64, 14
  %v66 = zext nneg i8 %v65 to i64
  %v67 = trunc i64 %v63 to i8
  %v68 = urem i8 %v67, 14
  %v69 = zext nneg i8 %v68 to i64
  %v70 = shl nuw nsw i64 %v66, 10
  %v71 = shl nuw nsw i64 %v69, 6
  %v72 = add nuw nsw i64 %v43, 4
  %v73 = trunc i64 %v72 to i8
  %v74 = udiv i8 %v73, 14
  %v75 = zext nneg i8 %v74 to i64
  %v76 = trunc i64 %v72 to i8
  %v77 = urem i8 %v76, 14
  %v78 = zext nneg i8 %v77 to i64
  %v79 = shl nuw nsw i64 %v75, 10
  %v80 = shl nuw nsw i64 %v78, 6
  %v81 = add nuw nsw i64 %v43, 5
  %v82 = trunc i64 %v81 to i8
  %v83 = udiv i8 %v82, 14
  %v84 = zext nneg i8 %v83 to i64
  %v85 = trunc i64 %v81 to i8
  %v86 = urem i8 %v85, 14
  %v87 = zext nneg i8 %v86 to i64
  %v88 = shl nuw nsw i64 %v84, 10
  %v89 = shl nuw nsw i64 %v87, 6
  br label %v90

v91:                               ; preds = %v92
  store <16 x float> %v93, ptr %v34, align 64, !noalias !12
  store <16 x float> %v94, ptr %v36, align 64, !noalias !12
  store <16 x float> %v95, ptr %v37, align 64, !noalias !12
  store <16 x float> %v96, ptr %v38, align 64, !noalias !12
  store <16 x float> %v97, ptr %v41, align 64, !noalias !12
  store <16 x float> %v98, ptr %v42, align 64, !noalias !12
  br label %v29

v29:                                        ; preds = %v99, %v91
  %v31 = add nuw nsw i64 %v30, 1
  %v100 = icmp eq i64 %v31, 33
  br i1 %v100, label %v101, label %v28

v101:                               ; preds = %v29
  %v102 = getelementptr i8, ptr %v9, i64 %v18
  %v103 = getelementptr i8, ptr %v13, i64 %v18
  br label %v104

v40:                                        ; preds = %v28
  %v105 = mul nuw nsw i64 %v30, 6
  %v106 = udiv i64 %v105, 14
  %v107 = urem i64 %v105, 14
  %v108 = shl nsw i64 %v106, 10
  %v109 = getelementptr inbounds i8, ptr %v5, i64 %v108
  %v110 = shl nuw nsw i64 %v107, 6
  %v111 = getelementptr inbounds i8, ptr %v109, i64 %v110
  %v112 = add nuw nsw i64 %v105, 2
  %v113 = udiv i64 %v112, 14
  %v114 = urem i64 %v112, 14
  %v115 = shl nsw i64 %v113, 10
  %v116 = shl nuw nsw i64 %v114, 6
  %v117 = add nuw nsw i64 %v105, 3
  %v118 = udiv i64 %v117, 14
  %v119 = urem i64 %v117, 14
  %v120 = shl nsw i64 %v118, 10
  %v121 = shl nuw nsw i64 %v119, 6
  br label %v122

v90:                                        ; preds = %v92, %v39
  %v123 = phi <16 x float> [ zeroinitializer, %v39 ], [ %v98, %v92 ]
  %v124 = phi <16 x float> [ zeroinitializer, %v39 ], [ %v97, %v92 ]
  %v125 = phi <16 x float> [ zeroinitializer, %v39 ], [ %v96, %v92 ]
  %v126 = phi <16 x float> [ zeroinitializer, %v39 ], [ %v95, %v92 ]
  %v127 = phi <16 x float> [ zeroinitializer, %v39 ], [ %v94, %v92 ]
  %v128 = phi <16 x float> [ zeroinitializer, %v39 ], [ %v93, %v92 ]
  %v129 = phi i64 [ 0, %v39 ], [ %v130, %v92 ]
  %v131 = shl nuw nsw i64 %v129, 8
  %v132 = mul nuw nsw i64 %v129, 6144
  %v133 = getelementptr i8, ptr %v19, i64 %v132
  br label %v134

v134:                                        ; preds = %v134, %v90
  %v135 = phi <16 x float> [ %v123, %v90 ], [ %v136, %v134 ]
  %v137 = phi <16 x float> [ %v124, %v90 ], [ %v138, %v134 ]
  %v139 = phi <16 x float> [ %v125, %v90 ], [ %v140, %v134 ]
  %v141 = phi <16 x float> [ %v126, %v90 ], [ %v142, %v134 ]
  %v143 = phi <16 x float> [ %v127, %v90 ], [ %v144, %v134 ]
  %v145 = phi <16 x float> [ %v128, %v90 ], [ %v146, %v134 ]
  %v147 = phi i64 [ 0, %v90 ], [ %v148, %v134 ]
  %v149 = add nuw nsw i64 %v131, %v147
  %v150 = getelementptr inbounds float, ptr %v53, i64 %v149
  %v151 = load float, ptr %v150, align 4, !alias.scope !5, !noalias !13
  %v152 = insertelement <16 x float> poison, float %v151, i64 0
  %v153 = shufflevector <16 x float> %v152, <16 x float> poison, <16 x i32> zeroinitializer
  %v154 = shl nuw nsw i64 %v147, 7
  %v155 = getelementptr i8, ptr %v133, i64 %v154
  %v156 = load <16 x float>, ptr %v155, align 4, !alias.scope !8, !noalias !14
  %v157 = fmul contract <16 x float> %v156, %v153
  %v146 = fadd contract <16 x float> %v145, %v157
  %v158 = getelementptr inbounds i8, ptr %v150, i64 64
  %v159 = load float, ptr %v158, align 4, !alias.scope !5, !noalias !13
  %v160 = insertelement <16 x float> poison, float %v159, i64 0
  %v161 = shufflevector <16 x float> %v160, <16 x float> poison, <16 x i32> zeroinitializer
  %v162 = fmul contract <16 x float> %v156, %v161
  %v144 = fadd contract <16 x float> %v143, %v162
  %v163 = getelementptr inbounds float, ptr %v5, i64 %v149
  %v164 = getelementptr inbounds i8, ptr %v163, i64 %v61
  %v165 = getelementptr inbounds i8, ptr %v164, i64 %v62
  %v166 = load float, ptr %v165, align 4, !alias.scope !5, !noalias !13
  %v167 = insertelement <16 x float> poison, float %v166, i64 0
  %v168 = shufflevector <16 x float> %v167, <16 x float> poison, <16 x i32> zeroinitializer
  %v169 = fmul contract <16 x float> %v156, %v168
  %v142 = fadd contract <16 x float> %v141, %v169
  %v170 = getelementptr inbounds i8, ptr %v163, i64 %v70
  %v171 = getelementptr inbounds i8, ptr %v170, i64 %v71
  %v172 = load float, ptr %v171, align 4, !alias.scope !5, !noalias !13
  %v173 = insertelement <16 x float> poison, float %v172, i64 0
  %v174 = shufflevector <16 x float> %v173, <16 x float> poison, <16 x i32> zeroinitializer
  %v175 = fmul contract <16 x float> %v156, %v174
  %v140 = fadd contract <16 x float> %v139, %v175
  %v176 = getelementptr inbounds i8, ptr %v163, i64 %v79
  %v177 = getelementptr inbounds i8, ptr %v176, i64 %v80
  %v178 = load float, ptr %v177, align 4, !alias.scope !5, !noalias !13
  %v179 = insertelement <16 x float> poison, float %v178, i64 0
  %v180 = shufflevector <16 x float> %v179, <16 x float> poison, <16 x i32> zeroinitializer
  %v181 = fmul contract <16 x float> %v156, %v180
  %v138 = fadd contract <16 x float> %v137, %v181
  %v182 = getelementptr inbounds i8, ptr %v163, i64 %v88
  %v183 = getelementptr inbounds i8, ptr %v182, i64 %v89
  %v184 = load float, ptr %v183, align 4, !alias.scope !5, !noalias !13
  %v185 = insertelement <16 x float> poison, float %v184, i64 0
  %v186 = shufflevector <16 x float> %v185, <16 x float> poison, <16 x i32> zeroinitializer
  %v187 = fmul contract <16 x float> %v156, %v186
  %v136 = fadd contract <16 x float> %v135, %v187
  %v148 = add nuw nsw i64 %v147, 1
  %v188 = icmp eq i64 %v148, 16
  br i1 %v188, label %v189, label %v134

v189:                                        ; preds = %v134
  %v190 = or disjoint i64 %v131, 16
  %v191 = getelementptr i8, ptr %v133, i64 2048
  br label %v192

v192:                                      ; preds = %v192, %v189
  %v193 = phi <16 x float> [ %v136, %v189 ], [ %v194, %v192 ]
  %v195 = phi <16 x float> [ %v138, %v189 ], [ %v196, %v192 ]
  %v197 = phi <16 x float> [ %v140, %v189 ], [ %v198, %v192 ]
  %v199 = phi <16 x float> [ %v142, %v189 ], [ %v200, %v192 ]
  %v201 = phi <16 x float> [ %v144, %v189 ], [ %v202, %v192 ]
  %v203 = phi <16 x float> [ %v146, %v189 ], [ %v204, %v192 ]
  %v205 = phi i64 [ 0, %v189 ], [ %v206, %v192 ]
  %v207 = add nuw nsw i64 %v190, %v205
  %v208 = getelementptr inbounds float, ptr %v53, i64 %v207
  %v209 = load float, ptr %v208, align 4, !alias.scope !5, !noalias !13
  %v210 = insertelement <16 x float> poison, float %v209, i64 0
  %v211 = shufflevector <16 x float> %v210, <16 x float> poison, <16 x i32> zeroinitializer
  %v212 = shl nuw nsw i64 %v205, 7
  %v213 = getelementptr i8, ptr %v191, i64 %v212
  %v214 = load <16 x float>, ptr %v213, align 4, !alias.scope !8, !noalias !14
  %v215 = fmul contract <16 x float> %v214, %v211
  %v204 = fadd contract <16 x float> %v203, %v215
  %v216 = getelementptr inbounds i8, ptr %v208, i64 64
  %v217 = load float, ptr %v216, align 4, !alias.scope !5, !noalias !13
  %v218 = insertelement <16 x float> poison, float %v217, i64 0
  %v219 = shufflevector <16 x float> %v218, <16 x float> poison, <16 x i32> zeroinitializer
  %v220 = fmul contract <16 x float> %v214, %v219
  %v202 = fadd contract <16 x float> %v201, %v220
  %v221 = getelementptr inbounds float, ptr %v5, i64 %v207
  %v222 = getelementptr inbounds i8, ptr %v221, i64 %v61
  %v223 = getelementptr inbounds i8, ptr %v222, i64 %v62
  %v224 = load float, ptr %v223, align 4, !alias.scope !5, !noalias !13
  %v225 = insertelement <16 x float> poison, float %v224, i64 0
  %v226 = shufflevector <16 x float> %v225, <16 x float> poison, <16 x i32> zeroinitializer
  %v227 = fmul contract <16 x float> %v214, %v226
  %v200 = fadd contract <16 x float> %v199, %v227
  %v228 = getelementptr inbounds i8, ptr %v221, i64 %v70
  %v229 = getelementptr inbounds i8, ptr %v228, i64 %v71
  %v230 = load float, ptr %v229, align 4, !alias.scope !5, !noalias !13
  %v231 = insertelement <16 x float> poison, float %v230, i64 0
  %v232 = shufflevector <16 x float> %v231, <16 x float> poison, <16 x i32> zeroinitializer
  %v233 = fmul contract <16 x float> %v214, %v232
  %v198 = fadd contract <16 x float> %v197, %v233
  %v234 = getelementptr inbounds i8, ptr %v221, i64 %v79
  %v235 = getelementptr inbounds i8, ptr %v234, i64 %v80
  %v236 = load float, ptr %v235, align 4, !alias.scope !5, !noalias !13
  %v237 = insertelement <16 x float> poison, float %v236, i64 0
  %v238 = shufflevector <16 x float> %v237, <16 x float> poison, <16 x i32> zeroinitializer
  %v239 = fmul contract <16 x float> %v214, %v238
  %v196 = fadd contract <16 x float> %v195, %v239
  %v240 = getelementptr inbounds i8, ptr %v221, i64 %v88
  %v241 = getelementptr inbounds i8, ptr %v240, i64 %v89
  %v242 = load float, ptr %v241, align 4, !alias.scope !5, !noalias !13
  %v243 = insertelement <16 x float> poison, float %v242, i64 0
  %v244 = shufflevector <16 x float> %v243, <16 x float> poison, <16 x i32> zeroinitializer
  %v245 = fmul contract <16 x float> %v214, %v244
  %v194 = fadd contract <16 x float> %v193, %v245
  %v206 = add nuw nsw i64 %v205, 1
  %v246 = icmp eq i64 %v206, 16
  br i1 %v246, label %v247, label %v192

v247:                                      ; preds = %v192
  %v248 = or disjoint i64 %v131, 32
  %v249 = getelementptr i8, ptr %v133, i64 4096
  br label %v250

v250:                                      ; preds = %v250, %v247
  %v251 = phi <16 x float> [ %v194, %v247 ], [ %v98, %v250 ]
  %v252 = phi <16 x float> [ %v196, %v247 ], [ %v97, %v250 ]
  %v253 = phi <16 x float> [ %v198, %v247 ], [ %v96, %v250 ]
  %v254 = phi <16 x float> [ %v200, %v247 ], [ %v95, %v250 ]
  %v255 = phi <16 x float> [ %v202, %v247 ], [ %v94, %v250 ]
  %v256 = phi <16 x float> [ %v204, %v247 ], [ %v93, %v250 ]
  %v257 = phi i64 [ 0, %v247 ], [ %v258, %v250 ]
  %v259 = add nuw nsw i64 %v248, %v257
  %v260 = getelementptr inbounds float, ptr %v53, i64 %v259
  %v261 = load float, ptr %v260, align 4, !alias.scope !5, !noalias !13
  %v262 = insertelement <16 x float> poison, float %v261, i64 0
  %v263 = shufflevector <16 x float> %v262, <16 x float> poison, <16 x i32> zeroinitializer
  %v264 = shl nuw nsw i64 %v257, 7
  %v265 = getelementptr i8, ptr %v249, i64 %v264
  %v266 = load <16 x float>, ptr %v265, align 4, !alias.scope !8, !noalias !14
  %v267 = fmul contract <16 x float> %v266, %v263
  %v93 = fadd contract <16 x float> %v256, %v267
  %v268 = getelementptr inbounds i8, ptr %v260, i64 64
  %v269 = load float, ptr %v268, align 4, !alias.scope !5, !noalias !13
  %v270 = insertelement <16 x float> poison, float %v269, i64 0
  %v271 = shufflevector <16 x float> %v270, <16 x float> poison, <16 x i32> zeroinitializer
  %v272 = fmul contract <16 x float> %v266, %v271
  %v94 = fadd contract <16 x float> %v255, %v272
  %v273 = getelementptr inbounds float, ptr %v5, i64 %v259
  %v274 = getelementptr inbounds i8, ptr %v273, i64 %v61
  %v275 = getelementptr inbounds i8, ptr %v274, i64 %v62
  %v276 = load float, ptr %v275, align 4, !alias.scope !5, !noalias !13
  %v277 = insertelement <16 x float> poison, float %v276, i64 0
  %v278 = shufflevector <16 x float> %v277, <16 x float> poison, <16 x i32> zeroinitializer
  %v279 = fmul contract <16 x float> %v266, %v278
  %v95 = fadd contract <16 x float> %v254, %v279
  %v280 = getelementptr inbounds i8, ptr %v273, i64 %v70
  %v281 = getelementptr inbounds i8, ptr %v280, i64 %v71
  %v282 = load float, ptr %v281, align 4, !alias.scope !5, !noalias !13
  %v283 = insertelement <16 x float> poison, float %v282, i64 0
  %v284 = shufflevector <16 x float> %v283, <16 x float> poison, <16 x i32> zeroinitializer
  %v285 = fmul contract <16 x float> %v266, %v284
  %v96 = fadd contract <16 x float> %v253, %v285
  %v286 = getelementptr inbounds i8, ptr %v273, i64 %v79
  %v287 = getelementptr inbounds i8, ptr %v286, i64 %v80
  %v288 = load float, ptr %v287, align 4, !alias.scope !5, !noalias !13
  %v289 = insertelement <16 x float> poison, float %v288, i64 0
  %v290 = shufflevector <16 x float> %v289, <16 x float> poison, <16 x i32> zeroinitializer
  %v291 = fmul contract <16 x float> %v266, %v290
  %v97 = fadd contract <16 x float> %v252, %v291
  %v292 = getelementptr inbounds i8, ptr %v273, i64 %v88
  %v293 = getelementptr inbounds i8, ptr %v292, i64 %v89
  %v294 = load float, ptr %v293, align 4, !alias.scope !5, !noalias !13
  %v295 = insertelement <16 x float> poison, float %v294, i64 0
  %v296 = shufflevector <16 x float> %v295, <16 x float> poison, <16 x i32> zeroinitializer
  %v297 = fmul contract <16 x float> %v266, %v296
  %v98 = fadd contract <16 x float> %v251, %v297
  %v258 = add nuw nsw i64 %v257, 1
  %v298 = icmp eq i64 %v258, 16
  br i1 %v298, label %v92, label %v250

v92:                                      ; preds = %v250
  %v130 = add nuw nsw i64 %v129, 1
  %v299 = icmp eq i64 %v130, 3
  br i1 %v299, label %v91, label %v90

v122:                                      ; preds = %v122, %v40
  %v300 = phi <16 x float> [ zeroinitializer, %v40 ], [ %v301, %v122 ]
  %v302 = phi <16 x float> [ zeroinitializer, %v40 ], [ %v303, %v122 ]
  %v304 = phi <16 x float> [ zeroinitializer, %v40 ], [ %v305, %v122 ]
  %v306 = phi <16 x float> [ zeroinitializer, %v40 ], [ %v307, %v122 ]
  %v308 = phi i64 [ 0, %v40 ], [ %v309, %v122 ]
  %v310 = getelementptr inbounds float, ptr %v111, i64 %v308
  %v311 = load float, ptr %v310, align 4, !alias.scope !5, !noalias !13
  %v312 = insertelement <16 x float> poison, float %v311, i64 0
  %v313 = shufflevector <16 x float> %v312, <16 x float> poison, <16 x i32> zeroinitializer
  %v314 = shl nuw nsw i64 %v308, 7
  %v315 = getelementptr i8, ptr %v19, i64 %v314
  %v316 = load <16 x float>, ptr %v315, align 4, !alias.scope !8, !noalias !14
  %v317 = fmul contract <16 x float> %v316, %v313
  %v307 = fadd contract <16 x float> %v306, %v317
  %v318 = getelementptr inbounds i8, ptr %v310, i64 64
  %v319 = load float, ptr %v318, align 4, !alias.scope !5, !noalias !13
  %v320 = insertelement <16 x float> poison, float %v319, i64 0
  %v321 = shufflevector <16 x float> %v320, <16 x float> poison, <16 x i32> zeroinitializer
  %v322 = fmul contract <16 x float> %v316, %v321
  %v305 = fadd contract <16 x float> %v304, %v322
  %v323 = getelementptr inbounds float, ptr %v5, i64 %v308
  %v324 = getelementptr inbounds i8, ptr %v323, i64 %v115
  %v325 = getelementptr inbounds i8, ptr %v324, i64 %v116
  %v326 = load float, ptr %v325, align 4, !alias.scope !5, !noalias !13
  %v327 = insertelement <16 x float> poison, float %v326, i64 0
  %v328 = shufflevector <16 x float> %v327, <16 x float> poison, <16 x i32> zeroinitializer
  %v329 = fmul contract <16 x float> %v316, %v328
  %v303 = fadd contract <16 x float> %v302, %v329
  %v330 = getelementptr inbounds i8, ptr %v323, i64 %v120
  %v331 = getelementptr inbounds i8, ptr %v330, i64 %v121
  %v332 = load float, ptr %v331, align 4, !alias.scope !5, !noalias !13
  %v333 = insertelement <16 x float> poison, float %v332, i64 0
  %v334 = shufflevector <16 x float> %v333, <16 x float> poison, <16 x i32> zeroinitializer
  %v335 = fmul contract <16 x float> %v316, %v334
  %v301 = fadd contract <16 x float> %v300, %v335
  %v309 = add nuw nsw i64 %v308, 1
  %v336 = icmp eq i64 %v309, 16
  br i1 %v336, label %v337, label %v122

v337:                                    ; preds = %v122, %v337
  %v338 = phi <16 x float> [ %v339, %v337 ], [ %v301, %v122 ]
  %v340 = phi <16 x float> [ %v341, %v337 ], [ %v303, %v122 ]
  %v342 = phi <16 x float> [ %v343, %v337 ], [ %v305, %v122 ]
  %v344 = phi <16 x float> [ %v345, %v337 ], [ %v307, %v122 ]
  %v346 = phi i64 [ %v347, %v337 ], [ 0, %v122 ]
  %v348 = add nuw nsw i64 %v346, 16
  %v349 = getelementptr inbounds float, ptr %v111, i64 %v348
  %v350 = load float, ptr %v349, align 4, !alias.scope !5, !noalias !13
  %v351 = insertelement <16 x float> poison, float %v350, i64 0
  %v352 = shufflevector <16 x float> %v351, <16 x float> poison, <16 x i32> zeroinitializer
  %v353 = shl nuw nsw i64 %v346, 7
  %v354 = getelementptr i8, ptr %v20, i64 %v353
  %v355 = load <16 x float>, ptr %v354, align 4, !alias.scope !8, !noalias !14
  %v356 = fmul contract <16 x float> %v355, %v352
  %v345 = fadd contract <16 x float> %v344, %v356
  %v357 = getelementptr inbounds i8, ptr %v349, i64 64
  %v358 = load float, ptr %v357, align 4, !alias.scope !5, !noalias !13
  %v359 = insertelement <16 x float> poison, float %v358, i64 0
  %v360 = shufflevector <16 x float> %v359, <16 x float> poison, <16 x i32> zeroinitializer
  %v361 = fmul contract <16 x float> %v355, %v360
  %v343 = fadd contract <16 x float> %v342, %v361
  %v362 = getelementptr inbounds float, ptr %v5, i64 %v348
  %v363 = getelementptr inbounds i8, ptr %v362, i64 %v115
  %v364 = getelementptr inbounds i8, ptr %v363, i64 %v116
  %v365 = load float, ptr %v364, align 4, !alias.scope !5, !noalias !13
  %v366 = insertelement <16 x float> poison, float %v365, i64 0
  %v367 = shufflevector <16 x float> %v366, <16 x float> poison, <16 x i32> zeroinitializer
  %v368 = fmul contract <16 x float> %v355, %v367
  %v341 = fadd contract <16 x float> %v340, %v368
  %v369 = getelementptr inbounds i8, ptr %v362, i64 %v120
  %v370 = getelementptr inbounds i8, ptr %v369, i64 %v121
  %v371 = load float, ptr %v370, align 4, !alias.scope !5, !noalias !13
  %v372 = insertelement <16 x float> poison, float %v371, i64 0
  %v373 = shufflevector <16 x float> %v372, <16 x float> poison, <16 x i32> zeroinitializer
  %v374 = fmul contract <16 x float> %v355, %v373
  %v339 = fadd contract <16 x float> %v338, %v374
  %v347 = add nuw nsw i64 %v346, 1
  %v375 = icmp eq i64 %v347, 16
  br i1 %v375, label %v376, label %v337

v376:                                    ; preds = %v337, %v376
  %v377 = phi <16 x float> [ %v378, %v376 ], [ %v339, %v337 ]
  %v379 = phi <16 x float> [ %v380, %v376 ], [ %v341, %v337 ]
  %v381 = phi <16 x float> [ %v382, %v376 ], [ %v343, %v337 ]
  %v383 = phi <16 x float> [ %v384, %v376 ], [ %v345, %v337 ]
  %v385 = phi i64 [ %v386, %v376 ], [ 0, %v337 ]
  %v387 = add nuw nsw i64 %v385, 32
  %v388 = getelementptr inbounds float, ptr %v111, i64 %v387
  %v389 = load float, ptr %v388, align 4, !alias.scope !5, !noalias !13
  %v390 = insertelement <16 x float> poison, float %v389, i64 0
  %v391 = shufflevector <16 x float> %v390, <16 x float> poison, <16 x i32> zeroinitializer
  %v392 = shl nuw nsw i64 %v385, 7
  %v393 = getelementptr i8, ptr %v21, i64 %v392
  %v394 = load <16 x float>, ptr %v393, align 4, !alias.scope !8, !noalias !14
  %v395 = fmul contract <16 x float> %v394, %v391
  %v384 = fadd contract <16 x float> %v383, %v395
  %v396 = getelementptr inbounds i8, ptr %v388, i64 64
  %v397 = load float, ptr %v396, align 4, !alias.scope !5, !noalias !13
  %v398 = insertelement <16 x float> poison, float %v397, i64 0
  %v399 = shufflevector <16 x float> %v398, <16 x float> poison, <16 x i32> zeroinitializer
  %v400 = fmul contract <16 x float> %v394, %v399
  %v382 = fadd contract <16 x float> %v381, %v400
  %v401 = getelementptr inbounds float, ptr %v5, i64 %v387
  %v402 = getelementptr inbounds i8, ptr %v401, i64 %v115
  %v403 = getelementptr inbounds i8, ptr %v402, i64 %v116
  %v404 = load float, ptr %v403, align 4, !alias.scope !5, !noalias !13
  %v405 = insertelement <16 x float> poison, float %v404, i64 0
  %v406 = shufflevector <16 x float> %v405, <16 x float> poison, <16 x i32> zeroinitializer
  %v407 = fmul contract <16 x float> %v394, %v406
  %v380 = fadd contract <16 x float> %v379, %v407
  %v408 = getelementptr inbounds i8, ptr %v401, i64 %v120
  %v409 = getelementptr inbounds i8, ptr %v408, i64 %v121
  %v410 = load float, ptr %v409, align 4, !alias.scope !5, !noalias !13
  %v411 = insertelement <16 x float> poison, float %v410, i64 0
  %v412 = shufflevector <16 x float> %v411, <16 x float> poison, <16 x i32> zeroinitializer
  %v413 = fmul contract <16 x float> %v394, %v412
  %v378 = fadd contract <16 x float> %v377, %v413
  %v386 = add nuw nsw i64 %v385, 1
  %v414 = icmp eq i64 %v386, 16
  br i1 %v414, label %v415, label %v376

v415:                                 ; preds = %v376, %v415
  %v416 = phi <16 x float> [ %v417, %v415 ], [ %v378, %v376 ]
  %v418 = phi <16 x float> [ %v419, %v415 ], [ %v380, %v376 ]
  %v420 = phi <16 x float> [ %v421, %v415 ], [ %v382, %v376 ]
  %v422 = phi <16 x float> [ %v423, %v415 ], [ %v384, %v376 ]
  %v424 = phi i64 [ %v425, %v415 ], [ 0, %v376 ]
  %v426 = add nuw nsw i64 %v424, 256
  %v427 = getelementptr inbounds float, ptr %v111, i64 %v426
  %v428 = load float, ptr %v427, align 4, !alias.scope !5, !noalias !13
  %v429 = insertelement <16 x float> poison, float %v428, i64 0
  %v430 = shufflevector <16 x float> %v429, <16 x float> poison, <16 x i32> zeroinitializer
  %v431 = shl nuw nsw i64 %v424, 7
  %v432 = getelementptr i8, ptr %v22, i64 %v431
  %v433 = load <16 x float>, ptr %v432, align 4, !alias.scope !8, !noalias !14
  %v434 = fmul contract <16 x float> %v433, %v430
  %v423 = fadd contract <16 x float> %v422, %v434
  %v435 = getelementptr inbounds i8, ptr %v427, i64 64
  %v436 = load float, ptr %v435, align 4, !alias.scope !5, !noalias !13
  %v437 = insertelement <16 x float> poison, float %v436, i64 0
  %v438 = shufflevector <16 x float> %v437, <16 x float> poison, <16 x i32> zeroinitializer
  %v439 = fmul contract <16 x float> %v433, %v438
  %v421 = fadd contract <16 x float> %v420, %v439
  %v440 = getelementptr inbounds float, ptr %v5, i64 %v426
  %v441 = getelementptr inbounds i8, ptr %v440, i64 %v115
  %v442 = getelementptr inbounds i8, ptr %v441, i64 %v116
  %v443 = load float, ptr %v442, align 4, !alias.scope !5, !noalias !13
  %v444 = insertelement <16 x float> poison, float %v443, i64 0
  %v445 = shufflevector <16 x float> %v444, <16 x float> poison, <16 x i32> zeroinitializer
  %v446 = fmul contract <16 x float> %v433, %v445
  %v419 = fadd contract <16 x float> %v418, %v446
  %v447 = getelementptr inbounds i8, ptr %v440, i64 %v120
  %v448 = getelementptr inbounds i8, ptr %v447, i64 %v121
  %v449 = load float, ptr %v448, align 4, !alias.scope !5, !noalias !13
  %v450 = insertelement <16 x float> poison, float %v449, i64 0
  %v451 = shufflevector <16 x float> %v450, <16 x float> poison, <16 x i32> zeroinitializer
  %v452 = fmul contract <16 x float> %v433, %v451
  %v417 = fadd contract <16 x float> %v416, %v452
  %v425 = add nuw nsw i64 %v424, 1
  %v453 = icmp eq i64 %v425, 16
  br i1 %v453, label %v454, label %v415

v454:                                  ; preds = %v415, %v454
  %v455 = phi <16 x float> [ %v456, %v454 ], [ %v417, %v415 ]
  %v457 = phi <16 x float> [ %v458, %v454 ], [ %v419, %v415 ]
  %v459 = phi <16 x float> [ %v460, %v454 ], [ %v421, %v415 ]
  %v461 = phi <16 x float> [ %v462, %v454 ], [ %v423, %v415 ]
  %v463 = phi i64 [ %v464, %v454 ], [ 0, %v415 ]
  %v465 = add nuw nsw i64 %v463, 272
  %v466 = getelementptr inbounds float, ptr %v111, i64 %v465
  %v467 = load float, ptr %v466, align 4, !alias.scope !5, !noalias !13
  %v468 = insertelement <16 x float> poison, float %v467, i64 0
  %v469 = shufflevector <16 x float> %v468, <16 x float> poison, <16 x i32> zeroinitializer
  %v470 = shl nuw nsw i64 %v463, 7
  %v471 = getelementptr i8, ptr %v23, i64 %v470
  %v472 = load <16 x float>, ptr %v471, align 4, !alias.scope !8, !noalias !14
  %v473 = fmul contract <16 x float> %v472, %v469
  %v462 = fadd contract <16 x float> %v461, %v473
  %v474 = getelementptr inbounds i8, ptr %v466, i64 64
  %v475 = load float, ptr %v474, align 4, !alias.scope !5, !noalias !13
  %v476 = insertelement <16 x float> poison, float %v475, i64 0
  %v477 = shufflevector <16 x float> %v476, <16 x float> poison, <16 x i32> zeroinitializer
  %v478 = fmul contract <16 x float> %v472, %v477
  %v460 = fadd contract <16 x float> %v459, %v478
  %v479 = getelementptr inbounds float, ptr %v5, i64 %v465
  %v480 = getelementptr inbounds i8, ptr %v479, i64 %v115
  %v481 = getelementptr inbounds i8, ptr %v480, i64 %v116
  %v482 = load float, ptr %v481, align 4, !alias.scope !5, !noalias !13
  %v483 = insertelement <16 x float> poison, float %v482, i64 0
  %v484 = shufflevector <16 x float> %v483, <16 x float> poison, <16 x i32> zeroinitializer
  %v485 = fmul contract <16 x float> %v472, %v484
  %v458 = fadd contract <16 x float> %v457, %v485
  %v486 = getelementptr inbounds i8, ptr %v479, i64 %v120
  %v487 = getelementptr inbounds i8, ptr %v486, i64 %v121
  %v488 = load float, ptr %v487, align 4, !alias.scope !5, !noalias !13
  %v489 = insertelement <16 x float> poison, float %v488, i64 0
  %v490 = shufflevector <16 x float> %v489, <16 x float> poison, <16 x i32> zeroinitializer
  %v491 = fmul contract <16 x float> %v472, %v490
  %v456 = fadd contract <16 x float> %v455, %v491
  %v464 = add nuw nsw i64 %v463, 1
  %v492 = icmp eq i64 %v464, 16
  br i1 %v492, label %v493, label %v454

v493:                                  ; preds = %v454, %v493
  %v494 = phi <16 x float> [ %v495, %v493 ], [ %v456, %v454 ]
  %v496 = phi <16 x float> [ %v497, %v493 ], [ %v458, %v454 ]
  %v498 = phi <16 x float> [ %v499, %v493 ], [ %v460, %v454 ]
  %v500 = phi <16 x float> [ %v501, %v493 ], [ %v462, %v454 ]
  %v502 = phi i64 [ %v503, %v493 ], [ 0, %v454 ]
  %v504 = add nuw nsw i64 %v502, 288
  %v505 = getelementptr inbounds float, ptr %v111, i64 %v504
  %v506 = load float, ptr %v505, align 4, !alias.scope !5, !noalias !13
  %v507 = insertelement <16 x float> poison, float %v506, i64 0
  %v508 = shufflevector <16 x float> %v507, <16 x float> poison, <16 x i32> zeroinitializer
  %v509 = shl nuw nsw i64 %v502, 7
  %v510 = getelementptr i8, ptr %v24, i64 %v509
  %v511 = load <16 x float>, ptr %v510, align 4, !alias.scope !8, !noalias !14
  %v512 = fmul contract <16 x float> %v511, %v508
  %v501 = fadd contract <16 x float> %v500, %v512
  %v513 = getelementptr inbounds i8, ptr %v505, i64 64
  %v514 = load float, ptr %v513, align 4, !alias.scope !5, !noalias !13
  %v515 = insertelement <16 x float> poison, float %v514, i64 0
  %v516 = shufflevector <16 x float> %v515, <16 x float> poison, <16 x i32> zeroinitializer
  %v517 = fmul contract <16 x float> %v511, %v516
  %v499 = fadd contract <16 x float> %v498, %v517
  %v518 = getelementptr inbounds float, ptr %v5, i64 %v504
  %v519 = getelementptr inbounds i8, ptr %v518, i64 %v115
  %v520 = getelementptr inbounds i8, ptr %v519, i64 %v116
  %v521 = load float, ptr %v520, align 4, !alias.scope !5, !noalias !13
  %v522 = insertelement <16 x float> poison, float %v521, i64 0
  %v523 = shufflevector <16 x float> %v522, <16 x float> poison, <16 x i32> zeroinitializer
  %v524 = fmul contract <16 x float> %v511, %v523
  %v497 = fadd contract <16 x float> %v496, %v524
  %v525 = getelementptr inbounds i8, ptr %v518, i64 %v120
  %v526 = getelementptr inbounds i8, ptr %v525, i64 %v121
  %v527 = load float, ptr %v526, align 4, !alias.scope !5, !noalias !13
  %v528 = insertelement <16 x float> poison, float %v527, i64 0
  %v529 = shufflevector <16 x float> %v528, <16 x float> poison, <16 x i32> zeroinitializer
  %v530 = fmul contract <16 x float> %v511, %v529
  %v495 = fadd contract <16 x float> %v494, %v530
  %v503 = add nuw nsw i64 %v502, 1
  %v531 = icmp eq i64 %v503, 16
  br i1 %v531, label %v532, label %v493

v532:                                 ; preds = %v493, %v532
  %v533 = phi <16 x float> [ %v534, %v532 ], [ %v495, %v493 ]
  %v535 = phi <16 x float> [ %v536, %v532 ], [ %v497, %v493 ]
  %v537 = phi <16 x float> [ %v538, %v532 ], [ %v499, %v493 ]
  %v539 = phi <16 x float> [ %v540, %v532 ], [ %v501, %v493 ]
  %v541 = phi i64 [ %v542, %v532 ], [ 0, %v493 ]
  %v543 = add nuw nsw i64 %v541, 512
  %v544 = getelementptr inbounds float, ptr %v111, i64 %v543
  %v545 = load float, ptr %v544, align 4, !alias.scope !5, !noalias !13
  %v546 = insertelement <16 x float> poison, float %v545, i64 0
  %v547 = shufflevector <16 x float> %v546, <16 x float> poison, <16 x i32> zeroinitializer
  %v548 = shl nuw nsw i64 %v541, 7
  %v549 = getelementptr i8, ptr %v25, i64 %v548
  %v550 = load <16 x float>, ptr %v549, align 4, !alias.scope !8, !noalias !14
  %v551 = fmul contract <16 x float> %v550, %v547
  %v540 = fadd contract <16 x float> %v539, %v551
  %v552 = getelementptr inbounds i8, ptr %v544, i64 64
  %v553 = load float, ptr %v552, align 4, !alias.scope !5, !noalias !13
  %v554 = insertelement <16 x float> poison, float %v553, i64 0
  %v555 = shufflevector <16 x float> %v554, <16 x float> poison, <16 x i32> zeroinitializer
  %v556 = fmul contract <16 x float> %v550, %v555
  %v538 = fadd contract <16 x float> %v537, %v556
  %v557 = getelementptr inbounds float, ptr %v5, i64 %v543
  %v558 = getelementptr inbounds i8, ptr %v557, i64 %v115
  %v559 = getelementptr inbounds i8, ptr %v558, i64 %v116
  %v560 = load float, ptr %v559, align 4, !alias.scope !5, !noalias !13
  %v561 = insertelement <16 x float> poison, float %v560, i64 0
  %v562 = shufflevector <16 x float> %v561, <16 x float> poison, <16 x i32> zeroinitializer
  %v563 = fmul contract <16 x float> %v550, %v562
  %v536 = fadd contract <16 x float> %v535, %v563
  %v564 = getelementptr inbounds i8, ptr %v557, i64 %v120
  %v565 = getelementptr inbounds i8, ptr %v564, i64 %v121
  %v566 = load float, ptr %v565, align 4, !alias.scope !5, !noalias !13
  %v567 = insertelement <16 x float> poison, float %v566, i64 0
  %v568 = shufflevector <16 x float> %v567, <16 x float> poison, <16 x i32> zeroinitializer
  %v569 = fmul contract <16 x float> %v550, %v568
  %v534 = fadd contract <16 x float> %v533, %v569
  %v542 = add nuw nsw i64 %v541, 1
  %v570 = icmp eq i64 %v542, 16
  br i1 %v570, label %v571, label %v532

v571:                                  ; preds = %v532, %v571
  %v572 = phi <16 x float> [ %v573, %v571 ], [ %v534, %v532 ]
  %v574 = phi <16 x float> [ %v575, %v571 ], [ %v536, %v532 ]
  %v576 = phi <16 x float> [ %v577, %v571 ], [ %v538, %v532 ]
  %v578 = phi <16 x float> [ %v579, %v571 ], [ %v540, %v532 ]
  %v580 = phi i64 [ %v581, %v571 ], [ 0, %v532 ]
  %v582 = add nuw nsw i64 %v580, 528
  %v583 = getelementptr inbounds float, ptr %v111, i64 %v582
  %v584 = load float, ptr %v583, align 4, !alias.scope !5, !noalias !13
  %v585 = insertelement <16 x float> poison, float %v584, i64 0
  %v586 = shufflevector <16 x float> %v585, <16 x float> poison, <16 x i32> zeroinitializer
  %v587 = shl nuw nsw i64 %v580, 7
  %v588 = getelementptr i8, ptr %v26, i64 %v587
  %v589 = load <16 x float>, ptr %v588, align 4, !alias.scope !8, !noalias !14
  %v590 = fmul contract <16 x float> %v589, %v586
  %v579 = fadd contract <16 x float> %v578, %v590
  %v591 = getelementptr inbounds i8, ptr %v583, i64 64
  %v592 = load float, ptr %v591, align 4, !alias.scope !5, !noalias !13
  %v593 = insertelement <16 x float> poison, float %v592, i64 0
  %v594 = shufflevector <16 x float> %v593, <16 x float> poison, <16 x i32> zeroinitializer
  %v595 = fmul contract <16 x float> %v589, %v594
  %v577 = fadd contract <16 x float> %v576, %v595
  %v596 = getelementptr inbounds float, ptr %v5, i64 %v582
  %v597 = getelementptr inbounds i8, ptr %v596, i64 %v115
  %v598 = getelementptr inbounds i8, ptr %v597, i64 %v116
  %v599 = load float, ptr %v598, align 4, !alias.scope !5, !noalias !13
  %v600 = insertelement <16 x float> poison, float %v599, i64 0
  %v601 = shufflevector <16 x float> %v600, <16 x float> poison, <16 x i32> zeroinitializer
  %v602 = fmul contract <16 x float> %v589, %v601
  %v575 = fadd contract <16 x float> %v574, %v602
  %v603 = getelementptr inbounds i8, ptr %v596, i64 %v120
  %v604 = getelementptr inbounds i8, ptr %v603, i64 %v121
  %v605 = load float, ptr %v604, align 4, !alias.scope !5, !noalias !13
  %v606 = insertelement <16 x float> poison, float %v605, i64 0
  %v607 = shufflevector <16 x float> %v606, <16 x float> poison, <16 x i32> zeroinitializer
  %v608 = fmul contract <16 x float> %v589, %v607
  %v573 = fadd contract <16 x float> %v572, %v608
  %v581 = add nuw nsw i64 %v580, 1
  %v609 = icmp eq i64 %v581, 16
  br i1 %v609, label %v610, label %v571

v610:                                  ; preds = %v571, %v610
  %v611 = phi <16 x float> [ %v612, %v610 ], [ %v573, %v571 ]
  %v613 = phi <16 x float> [ %v614, %v610 ], [ %v575, %v571 ]
  %v615 = phi <16 x float> [ %v616, %v610 ], [ %v577, %v571 ]
  %v617 = phi <16 x float> [ %v618, %v610 ], [ %v579, %v571 ]
  %v619 = phi i64 [ %v620, %v610 ], [ 0, %v571 ]
  %v621 = add nuw nsw i64 %v619, 544
  %v622 = getelementptr inbounds float, ptr %v111, i64 %v621
  %v623 = load float, ptr %v622, align 4, !alias.scope !5, !noalias !13
  %v624 = insertelement <16 x float> poison, float %v623, i64 0
  %v625 = shufflevector <16 x float> %v624, <16 x float> poison, <16 x i32> zeroinitializer
  %v626 = shl nuw nsw i64 %v619, 7
  %v627 = getelementptr i8, ptr %v27, i64 %v626
  %v628 = load <16 x float>, ptr %v627, align 4, !alias.scope !8, !noalias !14
  %v629 = fmul contract <16 x float> %v628, %v625
  %v618 = fadd contract <16 x float> %v617, %v629
  %v630 = getelementptr inbounds i8, ptr %v622, i64 64
  %v631 = load float, ptr %v630, align 4, !alias.scope !5, !noalias !13
  %v632 = insertelement <16 x float> poison, float %v631, i64 0
  %v633 = shufflevector <16 x float> %v632, <16 x float> poison, <16 x i32> zeroinitializer
  %v634 = fmul contract <16 x float> %v628, %v633
  %v616 = fadd contract <16 x float> %v615, %v634
  %v635 = getelementptr inbounds float, ptr %v5, i64 %v621
  %v636 = getelementptr inbounds i8, ptr %v635, i64 %v115
  %v637 = getelementptr inbounds i8, ptr %v636, i64 %v116
  %v638 = load float, ptr %v637, align 4, !alias.scope !5, !noalias !13
  %v639 = insertelement <16 x float> poison, float %v638, i64 0
  %v640 = shufflevector <16 x float> %v639, <16 x float> poison, <16 x i32> zeroinitializer
  %v641 = fmul contract <16 x float> %v628, %v640
  %v614 = fadd contract <16 x float> %v613, %v641
  %v642 = getelementptr inbounds i8, ptr %v635, i64 %v120
  %v643 = getelementptr inbounds i8, ptr %v642, i64 %v121
  %v644 = load float, ptr %v643, align 4, !alias.scope !5, !noalias !13
  %v645 = insertelement <16 x float> poison, float %v644, i64 0
  %v646 = shufflevector <16 x float> %v645, <16 x float> poison, <16 x i32> zeroinitializer
  %v647 = fmul contract <16 x float> %v628, %v646
  %v612 = fadd contract <16 x float> %v611, %v647
  %v620 = add nuw nsw i64 %v619, 1
  %v648 = icmp eq i64 %v620, 16
  br i1 %v648, label %v99, label %v610

v99:                                  ; preds = %v610
  store <16 x float> %v618, ptr %v34, align 64, !noalias !12
  store <16 x float> %v616, ptr %v36, align 64, !noalias !12
  store <16 x float> %v614, ptr %v37, align 64, !noalias !12
  store <16 x float> %v612, ptr %v38, align 64, !noalias !12
  br label %v29

v104:                                         ; preds = %v101, %v104
  %v649 = phi i64 [ %v650, %v104 ], [ 0, %v101 ]
  %v651 = mul nuw nsw i64 %v649, 224
  %v652 = mul nuw nsw i64 %v649, 1792
  %v653 = getelementptr i8, ptr %v102, i64 %v652
  %v654 = getelementptr inbounds float, ptr %v4, i64 %v651
  %v655 = load <16 x float>, ptr %v654, align 64, !noalias !12
  store <16 x float> %v655, ptr %v653, align 4, !alias.scope !10, !noalias !15
  %v656 = or disjoint i64 %v651, 16
  %v657 = getelementptr inbounds float, ptr %v4, i64 %v656
  %v658 = load <16 x float>, ptr %v657, align 64, !noalias !12
  %v659 = getelementptr i8, ptr %v653, i64 128
  store <16 x float> %v658, ptr %v659, align 4, !alias.scope !10, !noalias !15
  %v660 = getelementptr inbounds i8, ptr %v654, i64 128
  %v661 = load <16 x float>, ptr %v660, align 64, !noalias !12
  %v662 = getelementptr i8, ptr %v653, i64 256
  store <16 x float> %v661, ptr %v662, align 4, !alias.scope !10, !noalias !15
  %v663 = getelementptr inbounds i8, ptr %v654, i64 192
  %v664 = load <16 x float>, ptr %v663, align 64, !noalias !12
  %v665 = getelementptr i8, ptr %v653, i64 384
  store <16 x float> %v664, ptr %v665, align 4, !alias.scope !10, !noalias !15
  %v666 = getelementptr inbounds i8, ptr %v654, i64 256
  %v667 = load <16 x float>, ptr %v666, align 64, !noalias !12
  %v668 = getelementptr i8, ptr %v653, i64 512
  store <16 x float> %v667, ptr %v668, align 4, !alias.scope !10, !noalias !15
  %v669 = getelementptr inbounds i8, ptr %v654, i64 320
  %v670 = load <16 x float>, ptr %v669, align 64, !noalias !12
  %v671 = getelementptr i8, ptr %v653, i64 640
  store <16 x float> %v670, ptr %v671, align 4, !alias.scope !10, !noalias !15
  %v672 = add nuw nsw i64 %v651, 96
  %v673 = getelementptr inbounds float, ptr %v4, i64 %v672
  %v674 = load <16 x float>, ptr %v673, align 64, !noalias !12
  %v675 = getelementptr i8, ptr %v653, i64 768
  store <16 x float> %v674, ptr %v675, align 4, !alias.scope !10, !noalias !15
  %v676 = or disjoint i64 %v672, 16
  %v677 = getelementptr inbounds float, ptr %v4, i64 %v676
  %v678 = load <16 x float>, ptr %v677, align 64, !noalias !12
  %v679 = getelementptr i8, ptr %v653, i64 896
  store <16 x float> %v678, ptr %v679, align 4, !alias.scope !10, !noalias !15
  %v680 = getelementptr inbounds i8, ptr %v673, i64 128
  %v681 = load <16 x float>, ptr %v680, align 64, !noalias !12
  %v682 = getelementptr i8, ptr %v653, i64 1024
  store <16 x float> %v681, ptr %v682, align 4, !alias.scope !10, !noalias !15
  %v683 = getelementptr inbounds i8, ptr %v673, i64 192
  %v684 = load <16 x float>, ptr %v683, align 64, !noalias !12
  %v685 = getelementptr i8, ptr %v653, i64 1152
  store <16 x float> %v684, ptr %v685, align 4, !alias.scope !10, !noalias !15
  %v686 = getelementptr inbounds i8, ptr %v673, i64 256
  %v687 = load <16 x float>, ptr %v686, align 64, !noalias !12
  %v688 = getelementptr i8, ptr %v653, i64 1280
  store <16 x float> %v687, ptr %v688, align 4, !alias.scope !10, !noalias !15
  %v689 = getelementptr inbounds i8, ptr %v673, i64 320
  %v690 = load <16 x float>, ptr %v689, align 64, !noalias !12
  %v691 = getelementptr i8, ptr %v653, i64 1408
  store <16 x float> %v690, ptr %v691, align 4, !alias.scope !10, !noalias !15
  %v692 = mul nuw nsw i64 %v649, 896
  %v693 = getelementptr inbounds i8, ptr %v4, i64 %v692
  %v694 = getelementptr inbounds i8, ptr %v693, i64 768
  %v695 = load <16 x float>, ptr %v694, align 64, !noalias !12
  %v696 = getelementptr i8, ptr %v103, i64 %v652
  store <16 x float> %v695, ptr %v696, align 4, !alias.scope !10, !noalias !15
  %v697 = getelementptr inbounds i8, ptr %v693, i64 832
  %v698 = load <16 x float>, ptr %v697, align 64, !noalias !12
  %v699 = getelementptr i8, ptr %v696, i64 128
  store <16 x float> %v698, ptr %v699, align 4, !alias.scope !10, !noalias !15
  %v650 = add nuw nsw i64 %v649, 1
  %v700 = icmp eq i64 %v650, 14
  br i1 %v700, label %v15, label %v104

v15:                                         ; preds = %v104
  %v17 = add nuw nsw i64 %v16, 1
  %v701 = icmp eq i64 %v17, %v2
  br i1 %v701, label %v12, label %v14

v12: ; preds = %v15, %v3
  call void @llvm.lifetime.end.p0(i64 12544, ptr nonnull %v4)
  ret void
}

; Function Attrs: nounwind
define void @ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1_packed(ptr nocapture readonly %v0) local_unnamed_addr #2 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = alloca [2 x i64], align 64
  %v4 = alloca [4096 x float], align 64
  %v5 = load ptr, ptr %v0, align 8
  %v6 = getelementptr inbounds i8, ptr %v0, i64 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %v3)
  call void @llvm.lifetime.start.p0(i64 16384, ptr nonnull %v4)
  store ptr %v4, ptr %v3, align 64, !noalias !16
  %v7 = getelementptr inbounds i8, ptr %v3, i64 8
  store ptr %v5, ptr %v7, align 8, !noalias !16
  %v8 = getelementptr inbounds i8, ptr %v2, i64 8
  %v9 = load <2 x ptr>, ptr %v6, align 8
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v3) #2, !noalias !21
  store ptr %v4, ptr %v2, align 64, !noalias !16
  store <2 x ptr> %v9, ptr %v8, align 8, !noalias !16
  call void @ktune_parallel_for(i64 2, ptr nonnull @ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel1, ptr nonnull %v2) #2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %v3)
  call void @llvm.lifetime.end.p0(i64 16384, ptr nonnull %v4)
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
!1 = distinct !{!1, !2, !"ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel0.task: %pad"}
!2 = distinct !{!2, !"ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel0.task: %I"}
!5 = !{!6}
!6 = distinct !{!6, !7, !"ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel1.task: %pad"}
!7 = distinct !{!7, !"ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel1.task"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel1.task: %W"}
!10 = !{!11}
!11 = distinct !{!11, !7, !"ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1.parallel1.task: %O"}
!12 = !{!6, !9, !11}
!13 = !{!9, !11}
!14 = !{!6, !11}
!15 = !{!6, !9}
!16 = !{!17, !19, !20}
!17 = distinct !{!17, !18, !"ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1: %I"}
!18 = distinct !{!18, !"ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1"}
!19 = distinct !{!19, !18, !"ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1: %W"}
!20 = distinct !{!20, !18, !"ktune_conv2d_nhwc_f32_n1_c16_h14_w14_k32_r3_s3_stride1_pad1_dilation1: %O"}
!21 = !{!19, !20}
