; conv2d:N=1,C=4,H=9,W=9,K=6,R=3,S=3,stride=1,pad=1,dilation=1,layout=nchw,kblock=0,bias=0,residual=0,act=none,dtype=f32 on llvm -mcpu=x86-64-v3, schedule default
; ModuleID = 'ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1'
source_filename = "ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define void @ktune_conv2d_nchw_f32_n1_c4_h9_w9_k6_r3_s3_stride1_pad1_dilation1(ptr noalias nocapture readonly %v0, ptr noalias nocapture readonly %v1, ptr noalias nocapture writeonly %v2) local_unnamed_addr #0 {
v3:
  %v4 = alloca [484 x float], align 64
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(44) %v4, i8 0, i64 44, i1 false)
  %v5 = getelementptr inbounds i8, ptr %v4, i64 44
  store float 0.000000e+00, ptr %v5, align 4
  %v6 = getelementptr inbounds i8, ptr %v4, i64 48
  %v7 = load <8 x float>, ptr %v0, align 4
  store <8 x float> %v7, ptr %v6, align 16
  %v8 = getelementptr i8, ptr %v0, i64 32
  %v9 = load float, ptr %v8, align 4
  %v10 = getelementptr inbounds i8, ptr %v4, i64 80
  store float %v9, ptr %v10, align 16
  %v11 = getelementptr inbounds i8, ptr %v4, i64 84
  store float 0.000000e+00, ptr %v11, align 4
  %v12 = getelementptr inbounds i8, ptr %v4, i64 88
  store float 0.000000e+00, ptr %v12, align 8
  %v13 = getelementptr i8, ptr %v0, i64 36
  %v14 = getelementptr inbounds i8, ptr %v4, i64 92
  %v15 = load <8 x float>, ptr %v13, align 4
  store <8 x float> %v15, ptr %v14, align 4
  %v16 = getelementptr i8, ptr %v0, i64 68
  %v17 = load float, ptr %v16, align 4
  %v18 = getelementptr inbounds i8, ptr %v4, i64 124
  store float %v17, ptr %v18, align 4
  %v19 = getelementptr inbounds i8, ptr %v4, i64 128
  store float 0.000000e+00, ptr %v19, align 64
  %v20 = getelementptr inbounds i8, ptr %v4, i64 132
  store float 0.000000e+00, ptr %v20, align 4
  %v21 = getelementptr i8, ptr %v0, i64 72
  %v22 = getelementptr inbounds i8, ptr %v4, i64 136
  %v23 = load <8 x float>, ptr %v21, align 4
  store <8 x float> %v23, ptr %v22, align 8
  %v24 = getelementptr i8, ptr %v0, i64 104
  %v25 = load float, ptr %v24, align 4
  %v26 = getelementptr inbounds i8, ptr %v4, i64 168
  store float %v25, ptr %v26, align 8
  %v27 = getelementptr inbounds i8, ptr %v4, i64 172
  store float 0.000000e+00, ptr %v27, align 4
  %v28 = getelementptr inbounds i8, ptr %v4, i64 176
  store float 0.000000e+00, ptr %v28, align 16
  %v29 = getelementptr i8, ptr %v0, i64 108
  %v30 = getelementptr inbounds i8, ptr %v4, i64 180
  %v31 = load <8 x float>, ptr %v29, align 4
  store <8 x float> %v31, ptr %v30, align 4
  %v32 = getelementptr i8, ptr %v0, i64 140
  %v33 = load float, ptr %v32, align 4
  %v34 = getelementptr inbounds i8, ptr %v4, i64 212
  store float %v33, ptr %v34, align 4
  %v35 = getelementptr inbounds i8, ptr %v4, i64 216
  store float 0.000000e+00, ptr %v35, align 8
  %v36 = getelementptr inbounds i8, ptr %v4, i64 220
  store float 0.000000e+00, ptr %v36, align 4
  %v37 = getelementptr i8, ptr %v0, i64 144
  %v38 = getelementptr inbounds i8, ptr %v4, i64 224
  %v39 = load <8 x float>, ptr %v37, align 4
  store <8 x float> %v39, ptr %v38, align 32
  %v40 = getelementptr i8, ptr %v0, i64 176
  %v41 = load float, ptr %v40, align 4
  %v42 = getelementptr inbounds i8, ptr %v4, i64 256
  store float %v41, ptr %v42, align 64
  %v43 = getelementptr inbounds i8, ptr %v4, i64 260
  store float 0.000000e+00, ptr %v43, align 4
  %v44 = getelementptr inbounds i8, ptr %v4, i64 264
  store float 0.000000e+00, ptr %v44, align 8
  %v45 = getelementptr i8, ptr %v0, i64 180
  %v46 = getelementptr inbounds i8, ptr %v4, i64 268
  %v47 = load <8 x float>, ptr %v45, align 4
  store <8 x float> %v47, ptr %v46, align 4
  %v48 = getelementptr i8, ptr %v0, i64 212
  %v49 = load float, ptr %v48, align 4
  %v50 = getelementptr inbounds i8, ptr %v4, i64 300
  store float %v49, ptr %v50, align 4
  %v51 = getelementptr inbounds i8, ptr %v4, i64 304
  store float 0.000000e+00, ptr %v51, align 16
  %v52 = getelementptr inbounds i8, ptr %v4, i64 308
  store float 0.000000e+00, ptr %v52, align 4
  %v53 = getelementptr i8, ptr %v0, i64 216
  %v54 = getelementptr inbounds i8, ptr %v4, i64 312
  %v55 = load <8 x float>, ptr %v53, align 4
  store <8 x float> %v55, ptr %v54, align 8
  %v56 = getelementptr i8, ptr %v0, i64 248
  %v57 = load float, ptr %v56, align 4
  %v58 = getelementptr inbounds i8, ptr %v4, i64 344
  store float %v57, ptr %v58, align 8
  %v59 = getelementptr inbounds i8, ptr %v4, i64 348
  store float 0.000000e+00, ptr %v59, align 4
  %v60 = getelementptr inbounds i8, ptr %v4, i64 352
  store float 0.000000e+00, ptr %v60, align 32
  %v61 = getelementptr i8, ptr %v0, i64 252
  %v62 = getelementptr inbounds i8, ptr %v4, i64 356
  %v63 = load <8 x float>, ptr %v61, align 4
  store <8 x float> %v63, ptr %v62, align 4
  %v64 = getelementptr i8, ptr %v0, i64 284
  %v65 = load float, ptr %v64, align 4
  %v66 = getelementptr inbounds i8, ptr %v4, i64 388
  store float %v65, ptr %v66, align 4
  %v67 = getelementptr inbounds i8, ptr %v4, i64 392
  store float 0.000000e+00, ptr %v67, align 8
  %v68 = getelementptr inbounds i8, ptr %v4, i64 396
  store float 0.000000e+00, ptr %v68, align 4
  %v69 = getelementptr i8, ptr %v0, i64 288
  %v70 = getelementptr inbounds i8, ptr %v4, i64 400
  %v71 = load <8 x float>, ptr %v69, align 4
  store <8 x float> %v71, ptr %v70, align 16
  %v72 = getelementptr i8, ptr %v0, i64 320
  %v73 = load float, ptr %v72, align 4
  %v74 = getelementptr inbounds i8, ptr %v4, i64 432
  store float %v73, ptr %v74, align 16
  %v75 = getelementptr inbounds i8, ptr %v4, i64 436
  store float 0.000000e+00, ptr %v75, align 4
  %v76 = getelementptr inbounds i8, ptr %v4, i64 440
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(44) %v76, i8 0, i64 44, i1 false)
  %v77 = getelementptr inbounds i8, ptr %v4, i64 484
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(44) %v77, i8 0, i64 44, i1 false)
  %v78 = getelementptr inbounds i8, ptr %v4, i64 528
  store float 0.000000e+00, ptr %v78, align 16
  %v79 = getelementptr i8, ptr %v0, i64 324
  %v80 = getelementptr inbounds i8, ptr %v4, i64 532
  %v81 = load <8 x float>, ptr %v79, align 4
  store <8 x float> %v81, ptr %v80, align 4
  %v82 = getelementptr i8, ptr %v0, i64 356
  %v83 = load float, ptr %v82, align 4
  %v84 = getelementptr inbounds i8, ptr %v4, i64 564
  store float %v83, ptr %v84, align 4
  %v85 = getelementptr inbounds i8, ptr %v4, i64 568
  store float 0.000000e+00, ptr %v85, align 8
  %v86 = getelementptr inbounds i8, ptr %v4, i64 572
  store float 0.000000e+00, ptr %v86, align 4
  %v87 = getelementptr i8, ptr %v0, i64 360
  %v88 = getelementptr inbounds i8, ptr %v4, i64 576
  %v89 = load <8 x float>, ptr %v87, align 4
  store <8 x float> %v89, ptr %v88, align 64
  %v90 = getelementptr i8, ptr %v0, i64 392
  %v91 = load float, ptr %v90, align 4
  %v92 = getelementptr inbounds i8, ptr %v4, i64 608
  store float %v91, ptr %v92, align 32
  %v93 = getelementptr inbounds i8, ptr %v4, i64 612
  store float 0.000000e+00, ptr %v93, align 4
  %v94 = getelementptr inbounds i8, ptr %v4, i64 616
  store float 0.000000e+00, ptr %v94, align 8
  %v95 = getelementptr i8, ptr %v0, i64 396
  %v96 = getelementptr inbounds i8, ptr %v4, i64 620
  %v97 = load <8 x float>, ptr %v95, align 4
  store <8 x float> %v97, ptr %v96, align 4
  %v98 = getelementptr i8, ptr %v0, i64 428
  %v99 = load float, ptr %v98, align 4
  %v100 = getelementptr inbounds i8, ptr %v4, i64 652
  store float %v99, ptr %v100, align 4
  %v101 = getelementptr inbounds i8, ptr %v4, i64 656
  store float 0.000000e+00, ptr %v101, align 16
  %v102 = getelementptr inbounds i8, ptr %v4, i64 660
  store float 0.000000e+00, ptr %v102, align 4
  %v103 = getelementptr i8, ptr %v0, i64 432
  %v104 = getelementptr inbounds i8, ptr %v4, i64 664
  %v105 = load <8 x float>, ptr %v103, align 4
  store <8 x float> %v105, ptr %v104, align 8
  %v106 = getelementptr i8, ptr %v0, i64 464
  %v107 = load float, ptr %v106, align 4
  %v108 = getelementptr inbounds i8, ptr %v4, i64 696
  store float %v107, ptr %v108, align 8
  %v109 = getelementptr inbounds i8, ptr %v4, i64 700
  store float 0.000000e+00, ptr %v109, align 4
  %v110 = getelementptr inbounds i8, ptr %v4, i64 704
  store float 0.000000e+00, ptr %v110, align 64
  %v111 = getelementptr i8, ptr %v0, i64 468
  %v112 = getelementptr inbounds i8, ptr %v4, i64 708
  %v113 = load <8 x float>, ptr %v111, align 4
  store <8 x float> %v113, ptr %v112, align 4
  %v114 = getelementptr i8, ptr %v0, i64 500
  %v115 = load float, ptr %v114, align 4
  %v116 = getelementptr inbounds i8, ptr %v4, i64 740
  store float %v115, ptr %v116, align 4
  %v117 = getelementptr inbounds i8, ptr %v4, i64 744
  store float 0.000000e+00, ptr %v117, align 8
  %v118 = getelementptr inbounds i8, ptr %v4, i64 748
  store float 0.000000e+00, ptr %v118, align 4
  %v119 = getelementptr i8, ptr %v0, i64 504
  %v120 = getelementptr inbounds i8, ptr %v4, i64 752
  %v121 = load <8 x float>, ptr %v119, align 4
  store <8 x float> %v121, ptr %v120, align 16
  %v122 = getelementptr i8, ptr %v0, i64 536
  %v123 = load float, ptr %v122, align 4
  %v124 = getelementptr inbounds i8, ptr %v4, i64 784
  store float %v123, ptr %v124, align 16
  %v125 = getelementptr inbounds i8, ptr %v4, i64 788
  store float 0.000000e+00, ptr %v125, align 4
  %v126 = getelementptr inbounds i8, ptr %v4, i64 792
  store float 0.000000e+00, ptr %v126, align 8
  %v127 = getelementptr i8, ptr %v0, i64 540
  %v128 = getelementptr inbounds i8, ptr %v4, i64 796
  %v129 = load <8 x float>, ptr %v127, align 4
  store <8 x float> %v129, ptr %v128, align 4
  %v130 = getelementptr i8, ptr %v0, i64 572
  %v131 = load float, ptr %v130, align 4
  %v132 = getelementptr inbounds i8, ptr %v4, i64 828
  store float %v131, ptr %v132, align 4
  %v133 = getelementptr inbounds i8, ptr %v4, i64 832
  store float 0.000000e+00, ptr %v133, align 64
  %v134 = getelementptr inbounds i8, ptr %v4, i64 836
  store float 0.000000e+00, ptr %v134, align 4
  %v135 = getelementptr i8, ptr %v0, i64 576
  %v136 = getelementptr inbounds i8, ptr %v4, i64 840
  %v137 = load <8 x float>, ptr %v135, align 4
  store <8 x float> %v137, ptr %v136, align 8
  %v138 = getelementptr i8, ptr %v0, i64 608
  %v139 = load float, ptr %v138, align 4
  %v140 = getelementptr inbounds i8, ptr %v4, i64 872
  store float %v139, ptr %v140, align 8
  %v141 = getelementptr inbounds i8, ptr %v4, i64 876
  store float 0.000000e+00, ptr %v141, align 4
  %v142 = getelementptr inbounds i8, ptr %v4, i64 880
  store float 0.000000e+00, ptr %v142, align 16
  %v143 = getelementptr i8, ptr %v0, i64 612
  %v144 = getelementptr inbounds i8, ptr %v4, i64 884
  %v145 = load <8 x float>, ptr %v143, align 4
  store <8 x float> %v145, ptr %v144, align 4
  %v146 = getelementptr i8, ptr %v0, i64 644
  %v147 = load float, ptr %v146, align 4
  %v148 = getelementptr inbounds i8, ptr %v4, i64 916
  store float %v147, ptr %v148, align 4
  %v149 = getelementptr inbounds i8, ptr %v4, i64 920
  store float 0.000000e+00, ptr %v149, align 8
  %v150 = getelementptr inbounds i8, ptr %v4, i64 924
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(44) %v150, i8 0, i64 44, i1 false)
  %v151 = getelementptr inbounds i8, ptr %v4, i64 968
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(44) %v151, i8 0, i64 44, i1 false)
  %v152 = getelementptr inbounds i8, ptr %v4, i64 1012
  store float 0.000000e+00, ptr %v152, align 4
  %v153 = getelementptr i8, ptr %v0, i64 648
  %v154 = getelementptr inbounds i8, ptr %v4, i64 1016
  %v155 = load <8 x float>, ptr %v153, align 4
  store <8 x float> %v155, ptr %v154, align 8
  %v156 = getelementptr i8, ptr %v0, i64 680
  %v157 = load float, ptr %v156, align 4
  %v158 = getelementptr inbounds i8, ptr %v4, i64 1048
  store float %v157, ptr %v158, align 8
  %v159 = getelementptr inbounds i8, ptr %v4, i64 1052
  store float 0.000000e+00, ptr %v159, align 4
  %v160 = getelementptr inbounds i8, ptr %v4, i64 1056
  store float 0.000000e+00, ptr %v160, align 32
  %v161 = getelementptr i8, ptr %v0, i64 684
  %v162 = getelementptr inbounds i8, ptr %v4, i64 1060
  %v163 = load <8 x float>, ptr %v161, align 4
  store <8 x float> %v163, ptr %v162, align 4
  %v164 = getelementptr i8, ptr %v0, i64 716
  %v165 = load float, ptr %v164, align 4
  %v166 = getelementptr inbounds i8, ptr %v4, i64 1092
  store float %v165, ptr %v166, align 4
  %v167 = getelementptr inbounds i8, ptr %v4, i64 1096
  store float 0.000000e+00, ptr %v167, align 8
  %v168 = getelementptr inbounds i8, ptr %v4, i64 1100
  store float 0.000000e+00, ptr %v168, align 4
  %v169 = getelementptr i8, ptr %v0, i64 720
  %v170 = getelementptr inbounds i8, ptr %v4, i64 1104
  %v171 = load <8 x float>, ptr %v169, align 4
  store <8 x float> %v171, ptr %v170, align 16
  %v172 = getelementptr i8, ptr %v0, i64 752
  %v173 = load float, ptr %v172, align 4
  %v174 = getelementptr inbounds i8, ptr %v4, i64 1136
  store float %v173, ptr %v174, align 16
  %v175 = getelementptr inbounds i8, ptr %v4, i64 1140
  store float 0.000000e+00, ptr %v175, align 4
  %v176 = getelementptr inbounds i8, ptr %v4, i64 1144
  store float 0.000000e+00, ptr %v176, align 8
  %v177 = getelementptr i8, ptr %v0, i64 756
  %v178 = getelementptr inbounds i8, ptr %v4, i64 1148
  %v179 = load <8 x float>, ptr %v177, align 4
  store <8 x float> %v179, ptr %v178, align 4
  %v180 = getelementptr i8, ptr %v0, i64 788
  %v181 = load float, ptr %v180, align 4
  %v182 = getelementptr inbounds i8, ptr %v4, i64 1180
  store float %v181, ptr %v182, align 4
  %v183 = getelementptr inbounds i8, ptr %v4, i64 1184
  store float 0.000000e+00, ptr %v183, align 32
  %v184 = getelementptr inbounds i8, ptr %v4, i64 1188
  store float 0.000000e+00, ptr %v184, align 4
  %v185 = getelementptr i8, ptr %v0, i64 792
  %v186 = getelementptr inbounds i8, ptr %v4, i64 1192
  %v187 = load <8 x float>, ptr %v185, align 4
  store <8 x float> %v187, ptr %v186, align 8
  %v188 = getelementptr i8, ptr %v0, i64 824
  %v189 = load float, ptr %v188, align 4
  %v190 = getelementptr inbounds i8, ptr %v4, i64 1224
  store float %v189, ptr %v190, align 8
  %v191 = getelementptr inbounds i8, ptr %v4, i64 1228
  store float 0.000000e+00, ptr %v191, align 4
  %v192 = getelementptr inbounds i8, ptr %v4, i64 1232
  store float 0.000000e+00, ptr %v192, align 16
  %v193 = getelementptr i8, ptr %v0, i64 828
  %v194 = getelementptr inbounds i8, ptr %v4, i64 1236
  %v195 = load <8 x float>, ptr %v193, align 4
  store <8 x float> %v195, ptr %v194, align 4
  %v196 = getelementptr i8, ptr %v0, i64 860
  %v197 = load float, ptr %v196, align 4
  %v198 = getelementptr inbounds i8, ptr %v4, i64 1268
  store float %v197, ptr %v198, align 4
  %v199 = getelementptr inbounds i8, ptr %v4, i64 1272
  store float 0.000000e+00, ptr %v199, align 8
  %v200 = getelementptr inbounds i8, ptr %v4, i64 1276
  store float 0.000000e+00, ptr %v200, align 4
  %v201 = getelementptr i8, ptr %v0, i64 864
  %v202 = getelementptr inbounds i8, ptr %v4, i64 1280
  %v203 = load <8 x float>, ptr %v201, align 4
  store <8 x float> %v203, ptr %v202, align 64
  %v204 = getelementptr i8, ptr %v0, i64 896
  %v205 = load float, ptr %v204, align 4
  %v206 = getelementptr inbounds i8, ptr %v4, i64 1312
  store float %v205, ptr %v206, align 32
  %v207 = getelementptr inbounds i8, ptr %v4, i64 1316
  store float 0.000000e+00, ptr %v207, align 4
  %v208 = getelementptr inbounds i8, ptr %v4, i64 1320
  store float 0.000000e+00, ptr %v208, align 8
  %v209 = getelementptr i8, ptr %v0, i64 900
  %v210 = getelementptr inbounds i8, ptr %v4, i64 1324
  %v211 = load <8 x float>, ptr %v209, align 4
  store <8 x float> %v211, ptr %v210, align 4
  %v212 = getelementptr i8, ptr %v0, i64 932
  %v213 = load float, ptr %v212, align 4
  %v214 = getelementptr inbounds i8, ptr %v4, i64 1356
  store float %v213, ptr %v214, align 4
  %v215 = getelementptr inbounds i8, ptr %v4, i64 1360
  store float 0.000000e+00, ptr %v215, align 16
  %v216 = getelementptr inbounds i8, ptr %v4, i64 1364
  store float 0.000000e+00, ptr %v216, align 4
  %v217 = getelementptr i8, ptr %v0, i64 936
  %v218 = getelementptr inbounds i8, ptr %v4, i64 1368
  %v219 = load <8 x float>, ptr %v217, align 4
  store <8 x float> %v219, ptr %v218, align 8
  %v220 = getelementptr i8, ptr %v0, i64 968
  %v221 = load float, ptr %v220, align 4
  %v222 = getelementptr inbounds i8, ptr %v4, i64 1400
  store float %v221, ptr %v222, align 8
  %v223 = getelementptr inbounds i8, ptr %v4, i64 1404
  store float 0.000000e+00, ptr %v223, align 4
  %v224 = getelementptr inbounds i8, ptr %v4, i64 1408
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(44) %v224, i8 0, i64 44, i1 false)
  %v225 = getelementptr inbounds i8, ptr %v4, i64 1452
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(44) %v225, i8 0, i64 44, i1 false)
  %v226 = getelementptr inbounds i8, ptr %v4, i64 1496
  store float 0.000000e+00, ptr %v226, align 8
  %v227 = getelementptr i8, ptr %v0, i64 972
  %v228 = getelementptr inbounds i8, ptr %v4, i64 1500
  %v229 = load <8 x float>, ptr %v227, align 4
  store <8 x float> %v229, ptr %v228, align 4
  %v230 = getelementptr i8, ptr %v0, i64 1004
  %v231 = load float, ptr %v230, align 4
  %v232 = getelementptr inbounds i8, ptr %v4, i64 1532
  store float %v231, ptr %v232, align 4
  %v233 = getelementptr inbounds i8, ptr %v4, i64 1536
  store float 0.000000e+00, ptr %v233, align 64
  %v234 = getelementptr inbounds i8, ptr %v4, i64 1540
  store float 0.000000e+00, ptr %v234, align 4
  %v235 = getelementptr i8, ptr %v0, i64 1008
  %v236 = getelementptr inbounds i8, ptr %v4, i64 1544
  %v237 = load <8 x float>, ptr %v235, align 4
  store <8 x float> %v237, ptr %v236, align 8
  %v238 = getelementptr i8, ptr %v0, i64 1040
  %v239 = load float, ptr %v238, align 4
  %v240 = getelementptr inbounds i8, ptr %v4, i64 1576
  store float %v239, ptr %v240, align 8
  %v241 = getelementptr inbounds i8, ptr %v4, i64 1580
  store float 0.000000e+00, ptr %v241, align 4
  %v242 = getelementptr inbounds i8, ptr %v4, i64 1584
  store float 0.000000e+00, ptr %v242, align 16
  %v243 = getelementptr i8, ptr %v0, i64 1044
  %v244 = getelementptr inbounds i8, ptr %v4, i64 1588
  %v245 = load <8 x float>, ptr %v243, align 4
  store <8 x float> %v245, ptr %v244, align 4
  %v246 = getelementptr i8, ptr %v0, i64 1076
  %v247 = load float, ptr %v246, align 4
  %v248 = getelementptr inbounds i8, ptr %v4, i64 1620
  store float %v247, ptr %v248, align 4
  %v249 = getelementptr inbounds i8, ptr %v4, i64 1624
  store float 0.000000e+00, ptr %v249, align 8
  %v250 = getelementptr inbounds i8, ptr %v4, i64 1628
  store float 0.000000e+00, ptr %v250, align 4
  %v251 = getelementptr i8, ptr %v0, i64 1080
  %v252 = getelementptr inbounds i8, ptr %v4, i64 1632
  %v253 = load <8 x float>, ptr %v251, align 4
  store <8 x float> %v253, ptr %v252, align 32
  %v254 = getelementptr i8, ptr %v0, i64 1112
  %v255 = load float, ptr %v254, align 4
  %v256 = getelementptr inbounds i8, ptr %v4, i64 1664
  store float %v255, ptr %v256, align 64
  %v257 = getelementptr inbounds i8, ptr %v4, i64 1668
  store float 0.000000e+00, ptr %v257, align 4
  %v258 = getelementptr inbounds i8, ptr %v4, i64 1672
  store float 0.000000e+00, ptr %v258, align 8
  %v259 = getelementptr i8, ptr %v0, i64 1116
  %v260 = getelementptr inbounds i8, ptr %v4, i64 1676
  %v261 = load <8 x float>, ptr %v259, align 4
  store <8 x float> %v261, ptr %v260, align 4
  %v262 = getelementptr i8, ptr %v0, i64 1148
  %v263 = load float, ptr %v262, align 4
  %v264 = getelementptr inbounds i8, ptr %v4, i64 1708
  store float %v263, ptr %v264, align 4
  %v265 = getelementptr inbounds i8, ptr %v4, i64 1712
  store float 0.000000e+00, ptr %v265, align 16
  %v266 = getelementptr inbounds i8, ptr %v4, i64 1716
  store float 0.000000e+00, ptr %v266, align 4
  %v267 = getelementptr i8, ptr %v0, i64 1152
  %v268 = getelementptr inbounds i8, ptr %v4, i64 1720
  %v269 = load <8 x float>, ptr %v267, align 4
  store <8 x float> %v269, ptr %v268, align 8
  %v270 = getelementptr i8, ptr %v0, i64 1184
  %v271 = load float, ptr %v270, align 4
  %v272 = getelementptr inbounds i8, ptr %v4, i64 1752
  store float %v271, ptr %v272, align 8
  %v273 = getelementptr inbounds i8, ptr %v4, i64 1756
  store float 0.000000e+00, ptr %v273, align 4
  %v274 = getelementptr inbounds i8, ptr %v4, i64 1760
  store float 0.000000e+00, ptr %v274, align 32
  %v275 = getelementptr i8, ptr %v0, i64 1188
  %v276 = getelementptr inbounds i8, ptr %v4, i64 1764
  %v277 = load <8 x float>, ptr %v275, align 4
  store <8 x float> %v277, ptr %v276, align 4
  %v278 = getelementptr i8, ptr %v0, i64 1220
  %v279 = load float, ptr %v278, align 4
  %v280 = getelementptr inbounds i8, ptr %v4, i64 1796
  store float %v279, ptr %v280, align 4
  %v281 = getelementptr inbounds i8, ptr %v4, i64 1800
  store float 0.000000e+00, ptr %v281, align 8
  %v282 = getelementptr inbounds i8, ptr %v4, i64 1804
  store float 0.000000e+00, ptr %v282, align 4
  %v283 = getelementptr i8, ptr %v0, i64 1224
  %v284 = getelementptr inbounds i8, ptr %v4, i64 1808
  %v285 = load <8 x float>, ptr %v283, align 4
  store <8 x float> %v285, ptr %v284, align 16
  %v286 = getelementptr i8, ptr %v0, i64 1256
  %v287 = load float, ptr %v286, align 4
  %v288 = getelementptr inbounds i8, ptr %v4, i64 1840
  store float %v287, ptr %v288, align 16
  %v289 = getelementptr inbounds i8, ptr %v4, i64 1844
  store float 0.000000e+00, ptr %v289, align 4
  %v290 = getelementptr inbounds i8, ptr %v4, i64 1848
  store float 0.000000e+00, ptr %v290, align 8
  %v291 = getelementptr i8, ptr %v0, i64 1260
  %v292 = getelementptr inbounds i8, ptr %v4, i64 1852
  %v293 = load <8 x float>, ptr %v291, align 4
  store <8 x float> %v293, ptr %v292, align 4
  %v294 = getelementptr i8, ptr %v0, i64 1292
  %v295 = load float, ptr %v294, align 4
  %v296 = getelementptr inbounds i8, ptr %v4, i64 1884
  store float %v295, ptr %v296, align 4
  %v297 = getelementptr inbounds i8, ptr %v4, i64 1888
  store float 0.000000e+00, ptr %v297, align 32
  %v298 = getelementptr inbounds i8, ptr %v4, i64 1892
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(44) %v298, i8 0, i64 44, i1 false)
  br label %v299

v299:                                          ; preds = %v3, %v300
  %v301 = phi i64 [ %v302, %v300 ], [ 0, %v3 ]
  %v303 = mul nuw nsw i64 %v301, 324
  %v304 = getelementptr inbounds i8, ptr %v2, i64 %v303
  %v305 = mul nuw nsw i64 %v301, 144
  %v306 = getelementptr i8, ptr %v1, i64 %v305
  %v307 = load float, ptr %v306, align 4
  %v308 = getelementptr i8, ptr %v306, i64 4
  %v309 = load float, ptr %v308, align 4
  %v310 = getelementptr i8, ptr %v306, i64 8
  %v311 = load float, ptr %v310, align 4
  %v312 = getelementptr i8, ptr %v306, i64 12
  %v313 = load float, ptr %v312, align 4
  %v314 = getelementptr i8, ptr %v306, i64 16
  %v315 = load float, ptr %v314, align 4
  %v316 = getelementptr i8, ptr %v306, i64 20
  %v317 = load float, ptr %v316, align 4
  %v318 = getelementptr i8, ptr %v306, i64 24
  %v319 = load float, ptr %v318, align 4
  %v320 = getelementptr i8, ptr %v306, i64 28
  %v321 = load float, ptr %v320, align 4
  %v322 = getelementptr i8, ptr %v306, i64 32
  %v323 = load float, ptr %v322, align 4
  %v324 = getelementptr i8, ptr %v306, i64 36
  %v325 = load float, ptr %v324, align 4
  %v326 = getelementptr i8, ptr %v306, i64 40
  %v327 = load float, ptr %v326, align 4
  %v328 = getelementptr i8, ptr %v306, i64 44
  %v329 = load float, ptr %v328, align 4
  %v330 = getelementptr i8, ptr %v306, i64 48
  %v331 = load float, ptr %v330, align 4
  %v332 = getelementptr i8, ptr %v306, i64 52
  %v333 = load float, ptr %v332, align 4
  %v334 = getelementptr i8, ptr %v306, i64 56
  %v335 = load float, ptr %v334, align 4
  %v336 = getelementptr i8, ptr %v306, i64 60
  %v337 = load float, ptr %v336, align 4
  %v338 = getelementptr i8, ptr %v306, i64 64
  %v339 = load float, ptr %v338, align 4
  %v340 = getelementptr i8, ptr %v306, i64 68
  %v341 = load float, ptr %v340, align 4
  %v342 = getelementptr i8, ptr %v306, i64 72
  %v343 = load float, ptr %v342, align 4
  %v344 = getelementptr i8, ptr %v306, i64 76
  %v345 = load float, ptr %v344, align 4
  %v346 = getelementptr i8, ptr %v306, i64 80
  %v347 = load float, ptr %v346, align 4
  %v348 = getelementptr i8, ptr %v306, i64 84
  %v349 = load float, ptr %v348, align 4
  %v350 = getelementptr i8, ptr %v306, i64 88
  %v351 = load float, ptr %v350, align 4
  %v352 = getelementptr i8, ptr %v306, i64 92
  %v353 = load float, ptr %v352, align 4
  %v354 = getelementptr i8, ptr %v306, i64 96
  %v355 = load float, ptr %v354, align 4
  %v356 = getelementptr i8, ptr %v306, i64 100
  %v357 = load float, ptr %v356, align 4
  %v358 = getelementptr i8, ptr %v306, i64 104
  %v359 = load float, ptr %v358, align 4
  %v360 = getelementptr i8, ptr %v306, i64 108
  %v361 = load float, ptr %v360, align 4
  %v362 = getelementptr i8, ptr %v306, i64 112
  %v363 = load float, ptr %v362, align 4
  %v364 = getelementptr i8, ptr %v306, i64 116
  %v365 = load float, ptr %v364, align 4
  %v366 = getelementptr i8, ptr %v306, i64 120
  %v367 = load float, ptr %v366, align 4
  %v368 = getelementptr i8, ptr %v306, i64 124
  %v369 = load float, ptr %v368, align 4
  %v370 = getelementptr i8, ptr %v306, i64 128
  %v371 = load float, ptr %v370, align 4
  %v372 = getelementptr i8, ptr %v306, i64 132
  %v373 = load float, ptr %v372, align 4
  %v374 = getelementptr i8, ptr %v306, i64 136
  %v375 = load float, ptr %v374, align 4
  %v376 = getelementptr i8, ptr %v306, i64 140
  %v377 = load float, ptr %v376, align 4
  %v378 = insertelement <8 x float> poison, float %v307, i64 0
  %v379 = shufflevector <8 x float> %v378, <8 x float> poison, <8 x i32> zeroinitializer
  %v380 = insertelement <8 x float> poison, float %v309, i64 0
  %v381 = shufflevector <8 x float> %v380, <8 x float> poison, <8 x i32> zeroinitializer
  %v382 = insertelement <8 x float> poison, float %v311, i64 0
  %v383 = shufflevector <8 x float> %v382, <8 x float> poison, <8 x i32> zeroinitializer
  %v384 = insertelement <8 x float> poison, float %v313, i64 0
  %v385 = shufflevector <8 x float> %v384, <8 x float> poison, <8 x i32> zeroinitializer
  %v386 = insertelement <8 x float> poison, float %v315, i64 0
  %v387 = shufflevector <8 x float> %v386, <8 x float> poison, <8 x i32> zeroinitializer
  %v388 = insertelement <8 x float> poison, float %v317, i64 0
  %v389 = shufflevector <8 x float> %v388, <8 x float> poison, <8 x i32> zeroinitializer
  %v390 = insertelement <8 x float> poison, float %v319, i64 0
  %v391 = shufflevector <8 x float> %v390, <8 x float> poison, <8 x i32> zeroinitializer
  %v392 = insertelement <8 x float> poison, float %v321, i64 0
  %v393 = shufflevector <8 x float> %v392, <8 x float> poison, <8 x i32> zeroinitializer
  %v394 = insertelement <8 x float> poison, float %v323, i64 0
  %v395 = shufflevector <8 x float> %v394, <8 x float> poison, <8 x i32> zeroinitializer
  %v396 = insertelement <8 x float> poison, float %v325, i64 0
  %v397 = shufflevector <8 x float> %v396, <8 x float> poison, <8 x i32> zeroinitializer
  %v398 = insertelement <8 x float> poison, float %v327, i64 0
  %v399 = shufflevector <8 x float> %v398, <8 x float> poison, <8 x i32> zeroinitializer
  %v400 = insertelement <8 x float> poison, float %v329, i64 0
  %v401 = shufflevector <8 x float> %v400, <8 x float> poison, <8 x i32> zeroinitializer
  %v402 = insertelement <8 x float> poison, float %v331, i64 0
  %v403 = shufflevector <8 x float> %v402, <8 x float> poison, <8 x i32> zeroinitializer
  %v404 = insertelement <8 x float> poison, float %v333, i64 0
  %v405 = shufflevector <8 x float> %v404, <8 x float> poison, <8 x i32> zeroinitializer
  %v406 = insertelement <8 x float> poison, float %v335, i64 0
  %v407 = shufflevector <8 x float> %v406, <8 x float> poison, <8 x i32> zeroinitializer
  %v408 = insertelement <8 x float> poison, float %v337, i64 0
  %v409 = shufflevector <8 x float> %v408, <8 x float> poison, <8 x i32> zeroinitializer
  %v410 = insertelement <8 x float> poison, float %v339, i64 0
  %v411 = shufflevector <8 x float> %v410, <8 x float> poison, <8 x i32> zeroinitializer
  %v412 = insertelement <8 x float> poison, float %v341, i64 0
  %v413 = shufflevector <8 x float> %v412, <8 x float> poison, <8 x i32> zeroinitializer
  %v414 = insertelement <8 x float> poison, float %v343, i64 0
  %v415 = shufflevector <8 x float> %v414, <8 x float> poison, <8 x i32> zeroinitializer
  %v416 = insertelement <8 x float> poison, float %v345, i64 0
  %v417 = shufflevector <8 x float> %v416, <8 x float> poison, <8 x i32> zeroinitializer
  %v418 = insertelement <8 x float> poison, float %v347, i64 0
  %v419 = shufflevector <8 x float> %v418, <8 x float> poison, <8 x i32> zeroinitializer
  %v420 = insertelement <8 x float> poison, float %v349, i64 0
  %v421 = shufflevector <8 x float> %v420, <8 x float> poison, <8 x i32> zeroinitializer
  %v422 = insertelement <8 x float> poison, float %v351, i64 0
  %v423 = shufflevector <8 x float> %v422, <8 x float> poison, <8 x i32> zeroinitializer
  %v424 = insertelement <8 x float> poison, float %v353, i64 0
  %v425 = shufflevector <8 x float> %v424, <8 x float> poison, <8 x i32> zeroinitializer
  %v426 = insertelement <8 x float> poison, float %v355, i64 0
  %v427 = shufflevector <8 x float> %v426, <8 x float> poison, <8 x i32> zeroinitializer
  %v428 = insertelement <8 x float> poison, float %v357, i64 0
  %v429 = shufflevector <8 x float> %v428, <8 x float> poison, <8 x i32> zeroinitializer
  %v430 = insertelement <8 x float> poison, float %v359, i64 0
  %v431 = shufflevector <8 x float> %v430, <8 x float> poison, <8 x i32> zeroinitializer
  %v432 = insertelement <8 x float> poison, float %v361, i64 0
  %v433 = shufflevector <8 x float> %v432, <8 x float> poison, <8 x i32> zeroinitializer
  %v434 = insertelement <8 x float> poison, float %v363, i64 0
  %v435 = shufflevector <8 x float> %v434, <8 x float> poison, <8 x i32> zeroinitializer
  %v436 = insertelement <8 x float> poison, float %v365, i64 0
  %v437 = shufflevector <8 x float> %v436, <8 x float> poison, <8 x i32> zeroinitializer
  %v438 = insertelement <8 x float> poison, float %v367, i64 0
  %v439 = shufflevector <8 x float> %v438, <8 x float> poison, <8 x i32> zeroinitializer
  %v440 = insertelement <8 x float> poison, float %v369, i64 0
  %v441 = shufflevector <8 x float> %v440, <8 x float> poison, <8 x i32> zeroinitializer
  %v442 = insertelement <8 x float> poison, float %v371, i64 0
  %v443 = shufflevector <8 x float> %v442, <8 x float> poison, <8 x i32> zeroinitializer
  %v444 = insertelement <8 x float> poison, float %v373, i64 0
  %v445 = shufflevector <8 x float> %v444, <8 x float> poison, <8 x i32> zeroinitializer
  %v446 = insertelement <8 x float> poison, float %v375, i64 0
  %v447 = shufflevector <8 x float> %v446, <8 x float> poison, <8 x i32> zeroinitializer
  %v448 = insertelement <8 x float> poison, float %v377, i64 0
  %v449 = shufflevector <8 x float> %v448, <8 x float> poison, <8 x i32> zeroinitializer
  br label %v450

v451:                                          ; preds = %v300
  ret void

v450:                                          ; preds = %v299, %v452
  %v453 = phi i64 [ 0, %v299 ], [ %v454, %v452 ]
  %v455 = mul nuw nsw i64 %v453, 36
  %v456 = getelementptr inbounds i8, ptr %v304, i64 %v455
  %v457 = mul nuw nsw i64 %v453, 44
  %v458 = getelementptr i8, ptr %v4, i64 %v457
  br label %v459

v459:                                      ; preds = %v459, %v450
  %v460 = phi i64 [ 0, %v450 ], [ %v461, %v459 ]
  %v462 = insertelement <8 x i64> poison, i64 %v460, i64 0
  %v463 = shufflevector <8 x i64> %v462, <8 x i64> poison, <8 x i32> zeroinitializer
  %v464 = or disjoint <8 x i64> %v463, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %v465 = icmp ult <8 x i64> %v464, <i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9>
  %v466 = getelementptr inbounds float, ptr %v456, i64 %v460
  %v467 = getelementptr float, ptr %v458, i64 %v460
  %v468 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v467, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v469 = fmul contract <8 x float> %v468, %v379
  %v470 = fadd contract <8 x float> %v469, zeroinitializer
  %v471 = getelementptr i8, ptr %v467, i64 4
  %v472 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v471, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v473 = fmul contract <8 x float> %v472, %v381
  %v474 = fadd contract <8 x float> %v470, %v473
  %v475 = getelementptr i8, ptr %v467, i64 8
  %v476 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v475, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v477 = fmul contract <8 x float> %v476, %v383
  %v478 = fadd contract <8 x float> %v474, %v477
  %v479 = getelementptr i8, ptr %v467, i64 44
  %v480 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v479, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v481 = fmul contract <8 x float> %v480, %v385
  %v482 = fadd contract <8 x float> %v478, %v481
  %v483 = getelementptr i8, ptr %v467, i64 48
  %v484 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v483, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v485 = fmul contract <8 x float> %v484, %v387
  %v486 = fadd contract <8 x float> %v482, %v485
  %v487 = getelementptr i8, ptr %v467, i64 52
  %v488 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v487, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v489 = fmul contract <8 x float> %v488, %v389
  %v490 = fadd contract <8 x float> %v486, %v489
  %v491 = getelementptr i8, ptr %v467, i64 88
  %v492 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v491, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v493 = fmul contract <8 x float> %v492, %v391
  %v494 = fadd contract <8 x float> %v490, %v493
  %v495 = getelementptr i8, ptr %v467, i64 92
  %v496 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v495, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v497 = fmul contract <8 x float> %v496, %v393
  %v498 = fadd contract <8 x float> %v494, %v497
  %v499 = getelementptr i8, ptr %v467, i64 96
  %v500 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v499, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v501 = fmul contract <8 x float> %v500, %v395
  %v502 = fadd contract <8 x float> %v498, %v501
  %v503 = getelementptr i8, ptr %v467, i64 484
  %v504 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v503, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v505 = fmul contract <8 x float> %v504, %v397
  %v506 = fadd contract <8 x float> %v502, %v505
  %v507 = getelementptr i8, ptr %v467, i64 488
  %v508 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v507, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v509 = fmul contract <8 x float> %v508, %v399
  %v510 = fadd contract <8 x float> %v506, %v509
  %v511 = getelementptr i8, ptr %v467, i64 492
  %v512 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v511, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v513 = fmul contract <8 x float> %v512, %v401
  %v514 = fadd contract <8 x float> %v510, %v513
  %v515 = getelementptr i8, ptr %v467, i64 528
  %v516 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v515, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v517 = fmul contract <8 x float> %v516, %v403
  %v518 = fadd contract <8 x float> %v514, %v517
  %v519 = getelementptr i8, ptr %v467, i64 532
  %v520 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v519, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v521 = fmul contract <8 x float> %v520, %v405
  %v522 = fadd contract <8 x float> %v518, %v521
  %v523 = getelementptr i8, ptr %v467, i64 536
  %v524 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v523, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v525 = fmul contract <8 x float> %v524, %v407
  %v526 = fadd contract <8 x float> %v522, %v525
  %v527 = getelementptr i8, ptr %v467, i64 572
  %v528 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v527, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v529 = fmul contract <8 x float> %v528, %v409
  %v530 = fadd contract <8 x float> %v526, %v529
  %v531 = getelementptr i8, ptr %v467, i64 576
  %v532 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v531, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v533 = fmul contract <8 x float> %v532, %v411
  %v534 = fadd contract <8 x float> %v530, %v533
  %v535 = getelementptr i8, ptr %v467, i64 580
  %v536 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v535, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v537 = fmul contract <8 x float> %v536, %v413
  %v538 = fadd contract <8 x float> %v534, %v537
  %v539 = getelementptr i8, ptr %v467, i64 968
  %v540 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v539, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v541 = fmul contract <8 x float> %v540, %v415
  %v542 = fadd contract <8 x float> %v538, %v541
  %v543 = getelementptr i8, ptr %v467, i64 972
  %v544 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v543, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v545 = fmul contract <8 x float> %v544, %v417
  %v546 = fadd contract <8 x float> %v542, %v545
  %v547 = getelementptr i8, ptr %v467, i64 976
  %v548 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v547, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v549 = fmul contract <8 x float> %v548, %v419
  %v550 = fadd contract <8 x float> %v546, %v549
  %v551 = getelementptr i8, ptr %v467, i64 1012
  %v552 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v551, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v553 = fmul contract <8 x float> %v552, %v421
  %v554 = fadd contract <8 x float> %v550, %v553
  %v555 = getelementptr i8, ptr %v467, i64 1016
  %v556 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v555, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v557 = fmul contract <8 x float> %v556, %v423
  %v558 = fadd contract <8 x float> %v554, %v557
  %v559 = getelementptr i8, ptr %v467, i64 1020
  %v560 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v559, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v561 = fmul contract <8 x float> %v560, %v425
  %v562 = fadd contract <8 x float> %v558, %v561
  %v563 = getelementptr i8, ptr %v467, i64 1056
  %v564 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v563, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v565 = fmul contract <8 x float> %v564, %v427
  %v566 = fadd contract <8 x float> %v562, %v565
  %v567 = getelementptr i8, ptr %v467, i64 1060
  %v568 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v567, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v569 = fmul contract <8 x float> %v568, %v429
  %v570 = fadd contract <8 x float> %v566, %v569
  %v571 = getelementptr i8, ptr %v467, i64 1064
  %v572 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v571, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v573 = fmul contract <8 x float> %v572, %v431
  %v574 = fadd contract <8 x float> %v570, %v573
  %v575 = getelementptr i8, ptr %v467, i64 1452
  %v576 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v575, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v577 = fmul contract <8 x float> %v576, %v433
  %v578 = fadd contract <8 x float> %v574, %v577
  %v579 = getelementptr i8, ptr %v467, i64 1456
  %v580 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v579, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v581 = fmul contract <8 x float> %v580, %v435
  %v582 = fadd contract <8 x float> %v578, %v581
  %v583 = getelementptr i8, ptr %v467, i64 1460
  %v584 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v583, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v585 = fmul contract <8 x float> %v584, %v437
  %v586 = fadd contract <8 x float> %v582, %v585
  %v587 = getelementptr i8, ptr %v467, i64 1496
  %v588 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v587, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v589 = fmul contract <8 x float> %v588, %v439
  %v590 = fadd contract <8 x float> %v586, %v589
  %v591 = getelementptr i8, ptr %v467, i64 1500
  %v592 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v591, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v593 = fmul contract <8 x float> %v592, %v441
  %v594 = fadd contract <8 x float> %v590, %v593
  %v595 = getelementptr i8, ptr %v467, i64 1504
  %v596 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v595, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v597 = fmul contract <8 x float> %v596, %v443
  %v598 = fadd contract <8 x float> %v594, %v597
  %v599 = getelementptr i8, ptr %v467, i64 1540
  %v600 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v599, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v601 = fmul contract <8 x float> %v600, %v445
  %v602 = fadd contract <8 x float> %v598, %v601
  %v603 = getelementptr i8, ptr %v467, i64 1544
  %v604 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v603, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v605 = fmul contract <8 x float> %v604, %v447
  %v606 = fadd contract <8 x float> %v602, %v605
  %v607 = getelementptr i8, ptr %v467, i64 1548
  %v608 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %v607, i32 4, <8 x i1> %v465, <8 x float> poison)
  %v609 = fmul contract <8 x float> %v608, %v449
  %v610 = fadd contract <8 x float> %v606, %v609
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %v610, ptr %v466, i32 4, <8 x i1> %v465)
  %v461 = add i64 %v460, 8
  %v611 = icmp eq i64 %v461, 16
  br i1 %v611, label %v452, label %v459, !llvm.loop !0

v300:                                          ; preds = %v452
  %v302 = add nuw nsw i64 %v301, 1
  %v612 = icmp eq i64 %v302, 6
  br i1 %v612, label %v451, label %v299

v452:                                          ; preds = %v459
  %v454 = add nuw nsw i64 %v453, 1
  %v613 = icmp eq i64 %v454, 9
  br i1 %v613, label %v300, label %v450
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

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
