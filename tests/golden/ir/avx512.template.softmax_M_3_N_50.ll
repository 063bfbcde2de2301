; softmax:M=3,N=50,dtype=f32 on llvm -mcpu=x86-64-v4, schedule template
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
  call void @ktune_parallel_for(i64 3, ptr nonnull @ktune_softmax_f32_m3_n50.parallel0, ptr nonnull %v3) #3
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_softmax_f32_m3_n50.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  %v7 = icmp slt i64 %v1, %v2
  br i1 %v7, label %v8, label %v9

v8:                                         ; preds = %v3, %v8
  %v10 = phi i64 [ %v11, %v8 ], [ %v1, %v3 ]
  %v12 = mul nsw i64 %v10, 50
  %v13 = getelementptr inbounds float, ptr %v4, i64 %v12
  %v14 = load <50 x float>, ptr %v13, align 4, !alias.scope !0, !noalias !3
  %v15 = extractelement <50 x float> %v14, i64 0
  %v16 = extractelement <50 x float> %v14, i64 1
  %v17 = fcmp contract ogt float %v15, %v16
  %v18 = select contract i1 %v17, float %v15, float %v16
  %v19 = extractelement <50 x float> %v14, i64 2
  %v20 = fcmp contract ogt float %v18, %v19
  %v21 = select contract i1 %v20, float %v18, float %v19
  %v22 = extractelement <50 x float> %v14, i64 3
  %v23 = fcmp contract ogt float %v21, %v22
  %v24 = select contract i1 %v23, float %v21, float %v22
  %v25 = extractelement <50 x float> %v14, i64 4
  %v26 = fcmp contract ogt float %v24, %v25
  %v27 = select contract i1 %v26, float %v24, float %v25
  %v28 = extractelement <50 x float> %v14, i64 5
  %v29 = fcmp contract ogt float %v27, %v28
  %v30 = select contract i1 %v29, float %v27, float %v28
  %v31 = extractelement <50 x float> %v14, i64 6
  %v32 = fcmp contract ogt float %v30, %v31
  %v33 = select contract i1 %v32, float %v30, float %v31
  %v34 = extractelement <50 x float> %v14, i64 7
  %v35 = fcmp contract ogt float %v33, %v34
  %v36 = select contract i1 %v35, float %v33, float %v34
  %v37 = extractelement <50 x float> %v14, i64 8
  %v38 = fcmp contract ogt float %v36, %v37
  %v39 = select contract i1 %v38, float %v36, float %v37
  %v40 = extractelement <50 x float> %v14, i64 9
  %v41 = fcmp contract ogt float %v39, %v40
  %v42 = select contract i1 %v41, float %v39, float %v40
  %v43 = extractelement <50 x float> %v14, i64 10
  %v44 = fcmp contract ogt float %v42, %v43
  %v45 = select contract i1 %v44, float %v42, float %v43
  %v46 = extractelement <50 x float> %v14, i64 11
  %v47 = fcmp contract ogt float %v45, %v46
  %v48 = select contract i1 %v47, float %v45, float %v46
  %v49 = extractelement <50 x float> %v14, i64 12
  %v50 = fcmp contract ogt float %v48, %v49
  %v51 = select contract i1 %v50, float %v48, float %v49
  %v52 = extractelement <50 x float> %v14, i64 13
  %v53 = fcmp contract ogt float %v51, %v52
  %v54 = select contract i1 %v53, float %v51, float %v52
  %v55 = extractelement <50 x float> %v14, i64 14
  %v56 = fcmp contract ogt float %v54, %v55
  %v57 = select contract i1 %v56, float %v54, float %v55
  %v58 = extractelement <50 x float> %v14, i64 15
  %v59 = fcmp contract ogt float %v57, %v58
  %v60 = select contract i1 %v59, float %v57, float %v58
  %v61 = extractelement <50 x float> %v14, i64 16
  %v62 = fcmp contract ogt float %v60, %v61
  %v63 = select contract i1 %v62, float %v60, float %v61
  %v64 = extractelement <50 x float> %v14, i64 17
  %v65 = fcmp contract ogt float %v63, %v64
  %v66 = select contract i1 %v65, float %v63, float %v64
  %v67 = extractelement <50 x float> %v14, i64 18
  %v68 = fcmp contract ogt float %v66, %v67
  %v69 = select contract i1 %v68, float %v66, float %v67
  %v70 = extractelement <50 x float> %v14, i64 19
  %v71 = fcmp contract ogt float %v69, %v70
  %v72 = select contract i1 %v71, float %v69, float %v70
  %v73 = extractelement <50 x float> %v14, i64 20
  %v74 = fcmp contract ogt float %v72, %v73
  %v75 = select contract i1 %v74, float %v72, float %v73
  %v76 = extractelement <50 x float> %v14, i64 21
  %v77 = fcmp contract ogt float %v75, %v76
  %v78 = select contract i1 %v77, float %v75, float %v76
  %v79 = extractelement <50 x float> %v14, i64 22
  %v80 = fcmp contract ogt float %v78, %v79
  %v81 = select contract i1 %v80, float %v78, float %v79
  %v82 = extractelement <50 x float> %v14, i64 23
  %v83 = fcmp contract ogt float %v81, %v82
  %v84 = select contract i1 %v83, float %v81, float %v82
  %v85 = extractelement <50 x float> %v14, i64 24
  %v86 = fcmp contract ogt float %v84, %v85
  %v87 = select contract i1 %v86, float %v84, float %v85
  %v88 = extractelement <50 x float> %v14, i64 25
  %v89 = fcmp contract ogt float %v87, %v88
  %v90 = select contract i1 %v89, float %v87, float %v88
  %v91 = extractelement <50 x float> %v14, i64 26
  %v92 = fcmp contract ogt float %v90, %v91
  %v93 = select contract i1 %v92, float %v90, float %v91
  %v94 = extractelement <50 x float> %v14, i64 27
  %v95 = fcmp contract ogt float %v93, %v94
  %v96 = select contract i1 %v95, float %v93, float %v94
  %v97 = extractelement <50 x float> %v14, i64 28
  %v98 = fcmp contract ogt float %v96, %v97
  %v99 = select contract i1 %v98, float %v96, float %v97
  %v100 = extractelement <50 x float> %v14, i64 29
  %v101 = fcmp contract ogt float %v99, %v100
  %v102 = select contract i1 %v101, float %v99, float %v100
  %v103 = extractelement <50 x float> %v14, i64 30
  %v104 = fcmp contract ogt float %v102, %v103
  %v105 = select contract i1 %v104, float %v102, float %v103
  %v106 = extractelement <50 x float> %v14, i64 31
  %v107 = fcmp contract ogt float %v105, %v106
  %v108 = select contract i1 %v107, float %v105, float %v106
  %v109 = extractelement <50 x float> %v14, i64 32
  %v110 = fcmp contract ogt float %v108, %v109
  %v111 = select contract i1 %v110, float %v108, float %v109
  %v112 = extractelement <50 x float> %v14, i64 33
  %v113 = fcmp contract ogt float %v111, %v112
  %v114 = select contract i1 %v113, float %v111, float %v112
  %v115 = extractelement <50 x float> %v14, i64 34
  %v116 = fcmp contract ogt float %v114, %v115
  %v117 = select contract i1 %v116, float %v114, float %v115
  %v118 = extractelement <50 x float> %v14, i64 35
  %v119 = fcmp contract ogt float %v117, %v118
  %v120 = select contract i1 %v119, float %v117, float %v118
  %v121 = extractelement <50 x float> %v14, i64 36
  %v122 = fcmp contract ogt float %v120, %v121
  %v123 = select contract i1 %v122, float %v120, float %v121
  %v124 = extractelement <50 x float> %v14, i64 37
  %v125 = fcmp contract ogt float %v123, %v124
  %v126 = select contract i1 %v125, float %v123, float %v124
  %v127 = extractelement <50 x float> %v14, i64 38
  %v128 = fcmp contract ogt float %v126, %v127
  %v129 = select contract i1 %v128, float %v126, float %v127
  %v130 = extractelement <50 x float> %v14, i64 39
  %v131 = fcmp contract ogt float %v129, %v130
  %v132 = select contract i1 %v131, float %v129, float %v130
  %v133 = extractelement <50 x float> %v14, i64 40
  %v134 = fcmp contract ogt float %v132, %v133
  %v135 = select contract i1 %v134, float %v132, float %v133
  %v136 = extractelement <50 x float> %v14, i64 41
  %v137 = fcmp contract ogt float %v135, %v136
  %v138 = select contract i1 %v137, float %v135, float %v136
  %v139 = extractelement <50 x float> %v14, i64 42
  %v140 = fcmp contract ogt float %v138, %v139
  %v141 = select contract i1 %v140, float %v138, float %v139
  %v142 = extractelement <50 x float> %v14, i64 43
  %v143 = fcmp contract ogt float %v141, %v142
  %v144 = select contract i1 %v143, float %v141, float %v142
  %v145 = extractelement <50 x float> %v14, i64 44
  %v146 = fcmp contract ogt float %v144, %v145
  %v147 = select contract i1 %v146, float %v144, float %v145
  %v148 = extractelement <50 x float> %v14, i64 45
  %v149 = fcmp contract ogt float %v147, %v148
  %v150 = select contract i1 %v149, float %v147, float %v148
  %v151 = extractelement <50 x float> %v14, i64 46
  %v152 = fcmp contract ogt float %v150, %v151
  %v153 = select contract i1 %v152, float %v150, float %v151
  %v154 = extractelement <50 x float> %v14, i64 47
  %v155 = fcmp contract ogt float %v153, %v154
  %v156 = select contract i1 %v155, float %v153, float %v154
  %v157 = extractelement <50 x float> %v14, i64 48
  %v158 = fcmp contract ogt float %v156, %v157
  %v159 = select contract i1 %v158, float %v156, float %v157
  %v160 = extractelement <50 x float> %v14, i64 49
  %v161 = fcmp contract ogt float %v159, %v160
  %v162 = select contract i1 %v161, float %v159, float %v160
  %v163 = insertelement <50 x float> poison, float %v162, i64 0
  %v164 = shufflevector <50 x float> %v163, <50 x float> poison, <50 x i32> zeroinitializer
  %v165 = fsub contract <50 x float> %v14, %v164
  %v166 = tail call <50 x float> @llvm.fmuladd.v50f32(<50 x float> %v165, <50 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <50 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %v167 = fadd <50 x float> %v166, <float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000, float 0xC168000000000000>
  %v168 = tail call <50 x float> @llvm.fmuladd.v50f32(<50 x float> %v167, <50 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <50 x float> %v165)
  %v169 = tail call <50 x float> @llvm.fmuladd.v50f32(<50 x float> %v167, <50 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <50 x float> %v168)
  %v170 = fmul <50 x float> %v169, %v169
  %v171 = tail call <50 x float> @llvm.fmuladd.v50f32(<50 x float> %v169, <50 x float> <float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000, float 0x3FC55540A0000000>, <50 x float> <float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000, float 0x3FDFFFFFA0000000>)
  %v172 = tail call <50 x float> @llvm.fmuladd.v50f32(<50 x float> %v169, <50 x float> <float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000, float 0x3F8126D1E0000000>, <50 x float> <float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000, float 0x3FA55589A0000000>)
  %v173 = tail call <50 x float> @llvm.fmuladd.v50f32(<50 x float> %v170, <50 x float> <float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000, float 0x3F56AB96E0000000>, <50 x float> %v172)
  %v174 = tail call <50 x float> @llvm.fmuladd.v50f32(<50 x float> %v173, <50 x float> %v170, <50 x float> %v171)
  %v175 = tail call <50 x float> @llvm.fmuladd.v50f32(<50 x float> %v174, <50 x float> %v170, <50 x float> %v169)
  %v176 = fadd <50 x float> %v175, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v177 = bitcast <50 x float> %v166 to <50 x i32>
  %v178 = shl <50 x i32> %v177, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %v179 = bitcast <50 x float> %v176 to <50 x i32>
  %v180 = add <50 x i32> %v178, %v179
  %v181 = bitcast <50 x i32> %v180 to <50 x float>
  %v182 = fcmp olt <50 x float> %v165, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %v183 = select <50 x i1> %v182, <50 x float> zeroinitializer, <50 x float> %v181
  %v184 = fadd <50 x float> %v165, <float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000>
  %v185 = fcmp olt <50 x float> %v165, <float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000>
  %v186 = select <50 x i1> %v185, <50 x float> %v183, <50 x float> %v184
  %v187 = fadd contract <50 x float> %v186, zeroinitializer
  %v188 = extractelement <50 x float> %v187, i64 0
  %v189 = extractelement <50 x float> %v187, i64 1
  %v190 = fadd contract float %v188, %v189
  %v191 = extractelement <50 x float> %v187, i64 2
  %v192 = fadd contract float %v191, %v190
  %v193 = extractelement <50 x float> %v187, i64 3
  %v194 = fadd contract float %v193, %v192
  %v195 = extractelement <50 x float> %v187, i64 4
  %v196 = fadd contract float %v195, %v194
  %v197 = extractelement <50 x float> %v187, i64 5
  %v198 = fadd contract float %v197, %v196
  %v199 = extractelement <50 x float> %v187, i64 6
  %v200 = fadd contract float %v199, %v198
  %v201 = extractelement <50 x float> %v187, i64 7
  %v202 = fadd contract float %v201, %v200
  %v203 = extractelement <50 x float> %v187, i64 8
  %v204 = fadd contract float %v203, %v202
  %v205 = extractelement <50 x float> %v187, i64 9
  %v206 = fadd contract float %v205, %v204
  %v207 = extractelement <50 x float> %v187, i64 10
  %v208 = fadd contract float %v207, %v206
  %v209 = extractelement <50 x float> %v187, i64 11
  %v210 = fadd contract float %v209, %v208
  %v211 = extractelement <50 x float> %v187, i64 12
  %v212 = fadd contract float %v211, %v210
  %v213 = extractelement <50 x float> %v187, i64 13
  %v214 = fadd contract float %v213, %v212
  %v215 = extractelement <50 x float> %v187, i64 14
  %v216 = fadd contract float %v215, %v214
  %v217 = extractelement <50 x float> %v187, i64 15
  %v218 = fadd contract float %v217, %v216
  %v219 = extractelement <50 x float> %v187, i64 16
  %v220 = fadd contract float %v219, %v218
  %v221 = extractelement <50 x float> %v187, i64 17
  %v222 = fadd contract float %v221, %v220
  %v223 = extractelement <50 x float> %v187, i64 18
  %v224 = fadd contract float %v223, %v222
  %v225 = extractelement <50 x float> %v187, i64 19
  %v226 = fadd contract float %v225, %v224
  %v227 = extractelement <50 x float> %v187, i64 20
  %v228 = fadd contract float %v227, %v226
  %v229 = extractelement <50 x float> %v187, i64 21
  %v230 = fadd contract float %v229, %v228
  %v231 = extractelement <50 x float> %v187, i64 22
  %v232 = fadd contract float %v231, %v230
  %v233 = extractelement <50 x float> %v187, i64 23
  %v234 = fadd contract float %v233, %v232
  %v235 = extractelement <50 x float> %v187, i64 24
  %v236 = fadd contract float %v235, %v234
  %v237 = extractelement <50 x float> %v187, i64 25
  %v238 = fadd contract float %v237, %v236
  %v239 = extractelement <50 x float> %v187, i64 26
  %v240 = fadd contract float %v239, %v238
  %v241 = extractelement <50 x float> %v187, i64 27
  %v242 = fadd contract float %v241, %v240
  %v243 = extractelement <50 x float> %v187, i64 28
  %v244 = fadd contract float %v243, %v242
  %v245 = extractelement <50 x float> %v187, i64 29
  %v246 = fadd contract float %v245, %v244
  %v247 = extractelement <50 x float> %v187, i64 30
  %v248 = fadd contract float %v247, %v246
  %v249 = extractelement <50 x float> %v187, i64 31
  %v250 = fadd contract float %v249, %v248
  %v251 = extractelement <50 x float> %v187, i64 32
  %v252 = fadd contract float %v251, %v250
  %v253 = extractelement <50 x float> %v187, i64 33
  %v254 = fadd contract float %v253, %v252
  %v255 = extractelement <50 x float> %v187, i64 34
  %v256 = fadd contract float %v255, %v254
  %v257 = extractelement <50 x float> %v187, i64 35
  %v258 = fadd contract float %v257, %v256
  %v259 = extractelement <50 x float> %v187, i64 36
  %v260 = fadd contract float %v259, %v258
  %v261 = extractelement <50 x float> %v187, i64 37
  %v262 = fadd contract float %v261, %v260
  %v263 = extractelement <50 x float> %v187, i64 38
  %v264 = fadd contract float %v263, %v262
  %v265 = extractelement <50 x float> %v187, i64 39
  %v266 = fadd contract float %v265, %v264
  %v267 = extractelement <50 x float> %v187, i64 40
  %v268 = fadd contract float %v267, %v266
  %v269 = extractelement <50 x float> %v187, i64 41
  %v270 = fadd contract float %v269, %v268
  %v271 = extractelement <50 x float> %v187, i64 42
  %v272 = fadd contract float %v271, %v270
  %v273 = extractelement <50 x float> %v187, i64 43
  %v274 = fadd contract float %v273, %v272
  %v275 = extractelement <50 x float> %v187, i64 44
  %v276 = fadd contract float %v275, %v274
  %v277 = extractelement <50 x float> %v187, i64 45
  %v278 = fadd contract float %v277, %v276
  %v279 = extractelement <50 x float> %v187, i64 46
  %v280 = fadd contract float %v279, %v278
  %v281 = extractelement <50 x float> %v187, i64 47
  %v282 = fadd contract float %v281, %v280
  %v283 = extractelement <50 x float> %v187, i64 48
  %v284 = fadd contract float %v283, %v282
  %v285 = extractelement <50 x float> %v187, i64 49
  %v286 = fadd contract float %v285, %v284
  %v287 = fdiv contract float 1.000000e+00, %v286
  %v288 = insertelement <50 x float> poison, float %v287, i64 0
  %v289 = shufflevector <50 x float> %v288, <50 x float> poison, <50 x i32> zeroinitializer
  %v290 = fmul contract <50 x float> %v186, %v289
  %v291 = getelementptr inbounds float, ptr %v6, i64 %v12
  store <50 x float> %v290, ptr %v291, align 4, !alias.scope !3, !noalias !0
  %v11 = add nuw nsw i64 %v10, 1
  %v292 = icmp eq i64 %v11, %v2
  br i1 %v292, label %v9, label %v8

v9:     ; preds = %v8, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <50 x float> @llvm.fmuladd.v50f32(<50 x float>, <50 x float>, <50 x float>) #2

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_softmax_f32_m3_n50_packed(ptr nocapture readonly %v0) local_unnamed_addr #3 {
v1:
  %v2 = alloca [2 x i64], align 64
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %v2)
  %v3 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v3, ptr %v2, align 64, !noalias !5
  call void @ktune_parallel_for(i64 3, ptr nonnull @ktune_softmax_f32_m3_n50.parallel0, ptr nonnull %v2) #3
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

attributes #0 = { nounwind "min-legal-vector-width"="512" "target-cpu"="x86-64-v4" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="512" "target-cpu"="x86-64-v4" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_softmax_f32_m3_n50.parallel0.task: %X"}
!2 = distinct !{!2, !"ktune_softmax_f32_m3_n50.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_softmax_f32_m3_n50.parallel0.task: %Y"}
!5 = !{!6, !8}
!6 = distinct !{!6, !7, !"ktune_softmax_f32_m3_n50: %X"}
!7 = distinct !{!7, !"ktune_softmax_f32_m3_n50"}
!8 = distinct !{!8, !7, !"ktune_softmax_f32_m3_n50: %Y"}
