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
  %v16 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.pad.shared to ptr), i64 %v10
  %v17 = shl nuw nsw i64 %v8, 5
  %v18 = or disjoint i64 %v10, 512
  %v19 = add nuw nsw i64 %v18, %v17
  %v20 = icmp ult i64 %v19, 864
  %v21 = shl nuw nsw i64 %v8, 2
  %v22 = add nuw nsw i64 %v21, 64
  %v23 = lshr i64 %v10, 3
  %v24 = add nuw nsw i64 %v22, %v23
  %v25 = trunc nuw nsw i64 %v24 to i16
  %v26 = urem i16 %v25, 18
  %v27 = zext nneg i16 %v26 to i64
  %v28 = add nuw nsw i64 %v12, %v27
  %v29 = icmp ult i64 %v28, 58
  %v30 = and i1 %v20, %v29
  %v31 = and i64 %v6, 2147483644
  %v32 = trunc nuw nsw i64 %v24 to i16
  %v33 = udiv i16 %v32, 18
  %v34 = trunc i16 %v33 to i8
  %v35 = urem i8 %v34, 6
  %v36 = zext nneg i8 %v35 to i64
  %v37 = add nsw i64 %v31, -1
  %v38 = add nsw i64 %v37, %v36
  %v39 = icmp ult i64 %v38, 56
  %v40 = add nsw i64 %v28, -1
  %v41 = icmp ult i64 %v40, 56
  %v42 = and i1 %v39, %v41
  %v43 = lshr i64 %v6, 2
  %v44 = mul nuw nsw i64 %v43, 14336
  %v45 = trunc nuw nsw i64 %v24 to i16
  %v46 = udiv i16 %v45, 108
  %v47 = zext nneg i16 %v46 to i64
  %v48 = or disjoint i64 %v44, %v13
  %v49 = getelementptr float, ptr %v0, i64 %v48
  %v50 = shl nuw nsw i64 %v11, 12
  %v51 = getelementptr i8, ptr %v49, i64 %v50
  %v52 = mul nuw nsw i64 %v47, 802816
  %v53 = getelementptr i8, ptr %v51, i64 %v52
  %v54 = shl nuw nsw i64 %v27, 8
  %v55 = getelementptr i8, ptr %v53, i64 %v54
  %v56 = mul nuw nsw i64 %v36, 14336
  %v57 = getelementptr i8, ptr %v55, i64 %v56
  %v58 = getelementptr i8, ptr %v57, i64 -14592
  %v59 = mul nuw nsw i64 %v47, 864
  %v60 = or disjoint i64 %v59, %v13
  %v61 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.pad.shared to ptr), i64 %v60
  %v62 = shl nuw nsw i64 %v27, 5
  %v63 = getelementptr inbounds i8, ptr %v61, i64 %v62
  %v64 = mul nuw nsw i64 %v36, 576
  %v65 = getelementptr inbounds i8, ptr %v63, i64 %v64
  %v66 = add nuw nsw i64 %v21, %v23
  %v67 = trunc nuw nsw i64 %v66 to i16
  %v68 = urem i16 %v67, 18
  %v69 = zext nneg i16 %v68 to i64
  %v70 = add nuw nsw i64 %v12, %v69
  %v71 = icmp ult i64 %v70, 58
  %v72 = trunc nuw nsw i64 %v66 to i16
  %v73 = udiv i16 %v72, 18
  %v74 = zext nneg i16 %v73 to i64
  %v75 = or i64 %v31, %v74
  %v76 = freeze i64 %v75
  %v77 = icmp eq i64 %v76, 0
  %v78 = mul nuw nsw i64 %v74, 14336
  %v79 = getelementptr i8, ptr %v51, i64 %v78
  %v80 = shl nuw nsw i64 %v69, 8
  %v81 = getelementptr i8, ptr %v79, i64 %v80
  %v82 = getelementptr i8, ptr %v81, i64 -14592
  %v83 = shl nuw nsw i64 %v8, 7
  %v84 = getelementptr inbounds i8, ptr %v16, i64 %v83
  br i1 %v71, label %v85, label %v86

v86:                                        ; preds = %v87, %v3
  br i1 %v30, label %v88, label %v89

v88:                                      ; preds = %v86
  br i1 %v42, label %v90, label %v91

v90:                                     ; preds = %v88
  %v92 = load float, ptr %v58, align 4
  br label %v91

v91:                                     ; preds = %v90, %v88
  %v93 = phi contract float [ %v92, %v90 ], [ 0.000000e+00, %v88 ]
  store float %v93, ptr %v65, align 4
  br label %v89

v89:                                       ; preds = %v91, %v86
  %v94 = add nuw nsw i64 %v17, %v10
  %v95 = shl nuw nsw i64 %v8, 9
  %v96 = and i64 %v95, 258048
  %v97 = shl nuw nsw i64 %v8, 6
  %v98 = and i64 %v97, 448
  %v99 = shl nuw nsw i32 %v4, 7
  %v100 = zext nneg i32 %v99 to i64
  %v101 = getelementptr inbounds i8, ptr %v1, i64 %v100
  %v102 = getelementptr inbounds float, ptr %v101, i64 %v10
  %v103 = getelementptr inbounds float, ptr %v102, i64 %v96
  %v104 = getelementptr inbounds float, ptr %v103, i64 %v98
  %v105 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v83
  %v106 = getelementptr inbounds float, ptr %v105, i64 %v10
  %v107 = load float, ptr %v104, align 4
  store float %v107, ptr %v106, align 4
  %v108 = getelementptr inbounds i8, ptr %v104, i64 32768
  %v109 = load float, ptr %v108, align 4
  %v110 = getelementptr inbounds i8, ptr %v106, i64 2048
  store float %v109, ptr %v110, align 4
  %v111 = getelementptr inbounds i8, ptr %v104, i64 65536
  %v112 = load float, ptr %v111, align 4
  %v113 = getelementptr inbounds i8, ptr %v106, i64 4096
  store float %v112, ptr %v113, align 4
  %v114 = getelementptr inbounds i8, ptr %v104, i64 98304
  %v115 = load float, ptr %v114, align 4
  %v116 = getelementptr inbounds i8, ptr %v106, i64 6144
  store float %v115, ptr %v116, align 4
  %v117 = icmp ult i64 %v94, 256
  br i1 %v117, label %v118, label %v119

v85:                                         ; preds = %v3
  br i1 %v77, label %v87, label %v120

v120:                                ; preds = %v85
  switch i64 %v70, label %v121 [
    i64 57, label %v87
    i64 0, label %v87
  ]

v121:                                         ; preds = %v120
  %v122 = load float, ptr %v82, align 4
  br label %v87

v87:                                         ; preds = %v120, %v120, %v85, %v121
  %v123 = phi contract float [ %v122, %v121 ], [ 0.000000e+00, %v120 ], [ 0.000000e+00, %v85 ], [ 0.000000e+00, %v120 ]
  store float %v123, ptr %v84, align 4
  br label %v86

v118:                                      ; preds = %v89
  %v124 = getelementptr inbounds i8, ptr %v104, i64 131072
  %v125 = load float, ptr %v124, align 4
  %v126 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v94
  %v127 = getelementptr inbounds i8, ptr %v126, i64 8192
  store float %v125, ptr %v127, align 4
  br label %v119

v119:                                      ; preds = %v118, %v89
  %v128 = icmp ult i64 %v15, 56
  tail call void @llvm.nvvm.barrier0()
  %v129 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v10
  %v130 = mul nuw nsw i64 %v23, 576
  %v131 = getelementptr i8, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.pad.shared to ptr), i64 %v130
  %v132 = shl nuw nsw i64 %v13, 6
  %v133 = getelementptr i8, ptr %v131, i64 %v132
  %v134 = getelementptr i8, ptr %v133, i64 -20736
  %v135 = shl nuw nsw i64 %v8, 3
  %v136 = getelementptr i8, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v135
  %v137 = getelementptr i8, ptr %v133, i64 -20704
  %v138 = mul nuw nsw i64 %v47, 200704
  %v139 = shl nuw nsw i64 %v11, 10
  %v140 = add nuw nsw i64 %v48, %v139
  %v141 = add nuw nsw i64 %v140, %v138
  %v142 = getelementptr i8, ptr %v0, i64 %v54
  %v143 = getelementptr i8, ptr %v142, i64 %v56
  %v144 = getelementptr i8, ptr %v143, i64 -14560
  %v145 = mul nuw nsw i64 %v74, 3584
  %v146 = add nuw nsw i64 %v140, %v145
  %v147 = getelementptr i8, ptr %v0, i64 %v80
  %v148 = getelementptr i8, ptr %v147, i64 -14560
  %v149 = getelementptr inbounds i8, ptr %v104, i64 2048
  %v150 = getelementptr inbounds i8, ptr %v129, i64 %v83
  %v151 = shl nuw nsw i64 %v8, 1
  %v152 = getelementptr i8, ptr %v133, i64 32
  %v153 = icmp ult i64 %v94, 256
  %v154 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v94
  %v155 = getelementptr inbounds i8, ptr %v154, i64 8192
  br label %v156

v156:                                    ; preds = %v119, %v157
  %v158 = phi float [ 0.000000e+00, %v119 ], [ %v159, %v157 ]
  %v160 = phi float [ 0.000000e+00, %v119 ], [ %v161, %v157 ]
  %v162 = phi float [ 0.000000e+00, %v119 ], [ %v163, %v157 ]
  %v164 = phi float [ 0.000000e+00, %v119 ], [ %v165, %v157 ]
  %v166 = phi i64 [ 0, %v119 ], [ %v167, %v157 ]
  %v168 = icmp ult i64 %v166, 7
  br i1 %v168, label %v169, label %v170

v170:                        ; preds = %v156
  %v171 = mul nuw nsw i64 %v166, 3456
  %v172 = getelementptr i8, ptr %v134, i64 %v171
  %v173 = mul nuw nsw i64 %v166, 9216
  %v174 = getelementptr i8, ptr %v136, i64 %v173
  %v175 = getelementptr i8, ptr %v137, i64 %v171
  br label %v176

v169: ; preds = %v156
  %v177 = shl nuw nsw i64 %v166, 3
  %v178 = or disjoint i64 %v141, %v177
  %v179 = getelementptr float, ptr %v144, i64 %v178
  %v180 = and i64 %v166, 1
  %v181 = xor i64 %v180, 1
  %v182 = mul nuw nsw i64 %v181, 3456
  %v183 = getelementptr inbounds i8, ptr %v65, i64 %v182
  %v184 = or disjoint i64 %v146, %v177
  %v185 = getelementptr float, ptr %v148, i64 %v184
  %v186 = getelementptr inbounds i8, ptr %v84, i64 %v182
  br i1 %v71, label %v187, label %v188

v189:                                    ; preds = %v157
  br i1 %v128, label %v190, label %v191

v157:                                        ; preds = %v192, %v193
  %v159 = phi float [ %v194, %v193 ], [ %v195, %v192 ]
  %v161 = phi float [ %v196, %v193 ], [ %v197, %v192 ]
  %v163 = phi float [ %v198, %v193 ], [ %v199, %v192 ]
  %v165 = phi float [ %v200, %v193 ], [ %v201, %v192 ]
  %v167 = add nuw nsw i64 %v166, 1
  %v202 = icmp eq i64 %v167, 8
  br i1 %v202, label %v189, label %v156

v188:                                      ; preds = %v203, %v169
  br i1 %v30, label %v204, label %v205

v204:                                      ; preds = %v188
  br i1 %v42, label %v206, label %v207

v206:                                     ; preds = %v204
  %v208 = load float, ptr %v179, align 4
  br label %v207

v207:                                     ; preds = %v206, %v204
  %v209 = phi contract float [ %v208, %v206 ], [ 0.000000e+00, %v204 ]
  store float %v209, ptr %v183, align 4
  br label %v205

v205:                                      ; preds = %v207, %v188
  %v210 = shl nuw nsw i64 %v166, 11
  %v211 = getelementptr inbounds i8, ptr %v149, i64 %v210
  %v212 = mul nuw nsw i64 %v181, 9216
  %v213 = getelementptr inbounds i8, ptr %v150, i64 %v212
  %v214 = load float, ptr %v211, align 4
  store float %v214, ptr %v213, align 4
  %v215 = getelementptr inbounds i8, ptr %v211, i64 32768
  %v216 = load float, ptr %v215, align 4
  %v217 = getelementptr inbounds i8, ptr %v213, i64 2048
  store float %v216, ptr %v217, align 4
  %v218 = getelementptr inbounds i8, ptr %v211, i64 65536
  %v219 = load float, ptr %v218, align 4
  %v220 = getelementptr inbounds i8, ptr %v213, i64 4096
  store float %v219, ptr %v220, align 4
  %v221 = getelementptr inbounds i8, ptr %v211, i64 98304
  %v222 = load float, ptr %v221, align 4
  %v223 = getelementptr inbounds i8, ptr %v213, i64 6144
  store float %v222, ptr %v223, align 4
  br i1 %v153, label %v224, label %v225

v187:                                        ; preds = %v169
  br i1 %v77, label %v203, label %v226

v226:                             ; preds = %v187
  switch i64 %v70, label %v227 [
    i64 57, label %v203
    i64 0, label %v203
  ]

v227:                                       ; preds = %v226
  %v228 = load float, ptr %v185, align 4
  br label %v203

v203:                                       ; preds = %v226, %v226, %v187, %v227
  %v229 = phi contract float [ %v228, %v227 ], [ 0.000000e+00, %v226 ], [ 0.000000e+00, %v187 ], [ 0.000000e+00, %v226 ]
  store float %v229, ptr %v186, align 4
  br label %v188

v224:                                      ; preds = %v205
  %v230 = getelementptr inbounds i8, ptr %v211, i64 131072
  %v231 = load float, ptr %v230, align 4
  %v232 = getelementptr inbounds i8, ptr %v155, i64 %v212
  store float %v231, ptr %v232, align 4
  br label %v225

v225:                                      ; preds = %v224, %v205
  %v233 = mul nuw nsw i64 %v180, 3456
  %v234 = getelementptr i8, ptr %v133, i64 %v233
  %v235 = mul nuw nsw i64 %v180, 2304
  %v236 = add nuw nsw i64 %v235, %v151
  %v237 = getelementptr i8, ptr %v152, i64 %v233
  br label %v238

v238:                                    ; preds = %v225, %v239
  %v240 = phi float [ %v194, %v239 ], [ %v158, %v225 ]
  %v241 = phi float [ %v196, %v239 ], [ %v160, %v225 ]
  %v242 = phi float [ %v198, %v239 ], [ %v162, %v225 ]
  %v243 = phi float [ %v200, %v239 ], [ %v164, %v225 ]
  %v244 = phi i64 [ %v245, %v239 ], [ 0, %v225 ]
  %v246 = getelementptr float, ptr %v234, i64 %v244
  %v247 = shl nsw i64 %v244, 5
  %v248 = add nuw nsw i64 %v236, %v247
  %v249 = getelementptr float, ptr %v237, i64 %v244
  br i1 %v128, label %v250, label %v251

v193:                                    ; preds = %v239
  tail call void @llvm.nvvm.barrier0()
  br label %v157

v250:                                        ; preds = %v238
  %v252 = load float, ptr %v246, align 4
  %v253 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v248
  %v254 = load float, ptr %v253, align 8
  %v255 = fmul contract float %v252, %v254
  %v256 = fadd contract float %v243, %v255
  %v257 = or disjoint i64 %v248, 1
  %v258 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v257
  %v259 = load float, ptr %v258, align 4
  %v260 = fmul contract float %v252, %v259
  %v261 = fadd contract float %v242, %v260
  br label %v251

v251:                                        ; preds = %v250, %v238
  %v262 = phi float [ %v261, %v250 ], [ %v242, %v238 ]
  %v263 = phi float [ %v256, %v250 ], [ %v243, %v238 ]
  br i1 %v128, label %v264, label %v265

v264:                                        ; preds = %v251
  %v266 = load float, ptr %v249, align 4
  %v267 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v248
  %v268 = load float, ptr %v267, align 8
  %v269 = fmul contract float %v266, %v268
  %v270 = fadd contract float %v241, %v269
  %v271 = or disjoint i64 %v248, 1
  %v272 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v271
  %v273 = load float, ptr %v272, align 4
  %v274 = fmul contract float %v266, %v273
  %v275 = fadd contract float %v240, %v274
  br label %v265

v265:                                        ; preds = %v264, %v251
  %v276 = phi float [ %v275, %v264 ], [ %v240, %v251 ]
  %v277 = phi float [ %v270, %v264 ], [ %v241, %v251 ]
  br i1 %v128, label %v278, label %v279

v278:                                      ; preds = %v265
  %v280 = getelementptr inbounds i8, ptr %v246, i64 32
  %v281 = load float, ptr %v280, align 4
  %v282 = add nuw nsw i64 %v248, 256
  %v283 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v282
  %v284 = load float, ptr %v283, align 8
  %v285 = fmul contract float %v281, %v284
  %v286 = fadd contract float %v263, %v285
  %v287 = or disjoint i64 %v282, 1
  %v288 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v287
  %v289 = load float, ptr %v288, align 4
  %v290 = fmul contract float %v281, %v289
  %v291 = fadd contract float %v262, %v290
  br label %v279

v279:                                      ; preds = %v278, %v265
  %v292 = phi float [ %v291, %v278 ], [ %v262, %v265 ]
  %v293 = phi float [ %v286, %v278 ], [ %v263, %v265 ]
  br i1 %v128, label %v294, label %v295

v294:                                      ; preds = %v279
  %v296 = getelementptr i8, ptr %v249, i64 32
  %v297 = load float, ptr %v296, align 4
  %v298 = add nuw nsw i64 %v248, 256
  %v299 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v298
  %v300 = load float, ptr %v299, align 8
  %v301 = fmul contract float %v297, %v300
  %v302 = fadd contract float %v277, %v301
  %v303 = or disjoint i64 %v298, 1
  %v304 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v303
  %v305 = load float, ptr %v304, align 4
  %v306 = fmul contract float %v297, %v305
  %v307 = fadd contract float %v276, %v306
  br label %v295

v295:                                      ; preds = %v294, %v279
  %v308 = phi float [ %v307, %v294 ], [ %v276, %v279 ]
  %v309 = phi float [ %v302, %v294 ], [ %v277, %v279 ]
  br i1 %v128, label %v310, label %v311

v310:                                      ; preds = %v295
  %v312 = getelementptr inbounds i8, ptr %v246, i64 64
  %v313 = load float, ptr %v312, align 4
  %v314 = add nuw nsw i64 %v248, 512
  %v315 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v314
  %v316 = load float, ptr %v315, align 8
  %v317 = fmul contract float %v313, %v316
  %v318 = fadd contract float %v293, %v317
  %v319 = or disjoint i64 %v314, 1
  %v320 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v319
  %v321 = load float, ptr %v320, align 4
  %v322 = fmul contract float %v313, %v321
  %v323 = fadd contract float %v292, %v322
  br label %v311

v311:                                      ; preds = %v310, %v295
  %v324 = phi float [ %v323, %v310 ], [ %v292, %v295 ]
  %v325 = phi float [ %v318, %v310 ], [ %v293, %v295 ]
  br i1 %v128, label %v326, label %v327

v326:                                      ; preds = %v311
  %v328 = getelementptr i8, ptr %v249, i64 64
  %v329 = load float, ptr %v328, align 4
  %v330 = add nuw nsw i64 %v248, 512
  %v331 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v330
  %v332 = load float, ptr %v331, align 8
  %v333 = fmul contract float %v329, %v332
  %v334 = fadd contract float %v309, %v333
  %v335 = or disjoint i64 %v330, 1
  %v336 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v335
  %v337 = load float, ptr %v336, align 4
  %v338 = fmul contract float %v329, %v337
  %v339 = fadd contract float %v308, %v338
  br label %v327

v327:                                      ; preds = %v326, %v311
  %v340 = phi float [ %v339, %v326 ], [ %v308, %v311 ]
  %v341 = phi float [ %v334, %v326 ], [ %v309, %v311 ]
  %v342 = add nuw nsw i64 %v248, 768
  %v343 = getelementptr i8, ptr %v249, i64 576
  br i1 %v128, label %v344, label %v345

v344:                                   ; preds = %v327
  %v346 = getelementptr i8, ptr %v246, i64 576
  %v347 = load float, ptr %v346, align 4
  %v348 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v342
  %v349 = load float, ptr %v348, align 8
  %v350 = fmul contract float %v347, %v349
  %v351 = fadd contract float %v325, %v350
  %v352 = or disjoint i64 %v342, 1
  %v353 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v352
  %v354 = load float, ptr %v353, align 4
  %v355 = fmul contract float %v347, %v354
  %v356 = fadd contract float %v324, %v355
  br label %v345

v345:                                   ; preds = %v344, %v327
  %v357 = phi float [ %v356, %v344 ], [ %v324, %v327 ]
  %v358 = phi float [ %v351, %v344 ], [ %v325, %v327 ]
  br i1 %v128, label %v359, label %v360

v359:                                   ; preds = %v345
  %v361 = load float, ptr %v343, align 4
  %v362 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v342
  %v363 = load float, ptr %v362, align 8
  %v364 = fmul contract float %v361, %v363
  %v365 = fadd contract float %v341, %v364
  %v366 = or disjoint i64 %v342, 1
  %v367 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v366
  %v368 = load float, ptr %v367, align 4
  %v369 = fmul contract float %v361, %v368
  %v370 = fadd contract float %v340, %v369
  br label %v360

v360:                                   ; preds = %v359, %v345
  %v371 = phi float [ %v370, %v359 ], [ %v340, %v345 ]
  %v372 = phi float [ %v365, %v359 ], [ %v341, %v345 ]
  br i1 %v128, label %v373, label %v374

v373:                                    ; preds = %v360
  %v375 = getelementptr i8, ptr %v246, i64 608
  %v376 = load float, ptr %v375, align 4
  %v377 = add nuw nsw i64 %v248, 1024
  %v378 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v377
  %v379 = load float, ptr %v378, align 8
  %v380 = fmul contract float %v376, %v379
  %v381 = fadd contract float %v358, %v380
  %v382 = or disjoint i64 %v377, 1
  %v383 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v382
  %v384 = load float, ptr %v383, align 4
  %v385 = fmul contract float %v376, %v384
  %v386 = fadd contract float %v357, %v385
  br label %v374

v374:                                    ; preds = %v373, %v360
  %v387 = phi float [ %v386, %v373 ], [ %v357, %v360 ]
  %v388 = phi float [ %v381, %v373 ], [ %v358, %v360 ]
  br i1 %v128, label %v389, label %v390

v389:                                    ; preds = %v374
  %v391 = getelementptr i8, ptr %v249, i64 608
  %v392 = load float, ptr %v391, align 4
  %v393 = add nuw nsw i64 %v248, 1024
  %v394 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v393
  %v395 = load float, ptr %v394, align 8
  %v396 = fmul contract float %v392, %v395
  %v397 = fadd contract float %v372, %v396
  %v398 = or disjoint i64 %v393, 1
  %v399 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v398
  %v400 = load float, ptr %v399, align 4
  %v401 = fmul contract float %v392, %v400
  %v402 = fadd contract float %v371, %v401
  br label %v390

v390:                                    ; preds = %v389, %v374
  %v403 = phi float [ %v402, %v389 ], [ %v371, %v374 ]
  %v404 = phi float [ %v397, %v389 ], [ %v372, %v374 ]
  br i1 %v128, label %v405, label %v406

v405:                                    ; preds = %v390
  %v407 = getelementptr i8, ptr %v246, i64 640
  %v408 = load float, ptr %v407, align 4
  %v409 = add nuw nsw i64 %v248, 1280
  %v410 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v409
  %v411 = load float, ptr %v410, align 8
  %v412 = fmul contract float %v408, %v411
  %v413 = fadd contract float %v388, %v412
  %v414 = or disjoint i64 %v409, 1
  %v415 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v414
  %v416 = load float, ptr %v415, align 4
  %v417 = fmul contract float %v408, %v416
  %v418 = fadd contract float %v387, %v417
  br label %v406

v406:                                    ; preds = %v405, %v390
  %v419 = phi float [ %v418, %v405 ], [ %v387, %v390 ]
  %v420 = phi float [ %v413, %v405 ], [ %v388, %v390 ]
  br i1 %v128, label %v421, label %v422

v421:                                    ; preds = %v406
  %v423 = getelementptr i8, ptr %v249, i64 640
  %v424 = load float, ptr %v423, align 4
  %v425 = add nuw nsw i64 %v248, 1280
  %v426 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v425
  %v427 = load float, ptr %v426, align 8
  %v428 = fmul contract float %v424, %v427
  %v429 = fadd contract float %v404, %v428
  %v430 = or disjoint i64 %v425, 1
  %v431 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v430
  %v432 = load float, ptr %v431, align 4
  %v433 = fmul contract float %v424, %v432
  %v434 = fadd contract float %v403, %v433
  br label %v422

v422:                                    ; preds = %v421, %v406
  %v435 = phi float [ %v434, %v421 ], [ %v403, %v406 ]
  %v436 = phi float [ %v429, %v421 ], [ %v404, %v406 ]
  %v437 = add nuw nsw i64 %v248, 1536
  %v438 = getelementptr i8, ptr %v249, i64 1152
  br i1 %v128, label %v439, label %v440

v439:                                   ; preds = %v422
  %v441 = getelementptr i8, ptr %v246, i64 1152
  %v442 = load float, ptr %v441, align 4
  %v443 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v437
  %v444 = load float, ptr %v443, align 8
  %v445 = fmul contract float %v442, %v444
  %v446 = fadd contract float %v420, %v445
  %v447 = or disjoint i64 %v437, 1
  %v448 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v447
  %v449 = load float, ptr %v448, align 4
  %v450 = fmul contract float %v442, %v449
  %v451 = fadd contract float %v419, %v450
  br label %v440

v440:                                   ; preds = %v439, %v422
  %v452 = phi float [ %v451, %v439 ], [ %v419, %v422 ]
  %v453 = phi float [ %v446, %v439 ], [ %v420, %v422 ]
  br i1 %v128, label %v454, label %v455

v454:                                   ; preds = %v440
  %v456 = load float, ptr %v438, align 4
  %v457 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v437
  %v458 = load float, ptr %v457, align 8
  %v459 = fmul contract float %v456, %v458
  %v460 = fadd contract float %v436, %v459
  %v461 = or disjoint i64 %v437, 1
  %v462 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v461
  %v463 = load float, ptr %v462, align 4
  %v464 = fmul contract float %v456, %v463
  %v465 = fadd contract float %v435, %v464
  br label %v455

v455:                                   ; preds = %v454, %v440
  %v466 = phi float [ %v465, %v454 ], [ %v435, %v440 ]
  %v467 = phi float [ %v460, %v454 ], [ %v436, %v440 ]
  br i1 %v128, label %v468, label %v469

v468:                                    ; preds = %v455
  %v470 = getelementptr i8, ptr %v246, i64 1184
  %v471 = load float, ptr %v470, align 4
  %v472 = add nuw nsw i64 %v248, 1792
  %v473 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v472
  %v474 = load float, ptr %v473, align 8
  %v475 = fmul contract float %v471, %v474
  %v476 = fadd contract float %v453, %v475
  %v477 = or disjoint i64 %v472, 1
  %v478 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v477
  %v479 = load float, ptr %v478, align 4
  %v480 = fmul contract float %v471, %v479
  %v481 = fadd contract float %v452, %v480
  br label %v469

v469:                                    ; preds = %v468, %v455
  %v482 = phi float [ %v481, %v468 ], [ %v452, %v455 ]
  %v483 = phi float [ %v476, %v468 ], [ %v453, %v455 ]
  br i1 %v128, label %v484, label %v485

v484:                                    ; preds = %v469
  %v486 = getelementptr i8, ptr %v249, i64 1184
  %v487 = load float, ptr %v486, align 4
  %v488 = add nuw nsw i64 %v248, 1792
  %v489 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v488
  %v490 = load float, ptr %v489, align 8
  %v491 = fmul contract float %v487, %v490
  %v492 = fadd contract float %v467, %v491
  %v493 = or disjoint i64 %v488, 1
  %v494 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v493
  %v495 = load float, ptr %v494, align 4
  %v496 = fmul contract float %v487, %v495
  %v497 = fadd contract float %v466, %v496
  br label %v485

v485:                                    ; preds = %v484, %v469
  %v498 = phi float [ %v497, %v484 ], [ %v466, %v469 ]
  %v499 = phi float [ %v492, %v484 ], [ %v467, %v469 ]
  br i1 %v128, label %v500, label %v501

v500:                                    ; preds = %v485
  %v502 = getelementptr i8, ptr %v246, i64 1216
  %v503 = load float, ptr %v502, align 4
  %v504 = add nuw nsw i64 %v248, 2048
  %v505 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v504
  %v506 = load float, ptr %v505, align 8
  %v507 = fmul contract float %v503, %v506
  %v508 = fadd contract float %v483, %v507
  %v509 = or disjoint i64 %v504, 1
  %v510 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v509
  %v511 = load float, ptr %v510, align 4
  %v512 = fmul contract float %v503, %v511
  %v513 = fadd contract float %v482, %v512
  br label %v501

v501:                                    ; preds = %v500, %v485
  %v198 = phi float [ %v513, %v500 ], [ %v482, %v485 ]
  %v200 = phi float [ %v508, %v500 ], [ %v483, %v485 ]
  br i1 %v128, label %v514, label %v239

v514:                                    ; preds = %v501
  %v515 = getelementptr i8, ptr %v249, i64 1216
  %v516 = load float, ptr %v515, align 4
  %v517 = add nuw nsw i64 %v248, 2048
  %v518 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v517
  %v519 = load float, ptr %v518, align 8
  %v520 = fmul contract float %v516, %v519
  %v521 = fadd contract float %v499, %v520
  %v522 = or disjoint i64 %v517, 1
  %v523 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_conv2d_nhwc_f32_n1_c64_h56_w56_k64_r3_s3_stride1_pad1_dilation1.W.shared to ptr), i64 %v522
  %v524 = load float, ptr %v523, align 4
  %v525 = fmul contract float %v516, %v524
  %v526 = fadd contract float %v498, %v525
  br label %v239

v239:                                    ; preds = %v514, %v501
  %v194 = phi float [ %v526, %v514 ], [ %v498, %v501 ]
  %v196 = phi float [ %v521, %v514 ], [ %v499, %v501 ]
  %v245 = add nuw nsw i64 %v244, 1
  %v527 = icmp eq i64 %v245, 8
  br i1 %v527, label %v193, label %v238

v176:                                  ; preds = %v170, %v528
  %v529 = phi float [ %v195, %v528 ], [ %v158, %v170 ]
  %v530 = phi float [ %v197, %v528 ], [ %v160, %v170 ]
  %v531 = phi float [ %v199, %v528 ], [ %v162, %v170 ]
  %v532 = phi float [ %v201, %v528 ], [ %v164, %v170 ]
  %v533 = phi i64 [ %v534, %v528 ], [ 0, %v170 ]
  %v535 = getelementptr float, ptr %v172, i64 %v533
  %v536 = shl i64 %v533, 7
  %v537 = getelementptr i8, ptr %v174, i64 %v536
  %v538 = getelementptr float, ptr %v175, i64 %v533
  br i1 %v128, label %v539, label %v540

v192:                                  ; preds = %v528
  tail call void @llvm.nvvm.barrier0()
  br label %v157

v539:                                        ; preds = %v176
  %v541 = load float, ptr %v535, align 4
  %v542 = getelementptr i8, ptr %v537, i64 -55296
  %v543 = load float, ptr %v542, align 8
  %v544 = fmul contract float %v541, %v543
  %v545 = fadd contract float %v532, %v544
  %v546 = getelementptr i8, ptr %v537, i64 -55292
  %v547 = load float, ptr %v546, align 4
  %v548 = fmul contract float %v541, %v547
  %v549 = fadd contract float %v531, %v548
  br label %v540

v540:                                        ; preds = %v539, %v176
  %v550 = phi float [ %v549, %v539 ], [ %v531, %v176 ]
  %v551 = phi float [ %v545, %v539 ], [ %v532, %v176 ]
  br i1 %v128, label %v552, label %v553

v552:                                        ; preds = %v540
  %v554 = load float, ptr %v538, align 4
  %v555 = getelementptr i8, ptr %v537, i64 -55296
  %v556 = load float, ptr %v555, align 8
  %v557 = fmul contract float %v554, %v556
  %v558 = fadd contract float %v530, %v557
  %v559 = getelementptr i8, ptr %v537, i64 -55292
  %v560 = load float, ptr %v559, align 4
  %v561 = fmul contract float %v554, %v560
  %v562 = fadd contract float %v529, %v561
  br label %v553

v553:                                        ; preds = %v552, %v540
  %v563 = phi float [ %v562, %v552 ], [ %v529, %v540 ]
  %v564 = phi float [ %v558, %v552 ], [ %v530, %v540 ]
  br i1 %v128, label %v565, label %v566

v565:                                      ; preds = %v553
  %v567 = getelementptr i8, ptr %v535, i64 32
  %v568 = load float, ptr %v567, align 4
  %v569 = getelementptr i8, ptr %v537, i64 -54272
  %v570 = load float, ptr %v569, align 8
  %v571 = fmul contract float %v568, %v570
  %v572 = fadd contract float %v551, %v571
  %v573 = getelementptr i8, ptr %v537, i64 -54268
  %v574 = load float, ptr %v573, align 4
  %v575 = fmul contract float %v568, %v574
  %v576 = fadd contract float %v550, %v575
  br label %v566

v566:                                      ; preds = %v565, %v553
  %v577 = phi float [ %v576, %v565 ], [ %v550, %v553 ]
  %v578 = phi float [ %v572, %v565 ], [ %v551, %v553 ]
  br i1 %v128, label %v579, label %v580

v579:                                      ; preds = %v566
  %v581 = getelementptr i8, ptr %v538, i64 32
  %v582 = load float, ptr %v581, align 4
  %v583 = getelementptr i8, ptr %v537, i64 -54272
  %v584 = load float, ptr %v583, align 8
  %v585 = fmul contract float %v582, %v584
  %v586 = fadd contract float %v564, %v585
  %v587 = getelementptr i8, ptr %v537, i64 -54268
  %v588 = load float, ptr %v587, align 4
  %v589 = fmul contract float %v582, %v588
  %v590 = fadd contract float %v563, %v589
  br label %v580

v580:                                      ; preds = %v579, %v566
  %v591 = phi float [ %v590, %v579 ], [ %v563, %v566 ]
  %v592 = phi float [ %v586, %v579 ], [ %v564, %v566 ]
  br i1 %v128, label %v593, label %v594

v593:                                      ; preds = %v580
  %v595 = getelementptr i8, ptr %v535, i64 64
  %v596 = load float, ptr %v595, align 4
  %v597 = getelementptr i8, ptr %v537, i64 -53248
  %v598 = load float, ptr %v597, align 8
  %v599 = fmul contract float %v596, %v598
  %v600 = fadd contract float %v578, %v599
  %v601 = getelementptr i8, ptr %v537, i64 -53244
  %v602 = load float, ptr %v601, align 4
  %v603 = fmul contract float %v596, %v602
  %v604 = fadd contract float %v577, %v603
  br label %v594

v594:                                      ; preds = %v593, %v580
  %v605 = phi float [ %v604, %v593 ], [ %v577, %v580 ]
  %v606 = phi float [ %v600, %v593 ], [ %v578, %v580 ]
  br i1 %v128, label %v607, label %v608

v607:                                      ; preds = %v594
  %v609 = getelementptr i8, ptr %v538, i64 64
  %v610 = load float, ptr %v609, align 4
  %v611 = getelementptr i8, ptr %v537, i64 -53248
  %v612 = load float, ptr %v611, align 8
  %v613 = fmul contract float %v610, %v612
  %v614 = fadd contract float %v592, %v613
  %v615 = getelementptr i8, ptr %v537, i64 -53244
  %v616 = load float, ptr %v615, align 4
  %v617 = fmul contract float %v610, %v616
  %v618 = fadd contract float %v591, %v617
  br label %v608

v608:                                      ; preds = %v607, %v594
  %v619 = phi float [ %v618, %v607 ], [ %v591, %v594 ]
  %v620 = phi float [ %v614, %v607 ], [ %v592, %v594 ]
  %v621 = getelementptr i8, ptr %v538, i64 576
  br i1 %v128, label %v622, label %v623

v622:                                   ; preds = %v608
  %v624 = getelementptr i8, ptr %v535, i64 576
  %v625 = load float, ptr %v624, align 4
  %v626 = getelementptr i8, ptr %v537, i64 -52224
  %v627 = load float, ptr %v626, align 8
  %v628 = fmul contract float %v625, %v627
  %v629 = fadd contract float %v606, %v628
  %v630 = getelementptr i8, ptr %v537, i64 -52220
  %v631 = load float, ptr %v630, align 4
  %v632 = fmul contract float %v625, %v631
  %v633 = fadd contract float %v605, %v632
  br label %v623

v623:                                   ; preds = %v622, %v608
  %v634 = phi float [ %v633, %v622 ], [ %v605, %v608 ]
  %v635 = phi float [ %v629, %v622 ], [ %v606, %v608 ]
  br i1 %v128, label %v636, label %v637

v636:                                   ; preds = %v623
  %v638 = load float, ptr %v621, align 4
  %v639 = getelementptr i8, ptr %v537, i64 -52224
  %v640 = load float, ptr %v639, align 8
  %v641 = fmul contract float %v638, %v640
  %v642 = fadd contract float %v620, %v641
  %v643 = getelementptr i8, ptr %v537, i64 -52220
  %v644 = load float, ptr %v643, align 4
  %v645 = fmul contract float %v638, %v644
  %v646 = fadd contract float %v619, %v645
  br label %v637

v637:                                   ; preds = %v636, %v623
  %v647 = phi float [ %v646, %v636 ], [ %v619, %v623 ]
  %v648 = phi float [ %v642, %v636 ], [ %v620, %v623 ]
  br i1 %v128, label %v649, label %v650

v649:                                    ; preds = %v637
  %v651 = getelementptr i8, ptr %v535, i64 608
  %v652 = load float, ptr %v651, align 4
  %v653 = getelementptr i8, ptr %v537, i64 -51200
  %v654 = load float, ptr %v653, align 8
  %v655 = fmul contract float %v652, %v654
  %v656 = fadd contract float %v635, %v655
  %v657 = getelementptr i8, ptr %v537, i64 -51196
  %v658 = load float, ptr %v657, align 4
  %v659 = fmul contract float %v652, %v658
  %v660 = fadd contract float %v634, %v659
  br label %v650

v650:                                    ; preds = %v649, %v637
  %v661 = phi float [ %v660, %v649 ], [ %v634, %v637 ]
  %v662 = phi float [ %v656, %v649 ], [ %v635, %v637 ]
  br i1 %v128, label %v663, label %v664

v663:                                    ; preds = %v650
  %v665 = getelementptr i8, ptr %v538, i64 608
  %v666 = load float, ptr %v665, align 4
  %v667 = getelementptr i8, ptr %v537, i64 -51200
  %v668 = load float, ptr %v667, align 8
  %v669 = fmul contract float %v666, %v668
  %v670 = fadd contract float %v648, %v669
  %v671 = getelementptr i8, ptr %v537, i64 -51196
  %v672 = load float, ptr %v671, align 4
  %v673 = fmul contract float %v666, %v672
  %v674 = fadd contract float %v647, %v673
  br label %v664

v664:                                    ; preds = %v663, %v650
  %v675 = phi float [ %v674, %v663 ], [ %v647, %v650 ]
  %v676 = phi float [ %v670, %v663 ], [ %v648, %v650 ]
  br i1 %v128, label %v677, label %v678

v677:                                    ; preds = %v664
  %v679 = getelementptr i8, ptr %v535, i64 640
  %v680 = load float, ptr %v679, align 4
  %v681 = getelementptr i8, ptr %v537, i64 -50176
  %v682 = load float, ptr %v681, align 8
  %v683 = fmul contract float %v680, %v682
  %v684 = fadd contract float %v662, %v683
  %v685 = getelementptr i8, ptr %v537, i64 -50172
  %v686 = load float, ptr %v685, align 4
  %v687 = fmul contract float %v680, %v686
  %v688 = fadd contract float %v661, %v687
  br label %v678

v678:                                    ; preds = %v677, %v664
  %v689 = phi float [ %v688, %v677 ], [ %v661, %v664 ]
  %v690 = phi float [ %v684, %v677 ], [ %v662, %v664 ]
  br i1 %v128, label %v691, label %v692

v691:                                    ; preds = %v678
  %v693 = getelementptr i8, ptr %v538, i64 640
  %v694 = load float, ptr %v693, align 4
  %v695 = getelementptr i8, ptr %v537, i64 -50176
  %v696 = load float, ptr %v695, align 8
  %v697 = fmul contract float %v694, %v696
  %v698 = fadd contract float %v676, %v697
  %v699 = getelementptr i8, ptr %v537, i64 -50172
  %v700 = load float, ptr %v699, align 4
  %v701 = fmul contract float %v694, %v700
  %v702 = fadd contract float %v675, %v701
  br label %v692

v692:                                    ; preds = %v691, %v678
  %v703 = phi float [ %v702, %v691 ], [ %v675, %v678 ]
  %v704 = phi float [ %v698, %v691 ], [ %v676, %v678 ]
  %v705 = getelementptr i8, ptr %v538, i64 1152
  br i1 %v128, label %v706, label %v707

v706:                                   ; preds = %v692
  %v708 = getelementptr i8, ptr %v535, i64 1152
  %v709 = load float, ptr %v708, align 4
  %v710 = getelementptr i8, ptr %v537, i64 -49152
  %v711 = load float, ptr %v710, align 8
  %v712 = fmul contract float %v709, %v711
  %v713 = fadd contract float %v690, %v712
  %v714 = getelementptr i8, ptr %v537, i64 -49148
  %v715 = load float, ptr %v714, align 4
  %v716 = fmul contract float %v709, %v715
  %v717 = fadd contract float %v689, %v716
  br label %v707

v707:                                   ; preds = %v706, %v692
  %v718 = phi float [ %v717, %v706 ], [ %v689, %v692 ]
  %v719 = phi float [ %v713, %v706 ], [ %v690, %v692 ]
  br i1 %v128, label %v720, label %v721

v720:                                   ; preds = %v707
  %v722 = load float, ptr %v705, align 4
  %v723 = getelementptr i8, ptr %v537, i64 -49152
  %v724 = load float, ptr %v723, align 8
  %v725 = fmul contract float %v722, %v724
  %v726 = fadd contract float %v704, %v725
  %v727 = getelementptr i8, ptr %v537, i64 -49148
  %v728 = load float, ptr %v727, align 4
  %v729 = fmul contract float %v722, %v728
  %v730 = fadd contract float %v703, %v729
  br label %v721

v721:                                   ; preds = %v720, %v707
  %v731 = phi float [ %v730, %v720 ], [ %v703, %v707 ]
  %v732 = phi float [ %v726, %v720 ], [ %v704, %v707 ]
  br i1 %v128, label %v733, label %v734

v733:                                    ; preds = %v721
  %v735 = getelementptr i8, ptr %v535, i64 1184
  %v736 = load float, ptr %v735, align 4
  %v737 = getelementptr i8, ptr %v537, i64 -48128
  %v738 = load float, ptr %v737, align 8
  %v739 = fmul contract float %v736, %v738
  %v740 = fadd contract float %v719, %v739
  %v741 = getelementptr i8, ptr %v537, i64 -48124
  %v742 = load float, ptr %v741, align 4
  %v743 = fmul contract float %v736, %v742
  %v744 = fadd contract float %v718, %v743
  br label %v734

v734:                                    ; preds = %v733, %v721
  %v745 = phi float [ %v744, %v733 ], [ %v718, %v721 ]
  %v746 = phi float [ %v740, %v733 ], [ %v719, %v721 ]
  br i1 %v128, label %v747, label %v748

v747:                                    ; preds = %v734
  %v749 = getelementptr i8, ptr %v538, i64 1184
  %v750 = load float, ptr %v749, align 4
  %v751 = getelementptr i8, ptr %v537, i64 -48128
  %v752 = load float, ptr %v751, align 8
  %v753 = fmul contract float %v750, %v752
  %v754 = fadd contract float %v732, %v753
  %v755 = getelementptr i8, ptr %v537, i64 -48124
  %v756 = load float, ptr %v755, align 4
  %v757 = fmul contract float %v750, %v756
  %v758 = fadd contract float %v731, %v757
  br label %v748

v748:                                    ; preds = %v747, %v734
  %v759 = phi float [ %v758, %v747 ], [ %v731, %v734 ]
  %v760 = phi float [ %v754, %v747 ], [ %v732, %v734 ]
  br i1 %v128, label %v761, label %v762

v761:                                    ; preds = %v748
  %v763 = getelementptr i8, ptr %v535, i64 1216
  %v764 = load float, ptr %v763, align 4
  %v765 = getelementptr i8, ptr %v537, i64 -47104
  %v766 = load float, ptr %v765, align 8
  %v767 = fmul contract float %v764, %v766
  %v768 = fadd contract float %v746, %v767
  %v769 = getelementptr i8, ptr %v537, i64 -47100
  %v770 = load float, ptr %v769, align 4
  %v771 = fmul contract float %v764, %v770
  %v772 = fadd contract float %v745, %v771
  br label %v762

v762:                                    ; preds = %v761, %v748
  %v199 = phi float [ %v772, %v761 ], [ %v745, %v748 ]
  %v201 = phi float [ %v768, %v761 ], [ %v746, %v748 ]
  br i1 %v128, label %v773, label %v528

v773:                                    ; preds = %v762
  %v774 = getelementptr i8, ptr %v538, i64 1216
  %v775 = load float, ptr %v774, align 4
  %v776 = getelementptr i8, ptr %v537, i64 -47104
  %v777 = load float, ptr %v776, align 8
  %v778 = fmul contract float %v775, %v777
  %v779 = fadd contract float %v760, %v778
  %v780 = getelementptr i8, ptr %v537, i64 -47100
  %v781 = load float, ptr %v780, align 4
  %v782 = fmul contract float %v775, %v781
  %v783 = fadd contract float %v759, %v782
  br label %v528

v528:                                    ; preds = %v773, %v762
  %v195 = phi float [ %v783, %v773 ], [ %v759, %v762 ]
  %v197 = phi float [ %v779, %v773 ], [ %v760, %v762 ]
  %v534 = add nuw nsw i64 %v533, 1
  %v784 = icmp eq i64 %v534, 8
  br i1 %v784, label %v192, label %v176

v190:                                        ; preds = %v189
  %v785 = getelementptr inbounds i8, ptr %v2, i64 %v100
  %v786 = getelementptr inbounds i8, ptr %v785, i64 %v135
  %v787 = mul nuw nsw i64 %v43, 57344
  %v788 = getelementptr inbounds i8, ptr %v786, i64 %v787
  %v789 = mul nuw nsw i64 %v23, 14336
  %v790 = getelementptr inbounds i8, ptr %v788, i64 %v789
  %v791 = getelementptr inbounds i8, ptr %v790, i64 %v50
  %v792 = shl nuw nsw i64 %v13, 9
  %v793 = getelementptr inbounds i8, ptr %v791, i64 %v792
  store float %v165, ptr %v793, align 8
  %v794 = getelementptr inbounds i8, ptr %v793, i64 256
  store float %v161, ptr %v794, align 8
  %v795 = or disjoint i64 %v151, 1
  %v796 = getelementptr inbounds float, ptr %v2, i64 %v795
  %v797 = getelementptr inbounds i8, ptr %v796, i64 %v100
  %v798 = getelementptr inbounds i8, ptr %v797, i64 %v787
  %v799 = getelementptr inbounds i8, ptr %v798, i64 %v789
  %v800 = getelementptr inbounds i8, ptr %v799, i64 %v50
  %v801 = getelementptr inbounds i8, ptr %v800, i64 %v792
  store float %v163, ptr %v801, align 4
  %v802 = getelementptr inbounds i8, ptr %v793, i64 260
  store float %v159, ptr %v802, align 4
  br label %v191

v191:                                        ; preds = %v189, %v190
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
