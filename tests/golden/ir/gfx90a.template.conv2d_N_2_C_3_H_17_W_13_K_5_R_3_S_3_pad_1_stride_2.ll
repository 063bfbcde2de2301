; conv2d:N=2,C=3,H=17,W=13,K=5,R=3,S=3,stride=2,pad=1,dilation=1,layout=nchw,kblock=0,bias=0,residual=0,act=none,dtype=f32 on rocm -mcpu=gfx90a, schedule template
; ModuleID = 'ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1'
source_filename = "ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared = internal unnamed_addr addrspace(3) global [315 x float] undef, align 64
@ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared = internal unnamed_addr addrspace(3) global [135 x float] undef, align 64

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define amdgpu_kernel void @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1(ptr noalias nocapture readonly %v0, ptr noalias nocapture readonly %v1, ptr noalias nocapture writeonly %v2) local_unnamed_addr #0 {
v3:
  %v4 = addrspacecast ptr %v2 to ptr addrspace(1)
  %v5 = addrspacecast ptr %v0 to ptr addrspace(1)
  %v6 = tail call i32 @llvm.amdgcn.workgroup.id.z()
  %v7 = zext i32 %v6 to i64
  %v8 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %v9 = zext i32 %v8 to i64
  %v10 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %v11 = zext i32 %v10 to i64
  %v12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %v13 = zext i32 %v12 to i64
  %v14 = and i64 %v13, 3
  %v15 = shl nuw nsw i64 %v11, 1
  %v16 = or disjoint i64 %v15, 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v17 = mul nuw nsw i64 %v11, 12
  %v18 = add nuw nsw i64 %v17, %v13
  %v19 = mul nuw nsw i64 %v9, 6
  %v20 = add nsw i64 %v19, -1
  %v21 = mul nuw nsw i64 %v7, 2652
  %v22 = getelementptr i8, ptr addrspace(1) %v5, i64 %v21
  %v23 = mul nuw nsw i64 %v9, 312
  %v24 = getelementptr i8, ptr addrspace(1) %v22, i64 %v23
  %v25 = add nuw nsw i64 %v17, %v13
  %v26 = udiv i64 %v25, 15
  %v27 = trunc i64 %v26 to i32
  %v28 = urem i32 %v27, 7
  %v29 = zext nneg i32 %v28 to i64
  %v30 = add nsw i64 %v20, %v29
  %v31 = icmp ult i64 %v30, 17
  %v32 = mul i64 %v26, 15
  %v33 = sub i64 %v25, %v32
  %v34 = add nsw i64 %v33, -1
  %v35 = icmp ult i64 %v34, 13
  %v36 = and i1 %v35, %v31
  br i1 %v36, label %v37, label %v38

v39:                                       ; preds = %v38
  %v40 = udiv i64 %v41, 105
  %v42 = mul nuw nsw i64 %v40, 884
  %v43 = getelementptr i8, ptr addrspace(1) %v24, i64 %v42
  %v44 = getelementptr float, ptr addrspace(1) %v43, i64 %v45
  %v46 = mul nuw nsw i64 %v47, 52
  %v48 = getelementptr i8, ptr addrspace(1) %v44, i64 %v46
  %v49 = getelementptr i8, ptr addrspace(1) %v48, i64 -56
  %v50 = load float, ptr addrspace(1) %v49, align 4
  br label %v51

v51:                                       ; preds = %v39, %v38
  %v52 = phi contract float [ %v50, %v39 ], [ 0.000000e+00, %v38 ]
  %v53 = urem i64 %v41, 105
  %v54 = sub nuw nsw i64 %v41, %v53
  %v55 = trunc i64 %v54 to i32
  %v56 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v55
  %v57 = trunc nuw nsw i64 %v45 to i32
  %v58 = getelementptr float, ptr addrspace(3) %v56, i32 %v57
  %v59 = mul nuw nsw i32 %v60, 60
  %v61 = getelementptr i8, ptr addrspace(3) %v58, i32 %v59
  store float %v52, ptr addrspace(3) %v61, align 4
  %v62 = add nuw nsw i64 %v17, 72
  %v63 = add nuw nsw i64 %v62, %v13
  %v64 = udiv i64 %v63, 15
  %v65 = trunc i64 %v64 to i32
  %v66 = urem i32 %v65, 7
  %v67 = zext nneg i32 %v66 to i64
  %v68 = add nsw i64 %v20, %v67
  %v69 = icmp ult i64 %v68, 17
  %v70 = mul i64 %v64, 15
  %v71 = sub i64 %v63, %v70
  %v72 = add nsw i64 %v71, -1
  %v73 = icmp ult i64 %v72, 13
  %v74 = and i1 %v73, %v69
  br i1 %v74, label %v75, label %v76

v75:                                       ; preds = %v51
  %v77 = udiv i64 %v63, 105
  %v78 = mul nuw nsw i64 %v77, 884
  %v79 = getelementptr i8, ptr addrspace(1) %v24, i64 %v78
  %v80 = getelementptr float, ptr addrspace(1) %v79, i64 %v71
  %v81 = mul nuw nsw i64 %v67, 52
  %v82 = getelementptr i8, ptr addrspace(1) %v80, i64 %v81
  %v83 = getelementptr i8, ptr addrspace(1) %v82, i64 -56
  %v84 = load float, ptr addrspace(1) %v83, align 4
  br label %v76

v76:                                       ; preds = %v75, %v51
  %v85 = phi contract float [ %v84, %v75 ], [ 0.000000e+00, %v51 ]
  %v86 = urem i64 %v63, 105
  %v87 = sub nuw nsw i64 %v63, %v86
  %v88 = trunc i64 %v87 to i32
  %v89 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v88
  %v90 = trunc nuw nsw i64 %v71 to i32
  %v91 = getelementptr float, ptr addrspace(3) %v89, i32 %v90
  %v92 = mul nuw nsw i32 %v66, 60
  %v93 = getelementptr i8, ptr addrspace(3) %v91, i32 %v92
  store float %v85, ptr addrspace(3) %v93, align 4
  %v94 = add nuw nsw i64 %v17, 108
  %v95 = add nuw nsw i64 %v94, %v13
  %v96 = udiv i64 %v95, 15
  %v97 = trunc i64 %v96 to i32
  %v98 = urem i32 %v97, 7
  %v99 = zext nneg i32 %v98 to i64
  %v100 = add nsw i64 %v20, %v99
  %v101 = icmp ult i64 %v100, 17
  %v102 = mul i64 %v96, 15
  %v103 = sub i64 %v95, %v102
  %v104 = add nsw i64 %v103, -1
  %v105 = icmp ult i64 %v104, 13
  %v106 = and i1 %v105, %v101
  br i1 %v106, label %v107, label %v108

v107:                                       ; preds = %v76
  %v109 = udiv i64 %v95, 105
  %v110 = mul nuw nsw i64 %v109, 884
  %v111 = getelementptr i8, ptr addrspace(1) %v24, i64 %v110
  %v112 = getelementptr float, ptr addrspace(1) %v111, i64 %v103
  %v113 = mul nuw nsw i64 %v99, 52
  %v114 = getelementptr i8, ptr addrspace(1) %v112, i64 %v113
  %v115 = getelementptr i8, ptr addrspace(1) %v114, i64 -56
  %v116 = load float, ptr addrspace(1) %v115, align 4
  br label %v108

v108:                                       ; preds = %v107, %v76
  %v117 = phi contract float [ %v116, %v107 ], [ 0.000000e+00, %v76 ]
  %v118 = urem i64 %v95, 105
  %v119 = sub nuw nsw i64 %v95, %v118
  %v120 = trunc i64 %v119 to i32
  %v121 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v120
  %v122 = trunc nuw nsw i64 %v103 to i32
  %v123 = getelementptr float, ptr addrspace(3) %v121, i32 %v122
  %v124 = mul nuw nsw i32 %v98, 60
  %v125 = getelementptr i8, ptr addrspace(3) %v123, i32 %v124
  store float %v117, ptr addrspace(3) %v125, align 4
  %v126 = add nuw nsw i64 %v17, 144
  %v127 = add nuw nsw i64 %v126, %v13
  %v128 = udiv i64 %v127, 15
  %v129 = trunc i64 %v128 to i32
  %v130 = urem i32 %v129, 7
  %v131 = zext nneg i32 %v130 to i64
  %v132 = add nsw i64 %v20, %v131
  %v133 = icmp ult i64 %v132, 17
  %v134 = mul i64 %v128, 15
  %v135 = sub i64 %v127, %v134
  %v136 = add nsw i64 %v135, -1
  %v137 = icmp ult i64 %v136, 13
  %v138 = and i1 %v137, %v133
  br i1 %v138, label %v139, label %v140

v139:                                       ; preds = %v108
  %v141 = udiv i64 %v127, 105
  %v142 = mul nuw nsw i64 %v141, 884
  %v143 = getelementptr i8, ptr addrspace(1) %v24, i64 %v142
  %v144 = getelementptr float, ptr addrspace(1) %v143, i64 %v135
  %v145 = mul nuw nsw i64 %v131, 52
  %v146 = getelementptr i8, ptr addrspace(1) %v144, i64 %v145
  %v147 = getelementptr i8, ptr addrspace(1) %v146, i64 -56
  %v148 = load float, ptr addrspace(1) %v147, align 4
  br label %v140

v140:                                       ; preds = %v139, %v108
  %v149 = phi contract float [ %v148, %v139 ], [ 0.000000e+00, %v108 ]
  %v150 = urem i64 %v127, 105
  %v151 = sub nuw nsw i64 %v127, %v150
  %v152 = trunc i64 %v151 to i32
  %v153 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v152
  %v154 = trunc nuw nsw i64 %v135 to i32
  %v155 = getelementptr float, ptr addrspace(3) %v153, i32 %v154
  %v156 = mul nuw nsw i32 %v130, 60
  %v157 = getelementptr i8, ptr addrspace(3) %v155, i32 %v156
  store float %v149, ptr addrspace(3) %v157, align 4
  %v158 = add nuw nsw i64 %v17, 180
  %v159 = add nuw nsw i64 %v158, %v13
  %v160 = udiv i64 %v159, 15
  %v161 = trunc i64 %v160 to i32
  %v162 = urem i32 %v161, 7
  %v163 = zext nneg i32 %v162 to i64
  %v164 = add nsw i64 %v20, %v163
  %v165 = icmp ult i64 %v164, 17
  %v166 = mul i64 %v160, 15
  %v167 = sub i64 %v159, %v166
  %v168 = add nsw i64 %v167, -1
  %v169 = icmp ult i64 %v168, 13
  %v170 = and i1 %v169, %v165
  br i1 %v170, label %v171, label %v172

v171:                                       ; preds = %v140
  %v173 = udiv i64 %v159, 105
  %v174 = mul nuw nsw i64 %v173, 884
  %v175 = getelementptr i8, ptr addrspace(1) %v24, i64 %v174
  %v176 = getelementptr float, ptr addrspace(1) %v175, i64 %v167
  %v177 = mul nuw nsw i64 %v163, 52
  %v178 = getelementptr i8, ptr addrspace(1) %v176, i64 %v177
  %v179 = getelementptr i8, ptr addrspace(1) %v178, i64 -56
  %v180 = load float, ptr addrspace(1) %v179, align 4
  br label %v172

v172:                                       ; preds = %v171, %v140
  %v181 = phi contract float [ %v180, %v171 ], [ 0.000000e+00, %v140 ]
  %v182 = urem i64 %v159, 105
  %v183 = sub nuw nsw i64 %v159, %v182
  %v184 = trunc i64 %v183 to i32
  %v185 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v184
  %v186 = trunc nuw nsw i64 %v167 to i32
  %v187 = getelementptr float, ptr addrspace(3) %v185, i32 %v186
  %v188 = mul nuw nsw i32 %v162, 60
  %v189 = getelementptr i8, ptr addrspace(3) %v187, i32 %v188
  store float %v181, ptr addrspace(3) %v189, align 4
  %v190 = add nuw nsw i64 %v17, 216
  %v191 = add nuw nsw i64 %v190, %v13
  %v192 = udiv i64 %v191, 15
  %v193 = trunc i64 %v192 to i32
  %v194 = urem i32 %v193, 7
  %v195 = zext nneg i32 %v194 to i64
  %v196 = add nsw i64 %v20, %v195
  %v197 = icmp ult i64 %v196, 17
  %v198 = mul i64 %v192, 15
  %v199 = sub i64 %v191, %v198
  %v200 = add nsw i64 %v199, -1
  %v201 = icmp ult i64 %v200, 13
  %v202 = and i1 %v201, %v197
  br i1 %v202, label %v203, label %v204

v203:                                       ; preds = %v172
  %v205 = udiv i64 %v191, 105
  %v206 = mul nuw nsw i64 %v205, 884
  %v207 = getelementptr i8, ptr addrspace(1) %v24, i64 %v206
  %v208 = getelementptr float, ptr addrspace(1) %v207, i64 %v199
  %v209 = mul nuw nsw i64 %v195, 52
  %v210 = getelementptr i8, ptr addrspace(1) %v208, i64 %v209
  %v211 = getelementptr i8, ptr addrspace(1) %v210, i64 -56
  %v212 = load float, ptr addrspace(1) %v211, align 4
  br label %v204

v204:                                       ; preds = %v203, %v172
  %v213 = phi contract float [ %v212, %v203 ], [ 0.000000e+00, %v172 ]
  %v214 = urem i64 %v191, 105
  %v215 = sub nuw nsw i64 %v191, %v214
  %v216 = trunc i64 %v215 to i32
  %v217 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v216
  %v218 = trunc nuw nsw i64 %v199 to i32
  %v219 = getelementptr float, ptr addrspace(3) %v217, i32 %v218
  %v220 = mul nuw nsw i32 %v194, 60
  %v221 = getelementptr i8, ptr addrspace(3) %v219, i32 %v220
  store float %v213, ptr addrspace(3) %v221, align 4
  %v222 = add nuw nsw i64 %v17, 252
  %v223 = add nuw nsw i64 %v222, %v13
  %v224 = udiv i64 %v223, 15
  %v225 = trunc i64 %v224 to i32
  %v226 = urem i32 %v225, 7
  %v227 = zext nneg i32 %v226 to i64
  %v228 = add nsw i64 %v20, %v227
  %v229 = icmp ult i64 %v228, 17
  %v230 = mul i64 %v224, 15
  %v231 = sub i64 %v223, %v230
  %v232 = add nsw i64 %v231, -1
  %v233 = icmp ult i64 %v232, 13
  %v234 = and i1 %v233, %v229
  br i1 %v234, label %v235, label %v236

v235:                                       ; preds = %v204
  %v237 = udiv i64 %v223, 105
  %v238 = mul nuw nsw i64 %v237, 884
  %v239 = getelementptr i8, ptr addrspace(1) %v24, i64 %v238
  %v240 = getelementptr float, ptr addrspace(1) %v239, i64 %v231
  %v241 = mul nuw nsw i64 %v227, 52
  %v242 = getelementptr i8, ptr addrspace(1) %v240, i64 %v241
  %v243 = getelementptr i8, ptr addrspace(1) %v242, i64 -56
  %v244 = load float, ptr addrspace(1) %v243, align 4
  br label %v236

v236:                                       ; preds = %v235, %v204
  %v245 = phi contract float [ %v244, %v235 ], [ 0.000000e+00, %v204 ]
  %v246 = urem i64 %v223, 105
  %v247 = sub nuw nsw i64 %v223, %v246
  %v248 = trunc i64 %v247 to i32
  %v249 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v248
  %v250 = trunc nuw nsw i64 %v231 to i32
  %v251 = getelementptr float, ptr addrspace(3) %v249, i32 %v250
  %v252 = mul nuw nsw i32 %v226, 60
  %v253 = getelementptr i8, ptr addrspace(3) %v251, i32 %v252
  store float %v245, ptr addrspace(3) %v253, align 4
  %v254 = add nuw nsw i64 %v18, 288
  %v255 = icmp ult i64 %v18, 27
  %v256 = udiv i64 %v254, 315
  %v257 = add nuw nsw i64 %v256, %v7
  %v258 = icmp ult i64 %v257, 2
  %v259 = and i1 %v255, %v258
  br i1 %v259, label %v260, label %v261

v260:                                      ; preds = %v236
  %v262 = trunc nuw i64 %v254 to i16
  %v263 = udiv i16 %v262, 15
  %v264 = trunc nuw i16 %v263 to i8
  %v265 = urem i8 %v264, 7
  %v266 = zext nneg i8 %v265 to i64
  %v267 = add nsw i64 %v20, %v266
  %v268 = icmp ult i64 %v267, 17
  %v269 = mul i16 %v263, 15
  %v270 = sub i16 %v262, %v269
  %v271 = zext nneg i16 %v270 to i64
  %v272 = add nsw i64 %v271, -1
  %v273 = icmp ult i64 %v272, 13
  %v274 = and i1 %v273, %v268
  br i1 %v274, label %v275, label %v276

v275:                                     ; preds = %v260
  %v277 = mul nuw nsw i64 %v256, 2652
  %v278 = getelementptr inbounds i8, ptr addrspace(1) %v24, i64 %v277
  %v279 = getelementptr inbounds float, ptr addrspace(1) %v278, i64 %v271
  %v280 = mul nuw nsw i64 %v266, 52
  %v281 = getelementptr inbounds i8, ptr addrspace(1) %v279, i64 %v280
  %v282 = getelementptr inbounds i8, ptr addrspace(1) %v281, i64 1712
  %v283 = load float, ptr addrspace(1) %v282, align 4, !amdgpu.noclobber !0
  br label %v276

v276:                                     ; preds = %v275, %v260
  %v284 = phi contract float [ %v283, %v275 ], [ 0.000000e+00, %v260 ]
  %v285 = trunc nuw nsw i64 %v256 to i32
  %v286 = mul nuw nsw i32 %v285, 1260
  %v287 = getelementptr inbounds i8, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v286
  %v288 = zext nneg i16 %v270 to i32
  %v289 = getelementptr inbounds float, ptr addrspace(3) %v287, i32 %v288
  %v290 = zext nneg i8 %v265 to i32
  %v291 = mul nuw nsw i32 %v290, 60
  %v292 = getelementptr inbounds i8, ptr addrspace(3) %v289, i32 %v291
  %v293 = getelementptr inbounds i8, ptr addrspace(3) %v292, i32 840
  store float %v284, ptr addrspace(3) %v293, align 4
  br label %v261

v261:                                       ; preds = %v276, %v236
  %v294 = addrspacecast ptr %v1 to ptr addrspace(1)
  %v295 = icmp eq i64 %v14, 3
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v296 = shl nuw nsw i64 %v11, 2
  %v297 = udiv i32 %v12, 3
  %v298 = zext nneg i32 %v297 to i64
  %v299 = add nuw nsw i64 %v296, %v298
  %v300 = udiv i64 %v299, 3
  %v301 = mul i32 %v297, 3
  %v302 = sub i32 %v12, %v301
  %v303 = zext nneg i32 %v302 to i64
  %v304 = mul i64 %v300, 3
  %v305 = sub i64 %v299, %v304
  %v306 = mul nuw nsw i64 %v305, 3
  %v307 = add nuw nsw i64 %v306, %v303
  %v308 = udiv i64 %v299, 9
  %v309 = mul nuw nsw i64 %v308, 27
  %v310 = urem i64 %v300, 3
  %v311 = mul nuw nsw i64 %v310, 9
  %v312 = add nuw nsw i64 %v307, %v309
  %v313 = add nuw nsw i64 %v312, %v311
  %v314 = getelementptr inbounds float, ptr addrspace(1) %v294, i64 %v313
  %v315 = load float, ptr addrspace(1) %v314, align 4, !amdgpu.noclobber !0
  %v316 = trunc i64 %v313 to i32
  %v317 = getelementptr inbounds float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v316
  store float %v315, ptr addrspace(3) %v317, align 4
  %v318 = add nuw nsw i64 %v300, 4
  %v319 = udiv i64 %v318, 3
  %v320 = mul nuw nsw i64 %v319, 27
  %v321 = mul i64 %v319, 3
  %v322 = sub i64 %v318, %v321
  %v323 = mul nuw nsw i64 %v322, 9
  %v324 = add nuw nsw i64 %v307, %v320
  %v325 = add nuw nsw i64 %v324, %v323
  %v326 = getelementptr inbounds float, ptr addrspace(1) %v294, i64 %v325
  %v327 = load float, ptr addrspace(1) %v326, align 4, !amdgpu.noclobber !0
  %v328 = trunc i64 %v325 to i32
  %v329 = getelementptr inbounds float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v328
  store float %v327, ptr addrspace(3) %v329, align 4
  %v330 = add nuw nsw i64 %v300, 8
  %v331 = udiv i64 %v330, 3
  %v332 = mul nuw nsw i64 %v331, 27
  %v333 = mul i64 %v331, 3
  %v334 = sub i64 %v330, %v333
  %v335 = mul nuw nsw i64 %v334, 9
  %v336 = add nuw nsw i64 %v307, %v332
  %v337 = add nuw nsw i64 %v336, %v335
  %v338 = getelementptr inbounds float, ptr addrspace(1) %v294, i64 %v337
  %v339 = load float, ptr addrspace(1) %v338, align 4, !amdgpu.noclobber !0
  %v340 = trunc i64 %v337 to i32
  %v341 = getelementptr inbounds float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v340
  store float %v339, ptr addrspace(3) %v341, align 4
  %v342 = icmp ult i64 %v18, 27
  br i1 %v342, label %v343, label %v344

v37:                                         ; preds = %v3
  %v345 = udiv i64 %v25, 105
  %v346 = mul nuw nsw i64 %v345, 884
  %v347 = getelementptr i8, ptr addrspace(1) %v24, i64 %v346
  %v348 = getelementptr float, ptr addrspace(1) %v347, i64 %v33
  %v349 = mul nuw nsw i64 %v29, 52
  %v350 = getelementptr i8, ptr addrspace(1) %v348, i64 %v349
  %v351 = getelementptr i8, ptr addrspace(1) %v350, i64 -56
  %v352 = load float, ptr addrspace(1) %v351, align 4
  br label %v38

v38:                                         ; preds = %v3, %v37
  %v353 = phi contract float [ %v352, %v37 ], [ 0.000000e+00, %v3 ]
  %v354 = urem i64 %v25, 105
  %v355 = sub nuw nsw i64 %v25, %v354
  %v356 = trunc i64 %v355 to i32
  %v357 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v356
  %v358 = trunc nuw nsw i64 %v33 to i32
  %v359 = getelementptr float, ptr addrspace(3) %v357, i32 %v358
  %v360 = mul nuw nsw i32 %v28, 60
  %v361 = getelementptr i8, ptr addrspace(3) %v359, i32 %v360
  store float %v353, ptr addrspace(3) %v361, align 4
  %v362 = add nuw nsw i64 %v17, 36
  %v41 = add nuw nsw i64 %v362, %v13
  %v363 = udiv i64 %v41, 15
  %v364 = trunc i64 %v363 to i32
  %v60 = urem i32 %v364, 7
  %v47 = zext nneg i32 %v60 to i64
  %v365 = add nsw i64 %v20, %v47
  %v366 = icmp ult i64 %v365, 17
  %v367 = mul i64 %v363, 15
  %v45 = sub i64 %v41, %v367
  %v368 = add nsw i64 %v45, -1
  %v369 = icmp ult i64 %v368, 13
  %v370 = and i1 %v369, %v366
  br i1 %v370, label %v39, label %v51

v343:                                      ; preds = %v261
  %v371 = add nuw nsw i64 %v300, 12
  %v372 = udiv i64 %v371, 3
  %v373 = mul nuw nsw i64 %v372, 27
  %v374 = mul i64 %v372, 3
  %v375 = sub i64 %v371, %v374
  %v376 = mul nuw nsw i64 %v375, 9
  %v377 = add nuw nsw i64 %v307, %v373
  %v378 = add nuw nsw i64 %v377, %v376
  %v379 = getelementptr inbounds float, ptr addrspace(1) %v294, i64 %v378
  %v380 = load float, ptr addrspace(1) %v379, align 4, !amdgpu.noclobber !0
  %v381 = trunc i64 %v378 to i32
  %v382 = getelementptr inbounds float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v381
  store float %v380, ptr addrspace(3) %v382, align 4
  br label %v344

v344:                                      ; preds = %v343, %v261
  %v383 = icmp ult i64 %v16, 5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v384 = lshr i64 %v13, 2
  %v385 = mul nuw nsw i64 %v384, 30
  %v386 = shl nuw nsw i64 %v14, 2
  %v387 = add nuw nsw i64 %v386, %v385
  %v388 = mul nuw nsw i64 %v11, 54
  %v389 = trunc i64 %v387 to i32
  %v390 = getelementptr inbounds float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v389
  %v391 = load float, ptr addrspace(3) %v390, align 8
  %v392 = trunc i64 %v388 to i32
  %v393 = getelementptr inbounds float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v392
  %v394 = load float, ptr addrspace(3) %v393, align 8
  %v395 = fmul contract float %v391, %v394
  %v396 = fadd contract float %v395, 0.000000e+00
  %v397 = insertelement <4 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, float %v396, i64 0
  br i1 %v295, label %v398, label %v399

v399:                                        ; preds = %v344
  %v400 = getelementptr inbounds i8, ptr addrspace(3) %v390, i32 8
  %v401 = load float, ptr addrspace(3) %v400, align 8
  %v402 = fmul contract float %v394, %v401
  %v403 = fadd contract float %v402, 0.000000e+00
  %v404 = insertelement <4 x float> %v397, float %v403, i64 1
  br label %v398

v398:                                        ; preds = %v399, %v344
  %v405 = phi <4 x float> [ %v404, %v399 ], [ %v397, %v344 ]
  br i1 %v383, label %v406, label %v407

v406:                                        ; preds = %v398
  %v408 = extractelement <4 x float> %v405, i64 2
  %v409 = getelementptr inbounds i8, ptr addrspace(3) %v393, i32 108
  %v410 = load float, ptr addrspace(3) %v409, align 4
  %v411 = fmul contract float %v391, %v410
  %v412 = fadd contract float %v408, %v411
  %v413 = insertelement <4 x float> %v405, float %v412, i64 2
  br i1 %v295, label %v407, label %v414

v407:                                        ; preds = %v406, %v414, %v398
  %v415 = phi <4 x float> [ %v413, %v406 ], [ %v416, %v414 ], [ %v405, %v398 ]
  %v417 = extractelement <4 x float> %v415, i64 0
  %v418 = trunc i64 %v387 to i32
  %v419 = or disjoint i32 %v418, 1
  %v420 = getelementptr inbounds float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v419
  %v421 = load float, ptr addrspace(3) %v420, align 4
  %v422 = trunc i64 %v388 to i32
  %v423 = or disjoint i32 %v422, 1
  %v424 = getelementptr inbounds float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v423
  %v425 = load float, ptr addrspace(3) %v424, align 4
  %v426 = fmul contract float %v421, %v425
  %v427 = fadd contract float %v417, %v426
  %v428 = insertelement <4 x float> %v415, float %v427, i64 0
  br i1 %v295, label %v429, label %v430

v430:                                      ; preds = %v407
  %v431 = getelementptr inbounds i8, ptr addrspace(3) %v420, i32 8
  %v432 = extractelement <4 x float> %v415, i64 1
  %v433 = load float, ptr addrspace(3) %v431, align 4
  %v434 = fmul contract float %v425, %v433
  %v435 = fadd contract float %v432, %v434
  %v436 = insertelement <4 x float> %v428, float %v435, i64 1
  br label %v429

v429:                                      ; preds = %v430, %v407
  %v437 = phi <4 x float> [ %v436, %v430 ], [ %v428, %v407 ]
  br i1 %v383, label %v438, label %v439

v438:                                      ; preds = %v429
  %v440 = extractelement <4 x float> %v437, i64 2
  %v441 = getelementptr inbounds i8, ptr addrspace(3) %v424, i32 108
  %v442 = load float, ptr addrspace(3) %v441, align 8
  %v443 = fmul contract float %v421, %v442
  %v444 = fadd contract float %v440, %v443
  %v445 = insertelement <4 x float> %v437, float %v444, i64 2
  br i1 %v295, label %v439, label %v446

v446:                                      ; preds = %v438
  %v447 = getelementptr inbounds i8, ptr addrspace(3) %v420, i32 8
  %v448 = extractelement <4 x float> %v437, i64 3
  %v449 = load float, ptr addrspace(3) %v447, align 4
  %v450 = fmul contract float %v442, %v449
  %v451 = fadd contract float %v448, %v450
  %v452 = insertelement <4 x float> %v445, float %v451, i64 3
  br label %v439

v439:                                      ; preds = %v446, %v438, %v429
  %v453 = phi <4 x float> [ %v445, %v438 ], [ %v452, %v446 ], [ %v437, %v429 ]
  %v454 = extractelement <4 x float> %v453, i64 0
  %v455 = trunc i64 %v387 to i32
  %v456 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v455
  %v457 = getelementptr i8, ptr addrspace(3) %v456, i32 8
  %v458 = load float, ptr addrspace(3) %v457, align 8
  %v459 = trunc i64 %v388 to i32
  %v460 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v459
  %v461 = getelementptr i8, ptr addrspace(3) %v460, i32 8
  %v462 = load float, ptr addrspace(3) %v461, align 8
  %v463 = fmul contract float %v458, %v462
  %v464 = fadd contract float %v454, %v463
  %v465 = insertelement <4 x float> %v453, float %v464, i64 0
  br i1 %v295, label %v466, label %v467

v467:                                      ; preds = %v439
  %v468 = getelementptr i8, ptr addrspace(3) %v456, i32 16
  %v469 = extractelement <4 x float> %v453, i64 1
  %v470 = load float, ptr addrspace(3) %v468, align 8
  %v471 = fmul contract float %v462, %v470
  %v472 = fadd contract float %v469, %v471
  %v473 = insertelement <4 x float> %v465, float %v472, i64 1
  br label %v466

v466:                                      ; preds = %v467, %v439
  %v474 = phi <4 x float> [ %v473, %v467 ], [ %v465, %v439 ]
  br i1 %v383, label %v475, label %v476

v475:                                      ; preds = %v466
  %v477 = extractelement <4 x float> %v474, i64 2
  %v478 = getelementptr i8, ptr addrspace(3) %v460, i32 116
  %v479 = load float, ptr addrspace(3) %v478, align 4
  %v480 = fmul contract float %v458, %v479
  %v481 = fadd contract float %v477, %v480
  %v482 = insertelement <4 x float> %v474, float %v481, i64 2
  br i1 %v295, label %v476, label %v483

v483:                                      ; preds = %v475
  %v484 = getelementptr i8, ptr addrspace(3) %v456, i32 16
  %v485 = extractelement <4 x float> %v474, i64 3
  %v486 = load float, ptr addrspace(3) %v484, align 8
  %v487 = fmul contract float %v479, %v486
  %v488 = fadd contract float %v485, %v487
  %v489 = insertelement <4 x float> %v482, float %v488, i64 3
  br label %v476

v476:                                      ; preds = %v483, %v475, %v466
  %v490 = phi <4 x float> [ %v482, %v475 ], [ %v489, %v483 ], [ %v474, %v466 ]
  %v491 = extractelement <4 x float> %v490, i64 0
  %v492 = trunc i64 %v387 to i32
  %v493 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v492
  %v494 = getelementptr i8, ptr addrspace(3) %v493, i32 60
  %v495 = load float, ptr addrspace(3) %v494, align 4
  %v496 = trunc i64 %v388 to i32
  %v497 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v496
  %v498 = getelementptr i8, ptr addrspace(3) %v497, i32 12
  %v499 = load float, ptr addrspace(3) %v498, align 4
  %v500 = fmul contract float %v495, %v499
  %v501 = fadd contract float %v491, %v500
  %v502 = insertelement <4 x float> %v490, float %v501, i64 0
  br i1 %v295, label %v503, label %v504

v504:                                    ; preds = %v476
  %v505 = getelementptr i8, ptr addrspace(3) %v493, i32 68
  %v506 = extractelement <4 x float> %v490, i64 1
  %v507 = load float, ptr addrspace(3) %v505, align 4
  %v508 = fmul contract float %v499, %v507
  %v509 = fadd contract float %v506, %v508
  %v510 = insertelement <4 x float> %v502, float %v509, i64 1
  br label %v503

v503:                                    ; preds = %v504, %v476
  %v511 = phi <4 x float> [ %v510, %v504 ], [ %v502, %v476 ]
  br i1 %v383, label %v512, label %v513

v512:                                    ; preds = %v503
  %v514 = extractelement <4 x float> %v511, i64 2
  %v515 = getelementptr i8, ptr addrspace(3) %v497, i32 120
  %v516 = load float, ptr addrspace(3) %v515, align 8
  %v517 = fmul contract float %v495, %v516
  %v518 = fadd contract float %v514, %v517
  %v519 = insertelement <4 x float> %v511, float %v518, i64 2
  br i1 %v295, label %v513, label %v520

v520:                                    ; preds = %v512
  %v521 = getelementptr i8, ptr addrspace(3) %v493, i32 68
  %v522 = extractelement <4 x float> %v511, i64 3
  %v523 = load float, ptr addrspace(3) %v521, align 4
  %v524 = fmul contract float %v516, %v523
  %v525 = fadd contract float %v522, %v524
  %v526 = insertelement <4 x float> %v519, float %v525, i64 3
  br label %v513

v513:                                    ; preds = %v520, %v512, %v503
  %v527 = phi <4 x float> [ %v519, %v512 ], [ %v526, %v520 ], [ %v511, %v503 ]
  %v528 = extractelement <4 x float> %v527, i64 0
  %v529 = trunc i64 %v387 to i32
  %v530 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v529
  %v531 = getelementptr i8, ptr addrspace(3) %v530, i32 64
  %v532 = load float, ptr addrspace(3) %v531, align 8
  %v533 = trunc i64 %v388 to i32
  %v534 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v533
  %v535 = getelementptr i8, ptr addrspace(3) %v534, i32 16
  %v536 = load float, ptr addrspace(3) %v535, align 8
  %v537 = fmul contract float %v532, %v536
  %v538 = fadd contract float %v528, %v537
  %v539 = insertelement <4 x float> %v527, float %v538, i64 0
  br i1 %v295, label %v540, label %v541

v541:                                    ; preds = %v513
  %v542 = getelementptr i8, ptr addrspace(3) %v530, i32 72
  %v543 = extractelement <4 x float> %v527, i64 1
  %v544 = load float, ptr addrspace(3) %v542, align 8
  %v545 = fmul contract float %v536, %v544
  %v546 = fadd contract float %v543, %v545
  %v547 = insertelement <4 x float> %v539, float %v546, i64 1
  br label %v540

v540:                                    ; preds = %v541, %v513
  %v548 = phi <4 x float> [ %v547, %v541 ], [ %v539, %v513 ]
  br i1 %v383, label %v549, label %v550

v549:                                    ; preds = %v540
  %v551 = extractelement <4 x float> %v548, i64 2
  %v552 = getelementptr i8, ptr addrspace(3) %v534, i32 124
  %v553 = load float, ptr addrspace(3) %v552, align 4
  %v554 = fmul contract float %v532, %v553
  %v555 = fadd contract float %v551, %v554
  %v556 = insertelement <4 x float> %v548, float %v555, i64 2
  br i1 %v295, label %v550, label %v557

v557:                                    ; preds = %v549
  %v558 = getelementptr i8, ptr addrspace(3) %v530, i32 72
  %v559 = extractelement <4 x float> %v548, i64 3
  %v560 = load float, ptr addrspace(3) %v558, align 8
  %v561 = fmul contract float %v553, %v560
  %v562 = fadd contract float %v559, %v561
  %v563 = insertelement <4 x float> %v556, float %v562, i64 3
  br label %v550

v550:                                    ; preds = %v557, %v549, %v540
  %v564 = phi <4 x float> [ %v556, %v549 ], [ %v563, %v557 ], [ %v548, %v540 ]
  %v565 = extractelement <4 x float> %v564, i64 0
  %v566 = trunc i64 %v387 to i32
  %v567 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v566
  %v568 = getelementptr i8, ptr addrspace(3) %v567, i32 68
  %v569 = load float, ptr addrspace(3) %v568, align 4
  %v570 = trunc i64 %v388 to i32
  %v571 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v570
  %v572 = getelementptr i8, ptr addrspace(3) %v571, i32 20
  %v573 = load float, ptr addrspace(3) %v572, align 4
  %v574 = fmul contract float %v569, %v573
  %v575 = fadd contract float %v565, %v574
  %v576 = insertelement <4 x float> %v564, float %v575, i64 0
  br i1 %v295, label %v577, label %v578

v578:                                    ; preds = %v550
  %v579 = getelementptr i8, ptr addrspace(3) %v567, i32 76
  %v580 = extractelement <4 x float> %v564, i64 1
  %v581 = load float, ptr addrspace(3) %v579, align 4
  %v582 = fmul contract float %v573, %v581
  %v583 = fadd contract float %v580, %v582
  %v584 = insertelement <4 x float> %v576, float %v583, i64 1
  br label %v577

v577:                                    ; preds = %v578, %v550
  %v585 = phi <4 x float> [ %v584, %v578 ], [ %v576, %v550 ]
  br i1 %v383, label %v586, label %v587

v586:                                    ; preds = %v577
  %v588 = extractelement <4 x float> %v585, i64 2
  %v589 = getelementptr i8, ptr addrspace(3) %v571, i32 128
  %v590 = load float, ptr addrspace(3) %v589, align 8
  %v591 = fmul contract float %v569, %v590
  %v592 = fadd contract float %v588, %v591
  %v593 = insertelement <4 x float> %v585, float %v592, i64 2
  br i1 %v295, label %v587, label %v594

v594:                                    ; preds = %v586
  %v595 = getelementptr i8, ptr addrspace(3) %v567, i32 76
  %v596 = extractelement <4 x float> %v585, i64 3
  %v597 = load float, ptr addrspace(3) %v595, align 4
  %v598 = fmul contract float %v590, %v597
  %v599 = fadd contract float %v596, %v598
  %v600 = insertelement <4 x float> %v593, float %v599, i64 3
  br label %v587

v587:                                    ; preds = %v594, %v586, %v577
  %v601 = phi <4 x float> [ %v593, %v586 ], [ %v600, %v594 ], [ %v585, %v577 ]
  %v602 = extractelement <4 x float> %v601, i64 0
  %v603 = trunc i64 %v387 to i32
  %v604 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v603
  %v605 = getelementptr i8, ptr addrspace(3) %v604, i32 120
  %v606 = load float, ptr addrspace(3) %v605, align 8
  %v607 = trunc i64 %v388 to i32
  %v608 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v607
  %v609 = getelementptr i8, ptr addrspace(3) %v608, i32 24
  %v610 = load float, ptr addrspace(3) %v609, align 8
  %v611 = fmul contract float %v606, %v610
  %v612 = fadd contract float %v602, %v611
  %v613 = insertelement <4 x float> %v601, float %v612, i64 0
  br i1 %v295, label %v614, label %v615

v615:                                    ; preds = %v587
  %v616 = getelementptr i8, ptr addrspace(3) %v604, i32 128
  %v617 = extractelement <4 x float> %v601, i64 1
  %v618 = load float, ptr addrspace(3) %v616, align 8
  %v619 = fmul contract float %v610, %v618
  %v620 = fadd contract float %v617, %v619
  %v621 = insertelement <4 x float> %v613, float %v620, i64 1
  br label %v614

v614:                                    ; preds = %v615, %v587
  %v622 = phi <4 x float> [ %v621, %v615 ], [ %v613, %v587 ]
  br i1 %v383, label %v623, label %v624

v623:                                    ; preds = %v614
  %v625 = extractelement <4 x float> %v622, i64 2
  %v626 = getelementptr i8, ptr addrspace(3) %v608, i32 132
  %v627 = load float, ptr addrspace(3) %v626, align 4
  %v628 = fmul contract float %v606, %v627
  %v629 = fadd contract float %v625, %v628
  %v630 = insertelement <4 x float> %v622, float %v629, i64 2
  br i1 %v295, label %v624, label %v631

v631:                                    ; preds = %v623
  %v632 = getelementptr i8, ptr addrspace(3) %v604, i32 128
  %v633 = extractelement <4 x float> %v622, i64 3
  %v634 = load float, ptr addrspace(3) %v632, align 8
  %v635 = fmul contract float %v627, %v634
  %v636 = fadd contract float %v633, %v635
  %v637 = insertelement <4 x float> %v630, float %v636, i64 3
  br label %v624

v624:                                    ; preds = %v631, %v623, %v614
  %v638 = phi <4 x float> [ %v630, %v623 ], [ %v637, %v631 ], [ %v622, %v614 ]
  %v639 = extractelement <4 x float> %v638, i64 0
  %v640 = trunc i64 %v387 to i32
  %v641 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v640
  %v642 = getelementptr i8, ptr addrspace(3) %v641, i32 124
  %v643 = load float, ptr addrspace(3) %v642, align 4
  %v644 = trunc i64 %v388 to i32
  %v645 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v644
  %v646 = getelementptr i8, ptr addrspace(3) %v645, i32 28
  %v647 = load float, ptr addrspace(3) %v646, align 4
  %v648 = fmul contract float %v643, %v647
  %v649 = fadd contract float %v639, %v648
  %v650 = insertelement <4 x float> %v638, float %v649, i64 0
  br i1 %v295, label %v651, label %v652

v652:                                    ; preds = %v624
  %v653 = getelementptr i8, ptr addrspace(3) %v641, i32 132
  %v654 = extractelement <4 x float> %v638, i64 1
  %v655 = load float, ptr addrspace(3) %v653, align 4
  %v656 = fmul contract float %v647, %v655
  %v657 = fadd contract float %v654, %v656
  %v658 = insertelement <4 x float> %v650, float %v657, i64 1
  br label %v651

v651:                                    ; preds = %v652, %v624
  %v659 = phi <4 x float> [ %v658, %v652 ], [ %v650, %v624 ]
  br i1 %v383, label %v660, label %v661

v660:                                    ; preds = %v651
  %v662 = extractelement <4 x float> %v659, i64 2
  %v663 = getelementptr i8, ptr addrspace(3) %v645, i32 136
  %v664 = load float, ptr addrspace(3) %v663, align 8
  %v665 = fmul contract float %v643, %v664
  %v666 = fadd contract float %v662, %v665
  %v667 = insertelement <4 x float> %v659, float %v666, i64 2
  br i1 %v295, label %v661, label %v668

v668:                                    ; preds = %v660
  %v669 = getelementptr i8, ptr addrspace(3) %v641, i32 132
  %v670 = extractelement <4 x float> %v659, i64 3
  %v671 = load float, ptr addrspace(3) %v669, align 4
  %v672 = fmul contract float %v664, %v671
  %v673 = fadd contract float %v670, %v672
  %v674 = insertelement <4 x float> %v667, float %v673, i64 3
  br label %v661

v661:                                    ; preds = %v668, %v660, %v651
  %v675 = phi <4 x float> [ %v667, %v660 ], [ %v674, %v668 ], [ %v659, %v651 ]
  %v676 = extractelement <4 x float> %v675, i64 0
  %v677 = trunc i64 %v387 to i32
  %v678 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v677
  %v679 = getelementptr i8, ptr addrspace(3) %v678, i32 128
  %v680 = load float, ptr addrspace(3) %v679, align 8
  %v681 = trunc i64 %v388 to i32
  %v682 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v681
  %v683 = getelementptr i8, ptr addrspace(3) %v682, i32 32
  %v684 = load float, ptr addrspace(3) %v683, align 8
  %v685 = fmul contract float %v680, %v684
  %v686 = fadd contract float %v676, %v685
  %v687 = insertelement <4 x float> %v675, float %v686, i64 0
  br i1 %v295, label %v688, label %v689

v689:                                    ; preds = %v661
  %v690 = getelementptr i8, ptr addrspace(3) %v678, i32 136
  %v691 = extractelement <4 x float> %v675, i64 1
  %v692 = load float, ptr addrspace(3) %v690, align 8
  %v693 = fmul contract float %v684, %v692
  %v694 = fadd contract float %v691, %v693
  %v695 = insertelement <4 x float> %v687, float %v694, i64 1
  br label %v688

v688:                                    ; preds = %v689, %v661
  %v696 = phi <4 x float> [ %v695, %v689 ], [ %v687, %v661 ]
  br i1 %v383, label %v697, label %v698

v697:                                    ; preds = %v688
  %v699 = extractelement <4 x float> %v696, i64 2
  %v700 = getelementptr i8, ptr addrspace(3) %v682, i32 140
  %v701 = load float, ptr addrspace(3) %v700, align 4
  %v702 = fmul contract float %v680, %v701
  %v703 = fadd contract float %v699, %v702
  %v704 = insertelement <4 x float> %v696, float %v703, i64 2
  br i1 %v295, label %v698, label %v705

v705:                                    ; preds = %v697
  %v706 = getelementptr i8, ptr addrspace(3) %v678, i32 136
  %v707 = extractelement <4 x float> %v696, i64 3
  %v708 = load float, ptr addrspace(3) %v706, align 8
  %v709 = fmul contract float %v701, %v708
  %v710 = fadd contract float %v707, %v709
  %v711 = insertelement <4 x float> %v704, float %v710, i64 3
  br label %v698

v698:                                    ; preds = %v705, %v697, %v688
  %v712 = phi <4 x float> [ %v704, %v697 ], [ %v711, %v705 ], [ %v696, %v688 ]
  %v713 = extractelement <4 x float> %v712, i64 0
  %v714 = trunc i64 %v387 to i32
  %v715 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v714
  %v716 = getelementptr i8, ptr addrspace(3) %v715, i32 420
  %v717 = load float, ptr addrspace(3) %v716, align 4
  %v718 = trunc i64 %v388 to i32
  %v719 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v718
  %v720 = getelementptr i8, ptr addrspace(3) %v719, i32 36
  %v721 = load float, ptr addrspace(3) %v720, align 4
  %v722 = fmul contract float %v717, %v721
  %v723 = fadd contract float %v713, %v722
  %v724 = insertelement <4 x float> %v712, float %v723, i64 0
  br i1 %v295, label %v725, label %v726

v726:                                    ; preds = %v698
  %v727 = getelementptr i8, ptr addrspace(3) %v715, i32 428
  %v728 = extractelement <4 x float> %v712, i64 1
  %v729 = load float, ptr addrspace(3) %v727, align 4
  %v730 = fmul contract float %v721, %v729
  %v731 = fadd contract float %v728, %v730
  %v732 = insertelement <4 x float> %v724, float %v731, i64 1
  br label %v725

v725:                                    ; preds = %v726, %v698
  %v733 = phi <4 x float> [ %v732, %v726 ], [ %v724, %v698 ]
  br i1 %v383, label %v734, label %v735

v734:                                    ; preds = %v725
  %v736 = extractelement <4 x float> %v733, i64 2
  %v737 = getelementptr i8, ptr addrspace(3) %v719, i32 144
  %v738 = load float, ptr addrspace(3) %v737, align 8
  %v739 = fmul contract float %v717, %v738
  %v740 = fadd contract float %v736, %v739
  %v741 = insertelement <4 x float> %v733, float %v740, i64 2
  br i1 %v295, label %v735, label %v742

v742:                                   ; preds = %v734
  %v743 = getelementptr i8, ptr addrspace(3) %v715, i32 428
  %v744 = extractelement <4 x float> %v733, i64 3
  %v745 = load float, ptr addrspace(3) %v743, align 4
  %v746 = fmul contract float %v738, %v745
  %v747 = fadd contract float %v744, %v746
  %v748 = insertelement <4 x float> %v741, float %v747, i64 3
  br label %v735

v735:                                   ; preds = %v742, %v734, %v725
  %v749 = phi <4 x float> [ %v741, %v734 ], [ %v748, %v742 ], [ %v733, %v725 ]
  %v750 = extractelement <4 x float> %v749, i64 0
  %v751 = trunc i64 %v387 to i32
  %v752 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v751
  %v753 = getelementptr i8, ptr addrspace(3) %v752, i32 424
  %v754 = load float, ptr addrspace(3) %v753, align 8
  %v755 = trunc i64 %v388 to i32
  %v756 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v755
  %v757 = getelementptr i8, ptr addrspace(3) %v756, i32 40
  %v758 = load float, ptr addrspace(3) %v757, align 8
  %v759 = fmul contract float %v754, %v758
  %v760 = fadd contract float %v750, %v759
  %v761 = insertelement <4 x float> %v749, float %v760, i64 0
  br i1 %v295, label %v762, label %v763

v763:                                 ; preds = %v735
  %v764 = getelementptr i8, ptr addrspace(3) %v752, i32 432
  %v765 = extractelement <4 x float> %v749, i64 1
  %v766 = load float, ptr addrspace(3) %v764, align 8
  %v767 = fmul contract float %v758, %v766
  %v768 = fadd contract float %v765, %v767
  %v769 = insertelement <4 x float> %v761, float %v768, i64 1
  br label %v762

v762:                                 ; preds = %v763, %v735
  %v770 = phi <4 x float> [ %v769, %v763 ], [ %v761, %v735 ]
  br i1 %v383, label %v771, label %v772

v771:                                 ; preds = %v762
  %v773 = extractelement <4 x float> %v770, i64 2
  %v774 = getelementptr i8, ptr addrspace(3) %v756, i32 148
  %v775 = load float, ptr addrspace(3) %v774, align 4
  %v776 = fmul contract float %v754, %v775
  %v777 = fadd contract float %v773, %v776
  %v778 = insertelement <4 x float> %v770, float %v777, i64 2
  br i1 %v295, label %v772, label %v779

v779:                                 ; preds = %v771
  %v780 = getelementptr i8, ptr addrspace(3) %v752, i32 432
  %v781 = extractelement <4 x float> %v770, i64 3
  %v782 = load float, ptr addrspace(3) %v780, align 8
  %v783 = fmul contract float %v775, %v782
  %v784 = fadd contract float %v781, %v783
  %v785 = insertelement <4 x float> %v778, float %v784, i64 3
  br label %v772

v772:                                 ; preds = %v779, %v771, %v762
  %v786 = phi <4 x float> [ %v778, %v771 ], [ %v785, %v779 ], [ %v770, %v762 ]
  %v787 = extractelement <4 x float> %v786, i64 0
  %v788 = trunc i64 %v387 to i32
  %v789 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v788
  %v790 = getelementptr i8, ptr addrspace(3) %v789, i32 428
  %v791 = load float, ptr addrspace(3) %v790, align 4
  %v792 = trunc i64 %v388 to i32
  %v793 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v792
  %v794 = getelementptr i8, ptr addrspace(3) %v793, i32 44
  %v795 = load float, ptr addrspace(3) %v794, align 4
  %v796 = fmul contract float %v791, %v795
  %v797 = fadd contract float %v787, %v796
  %v798 = insertelement <4 x float> %v786, float %v797, i64 0
  br i1 %v295, label %v799, label %v800

v800:                                 ; preds = %v772
  %v801 = getelementptr i8, ptr addrspace(3) %v789, i32 436
  %v802 = extractelement <4 x float> %v786, i64 1
  %v803 = load float, ptr addrspace(3) %v801, align 4
  %v804 = fmul contract float %v795, %v803
  %v805 = fadd contract float %v802, %v804
  %v806 = insertelement <4 x float> %v798, float %v805, i64 1
  br label %v799

v799:                                 ; preds = %v800, %v772
  %v807 = phi <4 x float> [ %v806, %v800 ], [ %v798, %v772 ]
  br i1 %v383, label %v808, label %v809

v808:                                 ; preds = %v799
  %v810 = extractelement <4 x float> %v807, i64 2
  %v811 = getelementptr i8, ptr addrspace(3) %v793, i32 152
  %v812 = load float, ptr addrspace(3) %v811, align 8
  %v813 = fmul contract float %v791, %v812
  %v814 = fadd contract float %v810, %v813
  %v815 = insertelement <4 x float> %v807, float %v814, i64 2
  br i1 %v295, label %v809, label %v816

v816:                                 ; preds = %v808
  %v817 = getelementptr i8, ptr addrspace(3) %v789, i32 436
  %v818 = extractelement <4 x float> %v807, i64 3
  %v819 = load float, ptr addrspace(3) %v817, align 4
  %v820 = fmul contract float %v812, %v819
  %v821 = fadd contract float %v818, %v820
  %v822 = insertelement <4 x float> %v815, float %v821, i64 3
  br label %v809

v809:                                 ; preds = %v816, %v808, %v799
  %v823 = phi <4 x float> [ %v815, %v808 ], [ %v822, %v816 ], [ %v807, %v799 ]
  %v824 = extractelement <4 x float> %v823, i64 0
  %v825 = trunc i64 %v387 to i32
  %v826 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v825
  %v827 = getelementptr i8, ptr addrspace(3) %v826, i32 480
  %v828 = load float, ptr addrspace(3) %v827, align 8
  %v829 = trunc i64 %v388 to i32
  %v830 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v829
  %v831 = getelementptr i8, ptr addrspace(3) %v830, i32 48
  %v832 = load float, ptr addrspace(3) %v831, align 8
  %v833 = fmul contract float %v828, %v832
  %v834 = fadd contract float %v824, %v833
  %v835 = insertelement <4 x float> %v823, float %v834, i64 0
  br i1 %v295, label %v836, label %v837

v837:                                  ; preds = %v809
  %v838 = getelementptr i8, ptr addrspace(3) %v826, i32 488
  %v839 = extractelement <4 x float> %v823, i64 1
  %v840 = load float, ptr addrspace(3) %v838, align 8
  %v841 = fmul contract float %v832, %v840
  %v842 = fadd contract float %v839, %v841
  %v843 = insertelement <4 x float> %v835, float %v842, i64 1
  br label %v836

v836:                                  ; preds = %v837, %v809
  %v844 = phi <4 x float> [ %v843, %v837 ], [ %v835, %v809 ]
  br i1 %v383, label %v845, label %v846

v845:                                  ; preds = %v836
  %v847 = extractelement <4 x float> %v844, i64 2
  %v848 = getelementptr i8, ptr addrspace(3) %v830, i32 156
  %v849 = load float, ptr addrspace(3) %v848, align 4
  %v850 = fmul contract float %v828, %v849
  %v851 = fadd contract float %v847, %v850
  %v852 = insertelement <4 x float> %v844, float %v851, i64 2
  br i1 %v295, label %v846, label %v853

v853:                                  ; preds = %v845
  %v854 = getelementptr i8, ptr addrspace(3) %v826, i32 488
  %v855 = extractelement <4 x float> %v844, i64 3
  %v856 = load float, ptr addrspace(3) %v854, align 8
  %v857 = fmul contract float %v849, %v856
  %v858 = fadd contract float %v855, %v857
  %v859 = insertelement <4 x float> %v852, float %v858, i64 3
  br label %v846

v846:                                  ; preds = %v853, %v845, %v836
  %v860 = phi <4 x float> [ %v852, %v845 ], [ %v859, %v853 ], [ %v844, %v836 ]
  %v861 = extractelement <4 x float> %v860, i64 0
  %v862 = trunc i64 %v387 to i32
  %v863 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v862
  %v864 = getelementptr i8, ptr addrspace(3) %v863, i32 484
  %v865 = load float, ptr addrspace(3) %v864, align 4
  %v866 = trunc i64 %v388 to i32
  %v867 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v866
  %v868 = getelementptr i8, ptr addrspace(3) %v867, i32 52
  %v869 = load float, ptr addrspace(3) %v868, align 4
  %v870 = fmul contract float %v865, %v869
  %v871 = fadd contract float %v861, %v870
  %v872 = insertelement <4 x float> %v860, float %v871, i64 0
  br i1 %v295, label %v873, label %v874

v874:                                  ; preds = %v846
  %v875 = getelementptr i8, ptr addrspace(3) %v863, i32 492
  %v876 = extractelement <4 x float> %v860, i64 1
  %v877 = load float, ptr addrspace(3) %v875, align 4
  %v878 = fmul contract float %v869, %v877
  %v879 = fadd contract float %v876, %v878
  %v880 = insertelement <4 x float> %v872, float %v879, i64 1
  br label %v873

v873:                                  ; preds = %v874, %v846
  %v881 = phi <4 x float> [ %v880, %v874 ], [ %v872, %v846 ]
  br i1 %v383, label %v882, label %v883

v882:                                  ; preds = %v873
  %v884 = extractelement <4 x float> %v881, i64 2
  %v885 = getelementptr i8, ptr addrspace(3) %v867, i32 160
  %v886 = load float, ptr addrspace(3) %v885, align 8
  %v887 = fmul contract float %v865, %v886
  %v888 = fadd contract float %v884, %v887
  %v889 = insertelement <4 x float> %v881, float %v888, i64 2
  br i1 %v295, label %v883, label %v890

v890:                                  ; preds = %v882
  %v891 = getelementptr i8, ptr addrspace(3) %v863, i32 492
  %v892 = extractelement <4 x float> %v881, i64 3
  %v893 = load float, ptr addrspace(3) %v891, align 4
  %v894 = fmul contract float %v886, %v893
  %v895 = fadd contract float %v892, %v894
  %v896 = insertelement <4 x float> %v889, float %v895, i64 3
  br label %v883

v883:                                  ; preds = %v890, %v882, %v873
  %v897 = phi <4 x float> [ %v889, %v882 ], [ %v896, %v890 ], [ %v881, %v873 ]
  %v898 = extractelement <4 x float> %v897, i64 0
  %v899 = trunc i64 %v387 to i32
  %v900 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v899
  %v901 = getelementptr i8, ptr addrspace(3) %v900, i32 488
  %v902 = load float, ptr addrspace(3) %v901, align 8
  %v903 = trunc i64 %v388 to i32
  %v904 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v903
  %v905 = getelementptr i8, ptr addrspace(3) %v904, i32 56
  %v906 = load float, ptr addrspace(3) %v905, align 8
  %v907 = fmul contract float %v902, %v906
  %v908 = fadd contract float %v898, %v907
  %v909 = insertelement <4 x float> %v897, float %v908, i64 0
  br i1 %v295, label %v910, label %v911

v911:                                  ; preds = %v883
  %v912 = getelementptr i8, ptr addrspace(3) %v900, i32 496
  %v913 = extractelement <4 x float> %v897, i64 1
  %v914 = load float, ptr addrspace(3) %v912, align 8
  %v915 = fmul contract float %v906, %v914
  %v916 = fadd contract float %v913, %v915
  %v917 = insertelement <4 x float> %v909, float %v916, i64 1
  br label %v910

v910:                                  ; preds = %v911, %v883
  %v918 = phi <4 x float> [ %v917, %v911 ], [ %v909, %v883 ]
  br i1 %v383, label %v919, label %v920

v919:                                  ; preds = %v910
  %v921 = extractelement <4 x float> %v918, i64 2
  %v922 = getelementptr i8, ptr addrspace(3) %v904, i32 164
  %v923 = load float, ptr addrspace(3) %v922, align 4
  %v924 = fmul contract float %v902, %v923
  %v925 = fadd contract float %v921, %v924
  %v926 = insertelement <4 x float> %v918, float %v925, i64 2
  br i1 %v295, label %v920, label %v927

v927:                                  ; preds = %v919
  %v928 = getelementptr i8, ptr addrspace(3) %v900, i32 496
  %v929 = extractelement <4 x float> %v918, i64 3
  %v930 = load float, ptr addrspace(3) %v928, align 8
  %v931 = fmul contract float %v923, %v930
  %v932 = fadd contract float %v929, %v931
  %v933 = insertelement <4 x float> %v926, float %v932, i64 3
  br label %v920

v920:                                  ; preds = %v927, %v919, %v910
  %v934 = phi <4 x float> [ %v926, %v919 ], [ %v933, %v927 ], [ %v918, %v910 ]
  %v935 = extractelement <4 x float> %v934, i64 0
  %v936 = trunc i64 %v387 to i32
  %v937 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v936
  %v938 = getelementptr i8, ptr addrspace(3) %v937, i32 540
  %v939 = load float, ptr addrspace(3) %v938, align 4
  %v940 = trunc i64 %v388 to i32
  %v941 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v940
  %v942 = getelementptr i8, ptr addrspace(3) %v941, i32 60
  %v943 = load float, ptr addrspace(3) %v942, align 4
  %v944 = fmul contract float %v939, %v943
  %v945 = fadd contract float %v935, %v944
  %v946 = insertelement <4 x float> %v934, float %v945, i64 0
  br i1 %v295, label %v947, label %v948

v948:                                  ; preds = %v920
  %v949 = getelementptr i8, ptr addrspace(3) %v937, i32 548
  %v950 = extractelement <4 x float> %v934, i64 1
  %v951 = load float, ptr addrspace(3) %v949, align 4
  %v952 = fmul contract float %v943, %v951
  %v953 = fadd contract float %v950, %v952
  %v954 = insertelement <4 x float> %v946, float %v953, i64 1
  br label %v947

v947:                                  ; preds = %v948, %v920
  %v955 = phi <4 x float> [ %v954, %v948 ], [ %v946, %v920 ]
  br i1 %v383, label %v956, label %v957

v956:                                  ; preds = %v947
  %v958 = extractelement <4 x float> %v955, i64 2
  %v959 = getelementptr i8, ptr addrspace(3) %v941, i32 168
  %v960 = load float, ptr addrspace(3) %v959, align 8
  %v961 = fmul contract float %v939, %v960
  %v962 = fadd contract float %v958, %v961
  %v963 = insertelement <4 x float> %v955, float %v962, i64 2
  br i1 %v295, label %v957, label %v964

v964:                                  ; preds = %v956
  %v965 = getelementptr i8, ptr addrspace(3) %v937, i32 548
  %v966 = extractelement <4 x float> %v955, i64 3
  %v967 = load float, ptr addrspace(3) %v965, align 4
  %v968 = fmul contract float %v960, %v967
  %v969 = fadd contract float %v966, %v968
  %v970 = insertelement <4 x float> %v963, float %v969, i64 3
  br label %v957

v957:                                  ; preds = %v964, %v956, %v947
  %v971 = phi <4 x float> [ %v963, %v956 ], [ %v970, %v964 ], [ %v955, %v947 ]
  %v972 = extractelement <4 x float> %v971, i64 0
  %v973 = trunc i64 %v387 to i32
  %v974 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v973
  %v975 = getelementptr i8, ptr addrspace(3) %v974, i32 544
  %v976 = load float, ptr addrspace(3) %v975, align 8
  %v977 = trunc i64 %v388 to i32
  %v978 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v977
  %v979 = getelementptr i8, ptr addrspace(3) %v978, i32 64
  %v980 = load float, ptr addrspace(3) %v979, align 8
  %v981 = fmul contract float %v976, %v980
  %v982 = fadd contract float %v972, %v981
  %v983 = insertelement <4 x float> %v971, float %v982, i64 0
  br i1 %v295, label %v984, label %v985

v985:                                  ; preds = %v957
  %v986 = getelementptr i8, ptr addrspace(3) %v974, i32 552
  %v987 = extractelement <4 x float> %v971, i64 1
  %v988 = load float, ptr addrspace(3) %v986, align 8
  %v989 = fmul contract float %v980, %v988
  %v990 = fadd contract float %v987, %v989
  %v991 = insertelement <4 x float> %v983, float %v990, i64 1
  br label %v984

v984:                                  ; preds = %v985, %v957
  %v992 = phi <4 x float> [ %v991, %v985 ], [ %v983, %v957 ]
  br i1 %v383, label %v993, label %v994

v993:                                  ; preds = %v984
  %v995 = extractelement <4 x float> %v992, i64 2
  %v996 = getelementptr i8, ptr addrspace(3) %v978, i32 172
  %v997 = load float, ptr addrspace(3) %v996, align 4
  %v998 = fmul contract float %v976, %v997
  %v999 = fadd contract float %v995, %v998
  %v1000 = insertelement <4 x float> %v992, float %v999, i64 2
  br i1 %v295, label %v994, label %v1001

v1001:                                  ; preds = %v993
  %v1002 = getelementptr i8, ptr addrspace(3) %v974, i32 552
  %v1003 = extractelement <4 x float> %v992, i64 3
  %v1004 = load float, ptr addrspace(3) %v1002, align 8
  %v1005 = fmul contract float %v997, %v1004
  %v1006 = fadd contract float %v1003, %v1005
  %v1007 = insertelement <4 x float> %v1000, float %v1006, i64 3
  br label %v994

v994:                                  ; preds = %v1001, %v993, %v984
  %v1008 = phi <4 x float> [ %v1000, %v993 ], [ %v1007, %v1001 ], [ %v992, %v984 ]
  %v1009 = extractelement <4 x float> %v1008, i64 0
  %v1010 = trunc i64 %v387 to i32
  %v1011 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v1010
  %v1012 = getelementptr i8, ptr addrspace(3) %v1011, i32 548
  %v1013 = load float, ptr addrspace(3) %v1012, align 4
  %v1014 = trunc i64 %v388 to i32
  %v1015 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v1014
  %v1016 = getelementptr i8, ptr addrspace(3) %v1015, i32 68
  %v1017 = load float, ptr addrspace(3) %v1016, align 4
  %v1018 = fmul contract float %v1013, %v1017
  %v1019 = fadd contract float %v1009, %v1018
  %v1020 = insertelement <4 x float> %v1008, float %v1019, i64 0
  br i1 %v295, label %v1021, label %v1022

v1022:                                  ; preds = %v994
  %v1023 = getelementptr i8, ptr addrspace(3) %v1011, i32 556
  %v1024 = extractelement <4 x float> %v1008, i64 1
  %v1025 = load float, ptr addrspace(3) %v1023, align 4
  %v1026 = fmul contract float %v1017, %v1025
  %v1027 = fadd contract float %v1024, %v1026
  %v1028 = insertelement <4 x float> %v1020, float %v1027, i64 1
  br label %v1021

v1021:                                  ; preds = %v1022, %v994
  %v1029 = phi <4 x float> [ %v1028, %v1022 ], [ %v1020, %v994 ]
  br i1 %v383, label %v1030, label %v1031

v1030:                                  ; preds = %v1021
  %v1032 = extractelement <4 x float> %v1029, i64 2
  %v1033 = getelementptr i8, ptr addrspace(3) %v1015, i32 176
  %v1034 = load float, ptr addrspace(3) %v1033, align 8
  %v1035 = fmul contract float %v1013, %v1034
  %v1036 = fadd contract float %v1032, %v1035
  %v1037 = insertelement <4 x float> %v1029, float %v1036, i64 2
  br i1 %v295, label %v1031, label %v1038

v1038:                                  ; preds = %v1030
  %v1039 = getelementptr i8, ptr addrspace(3) %v1011, i32 556
  %v1040 = extractelement <4 x float> %v1029, i64 3
  %v1041 = load float, ptr addrspace(3) %v1039, align 4
  %v1042 = fmul contract float %v1034, %v1041
  %v1043 = fadd contract float %v1040, %v1042
  %v1044 = insertelement <4 x float> %v1037, float %v1043, i64 3
  br label %v1031

v1031:                                  ; preds = %v1038, %v1030, %v1021
  %v1045 = phi <4 x float> [ %v1037, %v1030 ], [ %v1044, %v1038 ], [ %v1029, %v1021 ]
  %v1046 = extractelement <4 x float> %v1045, i64 0
  %v1047 = trunc i64 %v387 to i32
  %v1048 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v1047
  %v1049 = getelementptr i8, ptr addrspace(3) %v1048, i32 840
  %v1050 = load float, ptr addrspace(3) %v1049, align 8
  %v1051 = trunc i64 %v388 to i32
  %v1052 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v1051
  %v1053 = getelementptr i8, ptr addrspace(3) %v1052, i32 72
  %v1054 = load float, ptr addrspace(3) %v1053, align 8
  %v1055 = fmul contract float %v1050, %v1054
  %v1056 = fadd contract float %v1046, %v1055
  %v1057 = insertelement <4 x float> %v1045, float %v1056, i64 0
  br i1 %v295, label %v1058, label %v1059

v1059:                                   ; preds = %v1031
  %v1060 = getelementptr i8, ptr addrspace(3) %v1048, i32 848
  %v1061 = extractelement <4 x float> %v1045, i64 1
  %v1062 = load float, ptr addrspace(3) %v1060, align 8
  %v1063 = fmul contract float %v1054, %v1062
  %v1064 = fadd contract float %v1061, %v1063
  %v1065 = insertelement <4 x float> %v1057, float %v1064, i64 1
  br label %v1058

v1058:                                   ; preds = %v1059, %v1031
  %v1066 = phi <4 x float> [ %v1065, %v1059 ], [ %v1057, %v1031 ]
  br i1 %v383, label %v1067, label %v1068

v1067:                                   ; preds = %v1058
  %v1069 = extractelement <4 x float> %v1066, i64 2
  %v1070 = getelementptr i8, ptr addrspace(3) %v1052, i32 180
  %v1071 = load float, ptr addrspace(3) %v1070, align 4
  %v1072 = fmul contract float %v1050, %v1071
  %v1073 = fadd contract float %v1069, %v1072
  %v1074 = insertelement <4 x float> %v1066, float %v1073, i64 2
  br i1 %v295, label %v1068, label %v1075

v1075:                                   ; preds = %v1067
  %v1076 = getelementptr i8, ptr addrspace(3) %v1048, i32 848
  %v1077 = extractelement <4 x float> %v1066, i64 3
  %v1078 = load float, ptr addrspace(3) %v1076, align 8
  %v1079 = fmul contract float %v1071, %v1078
  %v1080 = fadd contract float %v1077, %v1079
  %v1081 = insertelement <4 x float> %v1074, float %v1080, i64 3
  br label %v1068

v1068:                                   ; preds = %v1075, %v1067, %v1058
  %v1082 = phi <4 x float> [ %v1074, %v1067 ], [ %v1081, %v1075 ], [ %v1066, %v1058 ]
  %v1083 = extractelement <4 x float> %v1082, i64 0
  %v1084 = trunc i64 %v387 to i32
  %v1085 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v1084
  %v1086 = getelementptr i8, ptr addrspace(3) %v1085, i32 844
  %v1087 = load float, ptr addrspace(3) %v1086, align 4
  %v1088 = trunc i64 %v388 to i32
  %v1089 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v1088
  %v1090 = getelementptr i8, ptr addrspace(3) %v1089, i32 76
  %v1091 = load float, ptr addrspace(3) %v1090, align 4
  %v1092 = fmul contract float %v1087, %v1091
  %v1093 = fadd contract float %v1083, %v1092
  %v1094 = insertelement <4 x float> %v1082, float %v1093, i64 0
  br i1 %v295, label %v1095, label %v1096

v1096:                                 ; preds = %v1068
  %v1097 = getelementptr i8, ptr addrspace(3) %v1085, i32 852
  %v1098 = extractelement <4 x float> %v1082, i64 1
  %v1099 = load float, ptr addrspace(3) %v1097, align 4
  %v1100 = fmul contract float %v1091, %v1099
  %v1101 = fadd contract float %v1098, %v1100
  %v1102 = insertelement <4 x float> %v1094, float %v1101, i64 1
  br label %v1095

v1095:                                 ; preds = %v1096, %v1068
  %v1103 = phi <4 x float> [ %v1102, %v1096 ], [ %v1094, %v1068 ]
  br i1 %v383, label %v1104, label %v1105

v1104:                                 ; preds = %v1095
  %v1106 = extractelement <4 x float> %v1103, i64 2
  %v1107 = getelementptr i8, ptr addrspace(3) %v1089, i32 184
  %v1108 = load float, ptr addrspace(3) %v1107, align 8
  %v1109 = fmul contract float %v1087, %v1108
  %v1110 = fadd contract float %v1106, %v1109
  %v1111 = insertelement <4 x float> %v1103, float %v1110, i64 2
  br i1 %v295, label %v1105, label %v1112

v1112:                                 ; preds = %v1104
  %v1113 = getelementptr i8, ptr addrspace(3) %v1085, i32 852
  %v1114 = extractelement <4 x float> %v1103, i64 3
  %v1115 = load float, ptr addrspace(3) %v1113, align 4
  %v1116 = fmul contract float %v1108, %v1115
  %v1117 = fadd contract float %v1114, %v1116
  %v1118 = insertelement <4 x float> %v1111, float %v1117, i64 3
  br label %v1105

v1105:                                 ; preds = %v1112, %v1104, %v1095
  %v1119 = phi <4 x float> [ %v1111, %v1104 ], [ %v1118, %v1112 ], [ %v1103, %v1095 ]
  %v1120 = extractelement <4 x float> %v1119, i64 0
  %v1121 = trunc i64 %v387 to i32
  %v1122 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v1121
  %v1123 = getelementptr i8, ptr addrspace(3) %v1122, i32 848
  %v1124 = load float, ptr addrspace(3) %v1123, align 8
  %v1125 = trunc i64 %v388 to i32
  %v1126 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v1125
  %v1127 = getelementptr i8, ptr addrspace(3) %v1126, i32 80
  %v1128 = load float, ptr addrspace(3) %v1127, align 8
  %v1129 = fmul contract float %v1124, %v1128
  %v1130 = fadd contract float %v1120, %v1129
  %v1131 = insertelement <4 x float> %v1119, float %v1130, i64 0
  br i1 %v295, label %v1132, label %v1133

v1133:                                 ; preds = %v1105
  %v1134 = getelementptr i8, ptr addrspace(3) %v1122, i32 856
  %v1135 = extractelement <4 x float> %v1119, i64 1
  %v1136 = load float, ptr addrspace(3) %v1134, align 8
  %v1137 = fmul contract float %v1128, %v1136
  %v1138 = fadd contract float %v1135, %v1137
  %v1139 = insertelement <4 x float> %v1131, float %v1138, i64 1
  br label %v1132

v1132:                                 ; preds = %v1133, %v1105
  %v1140 = phi <4 x float> [ %v1139, %v1133 ], [ %v1131, %v1105 ]
  br i1 %v383, label %v1141, label %v1142

v1141:                                 ; preds = %v1132
  %v1143 = extractelement <4 x float> %v1140, i64 2
  %v1144 = getelementptr i8, ptr addrspace(3) %v1126, i32 188
  %v1145 = load float, ptr addrspace(3) %v1144, align 4
  %v1146 = fmul contract float %v1124, %v1145
  %v1147 = fadd contract float %v1143, %v1146
  %v1148 = insertelement <4 x float> %v1140, float %v1147, i64 2
  br i1 %v295, label %v1142, label %v1149

v1149:                                 ; preds = %v1141
  %v1150 = getelementptr i8, ptr addrspace(3) %v1122, i32 856
  %v1151 = extractelement <4 x float> %v1140, i64 3
  %v1152 = load float, ptr addrspace(3) %v1150, align 8
  %v1153 = fmul contract float %v1145, %v1152
  %v1154 = fadd contract float %v1151, %v1153
  %v1155 = insertelement <4 x float> %v1148, float %v1154, i64 3
  br label %v1142

v1142:                                 ; preds = %v1149, %v1141, %v1132
  %v1156 = phi <4 x float> [ %v1148, %v1141 ], [ %v1155, %v1149 ], [ %v1140, %v1132 ]
  %v1157 = extractelement <4 x float> %v1156, i64 0
  %v1158 = trunc i64 %v387 to i32
  %v1159 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v1158
  %v1160 = getelementptr i8, ptr addrspace(3) %v1159, i32 900
  %v1161 = load float, ptr addrspace(3) %v1160, align 4
  %v1162 = trunc i64 %v388 to i32
  %v1163 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v1162
  %v1164 = getelementptr i8, ptr addrspace(3) %v1163, i32 84
  %v1165 = load float, ptr addrspace(3) %v1164, align 4
  %v1166 = fmul contract float %v1161, %v1165
  %v1167 = fadd contract float %v1157, %v1166
  %v1168 = insertelement <4 x float> %v1156, float %v1167, i64 0
  br i1 %v295, label %v1169, label %v1170

v1170:                                  ; preds = %v1142
  %v1171 = getelementptr i8, ptr addrspace(3) %v1159, i32 908
  %v1172 = extractelement <4 x float> %v1156, i64 1
  %v1173 = load float, ptr addrspace(3) %v1171, align 4
  %v1174 = fmul contract float %v1165, %v1173
  %v1175 = fadd contract float %v1172, %v1174
  %v1176 = insertelement <4 x float> %v1168, float %v1175, i64 1
  br label %v1169

v1169:                                  ; preds = %v1170, %v1142
  %v1177 = phi <4 x float> [ %v1176, %v1170 ], [ %v1168, %v1142 ]
  br i1 %v383, label %v1178, label %v1179

v1178:                                  ; preds = %v1169
  %v1180 = extractelement <4 x float> %v1177, i64 2
  %v1181 = getelementptr i8, ptr addrspace(3) %v1163, i32 192
  %v1182 = load float, ptr addrspace(3) %v1181, align 8
  %v1183 = fmul contract float %v1161, %v1182
  %v1184 = fadd contract float %v1180, %v1183
  %v1185 = insertelement <4 x float> %v1177, float %v1184, i64 2
  br i1 %v295, label %v1179, label %v1186

v1186:                                  ; preds = %v1178
  %v1187 = getelementptr i8, ptr addrspace(3) %v1159, i32 908
  %v1188 = extractelement <4 x float> %v1177, i64 3
  %v1189 = load float, ptr addrspace(3) %v1187, align 4
  %v1190 = fmul contract float %v1182, %v1189
  %v1191 = fadd contract float %v1188, %v1190
  %v1192 = insertelement <4 x float> %v1185, float %v1191, i64 3
  br label %v1179

v1179:                                  ; preds = %v1186, %v1178, %v1169
  %v1193 = phi <4 x float> [ %v1185, %v1178 ], [ %v1192, %v1186 ], [ %v1177, %v1169 ]
  %v1194 = extractelement <4 x float> %v1193, i64 0
  %v1195 = trunc i64 %v387 to i32
  %v1196 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v1195
  %v1197 = getelementptr i8, ptr addrspace(3) %v1196, i32 904
  %v1198 = load float, ptr addrspace(3) %v1197, align 8
  %v1199 = trunc i64 %v388 to i32
  %v1200 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v1199
  %v1201 = getelementptr i8, ptr addrspace(3) %v1200, i32 88
  %v1202 = load float, ptr addrspace(3) %v1201, align 8
  %v1203 = fmul contract float %v1198, %v1202
  %v1204 = fadd contract float %v1194, %v1203
  %v1205 = insertelement <4 x float> %v1193, float %v1204, i64 0
  br i1 %v295, label %v1206, label %v1207

v1207:                                  ; preds = %v1179
  %v1208 = getelementptr i8, ptr addrspace(3) %v1196, i32 912
  %v1209 = extractelement <4 x float> %v1193, i64 1
  %v1210 = load float, ptr addrspace(3) %v1208, align 8
  %v1211 = fmul contract float %v1202, %v1210
  %v1212 = fadd contract float %v1209, %v1211
  %v1213 = insertelement <4 x float> %v1205, float %v1212, i64 1
  br label %v1206

v1206:                                  ; preds = %v1207, %v1179
  %v1214 = phi <4 x float> [ %v1213, %v1207 ], [ %v1205, %v1179 ]
  br i1 %v383, label %v1215, label %v1216

v1215:                                  ; preds = %v1206
  %v1217 = extractelement <4 x float> %v1214, i64 2
  %v1218 = getelementptr i8, ptr addrspace(3) %v1200, i32 196
  %v1219 = load float, ptr addrspace(3) %v1218, align 4
  %v1220 = fmul contract float %v1198, %v1219
  %v1221 = fadd contract float %v1217, %v1220
  %v1222 = insertelement <4 x float> %v1214, float %v1221, i64 2
  br i1 %v295, label %v1216, label %v1223

v1223:                                  ; preds = %v1215
  %v1224 = getelementptr i8, ptr addrspace(3) %v1196, i32 912
  %v1225 = extractelement <4 x float> %v1214, i64 3
  %v1226 = load float, ptr addrspace(3) %v1224, align 8
  %v1227 = fmul contract float %v1219, %v1226
  %v1228 = fadd contract float %v1225, %v1227
  %v1229 = insertelement <4 x float> %v1222, float %v1228, i64 3
  br label %v1216

v1216:                                  ; preds = %v1223, %v1215, %v1206
  %v1230 = phi <4 x float> [ %v1222, %v1215 ], [ %v1229, %v1223 ], [ %v1214, %v1206 ]
  %v1231 = extractelement <4 x float> %v1230, i64 0
  %v1232 = trunc i64 %v387 to i32
  %v1233 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v1232
  %v1234 = getelementptr i8, ptr addrspace(3) %v1233, i32 908
  %v1235 = load float, ptr addrspace(3) %v1234, align 4
  %v1236 = trunc i64 %v388 to i32
  %v1237 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v1236
  %v1238 = getelementptr i8, ptr addrspace(3) %v1237, i32 92
  %v1239 = load float, ptr addrspace(3) %v1238, align 4
  %v1240 = fmul contract float %v1235, %v1239
  %v1241 = fadd contract float %v1231, %v1240
  %v1242 = insertelement <4 x float> %v1230, float %v1241, i64 0
  br i1 %v295, label %v1243, label %v1244

v1244:                                  ; preds = %v1216
  %v1245 = getelementptr i8, ptr addrspace(3) %v1233, i32 916
  %v1246 = extractelement <4 x float> %v1230, i64 1
  %v1247 = load float, ptr addrspace(3) %v1245, align 4
  %v1248 = fmul contract float %v1239, %v1247
  %v1249 = fadd contract float %v1246, %v1248
  %v1250 = insertelement <4 x float> %v1242, float %v1249, i64 1
  br label %v1243

v1243:                                  ; preds = %v1244, %v1216
  %v1251 = phi <4 x float> [ %v1250, %v1244 ], [ %v1242, %v1216 ]
  br i1 %v383, label %v1252, label %v1253

v1252:                                  ; preds = %v1243
  %v1254 = extractelement <4 x float> %v1251, i64 2
  %v1255 = getelementptr i8, ptr addrspace(3) %v1237, i32 200
  %v1256 = load float, ptr addrspace(3) %v1255, align 8
  %v1257 = fmul contract float %v1235, %v1256
  %v1258 = fadd contract float %v1254, %v1257
  %v1259 = insertelement <4 x float> %v1251, float %v1258, i64 2
  br i1 %v295, label %v1253, label %v1260

v1260:                                  ; preds = %v1252
  %v1261 = getelementptr i8, ptr addrspace(3) %v1233, i32 916
  %v1262 = extractelement <4 x float> %v1251, i64 3
  %v1263 = load float, ptr addrspace(3) %v1261, align 4
  %v1264 = fmul contract float %v1256, %v1263
  %v1265 = fadd contract float %v1262, %v1264
  %v1266 = insertelement <4 x float> %v1259, float %v1265, i64 3
  br label %v1253

v1253:                                  ; preds = %v1260, %v1252, %v1243
  %v1267 = phi <4 x float> [ %v1259, %v1252 ], [ %v1266, %v1260 ], [ %v1251, %v1243 ]
  %v1268 = extractelement <4 x float> %v1267, i64 0
  %v1269 = trunc i64 %v387 to i32
  %v1270 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v1269
  %v1271 = getelementptr i8, ptr addrspace(3) %v1270, i32 960
  %v1272 = load float, ptr addrspace(3) %v1271, align 8
  %v1273 = trunc i64 %v388 to i32
  %v1274 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v1273
  %v1275 = getelementptr i8, ptr addrspace(3) %v1274, i32 96
  %v1276 = load float, ptr addrspace(3) %v1275, align 8
  %v1277 = fmul contract float %v1272, %v1276
  %v1278 = fadd contract float %v1268, %v1277
  %v1279 = insertelement <4 x float> %v1267, float %v1278, i64 0
  br i1 %v295, label %v1280, label %v1281

v1281:                                  ; preds = %v1253
  %v1282 = getelementptr i8, ptr addrspace(3) %v1270, i32 968
  %v1283 = extractelement <4 x float> %v1267, i64 1
  %v1284 = load float, ptr addrspace(3) %v1282, align 8
  %v1285 = fmul contract float %v1276, %v1284
  %v1286 = fadd contract float %v1283, %v1285
  %v1287 = insertelement <4 x float> %v1279, float %v1286, i64 1
  br label %v1280

v1280:                                  ; preds = %v1281, %v1253
  %v1288 = phi <4 x float> [ %v1287, %v1281 ], [ %v1279, %v1253 ]
  br i1 %v383, label %v1289, label %v1290

v1289:                                  ; preds = %v1280
  %v1291 = extractelement <4 x float> %v1288, i64 2
  %v1292 = getelementptr i8, ptr addrspace(3) %v1274, i32 204
  %v1293 = load float, ptr addrspace(3) %v1292, align 4
  %v1294 = fmul contract float %v1272, %v1293
  %v1295 = fadd contract float %v1291, %v1294
  %v1296 = insertelement <4 x float> %v1288, float %v1295, i64 2
  br i1 %v295, label %v1290, label %v1297

v1297:                                  ; preds = %v1289
  %v1298 = getelementptr i8, ptr addrspace(3) %v1270, i32 968
  %v1299 = extractelement <4 x float> %v1288, i64 3
  %v1300 = load float, ptr addrspace(3) %v1298, align 8
  %v1301 = fmul contract float %v1293, %v1300
  %v1302 = fadd contract float %v1299, %v1301
  %v1303 = insertelement <4 x float> %v1296, float %v1302, i64 3
  br label %v1290

v1290:                                  ; preds = %v1297, %v1289, %v1280
  %v1304 = phi <4 x float> [ %v1296, %v1289 ], [ %v1303, %v1297 ], [ %v1288, %v1280 ]
  %v1305 = extractelement <4 x float> %v1304, i64 0
  %v1306 = trunc i64 %v387 to i32
  %v1307 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v1306
  %v1308 = getelementptr i8, ptr addrspace(3) %v1307, i32 964
  %v1309 = load float, ptr addrspace(3) %v1308, align 4
  %v1310 = trunc i64 %v388 to i32
  %v1311 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v1310
  %v1312 = getelementptr i8, ptr addrspace(3) %v1311, i32 100
  %v1313 = load float, ptr addrspace(3) %v1312, align 4
  %v1314 = fmul contract float %v1309, %v1313
  %v1315 = fadd contract float %v1305, %v1314
  %v1316 = insertelement <4 x float> %v1304, float %v1315, i64 0
  br i1 %v295, label %v1317, label %v1318

v1318:                                  ; preds = %v1290
  %v1319 = getelementptr i8, ptr addrspace(3) %v1307, i32 972
  %v1320 = extractelement <4 x float> %v1304, i64 1
  %v1321 = load float, ptr addrspace(3) %v1319, align 4
  %v1322 = fmul contract float %v1313, %v1321
  %v1323 = fadd contract float %v1320, %v1322
  %v1324 = insertelement <4 x float> %v1316, float %v1323, i64 1
  br label %v1317

v1317:                                  ; preds = %v1318, %v1290
  %v1325 = phi <4 x float> [ %v1324, %v1318 ], [ %v1316, %v1290 ]
  br i1 %v383, label %v1326, label %v1327

v1326:                                  ; preds = %v1317
  %v1328 = extractelement <4 x float> %v1325, i64 2
  %v1329 = getelementptr i8, ptr addrspace(3) %v1311, i32 208
  %v1330 = load float, ptr addrspace(3) %v1329, align 8
  %v1331 = fmul contract float %v1309, %v1330
  %v1332 = fadd contract float %v1328, %v1331
  %v1333 = insertelement <4 x float> %v1325, float %v1332, i64 2
  br i1 %v295, label %v1327, label %v1334

v1334:                                  ; preds = %v1326
  %v1335 = getelementptr i8, ptr addrspace(3) %v1307, i32 972
  %v1336 = extractelement <4 x float> %v1325, i64 3
  %v1337 = load float, ptr addrspace(3) %v1335, align 4
  %v1338 = fmul contract float %v1330, %v1337
  %v1339 = fadd contract float %v1336, %v1338
  %v1340 = insertelement <4 x float> %v1333, float %v1339, i64 3
  br label %v1327

v1327:                                  ; preds = %v1334, %v1326, %v1317
  %v1341 = phi <4 x float> [ %v1333, %v1326 ], [ %v1340, %v1334 ], [ %v1325, %v1317 ]
  %v1342 = extractelement <4 x float> %v1341, i64 0
  %v1343 = trunc i64 %v387 to i32
  %v1344 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v1343
  %v1345 = getelementptr i8, ptr addrspace(3) %v1344, i32 968
  %v1346 = load float, ptr addrspace(3) %v1345, align 8
  %v1347 = trunc i64 %v388 to i32
  %v1348 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v1347
  %v1349 = getelementptr i8, ptr addrspace(3) %v1348, i32 104
  %v1350 = load float, ptr addrspace(3) %v1349, align 8
  %v1351 = fmul contract float %v1346, %v1350
  %v1352 = fadd contract float %v1342, %v1351
  %v1353 = insertelement <4 x float> %v1341, float %v1352, i64 0
  br i1 %v295, label %v1354, label %v1355

v1355:                                  ; preds = %v1327
  %v1356 = getelementptr i8, ptr addrspace(3) %v1344, i32 976
  %v1357 = extractelement <4 x float> %v1341, i64 1
  %v1358 = load float, ptr addrspace(3) %v1356, align 8
  %v1359 = fmul contract float %v1350, %v1358
  %v1360 = fadd contract float %v1357, %v1359
  %v1361 = insertelement <4 x float> %v1353, float %v1360, i64 1
  br label %v1354

v1354:                                  ; preds = %v1355, %v1327
  %v1362 = phi <4 x float> [ %v1361, %v1355 ], [ %v1353, %v1327 ]
  br i1 %v383, label %v1363, label %v1364

v1363:                                  ; preds = %v1354
  %v1365 = extractelement <4 x float> %v1362, i64 2
  %v1366 = getelementptr i8, ptr addrspace(3) %v1348, i32 212
  %v1367 = load float, ptr addrspace(3) %v1366, align 4
  %v1368 = fmul contract float %v1346, %v1367
  %v1369 = fadd contract float %v1365, %v1368
  %v1370 = insertelement <4 x float> %v1362, float %v1369, i64 2
  br i1 %v295, label %v1364, label %v1371

v1371:                                  ; preds = %v1363
  %v1372 = getelementptr i8, ptr addrspace(3) %v1344, i32 976
  %v1373 = extractelement <4 x float> %v1362, i64 3
  %v1374 = load float, ptr addrspace(3) %v1372, align 8
  %v1375 = fmul contract float %v1367, %v1374
  %v1376 = fadd contract float %v1373, %v1375
  %v1377 = insertelement <4 x float> %v1370, float %v1376, i64 3
  br label %v1364

v1364:                                  ; preds = %v1371, %v1363, %v1354
  %v1378 = phi <4 x float> [ %v1370, %v1363 ], [ %v1377, %v1371 ], [ %v1362, %v1354 ]
  %v1379 = extractelement <4 x float> %v1378, i64 0
  %v1380 = mul nuw nsw i64 %v7, 1260
  %v1381 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v1380
  %v1382 = mul nuw nsw i64 %v11, 504
  %v1383 = getelementptr inbounds i8, ptr addrspace(1) %v1381, i64 %v1382
  %v1384 = mul nuw nsw i64 %v9, 84
  %v1385 = getelementptr inbounds i8, ptr addrspace(1) %v1383, i64 %v1384
  %v1386 = mul nuw nsw i64 %v384, 28
  %v1387 = getelementptr inbounds i8, ptr addrspace(1) %v1385, i64 %v1386
  %v1388 = shl nuw nsw i64 %v14, 3
  %v1389 = getelementptr inbounds i8, ptr addrspace(1) %v1387, i64 %v1388
  store float %v1379, ptr addrspace(1) %v1389, align 4
  br i1 %v295, label %v1390, label %v1391

v414:                                        ; preds = %v406
  %v1392 = getelementptr inbounds i8, ptr addrspace(3) %v390, i32 8
  %v1393 = extractelement <4 x float> %v405, i64 3
  %v1394 = load float, ptr addrspace(3) %v1392, align 8
  %v1395 = fmul contract float %v410, %v1394
  %v1396 = fadd contract float %v1393, %v1395
  %v416 = insertelement <4 x float> %v413, float %v1396, i64 3
  br label %v407

v1391:                                        ; preds = %v1364
  %v1397 = getelementptr inbounds i8, ptr addrspace(1) %v1389, i64 4
  %v1398 = extractelement <4 x float> %v1378, i64 1
  store float %v1398, ptr addrspace(1) %v1397, align 4
  br label %v1390

v1390:                                        ; preds = %v1391, %v1364
  br i1 %v383, label %v1399, label %v1400

v1399:                                        ; preds = %v1390
  %v1401 = extractelement <4 x float> %v1378, i64 2
  %v1402 = getelementptr inbounds i8, ptr addrspace(1) %v1389, i64 252
  store float %v1401, ptr addrspace(1) %v1402, align 4
  br i1 %v295, label %v1400, label %v1403

v1400:                                        ; preds = %v1399, %v1403, %v1390
  ret void

v1403:                                        ; preds = %v1399
  %v1404 = getelementptr inbounds i8, ptr addrspace(1) %v1389, i64 256
  %v1405 = extractelement <4 x float> %v1378, i64 3
  store float %v1405, ptr addrspace(1) %v1404, align 4
  br label %v1400
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

attributes #0 = { mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,36" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }

!0 = !{}
