; matmul:M=127,N=255,K=63,dtype=f32 on rocm -mcpu=gfx90a, schedule template
; ModuleID = 'ktune_matmul_f32_m127_n255_k63'
source_filename = "ktune_matmul_f32_m127_n255_k63"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@ktune_matmul_f32_m127_n255_k63.A.shared = internal addrspace(3) global [2048 x float] undef, align 64
@ktune_matmul_f32_m127_n255_k63.B.shared = internal addrspace(3) global [2048 x float] undef, align 64

; Function Attrs: nofree norecurse nounwind
define amdgpu_kernel void @ktune_matmul_f32_m127_n255_k63(ptr noalias nocapture readonly %v0, ptr noalias nocapture readonly %v1, ptr noalias nocapture writeonly %v2) local_unnamed_addr #0 {
v3:
  %v4 = addrspacecast ptr %v1 to ptr addrspace(1)
  %v5 = addrspacecast ptr %v0 to ptr addrspace(1)
  %v6 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %v7 = zext i32 %v6 to i64
  %v8 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %v9 = zext i32 %v8 to i64
  %v10 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %v11 = zext i32 %v10 to i64
  %v12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %v13 = zext i32 %v12 to i64
  %v14 = shl nuw nsw i64 %v9, 6
  %v15 = shl nuw nsw i64 %v13, 2
  %v16 = add nuw nsw i64 %v14, %v15
  %v17 = or disjoint i64 %v16, 3
  %v18 = icmp ult i64 %v17, 255
  %v19 = shl nuw nsw i64 %v7, 6
  %v20 = shl nuw nsw i64 %v11, 2
  %v21 = add nuw nsw i64 %v19, %v20
  %v22 = or disjoint i64 %v21, 3
  %v23 = icmp ult i64 %v22, 127
  %v24 = mul nuw nsw i64 %v7, 4032
  %v25 = mul nuw nsw i64 %v11, 252
  %v26 = lshr i64 %v13, 2
  %v27 = mul nuw nsw i64 %v26, 63
  %v28 = and i64 %v15, 12
  %v29 = getelementptr float, ptr addrspace(1) %v5, i64 %v24
  %v30 = getelementptr float, ptr addrspace(1) %v29, i64 %v25
  %v31 = getelementptr float, ptr addrspace(1) %v30, i64 %v27
  %v32 = addrspacecast ptr addrspace(1) %v31 to ptr
  %v33 = getelementptr float, ptr %v32, i64 %v28
  %v34 = add nuw nsw i64 %v21, %v26
  %v35 = icmp ult i64 %v34, 127
  %v36 = insertelement <4 x i1> poison, i1 %v35, i64 0
  %v37 = shufflevector <4 x i1> %v36, <4 x i1> poison, <4 x i32> zeroinitializer
  %v38 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v33, i32 4, <4 x i1> %v37, <4 x float> zeroinitializer)
  %v39 = shl nuw nsw i64 %v11, 6
  %v40 = add nuw nsw i64 %v39, %v15
  %v41 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v40
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v38, ptr %v41, i32 16, <4 x i1> %v37)
  %v42 = mul nuw nsw i64 %v11, 255
  %v43 = getelementptr float, ptr addrspace(1) %v4, i64 %v14
  %v44 = getelementptr float, ptr addrspace(1) %v43, i64 %v42
  %v45 = addrspacecast ptr addrspace(1) %v44 to ptr
  %v46 = getelementptr float, ptr %v45, i64 %v15
  %v47 = insertelement <4 x i64> poison, i64 %v16, i64 0
  %v48 = shufflevector <4 x i64> %v47, <4 x i64> poison, <4 x i32> zeroinitializer
  %v49 = or disjoint <4 x i64> %v48, <i64 0, i64 1, i64 2, i64 3>
  %v50 = icmp ult <4 x i64> %v49, <i64 255, i64 255, i64 255, i64 255>
  %v51 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v46, i32 4, <4 x i1> %v50, <4 x float> zeroinitializer)
  %v52 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v40
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v51, ptr %v52, i32 16, <4 x i1> %v50)
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v53 = getelementptr float, ptr addrspace(1) %v5, i64 %v25
  %v54 = getelementptr float, ptr addrspace(1) %v53, i64 %v27
  %v55 = getelementptr float, ptr addrspace(1) %v54, i64 %v28
  %v56 = getelementptr float, ptr addrspace(1) %v44, i64 %v15
  %v57 = or disjoint i64 %v24, 32
  %v58 = getelementptr float, ptr addrspace(1) %v55, i64 %v57
  %v59 = addrspacecast ptr addrspace(1) %v58 to ptr
  %v60 = getelementptr i8, ptr %v59, i64 64
  %v61 = or disjoint i64 %v28, 48
  %v62 = insertelement <4 x i64> poison, i64 %v61, i64 0
  %v63 = shufflevector <4 x i64> %v62, <4 x i64> poison, <4 x i32> zeroinitializer
  %v64 = icmp ne <4 x i64> %v63, <i64 63, i64 62, i64 61, i64 60>
  %v65 = and <4 x i1> %v37, %v64
  %v66 = add nuw nsw i64 %v40, 1024
  %v67 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v66
  %v68 = getelementptr i8, ptr addrspace(1) %v43, i64 32640
  %v69 = getelementptr float, ptr addrspace(1) %v68, i64 %v42
  %v70 = getelementptr float, ptr addrspace(1) %v69, i64 %v15
  %v71 = addrspacecast ptr addrspace(1) %v70 to ptr
  %v72 = getelementptr i8, ptr %v71, i64 16320
  %v73 = icmp ult i32 %v10, 15
  %v74 = insertelement <4 x i1> poison, i1 %v73, i64 0
  %v75 = shufflevector <4 x i1> %v74, <4 x i1> poison, <4 x i32> zeroinitializer
  %v76 = and <4 x i1> %v50, %v75
  %v77 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v66
  br label %v78

v78:                                     ; preds = %v3, %v79
  %v80 = phi <16 x float> [ zeroinitializer, %v3 ], [ %v81, %v79 ]
  %v82 = phi i64 [ 0, %v3 ], [ %v83, %v79 ]
  %v84 = icmp ult i64 %v82, 2
  br i1 %v84, label %v85, label %v86

v87:                                     ; preds = %v79
  %v88 = addrspacecast ptr %v2 to ptr addrspace(1)
  %v89 = mul nuw nsw i64 %v7, 16320
  %v90 = add nuw nsw i64 %v89, %v14
  %v91 = mul nuw nsw i64 %v11, 1020
  %v92 = add nuw nsw i64 %v90, %v91
  %v93 = add nuw nsw i64 %v92, %v15
  %v94 = getelementptr inbounds float, ptr addrspace(1) %v88, i64 %v93
  %v95 = shufflevector <16 x float> %v81, <16 x float> poison, <2 x i32> <i32 0, i32 1>
  store <2 x float> %v95, ptr addrspace(1) %v94, align 16
  %v96 = extractelement <16 x float> %v81, i64 2
  %v97 = or disjoint i64 %v93, 2
  %v98 = getelementptr inbounds float, ptr addrspace(1) %v88, i64 %v97
  store float %v96, ptr addrspace(1) %v98, align 8
  br i1 %v18, label %v99, label %v100

v85:                                        ; preds = %v78
  %v101 = shl nuw nsw i64 %v82, 4
  %v102 = or disjoint i64 %v101, %v24
  %v103 = getelementptr float, ptr addrspace(1) %v55, i64 %v102
  %v104 = addrspacecast ptr addrspace(1) %v103 to ptr
  %v105 = getelementptr i8, ptr %v104, i64 64
  %v106 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v105, i32 4, <4 x i1> %v37, <4 x float> zeroinitializer)
  %v107 = shl nuw nsw i64 %v82, 10
  %v108 = xor i64 %v107, 1024
  %v109 = add nuw nsw i64 %v108, %v40
  %v110 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared to ptr), i64 %v109
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v106, ptr %v110, i32 16, <4 x i1> %v37)
  %v111 = mul nuw nsw i64 %v82, 16320
  %v112 = getelementptr i8, ptr addrspace(1) %v56, i64 %v111
  %v113 = addrspacecast ptr addrspace(1) %v112 to ptr
  %v114 = getelementptr i8, ptr %v113, i64 16320
  %v115 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v114, i32 4, <4 x i1> %v50, <4 x float> zeroinitializer)
  %v116 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared to ptr), i64 %v109
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v115, ptr %v116, i32 16, <4 x i1> %v50)
  %v117 = extractelement <16 x float> %v80, i64 0
  %v118 = add nuw nsw i64 %v107, %v39
  %v119 = trunc i64 %v118 to i32
  %v120 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v119
  %v121 = load float, ptr addrspace(3) %v120, align 64
  %v122 = add nuw nsw i64 %v107, %v15
  %v123 = trunc i64 %v122 to i32
  %v124 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared, i32 %v123
  %v125 = extractelement <16 x float> %v80, i64 1
  %v126 = load <2 x float>, ptr addrspace(3) %v124, align 16
  %v127 = extractelement <2 x float> %v126, i64 0
  %v128 = fmul contract float %v121, %v127
  %v129 = fadd contract float %v117, %v128
  %v130 = insertelement <16 x float> %v80, float %v129, i64 0
  %v131 = extractelement <2 x float> %v126, i64 1
  %v132 = fmul contract float %v121, %v131
  %v133 = fadd contract float %v125, %v132
  %v134 = insertelement <16 x float> %v130, float %v133, i64 1
  %v135 = extractelement <16 x float> %v80, i64 2
  %v136 = or disjoint i32 %v123, 2
  %v137 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared, i32 %v136
  %v138 = load float, ptr addrspace(3) %v137, align 8
  %v139 = fmul contract float %v121, %v138
  %v140 = fadd contract float %v135, %v139
  %v141 = insertelement <16 x float> %v134, float %v140, i64 2
  br i1 %v18, label %v142, label %v143

v79:                                        ; preds = %v144, %v145
  %v81 = phi <16 x float> [ %v146, %v144 ], [ %v147, %v145 ]
  fence syncscope("workgroup") acquire
  %v83 = add nuw nsw i64 %v82, 1
  %v148 = icmp eq i64 %v83, 4
  br i1 %v148, label %v87, label %v78

v86:                                          ; preds = %v78
  %v149 = icmp eq i64 %v82, 2
  br i1 %v149, label %v150, label %v151

v142:                                        ; preds = %v85
  %v152 = or disjoint i32 %v123, 3
  %v153 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared, i32 %v152
  %v154 = extractelement <16 x float> %v80, i64 3
  %v155 = load float, ptr addrspace(3) %v153, align 4
  %v156 = fmul contract float %v121, %v155
  %v157 = fadd contract float %v154, %v156
  %v158 = insertelement <16 x float> %v141, float %v157, i64 3
  br label %v143

v143:                                        ; preds = %v142, %v85
  %v159 = phi <16 x float> [ %v158, %v142 ], [ %v141, %v85 ]
  %v160 = extractelement <16 x float> %v159, i64 4
  %v161 = or disjoint i32 %v119, 16
  %v162 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v161
  %v163 = load float, ptr addrspace(3) %v162, align 64
  %v164 = fmul contract float %v127, %v163
  %v165 = fadd contract float %v160, %v164
  %v166 = insertelement <16 x float> %v159, float %v165, i64 4
  %v167 = extractelement <16 x float> %v159, i64 5
  %v168 = fmul contract float %v131, %v163
  %v169 = fadd contract float %v167, %v168
  %v170 = insertelement <16 x float> %v166, float %v169, i64 5
  %v171 = extractelement <16 x float> %v159, i64 6
  %v172 = fmul contract float %v138, %v163
  %v173 = fadd contract float %v171, %v172
  %v174 = insertelement <16 x float> %v170, float %v173, i64 6
  br i1 %v18, label %v175, label %v176

v175:                                        ; preds = %v143
  %v177 = or disjoint i32 %v123, 3
  %v178 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared, i32 %v177
  %v179 = extractelement <16 x float> %v159, i64 7
  %v180 = load float, ptr addrspace(3) %v178, align 4
  %v181 = fmul contract float %v163, %v180
  %v182 = fadd contract float %v179, %v181
  %v183 = insertelement <16 x float> %v174, float %v182, i64 7
  br label %v176

v176:                                        ; preds = %v175, %v143
  %v184 = phi <16 x float> [ %v183, %v175 ], [ %v174, %v143 ]
  %v185 = extractelement <16 x float> %v184, i64 8
  %v186 = or disjoint i32 %v119, 32
  %v187 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v186
  %v188 = load float, ptr addrspace(3) %v187, align 64
  %v189 = fmul contract float %v127, %v188
  %v190 = fadd contract float %v185, %v189
  %v191 = insertelement <16 x float> %v184, float %v190, i64 8
  %v192 = extractelement <16 x float> %v184, i64 9
  %v193 = fmul contract float %v131, %v188
  %v194 = fadd contract float %v192, %v193
  %v195 = insertelement <16 x float> %v191, float %v194, i64 9
  %v196 = extractelement <16 x float> %v184, i64 10
  %v197 = fmul contract float %v138, %v188
  %v198 = fadd contract float %v196, %v197
  %v199 = insertelement <16 x float> %v195, float %v198, i64 10
  br i1 %v18, label %v200, label %v201

v200:                                        ; preds = %v176
  %v202 = or disjoint i32 %v123, 3
  %v203 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared, i32 %v202
  %v204 = extractelement <16 x float> %v184, i64 11
  %v205 = load float, ptr addrspace(3) %v203, align 4
  %v206 = fmul contract float %v188, %v205
  %v207 = fadd contract float %v204, %v206
  %v208 = insertelement <16 x float> %v199, float %v207, i64 11
  br label %v201

v201:                                        ; preds = %v200, %v176
  %v209 = phi <16 x float> [ %v208, %v200 ], [ %v199, %v176 ]
  br i1 %v23, label %v210, label %v211

v210:                                        ; preds = %v201
  %v212 = or disjoint i32 %v119, 48
  %v213 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v212
  %v214 = load float, ptr addrspace(3) %v213, align 64
  %v215 = insertelement <2 x float> poison, float %v214, i64 0
  %v216 = shufflevector <2 x float> %v215, <2 x float> poison, <2 x i32> zeroinitializer
  %v217 = fmul contract <2 x float> %v126, %v216
  %v218 = shufflevector <16 x float> %v209, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v219 = fadd contract <2 x float> %v218, %v217
  %v220 = shufflevector <2 x float> %v219, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v221 = shufflevector <16 x float> %v209, <16 x float> %v220, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v222 = extractelement <16 x float> %v209, i64 14
  %v223 = fmul contract float %v138, %v214
  %v224 = fadd contract float %v222, %v223
  %v225 = insertelement <16 x float> %v221, float %v224, i64 14
  br i1 %v18, label %v226, label %v211

v211:                                        ; preds = %v210, %v226, %v201
  %v227 = phi <16 x float> [ %v225, %v210 ], [ %v228, %v226 ], [ %v209, %v201 ]
  %v229 = extractelement <16 x float> %v227, i64 0
  %v230 = or disjoint i32 %v119, 1
  %v231 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v230
  %v232 = load float, ptr addrspace(3) %v231, align 4
  %v233 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 256
  %v234 = extractelement <16 x float> %v227, i64 1
  %v235 = load <2 x float>, ptr addrspace(3) %v233, align 16
  %v236 = extractelement <2 x float> %v235, i64 0
  %v237 = fmul contract float %v232, %v236
  %v238 = fadd contract float %v229, %v237
  %v239 = insertelement <16 x float> %v227, float %v238, i64 0
  %v240 = extractelement <2 x float> %v235, i64 1
  %v241 = fmul contract float %v232, %v240
  %v242 = fadd contract float %v234, %v241
  %v243 = insertelement <16 x float> %v239, float %v242, i64 1
  %v244 = extractelement <16 x float> %v227, i64 2
  %v245 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 264
  %v246 = load float, ptr addrspace(3) %v245, align 8
  %v247 = fmul contract float %v232, %v246
  %v248 = fadd contract float %v244, %v247
  %v249 = insertelement <16 x float> %v243, float %v248, i64 2
  br i1 %v18, label %v250, label %v251

v226:                                        ; preds = %v210
  %v252 = or disjoint i32 %v123, 3
  %v253 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared, i32 %v252
  %v254 = extractelement <16 x float> %v209, i64 15
  %v255 = load float, ptr addrspace(3) %v253, align 4
  %v256 = fmul contract float %v214, %v255
  %v257 = fadd contract float %v254, %v256
  %v228 = insertelement <16 x float> %v225, float %v257, i64 15
  br label %v211

v250:                                        ; preds = %v211
  %v258 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 268
  %v259 = extractelement <16 x float> %v227, i64 3
  %v260 = load float, ptr addrspace(3) %v258, align 4
  %v261 = fmul contract float %v232, %v260
  %v262 = fadd contract float %v259, %v261
  %v263 = insertelement <16 x float> %v249, float %v262, i64 3
  br label %v251

v251:                                        ; preds = %v250, %v211
  %v264 = phi <16 x float> [ %v263, %v250 ], [ %v249, %v211 ]
  %v265 = extractelement <16 x float> %v264, i64 4
  %v266 = or disjoint i32 %v119, 17
  %v267 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v266
  %v268 = load float, ptr addrspace(3) %v267, align 4
  %v269 = fmul contract float %v236, %v268
  %v270 = fadd contract float %v265, %v269
  %v271 = insertelement <16 x float> %v264, float %v270, i64 4
  %v272 = extractelement <16 x float> %v264, i64 5
  %v273 = fmul contract float %v240, %v268
  %v274 = fadd contract float %v272, %v273
  %v275 = insertelement <16 x float> %v271, float %v274, i64 5
  %v276 = extractelement <16 x float> %v264, i64 6
  %v277 = fmul contract float %v246, %v268
  %v278 = fadd contract float %v276, %v277
  %v279 = insertelement <16 x float> %v275, float %v278, i64 6
  br i1 %v18, label %v280, label %v281

v280:                                        ; preds = %v251
  %v282 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 268
  %v283 = extractelement <16 x float> %v264, i64 7
  %v284 = load float, ptr addrspace(3) %v282, align 4
  %v285 = fmul contract float %v268, %v284
  %v286 = fadd contract float %v283, %v285
  %v287 = insertelement <16 x float> %v279, float %v286, i64 7
  br label %v281

v281:                                        ; preds = %v280, %v251
  %v288 = phi <16 x float> [ %v287, %v280 ], [ %v279, %v251 ]
  %v289 = extractelement <16 x float> %v288, i64 8
  %v290 = or disjoint i32 %v119, 33
  %v291 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v290
  %v292 = load float, ptr addrspace(3) %v291, align 4
  %v293 = fmul contract float %v236, %v292
  %v294 = fadd contract float %v289, %v293
  %v295 = insertelement <16 x float> %v288, float %v294, i64 8
  %v296 = extractelement <16 x float> %v288, i64 9
  %v297 = fmul contract float %v240, %v292
  %v298 = fadd contract float %v296, %v297
  %v299 = insertelement <16 x float> %v295, float %v298, i64 9
  %v300 = extractelement <16 x float> %v288, i64 10
  %v301 = fmul contract float %v246, %v292
  %v302 = fadd contract float %v300, %v301
  %v303 = insertelement <16 x float> %v299, float %v302, i64 10
  br i1 %v18, label %v304, label %v305

v304:                                        ; preds = %v281
  %v306 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 268
  %v307 = extractelement <16 x float> %v288, i64 11
  %v308 = load float, ptr addrspace(3) %v306, align 4
  %v309 = fmul contract float %v292, %v308
  %v310 = fadd contract float %v307, %v309
  %v311 = insertelement <16 x float> %v303, float %v310, i64 11
  br label %v305

v305:                                        ; preds = %v304, %v281
  %v312 = phi <16 x float> [ %v311, %v304 ], [ %v303, %v281 ]
  br i1 %v23, label %v313, label %v314

v313:                                        ; preds = %v305
  %v315 = or disjoint i32 %v119, 49
  %v316 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v315
  %v317 = load float, ptr addrspace(3) %v316, align 4
  %v318 = insertelement <2 x float> poison, float %v317, i64 0
  %v319 = shufflevector <2 x float> %v318, <2 x float> poison, <2 x i32> zeroinitializer
  %v320 = fmul contract <2 x float> %v235, %v319
  %v321 = shufflevector <16 x float> %v312, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v322 = fadd contract <2 x float> %v321, %v320
  %v323 = shufflevector <2 x float> %v322, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v324 = shufflevector <16 x float> %v312, <16 x float> %v323, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v325 = extractelement <16 x float> %v312, i64 14
  %v326 = fmul contract float %v246, %v317
  %v327 = fadd contract float %v325, %v326
  %v328 = insertelement <16 x float> %v324, float %v327, i64 14
  br i1 %v18, label %v329, label %v314

v314:                                        ; preds = %v313, %v329, %v305
  %v330 = phi <16 x float> [ %v328, %v313 ], [ %v331, %v329 ], [ %v312, %v305 ]
  %v332 = extractelement <16 x float> %v330, i64 0
  %v333 = or disjoint i32 %v119, 2
  %v334 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v333
  %v335 = load float, ptr addrspace(3) %v334, align 8
  %v336 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 512
  %v337 = extractelement <16 x float> %v330, i64 1
  %v338 = load <2 x float>, ptr addrspace(3) %v336, align 16
  %v339 = extractelement <2 x float> %v338, i64 0
  %v340 = fmul contract float %v335, %v339
  %v341 = fadd contract float %v332, %v340
  %v342 = insertelement <16 x float> %v330, float %v341, i64 0
  %v343 = extractelement <2 x float> %v338, i64 1
  %v344 = fmul contract float %v335, %v343
  %v345 = fadd contract float %v337, %v344
  %v346 = insertelement <16 x float> %v342, float %v345, i64 1
  %v347 = extractelement <16 x float> %v330, i64 2
  %v348 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 520
  %v349 = load float, ptr addrspace(3) %v348, align 8
  %v350 = fmul contract float %v335, %v349
  %v351 = fadd contract float %v347, %v350
  %v352 = insertelement <16 x float> %v346, float %v351, i64 2
  br i1 %v18, label %v353, label %v354

v329:                                        ; preds = %v313
  %v355 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 268
  %v356 = extractelement <16 x float> %v312, i64 15
  %v357 = load float, ptr addrspace(3) %v355, align 4
  %v358 = fmul contract float %v317, %v357
  %v359 = fadd contract float %v356, %v358
  %v331 = insertelement <16 x float> %v328, float %v359, i64 15
  br label %v314

v353:                                        ; preds = %v314
  %v360 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 524
  %v361 = extractelement <16 x float> %v330, i64 3
  %v362 = load float, ptr addrspace(3) %v360, align 4
  %v363 = fmul contract float %v335, %v362
  %v364 = fadd contract float %v361, %v363
  %v365 = insertelement <16 x float> %v352, float %v364, i64 3
  br label %v354

v354:                                        ; preds = %v353, %v314
  %v366 = phi <16 x float> [ %v365, %v353 ], [ %v352, %v314 ]
  %v367 = extractelement <16 x float> %v366, i64 4
  %v368 = or disjoint i32 %v119, 18
  %v369 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v368
  %v370 = load float, ptr addrspace(3) %v369, align 8
  %v371 = fmul contract float %v339, %v370
  %v372 = fadd contract float %v367, %v371
  %v373 = insertelement <16 x float> %v366, float %v372, i64 4
  %v374 = extractelement <16 x float> %v366, i64 5
  %v375 = fmul contract float %v343, %v370
  %v376 = fadd contract float %v374, %v375
  %v377 = insertelement <16 x float> %v373, float %v376, i64 5
  %v378 = extractelement <16 x float> %v366, i64 6
  %v379 = fmul contract float %v349, %v370
  %v380 = fadd contract float %v378, %v379
  %v381 = insertelement <16 x float> %v377, float %v380, i64 6
  br i1 %v18, label %v382, label %v383

v382:                                        ; preds = %v354
  %v384 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 524
  %v385 = extractelement <16 x float> %v366, i64 7
  %v386 = load float, ptr addrspace(3) %v384, align 4
  %v387 = fmul contract float %v370, %v386
  %v388 = fadd contract float %v385, %v387
  %v389 = insertelement <16 x float> %v381, float %v388, i64 7
  br label %v383

v383:                                        ; preds = %v382, %v354
  %v390 = phi <16 x float> [ %v389, %v382 ], [ %v381, %v354 ]
  %v391 = extractelement <16 x float> %v390, i64 8
  %v392 = or disjoint i32 %v119, 34
  %v393 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v392
  %v394 = load float, ptr addrspace(3) %v393, align 8
  %v395 = fmul contract float %v339, %v394
  %v396 = fadd contract float %v391, %v395
  %v397 = insertelement <16 x float> %v390, float %v396, i64 8
  %v398 = extractelement <16 x float> %v390, i64 9
  %v399 = fmul contract float %v343, %v394
  %v400 = fadd contract float %v398, %v399
  %v401 = insertelement <16 x float> %v397, float %v400, i64 9
  %v402 = extractelement <16 x float> %v390, i64 10
  %v403 = fmul contract float %v349, %v394
  %v404 = fadd contract float %v402, %v403
  %v405 = insertelement <16 x float> %v401, float %v404, i64 10
  br i1 %v18, label %v406, label %v407

v406:                                        ; preds = %v383
  %v408 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 524
  %v409 = extractelement <16 x float> %v390, i64 11
  %v410 = load float, ptr addrspace(3) %v408, align 4
  %v411 = fmul contract float %v394, %v410
  %v412 = fadd contract float %v409, %v411
  %v413 = insertelement <16 x float> %v405, float %v412, i64 11
  br label %v407

v407:                                        ; preds = %v406, %v383
  %v414 = phi <16 x float> [ %v413, %v406 ], [ %v405, %v383 ]
  br i1 %v23, label %v415, label %v416

v415:                                        ; preds = %v407
  %v417 = or disjoint i32 %v119, 50
  %v418 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v417
  %v419 = load float, ptr addrspace(3) %v418, align 8
  %v420 = insertelement <2 x float> poison, float %v419, i64 0
  %v421 = shufflevector <2 x float> %v420, <2 x float> poison, <2 x i32> zeroinitializer
  %v422 = fmul contract <2 x float> %v338, %v421
  %v423 = shufflevector <16 x float> %v414, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v424 = fadd contract <2 x float> %v423, %v422
  %v425 = shufflevector <2 x float> %v424, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v426 = shufflevector <16 x float> %v414, <16 x float> %v425, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v427 = extractelement <16 x float> %v414, i64 14
  %v428 = fmul contract float %v349, %v419
  %v429 = fadd contract float %v427, %v428
  %v430 = insertelement <16 x float> %v426, float %v429, i64 14
  br i1 %v18, label %v431, label %v416

v416:                                        ; preds = %v415, %v431, %v407
  %v432 = phi <16 x float> [ %v430, %v415 ], [ %v433, %v431 ], [ %v414, %v407 ]
  %v434 = extractelement <16 x float> %v432, i64 0
  %v435 = or disjoint i32 %v119, 3
  %v436 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v435
  %v437 = load float, ptr addrspace(3) %v436, align 4
  %v438 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 768
  %v439 = extractelement <16 x float> %v432, i64 1
  %v440 = load <2 x float>, ptr addrspace(3) %v438, align 16
  %v441 = extractelement <2 x float> %v440, i64 0
  %v442 = fmul contract float %v437, %v441
  %v443 = fadd contract float %v434, %v442
  %v444 = insertelement <16 x float> %v432, float %v443, i64 0
  %v445 = extractelement <2 x float> %v440, i64 1
  %v446 = fmul contract float %v437, %v445
  %v447 = fadd contract float %v439, %v446
  %v448 = insertelement <16 x float> %v444, float %v447, i64 1
  %v449 = extractelement <16 x float> %v432, i64 2
  %v450 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 776
  %v451 = load float, ptr addrspace(3) %v450, align 8
  %v452 = fmul contract float %v437, %v451
  %v453 = fadd contract float %v449, %v452
  %v454 = insertelement <16 x float> %v448, float %v453, i64 2
  br i1 %v18, label %v455, label %v456

v431:                                        ; preds = %v415
  %v457 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 524
  %v458 = extractelement <16 x float> %v414, i64 15
  %v459 = load float, ptr addrspace(3) %v457, align 4
  %v460 = fmul contract float %v419, %v459
  %v461 = fadd contract float %v458, %v460
  %v433 = insertelement <16 x float> %v430, float %v461, i64 15
  br label %v416

v455:                                        ; preds = %v416
  %v462 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 780
  %v463 = extractelement <16 x float> %v432, i64 3
  %v464 = load float, ptr addrspace(3) %v462, align 4
  %v465 = fmul contract float %v437, %v464
  %v466 = fadd contract float %v463, %v465
  %v467 = insertelement <16 x float> %v454, float %v466, i64 3
  br label %v456

v456:                                        ; preds = %v455, %v416
  %v468 = phi <16 x float> [ %v467, %v455 ], [ %v454, %v416 ]
  %v469 = extractelement <16 x float> %v468, i64 4
  %v470 = or disjoint i32 %v119, 19
  %v471 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v470
  %v472 = load float, ptr addrspace(3) %v471, align 4
  %v473 = fmul contract float %v441, %v472
  %v474 = fadd contract float %v469, %v473
  %v475 = insertelement <16 x float> %v468, float %v474, i64 4
  %v476 = extractelement <16 x float> %v468, i64 5
  %v477 = fmul contract float %v445, %v472
  %v478 = fadd contract float %v476, %v477
  %v479 = insertelement <16 x float> %v475, float %v478, i64 5
  %v480 = extractelement <16 x float> %v468, i64 6
  %v481 = fmul contract float %v451, %v472
  %v482 = fadd contract float %v480, %v481
  %v483 = insertelement <16 x float> %v479, float %v482, i64 6
  br i1 %v18, label %v484, label %v485

v484:                                        ; preds = %v456
  %v486 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 780
  %v487 = extractelement <16 x float> %v468, i64 7
  %v488 = load float, ptr addrspace(3) %v486, align 4
  %v489 = fmul contract float %v472, %v488
  %v490 = fadd contract float %v487, %v489
  %v491 = insertelement <16 x float> %v483, float %v490, i64 7
  br label %v485

v485:                                        ; preds = %v484, %v456
  %v492 = phi <16 x float> [ %v491, %v484 ], [ %v483, %v456 ]
  %v493 = extractelement <16 x float> %v492, i64 8
  %v494 = or disjoint i32 %v119, 35
  %v495 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v494
  %v496 = load float, ptr addrspace(3) %v495, align 4
  %v497 = fmul contract float %v441, %v496
  %v498 = fadd contract float %v493, %v497
  %v499 = insertelement <16 x float> %v492, float %v498, i64 8
  %v500 = extractelement <16 x float> %v492, i64 9
  %v501 = fmul contract float %v445, %v496
  %v502 = fadd contract float %v500, %v501
  %v503 = insertelement <16 x float> %v499, float %v502, i64 9
  %v504 = extractelement <16 x float> %v492, i64 10
  %v505 = fmul contract float %v451, %v496
  %v506 = fadd contract float %v504, %v505
  %v507 = insertelement <16 x float> %v503, float %v506, i64 10
  br i1 %v18, label %v508, label %v509

v508:                                        ; preds = %v485
  %v510 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 780
  %v511 = extractelement <16 x float> %v492, i64 11
  %v512 = load float, ptr addrspace(3) %v510, align 4
  %v513 = fmul contract float %v496, %v512
  %v514 = fadd contract float %v511, %v513
  %v515 = insertelement <16 x float> %v507, float %v514, i64 11
  br label %v509

v509:                                        ; preds = %v508, %v485
  %v516 = phi <16 x float> [ %v515, %v508 ], [ %v507, %v485 ]
  br i1 %v23, label %v517, label %v518

v517:                                        ; preds = %v509
  %v519 = or disjoint i32 %v119, 51
  %v520 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v519
  %v521 = load float, ptr addrspace(3) %v520, align 4
  %v522 = insertelement <2 x float> poison, float %v521, i64 0
  %v523 = shufflevector <2 x float> %v522, <2 x float> poison, <2 x i32> zeroinitializer
  %v524 = fmul contract <2 x float> %v440, %v523
  %v525 = shufflevector <16 x float> %v516, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v526 = fadd contract <2 x float> %v525, %v524
  %v527 = shufflevector <2 x float> %v526, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v528 = shufflevector <16 x float> %v516, <16 x float> %v527, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v529 = extractelement <16 x float> %v516, i64 14
  %v530 = fmul contract float %v451, %v521
  %v531 = fadd contract float %v529, %v530
  %v532 = insertelement <16 x float> %v528, float %v531, i64 14
  br i1 %v18, label %v533, label %v518

v518:                                        ; preds = %v517, %v533, %v509
  %v534 = phi <16 x float> [ %v532, %v517 ], [ %v535, %v533 ], [ %v516, %v509 ]
  %v536 = extractelement <16 x float> %v534, i64 0
  %v537 = or disjoint i32 %v119, 4
  %v538 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v537
  %v539 = load float, ptr addrspace(3) %v538, align 16
  %v540 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1024
  %v541 = extractelement <16 x float> %v534, i64 1
  %v542 = load <2 x float>, ptr addrspace(3) %v540, align 16
  %v543 = extractelement <2 x float> %v542, i64 0
  %v544 = fmul contract float %v539, %v543
  %v545 = fadd contract float %v536, %v544
  %v546 = insertelement <16 x float> %v534, float %v545, i64 0
  %v547 = extractelement <2 x float> %v542, i64 1
  %v548 = fmul contract float %v539, %v547
  %v549 = fadd contract float %v541, %v548
  %v550 = insertelement <16 x float> %v546, float %v549, i64 1
  %v551 = extractelement <16 x float> %v534, i64 2
  %v552 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1032
  %v553 = load float, ptr addrspace(3) %v552, align 8
  %v554 = fmul contract float %v539, %v553
  %v555 = fadd contract float %v551, %v554
  %v556 = insertelement <16 x float> %v550, float %v555, i64 2
  br i1 %v18, label %v557, label %v558

v533:                                        ; preds = %v517
  %v559 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 780
  %v560 = extractelement <16 x float> %v516, i64 15
  %v561 = load float, ptr addrspace(3) %v559, align 4
  %v562 = fmul contract float %v521, %v561
  %v563 = fadd contract float %v560, %v562
  %v535 = insertelement <16 x float> %v532, float %v563, i64 15
  br label %v518

v557:                                        ; preds = %v518
  %v564 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1036
  %v565 = extractelement <16 x float> %v534, i64 3
  %v566 = load float, ptr addrspace(3) %v564, align 4
  %v567 = fmul contract float %v539, %v566
  %v568 = fadd contract float %v565, %v567
  %v569 = insertelement <16 x float> %v556, float %v568, i64 3
  br label %v558

v558:                                        ; preds = %v557, %v518
  %v570 = phi <16 x float> [ %v569, %v557 ], [ %v556, %v518 ]
  %v571 = extractelement <16 x float> %v570, i64 4
  %v572 = or disjoint i32 %v119, 20
  %v573 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v572
  %v574 = load float, ptr addrspace(3) %v573, align 16
  %v575 = fmul contract float %v543, %v574
  %v576 = fadd contract float %v571, %v575
  %v577 = insertelement <16 x float> %v570, float %v576, i64 4
  %v578 = extractelement <16 x float> %v570, i64 5
  %v579 = fmul contract float %v547, %v574
  %v580 = fadd contract float %v578, %v579
  %v581 = insertelement <16 x float> %v577, float %v580, i64 5
  %v582 = extractelement <16 x float> %v570, i64 6
  %v583 = fmul contract float %v553, %v574
  %v584 = fadd contract float %v582, %v583
  %v585 = insertelement <16 x float> %v581, float %v584, i64 6
  br i1 %v18, label %v586, label %v587

v586:                                        ; preds = %v558
  %v588 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1036
  %v589 = extractelement <16 x float> %v570, i64 7
  %v590 = load float, ptr addrspace(3) %v588, align 4
  %v591 = fmul contract float %v574, %v590
  %v592 = fadd contract float %v589, %v591
  %v593 = insertelement <16 x float> %v585, float %v592, i64 7
  br label %v587

v587:                                        ; preds = %v586, %v558
  %v594 = phi <16 x float> [ %v593, %v586 ], [ %v585, %v558 ]
  %v595 = extractelement <16 x float> %v594, i64 8
  %v596 = or disjoint i32 %v119, 36
  %v597 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v596
  %v598 = load float, ptr addrspace(3) %v597, align 16
  %v599 = fmul contract float %v543, %v598
  %v600 = fadd contract float %v595, %v599
  %v601 = insertelement <16 x float> %v594, float %v600, i64 8
  %v602 = extractelement <16 x float> %v594, i64 9
  %v603 = fmul contract float %v547, %v598
  %v604 = fadd contract float %v602, %v603
  %v605 = insertelement <16 x float> %v601, float %v604, i64 9
  %v606 = extractelement <16 x float> %v594, i64 10
  %v607 = fmul contract float %v553, %v598
  %v608 = fadd contract float %v606, %v607
  %v609 = insertelement <16 x float> %v605, float %v608, i64 10
  br i1 %v18, label %v610, label %v611

v610:                                        ; preds = %v587
  %v612 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1036
  %v613 = extractelement <16 x float> %v594, i64 11
  %v614 = load float, ptr addrspace(3) %v612, align 4
  %v615 = fmul contract float %v598, %v614
  %v616 = fadd contract float %v613, %v615
  %v617 = insertelement <16 x float> %v609, float %v616, i64 11
  br label %v611

v611:                                        ; preds = %v610, %v587
  %v618 = phi <16 x float> [ %v617, %v610 ], [ %v609, %v587 ]
  br i1 %v23, label %v619, label %v620

v619:                                        ; preds = %v611
  %v621 = or disjoint i32 %v119, 52
  %v622 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v621
  %v623 = load float, ptr addrspace(3) %v622, align 16
  %v624 = insertelement <2 x float> poison, float %v623, i64 0
  %v625 = shufflevector <2 x float> %v624, <2 x float> poison, <2 x i32> zeroinitializer
  %v626 = fmul contract <2 x float> %v542, %v625
  %v627 = shufflevector <16 x float> %v618, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v628 = fadd contract <2 x float> %v627, %v626
  %v629 = shufflevector <2 x float> %v628, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v630 = shufflevector <16 x float> %v618, <16 x float> %v629, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v631 = extractelement <16 x float> %v618, i64 14
  %v632 = fmul contract float %v553, %v623
  %v633 = fadd contract float %v631, %v632
  %v634 = insertelement <16 x float> %v630, float %v633, i64 14
  br i1 %v18, label %v635, label %v620

v620:                                        ; preds = %v619, %v635, %v611
  %v636 = phi <16 x float> [ %v634, %v619 ], [ %v637, %v635 ], [ %v618, %v611 ]
  %v638 = extractelement <16 x float> %v636, i64 0
  %v639 = or disjoint i32 %v119, 5
  %v640 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v639
  %v641 = load float, ptr addrspace(3) %v640, align 4
  %v642 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1280
  %v643 = extractelement <16 x float> %v636, i64 1
  %v644 = load <2 x float>, ptr addrspace(3) %v642, align 16
  %v645 = extractelement <2 x float> %v644, i64 0
  %v646 = fmul contract float %v641, %v645
  %v647 = fadd contract float %v638, %v646
  %v648 = insertelement <16 x float> %v636, float %v647, i64 0
  %v649 = extractelement <2 x float> %v644, i64 1
  %v650 = fmul contract float %v641, %v649
  %v651 = fadd contract float %v643, %v650
  %v652 = insertelement <16 x float> %v648, float %v651, i64 1
  %v653 = extractelement <16 x float> %v636, i64 2
  %v654 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1288
  %v655 = load float, ptr addrspace(3) %v654, align 8
  %v656 = fmul contract float %v641, %v655
  %v657 = fadd contract float %v653, %v656
  %v658 = insertelement <16 x float> %v652, float %v657, i64 2
  br i1 %v18, label %v659, label %v660

v635:                                        ; preds = %v619
  %v661 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1036
  %v662 = extractelement <16 x float> %v618, i64 15
  %v663 = load float, ptr addrspace(3) %v661, align 4
  %v664 = fmul contract float %v623, %v663
  %v665 = fadd contract float %v662, %v664
  %v637 = insertelement <16 x float> %v634, float %v665, i64 15
  br label %v620

v659:                                        ; preds = %v620
  %v666 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1292
  %v667 = extractelement <16 x float> %v636, i64 3
  %v668 = load float, ptr addrspace(3) %v666, align 4
  %v669 = fmul contract float %v641, %v668
  %v670 = fadd contract float %v667, %v669
  %v671 = insertelement <16 x float> %v658, float %v670, i64 3
  br label %v660

v660:                                        ; preds = %v659, %v620
  %v672 = phi <16 x float> [ %v671, %v659 ], [ %v658, %v620 ]
  %v673 = extractelement <16 x float> %v672, i64 4
  %v674 = or disjoint i32 %v119, 21
  %v675 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v674
  %v676 = load float, ptr addrspace(3) %v675, align 4
  %v677 = fmul contract float %v645, %v676
  %v678 = fadd contract float %v673, %v677
  %v679 = insertelement <16 x float> %v672, float %v678, i64 4
  %v680 = extractelement <16 x float> %v672, i64 5
  %v681 = fmul contract float %v649, %v676
  %v682 = fadd contract float %v680, %v681
  %v683 = insertelement <16 x float> %v679, float %v682, i64 5
  %v684 = extractelement <16 x float> %v672, i64 6
  %v685 = fmul contract float %v655, %v676
  %v686 = fadd contract float %v684, %v685
  %v687 = insertelement <16 x float> %v683, float %v686, i64 6
  br i1 %v18, label %v688, label %v689

v688:                                        ; preds = %v660
  %v690 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1292
  %v691 = extractelement <16 x float> %v672, i64 7
  %v692 = load float, ptr addrspace(3) %v690, align 4
  %v693 = fmul contract float %v676, %v692
  %v694 = fadd contract float %v691, %v693
  %v695 = insertelement <16 x float> %v687, float %v694, i64 7
  br label %v689

v689:                                        ; preds = %v688, %v660
  %v696 = phi <16 x float> [ %v695, %v688 ], [ %v687, %v660 ]
  %v697 = extractelement <16 x float> %v696, i64 8
  %v698 = or disjoint i32 %v119, 37
  %v699 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v698
  %v700 = load float, ptr addrspace(3) %v699, align 4
  %v701 = fmul contract float %v645, %v700
  %v702 = fadd contract float %v697, %v701
  %v703 = insertelement <16 x float> %v696, float %v702, i64 8
  %v704 = extractelement <16 x float> %v696, i64 9
  %v705 = fmul contract float %v649, %v700
  %v706 = fadd contract float %v704, %v705
  %v707 = insertelement <16 x float> %v703, float %v706, i64 9
  %v708 = extractelement <16 x float> %v696, i64 10
  %v709 = fmul contract float %v655, %v700
  %v710 = fadd contract float %v708, %v709
  %v711 = insertelement <16 x float> %v707, float %v710, i64 10
  br i1 %v18, label %v712, label %v713

v712:                                        ; preds = %v689
  %v714 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1292
  %v715 = extractelement <16 x float> %v696, i64 11
  %v716 = load float, ptr addrspace(3) %v714, align 4
  %v717 = fmul contract float %v700, %v716
  %v718 = fadd contract float %v715, %v717
  %v719 = insertelement <16 x float> %v711, float %v718, i64 11
  br label %v713

v713:                                        ; preds = %v712, %v689
  %v720 = phi <16 x float> [ %v719, %v712 ], [ %v711, %v689 ]
  br i1 %v23, label %v721, label %v722

v721:                                        ; preds = %v713
  %v723 = or disjoint i32 %v119, 53
  %v724 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v723
  %v725 = load float, ptr addrspace(3) %v724, align 4
  %v726 = insertelement <2 x float> poison, float %v725, i64 0
  %v727 = shufflevector <2 x float> %v726, <2 x float> poison, <2 x i32> zeroinitializer
  %v728 = fmul contract <2 x float> %v644, %v727
  %v729 = shufflevector <16 x float> %v720, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v730 = fadd contract <2 x float> %v729, %v728
  %v731 = shufflevector <2 x float> %v730, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v732 = shufflevector <16 x float> %v720, <16 x float> %v731, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v733 = extractelement <16 x float> %v720, i64 14
  %v734 = fmul contract float %v655, %v725
  %v735 = fadd contract float %v733, %v734
  %v736 = insertelement <16 x float> %v732, float %v735, i64 14
  br i1 %v18, label %v737, label %v722

v722:                                        ; preds = %v721, %v737, %v713
  %v738 = phi <16 x float> [ %v736, %v721 ], [ %v739, %v737 ], [ %v720, %v713 ]
  %v740 = extractelement <16 x float> %v738, i64 0
  %v741 = or disjoint i32 %v119, 6
  %v742 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v741
  %v743 = load float, ptr addrspace(3) %v742, align 8
  %v744 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1536
  %v745 = extractelement <16 x float> %v738, i64 1
  %v746 = load <2 x float>, ptr addrspace(3) %v744, align 16
  %v747 = extractelement <2 x float> %v746, i64 0
  %v748 = fmul contract float %v743, %v747
  %v749 = fadd contract float %v740, %v748
  %v750 = insertelement <16 x float> %v738, float %v749, i64 0
  %v751 = extractelement <2 x float> %v746, i64 1
  %v752 = fmul contract float %v743, %v751
  %v753 = fadd contract float %v745, %v752
  %v754 = insertelement <16 x float> %v750, float %v753, i64 1
  %v755 = extractelement <16 x float> %v738, i64 2
  %v756 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1544
  %v757 = load float, ptr addrspace(3) %v756, align 8
  %v758 = fmul contract float %v743, %v757
  %v759 = fadd contract float %v755, %v758
  %v760 = insertelement <16 x float> %v754, float %v759, i64 2
  br i1 %v18, label %v761, label %v762

v737:                                        ; preds = %v721
  %v763 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1292
  %v764 = extractelement <16 x float> %v720, i64 15
  %v765 = load float, ptr addrspace(3) %v763, align 4
  %v766 = fmul contract float %v725, %v765
  %v767 = fadd contract float %v764, %v766
  %v739 = insertelement <16 x float> %v736, float %v767, i64 15
  br label %v722

v761:                                        ; preds = %v722
  %v768 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1548
  %v769 = extractelement <16 x float> %v738, i64 3
  %v770 = load float, ptr addrspace(3) %v768, align 4
  %v771 = fmul contract float %v743, %v770
  %v772 = fadd contract float %v769, %v771
  %v773 = insertelement <16 x float> %v760, float %v772, i64 3
  br label %v762

v762:                                        ; preds = %v761, %v722
  %v774 = phi <16 x float> [ %v773, %v761 ], [ %v760, %v722 ]
  %v775 = extractelement <16 x float> %v774, i64 4
  %v776 = or disjoint i32 %v119, 22
  %v777 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v776
  %v778 = load float, ptr addrspace(3) %v777, align 8
  %v779 = fmul contract float %v747, %v778
  %v780 = fadd contract float %v775, %v779
  %v781 = insertelement <16 x float> %v774, float %v780, i64 4
  %v782 = extractelement <16 x float> %v774, i64 5
  %v783 = fmul contract float %v751, %v778
  %v784 = fadd contract float %v782, %v783
  %v785 = insertelement <16 x float> %v781, float %v784, i64 5
  %v786 = extractelement <16 x float> %v774, i64 6
  %v787 = fmul contract float %v757, %v778
  %v788 = fadd contract float %v786, %v787
  %v789 = insertelement <16 x float> %v785, float %v788, i64 6
  br i1 %v18, label %v790, label %v791

v790:                                        ; preds = %v762
  %v792 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1548
  %v793 = extractelement <16 x float> %v774, i64 7
  %v794 = load float, ptr addrspace(3) %v792, align 4
  %v795 = fmul contract float %v778, %v794
  %v796 = fadd contract float %v793, %v795
  %v797 = insertelement <16 x float> %v789, float %v796, i64 7
  br label %v791

v791:                                        ; preds = %v790, %v762
  %v798 = phi <16 x float> [ %v797, %v790 ], [ %v789, %v762 ]
  %v799 = extractelement <16 x float> %v798, i64 8
  %v800 = or disjoint i32 %v119, 38
  %v801 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v800
  %v802 = load float, ptr addrspace(3) %v801, align 8
  %v803 = fmul contract float %v747, %v802
  %v804 = fadd contract float %v799, %v803
  %v805 = insertelement <16 x float> %v798, float %v804, i64 8
  %v806 = extractelement <16 x float> %v798, i64 9
  %v807 = fmul contract float %v751, %v802
  %v808 = fadd contract float %v806, %v807
  %v809 = insertelement <16 x float> %v805, float %v808, i64 9
  %v810 = extractelement <16 x float> %v798, i64 10
  %v811 = fmul contract float %v757, %v802
  %v812 = fadd contract float %v810, %v811
  %v813 = insertelement <16 x float> %v809, float %v812, i64 10
  br i1 %v18, label %v814, label %v815

v814:                                        ; preds = %v791
  %v816 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1548
  %v817 = extractelement <16 x float> %v798, i64 11
  %v818 = load float, ptr addrspace(3) %v816, align 4
  %v819 = fmul contract float %v802, %v818
  %v820 = fadd contract float %v817, %v819
  %v821 = insertelement <16 x float> %v813, float %v820, i64 11
  br label %v815

v815:                                        ; preds = %v814, %v791
  %v822 = phi <16 x float> [ %v821, %v814 ], [ %v813, %v791 ]
  br i1 %v23, label %v823, label %v824

v823:                                        ; preds = %v815
  %v825 = or disjoint i32 %v119, 54
  %v826 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v825
  %v827 = load float, ptr addrspace(3) %v826, align 8
  %v828 = insertelement <2 x float> poison, float %v827, i64 0
  %v829 = shufflevector <2 x float> %v828, <2 x float> poison, <2 x i32> zeroinitializer
  %v830 = fmul contract <2 x float> %v746, %v829
  %v831 = shufflevector <16 x float> %v822, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v832 = fadd contract <2 x float> %v831, %v830
  %v833 = shufflevector <2 x float> %v832, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v834 = shufflevector <16 x float> %v822, <16 x float> %v833, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v835 = extractelement <16 x float> %v822, i64 14
  %v836 = fmul contract float %v757, %v827
  %v837 = fadd contract float %v835, %v836
  %v838 = insertelement <16 x float> %v834, float %v837, i64 14
  br i1 %v18, label %v839, label %v824

v824:                                       ; preds = %v823, %v839, %v815
  %v840 = phi <16 x float> [ %v838, %v823 ], [ %v841, %v839 ], [ %v822, %v815 ]
  %v842 = extractelement <16 x float> %v840, i64 0
  %v843 = or disjoint i32 %v119, 7
  %v844 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v843
  %v845 = load float, ptr addrspace(3) %v844, align 4
  %v846 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1792
  %v847 = extractelement <16 x float> %v840, i64 1
  %v848 = load <2 x float>, ptr addrspace(3) %v846, align 16
  %v849 = extractelement <2 x float> %v848, i64 0
  %v850 = fmul contract float %v845, %v849
  %v851 = fadd contract float %v842, %v850
  %v852 = insertelement <16 x float> %v840, float %v851, i64 0
  %v853 = extractelement <2 x float> %v848, i64 1
  %v854 = fmul contract float %v845, %v853
  %v855 = fadd contract float %v847, %v854
  %v856 = insertelement <16 x float> %v852, float %v855, i64 1
  %v857 = extractelement <16 x float> %v840, i64 2
  %v858 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1800
  %v859 = load float, ptr addrspace(3) %v858, align 8
  %v860 = fmul contract float %v845, %v859
  %v861 = fadd contract float %v857, %v860
  %v862 = insertelement <16 x float> %v856, float %v861, i64 2
  br i1 %v18, label %v863, label %v864

v839:                                       ; preds = %v823
  %v865 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1548
  %v866 = extractelement <16 x float> %v822, i64 15
  %v867 = load float, ptr addrspace(3) %v865, align 4
  %v868 = fmul contract float %v827, %v867
  %v869 = fadd contract float %v866, %v868
  %v841 = insertelement <16 x float> %v838, float %v869, i64 15
  br label %v824

v863:                                       ; preds = %v824
  %v870 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1804
  %v871 = extractelement <16 x float> %v840, i64 3
  %v872 = load float, ptr addrspace(3) %v870, align 4
  %v873 = fmul contract float %v845, %v872
  %v874 = fadd contract float %v871, %v873
  %v875 = insertelement <16 x float> %v862, float %v874, i64 3
  br label %v864

v864:                                       ; preds = %v863, %v824
  %v876 = phi <16 x float> [ %v875, %v863 ], [ %v862, %v824 ]
  %v877 = extractelement <16 x float> %v876, i64 4
  %v878 = or disjoint i32 %v119, 23
  %v879 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v878
  %v880 = load float, ptr addrspace(3) %v879, align 4
  %v881 = fmul contract float %v849, %v880
  %v882 = fadd contract float %v877, %v881
  %v883 = insertelement <16 x float> %v876, float %v882, i64 4
  %v884 = extractelement <16 x float> %v876, i64 5
  %v885 = fmul contract float %v853, %v880
  %v886 = fadd contract float %v884, %v885
  %v887 = insertelement <16 x float> %v883, float %v886, i64 5
  %v888 = extractelement <16 x float> %v876, i64 6
  %v889 = fmul contract float %v859, %v880
  %v890 = fadd contract float %v888, %v889
  %v891 = insertelement <16 x float> %v887, float %v890, i64 6
  br i1 %v18, label %v892, label %v893

v892:                                       ; preds = %v864
  %v894 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1804
  %v895 = extractelement <16 x float> %v876, i64 7
  %v896 = load float, ptr addrspace(3) %v894, align 4
  %v897 = fmul contract float %v880, %v896
  %v898 = fadd contract float %v895, %v897
  %v899 = insertelement <16 x float> %v891, float %v898, i64 7
  br label %v893

v893:                                       ; preds = %v892, %v864
  %v900 = phi <16 x float> [ %v899, %v892 ], [ %v891, %v864 ]
  %v901 = extractelement <16 x float> %v900, i64 8
  %v902 = or disjoint i32 %v119, 39
  %v903 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v902
  %v904 = load float, ptr addrspace(3) %v903, align 4
  %v905 = fmul contract float %v849, %v904
  %v906 = fadd contract float %v901, %v905
  %v907 = insertelement <16 x float> %v900, float %v906, i64 8
  %v908 = extractelement <16 x float> %v900, i64 9
  %v909 = fmul contract float %v853, %v904
  %v910 = fadd contract float %v908, %v909
  %v911 = insertelement <16 x float> %v907, float %v910, i64 9
  %v912 = extractelement <16 x float> %v900, i64 10
  %v913 = fmul contract float %v859, %v904
  %v914 = fadd contract float %v912, %v913
  %v915 = insertelement <16 x float> %v911, float %v914, i64 10
  br i1 %v18, label %v916, label %v917

v916:                                       ; preds = %v893
  %v918 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1804
  %v919 = extractelement <16 x float> %v900, i64 11
  %v920 = load float, ptr addrspace(3) %v918, align 4
  %v921 = fmul contract float %v904, %v920
  %v922 = fadd contract float %v919, %v921
  %v923 = insertelement <16 x float> %v915, float %v922, i64 11
  br label %v917

v917:                                       ; preds = %v916, %v893
  %v924 = phi <16 x float> [ %v923, %v916 ], [ %v915, %v893 ]
  br i1 %v23, label %v925, label %v926

v925:                                       ; preds = %v917
  %v927 = or disjoint i32 %v119, 55
  %v928 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v927
  %v929 = load float, ptr addrspace(3) %v928, align 4
  %v930 = insertelement <2 x float> poison, float %v929, i64 0
  %v931 = shufflevector <2 x float> %v930, <2 x float> poison, <2 x i32> zeroinitializer
  %v932 = fmul contract <2 x float> %v848, %v931
  %v933 = shufflevector <16 x float> %v924, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v934 = fadd contract <2 x float> %v933, %v932
  %v935 = shufflevector <2 x float> %v934, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v936 = shufflevector <16 x float> %v924, <16 x float> %v935, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v937 = extractelement <16 x float> %v924, i64 14
  %v938 = fmul contract float %v859, %v929
  %v939 = fadd contract float %v937, %v938
  %v940 = insertelement <16 x float> %v936, float %v939, i64 14
  br i1 %v18, label %v941, label %v926

v926:                                       ; preds = %v925, %v941, %v917
  %v942 = phi <16 x float> [ %v940, %v925 ], [ %v943, %v941 ], [ %v924, %v917 ]
  %v944 = extractelement <16 x float> %v942, i64 0
  %v945 = or disjoint i32 %v119, 8
  %v946 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v945
  %v947 = load float, ptr addrspace(3) %v946, align 32
  %v948 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2048
  %v949 = extractelement <16 x float> %v942, i64 1
  %v950 = load <2 x float>, ptr addrspace(3) %v948, align 16
  %v951 = extractelement <2 x float> %v950, i64 0
  %v952 = fmul contract float %v947, %v951
  %v953 = fadd contract float %v944, %v952
  %v954 = insertelement <16 x float> %v942, float %v953, i64 0
  %v955 = extractelement <2 x float> %v950, i64 1
  %v956 = fmul contract float %v947, %v955
  %v957 = fadd contract float %v949, %v956
  %v958 = insertelement <16 x float> %v954, float %v957, i64 1
  %v959 = extractelement <16 x float> %v942, i64 2
  %v960 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2056
  %v961 = load float, ptr addrspace(3) %v960, align 8
  %v962 = fmul contract float %v947, %v961
  %v963 = fadd contract float %v959, %v962
  %v964 = insertelement <16 x float> %v958, float %v963, i64 2
  br i1 %v18, label %v965, label %v966

v941:                                       ; preds = %v925
  %v967 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 1804
  %v968 = extractelement <16 x float> %v924, i64 15
  %v969 = load float, ptr addrspace(3) %v967, align 4
  %v970 = fmul contract float %v929, %v969
  %v971 = fadd contract float %v968, %v970
  %v943 = insertelement <16 x float> %v940, float %v971, i64 15
  br label %v926

v965:                                       ; preds = %v926
  %v972 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2060
  %v973 = extractelement <16 x float> %v942, i64 3
  %v974 = load float, ptr addrspace(3) %v972, align 4
  %v975 = fmul contract float %v947, %v974
  %v976 = fadd contract float %v973, %v975
  %v977 = insertelement <16 x float> %v964, float %v976, i64 3
  br label %v966

v966:                                       ; preds = %v965, %v926
  %v978 = phi <16 x float> [ %v977, %v965 ], [ %v964, %v926 ]
  %v979 = extractelement <16 x float> %v978, i64 4
  %v980 = or disjoint i32 %v119, 24
  %v981 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v980
  %v982 = load float, ptr addrspace(3) %v981, align 32
  %v983 = fmul contract float %v951, %v982
  %v984 = fadd contract float %v979, %v983
  %v985 = insertelement <16 x float> %v978, float %v984, i64 4
  %v986 = extractelement <16 x float> %v978, i64 5
  %v987 = fmul contract float %v955, %v982
  %v988 = fadd contract float %v986, %v987
  %v989 = insertelement <16 x float> %v985, float %v988, i64 5
  %v990 = extractelement <16 x float> %v978, i64 6
  %v991 = fmul contract float %v961, %v982
  %v992 = fadd contract float %v990, %v991
  %v993 = insertelement <16 x float> %v989, float %v992, i64 6
  br i1 %v18, label %v994, label %v995

v994:                                       ; preds = %v966
  %v996 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2060
  %v997 = extractelement <16 x float> %v978, i64 7
  %v998 = load float, ptr addrspace(3) %v996, align 4
  %v999 = fmul contract float %v982, %v998
  %v1000 = fadd contract float %v997, %v999
  %v1001 = insertelement <16 x float> %v993, float %v1000, i64 7
  br label %v995

v995:                                       ; preds = %v994, %v966
  %v1002 = phi <16 x float> [ %v1001, %v994 ], [ %v993, %v966 ]
  %v1003 = extractelement <16 x float> %v1002, i64 8
  %v1004 = or disjoint i32 %v119, 40
  %v1005 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1004
  %v1006 = load float, ptr addrspace(3) %v1005, align 32
  %v1007 = fmul contract float %v951, %v1006
  %v1008 = fadd contract float %v1003, %v1007
  %v1009 = insertelement <16 x float> %v1002, float %v1008, i64 8
  %v1010 = extractelement <16 x float> %v1002, i64 9
  %v1011 = fmul contract float %v955, %v1006
  %v1012 = fadd contract float %v1010, %v1011
  %v1013 = insertelement <16 x float> %v1009, float %v1012, i64 9
  %v1014 = extractelement <16 x float> %v1002, i64 10
  %v1015 = fmul contract float %v961, %v1006
  %v1016 = fadd contract float %v1014, %v1015
  %v1017 = insertelement <16 x float> %v1013, float %v1016, i64 10
  br i1 %v18, label %v1018, label %v1019

v1018:                                       ; preds = %v995
  %v1020 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2060
  %v1021 = extractelement <16 x float> %v1002, i64 11
  %v1022 = load float, ptr addrspace(3) %v1020, align 4
  %v1023 = fmul contract float %v1006, %v1022
  %v1024 = fadd contract float %v1021, %v1023
  %v1025 = insertelement <16 x float> %v1017, float %v1024, i64 11
  br label %v1019

v1019:                                       ; preds = %v1018, %v995
  %v1026 = phi <16 x float> [ %v1025, %v1018 ], [ %v1017, %v995 ]
  br i1 %v23, label %v1027, label %v1028

v1027:                                       ; preds = %v1019
  %v1029 = or disjoint i32 %v119, 56
  %v1030 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1029
  %v1031 = load float, ptr addrspace(3) %v1030, align 32
  %v1032 = insertelement <2 x float> poison, float %v1031, i64 0
  %v1033 = shufflevector <2 x float> %v1032, <2 x float> poison, <2 x i32> zeroinitializer
  %v1034 = fmul contract <2 x float> %v950, %v1033
  %v1035 = shufflevector <16 x float> %v1026, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v1036 = fadd contract <2 x float> %v1035, %v1034
  %v1037 = shufflevector <2 x float> %v1036, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1038 = shufflevector <16 x float> %v1026, <16 x float> %v1037, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v1039 = extractelement <16 x float> %v1026, i64 14
  %v1040 = fmul contract float %v961, %v1031
  %v1041 = fadd contract float %v1039, %v1040
  %v1042 = insertelement <16 x float> %v1038, float %v1041, i64 14
  br i1 %v18, label %v1043, label %v1028

v1028:                                       ; preds = %v1027, %v1043, %v1019
  %v1044 = phi <16 x float> [ %v1042, %v1027 ], [ %v1045, %v1043 ], [ %v1026, %v1019 ]
  %v1046 = extractelement <16 x float> %v1044, i64 0
  %v1047 = or disjoint i32 %v119, 9
  %v1048 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1047
  %v1049 = load float, ptr addrspace(3) %v1048, align 4
  %v1050 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2304
  %v1051 = extractelement <16 x float> %v1044, i64 1
  %v1052 = load <2 x float>, ptr addrspace(3) %v1050, align 16
  %v1053 = extractelement <2 x float> %v1052, i64 0
  %v1054 = fmul contract float %v1049, %v1053
  %v1055 = fadd contract float %v1046, %v1054
  %v1056 = insertelement <16 x float> %v1044, float %v1055, i64 0
  %v1057 = extractelement <2 x float> %v1052, i64 1
  %v1058 = fmul contract float %v1049, %v1057
  %v1059 = fadd contract float %v1051, %v1058
  %v1060 = insertelement <16 x float> %v1056, float %v1059, i64 1
  %v1061 = extractelement <16 x float> %v1044, i64 2
  %v1062 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2312
  %v1063 = load float, ptr addrspace(3) %v1062, align 8
  %v1064 = fmul contract float %v1049, %v1063
  %v1065 = fadd contract float %v1061, %v1064
  %v1066 = insertelement <16 x float> %v1060, float %v1065, i64 2
  br i1 %v18, label %v1067, label %v1068

v1043:                                       ; preds = %v1027
  %v1069 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2060
  %v1070 = extractelement <16 x float> %v1026, i64 15
  %v1071 = load float, ptr addrspace(3) %v1069, align 4
  %v1072 = fmul contract float %v1031, %v1071
  %v1073 = fadd contract float %v1070, %v1072
  %v1045 = insertelement <16 x float> %v1042, float %v1073, i64 15
  br label %v1028

v1067:                                       ; preds = %v1028
  %v1074 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2316
  %v1075 = extractelement <16 x float> %v1044, i64 3
  %v1076 = load float, ptr addrspace(3) %v1074, align 4
  %v1077 = fmul contract float %v1049, %v1076
  %v1078 = fadd contract float %v1075, %v1077
  %v1079 = insertelement <16 x float> %v1066, float %v1078, i64 3
  br label %v1068

v1068:                                       ; preds = %v1067, %v1028
  %v1080 = phi <16 x float> [ %v1079, %v1067 ], [ %v1066, %v1028 ]
  %v1081 = extractelement <16 x float> %v1080, i64 4
  %v1082 = or disjoint i32 %v119, 25
  %v1083 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1082
  %v1084 = load float, ptr addrspace(3) %v1083, align 4
  %v1085 = fmul contract float %v1053, %v1084
  %v1086 = fadd contract float %v1081, %v1085
  %v1087 = insertelement <16 x float> %v1080, float %v1086, i64 4
  %v1088 = extractelement <16 x float> %v1080, i64 5
  %v1089 = fmul contract float %v1057, %v1084
  %v1090 = fadd contract float %v1088, %v1089
  %v1091 = insertelement <16 x float> %v1087, float %v1090, i64 5
  %v1092 = extractelement <16 x float> %v1080, i64 6
  %v1093 = fmul contract float %v1063, %v1084
  %v1094 = fadd contract float %v1092, %v1093
  %v1095 = insertelement <16 x float> %v1091, float %v1094, i64 6
  br i1 %v18, label %v1096, label %v1097

v1096:                                       ; preds = %v1068
  %v1098 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2316
  %v1099 = extractelement <16 x float> %v1080, i64 7
  %v1100 = load float, ptr addrspace(3) %v1098, align 4
  %v1101 = fmul contract float %v1084, %v1100
  %v1102 = fadd contract float %v1099, %v1101
  %v1103 = insertelement <16 x float> %v1095, float %v1102, i64 7
  br label %v1097

v1097:                                       ; preds = %v1096, %v1068
  %v1104 = phi <16 x float> [ %v1103, %v1096 ], [ %v1095, %v1068 ]
  %v1105 = extractelement <16 x float> %v1104, i64 8
  %v1106 = or disjoint i32 %v119, 41
  %v1107 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1106
  %v1108 = load float, ptr addrspace(3) %v1107, align 4
  %v1109 = fmul contract float %v1053, %v1108
  %v1110 = fadd contract float %v1105, %v1109
  %v1111 = insertelement <16 x float> %v1104, float %v1110, i64 8
  %v1112 = extractelement <16 x float> %v1104, i64 9
  %v1113 = fmul contract float %v1057, %v1108
  %v1114 = fadd contract float %v1112, %v1113
  %v1115 = insertelement <16 x float> %v1111, float %v1114, i64 9
  %v1116 = extractelement <16 x float> %v1104, i64 10
  %v1117 = fmul contract float %v1063, %v1108
  %v1118 = fadd contract float %v1116, %v1117
  %v1119 = insertelement <16 x float> %v1115, float %v1118, i64 10
  br i1 %v18, label %v1120, label %v1121

v1120:                                       ; preds = %v1097
  %v1122 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2316
  %v1123 = extractelement <16 x float> %v1104, i64 11
  %v1124 = load float, ptr addrspace(3) %v1122, align 4
  %v1125 = fmul contract float %v1108, %v1124
  %v1126 = fadd contract float %v1123, %v1125
  %v1127 = insertelement <16 x float> %v1119, float %v1126, i64 11
  br label %v1121

v1121:                                       ; preds = %v1120, %v1097
  %v1128 = phi <16 x float> [ %v1127, %v1120 ], [ %v1119, %v1097 ]
  br i1 %v23, label %v1129, label %v1130

v1129:                                       ; preds = %v1121
  %v1131 = or disjoint i32 %v119, 57
  %v1132 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1131
  %v1133 = load float, ptr addrspace(3) %v1132, align 4
  %v1134 = insertelement <2 x float> poison, float %v1133, i64 0
  %v1135 = shufflevector <2 x float> %v1134, <2 x float> poison, <2 x i32> zeroinitializer
  %v1136 = fmul contract <2 x float> %v1052, %v1135
  %v1137 = shufflevector <16 x float> %v1128, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v1138 = fadd contract <2 x float> %v1137, %v1136
  %v1139 = shufflevector <2 x float> %v1138, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1140 = shufflevector <16 x float> %v1128, <16 x float> %v1139, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v1141 = extractelement <16 x float> %v1128, i64 14
  %v1142 = fmul contract float %v1063, %v1133
  %v1143 = fadd contract float %v1141, %v1142
  %v1144 = insertelement <16 x float> %v1140, float %v1143, i64 14
  br i1 %v18, label %v1145, label %v1130

v1130:                                       ; preds = %v1129, %v1145, %v1121
  %v1146 = phi <16 x float> [ %v1144, %v1129 ], [ %v1147, %v1145 ], [ %v1128, %v1121 ]
  %v1148 = extractelement <16 x float> %v1146, i64 0
  %v1149 = or disjoint i32 %v119, 10
  %v1150 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1149
  %v1151 = load float, ptr addrspace(3) %v1150, align 8
  %v1152 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2560
  %v1153 = extractelement <16 x float> %v1146, i64 1
  %v1154 = load <2 x float>, ptr addrspace(3) %v1152, align 16
  %v1155 = extractelement <2 x float> %v1154, i64 0
  %v1156 = fmul contract float %v1151, %v1155
  %v1157 = fadd contract float %v1148, %v1156
  %v1158 = insertelement <16 x float> %v1146, float %v1157, i64 0
  %v1159 = extractelement <2 x float> %v1154, i64 1
  %v1160 = fmul contract float %v1151, %v1159
  %v1161 = fadd contract float %v1153, %v1160
  %v1162 = insertelement <16 x float> %v1158, float %v1161, i64 1
  %v1163 = extractelement <16 x float> %v1146, i64 2
  %v1164 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2568
  %v1165 = load float, ptr addrspace(3) %v1164, align 8
  %v1166 = fmul contract float %v1151, %v1165
  %v1167 = fadd contract float %v1163, %v1166
  %v1168 = insertelement <16 x float> %v1162, float %v1167, i64 2
  br i1 %v18, label %v1169, label %v1170

v1145:                                       ; preds = %v1129
  %v1171 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2316
  %v1172 = extractelement <16 x float> %v1128, i64 15
  %v1173 = load float, ptr addrspace(3) %v1171, align 4
  %v1174 = fmul contract float %v1133, %v1173
  %v1175 = fadd contract float %v1172, %v1174
  %v1147 = insertelement <16 x float> %v1144, float %v1175, i64 15
  br label %v1130

v1169:                                       ; preds = %v1130
  %v1176 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2572
  %v1177 = extractelement <16 x float> %v1146, i64 3
  %v1178 = load float, ptr addrspace(3) %v1176, align 4
  %v1179 = fmul contract float %v1151, %v1178
  %v1180 = fadd contract float %v1177, %v1179
  %v1181 = insertelement <16 x float> %v1168, float %v1180, i64 3
  br label %v1170

v1170:                                       ; preds = %v1169, %v1130
  %v1182 = phi <16 x float> [ %v1181, %v1169 ], [ %v1168, %v1130 ]
  %v1183 = extractelement <16 x float> %v1182, i64 4
  %v1184 = or disjoint i32 %v119, 26
  %v1185 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1184
  %v1186 = load float, ptr addrspace(3) %v1185, align 8
  %v1187 = fmul contract float %v1155, %v1186
  %v1188 = fadd contract float %v1183, %v1187
  %v1189 = insertelement <16 x float> %v1182, float %v1188, i64 4
  %v1190 = extractelement <16 x float> %v1182, i64 5
  %v1191 = fmul contract float %v1159, %v1186
  %v1192 = fadd contract float %v1190, %v1191
  %v1193 = insertelement <16 x float> %v1189, float %v1192, i64 5
  %v1194 = extractelement <16 x float> %v1182, i64 6
  %v1195 = fmul contract float %v1165, %v1186
  %v1196 = fadd contract float %v1194, %v1195
  %v1197 = insertelement <16 x float> %v1193, float %v1196, i64 6
  br i1 %v18, label %v1198, label %v1199

v1198:                                       ; preds = %v1170
  %v1200 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2572
  %v1201 = extractelement <16 x float> %v1182, i64 7
  %v1202 = load float, ptr addrspace(3) %v1200, align 4
  %v1203 = fmul contract float %v1186, %v1202
  %v1204 = fadd contract float %v1201, %v1203
  %v1205 = insertelement <16 x float> %v1197, float %v1204, i64 7
  br label %v1199

v1199:                                       ; preds = %v1198, %v1170
  %v1206 = phi <16 x float> [ %v1205, %v1198 ], [ %v1197, %v1170 ]
  %v1207 = extractelement <16 x float> %v1206, i64 8
  %v1208 = or disjoint i32 %v119, 42
  %v1209 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1208
  %v1210 = load float, ptr addrspace(3) %v1209, align 8
  %v1211 = fmul contract float %v1155, %v1210
  %v1212 = fadd contract float %v1207, %v1211
  %v1213 = insertelement <16 x float> %v1206, float %v1212, i64 8
  %v1214 = extractelement <16 x float> %v1206, i64 9
  %v1215 = fmul contract float %v1159, %v1210
  %v1216 = fadd contract float %v1214, %v1215
  %v1217 = insertelement <16 x float> %v1213, float %v1216, i64 9
  %v1218 = extractelement <16 x float> %v1206, i64 10
  %v1219 = fmul contract float %v1165, %v1210
  %v1220 = fadd contract float %v1218, %v1219
  %v1221 = insertelement <16 x float> %v1217, float %v1220, i64 10
  br i1 %v18, label %v1222, label %v1223

v1222:                                       ; preds = %v1199
  %v1224 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2572
  %v1225 = extractelement <16 x float> %v1206, i64 11
  %v1226 = load float, ptr addrspace(3) %v1224, align 4
  %v1227 = fmul contract float %v1210, %v1226
  %v1228 = fadd contract float %v1225, %v1227
  %v1229 = insertelement <16 x float> %v1221, float %v1228, i64 11
  br label %v1223

v1223:                                       ; preds = %v1222, %v1199
  %v1230 = phi <16 x float> [ %v1229, %v1222 ], [ %v1221, %v1199 ]
  br i1 %v23, label %v1231, label %v1232

v1231:                                       ; preds = %v1223
  %v1233 = or disjoint i32 %v119, 58
  %v1234 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1233
  %v1235 = load float, ptr addrspace(3) %v1234, align 8
  %v1236 = insertelement <2 x float> poison, float %v1235, i64 0
  %v1237 = shufflevector <2 x float> %v1236, <2 x float> poison, <2 x i32> zeroinitializer
  %v1238 = fmul contract <2 x float> %v1154, %v1237
  %v1239 = shufflevector <16 x float> %v1230, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v1240 = fadd contract <2 x float> %v1239, %v1238
  %v1241 = shufflevector <2 x float> %v1240, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1242 = shufflevector <16 x float> %v1230, <16 x float> %v1241, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v1243 = extractelement <16 x float> %v1230, i64 14
  %v1244 = fmul contract float %v1165, %v1235
  %v1245 = fadd contract float %v1243, %v1244
  %v1246 = insertelement <16 x float> %v1242, float %v1245, i64 14
  br i1 %v18, label %v1247, label %v1232

v1232:                                       ; preds = %v1231, %v1247, %v1223
  %v1248 = phi <16 x float> [ %v1246, %v1231 ], [ %v1249, %v1247 ], [ %v1230, %v1223 ]
  %v1250 = extractelement <16 x float> %v1248, i64 0
  %v1251 = or disjoint i32 %v119, 11
  %v1252 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1251
  %v1253 = load float, ptr addrspace(3) %v1252, align 4
  %v1254 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2816
  %v1255 = extractelement <16 x float> %v1248, i64 1
  %v1256 = load <2 x float>, ptr addrspace(3) %v1254, align 16
  %v1257 = extractelement <2 x float> %v1256, i64 0
  %v1258 = fmul contract float %v1253, %v1257
  %v1259 = fadd contract float %v1250, %v1258
  %v1260 = insertelement <16 x float> %v1248, float %v1259, i64 0
  %v1261 = extractelement <2 x float> %v1256, i64 1
  %v1262 = fmul contract float %v1253, %v1261
  %v1263 = fadd contract float %v1255, %v1262
  %v1264 = insertelement <16 x float> %v1260, float %v1263, i64 1
  %v1265 = extractelement <16 x float> %v1248, i64 2
  %v1266 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2824
  %v1267 = load float, ptr addrspace(3) %v1266, align 8
  %v1268 = fmul contract float %v1253, %v1267
  %v1269 = fadd contract float %v1265, %v1268
  %v1270 = insertelement <16 x float> %v1264, float %v1269, i64 2
  br i1 %v18, label %v1271, label %v1272

v1247:                                       ; preds = %v1231
  %v1273 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2572
  %v1274 = extractelement <16 x float> %v1230, i64 15
  %v1275 = load float, ptr addrspace(3) %v1273, align 4
  %v1276 = fmul contract float %v1235, %v1275
  %v1277 = fadd contract float %v1274, %v1276
  %v1249 = insertelement <16 x float> %v1246, float %v1277, i64 15
  br label %v1232

v1271:                                       ; preds = %v1232
  %v1278 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2828
  %v1279 = extractelement <16 x float> %v1248, i64 3
  %v1280 = load float, ptr addrspace(3) %v1278, align 4
  %v1281 = fmul contract float %v1253, %v1280
  %v1282 = fadd contract float %v1279, %v1281
  %v1283 = insertelement <16 x float> %v1270, float %v1282, i64 3
  br label %v1272

v1272:                                       ; preds = %v1271, %v1232
  %v1284 = phi <16 x float> [ %v1283, %v1271 ], [ %v1270, %v1232 ]
  %v1285 = extractelement <16 x float> %v1284, i64 4
  %v1286 = or disjoint i32 %v119, 27
  %v1287 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1286
  %v1288 = load float, ptr addrspace(3) %v1287, align 4
  %v1289 = fmul contract float %v1257, %v1288
  %v1290 = fadd contract float %v1285, %v1289
  %v1291 = insertelement <16 x float> %v1284, float %v1290, i64 4
  %v1292 = extractelement <16 x float> %v1284, i64 5
  %v1293 = fmul contract float %v1261, %v1288
  %v1294 = fadd contract float %v1292, %v1293
  %v1295 = insertelement <16 x float> %v1291, float %v1294, i64 5
  %v1296 = extractelement <16 x float> %v1284, i64 6
  %v1297 = fmul contract float %v1267, %v1288
  %v1298 = fadd contract float %v1296, %v1297
  %v1299 = insertelement <16 x float> %v1295, float %v1298, i64 6
  br i1 %v18, label %v1300, label %v1301

v1300:                                       ; preds = %v1272
  %v1302 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2828
  %v1303 = extractelement <16 x float> %v1284, i64 7
  %v1304 = load float, ptr addrspace(3) %v1302, align 4
  %v1305 = fmul contract float %v1288, %v1304
  %v1306 = fadd contract float %v1303, %v1305
  %v1307 = insertelement <16 x float> %v1299, float %v1306, i64 7
  br label %v1301

v1301:                                       ; preds = %v1300, %v1272
  %v1308 = phi <16 x float> [ %v1307, %v1300 ], [ %v1299, %v1272 ]
  %v1309 = extractelement <16 x float> %v1308, i64 8
  %v1310 = or disjoint i32 %v119, 43
  %v1311 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1310
  %v1312 = load float, ptr addrspace(3) %v1311, align 4
  %v1313 = fmul contract float %v1257, %v1312
  %v1314 = fadd contract float %v1309, %v1313
  %v1315 = insertelement <16 x float> %v1308, float %v1314, i64 8
  %v1316 = extractelement <16 x float> %v1308, i64 9
  %v1317 = fmul contract float %v1261, %v1312
  %v1318 = fadd contract float %v1316, %v1317
  %v1319 = insertelement <16 x float> %v1315, float %v1318, i64 9
  %v1320 = extractelement <16 x float> %v1308, i64 10
  %v1321 = fmul contract float %v1267, %v1312
  %v1322 = fadd contract float %v1320, %v1321
  %v1323 = insertelement <16 x float> %v1319, float %v1322, i64 10
  br i1 %v18, label %v1324, label %v1325

v1324:                                       ; preds = %v1301
  %v1326 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2828
  %v1327 = extractelement <16 x float> %v1308, i64 11
  %v1328 = load float, ptr addrspace(3) %v1326, align 4
  %v1329 = fmul contract float %v1312, %v1328
  %v1330 = fadd contract float %v1327, %v1329
  %v1331 = insertelement <16 x float> %v1323, float %v1330, i64 11
  br label %v1325

v1325:                                       ; preds = %v1324, %v1301
  %v1332 = phi <16 x float> [ %v1331, %v1324 ], [ %v1323, %v1301 ]
  br i1 %v23, label %v1333, label %v1334

v1333:                                       ; preds = %v1325
  %v1335 = or disjoint i32 %v119, 59
  %v1336 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1335
  %v1337 = load float, ptr addrspace(3) %v1336, align 4
  %v1338 = insertelement <2 x float> poison, float %v1337, i64 0
  %v1339 = shufflevector <2 x float> %v1338, <2 x float> poison, <2 x i32> zeroinitializer
  %v1340 = fmul contract <2 x float> %v1256, %v1339
  %v1341 = shufflevector <16 x float> %v1332, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v1342 = fadd contract <2 x float> %v1341, %v1340
  %v1343 = shufflevector <2 x float> %v1342, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1344 = shufflevector <16 x float> %v1332, <16 x float> %v1343, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v1345 = extractelement <16 x float> %v1332, i64 14
  %v1346 = fmul contract float %v1267, %v1337
  %v1347 = fadd contract float %v1345, %v1346
  %v1348 = insertelement <16 x float> %v1344, float %v1347, i64 14
  br i1 %v18, label %v1349, label %v1334

v1334:                                       ; preds = %v1333, %v1349, %v1325
  %v1350 = phi <16 x float> [ %v1348, %v1333 ], [ %v1351, %v1349 ], [ %v1332, %v1325 ]
  %v1352 = extractelement <16 x float> %v1350, i64 0
  %v1353 = or disjoint i32 %v119, 12
  %v1354 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1353
  %v1355 = load float, ptr addrspace(3) %v1354, align 16
  %v1356 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3072
  %v1357 = extractelement <16 x float> %v1350, i64 1
  %v1358 = load <2 x float>, ptr addrspace(3) %v1356, align 16
  %v1359 = extractelement <2 x float> %v1358, i64 0
  %v1360 = fmul contract float %v1355, %v1359
  %v1361 = fadd contract float %v1352, %v1360
  %v1362 = insertelement <16 x float> %v1350, float %v1361, i64 0
  %v1363 = extractelement <2 x float> %v1358, i64 1
  %v1364 = fmul contract float %v1355, %v1363
  %v1365 = fadd contract float %v1357, %v1364
  %v1366 = insertelement <16 x float> %v1362, float %v1365, i64 1
  %v1367 = extractelement <16 x float> %v1350, i64 2
  %v1368 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3080
  %v1369 = load float, ptr addrspace(3) %v1368, align 8
  %v1370 = fmul contract float %v1355, %v1369
  %v1371 = fadd contract float %v1367, %v1370
  %v1372 = insertelement <16 x float> %v1366, float %v1371, i64 2
  br i1 %v18, label %v1373, label %v1374

v1349:                                       ; preds = %v1333
  %v1375 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 2828
  %v1376 = extractelement <16 x float> %v1332, i64 15
  %v1377 = load float, ptr addrspace(3) %v1375, align 4
  %v1378 = fmul contract float %v1337, %v1377
  %v1379 = fadd contract float %v1376, %v1378
  %v1351 = insertelement <16 x float> %v1348, float %v1379, i64 15
  br label %v1334

v1373:                                       ; preds = %v1334
  %v1380 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3084
  %v1381 = extractelement <16 x float> %v1350, i64 3
  %v1382 = load float, ptr addrspace(3) %v1380, align 4
  %v1383 = fmul contract float %v1355, %v1382
  %v1384 = fadd contract float %v1381, %v1383
  %v1385 = insertelement <16 x float> %v1372, float %v1384, i64 3
  br label %v1374

v1374:                                       ; preds = %v1373, %v1334
  %v1386 = phi <16 x float> [ %v1385, %v1373 ], [ %v1372, %v1334 ]
  %v1387 = extractelement <16 x float> %v1386, i64 4
  %v1388 = or disjoint i32 %v119, 28
  %v1389 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1388
  %v1390 = load float, ptr addrspace(3) %v1389, align 16
  %v1391 = fmul contract float %v1359, %v1390
  %v1392 = fadd contract float %v1387, %v1391
  %v1393 = insertelement <16 x float> %v1386, float %v1392, i64 4
  %v1394 = extractelement <16 x float> %v1386, i64 5
  %v1395 = fmul contract float %v1363, %v1390
  %v1396 = fadd contract float %v1394, %v1395
  %v1397 = insertelement <16 x float> %v1393, float %v1396, i64 5
  %v1398 = extractelement <16 x float> %v1386, i64 6
  %v1399 = fmul contract float %v1369, %v1390
  %v1400 = fadd contract float %v1398, %v1399
  %v1401 = insertelement <16 x float> %v1397, float %v1400, i64 6
  br i1 %v18, label %v1402, label %v1403

v1402:                                       ; preds = %v1374
  %v1404 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3084
  %v1405 = extractelement <16 x float> %v1386, i64 7
  %v1406 = load float, ptr addrspace(3) %v1404, align 4
  %v1407 = fmul contract float %v1390, %v1406
  %v1408 = fadd contract float %v1405, %v1407
  %v1409 = insertelement <16 x float> %v1401, float %v1408, i64 7
  br label %v1403

v1403:                                       ; preds = %v1402, %v1374
  %v1410 = phi <16 x float> [ %v1409, %v1402 ], [ %v1401, %v1374 ]
  %v1411 = extractelement <16 x float> %v1410, i64 8
  %v1412 = or disjoint i32 %v119, 44
  %v1413 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1412
  %v1414 = load float, ptr addrspace(3) %v1413, align 16
  %v1415 = fmul contract float %v1359, %v1414
  %v1416 = fadd contract float %v1411, %v1415
  %v1417 = insertelement <16 x float> %v1410, float %v1416, i64 8
  %v1418 = extractelement <16 x float> %v1410, i64 9
  %v1419 = fmul contract float %v1363, %v1414
  %v1420 = fadd contract float %v1418, %v1419
  %v1421 = insertelement <16 x float> %v1417, float %v1420, i64 9
  %v1422 = extractelement <16 x float> %v1410, i64 10
  %v1423 = fmul contract float %v1369, %v1414
  %v1424 = fadd contract float %v1422, %v1423
  %v1425 = insertelement <16 x float> %v1421, float %v1424, i64 10
  br i1 %v18, label %v1426, label %v1427

v1426:                                       ; preds = %v1403
  %v1428 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3084
  %v1429 = extractelement <16 x float> %v1410, i64 11
  %v1430 = load float, ptr addrspace(3) %v1428, align 4
  %v1431 = fmul contract float %v1414, %v1430
  %v1432 = fadd contract float %v1429, %v1431
  %v1433 = insertelement <16 x float> %v1425, float %v1432, i64 11
  br label %v1427

v1427:                                       ; preds = %v1426, %v1403
  %v1434 = phi <16 x float> [ %v1433, %v1426 ], [ %v1425, %v1403 ]
  br i1 %v23, label %v1435, label %v1436

v1435:                                       ; preds = %v1427
  %v1437 = or disjoint i32 %v119, 60
  %v1438 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1437
  %v1439 = load float, ptr addrspace(3) %v1438, align 16
  %v1440 = insertelement <2 x float> poison, float %v1439, i64 0
  %v1441 = shufflevector <2 x float> %v1440, <2 x float> poison, <2 x i32> zeroinitializer
  %v1442 = fmul contract <2 x float> %v1358, %v1441
  %v1443 = shufflevector <16 x float> %v1434, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v1444 = fadd contract <2 x float> %v1443, %v1442
  %v1445 = shufflevector <2 x float> %v1444, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1446 = shufflevector <16 x float> %v1434, <16 x float> %v1445, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v1447 = extractelement <16 x float> %v1434, i64 14
  %v1448 = fmul contract float %v1369, %v1439
  %v1449 = fadd contract float %v1447, %v1448
  %v1450 = insertelement <16 x float> %v1446, float %v1449, i64 14
  br i1 %v18, label %v1451, label %v1436

v1436:                                       ; preds = %v1435, %v1451, %v1427
  %v1452 = phi <16 x float> [ %v1450, %v1435 ], [ %v1453, %v1451 ], [ %v1434, %v1427 ]
  %v1454 = extractelement <16 x float> %v1452, i64 0
  %v1455 = or disjoint i32 %v119, 13
  %v1456 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1455
  %v1457 = load float, ptr addrspace(3) %v1456, align 4
  %v1458 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3328
  %v1459 = extractelement <16 x float> %v1452, i64 1
  %v1460 = load <2 x float>, ptr addrspace(3) %v1458, align 16
  %v1461 = extractelement <2 x float> %v1460, i64 0
  %v1462 = fmul contract float %v1457, %v1461
  %v1463 = fadd contract float %v1454, %v1462
  %v1464 = insertelement <16 x float> %v1452, float %v1463, i64 0
  %v1465 = extractelement <2 x float> %v1460, i64 1
  %v1466 = fmul contract float %v1457, %v1465
  %v1467 = fadd contract float %v1459, %v1466
  %v1468 = insertelement <16 x float> %v1464, float %v1467, i64 1
  %v1469 = extractelement <16 x float> %v1452, i64 2
  %v1470 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3336
  %v1471 = load float, ptr addrspace(3) %v1470, align 8
  %v1472 = fmul contract float %v1457, %v1471
  %v1473 = fadd contract float %v1469, %v1472
  %v1474 = insertelement <16 x float> %v1468, float %v1473, i64 2
  br i1 %v18, label %v1475, label %v1476

v1451:                                       ; preds = %v1435
  %v1477 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3084
  %v1478 = extractelement <16 x float> %v1434, i64 15
  %v1479 = load float, ptr addrspace(3) %v1477, align 4
  %v1480 = fmul contract float %v1439, %v1479
  %v1481 = fadd contract float %v1478, %v1480
  %v1453 = insertelement <16 x float> %v1450, float %v1481, i64 15
  br label %v1436

v1475:                                       ; preds = %v1436
  %v1482 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3340
  %v1483 = extractelement <16 x float> %v1452, i64 3
  %v1484 = load float, ptr addrspace(3) %v1482, align 4
  %v1485 = fmul contract float %v1457, %v1484
  %v1486 = fadd contract float %v1483, %v1485
  %v1487 = insertelement <16 x float> %v1474, float %v1486, i64 3
  br label %v1476

v1476:                                       ; preds = %v1475, %v1436
  %v1488 = phi <16 x float> [ %v1487, %v1475 ], [ %v1474, %v1436 ]
  %v1489 = extractelement <16 x float> %v1488, i64 4
  %v1490 = or disjoint i32 %v119, 29
  %v1491 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1490
  %v1492 = load float, ptr addrspace(3) %v1491, align 4
  %v1493 = fmul contract float %v1461, %v1492
  %v1494 = fadd contract float %v1489, %v1493
  %v1495 = insertelement <16 x float> %v1488, float %v1494, i64 4
  %v1496 = extractelement <16 x float> %v1488, i64 5
  %v1497 = fmul contract float %v1465, %v1492
  %v1498 = fadd contract float %v1496, %v1497
  %v1499 = insertelement <16 x float> %v1495, float %v1498, i64 5
  %v1500 = extractelement <16 x float> %v1488, i64 6
  %v1501 = fmul contract float %v1471, %v1492
  %v1502 = fadd contract float %v1500, %v1501
  %v1503 = insertelement <16 x float> %v1499, float %v1502, i64 6
  br i1 %v18, label %v1504, label %v1505

v1504:                                       ; preds = %v1476
  %v1506 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3340
  %v1507 = extractelement <16 x float> %v1488, i64 7
  %v1508 = load float, ptr addrspace(3) %v1506, align 4
  %v1509 = fmul contract float %v1492, %v1508
  %v1510 = fadd contract float %v1507, %v1509
  %v1511 = insertelement <16 x float> %v1503, float %v1510, i64 7
  br label %v1505

v1505:                                       ; preds = %v1504, %v1476
  %v1512 = phi <16 x float> [ %v1511, %v1504 ], [ %v1503, %v1476 ]
  %v1513 = extractelement <16 x float> %v1512, i64 8
  %v1514 = or disjoint i32 %v119, 45
  %v1515 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1514
  %v1516 = load float, ptr addrspace(3) %v1515, align 4
  %v1517 = fmul contract float %v1461, %v1516
  %v1518 = fadd contract float %v1513, %v1517
  %v1519 = insertelement <16 x float> %v1512, float %v1518, i64 8
  %v1520 = extractelement <16 x float> %v1512, i64 9
  %v1521 = fmul contract float %v1465, %v1516
  %v1522 = fadd contract float %v1520, %v1521
  %v1523 = insertelement <16 x float> %v1519, float %v1522, i64 9
  %v1524 = extractelement <16 x float> %v1512, i64 10
  %v1525 = fmul contract float %v1471, %v1516
  %v1526 = fadd contract float %v1524, %v1525
  %v1527 = insertelement <16 x float> %v1523, float %v1526, i64 10
  br i1 %v18, label %v1528, label %v1529

v1528:                                       ; preds = %v1505
  %v1530 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3340
  %v1531 = extractelement <16 x float> %v1512, i64 11
  %v1532 = load float, ptr addrspace(3) %v1530, align 4
  %v1533 = fmul contract float %v1516, %v1532
  %v1534 = fadd contract float %v1531, %v1533
  %v1535 = insertelement <16 x float> %v1527, float %v1534, i64 11
  br label %v1529

v1529:                                       ; preds = %v1528, %v1505
  %v1536 = phi <16 x float> [ %v1535, %v1528 ], [ %v1527, %v1505 ]
  br i1 %v23, label %v1537, label %v1538

v1537:                                       ; preds = %v1529
  %v1539 = or disjoint i32 %v119, 61
  %v1540 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1539
  %v1541 = load float, ptr addrspace(3) %v1540, align 4
  %v1542 = insertelement <2 x float> poison, float %v1541, i64 0
  %v1543 = shufflevector <2 x float> %v1542, <2 x float> poison, <2 x i32> zeroinitializer
  %v1544 = fmul contract <2 x float> %v1460, %v1543
  %v1545 = shufflevector <16 x float> %v1536, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v1546 = fadd contract <2 x float> %v1545, %v1544
  %v1547 = shufflevector <2 x float> %v1546, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1548 = shufflevector <16 x float> %v1536, <16 x float> %v1547, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v1549 = extractelement <16 x float> %v1536, i64 14
  %v1550 = fmul contract float %v1471, %v1541
  %v1551 = fadd contract float %v1549, %v1550
  %v1552 = insertelement <16 x float> %v1548, float %v1551, i64 14
  br i1 %v18, label %v1553, label %v1538

v1538:                                       ; preds = %v1537, %v1553, %v1529
  %v1554 = phi <16 x float> [ %v1552, %v1537 ], [ %v1555, %v1553 ], [ %v1536, %v1529 ]
  %v1556 = extractelement <16 x float> %v1554, i64 0
  %v1557 = or disjoint i32 %v119, 14
  %v1558 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1557
  %v1559 = load float, ptr addrspace(3) %v1558, align 8
  %v1560 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3584
  %v1561 = extractelement <16 x float> %v1554, i64 1
  %v1562 = load <2 x float>, ptr addrspace(3) %v1560, align 16
  %v1563 = extractelement <2 x float> %v1562, i64 0
  %v1564 = fmul contract float %v1559, %v1563
  %v1565 = fadd contract float %v1556, %v1564
  %v1566 = insertelement <16 x float> %v1554, float %v1565, i64 0
  %v1567 = extractelement <2 x float> %v1562, i64 1
  %v1568 = fmul contract float %v1559, %v1567
  %v1569 = fadd contract float %v1561, %v1568
  %v1570 = insertelement <16 x float> %v1566, float %v1569, i64 1
  %v1571 = extractelement <16 x float> %v1554, i64 2
  %v1572 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3592
  %v1573 = load float, ptr addrspace(3) %v1572, align 8
  %v1574 = fmul contract float %v1559, %v1573
  %v1575 = fadd contract float %v1571, %v1574
  %v1576 = insertelement <16 x float> %v1570, float %v1575, i64 2
  br i1 %v18, label %v1577, label %v1578

v1553:                                       ; preds = %v1537
  %v1579 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3340
  %v1580 = extractelement <16 x float> %v1536, i64 15
  %v1581 = load float, ptr addrspace(3) %v1579, align 4
  %v1582 = fmul contract float %v1541, %v1581
  %v1583 = fadd contract float %v1580, %v1582
  %v1555 = insertelement <16 x float> %v1552, float %v1583, i64 15
  br label %v1538

v1577:                                       ; preds = %v1538
  %v1584 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3596
  %v1585 = extractelement <16 x float> %v1554, i64 3
  %v1586 = load float, ptr addrspace(3) %v1584, align 4
  %v1587 = fmul contract float %v1559, %v1586
  %v1588 = fadd contract float %v1585, %v1587
  %v1589 = insertelement <16 x float> %v1576, float %v1588, i64 3
  br label %v1578

v1578:                                       ; preds = %v1577, %v1538
  %v1590 = phi <16 x float> [ %v1589, %v1577 ], [ %v1576, %v1538 ]
  %v1591 = extractelement <16 x float> %v1590, i64 4
  %v1592 = or disjoint i32 %v119, 30
  %v1593 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1592
  %v1594 = load float, ptr addrspace(3) %v1593, align 8
  %v1595 = fmul contract float %v1563, %v1594
  %v1596 = fadd contract float %v1591, %v1595
  %v1597 = insertelement <16 x float> %v1590, float %v1596, i64 4
  %v1598 = extractelement <16 x float> %v1590, i64 5
  %v1599 = fmul contract float %v1567, %v1594
  %v1600 = fadd contract float %v1598, %v1599
  %v1601 = insertelement <16 x float> %v1597, float %v1600, i64 5
  %v1602 = extractelement <16 x float> %v1590, i64 6
  %v1603 = fmul contract float %v1573, %v1594
  %v1604 = fadd contract float %v1602, %v1603
  %v1605 = insertelement <16 x float> %v1601, float %v1604, i64 6
  br i1 %v18, label %v1606, label %v1607

v1606:                                       ; preds = %v1578
  %v1608 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3596
  %v1609 = extractelement <16 x float> %v1590, i64 7
  %v1610 = load float, ptr addrspace(3) %v1608, align 4
  %v1611 = fmul contract float %v1594, %v1610
  %v1612 = fadd contract float %v1609, %v1611
  %v1613 = insertelement <16 x float> %v1605, float %v1612, i64 7
  br label %v1607

v1607:                                       ; preds = %v1606, %v1578
  %v1614 = phi <16 x float> [ %v1613, %v1606 ], [ %v1605, %v1578 ]
  %v1615 = extractelement <16 x float> %v1614, i64 8
  %v1616 = or disjoint i32 %v119, 46
  %v1617 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1616
  %v1618 = load float, ptr addrspace(3) %v1617, align 8
  %v1619 = fmul contract float %v1563, %v1618
  %v1620 = fadd contract float %v1615, %v1619
  %v1621 = insertelement <16 x float> %v1614, float %v1620, i64 8
  %v1622 = extractelement <16 x float> %v1614, i64 9
  %v1623 = fmul contract float %v1567, %v1618
  %v1624 = fadd contract float %v1622, %v1623
  %v1625 = insertelement <16 x float> %v1621, float %v1624, i64 9
  %v1626 = extractelement <16 x float> %v1614, i64 10
  %v1627 = fmul contract float %v1573, %v1618
  %v1628 = fadd contract float %v1626, %v1627
  %v1629 = insertelement <16 x float> %v1625, float %v1628, i64 10
  br i1 %v18, label %v1630, label %v1631

v1630:                                       ; preds = %v1607
  %v1632 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3596
  %v1633 = extractelement <16 x float> %v1614, i64 11
  %v1634 = load float, ptr addrspace(3) %v1632, align 4
  %v1635 = fmul contract float %v1618, %v1634
  %v1636 = fadd contract float %v1633, %v1635
  %v1637 = insertelement <16 x float> %v1629, float %v1636, i64 11
  br label %v1631

v1631:                                       ; preds = %v1630, %v1607
  %v1638 = phi <16 x float> [ %v1637, %v1630 ], [ %v1629, %v1607 ]
  br i1 %v23, label %v1639, label %v1640

v1639:                                       ; preds = %v1631
  %v1641 = or disjoint i32 %v119, 62
  %v1642 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1641
  %v1643 = load float, ptr addrspace(3) %v1642, align 8
  %v1644 = insertelement <2 x float> poison, float %v1643, i64 0
  %v1645 = shufflevector <2 x float> %v1644, <2 x float> poison, <2 x i32> zeroinitializer
  %v1646 = fmul contract <2 x float> %v1562, %v1645
  %v1647 = shufflevector <16 x float> %v1638, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v1648 = fadd contract <2 x float> %v1647, %v1646
  %v1649 = shufflevector <2 x float> %v1648, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1650 = shufflevector <16 x float> %v1638, <16 x float> %v1649, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v1651 = extractelement <16 x float> %v1638, i64 14
  %v1652 = fmul contract float %v1573, %v1643
  %v1653 = fadd contract float %v1651, %v1652
  %v1654 = insertelement <16 x float> %v1650, float %v1653, i64 14
  br i1 %v18, label %v1655, label %v1640

v1640:                                       ; preds = %v1639, %v1655, %v1631
  %v1656 = phi <16 x float> [ %v1654, %v1639 ], [ %v1657, %v1655 ], [ %v1638, %v1631 ]
  %v1658 = extractelement <16 x float> %v1656, i64 0
  %v1659 = or disjoint i32 %v119, 15
  %v1660 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1659
  %v1661 = load float, ptr addrspace(3) %v1660, align 4
  %v1662 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3840
  %v1663 = extractelement <16 x float> %v1656, i64 1
  %v1664 = load <2 x float>, ptr addrspace(3) %v1662, align 16
  %v1665 = extractelement <2 x float> %v1664, i64 0
  %v1666 = fmul contract float %v1661, %v1665
  %v1667 = fadd contract float %v1658, %v1666
  %v1668 = insertelement <16 x float> %v1656, float %v1667, i64 0
  %v1669 = extractelement <2 x float> %v1664, i64 1
  %v1670 = fmul contract float %v1661, %v1669
  %v1671 = fadd contract float %v1663, %v1670
  %v1672 = insertelement <16 x float> %v1668, float %v1671, i64 1
  %v1673 = extractelement <16 x float> %v1656, i64 2
  %v1674 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3848
  %v1675 = load float, ptr addrspace(3) %v1674, align 8
  %v1676 = fmul contract float %v1661, %v1675
  %v1677 = fadd contract float %v1673, %v1676
  %v1678 = insertelement <16 x float> %v1672, float %v1677, i64 2
  br i1 %v18, label %v1679, label %v1680

v1655:                                       ; preds = %v1639
  %v1681 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3596
  %v1682 = extractelement <16 x float> %v1638, i64 15
  %v1683 = load float, ptr addrspace(3) %v1681, align 4
  %v1684 = fmul contract float %v1643, %v1683
  %v1685 = fadd contract float %v1682, %v1684
  %v1657 = insertelement <16 x float> %v1654, float %v1685, i64 15
  br label %v1640

v1679:                                       ; preds = %v1640
  %v1686 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3852
  %v1687 = extractelement <16 x float> %v1656, i64 3
  %v1688 = load float, ptr addrspace(3) %v1686, align 4
  %v1689 = fmul contract float %v1661, %v1688
  %v1690 = fadd contract float %v1687, %v1689
  %v1691 = insertelement <16 x float> %v1678, float %v1690, i64 3
  br label %v1680

v1680:                                       ; preds = %v1679, %v1640
  %v1692 = phi <16 x float> [ %v1691, %v1679 ], [ %v1678, %v1640 ]
  %v1693 = extractelement <16 x float> %v1692, i64 4
  %v1694 = or disjoint i32 %v119, 31
  %v1695 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1694
  %v1696 = load float, ptr addrspace(3) %v1695, align 4
  %v1697 = fmul contract float %v1665, %v1696
  %v1698 = fadd contract float %v1693, %v1697
  %v1699 = insertelement <16 x float> %v1692, float %v1698, i64 4
  %v1700 = extractelement <16 x float> %v1692, i64 5
  %v1701 = fmul contract float %v1669, %v1696
  %v1702 = fadd contract float %v1700, %v1701
  %v1703 = insertelement <16 x float> %v1699, float %v1702, i64 5
  %v1704 = extractelement <16 x float> %v1692, i64 6
  %v1705 = fmul contract float %v1675, %v1696
  %v1706 = fadd contract float %v1704, %v1705
  %v1707 = insertelement <16 x float> %v1703, float %v1706, i64 6
  br i1 %v18, label %v1708, label %v1709

v1708:                                       ; preds = %v1680
  %v1710 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3852
  %v1711 = extractelement <16 x float> %v1692, i64 7
  %v1712 = load float, ptr addrspace(3) %v1710, align 4
  %v1713 = fmul contract float %v1696, %v1712
  %v1714 = fadd contract float %v1711, %v1713
  %v1715 = insertelement <16 x float> %v1707, float %v1714, i64 7
  br label %v1709

v1709:                                       ; preds = %v1708, %v1680
  %v1716 = phi <16 x float> [ %v1715, %v1708 ], [ %v1707, %v1680 ]
  %v1717 = extractelement <16 x float> %v1716, i64 8
  %v1718 = or disjoint i32 %v119, 47
  %v1719 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1718
  %v1720 = load float, ptr addrspace(3) %v1719, align 4
  %v1721 = fmul contract float %v1665, %v1720
  %v1722 = fadd contract float %v1717, %v1721
  %v1723 = insertelement <16 x float> %v1716, float %v1722, i64 8
  %v1724 = extractelement <16 x float> %v1716, i64 9
  %v1725 = fmul contract float %v1669, %v1720
  %v1726 = fadd contract float %v1724, %v1725
  %v1727 = insertelement <16 x float> %v1723, float %v1726, i64 9
  %v1728 = extractelement <16 x float> %v1716, i64 10
  %v1729 = fmul contract float %v1675, %v1720
  %v1730 = fadd contract float %v1728, %v1729
  %v1731 = insertelement <16 x float> %v1727, float %v1730, i64 10
  br i1 %v18, label %v1732, label %v1733

v1732:                                       ; preds = %v1709
  %v1734 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3852
  %v1735 = extractelement <16 x float> %v1716, i64 11
  %v1736 = load float, ptr addrspace(3) %v1734, align 4
  %v1737 = fmul contract float %v1720, %v1736
  %v1738 = fadd contract float %v1735, %v1737
  %v1739 = insertelement <16 x float> %v1731, float %v1738, i64 11
  br label %v1733

v1733:                                       ; preds = %v1732, %v1709
  %v1740 = phi <16 x float> [ %v1739, %v1732 ], [ %v1731, %v1709 ]
  br i1 %v23, label %v1741, label %v145

v1741:                                       ; preds = %v1733
  %v1742 = or disjoint i32 %v119, 63
  %v1743 = getelementptr inbounds float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1742
  %v1744 = load float, ptr addrspace(3) %v1743, align 4
  %v1745 = insertelement <2 x float> poison, float %v1744, i64 0
  %v1746 = shufflevector <2 x float> %v1745, <2 x float> poison, <2 x i32> zeroinitializer
  %v1747 = fmul contract <2 x float> %v1664, %v1746
  %v1748 = shufflevector <16 x float> %v1740, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v1749 = fadd contract <2 x float> %v1748, %v1747
  %v1750 = shufflevector <2 x float> %v1749, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1751 = shufflevector <16 x float> %v1740, <16 x float> %v1750, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v1752 = extractelement <16 x float> %v1740, i64 14
  %v1753 = fmul contract float %v1675, %v1744
  %v1754 = fadd contract float %v1752, %v1753
  %v1755 = insertelement <16 x float> %v1751, float %v1754, i64 14
  br i1 %v18, label %v1756, label %v145

v145:                                       ; preds = %v1741, %v1756, %v1733
  %v147 = phi <16 x float> [ %v1755, %v1741 ], [ %v1757, %v1756 ], [ %v1740, %v1733 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  br label %v79

v1756:                                       ; preds = %v1741
  %v1758 = getelementptr inbounds i8, ptr addrspace(3) %v124, i32 3852
  %v1759 = extractelement <16 x float> %v1740, i64 15
  %v1760 = load float, ptr addrspace(3) %v1758, align 4
  %v1761 = fmul contract float %v1744, %v1760
  %v1762 = fadd contract float %v1759, %v1761
  %v1757 = insertelement <16 x float> %v1755, float %v1762, i64 15
  br label %v145

v150:                                       ; preds = %v86
  %v1763 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v60, i32 4, <4 x i1> %v65, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v1763, ptr %v67, i32 16, <4 x i1> %v65)
  %v1764 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v72, i32 4, <4 x i1> %v76, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v1764, ptr %v77, i32 16, <4 x i1> %v76)
  br label %v151

v151:                                       ; preds = %v150, %v86
  %v1765 = extractelement <16 x float> %v80, i64 0
  %v1766 = shl nuw nsw i64 %v82, 10
  %v1767 = add nuw nsw i64 %v1766, %v39
  %v1768 = trunc i64 %v1767 to i32
  %v1769 = getelementptr float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.A.shared, i32 %v1768
  %v1770 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8192
  %v1771 = load float, ptr addrspace(3) %v1770, align 64
  %v1772 = add nuw nsw i64 %v1766, %v15
  %v1773 = trunc i64 %v1772 to i32
  %v1774 = getelementptr float, ptr addrspace(3) @ktune_matmul_f32_m127_n255_k63.B.shared, i32 %v1773
  %v1775 = getelementptr i8, ptr addrspace(3) %v1774, i32 -8192
  %v1776 = extractelement <16 x float> %v80, i64 1
  %v1777 = load <2 x float>, ptr addrspace(3) %v1775, align 16
  %v1778 = extractelement <2 x float> %v1777, i64 0
  %v1779 = fmul contract float %v1771, %v1778
  %v1780 = fadd contract float %v1765, %v1779
  %v1781 = insertelement <16 x float> %v80, float %v1780, i64 0
  %v1782 = extractelement <2 x float> %v1777, i64 1
  %v1783 = fmul contract float %v1771, %v1782
  %v1784 = fadd contract float %v1776, %v1783
  %v1785 = insertelement <16 x float> %v1781, float %v1784, i64 1
  %v1786 = extractelement <16 x float> %v80, i64 2
  %v1787 = getelementptr i8, ptr addrspace(3) %v1774, i32 -8184
  %v1788 = load float, ptr addrspace(3) %v1787, align 8
  %v1789 = fmul contract float %v1771, %v1788
  %v1790 = fadd contract float %v1786, %v1789
  %v1791 = insertelement <16 x float> %v1785, float %v1790, i64 2
  br i1 %v18, label %v1792, label %v1793

v1792:                                       ; preds = %v151
  %v1794 = getelementptr i8, ptr addrspace(3) %v1774, i32 -8180
  %v1795 = extractelement <16 x float> %v80, i64 3
  %v1796 = load float, ptr addrspace(3) %v1794, align 4
  %v1797 = fmul contract float %v1771, %v1796
  %v1798 = fadd contract float %v1795, %v1797
  %v1799 = insertelement <16 x float> %v1791, float %v1798, i64 3
  br label %v1793

v1793:                                       ; preds = %v1792, %v151
  %v1800 = phi <16 x float> [ %v1799, %v1792 ], [ %v1791, %v151 ]
  %v1801 = extractelement <16 x float> %v1800, i64 4
  %v1802 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8128
  %v1803 = load float, ptr addrspace(3) %v1802, align 64
  %v1804 = fmul contract float %v1778, %v1803
  %v1805 = fadd contract float %v1801, %v1804
  %v1806 = insertelement <16 x float> %v1800, float %v1805, i64 4
  %v1807 = extractelement <16 x float> %v1800, i64 5
  %v1808 = fmul contract float %v1782, %v1803
  %v1809 = fadd contract float %v1807, %v1808
  %v1810 = insertelement <16 x float> %v1806, float %v1809, i64 5
  %v1811 = extractelement <16 x float> %v1800, i64 6
  %v1812 = fmul contract float %v1788, %v1803
  %v1813 = fadd contract float %v1811, %v1812
  %v1814 = insertelement <16 x float> %v1810, float %v1813, i64 6
  br i1 %v18, label %v1815, label %v1816

v1815:                                       ; preds = %v1793
  %v1817 = getelementptr i8, ptr addrspace(3) %v1774, i32 -8180
  %v1818 = extractelement <16 x float> %v1800, i64 7
  %v1819 = load float, ptr addrspace(3) %v1817, align 4
  %v1820 = fmul contract float %v1803, %v1819
  %v1821 = fadd contract float %v1818, %v1820
  %v1822 = insertelement <16 x float> %v1814, float %v1821, i64 7
  br label %v1816

v1816:                                       ; preds = %v1815, %v1793
  %v1823 = phi <16 x float> [ %v1822, %v1815 ], [ %v1814, %v1793 ]
  %v1824 = extractelement <16 x float> %v1823, i64 8
  %v1825 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8064
  %v1826 = load float, ptr addrspace(3) %v1825, align 64
  %v1827 = fmul contract float %v1778, %v1826
  %v1828 = fadd contract float %v1824, %v1827
  %v1829 = insertelement <16 x float> %v1823, float %v1828, i64 8
  %v1830 = extractelement <16 x float> %v1823, i64 9
  %v1831 = fmul contract float %v1782, %v1826
  %v1832 = fadd contract float %v1830, %v1831
  %v1833 = insertelement <16 x float> %v1829, float %v1832, i64 9
  %v1834 = extractelement <16 x float> %v1823, i64 10
  %v1835 = fmul contract float %v1788, %v1826
  %v1836 = fadd contract float %v1834, %v1835
  %v1837 = insertelement <16 x float> %v1833, float %v1836, i64 10
  br i1 %v18, label %v1838, label %v1839

v1838:                                       ; preds = %v1816
  %v1840 = getelementptr i8, ptr addrspace(3) %v1774, i32 -8180
  %v1841 = extractelement <16 x float> %v1823, i64 11
  %v1842 = load float, ptr addrspace(3) %v1840, align 4
  %v1843 = fmul contract float %v1826, %v1842
  %v1844 = fadd contract float %v1841, %v1843
  %v1845 = insertelement <16 x float> %v1837, float %v1844, i64 11
  br label %v1839

v1839:                                       ; preds = %v1838, %v1816
  %v1846 = phi <16 x float> [ %v1845, %v1838 ], [ %v1837, %v1816 ]
  br i1 %v23, label %v1847, label %v1848

v1847:                                       ; preds = %v1839
  %v1849 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8000
  %v1850 = load float, ptr addrspace(3) %v1849, align 64
  %v1851 = insertelement <2 x float> poison, float %v1850, i64 0
  %v1852 = shufflevector <2 x float> %v1851, <2 x float> poison, <2 x i32> zeroinitializer
  %v1853 = fmul contract <2 x float> %v1777, %v1852
  %v1854 = shufflevector <16 x float> %v1846, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v1855 = fadd contract <2 x float> %v1854, %v1853
  %v1856 = shufflevector <2 x float> %v1855, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1857 = shufflevector <16 x float> %v1846, <16 x float> %v1856, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v1858 = extractelement <16 x float> %v1846, i64 14
  %v1859 = fmul contract float %v1788, %v1850
  %v1860 = fadd contract float %v1858, %v1859
  %v1861 = insertelement <16 x float> %v1857, float %v1860, i64 14
  br i1 %v18, label %v1862, label %v1848

v1848:                                       ; preds = %v1847, %v1862, %v1839
  %v1863 = phi <16 x float> [ %v1861, %v1847 ], [ %v1864, %v1862 ], [ %v1846, %v1839 ]
  %v1865 = extractelement <16 x float> %v1863, i64 0
  %v1866 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8188
  %v1867 = load float, ptr addrspace(3) %v1866, align 4
  %v1868 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7936
  %v1869 = extractelement <16 x float> %v1863, i64 1
  %v1870 = load <2 x float>, ptr addrspace(3) %v1868, align 16
  %v1871 = extractelement <2 x float> %v1870, i64 0
  %v1872 = fmul contract float %v1867, %v1871
  %v1873 = fadd contract float %v1865, %v1872
  %v1874 = insertelement <16 x float> %v1863, float %v1873, i64 0
  %v1875 = extractelement <2 x float> %v1870, i64 1
  %v1876 = fmul contract float %v1867, %v1875
  %v1877 = fadd contract float %v1869, %v1876
  %v1878 = insertelement <16 x float> %v1874, float %v1877, i64 1
  %v1879 = extractelement <16 x float> %v1863, i64 2
  %v1880 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7928
  %v1881 = load float, ptr addrspace(3) %v1880, align 8
  %v1882 = fmul contract float %v1867, %v1881
  %v1883 = fadd contract float %v1879, %v1882
  %v1884 = insertelement <16 x float> %v1878, float %v1883, i64 2
  br i1 %v18, label %v1885, label %v1886

v1862:                                       ; preds = %v1847
  %v1887 = getelementptr i8, ptr addrspace(3) %v1774, i32 -8180
  %v1888 = extractelement <16 x float> %v1846, i64 15
  %v1889 = load float, ptr addrspace(3) %v1887, align 4
  %v1890 = fmul contract float %v1850, %v1889
  %v1891 = fadd contract float %v1888, %v1890
  %v1864 = insertelement <16 x float> %v1861, float %v1891, i64 15
  br label %v1848

v1885:                                       ; preds = %v1848
  %v1892 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7924
  %v1893 = extractelement <16 x float> %v1863, i64 3
  %v1894 = load float, ptr addrspace(3) %v1892, align 4
  %v1895 = fmul contract float %v1867, %v1894
  %v1896 = fadd contract float %v1893, %v1895
  %v1897 = insertelement <16 x float> %v1884, float %v1896, i64 3
  br label %v1886

v1886:                                       ; preds = %v1885, %v1848
  %v1898 = phi <16 x float> [ %v1897, %v1885 ], [ %v1884, %v1848 ]
  %v1899 = extractelement <16 x float> %v1898, i64 4
  %v1900 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8124
  %v1901 = load float, ptr addrspace(3) %v1900, align 4
  %v1902 = fmul contract float %v1871, %v1901
  %v1903 = fadd contract float %v1899, %v1902
  %v1904 = insertelement <16 x float> %v1898, float %v1903, i64 4
  %v1905 = extractelement <16 x float> %v1898, i64 5
  %v1906 = fmul contract float %v1875, %v1901
  %v1907 = fadd contract float %v1905, %v1906
  %v1908 = insertelement <16 x float> %v1904, float %v1907, i64 5
  %v1909 = extractelement <16 x float> %v1898, i64 6
  %v1910 = fmul contract float %v1881, %v1901
  %v1911 = fadd contract float %v1909, %v1910
  %v1912 = insertelement <16 x float> %v1908, float %v1911, i64 6
  br i1 %v18, label %v1913, label %v1914

v1913:                                       ; preds = %v1886
  %v1915 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7924
  %v1916 = extractelement <16 x float> %v1898, i64 7
  %v1917 = load float, ptr addrspace(3) %v1915, align 4
  %v1918 = fmul contract float %v1901, %v1917
  %v1919 = fadd contract float %v1916, %v1918
  %v1920 = insertelement <16 x float> %v1912, float %v1919, i64 7
  br label %v1914

v1914:                                       ; preds = %v1913, %v1886
  %v1921 = phi <16 x float> [ %v1920, %v1913 ], [ %v1912, %v1886 ]
  %v1922 = extractelement <16 x float> %v1921, i64 8
  %v1923 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8060
  %v1924 = load float, ptr addrspace(3) %v1923, align 4
  %v1925 = fmul contract float %v1871, %v1924
  %v1926 = fadd contract float %v1922, %v1925
  %v1927 = insertelement <16 x float> %v1921, float %v1926, i64 8
  %v1928 = extractelement <16 x float> %v1921, i64 9
  %v1929 = fmul contract float %v1875, %v1924
  %v1930 = fadd contract float %v1928, %v1929
  %v1931 = insertelement <16 x float> %v1927, float %v1930, i64 9
  %v1932 = extractelement <16 x float> %v1921, i64 10
  %v1933 = fmul contract float %v1881, %v1924
  %v1934 = fadd contract float %v1932, %v1933
  %v1935 = insertelement <16 x float> %v1931, float %v1934, i64 10
  br i1 %v18, label %v1936, label %v1937

v1936:                                       ; preds = %v1914
  %v1938 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7924
  %v1939 = extractelement <16 x float> %v1921, i64 11
  %v1940 = load float, ptr addrspace(3) %v1938, align 4
  %v1941 = fmul contract float %v1924, %v1940
  %v1942 = fadd contract float %v1939, %v1941
  %v1943 = insertelement <16 x float> %v1935, float %v1942, i64 11
  br label %v1937

v1937:                                       ; preds = %v1936, %v1914
  %v1944 = phi <16 x float> [ %v1943, %v1936 ], [ %v1935, %v1914 ]
  br i1 %v23, label %v1945, label %v1946

v1945:                                       ; preds = %v1937
  %v1947 = getelementptr i8, ptr addrspace(3) %v1769, i32 -7996
  %v1948 = load float, ptr addrspace(3) %v1947, align 4
  %v1949 = insertelement <2 x float> poison, float %v1948, i64 0
  %v1950 = shufflevector <2 x float> %v1949, <2 x float> poison, <2 x i32> zeroinitializer
  %v1951 = fmul contract <2 x float> %v1870, %v1950
  %v1952 = shufflevector <16 x float> %v1944, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v1953 = fadd contract <2 x float> %v1952, %v1951
  %v1954 = shufflevector <2 x float> %v1953, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v1955 = shufflevector <16 x float> %v1944, <16 x float> %v1954, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v1956 = extractelement <16 x float> %v1944, i64 14
  %v1957 = fmul contract float %v1881, %v1948
  %v1958 = fadd contract float %v1956, %v1957
  %v1959 = insertelement <16 x float> %v1955, float %v1958, i64 14
  br i1 %v18, label %v1960, label %v1946

v1946:                                       ; preds = %v1945, %v1960, %v1937
  %v1961 = phi <16 x float> [ %v1959, %v1945 ], [ %v1962, %v1960 ], [ %v1944, %v1937 ]
  %v1963 = extractelement <16 x float> %v1961, i64 0
  %v1964 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8184
  %v1965 = load float, ptr addrspace(3) %v1964, align 8
  %v1966 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7680
  %v1967 = extractelement <16 x float> %v1961, i64 1
  %v1968 = load <2 x float>, ptr addrspace(3) %v1966, align 16
  %v1969 = extractelement <2 x float> %v1968, i64 0
  %v1970 = fmul contract float %v1965, %v1969
  %v1971 = fadd contract float %v1963, %v1970
  %v1972 = insertelement <16 x float> %v1961, float %v1971, i64 0
  %v1973 = extractelement <2 x float> %v1968, i64 1
  %v1974 = fmul contract float %v1965, %v1973
  %v1975 = fadd contract float %v1967, %v1974
  %v1976 = insertelement <16 x float> %v1972, float %v1975, i64 1
  %v1977 = extractelement <16 x float> %v1961, i64 2
  %v1978 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7672
  %v1979 = load float, ptr addrspace(3) %v1978, align 8
  %v1980 = fmul contract float %v1965, %v1979
  %v1981 = fadd contract float %v1977, %v1980
  %v1982 = insertelement <16 x float> %v1976, float %v1981, i64 2
  br i1 %v18, label %v1983, label %v1984

v1960:                                       ; preds = %v1945
  %v1985 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7924
  %v1986 = extractelement <16 x float> %v1944, i64 15
  %v1987 = load float, ptr addrspace(3) %v1985, align 4
  %v1988 = fmul contract float %v1948, %v1987
  %v1989 = fadd contract float %v1986, %v1988
  %v1962 = insertelement <16 x float> %v1959, float %v1989, i64 15
  br label %v1946

v1983:                                       ; preds = %v1946
  %v1990 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7668
  %v1991 = extractelement <16 x float> %v1961, i64 3
  %v1992 = load float, ptr addrspace(3) %v1990, align 4
  %v1993 = fmul contract float %v1965, %v1992
  %v1994 = fadd contract float %v1991, %v1993
  %v1995 = insertelement <16 x float> %v1982, float %v1994, i64 3
  br label %v1984

v1984:                                       ; preds = %v1983, %v1946
  %v1996 = phi <16 x float> [ %v1995, %v1983 ], [ %v1982, %v1946 ]
  %v1997 = extractelement <16 x float> %v1996, i64 4
  %v1998 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8120
  %v1999 = load float, ptr addrspace(3) %v1998, align 8
  %v2000 = fmul contract float %v1969, %v1999
  %v2001 = fadd contract float %v1997, %v2000
  %v2002 = insertelement <16 x float> %v1996, float %v2001, i64 4
  %v2003 = extractelement <16 x float> %v1996, i64 5
  %v2004 = fmul contract float %v1973, %v1999
  %v2005 = fadd contract float %v2003, %v2004
  %v2006 = insertelement <16 x float> %v2002, float %v2005, i64 5
  %v2007 = extractelement <16 x float> %v1996, i64 6
  %v2008 = fmul contract float %v1979, %v1999
  %v2009 = fadd contract float %v2007, %v2008
  %v2010 = insertelement <16 x float> %v2006, float %v2009, i64 6
  br i1 %v18, label %v2011, label %v2012

v2011:                                       ; preds = %v1984
  %v2013 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7668
  %v2014 = extractelement <16 x float> %v1996, i64 7
  %v2015 = load float, ptr addrspace(3) %v2013, align 4
  %v2016 = fmul contract float %v1999, %v2015
  %v2017 = fadd contract float %v2014, %v2016
  %v2018 = insertelement <16 x float> %v2010, float %v2017, i64 7
  br label %v2012

v2012:                                       ; preds = %v2011, %v1984
  %v2019 = phi <16 x float> [ %v2018, %v2011 ], [ %v2010, %v1984 ]
  %v2020 = extractelement <16 x float> %v2019, i64 8
  %v2021 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8056
  %v2022 = load float, ptr addrspace(3) %v2021, align 8
  %v2023 = fmul contract float %v1969, %v2022
  %v2024 = fadd contract float %v2020, %v2023
  %v2025 = insertelement <16 x float> %v2019, float %v2024, i64 8
  %v2026 = extractelement <16 x float> %v2019, i64 9
  %v2027 = fmul contract float %v1973, %v2022
  %v2028 = fadd contract float %v2026, %v2027
  %v2029 = insertelement <16 x float> %v2025, float %v2028, i64 9
  %v2030 = extractelement <16 x float> %v2019, i64 10
  %v2031 = fmul contract float %v1979, %v2022
  %v2032 = fadd contract float %v2030, %v2031
  %v2033 = insertelement <16 x float> %v2029, float %v2032, i64 10
  br i1 %v18, label %v2034, label %v2035

v2034:                                       ; preds = %v2012
  %v2036 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7668
  %v2037 = extractelement <16 x float> %v2019, i64 11
  %v2038 = load float, ptr addrspace(3) %v2036, align 4
  %v2039 = fmul contract float %v2022, %v2038
  %v2040 = fadd contract float %v2037, %v2039
  %v2041 = insertelement <16 x float> %v2033, float %v2040, i64 11
  br label %v2035

v2035:                                       ; preds = %v2034, %v2012
  %v2042 = phi <16 x float> [ %v2041, %v2034 ], [ %v2033, %v2012 ]
  br i1 %v23, label %v2043, label %v2044

v2043:                                       ; preds = %v2035
  %v2045 = getelementptr i8, ptr addrspace(3) %v1769, i32 -7992
  %v2046 = load float, ptr addrspace(3) %v2045, align 8
  %v2047 = insertelement <2 x float> poison, float %v2046, i64 0
  %v2048 = shufflevector <2 x float> %v2047, <2 x float> poison, <2 x i32> zeroinitializer
  %v2049 = fmul contract <2 x float> %v1968, %v2048
  %v2050 = shufflevector <16 x float> %v2042, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v2051 = fadd contract <2 x float> %v2050, %v2049
  %v2052 = shufflevector <2 x float> %v2051, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v2053 = shufflevector <16 x float> %v2042, <16 x float> %v2052, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v2054 = extractelement <16 x float> %v2042, i64 14
  %v2055 = fmul contract float %v1979, %v2046
  %v2056 = fadd contract float %v2054, %v2055
  %v2057 = insertelement <16 x float> %v2053, float %v2056, i64 14
  br i1 %v18, label %v2058, label %v2044

v2044:                                       ; preds = %v2043, %v2058, %v2035
  %v2059 = phi <16 x float> [ %v2057, %v2043 ], [ %v2060, %v2058 ], [ %v2042, %v2035 ]
  %v2061 = extractelement <16 x float> %v2059, i64 0
  %v2062 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8180
  %v2063 = load float, ptr addrspace(3) %v2062, align 4
  %v2064 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7424
  %v2065 = extractelement <16 x float> %v2059, i64 1
  %v2066 = load <2 x float>, ptr addrspace(3) %v2064, align 16
  %v2067 = extractelement <2 x float> %v2066, i64 0
  %v2068 = fmul contract float %v2063, %v2067
  %v2069 = fadd contract float %v2061, %v2068
  %v2070 = insertelement <16 x float> %v2059, float %v2069, i64 0
  %v2071 = extractelement <2 x float> %v2066, i64 1
  %v2072 = fmul contract float %v2063, %v2071
  %v2073 = fadd contract float %v2065, %v2072
  %v2074 = insertelement <16 x float> %v2070, float %v2073, i64 1
  %v2075 = extractelement <16 x float> %v2059, i64 2
  %v2076 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7416
  %v2077 = load float, ptr addrspace(3) %v2076, align 8
  %v2078 = fmul contract float %v2063, %v2077
  %v2079 = fadd contract float %v2075, %v2078
  %v2080 = insertelement <16 x float> %v2074, float %v2079, i64 2
  br i1 %v18, label %v2081, label %v2082

v2058:                                       ; preds = %v2043
  %v2083 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7668
  %v2084 = extractelement <16 x float> %v2042, i64 15
  %v2085 = load float, ptr addrspace(3) %v2083, align 4
  %v2086 = fmul contract float %v2046, %v2085
  %v2087 = fadd contract float %v2084, %v2086
  %v2060 = insertelement <16 x float> %v2057, float %v2087, i64 15
  br label %v2044

v2081:                                       ; preds = %v2044
  %v2088 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7412
  %v2089 = extractelement <16 x float> %v2059, i64 3
  %v2090 = load float, ptr addrspace(3) %v2088, align 4
  %v2091 = fmul contract float %v2063, %v2090
  %v2092 = fadd contract float %v2089, %v2091
  %v2093 = insertelement <16 x float> %v2080, float %v2092, i64 3
  br label %v2082

v2082:                                       ; preds = %v2081, %v2044
  %v2094 = phi <16 x float> [ %v2093, %v2081 ], [ %v2080, %v2044 ]
  %v2095 = extractelement <16 x float> %v2094, i64 4
  %v2096 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8116
  %v2097 = load float, ptr addrspace(3) %v2096, align 4
  %v2098 = fmul contract float %v2067, %v2097
  %v2099 = fadd contract float %v2095, %v2098
  %v2100 = insertelement <16 x float> %v2094, float %v2099, i64 4
  %v2101 = extractelement <16 x float> %v2094, i64 5
  %v2102 = fmul contract float %v2071, %v2097
  %v2103 = fadd contract float %v2101, %v2102
  %v2104 = insertelement <16 x float> %v2100, float %v2103, i64 5
  %v2105 = extractelement <16 x float> %v2094, i64 6
  %v2106 = fmul contract float %v2077, %v2097
  %v2107 = fadd contract float %v2105, %v2106
  %v2108 = insertelement <16 x float> %v2104, float %v2107, i64 6
  br i1 %v18, label %v2109, label %v2110

v2109:                                       ; preds = %v2082
  %v2111 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7412
  %v2112 = extractelement <16 x float> %v2094, i64 7
  %v2113 = load float, ptr addrspace(3) %v2111, align 4
  %v2114 = fmul contract float %v2097, %v2113
  %v2115 = fadd contract float %v2112, %v2114
  %v2116 = insertelement <16 x float> %v2108, float %v2115, i64 7
  br label %v2110

v2110:                                       ; preds = %v2109, %v2082
  %v2117 = phi <16 x float> [ %v2116, %v2109 ], [ %v2108, %v2082 ]
  %v2118 = extractelement <16 x float> %v2117, i64 8
  %v2119 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8052
  %v2120 = load float, ptr addrspace(3) %v2119, align 4
  %v2121 = fmul contract float %v2067, %v2120
  %v2122 = fadd contract float %v2118, %v2121
  %v2123 = insertelement <16 x float> %v2117, float %v2122, i64 8
  %v2124 = extractelement <16 x float> %v2117, i64 9
  %v2125 = fmul contract float %v2071, %v2120
  %v2126 = fadd contract float %v2124, %v2125
  %v2127 = insertelement <16 x float> %v2123, float %v2126, i64 9
  %v2128 = extractelement <16 x float> %v2117, i64 10
  %v2129 = fmul contract float %v2077, %v2120
  %v2130 = fadd contract float %v2128, %v2129
  %v2131 = insertelement <16 x float> %v2127, float %v2130, i64 10
  br i1 %v18, label %v2132, label %v2133

v2132:                                       ; preds = %v2110
  %v2134 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7412
  %v2135 = extractelement <16 x float> %v2117, i64 11
  %v2136 = load float, ptr addrspace(3) %v2134, align 4
  %v2137 = fmul contract float %v2120, %v2136
  %v2138 = fadd contract float %v2135, %v2137
  %v2139 = insertelement <16 x float> %v2131, float %v2138, i64 11
  br label %v2133

v2133:                                       ; preds = %v2132, %v2110
  %v2140 = phi <16 x float> [ %v2139, %v2132 ], [ %v2131, %v2110 ]
  br i1 %v23, label %v2141, label %v2142

v2141:                                       ; preds = %v2133
  %v2143 = getelementptr i8, ptr addrspace(3) %v1769, i32 -7988
  %v2144 = load float, ptr addrspace(3) %v2143, align 4
  %v2145 = insertelement <2 x float> poison, float %v2144, i64 0
  %v2146 = shufflevector <2 x float> %v2145, <2 x float> poison, <2 x i32> zeroinitializer
  %v2147 = fmul contract <2 x float> %v2066, %v2146
  %v2148 = shufflevector <16 x float> %v2140, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v2149 = fadd contract <2 x float> %v2148, %v2147
  %v2150 = shufflevector <2 x float> %v2149, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v2151 = shufflevector <16 x float> %v2140, <16 x float> %v2150, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v2152 = extractelement <16 x float> %v2140, i64 14
  %v2153 = fmul contract float %v2077, %v2144
  %v2154 = fadd contract float %v2152, %v2153
  %v2155 = insertelement <16 x float> %v2151, float %v2154, i64 14
  br i1 %v18, label %v2156, label %v2142

v2142:                                       ; preds = %v2141, %v2156, %v2133
  %v2157 = phi <16 x float> [ %v2155, %v2141 ], [ %v2158, %v2156 ], [ %v2140, %v2133 ]
  %v2159 = extractelement <16 x float> %v2157, i64 0
  %v2160 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8176
  %v2161 = load float, ptr addrspace(3) %v2160, align 16
  %v2162 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7168
  %v2163 = extractelement <16 x float> %v2157, i64 1
  %v2164 = load <2 x float>, ptr addrspace(3) %v2162, align 16
  %v2165 = extractelement <2 x float> %v2164, i64 0
  %v2166 = fmul contract float %v2161, %v2165
  %v2167 = fadd contract float %v2159, %v2166
  %v2168 = insertelement <16 x float> %v2157, float %v2167, i64 0
  %v2169 = extractelement <2 x float> %v2164, i64 1
  %v2170 = fmul contract float %v2161, %v2169
  %v2171 = fadd contract float %v2163, %v2170
  %v2172 = insertelement <16 x float> %v2168, float %v2171, i64 1
  %v2173 = extractelement <16 x float> %v2157, i64 2
  %v2174 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7160
  %v2175 = load float, ptr addrspace(3) %v2174, align 8
  %v2176 = fmul contract float %v2161, %v2175
  %v2177 = fadd contract float %v2173, %v2176
  %v2178 = insertelement <16 x float> %v2172, float %v2177, i64 2
  br i1 %v18, label %v2179, label %v2180

v2156:                                       ; preds = %v2141
  %v2181 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7412
  %v2182 = extractelement <16 x float> %v2140, i64 15
  %v2183 = load float, ptr addrspace(3) %v2181, align 4
  %v2184 = fmul contract float %v2144, %v2183
  %v2185 = fadd contract float %v2182, %v2184
  %v2158 = insertelement <16 x float> %v2155, float %v2185, i64 15
  br label %v2142

v2179:                                       ; preds = %v2142
  %v2186 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7156
  %v2187 = extractelement <16 x float> %v2157, i64 3
  %v2188 = load float, ptr addrspace(3) %v2186, align 4
  %v2189 = fmul contract float %v2161, %v2188
  %v2190 = fadd contract float %v2187, %v2189
  %v2191 = insertelement <16 x float> %v2178, float %v2190, i64 3
  br label %v2180

v2180:                                       ; preds = %v2179, %v2142
  %v2192 = phi <16 x float> [ %v2191, %v2179 ], [ %v2178, %v2142 ]
  %v2193 = extractelement <16 x float> %v2192, i64 4
  %v2194 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8112
  %v2195 = load float, ptr addrspace(3) %v2194, align 16
  %v2196 = fmul contract float %v2165, %v2195
  %v2197 = fadd contract float %v2193, %v2196
  %v2198 = insertelement <16 x float> %v2192, float %v2197, i64 4
  %v2199 = extractelement <16 x float> %v2192, i64 5
  %v2200 = fmul contract float %v2169, %v2195
  %v2201 = fadd contract float %v2199, %v2200
  %v2202 = insertelement <16 x float> %v2198, float %v2201, i64 5
  %v2203 = extractelement <16 x float> %v2192, i64 6
  %v2204 = fmul contract float %v2175, %v2195
  %v2205 = fadd contract float %v2203, %v2204
  %v2206 = insertelement <16 x float> %v2202, float %v2205, i64 6
  br i1 %v18, label %v2207, label %v2208

v2207:                                       ; preds = %v2180
  %v2209 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7156
  %v2210 = extractelement <16 x float> %v2192, i64 7
  %v2211 = load float, ptr addrspace(3) %v2209, align 4
  %v2212 = fmul contract float %v2195, %v2211
  %v2213 = fadd contract float %v2210, %v2212
  %v2214 = insertelement <16 x float> %v2206, float %v2213, i64 7
  br label %v2208

v2208:                                       ; preds = %v2207, %v2180
  %v2215 = phi <16 x float> [ %v2214, %v2207 ], [ %v2206, %v2180 ]
  %v2216 = extractelement <16 x float> %v2215, i64 8
  %v2217 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8048
  %v2218 = load float, ptr addrspace(3) %v2217, align 16
  %v2219 = fmul contract float %v2165, %v2218
  %v2220 = fadd contract float %v2216, %v2219
  %v2221 = insertelement <16 x float> %v2215, float %v2220, i64 8
  %v2222 = extractelement <16 x float> %v2215, i64 9
  %v2223 = fmul contract float %v2169, %v2218
  %v2224 = fadd contract float %v2222, %v2223
  %v2225 = insertelement <16 x float> %v2221, float %v2224, i64 9
  %v2226 = extractelement <16 x float> %v2215, i64 10
  %v2227 = fmul contract float %v2175, %v2218
  %v2228 = fadd contract float %v2226, %v2227
  %v2229 = insertelement <16 x float> %v2225, float %v2228, i64 10
  br i1 %v18, label %v2230, label %v2231

v2230:                                       ; preds = %v2208
  %v2232 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7156
  %v2233 = extractelement <16 x float> %v2215, i64 11
  %v2234 = load float, ptr addrspace(3) %v2232, align 4
  %v2235 = fmul contract float %v2218, %v2234
  %v2236 = fadd contract float %v2233, %v2235
  %v2237 = insertelement <16 x float> %v2229, float %v2236, i64 11
  br label %v2231

v2231:                                       ; preds = %v2230, %v2208
  %v2238 = phi <16 x float> [ %v2237, %v2230 ], [ %v2229, %v2208 ]
  br i1 %v23, label %v2239, label %v2240

v2239:                                       ; preds = %v2231
  %v2241 = getelementptr i8, ptr addrspace(3) %v1769, i32 -7984
  %v2242 = load float, ptr addrspace(3) %v2241, align 16
  %v2243 = insertelement <2 x float> poison, float %v2242, i64 0
  %v2244 = shufflevector <2 x float> %v2243, <2 x float> poison, <2 x i32> zeroinitializer
  %v2245 = fmul contract <2 x float> %v2164, %v2244
  %v2246 = shufflevector <16 x float> %v2238, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v2247 = fadd contract <2 x float> %v2246, %v2245
  %v2248 = shufflevector <2 x float> %v2247, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v2249 = shufflevector <16 x float> %v2238, <16 x float> %v2248, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v2250 = extractelement <16 x float> %v2238, i64 14
  %v2251 = fmul contract float %v2175, %v2242
  %v2252 = fadd contract float %v2250, %v2251
  %v2253 = insertelement <16 x float> %v2249, float %v2252, i64 14
  br i1 %v18, label %v2254, label %v2240

v2240:                                       ; preds = %v2239, %v2254, %v2231
  %v2255 = phi <16 x float> [ %v2253, %v2239 ], [ %v2256, %v2254 ], [ %v2238, %v2231 ]
  %v2257 = extractelement <16 x float> %v2255, i64 0
  %v2258 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8172
  %v2259 = load float, ptr addrspace(3) %v2258, align 4
  %v2260 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6912
  %v2261 = extractelement <16 x float> %v2255, i64 1
  %v2262 = load <2 x float>, ptr addrspace(3) %v2260, align 16
  %v2263 = extractelement <2 x float> %v2262, i64 0
  %v2264 = fmul contract float %v2259, %v2263
  %v2265 = fadd contract float %v2257, %v2264
  %v2266 = insertelement <16 x float> %v2255, float %v2265, i64 0
  %v2267 = extractelement <2 x float> %v2262, i64 1
  %v2268 = fmul contract float %v2259, %v2267
  %v2269 = fadd contract float %v2261, %v2268
  %v2270 = insertelement <16 x float> %v2266, float %v2269, i64 1
  %v2271 = extractelement <16 x float> %v2255, i64 2
  %v2272 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6904
  %v2273 = load float, ptr addrspace(3) %v2272, align 8
  %v2274 = fmul contract float %v2259, %v2273
  %v2275 = fadd contract float %v2271, %v2274
  %v2276 = insertelement <16 x float> %v2270, float %v2275, i64 2
  br i1 %v18, label %v2277, label %v2278

v2254:                                       ; preds = %v2239
  %v2279 = getelementptr i8, ptr addrspace(3) %v1774, i32 -7156
  %v2280 = extractelement <16 x float> %v2238, i64 15
  %v2281 = load float, ptr addrspace(3) %v2279, align 4
  %v2282 = fmul contract float %v2242, %v2281
  %v2283 = fadd contract float %v2280, %v2282
  %v2256 = insertelement <16 x float> %v2253, float %v2283, i64 15
  br label %v2240

v2277:                                       ; preds = %v2240
  %v2284 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6900
  %v2285 = extractelement <16 x float> %v2255, i64 3
  %v2286 = load float, ptr addrspace(3) %v2284, align 4
  %v2287 = fmul contract float %v2259, %v2286
  %v2288 = fadd contract float %v2285, %v2287
  %v2289 = insertelement <16 x float> %v2276, float %v2288, i64 3
  br label %v2278

v2278:                                       ; preds = %v2277, %v2240
  %v2290 = phi <16 x float> [ %v2289, %v2277 ], [ %v2276, %v2240 ]
  %v2291 = extractelement <16 x float> %v2290, i64 4
  %v2292 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8108
  %v2293 = load float, ptr addrspace(3) %v2292, align 4
  %v2294 = fmul contract float %v2263, %v2293
  %v2295 = fadd contract float %v2291, %v2294
  %v2296 = insertelement <16 x float> %v2290, float %v2295, i64 4
  %v2297 = extractelement <16 x float> %v2290, i64 5
  %v2298 = fmul contract float %v2267, %v2293
  %v2299 = fadd contract float %v2297, %v2298
  %v2300 = insertelement <16 x float> %v2296, float %v2299, i64 5
  %v2301 = extractelement <16 x float> %v2290, i64 6
  %v2302 = fmul contract float %v2273, %v2293
  %v2303 = fadd contract float %v2301, %v2302
  %v2304 = insertelement <16 x float> %v2300, float %v2303, i64 6
  br i1 %v18, label %v2305, label %v2306

v2305:                                       ; preds = %v2278
  %v2307 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6900
  %v2308 = extractelement <16 x float> %v2290, i64 7
  %v2309 = load float, ptr addrspace(3) %v2307, align 4
  %v2310 = fmul contract float %v2293, %v2309
  %v2311 = fadd contract float %v2308, %v2310
  %v2312 = insertelement <16 x float> %v2304, float %v2311, i64 7
  br label %v2306

v2306:                                       ; preds = %v2305, %v2278
  %v2313 = phi <16 x float> [ %v2312, %v2305 ], [ %v2304, %v2278 ]
  %v2314 = extractelement <16 x float> %v2313, i64 8
  %v2315 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8044
  %v2316 = load float, ptr addrspace(3) %v2315, align 4
  %v2317 = fmul contract float %v2263, %v2316
  %v2318 = fadd contract float %v2314, %v2317
  %v2319 = insertelement <16 x float> %v2313, float %v2318, i64 8
  %v2320 = extractelement <16 x float> %v2313, i64 9
  %v2321 = fmul contract float %v2267, %v2316
  %v2322 = fadd contract float %v2320, %v2321
  %v2323 = insertelement <16 x float> %v2319, float %v2322, i64 9
  %v2324 = extractelement <16 x float> %v2313, i64 10
  %v2325 = fmul contract float %v2273, %v2316
  %v2326 = fadd contract float %v2324, %v2325
  %v2327 = insertelement <16 x float> %v2323, float %v2326, i64 10
  br i1 %v18, label %v2328, label %v2329

v2328:                                       ; preds = %v2306
  %v2330 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6900
  %v2331 = extractelement <16 x float> %v2313, i64 11
  %v2332 = load float, ptr addrspace(3) %v2330, align 4
  %v2333 = fmul contract float %v2316, %v2332
  %v2334 = fadd contract float %v2331, %v2333
  %v2335 = insertelement <16 x float> %v2327, float %v2334, i64 11
  br label %v2329

v2329:                                       ; preds = %v2328, %v2306
  %v2336 = phi <16 x float> [ %v2335, %v2328 ], [ %v2327, %v2306 ]
  br i1 %v23, label %v2337, label %v2338

v2337:                                       ; preds = %v2329
  %v2339 = getelementptr i8, ptr addrspace(3) %v1769, i32 -7980
  %v2340 = load float, ptr addrspace(3) %v2339, align 4
  %v2341 = insertelement <2 x float> poison, float %v2340, i64 0
  %v2342 = shufflevector <2 x float> %v2341, <2 x float> poison, <2 x i32> zeroinitializer
  %v2343 = fmul contract <2 x float> %v2262, %v2342
  %v2344 = shufflevector <16 x float> %v2336, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v2345 = fadd contract <2 x float> %v2344, %v2343
  %v2346 = shufflevector <2 x float> %v2345, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v2347 = shufflevector <16 x float> %v2336, <16 x float> %v2346, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v2348 = extractelement <16 x float> %v2336, i64 14
  %v2349 = fmul contract float %v2273, %v2340
  %v2350 = fadd contract float %v2348, %v2349
  %v2351 = insertelement <16 x float> %v2347, float %v2350, i64 14
  br i1 %v18, label %v2352, label %v2338

v2338:                                       ; preds = %v2337, %v2352, %v2329
  %v2353 = phi <16 x float> [ %v2351, %v2337 ], [ %v2354, %v2352 ], [ %v2336, %v2329 ]
  %v2355 = extractelement <16 x float> %v2353, i64 0
  %v2356 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8168
  %v2357 = load float, ptr addrspace(3) %v2356, align 8
  %v2358 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6656
  %v2359 = extractelement <16 x float> %v2353, i64 1
  %v2360 = load <2 x float>, ptr addrspace(3) %v2358, align 16
  %v2361 = extractelement <2 x float> %v2360, i64 0
  %v2362 = fmul contract float %v2357, %v2361
  %v2363 = fadd contract float %v2355, %v2362
  %v2364 = insertelement <16 x float> %v2353, float %v2363, i64 0
  %v2365 = extractelement <2 x float> %v2360, i64 1
  %v2366 = fmul contract float %v2357, %v2365
  %v2367 = fadd contract float %v2359, %v2366
  %v2368 = insertelement <16 x float> %v2364, float %v2367, i64 1
  %v2369 = extractelement <16 x float> %v2353, i64 2
  %v2370 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6648
  %v2371 = load float, ptr addrspace(3) %v2370, align 8
  %v2372 = fmul contract float %v2357, %v2371
  %v2373 = fadd contract float %v2369, %v2372
  %v2374 = insertelement <16 x float> %v2368, float %v2373, i64 2
  br i1 %v18, label %v2375, label %v2376

v2352:                                       ; preds = %v2337
  %v2377 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6900
  %v2378 = extractelement <16 x float> %v2336, i64 15
  %v2379 = load float, ptr addrspace(3) %v2377, align 4
  %v2380 = fmul contract float %v2340, %v2379
  %v2381 = fadd contract float %v2378, %v2380
  %v2354 = insertelement <16 x float> %v2351, float %v2381, i64 15
  br label %v2338

v2375:                                       ; preds = %v2338
  %v2382 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6644
  %v2383 = extractelement <16 x float> %v2353, i64 3
  %v2384 = load float, ptr addrspace(3) %v2382, align 4
  %v2385 = fmul contract float %v2357, %v2384
  %v2386 = fadd contract float %v2383, %v2385
  %v2387 = insertelement <16 x float> %v2374, float %v2386, i64 3
  br label %v2376

v2376:                                       ; preds = %v2375, %v2338
  %v2388 = phi <16 x float> [ %v2387, %v2375 ], [ %v2374, %v2338 ]
  %v2389 = extractelement <16 x float> %v2388, i64 4
  %v2390 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8104
  %v2391 = load float, ptr addrspace(3) %v2390, align 8
  %v2392 = fmul contract float %v2361, %v2391
  %v2393 = fadd contract float %v2389, %v2392
  %v2394 = insertelement <16 x float> %v2388, float %v2393, i64 4
  %v2395 = extractelement <16 x float> %v2388, i64 5
  %v2396 = fmul contract float %v2365, %v2391
  %v2397 = fadd contract float %v2395, %v2396
  %v2398 = insertelement <16 x float> %v2394, float %v2397, i64 5
  %v2399 = extractelement <16 x float> %v2388, i64 6
  %v2400 = fmul contract float %v2371, %v2391
  %v2401 = fadd contract float %v2399, %v2400
  %v2402 = insertelement <16 x float> %v2398, float %v2401, i64 6
  br i1 %v18, label %v2403, label %v2404

v2403:                                       ; preds = %v2376
  %v2405 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6644
  %v2406 = extractelement <16 x float> %v2388, i64 7
  %v2407 = load float, ptr addrspace(3) %v2405, align 4
  %v2408 = fmul contract float %v2391, %v2407
  %v2409 = fadd contract float %v2406, %v2408
  %v2410 = insertelement <16 x float> %v2402, float %v2409, i64 7
  br label %v2404

v2404:                                       ; preds = %v2403, %v2376
  %v2411 = phi <16 x float> [ %v2410, %v2403 ], [ %v2402, %v2376 ]
  %v2412 = extractelement <16 x float> %v2411, i64 8
  %v2413 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8040
  %v2414 = load float, ptr addrspace(3) %v2413, align 8
  %v2415 = fmul contract float %v2361, %v2414
  %v2416 = fadd contract float %v2412, %v2415
  %v2417 = insertelement <16 x float> %v2411, float %v2416, i64 8
  %v2418 = extractelement <16 x float> %v2411, i64 9
  %v2419 = fmul contract float %v2365, %v2414
  %v2420 = fadd contract float %v2418, %v2419
  %v2421 = insertelement <16 x float> %v2417, float %v2420, i64 9
  %v2422 = extractelement <16 x float> %v2411, i64 10
  %v2423 = fmul contract float %v2371, %v2414
  %v2424 = fadd contract float %v2422, %v2423
  %v2425 = insertelement <16 x float> %v2421, float %v2424, i64 10
  br i1 %v18, label %v2426, label %v2427

v2426:                                       ; preds = %v2404
  %v2428 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6644
  %v2429 = extractelement <16 x float> %v2411, i64 11
  %v2430 = load float, ptr addrspace(3) %v2428, align 4
  %v2431 = fmul contract float %v2414, %v2430
  %v2432 = fadd contract float %v2429, %v2431
  %v2433 = insertelement <16 x float> %v2425, float %v2432, i64 11
  br label %v2427

v2427:                                       ; preds = %v2426, %v2404
  %v2434 = phi <16 x float> [ %v2433, %v2426 ], [ %v2425, %v2404 ]
  br i1 %v23, label %v2435, label %v2436

v2435:                                       ; preds = %v2427
  %v2437 = getelementptr i8, ptr addrspace(3) %v1769, i32 -7976
  %v2438 = load float, ptr addrspace(3) %v2437, align 8
  %v2439 = insertelement <2 x float> poison, float %v2438, i64 0
  %v2440 = shufflevector <2 x float> %v2439, <2 x float> poison, <2 x i32> zeroinitializer
  %v2441 = fmul contract <2 x float> %v2360, %v2440
  %v2442 = shufflevector <16 x float> %v2434, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v2443 = fadd contract <2 x float> %v2442, %v2441
  %v2444 = shufflevector <2 x float> %v2443, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v2445 = shufflevector <16 x float> %v2434, <16 x float> %v2444, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v2446 = extractelement <16 x float> %v2434, i64 14
  %v2447 = fmul contract float %v2371, %v2438
  %v2448 = fadd contract float %v2446, %v2447
  %v2449 = insertelement <16 x float> %v2445, float %v2448, i64 14
  br i1 %v18, label %v2450, label %v2436

v2436:                                       ; preds = %v2435, %v2450, %v2427
  %v2451 = phi <16 x float> [ %v2449, %v2435 ], [ %v2452, %v2450 ], [ %v2434, %v2427 ]
  %v2453 = extractelement <16 x float> %v2451, i64 0
  %v2454 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8164
  %v2455 = load float, ptr addrspace(3) %v2454, align 4
  %v2456 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6400
  %v2457 = extractelement <16 x float> %v2451, i64 1
  %v2458 = load <2 x float>, ptr addrspace(3) %v2456, align 16
  %v2459 = extractelement <2 x float> %v2458, i64 0
  %v2460 = fmul contract float %v2455, %v2459
  %v2461 = fadd contract float %v2453, %v2460
  %v2462 = insertelement <16 x float> %v2451, float %v2461, i64 0
  %v2463 = extractelement <2 x float> %v2458, i64 1
  %v2464 = fmul contract float %v2455, %v2463
  %v2465 = fadd contract float %v2457, %v2464
  %v2466 = insertelement <16 x float> %v2462, float %v2465, i64 1
  %v2467 = extractelement <16 x float> %v2451, i64 2
  %v2468 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6392
  %v2469 = load float, ptr addrspace(3) %v2468, align 8
  %v2470 = fmul contract float %v2455, %v2469
  %v2471 = fadd contract float %v2467, %v2470
  %v2472 = insertelement <16 x float> %v2466, float %v2471, i64 2
  br i1 %v18, label %v2473, label %v2474

v2450:                                       ; preds = %v2435
  %v2475 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6644
  %v2476 = extractelement <16 x float> %v2434, i64 15
  %v2477 = load float, ptr addrspace(3) %v2475, align 4
  %v2478 = fmul contract float %v2438, %v2477
  %v2479 = fadd contract float %v2476, %v2478
  %v2452 = insertelement <16 x float> %v2449, float %v2479, i64 15
  br label %v2436

v2473:                                       ; preds = %v2436
  %v2480 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6388
  %v2481 = extractelement <16 x float> %v2451, i64 3
  %v2482 = load float, ptr addrspace(3) %v2480, align 4
  %v2483 = fmul contract float %v2455, %v2482
  %v2484 = fadd contract float %v2481, %v2483
  %v2485 = insertelement <16 x float> %v2472, float %v2484, i64 3
  br label %v2474

v2474:                                       ; preds = %v2473, %v2436
  %v2486 = phi <16 x float> [ %v2485, %v2473 ], [ %v2472, %v2436 ]
  %v2487 = extractelement <16 x float> %v2486, i64 4
  %v2488 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8100
  %v2489 = load float, ptr addrspace(3) %v2488, align 4
  %v2490 = fmul contract float %v2459, %v2489
  %v2491 = fadd contract float %v2487, %v2490
  %v2492 = insertelement <16 x float> %v2486, float %v2491, i64 4
  %v2493 = extractelement <16 x float> %v2486, i64 5
  %v2494 = fmul contract float %v2463, %v2489
  %v2495 = fadd contract float %v2493, %v2494
  %v2496 = insertelement <16 x float> %v2492, float %v2495, i64 5
  %v2497 = extractelement <16 x float> %v2486, i64 6
  %v2498 = fmul contract float %v2469, %v2489
  %v2499 = fadd contract float %v2497, %v2498
  %v2500 = insertelement <16 x float> %v2496, float %v2499, i64 6
  br i1 %v18, label %v2501, label %v2502

v2501:                                       ; preds = %v2474
  %v2503 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6388
  %v2504 = extractelement <16 x float> %v2486, i64 7
  %v2505 = load float, ptr addrspace(3) %v2503, align 4
  %v2506 = fmul contract float %v2489, %v2505
  %v2507 = fadd contract float %v2504, %v2506
  %v2508 = insertelement <16 x float> %v2500, float %v2507, i64 7
  br label %v2502

v2502:                                       ; preds = %v2501, %v2474
  %v2509 = phi <16 x float> [ %v2508, %v2501 ], [ %v2500, %v2474 ]
  %v2510 = extractelement <16 x float> %v2509, i64 8
  %v2511 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8036
  %v2512 = load float, ptr addrspace(3) %v2511, align 4
  %v2513 = fmul contract float %v2459, %v2512
  %v2514 = fadd contract float %v2510, %v2513
  %v2515 = insertelement <16 x float> %v2509, float %v2514, i64 8
  %v2516 = extractelement <16 x float> %v2509, i64 9
  %v2517 = fmul contract float %v2463, %v2512
  %v2518 = fadd contract float %v2516, %v2517
  %v2519 = insertelement <16 x float> %v2515, float %v2518, i64 9
  %v2520 = extractelement <16 x float> %v2509, i64 10
  %v2521 = fmul contract float %v2469, %v2512
  %v2522 = fadd contract float %v2520, %v2521
  %v2523 = insertelement <16 x float> %v2519, float %v2522, i64 10
  br i1 %v18, label %v2524, label %v2525

v2524:                                       ; preds = %v2502
  %v2526 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6388
  %v2527 = extractelement <16 x float> %v2509, i64 11
  %v2528 = load float, ptr addrspace(3) %v2526, align 4
  %v2529 = fmul contract float %v2512, %v2528
  %v2530 = fadd contract float %v2527, %v2529
  %v2531 = insertelement <16 x float> %v2523, float %v2530, i64 11
  br label %v2525

v2525:                                       ; preds = %v2524, %v2502
  %v2532 = phi <16 x float> [ %v2531, %v2524 ], [ %v2523, %v2502 ]
  br i1 %v23, label %v2533, label %v2534

v2533:                                       ; preds = %v2525
  %v2535 = getelementptr i8, ptr addrspace(3) %v1769, i32 -7972
  %v2536 = load float, ptr addrspace(3) %v2535, align 4
  %v2537 = insertelement <2 x float> poison, float %v2536, i64 0
  %v2538 = shufflevector <2 x float> %v2537, <2 x float> poison, <2 x i32> zeroinitializer
  %v2539 = fmul contract <2 x float> %v2458, %v2538
  %v2540 = shufflevector <16 x float> %v2532, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v2541 = fadd contract <2 x float> %v2540, %v2539
  %v2542 = shufflevector <2 x float> %v2541, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v2543 = shufflevector <16 x float> %v2532, <16 x float> %v2542, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v2544 = extractelement <16 x float> %v2532, i64 14
  %v2545 = fmul contract float %v2469, %v2536
  %v2546 = fadd contract float %v2544, %v2545
  %v2547 = insertelement <16 x float> %v2543, float %v2546, i64 14
  br i1 %v18, label %v2548, label %v2534

v2534:                                       ; preds = %v2533, %v2548, %v2525
  %v2549 = phi <16 x float> [ %v2547, %v2533 ], [ %v2550, %v2548 ], [ %v2532, %v2525 ]
  %v2551 = extractelement <16 x float> %v2549, i64 0
  %v2552 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8160
  %v2553 = load float, ptr addrspace(3) %v2552, align 32
  %v2554 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6144
  %v2555 = extractelement <16 x float> %v2549, i64 1
  %v2556 = load <2 x float>, ptr addrspace(3) %v2554, align 16
  %v2557 = extractelement <2 x float> %v2556, i64 0
  %v2558 = fmul contract float %v2553, %v2557
  %v2559 = fadd contract float %v2551, %v2558
  %v2560 = insertelement <16 x float> %v2549, float %v2559, i64 0
  %v2561 = extractelement <2 x float> %v2556, i64 1
  %v2562 = fmul contract float %v2553, %v2561
  %v2563 = fadd contract float %v2555, %v2562
  %v2564 = insertelement <16 x float> %v2560, float %v2563, i64 1
  %v2565 = extractelement <16 x float> %v2549, i64 2
  %v2566 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6136
  %v2567 = load float, ptr addrspace(3) %v2566, align 8
  %v2568 = fmul contract float %v2553, %v2567
  %v2569 = fadd contract float %v2565, %v2568
  %v2570 = insertelement <16 x float> %v2564, float %v2569, i64 2
  br i1 %v18, label %v2571, label %v2572

v2548:                                       ; preds = %v2533
  %v2573 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6388
  %v2574 = extractelement <16 x float> %v2532, i64 15
  %v2575 = load float, ptr addrspace(3) %v2573, align 4
  %v2576 = fmul contract float %v2536, %v2575
  %v2577 = fadd contract float %v2574, %v2576
  %v2550 = insertelement <16 x float> %v2547, float %v2577, i64 15
  br label %v2534

v2571:                                       ; preds = %v2534
  %v2578 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6132
  %v2579 = extractelement <16 x float> %v2549, i64 3
  %v2580 = load float, ptr addrspace(3) %v2578, align 4
  %v2581 = fmul contract float %v2553, %v2580
  %v2582 = fadd contract float %v2579, %v2581
  %v2583 = insertelement <16 x float> %v2570, float %v2582, i64 3
  br label %v2572

v2572:                                       ; preds = %v2571, %v2534
  %v2584 = phi <16 x float> [ %v2583, %v2571 ], [ %v2570, %v2534 ]
  %v2585 = extractelement <16 x float> %v2584, i64 4
  %v2586 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8096
  %v2587 = load float, ptr addrspace(3) %v2586, align 32
  %v2588 = fmul contract float %v2557, %v2587
  %v2589 = fadd contract float %v2585, %v2588
  %v2590 = insertelement <16 x float> %v2584, float %v2589, i64 4
  %v2591 = extractelement <16 x float> %v2584, i64 5
  %v2592 = fmul contract float %v2561, %v2587
  %v2593 = fadd contract float %v2591, %v2592
  %v2594 = insertelement <16 x float> %v2590, float %v2593, i64 5
  %v2595 = extractelement <16 x float> %v2584, i64 6
  %v2596 = fmul contract float %v2567, %v2587
  %v2597 = fadd contract float %v2595, %v2596
  %v2598 = insertelement <16 x float> %v2594, float %v2597, i64 6
  br i1 %v18, label %v2599, label %v2600

v2599:                                       ; preds = %v2572
  %v2601 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6132
  %v2602 = extractelement <16 x float> %v2584, i64 7
  %v2603 = load float, ptr addrspace(3) %v2601, align 4
  %v2604 = fmul contract float %v2587, %v2603
  %v2605 = fadd contract float %v2602, %v2604
  %v2606 = insertelement <16 x float> %v2598, float %v2605, i64 7
  br label %v2600

v2600:                                       ; preds = %v2599, %v2572
  %v2607 = phi <16 x float> [ %v2606, %v2599 ], [ %v2598, %v2572 ]
  %v2608 = extractelement <16 x float> %v2607, i64 8
  %v2609 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8032
  %v2610 = load float, ptr addrspace(3) %v2609, align 32
  %v2611 = fmul contract float %v2557, %v2610
  %v2612 = fadd contract float %v2608, %v2611
  %v2613 = insertelement <16 x float> %v2607, float %v2612, i64 8
  %v2614 = extractelement <16 x float> %v2607, i64 9
  %v2615 = fmul contract float %v2561, %v2610
  %v2616 = fadd contract float %v2614, %v2615
  %v2617 = insertelement <16 x float> %v2613, float %v2616, i64 9
  %v2618 = extractelement <16 x float> %v2607, i64 10
  %v2619 = fmul contract float %v2567, %v2610
  %v2620 = fadd contract float %v2618, %v2619
  %v2621 = insertelement <16 x float> %v2617, float %v2620, i64 10
  br i1 %v18, label %v2622, label %v2623

v2622:                                       ; preds = %v2600
  %v2624 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6132
  %v2625 = extractelement <16 x float> %v2607, i64 11
  %v2626 = load float, ptr addrspace(3) %v2624, align 4
  %v2627 = fmul contract float %v2610, %v2626
  %v2628 = fadd contract float %v2625, %v2627
  %v2629 = insertelement <16 x float> %v2621, float %v2628, i64 11
  br label %v2623

v2623:                                       ; preds = %v2622, %v2600
  %v2630 = phi <16 x float> [ %v2629, %v2622 ], [ %v2621, %v2600 ]
  br i1 %v23, label %v2631, label %v2632

v2631:                                       ; preds = %v2623
  %v2633 = getelementptr i8, ptr addrspace(3) %v1769, i32 -7968
  %v2634 = load float, ptr addrspace(3) %v2633, align 32
  %v2635 = insertelement <2 x float> poison, float %v2634, i64 0
  %v2636 = shufflevector <2 x float> %v2635, <2 x float> poison, <2 x i32> zeroinitializer
  %v2637 = fmul contract <2 x float> %v2556, %v2636
  %v2638 = shufflevector <16 x float> %v2630, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v2639 = fadd contract <2 x float> %v2638, %v2637
  %v2640 = shufflevector <2 x float> %v2639, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v2641 = shufflevector <16 x float> %v2630, <16 x float> %v2640, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v2642 = extractelement <16 x float> %v2630, i64 14
  %v2643 = fmul contract float %v2567, %v2634
  %v2644 = fadd contract float %v2642, %v2643
  %v2645 = insertelement <16 x float> %v2641, float %v2644, i64 14
  br i1 %v18, label %v2646, label %v2632

v2632:                                       ; preds = %v2631, %v2646, %v2623
  %v2647 = phi <16 x float> [ %v2645, %v2631 ], [ %v2648, %v2646 ], [ %v2630, %v2623 ]
  %v2649 = extractelement <16 x float> %v2647, i64 0
  %v2650 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8156
  %v2651 = load float, ptr addrspace(3) %v2650, align 4
  %v2652 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5888
  %v2653 = extractelement <16 x float> %v2647, i64 1
  %v2654 = load <2 x float>, ptr addrspace(3) %v2652, align 16
  %v2655 = extractelement <2 x float> %v2654, i64 0
  %v2656 = fmul contract float %v2651, %v2655
  %v2657 = fadd contract float %v2649, %v2656
  %v2658 = insertelement <16 x float> %v2647, float %v2657, i64 0
  %v2659 = extractelement <2 x float> %v2654, i64 1
  %v2660 = fmul contract float %v2651, %v2659
  %v2661 = fadd contract float %v2653, %v2660
  %v2662 = insertelement <16 x float> %v2658, float %v2661, i64 1
  %v2663 = extractelement <16 x float> %v2647, i64 2
  %v2664 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5880
  %v2665 = load float, ptr addrspace(3) %v2664, align 8
  %v2666 = fmul contract float %v2651, %v2665
  %v2667 = fadd contract float %v2663, %v2666
  %v2668 = insertelement <16 x float> %v2662, float %v2667, i64 2
  br i1 %v18, label %v2669, label %v2670

v2646:                                       ; preds = %v2631
  %v2671 = getelementptr i8, ptr addrspace(3) %v1774, i32 -6132
  %v2672 = extractelement <16 x float> %v2630, i64 15
  %v2673 = load float, ptr addrspace(3) %v2671, align 4
  %v2674 = fmul contract float %v2634, %v2673
  %v2675 = fadd contract float %v2672, %v2674
  %v2648 = insertelement <16 x float> %v2645, float %v2675, i64 15
  br label %v2632

v2669:                                       ; preds = %v2632
  %v2676 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5876
  %v2677 = extractelement <16 x float> %v2647, i64 3
  %v2678 = load float, ptr addrspace(3) %v2676, align 4
  %v2679 = fmul contract float %v2651, %v2678
  %v2680 = fadd contract float %v2677, %v2679
  %v2681 = insertelement <16 x float> %v2668, float %v2680, i64 3
  br label %v2670

v2670:                                       ; preds = %v2669, %v2632
  %v2682 = phi <16 x float> [ %v2681, %v2669 ], [ %v2668, %v2632 ]
  %v2683 = extractelement <16 x float> %v2682, i64 4
  %v2684 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8092
  %v2685 = load float, ptr addrspace(3) %v2684, align 4
  %v2686 = fmul contract float %v2655, %v2685
  %v2687 = fadd contract float %v2683, %v2686
  %v2688 = insertelement <16 x float> %v2682, float %v2687, i64 4
  %v2689 = extractelement <16 x float> %v2682, i64 5
  %v2690 = fmul contract float %v2659, %v2685
  %v2691 = fadd contract float %v2689, %v2690
  %v2692 = insertelement <16 x float> %v2688, float %v2691, i64 5
  %v2693 = extractelement <16 x float> %v2682, i64 6
  %v2694 = fmul contract float %v2665, %v2685
  %v2695 = fadd contract float %v2693, %v2694
  %v2696 = insertelement <16 x float> %v2692, float %v2695, i64 6
  br i1 %v18, label %v2697, label %v2698

v2697:                                       ; preds = %v2670
  %v2699 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5876
  %v2700 = extractelement <16 x float> %v2682, i64 7
  %v2701 = load float, ptr addrspace(3) %v2699, align 4
  %v2702 = fmul contract float %v2685, %v2701
  %v2703 = fadd contract float %v2700, %v2702
  %v2704 = insertelement <16 x float> %v2696, float %v2703, i64 7
  br label %v2698

v2698:                                       ; preds = %v2697, %v2670
  %v2705 = phi <16 x float> [ %v2704, %v2697 ], [ %v2696, %v2670 ]
  %v2706 = extractelement <16 x float> %v2705, i64 8
  %v2707 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8028
  %v2708 = load float, ptr addrspace(3) %v2707, align 4
  %v2709 = fmul contract float %v2655, %v2708
  %v2710 = fadd contract float %v2706, %v2709
  %v2711 = insertelement <16 x float> %v2705, float %v2710, i64 8
  %v2712 = extractelement <16 x float> %v2705, i64 9
  %v2713 = fmul contract float %v2659, %v2708
  %v2714 = fadd contract float %v2712, %v2713
  %v2715 = insertelement <16 x float> %v2711, float %v2714, i64 9
  %v2716 = extractelement <16 x float> %v2705, i64 10
  %v2717 = fmul contract float %v2665, %v2708
  %v2718 = fadd contract float %v2716, %v2717
  %v2719 = insertelement <16 x float> %v2715, float %v2718, i64 10
  br i1 %v18, label %v2720, label %v2721

v2720:                                       ; preds = %v2698
  %v2722 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5876
  %v2723 = extractelement <16 x float> %v2705, i64 11
  %v2724 = load float, ptr addrspace(3) %v2722, align 4
  %v2725 = fmul contract float %v2708, %v2724
  %v2726 = fadd contract float %v2723, %v2725
  %v2727 = insertelement <16 x float> %v2719, float %v2726, i64 11
  br label %v2721

v2721:                                       ; preds = %v2720, %v2698
  %v2728 = phi <16 x float> [ %v2727, %v2720 ], [ %v2719, %v2698 ]
  br i1 %v23, label %v2729, label %v2730

v2729:                                       ; preds = %v2721
  %v2731 = getelementptr i8, ptr addrspace(3) %v1769, i32 -7964
  %v2732 = load float, ptr addrspace(3) %v2731, align 4
  %v2733 = insertelement <2 x float> poison, float %v2732, i64 0
  %v2734 = shufflevector <2 x float> %v2733, <2 x float> poison, <2 x i32> zeroinitializer
  %v2735 = fmul contract <2 x float> %v2654, %v2734
  %v2736 = shufflevector <16 x float> %v2728, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v2737 = fadd contract <2 x float> %v2736, %v2735
  %v2738 = shufflevector <2 x float> %v2737, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v2739 = shufflevector <16 x float> %v2728, <16 x float> %v2738, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v2740 = extractelement <16 x float> %v2728, i64 14
  %v2741 = fmul contract float %v2665, %v2732
  %v2742 = fadd contract float %v2740, %v2741
  %v2743 = insertelement <16 x float> %v2739, float %v2742, i64 14
  br i1 %v18, label %v2744, label %v2730

v2730:                                       ; preds = %v2729, %v2744, %v2721
  %v2745 = phi <16 x float> [ %v2743, %v2729 ], [ %v2746, %v2744 ], [ %v2728, %v2721 ]
  %v2747 = extractelement <16 x float> %v2745, i64 0
  %v2748 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8152
  %v2749 = load float, ptr addrspace(3) %v2748, align 8
  %v2750 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5632
  %v2751 = extractelement <16 x float> %v2745, i64 1
  %v2752 = load <2 x float>, ptr addrspace(3) %v2750, align 16
  %v2753 = extractelement <2 x float> %v2752, i64 0
  %v2754 = fmul contract float %v2749, %v2753
  %v2755 = fadd contract float %v2747, %v2754
  %v2756 = insertelement <16 x float> %v2745, float %v2755, i64 0
  %v2757 = extractelement <2 x float> %v2752, i64 1
  %v2758 = fmul contract float %v2749, %v2757
  %v2759 = fadd contract float %v2751, %v2758
  %v2760 = insertelement <16 x float> %v2756, float %v2759, i64 1
  %v2761 = extractelement <16 x float> %v2745, i64 2
  %v2762 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5624
  %v2763 = load float, ptr addrspace(3) %v2762, align 8
  %v2764 = fmul contract float %v2749, %v2763
  %v2765 = fadd contract float %v2761, %v2764
  %v2766 = insertelement <16 x float> %v2760, float %v2765, i64 2
  br i1 %v18, label %v2767, label %v2768

v2744:                                       ; preds = %v2729
  %v2769 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5876
  %v2770 = extractelement <16 x float> %v2728, i64 15
  %v2771 = load float, ptr addrspace(3) %v2769, align 4
  %v2772 = fmul contract float %v2732, %v2771
  %v2773 = fadd contract float %v2770, %v2772
  %v2746 = insertelement <16 x float> %v2743, float %v2773, i64 15
  br label %v2730

v2767:                                       ; preds = %v2730
  %v2774 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5620
  %v2775 = extractelement <16 x float> %v2745, i64 3
  %v2776 = load float, ptr addrspace(3) %v2774, align 4
  %v2777 = fmul contract float %v2749, %v2776
  %v2778 = fadd contract float %v2775, %v2777
  %v2779 = insertelement <16 x float> %v2766, float %v2778, i64 3
  br label %v2768

v2768:                                       ; preds = %v2767, %v2730
  %v2780 = phi <16 x float> [ %v2779, %v2767 ], [ %v2766, %v2730 ]
  %v2781 = extractelement <16 x float> %v2780, i64 4
  %v2782 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8088
  %v2783 = load float, ptr addrspace(3) %v2782, align 8
  %v2784 = fmul contract float %v2753, %v2783
  %v2785 = fadd contract float %v2781, %v2784
  %v2786 = insertelement <16 x float> %v2780, float %v2785, i64 4
  %v2787 = extractelement <16 x float> %v2780, i64 5
  %v2788 = fmul contract float %v2757, %v2783
  %v2789 = fadd contract float %v2787, %v2788
  %v2790 = insertelement <16 x float> %v2786, float %v2789, i64 5
  %v2791 = extractelement <16 x float> %v2780, i64 6
  %v2792 = fmul contract float %v2763, %v2783
  %v2793 = fadd contract float %v2791, %v2792
  %v2794 = insertelement <16 x float> %v2790, float %v2793, i64 6
  br i1 %v18, label %v2795, label %v2796

v2795:                                       ; preds = %v2768
  %v2797 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5620
  %v2798 = extractelement <16 x float> %v2780, i64 7
  %v2799 = load float, ptr addrspace(3) %v2797, align 4
  %v2800 = fmul contract float %v2783, %v2799
  %v2801 = fadd contract float %v2798, %v2800
  %v2802 = insertelement <16 x float> %v2794, float %v2801, i64 7
  br label %v2796

v2796:                                       ; preds = %v2795, %v2768
  %v2803 = phi <16 x float> [ %v2802, %v2795 ], [ %v2794, %v2768 ]
  %v2804 = extractelement <16 x float> %v2803, i64 8
  %v2805 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8024
  %v2806 = load float, ptr addrspace(3) %v2805, align 8
  %v2807 = fmul contract float %v2753, %v2806
  %v2808 = fadd contract float %v2804, %v2807
  %v2809 = insertelement <16 x float> %v2803, float %v2808, i64 8
  %v2810 = extractelement <16 x float> %v2803, i64 9
  %v2811 = fmul contract float %v2757, %v2806
  %v2812 = fadd contract float %v2810, %v2811
  %v2813 = insertelement <16 x float> %v2809, float %v2812, i64 9
  %v2814 = extractelement <16 x float> %v2803, i64 10
  %v2815 = fmul contract float %v2763, %v2806
  %v2816 = fadd contract float %v2814, %v2815
  %v2817 = insertelement <16 x float> %v2813, float %v2816, i64 10
  br i1 %v18, label %v2818, label %v2819

v2818:                                       ; preds = %v2796
  %v2820 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5620
  %v2821 = extractelement <16 x float> %v2803, i64 11
  %v2822 = load float, ptr addrspace(3) %v2820, align 4
  %v2823 = fmul contract float %v2806, %v2822
  %v2824 = fadd contract float %v2821, %v2823
  %v2825 = insertelement <16 x float> %v2817, float %v2824, i64 11
  br label %v2819

v2819:                                       ; preds = %v2818, %v2796
  %v2826 = phi <16 x float> [ %v2825, %v2818 ], [ %v2817, %v2796 ]
  br i1 %v23, label %v2827, label %v2828

v2827:                                       ; preds = %v2819
  %v2829 = getelementptr i8, ptr addrspace(3) %v1769, i32 -7960
  %v2830 = load float, ptr addrspace(3) %v2829, align 8
  %v2831 = insertelement <2 x float> poison, float %v2830, i64 0
  %v2832 = shufflevector <2 x float> %v2831, <2 x float> poison, <2 x i32> zeroinitializer
  %v2833 = fmul contract <2 x float> %v2752, %v2832
  %v2834 = shufflevector <16 x float> %v2826, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v2835 = fadd contract <2 x float> %v2834, %v2833
  %v2836 = shufflevector <2 x float> %v2835, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v2837 = shufflevector <16 x float> %v2826, <16 x float> %v2836, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v2838 = extractelement <16 x float> %v2826, i64 14
  %v2839 = fmul contract float %v2763, %v2830
  %v2840 = fadd contract float %v2838, %v2839
  %v2841 = insertelement <16 x float> %v2837, float %v2840, i64 14
  br i1 %v18, label %v2842, label %v2828

v2828:                                       ; preds = %v2827, %v2842, %v2819
  %v2843 = phi <16 x float> [ %v2841, %v2827 ], [ %v2844, %v2842 ], [ %v2826, %v2819 ]
  %v2845 = extractelement <16 x float> %v2843, i64 0
  %v2846 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8148
  %v2847 = load float, ptr addrspace(3) %v2846, align 4
  %v2848 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5376
  %v2849 = extractelement <16 x float> %v2843, i64 1
  %v2850 = load <2 x float>, ptr addrspace(3) %v2848, align 16
  %v2851 = extractelement <2 x float> %v2850, i64 0
  %v2852 = fmul contract float %v2847, %v2851
  %v2853 = fadd contract float %v2845, %v2852
  %v2854 = insertelement <16 x float> %v2843, float %v2853, i64 0
  %v2855 = extractelement <2 x float> %v2850, i64 1
  %v2856 = fmul contract float %v2847, %v2855
  %v2857 = fadd contract float %v2849, %v2856
  %v2858 = insertelement <16 x float> %v2854, float %v2857, i64 1
  %v2859 = extractelement <16 x float> %v2843, i64 2
  %v2860 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5368
  %v2861 = load float, ptr addrspace(3) %v2860, align 8
  %v2862 = fmul contract float %v2847, %v2861
  %v2863 = fadd contract float %v2859, %v2862
  %v2864 = insertelement <16 x float> %v2858, float %v2863, i64 2
  br i1 %v18, label %v2865, label %v2866

v2842:                                       ; preds = %v2827
  %v2867 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5620
  %v2868 = extractelement <16 x float> %v2826, i64 15
  %v2869 = load float, ptr addrspace(3) %v2867, align 4
  %v2870 = fmul contract float %v2830, %v2869
  %v2871 = fadd contract float %v2868, %v2870
  %v2844 = insertelement <16 x float> %v2841, float %v2871, i64 15
  br label %v2828

v2865:                                       ; preds = %v2828
  %v2872 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5364
  %v2873 = extractelement <16 x float> %v2843, i64 3
  %v2874 = load float, ptr addrspace(3) %v2872, align 4
  %v2875 = fmul contract float %v2847, %v2874
  %v2876 = fadd contract float %v2873, %v2875
  %v2877 = insertelement <16 x float> %v2864, float %v2876, i64 3
  br label %v2866

v2866:                                       ; preds = %v2865, %v2828
  %v2878 = phi <16 x float> [ %v2877, %v2865 ], [ %v2864, %v2828 ]
  %v2879 = extractelement <16 x float> %v2878, i64 4
  %v2880 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8084
  %v2881 = load float, ptr addrspace(3) %v2880, align 4
  %v2882 = fmul contract float %v2851, %v2881
  %v2883 = fadd contract float %v2879, %v2882
  %v2884 = insertelement <16 x float> %v2878, float %v2883, i64 4
  %v2885 = extractelement <16 x float> %v2878, i64 5
  %v2886 = fmul contract float %v2855, %v2881
  %v2887 = fadd contract float %v2885, %v2886
  %v2888 = insertelement <16 x float> %v2884, float %v2887, i64 5
  %v2889 = extractelement <16 x float> %v2878, i64 6
  %v2890 = fmul contract float %v2861, %v2881
  %v2891 = fadd contract float %v2889, %v2890
  %v2892 = insertelement <16 x float> %v2888, float %v2891, i64 6
  br i1 %v18, label %v2893, label %v2894

v2893:                                       ; preds = %v2866
  %v2895 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5364
  %v2896 = extractelement <16 x float> %v2878, i64 7
  %v2897 = load float, ptr addrspace(3) %v2895, align 4
  %v2898 = fmul contract float %v2881, %v2897
  %v2899 = fadd contract float %v2896, %v2898
  %v2900 = insertelement <16 x float> %v2892, float %v2899, i64 7
  br label %v2894

v2894:                                       ; preds = %v2893, %v2866
  %v2901 = phi <16 x float> [ %v2900, %v2893 ], [ %v2892, %v2866 ]
  %v2902 = extractelement <16 x float> %v2901, i64 8
  %v2903 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8020
  %v2904 = load float, ptr addrspace(3) %v2903, align 4
  %v2905 = fmul contract float %v2851, %v2904
  %v2906 = fadd contract float %v2902, %v2905
  %v2907 = insertelement <16 x float> %v2901, float %v2906, i64 8
  %v2908 = extractelement <16 x float> %v2901, i64 9
  %v2909 = fmul contract float %v2855, %v2904
  %v2910 = fadd contract float %v2908, %v2909
  %v2911 = insertelement <16 x float> %v2907, float %v2910, i64 9
  %v2912 = extractelement <16 x float> %v2901, i64 10
  %v2913 = fmul contract float %v2861, %v2904
  %v2914 = fadd contract float %v2912, %v2913
  %v2915 = insertelement <16 x float> %v2911, float %v2914, i64 10
  br i1 %v18, label %v2916, label %v2917

v2916:                                       ; preds = %v2894
  %v2918 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5364
  %v2919 = extractelement <16 x float> %v2901, i64 11
  %v2920 = load float, ptr addrspace(3) %v2918, align 4
  %v2921 = fmul contract float %v2904, %v2920
  %v2922 = fadd contract float %v2919, %v2921
  %v2923 = insertelement <16 x float> %v2915, float %v2922, i64 11
  br label %v2917

v2917:                                       ; preds = %v2916, %v2894
  %v2924 = phi <16 x float> [ %v2923, %v2916 ], [ %v2915, %v2894 ]
  br i1 %v23, label %v2925, label %v2926

v2925:                                       ; preds = %v2917
  %v2927 = getelementptr i8, ptr addrspace(3) %v1769, i32 -7956
  %v2928 = load float, ptr addrspace(3) %v2927, align 4
  %v2929 = insertelement <2 x float> poison, float %v2928, i64 0
  %v2930 = shufflevector <2 x float> %v2929, <2 x float> poison, <2 x i32> zeroinitializer
  %v2931 = fmul contract <2 x float> %v2850, %v2930
  %v2932 = shufflevector <16 x float> %v2924, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v2933 = fadd contract <2 x float> %v2932, %v2931
  %v2934 = shufflevector <2 x float> %v2933, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v2935 = shufflevector <16 x float> %v2924, <16 x float> %v2934, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v2936 = extractelement <16 x float> %v2924, i64 14
  %v2937 = fmul contract float %v2861, %v2928
  %v2938 = fadd contract float %v2936, %v2937
  %v2939 = insertelement <16 x float> %v2935, float %v2938, i64 14
  br i1 %v18, label %v2940, label %v2926

v2926:                                       ; preds = %v2925, %v2940, %v2917
  %v2941 = phi <16 x float> [ %v2939, %v2925 ], [ %v2942, %v2940 ], [ %v2924, %v2917 ]
  %v2943 = extractelement <16 x float> %v2941, i64 0
  %v2944 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8144
  %v2945 = load float, ptr addrspace(3) %v2944, align 16
  %v2946 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5120
  %v2947 = extractelement <16 x float> %v2941, i64 1
  %v2948 = load <2 x float>, ptr addrspace(3) %v2946, align 16
  %v2949 = extractelement <2 x float> %v2948, i64 0
  %v2950 = fmul contract float %v2945, %v2949
  %v2951 = fadd contract float %v2943, %v2950
  %v2952 = insertelement <16 x float> %v2941, float %v2951, i64 0
  %v2953 = extractelement <2 x float> %v2948, i64 1
  %v2954 = fmul contract float %v2945, %v2953
  %v2955 = fadd contract float %v2947, %v2954
  %v2956 = insertelement <16 x float> %v2952, float %v2955, i64 1
  %v2957 = extractelement <16 x float> %v2941, i64 2
  %v2958 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5112
  %v2959 = load float, ptr addrspace(3) %v2958, align 8
  %v2960 = fmul contract float %v2945, %v2959
  %v2961 = fadd contract float %v2957, %v2960
  %v2962 = insertelement <16 x float> %v2956, float %v2961, i64 2
  br i1 %v18, label %v2963, label %v2964

v2940:                                       ; preds = %v2925
  %v2965 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5364
  %v2966 = extractelement <16 x float> %v2924, i64 15
  %v2967 = load float, ptr addrspace(3) %v2965, align 4
  %v2968 = fmul contract float %v2928, %v2967
  %v2969 = fadd contract float %v2966, %v2968
  %v2942 = insertelement <16 x float> %v2939, float %v2969, i64 15
  br label %v2926

v2963:                                       ; preds = %v2926
  %v2970 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5108
  %v2971 = extractelement <16 x float> %v2941, i64 3
  %v2972 = load float, ptr addrspace(3) %v2970, align 4
  %v2973 = fmul contract float %v2945, %v2972
  %v2974 = fadd contract float %v2971, %v2973
  %v2975 = insertelement <16 x float> %v2962, float %v2974, i64 3
  br label %v2964

v2964:                                       ; preds = %v2963, %v2926
  %v2976 = phi <16 x float> [ %v2975, %v2963 ], [ %v2962, %v2926 ]
  %v2977 = extractelement <16 x float> %v2976, i64 4
  %v2978 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8080
  %v2979 = load float, ptr addrspace(3) %v2978, align 16
  %v2980 = fmul contract float %v2949, %v2979
  %v2981 = fadd contract float %v2977, %v2980
  %v2982 = insertelement <16 x float> %v2976, float %v2981, i64 4
  %v2983 = extractelement <16 x float> %v2976, i64 5
  %v2984 = fmul contract float %v2953, %v2979
  %v2985 = fadd contract float %v2983, %v2984
  %v2986 = insertelement <16 x float> %v2982, float %v2985, i64 5
  %v2987 = extractelement <16 x float> %v2976, i64 6
  %v2988 = fmul contract float %v2959, %v2979
  %v2989 = fadd contract float %v2987, %v2988
  %v2990 = insertelement <16 x float> %v2986, float %v2989, i64 6
  br i1 %v18, label %v2991, label %v2992

v2991:                                       ; preds = %v2964
  %v2993 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5108
  %v2994 = extractelement <16 x float> %v2976, i64 7
  %v2995 = load float, ptr addrspace(3) %v2993, align 4
  %v2996 = fmul contract float %v2979, %v2995
  %v2997 = fadd contract float %v2994, %v2996
  %v2998 = insertelement <16 x float> %v2990, float %v2997, i64 7
  br label %v2992

v2992:                                       ; preds = %v2991, %v2964
  %v2999 = phi <16 x float> [ %v2998, %v2991 ], [ %v2990, %v2964 ]
  %v3000 = extractelement <16 x float> %v2999, i64 8
  %v3001 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8016
  %v3002 = load float, ptr addrspace(3) %v3001, align 16
  %v3003 = fmul contract float %v2949, %v3002
  %v3004 = fadd contract float %v3000, %v3003
  %v3005 = insertelement <16 x float> %v2999, float %v3004, i64 8
  %v3006 = extractelement <16 x float> %v2999, i64 9
  %v3007 = fmul contract float %v2953, %v3002
  %v3008 = fadd contract float %v3006, %v3007
  %v3009 = insertelement <16 x float> %v3005, float %v3008, i64 9
  %v3010 = extractelement <16 x float> %v2999, i64 10
  %v3011 = fmul contract float %v2959, %v3002
  %v3012 = fadd contract float %v3010, %v3011
  %v3013 = insertelement <16 x float> %v3009, float %v3012, i64 10
  br i1 %v18, label %v3014, label %v3015

v3014:                                       ; preds = %v2992
  %v3016 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5108
  %v3017 = extractelement <16 x float> %v2999, i64 11
  %v3018 = load float, ptr addrspace(3) %v3016, align 4
  %v3019 = fmul contract float %v3002, %v3018
  %v3020 = fadd contract float %v3017, %v3019
  %v3021 = insertelement <16 x float> %v3013, float %v3020, i64 11
  br label %v3015

v3015:                                       ; preds = %v3014, %v2992
  %v3022 = phi <16 x float> [ %v3021, %v3014 ], [ %v3013, %v2992 ]
  br i1 %v23, label %v3023, label %v3024

v3023:                                       ; preds = %v3015
  %v3025 = getelementptr i8, ptr addrspace(3) %v1769, i32 -7952
  %v3026 = load float, ptr addrspace(3) %v3025, align 16
  %v3027 = insertelement <2 x float> poison, float %v3026, i64 0
  %v3028 = shufflevector <2 x float> %v3027, <2 x float> poison, <2 x i32> zeroinitializer
  %v3029 = fmul contract <2 x float> %v2948, %v3028
  %v3030 = shufflevector <16 x float> %v3022, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v3031 = fadd contract <2 x float> %v3030, %v3029
  %v3032 = shufflevector <2 x float> %v3031, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v3033 = shufflevector <16 x float> %v3022, <16 x float> %v3032, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v3034 = extractelement <16 x float> %v3022, i64 14
  %v3035 = fmul contract float %v2959, %v3026
  %v3036 = fadd contract float %v3034, %v3035
  %v3037 = insertelement <16 x float> %v3033, float %v3036, i64 14
  br i1 %v18, label %v3038, label %v3024

v3024:                                       ; preds = %v3023, %v3038, %v3015
  %v3039 = phi <16 x float> [ %v3037, %v3023 ], [ %v3040, %v3038 ], [ %v3022, %v3015 ]
  %v3041 = extractelement <16 x float> %v3039, i64 0
  %v3042 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8140
  %v3043 = load float, ptr addrspace(3) %v3042, align 4
  %v3044 = getelementptr i8, ptr addrspace(3) %v1774, i32 -4864
  %v3045 = extractelement <16 x float> %v3039, i64 1
  %v3046 = load <2 x float>, ptr addrspace(3) %v3044, align 16
  %v3047 = extractelement <2 x float> %v3046, i64 0
  %v3048 = fmul contract float %v3043, %v3047
  %v3049 = fadd contract float %v3041, %v3048
  %v3050 = insertelement <16 x float> %v3039, float %v3049, i64 0
  %v3051 = extractelement <2 x float> %v3046, i64 1
  %v3052 = fmul contract float %v3043, %v3051
  %v3053 = fadd contract float %v3045, %v3052
  %v3054 = insertelement <16 x float> %v3050, float %v3053, i64 1
  %v3055 = extractelement <16 x float> %v3039, i64 2
  %v3056 = getelementptr i8, ptr addrspace(3) %v1774, i32 -4856
  %v3057 = load float, ptr addrspace(3) %v3056, align 8
  %v3058 = fmul contract float %v3043, %v3057
  %v3059 = fadd contract float %v3055, %v3058
  %v3060 = insertelement <16 x float> %v3054, float %v3059, i64 2
  br i1 %v18, label %v3061, label %v3062

v3038:                                       ; preds = %v3023
  %v3063 = getelementptr i8, ptr addrspace(3) %v1774, i32 -5108
  %v3064 = extractelement <16 x float> %v3022, i64 15
  %v3065 = load float, ptr addrspace(3) %v3063, align 4
  %v3066 = fmul contract float %v3026, %v3065
  %v3067 = fadd contract float %v3064, %v3066
  %v3040 = insertelement <16 x float> %v3037, float %v3067, i64 15
  br label %v3024

v3061:                                       ; preds = %v3024
  %v3068 = getelementptr i8, ptr addrspace(3) %v1774, i32 -4852
  %v3069 = extractelement <16 x float> %v3039, i64 3
  %v3070 = load float, ptr addrspace(3) %v3068, align 4
  %v3071 = fmul contract float %v3043, %v3070
  %v3072 = fadd contract float %v3069, %v3071
  %v3073 = insertelement <16 x float> %v3060, float %v3072, i64 3
  br label %v3062

v3062:                                       ; preds = %v3061, %v3024
  %v3074 = phi <16 x float> [ %v3073, %v3061 ], [ %v3060, %v3024 ]
  %v3075 = extractelement <16 x float> %v3074, i64 4
  %v3076 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8076
  %v3077 = load float, ptr addrspace(3) %v3076, align 4
  %v3078 = fmul contract float %v3047, %v3077
  %v3079 = fadd contract float %v3075, %v3078
  %v3080 = insertelement <16 x float> %v3074, float %v3079, i64 4
  %v3081 = extractelement <16 x float> %v3074, i64 5
  %v3082 = fmul contract float %v3051, %v3077
  %v3083 = fadd contract float %v3081, %v3082
  %v3084 = insertelement <16 x float> %v3080, float %v3083, i64 5
  %v3085 = extractelement <16 x float> %v3074, i64 6
  %v3086 = fmul contract float %v3057, %v3077
  %v3087 = fadd contract float %v3085, %v3086
  %v3088 = insertelement <16 x float> %v3084, float %v3087, i64 6
  br i1 %v18, label %v3089, label %v3090

v3089:                                       ; preds = %v3062
  %v3091 = getelementptr i8, ptr addrspace(3) %v1774, i32 -4852
  %v3092 = extractelement <16 x float> %v3074, i64 7
  %v3093 = load float, ptr addrspace(3) %v3091, align 4
  %v3094 = fmul contract float %v3077, %v3093
  %v3095 = fadd contract float %v3092, %v3094
  %v3096 = insertelement <16 x float> %v3088, float %v3095, i64 7
  br label %v3090

v3090:                                       ; preds = %v3089, %v3062
  %v3097 = phi <16 x float> [ %v3096, %v3089 ], [ %v3088, %v3062 ]
  %v3098 = extractelement <16 x float> %v3097, i64 8
  %v3099 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8012
  %v3100 = load float, ptr addrspace(3) %v3099, align 4
  %v3101 = fmul contract float %v3047, %v3100
  %v3102 = fadd contract float %v3098, %v3101
  %v3103 = insertelement <16 x float> %v3097, float %v3102, i64 8
  %v3104 = extractelement <16 x float> %v3097, i64 9
  %v3105 = fmul contract float %v3051, %v3100
  %v3106 = fadd contract float %v3104, %v3105
  %v3107 = insertelement <16 x float> %v3103, float %v3106, i64 9
  %v3108 = extractelement <16 x float> %v3097, i64 10
  %v3109 = fmul contract float %v3057, %v3100
  %v3110 = fadd contract float %v3108, %v3109
  %v3111 = insertelement <16 x float> %v3107, float %v3110, i64 10
  br i1 %v18, label %v3112, label %v3113

v3112:                                       ; preds = %v3090
  %v3114 = getelementptr i8, ptr addrspace(3) %v1774, i32 -4852
  %v3115 = extractelement <16 x float> %v3097, i64 11
  %v3116 = load float, ptr addrspace(3) %v3114, align 4
  %v3117 = fmul contract float %v3100, %v3116
  %v3118 = fadd contract float %v3115, %v3117
  %v3119 = insertelement <16 x float> %v3111, float %v3118, i64 11
  br label %v3113

v3113:                                       ; preds = %v3112, %v3090
  %v3120 = phi <16 x float> [ %v3119, %v3112 ], [ %v3111, %v3090 ]
  br i1 %v23, label %v3121, label %v3122

v3121:                                       ; preds = %v3113
  %v3123 = getelementptr i8, ptr addrspace(3) %v1769, i32 -7948
  %v3124 = load float, ptr addrspace(3) %v3123, align 4
  %v3125 = insertelement <2 x float> poison, float %v3124, i64 0
  %v3126 = shufflevector <2 x float> %v3125, <2 x float> poison, <2 x i32> zeroinitializer
  %v3127 = fmul contract <2 x float> %v3046, %v3126
  %v3128 = shufflevector <16 x float> %v3120, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v3129 = fadd contract <2 x float> %v3128, %v3127
  %v3130 = shufflevector <2 x float> %v3129, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v3131 = shufflevector <16 x float> %v3120, <16 x float> %v3130, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v3132 = extractelement <16 x float> %v3120, i64 14
  %v3133 = fmul contract float %v3057, %v3124
  %v3134 = fadd contract float %v3132, %v3133
  %v3135 = insertelement <16 x float> %v3131, float %v3134, i64 14
  br i1 %v18, label %v3136, label %v3122

v3122:                                       ; preds = %v3121, %v3136, %v3113
  %v3137 = phi <16 x float> [ %v3135, %v3121 ], [ %v3138, %v3136 ], [ %v3120, %v3113 ]
  %v3139 = extractelement <16 x float> %v3137, i64 0
  %v3140 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8136
  %v3141 = load float, ptr addrspace(3) %v3140, align 8
  %v3142 = getelementptr i8, ptr addrspace(3) %v1774, i32 -4608
  %v3143 = extractelement <16 x float> %v3137, i64 1
  %v3144 = load <2 x float>, ptr addrspace(3) %v3142, align 16
  %v3145 = extractelement <2 x float> %v3144, i64 0
  %v3146 = fmul contract float %v3141, %v3145
  %v3147 = fadd contract float %v3139, %v3146
  %v3148 = insertelement <16 x float> %v3137, float %v3147, i64 0
  %v3149 = extractelement <2 x float> %v3144, i64 1
  %v3150 = fmul contract float %v3141, %v3149
  %v3151 = fadd contract float %v3143, %v3150
  %v3152 = insertelement <16 x float> %v3148, float %v3151, i64 1
  %v3153 = extractelement <16 x float> %v3137, i64 2
  %v3154 = getelementptr i8, ptr addrspace(3) %v1774, i32 -4600
  %v3155 = load float, ptr addrspace(3) %v3154, align 8
  %v3156 = fmul contract float %v3141, %v3155
  %v3157 = fadd contract float %v3153, %v3156
  %v3158 = insertelement <16 x float> %v3152, float %v3157, i64 2
  br i1 %v18, label %v3159, label %v3160

v3136:                                       ; preds = %v3121
  %v3161 = getelementptr i8, ptr addrspace(3) %v1774, i32 -4852
  %v3162 = extractelement <16 x float> %v3120, i64 15
  %v3163 = load float, ptr addrspace(3) %v3161, align 4
  %v3164 = fmul contract float %v3124, %v3163
  %v3165 = fadd contract float %v3162, %v3164
  %v3138 = insertelement <16 x float> %v3135, float %v3165, i64 15
  br label %v3122

v3159:                                       ; preds = %v3122
  %v3166 = getelementptr i8, ptr addrspace(3) %v1774, i32 -4596
  %v3167 = extractelement <16 x float> %v3137, i64 3
  %v3168 = load float, ptr addrspace(3) %v3166, align 4
  %v3169 = fmul contract float %v3141, %v3168
  %v3170 = fadd contract float %v3167, %v3169
  %v3171 = insertelement <16 x float> %v3158, float %v3170, i64 3
  br label %v3160

v3160:                                       ; preds = %v3159, %v3122
  %v3172 = phi <16 x float> [ %v3171, %v3159 ], [ %v3158, %v3122 ]
  %v3173 = extractelement <16 x float> %v3172, i64 4
  %v3174 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8072
  %v3175 = load float, ptr addrspace(3) %v3174, align 8
  %v3176 = fmul contract float %v3145, %v3175
  %v3177 = fadd contract float %v3173, %v3176
  %v3178 = insertelement <16 x float> %v3172, float %v3177, i64 4
  %v3179 = extractelement <16 x float> %v3172, i64 5
  %v3180 = fmul contract float %v3149, %v3175
  %v3181 = fadd contract float %v3179, %v3180
  %v3182 = insertelement <16 x float> %v3178, float %v3181, i64 5
  %v3183 = extractelement <16 x float> %v3172, i64 6
  %v3184 = fmul contract float %v3155, %v3175
  %v3185 = fadd contract float %v3183, %v3184
  %v3186 = insertelement <16 x float> %v3182, float %v3185, i64 6
  br i1 %v18, label %v3187, label %v3188

v3187:                                       ; preds = %v3160
  %v3189 = getelementptr i8, ptr addrspace(3) %v1774, i32 -4596
  %v3190 = extractelement <16 x float> %v3172, i64 7
  %v3191 = load float, ptr addrspace(3) %v3189, align 4
  %v3192 = fmul contract float %v3175, %v3191
  %v3193 = fadd contract float %v3190, %v3192
  %v3194 = insertelement <16 x float> %v3186, float %v3193, i64 7
  br label %v3188

v3188:                                       ; preds = %v3187, %v3160
  %v3195 = phi <16 x float> [ %v3194, %v3187 ], [ %v3186, %v3160 ]
  %v3196 = extractelement <16 x float> %v3195, i64 8
  %v3197 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8008
  %v3198 = load float, ptr addrspace(3) %v3197, align 8
  %v3199 = fmul contract float %v3145, %v3198
  %v3200 = fadd contract float %v3196, %v3199
  %v3201 = insertelement <16 x float> %v3195, float %v3200, i64 8
  %v3202 = extractelement <16 x float> %v3195, i64 9
  %v3203 = fmul contract float %v3149, %v3198
  %v3204 = fadd contract float %v3202, %v3203
  %v3205 = insertelement <16 x float> %v3201, float %v3204, i64 9
  %v3206 = extractelement <16 x float> %v3195, i64 10
  %v3207 = fmul contract float %v3155, %v3198
  %v3208 = fadd contract float %v3206, %v3207
  %v3209 = insertelement <16 x float> %v3205, float %v3208, i64 10
  br i1 %v18, label %v3210, label %v3211

v3210:                                       ; preds = %v3188
  %v3212 = getelementptr i8, ptr addrspace(3) %v1774, i32 -4596
  %v3213 = extractelement <16 x float> %v3195, i64 11
  %v3214 = load float, ptr addrspace(3) %v3212, align 4
  %v3215 = fmul contract float %v3198, %v3214
  %v3216 = fadd contract float %v3213, %v3215
  %v3217 = insertelement <16 x float> %v3209, float %v3216, i64 11
  br label %v3211

v3211:                                       ; preds = %v3210, %v3188
  %v3218 = phi <16 x float> [ %v3217, %v3210 ], [ %v3209, %v3188 ]
  br i1 %v23, label %v3219, label %v3220

v3219:                                       ; preds = %v3211
  %v3221 = getelementptr i8, ptr addrspace(3) %v1769, i32 -7944
  %v3222 = load float, ptr addrspace(3) %v3221, align 8
  %v3223 = insertelement <2 x float> poison, float %v3222, i64 0
  %v3224 = shufflevector <2 x float> %v3223, <2 x float> poison, <2 x i32> zeroinitializer
  %v3225 = fmul contract <2 x float> %v3144, %v3224
  %v3226 = shufflevector <16 x float> %v3218, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v3227 = fadd contract <2 x float> %v3226, %v3225
  %v3228 = shufflevector <2 x float> %v3227, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v3229 = shufflevector <16 x float> %v3218, <16 x float> %v3228, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v3230 = extractelement <16 x float> %v3218, i64 14
  %v3231 = fmul contract float %v3155, %v3222
  %v3232 = fadd contract float %v3230, %v3231
  %v3233 = insertelement <16 x float> %v3229, float %v3232, i64 14
  br i1 %v18, label %v3234, label %v3220

v3220:                                       ; preds = %v3219, %v3234, %v3211
  %v3235 = phi <16 x float> [ %v3233, %v3219 ], [ %v3236, %v3234 ], [ %v3218, %v3211 ]
  %v3237 = shl nuw nsw i64 %v82, 4
  %v3238 = or disjoint i64 %v3237, 15
  %v3239 = icmp ult i64 %v3238, 63
  br i1 %v3239, label %v3240, label %v144

v3234:                                       ; preds = %v3219
  %v3241 = getelementptr i8, ptr addrspace(3) %v1774, i32 -4596
  %v3242 = extractelement <16 x float> %v3218, i64 15
  %v3243 = load float, ptr addrspace(3) %v3241, align 4
  %v3244 = fmul contract float %v3222, %v3243
  %v3245 = fadd contract float %v3242, %v3244
  %v3236 = insertelement <16 x float> %v3233, float %v3245, i64 15
  br label %v3220

v3240:                                       ; preds = %v3220
  %v3246 = extractelement <16 x float> %v3235, i64 0
  %v3247 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8132
  %v3248 = load float, ptr addrspace(3) %v3247, align 4
  %v3249 = getelementptr i8, ptr addrspace(3) %v1774, i32 -4352
  %v3250 = extractelement <16 x float> %v3235, i64 1
  %v3251 = load <2 x float>, ptr addrspace(3) %v3249, align 16
  %v3252 = extractelement <2 x float> %v3251, i64 0
  %v3253 = fmul contract float %v3248, %v3252
  %v3254 = fadd contract float %v3246, %v3253
  %v3255 = insertelement <16 x float> %v3235, float %v3254, i64 0
  %v3256 = extractelement <2 x float> %v3251, i64 1
  %v3257 = fmul contract float %v3248, %v3256
  %v3258 = fadd contract float %v3250, %v3257
  %v3259 = insertelement <16 x float> %v3255, float %v3258, i64 1
  %v3260 = extractelement <16 x float> %v3235, i64 2
  %v3261 = getelementptr i8, ptr addrspace(3) %v1774, i32 -4344
  %v3262 = load float, ptr addrspace(3) %v3261, align 8
  %v3263 = fmul contract float %v3248, %v3262
  %v3264 = fadd contract float %v3260, %v3263
  %v3265 = insertelement <16 x float> %v3259, float %v3264, i64 2
  br i1 %v18, label %v3266, label %v3267

v144:                                       ; preds = %v3268, %v3269, %v3270, %v3220
  %v146 = phi <16 x float> [ %v3271, %v3268 ], [ %v3272, %v3269 ], [ %v3273, %v3270 ], [ %v3235, %v3220 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  br label %v79

v3266:                                       ; preds = %v3240
  %v3274 = getelementptr i8, ptr addrspace(3) %v1774, i32 -4340
  %v3275 = extractelement <16 x float> %v3235, i64 3
  %v3276 = load float, ptr addrspace(3) %v3274, align 4
  %v3277 = fmul contract float %v3248, %v3276
  %v3278 = fadd contract float %v3275, %v3277
  %v3279 = insertelement <16 x float> %v3265, float %v3278, i64 3
  br label %v3267

v3267:                                       ; preds = %v3266, %v3240
  %v3280 = phi <16 x float> [ %v3279, %v3266 ], [ %v3265, %v3240 ]
  %v3281 = extractelement <16 x float> %v3280, i64 4
  %v3282 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8068
  %v3283 = load float, ptr addrspace(3) %v3282, align 4
  %v3284 = fmul contract float %v3252, %v3283
  %v3285 = fadd contract float %v3281, %v3284
  %v3286 = insertelement <16 x float> %v3280, float %v3285, i64 4
  %v3287 = extractelement <16 x float> %v3280, i64 5
  %v3288 = fmul contract float %v3256, %v3283
  %v3289 = fadd contract float %v3287, %v3288
  %v3290 = insertelement <16 x float> %v3286, float %v3289, i64 5
  %v3291 = extractelement <16 x float> %v3280, i64 6
  %v3292 = fmul contract float %v3262, %v3283
  %v3293 = fadd contract float %v3291, %v3292
  %v3294 = insertelement <16 x float> %v3290, float %v3293, i64 6
  br i1 %v18, label %v3295, label %v3296

v3295:                                       ; preds = %v3267
  %v3297 = getelementptr i8, ptr addrspace(3) %v1774, i32 -4340
  %v3298 = extractelement <16 x float> %v3280, i64 7
  %v3299 = load float, ptr addrspace(3) %v3297, align 4
  %v3300 = fmul contract float %v3283, %v3299
  %v3301 = fadd contract float %v3298, %v3300
  %v3302 = insertelement <16 x float> %v3294, float %v3301, i64 7
  br label %v3296

v3296:                                       ; preds = %v3295, %v3267
  %v3303 = phi <16 x float> [ %v3302, %v3295 ], [ %v3294, %v3267 ]
  %v3304 = extractelement <16 x float> %v3303, i64 8
  %v3305 = getelementptr i8, ptr addrspace(3) %v1769, i32 -8004
  %v3306 = load float, ptr addrspace(3) %v3305, align 4
  %v3307 = fmul contract float %v3252, %v3306
  %v3308 = fadd contract float %v3304, %v3307
  %v3309 = insertelement <16 x float> %v3303, float %v3308, i64 8
  %v3310 = extractelement <16 x float> %v3303, i64 9
  %v3311 = fmul contract float %v3256, %v3306
  %v3312 = fadd contract float %v3310, %v3311
  %v3313 = insertelement <16 x float> %v3309, float %v3312, i64 9
  %v3314 = extractelement <16 x float> %v3303, i64 10
  %v3315 = fmul contract float %v3262, %v3306
  %v3316 = fadd contract float %v3314, %v3315
  %v3317 = insertelement <16 x float> %v3313, float %v3316, i64 10
  br i1 %v18, label %v3318, label %v3270

v3318:                                       ; preds = %v3296
  %v3319 = getelementptr i8, ptr addrspace(3) %v1774, i32 -4340
  %v3320 = extractelement <16 x float> %v3303, i64 11
  %v3321 = load float, ptr addrspace(3) %v3319, align 4
  %v3322 = fmul contract float %v3306, %v3321
  %v3323 = fadd contract float %v3320, %v3322
  %v3324 = insertelement <16 x float> %v3317, float %v3323, i64 11
  br label %v3270

v3270:                                       ; preds = %v3318, %v3296
  %v3273 = phi <16 x float> [ %v3324, %v3318 ], [ %v3317, %v3296 ]
  br i1 %v23, label %v3268, label %v144

v3268:                                       ; preds = %v3270
  %v3325 = getelementptr i8, ptr addrspace(3) %v1769, i32 -7940
  %v3326 = load float, ptr addrspace(3) %v3325, align 4
  %v3327 = insertelement <2 x float> poison, float %v3326, i64 0
  %v3328 = shufflevector <2 x float> %v3327, <2 x float> poison, <2 x i32> zeroinitializer
  %v3329 = fmul contract <2 x float> %v3251, %v3328
  %v3330 = shufflevector <16 x float> %v3273, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %v3331 = fadd contract <2 x float> %v3330, %v3329
  %v3332 = shufflevector <2 x float> %v3331, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v3333 = shufflevector <16 x float> %v3273, <16 x float> %v3332, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 15>
  %v3334 = extractelement <16 x float> %v3273, i64 14
  %v3335 = fmul contract float %v3262, %v3326
  %v3336 = fadd contract float %v3334, %v3335
  %v3271 = insertelement <16 x float> %v3333, float %v3336, i64 14
  br i1 %v18, label %v3269, label %v144

v3269:                                       ; preds = %v3268
  %v3337 = getelementptr i8, ptr addrspace(3) %v1774, i32 -4340
  %v3338 = extractelement <16 x float> %v3273, i64 15
  %v3339 = load float, ptr addrspace(3) %v3337, align 4
  %v3340 = fmul contract float %v3326, %v3339
  %v3341 = fadd contract float %v3338, %v3340
  %v3272 = insertelement <16 x float> %v3271, float %v3341, i64 15
  br label %v144

v99:                                       ; preds = %v87
  %v3342 = or disjoint i64 %v93, 3
  %v3343 = getelementptr inbounds float, ptr addrspace(1) %v88, i64 %v3342
  %v3344 = extractelement <16 x float> %v81, i64 3
  store float %v3344, ptr addrspace(1) %v3343, align 4
  %v3345 = extractelement <16 x float> %v81, i64 6
  %v3346 = getelementptr inbounds i8, ptr addrspace(1) %v94, i64 1032
  %v3347 = extractelement <16 x float> %v81, i64 7
  store float %v3347, ptr addrspace(1) %v3346, align 8
  %v3348 = shufflevector <16 x float> %v81, <16 x float> poison, <2 x i32> <i32 4, i32 5>
  br label %v3349

v100:                              ; preds = %v87
  %v3350 = extractelement <16 x float> %v81, i64 6
  %v3351 = shufflevector <16 x float> %v81, <16 x float> poison, <2 x i32> <i32 4, i32 5>
  br label %v3349

v3349:                                       ; preds = %v100, %v99
  %v3352 = phi float [ %v3345, %v99 ], [ %v3350, %v100 ]
  %v3353 = phi <2 x float> [ %v3348, %v99 ], [ %v3351, %v100 ]
  %v3354 = getelementptr inbounds i8, ptr addrspace(1) %v94, i64 1020
  store <2 x float> %v3353, ptr addrspace(1) %v3354, align 4
  %v3355 = getelementptr inbounds i8, ptr addrspace(1) %v94, i64 1028
  store float %v3352, ptr addrspace(1) %v3355, align 4
  %v3356 = getelementptr inbounds i8, ptr addrspace(1) %v94, i64 2040
  %v3357 = shufflevector <16 x float> %v81, <16 x float> poison, <2 x i32> <i32 8, i32 9>
  store <2 x float> %v3357, ptr addrspace(1) %v3356, align 8
  %v3358 = extractelement <16 x float> %v81, i64 10
  %v3359 = getelementptr inbounds i8, ptr addrspace(1) %v94, i64 2048
  store float %v3358, ptr addrspace(1) %v3359, align 16
  br i1 %v18, label %v3360, label %v3361

v3360:                                       ; preds = %v3349
  %v3362 = getelementptr inbounds i8, ptr addrspace(1) %v94, i64 2052
  %v3363 = extractelement <16 x float> %v81, i64 11
  store float %v3363, ptr addrspace(1) %v3362, align 4
  br label %v3361

v3361:                                       ; preds = %v3360, %v3349
  br i1 %v23, label %v3364, label %v3365

v3364:                                       ; preds = %v3361
  %v3366 = getelementptr inbounds i8, ptr addrspace(1) %v94, i64 3060
  %v3367 = shufflevector <16 x float> %v81, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  store <2 x float> %v3367, ptr addrspace(1) %v3366, align 4
  %v3368 = extractelement <16 x float> %v81, i64 14
  %v3369 = getelementptr inbounds i8, ptr addrspace(1) %v94, i64 3068
  store float %v3368, ptr addrspace(1) %v3369, align 4
  br i1 %v18, label %v3370, label %v3365

v3365:                                       ; preds = %v3364, %v3370, %v3361
  ret void

v3370:                                       ; preds = %v3364
  %v3371 = getelementptr inbounds i8, ptr addrspace(1) %v94, i64 3072
  %v3372 = extractelement <16 x float> %v81, i64 15
  store float %v3372, ptr addrspace(1) %v3371, align 16
  br label %v3365
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x float> @llvm.masked.load.v4f32.p0(ptr nocapture, i32 immarg, <4 x i1>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr nocapture, i32 immarg, <4 x i1>) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

attributes #0 = { nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }
