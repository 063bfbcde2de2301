; conv2d:N=1,C=4,H=9,W=9,K=6,R=3,S=3,stride=1,pad=1,dilation=1,layout=nchw,kblock=0,bias=0,residual=0,act=none,dtype=f32 on llvm -mcpu=x86-64-v3, schedule default
; ModuleID = 'ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1'
source_filename = "ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define void @ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1(ptr noalias nocapture readonly %v0, ptr noalias nocapture readonly %v1, ptr noalias nocapture writeonly %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [484 x float], align 64
  %v5 = getelementptr i8, ptr %v0, i64 -40
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(44) %v4, i8 0, i64 44, i1 false)
  br label %v6

v6:                                           ; preds = %v3, %v7
  %v8 = phi i64 [ 1, %v3 ], [ %v9, %v7 ]
  %v10 = mul nuw nsw i64 %v8, 44
  %v11 = getelementptr i8, ptr %v4, i64 %v10
  %v12 = icmp ult i64 %v8, 10
  br i1 %v12, label %v13, label %v14

v15:                                           ; preds = %v7
  %v16 = getelementptr inbounds i8, ptr %v4, i64 484
  %v17 = getelementptr i8, ptr %v0, i64 284
  %v18 = getelementptr inbounds i8, ptr %v4, i64 484
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(44) %v16, i8 0, i64 44, i1 false)
  br label %v19

v19:                                         ; preds = %v20, %v15
  %v21 = phi i64 [ 1, %v15 ], [ %v22, %v20 ]
  %v23 = mul nuw nsw i64 %v21, 44
  %v24 = getelementptr i8, ptr %v18, i64 %v23
  %v25 = icmp ult i64 %v21, 10
  br i1 %v25, label %v26, label %v27

v27:                             ; preds = %v19
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(44) %v24, i8 0, i64 44, i1 false)
  br label %v20

v26:                                  ; preds = %v19
  %v28 = getelementptr inbounds i8, ptr %v16, i64 %v23
  store float 0.000000e+00, ptr %v28, align 4
  %v29 = mul nuw nsw i64 %v21, 36
  %v30 = getelementptr i8, ptr %v17, i64 %v29
  %v31 = getelementptr i8, ptr %v30, i64 4
  %v32 = load float, ptr %v31, align 4
  %v33 = getelementptr inbounds i8, ptr %v28, i64 4
  store float %v32, ptr %v33, align 4
  %v34 = getelementptr i8, ptr %v30, i64 8
  %v35 = load float, ptr %v34, align 4
  %v36 = getelementptr inbounds i8, ptr %v28, i64 8
  store float %v35, ptr %v36, align 4
  %v37 = getelementptr i8, ptr %v30, i64 12
  %v38 = load float, ptr %v37, align 4
  %v39 = getelementptr inbounds i8, ptr %v28, i64 12
  store float %v38, ptr %v39, align 4
  %v40 = getelementptr i8, ptr %v30, i64 16
  %v41 = load float, ptr %v40, align 4
  %v42 = getelementptr inbounds i8, ptr %v28, i64 16
  store float %v41, ptr %v42, align 4
  %v43 = getelementptr i8, ptr %v30, i64 20
  %v44 = load float, ptr %v43, align 4
  %v45 = getelementptr inbounds i8, ptr %v28, i64 20
  store float %v44, ptr %v45, align 4
  %v46 = getelementptr i8, ptr %v30, i64 24
  %v47 = load float, ptr %v46, align 4
  %v48 = getelementptr inbounds i8, ptr %v28, i64 24
  store float %v47, ptr %v48, align 4
  %v49 = getelementptr i8, ptr %v30, i64 28
  %v50 = load float, ptr %v49, align 4
  %v51 = getelementptr inbounds i8, ptr %v28, i64 28
  store float %v50, ptr %v51, align 4
  %v52 = getelementptr i8, ptr %v30, i64 32
  %v53 = load float, ptr %v52, align 4
  %v54 = getelementptr inbounds i8, ptr %v28, i64 32
  store float %v53, ptr %v54, align 4
  %v55 = getelementptr i8, ptr %v30, i64 36
  %v56 = load float, ptr %v55, align 4
  %v57 = getelementptr inbounds i8, ptr %v28, i64 36
  store float %v56, ptr %v57, align 4
  %v58 = getelementptr inbounds i8, ptr %v28, i64 40
  store float 0.000000e+00, ptr %v58, align 4
  br label %v20

v20:                                        ; preds = %v26, %v27
  %v22 = add nuw nsw i64 %v21, 1
  %v59 = icmp eq i64 %v22, 11
  br i1 %v59, label %v60, label %v19, !llvm.loop !0

v60:                                         ; preds = %v20
  %v61 = getelementptr inbounds i8, ptr %v4, i64 968
  %v62 = getelementptr i8, ptr %v0, i64 608
  %v63 = getelementptr inbounds i8, ptr %v4, i64 968
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(44) %v61, i8 0, i64 44, i1 false)
  br label %v64

v64:                                         ; preds = %v65, %v60
  %v66 = phi i64 [ 1, %v60 ], [ %v67, %v65 ]
  %v68 = mul nuw nsw i64 %v66, 44
  %v69 = getelementptr i8, ptr %v63, i64 %v68
  %v70 = icmp ult i64 %v66, 10
  br i1 %v70, label %v71, label %v72

v72:                             ; preds = %v64
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(44) %v69, i8 0, i64 44, i1 false)
  br label %v65

v71:                                  ; preds = %v64
  %v73 = getelementptr inbounds i8, ptr %v61, i64 %v68
  store float 0.000000e+00, ptr %v73, align 4
  %v74 = mul nuw nsw i64 %v66, 36
  %v75 = getelementptr i8, ptr %v62, i64 %v74
  %v76 = getelementptr i8, ptr %v75, i64 4
  %v77 = load float, ptr %v76, align 4
  %v78 = getelementptr inbounds i8, ptr %v73, i64 4
  store float %v77, ptr %v78, align 4
  %v79 = getelementptr i8, ptr %v75, i64 8
  %v80 = load float, ptr %v79, align 4
  %v81 = getelementptr inbounds i8, ptr %v73, i64 8
  store float %v80, ptr %v81, align 4
  %v82 = getelementptr i8, ptr %v75, i64 12
  %v83 = load float, ptr %v82, align 4
  %v84 = getelementptr inbounds i8, ptr %v73, i64 12
  store float %v83, ptr %v84, align 4
  %v85 = getelementptr i8, ptr %v75, i64 16
  %v86 = load float, ptr %v85, align 4
  %v87 = getelementptr inbounds i8, ptr %v73, i64 16
  store float %v86, ptr %v87, align 4
  %v88 = getelementptr i8, ptr %v75, i64 20
  %v89 = load float, ptr %v88, align 4
  %v90 = getelementptr inbounds i8, ptr %v73, i64 20
  store float %v89, ptr %v90, align 4
  %v91 = getelementptr i8, ptr %v75, i64 24
  %v92 = load float, ptr %v91, align 4
  %v93 = getelementptr inbounds i8, ptr %v73, i64 24
  store float %v92, ptr %v93, align 4
  %v94 = getelementptr i8, ptr %v75, i64 28
  %v95 = load float, ptr %v94, align 4
  %v96 = getelementptr inbounds i8, ptr %v73, i64 28
  store float %v95, ptr %v96, align 4
  %v97 = getelementptr i8, ptr %v75, i64 32
  %v98 = load float, ptr %v97, align 4
  %v99 = getelementptr inbounds i8, ptr %v73, i64 32
  store float %v98, ptr %v99, align 4
  %v100 = getelementptr i8, ptr %v75, i64 36
  %v101 = load float, ptr %v100, align 4
  %v102 = getelementptr inbounds i8, ptr %v73, i64 36
  store float %v101, ptr %v102, align 4
  %v103 = getelementptr inbounds i8, ptr %v73, i64 40
  store float 0.000000e+00, ptr %v103, align 4
  br label %v65

v65:                                        ; preds = %v71, %v72
  %v67 = add nuw nsw i64 %v66, 1
  %v104 = icmp eq i64 %v67, 11
  br i1 %v104, label %v105, label %v64, !llvm.loop !2

v105:                                         ; preds = %v65
  %v106 = getelementptr inbounds i8, ptr %v4, i64 1452
  %v107 = getelementptr i8, ptr %v0, i64 932
  %v108 = getelementptr inbounds i8, ptr %v4, i64 1452
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(44) %v106, i8 0, i64 44, i1 false)
  br label %v109

v109:                                         ; preds = %v110, %v105
  %v111 = phi i64 [ 1, %v105 ], [ %v112, %v110 ]
  %v113 = mul nuw nsw i64 %v111, 44
  %v114 = getelementptr i8, ptr %v108, i64 %v113
  %v115 = icmp ult i64 %v111, 10
  br i1 %v115, label %v116, label %v117

v117:                             ; preds = %v109
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(44) %v114, i8 0, i64 44, i1 false)
  br label %v110

v116:                                  ; preds = %v109
  %v118 = getelementptr inbounds i8, ptr %v106, i64 %v113
  store float 0.000000e+00, ptr %v118, align 4
  %v119 = mul nuw nsw i64 %v111, 36
  %v120 = getelementptr i8, ptr %v107, i64 %v119
  %v121 = getelementptr i8, ptr %v120, i64 4
  %v122 = load float, ptr %v121, align 4
  %v123 = getelementptr inbounds i8, ptr %v118, i64 4
  store float %v122, ptr %v123, align 4
  %v124 = getelementptr i8, ptr %v120, i64 8
  %v125 = load float, ptr %v124, align 4
  %v126 = getelementptr inbounds i8, ptr %v118, i64 8
  store float %v125, ptr %v126, align 4
  %v127 = getelementptr i8, ptr %v120, i64 12
  %v128 = load float, ptr %v127, align 4
  %v129 = getelementptr inbounds i8, ptr %v118, i64 12
  store float %v128, ptr %v129, align 4
  %v130 = getelementptr i8, ptr %v120, i64 16
  %v131 = load float, ptr %v130, align 4
  %v132 = getelementptr inbounds i8, ptr %v118, i64 16
  store float %v131, ptr %v132, align 4
  %v133 = getelementptr i8, ptr %v120, i64 20
  %v134 = load float, ptr %v133, align 4
  %v135 = getelementptr inbounds i8, ptr %v118, i64 20
  store float %v134, ptr %v135, align 4
  %v136 = getelementptr i8, ptr %v120, i64 24
  %v137 = load float, ptr %v136, align 4
  %v138 = getelementptr inbounds i8, ptr %v118, i64 24
  store float %v137, ptr %v138, align 4
  %v139 = getelementptr i8, ptr %v120, i64 28
  %v140 = load float, ptr %v139, align 4
  %v141 = getelementptr inbounds i8, ptr %v118, i64 28
  store float %v140, ptr %v141, align 4
  %v142 = getelementptr i8, ptr %v120, i64 32
  %v143 = load float, ptr %v142, align 4
  %v144 = getelementptr inbounds i8, ptr %v118, i64 32
  store float %v143, ptr %v144, align 4
  %v145 = getelementptr i8, ptr %v120, i64 36
  %v146 = load float, ptr %v145, align 4
  %v147 = getelementptr inbounds i8, ptr %v118, i64 36
  store float %v146, ptr %v147, align 4
  %v148 = getelementptr inbounds i8, ptr %v118, i64 40
  store float 0.000000e+00, ptr %v148, align 4
  br label %v110

v110:                                        ; preds = %v116, %v117
  %v112 = add nuw nsw i64 %v111, 1
  %v149 = icmp eq i64 %v112, 11
  br i1 %v149, label %v150, label %v109, !llvm.loop !3

v7:                                          ; preds = %v14, %v13
  %v9 = add nuw nsw i64 %v8, 1
  %v151 = icmp eq i64 %v9, 11
  br i1 %v151, label %v15, label %v6, !llvm.loop !4

v14:                               ; preds = %v6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(44) %v11, i8 0, i64 44, i1 false)
  br label %v7

v13:                                    ; preds = %v6
  store float 0.000000e+00, ptr %v11, align 4
  %v152 = mul nuw nsw i64 %v8, 36
  %v153 = getelementptr i8, ptr %v5, i64 %v152
  %v154 = getelementptr i8, ptr %v153, i64 4
  %v155 = load float, ptr %v154, align 4
  %v156 = getelementptr inbounds i8, ptr %v11, i64 4
  store float %v155, ptr %v156, align 4
  %v157 = getelementptr i8, ptr %v153, i64 8
  %v158 = load float, ptr %v157, align 4
  %v159 = getelementptr inbounds i8, ptr %v11, i64 8
  store float %v158, ptr %v159, align 4
  %v160 = getelementptr i8, ptr %v153, i64 12
  %v161 = load float, ptr %v160, align 4
  %v162 = getelementptr inbounds i8, ptr %v11, i64 12
  store float %v161, ptr %v162, align 4
  %v163 = getelementptr i8, ptr %v153, i64 16
  %v164 = load float, ptr %v163, align 4
  %v165 = getelementptr inbounds i8, ptr %v11, i64 16
  store float %v164, ptr %v165, align 4
  %v166 = getelementptr i8, ptr %v153, i64 20
  %v167 = load float, ptr %v166, align 4
  %v168 = getelementptr inbounds i8, ptr %v11, i64 20
  store float %v167, ptr %v168, align 4
  %v169 = getelementptr i8, ptr %v153, i64 24
  %v170 = load float, ptr %v169, align 4
  %v171 = getelementptr inbounds i8, ptr %v11, i64 24
  store float %v170, ptr %v171, align 4
  %v172 = getelementptr i8, ptr %v153, i64 28
  %v173 = load float, ptr %v172, align 4
  %v174 = getelementptr inbounds i8, ptr %v11, i64 28
  store float %v173, ptr %v174, align 4
  %v175 = getelementptr i8, ptr %v153, i64 32
  %v176 = load float, ptr %v175, align 4
  %v177 = getelementptr inbounds i8, ptr %v11, i64 32
  store float %v176, ptr %v177, align 4
  %v178 = getelementptr i8, ptr %v153, i64 36
  %v179 = load float, ptr %v178, align 4
  %v180 = getelementptr inbounds i8, ptr %v11, i64 36
  store float %v179, ptr %v180, align 4
  %v181 = getelementptr inbounds i8, ptr %v11, i64 40
  store float 0.000000e+00, ptr %v181, align 4
  br label %v7

v150:                                         ; preds = %v110, %v182
  %v183 = phi i64 [ %v184, %v182 ], [ 0, %v110 ]
  %v185 = mul nuw nsw i64 %v183, 324
  %v186 = getelementptr inbounds i8, ptr %v2, i64 %v185
  %v187 = mul nuw nsw i64 %v183, 144
  %v188 = getelementptr i8, ptr %v1, i64 %v187
  %v189 = load float, ptr %v188, align 4
  %v190 = getelementptr i8, ptr %v188, i64 4
  %v191 = load float, ptr %v190, align 4
  %v192 = getelementptr i8, ptr %v188, i64 8
  %v193 = load float, ptr %v192, align 4
  %v194 = getelementptr i8, ptr %v188, i64 12
  %v195 = load float, ptr %v194, align 4
  %v196 = getelementptr i8, ptr %v188, i64 16
  %v197 = load float, ptr %v196, align 4
  %v198 = getelementptr i8, ptr %v188, i64 20
  %v199 = load float, ptr %v198, align 4
  %v200 = getelementptr i8, ptr %v188, i64 24
  %v201 = load float, ptr %v200, align 4
  %v202 = getelementptr i8, ptr %v188, i64 28
  %v203 = load float, ptr %v202, align 4
  %v204 = getelementptr i8, ptr %v188, i64 32
  %v205 = load float, ptr %v204, align 4
  %v206 = getelementptr i8, ptr %v188, i64 36
  %v207 = load float, ptr %v206, align 4
  %v208 = getelementptr i8, ptr %v188, i64 40
  %v209 = load float, ptr %v208, align 4
  %v210 = getelementptr i8, ptr %v188, i64 44
  %v211 = load float, ptr %v210, align 4
  %v212 = getelementptr i8, ptr %v188, i64 48
  %v213 = load float, ptr %v212, align 4
  %v214 = getelementptr i8, ptr %v188, i64 52
  %v215 = load float, ptr %v214, align 4
  %v216 = getelementptr i8, ptr %v188, i64 56
  %v217 = load float, ptr %v216, align 4
  %v218 = getelementptr i8, ptr %v188, i64 60
  %v219 = load float, ptr %v218, align 4
  %v220 = getelementptr i8, ptr %v188, i64 64
  %v221 = load float, ptr %v220, align 4
  %v222 = getelementptr i8, ptr %v188, i64 68
  %v223 = load float, ptr %v222, align 4
  %v224 = getelementptr i8, ptr %v188, i64 72
  %v225 = load float, ptr %v224, align 4
  %v226 = getelementptr i8, ptr %v188, i64 76
  %v227 = load float, ptr %v226, align 4
  %v228 = getelementptr i8, ptr %v188, i64 80
  %v229 = load float, ptr %v228, align 4
  %v230 = getelementptr i8, ptr %v188, i64 84
  %v231 = load float, ptr %v230, align 4
  %v232 = getelementptr i8, ptr %v188, i64 88
  %v233 = load float, ptr %v232, align 4
  %v234 = getelementptr i8, ptr %v188, i64 92
  %v235 = load float, ptr %v234, align 4
  %v236 = getelementptr i8, ptr %v188, i64 96
  %v237 = load float, ptr %v236, align 4
  %v238 = getelementptr i8, ptr %v188, i64 100
  %v239 = load float, ptr %v238, align 4
  %v240 = getelementptr i8, ptr %v188, i64 104
  %v241 = load float, ptr %v240, align 4
  %v242 = getelementptr i8, ptr %v188, i64 108
  %v243 = load float, ptr %v242, align 4
  %v244 = getelementptr i8, ptr %v188, i64 112
  %v245 = load float, ptr %v244, align 4
  %v246 = getelementptr i8, ptr %v188, i64 116
  %v247 = load float, ptr %v246, align 4
  %v248 = getelementptr i8, ptr %v188, i64 120
  %v249 = load float, ptr %v248, align 4
  %v250 = getelementptr i8, ptr %v188, i64 124
  %v251 = load float, ptr %v250, align 4
  %v252 = getelementptr i8, ptr %v188, i64 128
  %v253 = load float, ptr %v252, align 4
  %v254 = getelementptr i8, ptr %v188, i64 132
  %v255 = load float, ptr %v254, align 4
  %v256 = getelementptr i8, ptr %v188, i64 136
  %v257 = load float, ptr %v256, align 4
  %v258 = getelementptr i8, ptr %v188, i64 140
  %v259 = load float, ptr %v258, align 4
  %v260 = insertelement <8 x float> poison, float %v189, i64 0
  %v261 = shufflevector <8 x float> %v260, <8 x float> poison, <8 x i32> zeroinitializer
  %v262 = insertelement <8 x float> poison, float %v191, i64 0
  %v263 = shufflevector <8 x float> %v262, <8 x float> poison, <8 x i32> zeroinitializer
  %v264 = insertelement <8 x float> poison, float %v193, i64 0
  %v265 = shufflevector <8 x float> %v264, <8 x float> poison, <8 x i32> zeroinitializer
  %v266 = insertelement <8 x float> poison, float %v195, i64 0
  %v267 = shufflevector <8 x float> %v266, <8 x float> poison, <8 x i32> zeroinitializer
  %v268 = insertelement <8 x float> poison, float %v197, i64 0
  %v269 = shufflevector <8 x float> %v268, <8 x float> poison, <8 x i32> zeroinitializer
  %v270 = insertelement <8 x float> poison, float %v199, i64 0
  %v271 = shufflevector <8 x float> %v270, <8 x float> poison, <8 x i32> zeroinitializer
  %v272 = insertelement <8 x float> poison, float %v201, i64 0
  %v273 = shufflevector <8 x float> %v272, <8 x float> poison, <8 x i32> zeroinitializer
  %v274 = insertelement <8 x float> poison, float %v203, i64 0
  %v275 = shufflevector <8 x float> %v274, <8 x float> poison, <8 x i32> zeroinitializer
  %v276 = insertelement <8 x float> poison, float %v205, i64 0
  %v277 = shufflevector <8 x float> %v276, <8 x float> poison, <8 x i32> zeroinitializer
  %v278 = insertelement <8 x float> poison, float %v207, i64 0
  %v279 = shufflevector <8 x float> %v278, <8 x float> poison, <8 x i32> zeroinitializer
  %v280 = insertelement <8 x float> poison, float %v209, i64 0
  %v281 = shufflevector <8 x float> %v280, <8 x float> poison, <8 x i32> zeroinitializer
  %v282 = insertelement <8 x float> poison, float %v211, i64 0
  %v283 = shufflevector <8 x float> %v282, <8 x float> poison, <8 x i32> zeroinitializer
  %v284 = insertelement <8 x float> poison, float %v213, i64 0
  %v285 = shufflevector <8 x float> %v284, <8 x float> poison, <8 x i32> zeroinitializer
  %v286 = insertelement <8 x float> poison, float %v215, i64 0
  %v287 = shufflevector <8 x float> %v286, <8 x float> poison, <8 x i32> zeroinitializer
  %v288 = insertelement <8 x float> poison, float %v217, i64 0
  %v289 = shufflevector <8 x float> %v288, <8 x float> poison, <8 x i32> zeroinitializer
  %v290 = insertelement <8 x float> poison, float %v219, i64 0
  %v291 = shufflevector <8 x float> %v290, <8 x float> poison, <8 x i32> zeroinitializer
  %v292 = insertelement <8 x float> poison, float %v221, i64 0
  %v293 = shufflevector <8 x float> %v292, <8 x float> poison, <8 x i32> zeroinitializer
  %v294 = insertelement <8 x float> poison, float %v223, i64 0
  %v295 = shufflevector <8 x float> %v294, <8 x float> poison, <8 x i32> zeroinitializer
  %v296 = insertelement <8 x float> poison, float %v225, i64 0
  %v297 = shufflevector <8 x float> %v296, <8 x float> poison, <8 x i32> zeroinitializer
  %v298 = insertelement <8 x float> poison, float %v227, i64 0
  %v299 = shufflevector <8 x float> %v298, <8 x float> poison, <8 x i32> zeroinitializer
  %v300 = insertelement <8 x float> poison, float %v229, i64 0
  %v301 = shufflevector <8 x float> %v300, <8 x float> poison, <8 x i32> zeroinitializer
  %v302 = insertelement <8 x float> poison, float %v231, i64 0
  %v303 = shufflevector <8 x float> %v302, <8 x float> poison, <8 x i32> zeroinitializer
  %v304 = insertelement <8 x float> poison, float %v233, i64 0
  %v305 = shufflevector <8 x float> %v304, <8 x float> poison, <8 x i32> zeroinitializer
  %v306 = insertelement <8 x float> poison, float %v235, i64 0
  %v307 = shufflevector <8 x float> %v306, <8 x float> poison, <8 x i32> zeroinitializer
  %v308 = insertelement <8 x float> poison, float %v237, i64 0
  %v309 = shufflevector <8 x float> %v308, <8 x float> poison, <8 x i32> zeroinitializer
  %v310 = insertelement <8 x float> poison, float %v239, i64 0
  %v311 = shufflevector <8 x float> %v310, <8 x float> poison, <8 x i32> zeroinitializer
  %v312 = insertelement <8 x float> poison, float %v241, i64 0
  %v313 = shufflevector <8 x float> %v312, <8 x float> poison, <8 x i32> zeroinitializer
  %v314 = insertelement <8 x float> poison, float %v243, i64 0
  %v315 = shufflevector <8 x float> %v314, <8 x float> poison, <8 x i32> zeroinitializer
  %v316 = insertelement <8 x float> poison, float %v245, i64 0
  %v317 = shufflevector <8 x float> %v316, <8 x float> poison, <8 x i32> zeroinitializer
  %v318 = insertelement <8 x float> poison, float %v247, i64 0
  %v319 = shufflevector <8 x float> %v318, <8 x float> poison, <8 x i32> zeroinitializer
  %v320 = insertelement <8 x float> poison, float %v249, i64 0
  %v321 = shufflevector <8 x float> %v320, <8 x float> poison, <8 x i32> zeroinitializer
  %v322 = insertelement <8 x float> poison, float %v251, i64 0
  %v323 = shufflevector <8 x float> %v322, <8 x float> poison, <8 x i32> zeroinitializer
  %v324 = insertelement <8 x float> poison, float %v253, i64 0
  %v325 = shufflevector <8 x float> %v324, <8 x float> poison, <8 x i32> zeroinitializer
  %v326 = insertelement <8 x float> poison, float %v255, i64 0
  %v327 = shufflevector <8 x float> %v326, <8 x float> poison, <8 x i32> zeroinitializer
  %v328 = insertelement <8 x float> poison, float %v257, i64 0
  %v329 = shufflevector <8 x float> %v328, <8 x float> poison, <8 x i32> zeroinitializer
  %v330 = insertelement <8 x float> poison, float %v259, i64 0
  %v331 = shufflevector <8 x float> %v330, <8 x float> poison, <8 x i32> zeroinitializer
  br label %v332

v333:                                         ; preds = %v182
  ret void

v332:                                         ; preds = %v150, %v334
  %v335 = phi i64 [ 0, %v150 ], [ %v336, %v334 ]
  %v337 = mul nuw nsw i64 %v335, 36
  %v338 = getelementptr inbounds i8, ptr %v186, i64 %v337
  %v339 = mul nuw nsw i64 %v335, 44
  %v340 = getelementptr i8, ptr %v4, i64 %v339
  br label %v341

v341:                                      ; preds = %v341, %v332
  %v342 = phi i64 [ 0, %v332 ], [ %v343, %v341 ]
  %v344 = insertelement <8 x i64> poison, i64 %v342, i64 0
  %v345 = shufflevector <8 x i64> %v344, <8 x i64> poison, <8 x i32> zeroinitializer
  %v346 = or disjoint <8 x i64> %v345, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %v347 = icmp ult <8 x i64> %v346, <i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9>
  %v348 = getelementptr inbounds float, ptr %v338, i64 %v342
  %v349 = getelementptr float, ptr %v340, i64 %v342
  %v350 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v349, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v351 = fmul contract <8 x float> %v350, %v261
  %v352 = fadd contract <8 x float> %v351, zeroinitializer
  %v353 = getelementptr i8, ptr %v349, i64 4
  %v354 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v353, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v355 = fmul contract <8 x float> %v354, %v263
  %v356 = fadd contract <8 x float> %v352, %v355
  %v357 = getelementptr i8, ptr %v349, i64 8
  %v358 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v357, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v359 = fmul contract <8 x float> %v358, %v265
  %v360 = fadd contract <8 x float> %v356, %v359
  %v361 = getelementptr i8, ptr %v349, i64 44
  %v362 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v361, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v363 = fmul contract <8 x float> %v362, %v267
  %v364 = fadd contract <8 x float> %v360, %v363
  %v365 = getelementptr i8, ptr %v349, i64 48
  %v366 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v365, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v367 = fmul contract <8 x float> %v366, %v269
  %v368 = fadd contract <8 x float> %v364, %v367
  %v369 = getelementptr i8, ptr %v349, i64 52
  %v370 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v369, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v371 = fmul contract <8 x float> %v370, %v271
  %v372 = fadd contract <8 x float> %v368, %v371
  %v373 = getelementptr i8, ptr %v349, i64 88
  %v374 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v373, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v375 = fmul contract <8 x float> %v374, %v273
  %v376 = fadd contract <8 x float> %v372, %v375
  %v377 = getelementptr i8, ptr %v349, i64 92
  %v378 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v377, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v379 = fmul contract <8 x float> %v378, %v275
  %v380 = fadd contract <8 x float> %v376, %v379
  %v381 = getelementptr i8, ptr %v349, i64 96
  %v382 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v381, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v383 = fmul contract <8 x float> %v382, %v277
  %v384 = fadd contract <8 x float> %v380, %v383
  %v385 = getelementptr i8, ptr %v349, i64 484
  %v386 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v385, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v387 = fmul contract <8 x float> %v386, %v279
  %v388 = fadd contract <8 x float> %v384, %v387
  %v389 = getelementptr i8, ptr %v349, i64 488
  %v390 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v389, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v391 = fmul contract <8 x float> %v390, %v281
  %v392 = fadd contract <8 x float> %v388, %v391
  %v393 = getelementptr i8, ptr %v349, i64 492
  %v394 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v393, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v395 = fmul contract <8 x float> %v394, %v283
  %v396 = fadd contract <8 x float> %v392, %v395
  %v397 = getelementptr i8, ptr %v349, i64 528
  %v398 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v397, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v399 = fmul contract <8 x float> %v398, %v285
  %v400 = fadd contract <8 x float> %v396, %v399
  %v401 = getelementptr i8, ptr %v349, i64 532
  %v402 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v401, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v403 = fmul contract <8 x float> %v402, %v287
  %v404 = fadd contract <8 x float> %v400, %v403
  %v405 = getelementptr i8, ptr %v349, i64 536
  %v406 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v405, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v407 = fmul contract <8 x float> %v406, %v289
  %v408 = fadd contract <8 x float> %v404, %v407
  %v409 = getelementptr i8, ptr %v349, i64 572
  %v410 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v409, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v411 = fmul contract <8 x float> %v410, %v291
  %v412 = fadd contract <8 x float> %v408, %v411
  %v413 = getelementptr i8, ptr %v349, i64 576
  %v414 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v413, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v415 = fmul contract <8 x float> %v414, %v293
  %v416 = fadd contract <8 x float> %v412, %v415
  %v417 = getelementptr i8, ptr %v349, i64 580
  %v418 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v417, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v419 = fmul contract <8 x float> %v418, %v295
  %v420 = fadd contract <8 x float> %v416, %v419
  %v421 = getelementptr i8, ptr %v349, i64 968
  %v422 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v421, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v423 = fmul contract <8 x float> %v422, %v297
  %v424 = fadd contract <8 x float> %v420, %v423
  %v425 = getelementptr i8, ptr %v349, i64 972
  %v426 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v425, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v427 = fmul contract <8 x float> %v426, %v299
  %v428 = fadd contract <8 x float> %v424, %v427
  %v429 = getelementptr i8, ptr %v349, i64 976
  %v430 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v429, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v431 = fmul contract <8 x float> %v430, %v301
  %v432 = fadd contract <8 x float> %v428, %v431
  %v433 = getelementptr i8, ptr %v349, i64 1012
  %v434 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v433, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v435 = fmul contract <8 x float> %v434, %v303
  %v436 = fadd contract <8 x float> %v432, %v435
  %v437 = getelementptr i8, ptr %v349, i64 1016
  %v438 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v437, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v439 = fmul contract <8 x float> %v438, %v305
  %v440 = fadd contract <8 x float> %v436, %v439
  %v441 = getelementptr i8, ptr %v349, i64 1020
  %v442 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v441, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v443 = fmul contract <8 x float> %v442, %v307
  %v444 = fadd contract <8 x float> %v440, %v443
  %v445 = getelementptr i8, ptr %v349, i64 1056
  %v446 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v445, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v447 = fmul contract <8 x float> %v446, %v309
  %v448 = fadd contract <8 x float> %v444, %v447
  %v449 = getelementptr i8, ptr %v349, i64 1060
  %v450 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v449, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v451 = fmul contract <8 x float> %v450, %v311
  %v452 = fadd contract <8 x float> %v448, %v451
  %v453 = getelementptr i8, ptr %v349, i64 1064
  %v454 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v453, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v455 = fmul contract <8 x float> %v454, %v313
  %v456 = fadd contract <8 x float> %v452, %v455
  %v457 = getelementptr i8, ptr %v349, i64 1452
  %v458 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v457, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v459 = fmul contract <8 x float> %v458, %v315
  %v460 = fadd contract <8 x float> %v456, %v459
  %v461 = getelementptr i8, ptr %v349, i64 1456
  %v462 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v461, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v463 = fmul contract <8 x float> %v462, %v317
  %v464 = fadd contract <8 x float> %v460, %v463
  %v465 = getelementptr i8, ptr %v349, i64 1460
  %v466 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v465, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v467 = fmul contract <8 x float> %v466, %v319
  %v468 = fadd contract <8 x float> %v464, %v467
  %v469 = getelementptr i8, ptr %v349, i64 1496
  %v470 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v469, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v471 = fmul contract <8 x float> %v470, %v321
  %v472 = fadd contract <8 x float> %v468, %v471
  %v473 = getelementptr i8, ptr %v349, i64 1500
  %v474 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v473, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v475 = fmul contract <8 x float> %v474, %v323
  %v476 = fadd contract <8 x float> %v472, %v475
  %v477 = getelementptr i8, ptr %v349, i64 1504
  %v478 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v477, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v479 = fmul contract <8 x float> %v478, %v325
  %v480 = fadd contract <8 x float> %v476, %v479
  %v481 = getelementptr i8, ptr %v349, i64 1540
  %v482 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v481, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v483 = fmul contract <8 x float> %v482, %v327
  %v484 = fadd contract <8 x float> %v480, %v483
  %v485 = getelementptr i8, ptr %v349, i64 1544
  %v486 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v485, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v487 = fmul contract <8 x float> %v486, %v329
  %v488 = fadd contract <8 x float> %v484, %v487
  %v489 = getelementptr i8, ptr %v349, i64 1548
  %v490 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v489, i32 4, <8 x i1> %v347, <8 x float> poison)
  %v491 = fmul contract <8 x float> %v490, %v331
  %v492 = fadd contract <8 x float> %v488, %v491
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v492, ptr %v348, i32 4, <8 x i1> %v347)
  %v343 = add i64 %v342, 8
  %v493 = icmp eq i64 %v343, 16
  br i1 %v493, label %v334, label %v341, !llvm.loop !5

v182:                                         ; preds = %v334
  %v184 = add nuw nsw i64 %v183, 1
  %v494 = icmp eq i64 %v184, 6
  br i1 %v494, label %v333, label %v150

v334:                                         ; preds = %v341
  %v336 = add nuw nsw i64 %v335, 1
  %v495 = icmp eq i64 %v336, 9
  br i1 %v495, label %v182, label %v332
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define void @ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1_packed(ptr nocapture readonly %v0) local_unnamed_addr #1 {
v1:
  %v2 = load ptr, ptr %v0, align 8
  %v3 = getelementptr inbounds i8, ptr %v0, i64 8
  %v4 = load ptr, ptr %v3, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 16
  %v6 = load ptr, ptr %v5, align 8
  tail call void @ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1(ptr %v2, ptr %v4, ptr %v6)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr nocapture, i32 immarg, <8 x i1>) #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.peeled.count", i32 1}
!2 = distinct !{!2, !1}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.isvectorized", i32 1}
!7 = !{!"llvm.loop.unroll.runtime.disable"}
