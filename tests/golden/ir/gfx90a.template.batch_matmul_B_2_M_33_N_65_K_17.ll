; batch_matmul:B=2,M=33,N=65,K=17,dtype=f32 on rocm -mcpu=gfx90a, schedule template
; ModuleID = 'ktune_batch_matmul_f32_b2_m33_n65_k17'
source_filename = "ktune_batch_matmul_f32_b2_m33_n65_k17"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared = internal addrspace(3) global [1056 x float] undef, align 64
@ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared = internal addrspace(3) global [2048 x float] undef, align 64

; Function Attrs: nofree norecurse nounwind
define amdgpu_kernel void @ktune_batch_matmul_f32_b2_m33_n65_k17(ptr noalias nocapture readonly %v0, ptr noalias nocapture readonly %v1, ptr noalias nocapture writeonly %v2) local_unnamed_addr #0 {
v3:
  %v4 = addrspacecast ptr %v2 to ptr addrspace(1)
  %v5 = addrspacecast ptr %v1 to ptr addrspace(1)
  %v6 = addrspacecast ptr %v0 to ptr addrspace(1)
  %v7 = tail call i32 @llvm.amdgcn.workgroup.id.z()
  %v8 = zext i32 %v7 to i64
  %v9 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %v10 = zext i32 %v9 to i64
  %v11 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %v12 = zext i32 %v11 to i64
  %v13 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %v14 = zext i32 %v13 to i64
  %v15 = shl nuw nsw i64 %v10, 6
  %v16 = shl nuw nsw i64 %v14, 2
  %v17 = add nuw nsw i64 %v15, %v16
  %v18 = icmp ult i64 %v17, 65
  %v19 = or disjoint i64 %v17, 1
  %v20 = icmp ult i64 %v19, 65
  %v21 = or disjoint i64 %v17, 2
  %v22 = icmp ult i64 %v21, 65
  %v23 = or disjoint i64 %v17, 3
  %v24 = icmp ult i64 %v23, 65
  %v25 = shl nuw nsw i64 %v12, 2
  %v26 = or disjoint i64 %v25, 1
  %v27 = icmp ult i64 %v26, 33
  %v28 = or disjoint i64 %v25, 2
  %v29 = icmp ult i64 %v28, 33
  %v30 = or disjoint i64 %v25, 3
  %v31 = icmp ult i64 %v30, 33
  %v32 = shl nuw nsw i64 %v12, 4
  %v33 = add nuw nsw i64 %v32, %v14
  %v34 = icmp ult i64 %v33, 132
  br i1 %v34, label %v35, label %v36

v35:                                        ; preds = %v3
  %v37 = lshr i64 %v14, 2
  %v38 = add nuw nsw i64 %v25, %v37
  %v39 = udiv i64 %v38, 33
  %v40 = add nuw nsw i64 %v39, %v8
  %v41 = mul i64 %v39, 33
  %v42 = sub i64 %v38, %v41
  %v43 = and i64 %v16, 12
  %v44 = mul nuw nsw i64 %v40, 2244
  %v45 = getelementptr i8, ptr addrspace(1) %v6, i64 %v44
  %v46 = mul nuw nsw i64 %v42, 68
  %v47 = getelementptr i8, ptr addrspace(1) %v45, i64 %v46
  %v48 = addrspacecast ptr addrspace(1) %v47 to ptr
  %v49 = getelementptr float, ptr %v48, i64 %v43
  %v50 = icmp ult i64 %v40, 2
  %v51 = insertelement <4 x i1> poison, i1 %v50, i64 0
  %v52 = shufflevector <4 x i1> %v51, <4 x i1> poison, <4 x i32> zeroinitializer
  %v53 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v49, i32 4, <4 x i1> %v52, <4 x float> zeroinitializer)
  %v54 = shl nuw nsw i64 %v38, 4
  %v55 = or disjoint i64 %v54, %v43
  %v56 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared to ptr), i64 %v55
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v53, ptr %v56, i32 16, <4 x i1> %v52)
  br label %v36

v36:                                        ; preds = %v35, %v3
  %v57 = getelementptr float, ptr addrspace(1) %v5, i64 %v15
  %v58 = getelementptr float, ptr addrspace(1) %v57, i64 %v16
  %v59 = icmp ult i64 %v33, 112
  %v60 = add nuw nsw i64 %v12, 9
  %v61 = lshr i64 %v60, 4
  %v62 = and i64 %v60, 15
  %v63 = mul nuw nsw i64 %v8, 4420
  %v64 = getelementptr i8, ptr addrspace(1) %v58, i64 %v63
  %v65 = mul nuw nsw i64 %v61, 4420
  %v66 = getelementptr i8, ptr addrspace(1) %v64, i64 %v65
  %v67 = mul nuw nsw i64 %v62, 260
  %v68 = add nuw nsw i64 %v61, %v8
  %v69 = icmp ult i64 %v68, 2
  %v70 = insertelement <4 x i64> poison, i64 %v17, i64 0
  %v71 = shufflevector <4 x i64> %v70, <4 x i64> poison, <4 x i32> zeroinitializer
  %v72 = or disjoint <4 x i64> %v71, <i64 0, i64 1, i64 2, i64 3>
  %v73 = icmp ult <4 x i64> %v72, <i64 65, i64 65, i64 65, i64 65>
  %v74 = shl nuw nsw i64 %v61, 10
  %v75 = add nuw nsw i64 %v74, %v16
  %v76 = trunc i64 %v75 to i32
  %v77 = getelementptr float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v76
  %v78 = getelementptr i8, ptr addrspace(1) %v57, i64 %v63
  %v79 = mul nuw nsw i64 %v12, 260
  %v80 = getelementptr i8, ptr addrspace(1) %v78, i64 %v79
  %v81 = shl i32 %v11, 8
  %v82 = getelementptr i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v81
  %v83 = addrspacecast ptr addrspace(3) %v82 to ptr
  %v84 = getelementptr float, ptr %v83, i64 %v16
  %v85 = addrspacecast ptr addrspace(1) %v80 to ptr
  %v86 = getelementptr float, ptr %v85, i64 %v16
  %v87 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v86, i32 4, <4 x i1> %v73, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v87, ptr %v84, i32 16, <4 x i1> %v73)
  br i1 %v59, label %v88, label %v89

v88:                                      ; preds = %v36
  %v90 = addrspacecast ptr addrspace(3) %v77 to ptr
  %v91 = shl nuw nsw i64 %v62, 8
  %v92 = getelementptr i8, ptr %v90, i64 %v91
  %v93 = insertelement <4 x i1> poison, i1 %v69, i64 0
  %v94 = shufflevector <4 x i1> %v93, <4 x i1> poison, <4 x i32> zeroinitializer
  %v95 = and <4 x i1> %v94, %v73
  %v96 = addrspacecast ptr addrspace(1) %v66 to ptr
  %v97 = getelementptr i8, ptr %v96, i64 %v67
  %v98 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v97, i32 4, <4 x i1> %v95, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v98, ptr %v92, i32 16, <4 x i1> %v95)
  br label %v89

v89:                                      ; preds = %v88, %v36
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v99 = getelementptr i8, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 2112), i32 %v81
  %v100 = trunc i64 %v16 to i32
  %v101 = or disjoint i32 %v100, 1024
  %v102 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v101
  %v103 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 4100), i32 %v100
  %v104 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 4104), i32 %v100
  %v105 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 4108), i32 %v100
  %v106 = getelementptr i8, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 2176), i32 %v81
  %v107 = getelementptr i8, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 2240), i32 %v81
  %v108 = getelementptr i8, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 2304), i32 %v81
  %v109 = lshr i64 %v14, 2
  %v110 = add nuw nsw i64 %v25, %v109
  %v111 = udiv i64 %v110, 33
  %v112 = add nuw nsw i64 %v111, %v8
  %v113 = mul i64 %v111, 33
  %v114 = sub i64 %v110, %v113
  %v115 = and i64 %v16, 12
  %v116 = mul nuw nsw i64 %v112, 2244
  %v117 = getelementptr i8, ptr addrspace(1) %v6, i64 %v116
  %v118 = mul nuw nsw i64 %v114, 68
  %v119 = getelementptr i8, ptr addrspace(1) %v117, i64 %v118
  %v120 = getelementptr float, ptr addrspace(1) %v119, i64 %v115
  %v121 = addrspacecast ptr addrspace(1) %v120 to ptr
  %v122 = getelementptr i8, ptr %v121, i64 64
  %v123 = icmp ult i64 %v112, 2
  %v124 = insertelement <4 x i1> poison, i1 %v123, i64 0
  %v125 = shufflevector <4 x i1> %v124, <4 x i1> poison, <4 x i32> zeroinitializer
  %v126 = or disjoint i64 %v115, 16
  %v127 = insertelement <4 x i64> poison, i64 %v126, i64 0
  %v128 = shufflevector <4 x i64> %v127, <4 x i64> poison, <4 x i32> zeroinitializer
  %v129 = icmp eq <4 x i64> %v128, <i64 16, i64 17, i64 18, i64 19>
  %v130 = and <4 x i1> %v125, %v129
  %v131 = shl nuw nsw i64 %v110, 4
  %v132 = or disjoint i64 %v131, %v115
  %v133 = trunc i64 %v132 to i32
  %v134 = getelementptr float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v133
  %v135 = addrspacecast ptr addrspace(3) %v134 to ptr
  %v136 = getelementptr i8, ptr %v135, i64 2112
  %v137 = getelementptr i8, ptr addrspace(1) %v66, i64 %v67
  %v138 = addrspacecast ptr addrspace(1) %v137 to ptr
  %v139 = getelementptr i8, ptr %v138, i64 4160
  %v140 = icmp eq i64 %v62, 0
  %v141 = and i1 %v140, %v69
  %v142 = insertelement <4 x i1> poison, i1 %v141, i64 0
  %v143 = shufflevector <4 x i1> %v142, <4 x i1> poison, <4 x i32> zeroinitializer
  %v144 = and <4 x i1> %v143, %v73
  %v145 = trunc nuw nsw i64 %v62 to i32
  %v146 = shl nuw nsw i32 %v145, 8
  %v147 = getelementptr i8, ptr addrspace(3) %v77, i32 %v146
  %v148 = addrspacecast ptr addrspace(3) %v147 to ptr
  %v149 = getelementptr i8, ptr %v148, i64 4096
  %v150 = getelementptr float, ptr addrspace(1) %v80, i64 %v16
  %v151 = addrspacecast ptr addrspace(1) %v150 to ptr
  %v152 = getelementptr i8, ptr %v151, i64 4160
  %v153 = icmp eq i32 %v11, 0
  %v154 = insertelement <4 x i1> poison, i1 %v153, i64 0
  %v155 = shufflevector <4 x i1> %v154, <4 x i1> poison, <4 x i32> zeroinitializer
  %v156 = and <4 x i1> %v73, %v155
  %v157 = getelementptr float, ptr addrspace(3) %v82, i32 %v100
  %v158 = addrspacecast ptr addrspace(3) %v157 to ptr
  %v159 = getelementptr i8, ptr %v158, i64 4096
  %v160 = getelementptr inbounds i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v81
  %v161 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v100
  %v162 = or disjoint i32 %v100, 1
  %v163 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v162
  %v164 = or disjoint i32 %v100, 2
  %v165 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v164
  %v166 = or disjoint i32 %v100, 3
  %v167 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v166
  %v168 = shl i32 %v11, 6
  %v169 = or disjoint i32 %v168, 16
  %v170 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v169
  %v171 = or disjoint i32 %v168, 32
  %v172 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v171
  %v173 = or disjoint i32 %v168, 48
  %v174 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v173
  %v175 = or disjoint i32 %v168, 1
  %v176 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v175
  %v177 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 256), i32 %v100
  %v178 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 260), i32 %v100
  %v179 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 264), i32 %v100
  %v180 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 268), i32 %v100
  %v181 = or disjoint i32 %v168, 17
  %v182 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v181
  %v183 = or disjoint i32 %v168, 33
  %v184 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v183
  %v185 = or disjoint i32 %v168, 49
  %v186 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v185
  %v187 = or disjoint i32 %v168, 2
  %v188 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v187
  %v189 = or disjoint i32 %v100, 128
  %v190 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v189
  %v191 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 516), i32 %v100
  %v192 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 520), i32 %v100
  %v193 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 524), i32 %v100
  %v194 = or disjoint i32 %v168, 18
  %v195 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v194
  %v196 = or disjoint i32 %v168, 34
  %v197 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v196
  %v198 = or disjoint i32 %v168, 50
  %v199 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v198
  %v200 = or disjoint i32 %v168, 3
  %v201 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v200
  %v202 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 768), i32 %v100
  %v203 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 772), i32 %v100
  %v204 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 776), i32 %v100
  %v205 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 780), i32 %v100
  %v206 = or disjoint i32 %v168, 19
  %v207 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v206
  %v208 = or disjoint i32 %v168, 35
  %v209 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v208
  %v210 = or disjoint i32 %v168, 51
  %v211 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v210
  %v212 = or disjoint i32 %v168, 4
  %v213 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v212
  %v214 = or disjoint i32 %v100, 256
  %v215 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v214
  %v216 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1028), i32 %v100
  %v217 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1032), i32 %v100
  %v218 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1036), i32 %v100
  %v219 = or disjoint i32 %v168, 20
  %v220 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v219
  %v221 = or disjoint i32 %v168, 36
  %v222 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v221
  %v223 = or disjoint i32 %v168, 52
  %v224 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v223
  %v225 = or disjoint i32 %v168, 5
  %v226 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v225
  %v227 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1280), i32 %v100
  %v228 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1284), i32 %v100
  %v229 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1288), i32 %v100
  %v230 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1292), i32 %v100
  %v231 = or disjoint i32 %v168, 21
  %v232 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v231
  %v233 = or disjoint i32 %v168, 37
  %v234 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v233
  %v235 = or disjoint i32 %v168, 53
  %v236 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v235
  %v237 = or disjoint i32 %v168, 6
  %v238 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v237
  %v239 = or disjoint i32 %v100, 384
  %v240 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v239
  %v241 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1540), i32 %v100
  %v242 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1544), i32 %v100
  %v243 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1548), i32 %v100
  %v244 = or disjoint i32 %v168, 22
  %v245 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v244
  %v246 = or disjoint i32 %v168, 38
  %v247 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v246
  %v248 = or disjoint i32 %v168, 54
  %v249 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v248
  %v250 = or disjoint i32 %v168, 7
  %v251 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v250
  %v252 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1792), i32 %v100
  %v253 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1796), i32 %v100
  %v254 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1800), i32 %v100
  %v255 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1804), i32 %v100
  %v256 = or disjoint i32 %v168, 23
  %v257 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v256
  %v258 = or disjoint i32 %v168, 39
  %v259 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v258
  %v260 = or disjoint i32 %v168, 55
  %v261 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v260
  %v262 = or disjoint i32 %v168, 8
  %v263 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v262
  %v264 = or disjoint i32 %v100, 512
  %v265 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v264
  %v266 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2052), i32 %v100
  %v267 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2056), i32 %v100
  %v268 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2060), i32 %v100
  %v269 = or disjoint i32 %v168, 24
  %v270 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v269
  %v271 = or disjoint i32 %v168, 40
  %v272 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v271
  %v273 = or disjoint i32 %v168, 56
  %v274 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v273
  %v275 = or disjoint i32 %v168, 9
  %v276 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v275
  %v277 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2304), i32 %v100
  %v278 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2308), i32 %v100
  %v279 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2312), i32 %v100
  %v280 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2316), i32 %v100
  %v281 = or disjoint i32 %v168, 25
  %v282 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v281
  %v283 = or disjoint i32 %v168, 41
  %v284 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v283
  %v285 = or disjoint i32 %v168, 57
  %v286 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v285
  %v287 = or disjoint i32 %v168, 10
  %v288 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v287
  %v289 = or disjoint i32 %v100, 640
  %v290 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v289
  %v291 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2564), i32 %v100
  %v292 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2568), i32 %v100
  %v293 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2572), i32 %v100
  %v294 = or disjoint i32 %v168, 26
  %v295 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v294
  %v296 = or disjoint i32 %v168, 42
  %v297 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v296
  %v298 = or disjoint i32 %v168, 58
  %v299 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v298
  %v300 = or disjoint i32 %v168, 11
  %v301 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v300
  %v302 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2816), i32 %v100
  %v303 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2820), i32 %v100
  %v304 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2824), i32 %v100
  %v305 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2828), i32 %v100
  %v306 = or disjoint i32 %v168, 27
  %v307 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v306
  %v308 = or disjoint i32 %v168, 43
  %v309 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v308
  %v310 = or disjoint i32 %v168, 59
  %v311 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v310
  %v312 = or disjoint i32 %v168, 12
  %v313 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v312
  %v314 = or disjoint i32 %v100, 768
  %v315 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v314
  %v316 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3076), i32 %v100
  %v317 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3080), i32 %v100
  %v318 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3084), i32 %v100
  %v319 = or disjoint i32 %v168, 28
  %v320 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v319
  %v321 = or disjoint i32 %v168, 44
  %v322 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v321
  %v323 = or disjoint i32 %v168, 60
  %v324 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v323
  %v325 = or disjoint i32 %v168, 13
  %v326 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v325
  %v327 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3328), i32 %v100
  %v328 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3332), i32 %v100
  %v329 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3336), i32 %v100
  %v330 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3340), i32 %v100
  %v331 = or disjoint i32 %v168, 29
  %v332 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v331
  %v333 = or disjoint i32 %v168, 45
  %v334 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v333
  %v335 = or disjoint i32 %v168, 61
  %v336 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v335
  %v337 = or disjoint i32 %v168, 14
  %v338 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v337
  %v339 = or disjoint i32 %v100, 896
  %v340 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v339
  %v341 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3588), i32 %v100
  %v342 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3592), i32 %v100
  %v343 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3596), i32 %v100
  %v344 = or disjoint i32 %v168, 30
  %v345 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v344
  %v346 = or disjoint i32 %v168, 46
  %v347 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v346
  %v348 = or disjoint i32 %v168, 62
  %v349 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v348
  %v350 = or disjoint i32 %v168, 15
  %v351 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v350
  %v352 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3840), i32 %v100
  %v353 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3844), i32 %v100
  %v354 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3848), i32 %v100
  %v355 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3852), i32 %v100
  %v356 = or disjoint i32 %v168, 31
  %v357 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v356
  %v358 = or disjoint i32 %v168, 47
  %v359 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v358
  %v360 = or disjoint i32 %v168, 63
  %v361 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v360
  br label %v362

v362:                                     ; preds = %v89, %v363
  %v364 = phi <16 x float> [ zeroinitializer, %v89 ], [ %v365, %v363 ]
  %v366 = phi i1 [ true, %v89 ], [ false, %v363 ]
  br i1 %v366, label %v367, label %v368

v369:                                     ; preds = %v363
  br i1 %v18, label %v370, label %v371

v367:                                        ; preds = %v362
  br i1 %v34, label %v372, label %v373

v363:                                        ; preds = %v374, %v375
  %v365 = phi <16 x float> [ %v376, %v374 ], [ %v377, %v375 ]
  fence syncscope("workgroup") acquire
  br i1 %v366, label %v362, label %v369

v368:                                        ; preds = %v362
  br i1 %v18, label %v378, label %v379

v372:                                        ; preds = %v367
  %v380 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v122, i32 4, <4 x i1> %v130, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v380, ptr %v136, i32 16, <4 x i1> %v130)
  br label %v373

v373:                                        ; preds = %v367, %v372
  %v381 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v152, i32 4, <4 x i1> %v156, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v381, ptr %v159, i32 16, <4 x i1> %v156)
  br i1 %v59, label %v382, label %v383

v382:                                      ; preds = %v373
  %v384 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v139, i32 4, <4 x i1> %v144, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v384, ptr %v149, i32 16, <4 x i1> %v144)
  br label %v383

v383:                                      ; preds = %v382, %v373
  br i1 %v18, label %v385, label %v386

v385:                                       ; preds = %v383
  %v387 = extractelement <16 x float> %v364, i64 0
  %v388 = load float, ptr addrspace(3) %v160, align 64
  %v389 = load float, ptr addrspace(3) %v161, align 16
  %v390 = fmul contract float %v388, %v389
  %v391 = fadd contract float %v387, %v390
  %v392 = insertelement <16 x float> %v364, float %v391, i64 0
  br label %v386

v386:                                       ; preds = %v385, %v383
  %v393 = phi <16 x float> [ %v392, %v385 ], [ %v364, %v383 ]
  br i1 %v20, label %v394, label %v395

v394:                                       ; preds = %v386
  %v396 = extractelement <16 x float> %v393, i64 1
  %v397 = load float, ptr addrspace(3) %v160, align 64
  %v398 = load float, ptr addrspace(3) %v163, align 4
  %v399 = fmul contract float %v397, %v398
  %v400 = fadd contract float %v396, %v399
  %v401 = insertelement <16 x float> %v393, float %v400, i64 1
  br label %v395

v395:                                       ; preds = %v394, %v386
  %v402 = phi <16 x float> [ %v401, %v394 ], [ %v393, %v386 ]
  br i1 %v22, label %v403, label %v404

v403:                                       ; preds = %v395
  %v405 = extractelement <16 x float> %v402, i64 2
  %v406 = load float, ptr addrspace(3) %v160, align 64
  %v407 = load float, ptr addrspace(3) %v165, align 8
  %v408 = fmul contract float %v406, %v407
  %v409 = fadd contract float %v405, %v408
  %v410 = insertelement <16 x float> %v402, float %v409, i64 2
  br label %v404

v404:                                       ; preds = %v403, %v395
  %v411 = phi <16 x float> [ %v410, %v403 ], [ %v402, %v395 ]
  br i1 %v24, label %v412, label %v413

v412:                                       ; preds = %v404
  %v414 = extractelement <16 x float> %v411, i64 3
  %v415 = load float, ptr addrspace(3) %v160, align 64
  %v416 = load float, ptr addrspace(3) %v167, align 4
  %v417 = fmul contract float %v415, %v416
  %v418 = fadd contract float %v414, %v417
  %v419 = insertelement <16 x float> %v411, float %v418, i64 3
  br label %v413

v413:                                       ; preds = %v412, %v404
  %v420 = phi <16 x float> [ %v419, %v412 ], [ %v411, %v404 ]
  br i1 %v27, label %v421, label %v422

v421:                                       ; preds = %v413
  br i1 %v18, label %v423, label %v424

v422:                                       ; preds = %v425, %v426, %v413
  %v427 = phi <16 x float> [ %v428, %v425 ], [ %v429, %v426 ], [ %v420, %v413 ]
  br i1 %v29, label %v430, label %v431

v423:                                       ; preds = %v421
  %v432 = extractelement <16 x float> %v420, i64 4
  %v433 = load float, ptr addrspace(3) %v170, align 64
  %v434 = load float, ptr addrspace(3) %v161, align 16
  %v435 = fmul contract float %v433, %v434
  %v436 = fadd contract float %v432, %v435
  %v437 = insertelement <16 x float> %v420, float %v436, i64 4
  br label %v424

v424:                                       ; preds = %v423, %v421
  %v438 = phi <16 x float> [ %v437, %v423 ], [ %v420, %v421 ]
  br i1 %v20, label %v439, label %v440

v439:                                       ; preds = %v424
  %v441 = extractelement <16 x float> %v438, i64 5
  %v442 = load float, ptr addrspace(3) %v170, align 64
  %v443 = load float, ptr addrspace(3) %v163, align 4
  %v444 = fmul contract float %v442, %v443
  %v445 = fadd contract float %v441, %v444
  %v446 = insertelement <16 x float> %v438, float %v445, i64 5
  br label %v440

v440:                                       ; preds = %v439, %v424
  %v447 = phi <16 x float> [ %v446, %v439 ], [ %v438, %v424 ]
  br i1 %v22, label %v448, label %v425

v448:                                       ; preds = %v440
  %v449 = extractelement <16 x float> %v447, i64 6
  %v450 = load float, ptr addrspace(3) %v170, align 64
  %v451 = load float, ptr addrspace(3) %v165, align 8
  %v452 = fmul contract float %v450, %v451
  %v453 = fadd contract float %v449, %v452
  %v454 = insertelement <16 x float> %v447, float %v453, i64 6
  br label %v425

v425:                                       ; preds = %v448, %v440
  %v428 = phi <16 x float> [ %v454, %v448 ], [ %v447, %v440 ]
  br i1 %v24, label %v426, label %v422

v426:                                       ; preds = %v425
  %v455 = extractelement <16 x float> %v428, i64 7
  %v456 = load float, ptr addrspace(3) %v170, align 64
  %v457 = load float, ptr addrspace(3) %v167, align 4
  %v458 = fmul contract float %v456, %v457
  %v459 = fadd contract float %v455, %v458
  %v429 = insertelement <16 x float> %v428, float %v459, i64 7
  br label %v422

v430:                                       ; preds = %v422
  br i1 %v18, label %v460, label %v461

v431:                                       ; preds = %v462, %v463, %v422
  %v464 = phi <16 x float> [ %v465, %v462 ], [ %v466, %v463 ], [ %v427, %v422 ]
  br i1 %v31, label %v467, label %v468

v460:                                       ; preds = %v430
  %v469 = extractelement <16 x float> %v427, i64 8
  %v470 = load float, ptr addrspace(3) %v172, align 64
  %v471 = load float, ptr addrspace(3) %v161, align 16
  %v472 = fmul contract float %v470, %v471
  %v473 = fadd contract float %v469, %v472
  %v474 = insertelement <16 x float> %v427, float %v473, i64 8
  br label %v461

v461:                                       ; preds = %v460, %v430
  %v475 = phi <16 x float> [ %v474, %v460 ], [ %v427, %v430 ]
  br i1 %v20, label %v476, label %v477

v476:                                       ; preds = %v461
  %v478 = extractelement <16 x float> %v475, i64 9
  %v479 = load float, ptr addrspace(3) %v172, align 64
  %v480 = load float, ptr addrspace(3) %v163, align 4
  %v481 = fmul contract float %v479, %v480
  %v482 = fadd contract float %v478, %v481
  %v483 = insertelement <16 x float> %v475, float %v482, i64 9
  br label %v477

v477:                                       ; preds = %v476, %v461
  %v484 = phi <16 x float> [ %v483, %v476 ], [ %v475, %v461 ]
  br i1 %v22, label %v485, label %v462

v485:                                       ; preds = %v477
  %v486 = extractelement <16 x float> %v484, i64 10
  %v487 = load float, ptr addrspace(3) %v172, align 64
  %v488 = load float, ptr addrspace(3) %v165, align 8
  %v489 = fmul contract float %v487, %v488
  %v490 = fadd contract float %v486, %v489
  %v491 = insertelement <16 x float> %v484, float %v490, i64 10
  br label %v462

v462:                                       ; preds = %v485, %v477
  %v465 = phi <16 x float> [ %v491, %v485 ], [ %v484, %v477 ]
  br i1 %v24, label %v463, label %v431

v463:                                       ; preds = %v462
  %v492 = extractelement <16 x float> %v465, i64 11
  %v493 = load float, ptr addrspace(3) %v172, align 64
  %v494 = load float, ptr addrspace(3) %v167, align 4
  %v495 = fmul contract float %v493, %v494
  %v496 = fadd contract float %v492, %v495
  %v466 = insertelement <16 x float> %v465, float %v496, i64 11
  br label %v431

v467:                                       ; preds = %v431
  br i1 %v18, label %v497, label %v498

v468:                                       ; preds = %v499, %v500, %v431
  %v501 = phi <16 x float> [ %v502, %v499 ], [ %v503, %v500 ], [ %v464, %v431 ]
  br i1 %v18, label %v504, label %v505

v497:                                       ; preds = %v467
  %v506 = extractelement <16 x float> %v464, i64 12
  %v507 = load float, ptr addrspace(3) %v174, align 64
  %v508 = load float, ptr addrspace(3) %v161, align 16
  %v509 = fmul contract float %v507, %v508
  %v510 = fadd contract float %v506, %v509
  %v511 = insertelement <16 x float> %v464, float %v510, i64 12
  br label %v498

v498:                                       ; preds = %v497, %v467
  %v512 = phi <16 x float> [ %v511, %v497 ], [ %v464, %v467 ]
  br i1 %v20, label %v513, label %v514

v513:                                       ; preds = %v498
  %v515 = extractelement <16 x float> %v512, i64 13
  %v516 = load float, ptr addrspace(3) %v174, align 64
  %v517 = load float, ptr addrspace(3) %v163, align 4
  %v518 = fmul contract float %v516, %v517
  %v519 = fadd contract float %v515, %v518
  %v520 = insertelement <16 x float> %v512, float %v519, i64 13
  br label %v514

v514:                                       ; preds = %v513, %v498
  %v521 = phi <16 x float> [ %v520, %v513 ], [ %v512, %v498 ]
  br i1 %v22, label %v522, label %v499

v522:                                       ; preds = %v514
  %v523 = extractelement <16 x float> %v521, i64 14
  %v524 = load float, ptr addrspace(3) %v174, align 64
  %v525 = load float, ptr addrspace(3) %v165, align 8
  %v526 = fmul contract float %v524, %v525
  %v527 = fadd contract float %v523, %v526
  %v528 = insertelement <16 x float> %v521, float %v527, i64 14
  br label %v499

v499:                                       ; preds = %v522, %v514
  %v502 = phi <16 x float> [ %v528, %v522 ], [ %v521, %v514 ]
  br i1 %v24, label %v500, label %v468

v500:                                       ; preds = %v499
  %v529 = extractelement <16 x float> %v502, i64 15
  %v530 = load float, ptr addrspace(3) %v174, align 64
  %v531 = load float, ptr addrspace(3) %v167, align 4
  %v532 = fmul contract float %v530, %v531
  %v533 = fadd contract float %v529, %v532
  %v503 = insertelement <16 x float> %v502, float %v533, i64 15
  br label %v468

v504:                                       ; preds = %v468
  %v534 = extractelement <16 x float> %v501, i64 0
  %v535 = load float, ptr addrspace(3) %v176, align 4
  %v536 = load float, ptr addrspace(3) %v177, align 16
  %v537 = fmul contract float %v535, %v536
  %v538 = fadd contract float %v534, %v537
  %v539 = insertelement <16 x float> %v501, float %v538, i64 0
  br label %v505

v505:                                       ; preds = %v504, %v468
  %v540 = phi <16 x float> [ %v539, %v504 ], [ %v501, %v468 ]
  br i1 %v20, label %v541, label %v542

v541:                                       ; preds = %v505
  %v543 = extractelement <16 x float> %v540, i64 1
  %v544 = load float, ptr addrspace(3) %v176, align 4
  %v545 = load float, ptr addrspace(3) %v178, align 4
  %v546 = fmul contract float %v544, %v545
  %v547 = fadd contract float %v543, %v546
  %v548 = insertelement <16 x float> %v540, float %v547, i64 1
  br label %v542

v542:                                       ; preds = %v541, %v505
  %v549 = phi <16 x float> [ %v548, %v541 ], [ %v540, %v505 ]
  br i1 %v22, label %v550, label %v551

v550:                                       ; preds = %v542
  %v552 = extractelement <16 x float> %v549, i64 2
  %v553 = load float, ptr addrspace(3) %v176, align 4
  %v554 = load float, ptr addrspace(3) %v179, align 8
  %v555 = fmul contract float %v553, %v554
  %v556 = fadd contract float %v552, %v555
  %v557 = insertelement <16 x float> %v549, float %v556, i64 2
  br label %v551

v551:                                       ; preds = %v550, %v542
  %v558 = phi <16 x float> [ %v557, %v550 ], [ %v549, %v542 ]
  br i1 %v24, label %v559, label %v560

v559:                                       ; preds = %v551
  %v561 = extractelement <16 x float> %v558, i64 3
  %v562 = load float, ptr addrspace(3) %v176, align 4
  %v563 = load float, ptr addrspace(3) %v180, align 4
  %v564 = fmul contract float %v562, %v563
  %v565 = fadd contract float %v561, %v564
  %v566 = insertelement <16 x float> %v558, float %v565, i64 3
  br label %v560

v560:                                       ; preds = %v559, %v551
  %v567 = phi <16 x float> [ %v566, %v559 ], [ %v558, %v551 ]
  br i1 %v27, label %v568, label %v569

v568:                                       ; preds = %v560
  br i1 %v18, label %v570, label %v571

v569:                                       ; preds = %v572, %v573, %v560
  %v574 = phi <16 x float> [ %v575, %v572 ], [ %v576, %v573 ], [ %v567, %v560 ]
  br i1 %v29, label %v577, label %v578

v570:                                       ; preds = %v568
  %v579 = extractelement <16 x float> %v567, i64 4
  %v580 = load float, ptr addrspace(3) %v182, align 4
  %v581 = load float, ptr addrspace(3) %v177, align 16
  %v582 = fmul contract float %v580, %v581
  %v583 = fadd contract float %v579, %v582
  %v584 = insertelement <16 x float> %v567, float %v583, i64 4
  br label %v571

v571:                                       ; preds = %v570, %v568
  %v585 = phi <16 x float> [ %v584, %v570 ], [ %v567, %v568 ]
  br i1 %v20, label %v586, label %v587

v586:                                       ; preds = %v571
  %v588 = extractelement <16 x float> %v585, i64 5
  %v589 = load float, ptr addrspace(3) %v182, align 4
  %v590 = load float, ptr addrspace(3) %v178, align 4
  %v591 = fmul contract float %v589, %v590
  %v592 = fadd contract float %v588, %v591
  %v593 = insertelement <16 x float> %v585, float %v592, i64 5
  br label %v587

v587:                                       ; preds = %v586, %v571
  %v594 = phi <16 x float> [ %v593, %v586 ], [ %v585, %v571 ]
  br i1 %v22, label %v595, label %v572

v595:                                       ; preds = %v587
  %v596 = extractelement <16 x float> %v594, i64 6
  %v597 = load float, ptr addrspace(3) %v182, align 4
  %v598 = load float, ptr addrspace(3) %v179, align 8
  %v599 = fmul contract float %v597, %v598
  %v600 = fadd contract float %v596, %v599
  %v601 = insertelement <16 x float> %v594, float %v600, i64 6
  br label %v572

v572:                                       ; preds = %v595, %v587
  %v575 = phi <16 x float> [ %v601, %v595 ], [ %v594, %v587 ]
  br i1 %v24, label %v573, label %v569

v573:                                       ; preds = %v572
  %v602 = extractelement <16 x float> %v575, i64 7
  %v603 = load float, ptr addrspace(3) %v182, align 4
  %v604 = load float, ptr addrspace(3) %v180, align 4
  %v605 = fmul contract float %v603, %v604
  %v606 = fadd contract float %v602, %v605
  %v576 = insertelement <16 x float> %v575, float %v606, i64 7
  br label %v569

v577:                                       ; preds = %v569
  br i1 %v18, label %v607, label %v608

v578:                                       ; preds = %v609, %v610, %v569
  %v611 = phi <16 x float> [ %v612, %v609 ], [ %v613, %v610 ], [ %v574, %v569 ]
  br i1 %v31, label %v614, label %v615

v607:                                       ; preds = %v577
  %v616 = extractelement <16 x float> %v574, i64 8
  %v617 = load float, ptr addrspace(3) %v184, align 4
  %v618 = load float, ptr addrspace(3) %v177, align 16
  %v619 = fmul contract float %v617, %v618
  %v620 = fadd contract float %v616, %v619
  %v621 = insertelement <16 x float> %v574, float %v620, i64 8
  br label %v608

v608:                                       ; preds = %v607, %v577
  %v622 = phi <16 x float> [ %v621, %v607 ], [ %v574, %v577 ]
  br i1 %v20, label %v623, label %v624

v623:                                       ; preds = %v608
  %v625 = extractelement <16 x float> %v622, i64 9
  %v626 = load float, ptr addrspace(3) %v184, align 4
  %v627 = load float, ptr addrspace(3) %v178, align 4
  %v628 = fmul contract float %v626, %v627
  %v629 = fadd contract float %v625, %v628
  %v630 = insertelement <16 x float> %v622, float %v629, i64 9
  br label %v624

v624:                                       ; preds = %v623, %v608
  %v631 = phi <16 x float> [ %v630, %v623 ], [ %v622, %v608 ]
  br i1 %v22, label %v632, label %v609

v632:                                       ; preds = %v624
  %v633 = extractelement <16 x float> %v631, i64 10
  %v634 = load float, ptr addrspace(3) %v184, align 4
  %v635 = load float, ptr addrspace(3) %v179, align 8
  %v636 = fmul contract float %v634, %v635
  %v637 = fadd contract float %v633, %v636
  %v638 = insertelement <16 x float> %v631, float %v637, i64 10
  br label %v609

v609:                                       ; preds = %v632, %v624
  %v612 = phi <16 x float> [ %v638, %v632 ], [ %v631, %v624 ]
  br i1 %v24, label %v610, label %v578

v610:                                       ; preds = %v609
  %v639 = extractelement <16 x float> %v612, i64 11
  %v640 = load float, ptr addrspace(3) %v184, align 4
  %v641 = load float, ptr addrspace(3) %v180, align 4
  %v642 = fmul contract float %v640, %v641
  %v643 = fadd contract float %v639, %v642
  %v613 = insertelement <16 x float> %v612, float %v643, i64 11
  br label %v578

v614:                                       ; preds = %v578
  br i1 %v18, label %v644, label %v645

v615:                                       ; preds = %v646, %v647, %v578
  %v648 = phi <16 x float> [ %v649, %v646 ], [ %v650, %v647 ], [ %v611, %v578 ]
  br i1 %v18, label %v651, label %v652

v644:                                       ; preds = %v614
  %v653 = extractelement <16 x float> %v611, i64 12
  %v654 = load float, ptr addrspace(3) %v186, align 4
  %v655 = load float, ptr addrspace(3) %v177, align 16
  %v656 = fmul contract float %v654, %v655
  %v657 = fadd contract float %v653, %v656
  %v658 = insertelement <16 x float> %v611, float %v657, i64 12
  br label %v645

v645:                                       ; preds = %v644, %v614
  %v659 = phi <16 x float> [ %v658, %v644 ], [ %v611, %v614 ]
  br i1 %v20, label %v660, label %v661

v660:                                       ; preds = %v645
  %v662 = extractelement <16 x float> %v659, i64 13
  %v663 = load float, ptr addrspace(3) %v186, align 4
  %v664 = load float, ptr addrspace(3) %v178, align 4
  %v665 = fmul contract float %v663, %v664
  %v666 = fadd contract float %v662, %v665
  %v667 = insertelement <16 x float> %v659, float %v666, i64 13
  br label %v661

v661:                                       ; preds = %v660, %v645
  %v668 = phi <16 x float> [ %v667, %v660 ], [ %v659, %v645 ]
  br i1 %v22, label %v669, label %v646

v669:                                       ; preds = %v661
  %v670 = extractelement <16 x float> %v668, i64 14
  %v671 = load float, ptr addrspace(3) %v186, align 4
  %v672 = load float, ptr addrspace(3) %v179, align 8
  %v673 = fmul contract float %v671, %v672
  %v674 = fadd contract float %v670, %v673
  %v675 = insertelement <16 x float> %v668, float %v674, i64 14
  br label %v646

v646:                                       ; preds = %v669, %v661
  %v649 = phi <16 x float> [ %v675, %v669 ], [ %v668, %v661 ]
  br i1 %v24, label %v647, label %v615

v647:                                       ; preds = %v646
  %v676 = extractelement <16 x float> %v649, i64 15
  %v677 = load float, ptr addrspace(3) %v186, align 4
  %v678 = load float, ptr addrspace(3) %v180, align 4
  %v679 = fmul contract float %v677, %v678
  %v680 = fadd contract float %v676, %v679
  %v650 = insertelement <16 x float> %v649, float %v680, i64 15
  br label %v615

v651:                                       ; preds = %v615
  %v681 = extractelement <16 x float> %v648, i64 0
  %v682 = load float, ptr addrspace(3) %v188, align 8
  %v683 = load float, ptr addrspace(3) %v190, align 16
  %v684 = fmul contract float %v682, %v683
  %v685 = fadd contract float %v681, %v684
  %v686 = insertelement <16 x float> %v648, float %v685, i64 0
  br label %v652

v652:                                       ; preds = %v651, %v615
  %v687 = phi <16 x float> [ %v686, %v651 ], [ %v648, %v615 ]
  br i1 %v20, label %v688, label %v689

v688:                                       ; preds = %v652
  %v690 = extractelement <16 x float> %v687, i64 1
  %v691 = load float, ptr addrspace(3) %v188, align 8
  %v692 = load float, ptr addrspace(3) %v191, align 4
  %v693 = fmul contract float %v691, %v692
  %v694 = fadd contract float %v690, %v693
  %v695 = insertelement <16 x float> %v687, float %v694, i64 1
  br label %v689

v689:                                       ; preds = %v688, %v652
  %v696 = phi <16 x float> [ %v695, %v688 ], [ %v687, %v652 ]
  br i1 %v22, label %v697, label %v698

v697:                                       ; preds = %v689
  %v699 = extractelement <16 x float> %v696, i64 2
  %v700 = load float, ptr addrspace(3) %v188, align 8
  %v701 = load float, ptr addrspace(3) %v192, align 8
  %v702 = fmul contract float %v700, %v701
  %v703 = fadd contract float %v699, %v702
  %v704 = insertelement <16 x float> %v696, float %v703, i64 2
  br label %v698

v698:                                       ; preds = %v697, %v689
  %v705 = phi <16 x float> [ %v704, %v697 ], [ %v696, %v689 ]
  br i1 %v24, label %v706, label %v707

v706:                                       ; preds = %v698
  %v708 = extractelement <16 x float> %v705, i64 3
  %v709 = load float, ptr addrspace(3) %v188, align 8
  %v710 = load float, ptr addrspace(3) %v193, align 4
  %v711 = fmul contract float %v709, %v710
  %v712 = fadd contract float %v708, %v711
  %v713 = insertelement <16 x float> %v705, float %v712, i64 3
  br label %v707

v707:                                       ; preds = %v706, %v698
  %v714 = phi <16 x float> [ %v713, %v706 ], [ %v705, %v698 ]
  br i1 %v27, label %v715, label %v716

v715:                                       ; preds = %v707
  br i1 %v18, label %v717, label %v718

v716:                                       ; preds = %v719, %v720, %v707
  %v721 = phi <16 x float> [ %v722, %v719 ], [ %v723, %v720 ], [ %v714, %v707 ]
  br i1 %v29, label %v724, label %v725

v717:                                       ; preds = %v715
  %v726 = extractelement <16 x float> %v714, i64 4
  %v727 = load float, ptr addrspace(3) %v195, align 8
  %v728 = load float, ptr addrspace(3) %v190, align 16
  %v729 = fmul contract float %v727, %v728
  %v730 = fadd contract float %v726, %v729
  %v731 = insertelement <16 x float> %v714, float %v730, i64 4
  br label %v718

v718:                                       ; preds = %v717, %v715
  %v732 = phi <16 x float> [ %v731, %v717 ], [ %v714, %v715 ]
  br i1 %v20, label %v733, label %v734

v733:                                       ; preds = %v718
  %v735 = extractelement <16 x float> %v732, i64 5
  %v736 = load float, ptr addrspace(3) %v195, align 8
  %v737 = load float, ptr addrspace(3) %v191, align 4
  %v738 = fmul contract float %v736, %v737
  %v739 = fadd contract float %v735, %v738
  %v740 = insertelement <16 x float> %v732, float %v739, i64 5
  br label %v734

v734:                                       ; preds = %v733, %v718
  %v741 = phi <16 x float> [ %v740, %v733 ], [ %v732, %v718 ]
  br i1 %v22, label %v742, label %v719

v742:                                       ; preds = %v734
  %v743 = extractelement <16 x float> %v741, i64 6
  %v744 = load float, ptr addrspace(3) %v195, align 8
  %v745 = load float, ptr addrspace(3) %v192, align 8
  %v746 = fmul contract float %v744, %v745
  %v747 = fadd contract float %v743, %v746
  %v748 = insertelement <16 x float> %v741, float %v747, i64 6
  br label %v719

v719:                                       ; preds = %v742, %v734
  %v722 = phi <16 x float> [ %v748, %v742 ], [ %v741, %v734 ]
  br i1 %v24, label %v720, label %v716

v720:                                       ; preds = %v719
  %v749 = extractelement <16 x float> %v722, i64 7
  %v750 = load float, ptr addrspace(3) %v195, align 8
  %v751 = load float, ptr addrspace(3) %v193, align 4
  %v752 = fmul contract float %v750, %v751
  %v753 = fadd contract float %v749, %v752
  %v723 = insertelement <16 x float> %v722, float %v753, i64 7
  br label %v716

v724:                                       ; preds = %v716
  br i1 %v18, label %v754, label %v755

v725:                                       ; preds = %v756, %v757, %v716
  %v758 = phi <16 x float> [ %v759, %v756 ], [ %v760, %v757 ], [ %v721, %v716 ]
  br i1 %v31, label %v761, label %v762

v754:                                       ; preds = %v724
  %v763 = extractelement <16 x float> %v721, i64 8
  %v764 = load float, ptr addrspace(3) %v197, align 8
  %v765 = load float, ptr addrspace(3) %v190, align 16
  %v766 = fmul contract float %v764, %v765
  %v767 = fadd contract float %v763, %v766
  %v768 = insertelement <16 x float> %v721, float %v767, i64 8
  br label %v755

v755:                                       ; preds = %v754, %v724
  %v769 = phi <16 x float> [ %v768, %v754 ], [ %v721, %v724 ]
  br i1 %v20, label %v770, label %v771

v770:                                       ; preds = %v755
  %v772 = extractelement <16 x float> %v769, i64 9
  %v773 = load float, ptr addrspace(3) %v197, align 8
  %v774 = load float, ptr addrspace(3) %v191, align 4
  %v775 = fmul contract float %v773, %v774
  %v776 = fadd contract float %v772, %v775
  %v777 = insertelement <16 x float> %v769, float %v776, i64 9
  br label %v771

v771:                                       ; preds = %v770, %v755
  %v778 = phi <16 x float> [ %v777, %v770 ], [ %v769, %v755 ]
  br i1 %v22, label %v779, label %v756

v779:                                       ; preds = %v771
  %v780 = extractelement <16 x float> %v778, i64 10
  %v781 = load float, ptr addrspace(3) %v197, align 8
  %v782 = load float, ptr addrspace(3) %v192, align 8
  %v783 = fmul contract float %v781, %v782
  %v784 = fadd contract float %v780, %v783
  %v785 = insertelement <16 x float> %v778, float %v784, i64 10
  br label %v756

v756:                                       ; preds = %v779, %v771
  %v759 = phi <16 x float> [ %v785, %v779 ], [ %v778, %v771 ]
  br i1 %v24, label %v757, label %v725

v757:                                       ; preds = %v756
  %v786 = extractelement <16 x float> %v759, i64 11
  %v787 = load float, ptr addrspace(3) %v197, align 8
  %v788 = load float, ptr addrspace(3) %v193, align 4
  %v789 = fmul contract float %v787, %v788
  %v790 = fadd contract float %v786, %v789
  %v760 = insertelement <16 x float> %v759, float %v790, i64 11
  br label %v725

v761:                                       ; preds = %v725
  br i1 %v18, label %v791, label %v792

v762:                                       ; preds = %v793, %v794, %v725
  %v795 = phi <16 x float> [ %v796, %v793 ], [ %v797, %v794 ], [ %v758, %v725 ]
  br i1 %v18, label %v798, label %v799

v791:                                       ; preds = %v761
  %v800 = extractelement <16 x float> %v758, i64 12
  %v801 = load float, ptr addrspace(3) %v199, align 8
  %v802 = load float, ptr addrspace(3) %v190, align 16
  %v803 = fmul contract float %v801, %v802
  %v804 = fadd contract float %v800, %v803
  %v805 = insertelement <16 x float> %v758, float %v804, i64 12
  br label %v792

v792:                                       ; preds = %v791, %v761
  %v806 = phi <16 x float> [ %v805, %v791 ], [ %v758, %v761 ]
  br i1 %v20, label %v807, label %v808

v807:                                       ; preds = %v792
  %v809 = extractelement <16 x float> %v806, i64 13
  %v810 = load float, ptr addrspace(3) %v199, align 8
  %v811 = load float, ptr addrspace(3) %v191, align 4
  %v812 = fmul contract float %v810, %v811
  %v813 = fadd contract float %v809, %v812
  %v814 = insertelement <16 x float> %v806, float %v813, i64 13
  br label %v808

v808:                                       ; preds = %v807, %v792
  %v815 = phi <16 x float> [ %v814, %v807 ], [ %v806, %v792 ]
  br i1 %v22, label %v816, label %v793

v816:                                       ; preds = %v808
  %v817 = extractelement <16 x float> %v815, i64 14
  %v818 = load float, ptr addrspace(3) %v199, align 8
  %v819 = load float, ptr addrspace(3) %v192, align 8
  %v820 = fmul contract float %v818, %v819
  %v821 = fadd contract float %v817, %v820
  %v822 = insertelement <16 x float> %v815, float %v821, i64 14
  br label %v793

v793:                                       ; preds = %v816, %v808
  %v796 = phi <16 x float> [ %v822, %v816 ], [ %v815, %v808 ]
  br i1 %v24, label %v794, label %v762

v794:                                       ; preds = %v793
  %v823 = extractelement <16 x float> %v796, i64 15
  %v824 = load float, ptr addrspace(3) %v199, align 8
  %v825 = load float, ptr addrspace(3) %v193, align 4
  %v826 = fmul contract float %v824, %v825
  %v827 = fadd contract float %v823, %v826
  %v797 = insertelement <16 x float> %v796, float %v827, i64 15
  br label %v762

v798:                                       ; preds = %v762
  %v828 = extractelement <16 x float> %v795, i64 0
  %v829 = load float, ptr addrspace(3) %v201, align 4
  %v830 = load float, ptr addrspace(3) %v202, align 16
  %v831 = fmul contract float %v829, %v830
  %v832 = fadd contract float %v828, %v831
  %v833 = insertelement <16 x float> %v795, float %v832, i64 0
  br label %v799

v799:                                       ; preds = %v798, %v762
  %v834 = phi <16 x float> [ %v833, %v798 ], [ %v795, %v762 ]
  br i1 %v20, label %v835, label %v836

v835:                                       ; preds = %v799
  %v837 = extractelement <16 x float> %v834, i64 1
  %v838 = load float, ptr addrspace(3) %v201, align 4
  %v839 = load float, ptr addrspace(3) %v203, align 4
  %v840 = fmul contract float %v838, %v839
  %v841 = fadd contract float %v837, %v840
  %v842 = insertelement <16 x float> %v834, float %v841, i64 1
  br label %v836

v836:                                       ; preds = %v835, %v799
  %v843 = phi <16 x float> [ %v842, %v835 ], [ %v834, %v799 ]
  br i1 %v22, label %v844, label %v845

v844:                                       ; preds = %v836
  %v846 = extractelement <16 x float> %v843, i64 2
  %v847 = load float, ptr addrspace(3) %v201, align 4
  %v848 = load float, ptr addrspace(3) %v204, align 8
  %v849 = fmul contract float %v847, %v848
  %v850 = fadd contract float %v846, %v849
  %v851 = insertelement <16 x float> %v843, float %v850, i64 2
  br label %v845

v845:                                       ; preds = %v844, %v836
  %v852 = phi <16 x float> [ %v851, %v844 ], [ %v843, %v836 ]
  br i1 %v24, label %v853, label %v854

v853:                                       ; preds = %v845
  %v855 = extractelement <16 x float> %v852, i64 3
  %v856 = load float, ptr addrspace(3) %v201, align 4
  %v857 = load float, ptr addrspace(3) %v205, align 4
  %v858 = fmul contract float %v856, %v857
  %v859 = fadd contract float %v855, %v858
  %v860 = insertelement <16 x float> %v852, float %v859, i64 3
  br label %v854

v854:                                       ; preds = %v853, %v845
  %v861 = phi <16 x float> [ %v860, %v853 ], [ %v852, %v845 ]
  br i1 %v27, label %v862, label %v863

v862:                                       ; preds = %v854
  br i1 %v18, label %v864, label %v865

v863:                                       ; preds = %v866, %v867, %v854
  %v868 = phi <16 x float> [ %v869, %v866 ], [ %v870, %v867 ], [ %v861, %v854 ]
  br i1 %v29, label %v871, label %v872

v864:                                       ; preds = %v862
  %v873 = extractelement <16 x float> %v861, i64 4
  %v874 = load float, ptr addrspace(3) %v207, align 4
  %v875 = load float, ptr addrspace(3) %v202, align 16
  %v876 = fmul contract float %v874, %v875
  %v877 = fadd contract float %v873, %v876
  %v878 = insertelement <16 x float> %v861, float %v877, i64 4
  br label %v865

v865:                                       ; preds = %v864, %v862
  %v879 = phi <16 x float> [ %v878, %v864 ], [ %v861, %v862 ]
  br i1 %v20, label %v880, label %v881

v880:                                       ; preds = %v865
  %v882 = extractelement <16 x float> %v879, i64 5
  %v883 = load float, ptr addrspace(3) %v207, align 4
  %v884 = load float, ptr addrspace(3) %v203, align 4
  %v885 = fmul contract float %v883, %v884
  %v886 = fadd contract float %v882, %v885
  %v887 = insertelement <16 x float> %v879, float %v886, i64 5
  br label %v881

v881:                                       ; preds = %v880, %v865
  %v888 = phi <16 x float> [ %v887, %v880 ], [ %v879, %v865 ]
  br i1 %v22, label %v889, label %v866

v889:                                       ; preds = %v881
  %v890 = extractelement <16 x float> %v888, i64 6
  %v891 = load float, ptr addrspace(3) %v207, align 4
  %v892 = load float, ptr addrspace(3) %v204, align 8
  %v893 = fmul contract float %v891, %v892
  %v894 = fadd contract float %v890, %v893
  %v895 = insertelement <16 x float> %v888, float %v894, i64 6
  br label %v866

v866:                                       ; preds = %v889, %v881
  %v869 = phi <16 x float> [ %v895, %v889 ], [ %v888, %v881 ]
  br i1 %v24, label %v867, label %v863

v867:                                       ; preds = %v866
  %v896 = extractelement <16 x float> %v869, i64 7
  %v897 = load float, ptr addrspace(3) %v207, align 4
  %v898 = load float, ptr addrspace(3) %v205, align 4
  %v899 = fmul contract float %v897, %v898
  %v900 = fadd contract float %v896, %v899
  %v870 = insertelement <16 x float> %v869, float %v900, i64 7
  br label %v863

v871:                                       ; preds = %v863
  br i1 %v18, label %v901, label %v902

v872:                                       ; preds = %v903, %v904, %v863
  %v905 = phi <16 x float> [ %v906, %v903 ], [ %v907, %v904 ], [ %v868, %v863 ]
  br i1 %v31, label %v908, label %v909

v901:                                       ; preds = %v871
  %v910 = extractelement <16 x float> %v868, i64 8
  %v911 = load float, ptr addrspace(3) %v209, align 4
  %v912 = load float, ptr addrspace(3) %v202, align 16
  %v913 = fmul contract float %v911, %v912
  %v914 = fadd contract float %v910, %v913
  %v915 = insertelement <16 x float> %v868, float %v914, i64 8
  br label %v902

v902:                                       ; preds = %v901, %v871
  %v916 = phi <16 x float> [ %v915, %v901 ], [ %v868, %v871 ]
  br i1 %v20, label %v917, label %v918

v917:                                       ; preds = %v902
  %v919 = extractelement <16 x float> %v916, i64 9
  %v920 = load float, ptr addrspace(3) %v209, align 4
  %v921 = load float, ptr addrspace(3) %v203, align 4
  %v922 = fmul contract float %v920, %v921
  %v923 = fadd contract float %v919, %v922
  %v924 = insertelement <16 x float> %v916, float %v923, i64 9
  br label %v918

v918:                                       ; preds = %v917, %v902
  %v925 = phi <16 x float> [ %v924, %v917 ], [ %v916, %v902 ]
  br i1 %v22, label %v926, label %v903

v926:                                       ; preds = %v918
  %v927 = extractelement <16 x float> %v925, i64 10
  %v928 = load float, ptr addrspace(3) %v209, align 4
  %v929 = load float, ptr addrspace(3) %v204, align 8
  %v930 = fmul contract float %v928, %v929
  %v931 = fadd contract float %v927, %v930
  %v932 = insertelement <16 x float> %v925, float %v931, i64 10
  br label %v903

v903:                                       ; preds = %v926, %v918
  %v906 = phi <16 x float> [ %v932, %v926 ], [ %v925, %v918 ]
  br i1 %v24, label %v904, label %v872

v904:                                       ; preds = %v903
  %v933 = extractelement <16 x float> %v906, i64 11
  %v934 = load float, ptr addrspace(3) %v209, align 4
  %v935 = load float, ptr addrspace(3) %v205, align 4
  %v936 = fmul contract float %v934, %v935
  %v937 = fadd contract float %v933, %v936
  %v907 = insertelement <16 x float> %v906, float %v937, i64 11
  br label %v872

v908:                                       ; preds = %v872
  br i1 %v18, label %v938, label %v939

v909:                                       ; preds = %v940, %v941, %v872
  %v942 = phi <16 x float> [ %v943, %v940 ], [ %v944, %v941 ], [ %v905, %v872 ]
  br i1 %v18, label %v945, label %v946

v938:                                       ; preds = %v908
  %v947 = extractelement <16 x float> %v905, i64 12
  %v948 = load float, ptr addrspace(3) %v211, align 4
  %v949 = load float, ptr addrspace(3) %v202, align 16
  %v950 = fmul contract float %v948, %v949
  %v951 = fadd contract float %v947, %v950
  %v952 = insertelement <16 x float> %v905, float %v951, i64 12
  br label %v939

v939:                                       ; preds = %v938, %v908
  %v953 = phi <16 x float> [ %v952, %v938 ], [ %v905, %v908 ]
  br i1 %v20, label %v954, label %v955

v954:                                       ; preds = %v939
  %v956 = extractelement <16 x float> %v953, i64 13
  %v957 = load float, ptr addrspace(3) %v211, align 4
  %v958 = load float, ptr addrspace(3) %v203, align 4
  %v959 = fmul contract float %v957, %v958
  %v960 = fadd contract float %v956, %v959
  %v961 = insertelement <16 x float> %v953, float %v960, i64 13
  br label %v955

v955:                                       ; preds = %v954, %v939
  %v962 = phi <16 x float> [ %v961, %v954 ], [ %v953, %v939 ]
  br i1 %v22, label %v963, label %v940

v963:                                       ; preds = %v955
  %v964 = extractelement <16 x float> %v962, i64 14
  %v965 = load float, ptr addrspace(3) %v211, align 4
  %v966 = load float, ptr addrspace(3) %v204, align 8
  %v967 = fmul contract float %v965, %v966
  %v968 = fadd contract float %v964, %v967
  %v969 = insertelement <16 x float> %v962, float %v968, i64 14
  br label %v940

v940:                                       ; preds = %v963, %v955
  %v943 = phi <16 x float> [ %v969, %v963 ], [ %v962, %v955 ]
  br i1 %v24, label %v941, label %v909

v941:                                       ; preds = %v940
  %v970 = extractelement <16 x float> %v943, i64 15
  %v971 = load float, ptr addrspace(3) %v211, align 4
  %v972 = load float, ptr addrspace(3) %v205, align 4
  %v973 = fmul contract float %v971, %v972
  %v974 = fadd contract float %v970, %v973
  %v944 = insertelement <16 x float> %v943, float %v974, i64 15
  br label %v909

v945:                                       ; preds = %v909
  %v975 = extractelement <16 x float> %v942, i64 0
  %v976 = load float, ptr addrspace(3) %v213, align 16
  %v977 = load float, ptr addrspace(3) %v215, align 16
  %v978 = fmul contract float %v976, %v977
  %v979 = fadd contract float %v975, %v978
  %v980 = insertelement <16 x float> %v942, float %v979, i64 0
  br label %v946

v946:                                       ; preds = %v945, %v909
  %v981 = phi <16 x float> [ %v980, %v945 ], [ %v942, %v909 ]
  br i1 %v20, label %v982, label %v983

v982:                                       ; preds = %v946
  %v984 = extractelement <16 x float> %v981, i64 1
  %v985 = load float, ptr addrspace(3) %v213, align 16
  %v986 = load float, ptr addrspace(3) %v216, align 4
  %v987 = fmul contract float %v985, %v986
  %v988 = fadd contract float %v984, %v987
  %v989 = insertelement <16 x float> %v981, float %v988, i64 1
  br label %v983

v983:                                       ; preds = %v982, %v946
  %v990 = phi <16 x float> [ %v989, %v982 ], [ %v981, %v946 ]
  br i1 %v22, label %v991, label %v992

v991:                                       ; preds = %v983
  %v993 = extractelement <16 x float> %v990, i64 2
  %v994 = load float, ptr addrspace(3) %v213, align 16
  %v995 = load float, ptr addrspace(3) %v217, align 8
  %v996 = fmul contract float %v994, %v995
  %v997 = fadd contract float %v993, %v996
  %v998 = insertelement <16 x float> %v990, float %v997, i64 2
  br label %v992

v992:                                       ; preds = %v991, %v983
  %v999 = phi <16 x float> [ %v998, %v991 ], [ %v990, %v983 ]
  br i1 %v24, label %v1000, label %v1001

v1000:                                       ; preds = %v992
  %v1002 = extractelement <16 x float> %v999, i64 3
  %v1003 = load float, ptr addrspace(3) %v213, align 16
  %v1004 = load float, ptr addrspace(3) %v218, align 4
  %v1005 = fmul contract float %v1003, %v1004
  %v1006 = fadd contract float %v1002, %v1005
  %v1007 = insertelement <16 x float> %v999, float %v1006, i64 3
  br label %v1001

v1001:                                       ; preds = %v1000, %v992
  %v1008 = phi <16 x float> [ %v1007, %v1000 ], [ %v999, %v992 ]
  br i1 %v27, label %v1009, label %v1010

v1009:                                       ; preds = %v1001
  br i1 %v18, label %v1011, label %v1012

v1010:                                       ; preds = %v1013, %v1014, %v1001
  %v1015 = phi <16 x float> [ %v1016, %v1013 ], [ %v1017, %v1014 ], [ %v1008, %v1001 ]
  br i1 %v29, label %v1018, label %v1019

v1011:                                       ; preds = %v1009
  %v1020 = extractelement <16 x float> %v1008, i64 4
  %v1021 = load float, ptr addrspace(3) %v220, align 16
  %v1022 = load float, ptr addrspace(3) %v215, align 16
  %v1023 = fmul contract float %v1021, %v1022
  %v1024 = fadd contract float %v1020, %v1023
  %v1025 = insertelement <16 x float> %v1008, float %v1024, i64 4
  br label %v1012

v1012:                                       ; preds = %v1011, %v1009
  %v1026 = phi <16 x float> [ %v1025, %v1011 ], [ %v1008, %v1009 ]
  br i1 %v20, label %v1027, label %v1028

v1027:                                       ; preds = %v1012
  %v1029 = extractelement <16 x float> %v1026, i64 5
  %v1030 = load float, ptr addrspace(3) %v220, align 16
  %v1031 = load float, ptr addrspace(3) %v216, align 4
  %v1032 = fmul contract float %v1030, %v1031
  %v1033 = fadd contract float %v1029, %v1032
  %v1034 = insertelement <16 x float> %v1026, float %v1033, i64 5
  br label %v1028

v1028:                                       ; preds = %v1027, %v1012
  %v1035 = phi <16 x float> [ %v1034, %v1027 ], [ %v1026, %v1012 ]
  br i1 %v22, label %v1036, label %v1013

v1036:                                       ; preds = %v1028
  %v1037 = extractelement <16 x float> %v1035, i64 6
  %v1038 = load float, ptr addrspace(3) %v220, align 16
  %v1039 = load float, ptr addrspace(3) %v217, align 8
  %v1040 = fmul contract float %v1038, %v1039
  %v1041 = fadd contract float %v1037, %v1040
  %v1042 = insertelement <16 x float> %v1035, float %v1041, i64 6
  br label %v1013

v1013:                                       ; preds = %v1036, %v1028
  %v1016 = phi <16 x float> [ %v1042, %v1036 ], [ %v1035, %v1028 ]
  br i1 %v24, label %v1014, label %v1010

v1014:                                       ; preds = %v1013
  %v1043 = extractelement <16 x float> %v1016, i64 7
  %v1044 = load float, ptr addrspace(3) %v220, align 16
  %v1045 = load float, ptr addrspace(3) %v218, align 4
  %v1046 = fmul contract float %v1044, %v1045
  %v1047 = fadd contract float %v1043, %v1046
  %v1017 = insertelement <16 x float> %v1016, float %v1047, i64 7
  br label %v1010

v1018:                                       ; preds = %v1010
  br i1 %v18, label %v1048, label %v1049

v1019:                                       ; preds = %v1050, %v1051, %v1010
  %v1052 = phi <16 x float> [ %v1053, %v1050 ], [ %v1054, %v1051 ], [ %v1015, %v1010 ]
  br i1 %v31, label %v1055, label %v1056

v1048:                                       ; preds = %v1018
  %v1057 = extractelement <16 x float> %v1015, i64 8
  %v1058 = load float, ptr addrspace(3) %v222, align 16
  %v1059 = load float, ptr addrspace(3) %v215, align 16
  %v1060 = fmul contract float %v1058, %v1059
  %v1061 = fadd contract float %v1057, %v1060
  %v1062 = insertelement <16 x float> %v1015, float %v1061, i64 8
  br label %v1049

v1049:                                       ; preds = %v1048, %v1018
  %v1063 = phi <16 x float> [ %v1062, %v1048 ], [ %v1015, %v1018 ]
  br i1 %v20, label %v1064, label %v1065

v1064:                                       ; preds = %v1049
  %v1066 = extractelement <16 x float> %v1063, i64 9
  %v1067 = load float, ptr addrspace(3) %v222, align 16
  %v1068 = load float, ptr addrspace(3) %v216, align 4
  %v1069 = fmul contract float %v1067, %v1068
  %v1070 = fadd contract float %v1066, %v1069
  %v1071 = insertelement <16 x float> %v1063, float %v1070, i64 9
  br label %v1065

v1065:                                       ; preds = %v1064, %v1049
  %v1072 = phi <16 x float> [ %v1071, %v1064 ], [ %v1063, %v1049 ]
  br i1 %v22, label %v1073, label %v1050

v1073:                                       ; preds = %v1065
  %v1074 = extractelement <16 x float> %v1072, i64 10
  %v1075 = load float, ptr addrspace(3) %v222, align 16
  %v1076 = load float, ptr addrspace(3) %v217, align 8
  %v1077 = fmul contract float %v1075, %v1076
  %v1078 = fadd contract float %v1074, %v1077
  %v1079 = insertelement <16 x float> %v1072, float %v1078, i64 10
  br label %v1050

v1050:                                       ; preds = %v1073, %v1065
  %v1053 = phi <16 x float> [ %v1079, %v1073 ], [ %v1072, %v1065 ]
  br i1 %v24, label %v1051, label %v1019

v1051:                                       ; preds = %v1050
  %v1080 = extractelement <16 x float> %v1053, i64 11
  %v1081 = load float, ptr addrspace(3) %v222, align 16
  %v1082 = load float, ptr addrspace(3) %v218, align 4
  %v1083 = fmul contract float %v1081, %v1082
  %v1084 = fadd contract float %v1080, %v1083
  %v1054 = insertelement <16 x float> %v1053, float %v1084, i64 11
  br label %v1019

v1055:                                       ; preds = %v1019
  br i1 %v18, label %v1085, label %v1086

v1056:                                       ; preds = %v1087, %v1088, %v1019
  %v1089 = phi <16 x float> [ %v1090, %v1087 ], [ %v1091, %v1088 ], [ %v1052, %v1019 ]
  br i1 %v18, label %v1092, label %v1093

v1085:                                       ; preds = %v1055
  %v1094 = extractelement <16 x float> %v1052, i64 12
  %v1095 = load float, ptr addrspace(3) %v224, align 16
  %v1096 = load float, ptr addrspace(3) %v215, align 16
  %v1097 = fmul contract float %v1095, %v1096
  %v1098 = fadd contract float %v1094, %v1097
  %v1099 = insertelement <16 x float> %v1052, float %v1098, i64 12
  br label %v1086

v1086:                                       ; preds = %v1085, %v1055
  %v1100 = phi <16 x float> [ %v1099, %v1085 ], [ %v1052, %v1055 ]
  br i1 %v20, label %v1101, label %v1102

v1101:                                       ; preds = %v1086
  %v1103 = extractelement <16 x float> %v1100, i64 13
  %v1104 = load float, ptr addrspace(3) %v224, align 16
  %v1105 = load float, ptr addrspace(3) %v216, align 4
  %v1106 = fmul contract float %v1104, %v1105
  %v1107 = fadd contract float %v1103, %v1106
  %v1108 = insertelement <16 x float> %v1100, float %v1107, i64 13
  br label %v1102

v1102:                                       ; preds = %v1101, %v1086
  %v1109 = phi <16 x float> [ %v1108, %v1101 ], [ %v1100, %v1086 ]
  br i1 %v22, label %v1110, label %v1087

v1110:                                       ; preds = %v1102
  %v1111 = extractelement <16 x float> %v1109, i64 14
  %v1112 = load float, ptr addrspace(3) %v224, align 16
  %v1113 = load float, ptr addrspace(3) %v217, align 8
  %v1114 = fmul contract float %v1112, %v1113
  %v1115 = fadd contract float %v1111, %v1114
  %v1116 = insertelement <16 x float> %v1109, float %v1115, i64 14
  br label %v1087

v1087:                                       ; preds = %v1110, %v1102
  %v1090 = phi <16 x float> [ %v1116, %v1110 ], [ %v1109, %v1102 ]
  br i1 %v24, label %v1088, label %v1056

v1088:                                       ; preds = %v1087
  %v1117 = extractelement <16 x float> %v1090, i64 15
  %v1118 = load float, ptr addrspace(3) %v224, align 16
  %v1119 = load float, ptr addrspace(3) %v218, align 4
  %v1120 = fmul contract float %v1118, %v1119
  %v1121 = fadd contract float %v1117, %v1120
  %v1091 = insertelement <16 x float> %v1090, float %v1121, i64 15
  br label %v1056

v1092:                                       ; preds = %v1056
  %v1122 = extractelement <16 x float> %v1089, i64 0
  %v1123 = load float, ptr addrspace(3) %v226, align 4
  %v1124 = load float, ptr addrspace(3) %v227, align 16
  %v1125 = fmul contract float %v1123, %v1124
  %v1126 = fadd contract float %v1122, %v1125
  %v1127 = insertelement <16 x float> %v1089, float %v1126, i64 0
  br label %v1093

v1093:                                       ; preds = %v1092, %v1056
  %v1128 = phi <16 x float> [ %v1127, %v1092 ], [ %v1089, %v1056 ]
  br i1 %v20, label %v1129, label %v1130

v1129:                                       ; preds = %v1093
  %v1131 = extractelement <16 x float> %v1128, i64 1
  %v1132 = load float, ptr addrspace(3) %v226, align 4
  %v1133 = load float, ptr addrspace(3) %v228, align 4
  %v1134 = fmul contract float %v1132, %v1133
  %v1135 = fadd contract float %v1131, %v1134
  %v1136 = insertelement <16 x float> %v1128, float %v1135, i64 1
  br label %v1130

v1130:                                       ; preds = %v1129, %v1093
  %v1137 = phi <16 x float> [ %v1136, %v1129 ], [ %v1128, %v1093 ]
  br i1 %v22, label %v1138, label %v1139

v1138:                                       ; preds = %v1130
  %v1140 = extractelement <16 x float> %v1137, i64 2
  %v1141 = load float, ptr addrspace(3) %v226, align 4
  %v1142 = load float, ptr addrspace(3) %v229, align 8
  %v1143 = fmul contract float %v1141, %v1142
  %v1144 = fadd contract float %v1140, %v1143
  %v1145 = insertelement <16 x float> %v1137, float %v1144, i64 2
  br label %v1139

v1139:                                       ; preds = %v1138, %v1130
  %v1146 = phi <16 x float> [ %v1145, %v1138 ], [ %v1137, %v1130 ]
  br i1 %v24, label %v1147, label %v1148

v1147:                                       ; preds = %v1139
  %v1149 = extractelement <16 x float> %v1146, i64 3
  %v1150 = load float, ptr addrspace(3) %v226, align 4
  %v1151 = load float, ptr addrspace(3) %v230, align 4
  %v1152 = fmul contract float %v1150, %v1151
  %v1153 = fadd contract float %v1149, %v1152
  %v1154 = insertelement <16 x float> %v1146, float %v1153, i64 3
  br label %v1148

v1148:                                       ; preds = %v1147, %v1139
  %v1155 = phi <16 x float> [ %v1154, %v1147 ], [ %v1146, %v1139 ]
  br i1 %v27, label %v1156, label %v1157

v1156:                                       ; preds = %v1148
  br i1 %v18, label %v1158, label %v1159

v1157:                                       ; preds = %v1160, %v1161, %v1148
  %v1162 = phi <16 x float> [ %v1163, %v1160 ], [ %v1164, %v1161 ], [ %v1155, %v1148 ]
  br i1 %v29, label %v1165, label %v1166

v1158:                                       ; preds = %v1156
  %v1167 = extractelement <16 x float> %v1155, i64 4
  %v1168 = load float, ptr addrspace(3) %v232, align 4
  %v1169 = load float, ptr addrspace(3) %v227, align 16
  %v1170 = fmul contract float %v1168, %v1169
  %v1171 = fadd contract float %v1167, %v1170
  %v1172 = insertelement <16 x float> %v1155, float %v1171, i64 4
  br label %v1159

v1159:                                       ; preds = %v1158, %v1156
  %v1173 = phi <16 x float> [ %v1172, %v1158 ], [ %v1155, %v1156 ]
  br i1 %v20, label %v1174, label %v1175

v1174:                                       ; preds = %v1159
  %v1176 = extractelement <16 x float> %v1173, i64 5
  %v1177 = load float, ptr addrspace(3) %v232, align 4
  %v1178 = load float, ptr addrspace(3) %v228, align 4
  %v1179 = fmul contract float %v1177, %v1178
  %v1180 = fadd contract float %v1176, %v1179
  %v1181 = insertelement <16 x float> %v1173, float %v1180, i64 5
  br label %v1175

v1175:                                       ; preds = %v1174, %v1159
  %v1182 = phi <16 x float> [ %v1181, %v1174 ], [ %v1173, %v1159 ]
  br i1 %v22, label %v1183, label %v1160

v1183:                                       ; preds = %v1175
  %v1184 = extractelement <16 x float> %v1182, i64 6
  %v1185 = load float, ptr addrspace(3) %v232, align 4
  %v1186 = load float, ptr addrspace(3) %v229, align 8
  %v1187 = fmul contract float %v1185, %v1186
  %v1188 = fadd contract float %v1184, %v1187
  %v1189 = insertelement <16 x float> %v1182, float %v1188, i64 6
  br label %v1160

v1160:                                       ; preds = %v1183, %v1175
  %v1163 = phi <16 x float> [ %v1189, %v1183 ], [ %v1182, %v1175 ]
  br i1 %v24, label %v1161, label %v1157

v1161:                                       ; preds = %v1160
  %v1190 = extractelement <16 x float> %v1163, i64 7
  %v1191 = load float, ptr addrspace(3) %v232, align 4
  %v1192 = load float, ptr addrspace(3) %v230, align 4
  %v1193 = fmul contract float %v1191, %v1192
  %v1194 = fadd contract float %v1190, %v1193
  %v1164 = insertelement <16 x float> %v1163, float %v1194, i64 7
  br label %v1157

v1165:                                       ; preds = %v1157
  br i1 %v18, label %v1195, label %v1196

v1166:                                       ; preds = %v1197, %v1198, %v1157
  %v1199 = phi <16 x float> [ %v1200, %v1197 ], [ %v1201, %v1198 ], [ %v1162, %v1157 ]
  br i1 %v31, label %v1202, label %v1203

v1195:                                       ; preds = %v1165
  %v1204 = extractelement <16 x float> %v1162, i64 8
  %v1205 = load float, ptr addrspace(3) %v234, align 4
  %v1206 = load float, ptr addrspace(3) %v227, align 16
  %v1207 = fmul contract float %v1205, %v1206
  %v1208 = fadd contract float %v1204, %v1207
  %v1209 = insertelement <16 x float> %v1162, float %v1208, i64 8
  br label %v1196

v1196:                                       ; preds = %v1195, %v1165
  %v1210 = phi <16 x float> [ %v1209, %v1195 ], [ %v1162, %v1165 ]
  br i1 %v20, label %v1211, label %v1212

v1211:                                       ; preds = %v1196
  %v1213 = extractelement <16 x float> %v1210, i64 9
  %v1214 = load float, ptr addrspace(3) %v234, align 4
  %v1215 = load float, ptr addrspace(3) %v228, align 4
  %v1216 = fmul contract float %v1214, %v1215
  %v1217 = fadd contract float %v1213, %v1216
  %v1218 = insertelement <16 x float> %v1210, float %v1217, i64 9
  br label %v1212

v1212:                                       ; preds = %v1211, %v1196
  %v1219 = phi <16 x float> [ %v1218, %v1211 ], [ %v1210, %v1196 ]
  br i1 %v22, label %v1220, label %v1197

v1220:                                       ; preds = %v1212
  %v1221 = extractelement <16 x float> %v1219, i64 10
  %v1222 = load float, ptr addrspace(3) %v234, align 4
  %v1223 = load float, ptr addrspace(3) %v229, align 8
  %v1224 = fmul contract float %v1222, %v1223
  %v1225 = fadd contract float %v1221, %v1224
  %v1226 = insertelement <16 x float> %v1219, float %v1225, i64 10
  br label %v1197

v1197:                                       ; preds = %v1220, %v1212
  %v1200 = phi <16 x float> [ %v1226, %v1220 ], [ %v1219, %v1212 ]
  br i1 %v24, label %v1198, label %v1166

v1198:                                       ; preds = %v1197
  %v1227 = extractelement <16 x float> %v1200, i64 11
  %v1228 = load float, ptr addrspace(3) %v234, align 4
  %v1229 = load float, ptr addrspace(3) %v230, align 4
  %v1230 = fmul contract float %v1228, %v1229
  %v1231 = fadd contract float %v1227, %v1230
  %v1201 = insertelement <16 x float> %v1200, float %v1231, i64 11
  br label %v1166

v1202:                                       ; preds = %v1166
  br i1 %v18, label %v1232, label %v1233

v1203:                                       ; preds = %v1234, %v1235, %v1166
  %v1236 = phi <16 x float> [ %v1237, %v1234 ], [ %v1238, %v1235 ], [ %v1199, %v1166 ]
  br i1 %v18, label %v1239, label %v1240

v1232:                                       ; preds = %v1202
  %v1241 = extractelement <16 x float> %v1199, i64 12
  %v1242 = load float, ptr addrspace(3) %v236, align 4
  %v1243 = load float, ptr addrspace(3) %v227, align 16
  %v1244 = fmul contract float %v1242, %v1243
  %v1245 = fadd contract float %v1241, %v1244
  %v1246 = insertelement <16 x float> %v1199, float %v1245, i64 12
  br label %v1233

v1233:                                       ; preds = %v1232, %v1202
  %v1247 = phi <16 x float> [ %v1246, %v1232 ], [ %v1199, %v1202 ]
  br i1 %v20, label %v1248, label %v1249

v1248:                                       ; preds = %v1233
  %v1250 = extractelement <16 x float> %v1247, i64 13
  %v1251 = load float, ptr addrspace(3) %v236, align 4
  %v1252 = load float, ptr addrspace(3) %v228, align 4
  %v1253 = fmul contract float %v1251, %v1252
  %v1254 = fadd contract float %v1250, %v1253
  %v1255 = insertelement <16 x float> %v1247, float %v1254, i64 13
  br label %v1249

v1249:                                       ; preds = %v1248, %v1233
  %v1256 = phi <16 x float> [ %v1255, %v1248 ], [ %v1247, %v1233 ]
  br i1 %v22, label %v1257, label %v1234

v1257:                                       ; preds = %v1249
  %v1258 = extractelement <16 x float> %v1256, i64 14
  %v1259 = load float, ptr addrspace(3) %v236, align 4
  %v1260 = load float, ptr addrspace(3) %v229, align 8
  %v1261 = fmul contract float %v1259, %v1260
  %v1262 = fadd contract float %v1258, %v1261
  %v1263 = insertelement <16 x float> %v1256, float %v1262, i64 14
  br label %v1234

v1234:                                       ; preds = %v1257, %v1249
  %v1237 = phi <16 x float> [ %v1263, %v1257 ], [ %v1256, %v1249 ]
  br i1 %v24, label %v1235, label %v1203

v1235:                                       ; preds = %v1234
  %v1264 = extractelement <16 x float> %v1237, i64 15
  %v1265 = load float, ptr addrspace(3) %v236, align 4
  %v1266 = load float, ptr addrspace(3) %v230, align 4
  %v1267 = fmul contract float %v1265, %v1266
  %v1268 = fadd contract float %v1264, %v1267
  %v1238 = insertelement <16 x float> %v1237, float %v1268, i64 15
  br label %v1203

v1239:                                       ; preds = %v1203
  %v1269 = extractelement <16 x float> %v1236, i64 0
  %v1270 = load float, ptr addrspace(3) %v238, align 8
  %v1271 = load float, ptr addrspace(3) %v240, align 16
  %v1272 = fmul contract float %v1270, %v1271
  %v1273 = fadd contract float %v1269, %v1272
  %v1274 = insertelement <16 x float> %v1236, float %v1273, i64 0
  br label %v1240

v1240:                                       ; preds = %v1239, %v1203
  %v1275 = phi <16 x float> [ %v1274, %v1239 ], [ %v1236, %v1203 ]
  br i1 %v20, label %v1276, label %v1277

v1276:                                       ; preds = %v1240
  %v1278 = extractelement <16 x float> %v1275, i64 1
  %v1279 = load float, ptr addrspace(3) %v238, align 8
  %v1280 = load float, ptr addrspace(3) %v241, align 4
  %v1281 = fmul contract float %v1279, %v1280
  %v1282 = fadd contract float %v1278, %v1281
  %v1283 = insertelement <16 x float> %v1275, float %v1282, i64 1
  br label %v1277

v1277:                                       ; preds = %v1276, %v1240
  %v1284 = phi <16 x float> [ %v1283, %v1276 ], [ %v1275, %v1240 ]
  br i1 %v22, label %v1285, label %v1286

v1285:                                       ; preds = %v1277
  %v1287 = extractelement <16 x float> %v1284, i64 2
  %v1288 = load float, ptr addrspace(3) %v238, align 8
  %v1289 = load float, ptr addrspace(3) %v242, align 8
  %v1290 = fmul contract float %v1288, %v1289
  %v1291 = fadd contract float %v1287, %v1290
  %v1292 = insertelement <16 x float> %v1284, float %v1291, i64 2
  br label %v1286

v1286:                                       ; preds = %v1285, %v1277
  %v1293 = phi <16 x float> [ %v1292, %v1285 ], [ %v1284, %v1277 ]
  br i1 %v24, label %v1294, label %v1295

v1294:                                       ; preds = %v1286
  %v1296 = extractelement <16 x float> %v1293, i64 3
  %v1297 = load float, ptr addrspace(3) %v238, align 8
  %v1298 = load float, ptr addrspace(3) %v243, align 4
  %v1299 = fmul contract float %v1297, %v1298
  %v1300 = fadd contract float %v1296, %v1299
  %v1301 = insertelement <16 x float> %v1293, float %v1300, i64 3
  br label %v1295

v1295:                                       ; preds = %v1294, %v1286
  %v1302 = phi <16 x float> [ %v1301, %v1294 ], [ %v1293, %v1286 ]
  br i1 %v27, label %v1303, label %v1304

v1303:                                       ; preds = %v1295
  br i1 %v18, label %v1305, label %v1306

v1304:                                       ; preds = %v1307, %v1308, %v1295
  %v1309 = phi <16 x float> [ %v1310, %v1307 ], [ %v1311, %v1308 ], [ %v1302, %v1295 ]
  br i1 %v29, label %v1312, label %v1313

v1305:                                       ; preds = %v1303
  %v1314 = extractelement <16 x float> %v1302, i64 4
  %v1315 = load float, ptr addrspace(3) %v245, align 8
  %v1316 = load float, ptr addrspace(3) %v240, align 16
  %v1317 = fmul contract float %v1315, %v1316
  %v1318 = fadd contract float %v1314, %v1317
  %v1319 = insertelement <16 x float> %v1302, float %v1318, i64 4
  br label %v1306

v1306:                                       ; preds = %v1305, %v1303
  %v1320 = phi <16 x float> [ %v1319, %v1305 ], [ %v1302, %v1303 ]
  br i1 %v20, label %v1321, label %v1322

v1321:                                       ; preds = %v1306
  %v1323 = extractelement <16 x float> %v1320, i64 5
  %v1324 = load float, ptr addrspace(3) %v245, align 8
  %v1325 = load float, ptr addrspace(3) %v241, align 4
  %v1326 = fmul contract float %v1324, %v1325
  %v1327 = fadd contract float %v1323, %v1326
  %v1328 = insertelement <16 x float> %v1320, float %v1327, i64 5
  br label %v1322

v1322:                                       ; preds = %v1321, %v1306
  %v1329 = phi <16 x float> [ %v1328, %v1321 ], [ %v1320, %v1306 ]
  br i1 %v22, label %v1330, label %v1307

v1330:                                       ; preds = %v1322
  %v1331 = extractelement <16 x float> %v1329, i64 6
  %v1332 = load float, ptr addrspace(3) %v245, align 8
  %v1333 = load float, ptr addrspace(3) %v242, align 8
  %v1334 = fmul contract float %v1332, %v1333
  %v1335 = fadd contract float %v1331, %v1334
  %v1336 = insertelement <16 x float> %v1329, float %v1335, i64 6
  br label %v1307

v1307:                                       ; preds = %v1330, %v1322
  %v1310 = phi <16 x float> [ %v1336, %v1330 ], [ %v1329, %v1322 ]
  br i1 %v24, label %v1308, label %v1304

v1308:                                       ; preds = %v1307
  %v1337 = extractelement <16 x float> %v1310, i64 7
  %v1338 = load float, ptr addrspace(3) %v245, align 8
  %v1339 = load float, ptr addrspace(3) %v243, align 4
  %v1340 = fmul contract float %v1338, %v1339
  %v1341 = fadd contract float %v1337, %v1340
  %v1311 = insertelement <16 x float> %v1310, float %v1341, i64 7
  br label %v1304

v1312:                                       ; preds = %v1304
  br i1 %v18, label %v1342, label %v1343

v1313:                                       ; preds = %v1344, %v1345, %v1304
  %v1346 = phi <16 x float> [ %v1347, %v1344 ], [ %v1348, %v1345 ], [ %v1309, %v1304 ]
  br i1 %v31, label %v1349, label %v1350

v1342:                                       ; preds = %v1312
  %v1351 = extractelement <16 x float> %v1309, i64 8
  %v1352 = load float, ptr addrspace(3) %v247, align 8
  %v1353 = load float, ptr addrspace(3) %v240, align 16
  %v1354 = fmul contract float %v1352, %v1353
  %v1355 = fadd contract float %v1351, %v1354
  %v1356 = insertelement <16 x float> %v1309, float %v1355, i64 8
  br label %v1343

v1343:                                       ; preds = %v1342, %v1312
  %v1357 = phi <16 x float> [ %v1356, %v1342 ], [ %v1309, %v1312 ]
  br i1 %v20, label %v1358, label %v1359

v1358:                                       ; preds = %v1343
  %v1360 = extractelement <16 x float> %v1357, i64 9
  %v1361 = load float, ptr addrspace(3) %v247, align 8
  %v1362 = load float, ptr addrspace(3) %v241, align 4
  %v1363 = fmul contract float %v1361, %v1362
  %v1364 = fadd contract float %v1360, %v1363
  %v1365 = insertelement <16 x float> %v1357, float %v1364, i64 9
  br label %v1359

v1359:                                       ; preds = %v1358, %v1343
  %v1366 = phi <16 x float> [ %v1365, %v1358 ], [ %v1357, %v1343 ]
  br i1 %v22, label %v1367, label %v1344

v1367:                                       ; preds = %v1359
  %v1368 = extractelement <16 x float> %v1366, i64 10
  %v1369 = load float, ptr addrspace(3) %v247, align 8
  %v1370 = load float, ptr addrspace(3) %v242, align 8
  %v1371 = fmul contract float %v1369, %v1370
  %v1372 = fadd contract float %v1368, %v1371
  %v1373 = insertelement <16 x float> %v1366, float %v1372, i64 10
  br label %v1344

v1344:                                       ; preds = %v1367, %v1359
  %v1347 = phi <16 x float> [ %v1373, %v1367 ], [ %v1366, %v1359 ]
  br i1 %v24, label %v1345, label %v1313

v1345:                                       ; preds = %v1344
  %v1374 = extractelement <16 x float> %v1347, i64 11
  %v1375 = load float, ptr addrspace(3) %v247, align 8
  %v1376 = load float, ptr addrspace(3) %v243, align 4
  %v1377 = fmul contract float %v1375, %v1376
  %v1378 = fadd contract float %v1374, %v1377
  %v1348 = insertelement <16 x float> %v1347, float %v1378, i64 11
  br label %v1313

v1349:                                       ; preds = %v1313
  br i1 %v18, label %v1379, label %v1380

v1350:                                       ; preds = %v1381, %v1382, %v1313
  %v1383 = phi <16 x float> [ %v1384, %v1381 ], [ %v1385, %v1382 ], [ %v1346, %v1313 ]
  br i1 %v18, label %v1386, label %v1387

v1379:                                       ; preds = %v1349
  %v1388 = extractelement <16 x float> %v1346, i64 12
  %v1389 = load float, ptr addrspace(3) %v249, align 8
  %v1390 = load float, ptr addrspace(3) %v240, align 16
  %v1391 = fmul contract float %v1389, %v1390
  %v1392 = fadd contract float %v1388, %v1391
  %v1393 = insertelement <16 x float> %v1346, float %v1392, i64 12
  br label %v1380

v1380:                                       ; preds = %v1379, %v1349
  %v1394 = phi <16 x float> [ %v1393, %v1379 ], [ %v1346, %v1349 ]
  br i1 %v20, label %v1395, label %v1396

v1395:                                       ; preds = %v1380
  %v1397 = extractelement <16 x float> %v1394, i64 13
  %v1398 = load float, ptr addrspace(3) %v249, align 8
  %v1399 = load float, ptr addrspace(3) %v241, align 4
  %v1400 = fmul contract float %v1398, %v1399
  %v1401 = fadd contract float %v1397, %v1400
  %v1402 = insertelement <16 x float> %v1394, float %v1401, i64 13
  br label %v1396

v1396:                                       ; preds = %v1395, %v1380
  %v1403 = phi <16 x float> [ %v1402, %v1395 ], [ %v1394, %v1380 ]
  br i1 %v22, label %v1404, label %v1381

v1404:                                       ; preds = %v1396
  %v1405 = extractelement <16 x float> %v1403, i64 14
  %v1406 = load float, ptr addrspace(3) %v249, align 8
  %v1407 = load float, ptr addrspace(3) %v242, align 8
  %v1408 = fmul contract float %v1406, %v1407
  %v1409 = fadd contract float %v1405, %v1408
  %v1410 = insertelement <16 x float> %v1403, float %v1409, i64 14
  br label %v1381

v1381:                                       ; preds = %v1404, %v1396
  %v1384 = phi <16 x float> [ %v1410, %v1404 ], [ %v1403, %v1396 ]
  br i1 %v24, label %v1382, label %v1350

v1382:                                       ; preds = %v1381
  %v1411 = extractelement <16 x float> %v1384, i64 15
  %v1412 = load float, ptr addrspace(3) %v249, align 8
  %v1413 = load float, ptr addrspace(3) %v243, align 4
  %v1414 = fmul contract float %v1412, %v1413
  %v1415 = fadd contract float %v1411, %v1414
  %v1385 = insertelement <16 x float> %v1384, float %v1415, i64 15
  br label %v1350

v1386:                                       ; preds = %v1350
  %v1416 = extractelement <16 x float> %v1383, i64 0
  %v1417 = load float, ptr addrspace(3) %v251, align 4
  %v1418 = load float, ptr addrspace(3) %v252, align 16
  %v1419 = fmul contract float %v1417, %v1418
  %v1420 = fadd contract float %v1416, %v1419
  %v1421 = insertelement <16 x float> %v1383, float %v1420, i64 0
  br label %v1387

v1387:                                       ; preds = %v1386, %v1350
  %v1422 = phi <16 x float> [ %v1421, %v1386 ], [ %v1383, %v1350 ]
  br i1 %v20, label %v1423, label %v1424

v1423:                                       ; preds = %v1387
  %v1425 = extractelement <16 x float> %v1422, i64 1
  %v1426 = load float, ptr addrspace(3) %v251, align 4
  %v1427 = load float, ptr addrspace(3) %v253, align 4
  %v1428 = fmul contract float %v1426, %v1427
  %v1429 = fadd contract float %v1425, %v1428
  %v1430 = insertelement <16 x float> %v1422, float %v1429, i64 1
  br label %v1424

v1424:                                       ; preds = %v1423, %v1387
  %v1431 = phi <16 x float> [ %v1430, %v1423 ], [ %v1422, %v1387 ]
  br i1 %v22, label %v1432, label %v1433

v1432:                                       ; preds = %v1424
  %v1434 = extractelement <16 x float> %v1431, i64 2
  %v1435 = load float, ptr addrspace(3) %v251, align 4
  %v1436 = load float, ptr addrspace(3) %v254, align 8
  %v1437 = fmul contract float %v1435, %v1436
  %v1438 = fadd contract float %v1434, %v1437
  %v1439 = insertelement <16 x float> %v1431, float %v1438, i64 2
  br label %v1433

v1433:                                       ; preds = %v1432, %v1424
  %v1440 = phi <16 x float> [ %v1439, %v1432 ], [ %v1431, %v1424 ]
  br i1 %v24, label %v1441, label %v1442

v1441:                                       ; preds = %v1433
  %v1443 = extractelement <16 x float> %v1440, i64 3
  %v1444 = load float, ptr addrspace(3) %v251, align 4
  %v1445 = load float, ptr addrspace(3) %v255, align 4
  %v1446 = fmul contract float %v1444, %v1445
  %v1447 = fadd contract float %v1443, %v1446
  %v1448 = insertelement <16 x float> %v1440, float %v1447, i64 3
  br label %v1442

v1442:                                       ; preds = %v1441, %v1433
  %v1449 = phi <16 x float> [ %v1448, %v1441 ], [ %v1440, %v1433 ]
  br i1 %v27, label %v1450, label %v1451

v1450:                                       ; preds = %v1442
  br i1 %v18, label %v1452, label %v1453

v1451:                                       ; preds = %v1454, %v1455, %v1442
  %v1456 = phi <16 x float> [ %v1457, %v1454 ], [ %v1458, %v1455 ], [ %v1449, %v1442 ]
  br i1 %v29, label %v1459, label %v1460

v1452:                                       ; preds = %v1450
  %v1461 = extractelement <16 x float> %v1449, i64 4
  %v1462 = load float, ptr addrspace(3) %v257, align 4
  %v1463 = load float, ptr addrspace(3) %v252, align 16
  %v1464 = fmul contract float %v1462, %v1463
  %v1465 = fadd contract float %v1461, %v1464
  %v1466 = insertelement <16 x float> %v1449, float %v1465, i64 4
  br label %v1453

v1453:                                       ; preds = %v1452, %v1450
  %v1467 = phi <16 x float> [ %v1466, %v1452 ], [ %v1449, %v1450 ]
  br i1 %v20, label %v1468, label %v1469

v1468:                                       ; preds = %v1453
  %v1470 = extractelement <16 x float> %v1467, i64 5
  %v1471 = load float, ptr addrspace(3) %v257, align 4
  %v1472 = load float, ptr addrspace(3) %v253, align 4
  %v1473 = fmul contract float %v1471, %v1472
  %v1474 = fadd contract float %v1470, %v1473
  %v1475 = insertelement <16 x float> %v1467, float %v1474, i64 5
  br label %v1469

v1469:                                       ; preds = %v1468, %v1453
  %v1476 = phi <16 x float> [ %v1475, %v1468 ], [ %v1467, %v1453 ]
  br i1 %v22, label %v1477, label %v1454

v1477:                                       ; preds = %v1469
  %v1478 = extractelement <16 x float> %v1476, i64 6
  %v1479 = load float, ptr addrspace(3) %v257, align 4
  %v1480 = load float, ptr addrspace(3) %v254, align 8
  %v1481 = fmul contract float %v1479, %v1480
  %v1482 = fadd contract float %v1478, %v1481
  %v1483 = insertelement <16 x float> %v1476, float %v1482, i64 6
  br label %v1454

v1454:                                       ; preds = %v1477, %v1469
  %v1457 = phi <16 x float> [ %v1483, %v1477 ], [ %v1476, %v1469 ]
  br i1 %v24, label %v1455, label %v1451

v1455:                                       ; preds = %v1454
  %v1484 = extractelement <16 x float> %v1457, i64 7
  %v1485 = load float, ptr addrspace(3) %v257, align 4
  %v1486 = load float, ptr addrspace(3) %v255, align 4
  %v1487 = fmul contract float %v1485, %v1486
  %v1488 = fadd contract float %v1484, %v1487
  %v1458 = insertelement <16 x float> %v1457, float %v1488, i64 7
  br label %v1451

v1459:                                       ; preds = %v1451
  br i1 %v18, label %v1489, label %v1490

v1460:                                       ; preds = %v1491, %v1492, %v1451
  %v1493 = phi <16 x float> [ %v1494, %v1491 ], [ %v1495, %v1492 ], [ %v1456, %v1451 ]
  br i1 %v31, label %v1496, label %v1497

v1489:                                       ; preds = %v1459
  %v1498 = extractelement <16 x float> %v1456, i64 8
  %v1499 = load float, ptr addrspace(3) %v259, align 4
  %v1500 = load float, ptr addrspace(3) %v252, align 16
  %v1501 = fmul contract float %v1499, %v1500
  %v1502 = fadd contract float %v1498, %v1501
  %v1503 = insertelement <16 x float> %v1456, float %v1502, i64 8
  br label %v1490

v1490:                                       ; preds = %v1489, %v1459
  %v1504 = phi <16 x float> [ %v1503, %v1489 ], [ %v1456, %v1459 ]
  br i1 %v20, label %v1505, label %v1506

v1505:                                       ; preds = %v1490
  %v1507 = extractelement <16 x float> %v1504, i64 9
  %v1508 = load float, ptr addrspace(3) %v259, align 4
  %v1509 = load float, ptr addrspace(3) %v253, align 4
  %v1510 = fmul contract float %v1508, %v1509
  %v1511 = fadd contract float %v1507, %v1510
  %v1512 = insertelement <16 x float> %v1504, float %v1511, i64 9
  br label %v1506

v1506:                                       ; preds = %v1505, %v1490
  %v1513 = phi <16 x float> [ %v1512, %v1505 ], [ %v1504, %v1490 ]
  br i1 %v22, label %v1514, label %v1491

v1514:                                       ; preds = %v1506
  %v1515 = extractelement <16 x float> %v1513, i64 10
  %v1516 = load float, ptr addrspace(3) %v259, align 4
  %v1517 = load float, ptr addrspace(3) %v254, align 8
  %v1518 = fmul contract float %v1516, %v1517
  %v1519 = fadd contract float %v1515, %v1518
  %v1520 = insertelement <16 x float> %v1513, float %v1519, i64 10
  br label %v1491

v1491:                                       ; preds = %v1514, %v1506
  %v1494 = phi <16 x float> [ %v1520, %v1514 ], [ %v1513, %v1506 ]
  br i1 %v24, label %v1492, label %v1460

v1492:                                       ; preds = %v1491
  %v1521 = extractelement <16 x float> %v1494, i64 11
  %v1522 = load float, ptr addrspace(3) %v259, align 4
  %v1523 = load float, ptr addrspace(3) %v255, align 4
  %v1524 = fmul contract float %v1522, %v1523
  %v1525 = fadd contract float %v1521, %v1524
  %v1495 = insertelement <16 x float> %v1494, float %v1525, i64 11
  br label %v1460

v1496:                                       ; preds = %v1460
  br i1 %v18, label %v1526, label %v1527

v1497:                                       ; preds = %v1528, %v1529, %v1460
  %v1530 = phi <16 x float> [ %v1531, %v1528 ], [ %v1532, %v1529 ], [ %v1493, %v1460 ]
  br i1 %v18, label %v1533, label %v1534

v1526:                                       ; preds = %v1496
  %v1535 = extractelement <16 x float> %v1493, i64 12
  %v1536 = load float, ptr addrspace(3) %v261, align 4
  %v1537 = load float, ptr addrspace(3) %v252, align 16
  %v1538 = fmul contract float %v1536, %v1537
  %v1539 = fadd contract float %v1535, %v1538
  %v1540 = insertelement <16 x float> %v1493, float %v1539, i64 12
  br label %v1527

v1527:                                       ; preds = %v1526, %v1496
  %v1541 = phi <16 x float> [ %v1540, %v1526 ], [ %v1493, %v1496 ]
  br i1 %v20, label %v1542, label %v1543

v1542:                                       ; preds = %v1527
  %v1544 = extractelement <16 x float> %v1541, i64 13
  %v1545 = load float, ptr addrspace(3) %v261, align 4
  %v1546 = load float, ptr addrspace(3) %v253, align 4
  %v1547 = fmul contract float %v1545, %v1546
  %v1548 = fadd contract float %v1544, %v1547
  %v1549 = insertelement <16 x float> %v1541, float %v1548, i64 13
  br label %v1543

v1543:                                       ; preds = %v1542, %v1527
  %v1550 = phi <16 x float> [ %v1549, %v1542 ], [ %v1541, %v1527 ]
  br i1 %v22, label %v1551, label %v1528

v1551:                                       ; preds = %v1543
  %v1552 = extractelement <16 x float> %v1550, i64 14
  %v1553 = load float, ptr addrspace(3) %v261, align 4
  %v1554 = load float, ptr addrspace(3) %v254, align 8
  %v1555 = fmul contract float %v1553, %v1554
  %v1556 = fadd contract float %v1552, %v1555
  %v1557 = insertelement <16 x float> %v1550, float %v1556, i64 14
  br label %v1528

v1528:                                       ; preds = %v1551, %v1543
  %v1531 = phi <16 x float> [ %v1557, %v1551 ], [ %v1550, %v1543 ]
  br i1 %v24, label %v1529, label %v1497

v1529:                                       ; preds = %v1528
  %v1558 = extractelement <16 x float> %v1531, i64 15
  %v1559 = load float, ptr addrspace(3) %v261, align 4
  %v1560 = load float, ptr addrspace(3) %v255, align 4
  %v1561 = fmul contract float %v1559, %v1560
  %v1562 = fadd contract float %v1558, %v1561
  %v1532 = insertelement <16 x float> %v1531, float %v1562, i64 15
  br label %v1497

v1533:                                       ; preds = %v1497
  %v1563 = extractelement <16 x float> %v1530, i64 0
  %v1564 = load float, ptr addrspace(3) %v263, align 32
  %v1565 = load float, ptr addrspace(3) %v265, align 16
  %v1566 = fmul contract float %v1564, %v1565
  %v1567 = fadd contract float %v1563, %v1566
  %v1568 = insertelement <16 x float> %v1530, float %v1567, i64 0
  br label %v1534

v1534:                                       ; preds = %v1533, %v1497
  %v1569 = phi <16 x float> [ %v1568, %v1533 ], [ %v1530, %v1497 ]
  br i1 %v20, label %v1570, label %v1571

v1570:                                       ; preds = %v1534
  %v1572 = extractelement <16 x float> %v1569, i64 1
  %v1573 = load float, ptr addrspace(3) %v263, align 32
  %v1574 = load float, ptr addrspace(3) %v266, align 4
  %v1575 = fmul contract float %v1573, %v1574
  %v1576 = fadd contract float %v1572, %v1575
  %v1577 = insertelement <16 x float> %v1569, float %v1576, i64 1
  br label %v1571

v1571:                                       ; preds = %v1570, %v1534
  %v1578 = phi <16 x float> [ %v1577, %v1570 ], [ %v1569, %v1534 ]
  br i1 %v22, label %v1579, label %v1580

v1579:                                       ; preds = %v1571
  %v1581 = extractelement <16 x float> %v1578, i64 2
  %v1582 = load float, ptr addrspace(3) %v263, align 32
  %v1583 = load float, ptr addrspace(3) %v267, align 8
  %v1584 = fmul contract float %v1582, %v1583
  %v1585 = fadd contract float %v1581, %v1584
  %v1586 = insertelement <16 x float> %v1578, float %v1585, i64 2
  br label %v1580

v1580:                                       ; preds = %v1579, %v1571
  %v1587 = phi <16 x float> [ %v1586, %v1579 ], [ %v1578, %v1571 ]
  br i1 %v24, label %v1588, label %v1589

v1588:                                       ; preds = %v1580
  %v1590 = extractelement <16 x float> %v1587, i64 3
  %v1591 = load float, ptr addrspace(3) %v263, align 32
  %v1592 = load float, ptr addrspace(3) %v268, align 4
  %v1593 = fmul contract float %v1591, %v1592
  %v1594 = fadd contract float %v1590, %v1593
  %v1595 = insertelement <16 x float> %v1587, float %v1594, i64 3
  br label %v1589

v1589:                                       ; preds = %v1588, %v1580
  %v1596 = phi <16 x float> [ %v1595, %v1588 ], [ %v1587, %v1580 ]
  br i1 %v27, label %v1597, label %v1598

v1597:                                       ; preds = %v1589
  br i1 %v18, label %v1599, label %v1600

v1598:                                       ; preds = %v1601, %v1602, %v1589
  %v1603 = phi <16 x float> [ %v1604, %v1601 ], [ %v1605, %v1602 ], [ %v1596, %v1589 ]
  br i1 %v29, label %v1606, label %v1607

v1599:                                       ; preds = %v1597
  %v1608 = extractelement <16 x float> %v1596, i64 4
  %v1609 = load float, ptr addrspace(3) %v270, align 32
  %v1610 = load float, ptr addrspace(3) %v265, align 16
  %v1611 = fmul contract float %v1609, %v1610
  %v1612 = fadd contract float %v1608, %v1611
  %v1613 = insertelement <16 x float> %v1596, float %v1612, i64 4
  br label %v1600

v1600:                                       ; preds = %v1599, %v1597
  %v1614 = phi <16 x float> [ %v1613, %v1599 ], [ %v1596, %v1597 ]
  br i1 %v20, label %v1615, label %v1616

v1615:                                       ; preds = %v1600
  %v1617 = extractelement <16 x float> %v1614, i64 5
  %v1618 = load float, ptr addrspace(3) %v270, align 32
  %v1619 = load float, ptr addrspace(3) %v266, align 4
  %v1620 = fmul contract float %v1618, %v1619
  %v1621 = fadd contract float %v1617, %v1620
  %v1622 = insertelement <16 x float> %v1614, float %v1621, i64 5
  br label %v1616

v1616:                                       ; preds = %v1615, %v1600
  %v1623 = phi <16 x float> [ %v1622, %v1615 ], [ %v1614, %v1600 ]
  br i1 %v22, label %v1624, label %v1601

v1624:                                       ; preds = %v1616
  %v1625 = extractelement <16 x float> %v1623, i64 6
  %v1626 = load float, ptr addrspace(3) %v270, align 32
  %v1627 = load float, ptr addrspace(3) %v267, align 8
  %v1628 = fmul contract float %v1626, %v1627
  %v1629 = fadd contract float %v1625, %v1628
  %v1630 = insertelement <16 x float> %v1623, float %v1629, i64 6
  br label %v1601

v1601:                                       ; preds = %v1624, %v1616
  %v1604 = phi <16 x float> [ %v1630, %v1624 ], [ %v1623, %v1616 ]
  br i1 %v24, label %v1602, label %v1598

v1602:                                       ; preds = %v1601
  %v1631 = extractelement <16 x float> %v1604, i64 7
  %v1632 = load float, ptr addrspace(3) %v270, align 32
  %v1633 = load float, ptr addrspace(3) %v268, align 4
  %v1634 = fmul contract float %v1632, %v1633
  %v1635 = fadd contract float %v1631, %v1634
  %v1605 = insertelement <16 x float> %v1604, float %v1635, i64 7
  br label %v1598

v1606:                                       ; preds = %v1598
  br i1 %v18, label %v1636, label %v1637

v1607:                                       ; preds = %v1638, %v1639, %v1598
  %v1640 = phi <16 x float> [ %v1641, %v1638 ], [ %v1642, %v1639 ], [ %v1603, %v1598 ]
  br i1 %v31, label %v1643, label %v1644

v1636:                                       ; preds = %v1606
  %v1645 = extractelement <16 x float> %v1603, i64 8
  %v1646 = load float, ptr addrspace(3) %v272, align 32
  %v1647 = load float, ptr addrspace(3) %v265, align 16
  %v1648 = fmul contract float %v1646, %v1647
  %v1649 = fadd contract float %v1645, %v1648
  %v1650 = insertelement <16 x float> %v1603, float %v1649, i64 8
  br label %v1637

v1637:                                       ; preds = %v1636, %v1606
  %v1651 = phi <16 x float> [ %v1650, %v1636 ], [ %v1603, %v1606 ]
  br i1 %v20, label %v1652, label %v1653

v1652:                                       ; preds = %v1637
  %v1654 = extractelement <16 x float> %v1651, i64 9
  %v1655 = load float, ptr addrspace(3) %v272, align 32
  %v1656 = load float, ptr addrspace(3) %v266, align 4
  %v1657 = fmul contract float %v1655, %v1656
  %v1658 = fadd contract float %v1654, %v1657
  %v1659 = insertelement <16 x float> %v1651, float %v1658, i64 9
  br label %v1653

v1653:                                       ; preds = %v1652, %v1637
  %v1660 = phi <16 x float> [ %v1659, %v1652 ], [ %v1651, %v1637 ]
  br i1 %v22, label %v1661, label %v1638

v1661:                                       ; preds = %v1653
  %v1662 = extractelement <16 x float> %v1660, i64 10
  %v1663 = load float, ptr addrspace(3) %v272, align 32
  %v1664 = load float, ptr addrspace(3) %v267, align 8
  %v1665 = fmul contract float %v1663, %v1664
  %v1666 = fadd contract float %v1662, %v1665
  %v1667 = insertelement <16 x float> %v1660, float %v1666, i64 10
  br label %v1638

v1638:                                       ; preds = %v1661, %v1653
  %v1641 = phi <16 x float> [ %v1667, %v1661 ], [ %v1660, %v1653 ]
  br i1 %v24, label %v1639, label %v1607

v1639:                                       ; preds = %v1638
  %v1668 = extractelement <16 x float> %v1641, i64 11
  %v1669 = load float, ptr addrspace(3) %v272, align 32
  %v1670 = load float, ptr addrspace(3) %v268, align 4
  %v1671 = fmul contract float %v1669, %v1670
  %v1672 = fadd contract float %v1668, %v1671
  %v1642 = insertelement <16 x float> %v1641, float %v1672, i64 11
  br label %v1607

v1643:                                       ; preds = %v1607
  br i1 %v18, label %v1673, label %v1674

v1644:                                       ; preds = %v1675, %v1676, %v1607
  %v1677 = phi <16 x float> [ %v1678, %v1675 ], [ %v1679, %v1676 ], [ %v1640, %v1607 ]
  br i1 %v18, label %v1680, label %v1681

v1673:                                       ; preds = %v1643
  %v1682 = extractelement <16 x float> %v1640, i64 12
  %v1683 = load float, ptr addrspace(3) %v274, align 32
  %v1684 = load float, ptr addrspace(3) %v265, align 16
  %v1685 = fmul contract float %v1683, %v1684
  %v1686 = fadd contract float %v1682, %v1685
  %v1687 = insertelement <16 x float> %v1640, float %v1686, i64 12
  br label %v1674

v1674:                                       ; preds = %v1673, %v1643
  %v1688 = phi <16 x float> [ %v1687, %v1673 ], [ %v1640, %v1643 ]
  br i1 %v20, label %v1689, label %v1690

v1689:                                       ; preds = %v1674
  %v1691 = extractelement <16 x float> %v1688, i64 13
  %v1692 = load float, ptr addrspace(3) %v274, align 32
  %v1693 = load float, ptr addrspace(3) %v266, align 4
  %v1694 = fmul contract float %v1692, %v1693
  %v1695 = fadd contract float %v1691, %v1694
  %v1696 = insertelement <16 x float> %v1688, float %v1695, i64 13
  br label %v1690

v1690:                                       ; preds = %v1689, %v1674
  %v1697 = phi <16 x float> [ %v1696, %v1689 ], [ %v1688, %v1674 ]
  br i1 %v22, label %v1698, label %v1675

v1698:                                       ; preds = %v1690
  %v1699 = extractelement <16 x float> %v1697, i64 14
  %v1700 = load float, ptr addrspace(3) %v274, align 32
  %v1701 = load float, ptr addrspace(3) %v267, align 8
  %v1702 = fmul contract float %v1700, %v1701
  %v1703 = fadd contract float %v1699, %v1702
  %v1704 = insertelement <16 x float> %v1697, float %v1703, i64 14
  br label %v1675

v1675:                                       ; preds = %v1698, %v1690
  %v1678 = phi <16 x float> [ %v1704, %v1698 ], [ %v1697, %v1690 ]
  br i1 %v24, label %v1676, label %v1644

v1676:                                       ; preds = %v1675
  %v1705 = extractelement <16 x float> %v1678, i64 15
  %v1706 = load float, ptr addrspace(3) %v274, align 32
  %v1707 = load float, ptr addrspace(3) %v268, align 4
  %v1708 = fmul contract float %v1706, %v1707
  %v1709 = fadd contract float %v1705, %v1708
  %v1679 = insertelement <16 x float> %v1678, float %v1709, i64 15
  br label %v1644

v1680:                                       ; preds = %v1644
  %v1710 = extractelement <16 x float> %v1677, i64 0
  %v1711 = load float, ptr addrspace(3) %v276, align 4
  %v1712 = load float, ptr addrspace(3) %v277, align 16
  %v1713 = fmul contract float %v1711, %v1712
  %v1714 = fadd contract float %v1710, %v1713
  %v1715 = insertelement <16 x float> %v1677, float %v1714, i64 0
  br label %v1681

v1681:                                       ; preds = %v1680, %v1644
  %v1716 = phi <16 x float> [ %v1715, %v1680 ], [ %v1677, %v1644 ]
  br i1 %v20, label %v1717, label %v1718

v1717:                                       ; preds = %v1681
  %v1719 = extractelement <16 x float> %v1716, i64 1
  %v1720 = load float, ptr addrspace(3) %v276, align 4
  %v1721 = load float, ptr addrspace(3) %v278, align 4
  %v1722 = fmul contract float %v1720, %v1721
  %v1723 = fadd contract float %v1719, %v1722
  %v1724 = insertelement <16 x float> %v1716, float %v1723, i64 1
  br label %v1718

v1718:                                       ; preds = %v1717, %v1681
  %v1725 = phi <16 x float> [ %v1724, %v1717 ], [ %v1716, %v1681 ]
  br i1 %v22, label %v1726, label %v1727

v1726:                                       ; preds = %v1718
  %v1728 = extractelement <16 x float> %v1725, i64 2
  %v1729 = load float, ptr addrspace(3) %v276, align 4
  %v1730 = load float, ptr addrspace(3) %v279, align 8
  %v1731 = fmul contract float %v1729, %v1730
  %v1732 = fadd contract float %v1728, %v1731
  %v1733 = insertelement <16 x float> %v1725, float %v1732, i64 2
  br label %v1727

v1727:                                       ; preds = %v1726, %v1718
  %v1734 = phi <16 x float> [ %v1733, %v1726 ], [ %v1725, %v1718 ]
  br i1 %v24, label %v1735, label %v1736

v1735:                                       ; preds = %v1727
  %v1737 = extractelement <16 x float> %v1734, i64 3
  %v1738 = load float, ptr addrspace(3) %v276, align 4
  %v1739 = load float, ptr addrspace(3) %v280, align 4
  %v1740 = fmul contract float %v1738, %v1739
  %v1741 = fadd contract float %v1737, %v1740
  %v1742 = insertelement <16 x float> %v1734, float %v1741, i64 3
  br label %v1736

v1736:                                       ; preds = %v1735, %v1727
  %v1743 = phi <16 x float> [ %v1742, %v1735 ], [ %v1734, %v1727 ]
  br i1 %v27, label %v1744, label %v1745

v1744:                                       ; preds = %v1736
  br i1 %v18, label %v1746, label %v1747

v1745:                                       ; preds = %v1748, %v1749, %v1736
  %v1750 = phi <16 x float> [ %v1751, %v1748 ], [ %v1752, %v1749 ], [ %v1743, %v1736 ]
  br i1 %v29, label %v1753, label %v1754

v1746:                                       ; preds = %v1744
  %v1755 = extractelement <16 x float> %v1743, i64 4
  %v1756 = load float, ptr addrspace(3) %v282, align 4
  %v1757 = load float, ptr addrspace(3) %v277, align 16
  %v1758 = fmul contract float %v1756, %v1757
  %v1759 = fadd contract float %v1755, %v1758
  %v1760 = insertelement <16 x float> %v1743, float %v1759, i64 4
  br label %v1747

v1747:                                       ; preds = %v1746, %v1744
  %v1761 = phi <16 x float> [ %v1760, %v1746 ], [ %v1743, %v1744 ]
  br i1 %v20, label %v1762, label %v1763

v1762:                                       ; preds = %v1747
  %v1764 = extractelement <16 x float> %v1761, i64 5
  %v1765 = load float, ptr addrspace(3) %v282, align 4
  %v1766 = load float, ptr addrspace(3) %v278, align 4
  %v1767 = fmul contract float %v1765, %v1766
  %v1768 = fadd contract float %v1764, %v1767
  %v1769 = insertelement <16 x float> %v1761, float %v1768, i64 5
  br label %v1763

v1763:                                       ; preds = %v1762, %v1747
  %v1770 = phi <16 x float> [ %v1769, %v1762 ], [ %v1761, %v1747 ]
  br i1 %v22, label %v1771, label %v1748

v1771:                                       ; preds = %v1763
  %v1772 = extractelement <16 x float> %v1770, i64 6
  %v1773 = load float, ptr addrspace(3) %v282, align 4
  %v1774 = load float, ptr addrspace(3) %v279, align 8
  %v1775 = fmul contract float %v1773, %v1774
  %v1776 = fadd contract float %v1772, %v1775
  %v1777 = insertelement <16 x float> %v1770, float %v1776, i64 6
  br label %v1748

v1748:                                       ; preds = %v1771, %v1763
  %v1751 = phi <16 x float> [ %v1777, %v1771 ], [ %v1770, %v1763 ]
  br i1 %v24, label %v1749, label %v1745

v1749:                                       ; preds = %v1748
  %v1778 = extractelement <16 x float> %v1751, i64 7
  %v1779 = load float, ptr addrspace(3) %v282, align 4
  %v1780 = load float, ptr addrspace(3) %v280, align 4
  %v1781 = fmul contract float %v1779, %v1780
  %v1782 = fadd contract float %v1778, %v1781
  %v1752 = insertelement <16 x float> %v1751, float %v1782, i64 7
  br label %v1745

v1753:                                       ; preds = %v1745
  br i1 %v18, label %v1783, label %v1784

v1754:                                       ; preds = %v1785, %v1786, %v1745
  %v1787 = phi <16 x float> [ %v1788, %v1785 ], [ %v1789, %v1786 ], [ %v1750, %v1745 ]
  br i1 %v31, label %v1790, label %v1791

v1783:                                       ; preds = %v1753
  %v1792 = extractelement <16 x float> %v1750, i64 8
  %v1793 = load float, ptr addrspace(3) %v284, align 4
  %v1794 = load float, ptr addrspace(3) %v277, align 16
  %v1795 = fmul contract float %v1793, %v1794
  %v1796 = fadd contract float %v1792, %v1795
  %v1797 = insertelement <16 x float> %v1750, float %v1796, i64 8
  br label %v1784

v1784:                                       ; preds = %v1783, %v1753
  %v1798 = phi <16 x float> [ %v1797, %v1783 ], [ %v1750, %v1753 ]
  br i1 %v20, label %v1799, label %v1800

v1799:                                       ; preds = %v1784
  %v1801 = extractelement <16 x float> %v1798, i64 9
  %v1802 = load float, ptr addrspace(3) %v284, align 4
  %v1803 = load float, ptr addrspace(3) %v278, align 4
  %v1804 = fmul contract float %v1802, %v1803
  %v1805 = fadd contract float %v1801, %v1804
  %v1806 = insertelement <16 x float> %v1798, float %v1805, i64 9
  br label %v1800

v1800:                                       ; preds = %v1799, %v1784
  %v1807 = phi <16 x float> [ %v1806, %v1799 ], [ %v1798, %v1784 ]
  br i1 %v22, label %v1808, label %v1785

v1808:                                       ; preds = %v1800
  %v1809 = extractelement <16 x float> %v1807, i64 10
  %v1810 = load float, ptr addrspace(3) %v284, align 4
  %v1811 = load float, ptr addrspace(3) %v279, align 8
  %v1812 = fmul contract float %v1810, %v1811
  %v1813 = fadd contract float %v1809, %v1812
  %v1814 = insertelement <16 x float> %v1807, float %v1813, i64 10
  br label %v1785

v1785:                                       ; preds = %v1808, %v1800
  %v1788 = phi <16 x float> [ %v1814, %v1808 ], [ %v1807, %v1800 ]
  br i1 %v24, label %v1786, label %v1754

v1786:                                       ; preds = %v1785
  %v1815 = extractelement <16 x float> %v1788, i64 11
  %v1816 = load float, ptr addrspace(3) %v284, align 4
  %v1817 = load float, ptr addrspace(3) %v280, align 4
  %v1818 = fmul contract float %v1816, %v1817
  %v1819 = fadd contract float %v1815, %v1818
  %v1789 = insertelement <16 x float> %v1788, float %v1819, i64 11
  br label %v1754

v1790:                                       ; preds = %v1754
  br i1 %v18, label %v1820, label %v1821

v1791:                                       ; preds = %v1822, %v1823, %v1754
  %v1824 = phi <16 x float> [ %v1825, %v1822 ], [ %v1826, %v1823 ], [ %v1787, %v1754 ]
  br i1 %v18, label %v1827, label %v1828

v1820:                                       ; preds = %v1790
  %v1829 = extractelement <16 x float> %v1787, i64 12
  %v1830 = load float, ptr addrspace(3) %v286, align 4
  %v1831 = load float, ptr addrspace(3) %v277, align 16
  %v1832 = fmul contract float %v1830, %v1831
  %v1833 = fadd contract float %v1829, %v1832
  %v1834 = insertelement <16 x float> %v1787, float %v1833, i64 12
  br label %v1821

v1821:                                       ; preds = %v1820, %v1790
  %v1835 = phi <16 x float> [ %v1834, %v1820 ], [ %v1787, %v1790 ]
  br i1 %v20, label %v1836, label %v1837

v1836:                                       ; preds = %v1821
  %v1838 = extractelement <16 x float> %v1835, i64 13
  %v1839 = load float, ptr addrspace(3) %v286, align 4
  %v1840 = load float, ptr addrspace(3) %v278, align 4
  %v1841 = fmul contract float %v1839, %v1840
  %v1842 = fadd contract float %v1838, %v1841
  %v1843 = insertelement <16 x float> %v1835, float %v1842, i64 13
  br label %v1837

v1837:                                       ; preds = %v1836, %v1821
  %v1844 = phi <16 x float> [ %v1843, %v1836 ], [ %v1835, %v1821 ]
  br i1 %v22, label %v1845, label %v1822

v1845:                                       ; preds = %v1837
  %v1846 = extractelement <16 x float> %v1844, i64 14
  %v1847 = load float, ptr addrspace(3) %v286, align 4
  %v1848 = load float, ptr addrspace(3) %v279, align 8
  %v1849 = fmul contract float %v1847, %v1848
  %v1850 = fadd contract float %v1846, %v1849
  %v1851 = insertelement <16 x float> %v1844, float %v1850, i64 14
  br label %v1822

v1822:                                       ; preds = %v1845, %v1837
  %v1825 = phi <16 x float> [ %v1851, %v1845 ], [ %v1844, %v1837 ]
  br i1 %v24, label %v1823, label %v1791

v1823:                                       ; preds = %v1822
  %v1852 = extractelement <16 x float> %v1825, i64 15
  %v1853 = load float, ptr addrspace(3) %v286, align 4
  %v1854 = load float, ptr addrspace(3) %v280, align 4
  %v1855 = fmul contract float %v1853, %v1854
  %v1856 = fadd contract float %v1852, %v1855
  %v1826 = insertelement <16 x float> %v1825, float %v1856, i64 15
  br label %v1791

v1827:                                       ; preds = %v1791
  %v1857 = extractelement <16 x float> %v1824, i64 0
  %v1858 = load float, ptr addrspace(3) %v288, align 8
  %v1859 = load float, ptr addrspace(3) %v290, align 16
  %v1860 = fmul contract float %v1858, %v1859
  %v1861 = fadd contract float %v1857, %v1860
  %v1862 = insertelement <16 x float> %v1824, float %v1861, i64 0
  br label %v1828

v1828:                                       ; preds = %v1827, %v1791
  %v1863 = phi <16 x float> [ %v1862, %v1827 ], [ %v1824, %v1791 ]
  br i1 %v20, label %v1864, label %v1865

v1864:                                       ; preds = %v1828
  %v1866 = extractelement <16 x float> %v1863, i64 1
  %v1867 = load float, ptr addrspace(3) %v288, align 8
  %v1868 = load float, ptr addrspace(3) %v291, align 4
  %v1869 = fmul contract float %v1867, %v1868
  %v1870 = fadd contract float %v1866, %v1869
  %v1871 = insertelement <16 x float> %v1863, float %v1870, i64 1
  br label %v1865

v1865:                                       ; preds = %v1864, %v1828
  %v1872 = phi <16 x float> [ %v1871, %v1864 ], [ %v1863, %v1828 ]
  br i1 %v22, label %v1873, label %v1874

v1873:                                       ; preds = %v1865
  %v1875 = extractelement <16 x float> %v1872, i64 2
  %v1876 = load float, ptr addrspace(3) %v288, align 8
  %v1877 = load float, ptr addrspace(3) %v292, align 8
  %v1878 = fmul contract float %v1876, %v1877
  %v1879 = fadd contract float %v1875, %v1878
  %v1880 = insertelement <16 x float> %v1872, float %v1879, i64 2
  br label %v1874

v1874:                                       ; preds = %v1873, %v1865
  %v1881 = phi <16 x float> [ %v1880, %v1873 ], [ %v1872, %v1865 ]
  br i1 %v24, label %v1882, label %v1883

v1882:                                       ; preds = %v1874
  %v1884 = extractelement <16 x float> %v1881, i64 3
  %v1885 = load float, ptr addrspace(3) %v288, align 8
  %v1886 = load float, ptr addrspace(3) %v293, align 4
  %v1887 = fmul contract float %v1885, %v1886
  %v1888 = fadd contract float %v1884, %v1887
  %v1889 = insertelement <16 x float> %v1881, float %v1888, i64 3
  br label %v1883

v1883:                                       ; preds = %v1882, %v1874
  %v1890 = phi <16 x float> [ %v1889, %v1882 ], [ %v1881, %v1874 ]
  br i1 %v27, label %v1891, label %v1892

v1891:                                       ; preds = %v1883
  br i1 %v18, label %v1893, label %v1894

v1892:                                       ; preds = %v1895, %v1896, %v1883
  %v1897 = phi <16 x float> [ %v1898, %v1895 ], [ %v1899, %v1896 ], [ %v1890, %v1883 ]
  br i1 %v29, label %v1900, label %v1901

v1893:                                       ; preds = %v1891
  %v1902 = extractelement <16 x float> %v1890, i64 4
  %v1903 = load float, ptr addrspace(3) %v295, align 8
  %v1904 = load float, ptr addrspace(3) %v290, align 16
  %v1905 = fmul contract float %v1903, %v1904
  %v1906 = fadd contract float %v1902, %v1905
  %v1907 = insertelement <16 x float> %v1890, float %v1906, i64 4
  br label %v1894

v1894:                                       ; preds = %v1893, %v1891
  %v1908 = phi <16 x float> [ %v1907, %v1893 ], [ %v1890, %v1891 ]
  br i1 %v20, label %v1909, label %v1910

v1909:                                       ; preds = %v1894
  %v1911 = extractelement <16 x float> %v1908, i64 5
  %v1912 = load float, ptr addrspace(3) %v295, align 8
  %v1913 = load float, ptr addrspace(3) %v291, align 4
  %v1914 = fmul contract float %v1912, %v1913
  %v1915 = fadd contract float %v1911, %v1914
  %v1916 = insertelement <16 x float> %v1908, float %v1915, i64 5
  br label %v1910

v1910:                                       ; preds = %v1909, %v1894
  %v1917 = phi <16 x float> [ %v1916, %v1909 ], [ %v1908, %v1894 ]
  br i1 %v22, label %v1918, label %v1895

v1918:                                       ; preds = %v1910
  %v1919 = extractelement <16 x float> %v1917, i64 6
  %v1920 = load float, ptr addrspace(3) %v295, align 8
  %v1921 = load float, ptr addrspace(3) %v292, align 8
  %v1922 = fmul contract float %v1920, %v1921
  %v1923 = fadd contract float %v1919, %v1922
  %v1924 = insertelement <16 x float> %v1917, float %v1923, i64 6
  br label %v1895

v1895:                                       ; preds = %v1918, %v1910
  %v1898 = phi <16 x float> [ %v1924, %v1918 ], [ %v1917, %v1910 ]
  br i1 %v24, label %v1896, label %v1892

v1896:                                       ; preds = %v1895
  %v1925 = extractelement <16 x float> %v1898, i64 7
  %v1926 = load float, ptr addrspace(3) %v295, align 8
  %v1927 = load float, ptr addrspace(3) %v293, align 4
  %v1928 = fmul contract float %v1926, %v1927
  %v1929 = fadd contract float %v1925, %v1928
  %v1899 = insertelement <16 x float> %v1898, float %v1929, i64 7
  br label %v1892

v1900:                                       ; preds = %v1892
  br i1 %v18, label %v1930, label %v1931

v1901:                                       ; preds = %v1932, %v1933, %v1892
  %v1934 = phi <16 x float> [ %v1935, %v1932 ], [ %v1936, %v1933 ], [ %v1897, %v1892 ]
  br i1 %v31, label %v1937, label %v1938

v1930:                                       ; preds = %v1900
  %v1939 = extractelement <16 x float> %v1897, i64 8
  %v1940 = load float, ptr addrspace(3) %v297, align 8
  %v1941 = load float, ptr addrspace(3) %v290, align 16
  %v1942 = fmul contract float %v1940, %v1941
  %v1943 = fadd contract float %v1939, %v1942
  %v1944 = insertelement <16 x float> %v1897, float %v1943, i64 8
  br label %v1931

v1931:                                       ; preds = %v1930, %v1900
  %v1945 = phi <16 x float> [ %v1944, %v1930 ], [ %v1897, %v1900 ]
  br i1 %v20, label %v1946, label %v1947

v1946:                                       ; preds = %v1931
  %v1948 = extractelement <16 x float> %v1945, i64 9
  %v1949 = load float, ptr addrspace(3) %v297, align 8
  %v1950 = load float, ptr addrspace(3) %v291, align 4
  %v1951 = fmul contract float %v1949, %v1950
  %v1952 = fadd contract float %v1948, %v1951
  %v1953 = insertelement <16 x float> %v1945, float %v1952, i64 9
  br label %v1947

v1947:                                       ; preds = %v1946, %v1931
  %v1954 = phi <16 x float> [ %v1953, %v1946 ], [ %v1945, %v1931 ]
  br i1 %v22, label %v1955, label %v1932

v1955:                                       ; preds = %v1947
  %v1956 = extractelement <16 x float> %v1954, i64 10
  %v1957 = load float, ptr addrspace(3) %v297, align 8
  %v1958 = load float, ptr addrspace(3) %v292, align 8
  %v1959 = fmul contract float %v1957, %v1958
  %v1960 = fadd contract float %v1956, %v1959
  %v1961 = insertelement <16 x float> %v1954, float %v1960, i64 10
  br label %v1932

v1932:                                       ; preds = %v1955, %v1947
  %v1935 = phi <16 x float> [ %v1961, %v1955 ], [ %v1954, %v1947 ]
  br i1 %v24, label %v1933, label %v1901

v1933:                                       ; preds = %v1932
  %v1962 = extractelement <16 x float> %v1935, i64 11
  %v1963 = load float, ptr addrspace(3) %v297, align 8
  %v1964 = load float, ptr addrspace(3) %v293, align 4
  %v1965 = fmul contract float %v1963, %v1964
  %v1966 = fadd contract float %v1962, %v1965
  %v1936 = insertelement <16 x float> %v1935, float %v1966, i64 11
  br label %v1901

v1937:                                       ; preds = %v1901
  br i1 %v18, label %v1967, label %v1968

v1938:                                       ; preds = %v1969, %v1970, %v1901
  %v1971 = phi <16 x float> [ %v1972, %v1969 ], [ %v1973, %v1970 ], [ %v1934, %v1901 ]
  br i1 %v18, label %v1974, label %v1975

v1967:                                       ; preds = %v1937
  %v1976 = extractelement <16 x float> %v1934, i64 12
  %v1977 = load float, ptr addrspace(3) %v299, align 8
  %v1978 = load float, ptr addrspace(3) %v290, align 16
  %v1979 = fmul contract float %v1977, %v1978
  %v1980 = fadd contract float %v1976, %v1979
  %v1981 = insertelement <16 x float> %v1934, float %v1980, i64 12
  br label %v1968

v1968:                                       ; preds = %v1967, %v1937
  %v1982 = phi <16 x float> [ %v1981, %v1967 ], [ %v1934, %v1937 ]
  br i1 %v20, label %v1983, label %v1984

v1983:                                       ; preds = %v1968
  %v1985 = extractelement <16 x float> %v1982, i64 13
  %v1986 = load float, ptr addrspace(3) %v299, align 8
  %v1987 = load float, ptr addrspace(3) %v291, align 4
  %v1988 = fmul contract float %v1986, %v1987
  %v1989 = fadd contract float %v1985, %v1988
  %v1990 = insertelement <16 x float> %v1982, float %v1989, i64 13
  br label %v1984

v1984:                                       ; preds = %v1983, %v1968
  %v1991 = phi <16 x float> [ %v1990, %v1983 ], [ %v1982, %v1968 ]
  br i1 %v22, label %v1992, label %v1969

v1992:                                       ; preds = %v1984
  %v1993 = extractelement <16 x float> %v1991, i64 14
  %v1994 = load float, ptr addrspace(3) %v299, align 8
  %v1995 = load float, ptr addrspace(3) %v292, align 8
  %v1996 = fmul contract float %v1994, %v1995
  %v1997 = fadd contract float %v1993, %v1996
  %v1998 = insertelement <16 x float> %v1991, float %v1997, i64 14
  br label %v1969

v1969:                                       ; preds = %v1992, %v1984
  %v1972 = phi <16 x float> [ %v1998, %v1992 ], [ %v1991, %v1984 ]
  br i1 %v24, label %v1970, label %v1938

v1970:                                       ; preds = %v1969
  %v1999 = extractelement <16 x float> %v1972, i64 15
  %v2000 = load float, ptr addrspace(3) %v299, align 8
  %v2001 = load float, ptr addrspace(3) %v293, align 4
  %v2002 = fmul contract float %v2000, %v2001
  %v2003 = fadd contract float %v1999, %v2002
  %v1973 = insertelement <16 x float> %v1972, float %v2003, i64 15
  br label %v1938

v1974:                                       ; preds = %v1938
  %v2004 = extractelement <16 x float> %v1971, i64 0
  %v2005 = load float, ptr addrspace(3) %v301, align 4
  %v2006 = load float, ptr addrspace(3) %v302, align 16
  %v2007 = fmul contract float %v2005, %v2006
  %v2008 = fadd contract float %v2004, %v2007
  %v2009 = insertelement <16 x float> %v1971, float %v2008, i64 0
  br label %v1975

v1975:                                       ; preds = %v1974, %v1938
  %v2010 = phi <16 x float> [ %v2009, %v1974 ], [ %v1971, %v1938 ]
  br i1 %v20, label %v2011, label %v2012

v2011:                                       ; preds = %v1975
  %v2013 = extractelement <16 x float> %v2010, i64 1
  %v2014 = load float, ptr addrspace(3) %v301, align 4
  %v2015 = load float, ptr addrspace(3) %v303, align 4
  %v2016 = fmul contract float %v2014, %v2015
  %v2017 = fadd contract float %v2013, %v2016
  %v2018 = insertelement <16 x float> %v2010, float %v2017, i64 1
  br label %v2012

v2012:                                       ; preds = %v2011, %v1975
  %v2019 = phi <16 x float> [ %v2018, %v2011 ], [ %v2010, %v1975 ]
  br i1 %v22, label %v2020, label %v2021

v2020:                                       ; preds = %v2012
  %v2022 = extractelement <16 x float> %v2019, i64 2
  %v2023 = load float, ptr addrspace(3) %v301, align 4
  %v2024 = load float, ptr addrspace(3) %v304, align 8
  %v2025 = fmul contract float %v2023, %v2024
  %v2026 = fadd contract float %v2022, %v2025
  %v2027 = insertelement <16 x float> %v2019, float %v2026, i64 2
  br label %v2021

v2021:                                       ; preds = %v2020, %v2012
  %v2028 = phi <16 x float> [ %v2027, %v2020 ], [ %v2019, %v2012 ]
  br i1 %v24, label %v2029, label %v2030

v2029:                                       ; preds = %v2021
  %v2031 = extractelement <16 x float> %v2028, i64 3
  %v2032 = load float, ptr addrspace(3) %v301, align 4
  %v2033 = load float, ptr addrspace(3) %v305, align 4
  %v2034 = fmul contract float %v2032, %v2033
  %v2035 = fadd contract float %v2031, %v2034
  %v2036 = insertelement <16 x float> %v2028, float %v2035, i64 3
  br label %v2030

v2030:                                       ; preds = %v2029, %v2021
  %v2037 = phi <16 x float> [ %v2036, %v2029 ], [ %v2028, %v2021 ]
  br i1 %v27, label %v2038, label %v2039

v2038:                                       ; preds = %v2030
  br i1 %v18, label %v2040, label %v2041

v2039:                                       ; preds = %v2042, %v2043, %v2030
  %v2044 = phi <16 x float> [ %v2045, %v2042 ], [ %v2046, %v2043 ], [ %v2037, %v2030 ]
  br i1 %v29, label %v2047, label %v2048

v2040:                                       ; preds = %v2038
  %v2049 = extractelement <16 x float> %v2037, i64 4
  %v2050 = load float, ptr addrspace(3) %v307, align 4
  %v2051 = load float, ptr addrspace(3) %v302, align 16
  %v2052 = fmul contract float %v2050, %v2051
  %v2053 = fadd contract float %v2049, %v2052
  %v2054 = insertelement <16 x float> %v2037, float %v2053, i64 4
  br label %v2041

v2041:                                       ; preds = %v2040, %v2038
  %v2055 = phi <16 x float> [ %v2054, %v2040 ], [ %v2037, %v2038 ]
  br i1 %v20, label %v2056, label %v2057

v2056:                                       ; preds = %v2041
  %v2058 = extractelement <16 x float> %v2055, i64 5
  %v2059 = load float, ptr addrspace(3) %v307, align 4
  %v2060 = load float, ptr addrspace(3) %v303, align 4
  %v2061 = fmul contract float %v2059, %v2060
  %v2062 = fadd contract float %v2058, %v2061
  %v2063 = insertelement <16 x float> %v2055, float %v2062, i64 5
  br label %v2057

v2057:                                       ; preds = %v2056, %v2041
  %v2064 = phi <16 x float> [ %v2063, %v2056 ], [ %v2055, %v2041 ]
  br i1 %v22, label %v2065, label %v2042

v2065:                                       ; preds = %v2057
  %v2066 = extractelement <16 x float> %v2064, i64 6
  %v2067 = load float, ptr addrspace(3) %v307, align 4
  %v2068 = load float, ptr addrspace(3) %v304, align 8
  %v2069 = fmul contract float %v2067, %v2068
  %v2070 = fadd contract float %v2066, %v2069
  %v2071 = insertelement <16 x float> %v2064, float %v2070, i64 6
  br label %v2042

v2042:                                       ; preds = %v2065, %v2057
  %v2045 = phi <16 x float> [ %v2071, %v2065 ], [ %v2064, %v2057 ]
  br i1 %v24, label %v2043, label %v2039

v2043:                                       ; preds = %v2042
  %v2072 = extractelement <16 x float> %v2045, i64 7
  %v2073 = load float, ptr addrspace(3) %v307, align 4
  %v2074 = load float, ptr addrspace(3) %v305, align 4
  %v2075 = fmul contract float %v2073, %v2074
  %v2076 = fadd contract float %v2072, %v2075
  %v2046 = insertelement <16 x float> %v2045, float %v2076, i64 7
  br label %v2039

v2047:                                       ; preds = %v2039
  br i1 %v18, label %v2077, label %v2078

v2048:                                       ; preds = %v2079, %v2080, %v2039
  %v2081 = phi <16 x float> [ %v2082, %v2079 ], [ %v2083, %v2080 ], [ %v2044, %v2039 ]
  br i1 %v31, label %v2084, label %v2085

v2077:                                       ; preds = %v2047
  %v2086 = extractelement <16 x float> %v2044, i64 8
  %v2087 = load float, ptr addrspace(3) %v309, align 4
  %v2088 = load float, ptr addrspace(3) %v302, align 16
  %v2089 = fmul contract float %v2087, %v2088
  %v2090 = fadd contract float %v2086, %v2089
  %v2091 = insertelement <16 x float> %v2044, float %v2090, i64 8
  br label %v2078

v2078:                                       ; preds = %v2077, %v2047
  %v2092 = phi <16 x float> [ %v2091, %v2077 ], [ %v2044, %v2047 ]
  br i1 %v20, label %v2093, label %v2094

v2093:                                       ; preds = %v2078
  %v2095 = extractelement <16 x float> %v2092, i64 9
  %v2096 = load float, ptr addrspace(3) %v309, align 4
  %v2097 = load float, ptr addrspace(3) %v303, align 4
  %v2098 = fmul contract float %v2096, %v2097
  %v2099 = fadd contract float %v2095, %v2098
  %v2100 = insertelement <16 x float> %v2092, float %v2099, i64 9
  br label %v2094

v2094:                                       ; preds = %v2093, %v2078
  %v2101 = phi <16 x float> [ %v2100, %v2093 ], [ %v2092, %v2078 ]
  br i1 %v22, label %v2102, label %v2079

v2102:                                       ; preds = %v2094
  %v2103 = extractelement <16 x float> %v2101, i64 10
  %v2104 = load float, ptr addrspace(3) %v309, align 4
  %v2105 = load float, ptr addrspace(3) %v304, align 8
  %v2106 = fmul contract float %v2104, %v2105
  %v2107 = fadd contract float %v2103, %v2106
  %v2108 = insertelement <16 x float> %v2101, float %v2107, i64 10
  br label %v2079

v2079:                                       ; preds = %v2102, %v2094
  %v2082 = phi <16 x float> [ %v2108, %v2102 ], [ %v2101, %v2094 ]
  br i1 %v24, label %v2080, label %v2048

v2080:                                       ; preds = %v2079
  %v2109 = extractelement <16 x float> %v2082, i64 11
  %v2110 = load float, ptr addrspace(3) %v309, align 4
  %v2111 = load float, ptr addrspace(3) %v305, align 4
  %v2112 = fmul contract float %v2110, %v2111
  %v2113 = fadd contract float %v2109, %v2112
  %v2083 = insertelement <16 x float> %v2082, float %v2113, i64 11
  br label %v2048

v2084:                                       ; preds = %v2048
  br i1 %v18, label %v2114, label %v2115

v2085:                                       ; preds = %v2116, %v2117, %v2048
  %v2118 = phi <16 x float> [ %v2119, %v2116 ], [ %v2120, %v2117 ], [ %v2081, %v2048 ]
  br i1 %v18, label %v2121, label %v2122

v2114:                                       ; preds = %v2084
  %v2123 = extractelement <16 x float> %v2081, i64 12
  %v2124 = load float, ptr addrspace(3) %v311, align 4
  %v2125 = load float, ptr addrspace(3) %v302, align 16
  %v2126 = fmul contract float %v2124, %v2125
  %v2127 = fadd contract float %v2123, %v2126
  %v2128 = insertelement <16 x float> %v2081, float %v2127, i64 12
  br label %v2115

v2115:                                       ; preds = %v2114, %v2084
  %v2129 = phi <16 x float> [ %v2128, %v2114 ], [ %v2081, %v2084 ]
  br i1 %v20, label %v2130, label %v2131

v2130:                                       ; preds = %v2115
  %v2132 = extractelement <16 x float> %v2129, i64 13
  %v2133 = load float, ptr addrspace(3) %v311, align 4
  %v2134 = load float, ptr addrspace(3) %v303, align 4
  %v2135 = fmul contract float %v2133, %v2134
  %v2136 = fadd contract float %v2132, %v2135
  %v2137 = insertelement <16 x float> %v2129, float %v2136, i64 13
  br label %v2131

v2131:                                       ; preds = %v2130, %v2115
  %v2138 = phi <16 x float> [ %v2137, %v2130 ], [ %v2129, %v2115 ]
  br i1 %v22, label %v2139, label %v2116

v2139:                                       ; preds = %v2131
  %v2140 = extractelement <16 x float> %v2138, i64 14
  %v2141 = load float, ptr addrspace(3) %v311, align 4
  %v2142 = load float, ptr addrspace(3) %v304, align 8
  %v2143 = fmul contract float %v2141, %v2142
  %v2144 = fadd contract float %v2140, %v2143
  %v2145 = insertelement <16 x float> %v2138, float %v2144, i64 14
  br label %v2116

v2116:                                       ; preds = %v2139, %v2131
  %v2119 = phi <16 x float> [ %v2145, %v2139 ], [ %v2138, %v2131 ]
  br i1 %v24, label %v2117, label %v2085

v2117:                                       ; preds = %v2116
  %v2146 = extractelement <16 x float> %v2119, i64 15
  %v2147 = load float, ptr addrspace(3) %v311, align 4
  %v2148 = load float, ptr addrspace(3) %v305, align 4
  %v2149 = fmul contract float %v2147, %v2148
  %v2150 = fadd contract float %v2146, %v2149
  %v2120 = insertelement <16 x float> %v2119, float %v2150, i64 15
  br label %v2085

v2121:                                       ; preds = %v2085
  %v2151 = extractelement <16 x float> %v2118, i64 0
  %v2152 = load float, ptr addrspace(3) %v313, align 16
  %v2153 = load float, ptr addrspace(3) %v315, align 16
  %v2154 = fmul contract float %v2152, %v2153
  %v2155 = fadd contract float %v2151, %v2154
  %v2156 = insertelement <16 x float> %v2118, float %v2155, i64 0
  br label %v2122

v2122:                                       ; preds = %v2121, %v2085
  %v2157 = phi <16 x float> [ %v2156, %v2121 ], [ %v2118, %v2085 ]
  br i1 %v20, label %v2158, label %v2159

v2158:                                       ; preds = %v2122
  %v2160 = extractelement <16 x float> %v2157, i64 1
  %v2161 = load float, ptr addrspace(3) %v313, align 16
  %v2162 = load float, ptr addrspace(3) %v316, align 4
  %v2163 = fmul contract float %v2161, %v2162
  %v2164 = fadd contract float %v2160, %v2163
  %v2165 = insertelement <16 x float> %v2157, float %v2164, i64 1
  br label %v2159

v2159:                                       ; preds = %v2158, %v2122
  %v2166 = phi <16 x float> [ %v2165, %v2158 ], [ %v2157, %v2122 ]
  br i1 %v22, label %v2167, label %v2168

v2167:                                       ; preds = %v2159
  %v2169 = extractelement <16 x float> %v2166, i64 2
  %v2170 = load float, ptr addrspace(3) %v313, align 16
  %v2171 = load float, ptr addrspace(3) %v317, align 8
  %v2172 = fmul contract float %v2170, %v2171
  %v2173 = fadd contract float %v2169, %v2172
  %v2174 = insertelement <16 x float> %v2166, float %v2173, i64 2
  br label %v2168

v2168:                                       ; preds = %v2167, %v2159
  %v2175 = phi <16 x float> [ %v2174, %v2167 ], [ %v2166, %v2159 ]
  br i1 %v24, label %v2176, label %v2177

v2176:                                       ; preds = %v2168
  %v2178 = extractelement <16 x float> %v2175, i64 3
  %v2179 = load float, ptr addrspace(3) %v313, align 16
  %v2180 = load float, ptr addrspace(3) %v318, align 4
  %v2181 = fmul contract float %v2179, %v2180
  %v2182 = fadd contract float %v2178, %v2181
  %v2183 = insertelement <16 x float> %v2175, float %v2182, i64 3
  br label %v2177

v2177:                                       ; preds = %v2176, %v2168
  %v2184 = phi <16 x float> [ %v2183, %v2176 ], [ %v2175, %v2168 ]
  br i1 %v27, label %v2185, label %v2186

v2185:                                       ; preds = %v2177
  br i1 %v18, label %v2187, label %v2188

v2186:                                       ; preds = %v2189, %v2190, %v2177
  %v2191 = phi <16 x float> [ %v2192, %v2189 ], [ %v2193, %v2190 ], [ %v2184, %v2177 ]
  br i1 %v29, label %v2194, label %v2195

v2187:                                       ; preds = %v2185
  %v2196 = extractelement <16 x float> %v2184, i64 4
  %v2197 = load float, ptr addrspace(3) %v320, align 16
  %v2198 = load float, ptr addrspace(3) %v315, align 16
  %v2199 = fmul contract float %v2197, %v2198
  %v2200 = fadd contract float %v2196, %v2199
  %v2201 = insertelement <16 x float> %v2184, float %v2200, i64 4
  br label %v2188

v2188:                                       ; preds = %v2187, %v2185
  %v2202 = phi <16 x float> [ %v2201, %v2187 ], [ %v2184, %v2185 ]
  br i1 %v20, label %v2203, label %v2204

v2203:                                       ; preds = %v2188
  %v2205 = extractelement <16 x float> %v2202, i64 5
  %v2206 = load float, ptr addrspace(3) %v320, align 16
  %v2207 = load float, ptr addrspace(3) %v316, align 4
  %v2208 = fmul contract float %v2206, %v2207
  %v2209 = fadd contract float %v2205, %v2208
  %v2210 = insertelement <16 x float> %v2202, float %v2209, i64 5
  br label %v2204

v2204:                                       ; preds = %v2203, %v2188
  %v2211 = phi <16 x float> [ %v2210, %v2203 ], [ %v2202, %v2188 ]
  br i1 %v22, label %v2212, label %v2189

v2212:                                       ; preds = %v2204
  %v2213 = extractelement <16 x float> %v2211, i64 6
  %v2214 = load float, ptr addrspace(3) %v320, align 16
  %v2215 = load float, ptr addrspace(3) %v317, align 8
  %v2216 = fmul contract float %v2214, %v2215
  %v2217 = fadd contract float %v2213, %v2216
  %v2218 = insertelement <16 x float> %v2211, float %v2217, i64 6
  br label %v2189

v2189:                                       ; preds = %v2212, %v2204
  %v2192 = phi <16 x float> [ %v2218, %v2212 ], [ %v2211, %v2204 ]
  br i1 %v24, label %v2190, label %v2186

v2190:                                       ; preds = %v2189
  %v2219 = extractelement <16 x float> %v2192, i64 7
  %v2220 = load float, ptr addrspace(3) %v320, align 16
  %v2221 = load float, ptr addrspace(3) %v318, align 4
  %v2222 = fmul contract float %v2220, %v2221
  %v2223 = fadd contract float %v2219, %v2222
  %v2193 = insertelement <16 x float> %v2192, float %v2223, i64 7
  br label %v2186

v2194:                                       ; preds = %v2186
  br i1 %v18, label %v2224, label %v2225

v2195:                                       ; preds = %v2226, %v2227, %v2186
  %v2228 = phi <16 x float> [ %v2229, %v2226 ], [ %v2230, %v2227 ], [ %v2191, %v2186 ]
  br i1 %v31, label %v2231, label %v2232

v2224:                                       ; preds = %v2194
  %v2233 = extractelement <16 x float> %v2191, i64 8
  %v2234 = load float, ptr addrspace(3) %v322, align 16
  %v2235 = load float, ptr addrspace(3) %v315, align 16
  %v2236 = fmul contract float %v2234, %v2235
  %v2237 = fadd contract float %v2233, %v2236
  %v2238 = insertelement <16 x float> %v2191, float %v2237, i64 8
  br label %v2225

v2225:                                       ; preds = %v2224, %v2194
  %v2239 = phi <16 x float> [ %v2238, %v2224 ], [ %v2191, %v2194 ]
  br i1 %v20, label %v2240, label %v2241

v2240:                                       ; preds = %v2225
  %v2242 = extractelement <16 x float> %v2239, i64 9
  %v2243 = load float, ptr addrspace(3) %v322, align 16
  %v2244 = load float, ptr addrspace(3) %v316, align 4
  %v2245 = fmul contract float %v2243, %v2244
  %v2246 = fadd contract float %v2242, %v2245
  %v2247 = insertelement <16 x float> %v2239, float %v2246, i64 9
  br label %v2241

v2241:                                       ; preds = %v2240, %v2225
  %v2248 = phi <16 x float> [ %v2247, %v2240 ], [ %v2239, %v2225 ]
  br i1 %v22, label %v2249, label %v2226

v2249:                                       ; preds = %v2241
  %v2250 = extractelement <16 x float> %v2248, i64 10
  %v2251 = load float, ptr addrspace(3) %v322, align 16
  %v2252 = load float, ptr addrspace(3) %v317, align 8
  %v2253 = fmul contract float %v2251, %v2252
  %v2254 = fadd contract float %v2250, %v2253
  %v2255 = insertelement <16 x float> %v2248, float %v2254, i64 10
  br label %v2226

v2226:                                       ; preds = %v2249, %v2241
  %v2229 = phi <16 x float> [ %v2255, %v2249 ], [ %v2248, %v2241 ]
  br i1 %v24, label %v2227, label %v2195

v2227:                                       ; preds = %v2226
  %v2256 = extractelement <16 x float> %v2229, i64 11
  %v2257 = load float, ptr addrspace(3) %v322, align 16
  %v2258 = load float, ptr addrspace(3) %v318, align 4
  %v2259 = fmul contract float %v2257, %v2258
  %v2260 = fadd contract float %v2256, %v2259
  %v2230 = insertelement <16 x float> %v2229, float %v2260, i64 11
  br label %v2195

v2231:                                       ; preds = %v2195
  br i1 %v18, label %v2261, label %v2262

v2232:                                       ; preds = %v2263, %v2264, %v2195
  %v2265 = phi <16 x float> [ %v2266, %v2263 ], [ %v2267, %v2264 ], [ %v2228, %v2195 ]
  br i1 %v18, label %v2268, label %v2269

v2261:                                       ; preds = %v2231
  %v2270 = extractelement <16 x float> %v2228, i64 12
  %v2271 = load float, ptr addrspace(3) %v324, align 16
  %v2272 = load float, ptr addrspace(3) %v315, align 16
  %v2273 = fmul contract float %v2271, %v2272
  %v2274 = fadd contract float %v2270, %v2273
  %v2275 = insertelement <16 x float> %v2228, float %v2274, i64 12
  br label %v2262

v2262:                                       ; preds = %v2261, %v2231
  %v2276 = phi <16 x float> [ %v2275, %v2261 ], [ %v2228, %v2231 ]
  br i1 %v20, label %v2277, label %v2278

v2277:                                       ; preds = %v2262
  %v2279 = extractelement <16 x float> %v2276, i64 13
  %v2280 = load float, ptr addrspace(3) %v324, align 16
  %v2281 = load float, ptr addrspace(3) %v316, align 4
  %v2282 = fmul contract float %v2280, %v2281
  %v2283 = fadd contract float %v2279, %v2282
  %v2284 = insertelement <16 x float> %v2276, float %v2283, i64 13
  br label %v2278

v2278:                                       ; preds = %v2277, %v2262
  %v2285 = phi <16 x float> [ %v2284, %v2277 ], [ %v2276, %v2262 ]
  br i1 %v22, label %v2286, label %v2263

v2286:                                       ; preds = %v2278
  %v2287 = extractelement <16 x float> %v2285, i64 14
  %v2288 = load float, ptr addrspace(3) %v324, align 16
  %v2289 = load float, ptr addrspace(3) %v317, align 8
  %v2290 = fmul contract float %v2288, %v2289
  %v2291 = fadd contract float %v2287, %v2290
  %v2292 = insertelement <16 x float> %v2285, float %v2291, i64 14
  br label %v2263

v2263:                                       ; preds = %v2286, %v2278
  %v2266 = phi <16 x float> [ %v2292, %v2286 ], [ %v2285, %v2278 ]
  br i1 %v24, label %v2264, label %v2232

v2264:                                       ; preds = %v2263
  %v2293 = extractelement <16 x float> %v2266, i64 15
  %v2294 = load float, ptr addrspace(3) %v324, align 16
  %v2295 = load float, ptr addrspace(3) %v318, align 4
  %v2296 = fmul contract float %v2294, %v2295
  %v2297 = fadd contract float %v2293, %v2296
  %v2267 = insertelement <16 x float> %v2266, float %v2297, i64 15
  br label %v2232

v2268:                                       ; preds = %v2232
  %v2298 = extractelement <16 x float> %v2265, i64 0
  %v2299 = load float, ptr addrspace(3) %v326, align 4
  %v2300 = load float, ptr addrspace(3) %v327, align 16
  %v2301 = fmul contract float %v2299, %v2300
  %v2302 = fadd contract float %v2298, %v2301
  %v2303 = insertelement <16 x float> %v2265, float %v2302, i64 0
  br label %v2269

v2269:                                       ; preds = %v2268, %v2232
  %v2304 = phi <16 x float> [ %v2303, %v2268 ], [ %v2265, %v2232 ]
  br i1 %v20, label %v2305, label %v2306

v2305:                                       ; preds = %v2269
  %v2307 = extractelement <16 x float> %v2304, i64 1
  %v2308 = load float, ptr addrspace(3) %v326, align 4
  %v2309 = load float, ptr addrspace(3) %v328, align 4
  %v2310 = fmul contract float %v2308, %v2309
  %v2311 = fadd contract float %v2307, %v2310
  %v2312 = insertelement <16 x float> %v2304, float %v2311, i64 1
  br label %v2306

v2306:                                       ; preds = %v2305, %v2269
  %v2313 = phi <16 x float> [ %v2312, %v2305 ], [ %v2304, %v2269 ]
  br i1 %v22, label %v2314, label %v2315

v2314:                                       ; preds = %v2306
  %v2316 = extractelement <16 x float> %v2313, i64 2
  %v2317 = load float, ptr addrspace(3) %v326, align 4
  %v2318 = load float, ptr addrspace(3) %v329, align 8
  %v2319 = fmul contract float %v2317, %v2318
  %v2320 = fadd contract float %v2316, %v2319
  %v2321 = insertelement <16 x float> %v2313, float %v2320, i64 2
  br label %v2315

v2315:                                       ; preds = %v2314, %v2306
  %v2322 = phi <16 x float> [ %v2321, %v2314 ], [ %v2313, %v2306 ]
  br i1 %v24, label %v2323, label %v2324

v2323:                                       ; preds = %v2315
  %v2325 = extractelement <16 x float> %v2322, i64 3
  %v2326 = load float, ptr addrspace(3) %v326, align 4
  %v2327 = load float, ptr addrspace(3) %v330, align 4
  %v2328 = fmul contract float %v2326, %v2327
  %v2329 = fadd contract float %v2325, %v2328
  %v2330 = insertelement <16 x float> %v2322, float %v2329, i64 3
  br label %v2324

v2324:                                       ; preds = %v2323, %v2315
  %v2331 = phi <16 x float> [ %v2330, %v2323 ], [ %v2322, %v2315 ]
  br i1 %v27, label %v2332, label %v2333

v2332:                                       ; preds = %v2324
  br i1 %v18, label %v2334, label %v2335

v2333:                                       ; preds = %v2336, %v2337, %v2324
  %v2338 = phi <16 x float> [ %v2339, %v2336 ], [ %v2340, %v2337 ], [ %v2331, %v2324 ]
  br i1 %v29, label %v2341, label %v2342

v2334:                                       ; preds = %v2332
  %v2343 = extractelement <16 x float> %v2331, i64 4
  %v2344 = load float, ptr addrspace(3) %v332, align 4
  %v2345 = load float, ptr addrspace(3) %v327, align 16
  %v2346 = fmul contract float %v2344, %v2345
  %v2347 = fadd contract float %v2343, %v2346
  %v2348 = insertelement <16 x float> %v2331, float %v2347, i64 4
  br label %v2335

v2335:                                       ; preds = %v2334, %v2332
  %v2349 = phi <16 x float> [ %v2348, %v2334 ], [ %v2331, %v2332 ]
  br i1 %v20, label %v2350, label %v2351

v2350:                                       ; preds = %v2335
  %v2352 = extractelement <16 x float> %v2349, i64 5
  %v2353 = load float, ptr addrspace(3) %v332, align 4
  %v2354 = load float, ptr addrspace(3) %v328, align 4
  %v2355 = fmul contract float %v2353, %v2354
  %v2356 = fadd contract float %v2352, %v2355
  %v2357 = insertelement <16 x float> %v2349, float %v2356, i64 5
  br label %v2351

v2351:                                       ; preds = %v2350, %v2335
  %v2358 = phi <16 x float> [ %v2357, %v2350 ], [ %v2349, %v2335 ]
  br i1 %v22, label %v2359, label %v2336

v2359:                                       ; preds = %v2351
  %v2360 = extractelement <16 x float> %v2358, i64 6
  %v2361 = load float, ptr addrspace(3) %v332, align 4
  %v2362 = load float, ptr addrspace(3) %v329, align 8
  %v2363 = fmul contract float %v2361, %v2362
  %v2364 = fadd contract float %v2360, %v2363
  %v2365 = insertelement <16 x float> %v2358, float %v2364, i64 6
  br label %v2336

v2336:                                       ; preds = %v2359, %v2351
  %v2339 = phi <16 x float> [ %v2365, %v2359 ], [ %v2358, %v2351 ]
  br i1 %v24, label %v2337, label %v2333

v2337:                                       ; preds = %v2336
  %v2366 = extractelement <16 x float> %v2339, i64 7
  %v2367 = load float, ptr addrspace(3) %v332, align 4
  %v2368 = load float, ptr addrspace(3) %v330, align 4
  %v2369 = fmul contract float %v2367, %v2368
  %v2370 = fadd contract float %v2366, %v2369
  %v2340 = insertelement <16 x float> %v2339, float %v2370, i64 7
  br label %v2333

v2341:                                       ; preds = %v2333
  br i1 %v18, label %v2371, label %v2372

v2342:                                       ; preds = %v2373, %v2374, %v2333
  %v2375 = phi <16 x float> [ %v2376, %v2373 ], [ %v2377, %v2374 ], [ %v2338, %v2333 ]
  br i1 %v31, label %v2378, label %v2379

v2371:                                       ; preds = %v2341
  %v2380 = extractelement <16 x float> %v2338, i64 8
  %v2381 = load float, ptr addrspace(3) %v334, align 4
  %v2382 = load float, ptr addrspace(3) %v327, align 16
  %v2383 = fmul contract float %v2381, %v2382
  %v2384 = fadd contract float %v2380, %v2383
  %v2385 = insertelement <16 x float> %v2338, float %v2384, i64 8
  br label %v2372

v2372:                                       ; preds = %v2371, %v2341
  %v2386 = phi <16 x float> [ %v2385, %v2371 ], [ %v2338, %v2341 ]
  br i1 %v20, label %v2387, label %v2388

v2387:                                       ; preds = %v2372
  %v2389 = extractelement <16 x float> %v2386, i64 9
  %v2390 = load float, ptr addrspace(3) %v334, align 4
  %v2391 = load float, ptr addrspace(3) %v328, align 4
  %v2392 = fmul contract float %v2390, %v2391
  %v2393 = fadd contract float %v2389, %v2392
  %v2394 = insertelement <16 x float> %v2386, float %v2393, i64 9
  br label %v2388

v2388:                                       ; preds = %v2387, %v2372
  %v2395 = phi <16 x float> [ %v2394, %v2387 ], [ %v2386, %v2372 ]
  br i1 %v22, label %v2396, label %v2373

v2396:                                       ; preds = %v2388
  %v2397 = extractelement <16 x float> %v2395, i64 10
  %v2398 = load float, ptr addrspace(3) %v334, align 4
  %v2399 = load float, ptr addrspace(3) %v329, align 8
  %v2400 = fmul contract float %v2398, %v2399
  %v2401 = fadd contract float %v2397, %v2400
  %v2402 = insertelement <16 x float> %v2395, float %v2401, i64 10
  br label %v2373

v2373:                                       ; preds = %v2396, %v2388
  %v2376 = phi <16 x float> [ %v2402, %v2396 ], [ %v2395, %v2388 ]
  br i1 %v24, label %v2374, label %v2342

v2374:                                       ; preds = %v2373
  %v2403 = extractelement <16 x float> %v2376, i64 11
  %v2404 = load float, ptr addrspace(3) %v334, align 4
  %v2405 = load float, ptr addrspace(3) %v330, align 4
  %v2406 = fmul contract float %v2404, %v2405
  %v2407 = fadd contract float %v2403, %v2406
  %v2377 = insertelement <16 x float> %v2376, float %v2407, i64 11
  br label %v2342

v2378:                                       ; preds = %v2342
  br i1 %v18, label %v2408, label %v2409

v2379:                                       ; preds = %v2410, %v2411, %v2342
  %v2412 = phi <16 x float> [ %v2413, %v2410 ], [ %v2414, %v2411 ], [ %v2375, %v2342 ]
  br i1 %v18, label %v2415, label %v2416

v2408:                                       ; preds = %v2378
  %v2417 = extractelement <16 x float> %v2375, i64 12
  %v2418 = load float, ptr addrspace(3) %v336, align 4
  %v2419 = load float, ptr addrspace(3) %v327, align 16
  %v2420 = fmul contract float %v2418, %v2419
  %v2421 = fadd contract float %v2417, %v2420
  %v2422 = insertelement <16 x float> %v2375, float %v2421, i64 12
  br label %v2409

v2409:                                       ; preds = %v2408, %v2378
  %v2423 = phi <16 x float> [ %v2422, %v2408 ], [ %v2375, %v2378 ]
  br i1 %v20, label %v2424, label %v2425

v2424:                                       ; preds = %v2409
  %v2426 = extractelement <16 x float> %v2423, i64 13
  %v2427 = load float, ptr addrspace(3) %v336, align 4
  %v2428 = load float, ptr addrspace(3) %v328, align 4
  %v2429 = fmul contract float %v2427, %v2428
  %v2430 = fadd contract float %v2426, %v2429
  %v2431 = insertelement <16 x float> %v2423, float %v2430, i64 13
  br label %v2425

v2425:                                       ; preds = %v2424, %v2409
  %v2432 = phi <16 x float> [ %v2431, %v2424 ], [ %v2423, %v2409 ]
  br i1 %v22, label %v2433, label %v2410

v2433:                                       ; preds = %v2425
  %v2434 = extractelement <16 x float> %v2432, i64 14
  %v2435 = load float, ptr addrspace(3) %v336, align 4
  %v2436 = load float, ptr addrspace(3) %v329, align 8
  %v2437 = fmul contract float %v2435, %v2436
  %v2438 = fadd contract float %v2434, %v2437
  %v2439 = insertelement <16 x float> %v2432, float %v2438, i64 14
  br label %v2410

v2410:                                       ; preds = %v2433, %v2425
  %v2413 = phi <16 x float> [ %v2439, %v2433 ], [ %v2432, %v2425 ]
  br i1 %v24, label %v2411, label %v2379

v2411:                                       ; preds = %v2410
  %v2440 = extractelement <16 x float> %v2413, i64 15
  %v2441 = load float, ptr addrspace(3) %v336, align 4
  %v2442 = load float, ptr addrspace(3) %v330, align 4
  %v2443 = fmul contract float %v2441, %v2442
  %v2444 = fadd contract float %v2440, %v2443
  %v2414 = insertelement <16 x float> %v2413, float %v2444, i64 15
  br label %v2379

v2415:                                       ; preds = %v2379
  %v2445 = extractelement <16 x float> %v2412, i64 0
  %v2446 = load float, ptr addrspace(3) %v338, align 8
  %v2447 = load float, ptr addrspace(3) %v340, align 16
  %v2448 = fmul contract float %v2446, %v2447
  %v2449 = fadd contract float %v2445, %v2448
  %v2450 = insertelement <16 x float> %v2412, float %v2449, i64 0
  br label %v2416

v2416:                                       ; preds = %v2415, %v2379
  %v2451 = phi <16 x float> [ %v2450, %v2415 ], [ %v2412, %v2379 ]
  br i1 %v20, label %v2452, label %v2453

v2452:                                       ; preds = %v2416
  %v2454 = extractelement <16 x float> %v2451, i64 1
  %v2455 = load float, ptr addrspace(3) %v338, align 8
  %v2456 = load float, ptr addrspace(3) %v341, align 4
  %v2457 = fmul contract float %v2455, %v2456
  %v2458 = fadd contract float %v2454, %v2457
  %v2459 = insertelement <16 x float> %v2451, float %v2458, i64 1
  br label %v2453

v2453:                                       ; preds = %v2452, %v2416
  %v2460 = phi <16 x float> [ %v2459, %v2452 ], [ %v2451, %v2416 ]
  br i1 %v22, label %v2461, label %v2462

v2461:                                       ; preds = %v2453
  %v2463 = extractelement <16 x float> %v2460, i64 2
  %v2464 = load float, ptr addrspace(3) %v338, align 8
  %v2465 = load float, ptr addrspace(3) %v342, align 8
  %v2466 = fmul contract float %v2464, %v2465
  %v2467 = fadd contract float %v2463, %v2466
  %v2468 = insertelement <16 x float> %v2460, float %v2467, i64 2
  br label %v2462

v2462:                                       ; preds = %v2461, %v2453
  %v2469 = phi <16 x float> [ %v2468, %v2461 ], [ %v2460, %v2453 ]
  br i1 %v24, label %v2470, label %v2471

v2470:                                       ; preds = %v2462
  %v2472 = extractelement <16 x float> %v2469, i64 3
  %v2473 = load float, ptr addrspace(3) %v338, align 8
  %v2474 = load float, ptr addrspace(3) %v343, align 4
  %v2475 = fmul contract float %v2473, %v2474
  %v2476 = fadd contract float %v2472, %v2475
  %v2477 = insertelement <16 x float> %v2469, float %v2476, i64 3
  br label %v2471

v2471:                                       ; preds = %v2470, %v2462
  %v2478 = phi <16 x float> [ %v2477, %v2470 ], [ %v2469, %v2462 ]
  br i1 %v27, label %v2479, label %v2480

v2479:                                       ; preds = %v2471
  br i1 %v18, label %v2481, label %v2482

v2480:                                       ; preds = %v2483, %v2484, %v2471
  %v2485 = phi <16 x float> [ %v2486, %v2483 ], [ %v2487, %v2484 ], [ %v2478, %v2471 ]
  br i1 %v29, label %v2488, label %v2489

v2481:                                       ; preds = %v2479
  %v2490 = extractelement <16 x float> %v2478, i64 4
  %v2491 = load float, ptr addrspace(3) %v345, align 8
  %v2492 = load float, ptr addrspace(3) %v340, align 16
  %v2493 = fmul contract float %v2491, %v2492
  %v2494 = fadd contract float %v2490, %v2493
  %v2495 = insertelement <16 x float> %v2478, float %v2494, i64 4
  br label %v2482

v2482:                                       ; preds = %v2481, %v2479
  %v2496 = phi <16 x float> [ %v2495, %v2481 ], [ %v2478, %v2479 ]
  br i1 %v20, label %v2497, label %v2498

v2497:                                       ; preds = %v2482
  %v2499 = extractelement <16 x float> %v2496, i64 5
  %v2500 = load float, ptr addrspace(3) %v345, align 8
  %v2501 = load float, ptr addrspace(3) %v341, align 4
  %v2502 = fmul contract float %v2500, %v2501
  %v2503 = fadd contract float %v2499, %v2502
  %v2504 = insertelement <16 x float> %v2496, float %v2503, i64 5
  br label %v2498

v2498:                                       ; preds = %v2497, %v2482
  %v2505 = phi <16 x float> [ %v2504, %v2497 ], [ %v2496, %v2482 ]
  br i1 %v22, label %v2506, label %v2483

v2506:                                       ; preds = %v2498
  %v2507 = extractelement <16 x float> %v2505, i64 6
  %v2508 = load float, ptr addrspace(3) %v345, align 8
  %v2509 = load float, ptr addrspace(3) %v342, align 8
  %v2510 = fmul contract float %v2508, %v2509
  %v2511 = fadd contract float %v2507, %v2510
  %v2512 = insertelement <16 x float> %v2505, float %v2511, i64 6
  br label %v2483

v2483:                                       ; preds = %v2506, %v2498
  %v2486 = phi <16 x float> [ %v2512, %v2506 ], [ %v2505, %v2498 ]
  br i1 %v24, label %v2484, label %v2480

v2484:                                       ; preds = %v2483
  %v2513 = extractelement <16 x float> %v2486, i64 7
  %v2514 = load float, ptr addrspace(3) %v345, align 8
  %v2515 = load float, ptr addrspace(3) %v343, align 4
  %v2516 = fmul contract float %v2514, %v2515
  %v2517 = fadd contract float %v2513, %v2516
  %v2487 = insertelement <16 x float> %v2486, float %v2517, i64 7
  br label %v2480

v2488:                                       ; preds = %v2480
  br i1 %v18, label %v2518, label %v2519

v2489:                                       ; preds = %v2520, %v2521, %v2480
  %v2522 = phi <16 x float> [ %v2523, %v2520 ], [ %v2524, %v2521 ], [ %v2485, %v2480 ]
  br i1 %v31, label %v2525, label %v2526

v2518:                                       ; preds = %v2488
  %v2527 = extractelement <16 x float> %v2485, i64 8
  %v2528 = load float, ptr addrspace(3) %v347, align 8
  %v2529 = load float, ptr addrspace(3) %v340, align 16
  %v2530 = fmul contract float %v2528, %v2529
  %v2531 = fadd contract float %v2527, %v2530
  %v2532 = insertelement <16 x float> %v2485, float %v2531, i64 8
  br label %v2519

v2519:                                       ; preds = %v2518, %v2488
  %v2533 = phi <16 x float> [ %v2532, %v2518 ], [ %v2485, %v2488 ]
  br i1 %v20, label %v2534, label %v2535

v2534:                                       ; preds = %v2519
  %v2536 = extractelement <16 x float> %v2533, i64 9
  %v2537 = load float, ptr addrspace(3) %v347, align 8
  %v2538 = load float, ptr addrspace(3) %v341, align 4
  %v2539 = fmul contract float %v2537, %v2538
  %v2540 = fadd contract float %v2536, %v2539
  %v2541 = insertelement <16 x float> %v2533, float %v2540, i64 9
  br label %v2535

v2535:                                       ; preds = %v2534, %v2519
  %v2542 = phi <16 x float> [ %v2541, %v2534 ], [ %v2533, %v2519 ]
  br i1 %v22, label %v2543, label %v2520

v2543:                                       ; preds = %v2535
  %v2544 = extractelement <16 x float> %v2542, i64 10
  %v2545 = load float, ptr addrspace(3) %v347, align 8
  %v2546 = load float, ptr addrspace(3) %v342, align 8
  %v2547 = fmul contract float %v2545, %v2546
  %v2548 = fadd contract float %v2544, %v2547
  %v2549 = insertelement <16 x float> %v2542, float %v2548, i64 10
  br label %v2520

v2520:                                       ; preds = %v2543, %v2535
  %v2523 = phi <16 x float> [ %v2549, %v2543 ], [ %v2542, %v2535 ]
  br i1 %v24, label %v2521, label %v2489

v2521:                                       ; preds = %v2520
  %v2550 = extractelement <16 x float> %v2523, i64 11
  %v2551 = load float, ptr addrspace(3) %v347, align 8
  %v2552 = load float, ptr addrspace(3) %v343, align 4
  %v2553 = fmul contract float %v2551, %v2552
  %v2554 = fadd contract float %v2550, %v2553
  %v2524 = insertelement <16 x float> %v2523, float %v2554, i64 11
  br label %v2489

v2525:                                       ; preds = %v2489
  br i1 %v18, label %v2555, label %v2556

v2526:                                       ; preds = %v2557, %v2558, %v2489
  %v2559 = phi <16 x float> [ %v2560, %v2557 ], [ %v2561, %v2558 ], [ %v2522, %v2489 ]
  br i1 %v18, label %v2562, label %v2563

v2555:                                       ; preds = %v2525
  %v2564 = extractelement <16 x float> %v2522, i64 12
  %v2565 = load float, ptr addrspace(3) %v349, align 8
  %v2566 = load float, ptr addrspace(3) %v340, align 16
  %v2567 = fmul contract float %v2565, %v2566
  %v2568 = fadd contract float %v2564, %v2567
  %v2569 = insertelement <16 x float> %v2522, float %v2568, i64 12
  br label %v2556

v2556:                                       ; preds = %v2555, %v2525
  %v2570 = phi <16 x float> [ %v2569, %v2555 ], [ %v2522, %v2525 ]
  br i1 %v20, label %v2571, label %v2572

v2571:                                       ; preds = %v2556
  %v2573 = extractelement <16 x float> %v2570, i64 13
  %v2574 = load float, ptr addrspace(3) %v349, align 8
  %v2575 = load float, ptr addrspace(3) %v341, align 4
  %v2576 = fmul contract float %v2574, %v2575
  %v2577 = fadd contract float %v2573, %v2576
  %v2578 = insertelement <16 x float> %v2570, float %v2577, i64 13
  br label %v2572

v2572:                                       ; preds = %v2571, %v2556
  %v2579 = phi <16 x float> [ %v2578, %v2571 ], [ %v2570, %v2556 ]
  br i1 %v22, label %v2580, label %v2557

v2580:                                       ; preds = %v2572
  %v2581 = extractelement <16 x float> %v2579, i64 14
  %v2582 = load float, ptr addrspace(3) %v349, align 8
  %v2583 = load float, ptr addrspace(3) %v342, align 8
  %v2584 = fmul contract float %v2582, %v2583
  %v2585 = fadd contract float %v2581, %v2584
  %v2586 = insertelement <16 x float> %v2579, float %v2585, i64 14
  br label %v2557

v2557:                                       ; preds = %v2580, %v2572
  %v2560 = phi <16 x float> [ %v2586, %v2580 ], [ %v2579, %v2572 ]
  br i1 %v24, label %v2558, label %v2526

v2558:                                       ; preds = %v2557
  %v2587 = extractelement <16 x float> %v2560, i64 15
  %v2588 = load float, ptr addrspace(3) %v349, align 8
  %v2589 = load float, ptr addrspace(3) %v343, align 4
  %v2590 = fmul contract float %v2588, %v2589
  %v2591 = fadd contract float %v2587, %v2590
  %v2561 = insertelement <16 x float> %v2560, float %v2591, i64 15
  br label %v2526

v2562:                                       ; preds = %v2526
  %v2592 = extractelement <16 x float> %v2559, i64 0
  %v2593 = load float, ptr addrspace(3) %v351, align 4
  %v2594 = load float, ptr addrspace(3) %v352, align 16
  %v2595 = fmul contract float %v2593, %v2594
  %v2596 = fadd contract float %v2592, %v2595
  %v2597 = insertelement <16 x float> %v2559, float %v2596, i64 0
  br label %v2563

v2563:                                       ; preds = %v2562, %v2526
  %v2598 = phi <16 x float> [ %v2597, %v2562 ], [ %v2559, %v2526 ]
  br i1 %v20, label %v2599, label %v2600

v2599:                                       ; preds = %v2563
  %v2601 = extractelement <16 x float> %v2598, i64 1
  %v2602 = load float, ptr addrspace(3) %v351, align 4
  %v2603 = load float, ptr addrspace(3) %v353, align 4
  %v2604 = fmul contract float %v2602, %v2603
  %v2605 = fadd contract float %v2601, %v2604
  %v2606 = insertelement <16 x float> %v2598, float %v2605, i64 1
  br label %v2600

v2600:                                       ; preds = %v2599, %v2563
  %v2607 = phi <16 x float> [ %v2606, %v2599 ], [ %v2598, %v2563 ]
  br i1 %v22, label %v2608, label %v2609

v2608:                                       ; preds = %v2600
  %v2610 = extractelement <16 x float> %v2607, i64 2
  %v2611 = load float, ptr addrspace(3) %v351, align 4
  %v2612 = load float, ptr addrspace(3) %v354, align 8
  %v2613 = fmul contract float %v2611, %v2612
  %v2614 = fadd contract float %v2610, %v2613
  %v2615 = insertelement <16 x float> %v2607, float %v2614, i64 2
  br label %v2609

v2609:                                       ; preds = %v2608, %v2600
  %v2616 = phi <16 x float> [ %v2615, %v2608 ], [ %v2607, %v2600 ]
  br i1 %v24, label %v2617, label %v2618

v2617:                                       ; preds = %v2609
  %v2619 = extractelement <16 x float> %v2616, i64 3
  %v2620 = load float, ptr addrspace(3) %v351, align 4
  %v2621 = load float, ptr addrspace(3) %v355, align 4
  %v2622 = fmul contract float %v2620, %v2621
  %v2623 = fadd contract float %v2619, %v2622
  %v2624 = insertelement <16 x float> %v2616, float %v2623, i64 3
  br label %v2618

v2618:                                       ; preds = %v2617, %v2609
  %v2625 = phi <16 x float> [ %v2624, %v2617 ], [ %v2616, %v2609 ]
  br i1 %v27, label %v2626, label %v2627

v2626:                                       ; preds = %v2618
  br i1 %v18, label %v2628, label %v2629

v2627:                                       ; preds = %v2630, %v2631, %v2618
  %v2632 = phi <16 x float> [ %v2633, %v2630 ], [ %v2634, %v2631 ], [ %v2625, %v2618 ]
  br i1 %v29, label %v2635, label %v2636

v2628:                                       ; preds = %v2626
  %v2637 = extractelement <16 x float> %v2625, i64 4
  %v2638 = load float, ptr addrspace(3) %v357, align 4
  %v2639 = load float, ptr addrspace(3) %v352, align 16
  %v2640 = fmul contract float %v2638, %v2639
  %v2641 = fadd contract float %v2637, %v2640
  %v2642 = insertelement <16 x float> %v2625, float %v2641, i64 4
  br label %v2629

v2629:                                       ; preds = %v2628, %v2626
  %v2643 = phi <16 x float> [ %v2642, %v2628 ], [ %v2625, %v2626 ]
  br i1 %v20, label %v2644, label %v2645

v2644:                                       ; preds = %v2629
  %v2646 = extractelement <16 x float> %v2643, i64 5
  %v2647 = load float, ptr addrspace(3) %v357, align 4
  %v2648 = load float, ptr addrspace(3) %v353, align 4
  %v2649 = fmul contract float %v2647, %v2648
  %v2650 = fadd contract float %v2646, %v2649
  %v2651 = insertelement <16 x float> %v2643, float %v2650, i64 5
  br label %v2645

v2645:                                       ; preds = %v2644, %v2629
  %v2652 = phi <16 x float> [ %v2651, %v2644 ], [ %v2643, %v2629 ]
  br i1 %v22, label %v2653, label %v2630

v2653:                                       ; preds = %v2645
  %v2654 = extractelement <16 x float> %v2652, i64 6
  %v2655 = load float, ptr addrspace(3) %v357, align 4
  %v2656 = load float, ptr addrspace(3) %v354, align 8
  %v2657 = fmul contract float %v2655, %v2656
  %v2658 = fadd contract float %v2654, %v2657
  %v2659 = insertelement <16 x float> %v2652, float %v2658, i64 6
  br label %v2630

v2630:                                       ; preds = %v2653, %v2645
  %v2633 = phi <16 x float> [ %v2659, %v2653 ], [ %v2652, %v2645 ]
  br i1 %v24, label %v2631, label %v2627

v2631:                                       ; preds = %v2630
  %v2660 = extractelement <16 x float> %v2633, i64 7
  %v2661 = load float, ptr addrspace(3) %v357, align 4
  %v2662 = load float, ptr addrspace(3) %v355, align 4
  %v2663 = fmul contract float %v2661, %v2662
  %v2664 = fadd contract float %v2660, %v2663
  %v2634 = insertelement <16 x float> %v2633, float %v2664, i64 7
  br label %v2627

v2635:                                       ; preds = %v2627
  br i1 %v18, label %v2665, label %v2666

v2636:                                       ; preds = %v2667, %v2668, %v2627
  %v2669 = phi <16 x float> [ %v2670, %v2667 ], [ %v2671, %v2668 ], [ %v2632, %v2627 ]
  br i1 %v31, label %v2672, label %v375

v2665:                                       ; preds = %v2635
  %v2673 = extractelement <16 x float> %v2632, i64 8
  %v2674 = load float, ptr addrspace(3) %v359, align 4
  %v2675 = load float, ptr addrspace(3) %v352, align 16
  %v2676 = fmul contract float %v2674, %v2675
  %v2677 = fadd contract float %v2673, %v2676
  %v2678 = insertelement <16 x float> %v2632, float %v2677, i64 8
  br label %v2666

v2666:                                       ; preds = %v2665, %v2635
  %v2679 = phi <16 x float> [ %v2678, %v2665 ], [ %v2632, %v2635 ]
  br i1 %v20, label %v2680, label %v2681

v2680:                                       ; preds = %v2666
  %v2682 = extractelement <16 x float> %v2679, i64 9
  %v2683 = load float, ptr addrspace(3) %v359, align 4
  %v2684 = load float, ptr addrspace(3) %v353, align 4
  %v2685 = fmul contract float %v2683, %v2684
  %v2686 = fadd contract float %v2682, %v2685
  %v2687 = insertelement <16 x float> %v2679, float %v2686, i64 9
  br label %v2681

v2681:                                       ; preds = %v2680, %v2666
  %v2688 = phi <16 x float> [ %v2687, %v2680 ], [ %v2679, %v2666 ]
  br i1 %v22, label %v2689, label %v2667

v2689:                                       ; preds = %v2681
  %v2690 = extractelement <16 x float> %v2688, i64 10
  %v2691 = load float, ptr addrspace(3) %v359, align 4
  %v2692 = load float, ptr addrspace(3) %v354, align 8
  %v2693 = fmul contract float %v2691, %v2692
  %v2694 = fadd contract float %v2690, %v2693
  %v2695 = insertelement <16 x float> %v2688, float %v2694, i64 10
  br label %v2667

v2667:                                       ; preds = %v2689, %v2681
  %v2670 = phi <16 x float> [ %v2695, %v2689 ], [ %v2688, %v2681 ]
  br i1 %v24, label %v2668, label %v2636

v2668:                                       ; preds = %v2667
  %v2696 = extractelement <16 x float> %v2670, i64 11
  %v2697 = load float, ptr addrspace(3) %v359, align 4
  %v2698 = load float, ptr addrspace(3) %v355, align 4
  %v2699 = fmul contract float %v2697, %v2698
  %v2700 = fadd contract float %v2696, %v2699
  %v2671 = insertelement <16 x float> %v2670, float %v2700, i64 11
  br label %v2636

v2672:                                       ; preds = %v2636
  br i1 %v18, label %v2701, label %v2702

v375:                                       ; preds = %v2703, %v2704, %v2636
  %v377 = phi <16 x float> [ %v2705, %v2703 ], [ %v2706, %v2704 ], [ %v2669, %v2636 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  br label %v363

v2701:                                       ; preds = %v2672
  %v2707 = extractelement <16 x float> %v2669, i64 12
  %v2708 = load float, ptr addrspace(3) %v361, align 4
  %v2709 = load float, ptr addrspace(3) %v352, align 16
  %v2710 = fmul contract float %v2708, %v2709
  %v2711 = fadd contract float %v2707, %v2710
  %v2712 = insertelement <16 x float> %v2669, float %v2711, i64 12
  br label %v2702

v2702:                                       ; preds = %v2701, %v2672
  %v2713 = phi <16 x float> [ %v2712, %v2701 ], [ %v2669, %v2672 ]
  br i1 %v20, label %v2714, label %v2715

v2714:                                       ; preds = %v2702
  %v2716 = extractelement <16 x float> %v2713, i64 13
  %v2717 = load float, ptr addrspace(3) %v361, align 4
  %v2718 = load float, ptr addrspace(3) %v353, align 4
  %v2719 = fmul contract float %v2717, %v2718
  %v2720 = fadd contract float %v2716, %v2719
  %v2721 = insertelement <16 x float> %v2713, float %v2720, i64 13
  br label %v2715

v2715:                                       ; preds = %v2714, %v2702
  %v2722 = phi <16 x float> [ %v2721, %v2714 ], [ %v2713, %v2702 ]
  br i1 %v22, label %v2723, label %v2703

v2723:                                       ; preds = %v2715
  %v2724 = extractelement <16 x float> %v2722, i64 14
  %v2725 = load float, ptr addrspace(3) %v361, align 4
  %v2726 = load float, ptr addrspace(3) %v354, align 8
  %v2727 = fmul contract float %v2725, %v2726
  %v2728 = fadd contract float %v2724, %v2727
  %v2729 = insertelement <16 x float> %v2722, float %v2728, i64 14
  br label %v2703

v2703:                                       ; preds = %v2723, %v2715
  %v2705 = phi <16 x float> [ %v2729, %v2723 ], [ %v2722, %v2715 ]
  br i1 %v24, label %v2704, label %v375

v2704:                                       ; preds = %v2703
  %v2730 = extractelement <16 x float> %v2705, i64 15
  %v2731 = load float, ptr addrspace(3) %v361, align 4
  %v2732 = load float, ptr addrspace(3) %v355, align 4
  %v2733 = fmul contract float %v2731, %v2732
  %v2734 = fadd contract float %v2730, %v2733
  %v2706 = insertelement <16 x float> %v2705, float %v2734, i64 15
  br label %v375

v378:                                       ; preds = %v368
  %v2735 = extractelement <16 x float> %v364, i64 0
  %v2736 = load float, ptr addrspace(3) %v99, align 64
  %v2737 = load float, ptr addrspace(3) %v102, align 16
  %v2738 = fmul contract float %v2736, %v2737
  %v2739 = fadd contract float %v2735, %v2738
  %v2740 = insertelement <16 x float> %v364, float %v2739, i64 0
  br label %v379

v379:                                       ; preds = %v378, %v368
  %v2741 = phi <16 x float> [ %v2740, %v378 ], [ %v364, %v368 ]
  br i1 %v20, label %v2742, label %v2743

v2742:                                       ; preds = %v379
  %v2744 = extractelement <16 x float> %v2741, i64 1
  %v2745 = load float, ptr addrspace(3) %v99, align 64
  %v2746 = load float, ptr addrspace(3) %v103, align 4
  %v2747 = fmul contract float %v2745, %v2746
  %v2748 = fadd contract float %v2744, %v2747
  %v2749 = insertelement <16 x float> %v2741, float %v2748, i64 1
  br label %v2743

v2743:                                       ; preds = %v2742, %v379
  %v2750 = phi <16 x float> [ %v2749, %v2742 ], [ %v2741, %v379 ]
  br i1 %v22, label %v2751, label %v2752

v2751:                                       ; preds = %v2743
  %v2753 = extractelement <16 x float> %v2750, i64 2
  %v2754 = load float, ptr addrspace(3) %v99, align 64
  %v2755 = load float, ptr addrspace(3) %v104, align 8
  %v2756 = fmul contract float %v2754, %v2755
  %v2757 = fadd contract float %v2753, %v2756
  %v2758 = insertelement <16 x float> %v2750, float %v2757, i64 2
  br label %v2752

v2752:                                       ; preds = %v2751, %v2743
  %v2759 = phi <16 x float> [ %v2758, %v2751 ], [ %v2750, %v2743 ]
  br i1 %v24, label %v2760, label %v2761

v2760:                                       ; preds = %v2752
  %v2762 = extractelement <16 x float> %v2759, i64 3
  %v2763 = load float, ptr addrspace(3) %v99, align 64
  %v2764 = load float, ptr addrspace(3) %v105, align 4
  %v2765 = fmul contract float %v2763, %v2764
  %v2766 = fadd contract float %v2762, %v2765
  %v2767 = insertelement <16 x float> %v2759, float %v2766, i64 3
  br label %v2761

v2761:                                       ; preds = %v2760, %v2752
  %v2768 = phi <16 x float> [ %v2767, %v2760 ], [ %v2759, %v2752 ]
  br i1 %v27, label %v2769, label %v2770

v2769:                                       ; preds = %v2761
  br i1 %v18, label %v2771, label %v2772

v2770:                                       ; preds = %v2773, %v2774, %v2761
  %v2775 = phi <16 x float> [ %v2776, %v2773 ], [ %v2777, %v2774 ], [ %v2768, %v2761 ]
  br i1 %v29, label %v2778, label %v2779

v2771:                                       ; preds = %v2769
  %v2780 = extractelement <16 x float> %v2768, i64 4
  %v2781 = load float, ptr addrspace(3) %v106, align 64
  %v2782 = load float, ptr addrspace(3) %v102, align 16
  %v2783 = fmul contract float %v2781, %v2782
  %v2784 = fadd contract float %v2780, %v2783
  %v2785 = insertelement <16 x float> %v2768, float %v2784, i64 4
  br label %v2772

v2772:                                       ; preds = %v2771, %v2769
  %v2786 = phi <16 x float> [ %v2785, %v2771 ], [ %v2768, %v2769 ]
  br i1 %v20, label %v2787, label %v2788

v2787:                                       ; preds = %v2772
  %v2789 = extractelement <16 x float> %v2786, i64 5
  %v2790 = load float, ptr addrspace(3) %v106, align 64
  %v2791 = load float, ptr addrspace(3) %v103, align 4
  %v2792 = fmul contract float %v2790, %v2791
  %v2793 = fadd contract float %v2789, %v2792
  %v2794 = insertelement <16 x float> %v2786, float %v2793, i64 5
  br label %v2788

v2788:                                       ; preds = %v2787, %v2772
  %v2795 = phi <16 x float> [ %v2794, %v2787 ], [ %v2786, %v2772 ]
  br i1 %v22, label %v2796, label %v2773

v2796:                                       ; preds = %v2788
  %v2797 = extractelement <16 x float> %v2795, i64 6
  %v2798 = load float, ptr addrspace(3) %v106, align 64
  %v2799 = load float, ptr addrspace(3) %v104, align 8
  %v2800 = fmul contract float %v2798, %v2799
  %v2801 = fadd contract float %v2797, %v2800
  %v2802 = insertelement <16 x float> %v2795, float %v2801, i64 6
  br label %v2773

v2773:                                       ; preds = %v2796, %v2788
  %v2776 = phi <16 x float> [ %v2802, %v2796 ], [ %v2795, %v2788 ]
  br i1 %v24, label %v2774, label %v2770

v2774:                                       ; preds = %v2773
  %v2803 = extractelement <16 x float> %v2776, i64 7
  %v2804 = load float, ptr addrspace(3) %v106, align 64
  %v2805 = load float, ptr addrspace(3) %v105, align 4
  %v2806 = fmul contract float %v2804, %v2805
  %v2807 = fadd contract float %v2803, %v2806
  %v2777 = insertelement <16 x float> %v2776, float %v2807, i64 7
  br label %v2770

v2778:                                       ; preds = %v2770
  br i1 %v18, label %v2808, label %v2809

v2779:                                       ; preds = %v2810, %v2811, %v2770
  %v2812 = phi <16 x float> [ %v2813, %v2810 ], [ %v2814, %v2811 ], [ %v2775, %v2770 ]
  br i1 %v31, label %v2815, label %v374

v2808:                                       ; preds = %v2778
  %v2816 = extractelement <16 x float> %v2775, i64 8
  %v2817 = load float, ptr addrspace(3) %v107, align 64
  %v2818 = load float, ptr addrspace(3) %v102, align 16
  %v2819 = fmul contract float %v2817, %v2818
  %v2820 = fadd contract float %v2816, %v2819
  %v2821 = insertelement <16 x float> %v2775, float %v2820, i64 8
  br label %v2809

v2809:                                       ; preds = %v2808, %v2778
  %v2822 = phi <16 x float> [ %v2821, %v2808 ], [ %v2775, %v2778 ]
  br i1 %v20, label %v2823, label %v2824

v2823:                                       ; preds = %v2809
  %v2825 = extractelement <16 x float> %v2822, i64 9
  %v2826 = load float, ptr addrspace(3) %v107, align 64
  %v2827 = load float, ptr addrspace(3) %v103, align 4
  %v2828 = fmul contract float %v2826, %v2827
  %v2829 = fadd contract float %v2825, %v2828
  %v2830 = insertelement <16 x float> %v2822, float %v2829, i64 9
  br label %v2824

v2824:                                       ; preds = %v2823, %v2809
  %v2831 = phi <16 x float> [ %v2830, %v2823 ], [ %v2822, %v2809 ]
  br i1 %v22, label %v2832, label %v2810

v2832:                                       ; preds = %v2824
  %v2833 = extractelement <16 x float> %v2831, i64 10
  %v2834 = load float, ptr addrspace(3) %v107, align 64
  %v2835 = load float, ptr addrspace(3) %v104, align 8
  %v2836 = fmul contract float %v2834, %v2835
  %v2837 = fadd contract float %v2833, %v2836
  %v2838 = insertelement <16 x float> %v2831, float %v2837, i64 10
  br label %v2810

v2810:                                       ; preds = %v2832, %v2824
  %v2813 = phi <16 x float> [ %v2838, %v2832 ], [ %v2831, %v2824 ]
  br i1 %v24, label %v2811, label %v2779

v2811:                                       ; preds = %v2810
  %v2839 = extractelement <16 x float> %v2813, i64 11
  %v2840 = load float, ptr addrspace(3) %v107, align 64
  %v2841 = load float, ptr addrspace(3) %v105, align 4
  %v2842 = fmul contract float %v2840, %v2841
  %v2843 = fadd contract float %v2839, %v2842
  %v2814 = insertelement <16 x float> %v2813, float %v2843, i64 11
  br label %v2779

v2815:                                       ; preds = %v2779
  br i1 %v18, label %v2844, label %v2845

v2844:                                       ; preds = %v2815
  %v2846 = extractelement <16 x float> %v2812, i64 12
  %v2847 = load float, ptr addrspace(3) %v108, align 64
  %v2848 = load float, ptr addrspace(3) %v102, align 16
  %v2849 = fmul contract float %v2847, %v2848
  %v2850 = fadd contract float %v2846, %v2849
  %v2851 = insertelement <16 x float> %v2812, float %v2850, i64 12
  br label %v2845

v2845:                                       ; preds = %v2844, %v2815
  %v2852 = phi <16 x float> [ %v2851, %v2844 ], [ %v2812, %v2815 ]
  br i1 %v20, label %v2853, label %v2854

v2853:                                       ; preds = %v2845
  %v2855 = extractelement <16 x float> %v2852, i64 13
  %v2856 = load float, ptr addrspace(3) %v108, align 64
  %v2857 = load float, ptr addrspace(3) %v103, align 4
  %v2858 = fmul contract float %v2856, %v2857
  %v2859 = fadd contract float %v2855, %v2858
  %v2860 = insertelement <16 x float> %v2852, float %v2859, i64 13
  br label %v2854

v2854:                                       ; preds = %v2853, %v2845
  %v2861 = phi <16 x float> [ %v2860, %v2853 ], [ %v2852, %v2845 ]
  br i1 %v22, label %v2862, label %v2863

v2862:                                       ; preds = %v2854
  %v2864 = extractelement <16 x float> %v2861, i64 14
  %v2865 = load float, ptr addrspace(3) %v108, align 64
  %v2866 = load float, ptr addrspace(3) %v104, align 8
  %v2867 = fmul contract float %v2865, %v2866
  %v2868 = fadd contract float %v2864, %v2867
  %v2869 = insertelement <16 x float> %v2861, float %v2868, i64 14
  br label %v2863

v2863:                                       ; preds = %v2862, %v2854
  %v2870 = phi <16 x float> [ %v2869, %v2862 ], [ %v2861, %v2854 ]
  br i1 %v24, label %v2871, label %v374

v2871:                                       ; preds = %v2863
  %v2872 = extractelement <16 x float> %v2870, i64 15
  %v2873 = load float, ptr addrspace(3) %v108, align 64
  %v2874 = load float, ptr addrspace(3) %v105, align 4
  %v2875 = fmul contract float %v2873, %v2874
  %v2876 = fadd contract float %v2872, %v2875
  %v2877 = insertelement <16 x float> %v2870, float %v2876, i64 15
  br label %v374

v374:                                      ; preds = %v2779, %v2871, %v2863
  %v376 = phi <16 x float> [ %v2812, %v2779 ], [ %v2877, %v2871 ], [ %v2870, %v2863 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  br label %v363

v370:                                      ; preds = %v369
  %v2878 = extractelement <16 x float> %v365, i64 0
  %v2879 = mul nuw nsw i64 %v8, 8580
  %v2880 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2879
  %v2881 = getelementptr inbounds float, ptr addrspace(1) %v2880, i64 %v15
  %v2882 = mul nuw nsw i64 %v12, 1040
  %v2883 = getelementptr inbounds i8, ptr addrspace(1) %v2881, i64 %v2882
  %v2884 = getelementptr inbounds float, ptr addrspace(1) %v2883, i64 %v16
  store float %v2878, ptr addrspace(1) %v2884, align 4
  br label %v371

v371:                                      ; preds = %v370, %v369
  br i1 %v20, label %v2885, label %v2886

v2885:                                      ; preds = %v371
  %v2887 = extractelement <16 x float> %v365, i64 1
  %v2888 = mul nuw nsw i64 %v8, 8580
  %v2889 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2888
  %v2890 = getelementptr inbounds float, ptr addrspace(1) %v2889, i64 %v15
  %v2891 = mul nuw nsw i64 %v12, 1040
  %v2892 = getelementptr inbounds i8, ptr addrspace(1) %v2890, i64 %v2891
  %v2893 = getelementptr inbounds float, ptr addrspace(1) %v2892, i64 %v16
  %v2894 = getelementptr inbounds i8, ptr addrspace(1) %v2893, i64 4
  store float %v2887, ptr addrspace(1) %v2894, align 4
  br label %v2886

v2886:                                      ; preds = %v2885, %v371
  br i1 %v22, label %v2895, label %v2896

v2895:                                      ; preds = %v2886
  %v2897 = extractelement <16 x float> %v365, i64 2
  %v2898 = mul nuw nsw i64 %v8, 8580
  %v2899 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2898
  %v2900 = getelementptr inbounds float, ptr addrspace(1) %v2899, i64 %v15
  %v2901 = mul nuw nsw i64 %v12, 1040
  %v2902 = getelementptr inbounds i8, ptr addrspace(1) %v2900, i64 %v2901
  %v2903 = getelementptr inbounds float, ptr addrspace(1) %v2902, i64 %v16
  %v2904 = getelementptr inbounds i8, ptr addrspace(1) %v2903, i64 8
  store float %v2897, ptr addrspace(1) %v2904, align 4
  br label %v2896

v2896:                                      ; preds = %v2895, %v2886
  br i1 %v24, label %v2905, label %v2906

v2905:                                      ; preds = %v2896
  %v2907 = extractelement <16 x float> %v365, i64 3
  %v2908 = mul nuw nsw i64 %v8, 8580
  %v2909 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2908
  %v2910 = getelementptr inbounds float, ptr addrspace(1) %v2909, i64 %v15
  %v2911 = mul nuw nsw i64 %v12, 1040
  %v2912 = getelementptr inbounds i8, ptr addrspace(1) %v2910, i64 %v2911
  %v2913 = getelementptr inbounds float, ptr addrspace(1) %v2912, i64 %v16
  %v2914 = getelementptr inbounds i8, ptr addrspace(1) %v2913, i64 12
  store float %v2907, ptr addrspace(1) %v2914, align 4
  br label %v2906

v2906:                                      ; preds = %v2905, %v2896
  br i1 %v27, label %v2915, label %v2916

v2915:                                      ; preds = %v2906
  br i1 %v18, label %v2917, label %v2918

v2916:                                      ; preds = %v2919, %v2920, %v2906
  br i1 %v29, label %v2921, label %v2922

v2917:                                      ; preds = %v2915
  %v2923 = extractelement <16 x float> %v365, i64 4
  %v2924 = mul nuw nsw i64 %v8, 8580
  %v2925 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2924
  %v2926 = getelementptr inbounds float, ptr addrspace(1) %v2925, i64 %v15
  %v2927 = mul nuw nsw i64 %v12, 1040
  %v2928 = getelementptr inbounds i8, ptr addrspace(1) %v2926, i64 %v2927
  %v2929 = getelementptr inbounds float, ptr addrspace(1) %v2928, i64 %v16
  %v2930 = getelementptr inbounds i8, ptr addrspace(1) %v2929, i64 260
  store float %v2923, ptr addrspace(1) %v2930, align 4
  br label %v2918

v2918:                                      ; preds = %v2917, %v2915
  br i1 %v20, label %v2931, label %v2932

v2931:                                      ; preds = %v2918
  %v2933 = extractelement <16 x float> %v365, i64 5
  %v2934 = mul nuw nsw i64 %v8, 8580
  %v2935 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2934
  %v2936 = getelementptr inbounds float, ptr addrspace(1) %v2935, i64 %v15
  %v2937 = mul nuw nsw i64 %v12, 1040
  %v2938 = getelementptr inbounds i8, ptr addrspace(1) %v2936, i64 %v2937
  %v2939 = getelementptr inbounds float, ptr addrspace(1) %v2938, i64 %v16
  %v2940 = getelementptr inbounds i8, ptr addrspace(1) %v2939, i64 264
  store float %v2933, ptr addrspace(1) %v2940, align 4
  br label %v2932

v2932:                                      ; preds = %v2931, %v2918
  br i1 %v22, label %v2941, label %v2919

v2941:                                      ; preds = %v2932
  %v2942 = extractelement <16 x float> %v365, i64 6
  %v2943 = mul nuw nsw i64 %v8, 8580
  %v2944 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2943
  %v2945 = getelementptr inbounds float, ptr addrspace(1) %v2944, i64 %v15
  %v2946 = mul nuw nsw i64 %v12, 1040
  %v2947 = getelementptr inbounds i8, ptr addrspace(1) %v2945, i64 %v2946
  %v2948 = getelementptr inbounds float, ptr addrspace(1) %v2947, i64 %v16
  %v2949 = getelementptr inbounds i8, ptr addrspace(1) %v2948, i64 268
  store float %v2942, ptr addrspace(1) %v2949, align 4
  br label %v2919

v2919:                                      ; preds = %v2941, %v2932
  br i1 %v24, label %v2920, label %v2916

v2920:                                      ; preds = %v2919
  %v2950 = extractelement <16 x float> %v365, i64 7
  %v2951 = mul nuw nsw i64 %v8, 8580
  %v2952 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2951
  %v2953 = getelementptr inbounds float, ptr addrspace(1) %v2952, i64 %v15
  %v2954 = mul nuw nsw i64 %v12, 1040
  %v2955 = getelementptr inbounds i8, ptr addrspace(1) %v2953, i64 %v2954
  %v2956 = getelementptr inbounds float, ptr addrspace(1) %v2955, i64 %v16
  %v2957 = getelementptr inbounds i8, ptr addrspace(1) %v2956, i64 272
  store float %v2950, ptr addrspace(1) %v2957, align 4
  br label %v2916

v2921:                                      ; preds = %v2916
  br i1 %v18, label %v2958, label %v2959

v2922:                                      ; preds = %v2960, %v2961, %v2916
  br i1 %v31, label %v2962, label %v2963

v2958:                                      ; preds = %v2921
  %v2964 = extractelement <16 x float> %v365, i64 8
  %v2965 = mul nuw nsw i64 %v8, 8580
  %v2966 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2965
  %v2967 = getelementptr inbounds float, ptr addrspace(1) %v2966, i64 %v15
  %v2968 = mul nuw nsw i64 %v12, 1040
  %v2969 = getelementptr inbounds i8, ptr addrspace(1) %v2967, i64 %v2968
  %v2970 = getelementptr inbounds float, ptr addrspace(1) %v2969, i64 %v16
  %v2971 = getelementptr inbounds i8, ptr addrspace(1) %v2970, i64 520
  store float %v2964, ptr addrspace(1) %v2971, align 4
  br label %v2959

v2959:                                      ; preds = %v2958, %v2921
  br i1 %v20, label %v2972, label %v2973

v2972:                                      ; preds = %v2959
  %v2974 = extractelement <16 x float> %v365, i64 9
  %v2975 = mul nuw nsw i64 %v8, 8580
  %v2976 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2975
  %v2977 = getelementptr inbounds float, ptr addrspace(1) %v2976, i64 %v15
  %v2978 = mul nuw nsw i64 %v12, 1040
  %v2979 = getelementptr inbounds i8, ptr addrspace(1) %v2977, i64 %v2978
  %v2980 = getelementptr inbounds float, ptr addrspace(1) %v2979, i64 %v16
  %v2981 = getelementptr inbounds i8, ptr addrspace(1) %v2980, i64 524
  store float %v2974, ptr addrspace(1) %v2981, align 4
  br label %v2973

v2973:                                      ; preds = %v2972, %v2959
  br i1 %v22, label %v2982, label %v2960

v2982:                                      ; preds = %v2973
  %v2983 = extractelement <16 x float> %v365, i64 10
  %v2984 = mul nuw nsw i64 %v8, 8580
  %v2985 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2984
  %v2986 = getelementptr inbounds float, ptr addrspace(1) %v2985, i64 %v15
  %v2987 = mul nuw nsw i64 %v12, 1040
  %v2988 = getelementptr inbounds i8, ptr addrspace(1) %v2986, i64 %v2987
  %v2989 = getelementptr inbounds float, ptr addrspace(1) %v2988, i64 %v16
  %v2990 = getelementptr inbounds i8, ptr addrspace(1) %v2989, i64 528
  store float %v2983, ptr addrspace(1) %v2990, align 4
  br label %v2960

v2960:                                      ; preds = %v2982, %v2973
  br i1 %v24, label %v2961, label %v2922

v2961:                                      ; preds = %v2960
  %v2991 = extractelement <16 x float> %v365, i64 11
  %v2992 = mul nuw nsw i64 %v8, 8580
  %v2993 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2992
  %v2994 = getelementptr inbounds float, ptr addrspace(1) %v2993, i64 %v15
  %v2995 = mul nuw nsw i64 %v12, 1040
  %v2996 = getelementptr inbounds i8, ptr addrspace(1) %v2994, i64 %v2995
  %v2997 = getelementptr inbounds float, ptr addrspace(1) %v2996, i64 %v16
  %v2998 = getelementptr inbounds i8, ptr addrspace(1) %v2997, i64 532
  store float %v2991, ptr addrspace(1) %v2998, align 4
  br label %v2922

v2962:                                      ; preds = %v2922
  br i1 %v18, label %v2999, label %v3000

v2963:                                      ; preds = %v3001, %v3002, %v2922
  ret void

v2999:                                      ; preds = %v2962
  %v3003 = extractelement <16 x float> %v365, i64 12
  %v3004 = mul nuw nsw i64 %v8, 8580
  %v3005 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v3004
  %v3006 = getelementptr inbounds float, ptr addrspace(1) %v3005, i64 %v15
  %v3007 = mul nuw nsw i64 %v12, 1040
  %v3008 = getelementptr inbounds i8, ptr addrspace(1) %v3006, i64 %v3007
  %v3009 = getelementptr inbounds float, ptr addrspace(1) %v3008, i64 %v16
  %v3010 = getelementptr inbounds i8, ptr addrspace(1) %v3009, i64 780
  store float %v3003, ptr addrspace(1) %v3010, align 4
  br label %v3000

v3000:                                      ; preds = %v2999, %v2962
  br i1 %v20, label %v3011, label %v3012

v3011:                                      ; preds = %v3000
  %v3013 = extractelement <16 x float> %v365, i64 13
  %v3014 = mul nuw nsw i64 %v8, 8580
  %v3015 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v3014
  %v3016 = getelementptr inbounds float, ptr addrspace(1) %v3015, i64 %v15
  %v3017 = mul nuw nsw i64 %v12, 1040
  %v3018 = getelementptr inbounds i8, ptr addrspace(1) %v3016, i64 %v3017
  %v3019 = getelementptr inbounds float, ptr addrspace(1) %v3018, i64 %v16
  %v3020 = getelementptr inbounds i8, ptr addrspace(1) %v3019, i64 784
  store float %v3013, ptr addrspace(1) %v3020, align 4
  br label %v3012

v3012:                                      ; preds = %v3011, %v3000
  br i1 %v22, label %v3021, label %v3001

v3021:                                      ; preds = %v3012
  %v3022 = extractelement <16 x float> %v365, i64 14
  %v3023 = mul nuw nsw i64 %v8, 8580
  %v3024 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v3023
  %v3025 = getelementptr inbounds float, ptr addrspace(1) %v3024, i64 %v15
  %v3026 = mul nuw nsw i64 %v12, 1040
  %v3027 = getelementptr inbounds i8, ptr addrspace(1) %v3025, i64 %v3026
  %v3028 = getelementptr inbounds float, ptr addrspace(1) %v3027, i64 %v16
  %v3029 = getelementptr inbounds i8, ptr addrspace(1) %v3028, i64 788
  store float %v3022, ptr addrspace(1) %v3029, align 4
  br label %v3001

v3001:                                      ; preds = %v3021, %v3012
  br i1 %v24, label %v3002, label %v2963

v3002:                                      ; preds = %v3001
  %v3030 = extractelement <16 x float> %v365, i64 15
  %v3031 = mul nuw nsw i64 %v8, 8580
  %v3032 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v3031
  %v3033 = getelementptr inbounds float, ptr addrspace(1) %v3032, i64 %v15
  %v3034 = mul nuw nsw i64 %v12, 1040
  %v3035 = getelementptr inbounds i8, ptr addrspace(1) %v3033, i64 %v3034
  %v3036 = getelementptr inbounds float, ptr addrspace(1) %v3035, i64 %v16
  %v3037 = getelementptr inbounds i8, ptr addrspace(1) %v3036, i64 792
  store float %v3030, ptr addrspace(1) %v3037, align 4
  br label %v2963
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #1

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

attributes #0 = { nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,144" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }
