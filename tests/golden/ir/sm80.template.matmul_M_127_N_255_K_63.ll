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
  %v37 = add nuw nsw i64 %v36, %v13
  %v38 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v37
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v35, ptr %v38, i32 16, <4 x i1> %v34)
  %v39 = mul nuw nsw i64 %v9, 255
  %v40 = getelementptr float, ptr %v1, i64 %v11
  %v41 = getelementptr float, ptr %v40, i64 %v39
  %v42 = getelementptr float, ptr %v41, i64 %v13
  %v43 = insertelement <4 x i64> poison, i64 %v14, i64 0
  %v44 = shufflevector <4 x i64> %v43, <4 x i64> poison, <4 x i32> zeroinitializer
  %v45 = or disjoint <4 x i64> %v44, <i64 0, i64 1, i64 2, i64 3>
  %v46 = icmp ult <4 x i64> %v45, <i64 255, i64 255, i64 255, i64 255>
  %v47 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v42, i32 4, <4 x i1> %v46, <4 x float> zeroinitializer)
  %v48 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v37
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v47, ptr %v48, i32 16, <4 x i1> %v46)
  tail call void @llvm.nvvm.barrier0()
  %v49 = getelementptr float, ptr %v0, i64 %v23
  %v50 = getelementptr float, ptr %v49, i64 %v25
  %v51 = getelementptr float, ptr %v50, i64 %v26
  %v52 = getelementptr i8, ptr %v51, i64 64
  %v53 = getelementptr i8, ptr %v42, i64 16320
  %v54 = getelementptr i8, ptr %v51, i64 192
  %v55 = getelementptr float, ptr %v54, i64 %v22
  %v56 = or disjoint i64 %v26, 48
  %v57 = insertelement <4 x i64> poison, i64 %v56, i64 0
  %v58 = shufflevector <4 x i64> %v57, <4 x i64> poison, <4 x i32> zeroinitializer
  %v59 = icmp ne <4 x i64> %v58, <i64 63, i64 62, i64 61, i64 60>
  %v60 = and <4 x i1> %v34, %v59
  %v61 = add nuw nsw i64 %v37, 1024
  %v62 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v61
  %v63 = getelementptr i8, ptr %v40, i64 32640
  %v64 = getelementptr float, ptr %v63, i64 %v39
  %v65 = getelementptr float, ptr %v64, i64 %v13
  %v66 = getelementptr i8, ptr %v65, i64 16320
  %v67 = icmp ult i32 %v8, 15
  %v68 = insertelement <4 x i1> poison, i1 %v67, i64 0
  %v69 = shufflevector <4 x i1> %v68, <4 x i1> poison, <4 x i32> zeroinitializer
  %v70 = and <4 x i1> %v46, %v69
  %v71 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v61
  %v72 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v36
  br label %v73

v73:                                     ; preds = %v3, %v74
  %v75 = phi float [ 0.000000e+00, %v3 ], [ %v76, %v74 ]
  %v77 = phi float [ 0.000000e+00, %v3 ], [ %v78, %v74 ]
  %v79 = phi float [ 0.000000e+00, %v3 ], [ %v80, %v74 ]
  %v81 = phi float [ 0.000000e+00, %v3 ], [ %v82, %v74 ]
  %v83 = phi float [ 0.000000e+00, %v3 ], [ %v84, %v74 ]
  %v85 = phi float [ 0.000000e+00, %v3 ], [ %v86, %v74 ]
  %v87 = phi float [ 0.000000e+00, %v3 ], [ %v88, %v74 ]
  %v89 = phi float [ 0.000000e+00, %v3 ], [ %v90, %v74 ]
  %v91 = phi float [ 0.000000e+00, %v3 ], [ %v92, %v74 ]
  %v93 = phi float [ 0.000000e+00, %v3 ], [ %v94, %v74 ]
  %v95 = phi float [ 0.000000e+00, %v3 ], [ %v96, %v74 ]
  %v97 = phi float [ 0.000000e+00, %v3 ], [ %v98, %v74 ]
  %v99 = phi float [ 0.000000e+00, %v3 ], [ %v100, %v74 ]
  %v101 = phi float [ 0.000000e+00, %v3 ], [ %v102, %v74 ]
  %v103 = phi float [ 0.000000e+00, %v3 ], [ %v104, %v74 ]
  %v105 = phi float [ 0.000000e+00, %v3 ], [ %v106, %v74 ]
  %v107 = phi i64 [ 0, %v3 ], [ %v108, %v74 ]
  %v109 = icmp ult i64 %v107, 2
  br i1 %v109, label %v110, label %v111

v112:                                     ; preds = %v74
  %v113 = mul nuw nsw i64 %v5, 16320
  %v114 = add nuw nsw i64 %v113, %v11
  %v115 = mul nuw nsw i64 %v9, 1020
  %v116 = add nuw nsw i64 %v114, %v115
  %v117 = add nuw nsw i64 %v116, %v13
  %v118 = getelementptr inbounds float, ptr %v2, i64 %v117
  store float %v106, ptr %v118, align 16
  %v119 = or disjoint i64 %v117, 1
  %v120 = getelementptr inbounds float, ptr %v2, i64 %v119
  store float %v104, ptr %v120, align 4
  %v121 = or disjoint i64 %v117, 2
  %v122 = getelementptr inbounds float, ptr %v2, i64 %v121
  store float %v102, ptr %v122, align 8
  br i1 %v16, label %v123, label %v124

v110:                                        ; preds = %v73
  %v125 = shl nuw nsw i64 %v107, 4
  %v126 = or disjoint i64 %v125, %v22
  %v127 = getelementptr float, ptr %v52, i64 %v126
  %v128 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v127, i32 4, <4 x i1> %v34, <4 x float> zeroinitializer)
  %v129 = shl nuw nsw i64 %v107, 10
  %v130 = xor i64 %v129, 1024
  %v131 = add nuw nsw i64 %v130, %v37
  %v132 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v131
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v128, ptr %v132, i32 16, <4 x i1> %v34)
  %v133 = mul nuw nsw i64 %v107, 16320
  %v134 = getelementptr i8, ptr %v53, i64 %v133
  %v135 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v134, i32 4, <4 x i1> %v46, <4 x float> zeroinitializer)
  %v136 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v131
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v135, ptr %v136, i32 16, <4 x i1> %v46)
  %v137 = add nuw nsw i64 %v129, %v36
  %v138 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v137
  %v139 = load float, ptr %v138, align 64
  %v140 = or disjoint i64 %v129, %v13
  %v141 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v140
  %v142 = load float, ptr %v141, align 16
  %v143 = fmul contract float %v139, %v142
  %v144 = fadd contract float %v105, %v143
  %v145 = or disjoint i64 %v140, 1
  %v146 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v145
  %v147 = load float, ptr %v146, align 4
  %v148 = fmul contract float %v139, %v147
  %v149 = fadd contract float %v103, %v148
  %v150 = or disjoint i64 %v140, 2
  %v151 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v150
  %v152 = load float, ptr %v151, align 8
  %v153 = fmul contract float %v139, %v152
  %v154 = fadd contract float %v101, %v153
  br i1 %v16, label %v155, label %v156

v74:                                        ; preds = %v157, %v158
  %v76 = phi float [ %v159, %v158 ], [ %v160, %v157 ]
  %v78 = phi float [ %v161, %v158 ], [ %v162, %v157 ]
  %v80 = phi float [ %v163, %v158 ], [ %v164, %v157 ]
  %v82 = phi float [ %v165, %v158 ], [ %v166, %v157 ]
  %v84 = phi float [ %v167, %v158 ], [ %v168, %v157 ]
  %v86 = phi float [ %v169, %v158 ], [ %v170, %v157 ]
  %v88 = phi float [ %v171, %v158 ], [ %v172, %v157 ]
  %v90 = phi float [ %v173, %v158 ], [ %v174, %v157 ]
  %v92 = phi float [ %v175, %v158 ], [ %v176, %v157 ]
  %v94 = phi float [ %v177, %v158 ], [ %v178, %v157 ]
  %v96 = phi float [ %v179, %v158 ], [ %v180, %v157 ]
  %v98 = phi float [ %v181, %v158 ], [ %v182, %v157 ]
  %v100 = phi float [ %v183, %v158 ], [ %v184, %v157 ]
  %v102 = phi float [ %v185, %v158 ], [ %v186, %v157 ]
  %v104 = phi float [ %v187, %v158 ], [ %v188, %v157 ]
  %v106 = phi float [ %v189, %v158 ], [ %v190, %v157 ]
  %v108 = add nuw nsw i64 %v107, 1
  %v191 = icmp eq i64 %v108, 4
  br i1 %v191, label %v112, label %v73

v111:                                          ; preds = %v73
  %v192 = icmp eq i64 %v107, 2
  br i1 %v192, label %v193, label %v194

v155:                                        ; preds = %v110
  %v195 = or disjoint i64 %v140, 3
  %v196 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v195
  %v197 = load float, ptr %v196, align 4
  %v198 = fmul contract float %v139, %v197
  %v199 = fadd contract float %v99, %v198
  br label %v156

v156:                                        ; preds = %v155, %v110
  %v200 = phi float [ %v199, %v155 ], [ %v99, %v110 ]
  %v201 = or disjoint i64 %v137, 16
  %v202 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v201
  %v203 = load float, ptr %v202, align 64
  %v204 = fmul contract float %v142, %v203
  %v205 = fadd contract float %v97, %v204
  %v206 = fmul contract float %v147, %v203
  %v207 = fadd contract float %v95, %v206
  %v208 = fmul contract float %v152, %v203
  %v209 = fadd contract float %v93, %v208
  br i1 %v16, label %v210, label %v211

v210:                                        ; preds = %v156
  %v212 = or disjoint i64 %v140, 3
  %v213 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v212
  %v214 = load float, ptr %v213, align 4
  %v215 = fmul contract float %v203, %v214
  %v216 = fadd contract float %v91, %v215
  br label %v211

v211:                                        ; preds = %v210, %v156
  %v217 = phi float [ %v216, %v210 ], [ %v91, %v156 ]
  %v218 = or disjoint i64 %v137, 32
  %v219 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v218
  %v220 = load float, ptr %v219, align 64
  %v221 = fmul contract float %v142, %v220
  %v222 = fadd contract float %v89, %v221
  %v223 = fmul contract float %v147, %v220
  %v224 = fadd contract float %v87, %v223
  %v225 = fmul contract float %v152, %v220
  %v226 = fadd contract float %v85, %v225
  br i1 %v16, label %v227, label %v228

v227:                                        ; preds = %v211
  %v229 = or disjoint i64 %v140, 3
  %v230 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v229
  %v231 = load float, ptr %v230, align 4
  %v232 = fmul contract float %v220, %v231
  %v233 = fadd contract float %v83, %v232
  br label %v228

v228:                                        ; preds = %v227, %v211
  %v234 = phi float [ %v233, %v227 ], [ %v83, %v211 ]
  br i1 %v21, label %v235, label %v236

v235:                                        ; preds = %v228
  %v237 = or disjoint i64 %v137, 48
  %v238 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v237
  %v239 = load float, ptr %v238, align 64
  %v240 = fmul contract float %v142, %v239
  %v241 = fadd contract float %v81, %v240
  %v242 = fmul contract float %v147, %v239
  %v243 = fadd contract float %v79, %v242
  %v244 = fmul contract float %v152, %v239
  %v245 = fadd contract float %v77, %v244
  br i1 %v16, label %v246, label %v236

v236:                                        ; preds = %v235, %v246, %v228
  %v247 = phi float [ %v248, %v246 ], [ %v75, %v235 ], [ %v75, %v228 ]
  %v249 = phi float [ %v245, %v246 ], [ %v245, %v235 ], [ %v77, %v228 ]
  %v250 = phi float [ %v243, %v246 ], [ %v243, %v235 ], [ %v79, %v228 ]
  %v251 = phi float [ %v241, %v246 ], [ %v241, %v235 ], [ %v81, %v228 ]
  %v252 = or disjoint i64 %v137, 1
  %v253 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v252
  %v254 = load float, ptr %v253, align 4
  %v255 = getelementptr inbounds i8, ptr %v141, i64 256
  %v256 = load float, ptr %v255, align 16
  %v257 = fmul contract float %v254, %v256
  %v258 = fadd contract float %v144, %v257
  %v259 = getelementptr inbounds i8, ptr %v141, i64 260
  %v260 = load float, ptr %v259, align 4
  %v261 = fmul contract float %v254, %v260
  %v262 = fadd contract float %v149, %v261
  %v263 = getelementptr inbounds i8, ptr %v141, i64 264
  %v264 = load float, ptr %v263, align 8
  %v265 = fmul contract float %v254, %v264
  %v266 = fadd contract float %v154, %v265
  br i1 %v16, label %v267, label %v268

v246:                                        ; preds = %v235
  %v269 = or disjoint i64 %v140, 3
  %v270 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v269
  %v271 = load float, ptr %v270, align 4
  %v272 = fmul contract float %v239, %v271
  %v248 = fadd contract float %v75, %v272
  br label %v236

v267:                                        ; preds = %v236
  %v273 = getelementptr inbounds i8, ptr %v141, i64 268
  %v274 = load float, ptr %v273, align 4
  %v275 = fmul contract float %v254, %v274
  %v276 = fadd contract float %v200, %v275
  br label %v268

v268:                                        ; preds = %v267, %v236
  %v277 = phi float [ %v276, %v267 ], [ %v200, %v236 ]
  %v278 = or disjoint i64 %v137, 17
  %v279 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v278
  %v280 = load float, ptr %v279, align 4
  %v281 = fmul contract float %v256, %v280
  %v282 = fadd contract float %v205, %v281
  %v283 = fmul contract float %v260, %v280
  %v284 = fadd contract float %v207, %v283
  %v285 = fmul contract float %v264, %v280
  %v286 = fadd contract float %v209, %v285
  br i1 %v16, label %v287, label %v288

v287:                                        ; preds = %v268
  %v289 = getelementptr inbounds i8, ptr %v141, i64 268
  %v290 = load float, ptr %v289, align 4
  %v291 = fmul contract float %v280, %v290
  %v292 = fadd contract float %v217, %v291
  br label %v288

v288:                                        ; preds = %v287, %v268
  %v293 = phi float [ %v292, %v287 ], [ %v217, %v268 ]
  %v294 = or disjoint i64 %v137, 33
  %v295 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v294
  %v296 = load float, ptr %v295, align 4
  %v297 = fmul contract float %v256, %v296
  %v298 = fadd contract float %v222, %v297
  %v299 = fmul contract float %v260, %v296
  %v300 = fadd contract float %v224, %v299
  %v301 = fmul contract float %v264, %v296
  %v302 = fadd contract float %v226, %v301
  br i1 %v16, label %v303, label %v304

v303:                                        ; preds = %v288
  %v305 = getelementptr inbounds i8, ptr %v141, i64 268
  %v306 = load float, ptr %v305, align 4
  %v307 = fmul contract float %v296, %v306
  %v308 = fadd contract float %v234, %v307
  br label %v304

v304:                                        ; preds = %v303, %v288
  %v309 = phi float [ %v308, %v303 ], [ %v234, %v288 ]
  br i1 %v21, label %v310, label %v311

v310:                                        ; preds = %v304
  %v312 = or disjoint i64 %v137, 49
  %v313 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v312
  %v314 = load float, ptr %v313, align 4
  %v315 = fmul contract float %v256, %v314
  %v316 = fadd contract float %v251, %v315
  %v317 = fmul contract float %v260, %v314
  %v318 = fadd contract float %v250, %v317
  %v319 = fmul contract float %v264, %v314
  %v320 = fadd contract float %v249, %v319
  br i1 %v16, label %v321, label %v311

v311:                                        ; preds = %v310, %v321, %v304
  %v322 = phi float [ %v323, %v321 ], [ %v247, %v310 ], [ %v247, %v304 ]
  %v324 = phi float [ %v320, %v321 ], [ %v320, %v310 ], [ %v249, %v304 ]
  %v325 = phi float [ %v318, %v321 ], [ %v318, %v310 ], [ %v250, %v304 ]
  %v326 = phi float [ %v316, %v321 ], [ %v316, %v310 ], [ %v251, %v304 ]
  %v327 = or disjoint i64 %v137, 2
  %v328 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v327
  %v329 = load float, ptr %v328, align 8
  %v330 = getelementptr inbounds i8, ptr %v141, i64 512
  %v331 = load float, ptr %v330, align 16
  %v332 = fmul contract float %v329, %v331
  %v333 = fadd contract float %v258, %v332
  %v334 = getelementptr inbounds i8, ptr %v141, i64 516
  %v335 = load float, ptr %v334, align 4
  %v336 = fmul contract float %v329, %v335
  %v337 = fadd contract float %v262, %v336
  %v338 = getelementptr inbounds i8, ptr %v141, i64 520
  %v339 = load float, ptr %v338, align 8
  %v340 = fmul contract float %v329, %v339
  %v341 = fadd contract float %v266, %v340
  br i1 %v16, label %v342, label %v343

v321:                                        ; preds = %v310
  %v344 = getelementptr inbounds i8, ptr %v141, i64 268
  %v345 = load float, ptr %v344, align 4
  %v346 = fmul contract float %v314, %v345
  %v323 = fadd contract float %v247, %v346
  br label %v311

v342:                                        ; preds = %v311
  %v347 = getelementptr inbounds i8, ptr %v141, i64 524
  %v348 = load float, ptr %v347, align 4
  %v349 = fmul contract float %v329, %v348
  %v350 = fadd contract float %v277, %v349
  br label %v343

v343:                                        ; preds = %v342, %v311
  %v351 = phi float [ %v350, %v342 ], [ %v277, %v311 ]
  %v352 = or disjoint i64 %v137, 18
  %v353 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v352
  %v354 = load float, ptr %v353, align 8
  %v355 = fmul contract float %v331, %v354
  %v356 = fadd contract float %v282, %v355
  %v357 = fmul contract float %v335, %v354
  %v358 = fadd contract float %v284, %v357
  %v359 = fmul contract float %v339, %v354
  %v360 = fadd contract float %v286, %v359
  br i1 %v16, label %v361, label %v362

v361:                                        ; preds = %v343
  %v363 = getelementptr inbounds i8, ptr %v141, i64 524
  %v364 = load float, ptr %v363, align 4
  %v365 = fmul contract float %v354, %v364
  %v366 = fadd contract float %v293, %v365
  br label %v362

v362:                                        ; preds = %v361, %v343
  %v367 = phi float [ %v366, %v361 ], [ %v293, %v343 ]
  %v368 = or disjoint i64 %v137, 34
  %v369 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v368
  %v370 = load float, ptr %v369, align 8
  %v371 = fmul contract float %v331, %v370
  %v372 = fadd contract float %v298, %v371
  %v373 = fmul contract float %v335, %v370
  %v374 = fadd contract float %v300, %v373
  %v375 = fmul contract float %v339, %v370
  %v376 = fadd contract float %v302, %v375
  br i1 %v16, label %v377, label %v378

v377:                                        ; preds = %v362
  %v379 = getelementptr inbounds i8, ptr %v141, i64 524
  %v380 = load float, ptr %v379, align 4
  %v381 = fmul contract float %v370, %v380
  %v382 = fadd contract float %v309, %v381
  br label %v378

v378:                                        ; preds = %v377, %v362
  %v383 = phi float [ %v382, %v377 ], [ %v309, %v362 ]
  br i1 %v21, label %v384, label %v385

v384:                                        ; preds = %v378
  %v386 = or disjoint i64 %v137, 50
  %v387 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v386
  %v388 = load float, ptr %v387, align 8
  %v389 = fmul contract float %v331, %v388
  %v390 = fadd contract float %v326, %v389
  %v391 = fmul contract float %v335, %v388
  %v392 = fadd contract float %v325, %v391
  %v393 = fmul contract float %v339, %v388
  %v394 = fadd contract float %v324, %v393
  br i1 %v16, label %v395, label %v385

v385:                                        ; preds = %v384, %v395, %v378
  %v396 = phi float [ %v397, %v395 ], [ %v322, %v384 ], [ %v322, %v378 ]
  %v398 = phi float [ %v394, %v395 ], [ %v394, %v384 ], [ %v324, %v378 ]
  %v399 = phi float [ %v392, %v395 ], [ %v392, %v384 ], [ %v325, %v378 ]
  %v400 = phi float [ %v390, %v395 ], [ %v390, %v384 ], [ %v326, %v378 ]
  %v401 = or disjoint i64 %v137, 3
  %v402 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v401
  %v403 = load float, ptr %v402, align 4
  %v404 = getelementptr inbounds i8, ptr %v141, i64 768
  %v405 = load float, ptr %v404, align 16
  %v406 = fmul contract float %v403, %v405
  %v407 = fadd contract float %v333, %v406
  %v408 = getelementptr inbounds i8, ptr %v141, i64 772
  %v409 = load float, ptr %v408, align 4
  %v410 = fmul contract float %v403, %v409
  %v411 = fadd contract float %v337, %v410
  %v412 = getelementptr inbounds i8, ptr %v141, i64 776
  %v413 = load float, ptr %v412, align 8
  %v414 = fmul contract float %v403, %v413
  %v415 = fadd contract float %v341, %v414
  br i1 %v16, label %v416, label %v417

v395:                                        ; preds = %v384
  %v418 = getelementptr inbounds i8, ptr %v141, i64 524
  %v419 = load float, ptr %v418, align 4
  %v420 = fmul contract float %v388, %v419
  %v397 = fadd contract float %v322, %v420
  br label %v385

v416:                                        ; preds = %v385
  %v421 = getelementptr inbounds i8, ptr %v141, i64 780
  %v422 = load float, ptr %v421, align 4
  %v423 = fmul contract float %v403, %v422
  %v424 = fadd contract float %v351, %v423
  br label %v417

v417:                                        ; preds = %v416, %v385
  %v425 = phi float [ %v424, %v416 ], [ %v351, %v385 ]
  %v426 = or disjoint i64 %v137, 19
  %v427 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v426
  %v428 = load float, ptr %v427, align 4
  %v429 = fmul contract float %v405, %v428
  %v430 = fadd contract float %v356, %v429
  %v431 = fmul contract float %v409, %v428
  %v432 = fadd contract float %v358, %v431
  %v433 = fmul contract float %v413, %v428
  %v434 = fadd contract float %v360, %v433
  br i1 %v16, label %v435, label %v436

v435:                                        ; preds = %v417
  %v437 = getelementptr inbounds i8, ptr %v141, i64 780
  %v438 = load float, ptr %v437, align 4
  %v439 = fmul contract float %v428, %v438
  %v440 = fadd contract float %v367, %v439
  br label %v436

v436:                                        ; preds = %v435, %v417
  %v441 = phi float [ %v440, %v435 ], [ %v367, %v417 ]
  %v442 = or disjoint i64 %v137, 35
  %v443 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v442
  %v444 = load float, ptr %v443, align 4
  %v445 = fmul contract float %v405, %v444
  %v446 = fadd contract float %v372, %v445
  %v447 = fmul contract float %v409, %v444
  %v448 = fadd contract float %v374, %v447
  %v449 = fmul contract float %v413, %v444
  %v450 = fadd contract float %v376, %v449
  br i1 %v16, label %v451, label %v452

v451:                                        ; preds = %v436
  %v453 = getelementptr inbounds i8, ptr %v141, i64 780
  %v454 = load float, ptr %v453, align 4
  %v455 = fmul contract float %v444, %v454
  %v456 = fadd contract float %v383, %v455
  br label %v452

v452:                                        ; preds = %v451, %v436
  %v457 = phi float [ %v456, %v451 ], [ %v383, %v436 ]
  br i1 %v21, label %v458, label %v459

v458:                                        ; preds = %v452
  %v460 = or disjoint i64 %v137, 51
  %v461 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v460
  %v462 = load float, ptr %v461, align 4
  %v463 = fmul contract float %v405, %v462
  %v464 = fadd contract float %v400, %v463
  %v465 = fmul contract float %v409, %v462
  %v466 = fadd contract float %v399, %v465
  %v467 = fmul contract float %v413, %v462
  %v468 = fadd contract float %v398, %v467
  br i1 %v16, label %v469, label %v459

v459:                                        ; preds = %v458, %v469, %v452
  %v470 = phi float [ %v471, %v469 ], [ %v396, %v458 ], [ %v396, %v452 ]
  %v472 = phi float [ %v468, %v469 ], [ %v468, %v458 ], [ %v398, %v452 ]
  %v473 = phi float [ %v466, %v469 ], [ %v466, %v458 ], [ %v399, %v452 ]
  %v474 = phi float [ %v464, %v469 ], [ %v464, %v458 ], [ %v400, %v452 ]
  %v475 = or disjoint i64 %v137, 4
  %v476 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v475
  %v477 = load float, ptr %v476, align 16
  %v478 = getelementptr inbounds i8, ptr %v141, i64 1024
  %v479 = load float, ptr %v478, align 16
  %v480 = fmul contract float %v477, %v479
  %v481 = fadd contract float %v407, %v480
  %v482 = getelementptr inbounds i8, ptr %v141, i64 1028
  %v483 = load float, ptr %v482, align 4
  %v484 = fmul contract float %v477, %v483
  %v485 = fadd contract float %v411, %v484
  %v486 = getelementptr inbounds i8, ptr %v141, i64 1032
  %v487 = load float, ptr %v486, align 8
  %v488 = fmul contract float %v477, %v487
  %v489 = fadd contract float %v415, %v488
  br i1 %v16, label %v490, label %v491

v469:                                        ; preds = %v458
  %v492 = getelementptr inbounds i8, ptr %v141, i64 780
  %v493 = load float, ptr %v492, align 4
  %v494 = fmul contract float %v462, %v493
  %v471 = fadd contract float %v396, %v494
  br label %v459

v490:                                        ; preds = %v459
  %v495 = getelementptr inbounds i8, ptr %v141, i64 1036
  %v496 = load float, ptr %v495, align 4
  %v497 = fmul contract float %v477, %v496
  %v498 = fadd contract float %v425, %v497
  br label %v491

v491:                                        ; preds = %v490, %v459
  %v499 = phi float [ %v498, %v490 ], [ %v425, %v459 ]
  %v500 = or disjoint i64 %v137, 20
  %v501 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v500
  %v502 = load float, ptr %v501, align 16
  %v503 = fmul contract float %v479, %v502
  %v504 = fadd contract float %v430, %v503
  %v505 = fmul contract float %v483, %v502
  %v506 = fadd contract float %v432, %v505
  %v507 = fmul contract float %v487, %v502
  %v508 = fadd contract float %v434, %v507
  br i1 %v16, label %v509, label %v510

v509:                                        ; preds = %v491
  %v511 = getelementptr inbounds i8, ptr %v141, i64 1036
  %v512 = load float, ptr %v511, align 4
  %v513 = fmul contract float %v502, %v512
  %v514 = fadd contract float %v441, %v513
  br label %v510

v510:                                        ; preds = %v509, %v491
  %v515 = phi float [ %v514, %v509 ], [ %v441, %v491 ]
  %v516 = or disjoint i64 %v137, 36
  %v517 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v516
  %v518 = load float, ptr %v517, align 16
  %v519 = fmul contract float %v479, %v518
  %v520 = fadd contract float %v446, %v519
  %v521 = fmul contract float %v483, %v518
  %v522 = fadd contract float %v448, %v521
  %v523 = fmul contract float %v487, %v518
  %v524 = fadd contract float %v450, %v523
  br i1 %v16, label %v525, label %v526

v525:                                        ; preds = %v510
  %v527 = getelementptr inbounds i8, ptr %v141, i64 1036
  %v528 = load float, ptr %v527, align 4
  %v529 = fmul contract float %v518, %v528
  %v530 = fadd contract float %v457, %v529
  br label %v526

v526:                                        ; preds = %v525, %v510
  %v531 = phi float [ %v530, %v525 ], [ %v457, %v510 ]
  br i1 %v21, label %v532, label %v533

v532:                                        ; preds = %v526
  %v534 = or disjoint i64 %v137, 52
  %v535 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v534
  %v536 = load float, ptr %v535, align 16
  %v537 = fmul contract float %v479, %v536
  %v538 = fadd contract float %v474, %v537
  %v539 = fmul contract float %v483, %v536
  %v540 = fadd contract float %v473, %v539
  %v541 = fmul contract float %v487, %v536
  %v542 = fadd contract float %v472, %v541
  br i1 %v16, label %v543, label %v533

v533:                                        ; preds = %v532, %v543, %v526
  %v544 = phi float [ %v545, %v543 ], [ %v470, %v532 ], [ %v470, %v526 ]
  %v546 = phi float [ %v542, %v543 ], [ %v542, %v532 ], [ %v472, %v526 ]
  %v547 = phi float [ %v540, %v543 ], [ %v540, %v532 ], [ %v473, %v526 ]
  %v548 = phi float [ %v538, %v543 ], [ %v538, %v532 ], [ %v474, %v526 ]
  %v549 = or disjoint i64 %v137, 5
  %v550 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v549
  %v551 = load float, ptr %v550, align 4
  %v552 = getelementptr inbounds i8, ptr %v141, i64 1280
  %v553 = load float, ptr %v552, align 16
  %v554 = fmul contract float %v551, %v553
  %v555 = fadd contract float %v481, %v554
  %v556 = getelementptr inbounds i8, ptr %v141, i64 1284
  %v557 = load float, ptr %v556, align 4
  %v558 = fmul contract float %v551, %v557
  %v559 = fadd contract float %v485, %v558
  %v560 = getelementptr inbounds i8, ptr %v141, i64 1288
  %v561 = load float, ptr %v560, align 8
  %v562 = fmul contract float %v551, %v561
  %v563 = fadd contract float %v489, %v562
  br i1 %v16, label %v564, label %v565

v543:                                        ; preds = %v532
  %v566 = getelementptr inbounds i8, ptr %v141, i64 1036
  %v567 = load float, ptr %v566, align 4
  %v568 = fmul contract float %v536, %v567
  %v545 = fadd contract float %v470, %v568
  br label %v533

v564:                                        ; preds = %v533
  %v569 = getelementptr inbounds i8, ptr %v141, i64 1292
  %v570 = load float, ptr %v569, align 4
  %v571 = fmul contract float %v551, %v570
  %v572 = fadd contract float %v499, %v571
  br label %v565

v565:                                        ; preds = %v564, %v533
  %v573 = phi float [ %v572, %v564 ], [ %v499, %v533 ]
  %v574 = or disjoint i64 %v137, 21
  %v575 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v574
  %v576 = load float, ptr %v575, align 4
  %v577 = fmul contract float %v553, %v576
  %v578 = fadd contract float %v504, %v577
  %v579 = fmul contract float %v557, %v576
  %v580 = fadd contract float %v506, %v579
  %v581 = fmul contract float %v561, %v576
  %v582 = fadd contract float %v508, %v581
  br i1 %v16, label %v583, label %v584

v583:                                        ; preds = %v565
  %v585 = getelementptr inbounds i8, ptr %v141, i64 1292
  %v586 = load float, ptr %v585, align 4
  %v587 = fmul contract float %v576, %v586
  %v588 = fadd contract float %v515, %v587
  br label %v584

v584:                                        ; preds = %v583, %v565
  %v589 = phi float [ %v588, %v583 ], [ %v515, %v565 ]
  %v590 = or disjoint i64 %v137, 37
  %v591 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v590
  %v592 = load float, ptr %v591, align 4
  %v593 = fmul contract float %v553, %v592
  %v594 = fadd contract float %v520, %v593
  %v595 = fmul contract float %v557, %v592
  %v596 = fadd contract float %v522, %v595
  %v597 = fmul contract float %v561, %v592
  %v598 = fadd contract float %v524, %v597
  br i1 %v16, label %v599, label %v600

v599:                                        ; preds = %v584
  %v601 = getelementptr inbounds i8, ptr %v141, i64 1292
  %v602 = load float, ptr %v601, align 4
  %v603 = fmul contract float %v592, %v602
  %v604 = fadd contract float %v531, %v603
  br label %v600

v600:                                        ; preds = %v599, %v584
  %v605 = phi float [ %v604, %v599 ], [ %v531, %v584 ]
  br i1 %v21, label %v606, label %v607

v606:                                        ; preds = %v600
  %v608 = or disjoint i64 %v137, 53
  %v609 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v608
  %v610 = load float, ptr %v609, align 4
  %v611 = fmul contract float %v553, %v610
  %v612 = fadd contract float %v548, %v611
  %v613 = fmul contract float %v557, %v610
  %v614 = fadd contract float %v547, %v613
  %v615 = fmul contract float %v561, %v610
  %v616 = fadd contract float %v546, %v615
  br i1 %v16, label %v617, label %v607

v607:                                        ; preds = %v606, %v617, %v600
  %v618 = phi float [ %v619, %v617 ], [ %v544, %v606 ], [ %v544, %v600 ]
  %v620 = phi float [ %v616, %v617 ], [ %v616, %v606 ], [ %v546, %v600 ]
  %v621 = phi float [ %v614, %v617 ], [ %v614, %v606 ], [ %v547, %v600 ]
  %v622 = phi float [ %v612, %v617 ], [ %v612, %v606 ], [ %v548, %v600 ]
  %v623 = or disjoint i64 %v137, 6
  %v624 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v623
  %v625 = load float, ptr %v624, align 8
  %v626 = getelementptr inbounds i8, ptr %v141, i64 1536
  %v627 = load float, ptr %v626, align 16
  %v628 = fmul contract float %v625, %v627
  %v629 = fadd contract float %v555, %v628
  %v630 = getelementptr inbounds i8, ptr %v141, i64 1540
  %v631 = load float, ptr %v630, align 4
  %v632 = fmul contract float %v625, %v631
  %v633 = fadd contract float %v559, %v632
  %v634 = getelementptr inbounds i8, ptr %v141, i64 1544
  %v635 = load float, ptr %v634, align 8
  %v636 = fmul contract float %v625, %v635
  %v637 = fadd contract float %v563, %v636
  br i1 %v16, label %v638, label %v639

v617:                                        ; preds = %v606
  %v640 = getelementptr inbounds i8, ptr %v141, i64 1292
  %v641 = load float, ptr %v640, align 4
  %v642 = fmul contract float %v610, %v641
  %v619 = fadd contract float %v544, %v642
  br label %v607

v638:                                        ; preds = %v607
  %v643 = getelementptr inbounds i8, ptr %v141, i64 1548
  %v644 = load float, ptr %v643, align 4
  %v645 = fmul contract float %v625, %v644
  %v646 = fadd contract float %v573, %v645
  br label %v639

v639:                                        ; preds = %v638, %v607
  %v647 = phi float [ %v646, %v638 ], [ %v573, %v607 ]
  %v648 = or disjoint i64 %v137, 22
  %v649 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v648
  %v650 = load float, ptr %v649, align 8
  %v651 = fmul contract float %v627, %v650
  %v652 = fadd contract float %v578, %v651
  %v653 = fmul contract float %v631, %v650
  %v654 = fadd contract float %v580, %v653
  %v655 = fmul contract float %v635, %v650
  %v656 = fadd contract float %v582, %v655
  br i1 %v16, label %v657, label %v658

v657:                                        ; preds = %v639
  %v659 = getelementptr inbounds i8, ptr %v141, i64 1548
  %v660 = load float, ptr %v659, align 4
  %v661 = fmul contract float %v650, %v660
  %v662 = fadd contract float %v589, %v661
  br label %v658

v658:                                        ; preds = %v657, %v639
  %v663 = phi float [ %v662, %v657 ], [ %v589, %v639 ]
  %v664 = or disjoint i64 %v137, 38
  %v665 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v664
  %v666 = load float, ptr %v665, align 8
  %v667 = fmul contract float %v627, %v666
  %v668 = fadd contract float %v594, %v667
  %v669 = fmul contract float %v631, %v666
  %v670 = fadd contract float %v596, %v669
  %v671 = fmul contract float %v635, %v666
  %v672 = fadd contract float %v598, %v671
  br i1 %v16, label %v673, label %v674

v673:                                        ; preds = %v658
  %v675 = getelementptr inbounds i8, ptr %v141, i64 1548
  %v676 = load float, ptr %v675, align 4
  %v677 = fmul contract float %v666, %v676
  %v678 = fadd contract float %v605, %v677
  br label %v674

v674:                                        ; preds = %v673, %v658
  %v679 = phi float [ %v678, %v673 ], [ %v605, %v658 ]
  br i1 %v21, label %v680, label %v681

v680:                                        ; preds = %v674
  %v682 = or disjoint i64 %v137, 54
  %v683 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v682
  %v684 = load float, ptr %v683, align 8
  %v685 = fmul contract float %v627, %v684
  %v686 = fadd contract float %v622, %v685
  %v687 = fmul contract float %v631, %v684
  %v688 = fadd contract float %v621, %v687
  %v689 = fmul contract float %v635, %v684
  %v690 = fadd contract float %v620, %v689
  br i1 %v16, label %v691, label %v681

v681:                                       ; preds = %v680, %v691, %v674
  %v692 = phi float [ %v693, %v691 ], [ %v618, %v680 ], [ %v618, %v674 ]
  %v694 = phi float [ %v690, %v691 ], [ %v690, %v680 ], [ %v620, %v674 ]
  %v695 = phi float [ %v688, %v691 ], [ %v688, %v680 ], [ %v621, %v674 ]
  %v696 = phi float [ %v686, %v691 ], [ %v686, %v680 ], [ %v622, %v674 ]
  %v697 = or disjoint i64 %v137, 7
  %v698 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v697
  %v699 = load float, ptr %v698, align 4
  %v700 = getelementptr inbounds i8, ptr %v141, i64 1792
  %v701 = load float, ptr %v700, align 16
  %v702 = fmul contract float %v699, %v701
  %v703 = fadd contract float %v629, %v702
  %v704 = getelementptr inbounds i8, ptr %v141, i64 1796
  %v705 = load float, ptr %v704, align 4
  %v706 = fmul contract float %v699, %v705
  %v707 = fadd contract float %v633, %v706
  %v708 = getelementptr inbounds i8, ptr %v141, i64 1800
  %v709 = load float, ptr %v708, align 8
  %v710 = fmul contract float %v699, %v709
  %v711 = fadd contract float %v637, %v710
  br i1 %v16, label %v712, label %v713

v691:                                       ; preds = %v680
  %v714 = getelementptr inbounds i8, ptr %v141, i64 1548
  %v715 = load float, ptr %v714, align 4
  %v716 = fmul contract float %v684, %v715
  %v693 = fadd contract float %v618, %v716
  br label %v681

v712:                                       ; preds = %v681
  %v717 = getelementptr inbounds i8, ptr %v141, i64 1804
  %v718 = load float, ptr %v717, align 4
  %v719 = fmul contract float %v699, %v718
  %v720 = fadd contract float %v647, %v719
  br label %v713

v713:                                       ; preds = %v712, %v681
  %v721 = phi float [ %v720, %v712 ], [ %v647, %v681 ]
  %v722 = or disjoint i64 %v137, 23
  %v723 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v722
  %v724 = load float, ptr %v723, align 4
  %v725 = fmul contract float %v701, %v724
  %v726 = fadd contract float %v652, %v725
  %v727 = fmul contract float %v705, %v724
  %v728 = fadd contract float %v654, %v727
  %v729 = fmul contract float %v709, %v724
  %v730 = fadd contract float %v656, %v729
  br i1 %v16, label %v731, label %v732

v731:                                       ; preds = %v713
  %v733 = getelementptr inbounds i8, ptr %v141, i64 1804
  %v734 = load float, ptr %v733, align 4
  %v735 = fmul contract float %v724, %v734
  %v736 = fadd contract float %v663, %v735
  br label %v732

v732:                                       ; preds = %v731, %v713
  %v737 = phi float [ %v736, %v731 ], [ %v663, %v713 ]
  %v738 = or disjoint i64 %v137, 39
  %v739 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v738
  %v740 = load float, ptr %v739, align 4
  %v741 = fmul contract float %v701, %v740
  %v742 = fadd contract float %v668, %v741
  %v743 = fmul contract float %v705, %v740
  %v744 = fadd contract float %v670, %v743
  %v745 = fmul contract float %v709, %v740
  %v746 = fadd contract float %v672, %v745
  br i1 %v16, label %v747, label %v748

v747:                                       ; preds = %v732
  %v749 = getelementptr inbounds i8, ptr %v141, i64 1804
  %v750 = load float, ptr %v749, align 4
  %v751 = fmul contract float %v740, %v750
  %v752 = fadd contract float %v679, %v751
  br label %v748

v748:                                       ; preds = %v747, %v732
  %v753 = phi float [ %v752, %v747 ], [ %v679, %v732 ]
  br i1 %v21, label %v754, label %v755

v754:                                       ; preds = %v748
  %v756 = or disjoint i64 %v137, 55
  %v757 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v756
  %v758 = load float, ptr %v757, align 4
  %v759 = fmul contract float %v701, %v758
  %v760 = fadd contract float %v696, %v759
  %v761 = fmul contract float %v705, %v758
  %v762 = fadd contract float %v695, %v761
  %v763 = fmul contract float %v709, %v758
  %v764 = fadd contract float %v694, %v763
  br i1 %v16, label %v765, label %v755

v755:                                       ; preds = %v754, %v765, %v748
  %v766 = phi float [ %v767, %v765 ], [ %v692, %v754 ], [ %v692, %v748 ]
  %v768 = phi float [ %v764, %v765 ], [ %v764, %v754 ], [ %v694, %v748 ]
  %v769 = phi float [ %v762, %v765 ], [ %v762, %v754 ], [ %v695, %v748 ]
  %v770 = phi float [ %v760, %v765 ], [ %v760, %v754 ], [ %v696, %v748 ]
  %v771 = or disjoint i64 %v137, 8
  %v772 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v771
  %v773 = load float, ptr %v772, align 32
  %v774 = getelementptr inbounds i8, ptr %v141, i64 2048
  %v775 = load float, ptr %v774, align 16
  %v776 = fmul contract float %v773, %v775
  %v777 = fadd contract float %v703, %v776
  %v778 = getelementptr inbounds i8, ptr %v141, i64 2052
  %v779 = load float, ptr %v778, align 4
  %v780 = fmul contract float %v773, %v779
  %v781 = fadd contract float %v707, %v780
  %v782 = getelementptr inbounds i8, ptr %v141, i64 2056
  %v783 = load float, ptr %v782, align 8
  %v784 = fmul contract float %v773, %v783
  %v785 = fadd contract float %v711, %v784
  br i1 %v16, label %v786, label %v787

v765:                                       ; preds = %v754
  %v788 = getelementptr inbounds i8, ptr %v141, i64 1804
  %v789 = load float, ptr %v788, align 4
  %v790 = fmul contract float %v758, %v789
  %v767 = fadd contract float %v692, %v790
  br label %v755

v786:                                       ; preds = %v755
  %v791 = getelementptr inbounds i8, ptr %v141, i64 2060
  %v792 = load float, ptr %v791, align 4
  %v793 = fmul contract float %v773, %v792
  %v794 = fadd contract float %v721, %v793
  br label %v787

v787:                                       ; preds = %v786, %v755
  %v795 = phi float [ %v794, %v786 ], [ %v721, %v755 ]
  %v796 = or disjoint i64 %v137, 24
  %v797 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v796
  %v798 = load float, ptr %v797, align 32
  %v799 = fmul contract float %v775, %v798
  %v800 = fadd contract float %v726, %v799
  %v801 = fmul contract float %v779, %v798
  %v802 = fadd contract float %v728, %v801
  %v803 = fmul contract float %v783, %v798
  %v804 = fadd contract float %v730, %v803
  br i1 %v16, label %v805, label %v806

v805:                                       ; preds = %v787
  %v807 = getelementptr inbounds i8, ptr %v141, i64 2060
  %v808 = load float, ptr %v807, align 4
  %v809 = fmul contract float %v798, %v808
  %v810 = fadd contract float %v737, %v809
  br label %v806

v806:                                       ; preds = %v805, %v787
  %v811 = phi float [ %v810, %v805 ], [ %v737, %v787 ]
  %v812 = or disjoint i64 %v137, 40
  %v813 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v812
  %v814 = load float, ptr %v813, align 32
  %v815 = fmul contract float %v775, %v814
  %v816 = fadd contract float %v742, %v815
  %v817 = fmul contract float %v779, %v814
  %v818 = fadd contract float %v744, %v817
  %v819 = fmul contract float %v783, %v814
  %v820 = fadd contract float %v746, %v819
  br i1 %v16, label %v821, label %v822

v821:                                       ; preds = %v806
  %v823 = getelementptr inbounds i8, ptr %v141, i64 2060
  %v824 = load float, ptr %v823, align 4
  %v825 = fmul contract float %v814, %v824
  %v826 = fadd contract float %v753, %v825
  br label %v822

v822:                                       ; preds = %v821, %v806
  %v827 = phi float [ %v826, %v821 ], [ %v753, %v806 ]
  br i1 %v21, label %v828, label %v829

v828:                                       ; preds = %v822
  %v830 = or disjoint i64 %v137, 56
  %v831 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v830
  %v832 = load float, ptr %v831, align 32
  %v833 = fmul contract float %v775, %v832
  %v834 = fadd contract float %v770, %v833
  %v835 = fmul contract float %v779, %v832
  %v836 = fadd contract float %v769, %v835
  %v837 = fmul contract float %v783, %v832
  %v838 = fadd contract float %v768, %v837
  br i1 %v16, label %v839, label %v829

v829:                                       ; preds = %v828, %v839, %v822
  %v840 = phi float [ %v841, %v839 ], [ %v766, %v828 ], [ %v766, %v822 ]
  %v842 = phi float [ %v838, %v839 ], [ %v838, %v828 ], [ %v768, %v822 ]
  %v843 = phi float [ %v836, %v839 ], [ %v836, %v828 ], [ %v769, %v822 ]
  %v844 = phi float [ %v834, %v839 ], [ %v834, %v828 ], [ %v770, %v822 ]
  %v845 = or disjoint i64 %v137, 9
  %v846 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v845
  %v847 = load float, ptr %v846, align 4
  %v848 = getelementptr inbounds i8, ptr %v141, i64 2304
  %v849 = load float, ptr %v848, align 16
  %v850 = fmul contract float %v847, %v849
  %v851 = fadd contract float %v777, %v850
  %v852 = getelementptr inbounds i8, ptr %v141, i64 2308
  %v853 = load float, ptr %v852, align 4
  %v854 = fmul contract float %v847, %v853
  %v855 = fadd contract float %v781, %v854
  %v856 = getelementptr inbounds i8, ptr %v141, i64 2312
  %v857 = load float, ptr %v856, align 8
  %v858 = fmul contract float %v847, %v857
  %v859 = fadd contract float %v785, %v858
  br i1 %v16, label %v860, label %v861

v839:                                       ; preds = %v828
  %v862 = getelementptr inbounds i8, ptr %v141, i64 2060
  %v863 = load float, ptr %v862, align 4
  %v864 = fmul contract float %v832, %v863
  %v841 = fadd contract float %v766, %v864
  br label %v829

v860:                                       ; preds = %v829
  %v865 = getelementptr inbounds i8, ptr %v141, i64 2316
  %v866 = load float, ptr %v865, align 4
  %v867 = fmul contract float %v847, %v866
  %v868 = fadd contract float %v795, %v867
  br label %v861

v861:                                       ; preds = %v860, %v829
  %v869 = phi float [ %v868, %v860 ], [ %v795, %v829 ]
  %v870 = or disjoint i64 %v137, 25
  %v871 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v870
  %v872 = load float, ptr %v871, align 4
  %v873 = fmul contract float %v849, %v872
  %v874 = fadd contract float %v800, %v873
  %v875 = fmul contract float %v853, %v872
  %v876 = fadd contract float %v802, %v875
  %v877 = fmul contract float %v857, %v872
  %v878 = fadd contract float %v804, %v877
  br i1 %v16, label %v879, label %v880

v879:                                       ; preds = %v861
  %v881 = getelementptr inbounds i8, ptr %v141, i64 2316
  %v882 = load float, ptr %v881, align 4
  %v883 = fmul contract float %v872, %v882
  %v884 = fadd contract float %v811, %v883
  br label %v880

v880:                                       ; preds = %v879, %v861
  %v885 = phi float [ %v884, %v879 ], [ %v811, %v861 ]
  %v886 = or disjoint i64 %v137, 41
  %v887 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v886
  %v888 = load float, ptr %v887, align 4
  %v889 = fmul contract float %v849, %v888
  %v890 = fadd contract float %v816, %v889
  %v891 = fmul contract float %v853, %v888
  %v892 = fadd contract float %v818, %v891
  %v893 = fmul contract float %v857, %v888
  %v894 = fadd contract float %v820, %v893
  br i1 %v16, label %v895, label %v896

v895:                                       ; preds = %v880
  %v897 = getelementptr inbounds i8, ptr %v141, i64 2316
  %v898 = load float, ptr %v897, align 4
  %v899 = fmul contract float %v888, %v898
  %v900 = fadd contract float %v827, %v899
  br label %v896

v896:                                       ; preds = %v895, %v880
  %v901 = phi float [ %v900, %v895 ], [ %v827, %v880 ]
  br i1 %v21, label %v902, label %v903

v902:                                       ; preds = %v896
  %v904 = or disjoint i64 %v137, 57
  %v905 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v904
  %v906 = load float, ptr %v905, align 4
  %v907 = fmul contract float %v849, %v906
  %v908 = fadd contract float %v844, %v907
  %v909 = fmul contract float %v853, %v906
  %v910 = fadd contract float %v843, %v909
  %v911 = fmul contract float %v857, %v906
  %v912 = fadd contract float %v842, %v911
  br i1 %v16, label %v913, label %v903

v903:                                       ; preds = %v902, %v913, %v896
  %v914 = phi float [ %v915, %v913 ], [ %v840, %v902 ], [ %v840, %v896 ]
  %v916 = phi float [ %v912, %v913 ], [ %v912, %v902 ], [ %v842, %v896 ]
  %v917 = phi float [ %v910, %v913 ], [ %v910, %v902 ], [ %v843, %v896 ]
  %v918 = phi float [ %v908, %v913 ], [ %v908, %v902 ], [ %v844, %v896 ]
  %v919 = or disjoint i64 %v137, 10
  %v920 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v919
  %v921 = load float, ptr %v920, align 8
  %v922 = getelementptr inbounds i8, ptr %v141, i64 2560
  %v923 = load float, ptr %v922, align 16
  %v924 = fmul contract float %v921, %v923
  %v925 = fadd contract float %v851, %v924
  %v926 = getelementptr inbounds i8, ptr %v141, i64 2564
  %v927 = load float, ptr %v926, align 4
  %v928 = fmul contract float %v921, %v927
  %v929 = fadd contract float %v855, %v928
  %v930 = getelementptr inbounds i8, ptr %v141, i64 2568
  %v931 = load float, ptr %v930, align 8
  %v932 = fmul contract float %v921, %v931
  %v933 = fadd contract float %v859, %v932
  br i1 %v16, label %v934, label %v935

v913:                                       ; preds = %v902
  %v936 = getelementptr inbounds i8, ptr %v141, i64 2316
  %v937 = load float, ptr %v936, align 4
  %v938 = fmul contract float %v906, %v937
  %v915 = fadd contract float %v840, %v938
  br label %v903

v934:                                       ; preds = %v903
  %v939 = getelementptr inbounds i8, ptr %v141, i64 2572
  %v940 = load float, ptr %v939, align 4
  %v941 = fmul contract float %v921, %v940
  %v942 = fadd contract float %v869, %v941
  br label %v935

v935:                                       ; preds = %v934, %v903
  %v943 = phi float [ %v942, %v934 ], [ %v869, %v903 ]
  %v944 = or disjoint i64 %v137, 26
  %v945 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v944
  %v946 = load float, ptr %v945, align 8
  %v947 = fmul contract float %v923, %v946
  %v948 = fadd contract float %v874, %v947
  %v949 = fmul contract float %v927, %v946
  %v950 = fadd contract float %v876, %v949
  %v951 = fmul contract float %v931, %v946
  %v952 = fadd contract float %v878, %v951
  br i1 %v16, label %v953, label %v954

v953:                                       ; preds = %v935
  %v955 = getelementptr inbounds i8, ptr %v141, i64 2572
  %v956 = load float, ptr %v955, align 4
  %v957 = fmul contract float %v946, %v956
  %v958 = fadd contract float %v885, %v957
  br label %v954

v954:                                       ; preds = %v953, %v935
  %v959 = phi float [ %v958, %v953 ], [ %v885, %v935 ]
  %v960 = or disjoint i64 %v137, 42
  %v961 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v960
  %v962 = load float, ptr %v961, align 8
  %v963 = fmul contract float %v923, %v962
  %v964 = fadd contract float %v890, %v963
  %v965 = fmul contract float %v927, %v962
  %v966 = fadd contract float %v892, %v965
  %v967 = fmul contract float %v931, %v962
  %v968 = fadd contract float %v894, %v967
  br i1 %v16, label %v969, label %v970

v969:                                       ; preds = %v954
  %v971 = getelementptr inbounds i8, ptr %v141, i64 2572
  %v972 = load float, ptr %v971, align 4
  %v973 = fmul contract float %v962, %v972
  %v974 = fadd contract float %v901, %v973
  br label %v970

v970:                                       ; preds = %v969, %v954
  %v975 = phi float [ %v974, %v969 ], [ %v901, %v954 ]
  br i1 %v21, label %v976, label %v977

v976:                                       ; preds = %v970
  %v978 = or disjoint i64 %v137, 58
  %v979 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v978
  %v980 = load float, ptr %v979, align 8
  %v981 = fmul contract float %v923, %v980
  %v982 = fadd contract float %v918, %v981
  %v983 = fmul contract float %v927, %v980
  %v984 = fadd contract float %v917, %v983
  %v985 = fmul contract float %v931, %v980
  %v986 = fadd contract float %v916, %v985
  br i1 %v16, label %v987, label %v977

v977:                                       ; preds = %v976, %v987, %v970
  %v988 = phi float [ %v989, %v987 ], [ %v914, %v976 ], [ %v914, %v970 ]
  %v990 = phi float [ %v986, %v987 ], [ %v986, %v976 ], [ %v916, %v970 ]
  %v991 = phi float [ %v984, %v987 ], [ %v984, %v976 ], [ %v917, %v970 ]
  %v992 = phi float [ %v982, %v987 ], [ %v982, %v976 ], [ %v918, %v970 ]
  %v993 = or disjoint i64 %v137, 11
  %v994 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v993
  %v995 = load float, ptr %v994, align 4
  %v996 = getelementptr inbounds i8, ptr %v141, i64 2816
  %v997 = load float, ptr %v996, align 16
  %v998 = fmul contract float %v995, %v997
  %v999 = fadd contract float %v925, %v998
  %v1000 = getelementptr inbounds i8, ptr %v141, i64 2820
  %v1001 = load float, ptr %v1000, align 4
  %v1002 = fmul contract float %v995, %v1001
  %v1003 = fadd contract float %v929, %v1002
  %v1004 = getelementptr inbounds i8, ptr %v141, i64 2824
  %v1005 = load float, ptr %v1004, align 8
  %v1006 = fmul contract float %v995, %v1005
  %v1007 = fadd contract float %v933, %v1006
  br i1 %v16, label %v1008, label %v1009

v987:                                       ; preds = %v976
  %v1010 = getelementptr inbounds i8, ptr %v141, i64 2572
  %v1011 = load float, ptr %v1010, align 4
  %v1012 = fmul contract float %v980, %v1011
  %v989 = fadd contract float %v914, %v1012
  br label %v977

v1008:                                       ; preds = %v977
  %v1013 = getelementptr inbounds i8, ptr %v141, i64 2828
  %v1014 = load float, ptr %v1013, align 4
  %v1015 = fmul contract float %v995, %v1014
  %v1016 = fadd contract float %v943, %v1015
  br label %v1009

v1009:                                       ; preds = %v1008, %v977
  %v1017 = phi float [ %v1016, %v1008 ], [ %v943, %v977 ]
  %v1018 = or disjoint i64 %v137, 27
  %v1019 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1018
  %v1020 = load float, ptr %v1019, align 4
  %v1021 = fmul contract float %v997, %v1020
  %v1022 = fadd contract float %v948, %v1021
  %v1023 = fmul contract float %v1001, %v1020
  %v1024 = fadd contract float %v950, %v1023
  %v1025 = fmul contract float %v1005, %v1020
  %v1026 = fadd contract float %v952, %v1025
  br i1 %v16, label %v1027, label %v1028

v1027:                                       ; preds = %v1009
  %v1029 = getelementptr inbounds i8, ptr %v141, i64 2828
  %v1030 = load float, ptr %v1029, align 4
  %v1031 = fmul contract float %v1020, %v1030
  %v1032 = fadd contract float %v959, %v1031
  br label %v1028

v1028:                                       ; preds = %v1027, %v1009
  %v1033 = phi float [ %v1032, %v1027 ], [ %v959, %v1009 ]
  %v1034 = or disjoint i64 %v137, 43
  %v1035 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1034
  %v1036 = load float, ptr %v1035, align 4
  %v1037 = fmul contract float %v997, %v1036
  %v1038 = fadd contract float %v964, %v1037
  %v1039 = fmul contract float %v1001, %v1036
  %v1040 = fadd contract float %v966, %v1039
  %v1041 = fmul contract float %v1005, %v1036
  %v1042 = fadd contract float %v968, %v1041
  br i1 %v16, label %v1043, label %v1044

v1043:                                       ; preds = %v1028
  %v1045 = getelementptr inbounds i8, ptr %v141, i64 2828
  %v1046 = load float, ptr %v1045, align 4
  %v1047 = fmul contract float %v1036, %v1046
  %v1048 = fadd contract float %v975, %v1047
  br label %v1044

v1044:                                       ; preds = %v1043, %v1028
  %v1049 = phi float [ %v1048, %v1043 ], [ %v975, %v1028 ]
  br i1 %v21, label %v1050, label %v1051

v1050:                                       ; preds = %v1044
  %v1052 = or disjoint i64 %v137, 59
  %v1053 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1052
  %v1054 = load float, ptr %v1053, align 4
  %v1055 = fmul contract float %v997, %v1054
  %v1056 = fadd contract float %v992, %v1055
  %v1057 = fmul contract float %v1001, %v1054
  %v1058 = fadd contract float %v991, %v1057
  %v1059 = fmul contract float %v1005, %v1054
  %v1060 = fadd contract float %v990, %v1059
  br i1 %v16, label %v1061, label %v1051

v1051:                                       ; preds = %v1050, %v1061, %v1044
  %v1062 = phi float [ %v1063, %v1061 ], [ %v988, %v1050 ], [ %v988, %v1044 ]
  %v1064 = phi float [ %v1060, %v1061 ], [ %v1060, %v1050 ], [ %v990, %v1044 ]
  %v1065 = phi float [ %v1058, %v1061 ], [ %v1058, %v1050 ], [ %v991, %v1044 ]
  %v1066 = phi float [ %v1056, %v1061 ], [ %v1056, %v1050 ], [ %v992, %v1044 ]
  %v1067 = or disjoint i64 %v137, 12
  %v1068 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1067
  %v1069 = load float, ptr %v1068, align 16
  %v1070 = getelementptr inbounds i8, ptr %v141, i64 3072
  %v1071 = load float, ptr %v1070, align 16
  %v1072 = fmul contract float %v1069, %v1071
  %v1073 = fadd contract float %v999, %v1072
  %v1074 = getelementptr inbounds i8, ptr %v141, i64 3076
  %v1075 = load float, ptr %v1074, align 4
  %v1076 = fmul contract float %v1069, %v1075
  %v1077 = fadd contract float %v1003, %v1076
  %v1078 = getelementptr inbounds i8, ptr %v141, i64 3080
  %v1079 = load float, ptr %v1078, align 8
  %v1080 = fmul contract float %v1069, %v1079
  %v1081 = fadd contract float %v1007, %v1080
  br i1 %v16, label %v1082, label %v1083

v1061:                                       ; preds = %v1050
  %v1084 = getelementptr inbounds i8, ptr %v141, i64 2828
  %v1085 = load float, ptr %v1084, align 4
  %v1086 = fmul contract float %v1054, %v1085
  %v1063 = fadd contract float %v988, %v1086
  br label %v1051

v1082:                                       ; preds = %v1051
  %v1087 = getelementptr inbounds i8, ptr %v141, i64 3084
  %v1088 = load float, ptr %v1087, align 4
  %v1089 = fmul contract float %v1069, %v1088
  %v1090 = fadd contract float %v1017, %v1089
  br label %v1083

v1083:                                       ; preds = %v1082, %v1051
  %v1091 = phi float [ %v1090, %v1082 ], [ %v1017, %v1051 ]
  %v1092 = or disjoint i64 %v137, 28
  %v1093 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1092
  %v1094 = load float, ptr %v1093, align 16
  %v1095 = fmul contract float %v1071, %v1094
  %v1096 = fadd contract float %v1022, %v1095
  %v1097 = fmul contract float %v1075, %v1094
  %v1098 = fadd contract float %v1024, %v1097
  %v1099 = fmul contract float %v1079, %v1094
  %v1100 = fadd contract float %v1026, %v1099
  br i1 %v16, label %v1101, label %v1102

v1101:                                       ; preds = %v1083
  %v1103 = getelementptr inbounds i8, ptr %v141, i64 3084
  %v1104 = load float, ptr %v1103, align 4
  %v1105 = fmul contract float %v1094, %v1104
  %v1106 = fadd contract float %v1033, %v1105
  br label %v1102

v1102:                                       ; preds = %v1101, %v1083
  %v1107 = phi float [ %v1106, %v1101 ], [ %v1033, %v1083 ]
  %v1108 = or disjoint i64 %v137, 44
  %v1109 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1108
  %v1110 = load float, ptr %v1109, align 16
  %v1111 = fmul contract float %v1071, %v1110
  %v1112 = fadd contract float %v1038, %v1111
  %v1113 = fmul contract float %v1075, %v1110
  %v1114 = fadd contract float %v1040, %v1113
  %v1115 = fmul contract float %v1079, %v1110
  %v1116 = fadd contract float %v1042, %v1115
  br i1 %v16, label %v1117, label %v1118

v1117:                                       ; preds = %v1102
  %v1119 = getelementptr inbounds i8, ptr %v141, i64 3084
  %v1120 = load float, ptr %v1119, align 4
  %v1121 = fmul contract float %v1110, %v1120
  %v1122 = fadd contract float %v1049, %v1121
  br label %v1118

v1118:                                       ; preds = %v1117, %v1102
  %v1123 = phi float [ %v1122, %v1117 ], [ %v1049, %v1102 ]
  br i1 %v21, label %v1124, label %v1125

v1124:                                       ; preds = %v1118
  %v1126 = or disjoint i64 %v137, 60
  %v1127 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1126
  %v1128 = load float, ptr %v1127, align 16
  %v1129 = fmul contract float %v1071, %v1128
  %v1130 = fadd contract float %v1066, %v1129
  %v1131 = fmul contract float %v1075, %v1128
  %v1132 = fadd contract float %v1065, %v1131
  %v1133 = fmul contract float %v1079, %v1128
  %v1134 = fadd contract float %v1064, %v1133
  br i1 %v16, label %v1135, label %v1125

v1125:                                       ; preds = %v1124, %v1135, %v1118
  %v1136 = phi float [ %v1137, %v1135 ], [ %v1062, %v1124 ], [ %v1062, %v1118 ]
  %v1138 = phi float [ %v1134, %v1135 ], [ %v1134, %v1124 ], [ %v1064, %v1118 ]
  %v1139 = phi float [ %v1132, %v1135 ], [ %v1132, %v1124 ], [ %v1065, %v1118 ]
  %v1140 = phi float [ %v1130, %v1135 ], [ %v1130, %v1124 ], [ %v1066, %v1118 ]
  %v1141 = or disjoint i64 %v137, 13
  %v1142 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1141
  %v1143 = load float, ptr %v1142, align 4
  %v1144 = getelementptr inbounds i8, ptr %v141, i64 3328
  %v1145 = load float, ptr %v1144, align 16
  %v1146 = fmul contract float %v1143, %v1145
  %v1147 = fadd contract float %v1073, %v1146
  %v1148 = getelementptr inbounds i8, ptr %v141, i64 3332
  %v1149 = load float, ptr %v1148, align 4
  %v1150 = fmul contract float %v1143, %v1149
  %v1151 = fadd contract float %v1077, %v1150
  %v1152 = getelementptr inbounds i8, ptr %v141, i64 3336
  %v1153 = load float, ptr %v1152, align 8
  %v1154 = fmul contract float %v1143, %v1153
  %v1155 = fadd contract float %v1081, %v1154
  br i1 %v16, label %v1156, label %v1157

v1135:                                       ; preds = %v1124
  %v1158 = getelementptr inbounds i8, ptr %v141, i64 3084
  %v1159 = load float, ptr %v1158, align 4
  %v1160 = fmul contract float %v1128, %v1159
  %v1137 = fadd contract float %v1062, %v1160
  br label %v1125

v1156:                                       ; preds = %v1125
  %v1161 = getelementptr inbounds i8, ptr %v141, i64 3340
  %v1162 = load float, ptr %v1161, align 4
  %v1163 = fmul contract float %v1143, %v1162
  %v1164 = fadd contract float %v1091, %v1163
  br label %v1157

v1157:                                       ; preds = %v1156, %v1125
  %v1165 = phi float [ %v1164, %v1156 ], [ %v1091, %v1125 ]
  %v1166 = or disjoint i64 %v137, 29
  %v1167 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1166
  %v1168 = load float, ptr %v1167, align 4
  %v1169 = fmul contract float %v1145, %v1168
  %v1170 = fadd contract float %v1096, %v1169
  %v1171 = fmul contract float %v1149, %v1168
  %v1172 = fadd contract float %v1098, %v1171
  %v1173 = fmul contract float %v1153, %v1168
  %v1174 = fadd contract float %v1100, %v1173
  br i1 %v16, label %v1175, label %v1176

v1175:                                       ; preds = %v1157
  %v1177 = getelementptr inbounds i8, ptr %v141, i64 3340
  %v1178 = load float, ptr %v1177, align 4
  %v1179 = fmul contract float %v1168, %v1178
  %v1180 = fadd contract float %v1107, %v1179
  br label %v1176

v1176:                                       ; preds = %v1175, %v1157
  %v1181 = phi float [ %v1180, %v1175 ], [ %v1107, %v1157 ]
  %v1182 = or disjoint i64 %v137, 45
  %v1183 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1182
  %v1184 = load float, ptr %v1183, align 4
  %v1185 = fmul contract float %v1145, %v1184
  %v1186 = fadd contract float %v1112, %v1185
  %v1187 = fmul contract float %v1149, %v1184
  %v1188 = fadd contract float %v1114, %v1187
  %v1189 = fmul contract float %v1153, %v1184
  %v1190 = fadd contract float %v1116, %v1189
  br i1 %v16, label %v1191, label %v1192

v1191:                                       ; preds = %v1176
  %v1193 = getelementptr inbounds i8, ptr %v141, i64 3340
  %v1194 = load float, ptr %v1193, align 4
  %v1195 = fmul contract float %v1184, %v1194
  %v1196 = fadd contract float %v1123, %v1195
  br label %v1192

v1192:                                       ; preds = %v1191, %v1176
  %v1197 = phi float [ %v1196, %v1191 ], [ %v1123, %v1176 ]
  br i1 %v21, label %v1198, label %v1199

v1198:                                       ; preds = %v1192
  %v1200 = or disjoint i64 %v137, 61
  %v1201 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1200
  %v1202 = load float, ptr %v1201, align 4
  %v1203 = fmul contract float %v1145, %v1202
  %v1204 = fadd contract float %v1140, %v1203
  %v1205 = fmul contract float %v1149, %v1202
  %v1206 = fadd contract float %v1139, %v1205
  %v1207 = fmul contract float %v1153, %v1202
  %v1208 = fadd contract float %v1138, %v1207
  br i1 %v16, label %v1209, label %v1199

v1199:                                       ; preds = %v1198, %v1209, %v1192
  %v1210 = phi float [ %v1211, %v1209 ], [ %v1136, %v1198 ], [ %v1136, %v1192 ]
  %v1212 = phi float [ %v1208, %v1209 ], [ %v1208, %v1198 ], [ %v1138, %v1192 ]
  %v1213 = phi float [ %v1206, %v1209 ], [ %v1206, %v1198 ], [ %v1139, %v1192 ]
  %v1214 = phi float [ %v1204, %v1209 ], [ %v1204, %v1198 ], [ %v1140, %v1192 ]
  %v1215 = or disjoint i64 %v137, 14
  %v1216 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1215
  %v1217 = load float, ptr %v1216, align 8
  %v1218 = getelementptr inbounds i8, ptr %v141, i64 3584
  %v1219 = load float, ptr %v1218, align 16
  %v1220 = fmul contract float %v1217, %v1219
  %v1221 = fadd contract float %v1147, %v1220
  %v1222 = getelementptr inbounds i8, ptr %v141, i64 3588
  %v1223 = load float, ptr %v1222, align 4
  %v1224 = fmul contract float %v1217, %v1223
  %v1225 = fadd contract float %v1151, %v1224
  %v1226 = getelementptr inbounds i8, ptr %v141, i64 3592
  %v1227 = load float, ptr %v1226, align 8
  %v1228 = fmul contract float %v1217, %v1227
  %v1229 = fadd contract float %v1155, %v1228
  br i1 %v16, label %v1230, label %v1231

v1209:                                       ; preds = %v1198
  %v1232 = getelementptr inbounds i8, ptr %v141, i64 3340
  %v1233 = load float, ptr %v1232, align 4
  %v1234 = fmul contract float %v1202, %v1233
  %v1211 = fadd contract float %v1136, %v1234
  br label %v1199

v1230:                                       ; preds = %v1199
  %v1235 = getelementptr inbounds i8, ptr %v141, i64 3596
  %v1236 = load float, ptr %v1235, align 4
  %v1237 = fmul contract float %v1217, %v1236
  %v1238 = fadd contract float %v1165, %v1237
  br label %v1231

v1231:                                       ; preds = %v1230, %v1199
  %v1239 = phi float [ %v1238, %v1230 ], [ %v1165, %v1199 ]
  %v1240 = or disjoint i64 %v137, 30
  %v1241 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1240
  %v1242 = load float, ptr %v1241, align 8
  %v1243 = fmul contract float %v1219, %v1242
  %v1244 = fadd contract float %v1170, %v1243
  %v1245 = fmul contract float %v1223, %v1242
  %v1246 = fadd contract float %v1172, %v1245
  %v1247 = fmul contract float %v1227, %v1242
  %v1248 = fadd contract float %v1174, %v1247
  br i1 %v16, label %v1249, label %v1250

v1249:                                       ; preds = %v1231
  %v1251 = getelementptr inbounds i8, ptr %v141, i64 3596
  %v1252 = load float, ptr %v1251, align 4
  %v1253 = fmul contract float %v1242, %v1252
  %v1254 = fadd contract float %v1181, %v1253
  br label %v1250

v1250:                                       ; preds = %v1249, %v1231
  %v1255 = phi float [ %v1254, %v1249 ], [ %v1181, %v1231 ]
  %v1256 = or disjoint i64 %v137, 46
  %v1257 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1256
  %v1258 = load float, ptr %v1257, align 8
  %v1259 = fmul contract float %v1219, %v1258
  %v1260 = fadd contract float %v1186, %v1259
  %v1261 = fmul contract float %v1223, %v1258
  %v1262 = fadd contract float %v1188, %v1261
  %v1263 = fmul contract float %v1227, %v1258
  %v1264 = fadd contract float %v1190, %v1263
  br i1 %v16, label %v1265, label %v1266

v1265:                                       ; preds = %v1250
  %v1267 = getelementptr inbounds i8, ptr %v141, i64 3596
  %v1268 = load float, ptr %v1267, align 4
  %v1269 = fmul contract float %v1258, %v1268
  %v1270 = fadd contract float %v1197, %v1269
  br label %v1266

v1266:                                       ; preds = %v1265, %v1250
  %v1271 = phi float [ %v1270, %v1265 ], [ %v1197, %v1250 ]
  br i1 %v21, label %v1272, label %v1273

v1272:                                       ; preds = %v1266
  %v1274 = or disjoint i64 %v137, 62
  %v1275 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1274
  %v1276 = load float, ptr %v1275, align 8
  %v1277 = fmul contract float %v1219, %v1276
  %v1278 = fadd contract float %v1214, %v1277
  %v1279 = fmul contract float %v1223, %v1276
  %v1280 = fadd contract float %v1213, %v1279
  %v1281 = fmul contract float %v1227, %v1276
  %v1282 = fadd contract float %v1212, %v1281
  br i1 %v16, label %v1283, label %v1273

v1273:                                       ; preds = %v1272, %v1283, %v1266
  %v1284 = phi float [ %v1285, %v1283 ], [ %v1210, %v1272 ], [ %v1210, %v1266 ]
  %v1286 = phi float [ %v1282, %v1283 ], [ %v1282, %v1272 ], [ %v1212, %v1266 ]
  %v1287 = phi float [ %v1280, %v1283 ], [ %v1280, %v1272 ], [ %v1213, %v1266 ]
  %v1288 = phi float [ %v1278, %v1283 ], [ %v1278, %v1272 ], [ %v1214, %v1266 ]
  %v1289 = or disjoint i64 %v137, 15
  %v1290 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1289
  %v1291 = load float, ptr %v1290, align 4
  %v1292 = getelementptr inbounds i8, ptr %v141, i64 3840
  %v1293 = load float, ptr %v1292, align 16
  %v1294 = fmul contract float %v1291, %v1293
  %v189 = fadd contract float %v1221, %v1294
  %v1295 = getelementptr inbounds i8, ptr %v141, i64 3844
  %v1296 = load float, ptr %v1295, align 4
  %v1297 = fmul contract float %v1291, %v1296
  %v187 = fadd contract float %v1225, %v1297
  %v1298 = getelementptr inbounds i8, ptr %v141, i64 3848
  %v1299 = load float, ptr %v1298, align 8
  %v1300 = fmul contract float %v1291, %v1299
  %v185 = fadd contract float %v1229, %v1300
  br i1 %v16, label %v1301, label %v1302

v1283:                                       ; preds = %v1272
  %v1303 = getelementptr inbounds i8, ptr %v141, i64 3596
  %v1304 = load float, ptr %v1303, align 4
  %v1305 = fmul contract float %v1276, %v1304
  %v1285 = fadd contract float %v1210, %v1305
  br label %v1273

v1301:                                       ; preds = %v1273
  %v1306 = getelementptr inbounds i8, ptr %v141, i64 3852
  %v1307 = load float, ptr %v1306, align 4
  %v1308 = fmul contract float %v1291, %v1307
  %v1309 = fadd contract float %v1239, %v1308
  br label %v1302

v1302:                                       ; preds = %v1301, %v1273
  %v183 = phi float [ %v1309, %v1301 ], [ %v1239, %v1273 ]
  %v1310 = or disjoint i64 %v137, 31
  %v1311 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1310
  %v1312 = load float, ptr %v1311, align 4
  %v1313 = fmul contract float %v1293, %v1312
  %v181 = fadd contract float %v1244, %v1313
  %v1314 = fmul contract float %v1296, %v1312
  %v179 = fadd contract float %v1246, %v1314
  %v1315 = fmul contract float %v1299, %v1312
  %v177 = fadd contract float %v1248, %v1315
  br i1 %v16, label %v1316, label %v1317

v1316:                                       ; preds = %v1302
  %v1318 = getelementptr inbounds i8, ptr %v141, i64 3852
  %v1319 = load float, ptr %v1318, align 4
  %v1320 = fmul contract float %v1312, %v1319
  %v1321 = fadd contract float %v1255, %v1320
  br label %v1317

v1317:                                       ; preds = %v1316, %v1302
  %v175 = phi float [ %v1321, %v1316 ], [ %v1255, %v1302 ]
  %v1322 = or disjoint i64 %v137, 47
  %v1323 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1322
  %v1324 = load float, ptr %v1323, align 4
  %v1325 = fmul contract float %v1293, %v1324
  %v173 = fadd contract float %v1260, %v1325
  %v1326 = fmul contract float %v1296, %v1324
  %v171 = fadd contract float %v1262, %v1326
  %v1327 = fmul contract float %v1299, %v1324
  %v169 = fadd contract float %v1264, %v1327
  br i1 %v16, label %v1328, label %v1329

v1328:                                       ; preds = %v1317
  %v1330 = getelementptr inbounds i8, ptr %v141, i64 3852
  %v1331 = load float, ptr %v1330, align 4
  %v1332 = fmul contract float %v1324, %v1331
  %v1333 = fadd contract float %v1271, %v1332
  br label %v1329

v1329:                                       ; preds = %v1328, %v1317
  %v167 = phi float [ %v1333, %v1328 ], [ %v1271, %v1317 ]
  br i1 %v21, label %v1334, label %v158

v1334:                                       ; preds = %v1329
  %v1335 = or disjoint i64 %v137, 63
  %v1336 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v1335
  %v1337 = load float, ptr %v1336, align 4
  %v1338 = fmul contract float %v1293, %v1337
  %v1339 = fadd contract float %v1288, %v1338
  %v1340 = fmul contract float %v1296, %v1337
  %v1341 = fadd contract float %v1287, %v1340
  %v1342 = fmul contract float %v1299, %v1337
  %v1343 = fadd contract float %v1286, %v1342
  br i1 %v16, label %v1344, label %v158

v158:                                       ; preds = %v1334, %v1344, %v1329
  %v159 = phi float [ %v1345, %v1344 ], [ %v1284, %v1334 ], [ %v1284, %v1329 ]
  %v161 = phi float [ %v1343, %v1344 ], [ %v1343, %v1334 ], [ %v1286, %v1329 ]
  %v163 = phi float [ %v1341, %v1344 ], [ %v1341, %v1334 ], [ %v1287, %v1329 ]
  %v165 = phi float [ %v1339, %v1344 ], [ %v1339, %v1334 ], [ %v1288, %v1329 ]
  tail call void @llvm.nvvm.barrier0()
  br label %v74

v1344:                                       ; preds = %v1334
  %v1346 = getelementptr inbounds i8, ptr %v141, i64 3852
  %v1347 = load float, ptr %v1346, align 4
  %v1348 = fmul contract float %v1337, %v1347
  %v1345 = fadd contract float %v1284, %v1348
  br label %v158

v193:                                       ; preds = %v111
  %v1349 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v55, i32 4, <4 x i1> %v60, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v1349, ptr %v62, i32 16, <4 x i1> %v60)
  %v1350 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v66, i32 4, <4 x i1> %v70, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v1350, ptr %v71, i32 16, <4 x i1> %v70)
  br label %v194

v194:                                       ; preds = %v193, %v111
  %v1351 = shl nuw nsw i64 %v107, 10
  %v1352 = getelementptr float, ptr %v72, i64 %v1351
  %v1353 = getelementptr i8, ptr %v1352, i64 -8192
  %v1354 = load float, ptr %v1353, align 64
  %v1355 = or disjoint i64 %v1351, %v13
  %v1356 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v1355
  %v1357 = getelementptr i8, ptr %v1356, i64 -8192
  %v1358 = load float, ptr %v1357, align 16
  %v1359 = fmul contract float %v1354, %v1358
  %v1360 = fadd contract float %v105, %v1359
  %v1361 = getelementptr i8, ptr %v1356, i64 -8188
  %v1362 = load float, ptr %v1361, align 4
  %v1363 = fmul contract float %v1354, %v1362
  %v1364 = fadd contract float %v103, %v1363
  %v1365 = getelementptr i8, ptr %v1356, i64 -8184
  %v1366 = load float, ptr %v1365, align 8
  %v1367 = fmul contract float %v1354, %v1366
  %v1368 = fadd contract float %v101, %v1367
  br i1 %v16, label %v1369, label %v1370

v1369:                                       ; preds = %v194
  %v1371 = getelementptr i8, ptr %v1356, i64 -8180
  %v1372 = load float, ptr %v1371, align 4
  %v1373 = fmul contract float %v1354, %v1372
  %v1374 = fadd contract float %v99, %v1373
  br label %v1370

v1370:                                       ; preds = %v1369, %v194
  %v1375 = phi float [ %v1374, %v1369 ], [ %v99, %v194 ]
  %v1376 = getelementptr i8, ptr %v1352, i64 -8128
  %v1377 = load float, ptr %v1376, align 64
  %v1378 = fmul contract float %v1358, %v1377
  %v1379 = fadd contract float %v97, %v1378
  %v1380 = fmul contract float %v1362, %v1377
  %v1381 = fadd contract float %v95, %v1380
  %v1382 = fmul contract float %v1366, %v1377
  %v1383 = fadd contract float %v93, %v1382
  br i1 %v16, label %v1384, label %v1385

v1384:                                       ; preds = %v1370
  %v1386 = getelementptr i8, ptr %v1356, i64 -8180
  %v1387 = load float, ptr %v1386, align 4
  %v1388 = fmul contract float %v1377, %v1387
  %v1389 = fadd contract float %v91, %v1388
  br label %v1385

v1385:                                       ; preds = %v1384, %v1370
  %v1390 = phi float [ %v1389, %v1384 ], [ %v91, %v1370 ]
  %v1391 = getelementptr i8, ptr %v1352, i64 -8064
  %v1392 = load float, ptr %v1391, align 64
  %v1393 = fmul contract float %v1358, %v1392
  %v1394 = fadd contract float %v89, %v1393
  %v1395 = fmul contract float %v1362, %v1392
  %v1396 = fadd contract float %v87, %v1395
  %v1397 = fmul contract float %v1366, %v1392
  %v1398 = fadd contract float %v85, %v1397
  br i1 %v16, label %v1399, label %v1400

v1399:                                       ; preds = %v1385
  %v1401 = getelementptr i8, ptr %v1356, i64 -8180
  %v1402 = load float, ptr %v1401, align 4
  %v1403 = fmul contract float %v1392, %v1402
  %v1404 = fadd contract float %v83, %v1403
  br label %v1400

v1400:                                       ; preds = %v1399, %v1385
  %v1405 = phi float [ %v1404, %v1399 ], [ %v83, %v1385 ]
  br i1 %v21, label %v1406, label %v1407

v1406:                                       ; preds = %v1400
  %v1408 = getelementptr i8, ptr %v1352, i64 -8000
  %v1409 = load float, ptr %v1408, align 64
  %v1410 = fmul contract float %v1358, %v1409
  %v1411 = fadd contract float %v81, %v1410
  %v1412 = fmul contract float %v1362, %v1409
  %v1413 = fadd contract float %v79, %v1412
  %v1414 = fmul contract float %v1366, %v1409
  %v1415 = fadd contract float %v77, %v1414
  br i1 %v16, label %v1416, label %v1407

v1407:                                       ; preds = %v1406, %v1416, %v1400
  %v1417 = phi float [ %v1418, %v1416 ], [ %v75, %v1406 ], [ %v75, %v1400 ]
  %v1419 = phi float [ %v1415, %v1416 ], [ %v1415, %v1406 ], [ %v77, %v1400 ]
  %v1420 = phi float [ %v1413, %v1416 ], [ %v1413, %v1406 ], [ %v79, %v1400 ]
  %v1421 = phi float [ %v1411, %v1416 ], [ %v1411, %v1406 ], [ %v81, %v1400 ]
  %v1422 = getelementptr i8, ptr %v1352, i64 -8188
  %v1423 = load float, ptr %v1422, align 4
  %v1424 = getelementptr i8, ptr %v1356, i64 -7936
  %v1425 = load float, ptr %v1424, align 16
  %v1426 = fmul contract float %v1423, %v1425
  %v1427 = fadd contract float %v1360, %v1426
  %v1428 = getelementptr i8, ptr %v1356, i64 -7932
  %v1429 = load float, ptr %v1428, align 4
  %v1430 = fmul contract float %v1423, %v1429
  %v1431 = fadd contract float %v1364, %v1430
  %v1432 = getelementptr i8, ptr %v1356, i64 -7928
  %v1433 = load float, ptr %v1432, align 8
  %v1434 = fmul contract float %v1423, %v1433
  %v1435 = fadd contract float %v1368, %v1434
  br i1 %v16, label %v1436, label %v1437

v1416:                                       ; preds = %v1406
  %v1438 = getelementptr i8, ptr %v1356, i64 -8180
  %v1439 = load float, ptr %v1438, align 4
  %v1440 = fmul contract float %v1409, %v1439
  %v1418 = fadd contract float %v75, %v1440
  br label %v1407

v1436:                                       ; preds = %v1407
  %v1441 = getelementptr i8, ptr %v1356, i64 -7924
  %v1442 = load float, ptr %v1441, align 4
  %v1443 = fmul contract float %v1423, %v1442
  %v1444 = fadd contract float %v1375, %v1443
  br label %v1437

v1437:                                       ; preds = %v1436, %v1407
  %v1445 = phi float [ %v1444, %v1436 ], [ %v1375, %v1407 ]
  %v1446 = getelementptr i8, ptr %v1352, i64 -8124
  %v1447 = load float, ptr %v1446, align 4
  %v1448 = fmul contract float %v1425, %v1447
  %v1449 = fadd contract float %v1379, %v1448
  %v1450 = fmul contract float %v1429, %v1447
  %v1451 = fadd contract float %v1381, %v1450
  %v1452 = fmul contract float %v1433, %v1447
  %v1453 = fadd contract float %v1383, %v1452
  br i1 %v16, label %v1454, label %v1455

v1454:                                       ; preds = %v1437
  %v1456 = getelementptr i8, ptr %v1356, i64 -7924
  %v1457 = load float, ptr %v1456, align 4
  %v1458 = fmul contract float %v1447, %v1457
  %v1459 = fadd contract float %v1390, %v1458
  br label %v1455

v1455:                                       ; preds = %v1454, %v1437
  %v1460 = phi float [ %v1459, %v1454 ], [ %v1390, %v1437 ]
  %v1461 = getelementptr i8, ptr %v1352, i64 -8060
  %v1462 = load float, ptr %v1461, align 4
  %v1463 = fmul contract float %v1425, %v1462
  %v1464 = fadd contract float %v1394, %v1463
  %v1465 = fmul contract float %v1429, %v1462
  %v1466 = fadd contract float %v1396, %v1465
  %v1467 = fmul contract float %v1433, %v1462
  %v1468 = fadd contract float %v1398, %v1467
  br i1 %v16, label %v1469, label %v1470

v1469:                                       ; preds = %v1455
  %v1471 = getelementptr i8, ptr %v1356, i64 -7924
  %v1472 = load float, ptr %v1471, align 4
  %v1473 = fmul contract float %v1462, %v1472
  %v1474 = fadd contract float %v1405, %v1473
  br label %v1470

v1470:                                       ; preds = %v1469, %v1455
  %v1475 = phi float [ %v1474, %v1469 ], [ %v1405, %v1455 ]
  br i1 %v21, label %v1476, label %v1477

v1476:                                       ; preds = %v1470
  %v1478 = getelementptr i8, ptr %v1352, i64 -7996
  %v1479 = load float, ptr %v1478, align 4
  %v1480 = fmul contract float %v1425, %v1479
  %v1481 = fadd contract float %v1421, %v1480
  %v1482 = fmul contract float %v1429, %v1479
  %v1483 = fadd contract float %v1420, %v1482
  %v1484 = fmul contract float %v1433, %v1479
  %v1485 = fadd contract float %v1419, %v1484
  br i1 %v16, label %v1486, label %v1477

v1477:                                       ; preds = %v1476, %v1486, %v1470
  %v1487 = phi float [ %v1488, %v1486 ], [ %v1417, %v1476 ], [ %v1417, %v1470 ]
  %v1489 = phi float [ %v1485, %v1486 ], [ %v1485, %v1476 ], [ %v1419, %v1470 ]
  %v1490 = phi float [ %v1483, %v1486 ], [ %v1483, %v1476 ], [ %v1420, %v1470 ]
  %v1491 = phi float [ %v1481, %v1486 ], [ %v1481, %v1476 ], [ %v1421, %v1470 ]
  %v1492 = getelementptr i8, ptr %v1352, i64 -8184
  %v1493 = load float, ptr %v1492, align 8
  %v1494 = getelementptr i8, ptr %v1356, i64 -7680
  %v1495 = load float, ptr %v1494, align 16
  %v1496 = fmul contract float %v1493, %v1495
  %v1497 = fadd contract float %v1427, %v1496
  %v1498 = getelementptr i8, ptr %v1356, i64 -7676
  %v1499 = load float, ptr %v1498, align 4
  %v1500 = fmul contract float %v1493, %v1499
  %v1501 = fadd contract float %v1431, %v1500
  %v1502 = getelementptr i8, ptr %v1356, i64 -7672
  %v1503 = load float, ptr %v1502, align 8
  %v1504 = fmul contract float %v1493, %v1503
  %v1505 = fadd contract float %v1435, %v1504
  br i1 %v16, label %v1506, label %v1507

v1486:                                       ; preds = %v1476
  %v1508 = getelementptr i8, ptr %v1356, i64 -7924
  %v1509 = load float, ptr %v1508, align 4
  %v1510 = fmul contract float %v1479, %v1509
  %v1488 = fadd contract float %v1417, %v1510
  br label %v1477

v1506:                                       ; preds = %v1477
  %v1511 = getelementptr i8, ptr %v1356, i64 -7668
  %v1512 = load float, ptr %v1511, align 4
  %v1513 = fmul contract float %v1493, %v1512
  %v1514 = fadd contract float %v1445, %v1513
  br label %v1507

v1507:                                       ; preds = %v1506, %v1477
  %v1515 = phi float [ %v1514, %v1506 ], [ %v1445, %v1477 ]
  %v1516 = getelementptr i8, ptr %v1352, i64 -8120
  %v1517 = load float, ptr %v1516, align 8
  %v1518 = fmul contract float %v1495, %v1517
  %v1519 = fadd contract float %v1449, %v1518
  %v1520 = fmul contract float %v1499, %v1517
  %v1521 = fadd contract float %v1451, %v1520
  %v1522 = fmul contract float %v1503, %v1517
  %v1523 = fadd contract float %v1453, %v1522
  br i1 %v16, label %v1524, label %v1525

v1524:                                       ; preds = %v1507
  %v1526 = getelementptr i8, ptr %v1356, i64 -7668
  %v1527 = load float, ptr %v1526, align 4
  %v1528 = fmul contract float %v1517, %v1527
  %v1529 = fadd contract float %v1460, %v1528
  br label %v1525

v1525:                                       ; preds = %v1524, %v1507
  %v1530 = phi float [ %v1529, %v1524 ], [ %v1460, %v1507 ]
  %v1531 = getelementptr i8, ptr %v1352, i64 -8056
  %v1532 = load float, ptr %v1531, align 8
  %v1533 = fmul contract float %v1495, %v1532
  %v1534 = fadd contract float %v1464, %v1533
  %v1535 = fmul contract float %v1499, %v1532
  %v1536 = fadd contract float %v1466, %v1535
  %v1537 = fmul contract float %v1503, %v1532
  %v1538 = fadd contract float %v1468, %v1537
  br i1 %v16, label %v1539, label %v1540

v1539:                                       ; preds = %v1525
  %v1541 = getelementptr i8, ptr %v1356, i64 -7668
  %v1542 = load float, ptr %v1541, align 4
  %v1543 = fmul contract float %v1532, %v1542
  %v1544 = fadd contract float %v1475, %v1543
  br label %v1540

v1540:                                       ; preds = %v1539, %v1525
  %v1545 = phi float [ %v1544, %v1539 ], [ %v1475, %v1525 ]
  br i1 %v21, label %v1546, label %v1547

v1546:                                       ; preds = %v1540
  %v1548 = getelementptr i8, ptr %v1352, i64 -7992
  %v1549 = load float, ptr %v1548, align 8
  %v1550 = fmul contract float %v1495, %v1549
  %v1551 = fadd contract float %v1491, %v1550
  %v1552 = fmul contract float %v1499, %v1549
  %v1553 = fadd contract float %v1490, %v1552
  %v1554 = fmul contract float %v1503, %v1549
  %v1555 = fadd contract float %v1489, %v1554
  br i1 %v16, label %v1556, label %v1547

v1547:                                       ; preds = %v1546, %v1556, %v1540
  %v1557 = phi float [ %v1558, %v1556 ], [ %v1487, %v1546 ], [ %v1487, %v1540 ]
  %v1559 = phi float [ %v1555, %v1556 ], [ %v1555, %v1546 ], [ %v1489, %v1540 ]
  %v1560 = phi float [ %v1553, %v1556 ], [ %v1553, %v1546 ], [ %v1490, %v1540 ]
  %v1561 = phi float [ %v1551, %v1556 ], [ %v1551, %v1546 ], [ %v1491, %v1540 ]
  %v1562 = getelementptr i8, ptr %v1352, i64 -8180
  %v1563 = load float, ptr %v1562, align 4
  %v1564 = getelementptr i8, ptr %v1356, i64 -7424
  %v1565 = load float, ptr %v1564, align 16
  %v1566 = fmul contract float %v1563, %v1565
  %v1567 = fadd contract float %v1497, %v1566
  %v1568 = getelementptr i8, ptr %v1356, i64 -7420
  %v1569 = load float, ptr %v1568, align 4
  %v1570 = fmul contract float %v1563, %v1569
  %v1571 = fadd contract float %v1501, %v1570
  %v1572 = getelementptr i8, ptr %v1356, i64 -7416
  %v1573 = load float, ptr %v1572, align 8
  %v1574 = fmul contract float %v1563, %v1573
  %v1575 = fadd contract float %v1505, %v1574
  br i1 %v16, label %v1576, label %v1577

v1556:                                       ; preds = %v1546
  %v1578 = getelementptr i8, ptr %v1356, i64 -7668
  %v1579 = load float, ptr %v1578, align 4
  %v1580 = fmul contract float %v1549, %v1579
  %v1558 = fadd contract float %v1487, %v1580
  br label %v1547

v1576:                                       ; preds = %v1547
  %v1581 = getelementptr i8, ptr %v1356, i64 -7412
  %v1582 = load float, ptr %v1581, align 4
  %v1583 = fmul contract float %v1563, %v1582
  %v1584 = fadd contract float %v1515, %v1583
  br label %v1577

v1577:                                       ; preds = %v1576, %v1547
  %v1585 = phi float [ %v1584, %v1576 ], [ %v1515, %v1547 ]
  %v1586 = getelementptr i8, ptr %v1352, i64 -8116
  %v1587 = load float, ptr %v1586, align 4
  %v1588 = fmul contract float %v1565, %v1587
  %v1589 = fadd contract float %v1519, %v1588
  %v1590 = fmul contract float %v1569, %v1587
  %v1591 = fadd contract float %v1521, %v1590
  %v1592 = fmul contract float %v1573, %v1587
  %v1593 = fadd contract float %v1523, %v1592
  br i1 %v16, label %v1594, label %v1595

v1594:                                       ; preds = %v1577
  %v1596 = getelementptr i8, ptr %v1356, i64 -7412
  %v1597 = load float, ptr %v1596, align 4
  %v1598 = fmul contract float %v1587, %v1597
  %v1599 = fadd contract float %v1530, %v1598
  br label %v1595

v1595:                                       ; preds = %v1594, %v1577
  %v1600 = phi float [ %v1599, %v1594 ], [ %v1530, %v1577 ]
  %v1601 = getelementptr i8, ptr %v1352, i64 -8052
  %v1602 = load float, ptr %v1601, align 4
  %v1603 = fmul contract float %v1565, %v1602
  %v1604 = fadd contract float %v1534, %v1603
  %v1605 = fmul contract float %v1569, %v1602
  %v1606 = fadd contract float %v1536, %v1605
  %v1607 = fmul contract float %v1573, %v1602
  %v1608 = fadd contract float %v1538, %v1607
  br i1 %v16, label %v1609, label %v1610

v1609:                                       ; preds = %v1595
  %v1611 = getelementptr i8, ptr %v1356, i64 -7412
  %v1612 = load float, ptr %v1611, align 4
  %v1613 = fmul contract float %v1602, %v1612
  %v1614 = fadd contract float %v1545, %v1613
  br label %v1610

v1610:                                       ; preds = %v1609, %v1595
  %v1615 = phi float [ %v1614, %v1609 ], [ %v1545, %v1595 ]
  br i1 %v21, label %v1616, label %v1617

v1616:                                       ; preds = %v1610
  %v1618 = getelementptr i8, ptr %v1352, i64 -7988
  %v1619 = load float, ptr %v1618, align 4
  %v1620 = fmul contract float %v1565, %v1619
  %v1621 = fadd contract float %v1561, %v1620
  %v1622 = fmul contract float %v1569, %v1619
  %v1623 = fadd contract float %v1560, %v1622
  %v1624 = fmul contract float %v1573, %v1619
  %v1625 = fadd contract float %v1559, %v1624
  br i1 %v16, label %v1626, label %v1617

v1617:                                       ; preds = %v1616, %v1626, %v1610
  %v1627 = phi float [ %v1628, %v1626 ], [ %v1557, %v1616 ], [ %v1557, %v1610 ]
  %v1629 = phi float [ %v1625, %v1626 ], [ %v1625, %v1616 ], [ %v1559, %v1610 ]
  %v1630 = phi float [ %v1623, %v1626 ], [ %v1623, %v1616 ], [ %v1560, %v1610 ]
  %v1631 = phi float [ %v1621, %v1626 ], [ %v1621, %v1616 ], [ %v1561, %v1610 ]
  %v1632 = getelementptr i8, ptr %v1352, i64 -8176
  %v1633 = load float, ptr %v1632, align 16
  %v1634 = getelementptr i8, ptr %v1356, i64 -7168
  %v1635 = load float, ptr %v1634, align 16
  %v1636 = fmul contract float %v1633, %v1635
  %v1637 = fadd contract float %v1567, %v1636
  %v1638 = getelementptr i8, ptr %v1356, i64 -7164
  %v1639 = load float, ptr %v1638, align 4
  %v1640 = fmul contract float %v1633, %v1639
  %v1641 = fadd contract float %v1571, %v1640
  %v1642 = getelementptr i8, ptr %v1356, i64 -7160
  %v1643 = load float, ptr %v1642, align 8
  %v1644 = fmul contract float %v1633, %v1643
  %v1645 = fadd contract float %v1575, %v1644
  br i1 %v16, label %v1646, label %v1647

v1626:                                       ; preds = %v1616
  %v1648 = getelementptr i8, ptr %v1356, i64 -7412
  %v1649 = load float, ptr %v1648, align 4
  %v1650 = fmul contract float %v1619, %v1649
  %v1628 = fadd contract float %v1557, %v1650
  br label %v1617

v1646:                                       ; preds = %v1617
  %v1651 = getelementptr i8, ptr %v1356, i64 -7156
  %v1652 = load float, ptr %v1651, align 4
  %v1653 = fmul contract float %v1633, %v1652
  %v1654 = fadd contract float %v1585, %v1653
  br label %v1647

v1647:                                       ; preds = %v1646, %v1617
  %v1655 = phi float [ %v1654, %v1646 ], [ %v1585, %v1617 ]
  %v1656 = getelementptr i8, ptr %v1352, i64 -8112
  %v1657 = load float, ptr %v1656, align 16
  %v1658 = fmul contract float %v1635, %v1657
  %v1659 = fadd contract float %v1589, %v1658
  %v1660 = fmul contract float %v1639, %v1657
  %v1661 = fadd contract float %v1591, %v1660
  %v1662 = fmul contract float %v1643, %v1657
  %v1663 = fadd contract float %v1593, %v1662
  br i1 %v16, label %v1664, label %v1665

v1664:                                       ; preds = %v1647
  %v1666 = getelementptr i8, ptr %v1356, i64 -7156
  %v1667 = load float, ptr %v1666, align 4
  %v1668 = fmul contract float %v1657, %v1667
  %v1669 = fadd contract float %v1600, %v1668
  br label %v1665

v1665:                                       ; preds = %v1664, %v1647
  %v1670 = phi float [ %v1669, %v1664 ], [ %v1600, %v1647 ]
  %v1671 = getelementptr i8, ptr %v1352, i64 -8048
  %v1672 = load float, ptr %v1671, align 16
  %v1673 = fmul contract float %v1635, %v1672
  %v1674 = fadd contract float %v1604, %v1673
  %v1675 = fmul contract float %v1639, %v1672
  %v1676 = fadd contract float %v1606, %v1675
  %v1677 = fmul contract float %v1643, %v1672
  %v1678 = fadd contract float %v1608, %v1677
  br i1 %v16, label %v1679, label %v1680

v1679:                                       ; preds = %v1665
  %v1681 = getelementptr i8, ptr %v1356, i64 -7156
  %v1682 = load float, ptr %v1681, align 4
  %v1683 = fmul contract float %v1672, %v1682
  %v1684 = fadd contract float %v1615, %v1683
  br label %v1680

v1680:                                       ; preds = %v1679, %v1665
  %v1685 = phi float [ %v1684, %v1679 ], [ %v1615, %v1665 ]
  br i1 %v21, label %v1686, label %v1687

v1686:                                       ; preds = %v1680
  %v1688 = getelementptr i8, ptr %v1352, i64 -7984
  %v1689 = load float, ptr %v1688, align 16
  %v1690 = fmul contract float %v1635, %v1689
  %v1691 = fadd contract float %v1631, %v1690
  %v1692 = fmul contract float %v1639, %v1689
  %v1693 = fadd contract float %v1630, %v1692
  %v1694 = fmul contract float %v1643, %v1689
  %v1695 = fadd contract float %v1629, %v1694
  br i1 %v16, label %v1696, label %v1687

v1687:                                       ; preds = %v1686, %v1696, %v1680
  %v1697 = phi float [ %v1698, %v1696 ], [ %v1627, %v1686 ], [ %v1627, %v1680 ]
  %v1699 = phi float [ %v1695, %v1696 ], [ %v1695, %v1686 ], [ %v1629, %v1680 ]
  %v1700 = phi float [ %v1693, %v1696 ], [ %v1693, %v1686 ], [ %v1630, %v1680 ]
  %v1701 = phi float [ %v1691, %v1696 ], [ %v1691, %v1686 ], [ %v1631, %v1680 ]
  %v1702 = getelementptr i8, ptr %v1352, i64 -8172
  %v1703 = load float, ptr %v1702, align 4
  %v1704 = getelementptr i8, ptr %v1356, i64 -6912
  %v1705 = load float, ptr %v1704, align 16
  %v1706 = fmul contract float %v1703, %v1705
  %v1707 = fadd contract float %v1637, %v1706
  %v1708 = getelementptr i8, ptr %v1356, i64 -6908
  %v1709 = load float, ptr %v1708, align 4
  %v1710 = fmul contract float %v1703, %v1709
  %v1711 = fadd contract float %v1641, %v1710
  %v1712 = getelementptr i8, ptr %v1356, i64 -6904
  %v1713 = load float, ptr %v1712, align 8
  %v1714 = fmul contract float %v1703, %v1713
  %v1715 = fadd contract float %v1645, %v1714
  br i1 %v16, label %v1716, label %v1717

v1696:                                       ; preds = %v1686
  %v1718 = getelementptr i8, ptr %v1356, i64 -7156
  %v1719 = load float, ptr %v1718, align 4
  %v1720 = fmul contract float %v1689, %v1719
  %v1698 = fadd contract float %v1627, %v1720
  br label %v1687

v1716:                                       ; preds = %v1687
  %v1721 = getelementptr i8, ptr %v1356, i64 -6900
  %v1722 = load float, ptr %v1721, align 4
  %v1723 = fmul contract float %v1703, %v1722
  %v1724 = fadd contract float %v1655, %v1723
  br label %v1717

v1717:                                       ; preds = %v1716, %v1687
  %v1725 = phi float [ %v1724, %v1716 ], [ %v1655, %v1687 ]
  %v1726 = getelementptr i8, ptr %v1352, i64 -8108
  %v1727 = load float, ptr %v1726, align 4
  %v1728 = fmul contract float %v1705, %v1727
  %v1729 = fadd contract float %v1659, %v1728
  %v1730 = fmul contract float %v1709, %v1727
  %v1731 = fadd contract float %v1661, %v1730
  %v1732 = fmul contract float %v1713, %v1727
  %v1733 = fadd contract float %v1663, %v1732
  br i1 %v16, label %v1734, label %v1735

v1734:                                       ; preds = %v1717
  %v1736 = getelementptr i8, ptr %v1356, i64 -6900
  %v1737 = load float, ptr %v1736, align 4
  %v1738 = fmul contract float %v1727, %v1737
  %v1739 = fadd contract float %v1670, %v1738
  br label %v1735

v1735:                                       ; preds = %v1734, %v1717
  %v1740 = phi float [ %v1739, %v1734 ], [ %v1670, %v1717 ]
  %v1741 = getelementptr i8, ptr %v1352, i64 -8044
  %v1742 = load float, ptr %v1741, align 4
  %v1743 = fmul contract float %v1705, %v1742
  %v1744 = fadd contract float %v1674, %v1743
  %v1745 = fmul contract float %v1709, %v1742
  %v1746 = fadd contract float %v1676, %v1745
  %v1747 = fmul contract float %v1713, %v1742
  %v1748 = fadd contract float %v1678, %v1747
  br i1 %v16, label %v1749, label %v1750

v1749:                                       ; preds = %v1735
  %v1751 = getelementptr i8, ptr %v1356, i64 -6900
  %v1752 = load float, ptr %v1751, align 4
  %v1753 = fmul contract float %v1742, %v1752
  %v1754 = fadd contract float %v1685, %v1753
  br label %v1750

v1750:                                       ; preds = %v1749, %v1735
  %v1755 = phi float [ %v1754, %v1749 ], [ %v1685, %v1735 ]
  br i1 %v21, label %v1756, label %v1757

v1756:                                       ; preds = %v1750
  %v1758 = getelementptr i8, ptr %v1352, i64 -7980
  %v1759 = load float, ptr %v1758, align 4
  %v1760 = fmul contract float %v1705, %v1759
  %v1761 = fadd contract float %v1701, %v1760
  %v1762 = fmul contract float %v1709, %v1759
  %v1763 = fadd contract float %v1700, %v1762
  %v1764 = fmul contract float %v1713, %v1759
  %v1765 = fadd contract float %v1699, %v1764
  br i1 %v16, label %v1766, label %v1757

v1757:                                       ; preds = %v1756, %v1766, %v1750
  %v1767 = phi float [ %v1768, %v1766 ], [ %v1697, %v1756 ], [ %v1697, %v1750 ]
  %v1769 = phi float [ %v1765, %v1766 ], [ %v1765, %v1756 ], [ %v1699, %v1750 ]
  %v1770 = phi float [ %v1763, %v1766 ], [ %v1763, %v1756 ], [ %v1700, %v1750 ]
  %v1771 = phi float [ %v1761, %v1766 ], [ %v1761, %v1756 ], [ %v1701, %v1750 ]
  %v1772 = getelementptr i8, ptr %v1352, i64 -8168
  %v1773 = load float, ptr %v1772, align 8
  %v1774 = getelementptr i8, ptr %v1356, i64 -6656
  %v1775 = load float, ptr %v1774, align 16
  %v1776 = fmul contract float %v1773, %v1775
  %v1777 = fadd contract float %v1707, %v1776
  %v1778 = getelementptr i8, ptr %v1356, i64 -6652
  %v1779 = load float, ptr %v1778, align 4
  %v1780 = fmul contract float %v1773, %v1779
  %v1781 = fadd contract float %v1711, %v1780
  %v1782 = getelementptr i8, ptr %v1356, i64 -6648
  %v1783 = load float, ptr %v1782, align 8
  %v1784 = fmul contract float %v1773, %v1783
  %v1785 = fadd contract float %v1715, %v1784
  br i1 %v16, label %v1786, label %v1787

v1766:                                       ; preds = %v1756
  %v1788 = getelementptr i8, ptr %v1356, i64 -6900
  %v1789 = load float, ptr %v1788, align 4
  %v1790 = fmul contract float %v1759, %v1789
  %v1768 = fadd contract float %v1697, %v1790
  br label %v1757

v1786:                                       ; preds = %v1757
  %v1791 = getelementptr i8, ptr %v1356, i64 -6644
  %v1792 = load float, ptr %v1791, align 4
  %v1793 = fmul contract float %v1773, %v1792
  %v1794 = fadd contract float %v1725, %v1793
  br label %v1787

v1787:                                       ; preds = %v1786, %v1757
  %v1795 = phi float [ %v1794, %v1786 ], [ %v1725, %v1757 ]
  %v1796 = getelementptr i8, ptr %v1352, i64 -8104
  %v1797 = load float, ptr %v1796, align 8
  %v1798 = fmul contract float %v1775, %v1797
  %v1799 = fadd contract float %v1729, %v1798
  %v1800 = fmul contract float %v1779, %v1797
  %v1801 = fadd contract float %v1731, %v1800
  %v1802 = fmul contract float %v1783, %v1797
  %v1803 = fadd contract float %v1733, %v1802
  br i1 %v16, label %v1804, label %v1805

v1804:                                       ; preds = %v1787
  %v1806 = getelementptr i8, ptr %v1356, i64 -6644
  %v1807 = load float, ptr %v1806, align 4
  %v1808 = fmul contract float %v1797, %v1807
  %v1809 = fadd contract float %v1740, %v1808
  br label %v1805

v1805:                                       ; preds = %v1804, %v1787
  %v1810 = phi float [ %v1809, %v1804 ], [ %v1740, %v1787 ]
  %v1811 = getelementptr i8, ptr %v1352, i64 -8040
  %v1812 = load float, ptr %v1811, align 8
  %v1813 = fmul contract float %v1775, %v1812
  %v1814 = fadd contract float %v1744, %v1813
  %v1815 = fmul contract float %v1779, %v1812
  %v1816 = fadd contract float %v1746, %v1815
  %v1817 = fmul contract float %v1783, %v1812
  %v1818 = fadd contract float %v1748, %v1817
  br i1 %v16, label %v1819, label %v1820

v1819:                                       ; preds = %v1805
  %v1821 = getelementptr i8, ptr %v1356, i64 -6644
  %v1822 = load float, ptr %v1821, align 4
  %v1823 = fmul contract float %v1812, %v1822
  %v1824 = fadd contract float %v1755, %v1823
  br label %v1820

v1820:                                       ; preds = %v1819, %v1805
  %v1825 = phi float [ %v1824, %v1819 ], [ %v1755, %v1805 ]
  br i1 %v21, label %v1826, label %v1827

v1826:                                       ; preds = %v1820
  %v1828 = getelementptr i8, ptr %v1352, i64 -7976
  %v1829 = load float, ptr %v1828, align 8
  %v1830 = fmul contract float %v1775, %v1829
  %v1831 = fadd contract float %v1771, %v1830
  %v1832 = fmul contract float %v1779, %v1829
  %v1833 = fadd contract float %v1770, %v1832
  %v1834 = fmul contract float %v1783, %v1829
  %v1835 = fadd contract float %v1769, %v1834
  br i1 %v16, label %v1836, label %v1827

v1827:                                       ; preds = %v1826, %v1836, %v1820
  %v1837 = phi float [ %v1838, %v1836 ], [ %v1767, %v1826 ], [ %v1767, %v1820 ]
  %v1839 = phi float [ %v1835, %v1836 ], [ %v1835, %v1826 ], [ %v1769, %v1820 ]
  %v1840 = phi float [ %v1833, %v1836 ], [ %v1833, %v1826 ], [ %v1770, %v1820 ]
  %v1841 = phi float [ %v1831, %v1836 ], [ %v1831, %v1826 ], [ %v1771, %v1820 ]
  %v1842 = getelementptr i8, ptr %v1352, i64 -8164
  %v1843 = load float, ptr %v1842, align 4
  %v1844 = getelementptr i8, ptr %v1356, i64 -6400
  %v1845 = load float, ptr %v1844, align 16
  %v1846 = fmul contract float %v1843, %v1845
  %v1847 = fadd contract float %v1777, %v1846
  %v1848 = getelementptr i8, ptr %v1356, i64 -6396
  %v1849 = load float, ptr %v1848, align 4
  %v1850 = fmul contract float %v1843, %v1849
  %v1851 = fadd contract float %v1781, %v1850
  %v1852 = getelementptr i8, ptr %v1356, i64 -6392
  %v1853 = load float, ptr %v1852, align 8
  %v1854 = fmul contract float %v1843, %v1853
  %v1855 = fadd contract float %v1785, %v1854
  br i1 %v16, label %v1856, label %v1857

v1836:                                       ; preds = %v1826
  %v1858 = getelementptr i8, ptr %v1356, i64 -6644
  %v1859 = load float, ptr %v1858, align 4
  %v1860 = fmul contract float %v1829, %v1859
  %v1838 = fadd contract float %v1767, %v1860
  br label %v1827

v1856:                                       ; preds = %v1827
  %v1861 = getelementptr i8, ptr %v1356, i64 -6388
  %v1862 = load float, ptr %v1861, align 4
  %v1863 = fmul contract float %v1843, %v1862
  %v1864 = fadd contract float %v1795, %v1863
  br label %v1857

v1857:                                       ; preds = %v1856, %v1827
  %v1865 = phi float [ %v1864, %v1856 ], [ %v1795, %v1827 ]
  %v1866 = getelementptr i8, ptr %v1352, i64 -8100
  %v1867 = load float, ptr %v1866, align 4
  %v1868 = fmul contract float %v1845, %v1867
  %v1869 = fadd contract float %v1799, %v1868
  %v1870 = fmul contract float %v1849, %v1867
  %v1871 = fadd contract float %v1801, %v1870
  %v1872 = fmul contract float %v1853, %v1867
  %v1873 = fadd contract float %v1803, %v1872
  br i1 %v16, label %v1874, label %v1875

v1874:                                       ; preds = %v1857
  %v1876 = getelementptr i8, ptr %v1356, i64 -6388
  %v1877 = load float, ptr %v1876, align 4
  %v1878 = fmul contract float %v1867, %v1877
  %v1879 = fadd contract float %v1810, %v1878
  br label %v1875

v1875:                                       ; preds = %v1874, %v1857
  %v1880 = phi float [ %v1879, %v1874 ], [ %v1810, %v1857 ]
  %v1881 = getelementptr i8, ptr %v1352, i64 -8036
  %v1882 = load float, ptr %v1881, align 4
  %v1883 = fmul contract float %v1845, %v1882
  %v1884 = fadd contract float %v1814, %v1883
  %v1885 = fmul contract float %v1849, %v1882
  %v1886 = fadd contract float %v1816, %v1885
  %v1887 = fmul contract float %v1853, %v1882
  %v1888 = fadd contract float %v1818, %v1887
  br i1 %v16, label %v1889, label %v1890

v1889:                                       ; preds = %v1875
  %v1891 = getelementptr i8, ptr %v1356, i64 -6388
  %v1892 = load float, ptr %v1891, align 4
  %v1893 = fmul contract float %v1882, %v1892
  %v1894 = fadd contract float %v1825, %v1893
  br label %v1890

v1890:                                       ; preds = %v1889, %v1875
  %v1895 = phi float [ %v1894, %v1889 ], [ %v1825, %v1875 ]
  br i1 %v21, label %v1896, label %v1897

v1896:                                       ; preds = %v1890
  %v1898 = getelementptr i8, ptr %v1352, i64 -7972
  %v1899 = load float, ptr %v1898, align 4
  %v1900 = fmul contract float %v1845, %v1899
  %v1901 = fadd contract float %v1841, %v1900
  %v1902 = fmul contract float %v1849, %v1899
  %v1903 = fadd contract float %v1840, %v1902
  %v1904 = fmul contract float %v1853, %v1899
  %v1905 = fadd contract float %v1839, %v1904
  br i1 %v16, label %v1906, label %v1897

v1897:                                       ; preds = %v1896, %v1906, %v1890
  %v1907 = phi float [ %v1908, %v1906 ], [ %v1837, %v1896 ], [ %v1837, %v1890 ]
  %v1909 = phi float [ %v1905, %v1906 ], [ %v1905, %v1896 ], [ %v1839, %v1890 ]
  %v1910 = phi float [ %v1903, %v1906 ], [ %v1903, %v1896 ], [ %v1840, %v1890 ]
  %v1911 = phi float [ %v1901, %v1906 ], [ %v1901, %v1896 ], [ %v1841, %v1890 ]
  %v1912 = getelementptr i8, ptr %v1352, i64 -8160
  %v1913 = load float, ptr %v1912, align 32
  %v1914 = getelementptr i8, ptr %v1356, i64 -6144
  %v1915 = load float, ptr %v1914, align 16
  %v1916 = fmul contract float %v1913, %v1915
  %v1917 = fadd contract float %v1847, %v1916
  %v1918 = getelementptr i8, ptr %v1356, i64 -6140
  %v1919 = load float, ptr %v1918, align 4
  %v1920 = fmul contract float %v1913, %v1919
  %v1921 = fadd contract float %v1851, %v1920
  %v1922 = getelementptr i8, ptr %v1356, i64 -6136
  %v1923 = load float, ptr %v1922, align 8
  %v1924 = fmul contract float %v1913, %v1923
  %v1925 = fadd contract float %v1855, %v1924
  br i1 %v16, label %v1926, label %v1927

v1906:                                       ; preds = %v1896
  %v1928 = getelementptr i8, ptr %v1356, i64 -6388
  %v1929 = load float, ptr %v1928, align 4
  %v1930 = fmul contract float %v1899, %v1929
  %v1908 = fadd contract float %v1837, %v1930
  br label %v1897

v1926:                                       ; preds = %v1897
  %v1931 = getelementptr i8, ptr %v1356, i64 -6132
  %v1932 = load float, ptr %v1931, align 4
  %v1933 = fmul contract float %v1913, %v1932
  %v1934 = fadd contract float %v1865, %v1933
  br label %v1927

v1927:                                       ; preds = %v1926, %v1897
  %v1935 = phi float [ %v1934, %v1926 ], [ %v1865, %v1897 ]
  %v1936 = getelementptr i8, ptr %v1352, i64 -8096
  %v1937 = load float, ptr %v1936, align 32
  %v1938 = fmul contract float %v1915, %v1937
  %v1939 = fadd contract float %v1869, %v1938
  %v1940 = fmul contract float %v1919, %v1937
  %v1941 = fadd contract float %v1871, %v1940
  %v1942 = fmul contract float %v1923, %v1937
  %v1943 = fadd contract float %v1873, %v1942
  br i1 %v16, label %v1944, label %v1945

v1944:                                       ; preds = %v1927
  %v1946 = getelementptr i8, ptr %v1356, i64 -6132
  %v1947 = load float, ptr %v1946, align 4
  %v1948 = fmul contract float %v1937, %v1947
  %v1949 = fadd contract float %v1880, %v1948
  br label %v1945

v1945:                                       ; preds = %v1944, %v1927
  %v1950 = phi float [ %v1949, %v1944 ], [ %v1880, %v1927 ]
  %v1951 = getelementptr i8, ptr %v1352, i64 -8032
  %v1952 = load float, ptr %v1951, align 32
  %v1953 = fmul contract float %v1915, %v1952
  %v1954 = fadd contract float %v1884, %v1953
  %v1955 = fmul contract float %v1919, %v1952
  %v1956 = fadd contract float %v1886, %v1955
  %v1957 = fmul contract float %v1923, %v1952
  %v1958 = fadd contract float %v1888, %v1957
  br i1 %v16, label %v1959, label %v1960

v1959:                                       ; preds = %v1945
  %v1961 = getelementptr i8, ptr %v1356, i64 -6132
  %v1962 = load float, ptr %v1961, align 4
  %v1963 = fmul contract float %v1952, %v1962
  %v1964 = fadd contract float %v1895, %v1963
  br label %v1960

v1960:                                       ; preds = %v1959, %v1945
  %v1965 = phi float [ %v1964, %v1959 ], [ %v1895, %v1945 ]
  br i1 %v21, label %v1966, label %v1967

v1966:                                       ; preds = %v1960
  %v1968 = getelementptr i8, ptr %v1352, i64 -7968
  %v1969 = load float, ptr %v1968, align 32
  %v1970 = fmul contract float %v1915, %v1969
  %v1971 = fadd contract float %v1911, %v1970
  %v1972 = fmul contract float %v1919, %v1969
  %v1973 = fadd contract float %v1910, %v1972
  %v1974 = fmul contract float %v1923, %v1969
  %v1975 = fadd contract float %v1909, %v1974
  br i1 %v16, label %v1976, label %v1967

v1967:                                       ; preds = %v1966, %v1976, %v1960
  %v1977 = phi float [ %v1978, %v1976 ], [ %v1907, %v1966 ], [ %v1907, %v1960 ]
  %v1979 = phi float [ %v1975, %v1976 ], [ %v1975, %v1966 ], [ %v1909, %v1960 ]
  %v1980 = phi float [ %v1973, %v1976 ], [ %v1973, %v1966 ], [ %v1910, %v1960 ]
  %v1981 = phi float [ %v1971, %v1976 ], [ %v1971, %v1966 ], [ %v1911, %v1960 ]
  %v1982 = getelementptr i8, ptr %v1352, i64 -8156
  %v1983 = load float, ptr %v1982, align 4
  %v1984 = getelementptr i8, ptr %v1356, i64 -5888
  %v1985 = load float, ptr %v1984, align 16
  %v1986 = fmul contract float %v1983, %v1985
  %v1987 = fadd contract float %v1917, %v1986
  %v1988 = getelementptr i8, ptr %v1356, i64 -5884
  %v1989 = load float, ptr %v1988, align 4
  %v1990 = fmul contract float %v1983, %v1989
  %v1991 = fadd contract float %v1921, %v1990
  %v1992 = getelementptr i8, ptr %v1356, i64 -5880
  %v1993 = load float, ptr %v1992, align 8
  %v1994 = fmul contract float %v1983, %v1993
  %v1995 = fadd contract float %v1925, %v1994
  br i1 %v16, label %v1996, label %v1997

v1976:                                       ; preds = %v1966
  %v1998 = getelementptr i8, ptr %v1356, i64 -6132
  %v1999 = load float, ptr %v1998, align 4
  %v2000 = fmul contract float %v1969, %v1999
  %v1978 = fadd contract float %v1907, %v2000
  br label %v1967

v1996:                                       ; preds = %v1967
  %v2001 = getelementptr i8, ptr %v1356, i64 -5876
  %v2002 = load float, ptr %v2001, align 4
  %v2003 = fmul contract float %v1983, %v2002
  %v2004 = fadd contract float %v1935, %v2003
  br label %v1997

v1997:                                       ; preds = %v1996, %v1967
  %v2005 = phi float [ %v2004, %v1996 ], [ %v1935, %v1967 ]
  %v2006 = getelementptr i8, ptr %v1352, i64 -8092
  %v2007 = load float, ptr %v2006, align 4
  %v2008 = fmul contract float %v1985, %v2007
  %v2009 = fadd contract float %v1939, %v2008
  %v2010 = fmul contract float %v1989, %v2007
  %v2011 = fadd contract float %v1941, %v2010
  %v2012 = fmul contract float %v1993, %v2007
  %v2013 = fadd contract float %v1943, %v2012
  br i1 %v16, label %v2014, label %v2015

v2014:                                       ; preds = %v1997
  %v2016 = getelementptr i8, ptr %v1356, i64 -5876
  %v2017 = load float, ptr %v2016, align 4
  %v2018 = fmul contract float %v2007, %v2017
  %v2019 = fadd contract float %v1950, %v2018
  br label %v2015

v2015:                                       ; preds = %v2014, %v1997
  %v2020 = phi float [ %v2019, %v2014 ], [ %v1950, %v1997 ]
  %v2021 = getelementptr i8, ptr %v1352, i64 -8028
  %v2022 = load float, ptr %v2021, align 4
  %v2023 = fmul contract float %v1985, %v2022
  %v2024 = fadd contract float %v1954, %v2023
  %v2025 = fmul contract float %v1989, %v2022
  %v2026 = fadd contract float %v1956, %v2025
  %v2027 = fmul contract float %v1993, %v2022
  %v2028 = fadd contract float %v1958, %v2027
  br i1 %v16, label %v2029, label %v2030

v2029:                                       ; preds = %v2015
  %v2031 = getelementptr i8, ptr %v1356, i64 -5876
  %v2032 = load float, ptr %v2031, align 4
  %v2033 = fmul contract float %v2022, %v2032
  %v2034 = fadd contract float %v1965, %v2033
  br label %v2030

v2030:                                       ; preds = %v2029, %v2015
  %v2035 = phi float [ %v2034, %v2029 ], [ %v1965, %v2015 ]
  br i1 %v21, label %v2036, label %v2037

v2036:                                       ; preds = %v2030
  %v2038 = getelementptr i8, ptr %v1352, i64 -7964
  %v2039 = load float, ptr %v2038, align 4
  %v2040 = fmul contract float %v1985, %v2039
  %v2041 = fadd contract float %v1981, %v2040
  %v2042 = fmul contract float %v1989, %v2039
  %v2043 = fadd contract float %v1980, %v2042
  %v2044 = fmul contract float %v1993, %v2039
  %v2045 = fadd contract float %v1979, %v2044
  br i1 %v16, label %v2046, label %v2037

v2037:                                       ; preds = %v2036, %v2046, %v2030
  %v2047 = phi float [ %v2048, %v2046 ], [ %v1977, %v2036 ], [ %v1977, %v2030 ]
  %v2049 = phi float [ %v2045, %v2046 ], [ %v2045, %v2036 ], [ %v1979, %v2030 ]
  %v2050 = phi float [ %v2043, %v2046 ], [ %v2043, %v2036 ], [ %v1980, %v2030 ]
  %v2051 = phi float [ %v2041, %v2046 ], [ %v2041, %v2036 ], [ %v1981, %v2030 ]
  %v2052 = getelementptr i8, ptr %v1352, i64 -8152
  %v2053 = load float, ptr %v2052, align 8
  %v2054 = getelementptr i8, ptr %v1356, i64 -5632
  %v2055 = load float, ptr %v2054, align 16
  %v2056 = fmul contract float %v2053, %v2055
  %v2057 = fadd contract float %v1987, %v2056
  %v2058 = getelementptr i8, ptr %v1356, i64 -5628
  %v2059 = load float, ptr %v2058, align 4
  %v2060 = fmul contract float %v2053, %v2059
  %v2061 = fadd contract float %v1991, %v2060
  %v2062 = getelementptr i8, ptr %v1356, i64 -5624
  %v2063 = load float, ptr %v2062, align 8
  %v2064 = fmul contract float %v2053, %v2063
  %v2065 = fadd contract float %v1995, %v2064
  br i1 %v16, label %v2066, label %v2067

v2046:                                       ; preds = %v2036
  %v2068 = getelementptr i8, ptr %v1356, i64 -5876
  %v2069 = load float, ptr %v2068, align 4
  %v2070 = fmul contract float %v2039, %v2069
  %v2048 = fadd contract float %v1977, %v2070
  br label %v2037

v2066:                                       ; preds = %v2037
  %v2071 = getelementptr i8, ptr %v1356, i64 -5620
  %v2072 = load float, ptr %v2071, align 4
  %v2073 = fmul contract float %v2053, %v2072
  %v2074 = fadd contract float %v2005, %v2073
  br label %v2067

v2067:                                       ; preds = %v2066, %v2037
  %v2075 = phi float [ %v2074, %v2066 ], [ %v2005, %v2037 ]
  %v2076 = getelementptr i8, ptr %v1352, i64 -8088
  %v2077 = load float, ptr %v2076, align 8
  %v2078 = fmul contract float %v2055, %v2077
  %v2079 = fadd contract float %v2009, %v2078
  %v2080 = fmul contract float %v2059, %v2077
  %v2081 = fadd contract float %v2011, %v2080
  %v2082 = fmul contract float %v2063, %v2077
  %v2083 = fadd contract float %v2013, %v2082
  br i1 %v16, label %v2084, label %v2085

v2084:                                       ; preds = %v2067
  %v2086 = getelementptr i8, ptr %v1356, i64 -5620
  %v2087 = load float, ptr %v2086, align 4
  %v2088 = fmul contract float %v2077, %v2087
  %v2089 = fadd contract float %v2020, %v2088
  br label %v2085

v2085:                                       ; preds = %v2084, %v2067
  %v2090 = phi float [ %v2089, %v2084 ], [ %v2020, %v2067 ]
  %v2091 = getelementptr i8, ptr %v1352, i64 -8024
  %v2092 = load float, ptr %v2091, align 8
  %v2093 = fmul contract float %v2055, %v2092
  %v2094 = fadd contract float %v2024, %v2093
  %v2095 = fmul contract float %v2059, %v2092
  %v2096 = fadd contract float %v2026, %v2095
  %v2097 = fmul contract float %v2063, %v2092
  %v2098 = fadd contract float %v2028, %v2097
  br i1 %v16, label %v2099, label %v2100

v2099:                                       ; preds = %v2085
  %v2101 = getelementptr i8, ptr %v1356, i64 -5620
  %v2102 = load float, ptr %v2101, align 4
  %v2103 = fmul contract float %v2092, %v2102
  %v2104 = fadd contract float %v2035, %v2103
  br label %v2100

v2100:                                       ; preds = %v2099, %v2085
  %v2105 = phi float [ %v2104, %v2099 ], [ %v2035, %v2085 ]
  br i1 %v21, label %v2106, label %v2107

v2106:                                       ; preds = %v2100
  %v2108 = getelementptr i8, ptr %v1352, i64 -7960
  %v2109 = load float, ptr %v2108, align 8
  %v2110 = fmul contract float %v2055, %v2109
  %v2111 = fadd contract float %v2051, %v2110
  %v2112 = fmul contract float %v2059, %v2109
  %v2113 = fadd contract float %v2050, %v2112
  %v2114 = fmul contract float %v2063, %v2109
  %v2115 = fadd contract float %v2049, %v2114
  br i1 %v16, label %v2116, label %v2107

v2107:                                       ; preds = %v2106, %v2116, %v2100
  %v2117 = phi float [ %v2118, %v2116 ], [ %v2047, %v2106 ], [ %v2047, %v2100 ]
  %v2119 = phi float [ %v2115, %v2116 ], [ %v2115, %v2106 ], [ %v2049, %v2100 ]
  %v2120 = phi float [ %v2113, %v2116 ], [ %v2113, %v2106 ], [ %v2050, %v2100 ]
  %v2121 = phi float [ %v2111, %v2116 ], [ %v2111, %v2106 ], [ %v2051, %v2100 ]
  %v2122 = getelementptr i8, ptr %v1352, i64 -8148
  %v2123 = load float, ptr %v2122, align 4
  %v2124 = getelementptr i8, ptr %v1356, i64 -5376
  %v2125 = load float, ptr %v2124, align 16
  %v2126 = fmul contract float %v2123, %v2125
  %v2127 = fadd contract float %v2057, %v2126
  %v2128 = getelementptr i8, ptr %v1356, i64 -5372
  %v2129 = load float, ptr %v2128, align 4
  %v2130 = fmul contract float %v2123, %v2129
  %v2131 = fadd contract float %v2061, %v2130
  %v2132 = getelementptr i8, ptr %v1356, i64 -5368
  %v2133 = load float, ptr %v2132, align 8
  %v2134 = fmul contract float %v2123, %v2133
  %v2135 = fadd contract float %v2065, %v2134
  br i1 %v16, label %v2136, label %v2137

v2116:                                       ; preds = %v2106
  %v2138 = getelementptr i8, ptr %v1356, i64 -5620
  %v2139 = load float, ptr %v2138, align 4
  %v2140 = fmul contract float %v2109, %v2139
  %v2118 = fadd contract float %v2047, %v2140
  br label %v2107

v2136:                                       ; preds = %v2107
  %v2141 = getelementptr i8, ptr %v1356, i64 -5364
  %v2142 = load float, ptr %v2141, align 4
  %v2143 = fmul contract float %v2123, %v2142
  %v2144 = fadd contract float %v2075, %v2143
  br label %v2137

v2137:                                       ; preds = %v2136, %v2107
  %v2145 = phi float [ %v2144, %v2136 ], [ %v2075, %v2107 ]
  %v2146 = getelementptr i8, ptr %v1352, i64 -8084
  %v2147 = load float, ptr %v2146, align 4
  %v2148 = fmul contract float %v2125, %v2147
  %v2149 = fadd contract float %v2079, %v2148
  %v2150 = fmul contract float %v2129, %v2147
  %v2151 = fadd contract float %v2081, %v2150
  %v2152 = fmul contract float %v2133, %v2147
  %v2153 = fadd contract float %v2083, %v2152
  br i1 %v16, label %v2154, label %v2155

v2154:                                       ; preds = %v2137
  %v2156 = getelementptr i8, ptr %v1356, i64 -5364
  %v2157 = load float, ptr %v2156, align 4
  %v2158 = fmul contract float %v2147, %v2157
  %v2159 = fadd contract float %v2090, %v2158
  br label %v2155

v2155:                                       ; preds = %v2154, %v2137
  %v2160 = phi float [ %v2159, %v2154 ], [ %v2090, %v2137 ]
  %v2161 = getelementptr i8, ptr %v1352, i64 -8020
  %v2162 = load float, ptr %v2161, align 4
  %v2163 = fmul contract float %v2125, %v2162
  %v2164 = fadd contract float %v2094, %v2163
  %v2165 = fmul contract float %v2129, %v2162
  %v2166 = fadd contract float %v2096, %v2165
  %v2167 = fmul contract float %v2133, %v2162
  %v2168 = fadd contract float %v2098, %v2167
  br i1 %v16, label %v2169, label %v2170

v2169:                                       ; preds = %v2155
  %v2171 = getelementptr i8, ptr %v1356, i64 -5364
  %v2172 = load float, ptr %v2171, align 4
  %v2173 = fmul contract float %v2162, %v2172
  %v2174 = fadd contract float %v2105, %v2173
  br label %v2170

v2170:                                       ; preds = %v2169, %v2155
  %v2175 = phi float [ %v2174, %v2169 ], [ %v2105, %v2155 ]
  br i1 %v21, label %v2176, label %v2177

v2176:                                       ; preds = %v2170
  %v2178 = getelementptr i8, ptr %v1352, i64 -7956
  %v2179 = load float, ptr %v2178, align 4
  %v2180 = fmul contract float %v2125, %v2179
  %v2181 = fadd contract float %v2121, %v2180
  %v2182 = fmul contract float %v2129, %v2179
  %v2183 = fadd contract float %v2120, %v2182
  %v2184 = fmul contract float %v2133, %v2179
  %v2185 = fadd contract float %v2119, %v2184
  br i1 %v16, label %v2186, label %v2177

v2177:                                       ; preds = %v2176, %v2186, %v2170
  %v2187 = phi float [ %v2188, %v2186 ], [ %v2117, %v2176 ], [ %v2117, %v2170 ]
  %v2189 = phi float [ %v2185, %v2186 ], [ %v2185, %v2176 ], [ %v2119, %v2170 ]
  %v2190 = phi float [ %v2183, %v2186 ], [ %v2183, %v2176 ], [ %v2120, %v2170 ]
  %v2191 = phi float [ %v2181, %v2186 ], [ %v2181, %v2176 ], [ %v2121, %v2170 ]
  %v2192 = getelementptr i8, ptr %v1352, i64 -8144
  %v2193 = load float, ptr %v2192, align 16
  %v2194 = getelementptr i8, ptr %v1356, i64 -5120
  %v2195 = load float, ptr %v2194, align 16
  %v2196 = fmul contract float %v2193, %v2195
  %v2197 = fadd contract float %v2127, %v2196
  %v2198 = getelementptr i8, ptr %v1356, i64 -5116
  %v2199 = load float, ptr %v2198, align 4
  %v2200 = fmul contract float %v2193, %v2199
  %v2201 = fadd contract float %v2131, %v2200
  %v2202 = getelementptr i8, ptr %v1356, i64 -5112
  %v2203 = load float, ptr %v2202, align 8
  %v2204 = fmul contract float %v2193, %v2203
  %v2205 = fadd contract float %v2135, %v2204
  br i1 %v16, label %v2206, label %v2207

v2186:                                       ; preds = %v2176
  %v2208 = getelementptr i8, ptr %v1356, i64 -5364
  %v2209 = load float, ptr %v2208, align 4
  %v2210 = fmul contract float %v2179, %v2209
  %v2188 = fadd contract float %v2117, %v2210
  br label %v2177

v2206:                                       ; preds = %v2177
  %v2211 = getelementptr i8, ptr %v1356, i64 -5108
  %v2212 = load float, ptr %v2211, align 4
  %v2213 = fmul contract float %v2193, %v2212
  %v2214 = fadd contract float %v2145, %v2213
  br label %v2207

v2207:                                       ; preds = %v2206, %v2177
  %v2215 = phi float [ %v2214, %v2206 ], [ %v2145, %v2177 ]
  %v2216 = getelementptr i8, ptr %v1352, i64 -8080
  %v2217 = load float, ptr %v2216, align 16
  %v2218 = fmul contract float %v2195, %v2217
  %v2219 = fadd contract float %v2149, %v2218
  %v2220 = fmul contract float %v2199, %v2217
  %v2221 = fadd contract float %v2151, %v2220
  %v2222 = fmul contract float %v2203, %v2217
  %v2223 = fadd contract float %v2153, %v2222
  br i1 %v16, label %v2224, label %v2225

v2224:                                       ; preds = %v2207
  %v2226 = getelementptr i8, ptr %v1356, i64 -5108
  %v2227 = load float, ptr %v2226, align 4
  %v2228 = fmul contract float %v2217, %v2227
  %v2229 = fadd contract float %v2160, %v2228
  br label %v2225

v2225:                                       ; preds = %v2224, %v2207
  %v2230 = phi float [ %v2229, %v2224 ], [ %v2160, %v2207 ]
  %v2231 = getelementptr i8, ptr %v1352, i64 -8016
  %v2232 = load float, ptr %v2231, align 16
  %v2233 = fmul contract float %v2195, %v2232
  %v2234 = fadd contract float %v2164, %v2233
  %v2235 = fmul contract float %v2199, %v2232
  %v2236 = fadd contract float %v2166, %v2235
  %v2237 = fmul contract float %v2203, %v2232
  %v2238 = fadd contract float %v2168, %v2237
  br i1 %v16, label %v2239, label %v2240

v2239:                                       ; preds = %v2225
  %v2241 = getelementptr i8, ptr %v1356, i64 -5108
  %v2242 = load float, ptr %v2241, align 4
  %v2243 = fmul contract float %v2232, %v2242
  %v2244 = fadd contract float %v2175, %v2243
  br label %v2240

v2240:                                       ; preds = %v2239, %v2225
  %v2245 = phi float [ %v2244, %v2239 ], [ %v2175, %v2225 ]
  br i1 %v21, label %v2246, label %v2247

v2246:                                       ; preds = %v2240
  %v2248 = getelementptr i8, ptr %v1352, i64 -7952
  %v2249 = load float, ptr %v2248, align 16
  %v2250 = fmul contract float %v2195, %v2249
  %v2251 = fadd contract float %v2191, %v2250
  %v2252 = fmul contract float %v2199, %v2249
  %v2253 = fadd contract float %v2190, %v2252
  %v2254 = fmul contract float %v2203, %v2249
  %v2255 = fadd contract float %v2189, %v2254
  br i1 %v16, label %v2256, label %v2247

v2247:                                       ; preds = %v2246, %v2256, %v2240
  %v2257 = phi float [ %v2258, %v2256 ], [ %v2187, %v2246 ], [ %v2187, %v2240 ]
  %v2259 = phi float [ %v2255, %v2256 ], [ %v2255, %v2246 ], [ %v2189, %v2240 ]
  %v2260 = phi float [ %v2253, %v2256 ], [ %v2253, %v2246 ], [ %v2190, %v2240 ]
  %v2261 = phi float [ %v2251, %v2256 ], [ %v2251, %v2246 ], [ %v2191, %v2240 ]
  %v2262 = getelementptr i8, ptr %v1352, i64 -8140
  %v2263 = load float, ptr %v2262, align 4
  %v2264 = getelementptr i8, ptr %v1356, i64 -4864
  %v2265 = load float, ptr %v2264, align 16
  %v2266 = fmul contract float %v2263, %v2265
  %v2267 = fadd contract float %v2197, %v2266
  %v2268 = getelementptr i8, ptr %v1356, i64 -4860
  %v2269 = load float, ptr %v2268, align 4
  %v2270 = fmul contract float %v2263, %v2269
  %v2271 = fadd contract float %v2201, %v2270
  %v2272 = getelementptr i8, ptr %v1356, i64 -4856
  %v2273 = load float, ptr %v2272, align 8
  %v2274 = fmul contract float %v2263, %v2273
  %v2275 = fadd contract float %v2205, %v2274
  br i1 %v16, label %v2276, label %v2277

v2256:                                       ; preds = %v2246
  %v2278 = getelementptr i8, ptr %v1356, i64 -5108
  %v2279 = load float, ptr %v2278, align 4
  %v2280 = fmul contract float %v2249, %v2279
  %v2258 = fadd contract float %v2187, %v2280
  br label %v2247

v2276:                                       ; preds = %v2247
  %v2281 = getelementptr i8, ptr %v1356, i64 -4852
  %v2282 = load float, ptr %v2281, align 4
  %v2283 = fmul contract float %v2263, %v2282
  %v2284 = fadd contract float %v2215, %v2283
  br label %v2277

v2277:                                       ; preds = %v2276, %v2247
  %v2285 = phi float [ %v2284, %v2276 ], [ %v2215, %v2247 ]
  %v2286 = getelementptr i8, ptr %v1352, i64 -8076
  %v2287 = load float, ptr %v2286, align 4
  %v2288 = fmul contract float %v2265, %v2287
  %v2289 = fadd contract float %v2219, %v2288
  %v2290 = fmul contract float %v2269, %v2287
  %v2291 = fadd contract float %v2221, %v2290
  %v2292 = fmul contract float %v2273, %v2287
  %v2293 = fadd contract float %v2223, %v2292
  br i1 %v16, label %v2294, label %v2295

v2294:                                       ; preds = %v2277
  %v2296 = getelementptr i8, ptr %v1356, i64 -4852
  %v2297 = load float, ptr %v2296, align 4
  %v2298 = fmul contract float %v2287, %v2297
  %v2299 = fadd contract float %v2230, %v2298
  br label %v2295

v2295:                                       ; preds = %v2294, %v2277
  %v2300 = phi float [ %v2299, %v2294 ], [ %v2230, %v2277 ]
  %v2301 = getelementptr i8, ptr %v1352, i64 -8012
  %v2302 = load float, ptr %v2301, align 4
  %v2303 = fmul contract float %v2265, %v2302
  %v2304 = fadd contract float %v2234, %v2303
  %v2305 = fmul contract float %v2269, %v2302
  %v2306 = fadd contract float %v2236, %v2305
  %v2307 = fmul contract float %v2273, %v2302
  %v2308 = fadd contract float %v2238, %v2307
  br i1 %v16, label %v2309, label %v2310

v2309:                                       ; preds = %v2295
  %v2311 = getelementptr i8, ptr %v1356, i64 -4852
  %v2312 = load float, ptr %v2311, align 4
  %v2313 = fmul contract float %v2302, %v2312
  %v2314 = fadd contract float %v2245, %v2313
  br label %v2310

v2310:                                       ; preds = %v2309, %v2295
  %v2315 = phi float [ %v2314, %v2309 ], [ %v2245, %v2295 ]
  br i1 %v21, label %v2316, label %v2317

v2316:                                       ; preds = %v2310
  %v2318 = getelementptr i8, ptr %v1352, i64 -7948
  %v2319 = load float, ptr %v2318, align 4
  %v2320 = fmul contract float %v2265, %v2319
  %v2321 = fadd contract float %v2261, %v2320
  %v2322 = fmul contract float %v2269, %v2319
  %v2323 = fadd contract float %v2260, %v2322
  %v2324 = fmul contract float %v2273, %v2319
  %v2325 = fadd contract float %v2259, %v2324
  br i1 %v16, label %v2326, label %v2317

v2317:                                       ; preds = %v2316, %v2326, %v2310
  %v2327 = phi float [ %v2328, %v2326 ], [ %v2257, %v2316 ], [ %v2257, %v2310 ]
  %v2329 = phi float [ %v2325, %v2326 ], [ %v2325, %v2316 ], [ %v2259, %v2310 ]
  %v2330 = phi float [ %v2323, %v2326 ], [ %v2323, %v2316 ], [ %v2260, %v2310 ]
  %v2331 = phi float [ %v2321, %v2326 ], [ %v2321, %v2316 ], [ %v2261, %v2310 ]
  %v2332 = getelementptr i8, ptr %v1352, i64 -8136
  %v2333 = load float, ptr %v2332, align 8
  %v2334 = getelementptr i8, ptr %v1356, i64 -4608
  %v2335 = load float, ptr %v2334, align 16
  %v2336 = fmul contract float %v2333, %v2335
  %v2337 = fadd contract float %v2267, %v2336
  %v2338 = getelementptr i8, ptr %v1356, i64 -4604
  %v2339 = load float, ptr %v2338, align 4
  %v2340 = fmul contract float %v2333, %v2339
  %v2341 = fadd contract float %v2271, %v2340
  %v2342 = getelementptr i8, ptr %v1356, i64 -4600
  %v2343 = load float, ptr %v2342, align 8
  %v2344 = fmul contract float %v2333, %v2343
  %v2345 = fadd contract float %v2275, %v2344
  br i1 %v16, label %v2346, label %v2347

v2326:                                       ; preds = %v2316
  %v2348 = getelementptr i8, ptr %v1356, i64 -4852
  %v2349 = load float, ptr %v2348, align 4
  %v2350 = fmul contract float %v2319, %v2349
  %v2328 = fadd contract float %v2257, %v2350
  br label %v2317

v2346:                                       ; preds = %v2317
  %v2351 = getelementptr i8, ptr %v1356, i64 -4596
  %v2352 = load float, ptr %v2351, align 4
  %v2353 = fmul contract float %v2333, %v2352
  %v2354 = fadd contract float %v2285, %v2353
  br label %v2347

v2347:                                       ; preds = %v2346, %v2317
  %v2355 = phi float [ %v2354, %v2346 ], [ %v2285, %v2317 ]
  %v2356 = getelementptr i8, ptr %v1352, i64 -8072
  %v2357 = load float, ptr %v2356, align 8
  %v2358 = fmul contract float %v2335, %v2357
  %v2359 = fadd contract float %v2289, %v2358
  %v2360 = fmul contract float %v2339, %v2357
  %v2361 = fadd contract float %v2291, %v2360
  %v2362 = fmul contract float %v2343, %v2357
  %v2363 = fadd contract float %v2293, %v2362
  br i1 %v16, label %v2364, label %v2365

v2364:                                       ; preds = %v2347
  %v2366 = getelementptr i8, ptr %v1356, i64 -4596
  %v2367 = load float, ptr %v2366, align 4
  %v2368 = fmul contract float %v2357, %v2367
  %v2369 = fadd contract float %v2300, %v2368
  br label %v2365

v2365:                                       ; preds = %v2364, %v2347
  %v2370 = phi float [ %v2369, %v2364 ], [ %v2300, %v2347 ]
  %v2371 = getelementptr i8, ptr %v1352, i64 -8008
  %v2372 = load float, ptr %v2371, align 8
  %v2373 = fmul contract float %v2335, %v2372
  %v2374 = fadd contract float %v2304, %v2373
  %v2375 = fmul contract float %v2339, %v2372
  %v2376 = fadd contract float %v2306, %v2375
  %v2377 = fmul contract float %v2343, %v2372
  %v2378 = fadd contract float %v2308, %v2377
  br i1 %v16, label %v2379, label %v2380

v2379:                                       ; preds = %v2365
  %v2381 = getelementptr i8, ptr %v1356, i64 -4596
  %v2382 = load float, ptr %v2381, align 4
  %v2383 = fmul contract float %v2372, %v2382
  %v2384 = fadd contract float %v2315, %v2383
  br label %v2380

v2380:                                       ; preds = %v2379, %v2365
  %v2385 = phi float [ %v2384, %v2379 ], [ %v2315, %v2365 ]
  br i1 %v21, label %v2386, label %v2387

v2386:                                       ; preds = %v2380
  %v2388 = getelementptr i8, ptr %v1352, i64 -7944
  %v2389 = load float, ptr %v2388, align 8
  %v2390 = fmul contract float %v2335, %v2389
  %v2391 = fadd contract float %v2331, %v2390
  %v2392 = fmul contract float %v2339, %v2389
  %v2393 = fadd contract float %v2330, %v2392
  %v2394 = fmul contract float %v2343, %v2389
  %v2395 = fadd contract float %v2329, %v2394
  br i1 %v16, label %v2396, label %v2387

v2387:                                       ; preds = %v2386, %v2396, %v2380
  %v2397 = phi float [ %v2398, %v2396 ], [ %v2327, %v2386 ], [ %v2327, %v2380 ]
  %v2399 = phi float [ %v2395, %v2396 ], [ %v2395, %v2386 ], [ %v2329, %v2380 ]
  %v2400 = phi float [ %v2393, %v2396 ], [ %v2393, %v2386 ], [ %v2330, %v2380 ]
  %v2401 = phi float [ %v2391, %v2396 ], [ %v2391, %v2386 ], [ %v2331, %v2380 ]
  %v2402 = shl nuw nsw i64 %v107, 4
  %v2403 = or disjoint i64 %v2402, 15
  %v2404 = icmp ult i64 %v2403, 63
  br i1 %v2404, label %v2405, label %v157

v2396:                                       ; preds = %v2386
  %v2406 = getelementptr i8, ptr %v1356, i64 -4596
  %v2407 = load float, ptr %v2406, align 4
  %v2408 = fmul contract float %v2389, %v2407
  %v2398 = fadd contract float %v2327, %v2408
  br label %v2387

v2405:                                       ; preds = %v2387
  %v2409 = getelementptr i8, ptr %v1352, i64 -8132
  %v2410 = load float, ptr %v2409, align 4
  %v2411 = getelementptr i8, ptr %v1356, i64 -4352
  %v2412 = load float, ptr %v2411, align 16
  %v2413 = fmul contract float %v2410, %v2412
  %v2414 = fadd contract float %v2337, %v2413
  %v2415 = getelementptr i8, ptr %v1356, i64 -4348
  %v2416 = load float, ptr %v2415, align 4
  %v2417 = fmul contract float %v2410, %v2416
  %v2418 = fadd contract float %v2341, %v2417
  %v2419 = getelementptr i8, ptr %v1356, i64 -4344
  %v2420 = load float, ptr %v2419, align 8
  %v2421 = fmul contract float %v2410, %v2420
  %v2422 = fadd contract float %v2345, %v2421
  br i1 %v16, label %v2423, label %v2424

v157:                                       ; preds = %v2425, %v2426, %v2427, %v2387
  %v160 = phi float [ %v2428, %v2426 ], [ %v2397, %v2425 ], [ %v2397, %v2427 ], [ %v2397, %v2387 ]
  %v162 = phi float [ %v2429, %v2426 ], [ %v2429, %v2425 ], [ %v2399, %v2427 ], [ %v2399, %v2387 ]
  %v164 = phi float [ %v2430, %v2426 ], [ %v2430, %v2425 ], [ %v2400, %v2427 ], [ %v2400, %v2387 ]
  %v166 = phi float [ %v2431, %v2426 ], [ %v2431, %v2425 ], [ %v2401, %v2427 ], [ %v2401, %v2387 ]
  %v168 = phi float [ %v2432, %v2426 ], [ %v2432, %v2425 ], [ %v2432, %v2427 ], [ %v2385, %v2387 ]
  %v170 = phi float [ %v2433, %v2426 ], [ %v2433, %v2425 ], [ %v2433, %v2427 ], [ %v2378, %v2387 ]
  %v172 = phi float [ %v2434, %v2426 ], [ %v2434, %v2425 ], [ %v2434, %v2427 ], [ %v2376, %v2387 ]
  %v174 = phi float [ %v2435, %v2426 ], [ %v2435, %v2425 ], [ %v2435, %v2427 ], [ %v2374, %v2387 ]
  %v176 = phi float [ %v2436, %v2426 ], [ %v2436, %v2425 ], [ %v2436, %v2427 ], [ %v2370, %v2387 ]
  %v178 = phi float [ %v2437, %v2426 ], [ %v2437, %v2425 ], [ %v2437, %v2427 ], [ %v2363, %v2387 ]
  %v180 = phi float [ %v2438, %v2426 ], [ %v2438, %v2425 ], [ %v2438, %v2427 ], [ %v2361, %v2387 ]
  %v182 = phi float [ %v2439, %v2426 ], [ %v2439, %v2425 ], [ %v2439, %v2427 ], [ %v2359, %v2387 ]
  %v184 = phi float [ %v2440, %v2426 ], [ %v2440, %v2425 ], [ %v2440, %v2427 ], [ %v2355, %v2387 ]
  %v186 = phi float [ %v2422, %v2426 ], [ %v2422, %v2425 ], [ %v2422, %v2427 ], [ %v2345, %v2387 ]
  %v188 = phi float [ %v2418, %v2426 ], [ %v2418, %v2425 ], [ %v2418, %v2427 ], [ %v2341, %v2387 ]
  %v190 = phi float [ %v2414, %v2426 ], [ %v2414, %v2425 ], [ %v2414, %v2427 ], [ %v2337, %v2387 ]
  tail call void @llvm.nvvm.barrier0()
  br label %v74

v2423:                                       ; preds = %v2405
  %v2441 = getelementptr i8, ptr %v1356, i64 -4340
  %v2442 = load float, ptr %v2441, align 4
  %v2443 = fmul contract float %v2410, %v2442
  %v2444 = fadd contract float %v2355, %v2443
  br label %v2424

v2424:                                       ; preds = %v2423, %v2405
  %v2440 = phi float [ %v2444, %v2423 ], [ %v2355, %v2405 ]
  %v2445 = getelementptr i8, ptr %v1352, i64 -8068
  %v2446 = load float, ptr %v2445, align 4
  %v2447 = fmul contract float %v2412, %v2446
  %v2439 = fadd contract float %v2359, %v2447
  %v2448 = fmul contract float %v2416, %v2446
  %v2438 = fadd contract float %v2361, %v2448
  %v2449 = fmul contract float %v2420, %v2446
  %v2437 = fadd contract float %v2363, %v2449
  br i1 %v16, label %v2450, label %v2451

v2450:                                       ; preds = %v2424
  %v2452 = getelementptr i8, ptr %v1356, i64 -4340
  %v2453 = load float, ptr %v2452, align 4
  %v2454 = fmul contract float %v2446, %v2453
  %v2455 = fadd contract float %v2370, %v2454
  br label %v2451

v2451:                                       ; preds = %v2450, %v2424
  %v2436 = phi float [ %v2455, %v2450 ], [ %v2370, %v2424 ]
  %v2456 = getelementptr i8, ptr %v1352, i64 -8004
  %v2457 = load float, ptr %v2456, align 4
  %v2458 = fmul contract float %v2412, %v2457
  %v2435 = fadd contract float %v2374, %v2458
  %v2459 = fmul contract float %v2416, %v2457
  %v2434 = fadd contract float %v2376, %v2459
  %v2460 = fmul contract float %v2420, %v2457
  %v2433 = fadd contract float %v2378, %v2460
  br i1 %v16, label %v2461, label %v2427

v2461:                                       ; preds = %v2451
  %v2462 = getelementptr i8, ptr %v1356, i64 -4340
  %v2463 = load float, ptr %v2462, align 4
  %v2464 = fmul contract float %v2457, %v2463
  %v2465 = fadd contract float %v2385, %v2464
  br label %v2427

v2427:                                       ; preds = %v2461, %v2451
  %v2432 = phi float [ %v2465, %v2461 ], [ %v2385, %v2451 ]
  br i1 %v21, label %v2425, label %v157

v2425:                                       ; preds = %v2427
  %v2466 = getelementptr i8, ptr %v1352, i64 -7940
  %v2467 = load float, ptr %v2466, align 4
  %v2468 = fmul contract float %v2412, %v2467
  %v2431 = fadd contract float %v2401, %v2468
  %v2469 = fmul contract float %v2416, %v2467
  %v2430 = fadd contract float %v2400, %v2469
  %v2470 = fmul contract float %v2420, %v2467
  %v2429 = fadd contract float %v2399, %v2470
  br i1 %v16, label %v2426, label %v157

v2426:                                       ; preds = %v2425
  %v2471 = getelementptr i8, ptr %v1356, i64 -4340
  %v2472 = load float, ptr %v2471, align 4
  %v2473 = fmul contract float %v2467, %v2472
  %v2428 = fadd contract float %v2397, %v2473
  br label %v157

v123:                                       ; preds = %v112
  %v2474 = or disjoint i64 %v117, 3
  %v2475 = getelementptr inbounds float, ptr %v2, i64 %v2474
  store float %v100, ptr %v2475, align 4
  %v2476 = getelementptr inbounds i8, ptr %v118, i64 1032
  store float %v92, ptr %v2476, align 8
  br label %v124

v124:                                       ; preds = %v112, %v123
  %v2477 = getelementptr inbounds i8, ptr %v118, i64 1020
  store float %v98, ptr %v2477, align 4
  %v2478 = getelementptr inbounds i8, ptr %v118, i64 1024
  store float %v96, ptr %v2478, align 16
  %v2479 = getelementptr inbounds i8, ptr %v118, i64 1028
  store float %v94, ptr %v2479, align 4
  %v2480 = getelementptr inbounds i8, ptr %v118, i64 2040
  store float %v90, ptr %v2480, align 8
  %v2481 = getelementptr inbounds i8, ptr %v118, i64 2044
  store float %v88, ptr %v2481, align 4
  %v2482 = getelementptr inbounds i8, ptr %v118, i64 2048
  store float %v86, ptr %v2482, align 16
  br i1 %v16, label %v2483, label %v2484

v2483:                                       ; preds = %v124
  %v2485 = getelementptr inbounds i8, ptr %v118, i64 2052
  store float %v84, ptr %v2485, align 4
  br label %v2484

v2484:                                       ; preds = %v2483, %v124
  br i1 %v21, label %v2486, label %v2487

v2486:                                       ; preds = %v2484
  %v2488 = getelementptr inbounds i8, ptr %v118, i64 3060
  store float %v82, ptr %v2488, align 4
  %v2489 = getelementptr inbounds i8, ptr %v118, i64 3064
  store float %v80, ptr %v2489, align 8
  %v2490 = getelementptr inbounds i8, ptr %v118, i64 3068
  store float %v78, ptr %v2490, align 4
  br i1 %v16, label %v2491, label %v2487

v2487:                                       ; preds = %v2486, %v2491, %v2484
  ret void

v2491:                                       ; preds = %v2486
  %v2492 = getelementptr inbounds i8, ptr %v118, i64 3072
  store float %v76, ptr %v2492, align 16
  br label %v2487
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
