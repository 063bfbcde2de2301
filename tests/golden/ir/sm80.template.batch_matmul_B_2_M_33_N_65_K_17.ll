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

v32:                                        ; preds = %v3
  %v34 = lshr i64 %v11, 2
  %v35 = add nuw nsw i64 %v22, %v34
  %v36 = trunc nuw nsw i64 %v35 to i16
  %v37 = udiv i16 %v36, 33
  %v38 = zext nneg i16 %v37 to i64
  %v39 = add nuw nsw i64 %v38, %v5
  %v40 = mul i16 %v37, 33
  %v41 = sub i16 %v36, %v40
  %v42 = and i64 %v13, 12
  %v43 = mul nuw nsw i64 %v39, 2244
  %v44 = getelementptr i8, ptr %v0, i64 %v43
  %v45 = mul nuw nsw i16 %v41, 68
  %v46 = zext nneg i16 %v45 to i64
  %v47 = getelementptr i8, ptr %v44, i64 %v46
  %v48 = getelementptr float, ptr %v47, i64 %v42
  %v49 = icmp ult i64 %v39, 2
  %v50 = insertelement <4 x i1> poison, i1 %v49, i64 0
  %v51 = shufflevector <4 x i1> %v50, <4 x i1> poison, <4 x i32> zeroinitializer
  %v52 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v48, i32 4, <4 x i1> %v51, <4 x float> zeroinitializer)
  %v53 = shl nuw nsw i64 %v35, 4
  %v54 = or disjoint i64 %v53, %v42
  %v55 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v54
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v52, ptr %v55, i32 16, <4 x i1> %v51)
  br label %v33

v33:                                        ; preds = %v32, %v3
  %v56 = getelementptr float, ptr %v1, i64 %v12
  %v57 = getelementptr float, ptr %v56, i64 %v13
  %v58 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v13
  %v59 = icmp ult i64 %v30, 112
  %v60 = add nuw nsw i64 %v9, 9
  %v61 = lshr i64 %v60, 4
  %v62 = and i64 %v60, 15
  %v63 = mul nuw nsw i64 %v5, 4420
  %v64 = getelementptr i8, ptr %v57, i64 %v63
  %v65 = mul nuw nsw i64 %v61, 4420
  %v66 = getelementptr i8, ptr %v64, i64 %v65
  %v67 = mul nuw nsw i64 %v62, 260
  %v68 = getelementptr i8, ptr %v66, i64 %v67
  %v69 = add nuw nsw i64 %v61, %v5
  %v70 = icmp ult i64 %v69, 2
  %v71 = insertelement <4 x i64> poison, i64 %v14, i64 0
  %v72 = shufflevector <4 x i64> %v71, <4 x i64> poison, <4 x i32> zeroinitializer
  %v73 = or disjoint <4 x i64> %v72, <i64 0, i64 1, i64 2, i64 3>
  %v74 = icmp ult <4 x i64> %v73, <i64 65, i64 65, i64 65, i64 65>
  %v75 = shl nuw nsw i64 %v61, 10
  %v76 = or disjoint i64 %v75, %v13
  %v77 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v76
  %v78 = shl nuw nsw i64 %v62, 8
  %v79 = getelementptr i8, ptr %v77, i64 %v78
  %v80 = getelementptr i8, ptr %v56, i64 %v63
  %v81 = mul nuw nsw i64 %v9, 260
  %v82 = getelementptr i8, ptr %v80, i64 %v81
  %v83 = getelementptr float, ptr %v82, i64 %v13
  %v84 = shl nuw nsw i64 %v9, 8
  %v85 = getelementptr i8, ptr %v58, i64 %v84
  %v86 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v83, i32 4, <4 x i1> %v74, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v86, ptr %v85, i32 16, <4 x i1> %v74)
  br i1 %v59, label %v87, label %v88

v87:                                      ; preds = %v33
  %v89 = insertelement <4 x i1> poison, i1 %v70, i64 0
  %v90 = shufflevector <4 x i1> %v89, <4 x i1> poison, <4 x i32> zeroinitializer
  %v91 = and <4 x i1> %v90, %v74
  %v92 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v68, i32 4, <4 x i1> %v91, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v92, ptr %v79, i32 16, <4 x i1> %v91)
  br label %v88

v88:                                      ; preds = %v87, %v33
  tail call void @llvm.nvvm.barrier0()
  %v93 = or disjoint i64 %v13, 1024
  %v94 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v93
  %v95 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 2112), i64 %v84
  %v96 = or disjoint i64 %v13, 1025
  %v97 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v96
  %v98 = or disjoint i64 %v13, 1026
  %v99 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v98
  %v100 = or disjoint i64 %v13, 1027
  %v101 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v100
  %v102 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 2176), i64 %v84
  %v103 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 2240), i64 %v84
  %v104 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 2304), i64 %v84
  %v105 = lshr i64 %v11, 2
  %v106 = add nuw nsw i64 %v22, %v105
  %v107 = trunc nuw nsw i64 %v106 to i16
  %v108 = udiv i16 %v107, 33
  %v109 = zext nneg i16 %v108 to i64
  %v110 = add nuw nsw i64 %v109, %v5
  %v111 = trunc nuw nsw i64 %v106 to i16
  %v112 = urem i16 %v111, 33
  %v113 = and i64 %v13, 12
  %v114 = mul nuw nsw i64 %v110, 2244
  %v115 = getelementptr i8, ptr %v0, i64 %v114
  %v116 = mul nuw nsw i16 %v112, 68
  %v117 = zext nneg i16 %v116 to i64
  %v118 = getelementptr i8, ptr %v115, i64 %v117
  %v119 = getelementptr float, ptr %v118, i64 %v113
  %v120 = getelementptr i8, ptr %v119, i64 64
  %v121 = icmp ult i64 %v110, 2
  %v122 = insertelement <4 x i1> poison, i1 %v121, i64 0
  %v123 = shufflevector <4 x i1> %v122, <4 x i1> poison, <4 x i32> zeroinitializer
  %v124 = or disjoint i64 %v113, 16
  %v125 = insertelement <4 x i64> poison, i64 %v124, i64 0
  %v126 = shufflevector <4 x i64> %v125, <4 x i64> poison, <4 x i32> zeroinitializer
  %v127 = icmp eq <4 x i64> %v126, <i64 16, i64 17, i64 18, i64 19>
  %v128 = and <4 x i1> %v123, %v127
  %v129 = shl nuw nsw i64 %v106, 4
  %v130 = or disjoint i64 %v129, %v113
  %v131 = getelementptr float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 2112), i64 %v130
  %v132 = getelementptr i8, ptr %v58, i64 4096
  %v133 = getelementptr i8, ptr %v68, i64 4160
  %v134 = icmp eq i64 %v62, 0
  %v135 = and i1 %v134, %v70
  %v136 = insertelement <4 x i1> poison, i1 %v135, i64 0
  %v137 = shufflevector <4 x i1> %v136, <4 x i1> poison, <4 x i32> zeroinitializer
  %v138 = and <4 x i1> %v137, %v74
  %v139 = getelementptr i8, ptr %v79, i64 4096
  %v140 = getelementptr i8, ptr %v83, i64 4160
  %v141 = icmp eq i32 %v8, 0
  %v142 = insertelement <4 x i1> poison, i1 %v141, i64 0
  %v143 = shufflevector <4 x i1> %v142, <4 x i1> poison, <4 x i32> zeroinitializer
  %v144 = and <4 x i1> %v74, %v143
  %v145 = getelementptr i8, ptr %v132, i64 %v84
  %v146 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v84
  %v147 = or disjoint i64 %v13, 1
  %v148 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v147
  %v149 = or disjoint i64 %v13, 2
  %v150 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v149
  %v151 = or disjoint i64 %v13, 3
  %v152 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v151
  %v153 = shl nuw nsw i64 %v9, 6
  %v154 = or disjoint i64 %v153, 16
  %v155 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v154
  %v156 = or disjoint i64 %v153, 32
  %v157 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v156
  %v158 = or disjoint i64 %v153, 48
  %v159 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v158
  %v160 = getelementptr inbounds i8, ptr %v58, i64 256
  %v161 = or disjoint i64 %v153, 1
  %v162 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v161
  %v163 = getelementptr inbounds i8, ptr %v58, i64 260
  %v164 = getelementptr inbounds i8, ptr %v58, i64 264
  %v165 = getelementptr inbounds i8, ptr %v58, i64 268
  %v166 = or disjoint i64 %v153, 17
  %v167 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v166
  %v168 = or disjoint i64 %v153, 33
  %v169 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v168
  %v170 = or disjoint i64 %v153, 49
  %v171 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v170
  %v172 = or disjoint i64 %v13, 128
  %v173 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v172
  %v174 = or disjoint i64 %v153, 2
  %v175 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v174
  %v176 = getelementptr inbounds i8, ptr %v58, i64 516
  %v177 = getelementptr inbounds i8, ptr %v58, i64 520
  %v178 = getelementptr inbounds i8, ptr %v58, i64 524
  %v179 = or disjoint i64 %v153, 18
  %v180 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v179
  %v181 = or disjoint i64 %v153, 34
  %v182 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v181
  %v183 = or disjoint i64 %v153, 50
  %v184 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v183
  %v185 = getelementptr inbounds i8, ptr %v58, i64 768
  %v186 = or disjoint i64 %v153, 3
  %v187 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v186
  %v188 = getelementptr inbounds i8, ptr %v58, i64 772
  %v189 = getelementptr inbounds i8, ptr %v58, i64 776
  %v190 = getelementptr inbounds i8, ptr %v58, i64 780
  %v191 = or disjoint i64 %v153, 19
  %v192 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v191
  %v193 = or disjoint i64 %v153, 35
  %v194 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v193
  %v195 = or disjoint i64 %v153, 51
  %v196 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v195
  %v197 = or disjoint i64 %v13, 256
  %v198 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v197
  %v199 = or disjoint i64 %v153, 4
  %v200 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v199
  %v201 = getelementptr inbounds i8, ptr %v58, i64 1028
  %v202 = getelementptr inbounds i8, ptr %v58, i64 1032
  %v203 = getelementptr inbounds i8, ptr %v58, i64 1036
  %v204 = or disjoint i64 %v153, 20
  %v205 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v204
  %v206 = or disjoint i64 %v153, 36
  %v207 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v206
  %v208 = or disjoint i64 %v153, 52
  %v209 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v208
  %v210 = getelementptr inbounds i8, ptr %v58, i64 1280
  %v211 = or disjoint i64 %v153, 5
  %v212 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v211
  %v213 = getelementptr inbounds i8, ptr %v58, i64 1284
  %v214 = getelementptr inbounds i8, ptr %v58, i64 1288
  %v215 = getelementptr inbounds i8, ptr %v58, i64 1292
  %v216 = or disjoint i64 %v153, 21
  %v217 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v216
  %v218 = or disjoint i64 %v153, 37
  %v219 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v218
  %v220 = or disjoint i64 %v153, 53
  %v221 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v220
  %v222 = or disjoint i64 %v13, 384
  %v223 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v222
  %v224 = or disjoint i64 %v153, 6
  %v225 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v224
  %v226 = getelementptr inbounds i8, ptr %v58, i64 1540
  %v227 = getelementptr inbounds i8, ptr %v58, i64 1544
  %v228 = getelementptr inbounds i8, ptr %v58, i64 1548
  %v229 = or disjoint i64 %v153, 22
  %v230 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v229
  %v231 = or disjoint i64 %v153, 38
  %v232 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v231
  %v233 = or disjoint i64 %v153, 54
  %v234 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v233
  %v235 = getelementptr inbounds i8, ptr %v58, i64 1792
  %v236 = or disjoint i64 %v153, 7
  %v237 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v236
  %v238 = getelementptr inbounds i8, ptr %v58, i64 1796
  %v239 = getelementptr inbounds i8, ptr %v58, i64 1800
  %v240 = getelementptr inbounds i8, ptr %v58, i64 1804
  %v241 = or disjoint i64 %v153, 23
  %v242 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v241
  %v243 = or disjoint i64 %v153, 39
  %v244 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v243
  %v245 = or disjoint i64 %v153, 55
  %v246 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v245
  %v247 = or disjoint i64 %v13, 512
  %v248 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v247
  %v249 = or disjoint i64 %v153, 8
  %v250 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v249
  %v251 = getelementptr inbounds i8, ptr %v58, i64 2052
  %v252 = getelementptr inbounds i8, ptr %v58, i64 2056
  %v253 = getelementptr inbounds i8, ptr %v58, i64 2060
  %v254 = or disjoint i64 %v153, 24
  %v255 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v254
  %v256 = or disjoint i64 %v153, 40
  %v257 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v256
  %v258 = or disjoint i64 %v153, 56
  %v259 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v258
  %v260 = getelementptr inbounds i8, ptr %v58, i64 2304
  %v261 = or disjoint i64 %v153, 9
  %v262 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v261
  %v263 = getelementptr inbounds i8, ptr %v58, i64 2308
  %v264 = getelementptr inbounds i8, ptr %v58, i64 2312
  %v265 = getelementptr inbounds i8, ptr %v58, i64 2316
  %v266 = or disjoint i64 %v153, 25
  %v267 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v266
  %v268 = or disjoint i64 %v153, 41
  %v269 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v268
  %v270 = or disjoint i64 %v153, 57
  %v271 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v270
  %v272 = or disjoint i64 %v13, 640
  %v273 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v272
  %v274 = or disjoint i64 %v153, 10
  %v275 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v274
  %v276 = getelementptr inbounds i8, ptr %v58, i64 2564
  %v277 = getelementptr inbounds i8, ptr %v58, i64 2568
  %v278 = getelementptr inbounds i8, ptr %v58, i64 2572
  %v279 = or disjoint i64 %v153, 26
  %v280 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v279
  %v281 = or disjoint i64 %v153, 42
  %v282 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v281
  %v283 = or disjoint i64 %v153, 58
  %v284 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v283
  %v285 = getelementptr inbounds i8, ptr %v58, i64 2816
  %v286 = or disjoint i64 %v153, 11
  %v287 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v286
  %v288 = getelementptr inbounds i8, ptr %v58, i64 2820
  %v289 = getelementptr inbounds i8, ptr %v58, i64 2824
  %v290 = getelementptr inbounds i8, ptr %v58, i64 2828
  %v291 = or disjoint i64 %v153, 27
  %v292 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v291
  %v293 = or disjoint i64 %v153, 43
  %v294 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v293
  %v295 = or disjoint i64 %v153, 59
  %v296 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v295
  %v297 = or disjoint i64 %v13, 768
  %v298 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v297
  %v299 = or disjoint i64 %v153, 12
  %v300 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v299
  %v301 = getelementptr inbounds i8, ptr %v58, i64 3076
  %v302 = getelementptr inbounds i8, ptr %v58, i64 3080
  %v303 = getelementptr inbounds i8, ptr %v58, i64 3084
  %v304 = or disjoint i64 %v153, 28
  %v305 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v304
  %v306 = or disjoint i64 %v153, 44
  %v307 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v306
  %v308 = or disjoint i64 %v153, 60
  %v309 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v308
  %v310 = getelementptr inbounds i8, ptr %v58, i64 3328
  %v311 = or disjoint i64 %v153, 13
  %v312 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v311
  %v313 = getelementptr inbounds i8, ptr %v58, i64 3332
  %v314 = getelementptr inbounds i8, ptr %v58, i64 3336
  %v315 = getelementptr inbounds i8, ptr %v58, i64 3340
  %v316 = or disjoint i64 %v153, 29
  %v317 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v316
  %v318 = or disjoint i64 %v153, 45
  %v319 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v318
  %v320 = or disjoint i64 %v153, 61
  %v321 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v320
  %v322 = or disjoint i64 %v13, 896
  %v323 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared to ptr), i64 %v322
  %v324 = or disjoint i64 %v153, 14
  %v325 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v324
  %v326 = getelementptr inbounds i8, ptr %v58, i64 3588
  %v327 = getelementptr inbounds i8, ptr %v58, i64 3592
  %v328 = getelementptr inbounds i8, ptr %v58, i64 3596
  %v329 = or disjoint i64 %v153, 30
  %v330 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v329
  %v331 = or disjoint i64 %v153, 46
  %v332 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v331
  %v333 = or disjoint i64 %v153, 62
  %v334 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v333
  %v335 = getelementptr inbounds i8, ptr %v58, i64 3840
  %v336 = or disjoint i64 %v153, 15
  %v337 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v336
  %v338 = getelementptr inbounds i8, ptr %v58, i64 3844
  %v339 = getelementptr inbounds i8, ptr %v58, i64 3848
  %v340 = getelementptr inbounds i8, ptr %v58, i64 3852
  %v341 = or disjoint i64 %v153, 31
  %v342 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v341
  %v343 = or disjoint i64 %v153, 47
  %v344 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v343
  %v345 = or disjoint i64 %v153, 63
  %v346 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v345
  br label %v347

v347:                                     ; preds = %v88, %v348
  %v349 = phi float [ 0.000000e+00, %v88 ], [ %v350, %v348 ]
  %v351 = phi float [ 0.000000e+00, %v88 ], [ %v352, %v348 ]
  %v353 = phi float [ 0.000000e+00, %v88 ], [ %v354, %v348 ]
  %v355 = phi float [ 0.000000e+00, %v88 ], [ %v356, %v348 ]
  %v357 = phi float [ 0.000000e+00, %v88 ], [ %v358, %v348 ]
  %v359 = phi float [ 0.000000e+00, %v88 ], [ %v360, %v348 ]
  %v361 = phi float [ 0.000000e+00, %v88 ], [ %v362, %v348 ]
  %v363 = phi float [ 0.000000e+00, %v88 ], [ %v364, %v348 ]
  %v365 = phi float [ 0.000000e+00, %v88 ], [ %v366, %v348 ]
  %v367 = phi float [ 0.000000e+00, %v88 ], [ %v368, %v348 ]
  %v369 = phi float [ 0.000000e+00, %v88 ], [ %v370, %v348 ]
  %v371 = phi float [ 0.000000e+00, %v88 ], [ %v372, %v348 ]
  %v373 = phi float [ 0.000000e+00, %v88 ], [ %v374, %v348 ]
  %v375 = phi float [ 0.000000e+00, %v88 ], [ %v376, %v348 ]
  %v377 = phi float [ 0.000000e+00, %v88 ], [ %v378, %v348 ]
  %v379 = phi float [ 0.000000e+00, %v88 ], [ %v380, %v348 ]
  %v381 = phi i1 [ true, %v88 ], [ false, %v348 ]
  br i1 %v381, label %v382, label %v383

v384:                                     ; preds = %v348
  br i1 %v15, label %v385, label %v386

v382:                                        ; preds = %v347
  br i1 %v31, label %v387, label %v388

v348:                                        ; preds = %v389, %v390
  %v350 = phi float [ %v391, %v390 ], [ %v392, %v389 ]
  %v352 = phi float [ %v393, %v390 ], [ %v394, %v389 ]
  %v354 = phi float [ %v395, %v390 ], [ %v396, %v389 ]
  %v356 = phi float [ %v397, %v390 ], [ %v398, %v389 ]
  %v358 = phi float [ %v399, %v390 ], [ %v400, %v389 ]
  %v360 = phi float [ %v401, %v390 ], [ %v402, %v389 ]
  %v362 = phi float [ %v403, %v390 ], [ %v404, %v389 ]
  %v364 = phi float [ %v405, %v390 ], [ %v406, %v389 ]
  %v366 = phi float [ %v407, %v390 ], [ %v408, %v389 ]
  %v368 = phi float [ %v409, %v390 ], [ %v410, %v389 ]
  %v370 = phi float [ %v411, %v390 ], [ %v412, %v389 ]
  %v372 = phi float [ %v413, %v390 ], [ %v414, %v389 ]
  %v374 = phi float [ %v415, %v390 ], [ %v416, %v389 ]
  %v376 = phi float [ %v417, %v390 ], [ %v418, %v389 ]
  %v378 = phi float [ %v419, %v390 ], [ %v420, %v389 ]
  %v380 = phi float [ %v421, %v390 ], [ %v422, %v389 ]
  br i1 %v381, label %v347, label %v384

v383:                                        ; preds = %v347
  br i1 %v15, label %v423, label %v424

v387:                                        ; preds = %v382
  %v425 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v120, i32 4, <4 x i1> %v128, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v425, ptr %v131, i32 16, <4 x i1> %v128)
  br label %v388

v388:                                        ; preds = %v382, %v387
  %v426 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v140, i32 4, <4 x i1> %v144, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v426, ptr %v145, i32 16, <4 x i1> %v144)
  br i1 %v59, label %v427, label %v428

v427:                                      ; preds = %v388
  %v429 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v133, i32 4, <4 x i1> %v138, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v429, ptr %v139, i32 16, <4 x i1> %v138)
  br label %v428

v428:                                      ; preds = %v427, %v388
  br i1 %v15, label %v430, label %v431

v430:                                       ; preds = %v428
  %v432 = load float, ptr %v146, align 64
  %v433 = load float, ptr %v58, align 16
  %v434 = fmul contract float %v432, %v433
  %v435 = fadd contract float %v379, %v434
  br label %v431

v431:                                       ; preds = %v430, %v428
  %v436 = phi float [ %v435, %v430 ], [ %v379, %v428 ]
  br i1 %v17, label %v437, label %v438

v437:                                       ; preds = %v431
  %v439 = load float, ptr %v146, align 64
  %v440 = load float, ptr %v148, align 4
  %v441 = fmul contract float %v439, %v440
  %v442 = fadd contract float %v377, %v441
  br label %v438

v438:                                       ; preds = %v437, %v431
  %v443 = phi float [ %v442, %v437 ], [ %v377, %v431 ]
  br i1 %v19, label %v444, label %v445

v444:                                       ; preds = %v438
  %v446 = load float, ptr %v146, align 64
  %v447 = load float, ptr %v150, align 8
  %v448 = fmul contract float %v446, %v447
  %v449 = fadd contract float %v375, %v448
  br label %v445

v445:                                       ; preds = %v444, %v438
  %v450 = phi float [ %v449, %v444 ], [ %v375, %v438 ]
  br i1 %v21, label %v451, label %v452

v451:                                       ; preds = %v445
  %v453 = load float, ptr %v146, align 64
  %v454 = load float, ptr %v152, align 4
  %v455 = fmul contract float %v453, %v454
  %v456 = fadd contract float %v373, %v455
  br label %v452

v452:                                       ; preds = %v451, %v445
  %v457 = phi float [ %v456, %v451 ], [ %v373, %v445 ]
  br i1 %v24, label %v458, label %v459

v458:                                       ; preds = %v452
  br i1 %v15, label %v460, label %v461

v459:                                       ; preds = %v462, %v463, %v452
  %v464 = phi float [ %v465, %v463 ], [ %v365, %v462 ], [ %v365, %v452 ]
  %v466 = phi float [ %v467, %v463 ], [ %v467, %v462 ], [ %v367, %v452 ]
  %v468 = phi float [ %v469, %v463 ], [ %v469, %v462 ], [ %v369, %v452 ]
  %v470 = phi float [ %v471, %v463 ], [ %v471, %v462 ], [ %v371, %v452 ]
  br i1 %v26, label %v472, label %v473

v460:                                       ; preds = %v458
  %v474 = load float, ptr %v155, align 64
  %v475 = load float, ptr %v58, align 16
  %v476 = fmul contract float %v474, %v475
  %v477 = fadd contract float %v371, %v476
  br label %v461

v461:                                       ; preds = %v460, %v458
  %v471 = phi float [ %v477, %v460 ], [ %v371, %v458 ]
  br i1 %v17, label %v478, label %v479

v478:                                       ; preds = %v461
  %v480 = load float, ptr %v155, align 64
  %v481 = load float, ptr %v148, align 4
  %v482 = fmul contract float %v480, %v481
  %v483 = fadd contract float %v369, %v482
  br label %v479

v479:                                       ; preds = %v478, %v461
  %v469 = phi float [ %v483, %v478 ], [ %v369, %v461 ]
  br i1 %v19, label %v484, label %v462

v484:                                       ; preds = %v479
  %v485 = load float, ptr %v155, align 64
  %v486 = load float, ptr %v150, align 8
  %v487 = fmul contract float %v485, %v486
  %v488 = fadd contract float %v367, %v487
  br label %v462

v462:                                       ; preds = %v484, %v479
  %v467 = phi float [ %v488, %v484 ], [ %v367, %v479 ]
  br i1 %v21, label %v463, label %v459

v463:                                       ; preds = %v462
  %v489 = load float, ptr %v155, align 64
  %v490 = load float, ptr %v152, align 4
  %v491 = fmul contract float %v489, %v490
  %v465 = fadd contract float %v365, %v491
  br label %v459

v472:                                       ; preds = %v459
  br i1 %v15, label %v492, label %v493

v473:                                       ; preds = %v494, %v495, %v459
  %v496 = phi float [ %v497, %v495 ], [ %v357, %v494 ], [ %v357, %v459 ]
  %v498 = phi float [ %v499, %v495 ], [ %v499, %v494 ], [ %v359, %v459 ]
  %v500 = phi float [ %v501, %v495 ], [ %v501, %v494 ], [ %v361, %v459 ]
  %v502 = phi float [ %v503, %v495 ], [ %v503, %v494 ], [ %v363, %v459 ]
  br i1 %v28, label %v504, label %v505

v492:                                       ; preds = %v472
  %v506 = load float, ptr %v157, align 64
  %v507 = load float, ptr %v58, align 16
  %v508 = fmul contract float %v506, %v507
  %v509 = fadd contract float %v363, %v508
  br label %v493

v493:                                       ; preds = %v492, %v472
  %v503 = phi float [ %v509, %v492 ], [ %v363, %v472 ]
  br i1 %v17, label %v510, label %v511

v510:                                       ; preds = %v493
  %v512 = load float, ptr %v157, align 64
  %v513 = load float, ptr %v148, align 4
  %v514 = fmul contract float %v512, %v513
  %v515 = fadd contract float %v361, %v514
  br label %v511

v511:                                       ; preds = %v510, %v493
  %v501 = phi float [ %v515, %v510 ], [ %v361, %v493 ]
  br i1 %v19, label %v516, label %v494

v516:                                       ; preds = %v511
  %v517 = load float, ptr %v157, align 64
  %v518 = load float, ptr %v150, align 8
  %v519 = fmul contract float %v517, %v518
  %v520 = fadd contract float %v359, %v519
  br label %v494

v494:                                       ; preds = %v516, %v511
  %v499 = phi float [ %v520, %v516 ], [ %v359, %v511 ]
  br i1 %v21, label %v495, label %v473

v495:                                       ; preds = %v494
  %v521 = load float, ptr %v157, align 64
  %v522 = load float, ptr %v152, align 4
  %v523 = fmul contract float %v521, %v522
  %v497 = fadd contract float %v357, %v523
  br label %v473

v504:                                       ; preds = %v473
  br i1 %v15, label %v524, label %v525

v505:                                       ; preds = %v526, %v527, %v473
  %v528 = phi float [ %v529, %v527 ], [ %v349, %v526 ], [ %v349, %v473 ]
  %v530 = phi float [ %v531, %v527 ], [ %v531, %v526 ], [ %v351, %v473 ]
  %v532 = phi float [ %v533, %v527 ], [ %v533, %v526 ], [ %v353, %v473 ]
  %v534 = phi float [ %v535, %v527 ], [ %v535, %v526 ], [ %v355, %v473 ]
  br i1 %v15, label %v536, label %v537

v524:                                       ; preds = %v504
  %v538 = load float, ptr %v159, align 64
  %v539 = load float, ptr %v58, align 16
  %v540 = fmul contract float %v538, %v539
  %v541 = fadd contract float %v355, %v540
  br label %v525

v525:                                       ; preds = %v524, %v504
  %v535 = phi float [ %v541, %v524 ], [ %v355, %v504 ]
  br i1 %v17, label %v542, label %v543

v542:                                       ; preds = %v525
  %v544 = load float, ptr %v159, align 64
  %v545 = load float, ptr %v148, align 4
  %v546 = fmul contract float %v544, %v545
  %v547 = fadd contract float %v353, %v546
  br label %v543

v543:                                       ; preds = %v542, %v525
  %v533 = phi float [ %v547, %v542 ], [ %v353, %v525 ]
  br i1 %v19, label %v548, label %v526

v548:                                       ; preds = %v543
  %v549 = load float, ptr %v159, align 64
  %v550 = load float, ptr %v150, align 8
  %v551 = fmul contract float %v549, %v550
  %v552 = fadd contract float %v351, %v551
  br label %v526

v526:                                       ; preds = %v548, %v543
  %v531 = phi float [ %v552, %v548 ], [ %v351, %v543 ]
  br i1 %v21, label %v527, label %v505

v527:                                       ; preds = %v526
  %v553 = load float, ptr %v159, align 64
  %v554 = load float, ptr %v152, align 4
  %v555 = fmul contract float %v553, %v554
  %v529 = fadd contract float %v349, %v555
  br label %v505

v536:                                       ; preds = %v505
  %v556 = load float, ptr %v162, align 4
  %v557 = load float, ptr %v160, align 16
  %v558 = fmul contract float %v556, %v557
  %v559 = fadd contract float %v436, %v558
  br label %v537

v537:                                       ; preds = %v536, %v505
  %v560 = phi float [ %v559, %v536 ], [ %v436, %v505 ]
  br i1 %v17, label %v561, label %v562

v561:                                       ; preds = %v537
  %v563 = load float, ptr %v162, align 4
  %v564 = load float, ptr %v163, align 4
  %v565 = fmul contract float %v563, %v564
  %v566 = fadd contract float %v443, %v565
  br label %v562

v562:                                       ; preds = %v561, %v537
  %v567 = phi float [ %v566, %v561 ], [ %v443, %v537 ]
  br i1 %v19, label %v568, label %v569

v568:                                       ; preds = %v562
  %v570 = load float, ptr %v162, align 4
  %v571 = load float, ptr %v164, align 8
  %v572 = fmul contract float %v570, %v571
  %v573 = fadd contract float %v450, %v572
  br label %v569

v569:                                       ; preds = %v568, %v562
  %v574 = phi float [ %v573, %v568 ], [ %v450, %v562 ]
  br i1 %v21, label %v575, label %v576

v575:                                       ; preds = %v569
  %v577 = load float, ptr %v162, align 4
  %v578 = load float, ptr %v165, align 4
  %v579 = fmul contract float %v577, %v578
  %v580 = fadd contract float %v457, %v579
  br label %v576

v576:                                       ; preds = %v575, %v569
  %v581 = phi float [ %v580, %v575 ], [ %v457, %v569 ]
  br i1 %v24, label %v582, label %v583

v582:                                       ; preds = %v576
  br i1 %v15, label %v584, label %v585

v583:                                       ; preds = %v586, %v587, %v576
  %v588 = phi float [ %v589, %v587 ], [ %v464, %v586 ], [ %v464, %v576 ]
  %v590 = phi float [ %v591, %v587 ], [ %v591, %v586 ], [ %v466, %v576 ]
  %v592 = phi float [ %v593, %v587 ], [ %v593, %v586 ], [ %v468, %v576 ]
  %v594 = phi float [ %v595, %v587 ], [ %v595, %v586 ], [ %v470, %v576 ]
  br i1 %v26, label %v596, label %v597

v584:                                       ; preds = %v582
  %v598 = load float, ptr %v167, align 4
  %v599 = load float, ptr %v160, align 16
  %v600 = fmul contract float %v598, %v599
  %v601 = fadd contract float %v470, %v600
  br label %v585

v585:                                       ; preds = %v584, %v582
  %v595 = phi float [ %v601, %v584 ], [ %v470, %v582 ]
  br i1 %v17, label %v602, label %v603

v602:                                       ; preds = %v585
  %v604 = load float, ptr %v167, align 4
  %v605 = load float, ptr %v163, align 4
  %v606 = fmul contract float %v604, %v605
  %v607 = fadd contract float %v468, %v606
  br label %v603

v603:                                       ; preds = %v602, %v585
  %v593 = phi float [ %v607, %v602 ], [ %v468, %v585 ]
  br i1 %v19, label %v608, label %v586

v608:                                       ; preds = %v603
  %v609 = load float, ptr %v167, align 4
  %v610 = load float, ptr %v164, align 8
  %v611 = fmul contract float %v609, %v610
  %v612 = fadd contract float %v466, %v611
  br label %v586

v586:                                       ; preds = %v608, %v603
  %v591 = phi float [ %v612, %v608 ], [ %v466, %v603 ]
  br i1 %v21, label %v587, label %v583

v587:                                       ; preds = %v586
  %v613 = load float, ptr %v167, align 4
  %v614 = load float, ptr %v165, align 4
  %v615 = fmul contract float %v613, %v614
  %v589 = fadd contract float %v464, %v615
  br label %v583

v596:                                       ; preds = %v583
  br i1 %v15, label %v616, label %v617

v597:                                       ; preds = %v618, %v619, %v583
  %v620 = phi float [ %v621, %v619 ], [ %v496, %v618 ], [ %v496, %v583 ]
  %v622 = phi float [ %v623, %v619 ], [ %v623, %v618 ], [ %v498, %v583 ]
  %v624 = phi float [ %v625, %v619 ], [ %v625, %v618 ], [ %v500, %v583 ]
  %v626 = phi float [ %v627, %v619 ], [ %v627, %v618 ], [ %v502, %v583 ]
  br i1 %v28, label %v628, label %v629

v616:                                       ; preds = %v596
  %v630 = load float, ptr %v169, align 4
  %v631 = load float, ptr %v160, align 16
  %v632 = fmul contract float %v630, %v631
  %v633 = fadd contract float %v502, %v632
  br label %v617

v617:                                       ; preds = %v616, %v596
  %v627 = phi float [ %v633, %v616 ], [ %v502, %v596 ]
  br i1 %v17, label %v634, label %v635

v634:                                       ; preds = %v617
  %v636 = load float, ptr %v169, align 4
  %v637 = load float, ptr %v163, align 4
  %v638 = fmul contract float %v636, %v637
  %v639 = fadd contract float %v500, %v638
  br label %v635

v635:                                       ; preds = %v634, %v617
  %v625 = phi float [ %v639, %v634 ], [ %v500, %v617 ]
  br i1 %v19, label %v640, label %v618

v640:                                       ; preds = %v635
  %v641 = load float, ptr %v169, align 4
  %v642 = load float, ptr %v164, align 8
  %v643 = fmul contract float %v641, %v642
  %v644 = fadd contract float %v498, %v643
  br label %v618

v618:                                       ; preds = %v640, %v635
  %v623 = phi float [ %v644, %v640 ], [ %v498, %v635 ]
  br i1 %v21, label %v619, label %v597

v619:                                       ; preds = %v618
  %v645 = load float, ptr %v169, align 4
  %v646 = load float, ptr %v165, align 4
  %v647 = fmul contract float %v645, %v646
  %v621 = fadd contract float %v496, %v647
  br label %v597

v628:                                       ; preds = %v597
  br i1 %v15, label %v648, label %v649

v629:                                       ; preds = %v650, %v651, %v597
  %v652 = phi float [ %v653, %v651 ], [ %v528, %v650 ], [ %v528, %v597 ]
  %v654 = phi float [ %v655, %v651 ], [ %v655, %v650 ], [ %v530, %v597 ]
  %v656 = phi float [ %v657, %v651 ], [ %v657, %v650 ], [ %v532, %v597 ]
  %v658 = phi float [ %v659, %v651 ], [ %v659, %v650 ], [ %v534, %v597 ]
  br i1 %v15, label %v660, label %v661

v648:                                       ; preds = %v628
  %v662 = load float, ptr %v171, align 4
  %v663 = load float, ptr %v160, align 16
  %v664 = fmul contract float %v662, %v663
  %v665 = fadd contract float %v534, %v664
  br label %v649

v649:                                       ; preds = %v648, %v628
  %v659 = phi float [ %v665, %v648 ], [ %v534, %v628 ]
  br i1 %v17, label %v666, label %v667

v666:                                       ; preds = %v649
  %v668 = load float, ptr %v171, align 4
  %v669 = load float, ptr %v163, align 4
  %v670 = fmul contract float %v668, %v669
  %v671 = fadd contract float %v532, %v670
  br label %v667

v667:                                       ; preds = %v666, %v649
  %v657 = phi float [ %v671, %v666 ], [ %v532, %v649 ]
  br i1 %v19, label %v672, label %v650

v672:                                       ; preds = %v667
  %v673 = load float, ptr %v171, align 4
  %v674 = load float, ptr %v164, align 8
  %v675 = fmul contract float %v673, %v674
  %v676 = fadd contract float %v530, %v675
  br label %v650

v650:                                       ; preds = %v672, %v667
  %v655 = phi float [ %v676, %v672 ], [ %v530, %v667 ]
  br i1 %v21, label %v651, label %v629

v651:                                       ; preds = %v650
  %v677 = load float, ptr %v171, align 4
  %v678 = load float, ptr %v165, align 4
  %v679 = fmul contract float %v677, %v678
  %v653 = fadd contract float %v528, %v679
  br label %v629

v660:                                       ; preds = %v629
  %v680 = load float, ptr %v175, align 8
  %v681 = load float, ptr %v173, align 16
  %v682 = fmul contract float %v680, %v681
  %v683 = fadd contract float %v560, %v682
  br label %v661

v661:                                       ; preds = %v660, %v629
  %v684 = phi float [ %v683, %v660 ], [ %v560, %v629 ]
  br i1 %v17, label %v685, label %v686

v685:                                       ; preds = %v661
  %v687 = load float, ptr %v175, align 8
  %v688 = load float, ptr %v176, align 4
  %v689 = fmul contract float %v687, %v688
  %v690 = fadd contract float %v567, %v689
  br label %v686

v686:                                       ; preds = %v685, %v661
  %v691 = phi float [ %v690, %v685 ], [ %v567, %v661 ]
  br i1 %v19, label %v692, label %v693

v692:                                       ; preds = %v686
  %v694 = load float, ptr %v175, align 8
  %v695 = load float, ptr %v177, align 8
  %v696 = fmul contract float %v694, %v695
  %v697 = fadd contract float %v574, %v696
  br label %v693

v693:                                       ; preds = %v692, %v686
  %v698 = phi float [ %v697, %v692 ], [ %v574, %v686 ]
  br i1 %v21, label %v699, label %v700

v699:                                       ; preds = %v693
  %v701 = load float, ptr %v175, align 8
  %v702 = load float, ptr %v178, align 4
  %v703 = fmul contract float %v701, %v702
  %v704 = fadd contract float %v581, %v703
  br label %v700

v700:                                       ; preds = %v699, %v693
  %v705 = phi float [ %v704, %v699 ], [ %v581, %v693 ]
  br i1 %v24, label %v706, label %v707

v706:                                       ; preds = %v700
  br i1 %v15, label %v708, label %v709

v707:                                       ; preds = %v710, %v711, %v700
  %v712 = phi float [ %v713, %v711 ], [ %v588, %v710 ], [ %v588, %v700 ]
  %v714 = phi float [ %v715, %v711 ], [ %v715, %v710 ], [ %v590, %v700 ]
  %v716 = phi float [ %v717, %v711 ], [ %v717, %v710 ], [ %v592, %v700 ]
  %v718 = phi float [ %v719, %v711 ], [ %v719, %v710 ], [ %v594, %v700 ]
  br i1 %v26, label %v720, label %v721

v708:                                       ; preds = %v706
  %v722 = load float, ptr %v180, align 8
  %v723 = load float, ptr %v173, align 16
  %v724 = fmul contract float %v722, %v723
  %v725 = fadd contract float %v594, %v724
  br label %v709

v709:                                       ; preds = %v708, %v706
  %v719 = phi float [ %v725, %v708 ], [ %v594, %v706 ]
  br i1 %v17, label %v726, label %v727

v726:                                       ; preds = %v709
  %v728 = load float, ptr %v180, align 8
  %v729 = load float, ptr %v176, align 4
  %v730 = fmul contract float %v728, %v729
  %v731 = fadd contract float %v592, %v730
  br label %v727

v727:                                       ; preds = %v726, %v709
  %v717 = phi float [ %v731, %v726 ], [ %v592, %v709 ]
  br i1 %v19, label %v732, label %v710

v732:                                       ; preds = %v727
  %v733 = load float, ptr %v180, align 8
  %v734 = load float, ptr %v177, align 8
  %v735 = fmul contract float %v733, %v734
  %v736 = fadd contract float %v590, %v735
  br label %v710

v710:                                       ; preds = %v732, %v727
  %v715 = phi float [ %v736, %v732 ], [ %v590, %v727 ]
  br i1 %v21, label %v711, label %v707

v711:                                       ; preds = %v710
  %v737 = load float, ptr %v180, align 8
  %v738 = load float, ptr %v178, align 4
  %v739 = fmul contract float %v737, %v738
  %v713 = fadd contract float %v588, %v739
  br label %v707

v720:                                       ; preds = %v707
  br i1 %v15, label %v740, label %v741

v721:                                       ; preds = %v742, %v743, %v707
  %v744 = phi float [ %v745, %v743 ], [ %v620, %v742 ], [ %v620, %v707 ]
  %v746 = phi float [ %v747, %v743 ], [ %v747, %v742 ], [ %v622, %v707 ]
  %v748 = phi float [ %v749, %v743 ], [ %v749, %v742 ], [ %v624, %v707 ]
  %v750 = phi float [ %v751, %v743 ], [ %v751, %v742 ], [ %v626, %v707 ]
  br i1 %v28, label %v752, label %v753

v740:                                       ; preds = %v720
  %v754 = load float, ptr %v182, align 8
  %v755 = load float, ptr %v173, align 16
  %v756 = fmul contract float %v754, %v755
  %v757 = fadd contract float %v626, %v756
  br label %v741

v741:                                       ; preds = %v740, %v720
  %v751 = phi float [ %v757, %v740 ], [ %v626, %v720 ]
  br i1 %v17, label %v758, label %v759

v758:                                       ; preds = %v741
  %v760 = load float, ptr %v182, align 8
  %v761 = load float, ptr %v176, align 4
  %v762 = fmul contract float %v760, %v761
  %v763 = fadd contract float %v624, %v762
  br label %v759

v759:                                       ; preds = %v758, %v741
  %v749 = phi float [ %v763, %v758 ], [ %v624, %v741 ]
  br i1 %v19, label %v764, label %v742

v764:                                       ; preds = %v759
  %v765 = load float, ptr %v182, align 8
  %v766 = load float, ptr %v177, align 8
  %v767 = fmul contract float %v765, %v766
  %v768 = fadd contract float %v622, %v767
  br label %v742

v742:                                       ; preds = %v764, %v759
  %v747 = phi float [ %v768, %v764 ], [ %v622, %v759 ]
  br i1 %v21, label %v743, label %v721

v743:                                       ; preds = %v742
  %v769 = load float, ptr %v182, align 8
  %v770 = load float, ptr %v178, align 4
  %v771 = fmul contract float %v769, %v770
  %v745 = fadd contract float %v620, %v771
  br label %v721

v752:                                       ; preds = %v721
  br i1 %v15, label %v772, label %v773

v753:                                       ; preds = %v774, %v775, %v721
  %v776 = phi float [ %v777, %v775 ], [ %v652, %v774 ], [ %v652, %v721 ]
  %v778 = phi float [ %v779, %v775 ], [ %v779, %v774 ], [ %v654, %v721 ]
  %v780 = phi float [ %v781, %v775 ], [ %v781, %v774 ], [ %v656, %v721 ]
  %v782 = phi float [ %v783, %v775 ], [ %v783, %v774 ], [ %v658, %v721 ]
  br i1 %v15, label %v784, label %v785

v772:                                       ; preds = %v752
  %v786 = load float, ptr %v184, align 8
  %v787 = load float, ptr %v173, align 16
  %v788 = fmul contract float %v786, %v787
  %v789 = fadd contract float %v658, %v788
  br label %v773

v773:                                       ; preds = %v772, %v752
  %v783 = phi float [ %v789, %v772 ], [ %v658, %v752 ]
  br i1 %v17, label %v790, label %v791

v790:                                       ; preds = %v773
  %v792 = load float, ptr %v184, align 8
  %v793 = load float, ptr %v176, align 4
  %v794 = fmul contract float %v792, %v793
  %v795 = fadd contract float %v656, %v794
  br label %v791

v791:                                       ; preds = %v790, %v773
  %v781 = phi float [ %v795, %v790 ], [ %v656, %v773 ]
  br i1 %v19, label %v796, label %v774

v796:                                       ; preds = %v791
  %v797 = load float, ptr %v184, align 8
  %v798 = load float, ptr %v177, align 8
  %v799 = fmul contract float %v797, %v798
  %v800 = fadd contract float %v654, %v799
  br label %v774

v774:                                       ; preds = %v796, %v791
  %v779 = phi float [ %v800, %v796 ], [ %v654, %v791 ]
  br i1 %v21, label %v775, label %v753

v775:                                       ; preds = %v774
  %v801 = load float, ptr %v184, align 8
  %v802 = load float, ptr %v178, align 4
  %v803 = fmul contract float %v801, %v802
  %v777 = fadd contract float %v652, %v803
  br label %v753

v784:                                       ; preds = %v753
  %v804 = load float, ptr %v187, align 4
  %v805 = load float, ptr %v185, align 16
  %v806 = fmul contract float %v804, %v805
  %v807 = fadd contract float %v684, %v806
  br label %v785

v785:                                       ; preds = %v784, %v753
  %v808 = phi float [ %v807, %v784 ], [ %v684, %v753 ]
  br i1 %v17, label %v809, label %v810

v809:                                       ; preds = %v785
  %v811 = load float, ptr %v187, align 4
  %v812 = load float, ptr %v188, align 4
  %v813 = fmul contract float %v811, %v812
  %v814 = fadd contract float %v691, %v813
  br label %v810

v810:                                       ; preds = %v809, %v785
  %v815 = phi float [ %v814, %v809 ], [ %v691, %v785 ]
  br i1 %v19, label %v816, label %v817

v816:                                       ; preds = %v810
  %v818 = load float, ptr %v187, align 4
  %v819 = load float, ptr %v189, align 8
  %v820 = fmul contract float %v818, %v819
  %v821 = fadd contract float %v698, %v820
  br label %v817

v817:                                       ; preds = %v816, %v810
  %v822 = phi float [ %v821, %v816 ], [ %v698, %v810 ]
  br i1 %v21, label %v823, label %v824

v823:                                       ; preds = %v817
  %v825 = load float, ptr %v187, align 4
  %v826 = load float, ptr %v190, align 4
  %v827 = fmul contract float %v825, %v826
  %v828 = fadd contract float %v705, %v827
  br label %v824

v824:                                       ; preds = %v823, %v817
  %v829 = phi float [ %v828, %v823 ], [ %v705, %v817 ]
  br i1 %v24, label %v830, label %v831

v830:                                       ; preds = %v824
  br i1 %v15, label %v832, label %v833

v831:                                       ; preds = %v834, %v835, %v824
  %v836 = phi float [ %v837, %v835 ], [ %v712, %v834 ], [ %v712, %v824 ]
  %v838 = phi float [ %v839, %v835 ], [ %v839, %v834 ], [ %v714, %v824 ]
  %v840 = phi float [ %v841, %v835 ], [ %v841, %v834 ], [ %v716, %v824 ]
  %v842 = phi float [ %v843, %v835 ], [ %v843, %v834 ], [ %v718, %v824 ]
  br i1 %v26, label %v844, label %v845

v832:                                       ; preds = %v830
  %v846 = load float, ptr %v192, align 4
  %v847 = load float, ptr %v185, align 16
  %v848 = fmul contract float %v846, %v847
  %v849 = fadd contract float %v718, %v848
  br label %v833

v833:                                       ; preds = %v832, %v830
  %v843 = phi float [ %v849, %v832 ], [ %v718, %v830 ]
  br i1 %v17, label %v850, label %v851

v850:                                       ; preds = %v833
  %v852 = load float, ptr %v192, align 4
  %v853 = load float, ptr %v188, align 4
  %v854 = fmul contract float %v852, %v853
  %v855 = fadd contract float %v716, %v854
  br label %v851

v851:                                       ; preds = %v850, %v833
  %v841 = phi float [ %v855, %v850 ], [ %v716, %v833 ]
  br i1 %v19, label %v856, label %v834

v856:                                       ; preds = %v851
  %v857 = load float, ptr %v192, align 4
  %v858 = load float, ptr %v189, align 8
  %v859 = fmul contract float %v857, %v858
  %v860 = fadd contract float %v714, %v859
  br label %v834

v834:                                       ; preds = %v856, %v851
  %v839 = phi float [ %v860, %v856 ], [ %v714, %v851 ]
  br i1 %v21, label %v835, label %v831

v835:                                       ; preds = %v834
  %v861 = load float, ptr %v192, align 4
  %v862 = load float, ptr %v190, align 4
  %v863 = fmul contract float %v861, %v862
  %v837 = fadd contract float %v712, %v863
  br label %v831

v844:                                       ; preds = %v831
  br i1 %v15, label %v864, label %v865

v845:                                       ; preds = %v866, %v867, %v831
  %v868 = phi float [ %v869, %v867 ], [ %v744, %v866 ], [ %v744, %v831 ]
  %v870 = phi float [ %v871, %v867 ], [ %v871, %v866 ], [ %v746, %v831 ]
  %v872 = phi float [ %v873, %v867 ], [ %v873, %v866 ], [ %v748, %v831 ]
  %v874 = phi float [ %v875, %v867 ], [ %v875, %v866 ], [ %v750, %v831 ]
  br i1 %v28, label %v876, label %v877

v864:                                       ; preds = %v844
  %v878 = load float, ptr %v194, align 4
  %v879 = load float, ptr %v185, align 16
  %v880 = fmul contract float %v878, %v879
  %v881 = fadd contract float %v750, %v880
  br label %v865

v865:                                       ; preds = %v864, %v844
  %v875 = phi float [ %v881, %v864 ], [ %v750, %v844 ]
  br i1 %v17, label %v882, label %v883

v882:                                       ; preds = %v865
  %v884 = load float, ptr %v194, align 4
  %v885 = load float, ptr %v188, align 4
  %v886 = fmul contract float %v884, %v885
  %v887 = fadd contract float %v748, %v886
  br label %v883

v883:                                       ; preds = %v882, %v865
  %v873 = phi float [ %v887, %v882 ], [ %v748, %v865 ]
  br i1 %v19, label %v888, label %v866

v888:                                       ; preds = %v883
  %v889 = load float, ptr %v194, align 4
  %v890 = load float, ptr %v189, align 8
  %v891 = fmul contract float %v889, %v890
  %v892 = fadd contract float %v746, %v891
  br label %v866

v866:                                       ; preds = %v888, %v883
  %v871 = phi float [ %v892, %v888 ], [ %v746, %v883 ]
  br i1 %v21, label %v867, label %v845

v867:                                       ; preds = %v866
  %v893 = load float, ptr %v194, align 4
  %v894 = load float, ptr %v190, align 4
  %v895 = fmul contract float %v893, %v894
  %v869 = fadd contract float %v744, %v895
  br label %v845

v876:                                       ; preds = %v845
  br i1 %v15, label %v896, label %v897

v877:                                       ; preds = %v898, %v899, %v845
  %v900 = phi float [ %v901, %v899 ], [ %v776, %v898 ], [ %v776, %v845 ]
  %v902 = phi float [ %v903, %v899 ], [ %v903, %v898 ], [ %v778, %v845 ]
  %v904 = phi float [ %v905, %v899 ], [ %v905, %v898 ], [ %v780, %v845 ]
  %v906 = phi float [ %v907, %v899 ], [ %v907, %v898 ], [ %v782, %v845 ]
  br i1 %v15, label %v908, label %v909

v896:                                       ; preds = %v876
  %v910 = load float, ptr %v196, align 4
  %v911 = load float, ptr %v185, align 16
  %v912 = fmul contract float %v910, %v911
  %v913 = fadd contract float %v782, %v912
  br label %v897

v897:                                       ; preds = %v896, %v876
  %v907 = phi float [ %v913, %v896 ], [ %v782, %v876 ]
  br i1 %v17, label %v914, label %v915

v914:                                       ; preds = %v897
  %v916 = load float, ptr %v196, align 4
  %v917 = load float, ptr %v188, align 4
  %v918 = fmul contract float %v916, %v917
  %v919 = fadd contract float %v780, %v918
  br label %v915

v915:                                       ; preds = %v914, %v897
  %v905 = phi float [ %v919, %v914 ], [ %v780, %v897 ]
  br i1 %v19, label %v920, label %v898

v920:                                       ; preds = %v915
  %v921 = load float, ptr %v196, align 4
  %v922 = load float, ptr %v189, align 8
  %v923 = fmul contract float %v921, %v922
  %v924 = fadd contract float %v778, %v923
  br label %v898

v898:                                       ; preds = %v920, %v915
  %v903 = phi float [ %v924, %v920 ], [ %v778, %v915 ]
  br i1 %v21, label %v899, label %v877

v899:                                       ; preds = %v898
  %v925 = load float, ptr %v196, align 4
  %v926 = load float, ptr %v190, align 4
  %v927 = fmul contract float %v925, %v926
  %v901 = fadd contract float %v776, %v927
  br label %v877

v908:                                       ; preds = %v877
  %v928 = load float, ptr %v200, align 16
  %v929 = load float, ptr %v198, align 16
  %v930 = fmul contract float %v928, %v929
  %v931 = fadd contract float %v808, %v930
  br label %v909

v909:                                       ; preds = %v908, %v877
  %v932 = phi float [ %v931, %v908 ], [ %v808, %v877 ]
  br i1 %v17, label %v933, label %v934

v933:                                       ; preds = %v909
  %v935 = load float, ptr %v200, align 16
  %v936 = load float, ptr %v201, align 4
  %v937 = fmul contract float %v935, %v936
  %v938 = fadd contract float %v815, %v937
  br label %v934

v934:                                       ; preds = %v933, %v909
  %v939 = phi float [ %v938, %v933 ], [ %v815, %v909 ]
  br i1 %v19, label %v940, label %v941

v940:                                       ; preds = %v934
  %v942 = load float, ptr %v200, align 16
  %v943 = load float, ptr %v202, align 8
  %v944 = fmul contract float %v942, %v943
  %v945 = fadd contract float %v822, %v944
  br label %v941

v941:                                       ; preds = %v940, %v934
  %v946 = phi float [ %v945, %v940 ], [ %v822, %v934 ]
  br i1 %v21, label %v947, label %v948

v947:                                       ; preds = %v941
  %v949 = load float, ptr %v200, align 16
  %v950 = load float, ptr %v203, align 4
  %v951 = fmul contract float %v949, %v950
  %v952 = fadd contract float %v829, %v951
  br label %v948

v948:                                       ; preds = %v947, %v941
  %v953 = phi float [ %v952, %v947 ], [ %v829, %v941 ]
  br i1 %v24, label %v954, label %v955

v954:                                       ; preds = %v948
  br i1 %v15, label %v956, label %v957

v955:                                       ; preds = %v958, %v959, %v948
  %v960 = phi float [ %v961, %v959 ], [ %v836, %v958 ], [ %v836, %v948 ]
  %v962 = phi float [ %v963, %v959 ], [ %v963, %v958 ], [ %v838, %v948 ]
  %v964 = phi float [ %v965, %v959 ], [ %v965, %v958 ], [ %v840, %v948 ]
  %v966 = phi float [ %v967, %v959 ], [ %v967, %v958 ], [ %v842, %v948 ]
  br i1 %v26, label %v968, label %v969

v956:                                       ; preds = %v954
  %v970 = load float, ptr %v205, align 16
  %v971 = load float, ptr %v198, align 16
  %v972 = fmul contract float %v970, %v971
  %v973 = fadd contract float %v842, %v972
  br label %v957

v957:                                       ; preds = %v956, %v954
  %v967 = phi float [ %v973, %v956 ], [ %v842, %v954 ]
  br i1 %v17, label %v974, label %v975

v974:                                       ; preds = %v957
  %v976 = load float, ptr %v205, align 16
  %v977 = load float, ptr %v201, align 4
  %v978 = fmul contract float %v976, %v977
  %v979 = fadd contract float %v840, %v978
  br label %v975

v975:                                       ; preds = %v974, %v957
  %v965 = phi float [ %v979, %v974 ], [ %v840, %v957 ]
  br i1 %v19, label %v980, label %v958

v980:                                       ; preds = %v975
  %v981 = load float, ptr %v205, align 16
  %v982 = load float, ptr %v202, align 8
  %v983 = fmul contract float %v981, %v982
  %v984 = fadd contract float %v838, %v983
  br label %v958

v958:                                       ; preds = %v980, %v975
  %v963 = phi float [ %v984, %v980 ], [ %v838, %v975 ]
  br i1 %v21, label %v959, label %v955

v959:                                       ; preds = %v958
  %v985 = load float, ptr %v205, align 16
  %v986 = load float, ptr %v203, align 4
  %v987 = fmul contract float %v985, %v986
  %v961 = fadd contract float %v836, %v987
  br label %v955

v968:                                       ; preds = %v955
  br i1 %v15, label %v988, label %v989

v969:                                       ; preds = %v990, %v991, %v955
  %v992 = phi float [ %v993, %v991 ], [ %v868, %v990 ], [ %v868, %v955 ]
  %v994 = phi float [ %v995, %v991 ], [ %v995, %v990 ], [ %v870, %v955 ]
  %v996 = phi float [ %v997, %v991 ], [ %v997, %v990 ], [ %v872, %v955 ]
  %v998 = phi float [ %v999, %v991 ], [ %v999, %v990 ], [ %v874, %v955 ]
  br i1 %v28, label %v1000, label %v1001

v988:                                       ; preds = %v968
  %v1002 = load float, ptr %v207, align 16
  %v1003 = load float, ptr %v198, align 16
  %v1004 = fmul contract float %v1002, %v1003
  %v1005 = fadd contract float %v874, %v1004
  br label %v989

v989:                                       ; preds = %v988, %v968
  %v999 = phi float [ %v1005, %v988 ], [ %v874, %v968 ]
  br i1 %v17, label %v1006, label %v1007

v1006:                                       ; preds = %v989
  %v1008 = load float, ptr %v207, align 16
  %v1009 = load float, ptr %v201, align 4
  %v1010 = fmul contract float %v1008, %v1009
  %v1011 = fadd contract float %v872, %v1010
  br label %v1007

v1007:                                       ; preds = %v1006, %v989
  %v997 = phi float [ %v1011, %v1006 ], [ %v872, %v989 ]
  br i1 %v19, label %v1012, label %v990

v1012:                                       ; preds = %v1007
  %v1013 = load float, ptr %v207, align 16
  %v1014 = load float, ptr %v202, align 8
  %v1015 = fmul contract float %v1013, %v1014
  %v1016 = fadd contract float %v870, %v1015
  br label %v990

v990:                                       ; preds = %v1012, %v1007
  %v995 = phi float [ %v1016, %v1012 ], [ %v870, %v1007 ]
  br i1 %v21, label %v991, label %v969

v991:                                       ; preds = %v990
  %v1017 = load float, ptr %v207, align 16
  %v1018 = load float, ptr %v203, align 4
  %v1019 = fmul contract float %v1017, %v1018
  %v993 = fadd contract float %v868, %v1019
  br label %v969

v1000:                                       ; preds = %v969
  br i1 %v15, label %v1020, label %v1021

v1001:                                       ; preds = %v1022, %v1023, %v969
  %v1024 = phi float [ %v1025, %v1023 ], [ %v900, %v1022 ], [ %v900, %v969 ]
  %v1026 = phi float [ %v1027, %v1023 ], [ %v1027, %v1022 ], [ %v902, %v969 ]
  %v1028 = phi float [ %v1029, %v1023 ], [ %v1029, %v1022 ], [ %v904, %v969 ]
  %v1030 = phi float [ %v1031, %v1023 ], [ %v1031, %v1022 ], [ %v906, %v969 ]
  br i1 %v15, label %v1032, label %v1033

v1020:                                       ; preds = %v1000
  %v1034 = load float, ptr %v209, align 16
  %v1035 = load float, ptr %v198, align 16
  %v1036 = fmul contract float %v1034, %v1035
  %v1037 = fadd contract float %v906, %v1036
  br label %v1021

v1021:                                       ; preds = %v1020, %v1000
  %v1031 = phi float [ %v1037, %v1020 ], [ %v906, %v1000 ]
  br i1 %v17, label %v1038, label %v1039

v1038:                                       ; preds = %v1021
  %v1040 = load float, ptr %v209, align 16
  %v1041 = load float, ptr %v201, align 4
  %v1042 = fmul contract float %v1040, %v1041
  %v1043 = fadd contract float %v904, %v1042
  br label %v1039

v1039:                                       ; preds = %v1038, %v1021
  %v1029 = phi float [ %v1043, %v1038 ], [ %v904, %v1021 ]
  br i1 %v19, label %v1044, label %v1022

v1044:                                       ; preds = %v1039
  %v1045 = load float, ptr %v209, align 16
  %v1046 = load float, ptr %v202, align 8
  %v1047 = fmul contract float %v1045, %v1046
  %v1048 = fadd contract float %v902, %v1047
  br label %v1022

v1022:                                       ; preds = %v1044, %v1039
  %v1027 = phi float [ %v1048, %v1044 ], [ %v902, %v1039 ]
  br i1 %v21, label %v1023, label %v1001

v1023:                                       ; preds = %v1022
  %v1049 = load float, ptr %v209, align 16
  %v1050 = load float, ptr %v203, align 4
  %v1051 = fmul contract float %v1049, %v1050
  %v1025 = fadd contract float %v900, %v1051
  br label %v1001

v1032:                                       ; preds = %v1001
  %v1052 = load float, ptr %v212, align 4
  %v1053 = load float, ptr %v210, align 16
  %v1054 = fmul contract float %v1052, %v1053
  %v1055 = fadd contract float %v932, %v1054
  br label %v1033

v1033:                                       ; preds = %v1032, %v1001
  %v1056 = phi float [ %v1055, %v1032 ], [ %v932, %v1001 ]
  br i1 %v17, label %v1057, label %v1058

v1057:                                       ; preds = %v1033
  %v1059 = load float, ptr %v212, align 4
  %v1060 = load float, ptr %v213, align 4
  %v1061 = fmul contract float %v1059, %v1060
  %v1062 = fadd contract float %v939, %v1061
  br label %v1058

v1058:                                       ; preds = %v1057, %v1033
  %v1063 = phi float [ %v1062, %v1057 ], [ %v939, %v1033 ]
  br i1 %v19, label %v1064, label %v1065

v1064:                                       ; preds = %v1058
  %v1066 = load float, ptr %v212, align 4
  %v1067 = load float, ptr %v214, align 8
  %v1068 = fmul contract float %v1066, %v1067
  %v1069 = fadd contract float %v946, %v1068
  br label %v1065

v1065:                                       ; preds = %v1064, %v1058
  %v1070 = phi float [ %v1069, %v1064 ], [ %v946, %v1058 ]
  br i1 %v21, label %v1071, label %v1072

v1071:                                       ; preds = %v1065
  %v1073 = load float, ptr %v212, align 4
  %v1074 = load float, ptr %v215, align 4
  %v1075 = fmul contract float %v1073, %v1074
  %v1076 = fadd contract float %v953, %v1075
  br label %v1072

v1072:                                       ; preds = %v1071, %v1065
  %v1077 = phi float [ %v1076, %v1071 ], [ %v953, %v1065 ]
  br i1 %v24, label %v1078, label %v1079

v1078:                                       ; preds = %v1072
  br i1 %v15, label %v1080, label %v1081

v1079:                                       ; preds = %v1082, %v1083, %v1072
  %v1084 = phi float [ %v1085, %v1083 ], [ %v960, %v1082 ], [ %v960, %v1072 ]
  %v1086 = phi float [ %v1087, %v1083 ], [ %v1087, %v1082 ], [ %v962, %v1072 ]
  %v1088 = phi float [ %v1089, %v1083 ], [ %v1089, %v1082 ], [ %v964, %v1072 ]
  %v1090 = phi float [ %v1091, %v1083 ], [ %v1091, %v1082 ], [ %v966, %v1072 ]
  br i1 %v26, label %v1092, label %v1093

v1080:                                       ; preds = %v1078
  %v1094 = load float, ptr %v217, align 4
  %v1095 = load float, ptr %v210, align 16
  %v1096 = fmul contract float %v1094, %v1095
  %v1097 = fadd contract float %v966, %v1096
  br label %v1081

v1081:                                       ; preds = %v1080, %v1078
  %v1091 = phi float [ %v1097, %v1080 ], [ %v966, %v1078 ]
  br i1 %v17, label %v1098, label %v1099

v1098:                                       ; preds = %v1081
  %v1100 = load float, ptr %v217, align 4
  %v1101 = load float, ptr %v213, align 4
  %v1102 = fmul contract float %v1100, %v1101
  %v1103 = fadd contract float %v964, %v1102
  br label %v1099

v1099:                                       ; preds = %v1098, %v1081
  %v1089 = phi float [ %v1103, %v1098 ], [ %v964, %v1081 ]
  br i1 %v19, label %v1104, label %v1082

v1104:                                       ; preds = %v1099
  %v1105 = load float, ptr %v217, align 4
  %v1106 = load float, ptr %v214, align 8
  %v1107 = fmul contract float %v1105, %v1106
  %v1108 = fadd contract float %v962, %v1107
  br label %v1082

v1082:                                       ; preds = %v1104, %v1099
  %v1087 = phi float [ %v1108, %v1104 ], [ %v962, %v1099 ]
  br i1 %v21, label %v1083, label %v1079

v1083:                                       ; preds = %v1082
  %v1109 = load float, ptr %v217, align 4
  %v1110 = load float, ptr %v215, align 4
  %v1111 = fmul contract float %v1109, %v1110
  %v1085 = fadd contract float %v960, %v1111
  br label %v1079

v1092:                                       ; preds = %v1079
  br i1 %v15, label %v1112, label %v1113

v1093:                                       ; preds = %v1114, %v1115, %v1079
  %v1116 = phi float [ %v1117, %v1115 ], [ %v992, %v1114 ], [ %v992, %v1079 ]
  %v1118 = phi float [ %v1119, %v1115 ], [ %v1119, %v1114 ], [ %v994, %v1079 ]
  %v1120 = phi float [ %v1121, %v1115 ], [ %v1121, %v1114 ], [ %v996, %v1079 ]
  %v1122 = phi float [ %v1123, %v1115 ], [ %v1123, %v1114 ], [ %v998, %v1079 ]
  br i1 %v28, label %v1124, label %v1125

v1112:                                       ; preds = %v1092
  %v1126 = load float, ptr %v219, align 4
  %v1127 = load float, ptr %v210, align 16
  %v1128 = fmul contract float %v1126, %v1127
  %v1129 = fadd contract float %v998, %v1128
  br label %v1113

v1113:                                       ; preds = %v1112, %v1092
  %v1123 = phi float [ %v1129, %v1112 ], [ %v998, %v1092 ]
  br i1 %v17, label %v1130, label %v1131

v1130:                                       ; preds = %v1113
  %v1132 = load float, ptr %v219, align 4
  %v1133 = load float, ptr %v213, align 4
  %v1134 = fmul contract float %v1132, %v1133
  %v1135 = fadd contract float %v996, %v1134
  br label %v1131

v1131:                                       ; preds = %v1130, %v1113
  %v1121 = phi float [ %v1135, %v1130 ], [ %v996, %v1113 ]
  br i1 %v19, label %v1136, label %v1114

v1136:                                       ; preds = %v1131
  %v1137 = load float, ptr %v219, align 4
  %v1138 = load float, ptr %v214, align 8
  %v1139 = fmul contract float %v1137, %v1138
  %v1140 = fadd contract float %v994, %v1139
  br label %v1114

v1114:                                       ; preds = %v1136, %v1131
  %v1119 = phi float [ %v1140, %v1136 ], [ %v994, %v1131 ]
  br i1 %v21, label %v1115, label %v1093

v1115:                                       ; preds = %v1114
  %v1141 = load float, ptr %v219, align 4
  %v1142 = load float, ptr %v215, align 4
  %v1143 = fmul contract float %v1141, %v1142
  %v1117 = fadd contract float %v992, %v1143
  br label %v1093

v1124:                                       ; preds = %v1093
  br i1 %v15, label %v1144, label %v1145

v1125:                                       ; preds = %v1146, %v1147, %v1093
  %v1148 = phi float [ %v1149, %v1147 ], [ %v1024, %v1146 ], [ %v1024, %v1093 ]
  %v1150 = phi float [ %v1151, %v1147 ], [ %v1151, %v1146 ], [ %v1026, %v1093 ]
  %v1152 = phi float [ %v1153, %v1147 ], [ %v1153, %v1146 ], [ %v1028, %v1093 ]
  %v1154 = phi float [ %v1155, %v1147 ], [ %v1155, %v1146 ], [ %v1030, %v1093 ]
  br i1 %v15, label %v1156, label %v1157

v1144:                                       ; preds = %v1124
  %v1158 = load float, ptr %v221, align 4
  %v1159 = load float, ptr %v210, align 16
  %v1160 = fmul contract float %v1158, %v1159
  %v1161 = fadd contract float %v1030, %v1160
  br label %v1145

v1145:                                       ; preds = %v1144, %v1124
  %v1155 = phi float [ %v1161, %v1144 ], [ %v1030, %v1124 ]
  br i1 %v17, label %v1162, label %v1163

v1162:                                       ; preds = %v1145
  %v1164 = load float, ptr %v221, align 4
  %v1165 = load float, ptr %v213, align 4
  %v1166 = fmul contract float %v1164, %v1165
  %v1167 = fadd contract float %v1028, %v1166
  br label %v1163

v1163:                                       ; preds = %v1162, %v1145
  %v1153 = phi float [ %v1167, %v1162 ], [ %v1028, %v1145 ]
  br i1 %v19, label %v1168, label %v1146

v1168:                                       ; preds = %v1163
  %v1169 = load float, ptr %v221, align 4
  %v1170 = load float, ptr %v214, align 8
  %v1171 = fmul contract float %v1169, %v1170
  %v1172 = fadd contract float %v1026, %v1171
  br label %v1146

v1146:                                       ; preds = %v1168, %v1163
  %v1151 = phi float [ %v1172, %v1168 ], [ %v1026, %v1163 ]
  br i1 %v21, label %v1147, label %v1125

v1147:                                       ; preds = %v1146
  %v1173 = load float, ptr %v221, align 4
  %v1174 = load float, ptr %v215, align 4
  %v1175 = fmul contract float %v1173, %v1174
  %v1149 = fadd contract float %v1024, %v1175
  br label %v1125

v1156:                                       ; preds = %v1125
  %v1176 = load float, ptr %v225, align 8
  %v1177 = load float, ptr %v223, align 16
  %v1178 = fmul contract float %v1176, %v1177
  %v1179 = fadd contract float %v1056, %v1178
  br label %v1157

v1157:                                       ; preds = %v1156, %v1125
  %v1180 = phi float [ %v1179, %v1156 ], [ %v1056, %v1125 ]
  br i1 %v17, label %v1181, label %v1182

v1181:                                       ; preds = %v1157
  %v1183 = load float, ptr %v225, align 8
  %v1184 = load float, ptr %v226, align 4
  %v1185 = fmul contract float %v1183, %v1184
  %v1186 = fadd contract float %v1063, %v1185
  br label %v1182

v1182:                                       ; preds = %v1181, %v1157
  %v1187 = phi float [ %v1186, %v1181 ], [ %v1063, %v1157 ]
  br i1 %v19, label %v1188, label %v1189

v1188:                                       ; preds = %v1182
  %v1190 = load float, ptr %v225, align 8
  %v1191 = load float, ptr %v227, align 8
  %v1192 = fmul contract float %v1190, %v1191
  %v1193 = fadd contract float %v1070, %v1192
  br label %v1189

v1189:                                       ; preds = %v1188, %v1182
  %v1194 = phi float [ %v1193, %v1188 ], [ %v1070, %v1182 ]
  br i1 %v21, label %v1195, label %v1196

v1195:                                       ; preds = %v1189
  %v1197 = load float, ptr %v225, align 8
  %v1198 = load float, ptr %v228, align 4
  %v1199 = fmul contract float %v1197, %v1198
  %v1200 = fadd contract float %v1077, %v1199
  br label %v1196

v1196:                                       ; preds = %v1195, %v1189
  %v1201 = phi float [ %v1200, %v1195 ], [ %v1077, %v1189 ]
  br i1 %v24, label %v1202, label %v1203

v1202:                                       ; preds = %v1196
  br i1 %v15, label %v1204, label %v1205

v1203:                                       ; preds = %v1206, %v1207, %v1196
  %v1208 = phi float [ %v1209, %v1207 ], [ %v1084, %v1206 ], [ %v1084, %v1196 ]
  %v1210 = phi float [ %v1211, %v1207 ], [ %v1211, %v1206 ], [ %v1086, %v1196 ]
  %v1212 = phi float [ %v1213, %v1207 ], [ %v1213, %v1206 ], [ %v1088, %v1196 ]
  %v1214 = phi float [ %v1215, %v1207 ], [ %v1215, %v1206 ], [ %v1090, %v1196 ]
  br i1 %v26, label %v1216, label %v1217

v1204:                                       ; preds = %v1202
  %v1218 = load float, ptr %v230, align 8
  %v1219 = load float, ptr %v223, align 16
  %v1220 = fmul contract float %v1218, %v1219
  %v1221 = fadd contract float %v1090, %v1220
  br label %v1205

v1205:                                       ; preds = %v1204, %v1202
  %v1215 = phi float [ %v1221, %v1204 ], [ %v1090, %v1202 ]
  br i1 %v17, label %v1222, label %v1223

v1222:                                       ; preds = %v1205
  %v1224 = load float, ptr %v230, align 8
  %v1225 = load float, ptr %v226, align 4
  %v1226 = fmul contract float %v1224, %v1225
  %v1227 = fadd contract float %v1088, %v1226
  br label %v1223

v1223:                                       ; preds = %v1222, %v1205
  %v1213 = phi float [ %v1227, %v1222 ], [ %v1088, %v1205 ]
  br i1 %v19, label %v1228, label %v1206

v1228:                                       ; preds = %v1223
  %v1229 = load float, ptr %v230, align 8
  %v1230 = load float, ptr %v227, align 8
  %v1231 = fmul contract float %v1229, %v1230
  %v1232 = fadd contract float %v1086, %v1231
  br label %v1206

v1206:                                       ; preds = %v1228, %v1223
  %v1211 = phi float [ %v1232, %v1228 ], [ %v1086, %v1223 ]
  br i1 %v21, label %v1207, label %v1203

v1207:                                       ; preds = %v1206
  %v1233 = load float, ptr %v230, align 8
  %v1234 = load float, ptr %v228, align 4
  %v1235 = fmul contract float %v1233, %v1234
  %v1209 = fadd contract float %v1084, %v1235
  br label %v1203

v1216:                                       ; preds = %v1203
  br i1 %v15, label %v1236, label %v1237

v1217:                                       ; preds = %v1238, %v1239, %v1203
  %v1240 = phi float [ %v1241, %v1239 ], [ %v1116, %v1238 ], [ %v1116, %v1203 ]
  %v1242 = phi float [ %v1243, %v1239 ], [ %v1243, %v1238 ], [ %v1118, %v1203 ]
  %v1244 = phi float [ %v1245, %v1239 ], [ %v1245, %v1238 ], [ %v1120, %v1203 ]
  %v1246 = phi float [ %v1247, %v1239 ], [ %v1247, %v1238 ], [ %v1122, %v1203 ]
  br i1 %v28, label %v1248, label %v1249

v1236:                                       ; preds = %v1216
  %v1250 = load float, ptr %v232, align 8
  %v1251 = load float, ptr %v223, align 16
  %v1252 = fmul contract float %v1250, %v1251
  %v1253 = fadd contract float %v1122, %v1252
  br label %v1237

v1237:                                       ; preds = %v1236, %v1216
  %v1247 = phi float [ %v1253, %v1236 ], [ %v1122, %v1216 ]
  br i1 %v17, label %v1254, label %v1255

v1254:                                       ; preds = %v1237
  %v1256 = load float, ptr %v232, align 8
  %v1257 = load float, ptr %v226, align 4
  %v1258 = fmul contract float %v1256, %v1257
  %v1259 = fadd contract float %v1120, %v1258
  br label %v1255

v1255:                                       ; preds = %v1254, %v1237
  %v1245 = phi float [ %v1259, %v1254 ], [ %v1120, %v1237 ]
  br i1 %v19, label %v1260, label %v1238

v1260:                                       ; preds = %v1255
  %v1261 = load float, ptr %v232, align 8
  %v1262 = load float, ptr %v227, align 8
  %v1263 = fmul contract float %v1261, %v1262
  %v1264 = fadd contract float %v1118, %v1263
  br label %v1238

v1238:                                       ; preds = %v1260, %v1255
  %v1243 = phi float [ %v1264, %v1260 ], [ %v1118, %v1255 ]
  br i1 %v21, label %v1239, label %v1217

v1239:                                       ; preds = %v1238
  %v1265 = load float, ptr %v232, align 8
  %v1266 = load float, ptr %v228, align 4
  %v1267 = fmul contract float %v1265, %v1266
  %v1241 = fadd contract float %v1116, %v1267
  br label %v1217

v1248:                                       ; preds = %v1217
  br i1 %v15, label %v1268, label %v1269

v1249:                                       ; preds = %v1270, %v1271, %v1217
  %v1272 = phi float [ %v1273, %v1271 ], [ %v1148, %v1270 ], [ %v1148, %v1217 ]
  %v1274 = phi float [ %v1275, %v1271 ], [ %v1275, %v1270 ], [ %v1150, %v1217 ]
  %v1276 = phi float [ %v1277, %v1271 ], [ %v1277, %v1270 ], [ %v1152, %v1217 ]
  %v1278 = phi float [ %v1279, %v1271 ], [ %v1279, %v1270 ], [ %v1154, %v1217 ]
  br i1 %v15, label %v1280, label %v1281

v1268:                                       ; preds = %v1248
  %v1282 = load float, ptr %v234, align 8
  %v1283 = load float, ptr %v223, align 16
  %v1284 = fmul contract float %v1282, %v1283
  %v1285 = fadd contract float %v1154, %v1284
  br label %v1269

v1269:                                       ; preds = %v1268, %v1248
  %v1279 = phi float [ %v1285, %v1268 ], [ %v1154, %v1248 ]
  br i1 %v17, label %v1286, label %v1287

v1286:                                       ; preds = %v1269
  %v1288 = load float, ptr %v234, align 8
  %v1289 = load float, ptr %v226, align 4
  %v1290 = fmul contract float %v1288, %v1289
  %v1291 = fadd contract float %v1152, %v1290
  br label %v1287

v1287:                                       ; preds = %v1286, %v1269
  %v1277 = phi float [ %v1291, %v1286 ], [ %v1152, %v1269 ]
  br i1 %v19, label %v1292, label %v1270

v1292:                                       ; preds = %v1287
  %v1293 = load float, ptr %v234, align 8
  %v1294 = load float, ptr %v227, align 8
  %v1295 = fmul contract float %v1293, %v1294
  %v1296 = fadd contract float %v1150, %v1295
  br label %v1270

v1270:                                       ; preds = %v1292, %v1287
  %v1275 = phi float [ %v1296, %v1292 ], [ %v1150, %v1287 ]
  br i1 %v21, label %v1271, label %v1249

v1271:                                       ; preds = %v1270
  %v1297 = load float, ptr %v234, align 8
  %v1298 = load float, ptr %v228, align 4
  %v1299 = fmul contract float %v1297, %v1298
  %v1273 = fadd contract float %v1148, %v1299
  br label %v1249

v1280:                                       ; preds = %v1249
  %v1300 = load float, ptr %v237, align 4
  %v1301 = load float, ptr %v235, align 16
  %v1302 = fmul contract float %v1300, %v1301
  %v1303 = fadd contract float %v1180, %v1302
  br label %v1281

v1281:                                       ; preds = %v1280, %v1249
  %v1304 = phi float [ %v1303, %v1280 ], [ %v1180, %v1249 ]
  br i1 %v17, label %v1305, label %v1306

v1305:                                       ; preds = %v1281
  %v1307 = load float, ptr %v237, align 4
  %v1308 = load float, ptr %v238, align 4
  %v1309 = fmul contract float %v1307, %v1308
  %v1310 = fadd contract float %v1187, %v1309
  br label %v1306

v1306:                                       ; preds = %v1305, %v1281
  %v1311 = phi float [ %v1310, %v1305 ], [ %v1187, %v1281 ]
  br i1 %v19, label %v1312, label %v1313

v1312:                                       ; preds = %v1306
  %v1314 = load float, ptr %v237, align 4
  %v1315 = load float, ptr %v239, align 8
  %v1316 = fmul contract float %v1314, %v1315
  %v1317 = fadd contract float %v1194, %v1316
  br label %v1313

v1313:                                       ; preds = %v1312, %v1306
  %v1318 = phi float [ %v1317, %v1312 ], [ %v1194, %v1306 ]
  br i1 %v21, label %v1319, label %v1320

v1319:                                       ; preds = %v1313
  %v1321 = load float, ptr %v237, align 4
  %v1322 = load float, ptr %v240, align 4
  %v1323 = fmul contract float %v1321, %v1322
  %v1324 = fadd contract float %v1201, %v1323
  br label %v1320

v1320:                                       ; preds = %v1319, %v1313
  %v1325 = phi float [ %v1324, %v1319 ], [ %v1201, %v1313 ]
  br i1 %v24, label %v1326, label %v1327

v1326:                                       ; preds = %v1320
  br i1 %v15, label %v1328, label %v1329

v1327:                                       ; preds = %v1330, %v1331, %v1320
  %v1332 = phi float [ %v1333, %v1331 ], [ %v1208, %v1330 ], [ %v1208, %v1320 ]
  %v1334 = phi float [ %v1335, %v1331 ], [ %v1335, %v1330 ], [ %v1210, %v1320 ]
  %v1336 = phi float [ %v1337, %v1331 ], [ %v1337, %v1330 ], [ %v1212, %v1320 ]
  %v1338 = phi float [ %v1339, %v1331 ], [ %v1339, %v1330 ], [ %v1214, %v1320 ]
  br i1 %v26, label %v1340, label %v1341

v1328:                                       ; preds = %v1326
  %v1342 = load float, ptr %v242, align 4
  %v1343 = load float, ptr %v235, align 16
  %v1344 = fmul contract float %v1342, %v1343
  %v1345 = fadd contract float %v1214, %v1344
  br label %v1329

v1329:                                       ; preds = %v1328, %v1326
  %v1339 = phi float [ %v1345, %v1328 ], [ %v1214, %v1326 ]
  br i1 %v17, label %v1346, label %v1347

v1346:                                       ; preds = %v1329
  %v1348 = load float, ptr %v242, align 4
  %v1349 = load float, ptr %v238, align 4
  %v1350 = fmul contract float %v1348, %v1349
  %v1351 = fadd contract float %v1212, %v1350
  br label %v1347

v1347:                                       ; preds = %v1346, %v1329
  %v1337 = phi float [ %v1351, %v1346 ], [ %v1212, %v1329 ]
  br i1 %v19, label %v1352, label %v1330

v1352:                                       ; preds = %v1347
  %v1353 = load float, ptr %v242, align 4
  %v1354 = load float, ptr %v239, align 8
  %v1355 = fmul contract float %v1353, %v1354
  %v1356 = fadd contract float %v1210, %v1355
  br label %v1330

v1330:                                       ; preds = %v1352, %v1347
  %v1335 = phi float [ %v1356, %v1352 ], [ %v1210, %v1347 ]
  br i1 %v21, label %v1331, label %v1327

v1331:                                       ; preds = %v1330
  %v1357 = load float, ptr %v242, align 4
  %v1358 = load float, ptr %v240, align 4
  %v1359 = fmul contract float %v1357, %v1358
  %v1333 = fadd contract float %v1208, %v1359
  br label %v1327

v1340:                                       ; preds = %v1327
  br i1 %v15, label %v1360, label %v1361

v1341:                                       ; preds = %v1362, %v1363, %v1327
  %v1364 = phi float [ %v1365, %v1363 ], [ %v1240, %v1362 ], [ %v1240, %v1327 ]
  %v1366 = phi float [ %v1367, %v1363 ], [ %v1367, %v1362 ], [ %v1242, %v1327 ]
  %v1368 = phi float [ %v1369, %v1363 ], [ %v1369, %v1362 ], [ %v1244, %v1327 ]
  %v1370 = phi float [ %v1371, %v1363 ], [ %v1371, %v1362 ], [ %v1246, %v1327 ]
  br i1 %v28, label %v1372, label %v1373

v1360:                                       ; preds = %v1340
  %v1374 = load float, ptr %v244, align 4
  %v1375 = load float, ptr %v235, align 16
  %v1376 = fmul contract float %v1374, %v1375
  %v1377 = fadd contract float %v1246, %v1376
  br label %v1361

v1361:                                       ; preds = %v1360, %v1340
  %v1371 = phi float [ %v1377, %v1360 ], [ %v1246, %v1340 ]
  br i1 %v17, label %v1378, label %v1379

v1378:                                       ; preds = %v1361
  %v1380 = load float, ptr %v244, align 4
  %v1381 = load float, ptr %v238, align 4
  %v1382 = fmul contract float %v1380, %v1381
  %v1383 = fadd contract float %v1244, %v1382
  br label %v1379

v1379:                                       ; preds = %v1378, %v1361
  %v1369 = phi float [ %v1383, %v1378 ], [ %v1244, %v1361 ]
  br i1 %v19, label %v1384, label %v1362

v1384:                                       ; preds = %v1379
  %v1385 = load float, ptr %v244, align 4
  %v1386 = load float, ptr %v239, align 8
  %v1387 = fmul contract float %v1385, %v1386
  %v1388 = fadd contract float %v1242, %v1387
  br label %v1362

v1362:                                       ; preds = %v1384, %v1379
  %v1367 = phi float [ %v1388, %v1384 ], [ %v1242, %v1379 ]
  br i1 %v21, label %v1363, label %v1341

v1363:                                       ; preds = %v1362
  %v1389 = load float, ptr %v244, align 4
  %v1390 = load float, ptr %v240, align 4
  %v1391 = fmul contract float %v1389, %v1390
  %v1365 = fadd contract float %v1240, %v1391
  br label %v1341

v1372:                                       ; preds = %v1341
  br i1 %v15, label %v1392, label %v1393

v1373:                                       ; preds = %v1394, %v1395, %v1341
  %v1396 = phi float [ %v1397, %v1395 ], [ %v1272, %v1394 ], [ %v1272, %v1341 ]
  %v1398 = phi float [ %v1399, %v1395 ], [ %v1399, %v1394 ], [ %v1274, %v1341 ]
  %v1400 = phi float [ %v1401, %v1395 ], [ %v1401, %v1394 ], [ %v1276, %v1341 ]
  %v1402 = phi float [ %v1403, %v1395 ], [ %v1403, %v1394 ], [ %v1278, %v1341 ]
  br i1 %v15, label %v1404, label %v1405

v1392:                                       ; preds = %v1372
  %v1406 = load float, ptr %v246, align 4
  %v1407 = load float, ptr %v235, align 16
  %v1408 = fmul contract float %v1406, %v1407
  %v1409 = fadd contract float %v1278, %v1408
  br label %v1393

v1393:                                       ; preds = %v1392, %v1372
  %v1403 = phi float [ %v1409, %v1392 ], [ %v1278, %v1372 ]
  br i1 %v17, label %v1410, label %v1411

v1410:                                       ; preds = %v1393
  %v1412 = load float, ptr %v246, align 4
  %v1413 = load float, ptr %v238, align 4
  %v1414 = fmul contract float %v1412, %v1413
  %v1415 = fadd contract float %v1276, %v1414
  br label %v1411

v1411:                                       ; preds = %v1410, %v1393
  %v1401 = phi float [ %v1415, %v1410 ], [ %v1276, %v1393 ]
  br i1 %v19, label %v1416, label %v1394

v1416:                                       ; preds = %v1411
  %v1417 = load float, ptr %v246, align 4
  %v1418 = load float, ptr %v239, align 8
  %v1419 = fmul contract float %v1417, %v1418
  %v1420 = fadd contract float %v1274, %v1419
  br label %v1394

v1394:                                       ; preds = %v1416, %v1411
  %v1399 = phi float [ %v1420, %v1416 ], [ %v1274, %v1411 ]
  br i1 %v21, label %v1395, label %v1373

v1395:                                       ; preds = %v1394
  %v1421 = load float, ptr %v246, align 4
  %v1422 = load float, ptr %v240, align 4
  %v1423 = fmul contract float %v1421, %v1422
  %v1397 = fadd contract float %v1272, %v1423
  br label %v1373

v1404:                                       ; preds = %v1373
  %v1424 = load float, ptr %v250, align 32
  %v1425 = load float, ptr %v248, align 16
  %v1426 = fmul contract float %v1424, %v1425
  %v1427 = fadd contract float %v1304, %v1426
  br label %v1405

v1405:                                       ; preds = %v1404, %v1373
  %v1428 = phi float [ %v1427, %v1404 ], [ %v1304, %v1373 ]
  br i1 %v17, label %v1429, label %v1430

v1429:                                       ; preds = %v1405
  %v1431 = load float, ptr %v250, align 32
  %v1432 = load float, ptr %v251, align 4
  %v1433 = fmul contract float %v1431, %v1432
  %v1434 = fadd contract float %v1311, %v1433
  br label %v1430

v1430:                                       ; preds = %v1429, %v1405
  %v1435 = phi float [ %v1434, %v1429 ], [ %v1311, %v1405 ]
  br i1 %v19, label %v1436, label %v1437

v1436:                                       ; preds = %v1430
  %v1438 = load float, ptr %v250, align 32
  %v1439 = load float, ptr %v252, align 8
  %v1440 = fmul contract float %v1438, %v1439
  %v1441 = fadd contract float %v1318, %v1440
  br label %v1437

v1437:                                       ; preds = %v1436, %v1430
  %v1442 = phi float [ %v1441, %v1436 ], [ %v1318, %v1430 ]
  br i1 %v21, label %v1443, label %v1444

v1443:                                       ; preds = %v1437
  %v1445 = load float, ptr %v250, align 32
  %v1446 = load float, ptr %v253, align 4
  %v1447 = fmul contract float %v1445, %v1446
  %v1448 = fadd contract float %v1325, %v1447
  br label %v1444

v1444:                                       ; preds = %v1443, %v1437
  %v1449 = phi float [ %v1448, %v1443 ], [ %v1325, %v1437 ]
  br i1 %v24, label %v1450, label %v1451

v1450:                                       ; preds = %v1444
  br i1 %v15, label %v1452, label %v1453

v1451:                                       ; preds = %v1454, %v1455, %v1444
  %v1456 = phi float [ %v1457, %v1455 ], [ %v1332, %v1454 ], [ %v1332, %v1444 ]
  %v1458 = phi float [ %v1459, %v1455 ], [ %v1459, %v1454 ], [ %v1334, %v1444 ]
  %v1460 = phi float [ %v1461, %v1455 ], [ %v1461, %v1454 ], [ %v1336, %v1444 ]
  %v1462 = phi float [ %v1463, %v1455 ], [ %v1463, %v1454 ], [ %v1338, %v1444 ]
  br i1 %v26, label %v1464, label %v1465

v1452:                                       ; preds = %v1450
  %v1466 = load float, ptr %v255, align 32
  %v1467 = load float, ptr %v248, align 16
  %v1468 = fmul contract float %v1466, %v1467
  %v1469 = fadd contract float %v1338, %v1468
  br label %v1453

v1453:                                       ; preds = %v1452, %v1450
  %v1463 = phi float [ %v1469, %v1452 ], [ %v1338, %v1450 ]
  br i1 %v17, label %v1470, label %v1471

v1470:                                       ; preds = %v1453
  %v1472 = load float, ptr %v255, align 32
  %v1473 = load float, ptr %v251, align 4
  %v1474 = fmul contract float %v1472, %v1473
  %v1475 = fadd contract float %v1336, %v1474
  br label %v1471

v1471:                                       ; preds = %v1470, %v1453
  %v1461 = phi float [ %v1475, %v1470 ], [ %v1336, %v1453 ]
  br i1 %v19, label %v1476, label %v1454

v1476:                                       ; preds = %v1471
  %v1477 = load float, ptr %v255, align 32
  %v1478 = load float, ptr %v252, align 8
  %v1479 = fmul contract float %v1477, %v1478
  %v1480 = fadd contract float %v1334, %v1479
  br label %v1454

v1454:                                       ; preds = %v1476, %v1471
  %v1459 = phi float [ %v1480, %v1476 ], [ %v1334, %v1471 ]
  br i1 %v21, label %v1455, label %v1451

v1455:                                       ; preds = %v1454
  %v1481 = load float, ptr %v255, align 32
  %v1482 = load float, ptr %v253, align 4
  %v1483 = fmul contract float %v1481, %v1482
  %v1457 = fadd contract float %v1332, %v1483
  br label %v1451

v1464:                                       ; preds = %v1451
  br i1 %v15, label %v1484, label %v1485

v1465:                                       ; preds = %v1486, %v1487, %v1451
  %v1488 = phi float [ %v1489, %v1487 ], [ %v1364, %v1486 ], [ %v1364, %v1451 ]
  %v1490 = phi float [ %v1491, %v1487 ], [ %v1491, %v1486 ], [ %v1366, %v1451 ]
  %v1492 = phi float [ %v1493, %v1487 ], [ %v1493, %v1486 ], [ %v1368, %v1451 ]
  %v1494 = phi float [ %v1495, %v1487 ], [ %v1495, %v1486 ], [ %v1370, %v1451 ]
  br i1 %v28, label %v1496, label %v1497

v1484:                                       ; preds = %v1464
  %v1498 = load float, ptr %v257, align 32
  %v1499 = load float, ptr %v248, align 16
  %v1500 = fmul contract float %v1498, %v1499
  %v1501 = fadd contract float %v1370, %v1500
  br label %v1485

v1485:                                       ; preds = %v1484, %v1464
  %v1495 = phi float [ %v1501, %v1484 ], [ %v1370, %v1464 ]
  br i1 %v17, label %v1502, label %v1503

v1502:                                       ; preds = %v1485
  %v1504 = load float, ptr %v257, align 32
  %v1505 = load float, ptr %v251, align 4
  %v1506 = fmul contract float %v1504, %v1505
  %v1507 = fadd contract float %v1368, %v1506
  br label %v1503

v1503:                                       ; preds = %v1502, %v1485
  %v1493 = phi float [ %v1507, %v1502 ], [ %v1368, %v1485 ]
  br i1 %v19, label %v1508, label %v1486

v1508:                                       ; preds = %v1503
  %v1509 = load float, ptr %v257, align 32
  %v1510 = load float, ptr %v252, align 8
  %v1511 = fmul contract float %v1509, %v1510
  %v1512 = fadd contract float %v1366, %v1511
  br label %v1486

v1486:                                       ; preds = %v1508, %v1503
  %v1491 = phi float [ %v1512, %v1508 ], [ %v1366, %v1503 ]
  br i1 %v21, label %v1487, label %v1465

v1487:                                       ; preds = %v1486
  %v1513 = load float, ptr %v257, align 32
  %v1514 = load float, ptr %v253, align 4
  %v1515 = fmul contract float %v1513, %v1514
  %v1489 = fadd contract float %v1364, %v1515
  br label %v1465

v1496:                                       ; preds = %v1465
  br i1 %v15, label %v1516, label %v1517

v1497:                                       ; preds = %v1518, %v1519, %v1465
  %v1520 = phi float [ %v1521, %v1519 ], [ %v1396, %v1518 ], [ %v1396, %v1465 ]
  %v1522 = phi float [ %v1523, %v1519 ], [ %v1523, %v1518 ], [ %v1398, %v1465 ]
  %v1524 = phi float [ %v1525, %v1519 ], [ %v1525, %v1518 ], [ %v1400, %v1465 ]
  %v1526 = phi float [ %v1527, %v1519 ], [ %v1527, %v1518 ], [ %v1402, %v1465 ]
  br i1 %v15, label %v1528, label %v1529

v1516:                                       ; preds = %v1496
  %v1530 = load float, ptr %v259, align 32
  %v1531 = load float, ptr %v248, align 16
  %v1532 = fmul contract float %v1530, %v1531
  %v1533 = fadd contract float %v1402, %v1532
  br label %v1517

v1517:                                       ; preds = %v1516, %v1496
  %v1527 = phi float [ %v1533, %v1516 ], [ %v1402, %v1496 ]
  br i1 %v17, label %v1534, label %v1535

v1534:                                       ; preds = %v1517
  %v1536 = load float, ptr %v259, align 32
  %v1537 = load float, ptr %v251, align 4
  %v1538 = fmul contract float %v1536, %v1537
  %v1539 = fadd contract float %v1400, %v1538
  br label %v1535

v1535:                                       ; preds = %v1534, %v1517
  %v1525 = phi float [ %v1539, %v1534 ], [ %v1400, %v1517 ]
  br i1 %v19, label %v1540, label %v1518

v1540:                                       ; preds = %v1535
  %v1541 = load float, ptr %v259, align 32
  %v1542 = load float, ptr %v252, align 8
  %v1543 = fmul contract float %v1541, %v1542
  %v1544 = fadd contract float %v1398, %v1543
  br label %v1518

v1518:                                       ; preds = %v1540, %v1535
  %v1523 = phi float [ %v1544, %v1540 ], [ %v1398, %v1535 ]
  br i1 %v21, label %v1519, label %v1497

v1519:                                       ; preds = %v1518
  %v1545 = load float, ptr %v259, align 32
  %v1546 = load float, ptr %v253, align 4
  %v1547 = fmul contract float %v1545, %v1546
  %v1521 = fadd contract float %v1396, %v1547
  br label %v1497

v1528:                                       ; preds = %v1497
  %v1548 = load float, ptr %v262, align 4
  %v1549 = load float, ptr %v260, align 16
  %v1550 = fmul contract float %v1548, %v1549
  %v1551 = fadd contract float %v1428, %v1550
  br label %v1529

v1529:                                       ; preds = %v1528, %v1497
  %v1552 = phi float [ %v1551, %v1528 ], [ %v1428, %v1497 ]
  br i1 %v17, label %v1553, label %v1554

v1553:                                       ; preds = %v1529
  %v1555 = load float, ptr %v262, align 4
  %v1556 = load float, ptr %v263, align 4
  %v1557 = fmul contract float %v1555, %v1556
  %v1558 = fadd contract float %v1435, %v1557
  br label %v1554

v1554:                                       ; preds = %v1553, %v1529
  %v1559 = phi float [ %v1558, %v1553 ], [ %v1435, %v1529 ]
  br i1 %v19, label %v1560, label %v1561

v1560:                                       ; preds = %v1554
  %v1562 = load float, ptr %v262, align 4
  %v1563 = load float, ptr %v264, align 8
  %v1564 = fmul contract float %v1562, %v1563
  %v1565 = fadd contract float %v1442, %v1564
  br label %v1561

v1561:                                       ; preds = %v1560, %v1554
  %v1566 = phi float [ %v1565, %v1560 ], [ %v1442, %v1554 ]
  br i1 %v21, label %v1567, label %v1568

v1567:                                       ; preds = %v1561
  %v1569 = load float, ptr %v262, align 4
  %v1570 = load float, ptr %v265, align 4
  %v1571 = fmul contract float %v1569, %v1570
  %v1572 = fadd contract float %v1449, %v1571
  br label %v1568

v1568:                                       ; preds = %v1567, %v1561
  %v1573 = phi float [ %v1572, %v1567 ], [ %v1449, %v1561 ]
  br i1 %v24, label %v1574, label %v1575

v1574:                                       ; preds = %v1568
  br i1 %v15, label %v1576, label %v1577

v1575:                                       ; preds = %v1578, %v1579, %v1568
  %v1580 = phi float [ %v1581, %v1579 ], [ %v1456, %v1578 ], [ %v1456, %v1568 ]
  %v1582 = phi float [ %v1583, %v1579 ], [ %v1583, %v1578 ], [ %v1458, %v1568 ]
  %v1584 = phi float [ %v1585, %v1579 ], [ %v1585, %v1578 ], [ %v1460, %v1568 ]
  %v1586 = phi float [ %v1587, %v1579 ], [ %v1587, %v1578 ], [ %v1462, %v1568 ]
  br i1 %v26, label %v1588, label %v1589

v1576:                                       ; preds = %v1574
  %v1590 = load float, ptr %v267, align 4
  %v1591 = load float, ptr %v260, align 16
  %v1592 = fmul contract float %v1590, %v1591
  %v1593 = fadd contract float %v1462, %v1592
  br label %v1577

v1577:                                       ; preds = %v1576, %v1574
  %v1587 = phi float [ %v1593, %v1576 ], [ %v1462, %v1574 ]
  br i1 %v17, label %v1594, label %v1595

v1594:                                       ; preds = %v1577
  %v1596 = load float, ptr %v267, align 4
  %v1597 = load float, ptr %v263, align 4
  %v1598 = fmul contract float %v1596, %v1597
  %v1599 = fadd contract float %v1460, %v1598
  br label %v1595

v1595:                                       ; preds = %v1594, %v1577
  %v1585 = phi float [ %v1599, %v1594 ], [ %v1460, %v1577 ]
  br i1 %v19, label %v1600, label %v1578

v1600:                                       ; preds = %v1595
  %v1601 = load float, ptr %v267, align 4
  %v1602 = load float, ptr %v264, align 8
  %v1603 = fmul contract float %v1601, %v1602
  %v1604 = fadd contract float %v1458, %v1603
  br label %v1578

v1578:                                       ; preds = %v1600, %v1595
  %v1583 = phi float [ %v1604, %v1600 ], [ %v1458, %v1595 ]
  br i1 %v21, label %v1579, label %v1575

v1579:                                       ; preds = %v1578
  %v1605 = load float, ptr %v267, align 4
  %v1606 = load float, ptr %v265, align 4
  %v1607 = fmul contract float %v1605, %v1606
  %v1581 = fadd contract float %v1456, %v1607
  br label %v1575

v1588:                                       ; preds = %v1575
  br i1 %v15, label %v1608, label %v1609

v1589:                                       ; preds = %v1610, %v1611, %v1575
  %v1612 = phi float [ %v1613, %v1611 ], [ %v1488, %v1610 ], [ %v1488, %v1575 ]
  %v1614 = phi float [ %v1615, %v1611 ], [ %v1615, %v1610 ], [ %v1490, %v1575 ]
  %v1616 = phi float [ %v1617, %v1611 ], [ %v1617, %v1610 ], [ %v1492, %v1575 ]
  %v1618 = phi float [ %v1619, %v1611 ], [ %v1619, %v1610 ], [ %v1494, %v1575 ]
  br i1 %v28, label %v1620, label %v1621

v1608:                                       ; preds = %v1588
  %v1622 = load float, ptr %v269, align 4
  %v1623 = load float, ptr %v260, align 16
  %v1624 = fmul contract float %v1622, %v1623
  %v1625 = fadd contract float %v1494, %v1624
  br label %v1609

v1609:                                       ; preds = %v1608, %v1588
  %v1619 = phi float [ %v1625, %v1608 ], [ %v1494, %v1588 ]
  br i1 %v17, label %v1626, label %v1627

v1626:                                       ; preds = %v1609
  %v1628 = load float, ptr %v269, align 4
  %v1629 = load float, ptr %v263, align 4
  %v1630 = fmul contract float %v1628, %v1629
  %v1631 = fadd contract float %v1492, %v1630
  br label %v1627

v1627:                                       ; preds = %v1626, %v1609
  %v1617 = phi float [ %v1631, %v1626 ], [ %v1492, %v1609 ]
  br i1 %v19, label %v1632, label %v1610

v1632:                                       ; preds = %v1627
  %v1633 = load float, ptr %v269, align 4
  %v1634 = load float, ptr %v264, align 8
  %v1635 = fmul contract float %v1633, %v1634
  %v1636 = fadd contract float %v1490, %v1635
  br label %v1610

v1610:                                       ; preds = %v1632, %v1627
  %v1615 = phi float [ %v1636, %v1632 ], [ %v1490, %v1627 ]
  br i1 %v21, label %v1611, label %v1589

v1611:                                       ; preds = %v1610
  %v1637 = load float, ptr %v269, align 4
  %v1638 = load float, ptr %v265, align 4
  %v1639 = fmul contract float %v1637, %v1638
  %v1613 = fadd contract float %v1488, %v1639
  br label %v1589

v1620:                                       ; preds = %v1589
  br i1 %v15, label %v1640, label %v1641

v1621:                                       ; preds = %v1642, %v1643, %v1589
  %v1644 = phi float [ %v1645, %v1643 ], [ %v1520, %v1642 ], [ %v1520, %v1589 ]
  %v1646 = phi float [ %v1647, %v1643 ], [ %v1647, %v1642 ], [ %v1522, %v1589 ]
  %v1648 = phi float [ %v1649, %v1643 ], [ %v1649, %v1642 ], [ %v1524, %v1589 ]
  %v1650 = phi float [ %v1651, %v1643 ], [ %v1651, %v1642 ], [ %v1526, %v1589 ]
  br i1 %v15, label %v1652, label %v1653

v1640:                                       ; preds = %v1620
  %v1654 = load float, ptr %v271, align 4
  %v1655 = load float, ptr %v260, align 16
  %v1656 = fmul contract float %v1654, %v1655
  %v1657 = fadd contract float %v1526, %v1656
  br label %v1641

v1641:                                       ; preds = %v1640, %v1620
  %v1651 = phi float [ %v1657, %v1640 ], [ %v1526, %v1620 ]
  br i1 %v17, label %v1658, label %v1659

v1658:                                       ; preds = %v1641
  %v1660 = load float, ptr %v271, align 4
  %v1661 = load float, ptr %v263, align 4
  %v1662 = fmul contract float %v1660, %v1661
  %v1663 = fadd contract float %v1524, %v1662
  br label %v1659

v1659:                                       ; preds = %v1658, %v1641
  %v1649 = phi float [ %v1663, %v1658 ], [ %v1524, %v1641 ]
  br i1 %v19, label %v1664, label %v1642

v1664:                                       ; preds = %v1659
  %v1665 = load float, ptr %v271, align 4
  %v1666 = load float, ptr %v264, align 8
  %v1667 = fmul contract float %v1665, %v1666
  %v1668 = fadd contract float %v1522, %v1667
  br label %v1642

v1642:                                       ; preds = %v1664, %v1659
  %v1647 = phi float [ %v1668, %v1664 ], [ %v1522, %v1659 ]
  br i1 %v21, label %v1643, label %v1621

v1643:                                       ; preds = %v1642
  %v1669 = load float, ptr %v271, align 4
  %v1670 = load float, ptr %v265, align 4
  %v1671 = fmul contract float %v1669, %v1670
  %v1645 = fadd contract float %v1520, %v1671
  br label %v1621

v1652:                                       ; preds = %v1621
  %v1672 = load float, ptr %v275, align 8
  %v1673 = load float, ptr %v273, align 16
  %v1674 = fmul contract float %v1672, %v1673
  %v1675 = fadd contract float %v1552, %v1674
  br label %v1653

v1653:                                       ; preds = %v1652, %v1621
  %v1676 = phi float [ %v1675, %v1652 ], [ %v1552, %v1621 ]
  br i1 %v17, label %v1677, label %v1678

v1677:                                       ; preds = %v1653
  %v1679 = load float, ptr %v275, align 8
  %v1680 = load float, ptr %v276, align 4
  %v1681 = fmul contract float %v1679, %v1680
  %v1682 = fadd contract float %v1559, %v1681
  br label %v1678

v1678:                                       ; preds = %v1677, %v1653
  %v1683 = phi float [ %v1682, %v1677 ], [ %v1559, %v1653 ]
  br i1 %v19, label %v1684, label %v1685

v1684:                                       ; preds = %v1678
  %v1686 = load float, ptr %v275, align 8
  %v1687 = load float, ptr %v277, align 8
  %v1688 = fmul contract float %v1686, %v1687
  %v1689 = fadd contract float %v1566, %v1688
  br label %v1685

v1685:                                       ; preds = %v1684, %v1678
  %v1690 = phi float [ %v1689, %v1684 ], [ %v1566, %v1678 ]
  br i1 %v21, label %v1691, label %v1692

v1691:                                       ; preds = %v1685
  %v1693 = load float, ptr %v275, align 8
  %v1694 = load float, ptr %v278, align 4
  %v1695 = fmul contract float %v1693, %v1694
  %v1696 = fadd contract float %v1573, %v1695
  br label %v1692

v1692:                                       ; preds = %v1691, %v1685
  %v1697 = phi float [ %v1696, %v1691 ], [ %v1573, %v1685 ]
  br i1 %v24, label %v1698, label %v1699

v1698:                                       ; preds = %v1692
  br i1 %v15, label %v1700, label %v1701

v1699:                                       ; preds = %v1702, %v1703, %v1692
  %v1704 = phi float [ %v1705, %v1703 ], [ %v1580, %v1702 ], [ %v1580, %v1692 ]
  %v1706 = phi float [ %v1707, %v1703 ], [ %v1707, %v1702 ], [ %v1582, %v1692 ]
  %v1708 = phi float [ %v1709, %v1703 ], [ %v1709, %v1702 ], [ %v1584, %v1692 ]
  %v1710 = phi float [ %v1711, %v1703 ], [ %v1711, %v1702 ], [ %v1586, %v1692 ]
  br i1 %v26, label %v1712, label %v1713

v1700:                                       ; preds = %v1698
  %v1714 = load float, ptr %v280, align 8
  %v1715 = load float, ptr %v273, align 16
  %v1716 = fmul contract float %v1714, %v1715
  %v1717 = fadd contract float %v1586, %v1716
  br label %v1701

v1701:                                       ; preds = %v1700, %v1698
  %v1711 = phi float [ %v1717, %v1700 ], [ %v1586, %v1698 ]
  br i1 %v17, label %v1718, label %v1719

v1718:                                       ; preds = %v1701
  %v1720 = load float, ptr %v280, align 8
  %v1721 = load float, ptr %v276, align 4
  %v1722 = fmul contract float %v1720, %v1721
  %v1723 = fadd contract float %v1584, %v1722
  br label %v1719

v1719:                                       ; preds = %v1718, %v1701
  %v1709 = phi float [ %v1723, %v1718 ], [ %v1584, %v1701 ]
  br i1 %v19, label %v1724, label %v1702

v1724:                                       ; preds = %v1719
  %v1725 = load float, ptr %v280, align 8
  %v1726 = load float, ptr %v277, align 8
  %v1727 = fmul contract float %v1725, %v1726
  %v1728 = fadd contract float %v1582, %v1727
  br label %v1702

v1702:                                       ; preds = %v1724, %v1719
  %v1707 = phi float [ %v1728, %v1724 ], [ %v1582, %v1719 ]
  br i1 %v21, label %v1703, label %v1699

v1703:                                       ; preds = %v1702
  %v1729 = load float, ptr %v280, align 8
  %v1730 = load float, ptr %v278, align 4
  %v1731 = fmul contract float %v1729, %v1730
  %v1705 = fadd contract float %v1580, %v1731
  br label %v1699

v1712:                                       ; preds = %v1699
  br i1 %v15, label %v1732, label %v1733

v1713:                                       ; preds = %v1734, %v1735, %v1699
  %v1736 = phi float [ %v1737, %v1735 ], [ %v1612, %v1734 ], [ %v1612, %v1699 ]
  %v1738 = phi float [ %v1739, %v1735 ], [ %v1739, %v1734 ], [ %v1614, %v1699 ]
  %v1740 = phi float [ %v1741, %v1735 ], [ %v1741, %v1734 ], [ %v1616, %v1699 ]
  %v1742 = phi float [ %v1743, %v1735 ], [ %v1743, %v1734 ], [ %v1618, %v1699 ]
  br i1 %v28, label %v1744, label %v1745

v1732:                                       ; preds = %v1712
  %v1746 = load float, ptr %v282, align 8
  %v1747 = load float, ptr %v273, align 16
  %v1748 = fmul contract float %v1746, %v1747
  %v1749 = fadd contract float %v1618, %v1748
  br label %v1733

v1733:                                       ; preds = %v1732, %v1712
  %v1743 = phi float [ %v1749, %v1732 ], [ %v1618, %v1712 ]
  br i1 %v17, label %v1750, label %v1751

v1750:                                       ; preds = %v1733
  %v1752 = load float, ptr %v282, align 8
  %v1753 = load float, ptr %v276, align 4
  %v1754 = fmul contract float %v1752, %v1753
  %v1755 = fadd contract float %v1616, %v1754
  br label %v1751

v1751:                                       ; preds = %v1750, %v1733
  %v1741 = phi float [ %v1755, %v1750 ], [ %v1616, %v1733 ]
  br i1 %v19, label %v1756, label %v1734

v1756:                                       ; preds = %v1751
  %v1757 = load float, ptr %v282, align 8
  %v1758 = load float, ptr %v277, align 8
  %v1759 = fmul contract float %v1757, %v1758
  %v1760 = fadd contract float %v1614, %v1759
  br label %v1734

v1734:                                       ; preds = %v1756, %v1751
  %v1739 = phi float [ %v1760, %v1756 ], [ %v1614, %v1751 ]
  br i1 %v21, label %v1735, label %v1713

v1735:                                       ; preds = %v1734
  %v1761 = load float, ptr %v282, align 8
  %v1762 = load float, ptr %v278, align 4
  %v1763 = fmul contract float %v1761, %v1762
  %v1737 = fadd contract float %v1612, %v1763
  br label %v1713

v1744:                                       ; preds = %v1713
  br i1 %v15, label %v1764, label %v1765

v1745:                                       ; preds = %v1766, %v1767, %v1713
  %v1768 = phi float [ %v1769, %v1767 ], [ %v1644, %v1766 ], [ %v1644, %v1713 ]
  %v1770 = phi float [ %v1771, %v1767 ], [ %v1771, %v1766 ], [ %v1646, %v1713 ]
  %v1772 = phi float [ %v1773, %v1767 ], [ %v1773, %v1766 ], [ %v1648, %v1713 ]
  %v1774 = phi float [ %v1775, %v1767 ], [ %v1775, %v1766 ], [ %v1650, %v1713 ]
  br i1 %v15, label %v1776, label %v1777

v1764:                                       ; preds = %v1744
  %v1778 = load float, ptr %v284, align 8
  %v1779 = load float, ptr %v273, align 16
  %v1780 = fmul contract float %v1778, %v1779
  %v1781 = fadd contract float %v1650, %v1780
  br label %v1765

v1765:                                       ; preds = %v1764, %v1744
  %v1775 = phi float [ %v1781, %v1764 ], [ %v1650, %v1744 ]
  br i1 %v17, label %v1782, label %v1783

v1782:                                       ; preds = %v1765
  %v1784 = load float, ptr %v284, align 8
  %v1785 = load float, ptr %v276, align 4
  %v1786 = fmul contract float %v1784, %v1785
  %v1787 = fadd contract float %v1648, %v1786
  br label %v1783

v1783:                                       ; preds = %v1782, %v1765
  %v1773 = phi float [ %v1787, %v1782 ], [ %v1648, %v1765 ]
  br i1 %v19, label %v1788, label %v1766

v1788:                                       ; preds = %v1783
  %v1789 = load float, ptr %v284, align 8
  %v1790 = load float, ptr %v277, align 8
  %v1791 = fmul contract float %v1789, %v1790
  %v1792 = fadd contract float %v1646, %v1791
  br label %v1766

v1766:                                       ; preds = %v1788, %v1783
  %v1771 = phi float [ %v1792, %v1788 ], [ %v1646, %v1783 ]
  br i1 %v21, label %v1767, label %v1745

v1767:                                       ; preds = %v1766
  %v1793 = load float, ptr %v284, align 8
  %v1794 = load float, ptr %v278, align 4
  %v1795 = fmul contract float %v1793, %v1794
  %v1769 = fadd contract float %v1644, %v1795
  br label %v1745

v1776:                                       ; preds = %v1745
  %v1796 = load float, ptr %v287, align 4
  %v1797 = load float, ptr %v285, align 16
  %v1798 = fmul contract float %v1796, %v1797
  %v1799 = fadd contract float %v1676, %v1798
  br label %v1777

v1777:                                       ; preds = %v1776, %v1745
  %v1800 = phi float [ %v1799, %v1776 ], [ %v1676, %v1745 ]
  br i1 %v17, label %v1801, label %v1802

v1801:                                       ; preds = %v1777
  %v1803 = load float, ptr %v287, align 4
  %v1804 = load float, ptr %v288, align 4
  %v1805 = fmul contract float %v1803, %v1804
  %v1806 = fadd contract float %v1683, %v1805
  br label %v1802

v1802:                                       ; preds = %v1801, %v1777
  %v1807 = phi float [ %v1806, %v1801 ], [ %v1683, %v1777 ]
  br i1 %v19, label %v1808, label %v1809

v1808:                                       ; preds = %v1802
  %v1810 = load float, ptr %v287, align 4
  %v1811 = load float, ptr %v289, align 8
  %v1812 = fmul contract float %v1810, %v1811
  %v1813 = fadd contract float %v1690, %v1812
  br label %v1809

v1809:                                       ; preds = %v1808, %v1802
  %v1814 = phi float [ %v1813, %v1808 ], [ %v1690, %v1802 ]
  br i1 %v21, label %v1815, label %v1816

v1815:                                       ; preds = %v1809
  %v1817 = load float, ptr %v287, align 4
  %v1818 = load float, ptr %v290, align 4
  %v1819 = fmul contract float %v1817, %v1818
  %v1820 = fadd contract float %v1697, %v1819
  br label %v1816

v1816:                                       ; preds = %v1815, %v1809
  %v1821 = phi float [ %v1820, %v1815 ], [ %v1697, %v1809 ]
  br i1 %v24, label %v1822, label %v1823

v1822:                                       ; preds = %v1816
  br i1 %v15, label %v1824, label %v1825

v1823:                                       ; preds = %v1826, %v1827, %v1816
  %v1828 = phi float [ %v1829, %v1827 ], [ %v1704, %v1826 ], [ %v1704, %v1816 ]
  %v1830 = phi float [ %v1831, %v1827 ], [ %v1831, %v1826 ], [ %v1706, %v1816 ]
  %v1832 = phi float [ %v1833, %v1827 ], [ %v1833, %v1826 ], [ %v1708, %v1816 ]
  %v1834 = phi float [ %v1835, %v1827 ], [ %v1835, %v1826 ], [ %v1710, %v1816 ]
  br i1 %v26, label %v1836, label %v1837

v1824:                                       ; preds = %v1822
  %v1838 = load float, ptr %v292, align 4
  %v1839 = load float, ptr %v285, align 16
  %v1840 = fmul contract float %v1838, %v1839
  %v1841 = fadd contract float %v1710, %v1840
  br label %v1825

v1825:                                       ; preds = %v1824, %v1822
  %v1835 = phi float [ %v1841, %v1824 ], [ %v1710, %v1822 ]
  br i1 %v17, label %v1842, label %v1843

v1842:                                       ; preds = %v1825
  %v1844 = load float, ptr %v292, align 4
  %v1845 = load float, ptr %v288, align 4
  %v1846 = fmul contract float %v1844, %v1845
  %v1847 = fadd contract float %v1708, %v1846
  br label %v1843

v1843:                                       ; preds = %v1842, %v1825
  %v1833 = phi float [ %v1847, %v1842 ], [ %v1708, %v1825 ]
  br i1 %v19, label %v1848, label %v1826

v1848:                                       ; preds = %v1843
  %v1849 = load float, ptr %v292, align 4
  %v1850 = load float, ptr %v289, align 8
  %v1851 = fmul contract float %v1849, %v1850
  %v1852 = fadd contract float %v1706, %v1851
  br label %v1826

v1826:                                       ; preds = %v1848, %v1843
  %v1831 = phi float [ %v1852, %v1848 ], [ %v1706, %v1843 ]
  br i1 %v21, label %v1827, label %v1823

v1827:                                       ; preds = %v1826
  %v1853 = load float, ptr %v292, align 4
  %v1854 = load float, ptr %v290, align 4
  %v1855 = fmul contract float %v1853, %v1854
  %v1829 = fadd contract float %v1704, %v1855
  br label %v1823

v1836:                                       ; preds = %v1823
  br i1 %v15, label %v1856, label %v1857

v1837:                                       ; preds = %v1858, %v1859, %v1823
  %v1860 = phi float [ %v1861, %v1859 ], [ %v1736, %v1858 ], [ %v1736, %v1823 ]
  %v1862 = phi float [ %v1863, %v1859 ], [ %v1863, %v1858 ], [ %v1738, %v1823 ]
  %v1864 = phi float [ %v1865, %v1859 ], [ %v1865, %v1858 ], [ %v1740, %v1823 ]
  %v1866 = phi float [ %v1867, %v1859 ], [ %v1867, %v1858 ], [ %v1742, %v1823 ]
  br i1 %v28, label %v1868, label %v1869

v1856:                                       ; preds = %v1836
  %v1870 = load float, ptr %v294, align 4
  %v1871 = load float, ptr %v285, align 16
  %v1872 = fmul contract float %v1870, %v1871
  %v1873 = fadd contract float %v1742, %v1872
  br label %v1857

v1857:                                       ; preds = %v1856, %v1836
  %v1867 = phi float [ %v1873, %v1856 ], [ %v1742, %v1836 ]
  br i1 %v17, label %v1874, label %v1875

v1874:                                       ; preds = %v1857
  %v1876 = load float, ptr %v294, align 4
  %v1877 = load float, ptr %v288, align 4
  %v1878 = fmul contract float %v1876, %v1877
  %v1879 = fadd contract float %v1740, %v1878
  br label %v1875

v1875:                                       ; preds = %v1874, %v1857
  %v1865 = phi float [ %v1879, %v1874 ], [ %v1740, %v1857 ]
  br i1 %v19, label %v1880, label %v1858

v1880:                                       ; preds = %v1875
  %v1881 = load float, ptr %v294, align 4
  %v1882 = load float, ptr %v289, align 8
  %v1883 = fmul contract float %v1881, %v1882
  %v1884 = fadd contract float %v1738, %v1883
  br label %v1858

v1858:                                       ; preds = %v1880, %v1875
  %v1863 = phi float [ %v1884, %v1880 ], [ %v1738, %v1875 ]
  br i1 %v21, label %v1859, label %v1837

v1859:                                       ; preds = %v1858
  %v1885 = load float, ptr %v294, align 4
  %v1886 = load float, ptr %v290, align 4
  %v1887 = fmul contract float %v1885, %v1886
  %v1861 = fadd contract float %v1736, %v1887
  br label %v1837

v1868:                                       ; preds = %v1837
  br i1 %v15, label %v1888, label %v1889

v1869:                                       ; preds = %v1890, %v1891, %v1837
  %v1892 = phi float [ %v1893, %v1891 ], [ %v1768, %v1890 ], [ %v1768, %v1837 ]
  %v1894 = phi float [ %v1895, %v1891 ], [ %v1895, %v1890 ], [ %v1770, %v1837 ]
  %v1896 = phi float [ %v1897, %v1891 ], [ %v1897, %v1890 ], [ %v1772, %v1837 ]
  %v1898 = phi float [ %v1899, %v1891 ], [ %v1899, %v1890 ], [ %v1774, %v1837 ]
  br i1 %v15, label %v1900, label %v1901

v1888:                                       ; preds = %v1868
  %v1902 = load float, ptr %v296, align 4
  %v1903 = load float, ptr %v285, align 16
  %v1904 = fmul contract float %v1902, %v1903
  %v1905 = fadd contract float %v1774, %v1904
  br label %v1889

v1889:                                       ; preds = %v1888, %v1868
  %v1899 = phi float [ %v1905, %v1888 ], [ %v1774, %v1868 ]
  br i1 %v17, label %v1906, label %v1907

v1906:                                       ; preds = %v1889
  %v1908 = load float, ptr %v296, align 4
  %v1909 = load float, ptr %v288, align 4
  %v1910 = fmul contract float %v1908, %v1909
  %v1911 = fadd contract float %v1772, %v1910
  br label %v1907

v1907:                                       ; preds = %v1906, %v1889
  %v1897 = phi float [ %v1911, %v1906 ], [ %v1772, %v1889 ]
  br i1 %v19, label %v1912, label %v1890

v1912:                                       ; preds = %v1907
  %v1913 = load float, ptr %v296, align 4
  %v1914 = load float, ptr %v289, align 8
  %v1915 = fmul contract float %v1913, %v1914
  %v1916 = fadd contract float %v1770, %v1915
  br label %v1890

v1890:                                       ; preds = %v1912, %v1907
  %v1895 = phi float [ %v1916, %v1912 ], [ %v1770, %v1907 ]
  br i1 %v21, label %v1891, label %v1869

v1891:                                       ; preds = %v1890
  %v1917 = load float, ptr %v296, align 4
  %v1918 = load float, ptr %v290, align 4
  %v1919 = fmul contract float %v1917, %v1918
  %v1893 = fadd contract float %v1768, %v1919
  br label %v1869

v1900:                                       ; preds = %v1869
  %v1920 = load float, ptr %v300, align 16
  %v1921 = load float, ptr %v298, align 16
  %v1922 = fmul contract float %v1920, %v1921
  %v1923 = fadd contract float %v1800, %v1922
  br label %v1901

v1901:                                       ; preds = %v1900, %v1869
  %v1924 = phi float [ %v1923, %v1900 ], [ %v1800, %v1869 ]
  br i1 %v17, label %v1925, label %v1926

v1925:                                       ; preds = %v1901
  %v1927 = load float, ptr %v300, align 16
  %v1928 = load float, ptr %v301, align 4
  %v1929 = fmul contract float %v1927, %v1928
  %v1930 = fadd contract float %v1807, %v1929
  br label %v1926

v1926:                                       ; preds = %v1925, %v1901
  %v1931 = phi float [ %v1930, %v1925 ], [ %v1807, %v1901 ]
  br i1 %v19, label %v1932, label %v1933

v1932:                                       ; preds = %v1926
  %v1934 = load float, ptr %v300, align 16
  %v1935 = load float, ptr %v302, align 8
  %v1936 = fmul contract float %v1934, %v1935
  %v1937 = fadd contract float %v1814, %v1936
  br label %v1933

v1933:                                       ; preds = %v1932, %v1926
  %v1938 = phi float [ %v1937, %v1932 ], [ %v1814, %v1926 ]
  br i1 %v21, label %v1939, label %v1940

v1939:                                       ; preds = %v1933
  %v1941 = load float, ptr %v300, align 16
  %v1942 = load float, ptr %v303, align 4
  %v1943 = fmul contract float %v1941, %v1942
  %v1944 = fadd contract float %v1821, %v1943
  br label %v1940

v1940:                                       ; preds = %v1939, %v1933
  %v1945 = phi float [ %v1944, %v1939 ], [ %v1821, %v1933 ]
  br i1 %v24, label %v1946, label %v1947

v1946:                                       ; preds = %v1940
  br i1 %v15, label %v1948, label %v1949

v1947:                                       ; preds = %v1950, %v1951, %v1940
  %v1952 = phi float [ %v1953, %v1951 ], [ %v1828, %v1950 ], [ %v1828, %v1940 ]
  %v1954 = phi float [ %v1955, %v1951 ], [ %v1955, %v1950 ], [ %v1830, %v1940 ]
  %v1956 = phi float [ %v1957, %v1951 ], [ %v1957, %v1950 ], [ %v1832, %v1940 ]
  %v1958 = phi float [ %v1959, %v1951 ], [ %v1959, %v1950 ], [ %v1834, %v1940 ]
  br i1 %v26, label %v1960, label %v1961

v1948:                                       ; preds = %v1946
  %v1962 = load float, ptr %v305, align 16
  %v1963 = load float, ptr %v298, align 16
  %v1964 = fmul contract float %v1962, %v1963
  %v1965 = fadd contract float %v1834, %v1964
  br label %v1949

v1949:                                       ; preds = %v1948, %v1946
  %v1959 = phi float [ %v1965, %v1948 ], [ %v1834, %v1946 ]
  br i1 %v17, label %v1966, label %v1967

v1966:                                       ; preds = %v1949
  %v1968 = load float, ptr %v305, align 16
  %v1969 = load float, ptr %v301, align 4
  %v1970 = fmul contract float %v1968, %v1969
  %v1971 = fadd contract float %v1832, %v1970
  br label %v1967

v1967:                                       ; preds = %v1966, %v1949
  %v1957 = phi float [ %v1971, %v1966 ], [ %v1832, %v1949 ]
  br i1 %v19, label %v1972, label %v1950

v1972:                                       ; preds = %v1967
  %v1973 = load float, ptr %v305, align 16
  %v1974 = load float, ptr %v302, align 8
  %v1975 = fmul contract float %v1973, %v1974
  %v1976 = fadd contract float %v1830, %v1975
  br label %v1950

v1950:                                       ; preds = %v1972, %v1967
  %v1955 = phi float [ %v1976, %v1972 ], [ %v1830, %v1967 ]
  br i1 %v21, label %v1951, label %v1947

v1951:                                       ; preds = %v1950
  %v1977 = load float, ptr %v305, align 16
  %v1978 = load float, ptr %v303, align 4
  %v1979 = fmul contract float %v1977, %v1978
  %v1953 = fadd contract float %v1828, %v1979
  br label %v1947

v1960:                                       ; preds = %v1947
  br i1 %v15, label %v1980, label %v1981

v1961:                                       ; preds = %v1982, %v1983, %v1947
  %v1984 = phi float [ %v1985, %v1983 ], [ %v1860, %v1982 ], [ %v1860, %v1947 ]
  %v1986 = phi float [ %v1987, %v1983 ], [ %v1987, %v1982 ], [ %v1862, %v1947 ]
  %v1988 = phi float [ %v1989, %v1983 ], [ %v1989, %v1982 ], [ %v1864, %v1947 ]
  %v1990 = phi float [ %v1991, %v1983 ], [ %v1991, %v1982 ], [ %v1866, %v1947 ]
  br i1 %v28, label %v1992, label %v1993

v1980:                                       ; preds = %v1960
  %v1994 = load float, ptr %v307, align 16
  %v1995 = load float, ptr %v298, align 16
  %v1996 = fmul contract float %v1994, %v1995
  %v1997 = fadd contract float %v1866, %v1996
  br label %v1981

v1981:                                       ; preds = %v1980, %v1960
  %v1991 = phi float [ %v1997, %v1980 ], [ %v1866, %v1960 ]
  br i1 %v17, label %v1998, label %v1999

v1998:                                       ; preds = %v1981
  %v2000 = load float, ptr %v307, align 16
  %v2001 = load float, ptr %v301, align 4
  %v2002 = fmul contract float %v2000, %v2001
  %v2003 = fadd contract float %v1864, %v2002
  br label %v1999

v1999:                                       ; preds = %v1998, %v1981
  %v1989 = phi float [ %v2003, %v1998 ], [ %v1864, %v1981 ]
  br i1 %v19, label %v2004, label %v1982

v2004:                                       ; preds = %v1999
  %v2005 = load float, ptr %v307, align 16
  %v2006 = load float, ptr %v302, align 8
  %v2007 = fmul contract float %v2005, %v2006
  %v2008 = fadd contract float %v1862, %v2007
  br label %v1982

v1982:                                       ; preds = %v2004, %v1999
  %v1987 = phi float [ %v2008, %v2004 ], [ %v1862, %v1999 ]
  br i1 %v21, label %v1983, label %v1961

v1983:                                       ; preds = %v1982
  %v2009 = load float, ptr %v307, align 16
  %v2010 = load float, ptr %v303, align 4
  %v2011 = fmul contract float %v2009, %v2010
  %v1985 = fadd contract float %v1860, %v2011
  br label %v1961

v1992:                                       ; preds = %v1961
  br i1 %v15, label %v2012, label %v2013

v1993:                                       ; preds = %v2014, %v2015, %v1961
  %v2016 = phi float [ %v2017, %v2015 ], [ %v1892, %v2014 ], [ %v1892, %v1961 ]
  %v2018 = phi float [ %v2019, %v2015 ], [ %v2019, %v2014 ], [ %v1894, %v1961 ]
  %v2020 = phi float [ %v2021, %v2015 ], [ %v2021, %v2014 ], [ %v1896, %v1961 ]
  %v2022 = phi float [ %v2023, %v2015 ], [ %v2023, %v2014 ], [ %v1898, %v1961 ]
  br i1 %v15, label %v2024, label %v2025

v2012:                                       ; preds = %v1992
  %v2026 = load float, ptr %v309, align 16
  %v2027 = load float, ptr %v298, align 16
  %v2028 = fmul contract float %v2026, %v2027
  %v2029 = fadd contract float %v1898, %v2028
  br label %v2013

v2013:                                       ; preds = %v2012, %v1992
  %v2023 = phi float [ %v2029, %v2012 ], [ %v1898, %v1992 ]
  br i1 %v17, label %v2030, label %v2031

v2030:                                       ; preds = %v2013
  %v2032 = load float, ptr %v309, align 16
  %v2033 = load float, ptr %v301, align 4
  %v2034 = fmul contract float %v2032, %v2033
  %v2035 = fadd contract float %v1896, %v2034
  br label %v2031

v2031:                                       ; preds = %v2030, %v2013
  %v2021 = phi float [ %v2035, %v2030 ], [ %v1896, %v2013 ]
  br i1 %v19, label %v2036, label %v2014

v2036:                                       ; preds = %v2031
  %v2037 = load float, ptr %v309, align 16
  %v2038 = load float, ptr %v302, align 8
  %v2039 = fmul contract float %v2037, %v2038
  %v2040 = fadd contract float %v1894, %v2039
  br label %v2014

v2014:                                       ; preds = %v2036, %v2031
  %v2019 = phi float [ %v2040, %v2036 ], [ %v1894, %v2031 ]
  br i1 %v21, label %v2015, label %v1993

v2015:                                       ; preds = %v2014
  %v2041 = load float, ptr %v309, align 16
  %v2042 = load float, ptr %v303, align 4
  %v2043 = fmul contract float %v2041, %v2042
  %v2017 = fadd contract float %v1892, %v2043
  br label %v1993

v2024:                                       ; preds = %v1993
  %v2044 = load float, ptr %v312, align 4
  %v2045 = load float, ptr %v310, align 16
  %v2046 = fmul contract float %v2044, %v2045
  %v2047 = fadd contract float %v1924, %v2046
  br label %v2025

v2025:                                       ; preds = %v2024, %v1993
  %v2048 = phi float [ %v2047, %v2024 ], [ %v1924, %v1993 ]
  br i1 %v17, label %v2049, label %v2050

v2049:                                       ; preds = %v2025
  %v2051 = load float, ptr %v312, align 4
  %v2052 = load float, ptr %v313, align 4
  %v2053 = fmul contract float %v2051, %v2052
  %v2054 = fadd contract float %v1931, %v2053
  br label %v2050

v2050:                                       ; preds = %v2049, %v2025
  %v2055 = phi float [ %v2054, %v2049 ], [ %v1931, %v2025 ]
  br i1 %v19, label %v2056, label %v2057

v2056:                                       ; preds = %v2050
  %v2058 = load float, ptr %v312, align 4
  %v2059 = load float, ptr %v314, align 8
  %v2060 = fmul contract float %v2058, %v2059
  %v2061 = fadd contract float %v1938, %v2060
  br label %v2057

v2057:                                       ; preds = %v2056, %v2050
  %v2062 = phi float [ %v2061, %v2056 ], [ %v1938, %v2050 ]
  br i1 %v21, label %v2063, label %v2064

v2063:                                       ; preds = %v2057
  %v2065 = load float, ptr %v312, align 4
  %v2066 = load float, ptr %v315, align 4
  %v2067 = fmul contract float %v2065, %v2066
  %v2068 = fadd contract float %v1945, %v2067
  br label %v2064

v2064:                                       ; preds = %v2063, %v2057
  %v2069 = phi float [ %v2068, %v2063 ], [ %v1945, %v2057 ]
  br i1 %v24, label %v2070, label %v2071

v2070:                                       ; preds = %v2064
  br i1 %v15, label %v2072, label %v2073

v2071:                                       ; preds = %v2074, %v2075, %v2064
  %v2076 = phi float [ %v2077, %v2075 ], [ %v1952, %v2074 ], [ %v1952, %v2064 ]
  %v2078 = phi float [ %v2079, %v2075 ], [ %v2079, %v2074 ], [ %v1954, %v2064 ]
  %v2080 = phi float [ %v2081, %v2075 ], [ %v2081, %v2074 ], [ %v1956, %v2064 ]
  %v2082 = phi float [ %v2083, %v2075 ], [ %v2083, %v2074 ], [ %v1958, %v2064 ]
  br i1 %v26, label %v2084, label %v2085

v2072:                                       ; preds = %v2070
  %v2086 = load float, ptr %v317, align 4
  %v2087 = load float, ptr %v310, align 16
  %v2088 = fmul contract float %v2086, %v2087
  %v2089 = fadd contract float %v1958, %v2088
  br label %v2073

v2073:                                       ; preds = %v2072, %v2070
  %v2083 = phi float [ %v2089, %v2072 ], [ %v1958, %v2070 ]
  br i1 %v17, label %v2090, label %v2091

v2090:                                       ; preds = %v2073
  %v2092 = load float, ptr %v317, align 4
  %v2093 = load float, ptr %v313, align 4
  %v2094 = fmul contract float %v2092, %v2093
  %v2095 = fadd contract float %v1956, %v2094
  br label %v2091

v2091:                                       ; preds = %v2090, %v2073
  %v2081 = phi float [ %v2095, %v2090 ], [ %v1956, %v2073 ]
  br i1 %v19, label %v2096, label %v2074

v2096:                                       ; preds = %v2091
  %v2097 = load float, ptr %v317, align 4
  %v2098 = load float, ptr %v314, align 8
  %v2099 = fmul contract float %v2097, %v2098
  %v2100 = fadd contract float %v1954, %v2099
  br label %v2074

v2074:                                       ; preds = %v2096, %v2091
  %v2079 = phi float [ %v2100, %v2096 ], [ %v1954, %v2091 ]
  br i1 %v21, label %v2075, label %v2071

v2075:                                       ; preds = %v2074
  %v2101 = load float, ptr %v317, align 4
  %v2102 = load float, ptr %v315, align 4
  %v2103 = fmul contract float %v2101, %v2102
  %v2077 = fadd contract float %v1952, %v2103
  br label %v2071

v2084:                                       ; preds = %v2071
  br i1 %v15, label %v2104, label %v2105

v2085:                                       ; preds = %v2106, %v2107, %v2071
  %v2108 = phi float [ %v2109, %v2107 ], [ %v1984, %v2106 ], [ %v1984, %v2071 ]
  %v2110 = phi float [ %v2111, %v2107 ], [ %v2111, %v2106 ], [ %v1986, %v2071 ]
  %v2112 = phi float [ %v2113, %v2107 ], [ %v2113, %v2106 ], [ %v1988, %v2071 ]
  %v2114 = phi float [ %v2115, %v2107 ], [ %v2115, %v2106 ], [ %v1990, %v2071 ]
  br i1 %v28, label %v2116, label %v2117

v2104:                                       ; preds = %v2084
  %v2118 = load float, ptr %v319, align 4
  %v2119 = load float, ptr %v310, align 16
  %v2120 = fmul contract float %v2118, %v2119
  %v2121 = fadd contract float %v1990, %v2120
  br label %v2105

v2105:                                       ; preds = %v2104, %v2084
  %v2115 = phi float [ %v2121, %v2104 ], [ %v1990, %v2084 ]
  br i1 %v17, label %v2122, label %v2123

v2122:                                       ; preds = %v2105
  %v2124 = load float, ptr %v319, align 4
  %v2125 = load float, ptr %v313, align 4
  %v2126 = fmul contract float %v2124, %v2125
  %v2127 = fadd contract float %v1988, %v2126
  br label %v2123

v2123:                                       ; preds = %v2122, %v2105
  %v2113 = phi float [ %v2127, %v2122 ], [ %v1988, %v2105 ]
  br i1 %v19, label %v2128, label %v2106

v2128:                                       ; preds = %v2123
  %v2129 = load float, ptr %v319, align 4
  %v2130 = load float, ptr %v314, align 8
  %v2131 = fmul contract float %v2129, %v2130
  %v2132 = fadd contract float %v1986, %v2131
  br label %v2106

v2106:                                       ; preds = %v2128, %v2123
  %v2111 = phi float [ %v2132, %v2128 ], [ %v1986, %v2123 ]
  br i1 %v21, label %v2107, label %v2085

v2107:                                       ; preds = %v2106
  %v2133 = load float, ptr %v319, align 4
  %v2134 = load float, ptr %v315, align 4
  %v2135 = fmul contract float %v2133, %v2134
  %v2109 = fadd contract float %v1984, %v2135
  br label %v2085

v2116:                                       ; preds = %v2085
  br i1 %v15, label %v2136, label %v2137

v2117:                                       ; preds = %v2138, %v2139, %v2085
  %v2140 = phi float [ %v2141, %v2139 ], [ %v2016, %v2138 ], [ %v2016, %v2085 ]
  %v2142 = phi float [ %v2143, %v2139 ], [ %v2143, %v2138 ], [ %v2018, %v2085 ]
  %v2144 = phi float [ %v2145, %v2139 ], [ %v2145, %v2138 ], [ %v2020, %v2085 ]
  %v2146 = phi float [ %v2147, %v2139 ], [ %v2147, %v2138 ], [ %v2022, %v2085 ]
  br i1 %v15, label %v2148, label %v2149

v2136:                                       ; preds = %v2116
  %v2150 = load float, ptr %v321, align 4
  %v2151 = load float, ptr %v310, align 16
  %v2152 = fmul contract float %v2150, %v2151
  %v2153 = fadd contract float %v2022, %v2152
  br label %v2137

v2137:                                       ; preds = %v2136, %v2116
  %v2147 = phi float [ %v2153, %v2136 ], [ %v2022, %v2116 ]
  br i1 %v17, label %v2154, label %v2155

v2154:                                       ; preds = %v2137
  %v2156 = load float, ptr %v321, align 4
  %v2157 = load float, ptr %v313, align 4
  %v2158 = fmul contract float %v2156, %v2157
  %v2159 = fadd contract float %v2020, %v2158
  br label %v2155

v2155:                                       ; preds = %v2154, %v2137
  %v2145 = phi float [ %v2159, %v2154 ], [ %v2020, %v2137 ]
  br i1 %v19, label %v2160, label %v2138

v2160:                                       ; preds = %v2155
  %v2161 = load float, ptr %v321, align 4
  %v2162 = load float, ptr %v314, align 8
  %v2163 = fmul contract float %v2161, %v2162
  %v2164 = fadd contract float %v2018, %v2163
  br label %v2138

v2138:                                       ; preds = %v2160, %v2155
  %v2143 = phi float [ %v2164, %v2160 ], [ %v2018, %v2155 ]
  br i1 %v21, label %v2139, label %v2117

v2139:                                       ; preds = %v2138
  %v2165 = load float, ptr %v321, align 4
  %v2166 = load float, ptr %v315, align 4
  %v2167 = fmul contract float %v2165, %v2166
  %v2141 = fadd contract float %v2016, %v2167
  br label %v2117

v2148:                                       ; preds = %v2117
  %v2168 = load float, ptr %v325, align 8
  %v2169 = load float, ptr %v323, align 16
  %v2170 = fmul contract float %v2168, %v2169
  %v2171 = fadd contract float %v2048, %v2170
  br label %v2149

v2149:                                       ; preds = %v2148, %v2117
  %v2172 = phi float [ %v2171, %v2148 ], [ %v2048, %v2117 ]
  br i1 %v17, label %v2173, label %v2174

v2173:                                       ; preds = %v2149
  %v2175 = load float, ptr %v325, align 8
  %v2176 = load float, ptr %v326, align 4
  %v2177 = fmul contract float %v2175, %v2176
  %v2178 = fadd contract float %v2055, %v2177
  br label %v2174

v2174:                                       ; preds = %v2173, %v2149
  %v2179 = phi float [ %v2178, %v2173 ], [ %v2055, %v2149 ]
  br i1 %v19, label %v2180, label %v2181

v2180:                                       ; preds = %v2174
  %v2182 = load float, ptr %v325, align 8
  %v2183 = load float, ptr %v327, align 8
  %v2184 = fmul contract float %v2182, %v2183
  %v2185 = fadd contract float %v2062, %v2184
  br label %v2181

v2181:                                       ; preds = %v2180, %v2174
  %v2186 = phi float [ %v2185, %v2180 ], [ %v2062, %v2174 ]
  br i1 %v21, label %v2187, label %v2188

v2187:                                       ; preds = %v2181
  %v2189 = load float, ptr %v325, align 8
  %v2190 = load float, ptr %v328, align 4
  %v2191 = fmul contract float %v2189, %v2190
  %v2192 = fadd contract float %v2069, %v2191
  br label %v2188

v2188:                                       ; preds = %v2187, %v2181
  %v2193 = phi float [ %v2192, %v2187 ], [ %v2069, %v2181 ]
  br i1 %v24, label %v2194, label %v2195

v2194:                                       ; preds = %v2188
  br i1 %v15, label %v2196, label %v2197

v2195:                                       ; preds = %v2198, %v2199, %v2188
  %v2200 = phi float [ %v2201, %v2199 ], [ %v2076, %v2198 ], [ %v2076, %v2188 ]
  %v2202 = phi float [ %v2203, %v2199 ], [ %v2203, %v2198 ], [ %v2078, %v2188 ]
  %v2204 = phi float [ %v2205, %v2199 ], [ %v2205, %v2198 ], [ %v2080, %v2188 ]
  %v2206 = phi float [ %v2207, %v2199 ], [ %v2207, %v2198 ], [ %v2082, %v2188 ]
  br i1 %v26, label %v2208, label %v2209

v2196:                                       ; preds = %v2194
  %v2210 = load float, ptr %v330, align 8
  %v2211 = load float, ptr %v323, align 16
  %v2212 = fmul contract float %v2210, %v2211
  %v2213 = fadd contract float %v2082, %v2212
  br label %v2197

v2197:                                       ; preds = %v2196, %v2194
  %v2207 = phi float [ %v2213, %v2196 ], [ %v2082, %v2194 ]
  br i1 %v17, label %v2214, label %v2215

v2214:                                       ; preds = %v2197
  %v2216 = load float, ptr %v330, align 8
  %v2217 = load float, ptr %v326, align 4
  %v2218 = fmul contract float %v2216, %v2217
  %v2219 = fadd contract float %v2080, %v2218
  br label %v2215

v2215:                                       ; preds = %v2214, %v2197
  %v2205 = phi float [ %v2219, %v2214 ], [ %v2080, %v2197 ]
  br i1 %v19, label %v2220, label %v2198

v2220:                                       ; preds = %v2215
  %v2221 = load float, ptr %v330, align 8
  %v2222 = load float, ptr %v327, align 8
  %v2223 = fmul contract float %v2221, %v2222
  %v2224 = fadd contract float %v2078, %v2223
  br label %v2198

v2198:                                       ; preds = %v2220, %v2215
  %v2203 = phi float [ %v2224, %v2220 ], [ %v2078, %v2215 ]
  br i1 %v21, label %v2199, label %v2195

v2199:                                       ; preds = %v2198
  %v2225 = load float, ptr %v330, align 8
  %v2226 = load float, ptr %v328, align 4
  %v2227 = fmul contract float %v2225, %v2226
  %v2201 = fadd contract float %v2076, %v2227
  br label %v2195

v2208:                                       ; preds = %v2195
  br i1 %v15, label %v2228, label %v2229

v2209:                                       ; preds = %v2230, %v2231, %v2195
  %v2232 = phi float [ %v2233, %v2231 ], [ %v2108, %v2230 ], [ %v2108, %v2195 ]
  %v2234 = phi float [ %v2235, %v2231 ], [ %v2235, %v2230 ], [ %v2110, %v2195 ]
  %v2236 = phi float [ %v2237, %v2231 ], [ %v2237, %v2230 ], [ %v2112, %v2195 ]
  %v2238 = phi float [ %v2239, %v2231 ], [ %v2239, %v2230 ], [ %v2114, %v2195 ]
  br i1 %v28, label %v2240, label %v2241

v2228:                                       ; preds = %v2208
  %v2242 = load float, ptr %v332, align 8
  %v2243 = load float, ptr %v323, align 16
  %v2244 = fmul contract float %v2242, %v2243
  %v2245 = fadd contract float %v2114, %v2244
  br label %v2229

v2229:                                       ; preds = %v2228, %v2208
  %v2239 = phi float [ %v2245, %v2228 ], [ %v2114, %v2208 ]
  br i1 %v17, label %v2246, label %v2247

v2246:                                       ; preds = %v2229
  %v2248 = load float, ptr %v332, align 8
  %v2249 = load float, ptr %v326, align 4
  %v2250 = fmul contract float %v2248, %v2249
  %v2251 = fadd contract float %v2112, %v2250
  br label %v2247

v2247:                                       ; preds = %v2246, %v2229
  %v2237 = phi float [ %v2251, %v2246 ], [ %v2112, %v2229 ]
  br i1 %v19, label %v2252, label %v2230

v2252:                                       ; preds = %v2247
  %v2253 = load float, ptr %v332, align 8
  %v2254 = load float, ptr %v327, align 8
  %v2255 = fmul contract float %v2253, %v2254
  %v2256 = fadd contract float %v2110, %v2255
  br label %v2230

v2230:                                       ; preds = %v2252, %v2247
  %v2235 = phi float [ %v2256, %v2252 ], [ %v2110, %v2247 ]
  br i1 %v21, label %v2231, label %v2209

v2231:                                       ; preds = %v2230
  %v2257 = load float, ptr %v332, align 8
  %v2258 = load float, ptr %v328, align 4
  %v2259 = fmul contract float %v2257, %v2258
  %v2233 = fadd contract float %v2108, %v2259
  br label %v2209

v2240:                                       ; preds = %v2209
  br i1 %v15, label %v2260, label %v2261

v2241:                                       ; preds = %v2262, %v2263, %v2209
  %v2264 = phi float [ %v2265, %v2263 ], [ %v2140, %v2262 ], [ %v2140, %v2209 ]
  %v2266 = phi float [ %v2267, %v2263 ], [ %v2267, %v2262 ], [ %v2142, %v2209 ]
  %v2268 = phi float [ %v2269, %v2263 ], [ %v2269, %v2262 ], [ %v2144, %v2209 ]
  %v2270 = phi float [ %v2271, %v2263 ], [ %v2271, %v2262 ], [ %v2146, %v2209 ]
  br i1 %v15, label %v2272, label %v2273

v2260:                                       ; preds = %v2240
  %v2274 = load float, ptr %v334, align 8
  %v2275 = load float, ptr %v323, align 16
  %v2276 = fmul contract float %v2274, %v2275
  %v2277 = fadd contract float %v2146, %v2276
  br label %v2261

v2261:                                       ; preds = %v2260, %v2240
  %v2271 = phi float [ %v2277, %v2260 ], [ %v2146, %v2240 ]
  br i1 %v17, label %v2278, label %v2279

v2278:                                       ; preds = %v2261
  %v2280 = load float, ptr %v334, align 8
  %v2281 = load float, ptr %v326, align 4
  %v2282 = fmul contract float %v2280, %v2281
  %v2283 = fadd contract float %v2144, %v2282
  br label %v2279

v2279:                                       ; preds = %v2278, %v2261
  %v2269 = phi float [ %v2283, %v2278 ], [ %v2144, %v2261 ]
  br i1 %v19, label %v2284, label %v2262

v2284:                                       ; preds = %v2279
  %v2285 = load float, ptr %v334, align 8
  %v2286 = load float, ptr %v327, align 8
  %v2287 = fmul contract float %v2285, %v2286
  %v2288 = fadd contract float %v2142, %v2287
  br label %v2262

v2262:                                       ; preds = %v2284, %v2279
  %v2267 = phi float [ %v2288, %v2284 ], [ %v2142, %v2279 ]
  br i1 %v21, label %v2263, label %v2241

v2263:                                       ; preds = %v2262
  %v2289 = load float, ptr %v334, align 8
  %v2290 = load float, ptr %v328, align 4
  %v2291 = fmul contract float %v2289, %v2290
  %v2265 = fadd contract float %v2140, %v2291
  br label %v2241

v2272:                                       ; preds = %v2241
  %v2292 = load float, ptr %v337, align 4
  %v2293 = load float, ptr %v335, align 16
  %v2294 = fmul contract float %v2292, %v2293
  %v2295 = fadd contract float %v2172, %v2294
  br label %v2273

v2273:                                       ; preds = %v2272, %v2241
  %v421 = phi float [ %v2295, %v2272 ], [ %v2172, %v2241 ]
  br i1 %v17, label %v2296, label %v2297

v2296:                                       ; preds = %v2273
  %v2298 = load float, ptr %v337, align 4
  %v2299 = load float, ptr %v338, align 4
  %v2300 = fmul contract float %v2298, %v2299
  %v2301 = fadd contract float %v2179, %v2300
  br label %v2297

v2297:                                       ; preds = %v2296, %v2273
  %v419 = phi float [ %v2301, %v2296 ], [ %v2179, %v2273 ]
  br i1 %v19, label %v2302, label %v2303

v2302:                                       ; preds = %v2297
  %v2304 = load float, ptr %v337, align 4
  %v2305 = load float, ptr %v339, align 8
  %v2306 = fmul contract float %v2304, %v2305
  %v2307 = fadd contract float %v2186, %v2306
  br label %v2303

v2303:                                       ; preds = %v2302, %v2297
  %v417 = phi float [ %v2307, %v2302 ], [ %v2186, %v2297 ]
  br i1 %v21, label %v2308, label %v2309

v2308:                                       ; preds = %v2303
  %v2310 = load float, ptr %v337, align 4
  %v2311 = load float, ptr %v340, align 4
  %v2312 = fmul contract float %v2310, %v2311
  %v2313 = fadd contract float %v2193, %v2312
  br label %v2309

v2309:                                       ; preds = %v2308, %v2303
  %v415 = phi float [ %v2313, %v2308 ], [ %v2193, %v2303 ]
  br i1 %v24, label %v2314, label %v2315

v2314:                                       ; preds = %v2309
  br i1 %v15, label %v2316, label %v2317

v2315:                                       ; preds = %v2318, %v2319, %v2309
  %v407 = phi float [ %v2320, %v2319 ], [ %v2200, %v2318 ], [ %v2200, %v2309 ]
  %v409 = phi float [ %v2321, %v2319 ], [ %v2321, %v2318 ], [ %v2202, %v2309 ]
  %v411 = phi float [ %v2322, %v2319 ], [ %v2322, %v2318 ], [ %v2204, %v2309 ]
  %v413 = phi float [ %v2323, %v2319 ], [ %v2323, %v2318 ], [ %v2206, %v2309 ]
  br i1 %v26, label %v2324, label %v2325

v2316:                                       ; preds = %v2314
  %v2326 = load float, ptr %v342, align 4
  %v2327 = load float, ptr %v335, align 16
  %v2328 = fmul contract float %v2326, %v2327
  %v2329 = fadd contract float %v2206, %v2328
  br label %v2317

v2317:                                       ; preds = %v2316, %v2314
  %v2323 = phi float [ %v2329, %v2316 ], [ %v2206, %v2314 ]
  br i1 %v17, label %v2330, label %v2331

v2330:                                       ; preds = %v2317
  %v2332 = load float, ptr %v342, align 4
  %v2333 = load float, ptr %v338, align 4
  %v2334 = fmul contract float %v2332, %v2333
  %v2335 = fadd contract float %v2204, %v2334
  br label %v2331

v2331:                                       ; preds = %v2330, %v2317
  %v2322 = phi float [ %v2335, %v2330 ], [ %v2204, %v2317 ]
  br i1 %v19, label %v2336, label %v2318

v2336:                                       ; preds = %v2331
  %v2337 = load float, ptr %v342, align 4
  %v2338 = load float, ptr %v339, align 8
  %v2339 = fmul contract float %v2337, %v2338
  %v2340 = fadd contract float %v2202, %v2339
  br label %v2318

v2318:                                       ; preds = %v2336, %v2331
  %v2321 = phi float [ %v2340, %v2336 ], [ %v2202, %v2331 ]
  br i1 %v21, label %v2319, label %v2315

v2319:                                       ; preds = %v2318
  %v2341 = load float, ptr %v342, align 4
  %v2342 = load float, ptr %v340, align 4
  %v2343 = fmul contract float %v2341, %v2342
  %v2320 = fadd contract float %v2200, %v2343
  br label %v2315

v2324:                                       ; preds = %v2315
  br i1 %v15, label %v2344, label %v2345

v2325:                                       ; preds = %v2346, %v2347, %v2315
  %v399 = phi float [ %v2348, %v2347 ], [ %v2232, %v2346 ], [ %v2232, %v2315 ]
  %v401 = phi float [ %v2349, %v2347 ], [ %v2349, %v2346 ], [ %v2234, %v2315 ]
  %v403 = phi float [ %v2350, %v2347 ], [ %v2350, %v2346 ], [ %v2236, %v2315 ]
  %v405 = phi float [ %v2351, %v2347 ], [ %v2351, %v2346 ], [ %v2238, %v2315 ]
  br i1 %v28, label %v2352, label %v390

v2344:                                       ; preds = %v2324
  %v2353 = load float, ptr %v344, align 4
  %v2354 = load float, ptr %v335, align 16
  %v2355 = fmul contract float %v2353, %v2354
  %v2356 = fadd contract float %v2238, %v2355
  br label %v2345

v2345:                                       ; preds = %v2344, %v2324
  %v2351 = phi float [ %v2356, %v2344 ], [ %v2238, %v2324 ]
  br i1 %v17, label %v2357, label %v2358

v2357:                                       ; preds = %v2345
  %v2359 = load float, ptr %v344, align 4
  %v2360 = load float, ptr %v338, align 4
  %v2361 = fmul contract float %v2359, %v2360
  %v2362 = fadd contract float %v2236, %v2361
  br label %v2358

v2358:                                       ; preds = %v2357, %v2345
  %v2350 = phi float [ %v2362, %v2357 ], [ %v2236, %v2345 ]
  br i1 %v19, label %v2363, label %v2346

v2363:                                       ; preds = %v2358
  %v2364 = load float, ptr %v344, align 4
  %v2365 = load float, ptr %v339, align 8
  %v2366 = fmul contract float %v2364, %v2365
  %v2367 = fadd contract float %v2234, %v2366
  br label %v2346

v2346:                                       ; preds = %v2363, %v2358
  %v2349 = phi float [ %v2367, %v2363 ], [ %v2234, %v2358 ]
  br i1 %v21, label %v2347, label %v2325

v2347:                                       ; preds = %v2346
  %v2368 = load float, ptr %v344, align 4
  %v2369 = load float, ptr %v340, align 4
  %v2370 = fmul contract float %v2368, %v2369
  %v2348 = fadd contract float %v2232, %v2370
  br label %v2325

v2352:                                       ; preds = %v2325
  br i1 %v15, label %v2371, label %v2372

v390:                                       ; preds = %v2373, %v2374, %v2325
  %v391 = phi float [ %v2375, %v2374 ], [ %v2264, %v2373 ], [ %v2264, %v2325 ]
  %v393 = phi float [ %v2376, %v2374 ], [ %v2376, %v2373 ], [ %v2266, %v2325 ]
  %v395 = phi float [ %v2377, %v2374 ], [ %v2377, %v2373 ], [ %v2268, %v2325 ]
  %v397 = phi float [ %v2378, %v2374 ], [ %v2378, %v2373 ], [ %v2270, %v2325 ]
  tail call void @llvm.nvvm.barrier0()
  br label %v348

v2371:                                       ; preds = %v2352
  %v2379 = load float, ptr %v346, align 4
  %v2380 = load float, ptr %v335, align 16
  %v2381 = fmul contract float %v2379, %v2380
  %v2382 = fadd contract float %v2270, %v2381
  br label %v2372

v2372:                                       ; preds = %v2371, %v2352
  %v2378 = phi float [ %v2382, %v2371 ], [ %v2270, %v2352 ]
  br i1 %v17, label %v2383, label %v2384

v2383:                                       ; preds = %v2372
  %v2385 = load float, ptr %v346, align 4
  %v2386 = load float, ptr %v338, align 4
  %v2387 = fmul contract float %v2385, %v2386
  %v2388 = fadd contract float %v2268, %v2387
  br label %v2384

v2384:                                       ; preds = %v2383, %v2372
  %v2377 = phi float [ %v2388, %v2383 ], [ %v2268, %v2372 ]
  br i1 %v19, label %v2389, label %v2373

v2389:                                       ; preds = %v2384
  %v2390 = load float, ptr %v346, align 4
  %v2391 = load float, ptr %v339, align 8
  %v2392 = fmul contract float %v2390, %v2391
  %v2393 = fadd contract float %v2266, %v2392
  br label %v2373

v2373:                                       ; preds = %v2389, %v2384
  %v2376 = phi float [ %v2393, %v2389 ], [ %v2266, %v2384 ]
  br i1 %v21, label %v2374, label %v390

v2374:                                       ; preds = %v2373
  %v2394 = load float, ptr %v346, align 4
  %v2395 = load float, ptr %v340, align 4
  %v2396 = fmul contract float %v2394, %v2395
  %v2375 = fadd contract float %v2264, %v2396
  br label %v390

v423:                                       ; preds = %v383
  %v2397 = load float, ptr %v95, align 64
  %v2398 = load float, ptr %v94, align 16
  %v2399 = fmul contract float %v2397, %v2398
  %v2400 = fadd contract float %v379, %v2399
  br label %v424

v424:                                       ; preds = %v423, %v383
  %v422 = phi float [ %v2400, %v423 ], [ %v379, %v383 ]
  br i1 %v17, label %v2401, label %v2402

v2401:                                       ; preds = %v424
  %v2403 = load float, ptr %v95, align 64
  %v2404 = load float, ptr %v97, align 4
  %v2405 = fmul contract float %v2403, %v2404
  %v2406 = fadd contract float %v377, %v2405
  br label %v2402

v2402:                                       ; preds = %v2401, %v424
  %v420 = phi float [ %v2406, %v2401 ], [ %v377, %v424 ]
  br i1 %v19, label %v2407, label %v2408

v2407:                                       ; preds = %v2402
  %v2409 = load float, ptr %v95, align 64
  %v2410 = load float, ptr %v99, align 8
  %v2411 = fmul contract float %v2409, %v2410
  %v2412 = fadd contract float %v375, %v2411
  br label %v2408

v2408:                                       ; preds = %v2407, %v2402
  %v418 = phi float [ %v2412, %v2407 ], [ %v375, %v2402 ]
  br i1 %v21, label %v2413, label %v2414

v2413:                                       ; preds = %v2408
  %v2415 = load float, ptr %v95, align 64
  %v2416 = load float, ptr %v101, align 4
  %v2417 = fmul contract float %v2415, %v2416
  %v2418 = fadd contract float %v373, %v2417
  br label %v2414

v2414:                                       ; preds = %v2413, %v2408
  %v416 = phi float [ %v2418, %v2413 ], [ %v373, %v2408 ]
  br i1 %v24, label %v2419, label %v2420

v2419:                                       ; preds = %v2414
  br i1 %v15, label %v2421, label %v2422

v2420:                                       ; preds = %v2423, %v2424, %v2414
  %v408 = phi float [ %v2425, %v2424 ], [ %v365, %v2423 ], [ %v365, %v2414 ]
  %v410 = phi float [ %v2426, %v2424 ], [ %v2426, %v2423 ], [ %v367, %v2414 ]
  %v412 = phi float [ %v2427, %v2424 ], [ %v2427, %v2423 ], [ %v369, %v2414 ]
  %v414 = phi float [ %v2428, %v2424 ], [ %v2428, %v2423 ], [ %v371, %v2414 ]
  br i1 %v26, label %v2429, label %v2430

v2421:                                       ; preds = %v2419
  %v2431 = load float, ptr %v102, align 64
  %v2432 = load float, ptr %v94, align 16
  %v2433 = fmul contract float %v2431, %v2432
  %v2434 = fadd contract float %v371, %v2433
  br label %v2422

v2422:                                       ; preds = %v2421, %v2419
  %v2428 = phi float [ %v2434, %v2421 ], [ %v371, %v2419 ]
  br i1 %v17, label %v2435, label %v2436

v2435:                                       ; preds = %v2422
  %v2437 = load float, ptr %v102, align 64
  %v2438 = load float, ptr %v97, align 4
  %v2439 = fmul contract float %v2437, %v2438
  %v2440 = fadd contract float %v369, %v2439
  br label %v2436

v2436:                                       ; preds = %v2435, %v2422
  %v2427 = phi float [ %v2440, %v2435 ], [ %v369, %v2422 ]
  br i1 %v19, label %v2441, label %v2423

v2441:                                       ; preds = %v2436
  %v2442 = load float, ptr %v102, align 64
  %v2443 = load float, ptr %v99, align 8
  %v2444 = fmul contract float %v2442, %v2443
  %v2445 = fadd contract float %v367, %v2444
  br label %v2423

v2423:                                       ; preds = %v2441, %v2436
  %v2426 = phi float [ %v2445, %v2441 ], [ %v367, %v2436 ]
  br i1 %v21, label %v2424, label %v2420

v2424:                                       ; preds = %v2423
  %v2446 = load float, ptr %v102, align 64
  %v2447 = load float, ptr %v101, align 4
  %v2448 = fmul contract float %v2446, %v2447
  %v2425 = fadd contract float %v365, %v2448
  br label %v2420

v2429:                                       ; preds = %v2420
  br i1 %v15, label %v2449, label %v2450

v2430:                                       ; preds = %v2451, %v2452, %v2420
  %v400 = phi float [ %v2453, %v2452 ], [ %v357, %v2451 ], [ %v357, %v2420 ]
  %v402 = phi float [ %v2454, %v2452 ], [ %v2454, %v2451 ], [ %v359, %v2420 ]
  %v404 = phi float [ %v2455, %v2452 ], [ %v2455, %v2451 ], [ %v361, %v2420 ]
  %v406 = phi float [ %v2456, %v2452 ], [ %v2456, %v2451 ], [ %v363, %v2420 ]
  br i1 %v28, label %v2457, label %v389

v2449:                                       ; preds = %v2429
  %v2458 = load float, ptr %v103, align 64
  %v2459 = load float, ptr %v94, align 16
  %v2460 = fmul contract float %v2458, %v2459
  %v2461 = fadd contract float %v363, %v2460
  br label %v2450

v2450:                                       ; preds = %v2449, %v2429
  %v2456 = phi float [ %v2461, %v2449 ], [ %v363, %v2429 ]
  br i1 %v17, label %v2462, label %v2463

v2462:                                       ; preds = %v2450
  %v2464 = load float, ptr %v103, align 64
  %v2465 = load float, ptr %v97, align 4
  %v2466 = fmul contract float %v2464, %v2465
  %v2467 = fadd contract float %v361, %v2466
  br label %v2463

v2463:                                       ; preds = %v2462, %v2450
  %v2455 = phi float [ %v2467, %v2462 ], [ %v361, %v2450 ]
  br i1 %v19, label %v2468, label %v2451

v2468:                                       ; preds = %v2463
  %v2469 = load float, ptr %v103, align 64
  %v2470 = load float, ptr %v99, align 8
  %v2471 = fmul contract float %v2469, %v2470
  %v2472 = fadd contract float %v359, %v2471
  br label %v2451

v2451:                                       ; preds = %v2468, %v2463
  %v2454 = phi float [ %v2472, %v2468 ], [ %v359, %v2463 ]
  br i1 %v21, label %v2452, label %v2430

v2452:                                       ; preds = %v2451
  %v2473 = load float, ptr %v103, align 64
  %v2474 = load float, ptr %v101, align 4
  %v2475 = fmul contract float %v2473, %v2474
  %v2453 = fadd contract float %v357, %v2475
  br label %v2430

v2457:                                       ; preds = %v2430
  br i1 %v15, label %v2476, label %v2477

v2476:                                       ; preds = %v2457
  %v2478 = load float, ptr %v104, align 64
  %v2479 = load float, ptr %v94, align 16
  %v2480 = fmul contract float %v2478, %v2479
  %v2481 = fadd contract float %v355, %v2480
  br label %v2477

v2477:                                       ; preds = %v2476, %v2457
  %v2482 = phi float [ %v2481, %v2476 ], [ %v355, %v2457 ]
  br i1 %v17, label %v2483, label %v2484

v2483:                                       ; preds = %v2477
  %v2485 = load float, ptr %v104, align 64
  %v2486 = load float, ptr %v97, align 4
  %v2487 = fmul contract float %v2485, %v2486
  %v2488 = fadd contract float %v353, %v2487
  br label %v2484

v2484:                                       ; preds = %v2483, %v2477
  %v2489 = phi float [ %v2488, %v2483 ], [ %v353, %v2477 ]
  br i1 %v19, label %v2490, label %v2491

v2490:                                       ; preds = %v2484
  %v2492 = load float, ptr %v104, align 64
  %v2493 = load float, ptr %v99, align 8
  %v2494 = fmul contract float %v2492, %v2493
  %v2495 = fadd contract float %v351, %v2494
  br label %v2491

v2491:                                       ; preds = %v2490, %v2484
  %v2496 = phi float [ %v2495, %v2490 ], [ %v351, %v2484 ]
  br i1 %v21, label %v2497, label %v389

v2497:                                       ; preds = %v2491
  %v2498 = load float, ptr %v104, align 64
  %v2499 = load float, ptr %v101, align 4
  %v2500 = fmul contract float %v2498, %v2499
  %v2501 = fadd contract float %v349, %v2500
  br label %v389

v389:                                      ; preds = %v2430, %v2497, %v2491
  %v392 = phi float [ %v2501, %v2497 ], [ %v349, %v2491 ], [ %v349, %v2430 ]
  %v394 = phi float [ %v2496, %v2497 ], [ %v2496, %v2491 ], [ %v351, %v2430 ]
  %v396 = phi float [ %v2489, %v2497 ], [ %v2489, %v2491 ], [ %v353, %v2430 ]
  %v398 = phi float [ %v2482, %v2497 ], [ %v2482, %v2491 ], [ %v355, %v2430 ]
  tail call void @llvm.nvvm.barrier0()
  br label %v348

v385:                                      ; preds = %v384
  %v2502 = mul nuw nsw i64 %v5, 8580
  %v2503 = getelementptr inbounds i8, ptr %v2, i64 %v2502
  %v2504 = getelementptr inbounds float, ptr %v2503, i64 %v12
  %v2505 = mul nuw nsw i64 %v9, 1040
  %v2506 = getelementptr inbounds i8, ptr %v2504, i64 %v2505
  %v2507 = getelementptr inbounds float, ptr %v2506, i64 %v13
  store float %v380, ptr %v2507, align 4
  br label %v386

v386:                                      ; preds = %v385, %v384
  br i1 %v17, label %v2508, label %v2509

v2508:                                      ; preds = %v386
  %v2510 = mul nuw nsw i64 %v5, 8580
  %v2511 = getelementptr inbounds i8, ptr %v2, i64 %v2510
  %v2512 = getelementptr inbounds float, ptr %v2511, i64 %v12
  %v2513 = mul nuw nsw i64 %v9, 1040
  %v2514 = getelementptr inbounds i8, ptr %v2512, i64 %v2513
  %v2515 = getelementptr inbounds float, ptr %v2514, i64 %v13
  %v2516 = getelementptr inbounds i8, ptr %v2515, i64 4
  store float %v378, ptr %v2516, align 4
  br label %v2509

v2509:                                      ; preds = %v2508, %v386
  br i1 %v19, label %v2517, label %v2518

v2517:                                      ; preds = %v2509
  %v2519 = mul nuw nsw i64 %v5, 8580
  %v2520 = getelementptr inbounds i8, ptr %v2, i64 %v2519
  %v2521 = getelementptr inbounds float, ptr %v2520, i64 %v12
  %v2522 = mul nuw nsw i64 %v9, 1040
  %v2523 = getelementptr inbounds i8, ptr %v2521, i64 %v2522
  %v2524 = getelementptr inbounds float, ptr %v2523, i64 %v13
  %v2525 = getelementptr inbounds i8, ptr %v2524, i64 8
  store float %v376, ptr %v2525, align 4
  br label %v2518

v2518:                                      ; preds = %v2517, %v2509
  br i1 %v21, label %v2526, label %v2527

v2526:                                      ; preds = %v2518
  %v2528 = mul nuw nsw i64 %v5, 8580
  %v2529 = getelementptr inbounds i8, ptr %v2, i64 %v2528
  %v2530 = getelementptr inbounds float, ptr %v2529, i64 %v12
  %v2531 = mul nuw nsw i64 %v9, 1040
  %v2532 = getelementptr inbounds i8, ptr %v2530, i64 %v2531
  %v2533 = getelementptr inbounds float, ptr %v2532, i64 %v13
  %v2534 = getelementptr inbounds i8, ptr %v2533, i64 12
  store float %v374, ptr %v2534, align 4
  br label %v2527

v2527:                                      ; preds = %v2526, %v2518
  br i1 %v24, label %v2535, label %v2536

v2535:                                      ; preds = %v2527
  br i1 %v15, label %v2537, label %v2538

v2536:                                      ; preds = %v2539, %v2540, %v2527
  br i1 %v26, label %v2541, label %v2542

v2537:                                      ; preds = %v2535
  %v2543 = mul nuw nsw i64 %v5, 8580
  %v2544 = getelementptr inbounds i8, ptr %v2, i64 %v2543
  %v2545 = getelementptr inbounds float, ptr %v2544, i64 %v12
  %v2546 = mul nuw nsw i64 %v9, 1040
  %v2547 = getelementptr inbounds i8, ptr %v2545, i64 %v2546
  %v2548 = getelementptr inbounds float, ptr %v2547, i64 %v13
  %v2549 = getelementptr inbounds i8, ptr %v2548, i64 260
  store float %v372, ptr %v2549, align 4
  br label %v2538

v2538:                                      ; preds = %v2537, %v2535
  br i1 %v17, label %v2550, label %v2551

v2550:                                      ; preds = %v2538
  %v2552 = mul nuw nsw i64 %v5, 8580
  %v2553 = getelementptr inbounds i8, ptr %v2, i64 %v2552
  %v2554 = getelementptr inbounds float, ptr %v2553, i64 %v12
  %v2555 = mul nuw nsw i64 %v9, 1040
  %v2556 = getelementptr inbounds i8, ptr %v2554, i64 %v2555
  %v2557 = getelementptr inbounds float, ptr %v2556, i64 %v13
  %v2558 = getelementptr inbounds i8, ptr %v2557, i64 264
  store float %v370, ptr %v2558, align 4
  br label %v2551

v2551:                                      ; preds = %v2550, %v2538
  br i1 %v19, label %v2559, label %v2539

v2559:                                      ; preds = %v2551
  %v2560 = mul nuw nsw i64 %v5, 8580
  %v2561 = getelementptr inbounds i8, ptr %v2, i64 %v2560
  %v2562 = getelementptr inbounds float, ptr %v2561, i64 %v12
  %v2563 = mul nuw nsw i64 %v9, 1040
  %v2564 = getelementptr inbounds i8, ptr %v2562, i64 %v2563
  %v2565 = getelementptr inbounds float, ptr %v2564, i64 %v13
  %v2566 = getelementptr inbounds i8, ptr %v2565, i64 268
  store float %v368, ptr %v2566, align 4
  br label %v2539

v2539:                                      ; preds = %v2559, %v2551
  br i1 %v21, label %v2540, label %v2536

v2540:                                      ; preds = %v2539
  %v2567 = mul nuw nsw i64 %v5, 8580
  %v2568 = getelementptr inbounds i8, ptr %v2, i64 %v2567
  %v2569 = getelementptr inbounds float, ptr %v2568, i64 %v12
  %v2570 = mul nuw nsw i64 %v9, 1040
  %v2571 = getelementptr inbounds i8, ptr %v2569, i64 %v2570
  %v2572 = getelementptr inbounds float, ptr %v2571, i64 %v13
  %v2573 = getelementptr inbounds i8, ptr %v2572, i64 272
  store float %v366, ptr %v2573, align 4
  br label %v2536

v2541:                                      ; preds = %v2536
  br i1 %v15, label %v2574, label %v2575

v2542:                                      ; preds = %v2576, %v2577, %v2536
  br i1 %v28, label %v2578, label %v2579

v2574:                                      ; preds = %v2541
  %v2580 = mul nuw nsw i64 %v5, 8580
  %v2581 = getelementptr inbounds i8, ptr %v2, i64 %v2580
  %v2582 = getelementptr inbounds float, ptr %v2581, i64 %v12
  %v2583 = mul nuw nsw i64 %v9, 1040
  %v2584 = getelementptr inbounds i8, ptr %v2582, i64 %v2583
  %v2585 = getelementptr inbounds float, ptr %v2584, i64 %v13
  %v2586 = getelementptr inbounds i8, ptr %v2585, i64 520
  store float %v364, ptr %v2586, align 4
  br label %v2575

v2575:                                      ; preds = %v2574, %v2541
  br i1 %v17, label %v2587, label %v2588

v2587:                                      ; preds = %v2575
  %v2589 = mul nuw nsw i64 %v5, 8580
  %v2590 = getelementptr inbounds i8, ptr %v2, i64 %v2589
  %v2591 = getelementptr inbounds float, ptr %v2590, i64 %v12
  %v2592 = mul nuw nsw i64 %v9, 1040
  %v2593 = getelementptr inbounds i8, ptr %v2591, i64 %v2592
  %v2594 = getelementptr inbounds float, ptr %v2593, i64 %v13
  %v2595 = getelementptr inbounds i8, ptr %v2594, i64 524
  store float %v362, ptr %v2595, align 4
  br label %v2588

v2588:                                      ; preds = %v2587, %v2575
  br i1 %v19, label %v2596, label %v2576

v2596:                                      ; preds = %v2588
  %v2597 = mul nuw nsw i64 %v5, 8580
  %v2598 = getelementptr inbounds i8, ptr %v2, i64 %v2597
  %v2599 = getelementptr inbounds float, ptr %v2598, i64 %v12
  %v2600 = mul nuw nsw i64 %v9, 1040
  %v2601 = getelementptr inbounds i8, ptr %v2599, i64 %v2600
  %v2602 = getelementptr inbounds float, ptr %v2601, i64 %v13
  %v2603 = getelementptr inbounds i8, ptr %v2602, i64 528
  store float %v360, ptr %v2603, align 4
  br label %v2576

v2576:                                      ; preds = %v2596, %v2588
  br i1 %v21, label %v2577, label %v2542

v2577:                                      ; preds = %v2576
  %v2604 = mul nuw nsw i64 %v5, 8580
  %v2605 = getelementptr inbounds i8, ptr %v2, i64 %v2604
  %v2606 = getelementptr inbounds float, ptr %v2605, i64 %v12
  %v2607 = mul nuw nsw i64 %v9, 1040
  %v2608 = getelementptr inbounds i8, ptr %v2606, i64 %v2607
  %v2609 = getelementptr inbounds float, ptr %v2608, i64 %v13
  %v2610 = getelementptr inbounds i8, ptr %v2609, i64 532
  store float %v358, ptr %v2610, align 4
  br label %v2542

v2578:                                      ; preds = %v2542
  br i1 %v15, label %v2611, label %v2612

v2579:                                      ; preds = %v2613, %v2614, %v2542
  ret void

v2611:                                      ; preds = %v2578
  %v2615 = mul nuw nsw i64 %v5, 8580
  %v2616 = getelementptr inbounds i8, ptr %v2, i64 %v2615
  %v2617 = getelementptr inbounds float, ptr %v2616, i64 %v12
  %v2618 = mul nuw nsw i64 %v9, 1040
  %v2619 = getelementptr inbounds i8, ptr %v2617, i64 %v2618
  %v2620 = getelementptr inbounds float, ptr %v2619, i64 %v13
  %v2621 = getelementptr inbounds i8, ptr %v2620, i64 780
  store float %v356, ptr %v2621, align 4
  br label %v2612

v2612:                                      ; preds = %v2611, %v2578
  br i1 %v17, label %v2622, label %v2623

v2622:                                      ; preds = %v2612
  %v2624 = mul nuw nsw i64 %v5, 8580
  %v2625 = getelementptr inbounds i8, ptr %v2, i64 %v2624
  %v2626 = getelementptr inbounds float, ptr %v2625, i64 %v12
  %v2627 = mul nuw nsw i64 %v9, 1040
  %v2628 = getelementptr inbounds i8, ptr %v2626, i64 %v2627
  %v2629 = getelementptr inbounds float, ptr %v2628, i64 %v13
  %v2630 = getelementptr inbounds i8, ptr %v2629, i64 784
  store float %v354, ptr %v2630, align 4
  br label %v2623

v2623:                                      ; preds = %v2622, %v2612
  br i1 %v19, label %v2631, label %v2613

v2631:                                      ; preds = %v2623
  %v2632 = mul nuw nsw i64 %v5, 8580
  %v2633 = getelementptr inbounds i8, ptr %v2, i64 %v2632
  %v2634 = getelementptr inbounds float, ptr %v2633, i64 %v12
  %v2635 = mul nuw nsw i64 %v9, 1040
  %v2636 = getelementptr inbounds i8, ptr %v2634, i64 %v2635
  %v2637 = getelementptr inbounds float, ptr %v2636, i64 %v13
  %v2638 = getelementptr inbounds i8, ptr %v2637, i64 788
  store float %v352, ptr %v2638, align 4
  br label %v2613

v2613:                                      ; preds = %v2631, %v2623
  br i1 %v21, label %v2614, label %v2579

v2614:                                      ; preds = %v2613
  %v2639 = mul nuw nsw i64 %v5, 8580
  %v2640 = getelementptr inbounds i8, ptr %v2, i64 %v2639
  %v2641 = getelementptr inbounds float, ptr %v2640, i64 %v12
  %v2642 = mul nuw nsw i64 %v9, 1040
  %v2643 = getelementptr inbounds i8, ptr %v2641, i64 %v2642
  %v2644 = getelementptr inbounds float, ptr %v2643, i64 %v13
  %v2645 = getelementptr inbounds i8, ptr %v2644, i64 792
  store float %v350, ptr %v2645, align 4
  br label %v2579
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
