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
  %v14 = getelementptr inbounds i8, ptr %v5, i64 64
  %v15 = getelementptr inbounds i8, ptr %v5, i64 128
  %v16 = getelementptr inbounds i8, ptr %v5, i64 1024
  %v17 = getelementptr inbounds i8, ptr %v5, i64 1088
  %v18 = getelementptr inbounds i8, ptr %v5, i64 1152
  %v19 = getelementptr inbounds i8, ptr %v5, i64 2048
  %v20 = getelementptr inbounds i8, ptr %v5, i64 2112
  %v21 = getelementptr inbounds i8, ptr %v5, i64 2176
  br label %v22

v22:                                   ; preds = %v11, %v23
  %v24 = phi i64 [ %v25, %v23 ], [ %v1, %v11 ]
  %v26 = shl i64 %v24, 6
  %v27 = getelementptr i8, ptr %v7, i64 %v26
  %v28 = getelementptr i8, ptr %v27, i64 2048
  %v29 = getelementptr i8, ptr %v27, i64 4096
  %v30 = getelementptr i8, ptr %v27, i64 6144
  %v31 = getelementptr i8, ptr %v27, i64 8192
  %v32 = getelementptr i8, ptr %v27, i64 10240
  %v33 = getelementptr i8, ptr %v27, i64 12288
  %v34 = getelementptr i8, ptr %v27, i64 14336
  %v35 = getelementptr i8, ptr %v27, i64 16384
  br label %v36

v36:                           ; preds = %v37, %v22
  %v38 = phi i64 [ 0, %v22 ], [ %v39, %v37 ]
  %v40 = icmp ult i64 %v38, 32
  %v41 = mul nuw nsw i64 %v38, 96
  %v42 = getelementptr inbounds float, ptr %v4, i64 %v41
  %v43 = or disjoint i64 %v41, 16
  %v44 = getelementptr inbounds float, ptr %v4, i64 %v43
  %v45 = getelementptr inbounds i8, ptr %v42, i64 128
  %v46 = getelementptr inbounds i8, ptr %v42, i64 192
  br i1 %v40, label %v47, label %v48

v47:                                        ; preds = %v36
  %v49 = getelementptr inbounds i8, ptr %v42, i64 256
  %v50 = getelementptr inbounds i8, ptr %v42, i64 320
  %v51 = mul nuw nsw i64 %v38, 6
  %v52 = trunc nuw i64 %v51 to i8
  %v53 = udiv i8 %v52, 14
  %v54 = zext nneg i8 %v53 to i64
  %v55 = trunc nuw i64 %v51 to i8
  %v56 = urem i8 %v55, 14
  %v57 = zext nneg i8 %v56 to i64
  %v58 = shl nuw nsw i64 %v54, 10
  %v59 = shl nuw nsw i64 %v57, 6
  %v60 = trunc nuw i64 %v51 to i8
  %v61 = or disjoint i8 %v60, 1
  %v62 = urem i8 %v61, 14
  %v63 = zext nneg i8 %v62 to i64
  %v64 = shl nuw nsw i64 %v63, 6
  %v65 = add nuw nsw i64 %v51, 2
  %v66 = trunc i64 %v65 to i8
  %v67 = udiv i8 %v66, 14
  %v68 = zext nneg i8 %v67 to i64
  %v69 = trunc i64 %v65 to i8
  %v70 = urem i8 %v69, 14
  %v71 = zext nneg i8 %v70 to i64
  %v72 = shl nuw nsw i64 %v68, 10
  %v73 = shl nuw nsw i64 %v71, 6
  %v74 = add nuw nsw i64 %v51, 3
  %v75 = trunc i64 %v74 to i8
  %v76 = udiv i8 %v75, 14
  %v77 = zext nneg i8 %v76 to i64
  %v78 = trunc i64 %v74 to i8
  %v79 = urem i8 %v78, 14
  %v80 = zext nneg i8 %v79 to i64
  %v81 = shl nuw nsw i64 %v77, 10
  %v82 = shl nuw nsw i64 %v80, 6
  %v83 = add nuw nsw i64 %v51, 4
  %v84 = trunc i64 %v83 to i8
  %v85 = udiv i8 %v84, 14
  %v86 = zext nneg i8 %v85 to i64
  %v87 = trunc i64 %v83 to i8
  %v88 = urem i8 %v87, 14
  %v89 = zext nneg i8 %v88 to i64
  %v90 = shl nuw nsw i64 %v86, 10
  %v91 = shl nuw nsw i64 %v89, 6
  %v92 = add nuw nsw i64 %v51, 5
  %v93 = trunc i64 %v92 to i8
  %v94 = udiv i8 %v93, 14
  %v95 = zext nneg i8 %v94 to i64
  %v96 = trunc i64 %v92 to i8
  %v97 = urem i8 %v96, 14
  %v98 = zext nneg i8 %v97 to i64
  %v99 = shl nuw nsw i64 %v95, 10
  %v100 = shl nuw nsw i64 %v98, 6
  br label %v101

v102:                               ; preds = %v103
  store <16 x float> %v104, ptr %v42, align 64, !noalias !12
  store <16 x float> %v105, ptr %v44, align 64, !noalias !12
  store <16 x float> %v106, ptr %v45, align 64, !noalias !12
  store <16 x float> %v107, ptr %v46, align 64, !noalias !12
  store <16 x float> %v108, ptr %v49, align 64, !noalias !12
  store <16 x float> %v109, ptr %v50, align 64, !noalias !12
  br label %v37

v37:                                        ; preds = %v110, %v102
  %v39 = add nuw nsw i64 %v38, 1
  %v111 = icmp eq i64 %v39, 33
  br i1 %v111, label %v112, label %v36

v112:                               ; preds = %v37
  %v113 = getelementptr i8, ptr %v9, i64 %v26
  %v114 = getelementptr i8, ptr %v13, i64 %v26
  br label %v115

v48:                                        ; preds = %v36
  %v116 = mul nuw nsw i64 %v38, 6
  %v117 = udiv i64 %v116, 14
  %v118 = urem i64 %v116, 14
  %v119 = shl nsw i64 %v117, 10
  %v120 = shl nuw nsw i64 %v118, 6
  %v121 = or disjoint i64 %v116, 1
  %v122 = urem i64 %v121, 14
  %v123 = shl nuw nsw i64 %v122, 6
  %v124 = add nuw nsw i64 %v116, 2
  %v125 = udiv i64 %v124, 14
  %v126 = urem i64 %v124, 14
  %v127 = shl nsw i64 %v125, 10
  %v128 = shl nuw nsw i64 %v126, 6
  %v129 = add nuw nsw i64 %v116, 3
  %v130 = udiv i64 %v129, 14
  %v131 = urem i64 %v129, 14
  %v132 = shl nsw i64 %v130, 10
  %v133 = shl nuw nsw i64 %v131, 6
  br label %v134

v101:                                        ; preds = %v103, %v47
  %v135 = phi <16 x float> [ zeroinitializer, %v47 ], [ %v109, %v103 ]
  %v136 = phi <16 x float> [ zeroinitializer, %v47 ], [ %v108, %v103 ]
  %v137 = phi <16 x float> [ zeroinitializer, %v47 ], [ %v107, %v103 ]
  %v138 = phi <16 x float> [ zeroinitializer, %v47 ], [ %v106, %v103 ]
  %v139 = phi <16 x float> [ zeroinitializer, %v47 ], [ %v105, %v103 ]
  %v140 = phi <16 x float> [ zeroinitializer, %v47 ], [ %v104, %v103 ]
  %v141 = phi i64 [ 0, %v47 ], [ %v142, %v103 ]
  %v143 = shl nsw i64 %v141, 10
  %v144 = getelementptr inbounds i8, ptr %v5, i64 %v143
  %v145 = mul nuw nsw i64 %v141, 6144
  %v146 = getelementptr i8, ptr %v27, i64 %v145
  br label %v147

v147:                                        ; preds = %v147, %v101
  %v148 = phi <16 x float> [ %v135, %v101 ], [ %v149, %v147 ]
  %v150 = phi <16 x float> [ %v136, %v101 ], [ %v151, %v147 ]
  %v152 = phi <16 x float> [ %v137, %v101 ], [ %v153, %v147 ]
  %v154 = phi <16 x float> [ %v138, %v101 ], [ %v155, %v147 ]
  %v156 = phi <16 x float> [ %v139, %v101 ], [ %v157, %v147 ]
  %v158 = phi <16 x float> [ %v140, %v101 ], [ %v159, %v147 ]
  %v160 = phi i64 [ 0, %v101 ], [ %v161, %v147 ]
  %v162 = getelementptr inbounds float, ptr %v144, i64 %v160
  %v163 = getelementptr inbounds i8, ptr %v162, i64 %v58
  %v164 = getelementptr inbounds i8, ptr %v163, i64 %v59
  %v165 = load float, ptr %v164, align 4, !alias.scope !5, !noalias !13
  %v166 = insertelement <16 x float> poison, float %v165, i64 0
  %v167 = shufflevector <16 x float> %v166, <16 x float> poison, <16 x i32> zeroinitializer
  %v168 = shl nuw nsw i64 %v160, 7
  %v169 = getelementptr i8, ptr %v146, i64 %v168
  %v170 = load <16 x float>, ptr %v169, align 4, !alias.scope !8, !noalias !14
  %v171 = fmul contract <16 x float> %v170, %v167
  %v159 = fadd contract <16 x float> %v158, %v171
  %v172 = getelementptr inbounds i8, ptr %v163, i64 %v64
  %v173 = load float, ptr %v172, align 4, !alias.scope !5, !noalias !13
  %v174 = insertelement <16 x float> poison, float %v173, i64 0
  %v175 = shufflevector <16 x float> %v174, <16 x float> poison, <16 x i32> zeroinitializer
  %v176 = fmul contract <16 x float> %v170, %v175
  %v157 = fadd contract <16 x float> %v156, %v176
  %v177 = getelementptr inbounds i8, ptr %v162, i64 %v72
  %v178 = getelementptr inbounds i8, ptr %v177, i64 %v73
  %v179 = load float, ptr %v178, align 4, !alias.scope !5, !noalias !13
  %v180 = insertelement <16 x float> poison, float %v179, i64 0
  %v181 = shufflevector <16 x float> %v180, <16 x float> poison, <16 x i32> zeroinitializer
  %v182 = fmul contract <16 x float> %v170, %v181
  %v155 = fadd contract <16 x float> %v154, %v182
  %v183 = getelementptr inbounds i8, ptr %v162, i64 %v81
  %v184 = getelementptr inbounds i8, ptr %v183, i64 %v82
  %v185 = load float, ptr %v184, align 4, !alias.scope !5, !noalias !13
  %v186 = insertelement <16 x float> poison, float %v185, i64 0
  %v187 = shufflevector <16 x float> %v186, <16 x float> poison, <16 x i32> zeroinitializer
  %v188 = fmul contract <16 x float> %v170, %v187
  %v153 = fadd contract <16 x float> %v152, %v188
  %v189 = getelementptr inbounds i8, ptr %v162, i64 %v90
  %v190 = getelementptr inbounds i8, ptr %v189, i64 %v91
  %v191 = load float, ptr %v190, align 4, !alias.scope !5, !noalias !13
  %v192 = insertelement <16 x float> poison, float %v191, i64 0
  %v193 = shufflevector <16 x float> %v192, <16 x float> poison, <16 x i32> zeroinitializer
  %v194 = fmul contract <16 x float> %v170, %v193
  %v151 = fadd contract <16 x float> %v150, %v194
  %v195 = getelementptr inbounds i8, ptr %v162, i64 %v99
  %v196 = getelementptr inbounds i8, ptr %v195, i64 %v100
  %v197 = load float, ptr %v196, align 4, !alias.scope !5, !noalias !13
  %v198 = insertelement <16 x float> poison, float %v197, i64 0
  %v199 = shufflevector <16 x float> %v198, <16 x float> poison, <16 x i32> zeroinitializer
  %v200 = fmul contract <16 x float> %v170, %v199
  %v149 = fadd contract <16 x float> %v148, %v200
  %v161 = add nuw nsw i64 %v160, 1
  %v201 = icmp eq i64 %v161, 16
  br i1 %v201, label %v202, label %v147

v202:                                        ; preds = %v147
  %v203 = getelementptr inbounds i8, ptr %v144, i64 64
  %v204 = getelementptr i8, ptr %v146, i64 2048
  br label %v205

v205:                                      ; preds = %v205, %v202
  %v206 = phi <16 x float> [ %v149, %v202 ], [ %v207, %v205 ]
  %v208 = phi <16 x float> [ %v151, %v202 ], [ %v209, %v205 ]
  %v210 = phi <16 x float> [ %v153, %v202 ], [ %v211, %v205 ]
  %v212 = phi <16 x float> [ %v155, %v202 ], [ %v213, %v205 ]
  %v214 = phi <16 x float> [ %v157, %v202 ], [ %v215, %v205 ]
  %v216 = phi <16 x float> [ %v159, %v202 ], [ %v217, %v205 ]
  %v218 = phi i64 [ 0, %v202 ], [ %v219, %v205 ]
  %v220 = getelementptr inbounds float, ptr %v203, i64 %v218
  %v221 = getelementptr inbounds i8, ptr %v220, i64 %v58
  %v222 = getelementptr inbounds i8, ptr %v221, i64 %v59
  %v223 = load float, ptr %v222, align 4, !alias.scope !5, !noalias !13
  %v224 = insertelement <16 x float> poison, float %v223, i64 0
  %v225 = shufflevector <16 x float> %v224, <16 x float> poison, <16 x i32> zeroinitializer
  %v226 = shl nuw nsw i64 %v218, 7
  %v227 = getelementptr i8, ptr %v204, i64 %v226
  %v228 = load <16 x float>, ptr %v227, align 4, !alias.scope !8, !noalias !14
  %v229 = fmul contract <16 x float> %v228, %v225
  %v217 = fadd contract <16 x float> %v216, %v229
  %v230 = getelementptr inbounds i8, ptr %v221, i64 %v64
  %v231 = load float, ptr %v230, align 4, !alias.scope !5, !noalias !13
  %v232 = insertelement <16 x float> poison, float %v231, i64 0
  %v233 = shufflevector <16 x float> %v232, <16 x float> poison, <16 x i32> zeroinitializer
  %v234 = fmul contract <16 x float> %v228, %v233
  %v215 = fadd contract <16 x float> %v214, %v234
  %v235 = getelementptr inbounds i8, ptr %v220, i64 %v72
  %v236 = getelementptr inbounds i8, ptr %v235, i64 %v73
  %v237 = load float, ptr %v236, align 4, !alias.scope !5, !noalias !13
  %v238 = insertelement <16 x float> poison, float %v237, i64 0
  %v239 = shufflevector <16 x float> %v238, <16 x float> poison, <16 x i32> zeroinitializer
  %v240 = fmul contract <16 x float> %v228, %v239
  %v213 = fadd contract <16 x float> %v212, %v240
  %v241 = getelementptr inbounds i8, ptr %v220, i64 %v81
  %v242 = getelementptr inbounds i8, ptr %v241, i64 %v82
  %v243 = load float, ptr %v242, align 4, !alias.scope !5, !noalias !13
  %v244 = insertelement <16 x float> poison, float %v243, i64 0
  %v245 = shufflevector <16 x float> %v244, <16 x float> poison, <16 x i32> zeroinitializer
  %v246 = fmul contract <16 x float> %v228, %v245
  %v211 = fadd contract <16 x float> %v210, %v246
  %v247 = getelementptr inbounds i8, ptr %v220, i64 %v90
  %v248 = getelementptr inbounds i8, ptr %v247, i64 %v91
  %v249 = load float, ptr %v248, align 4, !alias.scope !5, !noalias !13
  %v250 = insertelement <16 x float> poison, float %v249, i64 0
  %v251 = shufflevector <16 x float> %v250, <16 x float> poison, <16 x i32> zeroinitializer
  %v252 = fmul contract <16 x float> %v228, %v251
  %v209 = fadd contract <16 x float> %v208, %v252
  %v253 = getelementptr inbounds i8, ptr %v220, i64 %v99
  %v254 = getelementptr inbounds i8, ptr %v253, i64 %v100
  %v255 = load float, ptr %v254, align 4, !alias.scope !5, !noalias !13
  %v256 = insertelement <16 x float> poison, float %v255, i64 0
  %v257 = shufflevector <16 x float> %v256, <16 x float> poison, <16 x i32> zeroinitializer
  %v258 = fmul contract <16 x float> %v228, %v257
  %v207 = fadd contract <16 x float> %v206, %v258
  %v219 = add nuw nsw i64 %v218, 1
  %v259 = icmp eq i64 %v219, 16
  br i1 %v259, label %v260, label %v205

v260:                                      ; preds = %v205
  %v261 = getelementptr inbounds i8, ptr %v144, i64 128
  %v262 = getelementptr i8, ptr %v146, i64 4096
  br label %v263

v263:                                      ; preds = %v263, %v260
  %v264 = phi <16 x float> [ %v207, %v260 ], [ %v109, %v263 ]
  %v265 = phi <16 x float> [ %v209, %v260 ], [ %v108, %v263 ]
  %v266 = phi <16 x float> [ %v211, %v260 ], [ %v107, %v263 ]
  %v267 = phi <16 x float> [ %v213, %v260 ], [ %v106, %v263 ]
  %v268 = phi <16 x float> [ %v215, %v260 ], [ %v105, %v263 ]
  %v269 = phi <16 x float> [ %v217, %v260 ], [ %v104, %v263 ]
  %v270 = phi i64 [ 0, %v260 ], [ %v271, %v263 ]
  %v272 = getelementptr inbounds float, ptr %v261, i64 %v270
  %v273 = getelementptr inbounds i8, ptr %v272, i64 %v58
  %v274 = getelementptr inbounds i8, ptr %v273, i64 %v59
  %v275 = load float, ptr %v274, align 4, !alias.scope !5, !noalias !13
  %v276 = insertelement <16 x float> poison, float %v275, i64 0
  %v277 = shufflevector <16 x float> %v276, <16 x float> poison, <16 x i32> zeroinitializer
  %v278 = shl nuw nsw i64 %v270, 7
  %v279 = getelementptr i8, ptr %v262, i64 %v278
  %v280 = load <16 x float>, ptr %v279, align 4, !alias.scope !8, !noalias !14
  %v281 = fmul contract <16 x float> %v280, %v277
  %v104 = fadd contract <16 x float> %v269, %v281
  %v282 = getelementptr inbounds i8, ptr %v273, i64 %v64
  %v283 = load float, ptr %v282, align 4, !alias.scope !5, !noalias !13
  %v284 = insertelement <16 x float> poison, float %v283, i64 0
  %v285 = shufflevector <16 x float> %v284, <16 x float> poison, <16 x i32> zeroinitializer
  %v286 = fmul contract <16 x float> %v280, %v285
  %v105 = fadd contract <16 x float> %v268, %v286
  %v287 = getelementptr inbounds i8, ptr %v272, i64 %v72
  %v288 = getelementptr inbounds i8, ptr %v287, i64 %v73
  %v289 = load float, ptr %v288, align 4, !alias.scope !5, !noalias !13
  %v290 = insertelement <16 x float> poison, float %v289, i64 0
  %v291 = shufflevector <16 x float> %v290, <16 x float> poison, <16 x i32> zeroinitializer
  %v292 = fmul contract <16 x float> %v280, %v291
  %v106 = fadd contract <16 x float> %v267, %v292
  %v293 = getelementptr inbounds i8, ptr %v272, i64 %v81
  %v294 = getelementptr inbounds i8, ptr %v293, i64 %v82
  %v295 = load float, ptr %v294, align 4, !alias.scope !5, !noalias !13
  %v296 = insertelement <16 x float> poison, float %v295, i64 0
  %v297 = shufflevector <16 x float> %v296, <16 x float> poison, <16 x i32> zeroinitializer
  %v298 = fmul contract <16 x float> %v280, %v297
  %v107 = fadd contract <16 x float> %v266, %v298
  %v299 = getelementptr inbounds i8, ptr %v272, i64 %v90
  %v300 = getelementptr inbounds i8, ptr %v299, i64 %v91
  %v301 = load float, ptr %v300, align 4, !alias.scope !5, !noalias !13
  %v302 = insertelement <16 x float> poison, float %v301, i64 0
  %v303 = shufflevector <16 x float> %v302, <16 x float> poison, <16 x i32> zeroinitializer
  %v304 = fmul contract <16 x float> %v280, %v303
  %v108 = fadd contract <16 x float> %v265, %v304
  %v305 = getelementptr inbounds i8, ptr %v272, i64 %v99
  %v306 = getelementptr inbounds i8, ptr %v305, i64 %v100
  %v307 = load float, ptr %v306, align 4, !alias.scope !5, !noalias !13
  %v308 = insertelement <16 x float> poison, float %v307, i64 0
  %v309 = shufflevector <16 x float> %v308, <16 x float> poison, <16 x i32> zeroinitializer
  %v310 = fmul contract <16 x float> %v280, %v309
  %v109 = fadd contract <16 x float> %v264, %v310
  %v271 = add nuw nsw i64 %v270, 1
  %v311 = icmp eq i64 %v271, 16
  br i1 %v311, label %v103, label %v263

v103:                                      ; preds = %v263
  %v142 = add nuw nsw i64 %v141, 1
  %v312 = icmp eq i64 %v142, 3
  br i1 %v312, label %v102, label %v101

v134:                                      ; preds = %v134, %v48
  %v313 = phi <16 x float> [ zeroinitializer, %v48 ], [ %v314, %v134 ]
  %v315 = phi <16 x float> [ zeroinitializer, %v48 ], [ %v316, %v134 ]
  %v317 = phi <16 x float> [ zeroinitializer, %v48 ], [ %v318, %v134 ]
  %v319 = phi <16 x float> [ zeroinitializer, %v48 ], [ %v320, %v134 ]
  %v321 = phi i64 [ 0, %v48 ], [ %v322, %v134 ]
  %v323 = getelementptr inbounds float, ptr %v5, i64 %v321
  %v324 = getelementptr inbounds i8, ptr %v323, i64 %v119
  %v325 = getelementptr inbounds i8, ptr %v324, i64 %v120
  %v326 = load float, ptr %v325, align 4, !alias.scope !5, !noalias !13
  %v327 = insertelement <16 x float> poison, float %v326, i64 0
  %v328 = shufflevector <16 x float> %v327, <16 x float> poison, <16 x i32> zeroinitializer
  %v329 = shl nuw nsw i64 %v321, 7
  %v330 = getelementptr i8, ptr %v27, i64 %v329
  %v331 = load <16 x float>, ptr %v330, align 4, !alias.scope !8, !noalias !14
  %v332 = fmul contract <16 x float> %v331, %v328
  %v320 = fadd contract <16 x float> %v319, %v332
  %v333 = getelementptr inbounds i8, ptr %v324, i64 %v123
  %v334 = load float, ptr %v333, align 4, !alias.scope !5, !noalias !13
  %v335 = insertelement <16 x float> poison, float %v334, i64 0
  %v336 = shufflevector <16 x float> %v335, <16 x float> poison, <16 x i32> zeroinitializer
  %v337 = fmul contract <16 x float> %v331, %v336
  %v318 = fadd contract <16 x float> %v317, %v337
  %v338 = getelementptr inbounds i8, ptr %v323, i64 %v127
  %v339 = getelementptr inbounds i8, ptr %v338, i64 %v128
  %v340 = load float, ptr %v339, align 4, !alias.scope !5, !noalias !13
  %v341 = insertelement <16 x float> poison, float %v340, i64 0
  %v342 = shufflevector <16 x float> %v341, <16 x float> poison, <16 x i32> zeroinitializer
  %v343 = fmul contract <16 x float> %v331, %v342
  %v316 = fadd contract <16 x float> %v315, %v343
  %v344 = getelementptr inbounds i8, ptr %v323, i64 %v132
  %v345 = getelementptr inbounds i8, ptr %v344, i64 %v133
  %v346 = load float, ptr %v345, align 4, !alias.scope !5, !noalias !13
  %v347 = insertelement <16 x float> poison, float %v346, i64 0
  %v348 = shufflevector <16 x float> %v347, <16 x float> poison, <16 x i32> zeroinitializer
  %v349 = fmul contract <16 x float> %v331, %v348
  %v314 = fadd contract <16 x float> %v313, %v349
  %v322 = add nuw nsw i64 %v321, 1
  %v350 = icmp eq i64 %v322, 16
  br i1 %v350, label %v351, label %v134

v351:                                    ; preds = %v134, %v351
  %v352 = phi <16 x float> [ %v353, %v351 ], [ %v314, %v134 ]
  %v354 = phi <16 x float> [ %v355, %v351 ], [ %v316, %v134 ]
  %v356 = phi <16 x float> [ %v357, %v351 ], [ %v318, %v134 ]
  %v358 = phi <16 x float> [ %v359, %v351 ], [ %v320, %v134 ]
  %v360 = phi i64 [ %v361, %v351 ], [ 0, %v134 ]
  %v362 = getelementptr inbounds float, ptr %v14, i64 %v360
  %v363 = getelementptr inbounds i8, ptr %v362, i64 %v119
  %v364 = getelementptr inbounds i8, ptr %v363, i64 %v120
  %v365 = load float, ptr %v364, align 4, !alias.scope !5, !noalias !13
  %v366 = insertelement <16 x float> poison, float %v365, i64 0
  %v367 = shufflevector <16 x float> %v366, <16 x float> poison, <16 x i32> zeroinitializer
  %v368 = shl nuw nsw i64 %v360, 7
  %v369 = getelementptr i8, ptr %v28, i64 %v368
  %v370 = load <16 x float>, ptr %v369, align 4, !alias.scope !8, !noalias !14
  %v371 = fmul contract <16 x float> %v370, %v367
  %v359 = fadd contract <16 x float> %v358, %v371
  %v372 = getelementptr inbounds i8, ptr %v363, i64 %v123
  %v373 = load float, ptr %v372, align 4, !alias.scope !5, !noalias !13
  %v374 = insertelement <16 x float> poison, float %v373, i64 0
  %v375 = shufflevector <16 x float> %v374, <16 x float> poison, <16 x i32> zeroinitializer
  %v376 = fmul contract <16 x float> %v370, %v375
  %v357 = fadd contract <16 x float> %v356, %v376
  %v377 = getelementptr inbounds i8, ptr %v362, i64 %v127
  %v378 = getelementptr inbounds i8, ptr %v377, i64 %v128
  %v379 = load float, ptr %v378, align 4, !alias.scope !5, !noalias !13
  %v380 = insertelement <16 x float> poison, float %v379, i64 0
  %v381 = shufflevector <16 x float> %v380, <16 x float> poison, <16 x i32> zeroinitializer
  %v382 = fmul contract <16 x float> %v370, %v381
  %v355 = fadd contract <16 x float> %v354, %v382
  %v383 = getelementptr inbounds i8, ptr %v362, i64 %v132
  %v384 = getelementptr inbounds i8, ptr %v383, i64 %v133
  %v385 = load float, ptr %v384, align 4, !alias.scope !5, !noalias !13
  %v386 = insertelement <16 x float> poison, float %v385, i64 0
  %v387 = shufflevector <16 x float> %v386, <16 x float> poison, <16 x i32> zeroinitializer
  %v388 = fmul contract <16 x float> %v370, %v387
  %v353 = fadd contract <16 x float> %v352, %v388
  %v361 = add nuw nsw i64 %v360, 1
  %v389 = icmp eq i64 %v361, 16
  br i1 %v389, label %v390, label %v351

v390:                                    ; preds = %v351, %v390
  %v391 = phi <16 x float> [ %v392, %v390 ], [ %v353, %v351 ]
  %v393 = phi <16 x float> [ %v394, %v390 ], [ %v355, %v351 ]
  %v395 = phi <16 x float> [ %v396, %v390 ], [ %v357, %v351 ]
  %v397 = phi <16 x float> [ %v398, %v390 ], [ %v359, %v351 ]
  %v399 = phi i64 [ %v400, %v390 ], [ 0, %v351 ]
  %v401 = getelementptr inbounds float, ptr %v15, i64 %v399
  %v402 = getelementptr inbounds i8, ptr %v401, i64 %v119
  %v403 = getelementptr inbounds i8, ptr %v402, i64 %v120
  %v404 = load float, ptr %v403, align 4, !alias.scope !5, !noalias !13
  %v405 = insertelement <16 x float> poison, float %v404, i64 0
  %v406 = shufflevector <16 x float> %v405, <16 x float> poison, <16 x i32> zeroinitializer
  %v407 = shl nuw nsw i64 %v399, 7
  %v408 = getelementptr i8, ptr %v29, i64 %v407
  %v409 = load <16 x float>, ptr %v408, align 4, !alias.scope !8, !noalias !14
  %v410 = fmul contract <16 x float> %v409, %v406
  %v398 = fadd contract <16 x float> %v397, %v410
  %v411 = getelementptr inbounds i8, ptr %v402, i64 %v123
  %v412 = load float, ptr %v411, align 4, !alias.scope !5, !noalias !13
  %v413 = insertelement <16 x float> poison, float %v412, i64 0
  %v414 = shufflevector <16 x float> %v413, <16 x float> poison, <16 x i32> zeroinitializer
  %v415 = fmul contract <16 x float> %v409, %v414
  %v396 = fadd contract <16 x float> %v395, %v415
  %v416 = getelementptr inbounds i8, ptr %v401, i64 %v127
  %v417 = getelementptr inbounds i8, ptr %v416, i64 %v128
  %v418 = load float, ptr %v417, align 4, !alias.scope !5, !noalias !13
  %v419 = insertelement <16 x float> poison, float %v418, i64 0
  %v420 = shufflevector <16 x float> %v419, <16 x float> poison, <16 x i32> zeroinitializer
  %v421 = fmul contract <16 x float> %v409, %v420
  %v394 = fadd contract <16 x float> %v393, %v421
  %v422 = getelementptr inbounds i8, ptr %v401, i64 %v132
  %v423 = getelementptr inbounds i8, ptr %v422, i64 %v133
  %v424 = load float, ptr %v423, align 4, !alias.scope !5, !noalias !13
  %v425 = insertelement <16 x float> poison, float %v424, i64 0
  %v426 = shufflevector <16 x float> %v425, <16 x float> poison, <16 x i32> zeroinitializer
  %v427 = fmul contract <16 x float> %v409, %v426
  %v392 = fadd contract <16 x float> %v391, %v427
  %v400 = add nuw nsw i64 %v399, 1
  %v428 = icmp eq i64 %v400, 16
  br i1 %v428, label %v429, label %v390

v429:                                 ; preds = %v390, %v429
  %v430 = phi <16 x float> [ %v431, %v429 ], [ %v392, %v390 ]
  %v432 = phi <16 x float> [ %v433, %v429 ], [ %v394, %v390 ]
  %v434 = phi <16 x float> [ %v435, %v429 ], [ %v396, %v390 ]
  %v436 = phi <16 x float> [ %v437, %v429 ], [ %v398, %v390 ]
  %v438 = phi i64 [ %v439, %v429 ], [ 0, %v390 ]
  %v440 = getelementptr inbounds float, ptr %v16, i64 %v438
  %v441 = getelementptr inbounds i8, ptr %v440, i64 %v119
  %v442 = getelementptr inbounds i8, ptr %v441, i64 %v120
  %v443 = load float, ptr %v442, align 4, !alias.scope !5, !noalias !13
  %v444 = insertelement <16 x float> poison, float %v443, i64 0
  %v445 = shufflevector <16 x float> %v444, <16 x float> poison, <16 x i32> zeroinitializer
  %v446 = shl nuw nsw i64 %v438, 7
  %v447 = getelementptr i8, ptr %v30, i64 %v446
  %v448 = load <16 x float>, ptr %v447, align 4, !alias.scope !8, !noalias !14
  %v449 = fmul contract <16 x float> %v448, %v445
  %v437 = fadd contract <16 x float> %v436, %v449
  %v450 = getelementptr inbounds i8, ptr %v441, i64 %v123
  %v451 = load float, ptr %v450, align 4, !alias.scope !5, !noalias !13
  %v452 = insertelement <16 x float> poison, float %v451, i64 0
  %v453 = shufflevector <16 x float> %v452, <16 x float> poison, <16 x i32> zeroinitializer
  %v454 = fmul contract <16 x float> %v448, %v453
  %v435 = fadd contract <16 x float> %v434, %v454
  %v455 = getelementptr inbounds i8, ptr %v440, i64 %v127
  %v456 = getelementptr inbounds i8, ptr %v455, i64 %v128
  %v457 = load float, ptr %v456, align 4, !alias.scope !5, !noalias !13
  %v458 = insertelement <16 x float> poison, float %v457, i64 0
  %v459 = shufflevector <16 x float> %v458, <16 x float> poison, <16 x i32> zeroinitializer
  %v460 = fmul contract <16 x float> %v448, %v459
  %v433 = fadd contract <16 x float> %v432, %v460
  %v461 = getelementptr inbounds i8, ptr %v440, i64 %v132
  %v462 = getelementptr inbounds i8, ptr %v461, i64 %v133
  %v463 = load float, ptr %v462, align 4, !alias.scope !5, !noalias !13
  %v464 = insertelement <16 x float> poison, float %v463, i64 0
  %v465 = shufflevector <16 x float> %v464, <16 x float> poison, <16 x i32> zeroinitializer
  %v466 = fmul contract <16 x float> %v448, %v465
  %v431 = fadd contract <16 x float> %v430, %v466
  %v439 = add nuw nsw i64 %v438, 1
  %v467 = icmp eq i64 %v439, 16
  br i1 %v467, label %v468, label %v429

v468:                                  ; preds = %v429, %v468
  %v469 = phi <16 x float> [ %v470, %v468 ], [ %v431, %v429 ]
  %v471 = phi <16 x float> [ %v472, %v468 ], [ %v433, %v429 ]
  %v473 = phi <16 x float> [ %v474, %v468 ], [ %v435, %v429 ]
  %v475 = phi <16 x float> [ %v476, %v468 ], [ %v437, %v429 ]
  %v477 = phi i64 [ %v478, %v468 ], [ 0, %v429 ]
  %v479 = getelementptr inbounds float, ptr %v17, i64 %v477
  %v480 = getelementptr inbounds i8, ptr %v479, i64 %v119
  %v481 = getelementptr inbounds i8, ptr %v480, i64 %v120
  %v482 = load float, ptr %v481, align 4, !alias.scope !5, !noalias !13
  %v483 = insertelement <16 x float> poison, float %v482, i64 0
  %v484 = shufflevector <16 x float> %v483, <16 x float> poison, <16 x i32> zeroinitializer
  %v485 = shl nuw nsw i64 %v477, 7
  %v486 = getelementptr i8, ptr %v31, i64 %v485
  %v487 = load <16 x float>, ptr %v486, align 4, !alias.scope !8, !noalias !14
  %v488 = fmul contract <16 x float> %v487, %v484
  %v476 = fadd contract <16 x float> %v475, %v488
  %v489 = getelementptr inbounds i8, ptr %v480, i64 %v123
  %v490 = load float, ptr %v489, align 4, !alias.scope !5, !noalias !13
  %v491 = insertelement <16 x float> poison, float %v490, i64 0
  %v492 = shufflevector <16 x float> %v491, <16 x float> poison, <16 x i32> zeroinitializer
  %v493 = fmul contract <16 x float> %v487, %v492
  %v474 = fadd contract <16 x float> %v473, %v493
  %v494 = getelementptr inbounds i8, ptr %v479, i64 %v127
  %v495 = getelementptr inbounds i8, ptr %v494, i64 %v128
  %v496 = load float, ptr %v495, align 4, !alias.scope !5, !noalias !13
  %v497 = insertelement <16 x float> poison, float %v496, i64 0
  %v498 = shufflevector <16 x float> %v497, <16 x float> poison, <16 x i32> zeroinitializer
  %v499 = fmul contract <16 x float> %v487, %v498
  %v472 = fadd contract <16 x float> %v471, %v499
  %v500 = getelementptr inbounds i8, ptr %v479, i64 %v132
  %v501 = getelementptr inbounds i8, ptr %v500, i64 %v133
  %v502 = load float, ptr %v501, align 4, !alias.scope !5, !noalias !13
  %v503 = insertelement <16 x float> poison, float %v502, i64 0
  %v504 = shufflevector <16 x float> %v503, <16 x float> poison, <16 x i32> zeroinitializer
  %v505 = fmul contract <16 x float> %v487, %v504
  %v470 = fadd contract <16 x float> %v469, %v505
  %v478 = add nuw nsw i64 %v477, 1
  %v506 = icmp eq i64 %v478, 16
  br i1 %v506, label %v507, label %v468

v507:                                  ; preds = %v468, %v507
  %v508 = phi <16 x float> [ %v509, %v507 ], [ %v470, %v468 ]
  %v510 = phi <16 x float> [ %v511, %v507 ], [ %v472, %v468 ]
  %v512 = phi <16 x float> [ %v513, %v507 ], [ %v474, %v468 ]
  %v514 = phi <16 x float> [ %v515, %v507 ], [ %v476, %v468 ]
  %v516 = phi i64 [ %v517, %v507 ], [ 0, %v468 ]
  %v518 = getelementptr inbounds float, ptr %v18, i64 %v516
  %v519 = getelementptr inbounds i8, ptr %v518, i64 %v119
  %v520 = getelementptr inbounds i8, ptr %v519, i64 %v120
  %v521 = load float, ptr %v520, align 4, !alias.scope !5, !noalias !13
  %v522 = insertelement <16 x float> poison, float %v521, i64 0
  %v523 = shufflevector <16 x float> %v522, <16 x float> poison, <16 x i32> zeroinitializer
  %v524 = shl nuw nsw i64 %v516, 7
  %v525 = getelementptr i8, ptr %v32, i64 %v524
  %v526 = load <16 x float>, ptr %v525, align 4, !alias.scope !8, !noalias !14
  %v527 = fmul contract <16 x float> %v526, %v523
  %v515 = fadd contract <16 x float> %v514, %v527
  %v528 = getelementptr inbounds i8, ptr %v519, i64 %v123
  %v529 = load float, ptr %v528, align 4, !alias.scope !5, !noalias !13
  %v530 = insertelement <16 x float> poison, float %v529, i64 0
  %v531 = shufflevector <16 x float> %v530, <16 x float> poison, <16 x i32> zeroinitializer
  %v532 = fmul contract <16 x float> %v526, %v531
  %v513 = fadd contract <16 x float> %v512, %v532
  %v533 = getelementptr inbounds i8, ptr %v518, i64 %v127
  %v534 = getelementptr inbounds i8, ptr %v533, i64 %v128
  %v535 = load float, ptr %v534, align 4, !alias.scope !5, !noalias !13
  %v536 = insertelement <16 x float> poison, float %v535, i64 0
  %v537 = shufflevector <16 x float> %v536, <16 x float> poison, <16 x i32> zeroinitializer
  %v538 = fmul contract <16 x float> %v526, %v537
  %v511 = fadd contract <16 x float> %v510, %v538
  %v539 = getelementptr inbounds i8, ptr %v518, i64 %v132
  %v540 = getelementptr inbounds i8, ptr %v539, i64 %v133
  %v541 = load float, ptr %v540, align 4, !alias.scope !5, !noalias !13
  %v542 = insertelement <16 x float> poison, float %v541, i64 0
  %v543 = shufflevector <16 x float> %v542, <16 x float> poison, <16 x i32> zeroinitializer
  %v544 = fmul contract <16 x float> %v526, %v543
  %v509 = fadd contract <16 x float> %v508, %v544
  %v517 = add nuw nsw i64 %v516, 1
  %v545 = icmp eq i64 %v517, 16
  br i1 %v545, label %v546, label %v507

v546:                                 ; preds = %v507, %v546
  %v547 = phi <16 x float> [ %v548, %v546 ], [ %v509, %v507 ]
  %v549 = phi <16 x float> [ %v550, %v546 ], [ %v511, %v507 ]
  %v551 = phi <16 x float> [ %v552, %v546 ], [ %v513, %v507 ]
  %v553 = phi <16 x float> [ %v554, %v546 ], [ %v515, %v507 ]
  %v555 = phi i64 [ %v556, %v546 ], [ 0, %v507 ]
  %v557 = getelementptr inbounds float, ptr %v19, i64 %v555
  %v558 = getelementptr inbounds i8, ptr %v557, i64 %v119
  %v559 = getelementptr inbounds i8, ptr %v558, i64 %v120
  %v560 = load float, ptr %v559, align 4, !alias.scope !5, !noalias !13
  %v561 = insertelement <16 x float> poison, float %v560, i64 0
  %v562 = shufflevector <16 x float> %v561, <16 x float> poison, <16 x i32> zeroinitializer
  %v563 = shl nuw nsw i64 %v555, 7
  %v564 = getelementptr i8, ptr %v33, i64 %v563
  %v565 = load <16 x float>, ptr %v564, align 4, !alias.scope !8, !noalias !14
  %v566 = fmul contract <16 x float> %v565, %v562
  %v554 = fadd contract <16 x float> %v553, %v566
  %v567 = getelementptr inbounds i8, ptr %v558, i64 %v123
  %v568 = load float, ptr %v567, align 4, !alias.scope !5, !noalias !13
  %v569 = insertelement <16 x float> poison, float %v568, i64 0
  %v570 = shufflevector <16 x float> %v569, <16 x float> poison, <16 x i32> zeroinitializer
  %v571 = fmul contract <16 x float> %v565, %v570
  %v552 = fadd contract <16 x float> %v551, %v571
  %v572 = getelementptr inbounds i8, ptr %v557, i64 %v127
  %v573 = getelementptr inbounds i8, ptr %v572, i64 %v128
  %v574 = load float, ptr %v573, align 4, !alias.scope !5, !noalias !13
  %v575 = insertelement <16 x float> poison, float %v574, i64 0
  %v576 = shufflevector <16 x float> %v575, <16 x float> poison, <16 x i32> zeroinitializer
  %v577 = fmul contract <16 x float> %v565, %v576
  %v550 = fadd contract <16 x float> %v549, %v577
  %v578 = getelementptr inbounds i8, ptr %v557, i64 %v132
  %v579 = getelementptr inbounds i8, ptr %v578, i64 %v133
  %v580 = load float, ptr %v579, align 4, !alias.scope !5, !noalias !13
  %v581 = insertelement <16 x float> poison, float %v580, i64 0
  %v582 = shufflevector <16 x float> %v581, <16 x float> poison, <16 x i32> zeroinitializer
  %v583 = fmul contract <16 x float> %v565, %v582
  %v548 = fadd contract <16 x float> %v547, %v583
  %v556 = add nuw nsw i64 %v555, 1
  %v584 = icmp eq i64 %v556, 16
  br i1 %v584, label %v585, label %v546

v585:                                  ; preds = %v546, %v585
  %v586 = phi <16 x float> [ %v587, %v585 ], [ %v548, %v546 ]
  %v588 = phi <16 x float> [ %v589, %v585 ], [ %v550, %v546 ]
  %v590 = phi <16 x float> [ %v591, %v585 ], [ %v552, %v546 ]
  %v592 = phi <16 x float> [ %v593, %v585 ], [ %v554, %v546 ]
  %v594 = phi i64 [ %v595, %v585 ], [ 0, %v546 ]
  %v596 = getelementptr inbounds float, ptr %v20, i64 %v594
  %v597 = getelementptr inbounds i8, ptr %v596, i64 %v119
  %v598 = getelementptr inbounds i8, ptr %v597, i64 %v120
  %v599 = load float, ptr %v598, align 4, !alias.scope !5, !noalias !13
  %v600 = insertelement <16 x float> poison, float %v599, i64 0
  %v601 = shufflevector <16 x float> %v600, <16 x float> poison, <16 x i32> zeroinitializer
  %v602 = shl nuw nsw i64 %v594, 7
  %v603 = getelementptr i8, ptr %v34, i64 %v602
  %v604 = load <16 x float>, ptr %v603, align 4, !alias.scope !8, !noalias !14
  %v605 = fmul contract <16 x float> %v604, %v601
  %v593 = fadd contract <16 x float> %v592, %v605
  %v606 = getelementptr inbounds i8, ptr %v597, i64 %v123
  %v607 = load float, ptr %v606, align 4, !alias.scope !5, !noalias !13
  %v608 = insertelement <16 x float> poison, float %v607, i64 0
  %v609 = shufflevector <16 x float> %v608, <16 x float> poison, <16 x i32> zeroinitializer
  %v610 = fmul contract <16 x float> %v604, %v609
  %v591 = fadd contract <16 x float> %v590, %v610
  %v611 = getelementptr inbounds i8, ptr %v596, i64 %v127
  %v612 = getelementptr inbounds i8, ptr %v611, i64 %v128
  %v613 = load float, ptr %v612, align 4, !alias.scope !5, !noalias !13
  %v614 = insertelement <16 x float> poison, float %v613, i64 0
  %v615 = shufflevector <16 x float> %v614, <16 x float> poison, <16 x i32> zeroinitializer
  %v616 = fmul contract <16 x float> %v604, %v615
  %v589 = fadd contract <16 x float> %v588, %v616
  %v617 = getelementptr inbounds i8, ptr %v596, i64 %v132
  %v618 = getelementptr inbounds i8, ptr %v617, i64 %v133
  %v619 = load float, ptr %v618, align 4, !alias.scope !5, !noalias !13
  %v620 = insertelement <16 x float> poison, float %v619, i64 0
  %v621 = shufflevector <16 x float> %v620, <16 x float> poison, <16 x i32> zeroinitializer
  %v622 = fmul contract <16 x float> %v604, %v621
  %v587 = fadd contract <16 x float> %v586, %v622
  %v595 = add nuw nsw i64 %v594, 1
  %v623 = icmp eq i64 %v595, 16
  br i1 %v623, label %v624, label %v585

v624:                                  ; preds = %v585, %v624
  %v625 = phi <16 x float> [ %v626, %v624 ], [ %v587, %v585 ]
  %v627 = phi <16 x float> [ %v628, %v624 ], [ %v589, %v585 ]
  %v629 = phi <16 x float> [ %v630, %v624 ], [ %v591, %v585 ]
  %v631 = phi <16 x float> [ %v632, %v624 ], [ %v593, %v585 ]
  %v633 = phi i64 [ %v634, %v624 ], [ 0, %v585 ]
  %v635 = getelementptr inbounds float, ptr %v21, i64 %v633
  %v636 = getelementptr inbounds i8, ptr %v635, i64 %v119
  %v637 = getelementptr inbounds i8, ptr %v636, i64 %v120
  %v638 = load float, ptr %v637, align 4, !alias.scope !5, !noalias !13
  %v639 = insertelement <16 x float> poison, float %v638, i64 0
  %v640 = shufflevector <16 x float> %v639, <16 x float> poison, <16 x i32> zeroinitializer
  %v641 = shl nuw nsw i64 %v633, 7
  %v642 = getelementptr i8, ptr %v35, i64 %v641
  %v643 = load <16 x float>, ptr %v642, align 4, !alias.scope !8, !noalias !14
  %v644 = fmul contract <16 x float> %v643, %v640
  %v632 = fadd contract <16 x float> %v631, %v644
  %v645 = getelementptr inbounds i8, ptr %v636, i64 %v123
  %v646 = load float, ptr %v645, align 4, !alias.scope !5, !noalias !13
  %v647 = insertelement <16 x float> poison, float %v646, i64 0
  %v648 = shufflevector <16 x float> %v647, <16 x float> poison, <16 x i32> zeroinitializer
  %v649 = fmul contract <16 x float> %v643, %v648
  %v630 = fadd contract <16 x float> %v629, %v649
  %v650 = getelementptr inbounds i8, ptr %v635, i64 %v127
  %v651 = getelementptr inbounds i8, ptr %v650, i64 %v128
  %v652 = load float, ptr %v651, align 4, !alias.scope !5, !noalias !13
  %v653 = insertelement <16 x float> poison, float %v652, i64 0
  %v654 = shufflevector <16 x float> %v653, <16 x float> poison, <16 x i32> zeroinitializer
  %v655 = fmul contract <16 x float> %v643, %v654
  %v628 = fadd contract <16 x float> %v627, %v655
  %v656 = getelementptr inbounds i8, ptr %v635, i64 %v132
  %v657 = getelementptr inbounds i8, ptr %v656, i64 %v133
  %v658 = load float, ptr %v657, align 4, !alias.scope !5, !noalias !13
  %v659 = insertelement <16 x float> poison, float %v658, i64 0
  %v660 = shufflevector <16 x float> %v659, <16 x float> poison, <16 x i32> zeroinitializer
  %v661 = fmul contract <16 x float> %v643, %v660
  %v626 = fadd contract <16 x float> %v625, %v661
  %v634 = add nuw nsw i64 %v633, 1
  %v662 = icmp eq i64 %v634, 16
  br i1 %v662, label %v110, label %v624

v110:                                  ; preds = %v624
  store <16 x float> %v632, ptr %v42, align 64, !noalias !12
  store <16 x float> %v630, ptr %v44, align 64, !noalias !12
  store <16 x float> %v628, ptr %v45, align 64, !noalias !12
  store <16 x float> %v626, ptr %v46, align 64, !noalias !12
  br label %v37

v115:                                         ; preds = %v112, %v115
  %v663 = phi i64 [ %v664, %v115 ], [ 0, %v112 ]
  %v665 = mul nuw nsw i64 %v663, 224
  %v666 = mul nuw nsw i64 %v663, 1792
  %v667 = getelementptr i8, ptr %v113, i64 %v666
  %v668 = getelementptr inbounds float, ptr %v4, i64 %v665
  %v669 = load <16 x float>, ptr %v668, align 64, !noalias !12
  store <16 x float> %v669, ptr %v667, align 4, !alias.scope !10, !noalias !15
  %v670 = or disjoint i64 %v665, 16
  %v671 = getelementptr inbounds float, ptr %v4, i64 %v670
  %v672 = load <16 x float>, ptr %v671, align 64, !noalias !12
  %v673 = getelementptr i8, ptr %v667, i64 128
  store <16 x float> %v672, ptr %v673, align 4, !alias.scope !10, !noalias !15
  %v674 = getelementptr inbounds i8, ptr %v668, i64 128
  %v675 = load <16 x float>, ptr %v674, align 64, !noalias !12
  %v676 = getelementptr i8, ptr %v667, i64 256
  store <16 x float> %v675, ptr %v676, align 4, !alias.scope !10, !noalias !15
  %v677 = getelementptr inbounds i8, ptr %v668, i64 192
  %v678 = load <16 x float>, ptr %v677, align 64, !noalias !12
  %v679 = getelementptr i8, ptr %v667, i64 384
  store <16 x float> %v678, ptr %v679, align 4, !alias.scope !10, !noalias !15
  %v680 = getelementptr inbounds i8, ptr %v668, i64 256
  %v681 = load <16 x float>, ptr %v680, align 64, !noalias !12
  %v682 = getelementptr i8, ptr %v667, i64 512
  store <16 x float> %v681, ptr %v682, align 4, !alias.scope !10, !noalias !15
  %v683 = getelementptr inbounds i8, ptr %v668, i64 320
  %v684 = load <16 x float>, ptr %v683, align 64, !noalias !12
  %v685 = getelementptr i8, ptr %v667, i64 640
  store <16 x float> %v684, ptr %v685, align 4, !alias.scope !10, !noalias !15
  %v686 = add nuw nsw i64 %v665, 96
  %v687 = getelementptr inbounds float, ptr %v4, i64 %v686
  %v688 = load <16 x float>, ptr %v687, align 64, !noalias !12
  %v689 = getelementptr i8, ptr %v667, i64 768
  store <16 x float> %v688, ptr %v689, align 4, !alias.scope !10, !noalias !15
  %v690 = or disjoint i64 %v686, 16
  %v691 = getelementptr inbounds float, ptr %v4, i64 %v690
  %v692 = load <16 x float>, ptr %v691, align 64, !noalias !12
  %v693 = getelementptr i8, ptr %v667, i64 896
  store <16 x float> %v692, ptr %v693, align 4, !alias.scope !10, !noalias !15
  %v694 = getelementptr inbounds i8, ptr %v687, i64 128
  %v695 = load <16 x float>, ptr %v694, align 64, !noalias !12
  %v696 = getelementptr i8, ptr %v667, i64 1024
  store <16 x float> %v695, ptr %v696, align 4, !alias.scope !10, !noalias !15
  %v697 = getelementptr inbounds i8, ptr %v687, i64 192
  %v698 = load <16 x float>, ptr %v697, align 64, !noalias !12
  %v699 = getelementptr i8, ptr %v667, i64 1152
  store <16 x float> %v698, ptr %v699, align 4, !alias.scope !10, !noalias !15
  %v700 = getelementptr inbounds i8, ptr %v687, i64 256
  %v701 = load <16 x float>, ptr %v700, align 64, !noalias !12
  %v702 = getelementptr i8, ptr %v667, i64 1280
  store <16 x float> %v701, ptr %v702, align 4, !alias.scope !10, !noalias !15
  %v703 = getelementptr inbounds i8, ptr %v687, i64 320
  %v704 = load <16 x float>, ptr %v703, align 64, !noalias !12
  %v705 = getelementptr i8, ptr %v667, i64 1408
  store <16 x float> %v704, ptr %v705, align 4, !alias.scope !10, !noalias !15
  %v706 = mul nuw nsw i64 %v663, 896
  %v707 = getelementptr inbounds i8, ptr %v4, i64 %v706
  %v708 = getelementptr inbounds i8, ptr %v707, i64 768
  %v709 = load <16 x float>, ptr %v708, align 64, !noalias !12
  %v710 = getelementptr i8, ptr %v114, i64 %v666
  store <16 x float> %v709, ptr %v710, align 4, !alias.scope !10, !noalias !15
  %v711 = getelementptr inbounds i8, ptr %v707, i64 832
  %v712 = load <16 x float>, ptr %v711, align 64, !noalias !12
  %v713 = getelementptr i8, ptr %v710, i64 128
  store <16 x float> %v712, ptr %v713, align 4, !alias.scope !10, !noalias !15
  %v664 = add nuw nsw i64 %v663, 1
  %v714 = icmp eq i64 %v664, 14
  br i1 %v714, label %v23, label %v115

v23:                                         ; preds = %v115
  %v25 = add nuw nsw i64 %v24, 1
  %v715 = icmp eq i64 %v25, %v2
  br i1 %v715, label %v12, label %v22

v12: ; preds = %v23, %v3
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
