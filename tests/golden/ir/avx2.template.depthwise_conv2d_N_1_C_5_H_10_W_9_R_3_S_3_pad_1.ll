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
  %v15 = getelementptr i8, ptr %v9, i64 32
  br label %v16

v16:                               ; preds = %v17, %v11
  %v18 = phi <8 x float> [ %v19, %v17 ], [ undef, %v11 ]
  %v20 = phi <8 x float> [ %v21, %v17 ], [ undef, %v11 ]
  %v22 = phi <8 x float> [ %v23, %v17 ], [ undef, %v11 ]
  %v24 = phi <8 x float> [ %v25, %v17 ], [ undef, %v11 ]
  %v26 = phi <8 x float> [ %v27, %v17 ], [ undef, %v11 ]
  %v28 = phi <8 x float> [ %v29, %v17 ], [ undef, %v11 ]
  %v30 = phi i64 [ %v31, %v17 ], [ %v1, %v11 ]
  %v32 = mul i64 %v30, 360
  %v33 = getelementptr i8, ptr %v14, i64 %v32
  store <8 x float> zeroinitializer, ptr %v4, align 64, !noalias !7
  call void @llvm.masked.store.v8f32.p0(<8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>, ptr nonnull %v13, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  br label %v34

v35:                                        ; preds = %v36, %v37
  %v38 = add nuw nsw i64 %v39, 1
  %v40 = icmp eq i64 %v38, 12
  br i1 %v40, label %v41, label %v34, !llvm.loop !8

v41:                         ; preds = %v35
  %v42 = mul i64 %v30, 36
  %v43 = getelementptr i8, ptr %v7, i64 %v42
  %v44 = getelementptr i8, ptr %v43, i64 4
  %v45 = getelementptr i8, ptr %v43, i64 8
  %v46 = getelementptr i8, ptr %v43, i64 12
  %v47 = getelementptr i8, ptr %v43, i64 16
  %v48 = getelementptr i8, ptr %v43, i64 20
  %v49 = getelementptr i8, ptr %v43, i64 24
  %v50 = getelementptr i8, ptr %v43, i64 28
  %v51 = getelementptr i8, ptr %v43, i64 32
  %v52 = getelementptr i8, ptr %v9, i64 %v32
  %v53 = getelementptr i8, ptr %v15, i64 %v32
  %v54 = load float, ptr %v43, align 4, !alias.scope !3, !noalias !10
  %v55 = insertelement <8 x float> poison, float %v54, i64 0
  %v56 = shufflevector <8 x float> %v55, <8 x float> poison, <8 x i32> zeroinitializer
  br label %v57

v34:                                        ; preds = %v16, %v35
  %v39 = phi i64 [ 1, %v16 ], [ %v38, %v35 ]
  %v58 = icmp ult i64 %v39, 11
  br i1 %v58, label %v36, label %v37

v36:                        ; preds = %v34
  %v59 = mul nuw nsw i64 %v39, 36
  %v60 = getelementptr i8, ptr %v33, i64 %v59
  %v61 = mul nuw nsw i64 %v39, 44
  %v62 = getelementptr i8, ptr %v4, i64 %v61
  %v63 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v60, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !11
  store <8 x float> %v63, ptr %v62, align 4, !noalias !7
  %v64 = getelementptr i8, ptr %v60, i64 32
  %v65 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v64, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !11
  %v66 = getelementptr i8, ptr %v62, i64 32
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v65, ptr %v66, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  br label %v35

v37:                                      ; preds = %v34
  %v67 = mul nuw nsw i64 %v39, 44
  %v68 = getelementptr inbounds i8, ptr %v4, i64 %v67
  store <8 x float> zeroinitializer, ptr %v68, align 4, !noalias !7
  %v69 = getelementptr i8, ptr %v13, i64 %v67
  call void @llvm.masked.store.v8f32.p0(<8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>, ptr %v69, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  br label %v35

v57:                                   ; preds = %v41, %v70
  %v71 = phi <8 x float> [ %v19, %v70 ], [ %v18, %v41 ]
  %v72 = phi <8 x float> [ %v21, %v70 ], [ %v20, %v41 ]
  %v73 = phi <8 x float> [ %v23, %v70 ], [ %v22, %v41 ]
  %v74 = phi <8 x float> [ %v25, %v70 ], [ %v24, %v41 ]
  %v75 = phi <8 x float> [ %v27, %v70 ], [ %v26, %v41 ]
  %v76 = phi <8 x float> [ %v29, %v70 ], [ %v28, %v41 ]
  %v77 = phi i64 [ %v78, %v70 ], [ 0, %v41 ]
  %v79 = icmp ult i64 %v77, 2
  %v80 = mul nuw nsw i64 %v77, 44
  %v81 = getelementptr float, ptr %v4, i64 %v80
  %v82 = load <8 x float>, ptr %v81, align 16, !noalias !7
  %v83 = fmul contract <8 x float> %v82, %v56
  %v84 = fadd contract <8 x float> %v83, zeroinitializer
  %v85 = getelementptr inbounds i8, ptr %v81, i64 44
  %v86 = load <8 x float>, ptr %v85, align 4, !noalias !7
  %v87 = fmul contract <8 x float> %v86, %v56
  %v88 = fadd contract <8 x float> %v87, zeroinitializer
  br i1 %v79, label %v89, label %v90

v90:                      ; preds = %v57
  %v91 = or disjoint i64 %v80, 1
  %v92 = getelementptr inbounds float, ptr %v4, i64 %v91
  %v93 = load <8 x float>, ptr %v92, align 4, !noalias !7
  %v94 = load float, ptr %v44, align 4, !alias.scope !3, !noalias !10
  %v95 = insertelement <8 x float> poison, float %v94, i64 0
  %v96 = shufflevector <8 x float> %v95, <8 x float> poison, <8 x i32> zeroinitializer
  %v97 = fmul contract <8 x float> %v93, %v96
  %v98 = fadd contract <8 x float> %v84, %v97
  %v99 = getelementptr inbounds i8, ptr %v81, i64 48
  %v100 = load <8 x float>, ptr %v99, align 16, !noalias !7
  %v101 = fmul contract <8 x float> %v100, %v96
  %v102 = fadd contract <8 x float> %v88, %v101
  %v103 = or disjoint i64 %v80, 2
  %v104 = getelementptr inbounds float, ptr %v4, i64 %v103
  %v105 = load <8 x float>, ptr %v104, align 8, !noalias !7
  %v106 = load float, ptr %v45, align 4, !alias.scope !3, !noalias !10
  %v107 = insertelement <8 x float> poison, float %v106, i64 0
  %v108 = shufflevector <8 x float> %v107, <8 x float> poison, <8 x i32> zeroinitializer
  %v109 = fmul contract <8 x float> %v105, %v108
  %v110 = fadd contract <8 x float> %v98, %v109
  %v111 = getelementptr inbounds i8, ptr %v81, i64 52
  %v112 = load <8 x float>, ptr %v111, align 4, !noalias !7
  %v113 = fmul contract <8 x float> %v112, %v108
  %v114 = fadd contract <8 x float> %v102, %v113
  %v115 = load float, ptr %v46, align 4, !alias.scope !3, !noalias !10
  %v116 = insertelement <8 x float> poison, float %v115, i64 0
  %v117 = shufflevector <8 x float> %v116, <8 x float> poison, <8 x i32> zeroinitializer
  %v118 = fmul contract <8 x float> %v86, %v117
  %v119 = fadd contract <8 x float> %v110, %v118
  %v120 = getelementptr inbounds i8, ptr %v81, i64 88
  %v121 = load <8 x float>, ptr %v120, align 8, !noalias !7
  %v122 = fmul contract <8 x float> %v121, %v117
  %v123 = fadd contract <8 x float> %v114, %v122
  %v124 = load float, ptr %v47, align 4, !alias.scope !3, !noalias !10
  %v125 = insertelement <8 x float> poison, float %v124, i64 0
  %v126 = shufflevector <8 x float> %v125, <8 x float> poison, <8 x i32> zeroinitializer
  %v127 = fmul contract <8 x float> %v100, %v126
  %v128 = fadd contract <8 x float> %v119, %v127
  %v129 = getelementptr inbounds i8, ptr %v81, i64 92
  %v130 = load <8 x float>, ptr %v129, align 4, !noalias !7
  %v131 = fmul contract <8 x float> %v130, %v126
  %v132 = fadd contract <8 x float> %v123, %v131
  %v133 = load float, ptr %v48, align 4, !alias.scope !3, !noalias !10
  %v134 = insertelement <8 x float> poison, float %v133, i64 0
  %v135 = shufflevector <8 x float> %v134, <8 x float> poison, <8 x i32> zeroinitializer
  %v136 = fmul contract <8 x float> %v112, %v135
  %v137 = fadd contract <8 x float> %v128, %v136
  %v138 = getelementptr inbounds i8, ptr %v81, i64 96
  %v139 = load <8 x float>, ptr %v138, align 16, !noalias !7
  %v140 = fmul contract <8 x float> %v139, %v135
  %v141 = fadd contract <8 x float> %v132, %v140
  %v142 = load float, ptr %v49, align 4, !alias.scope !3, !noalias !10
  %v143 = insertelement <8 x float> poison, float %v142, i64 0
  %v144 = shufflevector <8 x float> %v143, <8 x float> poison, <8 x i32> zeroinitializer
  %v145 = fmul contract <8 x float> %v121, %v144
  %v146 = fadd contract <8 x float> %v137, %v145
  %v147 = getelementptr inbounds i8, ptr %v81, i64 132
  %v148 = load <8 x float>, ptr %v147, align 4, !noalias !7
  %v149 = fmul contract <8 x float> %v148, %v144
  %v150 = fadd contract <8 x float> %v141, %v149
  %v151 = load float, ptr %v50, align 4, !alias.scope !3, !noalias !10
  %v152 = insertelement <8 x float> poison, float %v151, i64 0
  %v153 = shufflevector <8 x float> %v152, <8 x float> poison, <8 x i32> zeroinitializer
  %v154 = fmul contract <8 x float> %v130, %v153
  %v155 = fadd contract <8 x float> %v146, %v154
  %v156 = getelementptr inbounds i8, ptr %v81, i64 136
  %v157 = load <8 x float>, ptr %v156, align 8, !noalias !7
  %v158 = fmul contract <8 x float> %v157, %v153
  %v159 = fadd contract <8 x float> %v150, %v158
  %v160 = load float, ptr %v51, align 4, !alias.scope !3, !noalias !10
  %v161 = insertelement <8 x float> poison, float %v160, i64 0
  %v162 = shufflevector <8 x float> %v161, <8 x float> poison, <8 x i32> zeroinitializer
  %v163 = fmul contract <8 x float> %v139, %v162
  %v164 = fadd contract <8 x float> %v155, %v163
  %v165 = getelementptr inbounds i8, ptr %v81, i64 140
  %v166 = load <8 x float>, ptr %v165, align 4, !noalias !7
  %v167 = fmul contract <8 x float> %v166, %v162
  %v168 = fadd contract <8 x float> %v159, %v167
  %v169 = mul nuw nsw i64 %v77, 144
  %v170 = getelementptr i8, ptr %v52, i64 %v169
  %v171 = getelementptr i8, ptr %v170, i64 36
  store <8 x float> %v164, ptr %v170, align 4, !alias.scope !5, !noalias !12
  store <8 x float> %v168, ptr %v171, align 4, !alias.scope !5, !noalias !12
  %v172 = mul nuw nsw i64 %v77, 176
  %v173 = getelementptr i8, ptr %v4, i64 %v172
  %v174 = getelementptr i8, ptr %v173, i64 32
  %v175 = load <8 x float>, ptr %v174, align 16, !noalias !7
  %v176 = fmul contract <8 x float> %v175, %v55
  %v177 = fadd contract <8 x float> %v176, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v178 = shufflevector <8 x float> %v177, <8 x float> %v75, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v179 = getelementptr i8, ptr %v173, i64 76
  %v180 = load <8 x float>, ptr %v179, align 4, !noalias !7
  %v181 = fmul contract <8 x float> %v180, %v55
  %v182 = fadd contract <8 x float> %v181, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v183 = shufflevector <8 x float> %v182, <8 x float> %v76, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v184 = getelementptr i8, ptr %v173, i64 36
  %v185 = load <8 x float>, ptr %v184, align 4, !noalias !7
  %v186 = fmul contract <8 x float> %v185, %v95
  %v187 = fadd contract <8 x float> %v178, %v186
  %v188 = shufflevector <8 x float> %v187, <8 x float> %v178, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v189 = getelementptr i8, ptr %v173, i64 80
  %v190 = load <8 x float>, ptr %v189, align 16, !noalias !7
  %v191 = fmul contract <8 x float> %v190, %v95
  %v192 = fadd contract <8 x float> %v183, %v191
  %v193 = shufflevector <8 x float> %v192, <8 x float> %v183, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v194 = getelementptr i8, ptr %v173, i64 40
  %v195 = load <8 x float>, ptr %v194, align 8, !noalias !7
  %v196 = fmul contract <8 x float> %v195, %v107
  %v197 = fadd contract <8 x float> %v188, %v196
  %v198 = shufflevector <8 x float> %v197, <8 x float> %v188, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v199 = getelementptr i8, ptr %v173, i64 84
  %v200 = load <8 x float>, ptr %v199, align 4, !noalias !7
  %v201 = fmul contract <8 x float> %v200, %v107
  %v202 = fadd contract <8 x float> %v193, %v201
  %v203 = shufflevector <8 x float> %v202, <8 x float> %v193, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v204 = fmul contract <8 x float> %v180, %v116
  %v205 = fadd contract <8 x float> %v198, %v204
  %v206 = shufflevector <8 x float> %v205, <8 x float> %v198, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v207 = getelementptr i8, ptr %v173, i64 120
  %v208 = load <8 x float>, ptr %v207, align 8, !noalias !7
  %v209 = fmul contract <8 x float> %v208, %v116
  %v210 = fadd contract <8 x float> %v203, %v209
  %v211 = shufflevector <8 x float> %v210, <8 x float> %v203, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v212 = fmul contract <8 x float> %v190, %v125
  %v213 = fadd contract <8 x float> %v206, %v212
  %v214 = shufflevector <8 x float> %v213, <8 x float> %v206, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v215 = getelementptr i8, ptr %v173, i64 124
  %v216 = load <8 x float>, ptr %v215, align 4, !noalias !7
  %v217 = fmul contract <8 x float> %v216, %v125
  %v218 = fadd contract <8 x float> %v211, %v217
  %v219 = shufflevector <8 x float> %v218, <8 x float> %v211, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v220 = fmul contract <8 x float> %v200, %v134
  %v221 = fadd contract <8 x float> %v214, %v220
  %v222 = shufflevector <8 x float> %v221, <8 x float> %v214, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v223 = getelementptr i8, ptr %v173, i64 128
  %v224 = load <8 x float>, ptr %v223, align 16, !noalias !7
  %v225 = fmul contract <8 x float> %v224, %v134
  %v226 = fadd contract <8 x float> %v219, %v225
  %v227 = shufflevector <8 x float> %v226, <8 x float> %v219, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v228 = fmul contract <8 x float> %v208, %v143
  %v229 = fadd contract <8 x float> %v222, %v228
  %v230 = shufflevector <8 x float> %v229, <8 x float> %v222, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v231 = getelementptr i8, ptr %v173, i64 164
  %v232 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v231, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v233 = fmul contract <8 x float> %v232, %v143
  %v234 = fadd contract <8 x float> %v227, %v233
  %v235 = shufflevector <8 x float> %v234, <8 x float> %v227, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v236 = fmul contract <8 x float> %v216, %v152
  %v237 = fadd contract <8 x float> %v230, %v236
  %v238 = shufflevector <8 x float> %v237, <8 x float> %v230, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v239 = getelementptr i8, ptr %v173, i64 168
  %v240 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v239, i32 8, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v241 = fmul contract <8 x float> %v240, %v152
  %v242 = fadd contract <8 x float> %v235, %v241
  %v243 = shufflevector <8 x float> %v242, <8 x float> %v235, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v244 = fmul contract <8 x float> %v224, %v161
  %v245 = fadd contract <8 x float> %v238, %v244
  %v246 = shufflevector <8 x float> %v245, <8 x float> %v238, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v247 = getelementptr i8, ptr %v173, i64 172
  %v248 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v247, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v249 = fmul contract <8 x float> %v248, %v161
  %v250 = fadd contract <8 x float> %v243, %v249
  %v251 = shufflevector <8 x float> %v250, <8 x float> %v243, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v252 = getelementptr i8, ptr %v53, i64 %v169
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v246, ptr %v252, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v253 = getelementptr i8, ptr %v252, i64 36
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v251, ptr %v253, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
  br label %v70

v17:                                   ; preds = %v70
  %v31 = add nuw nsw i64 %v30, 1
  %v254 = icmp eq i64 %v31, %v2
  br i1 %v254, label %v12, label %v16

v70:                                      ; preds = %v90, %v89
  %v19 = phi <8 x float> [ %v255, %v89 ], [ %v71, %v90 ]
  %v21 = phi <8 x float> [ %v256, %v89 ], [ %v72, %v90 ]
  %v23 = phi <8 x float> [ %v257, %v89 ], [ %v73, %v90 ]
  %v25 = phi <8 x float> [ %v258, %v89 ], [ %v74, %v90 ]
  %v27 = phi <8 x float> [ %v75, %v89 ], [ %v246, %v90 ]
  %v29 = phi <8 x float> [ %v76, %v89 ], [ %v251, %v90 ]
  %v78 = add nuw nsw i64 %v77, 1
  %v259 = icmp eq i64 %v78, 3
  br i1 %v259, label %v17, label %v57

v89:                                      ; preds = %v57
  %v260 = getelementptr inbounds i8, ptr %v81, i64 88
  %v261 = load <8 x float>, ptr %v260, align 8, !noalias !7
  %v262 = fmul contract <8 x float> %v261, %v56
  %v263 = fadd contract <8 x float> %v262, zeroinitializer
  %v264 = getelementptr inbounds i8, ptr %v81, i64 132
  %v265 = load <8 x float>, ptr %v264, align 4, !noalias !7
  %v266 = fmul contract <8 x float> %v56, %v265
  %v267 = fadd contract <8 x float> %v266, zeroinitializer
  %v268 = or disjoint i64 %v80, 1
  %v269 = getelementptr inbounds float, ptr %v4, i64 %v268
  %v270 = load <8 x float>, ptr %v269, align 4, !noalias !7
  %v271 = load float, ptr %v44, align 4, !alias.scope !3, !noalias !10
  %v272 = insertelement <8 x float> poison, float %v271, i64 0
  %v273 = shufflevector <8 x float> %v272, <8 x float> poison, <8 x i32> zeroinitializer
  %v274 = fmul contract <8 x float> %v270, %v273
  %v275 = fadd contract <8 x float> %v84, %v274
  %v276 = getelementptr inbounds i8, ptr %v81, i64 48
  %v277 = load <8 x float>, ptr %v276, align 16, !noalias !7
  %v278 = fmul contract <8 x float> %v277, %v273
  %v279 = fadd contract <8 x float> %v88, %v278
  %v280 = getelementptr inbounds i8, ptr %v81, i64 92
  %v281 = load <8 x float>, ptr %v280, align 4, !noalias !7
  %v282 = fmul contract <8 x float> %v281, %v273
  %v283 = fadd contract <8 x float> %v263, %v282
  %v284 = getelementptr inbounds i8, ptr %v81, i64 136
  %v285 = load <8 x float>, ptr %v284, align 8, !noalias !7
  %v286 = fmul contract <8 x float> %v273, %v285
  %v287 = fadd contract <8 x float> %v267, %v286
  %v288 = or disjoint i64 %v80, 2
  %v289 = getelementptr inbounds float, ptr %v4, i64 %v288
  %v290 = load <8 x float>, ptr %v289, align 8, !noalias !7
  %v291 = load float, ptr %v45, align 4, !alias.scope !3, !noalias !10
  %v292 = insertelement <8 x float> poison, float %v291, i64 0
  %v293 = shufflevector <8 x float> %v292, <8 x float> poison, <8 x i32> zeroinitializer
  %v294 = fmul contract <8 x float> %v290, %v293
  %v295 = fadd contract <8 x float> %v275, %v294
  %v296 = getelementptr inbounds i8, ptr %v81, i64 52
  %v297 = load <8 x float>, ptr %v296, align 4, !noalias !7
  %v298 = fmul contract <8 x float> %v297, %v293
  %v299 = fadd contract <8 x float> %v279, %v298
  %v300 = getelementptr inbounds i8, ptr %v81, i64 96
  %v301 = load <8 x float>, ptr %v300, align 16, !noalias !7
  %v302 = fmul contract <8 x float> %v301, %v293
  %v303 = fadd contract <8 x float> %v283, %v302
  %v304 = getelementptr inbounds i8, ptr %v81, i64 140
  %v305 = load <8 x float>, ptr %v304, align 4, !noalias !7
  %v306 = fmul contract <8 x float> %v293, %v305
  %v307 = fadd contract <8 x float> %v287, %v306
  %v308 = load float, ptr %v46, align 4, !alias.scope !3, !noalias !10
  %v309 = insertelement <8 x float> poison, float %v308, i64 0
  %v310 = shufflevector <8 x float> %v309, <8 x float> poison, <8 x i32> zeroinitializer
  %v311 = fmul contract <8 x float> %v86, %v310
  %v312 = fadd contract <8 x float> %v295, %v311
  %v313 = fmul contract <8 x float> %v261, %v310
  %v314 = fadd contract <8 x float> %v299, %v313
  %v315 = fmul contract <8 x float> %v265, %v310
  %v316 = fadd contract <8 x float> %v303, %v315
  %v317 = getelementptr inbounds i8, ptr %v81, i64 176
  %v318 = load <8 x float>, ptr %v317, align 16, !noalias !7
  %v319 = fmul contract <8 x float> %v318, %v310
  %v320 = fadd contract <8 x float> %v307, %v319
  %v321 = load float, ptr %v47, align 4, !alias.scope !3, !noalias !10
  %v322 = insertelement <8 x float> poison, float %v321, i64 0
  %v323 = shufflevector <8 x float> %v322, <8 x float> poison, <8 x i32> zeroinitializer
  %v324 = fmul contract <8 x float> %v277, %v323
  %v325 = fadd contract <8 x float> %v312, %v324
  %v326 = fmul contract <8 x float> %v281, %v323
  %v327 = fadd contract <8 x float> %v314, %v326
  %v328 = fmul contract <8 x float> %v285, %v323
  %v329 = fadd contract <8 x float> %v316, %v328
  %v330 = getelementptr inbounds i8, ptr %v81, i64 180
  %v331 = load <8 x float>, ptr %v330, align 4, !noalias !7
  %v332 = fmul contract <8 x float> %v331, %v323
  %v333 = fadd contract <8 x float> %v320, %v332
  %v334 = load float, ptr %v48, align 4, !alias.scope !3, !noalias !10
  %v335 = insertelement <8 x float> poison, float %v334, i64 0
  %v336 = shufflevector <8 x float> %v335, <8 x float> poison, <8 x i32> zeroinitializer
  %v337 = fmul contract <8 x float> %v297, %v336
  %v338 = fadd contract <8 x float> %v325, %v337
  %v339 = fmul contract <8 x float> %v301, %v336
  %v340 = fadd contract <8 x float> %v327, %v339
  %v341 = fmul contract <8 x float> %v305, %v336
  %v342 = fadd contract <8 x float> %v329, %v341
  %v343 = getelementptr inbounds i8, ptr %v81, i64 184
  %v344 = load <8 x float>, ptr %v343, align 8, !noalias !7
  %v345 = fmul contract <8 x float> %v344, %v336
  %v346 = fadd contract <8 x float> %v333, %v345
  %v347 = load float, ptr %v49, align 4, !alias.scope !3, !noalias !10
  %v348 = insertelement <8 x float> poison, float %v347, i64 0
  %v349 = shufflevector <8 x float> %v348, <8 x float> poison, <8 x i32> zeroinitializer
  %v350 = fmul contract <8 x float> %v261, %v349
  %v351 = fadd contract <8 x float> %v338, %v350
  %v352 = fmul contract <8 x float> %v265, %v349
  %v353 = fadd contract <8 x float> %v340, %v352
  %v354 = fmul contract <8 x float> %v318, %v349
  %v355 = fadd contract <8 x float> %v342, %v354
  %v356 = getelementptr inbounds i8, ptr %v81, i64 220
  %v357 = load <8 x float>, ptr %v356, align 4, !noalias !7
  %v358 = fmul contract <8 x float> %v357, %v349
  %v359 = fadd contract <8 x float> %v346, %v358
  %v360 = load float, ptr %v50, align 4, !alias.scope !3, !noalias !10
  %v361 = insertelement <8 x float> poison, float %v360, i64 0
  %v362 = shufflevector <8 x float> %v361, <8 x float> poison, <8 x i32> zeroinitializer
  %v363 = fmul contract <8 x float> %v281, %v362
  %v364 = fadd contract <8 x float> %v351, %v363
  %v365 = fmul contract <8 x float> %v285, %v362
  %v366 = fadd contract <8 x float> %v353, %v365
  %v367 = fmul contract <8 x float> %v331, %v362
  %v368 = fadd contract <8 x float> %v355, %v367
  %v369 = getelementptr inbounds i8, ptr %v81, i64 224
  %v370 = load <8 x float>, ptr %v369, align 16, !noalias !7
  %v371 = fmul contract <8 x float> %v370, %v362
  %v372 = fadd contract <8 x float> %v359, %v371
  %v373 = load float, ptr %v51, align 4, !alias.scope !3, !noalias !10
  %v374 = insertelement <8 x float> poison, float %v373, i64 0
  %v375 = shufflevector <8 x float> %v374, <8 x float> poison, <8 x i32> zeroinitializer
  %v376 = fmul contract <8 x float> %v301, %v375
  %v377 = fadd contract <8 x float> %v364, %v376
  %v378 = fmul contract <8 x float> %v305, %v375
  %v379 = fadd contract <8 x float> %v366, %v378
  %v380 = fmul contract <8 x float> %v344, %v375
  %v381 = fadd contract <8 x float> %v368, %v380
  %v382 = getelementptr inbounds i8, ptr %v81, i64 228
  %v383 = load <8 x float>, ptr %v382, align 4, !noalias !7
  %v384 = fmul contract <8 x float> %v383, %v375
  %v385 = fadd contract <8 x float> %v372, %v384
  %v386 = mul nuw nsw i64 %v77, 144
  %v387 = getelementptr i8, ptr %v52, i64 %v386
  store <8 x float> %v377, ptr %v387, align 4, !alias.scope !5, !noalias !12
  %v388 = getelementptr i8, ptr %v387, i64 36
  store <8 x float> %v379, ptr %v388, align 4, !alias.scope !5, !noalias !12
  %v389 = getelementptr i8, ptr %v387, i64 72
  store <8 x float> %v381, ptr %v389, align 4, !alias.scope !5, !noalias !12
  %v390 = getelementptr i8, ptr %v387, i64 108
  store <8 x float> %v385, ptr %v390, align 4, !alias.scope !5, !noalias !12
  %v391 = getelementptr i8, ptr %v81, i64 32
  %v392 = load <8 x float>, ptr %v391, align 16, !noalias !7
  %v393 = load float, ptr %v43, align 4, !alias.scope !3, !noalias !10
  %v394 = insertelement <8 x float> poison, float %v393, i64 0
  %v395 = fmul contract <8 x float> %v392, %v394
  %v396 = fadd contract <8 x float> %v395, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v397 = shufflevector <8 x float> %v396, <8 x float> %v74, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v398 = getelementptr i8, ptr %v81, i64 76
  %v399 = load <8 x float>, ptr %v398, align 4, !noalias !7
  %v400 = fmul contract <8 x float> %v399, %v394
  %v401 = fadd contract <8 x float> %v400, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v402 = shufflevector <8 x float> %v401, <8 x float> %v73, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v403 = getelementptr i8, ptr %v81, i64 120
  %v404 = load <8 x float>, ptr %v403, align 8, !noalias !7
  %v405 = fmul contract <8 x float> %v394, %v404
  %v406 = fadd contract <8 x float> %v405, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v407 = shufflevector <8 x float> %v406, <8 x float> %v72, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v408 = getelementptr i8, ptr %v81, i64 164
  %v409 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v408, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v410 = fmul contract <8 x float> %v394, %v409
  %v411 = fadd contract <8 x float> %v410, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v412 = shufflevector <8 x float> %v411, <8 x float> %v71, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v413 = getelementptr i8, ptr %v81, i64 36
  %v414 = load <8 x float>, ptr %v413, align 4, !noalias !7
  %v415 = load float, ptr %v44, align 4, !alias.scope !3, !noalias !10
  %v416 = insertelement <8 x float> poison, float %v415, i64 0
  %v417 = fmul contract <8 x float> %v414, %v416
  %v418 = fadd contract <8 x float> %v397, %v417
  %v419 = shufflevector <8 x float> %v418, <8 x float> %v397, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v420 = getelementptr i8, ptr %v81, i64 80
  %v421 = load <8 x float>, ptr %v420, align 16, !noalias !7
  %v422 = fmul contract <8 x float> %v421, %v416
  %v423 = fadd contract <8 x float> %v402, %v422
  %v424 = shufflevector <8 x float> %v423, <8 x float> %v402, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v425 = getelementptr i8, ptr %v81, i64 124
  %v426 = load <8 x float>, ptr %v425, align 4, !noalias !7
  %v427 = fmul contract <8 x float> %v416, %v426
  %v428 = fadd contract <8 x float> %v407, %v427
  %v429 = shufflevector <8 x float> %v428, <8 x float> %v407, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v430 = getelementptr i8, ptr %v81, i64 168
  %v431 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v430, i32 8, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v432 = fmul contract <8 x float> %v416, %v431
  %v433 = fadd contract <8 x float> %v412, %v432
  %v434 = shufflevector <8 x float> %v433, <8 x float> %v412, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v435 = getelementptr i8, ptr %v81, i64 40
  %v436 = load <8 x float>, ptr %v435, align 8, !noalias !7
  %v437 = load float, ptr %v45, align 4, !alias.scope !3, !noalias !10
  %v438 = insertelement <8 x float> poison, float %v437, i64 0
  %v439 = fmul contract <8 x float> %v436, %v438
  %v440 = fadd contract <8 x float> %v419, %v439
  %v441 = shufflevector <8 x float> %v440, <8 x float> %v419, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v442 = getelementptr i8, ptr %v81, i64 84
  %v443 = load <8 x float>, ptr %v442, align 4, !noalias !7
  %v444 = fmul contract <8 x float> %v443, %v438
  %v445 = fadd contract <8 x float> %v424, %v444
  %v446 = shufflevector <8 x float> %v445, <8 x float> %v424, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v447 = getelementptr i8, ptr %v81, i64 128
  %v448 = load <8 x float>, ptr %v447, align 16, !noalias !7
  %v449 = fmul contract <8 x float> %v438, %v448
  %v450 = fadd contract <8 x float> %v429, %v449
  %v451 = shufflevector <8 x float> %v450, <8 x float> %v429, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v452 = getelementptr i8, ptr %v81, i64 172
  %v453 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v452, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v454 = fmul contract <8 x float> %v438, %v453
  %v455 = fadd contract <8 x float> %v434, %v454
  %v456 = shufflevector <8 x float> %v455, <8 x float> %v434, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v457 = load float, ptr %v46, align 4, !alias.scope !3, !noalias !10
  %v458 = insertelement <8 x float> poison, float %v457, i64 0
  %v459 = fmul contract <8 x float> %v399, %v458
  %v460 = fadd contract <8 x float> %v441, %v459
  %v461 = shufflevector <8 x float> %v460, <8 x float> %v441, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v462 = fmul contract <8 x float> %v404, %v458
  %v463 = fadd contract <8 x float> %v446, %v462
  %v464 = shufflevector <8 x float> %v463, <8 x float> %v446, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v465 = fmul contract <8 x float> %v409, %v458
  %v466 = fadd contract <8 x float> %v451, %v465
  %v467 = shufflevector <8 x float> %v466, <8 x float> %v451, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v468 = getelementptr i8, ptr %v81, i64 208
  %v469 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v468, i32 16, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v470 = fmul contract <8 x float> %v469, %v458
  %v471 = fadd contract <8 x float> %v456, %v470
  %v472 = shufflevector <8 x float> %v471, <8 x float> %v456, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v473 = load float, ptr %v47, align 4, !alias.scope !3, !noalias !10
  %v474 = insertelement <8 x float> poison, float %v473, i64 0
  %v475 = fmul contract <8 x float> %v421, %v474
  %v476 = fadd contract <8 x float> %v461, %v475
  %v477 = shufflevector <8 x float> %v476, <8 x float> %v461, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v478 = fmul contract <8 x float> %v426, %v474
  %v479 = fadd contract <8 x float> %v464, %v478
  %v480 = shufflevector <8 x float> %v479, <8 x float> %v464, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v481 = fmul contract <8 x float> %v431, %v474
  %v482 = fadd contract <8 x float> %v467, %v481
  %v483 = shufflevector <8 x float> %v482, <8 x float> %v467, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v484 = getelementptr i8, ptr %v81, i64 212
  %v485 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v484, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v486 = fmul contract <8 x float> %v485, %v474
  %v487 = fadd contract <8 x float> %v472, %v486
  %v488 = shufflevector <8 x float> %v487, <8 x float> %v472, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v489 = load float, ptr %v48, align 4, !alias.scope !3, !noalias !10
  %v490 = insertelement <8 x float> poison, float %v489, i64 0
  %v491 = fmul contract <8 x float> %v443, %v490
  %v492 = fadd contract <8 x float> %v477, %v491
  %v493 = shufflevector <8 x float> %v492, <8 x float> %v477, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v494 = fmul contract <8 x float> %v448, %v490
  %v495 = fadd contract <8 x float> %v480, %v494
  %v496 = shufflevector <8 x float> %v495, <8 x float> %v480, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v497 = fmul contract <8 x float> %v453, %v490
  %v498 = fadd contract <8 x float> %v483, %v497
  %v499 = shufflevector <8 x float> %v498, <8 x float> %v483, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v500 = getelementptr i8, ptr %v81, i64 216
  %v501 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v500, i32 8, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v502 = fmul contract <8 x float> %v501, %v490
  %v503 = fadd contract <8 x float> %v488, %v502
  %v504 = shufflevector <8 x float> %v503, <8 x float> %v488, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v505 = load float, ptr %v49, align 4, !alias.scope !3, !noalias !10
  %v506 = insertelement <8 x float> poison, float %v505, i64 0
  %v507 = fmul contract <8 x float> %v404, %v506
  %v508 = fadd contract <8 x float> %v493, %v507
  %v509 = shufflevector <8 x float> %v508, <8 x float> %v493, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v510 = fmul contract <8 x float> %v409, %v506
  %v511 = fadd contract <8 x float> %v496, %v510
  %v512 = shufflevector <8 x float> %v511, <8 x float> %v496, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v513 = fmul contract <8 x float> %v469, %v506
  %v514 = fadd contract <8 x float> %v499, %v513
  %v515 = shufflevector <8 x float> %v514, <8 x float> %v499, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v516 = getelementptr i8, ptr %v81, i64 252
  %v517 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v516, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v518 = fmul contract <8 x float> %v517, %v506
  %v519 = fadd contract <8 x float> %v504, %v518
  %v520 = shufflevector <8 x float> %v519, <8 x float> %v504, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v521 = load float, ptr %v50, align 4, !alias.scope !3, !noalias !10
  %v522 = insertelement <8 x float> poison, float %v521, i64 0
  %v523 = fmul contract <8 x float> %v426, %v522
  %v524 = fadd contract <8 x float> %v509, %v523
  %v525 = shufflevector <8 x float> %v524, <8 x float> %v509, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v526 = fmul contract <8 x float> %v431, %v522
  %v527 = fadd contract <8 x float> %v512, %v526
  %v528 = shufflevector <8 x float> %v527, <8 x float> %v512, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v529 = fmul contract <8 x float> %v485, %v522
  %v530 = fadd contract <8 x float> %v515, %v529
  %v531 = shufflevector <8 x float> %v530, <8 x float> %v515, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v532 = or disjoint i64 %v80, 64
  %v533 = getelementptr float, ptr %v4, i64 %v532
  %v534 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v533, i32 16, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v535 = fmul contract <8 x float> %v534, %v522
  %v536 = fadd contract <8 x float> %v520, %v535
  %v537 = shufflevector <8 x float> %v536, <8 x float> %v520, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v538 = load float, ptr %v51, align 4, !alias.scope !3, !noalias !10
  %v539 = insertelement <8 x float> poison, float %v538, i64 0
  %v540 = fmul contract <8 x float> %v448, %v539
  %v541 = fadd contract <8 x float> %v525, %v540
  %v258 = shufflevector <8 x float> %v541, <8 x float> %v525, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v542 = fmul contract <8 x float> %v453, %v539
  %v543 = fadd contract <8 x float> %v528, %v542
  %v257 = shufflevector <8 x float> %v543, <8 x float> %v528, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v544 = fmul contract <8 x float> %v501, %v539
  %v545 = fadd contract <8 x float> %v531, %v544
  %v256 = shufflevector <8 x float> %v545, <8 x float> %v531, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v546 = or disjoint i64 %v80, 65
  %v547 = getelementptr float, ptr %v4, i64 %v546
  %v548 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v547, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v549 = fmul contract <8 x float> %v548, %v539
  %v550 = fadd contract <8 x float> %v537, %v549
  %v255 = shufflevector <8 x float> %v550, <8 x float> %v537, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v551 = getelementptr i8, ptr %v53, i64 %v386
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v258, ptr %v551, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v552 = getelementptr i8, ptr %v551, i64 36
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v257, ptr %v552, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v553 = getelementptr i8, ptr %v551, i64 72
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v256, ptr %v553, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v554 = getelementptr i8, ptr %v551, i64 108
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v255, ptr %v554, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
  br label %v70

v12: ; preds = %v17, %v3
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
