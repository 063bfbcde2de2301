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
  %v16 = getelementptr i8, ptr %v9, i64 32
  br label %v17

v17:                               ; preds = %v18, %v11
  %v19 = phi i64 [ %v20, %v18 ], [ %v1, %v11 ]
  %v21 = mul i64 %v19, 784
  %v22 = getelementptr i8, ptr %v14, i64 %v21
  %v23 = getelementptr i8, ptr %v15, i64 %v21
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(64) %v4, i8 0, i64 64, i1 false)
  br label %v24

v25:                                        ; preds = %v26, %v27
  %v28 = add nuw nsw i64 %v29, 1
  %v30 = icmp eq i64 %v28, 16
  br i1 %v30, label %v31, label %v24, !llvm.loop !7

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
  %v44 = load float, ptr %v33, align 4, !alias.scope !3, !noalias !9
  %v45 = insertelement <8 x float> poison, float %v44, i64 0
  %v46 = shufflevector <8 x float> %v45, <8 x float> poison, <8 x i32> zeroinitializer
  br label %v47

v24:                                        ; preds = %v17, %v25
  %v29 = phi i64 [ 1, %v17 ], [ %v28, %v25 ]
  %v48 = icmp ult i64 %v29, 15
  br i1 %v48, label %v27, label %v26

v27:                                       ; preds = %v24
  %v49 = mul nuw nsw i64 %v29, 56
  %v50 = getelementptr i8, ptr %v22, i64 %v49
  %v51 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v50, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !alias.scope !0, !noalias !10
  %v52 = insertelement <8 x float> %v51, float 0.000000e+00, i64 0
  %v53 = shl nuw nsw i64 %v29, 6
  %v54 = getelementptr inbounds i8, ptr %v4, i64 %v53
  store <8 x float> %v52, ptr %v54, align 64, !noalias !11
  %v55 = getelementptr i8, ptr %v23, i64 %v49
  %v56 = tail call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v55, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>, <8 x float> poison), !alias.scope !0, !noalias !10
  %v57 = insertelement <8 x float> %v56, float 0.000000e+00, i64 7
  %v58 = shl nuw nsw i64 %v29, 4
  %v59 = or disjoint i64 %v58, 8
  %v60 = getelementptr inbounds float, ptr %v4, i64 %v59
  store <8 x float> %v57, ptr %v60, align 32, !noalias !11
  br label %v25

v26:                                 ; preds = %v24
  %v61 = shl nsw i64 %v29, 6
  %v62 = getelementptr inbounds i8, ptr %v4, i64 %v61
  store <8 x float> zeroinitializer, ptr %v62, align 64, !noalias !11
  %v63 = getelementptr inbounds i8, ptr %v13, i64 %v61
  store <8 x float> zeroinitializer, ptr %v63, align 32, !noalias !11
  br label %v25

v47:                                   ; preds = %v31, %v64
  %v65 = phi i64 [ %v66, %v64 ], [ 0, %v31 ]
  %v67 = icmp ult i64 %v65, 3
  %v68 = shl nsw i64 %v65, 6
  %v69 = getelementptr float, ptr %v4, i64 %v68
  %v70 = load <8 x float>, ptr %v69, align 64, !noalias !11
  %v71 = fmul contract <8 x float> %v70, %v46
  %v72 = fadd contract <8 x float> %v71, zeroinitializer
  %v73 = or disjoint i64 %v68, 16
  %v74 = getelementptr inbounds float, ptr %v4, i64 %v73
  %v75 = load <8 x float>, ptr %v74, align 64, !noalias !11
  %v76 = fmul contract <8 x float> %v75, %v46
  %v77 = fadd contract <8 x float> %v76, zeroinitializer
  br i1 %v67, label %v78, label %v79

v18:                                   ; preds = %v64
  %v20 = add nuw nsw i64 %v19, 1
  %v80 = icmp eq i64 %v20, %v2
  br i1 %v80, label %v12, label %v17

v64:                                      ; preds = %v79, %v78
  %v66 = add nuw nsw i64 %v65, 1
  %v81 = icmp eq i64 %v66, 4
  br i1 %v81, label %v18, label %v47

v78:                                      ; preds = %v47
  %v82 = or disjoint i64 %v68, 32
  %v83 = getelementptr inbounds float, ptr %v4, i64 %v82
  %v84 = load <8 x float>, ptr %v83, align 64, !noalias !11
  %v85 = fmul contract <8 x float> %v84, %v46
  %v86 = fadd contract <8 x float> %v85, zeroinitializer
  %v87 = or disjoint i64 %v68, 48
  %v88 = getelementptr inbounds float, ptr %v4, i64 %v87
  %v89 = load <8 x float>, ptr %v88, align 64, !noalias !11
  %v90 = fmul contract <8 x float> %v46, %v89
  %v91 = fadd contract <8 x float> %v90, zeroinitializer
  %v92 = or disjoint i64 %v68, 1
  %v93 = getelementptr inbounds float, ptr %v4, i64 %v92
  %v94 = load <8 x float>, ptr %v93, align 4, !noalias !11
  %v95 = load float, ptr %v34, align 4, !alias.scope !3, !noalias !9
  %v96 = insertelement <8 x float> poison, float %v95, i64 0
  %v97 = shufflevector <8 x float> %v96, <8 x float> poison, <8 x i32> zeroinitializer
  %v98 = fmul contract <8 x float> %v94, %v97
  %v99 = fadd contract <8 x float> %v72, %v98
  %v100 = or disjoint i64 %v68, 17
  %v101 = getelementptr inbounds float, ptr %v4, i64 %v100
  %v102 = load <8 x float>, ptr %v101, align 4, !noalias !11
  %v103 = fmul contract <8 x float> %v102, %v97
  %v104 = fadd contract <8 x float> %v77, %v103
  %v105 = or disjoint i64 %v68, 33
  %v106 = getelementptr inbounds float, ptr %v4, i64 %v105
  %v107 = load <8 x float>, ptr %v106, align 4, !noalias !11
  %v108 = fmul contract <8 x float> %v107, %v97
  %v109 = fadd contract <8 x float> %v86, %v108
  %v110 = or disjoint i64 %v68, 49
  %v111 = getelementptr inbounds float, ptr %v4, i64 %v110
  %v112 = load <8 x float>, ptr %v111, align 4, !noalias !11
  %v113 = fmul contract <8 x float> %v97, %v112
  %v114 = fadd contract <8 x float> %v91, %v113
  %v115 = or disjoint i64 %v68, 2
  %v116 = getelementptr inbounds float, ptr %v4, i64 %v115
  %v117 = load <8 x float>, ptr %v116, align 8, !noalias !11
  %v118 = load float, ptr %v35, align 4, !alias.scope !3, !noalias !9
  %v119 = insertelement <8 x float> poison, float %v118, i64 0
  %v120 = shufflevector <8 x float> %v119, <8 x float> poison, <8 x i32> zeroinitializer
  %v121 = fmul contract <8 x float> %v117, %v120
  %v122 = fadd contract <8 x float> %v99, %v121
  %v123 = or disjoint i64 %v68, 18
  %v124 = getelementptr inbounds float, ptr %v4, i64 %v123
  %v125 = load <8 x float>, ptr %v124, align 8, !noalias !11
  %v126 = fmul contract <8 x float> %v125, %v120
  %v127 = fadd contract <8 x float> %v104, %v126
  %v128 = or disjoint i64 %v68, 34
  %v129 = getelementptr inbounds float, ptr %v4, i64 %v128
  %v130 = load <8 x float>, ptr %v129, align 8, !noalias !11
  %v131 = fmul contract <8 x float> %v130, %v120
  %v132 = fadd contract <8 x float> %v109, %v131
  %v133 = or disjoint i64 %v68, 50
  %v134 = getelementptr inbounds float, ptr %v4, i64 %v133
  %v135 = load <8 x float>, ptr %v134, align 8, !noalias !11
  %v136 = fmul contract <8 x float> %v120, %v135
  %v137 = fadd contract <8 x float> %v114, %v136
  %v138 = load float, ptr %v36, align 4, !alias.scope !3, !noalias !9
  %v139 = insertelement <8 x float> poison, float %v138, i64 0
  %v140 = shufflevector <8 x float> %v139, <8 x float> poison, <8 x i32> zeroinitializer
  %v141 = fmul contract <8 x float> %v75, %v140
  %v142 = fadd contract <8 x float> %v122, %v141
  %v143 = fmul contract <8 x float> %v84, %v140
  %v144 = fadd contract <8 x float> %v127, %v143
  %v145 = fmul contract <8 x float> %v89, %v140
  %v146 = fadd contract <8 x float> %v132, %v145
  %v147 = getelementptr inbounds i8, ptr %v69, i64 256
  %v148 = load <8 x float>, ptr %v147, align 64, !noalias !11
  %v149 = fmul contract <8 x float> %v148, %v140
  %v150 = fadd contract <8 x float> %v137, %v149
  %v151 = load float, ptr %v37, align 4, !alias.scope !3, !noalias !9
  %v152 = insertelement <8 x float> poison, float %v151, i64 0
  %v153 = shufflevector <8 x float> %v152, <8 x float> poison, <8 x i32> zeroinitializer
  %v154 = fmul contract <8 x float> %v102, %v153
  %v155 = fadd contract <8 x float> %v142, %v154
  %v156 = fmul contract <8 x float> %v107, %v153
  %v157 = fadd contract <8 x float> %v144, %v156
  %v158 = fmul contract <8 x float> %v112, %v153
  %v159 = fadd contract <8 x float> %v146, %v158
  %v160 = getelementptr inbounds i8, ptr %v69, i64 260
  %v161 = load <8 x float>, ptr %v160, align 4, !noalias !11
  %v162 = fmul contract <8 x float> %v161, %v153
  %v163 = fadd contract <8 x float> %v150, %v162
  %v164 = load float, ptr %v38, align 4, !alias.scope !3, !noalias !9
  %v165 = insertelement <8 x float> poison, float %v164, i64 0
  %v166 = shufflevector <8 x float> %v165, <8 x float> poison, <8 x i32> zeroinitializer
  %v167 = fmul contract <8 x float> %v125, %v166
  %v168 = fadd contract <8 x float> %v155, %v167
  %v169 = fmul contract <8 x float> %v130, %v166
  %v170 = fadd contract <8 x float> %v157, %v169
  %v171 = fmul contract <8 x float> %v135, %v166
  %v172 = fadd contract <8 x float> %v159, %v171
  %v173 = getelementptr inbounds i8, ptr %v69, i64 264
  %v174 = load <8 x float>, ptr %v173, align 8, !noalias !11
  %v175 = fmul contract <8 x float> %v174, %v166
  %v176 = fadd contract <8 x float> %v163, %v175
  %v177 = load float, ptr %v39, align 4, !alias.scope !3, !noalias !9
  %v178 = insertelement <8 x float> poison, float %v177, i64 0
  %v179 = shufflevector <8 x float> %v178, <8 x float> poison, <8 x i32> zeroinitializer
  %v180 = fmul contract <8 x float> %v84, %v179
  %v181 = fadd contract <8 x float> %v168, %v180
  %v182 = fmul contract <8 x float> %v89, %v179
  %v183 = fadd contract <8 x float> %v170, %v182
  %v184 = fmul contract <8 x float> %v148, %v179
  %v185 = fadd contract <8 x float> %v172, %v184
  %v186 = getelementptr inbounds i8, ptr %v69, i64 320
  %v187 = load <8 x float>, ptr %v186, align 64, !noalias !11
  %v188 = fmul contract <8 x float> %v187, %v179
  %v189 = fadd contract <8 x float> %v176, %v188
  %v190 = load float, ptr %v40, align 4, !alias.scope !3, !noalias !9
  %v191 = insertelement <8 x float> poison, float %v190, i64 0
  %v192 = shufflevector <8 x float> %v191, <8 x float> poison, <8 x i32> zeroinitializer
  %v193 = fmul contract <8 x float> %v107, %v192
  %v194 = fadd contract <8 x float> %v181, %v193
  %v195 = fmul contract <8 x float> %v112, %v192
  %v196 = fadd contract <8 x float> %v183, %v195
  %v197 = fmul contract <8 x float> %v161, %v192
  %v198 = fadd contract <8 x float> %v185, %v197
  %v199 = getelementptr inbounds i8, ptr %v69, i64 324
  %v200 = load <8 x float>, ptr %v199, align 4, !noalias !11
  %v201 = fmul contract <8 x float> %v200, %v192
  %v202 = fadd contract <8 x float> %v189, %v201
  %v203 = load float, ptr %v41, align 4, !alias.scope !3, !noalias !9
  %v204 = insertelement <8 x float> poison, float %v203, i64 0
  %v205 = shufflevector <8 x float> %v204, <8 x float> poison, <8 x i32> zeroinitializer
  %v206 = fmul contract <8 x float> %v130, %v205
  %v207 = fadd contract <8 x float> %v194, %v206
  %v208 = fmul contract <8 x float> %v135, %v205
  %v209 = fadd contract <8 x float> %v196, %v208
  %v210 = fmul contract <8 x float> %v174, %v205
  %v211 = fadd contract <8 x float> %v198, %v210
  %v212 = getelementptr inbounds i8, ptr %v69, i64 328
  %v213 = load <8 x float>, ptr %v212, align 8, !noalias !11
  %v214 = fmul contract <8 x float> %v213, %v205
  %v215 = fadd contract <8 x float> %v202, %v214
  %v216 = mul nuw nsw i64 %v65, 224
  %v217 = getelementptr i8, ptr %v42, i64 %v216
  store <8 x float> %v207, ptr %v217, align 4, !alias.scope !5, !noalias !12
  %v218 = getelementptr i8, ptr %v217, i64 56
  store <8 x float> %v209, ptr %v218, align 4, !alias.scope !5, !noalias !12
  %v219 = getelementptr i8, ptr %v217, i64 112
  store <8 x float> %v211, ptr %v219, align 4, !alias.scope !5, !noalias !12
  %v220 = getelementptr i8, ptr %v217, i64 168
  store <8 x float> %v215, ptr %v220, align 4, !alias.scope !5, !noalias !12
  %v221 = or disjoint i64 %v68, 8
  %v222 = getelementptr float, ptr %v4, i64 %v221
  %v223 = load <8 x float>, ptr %v222, align 32, !noalias !11
  %v224 = shufflevector <8 x float> %v223, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v225 = load float, ptr %v33, align 4, !alias.scope !3, !noalias !9
  %v226 = insertelement <8 x float> poison, float %v225, i64 0
  %v227 = shufflevector <8 x float> %v226, <8 x float> poison, <8 x i32> zeroinitializer
  %v228 = fmul contract <8 x float> %v224, %v227
  %v229 = fadd contract <8 x float> %v228, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>
  %v230 = or disjoint i64 %v68, 24
  %v231 = getelementptr float, ptr %v4, i64 %v230
  %v232 = load <8 x float>, ptr %v231, align 32, !noalias !11
  %v233 = shufflevector <8 x float> %v232, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v234 = fmul contract <8 x float> %v233, %v227
  %v235 = fadd contract <8 x float> %v234, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>
  %v236 = or disjoint i64 %v68, 40
  %v237 = getelementptr float, ptr %v4, i64 %v236
  %v238 = load <8 x float>, ptr %v237, align 32, !noalias !11
  %v239 = shufflevector <8 x float> %v238, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v240 = fmul contract <8 x float> %v227, %v239
  %v241 = fadd contract <8 x float> %v240, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>
  %v242 = or disjoint i64 %v68, 56
  %v243 = getelementptr float, ptr %v4, i64 %v242
  %v244 = load <8 x float>, ptr %v243, align 32, !noalias !11
  %v245 = shufflevector <8 x float> %v244, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v246 = fmul contract <8 x float> %v227, %v245
  %v247 = fadd contract <8 x float> %v246, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>
  %v248 = or disjoint i64 %v68, 9
  %v249 = getelementptr float, ptr %v4, i64 %v248
  %v250 = load <8 x float>, ptr %v249, align 4, !noalias !11
  %v251 = load float, ptr %v34, align 4, !alias.scope !3, !noalias !9
  %v252 = insertelement <8 x float> poison, float %v251, i64 0
  %v253 = shufflevector <8 x float> %v252, <8 x float> poison, <8 x i32> zeroinitializer
  %v254 = fmul contract <8 x float> %v250, %v253
  %v255 = fadd contract <8 x float> %v229, %v254
  %v256 = or disjoint i64 %v68, 25
  %v257 = getelementptr float, ptr %v4, i64 %v256
  %v258 = load <8 x float>, ptr %v257, align 4, !noalias !11
  %v259 = shufflevector <8 x float> %v258, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v260 = fmul contract <8 x float> %v259, %v253
  %v261 = fadd contract <8 x float> %v235, %v260
  %v262 = or disjoint i64 %v68, 41
  %v263 = getelementptr float, ptr %v4, i64 %v262
  %v264 = load <8 x float>, ptr %v263, align 4, !noalias !11
  %v265 = shufflevector <8 x float> %v264, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v266 = fmul contract <8 x float> %v253, %v265
  %v267 = fadd contract <8 x float> %v241, %v266
  %v268 = or disjoint i64 %v68, 57
  %v269 = getelementptr float, ptr %v4, i64 %v268
  %v270 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v269, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>), !noalias !11
  %v271 = fmul contract <8 x float> %v253, %v270
  %v272 = fadd contract <8 x float> %v247, %v271
  %v273 = or disjoint i64 %v68, 10
  %v274 = getelementptr float, ptr %v4, i64 %v273
  %v275 = load <8 x float>, ptr %v274, align 8, !noalias !11
  %v276 = load float, ptr %v35, align 4, !alias.scope !3, !noalias !9
  %v277 = insertelement <8 x float> poison, float %v276, i64 0
  %v278 = shufflevector <8 x float> %v277, <8 x float> poison, <8 x i32> zeroinitializer
  %v279 = fmul contract <8 x float> %v275, %v278
  %v280 = fadd contract <8 x float> %v255, %v279
  %v281 = or disjoint i64 %v68, 26
  %v282 = getelementptr float, ptr %v4, i64 %v281
  %v283 = load <8 x float>, ptr %v282, align 8, !noalias !11
  %v284 = shufflevector <8 x float> %v283, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v285 = fmul contract <8 x float> %v284, %v278
  %v286 = fadd contract <8 x float> %v261, %v285
  %v287 = or disjoint i64 %v68, 42
  %v288 = getelementptr float, ptr %v4, i64 %v287
  %v289 = load <8 x float>, ptr %v288, align 8, !noalias !11
  %v290 = shufflevector <8 x float> %v289, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v291 = fmul contract <8 x float> %v278, %v290
  %v292 = fadd contract <8 x float> %v267, %v291
  %v293 = or disjoint i64 %v68, 58
  %v294 = getelementptr float, ptr %v4, i64 %v293
  %v295 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v294, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>), !noalias !11
  %v296 = fmul contract <8 x float> %v278, %v295
  %v297 = fadd contract <8 x float> %v272, %v296
  %v298 = load float, ptr %v36, align 4, !alias.scope !3, !noalias !9
  %v299 = insertelement <8 x float> poison, float %v298, i64 0
  %v300 = shufflevector <8 x float> %v299, <8 x float> poison, <8 x i32> zeroinitializer
  %v301 = fmul contract <8 x float> %v233, %v300
  %v302 = fadd contract <8 x float> %v280, %v301
  %v303 = fmul contract <8 x float> %v239, %v300
  %v304 = fadd contract <8 x float> %v286, %v303
  %v305 = fmul contract <8 x float> %v245, %v300
  %v306 = fadd contract <8 x float> %v292, %v305
  %v307 = getelementptr i8, ptr %v69, i64 288
  %v308 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v307, i32 32, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>), !noalias !11
  %v309 = fmul contract <8 x float> %v308, %v300
  %v310 = fadd contract <8 x float> %v297, %v309
  %v311 = load float, ptr %v37, align 4, !alias.scope !3, !noalias !9
  %v312 = insertelement <8 x float> poison, float %v311, i64 0
  %v313 = shufflevector <8 x float> %v312, <8 x float> poison, <8 x i32> zeroinitializer
  %v314 = fmul contract <8 x float> %v259, %v313
  %v315 = fadd contract <8 x float> %v302, %v314
  %v316 = fmul contract <8 x float> %v265, %v313
  %v317 = fadd contract <8 x float> %v304, %v316
  %v318 = fmul contract <8 x float> %v270, %v313
  %v319 = fadd contract <8 x float> %v306, %v318
  %v320 = getelementptr i8, ptr %v69, i64 292
  %v321 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v320, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>), !noalias !11
  %v322 = fmul contract <8 x float> %v321, %v313
  %v323 = fadd contract <8 x float> %v310, %v322
  %v324 = load float, ptr %v38, align 4, !alias.scope !3, !noalias !9
  %v325 = insertelement <8 x float> poison, float %v324, i64 0
  %v326 = shufflevector <8 x float> %v325, <8 x float> poison, <8 x i32> zeroinitializer
  %v327 = fmul contract <8 x float> %v284, %v326
  %v328 = fadd contract <8 x float> %v315, %v327
  %v329 = fmul contract <8 x float> %v290, %v326
  %v330 = fadd contract <8 x float> %v317, %v329
  %v331 = fmul contract <8 x float> %v295, %v326
  %v332 = fadd contract <8 x float> %v319, %v331
  %v333 = getelementptr i8, ptr %v69, i64 296
  %v334 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v333, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>), !noalias !11
  %v335 = fmul contract <8 x float> %v334, %v326
  %v336 = fadd contract <8 x float> %v323, %v335
  %v337 = load float, ptr %v39, align 4, !alias.scope !3, !noalias !9
  %v338 = insertelement <8 x float> poison, float %v337, i64 0
  %v339 = shufflevector <8 x float> %v338, <8 x float> poison, <8 x i32> zeroinitializer
  %v340 = fmul contract <8 x float> %v239, %v339
  %v341 = fadd contract <8 x float> %v328, %v340
  %v342 = fmul contract <8 x float> %v245, %v339
  %v343 = fadd contract <8 x float> %v330, %v342
  %v344 = fmul contract <8 x float> %v308, %v339
  %v345 = fadd contract <8 x float> %v332, %v344
  %v346 = getelementptr i8, ptr %v69, i64 352
  %v347 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v346, i32 32, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !11
  %v348 = fmul contract <8 x float> %v347, %v339
  %v349 = fadd contract <8 x float> %v336, %v348
  %v350 = load float, ptr %v40, align 4, !alias.scope !3, !noalias !9
  %v351 = insertelement <8 x float> poison, float %v350, i64 0
  %v352 = shufflevector <8 x float> %v351, <8 x float> poison, <8 x i32> zeroinitializer
  %v353 = fmul contract <8 x float> %v265, %v352
  %v354 = fadd contract <8 x float> %v341, %v353
  %v355 = fmul contract <8 x float> %v270, %v352
  %v356 = fadd contract <8 x float> %v343, %v355
  %v357 = fmul contract <8 x float> %v321, %v352
  %v358 = fadd contract <8 x float> %v345, %v357
  %v359 = getelementptr i8, ptr %v69, i64 356
  %v360 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v359, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !11
  %v361 = fmul contract <8 x float> %v360, %v352
  %v362 = fadd contract <8 x float> %v349, %v361
  %v363 = load float, ptr %v41, align 4, !alias.scope !3, !noalias !9
  %v364 = insertelement <8 x float> poison, float %v363, i64 0
  %v365 = shufflevector <8 x float> %v364, <8 x float> poison, <8 x i32> zeroinitializer
  %v366 = fmul contract <8 x float> %v290, %v365
  %v367 = fadd contract <8 x float> %v354, %v366
  %v368 = fmul contract <8 x float> %v295, %v365
  %v369 = fadd contract <8 x float> %v356, %v368
  %v370 = fmul contract <8 x float> %v334, %v365
  %v371 = fadd contract <8 x float> %v358, %v370
  %v372 = getelementptr i8, ptr %v69, i64 360
  %v373 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v372, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !11
  %v374 = fmul contract <8 x float> %v373, %v365
  %v375 = fadd contract <8 x float> %v362, %v374
  %v376 = getelementptr i8, ptr %v43, i64 %v216
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v367, ptr %v376, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v377 = getelementptr i8, ptr %v376, i64 56
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v369, ptr %v377, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v378 = getelementptr i8, ptr %v376, i64 112
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v371, ptr %v378, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v379 = getelementptr i8, ptr %v376, i64 168
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v375, ptr %v379, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  br label %v64

v79:                                     ; preds = %v47
  %v380 = or disjoint i64 %v68, 1
  %v381 = getelementptr inbounds float, ptr %v4, i64 %v380
  %v382 = load <8 x float>, ptr %v381, align 4, !noalias !11
  %v383 = load float, ptr %v34, align 4, !alias.scope !3, !noalias !9
  %v384 = insertelement <8 x float> poison, float %v383, i64 0
  %v385 = shufflevector <8 x float> %v384, <8 x float> poison, <8 x i32> zeroinitializer
  %v386 = fmul contract <8 x float> %v382, %v385
  %v387 = fadd contract <8 x float> %v72, %v386
  %v388 = or disjoint i64 %v68, 17
  %v389 = getelementptr inbounds float, ptr %v4, i64 %v388
  %v390 = load <8 x float>, ptr %v389, align 4, !noalias !11
  %v391 = fmul contract <8 x float> %v390, %v385
  %v392 = fadd contract <8 x float> %v77, %v391
  %v393 = or disjoint i64 %v68, 2
  %v394 = getelementptr inbounds float, ptr %v4, i64 %v393
  %v395 = load <8 x float>, ptr %v394, align 8, !noalias !11
  %v396 = load float, ptr %v35, align 4, !alias.scope !3, !noalias !9
  %v397 = insertelement <8 x float> poison, float %v396, i64 0
  %v398 = shufflevector <8 x float> %v397, <8 x float> poison, <8 x i32> zeroinitializer
  %v399 = fmul contract <8 x float> %v395, %v398
  %v400 = fadd contract <8 x float> %v387, %v399
  %v401 = or disjoint i64 %v68, 18
  %v402 = getelementptr inbounds float, ptr %v4, i64 %v401
  %v403 = load <8 x float>, ptr %v402, align 8, !noalias !11
  %v404 = fmul contract <8 x float> %v403, %v398
  %v405 = fadd contract <8 x float> %v392, %v404
  %v406 = load float, ptr %v36, align 4, !alias.scope !3, !noalias !9
  %v407 = insertelement <8 x float> poison, float %v406, i64 0
  %v408 = shufflevector <8 x float> %v407, <8 x float> poison, <8 x i32> zeroinitializer
  %v409 = fmul contract <8 x float> %v75, %v408
  %v410 = fadd contract <8 x float> %v400, %v409
  %v411 = or disjoint i64 %v68, 32
  %v412 = getelementptr inbounds float, ptr %v4, i64 %v411
  %v413 = load <8 x float>, ptr %v412, align 64, !noalias !11
  %v414 = fmul contract <8 x float> %v413, %v408
  %v415 = fadd contract <8 x float> %v405, %v414
  %v416 = load float, ptr %v37, align 4, !alias.scope !3, !noalias !9
  %v417 = insertelement <8 x float> poison, float %v416, i64 0
  %v418 = shufflevector <8 x float> %v417, <8 x float> poison, <8 x i32> zeroinitializer
  %v419 = fmul contract <8 x float> %v390, %v418
  %v420 = fadd contract <8 x float> %v410, %v419
  %v421 = or disjoint i64 %v68, 33
  %v422 = getelementptr inbounds float, ptr %v4, i64 %v421
  %v423 = load <8 x float>, ptr %v422, align 4, !noalias !11
  %v424 = fmul contract <8 x float> %v423, %v418
  %v425 = fadd contract <8 x float> %v415, %v424
  %v426 = load float, ptr %v38, align 4, !alias.scope !3, !noalias !9
  %v427 = insertelement <8 x float> poison, float %v426, i64 0
  %v428 = shufflevector <8 x float> %v427, <8 x float> poison, <8 x i32> zeroinitializer
  %v429 = fmul contract <8 x float> %v403, %v428
  %v430 = fadd contract <8 x float> %v420, %v429
  %v431 = or disjoint i64 %v68, 34
  %v432 = getelementptr inbounds float, ptr %v4, i64 %v431
  %v433 = load <8 x float>, ptr %v432, align 8, !noalias !11
  %v434 = fmul contract <8 x float> %v433, %v428
  %v435 = fadd contract <8 x float> %v425, %v434
  %v436 = load float, ptr %v39, align 4, !alias.scope !3, !noalias !9
  %v437 = insertelement <8 x float> poison, float %v436, i64 0
  %v438 = shufflevector <8 x float> %v437, <8 x float> poison, <8 x i32> zeroinitializer
  %v439 = fmul contract <8 x float> %v413, %v438
  %v440 = fadd contract <8 x float> %v430, %v439
  %v441 = or disjoint i64 %v68, 48
  %v442 = getelementptr inbounds float, ptr %v4, i64 %v441
  %v443 = load <8 x float>, ptr %v442, align 64, !noalias !11
  %v444 = fmul contract <8 x float> %v443, %v438
  %v445 = fadd contract <8 x float> %v435, %v444
  %v446 = load float, ptr %v40, align 4, !alias.scope !3, !noalias !9
  %v447 = insertelement <8 x float> poison, float %v446, i64 0
  %v448 = shufflevector <8 x float> %v447, <8 x float> poison, <8 x i32> zeroinitializer
  %v449 = fmul contract <8 x float> %v423, %v448
  %v450 = fadd contract <8 x float> %v440, %v449
  %v451 = or disjoint i64 %v68, 49
  %v452 = getelementptr inbounds float, ptr %v4, i64 %v451
  %v453 = load <8 x float>, ptr %v452, align 4, !noalias !11
  %v454 = fmul contract <8 x float> %v453, %v448
  %v455 = fadd contract <8 x float> %v445, %v454
  %v456 = load float, ptr %v41, align 4, !alias.scope !3, !noalias !9
  %v457 = insertelement <8 x float> poison, float %v456, i64 0
  %v458 = shufflevector <8 x float> %v457, <8 x float> poison, <8 x i32> zeroinitializer
  %v459 = fmul contract <8 x float> %v433, %v458
  %v460 = fadd contract <8 x float> %v450, %v459
  %v461 = or disjoint i64 %v68, 50
  %v462 = getelementptr inbounds float, ptr %v4, i64 %v461
  %v463 = load <8 x float>, ptr %v462, align 8, !noalias !11
  %v464 = fmul contract <8 x float> %v463, %v458
  %v465 = fadd contract <8 x float> %v455, %v464
  %v466 = mul nuw nsw i64 %v65, 224
  %v467 = getelementptr i8, ptr %v42, i64 %v466
  store <8 x float> %v460, ptr %v467, align 4, !alias.scope !5, !noalias !12
  %v468 = getelementptr i8, ptr %v467, i64 56
  store <8 x float> %v465, ptr %v468, align 4, !alias.scope !5, !noalias !12
  %v469 = or disjoint i64 %v68, 8
  %v470 = getelementptr float, ptr %v4, i64 %v469
  %v471 = load <8 x float>, ptr %v470, align 32, !noalias !11
  %v472 = shufflevector <8 x float> %v471, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v473 = load float, ptr %v33, align 4, !alias.scope !3, !noalias !9
  %v474 = insertelement <8 x float> poison, float %v473, i64 0
  %v475 = shufflevector <8 x float> %v474, <8 x float> poison, <8 x i32> zeroinitializer
  %v476 = fmul contract <8 x float> %v472, %v475
  %v477 = fadd contract <8 x float> %v476, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>
  %v478 = or disjoint i64 %v68, 24
  %v479 = getelementptr float, ptr %v4, i64 %v478
  %v480 = load <8 x float>, ptr %v479, align 32, !noalias !11
  %v481 = shufflevector <8 x float> %v480, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v482 = fmul contract <8 x float> %v481, %v475
  %v483 = fadd contract <8 x float> %v482, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison>
  %v484 = or disjoint i64 %v68, 9
  %v485 = getelementptr float, ptr %v4, i64 %v484
  %v486 = load <8 x float>, ptr %v485, align 4, !noalias !11
  %v487 = load float, ptr %v34, align 4, !alias.scope !3, !noalias !9
  %v488 = insertelement <8 x float> poison, float %v487, i64 0
  %v489 = shufflevector <8 x float> %v488, <8 x float> poison, <8 x i32> zeroinitializer
  %v490 = fmul contract <8 x float> %v486, %v489
  %v491 = fadd contract <8 x float> %v477, %v490
  %v492 = or disjoint i64 %v68, 25
  %v493 = getelementptr float, ptr %v4, i64 %v492
  %v494 = load <8 x float>, ptr %v493, align 4, !noalias !11
  %v495 = shufflevector <8 x float> %v494, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v496 = fmul contract <8 x float> %v495, %v489
  %v497 = fadd contract <8 x float> %v483, %v496
  %v498 = or disjoint i64 %v68, 10
  %v499 = getelementptr float, ptr %v4, i64 %v498
  %v500 = load <8 x float>, ptr %v499, align 8, !noalias !11
  %v501 = load float, ptr %v35, align 4, !alias.scope !3, !noalias !9
  %v502 = insertelement <8 x float> poison, float %v501, i64 0
  %v503 = shufflevector <8 x float> %v502, <8 x float> poison, <8 x i32> zeroinitializer
  %v504 = fmul contract <8 x float> %v500, %v503
  %v505 = fadd contract <8 x float> %v491, %v504
  %v506 = or disjoint i64 %v68, 26
  %v507 = getelementptr float, ptr %v4, i64 %v506
  %v508 = load <8 x float>, ptr %v507, align 8, !noalias !11
  %v509 = shufflevector <8 x float> %v508, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v510 = fmul contract <8 x float> %v509, %v503
  %v511 = fadd contract <8 x float> %v497, %v510
  %v512 = load float, ptr %v36, align 4, !alias.scope !3, !noalias !9
  %v513 = insertelement <8 x float> poison, float %v512, i64 0
  %v514 = shufflevector <8 x float> %v513, <8 x float> poison, <8 x i32> zeroinitializer
  %v515 = fmul contract <8 x float> %v481, %v514
  %v516 = fadd contract <8 x float> %v505, %v515
  %v517 = or disjoint i64 %v68, 40
  %v518 = getelementptr float, ptr %v4, i64 %v517
  %v519 = load <8 x float>, ptr %v518, align 32, !noalias !11
  %v520 = shufflevector <8 x float> %v519, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v521 = fmul contract <8 x float> %v520, %v514
  %v522 = fadd contract <8 x float> %v511, %v521
  %v523 = load float, ptr %v37, align 4, !alias.scope !3, !noalias !9
  %v524 = insertelement <8 x float> poison, float %v523, i64 0
  %v525 = shufflevector <8 x float> %v524, <8 x float> poison, <8 x i32> zeroinitializer
  %v526 = fmul contract <8 x float> %v495, %v525
  %v527 = fadd contract <8 x float> %v516, %v526
  %v528 = or disjoint i64 %v68, 41
  %v529 = getelementptr float, ptr %v4, i64 %v528
  %v530 = load <8 x float>, ptr %v529, align 4, !noalias !11
  %v531 = shufflevector <8 x float> %v530, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v532 = fmul contract <8 x float> %v531, %v525
  %v533 = fadd contract <8 x float> %v522, %v532
  %v534 = load float, ptr %v38, align 4, !alias.scope !3, !noalias !9
  %v535 = insertelement <8 x float> poison, float %v534, i64 0
  %v536 = shufflevector <8 x float> %v535, <8 x float> poison, <8 x i32> zeroinitializer
  %v537 = fmul contract <8 x float> %v509, %v536
  %v538 = fadd contract <8 x float> %v527, %v537
  %v539 = or disjoint i64 %v68, 42
  %v540 = getelementptr float, ptr %v4, i64 %v539
  %v541 = load <8 x float>, ptr %v540, align 8, !noalias !11
  %v542 = shufflevector <8 x float> %v541, <8 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %v543 = fmul contract <8 x float> %v542, %v536
  %v544 = fadd contract <8 x float> %v533, %v543
  %v545 = load float, ptr %v39, align 4, !alias.scope !3, !noalias !9
  %v546 = insertelement <8 x float> poison, float %v545, i64 0
  %v547 = shufflevector <8 x float> %v546, <8 x float> poison, <8 x i32> zeroinitializer
  %v548 = fmul contract <8 x float> %v520, %v547
  %v549 = fadd contract <8 x float> %v538, %v548
  %v550 = or disjoint i64 %v68, 56
  %v551 = getelementptr float, ptr %v4, i64 %v550
  %v552 = load <8 x float>, ptr %v551, align 32, !noalias !11
  %v553 = fmul contract <8 x float> %v552, %v547
  %v554 = fadd contract <8 x float> %v544, %v553
  %v555 = load float, ptr %v40, align 4, !alias.scope !3, !noalias !9
  %v556 = insertelement <8 x float> poison, float %v555, i64 0
  %v557 = shufflevector <8 x float> %v556, <8 x float> poison, <8 x i32> zeroinitializer
  %v558 = fmul contract <8 x float> %v531, %v557
  %v559 = fadd contract <8 x float> %v549, %v558
  %v560 = or disjoint i64 %v68, 57
  %v561 = getelementptr float, ptr %v4, i64 %v560
  %v562 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v561, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !11
  %v563 = fmul contract <8 x float> %v562, %v557
  %v564 = fadd contract <8 x float> %v554, %v563
  %v565 = load float, ptr %v41, align 4, !alias.scope !3, !noalias !9
  %v566 = insertelement <8 x float> poison, float %v565, i64 0
  %v567 = shufflevector <8 x float> %v566, <8 x float> poison, <8 x i32> zeroinitializer
  %v568 = fmul contract <8 x float> %v542, %v567
  %v569 = fadd contract <8 x float> %v559, %v568
  %v570 = or disjoint i64 %v68, 58
  %v571 = getelementptr float, ptr %v4, i64 %v570
  %v572 = call contract <8 x float> @llvm.masked.load.v8f32.p0(ptr %v571, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>, <8 x float> poison), !noalias !11
  %v573 = fmul contract <8 x float> %v572, %v567
  %v574 = fadd contract <8 x float> %v564, %v573
  %v575 = getelementptr i8, ptr %v43, i64 %v466
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v569, ptr %v575, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  %v576 = getelementptr i8, ptr %v575, i64 56
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v574, ptr %v576, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>), !alias.scope !5, !noalias !12
  br label %v64

v12: ; preds = %v18, %v3
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
!9 = !{!1, !6}
!10 = !{!4, !6}
!11 = !{!1, !4, !6}
!12 = !{!1, !4}
!13 = !{!14, !16, !17}
!14 = distinct !{!14, !15, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1: %I"}
!15 = distinct !{!15, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1"}
!16 = distinct !{!16, !15, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1: %W"}
!17 = distinct !{!17, !15, !"ktune_depthwise_conv2d_nchw_f32_n1_c16_h14_w14_r3_s3_stride1_pad1_dilation1: %O"}
