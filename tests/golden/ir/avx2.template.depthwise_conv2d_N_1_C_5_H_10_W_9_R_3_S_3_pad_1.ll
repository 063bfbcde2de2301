; depthwise_conv2d:N=1,C=5,H=10,W=9,R=3,S=3,stride=1,pad=1,dilation=1,layout=nchw,bias=0,residual=0,act=none,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1'
source_filename = "ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  store ptr %v0, ptr %v4, align 64
  %v5 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v1, ptr %v5, align 8
  %v6 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v6, align 16
  call void @ktune_parallel_for(i64 5, ptr nonnull @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v4) #4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = alloca [132 x float], align 64
  %v5 = load ptr, ptr %v0, align 8
  %v6 = getelementptr inbounds i8, ptr %v0, i64 8
  %v7 = load ptr, ptr %v6, align 8
  %v8 = getelementptr inbounds i8, ptr %v0, i64 16
  %v9 = load ptr, ptr %v8, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %v4)
  %v10 = icmp slt i64 %v1, %v2
  br i1 %v10, label %v11, label %v12

v11:                               ; preds = %v3
  %v13 = getelementptr inbounds i8, ptr %v4, i64 32
  %v14 = getelementptr i8, ptr %v5, i64 -40
  %v15 = getelementptr i8, ptr %v5, i64 -8
  %v16 = getelementptr i8, ptr %v9, i64 32
  br label %v17

v17:                               ; preds = %v18, %v11
  %v19 = phi i64 [ %v20, %v18 ], [ %v1, %v11 ]
  %v21 = mul i64 %v19, 360
  %v22 = getelementptr i8, ptr %v14, i64 %v21
  %v23 = getelementptr i8, ptr %v15, i64 %v21
  store <8 x float> zeroinitializer, ptr %v4, align 64, !noalias !7
  call void @llvm.masked.store.v8f32.p0(<8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>, ptr nonnull %v13, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  br label %v24

v25:                                        ; preds = %v26, %v27
  %v28 = add nuw nsw i64 %v29, 1
  %v30 = icmp eq i64 %v28, 12
  br i1 %v30, label %v31, label %v24, !llvm.loop !8

v31:                         ; preds = %v25
  %v32 = mul i64 %v19, 36
  %v33 = getelementptr inbounds i8, ptr %v7, i64 %v32
  %v34 = getelementptr i8, ptr %v33, i64 4
  %v35 = getelementptr i8, ptr %v33, i64 8
  %v36 = getelementptr i8, ptr %v33, i64 12
  %v37 = getelementptr i8, ptr %v33, i64 16
  %v38 = getelementptr i8, ptr %v33, i64 20
  %v39 = getelementptr i8, ptr %v33, i64 24
  %v40 = getelementptr i8, ptr %v33, i64 28
  %v41 = getelementptr i8, ptr %v33, i64 32
  %v42 = getelementptr i8, ptr %v9, i64 %v21
  %v43 = getelementptr i8, ptr %v16, i64 %v21
  %v44 = load float, ptr %v33, align 4, !alias.scope !3, !noalias !10
  %v45 = insertelement <8 x float> poison, float %v44, i64 0
  %v46 = shufflevector <8 x float> %v45, <8 x float> poison, <8 x i32> zeroinitializer
  br label %v47

v24:                                        ; preds = %v17, %v25
  %v29 = phi i64 [ 1, %v17 ], [ %v28, %v25 ]
  %v48 = icmp ult i64 %v29, 11
  br i1 %v48, label %v27, label %v26

v27:                                      ; preds = %v24
  %v49 = mul nuw nsw i64 %v29, 36
  %v50 = getelementptr i8, ptr %v22, i64 %v49
  %v51 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v50, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !alias.scope !0, !noalias !11
  %v52 = insertelement <8 x float> %v51, float 0.000000e+00, i64 0
  %v53 = mul nuw nsw i64 %v29, 44
  %v54 = getelementptr inbounds i8, ptr %v4, i64 %v53
  store <8 x float> %v52, ptr %v54, align 4, !noalias !7
  %v55 = getelementptr i8, ptr %v23, i64 %v49
  %v56 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v55, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !alias.scope !0, !noalias !11
  %v57 = insertelement <8 x float> %v56, float 0.000000e+00, i64 2
  %v58 = getelementptr i8, ptr %v13, i64 %v53
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v57, ptr %v58, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  br label %v25

v26:                                      ; preds = %v24
  %v59 = mul nuw nsw i64 %v29, 44
  %v60 = getelementptr inbounds i8, ptr %v4, i64 %v59
  store <8 x float> zeroinitializer, ptr %v60, align 4, !noalias !7
  %v61 = getelementptr i8, ptr %v13, i64 %v59
  call void @llvm.masked.store.v8f32.p0(<8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>, ptr %v61, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  br label %v25

v47:                                   ; preds = %v31, %v62
  %v63 = phi i64 [ %v64, %v62 ], [ 0, %v31 ]
  %v65 = icmp ult i64 %v63, 2
  %v66 = mul nuw nsw i64 %v63, 44
  %v67 = getelementptr float, ptr %v4, i64 %v66
  %v68 = load <8 x float>, ptr %v67, align 16, !noalias !7
  %v69 = fmul contract <8 x float> %v68, %v46
  %v70 = fadd contract <8 x float> %v69, zeroinitializer
  %v71 = getelementptr inbounds i8, ptr %v67, i64 44
  %v72 = load <8 x float>, ptr %v71, align 4, !noalias !7
  %v73 = fmul contract <8 x float> %v72, %v46
  %v74 = fadd contract <8 x float> %v73, zeroinitializer
  br i1 %v65, label %v75, label %v76

v76:                      ; preds = %v47
  %v77 = or disjoint i64 %v66, 1
  %v78 = getelementptr inbounds float, ptr %v4, i64 %v77
  %v79 = load <8 x float>, ptr %v78, align 4, !noalias !7
  %v80 = load float, ptr %v34, align 4, !alias.scope !3, !noalias !10
  %v81 = insertelement <8 x float> poison, float %v80, i64 0
  %v82 = shufflevector <8 x float> %v81, <8 x float> poison, <8 x i32> zeroinitializer
  %v83 = fmul contract <8 x float> %v79, %v82
  %v84 = fadd contract <8 x float> %v70, %v83
  %v85 = getelementptr inbounds i8, ptr %v67, i64 48
  %v86 = load <8 x float>, ptr %v85, align 16, !noalias !7
  %v87 = fmul contract <8 x float> %v86, %v82
  %v88 = fadd contract <8 x float> %v74, %v87
  %v89 = or disjoint i64 %v66, 2
  %v90 = getelementptr inbounds float, ptr %v4, i64 %v89
  %v91 = load <8 x float>, ptr %v90, align 8, !noalias !7
  %v92 = load float, ptr %v35, align 4, !alias.scope !3, !noalias !10
  %v93 = insertelement <8 x float> poison, float %v92, i64 0
  %v94 = shufflevector <8 x float> %v93, <8 x float> poison, <8 x i32> zeroinitializer
  %v95 = fmul contract <8 x float> %v91, %v94
  %v96 = fadd contract <8 x float> %v84, %v95
  %v97 = getelementptr inbounds i8, ptr %v67, i64 52
  %v98 = load <8 x float>, ptr %v97, align 4, !noalias !7
  %v99 = fmul contract <8 x float> %v98, %v94
  %v100 = fadd contract <8 x float> %v88, %v99
  %v101 = load float, ptr %v36, align 4, !alias.scope !3, !noalias !10
  %v102 = insertelement <8 x float> poison, float %v101, i64 0
  %v103 = shufflevector <8 x float> %v102, <8 x float> poison, <8 x i32> zeroinitializer
  %v104 = fmul contract <8 x float> %v72, %v103
  %v105 = fadd contract <8 x float> %v96, %v104
  %v106 = getelementptr inbounds i8, ptr %v67, i64 88
  %v107 = load <8 x float>, ptr %v106, align 8, !noalias !7
  %v108 = fmul contract <8 x float> %v107, %v103
  %v109 = fadd contract <8 x float> %v100, %v108
  %v110 = load float, ptr %v37, align 4, !alias.scope !3, !noalias !10
  %v111 = insertelement <8 x float> poison, float %v110, i64 0
  %v112 = shufflevector <8 x float> %v111, <8 x float> poison, <8 x i32> zeroinitializer
  %v113 = fmul contract <8 x float> %v86, %v112
  %v114 = fadd contract <8 x float> %v105, %v113
  %v115 = getelementptr inbounds i8, ptr %v67, i64 92
  %v116 = load <8 x float>, ptr %v115, align 4, !noalias !7
  %v117 = fmul contract <8 x float> %v116, %v112
  %v118 = fadd contract <8 x float> %v109, %v117
  %v119 = load float, ptr %v38, align 4, !alias.scope !3, !noalias !10
  %v120 = insertelement <8 x float> poison, float %v119, i64 0
  %v121 = shufflevector <8 x float> %v120, <8 x float> poison, <8 x i32> zeroinitializer
  %v122 = fmul contract <8 x float> %v98, %v121
  %v123 = fadd contract <8 x float> %v114, %v122
  %v124 = getelementptr inbounds i8, ptr %v67, i64 96
  %v125 = load <8 x float>, ptr %v124, align 16, !noalias !7
  %v126 = fmul contract <8 x float> %v125, %v121
  %v127 = fadd contract <8 x float> %v118, %v126
  %v128 = load float, ptr %v39, align 4, !alias.scope !3, !noalias !10
  %v129 = insertelement <8 x float> poison, float %v128, i64 0
  %v130 = shufflevector <8 x float> %v129, <8 x float> poison, <8 x i32> zeroinitializer
  %v131 = fmul contract <8 x float> %v107, %v130
  %v132 = fadd contract <8 x float> %v123, %v131
  %v133 = getelementptr inbounds i8, ptr %v67, i64 132
  %v134 = load <8 x float>, ptr %v133, align 4, !noalias !7
  %v135 = fmul contract <8 x float> %v134, %v130
  %v136 = fadd contract <8 x float> %v127, %v135
  %v137 = load float, ptr %v40, align 4, !alias.scope !3, !noalias !10
  %v138 = insertelement <8 x float> poison, float %v137, i64 0
  %v139 = shufflevector <8 x float> %v138, <8 x float> poison, <8 x i32> zeroinitializer
  %v140 = fmul contract <8 x float> %v116, %v139
  %v141 = fadd contract <8 x float> %v132, %v140
  %v142 = getelementptr inbounds i8, ptr %v67, i64 136
  %v143 = load <8 x float>, ptr %v142, align 8, !noalias !7
  %v144 = fmul contract <8 x float> %v143, %v139
  %v145 = fadd contract <8 x float> %v136, %v144
  %v146 = load float, ptr %v41, align 4, !alias.scope !3, !noalias !10
  %v147 = insertelement <8 x float> poison, float %v146, i64 0
  %v148 = shufflevector <8 x float> %v147, <8 x float> poison, <8 x i32> zeroinitializer
  %v149 = fmul contract <8 x float> %v125, %v148
  %v150 = fadd contract <8 x float> %v141, %v149
  %v151 = getelementptr inbounds i8, ptr %v67, i64 140
  %v152 = load <8 x float>, ptr %v151, align 4, !noalias !7
  %v153 = fmul contract <8 x float> %v152, %v148
  %v154 = fadd contract <8 x float> %v145, %v153
  %v155 = mul nuw nsw i64 %v63, 144
  %v156 = getelementptr i8, ptr %v42, i64 %v155
  %v157 = getelementptr i8, ptr %v156, i64 36
  store <8 x float> %v150, ptr %v156, align 4, !alias.scope !5, !noalias !12
  store <8 x float> %v154, ptr %v157, align 4, !alias.scope !5, !noalias !12
  %v158 = mul nuw nsw i64 %v63, 176
  %v159 = getelementptr i8, ptr %v4, i64 %v158
  %v160 = getelementptr i8, ptr %v159, i64 32
  %v161 = load <8 x float>, ptr %v160, align 16, !noalias !7
  %v162 = shufflevector <8 x float> %v161, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v163 = fmul contract <8 x float> %v162, %v46
  %v164 = fadd contract <8 x float> %v163, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v165 = getelementptr i8, ptr %v159, i64 76
  %v166 = load <8 x float>, ptr %v165, align 4, !noalias !7
  %v167 = shufflevector <8 x float> %v166, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v168 = fmul contract <8 x float> %v167, %v46
  %v169 = fadd contract <8 x float> %v168, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v170 = getelementptr i8, ptr %v159, i64 36
  %v171 = load <8 x float>, ptr %v170, align 4, !noalias !7
  %v172 = fmul contract <8 x float> %v171, %v82
  %v173 = fadd contract <8 x float> %v164, %v172
  %v174 = getelementptr i8, ptr %v159, i64 80
  %v175 = load <8 x float>, ptr %v174, align 16, !noalias !7
  %v176 = shufflevector <8 x float> %v175, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v177 = fmul contract <8 x float> %v176, %v82
  %v178 = fadd contract <8 x float> %v169, %v177
  %v179 = getelementptr i8, ptr %v159, i64 40
  %v180 = load <8 x float>, ptr %v179, align 8, !noalias !7
  %v181 = fmul contract <8 x float> %v180, %v94
  %v182 = fadd contract <8 x float> %v173, %v181
  %v183 = getelementptr i8, ptr %v159, i64 84
  %v184 = load <8 x float>, ptr %v183, align 4, !noalias !7
  %v185 = shufflevector <8 x float> %v184, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v186 = fmul contract <8 x float> %v185, %v94
  %v187 = fadd contract <8 x float> %v178, %v186
  %v188 = fmul contract <8 x float> %v167, %v103
  %v189 = fadd contract <8 x float> %v182, %v188
  %v190 = getelementptr i8, ptr %v159, i64 120
  %v191 = load <8 x float>, ptr %v190, align 8, !noalias !7
  %v192 = shufflevector <8 x float> %v191, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v193 = fmul contract <8 x float> %v192, %v103
  %v194 = fadd contract <8 x float> %v187, %v193
  %v195 = fmul contract <8 x float> %v176, %v112
  %v196 = fadd contract <8 x float> %v189, %v195
  %v197 = getelementptr i8, ptr %v159, i64 124
  %v198 = load <8 x float>, ptr %v197, align 4, !noalias !7
  %v199 = shufflevector <8 x float> %v198, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v200 = fmul contract <8 x float> %v199, %v112
  %v201 = fadd contract <8 x float> %v194, %v200
  %v202 = fmul contract <8 x float> %v185, %v121
  %v203 = fadd contract <8 x float> %v196, %v202
  %v204 = getelementptr i8, ptr %v159, i64 128
  %v205 = load <8 x float>, ptr %v204, align 16, !noalias !7
  %v206 = shufflevector <8 x float> %v205, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v207 = fmul contract <8 x float> %v206, %v121
  %v208 = fadd contract <8 x float> %v201, %v207
  %v209 = fmul contract <8 x float> %v192, %v130
  %v210 = fadd contract <8 x float> %v203, %v209
  %v211 = getelementptr i8, ptr %v159, i64 164
  %v212 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v211, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v213 = fmul contract <8 x float> %v212, %v130
  %v214 = fadd contract <8 x float> %v208, %v213
  %v215 = fmul contract <8 x float> %v199, %v139
  %v216 = fadd contract <8 x float> %v210, %v215
  %v217 = getelementptr i8, ptr %v159, i64 168
  %v218 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v217, i32 8, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v219 = fmul contract <8 x float> %v218, %v139
  %v220 = fadd contract <8 x float> %v214, %v219
  %v221 = fmul contract <8 x float> %v206, %v148
  %v222 = fadd contract <8 x float> %v216, %v221
  %v223 = getelementptr i8, ptr %v159, i64 172
  %v224 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v223, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v225 = fmul contract <8 x float> %v224, %v148
  %v226 = fadd contract <8 x float> %v220, %v225
  %v227 = getelementptr i8, ptr %v43, i64 %v155
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v222, ptr %v227, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v228 = getelementptr i8, ptr %v227, i64 36
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v226, ptr %v228, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
  br label %v62

v18:                                   ; preds = %v62
  %v20 = add nuw nsw i64 %v19, 1
  %v229 = icmp eq i64 %v20, %v2
  br i1 %v229, label %v12, label %v17

v62:                                      ; preds = %v76, %v75
  %v64 = add nuw nsw i64 %v63, 1
  %v230 = icmp eq i64 %v64, 3
  br i1 %v230, label %v18, label %v47

v75:                                      ; preds = %v47
  %v231 = getelementptr inbounds i8, ptr %v67, i64 88
  %v232 = load <8 x float>, ptr %v231, align 8, !noalias !7
  %v233 = fmul contract <8 x float> %v232, %v46
  %v234 = fadd contract <8 x float> %v233, zeroinitializer
  %v235 = getelementptr inbounds i8, ptr %v67, i64 132
  %v236 = load <8 x float>, ptr %v235, align 4, !noalias !7
  %v237 = fmul contract <8 x float> %v46, %v236
  %v238 = fadd contract <8 x float> %v237, zeroinitializer
  %v239 = or disjoint i64 %v66, 1
  %v240 = getelementptr inbounds float, ptr %v4, i64 %v239
  %v241 = load <8 x float>, ptr %v240, align 4, !noalias !7
  %v242 = load float, ptr %v34, align 4, !alias.scope !3, !noalias !10
  %v243 = insertelement <8 x float> poison, float %v242, i64 0
  %v244 = shufflevector <8 x float> %v243, <8 x float> poison, <8 x i32> zeroinitializer
  %v245 = fmul contract <8 x float> %v241, %v244
  %v246 = fadd contract <8 x float> %v70, %v245
  %v247 = getelementptr inbounds i8, ptr %v67, i64 48
  %v248 = load <8 x float>, ptr %v247, align 16, !noalias !7
  %v249 = fmul contract <8 x float> %v248, %v244
  %v250 = fadd contract <8 x float> %v74, %v249
  %v251 = getelementptr inbounds i8, ptr %v67, i64 92
  %v252 = load <8 x float>, ptr %v251, align 4, !noalias !7
  %v253 = fmul contract <8 x float> %v252, %v244
  %v254 = fadd contract <8 x float> %v234, %v253
  %v255 = getelementptr inbounds i8, ptr %v67, i64 136
  %v256 = load <8 x float>, ptr %v255, align 8, !noalias !7
  %v257 = fmul contract <8 x float> %v244, %v256
  %v258 = fadd contract <8 x float> %v238, %v257
  %v259 = or disjoint i64 %v66, 2
  %v260 = getelementptr inbounds float, ptr %v4, i64 %v259
  %v261 = load <8 x float>, ptr %v260, align 8, !noalias !7
  %v262 = load float, ptr %v35, align 4, !alias.scope !3, !noalias !10
  %v263 = insertelement <8 x float> poison, float %v262, i64 0
  %v264 = shufflevector <8 x float> %v263, <8 x float> poison, <8 x i32> zeroinitializer
  %v265 = fmul contract <8 x float> %v261, %v264
  %v266 = fadd contract <8 x float> %v246, %v265
  %v267 = getelementptr inbounds i8, ptr %v67, i64 52
  %v268 = load <8 x float>, ptr %v267, align 4, !noalias !7
  %v269 = fmul contract <8 x float> %v268, %v264
  %v270 = fadd contract <8 x float> %v250, %v269
  %v271 = getelementptr inbounds i8, ptr %v67, i64 96
  %v272 = load <8 x float>, ptr %v271, align 16, !noalias !7
  %v273 = fmul contract <8 x float> %v272, %v264
  %v274 = fadd contract <8 x float> %v254, %v273
  %v275 = getelementptr inbounds i8, ptr %v67, i64 140
  %v276 = load <8 x float>, ptr %v275, align 4, !noalias !7
  %v277 = fmul contract <8 x float> %v264, %v276
  %v278 = fadd contract <8 x float> %v258, %v277
  %v279 = load float, ptr %v36, align 4, !alias.scope !3, !noalias !10
  %v280 = insertelement <8 x float> poison, float %v279, i64 0
  %v281 = shufflevector <8 x float> %v280, <8 x float> poison, <8 x i32> zeroinitializer
  %v282 = fmul contract <8 x float> %v72, %v281
  %v283 = fadd contract <8 x float> %v266, %v282
  %v284 = fmul contract <8 x float> %v232, %v281
  %v285 = fadd contract <8 x float> %v270, %v284
  %v286 = fmul contract <8 x float> %v236, %v281
  %v287 = fadd contract <8 x float> %v274, %v286
  %v288 = getelementptr inbounds i8, ptr %v67, i64 176
  %v289 = load <8 x float>, ptr %v288, align 16, !noalias !7
  %v290 = fmul contract <8 x float> %v289, %v281
  %v291 = fadd contract <8 x float> %v278, %v290
  %v292 = load float, ptr %v37, align 4, !alias.scope !3, !noalias !10
  %v293 = insertelement <8 x float> poison, float %v292, i64 0
  %v294 = shufflevector <8 x float> %v293, <8 x float> poison, <8 x i32> zeroinitializer
  %v295 = fmul contract <8 x float> %v248, %v294
  %v296 = fadd contract <8 x float> %v283, %v295
  %v297 = fmul contract <8 x float> %v252, %v294
  %v298 = fadd contract <8 x float> %v285, %v297
  %v299 = fmul contract <8 x float> %v256, %v294
  %v300 = fadd contract <8 x float> %v287, %v299
  %v301 = getelementptr inbounds i8, ptr %v67, i64 180
  %v302 = load <8 x float>, ptr %v301, align 4, !noalias !7
  %v303 = fmul contract <8 x float> %v302, %v294
  %v304 = fadd contract <8 x float> %v291, %v303
  %v305 = load float, ptr %v38, align 4, !alias.scope !3, !noalias !10
  %v306 = insertelement <8 x float> poison, float %v305, i64 0
  %v307 = shufflevector <8 x float> %v306, <8 x float> poison, <8 x i32> zeroinitializer
  %v308 = fmul contract <8 x float> %v268, %v307
  %v309 = fadd contract <8 x float> %v296, %v308
  %v310 = fmul contract <8 x float> %v272, %v307
  %v311 = fadd contract <8 x float> %v298, %v310
  %v312 = fmul contract <8 x float> %v276, %v307
  %v313 = fadd contract <8 x float> %v300, %v312
  %v314 = getelementptr inbounds i8, ptr %v67, i64 184
  %v315 = load <8 x float>, ptr %v314, align 8, !noalias !7
  %v316 = fmul contract <8 x float> %v315, %v307
  %v317 = fadd contract <8 x float> %v304, %v316
  %v318 = load float, ptr %v39, align 4, !alias.scope !3, !noalias !10
  %v319 = insertelement <8 x float> poison, float %v318, i64 0
  %v320 = shufflevector <8 x float> %v319, <8 x float> poison, <8 x i32> zeroinitializer
  %v321 = fmul contract <8 x float> %v232, %v320
  %v322 = fadd contract <8 x float> %v309, %v321
  %v323 = fmul contract <8 x float> %v236, %v320
  %v324 = fadd contract <8 x float> %v311, %v323
  %v325 = fmul contract <8 x float> %v289, %v320
  %v326 = fadd contract <8 x float> %v313, %v325
  %v327 = getelementptr inbounds i8, ptr %v67, i64 220
  %v328 = load <8 x float>, ptr %v327, align 4, !noalias !7
  %v329 = fmul contract <8 x float> %v328, %v320
  %v330 = fadd contract <8 x float> %v317, %v329
  %v331 = load float, ptr %v40, align 4, !alias.scope !3, !noalias !10
  %v332 = insertelement <8 x float> poison, float %v331, i64 0
  %v333 = shufflevector <8 x float> %v332, <8 x float> poison, <8 x i32> zeroinitializer
  %v334 = fmul contract <8 x float> %v252, %v333
  %v335 = fadd contract <8 x float> %v322, %v334
  %v336 = fmul contract <8 x float> %v256, %v333
  %v337 = fadd contract <8 x float> %v324, %v336
  %v338 = fmul contract <8 x float> %v302, %v333
  %v339 = fadd contract <8 x float> %v326, %v338
  %v340 = getelementptr inbounds i8, ptr %v67, i64 224
  %v341 = load <8 x float>, ptr %v340, align 16, !noalias !7
  %v342 = fmul contract <8 x float> %v341, %v333
  %v343 = fadd contract <8 x float> %v330, %v342
  %v344 = load float, ptr %v41, align 4, !alias.scope !3, !noalias !10
  %v345 = insertelement <8 x float> poison, float %v344, i64 0
  %v346 = shufflevector <8 x float> %v345, <8 x float> poison, <8 x i32> zeroinitializer
  %v347 = fmul contract <8 x float> %v272, %v346
  %v348 = fadd contract <8 x float> %v335, %v347
  %v349 = fmul contract <8 x float> %v276, %v346
  %v350 = fadd contract <8 x float> %v337, %v349
  %v351 = fmul contract <8 x float> %v315, %v346
  %v352 = fadd contract <8 x float> %v339, %v351
  %v353 = getelementptr inbounds i8, ptr %v67, i64 228
  %v354 = load <8 x float>, ptr %v353, align 4, !noalias !7
  %v355 = fmul contract <8 x float> %v354, %v346
  %v356 = fadd contract <8 x float> %v343, %v355
  %v357 = mul nuw nsw i64 %v63, 144
  %v358 = getelementptr i8, ptr %v42, i64 %v357
  store <8 x float> %v348, ptr %v358, align 4, !alias.scope !5, !noalias !12
  %v359 = getelementptr i8, ptr %v358, i64 36
  store <8 x float> %v350, ptr %v359, align 4, !alias.scope !5, !noalias !12
  %v360 = getelementptr i8, ptr %v358, i64 72
  store <8 x float> %v352, ptr %v360, align 4, !alias.scope !5, !noalias !12
  %v361 = getelementptr i8, ptr %v358, i64 108
  store <8 x float> %v356, ptr %v361, align 4, !alias.scope !5, !noalias !12
  %v362 = getelementptr i8, ptr %v67, i64 32
  %v363 = load <8 x float>, ptr %v362, align 16, !noalias !7
  %v364 = shufflevector <8 x float> %v363, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v365 = load float, ptr %v33, align 4, !alias.scope !3, !noalias !10
  %v366 = insertelement <8 x float> poison, float %v365, i64 0
  %v367 = shufflevector <8 x float> %v366, <8 x float> poison, <8 x i32> zeroinitializer
  %v368 = fmul contract <8 x float> %v364, %v367
  %v369 = fadd contract <8 x float> %v368, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v370 = getelementptr i8, ptr %v67, i64 76
  %v371 = load <8 x float>, ptr %v370, align 4, !noalias !7
  %v372 = shufflevector <8 x float> %v371, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v373 = fmul contract <8 x float> %v372, %v367
  %v374 = fadd contract <8 x float> %v373, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v375 = getelementptr i8, ptr %v67, i64 120
  %v376 = load <8 x float>, ptr %v375, align 8, !noalias !7
  %v377 = shufflevector <8 x float> %v376, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v378 = fmul contract <8 x float> %v367, %v377
  %v379 = fadd contract <8 x float> %v378, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v380 = getelementptr i8, ptr %v67, i64 164
  %v381 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v380, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !noalias !7
  %v382 = fmul contract <8 x float> %v367, %v381
  %v383 = fadd contract <8 x float> %v382, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v384 = getelementptr i8, ptr %v67, i64 36
  %v385 = load <8 x float>, ptr %v384, align 4, !noalias !7
  %v386 = load float, ptr %v34, align 4, !alias.scope !3, !noalias !10
  %v387 = insertelement <8 x float> poison, float %v386, i64 0
  %v388 = shufflevector <8 x float> %v387, <8 x float> poison, <8 x i32> zeroinitializer
  %v389 = fmul contract <8 x float> %v385, %v388
  %v390 = fadd contract <8 x float> %v369, %v389
  %v391 = getelementptr i8, ptr %v67, i64 80
  %v392 = load <8 x float>, ptr %v391, align 16, !noalias !7
  %v393 = shufflevector <8 x float> %v392, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v394 = fmul contract <8 x float> %v393, %v388
  %v395 = fadd contract <8 x float> %v374, %v394
  %v396 = getelementptr i8, ptr %v67, i64 124
  %v397 = load <8 x float>, ptr %v396, align 4, !noalias !7
  %v398 = shufflevector <8 x float> %v397, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v399 = fmul contract <8 x float> %v388, %v398
  %v400 = fadd contract <8 x float> %v379, %v399
  %v401 = getelementptr i8, ptr %v67, i64 168
  %v402 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v401, i32 8, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !noalias !7
  %v403 = fmul contract <8 x float> %v388, %v402
  %v404 = fadd contract <8 x float> %v383, %v403
  %v405 = getelementptr i8, ptr %v67, i64 40
  %v406 = load <8 x float>, ptr %v405, align 8, !noalias !7
  %v407 = load float, ptr %v35, align 4, !alias.scope !3, !noalias !10
  %v408 = insertelement <8 x float> poison, float %v407, i64 0
  %v409 = shufflevector <8 x float> %v408, <8 x float> poison, <8 x i32> zeroinitializer
  %v410 = fmul contract <8 x float> %v406, %v409
  %v411 = fadd contract <8 x float> %v390, %v410
  %v412 = getelementptr i8, ptr %v67, i64 84
  %v413 = load <8 x float>, ptr %v412, align 4, !noalias !7
  %v414 = shufflevector <8 x float> %v413, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v415 = fmul contract <8 x float> %v414, %v409
  %v416 = fadd contract <8 x float> %v395, %v415
  %v417 = getelementptr i8, ptr %v67, i64 128
  %v418 = load <8 x float>, ptr %v417, align 16, !noalias !7
  %v419 = shufflevector <8 x float> %v418, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v420 = fmul contract <8 x float> %v409, %v419
  %v421 = fadd contract <8 x float> %v400, %v420
  %v422 = getelementptr i8, ptr %v67, i64 172
  %v423 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v422, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !noalias !7
  %v424 = fmul contract <8 x float> %v409, %v423
  %v425 = fadd contract <8 x float> %v404, %v424
  %v426 = load float, ptr %v36, align 4, !alias.scope !3, !noalias !10
  %v427 = insertelement <8 x float> poison, float %v426, i64 0
  %v428 = shufflevector <8 x float> %v427, <8 x float> poison, <8 x i32> zeroinitializer
  %v429 = fmul contract <8 x float> %v372, %v428
  %v430 = fadd contract <8 x float> %v411, %v429
  %v431 = fmul contract <8 x float> %v377, %v428
  %v432 = fadd contract <8 x float> %v416, %v431
  %v433 = fmul contract <8 x float> %v381, %v428
  %v434 = fadd contract <8 x float> %v421, %v433
  %v435 = getelementptr i8, ptr %v67, i64 208
  %v436 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v435, i32 16, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !noalias !7
  %v437 = fmul contract <8 x float> %v436, %v428
  %v438 = fadd contract <8 x float> %v425, %v437
  %v439 = load float, ptr %v37, align 4, !alias.scope !3, !noalias !10
  %v440 = insertelement <8 x float> poison, float %v439, i64 0
  %v441 = shufflevector <8 x float> %v440, <8 x float> poison, <8 x i32> zeroinitializer
  %v442 = fmul contract <8 x float> %v393, %v441
  %v443 = fadd contract <8 x float> %v430, %v442
  %v444 = fmul contract <8 x float> %v398, %v441
  %v445 = fadd contract <8 x float> %v432, %v444
  %v446 = fmul contract <8 x float> %v402, %v441
  %v447 = fadd contract <8 x float> %v434, %v446
  %v448 = getelementptr i8, ptr %v67, i64 212
  %v449 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v448, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !noalias !7
  %v450 = fmul contract <8 x float> %v449, %v441
  %v451 = fadd contract <8 x float> %v438, %v450
  %v452 = load float, ptr %v38, align 4, !alias.scope !3, !noalias !10
  %v453 = insertelement <8 x float> poison, float %v452, i64 0
  %v454 = shufflevector <8 x float> %v453, <8 x float> poison, <8 x i32> zeroinitializer
  %v455 = fmul contract <8 x float> %v414, %v454
  %v456 = fadd contract <8 x float> %v443, %v455
  %v457 = fmul contract <8 x float> %v419, %v454
  %v458 = fadd contract <8 x float> %v445, %v457
  %v459 = fmul contract <8 x float> %v423, %v454
  %v460 = fadd contract <8 x float> %v447, %v459
  %v461 = getelementptr i8, ptr %v67, i64 216
  %v462 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v461, i32 8, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !noalias !7
  %v463 = fmul contract <8 x float> %v462, %v454
  %v464 = fadd contract <8 x float> %v451, %v463
  %v465 = load float, ptr %v39, align 4, !alias.scope !3, !noalias !10
  %v466 = insertelement <8 x float> poison, float %v465, i64 0
  %v467 = shufflevector <8 x float> %v466, <8 x float> poison, <8 x i32> zeroinitializer
  %v468 = fmul contract <8 x float> %v377, %v467
  %v469 = fadd contract <8 x float> %v456, %v468
  %v470 = fmul contract <8 x float> %v381, %v467
  %v471 = fadd contract <8 x float> %v458, %v470
  %v472 = fmul contract <8 x float> %v436, %v467
  %v473 = fadd contract <8 x float> %v460, %v472
  %v474 = getelementptr i8, ptr %v67, i64 252
  %v475 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v474, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v476 = fmul contract <8 x float> %v475, %v467
  %v477 = fadd contract <8 x float> %v464, %v476
  %v478 = load float, ptr %v40, align 4, !alias.scope !3, !noalias !10
  %v479 = insertelement <8 x float> poison, float %v478, i64 0
  %v480 = shufflevector <8 x float> %v479, <8 x float> poison, <8 x i32> zeroinitializer
  %v481 = fmul contract <8 x float> %v398, %v480
  %v482 = fadd contract <8 x float> %v469, %v481
  %v483 = fmul contract <8 x float> %v402, %v480
  %v484 = fadd contract <8 x float> %v471, %v483
  %v485 = fmul contract <8 x float> %v449, %v480
  %v486 = fadd contract <8 x float> %v473, %v485
  %v487 = or disjoint i64 %v66, 64
  %v488 = getelementptr float, ptr %v4, i64 %v487
  %v489 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v488, i32 16, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v490 = fmul contract <8 x float> %v489, %v480
  %v491 = fadd contract <8 x float> %v477, %v490
  %v492 = load float, ptr %v41, align 4, !alias.scope !3, !noalias !10
  %v493 = insertelement <8 x float> poison, float %v492, i64 0
  %v494 = shufflevector <8 x float> %v493, <8 x float> poison, <8 x i32> zeroinitializer
  %v495 = fmul contract <8 x float> %v419, %v494
  %v496 = fadd contract <8 x float> %v482, %v495
  %v497 = fmul contract <8 x float> %v423, %v494
  %v498 = fadd contract <8 x float> %v484, %v497
  %v499 = fmul contract <8 x float> %v462, %v494
  %v500 = fadd contract <8 x float> %v486, %v499
  %v501 = or disjoint i64 %v66, 65
  %v502 = getelementptr float, ptr %v4, i64 %v501
  %v503 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v502, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v504 = fmul contract <8 x float> %v503, %v494
  %v505 = fadd contract <8 x float> %v491, %v504
  %v506 = getelementptr i8, ptr %v43, i64 %v357
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v496, ptr %v506, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v507 = getelementptr i8, ptr %v506, i64 36
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v498, ptr %v507, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v508 = getelementptr i8, ptr %v506, i64 72
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v500, ptr %v508, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v509 = getelementptr i8, ptr %v506, i64 108
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v505, ptr %v509, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
  br label %v62

v12: ; preds = %v18, %v3
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %v4)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr nocapture, i32 immarg, <8 x i1>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x float>) #3

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1_packed(ptr nocapture readonly %v0) local_unnamed_addr #4 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = getelementptr inbounds i8, ptr %v0, i64 16
  %v4 = load ptr, ptr %v3, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  %v5 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v5, ptr %v2, align 64, !noalias !13
  %v6 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v4, ptr %v6, align 16, !noalias !13
  call void @ktune_parallel_for(i64 5, ptr nonnull @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v2) #4
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
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
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #4 = { nounwind }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0.task: %I"}
!2 = distinct !{!2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0.task: %W"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0.task: %O"}
!7 = !{!1, !4, !6}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.peeled.count", i32 1}
!10 = !{!1, !6}
!11 = !{!4, !6}
!12 = !{!1, !4}
!13 = !{!14, !16, !17}
!14 = distinct !{!14, !15, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %I"}
!15 = distinct !{!15, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1"}
!16 = distinct !{!16, !15, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %W"}
!17 = distinct !{!17, !15, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %O"}
