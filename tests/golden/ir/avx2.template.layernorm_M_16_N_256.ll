; layernorm:M=16,N=256,eps=1e-5,dtype=f32 on llvm -mcpu=x86-64-v3, schedule template
; ModuleID = 'ktune_layernorm_f32_m16_n256_eps1ep5'
source_filename = "ktune_layernorm_f32_m16_n256_eps1ep5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @ktune_layernorm_f32_m16_n256_eps1ep5(ptr noalias %v0, ptr noalias %v1, ptr noalias %v2, ptr noalias %v3) local_unnamed_addr #0 {
v4:
  %v5 = alloca [4 x i64], align 64
  store ptr %v0, ptr %v5, align 64
  %v6 = getelementptr inbounds i8, ptr %v5, i64 8
  store ptr %v3, ptr %v6, align 8
  %v7 = getelementptr inbounds i8, ptr %v5, i64 16
  store ptr %v1, ptr %v7, align 16
  %v8 = getelementptr inbounds i8, ptr %v5, i64 24
  store ptr %v2, ptr %v8, align 8
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_layernorm_f32_m16_n256_eps1ep5.parallel0, ptr nonnull %v5) #3
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal void @ktune_layernorm_f32_m16_n256_eps1ep5.parallel0(ptr nocapture readonly %v0, i64 %v1, i64 %v2) #1 {
v3:
  %v4 = load ptr, ptr %v0, align 8
  %v5 = getelementptr inbounds i8, ptr %v0, i64 8
  %v6 = load ptr, ptr %v5, align 8
  %v7 = getelementptr inbounds i8, ptr %v0, i64 16
  %v8 = load ptr, ptr %v7, align 8
  %v9 = getelementptr inbounds i8, ptr %v0, i64 24
  %v10 = load ptr, ptr %v9, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !7)
  %v11 = icmp slt i64 %v1, %v2
  br i1 %v11, label %v12, label %v13

v12:                               ; preds = %v3
  %v14 = load <16 x float>, ptr %v8, align 4, !alias.scope !5, !noalias !9
  %v15 = load <16 x float>, ptr %v10, align 4, !alias.scope !7, !noalias !10
  %v16 = getelementptr inbounds i8, ptr %v8, i64 64
  %v17 = load <16 x float>, ptr %v16, align 4, !alias.scope !5, !noalias !9
  %v18 = getelementptr inbounds i8, ptr %v10, i64 64
  %v19 = load <16 x float>, ptr %v18, align 4, !alias.scope !7, !noalias !10
  %v20 = getelementptr inbounds i8, ptr %v8, i64 128
  %v21 = load <16 x float>, ptr %v20, align 4, !alias.scope !5, !noalias !9
  %v22 = getelementptr inbounds i8, ptr %v10, i64 128
  %v23 = load <16 x float>, ptr %v22, align 4, !alias.scope !7, !noalias !10
  %v24 = getelementptr inbounds i8, ptr %v8, i64 192
  %v25 = load <16 x float>, ptr %v24, align 4, !alias.scope !5, !noalias !9
  %v26 = getelementptr inbounds i8, ptr %v10, i64 192
  %v27 = load <16 x float>, ptr %v26, align 4, !alias.scope !7, !noalias !10
  %v28 = getelementptr inbounds i8, ptr %v8, i64 256
  %v29 = load <16 x float>, ptr %v28, align 4, !alias.scope !5, !noalias !9
  %v30 = getelementptr inbounds i8, ptr %v10, i64 256
  %v31 = load <16 x float>, ptr %v30, align 4, !alias.scope !7, !noalias !10
  %v32 = getelementptr inbounds i8, ptr %v8, i64 320
  %v33 = load <16 x float>, ptr %v32, align 4, !alias.scope !5, !noalias !9
  %v34 = getelementptr inbounds i8, ptr %v10, i64 320
  %v35 = load <16 x float>, ptr %v34, align 4, !alias.scope !7, !noalias !10
  %v36 = getelementptr inbounds i8, ptr %v8, i64 384
  %v37 = load <16 x float>, ptr %v36, align 4, !alias.scope !5, !noalias !9
  %v38 = getelementptr inbounds i8, ptr %v10, i64 384
  %v39 = load <16 x float>, ptr %v38, align 4, !alias.scope !7, !noalias !10
  %v40 = getelementptr inbounds i8, ptr %v8, i64 448
  %v41 = load <16 x float>, ptr %v40, align 4, !alias.scope !5, !noalias !9
  %v42 = getelementptr inbounds i8, ptr %v10, i64 448
  %v43 = load <16 x float>, ptr %v42, align 4, !alias.scope !7, !noalias !10
  %v44 = getelementptr inbounds i8, ptr %v8, i64 512
  %v45 = load <16 x float>, ptr %v44, align 4, !alias.scope !5, !noalias !9
  %v46 = getelementptr inbounds i8, ptr %v10, i64 512
  %v47 = load <16 x float>, ptr %v46, align 4, !alias.scope !7, !noalias !10
  %v48 = getelementptr inbounds i8, ptr %v8, i64 576
  %v49 = load <16 x float>, ptr %v48, align 4, !alias.scope !5, !noalias !9
  %v50 = getelementptr inbounds i8, ptr %v10, i64 576
  %v51 = load <16 x float>, ptr %v50, align 4, !alias.scope !7, !noalias !10
  %v52 = getelementptr inbounds i8, ptr %v8, i64 640
  %v53 = load <16 x float>, ptr %v52, align 4, !alias.scope !5, !noalias !9
  %v54 = getelementptr inbounds i8, ptr %v10, i64 640
  %v55 = load <16 x float>, ptr %v54, align 4, !alias.scope !7, !noalias !10
  %v56 = getelementptr inbounds i8, ptr %v8, i64 704
  %v57 = load <16 x float>, ptr %v56, align 4, !alias.scope !5, !noalias !9
  %v58 = getelementptr inbounds i8, ptr %v10, i64 704
  %v59 = load <16 x float>, ptr %v58, align 4, !alias.scope !7, !noalias !10
  %v60 = getelementptr inbounds i8, ptr %v8, i64 768
  %v61 = load <16 x float>, ptr %v60, align 4, !alias.scope !5, !noalias !9
  %v62 = getelementptr inbounds i8, ptr %v10, i64 768
  %v63 = load <16 x float>, ptr %v62, align 4, !alias.scope !7, !noalias !10
  %v64 = getelementptr inbounds i8, ptr %v8, i64 832
  %v65 = load <16 x float>, ptr %v64, align 4, !alias.scope !5, !noalias !9
  %v66 = getelementptr inbounds i8, ptr %v10, i64 832
  %v67 = load <16 x float>, ptr %v66, align 4, !alias.scope !7, !noalias !10
  %v68 = getelementptr inbounds i8, ptr %v8, i64 896
  %v69 = load <16 x float>, ptr %v68, align 4, !alias.scope !5, !noalias !9
  %v70 = getelementptr inbounds i8, ptr %v10, i64 896
  %v71 = load <16 x float>, ptr %v70, align 4, !alias.scope !7, !noalias !10
  %v72 = getelementptr inbounds i8, ptr %v8, i64 960
  %v73 = load <16 x float>, ptr %v72, align 4, !alias.scope !5, !noalias !9
  %v74 = getelementptr inbounds i8, ptr %v10, i64 960
  %v75 = load <16 x float>, ptr %v74, align 4, !alias.scope !7, !noalias !10
  br label %v76

v76:                                         ; preds = %v12, %v76
  %v77 = phi i64 [ %v78, %v76 ], [ %v1, %v12 ]
  %v79 = shl nsw i64 %v77, 8
  %v80 = getelementptr float, ptr %v4, i64 %v79
  %v81 = load <64 x float>, ptr %v80, align 4
  %v82 = fadd contract <64 x float> %v81, zeroinitializer
  %v83 = getelementptr i8, ptr %v80, i64 256
  %v84 = load <64 x float>, ptr %v83, align 4, !alias.scope !0, !noalias !11
  %v85 = fadd contract <64 x float> %v82, %v84
  %v86 = getelementptr i8, ptr %v80, i64 512
  %v87 = load <64 x float>, ptr %v86, align 4, !alias.scope !0, !noalias !11
  %v88 = fadd contract <64 x float> %v85, %v87
  %v89 = getelementptr i8, ptr %v80, i64 768
  %v90 = load <64 x float>, ptr %v89, align 4, !alias.scope !0, !noalias !11
  %v91 = fadd contract <64 x float> %v88, %v90
  %v92 = shufflevector <64 x float> %v91, <64 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v93 = shufflevector <64 x float> %v91, <64 x float> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v94 = fadd contract <32 x float> %v92, %v93
  %v95 = shufflevector <32 x float> %v94, <32 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v96 = shufflevector <32 x float> %v94, <32 x float> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v97 = fadd contract <16 x float> %v95, %v96
  %v98 = shufflevector <16 x float> %v97, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v99 = shufflevector <16 x float> %v97, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v100 = fadd contract <8 x float> %v98, %v99
  %v101 = shufflevector <8 x float> %v100, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v102 = shufflevector <8 x float> %v100, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v103 = fadd contract <4 x float> %v101, %v102
  %v104 = shufflevector <4 x float> %v103, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v105 = shufflevector <4 x float> %v103, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v106 = fadd contract <2 x float> %v104, %v105
  %v107 = shufflevector <2 x float> %v106, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %v108 = fadd contract <2 x float> %v106, %v107
  %v109 = extractelement <2 x float> %v108, i64 0
  %v110 = fadd contract float %v109, 0.000000e+00
  %v111 = fmul contract float %v110, 3.906250e-03
  %v112 = insertelement <64 x float> poison, float %v111, i64 0
  %v113 = shufflevector <64 x float> %v112, <64 x float> poison, <64 x i32> zeroinitializer
  %v114 = fsub contract <64 x float> %v81, %v113
  %v115 = fmul contract <64 x float> %v114, %v114
  %v116 = fsub contract <64 x float> %v84, %v113
  %v117 = fmul contract <64 x float> %v116, %v116
  %v118 = fadd contract <64 x float> %v115, %v117
  %v119 = fsub contract <64 x float> %v87, %v113
  %v120 = fmul contract <64 x float> %v119, %v119
  %v121 = fadd contract <64 x float> %v118, %v120
  %v122 = fsub contract <64 x float> %v90, %v113
  %v123 = fmul contract <64 x float> %v122, %v122
  %v124 = fadd contract <64 x float> %v121, %v123
  %v125 = shufflevector <64 x float> %v124, <64 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v126 = shufflevector <64 x float> %v124, <64 x float> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %v127 = fadd contract <32 x float> %v125, %v126
  %v128 = shufflevector <32 x float> %v127, <32 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v129 = shufflevector <32 x float> %v127, <32 x float> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %v130 = fadd contract <16 x float> %v128, %v129
  %v131 = shufflevector <16 x float> %v130, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v132 = shufflevector <16 x float> %v130, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v133 = fadd contract <8 x float> %v131, %v132
  %v134 = shufflevector <8 x float> %v133, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v135 = shufflevector <8 x float> %v133, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %v136 = fadd contract <4 x float> %v134, %v135
  %v137 = shufflevector <4 x float> %v136, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %v138 = shufflevector <4 x float> %v136, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %v139 = fadd contract <2 x float> %v137, %v138
  %v140 = shufflevector <2 x float> %v139, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %v141 = fadd contract <2 x float> %v139, %v140
  %v142 = extractelement <2 x float> %v141, i64 0
  %v143 = fadd contract float %v142, 0.000000e+00
  %v144 = insertelement <16 x float> poison, float %v111, i64 0
  %v145 = shufflevector <16 x float> %v144, <16 x float> poison, <16 x i32> zeroinitializer
  %v146 = fmul contract float %v143, 3.906250e-03
  %v147 = fadd contract float %v146, 0x3EE4F8B580000000
  %v148 = tail call contract float @llvm.sqrt.f32(float %v147)
  %v149 = fdiv contract float 1.000000e+00, %v148
  %v150 = insertelement <16 x float> poison, float %v149, i64 0
  %v151 = shufflevector <16 x float> %v150, <16 x float> poison, <16 x i32> zeroinitializer
  %v152 = bitcast <64 x float> %v81 to <4 x i512>
  %v153 = extractelement <4 x i512> %v152, i64 0
  %v154 = bitcast i512 %v153 to <16 x float>
  %v155 = fsub contract <16 x float> %v154, %v145
  %v156 = fmul contract <16 x float> %v151, %v155
  %v157 = fmul contract <16 x float> %v14, %v156
  %v158 = fadd contract <16 x float> %v15, %v157
  %v159 = getelementptr inbounds float, ptr %v6, i64 %v79
  store <16 x float> %v158, ptr %v159, align 4, !alias.scope !3, !noalias !12
  %v160 = or disjoint i64 %v79, 16
  %v161 = getelementptr inbounds float, ptr %v4, i64 %v160
  %v162 = load <16 x float>, ptr %v161, align 4, !alias.scope !0, !noalias !11
  %v163 = fsub contract <16 x float> %v162, %v145
  %v164 = fmul contract <16 x float> %v151, %v163
  %v165 = fmul contract <16 x float> %v17, %v164
  %v166 = fadd contract <16 x float> %v19, %v165
  %v167 = getelementptr inbounds float, ptr %v6, i64 %v160
  store <16 x float> %v166, ptr %v167, align 4, !alias.scope !3, !noalias !12
  %v168 = or disjoint i64 %v79, 32
  %v169 = getelementptr inbounds float, ptr %v4, i64 %v168
  %v170 = load <16 x float>, ptr %v169, align 4, !alias.scope !0, !noalias !11
  %v171 = fsub contract <16 x float> %v170, %v145
  %v172 = fmul contract <16 x float> %v151, %v171
  %v173 = fmul contract <16 x float> %v21, %v172
  %v174 = fadd contract <16 x float> %v23, %v173
  %v175 = getelementptr inbounds float, ptr %v6, i64 %v168
  store <16 x float> %v174, ptr %v175, align 4, !alias.scope !3, !noalias !12
  %v176 = or disjoint i64 %v79, 48
  %v177 = getelementptr inbounds float, ptr %v4, i64 %v176
  %v178 = load <16 x float>, ptr %v177, align 4, !alias.scope !0, !noalias !11
  %v179 = fsub contract <16 x float> %v178, %v145
  %v180 = fmul contract <16 x float> %v151, %v179
  %v181 = fmul contract <16 x float> %v25, %v180
  %v182 = fadd contract <16 x float> %v27, %v181
  %v183 = getelementptr inbounds float, ptr %v6, i64 %v176
  store <16 x float> %v182, ptr %v183, align 4, !alias.scope !3, !noalias !12
  %v184 = or disjoint i64 %v79, 64
  %v185 = getelementptr inbounds float, ptr %v4, i64 %v184
  %v186 = load <16 x float>, ptr %v185, align 4, !alias.scope !0, !noalias !11
  %v187 = fsub contract <16 x float> %v186, %v145
  %v188 = fmul contract <16 x float> %v151, %v187
  %v189 = fmul contract <16 x float> %v29, %v188
  %v190 = fadd contract <16 x float> %v31, %v189
  %v191 = getelementptr inbounds float, ptr %v6, i64 %v184
  store <16 x float> %v190, ptr %v191, align 4, !alias.scope !3, !noalias !12
  %v192 = or disjoint i64 %v79, 80
  %v193 = getelementptr inbounds float, ptr %v4, i64 %v192
  %v194 = load <16 x float>, ptr %v193, align 4, !alias.scope !0, !noalias !11
  %v195 = fsub contract <16 x float> %v194, %v145
  %v196 = fmul contract <16 x float> %v151, %v195
  %v197 = fmul contract <16 x float> %v33, %v196
  %v198 = fadd contract <16 x float> %v35, %v197
  %v199 = getelementptr inbounds float, ptr %v6, i64 %v192
  store <16 x float> %v198, ptr %v199, align 4, !alias.scope !3, !noalias !12
  %v200 = or disjoint i64 %v79, 96
  %v201 = getelementptr inbounds float, ptr %v4, i64 %v200
  %v202 = load <16 x float>, ptr %v201, align 4, !alias.scope !0, !noalias !11
  %v203 = fsub contract <16 x float> %v202, %v145
  %v204 = fmul contract <16 x float> %v151, %v203
  %v205 = fmul contract <16 x float> %v37, %v204
  %v206 = fadd contract <16 x float> %v39, %v205
  %v207 = getelementptr inbounds float, ptr %v6, i64 %v200
  store <16 x float> %v206, ptr %v207, align 4, !alias.scope !3, !noalias !12
  %v208 = or disjoint i64 %v79, 112
  %v209 = getelementptr inbounds float, ptr %v4, i64 %v208
  %v210 = load <16 x float>, ptr %v209, align 4, !alias.scope !0, !noalias !11
  %v211 = fsub contract <16 x float> %v210, %v145
  %v212 = fmul contract <16 x float> %v151, %v211
  %v213 = fmul contract <16 x float> %v41, %v212
  %v214 = fadd contract <16 x float> %v43, %v213
  %v215 = getelementptr inbounds float, ptr %v6, i64 %v208
  store <16 x float> %v214, ptr %v215, align 4, !alias.scope !3, !noalias !12
  %v216 = or disjoint i64 %v79, 128
  %v217 = getelementptr inbounds float, ptr %v4, i64 %v216
  %v218 = load <16 x float>, ptr %v217, align 4, !alias.scope !0, !noalias !11
  %v219 = fsub contract <16 x float> %v218, %v145
  %v220 = fmul contract <16 x float> %v151, %v219
  %v221 = fmul contract <16 x float> %v45, %v220
  %v222 = fadd contract <16 x float> %v47, %v221
  %v223 = getelementptr inbounds float, ptr %v6, i64 %v216
  store <16 x float> %v222, ptr %v223, align 4, !alias.scope !3, !noalias !12
  %v224 = or disjoint i64 %v79, 144
  %v225 = getelementptr inbounds float, ptr %v4, i64 %v224
  %v226 = load <16 x float>, ptr %v225, align 4, !alias.scope !0, !noalias !11
  %v227 = fsub contract <16 x float> %v226, %v145
  %v228 = fmul contract <16 x float> %v151, %v227
  %v229 = fmul contract <16 x float> %v49, %v228
  %v230 = fadd contract <16 x float> %v51, %v229
  %v231 = getelementptr inbounds float, ptr %v6, i64 %v224
  store <16 x float> %v230, ptr %v231, align 4, !alias.scope !3, !noalias !12
  %v232 = or disjoint i64 %v79, 160
  %v233 = getelementptr inbounds float, ptr %v4, i64 %v232
  %v234 = load <16 x float>, ptr %v233, align 4, !alias.scope !0, !noalias !11
  %v235 = fsub contract <16 x float> %v234, %v145
  %v236 = fmul contract <16 x float> %v151, %v235
  %v237 = fmul contract <16 x float> %v53, %v236
  %v238 = fadd contract <16 x float> %v55, %v237
  %v239 = getelementptr inbounds float, ptr %v6, i64 %v232
  store <16 x float> %v238, ptr %v239, align 4, !alias.scope !3, !noalias !12
  %v240 = or disjoint i64 %v79, 176
  %v241 = getelementptr inbounds float, ptr %v4, i64 %v240
  %v242 = load <16 x float>, ptr %v241, align 4, !alias.scope !0, !noalias !11
  %v243 = fsub contract <16 x float> %v242, %v145
  %v244 = fmul contract <16 x float> %v151, %v243
  %v245 = fmul contract <16 x float> %v57, %v244
  %v246 = fadd contract <16 x float> %v59, %v245
  %v247 = getelementptr inbounds float, ptr %v6, i64 %v240
  store <16 x float> %v246, ptr %v247, align 4, !alias.scope !3, !noalias !12
  %v248 = or disjoint i64 %v79, 192
  %v249 = getelementptr inbounds float, ptr %v4, i64 %v248
  %v250 = load <16 x float>, ptr %v249, align 4, !alias.scope !0, !noalias !11
  %v251 = fsub contract <16 x float> %v250, %v145
  %v252 = fmul contract <16 x float> %v151, %v251
  %v253 = fmul contract <16 x float> %v61, %v252
  %v254 = fadd contract <16 x float> %v63, %v253
  %v255 = getelementptr inbounds float, ptr %v6, i64 %v248
  store <16 x float> %v254, ptr %v255, align 4, !alias.scope !3, !noalias !12
  %v256 = or disjoint i64 %v79, 208
  %v257 = getelementptr inbounds float, ptr %v4, i64 %v256
  %v258 = load <16 x float>, ptr %v257, align 4, !alias.scope !0, !noalias !11
  %v259 = fsub contract <16 x float> %v258, %v145
  %v260 = fmul contract <16 x float> %v151, %v259
  %v261 = fmul contract <16 x float> %v65, %v260
  %v262 = fadd contract <16 x float> %v67, %v261
  %v263 = getelementptr inbounds float, ptr %v6, i64 %v256
  store <16 x float> %v262, ptr %v263, align 4, !alias.scope !3, !noalias !12
  %v264 = or disjoint i64 %v79, 224
  %v265 = getelementptr inbounds float, ptr %v4, i64 %v264
  %v266 = load <16 x float>, ptr %v265, align 4, !alias.scope !0, !noalias !11
  %v267 = fsub contract <16 x float> %v266, %v145
  %v268 = fmul contract <16 x float> %v151, %v267
  %v269 = fmul contract <16 x float> %v69, %v268
  %v270 = fadd contract <16 x float> %v71, %v269
  %v271 = getelementptr inbounds float, ptr %v6, i64 %v264
  store <16 x float> %v270, ptr %v271, align 4, !alias.scope !3, !noalias !12
  %v272 = or disjoint i64 %v79, 240
  %v273 = getelementptr inbounds float, ptr %v4, i64 %v272
  %v274 = load <16 x float>, ptr %v273, align 4, !alias.scope !0, !noalias !11
  %v275 = fsub contract <16 x float> %v274, %v145
  %v276 = fmul contract <16 x float> %v151, %v275
  %v277 = fmul contract <16 x float> %v73, %v276
  %v278 = fadd contract <16 x float> %v75, %v277
  %v279 = getelementptr inbounds float, ptr %v6, i64 %v272
  store <16 x float> %v278, ptr %v279, align 4, !alias.scope !3, !noalias !12
  %v78 = add nuw nsw i64 %v77, 1
  %v280 = icmp eq i64 %v78, %v2
  br i1 %v280, label %v13, label %v76

v13: ; preds = %v76, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

declare void @ktune_parallel_for(i64, ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
define void @ktune_layernorm_f32_m16_n256_eps1ep5_packed(ptr nocapture readonly %v0) local_unnamed_addr #3 {
v1:
  %v2 = alloca [4 x i64], align 64
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %v2)
  %v3 = load <4 x ptr>, ptr %v0, align 8
  %v4 = shufflevector <4 x ptr> %v3, <4 x ptr> poison, <4 x i32> <i32 0, i32 3, i32 1, i32 2>
  store <4 x ptr> %v4, ptr %v2, align 64, !noalias !13
  call void @ktune_parallel_for(i64 16, ptr nonnull @ktune_layernorm_f32_m16_n256_eps1ep5.parallel0, ptr nonnull %v2) #3
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %v2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

attributes #0 = { nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nofree norecurse nosync nounwind "min-legal-vector-width"="256" "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"ktune_layernorm_f32_m16_n256_eps1ep5.parallel0.task: %X"}
!2 = distinct !{!2, !"ktune_layernorm_f32_m16_n256_eps1ep5.parallel0.task"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"ktune_layernorm_f32_m16_n256_eps1ep5.parallel0.task: %Y"}
!5 = !{!6}
!6 = distinct !{!6, !2, !"ktune_layernorm_f32_m16_n256_eps1ep5.parallel0.task: %gamma"}
!7 = !{!8}
!8 = distinct !{!8, !2, !"ktune_layernorm_f32_m16_n256_eps1ep5.parallel0.task: %beta"}
!9 = !{!1, !4, !8}
!10 = !{!1, !4, !6}
!11 = !{!4, !6, !8}
!12 = !{!1, !6, !8}
!13 = !{!14, !16, !17, !18}
!14 = distinct !{!14, !15, !"ktune_layernorm_f32_m16_n256_eps1ep5: %X"}
!15 = distinct !{!15, !"ktune_layernorm_f32_m16_n256_eps1ep5"}
!16 = distinct !{!16, !15, !"ktune_layernorm_f32_m16_n256_eps1ep5: %gamma"}
!17 = distinct !{!17, !15, !"ktune_layernorm_f32_m16_n256_eps1ep5: %beta"}
!18 = distinct !{!18, !15, !"ktune_layernorm_f32_m16_n256_eps1ep5: %Y"}
