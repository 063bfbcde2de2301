; depthwise_conv2d:N=1,C=16,H=14,W=14,R=3,S=3,stride=1,pad=1,dilation=1,layout=nchw,bias=0,residual=0,act=none,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1'
source_filename = "ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [3 x i64], align 64
  store ptr %v0, ptr %v4, align 64
  %v5 = getelementptr inbounds i8, ptr %v4, i64 8
  store ptr %v1, ptr %v5, align 8
  %v6 = getelementptr inbounds i8, ptr %v4, i64 16
  store ptr %v2, ptr %v6, align 16
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v4) #4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = alloca [256 x float], align 64
  %v5 = load ptr, ptr %v0, align 8
  %v6 = getelementptr inbounds i8, ptr %v0, i64 8
  %v7 = load ptr, ptr %v6, align 8
  %v8 = getelementptr inbounds i8, ptr %v0, i64 16
  %v9 = load ptr, ptr %v8, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %v4)
  %v10 = icmp slt i64 %v1, %v2
  br i1 %v10, label %v11, label %v12

v11:                               ; preds = %v3
  %v13 = getelementptr inbounds i8, ptr %v4, i64 32
  %v14 = getelementptr i8, ptr %v5, i64 -60
  %v15 = getelementptr i8, ptr %v5, i64 -28
  %v16 = getelementptr inbounds i8, ptr %v4, i64 288
  %v17 = getelementptr inbounds i8, ptr %v4, i64 292
  %v18 = getelementptr inbounds i8, ptr %v4, i64 296
  %v19 = getelementptr inbounds i8, ptr %v4, i64 352
  %v20 = getelementptr inbounds i8, ptr %v4, i64 356
  %v21 = getelementptr inbounds i8, ptr %v4, i64 360
  %v22 = getelementptr i8, ptr %v9, i64 32
  br label %v23

v23:                               ; preds = %v24, %v11
  %v25 = phi <8 x float> [ %v26, %v24 ], [ undef, %v11 ]
  %v27 = phi <8 x float> [ %v28, %v24 ], [ undef, %v11 ]
  %v29 = phi <8 x float> [ %v30, %v24 ], [ undef, %v11 ]
  %v31 = phi <8 x float> [ %v32, %v24 ], [ undef, %v11 ]
  %v33 = phi i64 [ %v34, %v24 ], [ %v1, %v11 ]
  %v35 = mul i64 %v33, 784
  %v36 = getelementptr i8, ptr %v14, i64 %v35
  %v37 = getelementptr i8, ptr %v15, i64 %v35
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(64) %v4, i8 0, i64 64, i1 false)
  br label %v38

v39:                                        ; preds = %v40, %v41
  %v42 = add nuw nsw i64 %v43, 1
  %v44 = icmp eq i64 %v42, 16
  br i1 %v44, label %v45, label %v38, !llvm.loop !7

v45:                         ; preds = %v39
  %v46 = mul i64 %v33, 36
  %v47 = getelementptr inbounds i8, ptr %v7, i64 %v46
  %v48 = getelementptr i8, ptr %v47, i64 4
  %v49 = getelementptr i8, ptr %v47, i64 8
  %v50 = getelementptr i8, ptr %v47, i64 12
  %v51 = getelementptr i8, ptr %v47, i64 16
  %v52 = getelementptr i8, ptr %v47, i64 20
  %v53 = getelementptr i8, ptr %v47, i64 24
  %v54 = getelementptr i8, ptr %v47, i64 28
  %v55 = getelementptr i8, ptr %v47, i64 32
  %v56 = getelementptr i8, ptr %v9, i64 %v35
  %v57 = getelementptr i8, ptr %v22, i64 %v35
  br label %v58

v38:                                        ; preds = %v23, %v39
  %v43 = phi i64 [ 1, %v23 ], [ %v42, %v39 ]
  %v59 = icmp ult i64 %v43, 15
  br i1 %v59, label %v41, label %v40

v41:                                       ; preds = %v38
  %v60 = mul nuw nsw i64 %v43, 56
  %v61 = getelementptr i8, ptr %v36, i64 %v60
  %v62 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v61, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !alias.scope !0, !noalias !9
  %v63 = insertelement <8 x float> %v62, float 0.000000e+00, i64 0
  %v64 = shl nuw nsw i64 %v43, 6
  %v65 = getelementptr inbounds i8, ptr %v4, i64 %v64
  store <8 x float> %v63, ptr %v65, align 64, !noalias !10
  %v66 = getelementptr i8, ptr %v37, i64 %v60
  %v67 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v66, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> poison), !alias.scope !0, !noalias !9
  %v68 = insertelement <8 x float> %v67, float 0.000000e+00, i64 7
  %v69 = shl nuw nsw i64 %v43, 4
  %v70 = or disjoint i64 %v69, 8
  %v71 = getelementptr inbounds float, ptr %v4, i64 %v70
  store <8 x float> %v68, ptr %v71, align 32, !noalias !10
  br label %v39

v40:                                 ; preds = %v38
  %v72 = shl nsw i64 %v43, 6
  %v73 = getelementptr inbounds i8, ptr %v4, i64 %v72
  store <8 x float> zeroinitializer, ptr %v73, align 64, !noalias !10
  %v74 = getelementptr inbounds i8, ptr %v13, i64 %v72
  store <8 x float> zeroinitializer, ptr %v74, align 32, !noalias !10
  br label %v39

v58:                                   ; preds = %v45, %v75
  %v76 = phi <8 x float> [ %v26, %v75 ], [ %v25, %v45 ]
  %v77 = phi <8 x float> [ %v28, %v75 ], [ %v27, %v45 ]
  %v78 = phi <8 x float> [ %v30, %v75 ], [ %v29, %v45 ]
  %v79 = phi <8 x float> [ %v32, %v75 ], [ %v31, %v45 ]
  %v80 = phi i64 [ %v81, %v75 ], [ 0, %v45 ]
  %v82 = icmp ult i64 %v80, 3
  br i1 %v82, label %v83, label %v84

v84:                      ; preds = %v58
  %v85 = shl nsw i64 %v80, 2
  %v86 = or disjoint i64 %v85, 2
  %v87 = icmp ult i64 %v86, 14
  %v88 = shl nsw i64 %v80, 6
  %v89 = getelementptr inbounds float, ptr %v4, i64 %v88
  %v90 = load <8 x float>, ptr %v89, align 64, !noalias !10
  %v91 = load float, ptr %v47, align 4, !alias.scope !3, !noalias !11
  %v92 = insertelement <8 x float> poison, float %v91, i64 0
  %v93 = shufflevector <8 x float> %v92, <8 x float> poison, <8 x i32> zeroinitializer
  %v94 = fmul contract <8 x float> %v90, %v93
  %v95 = fadd contract <8 x float> %v94, zeroinitializer
  %v96 = or disjoint i64 %v88, 16
  %v97 = getelementptr inbounds float, ptr %v4, i64 %v96
  %v98 = load <8 x float>, ptr %v97, align 64, !noalias !10
  %v99 = fmul contract <8 x float> %v98, %v93
  %v100 = fadd contract <8 x float> %v99, zeroinitializer
  %v101 = or disjoint i64 %v88, 1
  %v102 = getelementptr inbounds float, ptr %v4, i64 %v101
  %v103 = load <8 x float>, ptr %v102, align 4, !noalias !10
  %v104 = load float, ptr %v48, align 4, !alias.scope !3, !noalias !11
  %v105 = insertelement <8 x float> poison, float %v104, i64 0
  %v106 = shufflevector <8 x float> %v105, <8 x float> poison, <8 x i32> zeroinitializer
  %v107 = fmul contract <8 x float> %v103, %v106
  %v108 = fadd contract <8 x float> %v95, %v107
  %v109 = or disjoint i64 %v88, 17
  %v110 = getelementptr inbounds float, ptr %v4, i64 %v109
  %v111 = load <8 x float>, ptr %v110, align 4, !noalias !10
  %v112 = fmul contract <8 x float> %v111, %v106
  %v113 = fadd contract <8 x float> %v100, %v112
  %v114 = or disjoint i64 %v88, 33
  %v115 = getelementptr inbounds float, ptr %v4, i64 %v114
  %v116 = or disjoint i64 %v88, 49
  %v117 = getelementptr inbounds float, ptr %v4, i64 %v116
  %v118 = or disjoint i64 %v88, 2
  %v119 = getelementptr inbounds float, ptr %v4, i64 %v118
  %v120 = load <8 x float>, ptr %v119, align 8, !noalias !10
  %v121 = load float, ptr %v49, align 4, !alias.scope !3, !noalias !11
  %v122 = insertelement <8 x float> poison, float %v121, i64 0
  %v123 = shufflevector <8 x float> %v122, <8 x float> poison, <8 x i32> zeroinitializer
  %v124 = fmul contract <8 x float> %v120, %v123
  %v125 = fadd contract <8 x float> %v108, %v124
  %v126 = or disjoint i64 %v88, 18
  %v127 = getelementptr inbounds float, ptr %v4, i64 %v126
  %v128 = load <8 x float>, ptr %v127, align 8, !noalias !10
  %v129 = fmul contract <8 x float> %v128, %v123
  %v130 = fadd contract <8 x float> %v113, %v129
  %v131 = or disjoint i64 %v88, 34
  %v132 = getelementptr inbounds float, ptr %v4, i64 %v131
  %v133 = or disjoint i64 %v88, 50
  %v134 = getelementptr inbounds float, ptr %v4, i64 %v133
  %v135 = load float, ptr %v50, align 4, !alias.scope !3, !noalias !11
  %v136 = insertelement <8 x float> poison, float %v135, i64 0
  %v137 = shufflevector <8 x float> %v136, <8 x float> poison, <8 x i32> zeroinitializer
  %v138 = fmul contract <8 x float> %v98, %v137
  %v139 = fadd contract <8 x float> %v125, %v138
  %v140 = or disjoint i64 %v88, 32
  %v141 = getelementptr inbounds float, ptr %v4, i64 %v140
  %v142 = load <8 x float>, ptr %v141, align 64, !noalias !10
  %v143 = fmul contract <8 x float> %v142, %v137
  %v144 = fadd contract <8 x float> %v130, %v143
  %v145 = or disjoint i64 %v88, 48
  %v146 = getelementptr inbounds float, ptr %v4, i64 %v145
  %v147 = load float, ptr %v51, align 4, !alias.scope !3, !noalias !11
  %v148 = insertelement <8 x float> poison, float %v147, i64 0
  %v149 = shufflevector <8 x float> %v148, <8 x float> poison, <8 x i32> zeroinitializer
  %v150 = fmul contract <8 x float> %v111, %v149
  %v151 = fadd contract <8 x float> %v139, %v150
  %v152 = load <8 x float>, ptr %v115, align 4, !noalias !10
  %v153 = fmul contract <8 x float> %v152, %v149
  %v154 = fadd contract <8 x float> %v144, %v153
  %v155 = load float, ptr %v52, align 4, !alias.scope !3, !noalias !11
  %v156 = insertelement <8 x float> poison, float %v155, i64 0
  %v157 = shufflevector <8 x float> %v156, <8 x float> poison, <8 x i32> zeroinitializer
  %v158 = fmul contract <8 x float> %v128, %v157
  %v159 = fadd contract <8 x float> %v151, %v158
  %v160 = load <8 x float>, ptr %v132, align 8, !noalias !10
  %v161 = fmul contract <8 x float> %v160, %v157
  %v162 = fadd contract <8 x float> %v154, %v161
  %v163 = load float, ptr %v53, align 4, !alias.scope !3, !noalias !11
  %v164 = insertelement <8 x float> poison, float %v163, i64 0
  %v165 = shufflevector <8 x float> %v164, <8 x float> poison, <8 x i32> zeroinitializer
  %v166 = fmul contract <8 x float> %v142, %v165
  %v167 = fadd contract <8 x float> %v159, %v166
  %v168 = load <8 x float>, ptr %v146, align 64, !noalias !10
  %v169 = fmul contract <8 x float> %v168, %v165
  %v170 = fadd contract <8 x float> %v162, %v169
  %v171 = load float, ptr %v54, align 4, !alias.scope !3, !noalias !11
  %v172 = insertelement <8 x float> poison, float %v171, i64 0
  %v173 = shufflevector <8 x float> %v172, <8 x float> poison, <8 x i32> zeroinitializer
  %v174 = fmul contract <8 x float> %v152, %v173
  %v175 = fadd contract <8 x float> %v167, %v174
  %v176 = load <8 x float>, ptr %v117, align 4, !noalias !10
  %v177 = fmul contract <8 x float> %v176, %v173
  %v178 = fadd contract <8 x float> %v170, %v177
  %v179 = load float, ptr %v55, align 4, !alias.scope !3, !noalias !11
  %v180 = insertelement <8 x float> poison, float %v179, i64 0
  %v181 = shufflevector <8 x float> %v180, <8 x float> poison, <8 x i32> zeroinitializer
  %v182 = fmul contract <8 x float> %v160, %v181
  %v183 = fadd contract <8 x float> %v175, %v182
  %v184 = load <8 x float>, ptr %v134, align 8, !noalias !10
  %v185 = fmul contract <8 x float> %v184, %v181
  %v186 = fadd contract <8 x float> %v178, %v185
  %v187 = mul nuw nsw i64 %v80, 224
  %v188 = getelementptr i8, ptr %v56, i64 %v187
  %v189 = getelementptr i8, ptr %v188, i64 56
  br i1 %v87, label %v190, label %v191

v24:                                   ; preds = %v75
  %v34 = add nuw nsw i64 %v33, 1
  %v192 = icmp eq i64 %v34, %v2
  br i1 %v192, label %v12, label %v23

v75:                                      ; preds = %v193, %v194, %v83
  %v26 = phi <8 x float> [ %v76, %v83 ], [ %v195, %v194 ], [ %v195, %v193 ]
  %v28 = phi <8 x float> [ %v77, %v83 ], [ %v196, %v194 ], [ %v196, %v193 ]
  %v30 = phi <8 x float> [ %v78, %v83 ], [ %v197, %v194 ], [ %v198, %v193 ]
  %v32 = phi <8 x float> [ %v79, %v83 ], [ %v199, %v194 ], [ %v200, %v193 ]
  %v81 = add nuw nsw i64 %v80, 1
  %v201 = icmp eq i64 %v81, 4
  br i1 %v201, label %v24, label %v58

v83:                                      ; preds = %v58
  %v202 = shl nuw nsw i64 %v80, 6
  %v203 = getelementptr float, ptr %v4, i64 %v202
  %v204 = load <8 x float>, ptr %v203, align 64, !noalias !10
  %v205 = load float, ptr %v47, align 4, !alias.scope !3, !noalias !11
  %v206 = insertelement <8 x float> poison, float %v205, i64 0
  %v207 = shufflevector <8 x float> %v206, <8 x float> poison, <8 x i32> zeroinitializer
  %v208 = fmul contract <8 x float> %v204, %v207
  %v209 = fadd contract <8 x float> %v208, zeroinitializer
  %v210 = or disjoint i64 %v202, 16
  %v211 = getelementptr inbounds float, ptr %v4, i64 %v210
  %v212 = load <8 x float>, ptr %v211, align 64, !noalias !10
  %v213 = fmul contract <8 x float> %v212, %v207
  %v214 = fadd contract <8 x float> %v213, zeroinitializer
  %v215 = or disjoint i64 %v202, 32
  %v216 = getelementptr inbounds float, ptr %v4, i64 %v215
  %v217 = load <8 x float>, ptr %v216, align 64, !noalias !10
  %v218 = fmul contract <8 x float> %v217, %v207
  %v219 = fadd contract <8 x float> %v218, zeroinitializer
  %v220 = or disjoint i64 %v202, 48
  %v221 = getelementptr inbounds float, ptr %v4, i64 %v220
  %v222 = load <8 x float>, ptr %v221, align 64, !noalias !10
  %v223 = fmul contract <8 x float> %v207, %v222
  %v224 = fadd contract <8 x float> %v223, zeroinitializer
  %v225 = or disjoint i64 %v202, 1
  %v226 = getelementptr inbounds float, ptr %v4, i64 %v225
  %v227 = load <8 x float>, ptr %v226, align 4, !noalias !10
  %v228 = load float, ptr %v48, align 4, !alias.scope !3, !noalias !11
  %v229 = insertelement <8 x float> poison, float %v228, i64 0
  %v230 = shufflevector <8 x float> %v229, <8 x float> poison, <8 x i32> zeroinitializer
  %v231 = fmul contract <8 x float> %v227, %v230
  %v232 = fadd contract <8 x float> %v209, %v231
  %v233 = or disjoint i64 %v202, 17
  %v234 = getelementptr inbounds float, ptr %v4, i64 %v233
  %v235 = load <8 x float>, ptr %v234, align 4, !noalias !10
  %v236 = fmul contract <8 x float> %v235, %v230
  %v237 = fadd contract <8 x float> %v214, %v236
  %v238 = or disjoint i64 %v202, 33
  %v239 = getelementptr inbounds float, ptr %v4, i64 %v238
  %v240 = load <8 x float>, ptr %v239, align 4, !noalias !10
  %v241 = fmul contract <8 x float> %v240, %v230
  %v242 = fadd contract <8 x float> %v219, %v241
  %v243 = or disjoint i64 %v202, 49
  %v244 = getelementptr inbounds float, ptr %v4, i64 %v243
  %v245 = load <8 x float>, ptr %v244, align 4, !noalias !10
  %v246 = fmul contract <8 x float> %v230, %v245
  %v247 = fadd contract <8 x float> %v224, %v246
  %v248 = or disjoint i64 %v202, 2
  %v249 = getelementptr inbounds float, ptr %v4, i64 %v248
  %v250 = load <8 x float>, ptr %v249, align 8, !noalias !10
  %v251 = load float, ptr %v49, align 4, !alias.scope !3, !noalias !11
  %v252 = insertelement <8 x float> poison, float %v251, i64 0
  %v253 = shufflevector <8 x float> %v252, <8 x float> poison, <8 x i32> zeroinitializer
  %v254 = fmul contract <8 x float> %v250, %v253
  %v255 = fadd contract <8 x float> %v232, %v254
  %v256 = or disjoint i64 %v202, 18
  %v257 = getelementptr inbounds float, ptr %v4, i64 %v256
  %v258 = load <8 x float>, ptr %v257, align 8, !noalias !10
  %v259 = fmul contract <8 x float> %v258, %v253
  %v260 = fadd contract <8 x float> %v237, %v259
  %v261 = or disjoint i64 %v202, 34
  %v262 = getelementptr inbounds float, ptr %v4, i64 %v261
  %v263 = load <8 x float>, ptr %v262, align 8, !noalias !10
  %v264 = fmul contract <8 x float> %v263, %v253
  %v265 = fadd contract <8 x float> %v242, %v264
  %v266 = or disjoint i64 %v202, 50
  %v267 = getelementptr inbounds float, ptr %v4, i64 %v266
  %v268 = load <8 x float>, ptr %v267, align 8, !noalias !10
  %v269 = fmul contract <8 x float> %v253, %v268
  %v270 = fadd contract <8 x float> %v247, %v269
  %v271 = load float, ptr %v50, align 4, !alias.scope !3, !noalias !11
  %v272 = insertelement <8 x float> poison, float %v271, i64 0
  %v273 = shufflevector <8 x float> %v272, <8 x float> poison, <8 x i32> zeroinitializer
  %v274 = fmul contract <8 x float> %v212, %v273
  %v275 = fadd contract <8 x float> %v255, %v274
  %v276 = fmul contract <8 x float> %v217, %v273
  %v277 = fadd contract <8 x float> %v260, %v276
  %v278 = fmul contract <8 x float> %v222, %v273
  %v279 = fadd contract <8 x float> %v265, %v278
  %v280 = getelementptr inbounds i8, ptr %v203, i64 256
  %v281 = load <8 x float>, ptr %v280, align 64, !noalias !10
  %v282 = fmul contract <8 x float> %v281, %v273
  %v283 = fadd contract <8 x float> %v270, %v282
  %v284 = load float, ptr %v51, align 4, !alias.scope !3, !noalias !11
  %v285 = insertelement <8 x float> poison, float %v284, i64 0
  %v286 = shufflevector <8 x float> %v285, <8 x float> poison, <8 x i32> zeroinitializer
  %v287 = fmul contract <8 x float> %v235, %v286
  %v288 = fadd contract <8 x float> %v275, %v287
  %v289 = fmul contract <8 x float> %v240, %v286
  %v290 = fadd contract <8 x float> %v277, %v289
  %v291 = fmul contract <8 x float> %v245, %v286
  %v292 = fadd contract <8 x float> %v279, %v291
  %v293 = getelementptr inbounds i8, ptr %v203, i64 260
  %v294 = load <8 x float>, ptr %v293, align 4, !noalias !10
  %v295 = fmul contract <8 x float> %v294, %v286
  %v296 = fadd contract <8 x float> %v283, %v295
  %v297 = load float, ptr %v52, align 4, !alias.scope !3, !noalias !11
  %v298 = insertelement <8 x float> poison, float %v297, i64 0
  %v299 = shufflevector <8 x float> %v298, <8 x float> poison, <8 x i32> zeroinitializer
  %v300 = fmul contract <8 x float> %v258, %v299
  %v301 = fadd contract <8 x float> %v288, %v300
  %v302 = fmul contract <8 x float> %v263, %v299
  %v303 = fadd contract <8 x float> %v290, %v302
  %v304 = fmul contract <8 x float> %v268, %v299
  %v305 = fadd contract <8 x float> %v292, %v304
  %v306 = getelementptr inbounds i8, ptr %v203, i64 264
  %v307 = load <8 x float>, ptr %v306, align 8, !noalias !10
  %v308 = fmul contract <8 x float> %v307, %v299
  %v309 = fadd contract <8 x float> %v296, %v308
  %v310 = load float, ptr %v53, align 4, !alias.scope !3, !noalias !11
  %v311 = insertelement <8 x float> poison, float %v310, i64 0
  %v312 = shufflevector <8 x float> %v311, <8 x float> poison, <8 x i32> zeroinitializer
  %v313 = fmul contract <8 x float> %v217, %v312
  %v314 = fadd contract <8 x float> %v301, %v313
  %v315 = fmul contract <8 x float> %v222, %v312
  %v316 = fadd contract <8 x float> %v303, %v315
  %v317 = fmul contract <8 x float> %v281, %v312
  %v318 = fadd contract <8 x float> %v305, %v317
  %v319 = getelementptr inbounds i8, ptr %v203, i64 320
  %v320 = load <8 x float>, ptr %v319, align 64, !noalias !10
  %v321 = fmul contract <8 x float> %v320, %v312
  %v322 = fadd contract <8 x float> %v309, %v321
  %v323 = load float, ptr %v54, align 4, !alias.scope !3, !noalias !11
  %v324 = insertelement <8 x float> poison, float %v323, i64 0
  %v325 = shufflevector <8 x float> %v324, <8 x float> poison, <8 x i32> zeroinitializer
  %v326 = fmul contract <8 x float> %v240, %v325
  %v327 = fadd contract <8 x float> %v314, %v326
  %v328 = fmul contract <8 x float> %v245, %v325
  %v329 = fadd contract <8 x float> %v316, %v328
  %v330 = fmul contract <8 x float> %v294, %v325
  %v331 = fadd contract <8 x float> %v318, %v330
  %v332 = getelementptr inbounds i8, ptr %v203, i64 324
  %v333 = load <8 x float>, ptr %v332, align 4, !noalias !10
  %v334 = fmul contract <8 x float> %v333, %v325
  %v335 = fadd contract <8 x float> %v322, %v334
  %v336 = load float, ptr %v55, align 4, !alias.scope !3, !noalias !11
  %v337 = insertelement <8 x float> poison, float %v336, i64 0
  %v338 = shufflevector <8 x float> %v337, <8 x float> poison, <8 x i32> zeroinitializer
  %v339 = fmul contract <8 x float> %v263, %v338
  %v340 = fadd contract <8 x float> %v327, %v339
  %v341 = fmul contract <8 x float> %v268, %v338
  %v342 = fadd contract <8 x float> %v329, %v341
  %v343 = fmul contract <8 x float> %v307, %v338
  %v344 = fadd contract <8 x float> %v331, %v343
  %v345 = getelementptr inbounds i8, ptr %v203, i64 328
  %v346 = load <8 x float>, ptr %v345, align 8, !noalias !10
  %v347 = fmul contract <8 x float> %v346, %v338
  %v348 = fadd contract <8 x float> %v335, %v347
  %v349 = mul nuw nsw i64 %v80, 224
  %v350 = getelementptr i8, ptr %v56, i64 %v349
  store <8 x float> %v340, ptr %v350, align 4, !alias.scope !5, !noalias !12
  %v351 = getelementptr i8, ptr %v350, i64 56
  store <8 x float> %v342, ptr %v351, align 4, !alias.scope !5, !noalias !12
  %v352 = getelementptr i8, ptr %v350, i64 112
  store <8 x float> %v344, ptr %v352, align 4, !alias.scope !5, !noalias !12
  %v353 = getelementptr i8, ptr %v350, i64 168
  store <8 x float> %v348, ptr %v353, align 4, !alias.scope !5, !noalias !12
  %v354 = or disjoint i64 %v202, 8
  %v355 = getelementptr float, ptr %v4, i64 %v354
  %v356 = load <8 x float>, ptr %v355, align 32, !noalias !10
  %v357 = shufflevector <8 x float> %v356, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v358 = load float, ptr %v47, align 4, !alias.scope !3, !noalias !11
  %v359 = insertelement <8 x float> poison, float %v358, i64 0
  %v360 = shufflevector <8 x float> %v359, <8 x float> poison, <8 x i32> zeroinitializer
  %v361 = fmul contract <8 x float> %v357, %v360
  %v362 = fadd contract <8 x float> %v361, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>
  %v363 = or disjoint i64 %v202, 24
  %v364 = getelementptr float, ptr %v4, i64 %v363
  %v365 = load <8 x float>, ptr %v364, align 32, !noalias !10
  %v366 = shufflevector <8 x float> %v365, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v367 = fmul contract <8 x float> %v366, %v360
  %v368 = fadd contract <8 x float> %v367, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>
  %v369 = or disjoint i64 %v202, 40
  %v370 = getelementptr float, ptr %v4, i64 %v369
  %v371 = load <8 x float>, ptr %v370, align 32, !noalias !10
  %v372 = shufflevector <8 x float> %v371, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v373 = fmul contract <8 x float> %v360, %v372
  %v374 = fadd contract <8 x float> %v373, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>
  %v375 = or disjoint i64 %v202, 56
  %v376 = getelementptr float, ptr %v4, i64 %v375
  %v377 = load <8 x float>, ptr %v376, align 32, !noalias !10
  %v378 = shufflevector <8 x float> %v377, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v379 = fmul contract <8 x float> %v360, %v378
  %v380 = fadd contract <8 x float> %v379, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>
  %v381 = or disjoint i64 %v202, 9
  %v382 = getelementptr float, ptr %v4, i64 %v381
  %v383 = load <8 x float>, ptr %v382, align 4, !noalias !10
  %v384 = load float, ptr %v48, align 4, !alias.scope !3, !noalias !11
  %v385 = insertelement <8 x float> poison, float %v384, i64 0
  %v386 = shufflevector <8 x float> %v385, <8 x float> poison, <8 x i32> zeroinitializer
  %v387 = fmul contract <8 x float> %v383, %v386
  %v388 = fadd contract <8 x float> %v362, %v387
  %v389 = or disjoint i64 %v202, 25
  %v390 = getelementptr float, ptr %v4, i64 %v389
  %v391 = load <8 x float>, ptr %v390, align 4, !noalias !10
  %v392 = shufflevector <8 x float> %v391, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v393 = fmul contract <8 x float> %v392, %v386
  %v394 = fadd contract <8 x float> %v368, %v393
  %v395 = or disjoint i64 %v202, 41
  %v396 = getelementptr float, ptr %v4, i64 %v395
  %v397 = load <8 x float>, ptr %v396, align 4, !noalias !10
  %v398 = shufflevector <8 x float> %v397, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v399 = fmul contract <8 x float> %v386, %v398
  %v400 = fadd contract <8 x float> %v374, %v399
  %v401 = or disjoint i64 %v202, 57
  %v402 = getelementptr float, ptr %v4, i64 %v401
  %v403 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v402, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>), !noalias !10
  %v404 = fmul contract <8 x float> %v386, %v403
  %v405 = fadd contract <8 x float> %v380, %v404
  %v406 = or disjoint i64 %v202, 10
  %v407 = getelementptr float, ptr %v4, i64 %v406
  %v408 = load <8 x float>, ptr %v407, align 8, !noalias !10
  %v409 = load float, ptr %v49, align 4, !alias.scope !3, !noalias !11
  %v410 = insertelement <8 x float> poison, float %v409, i64 0
  %v411 = shufflevector <8 x float> %v410, <8 x float> poison, <8 x i32> zeroinitializer
  %v412 = fmul contract <8 x float> %v408, %v411
  %v413 = fadd contract <8 x float> %v388, %v412
  %v414 = or disjoint i64 %v202, 26
  %v415 = getelementptr float, ptr %v4, i64 %v414
  %v416 = load <8 x float>, ptr %v415, align 8, !noalias !10
  %v417 = shufflevector <8 x float> %v416, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v418 = fmul contract <8 x float> %v417, %v411
  %v419 = fadd contract <8 x float> %v394, %v418
  %v420 = or disjoint i64 %v202, 42
  %v421 = getelementptr float, ptr %v4, i64 %v420
  %v422 = load <8 x float>, ptr %v421, align 8, !noalias !10
  %v423 = shufflevector <8 x float> %v422, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v424 = fmul contract <8 x float> %v411, %v423
  %v425 = fadd contract <8 x float> %v400, %v424
  %v426 = or disjoint i64 %v202, 58
  %v427 = getelementptr float, ptr %v4, i64 %v426
  %v428 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v427, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>), !noalias !10
  %v429 = fmul contract <8 x float> %v411, %v428
  %v430 = fadd contract <8 x float> %v405, %v429
  %v431 = load float, ptr %v50, align 4, !alias.scope !3, !noalias !11
  %v432 = insertelement <8 x float> poison, float %v431, i64 0
  %v433 = shufflevector <8 x float> %v432, <8 x float> poison, <8 x i32> zeroinitializer
  %v434 = fmul contract <8 x float> %v366, %v433
  %v435 = fadd contract <8 x float> %v413, %v434
  %v436 = fmul contract <8 x float> %v372, %v433
  %v437 = fadd contract <8 x float> %v419, %v436
  %v438 = fmul contract <8 x float> %v378, %v433
  %v439 = fadd contract <8 x float> %v425, %v438
  %v440 = getelementptr i8, ptr %v203, i64 288
  %v441 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v440, i32 32, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>), !noalias !10
  %v442 = fmul contract <8 x float> %v441, %v433
  %v443 = fadd contract <8 x float> %v430, %v442
  %v444 = load float, ptr %v51, align 4, !alias.scope !3, !noalias !11
  %v445 = insertelement <8 x float> poison, float %v444, i64 0
  %v446 = shufflevector <8 x float> %v445, <8 x float> poison, <8 x i32> zeroinitializer
  %v447 = fmul contract <8 x float> %v392, %v446
  %v448 = fadd contract <8 x float> %v435, %v447
  %v449 = fmul contract <8 x float> %v398, %v446
  %v450 = fadd contract <8 x float> %v437, %v449
  %v451 = fmul contract <8 x float> %v403, %v446
  %v452 = fadd contract <8 x float> %v439, %v451
  %v453 = getelementptr i8, ptr %v203, i64 292
  %v454 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v453, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>), !noalias !10
  %v455 = fmul contract <8 x float> %v454, %v446
  %v456 = fadd contract <8 x float> %v443, %v455
  %v457 = load float, ptr %v52, align 4, !alias.scope !3, !noalias !11
  %v458 = insertelement <8 x float> poison, float %v457, i64 0
  %v459 = shufflevector <8 x float> %v458, <8 x float> poison, <8 x i32> zeroinitializer
  %v460 = fmul contract <8 x float> %v417, %v459
  %v461 = fadd contract <8 x float> %v448, %v460
  %v462 = fmul contract <8 x float> %v423, %v459
  %v463 = fadd contract <8 x float> %v450, %v462
  %v464 = fmul contract <8 x float> %v428, %v459
  %v465 = fadd contract <8 x float> %v452, %v464
  %v466 = getelementptr i8, ptr %v203, i64 296
  %v467 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v466, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>), !noalias !10
  %v468 = fmul contract <8 x float> %v467, %v459
  %v469 = fadd contract <8 x float> %v456, %v468
  %v470 = load float, ptr %v53, align 4, !alias.scope !3, !noalias !11
  %v471 = insertelement <8 x float> poison, float %v470, i64 0
  %v472 = shufflevector <8 x float> %v471, <8 x float> poison, <8 x i32> zeroinitializer
  %v473 = fmul contract <8 x float> %v372, %v472
  %v474 = fadd contract <8 x float> %v461, %v473
  %v475 = fmul contract <8 x float> %v378, %v472
  %v476 = fadd contract <8 x float> %v463, %v475
  %v477 = fmul contract <8 x float> %v441, %v472
  %v478 = fadd contract <8 x float> %v465, %v477
  %v479 = getelementptr i8, ptr %v203, i64 352
  %v480 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v479, i32 32, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v481 = fmul contract <8 x float> %v480, %v472
  %v482 = fadd contract <8 x float> %v469, %v481
  %v483 = load float, ptr %v54, align 4, !alias.scope !3, !noalias !11
  %v484 = insertelement <8 x float> poison, float %v483, i64 0
  %v485 = shufflevector <8 x float> %v484, <8 x float> poison, <8 x i32> zeroinitializer
  %v486 = fmul contract <8 x float> %v398, %v485
  %v487 = fadd contract <8 x float> %v474, %v486
  %v488 = fmul contract <8 x float> %v403, %v485
  %v489 = fadd contract <8 x float> %v476, %v488
  %v490 = fmul contract <8 x float> %v454, %v485
  %v491 = fadd contract <8 x float> %v478, %v490
  %v492 = getelementptr i8, ptr %v203, i64 356
  %v493 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v492, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v494 = fmul contract <8 x float> %v493, %v485
  %v495 = fadd contract <8 x float> %v482, %v494
  %v496 = load float, ptr %v55, align 4, !alias.scope !3, !noalias !11
  %v497 = insertelement <8 x float> poison, float %v496, i64 0
  %v498 = shufflevector <8 x float> %v497, <8 x float> poison, <8 x i32> zeroinitializer
  %v499 = fmul contract <8 x float> %v423, %v498
  %v500 = fadd contract <8 x float> %v487, %v499
  %v501 = fmul contract <8 x float> %v428, %v498
  %v502 = fadd contract <8 x float> %v489, %v501
  %v503 = fmul contract <8 x float> %v467, %v498
  %v504 = fadd contract <8 x float> %v491, %v503
  %v505 = getelementptr i8, ptr %v203, i64 360
  %v506 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v505, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v507 = fmul contract <8 x float> %v506, %v498
  %v508 = fadd contract <8 x float> %v495, %v507
  %v509 = getelementptr i8, ptr %v57, i64 %v349
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v500, ptr %v509, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v510 = getelementptr i8, ptr %v509, i64 56
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v502, ptr %v510, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v511 = getelementptr i8, ptr %v509, i64 112
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v504, ptr %v511, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v512 = getelementptr i8, ptr %v509, i64 168
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v508, ptr %v512, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  br label %v75

v513:                                     ; preds = %v190, %v191
  %v514 = phi <8 x float> [ zeroinitializer, %v190 ], [ %v79, %v191 ]
  %v515 = phi <8 x float> [ zeroinitializer, %v190 ], [ %v78, %v191 ]
  %v195 = phi <8 x float> [ %v516, %v190 ], [ %v76, %v191 ]
  %v196 = phi <8 x float> [ %v517, %v190 ], [ %v77, %v191 ]
  %v518 = or disjoint i64 %v88, 8
  %v519 = getelementptr float, ptr %v4, i64 %v518
  %v520 = load <8 x float>, ptr %v519, align 32, !noalias !10
  %v521 = shufflevector <8 x float> %v520, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v522 = load float, ptr %v47, align 4, !alias.scope !3, !noalias !11
  %v523 = insertelement <8 x float> poison, float %v522, i64 0
  %v524 = shufflevector <8 x float> %v523, <8 x float> poison, <8 x i32> zeroinitializer
  %v525 = fmul contract <8 x float> %v521, %v524
  %v526 = fadd contract <8 x float> %v525, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>
  %v527 = or disjoint i64 %v88, 24
  %v528 = getelementptr float, ptr %v4, i64 %v527
  %v529 = load <8 x float>, ptr %v528, align 32, !noalias !10
  %v530 = shufflevector <8 x float> %v529, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v531 = fmul contract <8 x float> %v530, %v524
  %v532 = fadd contract <8 x float> %v531, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>
  br i1 %v87, label %v533, label %v534

v191:                                     ; preds = %v84
  store <8 x float> %v183, ptr %v188, align 4, !alias.scope !5, !noalias !12
  store <8 x float> %v186, ptr %v189, align 4, !alias.scope !5, !noalias !12
  br label %v513

v190:                                     ; preds = %v84
  %v535 = getelementptr i8, ptr %v188, i64 168
  %v536 = getelementptr i8, ptr %v188, i64 112
  %v537 = getelementptr inbounds i8, ptr %v89, i64 328
  %v538 = getelementptr inbounds i8, ptr %v89, i64 324
  %v539 = getelementptr inbounds i8, ptr %v89, i64 320
  %v540 = getelementptr inbounds i8, ptr %v89, i64 264
  %v541 = getelementptr inbounds i8, ptr %v89, i64 260
  %v542 = getelementptr inbounds i8, ptr %v89, i64 256
  %v543 = fmul contract <8 x float> %v93, %v142
  %v544 = fadd contract <8 x float> %v543, zeroinitializer
  %v545 = fmul contract <8 x float> %v93, %v168
  %v546 = fadd contract <8 x float> %v545, zeroinitializer
  %v547 = fmul contract <8 x float> %v106, %v152
  %v548 = fadd contract <8 x float> %v544, %v547
  %v549 = fmul contract <8 x float> %v106, %v176
  %v550 = fadd contract <8 x float> %v546, %v549
  %v551 = fmul contract <8 x float> %v123, %v160
  %v552 = fadd contract <8 x float> %v548, %v551
  %v553 = fmul contract <8 x float> %v123, %v184
  %v554 = fadd contract <8 x float> %v550, %v553
  %v555 = fmul contract <8 x float> %v137, %v168
  %v556 = fadd contract <8 x float> %v552, %v555
  %v557 = load <8 x float>, ptr %v542, align 64, !noalias !10
  %v558 = fmul contract <8 x float> %v137, %v557
  %v559 = fadd contract <8 x float> %v554, %v558
  %v560 = fmul contract <8 x float> %v149, %v176
  %v561 = fadd contract <8 x float> %v556, %v560
  %v562 = load <8 x float>, ptr %v541, align 4, !noalias !10
  %v563 = fmul contract <8 x float> %v149, %v562
  %v564 = fadd contract <8 x float> %v559, %v563
  %v565 = fmul contract <8 x float> %v157, %v184
  %v566 = fadd contract <8 x float> %v561, %v565
  %v567 = load <8 x float>, ptr %v540, align 8, !noalias !10
  %v568 = fmul contract <8 x float> %v157, %v567
  %v569 = fadd contract <8 x float> %v564, %v568
  %v570 = load <8 x float>, ptr %v542, align 64, !noalias !10
  %v571 = fmul contract <8 x float> %v165, %v570
  %v572 = fadd contract <8 x float> %v566, %v571
  %v573 = load <8 x float>, ptr %v539, align 64, !noalias !10
  %v574 = fmul contract <8 x float> %v165, %v573
  %v575 = fadd contract <8 x float> %v569, %v574
  %v576 = load <8 x float>, ptr %v541, align 4, !noalias !10
  %v577 = fmul contract <8 x float> %v173, %v576
  %v578 = fadd contract <8 x float> %v572, %v577
  %v579 = load <8 x float>, ptr %v538, align 4, !noalias !10
  %v580 = fmul contract <8 x float> %v173, %v579
  %v581 = fadd contract <8 x float> %v575, %v580
  %v582 = load <8 x float>, ptr %v540, align 8, !noalias !10
  %v583 = fmul contract <8 x float> %v181, %v582
  %v516 = fadd contract <8 x float> %v578, %v583
  %v584 = load <8 x float>, ptr %v537, align 8, !noalias !10
  %v585 = fmul contract <8 x float> %v181, %v584
  %v517 = fadd contract <8 x float> %v581, %v585
  store <8 x float> %v183, ptr %v188, align 4, !alias.scope !5, !noalias !12
  store <8 x float> %v186, ptr %v189, align 4, !alias.scope !5, !noalias !12
  store <8 x float> %v516, ptr %v536, align 4, !alias.scope !5, !noalias !12
  store <8 x float> %v517, ptr %v535, align 4, !alias.scope !5, !noalias !12
  br label %v513

v533:                                     ; preds = %v513
  %v586 = or disjoint i64 %v88, 40
  %v587 = getelementptr float, ptr %v4, i64 %v586
  %v588 = load <8 x float>, ptr %v587, align 32, !noalias !10
  %v589 = shufflevector <8 x float> %v588, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v590 = fmul contract <8 x float> %v524, %v589
  %v591 = fadd contract <8 x float> %v515, %v590
  %v592 = or disjoint i64 %v88, 56
  %v593 = getelementptr float, ptr %v4, i64 %v592
  %v594 = load <8 x float>, ptr %v593, align 32, !noalias !10
  %v595 = shufflevector <8 x float> %v594, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v596 = fmul contract <8 x float> %v524, %v595
  %v597 = fadd contract <8 x float> %v514, %v596
  br label %v534

v534:                                     ; preds = %v513, %v533
  %v598 = phi <8 x float> [ %v591, %v533 ], [ %v515, %v513 ]
  %v599 = phi <8 x float> [ %v597, %v533 ], [ %v514, %v513 ]
  %v600 = or disjoint i64 %v88, 9
  %v601 = getelementptr float, ptr %v4, i64 %v600
  %v602 = load <8 x float>, ptr %v601, align 4, !noalias !10
  %v603 = fmul contract <8 x float> %v602, %v106
  %v604 = fadd contract <8 x float> %v526, %v603
  %v605 = or disjoint i64 %v88, 25
  %v606 = getelementptr float, ptr %v4, i64 %v605
  %v607 = load <8 x float>, ptr %v606, align 4, !noalias !10
  %v608 = shufflevector <8 x float> %v607, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v609 = fmul contract <8 x float> %v608, %v106
  %v610 = fadd contract <8 x float> %v532, %v609
  br i1 %v87, label %v611, label %v612

v611:                                     ; preds = %v534
  %v613 = or disjoint i64 %v88, 41
  %v614 = getelementptr float, ptr %v4, i64 %v613
  %v615 = load <8 x float>, ptr %v614, align 4, !noalias !10
  %v616 = shufflevector <8 x float> %v615, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v617 = fmul contract <8 x float> %v106, %v616
  %v618 = fadd contract <8 x float> %v598, %v617
  %v619 = or disjoint i64 %v88, 57
  %v620 = getelementptr float, ptr %v4, i64 %v619
  %v621 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v620, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>), !noalias !10
  %v622 = fmul contract <8 x float> %v106, %v621
  %v623 = fadd contract <8 x float> %v599, %v622
  br label %v612

v612:                                     ; preds = %v534, %v611
  %v624 = phi <8 x float> [ %v618, %v611 ], [ %v598, %v534 ]
  %v625 = phi <8 x float> [ %v623, %v611 ], [ %v599, %v534 ]
  %v626 = or disjoint i64 %v88, 10
  %v627 = getelementptr float, ptr %v4, i64 %v626
  %v628 = load <8 x float>, ptr %v627, align 8, !noalias !10
  %v629 = fmul contract <8 x float> %v628, %v123
  %v630 = fadd contract <8 x float> %v604, %v629
  %v631 = or disjoint i64 %v88, 26
  %v632 = getelementptr float, ptr %v4, i64 %v631
  %v633 = load <8 x float>, ptr %v632, align 8, !noalias !10
  %v634 = shufflevector <8 x float> %v633, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v635 = fmul contract <8 x float> %v634, %v123
  %v636 = fadd contract <8 x float> %v610, %v635
  br i1 %v87, label %v637, label %v638

v637:                                     ; preds = %v612
  %v639 = or disjoint i64 %v88, 42
  %v640 = getelementptr float, ptr %v4, i64 %v639
  %v641 = load <8 x float>, ptr %v640, align 8, !noalias !10
  %v642 = shufflevector <8 x float> %v641, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v643 = fmul contract <8 x float> %v123, %v642
  %v644 = fadd contract <8 x float> %v624, %v643
  %v645 = or disjoint i64 %v88, 58
  %v646 = getelementptr float, ptr %v4, i64 %v645
  %v647 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v646, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>), !noalias !10
  %v648 = fmul contract <8 x float> %v123, %v647
  %v649 = fadd contract <8 x float> %v625, %v648
  br label %v638

v638:                                     ; preds = %v612, %v637
  %v650 = phi <8 x float> [ %v644, %v637 ], [ %v624, %v612 ]
  %v651 = phi <8 x float> [ %v649, %v637 ], [ %v625, %v612 ]
  %v652 = fmul contract <8 x float> %v530, %v137
  %v653 = fadd contract <8 x float> %v630, %v652
  %v654 = or disjoint i64 %v88, 40
  %v655 = getelementptr float, ptr %v4, i64 %v654
  %v656 = load <8 x float>, ptr %v655, align 32, !noalias !10
  %v657 = shufflevector <8 x float> %v656, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v658 = fmul contract <8 x float> %v657, %v137
  %v659 = fadd contract <8 x float> %v636, %v658
  br i1 %v87, label %v660, label %v661

v660:                                     ; preds = %v638
  %v662 = or disjoint i64 %v88, 56
  %v663 = getelementptr float, ptr %v4, i64 %v662
  %v664 = load <8 x float>, ptr %v663, align 32, !noalias !10
  %v665 = shufflevector <8 x float> %v664, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v666 = fmul contract <8 x float> %v137, %v665
  %v667 = fadd contract <8 x float> %v650, %v666
  %v668 = getelementptr float, ptr %v16, i64 %v88
  %v669 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v668, i32 32, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>), !noalias !10
  %v670 = fmul contract <8 x float> %v137, %v669
  %v671 = fadd contract <8 x float> %v651, %v670
  br label %v661

v661:                                     ; preds = %v638, %v660
  %v672 = phi <8 x float> [ %v667, %v660 ], [ %v650, %v638 ]
  %v673 = phi <8 x float> [ %v671, %v660 ], [ %v651, %v638 ]
  %v674 = fmul contract <8 x float> %v608, %v149
  %v675 = fadd contract <8 x float> %v653, %v674
  %v676 = or disjoint i64 %v88, 41
  %v677 = getelementptr float, ptr %v4, i64 %v676
  %v678 = load <8 x float>, ptr %v677, align 4, !noalias !10
  %v679 = shufflevector <8 x float> %v678, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v680 = fmul contract <8 x float> %v679, %v149
  %v681 = fadd contract <8 x float> %v659, %v680
  br i1 %v87, label %v682, label %v683

v682:                                     ; preds = %v661
  %v684 = or disjoint i64 %v88, 57
  %v685 = getelementptr float, ptr %v4, i64 %v684
  %v686 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v685, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>), !noalias !10
  %v687 = fmul contract <8 x float> %v149, %v686
  %v688 = fadd contract <8 x float> %v672, %v687
  %v689 = getelementptr float, ptr %v17, i64 %v88
  %v690 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v689, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>), !noalias !10
  %v691 = fmul contract <8 x float> %v149, %v690
  %v692 = fadd contract <8 x float> %v673, %v691
  br label %v683

v683:                                     ; preds = %v661, %v682
  %v198 = phi <8 x float> [ %v688, %v682 ], [ %v672, %v661 ]
  %v200 = phi <8 x float> [ %v692, %v682 ], [ %v673, %v661 ]
  %v693 = fmul contract <8 x float> %v634, %v157
  %v694 = fadd contract <8 x float> %v675, %v693
  %v695 = or disjoint i64 %v88, 42
  %v696 = getelementptr float, ptr %v4, i64 %v695
  %v697 = load <8 x float>, ptr %v696, align 8, !noalias !10
  %v698 = shufflevector <8 x float> %v697, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v699 = fmul contract <8 x float> %v698, %v157
  %v700 = fadd contract <8 x float> %v681, %v699
  br i1 %v87, label %v194, label %v193

v193:                                     ; preds = %v683
  %v701 = fmul contract <8 x float> %v657, %v165
  %v702 = fadd contract <8 x float> %v694, %v701
  %v703 = or disjoint i64 %v88, 56
  %v704 = getelementptr float, ptr %v4, i64 %v703
  %v705 = load <8 x float>, ptr %v704, align 32, !noalias !10
  %v706 = fmul contract <8 x float> %v705, %v165
  %v707 = fadd contract <8 x float> %v700, %v706
  %v708 = fmul contract <8 x float> %v679, %v173
  %v709 = fadd contract <8 x float> %v702, %v708
  %v710 = or disjoint i64 %v88, 57
  %v711 = getelementptr float, ptr %v4, i64 %v710
  %v712 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v711, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v713 = fmul contract <8 x float> %v712, %v173
  %v714 = fadd contract <8 x float> %v707, %v713
  %v715 = fmul contract <8 x float> %v698, %v181
  %v716 = fadd contract <8 x float> %v709, %v715
  %v717 = or disjoint i64 %v88, 58
  %v718 = getelementptr float, ptr %v4, i64 %v717
  %v719 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v718, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v720 = fmul contract <8 x float> %v719, %v181
  %v721 = fadd contract <8 x float> %v714, %v720
  %v722 = getelementptr i8, ptr %v57, i64 %v187
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v716, ptr %v722, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v723 = getelementptr i8, ptr %v722, i64 56
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v721, ptr %v723, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  br label %v75

v194:                                     ; preds = %v683
  %v724 = or disjoint i64 %v88, 58
  %v725 = getelementptr float, ptr %v4, i64 %v724
  %v726 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v725, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>), !noalias !10
  %v727 = fmul contract <8 x float> %v157, %v726
  %v728 = fadd contract <8 x float> %v198, %v727
  %v729 = getelementptr float, ptr %v18, i64 %v88
  %v730 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v729, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>), !noalias !10
  %v731 = fmul contract <8 x float> %v157, %v730
  %v732 = fadd contract <8 x float> %v200, %v731
  %v733 = fmul contract <8 x float> %v657, %v165
  %v734 = fadd contract <8 x float> %v694, %v733
  %v735 = or disjoint i64 %v88, 56
  %v736 = getelementptr float, ptr %v4, i64 %v735
  %v737 = load <8 x float>, ptr %v736, align 32, !noalias !10
  %v738 = fmul contract <8 x float> %v737, %v165
  %v739 = fadd contract <8 x float> %v700, %v738
  %v740 = getelementptr float, ptr %v16, i64 %v88
  %v741 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v740, i32 32, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>), !noalias !10
  %v742 = fmul contract <8 x float> %v165, %v741
  %v743 = fadd contract <8 x float> %v728, %v742
  %v744 = getelementptr float, ptr %v19, i64 %v88
  %v745 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v744, i32 32, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>), !noalias !10
  %v746 = fmul contract <8 x float> %v165, %v745
  %v747 = fadd contract <8 x float> %v732, %v746
  %v748 = fmul contract <8 x float> %v679, %v173
  %v749 = fadd contract <8 x float> %v734, %v748
  %v750 = or disjoint i64 %v88, 57
  %v751 = getelementptr float, ptr %v4, i64 %v750
  %v752 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v751, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v753 = fmul contract <8 x float> %v752, %v173
  %v754 = fadd contract <8 x float> %v739, %v753
  %v755 = getelementptr float, ptr %v17, i64 %v88
  %v756 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v755, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>), !noalias !10
  %v757 = fmul contract <8 x float> %v173, %v756
  %v758 = fadd contract <8 x float> %v743, %v757
  %v759 = getelementptr float, ptr %v20, i64 %v88
  %v760 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v759, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>), !noalias !10
  %v761 = fmul contract <8 x float> %v173, %v760
  %v762 = fadd contract <8 x float> %v747, %v761
  %v763 = fmul contract <8 x float> %v698, %v181
  %v764 = fadd contract <8 x float> %v749, %v763
  %v765 = or disjoint i64 %v88, 58
  %v766 = getelementptr float, ptr %v4, i64 %v765
  %v767 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v766, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v768 = fmul contract <8 x float> %v767, %v181
  %v769 = fadd contract <8 x float> %v754, %v768
  %v770 = getelementptr float, ptr %v18, i64 %v88
  %v771 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v770, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>), !noalias !10
  %v772 = fmul contract <8 x float> %v181, %v771
  %v197 = fadd contract <8 x float> %v758, %v772
  %v773 = getelementptr float, ptr %v21, i64 %v88
  %v774 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v773, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>), !noalias !10
  %v775 = fmul contract <8 x float> %v181, %v774
  %v199 = fadd contract <8 x float> %v762, %v775
  %v776 = getelementptr i8, ptr %v57, i64 %v187
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v764, ptr %v776, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v777 = getelementptr i8, ptr %v776, i64 56
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v769, ptr %v777, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v778 = getelementptr i8, ptr %v776, i64 112
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v197, ptr %v778, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v779 = getelementptr i8, ptr %v776, i64 168
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v199, ptr %v779, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  br label %v75

v12: ; preds = %v24, %v3
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %v4)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr nocapture, i32 immarg, <8 x i1>) #3

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1_packed(ptr nocapture readonly %v0) local_unnamed_addr #4 {
v1:
  %v2 = alloca [3 x i64], align 64
  %v3 = getelementptr inbounds i8, ptr %v0, i64 16
  %v4 = load ptr, ptr %v3, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %v2)
  %v5 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v5, ptr %v2, align 64, !noalias !13
  %v6 = getelementptr inbounds i8, ptr %v2, i64 16
  store ptr %v4, ptr %v6, align 16, !noalias !13
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v2) #4
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1.parallel0.task: %I"}
!2 = distinct !{!2, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1.parallel0.task: %W"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1.parallel0.task: %O"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.peeled.count", i32 1}
!9 = !{!4, !6}
!10 = !{!1, !4, !6}
!11 = !{!1, !6}
!12 = !{!1, !4}
!13 = !{!14, !16, !17}
!14 = distinct !{!14, !15, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1: %I"}
!15 = distinct !{!15, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1"}
!16 = distinct !{!16, !15, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1: %W"}
!17 = distinct !{!17, !15, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1: %O"}
