; conv2d:N=1,C=4,H=9,W=9,K=6,R=3,S=3,stride=1,pad=1,dilation=1,layout=nhwc,kblock=0,bias=0,residual=0,act=none,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1'
source_filename = "ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1(ptr noalias %v0, ptr noalias nocapture readonly %v1, ptr noalias nocapture writeonly %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [486 x float], align 64
  %v5 = alloca [2 x i64], align 64
  %v6 = alloca [484 x float], align 64
  store ptr %v6, ptr %v5, align 64
  %v7 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v0, ptr %v7, align 8
  call void @ktune_parallel_for(i64 11, ptr nonnull @ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel0, ptr nonnull %v5) #2
  %v8 = getelementptr i8, ptr %v1, i64 24
  %v9 = getelementptr i8, ptr %v1, i64 48
  %v10 = getelementptr i8, ptr %v1, i64 72
  %v11 = getelementptr i8, ptr %v1, i64 96
  %v12 = getelementptr i8, ptr %v1, i64 120
  %v13 = getelementptr i8, ptr %v1, i64 144
  %v14 = getelementptr i8, ptr %v1, i64 168
  %v15 = getelementptr i8, ptr %v1, i64 192
  %v16 = getelementptr i8, ptr %v1, i64 216
  %v17 = getelementptr i8, ptr %v1, i64 240
  %v18 = getelementptr i8, ptr %v1, i64 264
  %v19 = getelementptr i8, ptr %v1, i64 288
  %v20 = getelementptr i8, ptr %v1, i64 312
  %v21 = getelementptr i8, ptr %v1, i64 336
  %v22 = getelementptr i8, ptr %v1, i64 360
  %v23 = getelementptr i8, ptr %v1, i64 384
  %v24 = getelementptr i8, ptr %v1, i64 408
  %v25 = getelementptr i8, ptr %v1, i64 432
  %v26 = getelementptr i8, ptr %v1, i64 456
  %v27 = getelementptr i8, ptr %v1, i64 480
  %v28 = getelementptr i8, ptr %v1, i64 504
  %v29 = getelementptr i8, ptr %v1, i64 528
  %v30 = getelementptr i8, ptr %v1, i64 552
  %v31 = getelementptr i8, ptr %v1, i64 576
  %v32 = getelementptr i8, ptr %v1, i64 600
  %v33 = getelementptr i8, ptr %v1, i64 624
  %v34 = getelementptr i8, ptr %v1, i64 648
  %v35 = getelementptr i8, ptr %v1, i64 672
  %v36 = getelementptr i8, ptr %v1, i64 696
  %v37 = getelementptr i8, ptr %v1, i64 720
  %v38 = getelementptr i8, ptr %v1, i64 744
  %v39 = getelementptr i8, ptr %v1, i64 768
  %v40 = getelementptr i8, ptr %v1, i64 792
  %v41 = getelementptr i8, ptr %v1, i64 816
  %v42 = getelementptr i8, ptr %v1, i64 840
  br label %v43

v43:                             ; preds = %v3, %v44
  %v45 = phi i64 [ 0, %v3 ], [ %v46, %v44 ]
  %v47 = icmp ult i64 %v45, 10
  br i1 %v47, label %v48, label %v49

v48:                                          ; preds = %v43
  %v50 = mul nuw nsw i64 %v45, 48
  %v51 = getelementptr inbounds float, ptr %v4, i64 %v50
  %v52 = or disjoint i64 %v50, 6
  %v53 = getelementptr inbounds float, ptr %v4, i64 %v52
  %v54 = or disjoint i64 %v50, 12
  %v55 = getelementptr inbounds float, ptr %v4, i64 %v54
  %v56 = getelementptr inbounds i8, ptr %v51, i64 72
  %v57 = getelementptr inbounds i8, ptr %v51, i64 96
  %v58 = getelementptr inbounds i8, ptr %v51, i64 120
  %v59 = getelementptr inbounds i8, ptr %v51, i64 144
  %v60 = getelementptr inbounds i8, ptr %v51, i64 168
  %v61 = shl nuw nsw i64 %v45, 3
  %v62 = trunc nuw i64 %v61 to i8
  %v63 = udiv i8 %v62, 9
  %v64 = zext nneg i8 %v63 to i64
  %v65 = trunc nuw i64 %v61 to i8
  %v66 = urem i8 %v65, 9
  %v67 = mul nuw nsw i64 %v64, 176
  %v68 = shl nuw i8 %v66, 4
  %v69 = zext i8 %v68 to i64
  %v70 = or disjoint i64 %v61, 1
  %v71 = trunc nuw i64 %v70 to i8
  %v72 = udiv i8 %v71, 9
  %v73 = zext nneg i8 %v72 to i64
  %v74 = trunc nuw i64 %v70 to i8
  %v75 = urem i8 %v74, 9
  %v76 = mul nuw nsw i64 %v73, 176
  %v77 = shl nuw i8 %v75, 4
  %v78 = zext i8 %v77 to i64
  %v79 = or disjoint i64 %v61, 2
  %v80 = trunc nuw i64 %v79 to i8
  %v81 = udiv i8 %v80, 9
  %v82 = zext nneg i8 %v81 to i64
  %v83 = trunc nuw i64 %v79 to i8
  %v84 = urem i8 %v83, 9
  %v85 = mul nuw nsw i64 %v82, 176
  %v86 = shl nuw i8 %v84, 4
  %v87 = zext i8 %v86 to i64
  %v88 = or disjoint i64 %v61, 3
  %v89 = trunc nuw i64 %v88 to i8
  %v90 = udiv i8 %v89, 9
  %v91 = zext nneg i8 %v90 to i64
  %v92 = trunc nuw i64 %v88 to i8
  %v93 = urem i8 %v92, 9
  %v94 = mul nuw nsw i64 %v91, 176
  %v95 = shl nuw i8 %v93, 4
  %v96 = zext i8 %v95 to i64
  %v97 = or disjoint i64 %v61, 4
  %v98 = trunc nuw i64 %v97 to i8
  %v99 = udiv i8 %v98, 9
  %v100 = zext nneg i8 %v99 to i64
  %v101 = trunc nuw i64 %v97 to i8
  %v102 = urem i8 %v101, 9
  %v103 = mul nuw nsw i64 %v100, 176
  %v104 = shl nuw i8 %v102, 4
  %v105 = zext i8 %v104 to i64
  %v106 = or disjoint i64 %v61, 5
  %v107 = trunc nuw i64 %v106 to i8
  %v108 = udiv i8 %v107, 9
  %v109 = zext nneg i8 %v108 to i64
  %v110 = trunc nuw i64 %v106 to i8
  %v111 = urem i8 %v110, 9
  %v112 = mul nuw nsw i64 %v109, 176
  %v113 = shl nuw i8 %v111, 4
  %v114 = zext i8 %v113 to i64
  %v115 = or disjoint i64 %v61, 6
  %v116 = trunc nuw i64 %v115 to i8
  %v117 = udiv i8 %v116, 9
  %v118 = zext nneg i8 %v117 to i64
  %v119 = trunc nuw i64 %v115 to i8
  %v120 = urem i8 %v119, 9
  %v121 = mul nuw nsw i64 %v118, 176
  %v122 = shl nuw i8 %v120, 4
  %v123 = zext i8 %v122 to i64
  %v124 = or disjoint i64 %v61, 7
  %v125 = trunc nuw i64 %v124 to i8
  %v126 = udiv i8 %v125, 9
  %v127 = zext nneg i8 %v126 to i64
  %v128 = trunc nuw i64 %v124 to i8
  %v129 = urem i8 %v128, 9
  %v130 = mul nuw nsw i64 %v127, 176
  %v131 = shl nuw i8 %v129, 4
  %v132 = zext i8 %v131 to i64
  br label %v133

v134:                                 ; preds = %v135
  store <6 x float> %v136, ptr %v51, align 64
  store <6 x float> %v137, ptr %v53, align 8
  store <6 x float> %v138, ptr %v55, align 16
  store <6 x float> %v139, ptr %v56, align 8
  store <6 x float> %v140, ptr %v57, align 32
  store <6 x float> %v141, ptr %v58, align 8
  store <6 x float> %v142, ptr %v59, align 16
  store <6 x float> %v143, ptr %v60, align 8
  br label %v44

v44:                                          ; preds = %v49, %v134
  %v46 = add nuw nsw i64 %v45, 1
  %v144 = icmp eq i64 %v46, 11
  br i1 %v144, label %v145, label %v43

v145:                                 ; preds = %v44
  %v146 = load <6 x float>, ptr %v4, align 64
  store <6 x float> %v146, ptr %v2, align 4
  %v147 = getelementptr inbounds i8, ptr %v4, i64 24
  %v148 = load <6 x float>, ptr %v147, align 8
  %v149 = getelementptr inbounds i8, ptr %v2, i64 24
  store <6 x float> %v148, ptr %v149, align 4
  %v150 = getelementptr inbounds i8, ptr %v4, i64 48
  %v151 = load <6 x float>, ptr %v150, align 16
  %v152 = getelementptr inbounds i8, ptr %v2, i64 48
  store <6 x float> %v151, ptr %v152, align 4
  %v153 = getelementptr inbounds i8, ptr %v4, i64 72
  %v154 = load <6 x float>, ptr %v153, align 8
  %v155 = getelementptr inbounds i8, ptr %v2, i64 72
  store <6 x float> %v154, ptr %v155, align 4
  %v156 = getelementptr inbounds i8, ptr %v4, i64 96
  %v157 = load <6 x float>, ptr %v156, align 32
  %v158 = getelementptr inbounds i8, ptr %v2, i64 96
  store <6 x float> %v157, ptr %v158, align 4
  %v159 = getelementptr inbounds i8, ptr %v4, i64 120
  %v160 = load <6 x float>, ptr %v159, align 8
  %v161 = getelementptr inbounds i8, ptr %v2, i64 120
  store <6 x float> %v160, ptr %v161, align 4
  %v162 = getelementptr inbounds i8, ptr %v4, i64 144
  %v163 = load <6 x float>, ptr %v162, align 16
  %v164 = getelementptr inbounds i8, ptr %v2, i64 144
  store <6 x float> %v163, ptr %v164, align 4
  %v165 = getelementptr inbounds i8, ptr %v4, i64 168
  %v166 = load <6 x float>, ptr %v165, align 8
  %v167 = getelementptr inbounds i8, ptr %v2, i64 168
  store <6 x float> %v166, ptr %v167, align 4
  %v168 = getelementptr inbounds i8, ptr %v4, i64 192
  %v169 = load <6 x float>, ptr %v168, align 64
  %v170 = getelementptr inbounds i8, ptr %v2, i64 192
  store <6 x float> %v169, ptr %v170, align 4
  %v171 = getelementptr inbounds i8, ptr %v4, i64 216
  %v172 = load <6 x float>, ptr %v171, align 8
  %v173 = getelementptr inbounds i8, ptr %v2, i64 216
  store <6 x float> %v172, ptr %v173, align 4
  %v174 = getelementptr inbounds i8, ptr %v4, i64 240
  %v175 = load <6 x float>, ptr %v174, align 16
  %v176 = getelementptr inbounds i8, ptr %v2, i64 240
  store <6 x float> %v175, ptr %v176, align 4
  %v177 = getelementptr inbounds i8, ptr %v4, i64 264
  %v178 = load <6 x float>, ptr %v177, align 8
  %v179 = getelementptr inbounds i8, ptr %v2, i64 264
  store <6 x float> %v178, ptr %v179, align 4
  %v180 = getelementptr inbounds i8, ptr %v4, i64 288
  %v181 = load <6 x float>, ptr %v180, align 32
  %v182 = getelementptr inbounds i8, ptr %v2, i64 288
  store <6 x float> %v181, ptr %v182, align 4
  %v183 = getelementptr inbounds i8, ptr %v4, i64 312
  %v184 = load <6 x float>, ptr %v183, align 8
  %v185 = getelementptr inbounds i8, ptr %v2, i64 312
  store <6 x float> %v184, ptr %v185, align 4
  %v186 = getelementptr inbounds i8, ptr %v4, i64 336
  %v187 = load <6 x float>, ptr %v186, align 16
  %v188 = getelementptr inbounds i8, ptr %v2, i64 336
  store <6 x float> %v187, ptr %v188, align 4
  %v189 = getelementptr inbounds i8, ptr %v4, i64 360
  %v190 = load <6 x float>, ptr %v189, align 8
  %v191 = getelementptr inbounds i8, ptr %v2, i64 360
  store <6 x float> %v190, ptr %v191, align 4
  %v192 = getelementptr inbounds i8, ptr %v4, i64 384
  %v193 = load <6 x float>, ptr %v192, align 64
  %v194 = getelementptr inbounds i8, ptr %v2, i64 384
  store <6 x float> %v193, ptr %v194, align 4
  %v195 = getelementptr inbounds i8, ptr %v4, i64 408
  %v196 = load <6 x float>, ptr %v195, align 8
  %v197 = getelementptr inbounds i8, ptr %v2, i64 408
  store <6 x float> %v196, ptr %v197, align 4
  %v198 = getelementptr inbounds i8, ptr %v4, i64 432
  %v199 = load <6 x float>, ptr %v198, align 16
  %v200 = getelementptr inbounds i8, ptr %v2, i64 432
  store <6 x float> %v199, ptr %v200, align 4
  %v201 = getelementptr inbounds i8, ptr %v4, i64 456
  %v202 = load <6 x float>, ptr %v201, align 8
  %v203 = getelementptr inbounds i8, ptr %v2, i64 456
  store <6 x float> %v202, ptr %v203, align 4
  %v204 = getelementptr inbounds i8, ptr %v4, i64 480
  %v205 = load <6 x float>, ptr %v204, align 32
  %v206 = getelementptr inbounds i8, ptr %v2, i64 480
  store <6 x float> %v205, ptr %v206, align 4
  %v207 = getelementptr inbounds i8, ptr %v4, i64 504
  %v208 = load <6 x float>, ptr %v207, align 8
  %v209 = getelementptr inbounds i8, ptr %v2, i64 504
  store <6 x float> %v208, ptr %v209, align 4
  %v210 = getelementptr inbounds i8, ptr %v4, i64 528
  %v211 = load <6 x float>, ptr %v210, align 16
  %v212 = getelementptr inbounds i8, ptr %v2, i64 528
  store <6 x float> %v211, ptr %v212, align 4
  %v213 = getelementptr inbounds i8, ptr %v4, i64 552
  %v214 = load <6 x float>, ptr %v213, align 8
  %v215 = getelementptr inbounds i8, ptr %v2, i64 552
  store <6 x float> %v214, ptr %v215, align 4
  %v216 = getelementptr inbounds i8, ptr %v4, i64 576
  %v217 = load <6 x float>, ptr %v216, align 64
  %v218 = getelementptr inbounds i8, ptr %v2, i64 576
  store <6 x float> %v217, ptr %v218, align 4
  %v219 = getelementptr inbounds i8, ptr %v4, i64 600
  %v220 = load <6 x float>, ptr %v219, align 8
  %v221 = getelementptr inbounds i8, ptr %v2, i64 600
  store <6 x float> %v220, ptr %v221, align 4
  %v222 = getelementptr inbounds i8, ptr %v4, i64 624
  %v223 = load <6 x float>, ptr %v222, align 16
  %v224 = getelementptr inbounds i8, ptr %v2, i64 624
  store <6 x float> %v223, ptr %v224, align 4
  %v225 = getelementptr inbounds i8, ptr %v4, i64 648
  %v226 = load <6 x float>, ptr %v225, align 8
  %v227 = getelementptr inbounds i8, ptr %v2, i64 648
  store <6 x float> %v226, ptr %v227, align 4
  %v228 = getelementptr inbounds i8, ptr %v4, i64 672
  %v229 = load <6 x float>, ptr %v228, align 32
  %v230 = getelementptr inbounds i8, ptr %v2, i64 672
  store <6 x float> %v229, ptr %v230, align 4
  %v231 = getelementptr inbounds i8, ptr %v4, i64 696
  %v232 = load <6 x float>, ptr %v231, align 8
  %v233 = getelementptr inbounds i8, ptr %v2, i64 696
  store <6 x float> %v232, ptr %v233, align 4
  %v234 = getelementptr inbounds i8, ptr %v4, i64 720
  %v235 = load <6 x float>, ptr %v234, align 16
  %v236 = getelementptr inbounds i8, ptr %v2, i64 720
  store <6 x float> %v235, ptr %v236, align 4
  %v237 = getelementptr inbounds i8, ptr %v4, i64 744
  %v238 = load <6 x float>, ptr %v237, align 8
  %v239 = getelementptr inbounds i8, ptr %v2, i64 744
  store <6 x float> %v238, ptr %v239, align 4
  %v240 = getelementptr inbounds i8, ptr %v4, i64 768
  %v241 = load <6 x float>, ptr %v240, align 64
  %v242 = getelementptr inbounds i8, ptr %v2, i64 768
  store <6 x float> %v241, ptr %v242, align 4
  %v243 = getelementptr inbounds i8, ptr %v4, i64 792
  %v244 = load <6 x float>, ptr %v243, align 8
  %v245 = getelementptr inbounds i8, ptr %v2, i64 792
  store <6 x float> %v244, ptr %v245, align 4
  %v246 = getelementptr inbounds i8, ptr %v4, i64 816
  %v247 = load <6 x float>, ptr %v246, align 16
  %v248 = getelementptr inbounds i8, ptr %v2, i64 816
  store <6 x float> %v247, ptr %v248, align 4
  %v249 = getelementptr inbounds i8, ptr %v4, i64 840
  %v250 = load <6 x float>, ptr %v249, align 8
  %v251 = getelementptr inbounds i8, ptr %v2, i64 840
  store <6 x float> %v250, ptr %v251, align 4
  %v252 = getelementptr inbounds i8, ptr %v4, i64 864
  %v253 = load <6 x float>, ptr %v252, align 32
  %v254 = getelementptr inbounds i8, ptr %v2, i64 864
  store <6 x float> %v253, ptr %v254, align 4
  %v255 = getelementptr inbounds i8, ptr %v4, i64 888
  %v256 = load <6 x float>, ptr %v255, align 8
  %v257 = getelementptr inbounds i8, ptr %v2, i64 888
  store <6 x float> %v256, ptr %v257, align 4
  %v258 = getelementptr inbounds i8, ptr %v4, i64 912
  %v259 = load <6 x float>, ptr %v258, align 16
  %v260 = getelementptr inbounds i8, ptr %v2, i64 912
  store <6 x float> %v259, ptr %v260, align 4
  %v261 = getelementptr inbounds i8, ptr %v4, i64 936
  %v262 = load <6 x float>, ptr %v261, align 8
  %v263 = getelementptr inbounds i8, ptr %v2, i64 936
  store <6 x float> %v262, ptr %v263, align 4
  %v264 = getelementptr inbounds i8, ptr %v4, i64 960
  %v265 = load <6 x float>, ptr %v264, align 64
  %v266 = getelementptr inbounds i8, ptr %v2, i64 960
  store <6 x float> %v265, ptr %v266, align 4
  %v267 = getelementptr inbounds i8, ptr %v4, i64 984
  %v268 = load <6 x float>, ptr %v267, align 8
  %v269 = getelementptr inbounds i8, ptr %v2, i64 984
  store <6 x float> %v268, ptr %v269, align 4
  %v270 = getelementptr inbounds i8, ptr %v4, i64 1008
  %v271 = load <6 x float>, ptr %v270, align 16
  %v272 = getelementptr inbounds i8, ptr %v2, i64 1008
  store <6 x float> %v271, ptr %v272, align 4
  %v273 = getelementptr inbounds i8, ptr %v4, i64 1032
  %v274 = load <6 x float>, ptr %v273, align 8
  %v275 = getelementptr inbounds i8, ptr %v2, i64 1032
  store <6 x float> %v274, ptr %v275, align 4
  %v276 = getelementptr inbounds i8, ptr %v4, i64 1056
  %v277 = load <6 x float>, ptr %v276, align 32
  %v278 = getelementptr inbounds i8, ptr %v2, i64 1056
  store <6 x float> %v277, ptr %v278, align 4
  %v279 = getelementptr inbounds i8, ptr %v4, i64 1080
  %v280 = load <6 x float>, ptr %v279, align 8
  %v281 = getelementptr inbounds i8, ptr %v2, i64 1080
  store <6 x float> %v280, ptr %v281, align 4
  %v282 = getelementptr inbounds i8, ptr %v4, i64 1104
  %v283 = load <6 x float>, ptr %v282, align 16
  %v284 = getelementptr inbounds i8, ptr %v2, i64 1104
  store <6 x float> %v283, ptr %v284, align 4
  %v285 = getelementptr inbounds i8, ptr %v4, i64 1128
  %v286 = load <6 x float>, ptr %v285, align 8
  %v287 = getelementptr inbounds i8, ptr %v2, i64 1128
  store <6 x float> %v286, ptr %v287, align 4
  %v288 = getelementptr inbounds i8, ptr %v4, i64 1152
  %v289 = load <6 x float>, ptr %v288, align 64
  %v290 = getelementptr inbounds i8, ptr %v2, i64 1152
  store <6 x float> %v289, ptr %v290, align 4
  %v291 = getelementptr inbounds i8, ptr %v4, i64 1176
  %v292 = load <6 x float>, ptr %v291, align 8
  %v293 = getelementptr inbounds i8, ptr %v2, i64 1176
  store <6 x float> %v292, ptr %v293, align 4
  %v294 = getelementptr inbounds i8, ptr %v4, i64 1200
  %v295 = load <6 x float>, ptr %v294, align 16
  %v296 = getelementptr inbounds i8, ptr %v2, i64 1200
  store <6 x float> %v295, ptr %v296, align 4
  %v297 = getelementptr inbounds i8, ptr %v4, i64 1224
  %v298 = load <6 x float>, ptr %v297, align 8
  %v299 = getelementptr inbounds i8, ptr %v2, i64 1224
  store <6 x float> %v298, ptr %v299, align 4
  %v300 = getelementptr inbounds i8, ptr %v4, i64 1248
  %v301 = load <6 x float>, ptr %v300, align 32
  %v302 = getelementptr inbounds i8, ptr %v2, i64 1248
  store <6 x float> %v301, ptr %v302, align 4
  %v303 = getelementptr inbounds i8, ptr %v4, i64 1272
  %v304 = load <6 x float>, ptr %v303, align 8
  %v305 = getelementptr inbounds i8, ptr %v2, i64 1272
  store <6 x float> %v304, ptr %v305, align 4
  %v306 = getelementptr inbounds i8, ptr %v4, i64 1296
  %v307 = load <6 x float>, ptr %v306, align 16
  %v308 = getelementptr inbounds i8, ptr %v2, i64 1296
  store <6 x float> %v307, ptr %v308, align 4
  %v309 = getelementptr inbounds i8, ptr %v4, i64 1320
  %v310 = load <6 x float>, ptr %v309, align 8
  %v311 = getelementptr inbounds i8, ptr %v2, i64 1320
  store <6 x float> %v310, ptr %v311, align 4
  %v312 = getelementptr inbounds i8, ptr %v4, i64 1344
  %v313 = load <6 x float>, ptr %v312, align 64
  %v314 = getelementptr inbounds i8, ptr %v2, i64 1344
  store <6 x float> %v313, ptr %v314, align 4
  %v315 = getelementptr inbounds i8, ptr %v4, i64 1368
  %v316 = load <6 x float>, ptr %v315, align 8
  %v317 = getelementptr inbounds i8, ptr %v2, i64 1368
  store <6 x float> %v316, ptr %v317, align 4
  %v318 = getelementptr inbounds i8, ptr %v4, i64 1392
  %v319 = load <6 x float>, ptr %v318, align 16
  %v320 = getelementptr inbounds i8, ptr %v2, i64 1392
  store <6 x float> %v319, ptr %v320, align 4
  %v321 = getelementptr inbounds i8, ptr %v4, i64 1416
  %v322 = load <6 x float>, ptr %v321, align 8
  %v323 = getelementptr inbounds i8, ptr %v2, i64 1416
  store <6 x float> %v322, ptr %v323, align 4
  %v324 = getelementptr inbounds i8, ptr %v4, i64 1440
  %v325 = load <6 x float>, ptr %v324, align 32
  %v326 = getelementptr inbounds i8, ptr %v2, i64 1440
  store <6 x float> %v325, ptr %v326, align 4
  %v327 = getelementptr inbounds i8, ptr %v4, i64 1464
  %v328 = load <6 x float>, ptr %v327, align 8
  %v329 = getelementptr inbounds i8, ptr %v2, i64 1464
  store <6 x float> %v328, ptr %v329, align 4
  %v330 = getelementptr inbounds i8, ptr %v4, i64 1488
  %v331 = load <6 x float>, ptr %v330, align 16
  %v332 = getelementptr inbounds i8, ptr %v2, i64 1488
  store <6 x float> %v331, ptr %v332, align 4
  %v333 = getelementptr inbounds i8, ptr %v4, i64 1512
  %v334 = load <6 x float>, ptr %v333, align 8
  %v335 = getelementptr inbounds i8, ptr %v2, i64 1512
  store <6 x float> %v334, ptr %v335, align 4
  %v336 = getelementptr inbounds i8, ptr %v4, i64 1536
  %v337 = load <6 x float>, ptr %v336, align 64
  %v338 = getelementptr inbounds i8, ptr %v2, i64 1536
  store <6 x float> %v337, ptr %v338, align 4
  %v339 = getelementptr inbounds i8, ptr %v4, i64 1560
  %v340 = load <6 x float>, ptr %v339, align 8
  %v341 = getelementptr inbounds i8, ptr %v2, i64 1560
  store <6 x float> %v340, ptr %v341, align 4
  %v342 = getelementptr inbounds i8, ptr %v4, i64 1584
  %v343 = load <6 x float>, ptr %v342, align 16
  %v344 = getelementptr inbounds i8, ptr %v2, i64 1584
  store <6 x float> %v343, ptr %v344, align 4
  %v345 = getelementptr inbounds i8, ptr %v4, i64 1608
  %v346 = load <6 x float>, ptr %v345, align 8
  %v347 = getelementptr inbounds i8, ptr %v2, i64 1608
  store <6 x float> %v346, ptr %v347, align 4
  %v348 = getelementptr inbounds i8, ptr %v4, i64 1632
  %v349 = load <6 x float>, ptr %v348, align 32
  %v350 = getelementptr inbounds i8, ptr %v2, i64 1632
  store <6 x float> %v349, ptr %v350, align 4
  %v351 = getelementptr inbounds i8, ptr %v4, i64 1656
  %v352 = load <6 x float>, ptr %v351, align 8
  %v353 = getelementptr inbounds i8, ptr %v2, i64 1656
  store <6 x float> %v352, ptr %v353, align 4
  %v354 = getelementptr inbounds i8, ptr %v4, i64 1680
  %v355 = load <6 x float>, ptr %v354, align 16
  %v356 = getelementptr inbounds i8, ptr %v2, i64 1680
  store <6 x float> %v355, ptr %v356, align 4
  %v357 = getelementptr inbounds i8, ptr %v4, i64 1704
  %v358 = load <6 x float>, ptr %v357, align 8
  %v359 = getelementptr inbounds i8, ptr %v2, i64 1704
  store <6 x float> %v358, ptr %v359, align 4
  %v360 = getelementptr inbounds i8, ptr %v4, i64 1728
  %v361 = load <6 x float>, ptr %v360, align 64
  %v362 = getelementptr inbounds i8, ptr %v2, i64 1728
  store <6 x float> %v361, ptr %v362, align 4
  %v363 = getelementptr inbounds i8, ptr %v4, i64 1752
  %v364 = load <6 x float>, ptr %v363, align 8
  %v365 = getelementptr inbounds i8, ptr %v2, i64 1752
  store <6 x float> %v364, ptr %v365, align 4
  %v366 = getelementptr inbounds i8, ptr %v4, i64 1776
  %v367 = load <6 x float>, ptr %v366, align 16
  %v368 = getelementptr inbounds i8, ptr %v2, i64 1776
  store <6 x float> %v367, ptr %v368, align 4
  %v369 = getelementptr inbounds i8, ptr %v4, i64 1800
  %v370 = load <6 x float>, ptr %v369, align 8
  %v371 = getelementptr inbounds i8, ptr %v2, i64 1800
  store <6 x float> %v370, ptr %v371, align 4
  %v372 = getelementptr inbounds i8, ptr %v4, i64 1824
  %v373 = load <6 x float>, ptr %v372, align 32
  %v374 = getelementptr inbounds i8, ptr %v2, i64 1824
  store <6 x float> %v373, ptr %v374, align 4
  %v375 = getelementptr inbounds i8, ptr %v4, i64 1848
  %v376 = load <6 x float>, ptr %v375, align 8
  %v377 = getelementptr inbounds i8, ptr %v2, i64 1848
  store <6 x float> %v376, ptr %v377, align 4
  %v378 = getelementptr inbounds i8, ptr %v4, i64 1872
  %v379 = load <6 x float>, ptr %v378, align 16
  %v380 = getelementptr inbounds i8, ptr %v2, i64 1872
  store <6 x float> %v379, ptr %v380, align 4
  %v381 = getelementptr inbounds i8, ptr %v4, i64 1896
  %v382 = load <6 x float>, ptr %v381, align 8
  %v383 = getelementptr inbounds i8, ptr %v2, i64 1896
  store <6 x float> %v382, ptr %v383, align 4
  %v384 = getelementptr inbounds i8, ptr %v4, i64 1920
  %v385 = load <6 x float>, ptr %v384, align 64
  %v386 = getelementptr inbounds i8, ptr %v2, i64 1920
  store <6 x float> %v385, ptr %v386, align 4
  ret void

v49:                                          ; preds = %v43
  %v387 = mul nuw nsw i64 %v45, 192
  %v388 = getelementptr inbounds i8, ptr %v4, i64 %v387
  %v389 = shl nuw nsw i64 %v45, 3
  %v390 = udiv i64 %v389, 9
  %v391 = urem i64 %v389, 9
  %v392 = mul i64 %v390, 176
  %v393 = getelementptr i8, ptr %v6, i64 %v392
  %v394 = shl nuw nsw i64 %v391, 4
  %v395 = getelementptr i8, ptr %v393, i64 %v394
  %v396 = load float, ptr %v395, align 16
  %v397 = insertelement <6 x float> poison, float %v396, i64 0
  %v398 = shufflevector <6 x float> %v397, <6 x float> poison, <6 x i32> zeroinitializer
  %v399 = load <6 x float>, ptr %v1, align 4
  %v400 = fmul contract <6 x float> %v399, %v398
  %v401 = fadd contract <6 x float> %v400, zeroinitializer
  %v402 = getelementptr i8, ptr %v395, i64 4
  %v403 = load float, ptr %v402, align 4
  %v404 = insertelement <6 x float> poison, float %v403, i64 0
  %v405 = shufflevector <6 x float> %v404, <6 x float> poison, <6 x i32> zeroinitializer
  %v406 = load <6 x float>, ptr %v8, align 4
  %v407 = fmul contract <6 x float> %v406, %v405
  %v408 = fadd contract <6 x float> %v401, %v407
  %v409 = getelementptr i8, ptr %v395, i64 8
  %v410 = load float, ptr %v409, align 8
  %v411 = insertelement <6 x float> poison, float %v410, i64 0
  %v412 = shufflevector <6 x float> %v411, <6 x float> poison, <6 x i32> zeroinitializer
  %v413 = load <6 x float>, ptr %v9, align 4
  %v414 = fmul contract <6 x float> %v413, %v412
  %v415 = fadd contract <6 x float> %v408, %v414
  %v416 = getelementptr i8, ptr %v395, i64 12
  %v417 = load float, ptr %v416, align 4
  %v418 = insertelement <6 x float> poison, float %v417, i64 0
  %v419 = shufflevector <6 x float> %v418, <6 x float> poison, <6 x i32> zeroinitializer
  %v420 = load <6 x float>, ptr %v10, align 4
  %v421 = fmul contract <6 x float> %v420, %v419
  %v422 = fadd contract <6 x float> %v415, %v421
  %v423 = getelementptr i8, ptr %v395, i64 16
  %v424 = load float, ptr %v423, align 16
  %v425 = insertelement <6 x float> poison, float %v424, i64 0
  %v426 = shufflevector <6 x float> %v425, <6 x float> poison, <6 x i32> zeroinitializer
  %v427 = load <6 x float>, ptr %v11, align 4
  %v428 = fmul contract <6 x float> %v427, %v426
  %v429 = fadd contract <6 x float> %v422, %v428
  %v430 = getelementptr i8, ptr %v395, i64 20
  %v431 = load float, ptr %v430, align 4
  %v432 = insertelement <6 x float> poison, float %v431, i64 0
  %v433 = shufflevector <6 x float> %v432, <6 x float> poison, <6 x i32> zeroinitializer
  %v434 = load <6 x float>, ptr %v12, align 4
  %v435 = fmul contract <6 x float> %v434, %v433
  %v436 = fadd contract <6 x float> %v429, %v435
  %v437 = getelementptr i8, ptr %v395, i64 24
  %v438 = load float, ptr %v437, align 8
  %v439 = insertelement <6 x float> poison, float %v438, i64 0
  %v440 = shufflevector <6 x float> %v439, <6 x float> poison, <6 x i32> zeroinitializer
  %v441 = load <6 x float>, ptr %v13, align 4
  %v442 = fmul contract <6 x float> %v441, %v440
  %v443 = fadd contract <6 x float> %v436, %v442
  %v444 = getelementptr i8, ptr %v395, i64 28
  %v445 = load float, ptr %v444, align 4
  %v446 = insertelement <6 x float> poison, float %v445, i64 0
  %v447 = shufflevector <6 x float> %v446, <6 x float> poison, <6 x i32> zeroinitializer
  %v448 = load <6 x float>, ptr %v14, align 4
  %v449 = fmul contract <6 x float> %v448, %v447
  %v450 = fadd contract <6 x float> %v443, %v449
  %v451 = getelementptr i8, ptr %v395, i64 32
  %v452 = load float, ptr %v451, align 16
  %v453 = insertelement <6 x float> poison, float %v452, i64 0
  %v454 = shufflevector <6 x float> %v453, <6 x float> poison, <6 x i32> zeroinitializer
  %v455 = load <6 x float>, ptr %v15, align 4
  %v456 = fmul contract <6 x float> %v455, %v454
  %v457 = fadd contract <6 x float> %v450, %v456
  %v458 = getelementptr i8, ptr %v395, i64 36
  %v459 = load float, ptr %v458, align 4
  %v460 = insertelement <6 x float> poison, float %v459, i64 0
  %v461 = shufflevector <6 x float> %v460, <6 x float> poison, <6 x i32> zeroinitializer
  %v462 = load <6 x float>, ptr %v16, align 4
  %v463 = fmul contract <6 x float> %v462, %v461
  %v464 = fadd contract <6 x float> %v457, %v463
  %v465 = getelementptr i8, ptr %v395, i64 40
  %v466 = load float, ptr %v465, align 8
  %v467 = insertelement <6 x float> poison, float %v466, i64 0
  %v468 = shufflevector <6 x float> %v467, <6 x float> poison, <6 x i32> zeroinitializer
  %v469 = load <6 x float>, ptr %v17, align 4
  %v470 = fmul contract <6 x float> %v469, %v468
  %v471 = fadd contract <6 x float> %v464, %v470
  %v472 = getelementptr i8, ptr %v395, i64 44
  %v473 = load float, ptr %v472, align 4
  %v474 = insertelement <6 x float> poison, float %v473, i64 0
  %v475 = shufflevector <6 x float> %v474, <6 x float> poison, <6 x i32> zeroinitializer
  %v476 = load <6 x float>, ptr %v18, align 4
  %v477 = fmul contract <6 x float> %v476, %v475
  %v478 = fadd contract <6 x float> %v471, %v477
  %v479 = getelementptr i8, ptr %v395, i64 176
  %v480 = load float, ptr %v479, align 16
  %v481 = insertelement <6 x float> poison, float %v480, i64 0
  %v482 = shufflevector <6 x float> %v481, <6 x float> poison, <6 x i32> zeroinitializer
  %v483 = load <6 x float>, ptr %v19, align 4
  %v484 = fmul contract <6 x float> %v483, %v482
  %v485 = fadd contract <6 x float> %v478, %v484
  %v486 = getelementptr i8, ptr %v395, i64 180
  %v487 = load float, ptr %v486, align 4
  %v488 = insertelement <6 x float> poison, float %v487, i64 0
  %v489 = shufflevector <6 x float> %v488, <6 x float> poison, <6 x i32> zeroinitializer
  %v490 = load <6 x float>, ptr %v20, align 4
  %v491 = fmul contract <6 x float> %v490, %v489
  %v492 = fadd contract <6 x float> %v485, %v491
  %v493 = getelementptr i8, ptr %v395, i64 184
  %v494 = load float, ptr %v493, align 8
  %v495 = insertelement <6 x float> poison, float %v494, i64 0
  %v496 = shufflevector <6 x float> %v495, <6 x float> poison, <6 x i32> zeroinitializer
  %v497 = load <6 x float>, ptr %v21, align 4
  %v498 = fmul contract <6 x float> %v497, %v496
  %v499 = fadd contract <6 x float> %v492, %v498
  %v500 = getelementptr i8, ptr %v395, i64 188
  %v501 = load float, ptr %v500, align 4
  %v502 = insertelement <6 x float> poison, float %v501, i64 0
  %v503 = shufflevector <6 x float> %v502, <6 x float> poison, <6 x i32> zeroinitializer
  %v504 = load <6 x float>, ptr %v22, align 4
  %v505 = fmul contract <6 x float> %v504, %v503
  %v506 = fadd contract <6 x float> %v499, %v505
  %v507 = getelementptr i8, ptr %v395, i64 192
  %v508 = load float, ptr %v507, align 16
  %v509 = insertelement <6 x float> poison, float %v508, i64 0
  %v510 = shufflevector <6 x float> %v509, <6 x float> poison, <6 x i32> zeroinitializer
  %v511 = load <6 x float>, ptr %v23, align 4
  %v512 = fmul contract <6 x float> %v511, %v510
  %v513 = fadd contract <6 x float> %v506, %v512
  %v514 = getelementptr i8, ptr %v395, i64 196
  %v515 = load float, ptr %v514, align 4
  %v516 = insertelement <6 x float> poison, float %v515, i64 0
  %v517 = shufflevector <6 x float> %v516, <6 x float> poison, <6 x i32> zeroinitializer
  %v518 = load <6 x float>, ptr %v24, align 4
  %v519 = fmul contract <6 x float> %v518, %v517
  %v520 = fadd contract <6 x float> %v513, %v519
  %v521 = getelementptr i8, ptr %v395, i64 200
  %v522 = load float, ptr %v521, align 8
  %v523 = insertelement <6 x float> poison, float %v522, i64 0
  %v524 = shufflevector <6 x float> %v523, <6 x float> poison, <6 x i32> zeroinitializer
  %v525 = load <6 x float>, ptr %v25, align 4
  %v526 = fmul contract <6 x float> %v525, %v524
  %v527 = fadd contract <6 x float> %v520, %v526
  %v528 = getelementptr i8, ptr %v395, i64 204
  %v529 = load float, ptr %v528, align 4
  %v530 = insertelement <6 x float> poison, float %v529, i64 0
  %v531 = shufflevector <6 x float> %v530, <6 x float> poison, <6 x i32> zeroinitializer
  %v532 = load <6 x float>, ptr %v26, align 4
  %v533 = fmul contract <6 x float> %v532, %v531
  %v534 = fadd contract <6 x float> %v527, %v533
  %v535 = getelementptr i8, ptr %v395, i64 208
  %v536 = load float, ptr %v535, align 16
  %v537 = insertelement <6 x float> poison, float %v536, i64 0
  %v538 = shufflevector <6 x float> %v537, <6 x float> poison, <6 x i32> zeroinitializer
  %v539 = load <6 x float>, ptr %v27, align 4
  %v540 = fmul contract <6 x float> %v539, %v538
  %v541 = fadd contract <6 x float> %v534, %v540
  %v542 = getelementptr i8, ptr %v395, i64 212
  %v543 = load float, ptr %v542, align 4
  %v544 = insertelement <6 x float> poison, float %v543, i64 0
  %v545 = shufflevector <6 x float> %v544, <6 x float> poison, <6 x i32> zeroinitializer
  %v546 = load <6 x float>, ptr %v28, align 4
  %v547 = fmul contract <6 x float> %v546, %v545
  %v548 = fadd contract <6 x float> %v541, %v547
  %v549 = getelementptr i8, ptr %v395, i64 216
  %v550 = load float, ptr %v549, align 8
  %v551 = insertelement <6 x float> poison, float %v550, i64 0
  %v552 = shufflevector <6 x float> %v551, <6 x float> poison, <6 x i32> zeroinitializer
  %v553 = load <6 x float>, ptr %v29, align 4
  %v554 = fmul contract <6 x float> %v553, %v552
  %v555 = fadd contract <6 x float> %v548, %v554
  %v556 = getelementptr i8, ptr %v395, i64 220
  %v557 = load float, ptr %v556, align 4
  %v558 = insertelement <6 x float> poison, float %v557, i64 0
  %v559 = shufflevector <6 x float> %v558, <6 x float> poison, <6 x i32> zeroinitializer
  %v560 = load <6 x float>, ptr %v30, align 4
  %v561 = fmul contract <6 x float> %v560, %v559
  %v562 = fadd contract <6 x float> %v555, %v561
  %v563 = getelementptr i8, ptr %v395, i64 352
  %v564 = load float, ptr %v563, align 16
  %v565 = insertelement <6 x float> poison, float %v564, i64 0
  %v566 = shufflevector <6 x float> %v565, <6 x float> poison, <6 x i32> zeroinitializer
  %v567 = load <6 x float>, ptr %v31, align 4
  %v568 = fmul contract <6 x float> %v567, %v566
  %v569 = fadd contract <6 x float> %v562, %v568
  %v570 = getelementptr i8, ptr %v395, i64 356
  %v571 = load float, ptr %v570, align 4
  %v572 = insertelement <6 x float> poison, float %v571, i64 0
  %v573 = shufflevector <6 x float> %v572, <6 x float> poison, <6 x i32> zeroinitializer
  %v574 = load <6 x float>, ptr %v32, align 4
  %v575 = fmul contract <6 x float> %v574, %v573
  %v576 = fadd contract <6 x float> %v569, %v575
  %v577 = getelementptr i8, ptr %v395, i64 360
  %v578 = load float, ptr %v577, align 8
  %v579 = insertelement <6 x float> poison, float %v578, i64 0
  %v580 = shufflevector <6 x float> %v579, <6 x float> poison, <6 x i32> zeroinitializer
  %v581 = load <6 x float>, ptr %v33, align 4
  %v582 = fmul contract <6 x float> %v581, %v580
  %v583 = fadd contract <6 x float> %v576, %v582
  %v584 = getelementptr i8, ptr %v395, i64 364
  %v585 = load float, ptr %v584, align 4
  %v586 = insertelement <6 x float> poison, float %v585, i64 0
  %v587 = shufflevector <6 x float> %v586, <6 x float> poison, <6 x i32> zeroinitializer
  %v588 = load <6 x float>, ptr %v34, align 4
  %v589 = fmul contract <6 x float> %v588, %v587
  %v590 = fadd contract <6 x float> %v583, %v589
  %v591 = getelementptr i8, ptr %v395, i64 368
  %v592 = load float, ptr %v591, align 16
  %v593 = insertelement <6 x float> poison, float %v592, i64 0
  %v594 = shufflevector <6 x float> %v593, <6 x float> poison, <6 x i32> zeroinitializer
  %v595 = load <6 x float>, ptr %v35, align 4
  %v596 = fmul contract <6 x float> %v595, %v594
  %v597 = fadd contract <6 x float> %v590, %v596
  %v598 = getelementptr i8, ptr %v395, i64 372
  %v599 = load float, ptr %v598, align 4
  %v600 = insertelement <6 x float> poison, float %v599, i64 0
  %v601 = shufflevector <6 x float> %v600, <6 x float> poison, <6 x i32> zeroinitializer
  %v602 = load <6 x float>, ptr %v36, align 4
  %v603 = fmul contract <6 x float> %v602, %v601
  %v604 = fadd contract <6 x float> %v597, %v603
  %v605 = getelementptr i8, ptr %v395, i64 376
  %v606 = load float, ptr %v605, align 8
  %v607 = insertelement <6 x float> poison, float %v606, i64 0
  %v608 = shufflevector <6 x float> %v607, <6 x float> poison, <6 x i32> zeroinitializer
  %v609 = load <6 x float>, ptr %v37, align 4
  %v610 = fmul contract <6 x float> %v609, %v608
  %v611 = fadd contract <6 x float> %v604, %v610
  %v612 = getelementptr i8, ptr %v395, i64 380
  %v613 = load float, ptr %v612, align 4
  %v614 = insertelement <6 x float> poison, float %v613, i64 0
  %v615 = shufflevector <6 x float> %v614, <6 x float> poison, <6 x i32> zeroinitializer
  %v616 = load <6 x float>, ptr %v38, align 4
  %v617 = fmul contract <6 x float> %v616, %v615
  %v618 = fadd contract <6 x float> %v611, %v617
  %v619 = getelementptr i8, ptr %v395, i64 384
  %v620 = load float, ptr %v619, align 16
  %v621 = insertelement <6 x float> poison, float %v620, i64 0
  %v622 = shufflevector <6 x float> %v621, <6 x float> poison, <6 x i32> zeroinitializer
  %v623 = load <6 x float>, ptr %v39, align 4
  %v624 = fmul contract <6 x float> %v623, %v622
  %v625 = fadd contract <6 x float> %v618, %v624
  %v626 = getelementptr i8, ptr %v395, i64 388
  %v627 = load float, ptr %v626, align 4
  %v628 = insertelement <6 x float> poison, float %v627, i64 0
  %v629 = shufflevector <6 x float> %v628, <6 x float> poison, <6 x i32> zeroinitializer
  %v630 = load <6 x float>, ptr %v40, align 4
  %v631 = fmul contract <6 x float> %v630, %v629
  %v632 = fadd contract <6 x float> %v625, %v631
  %v633 = getelementptr i8, ptr %v395, i64 392
  %v634 = load float, ptr %v633, align 8
  %v635 = insertelement <6 x float> poison, float %v634, i64 0
  %v636 = shufflevector <6 x float> %v635, <6 x float> poison, <6 x i32> zeroinitializer
  %v637 = load <6 x float>, ptr %v41, align 4
  %v638 = fmul contract <6 x float> %v637, %v636
  %v639 = fadd contract <6 x float> %v632, %v638
  %v640 = getelementptr i8, ptr %v395, i64 396
  %v641 = load float, ptr %v640, align 4
  %v642 = insertelement <6 x float> poison, float %v641, i64 0
  %v643 = shufflevector <6 x float> %v642, <6 x float> poison, <6 x i32> zeroinitializer
  %v644 = load <6 x float>, ptr %v42, align 4
  %v645 = fmul contract <6 x float> %v644, %v643
  %v646 = fadd contract <6 x float> %v639, %v645
  store <6 x float> %v646, ptr %v388, align 64
  br label %v44

v133:                                          ; preds = %v48, %v135
  %v647 = phi <6 x float> [ zeroinitializer, %v48 ], [ %v143, %v135 ]
  %v648 = phi <6 x float> [ zeroinitializer, %v48 ], [ %v142, %v135 ]
  %v649 = phi <6 x float> [ zeroinitializer, %v48 ], [ %v141, %v135 ]
  %v650 = phi <6 x float> [ zeroinitializer, %v48 ], [ %v140, %v135 ]
  %v651 = phi <6 x float> [ zeroinitializer, %v48 ], [ %v139, %v135 ]
  %v652 = phi <6 x float> [ zeroinitializer, %v48 ], [ %v138, %v135 ]
  %v653 = phi <6 x float> [ zeroinitializer, %v48 ], [ %v137, %v135 ]
  %v654 = phi <6 x float> [ zeroinitializer, %v48 ], [ %v136, %v135 ]
  %v655 = phi i64 [ 0, %v48 ], [ %v656, %v135 ]
  %v657 = mul nuw nsw i64 %v655, 176
  %v658 = getelementptr i8, ptr %v6, i64 %v657
  %v659 = mul nuw nsw i64 %v655, 288
  %v660 = getelementptr i8, ptr %v1, i64 %v659
  br label %v661

v661:                                          ; preds = %v133, %v661
  %v662 = phi <6 x float> [ %v647, %v133 ], [ %v143, %v661 ]
  %v663 = phi <6 x float> [ %v648, %v133 ], [ %v142, %v661 ]
  %v664 = phi <6 x float> [ %v649, %v133 ], [ %v141, %v661 ]
  %v665 = phi <6 x float> [ %v650, %v133 ], [ %v140, %v661 ]
  %v666 = phi <6 x float> [ %v651, %v133 ], [ %v139, %v661 ]
  %v667 = phi <6 x float> [ %v652, %v133 ], [ %v138, %v661 ]
  %v668 = phi <6 x float> [ %v653, %v133 ], [ %v137, %v661 ]
  %v669 = phi <6 x float> [ %v654, %v133 ], [ %v136, %v661 ]
  %v670 = phi i64 [ 0, %v133 ], [ %v671, %v661 ]
  %v672 = shl nsw i64 %v670, 4
  %v673 = getelementptr i8, ptr %v658, i64 %v672
  %v674 = mul nuw nsw i64 %v670, 96
  %v675 = getelementptr i8, ptr %v660, i64 %v674
  %v676 = getelementptr inbounds i8, ptr %v673, i64 %v67
  %v677 = getelementptr inbounds i8, ptr %v676, i64 %v69
  %v678 = load float, ptr %v677, align 16
  %v679 = insertelement <6 x float> poison, float %v678, i64 0
  %v680 = shufflevector <6 x float> %v679, <6 x float> poison, <6 x i32> zeroinitializer
  %v681 = load <6 x float>, ptr %v675, align 4
  %v682 = fmul contract <6 x float> %v681, %v680
  %v683 = fadd contract <6 x float> %v669, %v682
  %v684 = getelementptr inbounds i8, ptr %v673, i64 %v76
  %v685 = getelementptr inbounds i8, ptr %v684, i64 %v78
  %v686 = load float, ptr %v685, align 16
  %v687 = insertelement <6 x float> poison, float %v686, i64 0
  %v688 = shufflevector <6 x float> %v687, <6 x float> poison, <6 x i32> zeroinitializer
  %v689 = fmul contract <6 x float> %v681, %v688
  %v690 = fadd contract <6 x float> %v668, %v689
  %v691 = getelementptr inbounds i8, ptr %v673, i64 %v85
  %v692 = getelementptr inbounds i8, ptr %v691, i64 %v87
  %v693 = load float, ptr %v692, align 16
  %v694 = insertelement <6 x float> poison, float %v693, i64 0
  %v695 = shufflevector <6 x float> %v694, <6 x float> poison, <6 x i32> zeroinitializer
  %v696 = fmul contract <6 x float> %v681, %v695
  %v697 = fadd contract <6 x float> %v667, %v696
  %v698 = getelementptr inbounds i8, ptr %v673, i64 %v94
  %v699 = getelementptr inbounds i8, ptr %v698, i64 %v96
  %v700 = load float, ptr %v699, align 16
  %v701 = insertelement <6 x float> poison, float %v700, i64 0
  %v702 = shufflevector <6 x float> %v701, <6 x float> poison, <6 x i32> zeroinitializer
  %v703 = fmul contract <6 x float> %v681, %v702
  %v704 = fadd contract <6 x float> %v666, %v703
  %v705 = getelementptr inbounds i8, ptr %v673, i64 %v103
  %v706 = getelementptr inbounds i8, ptr %v705, i64 %v105
  %v707 = load float, ptr %v706, align 16
  %v708 = insertelement <6 x float> poison, float %v707, i64 0
  %v709 = shufflevector <6 x float> %v708, <6 x float> poison, <6 x i32> zeroinitializer
  %v710 = fmul contract <6 x float> %v681, %v709
  %v711 = fadd contract <6 x float> %v665, %v710
  %v712 = getelementptr inbounds i8, ptr %v673, i64 %v112
  %v713 = getelementptr inbounds i8, ptr %v712, i64 %v114
  %v714 = load float, ptr %v713, align 16
  %v715 = insertelement <6 x float> poison, float %v714, i64 0
  %v716 = shufflevector <6 x float> %v715, <6 x float> poison, <6 x i32> zeroinitializer
  %v717 = fmul contract <6 x float> %v681, %v716
  %v718 = fadd contract <6 x float> %v664, %v717
  %v719 = getelementptr inbounds i8, ptr %v673, i64 %v121
  %v720 = getelementptr inbounds i8, ptr %v719, i64 %v123
  %v721 = load float, ptr %v720, align 16
  %v722 = insertelement <6 x float> poison, float %v721, i64 0
  %v723 = shufflevector <6 x float> %v722, <6 x float> poison, <6 x i32> zeroinitializer
  %v724 = fmul contract <6 x float> %v681, %v723
  %v725 = fadd contract <6 x float> %v663, %v724
  %v726 = getelementptr inbounds i8, ptr %v673, i64 %v130
  %v727 = getelementptr inbounds i8, ptr %v726, i64 %v132
  %v728 = load float, ptr %v727, align 16
  %v729 = insertelement <6 x float> poison, float %v728, i64 0
  %v730 = shufflevector <6 x float> %v729, <6 x float> poison, <6 x i32> zeroinitializer
  %v731 = fmul contract <6 x float> %v681, %v730
  %v732 = fadd contract <6 x float> %v662, %v731
  %v733 = getelementptr i8, ptr %v673, i64 4
  %v734 = getelementptr inbounds i8, ptr %v733, i64 %v67
  %v735 = getelementptr inbounds i8, ptr %v734, i64 %v69
  %v736 = load float, ptr %v735, align 4
  %v737 = insertelement <6 x float> poison, float %v736, i64 0
  %v738 = shufflevector <6 x float> %v737, <6 x float> poison, <6 x i32> zeroinitializer
  %v739 = getelementptr i8, ptr %v675, i64 24
  %v740 = load <6 x float>, ptr %v739, align 4
  %v741 = fmul contract <6 x float> %v740, %v738
  %v742 = fadd contract <6 x float> %v683, %v741
  %v743 = getelementptr inbounds i8, ptr %v733, i64 %v76
  %v744 = getelementptr inbounds i8, ptr %v743, i64 %v78
  %v745 = load float, ptr %v744, align 4
  %v746 = insertelement <6 x float> poison, float %v745, i64 0
  %v747 = shufflevector <6 x float> %v746, <6 x float> poison, <6 x i32> zeroinitializer
  %v748 = fmul contract <6 x float> %v740, %v747
  %v749 = fadd contract <6 x float> %v690, %v748
  %v750 = getelementptr inbounds i8, ptr %v733, i64 %v85
  %v751 = getelementptr inbounds i8, ptr %v750, i64 %v87
  %v752 = load float, ptr %v751, align 4
  %v753 = insertelement <6 x float> poison, float %v752, i64 0
  %v754 = shufflevector <6 x float> %v753, <6 x float> poison, <6 x i32> zeroinitializer
  %v755 = fmul contract <6 x float> %v740, %v754
  %v756 = fadd contract <6 x float> %v697, %v755
  %v757 = getelementptr inbounds i8, ptr %v733, i64 %v94
  %v758 = getelementptr inbounds i8, ptr %v757, i64 %v96
  %v759 = load float, ptr %v758, align 4
  %v760 = insertelement <6 x float> poison, float %v759, i64 0
  %v761 = shufflevector <6 x float> %v760, <6 x float> poison, <6 x i32> zeroinitializer
  %v762 = fmul contract <6 x float> %v740, %v761
  %v763 = fadd contract <6 x float> %v704, %v762
  %v764 = getelementptr inbounds i8, ptr %v733, i64 %v103
  %v765 = getelementptr inbounds i8, ptr %v764, i64 %v105
  %v766 = load float, ptr %v765, align 4
  %v767 = insertelement <6 x float> poison, float %v766, i64 0
  %v768 = shufflevector <6 x float> %v767, <6 x float> poison, <6 x i32> zeroinitializer
  %v769 = fmul contract <6 x float> %v740, %v768
  %v770 = fadd contract <6 x float> %v711, %v769
  %v771 = getelementptr inbounds i8, ptr %v733, i64 %v112
  %v772 = getelementptr inbounds i8, ptr %v771, i64 %v114
  %v773 = load float, ptr %v772, align 4
  %v774 = insertelement <6 x float> poison, float %v773, i64 0
  %v775 = shufflevector <6 x float> %v774, <6 x float> poison, <6 x i32> zeroinitializer
  %v776 = fmul contract <6 x float> %v740, %v775
  %v777 = fadd contract <6 x float> %v718, %v776
  %v778 = getelementptr inbounds i8, ptr %v733, i64 %v121
  %v779 = getelementptr inbounds i8, ptr %v778, i64 %v123
  %v780 = load float, ptr %v779, align 4
  %v781 = insertelement <6 x float> poison, float %v780, i64 0
  %v782 = shufflevector <6 x float> %v781, <6 x float> poison, <6 x i32> zeroinitializer
  %v783 = fmul contract <6 x float> %v740, %v782
  %v784 = fadd contract <6 x float> %v725, %v783
  %v785 = getelementptr inbounds i8, ptr %v733, i64 %v130
  %v786 = getelementptr inbounds i8, ptr %v785, i64 %v132
  %v787 = load float, ptr %v786, align 4
  %v788 = insertelement <6 x float> poison, float %v787, i64 0
  %v789 = shufflevector <6 x float> %v788, <6 x float> poison, <6 x i32> zeroinitializer
  %v790 = fmul contract <6 x float> %v740, %v789
  %v791 = fadd contract <6 x float> %v732, %v790
  %v792 = getelementptr i8, ptr %v673, i64 8
  %v793 = getelementptr inbounds i8, ptr %v792, i64 %v67
  %v794 = getelementptr inbounds i8, ptr %v793, i64 %v69
  %v795 = load float, ptr %v794, align 8
  %v796 = insertelement <6 x float> poison, float %v795, i64 0
  %v797 = shufflevector <6 x float> %v796, <6 x float> poison, <6 x i32> zeroinitializer
  %v798 = getelementptr i8, ptr %v675, i64 48
  %v799 = load <6 x float>, ptr %v798, align 4
  %v800 = fmul contract <6 x float> %v799, %v797
  %v801 = fadd contract <6 x float> %v742, %v800
  %v802 = getelementptr inbounds i8, ptr %v792, i64 %v76
  %v803 = getelementptr inbounds i8, ptr %v802, i64 %v78
  %v804 = load float, ptr %v803, align 8
  %v805 = insertelement <6 x float> poison, float %v804, i64 0
  %v806 = shufflevector <6 x float> %v805, <6 x float> poison, <6 x i32> zeroinitializer
  %v807 = fmul contract <6 x float> %v799, %v806
  %v808 = fadd contract <6 x float> %v749, %v807
  %v809 = getelementptr inbounds i8, ptr %v792, i64 %v85
  %v810 = getelementptr inbounds i8, ptr %v809, i64 %v87
  %v811 = load float, ptr %v810, align 8
  %v812 = insertelement <6 x float> poison, float %v811, i64 0
  %v813 = shufflevector <6 x float> %v812, <6 x float> poison, <6 x i32> zeroinitializer
  %v814 = fmul contract <6 x float> %v799, %v813
  %v815 = fadd contract <6 x float> %v756, %v814
  %v816 = getelementptr inbounds i8, ptr %v792, i64 %v94
  %v817 = getelementptr inbounds i8, ptr %v816, i64 %v96
  %v818 = load float, ptr %v817, align 8
  %v819 = insertelement <6 x float> poison, float %v818, i64 0
  %v820 = shufflevector <6 x float> %v819, <6 x float> poison, <6 x i32> zeroinitializer
  %v821 = fmul contract <6 x float> %v799, %v820
  %v822 = fadd contract <6 x float> %v763, %v821
  %v823 = getelementptr inbounds i8, ptr %v792, i64 %v103
  %v824 = getelementptr inbounds i8, ptr %v823, i64 %v105
  %v825 = load float, ptr %v824, align 8
  %v826 = insertelement <6 x float> poison, float %v825, i64 0
  %v827 = shufflevector <6 x float> %v826, <6 x float> poison, <6 x i32> zeroinitializer
  %v828 = fmul contract <6 x float> %v799, %v827
  %v829 = fadd contract <6 x float> %v770, %v828
  %v830 = getelementptr inbounds i8, ptr %v792, i64 %v112
  %v831 = getelementptr inbounds i8, ptr %v830, i64 %v114
  %v832 = load float, ptr %v831, align 8
  %v833 = insertelement <6 x float> poison, float %v832, i64 0
  %v834 = shufflevector <6 x float> %v833, <6 x float> poison, <6 x i32> zeroinitializer
  %v835 = fmul contract <6 x float> %v799, %v834
  %v836 = fadd contract <6 x float> %v777, %v835
  %v837 = getelementptr inbounds i8, ptr %v792, i64 %v121
  %v838 = getelementptr inbounds i8, ptr %v837, i64 %v123
  %v839 = load float, ptr %v838, align 8
  %v840 = insertelement <6 x float> poison, float %v839, i64 0
  %v841 = shufflevector <6 x float> %v840, <6 x float> poison, <6 x i32> zeroinitializer
  %v842 = fmul contract <6 x float> %v799, %v841
  %v843 = fadd contract <6 x float> %v784, %v842
  %v844 = getelementptr inbounds i8, ptr %v792, i64 %v130
  %v845 = getelementptr inbounds i8, ptr %v844, i64 %v132
  %v846 = load float, ptr %v845, align 8
  %v847 = insertelement <6 x float> poison, float %v846, i64 0
  %v848 = shufflevector <6 x float> %v847, <6 x float> poison, <6 x i32> zeroinitializer
  %v849 = fmul contract <6 x float> %v799, %v848
  %v850 = fadd contract <6 x float> %v791, %v849
  %v851 = getelementptr i8, ptr %v673, i64 12
  %v852 = getelementptr inbounds i8, ptr %v851, i64 %v67
  %v853 = getelementptr inbounds i8, ptr %v852, i64 %v69
  %v854 = load float, ptr %v853, align 4
  %v855 = insertelement <6 x float> poison, float %v854, i64 0
  %v856 = shufflevector <6 x float> %v855, <6 x float> poison, <6 x i32> zeroinitializer
  %v857 = getelementptr i8, ptr %v675, i64 72
  %v858 = load <6 x float>, ptr %v857, align 4
  %v859 = fmul contract <6 x float> %v858, %v856
  %v136 = fadd contract <6 x float> %v801, %v859
  %v860 = getelementptr inbounds i8, ptr %v851, i64 %v76
  %v861 = getelementptr inbounds i8, ptr %v860, i64 %v78
  %v862 = load float, ptr %v861, align 4
  %v863 = insertelement <6 x float> poison, float %v862, i64 0
  %v864 = shufflevector <6 x float> %v863, <6 x float> poison, <6 x i32> zeroinitializer
  %v865 = fmul contract <6 x float> %v858, %v864
  %v137 = fadd contract <6 x float> %v808, %v865
  %v866 = getelementptr inbounds i8, ptr %v851, i64 %v85
  %v867 = getelementptr inbounds i8, ptr %v866, i64 %v87
  %v868 = load float, ptr %v867, align 4
  %v869 = insertelement <6 x float> poison, float %v868, i64 0
  %v870 = shufflevector <6 x float> %v869, <6 x float> poison, <6 x i32> zeroinitializer
  %v871 = fmul contract <6 x float> %v858, %v870
  %v138 = fadd contract <6 x float> %v815, %v871
  %v872 = getelementptr inbounds i8, ptr %v851, i64 %v94
  %v873 = getelementptr inbounds i8, ptr %v872, i64 %v96
  %v874 = load float, ptr %v873, align 4
  %v875 = insertelement <6 x float> poison, float %v874, i64 0
  %v876 = shufflevector <6 x float> %v875, <6 x float> poison, <6 x i32> zeroinitializer
  %v877 = fmul contract <6 x float> %v858, %v876
  %v139 = fadd contract <6 x float> %v822, %v877
  %v878 = getelementptr inbounds i8, ptr %v851, i64 %v103
  %v879 = getelementptr inbounds i8, ptr %v878, i64 %v105
  %v880 = load float, ptr %v879, align 4
  %v881 = insertelement <6 x float> poison, float %v880, i64 0
  %v882 = shufflevector <6 x float> %v881, <6 x float> poison, <6 x i32> zeroinitializer
  %v883 = fmul contract <6 x float> %v858, %v882
  %v140 = fadd contract <6 x float> %v829, %v883
  %v884 = getelementptr inbounds i8, ptr %v851, i64 %v112
  %v885 = getelementptr inbounds i8, ptr %v884, i64 %v114
  %v886 = load float, ptr %v885, align 4
  %v887 = insertelement <6 x float> poison, float %v886, i64 0
  %v888 = shufflevector <6 x float> %v887, <6 x float> poison, <6 x i32> zeroinitializer
  %v889 = fmul contract <6 x float> %v858, %v888
  %v141 = fadd contract <6 x float> %v836, %v889
  %v890 = getelementptr inbounds i8, ptr %v851, i64 %v121
  %v891 = getelementptr inbounds i8, ptr %v890, i64 %v123
  %v892 = load float, ptr %v891, align 4
  %v893 = insertelement <6 x float> poison, float %v892, i64 0
  %v894 = shufflevector <6 x float> %v893, <6 x float> poison, <6 x i32> zeroinitializer
  %v895 = fmul contract <6 x float> %v858, %v894
  %v142 = fadd contract <6 x float> %v843, %v895
  %v896 = getelementptr inbounds i8, ptr %v851, i64 %v130
  %v897 = getelementptr inbounds i8, ptr %v896, i64 %v132
  %v898 = load float, ptr %v897, align 4
  %v899 = insertelement <6 x float> poison, float %v898, i64 0
  %v900 = shufflevector <6 x float> %v899, <6 x float> poison, <6 x i32> zeroinitializer
  %v901 = fmul contract <6 x float> %v858, %v900
  %v143 = fadd contract <6 x float> %v850, %v901
  %v671 = add nuw nsw i64 %v670, 1
  %v902 = icmp eq i64 %v671, 3
  br i1 %v902, label %v135, label %v661

v135:                                          ; preds = %v661
  %v656 = add nuw nsw i64 %v655, 1
  %v903 = icmp eq i64 %v656, 3
  br i1 %v903, label %v134, label %v133
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = freeze i64 %v1
  %v5 = load ptr, ptr %v0, align 8
  %v6 = getelementptr inbounds i8, ptr %v0, i64 8
  %v7 = load ptr, ptr %v6, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  %v8 = icmp slt i64 %v4, %v2
  br i1 %v8, label %v9, label %v10

v9:                               ; preds = %v3
  %v11 = getelementptr i8, ptr %v7, i64 -160
  %v12 = sub i64 %v2, %v4
  br label %v13

v13:                                         ; preds = %v9, %v14
  %v15 = phi i64 [ 0, %v9 ], [ %v16, %v14 ]
  %v17 = phi i64 [ %v4, %v9 ], [ %v18, %v14 ]
  %v19 = add i64 %v17, -1
  %v20 = icmp ult i64 %v19, 9
  br i1 %v20, label %v21, label %v22

v22:                            ; preds = %v13
  %v23 = add i64 %v4, %v15
  %v24 = mul i64 %v23, 176
  %v25 = getelementptr i8, ptr %v5, i64 %v24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(176) %v25, i8 0, i64 176, i1 false), !alias.scope !0, !noalias !3
  br label %v14

v14:                                         ; preds = %v22, %v21
  %v18 = add nsw i64 %v17, 1
  %v16 = add i64 %v15, 1
  %v26 = icmp eq i64 %v16, %v12
  br i1 %v26, label %v10, label %v13

v21:                                    ; preds = %v13
  %v27 = mul nuw nsw i64 %v17, 144
  %v28 = getelementptr i8, ptr %v11, i64 %v27
  %v29 = mul nuw i64 %v17, 176
  %v30 = getelementptr i8, ptr %v5, i64 %v29
  store <4 x float> zeroinitializer, ptr %v30, align 16, !alias.scope !0, !noalias !3
  %v31 = getelementptr i8, ptr %v28, i64 16
  %v32 = load <4 x float>, ptr %v31, align 4, !alias.scope !3, !noalias !0
  %v33 = getelementptr i8, ptr %v30, i64 16
  store <4 x float> %v32, ptr %v33, align 16, !alias.scope !0, !noalias !3
  %v34 = getelementptr i8, ptr %v28, i64 32
  %v35 = load <4 x float>, ptr %v34, align 4, !alias.scope !3, !noalias !0
  %v36 = getelementptr i8, ptr %v30, i64 32
  store <4 x float> %v35, ptr %v36, align 16, !alias.scope !0, !noalias !3
  %v37 = getelementptr i8, ptr %v28, i64 48
  %v38 = load <4 x float>, ptr %v37, align 4, !alias.scope !3, !noalias !0
  %v39 = getelementptr i8, ptr %v30, i64 48
  store <4 x float> %v38, ptr %v39, align 16, !alias.scope !0, !noalias !3
  %v40 = getelementptr i8, ptr %v28, i64 64
  %v41 = load <4 x float>, ptr %v40, align 4, !alias.scope !3, !noalias !0
  %v42 = getelementptr i8, ptr %v30, i64 64
  store <4 x float> %v41, ptr %v42, align 16, !alias.scope !0, !noalias !3
  %v43 = getelementptr i8, ptr %v28, i64 80
  %v44 = load <4 x float>, ptr %v43, align 4, !alias.scope !3, !noalias !0
  %v45 = getelementptr i8, ptr %v30, i64 80
  store <4 x float> %v44, ptr %v45, align 16, !alias.scope !0, !noalias !3
  %v46 = getelementptr i8, ptr %v28, i64 96
  %v47 = load <4 x float>, ptr %v46, align 4, !alias.scope !3, !noalias !0
  %v48 = getelementptr i8, ptr %v30, i64 96
  store <4 x float> %v47, ptr %v48, align 16, !alias.scope !0, !noalias !3
  %v49 = getelementptr i8, ptr %v28, i64 112
  %v50 = load <4 x float>, ptr %v49, align 4, !alias.scope !3, !noalias !0
  %v51 = getelementptr i8, ptr %v30, i64 112
  store <4 x float> %v50, ptr %v51, align 16, !alias.scope !0, !noalias !3
  %v52 = getelementptr i8, ptr %v28, i64 128
  %v53 = load <4 x float>, ptr %v52, align 4, !alias.scope !3, !noalias !0
  %v54 = getelementptr i8, ptr %v30, i64 128
  store <4 x float> %v53, ptr %v54, align 16, !alias.scope !0, !noalias !3
  %v55 = getelementptr i8, ptr %v28, i64 144
  %v56 = load <4 x float>, ptr %v55, align 4, !alias.scope !3, !noalias !0
  %v57 = getelementptr i8, ptr %v30, i64 144
  store <4 x float> %v56, ptr %v57, align 16, !alias.scope !0, !noalias !3
  %v58 = getelementptr i8, ptr %v30, i64 160
  store <4 x float> zeroinitializer, ptr %v58, align 16, !alias.scope !0, !noalias !3
  br label %v14

v10: ; preds = %v14, %v3
  ret void
}

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1_packed(ptr nocapture readonly %v0) local_unnamed_addr #2 {
v1:
  %v2 = load ptr, ptr %v0, align 8
  %v3 = getelementptr inbounds i8, ptr %v0, i64 8
  %v4 = load ptr, ptr %v3, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 16
  %v6 = load ptr, ptr %v5, align 8
  tail call void @ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1(ptr %v2, ptr %v4, ptr %v6)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { nounwind }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel0.task: %pad"}
!2 = distinct !{!2, !"ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_conv2d_nhwc_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1.parallel0.task: %I"}
