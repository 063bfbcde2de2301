; depthwise_conv2d:N=1,C=5,H=10,W=9,R=3,S=3,stride=1,pad=1,dilation=1,layout=nchw,bias=0,residual=0,act=none,dtype=f32 on llvm -mcpu=x86-64-v4, schedule template
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
  call void @ktune_parallel_for(i64 5, ptr nonnull @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v4) #3
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
  %v13 = getelementptr i8, ptr %v5, i64 -40
  %v14 = getelementptr inbounds i8, ptr %v4, i64 440
  %v15 = getelementptr inbounds i8, ptr %v4, i64 444
  %v16 = getelementptr inbounds i8, ptr %v4, i64 448
  %v17 = getelementptr inbounds i8, ptr %v4, i64 484
  %v18 = getelementptr inbounds i8, ptr %v4, i64 488
  %v19 = getelementptr inbounds i8, ptr %v4, i64 492
  %v20 = getelementptr inbounds i8, ptr %v4, i64 44
  %v21 = getelementptr inbounds i8, ptr %v4, i64 88
  %v22 = getelementptr inbounds i8, ptr %v4, i64 132
  %v23 = getelementptr inbounds i8, ptr %v4, i64 4
  %v24 = getelementptr inbounds i8, ptr %v4, i64 48
  %v25 = getelementptr inbounds i8, ptr %v4, i64 92
  %v26 = getelementptr inbounds i8, ptr %v4, i64 136
  %v27 = getelementptr inbounds i8, ptr %v4, i64 8
  %v28 = getelementptr inbounds i8, ptr %v4, i64 52
  %v29 = getelementptr inbounds i8, ptr %v4, i64 96
  %v30 = getelementptr inbounds i8, ptr %v4, i64 140
  %v31 = getelementptr inbounds i8, ptr %v4, i64 176
  %v32 = getelementptr inbounds i8, ptr %v4, i64 180
  %v33 = getelementptr inbounds i8, ptr %v4, i64 184
  %v34 = getelementptr inbounds i8, ptr %v4, i64 220
  %v35 = getelementptr inbounds i8, ptr %v4, i64 224
  %v36 = getelementptr inbounds i8, ptr %v4, i64 228
  %v37 = getelementptr inbounds i8, ptr %v4, i64 264
  %v38 = getelementptr inbounds i8, ptr %v4, i64 308
  %v39 = getelementptr inbounds i8, ptr %v4, i64 268
  %v40 = getelementptr inbounds i8, ptr %v4, i64 312
  %v41 = getelementptr inbounds i8, ptr %v4, i64 272
  %v42 = getelementptr inbounds i8, ptr %v4, i64 316
  %v43 = getelementptr inbounds i8, ptr %v4, i64 352
  %v44 = getelementptr inbounds i8, ptr %v4, i64 356
  %v45 = getelementptr inbounds i8, ptr %v4, i64 360
  %v46 = getelementptr inbounds i8, ptr %v4, i64 396
  %v47 = getelementptr inbounds i8, ptr %v4, i64 400
  %v48 = getelementptr inbounds i8, ptr %v4, i64 404
  br label %v49

v49:                                         ; preds = %v11, %v50
  %v51 = phi i64 [ %v52, %v50 ], [ %v1, %v11 ]
  %v53 = mul nsw i64 %v51, 90
  %v54 = getelementptr float, ptr %v13, i64 %v53
  br label %v55

v55:                                         ; preds = %v55, %v49
  %v56 = phi i64 [ 0, %v49 ], [ %v57, %v55 ]
  %v58 = mul nuw nsw i64 %v56, 36
  %v59 = getelementptr i8, ptr %v54, i64 %v58
  %v60 = add nsw i64 %v56, -1
  %v61 = icmp ult i64 %v60, 10
  %v62 = insertelement <11 x i1> poison, i1 %v61, i64 0
  %v63 = shufflevector <11 x i1> %v62, <11 x i1> poison, <11 x i32> zeroinitializer
  %v64 = and <11 x i1> %v63, <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>
  %v65 = shufflevector <11 x i1> %v64, <11 x i1> <i1 false, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison>, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 11, i32 11, i32 11, i32 11>
  %v66 = tail call contract <16 x float> @llvm.masked.load.v16f32.p0(ptr %v59, i32 4, <16 x i1> %v65, <16 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison>), !alias.scope !0, !noalias !7
  %v67 = shufflevector <16 x float> %v66, <16 x float> poison, <11 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10>
  %v68 = select contract <11 x i1> %v64, <11 x float> %v67, <11 x float> zeroinitializer
  %v69 = mul nuw nsw i64 %v56, 44
  %v70 = getelementptr inbounds i8, ptr %v4, i64 %v69
  store <11 x float> %v68, ptr %v70, align 4, !noalias !8
  %v57 = add nuw nsw i64 %v56, 1
  %v71 = icmp eq i64 %v57, 12
  br i1 %v71, label %v50, label %v55

v50:                         ; preds = %v55
  %v72 = mul i64 %v51, 36
  %v73 = getelementptr inbounds i8, ptr %v7, i64 %v72
  %v74 = load float, ptr %v73, align 4, !alias.scope !3, !noalias !9
  %v75 = insertelement <9 x float> poison, float %v74, i64 0
  %v76 = shufflevector <9 x float> %v75, <9 x float> poison, <9 x i32> zeroinitializer
  %v77 = getelementptr i8, ptr %v73, i64 4
  %v78 = load float, ptr %v77, align 4, !alias.scope !3, !noalias !9
  %v79 = insertelement <9 x float> poison, float %v78, i64 0
  %v80 = shufflevector <9 x float> %v79, <9 x float> poison, <9 x i32> zeroinitializer
  %v81 = getelementptr i8, ptr %v73, i64 8
  %v82 = load float, ptr %v81, align 4, !alias.scope !3, !noalias !9
  %v83 = insertelement <9 x float> poison, float %v82, i64 0
  %v84 = shufflevector <9 x float> %v83, <9 x float> poison, <9 x i32> zeroinitializer
  %v85 = getelementptr i8, ptr %v73, i64 12
  %v86 = load float, ptr %v85, align 4, !alias.scope !3, !noalias !9
  %v87 = insertelement <9 x float> poison, float %v86, i64 0
  %v88 = shufflevector <9 x float> %v87, <9 x float> poison, <9 x i32> zeroinitializer
  %v89 = getelementptr i8, ptr %v73, i64 16
  %v90 = load float, ptr %v89, align 4, !alias.scope !3, !noalias !9
  %v91 = insertelement <9 x float> poison, float %v90, i64 0
  %v92 = shufflevector <9 x float> %v91, <9 x float> poison, <9 x i32> zeroinitializer
  %v93 = getelementptr i8, ptr %v73, i64 20
  %v94 = load float, ptr %v93, align 4, !alias.scope !3, !noalias !9
  %v95 = insertelement <9 x float> poison, float %v94, i64 0
  %v96 = shufflevector <9 x float> %v95, <9 x float> poison, <9 x i32> zeroinitializer
  %v97 = getelementptr i8, ptr %v73, i64 24
  %v98 = load float, ptr %v97, align 4, !alias.scope !3, !noalias !9
  %v99 = insertelement <9 x float> poison, float %v98, i64 0
  %v100 = shufflevector <9 x float> %v99, <9 x float> poison, <9 x i32> zeroinitializer
  %v101 = getelementptr i8, ptr %v73, i64 28
  %v102 = load float, ptr %v101, align 4, !alias.scope !3, !noalias !9
  %v103 = insertelement <9 x float> poison, float %v102, i64 0
  %v104 = shufflevector <9 x float> %v103, <9 x float> poison, <9 x i32> zeroinitializer
  %v105 = getelementptr i8, ptr %v73, i64 32
  %v106 = load float, ptr %v105, align 4, !alias.scope !3, !noalias !9
  %v107 = insertelement <9 x float> poison, float %v106, i64 0
  %v108 = shufflevector <9 x float> %v107, <9 x float> poison, <9 x i32> zeroinitializer
  %v109 = getelementptr float, ptr %v9, i64 %v53
  %v110 = load <9 x float>, ptr %v4, align 64, !noalias !8
  %v111 = fmul contract <9 x float> %v110, %v76
  %v112 = fadd contract <9 x float> %v111, zeroinitializer
  %v113 = load <9 x float>, ptr %v20, align 4, !noalias !8
  %v114 = fmul contract <9 x float> %v113, %v76
  %v115 = fadd contract <9 x float> %v114, zeroinitializer
  %v116 = load <9 x float>, ptr %v21, align 8, !noalias !8
  %v117 = fmul contract <9 x float> %v116, %v76
  %v118 = fadd contract <9 x float> %v117, zeroinitializer
  %v119 = load <9 x float>, ptr %v22, align 4, !noalias !8
  %v120 = fmul contract <9 x float> %v76, %v119
  %v121 = fadd contract <9 x float> %v120, zeroinitializer
  %v122 = load <9 x float>, ptr %v23, align 4, !noalias !8
  %v123 = fmul contract <9 x float> %v122, %v80
  %v124 = fadd contract <9 x float> %v112, %v123
  %v125 = load <9 x float>, ptr %v24, align 16, !noalias !8
  %v126 = fmul contract <9 x float> %v125, %v80
  %v127 = fadd contract <9 x float> %v115, %v126
  %v128 = load <9 x float>, ptr %v25, align 4, !noalias !8
  %v129 = fmul contract <9 x float> %v128, %v80
  %v130 = fadd contract <9 x float> %v118, %v129
  %v131 = load <9 x float>, ptr %v26, align 8, !noalias !8
  %v132 = fmul contract <9 x float> %v80, %v131
  %v133 = fadd contract <9 x float> %v121, %v132
  %v134 = load <9 x float>, ptr %v27, align 8, !noalias !8
  %v135 = fmul contract <9 x float> %v134, %v84
  %v136 = fadd contract <9 x float> %v124, %v135
  %v137 = load <9 x float>, ptr %v28, align 4, !noalias !8
  %v138 = fmul contract <9 x float> %v137, %v84
  %v139 = fadd contract <9 x float> %v127, %v138
  %v140 = load <9 x float>, ptr %v29, align 32, !noalias !8
  %v141 = fmul contract <9 x float> %v140, %v84
  %v142 = fadd contract <9 x float> %v130, %v141
  %v143 = load <9 x float>, ptr %v30, align 4, !noalias !8
  %v144 = fmul contract <9 x float> %v84, %v143
  %v145 = fadd contract <9 x float> %v133, %v144
  %v146 = fmul contract <9 x float> %v113, %v88
  %v147 = fadd contract <9 x float> %v136, %v146
  %v148 = fmul contract <9 x float> %v116, %v88
  %v149 = fadd contract <9 x float> %v139, %v148
  %v150 = fmul contract <9 x float> %v119, %v88
  %v151 = fadd contract <9 x float> %v142, %v150
  %v152 = load <9 x float>, ptr %v31, align 16, !noalias !8
  %v153 = fmul contract <9 x float> %v152, %v88
  %v154 = fadd contract <9 x float> %v145, %v153
  %v155 = fmul contract <9 x float> %v125, %v92
  %v156 = fadd contract <9 x float> %v147, %v155
  %v157 = fmul contract <9 x float> %v128, %v92
  %v158 = fadd contract <9 x float> %v149, %v157
  %v159 = fmul contract <9 x float> %v131, %v92
  %v160 = fadd contract <9 x float> %v151, %v159
  %v161 = load <9 x float>, ptr %v32, align 4, !noalias !8
  %v162 = fmul contract <9 x float> %v161, %v92
  %v163 = fadd contract <9 x float> %v154, %v162
  %v164 = fmul contract <9 x float> %v137, %v96
  %v165 = fadd contract <9 x float> %v156, %v164
  %v166 = fmul contract <9 x float> %v140, %v96
  %v167 = fadd contract <9 x float> %v158, %v166
  %v168 = fmul contract <9 x float> %v143, %v96
  %v169 = fadd contract <9 x float> %v160, %v168
  %v170 = load <9 x float>, ptr %v33, align 8, !noalias !8
  %v171 = fmul contract <9 x float> %v170, %v96
  %v172 = fadd contract <9 x float> %v163, %v171
  %v173 = fmul contract <9 x float> %v116, %v100
  %v174 = fadd contract <9 x float> %v165, %v173
  %v175 = fmul contract <9 x float> %v119, %v100
  %v176 = fadd contract <9 x float> %v167, %v175
  %v177 = fmul contract <9 x float> %v152, %v100
  %v178 = fadd contract <9 x float> %v169, %v177
  %v179 = load <9 x float>, ptr %v34, align 4, !noalias !8
  %v180 = fmul contract <9 x float> %v179, %v100
  %v181 = fadd contract <9 x float> %v172, %v180
  %v182 = fmul contract <9 x float> %v128, %v104
  %v183 = fadd contract <9 x float> %v174, %v182
  %v184 = fmul contract <9 x float> %v131, %v104
  %v185 = fadd contract <9 x float> %v176, %v184
  %v186 = fmul contract <9 x float> %v161, %v104
  %v187 = fadd contract <9 x float> %v178, %v186
  %v188 = load <9 x float>, ptr %v35, align 32, !noalias !8
  %v189 = fmul contract <9 x float> %v188, %v104
  %v190 = fadd contract <9 x float> %v181, %v189
  %v191 = fmul contract <9 x float> %v140, %v108
  %v192 = fadd contract <9 x float> %v183, %v191
  %v193 = fmul contract <9 x float> %v143, %v108
  %v194 = fadd contract <9 x float> %v185, %v193
  %v195 = fmul contract <9 x float> %v170, %v108
  %v196 = fadd contract <9 x float> %v187, %v195
  %v197 = load <9 x float>, ptr %v36, align 4, !noalias !8
  %v198 = fmul contract <9 x float> %v197, %v108
  %v199 = fadd contract <9 x float> %v190, %v198
  store <9 x float> %v192, ptr %v109, align 4, !alias.scope !5, !noalias !10
  %v200 = getelementptr i8, ptr %v109, i64 36
  store <9 x float> %v194, ptr %v200, align 4, !alias.scope !5, !noalias !10
  %v201 = getelementptr i8, ptr %v109, i64 72
  store <9 x float> %v196, ptr %v201, align 4, !alias.scope !5, !noalias !10
  %v202 = getelementptr i8, ptr %v109, i64 108
  store <9 x float> %v199, ptr %v202, align 4, !alias.scope !5, !noalias !10
  %v203 = fmul contract <9 x float> %v152, %v76
  %v204 = fadd contract <9 x float> %v203, zeroinitializer
  %v205 = fmul contract <9 x float> %v179, %v76
  %v206 = fadd contract <9 x float> %v205, zeroinitializer
  %v207 = load <9 x float>, ptr %v37, align 8, !noalias !8
  %v208 = fmul contract <9 x float> %v207, %v76
  %v209 = fadd contract <9 x float> %v208, zeroinitializer
  %v210 = load <9 x float>, ptr %v38, align 4, !noalias !8
  %v211 = fmul contract <9 x float> %v76, %v210
  %v212 = fadd contract <9 x float> %v211, zeroinitializer
  %v213 = fmul contract <9 x float> %v161, %v80
  %v214 = fadd contract <9 x float> %v204, %v213
  %v215 = fmul contract <9 x float> %v188, %v80
  %v216 = fadd contract <9 x float> %v206, %v215
  %v217 = load <9 x float>, ptr %v39, align 4, !noalias !8
  %v218 = fmul contract <9 x float> %v217, %v80
  %v219 = fadd contract <9 x float> %v209, %v218
  %v220 = load <9 x float>, ptr %v40, align 8, !noalias !8
  %v221 = fmul contract <9 x float> %v80, %v220
  %v222 = fadd contract <9 x float> %v212, %v221
  %v223 = fmul contract <9 x float> %v170, %v84
  %v224 = fadd contract <9 x float> %v214, %v223
  %v225 = fmul contract <9 x float> %v197, %v84
  %v226 = fadd contract <9 x float> %v216, %v225
  %v227 = load <9 x float>, ptr %v41, align 16, !noalias !8
  %v228 = fmul contract <9 x float> %v227, %v84
  %v229 = fadd contract <9 x float> %v219, %v228
  %v230 = load <9 x float>, ptr %v42, align 4, !noalias !8
  %v231 = fmul contract <9 x float> %v84, %v230
  %v232 = fadd contract <9 x float> %v222, %v231
  %v233 = fmul contract <9 x float> %v179, %v88
  %v234 = fadd contract <9 x float> %v224, %v233
  %v235 = fmul contract <9 x float> %v207, %v88
  %v236 = fadd contract <9 x float> %v226, %v235
  %v237 = fmul contract <9 x float> %v210, %v88
  %v238 = fadd contract <9 x float> %v229, %v237
  %v239 = load <9 x float>, ptr %v43, align 32, !noalias !8
  %v240 = fmul contract <9 x float> %v239, %v88
  %v241 = fadd contract <9 x float> %v232, %v240
  %v242 = fmul contract <9 x float> %v188, %v92
  %v243 = fadd contract <9 x float> %v234, %v242
  %v244 = fmul contract <9 x float> %v217, %v92
  %v245 = fadd contract <9 x float> %v236, %v244
  %v246 = fmul contract <9 x float> %v220, %v92
  %v247 = fadd contract <9 x float> %v238, %v246
  %v248 = load <9 x float>, ptr %v44, align 4, !noalias !8
  %v249 = fmul contract <9 x float> %v248, %v92
  %v250 = fadd contract <9 x float> %v241, %v249
  %v251 = fmul contract <9 x float> %v197, %v96
  %v252 = fadd contract <9 x float> %v243, %v251
  %v253 = fmul contract <9 x float> %v227, %v96
  %v254 = fadd contract <9 x float> %v245, %v253
  %v255 = fmul contract <9 x float> %v230, %v96
  %v256 = fadd contract <9 x float> %v247, %v255
  %v257 = load <9 x float>, ptr %v45, align 8, !noalias !8
  %v258 = fmul contract <9 x float> %v257, %v96
  %v259 = fadd contract <9 x float> %v250, %v258
  %v260 = fmul contract <9 x float> %v207, %v100
  %v261 = fadd contract <9 x float> %v252, %v260
  %v262 = fmul contract <9 x float> %v210, %v100
  %v263 = fadd contract <9 x float> %v254, %v262
  %v264 = fmul contract <9 x float> %v239, %v100
  %v265 = fadd contract <9 x float> %v256, %v264
  %v266 = load <9 x float>, ptr %v46, align 4, !noalias !8
  %v267 = fmul contract <9 x float> %v266, %v100
  %v268 = fadd contract <9 x float> %v259, %v267
  %v269 = fmul contract <9 x float> %v217, %v104
  %v270 = fadd contract <9 x float> %v261, %v269
  %v271 = fmul contract <9 x float> %v220, %v104
  %v272 = fadd contract <9 x float> %v263, %v271
  %v273 = fmul contract <9 x float> %v248, %v104
  %v274 = fadd contract <9 x float> %v265, %v273
  %v275 = load <9 x float>, ptr %v47, align 16, !noalias !8
  %v276 = fmul contract <9 x float> %v275, %v104
  %v277 = fadd contract <9 x float> %v268, %v276
  %v278 = fmul contract <9 x float> %v227, %v108
  %v279 = fadd contract <9 x float> %v270, %v278
  %v280 = fmul contract <9 x float> %v230, %v108
  %v281 = fadd contract <9 x float> %v272, %v280
  %v282 = fmul contract <9 x float> %v257, %v108
  %v283 = fadd contract <9 x float> %v274, %v282
  %v284 = load <9 x float>, ptr %v48, align 4, !noalias !8
  %v285 = fmul contract <9 x float> %v284, %v108
  %v286 = fadd contract <9 x float> %v277, %v285
  %v287 = getelementptr i8, ptr %v109, i64 144
  store <9 x float> %v279, ptr %v287, align 4, !alias.scope !5, !noalias !10
  %v288 = getelementptr i8, ptr %v109, i64 180
  store <9 x float> %v281, ptr %v288, align 4, !alias.scope !5, !noalias !10
  %v289 = getelementptr i8, ptr %v109, i64 216
  store <9 x float> %v283, ptr %v289, align 4, !alias.scope !5, !noalias !10
  %v290 = getelementptr i8, ptr %v109, i64 252
  store <9 x float> %v286, ptr %v290, align 4, !alias.scope !5, !noalias !10
  %v291 = load float, ptr %v73, align 4, !alias.scope !3, !noalias !9
  %v292 = insertelement <9 x float> poison, float %v291, i64 0
  %v293 = shufflevector <9 x float> %v292, <9 x float> poison, <9 x i32> zeroinitializer
  %v294 = fmul contract <9 x float> %v239, %v293
  %v295 = fadd contract <9 x float> %v294, zeroinitializer
  %v296 = fmul contract <9 x float> %v266, %v293
  %v297 = fadd contract <9 x float> %v296, zeroinitializer
  %v298 = load float, ptr %v77, align 4, !alias.scope !3, !noalias !9
  %v299 = insertelement <9 x float> poison, float %v298, i64 0
  %v300 = shufflevector <9 x float> %v299, <9 x float> poison, <9 x i32> zeroinitializer
  %v301 = fmul contract <9 x float> %v248, %v300
  %v302 = fadd contract <9 x float> %v295, %v301
  %v303 = fmul contract <9 x float> %v275, %v300
  %v304 = fadd contract <9 x float> %v297, %v303
  %v305 = load float, ptr %v81, align 4, !alias.scope !3, !noalias !9
  %v306 = insertelement <9 x float> poison, float %v305, i64 0
  %v307 = shufflevector <9 x float> %v306, <9 x float> poison, <9 x i32> zeroinitializer
  %v308 = fmul contract <9 x float> %v257, %v307
  %v309 = fadd contract <9 x float> %v302, %v308
  %v310 = fmul contract <9 x float> %v284, %v307
  %v311 = fadd contract <9 x float> %v304, %v310
  %v312 = load float, ptr %v85, align 4, !alias.scope !3, !noalias !9
  %v313 = insertelement <9 x float> poison, float %v312, i64 0
  %v314 = shufflevector <9 x float> %v313, <9 x float> poison, <9 x i32> zeroinitializer
  %v315 = fmul contract <9 x float> %v266, %v314
  %v316 = fadd contract <9 x float> %v309, %v315
  %v317 = load <9 x float>, ptr %v14, align 8, !noalias !8
  %v318 = fmul contract <9 x float> %v317, %v314
  %v319 = fadd contract <9 x float> %v311, %v318
  %v320 = load float, ptr %v89, align 4, !alias.scope !3, !noalias !9
  %v321 = insertelement <9 x float> poison, float %v320, i64 0
  %v322 = shufflevector <9 x float> %v321, <9 x float> poison, <9 x i32> zeroinitializer
  %v323 = fmul contract <9 x float> %v275, %v322
  %v324 = fadd contract <9 x float> %v316, %v323
  %v325 = load <9 x float>, ptr %v15, align 4, !noalias !8
  %v326 = fmul contract <9 x float> %v325, %v322
  %v327 = fadd contract <9 x float> %v319, %v326
  %v328 = load float, ptr %v93, align 4, !alias.scope !3, !noalias !9
  %v329 = insertelement <9 x float> poison, float %v328, i64 0
  %v330 = shufflevector <9 x float> %v329, <9 x float> poison, <9 x i32> zeroinitializer
  %v331 = fmul contract <9 x float> %v284, %v330
  %v332 = fadd contract <9 x float> %v324, %v331
  %v333 = load <9 x float>, ptr %v16, align 64, !noalias !8
  %v334 = fmul contract <9 x float> %v333, %v330
  %v335 = fadd contract <9 x float> %v327, %v334
  %v336 = load float, ptr %v97, align 4, !alias.scope !3, !noalias !9
  %v337 = insertelement <9 x float> poison, float %v336, i64 0
  %v338 = shufflevector <9 x float> %v337, <9 x float> poison, <9 x i32> zeroinitializer
  %v339 = fmul contract <9 x float> %v317, %v338
  %v340 = fadd contract <9 x float> %v332, %v339
  %v341 = load <9 x float>, ptr %v17, align 4, !noalias !8
  %v342 = fmul contract <9 x float> %v341, %v338
  %v343 = fadd contract <9 x float> %v335, %v342
  %v344 = load float, ptr %v101, align 4, !alias.scope !3, !noalias !9
  %v345 = insertelement <9 x float> poison, float %v344, i64 0
  %v346 = shufflevector <9 x float> %v345, <9 x float> poison, <9 x i32> zeroinitializer
  %v347 = fmul contract <9 x float> %v325, %v346
  %v348 = fadd contract <9 x float> %v340, %v347
  %v349 = load <9 x float>, ptr %v18, align 8, !noalias !8
  %v350 = fmul contract <9 x float> %v349, %v346
  %v351 = fadd contract <9 x float> %v343, %v350
  %v352 = load float, ptr %v105, align 4, !alias.scope !3, !noalias !9
  %v353 = insertelement <9 x float> poison, float %v352, i64 0
  %v354 = shufflevector <9 x float> %v353, <9 x float> poison, <9 x i32> zeroinitializer
  %v355 = fmul contract <9 x float> %v333, %v354
  %v356 = fadd contract <9 x float> %v348, %v355
  %v357 = load <9 x float>, ptr %v19, align 4, !noalias !8
  %v358 = fmul contract <9 x float> %v357, %v354
  %v359 = fadd contract <9 x float> %v351, %v358
  %v360 = getelementptr i8, ptr %v109, i64 288
  store <9 x float> %v356, ptr %v360, align 4, !alias.scope !5, !noalias !10
  %v361 = getelementptr i8, ptr %v109, i64 324
  store <9 x float> %v359, ptr %v361, align 4, !alias.scope !5, !noalias !10
  %v52 = add nuw nsw i64 %v51, 1
  %v362 = icmp eq i64 %v52, %v2
  br i1 %v362, label %v12, label %v49

v12: ; preds = %v50, %v3
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %v4)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #2

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1_packed(ptr nocapture readonly %v0) local_unnamed_addr #3 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = getelementptr inbounds i8, ptr %v0, i64 16
  %v4 = load ptr, ptr %v3, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  %v5 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v5, ptr %v2, align 64, !noalias !11
  %v6 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v4, ptr %v6, align 16, !noalias !11
  call void @ktune_parallel_for(i64 5, ptr nonnull @ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v2) #3
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

attributes #0 = { nounwind "min-legal-vector-width"="512" "target-cpu"="x86-64-v4" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="512" "target-cpu"="x86-64-v4" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0.task: %I"}
!2 = distinct !{!2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0.task: %W"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1.parallel0.task: %O"}
!7 = !{!4, !6}
!8 = !{!1, !4, !6}
!9 = !{!1, !6}
!10 = !{!1, !4}
!11 = !{!12, !14, !15}
!12 = distinct !{!12, !13, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %I"}
!13 = distinct !{!13, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1"}
!14 = distinct !{!14, !13, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %W"}
!15 = distinct !{!15, !13, !"ktune_depthwise_conv2d_nchw_f32_n1_c5_h10_w9_r3_s3_stride1_pad1_dilation1: %O"}
