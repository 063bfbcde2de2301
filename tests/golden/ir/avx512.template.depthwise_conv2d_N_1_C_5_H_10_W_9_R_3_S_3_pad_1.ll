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
  %v14 = getelementptr inbounds i8, ptr %v4, i64 4
  %v15 = getelementptr inbounds i8, ptr %v4, i64 8
  %v16 = getelementptr inbounds i8, ptr %v4, i64 44
  %v17 = getelementptr inbounds i8, ptr %v4, i64 48
  %v18 = getelementptr inbounds i8, ptr %v4, i64 52
  %v19 = getelementptr inbounds i8, ptr %v4, i64 88
  %v20 = getelementptr inbounds i8, ptr %v4, i64 92
  %v21 = getelementptr inbounds i8, ptr %v4, i64 96
  %v22 = getelementptr inbounds i8, ptr %v4, i64 132
  %v23 = getelementptr inbounds i8, ptr %v4, i64 136
  %v24 = getelementptr inbounds i8, ptr %v4, i64 140
  %v25 = getelementptr inbounds i8, ptr %v4, i64 176
  %v26 = getelementptr inbounds i8, ptr %v4, i64 180
  %v27 = getelementptr inbounds i8, ptr %v4, i64 184
  %v28 = getelementptr inbounds i8, ptr %v4, i64 220
  %v29 = getelementptr inbounds i8, ptr %v4, i64 224
  %v30 = getelementptr inbounds i8, ptr %v4, i64 228
  %v31 = getelementptr inbounds i8, ptr %v4, i64 264
  %v32 = getelementptr inbounds i8, ptr %v4, i64 268
  %v33 = getelementptr inbounds i8, ptr %v4, i64 272
  %v34 = getelementptr inbounds i8, ptr %v4, i64 308
  %v35 = getelementptr inbounds i8, ptr %v4, i64 312
  %v36 = getelementptr inbounds i8, ptr %v4, i64 316
  %v37 = getelementptr inbounds i8, ptr %v4, i64 352
  %v38 = getelementptr inbounds i8, ptr %v4, i64 356
  %v39 = getelementptr inbounds i8, ptr %v4, i64 360
  %v40 = getelementptr inbounds i8, ptr %v4, i64 396
  %v41 = getelementptr inbounds i8, ptr %v4, i64 400
  %v42 = getelementptr inbounds i8, ptr %v4, i64 404
  %v43 = getelementptr inbounds i8, ptr %v4, i64 440
  %v44 = getelementptr inbounds i8, ptr %v4, i64 444
  %v45 = getelementptr inbounds i8, ptr %v4, i64 448
  %v46 = getelementptr inbounds i8, ptr %v4, i64 484
  %v47 = getelementptr inbounds i8, ptr %v4, i64 488
  %v48 = getelementptr inbounds i8, ptr %v4, i64 492
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

v50:                              ; preds = %v55
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
  %v113 = load <9 x float>, ptr %v14, align 4, !noalias !8
  %v114 = fmul contract <9 x float> %v113, %v80
  %v115 = fadd contract <9 x float> %v112, %v114
  %v116 = load <9 x float>, ptr %v15, align 8, !noalias !8
  %v117 = fmul contract <9 x float> %v116, %v84
  %v118 = fadd contract <9 x float> %v115, %v117
  %v119 = load <9 x float>, ptr %v16, align 4, !noalias !8
  %v120 = fmul contract <9 x float> %v119, %v88
  %v121 = fadd contract <9 x float> %v118, %v120
  %v122 = load <9 x float>, ptr %v17, align 16, !noalias !8
  %v123 = fmul contract <9 x float> %v122, %v92
  %v124 = fadd contract <9 x float> %v121, %v123
  %v125 = load <9 x float>, ptr %v18, align 4, !noalias !8
  %v126 = fmul contract <9 x float> %v125, %v96
  %v127 = fadd contract <9 x float> %v124, %v126
  %v128 = load <9 x float>, ptr %v19, align 8, !noalias !8
  %v129 = fmul contract <9 x float> %v128, %v100
  %v130 = fadd contract <9 x float> %v127, %v129
  %v131 = load <9 x float>, ptr %v20, align 4, !noalias !8
  %v132 = fmul contract <9 x float> %v131, %v104
  %v133 = fadd contract <9 x float> %v130, %v132
  %v134 = load <9 x float>, ptr %v21, align 32, !noalias !8
  %v135 = fmul contract <9 x float> %v134, %v108
  %v136 = fadd contract <9 x float> %v133, %v135
  store <9 x float> %v136, ptr %v109, align 4, !alias.scope !5, !noalias !10
  %v137 = fmul contract <9 x float> %v119, %v76
  %v138 = fadd contract <9 x float> %v137, zeroinitializer
  %v139 = fmul contract <9 x float> %v122, %v80
  %v140 = fadd contract <9 x float> %v138, %v139
  %v141 = fmul contract <9 x float> %v125, %v84
  %v142 = fadd contract <9 x float> %v140, %v141
  %v143 = fmul contract <9 x float> %v128, %v88
  %v144 = fadd contract <9 x float> %v142, %v143
  %v145 = fmul contract <9 x float> %v131, %v92
  %v146 = fadd contract <9 x float> %v144, %v145
  %v147 = fmul contract <9 x float> %v134, %v96
  %v148 = fadd contract <9 x float> %v146, %v147
  %v149 = load <9 x float>, ptr %v22, align 4, !noalias !8
  %v150 = fmul contract <9 x float> %v149, %v100
  %v151 = fadd contract <9 x float> %v148, %v150
  %v152 = load <9 x float>, ptr %v23, align 8, !noalias !8
  %v153 = fmul contract <9 x float> %v152, %v104
  %v154 = fadd contract <9 x float> %v151, %v153
  %v155 = load <9 x float>, ptr %v24, align 4, !noalias !8
  %v156 = fmul contract <9 x float> %v155, %v108
  %v157 = fadd contract <9 x float> %v154, %v156
  %v158 = getelementptr i8, ptr %v109, i64 36
  store <9 x float> %v157, ptr %v158, align 4, !alias.scope !5, !noalias !10
  %v159 = fmul contract <9 x float> %v128, %v76
  %v160 = fadd contract <9 x float> %v159, zeroinitializer
  %v161 = fmul contract <9 x float> %v131, %v80
  %v162 = fadd contract <9 x float> %v160, %v161
  %v163 = fmul contract <9 x float> %v134, %v84
  %v164 = fadd contract <9 x float> %v162, %v163
  %v165 = fmul contract <9 x float> %v149, %v88
  %v166 = fadd contract <9 x float> %v164, %v165
  %v167 = fmul contract <9 x float> %v152, %v92
  %v168 = fadd contract <9 x float> %v166, %v167
  %v169 = fmul contract <9 x float> %v155, %v96
  %v170 = fadd contract <9 x float> %v168, %v169
  %v171 = load <9 x float>, ptr %v25, align 16, !noalias !8
  %v172 = fmul contract <9 x float> %v171, %v100
  %v173 = fadd contract <9 x float> %v170, %v172
  %v174 = load <9 x float>, ptr %v26, align 4, !noalias !8
  %v175 = fmul contract <9 x float> %v174, %v104
  %v176 = fadd contract <9 x float> %v173, %v175
  %v177 = load <9 x float>, ptr %v27, align 8, !noalias !8
  %v178 = fmul contract <9 x float> %v177, %v108
  %v179 = fadd contract <9 x float> %v176, %v178
  %v180 = getelementptr i8, ptr %v109, i64 72
  store <9 x float> %v179, ptr %v180, align 4, !alias.scope !5, !noalias !10
  %v181 = fmul contract <9 x float> %v149, %v76
  %v182 = fadd contract <9 x float> %v181, zeroinitializer
  %v183 = fmul contract <9 x float> %v152, %v80
  %v184 = fadd contract <9 x float> %v182, %v183
  %v185 = fmul contract <9 x float> %v155, %v84
  %v186 = fadd contract <9 x float> %v184, %v185
  %v187 = fmul contract <9 x float> %v171, %v88
  %v188 = fadd contract <9 x float> %v186, %v187
  %v189 = fmul contract <9 x float> %v174, %v92
  %v190 = fadd contract <9 x float> %v188, %v189
  %v191 = fmul contract <9 x float> %v177, %v96
  %v192 = fadd contract <9 x float> %v190, %v191
  %v193 = load <9 x float>, ptr %v28, align 4, !noalias !8
  %v194 = fmul contract <9 x float> %v193, %v100
  %v195 = fadd contract <9 x float> %v192, %v194
  %v196 = load <9 x float>, ptr %v29, align 32, !noalias !8
  %v197 = fmul contract <9 x float> %v196, %v104
  %v198 = fadd contract <9 x float> %v195, %v197
  %v199 = load <9 x float>, ptr %v30, align 4, !noalias !8
  %v200 = fmul contract <9 x float> %v199, %v108
  %v201 = fadd contract <9 x float> %v198, %v200
  %v202 = getelementptr i8, ptr %v109, i64 108
  store <9 x float> %v201, ptr %v202, align 4, !alias.scope !5, !noalias !10
  %v203 = fmul contract <9 x float> %v171, %v76
  %v204 = fadd contract <9 x float> %v203, zeroinitializer
  %v205 = fmul contract <9 x float> %v174, %v80
  %v206 = fadd contract <9 x float> %v204, %v205
  %v207 = fmul contract <9 x float> %v177, %v84
  %v208 = fadd contract <9 x float> %v206, %v207
  %v209 = fmul contract <9 x float> %v193, %v88
  %v210 = fadd contract <9 x float> %v208, %v209
  %v211 = fmul contract <9 x float> %v196, %v92
  %v212 = fadd contract <9 x float> %v210, %v211
  %v213 = fmul contract <9 x float> %v199, %v96
  %v214 = fadd contract <9 x float> %v212, %v213
  %v215 = load <9 x float>, ptr %v31, align 8, !noalias !8
  %v216 = fmul contract <9 x float> %v215, %v100
  %v217 = fadd contract <9 x float> %v214, %v216
  %v218 = load <9 x float>, ptr %v32, align 4, !noalias !8
  %v219 = fmul contract <9 x float> %v218, %v104
  %v220 = fadd contract <9 x float> %v217, %v219
  %v221 = load <9 x float>, ptr %v33, align 16, !noalias !8
  %v222 = fmul contract <9 x float> %v221, %v108
  %v223 = fadd contract <9 x float> %v220, %v222
  %v224 = getelementptr i8, ptr %v109, i64 144
  store <9 x float> %v223, ptr %v224, align 4, !alias.scope !5, !noalias !10
  %v225 = fmul contract <9 x float> %v193, %v76
  %v226 = fadd contract <9 x float> %v225, zeroinitializer
  %v227 = fmul contract <9 x float> %v196, %v80
  %v228 = fadd contract <9 x float> %v226, %v227
  %v229 = fmul contract <9 x float> %v199, %v84
  %v230 = fadd contract <9 x float> %v228, %v229
  %v231 = fmul contract <9 x float> %v215, %v88
  %v232 = fadd contract <9 x float> %v230, %v231
  %v233 = fmul contract <9 x float> %v218, %v92
  %v234 = fadd contract <9 x float> %v232, %v233
  %v235 = fmul contract <9 x float> %v221, %v96
  %v236 = fadd contract <9 x float> %v234, %v235
  %v237 = load <9 x float>, ptr %v34, align 4, !noalias !8
  %v238 = fmul contract <9 x float> %v237, %v100
  %v239 = fadd contract <9 x float> %v236, %v238
  %v240 = load <9 x float>, ptr %v35, align 8, !noalias !8
  %v241 = fmul contract <9 x float> %v240, %v104
  %v242 = fadd contract <9 x float> %v239, %v241
  %v243 = load <9 x float>, ptr %v36, align 4, !noalias !8
  %v244 = fmul contract <9 x float> %v243, %v108
  %v245 = fadd contract <9 x float> %v242, %v244
  %v246 = getelementptr i8, ptr %v109, i64 180
  store <9 x float> %v245, ptr %v246, align 4, !alias.scope !5, !noalias !10
  %v247 = fmul contract <9 x float> %v215, %v76
  %v248 = fadd contract <9 x float> %v247, zeroinitializer
  %v249 = fmul contract <9 x float> %v218, %v80
  %v250 = fadd contract <9 x float> %v248, %v249
  %v251 = fmul contract <9 x float> %v221, %v84
  %v252 = fadd contract <9 x float> %v250, %v251
  %v253 = fmul contract <9 x float> %v237, %v88
  %v254 = fadd contract <9 x float> %v252, %v253
  %v255 = fmul contract <9 x float> %v240, %v92
  %v256 = fadd contract <9 x float> %v254, %v255
  %v257 = fmul contract <9 x float> %v243, %v96
  %v258 = fadd contract <9 x float> %v256, %v257
  %v259 = load <9 x float>, ptr %v37, align 32, !noalias !8
  %v260 = fmul contract <9 x float> %v259, %v100
  %v261 = fadd contract <9 x float> %v258, %v260
  %v262 = load <9 x float>, ptr %v38, align 4, !noalias !8
  %v263 = fmul contract <9 x float> %v262, %v104
  %v264 = fadd contract <9 x float> %v261, %v263
  %v265 = load <9 x float>, ptr %v39, align 8, !noalias !8
  %v266 = fmul contract <9 x float> %v265, %v108
  %v267 = fadd contract <9 x float> %v264, %v266
  %v268 = getelementptr i8, ptr %v109, i64 216
  store <9 x float> %v267, ptr %v268, align 4, !alias.scope !5, !noalias !10
  %v269 = fmul contract <9 x float> %v237, %v76
  %v270 = fadd contract <9 x float> %v269, zeroinitializer
  %v271 = fmul contract <9 x float> %v240, %v80
  %v272 = fadd contract <9 x float> %v270, %v271
  %v273 = fmul contract <9 x float> %v243, %v84
  %v274 = fadd contract <9 x float> %v272, %v273
  %v275 = fmul contract <9 x float> %v259, %v88
  %v276 = fadd contract <9 x float> %v274, %v275
  %v277 = fmul contract <9 x float> %v262, %v92
  %v278 = fadd contract <9 x float> %v276, %v277
  %v279 = fmul contract <9 x float> %v265, %v96
  %v280 = fadd contract <9 x float> %v278, %v279
  %v281 = load <9 x float>, ptr %v40, align 4, !noalias !8
  %v282 = fmul contract <9 x float> %v281, %v100
  %v283 = fadd contract <9 x float> %v280, %v282
  %v284 = load <9 x float>, ptr %v41, align 16, !noalias !8
  %v285 = fmul contract <9 x float> %v284, %v104
  %v286 = fadd contract <9 x float> %v283, %v285
  %v287 = load <9 x float>, ptr %v42, align 4, !noalias !8
  %v288 = fmul contract <9 x float> %v287, %v108
  %v289 = fadd contract <9 x float> %v286, %v288
  %v290 = getelementptr i8, ptr %v109, i64 252
  store <9 x float> %v289, ptr %v290, align 4, !alias.scope !5, !noalias !10
  %v291 = fmul contract <9 x float> %v259, %v76
  %v292 = fadd contract <9 x float> %v291, zeroinitializer
  %v293 = fmul contract <9 x float> %v262, %v80
  %v294 = fadd contract <9 x float> %v292, %v293
  %v295 = fmul contract <9 x float> %v265, %v84
  %v296 = fadd contract <9 x float> %v294, %v295
  %v297 = fmul contract <9 x float> %v281, %v88
  %v298 = fadd contract <9 x float> %v296, %v297
  %v299 = fmul contract <9 x float> %v284, %v92
  %v300 = fadd contract <9 x float> %v298, %v299
  %v301 = fmul contract <9 x float> %v287, %v96
  %v302 = fadd contract <9 x float> %v300, %v301
  %v303 = load <9 x float>, ptr %v43, align 8, !noalias !8
  %v304 = fmul contract <9 x float> %v303, %v100
  %v305 = fadd contract <9 x float> %v302, %v304
  %v306 = load <9 x float>, ptr %v44, align 4, !noalias !8
  %v307 = fmul contract <9 x float> %v306, %v104
  %v308 = fadd contract <9 x float> %v305, %v307
  %v309 = load <9 x float>, ptr %v45, align 64, !noalias !8
  %v310 = fmul contract <9 x float> %v309, %v108
  %v311 = fadd contract <9 x float> %v308, %v310
  %v312 = getelementptr i8, ptr %v109, i64 288
  store <9 x float> %v311, ptr %v312, align 4, !alias.scope !5, !noalias !10
  %v313 = fmul contract <9 x float> %v281, %v76
  %v314 = fadd contract <9 x float> %v313, zeroinitializer
  %v315 = fmul contract <9 x float> %v284, %v80
  %v316 = fadd contract <9 x float> %v314, %v315
  %v317 = fmul contract <9 x float> %v287, %v84
  %v318 = fadd contract <9 x float> %v316, %v317
  %v319 = fmul contract <9 x float> %v303, %v88
  %v320 = fadd contract <9 x float> %v318, %v319
  %v321 = fmul contract <9 x float> %v306, %v92
  %v322 = fadd contract <9 x float> %v320, %v321
  %v323 = fmul contract <9 x float> %v309, %v96
  %v324 = fadd contract <9 x float> %v322, %v323
  %v325 = load <9 x float>, ptr %v46, align 4, !noalias !8
  %v326 = fmul contract <9 x float> %v325, %v100
  %v327 = fadd contract <9 x float> %v324, %v326
  %v328 = load <9 x float>, ptr %v47, align 8, !noalias !8
  %v329 = fmul contract <9 x float> %v328, %v104
  %v330 = fadd contract <9 x float> %v327, %v329
  %v331 = load <9 x float>, ptr %v48, align 4, !noalias !8
  %v332 = fmul contract <9 x float> %v331, %v108
  %v333 = fadd contract <9 x float> %v330, %v332
  %v334 = getelementptr i8, ptr %v109, i64 324
  store <9 x float> %v333, ptr %v334, align 4, !alias.scope !5, !noalias !10
  %v52 = add nuw nsw i64 %v51, 1
  %v335 = icmp eq i64 %v52, %v2
  br i1 %v335, label %v12, label %v49

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
