; conv2d:N=1,C=64,H=56,W=56,K=64,R=3,S=3,stride=1,pad=1,dilation=1,layout=nhwc,kblock=0,bias=0,residual=0,act=none,dtype=f32 on cuda -arch=sm_80, schedule template
; ModuleID = 'ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1'
source_filename = "ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.pad.shared = internal unnamed_addr addrspace(3) global [1728 x float] undef, align 64
@ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared = internal unnamed_addr addrspace(3) global [4608 x float] undef, align 64

; Function Attrs: norecurse nounwind
define ptx_kernel void @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1(ptr noalias nocapture readonly %v0, ptr noalias nocapture readonly %v1, ptr noalias nocapture writeonly %v2) local_unnamed_addr #0 {
v3:
  %v4 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v5 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = zext nneg i32 %v5 to i64
  %v7 = tail call range(i32 0, 512) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %v8 = zext nneg i32 %v7 to i64
  %v9 = tail call range(i32 0, 512) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v10 = zext nneg i32 %v9 to i64
  %v11 = and i64 %v6, 3
  %v12 = shl nuw nsw i64 %v11, 4
  %v13 = and i64 %v10, 7
  %v14 = shl nuw nsw i64 %v13, 1
  %v15 = or disjoint i64 %v12, %v14
  %v16 = shl nuw nsw i64 %v8, 5
  %v17 = or disjoint i64 %v10, 512
  %v18 = add nuw nsw i64 %v17, %v16
  %v19 = icmp ult i64 %v18, 864
  %v20 = shl nuw nsw i64 %v8, 2
  %v21 = add nuw nsw i64 %v20, 64
  %v22 = lshr i64 %v10, 3
  %v23 = add nuw nsw i64 %v21, %v22
  %v24 = trunc nuw nsw i64 %v23 to i16
  %v25 = urem i16 %v24, 18
  %v26 = zext nneg i16 %v25 to i64
  %v27 = add nuw nsw i64 %v12, %v26
  %v28 = icmp ult i64 %v27, 58
  %v29 = and i1 %v19, %v28
  %v30 = and i64 %v6, 2147483644
  %v31 = trunc nuw nsw i64 %v23 to i16
  %v32 = udiv i16 %v31, 18
  %v33 = trunc i16 %v32 to i8
  %v34 = urem i8 %v33, 6
  %v35 = zext nneg i8 %v34 to i64
  %v36 = add nsw i64 %v30, -1
  %v37 = add nsw i64 %v36, %v35
  %v38 = icmp ult i64 %v37, 56
  %v39 = add nsw i64 %v27, -1
  %v40 = icmp ult i64 %v39, 56
  %v41 = and i1 %v38, %v40
  %v42 = lshr i64 %v6, 2
  %v43 = mul nuw nsw i64 %v42, 14336
  %v44 = trunc nuw nsw i64 %v23 to i16
  %v45 = udiv i16 %v44, 108
  %v46 = zext nneg i16 %v45 to i64
  %v47 = or disjoint i64 %v43, %v13
  %v48 = getelementptr float, ptr %v0, i64 %v47
  %v49 = shl nuw nsw i64 %v11, 12
  %v50 = getelementptr i8, ptr %v48, i64 %v49
  %v51 = mul nuw nsw i64 %v46, 802816
  %v52 = getelementptr i8, ptr %v50, i64 %v51
  %v53 = shl nuw nsw i64 %v26, 8
  %v54 = getelementptr i8, ptr %v52, i64 %v53
  %v55 = mul nuw nsw i64 %v35, 14336
  %v56 = getelementptr i8, ptr %v54, i64 %v55
  %v57 = getelementptr i8, ptr %v56, i64 -14592
  %v58 = mul nuw nsw i64 %v46, 864
  %v59 = or disjoint i64 %v58, %v13
  %v60 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.pad.shared to ptr), i64 %v59
  %v61 = shl nuw nsw i64 %v26, 5
  %v62 = getelementptr inbounds i8, ptr %v60, i64 %v61
  %v63 = mul nuw nsw i64 %v35, 576
  %v64 = getelementptr inbounds i8, ptr %v62, i64 %v63
  %v65 = add nuw nsw i64 %v20, %v22
  %v66 = trunc nuw nsw i64 %v65 to i16
  %v67 = urem i16 %v66, 18
  %v68 = zext nneg i16 %v67 to i64
  %v69 = add nuw nsw i64 %v12, %v68
  %v70 = icmp ult i64 %v69, 58
  %v71 = trunc nuw nsw i64 %v65 to i16
  %v72 = udiv i16 %v71, 18
  %v73 = zext nneg i16 %v72 to i64
  %v74 = or i64 %v30, %v73
  %v75 = freeze i64 %v74
  %v76 = icmp eq i64 %v75, 0
  %v77 = mul nuw nsw i64 %v73, 14336
  %v78 = getelementptr i8, ptr %v50, i64 %v77
  %v79 = shl nuw nsw i64 %v68, 8
  %v80 = getelementptr i8, ptr %v78, i64 %v79
  %v81 = getelementptr i8, ptr %v80, i64 -14592
  %v82 = mul nuw nsw i64 %v73, 144
  %v83 = or disjoint i64 %v82, %v13
  %v84 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.pad.shared to ptr), i64 %v83
  %v85 = shl nuw nsw i64 %v68, 5
  %v86 = getelementptr inbounds i8, ptr %v84, i64 %v85
  br i1 %v70, label %v87, label %v88

v88:                                        ; preds = %v89, %v3
  br i1 %v29, label %v90, label %v91

v90:                                      ; preds = %v88
  br i1 %v41, label %v92, label %v93

v92:                                     ; preds = %v90
  %v94 = load float, ptr %v57, align 4
  br label %v93

v93:                                     ; preds = %v92, %v90
  %v95 = phi contract float [ %v94, %v92 ], [ 0.000000e+00, %v90 ]
  store float %v95, ptr %v64, align 4
  br label %v91

v91:                                       ; preds = %v93, %v88
  %v96 = getelementptr inbounds float, ptr %v1, i64 %v10
  %v97 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v10
  %v98 = add nuw nsw i64 %v16, %v10
  %v99 = lshr i64 %v8, 3
  %v100 = and i64 %v8, 7
  %v101 = shl nuw nsw i32 %v4, 7
  %v102 = zext nneg i32 %v101 to i64
  %v103 = getelementptr inbounds i8, ptr %v96, i64 %v102
  %v104 = shl nuw nsw i64 %v100, 8
  %v105 = getelementptr i8, ptr %v103, i64 %v104
  %v106 = shl nuw nsw i64 %v100, 7
  %v107 = getelementptr i8, ptr %v97, i64 %v106
  %v108 = trunc nuw nsw i32 %v7 to i16
  %v109 = udiv i16 %v108, 24
  %v110 = zext nneg i16 %v109 to i64
  %v111 = trunc nuw nsw i64 %v99 to i8
  %v112 = urem i8 %v111, 3
  %v113 = zext nneg i8 %v112 to i64
  %v114 = mul nuw nsw i64 %v110, 49152
  %v115 = getelementptr inbounds i8, ptr %v105, i64 %v114
  %v116 = shl nuw nsw i64 %v113, 14
  %v117 = getelementptr inbounds i8, ptr %v115, i64 %v116
  %v118 = load float, ptr %v117, align 4
  %v119 = mul nuw nsw i64 %v110, 3072
  %v120 = getelementptr inbounds i8, ptr %v107, i64 %v119
  %v121 = shl nuw nsw i64 %v113, 10
  %v122 = getelementptr inbounds i8, ptr %v120, i64 %v121
  store float %v118, ptr %v122, align 4
  %v123 = add nuw nsw i64 %v99, 2
  %v124 = trunc nuw nsw i64 %v123 to i8
  %v125 = udiv i8 %v124, 3
  %v126 = zext nneg i8 %v125 to i64
  %v127 = trunc nuw nsw i64 %v123 to i8
  %v128 = urem i8 %v127, 3
  %v129 = zext nneg i8 %v128 to i64
  %v130 = mul nuw nsw i64 %v126, 49152
  %v131 = getelementptr inbounds i8, ptr %v105, i64 %v130
  %v132 = shl nuw nsw i64 %v129, 14
  %v133 = getelementptr inbounds i8, ptr %v131, i64 %v132
  %v134 = load float, ptr %v133, align 4
  %v135 = mul nuw nsw i64 %v126, 3072
  %v136 = getelementptr inbounds i8, ptr %v107, i64 %v135
  %v137 = shl nuw nsw i64 %v129, 10
  %v138 = getelementptr inbounds i8, ptr %v136, i64 %v137
  store float %v134, ptr %v138, align 4
  %v139 = add nuw nsw i64 %v99, 4
  %v140 = trunc nuw nsw i64 %v139 to i8
  %v141 = udiv i8 %v140, 3
  %v142 = zext nneg i8 %v141 to i64
  %v143 = trunc nuw nsw i64 %v139 to i8
  %v144 = urem i8 %v143, 3
  %v145 = zext nneg i8 %v144 to i64
  %v146 = mul nuw nsw i64 %v142, 49152
  %v147 = getelementptr inbounds i8, ptr %v105, i64 %v146
  %v148 = shl nuw nsw i64 %v145, 14
  %v149 = getelementptr inbounds i8, ptr %v147, i64 %v148
  %v150 = load float, ptr %v149, align 4
  %v151 = mul nuw nsw i64 %v142, 3072
  %v152 = getelementptr inbounds i8, ptr %v107, i64 %v151
  %v153 = shl nuw nsw i64 %v145, 10
  %v154 = getelementptr inbounds i8, ptr %v152, i64 %v153
  store float %v150, ptr %v154, align 4
  %v155 = add nuw nsw i64 %v99, 6
  %v156 = trunc nuw nsw i64 %v155 to i8
  %v157 = udiv i8 %v156, 3
  %v158 = zext nneg i8 %v157 to i64
  %v159 = trunc nuw nsw i64 %v155 to i8
  %v160 = urem i8 %v159, 3
  %v161 = zext nneg i8 %v160 to i64
  %v162 = mul nuw nsw i64 %v158, 49152
  %v163 = getelementptr inbounds i8, ptr %v105, i64 %v162
  %v164 = shl nuw nsw i64 %v161, 14
  %v165 = getelementptr inbounds i8, ptr %v163, i64 %v164
  %v166 = load float, ptr %v165, align 4
  %v167 = mul nuw nsw i64 %v158, 3072
  %v168 = getelementptr inbounds i8, ptr %v107, i64 %v167
  %v169 = shl nuw nsw i64 %v161, 10
  %v170 = getelementptr inbounds i8, ptr %v168, i64 %v169
  store float %v166, ptr %v170, align 4
  %v171 = icmp ult i64 %v98, 256
  br i1 %v171, label %v172, label %v173

v87:                                         ; preds = %v3
  br i1 %v76, label %v89, label %v174

v174:                                ; preds = %v87
  switch i64 %v69, label %v175 [
    i64 57, label %v89
    i64 0, label %v89
  ]

v175:                                         ; preds = %v174
  %v176 = load float, ptr %v81, align 4
  br label %v89

v89:                                         ; preds = %v174, %v174, %v87, %v175
  %v177 = phi contract float [ %v176, %v175 ], [ 0.000000e+00, %v174 ], [ 0.000000e+00, %v87 ], [ 0.000000e+00, %v174 ]
  store float %v177, ptr %v86, align 4
  br label %v88

v172:                                      ; preds = %v91
  %v178 = add nuw nsw i64 %v99, 8
  %v179 = trunc nuw nsw i64 %v178 to i8
  %v180 = udiv i8 %v179, 3
  %v181 = zext nneg i8 %v180 to i64
  %v182 = trunc nuw nsw i64 %v178 to i8
  %v183 = urem i8 %v182, 3
  %v184 = zext nneg i8 %v183 to i64
  %v185 = mul nuw nsw i64 %v181, 49152
  %v186 = getelementptr i8, ptr %v105, i64 %v185
  %v187 = shl nuw nsw i64 %v184, 14
  %v188 = getelementptr inbounds i8, ptr %v186, i64 %v187
  %v189 = load float, ptr %v188, align 4
  %v190 = mul nuw nsw i64 %v181, 3072
  %v191 = getelementptr i8, ptr %v107, i64 %v190
  %v192 = shl nuw nsw i64 %v184, 10
  %v193 = getelementptr inbounds i8, ptr %v191, i64 %v192
  store float %v189, ptr %v193, align 4
  br label %v173

v173:                                      ; preds = %v172, %v91
  %v194 = icmp ult i64 %v15, 56
  tail call void @llvm.nvvm.barrier0()
  %v195 = mul nuw nsw i64 %v22, 576
  %v196 = getelementptr i8, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.pad.shared to ptr), i64 %v195
  %v197 = shl nuw nsw i64 %v13, 6
  %v198 = getelementptr i8, ptr %v196, i64 %v197
  %v199 = getelementptr i8, ptr %v198, i64 -20736
  %v200 = shl nuw nsw i64 %v8, 3
  %v201 = getelementptr i8, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v200
  %v202 = getelementptr i8, ptr %v198, i64 -20704
  %v203 = mul nuw nsw i64 %v46, 200704
  %v204 = shl nuw nsw i64 %v11, 10
  %v205 = add nuw nsw i64 %v47, %v204
  %v206 = add nuw nsw i64 %v205, %v203
  %v207 = getelementptr i8, ptr %v0, i64 %v53
  %v208 = getelementptr i8, ptr %v207, i64 %v55
  %v209 = getelementptr i8, ptr %v208, i64 -14560
  %v210 = mul nuw nsw i64 %v73, 3584
  %v211 = add nuw nsw i64 %v205, %v210
  %v212 = getelementptr i8, ptr %v0, i64 %v79
  %v213 = getelementptr i8, ptr %v212, i64 -14560
  %v214 = getelementptr inbounds i8, ptr %v1, i64 %v102
  %v215 = getelementptr inbounds float, ptr %v214, i64 %v10
  %v216 = getelementptr i8, ptr %v215, i64 %v104
  %v217 = shl nuw nsw i64 %v8, 1
  %v218 = getelementptr i8, ptr %v198, i64 32
  %v219 = udiv i64 %v8, 24
  %v220 = urem i64 %v99, 3
  %v221 = mul nuw nsw i64 %v219, 49152
  %v222 = shl nuw nsw i64 %v220, 14
  %v223 = mul nuw nsw i64 %v219, 3072
  %v224 = shl nuw nsw i64 %v220, 10
  %v225 = add nuw nsw i64 %v99, 2
  %v226 = udiv i64 %v225, 3
  %v227 = mul i64 %v226, 3
  %v228 = sub i64 %v225, %v227
  %v229 = mul nuw nsw i64 %v226, 49152
  %v230 = shl nuw nsw i64 %v228, 14
  %v231 = mul nuw nsw i64 %v226, 3072
  %v232 = shl nuw nsw i64 %v228, 10
  %v233 = add nuw nsw i64 %v99, 4
  %v234 = udiv i64 %v233, 3
  %v235 = mul i64 %v234, 3
  %v236 = sub i64 %v233, %v235
  %v237 = mul nuw nsw i64 %v234, 49152
  %v238 = shl nuw nsw i64 %v236, 14
  %v239 = mul nuw nsw i64 %v234, 3072
  %v240 = shl nuw nsw i64 %v236, 10
  %v241 = add nuw nsw i64 %v99, 6
  %v242 = udiv i64 %v241, 3
  %v243 = mul i64 %v242, 3
  %v244 = sub i64 %v241, %v243
  %v245 = mul nuw nsw i64 %v242, 49152
  %v246 = shl nuw nsw i64 %v244, 14
  %v247 = mul nuw nsw i64 %v242, 3072
  %v248 = shl nuw nsw i64 %v244, 10
  %v249 = icmp ult i64 %v98, 256
  %v250 = add nuw nsw i64 %v99, 8
  %v251 = udiv i64 %v250, 3
  %v252 = mul i64 %v251, 3
  %v253 = sub i64 %v250, %v252
  %v254 = mul nuw nsw i64 %v251, 49152
  %v255 = shl nuw nsw i64 %v253, 14
  %v256 = mul nuw nsw i64 %v251, 3072
  %v257 = shl nuw nsw i64 %v253, 10
  br label %v258

v258:                                    ; preds = %v173, %v259
  %v260 = phi float [ 0.000000e+00, %v173 ], [ %v261, %v259 ]
  %v262 = phi float [ 0.000000e+00, %v173 ], [ %v263, %v259 ]
  %v264 = phi float [ 0.000000e+00, %v173 ], [ %v265, %v259 ]
  %v266 = phi float [ 0.000000e+00, %v173 ], [ %v267, %v259 ]
  %v268 = phi i64 [ 0, %v173 ], [ %v269, %v259 ]
  %v270 = icmp ult i64 %v268, 7
  br i1 %v270, label %v271, label %v272

v272:                        ; preds = %v258
  %v273 = mul nuw nsw i64 %v268, 3456
  %v274 = getelementptr i8, ptr %v199, i64 %v273
  %v275 = mul nuw nsw i64 %v268, 9216
  %v276 = getelementptr i8, ptr %v201, i64 %v275
  %v277 = getelementptr i8, ptr %v202, i64 %v273
  br label %v278

v271: ; preds = %v258
  %v279 = shl nuw nsw i64 %v268, 3
  %v280 = or disjoint i64 %v206, %v279
  %v281 = getelementptr float, ptr %v209, i64 %v280
  %v282 = and i64 %v268, 1
  %v283 = xor i64 %v282, 1
  %v284 = mul nuw nsw i64 %v283, 3456
  %v285 = getelementptr inbounds i8, ptr %v64, i64 %v284
  %v286 = or disjoint i64 %v211, %v279
  %v287 = getelementptr float, ptr %v213, i64 %v286
  %v288 = getelementptr inbounds i8, ptr %v86, i64 %v284
  br i1 %v70, label %v289, label %v290

v291:                                    ; preds = %v259
  br i1 %v194, label %v292, label %v293

v259:                                        ; preds = %v294, %v295
  %v261 = phi float [ %v296, %v295 ], [ %v297, %v294 ]
  %v263 = phi float [ %v298, %v295 ], [ %v299, %v294 ]
  %v265 = phi float [ %v300, %v295 ], [ %v301, %v294 ]
  %v267 = phi float [ %v302, %v295 ], [ %v303, %v294 ]
  %v269 = add nuw nsw i64 %v268, 1
  %v304 = icmp eq i64 %v269, 8
  br i1 %v304, label %v291, label %v258

v290:                                      ; preds = %v305, %v271
  br i1 %v29, label %v306, label %v307

v306:                                      ; preds = %v290
  br i1 %v41, label %v308, label %v309

v308:                                     ; preds = %v306
  %v310 = load float, ptr %v281, align 4
  br label %v309

v309:                                     ; preds = %v308, %v306
  %v311 = phi contract float [ %v310, %v308 ], [ 0.000000e+00, %v306 ]
  store float %v311, ptr %v285, align 4
  br label %v307

v307:                                      ; preds = %v309, %v290
  %v312 = shl nuw nsw i64 %v268, 11
  %v313 = getelementptr i8, ptr %v216, i64 %v312
  %v314 = mul nuw nsw i64 %v283, 9216
  %v315 = getelementptr i8, ptr %v107, i64 %v314
  %v316 = getelementptr inbounds i8, ptr %v313, i64 %v221
  %v317 = getelementptr inbounds i8, ptr %v316, i64 %v222
  %v318 = getelementptr inbounds i8, ptr %v317, i64 2048
  %v319 = load float, ptr %v318, align 4
  %v320 = getelementptr inbounds i8, ptr %v315, i64 %v223
  %v321 = getelementptr inbounds i8, ptr %v320, i64 %v224
  store float %v319, ptr %v321, align 4
  %v322 = getelementptr inbounds i8, ptr %v313, i64 %v229
  %v323 = getelementptr inbounds i8, ptr %v322, i64 %v230
  %v324 = getelementptr inbounds i8, ptr %v323, i64 2048
  %v325 = load float, ptr %v324, align 4
  %v326 = getelementptr inbounds i8, ptr %v315, i64 %v231
  %v327 = getelementptr inbounds i8, ptr %v326, i64 %v232
  store float %v325, ptr %v327, align 4
  %v328 = getelementptr inbounds i8, ptr %v313, i64 %v237
  %v329 = getelementptr inbounds i8, ptr %v328, i64 %v238
  %v330 = getelementptr inbounds i8, ptr %v329, i64 2048
  %v331 = load float, ptr %v330, align 4
  %v332 = getelementptr inbounds i8, ptr %v315, i64 %v239
  %v333 = getelementptr inbounds i8, ptr %v332, i64 %v240
  store float %v331, ptr %v333, align 4
  %v334 = getelementptr inbounds i8, ptr %v313, i64 %v245
  %v335 = getelementptr inbounds i8, ptr %v334, i64 %v246
  %v336 = getelementptr inbounds i8, ptr %v335, i64 2048
  %v337 = load float, ptr %v336, align 4
  %v338 = getelementptr inbounds i8, ptr %v315, i64 %v247
  %v339 = getelementptr inbounds i8, ptr %v338, i64 %v248
  store float %v337, ptr %v339, align 4
  br i1 %v249, label %v340, label %v341

v289:                                        ; preds = %v271
  br i1 %v76, label %v305, label %v342

v342:                             ; preds = %v289
  switch i64 %v69, label %v343 [
    i64 57, label %v305
    i64 0, label %v305
  ]

v343:                                       ; preds = %v342
  %v344 = load float, ptr %v287, align 4
  br label %v305

v305:                                       ; preds = %v342, %v342, %v289, %v343
  %v345 = phi contract float [ %v344, %v343 ], [ 0.000000e+00, %v342 ], [ 0.000000e+00, %v289 ], [ 0.000000e+00, %v342 ]
  store float %v345, ptr %v288, align 4
  br label %v290

v340:                                      ; preds = %v307
  %v346 = getelementptr i8, ptr %v313, i64 %v254
  %v347 = getelementptr inbounds i8, ptr %v346, i64 %v255
  %v348 = getelementptr inbounds i8, ptr %v347, i64 2048
  %v349 = load float, ptr %v348, align 4
  %v350 = getelementptr i8, ptr %v315, i64 %v256
  %v351 = getelementptr inbounds i8, ptr %v350, i64 %v257
  store float %v349, ptr %v351, align 4
  br label %v341

v341:                                      ; preds = %v340, %v307
  %v352 = mul nuw nsw i64 %v282, 3456
  %v353 = getelementptr i8, ptr %v198, i64 %v352
  %v354 = mul nuw nsw i64 %v282, 2304
  %v355 = add nuw nsw i64 %v354, %v217
  %v356 = getelementptr i8, ptr %v218, i64 %v352
  br label %v357

v357:                                    ; preds = %v341, %v358
  %v359 = phi float [ %v296, %v358 ], [ %v260, %v341 ]
  %v360 = phi float [ %v298, %v358 ], [ %v262, %v341 ]
  %v361 = phi float [ %v300, %v358 ], [ %v264, %v341 ]
  %v362 = phi float [ %v302, %v358 ], [ %v266, %v341 ]
  %v363 = phi i64 [ %v364, %v358 ], [ 0, %v341 ]
  %v365 = getelementptr float, ptr %v353, i64 %v363
  %v366 = shl nsw i64 %v363, 5
  %v367 = add nuw nsw i64 %v355, %v366
  %v368 = getelementptr float, ptr %v356, i64 %v363
  br i1 %v194, label %v369, label %v370

v295:                                    ; preds = %v358
  tail call void @llvm.nvvm.barrier0()
  br label %v259

v369:                                        ; preds = %v357
  %v371 = load float, ptr %v365, align 4
  %v372 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v367
  %v373 = load float, ptr %v372, align 8
  %v374 = fmul contract float %v371, %v373
  %v375 = fadd contract float %v362, %v374
  %v376 = or disjoint i64 %v367, 1
  %v377 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v376
  %v378 = load float, ptr %v377, align 4
  %v379 = fmul contract float %v371, %v378
  %v380 = fadd contract float %v361, %v379
  br label %v370

v370:                                        ; preds = %v369, %v357
  %v381 = phi float [ %v380, %v369 ], [ %v361, %v357 ]
  %v382 = phi float [ %v375, %v369 ], [ %v362, %v357 ]
  br i1 %v194, label %v383, label %v384

v383:                                        ; preds = %v370
  %v385 = load float, ptr %v368, align 4
  %v386 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v367
  %v387 = load float, ptr %v386, align 8
  %v388 = fmul contract float %v385, %v387
  %v389 = fadd contract float %v360, %v388
  %v390 = or disjoint i64 %v367, 1
  %v391 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v390
  %v392 = load float, ptr %v391, align 4
  %v393 = fmul contract float %v385, %v392
  %v394 = fadd contract float %v359, %v393
  br label %v384

v384:                                        ; preds = %v383, %v370
  %v395 = phi float [ %v394, %v383 ], [ %v359, %v370 ]
  %v396 = phi float [ %v389, %v383 ], [ %v360, %v370 ]
  br i1 %v194, label %v397, label %v398

v397:                                      ; preds = %v384
  %v399 = getelementptr inbounds i8, ptr %v365, i64 32
  %v400 = load float, ptr %v399, align 4
  %v401 = add nuw nsw i64 %v367, 256
  %v402 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v401
  %v403 = load float, ptr %v402, align 8
  %v404 = fmul contract float %v400, %v403
  %v405 = fadd contract float %v382, %v404
  %v406 = or disjoint i64 %v401, 1
  %v407 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v406
  %v408 = load float, ptr %v407, align 4
  %v409 = fmul contract float %v400, %v408
  %v410 = fadd contract float %v381, %v409
  br label %v398

v398:                                      ; preds = %v397, %v384
  %v411 = phi float [ %v410, %v397 ], [ %v381, %v384 ]
  %v412 = phi float [ %v405, %v397 ], [ %v382, %v384 ]
  br i1 %v194, label %v413, label %v414

v413:                                      ; preds = %v398
  %v415 = getelementptr i8, ptr %v368, i64 32
  %v416 = load float, ptr %v415, align 4
  %v417 = add nuw nsw i64 %v367, 256
  %v418 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v417
  %v419 = load float, ptr %v418, align 8
  %v420 = fmul contract float %v416, %v419
  %v421 = fadd contract float %v396, %v420
  %v422 = or disjoint i64 %v417, 1
  %v423 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v422
  %v424 = load float, ptr %v423, align 4
  %v425 = fmul contract float %v416, %v424
  %v426 = fadd contract float %v395, %v425
  br label %v414

v414:                                      ; preds = %v413, %v398
  %v427 = phi float [ %v426, %v413 ], [ %v395, %v398 ]
  %v428 = phi float [ %v421, %v413 ], [ %v396, %v398 ]
  br i1 %v194, label %v429, label %v430

v429:                                      ; preds = %v414
  %v431 = getelementptr inbounds i8, ptr %v365, i64 64
  %v432 = load float, ptr %v431, align 4
  %v433 = add nuw nsw i64 %v367, 512
  %v434 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v433
  %v435 = load float, ptr %v434, align 8
  %v436 = fmul contract float %v432, %v435
  %v437 = fadd contract float %v412, %v436
  %v438 = or disjoint i64 %v433, 1
  %v439 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v438
  %v440 = load float, ptr %v439, align 4
  %v441 = fmul contract float %v432, %v440
  %v442 = fadd contract float %v411, %v441
  br label %v430

v430:                                      ; preds = %v429, %v414
  %v443 = phi float [ %v442, %v429 ], [ %v411, %v414 ]
  %v444 = phi float [ %v437, %v429 ], [ %v412, %v414 ]
  br i1 %v194, label %v445, label %v446

v445:                                      ; preds = %v430
  %v447 = getelementptr i8, ptr %v368, i64 64
  %v448 = load float, ptr %v447, align 4
  %v449 = add nuw nsw i64 %v367, 512
  %v450 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v449
  %v451 = load float, ptr %v450, align 8
  %v452 = fmul contract float %v448, %v451
  %v453 = fadd contract float %v428, %v452
  %v454 = or disjoint i64 %v449, 1
  %v455 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v454
  %v456 = load float, ptr %v455, align 4
  %v457 = fmul contract float %v448, %v456
  %v458 = fadd contract float %v427, %v457
  br label %v446

v446:                                      ; preds = %v445, %v430
  %v459 = phi float [ %v458, %v445 ], [ %v427, %v430 ]
  %v460 = phi float [ %v453, %v445 ], [ %v428, %v430 ]
  %v461 = add nuw nsw i64 %v367, 768
  %v462 = getelementptr i8, ptr %v368, i64 576
  br i1 %v194, label %v463, label %v464

v463:                                   ; preds = %v446
  %v465 = getelementptr i8, ptr %v365, i64 576
  %v466 = load float, ptr %v465, align 4
  %v467 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v461
  %v468 = load float, ptr %v467, align 8
  %v469 = fmul contract float %v466, %v468
  %v470 = fadd contract float %v444, %v469
  %v471 = or disjoint i64 %v461, 1
  %v472 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v471
  %v473 = load float, ptr %v472, align 4
  %v474 = fmul contract float %v466, %v473
  %v475 = fadd contract float %v443, %v474
  br label %v464

v464:                                   ; preds = %v463, %v446
  %v476 = phi float [ %v475, %v463 ], [ %v443, %v446 ]
  %v477 = phi float [ %v470, %v463 ], [ %v444, %v446 ]
  br i1 %v194, label %v478, label %v479

v478:                                   ; preds = %v464
  %v480 = load float, ptr %v462, align 4
  %v481 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v461
  %v482 = load float, ptr %v481, align 8
  %v483 = fmul contract float %v480, %v482
  %v484 = fadd contract float %v460, %v483
  %v485 = or disjoint i64 %v461, 1
  %v486 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v485
  %v487 = load float, ptr %v486, align 4
  %v488 = fmul contract float %v480, %v487
  %v489 = fadd contract float %v459, %v488
  br label %v479

v479:                                   ; preds = %v478, %v464
  %v490 = phi float [ %v489, %v478 ], [ %v459, %v464 ]
  %v491 = phi float [ %v484, %v478 ], [ %v460, %v464 ]
  br i1 %v194, label %v492, label %v493

v492:                                    ; preds = %v479
  %v494 = getelementptr i8, ptr %v365, i64 608
  %v495 = load float, ptr %v494, align 4
  %v496 = add nuw nsw i64 %v367, 1024
  %v497 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v496
  %v498 = load float, ptr %v497, align 8
  %v499 = fmul contract float %v495, %v498
  %v500 = fadd contract float %v477, %v499
  %v501 = or disjoint i64 %v496, 1
  %v502 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v501
  %v503 = load float, ptr %v502, align 4
  %v504 = fmul contract float %v495, %v503
  %v505 = fadd contract float %v476, %v504
  br label %v493

v493:                                    ; preds = %v492, %v479
  %v506 = phi float [ %v505, %v492 ], [ %v476, %v479 ]
  %v507 = phi float [ %v500, %v492 ], [ %v477, %v479 ]
  br i1 %v194, label %v508, label %v509

v508:                                    ; preds = %v493
  %v510 = getelementptr i8, ptr %v368, i64 608
  %v511 = load float, ptr %v510, align 4
  %v512 = add nuw nsw i64 %v367, 1024
  %v513 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v512
  %v514 = load float, ptr %v513, align 8
  %v515 = fmul contract float %v511, %v514
  %v516 = fadd contract float %v491, %v515
  %v517 = or disjoint i64 %v512, 1
  %v518 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v517
  %v519 = load float, ptr %v518, align 4
  %v520 = fmul contract float %v511, %v519
  %v521 = fadd contract float %v490, %v520
  br label %v509

v509:                                    ; preds = %v508, %v493
  %v522 = phi float [ %v521, %v508 ], [ %v490, %v493 ]
  %v523 = phi float [ %v516, %v508 ], [ %v491, %v493 ]
  br i1 %v194, label %v524, label %v525

v524:                                    ; preds = %v509
  %v526 = getelementptr i8, ptr %v365, i64 640
  %v527 = load float, ptr %v526, align 4
  %v528 = add nuw nsw i64 %v367, 1280
  %v529 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v528
  %v530 = load float, ptr %v529, align 8
  %v531 = fmul contract float %v527, %v530
  %v532 = fadd contract float %v507, %v531
  %v533 = or disjoint i64 %v528, 1
  %v534 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v533
  %v535 = load float, ptr %v534, align 4
  %v536 = fmul contract float %v527, %v535
  %v537 = fadd contract float %v506, %v536
  br label %v525

v525:                                    ; preds = %v524, %v509
  %v538 = phi float [ %v537, %v524 ], [ %v506, %v509 ]
  %v539 = phi float [ %v532, %v524 ], [ %v507, %v509 ]
  br i1 %v194, label %v540, label %v541

v540:                                    ; preds = %v525
  %v542 = getelementptr i8, ptr %v368, i64 640
  %v543 = load float, ptr %v542, align 4
  %v544 = add nuw nsw i64 %v367, 1280
  %v545 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v544
  %v546 = load float, ptr %v545, align 8
  %v547 = fmul contract float %v543, %v546
  %v548 = fadd contract float %v523, %v547
  %v549 = or disjoint i64 %v544, 1
  %v550 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v549
  %v551 = load float, ptr %v550, align 4
  %v552 = fmul contract float %v543, %v551
  %v553 = fadd contract float %v522, %v552
  br label %v541

v541:                                    ; preds = %v540, %v525
  %v554 = phi float [ %v553, %v540 ], [ %v522, %v525 ]
  %v555 = phi float [ %v548, %v540 ], [ %v523, %v525 ]
  %v556 = add nuw nsw i64 %v367, 1536
  %v557 = getelementptr i8, ptr %v368, i64 1152
  br i1 %v194, label %v558, label %v559

v558:                                   ; preds = %v541
  %v560 = getelementptr i8, ptr %v365, i64 1152
  %v561 = load float, ptr %v560, align 4
  %v562 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v556
  %v563 = load float, ptr %v562, align 8
  %v564 = fmul contract float %v561, %v563
  %v565 = fadd contract float %v539, %v564
  %v566 = or disjoint i64 %v556, 1
  %v567 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v566
  %v568 = load float, ptr %v567, align 4
  %v569 = fmul contract float %v561, %v568
  %v570 = fadd contract float %v538, %v569
  br label %v559

v559:                                   ; preds = %v558, %v541
  %v571 = phi float [ %v570, %v558 ], [ %v538, %v541 ]
  %v572 = phi float [ %v565, %v558 ], [ %v539, %v541 ]
  br i1 %v194, label %v573, label %v574

v573:                                   ; preds = %v559
  %v575 = load float, ptr %v557, align 4
  %v576 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v556
  %v577 = load float, ptr %v576, align 8
  %v578 = fmul contract float %v575, %v577
  %v579 = fadd contract float %v555, %v578
  %v580 = or disjoint i64 %v556, 1
  %v581 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v580
  %v582 = load float, ptr %v581, align 4
  %v583 = fmul contract float %v575, %v582
  %v584 = fadd contract float %v554, %v583
  br label %v574

v574:                                   ; preds = %v573, %v559
  %v585 = phi float [ %v584, %v573 ], [ %v554, %v559 ]
  %v586 = phi float [ %v579, %v573 ], [ %v555, %v559 ]
  br i1 %v194, label %v587, label %v588

v587:                                    ; preds = %v574
  %v589 = getelementptr i8, ptr %v365, i64 1184
  %v590 = load float, ptr %v589, align 4
  %v591 = add nuw nsw i64 %v367, 1792
  %v592 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v591
  %v593 = load float, ptr %v592, align 8
  %v594 = fmul contract float %v590, %v593
  %v595 = fadd contract float %v572, %v594
  %v596 = or disjoint i64 %v591, 1
  %v597 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v596
  %v598 = load float, ptr %v597, align 4
  %v599 = fmul contract float %v590, %v598
  %v600 = fadd contract float %v571, %v599
  br label %v588

v588:                                    ; preds = %v587, %v574
  %v601 = phi float [ %v600, %v587 ], [ %v571, %v574 ]
  %v602 = phi float [ %v595, %v587 ], [ %v572, %v574 ]
  br i1 %v194, label %v603, label %v604

v603:                                    ; preds = %v588
  %v605 = getelementptr i8, ptr %v368, i64 1184
  %v606 = load float, ptr %v605, align 4
  %v607 = add nuw nsw i64 %v367, 1792
  %v608 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v607
  %v609 = load float, ptr %v608, align 8
  %v610 = fmul contract float %v606, %v609
  %v611 = fadd contract float %v586, %v610
  %v612 = or disjoint i64 %v607, 1
  %v613 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v612
  %v614 = load float, ptr %v613, align 4
  %v615 = fmul contract float %v606, %v614
  %v616 = fadd contract float %v585, %v615
  br label %v604

v604:                                    ; preds = %v603, %v588
  %v617 = phi float [ %v616, %v603 ], [ %v585, %v588 ]
  %v618 = phi float [ %v611, %v603 ], [ %v586, %v588 ]
  br i1 %v194, label %v619, label %v620

v619:                                    ; preds = %v604
  %v621 = getelementptr i8, ptr %v365, i64 1216
  %v622 = load float, ptr %v621, align 4
  %v623 = add nuw nsw i64 %v367, 2048
  %v624 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v623
  %v625 = load float, ptr %v624, align 8
  %v626 = fmul contract float %v622, %v625
  %v627 = fadd contract float %v602, %v626
  %v628 = or disjoint i64 %v623, 1
  %v629 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v628
  %v630 = load float, ptr %v629, align 4
  %v631 = fmul contract float %v622, %v630
  %v632 = fadd contract float %v601, %v631
  br label %v620

v620:                                    ; preds = %v619, %v604
  %v300 = phi float [ %v632, %v619 ], [ %v601, %v604 ]
  %v302 = phi float [ %v627, %v619 ], [ %v602, %v604 ]
  br i1 %v194, label %v633, label %v358

v633:                                    ; preds = %v620
  %v634 = getelementptr i8, ptr %v368, i64 1216
  %v635 = load float, ptr %v634, align 4
  %v636 = add nuw nsw i64 %v367, 2048
  %v637 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v636
  %v638 = load float, ptr %v637, align 8
  %v639 = fmul contract float %v635, %v638
  %v640 = fadd contract float %v618, %v639
  %v641 = or disjoint i64 %v636, 1
  %v642 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v641
  %v643 = load float, ptr %v642, align 4
  %v644 = fmul contract float %v635, %v643
  %v645 = fadd contract float %v617, %v644
  br label %v358

v358:                                    ; preds = %v633, %v620
  %v296 = phi float [ %v645, %v633 ], [ %v617, %v620 ]
  %v298 = phi float [ %v640, %v633 ], [ %v618, %v620 ]
  %v364 = add nuw nsw i64 %v363, 1
  %v646 = icmp eq i64 %v364, 8
  br i1 %v646, label %v295, label %v357

v278:                                  ; preds = %v272, %v647
  %v648 = phi float [ %v297, %v647 ], [ %v260, %v272 ]
  %v649 = phi float [ %v299, %v647 ], [ %v262, %v272 ]
  %v650 = phi float [ %v301, %v647 ], [ %v264, %v272 ]
  %v651 = phi float [ %v303, %v647 ], [ %v266, %v272 ]
  %v652 = phi i64 [ %v653, %v647 ], [ 0, %v272 ]
  %v654 = getelementptr float, ptr %v274, i64 %v652
  %v655 = shl i64 %v652, 7
  %v656 = getelementptr i8, ptr %v276, i64 %v655
  %v657 = getelementptr float, ptr %v277, i64 %v652
  br i1 %v194, label %v658, label %v659

v294:                                  ; preds = %v647
  tail call void @llvm.nvvm.barrier0()
  br label %v259

v658:                                        ; preds = %v278
  %v660 = load float, ptr %v654, align 4
  %v661 = getelementptr i8, ptr %v656, i64 -55296
  %v662 = load float, ptr %v661, align 8
  %v663 = fmul contract float %v660, %v662
  %v664 = fadd contract float %v651, %v663
  %v665 = getelementptr i8, ptr %v656, i64 -55292
  %v666 = load float, ptr %v665, align 4
  %v667 = fmul contract float %v660, %v666
  %v668 = fadd contract float %v650, %v667
  br label %v659

v659:                                        ; preds = %v658, %v278
  %v669 = phi float [ %v668, %v658 ], [ %v650, %v278 ]
  %v670 = phi float [ %v664, %v658 ], [ %v651, %v278 ]
  br i1 %v194, label %v671, label %v672

v671:                                        ; preds = %v659
  %v673 = load float, ptr %v657, align 4
  %v674 = getelementptr i8, ptr %v656, i64 -55296
  %v675 = load float, ptr %v674, align 8
  %v676 = fmul contract float %v673, %v675
  %v677 = fadd contract float %v649, %v676
  %v678 = getelementptr i8, ptr %v656, i64 -55292
  %v679 = load float, ptr %v678, align 4
  %v680 = fmul contract float %v673, %v679
  %v681 = fadd contract float %v648, %v680
  br label %v672

v672:                                        ; preds = %v671, %v659
  %v682 = phi float [ %v681, %v671 ], [ %v648, %v659 ]
  %v683 = phi float [ %v677, %v671 ], [ %v649, %v659 ]
  br i1 %v194, label %v684, label %v685

v684:                                      ; preds = %v672
  %v686 = getelementptr i8, ptr %v654, i64 32
  %v687 = load float, ptr %v686, align 4
  %v688 = getelementptr i8, ptr %v656, i64 -54272
  %v689 = load float, ptr %v688, align 8
  %v690 = fmul contract float %v687, %v689
  %v691 = fadd contract float %v670, %v690
  %v692 = getelementptr i8, ptr %v656, i64 -54268
  %v693 = load float, ptr %v692, align 4
  %v694 = fmul contract float %v687, %v693
  %v695 = fadd contract float %v669, %v694
  br label %v685

v685:                                      ; preds = %v684, %v672
  %v696 = phi float [ %v695, %v684 ], [ %v669, %v672 ]
  %v697 = phi float [ %v691, %v684 ], [ %v670, %v672 ]
  br i1 %v194, label %v698, label %v699

v698:                                      ; preds = %v685
  %v700 = getelementptr i8, ptr %v657, i64 32
  %v701 = load float, ptr %v700, align 4
  %v702 = getelementptr i8, ptr %v656, i64 -54272
  %v703 = load float, ptr %v702, align 8
  %v704 = fmul contract float %v701, %v703
  %v705 = fadd contract float %v683, %v704
  %v706 = getelementptr i8, ptr %v656, i64 -54268
  %v707 = load float, ptr %v706, align 4
  %v708 = fmul contract float %v701, %v707
  %v709 = fadd contract float %v682, %v708
  br label %v699

v699:                                      ; preds = %v698, %v685
  %v710 = phi float [ %v709, %v698 ], [ %v682, %v685 ]
  %v711 = phi float [ %v705, %v698 ], [ %v683, %v685 ]
  br i1 %v194, label %v712, label %v713

v712:                                      ; preds = %v699
  %v714 = getelementptr i8, ptr %v654, i64 64
  %v715 = load float, ptr %v714, align 4
  %v716 = getelementptr i8, ptr %v656, i64 -53248
  %v717 = load float, ptr %v716, align 8
  %v718 = fmul contract float %v715, %v717
  %v719 = fadd contract float %v697, %v718
  %v720 = getelementptr i8, ptr %v656, i64 -53244
  %v721 = load float, ptr %v720, align 4
  %v722 = fmul contract float %v715, %v721
  %v723 = fadd contract float %v696, %v722
  br label %v713

v713:                                      ; preds = %v712, %v699
  %v724 = phi float [ %v723, %v712 ], [ %v696, %v699 ]
  %v725 = phi float [ %v719, %v712 ], [ %v697, %v699 ]
  br i1 %v194, label %v726, label %v727

v726:                                      ; preds = %v713
  %v728 = getelementptr i8, ptr %v657, i64 64
  %v729 = load float, ptr %v728, align 4
  %v730 = getelementptr i8, ptr %v656, i64 -53248
  %v731 = load float, ptr %v730, align 8
  %v732 = fmul contract float %v729, %v731
  %v733 = fadd contract float %v711, %v732
  %v734 = getelementptr i8, ptr %v656, i64 -53244
  %v735 = load float, ptr %v734, align 4
  %v736 = fmul contract float %v729, %v735
  %v737 = fadd contract float %v710, %v736
  br label %v727

v727:                                      ; preds = %v726, %v713
  %v738 = phi float [ %v737, %v726 ], [ %v710, %v713 ]
  %v739 = phi float [ %v733, %v726 ], [ %v711, %v713 ]
  %v740 = getelementptr i8, ptr %v657, i64 576
  br i1 %v194, label %v741, label %v742

v741:                                   ; preds = %v727
  %v743 = getelementptr i8, ptr %v654, i64 576
  %v744 = load float, ptr %v743, align 4
  %v745 = getelementptr i8, ptr %v656, i64 -52224
  %v746 = load float, ptr %v745, align 8
  %v747 = fmul contract float %v744, %v746
  %v748 = fadd contract float %v725, %v747
  %v749 = getelementptr i8, ptr %v656, i64 -52220
  %v750 = load float, ptr %v749, align 4
  %v751 = fmul contract float %v744, %v750
  %v752 = fadd contract float %v724, %v751
  br label %v742

v742:                                   ; preds = %v741, %v727
  %v753 = phi float [ %v752, %v741 ], [ %v724, %v727 ]
  %v754 = phi float [ %v748, %v741 ], [ %v725, %v727 ]
  br i1 %v194, label %v755, label %v756

v755:                                   ; preds = %v742
  %v757 = load float, ptr %v740, align 4
  %v758 = getelementptr i8, ptr %v656, i64 -52224
  %v759 = load float, ptr %v758, align 8
  %v760 = fmul contract float %v757, %v759
  %v761 = fadd contract float %v739, %v760
  %v762 = getelementptr i8, ptr %v656, i64 -52220
  %v763 = load float, ptr %v762, align 4
  %v764 = fmul contract float %v757, %v763
  %v765 = fadd contract float %v738, %v764
  br label %v756

v756:                                   ; preds = %v755, %v742
  %v766 = phi float [ %v765, %v755 ], [ %v738, %v742 ]
  %v767 = phi float [ %v761, %v755 ], [ %v739, %v742 ]
  br i1 %v194, label %v768, label %v769

v768:                                    ; preds = %v756
  %v770 = getelementptr i8, ptr %v654, i64 608
  %v771 = load float, ptr %v770, align 4
  %v772 = getelementptr i8, ptr %v656, i64 -51200
  %v773 = load float, ptr %v772, align 8
  %v774 = fmul contract float %v771, %v773
  %v775 = fadd contract float %v754, %v774
  %v776 = getelementptr i8, ptr %v656, i64 -51196
  %v777 = load float, ptr %v776, align 4
  %v778 = fmul contract float %v771, %v777
  %v779 = fadd contract float %v753, %v778
  br label %v769

v769:                                    ; preds = %v768, %v756
  %v780 = phi float [ %v779, %v768 ], [ %v753, %v756 ]
  %v781 = phi float [ %v775, %v768 ], [ %v754, %v756 ]
  br i1 %v194, label %v782, label %v783

v782:                                    ; preds = %v769
  %v784 = getelementptr i8, ptr %v657, i64 608
  %v785 = load float, ptr %v784, align 4
  %v786 = getelementptr i8, ptr %v656, i64 -51200
  %v787 = load float, ptr %v786, align 8
  %v788 = fmul contract float %v785, %v787
  %v789 = fadd contract float %v767, %v788
  %v790 = getelementptr i8, ptr %v656, i64 -51196
  %v791 = load float, ptr %v790, align 4
  %v792 = fmul contract float %v785, %v791
  %v793 = fadd contract float %v766, %v792
  br label %v783

v783:                                    ; preds = %v782, %v769
  %v794 = phi float [ %v793, %v782 ], [ %v766, %v769 ]
  %v795 = phi float [ %v789, %v782 ], [ %v767, %v769 ]
  br i1 %v194, label %v796, label %v797

v796:                                    ; preds = %v783
  %v798 = getelementptr i8, ptr %v654, i64 640
  %v799 = load float, ptr %v798, align 4
  %v800 = getelementptr i8, ptr %v656, i64 -50176
  %v801 = load float, ptr %v800, align 8
  %v802 = fmul contract float %v799, %v801
  %v803 = fadd contract float %v781, %v802
  %v804 = getelementptr i8, ptr %v656, i64 -50172
  %v805 = load float, ptr %v804, align 4
  %v806 = fmul contract float %v799, %v805
  %v807 = fadd contract float %v780, %v806
  br label %v797

v797:                                    ; preds = %v796, %v783
  %v808 = phi float [ %v807, %v796 ], [ %v780, %v783 ]
  %v809 = phi float [ %v803, %v796 ], [ %v781, %v783 ]
  br i1 %v194, label %v810, label %v811

v810:                                    ; preds = %v797
  %v812 = getelementptr i8, ptr %v657, i64 640
  %v813 = load float, ptr %v812, align 4
  %v814 = getelementptr i8, ptr %v656, i64 -50176
  %v815 = load float, ptr %v814, align 8
  %v816 = fmul contract float %v813, %v815
  %v817 = fadd contract float %v795, %v816
  %v818 = getelementptr i8, ptr %v656, i64 -50172
  %v819 = load float, ptr %v818, align 4
  %v820 = fmul contract float %v813, %v819
  %v821 = fadd contract float %v794, %v820
  br label %v811

v811:                                    ; preds = %v810, %v797
  %v822 = phi float [ %v821, %v810 ], [ %v794, %v797 ]
  %v823 = phi float [ %v817, %v810 ], [ %v795, %v797 ]
  %v824 = getelementptr i8, ptr %v657, i64 1152
  br i1 %v194, label %v825, label %v826

v825:                                   ; preds = %v811
  %v827 = getelementptr i8, ptr %v654, i64 1152
  %v828 = load float, ptr %v827, align 4
  %v829 = getelementptr i8, ptr %v656, i64 -49152
  %v830 = load float, ptr %v829, align 8
  %v831 = fmul contract float %v828, %v830
  %v832 = fadd contract float %v809, %v831
  %v833 = getelementptr i8, ptr %v656, i64 -49148
  %v834 = load float, ptr %v833, align 4
  %v835 = fmul contract float %v828, %v834
  %v836 = fadd contract float %v808, %v835
  br label %v826

v826:                                   ; preds = %v825, %v811
  %v837 = phi float [ %v836, %v825 ], [ %v808, %v811 ]
  %v838 = phi float [ %v832, %v825 ], [ %v809, %v811 ]
  br i1 %v194, label %v839, label %v840

v839:                                   ; preds = %v826
  %v841 = load float, ptr %v824, align 4
  %v842 = getelementptr i8, ptr %v656, i64 -49152
  %v843 = load float, ptr %v842, align 8
  %v844 = fmul contract float %v841, %v843
  %v845 = fadd contract float %v823, %v844
  %v846 = getelementptr i8, ptr %v656, i64 -49148
  %v847 = load float, ptr %v846, align 4
  %v848 = fmul contract float %v841, %v847
  %v849 = fadd contract float %v822, %v848
  br label %v840

v840:                                   ; preds = %v839, %v826
  %v850 = phi float [ %v849, %v839 ], [ %v822, %v826 ]
  %v851 = phi float [ %v845, %v839 ], [ %v823, %v826 ]
  br i1 %v194, label %v852, label %v853

v852:                                    ; preds = %v840
  %v854 = getelementptr i8, ptr %v654, i64 1184
  %v855 = load float, ptr %v854, align 4
  %v856 = getelementptr i8, ptr %v656, i64 -48128
  %v857 = load float, ptr %v856, align 8
  %v858 = fmul contract float %v855, %v857
  %v859 = fadd contract float %v838, %v858
  %v860 = getelementptr i8, ptr %v656, i64 -48124
  %v861 = load float, ptr %v860, align 4
  %v862 = fmul contract float %v855, %v861
  %v863 = fadd contract float %v837, %v862
  br label %v853

v853:                                    ; preds = %v852, %v840
  %v864 = phi float [ %v863, %v852 ], [ %v837, %v840 ]
  %v865 = phi float [ %v859, %v852 ], [ %v838, %v840 ]
  br i1 %v194, label %v866, label %v867

v866:                                    ; preds = %v853
  %v868 = getelementptr i8, ptr %v657, i64 1184
  %v869 = load float, ptr %v868, align 4
  %v870 = getelementptr i8, ptr %v656, i64 -48128
  %v871 = load float, ptr %v870, align 8
  %v872 = fmul contract float %v869, %v871
  %v873 = fadd contract float %v851, %v872
  %v874 = getelementptr i8, ptr %v656, i64 -48124
  %v875 = load float, ptr %v874, align 4
  %v876 = fmul contract float %v869, %v875
  %v877 = fadd contract float %v850, %v876
  br label %v867

v867:                                    ; preds = %v866, %v853
  %v878 = phi float [ %v877, %v866 ], [ %v850, %v853 ]
  %v879 = phi float [ %v873, %v866 ], [ %v851, %v853 ]
  br i1 %v194, label %v880, label %v881

v880:                                    ; preds = %v867
  %v882 = getelementptr i8, ptr %v654, i64 1216
  %v883 = load float, ptr %v882, align 4
  %v884 = getelementptr i8, ptr %v656, i64 -47104
  %v885 = load float, ptr %v884, align 8
  %v886 = fmul contract float %v883, %v885
  %v887 = fadd contract float %v865, %v886
  %v888 = getelementptr i8, ptr %v656, i64 -47100
  %v889 = load float, ptr %v888, align 4
  %v890 = fmul contract float %v883, %v889
  %v891 = fadd contract float %v864, %v890
  br label %v881

v881:                                    ; preds = %v880, %v867
  %v301 = phi float [ %v891, %v880 ], [ %v864, %v867 ]
  %v303 = phi float [ %v887, %v880 ], [ %v865, %v867 ]
  br i1 %v194, label %v892, label %v647

v892:                                    ; preds = %v881
  %v893 = getelementptr i8, ptr %v657, i64 1216
  %v894 = load float, ptr %v893, align 4
  %v895 = getelementptr i8, ptr %v656, i64 -47104
  %v896 = load float, ptr %v895, align 8
  %v897 = fmul contract float %v894, %v896
  %v898 = fadd contract float %v879, %v897
  %v899 = getelementptr i8, ptr %v656, i64 -47100
  %v900 = load float, ptr %v899, align 4
  %v901 = fmul contract float %v894, %v900
  %v902 = fadd contract float %v878, %v901
  br label %v647

v647:                                    ; preds = %v892, %v881
  %v297 = phi float [ %v902, %v892 ], [ %v878, %v881 ]
  %v299 = phi float [ %v898, %v892 ], [ %v879, %v881 ]
  %v653 = add nuw nsw i64 %v652, 1
  %v903 = icmp eq i64 %v653, 8
  br i1 %v903, label %v294, label %v278

v292:                                        ; preds = %v291
  %v904 = getelementptr inbounds i8, ptr %v2, i64 %v102
  %v905 = getelementptr inbounds i8, ptr %v904, i64 %v200
  %v906 = mul nuw nsw i64 %v42, 57344
  %v907 = getelementptr inbounds i8, ptr %v905, i64 %v906
  %v908 = mul nuw nsw i64 %v22, 14336
  %v909 = getelementptr inbounds i8, ptr %v907, i64 %v908
  %v910 = getelementptr inbounds i8, ptr %v909, i64 %v49
  %v911 = shl nuw nsw i64 %v13, 9
  %v912 = getelementptr inbounds i8, ptr %v910, i64 %v911
  store float %v267, ptr %v912, align 8
  %v913 = getelementptr inbounds i8, ptr %v912, i64 256
  store float %v263, ptr %v913, align 8
  %v914 = or disjoint i64 %v217, 1
  %v915 = getelementptr inbounds float, ptr %v2, i64 %v914
  %v916 = getelementptr inbounds i8, ptr %v915, i64 %v102
  %v917 = getelementptr inbounds i8, ptr %v916, i64 %v906
  %v918 = getelementptr inbounds i8, ptr %v917, i64 %v908
  %v919 = getelementptr inbounds i8, ptr %v918, i64 %v49
  %v920 = getelementptr inbounds i8, ptr %v919, i64 %v911
  store float %v265, ptr %v920, align 4
  %v921 = getelementptr inbounds i8, ptr %v912, i64 260
  store float %v261, ptr %v921, align 4
  br label %v293

v293:                                        ; preds = %v291, %v292
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

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

!0 = !{ptr @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1, !"kernel", i32 1}
!1 = !{ptr @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1, !"maxntidx", i32 512}
