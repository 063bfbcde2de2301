; softmax:M=3,N=50,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_softmax_f32_m3_n50'
source_filename = "ktune_softmax_f32_m3_n50"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_softmax_f32_m3_n50(ptr noalias %v0, ptr noalias %v1) local_unnamed_addr #0 {
v2:
  %v3 = alloca [2 x i64], align 64
  store ptr %v0, ptr %v3, align 64
  %v4 = getelementptr inbounds i8, ptr %v3, i64 8
  store ptr %v1, ptr %v4, align 8
  call void @ktune_parallel_for(i64 3, ptr nonnull @ktune_softmax_f32_m3_n50.parallel0, ptr nonnull %v3) #5
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_softmax_f32_m3_n50.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = alloca [50 x float], align 64
  %v5 = load ptr, ptr %v0, align 8
  %v6 = getelementptr inbounds i8, ptr %v0, i64 8
  %v7 = load ptr, ptr %v6, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %v4)
  %v8 = icmp slt i64 %v1, %v2
  br i1 %v8, label %v9, label %v10

v9:                               ; preds = %v3
  %v11 = getelementptr inbounds i8, ptr %v4, i64 128
  %v12 = getelementptr i8, ptr %v7, i64 128
  br label %v13

v13:                                         ; preds = %v9, %v13
  %v14 = phi i64 [ %v15, %v13 ], [ %v1, %v9 ]
  %v16 = mul nsw i64 %v14, 50
  %v17 = getelementptr inbounds float, ptr %v5, i64 %v16
  %v18 = load <50 x float>, ptr %v17, align 4, !alias.scope !0, !noalias !3
  %v19 = extractelement <50 x float> %v18, i64 0
  %v20 = extractelement <50 x float> %v18, i64 1
  %v21 = fcmp contract ogt float %v19, %v20
  %v22 = select contract i1 %v21, float %v19, float %v20
  %v23 = extractelement <50 x float> %v18, i64 2
  %v24 = fcmp contract ogt float %v22, %v23
  %v25 = select contract i1 %v24, float %v22, float %v23
  %v26 = extractelement <50 x float> %v18, i64 3
  %v27 = fcmp contract ogt float %v25, %v26
  %v28 = select contract i1 %v27, float %v25, float %v26
  %v29 = extractelement <50 x float> %v18, i64 4
  %v30 = fcmp contract ogt float %v28, %v29
  %v31 = select contract i1 %v30, float %v28, float %v29
  %v32 = extractelement <50 x float> %v18, i64 5
  %v33 = fcmp contract ogt float %v31, %v32
  %v34 = select contract i1 %v33, float %v31, float %v32
  %v35 = extractelement <50 x float> %v18, i64 6
  %v36 = fcmp contract ogt float %v34, %v35
  %v37 = select contract i1 %v36, float %v34, float %v35
  %v38 = extractelement <50 x float> %v18, i64 7
  %v39 = fcmp contract ogt float %v37, %v38
  %v40 = select contract i1 %v39, float %v37, float %v38
  %v41 = extractelement <50 x float> %v18, i64 8
  %v42 = fcmp contract ogt float %v40, %v41
  %v43 = select contract i1 %v42, float %v40, float %v41
  %v44 = extractelement <50 x float> %v18, i64 9
  %v45 = fcmp contract ogt float %v43, %v44
  %v46 = select contract i1 %v45, float %v43, float %v44
  %v47 = extractelement <50 x float> %v18, i64 10
  %v48 = fcmp contract ogt float %v46, %v47
  %v49 = select contract i1 %v48, float %v46, float %v47
  %v50 = extractelement <50 x float> %v18, i64 11
  %v51 = fcmp contract ogt float %v49, %v50
  %v52 = select contract i1 %v51, float %v49, float %v50
  %v53 = extractelement <50 x float> %v18, i64 12
  %v54 = fcmp contract ogt float %v52, %v53
  %v55 = select contract i1 %v54, float %v52, float %v53
  %v56 = extractelement <50 x float> %v18, i64 13
  %v57 = fcmp contract ogt float %v55, %v56
  %v58 = select contract i1 %v57, float %v55, float %v56
  %v59 = extractelement <50 x float> %v18, i64 14
  %v60 = fcmp contract ogt float %v58, %v59
  %v61 = select contract i1 %v60, float %v58, float %v59
  %v62 = extractelement <50 x float> %v18, i64 15
  %v63 = fcmp contract ogt float %v61, %v62
  %v64 = select contract i1 %v63, float %v61, float %v62
  %v65 = extractelement <50 x float> %v18, i64 16
  %v66 = fcmp contract ogt float %v64, %v65
  %v67 = select contract i1 %v66, float %v64, float %v65
  %v68 = extractelement <50 x float> %v18, i64 17
  %v69 = fcmp contract ogt float %v67, %v68
  %v70 = select contract i1 %v69, float %v67, float %v68
  %v71 = extractelement <50 x float> %v18, i64 18
  %v72 = fcmp contract ogt float %v70, %v71
  %v73 = select contract i1 %v72, float %v70, float %v71
  %v74 = extractelement <50 x float> %v18, i64 19
  %v75 = fcmp contract ogt float %v73, %v74
  %v76 = select contract i1 %v75, float %v73, float %v74
  %v77 = extractelement <50 x float> %v18, i64 20
  %v78 = fcmp contract ogt float %v76, %v77
  %v79 = select contract i1 %v78, float %v76, float %v77
  %v80 = extractelement <50 x float> %v18, i64 21
  %v81 = fcmp contract ogt float %v79, %v80
  %v82 = select contract i1 %v81, float %v79, float %v80
  %v83 = extractelement <50 x float> %v18, i64 22
  %v84 = fcmp contract ogt float %v82, %v83
  %v85 = select contract i1 %v84, float %v82, float %v83
  %v86 = extractelement <50 x float> %v18, i64 23
  %v87 = fcmp contract ogt float %v85, %v86
  %v88 = select contract i1 %v87, float %v85, float %v86
  %v89 = extractelement <50 x float> %v18, i64 24
  %v90 = fcmp contract ogt float %v88, %v89
  %v91 = select contract i1 %v90, float %v88, float %v89
  %v92 = extractelement <50 x float> %v18, i64 25
  %v93 = fcmp contract ogt float %v91, %v92
  %v94 = select contract i1 %v93, float %v91, float %v92
  %v95 = extractelement <50 x float> %v18, i64 26
  %v96 = fcmp contract ogt float %v94, %v95
  %v97 = select contract i1 %v96, float %v94, float %v95
  %v98 = extractelement <50 x float> %v18, i64 27
  %v99 = fcmp contract ogt float %v97, %v98
  %v100 = select contract i1 %v99, float %v97, float %v98
  %v101 = extractelement <50 x float> %v18, i64 28
  %v102 = fcmp contract ogt float %v100, %v101
  %v103 = select contract i1 %v102, float %v100, float %v101
  %v104 = extractelement <50 x float> %v18, i64 29
  %v105 = fcmp contract ogt float %v103, %v104
  %v106 = select contract i1 %v105, float %v103, float %v104
  %v107 = extractelement <50 x float> %v18, i64 30
  %v108 = fcmp contract ogt float %v106, %v107
  %v109 = select contract i1 %v108, float %v106, float %v107
  %v110 = extractelement <50 x float> %v18, i64 31
  %v111 = fcmp contract ogt float %v109, %v110
  %v112 = select contract i1 %v111, float %v109, float %v110
  %v113 = extractelement <50 x float> %v18, i64 32
  %v114 = fcmp contract ogt float %v112, %v113
  %v115 = select contract i1 %v114, float %v112, float %v113
  %v116 = extractelement <50 x float> %v18, i64 33
  %v117 = fcmp contract ogt float %v115, %v116
  %v118 = select contract i1 %v117, float %v115, float %v116
  %v119 = extractelement <50 x float> %v18, i64 34
  %v120 = fcmp contract ogt float %v118, %v119
  %v121 = select contract i1 %v120, float %v118, float %v119
  %v122 = extractelement <50 x float> %v18, i64 35
  %v123 = fcmp contract ogt float %v121, %v122
  %v124 = select contract i1 %v123, float %v121, float %v122
  %v125 = extractelement <50 x float> %v18, i64 36
  %v126 = fcmp contract ogt float %v124, %v125
  %v127 = select contract i1 %v126, float %v124, float %v125
  %v128 = extractelement <50 x float> %v18, i64 37
  %v129 = fcmp contract ogt float %v127, %v128
  %v130 = select contract i1 %v129, float %v127, float %v128
  %v131 = extractelement <50 x float> %v18, i64 38
  %v132 = fcmp contract ogt float %v130, %v131
  %v133 = select contract i1 %v132, float %v130, float %v131
  %v134 = extractelement <50 x float> %v18, i64 39
  %v135 = fcmp contract ogt float %v133, %v134
  %v136 = select contract i1 %v135, float %v133, float %v134
  %v137 = extractelement <50 x float> %v18, i64 40
  %v138 = fcmp contract ogt float %v136, %v137
  %v139 = select contract i1 %v138, float %v136, float %v137
  %v140 = extractelement <50 x float> %v18, i64 41
  %v141 = fcmp contract ogt float %v139, %v140
  %v142 = select contract i1 %v141, float %v139, float %v140
  %v143 = extractelement <50 x float> %v18, i64 42
  %v144 = fcmp contract ogt float %v142, %v143
  %v145 = select contract i1 %v144, float %v142, float %v143
  %v146 = extractelement <50 x float> %v18, i64 43
  %v147 = fcmp contract ogt float %v145, %v146
  %v148 = select contract i1 %v147, float %v145, float %v146
  %v149 = extractelement <50 x float> %v18, i64 44
  %v150 = fcmp contract ogt float %v148, %v149
  %v151 = select contract i1 %v150, float %v148, float %v149
  %v152 = extractelement <50 x float> %v18, i64 45
  %v153 = fcmp contract ogt float %v151, %v152
  %v154 = select contract i1 %v153, float %v151, float %v152
  %v155 = extractelement <50 x float> %v18, i64 46
  %v156 = fcmp contract ogt float %v154, %v155
  %v157 = select contract i1 %v156, float %v154, float %v155
  %v158 = extractelement <50 x float> %v18, i64 47
  %v159 = fcmp contract ogt float %v157, %v158
  %v160 = select contract i1 %v159, float %v157, float %v158
  %v161 = extractelement <50 x float> %v18, i64 48
  %v162 = fcmp contract ogt float %v160, %v161
  %v163 = select contract i1 %v162, float %v160, float %v161
  %v164 = extractelement <50 x float> %v18, i64 49
  %v165 = fcmp contract ogt float %v163, %v164
  %v166 = select contract i1 %v165, float %v163, float %v164
  %v167 = load <32 x float>, ptr %v17, align 4, !alias.scope !0, !noalias !3
  %v168 = insertelement <32 x float> poison, float %v166, i64 0
  %v169 = shufflevector <32 x float> %v168, <32 x float> poison, <32 x i32> zeroinitializer
  %v170 = fsub contract <32 x float> %v167, %v169
  %v171 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v170, <32 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <32 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %v172 = fadd <32 x float> %v171, <float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000>
  %v173 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v172, <32 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <32 x float> %v170)
  %v174 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v172, <32 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <32 x float> %v173)
  %v175 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v174, <32 x float> <float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000>, <32 x float> <float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000>)
  %v176 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v175, <32 x float> %v174, <32 x float> <float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000>)
  %v177 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v176, <32 x float> %v174, <32 x float> <float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000>)
  %v178 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v177, <32 x float> %v174, <32 x float> <float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000>)
  %v179 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v178, <32 x float> %v174, <32 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %v180 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v179, <32 x float> %v174, <32 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %v181 = bitcast <32 x float> %v171 to <32 x i32>
  %v182 = shl <32 x i32> %v181, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %v183 = bitcast <32 x float> %v180 to <32 x i32>
  %v184 = add <32 x i32> %v182, %v183
  %v185 = bitcast <32 x i32> %v184 to <32 x float>
  %v186 = fcmp olt <32 x float> %v170, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %v187 = select <32 x i1> %v186, <32 x float> zeroinitializer, <32 x float> %v185
  %v188 = fadd <32 x float> %v170, <float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000>
  %v189 = fcmp olt <32 x float> %v170, <float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000>
  %v190 = select <32 x i1> %v189, <32 x float> %v187, <32 x float> %v188
  store <32 x float> %v190, ptr %v4, align 64, !noalias !5
  %v191 = getelementptr i8, ptr %v17, i64 128
  %v192 = tail call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr %v191, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>), !alias.scope !0, !noalias !3
  %v193 = fsub contract <32 x float> %v192, %v169
  %v194 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v193, <32 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <32 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %v195 = fadd <32 x float> %v194, <float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000>
  %v196 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v195, <32 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <32 x float> %v193)
  %v197 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v195, <32 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <32 x float> %v196)
  %v198 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v197, <32 x float> <float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000>, <32 x float> <float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000>)
  %v199 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v198, <32 x float> %v197, <32 x float> <float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000>)
  %v200 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v199, <32 x float> %v197, <32 x float> <float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000>)
  %v201 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v200, <32 x float> %v197, <32 x float> <float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000>)
  %v202 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v201, <32 x float> %v197, <32 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %v203 = tail call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v202, <32 x float> %v197, <32 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %v204 = bitcast <32 x float> %v194 to <32 x i32>
  %v205 = shl <32 x i32> %v204, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %v206 = bitcast <32 x float> %v203 to <32 x i32>
  %v207 = add <32 x i32> %v205, %v206
  %v208 = bitcast <32 x i32> %v207 to <32 x float>
  %v209 = fcmp olt <32 x float> %v193, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %v210 = select <32 x i1> %v209, <32 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, <32 x float> %v208
  %v211 = fadd <32 x float> %v193, <float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>
  %v212 = fcmp olt <32 x float> %v193, <float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000>
  %v213 = select <32 x i1> %v212, <32 x float> %v210, <32 x float> %v211
  call void @llvm.masked.store.v32f32.p0(<32 x float> %v213, ptr nonnull %v11, i32 64, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !noalias !5
  %v214 = load <50 x float>, ptr %v4, align 64, !noalias !5
  %v215 = fadd contract <50 x float> %v214, zeroinitializer
  %v216 = extractelement <50 x float> %v215, i64 0
  %v217 = extractelement <50 x float> %v215, i64 1
  %v218 = fadd contract float %v216, %v217
  %v219 = extractelement <50 x float> %v215, i64 2
  %v220 = fadd contract float %v219, %v218
  %v221 = extractelement <50 x float> %v215, i64 3
  %v222 = fadd contract float %v221, %v220
  %v223 = extractelement <50 x float> %v215, i64 4
  %v224 = fadd contract float %v223, %v222
  %v225 = extractelement <50 x float> %v215, i64 5
  %v226 = fadd contract float %v225, %v224
  %v227 = extractelement <50 x float> %v215, i64 6
  %v228 = fadd contract float %v227, %v226
  %v229 = extractelement <50 x float> %v215, i64 7
  %v230 = fadd contract float %v229, %v228
  %v231 = extractelement <50 x float> %v215, i64 8
  %v232 = fadd contract float %v231, %v230
  %v233 = extractelement <50 x float> %v215, i64 9
  %v234 = fadd contract float %v233, %v232
  %v235 = extractelement <50 x float> %v215, i64 10
  %v236 = fadd contract float %v235, %v234
  %v237 = extractelement <50 x float> %v215, i64 11
  %v238 = fadd contract float %v237, %v236
  %v239 = extractelement <50 x float> %v215, i64 12
  %v240 = fadd contract float %v239, %v238
  %v241 = extractelement <50 x float> %v215, i64 13
  %v242 = fadd contract float %v241, %v240
  %v243 = extractelement <50 x float> %v215, i64 14
  %v244 = fadd contract float %v243, %v242
  %v245 = extractelement <50 x float> %v215, i64 15
  %v246 = fadd contract float %v245, %v244
  %v247 = extractelement <50 x float> %v215, i64 16
  %v248 = fadd contract float %v247, %v246
  %v249 = extractelement <50 x float> %v215, i64 17
  %v250 = fadd contract float %v249, %v248
  %v251 = extractelement <50 x float> %v215, i64 18
  %v252 = fadd contract float %v251, %v250
  %v253 = extractelement <50 x float> %v215, i64 19
  %v254 = fadd contract float %v253, %v252
  %v255 = extractelement <50 x float> %v215, i64 20
  %v256 = fadd contract float %v255, %v254
  %v257 = extractelement <50 x float> %v215, i64 21
  %v258 = fadd contract float %v257, %v256
  %v259 = extractelement <50 x float> %v215, i64 22
  %v260 = fadd contract float %v259, %v258
  %v261 = extractelement <50 x float> %v215, i64 23
  %v262 = fadd contract float %v261, %v260
  %v263 = extractelement <50 x float> %v215, i64 24
  %v264 = fadd contract float %v263, %v262
  %v265 = extractelement <50 x float> %v215, i64 25
  %v266 = fadd contract float %v265, %v264
  %v267 = extractelement <50 x float> %v215, i64 26
  %v268 = fadd contract float %v267, %v266
  %v269 = extractelement <50 x float> %v215, i64 27
  %v270 = fadd contract float %v269, %v268
  %v271 = extractelement <50 x float> %v215, i64 28
  %v272 = fadd contract float %v271, %v270
  %v273 = extractelement <50 x float> %v215, i64 29
  %v274 = fadd contract float %v273, %v272
  %v275 = extractelement <50 x float> %v215, i64 30
  %v276 = fadd contract float %v275, %v274
  %v277 = extractelement <50 x float> %v215, i64 31
  %v278 = fadd contract float %v277, %v276
  %v279 = extractelement <50 x float> %v215, i64 32
  %v280 = fadd contract float %v279, %v278
  %v281 = extractelement <50 x float> %v215, i64 33
  %v282 = fadd contract float %v281, %v280
  %v283 = extractelement <50 x float> %v215, i64 34
  %v284 = fadd contract float %v283, %v282
  %v285 = extractelement <50 x float> %v215, i64 35
  %v286 = fadd contract float %v285, %v284
  %v287 = extractelement <50 x float> %v215, i64 36
  %v288 = fadd contract float %v287, %v286
  %v289 = extractelement <50 x float> %v215, i64 37
  %v290 = fadd contract float %v289, %v288
  %v291 = extractelement <50 x float> %v215, i64 38
  %v292 = fadd contract float %v291, %v290
  %v293 = extractelement <50 x float> %v215, i64 39
  %v294 = fadd contract float %v293, %v292
  %v295 = extractelement <50 x float> %v215, i64 40
  %v296 = fadd contract float %v295, %v294
  %v297 = extractelement <50 x float> %v215, i64 41
  %v298 = fadd contract float %v297, %v296
  %v299 = extractelement <50 x float> %v215, i64 42
  %v300 = fadd contract float %v299, %v298
  %v301 = extractelement <50 x float> %v215, i64 43
  %v302 = fadd contract float %v301, %v300
  %v303 = extractelement <50 x float> %v215, i64 44
  %v304 = fadd contract float %v303, %v302
  %v305 = extractelement <50 x float> %v215, i64 45
  %v306 = fadd contract float %v305, %v304
  %v307 = extractelement <50 x float> %v215, i64 46
  %v308 = fadd contract float %v307, %v306
  %v309 = extractelement <50 x float> %v215, i64 47
  %v310 = fadd contract float %v309, %v308
  %v311 = extractelement <50 x float> %v215, i64 48
  %v312 = fadd contract float %v311, %v310
  %v313 = extractelement <50 x float> %v215, i64 49
  %v314 = fadd contract float %v313, %v312
  %v315 = load <32 x float>, ptr %v4, align 64, !noalias !5
  %v316 = fdiv contract float 1.000000e+00, %v314
  %v317 = insertelement <32 x float> poison, float %v316, i64 0
  %v318 = shufflevector <32 x float> %v317, <32 x float> poison, <32 x i32> zeroinitializer
  %v319 = fmul contract <32 x float> %v315, %v318
  %v320 = getelementptr inbounds float, ptr %v7, i64 %v16
  store <32 x float> %v319, ptr %v320, align 4, !alias.scope !3, !noalias !0
  %v321 = call contract <32 x float> @llvm.masked.load.v32f32.p0(ptr nonnull %v11, i32 64, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <32 x float> poison), !noalias !5
  %v322 = shufflevector <32 x float> %v317, <32 x float> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %v323 = fmul contract <32 x float> %v321, %v322
  %v324 = getelementptr float, ptr %v12, i64 %v16
  tail call void @llvm.masked.store.v32f32.p0(<32 x float> %v323, ptr %v324, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>), !alias.scope !3, !noalias !0
  %v15 = add nuw nsw i64 %v14, 1
  %v325 = icmp eq i64 %v15, %v2
  br i1 %v325, label %v10, label %v13

v10:     ; preds = %v13, %v3
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %v4)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x float> @llvm.fmuladd.v32f32(<32 x float>, <32 x float>, <32 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <32 x float> @llvm.masked.load.v32f32.p0(ptr nocapture, i32 immarg, <32 x i1>, <32 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v32f32.p0(<32 x float>, ptr nocapture, i32 immarg, <32 x i1>) #4

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_softmax_f32_m3_n50_packed(ptr nocapture readonly %v0) local_unnamed_addr #5 {
v1:
  %v2 = alloca [2 x i64], align 64
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %v2)
  %v3 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v3, ptr %v2, align 64, !noalias !6
  call void @ktune_parallel_for(i64 3, ptr nonnull @ktune_softmax_f32_m3_n50.parallel0, ptr nonnull %v2) #5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #7

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_softmax_f32_m3_n50.parallel0.task: %X"}
!2 = distinct !{!2, !"ktune_softmax_f32_m3_n50.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_softmax_f32_m3_n50.parallel0.task: %Y"}
!5 = !{!1, !4}
!6 = !{!7, !9}
!7 = distinct !{!7, !8, !"ktune_softmax_f32_m3_n50: %X"}
!8 = distinct !{!8, !"ktune_softmax_f32_m3_n50"}
!9 = distinct !{!9, !8, !"ktune_softmax_f32_m3_n50: %Y"}
