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
  %v296 = getelementptr inbounds float, ptr addrspace(1) %v294, i64 %v18
  %v297 = load float, ptr addrspace(1) %v296, align 4, !amdgpu.noclobber !0
  %v298 = trunc i64 %v18 to i32
  %v299 = getelementptr inbounds float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v298
  store float %v297, ptr addrspace(3) %v299, align 4
  %v300 = add nuw nsw i64 %v18, 36
  %v301 = getelementptr inbounds float, ptr addrspace(1) %v294, i64 %v300
  %v302 = load float, ptr addrspace(1) %v301, align 4, !amdgpu.noclobber !0
  %v303 = trunc i64 %v300 to i32
  %v304 = getelementptr inbounds float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v303
  store float %v302, ptr addrspace(3) %v304, align 4
  %v305 = add nuw nsw i64 %v18, 72
  %v306 = getelementptr inbounds float, ptr addrspace(1) %v294, i64 %v305
  %v307 = load float, ptr addrspace(1) %v306, align 4, !amdgpu.noclobber !0
  %v308 = trunc i64 %v305 to i32
  %v309 = getelementptr inbounds float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v308
  store float %v307, ptr addrspace(3) %v309, align 4
  %v310 = icmp ult i64 %v18, 27
  br i1 %v310, label %v311, label %v312

v37:                                         ; preds = %v3
  %v313 = udiv i64 %v25, 105
  %v314 = mul nuw nsw i64 %v313, 884
  %v315 = getelementptr i8, ptr addrspace(1) %v24, i64 %v314
  %v316 = getelementptr float, ptr addrspace(1) %v315, i64 %v33
  %v317 = mul nuw nsw i64 %v29, 52
  %v318 = getelementptr i8, ptr addrspace(1) %v316, i64 %v317
  %v319 = getelementptr i8, ptr addrspace(1) %v318, i64 -56
  %v320 = load float, ptr addrspace(1) %v319, align 4
  br label %v38

v38:                                         ; preds = %v3, %v37
  %v321 = phi contract float [ %v320, %v37 ], [ 0.000000e+00, %v3 ]
  %v322 = urem i64 %v25, 105
  %v323 = sub nuw nsw i64 %v25, %v322
  %v324 = trunc i64 %v323 to i32
  %v325 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v324
  %v326 = trunc nuw nsw i64 %v33 to i32
  %v327 = getelementptr float, ptr addrspace(3) %v325, i32 %v326
  %v328 = mul nuw nsw i32 %v28, 60
  %v329 = getelementptr i8, ptr addrspace(3) %v327, i32 %v328
  store float %v321, ptr addrspace(3) %v329, align 4
  %v330 = add nuw nsw i64 %v17, 36
  %v41 = add nuw nsw i64 %v330, %v13
  %v331 = udiv i64 %v41, 15
  %v332 = trunc i64 %v331 to i32
  %v60 = urem i32 %v332, 7
  %v47 = zext nneg i32 %v60 to i64
  %v333 = add nsw i64 %v20, %v47
  %v334 = icmp ult i64 %v333, 17
  %v335 = mul i64 %v331, 15
  %v45 = sub i64 %v41, %v335
  %v336 = add nsw i64 %v45, -1
  %v337 = icmp ult i64 %v336, 13
  %v338 = and i1 %v337, %v334
  br i1 %v338, label %v39, label %v51

v311:                                      ; preds = %v261
  %v339 = add nuw nsw i64 %v18, 108
  %v340 = trunc nuw i64 %v339 to i32
  %v341 = getelementptr inbounds float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v340
  %v342 = getelementptr inbounds float, ptr addrspace(1) %v294, i64 %v339
  %v343 = load float, ptr addrspace(1) %v342, align 4, !amdgpu.noclobber !0
  store float %v343, ptr addrspace(3) %v341, align 4
  br label %v312

v312:                                      ; preds = %v311, %v261
  %v344 = icmp ult i64 %v16, 5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v345 = lshr i64 %v13, 2
  %v346 = mul nuw nsw i64 %v345, 30
  %v347 = shl nuw nsw i64 %v14, 2
  %v348 = add nuw nsw i64 %v347, %v346
  %v349 = mul nuw nsw i64 %v11, 54
  %v350 = trunc i64 %v348 to i32
  %v351 = getelementptr inbounds float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v350
  %v352 = load float, ptr addrspace(3) %v351, align 8
  %v353 = trunc i64 %v349 to i32
  %v354 = getelementptr inbounds float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v353
  %v355 = load float, ptr addrspace(3) %v354, align 8
  %v356 = fmul contract float %v352, %v355
  %v357 = fadd contract float %v356, 0.000000e+00
  %v358 = insertelement <4 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, float %v357, i64 0
  br i1 %v295, label %v359, label %v360

v360:                                        ; preds = %v312
  %v361 = getelementptr inbounds i8, ptr addrspace(3) %v351, i32 8
  %v362 = load float, ptr addrspace(3) %v361, align 8
  %v363 = fmul contract float %v355, %v362
  %v364 = fadd contract float %v363, 0.000000e+00
  %v365 = insertelement <4 x float> %v358, float %v364, i64 1
  br label %v359

v359:                                        ; preds = %v360, %v312
  %v366 = phi <4 x float> [ %v365, %v360 ], [ %v358, %v312 ]
  br i1 %v344, label %v367, label %v368

v367:                                        ; preds = %v359
  %v369 = extractelement <4 x float> %v366, i64 2
  %v370 = getelementptr inbounds i8, ptr addrspace(3) %v354, i32 108
  %v371 = load float, ptr addrspace(3) %v370, align 4
  %v372 = fmul contract float %v352, %v371
  %v373 = fadd contract float %v369, %v372
  %v374 = insertelement <4 x float> %v366, float %v373, i64 2
  br i1 %v295, label %v368, label %v375

v368:                                        ; preds = %v367, %v375, %v359
  %v376 = phi <4 x float> [ %v374, %v367 ], [ %v377, %v375 ], [ %v366, %v359 ]
  %v378 = extractelement <4 x float> %v376, i64 0
  %v379 = trunc i64 %v348 to i32
  %v380 = or disjoint i32 %v379, 1
  %v381 = getelementptr inbounds float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v380
  %v382 = load float, ptr addrspace(3) %v381, align 4
  %v383 = trunc i64 %v349 to i32
  %v384 = or disjoint i32 %v383, 1
  %v385 = getelementptr inbounds float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v384
  %v386 = load float, ptr addrspace(3) %v385, align 4
  %v387 = fmul contract float %v382, %v386
  %v388 = fadd contract float %v378, %v387
  %v389 = insertelement <4 x float> %v376, float %v388, i64 0
  br i1 %v295, label %v390, label %v391

v391:                                      ; preds = %v368
  %v392 = getelementptr inbounds i8, ptr addrspace(3) %v381, i32 8
  %v393 = extractelement <4 x float> %v376, i64 1
  %v394 = load float, ptr addrspace(3) %v392, align 4
  %v395 = fmul contract float %v386, %v394
  %v396 = fadd contract float %v393, %v395
  %v397 = insertelement <4 x float> %v389, float %v396, i64 1
  br label %v390

v390:                                      ; preds = %v391, %v368
  %v398 = phi <4 x float> [ %v397, %v391 ], [ %v389, %v368 ]
  br i1 %v344, label %v399, label %v400

v399:                                      ; preds = %v390
  %v401 = extractelement <4 x float> %v398, i64 2
  %v402 = getelementptr inbounds i8, ptr addrspace(3) %v385, i32 108
  %v403 = load float, ptr addrspace(3) %v402, align 8
  %v404 = fmul contract float %v382, %v403
  %v405 = fadd contract float %v401, %v404
  %v406 = insertelement <4 x float> %v398, float %v405, i64 2
  br i1 %v295, label %v400, label %v407

v407:                                      ; preds = %v399
  %v408 = getelementptr inbounds i8, ptr addrspace(3) %v381, i32 8
  %v409 = extractelement <4 x float> %v398, i64 3
  %v410 = load float, ptr addrspace(3) %v408, align 4
  %v411 = fmul contract float %v403, %v410
  %v412 = fadd contract float %v409, %v411
  %v413 = insertelement <4 x float> %v406, float %v412, i64 3
  br label %v400

v400:                                      ; preds = %v407, %v399, %v390
  %v414 = phi <4 x float> [ %v406, %v399 ], [ %v413, %v407 ], [ %v398, %v390 ]
  %v415 = extractelement <4 x float> %v414, i64 0
  %v416 = trunc i64 %v348 to i32
  %v417 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v416
  %v418 = getelementptr i8, ptr addrspace(3) %v417, i32 8
  %v419 = load float, ptr addrspace(3) %v418, align 8
  %v420 = trunc i64 %v349 to i32
  %v421 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v420
  %v422 = getelementptr i8, ptr addrspace(3) %v421, i32 8
  %v423 = load float, ptr addrspace(3) %v422, align 8
  %v424 = fmul contract float %v419, %v423
  %v425 = fadd contract float %v415, %v424
  %v426 = insertelement <4 x float> %v414, float %v425, i64 0
  br i1 %v295, label %v427, label %v428

v428:                                      ; preds = %v400
  %v429 = getelementptr i8, ptr addrspace(3) %v417, i32 16
  %v430 = extractelement <4 x float> %v414, i64 1
  %v431 = load float, ptr addrspace(3) %v429, align 8
  %v432 = fmul contract float %v423, %v431
  %v433 = fadd contract float %v430, %v432
  %v434 = insertelement <4 x float> %v426, float %v433, i64 1
  br label %v427

v427:                                      ; preds = %v428, %v400
  %v435 = phi <4 x float> [ %v434, %v428 ], [ %v426, %v400 ]
  br i1 %v344, label %v436, label %v437

v436:                                      ; preds = %v427
  %v438 = extractelement <4 x float> %v435, i64 2
  %v439 = getelementptr i8, ptr addrspace(3) %v421, i32 116
  %v440 = load float, ptr addrspace(3) %v439, align 4
  %v441 = fmul contract float %v419, %v440
  %v442 = fadd contract float %v438, %v441
  %v443 = insertelement <4 x float> %v435, float %v442, i64 2
  br i1 %v295, label %v437, label %v444

v444:                                      ; preds = %v436
  %v445 = getelementptr i8, ptr addrspace(3) %v417, i32 16
  %v446 = extractelement <4 x float> %v435, i64 3
  %v447 = load float, ptr addrspace(3) %v445, align 8
  %v448 = fmul contract float %v440, %v447
  %v449 = fadd contract float %v446, %v448
  %v450 = insertelement <4 x float> %v443, float %v449, i64 3
  br label %v437

v437:                                      ; preds = %v444, %v436, %v427
  %v451 = phi <4 x float> [ %v443, %v436 ], [ %v450, %v444 ], [ %v435, %v427 ]
  %v452 = extractelement <4 x float> %v451, i64 0
  %v453 = trunc i64 %v348 to i32
  %v454 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v453
  %v455 = getelementptr i8, ptr addrspace(3) %v454, i32 60
  %v456 = load float, ptr addrspace(3) %v455, align 4
  %v457 = trunc i64 %v349 to i32
  %v458 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v457
  %v459 = getelementptr i8, ptr addrspace(3) %v458, i32 12
  %v460 = load float, ptr addrspace(3) %v459, align 4
  %v461 = fmul contract float %v456, %v460
  %v462 = fadd contract float %v452, %v461
  %v463 = insertelement <4 x float> %v451, float %v462, i64 0
  br i1 %v295, label %v464, label %v465

v465:                                    ; preds = %v437
  %v466 = getelementptr i8, ptr addrspace(3) %v454, i32 68
  %v467 = extractelement <4 x float> %v451, i64 1
  %v468 = load float, ptr addrspace(3) %v466, align 4
  %v469 = fmul contract float %v460, %v468
  %v470 = fadd contract float %v467, %v469
  %v471 = insertelement <4 x float> %v463, float %v470, i64 1
  br label %v464

v464:                                    ; preds = %v465, %v437
  %v472 = phi <4 x float> [ %v471, %v465 ], [ %v463, %v437 ]
  br i1 %v344, label %v473, label %v474

v473:                                    ; preds = %v464
  %v475 = extractelement <4 x float> %v472, i64 2
  %v476 = getelementptr i8, ptr addrspace(3) %v458, i32 120
  %v477 = load float, ptr addrspace(3) %v476, align 8
  %v478 = fmul contract float %v456, %v477
  %v479 = fadd contract float %v475, %v478
  %v480 = insertelement <4 x float> %v472, float %v479, i64 2
  br i1 %v295, label %v474, label %v481

v481:                                    ; preds = %v473
  %v482 = getelementptr i8, ptr addrspace(3) %v454, i32 68
  %v483 = extractelement <4 x float> %v472, i64 3
  %v484 = load float, ptr addrspace(3) %v482, align 4
  %v485 = fmul contract float %v477, %v484
  %v486 = fadd contract float %v483, %v485
  %v487 = insertelement <4 x float> %v480, float %v486, i64 3
  br label %v474

v474:                                    ; preds = %v481, %v473, %v464
  %v488 = phi <4 x float> [ %v480, %v473 ], [ %v487, %v481 ], [ %v472, %v464 ]
  %v489 = extractelement <4 x float> %v488, i64 0
  %v490 = trunc i64 %v348 to i32
  %v491 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v490
  %v492 = getelementptr i8, ptr addrspace(3) %v491, i32 64
  %v493 = load float, ptr addrspace(3) %v492, align 8
  %v494 = trunc i64 %v349 to i32
  %v495 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v494
  %v496 = getelementptr i8, ptr addrspace(3) %v495, i32 16
  %v497 = load float, ptr addrspace(3) %v496, align 8
  %v498 = fmul contract float %v493, %v497
  %v499 = fadd contract float %v489, %v498
  %v500 = insertelement <4 x float> %v488, float %v499, i64 0
  br i1 %v295, label %v501, label %v502

v502:                                    ; preds = %v474
  %v503 = getelementptr i8, ptr addrspace(3) %v491, i32 72
  %v504 = extractelement <4 x float> %v488, i64 1
  %v505 = load float, ptr addrspace(3) %v503, align 8
  %v506 = fmul contract float %v497, %v505
  %v507 = fadd contract float %v504, %v506
  %v508 = insertelement <4 x float> %v500, float %v507, i64 1
  br label %v501

v501:                                    ; preds = %v502, %v474
  %v509 = phi <4 x float> [ %v508, %v502 ], [ %v500, %v474 ]
  br i1 %v344, label %v510, label %v511

v510:                                    ; preds = %v501
  %v512 = extractelement <4 x float> %v509, i64 2
  %v513 = getelementptr i8, ptr addrspace(3) %v495, i32 124
  %v514 = load float, ptr addrspace(3) %v513, align 4
  %v515 = fmul contract float %v493, %v514
  %v516 = fadd contract float %v512, %v515
  %v517 = insertelement <4 x float> %v509, float %v516, i64 2
  br i1 %v295, label %v511, label %v518

v518:                                    ; preds = %v510
  %v519 = getelementptr i8, ptr addrspace(3) %v491, i32 72
  %v520 = extractelement <4 x float> %v509, i64 3
  %v521 = load float, ptr addrspace(3) %v519, align 8
  %v522 = fmul contract float %v514, %v521
  %v523 = fadd contract float %v520, %v522
  %v524 = insertelement <4 x float> %v517, float %v523, i64 3
  br label %v511

v511:                                    ; preds = %v518, %v510, %v501
  %v525 = phi <4 x float> [ %v517, %v510 ], [ %v524, %v518 ], [ %v509, %v501 ]
  %v526 = extractelement <4 x float> %v525, i64 0
  %v527 = trunc i64 %v348 to i32
  %v528 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v527
  %v529 = getelementptr i8, ptr addrspace(3) %v528, i32 68
  %v530 = load float, ptr addrspace(3) %v529, align 4
  %v531 = trunc i64 %v349 to i32
  %v532 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v531
  %v533 = getelementptr i8, ptr addrspace(3) %v532, i32 20
  %v534 = load float, ptr addrspace(3) %v533, align 4
  %v535 = fmul contract float %v530, %v534
  %v536 = fadd contract float %v526, %v535
  %v537 = insertelement <4 x float> %v525, float %v536, i64 0
  br i1 %v295, label %v538, label %v539

v539:                                    ; preds = %v511
  %v540 = getelementptr i8, ptr addrspace(3) %v528, i32 76
  %v541 = extractelement <4 x float> %v525, i64 1
  %v542 = load float, ptr addrspace(3) %v540, align 4
  %v543 = fmul contract float %v534, %v542
  %v544 = fadd contract float %v541, %v543
  %v545 = insertelement <4 x float> %v537, float %v544, i64 1
  br label %v538

v538:                                    ; preds = %v539, %v511
  %v546 = phi <4 x float> [ %v545, %v539 ], [ %v537, %v511 ]
  br i1 %v344, label %v547, label %v548

v547:                                    ; preds = %v538
  %v549 = extractelement <4 x float> %v546, i64 2
  %v550 = getelementptr i8, ptr addrspace(3) %v532, i32 128
  %v551 = load float, ptr addrspace(3) %v550, align 8
  %v552 = fmul contract float %v530, %v551
  %v553 = fadd contract float %v549, %v552
  %v554 = insertelement <4 x float> %v546, float %v553, i64 2
  br i1 %v295, label %v548, label %v555

v555:                                    ; preds = %v547
  %v556 = getelementptr i8, ptr addrspace(3) %v528, i32 76
  %v557 = extractelement <4 x float> %v546, i64 3
  %v558 = load float, ptr addrspace(3) %v556, align 4
  %v559 = fmul contract float %v551, %v558
  %v560 = fadd contract float %v557, %v559
  %v561 = insertelement <4 x float> %v554, float %v560, i64 3
  br label %v548

v548:                                    ; preds = %v555, %v547, %v538
  %v562 = phi <4 x float> [ %v554, %v547 ], [ %v561, %v555 ], [ %v546, %v538 ]
  %v563 = extractelement <4 x float> %v562, i64 0
  %v564 = trunc i64 %v348 to i32
  %v565 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v564
  %v566 = getelementptr i8, ptr addrspace(3) %v565, i32 120
  %v567 = load float, ptr addrspace(3) %v566, align 8
  %v568 = trunc i64 %v349 to i32
  %v569 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v568
  %v570 = getelementptr i8, ptr addrspace(3) %v569, i32 24
  %v571 = load float, ptr addrspace(3) %v570, align 8
  %v572 = fmul contract float %v567, %v571
  %v573 = fadd contract float %v563, %v572
  %v574 = insertelement <4 x float> %v562, float %v573, i64 0
  br i1 %v295, label %v575, label %v576

v576:                                    ; preds = %v548
  %v577 = getelementptr i8, ptr addrspace(3) %v565, i32 128
  %v578 = extractelement <4 x float> %v562, i64 1
  %v579 = load float, ptr addrspace(3) %v577, align 8
  %v580 = fmul contract float %v571, %v579
  %v581 = fadd contract float %v578, %v580
  %v582 = insertelement <4 x float> %v574, float %v581, i64 1
  br label %v575

v575:                                    ; preds = %v576, %v548
  %v583 = phi <4 x float> [ %v582, %v576 ], [ %v574, %v548 ]
  br i1 %v344, label %v584, label %v585

v584:                                    ; preds = %v575
  %v586 = extractelement <4 x float> %v583, i64 2
  %v587 = getelementptr i8, ptr addrspace(3) %v569, i32 132
  %v588 = load float, ptr addrspace(3) %v587, align 4
  %v589 = fmul contract float %v567, %v588
  %v590 = fadd contract float %v586, %v589
  %v591 = insertelement <4 x float> %v583, float %v590, i64 2
  br i1 %v295, label %v585, label %v592

v592:                                    ; preds = %v584
  %v593 = getelementptr i8, ptr addrspace(3) %v565, i32 128
  %v594 = extractelement <4 x float> %v583, i64 3
  %v595 = load float, ptr addrspace(3) %v593, align 8
  %v596 = fmul contract float %v588, %v595
  %v597 = fadd contract float %v594, %v596
  %v598 = insertelement <4 x float> %v591, float %v597, i64 3
  br label %v585

v585:                                    ; preds = %v592, %v584, %v575
  %v599 = phi <4 x float> [ %v591, %v584 ], [ %v598, %v592 ], [ %v583, %v575 ]
  %v600 = extractelement <4 x float> %v599, i64 0
  %v601 = trunc i64 %v348 to i32
  %v602 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v601
  %v603 = getelementptr i8, ptr addrspace(3) %v602, i32 124
  %v604 = load float, ptr addrspace(3) %v603, align 4
  %v605 = trunc i64 %v349 to i32
  %v606 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v605
  %v607 = getelementptr i8, ptr addrspace(3) %v606, i32 28
  %v608 = load float, ptr addrspace(3) %v607, align 4
  %v609 = fmul contract float %v604, %v608
  %v610 = fadd contract float %v600, %v609
  %v611 = insertelement <4 x float> %v599, float %v610, i64 0
  br i1 %v295, label %v612, label %v613

v613:                                    ; preds = %v585
  %v614 = getelementptr i8, ptr addrspace(3) %v602, i32 132
  %v615 = extractelement <4 x float> %v599, i64 1
  %v616 = load float, ptr addrspace(3) %v614, align 4
  %v617 = fmul contract float %v608, %v616
  %v618 = fadd contract float %v615, %v617
  %v619 = insertelement <4 x float> %v611, float %v618, i64 1
  br label %v612

v612:                                    ; preds = %v613, %v585
  %v620 = phi <4 x float> [ %v619, %v613 ], [ %v611, %v585 ]
  br i1 %v344, label %v621, label %v622

v621:                                    ; preds = %v612
  %v623 = extractelement <4 x float> %v620, i64 2
  %v624 = getelementptr i8, ptr addrspace(3) %v606, i32 136
  %v625 = load float, ptr addrspace(3) %v624, align 8
  %v626 = fmul contract float %v604, %v625
  %v627 = fadd contract float %v623, %v626
  %v628 = insertelement <4 x float> %v620, float %v627, i64 2
  br i1 %v295, label %v622, label %v629

v629:                                    ; preds = %v621
  %v630 = getelementptr i8, ptr addrspace(3) %v602, i32 132
  %v631 = extractelement <4 x float> %v620, i64 3
  %v632 = load float, ptr addrspace(3) %v630, align 4
  %v633 = fmul contract float %v625, %v632
  %v634 = fadd contract float %v631, %v633
  %v635 = insertelement <4 x float> %v628, float %v634, i64 3
  br label %v622

v622:                                    ; preds = %v629, %v621, %v612
  %v636 = phi <4 x float> [ %v628, %v621 ], [ %v635, %v629 ], [ %v620, %v612 ]
  %v637 = extractelement <4 x float> %v636, i64 0
  %v638 = trunc i64 %v348 to i32
  %v639 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v638
  %v640 = getelementptr i8, ptr addrspace(3) %v639, i32 128
  %v641 = load float, ptr addrspace(3) %v640, align 8
  %v642 = trunc i64 %v349 to i32
  %v643 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v642
  %v644 = getelementptr i8, ptr addrspace(3) %v643, i32 32
  %v645 = load float, ptr addrspace(3) %v644, align 8
  %v646 = fmul contract float %v641, %v645
  %v647 = fadd contract float %v637, %v646
  %v648 = insertelement <4 x float> %v636, float %v647, i64 0
  br i1 %v295, label %v649, label %v650

v650:                                    ; preds = %v622
  %v651 = getelementptr i8, ptr addrspace(3) %v639, i32 136
  %v652 = extractelement <4 x float> %v636, i64 1
  %v653 = load float, ptr addrspace(3) %v651, align 8
  %v654 = fmul contract float %v645, %v653
  %v655 = fadd contract float %v652, %v654
  %v656 = insertelement <4 x float> %v648, float %v655, i64 1
  br label %v649

v649:                                    ; preds = %v650, %v622
  %v657 = phi <4 x float> [ %v656, %v650 ], [ %v648, %v622 ]
  br i1 %v344, label %v658, label %v659

v658:                                    ; preds = %v649
  %v660 = extractelement <4 x float> %v657, i64 2
  %v661 = getelementptr i8, ptr addrspace(3) %v643, i32 140
  %v662 = load float, ptr addrspace(3) %v661, align 4
  %v663 = fmul contract float %v641, %v662
  %v664 = fadd contract float %v660, %v663
  %v665 = insertelement <4 x float> %v657, float %v664, i64 2
  br i1 %v295, label %v659, label %v666

v666:                                    ; preds = %v658
  %v667 = getelementptr i8, ptr addrspace(3) %v639, i32 136
  %v668 = extractelement <4 x float> %v657, i64 3
  %v669 = load float, ptr addrspace(3) %v667, align 8
  %v670 = fmul contract float %v662, %v669
  %v671 = fadd contract float %v668, %v670
  %v672 = insertelement <4 x float> %v665, float %v671, i64 3
  br label %v659

v659:                                    ; preds = %v666, %v658, %v649
  %v673 = phi <4 x float> [ %v665, %v658 ], [ %v672, %v666 ], [ %v657, %v649 ]
  %v674 = extractelement <4 x float> %v673, i64 0
  %v675 = trunc i64 %v348 to i32
  %v676 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v675
  %v677 = getelementptr i8, ptr addrspace(3) %v676, i32 420
  %v678 = load float, ptr addrspace(3) %v677, align 4
  %v679 = trunc i64 %v349 to i32
  %v680 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v679
  %v681 = getelementptr i8, ptr addrspace(3) %v680, i32 36
  %v682 = load float, ptr addrspace(3) %v681, align 4
  %v683 = fmul contract float %v678, %v682
  %v684 = fadd contract float %v674, %v683
  %v685 = insertelement <4 x float> %v673, float %v684, i64 0
  br i1 %v295, label %v686, label %v687

v687:                                    ; preds = %v659
  %v688 = getelementptr i8, ptr addrspace(3) %v676, i32 428
  %v689 = extractelement <4 x float> %v673, i64 1
  %v690 = load float, ptr addrspace(3) %v688, align 4
  %v691 = fmul contract float %v682, %v690
  %v692 = fadd contract float %v689, %v691
  %v693 = insertelement <4 x float> %v685, float %v692, i64 1
  br label %v686

v686:                                    ; preds = %v687, %v659
  %v694 = phi <4 x float> [ %v693, %v687 ], [ %v685, %v659 ]
  br i1 %v344, label %v695, label %v696

v695:                                   ; preds = %v686
  %v697 = extractelement <4 x float> %v694, i64 2
  %v698 = getelementptr i8, ptr addrspace(3) %v680, i32 144
  %v699 = load float, ptr addrspace(3) %v698, align 8
  %v700 = fmul contract float %v678, %v699
  %v701 = fadd contract float %v697, %v700
  %v702 = insertelement <4 x float> %v694, float %v701, i64 2
  br i1 %v295, label %v696, label %v703

v703:                                   ; preds = %v695
  %v704 = getelementptr i8, ptr addrspace(3) %v676, i32 428
  %v705 = extractelement <4 x float> %v694, i64 3
  %v706 = load float, ptr addrspace(3) %v704, align 4
  %v707 = fmul contract float %v699, %v706
  %v708 = fadd contract float %v705, %v707
  %v709 = insertelement <4 x float> %v702, float %v708, i64 3
  br label %v696

v696:                                   ; preds = %v703, %v695, %v686
  %v710 = phi <4 x float> [ %v702, %v695 ], [ %v709, %v703 ], [ %v694, %v686 ]
  %v711 = extractelement <4 x float> %v710, i64 0
  %v712 = trunc i64 %v348 to i32
  %v713 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v712
  %v714 = getelementptr i8, ptr addrspace(3) %v713, i32 424
  %v715 = load float, ptr addrspace(3) %v714, align 8
  %v716 = trunc i64 %v349 to i32
  %v717 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v716
  %v718 = getelementptr i8, ptr addrspace(3) %v717, i32 40
  %v719 = load float, ptr addrspace(3) %v718, align 8
  %v720 = fmul contract float %v715, %v719
  %v721 = fadd contract float %v711, %v720
  %v722 = insertelement <4 x float> %v710, float %v721, i64 0
  br i1 %v295, label %v723, label %v724

v724:                                 ; preds = %v696
  %v725 = getelementptr i8, ptr addrspace(3) %v713, i32 432
  %v726 = extractelement <4 x float> %v710, i64 1
  %v727 = load float, ptr addrspace(3) %v725, align 8
  %v728 = fmul contract float %v719, %v727
  %v729 = fadd contract float %v726, %v728
  %v730 = insertelement <4 x float> %v722, float %v729, i64 1
  br label %v723

v723:                                 ; preds = %v724, %v696
  %v731 = phi <4 x float> [ %v730, %v724 ], [ %v722, %v696 ]
  br i1 %v344, label %v732, label %v733

v732:                                 ; preds = %v723
  %v734 = extractelement <4 x float> %v731, i64 2
  %v735 = getelementptr i8, ptr addrspace(3) %v717, i32 148
  %v736 = load float, ptr addrspace(3) %v735, align 4
  %v737 = fmul contract float %v715, %v736
  %v738 = fadd contract float %v734, %v737
  %v739 = insertelement <4 x float> %v731, float %v738, i64 2
  br i1 %v295, label %v733, label %v740

v740:                                 ; preds = %v732
  %v741 = getelementptr i8, ptr addrspace(3) %v713, i32 432
  %v742 = extractelement <4 x float> %v731, i64 3
  %v743 = load float, ptr addrspace(3) %v741, align 8
  %v744 = fmul contract float %v736, %v743
  %v745 = fadd contract float %v742, %v744
  %v746 = insertelement <4 x float> %v739, float %v745, i64 3
  br label %v733

v733:                                 ; preds = %v740, %v732, %v723
  %v747 = phi <4 x float> [ %v739, %v732 ], [ %v746, %v740 ], [ %v731, %v723 ]
  %v748 = extractelement <4 x float> %v747, i64 0
  %v749 = trunc i64 %v348 to i32
  %v750 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v749
  %v751 = getelementptr i8, ptr addrspace(3) %v750, i32 428
  %v752 = load float, ptr addrspace(3) %v751, align 4
  %v753 = trunc i64 %v349 to i32
  %v754 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v753
  %v755 = getelementptr i8, ptr addrspace(3) %v754, i32 44
  %v756 = load float, ptr addrspace(3) %v755, align 4
  %v757 = fmul contract float %v752, %v756
  %v758 = fadd contract float %v748, %v757
  %v759 = insertelement <4 x float> %v747, float %v758, i64 0
  br i1 %v295, label %v760, label %v761

v761:                                 ; preds = %v733
  %v762 = getelementptr i8, ptr addrspace(3) %v750, i32 436
  %v763 = extractelement <4 x float> %v747, i64 1
  %v764 = load float, ptr addrspace(3) %v762, align 4
  %v765 = fmul contract float %v756, %v764
  %v766 = fadd contract float %v763, %v765
  %v767 = insertelement <4 x float> %v759, float %v766, i64 1
  br label %v760

v760:                                 ; preds = %v761, %v733
  %v768 = phi <4 x float> [ %v767, %v761 ], [ %v759, %v733 ]
  br i1 %v344, label %v769, label %v770

v769:                                 ; preds = %v760
  %v771 = extractelement <4 x float> %v768, i64 2
  %v772 = getelementptr i8, ptr addrspace(3) %v754, i32 152
  %v773 = load float, ptr addrspace(3) %v772, align 8
  %v774 = fmul contract float %v752, %v773
  %v775 = fadd contract float %v771, %v774
  %v776 = insertelement <4 x float> %v768, float %v775, i64 2
  br i1 %v295, label %v770, label %v777

v777:                                 ; preds = %v769
  %v778 = getelementptr i8, ptr addrspace(3) %v750, i32 436
  %v779 = extractelement <4 x float> %v768, i64 3
  %v780 = load float, ptr addrspace(3) %v778, align 4
  %v781 = fmul contract float %v773, %v780
  %v782 = fadd contract float %v779, %v781
  %v783 = insertelement <4 x float> %v776, float %v782, i64 3
  br label %v770

v770:                                 ; preds = %v777, %v769, %v760
  %v784 = phi <4 x float> [ %v776, %v769 ], [ %v783, %v777 ], [ %v768, %v760 ]
  %v785 = extractelement <4 x float> %v784, i64 0
  %v786 = trunc i64 %v348 to i32
  %v787 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v786
  %v788 = getelementptr i8, ptr addrspace(3) %v787, i32 480
  %v789 = load float, ptr addrspace(3) %v788, align 8
  %v790 = trunc i64 %v349 to i32
  %v791 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v790
  %v792 = getelementptr i8, ptr addrspace(3) %v791, i32 48
  %v793 = load float, ptr addrspace(3) %v792, align 8
  %v794 = fmul contract float %v789, %v793
  %v795 = fadd contract float %v785, %v794
  %v796 = insertelement <4 x float> %v784, float %v795, i64 0
  br i1 %v295, label %v797, label %v798

v798:                                  ; preds = %v770
  %v799 = getelementptr i8, ptr addrspace(3) %v787, i32 488
  %v800 = extractelement <4 x float> %v784, i64 1
  %v801 = load float, ptr addrspace(3) %v799, align 8
  %v802 = fmul contract float %v793, %v801
  %v803 = fadd contract float %v800, %v802
  %v804 = insertelement <4 x float> %v796, float %v803, i64 1
  br label %v797

v797:                                  ; preds = %v798, %v770
  %v805 = phi <4 x float> [ %v804, %v798 ], [ %v796, %v770 ]
  br i1 %v344, label %v806, label %v807

v806:                                  ; preds = %v797
  %v808 = extractelement <4 x float> %v805, i64 2
  %v809 = getelementptr i8, ptr addrspace(3) %v791, i32 156
  %v810 = load float, ptr addrspace(3) %v809, align 4
  %v811 = fmul contract float %v789, %v810
  %v812 = fadd contract float %v808, %v811
  %v813 = insertelement <4 x float> %v805, float %v812, i64 2
  br i1 %v295, label %v807, label %v814

v814:                                  ; preds = %v806
  %v815 = getelementptr i8, ptr addrspace(3) %v787, i32 488
  %v816 = extractelement <4 x float> %v805, i64 3
  %v817 = load float, ptr addrspace(3) %v815, align 8
  %v818 = fmul contract float %v810, %v817
  %v819 = fadd contract float %v816, %v818
  %v820 = insertelement <4 x float> %v813, float %v819, i64 3
  br label %v807

v807:                                  ; preds = %v814, %v806, %v797
  %v821 = phi <4 x float> [ %v813, %v806 ], [ %v820, %v814 ], [ %v805, %v797 ]
  %v822 = extractelement <4 x float> %v821, i64 0
  %v823 = trunc i64 %v348 to i32
  %v824 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v823
  %v825 = getelementptr i8, ptr addrspace(3) %v824, i32 484
  %v826 = load float, ptr addrspace(3) %v825, align 4
  %v827 = trunc i64 %v349 to i32
  %v828 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v827
  %v829 = getelementptr i8, ptr addrspace(3) %v828, i32 52
  %v830 = load float, ptr addrspace(3) %v829, align 4
  %v831 = fmul contract float %v826, %v830
  %v832 = fadd contract float %v822, %v831
  %v833 = insertelement <4 x float> %v821, float %v832, i64 0
  br i1 %v295, label %v834, label %v835

v835:                                  ; preds = %v807
  %v836 = getelementptr i8, ptr addrspace(3) %v824, i32 492
  %v837 = extractelement <4 x float> %v821, i64 1
  %v838 = load float, ptr addrspace(3) %v836, align 4
  %v839 = fmul contract float %v830, %v838
  %v840 = fadd contract float %v837, %v839
  %v841 = insertelement <4 x float> %v833, float %v840, i64 1
  br label %v834

v834:                                  ; preds = %v835, %v807
  %v842 = phi <4 x float> [ %v841, %v835 ], [ %v833, %v807 ]
  br i1 %v344, label %v843, label %v844

v843:                                  ; preds = %v834
  %v845 = extractelement <4 x float> %v842, i64 2
  %v846 = getelementptr i8, ptr addrspace(3) %v828, i32 160
  %v847 = load float, ptr addrspace(3) %v846, align 8
  %v848 = fmul contract float %v826, %v847
  %v849 = fadd contract float %v845, %v848
  %v850 = insertelement <4 x float> %v842, float %v849, i64 2
  br i1 %v295, label %v844, label %v851

v851:                                  ; preds = %v843
  %v852 = getelementptr i8, ptr addrspace(3) %v824, i32 492
  %v853 = extractelement <4 x float> %v842, i64 3
  %v854 = load float, ptr addrspace(3) %v852, align 4
  %v855 = fmul contract float %v847, %v854
  %v856 = fadd contract float %v853, %v855
  %v857 = insertelement <4 x float> %v850, float %v856, i64 3
  br label %v844

v844:                                  ; preds = %v851, %v843, %v834
  %v858 = phi <4 x float> [ %v850, %v843 ], [ %v857, %v851 ], [ %v842, %v834 ]
  %v859 = extractelement <4 x float> %v858, i64 0
  %v860 = trunc i64 %v348 to i32
  %v861 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v860
  %v862 = getelementptr i8, ptr addrspace(3) %v861, i32 488
  %v863 = load float, ptr addrspace(3) %v862, align 8
  %v864 = trunc i64 %v349 to i32
  %v865 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v864
  %v866 = getelementptr i8, ptr addrspace(3) %v865, i32 56
  %v867 = load float, ptr addrspace(3) %v866, align 8
  %v868 = fmul contract float %v863, %v867
  %v869 = fadd contract float %v859, %v868
  %v870 = insertelement <4 x float> %v858, float %v869, i64 0
  br i1 %v295, label %v871, label %v872

v872:                                  ; preds = %v844
  %v873 = getelementptr i8, ptr addrspace(3) %v861, i32 496
  %v874 = extractelement <4 x float> %v858, i64 1
  %v875 = load float, ptr addrspace(3) %v873, align 8
  %v876 = fmul contract float %v867, %v875
  %v877 = fadd contract float %v874, %v876
  %v878 = insertelement <4 x float> %v870, float %v877, i64 1
  br label %v871

v871:                                  ; preds = %v872, %v844
  %v879 = phi <4 x float> [ %v878, %v872 ], [ %v870, %v844 ]
  br i1 %v344, label %v880, label %v881

v880:                                  ; preds = %v871
  %v882 = extractelement <4 x float> %v879, i64 2
  %v883 = getelementptr i8, ptr addrspace(3) %v865, i32 164
  %v884 = load float, ptr addrspace(3) %v883, align 4
  %v885 = fmul contract float %v863, %v884
  %v886 = fadd contract float %v882, %v885
  %v887 = insertelement <4 x float> %v879, float %v886, i64 2
  br i1 %v295, label %v881, label %v888

v888:                                  ; preds = %v880
  %v889 = getelementptr i8, ptr addrspace(3) %v861, i32 496
  %v890 = extractelement <4 x float> %v879, i64 3
  %v891 = load float, ptr addrspace(3) %v889, align 8
  %v892 = fmul contract float %v884, %v891
  %v893 = fadd contract float %v890, %v892
  %v894 = insertelement <4 x float> %v887, float %v893, i64 3
  br label %v881

v881:                                  ; preds = %v888, %v880, %v871
  %v895 = phi <4 x float> [ %v887, %v880 ], [ %v894, %v888 ], [ %v879, %v871 ]
  %v896 = extractelement <4 x float> %v895, i64 0
  %v897 = trunc i64 %v348 to i32
  %v898 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v897
  %v899 = getelementptr i8, ptr addrspace(3) %v898, i32 540
  %v900 = load float, ptr addrspace(3) %v899, align 4
  %v901 = trunc i64 %v349 to i32
  %v902 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v901
  %v903 = getelementptr i8, ptr addrspace(3) %v902, i32 60
  %v904 = load float, ptr addrspace(3) %v903, align 4
  %v905 = fmul contract float %v900, %v904
  %v906 = fadd contract float %v896, %v905
  %v907 = insertelement <4 x float> %v895, float %v906, i64 0
  br i1 %v295, label %v908, label %v909

v909:                                  ; preds = %v881
  %v910 = getelementptr i8, ptr addrspace(3) %v898, i32 548
  %v911 = extractelement <4 x float> %v895, i64 1
  %v912 = load float, ptr addrspace(3) %v910, align 4
  %v913 = fmul contract float %v904, %v912
  %v914 = fadd contract float %v911, %v913
  %v915 = insertelement <4 x float> %v907, float %v914, i64 1
  br label %v908

v908:                                  ; preds = %v909, %v881
  %v916 = phi <4 x float> [ %v915, %v909 ], [ %v907, %v881 ]
  br i1 %v344, label %v917, label %v918

v917:                                  ; preds = %v908
  %v919 = extractelement <4 x float> %v916, i64 2
  %v920 = getelementptr i8, ptr addrspace(3) %v902, i32 168
  %v921 = load float, ptr addrspace(3) %v920, align 8
  %v922 = fmul contract float %v900, %v921
  %v923 = fadd contract float %v919, %v922
  %v924 = insertelement <4 x float> %v916, float %v923, i64 2
  br i1 %v295, label %v918, label %v925

v925:                                  ; preds = %v917
  %v926 = getelementptr i8, ptr addrspace(3) %v898, i32 548
  %v927 = extractelement <4 x float> %v916, i64 3
  %v928 = load float, ptr addrspace(3) %v926, align 4
  %v929 = fmul contract float %v921, %v928
  %v930 = fadd contract float %v927, %v929
  %v931 = insertelement <4 x float> %v924, float %v930, i64 3
  br label %v918

v918:                                  ; preds = %v925, %v917, %v908
  %v932 = phi <4 x float> [ %v924, %v917 ], [ %v931, %v925 ], [ %v916, %v908 ]
  %v933 = extractelement <4 x float> %v932, i64 0
  %v934 = trunc i64 %v348 to i32
  %v935 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v934
  %v936 = getelementptr i8, ptr addrspace(3) %v935, i32 544
  %v937 = load float, ptr addrspace(3) %v936, align 8
  %v938 = trunc i64 %v349 to i32
  %v939 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v938
  %v940 = getelementptr i8, ptr addrspace(3) %v939, i32 64
  %v941 = load float, ptr addrspace(3) %v940, align 8
  %v942 = fmul contract float %v937, %v941
  %v943 = fadd contract float %v933, %v942
  %v944 = insertelement <4 x float> %v932, float %v943, i64 0
  br i1 %v295, label %v945, label %v946

v946:                                  ; preds = %v918
  %v947 = getelementptr i8, ptr addrspace(3) %v935, i32 552
  %v948 = extractelement <4 x float> %v932, i64 1
  %v949 = load float, ptr addrspace(3) %v947, align 8
  %v950 = fmul contract float %v941, %v949
  %v951 = fadd contract float %v948, %v950
  %v952 = insertelement <4 x float> %v944, float %v951, i64 1
  br label %v945

v945:                                  ; preds = %v946, %v918
  %v953 = phi <4 x float> [ %v952, %v946 ], [ %v944, %v918 ]
  br i1 %v344, label %v954, label %v955

v954:                                  ; preds = %v945
  %v956 = extractelement <4 x float> %v953, i64 2
  %v957 = getelementptr i8, ptr addrspace(3) %v939, i32 172
  %v958 = load float, ptr addrspace(3) %v957, align 4
  %v959 = fmul contract float %v937, %v958
  %v960 = fadd contract float %v956, %v959
  %v961 = insertelement <4 x float> %v953, float %v960, i64 2
  br i1 %v295, label %v955, label %v962

v962:                                  ; preds = %v954
  %v963 = getelementptr i8, ptr addrspace(3) %v935, i32 552
  %v964 = extractelement <4 x float> %v953, i64 3
  %v965 = load float, ptr addrspace(3) %v963, align 8
  %v966 = fmul contract float %v958, %v965
  %v967 = fadd contract float %v964, %v966
  %v968 = insertelement <4 x float> %v961, float %v967, i64 3
  br label %v955

v955:                                  ; preds = %v962, %v954, %v945
  %v969 = phi <4 x float> [ %v961, %v954 ], [ %v968, %v962 ], [ %v953, %v945 ]
  %v970 = extractelement <4 x float> %v969, i64 0
  %v971 = trunc i64 %v348 to i32
  %v972 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v971
  %v973 = getelementptr i8, ptr addrspace(3) %v972, i32 548
  %v974 = load float, ptr addrspace(3) %v973, align 4
  %v975 = trunc i64 %v349 to i32
  %v976 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v975
  %v977 = getelementptr i8, ptr addrspace(3) %v976, i32 68
  %v978 = load float, ptr addrspace(3) %v977, align 4
  %v979 = fmul contract float %v974, %v978
  %v980 = fadd contract float %v970, %v979
  %v981 = insertelement <4 x float> %v969, float %v980, i64 0
  br i1 %v295, label %v982, label %v983

v983:                                  ; preds = %v955
  %v984 = getelementptr i8, ptr addrspace(3) %v972, i32 556
  %v985 = extractelement <4 x float> %v969, i64 1
  %v986 = load float, ptr addrspace(3) %v984, align 4
  %v987 = fmul contract float %v978, %v986
  %v988 = fadd contract float %v985, %v987
  %v989 = insertelement <4 x float> %v981, float %v988, i64 1
  br label %v982

v982:                                  ; preds = %v983, %v955
  %v990 = phi <4 x float> [ %v989, %v983 ], [ %v981, %v955 ]
  br i1 %v344, label %v991, label %v992

v991:                                  ; preds = %v982
  %v993 = extractelement <4 x float> %v990, i64 2
  %v994 = getelementptr i8, ptr addrspace(3) %v976, i32 176
  %v995 = load float, ptr addrspace(3) %v994, align 8
  %v996 = fmul contract float %v974, %v995
  %v997 = fadd contract float %v993, %v996
  %v998 = insertelement <4 x float> %v990, float %v997, i64 2
  br i1 %v295, label %v992, label %v999

v999:                                  ; preds = %v991
  %v1000 = getelementptr i8, ptr addrspace(3) %v972, i32 556
  %v1001 = extractelement <4 x float> %v990, i64 3
  %v1002 = load float, ptr addrspace(3) %v1000, align 4
  %v1003 = fmul contract float %v995, %v1002
  %v1004 = fadd contract float %v1001, %v1003
  %v1005 = insertelement <4 x float> %v998, float %v1004, i64 3
  br label %v992

v992:                                  ; preds = %v999, %v991, %v982
  %v1006 = phi <4 x float> [ %v998, %v991 ], [ %v1005, %v999 ], [ %v990, %v982 ]
  %v1007 = extractelement <4 x float> %v1006, i64 0
  %v1008 = trunc i64 %v348 to i32
  %v1009 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v1008
  %v1010 = getelementptr i8, ptr addrspace(3) %v1009, i32 840
  %v1011 = load float, ptr addrspace(3) %v1010, align 8
  %v1012 = trunc i64 %v349 to i32
  %v1013 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v1012
  %v1014 = getelementptr i8, ptr addrspace(3) %v1013, i32 72
  %v1015 = load float, ptr addrspace(3) %v1014, align 8
  %v1016 = fmul contract float %v1011, %v1015
  %v1017 = fadd contract float %v1007, %v1016
  %v1018 = insertelement <4 x float> %v1006, float %v1017, i64 0
  br i1 %v295, label %v1019, label %v1020

v1020:                                   ; preds = %v992
  %v1021 = getelementptr i8, ptr addrspace(3) %v1009, i32 848
  %v1022 = extractelement <4 x float> %v1006, i64 1
  %v1023 = load float, ptr addrspace(3) %v1021, align 8
  %v1024 = fmul contract float %v1015, %v1023
  %v1025 = fadd contract float %v1022, %v1024
  %v1026 = insertelement <4 x float> %v1018, float %v1025, i64 1
  br label %v1019

v1019:                                   ; preds = %v1020, %v992
  %v1027 = phi <4 x float> [ %v1026, %v1020 ], [ %v1018, %v992 ]
  br i1 %v344, label %v1028, label %v1029

v1028:                                   ; preds = %v1019
  %v1030 = extractelement <4 x float> %v1027, i64 2
  %v1031 = getelementptr i8, ptr addrspace(3) %v1013, i32 180
  %v1032 = load float, ptr addrspace(3) %v1031, align 4
  %v1033 = fmul contract float %v1011, %v1032
  %v1034 = fadd contract float %v1030, %v1033
  %v1035 = insertelement <4 x float> %v1027, float %v1034, i64 2
  br i1 %v295, label %v1029, label %v1036

v1036:                                   ; preds = %v1028
  %v1037 = getelementptr i8, ptr addrspace(3) %v1009, i32 848
  %v1038 = extractelement <4 x float> %v1027, i64 3
  %v1039 = load float, ptr addrspace(3) %v1037, align 8
  %v1040 = fmul contract float %v1032, %v1039
  %v1041 = fadd contract float %v1038, %v1040
  %v1042 = insertelement <4 x float> %v1035, float %v1041, i64 3
  br label %v1029

v1029:                                   ; preds = %v1036, %v1028, %v1019
  %v1043 = phi <4 x float> [ %v1035, %v1028 ], [ %v1042, %v1036 ], [ %v1027, %v1019 ]
  %v1044 = extractelement <4 x float> %v1043, i64 0
  %v1045 = trunc i64 %v348 to i32
  %v1046 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v1045
  %v1047 = getelementptr i8, ptr addrspace(3) %v1046, i32 844
  %v1048 = load float, ptr addrspace(3) %v1047, align 4
  %v1049 = trunc i64 %v349 to i32
  %v1050 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v1049
  %v1051 = getelementptr i8, ptr addrspace(3) %v1050, i32 76
  %v1052 = load float, ptr addrspace(3) %v1051, align 4
  %v1053 = fmul contract float %v1048, %v1052
  %v1054 = fadd contract float %v1044, %v1053
  %v1055 = insertelement <4 x float> %v1043, float %v1054, i64 0
  br i1 %v295, label %v1056, label %v1057

v1057:                                 ; preds = %v1029
  %v1058 = getelementptr i8, ptr addrspace(3) %v1046, i32 852
  %v1059 = extractelement <4 x float> %v1043, i64 1
  %v1060 = load float, ptr addrspace(3) %v1058, align 4
  %v1061 = fmul contract float %v1052, %v1060
  %v1062 = fadd contract float %v1059, %v1061
  %v1063 = insertelement <4 x float> %v1055, float %v1062, i64 1
  br label %v1056

v1056:                                 ; preds = %v1057, %v1029
  %v1064 = phi <4 x float> [ %v1063, %v1057 ], [ %v1055, %v1029 ]
  br i1 %v344, label %v1065, label %v1066

v1065:                                 ; preds = %v1056
  %v1067 = extractelement <4 x float> %v1064, i64 2
  %v1068 = getelementptr i8, ptr addrspace(3) %v1050, i32 184
  %v1069 = load float, ptr addrspace(3) %v1068, align 8
  %v1070 = fmul contract float %v1048, %v1069
  %v1071 = fadd contract float %v1067, %v1070
  %v1072 = insertelement <4 x float> %v1064, float %v1071, i64 2
  br i1 %v295, label %v1066, label %v1073

v1073:                                 ; preds = %v1065
  %v1074 = getelementptr i8, ptr addrspace(3) %v1046, i32 852
  %v1075 = extractelement <4 x float> %v1064, i64 3
  %v1076 = load float, ptr addrspace(3) %v1074, align 4
  %v1077 = fmul contract float %v1069, %v1076
  %v1078 = fadd contract float %v1075, %v1077
  %v1079 = insertelement <4 x float> %v1072, float %v1078, i64 3
  br label %v1066

v1066:                                 ; preds = %v1073, %v1065, %v1056
  %v1080 = phi <4 x float> [ %v1072, %v1065 ], [ %v1079, %v1073 ], [ %v1064, %v1056 ]
  %v1081 = extractelement <4 x float> %v1080, i64 0
  %v1082 = trunc i64 %v348 to i32
  %v1083 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v1082
  %v1084 = getelementptr i8, ptr addrspace(3) %v1083, i32 848
  %v1085 = load float, ptr addrspace(3) %v1084, align 8
  %v1086 = trunc i64 %v349 to i32
  %v1087 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v1086
  %v1088 = getelementptr i8, ptr addrspace(3) %v1087, i32 80
  %v1089 = load float, ptr addrspace(3) %v1088, align 8
  %v1090 = fmul contract float %v1085, %v1089
  %v1091 = fadd contract float %v1081, %v1090
  %v1092 = insertelement <4 x float> %v1080, float %v1091, i64 0
  br i1 %v295, label %v1093, label %v1094

v1094:                                 ; preds = %v1066
  %v1095 = getelementptr i8, ptr addrspace(3) %v1083, i32 856
  %v1096 = extractelement <4 x float> %v1080, i64 1
  %v1097 = load float, ptr addrspace(3) %v1095, align 8
  %v1098 = fmul contract float %v1089, %v1097
  %v1099 = fadd contract float %v1096, %v1098
  %v1100 = insertelement <4 x float> %v1092, float %v1099, i64 1
  br label %v1093

v1093:                                 ; preds = %v1094, %v1066
  %v1101 = phi <4 x float> [ %v1100, %v1094 ], [ %v1092, %v1066 ]
  br i1 %v344, label %v1102, label %v1103

v1102:                                 ; preds = %v1093
  %v1104 = extractelement <4 x float> %v1101, i64 2
  %v1105 = getelementptr i8, ptr addrspace(3) %v1087, i32 188
  %v1106 = load float, ptr addrspace(3) %v1105, align 4
  %v1107 = fmul contract float %v1085, %v1106
  %v1108 = fadd contract float %v1104, %v1107
  %v1109 = insertelement <4 x float> %v1101, float %v1108, i64 2
  br i1 %v295, label %v1103, label %v1110

v1110:                                 ; preds = %v1102
  %v1111 = getelementptr i8, ptr addrspace(3) %v1083, i32 856
  %v1112 = extractelement <4 x float> %v1101, i64 3
  %v1113 = load float, ptr addrspace(3) %v1111, align 8
  %v1114 = fmul contract float %v1106, %v1113
  %v1115 = fadd contract float %v1112, %v1114
  %v1116 = insertelement <4 x float> %v1109, float %v1115, i64 3
  br label %v1103

v1103:                                 ; preds = %v1110, %v1102, %v1093
  %v1117 = phi <4 x float> [ %v1109, %v1102 ], [ %v1116, %v1110 ], [ %v1101, %v1093 ]
  %v1118 = extractelement <4 x float> %v1117, i64 0
  %v1119 = trunc i64 %v348 to i32
  %v1120 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v1119
  %v1121 = getelementptr i8, ptr addrspace(3) %v1120, i32 900
  %v1122 = load float, ptr addrspace(3) %v1121, align 4
  %v1123 = trunc i64 %v349 to i32
  %v1124 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v1123
  %v1125 = getelementptr i8, ptr addrspace(3) %v1124, i32 84
  %v1126 = load float, ptr addrspace(3) %v1125, align 4
  %v1127 = fmul contract float %v1122, %v1126
  %v1128 = fadd contract float %v1118, %v1127
  %v1129 = insertelement <4 x float> %v1117, float %v1128, i64 0
  br i1 %v295, label %v1130, label %v1131

v1131:                                  ; preds = %v1103
  %v1132 = getelementptr i8, ptr addrspace(3) %v1120, i32 908
  %v1133 = extractelement <4 x float> %v1117, i64 1
  %v1134 = load float, ptr addrspace(3) %v1132, align 4
  %v1135 = fmul contract float %v1126, %v1134
  %v1136 = fadd contract float %v1133, %v1135
  %v1137 = insertelement <4 x float> %v1129, float %v1136, i64 1
  br label %v1130

v1130:                                  ; preds = %v1131, %v1103
  %v1138 = phi <4 x float> [ %v1137, %v1131 ], [ %v1129, %v1103 ]
  br i1 %v344, label %v1139, label %v1140

v1139:                                  ; preds = %v1130
  %v1141 = extractelement <4 x float> %v1138, i64 2
  %v1142 = getelementptr i8, ptr addrspace(3) %v1124, i32 192
  %v1143 = load float, ptr addrspace(3) %v1142, align 8
  %v1144 = fmul contract float %v1122, %v1143
  %v1145 = fadd contract float %v1141, %v1144
  %v1146 = insertelement <4 x float> %v1138, float %v1145, i64 2
  br i1 %v295, label %v1140, label %v1147

v1147:                                  ; preds = %v1139
  %v1148 = getelementptr i8, ptr addrspace(3) %v1120, i32 908
  %v1149 = extractelement <4 x float> %v1138, i64 3
  %v1150 = load float, ptr addrspace(3) %v1148, align 4
  %v1151 = fmul contract float %v1143, %v1150
  %v1152 = fadd contract float %v1149, %v1151
  %v1153 = insertelement <4 x float> %v1146, float %v1152, i64 3
  br label %v1140

v1140:                                  ; preds = %v1147, %v1139, %v1130
  %v1154 = phi <4 x float> [ %v1146, %v1139 ], [ %v1153, %v1147 ], [ %v1138, %v1130 ]
  %v1155 = extractelement <4 x float> %v1154, i64 0
  %v1156 = trunc i64 %v348 to i32
  %v1157 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v1156
  %v1158 = getelementptr i8, ptr addrspace(3) %v1157, i32 904
  %v1159 = load float, ptr addrspace(3) %v1158, align 8
  %v1160 = trunc i64 %v349 to i32
  %v1161 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v1160
  %v1162 = getelementptr i8, ptr addrspace(3) %v1161, i32 88
  %v1163 = load float, ptr addrspace(3) %v1162, align 8
  %v1164 = fmul contract float %v1159, %v1163
  %v1165 = fadd contract float %v1155, %v1164
  %v1166 = insertelement <4 x float> %v1154, float %v1165, i64 0
  br i1 %v295, label %v1167, label %v1168

v1168:                                  ; preds = %v1140
  %v1169 = getelementptr i8, ptr addrspace(3) %v1157, i32 912
  %v1170 = extractelement <4 x float> %v1154, i64 1
  %v1171 = load float, ptr addrspace(3) %v1169, align 8
  %v1172 = fmul contract float %v1163, %v1171
  %v1173 = fadd contract float %v1170, %v1172
  %v1174 = insertelement <4 x float> %v1166, float %v1173, i64 1
  br label %v1167

v1167:                                  ; preds = %v1168, %v1140
  %v1175 = phi <4 x float> [ %v1174, %v1168 ], [ %v1166, %v1140 ]
  br i1 %v344, label %v1176, label %v1177

v1176:                                  ; preds = %v1167
  %v1178 = extractelement <4 x float> %v1175, i64 2
  %v1179 = getelementptr i8, ptr addrspace(3) %v1161, i32 196
  %v1180 = load float, ptr addrspace(3) %v1179, align 4
  %v1181 = fmul contract float %v1159, %v1180
  %v1182 = fadd contract float %v1178, %v1181
  %v1183 = insertelement <4 x float> %v1175, float %v1182, i64 2
  br i1 %v295, label %v1177, label %v1184

v1184:                                  ; preds = %v1176
  %v1185 = getelementptr i8, ptr addrspace(3) %v1157, i32 912
  %v1186 = extractelement <4 x float> %v1175, i64 3
  %v1187 = load float, ptr addrspace(3) %v1185, align 8
  %v1188 = fmul contract float %v1180, %v1187
  %v1189 = fadd contract float %v1186, %v1188
  %v1190 = insertelement <4 x float> %v1183, float %v1189, i64 3
  br label %v1177

v1177:                                  ; preds = %v1184, %v1176, %v1167
  %v1191 = phi <4 x float> [ %v1183, %v1176 ], [ %v1190, %v1184 ], [ %v1175, %v1167 ]
  %v1192 = extractelement <4 x float> %v1191, i64 0
  %v1193 = trunc i64 %v348 to i32
  %v1194 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v1193
  %v1195 = getelementptr i8, ptr addrspace(3) %v1194, i32 908
  %v1196 = load float, ptr addrspace(3) %v1195, align 4
  %v1197 = trunc i64 %v349 to i32
  %v1198 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v1197
  %v1199 = getelementptr i8, ptr addrspace(3) %v1198, i32 92
  %v1200 = load float, ptr addrspace(3) %v1199, align 4
  %v1201 = fmul contract float %v1196, %v1200
  %v1202 = fadd contract float %v1192, %v1201
  %v1203 = insertelement <4 x float> %v1191, float %v1202, i64 0
  br i1 %v295, label %v1204, label %v1205

v1205:                                  ; preds = %v1177
  %v1206 = getelementptr i8, ptr addrspace(3) %v1194, i32 916
  %v1207 = extractelement <4 x float> %v1191, i64 1
  %v1208 = load float, ptr addrspace(3) %v1206, align 4
  %v1209 = fmul contract float %v1200, %v1208
  %v1210 = fadd contract float %v1207, %v1209
  %v1211 = insertelement <4 x float> %v1203, float %v1210, i64 1
  br label %v1204

v1204:                                  ; preds = %v1205, %v1177
  %v1212 = phi <4 x float> [ %v1211, %v1205 ], [ %v1203, %v1177 ]
  br i1 %v344, label %v1213, label %v1214

v1213:                                  ; preds = %v1204
  %v1215 = extractelement <4 x float> %v1212, i64 2
  %v1216 = getelementptr i8, ptr addrspace(3) %v1198, i32 200
  %v1217 = load float, ptr addrspace(3) %v1216, align 8
  %v1218 = fmul contract float %v1196, %v1217
  %v1219 = fadd contract float %v1215, %v1218
  %v1220 = insertelement <4 x float> %v1212, float %v1219, i64 2
  br i1 %v295, label %v1214, label %v1221

v1221:                                  ; preds = %v1213
  %v1222 = getelementptr i8, ptr addrspace(3) %v1194, i32 916
  %v1223 = extractelement <4 x float> %v1212, i64 3
  %v1224 = load float, ptr addrspace(3) %v1222, align 4
  %v1225 = fmul contract float %v1217, %v1224
  %v1226 = fadd contract float %v1223, %v1225
  %v1227 = insertelement <4 x float> %v1220, float %v1226, i64 3
  br label %v1214

v1214:                                  ; preds = %v1221, %v1213, %v1204
  %v1228 = phi <4 x float> [ %v1220, %v1213 ], [ %v1227, %v1221 ], [ %v1212, %v1204 ]
  %v1229 = extractelement <4 x float> %v1228, i64 0
  %v1230 = trunc i64 %v348 to i32
  %v1231 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v1230
  %v1232 = getelementptr i8, ptr addrspace(3) %v1231, i32 960
  %v1233 = load float, ptr addrspace(3) %v1232, align 8
  %v1234 = trunc i64 %v349 to i32
  %v1235 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v1234
  %v1236 = getelementptr i8, ptr addrspace(3) %v1235, i32 96
  %v1237 = load float, ptr addrspace(3) %v1236, align 8
  %v1238 = fmul contract float %v1233, %v1237
  %v1239 = fadd contract float %v1229, %v1238
  %v1240 = insertelement <4 x float> %v1228, float %v1239, i64 0
  br i1 %v295, label %v1241, label %v1242

v1242:                                  ; preds = %v1214
  %v1243 = getelementptr i8, ptr addrspace(3) %v1231, i32 968
  %v1244 = extractelement <4 x float> %v1228, i64 1
  %v1245 = load float, ptr addrspace(3) %v1243, align 8
  %v1246 = fmul contract float %v1237, %v1245
  %v1247 = fadd contract float %v1244, %v1246
  %v1248 = insertelement <4 x float> %v1240, float %v1247, i64 1
  br label %v1241

v1241:                                  ; preds = %v1242, %v1214
  %v1249 = phi <4 x float> [ %v1248, %v1242 ], [ %v1240, %v1214 ]
  br i1 %v344, label %v1250, label %v1251

v1250:                                  ; preds = %v1241
  %v1252 = extractelement <4 x float> %v1249, i64 2
  %v1253 = getelementptr i8, ptr addrspace(3) %v1235, i32 204
  %v1254 = load float, ptr addrspace(3) %v1253, align 4
  %v1255 = fmul contract float %v1233, %v1254
  %v1256 = fadd contract float %v1252, %v1255
  %v1257 = insertelement <4 x float> %v1249, float %v1256, i64 2
  br i1 %v295, label %v1251, label %v1258

v1258:                                  ; preds = %v1250
  %v1259 = getelementptr i8, ptr addrspace(3) %v1231, i32 968
  %v1260 = extractelement <4 x float> %v1249, i64 3
  %v1261 = load float, ptr addrspace(3) %v1259, align 8
  %v1262 = fmul contract float %v1254, %v1261
  %v1263 = fadd contract float %v1260, %v1262
  %v1264 = insertelement <4 x float> %v1257, float %v1263, i64 3
  br label %v1251

v1251:                                  ; preds = %v1258, %v1250, %v1241
  %v1265 = phi <4 x float> [ %v1257, %v1250 ], [ %v1264, %v1258 ], [ %v1249, %v1241 ]
  %v1266 = extractelement <4 x float> %v1265, i64 0
  %v1267 = trunc i64 %v348 to i32
  %v1268 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v1267
  %v1269 = getelementptr i8, ptr addrspace(3) %v1268, i32 964
  %v1270 = load float, ptr addrspace(3) %v1269, align 4
  %v1271 = trunc i64 %v349 to i32
  %v1272 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v1271
  %v1273 = getelementptr i8, ptr addrspace(3) %v1272, i32 100
  %v1274 = load float, ptr addrspace(3) %v1273, align 4
  %v1275 = fmul contract float %v1270, %v1274
  %v1276 = fadd contract float %v1266, %v1275
  %v1277 = insertelement <4 x float> %v1265, float %v1276, i64 0
  br i1 %v295, label %v1278, label %v1279

v1279:                                  ; preds = %v1251
  %v1280 = getelementptr i8, ptr addrspace(3) %v1268, i32 972
  %v1281 = extractelement <4 x float> %v1265, i64 1
  %v1282 = load float, ptr addrspace(3) %v1280, align 4
  %v1283 = fmul contract float %v1274, %v1282
  %v1284 = fadd contract float %v1281, %v1283
  %v1285 = insertelement <4 x float> %v1277, float %v1284, i64 1
  br label %v1278

v1278:                                  ; preds = %v1279, %v1251
  %v1286 = phi <4 x float> [ %v1285, %v1279 ], [ %v1277, %v1251 ]
  br i1 %v344, label %v1287, label %v1288

v1287:                                  ; preds = %v1278
  %v1289 = extractelement <4 x float> %v1286, i64 2
  %v1290 = getelementptr i8, ptr addrspace(3) %v1272, i32 208
  %v1291 = load float, ptr addrspace(3) %v1290, align 8
  %v1292 = fmul contract float %v1270, %v1291
  %v1293 = fadd contract float %v1289, %v1292
  %v1294 = insertelement <4 x float> %v1286, float %v1293, i64 2
  br i1 %v295, label %v1288, label %v1295

v1295:                                  ; preds = %v1287
  %v1296 = getelementptr i8, ptr addrspace(3) %v1268, i32 972
  %v1297 = extractelement <4 x float> %v1286, i64 3
  %v1298 = load float, ptr addrspace(3) %v1296, align 4
  %v1299 = fmul contract float %v1291, %v1298
  %v1300 = fadd contract float %v1297, %v1299
  %v1301 = insertelement <4 x float> %v1294, float %v1300, i64 3
  br label %v1288

v1288:                                  ; preds = %v1295, %v1287, %v1278
  %v1302 = phi <4 x float> [ %v1294, %v1287 ], [ %v1301, %v1295 ], [ %v1286, %v1278 ]
  %v1303 = extractelement <4 x float> %v1302, i64 0
  %v1304 = trunc i64 %v348 to i32
  %v1305 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.pad.shared, i32 %v1304
  %v1306 = getelementptr i8, ptr addrspace(3) %v1305, i32 968
  %v1307 = load float, ptr addrspace(3) %v1306, align 8
  %v1308 = trunc i64 %v349 to i32
  %v1309 = getelementptr float, ptr addrspace(3) @ktune_conv2d_nchw_f32_n2_c3_h17_w13_k5_r3_s3_stride2_pad1_dilation1.W.shared, i32 %v1308
  %v1310 = getelementptr i8, ptr addrspace(3) %v1309, i32 104
  %v1311 = load float, ptr addrspace(3) %v1310, align 8
  %v1312 = fmul contract float %v1307, %v1311
  %v1313 = fadd contract float %v1303, %v1312
  %v1314 = insertelement <4 x float> %v1302, float %v1313, i64 0
  br i1 %v295, label %v1315, label %v1316

v1316:                                  ; preds = %v1288
  %v1317 = getelementptr i8, ptr addrspace(3) %v1305, i32 976
  %v1318 = extractelement <4 x float> %v1302, i64 1
  %v1319 = load float, ptr addrspace(3) %v1317, align 8
  %v1320 = fmul contract float %v1311, %v1319
  %v1321 = fadd contract float %v1318, %v1320
  %v1322 = insertelement <4 x float> %v1314, float %v1321, i64 1
  br label %v1315

v1315:                                  ; preds = %v1316, %v1288
  %v1323 = phi <4 x float> [ %v1322, %v1316 ], [ %v1314, %v1288 ]
  br i1 %v344, label %v1324, label %v1325

v1324:                                  ; preds = %v1315
  %v1326 = extractelement <4 x float> %v1323, i64 2
  %v1327 = getelementptr i8, ptr addrspace(3) %v1309, i32 212
  %v1328 = load float, ptr addrspace(3) %v1327, align 4
  %v1329 = fmul contract float %v1307, %v1328
  %v1330 = fadd contract float %v1326, %v1329
  %v1331 = insertelement <4 x float> %v1323, float %v1330, i64 2
  br i1 %v295, label %v1325, label %v1332

v1332:                                  ; preds = %v1324
  %v1333 = getelementptr i8, ptr addrspace(3) %v1305, i32 976
  %v1334 = extractelement <4 x float> %v1323, i64 3
  %v1335 = load float, ptr addrspace(3) %v1333, align 8
  %v1336 = fmul contract float %v1328, %v1335
  %v1337 = fadd contract float %v1334, %v1336
  %v1338 = insertelement <4 x float> %v1331, float %v1337, i64 3
  br label %v1325

v1325:                                  ; preds = %v1332, %v1324, %v1315
  %v1339 = phi <4 x float> [ %v1331, %v1324 ], [ %v1338, %v1332 ], [ %v1323, %v1315 ]
  %v1340 = extractelement <4 x float> %v1339, i64 0
  %v1341 = mul nuw nsw i64 %v7, 1260
  %v1342 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v1341
  %v1343 = mul nuw nsw i64 %v11, 504
  %v1344 = getelementptr inbounds i8, ptr addrspace(1) %v1342, i64 %v1343
  %v1345 = mul nuw nsw i64 %v9, 84
  %v1346 = getelementptr inbounds i8, ptr addrspace(1) %v1344, i64 %v1345
  %v1347 = mul nuw nsw i64 %v345, 28
  %v1348 = getelementptr inbounds i8, ptr addrspace(1) %v1346, i64 %v1347
  %v1349 = shl nuw nsw i64 %v14, 3
  %v1350 = getelementptr inbounds i8, ptr addrspace(1) %v1348, i64 %v1349
  store float %v1340, ptr addrspace(1) %v1350, align 4
  br i1 %v295, label %v1351, label %v1352

v375:                                        ; preds = %v367
  %v1353 = getelementptr inbounds i8, ptr addrspace(3) %v351, i32 8
  %v1354 = extractelement <4 x float> %v366, i64 3
  %v1355 = load float, ptr addrspace(3) %v1353, align 8
  %v1356 = fmul contract float %v371, %v1355
  %v1357 = fadd contract float %v1354, %v1356
  %v377 = insertelement <4 x float> %v374, float %v1357, i64 3
  br label %v368

v1352:                                        ; preds = %v1325
  %v1358 = getelementptr inbounds i8, ptr addrspace(1) %v1350, i64 4
  %v1359 = extractelement <4 x float> %v1339, i64 1
  store float %v1359, ptr addrspace(1) %v1358, align 4
  br label %v1351

v1351:                                        ; preds = %v1352, %v1325
  br i1 %v344, label %v1360, label %v1361

v1360:                                        ; preds = %v1351
  %v1362 = extractelement <4 x float> %v1339, i64 2
  %v1363 = getelementptr inbounds i8, ptr addrspace(1) %v1350, i64 252
  store float %v1362, ptr addrspace(1) %v1363, align 4
  br i1 %v295, label %v1361, label %v1364

v1361:                                        ; preds = %v1360, %v1364, %v1351
  ret void

v1364:                                        ; preds = %v1360
  %v1365 = getelementptr inbounds i8, ptr addrspace(1) %v1350, i64 256
  %v1366 = extractelement <4 x float> %v1339, i64 3
  store float %v1366, ptr addrspace(1) %v1365, align 4
  br label %v1361
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
