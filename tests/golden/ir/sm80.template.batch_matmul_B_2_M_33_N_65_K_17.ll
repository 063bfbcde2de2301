; batch_matmul:B=2,M=33,N=65,K=17,dtype=f32 on cuda -arch=sm_80, schedule template
; ModuleID = 'ktune_batch_matmul_f32_b2_m33_n65_k17'
source_filename = "ktune_batch_matmul_f32_b2_m33_n65_k17"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared = internal addrspace(3) global [1056 x float] undef, align 64
@ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared = internal addrspace(3) global [2048 x float] undef, align 64

; Function Attrs: norecurse nounwind
define ptx_kernel void @ktune_batch_matmul_f32_b2_m33_n65_k17(ptr noalias nocapture readonly %v0, ptr noalias nocapture readonly %v1, ptr noalias nocapture writeonly %v2) local_unnamed_addr #0 {
v3:
  %v4 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %v5 = zext nneg i32 %v4 to i64
  %v6 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v7 = zext nneg i32 %v6 to i64
  %v8 = tail call range(i32 0, 144) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %v9 = zext nneg i32 %v8 to i64
  %v10 = tail call range(i32 0, 144) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v11 = zext nneg i32 %v10 to i64
  %v12 = shl nuw nsw i64 %v7, 6
  %v13 = shl nuw nsw i64 %v11, 2
  %v14 = add nuw nsw i64 %v12, %v13
  %v15 = icmp ult i64 %v14, 65
  %v16 = or disjoint i64 %v14, 1
  %v17 = icmp ult i64 %v16, 65
  %v18 = or disjoint i64 %v14, 2
  %v19 = icmp ult i64 %v18, 65
  %v20 = or disjoint i64 %v14, 3
  %v21 = icmp ult i64 %v20, 65
  %v22 = shl nuw nsw i64 %v9, 2
  %v23 = or disjoint i64 %v22, 1
  %v24 = icmp ult i64 %v23, 33
  %v25 = or disjoint i64 %v22, 2
  %v26 = icmp ult i64 %v25, 33
  %v27 = or disjoint i64 %v22, 3
  %v28 = icmp ult i64 %v27, 33
  %v29 = shl nuw nsw i64 %v9, 4
  %v30 = add nuw nsw i64 %v29, %v11
  %v31 = icmp ult i64 %v30, 132
  br i1 %v31, label %v32, label %v33

v33:                        ; preds = %v3
  %v34 = shl nuw nsw i64 %v9, 8
  br label %v35

v32:                                        ; preds = %v3
  %v36 = lshr i64 %v11, 2
  %v37 = and i64 %v13, 12
  %v38 = mul nuw nsw i64 %v5, 2244
  %v39 = getelementptr i8, ptr %v0, i64 %v38
  %v40 = mul nuw nsw i64 %v9, 272
  %v41 = getelementptr i8, ptr %v39, i64 %v40
  %v42 = mul nuw nsw i64 %v36, 68
  %v43 = getelementptr i8, ptr %v41, i64 %v42
  %v44 = getelementptr float, ptr %v43, i64 %v37
  %v45 = add nuw nsw i64 %v22, %v36
  %v46 = trunc nuw nsw i64 %v45 to i16
  %v47 = udiv i16 %v46, 33
  %v48 = zext nneg i16 %v47 to i64
  %v49 = add nuw nsw i64 %v48, %v5
  %v50 = icmp ult i64 %v49, 2
  %v51 = insertelement <4 x i1> poison, i1 %v50, i64 0
  %v52 = shufflevector <4 x i1> %v51, <4 x i1> poison, <4 x i32> zeroinitializer
  %v53 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v44, i32 4, <4 x i1> %v52, <4 x float> zeroinitializer)
  %v54 = shl nuw nsw i64 %v9, 8
  %v55 = getelementptr i8, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v54
  %v56 = getelementptr float, ptr %v55, i64 %v13
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v53, ptr %v56, i32 16, <4 x i1> %v52)
  br label %v35

v35:                                        ; preds = %v33, %v32
  %v57 = phi i64 [ %v34, %v33 ], [ %v54, %v32 ]
  %v58 = getelementptr float, ptr %v1, i64 %v12
  %v59 = getelementptr float, ptr %v58, i64 %v13
  %v60 = getelementptr float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 2304), i64 %v13
  %v61 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v13
  %v62 = icmp ult i64 %v30, 112
  %v63 = add nuw nsw i64 %v9, 9
  %v64 = lshr i64 %v63, 4
  %v65 = and i64 %v63, 15
  %v66 = mul nuw nsw i64 %v5, 4420
  %v67 = getelementptr i8, ptr %v59, i64 %v66
  %v68 = mul nuw nsw i64 %v64, 4420
  %v69 = getelementptr i8, ptr %v67, i64 %v68
  %v70 = mul nuw nsw i64 %v65, 260
  %v71 = getelementptr i8, ptr %v69, i64 %v70
  %v72 = add nuw nsw i64 %v64, %v5
  %v73 = icmp ult i64 %v72, 2
  %v74 = insertelement <4 x i64> poison, i64 %v14, i64 0
  %v75 = shufflevector <4 x i64> %v74, <4 x i64> poison, <4 x i32> zeroinitializer
  %v76 = or disjoint <4 x i64> %v75, <i64 0, i64 1, i64 2, i64 3>
  %v77 = icmp ult <4 x i64> %v76, <i64 65, i64 65, i64 65, i64 65>
  %v78 = getelementptr i8, ptr %v58, i64 %v66
  %v79 = mul nuw nsw i64 %v9, 260
  %v80 = getelementptr i8, ptr %v78, i64 %v79
  %v81 = getelementptr float, ptr %v80, i64 %v13
  %v82 = getelementptr i8, ptr %v61, i64 %v57
  %v83 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v81, i32 4, <4 x i1> %v77, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v83, ptr %v82, i32 16, <4 x i1> %v77)
  br i1 %v62, label %v84, label %v85

v84:                                      ; preds = %v35
  %v86 = getelementptr i8, ptr %v60, i64 %v57
  %v87 = insertelement <4 x i1> poison, i1 %v73, i64 0
  %v88 = shufflevector <4 x i1> %v87, <4 x i1> poison, <4 x i32> zeroinitializer
  %v89 = and <4 x i1> %v88, %v77
  %v90 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v71, i32 4, <4 x i1> %v89, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v90, ptr %v86, i32 16, <4 x i1> %v89)
  br label %v85

v85:                                      ; preds = %v84, %v35
  tail call void @llvm.nvvm.barrier0()
  %v91 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v13
  %v92 = getelementptr i8, ptr %v91, i64 2112
  %v93 = or disjoint i64 %v13, 1024
  %v94 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v93
  %v95 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 2112), i64 %v57
  %v96 = or disjoint i64 %v13, 1025
  %v97 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v96
  %v98 = or disjoint i64 %v13, 1026
  %v99 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v98
  %v100 = or disjoint i64 %v13, 1027
  %v101 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v100
  %v102 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 2176), i64 %v57
  %v103 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 2240), i64 %v57
  %v104 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 2304), i64 %v57
  %v105 = lshr i64 %v11, 2
  %v106 = and i64 %v13, 12
  %v107 = mul nuw nsw i64 %v5, 2244
  %v108 = getelementptr i8, ptr %v0, i64 %v107
  %v109 = mul nuw nsw i64 %v9, 272
  %v110 = getelementptr i8, ptr %v108, i64 %v109
  %v111 = mul nuw nsw i64 %v105, 68
  %v112 = getelementptr i8, ptr %v110, i64 %v111
  %v113 = getelementptr float, ptr %v112, i64 %v106
  %v114 = getelementptr i8, ptr %v113, i64 64
  %v115 = add nuw nsw i64 %v22, %v105
  %v116 = trunc nuw nsw i64 %v115 to i16
  %v117 = udiv i16 %v116, 33
  %v118 = zext nneg i16 %v117 to i64
  %v119 = add nuw nsw i64 %v118, %v5
  %v120 = icmp ult i64 %v119, 2
  %v121 = insertelement <4 x i1> poison, i1 %v120, i64 0
  %v122 = shufflevector <4 x i1> %v121, <4 x i1> poison, <4 x i32> zeroinitializer
  %v123 = or disjoint i64 %v106, 16
  %v124 = insertelement <4 x i64> poison, i64 %v123, i64 0
  %v125 = shufflevector <4 x i64> %v124, <4 x i64> poison, <4 x i32> zeroinitializer
  %v126 = icmp eq <4 x i64> %v125, <i64 16, i64 17, i64 18, i64 19>
  %v127 = and <4 x i1> %v122, %v126
  %v128 = getelementptr i8, ptr %v92, i64 %v57
  %v129 = getelementptr i8, ptr %v60, i64 4096
  %v130 = getelementptr i8, ptr %v61, i64 4096
  %v131 = getelementptr i8, ptr %v71, i64 4160
  %v132 = icmp eq i64 %v65, 0
  %v133 = and i1 %v132, %v73
  %v134 = insertelement <4 x i1> poison, i1 %v133, i64 0
  %v135 = shufflevector <4 x i1> %v134, <4 x i1> poison, <4 x i32> zeroinitializer
  %v136 = and <4 x i1> %v135, %v77
  %v137 = getelementptr i8, ptr %v129, i64 %v57
  %v138 = getelementptr i8, ptr %v81, i64 4160
  %v139 = icmp eq i32 %v8, 0
  %v140 = insertelement <4 x i1> poison, i1 %v139, i64 0
  %v141 = shufflevector <4 x i1> %v140, <4 x i1> poison, <4 x i32> zeroinitializer
  %v142 = and <4 x i1> %v77, %v141
  %v143 = getelementptr i8, ptr %v130, i64 %v57
  %v144 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v57
  %v145 = or disjoint i64 %v13, 1
  %v146 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v145
  %v147 = or disjoint i64 %v13, 2
  %v148 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v147
  %v149 = or disjoint i64 %v13, 3
  %v150 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v149
  %v151 = shl nuw nsw i64 %v9, 6
  %v152 = or disjoint i64 %v151, 16
  %v153 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v152
  %v154 = or disjoint i64 %v151, 32
  %v155 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v154
  %v156 = or disjoint i64 %v151, 48
  %v157 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v156
  %v158 = getelementptr inbounds i8, ptr %v61, i64 256
  %v159 = or disjoint i64 %v151, 1
  %v160 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v159
  %v161 = getelementptr inbounds i8, ptr %v61, i64 260
  %v162 = getelementptr inbounds i8, ptr %v61, i64 264
  %v163 = getelementptr inbounds i8, ptr %v61, i64 268
  %v164 = or disjoint i64 %v151, 17
  %v165 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v164
  %v166 = or disjoint i64 %v151, 33
  %v167 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v166
  %v168 = or disjoint i64 %v151, 49
  %v169 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v168
  %v170 = or disjoint i64 %v13, 128
  %v171 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v170
  %v172 = or disjoint i64 %v151, 2
  %v173 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v172
  %v174 = getelementptr inbounds i8, ptr %v61, i64 516
  %v175 = getelementptr inbounds i8, ptr %v61, i64 520
  %v176 = getelementptr inbounds i8, ptr %v61, i64 524
  %v177 = or disjoint i64 %v151, 18
  %v178 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v177
  %v179 = or disjoint i64 %v151, 34
  %v180 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v179
  %v181 = or disjoint i64 %v151, 50
  %v182 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v181
  %v183 = getelementptr inbounds i8, ptr %v61, i64 768
  %v184 = or disjoint i64 %v151, 3
  %v185 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v184
  %v186 = getelementptr inbounds i8, ptr %v61, i64 772
  %v187 = getelementptr inbounds i8, ptr %v61, i64 776
  %v188 = getelementptr inbounds i8, ptr %v61, i64 780
  %v189 = or disjoint i64 %v151, 19
  %v190 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v189
  %v191 = or disjoint i64 %v151, 35
  %v192 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v191
  %v193 = or disjoint i64 %v151, 51
  %v194 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v193
  %v195 = or disjoint i64 %v13, 256
  %v196 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v195
  %v197 = or disjoint i64 %v151, 4
  %v198 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v197
  %v199 = getelementptr inbounds i8, ptr %v61, i64 1028
  %v200 = getelementptr inbounds i8, ptr %v61, i64 1032
  %v201 = getelementptr inbounds i8, ptr %v61, i64 1036
  %v202 = or disjoint i64 %v151, 20
  %v203 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v202
  %v204 = or disjoint i64 %v151, 36
  %v205 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v204
  %v206 = or disjoint i64 %v151, 52
  %v207 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v206
  %v208 = getelementptr inbounds i8, ptr %v61, i64 1280
  %v209 = or disjoint i64 %v151, 5
  %v210 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v209
  %v211 = getelementptr inbounds i8, ptr %v61, i64 1284
  %v212 = getelementptr inbounds i8, ptr %v61, i64 1288
  %v213 = getelementptr inbounds i8, ptr %v61, i64 1292
  %v214 = or disjoint i64 %v151, 21
  %v215 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v214
  %v216 = or disjoint i64 %v151, 37
  %v217 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v216
  %v218 = or disjoint i64 %v151, 53
  %v219 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v218
  %v220 = or disjoint i64 %v13, 384
  %v221 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v220
  %v222 = or disjoint i64 %v151, 6
  %v223 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v222
  %v224 = getelementptr inbounds i8, ptr %v61, i64 1540
  %v225 = getelementptr inbounds i8, ptr %v61, i64 1544
  %v226 = getelementptr inbounds i8, ptr %v61, i64 1548
  %v227 = or disjoint i64 %v151, 22
  %v228 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v227
  %v229 = or disjoint i64 %v151, 38
  %v230 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v229
  %v231 = or disjoint i64 %v151, 54
  %v232 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v231
  %v233 = getelementptr inbounds i8, ptr %v61, i64 1792
  %v234 = or disjoint i64 %v151, 7
  %v235 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v234
  %v236 = getelementptr inbounds i8, ptr %v61, i64 1796
  %v237 = getelementptr inbounds i8, ptr %v61, i64 1800
  %v238 = getelementptr inbounds i8, ptr %v61, i64 1804
  %v239 = or disjoint i64 %v151, 23
  %v240 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v239
  %v241 = or disjoint i64 %v151, 39
  %v242 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v241
  %v243 = or disjoint i64 %v151, 55
  %v244 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v243
  %v245 = or disjoint i64 %v13, 512
  %v246 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v245
  %v247 = or disjoint i64 %v151, 8
  %v248 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v247
  %v249 = getelementptr inbounds i8, ptr %v61, i64 2052
  %v250 = getelementptr inbounds i8, ptr %v61, i64 2056
  %v251 = getelementptr inbounds i8, ptr %v61, i64 2060
  %v252 = or disjoint i64 %v151, 24
  %v253 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v252
  %v254 = or disjoint i64 %v151, 40
  %v255 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v254
  %v256 = or disjoint i64 %v151, 56
  %v257 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v256
  %v258 = getelementptr inbounds i8, ptr %v61, i64 2304
  %v259 = or disjoint i64 %v151, 9
  %v260 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v259
  %v261 = getelementptr inbounds i8, ptr %v61, i64 2308
  %v262 = getelementptr inbounds i8, ptr %v61, i64 2312
  %v263 = getelementptr inbounds i8, ptr %v61, i64 2316
  %v264 = or disjoint i64 %v151, 25
  %v265 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v264
  %v266 = or disjoint i64 %v151, 41
  %v267 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v266
  %v268 = or disjoint i64 %v151, 57
  %v269 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v268
  %v270 = or disjoint i64 %v13, 640
  %v271 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v270
  %v272 = or disjoint i64 %v151, 10
  %v273 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v272
  %v274 = getelementptr inbounds i8, ptr %v61, i64 2564
  %v275 = getelementptr inbounds i8, ptr %v61, i64 2568
  %v276 = getelementptr inbounds i8, ptr %v61, i64 2572
  %v277 = or disjoint i64 %v151, 26
  %v278 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v277
  %v279 = or disjoint i64 %v151, 42
  %v280 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v279
  %v281 = or disjoint i64 %v151, 58
  %v282 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v281
  %v283 = getelementptr inbounds i8, ptr %v61, i64 2816
  %v284 = or disjoint i64 %v151, 11
  %v285 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v284
  %v286 = getelementptr inbounds i8, ptr %v61, i64 2820
  %v287 = getelementptr inbounds i8, ptr %v61, i64 2824
  %v288 = getelementptr inbounds i8, ptr %v61, i64 2828
  %v289 = or disjoint i64 %v151, 27
  %v290 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v289
  %v291 = or disjoint i64 %v151, 43
  %v292 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v291
  %v293 = or disjoint i64 %v151, 59
  %v294 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v293
  %v295 = or disjoint i64 %v13, 768
  %v296 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v295
  %v297 = or disjoint i64 %v151, 12
  %v298 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v297
  %v299 = getelementptr inbounds i8, ptr %v61, i64 3076
  %v300 = getelementptr inbounds i8, ptr %v61, i64 3080
  %v301 = getelementptr inbounds i8, ptr %v61, i64 3084
  %v302 = or disjoint i64 %v151, 28
  %v303 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v302
  %v304 = or disjoint i64 %v151, 44
  %v305 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v304
  %v306 = or disjoint i64 %v151, 60
  %v307 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v306
  %v308 = getelementptr inbounds i8, ptr %v61, i64 3328
  %v309 = or disjoint i64 %v151, 13
  %v310 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v309
  %v311 = getelementptr inbounds i8, ptr %v61, i64 3332
  %v312 = getelementptr inbounds i8, ptr %v61, i64 3336
  %v313 = getelementptr inbounds i8, ptr %v61, i64 3340
  %v314 = or disjoint i64 %v151, 29
  %v315 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v314
  %v316 = or disjoint i64 %v151, 45
  %v317 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v316
  %v318 = or disjoint i64 %v151, 61
  %v319 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v318
  %v320 = or disjoint i64 %v13, 896
  %v321 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v320
  %v322 = or disjoint i64 %v151, 14
  %v323 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v322
  %v324 = getelementptr inbounds i8, ptr %v61, i64 3588
  %v325 = getelementptr inbounds i8, ptr %v61, i64 3592
  %v326 = getelementptr inbounds i8, ptr %v61, i64 3596
  %v327 = or disjoint i64 %v151, 30
  %v328 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v327
  %v329 = or disjoint i64 %v151, 46
  %v330 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v329
  %v331 = or disjoint i64 %v151, 62
  %v332 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v331
  %v333 = getelementptr inbounds i8, ptr %v61, i64 3840
  %v334 = or disjoint i64 %v151, 15
  %v335 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v334
  %v336 = getelementptr inbounds i8, ptr %v61, i64 3844
  %v337 = getelementptr inbounds i8, ptr %v61, i64 3848
  %v338 = getelementptr inbounds i8, ptr %v61, i64 3852
  %v339 = or disjoint i64 %v151, 31
  %v340 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v339
  %v341 = or disjoint i64 %v151, 47
  %v342 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v341
  %v343 = or disjoint i64 %v151, 63
  %v344 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v343
  br label %v345

v345:                                     ; preds = %v85, %v346
  %v347 = phi float [ 0.000000e+00, %v85 ], [ %v348, %v346 ]
  %v349 = phi float [ 0.000000e+00, %v85 ], [ %v350, %v346 ]
  %v351 = phi float [ 0.000000e+00, %v85 ], [ %v352, %v346 ]
  %v353 = phi float [ 0.000000e+00, %v85 ], [ %v354, %v346 ]
  %v355 = phi float [ 0.000000e+00, %v85 ], [ %v356, %v346 ]
  %v357 = phi float [ 0.000000e+00, %v85 ], [ %v358, %v346 ]
  %v359 = phi float [ 0.000000e+00, %v85 ], [ %v360, %v346 ]
  %v361 = phi float [ 0.000000e+00, %v85 ], [ %v362, %v346 ]
  %v363 = phi float [ 0.000000e+00, %v85 ], [ %v364, %v346 ]
  %v365 = phi float [ 0.000000e+00, %v85 ], [ %v366, %v346 ]
  %v367 = phi float [ 0.000000e+00, %v85 ], [ %v368, %v346 ]
  %v369 = phi float [ 0.000000e+00, %v85 ], [ %v370, %v346 ]
  %v371 = phi float [ 0.000000e+00, %v85 ], [ %v372, %v346 ]
  %v373 = phi float [ 0.000000e+00, %v85 ], [ %v374, %v346 ]
  %v375 = phi float [ 0.000000e+00, %v85 ], [ %v376, %v346 ]
  %v377 = phi float [ 0.000000e+00, %v85 ], [ %v378, %v346 ]
  %v379 = phi i1 [ true, %v85 ], [ false, %v346 ]
  br i1 %v379, label %v380, label %v381

v382:                                     ; preds = %v346
  br i1 %v15, label %v383, label %v384

v380:                                        ; preds = %v345
  br i1 %v31, label %v385, label %v386

v346:                                        ; preds = %v387, %v388
  %v348 = phi float [ %v389, %v388 ], [ %v390, %v387 ]
  %v350 = phi float [ %v391, %v388 ], [ %v392, %v387 ]
  %v352 = phi float [ %v393, %v388 ], [ %v394, %v387 ]
  %v354 = phi float [ %v395, %v388 ], [ %v396, %v387 ]
  %v356 = phi float [ %v397, %v388 ], [ %v398, %v387 ]
  %v358 = phi float [ %v399, %v388 ], [ %v400, %v387 ]
  %v360 = phi float [ %v401, %v388 ], [ %v402, %v387 ]
  %v362 = phi float [ %v403, %v388 ], [ %v404, %v387 ]
  %v364 = phi float [ %v405, %v388 ], [ %v406, %v387 ]
  %v366 = phi float [ %v407, %v388 ], [ %v408, %v387 ]
  %v368 = phi float [ %v409, %v388 ], [ %v410, %v387 ]
  %v370 = phi float [ %v411, %v388 ], [ %v412, %v387 ]
  %v372 = phi float [ %v413, %v388 ], [ %v414, %v387 ]
  %v374 = phi float [ %v415, %v388 ], [ %v416, %v387 ]
  %v376 = phi float [ %v417, %v388 ], [ %v418, %v387 ]
  %v378 = phi float [ %v419, %v388 ], [ %v420, %v387 ]
  br i1 %v379, label %v345, label %v382

v381:                                        ; preds = %v345
  br i1 %v15, label %v421, label %v422

v385:                                        ; preds = %v380
  %v423 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v114, i32 4, <4 x i1> %v127, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v423, ptr %v128, i32 16, <4 x i1> %v127)
  br label %v386

v386:                                        ; preds = %v380, %v385
  %v424 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v138, i32 4, <4 x i1> %v142, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v424, ptr %v143, i32 16, <4 x i1> %v142)
  br i1 %v62, label %v425, label %v426

v425:                                      ; preds = %v386
  %v427 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v131, i32 4, <4 x i1> %v136, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v427, ptr %v137, i32 16, <4 x i1> %v136)
  br label %v426

v426:                                      ; preds = %v425, %v386
  br i1 %v15, label %v428, label %v429

v428:                                       ; preds = %v426
  %v430 = load float, ptr %v144, align 64
  %v431 = load float, ptr %v61, align 16
  %v432 = fmul contract float %v430, %v431
  %v433 = fadd contract float %v377, %v432
  br label %v429

v429:                                       ; preds = %v428, %v426
  %v434 = phi float [ %v433, %v428 ], [ %v377, %v426 ]
  br i1 %v17, label %v435, label %v436

v435:                                       ; preds = %v429
  %v437 = load float, ptr %v144, align 64
  %v438 = load float, ptr %v146, align 4
  %v439 = fmul contract float %v437, %v438
  %v440 = fadd contract float %v375, %v439
  br label %v436

v436:                                       ; preds = %v435, %v429
  %v441 = phi float [ %v440, %v435 ], [ %v375, %v429 ]
  br i1 %v19, label %v442, label %v443

v442:                                       ; preds = %v436
  %v444 = load float, ptr %v144, align 64
  %v445 = load float, ptr %v148, align 8
  %v446 = fmul contract float %v444, %v445
  %v447 = fadd contract float %v373, %v446
  br label %v443

v443:                                       ; preds = %v442, %v436
  %v448 = phi float [ %v447, %v442 ], [ %v373, %v436 ]
  br i1 %v21, label %v449, label %v450

v449:                                       ; preds = %v443
  %v451 = load float, ptr %v144, align 64
  %v452 = load float, ptr %v150, align 4
  %v453 = fmul contract float %v451, %v452
  %v454 = fadd contract float %v371, %v453
  br label %v450

v450:                                       ; preds = %v449, %v443
  %v455 = phi float [ %v454, %v449 ], [ %v371, %v443 ]
  br i1 %v24, label %v456, label %v457

v456:                                       ; preds = %v450
  br i1 %v15, label %v458, label %v459

v457:                                       ; preds = %v460, %v461, %v450
  %v462 = phi float [ %v463, %v461 ], [ %v363, %v460 ], [ %v363, %v450 ]
  %v464 = phi float [ %v465, %v461 ], [ %v465, %v460 ], [ %v365, %v450 ]
  %v466 = phi float [ %v467, %v461 ], [ %v467, %v460 ], [ %v367, %v450 ]
  %v468 = phi float [ %v469, %v461 ], [ %v469, %v460 ], [ %v369, %v450 ]
  br i1 %v26, label %v470, label %v471

v458:                                       ; preds = %v456
  %v472 = load float, ptr %v153, align 64
  %v473 = load float, ptr %v61, align 16
  %v474 = fmul contract float %v472, %v473
  %v475 = fadd contract float %v369, %v474
  br label %v459

v459:                                       ; preds = %v458, %v456
  %v469 = phi float [ %v475, %v458 ], [ %v369, %v456 ]
  br i1 %v17, label %v476, label %v477

v476:                                       ; preds = %v459
  %v478 = load float, ptr %v153, align 64
  %v479 = load float, ptr %v146, align 4
  %v480 = fmul contract float %v478, %v479
  %v481 = fadd contract float %v367, %v480
  br label %v477

v477:                                       ; preds = %v476, %v459
  %v467 = phi float [ %v481, %v476 ], [ %v367, %v459 ]
  br i1 %v19, label %v482, label %v460

v482:                                       ; preds = %v477
  %v483 = load float, ptr %v153, align 64
  %v484 = load float, ptr %v148, align 8
  %v485 = fmul contract float %v483, %v484
  %v486 = fadd contract float %v365, %v485
  br label %v460

v460:                                       ; preds = %v482, %v477
  %v465 = phi float [ %v486, %v482 ], [ %v365, %v477 ]
  br i1 %v21, label %v461, label %v457

v461:                                       ; preds = %v460
  %v487 = load float, ptr %v153, align 64
  %v488 = load float, ptr %v150, align 4
  %v489 = fmul contract float %v487, %v488
  %v463 = fadd contract float %v363, %v489
  br label %v457

v470:                                       ; preds = %v457
  br i1 %v15, label %v490, label %v491

v471:                                       ; preds = %v492, %v493, %v457
  %v494 = phi float [ %v495, %v493 ], [ %v355, %v492 ], [ %v355, %v457 ]
  %v496 = phi float [ %v497, %v493 ], [ %v497, %v492 ], [ %v357, %v457 ]
  %v498 = phi float [ %v499, %v493 ], [ %v499, %v492 ], [ %v359, %v457 ]
  %v500 = phi float [ %v501, %v493 ], [ %v501, %v492 ], [ %v361, %v457 ]
  br i1 %v28, label %v502, label %v503

v490:                                       ; preds = %v470
  %v504 = load float, ptr %v155, align 64
  %v505 = load float, ptr %v61, align 16
  %v506 = fmul contract float %v504, %v505
  %v507 = fadd contract float %v361, %v506
  br label %v491

v491:                                       ; preds = %v490, %v470
  %v501 = phi float [ %v507, %v490 ], [ %v361, %v470 ]
  br i1 %v17, label %v508, label %v509

v508:                                       ; preds = %v491
  %v510 = load float, ptr %v155, align 64
  %v511 = load float, ptr %v146, align 4
  %v512 = fmul contract float %v510, %v511
  %v513 = fadd contract float %v359, %v512
  br label %v509

v509:                                       ; preds = %v508, %v491
  %v499 = phi float [ %v513, %v508 ], [ %v359, %v491 ]
  br i1 %v19, label %v514, label %v492

v514:                                       ; preds = %v509
  %v515 = load float, ptr %v155, align 64
  %v516 = load float, ptr %v148, align 8
  %v517 = fmul contract float %v515, %v516
  %v518 = fadd contract float %v357, %v517
  br label %v492

v492:                                       ; preds = %v514, %v509
  %v497 = phi float [ %v518, %v514 ], [ %v357, %v509 ]
  br i1 %v21, label %v493, label %v471

v493:                                       ; preds = %v492
  %v519 = load float, ptr %v155, align 64
  %v520 = load float, ptr %v150, align 4
  %v521 = fmul contract float %v519, %v520
  %v495 = fadd contract float %v355, %v521
  br label %v471

v502:                                       ; preds = %v471
  br i1 %v15, label %v522, label %v523

v503:                                       ; preds = %v524, %v525, %v471
  %v526 = phi float [ %v527, %v525 ], [ %v347, %v524 ], [ %v347, %v471 ]
  %v528 = phi float [ %v529, %v525 ], [ %v529, %v524 ], [ %v349, %v471 ]
  %v530 = phi float [ %v531, %v525 ], [ %v531, %v524 ], [ %v351, %v471 ]
  %v532 = phi float [ %v533, %v525 ], [ %v533, %v524 ], [ %v353, %v471 ]
  br i1 %v15, label %v534, label %v535

v522:                                       ; preds = %v502
  %v536 = load float, ptr %v157, align 64
  %v537 = load float, ptr %v61, align 16
  %v538 = fmul contract float %v536, %v537
  %v539 = fadd contract float %v353, %v538
  br label %v523

v523:                                       ; preds = %v522, %v502
  %v533 = phi float [ %v539, %v522 ], [ %v353, %v502 ]
  br i1 %v17, label %v540, label %v541

v540:                                       ; preds = %v523
  %v542 = load float, ptr %v157, align 64
  %v543 = load float, ptr %v146, align 4
  %v544 = fmul contract float %v542, %v543
  %v545 = fadd contract float %v351, %v544
  br label %v541

v541:                                       ; preds = %v540, %v523
  %v531 = phi float [ %v545, %v540 ], [ %v351, %v523 ]
  br i1 %v19, label %v546, label %v524

v546:                                       ; preds = %v541
  %v547 = load float, ptr %v157, align 64
  %v548 = load float, ptr %v148, align 8
  %v549 = fmul contract float %v547, %v548
  %v550 = fadd contract float %v349, %v549
  br label %v524

v524:                                       ; preds = %v546, %v541
  %v529 = phi float [ %v550, %v546 ], [ %v349, %v541 ]
  br i1 %v21, label %v525, label %v503

v525:                                       ; preds = %v524
  %v551 = load float, ptr %v157, align 64
  %v552 = load float, ptr %v150, align 4
  %v553 = fmul contract float %v551, %v552
  %v527 = fadd contract float %v347, %v553
  br label %v503

v534:                                       ; preds = %v503
  %v554 = load float, ptr %v160, align 4
  %v555 = load float, ptr %v158, align 16
  %v556 = fmul contract float %v554, %v555
  %v557 = fadd contract float %v434, %v556
  br label %v535

v535:                                       ; preds = %v534, %v503
  %v558 = phi float [ %v557, %v534 ], [ %v434, %v503 ]
  br i1 %v17, label %v559, label %v560

v559:                                       ; preds = %v535
  %v561 = load float, ptr %v160, align 4
  %v562 = load float, ptr %v161, align 4
  %v563 = fmul contract float %v561, %v562
  %v564 = fadd contract float %v441, %v563
  br label %v560

v560:                                       ; preds = %v559, %v535
  %v565 = phi float [ %v564, %v559 ], [ %v441, %v535 ]
  br i1 %v19, label %v566, label %v567

v566:                                       ; preds = %v560
  %v568 = load float, ptr %v160, align 4
  %v569 = load float, ptr %v162, align 8
  %v570 = fmul contract float %v568, %v569
  %v571 = fadd contract float %v448, %v570
  br label %v567

v567:                                       ; preds = %v566, %v560
  %v572 = phi float [ %v571, %v566 ], [ %v448, %v560 ]
  br i1 %v21, label %v573, label %v574

v573:                                       ; preds = %v567
  %v575 = load float, ptr %v160, align 4
  %v576 = load float, ptr %v163, align 4
  %v577 = fmul contract float %v575, %v576
  %v578 = fadd contract float %v455, %v577
  br label %v574

v574:                                       ; preds = %v573, %v567
  %v579 = phi float [ %v578, %v573 ], [ %v455, %v567 ]
  br i1 %v24, label %v580, label %v581

v580:                                       ; preds = %v574
  br i1 %v15, label %v582, label %v583

v581:                                       ; preds = %v584, %v585, %v574
  %v586 = phi float [ %v587, %v585 ], [ %v462, %v584 ], [ %v462, %v574 ]
  %v588 = phi float [ %v589, %v585 ], [ %v589, %v584 ], [ %v464, %v574 ]
  %v590 = phi float [ %v591, %v585 ], [ %v591, %v584 ], [ %v466, %v574 ]
  %v592 = phi float [ %v593, %v585 ], [ %v593, %v584 ], [ %v468, %v574 ]
  br i1 %v26, label %v594, label %v595

v582:                                       ; preds = %v580
  %v596 = load float, ptr %v165, align 4
  %v597 = load float, ptr %v158, align 16
  %v598 = fmul contract float %v596, %v597
  %v599 = fadd contract float %v468, %v598
  br label %v583

v583:                                       ; preds = %v582, %v580
  %v593 = phi float [ %v599, %v582 ], [ %v468, %v580 ]
  br i1 %v17, label %v600, label %v601

v600:                                       ; preds = %v583
  %v602 = load float, ptr %v165, align 4
  %v603 = load float, ptr %v161, align 4
  %v604 = fmul contract float %v602, %v603
  %v605 = fadd contract float %v466, %v604
  br label %v601

v601:                                       ; preds = %v600, %v583
  %v591 = phi float [ %v605, %v600 ], [ %v466, %v583 ]
  br i1 %v19, label %v606, label %v584

v606:                                       ; preds = %v601
  %v607 = load float, ptr %v165, align 4
  %v608 = load float, ptr %v162, align 8
  %v609 = fmul contract float %v607, %v608
  %v610 = fadd contract float %v464, %v609
  br label %v584

v584:                                       ; preds = %v606, %v601
  %v589 = phi float [ %v610, %v606 ], [ %v464, %v601 ]
  br i1 %v21, label %v585, label %v581

v585:                                       ; preds = %v584
  %v611 = load float, ptr %v165, align 4
  %v612 = load float, ptr %v163, align 4
  %v613 = fmul contract float %v611, %v612
  %v587 = fadd contract float %v462, %v613
  br label %v581

v594:                                       ; preds = %v581
  br i1 %v15, label %v614, label %v615

v595:                                       ; preds = %v616, %v617, %v581
  %v618 = phi float [ %v619, %v617 ], [ %v494, %v616 ], [ %v494, %v581 ]
  %v620 = phi float [ %v621, %v617 ], [ %v621, %v616 ], [ %v496, %v581 ]
  %v622 = phi float [ %v623, %v617 ], [ %v623, %v616 ], [ %v498, %v581 ]
  %v624 = phi float [ %v625, %v617 ], [ %v625, %v616 ], [ %v500, %v581 ]
  br i1 %v28, label %v626, label %v627

v614:                                       ; preds = %v594
  %v628 = load float, ptr %v167, align 4
  %v629 = load float, ptr %v158, align 16
  %v630 = fmul contract float %v628, %v629
  %v631 = fadd contract float %v500, %v630
  br label %v615

v615:                                       ; preds = %v614, %v594
  %v625 = phi float [ %v631, %v614 ], [ %v500, %v594 ]
  br i1 %v17, label %v632, label %v633

v632:                                       ; preds = %v615
  %v634 = load float, ptr %v167, align 4
  %v635 = load float, ptr %v161, align 4
  %v636 = fmul contract float %v634, %v635
  %v637 = fadd contract float %v498, %v636
  br label %v633

v633:                                       ; preds = %v632, %v615
  %v623 = phi float [ %v637, %v632 ], [ %v498, %v615 ]
  br i1 %v19, label %v638, label %v616

v638:                                       ; preds = %v633
  %v639 = load float, ptr %v167, align 4
  %v640 = load float, ptr %v162, align 8
  %v641 = fmul contract float %v639, %v640
  %v642 = fadd contract float %v496, %v641
  br label %v616

v616:                                       ; preds = %v638, %v633
  %v621 = phi float [ %v642, %v638 ], [ %v496, %v633 ]
  br i1 %v21, label %v617, label %v595

v617:                                       ; preds = %v616
  %v643 = load float, ptr %v167, align 4
  %v644 = load float, ptr %v163, align 4
  %v645 = fmul contract float %v643, %v644
  %v619 = fadd contract float %v494, %v645
  br label %v595

v626:                                       ; preds = %v595
  br i1 %v15, label %v646, label %v647

v627:                                       ; preds = %v648, %v649, %v595
  %v650 = phi float [ %v651, %v649 ], [ %v526, %v648 ], [ %v526, %v595 ]
  %v652 = phi float [ %v653, %v649 ], [ %v653, %v648 ], [ %v528, %v595 ]
  %v654 = phi float [ %v655, %v649 ], [ %v655, %v648 ], [ %v530, %v595 ]
  %v656 = phi float [ %v657, %v649 ], [ %v657, %v648 ], [ %v532, %v595 ]
  br i1 %v15, label %v658, label %v659

v646:                                       ; preds = %v626
  %v660 = load float, ptr %v169, align 4
  %v661 = load float, ptr %v158, align 16
  %v662 = fmul contract float %v660, %v661
  %v663 = fadd contract float %v532, %v662
  br label %v647

v647:                                       ; preds = %v646, %v626
  %v657 = phi float [ %v663, %v646 ], [ %v532, %v626 ]
  br i1 %v17, label %v664, label %v665

v664:                                       ; preds = %v647
  %v666 = load float, ptr %v169, align 4
  %v667 = load float, ptr %v161, align 4
  %v668 = fmul contract float %v666, %v667
  %v669 = fadd contract float %v530, %v668
  br label %v665

v665:                                       ; preds = %v664, %v647
  %v655 = phi float [ %v669, %v664 ], [ %v530, %v647 ]
  br i1 %v19, label %v670, label %v648

v670:                                       ; preds = %v665
  %v671 = load float, ptr %v169, align 4
  %v672 = load float, ptr %v162, align 8
  %v673 = fmul contract float %v671, %v672
  %v674 = fadd contract float %v528, %v673
  br label %v648

v648:                                       ; preds = %v670, %v665
  %v653 = phi float [ %v674, %v670 ], [ %v528, %v665 ]
  br i1 %v21, label %v649, label %v627

v649:                                       ; preds = %v648
  %v675 = load float, ptr %v169, align 4
  %v676 = load float, ptr %v163, align 4
  %v677 = fmul contract float %v675, %v676
  %v651 = fadd contract float %v526, %v677
  br label %v627

v658:                                       ; preds = %v627
  %v678 = load float, ptr %v173, align 8
  %v679 = load float, ptr %v171, align 16
  %v680 = fmul contract float %v678, %v679
  %v681 = fadd contract float %v558, %v680
  br label %v659

v659:                                       ; preds = %v658, %v627
  %v682 = phi float [ %v681, %v658 ], [ %v558, %v627 ]
  br i1 %v17, label %v683, label %v684

v683:                                       ; preds = %v659
  %v685 = load float, ptr %v173, align 8
  %v686 = load float, ptr %v174, align 4
  %v687 = fmul contract float %v685, %v686
  %v688 = fadd contract float %v565, %v687
  br label %v684

v684:                                       ; preds = %v683, %v659
  %v689 = phi float [ %v688, %v683 ], [ %v565, %v659 ]
  br i1 %v19, label %v690, label %v691

v690:                                       ; preds = %v684
  %v692 = load float, ptr %v173, align 8
  %v693 = load float, ptr %v175, align 8
  %v694 = fmul contract float %v692, %v693
  %v695 = fadd contract float %v572, %v694
  br label %v691

v691:                                       ; preds = %v690, %v684
  %v696 = phi float [ %v695, %v690 ], [ %v572, %v684 ]
  br i1 %v21, label %v697, label %v698

v697:                                       ; preds = %v691
  %v699 = load float, ptr %v173, align 8
  %v700 = load float, ptr %v176, align 4
  %v701 = fmul contract float %v699, %v700
  %v702 = fadd contract float %v579, %v701
  br label %v698

v698:                                       ; preds = %v697, %v691
  %v703 = phi float [ %v702, %v697 ], [ %v579, %v691 ]
  br i1 %v24, label %v704, label %v705

v704:                                       ; preds = %v698
  br i1 %v15, label %v706, label %v707

v705:                                       ; preds = %v708, %v709, %v698
  %v710 = phi float [ %v711, %v709 ], [ %v586, %v708 ], [ %v586, %v698 ]
  %v712 = phi float [ %v713, %v709 ], [ %v713, %v708 ], [ %v588, %v698 ]
  %v714 = phi float [ %v715, %v709 ], [ %v715, %v708 ], [ %v590, %v698 ]
  %v716 = phi float [ %v717, %v709 ], [ %v717, %v708 ], [ %v592, %v698 ]
  br i1 %v26, label %v718, label %v719

v706:                                       ; preds = %v704
  %v720 = load float, ptr %v178, align 8
  %v721 = load float, ptr %v171, align 16
  %v722 = fmul contract float %v720, %v721
  %v723 = fadd contract float %v592, %v722
  br label %v707

v707:                                       ; preds = %v706, %v704
  %v717 = phi float [ %v723, %v706 ], [ %v592, %v704 ]
  br i1 %v17, label %v724, label %v725

v724:                                       ; preds = %v707
  %v726 = load float, ptr %v178, align 8
  %v727 = load float, ptr %v174, align 4
  %v728 = fmul contract float %v726, %v727
  %v729 = fadd contract float %v590, %v728
  br label %v725

v725:                                       ; preds = %v724, %v707
  %v715 = phi float [ %v729, %v724 ], [ %v590, %v707 ]
  br i1 %v19, label %v730, label %v708

v730:                                       ; preds = %v725
  %v731 = load float, ptr %v178, align 8
  %v732 = load float, ptr %v175, align 8
  %v733 = fmul contract float %v731, %v732
  %v734 = fadd contract float %v588, %v733
  br label %v708

v708:                                       ; preds = %v730, %v725
  %v713 = phi float [ %v734, %v730 ], [ %v588, %v725 ]
  br i1 %v21, label %v709, label %v705

v709:                                       ; preds = %v708
  %v735 = load float, ptr %v178, align 8
  %v736 = load float, ptr %v176, align 4
  %v737 = fmul contract float %v735, %v736
  %v711 = fadd contract float %v586, %v737
  br label %v705

v718:                                       ; preds = %v705
  br i1 %v15, label %v738, label %v739

v719:                                       ; preds = %v740, %v741, %v705
  %v742 = phi float [ %v743, %v741 ], [ %v618, %v740 ], [ %v618, %v705 ]
  %v744 = phi float [ %v745, %v741 ], [ %v745, %v740 ], [ %v620, %v705 ]
  %v746 = phi float [ %v747, %v741 ], [ %v747, %v740 ], [ %v622, %v705 ]
  %v748 = phi float [ %v749, %v741 ], [ %v749, %v740 ], [ %v624, %v705 ]
  br i1 %v28, label %v750, label %v751

v738:                                       ; preds = %v718
  %v752 = load float, ptr %v180, align 8
  %v753 = load float, ptr %v171, align 16
  %v754 = fmul contract float %v752, %v753
  %v755 = fadd contract float %v624, %v754
  br label %v739

v739:                                       ; preds = %v738, %v718
  %v749 = phi float [ %v755, %v738 ], [ %v624, %v718 ]
  br i1 %v17, label %v756, label %v757

v756:                                       ; preds = %v739
  %v758 = load float, ptr %v180, align 8
  %v759 = load float, ptr %v174, align 4
  %v760 = fmul contract float %v758, %v759
  %v761 = fadd contract float %v622, %v760
  br label %v757

v757:                                       ; preds = %v756, %v739
  %v747 = phi float [ %v761, %v756 ], [ %v622, %v739 ]
  br i1 %v19, label %v762, label %v740

v762:                                       ; preds = %v757
  %v763 = load float, ptr %v180, align 8
  %v764 = load float, ptr %v175, align 8
  %v765 = fmul contract float %v763, %v764
  %v766 = fadd contract float %v620, %v765
  br label %v740

v740:                                       ; preds = %v762, %v757
  %v745 = phi float [ %v766, %v762 ], [ %v620, %v757 ]
  br i1 %v21, label %v741, label %v719

v741:                                       ; preds = %v740
  %v767 = load float, ptr %v180, align 8
  %v768 = load float, ptr %v176, align 4
  %v769 = fmul contract float %v767, %v768
  %v743 = fadd contract float %v618, %v769
  br label %v719

v750:                                       ; preds = %v719
  br i1 %v15, label %v770, label %v771

v751:                                       ; preds = %v772, %v773, %v719
  %v774 = phi float [ %v775, %v773 ], [ %v650, %v772 ], [ %v650, %v719 ]
  %v776 = phi float [ %v777, %v773 ], [ %v777, %v772 ], [ %v652, %v719 ]
  %v778 = phi float [ %v779, %v773 ], [ %v779, %v772 ], [ %v654, %v719 ]
  %v780 = phi float [ %v781, %v773 ], [ %v781, %v772 ], [ %v656, %v719 ]
  br i1 %v15, label %v782, label %v783

v770:                                       ; preds = %v750
  %v784 = load float, ptr %v182, align 8
  %v785 = load float, ptr %v171, align 16
  %v786 = fmul contract float %v784, %v785
  %v787 = fadd contract float %v656, %v786
  br label %v771

v771:                                       ; preds = %v770, %v750
  %v781 = phi float [ %v787, %v770 ], [ %v656, %v750 ]
  br i1 %v17, label %v788, label %v789

v788:                                       ; preds = %v771
  %v790 = load float, ptr %v182, align 8
  %v791 = load float, ptr %v174, align 4
  %v792 = fmul contract float %v790, %v791
  %v793 = fadd contract float %v654, %v792
  br label %v789

v789:                                       ; preds = %v788, %v771
  %v779 = phi float [ %v793, %v788 ], [ %v654, %v771 ]
  br i1 %v19, label %v794, label %v772

v794:                                       ; preds = %v789
  %v795 = load float, ptr %v182, align 8
  %v796 = load float, ptr %v175, align 8
  %v797 = fmul contract float %v795, %v796
  %v798 = fadd contract float %v652, %v797
  br label %v772

v772:                                       ; preds = %v794, %v789
  %v777 = phi float [ %v798, %v794 ], [ %v652, %v789 ]
  br i1 %v21, label %v773, label %v751

v773:                                       ; preds = %v772
  %v799 = load float, ptr %v182, align 8
  %v800 = load float, ptr %v176, align 4
  %v801 = fmul contract float %v799, %v800
  %v775 = fadd contract float %v650, %v801
  br label %v751

v782:                                       ; preds = %v751
  %v802 = load float, ptr %v185, align 4
  %v803 = load float, ptr %v183, align 16
  %v804 = fmul contract float %v802, %v803
  %v805 = fadd contract float %v682, %v804
  br label %v783

v783:                                       ; preds = %v782, %v751
  %v806 = phi float [ %v805, %v782 ], [ %v682, %v751 ]
  br i1 %v17, label %v807, label %v808

v807:                                       ; preds = %v783
  %v809 = load float, ptr %v185, align 4
  %v810 = load float, ptr %v186, align 4
  %v811 = fmul contract float %v809, %v810
  %v812 = fadd contract float %v689, %v811
  br label %v808

v808:                                       ; preds = %v807, %v783
  %v813 = phi float [ %v812, %v807 ], [ %v689, %v783 ]
  br i1 %v19, label %v814, label %v815

v814:                                       ; preds = %v808
  %v816 = load float, ptr %v185, align 4
  %v817 = load float, ptr %v187, align 8
  %v818 = fmul contract float %v816, %v817
  %v819 = fadd contract float %v696, %v818
  br label %v815

v815:                                       ; preds = %v814, %v808
  %v820 = phi float [ %v819, %v814 ], [ %v696, %v808 ]
  br i1 %v21, label %v821, label %v822

v821:                                       ; preds = %v815
  %v823 = load float, ptr %v185, align 4
  %v824 = load float, ptr %v188, align 4
  %v825 = fmul contract float %v823, %v824
  %v826 = fadd contract float %v703, %v825
  br label %v822

v822:                                       ; preds = %v821, %v815
  %v827 = phi float [ %v826, %v821 ], [ %v703, %v815 ]
  br i1 %v24, label %v828, label %v829

v828:                                       ; preds = %v822
  br i1 %v15, label %v830, label %v831

v829:                                       ; preds = %v832, %v833, %v822
  %v834 = phi float [ %v835, %v833 ], [ %v710, %v832 ], [ %v710, %v822 ]
  %v836 = phi float [ %v837, %v833 ], [ %v837, %v832 ], [ %v712, %v822 ]
  %v838 = phi float [ %v839, %v833 ], [ %v839, %v832 ], [ %v714, %v822 ]
  %v840 = phi float [ %v841, %v833 ], [ %v841, %v832 ], [ %v716, %v822 ]
  br i1 %v26, label %v842, label %v843

v830:                                       ; preds = %v828
  %v844 = load float, ptr %v190, align 4
  %v845 = load float, ptr %v183, align 16
  %v846 = fmul contract float %v844, %v845
  %v847 = fadd contract float %v716, %v846
  br label %v831

v831:                                       ; preds = %v830, %v828
  %v841 = phi float [ %v847, %v830 ], [ %v716, %v828 ]
  br i1 %v17, label %v848, label %v849

v848:                                       ; preds = %v831
  %v850 = load float, ptr %v190, align 4
  %v851 = load float, ptr %v186, align 4
  %v852 = fmul contract float %v850, %v851
  %v853 = fadd contract float %v714, %v852
  br label %v849

v849:                                       ; preds = %v848, %v831
  %v839 = phi float [ %v853, %v848 ], [ %v714, %v831 ]
  br i1 %v19, label %v854, label %v832

v854:                                       ; preds = %v849
  %v855 = load float, ptr %v190, align 4
  %v856 = load float, ptr %v187, align 8
  %v857 = fmul contract float %v855, %v856
  %v858 = fadd contract float %v712, %v857
  br label %v832

v832:                                       ; preds = %v854, %v849
  %v837 = phi float [ %v858, %v854 ], [ %v712, %v849 ]
  br i1 %v21, label %v833, label %v829

v833:                                       ; preds = %v832
  %v859 = load float, ptr %v190, align 4
  %v860 = load float, ptr %v188, align 4
  %v861 = fmul contract float %v859, %v860
  %v835 = fadd contract float %v710, %v861
  br label %v829

v842:                                       ; preds = %v829
  br i1 %v15, label %v862, label %v863

v843:                                       ; preds = %v864, %v865, %v829
  %v866 = phi float [ %v867, %v865 ], [ %v742, %v864 ], [ %v742, %v829 ]
  %v868 = phi float [ %v869, %v865 ], [ %v869, %v864 ], [ %v744, %v829 ]
  %v870 = phi float [ %v871, %v865 ], [ %v871, %v864 ], [ %v746, %v829 ]
  %v872 = phi float [ %v873, %v865 ], [ %v873, %v864 ], [ %v748, %v829 ]
  br i1 %v28, label %v874, label %v875

v862:                                       ; preds = %v842
  %v876 = load float, ptr %v192, align 4
  %v877 = load float, ptr %v183, align 16
  %v878 = fmul contract float %v876, %v877
  %v879 = fadd contract float %v748, %v878
  br label %v863

v863:                                       ; preds = %v862, %v842
  %v873 = phi float [ %v879, %v862 ], [ %v748, %v842 ]
  br i1 %v17, label %v880, label %v881

v880:                                       ; preds = %v863
  %v882 = load float, ptr %v192, align 4
  %v883 = load float, ptr %v186, align 4
  %v884 = fmul contract float %v882, %v883
  %v885 = fadd contract float %v746, %v884
  br label %v881

v881:                                       ; preds = %v880, %v863
  %v871 = phi float [ %v885, %v880 ], [ %v746, %v863 ]
  br i1 %v19, label %v886, label %v864

v886:                                       ; preds = %v881
  %v887 = load float, ptr %v192, align 4
  %v888 = load float, ptr %v187, align 8
  %v889 = fmul contract float %v887, %v888
  %v890 = fadd contract float %v744, %v889
  br label %v864

v864:                                       ; preds = %v886, %v881
  %v869 = phi float [ %v890, %v886 ], [ %v744, %v881 ]
  br i1 %v21, label %v865, label %v843

v865:                                       ; preds = %v864
  %v891 = load float, ptr %v192, align 4
  %v892 = load float, ptr %v188, align 4
  %v893 = fmul contract float %v891, %v892
  %v867 = fadd contract float %v742, %v893
  br label %v843

v874:                                       ; preds = %v843
  br i1 %v15, label %v894, label %v895

v875:                                       ; preds = %v896, %v897, %v843
  %v898 = phi float [ %v899, %v897 ], [ %v774, %v896 ], [ %v774, %v843 ]
  %v900 = phi float [ %v901, %v897 ], [ %v901, %v896 ], [ %v776, %v843 ]
  %v902 = phi float [ %v903, %v897 ], [ %v903, %v896 ], [ %v778, %v843 ]
  %v904 = phi float [ %v905, %v897 ], [ %v905, %v896 ], [ %v780, %v843 ]
  br i1 %v15, label %v906, label %v907

v894:                                       ; preds = %v874
  %v908 = load float, ptr %v194, align 4
  %v909 = load float, ptr %v183, align 16
  %v910 = fmul contract float %v908, %v909
  %v911 = fadd contract float %v780, %v910
  br label %v895

v895:                                       ; preds = %v894, %v874
  %v905 = phi float [ %v911, %v894 ], [ %v780, %v874 ]
  br i1 %v17, label %v912, label %v913

v912:                                       ; preds = %v895
  %v914 = load float, ptr %v194, align 4
  %v915 = load float, ptr %v186, align 4
  %v916 = fmul contract float %v914, %v915
  %v917 = fadd contract float %v778, %v916
  br label %v913

v913:                                       ; preds = %v912, %v895
  %v903 = phi float [ %v917, %v912 ], [ %v778, %v895 ]
  br i1 %v19, label %v918, label %v896

v918:                                       ; preds = %v913
  %v919 = load float, ptr %v194, align 4
  %v920 = load float, ptr %v187, align 8
  %v921 = fmul contract float %v919, %v920
  %v922 = fadd contract float %v776, %v921
  br label %v896

v896:                                       ; preds = %v918, %v913
  %v901 = phi float [ %v922, %v918 ], [ %v776, %v913 ]
  br i1 %v21, label %v897, label %v875

v897:                                       ; preds = %v896
  %v923 = load float, ptr %v194, align 4
  %v924 = load float, ptr %v188, align 4
  %v925 = fmul contract float %v923, %v924
  %v899 = fadd contract float %v774, %v925
  br label %v875

v906:                                       ; preds = %v875
  %v926 = load float, ptr %v198, align 16
  %v927 = load float, ptr %v196, align 16
  %v928 = fmul contract float %v926, %v927
  %v929 = fadd contract float %v806, %v928
  br label %v907

v907:                                       ; preds = %v906, %v875
  %v930 = phi float [ %v929, %v906 ], [ %v806, %v875 ]
  br i1 %v17, label %v931, label %v932

v931:                                       ; preds = %v907
  %v933 = load float, ptr %v198, align 16
  %v934 = load float, ptr %v199, align 4
  %v935 = fmul contract float %v933, %v934
  %v936 = fadd contract float %v813, %v935
  br label %v932

v932:                                       ; preds = %v931, %v907
  %v937 = phi float [ %v936, %v931 ], [ %v813, %v907 ]
  br i1 %v19, label %v938, label %v939

v938:                                       ; preds = %v932
  %v940 = load float, ptr %v198, align 16
  %v941 = load float, ptr %v200, align 8
  %v942 = fmul contract float %v940, %v941
  %v943 = fadd contract float %v820, %v942
  br label %v939

v939:                                       ; preds = %v938, %v932
  %v944 = phi float [ %v943, %v938 ], [ %v820, %v932 ]
  br i1 %v21, label %v945, label %v946

v945:                                       ; preds = %v939
  %v947 = load float, ptr %v198, align 16
  %v948 = load float, ptr %v201, align 4
  %v949 = fmul contract float %v947, %v948
  %v950 = fadd contract float %v827, %v949
  br label %v946

v946:                                       ; preds = %v945, %v939
  %v951 = phi float [ %v950, %v945 ], [ %v827, %v939 ]
  br i1 %v24, label %v952, label %v953

v952:                                       ; preds = %v946
  br i1 %v15, label %v954, label %v955

v953:                                       ; preds = %v956, %v957, %v946
  %v958 = phi float [ %v959, %v957 ], [ %v834, %v956 ], [ %v834, %v946 ]
  %v960 = phi float [ %v961, %v957 ], [ %v961, %v956 ], [ %v836, %v946 ]
  %v962 = phi float [ %v963, %v957 ], [ %v963, %v956 ], [ %v838, %v946 ]
  %v964 = phi float [ %v965, %v957 ], [ %v965, %v956 ], [ %v840, %v946 ]
  br i1 %v26, label %v966, label %v967

v954:                                       ; preds = %v952
  %v968 = load float, ptr %v203, align 16
  %v969 = load float, ptr %v196, align 16
  %v970 = fmul contract float %v968, %v969
  %v971 = fadd contract float %v840, %v970
  br label %v955

v955:                                       ; preds = %v954, %v952
  %v965 = phi float [ %v971, %v954 ], [ %v840, %v952 ]
  br i1 %v17, label %v972, label %v973

v972:                                       ; preds = %v955
  %v974 = load float, ptr %v203, align 16
  %v975 = load float, ptr %v199, align 4
  %v976 = fmul contract float %v974, %v975
  %v977 = fadd contract float %v838, %v976
  br label %v973

v973:                                       ; preds = %v972, %v955
  %v963 = phi float [ %v977, %v972 ], [ %v838, %v955 ]
  br i1 %v19, label %v978, label %v956

v978:                                       ; preds = %v973
  %v979 = load float, ptr %v203, align 16
  %v980 = load float, ptr %v200, align 8
  %v981 = fmul contract float %v979, %v980
  %v982 = fadd contract float %v836, %v981
  br label %v956

v956:                                       ; preds = %v978, %v973
  %v961 = phi float [ %v982, %v978 ], [ %v836, %v973 ]
  br i1 %v21, label %v957, label %v953

v957:                                       ; preds = %v956
  %v983 = load float, ptr %v203, align 16
  %v984 = load float, ptr %v201, align 4
  %v985 = fmul contract float %v983, %v984
  %v959 = fadd contract float %v834, %v985
  br label %v953

v966:                                       ; preds = %v953
  br i1 %v15, label %v986, label %v987

v967:                                       ; preds = %v988, %v989, %v953
  %v990 = phi float [ %v991, %v989 ], [ %v866, %v988 ], [ %v866, %v953 ]
  %v992 = phi float [ %v993, %v989 ], [ %v993, %v988 ], [ %v868, %v953 ]
  %v994 = phi float [ %v995, %v989 ], [ %v995, %v988 ], [ %v870, %v953 ]
  %v996 = phi float [ %v997, %v989 ], [ %v997, %v988 ], [ %v872, %v953 ]
  br i1 %v28, label %v998, label %v999

v986:                                       ; preds = %v966
  %v1000 = load float, ptr %v205, align 16
  %v1001 = load float, ptr %v196, align 16
  %v1002 = fmul contract float %v1000, %v1001
  %v1003 = fadd contract float %v872, %v1002
  br label %v987

v987:                                       ; preds = %v986, %v966
  %v997 = phi float [ %v1003, %v986 ], [ %v872, %v966 ]
  br i1 %v17, label %v1004, label %v1005

v1004:                                       ; preds = %v987
  %v1006 = load float, ptr %v205, align 16
  %v1007 = load float, ptr %v199, align 4
  %v1008 = fmul contract float %v1006, %v1007
  %v1009 = fadd contract float %v870, %v1008
  br label %v1005

v1005:                                       ; preds = %v1004, %v987
  %v995 = phi float [ %v1009, %v1004 ], [ %v870, %v987 ]
  br i1 %v19, label %v1010, label %v988

v1010:                                       ; preds = %v1005
  %v1011 = load float, ptr %v205, align 16
  %v1012 = load float, ptr %v200, align 8
  %v1013 = fmul contract float %v1011, %v1012
  %v1014 = fadd contract float %v868, %v1013
  br label %v988

v988:                                       ; preds = %v1010, %v1005
  %v993 = phi float [ %v1014, %v1010 ], [ %v868, %v1005 ]
  br i1 %v21, label %v989, label %v967

v989:                                       ; preds = %v988
  %v1015 = load float, ptr %v205, align 16
  %v1016 = load float, ptr %v201, align 4
  %v1017 = fmul contract float %v1015, %v1016
  %v991 = fadd contract float %v866, %v1017
  br label %v967

v998:                                       ; preds = %v967
  br i1 %v15, label %v1018, label %v1019

v999:                                       ; preds = %v1020, %v1021, %v967
  %v1022 = phi float [ %v1023, %v1021 ], [ %v898, %v1020 ], [ %v898, %v967 ]
  %v1024 = phi float [ %v1025, %v1021 ], [ %v1025, %v1020 ], [ %v900, %v967 ]
  %v1026 = phi float [ %v1027, %v1021 ], [ %v1027, %v1020 ], [ %v902, %v967 ]
  %v1028 = phi float [ %v1029, %v1021 ], [ %v1029, %v1020 ], [ %v904, %v967 ]
  br i1 %v15, label %v1030, label %v1031

v1018:                                       ; preds = %v998
  %v1032 = load float, ptr %v207, align 16
  %v1033 = load float, ptr %v196, align 16
  %v1034 = fmul contract float %v1032, %v1033
  %v1035 = fadd contract float %v904, %v1034
  br label %v1019

v1019:                                       ; preds = %v1018, %v998
  %v1029 = phi float [ %v1035, %v1018 ], [ %v904, %v998 ]
  br i1 %v17, label %v1036, label %v1037

v1036:                                       ; preds = %v1019
  %v1038 = load float, ptr %v207, align 16
  %v1039 = load float, ptr %v199, align 4
  %v1040 = fmul contract float %v1038, %v1039
  %v1041 = fadd contract float %v902, %v1040
  br label %v1037

v1037:                                       ; preds = %v1036, %v1019
  %v1027 = phi float [ %v1041, %v1036 ], [ %v902, %v1019 ]
  br i1 %v19, label %v1042, label %v1020

v1042:                                       ; preds = %v1037
  %v1043 = load float, ptr %v207, align 16
  %v1044 = load float, ptr %v200, align 8
  %v1045 = fmul contract float %v1043, %v1044
  %v1046 = fadd contract float %v900, %v1045
  br label %v1020

v1020:                                       ; preds = %v1042, %v1037
  %v1025 = phi float [ %v1046, %v1042 ], [ %v900, %v1037 ]
  br i1 %v21, label %v1021, label %v999

v1021:                                       ; preds = %v1020
  %v1047 = load float, ptr %v207, align 16
  %v1048 = load float, ptr %v201, align 4
  %v1049 = fmul contract float %v1047, %v1048
  %v1023 = fadd contract float %v898, %v1049
  br label %v999

v1030:                                       ; preds = %v999
  %v1050 = load float, ptr %v210, align 4
  %v1051 = load float, ptr %v208, align 16
  %v1052 = fmul contract float %v1050, %v1051
  %v1053 = fadd contract float %v930, %v1052
  br label %v1031

v1031:                                       ; preds = %v1030, %v999
  %v1054 = phi float [ %v1053, %v1030 ], [ %v930, %v999 ]
  br i1 %v17, label %v1055, label %v1056

v1055:                                       ; preds = %v1031
  %v1057 = load float, ptr %v210, align 4
  %v1058 = load float, ptr %v211, align 4
  %v1059 = fmul contract float %v1057, %v1058
  %v1060 = fadd contract float %v937, %v1059
  br label %v1056

v1056:                                       ; preds = %v1055, %v1031
  %v1061 = phi float [ %v1060, %v1055 ], [ %v937, %v1031 ]
  br i1 %v19, label %v1062, label %v1063

v1062:                                       ; preds = %v1056
  %v1064 = load float, ptr %v210, align 4
  %v1065 = load float, ptr %v212, align 8
  %v1066 = fmul contract float %v1064, %v1065
  %v1067 = fadd contract float %v944, %v1066
  br label %v1063

v1063:                                       ; preds = %v1062, %v1056
  %v1068 = phi float [ %v1067, %v1062 ], [ %v944, %v1056 ]
  br i1 %v21, label %v1069, label %v1070

v1069:                                       ; preds = %v1063
  %v1071 = load float, ptr %v210, align 4
  %v1072 = load float, ptr %v213, align 4
  %v1073 = fmul contract float %v1071, %v1072
  %v1074 = fadd contract float %v951, %v1073
  br label %v1070

v1070:                                       ; preds = %v1069, %v1063
  %v1075 = phi float [ %v1074, %v1069 ], [ %v951, %v1063 ]
  br i1 %v24, label %v1076, label %v1077

v1076:                                       ; preds = %v1070
  br i1 %v15, label %v1078, label %v1079

v1077:                                       ; preds = %v1080, %v1081, %v1070
  %v1082 = phi float [ %v1083, %v1081 ], [ %v958, %v1080 ], [ %v958, %v1070 ]
  %v1084 = phi float [ %v1085, %v1081 ], [ %v1085, %v1080 ], [ %v960, %v1070 ]
  %v1086 = phi float [ %v1087, %v1081 ], [ %v1087, %v1080 ], [ %v962, %v1070 ]
  %v1088 = phi float [ %v1089, %v1081 ], [ %v1089, %v1080 ], [ %v964, %v1070 ]
  br i1 %v26, label %v1090, label %v1091

v1078:                                       ; preds = %v1076
  %v1092 = load float, ptr %v215, align 4
  %v1093 = load float, ptr %v208, align 16
  %v1094 = fmul contract float %v1092, %v1093
  %v1095 = fadd contract float %v964, %v1094
  br label %v1079

v1079:                                       ; preds = %v1078, %v1076
  %v1089 = phi float [ %v1095, %v1078 ], [ %v964, %v1076 ]
  br i1 %v17, label %v1096, label %v1097

v1096:                                       ; preds = %v1079
  %v1098 = load float, ptr %v215, align 4
  %v1099 = load float, ptr %v211, align 4
  %v1100 = fmul contract float %v1098, %v1099
  %v1101 = fadd contract float %v962, %v1100
  br label %v1097

v1097:                                       ; preds = %v1096, %v1079
  %v1087 = phi float [ %v1101, %v1096 ], [ %v962, %v1079 ]
  br i1 %v19, label %v1102, label %v1080

v1102:                                       ; preds = %v1097
  %v1103 = load float, ptr %v215, align 4
  %v1104 = load float, ptr %v212, align 8
  %v1105 = fmul contract float %v1103, %v1104
  %v1106 = fadd contract float %v960, %v1105
  br label %v1080

v1080:                                       ; preds = %v1102, %v1097
  %v1085 = phi float [ %v1106, %v1102 ], [ %v960, %v1097 ]
  br i1 %v21, label %v1081, label %v1077

v1081:                                       ; preds = %v1080
  %v1107 = load float, ptr %v215, align 4
  %v1108 = load float, ptr %v213, align 4
  %v1109 = fmul contract float %v1107, %v1108
  %v1083 = fadd contract float %v958, %v1109
  br label %v1077

v1090:                                       ; preds = %v1077
  br i1 %v15, label %v1110, label %v1111

v1091:                                       ; preds = %v1112, %v1113, %v1077
  %v1114 = phi float [ %v1115, %v1113 ], [ %v990, %v1112 ], [ %v990, %v1077 ]
  %v1116 = phi float [ %v1117, %v1113 ], [ %v1117, %v1112 ], [ %v992, %v1077 ]
  %v1118 = phi float [ %v1119, %v1113 ], [ %v1119, %v1112 ], [ %v994, %v1077 ]
  %v1120 = phi float [ %v1121, %v1113 ], [ %v1121, %v1112 ], [ %v996, %v1077 ]
  br i1 %v28, label %v1122, label %v1123

v1110:                                       ; preds = %v1090
  %v1124 = load float, ptr %v217, align 4
  %v1125 = load float, ptr %v208, align 16
  %v1126 = fmul contract float %v1124, %v1125
  %v1127 = fadd contract float %v996, %v1126
  br label %v1111

v1111:                                       ; preds = %v1110, %v1090
  %v1121 = phi float [ %v1127, %v1110 ], [ %v996, %v1090 ]
  br i1 %v17, label %v1128, label %v1129

v1128:                                       ; preds = %v1111
  %v1130 = load float, ptr %v217, align 4
  %v1131 = load float, ptr %v211, align 4
  %v1132 = fmul contract float %v1130, %v1131
  %v1133 = fadd contract float %v994, %v1132
  br label %v1129

v1129:                                       ; preds = %v1128, %v1111
  %v1119 = phi float [ %v1133, %v1128 ], [ %v994, %v1111 ]
  br i1 %v19, label %v1134, label %v1112

v1134:                                       ; preds = %v1129
  %v1135 = load float, ptr %v217, align 4
  %v1136 = load float, ptr %v212, align 8
  %v1137 = fmul contract float %v1135, %v1136
  %v1138 = fadd contract float %v992, %v1137
  br label %v1112

v1112:                                       ; preds = %v1134, %v1129
  %v1117 = phi float [ %v1138, %v1134 ], [ %v992, %v1129 ]
  br i1 %v21, label %v1113, label %v1091

v1113:                                       ; preds = %v1112
  %v1139 = load float, ptr %v217, align 4
  %v1140 = load float, ptr %v213, align 4
  %v1141 = fmul contract float %v1139, %v1140
  %v1115 = fadd contract float %v990, %v1141
  br label %v1091

v1122:                                       ; preds = %v1091
  br i1 %v15, label %v1142, label %v1143

v1123:                                       ; preds = %v1144, %v1145, %v1091
  %v1146 = phi float [ %v1147, %v1145 ], [ %v1022, %v1144 ], [ %v1022, %v1091 ]
  %v1148 = phi float [ %v1149, %v1145 ], [ %v1149, %v1144 ], [ %v1024, %v1091 ]
  %v1150 = phi float [ %v1151, %v1145 ], [ %v1151, %v1144 ], [ %v1026, %v1091 ]
  %v1152 = phi float [ %v1153, %v1145 ], [ %v1153, %v1144 ], [ %v1028, %v1091 ]
  br i1 %v15, label %v1154, label %v1155

v1142:                                       ; preds = %v1122
  %v1156 = load float, ptr %v219, align 4
  %v1157 = load float, ptr %v208, align 16
  %v1158 = fmul contract float %v1156, %v1157
  %v1159 = fadd contract float %v1028, %v1158
  br label %v1143

v1143:                                       ; preds = %v1142, %v1122
  %v1153 = phi float [ %v1159, %v1142 ], [ %v1028, %v1122 ]
  br i1 %v17, label %v1160, label %v1161

v1160:                                       ; preds = %v1143
  %v1162 = load float, ptr %v219, align 4
  %v1163 = load float, ptr %v211, align 4
  %v1164 = fmul contract float %v1162, %v1163
  %v1165 = fadd contract float %v1026, %v1164
  br label %v1161

v1161:                                       ; preds = %v1160, %v1143
  %v1151 = phi float [ %v1165, %v1160 ], [ %v1026, %v1143 ]
  br i1 %v19, label %v1166, label %v1144

v1166:                                       ; preds = %v1161
  %v1167 = load float, ptr %v219, align 4
  %v1168 = load float, ptr %v212, align 8
  %v1169 = fmul contract float %v1167, %v1168
  %v1170 = fadd contract float %v1024, %v1169
  br label %v1144

v1144:                                       ; preds = %v1166, %v1161
  %v1149 = phi float [ %v1170, %v1166 ], [ %v1024, %v1161 ]
  br i1 %v21, label %v1145, label %v1123

v1145:                                       ; preds = %v1144
  %v1171 = load float, ptr %v219, align 4
  %v1172 = load float, ptr %v213, align 4
  %v1173 = fmul contract float %v1171, %v1172
  %v1147 = fadd contract float %v1022, %v1173
  br label %v1123

v1154:                                       ; preds = %v1123
  %v1174 = load float, ptr %v223, align 8
  %v1175 = load float, ptr %v221, align 16
  %v1176 = fmul contract float %v1174, %v1175
  %v1177 = fadd contract float %v1054, %v1176
  br label %v1155

v1155:                                       ; preds = %v1154, %v1123
  %v1178 = phi float [ %v1177, %v1154 ], [ %v1054, %v1123 ]
  br i1 %v17, label %v1179, label %v1180

v1179:                                       ; preds = %v1155
  %v1181 = load float, ptr %v223, align 8
  %v1182 = load float, ptr %v224, align 4
  %v1183 = fmul contract float %v1181, %v1182
  %v1184 = fadd contract float %v1061, %v1183
  br label %v1180

v1180:                                       ; preds = %v1179, %v1155
  %v1185 = phi float [ %v1184, %v1179 ], [ %v1061, %v1155 ]
  br i1 %v19, label %v1186, label %v1187

v1186:                                       ; preds = %v1180
  %v1188 = load float, ptr %v223, align 8
  %v1189 = load float, ptr %v225, align 8
  %v1190 = fmul contract float %v1188, %v1189
  %v1191 = fadd contract float %v1068, %v1190
  br label %v1187

v1187:                                       ; preds = %v1186, %v1180
  %v1192 = phi float [ %v1191, %v1186 ], [ %v1068, %v1180 ]
  br i1 %v21, label %v1193, label %v1194

v1193:                                       ; preds = %v1187
  %v1195 = load float, ptr %v223, align 8
  %v1196 = load float, ptr %v226, align 4
  %v1197 = fmul contract float %v1195, %v1196
  %v1198 = fadd contract float %v1075, %v1197
  br label %v1194

v1194:                                       ; preds = %v1193, %v1187
  %v1199 = phi float [ %v1198, %v1193 ], [ %v1075, %v1187 ]
  br i1 %v24, label %v1200, label %v1201

v1200:                                       ; preds = %v1194
  br i1 %v15, label %v1202, label %v1203

v1201:                                       ; preds = %v1204, %v1205, %v1194
  %v1206 = phi float [ %v1207, %v1205 ], [ %v1082, %v1204 ], [ %v1082, %v1194 ]
  %v1208 = phi float [ %v1209, %v1205 ], [ %v1209, %v1204 ], [ %v1084, %v1194 ]
  %v1210 = phi float [ %v1211, %v1205 ], [ %v1211, %v1204 ], [ %v1086, %v1194 ]
  %v1212 = phi float [ %v1213, %v1205 ], [ %v1213, %v1204 ], [ %v1088, %v1194 ]
  br i1 %v26, label %v1214, label %v1215

v1202:                                       ; preds = %v1200
  %v1216 = load float, ptr %v228, align 8
  %v1217 = load float, ptr %v221, align 16
  %v1218 = fmul contract float %v1216, %v1217
  %v1219 = fadd contract float %v1088, %v1218
  br label %v1203

v1203:                                       ; preds = %v1202, %v1200
  %v1213 = phi float [ %v1219, %v1202 ], [ %v1088, %v1200 ]
  br i1 %v17, label %v1220, label %v1221

v1220:                                       ; preds = %v1203
  %v1222 = load float, ptr %v228, align 8
  %v1223 = load float, ptr %v224, align 4
  %v1224 = fmul contract float %v1222, %v1223
  %v1225 = fadd contract float %v1086, %v1224
  br label %v1221

v1221:                                       ; preds = %v1220, %v1203
  %v1211 = phi float [ %v1225, %v1220 ], [ %v1086, %v1203 ]
  br i1 %v19, label %v1226, label %v1204

v1226:                                       ; preds = %v1221
  %v1227 = load float, ptr %v228, align 8
  %v1228 = load float, ptr %v225, align 8
  %v1229 = fmul contract float %v1227, %v1228
  %v1230 = fadd contract float %v1084, %v1229
  br label %v1204

v1204:                                       ; preds = %v1226, %v1221
  %v1209 = phi float [ %v1230, %v1226 ], [ %v1084, %v1221 ]
  br i1 %v21, label %v1205, label %v1201

v1205:                                       ; preds = %v1204
  %v1231 = load float, ptr %v228, align 8
  %v1232 = load float, ptr %v226, align 4
  %v1233 = fmul contract float %v1231, %v1232
  %v1207 = fadd contract float %v1082, %v1233
  br label %v1201

v1214:                                       ; preds = %v1201
  br i1 %v15, label %v1234, label %v1235

v1215:                                       ; preds = %v1236, %v1237, %v1201
  %v1238 = phi float [ %v1239, %v1237 ], [ %v1114, %v1236 ], [ %v1114, %v1201 ]
  %v1240 = phi float [ %v1241, %v1237 ], [ %v1241, %v1236 ], [ %v1116, %v1201 ]
  %v1242 = phi float [ %v1243, %v1237 ], [ %v1243, %v1236 ], [ %v1118, %v1201 ]
  %v1244 = phi float [ %v1245, %v1237 ], [ %v1245, %v1236 ], [ %v1120, %v1201 ]
  br i1 %v28, label %v1246, label %v1247

v1234:                                       ; preds = %v1214
  %v1248 = load float, ptr %v230, align 8
  %v1249 = load float, ptr %v221, align 16
  %v1250 = fmul contract float %v1248, %v1249
  %v1251 = fadd contract float %v1120, %v1250
  br label %v1235

v1235:                                       ; preds = %v1234, %v1214
  %v1245 = phi float [ %v1251, %v1234 ], [ %v1120, %v1214 ]
  br i1 %v17, label %v1252, label %v1253

v1252:                                       ; preds = %v1235
  %v1254 = load float, ptr %v230, align 8
  %v1255 = load float, ptr %v224, align 4
  %v1256 = fmul contract float %v1254, %v1255
  %v1257 = fadd contract float %v1118, %v1256
  br label %v1253

v1253:                                       ; preds = %v1252, %v1235
  %v1243 = phi float [ %v1257, %v1252 ], [ %v1118, %v1235 ]
  br i1 %v19, label %v1258, label %v1236

v1258:                                       ; preds = %v1253
  %v1259 = load float, ptr %v230, align 8
  %v1260 = load float, ptr %v225, align 8
  %v1261 = fmul contract float %v1259, %v1260
  %v1262 = fadd contract float %v1116, %v1261
  br label %v1236

v1236:                                       ; preds = %v1258, %v1253
  %v1241 = phi float [ %v1262, %v1258 ], [ %v1116, %v1253 ]
  br i1 %v21, label %v1237, label %v1215

v1237:                                       ; preds = %v1236
  %v1263 = load float, ptr %v230, align 8
  %v1264 = load float, ptr %v226, align 4
  %v1265 = fmul contract float %v1263, %v1264
  %v1239 = fadd contract float %v1114, %v1265
  br label %v1215

v1246:                                       ; preds = %v1215
  br i1 %v15, label %v1266, label %v1267

v1247:                                       ; preds = %v1268, %v1269, %v1215
  %v1270 = phi float [ %v1271, %v1269 ], [ %v1146, %v1268 ], [ %v1146, %v1215 ]
  %v1272 = phi float [ %v1273, %v1269 ], [ %v1273, %v1268 ], [ %v1148, %v1215 ]
  %v1274 = phi float [ %v1275, %v1269 ], [ %v1275, %v1268 ], [ %v1150, %v1215 ]
  %v1276 = phi float [ %v1277, %v1269 ], [ %v1277, %v1268 ], [ %v1152, %v1215 ]
  br i1 %v15, label %v1278, label %v1279

v1266:                                       ; preds = %v1246
  %v1280 = load float, ptr %v232, align 8
  %v1281 = load float, ptr %v221, align 16
  %v1282 = fmul contract float %v1280, %v1281
  %v1283 = fadd contract float %v1152, %v1282
  br label %v1267

v1267:                                       ; preds = %v1266, %v1246
  %v1277 = phi float [ %v1283, %v1266 ], [ %v1152, %v1246 ]
  br i1 %v17, label %v1284, label %v1285

v1284:                                       ; preds = %v1267
  %v1286 = load float, ptr %v232, align 8
  %v1287 = load float, ptr %v224, align 4
  %v1288 = fmul contract float %v1286, %v1287
  %v1289 = fadd contract float %v1150, %v1288
  br label %v1285

v1285:                                       ; preds = %v1284, %v1267
  %v1275 = phi float [ %v1289, %v1284 ], [ %v1150, %v1267 ]
  br i1 %v19, label %v1290, label %v1268

v1290:                                       ; preds = %v1285
  %v1291 = load float, ptr %v232, align 8
  %v1292 = load float, ptr %v225, align 8
  %v1293 = fmul contract float %v1291, %v1292
  %v1294 = fadd contract float %v1148, %v1293
  br label %v1268

v1268:                                       ; preds = %v1290, %v1285
  %v1273 = phi float [ %v1294, %v1290 ], [ %v1148, %v1285 ]
  br i1 %v21, label %v1269, label %v1247

v1269:                                       ; preds = %v1268
  %v1295 = load float, ptr %v232, align 8
  %v1296 = load float, ptr %v226, align 4
  %v1297 = fmul contract float %v1295, %v1296
  %v1271 = fadd contract float %v1146, %v1297
  br label %v1247

v1278:                                       ; preds = %v1247
  %v1298 = load float, ptr %v235, align 4
  %v1299 = load float, ptr %v233, align 16
  %v1300 = fmul contract float %v1298, %v1299
  %v1301 = fadd contract float %v1178, %v1300
  br label %v1279

v1279:                                       ; preds = %v1278, %v1247
  %v1302 = phi float [ %v1301, %v1278 ], [ %v1178, %v1247 ]
  br i1 %v17, label %v1303, label %v1304

v1303:                                       ; preds = %v1279
  %v1305 = load float, ptr %v235, align 4
  %v1306 = load float, ptr %v236, align 4
  %v1307 = fmul contract float %v1305, %v1306
  %v1308 = fadd contract float %v1185, %v1307
  br label %v1304

v1304:                                       ; preds = %v1303, %v1279
  %v1309 = phi float [ %v1308, %v1303 ], [ %v1185, %v1279 ]
  br i1 %v19, label %v1310, label %v1311

v1310:                                       ; preds = %v1304
  %v1312 = load float, ptr %v235, align 4
  %v1313 = load float, ptr %v237, align 8
  %v1314 = fmul contract float %v1312, %v1313
  %v1315 = fadd contract float %v1192, %v1314
  br label %v1311

v1311:                                       ; preds = %v1310, %v1304
  %v1316 = phi float [ %v1315, %v1310 ], [ %v1192, %v1304 ]
  br i1 %v21, label %v1317, label %v1318

v1317:                                       ; preds = %v1311
  %v1319 = load float, ptr %v235, align 4
  %v1320 = load float, ptr %v238, align 4
  %v1321 = fmul contract float %v1319, %v1320
  %v1322 = fadd contract float %v1199, %v1321
  br label %v1318

v1318:                                       ; preds = %v1317, %v1311
  %v1323 = phi float [ %v1322, %v1317 ], [ %v1199, %v1311 ]
  br i1 %v24, label %v1324, label %v1325

v1324:                                       ; preds = %v1318
  br i1 %v15, label %v1326, label %v1327

v1325:                                       ; preds = %v1328, %v1329, %v1318
  %v1330 = phi float [ %v1331, %v1329 ], [ %v1206, %v1328 ], [ %v1206, %v1318 ]
  %v1332 = phi float [ %v1333, %v1329 ], [ %v1333, %v1328 ], [ %v1208, %v1318 ]
  %v1334 = phi float [ %v1335, %v1329 ], [ %v1335, %v1328 ], [ %v1210, %v1318 ]
  %v1336 = phi float [ %v1337, %v1329 ], [ %v1337, %v1328 ], [ %v1212, %v1318 ]
  br i1 %v26, label %v1338, label %v1339

v1326:                                       ; preds = %v1324
  %v1340 = load float, ptr %v240, align 4
  %v1341 = load float, ptr %v233, align 16
  %v1342 = fmul contract float %v1340, %v1341
  %v1343 = fadd contract float %v1212, %v1342
  br label %v1327

v1327:                                       ; preds = %v1326, %v1324
  %v1337 = phi float [ %v1343, %v1326 ], [ %v1212, %v1324 ]
  br i1 %v17, label %v1344, label %v1345

v1344:                                       ; preds = %v1327
  %v1346 = load float, ptr %v240, align 4
  %v1347 = load float, ptr %v236, align 4
  %v1348 = fmul contract float %v1346, %v1347
  %v1349 = fadd contract float %v1210, %v1348
  br label %v1345

v1345:                                       ; preds = %v1344, %v1327
  %v1335 = phi float [ %v1349, %v1344 ], [ %v1210, %v1327 ]
  br i1 %v19, label %v1350, label %v1328

v1350:                                       ; preds = %v1345
  %v1351 = load float, ptr %v240, align 4
  %v1352 = load float, ptr %v237, align 8
  %v1353 = fmul contract float %v1351, %v1352
  %v1354 = fadd contract float %v1208, %v1353
  br label %v1328

v1328:                                       ; preds = %v1350, %v1345
  %v1333 = phi float [ %v1354, %v1350 ], [ %v1208, %v1345 ]
  br i1 %v21, label %v1329, label %v1325

v1329:                                       ; preds = %v1328
  %v1355 = load float, ptr %v240, align 4
  %v1356 = load float, ptr %v238, align 4
  %v1357 = fmul contract float %v1355, %v1356
  %v1331 = fadd contract float %v1206, %v1357
  br label %v1325

v1338:                                       ; preds = %v1325
  br i1 %v15, label %v1358, label %v1359

v1339:                                       ; preds = %v1360, %v1361, %v1325
  %v1362 = phi float [ %v1363, %v1361 ], [ %v1238, %v1360 ], [ %v1238, %v1325 ]
  %v1364 = phi float [ %v1365, %v1361 ], [ %v1365, %v1360 ], [ %v1240, %v1325 ]
  %v1366 = phi float [ %v1367, %v1361 ], [ %v1367, %v1360 ], [ %v1242, %v1325 ]
  %v1368 = phi float [ %v1369, %v1361 ], [ %v1369, %v1360 ], [ %v1244, %v1325 ]
  br i1 %v28, label %v1370, label %v1371

v1358:                                       ; preds = %v1338
  %v1372 = load float, ptr %v242, align 4
  %v1373 = load float, ptr %v233, align 16
  %v1374 = fmul contract float %v1372, %v1373
  %v1375 = fadd contract float %v1244, %v1374
  br label %v1359

v1359:                                       ; preds = %v1358, %v1338
  %v1369 = phi float [ %v1375, %v1358 ], [ %v1244, %v1338 ]
  br i1 %v17, label %v1376, label %v1377

v1376:                                       ; preds = %v1359
  %v1378 = load float, ptr %v242, align 4
  %v1379 = load float, ptr %v236, align 4
  %v1380 = fmul contract float %v1378, %v1379
  %v1381 = fadd contract float %v1242, %v1380
  br label %v1377

v1377:                                       ; preds = %v1376, %v1359
  %v1367 = phi float [ %v1381, %v1376 ], [ %v1242, %v1359 ]
  br i1 %v19, label %v1382, label %v1360

v1382:                                       ; preds = %v1377
  %v1383 = load float, ptr %v242, align 4
  %v1384 = load float, ptr %v237, align 8
  %v1385 = fmul contract float %v1383, %v1384
  %v1386 = fadd contract float %v1240, %v1385
  br label %v1360

v1360:                                       ; preds = %v1382, %v1377
  %v1365 = phi float [ %v1386, %v1382 ], [ %v1240, %v1377 ]
  br i1 %v21, label %v1361, label %v1339

v1361:                                       ; preds = %v1360
  %v1387 = load float, ptr %v242, align 4
  %v1388 = load float, ptr %v238, align 4
  %v1389 = fmul contract float %v1387, %v1388
  %v1363 = fadd contract float %v1238, %v1389
  br label %v1339

v1370:                                       ; preds = %v1339
  br i1 %v15, label %v1390, label %v1391

v1371:                                       ; preds = %v1392, %v1393, %v1339
  %v1394 = phi float [ %v1395, %v1393 ], [ %v1270, %v1392 ], [ %v1270, %v1339 ]
  %v1396 = phi float [ %v1397, %v1393 ], [ %v1397, %v1392 ], [ %v1272, %v1339 ]
  %v1398 = phi float [ %v1399, %v1393 ], [ %v1399, %v1392 ], [ %v1274, %v1339 ]
  %v1400 = phi float [ %v1401, %v1393 ], [ %v1401, %v1392 ], [ %v1276, %v1339 ]
  br i1 %v15, label %v1402, label %v1403

v1390:                                       ; preds = %v1370
  %v1404 = load float, ptr %v244, align 4
  %v1405 = load float, ptr %v233, align 16
  %v1406 = fmul contract float %v1404, %v1405
  %v1407 = fadd contract float %v1276, %v1406
  br label %v1391

v1391:                                       ; preds = %v1390, %v1370
  %v1401 = phi float [ %v1407, %v1390 ], [ %v1276, %v1370 ]
  br i1 %v17, label %v1408, label %v1409

v1408:                                       ; preds = %v1391
  %v1410 = load float, ptr %v244, align 4
  %v1411 = load float, ptr %v236, align 4
  %v1412 = fmul contract float %v1410, %v1411
  %v1413 = fadd contract float %v1274, %v1412
  br label %v1409

v1409:                                       ; preds = %v1408, %v1391
  %v1399 = phi float [ %v1413, %v1408 ], [ %v1274, %v1391 ]
  br i1 %v19, label %v1414, label %v1392

v1414:                                       ; preds = %v1409
  %v1415 = load float, ptr %v244, align 4
  %v1416 = load float, ptr %v237, align 8
  %v1417 = fmul contract float %v1415, %v1416
  %v1418 = fadd contract float %v1272, %v1417
  br label %v1392

v1392:                                       ; preds = %v1414, %v1409
  %v1397 = phi float [ %v1418, %v1414 ], [ %v1272, %v1409 ]
  br i1 %v21, label %v1393, label %v1371

v1393:                                       ; preds = %v1392
  %v1419 = load float, ptr %v244, align 4
  %v1420 = load float, ptr %v238, align 4
  %v1421 = fmul contract float %v1419, %v1420
  %v1395 = fadd contract float %v1270, %v1421
  br label %v1371

v1402:                                       ; preds = %v1371
  %v1422 = load float, ptr %v248, align 32
  %v1423 = load float, ptr %v246, align 16
  %v1424 = fmul contract float %v1422, %v1423
  %v1425 = fadd contract float %v1302, %v1424
  br label %v1403

v1403:                                       ; preds = %v1402, %v1371
  %v1426 = phi float [ %v1425, %v1402 ], [ %v1302, %v1371 ]
  br i1 %v17, label %v1427, label %v1428

v1427:                                       ; preds = %v1403
  %v1429 = load float, ptr %v248, align 32
  %v1430 = load float, ptr %v249, align 4
  %v1431 = fmul contract float %v1429, %v1430
  %v1432 = fadd contract float %v1309, %v1431
  br label %v1428

v1428:                                       ; preds = %v1427, %v1403
  %v1433 = phi float [ %v1432, %v1427 ], [ %v1309, %v1403 ]
  br i1 %v19, label %v1434, label %v1435

v1434:                                       ; preds = %v1428
  %v1436 = load float, ptr %v248, align 32
  %v1437 = load float, ptr %v250, align 8
  %v1438 = fmul contract float %v1436, %v1437
  %v1439 = fadd contract float %v1316, %v1438
  br label %v1435

v1435:                                       ; preds = %v1434, %v1428
  %v1440 = phi float [ %v1439, %v1434 ], [ %v1316, %v1428 ]
  br i1 %v21, label %v1441, label %v1442

v1441:                                       ; preds = %v1435
  %v1443 = load float, ptr %v248, align 32
  %v1444 = load float, ptr %v251, align 4
  %v1445 = fmul contract float %v1443, %v1444
  %v1446 = fadd contract float %v1323, %v1445
  br label %v1442

v1442:                                       ; preds = %v1441, %v1435
  %v1447 = phi float [ %v1446, %v1441 ], [ %v1323, %v1435 ]
  br i1 %v24, label %v1448, label %v1449

v1448:                                       ; preds = %v1442
  br i1 %v15, label %v1450, label %v1451

v1449:                                       ; preds = %v1452, %v1453, %v1442
  %v1454 = phi float [ %v1455, %v1453 ], [ %v1330, %v1452 ], [ %v1330, %v1442 ]
  %v1456 = phi float [ %v1457, %v1453 ], [ %v1457, %v1452 ], [ %v1332, %v1442 ]
  %v1458 = phi float [ %v1459, %v1453 ], [ %v1459, %v1452 ], [ %v1334, %v1442 ]
  %v1460 = phi float [ %v1461, %v1453 ], [ %v1461, %v1452 ], [ %v1336, %v1442 ]
  br i1 %v26, label %v1462, label %v1463

v1450:                                       ; preds = %v1448
  %v1464 = load float, ptr %v253, align 32
  %v1465 = load float, ptr %v246, align 16
  %v1466 = fmul contract float %v1464, %v1465
  %v1467 = fadd contract float %v1336, %v1466
  br label %v1451

v1451:                                       ; preds = %v1450, %v1448
  %v1461 = phi float [ %v1467, %v1450 ], [ %v1336, %v1448 ]
  br i1 %v17, label %v1468, label %v1469

v1468:                                       ; preds = %v1451
  %v1470 = load float, ptr %v253, align 32
  %v1471 = load float, ptr %v249, align 4
  %v1472 = fmul contract float %v1470, %v1471
  %v1473 = fadd contract float %v1334, %v1472
  br label %v1469

v1469:                                       ; preds = %v1468, %v1451
  %v1459 = phi float [ %v1473, %v1468 ], [ %v1334, %v1451 ]
  br i1 %v19, label %v1474, label %v1452

v1474:                                       ; preds = %v1469
  %v1475 = load float, ptr %v253, align 32
  %v1476 = load float, ptr %v250, align 8
  %v1477 = fmul contract float %v1475, %v1476
  %v1478 = fadd contract float %v1332, %v1477
  br label %v1452

v1452:                                       ; preds = %v1474, %v1469
  %v1457 = phi float [ %v1478, %v1474 ], [ %v1332, %v1469 ]
  br i1 %v21, label %v1453, label %v1449

v1453:                                       ; preds = %v1452
  %v1479 = load float, ptr %v253, align 32
  %v1480 = load float, ptr %v251, align 4
  %v1481 = fmul contract float %v1479, %v1480
  %v1455 = fadd contract float %v1330, %v1481
  br label %v1449

v1462:                                       ; preds = %v1449
  br i1 %v15, label %v1482, label %v1483

v1463:                                       ; preds = %v1484, %v1485, %v1449
  %v1486 = phi float [ %v1487, %v1485 ], [ %v1362, %v1484 ], [ %v1362, %v1449 ]
  %v1488 = phi float [ %v1489, %v1485 ], [ %v1489, %v1484 ], [ %v1364, %v1449 ]
  %v1490 = phi float [ %v1491, %v1485 ], [ %v1491, %v1484 ], [ %v1366, %v1449 ]
  %v1492 = phi float [ %v1493, %v1485 ], [ %v1493, %v1484 ], [ %v1368, %v1449 ]
  br i1 %v28, label %v1494, label %v1495

v1482:                                       ; preds = %v1462
  %v1496 = load float, ptr %v255, align 32
  %v1497 = load float, ptr %v246, align 16
  %v1498 = fmul contract float %v1496, %v1497
  %v1499 = fadd contract float %v1368, %v1498
  br label %v1483

v1483:                                       ; preds = %v1482, %v1462
  %v1493 = phi float [ %v1499, %v1482 ], [ %v1368, %v1462 ]
  br i1 %v17, label %v1500, label %v1501

v1500:                                       ; preds = %v1483
  %v1502 = load float, ptr %v255, align 32
  %v1503 = load float, ptr %v249, align 4
  %v1504 = fmul contract float %v1502, %v1503
  %v1505 = fadd contract float %v1366, %v1504
  br label %v1501

v1501:                                       ; preds = %v1500, %v1483
  %v1491 = phi float [ %v1505, %v1500 ], [ %v1366, %v1483 ]
  br i1 %v19, label %v1506, label %v1484

v1506:                                       ; preds = %v1501
  %v1507 = load float, ptr %v255, align 32
  %v1508 = load float, ptr %v250, align 8
  %v1509 = fmul contract float %v1507, %v1508
  %v1510 = fadd contract float %v1364, %v1509
  br label %v1484

v1484:                                       ; preds = %v1506, %v1501
  %v1489 = phi float [ %v1510, %v1506 ], [ %v1364, %v1501 ]
  br i1 %v21, label %v1485, label %v1463

v1485:                                       ; preds = %v1484
  %v1511 = load float, ptr %v255, align 32
  %v1512 = load float, ptr %v251, align 4
  %v1513 = fmul contract float %v1511, %v1512
  %v1487 = fadd contract float %v1362, %v1513
  br label %v1463

v1494:                                       ; preds = %v1463
  br i1 %v15, label %v1514, label %v1515

v1495:                                       ; preds = %v1516, %v1517, %v1463
  %v1518 = phi float [ %v1519, %v1517 ], [ %v1394, %v1516 ], [ %v1394, %v1463 ]
  %v1520 = phi float [ %v1521, %v1517 ], [ %v1521, %v1516 ], [ %v1396, %v1463 ]
  %v1522 = phi float [ %v1523, %v1517 ], [ %v1523, %v1516 ], [ %v1398, %v1463 ]
  %v1524 = phi float [ %v1525, %v1517 ], [ %v1525, %v1516 ], [ %v1400, %v1463 ]
  br i1 %v15, label %v1526, label %v1527

v1514:                                       ; preds = %v1494
  %v1528 = load float, ptr %v257, align 32
  %v1529 = load float, ptr %v246, align 16
  %v1530 = fmul contract float %v1528, %v1529
  %v1531 = fadd contract float %v1400, %v1530
  br label %v1515

v1515:                                       ; preds = %v1514, %v1494
  %v1525 = phi float [ %v1531, %v1514 ], [ %v1400, %v1494 ]
  br i1 %v17, label %v1532, label %v1533

v1532:                                       ; preds = %v1515
  %v1534 = load float, ptr %v257, align 32
  %v1535 = load float, ptr %v249, align 4
  %v1536 = fmul contract float %v1534, %v1535
  %v1537 = fadd contract float %v1398, %v1536
  br label %v1533

v1533:                                       ; preds = %v1532, %v1515
  %v1523 = phi float [ %v1537, %v1532 ], [ %v1398, %v1515 ]
  br i1 %v19, label %v1538, label %v1516

v1538:                                       ; preds = %v1533
  %v1539 = load float, ptr %v257, align 32
  %v1540 = load float, ptr %v250, align 8
  %v1541 = fmul contract float %v1539, %v1540
  %v1542 = fadd contract float %v1396, %v1541
  br label %v1516

v1516:                                       ; preds = %v1538, %v1533
  %v1521 = phi float [ %v1542, %v1538 ], [ %v1396, %v1533 ]
  br i1 %v21, label %v1517, label %v1495

v1517:                                       ; preds = %v1516
  %v1543 = load float, ptr %v257, align 32
  %v1544 = load float, ptr %v251, align 4
  %v1545 = fmul contract float %v1543, %v1544
  %v1519 = fadd contract float %v1394, %v1545
  br label %v1495

v1526:                                       ; preds = %v1495
  %v1546 = load float, ptr %v260, align 4
  %v1547 = load float, ptr %v258, align 16
  %v1548 = fmul contract float %v1546, %v1547
  %v1549 = fadd contract float %v1426, %v1548
  br label %v1527

v1527:                                       ; preds = %v1526, %v1495
  %v1550 = phi float [ %v1549, %v1526 ], [ %v1426, %v1495 ]
  br i1 %v17, label %v1551, label %v1552

v1551:                                       ; preds = %v1527
  %v1553 = load float, ptr %v260, align 4
  %v1554 = load float, ptr %v261, align 4
  %v1555 = fmul contract float %v1553, %v1554
  %v1556 = fadd contract float %v1433, %v1555
  br label %v1552

v1552:                                       ; preds = %v1551, %v1527
  %v1557 = phi float [ %v1556, %v1551 ], [ %v1433, %v1527 ]
  br i1 %v19, label %v1558, label %v1559

v1558:                                       ; preds = %v1552
  %v1560 = load float, ptr %v260, align 4
  %v1561 = load float, ptr %v262, align 8
  %v1562 = fmul contract float %v1560, %v1561
  %v1563 = fadd contract float %v1440, %v1562
  br label %v1559

v1559:                                       ; preds = %v1558, %v1552
  %v1564 = phi float [ %v1563, %v1558 ], [ %v1440, %v1552 ]
  br i1 %v21, label %v1565, label %v1566

v1565:                                       ; preds = %v1559
  %v1567 = load float, ptr %v260, align 4
  %v1568 = load float, ptr %v263, align 4
  %v1569 = fmul contract float %v1567, %v1568
  %v1570 = fadd contract float %v1447, %v1569
  br label %v1566

v1566:                                       ; preds = %v1565, %v1559
  %v1571 = phi float [ %v1570, %v1565 ], [ %v1447, %v1559 ]
  br i1 %v24, label %v1572, label %v1573

v1572:                                       ; preds = %v1566
  br i1 %v15, label %v1574, label %v1575

v1573:                                       ; preds = %v1576, %v1577, %v1566
  %v1578 = phi float [ %v1579, %v1577 ], [ %v1454, %v1576 ], [ %v1454, %v1566 ]
  %v1580 = phi float [ %v1581, %v1577 ], [ %v1581, %v1576 ], [ %v1456, %v1566 ]
  %v1582 = phi float [ %v1583, %v1577 ], [ %v1583, %v1576 ], [ %v1458, %v1566 ]
  %v1584 = phi float [ %v1585, %v1577 ], [ %v1585, %v1576 ], [ %v1460, %v1566 ]
  br i1 %v26, label %v1586, label %v1587

v1574:                                       ; preds = %v1572
  %v1588 = load float, ptr %v265, align 4
  %v1589 = load float, ptr %v258, align 16
  %v1590 = fmul contract float %v1588, %v1589
  %v1591 = fadd contract float %v1460, %v1590
  br label %v1575

v1575:                                       ; preds = %v1574, %v1572
  %v1585 = phi float [ %v1591, %v1574 ], [ %v1460, %v1572 ]
  br i1 %v17, label %v1592, label %v1593

v1592:                                       ; preds = %v1575
  %v1594 = load float, ptr %v265, align 4
  %v1595 = load float, ptr %v261, align 4
  %v1596 = fmul contract float %v1594, %v1595
  %v1597 = fadd contract float %v1458, %v1596
  br label %v1593

v1593:                                       ; preds = %v1592, %v1575
  %v1583 = phi float [ %v1597, %v1592 ], [ %v1458, %v1575 ]
  br i1 %v19, label %v1598, label %v1576

v1598:                                       ; preds = %v1593
  %v1599 = load float, ptr %v265, align 4
  %v1600 = load float, ptr %v262, align 8
  %v1601 = fmul contract float %v1599, %v1600
  %v1602 = fadd contract float %v1456, %v1601
  br label %v1576

v1576:                                       ; preds = %v1598, %v1593
  %v1581 = phi float [ %v1602, %v1598 ], [ %v1456, %v1593 ]
  br i1 %v21, label %v1577, label %v1573

v1577:                                       ; preds = %v1576
  %v1603 = load float, ptr %v265, align 4
  %v1604 = load float, ptr %v263, align 4
  %v1605 = fmul contract float %v1603, %v1604
  %v1579 = fadd contract float %v1454, %v1605
  br label %v1573

v1586:                                       ; preds = %v1573
  br i1 %v15, label %v1606, label %v1607

v1587:                                       ; preds = %v1608, %v1609, %v1573
  %v1610 = phi float [ %v1611, %v1609 ], [ %v1486, %v1608 ], [ %v1486, %v1573 ]
  %v1612 = phi float [ %v1613, %v1609 ], [ %v1613, %v1608 ], [ %v1488, %v1573 ]
  %v1614 = phi float [ %v1615, %v1609 ], [ %v1615, %v1608 ], [ %v1490, %v1573 ]
  %v1616 = phi float [ %v1617, %v1609 ], [ %v1617, %v1608 ], [ %v1492, %v1573 ]
  br i1 %v28, label %v1618, label %v1619

v1606:                                       ; preds = %v1586
  %v1620 = load float, ptr %v267, align 4
  %v1621 = load float, ptr %v258, align 16
  %v1622 = fmul contract float %v1620, %v1621
  %v1623 = fadd contract float %v1492, %v1622
  br label %v1607

v1607:                                       ; preds = %v1606, %v1586
  %v1617 = phi float [ %v1623, %v1606 ], [ %v1492, %v1586 ]
  br i1 %v17, label %v1624, label %v1625

v1624:                                       ; preds = %v1607
  %v1626 = load float, ptr %v267, align 4
  %v1627 = load float, ptr %v261, align 4
  %v1628 = fmul contract float %v1626, %v1627
  %v1629 = fadd contract float %v1490, %v1628
  br label %v1625

v1625:                                       ; preds = %v1624, %v1607
  %v1615 = phi float [ %v1629, %v1624 ], [ %v1490, %v1607 ]
  br i1 %v19, label %v1630, label %v1608

v1630:                                       ; preds = %v1625
  %v1631 = load float, ptr %v267, align 4
  %v1632 = load float, ptr %v262, align 8
  %v1633 = fmul contract float %v1631, %v1632
  %v1634 = fadd contract float %v1488, %v1633
  br label %v1608

v1608:                                       ; preds = %v1630, %v1625
  %v1613 = phi float [ %v1634, %v1630 ], [ %v1488, %v1625 ]
  br i1 %v21, label %v1609, label %v1587

v1609:                                       ; preds = %v1608
  %v1635 = load float, ptr %v267, align 4
  %v1636 = load float, ptr %v263, align 4
  %v1637 = fmul contract float %v1635, %v1636
  %v1611 = fadd contract float %v1486, %v1637
  br label %v1587

v1618:                                       ; preds = %v1587
  br i1 %v15, label %v1638, label %v1639

v1619:                                       ; preds = %v1640, %v1641, %v1587
  %v1642 = phi float [ %v1643, %v1641 ], [ %v1518, %v1640 ], [ %v1518, %v1587 ]
  %v1644 = phi float [ %v1645, %v1641 ], [ %v1645, %v1640 ], [ %v1520, %v1587 ]
  %v1646 = phi float [ %v1647, %v1641 ], [ %v1647, %v1640 ], [ %v1522, %v1587 ]
  %v1648 = phi float [ %v1649, %v1641 ], [ %v1649, %v1640 ], [ %v1524, %v1587 ]
  br i1 %v15, label %v1650, label %v1651

v1638:                                       ; preds = %v1618
  %v1652 = load float, ptr %v269, align 4
  %v1653 = load float, ptr %v258, align 16
  %v1654 = fmul contract float %v1652, %v1653
  %v1655 = fadd contract float %v1524, %v1654
  br label %v1639

v1639:                                       ; preds = %v1638, %v1618
  %v1649 = phi float [ %v1655, %v1638 ], [ %v1524, %v1618 ]
  br i1 %v17, label %v1656, label %v1657

v1656:                                       ; preds = %v1639
  %v1658 = load float, ptr %v269, align 4
  %v1659 = load float, ptr %v261, align 4
  %v1660 = fmul contract float %v1658, %v1659
  %v1661 = fadd contract float %v1522, %v1660
  br label %v1657

v1657:                                       ; preds = %v1656, %v1639
  %v1647 = phi float [ %v1661, %v1656 ], [ %v1522, %v1639 ]
  br i1 %v19, label %v1662, label %v1640

v1662:                                       ; preds = %v1657
  %v1663 = load float, ptr %v269, align 4
  %v1664 = load float, ptr %v262, align 8
  %v1665 = fmul contract float %v1663, %v1664
  %v1666 = fadd contract float %v1520, %v1665
  br label %v1640

v1640:                                       ; preds = %v1662, %v1657
  %v1645 = phi float [ %v1666, %v1662 ], [ %v1520, %v1657 ]
  br i1 %v21, label %v1641, label %v1619

v1641:                                       ; preds = %v1640
  %v1667 = load float, ptr %v269, align 4
  %v1668 = load float, ptr %v263, align 4
  %v1669 = fmul contract float %v1667, %v1668
  %v1643 = fadd contract float %v1518, %v1669
  br label %v1619

v1650:                                       ; preds = %v1619
  %v1670 = load float, ptr %v273, align 8
  %v1671 = load float, ptr %v271, align 16
  %v1672 = fmul contract float %v1670, %v1671
  %v1673 = fadd contract float %v1550, %v1672
  br label %v1651

v1651:                                       ; preds = %v1650, %v1619
  %v1674 = phi float [ %v1673, %v1650 ], [ %v1550, %v1619 ]
  br i1 %v17, label %v1675, label %v1676

v1675:                                       ; preds = %v1651
  %v1677 = load float, ptr %v273, align 8
  %v1678 = load float, ptr %v274, align 4
  %v1679 = fmul contract float %v1677, %v1678
  %v1680 = fadd contract float %v1557, %v1679
  br label %v1676

v1676:                                       ; preds = %v1675, %v1651
  %v1681 = phi float [ %v1680, %v1675 ], [ %v1557, %v1651 ]
  br i1 %v19, label %v1682, label %v1683

v1682:                                       ; preds = %v1676
  %v1684 = load float, ptr %v273, align 8
  %v1685 = load float, ptr %v275, align 8
  %v1686 = fmul contract float %v1684, %v1685
  %v1687 = fadd contract float %v1564, %v1686
  br label %v1683

v1683:                                       ; preds = %v1682, %v1676
  %v1688 = phi float [ %v1687, %v1682 ], [ %v1564, %v1676 ]
  br i1 %v21, label %v1689, label %v1690

v1689:                                       ; preds = %v1683
  %v1691 = load float, ptr %v273, align 8
  %v1692 = load float, ptr %v276, align 4
  %v1693 = fmul contract float %v1691, %v1692
  %v1694 = fadd contract float %v1571, %v1693
  br label %v1690

v1690:                                       ; preds = %v1689, %v1683
  %v1695 = phi float [ %v1694, %v1689 ], [ %v1571, %v1683 ]
  br i1 %v24, label %v1696, label %v1697

v1696:                                       ; preds = %v1690
  br i1 %v15, label %v1698, label %v1699

v1697:                                       ; preds = %v1700, %v1701, %v1690
  %v1702 = phi float [ %v1703, %v1701 ], [ %v1578, %v1700 ], [ %v1578, %v1690 ]
  %v1704 = phi float [ %v1705, %v1701 ], [ %v1705, %v1700 ], [ %v1580, %v1690 ]
  %v1706 = phi float [ %v1707, %v1701 ], [ %v1707, %v1700 ], [ %v1582, %v1690 ]
  %v1708 = phi float [ %v1709, %v1701 ], [ %v1709, %v1700 ], [ %v1584, %v1690 ]
  br i1 %v26, label %v1710, label %v1711

v1698:                                       ; preds = %v1696
  %v1712 = load float, ptr %v278, align 8
  %v1713 = load float, ptr %v271, align 16
  %v1714 = fmul contract float %v1712, %v1713
  %v1715 = fadd contract float %v1584, %v1714
  br label %v1699

v1699:                                       ; preds = %v1698, %v1696
  %v1709 = phi float [ %v1715, %v1698 ], [ %v1584, %v1696 ]
  br i1 %v17, label %v1716, label %v1717

v1716:                                       ; preds = %v1699
  %v1718 = load float, ptr %v278, align 8
  %v1719 = load float, ptr %v274, align 4
  %v1720 = fmul contract float %v1718, %v1719
  %v1721 = fadd contract float %v1582, %v1720
  br label %v1717

v1717:                                       ; preds = %v1716, %v1699
  %v1707 = phi float [ %v1721, %v1716 ], [ %v1582, %v1699 ]
  br i1 %v19, label %v1722, label %v1700

v1722:                                       ; preds = %v1717
  %v1723 = load float, ptr %v278, align 8
  %v1724 = load float, ptr %v275, align 8
  %v1725 = fmul contract float %v1723, %v1724
  %v1726 = fadd contract float %v1580, %v1725
  br label %v1700

v1700:                                       ; preds = %v1722, %v1717
  %v1705 = phi float [ %v1726, %v1722 ], [ %v1580, %v1717 ]
  br i1 %v21, label %v1701, label %v1697

v1701:                                       ; preds = %v1700
  %v1727 = load float, ptr %v278, align 8
  %v1728 = load float, ptr %v276, align 4
  %v1729 = fmul contract float %v1727, %v1728
  %v1703 = fadd contract float %v1578, %v1729
  br label %v1697

v1710:                                       ; preds = %v1697
  br i1 %v15, label %v1730, label %v1731

v1711:                                       ; preds = %v1732, %v1733, %v1697
  %v1734 = phi float [ %v1735, %v1733 ], [ %v1610, %v1732 ], [ %v1610, %v1697 ]
  %v1736 = phi float [ %v1737, %v1733 ], [ %v1737, %v1732 ], [ %v1612, %v1697 ]
  %v1738 = phi float [ %v1739, %v1733 ], [ %v1739, %v1732 ], [ %v1614, %v1697 ]
  %v1740 = phi float [ %v1741, %v1733 ], [ %v1741, %v1732 ], [ %v1616, %v1697 ]
  br i1 %v28, label %v1742, label %v1743

v1730:                                       ; preds = %v1710
  %v1744 = load float, ptr %v280, align 8
  %v1745 = load float, ptr %v271, align 16
  %v1746 = fmul contract float %v1744, %v1745
  %v1747 = fadd contract float %v1616, %v1746
  br label %v1731

v1731:                                       ; preds = %v1730, %v1710
  %v1741 = phi float [ %v1747, %v1730 ], [ %v1616, %v1710 ]
  br i1 %v17, label %v1748, label %v1749

v1748:                                       ; preds = %v1731
  %v1750 = load float, ptr %v280, align 8
  %v1751 = load float, ptr %v274, align 4
  %v1752 = fmul contract float %v1750, %v1751
  %v1753 = fadd contract float %v1614, %v1752
  br label %v1749

v1749:                                       ; preds = %v1748, %v1731
  %v1739 = phi float [ %v1753, %v1748 ], [ %v1614, %v1731 ]
  br i1 %v19, label %v1754, label %v1732

v1754:                                       ; preds = %v1749
  %v1755 = load float, ptr %v280, align 8
  %v1756 = load float, ptr %v275, align 8
  %v1757 = fmul contract float %v1755, %v1756
  %v1758 = fadd contract float %v1612, %v1757
  br label %v1732

v1732:                                       ; preds = %v1754, %v1749
  %v1737 = phi float [ %v1758, %v1754 ], [ %v1612, %v1749 ]
  br i1 %v21, label %v1733, label %v1711

v1733:                                       ; preds = %v1732
  %v1759 = load float, ptr %v280, align 8
  %v1760 = load float, ptr %v276, align 4
  %v1761 = fmul contract float %v1759, %v1760
  %v1735 = fadd contract float %v1610, %v1761
  br label %v1711

v1742:                                       ; preds = %v1711
  br i1 %v15, label %v1762, label %v1763

v1743:                                       ; preds = %v1764, %v1765, %v1711
  %v1766 = phi float [ %v1767, %v1765 ], [ %v1642, %v1764 ], [ %v1642, %v1711 ]
  %v1768 = phi float [ %v1769, %v1765 ], [ %v1769, %v1764 ], [ %v1644, %v1711 ]
  %v1770 = phi float [ %v1771, %v1765 ], [ %v1771, %v1764 ], [ %v1646, %v1711 ]
  %v1772 = phi float [ %v1773, %v1765 ], [ %v1773, %v1764 ], [ %v1648, %v1711 ]
  br i1 %v15, label %v1774, label %v1775

v1762:                                       ; preds = %v1742
  %v1776 = load float, ptr %v282, align 8
  %v1777 = load float, ptr %v271, align 16
  %v1778 = fmul contract float %v1776, %v1777
  %v1779 = fadd contract float %v1648, %v1778
  br label %v1763

v1763:                                       ; preds = %v1762, %v1742
  %v1773 = phi float [ %v1779, %v1762 ], [ %v1648, %v1742 ]
  br i1 %v17, label %v1780, label %v1781

v1780:                                       ; preds = %v1763
  %v1782 = load float, ptr %v282, align 8
  %v1783 = load float, ptr %v274, align 4
  %v1784 = fmul contract float %v1782, %v1783
  %v1785 = fadd contract float %v1646, %v1784
  br label %v1781

v1781:                                       ; preds = %v1780, %v1763
  %v1771 = phi float [ %v1785, %v1780 ], [ %v1646, %v1763 ]
  br i1 %v19, label %v1786, label %v1764

v1786:                                       ; preds = %v1781
  %v1787 = load float, ptr %v282, align 8
  %v1788 = load float, ptr %v275, align 8
  %v1789 = fmul contract float %v1787, %v1788
  %v1790 = fadd contract float %v1644, %v1789
  br label %v1764

v1764:                                       ; preds = %v1786, %v1781
  %v1769 = phi float [ %v1790, %v1786 ], [ %v1644, %v1781 ]
  br i1 %v21, label %v1765, label %v1743

v1765:                                       ; preds = %v1764
  %v1791 = load float, ptr %v282, align 8
  %v1792 = load float, ptr %v276, align 4
  %v1793 = fmul contract float %v1791, %v1792
  %v1767 = fadd contract float %v1642, %v1793
  br label %v1743

v1774:                                       ; preds = %v1743
  %v1794 = load float, ptr %v285, align 4
  %v1795 = load float, ptr %v283, align 16
  %v1796 = fmul contract float %v1794, %v1795
  %v1797 = fadd contract float %v1674, %v1796
  br label %v1775

v1775:                                       ; preds = %v1774, %v1743
  %v1798 = phi float [ %v1797, %v1774 ], [ %v1674, %v1743 ]
  br i1 %v17, label %v1799, label %v1800

v1799:                                       ; preds = %v1775
  %v1801 = load float, ptr %v285, align 4
  %v1802 = load float, ptr %v286, align 4
  %v1803 = fmul contract float %v1801, %v1802
  %v1804 = fadd contract float %v1681, %v1803
  br label %v1800

v1800:                                       ; preds = %v1799, %v1775
  %v1805 = phi float [ %v1804, %v1799 ], [ %v1681, %v1775 ]
  br i1 %v19, label %v1806, label %v1807

v1806:                                       ; preds = %v1800
  %v1808 = load float, ptr %v285, align 4
  %v1809 = load float, ptr %v287, align 8
  %v1810 = fmul contract float %v1808, %v1809
  %v1811 = fadd contract float %v1688, %v1810
  br label %v1807

v1807:                                       ; preds = %v1806, %v1800
  %v1812 = phi float [ %v1811, %v1806 ], [ %v1688, %v1800 ]
  br i1 %v21, label %v1813, label %v1814

v1813:                                       ; preds = %v1807
  %v1815 = load float, ptr %v285, align 4
  %v1816 = load float, ptr %v288, align 4
  %v1817 = fmul contract float %v1815, %v1816
  %v1818 = fadd contract float %v1695, %v1817
  br label %v1814

v1814:                                       ; preds = %v1813, %v1807
  %v1819 = phi float [ %v1818, %v1813 ], [ %v1695, %v1807 ]
  br i1 %v24, label %v1820, label %v1821

v1820:                                       ; preds = %v1814
  br i1 %v15, label %v1822, label %v1823

v1821:                                       ; preds = %v1824, %v1825, %v1814
  %v1826 = phi float [ %v1827, %v1825 ], [ %v1702, %v1824 ], [ %v1702, %v1814 ]
  %v1828 = phi float [ %v1829, %v1825 ], [ %v1829, %v1824 ], [ %v1704, %v1814 ]
  %v1830 = phi float [ %v1831, %v1825 ], [ %v1831, %v1824 ], [ %v1706, %v1814 ]
  %v1832 = phi float [ %v1833, %v1825 ], [ %v1833, %v1824 ], [ %v1708, %v1814 ]
  br i1 %v26, label %v1834, label %v1835

v1822:                                       ; preds = %v1820
  %v1836 = load float, ptr %v290, align 4
  %v1837 = load float, ptr %v283, align 16
  %v1838 = fmul contract float %v1836, %v1837
  %v1839 = fadd contract float %v1708, %v1838
  br label %v1823

v1823:                                       ; preds = %v1822, %v1820
  %v1833 = phi float [ %v1839, %v1822 ], [ %v1708, %v1820 ]
  br i1 %v17, label %v1840, label %v1841

v1840:                                       ; preds = %v1823
  %v1842 = load float, ptr %v290, align 4
  %v1843 = load float, ptr %v286, align 4
  %v1844 = fmul contract float %v1842, %v1843
  %v1845 = fadd contract float %v1706, %v1844
  br label %v1841

v1841:                                       ; preds = %v1840, %v1823
  %v1831 = phi float [ %v1845, %v1840 ], [ %v1706, %v1823 ]
  br i1 %v19, label %v1846, label %v1824

v1846:                                       ; preds = %v1841
  %v1847 = load float, ptr %v290, align 4
  %v1848 = load float, ptr %v287, align 8
  %v1849 = fmul contract float %v1847, %v1848
  %v1850 = fadd contract float %v1704, %v1849
  br label %v1824

v1824:                                       ; preds = %v1846, %v1841
  %v1829 = phi float [ %v1850, %v1846 ], [ %v1704, %v1841 ]
  br i1 %v21, label %v1825, label %v1821

v1825:                                       ; preds = %v1824
  %v1851 = load float, ptr %v290, align 4
  %v1852 = load float, ptr %v288, align 4
  %v1853 = fmul contract float %v1851, %v1852
  %v1827 = fadd contract float %v1702, %v1853
  br label %v1821

v1834:                                       ; preds = %v1821
  br i1 %v15, label %v1854, label %v1855

v1835:                                       ; preds = %v1856, %v1857, %v1821
  %v1858 = phi float [ %v1859, %v1857 ], [ %v1734, %v1856 ], [ %v1734, %v1821 ]
  %v1860 = phi float [ %v1861, %v1857 ], [ %v1861, %v1856 ], [ %v1736, %v1821 ]
  %v1862 = phi float [ %v1863, %v1857 ], [ %v1863, %v1856 ], [ %v1738, %v1821 ]
  %v1864 = phi float [ %v1865, %v1857 ], [ %v1865, %v1856 ], [ %v1740, %v1821 ]
  br i1 %v28, label %v1866, label %v1867

v1854:                                       ; preds = %v1834
  %v1868 = load float, ptr %v292, align 4
  %v1869 = load float, ptr %v283, align 16
  %v1870 = fmul contract float %v1868, %v1869
  %v1871 = fadd contract float %v1740, %v1870
  br label %v1855

v1855:                                       ; preds = %v1854, %v1834
  %v1865 = phi float [ %v1871, %v1854 ], [ %v1740, %v1834 ]
  br i1 %v17, label %v1872, label %v1873

v1872:                                       ; preds = %v1855
  %v1874 = load float, ptr %v292, align 4
  %v1875 = load float, ptr %v286, align 4
  %v1876 = fmul contract float %v1874, %v1875
  %v1877 = fadd contract float %v1738, %v1876
  br label %v1873

v1873:                                       ; preds = %v1872, %v1855
  %v1863 = phi float [ %v1877, %v1872 ], [ %v1738, %v1855 ]
  br i1 %v19, label %v1878, label %v1856

v1878:                                       ; preds = %v1873
  %v1879 = load float, ptr %v292, align 4
  %v1880 = load float, ptr %v287, align 8
  %v1881 = fmul contract float %v1879, %v1880
  %v1882 = fadd contract float %v1736, %v1881
  br label %v1856

v1856:                                       ; preds = %v1878, %v1873
  %v1861 = phi float [ %v1882, %v1878 ], [ %v1736, %v1873 ]
  br i1 %v21, label %v1857, label %v1835

v1857:                                       ; preds = %v1856
  %v1883 = load float, ptr %v292, align 4
  %v1884 = load float, ptr %v288, align 4
  %v1885 = fmul contract float %v1883, %v1884
  %v1859 = fadd contract float %v1734, %v1885
  br label %v1835

v1866:                                       ; preds = %v1835
  br i1 %v15, label %v1886, label %v1887

v1867:                                       ; preds = %v1888, %v1889, %v1835
  %v1890 = phi float [ %v1891, %v1889 ], [ %v1766, %v1888 ], [ %v1766, %v1835 ]
  %v1892 = phi float [ %v1893, %v1889 ], [ %v1893, %v1888 ], [ %v1768, %v1835 ]
  %v1894 = phi float [ %v1895, %v1889 ], [ %v1895, %v1888 ], [ %v1770, %v1835 ]
  %v1896 = phi float [ %v1897, %v1889 ], [ %v1897, %v1888 ], [ %v1772, %v1835 ]
  br i1 %v15, label %v1898, label %v1899

v1886:                                       ; preds = %v1866
  %v1900 = load float, ptr %v294, align 4
  %v1901 = load float, ptr %v283, align 16
  %v1902 = fmul contract float %v1900, %v1901
  %v1903 = fadd contract float %v1772, %v1902
  br label %v1887

v1887:                                       ; preds = %v1886, %v1866
  %v1897 = phi float [ %v1903, %v1886 ], [ %v1772, %v1866 ]
  br i1 %v17, label %v1904, label %v1905

v1904:                                       ; preds = %v1887
  %v1906 = load float, ptr %v294, align 4
  %v1907 = load float, ptr %v286, align 4
  %v1908 = fmul contract float %v1906, %v1907
  %v1909 = fadd contract float %v1770, %v1908
  br label %v1905

v1905:                                       ; preds = %v1904, %v1887
  %v1895 = phi float [ %v1909, %v1904 ], [ %v1770, %v1887 ]
  br i1 %v19, label %v1910, label %v1888

v1910:                                       ; preds = %v1905
  %v1911 = load float, ptr %v294, align 4
  %v1912 = load float, ptr %v287, align 8
  %v1913 = fmul contract float %v1911, %v1912
  %v1914 = fadd contract float %v1768, %v1913
  br label %v1888

v1888:                                       ; preds = %v1910, %v1905
  %v1893 = phi float [ %v1914, %v1910 ], [ %v1768, %v1905 ]
  br i1 %v21, label %v1889, label %v1867

v1889:                                       ; preds = %v1888
  %v1915 = load float, ptr %v294, align 4
  %v1916 = load float, ptr %v288, align 4
  %v1917 = fmul contract float %v1915, %v1916
  %v1891 = fadd contract float %v1766, %v1917
  br label %v1867

v1898:                                       ; preds = %v1867
  %v1918 = load float, ptr %v298, align 16
  %v1919 = load float, ptr %v296, align 16
  %v1920 = fmul contract float %v1918, %v1919
  %v1921 = fadd contract float %v1798, %v1920
  br label %v1899

v1899:                                       ; preds = %v1898, %v1867
  %v1922 = phi float [ %v1921, %v1898 ], [ %v1798, %v1867 ]
  br i1 %v17, label %v1923, label %v1924

v1923:                                       ; preds = %v1899
  %v1925 = load float, ptr %v298, align 16
  %v1926 = load float, ptr %v299, align 4
  %v1927 = fmul contract float %v1925, %v1926
  %v1928 = fadd contract float %v1805, %v1927
  br label %v1924

v1924:                                       ; preds = %v1923, %v1899
  %v1929 = phi float [ %v1928, %v1923 ], [ %v1805, %v1899 ]
  br i1 %v19, label %v1930, label %v1931

v1930:                                       ; preds = %v1924
  %v1932 = load float, ptr %v298, align 16
  %v1933 = load float, ptr %v300, align 8
  %v1934 = fmul contract float %v1932, %v1933
  %v1935 = fadd contract float %v1812, %v1934
  br label %v1931

v1931:                                       ; preds = %v1930, %v1924
  %v1936 = phi float [ %v1935, %v1930 ], [ %v1812, %v1924 ]
  br i1 %v21, label %v1937, label %v1938

v1937:                                       ; preds = %v1931
  %v1939 = load float, ptr %v298, align 16
  %v1940 = load float, ptr %v301, align 4
  %v1941 = fmul contract float %v1939, %v1940
  %v1942 = fadd contract float %v1819, %v1941
  br label %v1938

v1938:                                       ; preds = %v1937, %v1931
  %v1943 = phi float [ %v1942, %v1937 ], [ %v1819, %v1931 ]
  br i1 %v24, label %v1944, label %v1945

v1944:                                       ; preds = %v1938
  br i1 %v15, label %v1946, label %v1947

v1945:                                       ; preds = %v1948, %v1949, %v1938
  %v1950 = phi float [ %v1951, %v1949 ], [ %v1826, %v1948 ], [ %v1826, %v1938 ]
  %v1952 = phi float [ %v1953, %v1949 ], [ %v1953, %v1948 ], [ %v1828, %v1938 ]
  %v1954 = phi float [ %v1955, %v1949 ], [ %v1955, %v1948 ], [ %v1830, %v1938 ]
  %v1956 = phi float [ %v1957, %v1949 ], [ %v1957, %v1948 ], [ %v1832, %v1938 ]
  br i1 %v26, label %v1958, label %v1959

v1946:                                       ; preds = %v1944
  %v1960 = load float, ptr %v303, align 16
  %v1961 = load float, ptr %v296, align 16
  %v1962 = fmul contract float %v1960, %v1961
  %v1963 = fadd contract float %v1832, %v1962
  br label %v1947

v1947:                                       ; preds = %v1946, %v1944
  %v1957 = phi float [ %v1963, %v1946 ], [ %v1832, %v1944 ]
  br i1 %v17, label %v1964, label %v1965

v1964:                                       ; preds = %v1947
  %v1966 = load float, ptr %v303, align 16
  %v1967 = load float, ptr %v299, align 4
  %v1968 = fmul contract float %v1966, %v1967
  %v1969 = fadd contract float %v1830, %v1968
  br label %v1965

v1965:                                       ; preds = %v1964, %v1947
  %v1955 = phi float [ %v1969, %v1964 ], [ %v1830, %v1947 ]
  br i1 %v19, label %v1970, label %v1948

v1970:                                       ; preds = %v1965
  %v1971 = load float, ptr %v303, align 16
  %v1972 = load float, ptr %v300, align 8
  %v1973 = fmul contract float %v1971, %v1972
  %v1974 = fadd contract float %v1828, %v1973
  br label %v1948

v1948:                                       ; preds = %v1970, %v1965
  %v1953 = phi float [ %v1974, %v1970 ], [ %v1828, %v1965 ]
  br i1 %v21, label %v1949, label %v1945

v1949:                                       ; preds = %v1948
  %v1975 = load float, ptr %v303, align 16
  %v1976 = load float, ptr %v301, align 4
  %v1977 = fmul contract float %v1975, %v1976
  %v1951 = fadd contract float %v1826, %v1977
  br label %v1945

v1958:                                       ; preds = %v1945
  br i1 %v15, label %v1978, label %v1979

v1959:                                       ; preds = %v1980, %v1981, %v1945
  %v1982 = phi float [ %v1983, %v1981 ], [ %v1858, %v1980 ], [ %v1858, %v1945 ]
  %v1984 = phi float [ %v1985, %v1981 ], [ %v1985, %v1980 ], [ %v1860, %v1945 ]
  %v1986 = phi float [ %v1987, %v1981 ], [ %v1987, %v1980 ], [ %v1862, %v1945 ]
  %v1988 = phi float [ %v1989, %v1981 ], [ %v1989, %v1980 ], [ %v1864, %v1945 ]
  br i1 %v28, label %v1990, label %v1991

v1978:                                       ; preds = %v1958
  %v1992 = load float, ptr %v305, align 16
  %v1993 = load float, ptr %v296, align 16
  %v1994 = fmul contract float %v1992, %v1993
  %v1995 = fadd contract float %v1864, %v1994
  br label %v1979

v1979:                                       ; preds = %v1978, %v1958
  %v1989 = phi float [ %v1995, %v1978 ], [ %v1864, %v1958 ]
  br i1 %v17, label %v1996, label %v1997

v1996:                                       ; preds = %v1979
  %v1998 = load float, ptr %v305, align 16
  %v1999 = load float, ptr %v299, align 4
  %v2000 = fmul contract float %v1998, %v1999
  %v2001 = fadd contract float %v1862, %v2000
  br label %v1997

v1997:                                       ; preds = %v1996, %v1979
  %v1987 = phi float [ %v2001, %v1996 ], [ %v1862, %v1979 ]
  br i1 %v19, label %v2002, label %v1980

v2002:                                       ; preds = %v1997
  %v2003 = load float, ptr %v305, align 16
  %v2004 = load float, ptr %v300, align 8
  %v2005 = fmul contract float %v2003, %v2004
  %v2006 = fadd contract float %v1860, %v2005
  br label %v1980

v1980:                                       ; preds = %v2002, %v1997
  %v1985 = phi float [ %v2006, %v2002 ], [ %v1860, %v1997 ]
  br i1 %v21, label %v1981, label %v1959

v1981:                                       ; preds = %v1980
  %v2007 = load float, ptr %v305, align 16
  %v2008 = load float, ptr %v301, align 4
  %v2009 = fmul contract float %v2007, %v2008
  %v1983 = fadd contract float %v1858, %v2009
  br label %v1959

v1990:                                       ; preds = %v1959
  br i1 %v15, label %v2010, label %v2011

v1991:                                       ; preds = %v2012, %v2013, %v1959
  %v2014 = phi float [ %v2015, %v2013 ], [ %v1890, %v2012 ], [ %v1890, %v1959 ]
  %v2016 = phi float [ %v2017, %v2013 ], [ %v2017, %v2012 ], [ %v1892, %v1959 ]
  %v2018 = phi float [ %v2019, %v2013 ], [ %v2019, %v2012 ], [ %v1894, %v1959 ]
  %v2020 = phi float [ %v2021, %v2013 ], [ %v2021, %v2012 ], [ %v1896, %v1959 ]
  br i1 %v15, label %v2022, label %v2023

v2010:                                       ; preds = %v1990
  %v2024 = load float, ptr %v307, align 16
  %v2025 = load float, ptr %v296, align 16
  %v2026 = fmul contract float %v2024, %v2025
  %v2027 = fadd contract float %v1896, %v2026
  br label %v2011

v2011:                                       ; preds = %v2010, %v1990
  %v2021 = phi float [ %v2027, %v2010 ], [ %v1896, %v1990 ]
  br i1 %v17, label %v2028, label %v2029

v2028:                                       ; preds = %v2011
  %v2030 = load float, ptr %v307, align 16
  %v2031 = load float, ptr %v299, align 4
  %v2032 = fmul contract float %v2030, %v2031
  %v2033 = fadd contract float %v1894, %v2032
  br label %v2029

v2029:                                       ; preds = %v2028, %v2011
  %v2019 = phi float [ %v2033, %v2028 ], [ %v1894, %v2011 ]
  br i1 %v19, label %v2034, label %v2012

v2034:                                       ; preds = %v2029
  %v2035 = load float, ptr %v307, align 16
  %v2036 = load float, ptr %v300, align 8
  %v2037 = fmul contract float %v2035, %v2036
  %v2038 = fadd contract float %v1892, %v2037
  br label %v2012

v2012:                                       ; preds = %v2034, %v2029
  %v2017 = phi float [ %v2038, %v2034 ], [ %v1892, %v2029 ]
  br i1 %v21, label %v2013, label %v1991

v2013:                                       ; preds = %v2012
  %v2039 = load float, ptr %v307, align 16
  %v2040 = load float, ptr %v301, align 4
  %v2041 = fmul contract float %v2039, %v2040
  %v2015 = fadd contract float %v1890, %v2041
  br label %v1991

v2022:                                       ; preds = %v1991
  %v2042 = load float, ptr %v310, align 4
  %v2043 = load float, ptr %v308, align 16
  %v2044 = fmul contract float %v2042, %v2043
  %v2045 = fadd contract float %v1922, %v2044
  br label %v2023

v2023:                                       ; preds = %v2022, %v1991
  %v2046 = phi float [ %v2045, %v2022 ], [ %v1922, %v1991 ]
  br i1 %v17, label %v2047, label %v2048

v2047:                                       ; preds = %v2023
  %v2049 = load float, ptr %v310, align 4
  %v2050 = load float, ptr %v311, align 4
  %v2051 = fmul contract float %v2049, %v2050
  %v2052 = fadd contract float %v1929, %v2051
  br label %v2048

v2048:                                       ; preds = %v2047, %v2023
  %v2053 = phi float [ %v2052, %v2047 ], [ %v1929, %v2023 ]
  br i1 %v19, label %v2054, label %v2055

v2054:                                       ; preds = %v2048
  %v2056 = load float, ptr %v310, align 4
  %v2057 = load float, ptr %v312, align 8
  %v2058 = fmul contract float %v2056, %v2057
  %v2059 = fadd contract float %v1936, %v2058
  br label %v2055

v2055:                                       ; preds = %v2054, %v2048
  %v2060 = phi float [ %v2059, %v2054 ], [ %v1936, %v2048 ]
  br i1 %v21, label %v2061, label %v2062

v2061:                                       ; preds = %v2055
  %v2063 = load float, ptr %v310, align 4
  %v2064 = load float, ptr %v313, align 4
  %v2065 = fmul contract float %v2063, %v2064
  %v2066 = fadd contract float %v1943, %v2065
  br label %v2062

v2062:                                       ; preds = %v2061, %v2055
  %v2067 = phi float [ %v2066, %v2061 ], [ %v1943, %v2055 ]
  br i1 %v24, label %v2068, label %v2069

v2068:                                       ; preds = %v2062
  br i1 %v15, label %v2070, label %v2071

v2069:                                       ; preds = %v2072, %v2073, %v2062
  %v2074 = phi float [ %v2075, %v2073 ], [ %v1950, %v2072 ], [ %v1950, %v2062 ]
  %v2076 = phi float [ %v2077, %v2073 ], [ %v2077, %v2072 ], [ %v1952, %v2062 ]
  %v2078 = phi float [ %v2079, %v2073 ], [ %v2079, %v2072 ], [ %v1954, %v2062 ]
  %v2080 = phi float [ %v2081, %v2073 ], [ %v2081, %v2072 ], [ %v1956, %v2062 ]
  br i1 %v26, label %v2082, label %v2083

v2070:                                       ; preds = %v2068
  %v2084 = load float, ptr %v315, align 4
  %v2085 = load float, ptr %v308, align 16
  %v2086 = fmul contract float %v2084, %v2085
  %v2087 = fadd contract float %v1956, %v2086
  br label %v2071

v2071:                                       ; preds = %v2070, %v2068
  %v2081 = phi float [ %v2087, %v2070 ], [ %v1956, %v2068 ]
  br i1 %v17, label %v2088, label %v2089

v2088:                                       ; preds = %v2071
  %v2090 = load float, ptr %v315, align 4
  %v2091 = load float, ptr %v311, align 4
  %v2092 = fmul contract float %v2090, %v2091
  %v2093 = fadd contract float %v1954, %v2092
  br label %v2089

v2089:                                       ; preds = %v2088, %v2071
  %v2079 = phi float [ %v2093, %v2088 ], [ %v1954, %v2071 ]
  br i1 %v19, label %v2094, label %v2072

v2094:                                       ; preds = %v2089
  %v2095 = load float, ptr %v315, align 4
  %v2096 = load float, ptr %v312, align 8
  %v2097 = fmul contract float %v2095, %v2096
  %v2098 = fadd contract float %v1952, %v2097
  br label %v2072

v2072:                                       ; preds = %v2094, %v2089
  %v2077 = phi float [ %v2098, %v2094 ], [ %v1952, %v2089 ]
  br i1 %v21, label %v2073, label %v2069

v2073:                                       ; preds = %v2072
  %v2099 = load float, ptr %v315, align 4
  %v2100 = load float, ptr %v313, align 4
  %v2101 = fmul contract float %v2099, %v2100
  %v2075 = fadd contract float %v1950, %v2101
  br label %v2069

v2082:                                       ; preds = %v2069
  br i1 %v15, label %v2102, label %v2103

v2083:                                       ; preds = %v2104, %v2105, %v2069
  %v2106 = phi float [ %v2107, %v2105 ], [ %v1982, %v2104 ], [ %v1982, %v2069 ]
  %v2108 = phi float [ %v2109, %v2105 ], [ %v2109, %v2104 ], [ %v1984, %v2069 ]
  %v2110 = phi float [ %v2111, %v2105 ], [ %v2111, %v2104 ], [ %v1986, %v2069 ]
  %v2112 = phi float [ %v2113, %v2105 ], [ %v2113, %v2104 ], [ %v1988, %v2069 ]
  br i1 %v28, label %v2114, label %v2115

v2102:                                       ; preds = %v2082
  %v2116 = load float, ptr %v317, align 4
  %v2117 = load float, ptr %v308, align 16
  %v2118 = fmul contract float %v2116, %v2117
  %v2119 = fadd contract float %v1988, %v2118
  br label %v2103

v2103:                                       ; preds = %v2102, %v2082
  %v2113 = phi float [ %v2119, %v2102 ], [ %v1988, %v2082 ]
  br i1 %v17, label %v2120, label %v2121

v2120:                                       ; preds = %v2103
  %v2122 = load float, ptr %v317, align 4
  %v2123 = load float, ptr %v311, align 4
  %v2124 = fmul contract float %v2122, %v2123
  %v2125 = fadd contract float %v1986, %v2124
  br label %v2121

v2121:                                       ; preds = %v2120, %v2103
  %v2111 = phi float [ %v2125, %v2120 ], [ %v1986, %v2103 ]
  br i1 %v19, label %v2126, label %v2104

v2126:                                       ; preds = %v2121
  %v2127 = load float, ptr %v317, align 4
  %v2128 = load float, ptr %v312, align 8
  %v2129 = fmul contract float %v2127, %v2128
  %v2130 = fadd contract float %v1984, %v2129
  br label %v2104

v2104:                                       ; preds = %v2126, %v2121
  %v2109 = phi float [ %v2130, %v2126 ], [ %v1984, %v2121 ]
  br i1 %v21, label %v2105, label %v2083

v2105:                                       ; preds = %v2104
  %v2131 = load float, ptr %v317, align 4
  %v2132 = load float, ptr %v313, align 4
  %v2133 = fmul contract float %v2131, %v2132
  %v2107 = fadd contract float %v1982, %v2133
  br label %v2083

v2114:                                       ; preds = %v2083
  br i1 %v15, label %v2134, label %v2135

v2115:                                       ; preds = %v2136, %v2137, %v2083
  %v2138 = phi float [ %v2139, %v2137 ], [ %v2014, %v2136 ], [ %v2014, %v2083 ]
  %v2140 = phi float [ %v2141, %v2137 ], [ %v2141, %v2136 ], [ %v2016, %v2083 ]
  %v2142 = phi float [ %v2143, %v2137 ], [ %v2143, %v2136 ], [ %v2018, %v2083 ]
  %v2144 = phi float [ %v2145, %v2137 ], [ %v2145, %v2136 ], [ %v2020, %v2083 ]
  br i1 %v15, label %v2146, label %v2147

v2134:                                       ; preds = %v2114
  %v2148 = load float, ptr %v319, align 4
  %v2149 = load float, ptr %v308, align 16
  %v2150 = fmul contract float %v2148, %v2149
  %v2151 = fadd contract float %v2020, %v2150
  br label %v2135

v2135:                                       ; preds = %v2134, %v2114
  %v2145 = phi float [ %v2151, %v2134 ], [ %v2020, %v2114 ]
  br i1 %v17, label %v2152, label %v2153

v2152:                                       ; preds = %v2135
  %v2154 = load float, ptr %v319, align 4
  %v2155 = load float, ptr %v311, align 4
  %v2156 = fmul contract float %v2154, %v2155
  %v2157 = fadd contract float %v2018, %v2156
  br label %v2153

v2153:                                       ; preds = %v2152, %v2135
  %v2143 = phi float [ %v2157, %v2152 ], [ %v2018, %v2135 ]
  br i1 %v19, label %v2158, label %v2136

v2158:                                       ; preds = %v2153
  %v2159 = load float, ptr %v319, align 4
  %v2160 = load float, ptr %v312, align 8
  %v2161 = fmul contract float %v2159, %v2160
  %v2162 = fadd contract float %v2016, %v2161
  br label %v2136

v2136:                                       ; preds = %v2158, %v2153
  %v2141 = phi float [ %v2162, %v2158 ], [ %v2016, %v2153 ]
  br i1 %v21, label %v2137, label %v2115

v2137:                                       ; preds = %v2136
  %v2163 = load float, ptr %v319, align 4
  %v2164 = load float, ptr %v313, align 4
  %v2165 = fmul contract float %v2163, %v2164
  %v2139 = fadd contract float %v2014, %v2165
  br label %v2115

v2146:                                       ; preds = %v2115
  %v2166 = load float, ptr %v323, align 8
  %v2167 = load float, ptr %v321, align 16
  %v2168 = fmul contract float %v2166, %v2167
  %v2169 = fadd contract float %v2046, %v2168
  br label %v2147

v2147:                                       ; preds = %v2146, %v2115
  %v2170 = phi float [ %v2169, %v2146 ], [ %v2046, %v2115 ]
  br i1 %v17, label %v2171, label %v2172

v2171:                                       ; preds = %v2147
  %v2173 = load float, ptr %v323, align 8
  %v2174 = load float, ptr %v324, align 4
  %v2175 = fmul contract float %v2173, %v2174
  %v2176 = fadd contract float %v2053, %v2175
  br label %v2172

v2172:                                       ; preds = %v2171, %v2147
  %v2177 = phi float [ %v2176, %v2171 ], [ %v2053, %v2147 ]
  br i1 %v19, label %v2178, label %v2179

v2178:                                       ; preds = %v2172
  %v2180 = load float, ptr %v323, align 8
  %v2181 = load float, ptr %v325, align 8
  %v2182 = fmul contract float %v2180, %v2181
  %v2183 = fadd contract float %v2060, %v2182
  br label %v2179

v2179:                                       ; preds = %v2178, %v2172
  %v2184 = phi float [ %v2183, %v2178 ], [ %v2060, %v2172 ]
  br i1 %v21, label %v2185, label %v2186

v2185:                                       ; preds = %v2179
  %v2187 = load float, ptr %v323, align 8
  %v2188 = load float, ptr %v326, align 4
  %v2189 = fmul contract float %v2187, %v2188
  %v2190 = fadd contract float %v2067, %v2189
  br label %v2186

v2186:                                       ; preds = %v2185, %v2179
  %v2191 = phi float [ %v2190, %v2185 ], [ %v2067, %v2179 ]
  br i1 %v24, label %v2192, label %v2193

v2192:                                       ; preds = %v2186
  br i1 %v15, label %v2194, label %v2195

v2193:                                       ; preds = %v2196, %v2197, %v2186
  %v2198 = phi float [ %v2199, %v2197 ], [ %v2074, %v2196 ], [ %v2074, %v2186 ]
  %v2200 = phi float [ %v2201, %v2197 ], [ %v2201, %v2196 ], [ %v2076, %v2186 ]
  %v2202 = phi float [ %v2203, %v2197 ], [ %v2203, %v2196 ], [ %v2078, %v2186 ]
  %v2204 = phi float [ %v2205, %v2197 ], [ %v2205, %v2196 ], [ %v2080, %v2186 ]
  br i1 %v26, label %v2206, label %v2207

v2194:                                       ; preds = %v2192
  %v2208 = load float, ptr %v328, align 8
  %v2209 = load float, ptr %v321, align 16
  %v2210 = fmul contract float %v2208, %v2209
  %v2211 = fadd contract float %v2080, %v2210
  br label %v2195

v2195:                                       ; preds = %v2194, %v2192
  %v2205 = phi float [ %v2211, %v2194 ], [ %v2080, %v2192 ]
  br i1 %v17, label %v2212, label %v2213

v2212:                                       ; preds = %v2195
  %v2214 = load float, ptr %v328, align 8
  %v2215 = load float, ptr %v324, align 4
  %v2216 = fmul contract float %v2214, %v2215
  %v2217 = fadd contract float %v2078, %v2216
  br label %v2213

v2213:                                       ; preds = %v2212, %v2195
  %v2203 = phi float [ %v2217, %v2212 ], [ %v2078, %v2195 ]
  br i1 %v19, label %v2218, label %v2196

v2218:                                       ; preds = %v2213
  %v2219 = load float, ptr %v328, align 8
  %v2220 = load float, ptr %v325, align 8
  %v2221 = fmul contract float %v2219, %v2220
  %v2222 = fadd contract float %v2076, %v2221
  br label %v2196

v2196:                                       ; preds = %v2218, %v2213
  %v2201 = phi float [ %v2222, %v2218 ], [ %v2076, %v2213 ]
  br i1 %v21, label %v2197, label %v2193

v2197:                                       ; preds = %v2196
  %v2223 = load float, ptr %v328, align 8
  %v2224 = load float, ptr %v326, align 4
  %v2225 = fmul contract float %v2223, %v2224
  %v2199 = fadd contract float %v2074, %v2225
  br label %v2193

v2206:                                       ; preds = %v2193
  br i1 %v15, label %v2226, label %v2227

v2207:                                       ; preds = %v2228, %v2229, %v2193
  %v2230 = phi float [ %v2231, %v2229 ], [ %v2106, %v2228 ], [ %v2106, %v2193 ]
  %v2232 = phi float [ %v2233, %v2229 ], [ %v2233, %v2228 ], [ %v2108, %v2193 ]
  %v2234 = phi float [ %v2235, %v2229 ], [ %v2235, %v2228 ], [ %v2110, %v2193 ]
  %v2236 = phi float [ %v2237, %v2229 ], [ %v2237, %v2228 ], [ %v2112, %v2193 ]
  br i1 %v28, label %v2238, label %v2239

v2226:                                       ; preds = %v2206
  %v2240 = load float, ptr %v330, align 8
  %v2241 = load float, ptr %v321, align 16
  %v2242 = fmul contract float %v2240, %v2241
  %v2243 = fadd contract float %v2112, %v2242
  br label %v2227

v2227:                                       ; preds = %v2226, %v2206
  %v2237 = phi float [ %v2243, %v2226 ], [ %v2112, %v2206 ]
  br i1 %v17, label %v2244, label %v2245

v2244:                                       ; preds = %v2227
  %v2246 = load float, ptr %v330, align 8
  %v2247 = load float, ptr %v324, align 4
  %v2248 = fmul contract float %v2246, %v2247
  %v2249 = fadd contract float %v2110, %v2248
  br label %v2245

v2245:                                       ; preds = %v2244, %v2227
  %v2235 = phi float [ %v2249, %v2244 ], [ %v2110, %v2227 ]
  br i1 %v19, label %v2250, label %v2228

v2250:                                       ; preds = %v2245
  %v2251 = load float, ptr %v330, align 8
  %v2252 = load float, ptr %v325, align 8
  %v2253 = fmul contract float %v2251, %v2252
  %v2254 = fadd contract float %v2108, %v2253
  br label %v2228

v2228:                                       ; preds = %v2250, %v2245
  %v2233 = phi float [ %v2254, %v2250 ], [ %v2108, %v2245 ]
  br i1 %v21, label %v2229, label %v2207

v2229:                                       ; preds = %v2228
  %v2255 = load float, ptr %v330, align 8
  %v2256 = load float, ptr %v326, align 4
  %v2257 = fmul contract float %v2255, %v2256
  %v2231 = fadd contract float %v2106, %v2257
  br label %v2207

v2238:                                       ; preds = %v2207
  br i1 %v15, label %v2258, label %v2259

v2239:                                       ; preds = %v2260, %v2261, %v2207
  %v2262 = phi float [ %v2263, %v2261 ], [ %v2138, %v2260 ], [ %v2138, %v2207 ]
  %v2264 = phi float [ %v2265, %v2261 ], [ %v2265, %v2260 ], [ %v2140, %v2207 ]
  %v2266 = phi float [ %v2267, %v2261 ], [ %v2267, %v2260 ], [ %v2142, %v2207 ]
  %v2268 = phi float [ %v2269, %v2261 ], [ %v2269, %v2260 ], [ %v2144, %v2207 ]
  br i1 %v15, label %v2270, label %v2271

v2258:                                       ; preds = %v2238
  %v2272 = load float, ptr %v332, align 8
  %v2273 = load float, ptr %v321, align 16
  %v2274 = fmul contract float %v2272, %v2273
  %v2275 = fadd contract float %v2144, %v2274
  br label %v2259

v2259:                                       ; preds = %v2258, %v2238
  %v2269 = phi float [ %v2275, %v2258 ], [ %v2144, %v2238 ]
  br i1 %v17, label %v2276, label %v2277

v2276:                                       ; preds = %v2259
  %v2278 = load float, ptr %v332, align 8
  %v2279 = load float, ptr %v324, align 4
  %v2280 = fmul contract float %v2278, %v2279
  %v2281 = fadd contract float %v2142, %v2280
  br label %v2277

v2277:                                       ; preds = %v2276, %v2259
  %v2267 = phi float [ %v2281, %v2276 ], [ %v2142, %v2259 ]
  br i1 %v19, label %v2282, label %v2260

v2282:                                       ; preds = %v2277
  %v2283 = load float, ptr %v332, align 8
  %v2284 = load float, ptr %v325, align 8
  %v2285 = fmul contract float %v2283, %v2284
  %v2286 = fadd contract float %v2140, %v2285
  br label %v2260

v2260:                                       ; preds = %v2282, %v2277
  %v2265 = phi float [ %v2286, %v2282 ], [ %v2140, %v2277 ]
  br i1 %v21, label %v2261, label %v2239

v2261:                                       ; preds = %v2260
  %v2287 = load float, ptr %v332, align 8
  %v2288 = load float, ptr %v326, align 4
  %v2289 = fmul contract float %v2287, %v2288
  %v2263 = fadd contract float %v2138, %v2289
  br label %v2239

v2270:                                       ; preds = %v2239
  %v2290 = load float, ptr %v335, align 4
  %v2291 = load float, ptr %v333, align 16
  %v2292 = fmul contract float %v2290, %v2291
  %v2293 = fadd contract float %v2170, %v2292
  br label %v2271

v2271:                                       ; preds = %v2270, %v2239
  %v419 = phi float [ %v2293, %v2270 ], [ %v2170, %v2239 ]
  br i1 %v17, label %v2294, label %v2295

v2294:                                       ; preds = %v2271
  %v2296 = load float, ptr %v335, align 4
  %v2297 = load float, ptr %v336, align 4
  %v2298 = fmul contract float %v2296, %v2297
  %v2299 = fadd contract float %v2177, %v2298
  br label %v2295

v2295:                                       ; preds = %v2294, %v2271
  %v417 = phi float [ %v2299, %v2294 ], [ %v2177, %v2271 ]
  br i1 %v19, label %v2300, label %v2301

v2300:                                       ; preds = %v2295
  %v2302 = load float, ptr %v335, align 4
  %v2303 = load float, ptr %v337, align 8
  %v2304 = fmul contract float %v2302, %v2303
  %v2305 = fadd contract float %v2184, %v2304
  br label %v2301

v2301:                                       ; preds = %v2300, %v2295
  %v415 = phi float [ %v2305, %v2300 ], [ %v2184, %v2295 ]
  br i1 %v21, label %v2306, label %v2307

v2306:                                       ; preds = %v2301
  %v2308 = load float, ptr %v335, align 4
  %v2309 = load float, ptr %v338, align 4
  %v2310 = fmul contract float %v2308, %v2309
  %v2311 = fadd contract float %v2191, %v2310
  br label %v2307

v2307:                                       ; preds = %v2306, %v2301
  %v413 = phi float [ %v2311, %v2306 ], [ %v2191, %v2301 ]
  br i1 %v24, label %v2312, label %v2313

v2312:                                       ; preds = %v2307
  br i1 %v15, label %v2314, label %v2315

v2313:                                       ; preds = %v2316, %v2317, %v2307
  %v405 = phi float [ %v2318, %v2317 ], [ %v2198, %v2316 ], [ %v2198, %v2307 ]
  %v407 = phi float [ %v2319, %v2317 ], [ %v2319, %v2316 ], [ %v2200, %v2307 ]
  %v409 = phi float [ %v2320, %v2317 ], [ %v2320, %v2316 ], [ %v2202, %v2307 ]
  %v411 = phi float [ %v2321, %v2317 ], [ %v2321, %v2316 ], [ %v2204, %v2307 ]
  br i1 %v26, label %v2322, label %v2323

v2314:                                       ; preds = %v2312
  %v2324 = load float, ptr %v340, align 4
  %v2325 = load float, ptr %v333, align 16
  %v2326 = fmul contract float %v2324, %v2325
  %v2327 = fadd contract float %v2204, %v2326
  br label %v2315

v2315:                                       ; preds = %v2314, %v2312
  %v2321 = phi float [ %v2327, %v2314 ], [ %v2204, %v2312 ]
  br i1 %v17, label %v2328, label %v2329

v2328:                                       ; preds = %v2315
  %v2330 = load float, ptr %v340, align 4
  %v2331 = load float, ptr %v336, align 4
  %v2332 = fmul contract float %v2330, %v2331
  %v2333 = fadd contract float %v2202, %v2332
  br label %v2329

v2329:                                       ; preds = %v2328, %v2315
  %v2320 = phi float [ %v2333, %v2328 ], [ %v2202, %v2315 ]
  br i1 %v19, label %v2334, label %v2316

v2334:                                       ; preds = %v2329
  %v2335 = load float, ptr %v340, align 4
  %v2336 = load float, ptr %v337, align 8
  %v2337 = fmul contract float %v2335, %v2336
  %v2338 = fadd contract float %v2200, %v2337
  br label %v2316

v2316:                                       ; preds = %v2334, %v2329
  %v2319 = phi float [ %v2338, %v2334 ], [ %v2200, %v2329 ]
  br i1 %v21, label %v2317, label %v2313

v2317:                                       ; preds = %v2316
  %v2339 = load float, ptr %v340, align 4
  %v2340 = load float, ptr %v338, align 4
  %v2341 = fmul contract float %v2339, %v2340
  %v2318 = fadd contract float %v2198, %v2341
  br label %v2313

v2322:                                       ; preds = %v2313
  br i1 %v15, label %v2342, label %v2343

v2323:                                       ; preds = %v2344, %v2345, %v2313
  %v397 = phi float [ %v2346, %v2345 ], [ %v2230, %v2344 ], [ %v2230, %v2313 ]
  %v399 = phi float [ %v2347, %v2345 ], [ %v2347, %v2344 ], [ %v2232, %v2313 ]
  %v401 = phi float [ %v2348, %v2345 ], [ %v2348, %v2344 ], [ %v2234, %v2313 ]
  %v403 = phi float [ %v2349, %v2345 ], [ %v2349, %v2344 ], [ %v2236, %v2313 ]
  br i1 %v28, label %v2350, label %v388

v2342:                                       ; preds = %v2322
  %v2351 = load float, ptr %v342, align 4
  %v2352 = load float, ptr %v333, align 16
  %v2353 = fmul contract float %v2351, %v2352
  %v2354 = fadd contract float %v2236, %v2353
  br label %v2343

v2343:                                       ; preds = %v2342, %v2322
  %v2349 = phi float [ %v2354, %v2342 ], [ %v2236, %v2322 ]
  br i1 %v17, label %v2355, label %v2356

v2355:                                       ; preds = %v2343
  %v2357 = load float, ptr %v342, align 4
  %v2358 = load float, ptr %v336, align 4
  %v2359 = fmul contract float %v2357, %v2358
  %v2360 = fadd contract float %v2234, %v2359
  br label %v2356

v2356:                                       ; preds = %v2355, %v2343
  %v2348 = phi float [ %v2360, %v2355 ], [ %v2234, %v2343 ]
  br i1 %v19, label %v2361, label %v2344

v2361:                                       ; preds = %v2356
  %v2362 = load float, ptr %v342, align 4
  %v2363 = load float, ptr %v337, align 8
  %v2364 = fmul contract float %v2362, %v2363
  %v2365 = fadd contract float %v2232, %v2364
  br label %v2344

v2344:                                       ; preds = %v2361, %v2356
  %v2347 = phi float [ %v2365, %v2361 ], [ %v2232, %v2356 ]
  br i1 %v21, label %v2345, label %v2323

v2345:                                       ; preds = %v2344
  %v2366 = load float, ptr %v342, align 4
  %v2367 = load float, ptr %v338, align 4
  %v2368 = fmul contract float %v2366, %v2367
  %v2346 = fadd contract float %v2230, %v2368
  br label %v2323

v2350:                                       ; preds = %v2323
  br i1 %v15, label %v2369, label %v2370

v388:                                       ; preds = %v2371, %v2372, %v2323
  %v389 = phi float [ %v2373, %v2372 ], [ %v2262, %v2371 ], [ %v2262, %v2323 ]
  %v391 = phi float [ %v2374, %v2372 ], [ %v2374, %v2371 ], [ %v2264, %v2323 ]
  %v393 = phi float [ %v2375, %v2372 ], [ %v2375, %v2371 ], [ %v2266, %v2323 ]
  %v395 = phi float [ %v2376, %v2372 ], [ %v2376, %v2371 ], [ %v2268, %v2323 ]
  tail call void @llvm.nvvm.barrier0()
  br label %v346

v2369:                                       ; preds = %v2350
  %v2377 = load float, ptr %v344, align 4
  %v2378 = load float, ptr %v333, align 16
  %v2379 = fmul contract float %v2377, %v2378
  %v2380 = fadd contract float %v2268, %v2379
  br label %v2370

v2370:                                       ; preds = %v2369, %v2350
  %v2376 = phi float [ %v2380, %v2369 ], [ %v2268, %v2350 ]
  br i1 %v17, label %v2381, label %v2382

v2381:                                       ; preds = %v2370
  %v2383 = load float, ptr %v344, align 4
  %v2384 = load float, ptr %v336, align 4
  %v2385 = fmul contract float %v2383, %v2384
  %v2386 = fadd contract float %v2266, %v2385
  br label %v2382

v2382:                                       ; preds = %v2381, %v2370
  %v2375 = phi float [ %v2386, %v2381 ], [ %v2266, %v2370 ]
  br i1 %v19, label %v2387, label %v2371

v2387:                                       ; preds = %v2382
  %v2388 = load float, ptr %v344, align 4
  %v2389 = load float, ptr %v337, align 8
  %v2390 = fmul contract float %v2388, %v2389
  %v2391 = fadd contract float %v2264, %v2390
  br label %v2371

v2371:                                       ; preds = %v2387, %v2382
  %v2374 = phi float [ %v2391, %v2387 ], [ %v2264, %v2382 ]
  br i1 %v21, label %v2372, label %v388

v2372:                                       ; preds = %v2371
  %v2392 = load float, ptr %v344, align 4
  %v2393 = load float, ptr %v338, align 4
  %v2394 = fmul contract float %v2392, %v2393
  %v2373 = fadd contract float %v2262, %v2394
  br label %v388

v421:                                       ; preds = %v381
  %v2395 = load float, ptr %v95, align 64
  %v2396 = load float, ptr %v94, align 16
  %v2397 = fmul contract float %v2395, %v2396
  %v2398 = fadd contract float %v377, %v2397
  br label %v422

v422:                                       ; preds = %v421, %v381
  %v420 = phi float [ %v2398, %v421 ], [ %v377, %v381 ]
  br i1 %v17, label %v2399, label %v2400

v2399:                                       ; preds = %v422
  %v2401 = load float, ptr %v95, align 64
  %v2402 = load float, ptr %v97, align 4
  %v2403 = fmul contract float %v2401, %v2402
  %v2404 = fadd contract float %v375, %v2403
  br label %v2400

v2400:                                       ; preds = %v2399, %v422
  %v418 = phi float [ %v2404, %v2399 ], [ %v375, %v422 ]
  br i1 %v19, label %v2405, label %v2406

v2405:                                       ; preds = %v2400
  %v2407 = load float, ptr %v95, align 64
  %v2408 = load float, ptr %v99, align 8
  %v2409 = fmul contract float %v2407, %v2408
  %v2410 = fadd contract float %v373, %v2409
  br label %v2406

v2406:                                       ; preds = %v2405, %v2400
  %v416 = phi float [ %v2410, %v2405 ], [ %v373, %v2400 ]
  br i1 %v21, label %v2411, label %v2412

v2411:                                       ; preds = %v2406
  %v2413 = load float, ptr %v95, align 64
  %v2414 = load float, ptr %v101, align 4
  %v2415 = fmul contract float %v2413, %v2414
  %v2416 = fadd contract float %v371, %v2415
  br label %v2412

v2412:                                       ; preds = %v2411, %v2406
  %v414 = phi float [ %v2416, %v2411 ], [ %v371, %v2406 ]
  br i1 %v24, label %v2417, label %v2418

v2417:                                       ; preds = %v2412
  br i1 %v15, label %v2419, label %v2420

v2418:                                       ; preds = %v2421, %v2422, %v2412
  %v406 = phi float [ %v2423, %v2422 ], [ %v363, %v2421 ], [ %v363, %v2412 ]
  %v408 = phi float [ %v2424, %v2422 ], [ %v2424, %v2421 ], [ %v365, %v2412 ]
  %v410 = phi float [ %v2425, %v2422 ], [ %v2425, %v2421 ], [ %v367, %v2412 ]
  %v412 = phi float [ %v2426, %v2422 ], [ %v2426, %v2421 ], [ %v369, %v2412 ]
  br i1 %v26, label %v2427, label %v2428

v2419:                                       ; preds = %v2417
  %v2429 = load float, ptr %v102, align 64
  %v2430 = load float, ptr %v94, align 16
  %v2431 = fmul contract float %v2429, %v2430
  %v2432 = fadd contract float %v369, %v2431
  br label %v2420

v2420:                                       ; preds = %v2419, %v2417
  %v2426 = phi float [ %v2432, %v2419 ], [ %v369, %v2417 ]
  br i1 %v17, label %v2433, label %v2434

v2433:                                       ; preds = %v2420
  %v2435 = load float, ptr %v102, align 64
  %v2436 = load float, ptr %v97, align 4
  %v2437 = fmul contract float %v2435, %v2436
  %v2438 = fadd contract float %v367, %v2437
  br label %v2434

v2434:                                       ; preds = %v2433, %v2420
  %v2425 = phi float [ %v2438, %v2433 ], [ %v367, %v2420 ]
  br i1 %v19, label %v2439, label %v2421

v2439:                                       ; preds = %v2434
  %v2440 = load float, ptr %v102, align 64
  %v2441 = load float, ptr %v99, align 8
  %v2442 = fmul contract float %v2440, %v2441
  %v2443 = fadd contract float %v365, %v2442
  br label %v2421

v2421:                                       ; preds = %v2439, %v2434
  %v2424 = phi float [ %v2443, %v2439 ], [ %v365, %v2434 ]
  br i1 %v21, label %v2422, label %v2418

v2422:                                       ; preds = %v2421
  %v2444 = load float, ptr %v102, align 64
  %v2445 = load float, ptr %v101, align 4
  %v2446 = fmul contract float %v2444, %v2445
  %v2423 = fadd contract float %v363, %v2446
  br label %v2418

v2427:                                       ; preds = %v2418
  br i1 %v15, label %v2447, label %v2448

v2428:                                       ; preds = %v2449, %v2450, %v2418
  %v398 = phi float [ %v2451, %v2450 ], [ %v355, %v2449 ], [ %v355, %v2418 ]
  %v400 = phi float [ %v2452, %v2450 ], [ %v2452, %v2449 ], [ %v357, %v2418 ]
  %v402 = phi float [ %v2453, %v2450 ], [ %v2453, %v2449 ], [ %v359, %v2418 ]
  %v404 = phi float [ %v2454, %v2450 ], [ %v2454, %v2449 ], [ %v361, %v2418 ]
  br i1 %v28, label %v2455, label %v387

v2447:                                       ; preds = %v2427
  %v2456 = load float, ptr %v103, align 64
  %v2457 = load float, ptr %v94, align 16
  %v2458 = fmul contract float %v2456, %v2457
  %v2459 = fadd contract float %v361, %v2458
  br label %v2448

v2448:                                       ; preds = %v2447, %v2427
  %v2454 = phi float [ %v2459, %v2447 ], [ %v361, %v2427 ]
  br i1 %v17, label %v2460, label %v2461

v2460:                                       ; preds = %v2448
  %v2462 = load float, ptr %v103, align 64
  %v2463 = load float, ptr %v97, align 4
  %v2464 = fmul contract float %v2462, %v2463
  %v2465 = fadd contract float %v359, %v2464
  br label %v2461

v2461:                                       ; preds = %v2460, %v2448
  %v2453 = phi float [ %v2465, %v2460 ], [ %v359, %v2448 ]
  br i1 %v19, label %v2466, label %v2449

v2466:                                       ; preds = %v2461
  %v2467 = load float, ptr %v103, align 64
  %v2468 = load float, ptr %v99, align 8
  %v2469 = fmul contract float %v2467, %v2468
  %v2470 = fadd contract float %v357, %v2469
  br label %v2449

v2449:                                       ; preds = %v2466, %v2461
  %v2452 = phi float [ %v2470, %v2466 ], [ %v357, %v2461 ]
  br i1 %v21, label %v2450, label %v2428

v2450:                                       ; preds = %v2449
  %v2471 = load float, ptr %v103, align 64
  %v2472 = load float, ptr %v101, align 4
  %v2473 = fmul contract float %v2471, %v2472
  %v2451 = fadd contract float %v355, %v2473
  br label %v2428

v2455:                                       ; preds = %v2428
  br i1 %v15, label %v2474, label %v2475

v387:                                       ; preds = %v2476, %v2477, %v2428
  %v390 = phi float [ %v2478, %v2477 ], [ %v347, %v2476 ], [ %v347, %v2428 ]
  %v392 = phi float [ %v2479, %v2477 ], [ %v2479, %v2476 ], [ %v349, %v2428 ]
  %v394 = phi float [ %v2480, %v2477 ], [ %v2480, %v2476 ], [ %v351, %v2428 ]
  %v396 = phi float [ %v2481, %v2477 ], [ %v2481, %v2476 ], [ %v353, %v2428 ]
  tail call void @llvm.nvvm.barrier0()
  br label %v346

v2474:                                       ; preds = %v2455
  %v2482 = load float, ptr %v104, align 64
  %v2483 = load float, ptr %v94, align 16
  %v2484 = fmul contract float %v2482, %v2483
  %v2485 = fadd contract float %v353, %v2484
  br label %v2475

v2475:                                       ; preds = %v2474, %v2455
  %v2481 = phi float [ %v2485, %v2474 ], [ %v353, %v2455 ]
  br i1 %v17, label %v2486, label %v2487

v2486:                                       ; preds = %v2475
  %v2488 = load float, ptr %v104, align 64
  %v2489 = load float, ptr %v97, align 4
  %v2490 = fmul contract float %v2488, %v2489
  %v2491 = fadd contract float %v351, %v2490
  br label %v2487

v2487:                                       ; preds = %v2486, %v2475
  %v2480 = phi float [ %v2491, %v2486 ], [ %v351, %v2475 ]
  br i1 %v19, label %v2492, label %v2476

v2492:                                       ; preds = %v2487
  %v2493 = load float, ptr %v104, align 64
  %v2494 = load float, ptr %v99, align 8
  %v2495 = fmul contract float %v2493, %v2494
  %v2496 = fadd contract float %v349, %v2495
  br label %v2476

v2476:                                       ; preds = %v2492, %v2487
  %v2479 = phi float [ %v2496, %v2492 ], [ %v349, %v2487 ]
  br i1 %v21, label %v2477, label %v387

v2477:                                       ; preds = %v2476
  %v2497 = load float, ptr %v104, align 64
  %v2498 = load float, ptr %v101, align 4
  %v2499 = fmul contract float %v2497, %v2498
  %v2478 = fadd contract float %v347, %v2499
  br label %v387

v383:                                       ; preds = %v382
  %v2500 = mul nuw nsw i64 %v5, 8580
  %v2501 = getelementptr inbounds i8, ptr %v2, i64 %v2500
  %v2502 = getelementptr inbounds float, ptr %v2501, i64 %v12
  %v2503 = mul nuw nsw i64 %v9, 1040
  %v2504 = getelementptr inbounds i8, ptr %v2502, i64 %v2503
  %v2505 = getelementptr inbounds float, ptr %v2504, i64 %v13
  store float %v378, ptr %v2505, align 4
  br label %v384

v384:                                       ; preds = %v383, %v382
  br i1 %v17, label %v2506, label %v2507

v2506:                                       ; preds = %v384
  %v2508 = mul nuw nsw i64 %v5, 8580
  %v2509 = getelementptr inbounds i8, ptr %v2, i64 %v2508
  %v2510 = getelementptr inbounds float, ptr %v2509, i64 %v12
  %v2511 = mul nuw nsw i64 %v9, 1040
  %v2512 = getelementptr inbounds i8, ptr %v2510, i64 %v2511
  %v2513 = getelementptr inbounds float, ptr %v2512, i64 %v13
  %v2514 = getelementptr inbounds i8, ptr %v2513, i64 4
  store float %v376, ptr %v2514, align 4
  br label %v2507

v2507:                                       ; preds = %v2506, %v384
  br i1 %v19, label %v2515, label %v2516

v2515:                                       ; preds = %v2507
  %v2517 = mul nuw nsw i64 %v5, 8580
  %v2518 = getelementptr inbounds i8, ptr %v2, i64 %v2517
  %v2519 = getelementptr inbounds float, ptr %v2518, i64 %v12
  %v2520 = mul nuw nsw i64 %v9, 1040
  %v2521 = getelementptr inbounds i8, ptr %v2519, i64 %v2520
  %v2522 = getelementptr inbounds float, ptr %v2521, i64 %v13
  %v2523 = getelementptr inbounds i8, ptr %v2522, i64 8
  store float %v374, ptr %v2523, align 4
  br label %v2516

v2516:                                       ; preds = %v2515, %v2507
  br i1 %v21, label %v2524, label %v2525

v2524:                                       ; preds = %v2516
  %v2526 = mul nuw nsw i64 %v5, 8580
  %v2527 = getelementptr inbounds i8, ptr %v2, i64 %v2526
  %v2528 = getelementptr inbounds float, ptr %v2527, i64 %v12
  %v2529 = mul nuw nsw i64 %v9, 1040
  %v2530 = getelementptr inbounds i8, ptr %v2528, i64 %v2529
  %v2531 = getelementptr inbounds float, ptr %v2530, i64 %v13
  %v2532 = getelementptr inbounds i8, ptr %v2531, i64 12
  store float %v372, ptr %v2532, align 4
  br label %v2525

v2525:                                       ; preds = %v2524, %v2516
  br i1 %v24, label %v2533, label %v2534

v2533:                                       ; preds = %v2525
  br i1 %v15, label %v2535, label %v2536

v2534:                                       ; preds = %v2537, %v2538, %v2525
  br i1 %v26, label %v2539, label %v2540

v2535:                                       ; preds = %v2533
  %v2541 = mul nuw nsw i64 %v5, 8580
  %v2542 = getelementptr inbounds i8, ptr %v2, i64 %v2541
  %v2543 = getelementptr inbounds float, ptr %v2542, i64 %v12
  %v2544 = mul nuw nsw i64 %v9, 1040
  %v2545 = getelementptr inbounds i8, ptr %v2543, i64 %v2544
  %v2546 = getelementptr inbounds float, ptr %v2545, i64 %v13
  %v2547 = getelementptr inbounds i8, ptr %v2546, i64 260
  store float %v370, ptr %v2547, align 4
  br label %v2536

v2536:                                       ; preds = %v2535, %v2533
  br i1 %v17, label %v2548, label %v2549

v2548:                                       ; preds = %v2536
  %v2550 = mul nuw nsw i64 %v5, 8580
  %v2551 = getelementptr inbounds i8, ptr %v2, i64 %v2550
  %v2552 = getelementptr inbounds float, ptr %v2551, i64 %v12
  %v2553 = mul nuw nsw i64 %v9, 1040
  %v2554 = getelementptr inbounds i8, ptr %v2552, i64 %v2553
  %v2555 = getelementptr inbounds float, ptr %v2554, i64 %v13
  %v2556 = getelementptr inbounds i8, ptr %v2555, i64 264
  store float %v368, ptr %v2556, align 4
  br label %v2549

v2549:                                       ; preds = %v2548, %v2536
  br i1 %v19, label %v2557, label %v2537

v2557:                                       ; preds = %v2549
  %v2558 = mul nuw nsw i64 %v5, 8580
  %v2559 = getelementptr inbounds i8, ptr %v2, i64 %v2558
  %v2560 = getelementptr inbounds float, ptr %v2559, i64 %v12
  %v2561 = mul nuw nsw i64 %v9, 1040
  %v2562 = getelementptr inbounds i8, ptr %v2560, i64 %v2561
  %v2563 = getelementptr inbounds float, ptr %v2562, i64 %v13
  %v2564 = getelementptr inbounds i8, ptr %v2563, i64 268
  store float %v366, ptr %v2564, align 4
  br label %v2537

v2537:                                       ; preds = %v2557, %v2549
  br i1 %v21, label %v2538, label %v2534

v2538:                                       ; preds = %v2537
  %v2565 = mul nuw nsw i64 %v5, 8580
  %v2566 = getelementptr inbounds i8, ptr %v2, i64 %v2565
  %v2567 = getelementptr inbounds float, ptr %v2566, i64 %v12
  %v2568 = mul nuw nsw i64 %v9, 1040
  %v2569 = getelementptr inbounds i8, ptr %v2567, i64 %v2568
  %v2570 = getelementptr inbounds float, ptr %v2569, i64 %v13
  %v2571 = getelementptr inbounds i8, ptr %v2570, i64 272
  store float %v364, ptr %v2571, align 4
  br label %v2534

v2539:                                       ; preds = %v2534
  br i1 %v15, label %v2572, label %v2573

v2540:                                       ; preds = %v2574, %v2575, %v2534
  br i1 %v28, label %v2576, label %v2577

v2572:                                       ; preds = %v2539
  %v2578 = mul nuw nsw i64 %v5, 8580
  %v2579 = getelementptr inbounds i8, ptr %v2, i64 %v2578
  %v2580 = getelementptr inbounds float, ptr %v2579, i64 %v12
  %v2581 = mul nuw nsw i64 %v9, 1040
  %v2582 = getelementptr inbounds i8, ptr %v2580, i64 %v2581
  %v2583 = getelementptr inbounds float, ptr %v2582, i64 %v13
  %v2584 = getelementptr inbounds i8, ptr %v2583, i64 520
  store float %v362, ptr %v2584, align 4
  br label %v2573

v2573:                                       ; preds = %v2572, %v2539
  br i1 %v17, label %v2585, label %v2586

v2585:                                       ; preds = %v2573
  %v2587 = mul nuw nsw i64 %v5, 8580
  %v2588 = getelementptr inbounds i8, ptr %v2, i64 %v2587
  %v2589 = getelementptr inbounds float, ptr %v2588, i64 %v12
  %v2590 = mul nuw nsw i64 %v9, 1040
  %v2591 = getelementptr inbounds i8, ptr %v2589, i64 %v2590
  %v2592 = getelementptr inbounds float, ptr %v2591, i64 %v13
  %v2593 = getelementptr inbounds i8, ptr %v2592, i64 524
  store float %v360, ptr %v2593, align 4
  br label %v2586

v2586:                                       ; preds = %v2585, %v2573
  br i1 %v19, label %v2594, label %v2574

v2594:                                       ; preds = %v2586
  %v2595 = mul nuw nsw i64 %v5, 8580
  %v2596 = getelementptr inbounds i8, ptr %v2, i64 %v2595
  %v2597 = getelementptr inbounds float, ptr %v2596, i64 %v12
  %v2598 = mul nuw nsw i64 %v9, 1040
  %v2599 = getelementptr inbounds i8, ptr %v2597, i64 %v2598
  %v2600 = getelementptr inbounds float, ptr %v2599, i64 %v13
  %v2601 = getelementptr inbounds i8, ptr %v2600, i64 528
  store float %v358, ptr %v2601, align 4
  br label %v2574

v2574:                                       ; preds = %v2594, %v2586
  br i1 %v21, label %v2575, label %v2540

v2575:                                       ; preds = %v2574
  %v2602 = mul nuw nsw i64 %v5, 8580
  %v2603 = getelementptr inbounds i8, ptr %v2, i64 %v2602
  %v2604 = getelementptr inbounds float, ptr %v2603, i64 %v12
  %v2605 = mul nuw nsw i64 %v9, 1040
  %v2606 = getelementptr inbounds i8, ptr %v2604, i64 %v2605
  %v2607 = getelementptr inbounds float, ptr %v2606, i64 %v13
  %v2608 = getelementptr inbounds i8, ptr %v2607, i64 532
  store float %v356, ptr %v2608, align 4
  br label %v2540

v2576:                                       ; preds = %v2540
  br i1 %v15, label %v2609, label %v2610

v2577:                                       ; preds = %v2611, %v2612, %v2540
  ret void

v2609:                                       ; preds = %v2576
  %v2613 = mul nuw nsw i64 %v5, 8580
  %v2614 = getelementptr inbounds i8, ptr %v2, i64 %v2613
  %v2615 = getelementptr inbounds float, ptr %v2614, i64 %v12
  %v2616 = mul nuw nsw i64 %v9, 1040
  %v2617 = getelementptr inbounds i8, ptr %v2615, i64 %v2616
  %v2618 = getelementptr inbounds float, ptr %v2617, i64 %v13
  %v2619 = getelementptr inbounds i8, ptr %v2618, i64 780
  store float %v354, ptr %v2619, align 4
  br label %v2610

v2610:                                       ; preds = %v2609, %v2576
  br i1 %v17, label %v2620, label %v2621

v2620:                                       ; preds = %v2610
  %v2622 = mul nuw nsw i64 %v5, 8580
  %v2623 = getelementptr inbounds i8, ptr %v2, i64 %v2622
  %v2624 = getelementptr inbounds float, ptr %v2623, i64 %v12
  %v2625 = mul nuw nsw i64 %v9, 1040
  %v2626 = getelementptr inbounds i8, ptr %v2624, i64 %v2625
  %v2627 = getelementptr inbounds float, ptr %v2626, i64 %v13
  %v2628 = getelementptr inbounds i8, ptr %v2627, i64 784
  store float %v352, ptr %v2628, align 4
  br label %v2621

v2621:                                       ; preds = %v2620, %v2610
  br i1 %v19, label %v2629, label %v2611

v2629:                                       ; preds = %v2621
  %v2630 = mul nuw nsw i64 %v5, 8580
  %v2631 = getelementptr inbounds i8, ptr %v2, i64 %v2630
  %v2632 = getelementptr inbounds float, ptr %v2631, i64 %v12
  %v2633 = mul nuw nsw i64 %v9, 1040
  %v2634 = getelementptr inbounds i8, ptr %v2632, i64 %v2633
  %v2635 = getelementptr inbounds float, ptr %v2634, i64 %v13
  %v2636 = getelementptr inbounds i8, ptr %v2635, i64 788
  store float %v350, ptr %v2636, align 4
  br label %v2611

v2611:                                       ; preds = %v2629, %v2621
  br i1 %v21, label %v2612, label %v2577

v2612:                                       ; preds = %v2611
  %v2637 = mul nuw nsw i64 %v5, 8580
  %v2638 = getelementptr inbounds i8, ptr %v2, i64 %v2637
  %v2639 = getelementptr inbounds float, ptr %v2638, i64 %v12
  %v2640 = mul nuw nsw i64 %v9, 1040
  %v2641 = getelementptr inbounds i8, ptr %v2639, i64 %v2640
  %v2642 = getelementptr inbounds float, ptr %v2641, i64 %v13
  %v2643 = getelementptr inbounds i8, ptr %v2642, i64 792
  store float %v348, ptr %v2643, align 4
  br label %v2577
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

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

!0 = !{ptr @ktune_batch_matmul_f32_b2_m33_n65_k17, !"kernel", i32 1}
!1 = !{ptr @ktune_batch_matmul_f32_b2_m33_n65_k17, !"maxntidx", i32 144}
