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
  %v35 = getelementptr inbounds float, ptr %v1, i64 %v16
  %v36 = load float, ptr %v35, align 4
  %v37 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared to ptr), i64 %v16
  store float %v36, ptr %v37, align 4
  %v38 = add nuw nsw i64 %v16, 36
  %v39 = getelementptr inbounds float, ptr %v1, i64 %v38
  %v40 = load float, ptr %v39, align 4
  %v41 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared to ptr), i64 %v38
  store float %v40, ptr %v41, align 4
  %v42 = add nuw nsw i64 %v16, 72
  %v43 = getelementptr inbounds float, ptr %v1, i64 %v42
  %v44 = load float, ptr %v43, align 4
  %v45 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared to ptr), i64 %v42
  store float %v44, ptr %v45, align 4
  %v46 = icmp ult i64 %v16, 27
  br i1 %v46, label %v47, label %v48

v31:                                         ; preds = %v23
  %v49 = udiv i64 %v30, 15
  %v50 = urem i64 %v49, 7
  %v51 = add nsw i64 %v18, %v50
  %v52 = icmp ult i64 %v51, 17
  %v53 = mul i64 %v49, 15
  %v54 = sub i64 %v30, %v53
  %v55 = add nsw i64 %v54, -1
  %v56 = icmp ult i64 %v55, 13
  %v57 = and i1 %v56, %v52
  br i1 %v57, label %v58, label %v59

v24:                                         ; preds = %v32, %v60, %v59
  %v26 = add nuw nsw i64 %v25, 1
  %v61 = icmp eq i64 %v26, 9
  br i1 %v61, label %v33, label %v23

v32:                                          ; preds = %v23
  %v62 = icmp ult i64 %v30, 315
  %v63 = udiv i64 %v30, 315
  %v64 = add nuw nsw i64 %v63, %v5
  %v65 = icmp ult i64 %v64, 2
  %v66 = and i1 %v62, %v65
  br i1 %v66, label %v67, label %v24

v58:                                         ; preds = %v31
  %v68 = udiv i64 %v30, 105
  %v69 = mul nuw nsw i64 %v68, 884
  %v70 = getelementptr i8, ptr %v22, i64 %v69
  %v71 = getelementptr float, ptr %v70, i64 %v54
  %v72 = mul nuw nsw i64 %v50, 52
  %v73 = getelementptr i8, ptr %v71, i64 %v72
  %v74 = getelementptr i8, ptr %v73, i64 -56
  %v75 = load float, ptr %v74, align 4
  br label %v59

v59:                                         ; preds = %v31, %v58
  %v76 = phi contract float [ %v75, %v58 ], [ 0.000000e+00, %v31 ]
  %v77 = urem i64 %v30, 105
  %v78 = sub nuw i64 %v30, %v77
  %v79 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared to ptr), i64 %v78
  %v80 = getelementptr float, ptr %v79, i64 %v54
  %v81 = mul nuw nsw i64 %v50, 60
  %v82 = getelementptr i8, ptr %v80, i64 %v81
  store float %v76, ptr %v82, align 4
  br label %v24

v67:                                        ; preds = %v32
  %v83 = trunc nuw i64 %v30 to i16
  %v84 = udiv i16 %v83, 15
  %v85 = trunc nuw i16 %v84 to i8
  %v86 = urem i8 %v85, 7
  %v87 = zext nneg i8 %v86 to i64
  %v88 = add nsw i64 %v18, %v87
  %v89 = icmp ult i64 %v88, 17
  %v90 = mul i16 %v84, 15
  %v91 = sub i16 %v83, %v90
  %v92 = zext nneg i16 %v91 to i64
  %v93 = add nsw i64 %v92, -1
  %v94 = icmp ult i64 %v93, 13
  %v95 = and i1 %v94, %v89
  br i1 %v95, label %v96, label %v60

v96:                                       ; preds = %v67
  %v97 = mul nuw nsw i64 %v63, 2652
  %v98 = getelementptr inbounds i8, ptr %v22, i64 %v97
  %v99 = getelementptr inbounds float, ptr %v98, i64 %v92
  %v100 = mul nuw nsw i64 %v87, 52
  %v101 = getelementptr inbounds i8, ptr %v99, i64 %v100
  %v102 = getelementptr inbounds i8, ptr %v101, i64 1712
  %v103 = load float, ptr %v102, align 4
  br label %v60

v60:                                       ; preds = %v67, %v96
  %v104 = phi contract float [ %v103, %v96 ], [ 0.000000e+00, %v67 ]
  %v105 = mul nuw nsw i64 %v63, 1260
  %v106 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared to ptr), i64 %v105
  %v107 = getelementptr inbounds float, ptr %v106, i64 %v92
  %v108 = mul nuw nsw i64 %v87, 60
  %v109 = getelementptr inbounds i8, ptr %v107, i64 %v108
  %v110 = getelementptr inbounds i8, ptr %v109, i64 840
  store float %v104, ptr %v110, align 4
  br label %v24

v47:                                      ; preds = %v33
  %v111 = add nuw nsw i64 %v16, 108
  %v112 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared to ptr), i64 %v111
  %v113 = getelementptr inbounds float, ptr %v1, i64 %v111
  %v114 = load float, ptr %v113, align 4
  store float %v114, ptr %v112, align 4
  br label %v48

v48:                                      ; preds = %v47, %v33
  %v115 = icmp ult i64 %v14, 5
  tail call void @llvm.nvvm.barrier0()
  %v116 = lshr i64 %v11, 2
  %v117 = mul nuw nsw i64 %v116, 120
  %v118 = getelementptr i8, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared to ptr), i64 %v117
  %v119 = shl nuw nsw i64 %v12, 4
  %v120 = getelementptr i8, ptr %v118, i64 %v119
  %v121 = mul nuw nsw i64 %v9, 216
  %v122 = getelementptr i8, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared to ptr), i64 %v121
  br label %v123

v123:                                    ; preds = %v48, %v124
  %v125 = phi float [ 0.000000e+00, %v48 ], [ %v126, %v124 ]
  %v127 = phi float [ 0.000000e+00, %v48 ], [ %v128, %v124 ]
  %v129 = phi float [ 0.000000e+00, %v48 ], [ %v130, %v124 ]
  %v131 = phi float [ 0.000000e+00, %v48 ], [ %v132, %v124 ]
  %v133 = phi i64 [ 0, %v48 ], [ %v134, %v124 ]
  %v135 = mul nuw nsw i64 %v133, 420
  %v136 = getelementptr i8, ptr %v120, i64 %v135
  %v137 = mul nuw nsw i64 %v133, 36
  %v138 = getelementptr i8, ptr %v122, i64 %v137
  %v139 = load float, ptr %v136, align 4
  %v140 = load float, ptr %v138, align 4
  %v141 = fmul contract float %v139, %v140
  %v142 = fadd contract float %v131, %v141
  br i1 %v34, label %v143, label %v144

v145:                                    ; preds = %v124
  %v146 = mul nuw nsw i64 %v5, 1260
  %v147 = getelementptr inbounds i8, ptr %v2, i64 %v146
  %v148 = mul nuw nsw i64 %v9, 504
  %v149 = getelementptr inbounds i8, ptr %v147, i64 %v148
  %v150 = mul nuw nsw i64 %v7, 84
  %v151 = getelementptr inbounds i8, ptr %v149, i64 %v150
  %v152 = mul nuw nsw i64 %v116, 28
  %v153 = getelementptr inbounds i8, ptr %v151, i64 %v152
  %v154 = shl nuw nsw i64 %v12, 3
  %v155 = getelementptr inbounds i8, ptr %v153, i64 %v154
  store float %v132, ptr %v155, align 4
  br i1 %v34, label %v156, label %v157

v144:                                        ; preds = %v123
  %v158 = getelementptr inbounds i8, ptr %v136, i64 8
  %v159 = load float, ptr %v158, align 4
  %v160 = fmul contract float %v140, %v159
  %v161 = fadd contract float %v129, %v160
  br label %v143

v143:                                        ; preds = %v144, %v123
  %v162 = phi float [ %v129, %v123 ], [ %v161, %v144 ]
  br i1 %v115, label %v163, label %v164

v163:                                        ; preds = %v143
  %v165 = getelementptr inbounds i8, ptr %v138, i64 108
  %v166 = load float, ptr %v165, align 4
  %v167 = fmul contract float %v139, %v166
  %v168 = fadd contract float %v127, %v167
  br i1 %v34, label %v164, label %v169

v164:                                        ; preds = %v163, %v169, %v143
  %v170 = phi float [ %v125, %v163 ], [ %v171, %v169 ], [ %v125, %v143 ]
  %v172 = phi float [ %v168, %v163 ], [ %v168, %v169 ], [ %v127, %v143 ]
  %v173 = getelementptr i8, ptr %v136, i64 4
  %v174 = load float, ptr %v173, align 4
  %v175 = getelementptr i8, ptr %v138, i64 4
  %v176 = load float, ptr %v175, align 4
  %v177 = fmul contract float %v174, %v176
  %v178 = fadd contract float %v142, %v177
  br i1 %v34, label %v179, label %v180

v180:                                      ; preds = %v164
  %v181 = getelementptr i8, ptr %v136, i64 12
  %v182 = load float, ptr %v181, align 4
  %v183 = fmul contract float %v176, %v182
  %v184 = fadd contract float %v162, %v183
  br label %v179

v179:                                      ; preds = %v180, %v164
  %v185 = phi float [ %v162, %v164 ], [ %v184, %v180 ]
  br i1 %v115, label %v186, label %v187

v186:                                      ; preds = %v179
  %v188 = getelementptr i8, ptr %v138, i64 112
  %v189 = load float, ptr %v188, align 4
  %v190 = fmul contract float %v174, %v189
  %v191 = fadd contract float %v172, %v190
  br i1 %v34, label %v187, label %v192

v192:                                      ; preds = %v186
  %v193 = getelementptr i8, ptr %v136, i64 12
  %v194 = load float, ptr %v193, align 4
  %v195 = fmul contract float %v189, %v194
  %v196 = fadd contract float %v170, %v195
  br label %v187

v187:                                      ; preds = %v192, %v186, %v179
  %v197 = phi float [ %v170, %v186 ], [ %v196, %v192 ], [ %v170, %v179 ]
  %v198 = phi float [ %v191, %v186 ], [ %v191, %v192 ], [ %v172, %v179 ]
  %v199 = getelementptr i8, ptr %v136, i64 8
  %v200 = load float, ptr %v199, align 4
  %v201 = getelementptr i8, ptr %v138, i64 8
  %v202 = load float, ptr %v201, align 4
  %v203 = fmul contract float %v200, %v202
  %v204 = fadd contract float %v178, %v203
  br i1 %v34, label %v205, label %v206

v206:                                      ; preds = %v187
  %v207 = getelementptr i8, ptr %v136, i64 16
  %v208 = load float, ptr %v207, align 4
  %v209 = fmul contract float %v202, %v208
  %v210 = fadd contract float %v185, %v209
  br label %v205

v205:                                      ; preds = %v206, %v187
  %v211 = phi float [ %v185, %v187 ], [ %v210, %v206 ]
  br i1 %v115, label %v212, label %v213

v212:                                      ; preds = %v205
  %v214 = getelementptr i8, ptr %v138, i64 116
  %v215 = load float, ptr %v214, align 4
  %v216 = fmul contract float %v200, %v215
  %v217 = fadd contract float %v198, %v216
  br i1 %v34, label %v213, label %v218

v218:                                      ; preds = %v212
  %v219 = getelementptr i8, ptr %v136, i64 16
  %v220 = load float, ptr %v219, align 4
  %v221 = fmul contract float %v215, %v220
  %v222 = fadd contract float %v197, %v221
  br label %v213

v213:                                      ; preds = %v218, %v212, %v205
  %v223 = phi float [ %v197, %v212 ], [ %v222, %v218 ], [ %v197, %v205 ]
  %v224 = phi float [ %v217, %v212 ], [ %v217, %v218 ], [ %v198, %v205 ]
  %v225 = getelementptr i8, ptr %v136, i64 60
  %v226 = getelementptr i8, ptr %v138, i64 12
  %v227 = load float, ptr %v225, align 4
  %v228 = load float, ptr %v226, align 4
  %v229 = fmul contract float %v227, %v228
  %v230 = fadd contract float %v204, %v229
  br i1 %v34, label %v231, label %v232

v232:                                   ; preds = %v213
  %v233 = getelementptr i8, ptr %v136, i64 68
  %v234 = load float, ptr %v233, align 4
  %v235 = fmul contract float %v228, %v234
  %v236 = fadd contract float %v211, %v235
  br label %v231

v231:                                   ; preds = %v232, %v213
  %v237 = phi float [ %v211, %v213 ], [ %v236, %v232 ]
  br i1 %v115, label %v238, label %v239

v238:                                   ; preds = %v231
  %v240 = getelementptr i8, ptr %v138, i64 120
  %v241 = load float, ptr %v240, align 4
  %v242 = fmul contract float %v227, %v241
  %v243 = fadd contract float %v224, %v242
  br i1 %v34, label %v239, label %v244

v244:                                   ; preds = %v238
  %v245 = getelementptr i8, ptr %v136, i64 68
  %v246 = load float, ptr %v245, align 4
  %v247 = fmul contract float %v241, %v246
  %v248 = fadd contract float %v223, %v247
  br label %v239

v239:                                   ; preds = %v244, %v238, %v231
  %v249 = phi float [ %v223, %v238 ], [ %v248, %v244 ], [ %v223, %v231 ]
  %v250 = phi float [ %v243, %v238 ], [ %v243, %v244 ], [ %v224, %v231 ]
  %v251 = getelementptr i8, ptr %v136, i64 64
  %v252 = load float, ptr %v251, align 4
  %v253 = getelementptr i8, ptr %v138, i64 16
  %v254 = load float, ptr %v253, align 4
  %v255 = fmul contract float %v252, %v254
  %v256 = fadd contract float %v230, %v255
  br i1 %v34, label %v257, label %v258

v258:                                    ; preds = %v239
  %v259 = getelementptr i8, ptr %v136, i64 72
  %v260 = load float, ptr %v259, align 4
  %v261 = fmul contract float %v254, %v260
  %v262 = fadd contract float %v237, %v261
  br label %v257

v257:                                    ; preds = %v258, %v239
  %v263 = phi float [ %v237, %v239 ], [ %v262, %v258 ]
  br i1 %v115, label %v264, label %v265

v264:                                    ; preds = %v257
  %v266 = getelementptr i8, ptr %v138, i64 124
  %v267 = load float, ptr %v266, align 4
  %v268 = fmul contract float %v252, %v267
  %v269 = fadd contract float %v250, %v268
  br i1 %v34, label %v265, label %v270

v270:                                    ; preds = %v264
  %v271 = getelementptr i8, ptr %v136, i64 72
  %v272 = load float, ptr %v271, align 4
  %v273 = fmul contract float %v267, %v272
  %v274 = fadd contract float %v249, %v273
  br label %v265

v265:                                    ; preds = %v270, %v264, %v257
  %v275 = phi float [ %v249, %v264 ], [ %v274, %v270 ], [ %v249, %v257 ]
  %v276 = phi float [ %v269, %v264 ], [ %v269, %v270 ], [ %v250, %v257 ]
  %v277 = getelementptr i8, ptr %v136, i64 68
  %v278 = load float, ptr %v277, align 4
  %v279 = getelementptr i8, ptr %v138, i64 20
  %v280 = load float, ptr %v279, align 4
  %v281 = fmul contract float %v278, %v280
  %v282 = fadd contract float %v256, %v281
  br i1 %v34, label %v283, label %v284

v284:                                    ; preds = %v265
  %v285 = getelementptr i8, ptr %v136, i64 76
  %v286 = load float, ptr %v285, align 4
  %v287 = fmul contract float %v280, %v286
  %v288 = fadd contract float %v263, %v287
  br label %v283

v283:                                    ; preds = %v284, %v265
  %v289 = phi float [ %v263, %v265 ], [ %v288, %v284 ]
  br i1 %v115, label %v290, label %v291

v290:                                    ; preds = %v283
  %v292 = getelementptr i8, ptr %v138, i64 128
  %v293 = load float, ptr %v292, align 4
  %v294 = fmul contract float %v278, %v293
  %v295 = fadd contract float %v276, %v294
  br i1 %v34, label %v291, label %v296

v296:                                    ; preds = %v290
  %v297 = getelementptr i8, ptr %v136, i64 76
  %v298 = load float, ptr %v297, align 4
  %v299 = fmul contract float %v293, %v298
  %v300 = fadd contract float %v275, %v299
  br label %v291

v291:                                    ; preds = %v296, %v290, %v283
  %v301 = phi float [ %v275, %v290 ], [ %v300, %v296 ], [ %v275, %v283 ]
  %v302 = phi float [ %v295, %v290 ], [ %v295, %v296 ], [ %v276, %v283 ]
  %v303 = getelementptr i8, ptr %v136, i64 120
  %v304 = getelementptr i8, ptr %v138, i64 24
  %v305 = load float, ptr %v303, align 4
  %v306 = load float, ptr %v304, align 4
  %v307 = fmul contract float %v305, %v306
  %v308 = fadd contract float %v282, %v307
  br i1 %v34, label %v309, label %v310

v310:                                   ; preds = %v291
  %v311 = getelementptr i8, ptr %v136, i64 128
  %v312 = load float, ptr %v311, align 4
  %v313 = fmul contract float %v306, %v312
  %v314 = fadd contract float %v289, %v313
  br label %v309

v309:                                   ; preds = %v310, %v291
  %v315 = phi float [ %v289, %v291 ], [ %v314, %v310 ]
  br i1 %v115, label %v316, label %v317

v316:                                   ; preds = %v309
  %v318 = getelementptr i8, ptr %v138, i64 132
  %v319 = load float, ptr %v318, align 4
  %v320 = fmul contract float %v305, %v319
  %v321 = fadd contract float %v302, %v320
  br i1 %v34, label %v317, label %v322

v322:                                   ; preds = %v316
  %v323 = getelementptr i8, ptr %v136, i64 128
  %v324 = load float, ptr %v323, align 4
  %v325 = fmul contract float %v319, %v324
  %v326 = fadd contract float %v301, %v325
  br label %v317

v317:                                   ; preds = %v322, %v316, %v309
  %v327 = phi float [ %v301, %v316 ], [ %v326, %v322 ], [ %v301, %v309 ]
  %v328 = phi float [ %v321, %v316 ], [ %v321, %v322 ], [ %v302, %v309 ]
  %v329 = getelementptr i8, ptr %v136, i64 124
  %v330 = load float, ptr %v329, align 4
  %v331 = getelementptr i8, ptr %v138, i64 28
  %v332 = load float, ptr %v331, align 4
  %v333 = fmul contract float %v330, %v332
  %v334 = fadd contract float %v308, %v333
  br i1 %v34, label %v335, label %v336

v336:                                    ; preds = %v317
  %v337 = getelementptr i8, ptr %v136, i64 132
  %v338 = load float, ptr %v337, align 4
  %v339 = fmul contract float %v332, %v338
  %v340 = fadd contract float %v315, %v339
  br label %v335

v335:                                    ; preds = %v336, %v317
  %v341 = phi float [ %v315, %v317 ], [ %v340, %v336 ]
  br i1 %v115, label %v342, label %v343

v342:                                    ; preds = %v335
  %v344 = getelementptr i8, ptr %v138, i64 136
  %v345 = load float, ptr %v344, align 4
  %v346 = fmul contract float %v330, %v345
  %v347 = fadd contract float %v328, %v346
  br i1 %v34, label %v343, label %v348

v348:                                    ; preds = %v342
  %v349 = getelementptr i8, ptr %v136, i64 132
  %v350 = load float, ptr %v349, align 4
  %v351 = fmul contract float %v345, %v350
  %v352 = fadd contract float %v327, %v351
  br label %v343

v343:                                    ; preds = %v348, %v342, %v335
  %v353 = phi float [ %v327, %v342 ], [ %v352, %v348 ], [ %v327, %v335 ]
  %v354 = phi float [ %v347, %v342 ], [ %v347, %v348 ], [ %v328, %v335 ]
  %v355 = getelementptr i8, ptr %v136, i64 128
  %v356 = load float, ptr %v355, align 4
  %v357 = getelementptr i8, ptr %v138, i64 32
  %v358 = load float, ptr %v357, align 4
  %v359 = fmul contract float %v356, %v358
  %v132 = fadd contract float %v334, %v359
  br i1 %v34, label %v360, label %v361

v361:                                    ; preds = %v343
  %v362 = getelementptr i8, ptr %v136, i64 136
  %v363 = load float, ptr %v362, align 4
  %v364 = fmul contract float %v358, %v363
  %v365 = fadd contract float %v341, %v364
  br label %v360

v360:                                    ; preds = %v361, %v343
  %v130 = phi float [ %v341, %v343 ], [ %v365, %v361 ]
  br i1 %v115, label %v366, label %v124

v366:                                    ; preds = %v360
  %v367 = getelementptr i8, ptr %v138, i64 140
  %v368 = load float, ptr %v367, align 4
  %v369 = fmul contract float %v356, %v368
  %v370 = fadd contract float %v354, %v369
  br i1 %v34, label %v124, label %v371

v371:                                    ; preds = %v366
  %v372 = getelementptr i8, ptr %v136, i64 136
  %v373 = load float, ptr %v372, align 4
  %v374 = fmul contract float %v368, %v373
  %v375 = fadd contract float %v353, %v374
  br label %v124

v124:                                    ; preds = %v371, %v366, %v360
  %v126 = phi float [ %v353, %v366 ], [ %v375, %v371 ], [ %v353, %v360 ]
  %v128 = phi float [ %v370, %v366 ], [ %v370, %v371 ], [ %v354, %v360 ]
  %v134 = add nuw nsw i64 %v133, 1
  %v376 = icmp eq i64 %v134, 3
  br i1 %v376, label %v145, label %v123

v169:                                        ; preds = %v163
  %v377 = getelementptr inbounds i8, ptr %v136, i64 8
  %v378 = load float, ptr %v377, align 4
  %v379 = fmul contract float %v166, %v378
  %v171 = fadd contract float %v125, %v379
  br label %v164

v157:                                        ; preds = %v145
  %v380 = getelementptr inbounds i8, ptr %v155, i64 4
  store float %v130, ptr %v380, align 4
  br label %v156

v156:                                        ; preds = %v157, %v145
  br i1 %v115, label %v381, label %v382

v381:                                        ; preds = %v156
  %v383 = getelementptr inbounds i8, ptr %v155, i64 252
  store float %v128, ptr %v383, align 4
  br i1 %v34, label %v382, label %v384

v382:                                        ; preds = %v381, %v384, %v156
  ret void

v384:                                        ; preds = %v381
  %v385 = getelementptr inbounds i8, ptr %v155, i64 256
  store float %v126, ptr %v385, align 4
  br label %v382
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
