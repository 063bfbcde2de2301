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

v18:                                   ; preds = %v62
  %v20 = add nuw nsw i64 %v19, 1
  %v77 = icmp eq i64 %v20, %v2
  br i1 %v77, label %v12, label %v17

v62:                                      ; preds = %v76, %v75
  %v64 = add nuw nsw i64 %v63, 1
  %v78 = icmp eq i64 %v64, 3
  br i1 %v78, label %v18, label %v47

v75:                                      ; preds = %v47
  %v79 = getelementptr inbounds i8, ptr %v67, i64 88
  %v80 = load <8 x float>, ptr %v79, align 8, !noalias !7
  %v81 = fmul contract <8 x float> %v80, %v46
  %v82 = fadd contract <8 x float> %v81, zeroinitializer
  %v83 = getelementptr inbounds i8, ptr %v67, i64 132
  %v84 = load <8 x float>, ptr %v83, align 4, !noalias !7
  %v85 = fmul contract <8 x float> %v46, %v84
  %v86 = fadd contract <8 x float> %v85, zeroinitializer
  %v87 = or disjoint i64 %v66, 1
  %v88 = getelementptr inbounds float, ptr %v4, i64 %v87
  %v89 = load <8 x float>, ptr %v88, align 4, !noalias !7
  %v90 = load float, ptr %v34, align 4, !alias.scope !3, !noalias !10
  %v91 = insertelement <8 x float> poison, float %v90, i64 0
  %v92 = shufflevector <8 x float> %v91, <8 x float> poison, <8 x i32> zeroinitializer
  %v93 = fmul contract <8 x float> %v89, %v92
  %v94 = fadd contract <8 x float> %v70, %v93
  %v95 = getelementptr inbounds i8, ptr %v67, i64 48
  %v96 = load <8 x float>, ptr %v95, align 16, !noalias !7
  %v97 = fmul contract <8 x float> %v96, %v92
  %v98 = fadd contract <8 x float> %v74, %v97
  %v99 = getelementptr inbounds i8, ptr %v67, i64 92
  %v100 = load <8 x float>, ptr %v99, align 4, !noalias !7
  %v101 = fmul contract <8 x float> %v100, %v92
  %v102 = fadd contract <8 x float> %v82, %v101
  %v103 = getelementptr inbounds i8, ptr %v67, i64 136
  %v104 = load <8 x float>, ptr %v103, align 8, !noalias !7
  %v105 = fmul contract <8 x float> %v92, %v104
  %v106 = fadd contract <8 x float> %v86, %v105
  %v107 = or disjoint i64 %v66, 2
  %v108 = getelementptr inbounds float, ptr %v4, i64 %v107
  %v109 = load <8 x float>, ptr %v108, align 8, !noalias !7
  %v110 = load float, ptr %v35, align 4, !alias.scope !3, !noalias !10
  %v111 = insertelement <8 x float> poison, float %v110, i64 0
  %v112 = shufflevector <8 x float> %v111, <8 x float> poison, <8 x i32> zeroinitializer
  %v113 = fmul contract <8 x float> %v109, %v112
  %v114 = fadd contract <8 x float> %v94, %v113
  %v115 = getelementptr inbounds i8, ptr %v67, i64 52
  %v116 = load <8 x float>, ptr %v115, align 4, !noalias !7
  %v117 = fmul contract <8 x float> %v116, %v112
  %v118 = fadd contract <8 x float> %v98, %v117
  %v119 = getelementptr inbounds i8, ptr %v67, i64 96
  %v120 = load <8 x float>, ptr %v119, align 16, !noalias !7
  %v121 = fmul contract <8 x float> %v120, %v112
  %v122 = fadd contract <8 x float> %v102, %v121
  %v123 = getelementptr inbounds i8, ptr %v67, i64 140
  %v124 = load <8 x float>, ptr %v123, align 4, !noalias !7
  %v125 = fmul contract <8 x float> %v112, %v124
  %v126 = fadd contract <8 x float> %v106, %v125
  %v127 = load float, ptr %v36, align 4, !alias.scope !3, !noalias !10
  %v128 = insertelement <8 x float> poison, float %v127, i64 0
  %v129 = shufflevector <8 x float> %v128, <8 x float> poison, <8 x i32> zeroinitializer
  %v130 = fmul contract <8 x float> %v72, %v129
  %v131 = fadd contract <8 x float> %v114, %v130
  %v132 = fmul contract <8 x float> %v80, %v129
  %v133 = fadd contract <8 x float> %v118, %v132
  %v134 = fmul contract <8 x float> %v84, %v129
  %v135 = fadd contract <8 x float> %v122, %v134
  %v136 = getelementptr inbounds i8, ptr %v67, i64 176
  %v137 = load <8 x float>, ptr %v136, align 16, !noalias !7
  %v138 = fmul contract <8 x float> %v137, %v129
  %v139 = fadd contract <8 x float> %v126, %v138
  %v140 = load float, ptr %v37, align 4, !alias.scope !3, !noalias !10
  %v141 = insertelement <8 x float> poison, float %v140, i64 0
  %v142 = shufflevector <8 x float> %v141, <8 x float> poison, <8 x i32> zeroinitializer
  %v143 = fmul contract <8 x float> %v96, %v142
  %v144 = fadd contract <8 x float> %v131, %v143
  %v145 = fmul contract <8 x float> %v100, %v142
  %v146 = fadd contract <8 x float> %v133, %v145
  %v147 = fmul contract <8 x float> %v104, %v142
  %v148 = fadd contract <8 x float> %v135, %v147
  %v149 = getelementptr inbounds i8, ptr %v67, i64 180
  %v150 = load <8 x float>, ptr %v149, align 4, !noalias !7
  %v151 = fmul contract <8 x float> %v150, %v142
  %v152 = fadd contract <8 x float> %v139, %v151
  %v153 = load float, ptr %v38, align 4, !alias.scope !3, !noalias !10
  %v154 = insertelement <8 x float> poison, float %v153, i64 0
  %v155 = shufflevector <8 x float> %v154, <8 x float> poison, <8 x i32> zeroinitializer
  %v156 = fmul contract <8 x float> %v116, %v155
  %v157 = fadd contract <8 x float> %v144, %v156
  %v158 = fmul contract <8 x float> %v120, %v155
  %v159 = fadd contract <8 x float> %v146, %v158
  %v160 = fmul contract <8 x float> %v124, %v155
  %v161 = fadd contract <8 x float> %v148, %v160
  %v162 = getelementptr inbounds i8, ptr %v67, i64 184
  %v163 = load <8 x float>, ptr %v162, align 8, !noalias !7
  %v164 = fmul contract <8 x float> %v163, %v155
  %v165 = fadd contract <8 x float> %v152, %v164
  %v166 = load float, ptr %v39, align 4, !alias.scope !3, !noalias !10
  %v167 = insertelement <8 x float> poison, float %v166, i64 0
  %v168 = shufflevector <8 x float> %v167, <8 x float> poison, <8 x i32> zeroinitializer
  %v169 = fmul contract <8 x float> %v80, %v168
  %v170 = fadd contract <8 x float> %v157, %v169
  %v171 = fmul contract <8 x float> %v84, %v168
  %v172 = fadd contract <8 x float> %v159, %v171
  %v173 = fmul contract <8 x float> %v137, %v168
  %v174 = fadd contract <8 x float> %v161, %v173
  %v175 = getelementptr inbounds i8, ptr %v67, i64 220
  %v176 = load <8 x float>, ptr %v175, align 4, !noalias !7
  %v177 = fmul contract <8 x float> %v176, %v168
  %v178 = fadd contract <8 x float> %v165, %v177
  %v179 = load float, ptr %v40, align 4, !alias.scope !3, !noalias !10
  %v180 = insertelement <8 x float> poison, float %v179, i64 0
  %v181 = shufflevector <8 x float> %v180, <8 x float> poison, <8 x i32> zeroinitializer
  %v182 = fmul contract <8 x float> %v100, %v181
  %v183 = fadd contract <8 x float> %v170, %v182
  %v184 = fmul contract <8 x float> %v104, %v181
  %v185 = fadd contract <8 x float> %v172, %v184
  %v186 = fmul contract <8 x float> %v150, %v181
  %v187 = fadd contract <8 x float> %v174, %v186
  %v188 = getelementptr inbounds i8, ptr %v67, i64 224
  %v189 = load <8 x float>, ptr %v188, align 16, !noalias !7
  %v190 = fmul contract <8 x float> %v189, %v181
  %v191 = fadd contract <8 x float> %v178, %v190
  %v192 = load float, ptr %v41, align 4, !alias.scope !3, !noalias !10
  %v193 = insertelement <8 x float> poison, float %v192, i64 0
  %v194 = shufflevector <8 x float> %v193, <8 x float> poison, <8 x i32> zeroinitializer
  %v195 = fmul contract <8 x float> %v120, %v194
  %v196 = fadd contract <8 x float> %v183, %v195
  %v197 = fmul contract <8 x float> %v124, %v194
  %v198 = fadd contract <8 x float> %v185, %v197
  %v199 = fmul contract <8 x float> %v163, %v194
  %v200 = fadd contract <8 x float> %v187, %v199
  %v201 = getelementptr inbounds i8, ptr %v67, i64 228
  %v202 = load <8 x float>, ptr %v201, align 4, !noalias !7
  %v203 = fmul contract <8 x float> %v202, %v194
  %v204 = fadd contract <8 x float> %v191, %v203
  %v205 = mul nuw nsw i64 %v63, 144
  %v206 = getelementptr i8, ptr %v42, i64 %v205
  store <8 x float> %v196, ptr %v206, align 4, !alias.scope !5, !noalias !12
  %v207 = getelementptr i8, ptr %v206, i64 36
  store <8 x float> %v198, ptr %v207, align 4, !alias.scope !5, !noalias !12
  %v208 = getelementptr i8, ptr %v206, i64 72
  store <8 x float> %v200, ptr %v208, align 4, !alias.scope !5, !noalias !12
  %v209 = getelementptr i8, ptr %v206, i64 108
  store <8 x float> %v204, ptr %v209, align 4, !alias.scope !5, !noalias !12
  %v210 = getelementptr i8, ptr %v67, i64 32
  %v211 = load <8 x float>, ptr %v210, align 16, !noalias !7
  %v212 = shufflevector <8 x float> %v211, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v213 = load float, ptr %v33, align 4, !alias.scope !3, !noalias !10
  %v214 = insertelement <8 x float> poison, float %v213, i64 0
  %v215 = shufflevector <8 x float> %v214, <8 x float> poison, <8 x i32> zeroinitializer
  %v216 = fmul contract <8 x float> %v212, %v215
  %v217 = fadd contract <8 x float> %v216, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v218 = getelementptr i8, ptr %v67, i64 76
  %v219 = load <8 x float>, ptr %v218, align 4, !noalias !7
  %v220 = shufflevector <8 x float> %v219, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v221 = fmul contract <8 x float> %v220, %v215
  %v222 = fadd contract <8 x float> %v221, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v223 = getelementptr i8, ptr %v67, i64 120
  %v224 = load <8 x float>, ptr %v223, align 8, !noalias !7
  %v225 = shufflevector <8 x float> %v224, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v226 = fmul contract <8 x float> %v215, %v225
  %v227 = fadd contract <8 x float> %v226, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v228 = getelementptr i8, ptr %v67, i64 164
  %v229 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v228, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !noalias !7
  %v230 = fmul contract <8 x float> %v215, %v229
  %v231 = fadd contract <8 x float> %v230, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v232 = getelementptr i8, ptr %v67, i64 36
  %v233 = load <8 x float>, ptr %v232, align 4, !noalias !7
  %v234 = load float, ptr %v34, align 4, !alias.scope !3, !noalias !10
  %v235 = insertelement <8 x float> poison, float %v234, i64 0
  %v236 = shufflevector <8 x float> %v235, <8 x float> poison, <8 x i32> zeroinitializer
  %v237 = fmul contract <8 x float> %v233, %v236
  %v238 = fadd contract <8 x float> %v217, %v237
  %v239 = getelementptr i8, ptr %v67, i64 80
  %v240 = load <8 x float>, ptr %v239, align 16, !noalias !7
  %v241 = shufflevector <8 x float> %v240, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v242 = fmul contract <8 x float> %v241, %v236
  %v243 = fadd contract <8 x float> %v222, %v242
  %v244 = getelementptr i8, ptr %v67, i64 124
  %v245 = load <8 x float>, ptr %v244, align 4, !noalias !7
  %v246 = shufflevector <8 x float> %v245, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v247 = fmul contract <8 x float> %v236, %v246
  %v248 = fadd contract <8 x float> %v227, %v247
  %v249 = getelementptr i8, ptr %v67, i64 168
  %v250 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v249, i32 8, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !noalias !7
  %v251 = fmul contract <8 x float> %v236, %v250
  %v252 = fadd contract <8 x float> %v231, %v251
  %v253 = getelementptr i8, ptr %v67, i64 40
  %v254 = load <8 x float>, ptr %v253, align 8, !noalias !7
  %v255 = load float, ptr %v35, align 4, !alias.scope !3, !noalias !10
  %v256 = insertelement <8 x float> poison, float %v255, i64 0
  %v257 = shufflevector <8 x float> %v256, <8 x float> poison, <8 x i32> zeroinitializer
  %v258 = fmul contract <8 x float> %v254, %v257
  %v259 = fadd contract <8 x float> %v238, %v258
  %v260 = getelementptr i8, ptr %v67, i64 84
  %v261 = load <8 x float>, ptr %v260, align 4, !noalias !7
  %v262 = shufflevector <8 x float> %v261, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v263 = fmul contract <8 x float> %v262, %v257
  %v264 = fadd contract <8 x float> %v243, %v263
  %v265 = getelementptr i8, ptr %v67, i64 128
  %v266 = load <8 x float>, ptr %v265, align 16, !noalias !7
  %v267 = shufflevector <8 x float> %v266, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v268 = fmul contract <8 x float> %v257, %v267
  %v269 = fadd contract <8 x float> %v248, %v268
  %v270 = getelementptr i8, ptr %v67, i64 172
  %v271 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v270, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !noalias !7
  %v272 = fmul contract <8 x float> %v257, %v271
  %v273 = fadd contract <8 x float> %v252, %v272
  %v274 = load float, ptr %v36, align 4, !alias.scope !3, !noalias !10
  %v275 = insertelement <8 x float> poison, float %v274, i64 0
  %v276 = shufflevector <8 x float> %v275, <8 x float> poison, <8 x i32> zeroinitializer
  %v277 = fmul contract <8 x float> %v220, %v276
  %v278 = fadd contract <8 x float> %v259, %v277
  %v279 = fmul contract <8 x float> %v225, %v276
  %v280 = fadd contract <8 x float> %v264, %v279
  %v281 = fmul contract <8 x float> %v229, %v276
  %v282 = fadd contract <8 x float> %v269, %v281
  %v283 = getelementptr i8, ptr %v67, i64 208
  %v284 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v283, i32 16, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !noalias !7
  %v285 = fmul contract <8 x float> %v284, %v276
  %v286 = fadd contract <8 x float> %v273, %v285
  %v287 = load float, ptr %v37, align 4, !alias.scope !3, !noalias !10
  %v288 = insertelement <8 x float> poison, float %v287, i64 0
  %v289 = shufflevector <8 x float> %v288, <8 x float> poison, <8 x i32> zeroinitializer
  %v290 = fmul contract <8 x float> %v241, %v289
  %v291 = fadd contract <8 x float> %v278, %v290
  %v292 = fmul contract <8 x float> %v246, %v289
  %v293 = fadd contract <8 x float> %v280, %v292
  %v294 = fmul contract <8 x float> %v250, %v289
  %v295 = fadd contract <8 x float> %v282, %v294
  %v296 = getelementptr i8, ptr %v67, i64 212
  %v297 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v296, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !noalias !7
  %v298 = fmul contract <8 x float> %v297, %v289
  %v299 = fadd contract <8 x float> %v286, %v298
  %v300 = load float, ptr %v38, align 4, !alias.scope !3, !noalias !10
  %v301 = insertelement <8 x float> poison, float %v300, i64 0
  %v302 = shufflevector <8 x float> %v301, <8 x float> poison, <8 x i32> zeroinitializer
  %v303 = fmul contract <8 x float> %v262, %v302
  %v304 = fadd contract <8 x float> %v291, %v303
  %v305 = fmul contract <8 x float> %v267, %v302
  %v306 = fadd contract <8 x float> %v293, %v305
  %v307 = fmul contract <8 x float> %v271, %v302
  %v308 = fadd contract <8 x float> %v295, %v307
  %v309 = getelementptr i8, ptr %v67, i64 216
  %v310 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v309, i32 8, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !noalias !7
  %v311 = fmul contract <8 x float> %v310, %v302
  %v312 = fadd contract <8 x float> %v299, %v311
  %v313 = load float, ptr %v39, align 4, !alias.scope !3, !noalias !10
  %v314 = insertelement <8 x float> poison, float %v313, i64 0
  %v315 = shufflevector <8 x float> %v314, <8 x float> poison, <8 x i32> zeroinitializer
  %v316 = fmul contract <8 x float> %v225, %v315
  %v317 = fadd contract <8 x float> %v304, %v316
  %v318 = fmul contract <8 x float> %v229, %v315
  %v319 = fadd contract <8 x float> %v306, %v318
  %v320 = fmul contract <8 x float> %v284, %v315
  %v321 = fadd contract <8 x float> %v308, %v320
  %v322 = getelementptr i8, ptr %v67, i64 252
  %v323 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v322, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v324 = fmul contract <8 x float> %v323, %v315
  %v325 = fadd contract <8 x float> %v312, %v324
  %v326 = load float, ptr %v40, align 4, !alias.scope !3, !noalias !10
  %v327 = insertelement <8 x float> poison, float %v326, i64 0
  %v328 = shufflevector <8 x float> %v327, <8 x float> poison, <8 x i32> zeroinitializer
  %v329 = fmul contract <8 x float> %v246, %v328
  %v330 = fadd contract <8 x float> %v317, %v329
  %v331 = fmul contract <8 x float> %v250, %v328
  %v332 = fadd contract <8 x float> %v319, %v331
  %v333 = fmul contract <8 x float> %v297, %v328
  %v334 = fadd contract <8 x float> %v321, %v333
  %v335 = or disjoint i64 %v66, 64
  %v336 = getelementptr float, ptr %v4, i64 %v335
  %v337 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v336, i32 16, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v338 = fmul contract <8 x float> %v337, %v328
  %v339 = fadd contract <8 x float> %v325, %v338
  %v340 = load float, ptr %v41, align 4, !alias.scope !3, !noalias !10
  %v341 = insertelement <8 x float> poison, float %v340, i64 0
  %v342 = shufflevector <8 x float> %v341, <8 x float> poison, <8 x i32> zeroinitializer
  %v343 = fmul contract <8 x float> %v267, %v342
  %v344 = fadd contract <8 x float> %v330, %v343
  %v345 = fmul contract <8 x float> %v271, %v342
  %v346 = fadd contract <8 x float> %v332, %v345
  %v347 = fmul contract <8 x float> %v310, %v342
  %v348 = fadd contract <8 x float> %v334, %v347
  %v349 = or disjoint i64 %v66, 65
  %v350 = getelementptr float, ptr %v4, i64 %v349
  %v351 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v350, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v352 = fmul contract <8 x float> %v351, %v342
  %v353 = fadd contract <8 x float> %v339, %v352
  %v354 = getelementptr i8, ptr %v43, i64 %v205
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v344, ptr %v354, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v355 = getelementptr i8, ptr %v354, i64 36
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v346, ptr %v355, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v356 = getelementptr i8, ptr %v354, i64 72
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v348, ptr %v356, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v357 = getelementptr i8, ptr %v354, i64 108
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v353, ptr %v357, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
  br label %v62

v76:                                     ; preds = %v47
  %v358 = or disjoint i64 %v66, 1
  %v359 = getelementptr inbounds float, ptr %v4, i64 %v358
  %v360 = load <8 x float>, ptr %v359, align 4, !noalias !7
  %v361 = load float, ptr %v34, align 4, !alias.scope !3, !noalias !10
  %v362 = insertelement <8 x float> poison, float %v361, i64 0
  %v363 = shufflevector <8 x float> %v362, <8 x float> poison, <8 x i32> zeroinitializer
  %v364 = fmul contract <8 x float> %v360, %v363
  %v365 = fadd contract <8 x float> %v70, %v364
  %v366 = getelementptr inbounds i8, ptr %v67, i64 48
  %v367 = load <8 x float>, ptr %v366, align 16, !noalias !7
  %v368 = fmul contract <8 x float> %v367, %v363
  %v369 = fadd contract <8 x float> %v74, %v368
  %v370 = or disjoint i64 %v66, 2
  %v371 = getelementptr inbounds float, ptr %v4, i64 %v370
  %v372 = load <8 x float>, ptr %v371, align 8, !noalias !7
  %v373 = load float, ptr %v35, align 4, !alias.scope !3, !noalias !10
  %v374 = insertelement <8 x float> poison, float %v373, i64 0
  %v375 = shufflevector <8 x float> %v374, <8 x float> poison, <8 x i32> zeroinitializer
  %v376 = fmul contract <8 x float> %v372, %v375
  %v377 = fadd contract <8 x float> %v365, %v376
  %v378 = getelementptr inbounds i8, ptr %v67, i64 52
  %v379 = load <8 x float>, ptr %v378, align 4, !noalias !7
  %v380 = fmul contract <8 x float> %v379, %v375
  %v381 = fadd contract <8 x float> %v369, %v380
  %v382 = load float, ptr %v36, align 4, !alias.scope !3, !noalias !10
  %v383 = insertelement <8 x float> poison, float %v382, i64 0
  %v384 = shufflevector <8 x float> %v383, <8 x float> poison, <8 x i32> zeroinitializer
  %v385 = fmul contract <8 x float> %v72, %v384
  %v386 = fadd contract <8 x float> %v377, %v385
  %v387 = getelementptr inbounds i8, ptr %v67, i64 88
  %v388 = load <8 x float>, ptr %v387, align 8, !noalias !7
  %v389 = fmul contract <8 x float> %v388, %v384
  %v390 = fadd contract <8 x float> %v381, %v389
  %v391 = load float, ptr %v37, align 4, !alias.scope !3, !noalias !10
  %v392 = insertelement <8 x float> poison, float %v391, i64 0
  %v393 = shufflevector <8 x float> %v392, <8 x float> poison, <8 x i32> zeroinitializer
  %v394 = fmul contract <8 x float> %v367, %v393
  %v395 = fadd contract <8 x float> %v386, %v394
  %v396 = getelementptr inbounds i8, ptr %v67, i64 92
  %v397 = load <8 x float>, ptr %v396, align 4, !noalias !7
  %v398 = fmul contract <8 x float> %v397, %v393
  %v399 = fadd contract <8 x float> %v390, %v398
  %v400 = load float, ptr %v38, align 4, !alias.scope !3, !noalias !10
  %v401 = insertelement <8 x float> poison, float %v400, i64 0
  %v402 = shufflevector <8 x float> %v401, <8 x float> poison, <8 x i32> zeroinitializer
  %v403 = fmul contract <8 x float> %v379, %v402
  %v404 = fadd contract <8 x float> %v395, %v403
  %v405 = getelementptr inbounds i8, ptr %v67, i64 96
  %v406 = load <8 x float>, ptr %v405, align 16, !noalias !7
  %v407 = fmul contract <8 x float> %v406, %v402
  %v408 = fadd contract <8 x float> %v399, %v407
  %v409 = load float, ptr %v39, align 4, !alias.scope !3, !noalias !10
  %v410 = insertelement <8 x float> poison, float %v409, i64 0
  %v411 = shufflevector <8 x float> %v410, <8 x float> poison, <8 x i32> zeroinitializer
  %v412 = fmul contract <8 x float> %v388, %v411
  %v413 = fadd contract <8 x float> %v404, %v412
  %v414 = getelementptr inbounds i8, ptr %v67, i64 132
  %v415 = load <8 x float>, ptr %v414, align 4, !noalias !7
  %v416 = fmul contract <8 x float> %v415, %v411
  %v417 = fadd contract <8 x float> %v408, %v416
  %v418 = load float, ptr %v40, align 4, !alias.scope !3, !noalias !10
  %v419 = insertelement <8 x float> poison, float %v418, i64 0
  %v420 = shufflevector <8 x float> %v419, <8 x float> poison, <8 x i32> zeroinitializer
  %v421 = fmul contract <8 x float> %v397, %v420
  %v422 = fadd contract <8 x float> %v413, %v421
  %v423 = getelementptr inbounds i8, ptr %v67, i64 136
  %v424 = load <8 x float>, ptr %v423, align 8, !noalias !7
  %v425 = fmul contract <8 x float> %v424, %v420
  %v426 = fadd contract <8 x float> %v417, %v425
  %v427 = load float, ptr %v41, align 4, !alias.scope !3, !noalias !10
  %v428 = insertelement <8 x float> poison, float %v427, i64 0
  %v429 = shufflevector <8 x float> %v428, <8 x float> poison, <8 x i32> zeroinitializer
  %v430 = fmul contract <8 x float> %v406, %v429
  %v431 = fadd contract <8 x float> %v422, %v430
  %v432 = getelementptr inbounds i8, ptr %v67, i64 140
  %v433 = load <8 x float>, ptr %v432, align 4, !noalias !7
  %v434 = fmul contract <8 x float> %v433, %v429
  %v435 = fadd contract <8 x float> %v426, %v434
  %v436 = mul nuw nsw i64 %v63, 144
  %v437 = getelementptr i8, ptr %v42, i64 %v436
  store <8 x float> %v431, ptr %v437, align 4, !alias.scope !5, !noalias !12
  %v438 = getelementptr i8, ptr %v437, i64 36
  store <8 x float> %v435, ptr %v438, align 4, !alias.scope !5, !noalias !12
  %v439 = mul nuw nsw i64 %v63, 176
  %v440 = getelementptr i8, ptr %v4, i64 %v439
  %v441 = getelementptr i8, ptr %v440, i64 32
  %v442 = load <8 x float>, ptr %v441, align 16, !noalias !7
  %v443 = shufflevector <8 x float> %v442, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v444 = fmul contract <8 x float> %v443, %v46
  %v445 = fadd contract <8 x float> %v444, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v446 = getelementptr i8, ptr %v440, i64 76
  %v447 = load <8 x float>, ptr %v446, align 4, !noalias !7
  %v448 = shufflevector <8 x float> %v447, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v449 = fmul contract <8 x float> %v448, %v46
  %v450 = fadd contract <8 x float> %v449, <float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v451 = getelementptr i8, ptr %v440, i64 36
  %v452 = load <8 x float>, ptr %v451, align 4, !noalias !7
  %v453 = fmul contract <8 x float> %v452, %v363
  %v454 = fadd contract <8 x float> %v445, %v453
  %v455 = getelementptr i8, ptr %v440, i64 80
  %v456 = load <8 x float>, ptr %v455, align 16, !noalias !7
  %v457 = shufflevector <8 x float> %v456, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v458 = fmul contract <8 x float> %v457, %v363
  %v459 = fadd contract <8 x float> %v450, %v458
  %v460 = getelementptr i8, ptr %v440, i64 40
  %v461 = load <8 x float>, ptr %v460, align 8, !noalias !7
  %v462 = fmul contract <8 x float> %v461, %v375
  %v463 = fadd contract <8 x float> %v454, %v462
  %v464 = getelementptr i8, ptr %v440, i64 84
  %v465 = load <8 x float>, ptr %v464, align 4, !noalias !7
  %v466 = shufflevector <8 x float> %v465, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v467 = fmul contract <8 x float> %v466, %v375
  %v468 = fadd contract <8 x float> %v459, %v467
  %v469 = fmul contract <8 x float> %v448, %v384
  %v470 = fadd contract <8 x float> %v463, %v469
  %v471 = getelementptr i8, ptr %v440, i64 120
  %v472 = load <8 x float>, ptr %v471, align 8, !noalias !7
  %v473 = shufflevector <8 x float> %v472, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v474 = fmul contract <8 x float> %v473, %v384
  %v475 = fadd contract <8 x float> %v468, %v474
  %v476 = fmul contract <8 x float> %v457, %v393
  %v477 = fadd contract <8 x float> %v470, %v476
  %v478 = getelementptr i8, ptr %v440, i64 124
  %v479 = load <8 x float>, ptr %v478, align 4, !noalias !7
  %v480 = shufflevector <8 x float> %v479, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v481 = fmul contract <8 x float> %v480, %v393
  %v482 = fadd contract <8 x float> %v475, %v481
  %v483 = fmul contract <8 x float> %v466, %v402
  %v484 = fadd contract <8 x float> %v477, %v483
  %v485 = getelementptr i8, ptr %v440, i64 128
  %v486 = load <8 x float>, ptr %v485, align 16, !noalias !7
  %v487 = shufflevector <8 x float> %v486, <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v488 = fmul contract <8 x float> %v487, %v402
  %v489 = fadd contract <8 x float> %v482, %v488
  %v490 = fmul contract <8 x float> %v473, %v411
  %v491 = fadd contract <8 x float> %v484, %v490
  %v492 = getelementptr i8, ptr %v440, i64 164
  %v493 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v492, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v494 = fmul contract <8 x float> %v493, %v411
  %v495 = fadd contract <8 x float> %v489, %v494
  %v496 = fmul contract <8 x float> %v480, %v420
  %v497 = fadd contract <8 x float> %v491, %v496
  %v498 = getelementptr i8, ptr %v440, i64 168
  %v499 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v498, i32 8, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v500 = fmul contract <8 x float> %v499, %v420
  %v501 = fadd contract <8 x float> %v495, %v500
  %v502 = fmul contract <8 x float> %v487, %v429
  %v503 = fadd contract <8 x float> %v497, %v502
  %v504 = getelementptr i8, ptr %v440, i64 172
  %v505 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v504, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison), !noalias !7
  %v506 = fmul contract <8 x float> %v505, %v429
  %v507 = fadd contract <8 x float> %v501, %v506
  %v508 = getelementptr i8, ptr %v43, i64 %v436
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v503, ptr %v508, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v509 = getelementptr i8, ptr %v508, i64 36
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v507, ptr %v509, i32 4, <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !5, !noalias !12
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
