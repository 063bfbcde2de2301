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
  %v33 = phi <8 x float> [ %v34, %v24 ], [ undef, %v11 ]
  %v35 = phi <8 x float> [ %v36, %v24 ], [ undef, %v11 ]
  %v37 = phi <8 x float> [ %v38, %v24 ], [ undef, %v11 ]
  %v39 = phi <8 x float> [ %v40, %v24 ], [ undef, %v11 ]
  %v41 = phi <8 x float> [ %v42, %v24 ], [ undef, %v11 ]
  %v43 = phi <8 x float> [ %v44, %v24 ], [ undef, %v11 ]
  %v45 = phi i64 [ %v46, %v24 ], [ %v1, %v11 ]
  %v47 = mul i64 %v45, 784
  %v48 = getelementptr i8, ptr %v14, i64 %v47
  %v49 = getelementptr i8, ptr %v15, i64 %v47
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(64) %v4, i8 0, i64 64, i1 false)
  br label %v50

v51:                                        ; preds = %v52, %v53
  %v54 = add nuw nsw i64 %v55, 1
  %v56 = icmp eq i64 %v54, 16
  br i1 %v56, label %v57, label %v50, !llvm.loop !7

v57:                         ; preds = %v51
  %v58 = mul i64 %v45, 36
  %v59 = getelementptr i8, ptr %v7, i64 %v58
  %v60 = getelementptr i8, ptr %v59, i64 4
  %v61 = getelementptr i8, ptr %v59, i64 8
  %v62 = getelementptr i8, ptr %v59, i64 12
  %v63 = getelementptr i8, ptr %v59, i64 16
  %v64 = getelementptr i8, ptr %v59, i64 20
  %v65 = getelementptr i8, ptr %v59, i64 24
  %v66 = getelementptr i8, ptr %v59, i64 28
  %v67 = getelementptr i8, ptr %v59, i64 32
  %v68 = getelementptr i8, ptr %v9, i64 %v47
  %v69 = getelementptr i8, ptr %v22, i64 %v47
  br label %v70

v50:                                        ; preds = %v23, %v51
  %v55 = phi i64 [ 1, %v23 ], [ %v54, %v51 ]
  %v71 = icmp ult i64 %v55, 15
  br i1 %v71, label %v53, label %v52

v53:                                       ; preds = %v50
  %v72 = mul nuw nsw i64 %v55, 56
  %v73 = getelementptr i8, ptr %v48, i64 %v72
  %v74 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v73, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !alias.scope !0, !noalias !9
  %v75 = insertelement <8 x float> %v74, float 0.000000e+00, i64 0
  %v76 = shl nuw nsw i64 %v55, 6
  %v77 = getelementptr inbounds i8, ptr %v4, i64 %v76
  store <8 x float> %v75, ptr %v77, align 64, !noalias !10
  %v78 = getelementptr i8, ptr %v49, i64 %v72
  %v79 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v78, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> poison), !alias.scope !0, !noalias !9
  %v80 = insertelement <8 x float> %v79, float 0.000000e+00, i64 7
  %v81 = shl nuw nsw i64 %v55, 4
  %v82 = or disjoint i64 %v81, 8
  %v83 = getelementptr inbounds float, ptr %v4, i64 %v82
  store <8 x float> %v80, ptr %v83, align 32, !noalias !10
  br label %v51

v52:                                 ; preds = %v50
  %v84 = shl nsw i64 %v55, 6
  %v85 = getelementptr inbounds i8, ptr %v4, i64 %v84
  store <8 x float> zeroinitializer, ptr %v85, align 64, !noalias !10
  %v86 = getelementptr inbounds i8, ptr %v13, i64 %v84
  store <8 x float> zeroinitializer, ptr %v86, align 32, !noalias !10
  br label %v51

v70:                                   ; preds = %v57, %v87
  %v88 = phi <8 x float> [ %v26, %v87 ], [ %v25, %v57 ]
  %v89 = phi <8 x float> [ %v28, %v87 ], [ %v27, %v57 ]
  %v90 = phi <8 x float> [ %v30, %v87 ], [ %v29, %v57 ]
  %v91 = phi <8 x float> [ %v32, %v87 ], [ %v31, %v57 ]
  %v92 = phi <8 x float> [ %v34, %v87 ], [ %v33, %v57 ]
  %v93 = phi <8 x float> [ %v36, %v87 ], [ %v35, %v57 ]
  %v94 = phi <8 x float> [ %v38, %v87 ], [ %v37, %v57 ]
  %v95 = phi <8 x float> [ %v40, %v87 ], [ %v39, %v57 ]
  %v96 = phi <8 x float> [ %v42, %v87 ], [ %v41, %v57 ]
  %v97 = phi <8 x float> [ %v44, %v87 ], [ %v43, %v57 ]
  %v98 = phi i64 [ %v99, %v87 ], [ 0, %v57 ]
  %v100 = icmp ult i64 %v98, 3
  br i1 %v100, label %v101, label %v102

v102:                      ; preds = %v70
  %v103 = shl nsw i64 %v98, 2
  %v104 = or disjoint i64 %v103, 2
  %v105 = icmp ult i64 %v104, 14
  %v106 = shl nsw i64 %v98, 6
  %v107 = getelementptr inbounds float, ptr %v4, i64 %v106
  %v108 = load <8 x float>, ptr %v107, align 64, !noalias !10
  %v109 = load float, ptr %v59, align 4, !alias.scope !3, !noalias !11
  %v110 = insertelement <8 x float> poison, float %v109, i64 0
  %v111 = shufflevector <8 x float> %v110, <8 x float> poison, <8 x i32> zeroinitializer
  %v112 = fmul contract <8 x float> %v108, %v111
  %v113 = fadd contract <8 x float> %v112, zeroinitializer
  %v114 = or disjoint i64 %v106, 16
  %v115 = getelementptr inbounds float, ptr %v4, i64 %v114
  %v116 = load <8 x float>, ptr %v115, align 64, !noalias !10
  %v117 = fmul contract <8 x float> %v116, %v111
  %v118 = fadd contract <8 x float> %v117, zeroinitializer
  %v119 = or disjoint i64 %v106, 1
  %v120 = getelementptr inbounds float, ptr %v4, i64 %v119
  %v121 = load <8 x float>, ptr %v120, align 4, !noalias !10
  %v122 = load float, ptr %v60, align 4, !alias.scope !3, !noalias !11
  %v123 = insertelement <8 x float> poison, float %v122, i64 0
  %v124 = shufflevector <8 x float> %v123, <8 x float> poison, <8 x i32> zeroinitializer
  %v125 = fmul contract <8 x float> %v121, %v124
  %v126 = fadd contract <8 x float> %v113, %v125
  %v127 = or disjoint i64 %v106, 17
  %v128 = getelementptr inbounds float, ptr %v4, i64 %v127
  %v129 = load <8 x float>, ptr %v128, align 4, !noalias !10
  %v130 = fmul contract <8 x float> %v129, %v124
  %v131 = fadd contract <8 x float> %v118, %v130
  %v132 = or disjoint i64 %v106, 33
  %v133 = getelementptr inbounds float, ptr %v4, i64 %v132
  %v134 = or disjoint i64 %v106, 49
  %v135 = getelementptr inbounds float, ptr %v4, i64 %v134
  %v136 = or disjoint i64 %v106, 2
  %v137 = getelementptr inbounds float, ptr %v4, i64 %v136
  %v138 = load <8 x float>, ptr %v137, align 8, !noalias !10
  %v139 = load float, ptr %v61, align 4, !alias.scope !3, !noalias !11
  %v140 = insertelement <8 x float> poison, float %v139, i64 0
  %v141 = shufflevector <8 x float> %v140, <8 x float> poison, <8 x i32> zeroinitializer
  %v142 = fmul contract <8 x float> %v138, %v141
  %v143 = fadd contract <8 x float> %v126, %v142
  %v144 = or disjoint i64 %v106, 18
  %v145 = getelementptr inbounds float, ptr %v4, i64 %v144
  %v146 = load <8 x float>, ptr %v145, align 8, !noalias !10
  %v147 = fmul contract <8 x float> %v146, %v141
  %v148 = fadd contract <8 x float> %v131, %v147
  %v149 = or disjoint i64 %v106, 34
  %v150 = getelementptr inbounds float, ptr %v4, i64 %v149
  %v151 = or disjoint i64 %v106, 50
  %v152 = getelementptr inbounds float, ptr %v4, i64 %v151
  %v153 = load float, ptr %v62, align 4, !alias.scope !3, !noalias !11
  %v154 = insertelement <8 x float> poison, float %v153, i64 0
  %v155 = shufflevector <8 x float> %v154, <8 x float> poison, <8 x i32> zeroinitializer
  %v156 = fmul contract <8 x float> %v116, %v155
  %v157 = fadd contract <8 x float> %v143, %v156
  %v158 = or disjoint i64 %v106, 32
  %v159 = getelementptr inbounds float, ptr %v4, i64 %v158
  %v160 = load <8 x float>, ptr %v159, align 64, !noalias !10
  %v161 = fmul contract <8 x float> %v160, %v155
  %v162 = fadd contract <8 x float> %v148, %v161
  %v163 = or disjoint i64 %v106, 48
  %v164 = getelementptr inbounds float, ptr %v4, i64 %v163
  %v165 = load float, ptr %v63, align 4, !alias.scope !3, !noalias !11
  %v166 = insertelement <8 x float> poison, float %v165, i64 0
  %v167 = shufflevector <8 x float> %v166, <8 x float> poison, <8 x i32> zeroinitializer
  %v168 = fmul contract <8 x float> %v129, %v167
  %v169 = fadd contract <8 x float> %v157, %v168
  %v170 = load <8 x float>, ptr %v133, align 4, !noalias !10
  %v171 = fmul contract <8 x float> %v170, %v167
  %v172 = fadd contract <8 x float> %v162, %v171
  %v173 = load float, ptr %v64, align 4, !alias.scope !3, !noalias !11
  %v174 = insertelement <8 x float> poison, float %v173, i64 0
  %v175 = shufflevector <8 x float> %v174, <8 x float> poison, <8 x i32> zeroinitializer
  %v176 = fmul contract <8 x float> %v146, %v175
  %v177 = fadd contract <8 x float> %v169, %v176
  %v178 = load <8 x float>, ptr %v150, align 8, !noalias !10
  %v179 = fmul contract <8 x float> %v178, %v175
  %v180 = fadd contract <8 x float> %v172, %v179
  %v181 = load float, ptr %v65, align 4, !alias.scope !3, !noalias !11
  %v182 = insertelement <8 x float> poison, float %v181, i64 0
  %v183 = shufflevector <8 x float> %v182, <8 x float> poison, <8 x i32> zeroinitializer
  %v184 = fmul contract <8 x float> %v160, %v183
  %v185 = fadd contract <8 x float> %v177, %v184
  %v186 = load <8 x float>, ptr %v164, align 64, !noalias !10
  %v187 = fmul contract <8 x float> %v186, %v183
  %v188 = fadd contract <8 x float> %v180, %v187
  %v189 = load float, ptr %v66, align 4, !alias.scope !3, !noalias !11
  %v190 = insertelement <8 x float> poison, float %v189, i64 0
  %v191 = shufflevector <8 x float> %v190, <8 x float> poison, <8 x i32> zeroinitializer
  %v192 = fmul contract <8 x float> %v170, %v191
  %v193 = fadd contract <8 x float> %v185, %v192
  %v194 = load <8 x float>, ptr %v135, align 4, !noalias !10
  %v195 = fmul contract <8 x float> %v194, %v191
  %v196 = fadd contract <8 x float> %v188, %v195
  %v197 = load float, ptr %v67, align 4, !alias.scope !3, !noalias !11
  %v198 = insertelement <8 x float> poison, float %v197, i64 0
  %v199 = shufflevector <8 x float> %v198, <8 x float> poison, <8 x i32> zeroinitializer
  %v200 = fmul contract <8 x float> %v178, %v199
  %v201 = fadd contract <8 x float> %v193, %v200
  %v202 = load <8 x float>, ptr %v152, align 8, !noalias !10
  %v203 = fmul contract <8 x float> %v202, %v199
  %v204 = fadd contract <8 x float> %v196, %v203
  %v205 = mul nuw nsw i64 %v98, 224
  %v206 = getelementptr i8, ptr %v68, i64 %v205
  %v207 = getelementptr i8, ptr %v206, i64 56
  br i1 %v105, label %v208, label %v209

v24:                                   ; preds = %v87
  %v46 = add nuw nsw i64 %v45, 1
  %v210 = icmp eq i64 %v46, %v2
  br i1 %v210, label %v12, label %v23

v87:                                      ; preds = %v211, %v212, %v101
  %v26 = phi <8 x float> [ %v88, %v101 ], [ %v213, %v212 ], [ %v213, %v211 ]
  %v28 = phi <8 x float> [ %v89, %v101 ], [ %v214, %v212 ], [ %v214, %v211 ]
  %v30 = phi <8 x float> [ %v215, %v101 ], [ %v90, %v212 ], [ %v90, %v211 ]
  %v32 = phi <8 x float> [ %v216, %v101 ], [ %v91, %v212 ], [ %v91, %v211 ]
  %v34 = phi <8 x float> [ %v217, %v101 ], [ %v92, %v212 ], [ %v92, %v211 ]
  %v36 = phi <8 x float> [ %v218, %v101 ], [ %v93, %v212 ], [ %v93, %v211 ]
  %v38 = phi <8 x float> [ %v94, %v101 ], [ %v219, %v212 ], [ %v219, %v211 ]
  %v40 = phi <8 x float> [ %v95, %v101 ], [ %v220, %v212 ], [ %v220, %v211 ]
  %v42 = phi <8 x float> [ %v96, %v101 ], [ %v221, %v212 ], [ %v222, %v211 ]
  %v44 = phi <8 x float> [ %v97, %v101 ], [ %v223, %v212 ], [ %v224, %v211 ]
  %v99 = add nuw nsw i64 %v98, 1
  %v225 = icmp eq i64 %v99, 4
  br i1 %v225, label %v24, label %v70

v101:                                      ; preds = %v70
  %v226 = shl nuw nsw i64 %v98, 6
  %v227 = getelementptr float, ptr %v4, i64 %v226
  %v228 = load <8 x float>, ptr %v227, align 64, !noalias !10
  %v229 = load float, ptr %v59, align 4, !alias.scope !3, !noalias !11
  %v230 = insertelement <8 x float> poison, float %v229, i64 0
  %v231 = shufflevector <8 x float> %v230, <8 x float> poison, <8 x i32> zeroinitializer
  %v232 = fmul contract <8 x float> %v228, %v231
  %v233 = fadd contract <8 x float> %v232, zeroinitializer
  %v234 = or disjoint i64 %v226, 16
  %v235 = getelementptr inbounds float, ptr %v4, i64 %v234
  %v236 = load <8 x float>, ptr %v235, align 64, !noalias !10
  %v237 = fmul contract <8 x float> %v236, %v231
  %v238 = fadd contract <8 x float> %v237, zeroinitializer
  %v239 = or disjoint i64 %v226, 32
  %v240 = getelementptr inbounds float, ptr %v4, i64 %v239
  %v241 = load <8 x float>, ptr %v240, align 64, !noalias !10
  %v242 = fmul contract <8 x float> %v241, %v231
  %v243 = fadd contract <8 x float> %v242, zeroinitializer
  %v244 = or disjoint i64 %v226, 48
  %v245 = getelementptr inbounds float, ptr %v4, i64 %v244
  %v246 = load <8 x float>, ptr %v245, align 64, !noalias !10
  %v247 = fmul contract <8 x float> %v231, %v246
  %v248 = fadd contract <8 x float> %v247, zeroinitializer
  %v249 = or disjoint i64 %v226, 1
  %v250 = getelementptr inbounds float, ptr %v4, i64 %v249
  %v251 = load <8 x float>, ptr %v250, align 4, !noalias !10
  %v252 = load float, ptr %v60, align 4, !alias.scope !3, !noalias !11
  %v253 = insertelement <8 x float> poison, float %v252, i64 0
  %v254 = shufflevector <8 x float> %v253, <8 x float> poison, <8 x i32> zeroinitializer
  %v255 = fmul contract <8 x float> %v251, %v254
  %v256 = fadd contract <8 x float> %v233, %v255
  %v257 = or disjoint i64 %v226, 17
  %v258 = getelementptr inbounds float, ptr %v4, i64 %v257
  %v259 = load <8 x float>, ptr %v258, align 4, !noalias !10
  %v260 = fmul contract <8 x float> %v259, %v254
  %v261 = fadd contract <8 x float> %v238, %v260
  %v262 = or disjoint i64 %v226, 33
  %v263 = getelementptr inbounds float, ptr %v4, i64 %v262
  %v264 = load <8 x float>, ptr %v263, align 4, !noalias !10
  %v265 = fmul contract <8 x float> %v264, %v254
  %v266 = fadd contract <8 x float> %v243, %v265
  %v267 = or disjoint i64 %v226, 49
  %v268 = getelementptr inbounds float, ptr %v4, i64 %v267
  %v269 = load <8 x float>, ptr %v268, align 4, !noalias !10
  %v270 = fmul contract <8 x float> %v254, %v269
  %v271 = fadd contract <8 x float> %v248, %v270
  %v272 = or disjoint i64 %v226, 2
  %v273 = getelementptr inbounds float, ptr %v4, i64 %v272
  %v274 = load <8 x float>, ptr %v273, align 8, !noalias !10
  %v275 = load float, ptr %v61, align 4, !alias.scope !3, !noalias !11
  %v276 = insertelement <8 x float> poison, float %v275, i64 0
  %v277 = shufflevector <8 x float> %v276, <8 x float> poison, <8 x i32> zeroinitializer
  %v278 = fmul contract <8 x float> %v274, %v277
  %v279 = fadd contract <8 x float> %v256, %v278
  %v280 = or disjoint i64 %v226, 18
  %v281 = getelementptr inbounds float, ptr %v4, i64 %v280
  %v282 = load <8 x float>, ptr %v281, align 8, !noalias !10
  %v283 = fmul contract <8 x float> %v282, %v277
  %v284 = fadd contract <8 x float> %v261, %v283
  %v285 = or disjoint i64 %v226, 34
  %v286 = getelementptr inbounds float, ptr %v4, i64 %v285
  %v287 = load <8 x float>, ptr %v286, align 8, !noalias !10
  %v288 = fmul contract <8 x float> %v287, %v277
  %v289 = fadd contract <8 x float> %v266, %v288
  %v290 = or disjoint i64 %v226, 50
  %v291 = getelementptr inbounds float, ptr %v4, i64 %v290
  %v292 = load <8 x float>, ptr %v291, align 8, !noalias !10
  %v293 = fmul contract <8 x float> %v277, %v292
  %v294 = fadd contract <8 x float> %v271, %v293
  %v295 = load float, ptr %v62, align 4, !alias.scope !3, !noalias !11
  %v296 = insertelement <8 x float> poison, float %v295, i64 0
  %v297 = shufflevector <8 x float> %v296, <8 x float> poison, <8 x i32> zeroinitializer
  %v298 = fmul contract <8 x float> %v236, %v297
  %v299 = fadd contract <8 x float> %v279, %v298
  %v300 = fmul contract <8 x float> %v241, %v297
  %v301 = fadd contract <8 x float> %v284, %v300
  %v302 = fmul contract <8 x float> %v246, %v297
  %v303 = fadd contract <8 x float> %v289, %v302
  %v304 = getelementptr inbounds i8, ptr %v227, i64 256
  %v305 = load <8 x float>, ptr %v304, align 64, !noalias !10
  %v306 = fmul contract <8 x float> %v305, %v297
  %v307 = fadd contract <8 x float> %v294, %v306
  %v308 = load float, ptr %v63, align 4, !alias.scope !3, !noalias !11
  %v309 = insertelement <8 x float> poison, float %v308, i64 0
  %v310 = shufflevector <8 x float> %v309, <8 x float> poison, <8 x i32> zeroinitializer
  %v311 = fmul contract <8 x float> %v259, %v310
  %v312 = fadd contract <8 x float> %v299, %v311
  %v313 = fmul contract <8 x float> %v264, %v310
  %v314 = fadd contract <8 x float> %v301, %v313
  %v315 = fmul contract <8 x float> %v269, %v310
  %v316 = fadd contract <8 x float> %v303, %v315
  %v317 = getelementptr inbounds i8, ptr %v227, i64 260
  %v318 = load <8 x float>, ptr %v317, align 4, !noalias !10
  %v319 = fmul contract <8 x float> %v318, %v310
  %v320 = fadd contract <8 x float> %v307, %v319
  %v321 = load float, ptr %v64, align 4, !alias.scope !3, !noalias !11
  %v322 = insertelement <8 x float> poison, float %v321, i64 0
  %v323 = shufflevector <8 x float> %v322, <8 x float> poison, <8 x i32> zeroinitializer
  %v324 = fmul contract <8 x float> %v282, %v323
  %v325 = fadd contract <8 x float> %v312, %v324
  %v326 = fmul contract <8 x float> %v287, %v323
  %v327 = fadd contract <8 x float> %v314, %v326
  %v328 = fmul contract <8 x float> %v292, %v323
  %v329 = fadd contract <8 x float> %v316, %v328
  %v330 = getelementptr inbounds i8, ptr %v227, i64 264
  %v331 = load <8 x float>, ptr %v330, align 8, !noalias !10
  %v332 = fmul contract <8 x float> %v331, %v323
  %v333 = fadd contract <8 x float> %v320, %v332
  %v334 = load float, ptr %v65, align 4, !alias.scope !3, !noalias !11
  %v335 = insertelement <8 x float> poison, float %v334, i64 0
  %v336 = shufflevector <8 x float> %v335, <8 x float> poison, <8 x i32> zeroinitializer
  %v337 = fmul contract <8 x float> %v241, %v336
  %v338 = fadd contract <8 x float> %v325, %v337
  %v339 = fmul contract <8 x float> %v246, %v336
  %v340 = fadd contract <8 x float> %v327, %v339
  %v341 = fmul contract <8 x float> %v305, %v336
  %v342 = fadd contract <8 x float> %v329, %v341
  %v343 = getelementptr inbounds i8, ptr %v227, i64 320
  %v344 = load <8 x float>, ptr %v343, align 64, !noalias !10
  %v345 = fmul contract <8 x float> %v344, %v336
  %v346 = fadd contract <8 x float> %v333, %v345
  %v347 = load float, ptr %v66, align 4, !alias.scope !3, !noalias !11
  %v348 = insertelement <8 x float> poison, float %v347, i64 0
  %v349 = shufflevector <8 x float> %v348, <8 x float> poison, <8 x i32> zeroinitializer
  %v350 = fmul contract <8 x float> %v264, %v349
  %v351 = fadd contract <8 x float> %v338, %v350
  %v352 = fmul contract <8 x float> %v269, %v349
  %v353 = fadd contract <8 x float> %v340, %v352
  %v354 = fmul contract <8 x float> %v318, %v349
  %v355 = fadd contract <8 x float> %v342, %v354
  %v356 = getelementptr inbounds i8, ptr %v227, i64 324
  %v357 = load <8 x float>, ptr %v356, align 4, !noalias !10
  %v358 = fmul contract <8 x float> %v357, %v349
  %v359 = fadd contract <8 x float> %v346, %v358
  %v360 = load float, ptr %v67, align 4, !alias.scope !3, !noalias !11
  %v361 = insertelement <8 x float> poison, float %v360, i64 0
  %v362 = shufflevector <8 x float> %v361, <8 x float> poison, <8 x i32> zeroinitializer
  %v363 = fmul contract <8 x float> %v287, %v362
  %v364 = fadd contract <8 x float> %v351, %v363
  %v365 = fmul contract <8 x float> %v292, %v362
  %v366 = fadd contract <8 x float> %v353, %v365
  %v367 = fmul contract <8 x float> %v331, %v362
  %v368 = fadd contract <8 x float> %v355, %v367
  %v369 = getelementptr inbounds i8, ptr %v227, i64 328
  %v370 = load <8 x float>, ptr %v369, align 8, !noalias !10
  %v371 = fmul contract <8 x float> %v370, %v362
  %v372 = fadd contract <8 x float> %v359, %v371
  %v373 = mul nuw nsw i64 %v98, 224
  %v374 = getelementptr i8, ptr %v68, i64 %v373
  store <8 x float> %v364, ptr %v374, align 4, !alias.scope !5, !noalias !12
  %v375 = getelementptr i8, ptr %v374, i64 56
  store <8 x float> %v366, ptr %v375, align 4, !alias.scope !5, !noalias !12
  %v376 = getelementptr i8, ptr %v374, i64 112
  store <8 x float> %v368, ptr %v376, align 4, !alias.scope !5, !noalias !12
  %v377 = getelementptr i8, ptr %v374, i64 168
  store <8 x float> %v372, ptr %v377, align 4, !alias.scope !5, !noalias !12
  %v378 = shufflevector <8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, <8 x float> %v93, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v379 = shufflevector <8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, <8 x float> %v92, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v380 = shufflevector <8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, <8 x float> %v91, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v381 = shufflevector <8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, <8 x float> %v90, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v382 = or disjoint i64 %v226, 8
  %v383 = getelementptr float, ptr %v4, i64 %v382
  %v384 = load <8 x float>, ptr %v383, align 32, !noalias !10
  %v385 = load float, ptr %v59, align 4, !alias.scope !3, !noalias !11
  %v386 = insertelement <8 x float> poison, float %v385, i64 0
  %v387 = shufflevector <8 x float> %v386, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v388 = fmul contract <8 x float> %v384, %v387
  %v389 = fadd contract <8 x float> %v378, %v388
  %v390 = shufflevector <8 x float> %v389, <8 x float> %v378, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v391 = or disjoint i64 %v226, 24
  %v392 = getelementptr float, ptr %v4, i64 %v391
  %v393 = load <8 x float>, ptr %v392, align 32, !noalias !10
  %v394 = fmul contract <8 x float> %v393, %v387
  %v395 = fadd contract <8 x float> %v379, %v394
  %v396 = shufflevector <8 x float> %v395, <8 x float> %v379, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v397 = or disjoint i64 %v226, 40
  %v398 = getelementptr float, ptr %v4, i64 %v397
  %v399 = load <8 x float>, ptr %v398, align 32, !noalias !10
  %v400 = fmul contract <8 x float> %v399, %v387
  %v401 = fadd contract <8 x float> %v380, %v400
  %v402 = shufflevector <8 x float> %v401, <8 x float> %v380, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v403 = or disjoint i64 %v226, 56
  %v404 = getelementptr float, ptr %v4, i64 %v403
  %v405 = load <8 x float>, ptr %v404, align 32, !noalias !10
  %v406 = fmul contract <8 x float> %v387, %v405
  %v407 = fadd contract <8 x float> %v381, %v406
  %v408 = shufflevector <8 x float> %v407, <8 x float> %v381, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v409 = or disjoint i64 %v226, 9
  %v410 = getelementptr float, ptr %v4, i64 %v409
  %v411 = load <8 x float>, ptr %v410, align 4, !noalias !10
  %v412 = load float, ptr %v60, align 4, !alias.scope !3, !noalias !11
  %v413 = insertelement <8 x float> poison, float %v412, i64 0
  %v414 = shufflevector <8 x float> %v413, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v415 = fmul contract <8 x float> %v411, %v414
  %v416 = fadd contract <8 x float> %v390, %v415
  %v417 = shufflevector <8 x float> %v416, <8 x float> %v390, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v418 = or disjoint i64 %v226, 25
  %v419 = getelementptr float, ptr %v4, i64 %v418
  %v420 = load <8 x float>, ptr %v419, align 4, !noalias !10
  %v421 = fmul contract <8 x float> %v420, %v414
  %v422 = fadd contract <8 x float> %v396, %v421
  %v423 = shufflevector <8 x float> %v422, <8 x float> %v396, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v424 = or disjoint i64 %v226, 41
  %v425 = getelementptr float, ptr %v4, i64 %v424
  %v426 = load <8 x float>, ptr %v425, align 4, !noalias !10
  %v427 = fmul contract <8 x float> %v426, %v414
  %v428 = fadd contract <8 x float> %v402, %v427
  %v429 = shufflevector <8 x float> %v428, <8 x float> %v402, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v430 = or disjoint i64 %v226, 57
  %v431 = getelementptr float, ptr %v4, i64 %v430
  %v432 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v431, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v433 = fmul contract <8 x float> %v414, %v432
  %v434 = fadd contract <8 x float> %v408, %v433
  %v435 = shufflevector <8 x float> %v434, <8 x float> %v408, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v436 = or disjoint i64 %v226, 10
  %v437 = getelementptr float, ptr %v4, i64 %v436
  %v438 = load <8 x float>, ptr %v437, align 8, !noalias !10
  %v439 = load float, ptr %v61, align 4, !alias.scope !3, !noalias !11
  %v440 = insertelement <8 x float> poison, float %v439, i64 0
  %v441 = shufflevector <8 x float> %v440, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v442 = fmul contract <8 x float> %v438, %v441
  %v443 = fadd contract <8 x float> %v417, %v442
  %v444 = shufflevector <8 x float> %v443, <8 x float> %v417, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v445 = or disjoint i64 %v226, 26
  %v446 = getelementptr float, ptr %v4, i64 %v445
  %v447 = load <8 x float>, ptr %v446, align 8, !noalias !10
  %v448 = fmul contract <8 x float> %v447, %v441
  %v449 = fadd contract <8 x float> %v423, %v448
  %v450 = shufflevector <8 x float> %v449, <8 x float> %v423, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v451 = or disjoint i64 %v226, 42
  %v452 = getelementptr float, ptr %v4, i64 %v451
  %v453 = load <8 x float>, ptr %v452, align 8, !noalias !10
  %v454 = fmul contract <8 x float> %v453, %v441
  %v455 = fadd contract <8 x float> %v429, %v454
  %v456 = shufflevector <8 x float> %v455, <8 x float> %v429, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v457 = or disjoint i64 %v226, 58
  %v458 = getelementptr float, ptr %v4, i64 %v457
  %v459 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v458, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v460 = fmul contract <8 x float> %v441, %v459
  %v461 = fadd contract <8 x float> %v435, %v460
  %v462 = shufflevector <8 x float> %v461, <8 x float> %v435, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v463 = load float, ptr %v62, align 4, !alias.scope !3, !noalias !11
  %v464 = insertelement <8 x float> poison, float %v463, i64 0
  %v465 = shufflevector <8 x float> %v464, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v466 = fmul contract <8 x float> %v393, %v465
  %v467 = fadd contract <8 x float> %v444, %v466
  %v468 = shufflevector <8 x float> %v467, <8 x float> %v444, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v469 = fmul contract <8 x float> %v399, %v465
  %v470 = fadd contract <8 x float> %v450, %v469
  %v471 = shufflevector <8 x float> %v470, <8 x float> %v450, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v472 = fmul contract <8 x float> %v405, %v465
  %v473 = fadd contract <8 x float> %v456, %v472
  %v474 = shufflevector <8 x float> %v473, <8 x float> %v456, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v475 = getelementptr i8, ptr %v227, i64 288
  %v476 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v475, i32 32, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v477 = fmul contract <8 x float> %v476, %v465
  %v478 = fadd contract <8 x float> %v462, %v477
  %v479 = shufflevector <8 x float> %v478, <8 x float> %v462, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v480 = load float, ptr %v63, align 4, !alias.scope !3, !noalias !11
  %v481 = insertelement <8 x float> poison, float %v480, i64 0
  %v482 = shufflevector <8 x float> %v481, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v483 = fmul contract <8 x float> %v420, %v482
  %v484 = fadd contract <8 x float> %v468, %v483
  %v485 = shufflevector <8 x float> %v484, <8 x float> %v468, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v486 = fmul contract <8 x float> %v426, %v482
  %v487 = fadd contract <8 x float> %v471, %v486
  %v488 = shufflevector <8 x float> %v487, <8 x float> %v471, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v489 = fmul contract <8 x float> %v432, %v482
  %v490 = fadd contract <8 x float> %v474, %v489
  %v491 = shufflevector <8 x float> %v490, <8 x float> %v474, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v492 = getelementptr i8, ptr %v227, i64 292
  %v493 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v492, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v494 = fmul contract <8 x float> %v493, %v482
  %v495 = fadd contract <8 x float> %v479, %v494
  %v496 = shufflevector <8 x float> %v495, <8 x float> %v479, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v497 = load float, ptr %v64, align 4, !alias.scope !3, !noalias !11
  %v498 = insertelement <8 x float> poison, float %v497, i64 0
  %v499 = shufflevector <8 x float> %v498, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v500 = fmul contract <8 x float> %v447, %v499
  %v501 = fadd contract <8 x float> %v485, %v500
  %v502 = shufflevector <8 x float> %v501, <8 x float> %v485, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v503 = fmul contract <8 x float> %v453, %v499
  %v504 = fadd contract <8 x float> %v488, %v503
  %v505 = shufflevector <8 x float> %v504, <8 x float> %v488, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v506 = fmul contract <8 x float> %v459, %v499
  %v507 = fadd contract <8 x float> %v491, %v506
  %v508 = shufflevector <8 x float> %v507, <8 x float> %v491, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v509 = getelementptr i8, ptr %v227, i64 296
  %v510 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v509, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v511 = fmul contract <8 x float> %v510, %v499
  %v512 = fadd contract <8 x float> %v496, %v511
  %v513 = shufflevector <8 x float> %v512, <8 x float> %v496, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v514 = load float, ptr %v65, align 4, !alias.scope !3, !noalias !11
  %v515 = insertelement <8 x float> poison, float %v514, i64 0
  %v516 = shufflevector <8 x float> %v515, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v517 = fmul contract <8 x float> %v399, %v516
  %v518 = fadd contract <8 x float> %v502, %v517
  %v519 = shufflevector <8 x float> %v518, <8 x float> %v502, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v520 = fmul contract <8 x float> %v405, %v516
  %v521 = fadd contract <8 x float> %v505, %v520
  %v522 = shufflevector <8 x float> %v521, <8 x float> %v505, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v523 = fmul contract <8 x float> %v476, %v516
  %v524 = fadd contract <8 x float> %v508, %v523
  %v525 = shufflevector <8 x float> %v524, <8 x float> %v508, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v526 = getelementptr i8, ptr %v227, i64 352
  %v527 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v526, i32 32, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v528 = fmul contract <8 x float> %v527, %v516
  %v529 = fadd contract <8 x float> %v513, %v528
  %v530 = shufflevector <8 x float> %v529, <8 x float> %v513, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v531 = load float, ptr %v66, align 4, !alias.scope !3, !noalias !11
  %v532 = insertelement <8 x float> poison, float %v531, i64 0
  %v533 = shufflevector <8 x float> %v532, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v534 = fmul contract <8 x float> %v426, %v533
  %v535 = fadd contract <8 x float> %v519, %v534
  %v536 = shufflevector <8 x float> %v535, <8 x float> %v519, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v537 = fmul contract <8 x float> %v432, %v533
  %v538 = fadd contract <8 x float> %v522, %v537
  %v539 = shufflevector <8 x float> %v538, <8 x float> %v522, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v540 = fmul contract <8 x float> %v493, %v533
  %v541 = fadd contract <8 x float> %v525, %v540
  %v542 = shufflevector <8 x float> %v541, <8 x float> %v525, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v543 = getelementptr i8, ptr %v227, i64 356
  %v544 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v543, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v545 = fmul contract <8 x float> %v544, %v533
  %v546 = fadd contract <8 x float> %v530, %v545
  %v547 = shufflevector <8 x float> %v546, <8 x float> %v530, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v548 = load float, ptr %v67, align 4, !alias.scope !3, !noalias !11
  %v549 = insertelement <8 x float> poison, float %v548, i64 0
  %v550 = shufflevector <8 x float> %v549, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v551 = fmul contract <8 x float> %v453, %v550
  %v552 = fadd contract <8 x float> %v536, %v551
  %v218 = shufflevector <8 x float> %v552, <8 x float> %v536, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v553 = fmul contract <8 x float> %v459, %v550
  %v554 = fadd contract <8 x float> %v539, %v553
  %v217 = shufflevector <8 x float> %v554, <8 x float> %v539, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v555 = fmul contract <8 x float> %v510, %v550
  %v556 = fadd contract <8 x float> %v542, %v555
  %v216 = shufflevector <8 x float> %v556, <8 x float> %v542, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v557 = getelementptr i8, ptr %v227, i64 360
  %v558 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v557, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v559 = fmul contract <8 x float> %v558, %v550
  %v560 = fadd contract <8 x float> %v547, %v559
  %v215 = shufflevector <8 x float> %v560, <8 x float> %v547, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v561 = getelementptr i8, ptr %v69, i64 %v373
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v218, ptr %v561, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v562 = getelementptr i8, ptr %v561, i64 56
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v217, ptr %v562, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v563 = getelementptr i8, ptr %v561, i64 112
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v216, ptr %v563, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v564 = getelementptr i8, ptr %v561, i64 168
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v215, ptr %v564, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  br label %v87

v565:                                     ; preds = %v208, %v209
  %v566 = phi <8 x float> [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, %v208 ], [ %v97, %v209 ]
  %v567 = phi <8 x float> [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, %v208 ], [ %v96, %v209 ]
  %v213 = phi <8 x float> [ %v568, %v208 ], [ %v88, %v209 ]
  %v214 = phi <8 x float> [ %v569, %v208 ], [ %v89, %v209 ]
  %v570 = shufflevector <8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, <8 x float> %v94, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v571 = shufflevector <8 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>, <8 x float> %v95, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v572 = shufflevector <8 x float> %v567, <8 x float> %v96, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v573 = shufflevector <8 x float> %v566, <8 x float> %v97, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v574 = or disjoint i64 %v106, 8
  %v575 = getelementptr float, ptr %v4, i64 %v574
  %v576 = load <8 x float>, ptr %v575, align 32, !noalias !10
  %v577 = load float, ptr %v59, align 4, !alias.scope !3, !noalias !11
  %v578 = insertelement <8 x float> poison, float %v577, i64 0
  %v579 = shufflevector <8 x float> %v578, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v580 = fmul contract <8 x float> %v576, %v579
  %v581 = fadd contract <8 x float> %v570, %v580
  %v582 = shufflevector <8 x float> %v581, <8 x float> %v570, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v583 = or disjoint i64 %v106, 24
  %v584 = getelementptr float, ptr %v4, i64 %v583
  %v585 = load <8 x float>, ptr %v584, align 32, !noalias !10
  %v586 = fmul contract <8 x float> %v585, %v579
  %v587 = fadd contract <8 x float> %v571, %v586
  %v588 = shufflevector <8 x float> %v587, <8 x float> %v571, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v105, label %v589, label %v590

v209:                                     ; preds = %v102
  store <8 x float> %v201, ptr %v206, align 4, !alias.scope !5, !noalias !12
  store <8 x float> %v204, ptr %v207, align 4, !alias.scope !5, !noalias !12
  br label %v565

v208:                                     ; preds = %v102
  %v591 = getelementptr i8, ptr %v206, i64 168
  %v592 = getelementptr i8, ptr %v206, i64 112
  %v593 = getelementptr inbounds i8, ptr %v107, i64 328
  %v594 = getelementptr inbounds i8, ptr %v107, i64 324
  %v595 = getelementptr inbounds i8, ptr %v107, i64 320
  %v596 = getelementptr inbounds i8, ptr %v107, i64 264
  %v597 = getelementptr inbounds i8, ptr %v107, i64 260
  %v598 = getelementptr inbounds i8, ptr %v107, i64 256
  %v599 = fmul contract <8 x float> %v111, %v160
  %v600 = fadd contract <8 x float> %v599, zeroinitializer
  %v601 = fmul contract <8 x float> %v111, %v186
  %v602 = fadd contract <8 x float> %v601, zeroinitializer
  %v603 = fmul contract <8 x float> %v124, %v170
  %v604 = fadd contract <8 x float> %v600, %v603
  %v605 = fmul contract <8 x float> %v124, %v194
  %v606 = fadd contract <8 x float> %v602, %v605
  %v607 = fmul contract <8 x float> %v141, %v178
  %v608 = fadd contract <8 x float> %v604, %v607
  %v609 = fmul contract <8 x float> %v141, %v202
  %v610 = fadd contract <8 x float> %v606, %v609
  %v611 = fmul contract <8 x float> %v155, %v186
  %v612 = fadd contract <8 x float> %v608, %v611
  %v613 = load <8 x float>, ptr %v598, align 64, !noalias !10
  %v614 = fmul contract <8 x float> %v155, %v613
  %v615 = fadd contract <8 x float> %v610, %v614
  %v616 = fmul contract <8 x float> %v167, %v194
  %v617 = fadd contract <8 x float> %v612, %v616
  %v618 = load <8 x float>, ptr %v597, align 4, !noalias !10
  %v619 = fmul contract <8 x float> %v167, %v618
  %v620 = fadd contract <8 x float> %v615, %v619
  %v621 = fmul contract <8 x float> %v175, %v202
  %v622 = fadd contract <8 x float> %v617, %v621
  %v623 = load <8 x float>, ptr %v596, align 8, !noalias !10
  %v624 = fmul contract <8 x float> %v175, %v623
  %v625 = fadd contract <8 x float> %v620, %v624
  %v626 = load <8 x float>, ptr %v598, align 64, !noalias !10
  %v627 = fmul contract <8 x float> %v183, %v626
  %v628 = fadd contract <8 x float> %v622, %v627
  %v629 = load <8 x float>, ptr %v595, align 64, !noalias !10
  %v630 = fmul contract <8 x float> %v183, %v629
  %v631 = fadd contract <8 x float> %v625, %v630
  %v632 = load <8 x float>, ptr %v597, align 4, !noalias !10
  %v633 = fmul contract <8 x float> %v191, %v632
  %v634 = fadd contract <8 x float> %v628, %v633
  %v635 = load <8 x float>, ptr %v594, align 4, !noalias !10
  %v636 = fmul contract <8 x float> %v191, %v635
  %v637 = fadd contract <8 x float> %v631, %v636
  %v638 = load <8 x float>, ptr %v596, align 8, !noalias !10
  %v639 = fmul contract <8 x float> %v199, %v638
  %v569 = fadd contract <8 x float> %v634, %v639
  %v640 = load <8 x float>, ptr %v593, align 8, !noalias !10
  %v641 = fmul contract <8 x float> %v199, %v640
  %v568 = fadd contract <8 x float> %v637, %v641
  store <8 x float> %v201, ptr %v206, align 4, !alias.scope !5, !noalias !12
  store <8 x float> %v204, ptr %v207, align 4, !alias.scope !5, !noalias !12
  store <8 x float> %v569, ptr %v592, align 4, !alias.scope !5, !noalias !12
  store <8 x float> %v568, ptr %v591, align 4, !alias.scope !5, !noalias !12
  br label %v565

v589:                                     ; preds = %v565
  %v642 = or disjoint i64 %v106, 40
  %v643 = getelementptr float, ptr %v4, i64 %v642
  %v644 = load <8 x float>, ptr %v643, align 32, !noalias !10
  %v645 = fmul contract <8 x float> %v579, %v644
  %v646 = fadd contract <8 x float> %v572, %v645
  %v647 = shufflevector <8 x float> %v646, <8 x float> %v572, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v648 = or disjoint i64 %v106, 56
  %v649 = getelementptr float, ptr %v4, i64 %v648
  %v650 = load <8 x float>, ptr %v649, align 32, !noalias !10
  %v651 = fmul contract <8 x float> %v579, %v650
  %v652 = fadd contract <8 x float> %v573, %v651
  %v653 = shufflevector <8 x float> %v652, <8 x float> %v573, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v590

v590:                                     ; preds = %v565, %v589
  %v654 = phi <8 x float> [ %v647, %v589 ], [ %v572, %v565 ]
  %v655 = phi <8 x float> [ %v653, %v589 ], [ %v573, %v565 ]
  %v656 = or disjoint i64 %v106, 9
  %v657 = getelementptr float, ptr %v4, i64 %v656
  %v658 = load <8 x float>, ptr %v657, align 4, !noalias !10
  %v659 = shufflevector <8 x float> %v123, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v660 = fmul contract <8 x float> %v658, %v659
  %v661 = fadd contract <8 x float> %v582, %v660
  %v662 = shufflevector <8 x float> %v661, <8 x float> %v582, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v663 = or disjoint i64 %v106, 25
  %v664 = getelementptr float, ptr %v4, i64 %v663
  %v665 = load <8 x float>, ptr %v664, align 4, !noalias !10
  %v666 = fmul contract <8 x float> %v665, %v659
  %v667 = fadd contract <8 x float> %v588, %v666
  %v668 = shufflevector <8 x float> %v667, <8 x float> %v588, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v105, label %v669, label %v670

v669:                                     ; preds = %v590
  %v671 = or disjoint i64 %v106, 41
  %v672 = getelementptr float, ptr %v4, i64 %v671
  %v673 = load <8 x float>, ptr %v672, align 4, !noalias !10
  %v674 = fmul contract <8 x float> %v659, %v673
  %v675 = fadd contract <8 x float> %v654, %v674
  %v676 = shufflevector <8 x float> %v675, <8 x float> %v654, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v677 = or disjoint i64 %v106, 57
  %v678 = getelementptr float, ptr %v4, i64 %v677
  %v679 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v678, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v680 = fmul contract <8 x float> %v659, %v679
  %v681 = fadd contract <8 x float> %v655, %v680
  %v682 = shufflevector <8 x float> %v681, <8 x float> %v655, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v670

v670:                                     ; preds = %v590, %v669
  %v683 = phi <8 x float> [ %v676, %v669 ], [ %v654, %v590 ]
  %v684 = phi <8 x float> [ %v682, %v669 ], [ %v655, %v590 ]
  %v685 = or disjoint i64 %v106, 10
  %v686 = getelementptr float, ptr %v4, i64 %v685
  %v687 = load <8 x float>, ptr %v686, align 8, !noalias !10
  %v688 = shufflevector <8 x float> %v140, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v689 = fmul contract <8 x float> %v687, %v688
  %v690 = fadd contract <8 x float> %v662, %v689
  %v691 = shufflevector <8 x float> %v690, <8 x float> %v662, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v692 = or disjoint i64 %v106, 26
  %v693 = getelementptr float, ptr %v4, i64 %v692
  %v694 = load <8 x float>, ptr %v693, align 8, !noalias !10
  %v695 = fmul contract <8 x float> %v694, %v688
  %v696 = fadd contract <8 x float> %v668, %v695
  %v697 = shufflevector <8 x float> %v696, <8 x float> %v668, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v105, label %v698, label %v699

v698:                                     ; preds = %v670
  %v700 = or disjoint i64 %v106, 42
  %v701 = getelementptr float, ptr %v4, i64 %v700
  %v702 = load <8 x float>, ptr %v701, align 8, !noalias !10
  %v703 = fmul contract <8 x float> %v688, %v702
  %v704 = fadd contract <8 x float> %v683, %v703
  %v705 = shufflevector <8 x float> %v704, <8 x float> %v683, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v706 = or disjoint i64 %v106, 58
  %v707 = getelementptr float, ptr %v4, i64 %v706
  %v708 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v707, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v709 = fmul contract <8 x float> %v688, %v708
  %v710 = fadd contract <8 x float> %v684, %v709
  %v711 = shufflevector <8 x float> %v710, <8 x float> %v684, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v699

v699:                                     ; preds = %v670, %v698
  %v712 = phi <8 x float> [ %v705, %v698 ], [ %v683, %v670 ]
  %v713 = phi <8 x float> [ %v711, %v698 ], [ %v684, %v670 ]
  %v714 = shufflevector <8 x float> %v154, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v715 = fmul contract <8 x float> %v585, %v714
  %v716 = fadd contract <8 x float> %v691, %v715
  %v717 = shufflevector <8 x float> %v716, <8 x float> %v691, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v718 = or disjoint i64 %v106, 40
  %v719 = getelementptr float, ptr %v4, i64 %v718
  %v720 = load <8 x float>, ptr %v719, align 32, !noalias !10
  %v721 = fmul contract <8 x float> %v720, %v714
  %v722 = fadd contract <8 x float> %v697, %v721
  %v723 = shufflevector <8 x float> %v722, <8 x float> %v697, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v105, label %v724, label %v725

v724:                                     ; preds = %v699
  %v726 = or disjoint i64 %v106, 56
  %v727 = getelementptr float, ptr %v4, i64 %v726
  %v728 = load <8 x float>, ptr %v727, align 32, !noalias !10
  %v729 = fmul contract <8 x float> %v714, %v728
  %v730 = fadd contract <8 x float> %v712, %v729
  %v731 = shufflevector <8 x float> %v730, <8 x float> %v712, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v732 = getelementptr float, ptr %v16, i64 %v106
  %v733 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v732, i32 32, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v734 = fmul contract <8 x float> %v714, %v733
  %v735 = fadd contract <8 x float> %v713, %v734
  %v736 = shufflevector <8 x float> %v735, <8 x float> %v713, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v725

v725:                                     ; preds = %v699, %v724
  %v737 = phi <8 x float> [ %v731, %v724 ], [ %v712, %v699 ]
  %v738 = phi <8 x float> [ %v736, %v724 ], [ %v713, %v699 ]
  %v739 = shufflevector <8 x float> %v166, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v740 = fmul contract <8 x float> %v665, %v739
  %v741 = fadd contract <8 x float> %v717, %v740
  %v742 = shufflevector <8 x float> %v741, <8 x float> %v717, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v743 = or disjoint i64 %v106, 41
  %v744 = getelementptr float, ptr %v4, i64 %v743
  %v745 = load <8 x float>, ptr %v744, align 4, !noalias !10
  %v746 = fmul contract <8 x float> %v745, %v739
  %v747 = fadd contract <8 x float> %v723, %v746
  %v748 = shufflevector <8 x float> %v747, <8 x float> %v723, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v105, label %v749, label %v750

v749:                                     ; preds = %v725
  %v751 = or disjoint i64 %v106, 57
  %v752 = getelementptr float, ptr %v4, i64 %v751
  %v753 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v752, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v754 = fmul contract <8 x float> %v739, %v753
  %v755 = fadd contract <8 x float> %v737, %v754
  %v756 = shufflevector <8 x float> %v755, <8 x float> %v737, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v757 = getelementptr float, ptr %v17, i64 %v106
  %v758 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v757, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v759 = fmul contract <8 x float> %v739, %v758
  %v760 = fadd contract <8 x float> %v738, %v759
  %v761 = shufflevector <8 x float> %v760, <8 x float> %v738, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v750

v750:                                     ; preds = %v725, %v749
  %v762 = phi <8 x float> [ %v756, %v749 ], [ %v737, %v725 ]
  %v763 = phi <8 x float> [ %v761, %v749 ], [ %v738, %v725 ]
  %v764 = shufflevector <8 x float> %v174, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v765 = fmul contract <8 x float> %v694, %v764
  %v766 = fadd contract <8 x float> %v742, %v765
  %v767 = shufflevector <8 x float> %v766, <8 x float> %v742, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v768 = or disjoint i64 %v106, 42
  %v769 = getelementptr float, ptr %v4, i64 %v768
  %v770 = load <8 x float>, ptr %v769, align 8, !noalias !10
  %v771 = fmul contract <8 x float> %v770, %v764
  %v772 = fadd contract <8 x float> %v748, %v771
  %v773 = shufflevector <8 x float> %v772, <8 x float> %v748, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v105, label %v774, label %v775

v774:                                     ; preds = %v750
  %v776 = or disjoint i64 %v106, 58
  %v777 = getelementptr float, ptr %v4, i64 %v776
  %v778 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v777, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v779 = fmul contract <8 x float> %v764, %v778
  %v780 = fadd contract <8 x float> %v762, %v779
  %v781 = shufflevector <8 x float> %v780, <8 x float> %v762, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v782 = getelementptr float, ptr %v18, i64 %v106
  %v783 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v782, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v784 = fmul contract <8 x float> %v764, %v783
  %v785 = fadd contract <8 x float> %v763, %v784
  %v786 = shufflevector <8 x float> %v785, <8 x float> %v763, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v775

v775:                                     ; preds = %v750, %v774
  %v787 = phi <8 x float> [ %v781, %v774 ], [ %v762, %v750 ]
  %v788 = phi <8 x float> [ %v786, %v774 ], [ %v763, %v750 ]
  %v789 = shufflevector <8 x float> %v182, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v790 = fmul contract <8 x float> %v720, %v789
  %v791 = fadd contract <8 x float> %v767, %v790
  %v792 = shufflevector <8 x float> %v791, <8 x float> %v767, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v793 = or disjoint i64 %v106, 56
  %v794 = getelementptr float, ptr %v4, i64 %v793
  %v795 = load <8 x float>, ptr %v794, align 32, !noalias !10
  %v796 = fmul contract <8 x float> %v795, %v789
  %v797 = fadd contract <8 x float> %v773, %v796
  %v798 = shufflevector <8 x float> %v797, <8 x float> %v773, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v105, label %v799, label %v800

v799:                                     ; preds = %v775
  %v801 = getelementptr float, ptr %v16, i64 %v106
  %v802 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v801, i32 32, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v803 = fmul contract <8 x float> %v789, %v802
  %v804 = fadd contract <8 x float> %v787, %v803
  %v805 = shufflevector <8 x float> %v804, <8 x float> %v787, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v806 = getelementptr float, ptr %v19, i64 %v106
  %v807 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v806, i32 32, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v808 = fmul contract <8 x float> %v789, %v807
  %v809 = fadd contract <8 x float> %v788, %v808
  %v810 = shufflevector <8 x float> %v809, <8 x float> %v788, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v800

v800:                                     ; preds = %v775, %v799
  %v811 = phi <8 x float> [ %v805, %v799 ], [ %v787, %v775 ]
  %v812 = phi <8 x float> [ %v810, %v799 ], [ %v788, %v775 ]
  %v813 = shufflevector <8 x float> %v190, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v814 = fmul contract <8 x float> %v745, %v813
  %v815 = fadd contract <8 x float> %v792, %v814
  %v816 = shufflevector <8 x float> %v815, <8 x float> %v792, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v817 = or disjoint i64 %v106, 57
  %v818 = getelementptr float, ptr %v4, i64 %v817
  %v819 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v818, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v820 = fmul contract <8 x float> %v819, %v813
  %v821 = fadd contract <8 x float> %v798, %v820
  %v822 = shufflevector <8 x float> %v821, <8 x float> %v798, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v105, label %v823, label %v824

v823:                                     ; preds = %v800
  %v825 = getelementptr float, ptr %v17, i64 %v106
  %v826 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v825, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v827 = fmul contract <8 x float> %v813, %v826
  %v828 = fadd contract <8 x float> %v811, %v827
  %v829 = shufflevector <8 x float> %v828, <8 x float> %v811, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v830 = getelementptr float, ptr %v20, i64 %v106
  %v831 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v830, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v832 = fmul contract <8 x float> %v813, %v831
  %v833 = fadd contract <8 x float> %v812, %v832
  %v834 = shufflevector <8 x float> %v833, <8 x float> %v812, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br label %v824

v824:                                     ; preds = %v800, %v823
  %v222 = phi <8 x float> [ %v829, %v823 ], [ %v811, %v800 ]
  %v224 = phi <8 x float> [ %v834, %v823 ], [ %v812, %v800 ]
  %v835 = shufflevector <8 x float> %v198, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison>
  %v836 = fmul contract <8 x float> %v770, %v835
  %v837 = fadd contract <8 x float> %v816, %v836
  %v219 = shufflevector <8 x float> %v837, <8 x float> %v816, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v838 = or disjoint i64 %v106, 58
  %v839 = getelementptr float, ptr %v4, i64 %v838
  %v840 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v839, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v841 = fmul contract <8 x float> %v840, %v835
  %v842 = fadd contract <8 x float> %v822, %v841
  %v220 = shufflevector <8 x float> %v842, <8 x float> %v822, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  br i1 %v105, label %v212, label %v211

v211:                                    ; preds = %v824
  %v843 = getelementptr i8, ptr %v69, i64 %v205
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v219, ptr %v843, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v844 = getelementptr i8, ptr %v843, i64 56
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v220, ptr %v844, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  br label %v87

v212:                                    ; preds = %v824
  %v845 = getelementptr float, ptr %v18, i64 %v106
  %v846 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v845, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v847 = fmul contract <8 x float> %v835, %v846
  %v848 = fadd contract <8 x float> %v222, %v847
  %v221 = shufflevector <8 x float> %v848, <8 x float> %v222, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v849 = getelementptr float, ptr %v21, i64 %v106
  %v850 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v849, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !10
  %v851 = fmul contract <8 x float> %v835, %v850
  %v852 = fadd contract <8 x float> %v224, %v851
  %v223 = shufflevector <8 x float> %v852, <8 x float> %v224, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v853 = getelementptr i8, ptr %v69, i64 %v205
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v219, ptr %v853, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v854 = getelementptr i8, ptr %v853, i64 56
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v220, ptr %v854, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v855 = getelementptr i8, ptr %v853, i64 112
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v221, ptr %v855, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v856 = getelementptr i8, ptr %v853, i64 168
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v223, ptr %v856, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  br label %v87

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
