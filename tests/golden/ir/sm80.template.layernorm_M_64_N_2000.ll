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
  %v12 = shl nuw nsw i32 %v7, 2
  %v13 = zext nneg i32 %v12 to i64
  %v14 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v13
  %v15 = getelementptr inbounds i8, ptr %v0, i64 %v11
  %v16 = getelementptr inbounds float, ptr %v15, i64 %v13
  %v17 = load <4 x float>, ptr %v16, align 16
  store <4 x float> %v17, ptr %v14, align 16
  br i1 %v10, label %v18, label %v19

v18:                                       ; preds = %v4
  %v20 = shl nuw nsw i64 %v8, 2
  %v21 = or disjoint i64 %v20, 1024
  %v22 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v21
  %v23 = icmp ult i32 %v5, 64
  %v24 = insertelement <4 x i1> poison, i1 %v23, i64 0
  %v25 = shufflevector <4 x i1> %v24, <4 x i1> poison, <4 x i32> zeroinitializer
  %v26 = getelementptr i8, ptr %v0, i64 4096
  %v27 = getelementptr i8, ptr %v26, i64 %v11
  %v28 = getelementptr float, ptr %v27, i64 %v20
  %v29 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v28, i32 16, <4 x i1> %v25, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v29, ptr %v22, i32 16, <4 x i1> %v25)
  br label %v19

v19:                                        ; preds = %v18, %v4
  tail call void @llvm.nvvm.barrier0()
  %v30 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v8
  %v31 = load float, ptr %v30, align 4
  %v32 = fadd contract float %v31, 0.000000e+00
  %v33 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v9
  %v34 = load float, ptr %v33, align 4
  %v35 = fadd contract float %v32, %v34
  %v36 = or disjoint i64 %v8, 512
  %v37 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v36
  %v38 = load float, ptr %v37, align 4
  %v39 = fadd contract float %v35, %v38
  %v40 = or disjoint i64 %v8, 768
  %v41 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v40
  %v42 = load float, ptr %v41, align 4
  %v43 = fadd contract float %v39, %v42
  %v44 = or disjoint i64 %v8, 1024
  %v45 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v44
  %v46 = load float, ptr %v45, align 4
  %v47 = fadd contract float %v43, %v46
  %v48 = or disjoint i64 %v8, 1280
  %v49 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v48
  %v50 = load float, ptr %v49, align 4
  %v51 = fadd contract float %v47, %v50
  %v52 = or disjoint i64 %v8, 1536
  %v53 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v52
  %v54 = load float, ptr %v53, align 4
  %v55 = fadd contract float %v51, %v54
  %v56 = or disjoint i64 %v8, 1792
  %v57 = icmp ult i64 %v56, 2000
  br i1 %v57, label %v58, label %v59

v58:                                      ; preds = %v19
  %v60 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v56
  %v61 = load float, ptr %v60, align 4
  %v62 = fadd contract float %v55, %v61
  br label %v59

v59:                                       ; preds = %v58, %v19
  %v63 = phi float [ %v62, %v58 ], [ %v55, %v19 ]
  %v64 = bitcast float %v63 to i32
  %v65 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v64, i32 16, i32 31)
  %v66 = bitcast i32 %v65 to float
  %v67 = fadd contract float %v63, %v66
  %v68 = bitcast float %v67 to i32
  %v69 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v68, i32 8, i32 31)
  %v70 = bitcast i32 %v69 to float
  %v71 = fadd contract float %v67, %v70
  %v72 = bitcast float %v71 to i32
  %v73 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v72, i32 4, i32 31)
  %v74 = bitcast i32 %v73 to float
  %v75 = fadd contract float %v71, %v74
  %v76 = bitcast float %v75 to i32
  %v77 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v76, i32 2, i32 31)
  %v78 = bitcast i32 %v77 to float
  %v79 = fadd contract float %v75, %v78
  %v80 = bitcast float %v79 to i32
  %v81 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v80, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier0()
  %v82 = and i64 %v8, 31
  %v83 = icmp eq i64 %v82, 0
  br i1 %v83, label %v84, label %v85

v84:                                        ; preds = %v59
  %v86 = lshr exact i64 %v8, 3
  %v87 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.xsum.red to ptr), i64 %v86
  %v88 = bitcast i32 %v81 to float
  %v89 = fadd contract float %v79, %v88
  store float %v89, ptr %v87, align 4
  br label %v85

v85:                                        ; preds = %v84, %v59
  tail call void @llvm.nvvm.barrier0()
  %v90 = and i64 %v8, 7
  %v91 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.xsum.red to ptr), i64 %v90
  %v92 = load float, ptr %v91, align 4
  %v93 = bitcast float %v92 to i32
  %v94 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v93, i32 4, i32 31)
  %v95 = bitcast i32 %v94 to float
  %v96 = fadd contract float %v92, %v95
  %v97 = bitcast float %v96 to i32
  %v98 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v97, i32 2, i32 31)
  %v99 = bitcast i32 %v98 to float
  %v100 = fadd contract float %v96, %v99
  %v101 = bitcast float %v100 to i32
  %v102 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v101, i32 1, i32 31)
  %v103 = bitcast i32 %v102 to float
  %v104 = fadd contract float %v100, %v103
  %v105 = fadd contract float %v104, 0.000000e+00
  %v106 = fmul contract float %v105, 0x3F40624DE0000000
  %v107 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v8
  %v108 = load float, ptr %v107, align 4
  %v109 = fsub contract float %v108, %v106
  %v110 = fmul contract float %v109, %v109
  %v111 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v9
  %v112 = load float, ptr %v111, align 4
  %v113 = fsub contract float %v112, %v106
  %v114 = fmul contract float %v113, %v113
  %v115 = fadd contract float %v110, %v114
  %v116 = or disjoint i64 %v8, 512
  %v117 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v116
  %v118 = load float, ptr %v117, align 4
  %v119 = fsub contract float %v118, %v106
  %v120 = fmul contract float %v119, %v119
  %v121 = fadd contract float %v115, %v120
  %v122 = or disjoint i64 %v8, 768
  %v123 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v122
  %v124 = load float, ptr %v123, align 4
  %v125 = fsub contract float %v124, %v106
  %v126 = fmul contract float %v125, %v125
  %v127 = fadd contract float %v121, %v126
  %v128 = or disjoint i64 %v8, 1024
  %v129 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v128
  %v130 = load float, ptr %v129, align 4
  %v131 = fsub contract float %v130, %v106
  %v132 = fmul contract float %v131, %v131
  %v133 = fadd contract float %v127, %v132
  %v134 = or disjoint i64 %v8, 1280
  %v135 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v134
  %v136 = load float, ptr %v135, align 4
  %v137 = fsub contract float %v136, %v106
  %v138 = fmul contract float %v137, %v137
  %v139 = fadd contract float %v133, %v138
  %v140 = or disjoint i64 %v8, 1536
  %v141 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v140
  %v142 = load float, ptr %v141, align 4
  %v143 = fsub contract float %v142, %v106
  %v144 = fmul contract float %v143, %v143
  %v145 = fadd contract float %v139, %v144
  %v146 = or disjoint i64 %v8, 1792
  %v147 = icmp ult i64 %v146, 2000
  br i1 %v147, label %v148, label %v149

v148:                                      ; preds = %v85
  %v150 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v146
  %v151 = load float, ptr %v150, align 4
  %v152 = fsub contract float %v151, %v106
  %v153 = fmul contract float %v152, %v152
  %v154 = fadd contract float %v145, %v153
  br label %v149

v149:                                      ; preds = %v148, %v85
  %v155 = phi float [ %v154, %v148 ], [ %v145, %v85 ]
  %v156 = bitcast float %v155 to i32
  %v157 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v156, i32 16, i32 31)
  %v158 = bitcast i32 %v157 to float
  %v159 = fadd contract float %v155, %v158
  %v160 = bitcast float %v159 to i32
  %v161 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v160, i32 8, i32 31)
  %v162 = bitcast i32 %v161 to float
  %v163 = fadd contract float %v159, %v162
  %v164 = bitcast float %v163 to i32
  %v165 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v164, i32 4, i32 31)
  %v166 = bitcast i32 %v165 to float
  %v167 = fadd contract float %v163, %v166
  %v168 = bitcast float %v167 to i32
  %v169 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v168, i32 2, i32 31)
  %v170 = bitcast i32 %v169 to float
  %v171 = fadd contract float %v167, %v170
  %v172 = bitcast float %v171 to i32
  %v173 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v172, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier0()
  br i1 %v83, label %v174, label %v175

v174:                                        ; preds = %v149
  %v176 = lshr exact i64 %v8, 3
  %v177 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.sqsum.red to ptr), i64 %v176
  %v178 = bitcast i32 %v173 to float
  %v179 = fadd contract float %v171, %v178
  store float %v179, ptr %v177, align 4
  br label %v175

v175:                                        ; preds = %v174, %v149
  tail call void @llvm.nvvm.barrier0()
  %v180 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.sqsum.red to ptr), i64 %v90
  %v181 = load float, ptr %v180, align 4
  %v182 = bitcast float %v181 to i32
  %v183 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v182, i32 4, i32 31)
  %v184 = bitcast i32 %v183 to float
  %v185 = fadd contract float %v181, %v184
  %v186 = bitcast float %v185 to i32
  %v187 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v186, i32 2, i32 31)
  %v188 = bitcast i32 %v187 to float
  %v189 = fadd contract float %v185, %v188
  %v190 = bitcast float %v189 to i32
  %v191 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v190, i32 1, i32 31)
  %v192 = bitcast i32 %v191 to float
  %v193 = fadd contract float %v189, %v192
  %v194 = fadd contract float %v193, 0.000000e+00
  %v195 = fmul contract float %v194, 0x3F40624DE0000000
  %v196 = fadd contract float %v195, 0x3EE4F8B580000000
  %v197 = tail call contract float @llvm.sqrt.f32(float %v196)
  %v198 = fdiv contract float 1.000000e+00, %v197
  %v199 = getelementptr inbounds i8, ptr %v3, i64 %v11
  %v200 = getelementptr inbounds float, ptr %v199, i64 %v8
  %v201 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v8
  %v202 = load float, ptr %v201, align 4
  %v203 = fsub contract float %v202, %v106
  %v204 = fmul contract float %v198, %v203
  %v205 = getelementptr inbounds float, ptr %v1, i64 %v8
  %v206 = load float, ptr %v205, align 4
  %v207 = fmul contract float %v206, %v204
  %v208 = getelementptr inbounds float, ptr %v2, i64 %v8
  %v209 = load float, ptr %v208, align 4
  %v210 = fadd contract float %v209, %v207
  store float %v210, ptr %v200, align 4
  %v211 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v9
  %v212 = load float, ptr %v211, align 4
  %v213 = fsub contract float %v212, %v106
  %v214 = fmul contract float %v198, %v213
  %v215 = getelementptr inbounds float, ptr %v1, i64 %v9
  %v216 = load float, ptr %v215, align 4
  %v217 = fmul contract float %v216, %v214
  %v218 = getelementptr inbounds float, ptr %v2, i64 %v9
  %v219 = load float, ptr %v218, align 4
  %v220 = fadd contract float %v219, %v217
  %v221 = getelementptr inbounds i8, ptr %v200, i64 1024
  store float %v220, ptr %v221, align 4
  %v222 = or disjoint i64 %v8, 512
  %v223 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v222
  %v224 = load float, ptr %v223, align 4
  %v225 = fsub contract float %v224, %v106
  %v226 = fmul contract float %v198, %v225
  %v227 = getelementptr inbounds float, ptr %v1, i64 %v222
  %v228 = load float, ptr %v227, align 4
  %v229 = fmul contract float %v228, %v226
  %v230 = getelementptr inbounds float, ptr %v2, i64 %v222
  %v231 = load float, ptr %v230, align 4
  %v232 = fadd contract float %v231, %v229
  %v233 = getelementptr inbounds i8, ptr %v200, i64 2048
  store float %v232, ptr %v233, align 4
  %v234 = or disjoint i64 %v8, 768
  %v235 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v234
  %v236 = load float, ptr %v235, align 4
  %v237 = fsub contract float %v236, %v106
  %v238 = fmul contract float %v198, %v237
  %v239 = getelementptr inbounds float, ptr %v1, i64 %v234
  %v240 = load float, ptr %v239, align 4
  %v241 = fmul contract float %v240, %v238
  %v242 = getelementptr inbounds float, ptr %v2, i64 %v234
  %v243 = load float, ptr %v242, align 4
  %v244 = fadd contract float %v243, %v241
  %v245 = getelementptr inbounds i8, ptr %v200, i64 3072
  store float %v244, ptr %v245, align 4
  %v246 = or disjoint i64 %v8, 1024
  %v247 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v246
  %v248 = load float, ptr %v247, align 4
  %v249 = fsub contract float %v248, %v106
  %v250 = fmul contract float %v198, %v249
  %v251 = getelementptr inbounds float, ptr %v1, i64 %v246
  %v252 = load float, ptr %v251, align 4
  %v253 = fmul contract float %v252, %v250
  %v254 = getelementptr inbounds float, ptr %v2, i64 %v246
  %v255 = load float, ptr %v254, align 4
  %v256 = fadd contract float %v255, %v253
  %v257 = getelementptr inbounds i8, ptr %v200, i64 4096
  store float %v256, ptr %v257, align 4
  %v258 = or disjoint i64 %v8, 1280
  %v259 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v258
  %v260 = load float, ptr %v259, align 4
  %v261 = fsub contract float %v260, %v106
  %v262 = fmul contract float %v198, %v261
  %v263 = getelementptr inbounds float, ptr %v1, i64 %v258
  %v264 = load float, ptr %v263, align 4
  %v265 = fmul contract float %v264, %v262
  %v266 = getelementptr inbounds float, ptr %v2, i64 %v258
  %v267 = load float, ptr %v266, align 4
  %v268 = fadd contract float %v267, %v265
  %v269 = getelementptr inbounds i8, ptr %v200, i64 5120
  store float %v268, ptr %v269, align 4
  %v270 = or disjoint i64 %v8, 1536
  %v271 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v270
  %v272 = load float, ptr %v271, align 4
  %v273 = fsub contract float %v272, %v106
  %v274 = fmul contract float %v198, %v273
  %v275 = getelementptr inbounds float, ptr %v1, i64 %v270
  %v276 = load float, ptr %v275, align 4
  %v277 = fmul contract float %v276, %v274
  %v278 = getelementptr inbounds float, ptr %v2, i64 %v270
  %v279 = load float, ptr %v278, align 4
  %v280 = fadd contract float %v279, %v277
  %v281 = getelementptr inbounds i8, ptr %v200, i64 6144
  store float %v280, ptr %v281, align 4
  %v282 = or disjoint i64 %v8, 1792
  %v283 = icmp ult i64 %v282, 2000
  br i1 %v283, label %v284, label %v285

v284:                                      ; preds = %v175
  %v286 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m64_n2000_eps1ep5.X.shared to ptr), i64 %v282
  %v287 = load float, ptr %v286, align 4
  %v288 = fsub contract float %v287, %v106
  %v289 = fmul contract float %v198, %v288
  %v290 = getelementptr inbounds float, ptr %v1, i64 %v282
  %v291 = load float, ptr %v290, align 4
  %v292 = fmul contract float %v291, %v289
  %v293 = getelementptr inbounds float, ptr %v2, i64 %v282
  %v294 = load float, ptr %v293, align 4
  %v295 = fadd contract float %v294, %v292
  %v296 = getelementptr inbounds i8, ptr %v200, i64 7168
  store float %v295, ptr %v296, align 4
  br label %v285

v285:                                      ; preds = %v284, %v175
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
