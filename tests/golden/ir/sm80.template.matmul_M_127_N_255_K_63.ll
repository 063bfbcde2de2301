; matmul:M=127,N=255,K=63,dtype=f32 on cuda -arch=sm_80, schedule template
; ModuleID = 'ktune_matmul_f32_m127_n255_k63'
source_filename = "ktune_matmul_f32_m127_n255_k63"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@ktune_matmul_f32_m127_n255_k63.A.shared = internal addrspace(3) global [2048 x float] undef, align 64
@ktune_matmul_f32_m127_n255_k63.B.shared = internal addrspace(3) global [2048 x float] undef, align 64

; Function Attrs: norecurse nounwind
define ptx_kernel void @ktune_matmul_f32_m127_n255_k63(ptr noalias nocapture readonly %v0, ptr noalias nocapture readonly %v1, ptr noalias nocapture writeonly %v2) local_unnamed_addr #0 {
v3:
  %v4 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v5 = zext nneg i32 %v4 to i64
  %v6 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v7 = zext nneg i32 %v6 to i64
  %v8 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %v9 = zext nneg i32 %v8 to i64
  %v10 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v11 = shl nuw nsw i64 %v7, 6
  %v12 = shl nuw nsw i32 %v10, 2
  %v13 = zext nneg i32 %v12 to i64
  %v14 = add nuw nsw i64 %v11, %v13
  %v15 = or disjoint i64 %v14, 3
  %v16 = icmp ult i64 %v15, 255
  %v17 = shl nuw nsw i64 %v5, 6
  %v18 = shl nuw nsw i64 %v9, 2
  %v19 = add nuw nsw i64 %v17, %v18
  %v20 = or disjoint i64 %v19, 3
  %v21 = icmp ult i64 %v20, 127
  %v22 = mul nuw nsw i64 %v5, 4032
  %v23 = mul nuw nsw i64 %v9, 252
  %v24 = lshr i64 %v13, 4
  %v25 = mul nuw nsw i64 %v24, 63
  %v26 = and i64 %v13, 12
  %v27 = getelementptr float, ptr %v0, i64 %v22
  %v28 = getelementptr float, ptr %v27, i64 %v23
  %v29 = getelementptr float, ptr %v28, i64 %v25
  %v30 = getelementptr float, ptr %v29, i64 %v26
  %v31 = add nuw nsw i64 %v19, %v24
  %v32 = icmp ult i64 %v31, 127
  %v33 = insertelement <4 x i1> poison, i1 %v32, i64 0
  %v34 = shufflevector <4 x i1> %v33, <4 x i1> poison, <4 x i32> zeroinitializer
  %v35 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v30, i32 4, <4 x i1> %v34, <4 x float> zeroinitializer)
  %v36 = shl nuw nsw i64 %v9, 6
  %v37 = and i64 %v13, 1008
  %v38 = add nuw nsw i64 %v37, %v36
  %v39 = or disjoint i64 %v38, %v26
  %v40 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v39
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v35, ptr %v40, i32 16, <4 x i1> %v34)
  %v41 = mul nuw nsw i64 %v9, 255
  %v42 = getelementptr float, ptr %v1, i64 %v11
  %v43 = getelementptr float, ptr %v42, i64 %v41
  %v44 = getelementptr float, ptr %v43, i64 %v13
  %v45 = insertelement <4 x i64> poison, i64 %v14, i64 0
  %v46 = shufflevector <4 x i64> %v45, <4 x i64> poison, <4 x i32> zeroinitializer
  %v47 = or disjoint <4 x i64> %v46, <i64 0, i64 1, i64 2, i64 3>
  %v48 = icmp ult <4 x i64> %v47, <i64 255, i64 255, i64 255, i64 255>
  %v49 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v44, i32 4, <4 x i1> %v48, <4 x float> zeroinitializer)
  %v50 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v36
  %v51 = getelementptr float, ptr %v50, i64 %v13
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v49, ptr %v51, i32 16, <4 x i1> %v48)
  tail call void @llvm.nvvm.barrier0()
  %v52 = getelementptr float, ptr %v0, i64 %v23
  %v53 = getelementptr float, ptr %v52, i64 %v25
  %v54 = getelementptr float, ptr %v53, i64 %v26
  %v55 = getelementptr i8, ptr %v54, i64 64
  %v56 = getelementptr i8, ptr %v44, i64 16320
  %v57 = getelementptr i8, ptr %v54, i64 192
  %v58 = getelementptr float, ptr %v57, i64 %v22
  %v59 = or disjoint i64 %v26, 48
  %v60 = insertelement <4 x i64> poison, i64 %v59, i64 0
  %v61 = shufflevector <4 x i64> %v60, <4 x i64> poison, <4 x i32> zeroinitializer
  %v62 = icmp ne <4 x i64> %v61, <i64 63, i64 62, i64 61, i64 60>
  %v63 = and <4 x i1> %v34, %v62
  %v64 = add nuw nsw i64 %v38, 1024
  %v65 = or disjoint i64 %v64, %v26
  %v66 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v65
  %v67 = getelementptr i8, ptr %v42, i64 32640
  %v68 = getelementptr float, ptr %v67, i64 %v41
  %v69 = getelementptr float, ptr %v68, i64 %v13
  %v70 = getelementptr i8, ptr %v69, i64 16320
  %v71 = icmp ult i32 %v8, 15
  %v72 = insertelement <4 x i1> poison, i1 %v71, i64 0
  %v73 = shufflevector <4 x i1> %v72, <4 x i1> poison, <4 x i32> zeroinitializer
  %v74 = and <4 x i1> %v48, %v73
  %v75 = getelementptr i8, ptr %v51, i64 4096
  %v76 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v36
  br label %v77

v77:                                     ; preds = %v3, %v78
  %v79 = phi float [ 0.000000e+00, %v3 ], [ %v80, %v78 ]
  %v81 = phi float [ 0.000000e+00, %v3 ], [ %v82, %v78 ]
  %v83 = phi float [ 0.000000e+00, %v3 ], [ %v84, %v78 ]
  %v85 = phi float [ 0.000000e+00, %v3 ], [ %v86, %v78 ]
  %v87 = phi float [ 0.000000e+00, %v3 ], [ %v88, %v78 ]
  %v89 = phi float [ 0.000000e+00, %v3 ], [ %v90, %v78 ]
  %v91 = phi float [ 0.000000e+00, %v3 ], [ %v92, %v78 ]
  %v93 = phi float [ 0.000000e+00, %v3 ], [ %v94, %v78 ]
  %v95 = phi float [ 0.000000e+00, %v3 ], [ %v96, %v78 ]
  %v97 = phi float [ 0.000000e+00, %v3 ], [ %v98, %v78 ]
  %v99 = phi float [ 0.000000e+00, %v3 ], [ %v100, %v78 ]
  %v101 = phi float [ 0.000000e+00, %v3 ], [ %v102, %v78 ]
  %v103 = phi float [ 0.000000e+00, %v3 ], [ %v104, %v78 ]
  %v105 = phi float [ 0.000000e+00, %v3 ], [ %v106, %v78 ]
  %v107 = phi float [ 0.000000e+00, %v3 ], [ %v108, %v78 ]
  %v109 = phi float [ 0.000000e+00, %v3 ], [ %v110, %v78 ]
  %v111 = phi i64 [ 0, %v3 ], [ %v112, %v78 ]
  %v113 = icmp ult i64 %v111, 2
  br i1 %v113, label %v114, label %v115

v116:                                     ; preds = %v78
  %v117 = mul nuw nsw i64 %v5, 16320
  %v118 = add nuw nsw i64 %v117, %v11
  %v119 = mul nuw nsw i64 %v9, 1020
  %v120 = add nuw nsw i64 %v118, %v119
  %v121 = add nuw nsw i64 %v120, %v13
  %v122 = getelementptr inbounds float, ptr %v2, i64 %v121
  store float %v110, ptr %v122, align 16
  %v123 = or disjoint i64 %v121, 1
  %v124 = getelementptr inbounds float, ptr %v2, i64 %v123
  store float %v108, ptr %v124, align 4
  %v125 = or disjoint i64 %v121, 2
  %v126 = getelementptr inbounds float, ptr %v2, i64 %v125
  store float %v106, ptr %v126, align 8
  br i1 %v16, label %v127, label %v128

v114:                                        ; preds = %v77
  %v129 = shl nuw nsw i64 %v111, 4
  %v130 = or disjoint i64 %v129, %v22
  %v131 = getelementptr float, ptr %v55, i64 %v130
  %v132 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v131, i32 4, <4 x i1> %v34, <4 x float> zeroinitializer)
  %v133 = shl nuw nsw i64 %v111, 10
  %v134 = xor i64 %v133, 1024
  %v135 = add nuw nsw i64 %v134, %v38
  %v136 = or disjoint i64 %v135, %v26
  %v137 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v136
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v132, ptr %v137, i32 16, <4 x i1> %v34)
  %v138 = mul nuw nsw i64 %v111, 16320
  %v139 = getelementptr i8, ptr %v56, i64 %v138
  %v140 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v139, i32 4, <4 x i1> %v48, <4 x float> zeroinitializer)
  %v141 = getelementptr float, ptr %v51, i64 %v134
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v140, ptr %v141, i32 16, <4 x i1> %v48)
  %v142 = add nuw nsw i64 %v133, %v36
  %v143 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v142
  %v144 = load float, ptr %v143, align 64
  %v145 = or disjoint i64 %v133, %v13
  %v146 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v145
  %v147 = load float, ptr %v146, align 16
  %v148 = fmul contract float %v144, %v147
  %v149 = fadd contract float %v109, %v148
  %v150 = or disjoint i64 %v145, 1
  %v151 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v150
  %v152 = load float, ptr %v151, align 4
  %v153 = fmul contract float %v144, %v152
  %v154 = fadd contract float %v107, %v153
  %v155 = or disjoint i64 %v145, 2
  %v156 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v155
  %v157 = load float, ptr %v156, align 8
  %v158 = fmul contract float %v144, %v157
  %v159 = fadd contract float %v105, %v158
  br i1 %v16, label %v160, label %v161

v78:                                        ; preds = %v162, %v163
  %v80 = phi float [ %v164, %v163 ], [ %v165, %v162 ]
  %v82 = phi float [ %v166, %v163 ], [ %v167, %v162 ]
  %v84 = phi float [ %v168, %v163 ], [ %v169, %v162 ]
  %v86 = phi float [ %v170, %v163 ], [ %v171, %v162 ]
  %v88 = phi float [ %v172, %v163 ], [ %v173, %v162 ]
  %v90 = phi float [ %v174, %v163 ], [ %v175, %v162 ]
  %v92 = phi float [ %v176, %v163 ], [ %v177, %v162 ]
  %v94 = phi float [ %v178, %v163 ], [ %v179, %v162 ]
  %v96 = phi float [ %v180, %v163 ], [ %v181, %v162 ]
  %v98 = phi float [ %v182, %v163 ], [ %v183, %v162 ]
  %v100 = phi float [ %v184, %v163 ], [ %v185, %v162 ]
  %v102 = phi float [ %v186, %v163 ], [ %v187, %v162 ]
  %v104 = phi float [ %v188, %v163 ], [ %v189, %v162 ]
  %v106 = phi float [ %v190, %v163 ], [ %v191, %v162 ]
  %v108 = phi float [ %v192, %v163 ], [ %v193, %v162 ]
  %v110 = phi float [ %v194, %v163 ], [ %v195, %v162 ]
  %v112 = add nuw nsw i64 %v111, 1
  %v196 = icmp eq i64 %v112, 4
  br i1 %v196, label %v116, label %v77

v115:                                          ; preds = %v77
  %v197 = icmp eq i64 %v111, 2
  br i1 %v197, label %v198, label %v199

v160:                                        ; preds = %v114
  %v200 = or disjoint i64 %v145, 3
  %v201 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v200
  %v202 = load float, ptr %v201, align 4
  %v203 = fmul contract float %v144, %v202
  %v204 = fadd contract float %v103, %v203
  br label %v161

v161:                                        ; preds = %v160, %v114
  %v205 = phi float [ %v204, %v160 ], [ %v103, %v114 ]
  %v206 = or disjoint i64 %v142, 16
  %v207 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v206
  %v208 = load float, ptr %v207, align 64
  %v209 = fmul contract float %v147, %v208
  %v210 = fadd contract float %v101, %v209
  %v211 = fmul contract float %v152, %v208
  %v212 = fadd contract float %v99, %v211
  %v213 = fmul contract float %v157, %v208
  %v214 = fadd contract float %v97, %v213
  br i1 %v16, label %v215, label %v216

v215:                                        ; preds = %v161
  %v217 = or disjoint i64 %v145, 3
  %v218 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v217
  %v219 = load float, ptr %v218, align 4
  %v220 = fmul contract float %v208, %v219
  %v221 = fadd contract float %v95, %v220
  br label %v216

v216:                                        ; preds = %v215, %v161
  %v222 = phi float [ %v221, %v215 ], [ %v95, %v161 ]
  %v223 = or disjoint i64 %v142, 32
  %v224 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v223
  %v225 = load float, ptr %v224, align 64
  %v226 = fmul contract float %v147, %v225
  %v227 = fadd contract float %v93, %v226
  %v228 = fmul contract float %v152, %v225
  %v229 = fadd contract float %v91, %v228
  %v230 = fmul contract float %v157, %v225
  %v231 = fadd contract float %v89, %v230
  br i1 %v16, label %v232, label %v233

v232:                                        ; preds = %v216
  %v234 = or disjoint i64 %v145, 3
  %v235 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v234
  %v236 = load float, ptr %v235, align 4
  %v237 = fmul contract float %v225, %v236
  %v238 = fadd contract float %v87, %v237
  br label %v233

v233:                                        ; preds = %v232, %v216
  %v239 = phi float [ %v238, %v232 ], [ %v87, %v216 ]
  br i1 %v21, label %v240, label %v241

v240:                                        ; preds = %v233
  %v242 = or disjoint i64 %v142, 48
  %v243 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v242
  %v244 = load float, ptr %v243, align 64
  %v245 = fmul contract float %v147, %v244
  %v246 = fadd contract float %v85, %v245
  %v247 = fmul contract float %v152, %v244
  %v248 = fadd contract float %v83, %v247
  %v249 = fmul contract float %v157, %v244
  %v250 = fadd contract float %v81, %v249
  br i1 %v16, label %v251, label %v241

v241:                                        ; preds = %v240, %v251, %v233
  %v252 = phi float [ %v253, %v251 ], [ %v79, %v240 ], [ %v79, %v233 ]
  %v254 = phi float [ %v250, %v251 ], [ %v250, %v240 ], [ %v81, %v233 ]
  %v255 = phi float [ %v248, %v251 ], [ %v248, %v240 ], [ %v83, %v233 ]
  %v256 = phi float [ %v246, %v251 ], [ %v246, %v240 ], [ %v85, %v233 ]
  %v257 = or disjoint i64 %v142, 1
  %v258 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v257
  %v259 = load float, ptr %v258, align 4
  %v260 = getelementptr inbounds i8, ptr %v146, i64 256
  %v261 = load float, ptr %v260, align 16
  %v262 = fmul contract float %v259, %v261
  %v263 = fadd contract float %v149, %v262
  %v264 = getelementptr inbounds i8, ptr %v146, i64 260
  %v265 = load float, ptr %v264, align 4
  %v266 = fmul contract float %v259, %v265
  %v267 = fadd contract float %v154, %v266
  %v268 = getelementptr inbounds i8, ptr %v146, i64 264
  %v269 = load float, ptr %v268, align 8
  %v270 = fmul contract float %v259, %v269
  %v271 = fadd contract float %v159, %v270
  br i1 %v16, label %v272, label %v273

v251:                                        ; preds = %v240
  %v274 = or disjoint i64 %v145, 3
  %v275 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v274
  %v276 = load float, ptr %v275, align 4
  %v277 = fmul contract float %v244, %v276
  %v253 = fadd contract float %v79, %v277
  br label %v241

v272:                                        ; preds = %v241
  %v278 = getelementptr inbounds i8, ptr %v146, i64 268
  %v279 = load float, ptr %v278, align 4
  %v280 = fmul contract float %v259, %v279
  %v281 = fadd contract float %v205, %v280
  br label %v273

v273:                                        ; preds = %v272, %v241
  %v282 = phi float [ %v281, %v272 ], [ %v205, %v241 ]
  %v283 = or disjoint i64 %v142, 17
  %v284 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v283
  %v285 = load float, ptr %v284, align 4
  %v286 = fmul contract float %v261, %v285
  %v287 = fadd contract float %v210, %v286
  %v288 = fmul contract float %v265, %v285
  %v289 = fadd contract float %v212, %v288
  %v290 = fmul contract float %v269, %v285
  %v291 = fadd contract float %v214, %v290
  br i1 %v16, label %v292, label %v293

v292:                                        ; preds = %v273
  %v294 = getelementptr inbounds i8, ptr %v146, i64 268
  %v295 = load float, ptr %v294, align 4
  %v296 = fmul contract float %v285, %v295
  %v297 = fadd contract float %v222, %v296
  br label %v293

v293:                                        ; preds = %v292, %v273
  %v298 = phi float [ %v297, %v292 ], [ %v222, %v273 ]
  %v299 = or disjoint i64 %v142, 33
  %v300 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v299
  %v301 = load float, ptr %v300, align 4
  %v302 = fmul contract float %v261, %v301
  %v303 = fadd contract float %v227, %v302
  %v304 = fmul contract float %v265, %v301
  %v305 = fadd contract float %v229, %v304
  %v306 = fmul contract float %v269, %v301
  %v307 = fadd contract float %v231, %v306
  br i1 %v16, label %v308, label %v309

v308:                                        ; preds = %v293
  %v310 = getelementptr inbounds i8, ptr %v146, i64 268
  %v311 = load float, ptr %v310, align 4
  %v312 = fmul contract float %v301, %v311
  %v313 = fadd contract float %v239, %v312
  br label %v309

v309:                                        ; preds = %v308, %v293
  %v314 = phi float [ %v313, %v308 ], [ %v239, %v293 ]
  br i1 %v21, label %v315, label %v316

v315:                                        ; preds = %v309
  %v317 = or disjoint i64 %v142, 49
  %v318 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v317
  %v319 = load float, ptr %v318, align 4
  %v320 = fmul contract float %v261, %v319
  %v321 = fadd contract float %v256, %v320
  %v322 = fmul contract float %v265, %v319
  %v323 = fadd contract float %v255, %v322
  %v324 = fmul contract float %v269, %v319
  %v325 = fadd contract float %v254, %v324
  br i1 %v16, label %v326, label %v316

v316:                                        ; preds = %v315, %v326, %v309
  %v327 = phi float [ %v328, %v326 ], [ %v252, %v315 ], [ %v252, %v309 ]
  %v329 = phi float [ %v325, %v326 ], [ %v325, %v315 ], [ %v254, %v309 ]
  %v330 = phi float [ %v323, %v326 ], [ %v323, %v315 ], [ %v255, %v309 ]
  %v331 = phi float [ %v321, %v326 ], [ %v321, %v315 ], [ %v256, %v309 ]
  %v332 = or disjoint i64 %v142, 2
  %v333 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v332
  %v334 = load float, ptr %v333, align 8
  %v335 = getelementptr inbounds i8, ptr %v146, i64 512
  %v336 = load float, ptr %v335, align 16
  %v337 = fmul contract float %v334, %v336
  %v338 = fadd contract float %v263, %v337
  %v339 = getelementptr inbounds i8, ptr %v146, i64 516
  %v340 = load float, ptr %v339, align 4
  %v341 = fmul contract float %v334, %v340
  %v342 = fadd contract float %v267, %v341
  %v343 = getelementptr inbounds i8, ptr %v146, i64 520
  %v344 = load float, ptr %v343, align 8
  %v345 = fmul contract float %v334, %v344
  %v346 = fadd contract float %v271, %v345
  br i1 %v16, label %v347, label %v348

v326:                                        ; preds = %v315
  %v349 = getelementptr inbounds i8, ptr %v146, i64 268
  %v350 = load float, ptr %v349, align 4
  %v351 = fmul contract float %v319, %v350
  %v328 = fadd contract float %v252, %v351
  br label %v316

v347:                                        ; preds = %v316
  %v352 = getelementptr inbounds i8, ptr %v146, i64 524
  %v353 = load float, ptr %v352, align 4
  %v354 = fmul contract float %v334, %v353
  %v355 = fadd contract float %v282, %v354
  br label %v348

v348:                                        ; preds = %v347, %v316
  %v356 = phi float [ %v355, %v347 ], [ %v282, %v316 ]
  %v357 = or disjoint i64 %v142, 18
  %v358 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v357
  %v359 = load float, ptr %v358, align 8
  %v360 = fmul contract float %v336, %v359
  %v361 = fadd contract float %v287, %v360
  %v362 = fmul contract float %v340, %v359
  %v363 = fadd contract float %v289, %v362
  %v364 = fmul contract float %v344, %v359
  %v365 = fadd contract float %v291, %v364
  br i1 %v16, label %v366, label %v367

v366:                                        ; preds = %v348
  %v368 = getelementptr inbounds i8, ptr %v146, i64 524
  %v369 = load float, ptr %v368, align 4
  %v370 = fmul contract float %v359, %v369
  %v371 = fadd contract float %v298, %v370
  br label %v367

v367:                                        ; preds = %v366, %v348
  %v372 = phi float [ %v371, %v366 ], [ %v298, %v348 ]
  %v373 = or disjoint i64 %v142, 34
  %v374 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v373
  %v375 = load float, ptr %v374, align 8
  %v376 = fmul contract float %v336, %v375
  %v377 = fadd contract float %v303, %v376
  %v378 = fmul contract float %v340, %v375
  %v379 = fadd contract float %v305, %v378
  %v380 = fmul contract float %v344, %v375
  %v381 = fadd contract float %v307, %v380
  br i1 %v16, label %v382, label %v383

v382:                                        ; preds = %v367
  %v384 = getelementptr inbounds i8, ptr %v146, i64 524
  %v385 = load float, ptr %v384, align 4
  %v386 = fmul contract float %v375, %v385
  %v387 = fadd contract float %v314, %v386
  br label %v383

v383:                                        ; preds = %v382, %v367
  %v388 = phi float [ %v387, %v382 ], [ %v314, %v367 ]
  br i1 %v21, label %v389, label %v390

v389:                                        ; preds = %v383
  %v391 = or disjoint i64 %v142, 50
  %v392 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v391
  %v393 = load float, ptr %v392, align 8
  %v394 = fmul contract float %v336, %v393
  %v395 = fadd contract float %v331, %v394
  %v396 = fmul contract float %v340, %v393
  %v397 = fadd contract float %v330, %v396
  %v398 = fmul contract float %v344, %v393
  %v399 = fadd contract float %v329, %v398
  br i1 %v16, label %v400, label %v390

v390:                                        ; preds = %v389, %v400, %v383
  %v401 = phi float [ %v402, %v400 ], [ %v327, %v389 ], [ %v327, %v383 ]
  %v403 = phi float [ %v399, %v400 ], [ %v399, %v389 ], [ %v329, %v383 ]
  %v404 = phi float [ %v397, %v400 ], [ %v397, %v389 ], [ %v330, %v383 ]
  %v405 = phi float [ %v395, %v400 ], [ %v395, %v389 ], [ %v331, %v383 ]
  %v406 = or disjoint i64 %v142, 3
  %v407 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v406
  %v408 = load float, ptr %v407, align 4
  %v409 = getelementptr inbounds i8, ptr %v146, i64 768
  %v410 = load float, ptr %v409, align 16
  %v411 = fmul contract float %v408, %v410
  %v412 = fadd contract float %v338, %v411
  %v413 = getelementptr inbounds i8, ptr %v146, i64 772
  %v414 = load float, ptr %v413, align 4
  %v415 = fmul contract float %v408, %v414
  %v416 = fadd contract float %v342, %v415
  %v417 = getelementptr inbounds i8, ptr %v146, i64 776
  %v418 = load float, ptr %v417, align 8
  %v419 = fmul contract float %v408, %v418
  %v420 = fadd contract float %v346, %v419
  br i1 %v16, label %v421, label %v422

v400:                                        ; preds = %v389
  %v423 = getelementptr inbounds i8, ptr %v146, i64 524
  %v424 = load float, ptr %v423, align 4
  %v425 = fmul contract float %v393, %v424
  %v402 = fadd contract float %v327, %v425
  br label %v390

v421:                                        ; preds = %v390
  %v426 = getelementptr inbounds i8, ptr %v146, i64 780
  %v427 = load float, ptr %v426, align 4
  %v428 = fmul contract float %v408, %v427
  %v429 = fadd contract float %v356, %v428
  br label %v422

v422:                                        ; preds = %v421, %v390
  %v430 = phi float [ %v429, %v421 ], [ %v356, %v390 ]
  %v431 = or disjoint i64 %v142, 19
  %v432 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v431
  %v433 = load float, ptr %v432, align 4
  %v434 = fmul contract float %v410, %v433
  %v435 = fadd contract float %v361, %v434
  %v436 = fmul contract float %v414, %v433
  %v437 = fadd contract float %v363, %v436
  %v438 = fmul contract float %v418, %v433
  %v439 = fadd contract float %v365, %v438
  br i1 %v16, label %v440, label %v441

v440:                                        ; preds = %v422
  %v442 = getelementptr inbounds i8, ptr %v146, i64 780
  %v443 = load float, ptr %v442, align 4
  %v444 = fmul contract float %v433, %v443
  %v445 = fadd contract float %v372, %v444
  br label %v441

v441:                                        ; preds = %v440, %v422
  %v446 = phi float [ %v445, %v440 ], [ %v372, %v422 ]
  %v447 = or disjoint i64 %v142, 35
  %v448 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v447
  %v449 = load float, ptr %v448, align 4
  %v450 = fmul contract float %v410, %v449
  %v451 = fadd contract float %v377, %v450
  %v452 = fmul contract float %v414, %v449
  %v453 = fadd contract float %v379, %v452
  %v454 = fmul contract float %v418, %v449
  %v455 = fadd contract float %v381, %v454
  br i1 %v16, label %v456, label %v457

v456:                                        ; preds = %v441
  %v458 = getelementptr inbounds i8, ptr %v146, i64 780
  %v459 = load float, ptr %v458, align 4
  %v460 = fmul contract float %v449, %v459
  %v461 = fadd contract float %v388, %v460
  br label %v457

v457:                                        ; preds = %v456, %v441
  %v462 = phi float [ %v461, %v456 ], [ %v388, %v441 ]
  br i1 %v21, label %v463, label %v464

v463:                                        ; preds = %v457
  %v465 = or disjoint i64 %v142, 51
  %v466 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v465
  %v467 = load float, ptr %v466, align 4
  %v468 = fmul contract float %v410, %v467
  %v469 = fadd contract float %v405, %v468
  %v470 = fmul contract float %v414, %v467
  %v471 = fadd contract float %v404, %v470
  %v472 = fmul contract float %v418, %v467
  %v473 = fadd contract float %v403, %v472
  br i1 %v16, label %v474, label %v464

v464:                                        ; preds = %v463, %v474, %v457
  %v475 = phi float [ %v476, %v474 ], [ %v401, %v463 ], [ %v401, %v457 ]
  %v477 = phi float [ %v473, %v474 ], [ %v473, %v463 ], [ %v403, %v457 ]
  %v478 = phi float [ %v471, %v474 ], [ %v471, %v463 ], [ %v404, %v457 ]
  %v479 = phi float [ %v469, %v474 ], [ %v469, %v463 ], [ %v405, %v457 ]
  %v480 = or disjoint i64 %v142, 4
  %v481 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v480
  %v482 = load float, ptr %v481, align 16
  %v483 = getelementptr inbounds i8, ptr %v146, i64 1024
  %v484 = load float, ptr %v483, align 16
  %v485 = fmul contract float %v482, %v484
  %v486 = fadd contract float %v412, %v485
  %v487 = getelementptr inbounds i8, ptr %v146, i64 1028
  %v488 = load float, ptr %v487, align 4
  %v489 = fmul contract float %v482, %v488
  %v490 = fadd contract float %v416, %v489
  %v491 = getelementptr inbounds i8, ptr %v146, i64 1032
  %v492 = load float, ptr %v491, align 8
  %v493 = fmul contract float %v482, %v492
  %v494 = fadd contract float %v420, %v493
  br i1 %v16, label %v495, label %v496

v474:                                        ; preds = %v463
  %v497 = getelementptr inbounds i8, ptr %v146, i64 780
  %v498 = load float, ptr %v497, align 4
  %v499 = fmul contract float %v467, %v498
  %v476 = fadd contract float %v401, %v499
  br label %v464

v495:                                        ; preds = %v464
  %v500 = getelementptr inbounds i8, ptr %v146, i64 1036
  %v501 = load float, ptr %v500, align 4
  %v502 = fmul contract float %v482, %v501
  %v503 = fadd contract float %v430, %v502
  br label %v496

v496:                                        ; preds = %v495, %v464
  %v504 = phi float [ %v503, %v495 ], [ %v430, %v464 ]
  %v505 = or disjoint i64 %v142, 20
  %v506 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v505
  %v507 = load float, ptr %v506, align 16
  %v508 = fmul contract float %v484, %v507
  %v509 = fadd contract float %v435, %v508
  %v510 = fmul contract float %v488, %v507
  %v511 = fadd contract float %v437, %v510
  %v512 = fmul contract float %v492, %v507
  %v513 = fadd contract float %v439, %v512
  br i1 %v16, label %v514, label %v515

v514:                                        ; preds = %v496
  %v516 = getelementptr inbounds i8, ptr %v146, i64 1036
  %v517 = load float, ptr %v516, align 4
  %v518 = fmul contract float %v507, %v517
  %v519 = fadd contract float %v446, %v518
  br label %v515

v515:                                        ; preds = %v514, %v496
  %v520 = phi float [ %v519, %v514 ], [ %v446, %v496 ]
  %v521 = or disjoint i64 %v142, 36
  %v522 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v521
  %v523 = load float, ptr %v522, align 16
  %v524 = fmul contract float %v484, %v523
  %v525 = fadd contract float %v451, %v524
  %v526 = fmul contract float %v488, %v523
  %v527 = fadd contract float %v453, %v526
  %v528 = fmul contract float %v492, %v523
  %v529 = fadd contract float %v455, %v528
  br i1 %v16, label %v530, label %v531

v530:                                        ; preds = %v515
  %v532 = getelementptr inbounds i8, ptr %v146, i64 1036
  %v533 = load float, ptr %v532, align 4
  %v534 = fmul contract float %v523, %v533
  %v535 = fadd contract float %v462, %v534
  br label %v531

v531:                                        ; preds = %v530, %v515
  %v536 = phi float [ %v535, %v530 ], [ %v462, %v515 ]
  br i1 %v21, label %v537, label %v538

v537:                                        ; preds = %v531
  %v539 = or disjoint i64 %v142, 52
  %v540 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v539
  %v541 = load float, ptr %v540, align 16
  %v542 = fmul contract float %v484, %v541
  %v543 = fadd contract float %v479, %v542
  %v544 = fmul contract float %v488, %v541
  %v545 = fadd contract float %v478, %v544
  %v546 = fmul contract float %v492, %v541
  %v547 = fadd contract float %v477, %v546
  br i1 %v16, label %v548, label %v538

v538:                                        ; preds = %v537, %v548, %v531
  %v549 = phi float [ %v550, %v548 ], [ %v475, %v537 ], [ %v475, %v531 ]
  %v551 = phi float [ %v547, %v548 ], [ %v547, %v537 ], [ %v477, %v531 ]
  %v552 = phi float [ %v545, %v548 ], [ %v545, %v537 ], [ %v478, %v531 ]
  %v553 = phi float [ %v543, %v548 ], [ %v543, %v537 ], [ %v479, %v531 ]
  %v554 = or disjoint i64 %v142, 5
  %v555 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v554
  %v556 = load float, ptr %v555, align 4
  %v557 = getelementptr inbounds i8, ptr %v146, i64 1280
  %v558 = load float, ptr %v557, align 16
  %v559 = fmul contract float %v556, %v558
  %v560 = fadd contract float %v486, %v559
  %v561 = getelementptr inbounds i8, ptr %v146, i64 1284
  %v562 = load float, ptr %v561, align 4
  %v563 = fmul contract float %v556, %v562
  %v564 = fadd contract float %v490, %v563
  %v565 = getelementptr inbounds i8, ptr %v146, i64 1288
  %v566 = load float, ptr %v565, align 8
  %v567 = fmul contract float %v556, %v566
  %v568 = fadd contract float %v494, %v567
  br i1 %v16, label %v569, label %v570

v548:                                        ; preds = %v537
  %v571 = getelementptr inbounds i8, ptr %v146, i64 1036
  %v572 = load float, ptr %v571, align 4
  %v573 = fmul contract float %v541, %v572
  %v550 = fadd contract float %v475, %v573
  br label %v538

v569:                                        ; preds = %v538
  %v574 = getelementptr inbounds i8, ptr %v146, i64 1292
  %v575 = load float, ptr %v574, align 4
  %v576 = fmul contract float %v556, %v575
  %v577 = fadd contract float %v504, %v576
  br label %v570

v570:                                        ; preds = %v569, %v538
  %v578 = phi float [ %v577, %v569 ], [ %v504, %v538 ]
  %v579 = or disjoint i64 %v142, 21
  %v580 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v579
  %v581 = load float, ptr %v580, align 4
  %v582 = fmul contract float %v558, %v581
  %v583 = fadd contract float %v509, %v582
  %v584 = fmul contract float %v562, %v581
  %v585 = fadd contract float %v511, %v584
  %v586 = fmul contract float %v566, %v581
  %v587 = fadd contract float %v513, %v586
  br i1 %v16, label %v588, label %v589

v588:                                        ; preds = %v570
  %v590 = getelementptr inbounds i8, ptr %v146, i64 1292
  %v591 = load float, ptr %v590, align 4
  %v592 = fmul contract float %v581, %v591
  %v593 = fadd contract float %v520, %v592
  br label %v589

v589:                                        ; preds = %v588, %v570
  %v594 = phi float [ %v593, %v588 ], [ %v520, %v570 ]
  %v595 = or disjoint i64 %v142, 37
  %v596 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v595
  %v597 = load float, ptr %v596, align 4
  %v598 = fmul contract float %v558, %v597
  %v599 = fadd contract float %v525, %v598
  %v600 = fmul contract float %v562, %v597
  %v601 = fadd contract float %v527, %v600
  %v602 = fmul contract float %v566, %v597
  %v603 = fadd contract float %v529, %v602
  br i1 %v16, label %v604, label %v605

v604:                                        ; preds = %v589
  %v606 = getelementptr inbounds i8, ptr %v146, i64 1292
  %v607 = load float, ptr %v606, align 4
  %v608 = fmul contract float %v597, %v607
  %v609 = fadd contract float %v536, %v608
  br label %v605

v605:                                        ; preds = %v604, %v589
  %v610 = phi float [ %v609, %v604 ], [ %v536, %v589 ]
  br i1 %v21, label %v611, label %v612

v611:                                        ; preds = %v605
  %v613 = or disjoint i64 %v142, 53
  %v614 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v613
  %v615 = load float, ptr %v614, align 4
  %v616 = fmul contract float %v558, %v615
  %v617 = fadd contract float %v553, %v616
  %v618 = fmul contract float %v562, %v615
  %v619 = fadd contract float %v552, %v618
  %v620 = fmul contract float %v566, %v615
  %v621 = fadd contract float %v551, %v620
  br i1 %v16, label %v622, label %v612

v612:                                        ; preds = %v611, %v622, %v605
  %v623 = phi float [ %v624, %v622 ], [ %v549, %v611 ], [ %v549, %v605 ]
  %v625 = phi float [ %v621, %v622 ], [ %v621, %v611 ], [ %v551, %v605 ]
  %v626 = phi float [ %v619, %v622 ], [ %v619, %v611 ], [ %v552, %v605 ]
  %v627 = phi float [ %v617, %v622 ], [ %v617, %v611 ], [ %v553, %v605 ]
  %v628 = or disjoint i64 %v142, 6
  %v629 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v628
  %v630 = load float, ptr %v629, align 8
  %v631 = getelementptr inbounds i8, ptr %v146, i64 1536
  %v632 = load float, ptr %v631, align 16
  %v633 = fmul contract float %v630, %v632
  %v634 = fadd contract float %v560, %v633
  %v635 = getelementptr inbounds i8, ptr %v146, i64 1540
  %v636 = load float, ptr %v635, align 4
  %v637 = fmul contract float %v630, %v636
  %v638 = fadd contract float %v564, %v637
  %v639 = getelementptr inbounds i8, ptr %v146, i64 1544
  %v640 = load float, ptr %v639, align 8
  %v641 = fmul contract float %v630, %v640
  %v642 = fadd contract float %v568, %v641
  br i1 %v16, label %v643, label %v644

v622:                                        ; preds = %v611
  %v645 = getelementptr inbounds i8, ptr %v146, i64 1292
  %v646 = load float, ptr %v645, align 4
  %v647 = fmul contract float %v615, %v646
  %v624 = fadd contract float %v549, %v647
  br label %v612

v643:                                        ; preds = %v612
  %v648 = getelementptr inbounds i8, ptr %v146, i64 1548
  %v649 = load float, ptr %v648, align 4
  %v650 = fmul contract float %v630, %v649
  %v651 = fadd contract float %v578, %v650
  br label %v644

v644:                                        ; preds = %v643, %v612
  %v652 = phi float [ %v651, %v643 ], [ %v578, %v612 ]
  %v653 = or disjoint i64 %v142, 22
  %v654 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v653
  %v655 = load float, ptr %v654, align 8
  %v656 = fmul contract float %v632, %v655
  %v657 = fadd contract float %v583, %v656
  %v658 = fmul contract float %v636, %v655
  %v659 = fadd contract float %v585, %v658
  %v660 = fmul contract float %v640, %v655
  %v661 = fadd contract float %v587, %v660
  br i1 %v16, label %v662, label %v663

v662:                                        ; preds = %v644
  %v664 = getelementptr inbounds i8, ptr %v146, i64 1548
  %v665 = load float, ptr %v664, align 4
  %v666 = fmul contract float %v655, %v665
  %v667 = fadd contract float %v594, %v666
  br label %v663

v663:                                        ; preds = %v662, %v644
  %v668 = phi float [ %v667, %v662 ], [ %v594, %v644 ]
  %v669 = or disjoint i64 %v142, 38
  %v670 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v669
  %v671 = load float, ptr %v670, align 8
  %v672 = fmul contract float %v632, %v671
  %v673 = fadd contract float %v599, %v672
  %v674 = fmul contract float %v636, %v671
  %v675 = fadd contract float %v601, %v674
  %v676 = fmul contract float %v640, %v671
  %v677 = fadd contract float %v603, %v676
  br i1 %v16, label %v678, label %v679

v678:                                        ; preds = %v663
  %v680 = getelementptr inbounds i8, ptr %v146, i64 1548
  %v681 = load float, ptr %v680, align 4
  %v682 = fmul contract float %v671, %v681
  %v683 = fadd contract float %v610, %v682
  br label %v679

v679:                                        ; preds = %v678, %v663
  %v684 = phi float [ %v683, %v678 ], [ %v610, %v663 ]
  br i1 %v21, label %v685, label %v686

v685:                                        ; preds = %v679
  %v687 = or disjoint i64 %v142, 54
  %v688 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v687
  %v689 = load float, ptr %v688, align 8
  %v690 = fmul contract float %v632, %v689
  %v691 = fadd contract float %v627, %v690
  %v692 = fmul contract float %v636, %v689
  %v693 = fadd contract float %v626, %v692
  %v694 = fmul contract float %v640, %v689
  %v695 = fadd contract float %v625, %v694
  br i1 %v16, label %v696, label %v686

v686:                                       ; preds = %v685, %v696, %v679
  %v697 = phi float [ %v698, %v696 ], [ %v623, %v685 ], [ %v623, %v679 ]
  %v699 = phi float [ %v695, %v696 ], [ %v695, %v685 ], [ %v625, %v679 ]
  %v700 = phi float [ %v693, %v696 ], [ %v693, %v685 ], [ %v626, %v679 ]
  %v701 = phi float [ %v691, %v696 ], [ %v691, %v685 ], [ %v627, %v679 ]
  %v702 = or disjoint i64 %v142, 7
  %v703 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v702
  %v704 = load float, ptr %v703, align 4
  %v705 = getelementptr inbounds i8, ptr %v146, i64 1792
  %v706 = load float, ptr %v705, align 16
  %v707 = fmul contract float %v704, %v706
  %v708 = fadd contract float %v634, %v707
  %v709 = getelementptr inbounds i8, ptr %v146, i64 1796
  %v710 = load float, ptr %v709, align 4
  %v711 = fmul contract float %v704, %v710
  %v712 = fadd contract float %v638, %v711
  %v713 = getelementptr inbounds i8, ptr %v146, i64 1800
  %v714 = load float, ptr %v713, align 8
  %v715 = fmul contract float %v704, %v714
  %v716 = fadd contract float %v642, %v715
  br i1 %v16, label %v717, label %v718

v696:                                       ; preds = %v685
  %v719 = getelementptr inbounds i8, ptr %v146, i64 1548
  %v720 = load float, ptr %v719, align 4
  %v721 = fmul contract float %v689, %v720
  %v698 = fadd contract float %v623, %v721
  br label %v686

v717:                                       ; preds = %v686
  %v722 = getelementptr inbounds i8, ptr %v146, i64 1804
  %v723 = load float, ptr %v722, align 4
  %v724 = fmul contract float %v704, %v723
  %v725 = fadd contract float %v652, %v724
  br label %v718

v718:                                       ; preds = %v717, %v686
  %v726 = phi float [ %v725, %v717 ], [ %v652, %v686 ]
  %v727 = or disjoint i64 %v142, 23
  %v728 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v727
  %v729 = load float, ptr %v728, align 4
  %v730 = fmul contract float %v706, %v729
  %v731 = fadd contract float %v657, %v730
  %v732 = fmul contract float %v710, %v729
  %v733 = fadd contract float %v659, %v732
  %v734 = fmul contract float %v714, %v729
  %v735 = fadd contract float %v661, %v734
  br i1 %v16, label %v736, label %v737

v736:                                       ; preds = %v718
  %v738 = getelementptr inbounds i8, ptr %v146, i64 1804
  %v739 = load float, ptr %v738, align 4
  %v740 = fmul contract float %v729, %v739
  %v741 = fadd contract float %v668, %v740
  br label %v737

v737:                                       ; preds = %v736, %v718
  %v742 = phi float [ %v741, %v736 ], [ %v668, %v718 ]
  %v743 = or disjoint i64 %v142, 39
  %v744 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v743
  %v745 = load float, ptr %v744, align 4
  %v746 = fmul contract float %v706, %v745
  %v747 = fadd contract float %v673, %v746
  %v748 = fmul contract float %v710, %v745
  %v749 = fadd contract float %v675, %v748
  %v750 = fmul contract float %v714, %v745
  %v751 = fadd contract float %v677, %v750
  br i1 %v16, label %v752, label %v753

v752:                                       ; preds = %v737
  %v754 = getelementptr inbounds i8, ptr %v146, i64 1804
  %v755 = load float, ptr %v754, align 4
  %v756 = fmul contract float %v745, %v755
  %v757 = fadd contract float %v684, %v756
  br label %v753

v753:                                       ; preds = %v752, %v737
  %v758 = phi float [ %v757, %v752 ], [ %v684, %v737 ]
  br i1 %v21, label %v759, label %v760

v759:                                       ; preds = %v753
  %v761 = or disjoint i64 %v142, 55
  %v762 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v761
  %v763 = load float, ptr %v762, align 4
  %v764 = fmul contract float %v706, %v763
  %v765 = fadd contract float %v701, %v764
  %v766 = fmul contract float %v710, %v763
  %v767 = fadd contract float %v700, %v766
  %v768 = fmul contract float %v714, %v763
  %v769 = fadd contract float %v699, %v768
  br i1 %v16, label %v770, label %v760

v760:                                       ; preds = %v759, %v770, %v753
  %v771 = phi float [ %v772, %v770 ], [ %v697, %v759 ], [ %v697, %v753 ]
  %v773 = phi float [ %v769, %v770 ], [ %v769, %v759 ], [ %v699, %v753 ]
  %v774 = phi float [ %v767, %v770 ], [ %v767, %v759 ], [ %v700, %v753 ]
  %v775 = phi float [ %v765, %v770 ], [ %v765, %v759 ], [ %v701, %v753 ]
  %v776 = or disjoint i64 %v142, 8
  %v777 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v776
  %v778 = load float, ptr %v777, align 32
  %v779 = getelementptr inbounds i8, ptr %v146, i64 2048
  %v780 = load float, ptr %v779, align 16
  %v781 = fmul contract float %v778, %v780
  %v782 = fadd contract float %v708, %v781
  %v783 = getelementptr inbounds i8, ptr %v146, i64 2052
  %v784 = load float, ptr %v783, align 4
  %v785 = fmul contract float %v778, %v784
  %v786 = fadd contract float %v712, %v785
  %v787 = getelementptr inbounds i8, ptr %v146, i64 2056
  %v788 = load float, ptr %v787, align 8
  %v789 = fmul contract float %v778, %v788
  %v790 = fadd contract float %v716, %v789
  br i1 %v16, label %v791, label %v792

v770:                                       ; preds = %v759
  %v793 = getelementptr inbounds i8, ptr %v146, i64 1804
  %v794 = load float, ptr %v793, align 4
  %v795 = fmul contract float %v763, %v794
  %v772 = fadd contract float %v697, %v795
  br label %v760

v791:                                       ; preds = %v760
  %v796 = getelementptr inbounds i8, ptr %v146, i64 2060
  %v797 = load float, ptr %v796, align 4
  %v798 = fmul contract float %v778, %v797
  %v799 = fadd contract float %v726, %v798
  br label %v792

v792:                                       ; preds = %v791, %v760
  %v800 = phi float [ %v799, %v791 ], [ %v726, %v760 ]
  %v801 = or disjoint i64 %v142, 24
  %v802 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v801
  %v803 = load float, ptr %v802, align 32
  %v804 = fmul contract float %v780, %v803
  %v805 = fadd contract float %v731, %v804
  %v806 = fmul contract float %v784, %v803
  %v807 = fadd contract float %v733, %v806
  %v808 = fmul contract float %v788, %v803
  %v809 = fadd contract float %v735, %v808
  br i1 %v16, label %v810, label %v811

v810:                                       ; preds = %v792
  %v812 = getelementptr inbounds i8, ptr %v146, i64 2060
  %v813 = load float, ptr %v812, align 4
  %v814 = fmul contract float %v803, %v813
  %v815 = fadd contract float %v742, %v814
  br label %v811

v811:                                       ; preds = %v810, %v792
  %v816 = phi float [ %v815, %v810 ], [ %v742, %v792 ]
  %v817 = or disjoint i64 %v142, 40
  %v818 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v817
  %v819 = load float, ptr %v818, align 32
  %v820 = fmul contract float %v780, %v819
  %v821 = fadd contract float %v747, %v820
  %v822 = fmul contract float %v784, %v819
  %v823 = fadd contract float %v749, %v822
  %v824 = fmul contract float %v788, %v819
  %v825 = fadd contract float %v751, %v824
  br i1 %v16, label %v826, label %v827

v826:                                       ; preds = %v811
  %v828 = getelementptr inbounds i8, ptr %v146, i64 2060
  %v829 = load float, ptr %v828, align 4
  %v830 = fmul contract float %v819, %v829
  %v831 = fadd contract float %v758, %v830
  br label %v827

v827:                                       ; preds = %v826, %v811
  %v832 = phi float [ %v831, %v826 ], [ %v758, %v811 ]
  br i1 %v21, label %v833, label %v834

v833:                                       ; preds = %v827
  %v835 = or disjoint i64 %v142, 56
  %v836 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v835
  %v837 = load float, ptr %v836, align 32
  %v838 = fmul contract float %v780, %v837
  %v839 = fadd contract float %v775, %v838
  %v840 = fmul contract float %v784, %v837
  %v841 = fadd contract float %v774, %v840
  %v842 = fmul contract float %v788, %v837
  %v843 = fadd contract float %v773, %v842
  br i1 %v16, label %v844, label %v834

v834:                                       ; preds = %v833, %v844, %v827
  %v845 = phi float [ %v846, %v844 ], [ %v771, %v833 ], [ %v771, %v827 ]
  %v847 = phi float [ %v843, %v844 ], [ %v843, %v833 ], [ %v773, %v827 ]
  %v848 = phi float [ %v841, %v844 ], [ %v841, %v833 ], [ %v774, %v827 ]
  %v849 = phi float [ %v839, %v844 ], [ %v839, %v833 ], [ %v775, %v827 ]
  %v850 = or disjoint i64 %v142, 9
  %v851 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v850
  %v852 = load float, ptr %v851, align 4
  %v853 = getelementptr inbounds i8, ptr %v146, i64 2304
  %v854 = load float, ptr %v853, align 16
  %v855 = fmul contract float %v852, %v854
  %v856 = fadd contract float %v782, %v855
  %v857 = getelementptr inbounds i8, ptr %v146, i64 2308
  %v858 = load float, ptr %v857, align 4
  %v859 = fmul contract float %v852, %v858
  %v860 = fadd contract float %v786, %v859
  %v861 = getelementptr inbounds i8, ptr %v146, i64 2312
  %v862 = load float, ptr %v861, align 8
  %v863 = fmul contract float %v852, %v862
  %v864 = fadd contract float %v790, %v863
  br i1 %v16, label %v865, label %v866

v844:                                       ; preds = %v833
  %v867 = getelementptr inbounds i8, ptr %v146, i64 2060
  %v868 = load float, ptr %v867, align 4
  %v869 = fmul contract float %v837, %v868
  %v846 = fadd contract float %v771, %v869
  br label %v834

v865:                                       ; preds = %v834
  %v870 = getelementptr inbounds i8, ptr %v146, i64 2316
  %v871 = load float, ptr %v870, align 4
  %v872 = fmul contract float %v852, %v871
  %v873 = fadd contract float %v800, %v872
  br label %v866

v866:                                       ; preds = %v865, %v834
  %v874 = phi float [ %v873, %v865 ], [ %v800, %v834 ]
  %v875 = or disjoint i64 %v142, 25
  %v876 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v875
  %v877 = load float, ptr %v876, align 4
  %v878 = fmul contract float %v854, %v877
  %v879 = fadd contract float %v805, %v878
  %v880 = fmul contract float %v858, %v877
  %v881 = fadd contract float %v807, %v880
  %v882 = fmul contract float %v862, %v877
  %v883 = fadd contract float %v809, %v882
  br i1 %v16, label %v884, label %v885

v884:                                       ; preds = %v866
  %v886 = getelementptr inbounds i8, ptr %v146, i64 2316
  %v887 = load float, ptr %v886, align 4
  %v888 = fmul contract float %v877, %v887
  %v889 = fadd contract float %v816, %v888
  br label %v885

v885:                                       ; preds = %v884, %v866
  %v890 = phi float [ %v889, %v884 ], [ %v816, %v866 ]
  %v891 = or disjoint i64 %v142, 41
  %v892 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v891
  %v893 = load float, ptr %v892, align 4
  %v894 = fmul contract float %v854, %v893
  %v895 = fadd contract float %v821, %v894
  %v896 = fmul contract float %v858, %v893
  %v897 = fadd contract float %v823, %v896
  %v898 = fmul contract float %v862, %v893
  %v899 = fadd contract float %v825, %v898
  br i1 %v16, label %v900, label %v901

v900:                                       ; preds = %v885
  %v902 = getelementptr inbounds i8, ptr %v146, i64 2316
  %v903 = load float, ptr %v902, align 4
  %v904 = fmul contract float %v893, %v903
  %v905 = fadd contract float %v832, %v904
  br label %v901

v901:                                       ; preds = %v900, %v885
  %v906 = phi float [ %v905, %v900 ], [ %v832, %v885 ]
  br i1 %v21, label %v907, label %v908

v907:                                       ; preds = %v901
  %v909 = or disjoint i64 %v142, 57
  %v910 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v909
  %v911 = load float, ptr %v910, align 4
  %v912 = fmul contract float %v854, %v911
  %v913 = fadd contract float %v849, %v912
  %v914 = fmul contract float %v858, %v911
  %v915 = fadd contract float %v848, %v914
  %v916 = fmul contract float %v862, %v911
  %v917 = fadd contract float %v847, %v916
  br i1 %v16, label %v918, label %v908

v908:                                       ; preds = %v907, %v918, %v901
  %v919 = phi float [ %v920, %v918 ], [ %v845, %v907 ], [ %v845, %v901 ]
  %v921 = phi float [ %v917, %v918 ], [ %v917, %v907 ], [ %v847, %v901 ]
  %v922 = phi float [ %v915, %v918 ], [ %v915, %v907 ], [ %v848, %v901 ]
  %v923 = phi float [ %v913, %v918 ], [ %v913, %v907 ], [ %v849, %v901 ]
  %v924 = or disjoint i64 %v142, 10
  %v925 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v924
  %v926 = load float, ptr %v925, align 8
  %v927 = getelementptr inbounds i8, ptr %v146, i64 2560
  %v928 = load float, ptr %v927, align 16
  %v929 = fmul contract float %v926, %v928
  %v930 = fadd contract float %v856, %v929
  %v931 = getelementptr inbounds i8, ptr %v146, i64 2564
  %v932 = load float, ptr %v931, align 4
  %v933 = fmul contract float %v926, %v932
  %v934 = fadd contract float %v860, %v933
  %v935 = getelementptr inbounds i8, ptr %v146, i64 2568
  %v936 = load float, ptr %v935, align 8
  %v937 = fmul contract float %v926, %v936
  %v938 = fadd contract float %v864, %v937
  br i1 %v16, label %v939, label %v940

v918:                                       ; preds = %v907
  %v941 = getelementptr inbounds i8, ptr %v146, i64 2316
  %v942 = load float, ptr %v941, align 4
  %v943 = fmul contract float %v911, %v942
  %v920 = fadd contract float %v845, %v943
  br label %v908

v939:                                       ; preds = %v908
  %v944 = getelementptr inbounds i8, ptr %v146, i64 2572
  %v945 = load float, ptr %v944, align 4
  %v946 = fmul contract float %v926, %v945
  %v947 = fadd contract float %v874, %v946
  br label %v940

v940:                                       ; preds = %v939, %v908
  %v948 = phi float [ %v947, %v939 ], [ %v874, %v908 ]
  %v949 = or disjoint i64 %v142, 26
  %v950 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v949
  %v951 = load float, ptr %v950, align 8
  %v952 = fmul contract float %v928, %v951
  %v953 = fadd contract float %v879, %v952
  %v954 = fmul contract float %v932, %v951
  %v955 = fadd contract float %v881, %v954
  %v956 = fmul contract float %v936, %v951
  %v957 = fadd contract float %v883, %v956
  br i1 %v16, label %v958, label %v959

v958:                                       ; preds = %v940
  %v960 = getelementptr inbounds i8, ptr %v146, i64 2572
  %v961 = load float, ptr %v960, align 4
  %v962 = fmul contract float %v951, %v961
  %v963 = fadd contract float %v890, %v962
  br label %v959

v959:                                       ; preds = %v958, %v940
  %v964 = phi float [ %v963, %v958 ], [ %v890, %v940 ]
  %v965 = or disjoint i64 %v142, 42
  %v966 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v965
  %v967 = load float, ptr %v966, align 8
  %v968 = fmul contract float %v928, %v967
  %v969 = fadd contract float %v895, %v968
  %v970 = fmul contract float %v932, %v967
  %v971 = fadd contract float %v897, %v970
  %v972 = fmul contract float %v936, %v967
  %v973 = fadd contract float %v899, %v972
  br i1 %v16, label %v974, label %v975

v974:                                       ; preds = %v959
  %v976 = getelementptr inbounds i8, ptr %v146, i64 2572
  %v977 = load float, ptr %v976, align 4
  %v978 = fmul contract float %v967, %v977
  %v979 = fadd contract float %v906, %v978
  br label %v975

v975:                                       ; preds = %v974, %v959
  %v980 = phi float [ %v979, %v974 ], [ %v906, %v959 ]
  br i1 %v21, label %v981, label %v982

v981:                                       ; preds = %v975
  %v983 = or disjoint i64 %v142, 58
  %v984 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v983
  %v985 = load float, ptr %v984, align 8
  %v986 = fmul contract float %v928, %v985
  %v987 = fadd contract float %v923, %v986
  %v988 = fmul contract float %v932, %v985
  %v989 = fadd contract float %v922, %v988
  %v990 = fmul contract float %v936, %v985
  %v991 = fadd contract float %v921, %v990
  br i1 %v16, label %v992, label %v982

v982:                                       ; preds = %v981, %v992, %v975
  %v993 = phi float [ %v994, %v992 ], [ %v919, %v981 ], [ %v919, %v975 ]
  %v995 = phi float [ %v991, %v992 ], [ %v991, %v981 ], [ %v921, %v975 ]
  %v996 = phi float [ %v989, %v992 ], [ %v989, %v981 ], [ %v922, %v975 ]
  %v997 = phi float [ %v987, %v992 ], [ %v987, %v981 ], [ %v923, %v975 ]
  %v998 = or disjoint i64 %v142, 11
  %v999 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v998
  %v1000 = load float, ptr %v999, align 4
  %v1001 = getelementptr inbounds i8, ptr %v146, i64 2816
  %v1002 = load float, ptr %v1001, align 16
  %v1003 = fmul contract float %v1000, %v1002
  %v1004 = fadd contract float %v930, %v1003
  %v1005 = getelementptr inbounds i8, ptr %v146, i64 2820
  %v1006 = load float, ptr %v1005, align 4
  %v1007 = fmul contract float %v1000, %v1006
  %v1008 = fadd contract float %v934, %v1007
  %v1009 = getelementptr inbounds i8, ptr %v146, i64 2824
  %v1010 = load float, ptr %v1009, align 8
  %v1011 = fmul contract float %v1000, %v1010
  %v1012 = fadd contract float %v938, %v1011
  br i1 %v16, label %v1013, label %v1014

v992:                                       ; preds = %v981
  %v1015 = getelementptr inbounds i8, ptr %v146, i64 2572
  %v1016 = load float, ptr %v1015, align 4
  %v1017 = fmul contract float %v985, %v1016
  %v994 = fadd contract float %v919, %v1017
  br label %v982

v1013:                                       ; preds = %v982
  %v1018 = getelementptr inbounds i8, ptr %v146, i64 2828
  %v1019 = load float, ptr %v1018, align 4
  %v1020 = fmul contract float %v1000, %v1019
  %v1021 = fadd contract float %v948, %v1020
  br label %v1014

v1014:                                       ; preds = %v1013, %v982
  %v1022 = phi float [ %v1021, %v1013 ], [ %v948, %v982 ]
  %v1023 = or disjoint i64 %v142, 27
  %v1024 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1023
  %v1025 = load float, ptr %v1024, align 4
  %v1026 = fmul contract float %v1002, %v1025
  %v1027 = fadd contract float %v953, %v1026
  %v1028 = fmul contract float %v1006, %v1025
  %v1029 = fadd contract float %v955, %v1028
  %v1030 = fmul contract float %v1010, %v1025
  %v1031 = fadd contract float %v957, %v1030
  br i1 %v16, label %v1032, label %v1033

v1032:                                       ; preds = %v1014
  %v1034 = getelementptr inbounds i8, ptr %v146, i64 2828
  %v1035 = load float, ptr %v1034, align 4
  %v1036 = fmul contract float %v1025, %v1035
  %v1037 = fadd contract float %v964, %v1036
  br label %v1033

v1033:                                       ; preds = %v1032, %v1014
  %v1038 = phi float [ %v1037, %v1032 ], [ %v964, %v1014 ]
  %v1039 = or disjoint i64 %v142, 43
  %v1040 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1039
  %v1041 = load float, ptr %v1040, align 4
  %v1042 = fmul contract float %v1002, %v1041
  %v1043 = fadd contract float %v969, %v1042
  %v1044 = fmul contract float %v1006, %v1041
  %v1045 = fadd contract float %v971, %v1044
  %v1046 = fmul contract float %v1010, %v1041
  %v1047 = fadd contract float %v973, %v1046
  br i1 %v16, label %v1048, label %v1049

v1048:                                       ; preds = %v1033
  %v1050 = getelementptr inbounds i8, ptr %v146, i64 2828
  %v1051 = load float, ptr %v1050, align 4
  %v1052 = fmul contract float %v1041, %v1051
  %v1053 = fadd contract float %v980, %v1052
  br label %v1049

v1049:                                       ; preds = %v1048, %v1033
  %v1054 = phi float [ %v1053, %v1048 ], [ %v980, %v1033 ]
  br i1 %v21, label %v1055, label %v1056

v1055:                                       ; preds = %v1049
  %v1057 = or disjoint i64 %v142, 59
  %v1058 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1057
  %v1059 = load float, ptr %v1058, align 4
  %v1060 = fmul contract float %v1002, %v1059
  %v1061 = fadd contract float %v997, %v1060
  %v1062 = fmul contract float %v1006, %v1059
  %v1063 = fadd contract float %v996, %v1062
  %v1064 = fmul contract float %v1010, %v1059
  %v1065 = fadd contract float %v995, %v1064
  br i1 %v16, label %v1066, label %v1056

v1056:                                       ; preds = %v1055, %v1066, %v1049
  %v1067 = phi float [ %v1068, %v1066 ], [ %v993, %v1055 ], [ %v993, %v1049 ]
  %v1069 = phi float [ %v1065, %v1066 ], [ %v1065, %v1055 ], [ %v995, %v1049 ]
  %v1070 = phi float [ %v1063, %v1066 ], [ %v1063, %v1055 ], [ %v996, %v1049 ]
  %v1071 = phi float [ %v1061, %v1066 ], [ %v1061, %v1055 ], [ %v997, %v1049 ]
  %v1072 = or disjoint i64 %v142, 12
  %v1073 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1072
  %v1074 = load float, ptr %v1073, align 16
  %v1075 = getelementptr inbounds i8, ptr %v146, i64 3072
  %v1076 = load float, ptr %v1075, align 16
  %v1077 = fmul contract float %v1074, %v1076
  %v1078 = fadd contract float %v1004, %v1077
  %v1079 = getelementptr inbounds i8, ptr %v146, i64 3076
  %v1080 = load float, ptr %v1079, align 4
  %v1081 = fmul contract float %v1074, %v1080
  %v1082 = fadd contract float %v1008, %v1081
  %v1083 = getelementptr inbounds i8, ptr %v146, i64 3080
  %v1084 = load float, ptr %v1083, align 8
  %v1085 = fmul contract float %v1074, %v1084
  %v1086 = fadd contract float %v1012, %v1085
  br i1 %v16, label %v1087, label %v1088

v1066:                                       ; preds = %v1055
  %v1089 = getelementptr inbounds i8, ptr %v146, i64 2828
  %v1090 = load float, ptr %v1089, align 4
  %v1091 = fmul contract float %v1059, %v1090
  %v1068 = fadd contract float %v993, %v1091
  br label %v1056

v1087:                                       ; preds = %v1056
  %v1092 = getelementptr inbounds i8, ptr %v146, i64 3084
  %v1093 = load float, ptr %v1092, align 4
  %v1094 = fmul contract float %v1074, %v1093
  %v1095 = fadd contract float %v1022, %v1094
  br label %v1088

v1088:                                       ; preds = %v1087, %v1056
  %v1096 = phi float [ %v1095, %v1087 ], [ %v1022, %v1056 ]
  %v1097 = or disjoint i64 %v142, 28
  %v1098 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1097
  %v1099 = load float, ptr %v1098, align 16
  %v1100 = fmul contract float %v1076, %v1099
  %v1101 = fadd contract float %v1027, %v1100
  %v1102 = fmul contract float %v1080, %v1099
  %v1103 = fadd contract float %v1029, %v1102
  %v1104 = fmul contract float %v1084, %v1099
  %v1105 = fadd contract float %v1031, %v1104
  br i1 %v16, label %v1106, label %v1107

v1106:                                       ; preds = %v1088
  %v1108 = getelementptr inbounds i8, ptr %v146, i64 3084
  %v1109 = load float, ptr %v1108, align 4
  %v1110 = fmul contract float %v1099, %v1109
  %v1111 = fadd contract float %v1038, %v1110
  br label %v1107

v1107:                                       ; preds = %v1106, %v1088
  %v1112 = phi float [ %v1111, %v1106 ], [ %v1038, %v1088 ]
  %v1113 = or disjoint i64 %v142, 44
  %v1114 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1113
  %v1115 = load float, ptr %v1114, align 16
  %v1116 = fmul contract float %v1076, %v1115
  %v1117 = fadd contract float %v1043, %v1116
  %v1118 = fmul contract float %v1080, %v1115
  %v1119 = fadd contract float %v1045, %v1118
  %v1120 = fmul contract float %v1084, %v1115
  %v1121 = fadd contract float %v1047, %v1120
  br i1 %v16, label %v1122, label %v1123

v1122:                                       ; preds = %v1107
  %v1124 = getelementptr inbounds i8, ptr %v146, i64 3084
  %v1125 = load float, ptr %v1124, align 4
  %v1126 = fmul contract float %v1115, %v1125
  %v1127 = fadd contract float %v1054, %v1126
  br label %v1123

v1123:                                       ; preds = %v1122, %v1107
  %v1128 = phi float [ %v1127, %v1122 ], [ %v1054, %v1107 ]
  br i1 %v21, label %v1129, label %v1130

v1129:                                       ; preds = %v1123
  %v1131 = or disjoint i64 %v142, 60
  %v1132 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1131
  %v1133 = load float, ptr %v1132, align 16
  %v1134 = fmul contract float %v1076, %v1133
  %v1135 = fadd contract float %v1071, %v1134
  %v1136 = fmul contract float %v1080, %v1133
  %v1137 = fadd contract float %v1070, %v1136
  %v1138 = fmul contract float %v1084, %v1133
  %v1139 = fadd contract float %v1069, %v1138
  br i1 %v16, label %v1140, label %v1130

v1130:                                       ; preds = %v1129, %v1140, %v1123
  %v1141 = phi float [ %v1142, %v1140 ], [ %v1067, %v1129 ], [ %v1067, %v1123 ]
  %v1143 = phi float [ %v1139, %v1140 ], [ %v1139, %v1129 ], [ %v1069, %v1123 ]
  %v1144 = phi float [ %v1137, %v1140 ], [ %v1137, %v1129 ], [ %v1070, %v1123 ]
  %v1145 = phi float [ %v1135, %v1140 ], [ %v1135, %v1129 ], [ %v1071, %v1123 ]
  %v1146 = or disjoint i64 %v142, 13
  %v1147 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1146
  %v1148 = load float, ptr %v1147, align 4
  %v1149 = getelementptr inbounds i8, ptr %v146, i64 3328
  %v1150 = load float, ptr %v1149, align 16
  %v1151 = fmul contract float %v1148, %v1150
  %v1152 = fadd contract float %v1078, %v1151
  %v1153 = getelementptr inbounds i8, ptr %v146, i64 3332
  %v1154 = load float, ptr %v1153, align 4
  %v1155 = fmul contract float %v1148, %v1154
  %v1156 = fadd contract float %v1082, %v1155
  %v1157 = getelementptr inbounds i8, ptr %v146, i64 3336
  %v1158 = load float, ptr %v1157, align 8
  %v1159 = fmul contract float %v1148, %v1158
  %v1160 = fadd contract float %v1086, %v1159
  br i1 %v16, label %v1161, label %v1162

v1140:                                       ; preds = %v1129
  %v1163 = getelementptr inbounds i8, ptr %v146, i64 3084
  %v1164 = load float, ptr %v1163, align 4
  %v1165 = fmul contract float %v1133, %v1164
  %v1142 = fadd contract float %v1067, %v1165
  br label %v1130

v1161:                                       ; preds = %v1130
  %v1166 = getelementptr inbounds i8, ptr %v146, i64 3340
  %v1167 = load float, ptr %v1166, align 4
  %v1168 = fmul contract float %v1148, %v1167
  %v1169 = fadd contract float %v1096, %v1168
  br label %v1162

v1162:                                       ; preds = %v1161, %v1130
  %v1170 = phi float [ %v1169, %v1161 ], [ %v1096, %v1130 ]
  %v1171 = or disjoint i64 %v142, 29
  %v1172 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1171
  %v1173 = load float, ptr %v1172, align 4
  %v1174 = fmul contract float %v1150, %v1173
  %v1175 = fadd contract float %v1101, %v1174
  %v1176 = fmul contract float %v1154, %v1173
  %v1177 = fadd contract float %v1103, %v1176
  %v1178 = fmul contract float %v1158, %v1173
  %v1179 = fadd contract float %v1105, %v1178
  br i1 %v16, label %v1180, label %v1181

v1180:                                       ; preds = %v1162
  %v1182 = getelementptr inbounds i8, ptr %v146, i64 3340
  %v1183 = load float, ptr %v1182, align 4
  %v1184 = fmul contract float %v1173, %v1183
  %v1185 = fadd contract float %v1112, %v1184
  br label %v1181

v1181:                                       ; preds = %v1180, %v1162
  %v1186 = phi float [ %v1185, %v1180 ], [ %v1112, %v1162 ]
  %v1187 = or disjoint i64 %v142, 45
  %v1188 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1187
  %v1189 = load float, ptr %v1188, align 4
  %v1190 = fmul contract float %v1150, %v1189
  %v1191 = fadd contract float %v1117, %v1190
  %v1192 = fmul contract float %v1154, %v1189
  %v1193 = fadd contract float %v1119, %v1192
  %v1194 = fmul contract float %v1158, %v1189
  %v1195 = fadd contract float %v1121, %v1194
  br i1 %v16, label %v1196, label %v1197

v1196:                                       ; preds = %v1181
  %v1198 = getelementptr inbounds i8, ptr %v146, i64 3340
  %v1199 = load float, ptr %v1198, align 4
  %v1200 = fmul contract float %v1189, %v1199
  %v1201 = fadd contract float %v1128, %v1200
  br label %v1197

v1197:                                       ; preds = %v1196, %v1181
  %v1202 = phi float [ %v1201, %v1196 ], [ %v1128, %v1181 ]
  br i1 %v21, label %v1203, label %v1204

v1203:                                       ; preds = %v1197
  %v1205 = or disjoint i64 %v142, 61
  %v1206 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1205
  %v1207 = load float, ptr %v1206, align 4
  %v1208 = fmul contract float %v1150, %v1207
  %v1209 = fadd contract float %v1145, %v1208
  %v1210 = fmul contract float %v1154, %v1207
  %v1211 = fadd contract float %v1144, %v1210
  %v1212 = fmul contract float %v1158, %v1207
  %v1213 = fadd contract float %v1143, %v1212
  br i1 %v16, label %v1214, label %v1204

v1204:                                       ; preds = %v1203, %v1214, %v1197
  %v1215 = phi float [ %v1216, %v1214 ], [ %v1141, %v1203 ], [ %v1141, %v1197 ]
  %v1217 = phi float [ %v1213, %v1214 ], [ %v1213, %v1203 ], [ %v1143, %v1197 ]
  %v1218 = phi float [ %v1211, %v1214 ], [ %v1211, %v1203 ], [ %v1144, %v1197 ]
  %v1219 = phi float [ %v1209, %v1214 ], [ %v1209, %v1203 ], [ %v1145, %v1197 ]
  %v1220 = or disjoint i64 %v142, 14
  %v1221 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1220
  %v1222 = load float, ptr %v1221, align 8
  %v1223 = getelementptr inbounds i8, ptr %v146, i64 3584
  %v1224 = load float, ptr %v1223, align 16
  %v1225 = fmul contract float %v1222, %v1224
  %v1226 = fadd contract float %v1152, %v1225
  %v1227 = getelementptr inbounds i8, ptr %v146, i64 3588
  %v1228 = load float, ptr %v1227, align 4
  %v1229 = fmul contract float %v1222, %v1228
  %v1230 = fadd contract float %v1156, %v1229
  %v1231 = getelementptr inbounds i8, ptr %v146, i64 3592
  %v1232 = load float, ptr %v1231, align 8
  %v1233 = fmul contract float %v1222, %v1232
  %v1234 = fadd contract float %v1160, %v1233
  br i1 %v16, label %v1235, label %v1236

v1214:                                       ; preds = %v1203
  %v1237 = getelementptr inbounds i8, ptr %v146, i64 3340
  %v1238 = load float, ptr %v1237, align 4
  %v1239 = fmul contract float %v1207, %v1238
  %v1216 = fadd contract float %v1141, %v1239
  br label %v1204

v1235:                                       ; preds = %v1204
  %v1240 = getelementptr inbounds i8, ptr %v146, i64 3596
  %v1241 = load float, ptr %v1240, align 4
  %v1242 = fmul contract float %v1222, %v1241
  %v1243 = fadd contract float %v1170, %v1242
  br label %v1236

v1236:                                       ; preds = %v1235, %v1204
  %v1244 = phi float [ %v1243, %v1235 ], [ %v1170, %v1204 ]
  %v1245 = or disjoint i64 %v142, 30
  %v1246 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1245
  %v1247 = load float, ptr %v1246, align 8
  %v1248 = fmul contract float %v1224, %v1247
  %v1249 = fadd contract float %v1175, %v1248
  %v1250 = fmul contract float %v1228, %v1247
  %v1251 = fadd contract float %v1177, %v1250
  %v1252 = fmul contract float %v1232, %v1247
  %v1253 = fadd contract float %v1179, %v1252
  br i1 %v16, label %v1254, label %v1255

v1254:                                       ; preds = %v1236
  %v1256 = getelementptr inbounds i8, ptr %v146, i64 3596
  %v1257 = load float, ptr %v1256, align 4
  %v1258 = fmul contract float %v1247, %v1257
  %v1259 = fadd contract float %v1186, %v1258
  br label %v1255

v1255:                                       ; preds = %v1254, %v1236
  %v1260 = phi float [ %v1259, %v1254 ], [ %v1186, %v1236 ]
  %v1261 = or disjoint i64 %v142, 46
  %v1262 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1261
  %v1263 = load float, ptr %v1262, align 8
  %v1264 = fmul contract float %v1224, %v1263
  %v1265 = fadd contract float %v1191, %v1264
  %v1266 = fmul contract float %v1228, %v1263
  %v1267 = fadd contract float %v1193, %v1266
  %v1268 = fmul contract float %v1232, %v1263
  %v1269 = fadd contract float %v1195, %v1268
  br i1 %v16, label %v1270, label %v1271

v1270:                                       ; preds = %v1255
  %v1272 = getelementptr inbounds i8, ptr %v146, i64 3596
  %v1273 = load float, ptr %v1272, align 4
  %v1274 = fmul contract float %v1263, %v1273
  %v1275 = fadd contract float %v1202, %v1274
  br label %v1271

v1271:                                       ; preds = %v1270, %v1255
  %v1276 = phi float [ %v1275, %v1270 ], [ %v1202, %v1255 ]
  br i1 %v21, label %v1277, label %v1278

v1277:                                       ; preds = %v1271
  %v1279 = or disjoint i64 %v142, 62
  %v1280 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1279
  %v1281 = load float, ptr %v1280, align 8
  %v1282 = fmul contract float %v1224, %v1281
  %v1283 = fadd contract float %v1219, %v1282
  %v1284 = fmul contract float %v1228, %v1281
  %v1285 = fadd contract float %v1218, %v1284
  %v1286 = fmul contract float %v1232, %v1281
  %v1287 = fadd contract float %v1217, %v1286
  br i1 %v16, label %v1288, label %v1278

v1278:                                       ; preds = %v1277, %v1288, %v1271
  %v1289 = phi float [ %v1290, %v1288 ], [ %v1215, %v1277 ], [ %v1215, %v1271 ]
  %v1291 = phi float [ %v1287, %v1288 ], [ %v1287, %v1277 ], [ %v1217, %v1271 ]
  %v1292 = phi float [ %v1285, %v1288 ], [ %v1285, %v1277 ], [ %v1218, %v1271 ]
  %v1293 = phi float [ %v1283, %v1288 ], [ %v1283, %v1277 ], [ %v1219, %v1271 ]
  %v1294 = or disjoint i64 %v142, 15
  %v1295 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1294
  %v1296 = load float, ptr %v1295, align 4
  %v1297 = getelementptr inbounds i8, ptr %v146, i64 3840
  %v1298 = load float, ptr %v1297, align 16
  %v1299 = fmul contract float %v1296, %v1298
  %v194 = fadd contract float %v1226, %v1299
  %v1300 = getelementptr inbounds i8, ptr %v146, i64 3844
  %v1301 = load float, ptr %v1300, align 4
  %v1302 = fmul contract float %v1296, %v1301
  %v192 = fadd contract float %v1230, %v1302
  %v1303 = getelementptr inbounds i8, ptr %v146, i64 3848
  %v1304 = load float, ptr %v1303, align 8
  %v1305 = fmul contract float %v1296, %v1304
  %v190 = fadd contract float %v1234, %v1305
  br i1 %v16, label %v1306, label %v1307

v1288:                                       ; preds = %v1277
  %v1308 = getelementptr inbounds i8, ptr %v146, i64 3596
  %v1309 = load float, ptr %v1308, align 4
  %v1310 = fmul contract float %v1281, %v1309
  %v1290 = fadd contract float %v1215, %v1310
  br label %v1278

v1306:                                       ; preds = %v1278
  %v1311 = getelementptr inbounds i8, ptr %v146, i64 3852
  %v1312 = load float, ptr %v1311, align 4
  %v1313 = fmul contract float %v1296, %v1312
  %v1314 = fadd contract float %v1244, %v1313
  br label %v1307

v1307:                                       ; preds = %v1306, %v1278
  %v188 = phi float [ %v1314, %v1306 ], [ %v1244, %v1278 ]
  %v1315 = or disjoint i64 %v142, 31
  %v1316 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1315
  %v1317 = load float, ptr %v1316, align 4
  %v1318 = fmul contract float %v1298, %v1317
  %v186 = fadd contract float %v1249, %v1318
  %v1319 = fmul contract float %v1301, %v1317
  %v184 = fadd contract float %v1251, %v1319
  %v1320 = fmul contract float %v1304, %v1317
  %v182 = fadd contract float %v1253, %v1320
  br i1 %v16, label %v1321, label %v1322

v1321:                                       ; preds = %v1307
  %v1323 = getelementptr inbounds i8, ptr %v146, i64 3852
  %v1324 = load float, ptr %v1323, align 4
  %v1325 = fmul contract float %v1317, %v1324
  %v1326 = fadd contract float %v1260, %v1325
  br label %v1322

v1322:                                       ; preds = %v1321, %v1307
  %v180 = phi float [ %v1326, %v1321 ], [ %v1260, %v1307 ]
  %v1327 = or disjoint i64 %v142, 47
  %v1328 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1327
  %v1329 = load float, ptr %v1328, align 4
  %v1330 = fmul contract float %v1298, %v1329
  %v178 = fadd contract float %v1265, %v1330
  %v1331 = fmul contract float %v1301, %v1329
  %v176 = fadd contract float %v1267, %v1331
  %v1332 = fmul contract float %v1304, %v1329
  %v174 = fadd contract float %v1269, %v1332
  br i1 %v16, label %v1333, label %v1334

v1333:                                       ; preds = %v1322
  %v1335 = getelementptr inbounds i8, ptr %v146, i64 3852
  %v1336 = load float, ptr %v1335, align 4
  %v1337 = fmul contract float %v1329, %v1336
  %v1338 = fadd contract float %v1276, %v1337
  br label %v1334

v1334:                                       ; preds = %v1333, %v1322
  %v172 = phi float [ %v1338, %v1333 ], [ %v1276, %v1322 ]
  br i1 %v21, label %v1339, label %v163

v1339:                                       ; preds = %v1334
  %v1340 = or disjoint i64 %v142, 63
  %v1341 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1340
  %v1342 = load float, ptr %v1341, align 4
  %v1343 = fmul contract float %v1298, %v1342
  %v1344 = fadd contract float %v1293, %v1343
  %v1345 = fmul contract float %v1301, %v1342
  %v1346 = fadd contract float %v1292, %v1345
  %v1347 = fmul contract float %v1304, %v1342
  %v1348 = fadd contract float %v1291, %v1347
  br i1 %v16, label %v1349, label %v163

v163:                                       ; preds = %v1339, %v1349, %v1334
  %v164 = phi float [ %v1350, %v1349 ], [ %v1289, %v1339 ], [ %v1289, %v1334 ]
  %v166 = phi float [ %v1348, %v1349 ], [ %v1348, %v1339 ], [ %v1291, %v1334 ]
  %v168 = phi float [ %v1346, %v1349 ], [ %v1346, %v1339 ], [ %v1292, %v1334 ]
  %v170 = phi float [ %v1344, %v1349 ], [ %v1344, %v1339 ], [ %v1293, %v1334 ]
  tail call void @llvm.nvvm.barrier0()
  br label %v78

v1349:                                       ; preds = %v1339
  %v1351 = getelementptr inbounds i8, ptr %v146, i64 3852
  %v1352 = load float, ptr %v1351, align 4
  %v1353 = fmul contract float %v1342, %v1352
  %v1350 = fadd contract float %v1289, %v1353
  br label %v163

v198:                                       ; preds = %v115
  %v1354 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v58, i32 4, <4 x i1> %v63, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v1354, ptr %v66, i32 16, <4 x i1> %v63)
  %v1355 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v70, i32 4, <4 x i1> %v74, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v1355, ptr %v75, i32 16, <4 x i1> %v74)
  br label %v199

v199:                                       ; preds = %v198, %v115
  %v1356 = shl nuw nsw i64 %v111, 10
  %v1357 = getelementptr float, ptr %v76, i64 %v1356
  %v1358 = getelementptr i8, ptr %v1357, i64 -8192
  %v1359 = load float, ptr %v1358, align 64
  %v1360 = or disjoint i64 %v1356, %v13
  %v1361 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v1360
  %v1362 = getelementptr i8, ptr %v1361, i64 -8192
  %v1363 = load float, ptr %v1362, align 16
  %v1364 = fmul contract float %v1359, %v1363
  %v1365 = fadd contract float %v109, %v1364
  %v1366 = getelementptr i8, ptr %v1361, i64 -8188
  %v1367 = load float, ptr %v1366, align 4
  %v1368 = fmul contract float %v1359, %v1367
  %v1369 = fadd contract float %v107, %v1368
  %v1370 = getelementptr i8, ptr %v1361, i64 -8184
  %v1371 = load float, ptr %v1370, align 8
  %v1372 = fmul contract float %v1359, %v1371
  %v1373 = fadd contract float %v105, %v1372
  br i1 %v16, label %v1374, label %v1375

v1374:                                       ; preds = %v199
  %v1376 = getelementptr i8, ptr %v1361, i64 -8180
  %v1377 = load float, ptr %v1376, align 4
  %v1378 = fmul contract float %v1359, %v1377
  %v1379 = fadd contract float %v103, %v1378
  br label %v1375

v1375:                                       ; preds = %v1374, %v199
  %v1380 = phi float [ %v1379, %v1374 ], [ %v103, %v199 ]
  %v1381 = getelementptr i8, ptr %v1357, i64 -8128
  %v1382 = load float, ptr %v1381, align 64
  %v1383 = fmul contract float %v1363, %v1382
  %v1384 = fadd contract float %v101, %v1383
  %v1385 = fmul contract float %v1367, %v1382
  %v1386 = fadd contract float %v99, %v1385
  %v1387 = fmul contract float %v1371, %v1382
  %v1388 = fadd contract float %v97, %v1387
  br i1 %v16, label %v1389, label %v1390

v1389:                                       ; preds = %v1375
  %v1391 = getelementptr i8, ptr %v1361, i64 -8180
  %v1392 = load float, ptr %v1391, align 4
  %v1393 = fmul contract float %v1382, %v1392
  %v1394 = fadd contract float %v95, %v1393
  br label %v1390

v1390:                                       ; preds = %v1389, %v1375
  %v1395 = phi float [ %v1394, %v1389 ], [ %v95, %v1375 ]
  %v1396 = getelementptr i8, ptr %v1357, i64 -8064
  %v1397 = load float, ptr %v1396, align 64
  %v1398 = fmul contract float %v1363, %v1397
  %v1399 = fadd contract float %v93, %v1398
  %v1400 = fmul contract float %v1367, %v1397
  %v1401 = fadd contract float %v91, %v1400
  %v1402 = fmul contract float %v1371, %v1397
  %v1403 = fadd contract float %v89, %v1402
  br i1 %v16, label %v1404, label %v1405

v1404:                                       ; preds = %v1390
  %v1406 = getelementptr i8, ptr %v1361, i64 -8180
  %v1407 = load float, ptr %v1406, align 4
  %v1408 = fmul contract float %v1397, %v1407
  %v1409 = fadd contract float %v87, %v1408
  br label %v1405

v1405:                                       ; preds = %v1404, %v1390
  %v1410 = phi float [ %v1409, %v1404 ], [ %v87, %v1390 ]
  br i1 %v21, label %v1411, label %v1412

v1411:                                       ; preds = %v1405
  %v1413 = getelementptr i8, ptr %v1357, i64 -8000
  %v1414 = load float, ptr %v1413, align 64
  %v1415 = fmul contract float %v1363, %v1414
  %v1416 = fadd contract float %v85, %v1415
  %v1417 = fmul contract float %v1367, %v1414
  %v1418 = fadd contract float %v83, %v1417
  %v1419 = fmul contract float %v1371, %v1414
  %v1420 = fadd contract float %v81, %v1419
  br i1 %v16, label %v1421, label %v1412

v1412:                                       ; preds = %v1411, %v1421, %v1405
  %v1422 = phi float [ %v1423, %v1421 ], [ %v79, %v1411 ], [ %v79, %v1405 ]
  %v1424 = phi float [ %v1420, %v1421 ], [ %v1420, %v1411 ], [ %v81, %v1405 ]
  %v1425 = phi float [ %v1418, %v1421 ], [ %v1418, %v1411 ], [ %v83, %v1405 ]
  %v1426 = phi float [ %v1416, %v1421 ], [ %v1416, %v1411 ], [ %v85, %v1405 ]
  %v1427 = getelementptr i8, ptr %v1357, i64 -8188
  %v1428 = load float, ptr %v1427, align 4
  %v1429 = getelementptr i8, ptr %v1361, i64 -7936
  %v1430 = load float, ptr %v1429, align 16
  %v1431 = fmul contract float %v1428, %v1430
  %v1432 = fadd contract float %v1365, %v1431
  %v1433 = getelementptr i8, ptr %v1361, i64 -7932
  %v1434 = load float, ptr %v1433, align 4
  %v1435 = fmul contract float %v1428, %v1434
  %v1436 = fadd contract float %v1369, %v1435
  %v1437 = getelementptr i8, ptr %v1361, i64 -7928
  %v1438 = load float, ptr %v1437, align 8
  %v1439 = fmul contract float %v1428, %v1438
  %v1440 = fadd contract float %v1373, %v1439
  br i1 %v16, label %v1441, label %v1442

v1421:                                       ; preds = %v1411
  %v1443 = getelementptr i8, ptr %v1361, i64 -8180
  %v1444 = load float, ptr %v1443, align 4
  %v1445 = fmul contract float %v1414, %v1444
  %v1423 = fadd contract float %v79, %v1445
  br label %v1412

v1441:                                       ; preds = %v1412
  %v1446 = getelementptr i8, ptr %v1361, i64 -7924
  %v1447 = load float, ptr %v1446, align 4
  %v1448 = fmul contract float %v1428, %v1447
  %v1449 = fadd contract float %v1380, %v1448
  br label %v1442

v1442:                                       ; preds = %v1441, %v1412
  %v1450 = phi float [ %v1449, %v1441 ], [ %v1380, %v1412 ]
  %v1451 = getelementptr i8, ptr %v1357, i64 -8124
  %v1452 = load float, ptr %v1451, align 4
  %v1453 = fmul contract float %v1430, %v1452
  %v1454 = fadd contract float %v1384, %v1453
  %v1455 = fmul contract float %v1434, %v1452
  %v1456 = fadd contract float %v1386, %v1455
  %v1457 = fmul contract float %v1438, %v1452
  %v1458 = fadd contract float %v1388, %v1457
  br i1 %v16, label %v1459, label %v1460

v1459:                                       ; preds = %v1442
  %v1461 = getelementptr i8, ptr %v1361, i64 -7924
  %v1462 = load float, ptr %v1461, align 4
  %v1463 = fmul contract float %v1452, %v1462
  %v1464 = fadd contract float %v1395, %v1463
  br label %v1460

v1460:                                       ; preds = %v1459, %v1442
  %v1465 = phi float [ %v1464, %v1459 ], [ %v1395, %v1442 ]
  %v1466 = getelementptr i8, ptr %v1357, i64 -8060
  %v1467 = load float, ptr %v1466, align 4
  %v1468 = fmul contract float %v1430, %v1467
  %v1469 = fadd contract float %v1399, %v1468
  %v1470 = fmul contract float %v1434, %v1467
  %v1471 = fadd contract float %v1401, %v1470
  %v1472 = fmul contract float %v1438, %v1467
  %v1473 = fadd contract float %v1403, %v1472
  br i1 %v16, label %v1474, label %v1475

v1474:                                       ; preds = %v1460
  %v1476 = getelementptr i8, ptr %v1361, i64 -7924
  %v1477 = load float, ptr %v1476, align 4
  %v1478 = fmul contract float %v1467, %v1477
  %v1479 = fadd contract float %v1410, %v1478
  br label %v1475

v1475:                                       ; preds = %v1474, %v1460
  %v1480 = phi float [ %v1479, %v1474 ], [ %v1410, %v1460 ]
  br i1 %v21, label %v1481, label %v1482

v1481:                                       ; preds = %v1475
  %v1483 = getelementptr i8, ptr %v1357, i64 -7996
  %v1484 = load float, ptr %v1483, align 4
  %v1485 = fmul contract float %v1430, %v1484
  %v1486 = fadd contract float %v1426, %v1485
  %v1487 = fmul contract float %v1434, %v1484
  %v1488 = fadd contract float %v1425, %v1487
  %v1489 = fmul contract float %v1438, %v1484
  %v1490 = fadd contract float %v1424, %v1489
  br i1 %v16, label %v1491, label %v1482

v1482:                                       ; preds = %v1481, %v1491, %v1475
  %v1492 = phi float [ %v1493, %v1491 ], [ %v1422, %v1481 ], [ %v1422, %v1475 ]
  %v1494 = phi float [ %v1490, %v1491 ], [ %v1490, %v1481 ], [ %v1424, %v1475 ]
  %v1495 = phi float [ %v1488, %v1491 ], [ %v1488, %v1481 ], [ %v1425, %v1475 ]
  %v1496 = phi float [ %v1486, %v1491 ], [ %v1486, %v1481 ], [ %v1426, %v1475 ]
  %v1497 = getelementptr i8, ptr %v1357, i64 -8184
  %v1498 = load float, ptr %v1497, align 8
  %v1499 = getelementptr i8, ptr %v1361, i64 -7680
  %v1500 = load float, ptr %v1499, align 16
  %v1501 = fmul contract float %v1498, %v1500
  %v1502 = fadd contract float %v1432, %v1501
  %v1503 = getelementptr i8, ptr %v1361, i64 -7676
  %v1504 = load float, ptr %v1503, align 4
  %v1505 = fmul contract float %v1498, %v1504
  %v1506 = fadd contract float %v1436, %v1505
  %v1507 = getelementptr i8, ptr %v1361, i64 -7672
  %v1508 = load float, ptr %v1507, align 8
  %v1509 = fmul contract float %v1498, %v1508
  %v1510 = fadd contract float %v1440, %v1509
  br i1 %v16, label %v1511, label %v1512

v1491:                                       ; preds = %v1481
  %v1513 = getelementptr i8, ptr %v1361, i64 -7924
  %v1514 = load float, ptr %v1513, align 4
  %v1515 = fmul contract float %v1484, %v1514
  %v1493 = fadd contract float %v1422, %v1515
  br label %v1482

v1511:                                       ; preds = %v1482
  %v1516 = getelementptr i8, ptr %v1361, i64 -7668
  %v1517 = load float, ptr %v1516, align 4
  %v1518 = fmul contract float %v1498, %v1517
  %v1519 = fadd contract float %v1450, %v1518
  br label %v1512

v1512:                                       ; preds = %v1511, %v1482
  %v1520 = phi float [ %v1519, %v1511 ], [ %v1450, %v1482 ]
  %v1521 = getelementptr i8, ptr %v1357, i64 -8120
  %v1522 = load float, ptr %v1521, align 8
  %v1523 = fmul contract float %v1500, %v1522
  %v1524 = fadd contract float %v1454, %v1523
  %v1525 = fmul contract float %v1504, %v1522
  %v1526 = fadd contract float %v1456, %v1525
  %v1527 = fmul contract float %v1508, %v1522
  %v1528 = fadd contract float %v1458, %v1527
  br i1 %v16, label %v1529, label %v1530

v1529:                                       ; preds = %v1512
  %v1531 = getelementptr i8, ptr %v1361, i64 -7668
  %v1532 = load float, ptr %v1531, align 4
  %v1533 = fmul contract float %v1522, %v1532
  %v1534 = fadd contract float %v1465, %v1533
  br label %v1530

v1530:                                       ; preds = %v1529, %v1512
  %v1535 = phi float [ %v1534, %v1529 ], [ %v1465, %v1512 ]
  %v1536 = getelementptr i8, ptr %v1357, i64 -8056
  %v1537 = load float, ptr %v1536, align 8
  %v1538 = fmul contract float %v1500, %v1537
  %v1539 = fadd contract float %v1469, %v1538
  %v1540 = fmul contract float %v1504, %v1537
  %v1541 = fadd contract float %v1471, %v1540
  %v1542 = fmul contract float %v1508, %v1537
  %v1543 = fadd contract float %v1473, %v1542
  br i1 %v16, label %v1544, label %v1545

v1544:                                       ; preds = %v1530
  %v1546 = getelementptr i8, ptr %v1361, i64 -7668
  %v1547 = load float, ptr %v1546, align 4
  %v1548 = fmul contract float %v1537, %v1547
  %v1549 = fadd contract float %v1480, %v1548
  br label %v1545

v1545:                                       ; preds = %v1544, %v1530
  %v1550 = phi float [ %v1549, %v1544 ], [ %v1480, %v1530 ]
  br i1 %v21, label %v1551, label %v1552

v1551:                                       ; preds = %v1545
  %v1553 = getelementptr i8, ptr %v1357, i64 -7992
  %v1554 = load float, ptr %v1553, align 8
  %v1555 = fmul contract float %v1500, %v1554
  %v1556 = fadd contract float %v1496, %v1555
  %v1557 = fmul contract float %v1504, %v1554
  %v1558 = fadd contract float %v1495, %v1557
  %v1559 = fmul contract float %v1508, %v1554
  %v1560 = fadd contract float %v1494, %v1559
  br i1 %v16, label %v1561, label %v1552

v1552:                                       ; preds = %v1551, %v1561, %v1545
  %v1562 = phi float [ %v1563, %v1561 ], [ %v1492, %v1551 ], [ %v1492, %v1545 ]
  %v1564 = phi float [ %v1560, %v1561 ], [ %v1560, %v1551 ], [ %v1494, %v1545 ]
  %v1565 = phi float [ %v1558, %v1561 ], [ %v1558, %v1551 ], [ %v1495, %v1545 ]
  %v1566 = phi float [ %v1556, %v1561 ], [ %v1556, %v1551 ], [ %v1496, %v1545 ]
  %v1567 = getelementptr i8, ptr %v1357, i64 -8180
  %v1568 = load float, ptr %v1567, align 4
  %v1569 = getelementptr i8, ptr %v1361, i64 -7424
  %v1570 = load float, ptr %v1569, align 16
  %v1571 = fmul contract float %v1568, %v1570
  %v1572 = fadd contract float %v1502, %v1571
  %v1573 = getelementptr i8, ptr %v1361, i64 -7420
  %v1574 = load float, ptr %v1573, align 4
  %v1575 = fmul contract float %v1568, %v1574
  %v1576 = fadd contract float %v1506, %v1575
  %v1577 = getelementptr i8, ptr %v1361, i64 -7416
  %v1578 = load float, ptr %v1577, align 8
  %v1579 = fmul contract float %v1568, %v1578
  %v1580 = fadd contract float %v1510, %v1579
  br i1 %v16, label %v1581, label %v1582

v1561:                                       ; preds = %v1551
  %v1583 = getelementptr i8, ptr %v1361, i64 -7668
  %v1584 = load float, ptr %v1583, align 4
  %v1585 = fmul contract float %v1554, %v1584
  %v1563 = fadd contract float %v1492, %v1585
  br label %v1552

v1581:                                       ; preds = %v1552
  %v1586 = getelementptr i8, ptr %v1361, i64 -7412
  %v1587 = load float, ptr %v1586, align 4
  %v1588 = fmul contract float %v1568, %v1587
  %v1589 = fadd contract float %v1520, %v1588
  br label %v1582

v1582:                                       ; preds = %v1581, %v1552
  %v1590 = phi float [ %v1589, %v1581 ], [ %v1520, %v1552 ]
  %v1591 = getelementptr i8, ptr %v1357, i64 -8116
  %v1592 = load float, ptr %v1591, align 4
  %v1593 = fmul contract float %v1570, %v1592
  %v1594 = fadd contract float %v1524, %v1593
  %v1595 = fmul contract float %v1574, %v1592
  %v1596 = fadd contract float %v1526, %v1595
  %v1597 = fmul contract float %v1578, %v1592
  %v1598 = fadd contract float %v1528, %v1597
  br i1 %v16, label %v1599, label %v1600

v1599:                                       ; preds = %v1582
  %v1601 = getelementptr i8, ptr %v1361, i64 -7412
  %v1602 = load float, ptr %v1601, align 4
  %v1603 = fmul contract float %v1592, %v1602
  %v1604 = fadd contract float %v1535, %v1603
  br label %v1600

v1600:                                       ; preds = %v1599, %v1582
  %v1605 = phi float [ %v1604, %v1599 ], [ %v1535, %v1582 ]
  %v1606 = getelementptr i8, ptr %v1357, i64 -8052
  %v1607 = load float, ptr %v1606, align 4
  %v1608 = fmul contract float %v1570, %v1607
  %v1609 = fadd contract float %v1539, %v1608
  %v1610 = fmul contract float %v1574, %v1607
  %v1611 = fadd contract float %v1541, %v1610
  %v1612 = fmul contract float %v1578, %v1607
  %v1613 = fadd contract float %v1543, %v1612
  br i1 %v16, label %v1614, label %v1615

v1614:                                       ; preds = %v1600
  %v1616 = getelementptr i8, ptr %v1361, i64 -7412
  %v1617 = load float, ptr %v1616, align 4
  %v1618 = fmul contract float %v1607, %v1617
  %v1619 = fadd contract float %v1550, %v1618
  br label %v1615

v1615:                                       ; preds = %v1614, %v1600
  %v1620 = phi float [ %v1619, %v1614 ], [ %v1550, %v1600 ]
  br i1 %v21, label %v1621, label %v1622

v1621:                                       ; preds = %v1615
  %v1623 = getelementptr i8, ptr %v1357, i64 -7988
  %v1624 = load float, ptr %v1623, align 4
  %v1625 = fmul contract float %v1570, %v1624
  %v1626 = fadd contract float %v1566, %v1625
  %v1627 = fmul contract float %v1574, %v1624
  %v1628 = fadd contract float %v1565, %v1627
  %v1629 = fmul contract float %v1578, %v1624
  %v1630 = fadd contract float %v1564, %v1629
  br i1 %v16, label %v1631, label %v1622

v1622:                                       ; preds = %v1621, %v1631, %v1615
  %v1632 = phi float [ %v1633, %v1631 ], [ %v1562, %v1621 ], [ %v1562, %v1615 ]
  %v1634 = phi float [ %v1630, %v1631 ], [ %v1630, %v1621 ], [ %v1564, %v1615 ]
  %v1635 = phi float [ %v1628, %v1631 ], [ %v1628, %v1621 ], [ %v1565, %v1615 ]
  %v1636 = phi float [ %v1626, %v1631 ], [ %v1626, %v1621 ], [ %v1566, %v1615 ]
  %v1637 = getelementptr i8, ptr %v1357, i64 -8176
  %v1638 = load float, ptr %v1637, align 16
  %v1639 = getelementptr i8, ptr %v1361, i64 -7168
  %v1640 = load float, ptr %v1639, align 16
  %v1641 = fmul contract float %v1638, %v1640
  %v1642 = fadd contract float %v1572, %v1641
  %v1643 = getelementptr i8, ptr %v1361, i64 -7164
  %v1644 = load float, ptr %v1643, align 4
  %v1645 = fmul contract float %v1638, %v1644
  %v1646 = fadd contract float %v1576, %v1645
  %v1647 = getelementptr i8, ptr %v1361, i64 -7160
  %v1648 = load float, ptr %v1647, align 8
  %v1649 = fmul contract float %v1638, %v1648
  %v1650 = fadd contract float %v1580, %v1649
  br i1 %v16, label %v1651, label %v1652

v1631:                                       ; preds = %v1621
  %v1653 = getelementptr i8, ptr %v1361, i64 -7412
  %v1654 = load float, ptr %v1653, align 4
  %v1655 = fmul contract float %v1624, %v1654
  %v1633 = fadd contract float %v1562, %v1655
  br label %v1622

v1651:                                       ; preds = %v1622
  %v1656 = getelementptr i8, ptr %v1361, i64 -7156
  %v1657 = load float, ptr %v1656, align 4
  %v1658 = fmul contract float %v1638, %v1657
  %v1659 = fadd contract float %v1590, %v1658
  br label %v1652

v1652:                                       ; preds = %v1651, %v1622
  %v1660 = phi float [ %v1659, %v1651 ], [ %v1590, %v1622 ]
  %v1661 = getelementptr i8, ptr %v1357, i64 -8112
  %v1662 = load float, ptr %v1661, align 16
  %v1663 = fmul contract float %v1640, %v1662
  %v1664 = fadd contract float %v1594, %v1663
  %v1665 = fmul contract float %v1644, %v1662
  %v1666 = fadd contract float %v1596, %v1665
  %v1667 = fmul contract float %v1648, %v1662
  %v1668 = fadd contract float %v1598, %v1667
  br i1 %v16, label %v1669, label %v1670

v1669:                                       ; preds = %v1652
  %v1671 = getelementptr i8, ptr %v1361, i64 -7156
  %v1672 = load float, ptr %v1671, align 4
  %v1673 = fmul contract float %v1662, %v1672
  %v1674 = fadd contract float %v1605, %v1673
  br label %v1670

v1670:                                       ; preds = %v1669, %v1652
  %v1675 = phi float [ %v1674, %v1669 ], [ %v1605, %v1652 ]
  %v1676 = getelementptr i8, ptr %v1357, i64 -8048
  %v1677 = load float, ptr %v1676, align 16
  %v1678 = fmul contract float %v1640, %v1677
  %v1679 = fadd contract float %v1609, %v1678
  %v1680 = fmul contract float %v1644, %v1677
  %v1681 = fadd contract float %v1611, %v1680
  %v1682 = fmul contract float %v1648, %v1677
  %v1683 = fadd contract float %v1613, %v1682
  br i1 %v16, label %v1684, label %v1685

v1684:                                       ; preds = %v1670
  %v1686 = getelementptr i8, ptr %v1361, i64 -7156
  %v1687 = load float, ptr %v1686, align 4
  %v1688 = fmul contract float %v1677, %v1687
  %v1689 = fadd contract float %v1620, %v1688
  br label %v1685

v1685:                                       ; preds = %v1684, %v1670
  %v1690 = phi float [ %v1689, %v1684 ], [ %v1620, %v1670 ]
  br i1 %v21, label %v1691, label %v1692

v1691:                                       ; preds = %v1685
  %v1693 = getelementptr i8, ptr %v1357, i64 -7984
  %v1694 = load float, ptr %v1693, align 16
  %v1695 = fmul contract float %v1640, %v1694
  %v1696 = fadd contract float %v1636, %v1695
  %v1697 = fmul contract float %v1644, %v1694
  %v1698 = fadd contract float %v1635, %v1697
  %v1699 = fmul contract float %v1648, %v1694
  %v1700 = fadd contract float %v1634, %v1699
  br i1 %v16, label %v1701, label %v1692

v1692:                                       ; preds = %v1691, %v1701, %v1685
  %v1702 = phi float [ %v1703, %v1701 ], [ %v1632, %v1691 ], [ %v1632, %v1685 ]
  %v1704 = phi float [ %v1700, %v1701 ], [ %v1700, %v1691 ], [ %v1634, %v1685 ]
  %v1705 = phi float [ %v1698, %v1701 ], [ %v1698, %v1691 ], [ %v1635, %v1685 ]
  %v1706 = phi float [ %v1696, %v1701 ], [ %v1696, %v1691 ], [ %v1636, %v1685 ]
  %v1707 = getelementptr i8, ptr %v1357, i64 -8172
  %v1708 = load float, ptr %v1707, align 4
  %v1709 = getelementptr i8, ptr %v1361, i64 -6912
  %v1710 = load float, ptr %v1709, align 16
  %v1711 = fmul contract float %v1708, %v1710
  %v1712 = fadd contract float %v1642, %v1711
  %v1713 = getelementptr i8, ptr %v1361, i64 -6908
  %v1714 = load float, ptr %v1713, align 4
  %v1715 = fmul contract float %v1708, %v1714
  %v1716 = fadd contract float %v1646, %v1715
  %v1717 = getelementptr i8, ptr %v1361, i64 -6904
  %v1718 = load float, ptr %v1717, align 8
  %v1719 = fmul contract float %v1708, %v1718
  %v1720 = fadd contract float %v1650, %v1719
  br i1 %v16, label %v1721, label %v1722

v1701:                                       ; preds = %v1691
  %v1723 = getelementptr i8, ptr %v1361, i64 -7156
  %v1724 = load float, ptr %v1723, align 4
  %v1725 = fmul contract float %v1694, %v1724
  %v1703 = fadd contract float %v1632, %v1725
  br label %v1692

v1721:                                       ; preds = %v1692
  %v1726 = getelementptr i8, ptr %v1361, i64 -6900
  %v1727 = load float, ptr %v1726, align 4
  %v1728 = fmul contract float %v1708, %v1727
  %v1729 = fadd contract float %v1660, %v1728
  br label %v1722

v1722:                                       ; preds = %v1721, %v1692
  %v1730 = phi float [ %v1729, %v1721 ], [ %v1660, %v1692 ]
  %v1731 = getelementptr i8, ptr %v1357, i64 -8108
  %v1732 = load float, ptr %v1731, align 4
  %v1733 = fmul contract float %v1710, %v1732
  %v1734 = fadd contract float %v1664, %v1733
  %v1735 = fmul contract float %v1714, %v1732
  %v1736 = fadd contract float %v1666, %v1735
  %v1737 = fmul contract float %v1718, %v1732
  %v1738 = fadd contract float %v1668, %v1737
  br i1 %v16, label %v1739, label %v1740

v1739:                                       ; preds = %v1722
  %v1741 = getelementptr i8, ptr %v1361, i64 -6900
  %v1742 = load float, ptr %v1741, align 4
  %v1743 = fmul contract float %v1732, %v1742
  %v1744 = fadd contract float %v1675, %v1743
  br label %v1740

v1740:                                       ; preds = %v1739, %v1722
  %v1745 = phi float [ %v1744, %v1739 ], [ %v1675, %v1722 ]
  %v1746 = getelementptr i8, ptr %v1357, i64 -8044
  %v1747 = load float, ptr %v1746, align 4
  %v1748 = fmul contract float %v1710, %v1747
  %v1749 = fadd contract float %v1679, %v1748
  %v1750 = fmul contract float %v1714, %v1747
  %v1751 = fadd contract float %v1681, %v1750
  %v1752 = fmul contract float %v1718, %v1747
  %v1753 = fadd contract float %v1683, %v1752
  br i1 %v16, label %v1754, label %v1755

v1754:                                       ; preds = %v1740
  %v1756 = getelementptr i8, ptr %v1361, i64 -6900
  %v1757 = load float, ptr %v1756, align 4
  %v1758 = fmul contract float %v1747, %v1757
  %v1759 = fadd contract float %v1690, %v1758
  br label %v1755

v1755:                                       ; preds = %v1754, %v1740
  %v1760 = phi float [ %v1759, %v1754 ], [ %v1690, %v1740 ]
  br i1 %v21, label %v1761, label %v1762

v1761:                                       ; preds = %v1755
  %v1763 = getelementptr i8, ptr %v1357, i64 -7980
  %v1764 = load float, ptr %v1763, align 4
  %v1765 = fmul contract float %v1710, %v1764
  %v1766 = fadd contract float %v1706, %v1765
  %v1767 = fmul contract float %v1714, %v1764
  %v1768 = fadd contract float %v1705, %v1767
  %v1769 = fmul contract float %v1718, %v1764
  %v1770 = fadd contract float %v1704, %v1769
  br i1 %v16, label %v1771, label %v1762

v1762:                                       ; preds = %v1761, %v1771, %v1755
  %v1772 = phi float [ %v1773, %v1771 ], [ %v1702, %v1761 ], [ %v1702, %v1755 ]
  %v1774 = phi float [ %v1770, %v1771 ], [ %v1770, %v1761 ], [ %v1704, %v1755 ]
  %v1775 = phi float [ %v1768, %v1771 ], [ %v1768, %v1761 ], [ %v1705, %v1755 ]
  %v1776 = phi float [ %v1766, %v1771 ], [ %v1766, %v1761 ], [ %v1706, %v1755 ]
  %v1777 = getelementptr i8, ptr %v1357, i64 -8168
  %v1778 = load float, ptr %v1777, align 8
  %v1779 = getelementptr i8, ptr %v1361, i64 -6656
  %v1780 = load float, ptr %v1779, align 16
  %v1781 = fmul contract float %v1778, %v1780
  %v1782 = fadd contract float %v1712, %v1781
  %v1783 = getelementptr i8, ptr %v1361, i64 -6652
  %v1784 = load float, ptr %v1783, align 4
  %v1785 = fmul contract float %v1778, %v1784
  %v1786 = fadd contract float %v1716, %v1785
  %v1787 = getelementptr i8, ptr %v1361, i64 -6648
  %v1788 = load float, ptr %v1787, align 8
  %v1789 = fmul contract float %v1778, %v1788
  %v1790 = fadd contract float %v1720, %v1789
  br i1 %v16, label %v1791, label %v1792

v1771:                                       ; preds = %v1761
  %v1793 = getelementptr i8, ptr %v1361, i64 -6900
  %v1794 = load float, ptr %v1793, align 4
  %v1795 = fmul contract float %v1764, %v1794
  %v1773 = fadd contract float %v1702, %v1795
  br label %v1762

v1791:                                       ; preds = %v1762
  %v1796 = getelementptr i8, ptr %v1361, i64 -6644
  %v1797 = load float, ptr %v1796, align 4
  %v1798 = fmul contract float %v1778, %v1797
  %v1799 = fadd contract float %v1730, %v1798
  br label %v1792

v1792:                                       ; preds = %v1791, %v1762
  %v1800 = phi float [ %v1799, %v1791 ], [ %v1730, %v1762 ]
  %v1801 = getelementptr i8, ptr %v1357, i64 -8104
  %v1802 = load float, ptr %v1801, align 8
  %v1803 = fmul contract float %v1780, %v1802
  %v1804 = fadd contract float %v1734, %v1803
  %v1805 = fmul contract float %v1784, %v1802
  %v1806 = fadd contract float %v1736, %v1805
  %v1807 = fmul contract float %v1788, %v1802
  %v1808 = fadd contract float %v1738, %v1807
  br i1 %v16, label %v1809, label %v1810

v1809:                                       ; preds = %v1792
  %v1811 = getelementptr i8, ptr %v1361, i64 -6644
  %v1812 = load float, ptr %v1811, align 4
  %v1813 = fmul contract float %v1802, %v1812
  %v1814 = fadd contract float %v1745, %v1813
  br label %v1810

v1810:                                       ; preds = %v1809, %v1792
  %v1815 = phi float [ %v1814, %v1809 ], [ %v1745, %v1792 ]
  %v1816 = getelementptr i8, ptr %v1357, i64 -8040
  %v1817 = load float, ptr %v1816, align 8
  %v1818 = fmul contract float %v1780, %v1817
  %v1819 = fadd contract float %v1749, %v1818
  %v1820 = fmul contract float %v1784, %v1817
  %v1821 = fadd contract float %v1751, %v1820
  %v1822 = fmul contract float %v1788, %v1817
  %v1823 = fadd contract float %v1753, %v1822
  br i1 %v16, label %v1824, label %v1825

v1824:                                       ; preds = %v1810
  %v1826 = getelementptr i8, ptr %v1361, i64 -6644
  %v1827 = load float, ptr %v1826, align 4
  %v1828 = fmul contract float %v1817, %v1827
  %v1829 = fadd contract float %v1760, %v1828
  br label %v1825

v1825:                                       ; preds = %v1824, %v1810
  %v1830 = phi float [ %v1829, %v1824 ], [ %v1760, %v1810 ]
  br i1 %v21, label %v1831, label %v1832

v1831:                                       ; preds = %v1825
  %v1833 = getelementptr i8, ptr %v1357, i64 -7976
  %v1834 = load float, ptr %v1833, align 8
  %v1835 = fmul contract float %v1780, %v1834
  %v1836 = fadd contract float %v1776, %v1835
  %v1837 = fmul contract float %v1784, %v1834
  %v1838 = fadd contract float %v1775, %v1837
  %v1839 = fmul contract float %v1788, %v1834
  %v1840 = fadd contract float %v1774, %v1839
  br i1 %v16, label %v1841, label %v1832

v1832:                                       ; preds = %v1831, %v1841, %v1825
  %v1842 = phi float [ %v1843, %v1841 ], [ %v1772, %v1831 ], [ %v1772, %v1825 ]
  %v1844 = phi float [ %v1840, %v1841 ], [ %v1840, %v1831 ], [ %v1774, %v1825 ]
  %v1845 = phi float [ %v1838, %v1841 ], [ %v1838, %v1831 ], [ %v1775, %v1825 ]
  %v1846 = phi float [ %v1836, %v1841 ], [ %v1836, %v1831 ], [ %v1776, %v1825 ]
  %v1847 = getelementptr i8, ptr %v1357, i64 -8164
  %v1848 = load float, ptr %v1847, align 4
  %v1849 = getelementptr i8, ptr %v1361, i64 -6400
  %v1850 = load float, ptr %v1849, align 16
  %v1851 = fmul contract float %v1848, %v1850
  %v1852 = fadd contract float %v1782, %v1851
  %v1853 = getelementptr i8, ptr %v1361, i64 -6396
  %v1854 = load float, ptr %v1853, align 4
  %v1855 = fmul contract float %v1848, %v1854
  %v1856 = fadd contract float %v1786, %v1855
  %v1857 = getelementptr i8, ptr %v1361, i64 -6392
  %v1858 = load float, ptr %v1857, align 8
  %v1859 = fmul contract float %v1848, %v1858
  %v1860 = fadd contract float %v1790, %v1859
  br i1 %v16, label %v1861, label %v1862

v1841:                                       ; preds = %v1831
  %v1863 = getelementptr i8, ptr %v1361, i64 -6644
  %v1864 = load float, ptr %v1863, align 4
  %v1865 = fmul contract float %v1834, %v1864
  %v1843 = fadd contract float %v1772, %v1865
  br label %v1832

v1861:                                       ; preds = %v1832
  %v1866 = getelementptr i8, ptr %v1361, i64 -6388
  %v1867 = load float, ptr %v1866, align 4
  %v1868 = fmul contract float %v1848, %v1867
  %v1869 = fadd contract float %v1800, %v1868
  br label %v1862

v1862:                                       ; preds = %v1861, %v1832
  %v1870 = phi float [ %v1869, %v1861 ], [ %v1800, %v1832 ]
  %v1871 = getelementptr i8, ptr %v1357, i64 -8100
  %v1872 = load float, ptr %v1871, align 4
  %v1873 = fmul contract float %v1850, %v1872
  %v1874 = fadd contract float %v1804, %v1873
  %v1875 = fmul contract float %v1854, %v1872
  %v1876 = fadd contract float %v1806, %v1875
  %v1877 = fmul contract float %v1858, %v1872
  %v1878 = fadd contract float %v1808, %v1877
  br i1 %v16, label %v1879, label %v1880

v1879:                                       ; preds = %v1862
  %v1881 = getelementptr i8, ptr %v1361, i64 -6388
  %v1882 = load float, ptr %v1881, align 4
  %v1883 = fmul contract float %v1872, %v1882
  %v1884 = fadd contract float %v1815, %v1883
  br label %v1880

v1880:                                       ; preds = %v1879, %v1862
  %v1885 = phi float [ %v1884, %v1879 ], [ %v1815, %v1862 ]
  %v1886 = getelementptr i8, ptr %v1357, i64 -8036
  %v1887 = load float, ptr %v1886, align 4
  %v1888 = fmul contract float %v1850, %v1887
  %v1889 = fadd contract float %v1819, %v1888
  %v1890 = fmul contract float %v1854, %v1887
  %v1891 = fadd contract float %v1821, %v1890
  %v1892 = fmul contract float %v1858, %v1887
  %v1893 = fadd contract float %v1823, %v1892
  br i1 %v16, label %v1894, label %v1895

v1894:                                       ; preds = %v1880
  %v1896 = getelementptr i8, ptr %v1361, i64 -6388
  %v1897 = load float, ptr %v1896, align 4
  %v1898 = fmul contract float %v1887, %v1897
  %v1899 = fadd contract float %v1830, %v1898
  br label %v1895

v1895:                                       ; preds = %v1894, %v1880
  %v1900 = phi float [ %v1899, %v1894 ], [ %v1830, %v1880 ]
  br i1 %v21, label %v1901, label %v1902

v1901:                                       ; preds = %v1895
  %v1903 = getelementptr i8, ptr %v1357, i64 -7972
  %v1904 = load float, ptr %v1903, align 4
  %v1905 = fmul contract float %v1850, %v1904
  %v1906 = fadd contract float %v1846, %v1905
  %v1907 = fmul contract float %v1854, %v1904
  %v1908 = fadd contract float %v1845, %v1907
  %v1909 = fmul contract float %v1858, %v1904
  %v1910 = fadd contract float %v1844, %v1909
  br i1 %v16, label %v1911, label %v1902

v1902:                                       ; preds = %v1901, %v1911, %v1895
  %v1912 = phi float [ %v1913, %v1911 ], [ %v1842, %v1901 ], [ %v1842, %v1895 ]
  %v1914 = phi float [ %v1910, %v1911 ], [ %v1910, %v1901 ], [ %v1844, %v1895 ]
  %v1915 = phi float [ %v1908, %v1911 ], [ %v1908, %v1901 ], [ %v1845, %v1895 ]
  %v1916 = phi float [ %v1906, %v1911 ], [ %v1906, %v1901 ], [ %v1846, %v1895 ]
  %v1917 = getelementptr i8, ptr %v1357, i64 -8160
  %v1918 = load float, ptr %v1917, align 32
  %v1919 = getelementptr i8, ptr %v1361, i64 -6144
  %v1920 = load float, ptr %v1919, align 16
  %v1921 = fmul contract float %v1918, %v1920
  %v1922 = fadd contract float %v1852, %v1921
  %v1923 = getelementptr i8, ptr %v1361, i64 -6140
  %v1924 = load float, ptr %v1923, align 4
  %v1925 = fmul contract float %v1918, %v1924
  %v1926 = fadd contract float %v1856, %v1925
  %v1927 = getelementptr i8, ptr %v1361, i64 -6136
  %v1928 = load float, ptr %v1927, align 8
  %v1929 = fmul contract float %v1918, %v1928
  %v1930 = fadd contract float %v1860, %v1929
  br i1 %v16, label %v1931, label %v1932

v1911:                                       ; preds = %v1901
  %v1933 = getelementptr i8, ptr %v1361, i64 -6388
  %v1934 = load float, ptr %v1933, align 4
  %v1935 = fmul contract float %v1904, %v1934
  %v1913 = fadd contract float %v1842, %v1935
  br label %v1902

v1931:                                       ; preds = %v1902
  %v1936 = getelementptr i8, ptr %v1361, i64 -6132
  %v1937 = load float, ptr %v1936, align 4
  %v1938 = fmul contract float %v1918, %v1937
  %v1939 = fadd contract float %v1870, %v1938
  br label %v1932

v1932:                                       ; preds = %v1931, %v1902
  %v1940 = phi float [ %v1939, %v1931 ], [ %v1870, %v1902 ]
  %v1941 = getelementptr i8, ptr %v1357, i64 -8096
  %v1942 = load float, ptr %v1941, align 32
  %v1943 = fmul contract float %v1920, %v1942
  %v1944 = fadd contract float %v1874, %v1943
  %v1945 = fmul contract float %v1924, %v1942
  %v1946 = fadd contract float %v1876, %v1945
  %v1947 = fmul contract float %v1928, %v1942
  %v1948 = fadd contract float %v1878, %v1947
  br i1 %v16, label %v1949, label %v1950

v1949:                                       ; preds = %v1932
  %v1951 = getelementptr i8, ptr %v1361, i64 -6132
  %v1952 = load float, ptr %v1951, align 4
  %v1953 = fmul contract float %v1942, %v1952
  %v1954 = fadd contract float %v1885, %v1953
  br label %v1950

v1950:                                       ; preds = %v1949, %v1932
  %v1955 = phi float [ %v1954, %v1949 ], [ %v1885, %v1932 ]
  %v1956 = getelementptr i8, ptr %v1357, i64 -8032
  %v1957 = load float, ptr %v1956, align 32
  %v1958 = fmul contract float %v1920, %v1957
  %v1959 = fadd contract float %v1889, %v1958
  %v1960 = fmul contract float %v1924, %v1957
  %v1961 = fadd contract float %v1891, %v1960
  %v1962 = fmul contract float %v1928, %v1957
  %v1963 = fadd contract float %v1893, %v1962
  br i1 %v16, label %v1964, label %v1965

v1964:                                       ; preds = %v1950
  %v1966 = getelementptr i8, ptr %v1361, i64 -6132
  %v1967 = load float, ptr %v1966, align 4
  %v1968 = fmul contract float %v1957, %v1967
  %v1969 = fadd contract float %v1900, %v1968
  br label %v1965

v1965:                                       ; preds = %v1964, %v1950
  %v1970 = phi float [ %v1969, %v1964 ], [ %v1900, %v1950 ]
  br i1 %v21, label %v1971, label %v1972

v1971:                                       ; preds = %v1965
  %v1973 = getelementptr i8, ptr %v1357, i64 -7968
  %v1974 = load float, ptr %v1973, align 32
  %v1975 = fmul contract float %v1920, %v1974
  %v1976 = fadd contract float %v1916, %v1975
  %v1977 = fmul contract float %v1924, %v1974
  %v1978 = fadd contract float %v1915, %v1977
  %v1979 = fmul contract float %v1928, %v1974
  %v1980 = fadd contract float %v1914, %v1979
  br i1 %v16, label %v1981, label %v1972

v1972:                                       ; preds = %v1971, %v1981, %v1965
  %v1982 = phi float [ %v1983, %v1981 ], [ %v1912, %v1971 ], [ %v1912, %v1965 ]
  %v1984 = phi float [ %v1980, %v1981 ], [ %v1980, %v1971 ], [ %v1914, %v1965 ]
  %v1985 = phi float [ %v1978, %v1981 ], [ %v1978, %v1971 ], [ %v1915, %v1965 ]
  %v1986 = phi float [ %v1976, %v1981 ], [ %v1976, %v1971 ], [ %v1916, %v1965 ]
  %v1987 = getelementptr i8, ptr %v1357, i64 -8156
  %v1988 = load float, ptr %v1987, align 4
  %v1989 = getelementptr i8, ptr %v1361, i64 -5888
  %v1990 = load float, ptr %v1989, align 16
  %v1991 = fmul contract float %v1988, %v1990
  %v1992 = fadd contract float %v1922, %v1991
  %v1993 = getelementptr i8, ptr %v1361, i64 -5884
  %v1994 = load float, ptr %v1993, align 4
  %v1995 = fmul contract float %v1988, %v1994
  %v1996 = fadd contract float %v1926, %v1995
  %v1997 = getelementptr i8, ptr %v1361, i64 -5880
  %v1998 = load float, ptr %v1997, align 8
  %v1999 = fmul contract float %v1988, %v1998
  %v2000 = fadd contract float %v1930, %v1999
  br i1 %v16, label %v2001, label %v2002

v1981:                                       ; preds = %v1971
  %v2003 = getelementptr i8, ptr %v1361, i64 -6132
  %v2004 = load float, ptr %v2003, align 4
  %v2005 = fmul contract float %v1974, %v2004
  %v1983 = fadd contract float %v1912, %v2005
  br label %v1972

v2001:                                       ; preds = %v1972
  %v2006 = getelementptr i8, ptr %v1361, i64 -5876
  %v2007 = load float, ptr %v2006, align 4
  %v2008 = fmul contract float %v1988, %v2007
  %v2009 = fadd contract float %v1940, %v2008
  br label %v2002

v2002:                                       ; preds = %v2001, %v1972
  %v2010 = phi float [ %v2009, %v2001 ], [ %v1940, %v1972 ]
  %v2011 = getelementptr i8, ptr %v1357, i64 -8092
  %v2012 = load float, ptr %v2011, align 4
  %v2013 = fmul contract float %v1990, %v2012
  %v2014 = fadd contract float %v1944, %v2013
  %v2015 = fmul contract float %v1994, %v2012
  %v2016 = fadd contract float %v1946, %v2015
  %v2017 = fmul contract float %v1998, %v2012
  %v2018 = fadd contract float %v1948, %v2017
  br i1 %v16, label %v2019, label %v2020

v2019:                                       ; preds = %v2002
  %v2021 = getelementptr i8, ptr %v1361, i64 -5876
  %v2022 = load float, ptr %v2021, align 4
  %v2023 = fmul contract float %v2012, %v2022
  %v2024 = fadd contract float %v1955, %v2023
  br label %v2020

v2020:                                       ; preds = %v2019, %v2002
  %v2025 = phi float [ %v2024, %v2019 ], [ %v1955, %v2002 ]
  %v2026 = getelementptr i8, ptr %v1357, i64 -8028
  %v2027 = load float, ptr %v2026, align 4
  %v2028 = fmul contract float %v1990, %v2027
  %v2029 = fadd contract float %v1959, %v2028
  %v2030 = fmul contract float %v1994, %v2027
  %v2031 = fadd contract float %v1961, %v2030
  %v2032 = fmul contract float %v1998, %v2027
  %v2033 = fadd contract float %v1963, %v2032
  br i1 %v16, label %v2034, label %v2035

v2034:                                       ; preds = %v2020
  %v2036 = getelementptr i8, ptr %v1361, i64 -5876
  %v2037 = load float, ptr %v2036, align 4
  %v2038 = fmul contract float %v2027, %v2037
  %v2039 = fadd contract float %v1970, %v2038
  br label %v2035

v2035:                                       ; preds = %v2034, %v2020
  %v2040 = phi float [ %v2039, %v2034 ], [ %v1970, %v2020 ]
  br i1 %v21, label %v2041, label %v2042

v2041:                                       ; preds = %v2035
  %v2043 = getelementptr i8, ptr %v1357, i64 -7964
  %v2044 = load float, ptr %v2043, align 4
  %v2045 = fmul contract float %v1990, %v2044
  %v2046 = fadd contract float %v1986, %v2045
  %v2047 = fmul contract float %v1994, %v2044
  %v2048 = fadd contract float %v1985, %v2047
  %v2049 = fmul contract float %v1998, %v2044
  %v2050 = fadd contract float %v1984, %v2049
  br i1 %v16, label %v2051, label %v2042

v2042:                                       ; preds = %v2041, %v2051, %v2035
  %v2052 = phi float [ %v2053, %v2051 ], [ %v1982, %v2041 ], [ %v1982, %v2035 ]
  %v2054 = phi float [ %v2050, %v2051 ], [ %v2050, %v2041 ], [ %v1984, %v2035 ]
  %v2055 = phi float [ %v2048, %v2051 ], [ %v2048, %v2041 ], [ %v1985, %v2035 ]
  %v2056 = phi float [ %v2046, %v2051 ], [ %v2046, %v2041 ], [ %v1986, %v2035 ]
  %v2057 = getelementptr i8, ptr %v1357, i64 -8152
  %v2058 = load float, ptr %v2057, align 8
  %v2059 = getelementptr i8, ptr %v1361, i64 -5632
  %v2060 = load float, ptr %v2059, align 16
  %v2061 = fmul contract float %v2058, %v2060
  %v2062 = fadd contract float %v1992, %v2061
  %v2063 = getelementptr i8, ptr %v1361, i64 -5628
  %v2064 = load float, ptr %v2063, align 4
  %v2065 = fmul contract float %v2058, %v2064
  %v2066 = fadd contract float %v1996, %v2065
  %v2067 = getelementptr i8, ptr %v1361, i64 -5624
  %v2068 = load float, ptr %v2067, align 8
  %v2069 = fmul contract float %v2058, %v2068
  %v2070 = fadd contract float %v2000, %v2069
  br i1 %v16, label %v2071, label %v2072

v2051:                                       ; preds = %v2041
  %v2073 = getelementptr i8, ptr %v1361, i64 -5876
  %v2074 = load float, ptr %v2073, align 4
  %v2075 = fmul contract float %v2044, %v2074
  %v2053 = fadd contract float %v1982, %v2075
  br label %v2042

v2071:                                       ; preds = %v2042
  %v2076 = getelementptr i8, ptr %v1361, i64 -5620
  %v2077 = load float, ptr %v2076, align 4
  %v2078 = fmul contract float %v2058, %v2077
  %v2079 = fadd contract float %v2010, %v2078
  br label %v2072

v2072:                                       ; preds = %v2071, %v2042
  %v2080 = phi float [ %v2079, %v2071 ], [ %v2010, %v2042 ]
  %v2081 = getelementptr i8, ptr %v1357, i64 -8088
  %v2082 = load float, ptr %v2081, align 8
  %v2083 = fmul contract float %v2060, %v2082
  %v2084 = fadd contract float %v2014, %v2083
  %v2085 = fmul contract float %v2064, %v2082
  %v2086 = fadd contract float %v2016, %v2085
  %v2087 = fmul contract float %v2068, %v2082
  %v2088 = fadd contract float %v2018, %v2087
  br i1 %v16, label %v2089, label %v2090

v2089:                                       ; preds = %v2072
  %v2091 = getelementptr i8, ptr %v1361, i64 -5620
  %v2092 = load float, ptr %v2091, align 4
  %v2093 = fmul contract float %v2082, %v2092
  %v2094 = fadd contract float %v2025, %v2093
  br label %v2090

v2090:                                       ; preds = %v2089, %v2072
  %v2095 = phi float [ %v2094, %v2089 ], [ %v2025, %v2072 ]
  %v2096 = getelementptr i8, ptr %v1357, i64 -8024
  %v2097 = load float, ptr %v2096, align 8
  %v2098 = fmul contract float %v2060, %v2097
  %v2099 = fadd contract float %v2029, %v2098
  %v2100 = fmul contract float %v2064, %v2097
  %v2101 = fadd contract float %v2031, %v2100
  %v2102 = fmul contract float %v2068, %v2097
  %v2103 = fadd contract float %v2033, %v2102
  br i1 %v16, label %v2104, label %v2105

v2104:                                       ; preds = %v2090
  %v2106 = getelementptr i8, ptr %v1361, i64 -5620
  %v2107 = load float, ptr %v2106, align 4
  %v2108 = fmul contract float %v2097, %v2107
  %v2109 = fadd contract float %v2040, %v2108
  br label %v2105

v2105:                                       ; preds = %v2104, %v2090
  %v2110 = phi float [ %v2109, %v2104 ], [ %v2040, %v2090 ]
  br i1 %v21, label %v2111, label %v2112

v2111:                                       ; preds = %v2105
  %v2113 = getelementptr i8, ptr %v1357, i64 -7960
  %v2114 = load float, ptr %v2113, align 8
  %v2115 = fmul contract float %v2060, %v2114
  %v2116 = fadd contract float %v2056, %v2115
  %v2117 = fmul contract float %v2064, %v2114
  %v2118 = fadd contract float %v2055, %v2117
  %v2119 = fmul contract float %v2068, %v2114
  %v2120 = fadd contract float %v2054, %v2119
  br i1 %v16, label %v2121, label %v2112

v2112:                                       ; preds = %v2111, %v2121, %v2105
  %v2122 = phi float [ %v2123, %v2121 ], [ %v2052, %v2111 ], [ %v2052, %v2105 ]
  %v2124 = phi float [ %v2120, %v2121 ], [ %v2120, %v2111 ], [ %v2054, %v2105 ]
  %v2125 = phi float [ %v2118, %v2121 ], [ %v2118, %v2111 ], [ %v2055, %v2105 ]
  %v2126 = phi float [ %v2116, %v2121 ], [ %v2116, %v2111 ], [ %v2056, %v2105 ]
  %v2127 = getelementptr i8, ptr %v1357, i64 -8148
  %v2128 = load float, ptr %v2127, align 4
  %v2129 = getelementptr i8, ptr %v1361, i64 -5376
  %v2130 = load float, ptr %v2129, align 16
  %v2131 = fmul contract float %v2128, %v2130
  %v2132 = fadd contract float %v2062, %v2131
  %v2133 = getelementptr i8, ptr %v1361, i64 -5372
  %v2134 = load float, ptr %v2133, align 4
  %v2135 = fmul contract float %v2128, %v2134
  %v2136 = fadd contract float %v2066, %v2135
  %v2137 = getelementptr i8, ptr %v1361, i64 -5368
  %v2138 = load float, ptr %v2137, align 8
  %v2139 = fmul contract float %v2128, %v2138
  %v2140 = fadd contract float %v2070, %v2139
  br i1 %v16, label %v2141, label %v2142

v2121:                                       ; preds = %v2111
  %v2143 = getelementptr i8, ptr %v1361, i64 -5620
  %v2144 = load float, ptr %v2143, align 4
  %v2145 = fmul contract float %v2114, %v2144
  %v2123 = fadd contract float %v2052, %v2145
  br label %v2112

v2141:                                       ; preds = %v2112
  %v2146 = getelementptr i8, ptr %v1361, i64 -5364
  %v2147 = load float, ptr %v2146, align 4
  %v2148 = fmul contract float %v2128, %v2147
  %v2149 = fadd contract float %v2080, %v2148
  br label %v2142

v2142:                                       ; preds = %v2141, %v2112
  %v2150 = phi float [ %v2149, %v2141 ], [ %v2080, %v2112 ]
  %v2151 = getelementptr i8, ptr %v1357, i64 -8084
  %v2152 = load float, ptr %v2151, align 4
  %v2153 = fmul contract float %v2130, %v2152
  %v2154 = fadd contract float %v2084, %v2153
  %v2155 = fmul contract float %v2134, %v2152
  %v2156 = fadd contract float %v2086, %v2155
  %v2157 = fmul contract float %v2138, %v2152
  %v2158 = fadd contract float %v2088, %v2157
  br i1 %v16, label %v2159, label %v2160

v2159:                                       ; preds = %v2142
  %v2161 = getelementptr i8, ptr %v1361, i64 -5364
  %v2162 = load float, ptr %v2161, align 4
  %v2163 = fmul contract float %v2152, %v2162
  %v2164 = fadd contract float %v2095, %v2163
  br label %v2160

v2160:                                       ; preds = %v2159, %v2142
  %v2165 = phi float [ %v2164, %v2159 ], [ %v2095, %v2142 ]
  %v2166 = getelementptr i8, ptr %v1357, i64 -8020
  %v2167 = load float, ptr %v2166, align 4
  %v2168 = fmul contract float %v2130, %v2167
  %v2169 = fadd contract float %v2099, %v2168
  %v2170 = fmul contract float %v2134, %v2167
  %v2171 = fadd contract float %v2101, %v2170
  %v2172 = fmul contract float %v2138, %v2167
  %v2173 = fadd contract float %v2103, %v2172
  br i1 %v16, label %v2174, label %v2175

v2174:                                       ; preds = %v2160
  %v2176 = getelementptr i8, ptr %v1361, i64 -5364
  %v2177 = load float, ptr %v2176, align 4
  %v2178 = fmul contract float %v2167, %v2177
  %v2179 = fadd contract float %v2110, %v2178
  br label %v2175

v2175:                                       ; preds = %v2174, %v2160
  %v2180 = phi float [ %v2179, %v2174 ], [ %v2110, %v2160 ]
  br i1 %v21, label %v2181, label %v2182

v2181:                                       ; preds = %v2175
  %v2183 = getelementptr i8, ptr %v1357, i64 -7956
  %v2184 = load float, ptr %v2183, align 4
  %v2185 = fmul contract float %v2130, %v2184
  %v2186 = fadd contract float %v2126, %v2185
  %v2187 = fmul contract float %v2134, %v2184
  %v2188 = fadd contract float %v2125, %v2187
  %v2189 = fmul contract float %v2138, %v2184
  %v2190 = fadd contract float %v2124, %v2189
  br i1 %v16, label %v2191, label %v2182

v2182:                                       ; preds = %v2181, %v2191, %v2175
  %v2192 = phi float [ %v2193, %v2191 ], [ %v2122, %v2181 ], [ %v2122, %v2175 ]
  %v2194 = phi float [ %v2190, %v2191 ], [ %v2190, %v2181 ], [ %v2124, %v2175 ]
  %v2195 = phi float [ %v2188, %v2191 ], [ %v2188, %v2181 ], [ %v2125, %v2175 ]
  %v2196 = phi float [ %v2186, %v2191 ], [ %v2186, %v2181 ], [ %v2126, %v2175 ]
  %v2197 = getelementptr i8, ptr %v1357, i64 -8144
  %v2198 = load float, ptr %v2197, align 16
  %v2199 = getelementptr i8, ptr %v1361, i64 -5120
  %v2200 = load float, ptr %v2199, align 16
  %v2201 = fmul contract float %v2198, %v2200
  %v2202 = fadd contract float %v2132, %v2201
  %v2203 = getelementptr i8, ptr %v1361, i64 -5116
  %v2204 = load float, ptr %v2203, align 4
  %v2205 = fmul contract float %v2198, %v2204
  %v2206 = fadd contract float %v2136, %v2205
  %v2207 = getelementptr i8, ptr %v1361, i64 -5112
  %v2208 = load float, ptr %v2207, align 8
  %v2209 = fmul contract float %v2198, %v2208
  %v2210 = fadd contract float %v2140, %v2209
  br i1 %v16, label %v2211, label %v2212

v2191:                                       ; preds = %v2181
  %v2213 = getelementptr i8, ptr %v1361, i64 -5364
  %v2214 = load float, ptr %v2213, align 4
  %v2215 = fmul contract float %v2184, %v2214
  %v2193 = fadd contract float %v2122, %v2215
  br label %v2182

v2211:                                       ; preds = %v2182
  %v2216 = getelementptr i8, ptr %v1361, i64 -5108
  %v2217 = load float, ptr %v2216, align 4
  %v2218 = fmul contract float %v2198, %v2217
  %v2219 = fadd contract float %v2150, %v2218
  br label %v2212

v2212:                                       ; preds = %v2211, %v2182
  %v2220 = phi float [ %v2219, %v2211 ], [ %v2150, %v2182 ]
  %v2221 = getelementptr i8, ptr %v1357, i64 -8080
  %v2222 = load float, ptr %v2221, align 16
  %v2223 = fmul contract float %v2200, %v2222
  %v2224 = fadd contract float %v2154, %v2223
  %v2225 = fmul contract float %v2204, %v2222
  %v2226 = fadd contract float %v2156, %v2225
  %v2227 = fmul contract float %v2208, %v2222
  %v2228 = fadd contract float %v2158, %v2227
  br i1 %v16, label %v2229, label %v2230

v2229:                                       ; preds = %v2212
  %v2231 = getelementptr i8, ptr %v1361, i64 -5108
  %v2232 = load float, ptr %v2231, align 4
  %v2233 = fmul contract float %v2222, %v2232
  %v2234 = fadd contract float %v2165, %v2233
  br label %v2230

v2230:                                       ; preds = %v2229, %v2212
  %v2235 = phi float [ %v2234, %v2229 ], [ %v2165, %v2212 ]
  %v2236 = getelementptr i8, ptr %v1357, i64 -8016
  %v2237 = load float, ptr %v2236, align 16
  %v2238 = fmul contract float %v2200, %v2237
  %v2239 = fadd contract float %v2169, %v2238
  %v2240 = fmul contract float %v2204, %v2237
  %v2241 = fadd contract float %v2171, %v2240
  %v2242 = fmul contract float %v2208, %v2237
  %v2243 = fadd contract float %v2173, %v2242
  br i1 %v16, label %v2244, label %v2245

v2244:                                       ; preds = %v2230
  %v2246 = getelementptr i8, ptr %v1361, i64 -5108
  %v2247 = load float, ptr %v2246, align 4
  %v2248 = fmul contract float %v2237, %v2247
  %v2249 = fadd contract float %v2180, %v2248
  br label %v2245

v2245:                                       ; preds = %v2244, %v2230
  %v2250 = phi float [ %v2249, %v2244 ], [ %v2180, %v2230 ]
  br i1 %v21, label %v2251, label %v2252

v2251:                                       ; preds = %v2245
  %v2253 = getelementptr i8, ptr %v1357, i64 -7952
  %v2254 = load float, ptr %v2253, align 16
  %v2255 = fmul contract float %v2200, %v2254
  %v2256 = fadd contract float %v2196, %v2255
  %v2257 = fmul contract float %v2204, %v2254
  %v2258 = fadd contract float %v2195, %v2257
  %v2259 = fmul contract float %v2208, %v2254
  %v2260 = fadd contract float %v2194, %v2259
  br i1 %v16, label %v2261, label %v2252

v2252:                                       ; preds = %v2251, %v2261, %v2245
  %v2262 = phi float [ %v2263, %v2261 ], [ %v2192, %v2251 ], [ %v2192, %v2245 ]
  %v2264 = phi float [ %v2260, %v2261 ], [ %v2260, %v2251 ], [ %v2194, %v2245 ]
  %v2265 = phi float [ %v2258, %v2261 ], [ %v2258, %v2251 ], [ %v2195, %v2245 ]
  %v2266 = phi float [ %v2256, %v2261 ], [ %v2256, %v2251 ], [ %v2196, %v2245 ]
  %v2267 = getelementptr i8, ptr %v1357, i64 -8140
  %v2268 = load float, ptr %v2267, align 4
  %v2269 = getelementptr i8, ptr %v1361, i64 -4864
  %v2270 = load float, ptr %v2269, align 16
  %v2271 = fmul contract float %v2268, %v2270
  %v2272 = fadd contract float %v2202, %v2271
  %v2273 = getelementptr i8, ptr %v1361, i64 -4860
  %v2274 = load float, ptr %v2273, align 4
  %v2275 = fmul contract float %v2268, %v2274
  %v2276 = fadd contract float %v2206, %v2275
  %v2277 = getelementptr i8, ptr %v1361, i64 -4856
  %v2278 = load float, ptr %v2277, align 8
  %v2279 = fmul contract float %v2268, %v2278
  %v2280 = fadd contract float %v2210, %v2279
  br i1 %v16, label %v2281, label %v2282

v2261:                                       ; preds = %v2251
  %v2283 = getelementptr i8, ptr %v1361, i64 -5108
  %v2284 = load float, ptr %v2283, align 4
  %v2285 = fmul contract float %v2254, %v2284
  %v2263 = fadd contract float %v2192, %v2285
  br label %v2252

v2281:                                       ; preds = %v2252
  %v2286 = getelementptr i8, ptr %v1361, i64 -4852
  %v2287 = load float, ptr %v2286, align 4
  %v2288 = fmul contract float %v2268, %v2287
  %v2289 = fadd contract float %v2220, %v2288
  br label %v2282

v2282:                                       ; preds = %v2281, %v2252
  %v2290 = phi float [ %v2289, %v2281 ], [ %v2220, %v2252 ]
  %v2291 = getelementptr i8, ptr %v1357, i64 -8076
  %v2292 = load float, ptr %v2291, align 4
  %v2293 = fmul contract float %v2270, %v2292
  %v2294 = fadd contract float %v2224, %v2293
  %v2295 = fmul contract float %v2274, %v2292
  %v2296 = fadd contract float %v2226, %v2295
  %v2297 = fmul contract float %v2278, %v2292
  %v2298 = fadd contract float %v2228, %v2297
  br i1 %v16, label %v2299, label %v2300

v2299:                                       ; preds = %v2282
  %v2301 = getelementptr i8, ptr %v1361, i64 -4852
  %v2302 = load float, ptr %v2301, align 4
  %v2303 = fmul contract float %v2292, %v2302
  %v2304 = fadd contract float %v2235, %v2303
  br label %v2300

v2300:                                       ; preds = %v2299, %v2282
  %v2305 = phi float [ %v2304, %v2299 ], [ %v2235, %v2282 ]
  %v2306 = getelementptr i8, ptr %v1357, i64 -8012
  %v2307 = load float, ptr %v2306, align 4
  %v2308 = fmul contract float %v2270, %v2307
  %v2309 = fadd contract float %v2239, %v2308
  %v2310 = fmul contract float %v2274, %v2307
  %v2311 = fadd contract float %v2241, %v2310
  %v2312 = fmul contract float %v2278, %v2307
  %v2313 = fadd contract float %v2243, %v2312
  br i1 %v16, label %v2314, label %v2315

v2314:                                       ; preds = %v2300
  %v2316 = getelementptr i8, ptr %v1361, i64 -4852
  %v2317 = load float, ptr %v2316, align 4
  %v2318 = fmul contract float %v2307, %v2317
  %v2319 = fadd contract float %v2250, %v2318
  br label %v2315

v2315:                                       ; preds = %v2314, %v2300
  %v2320 = phi float [ %v2319, %v2314 ], [ %v2250, %v2300 ]
  br i1 %v21, label %v2321, label %v2322

v2321:                                       ; preds = %v2315
  %v2323 = getelementptr i8, ptr %v1357, i64 -7948
  %v2324 = load float, ptr %v2323, align 4
  %v2325 = fmul contract float %v2270, %v2324
  %v2326 = fadd contract float %v2266, %v2325
  %v2327 = fmul contract float %v2274, %v2324
  %v2328 = fadd contract float %v2265, %v2327
  %v2329 = fmul contract float %v2278, %v2324
  %v2330 = fadd contract float %v2264, %v2329
  br i1 %v16, label %v2331, label %v2322

v2322:                                       ; preds = %v2321, %v2331, %v2315
  %v2332 = phi float [ %v2333, %v2331 ], [ %v2262, %v2321 ], [ %v2262, %v2315 ]
  %v2334 = phi float [ %v2330, %v2331 ], [ %v2330, %v2321 ], [ %v2264, %v2315 ]
  %v2335 = phi float [ %v2328, %v2331 ], [ %v2328, %v2321 ], [ %v2265, %v2315 ]
  %v2336 = phi float [ %v2326, %v2331 ], [ %v2326, %v2321 ], [ %v2266, %v2315 ]
  %v2337 = getelementptr i8, ptr %v1357, i64 -8136
  %v2338 = load float, ptr %v2337, align 8
  %v2339 = getelementptr i8, ptr %v1361, i64 -4608
  %v2340 = load float, ptr %v2339, align 16
  %v2341 = fmul contract float %v2338, %v2340
  %v2342 = fadd contract float %v2272, %v2341
  %v2343 = getelementptr i8, ptr %v1361, i64 -4604
  %v2344 = load float, ptr %v2343, align 4
  %v2345 = fmul contract float %v2338, %v2344
  %v2346 = fadd contract float %v2276, %v2345
  %v2347 = getelementptr i8, ptr %v1361, i64 -4600
  %v2348 = load float, ptr %v2347, align 8
  %v2349 = fmul contract float %v2338, %v2348
  %v2350 = fadd contract float %v2280, %v2349
  br i1 %v16, label %v2351, label %v2352

v2331:                                       ; preds = %v2321
  %v2353 = getelementptr i8, ptr %v1361, i64 -4852
  %v2354 = load float, ptr %v2353, align 4
  %v2355 = fmul contract float %v2324, %v2354
  %v2333 = fadd contract float %v2262, %v2355
  br label %v2322

v2351:                                       ; preds = %v2322
  %v2356 = getelementptr i8, ptr %v1361, i64 -4596
  %v2357 = load float, ptr %v2356, align 4
  %v2358 = fmul contract float %v2338, %v2357
  %v2359 = fadd contract float %v2290, %v2358
  br label %v2352

v2352:                                       ; preds = %v2351, %v2322
  %v2360 = phi float [ %v2359, %v2351 ], [ %v2290, %v2322 ]
  %v2361 = getelementptr i8, ptr %v1357, i64 -8072
  %v2362 = load float, ptr %v2361, align 8
  %v2363 = fmul contract float %v2340, %v2362
  %v2364 = fadd contract float %v2294, %v2363
  %v2365 = fmul contract float %v2344, %v2362
  %v2366 = fadd contract float %v2296, %v2365
  %v2367 = fmul contract float %v2348, %v2362
  %v2368 = fadd contract float %v2298, %v2367
  br i1 %v16, label %v2369, label %v2370

v2369:                                       ; preds = %v2352
  %v2371 = getelementptr i8, ptr %v1361, i64 -4596
  %v2372 = load float, ptr %v2371, align 4
  %v2373 = fmul contract float %v2362, %v2372
  %v2374 = fadd contract float %v2305, %v2373
  br label %v2370

v2370:                                       ; preds = %v2369, %v2352
  %v2375 = phi float [ %v2374, %v2369 ], [ %v2305, %v2352 ]
  %v2376 = getelementptr i8, ptr %v1357, i64 -8008
  %v2377 = load float, ptr %v2376, align 8
  %v2378 = fmul contract float %v2340, %v2377
  %v2379 = fadd contract float %v2309, %v2378
  %v2380 = fmul contract float %v2344, %v2377
  %v2381 = fadd contract float %v2311, %v2380
  %v2382 = fmul contract float %v2348, %v2377
  %v2383 = fadd contract float %v2313, %v2382
  br i1 %v16, label %v2384, label %v2385

v2384:                                       ; preds = %v2370
  %v2386 = getelementptr i8, ptr %v1361, i64 -4596
  %v2387 = load float, ptr %v2386, align 4
  %v2388 = fmul contract float %v2377, %v2387
  %v2389 = fadd contract float %v2320, %v2388
  br label %v2385

v2385:                                       ; preds = %v2384, %v2370
  %v2390 = phi float [ %v2389, %v2384 ], [ %v2320, %v2370 ]
  br i1 %v21, label %v2391, label %v2392

v2391:                                       ; preds = %v2385
  %v2393 = getelementptr i8, ptr %v1357, i64 -7944
  %v2394 = load float, ptr %v2393, align 8
  %v2395 = fmul contract float %v2340, %v2394
  %v2396 = fadd contract float %v2336, %v2395
  %v2397 = fmul contract float %v2344, %v2394
  %v2398 = fadd contract float %v2335, %v2397
  %v2399 = fmul contract float %v2348, %v2394
  %v2400 = fadd contract float %v2334, %v2399
  br i1 %v16, label %v2401, label %v2392

v2392:                                       ; preds = %v2391, %v2401, %v2385
  %v2402 = phi float [ %v2403, %v2401 ], [ %v2332, %v2391 ], [ %v2332, %v2385 ]
  %v2404 = phi float [ %v2400, %v2401 ], [ %v2400, %v2391 ], [ %v2334, %v2385 ]
  %v2405 = phi float [ %v2398, %v2401 ], [ %v2398, %v2391 ], [ %v2335, %v2385 ]
  %v2406 = phi float [ %v2396, %v2401 ], [ %v2396, %v2391 ], [ %v2336, %v2385 ]
  %v2407 = shl nuw nsw i64 %v111, 4
  %v2408 = or disjoint i64 %v2407, 15
  %v2409 = icmp ult i64 %v2408, 63
  br i1 %v2409, label %v2410, label %v162

v2401:                                       ; preds = %v2391
  %v2411 = getelementptr i8, ptr %v1361, i64 -4596
  %v2412 = load float, ptr %v2411, align 4
  %v2413 = fmul contract float %v2394, %v2412
  %v2403 = fadd contract float %v2332, %v2413
  br label %v2392

v2410:                                       ; preds = %v2392
  %v2414 = getelementptr i8, ptr %v1357, i64 -8132
  %v2415 = load float, ptr %v2414, align 4
  %v2416 = getelementptr i8, ptr %v1361, i64 -4352
  %v2417 = load float, ptr %v2416, align 16
  %v2418 = fmul contract float %v2415, %v2417
  %v2419 = fadd contract float %v2342, %v2418
  %v2420 = getelementptr i8, ptr %v1361, i64 -4348
  %v2421 = load float, ptr %v2420, align 4
  %v2422 = fmul contract float %v2415, %v2421
  %v2423 = fadd contract float %v2346, %v2422
  %v2424 = getelementptr i8, ptr %v1361, i64 -4344
  %v2425 = load float, ptr %v2424, align 8
  %v2426 = fmul contract float %v2415, %v2425
  %v2427 = fadd contract float %v2350, %v2426
  br i1 %v16, label %v2428, label %v2429

v162:                                       ; preds = %v2430, %v2431, %v2432, %v2392
  %v165 = phi float [ %v2433, %v2431 ], [ %v2402, %v2430 ], [ %v2402, %v2432 ], [ %v2402, %v2392 ]
  %v167 = phi float [ %v2434, %v2431 ], [ %v2434, %v2430 ], [ %v2404, %v2432 ], [ %v2404, %v2392 ]
  %v169 = phi float [ %v2435, %v2431 ], [ %v2435, %v2430 ], [ %v2405, %v2432 ], [ %v2405, %v2392 ]
  %v171 = phi float [ %v2436, %v2431 ], [ %v2436, %v2430 ], [ %v2406, %v2432 ], [ %v2406, %v2392 ]
  %v173 = phi float [ %v2437, %v2431 ], [ %v2437, %v2430 ], [ %v2437, %v2432 ], [ %v2390, %v2392 ]
  %v175 = phi float [ %v2438, %v2431 ], [ %v2438, %v2430 ], [ %v2438, %v2432 ], [ %v2383, %v2392 ]
  %v177 = phi float [ %v2439, %v2431 ], [ %v2439, %v2430 ], [ %v2439, %v2432 ], [ %v2381, %v2392 ]
  %v179 = phi float [ %v2440, %v2431 ], [ %v2440, %v2430 ], [ %v2440, %v2432 ], [ %v2379, %v2392 ]
  %v181 = phi float [ %v2441, %v2431 ], [ %v2441, %v2430 ], [ %v2441, %v2432 ], [ %v2375, %v2392 ]
  %v183 = phi float [ %v2442, %v2431 ], [ %v2442, %v2430 ], [ %v2442, %v2432 ], [ %v2368, %v2392 ]
  %v185 = phi float [ %v2443, %v2431 ], [ %v2443, %v2430 ], [ %v2443, %v2432 ], [ %v2366, %v2392 ]
  %v187 = phi float [ %v2444, %v2431 ], [ %v2444, %v2430 ], [ %v2444, %v2432 ], [ %v2364, %v2392 ]
  %v189 = phi float [ %v2445, %v2431 ], [ %v2445, %v2430 ], [ %v2445, %v2432 ], [ %v2360, %v2392 ]
  %v191 = phi float [ %v2427, %v2431 ], [ %v2427, %v2430 ], [ %v2427, %v2432 ], [ %v2350, %v2392 ]
  %v193 = phi float [ %v2423, %v2431 ], [ %v2423, %v2430 ], [ %v2423, %v2432 ], [ %v2346, %v2392 ]
  %v195 = phi float [ %v2419, %v2431 ], [ %v2419, %v2430 ], [ %v2419, %v2432 ], [ %v2342, %v2392 ]
  tail call void @llvm.nvvm.barrier0()
  br label %v78

v2428:                                       ; preds = %v2410
  %v2446 = getelementptr i8, ptr %v1361, i64 -4340
  %v2447 = load float, ptr %v2446, align 4
  %v2448 = fmul contract float %v2415, %v2447
  %v2449 = fadd contract float %v2360, %v2448
  br label %v2429

v2429:                                       ; preds = %v2428, %v2410
  %v2445 = phi float [ %v2449, %v2428 ], [ %v2360, %v2410 ]
  %v2450 = getelementptr i8, ptr %v1357, i64 -8068
  %v2451 = load float, ptr %v2450, align 4
  %v2452 = fmul contract float %v2417, %v2451
  %v2444 = fadd contract float %v2364, %v2452
  %v2453 = fmul contract float %v2421, %v2451
  %v2443 = fadd contract float %v2366, %v2453
  %v2454 = fmul contract float %v2425, %v2451
  %v2442 = fadd contract float %v2368, %v2454
  br i1 %v16, label %v2455, label %v2456

v2455:                                       ; preds = %v2429
  %v2457 = getelementptr i8, ptr %v1361, i64 -4340
  %v2458 = load float, ptr %v2457, align 4
  %v2459 = fmul contract float %v2451, %v2458
  %v2460 = fadd contract float %v2375, %v2459
  br label %v2456

v2456:                                       ; preds = %v2455, %v2429
  %v2441 = phi float [ %v2460, %v2455 ], [ %v2375, %v2429 ]
  %v2461 = getelementptr i8, ptr %v1357, i64 -8004
  %v2462 = load float, ptr %v2461, align 4
  %v2463 = fmul contract float %v2417, %v2462
  %v2440 = fadd contract float %v2379, %v2463
  %v2464 = fmul contract float %v2421, %v2462
  %v2439 = fadd contract float %v2381, %v2464
  %v2465 = fmul contract float %v2425, %v2462
  %v2438 = fadd contract float %v2383, %v2465
  br i1 %v16, label %v2466, label %v2432

v2466:                                       ; preds = %v2456
  %v2467 = getelementptr i8, ptr %v1361, i64 -4340
  %v2468 = load float, ptr %v2467, align 4
  %v2469 = fmul contract float %v2462, %v2468
  %v2470 = fadd contract float %v2390, %v2469
  br label %v2432

v2432:                                       ; preds = %v2466, %v2456
  %v2437 = phi float [ %v2470, %v2466 ], [ %v2390, %v2456 ]
  br i1 %v21, label %v2430, label %v162

v2430:                                       ; preds = %v2432
  %v2471 = getelementptr i8, ptr %v1357, i64 -7940
  %v2472 = load float, ptr %v2471, align 4
  %v2473 = fmul contract float %v2417, %v2472
  %v2436 = fadd contract float %v2406, %v2473
  %v2474 = fmul contract float %v2421, %v2472
  %v2435 = fadd contract float %v2405, %v2474
  %v2475 = fmul contract float %v2425, %v2472
  %v2434 = fadd contract float %v2404, %v2475
  br i1 %v16, label %v2431, label %v162

v2431:                                       ; preds = %v2430
  %v2476 = getelementptr i8, ptr %v1361, i64 -4340
  %v2477 = load float, ptr %v2476, align 4
  %v2478 = fmul contract float %v2472, %v2477
  %v2433 = fadd contract float %v2402, %v2478
  br label %v162

v127:                                       ; preds = %v116
  %v2479 = or disjoint i64 %v121, 3
  %v2480 = getelementptr inbounds float, ptr %v2, i64 %v2479
  store float %v104, ptr %v2480, align 4
  %v2481 = getelementptr inbounds i8, ptr %v122, i64 1032
  store float %v96, ptr %v2481, align 8
  br label %v128

v128:                                       ; preds = %v116, %v127
  %v2482 = getelementptr inbounds i8, ptr %v122, i64 1020
  store float %v102, ptr %v2482, align 4
  %v2483 = getelementptr inbounds i8, ptr %v122, i64 1024
  store float %v100, ptr %v2483, align 16
  %v2484 = getelementptr inbounds i8, ptr %v122, i64 1028
  store float %v98, ptr %v2484, align 4
  %v2485 = getelementptr inbounds i8, ptr %v122, i64 2040
  store float %v94, ptr %v2485, align 8
  %v2486 = getelementptr inbounds i8, ptr %v122, i64 2044
  store float %v92, ptr %v2486, align 4
  %v2487 = getelementptr inbounds i8, ptr %v122, i64 2048
  store float %v90, ptr %v2487, align 16
  br i1 %v16, label %v2488, label %v2489

v2488:                                       ; preds = %v128
  %v2490 = getelementptr inbounds i8, ptr %v122, i64 2052
  store float %v88, ptr %v2490, align 4
  br label %v2489

v2489:                                       ; preds = %v2488, %v128
  br i1 %v21, label %v2491, label %v2492

v2491:                                       ; preds = %v2489
  %v2493 = getelementptr inbounds i8, ptr %v122, i64 3060
  store float %v86, ptr %v2493, align 4
  %v2494 = getelementptr inbounds i8, ptr %v122, i64 3064
  store float %v84, ptr %v2494, align 8
  %v2495 = getelementptr inbounds i8, ptr %v122, i64 3068
  store float %v82, ptr %v2495, align 4
  br i1 %v16, label %v2496, label %v2492

v2492:                                       ; preds = %v2491, %v2496, %v2489
  ret void

v2496:                                       ; preds = %v2491
  %v2497 = getelementptr inbounds i8, ptr %v122, i64 3072
  store float %v80, ptr %v2497, align 16
  br label %v2492
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x float> @llvm.masked.load.v4f32.p0(ptr nocapture, i32 immarg, <4 x i1>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr nocapture, i32 immarg, <4 x i1>) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #4

attributes #0 = { norecurse nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #4 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @ktune_matmul_f32_m127_n255_k63, !"kernel", i32 1}
!1 = !{ptr @ktune_matmul_f32_m127_n255_k63, !"maxntidx", i32 256}
