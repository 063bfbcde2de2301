; layernorm:M=64,N=2000,eps=1e-5,dtype=f32 on cuda -arch=sm_80, schedule template
; ModuleID = 'ktune_layernorm_f32_m64_n2000_eps1ep5'
source_filename = "ktune_layernorm_f32_m64_n2000_eps1ep5"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared = internal addrspace(3) global [2000 x float] undef, align 64
@ktune_layernorm_f32_m64_n2000_eps1ep5.xsum.red = internal unnamed_addr addrspace(3) global [8 x float] undef, align 64
@ktune_layernorm_f32_m64_n2000_eps1ep5.sqsum.red = internal unnamed_addr addrspace(3) global [8 x float] undef, align 64

; Function Attrs: norecurse nounwind
define ptx_kernel void @ktune_layernorm_f32_m64_n2000_eps1ep5(ptr noalias nocapture readonly %v0, ptr noalias nocapture readonly %v1, ptr noalias nocapture readonly %v2, ptr noalias nocapture writeonly %v3) local_unnamed_addr #0 {
v4:
  %v5 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = zext nneg i32 %v5 to i64
  tail call void @llvm.nvvm.barrier0()
  %v7 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v8 = zext nneg i32 %v7 to i64
  %v9 = or disjoint i64 %v8, 256
  %v10 = icmp ult i64 %v9, 500
  %v11 = mul nuw nsw i64 %v6, 8000
  %v12 = getelementptr i8, ptr %v0, i64 %v11
  %v13 = shl nuw nsw i32 %v7, 2
  %v14 = zext nneg i32 %v13 to i64
  %v15 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v14
  %v16 = getelementptr inbounds float, ptr %v12, i64 %v14
  %v17 = load <4 x float>, ptr %v16, align 16
  store <4 x float> %v17, ptr %v15, align 16
  br i1 %v10, label %v18, label %v19

v18:                                       ; preds = %v4
  %v20 = shl nuw nsw i64 %v8, 2
  %v21 = or disjoint i64 %v20, 1024
  %v22 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v21
  %v23 = icmp ult i32 %v5, 64
  %v24 = insertelement <4 x i1> poison, i1 %v23, i64 0
  %v25 = shufflevector <4 x i1> %v24, <4 x i1> poison, <4 x i32> zeroinitializer
  %v26 = getelementptr float, ptr %v12, i64 %v21
  %v27 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v26, i32 16, <4 x i1> %v25, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v27, ptr %v22, i32 16, <4 x i1> %v25)
  br label %v19

v19:                                        ; preds = %v18, %v4
  tail call void @llvm.nvvm.barrier0()
  %v28 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v8
  %v29 = load float, ptr %v28, align 4
  %v30 = fadd contract float %v29, 0.000000e+00
  %v31 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v9
  %v32 = load float, ptr %v31, align 4
  %v33 = fadd contract float %v30, %v32
  %v34 = or disjoint i64 %v8, 512
  %v35 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v34
  %v36 = load float, ptr %v35, align 4
  %v37 = fadd contract float %v33, %v36
  %v38 = or disjoint i64 %v8, 768
  %v39 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v38
  %v40 = load float, ptr %v39, align 4
  %v41 = fadd contract float %v37, %v40
  %v42 = or disjoint i64 %v8, 1024
  %v43 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v42
  %v44 = load float, ptr %v43, align 4
  %v45 = fadd contract float %v41, %v44
  %v46 = or disjoint i64 %v8, 1280
  %v47 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v46
  %v48 = load float, ptr %v47, align 4
  %v49 = fadd contract float %v45, %v48
  %v50 = or disjoint i64 %v8, 1536
  %v51 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v50
  %v52 = load float, ptr %v51, align 4
  %v53 = fadd contract float %v49, %v52
  %v54 = or disjoint i64 %v8, 1792
  %v55 = icmp ult i64 %v54, 2000
  br i1 %v55, label %v56, label %v57

v56:                                      ; preds = %v19
  %v58 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v54
  %v59 = load float, ptr %v58, align 4
  %v60 = fadd contract float %v53, %v59
  br label %v57

v57:                                       ; preds = %v56, %v19
  %v61 = phi float [ %v60, %v56 ], [ %v53, %v19 ]
  %v62 = bitcast float %v61 to i32
  %v63 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v62, i32 16, i32 31)
  %v64 = bitcast i32 %v63 to float
  %v65 = fadd contract float %v61, %v64
  %v66 = bitcast float %v65 to i32
  %v67 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v66, i32 8, i32 31)
  %v68 = bitcast i32 %v67 to float
  %v69 = fadd contract float %v65, %v68
  %v70 = bitcast float %v69 to i32
  %v71 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v70, i32 4, i32 31)
  %v72 = bitcast i32 %v71 to float
  %v73 = fadd contract float %v69, %v72
  %v74 = bitcast float %v73 to i32
  %v75 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v74, i32 2, i32 31)
  %v76 = bitcast i32 %v75 to float
  %v77 = fadd contract float %v73, %v76
  %v78 = bitcast float %v77 to i32
  %v79 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v78, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier0()
  %v80 = and i64 %v8, 31
  %v81 = icmp eq i64 %v80, 0
  br i1 %v81, label %v82, label %v83

v82:                                        ; preds = %v57
  %v84 = lshr exact i64 %v8, 3
  %v85 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.xsum.red to ptr), i64 %v84
  %v86 = bitcast i32 %v79 to float
  %v87 = fadd contract float %v77, %v86
  store float %v87, ptr %v85, align 4
  br label %v83

v83:                                        ; preds = %v82, %v57
  tail call void @llvm.nvvm.barrier0()
  %v88 = and i64 %v8, 7
  %v89 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.xsum.red to ptr), i64 %v88
  %v90 = load float, ptr %v89, align 4
  %v91 = bitcast float %v90 to i32
  %v92 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v91, i32 4, i32 31)
  %v93 = bitcast i32 %v92 to float
  %v94 = fadd contract float %v90, %v93
  %v95 = bitcast float %v94 to i32
  %v96 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v95, i32 2, i32 31)
  %v97 = bitcast i32 %v96 to float
  %v98 = fadd contract float %v94, %v97
  %v99 = bitcast float %v98 to i32
  %v100 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v99, i32 1, i32 31)
  %v101 = bitcast i32 %v100 to float
  %v102 = fadd contract float %v98, %v101
  %v103 = fadd contract float %v102, 0.000000e+00
  %v104 = fmul contract float %v103, 0x3F40624DE0000000
  %v105 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v8
  %v106 = load float, ptr %v105, align 4
  %v107 = fsub contract float %v106, %v104
  %v108 = fmul contract float %v107, %v107
  %v109 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v9
  %v110 = load float, ptr %v109, align 4
  %v111 = fsub contract float %v110, %v104
  %v112 = fmul contract float %v111, %v111
  %v113 = fadd contract float %v108, %v112
  %v114 = or disjoint i64 %v8, 512
  %v115 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v114
  %v116 = load float, ptr %v115, align 4
  %v117 = fsub contract float %v116, %v104
  %v118 = fmul contract float %v117, %v117
  %v119 = fadd contract float %v113, %v118
  %v120 = or disjoint i64 %v8, 768
  %v121 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v120
  %v122 = load float, ptr %v121, align 4
  %v123 = fsub contract float %v122, %v104
  %v124 = fmul contract float %v123, %v123
  %v125 = fadd contract float %v119, %v124
  %v126 = or disjoint i64 %v8, 1024
  %v127 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v126
  %v128 = load float, ptr %v127, align 4
  %v129 = fsub contract float %v128, %v104
  %v130 = fmul contract float %v129, %v129
  %v131 = fadd contract float %v125, %v130
  %v132 = or disjoint i64 %v8, 1280
  %v133 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v132
  %v134 = load float, ptr %v133, align 4
  %v135 = fsub contract float %v134, %v104
  %v136 = fmul contract float %v135, %v135
  %v137 = fadd contract float %v131, %v136
  %v138 = or disjoint i64 %v8, 1536
  %v139 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v138
  %v140 = load float, ptr %v139, align 4
  %v141 = fsub contract float %v140, %v104
  %v142 = fmul contract float %v141, %v141
  %v143 = fadd contract float %v137, %v142
  %v144 = or disjoint i64 %v8, 1792
  %v145 = icmp ult i64 %v144, 2000
  br i1 %v145, label %v146, label %v147

v146:                                      ; preds = %v83
  %v148 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v144
  %v149 = load float, ptr %v148, align 4
  %v150 = fsub contract float %v149, %v104
  %v151 = fmul contract float %v150, %v150
  %v152 = fadd contract float %v143, %v151
  br label %v147

v147:                                      ; preds = %v146, %v83
  %v153 = phi float [ %v152, %v146 ], [ %v143, %v83 ]
  %v154 = bitcast float %v153 to i32
  %v155 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v154, i32 16, i32 31)
  %v156 = bitcast i32 %v155 to float
  %v157 = fadd contract float %v153, %v156
  %v158 = bitcast float %v157 to i32
  %v159 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v158, i32 8, i32 31)
  %v160 = bitcast i32 %v159 to float
  %v161 = fadd contract float %v157, %v160
  %v162 = bitcast float %v161 to i32
  %v163 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v162, i32 4, i32 31)
  %v164 = bitcast i32 %v163 to float
  %v165 = fadd contract float %v161, %v164
  %v166 = bitcast float %v165 to i32
  %v167 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v166, i32 2, i32 31)
  %v168 = bitcast i32 %v167 to float
  %v169 = fadd contract float %v165, %v168
  %v170 = bitcast float %v169 to i32
  %v171 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v170, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier0()
  br i1 %v81, label %v172, label %v173

v172:                                        ; preds = %v147
  %v174 = lshr exact i64 %v8, 3
  %v175 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.sqsum.red to ptr), i64 %v174
  %v176 = bitcast i32 %v171 to float
  %v177 = fadd contract float %v169, %v176
  store float %v177, ptr %v175, align 4
  br label %v173

v173:                                        ; preds = %v172, %v147
  tail call void @llvm.nvvm.barrier0()
  %v178 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.sqsum.red to ptr), i64 %v88
  %v179 = load float, ptr %v178, align 4
  %v180 = bitcast float %v179 to i32
  %v181 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v180, i32 4, i32 31)
  %v182 = bitcast i32 %v181 to float
  %v183 = fadd contract float %v179, %v182
  %v184 = bitcast float %v183 to i32
  %v185 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v184, i32 2, i32 31)
  %v186 = bitcast i32 %v185 to float
  %v187 = fadd contract float %v183, %v186
  %v188 = bitcast float %v187 to i32
  %v189 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v188, i32 1, i32 31)
  %v190 = bitcast i32 %v189 to float
  %v191 = fadd contract float %v187, %v190
  %v192 = fadd contract float %v191, 0.000000e+00
  %v193 = fmul contract float %v192, 0x3F40624DE0000000
  %v194 = fadd contract float %v193, 0x3EE4F8B580000000
  %v195 = tail call contract float @llvm.sqrt.f32(float %v194)
  %v196 = fdiv contract float 1.000000e+00, %v195
  %v197 = getelementptr inbounds i8, ptr %v3, i64 %v11
  %v198 = getelementptr inbounds float, ptr %v197, i64 %v8
  %v199 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v8
  %v200 = load float, ptr %v199, align 4
  %v201 = fsub contract float %v200, %v104
  %v202 = fmul contract float %v196, %v201
  %v203 = getelementptr inbounds float, ptr %v1, i64 %v8
  %v204 = load float, ptr %v203, align 4
  %v205 = fmul contract float %v204, %v202
  %v206 = getelementptr inbounds float, ptr %v2, i64 %v8
  %v207 = load float, ptr %v206, align 4
  %v208 = fadd contract float %v207, %v205
  store float %v208, ptr %v198, align 4
  %v209 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v9
  %v210 = load float, ptr %v209, align 4
  %v211 = fsub contract float %v210, %v104
  %v212 = fmul contract float %v196, %v211
  %v213 = getelementptr inbounds float, ptr %v1, i64 %v9
  %v214 = load float, ptr %v213, align 4
  %v215 = fmul contract float %v214, %v212
  %v216 = getelementptr inbounds float, ptr %v2, i64 %v9
  %v217 = load float, ptr %v216, align 4
  %v218 = fadd contract float %v217, %v215
  %v219 = getelementptr inbounds i8, ptr %v198, i64 1024
  store float %v218, ptr %v219, align 4
  %v220 = or disjoint i64 %v8, 512
  %v221 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v220
  %v222 = load float, ptr %v221, align 4
  %v223 = fsub contract float %v222, %v104
  %v224 = fmul contract float %v196, %v223
  %v225 = getelementptr inbounds float, ptr %v1, i64 %v220
  %v226 = load float, ptr %v225, align 4
  %v227 = fmul contract float %v226, %v224
  %v228 = getelementptr inbounds float, ptr %v2, i64 %v220
  %v229 = load float, ptr %v228, align 4
  %v230 = fadd contract float %v229, %v227
  %v231 = getelementptr inbounds i8, ptr %v198, i64 2048
  store float %v230, ptr %v231, align 4
  %v232 = or disjoint i64 %v8, 768
  %v233 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v232
  %v234 = load float, ptr %v233, align 4
  %v235 = fsub contract float %v234, %v104
  %v236 = fmul contract float %v196, %v235
  %v237 = getelementptr inbounds float, ptr %v1, i64 %v232
  %v238 = load float, ptr %v237, align 4
  %v239 = fmul contract float %v238, %v236
  %v240 = getelementptr inbounds float, ptr %v2, i64 %v232
  %v241 = load float, ptr %v240, align 4
  %v242 = fadd contract float %v241, %v239
  %v243 = getelementptr inbounds i8, ptr %v198, i64 3072
  store float %v242, ptr %v243, align 4
  %v244 = or disjoint i64 %v8, 1024
  %v245 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v244
  %v246 = load float, ptr %v245, align 4
  %v247 = fsub contract float %v246, %v104
  %v248 = fmul contract float %v196, %v247
  %v249 = getelementptr inbounds float, ptr %v1, i64 %v244
  %v250 = load float, ptr %v249, align 4
  %v251 = fmul contract float %v250, %v248
  %v252 = getelementptr inbounds float, ptr %v2, i64 %v244
  %v253 = load float, ptr %v252, align 4
  %v254 = fadd contract float %v253, %v251
  %v255 = getelementptr inbounds i8, ptr %v198, i64 4096
  store float %v254, ptr %v255, align 4
  %v256 = or disjoint i64 %v8, 1280
  %v257 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v256
  %v258 = load float, ptr %v257, align 4
  %v259 = fsub contract float %v258, %v104
  %v260 = fmul contract float %v196, %v259
  %v261 = getelementptr inbounds float, ptr %v1, i64 %v256
  %v262 = load float, ptr %v261, align 4
  %v263 = fmul contract float %v262, %v260
  %v264 = getelementptr inbounds float, ptr %v2, i64 %v256
  %v265 = load float, ptr %v264, align 4
  %v266 = fadd contract float %v265, %v263
  %v267 = getelementptr inbounds i8, ptr %v198, i64 5120
  store float %v266, ptr %v267, align 4
  %v268 = or disjoint i64 %v8, 1536
  %v269 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v268
  %v270 = load float, ptr %v269, align 4
  %v271 = fsub contract float %v270, %v104
  %v272 = fmul contract float %v196, %v271
  %v273 = getelementptr inbounds float, ptr %v1, i64 %v268
  %v274 = load float, ptr %v273, align 4
  %v275 = fmul contract float %v274, %v272
  %v276 = getelementptr inbounds float, ptr %v2, i64 %v268
  %v277 = load float, ptr %v276, align 4
  %v278 = fadd contract float %v277, %v275
  %v279 = getelementptr inbounds i8, ptr %v198, i64 6144
  store float %v278, ptr %v279, align 4
  %v280 = or disjoint i64 %v8, 1792
  %v281 = icmp ult i64 %v280, 2000
  br i1 %v281, label %v282, label %v283

v282:                                      ; preds = %v173
  %v284 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v280
  %v285 = load float, ptr %v284, align 4
  %v286 = fsub contract float %v285, %v104
  %v287 = fmul contract float %v196, %v286
  %v288 = getelementptr inbounds float, ptr %v1, i64 %v280
  %v289 = load float, ptr %v288, align 4
  %v290 = fmul contract float %v289, %v287
  %v291 = getelementptr inbounds float, ptr %v2, i64 %v280
  %v292 = load float, ptr %v291, align 4
  %v293 = fadd contract float %v292, %v290
  %v294 = getelementptr inbounds i8, ptr %v198, i64 7168
  store float %v293, ptr %v294, align 4
  br label %v283

v283:                                      ; preds = %v282, %v173
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x float> @llvm.masked.load.v4f32.p0(ptr nocapture, i32 immarg, <4 x i1>, <4 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr nocapture, i32 immarg, <4 x i1>) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

attributes #0 = { norecurse nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @ktune_layernorm_f32_m64_n2000_eps1ep5, !"kernel", i32 1}
!1 = !{ptr @ktune_layernorm_f32_m64_n2000_eps1ep5, !"maxntidx", i32 256}
