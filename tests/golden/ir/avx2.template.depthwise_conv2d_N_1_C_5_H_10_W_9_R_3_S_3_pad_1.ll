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
  %v19 = phi <8 x float> [ %v20, %v18 ], [ undef, %v11 ]
  %v21 = phi <8 x float> [ %v22, %v18 ], [ undef, %v11 ]
  %v23 = phi <8 x float> [ %v24, %v18 ], [ undef, %v11 ]
  %v25 = phi <8 x float> [ %v26, %v18 ], [ undef, %v11 ]
  %v27 = phi <8 x float> [ %v28, %v18 ], [ undef, %v11 ]
  %v29 = phi <8 x float> [ %v30, %v18 ], [ undef, %v11 ]
  %v31 = phi i64 [ %v32, %v18 ], [ %v1, %v11 ]
  %v33 = mul i64 %v31, 360
  %v34 = getelementptr i8, ptr %v14, i64 %v33
  %v35 = getelementptr i8, ptr %v15, i64 %v33
  store <8 x float> zeroinitializer, ptr %v4, align 64, !noalias !7
  call void @llvm.masked.store.v8f32.p0(<8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>, ptr nonnull %v13, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  br label %v36

v37:                                        ; preds = %v38, %v39
  %v40 = add nuw nsw i64 %v41, 1
  %v42 = icmp eq i64 %v40, 12
  br i1 %v42, label %v43, label %v36, !llvm.loop !8

v43:                         ; preds = %v37
  %v44 = mul i64 %v31, 36
  %v45 = getelementptr i8, ptr %v7, i64 %v44
  %v46 = getelementptr i8, ptr %v45, i64 4
  %v47 = getelementptr i8, ptr %v45, i64 8
  %v48 = getelementptr i8, ptr %v45, i64 12
  %v49 = getelementptr i8, ptr %v45, i64 16
  %v50 = getelementptr i8, ptr %v45, i64 20
  %v51 = getelementptr i8, ptr %v45, i64 24
  %v52 = getelementptr i8, ptr %v45, i64 28
  %v53 = getelementptr i8, ptr %v45, i64 32
  %v54 = getelementptr i8, ptr %v9, i64 %v33
  %v55 = getelementptr i8, ptr %v16, i64 %v33
  %v56 = load float, ptr %v45, align 4, !alias.scope !3, !noalias !10
  %v57 = insertelement <8 x float> poison, float %v56, i64 0
  %v58 = shufflevector <8 x float> %v57, <8 x float> poison, <8 x i32> zeroinitializer
  br label %v59

v36:                                        ; preds = %v17, %v37
  %v41 = phi i64 [ 1, %v17 ], [ %v40, %v37 ]
  %v60 = icmp ult i64 %v41, 11
  br i1 %v60, label %v39, label %v38

v39:                                      ; preds = %v36
  %v61 = mul nuw nsw i64 %v41, 36
  %v62 = getelementptr i8, ptr %v34, i64 %v61
  %v63 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v62, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !alias.scope !0, !noalias !11
  %v64 = insertelement <8 x float> %v63, float 0.000000e+00, i64 0
  %v65 = mul nuw nsw i64 %v41, 44
  %v66 = getelementptr inbounds i8, ptr %v4, i64 %v65
  store <8 x float> %v64, ptr %v66, align 4, !noalias !7
  %v67 = getelementptr i8, ptr %v35, i64 %v61
  %v68 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v67, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !alias.scope !0, !noalias !11
  %v69 = insertelement <8 x float> %v68, float 0.000000e+00, i64 2
  %v70 = getelementptr i8, ptr %v13, i64 %v65
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v69, ptr %v70, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  br label %v37

v38:                                      ; preds = %v36
  %v71 = mul nuw nsw i64 %v41, 44
  %v72 = getelementptr inbounds i8, ptr %v4, i64 %v71
  store <8 x float> zeroinitializer, ptr %v72, align 4, !noalias !7
  %v73 = getelementptr i8, ptr %v13, i64 %v71
  call void @llvm.masked.store.v8f32.p0(<8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>, ptr %v73, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !7
  br label %v37

v59:                                   ; preds = %v43, %v74
  %v75 = phi <8 x float> [ %v20, %v74 ], [ %v19, %v43 ]
  %v76 = phi <8 x float> [ %v22, %v74 ], [ %v21, %v43 ]
  %v77 = phi <8 x float> [ %v24, %v74 ], [ %v23, %v43 ]
  %v78 = phi <8 x float> [ %v26, %v74 ], [ %v25, %v43 ]
  %v79 = phi <8 x float> [ %v28, %v74 ], [ %v27, %v43 ]
  %v80 = phi <8 x float> [ %v30, %v74 ], [ %v29, %v43 ]
  %v81 = phi i64 [ %v82, %v74 ], [ 0, %v43 ]
  %v83 = icmp ult i64 %v81, 2
  %v84 = mul nuw nsw i64 %v81, 44
  %v85 = getelementptr float, ptr %v4, i64 %v84
  %v86 = load <8 x float>, ptr %v85, align 16, !noalias !7
  %v87 = fmul contract <8 x float> %v86, %v58
  %v88 = fadd contract <8 x float> %v87, zeroinitializer
  %v89 = getelementptr inbounds i8, ptr %v85, i64 44
  %v90 = load <8 x float>, ptr %v89, align 4, !noalias !7
  %v91 = fmul contract <8 x float> %v90, %v58
  %v92 = fadd contract <8 x float> %v91, zeroinitializer
  br i1 %v83, label %v93, label %v94

v94:                      ; preds = %v59
  %v95 = or disjoint i64 %v84, 1
  %v96 = getelementptr inbounds float, ptr %v4, i64 %v95
  %v97 = load <8 x float>, ptr %v96, align 4, !noalias !7
  %v98 = load float, ptr %v46, align 4, !alias.scope !3, !noalias !10
  %v99 = insertelement <8 x float> poison, float %v98, i64 0
  %v100 = shufflevector <8 x float> %v99, <8 x float> poison, <8 x i32> zeroinitializer
  %v101 = fmul contract <8 x float> %v97, %v100
  %v102 = fadd contract <8 x float> %v88, %v101
  %v103 = getelementptr inbounds i8, ptr %v85, i64 48
  %v104 = load <8 x float>, ptr %v103, align 16, !noalias !7
  %v105 = fmul contract <8 x float> %v104, %v100
  %v106 = fadd contract <8 x float> %v92, %v105
  %v107 = or disjoint i64 %v84, 2
  %v108 = getelementptr inbounds float, ptr %v4, i64 %v107
  %v109 = load <8 x float>, ptr %v108, align 8, !noalias !7
  %v110 = load float, ptr %v47, align 4, !alias.scope !3, !noalias !10
  %v111 = insertelement <8 x float> poison, float %v110, i64 0
  %v112 = shufflevector <8 x float> %v111, <8 x float> poison, <8 x i32> zeroinitializer
  %v113 = fmul contract <8 x float> %v109, %v112
  %v114 = fadd contract <8 x float> %v102, %v113
  %v115 = getelementptr inbounds i8, ptr %v85, i64 52
  %v116 = load <8 x float>, ptr %v115, align 4, !noalias !7
  %v117 = fmul contract <8 x float> %v116, %v112
  %v118 = fadd contract <8 x float> %v106, %v117
  %v119 = load float, ptr %v48, align 4, !alias.scope !3, !noalias !10
  %v120 = insertelement <8 x float> poison, float %v119, i64 0
  %v121 = shufflevector <8 x float> %v120, <8 x float> poison, <8 x i32> zeroinitializer
  %v122 = fmul contract <8 x float> %v90, %v121
  %v123 = fadd contract <8 x float> %v114, %v122
  %v124 = getelementptr inbounds i8, ptr %v85, i64 88
  %v125 = load <8 x float>, ptr %v124, align 8, !noalias !7
  %v126 = fmul contract <8 x float> %v125, %v121
  %v127 = fadd contract <8 x float> %v118, %v126
  %v128 = load float, ptr %v49, align 4, !alias.scope !3, !noalias !10
  %v129 = insertelement <8 x float> poison, float %v128, i64 0
  %v130 = shufflevector <8 x float> %v129, <8 x float> poison, <8 x i32> zeroinitializer
  %v131 = fmul contract <8 x float> %v104, %v130
  %v132 = fadd contract <8 x float> %v123, %v131
  %v133 = getelementptr inbounds i8, ptr %v85, i64 92
  %v134 = load <8 x float>, ptr %v133, align 4, !noalias !7
  %v135 = fmul contract <8 x float> %v134, %v130
  %v136 = fadd contract <8 x float> %v127, %v135
  %v137 = load float, ptr %v50, align 4, !alias.scope !3, !noalias !10
  %v138 = insertelement <8 x float> poison, float %v137, i64 0
  %v139 = shufflevector <8 x float> %v138, <8 x float> poison, <8 x i32> zeroinitializer
  %v140 = fmul contract <8 x float> %v116, %v139
  %v141 = fadd contract <8 x float> %v132, %v140
  %v142 = getelementptr inbounds i8, ptr %v85, i64 96
  %v143 = load <8 x float>, ptr %v142, align 16, !noalias !7
  %v144 = fmul contract <8 x float> %v143, %v139
  %v145 = fadd contract <8 x float> %v136, %v144
  %v146 = load float, ptr %v51, align 4, !alias.scope !3, !noalias !10
  %v147 = insertelement <8 x float> poison, float %v146, i64 0
  %v148 = shufflevector <8 x float> %v147, <8 x float> poison, <8 x i32> zeroinitializer
  %v149 = fmul contract <8 x float> %v125, %v148
  %v150 = fadd contract <8 x float> %v141, %v149
  %v151 = getelementptr inbounds i8, ptr %v85, i64 132
  %v152 = load <8 x float>, ptr %v151, align 4, !noalias !7
  %v153 = fmul contract <8 x float> %v152, %v148
  %v154 = fadd contract <8 x float> %v145, %v153
  %v155 = load float, ptr %v52, align 4, !alias.scope !3, !noalias !10
  %v156 = insertelement <8 x float> poison, float %v155, i64 0
  %v157 = shufflevector <8 x float> %v156, <8 x float> poison, <8 x i32> zeroinitializer
  %v158 = fmul contract <8 x float> %v134, %v157
  %v159 = fadd contract <8 x float> %v150, %v158
  %v160 = getelementptr inbounds i8, ptr %v85, i64 136
  %v161 = load <8 x float>, ptr %v160, align 8, !noalias !7
  %v162 = fmul contract <8 x float> %v161, %v157
  %v163 = fadd contract <8 x float> %v154, %v162
  %v164 = load float, ptr %v53, align 4, !alias.scope !3, !noalias !10
  %v165 = insertelement <8 x float> poison, float %v164, i64 0
  %v166 = shufflevector <8 x float> %v165, <8 x float> poison, <8 x i32> zeroinitializer
  %v167 = fmul contract <8 x float> %v143, %v166
  %v168 = fadd contract <8 x float> %v159, %v167
  %v169 = getelementptr inbounds i8, ptr %v85, i64 140
  %v170 = load <8 x float>, ptr %v169, align 4, !noalias !7
  %v171 = fmul contract <8 x float> %v170, %v166
  %v172 = fadd contract <8 x float> %v163, %v171
  %v173 = mul nuw nsw i64 %v81, 144
  %v174 = getelementptr i8, ptr %v54, i64 %v173
  %v175 = getelementptr i8, ptr %v174, i64 36
  store <8 x float> %v168, ptr %v174, align 4, !alias.scope !5, !noalias !12
  store <8 x float> %v172, ptr %v175, align 4, !alias.scope !5, !noalias !12
  %v176 = mul nuw nsw i64 %v81, 176
  %v177 = getelementptr i8, ptr %v4, i64 %v176
  %v178 = getelementptr i8, ptr %v177, i64 32
  %v179 = load <8 x float>, ptr %v178, align 16, !noalias !7
  %v180 = fmul contract <8 x float> %v179, %v57
  %v181 = fadd contract <8 x float> %v180, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v182 = shufflevector <8 x float> %v181, <8 x float> %v79, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v183 = getelementptr i8, ptr %v177, i64 76
  %v184 = load <8 x float>, ptr %v183, align 4, !noalias !7
  %v185 = fmul contract <8 x float> %v184, %v57
  %v186 = fadd contract <8 x float> %v185, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v187 = shufflevector <8 x float> %v186, <8 x float> %v80, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v188 = getelementptr i8, ptr %v177, i64 36
  %v189 = load <8 x float>, ptr %v188, align 4, !noalias !7
  %v190 = fmul contract <8 x float> %v189, %v99
  %v191 = fadd contract <8 x float> %v182, %v190
  %v192 = shufflevector <8 x float> %v191, <8 x float> %v182, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v193 = getelementptr i8, ptr %v177, i64 80
  %v194 = load <8 x float>, ptr %v193, align 16, !noalias !7
  %v195 = fmul contract <8 x float> %v194, %v99
  %v196 = fadd contract <8 x float> %v187, %v195
  %v197 = shufflevector <8 x float> %v196, <8 x float> %v187, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v198 = getelementptr i8, ptr %v177, i64 40
  %v199 = load <8 x float>, ptr %v198, align 8, !noalias !7
  %v200 = fmul contract <8 x float> %v199, %v111
  %v201 = fadd contract <8 x float> %v192, %v200
  %v202 = shufflevector <8 x float> %v201, <8 x float> %v192, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v203 = getelementptr i8, ptr %v177, i64 84
  %v204 = load <8 x float>, ptr %v203, align 4, !noalias !7
  %v205 = fmul contract <8 x float> %v204, %v111
  %v206 = fadd contract <8 x float> %v197, %v205
  %v207 = shufflevector <8 x float> %v206, <8 x float> %v197, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v208 = fmul contract <8 x float> %v184, %v120
  %v209 = fadd contract <8 x float> %v202, %v208
  %v210 = shufflevector <8 x float> %v209, <8 x float> %v202, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v211 = getelementptr i8, ptr %v177, i64 120
  %v212 = load <8 x float>, ptr %v211, align 8, !noalias !7
  %v213 = fmul contract <8 x float> %v212, %v120
  %v214 = fadd contract <8 x float> %v207, %v213
  %v215 = shufflevector <8 x float> %v214, <8 x float> %v207, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v216 = fmul contract <8 x float> %v194, %v129
  %v217 = fadd contract <8 x float> %v210, %v216
  %v218 = shufflevector <8 x float> %v217, <8 x float> %v210, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v219 = getelementptr i8, ptr %v177, i64 124
  %v220 = load <8 x float>, ptr %v219, align 4, !noalias !7
  %v221 = fmul contract <8 x float> %v220, %v129
  %v222 = fadd contract <8 x float> %v215, %v221
  %v223 = shufflevector <8 x float> %v222, <8 x float> %v215, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v224 = fmul contract <8 x float> %v204, %v138
  %v225 = fadd contract <8 x float> %v218, %v224
  %v226 = shufflevector <8 x float> %v225, <8 x float> %v218, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v227 = getelementptr i8, ptr %v177, i64 128
  %v228 = load <8 x float>, ptr %v227, align 16, !noalias !7
  %v229 = fmul contract <8 x float> %v228, %v138
  %v230 = fadd contract <8 x float> %v223, %v229
  %v231 = shufflevector <8 x float> %v230, <8 x float> %v223, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v232 = fmul contract <8 x float> %v212, %v147
  %v233 = fadd contract <8 x float> %v226, %v232
  %v234 = shufflevector <8 x float> %v233, <8 x float> %v226, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v235 = getelementptr i8, ptr %v177, i64 164
  %v236 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v235, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v237 = fmul contract <8 x float> %v236, %v147
  %v238 = fadd contract <8 x float> %v231, %v237
  %v239 = shufflevector <8 x float> %v238, <8 x float> %v231, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v240 = fmul contract <8 x float> %v220, %v156
  %v241 = fadd contract <8 x float> %v234, %v240
  %v242 = shufflevector <8 x float> %v241, <8 x float> %v234, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v243 = getelementptr i8, ptr %v177, i64 168
  %v244 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v243, i32 8, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v245 = fmul contract <8 x float> %v244, %v156
  %v246 = fadd contract <8 x float> %v239, %v245
  %v247 = shufflevector <8 x float> %v246, <8 x float> %v239, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v248 = fmul contract <8 x float> %v228, %v165
  %v249 = fadd contract <8 x float> %v242, %v248
  %v250 = shufflevector <8 x float> %v249, <8 x float> %v242, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v251 = getelementptr i8, ptr %v177, i64 172
  %v252 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v251, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v253 = fmul contract <8 x float> %v252, %v165
  %v254 = fadd contract <8 x float> %v247, %v253
  %v255 = shufflevector <8 x float> %v254, <8 x float> %v247, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v256 = getelementptr i8, ptr %v55, i64 %v173
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v250, ptr %v256, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v257 = getelementptr i8, ptr %v256, i64 36
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v255, ptr %v257, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
  br label %v74

v18:                                   ; preds = %v74
  %v32 = add nuw nsw i64 %v31, 1
  %v258 = icmp eq i64 %v32, %v2
  br i1 %v258, label %v12, label %v17

v74:                                      ; preds = %v94, %v93
  %v20 = phi <8 x float> [ %v259, %v93 ], [ %v75, %v94 ]
  %v22 = phi <8 x float> [ %v260, %v93 ], [ %v76, %v94 ]
  %v24 = phi <8 x float> [ %v261, %v93 ], [ %v77, %v94 ]
  %v26 = phi <8 x float> [ %v262, %v93 ], [ %v78, %v94 ]
  %v28 = phi <8 x float> [ %v79, %v93 ], [ %v250, %v94 ]
  %v30 = phi <8 x float> [ %v80, %v93 ], [ %v255, %v94 ]
  %v82 = add nuw nsw i64 %v81, 1
  %v263 = icmp eq i64 %v82, 3
  br i1 %v263, label %v18, label %v59

v93:                                      ; preds = %v59
  %v264 = getelementptr inbounds i8, ptr %v85, i64 88
  %v265 = load <8 x float>, ptr %v264, align 8, !noalias !7
  %v266 = fmul contract <8 x float> %v265, %v58
  %v267 = fadd contract <8 x float> %v266, zeroinitializer
  %v268 = getelementptr inbounds i8, ptr %v85, i64 132
  %v269 = load <8 x float>, ptr %v268, align 4, !noalias !7
  %v270 = fmul contract <8 x float> %v58, %v269
  %v271 = fadd contract <8 x float> %v270, zeroinitializer
  %v272 = or disjoint i64 %v84, 1
  %v273 = getelementptr inbounds float, ptr %v4, i64 %v272
  %v274 = load <8 x float>, ptr %v273, align 4, !noalias !7
  %v275 = load float, ptr %v46, align 4, !alias.scope !3, !noalias !10
  %v276 = insertelement <8 x float> poison, float %v275, i64 0
  %v277 = shufflevector <8 x float> %v276, <8 x float> poison, <8 x i32> zeroinitializer
  %v278 = fmul contract <8 x float> %v274, %v277
  %v279 = fadd contract <8 x float> %v88, %v278
  %v280 = getelementptr inbounds i8, ptr %v85, i64 48
  %v281 = load <8 x float>, ptr %v280, align 16, !noalias !7
  %v282 = fmul contract <8 x float> %v281, %v277
  %v283 = fadd contract <8 x float> %v92, %v282
  %v284 = getelementptr inbounds i8, ptr %v85, i64 92
  %v285 = load <8 x float>, ptr %v284, align 4, !noalias !7
  %v286 = fmul contract <8 x float> %v285, %v277
  %v287 = fadd contract <8 x float> %v267, %v286
  %v288 = getelementptr inbounds i8, ptr %v85, i64 136
  %v289 = load <8 x float>, ptr %v288, align 8, !noalias !7
  %v290 = fmul contract <8 x float> %v277, %v289
  %v291 = fadd contract <8 x float> %v271, %v290
  %v292 = or disjoint i64 %v84, 2
  %v293 = getelementptr inbounds float, ptr %v4, i64 %v292
  %v294 = load <8 x float>, ptr %v293, align 8, !noalias !7
  %v295 = load float, ptr %v47, align 4, !alias.scope !3, !noalias !10
  %v296 = insertelement <8 x float> poison, float %v295, i64 0
  %v297 = shufflevector <8 x float> %v296, <8 x float> poison, <8 x i32> zeroinitializer
  %v298 = fmul contract <8 x float> %v294, %v297
  %v299 = fadd contract <8 x float> %v279, %v298
  %v300 = getelementptr inbounds i8, ptr %v85, i64 52
  %v301 = load <8 x float>, ptr %v300, align 4, !noalias !7
  %v302 = fmul contract <8 x float> %v301, %v297
  %v303 = fadd contract <8 x float> %v283, %v302
  %v304 = getelementptr inbounds i8, ptr %v85, i64 96
  %v305 = load <8 x float>, ptr %v304, align 16, !noalias !7
  %v306 = fmul contract <8 x float> %v305, %v297
  %v307 = fadd contract <8 x float> %v287, %v306
  %v308 = getelementptr inbounds i8, ptr %v85, i64 140
  %v309 = load <8 x float>, ptr %v308, align 4, !noalias !7
  %v310 = fmul contract <8 x float> %v297, %v309
  %v311 = fadd contract <8 x float> %v291, %v310
  %v312 = load float, ptr %v48, align 4, !alias.scope !3, !noalias !10
  %v313 = insertelement <8 x float> poison, float %v312, i64 0
  %v314 = shufflevector <8 x float> %v313, <8 x float> poison, <8 x i32> zeroinitializer
  %v315 = fmul contract <8 x float> %v90, %v314
  %v316 = fadd contract <8 x float> %v299, %v315
  %v317 = fmul contract <8 x float> %v265, %v314
  %v318 = fadd contract <8 x float> %v303, %v317
  %v319 = fmul contract <8 x float> %v269, %v314
  %v320 = fadd contract <8 x float> %v307, %v319
  %v321 = getelementptr inbounds i8, ptr %v85, i64 176
  %v322 = load <8 x float>, ptr %v321, align 16, !noalias !7
  %v323 = fmul contract <8 x float> %v322, %v314
  %v324 = fadd contract <8 x float> %v311, %v323
  %v325 = load float, ptr %v49, align 4, !alias.scope !3, !noalias !10
  %v326 = insertelement <8 x float> poison, float %v325, i64 0
  %v327 = shufflevector <8 x float> %v326, <8 x float> poison, <8 x i32> zeroinitializer
  %v328 = fmul contract <8 x float> %v281, %v327
  %v329 = fadd contract <8 x float> %v316, %v328
  %v330 = fmul contract <8 x float> %v285, %v327
  %v331 = fadd contract <8 x float> %v318, %v330
  %v332 = fmul contract <8 x float> %v289, %v327
  %v333 = fadd contract <8 x float> %v320, %v332
  %v334 = getelementptr inbounds i8, ptr %v85, i64 180
  %v335 = load <8 x float>, ptr %v334, align 4, !noalias !7
  %v336 = fmul contract <8 x float> %v335, %v327
  %v337 = fadd contract <8 x float> %v324, %v336
  %v338 = load float, ptr %v50, align 4, !alias.scope !3, !noalias !10
  %v339 = insertelement <8 x float> poison, float %v338, i64 0
  %v340 = shufflevector <8 x float> %v339, <8 x float> poison, <8 x i32> zeroinitializer
  %v341 = fmul contract <8 x float> %v301, %v340
  %v342 = fadd contract <8 x float> %v329, %v341
  %v343 = fmul contract <8 x float> %v305, %v340
  %v344 = fadd contract <8 x float> %v331, %v343
  %v345 = fmul contract <8 x float> %v309, %v340
  %v346 = fadd contract <8 x float> %v333, %v345
  %v347 = getelementptr inbounds i8, ptr %v85, i64 184
  %v348 = load <8 x float>, ptr %v347, align 8, !noalias !7
  %v349 = fmul contract <8 x float> %v348, %v340
  %v350 = fadd contract <8 x float> %v337, %v349
  %v351 = load float, ptr %v51, align 4, !alias.scope !3, !noalias !10
  %v352 = insertelement <8 x float> poison, float %v351, i64 0
  %v353 = shufflevector <8 x float> %v352, <8 x float> poison, <8 x i32> zeroinitializer
  %v354 = fmul contract <8 x float> %v265, %v353
  %v355 = fadd contract <8 x float> %v342, %v354
  %v356 = fmul contract <8 x float> %v269, %v353
  %v357 = fadd contract <8 x float> %v344, %v356
  %v358 = fmul contract <8 x float> %v322, %v353
  %v359 = fadd contract <8 x float> %v346, %v358
  %v360 = getelementptr inbounds i8, ptr %v85, i64 220
  %v361 = load <8 x float>, ptr %v360, align 4, !noalias !7
  %v362 = fmul contract <8 x float> %v361, %v353
  %v363 = fadd contract <8 x float> %v350, %v362
  %v364 = load float, ptr %v52, align 4, !alias.scope !3, !noalias !10
  %v365 = insertelement <8 x float> poison, float %v364, i64 0
  %v366 = shufflevector <8 x float> %v365, <8 x float> poison, <8 x i32> zeroinitializer
  %v367 = fmul contract <8 x float> %v285, %v366
  %v368 = fadd contract <8 x float> %v355, %v367
  %v369 = fmul contract <8 x float> %v289, %v366
  %v370 = fadd contract <8 x float> %v357, %v369
  %v371 = fmul contract <8 x float> %v335, %v366
  %v372 = fadd contract <8 x float> %v359, %v371
  %v373 = getelementptr inbounds i8, ptr %v85, i64 224
  %v374 = load <8 x float>, ptr %v373, align 16, !noalias !7
  %v375 = fmul contract <8 x float> %v374, %v366
  %v376 = fadd contract <8 x float> %v363, %v375
  %v377 = load float, ptr %v53, align 4, !alias.scope !3, !noalias !10
  %v378 = insertelement <8 x float> poison, float %v377, i64 0
  %v379 = shufflevector <8 x float> %v378, <8 x float> poison, <8 x i32> zeroinitializer
  %v380 = fmul contract <8 x float> %v305, %v379
  %v381 = fadd contract <8 x float> %v368, %v380
  %v382 = fmul contract <8 x float> %v309, %v379
  %v383 = fadd contract <8 x float> %v370, %v382
  %v384 = fmul contract <8 x float> %v348, %v379
  %v385 = fadd contract <8 x float> %v372, %v384
  %v386 = getelementptr inbounds i8, ptr %v85, i64 228
  %v387 = load <8 x float>, ptr %v386, align 4, !noalias !7
  %v388 = fmul contract <8 x float> %v387, %v379
  %v389 = fadd contract <8 x float> %v376, %v388
  %v390 = mul nuw nsw i64 %v81, 144
  %v391 = getelementptr i8, ptr %v54, i64 %v390
  store <8 x float> %v381, ptr %v391, align 4, !alias.scope !5, !noalias !12
  %v392 = getelementptr i8, ptr %v391, i64 36
  store <8 x float> %v383, ptr %v392, align 4, !alias.scope !5, !noalias !12
  %v393 = getelementptr i8, ptr %v391, i64 72
  store <8 x float> %v385, ptr %v393, align 4, !alias.scope !5, !noalias !12
  %v394 = getelementptr i8, ptr %v391, i64 108
  store <8 x float> %v389, ptr %v394, align 4, !alias.scope !5, !noalias !12
  %v395 = getelementptr i8, ptr %v85, i64 32
  %v396 = load <8 x float>, ptr %v395, align 16, !noalias !7
  %v397 = load float, ptr %v45, align 4, !alias.scope !3, !noalias !10
  %v398 = insertelement <8 x float> poison, float %v397, i64 0
  %v399 = fmul contract <8 x float> %v396, %v398
  %v400 = fadd contract <8 x float> %v399, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v401 = shufflevector <8 x float> %v400, <8 x float> %v78, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v402 = getelementptr i8, ptr %v85, i64 76
  %v403 = load <8 x float>, ptr %v402, align 4, !noalias !7
  %v404 = fmul contract <8 x float> %v403, %v398
  %v405 = fadd contract <8 x float> %v404, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v406 = shufflevector <8 x float> %v405, <8 x float> %v77, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v407 = getelementptr i8, ptr %v85, i64 120
  %v408 = load <8 x float>, ptr %v407, align 8, !noalias !7
  %v409 = fmul contract <8 x float> %v398, %v408
  %v410 = fadd contract <8 x float> %v409, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v411 = shufflevector <8 x float> %v410, <8 x float> %v76, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v412 = getelementptr i8, ptr %v85, i64 164
  %v413 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v412, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v414 = fmul contract <8 x float> %v398, %v413
  %v415 = fadd contract <8 x float> %v414, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v416 = shufflevector <8 x float> %v415, <8 x float> %v75, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v417 = getelementptr i8, ptr %v85, i64 36
  %v418 = load <8 x float>, ptr %v417, align 4, !noalias !7
  %v419 = load float, ptr %v46, align 4, !alias.scope !3, !noalias !10
  %v420 = insertelement <8 x float> poison, float %v419, i64 0
  %v421 = fmul contract <8 x float> %v418, %v420
  %v422 = fadd contract <8 x float> %v401, %v421
  %v423 = shufflevector <8 x float> %v422, <8 x float> %v401, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v424 = getelementptr i8, ptr %v85, i64 80
  %v425 = load <8 x float>, ptr %v424, align 16, !noalias !7
  %v426 = fmul contract <8 x float> %v425, %v420
  %v427 = fadd contract <8 x float> %v406, %v426
  %v428 = shufflevector <8 x float> %v427, <8 x float> %v406, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v429 = getelementptr i8, ptr %v85, i64 124
  %v430 = load <8 x float>, ptr %v429, align 4, !noalias !7
  %v431 = fmul contract <8 x float> %v420, %v430
  %v432 = fadd contract <8 x float> %v411, %v431
  %v433 = shufflevector <8 x float> %v432, <8 x float> %v411, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v434 = getelementptr i8, ptr %v85, i64 168
  %v435 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v434, i32 8, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v436 = fmul contract <8 x float> %v420, %v435
  %v437 = fadd contract <8 x float> %v416, %v436
  %v438 = shufflevector <8 x float> %v437, <8 x float> %v416, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v439 = getelementptr i8, ptr %v85, i64 40
  %v440 = load <8 x float>, ptr %v439, align 8, !noalias !7
  %v441 = load float, ptr %v47, align 4, !alias.scope !3, !noalias !10
  %v442 = insertelement <8 x float> poison, float %v441, i64 0
  %v443 = fmul contract <8 x float> %v440, %v442
  %v444 = fadd contract <8 x float> %v423, %v443
  %v445 = shufflevector <8 x float> %v444, <8 x float> %v423, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v446 = getelementptr i8, ptr %v85, i64 84
  %v447 = load <8 x float>, ptr %v446, align 4, !noalias !7
  %v448 = fmul contract <8 x float> %v447, %v442
  %v449 = fadd contract <8 x float> %v428, %v448
  %v450 = shufflevector <8 x float> %v449, <8 x float> %v428, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v451 = getelementptr i8, ptr %v85, i64 128
  %v452 = load <8 x float>, ptr %v451, align 16, !noalias !7
  %v453 = fmul contract <8 x float> %v442, %v452
  %v454 = fadd contract <8 x float> %v433, %v453
  %v455 = shufflevector <8 x float> %v454, <8 x float> %v433, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v456 = getelementptr i8, ptr %v85, i64 172
  %v457 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v456, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v458 = fmul contract <8 x float> %v442, %v457
  %v459 = fadd contract <8 x float> %v438, %v458
  %v460 = shufflevector <8 x float> %v459, <8 x float> %v438, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v461 = load float, ptr %v48, align 4, !alias.scope !3, !noalias !10
  %v462 = insertelement <8 x float> poison, float %v461, i64 0
  %v463 = fmul contract <8 x float> %v403, %v462
  %v464 = fadd contract <8 x float> %v445, %v463
  %v465 = shufflevector <8 x float> %v464, <8 x float> %v445, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v466 = fmul contract <8 x float> %v408, %v462
  %v467 = fadd contract <8 x float> %v450, %v466
  %v468 = shufflevector <8 x float> %v467, <8 x float> %v450, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v469 = fmul contract <8 x float> %v413, %v462
  %v470 = fadd contract <8 x float> %v455, %v469
  %v471 = shufflevector <8 x float> %v470, <8 x float> %v455, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v472 = getelementptr i8, ptr %v85, i64 208
  %v473 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v472, i32 16, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v474 = fmul contract <8 x float> %v473, %v462
  %v475 = fadd contract <8 x float> %v460, %v474
  %v476 = shufflevector <8 x float> %v475, <8 x float> %v460, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v477 = load float, ptr %v49, align 4, !alias.scope !3, !noalias !10
  %v478 = insertelement <8 x float> poison, float %v477, i64 0
  %v479 = fmul contract <8 x float> %v425, %v478
  %v480 = fadd contract <8 x float> %v465, %v479
  %v481 = shufflevector <8 x float> %v480, <8 x float> %v465, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v482 = fmul contract <8 x float> %v430, %v478
  %v483 = fadd contract <8 x float> %v468, %v482
  %v484 = shufflevector <8 x float> %v483, <8 x float> %v468, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v485 = fmul contract <8 x float> %v435, %v478
  %v486 = fadd contract <8 x float> %v471, %v485
  %v487 = shufflevector <8 x float> %v486, <8 x float> %v471, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v488 = getelementptr i8, ptr %v85, i64 212
  %v489 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v488, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v490 = fmul contract <8 x float> %v489, %v478
  %v491 = fadd contract <8 x float> %v476, %v490
  %v492 = shufflevector <8 x float> %v491, <8 x float> %v476, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v493 = load float, ptr %v50, align 4, !alias.scope !3, !noalias !10
  %v494 = insertelement <8 x float> poison, float %v493, i64 0
  %v495 = fmul contract <8 x float> %v447, %v494
  %v496 = fadd contract <8 x float> %v481, %v495
  %v497 = shufflevector <8 x float> %v496, <8 x float> %v481, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v498 = fmul contract <8 x float> %v452, %v494
  %v499 = fadd contract <8 x float> %v484, %v498
  %v500 = shufflevector <8 x float> %v499, <8 x float> %v484, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v501 = fmul contract <8 x float> %v457, %v494
  %v502 = fadd contract <8 x float> %v487, %v501
  %v503 = shufflevector <8 x float> %v502, <8 x float> %v487, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v504 = getelementptr i8, ptr %v85, i64 216
  %v505 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v504, i32 8, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v506 = fmul contract <8 x float> %v505, %v494
  %v507 = fadd contract <8 x float> %v492, %v506
  %v508 = shufflevector <8 x float> %v507, <8 x float> %v492, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v509 = load float, ptr %v51, align 4, !alias.scope !3, !noalias !10
  %v510 = insertelement <8 x float> poison, float %v509, i64 0
  %v511 = fmul contract <8 x float> %v408, %v510
  %v512 = fadd contract <8 x float> %v497, %v511
  %v513 = shufflevector <8 x float> %v512, <8 x float> %v497, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v514 = fmul contract <8 x float> %v413, %v510
  %v515 = fadd contract <8 x float> %v500, %v514
  %v516 = shufflevector <8 x float> %v515, <8 x float> %v500, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v517 = fmul contract <8 x float> %v473, %v510
  %v518 = fadd contract <8 x float> %v503, %v517
  %v519 = shufflevector <8 x float> %v518, <8 x float> %v503, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v520 = getelementptr i8, ptr %v85, i64 252
  %v521 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v520, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v522 = fmul contract <8 x float> %v521, %v510
  %v523 = fadd contract <8 x float> %v508, %v522
  %v524 = shufflevector <8 x float> %v523, <8 x float> %v508, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v525 = load float, ptr %v52, align 4, !alias.scope !3, !noalias !10
  %v526 = insertelement <8 x float> poison, float %v525, i64 0
  %v527 = fmul contract <8 x float> %v430, %v526
  %v528 = fadd contract <8 x float> %v513, %v527
  %v529 = shufflevector <8 x float> %v528, <8 x float> %v513, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v530 = fmul contract <8 x float> %v435, %v526
  %v531 = fadd contract <8 x float> %v516, %v530
  %v532 = shufflevector <8 x float> %v531, <8 x float> %v516, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v533 = fmul contract <8 x float> %v489, %v526
  %v534 = fadd contract <8 x float> %v519, %v533
  %v535 = shufflevector <8 x float> %v534, <8 x float> %v519, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v536 = or disjoint i64 %v84, 64
  %v537 = getelementptr float, ptr %v4, i64 %v536
  %v538 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v537, i32 16, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v539 = fmul contract <8 x float> %v538, %v526
  %v540 = fadd contract <8 x float> %v524, %v539
  %v541 = shufflevector <8 x float> %v540, <8 x float> %v524, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v542 = load float, ptr %v53, align 4, !alias.scope !3, !noalias !10
  %v543 = insertelement <8 x float> poison, float %v542, i64 0
  %v544 = fmul contract <8 x float> %v452, %v543
  %v545 = fadd contract <8 x float> %v529, %v544
  %v262 = shufflevector <8 x float> %v545, <8 x float> %v529, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v546 = fmul contract <8 x float> %v457, %v543
  %v547 = fadd contract <8 x float> %v532, %v546
  %v261 = shufflevector <8 x float> %v547, <8 x float> %v532, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v548 = fmul contract <8 x float> %v505, %v543
  %v549 = fadd contract <8 x float> %v535, %v548
  %v260 = shufflevector <8 x float> %v549, <8 x float> %v535, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v550 = or disjoint i64 %v84, 65
  %v551 = getelementptr float, ptr %v4, i64 %v550
  %v552 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v551, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v553 = fmul contract <8 x float> %v552, %v543
  %v554 = fadd contract <8 x float> %v541, %v553
  %v259 = shufflevector <8 x float> %v554, <8 x float> %v541, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v555 = getelementptr i8, ptr %v55, i64 %v390
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v262, ptr %v555, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v556 = getelementptr i8, ptr %v555, i64 36
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v261, ptr %v556, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v557 = getelementptr i8, ptr %v555, i64 72
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v260, ptr %v557, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v558 = getelementptr i8, ptr %v555, i64 108
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v259, ptr %v558, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
  br label %v74

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
