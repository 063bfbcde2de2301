; softmax:M=16,N=256,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_softmax_f32_m16_n256'
source_filename = "ktune_softmax_f32_m16_n256"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_softmax_f32_m16_n256(ptr noalias %v0, ptr noalias %v1) local_unnamed_addr #0 {
v2:
  %v3 = alloca [2 x i64], align 64
  store ptr %v0, ptr %v3, align 64
  %v4 = getelementptr inbounds i8, ptr %v3, i64 8
  store ptr %v1, ptr %v4, align 8
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_softmax_f32_m16_n256.parallel0, ptr nonnull %v3) #3
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @ktune_softmax_f32_m16_n256.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = alloca [256 x float], align 64
  %v5 = load ptr, ptr %v0, align 8
  %v6 = getelementptr inbounds i8, ptr %v0, i64 8
  %v7 = load ptr, ptr %v6, align 8
  %v8 = icmp slt i64 %v1, %v2
  br i1 %v8, label %v9, label %v10

v9:                                 ; preds = %v3
  %v11 = getelementptr inbounds i8, ptr %v4, i64 64
  %v12 = getelementptr inbounds i8, ptr %v4, i64 128
  %v13 = getelementptr inbounds i8, ptr %v4, i64 192
  %v14 = getelementptr inbounds i8, ptr %v4, i64 256
  %v15 = getelementptr inbounds i8, ptr %v4, i64 320
  %v16 = getelementptr inbounds i8, ptr %v4, i64 384
  %v17 = getelementptr inbounds i8, ptr %v4, i64 448
  %v18 = getelementptr inbounds i8, ptr %v4, i64 512
  %v19 = getelementptr inbounds i8, ptr %v4, i64 576
  %v20 = getelementptr inbounds i8, ptr %v4, i64 640
  %v21 = getelementptr inbounds i8, ptr %v4, i64 704
  %v22 = getelementptr inbounds i8, ptr %v4, i64 768
  %v23 = getelementptr inbounds i8, ptr %v4, i64 832
  %v24 = getelementptr inbounds i8, ptr %v4, i64 896
  %v25 = getelementptr inbounds i8, ptr %v4, i64 960
  br label %v26

v26:                                           ; preds = %v9, %v27
  %v28 = phi i64 [ %v29, %v27 ], [ %v1, %v9 ]
  %v30 = shl nsw i64 %v28, 8
  %v31 = getelementptr float, ptr %v5, i64 %v30
  %v32 = load <16 x float>, ptr %v31, align 4
  %v33 = getelementptr i8, ptr %v31, i64 64
  %v34 = load <16 x float>, ptr %v33, align 4
  %v35 = fcmp contract ogt <16 x float> %v32, %v34
  %v36 = select contract <16 x i1> %v35, <16 x float> %v32, <16 x float> %v34
  %v37 = getelementptr i8, ptr %v31, i64 128
  %v38 = load <16 x float>, ptr %v37, align 4
  %v39 = fcmp contract ogt <16 x float> %v36, %v38
  %v40 = select contract <16 x i1> %v39, <16 x float> %v36, <16 x float> %v38
  %v41 = getelementptr i8, ptr %v31, i64 192
  %v42 = load <16 x float>, ptr %v41, align 4
  %v43 = fcmp contract ogt <16 x float> %v40, %v42
  %v44 = select contract <16 x i1> %v43, <16 x float> %v40, <16 x float> %v42
  %v45 = getelementptr i8, ptr %v31, i64 256
  %v46 = load <16 x float>, ptr %v45, align 4
  %v47 = fcmp contract ogt <16 x float> %v44, %v46
  %v48 = select contract <16 x i1> %v47, <16 x float> %v44, <16 x float> %v46
  %v49 = getelementptr i8, ptr %v31, i64 320
  %v50 = load <16 x float>, ptr %v49, align 4
  %v51 = fcmp contract ogt <16 x float> %v48, %v50
  %v52 = select contract <16 x i1> %v51, <16 x float> %v48, <16 x float> %v50
  %v53 = getelementptr i8, ptr %v31, i64 384
  %v54 = load <16 x float>, ptr %v53, align 4
  %v55 = fcmp contract ogt <16 x float> %v52, %v54
  %v56 = select contract <16 x i1> %v55, <16 x float> %v52, <16 x float> %v54
  %v57 = getelementptr i8, ptr %v31, i64 448
  %v58 = load <16 x float>, ptr %v57, align 4
  %v59 = fcmp contract ogt <16 x float> %v56, %v58
  %v60 = select contract <16 x i1> %v59, <16 x float> %v56, <16 x float> %v58
  %v61 = getelementptr i8, ptr %v31, i64 512
  %v62 = load <16 x float>, ptr %v61, align 4
  %v63 = fcmp contract ogt <16 x float> %v60, %v62
  %v64 = select contract <16 x i1> %v63, <16 x float> %v60, <16 x float> %v62
  %v65 = getelementptr i8, ptr %v31, i64 576
  %v66 = load <16 x float>, ptr %v65, align 4
  %v67 = fcmp contract ogt <16 x float> %v64, %v66
  %v68 = select contract <16 x i1> %v67, <16 x float> %v64, <16 x float> %v66
  %v69 = getelementptr i8, ptr %v31, i64 640
  %v70 = load <16 x float>, ptr %v69, align 4
  %v71 = fcmp contract ogt <16 x float> %v68, %v70
  %v72 = select contract <16 x i1> %v71, <16 x float> %v68, <16 x float> %v70
  %v73 = getelementptr i8, ptr %v31, i64 704
  %v74 = load <16 x float>, ptr %v73, align 4
  %v75 = fcmp contract ogt <16 x float> %v72, %v74
  %v76 = select contract <16 x i1> %v75, <16 x float> %v72, <16 x float> %v74
  %v77 = getelementptr i8, ptr %v31, i64 768
  %v78 = load <16 x float>, ptr %v77, align 4
  %v79 = fcmp contract ogt <16 x float> %v76, %v78
  %v80 = select contract <16 x i1> %v79, <16 x float> %v76, <16 x float> %v78
  %v81 = getelementptr i8, ptr %v31, i64 832
  %v82 = load <16 x float>, ptr %v81, align 4
  %v83 = fcmp contract ogt <16 x float> %v80, %v82
  %v84 = select contract <16 x i1> %v83, <16 x float> %v80, <16 x float> %v82
  %v85 = getelementptr i8, ptr %v31, i64 896
  %v86 = load <16 x float>, ptr %v85, align 4
  %v87 = fcmp contract ogt <16 x float> %v84, %v86
  %v88 = select contract <16 x i1> %v87, <16 x float> %v84, <16 x float> %v86
  %v89 = getelementptr i8, ptr %v31, i64 960
  %v90 = load <16 x float>, ptr %v89, align 4
  %v91 = fcmp contract ogt <16 x float> %v88, %v90
  %v92 = select contract <16 x i1> %v91, <16 x float> %v88, <16 x float> %v90
  %v93 = extractelement <16 x float> %v92, i64 0
  %v94 = extractelement <16 x float> %v92, i64 1
  %v95 = fcmp contract ogt float %v93, %v94
  %v96 = select contract i1 %v95, float %v93, float %v94
  %v97 = extractelement <16 x float> %v92, i64 2
  %v98 = fcmp contract ogt float %v96, %v97
  %v99 = select contract i1 %v98, float %v96, float %v97
  %v100 = extractelement <16 x float> %v92, i64 3
  %v101 = fcmp contract ogt float %v99, %v100
  %v102 = select contract i1 %v101, float %v99, float %v100
  %v103 = extractelement <16 x float> %v92, i64 4
  %v104 = fcmp contract ogt float %v102, %v103
  %v105 = select contract i1 %v104, float %v102, float %v103
  %v106 = extractelement <16 x float> %v92, i64 5
  %v107 = fcmp contract ogt float %v105, %v106
  %v108 = select contract i1 %v107, float %v105, float %v106
  %v109 = extractelement <16 x float> %v92, i64 6
  %v110 = fcmp contract ogt float %v108, %v109
  %v111 = select contract i1 %v110, float %v108, float %v109
  %v112 = extractelement <16 x float> %v92, i64 7
  %v113 = fcmp contract ogt float %v111, %v112
  %v114 = select contract i1 %v113, float %v111, float %v112
  %v115 = extractelement <16 x float> %v92, i64 8
  %v116 = fcmp contract ogt float %v114, %v115
  %v117 = select contract i1 %v116, float %v114, float %v115
  %v118 = extractelement <16 x float> %v92, i64 9
  %v119 = fcmp contract ogt float %v117, %v118
  %v120 = select contract i1 %v119, float %v117, float %v118
  %v121 = extractelement <16 x float> %v92, i64 10
  %v122 = fcmp contract ogt float %v120, %v121
  %v123 = select contract i1 %v122, float %v120, float %v121
  %v124 = extractelement <16 x float> %v92, i64 11
  %v125 = fcmp contract ogt float %v123, %v124
  %v126 = select contract i1 %v125, float %v123, float %v124
  %v127 = extractelement <16 x float> %v92, i64 12
  %v128 = fcmp contract ogt float %v126, %v127
  %v129 = select contract i1 %v128, float %v126, float %v127
  %v130 = extractelement <16 x float> %v92, i64 13
  %v131 = fcmp contract ogt float %v129, %v130
  %v132 = select contract i1 %v131, float %v129, float %v130
  %v133 = extractelement <16 x float> %v92, i64 14
  %v134 = fcmp contract ogt float %v132, %v133
  %v135 = select contract i1 %v134, float %v132, float %v133
  %v136 = extractelement <16 x float> %v92, i64 15
  %v137 = fcmp contract ogt float %v135, %v136
  %v138 = select contract i1 %v137, float %v135, float %v136
  %v139 = insertelement <32 x float> poison, float %v138, i64 0
  %v140 = shufflevector <32 x float> %v139, <32 x float> poison, <32 x i32> zeroinitializer
  br label %v141

v10:                                           ; preds = %v27, %v3
  ret void

v141:                                    ; preds = %v26, %v141
  %v142 = phi i64 [ 0, %v26 ], [ %v143, %v141 ]
  %v144 = shl nuw nsw i64 %v142, 5
  %v145 = getelementptr float, ptr %v31, i64 %v144
  %v146 = load <32 x float>, ptr %v145, align 4
  %v147 = fsub contract <32 x float> %v146, %v140
  %v148 = tail call contract <32 x float> @llvm.maxnum.v32f32(<32 x float> %v147, <32 x float> <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>)
  %v149 = tail call contract <32 x float> @llvm.minnum.v32f32(<32 x float> %v148, <32 x float> <float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000>)
  %v150 = tail call contract <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v149, <32 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <32 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %v151 = tail call contract <32 x float> @llvm.floor.v32f32(<32 x float> %v150)
  %v152 = tail call contract <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v151, <32 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <32 x float> %v149)
  %v153 = tail call contract <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v151, <32 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <32 x float> %v152)
  %v154 = tail call contract <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v153, <32 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <32 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %v155 = tail call contract <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v154, <32 x float> %v153, <32 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %v156 = tail call contract <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v155, <32 x float> %v153, <32 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %v157 = tail call contract <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v156, <32 x float> %v153, <32 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %v158 = tail call contract <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v157, <32 x float> %v153, <32 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %v159 = fmul contract <32 x float> %v153, %v153
  %v160 = tail call contract <32 x float> @llvm.fmuladd.v32f32(<32 x float> %v158, <32 x float> %v159, <32 x float> %v153)
  %v161 = fadd contract <32 x float> %v160, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %v162 = fptosi <32 x float> %v151 to <32 x i32>
  %v163 = ashr <32 x i32> %v162, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %v164 = sub <32 x i32> %v162, %v163
  %v165 = shl <32 x i32> %v164, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %v166 = add <32 x i32> %v165, <i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216>
  %v167 = bitcast <32 x i32> %v166 to <32 x float>
  %v168 = shl <32 x i32> %v163, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %v169 = add <32 x i32> %v168, <i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216>
  %v170 = bitcast <32 x i32> %v169 to <32 x float>
  %v171 = fmul contract <32 x float> %v161, %v170
  %v172 = fmul contract <32 x float> %v171, %v167
  %v173 = fcmp contract olt <32 x float> %v147, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %v174 = select contract <32 x i1> %v173, <32 x float> zeroinitializer, <32 x float> %v172
  %v175 = fcmp contract ogt <32 x float> %v147, <float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000, float 0x40562E4300000000>
  %v176 = select contract <32 x i1> %v175, <32 x float> <float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000>, <32 x float> %v174
  %v177 = fcmp contract uno <32 x float> %v147, zeroinitializer
  %v178 = select contract <32 x i1> %v177, <32 x float> %v147, <32 x float> %v176
  %v179 = getelementptr inbounds float, ptr %v4, i64 %v144
  store <32 x float> %v178, ptr %v179, align 64
  %v143 = add nuw nsw i64 %v142, 1
  %v180 = icmp eq i64 %v143, 8
  br i1 %v180, label %v27, label %v141

v27:                          ; preds = %v141
  %v181 = load <16 x float>, ptr %v4, align 64
  %v182 = fadd contract <16 x float> %v181, zeroinitializer
  %v183 = load <16 x float>, ptr %v11, align 64
  %v184 = fadd contract <16 x float> %v182, %v183
  %v185 = load <16 x float>, ptr %v12, align 64
  %v186 = fadd contract <16 x float> %v184, %v185
  %v187 = load <16 x float>, ptr %v13, align 64
  %v188 = fadd contract <16 x float> %v186, %v187
  %v189 = load <16 x float>, ptr %v14, align 64
  %v190 = fadd contract <16 x float> %v188, %v189
  %v191 = load <16 x float>, ptr %v15, align 64
  %v192 = fadd contract <16 x float> %v190, %v191
  %v193 = load <16 x float>, ptr %v16, align 64
  %v194 = fadd contract <16 x float> %v192, %v193
  %v195 = load <16 x float>, ptr %v17, align 64
  %v196 = fadd contract <16 x float> %v194, %v195
  %v197 = load <16 x float>, ptr %v18, align 64
  %v198 = fadd contract <16 x float> %v196, %v197
  %v199 = load <16 x float>, ptr %v19, align 64
  %v200 = fadd contract <16 x float> %v198, %v199
  %v201 = load <16 x float>, ptr %v20, align 64
  %v202 = fadd contract <16 x float> %v200, %v201
  %v203 = load <16 x float>, ptr %v21, align 64
  %v204 = fadd contract <16 x float> %v202, %v203
  %v205 = load <16 x float>, ptr %v22, align 64
  %v206 = fadd contract <16 x float> %v204, %v205
  %v207 = load <16 x float>, ptr %v23, align 64
  %v208 = fadd contract <16 x float> %v206, %v207
  %v209 = load <16 x float>, ptr %v24, align 64
  %v210 = fadd contract <16 x float> %v208, %v209
  %v211 = load <16 x float>, ptr %v25, align 64
  %v212 = fadd contract <16 x float> %v210, %v211
  %v213 = extractelement <16 x float> %v212, i64 0
  %v214 = fadd contract float %v213, 0.000000e+00
  %v215 = extractelement <16 x float> %v212, i64 1
  %v216 = fadd contract float %v215, %v214
  %v217 = extractelement <16 x float> %v212, i64 2
  %v218 = fadd contract float %v217, %v216
  %v219 = extractelement <16 x float> %v212, i64 3
  %v220 = fadd contract float %v219, %v218
  %v221 = extractelement <16 x float> %v212, i64 4
  %v222 = fadd contract float %v221, %v220
  %v223 = extractelement <16 x float> %v212, i64 5
  %v224 = fadd contract float %v223, %v222
  %v225 = extractelement <16 x float> %v212, i64 6
  %v226 = fadd contract float %v225, %v224
  %v227 = extractelement <16 x float> %v212, i64 7
  %v228 = fadd contract float %v227, %v226
  %v229 = extractelement <16 x float> %v212, i64 8
  %v230 = fadd contract float %v229, %v228
  %v231 = extractelement <16 x float> %v212, i64 9
  %v232 = fadd contract float %v231, %v230
  %v233 = extractelement <16 x float> %v212, i64 10
  %v234 = fadd contract float %v233, %v232
  %v235 = extractelement <16 x float> %v212, i64 11
  %v236 = fadd contract float %v235, %v234
  %v237 = extractelement <16 x float> %v212, i64 12
  %v238 = fadd contract float %v237, %v236
  %v239 = extractelement <16 x float> %v212, i64 13
  %v240 = fadd contract float %v239, %v238
  %v241 = extractelement <16 x float> %v212, i64 14
  %v242 = fadd contract float %v241, %v240
  %v243 = extractelement <16 x float> %v212, i64 15
  %v244 = fadd contract float %v243, %v242
  %v245 = insertelement <32 x float> poison, float %v244, i64 0
  %v246 = shufflevector <32 x float> %v245, <32 x float> poison, <32 x i32> zeroinitializer
  %v247 = getelementptr float, ptr %v7, i64 %v30
  %v248 = load <32 x float>, ptr %v4, align 64
  %v249 = fdiv contract <32 x float> %v248, %v246
  store <32 x float> %v249, ptr %v247, align 4
  %v250 = load <32 x float>, ptr %v12, align 64
  %v251 = fdiv contract <32 x float> %v250, %v246
  %v252 = getelementptr i8, ptr %v247, i64 128
  store <32 x float> %v251, ptr %v252, align 4
  %v253 = load <32 x float>, ptr %v14, align 64
  %v254 = fdiv contract <32 x float> %v253, %v246
  %v255 = getelementptr i8, ptr %v247, i64 256
  store <32 x float> %v254, ptr %v255, align 4
  %v256 = load <32 x float>, ptr %v16, align 64
  %v257 = fdiv contract <32 x float> %v256, %v246
  %v258 = getelementptr i8, ptr %v247, i64 384
  store <32 x float> %v257, ptr %v258, align 4
  %v259 = load <32 x float>, ptr %v18, align 64
  %v260 = fdiv contract <32 x float> %v259, %v246
  %v261 = getelementptr i8, ptr %v247, i64 512
  store <32 x float> %v260, ptr %v261, align 4
  %v262 = load <32 x float>, ptr %v20, align 64
  %v263 = fdiv contract <32 x float> %v262, %v246
  %v264 = getelementptr i8, ptr %v247, i64 640
  store <32 x float> %v263, ptr %v264, align 4
  %v265 = load <32 x float>, ptr %v22, align 64
  %v266 = fdiv contract <32 x float> %v265, %v246
  %v267 = getelementptr i8, ptr %v247, i64 768
  store <32 x float> %v266, ptr %v267, align 4
  %v268 = load <32 x float>, ptr %v24, align 64
  %v269 = fdiv contract <32 x float> %v268, %v246
  %v270 = getelementptr i8, ptr %v247, i64 896
  store <32 x float> %v269, ptr %v270, align 4
  %v29 = add nuw nsw i64 %v28, 1
  %v271 = icmp eq i64 %v29, %v2
  br i1 %v271, label %v10, label %v26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x float> @llvm.maxnum.v32f32(<32 x float>, <32 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x float> @llvm.minnum.v32f32(<32 x float>, <32 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x float> @llvm.fmuladd.v32f32(<32 x float>, <32 x float>, <32 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x float> @llvm.floor.v32f32(<32 x float>) #2

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_softmax_f32_m16_n256_packed(ptr nocapture readonly %v0) local_unnamed_addr #3 {
v1:
  %v2 = alloca [2 x i64], align 64
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %v2)
  %v3 = load <2 x ptr>, ptr %v0, align 8
  store <2 x ptr> %v3, ptr %v2, align 64, !noalias !0
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_softmax_f32_m16_n256.parallel0, ptr nonnull %v2) #3
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"ktune_softmax_f32_m16_n256: %X"}
!2 = distinct !{!2, !"ktune_softmax_f32_m16_n256"}
!3 = distinct !{!3, !2, !"ktune_softmax_f32_m16_n256: %Y"}
