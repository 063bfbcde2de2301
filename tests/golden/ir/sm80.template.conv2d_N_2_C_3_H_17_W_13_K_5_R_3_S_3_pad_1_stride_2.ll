; conv2d:N=2,C=3,H=17,W=13,K=5,R=3,S=3,stride=2,pad=1,dilation=1,layout=nchw,kblock=0,bias=0,residual=0,act=none,dtype=f32 on cuda -arch=sm_80, schedule template
; ModuleID = 'ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1'
source_filename = "ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared = internal unnamed_addr addrspace(3) global [315 x float] undef, align 64
@ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared = internal unnamed_addr addrspace(3) global [135 x float] undef, align 64

; Function Attrs: norecurse nounwind
define ptx_kernel void @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1(ptr noalias nocapture readonly %v0, ptr noalias nocapture readonly %v1, ptr noalias nocapture writeonly %v2) local_unnamed_addr #0 {
v3:
  %v4 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %v5 = zext nneg i32 %v4 to i64
  %v6 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v7 = zext nneg i32 %v6 to i64
  %v8 = tail call range(i32 0, 36) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %v9 = zext nneg i32 %v8 to i64
  %v10 = tail call range(i32 0, 36) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v11 = zext nneg i32 %v10 to i64
  %v12 = and i64 %v11, 3
  %v13 = shl nuw nsw i64 %v9, 1
  %v14 = or disjoint i64 %v13, 1
  tail call void @llvm.nvvm.barrier0()
  %v15 = mul nuw nsw i64 %v9, 12
  %v16 = add nuw nsw i64 %v15, %v11
  %v17 = mul nuw nsw i64 %v7, 6
  %v18 = add nsw i64 %v17, -1
  %v19 = mul nuw nsw i64 %v5, 2652
  %v20 = getelementptr i8, ptr %v0, i64 %v19
  %v21 = mul nuw nsw i64 %v7, 312
  %v22 = getelementptr i8, ptr %v20, i64 %v21
  br label %v23

v23:             ; preds = %v3, %v24
  %v25 = phi i64 [ 0, %v3 ], [ %v26, %v24 ]
  %v27 = icmp ult i64 %v25, 8
  %v28 = mul nuw nsw i64 %v25, 36
  %v29 = add nuw nsw i64 %v16, %v28
  %v30 = freeze i64 %v29
  br i1 %v27, label %v31, label %v32

v33:             ; preds = %v24
  %v34 = icmp eq i64 %v12, 3
  tail call void @llvm.nvvm.barrier0()
  %v35 = shl nuw nsw i64 %v9, 2
  %v36 = udiv i64 %v11, 3
  %v37 = add nuw nsw i64 %v35, %v36
  %v38 = udiv i64 %v37, 3
  %v39 = mul i64 %v36, 3
  %v40 = sub i64 %v11, %v39
  %v41 = mul i64 %v38, 3
  %v42 = sub i64 %v37, %v41
  %v43 = mul nuw nsw i64 %v42, 3
  %v44 = add nuw nsw i64 %v43, %v40
  %v45 = udiv i64 %v37, 9
  %v46 = mul nuw nsw i64 %v45, 27
  %v47 = urem i64 %v38, 3
  %v48 = mul nuw nsw i64 %v47, 9
  %v49 = add nuw nsw i64 %v44, %v46
  %v50 = add nuw nsw i64 %v49, %v48
  %v51 = getelementptr inbounds float, ptr %v1, i64 %v50
  %v52 = load float, ptr %v51, align 4
  %v53 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared to ptr), i64 %v50
  store float %v52, ptr %v53, align 4
  %v54 = add nuw nsw i64 %v38, 4
  %v55 = udiv i64 %v54, 3
  %v56 = mul nuw nsw i64 %v55, 27
  %v57 = mul i64 %v55, 3
  %v58 = sub i64 %v54, %v57
  %v59 = mul nuw nsw i64 %v58, 9
  %v60 = add nuw nsw i64 %v44, %v56
  %v61 = add nuw nsw i64 %v60, %v59
  %v62 = getelementptr inbounds float, ptr %v1, i64 %v61
  %v63 = load float, ptr %v62, align 4
  %v64 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared to ptr), i64 %v61
  store float %v63, ptr %v64, align 4
  %v65 = add nuw nsw i64 %v38, 8
  %v66 = udiv i64 %v65, 3
  %v67 = mul nuw nsw i64 %v66, 27
  %v68 = mul i64 %v66, 3
  %v69 = sub i64 %v65, %v68
  %v70 = mul nuw nsw i64 %v69, 9
  %v71 = add nuw nsw i64 %v44, %v67
  %v72 = add nuw nsw i64 %v71, %v70
  %v73 = getelementptr inbounds float, ptr %v1, i64 %v72
  %v74 = load float, ptr %v73, align 4
  %v75 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared to ptr), i64 %v72
  store float %v74, ptr %v75, align 4
  %v76 = icmp ult i64 %v16, 27
  br i1 %v76, label %v77, label %v78

v31:                                         ; preds = %v23
  %v79 = udiv i64 %v30, 15
  %v80 = urem i64 %v79, 7
  %v81 = add nsw i64 %v18, %v80
  %v82 = icmp ult i64 %v81, 17
  %v83 = mul i64 %v79, 15
  %v84 = sub i64 %v30, %v83
  %v85 = add nsw i64 %v84, -1
  %v86 = icmp ult i64 %v85, 13
  %v87 = and i1 %v86, %v82
  br i1 %v87, label %v88, label %v89

v24:                                         ; preds = %v32, %v90, %v89
  %v26 = add nuw nsw i64 %v25, 1
  %v91 = icmp eq i64 %v26, 9
  br i1 %v91, label %v33, label %v23

v32:                                          ; preds = %v23
  %v92 = icmp ult i64 %v30, 315
  %v93 = udiv i64 %v30, 315
  %v94 = add nuw nsw i64 %v93, %v5
  %v95 = icmp ult i64 %v94, 2
  %v96 = and i1 %v92, %v95
  br i1 %v96, label %v97, label %v24

v88:                                         ; preds = %v31
  %v98 = udiv i64 %v30, 105
  %v99 = mul nuw nsw i64 %v98, 884
  %v100 = getelementptr i8, ptr %v22, i64 %v99
  %v101 = getelementptr float, ptr %v100, i64 %v84
  %v102 = mul nuw nsw i64 %v80, 52
  %v103 = getelementptr i8, ptr %v101, i64 %v102
  %v104 = getelementptr i8, ptr %v103, i64 -56
  %v105 = load float, ptr %v104, align 4
  br label %v89

v89:                                         ; preds = %v31, %v88
  %v106 = phi contract float [ %v105, %v88 ], [ 0.000000e+00, %v31 ]
  %v107 = urem i64 %v30, 105
  %v108 = sub nuw i64 %v30, %v107
  %v109 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared to ptr), i64 %v108
  %v110 = getelementptr float, ptr %v109, i64 %v84
  %v111 = mul nuw nsw i64 %v80, 60
  %v112 = getelementptr i8, ptr %v110, i64 %v111
  store float %v106, ptr %v112, align 4
  br label %v24

v97:                                        ; preds = %v32
  %v113 = trunc nuw i64 %v30 to i16
  %v114 = udiv i16 %v113, 15
  %v115 = trunc nuw i16 %v114 to i8
  %v116 = urem i8 %v115, 7
  %v117 = zext nneg i8 %v116 to i64
  %v118 = add nsw i64 %v18, %v117
  %v119 = icmp ult i64 %v118, 17
  %v120 = mul i16 %v114, 15
  %v121 = sub i16 %v113, %v120
  %v122 = zext nneg i16 %v121 to i64
  %v123 = add nsw i64 %v122, -1
  %v124 = icmp ult i64 %v123, 13
  %v125 = and i1 %v124, %v119
  br i1 %v125, label %v126, label %v90

v126:                                       ; preds = %v97
  %v127 = mul nuw nsw i64 %v93, 2652
  %v128 = getelementptr inbounds i8, ptr %v22, i64 %v127
  %v129 = getelementptr inbounds float, ptr %v128, i64 %v122
  %v130 = mul nuw nsw i64 %v117, 52
  %v131 = getelementptr inbounds i8, ptr %v129, i64 %v130
  %v132 = getelementptr inbounds i8, ptr %v131, i64 1712
  %v133 = load float, ptr %v132, align 4
  br label %v90

v90:                                       ; preds = %v97, %v126
  %v134 = phi contract float [ %v133, %v126 ], [ 0.000000e+00, %v97 ]
  %v135 = mul nuw nsw i64 %v93, 1260
  %v136 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared to ptr), i64 %v135
  %v137 = getelementptr inbounds float, ptr %v136, i64 %v122
  %v138 = mul nuw nsw i64 %v117, 60
  %v139 = getelementptr inbounds i8, ptr %v137, i64 %v138
  %v140 = getelementptr inbounds i8, ptr %v139, i64 840
  store float %v134, ptr %v140, align 4
  br label %v24

v77:                                      ; preds = %v33
  %v141 = add nuw nsw i64 %v38, 12
  %v142 = udiv i64 %v141, 3
  %v143 = mul nuw nsw i64 %v142, 27
  %v144 = mul i64 %v142, 3
  %v145 = sub i64 %v141, %v144
  %v146 = mul nuw nsw i64 %v145, 9
  %v147 = add nuw nsw i64 %v44, %v143
  %v148 = add nuw nsw i64 %v147, %v146
  %v149 = getelementptr inbounds float, ptr %v1, i64 %v148
  %v150 = load float, ptr %v149, align 4
  %v151 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared to ptr), i64 %v148
  store float %v150, ptr %v151, align 4
  br label %v78

v78:                                      ; preds = %v77, %v33
  %v152 = icmp ult i64 %v14, 5
  tail call void @llvm.nvvm.barrier0()
  %v153 = lshr i64 %v11, 2
  %v154 = mul nuw nsw i64 %v153, 120
  %v155 = getelementptr i8, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared to ptr), i64 %v154
  %v156 = shl nuw nsw i64 %v12, 4
  %v157 = getelementptr i8, ptr %v155, i64 %v156
  %v158 = mul nuw nsw i64 %v9, 216
  %v159 = getelementptr i8, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared to ptr), i64 %v158
  br label %v160

v160:                                    ; preds = %v78, %v161
  %v162 = phi float [ 0.000000e+00, %v78 ], [ %v163, %v161 ]
  %v164 = phi float [ 0.000000e+00, %v78 ], [ %v165, %v161 ]
  %v166 = phi float [ 0.000000e+00, %v78 ], [ %v167, %v161 ]
  %v168 = phi float [ 0.000000e+00, %v78 ], [ %v169, %v161 ]
  %v170 = phi i64 [ 0, %v78 ], [ %v171, %v161 ]
  %v172 = mul nuw nsw i64 %v170, 420
  %v173 = getelementptr i8, ptr %v157, i64 %v172
  %v174 = mul nuw nsw i64 %v170, 36
  %v175 = getelementptr i8, ptr %v159, i64 %v174
  %v176 = load float, ptr %v173, align 4
  %v177 = load float, ptr %v175, align 4
  %v178 = fmul contract float %v176, %v177
  %v179 = fadd contract float %v168, %v178
  br i1 %v34, label %v180, label %v181

v182:                                    ; preds = %v161
  %v183 = mul nuw nsw i64 %v5, 1260
  %v184 = getelementptr inbounds i8, ptr %v2, i64 %v183
  %v185 = mul nuw nsw i64 %v9, 504
  %v186 = getelementptr inbounds i8, ptr %v184, i64 %v185
  %v187 = mul nuw nsw i64 %v7, 84
  %v188 = getelementptr inbounds i8, ptr %v186, i64 %v187
  %v189 = mul nuw nsw i64 %v153, 28
  %v190 = getelementptr inbounds i8, ptr %v188, i64 %v189
  %v191 = shl nuw nsw i64 %v12, 3
  %v192 = getelementptr inbounds i8, ptr %v190, i64 %v191
  store float %v169, ptr %v192, align 4
  br i1 %v34, label %v193, label %v194

v181:                                        ; preds = %v160
  %v195 = getelementptr inbounds i8, ptr %v173, i64 8
  %v196 = load float, ptr %v195, align 4
  %v197 = fmul contract float %v177, %v196
  %v198 = fadd contract float %v166, %v197
  br label %v180

v180:                                        ; preds = %v181, %v160
  %v199 = phi float [ %v166, %v160 ], [ %v198, %v181 ]
  br i1 %v152, label %v200, label %v201

v200:                                        ; preds = %v180
  %v202 = getelementptr inbounds i8, ptr %v175, i64 108
  %v203 = load float, ptr %v202, align 4
  %v204 = fmul contract float %v176, %v203
  %v205 = fadd contract float %v164, %v204
  br i1 %v34, label %v201, label %v206

v201:                                        ; preds = %v200, %v206, %v180
  %v207 = phi float [ %v162, %v200 ], [ %v208, %v206 ], [ %v162, %v180 ]
  %v209 = phi float [ %v205, %v200 ], [ %v205, %v206 ], [ %v164, %v180 ]
  %v210 = getelementptr i8, ptr %v173, i64 4
  %v211 = load float, ptr %v210, align 4
  %v212 = getelementptr i8, ptr %v175, i64 4
  %v213 = load float, ptr %v212, align 4
  %v214 = fmul contract float %v211, %v213
  %v215 = fadd contract float %v179, %v214
  br i1 %v34, label %v216, label %v217

v217:                                      ; preds = %v201
  %v218 = getelementptr i8, ptr %v173, i64 12
  %v219 = load float, ptr %v218, align 4
  %v220 = fmul contract float %v213, %v219
  %v221 = fadd contract float %v199, %v220
  br label %v216

v216:                                      ; preds = %v217, %v201
  %v222 = phi float [ %v199, %v201 ], [ %v221, %v217 ]
  br i1 %v152, label %v223, label %v224

v223:                                      ; preds = %v216
  %v225 = getelementptr i8, ptr %v175, i64 112
  %v226 = load float, ptr %v225, align 4
  %v227 = fmul contract float %v211, %v226
  %v228 = fadd contract float %v209, %v227
  br i1 %v34, label %v224, label %v229

v229:                                      ; preds = %v223
  %v230 = getelementptr i8, ptr %v173, i64 12
  %v231 = load float, ptr %v230, align 4
  %v232 = fmul contract float %v226, %v231
  %v233 = fadd contract float %v207, %v232
  br label %v224

v224:                                      ; preds = %v229, %v223, %v216
  %v234 = phi float [ %v207, %v223 ], [ %v233, %v229 ], [ %v207, %v216 ]
  %v235 = phi float [ %v228, %v223 ], [ %v228, %v229 ], [ %v209, %v216 ]
  %v236 = getelementptr i8, ptr %v173, i64 8
  %v237 = load float, ptr %v236, align 4
  %v238 = getelementptr i8, ptr %v175, i64 8
  %v239 = load float, ptr %v238, align 4
  %v240 = fmul contract float %v237, %v239
  %v241 = fadd contract float %v215, %v240
  br i1 %v34, label %v242, label %v243

v243:                                      ; preds = %v224
  %v244 = getelementptr i8, ptr %v173, i64 16
  %v245 = load float, ptr %v244, align 4
  %v246 = fmul contract float %v239, %v245
  %v247 = fadd contract float %v222, %v246
  br label %v242

v242:                                      ; preds = %v243, %v224
  %v248 = phi float [ %v222, %v224 ], [ %v247, %v243 ]
  br i1 %v152, label %v249, label %v250

v249:                                      ; preds = %v242
  %v251 = getelementptr i8, ptr %v175, i64 116
  %v252 = load float, ptr %v251, align 4
  %v253 = fmul contract float %v237, %v252
  %v254 = fadd contract float %v235, %v253
  br i1 %v34, label %v250, label %v255

v255:                                      ; preds = %v249
  %v256 = getelementptr i8, ptr %v173, i64 16
  %v257 = load float, ptr %v256, align 4
  %v258 = fmul contract float %v252, %v257
  %v259 = fadd contract float %v234, %v258
  br label %v250

v250:                                      ; preds = %v255, %v249, %v242
  %v260 = phi float [ %v234, %v249 ], [ %v259, %v255 ], [ %v234, %v242 ]
  %v261 = phi float [ %v254, %v249 ], [ %v254, %v255 ], [ %v235, %v242 ]
  %v262 = getelementptr i8, ptr %v173, i64 60
  %v263 = getelementptr i8, ptr %v175, i64 12
  %v264 = load float, ptr %v262, align 4
  %v265 = load float, ptr %v263, align 4
  %v266 = fmul contract float %v264, %v265
  %v267 = fadd contract float %v241, %v266
  br i1 %v34, label %v268, label %v269

v269:                                   ; preds = %v250
  %v270 = getelementptr i8, ptr %v173, i64 68
  %v271 = load float, ptr %v270, align 4
  %v272 = fmul contract float %v265, %v271
  %v273 = fadd contract float %v248, %v272
  br label %v268

v268:                                   ; preds = %v269, %v250
  %v274 = phi float [ %v248, %v250 ], [ %v273, %v269 ]
  br i1 %v152, label %v275, label %v276

v275:                                   ; preds = %v268
  %v277 = getelementptr i8, ptr %v175, i64 120
  %v278 = load float, ptr %v277, align 4
  %v279 = fmul contract float %v264, %v278
  %v280 = fadd contract float %v261, %v279
  br i1 %v34, label %v276, label %v281

v281:                                   ; preds = %v275
  %v282 = getelementptr i8, ptr %v173, i64 68
  %v283 = load float, ptr %v282, align 4
  %v284 = fmul contract float %v278, %v283
  %v285 = fadd contract float %v260, %v284
  br label %v276

v276:                                   ; preds = %v281, %v275, %v268
  %v286 = phi float [ %v260, %v275 ], [ %v285, %v281 ], [ %v260, %v268 ]
  %v287 = phi float [ %v280, %v275 ], [ %v280, %v281 ], [ %v261, %v268 ]
  %v288 = getelementptr i8, ptr %v173, i64 64
  %v289 = load float, ptr %v288, align 4
  %v290 = getelementptr i8, ptr %v175, i64 16
  %v291 = load float, ptr %v290, align 4
  %v292 = fmul contract float %v289, %v291
  %v293 = fadd contract float %v267, %v292
  br i1 %v34, label %v294, label %v295

v295:                                    ; preds = %v276
  %v296 = getelementptr i8, ptr %v173, i64 72
  %v297 = load float, ptr %v296, align 4
  %v298 = fmul contract float %v291, %v297
  %v299 = fadd contract float %v274, %v298
  br label %v294

v294:                                    ; preds = %v295, %v276
  %v300 = phi float [ %v274, %v276 ], [ %v299, %v295 ]
  br i1 %v152, label %v301, label %v302

v301:                                    ; preds = %v294
  %v303 = getelementptr i8, ptr %v175, i64 124
  %v304 = load float, ptr %v303, align 4
  %v305 = fmul contract float %v289, %v304
  %v306 = fadd contract float %v287, %v305
  br i1 %v34, label %v302, label %v307

v307:                                    ; preds = %v301
  %v308 = getelementptr i8, ptr %v173, i64 72
  %v309 = load float, ptr %v308, align 4
  %v310 = fmul contract float %v304, %v309
  %v311 = fadd contract float %v286, %v310
  br label %v302

v302:                                    ; preds = %v307, %v301, %v294
  %v312 = phi float [ %v286, %v301 ], [ %v311, %v307 ], [ %v286, %v294 ]
  %v313 = phi float [ %v306, %v301 ], [ %v306, %v307 ], [ %v287, %v294 ]
  %v314 = getelementptr i8, ptr %v173, i64 68
  %v315 = load float, ptr %v314, align 4
  %v316 = getelementptr i8, ptr %v175, i64 20
  %v317 = load float, ptr %v316, align 4
  %v318 = fmul contract float %v315, %v317
  %v319 = fadd contract float %v293, %v318
  br i1 %v34, label %v320, label %v321

v321:                                    ; preds = %v302
  %v322 = getelementptr i8, ptr %v173, i64 76
  %v323 = load float, ptr %v322, align 4
  %v324 = fmul contract float %v317, %v323
  %v325 = fadd contract float %v300, %v324
  br label %v320

v320:                                    ; preds = %v321, %v302
  %v326 = phi float [ %v300, %v302 ], [ %v325, %v321 ]
  br i1 %v152, label %v327, label %v328

v327:                                    ; preds = %v320
  %v329 = getelementptr i8, ptr %v175, i64 128
  %v330 = load float, ptr %v329, align 4
  %v331 = fmul contract float %v315, %v330
  %v332 = fadd contract float %v313, %v331
  br i1 %v34, label %v328, label %v333

v333:                                    ; preds = %v327
  %v334 = getelementptr i8, ptr %v173, i64 76
  %v335 = load float, ptr %v334, align 4
  %v336 = fmul contract float %v330, %v335
  %v337 = fadd contract float %v312, %v336
  br label %v328

v328:                                    ; preds = %v333, %v327, %v320
  %v338 = phi float [ %v312, %v327 ], [ %v337, %v333 ], [ %v312, %v320 ]
  %v339 = phi float [ %v332, %v327 ], [ %v332, %v333 ], [ %v313, %v320 ]
  %v340 = getelementptr i8, ptr %v173, i64 120
  %v341 = getelementptr i8, ptr %v175, i64 24
  %v342 = load float, ptr %v340, align 4
  %v343 = load float, ptr %v341, align 4
  %v344 = fmul contract float %v342, %v343
  %v345 = fadd contract float %v319, %v344
  br i1 %v34, label %v346, label %v347

v347:                                   ; preds = %v328
  %v348 = getelementptr i8, ptr %v173, i64 128
  %v349 = load float, ptr %v348, align 4
  %v350 = fmul contract float %v343, %v349
  %v351 = fadd contract float %v326, %v350
  br label %v346

v346:                                   ; preds = %v347, %v328
  %v352 = phi float [ %v326, %v328 ], [ %v351, %v347 ]
  br i1 %v152, label %v353, label %v354

v353:                                   ; preds = %v346
  %v355 = getelementptr i8, ptr %v175, i64 132
  %v356 = load float, ptr %v355, align 4
  %v357 = fmul contract float %v342, %v356
  %v358 = fadd contract float %v339, %v357
  br i1 %v34, label %v354, label %v359

v359:                                   ; preds = %v353
  %v360 = getelementptr i8, ptr %v173, i64 128
  %v361 = load float, ptr %v360, align 4
  %v362 = fmul contract float %v356, %v361
  %v363 = fadd contract float %v338, %v362
  br label %v354

v354:                                   ; preds = %v359, %v353, %v346
  %v364 = phi float [ %v338, %v353 ], [ %v363, %v359 ], [ %v338, %v346 ]
  %v365 = phi float [ %v358, %v353 ], [ %v358, %v359 ], [ %v339, %v346 ]
  %v366 = getelementptr i8, ptr %v173, i64 124
  %v367 = load float, ptr %v366, align 4
  %v368 = getelementptr i8, ptr %v175, i64 28
  %v369 = load float, ptr %v368, align 4
  %v370 = fmul contract float %v367, %v369
  %v371 = fadd contract float %v345, %v370
  br i1 %v34, label %v372, label %v373

v373:                                    ; preds = %v354
  %v374 = getelementptr i8, ptr %v173, i64 132
  %v375 = load float, ptr %v374, align 4
  %v376 = fmul contract float %v369, %v375
  %v377 = fadd contract float %v352, %v376
  br label %v372

v372:                                    ; preds = %v373, %v354
  %v378 = phi float [ %v352, %v354 ], [ %v377, %v373 ]
  br i1 %v152, label %v379, label %v380

v379:                                    ; preds = %v372
  %v381 = getelementptr i8, ptr %v175, i64 136
  %v382 = load float, ptr %v381, align 4
  %v383 = fmul contract float %v367, %v382
  %v384 = fadd contract float %v365, %v383
  br i1 %v34, label %v380, label %v385

v385:                                    ; preds = %v379
  %v386 = getelementptr i8, ptr %v173, i64 132
  %v387 = load float, ptr %v386, align 4
  %v388 = fmul contract float %v382, %v387
  %v389 = fadd contract float %v364, %v388
  br label %v380

v380:                                    ; preds = %v385, %v379, %v372
  %v390 = phi float [ %v364, %v379 ], [ %v389, %v385 ], [ %v364, %v372 ]
  %v391 = phi float [ %v384, %v379 ], [ %v384, %v385 ], [ %v365, %v372 ]
  %v392 = getelementptr i8, ptr %v173, i64 128
  %v393 = load float, ptr %v392, align 4
  %v394 = getelementptr i8, ptr %v175, i64 32
  %v395 = load float, ptr %v394, align 4
  %v396 = fmul contract float %v393, %v395
  %v169 = fadd contract float %v371, %v396
  br i1 %v34, label %v397, label %v398

v398:                                    ; preds = %v380
  %v399 = getelementptr i8, ptr %v173, i64 136
  %v400 = load float, ptr %v399, align 4
  %v401 = fmul contract float %v395, %v400
  %v402 = fadd contract float %v378, %v401
  br label %v397

v397:                                    ; preds = %v398, %v380
  %v167 = phi float [ %v378, %v380 ], [ %v402, %v398 ]
  br i1 %v152, label %v403, label %v161

v403:                                    ; preds = %v397
  %v404 = getelementptr i8, ptr %v175, i64 140
  %v405 = load float, ptr %v404, align 4
  %v406 = fmul contract float %v393, %v405
  %v407 = fadd contract float %v391, %v406
  br i1 %v34, label %v161, label %v408

v408:                                    ; preds = %v403
  %v409 = getelementptr i8, ptr %v173, i64 136
  %v410 = load float, ptr %v409, align 4
  %v411 = fmul contract float %v405, %v410
  %v412 = fadd contract float %v390, %v411
  br label %v161

v161:                                    ; preds = %v408, %v403, %v397
  %v163 = phi float [ %v390, %v403 ], [ %v412, %v408 ], [ %v390, %v397 ]
  %v165 = phi float [ %v407, %v403 ], [ %v407, %v408 ], [ %v391, %v397 ]
  %v171 = add nuw nsw i64 %v170, 1
  %v413 = icmp eq i64 %v171, 3
  br i1 %v413, label %v182, label %v160

v206:                                        ; preds = %v200
  %v414 = getelementptr inbounds i8, ptr %v173, i64 8
  %v415 = load float, ptr %v414, align 4
  %v416 = fmul contract float %v203, %v415
  %v208 = fadd contract float %v162, %v416
  br label %v201

v194:                                        ; preds = %v182
  %v417 = getelementptr inbounds i8, ptr %v192, i64 4
  store float %v167, ptr %v417, align 4
  br label %v193

v193:                                        ; preds = %v194, %v182
  br i1 %v152, label %v418, label %v419

v418:                                        ; preds = %v193
  %v420 = getelementptr inbounds i8, ptr %v192, i64 252
  store float %v165, ptr %v420, align 4
  br i1 %v34, label %v419, label %v421

v419:                                        ; preds = %v418, %v421, %v193
  ret void

v421:                                        ; preds = %v418
  %v422 = getelementptr inbounds i8, ptr %v192, i64 256
  store float %v163, ptr %v422, align 4
  br label %v419
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

attributes #0 = { norecurse nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1, !"kernel", i32 1}
!1 = !{ptr @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1, !"maxntidx", i32 36}
