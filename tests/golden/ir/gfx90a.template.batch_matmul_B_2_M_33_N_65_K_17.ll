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

v36:                        ; preds = %v3
  %v37 = shl i32 %v11, 8
  br label %v38

v35:                                        ; preds = %v3
  %v39 = lshr i64 %v14, 2
  %v40 = and i64 %v16, 12
  %v41 = mul nuw nsw i64 %v8, 2244
  %v42 = getelementptr i8, ptr addrspace(1) %v6, i64 %v41
  %v43 = mul nuw nsw i64 %v12, 272
  %v44 = getelementptr i8, ptr addrspace(1) %v42, i64 %v43
  %v45 = mul nuw nsw i64 %v39, 68
  %v46 = getelementptr i8, ptr addrspace(1) %v44, i64 %v45
  %v47 = addrspacecast ptr addrspace(1) %v46 to ptr
  %v48 = getelementptr float, ptr %v47, i64 %v40
  %v49 = add nuw nsw i64 %v25, %v39
  %v50 = udiv i64 %v49, 33
  %v51 = add nuw nsw i64 %v50, %v8
  %v52 = icmp ult i64 %v51, 2
  %v53 = insertelement <4 x i1> poison, i1 %v52, i64 0
  %v54 = shufflevector <4 x i1> %v53, <4 x i1> poison, <4 x i32> zeroinitializer
  %v55 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v48, i32 4, <4 x i1> %v54, <4 x float> zeroinitializer)
  %v56 = shl i32 %v11, 8
  %v57 = getelementptr i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v56
  %v58 = addrspacecast ptr addrspace(3) %v57 to ptr
  %v59 = getelementptr float, ptr %v58, i64 %v16
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v55, ptr %v59, i32 16, <4 x i1> %v54)
  br label %v38

v38:                                        ; preds = %v36, %v35
  %v60 = phi i32 [ %v37, %v36 ], [ %v56, %v35 ]
  %v61 = getelementptr float, ptr addrspace(1) %v5, i64 %v15
  %v62 = getelementptr float, ptr addrspace(1) %v61, i64 %v16
  %v63 = icmp ult i64 %v33, 112
  %v64 = add nuw nsw i64 %v12, 9
  %v65 = lshr i64 %v64, 4
  %v66 = and i64 %v64, 15
  %v67 = mul nuw nsw i64 %v8, 4420
  %v68 = getelementptr i8, ptr addrspace(1) %v62, i64 %v67
  %v69 = mul nuw nsw i64 %v65, 4420
  %v70 = getelementptr i8, ptr addrspace(1) %v68, i64 %v69
  %v71 = mul nuw nsw i64 %v66, 260
  %v72 = add nuw nsw i64 %v65, %v8
  %v73 = icmp ult i64 %v72, 2
  %v74 = insertelement <4 x i64> poison, i64 %v17, i64 0
  %v75 = shufflevector <4 x i64> %v74, <4 x i64> poison, <4 x i32> zeroinitializer
  %v76 = or disjoint <4 x i64> %v75, <i64 0, i64 1, i64 2, i64 3>
  %v77 = icmp ult <4 x i64> %v76, <i64 65, i64 65, i64 65, i64 65>
  %v78 = getelementptr i8, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2304), i32 %v60
  %v79 = getelementptr i8, ptr addrspace(1) %v61, i64 %v67
  %v80 = mul nuw nsw i64 %v12, 260
  %v81 = getelementptr i8, ptr addrspace(1) %v79, i64 %v80
  %v82 = getelementptr i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v60
  %v83 = addrspacecast ptr addrspace(3) %v82 to ptr
  %v84 = getelementptr float, ptr %v83, i64 %v16
  %v85 = addrspacecast ptr addrspace(1) %v81 to ptr
  %v86 = getelementptr float, ptr %v85, i64 %v16
  %v87 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v86, i32 4, <4 x i1> %v77, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v87, ptr %v84, i32 16, <4 x i1> %v77)
  br i1 %v63, label %v88, label %v89

v88:                                      ; preds = %v38
  %v90 = addrspacecast ptr addrspace(3) %v78 to ptr
  %v91 = getelementptr float, ptr %v90, i64 %v16
  %v92 = insertelement <4 x i1> poison, i1 %v73, i64 0
  %v93 = shufflevector <4 x i1> %v92, <4 x i1> poison, <4 x i32> zeroinitializer
  %v94 = and <4 x i1> %v93, %v77
  %v95 = addrspacecast ptr addrspace(1) %v70 to ptr
  %v96 = getelementptr i8, ptr %v95, i64 %v71
  %v97 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v96, i32 4, <4 x i1> %v94, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v97, ptr %v91, i32 16, <4 x i1> %v94)
  br label %v89

v89:                                      ; preds = %v88, %v38
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v98 = getelementptr i8, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 2112), i32 %v60
  %v99 = trunc i64 %v16 to i32
  %v100 = or disjoint i32 %v99, 1024
  %v101 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v100
  %v102 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 4100), i32 %v99
  %v103 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 4104), i32 %v99
  %v104 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 4108), i32 %v99
  %v105 = getelementptr i8, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 2176), i32 %v60
  %v106 = getelementptr i8, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 2240), i32 %v60
  %v107 = getelementptr i8, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 2304), i32 %v60
  %v108 = lshr i64 %v14, 2
  %v109 = and i64 %v16, 12
  %v110 = mul nuw nsw i64 %v8, 2244
  %v111 = getelementptr i8, ptr addrspace(1) %v6, i64 %v110
  %v112 = mul nuw nsw i64 %v12, 272
  %v113 = getelementptr i8, ptr addrspace(1) %v111, i64 %v112
  %v114 = mul nuw nsw i64 %v108, 68
  %v115 = getelementptr i8, ptr addrspace(1) %v113, i64 %v114
  %v116 = getelementptr float, ptr addrspace(1) %v115, i64 %v109
  %v117 = addrspacecast ptr addrspace(1) %v116 to ptr
  %v118 = getelementptr i8, ptr %v117, i64 64
  %v119 = add nuw nsw i64 %v25, %v108
  %v120 = udiv i64 %v119, 33
  %v121 = add nuw nsw i64 %v120, %v8
  %v122 = icmp ult i64 %v121, 2
  %v123 = insertelement <4 x i1> poison, i1 %v122, i64 0
  %v124 = shufflevector <4 x i1> %v123, <4 x i1> poison, <4 x i32> zeroinitializer
  %v125 = or disjoint i64 %v109, 16
  %v126 = insertelement <4 x i64> poison, i64 %v125, i64 0
  %v127 = shufflevector <4 x i64> %v126, <4 x i64> poison, <4 x i32> zeroinitializer
  %v128 = icmp eq <4 x i64> %v127, <i64 16, i64 17, i64 18, i64 19>
  %v129 = and <4 x i1> %v124, %v128
  %v130 = getelementptr i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v60
  %v131 = getelementptr float, ptr addrspace(3) %v130, i32 %v99
  %v132 = addrspacecast ptr addrspace(3) %v131 to ptr
  %v133 = getelementptr i8, ptr %v132, i64 2112
  %v134 = getelementptr i8, ptr addrspace(1) %v70, i64 %v71
  %v135 = addrspacecast ptr addrspace(1) %v134 to ptr
  %v136 = getelementptr i8, ptr %v135, i64 4160
  %v137 = icmp eq i64 %v66, 0
  %v138 = and i1 %v137, %v73
  %v139 = insertelement <4 x i1> poison, i1 %v138, i64 0
  %v140 = shufflevector <4 x i1> %v139, <4 x i1> poison, <4 x i32> zeroinitializer
  %v141 = and <4 x i1> %v140, %v77
  %v142 = getelementptr float, ptr addrspace(3) %v78, i32 %v99
  %v143 = addrspacecast ptr addrspace(3) %v142 to ptr
  %v144 = getelementptr i8, ptr %v143, i64 4096
  %v145 = getelementptr float, ptr addrspace(1) %v81, i64 %v16
  %v146 = addrspacecast ptr addrspace(1) %v145 to ptr
  %v147 = getelementptr i8, ptr %v146, i64 4160
  %v148 = icmp eq i32 %v11, 0
  %v149 = insertelement <4 x i1> poison, i1 %v148, i64 0
  %v150 = shufflevector <4 x i1> %v149, <4 x i1> poison, <4 x i32> zeroinitializer
  %v151 = and <4 x i1> %v77, %v150
  %v152 = getelementptr float, ptr addrspace(3) %v82, i32 %v99
  %v153 = addrspacecast ptr addrspace(3) %v152 to ptr
  %v154 = getelementptr i8, ptr %v153, i64 4096
  %v155 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v99
  %v156 = or disjoint i32 %v99, 1
  %v157 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v156
  %v158 = or disjoint i32 %v99, 2
  %v159 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v158
  %v160 = or disjoint i32 %v99, 3
  %v161 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v160
  %v162 = shl i32 %v11, 6
  %v163 = or disjoint i32 %v162, 16
  %v164 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v163
  %v165 = or disjoint i32 %v162, 32
  %v166 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v165
  %v167 = or disjoint i32 %v162, 48
  %v168 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v167
  %v169 = or disjoint i32 %v162, 1
  %v170 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v169
  %v171 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 256), i32 %v99
  %v172 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 260), i32 %v99
  %v173 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 264), i32 %v99
  %v174 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 268), i32 %v99
  %v175 = or disjoint i32 %v162, 17
  %v176 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v175
  %v177 = or disjoint i32 %v162, 33
  %v178 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v177
  %v179 = or disjoint i32 %v162, 49
  %v180 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v179
  %v181 = or disjoint i32 %v162, 2
  %v182 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v181
  %v183 = or disjoint i32 %v99, 128
  %v184 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v183
  %v185 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 516), i32 %v99
  %v186 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 520), i32 %v99
  %v187 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 524), i32 %v99
  %v188 = or disjoint i32 %v162, 18
  %v189 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v188
  %v190 = or disjoint i32 %v162, 34
  %v191 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v190
  %v192 = or disjoint i32 %v162, 50
  %v193 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v192
  %v194 = or disjoint i32 %v162, 3
  %v195 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v194
  %v196 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 768), i32 %v99
  %v197 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 772), i32 %v99
  %v198 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 776), i32 %v99
  %v199 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 780), i32 %v99
  %v200 = or disjoint i32 %v162, 19
  %v201 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v200
  %v202 = or disjoint i32 %v162, 35
  %v203 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v202
  %v204 = or disjoint i32 %v162, 51
  %v205 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v204
  %v206 = or disjoint i32 %v162, 4
  %v207 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v206
  %v208 = or disjoint i32 %v99, 256
  %v209 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v208
  %v210 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1028), i32 %v99
  %v211 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1032), i32 %v99
  %v212 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1036), i32 %v99
  %v213 = or disjoint i32 %v162, 20
  %v214 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v213
  %v215 = or disjoint i32 %v162, 36
  %v216 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v215
  %v217 = or disjoint i32 %v162, 52
  %v218 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v217
  %v219 = or disjoint i32 %v162, 5
  %v220 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v219
  %v221 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1280), i32 %v99
  %v222 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1284), i32 %v99
  %v223 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1288), i32 %v99
  %v224 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1292), i32 %v99
  %v225 = or disjoint i32 %v162, 21
  %v226 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v225
  %v227 = or disjoint i32 %v162, 37
  %v228 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v227
  %v229 = or disjoint i32 %v162, 53
  %v230 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v229
  %v231 = or disjoint i32 %v162, 6
  %v232 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v231
  %v233 = or disjoint i32 %v99, 384
  %v234 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v233
  %v235 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1540), i32 %v99
  %v236 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1544), i32 %v99
  %v237 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1548), i32 %v99
  %v238 = or disjoint i32 %v162, 22
  %v239 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v238
  %v240 = or disjoint i32 %v162, 38
  %v241 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v240
  %v242 = or disjoint i32 %v162, 54
  %v243 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v242
  %v244 = or disjoint i32 %v162, 7
  %v245 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v244
  %v246 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1792), i32 %v99
  %v247 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1796), i32 %v99
  %v248 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1800), i32 %v99
  %v249 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 1804), i32 %v99
  %v250 = or disjoint i32 %v162, 23
  %v251 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v250
  %v252 = or disjoint i32 %v162, 39
  %v253 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v252
  %v254 = or disjoint i32 %v162, 55
  %v255 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v254
  %v256 = or disjoint i32 %v162, 8
  %v257 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v256
  %v258 = or disjoint i32 %v99, 512
  %v259 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v258
  %v260 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2052), i32 %v99
  %v261 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2056), i32 %v99
  %v262 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2060), i32 %v99
  %v263 = or disjoint i32 %v162, 24
  %v264 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v263
  %v265 = or disjoint i32 %v162, 40
  %v266 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v265
  %v267 = or disjoint i32 %v162, 56
  %v268 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v267
  %v269 = or disjoint i32 %v162, 9
  %v270 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v269
  %v271 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2304), i32 %v99
  %v272 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2308), i32 %v99
  %v273 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2312), i32 %v99
  %v274 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2316), i32 %v99
  %v275 = or disjoint i32 %v162, 25
  %v276 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v275
  %v277 = or disjoint i32 %v162, 41
  %v278 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v277
  %v279 = or disjoint i32 %v162, 57
  %v280 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v279
  %v281 = or disjoint i32 %v162, 10
  %v282 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v281
  %v283 = or disjoint i32 %v99, 640
  %v284 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v283
  %v285 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2564), i32 %v99
  %v286 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2568), i32 %v99
  %v287 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2572), i32 %v99
  %v288 = or disjoint i32 %v162, 26
  %v289 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v288
  %v290 = or disjoint i32 %v162, 42
  %v291 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v290
  %v292 = or disjoint i32 %v162, 58
  %v293 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v292
  %v294 = or disjoint i32 %v162, 11
  %v295 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v294
  %v296 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2816), i32 %v99
  %v297 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2820), i32 %v99
  %v298 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2824), i32 %v99
  %v299 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 2828), i32 %v99
  %v300 = or disjoint i32 %v162, 27
  %v301 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v300
  %v302 = or disjoint i32 %v162, 43
  %v303 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v302
  %v304 = or disjoint i32 %v162, 59
  %v305 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v304
  %v306 = or disjoint i32 %v162, 12
  %v307 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v306
  %v308 = or disjoint i32 %v99, 768
  %v309 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v308
  %v310 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3076), i32 %v99
  %v311 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3080), i32 %v99
  %v312 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3084), i32 %v99
  %v313 = or disjoint i32 %v162, 28
  %v314 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v313
  %v315 = or disjoint i32 %v162, 44
  %v316 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v315
  %v317 = or disjoint i32 %v162, 60
  %v318 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v317
  %v319 = or disjoint i32 %v162, 13
  %v320 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v319
  %v321 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3328), i32 %v99
  %v322 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3332), i32 %v99
  %v323 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3336), i32 %v99
  %v324 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3340), i32 %v99
  %v325 = or disjoint i32 %v162, 29
  %v326 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v325
  %v327 = or disjoint i32 %v162, 45
  %v328 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v327
  %v329 = or disjoint i32 %v162, 61
  %v330 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v329
  %v331 = or disjoint i32 %v162, 14
  %v332 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v331
  %v333 = or disjoint i32 %v99, 896
  %v334 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 %v333
  %v335 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3588), i32 %v99
  %v336 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3592), i32 %v99
  %v337 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3596), i32 %v99
  %v338 = or disjoint i32 %v162, 30
  %v339 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v338
  %v340 = or disjoint i32 %v162, 46
  %v341 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v340
  %v342 = or disjoint i32 %v162, 62
  %v343 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v342
  %v344 = or disjoint i32 %v162, 15
  %v345 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v344
  %v346 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3840), i32 %v99
  %v347 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3844), i32 %v99
  %v348 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3848), i32 %v99
  %v349 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.B.shared, i32 3852), i32 %v99
  %v350 = or disjoint i32 %v162, 31
  %v351 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v350
  %v352 = or disjoint i32 %v162, 47
  %v353 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v352
  %v354 = or disjoint i32 %v162, 63
  %v355 = getelementptr inbounds float, ptr addrspace(3) @ktune_batch_matmul_f32_b2_m33_n65_k17.A.shared, i32 %v354
  br label %v356

v356:                                     ; preds = %v89, %v357
  %v358 = phi <16 x float> [ zeroinitializer, %v89 ], [ %v359, %v357 ]
  %v360 = phi i1 [ true, %v89 ], [ false, %v357 ]
  br i1 %v360, label %v361, label %v362

v363:                                     ; preds = %v357
  br i1 %v18, label %v364, label %v365

v361:                                        ; preds = %v356
  br i1 %v34, label %v366, label %v367

v357:                                        ; preds = %v368, %v369
  %v359 = phi <16 x float> [ %v370, %v368 ], [ %v371, %v369 ]
  fence syncscope("workgroup") acquire
  br i1 %v360, label %v356, label %v363

v362:                                        ; preds = %v356
  br i1 %v18, label %v372, label %v373

v366:                                        ; preds = %v361
  %v374 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v118, i32 4, <4 x i1> %v129, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v374, ptr %v133, i32 16, <4 x i1> %v129)
  br label %v367

v367:                                        ; preds = %v361, %v366
  %v375 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v147, i32 4, <4 x i1> %v151, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v375, ptr %v154, i32 16, <4 x i1> %v151)
  br i1 %v63, label %v376, label %v377

v376:                                      ; preds = %v367
  %v378 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v136, i32 4, <4 x i1> %v141, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v378, ptr %v144, i32 16, <4 x i1> %v141)
  br label %v377

v377:                                      ; preds = %v376, %v367
  br i1 %v18, label %v379, label %v380

v379:                                       ; preds = %v377
  %v381 = extractelement <16 x float> %v358, i64 0
  %v382 = load float, ptr addrspace(3) %v130, align 64
  %v383 = load float, ptr addrspace(3) %v155, align 16
  %v384 = fmul contract float %v382, %v383
  %v385 = fadd contract float %v381, %v384
  %v386 = insertelement <16 x float> %v358, float %v385, i64 0
  br label %v380

v380:                                       ; preds = %v379, %v377
  %v387 = phi <16 x float> [ %v386, %v379 ], [ %v358, %v377 ]
  br i1 %v20, label %v388, label %v389

v388:                                       ; preds = %v380
  %v390 = extractelement <16 x float> %v387, i64 1
  %v391 = load float, ptr addrspace(3) %v130, align 64
  %v392 = load float, ptr addrspace(3) %v157, align 4
  %v393 = fmul contract float %v391, %v392
  %v394 = fadd contract float %v390, %v393
  %v395 = insertelement <16 x float> %v387, float %v394, i64 1
  br label %v389

v389:                                       ; preds = %v388, %v380
  %v396 = phi <16 x float> [ %v395, %v388 ], [ %v387, %v380 ]
  br i1 %v22, label %v397, label %v398

v397:                                       ; preds = %v389
  %v399 = extractelement <16 x float> %v396, i64 2
  %v400 = load float, ptr addrspace(3) %v130, align 64
  %v401 = load float, ptr addrspace(3) %v159, align 8
  %v402 = fmul contract float %v400, %v401
  %v403 = fadd contract float %v399, %v402
  %v404 = insertelement <16 x float> %v396, float %v403, i64 2
  br label %v398

v398:                                       ; preds = %v397, %v389
  %v405 = phi <16 x float> [ %v404, %v397 ], [ %v396, %v389 ]
  br i1 %v24, label %v406, label %v407

v406:                                       ; preds = %v398
  %v408 = extractelement <16 x float> %v405, i64 3
  %v409 = load float, ptr addrspace(3) %v130, align 64
  %v410 = load float, ptr addrspace(3) %v161, align 4
  %v411 = fmul contract float %v409, %v410
  %v412 = fadd contract float %v408, %v411
  %v413 = insertelement <16 x float> %v405, float %v412, i64 3
  br label %v407

v407:                                       ; preds = %v406, %v398
  %v414 = phi <16 x float> [ %v413, %v406 ], [ %v405, %v398 ]
  br i1 %v27, label %v415, label %v416

v415:                                       ; preds = %v407
  br i1 %v18, label %v417, label %v418

v416:                                       ; preds = %v419, %v420, %v407
  %v421 = phi <16 x float> [ %v422, %v419 ], [ %v423, %v420 ], [ %v414, %v407 ]
  br i1 %v29, label %v424, label %v425

v417:                                       ; preds = %v415
  %v426 = extractelement <16 x float> %v414, i64 4
  %v427 = load float, ptr addrspace(3) %v164, align 64
  %v428 = load float, ptr addrspace(3) %v155, align 16
  %v429 = fmul contract float %v427, %v428
  %v430 = fadd contract float %v426, %v429
  %v431 = insertelement <16 x float> %v414, float %v430, i64 4
  br label %v418

v418:                                       ; preds = %v417, %v415
  %v432 = phi <16 x float> [ %v431, %v417 ], [ %v414, %v415 ]
  br i1 %v20, label %v433, label %v434

v433:                                       ; preds = %v418
  %v435 = extractelement <16 x float> %v432, i64 5
  %v436 = load float, ptr addrspace(3) %v164, align 64
  %v437 = load float, ptr addrspace(3) %v157, align 4
  %v438 = fmul contract float %v436, %v437
  %v439 = fadd contract float %v435, %v438
  %v440 = insertelement <16 x float> %v432, float %v439, i64 5
  br label %v434

v434:                                       ; preds = %v433, %v418
  %v441 = phi <16 x float> [ %v440, %v433 ], [ %v432, %v418 ]
  br i1 %v22, label %v442, label %v419

v442:                                       ; preds = %v434
  %v443 = extractelement <16 x float> %v441, i64 6
  %v444 = load float, ptr addrspace(3) %v164, align 64
  %v445 = load float, ptr addrspace(3) %v159, align 8
  %v446 = fmul contract float %v444, %v445
  %v447 = fadd contract float %v443, %v446
  %v448 = insertelement <16 x float> %v441, float %v447, i64 6
  br label %v419

v419:                                       ; preds = %v442, %v434
  %v422 = phi <16 x float> [ %v448, %v442 ], [ %v441, %v434 ]
  br i1 %v24, label %v420, label %v416

v420:                                       ; preds = %v419
  %v449 = extractelement <16 x float> %v422, i64 7
  %v450 = load float, ptr addrspace(3) %v164, align 64
  %v451 = load float, ptr addrspace(3) %v161, align 4
  %v452 = fmul contract float %v450, %v451
  %v453 = fadd contract float %v449, %v452
  %v423 = insertelement <16 x float> %v422, float %v453, i64 7
  br label %v416

v424:                                       ; preds = %v416
  br i1 %v18, label %v454, label %v455

v425:                                       ; preds = %v456, %v457, %v416
  %v458 = phi <16 x float> [ %v459, %v456 ], [ %v460, %v457 ], [ %v421, %v416 ]
  br i1 %v31, label %v461, label %v462

v454:                                       ; preds = %v424
  %v463 = extractelement <16 x float> %v421, i64 8
  %v464 = load float, ptr addrspace(3) %v166, align 64
  %v465 = load float, ptr addrspace(3) %v155, align 16
  %v466 = fmul contract float %v464, %v465
  %v467 = fadd contract float %v463, %v466
  %v468 = insertelement <16 x float> %v421, float %v467, i64 8
  br label %v455

v455:                                       ; preds = %v454, %v424
  %v469 = phi <16 x float> [ %v468, %v454 ], [ %v421, %v424 ]
  br i1 %v20, label %v470, label %v471

v470:                                       ; preds = %v455
  %v472 = extractelement <16 x float> %v469, i64 9
  %v473 = load float, ptr addrspace(3) %v166, align 64
  %v474 = load float, ptr addrspace(3) %v157, align 4
  %v475 = fmul contract float %v473, %v474
  %v476 = fadd contract float %v472, %v475
  %v477 = insertelement <16 x float> %v469, float %v476, i64 9
  br label %v471

v471:                                       ; preds = %v470, %v455
  %v478 = phi <16 x float> [ %v477, %v470 ], [ %v469, %v455 ]
  br i1 %v22, label %v479, label %v456

v479:                                       ; preds = %v471
  %v480 = extractelement <16 x float> %v478, i64 10
  %v481 = load float, ptr addrspace(3) %v166, align 64
  %v482 = load float, ptr addrspace(3) %v159, align 8
  %v483 = fmul contract float %v481, %v482
  %v484 = fadd contract float %v480, %v483
  %v485 = insertelement <16 x float> %v478, float %v484, i64 10
  br label %v456

v456:                                       ; preds = %v479, %v471
  %v459 = phi <16 x float> [ %v485, %v479 ], [ %v478, %v471 ]
  br i1 %v24, label %v457, label %v425

v457:                                       ; preds = %v456
  %v486 = extractelement <16 x float> %v459, i64 11
  %v487 = load float, ptr addrspace(3) %v166, align 64
  %v488 = load float, ptr addrspace(3) %v161, align 4
  %v489 = fmul contract float %v487, %v488
  %v490 = fadd contract float %v486, %v489
  %v460 = insertelement <16 x float> %v459, float %v490, i64 11
  br label %v425

v461:                                       ; preds = %v425
  br i1 %v18, label %v491, label %v492

v462:                                       ; preds = %v493, %v494, %v425
  %v495 = phi <16 x float> [ %v496, %v493 ], [ %v497, %v494 ], [ %v458, %v425 ]
  br i1 %v18, label %v498, label %v499

v491:                                       ; preds = %v461
  %v500 = extractelement <16 x float> %v458, i64 12
  %v501 = load float, ptr addrspace(3) %v168, align 64
  %v502 = load float, ptr addrspace(3) %v155, align 16
  %v503 = fmul contract float %v501, %v502
  %v504 = fadd contract float %v500, %v503
  %v505 = insertelement <16 x float> %v458, float %v504, i64 12
  br label %v492

v492:                                       ; preds = %v491, %v461
  %v506 = phi <16 x float> [ %v505, %v491 ], [ %v458, %v461 ]
  br i1 %v20, label %v507, label %v508

v507:                                       ; preds = %v492
  %v509 = extractelement <16 x float> %v506, i64 13
  %v510 = load float, ptr addrspace(3) %v168, align 64
  %v511 = load float, ptr addrspace(3) %v157, align 4
  %v512 = fmul contract float %v510, %v511
  %v513 = fadd contract float %v509, %v512
  %v514 = insertelement <16 x float> %v506, float %v513, i64 13
  br label %v508

v508:                                       ; preds = %v507, %v492
  %v515 = phi <16 x float> [ %v514, %v507 ], [ %v506, %v492 ]
  br i1 %v22, label %v516, label %v493

v516:                                       ; preds = %v508
  %v517 = extractelement <16 x float> %v515, i64 14
  %v518 = load float, ptr addrspace(3) %v168, align 64
  %v519 = load float, ptr addrspace(3) %v159, align 8
  %v520 = fmul contract float %v518, %v519
  %v521 = fadd contract float %v517, %v520
  %v522 = insertelement <16 x float> %v515, float %v521, i64 14
  br label %v493

v493:                                       ; preds = %v516, %v508
  %v496 = phi <16 x float> [ %v522, %v516 ], [ %v515, %v508 ]
  br i1 %v24, label %v494, label %v462

v494:                                       ; preds = %v493
  %v523 = extractelement <16 x float> %v496, i64 15
  %v524 = load float, ptr addrspace(3) %v168, align 64
  %v525 = load float, ptr addrspace(3) %v161, align 4
  %v526 = fmul contract float %v524, %v525
  %v527 = fadd contract float %v523, %v526
  %v497 = insertelement <16 x float> %v496, float %v527, i64 15
  br label %v462

v498:                                       ; preds = %v462
  %v528 = extractelement <16 x float> %v495, i64 0
  %v529 = load float, ptr addrspace(3) %v170, align 4
  %v530 = load float, ptr addrspace(3) %v171, align 16
  %v531 = fmul contract float %v529, %v530
  %v532 = fadd contract float %v528, %v531
  %v533 = insertelement <16 x float> %v495, float %v532, i64 0
  br label %v499

v499:                                       ; preds = %v498, %v462
  %v534 = phi <16 x float> [ %v533, %v498 ], [ %v495, %v462 ]
  br i1 %v20, label %v535, label %v536

v535:                                       ; preds = %v499
  %v537 = extractelement <16 x float> %v534, i64 1
  %v538 = load float, ptr addrspace(3) %v170, align 4
  %v539 = load float, ptr addrspace(3) %v172, align 4
  %v540 = fmul contract float %v538, %v539
  %v541 = fadd contract float %v537, %v540
  %v542 = insertelement <16 x float> %v534, float %v541, i64 1
  br label %v536

v536:                                       ; preds = %v535, %v499
  %v543 = phi <16 x float> [ %v542, %v535 ], [ %v534, %v499 ]
  br i1 %v22, label %v544, label %v545

v544:                                       ; preds = %v536
  %v546 = extractelement <16 x float> %v543, i64 2
  %v547 = load float, ptr addrspace(3) %v170, align 4
  %v548 = load float, ptr addrspace(3) %v173, align 8
  %v549 = fmul contract float %v547, %v548
  %v550 = fadd contract float %v546, %v549
  %v551 = insertelement <16 x float> %v543, float %v550, i64 2
  br label %v545

v545:                                       ; preds = %v544, %v536
  %v552 = phi <16 x float> [ %v551, %v544 ], [ %v543, %v536 ]
  br i1 %v24, label %v553, label %v554

v553:                                       ; preds = %v545
  %v555 = extractelement <16 x float> %v552, i64 3
  %v556 = load float, ptr addrspace(3) %v170, align 4
  %v557 = load float, ptr addrspace(3) %v174, align 4
  %v558 = fmul contract float %v556, %v557
  %v559 = fadd contract float %v555, %v558
  %v560 = insertelement <16 x float> %v552, float %v559, i64 3
  br label %v554

v554:                                       ; preds = %v553, %v545
  %v561 = phi <16 x float> [ %v560, %v553 ], [ %v552, %v545 ]
  br i1 %v27, label %v562, label %v563

v562:                                       ; preds = %v554
  br i1 %v18, label %v564, label %v565

v563:                                       ; preds = %v566, %v567, %v554
  %v568 = phi <16 x float> [ %v569, %v566 ], [ %v570, %v567 ], [ %v561, %v554 ]
  br i1 %v29, label %v571, label %v572

v564:                                       ; preds = %v562
  %v573 = extractelement <16 x float> %v561, i64 4
  %v574 = load float, ptr addrspace(3) %v176, align 4
  %v575 = load float, ptr addrspace(3) %v171, align 16
  %v576 = fmul contract float %v574, %v575
  %v577 = fadd contract float %v573, %v576
  %v578 = insertelement <16 x float> %v561, float %v577, i64 4
  br label %v565

v565:                                       ; preds = %v564, %v562
  %v579 = phi <16 x float> [ %v578, %v564 ], [ %v561, %v562 ]
  br i1 %v20, label %v580, label %v581

v580:                                       ; preds = %v565
  %v582 = extractelement <16 x float> %v579, i64 5
  %v583 = load float, ptr addrspace(3) %v176, align 4
  %v584 = load float, ptr addrspace(3) %v172, align 4
  %v585 = fmul contract float %v583, %v584
  %v586 = fadd contract float %v582, %v585
  %v587 = insertelement <16 x float> %v579, float %v586, i64 5
  br label %v581

v581:                                       ; preds = %v580, %v565
  %v588 = phi <16 x float> [ %v587, %v580 ], [ %v579, %v565 ]
  br i1 %v22, label %v589, label %v566

v589:                                       ; preds = %v581
  %v590 = extractelement <16 x float> %v588, i64 6
  %v591 = load float, ptr addrspace(3) %v176, align 4
  %v592 = load float, ptr addrspace(3) %v173, align 8
  %v593 = fmul contract float %v591, %v592
  %v594 = fadd contract float %v590, %v593
  %v595 = insertelement <16 x float> %v588, float %v594, i64 6
  br label %v566

v566:                                       ; preds = %v589, %v581
  %v569 = phi <16 x float> [ %v595, %v589 ], [ %v588, %v581 ]
  br i1 %v24, label %v567, label %v563

v567:                                       ; preds = %v566
  %v596 = extractelement <16 x float> %v569, i64 7
  %v597 = load float, ptr addrspace(3) %v176, align 4
  %v598 = load float, ptr addrspace(3) %v174, align 4
  %v599 = fmul contract float %v597, %v598
  %v600 = fadd contract float %v596, %v599
  %v570 = insertelement <16 x float> %v569, float %v600, i64 7
  br label %v563

v571:                                       ; preds = %v563
  br i1 %v18, label %v601, label %v602

v572:                                       ; preds = %v603, %v604, %v563
  %v605 = phi <16 x float> [ %v606, %v603 ], [ %v607, %v604 ], [ %v568, %v563 ]
  br i1 %v31, label %v608, label %v609

v601:                                       ; preds = %v571
  %v610 = extractelement <16 x float> %v568, i64 8
  %v611 = load float, ptr addrspace(3) %v178, align 4
  %v612 = load float, ptr addrspace(3) %v171, align 16
  %v613 = fmul contract float %v611, %v612
  %v614 = fadd contract float %v610, %v613
  %v615 = insertelement <16 x float> %v568, float %v614, i64 8
  br label %v602

v602:                                       ; preds = %v601, %v571
  %v616 = phi <16 x float> [ %v615, %v601 ], [ %v568, %v571 ]
  br i1 %v20, label %v617, label %v618

v617:                                       ; preds = %v602
  %v619 = extractelement <16 x float> %v616, i64 9
  %v620 = load float, ptr addrspace(3) %v178, align 4
  %v621 = load float, ptr addrspace(3) %v172, align 4
  %v622 = fmul contract float %v620, %v621
  %v623 = fadd contract float %v619, %v622
  %v624 = insertelement <16 x float> %v616, float %v623, i64 9
  br label %v618

v618:                                       ; preds = %v617, %v602
  %v625 = phi <16 x float> [ %v624, %v617 ], [ %v616, %v602 ]
  br i1 %v22, label %v626, label %v603

v626:                                       ; preds = %v618
  %v627 = extractelement <16 x float> %v625, i64 10
  %v628 = load float, ptr addrspace(3) %v178, align 4
  %v629 = load float, ptr addrspace(3) %v173, align 8
  %v630 = fmul contract float %v628, %v629
  %v631 = fadd contract float %v627, %v630
  %v632 = insertelement <16 x float> %v625, float %v631, i64 10
  br label %v603

v603:                                       ; preds = %v626, %v618
  %v606 = phi <16 x float> [ %v632, %v626 ], [ %v625, %v618 ]
  br i1 %v24, label %v604, label %v572

v604:                                       ; preds = %v603
  %v633 = extractelement <16 x float> %v606, i64 11
  %v634 = load float, ptr addrspace(3) %v178, align 4
  %v635 = load float, ptr addrspace(3) %v174, align 4
  %v636 = fmul contract float %v634, %v635
  %v637 = fadd contract float %v633, %v636
  %v607 = insertelement <16 x float> %v606, float %v637, i64 11
  br label %v572

v608:                                       ; preds = %v572
  br i1 %v18, label %v638, label %v639

v609:                                       ; preds = %v640, %v641, %v572
  %v642 = phi <16 x float> [ %v643, %v640 ], [ %v644, %v641 ], [ %v605, %v572 ]
  br i1 %v18, label %v645, label %v646

v638:                                       ; preds = %v608
  %v647 = extractelement <16 x float> %v605, i64 12
  %v648 = load float, ptr addrspace(3) %v180, align 4
  %v649 = load float, ptr addrspace(3) %v171, align 16
  %v650 = fmul contract float %v648, %v649
  %v651 = fadd contract float %v647, %v650
  %v652 = insertelement <16 x float> %v605, float %v651, i64 12
  br label %v639

v639:                                       ; preds = %v638, %v608
  %v653 = phi <16 x float> [ %v652, %v638 ], [ %v605, %v608 ]
  br i1 %v20, label %v654, label %v655

v654:                                       ; preds = %v639
  %v656 = extractelement <16 x float> %v653, i64 13
  %v657 = load float, ptr addrspace(3) %v180, align 4
  %v658 = load float, ptr addrspace(3) %v172, align 4
  %v659 = fmul contract float %v657, %v658
  %v660 = fadd contract float %v656, %v659
  %v661 = insertelement <16 x float> %v653, float %v660, i64 13
  br label %v655

v655:                                       ; preds = %v654, %v639
  %v662 = phi <16 x float> [ %v661, %v654 ], [ %v653, %v639 ]
  br i1 %v22, label %v663, label %v640

v663:                                       ; preds = %v655
  %v664 = extractelement <16 x float> %v662, i64 14
  %v665 = load float, ptr addrspace(3) %v180, align 4
  %v666 = load float, ptr addrspace(3) %v173, align 8
  %v667 = fmul contract float %v665, %v666
  %v668 = fadd contract float %v664, %v667
  %v669 = insertelement <16 x float> %v662, float %v668, i64 14
  br label %v640

v640:                                       ; preds = %v663, %v655
  %v643 = phi <16 x float> [ %v669, %v663 ], [ %v662, %v655 ]
  br i1 %v24, label %v641, label %v609

v641:                                       ; preds = %v640
  %v670 = extractelement <16 x float> %v643, i64 15
  %v671 = load float, ptr addrspace(3) %v180, align 4
  %v672 = load float, ptr addrspace(3) %v174, align 4
  %v673 = fmul contract float %v671, %v672
  %v674 = fadd contract float %v670, %v673
  %v644 = insertelement <16 x float> %v643, float %v674, i64 15
  br label %v609

v645:                                       ; preds = %v609
  %v675 = extractelement <16 x float> %v642, i64 0
  %v676 = load float, ptr addrspace(3) %v182, align 8
  %v677 = load float, ptr addrspace(3) %v184, align 16
  %v678 = fmul contract float %v676, %v677
  %v679 = fadd contract float %v675, %v678
  %v680 = insertelement <16 x float> %v642, float %v679, i64 0
  br label %v646

v646:                                       ; preds = %v645, %v609
  %v681 = phi <16 x float> [ %v680, %v645 ], [ %v642, %v609 ]
  br i1 %v20, label %v682, label %v683

v682:                                       ; preds = %v646
  %v684 = extractelement <16 x float> %v681, i64 1
  %v685 = load float, ptr addrspace(3) %v182, align 8
  %v686 = load float, ptr addrspace(3) %v185, align 4
  %v687 = fmul contract float %v685, %v686
  %v688 = fadd contract float %v684, %v687
  %v689 = insertelement <16 x float> %v681, float %v688, i64 1
  br label %v683

v683:                                       ; preds = %v682, %v646
  %v690 = phi <16 x float> [ %v689, %v682 ], [ %v681, %v646 ]
  br i1 %v22, label %v691, label %v692

v691:                                       ; preds = %v683
  %v693 = extractelement <16 x float> %v690, i64 2
  %v694 = load float, ptr addrspace(3) %v182, align 8
  %v695 = load float, ptr addrspace(3) %v186, align 8
  %v696 = fmul contract float %v694, %v695
  %v697 = fadd contract float %v693, %v696
  %v698 = insertelement <16 x float> %v690, float %v697, i64 2
  br label %v692

v692:                                       ; preds = %v691, %v683
  %v699 = phi <16 x float> [ %v698, %v691 ], [ %v690, %v683 ]
  br i1 %v24, label %v700, label %v701

v700:                                       ; preds = %v692
  %v702 = extractelement <16 x float> %v699, i64 3
  %v703 = load float, ptr addrspace(3) %v182, align 8
  %v704 = load float, ptr addrspace(3) %v187, align 4
  %v705 = fmul contract float %v703, %v704
  %v706 = fadd contract float %v702, %v705
  %v707 = insertelement <16 x float> %v699, float %v706, i64 3
  br label %v701

v701:                                       ; preds = %v700, %v692
  %v708 = phi <16 x float> [ %v707, %v700 ], [ %v699, %v692 ]
  br i1 %v27, label %v709, label %v710

v709:                                       ; preds = %v701
  br i1 %v18, label %v711, label %v712

v710:                                       ; preds = %v713, %v714, %v701
  %v715 = phi <16 x float> [ %v716, %v713 ], [ %v717, %v714 ], [ %v708, %v701 ]
  br i1 %v29, label %v718, label %v719

v711:                                       ; preds = %v709
  %v720 = extractelement <16 x float> %v708, i64 4
  %v721 = load float, ptr addrspace(3) %v189, align 8
  %v722 = load float, ptr addrspace(3) %v184, align 16
  %v723 = fmul contract float %v721, %v722
  %v724 = fadd contract float %v720, %v723
  %v725 = insertelement <16 x float> %v708, float %v724, i64 4
  br label %v712

v712:                                       ; preds = %v711, %v709
  %v726 = phi <16 x float> [ %v725, %v711 ], [ %v708, %v709 ]
  br i1 %v20, label %v727, label %v728

v727:                                       ; preds = %v712
  %v729 = extractelement <16 x float> %v726, i64 5
  %v730 = load float, ptr addrspace(3) %v189, align 8
  %v731 = load float, ptr addrspace(3) %v185, align 4
  %v732 = fmul contract float %v730, %v731
  %v733 = fadd contract float %v729, %v732
  %v734 = insertelement <16 x float> %v726, float %v733, i64 5
  br label %v728

v728:                                       ; preds = %v727, %v712
  %v735 = phi <16 x float> [ %v734, %v727 ], [ %v726, %v712 ]
  br i1 %v22, label %v736, label %v713

v736:                                       ; preds = %v728
  %v737 = extractelement <16 x float> %v735, i64 6
  %v738 = load float, ptr addrspace(3) %v189, align 8
  %v739 = load float, ptr addrspace(3) %v186, align 8
  %v740 = fmul contract float %v738, %v739
  %v741 = fadd contract float %v737, %v740
  %v742 = insertelement <16 x float> %v735, float %v741, i64 6
  br label %v713

v713:                                       ; preds = %v736, %v728
  %v716 = phi <16 x float> [ %v742, %v736 ], [ %v735, %v728 ]
  br i1 %v24, label %v714, label %v710

v714:                                       ; preds = %v713
  %v743 = extractelement <16 x float> %v716, i64 7
  %v744 = load float, ptr addrspace(3) %v189, align 8
  %v745 = load float, ptr addrspace(3) %v187, align 4
  %v746 = fmul contract float %v744, %v745
  %v747 = fadd contract float %v743, %v746
  %v717 = insertelement <16 x float> %v716, float %v747, i64 7
  br label %v710

v718:                                       ; preds = %v710
  br i1 %v18, label %v748, label %v749

v719:                                       ; preds = %v750, %v751, %v710
  %v752 = phi <16 x float> [ %v753, %v750 ], [ %v754, %v751 ], [ %v715, %v710 ]
  br i1 %v31, label %v755, label %v756

v748:                                       ; preds = %v718
  %v757 = extractelement <16 x float> %v715, i64 8
  %v758 = load float, ptr addrspace(3) %v191, align 8
  %v759 = load float, ptr addrspace(3) %v184, align 16
  %v760 = fmul contract float %v758, %v759
  %v761 = fadd contract float %v757, %v760
  %v762 = insertelement <16 x float> %v715, float %v761, i64 8
  br label %v749

v749:                                       ; preds = %v748, %v718
  %v763 = phi <16 x float> [ %v762, %v748 ], [ %v715, %v718 ]
  br i1 %v20, label %v764, label %v765

v764:                                       ; preds = %v749
  %v766 = extractelement <16 x float> %v763, i64 9
  %v767 = load float, ptr addrspace(3) %v191, align 8
  %v768 = load float, ptr addrspace(3) %v185, align 4
  %v769 = fmul contract float %v767, %v768
  %v770 = fadd contract float %v766, %v769
  %v771 = insertelement <16 x float> %v763, float %v770, i64 9
  br label %v765

v765:                                       ; preds = %v764, %v749
  %v772 = phi <16 x float> [ %v771, %v764 ], [ %v763, %v749 ]
  br i1 %v22, label %v773, label %v750

v773:                                       ; preds = %v765
  %v774 = extractelement <16 x float> %v772, i64 10
  %v775 = load float, ptr addrspace(3) %v191, align 8
  %v776 = load float, ptr addrspace(3) %v186, align 8
  %v777 = fmul contract float %v775, %v776
  %v778 = fadd contract float %v774, %v777
  %v779 = insertelement <16 x float> %v772, float %v778, i64 10
  br label %v750

v750:                                       ; preds = %v773, %v765
  %v753 = phi <16 x float> [ %v779, %v773 ], [ %v772, %v765 ]
  br i1 %v24, label %v751, label %v719

v751:                                       ; preds = %v750
  %v780 = extractelement <16 x float> %v753, i64 11
  %v781 = load float, ptr addrspace(3) %v191, align 8
  %v782 = load float, ptr addrspace(3) %v187, align 4
  %v783 = fmul contract float %v781, %v782
  %v784 = fadd contract float %v780, %v783
  %v754 = insertelement <16 x float> %v753, float %v784, i64 11
  br label %v719

v755:                                       ; preds = %v719
  br i1 %v18, label %v785, label %v786

v756:                                       ; preds = %v787, %v788, %v719
  %v789 = phi <16 x float> [ %v790, %v787 ], [ %v791, %v788 ], [ %v752, %v719 ]
  br i1 %v18, label %v792, label %v793

v785:                                       ; preds = %v755
  %v794 = extractelement <16 x float> %v752, i64 12
  %v795 = load float, ptr addrspace(3) %v193, align 8
  %v796 = load float, ptr addrspace(3) %v184, align 16
  %v797 = fmul contract float %v795, %v796
  %v798 = fadd contract float %v794, %v797
  %v799 = insertelement <16 x float> %v752, float %v798, i64 12
  br label %v786

v786:                                       ; preds = %v785, %v755
  %v800 = phi <16 x float> [ %v799, %v785 ], [ %v752, %v755 ]
  br i1 %v20, label %v801, label %v802

v801:                                       ; preds = %v786
  %v803 = extractelement <16 x float> %v800, i64 13
  %v804 = load float, ptr addrspace(3) %v193, align 8
  %v805 = load float, ptr addrspace(3) %v185, align 4
  %v806 = fmul contract float %v804, %v805
  %v807 = fadd contract float %v803, %v806
  %v808 = insertelement <16 x float> %v800, float %v807, i64 13
  br label %v802

v802:                                       ; preds = %v801, %v786
  %v809 = phi <16 x float> [ %v808, %v801 ], [ %v800, %v786 ]
  br i1 %v22, label %v810, label %v787

v810:                                       ; preds = %v802
  %v811 = extractelement <16 x float> %v809, i64 14
  %v812 = load float, ptr addrspace(3) %v193, align 8
  %v813 = load float, ptr addrspace(3) %v186, align 8
  %v814 = fmul contract float %v812, %v813
  %v815 = fadd contract float %v811, %v814
  %v816 = insertelement <16 x float> %v809, float %v815, i64 14
  br label %v787

v787:                                       ; preds = %v810, %v802
  %v790 = phi <16 x float> [ %v816, %v810 ], [ %v809, %v802 ]
  br i1 %v24, label %v788, label %v756

v788:                                       ; preds = %v787
  %v817 = extractelement <16 x float> %v790, i64 15
  %v818 = load float, ptr addrspace(3) %v193, align 8
  %v819 = load float, ptr addrspace(3) %v187, align 4
  %v820 = fmul contract float %v818, %v819
  %v821 = fadd contract float %v817, %v820
  %v791 = insertelement <16 x float> %v790, float %v821, i64 15
  br label %v756

v792:                                       ; preds = %v756
  %v822 = extractelement <16 x float> %v789, i64 0
  %v823 = load float, ptr addrspace(3) %v195, align 4
  %v824 = load float, ptr addrspace(3) %v196, align 16
  %v825 = fmul contract float %v823, %v824
  %v826 = fadd contract float %v822, %v825
  %v827 = insertelement <16 x float> %v789, float %v826, i64 0
  br label %v793

v793:                                       ; preds = %v792, %v756
  %v828 = phi <16 x float> [ %v827, %v792 ], [ %v789, %v756 ]
  br i1 %v20, label %v829, label %v830

v829:                                       ; preds = %v793
  %v831 = extractelement <16 x float> %v828, i64 1
  %v832 = load float, ptr addrspace(3) %v195, align 4
  %v833 = load float, ptr addrspace(3) %v197, align 4
  %v834 = fmul contract float %v832, %v833
  %v835 = fadd contract float %v831, %v834
  %v836 = insertelement <16 x float> %v828, float %v835, i64 1
  br label %v830

v830:                                       ; preds = %v829, %v793
  %v837 = phi <16 x float> [ %v836, %v829 ], [ %v828, %v793 ]
  br i1 %v22, label %v838, label %v839

v838:                                       ; preds = %v830
  %v840 = extractelement <16 x float> %v837, i64 2
  %v841 = load float, ptr addrspace(3) %v195, align 4
  %v842 = load float, ptr addrspace(3) %v198, align 8
  %v843 = fmul contract float %v841, %v842
  %v844 = fadd contract float %v840, %v843
  %v845 = insertelement <16 x float> %v837, float %v844, i64 2
  br label %v839

v839:                                       ; preds = %v838, %v830
  %v846 = phi <16 x float> [ %v845, %v838 ], [ %v837, %v830 ]
  br i1 %v24, label %v847, label %v848

v847:                                       ; preds = %v839
  %v849 = extractelement <16 x float> %v846, i64 3
  %v850 = load float, ptr addrspace(3) %v195, align 4
  %v851 = load float, ptr addrspace(3) %v199, align 4
  %v852 = fmul contract float %v850, %v851
  %v853 = fadd contract float %v849, %v852
  %v854 = insertelement <16 x float> %v846, float %v853, i64 3
  br label %v848

v848:                                       ; preds = %v847, %v839
  %v855 = phi <16 x float> [ %v854, %v847 ], [ %v846, %v839 ]
  br i1 %v27, label %v856, label %v857

v856:                                       ; preds = %v848
  br i1 %v18, label %v858, label %v859

v857:                                       ; preds = %v860, %v861, %v848
  %v862 = phi <16 x float> [ %v863, %v860 ], [ %v864, %v861 ], [ %v855, %v848 ]
  br i1 %v29, label %v865, label %v866

v858:                                       ; preds = %v856
  %v867 = extractelement <16 x float> %v855, i64 4
  %v868 = load float, ptr addrspace(3) %v201, align 4
  %v869 = load float, ptr addrspace(3) %v196, align 16
  %v870 = fmul contract float %v868, %v869
  %v871 = fadd contract float %v867, %v870
  %v872 = insertelement <16 x float> %v855, float %v871, i64 4
  br label %v859

v859:                                       ; preds = %v858, %v856
  %v873 = phi <16 x float> [ %v872, %v858 ], [ %v855, %v856 ]
  br i1 %v20, label %v874, label %v875

v874:                                       ; preds = %v859
  %v876 = extractelement <16 x float> %v873, i64 5
  %v877 = load float, ptr addrspace(3) %v201, align 4
  %v878 = load float, ptr addrspace(3) %v197, align 4
  %v879 = fmul contract float %v877, %v878
  %v880 = fadd contract float %v876, %v879
  %v881 = insertelement <16 x float> %v873, float %v880, i64 5
  br label %v875

v875:                                       ; preds = %v874, %v859
  %v882 = phi <16 x float> [ %v881, %v874 ], [ %v873, %v859 ]
  br i1 %v22, label %v883, label %v860

v883:                                       ; preds = %v875
  %v884 = extractelement <16 x float> %v882, i64 6
  %v885 = load float, ptr addrspace(3) %v201, align 4
  %v886 = load float, ptr addrspace(3) %v198, align 8
  %v887 = fmul contract float %v885, %v886
  %v888 = fadd contract float %v884, %v887
  %v889 = insertelement <16 x float> %v882, float %v888, i64 6
  br label %v860

v860:                                       ; preds = %v883, %v875
  %v863 = phi <16 x float> [ %v889, %v883 ], [ %v882, %v875 ]
  br i1 %v24, label %v861, label %v857

v861:                                       ; preds = %v860
  %v890 = extractelement <16 x float> %v863, i64 7
  %v891 = load float, ptr addrspace(3) %v201, align 4
  %v892 = load float, ptr addrspace(3) %v199, align 4
  %v893 = fmul contract float %v891, %v892
  %v894 = fadd contract float %v890, %v893
  %v864 = insertelement <16 x float> %v863, float %v894, i64 7
  br label %v857

v865:                                       ; preds = %v857
  br i1 %v18, label %v895, label %v896

v866:                                       ; preds = %v897, %v898, %v857
  %v899 = phi <16 x float> [ %v900, %v897 ], [ %v901, %v898 ], [ %v862, %v857 ]
  br i1 %v31, label %v902, label %v903

v895:                                       ; preds = %v865
  %v904 = extractelement <16 x float> %v862, i64 8
  %v905 = load float, ptr addrspace(3) %v203, align 4
  %v906 = load float, ptr addrspace(3) %v196, align 16
  %v907 = fmul contract float %v905, %v906
  %v908 = fadd contract float %v904, %v907
  %v909 = insertelement <16 x float> %v862, float %v908, i64 8
  br label %v896

v896:                                       ; preds = %v895, %v865
  %v910 = phi <16 x float> [ %v909, %v895 ], [ %v862, %v865 ]
  br i1 %v20, label %v911, label %v912

v911:                                       ; preds = %v896
  %v913 = extractelement <16 x float> %v910, i64 9
  %v914 = load float, ptr addrspace(3) %v203, align 4
  %v915 = load float, ptr addrspace(3) %v197, align 4
  %v916 = fmul contract float %v914, %v915
  %v917 = fadd contract float %v913, %v916
  %v918 = insertelement <16 x float> %v910, float %v917, i64 9
  br label %v912

v912:                                       ; preds = %v911, %v896
  %v919 = phi <16 x float> [ %v918, %v911 ], [ %v910, %v896 ]
  br i1 %v22, label %v920, label %v897

v920:                                       ; preds = %v912
  %v921 = extractelement <16 x float> %v919, i64 10
  %v922 = load float, ptr addrspace(3) %v203, align 4
  %v923 = load float, ptr addrspace(3) %v198, align 8
  %v924 = fmul contract float %v922, %v923
  %v925 = fadd contract float %v921, %v924
  %v926 = insertelement <16 x float> %v919, float %v925, i64 10
  br label %v897

v897:                                       ; preds = %v920, %v912
  %v900 = phi <16 x float> [ %v926, %v920 ], [ %v919, %v912 ]
  br i1 %v24, label %v898, label %v866

v898:                                       ; preds = %v897
  %v927 = extractelement <16 x float> %v900, i64 11
  %v928 = load float, ptr addrspace(3) %v203, align 4
  %v929 = load float, ptr addrspace(3) %v199, align 4
  %v930 = fmul contract float %v928, %v929
  %v931 = fadd contract float %v927, %v930
  %v901 = insertelement <16 x float> %v900, float %v931, i64 11
  br label %v866

v902:                                       ; preds = %v866
  br i1 %v18, label %v932, label %v933

v903:                                       ; preds = %v934, %v935, %v866
  %v936 = phi <16 x float> [ %v937, %v934 ], [ %v938, %v935 ], [ %v899, %v866 ]
  br i1 %v18, label %v939, label %v940

v932:                                       ; preds = %v902
  %v941 = extractelement <16 x float> %v899, i64 12
  %v942 = load float, ptr addrspace(3) %v205, align 4
  %v943 = load float, ptr addrspace(3) %v196, align 16
  %v944 = fmul contract float %v942, %v943
  %v945 = fadd contract float %v941, %v944
  %v946 = insertelement <16 x float> %v899, float %v945, i64 12
  br label %v933

v933:                                       ; preds = %v932, %v902
  %v947 = phi <16 x float> [ %v946, %v932 ], [ %v899, %v902 ]
  br i1 %v20, label %v948, label %v949

v948:                                       ; preds = %v933
  %v950 = extractelement <16 x float> %v947, i64 13
  %v951 = load float, ptr addrspace(3) %v205, align 4
  %v952 = load float, ptr addrspace(3) %v197, align 4
  %v953 = fmul contract float %v951, %v952
  %v954 = fadd contract float %v950, %v953
  %v955 = insertelement <16 x float> %v947, float %v954, i64 13
  br label %v949

v949:                                       ; preds = %v948, %v933
  %v956 = phi <16 x float> [ %v955, %v948 ], [ %v947, %v933 ]
  br i1 %v22, label %v957, label %v934

v957:                                       ; preds = %v949
  %v958 = extractelement <16 x float> %v956, i64 14
  %v959 = load float, ptr addrspace(3) %v205, align 4
  %v960 = load float, ptr addrspace(3) %v198, align 8
  %v961 = fmul contract float %v959, %v960
  %v962 = fadd contract float %v958, %v961
  %v963 = insertelement <16 x float> %v956, float %v962, i64 14
  br label %v934

v934:                                       ; preds = %v957, %v949
  %v937 = phi <16 x float> [ %v963, %v957 ], [ %v956, %v949 ]
  br i1 %v24, label %v935, label %v903

v935:                                       ; preds = %v934
  %v964 = extractelement <16 x float> %v937, i64 15
  %v965 = load float, ptr addrspace(3) %v205, align 4
  %v966 = load float, ptr addrspace(3) %v199, align 4
  %v967 = fmul contract float %v965, %v966
  %v968 = fadd contract float %v964, %v967
  %v938 = insertelement <16 x float> %v937, float %v968, i64 15
  br label %v903

v939:                                       ; preds = %v903
  %v969 = extractelement <16 x float> %v936, i64 0
  %v970 = load float, ptr addrspace(3) %v207, align 16
  %v971 = load float, ptr addrspace(3) %v209, align 16
  %v972 = fmul contract float %v970, %v971
  %v973 = fadd contract float %v969, %v972
  %v974 = insertelement <16 x float> %v936, float %v973, i64 0
  br label %v940

v940:                                       ; preds = %v939, %v903
  %v975 = phi <16 x float> [ %v974, %v939 ], [ %v936, %v903 ]
  br i1 %v20, label %v976, label %v977

v976:                                       ; preds = %v940
  %v978 = extractelement <16 x float> %v975, i64 1
  %v979 = load float, ptr addrspace(3) %v207, align 16
  %v980 = load float, ptr addrspace(3) %v210, align 4
  %v981 = fmul contract float %v979, %v980
  %v982 = fadd contract float %v978, %v981
  %v983 = insertelement <16 x float> %v975, float %v982, i64 1
  br label %v977

v977:                                       ; preds = %v976, %v940
  %v984 = phi <16 x float> [ %v983, %v976 ], [ %v975, %v940 ]
  br i1 %v22, label %v985, label %v986

v985:                                       ; preds = %v977
  %v987 = extractelement <16 x float> %v984, i64 2
  %v988 = load float, ptr addrspace(3) %v207, align 16
  %v989 = load float, ptr addrspace(3) %v211, align 8
  %v990 = fmul contract float %v988, %v989
  %v991 = fadd contract float %v987, %v990
  %v992 = insertelement <16 x float> %v984, float %v991, i64 2
  br label %v986

v986:                                       ; preds = %v985, %v977
  %v993 = phi <16 x float> [ %v992, %v985 ], [ %v984, %v977 ]
  br i1 %v24, label %v994, label %v995

v994:                                       ; preds = %v986
  %v996 = extractelement <16 x float> %v993, i64 3
  %v997 = load float, ptr addrspace(3) %v207, align 16
  %v998 = load float, ptr addrspace(3) %v212, align 4
  %v999 = fmul contract float %v997, %v998
  %v1000 = fadd contract float %v996, %v999
  %v1001 = insertelement <16 x float> %v993, float %v1000, i64 3
  br label %v995

v995:                                       ; preds = %v994, %v986
  %v1002 = phi <16 x float> [ %v1001, %v994 ], [ %v993, %v986 ]
  br i1 %v27, label %v1003, label %v1004

v1003:                                       ; preds = %v995
  br i1 %v18, label %v1005, label %v1006

v1004:                                       ; preds = %v1007, %v1008, %v995
  %v1009 = phi <16 x float> [ %v1010, %v1007 ], [ %v1011, %v1008 ], [ %v1002, %v995 ]
  br i1 %v29, label %v1012, label %v1013

v1005:                                       ; preds = %v1003
  %v1014 = extractelement <16 x float> %v1002, i64 4
  %v1015 = load float, ptr addrspace(3) %v214, align 16
  %v1016 = load float, ptr addrspace(3) %v209, align 16
  %v1017 = fmul contract float %v1015, %v1016
  %v1018 = fadd contract float %v1014, %v1017
  %v1019 = insertelement <16 x float> %v1002, float %v1018, i64 4
  br label %v1006

v1006:                                       ; preds = %v1005, %v1003
  %v1020 = phi <16 x float> [ %v1019, %v1005 ], [ %v1002, %v1003 ]
  br i1 %v20, label %v1021, label %v1022

v1021:                                       ; preds = %v1006
  %v1023 = extractelement <16 x float> %v1020, i64 5
  %v1024 = load float, ptr addrspace(3) %v214, align 16
  %v1025 = load float, ptr addrspace(3) %v210, align 4
  %v1026 = fmul contract float %v1024, %v1025
  %v1027 = fadd contract float %v1023, %v1026
  %v1028 = insertelement <16 x float> %v1020, float %v1027, i64 5
  br label %v1022

v1022:                                       ; preds = %v1021, %v1006
  %v1029 = phi <16 x float> [ %v1028, %v1021 ], [ %v1020, %v1006 ]
  br i1 %v22, label %v1030, label %v1007

v1030:                                       ; preds = %v1022
  %v1031 = extractelement <16 x float> %v1029, i64 6
  %v1032 = load float, ptr addrspace(3) %v214, align 16
  %v1033 = load float, ptr addrspace(3) %v211, align 8
  %v1034 = fmul contract float %v1032, %v1033
  %v1035 = fadd contract float %v1031, %v1034
  %v1036 = insertelement <16 x float> %v1029, float %v1035, i64 6
  br label %v1007

v1007:                                       ; preds = %v1030, %v1022
  %v1010 = phi <16 x float> [ %v1036, %v1030 ], [ %v1029, %v1022 ]
  br i1 %v24, label %v1008, label %v1004

v1008:                                       ; preds = %v1007
  %v1037 = extractelement <16 x float> %v1010, i64 7
  %v1038 = load float, ptr addrspace(3) %v214, align 16
  %v1039 = load float, ptr addrspace(3) %v212, align 4
  %v1040 = fmul contract float %v1038, %v1039
  %v1041 = fadd contract float %v1037, %v1040
  %v1011 = insertelement <16 x float> %v1010, float %v1041, i64 7
  br label %v1004

v1012:                                       ; preds = %v1004
  br i1 %v18, label %v1042, label %v1043

v1013:                                       ; preds = %v1044, %v1045, %v1004
  %v1046 = phi <16 x float> [ %v1047, %v1044 ], [ %v1048, %v1045 ], [ %v1009, %v1004 ]
  br i1 %v31, label %v1049, label %v1050

v1042:                                       ; preds = %v1012
  %v1051 = extractelement <16 x float> %v1009, i64 8
  %v1052 = load float, ptr addrspace(3) %v216, align 16
  %v1053 = load float, ptr addrspace(3) %v209, align 16
  %v1054 = fmul contract float %v1052, %v1053
  %v1055 = fadd contract float %v1051, %v1054
  %v1056 = insertelement <16 x float> %v1009, float %v1055, i64 8
  br label %v1043

v1043:                                       ; preds = %v1042, %v1012
  %v1057 = phi <16 x float> [ %v1056, %v1042 ], [ %v1009, %v1012 ]
  br i1 %v20, label %v1058, label %v1059

v1058:                                       ; preds = %v1043
  %v1060 = extractelement <16 x float> %v1057, i64 9
  %v1061 = load float, ptr addrspace(3) %v216, align 16
  %v1062 = load float, ptr addrspace(3) %v210, align 4
  %v1063 = fmul contract float %v1061, %v1062
  %v1064 = fadd contract float %v1060, %v1063
  %v1065 = insertelement <16 x float> %v1057, float %v1064, i64 9
  br label %v1059

v1059:                                       ; preds = %v1058, %v1043
  %v1066 = phi <16 x float> [ %v1065, %v1058 ], [ %v1057, %v1043 ]
  br i1 %v22, label %v1067, label %v1044

v1067:                                       ; preds = %v1059
  %v1068 = extractelement <16 x float> %v1066, i64 10
  %v1069 = load float, ptr addrspace(3) %v216, align 16
  %v1070 = load float, ptr addrspace(3) %v211, align 8
  %v1071 = fmul contract float %v1069, %v1070
  %v1072 = fadd contract float %v1068, %v1071
  %v1073 = insertelement <16 x float> %v1066, float %v1072, i64 10
  br label %v1044

v1044:                                       ; preds = %v1067, %v1059
  %v1047 = phi <16 x float> [ %v1073, %v1067 ], [ %v1066, %v1059 ]
  br i1 %v24, label %v1045, label %v1013

v1045:                                       ; preds = %v1044
  %v1074 = extractelement <16 x float> %v1047, i64 11
  %v1075 = load float, ptr addrspace(3) %v216, align 16
  %v1076 = load float, ptr addrspace(3) %v212, align 4
  %v1077 = fmul contract float %v1075, %v1076
  %v1078 = fadd contract float %v1074, %v1077
  %v1048 = insertelement <16 x float> %v1047, float %v1078, i64 11
  br label %v1013

v1049:                                       ; preds = %v1013
  br i1 %v18, label %v1079, label %v1080

v1050:                                       ; preds = %v1081, %v1082, %v1013
  %v1083 = phi <16 x float> [ %v1084, %v1081 ], [ %v1085, %v1082 ], [ %v1046, %v1013 ]
  br i1 %v18, label %v1086, label %v1087

v1079:                                       ; preds = %v1049
  %v1088 = extractelement <16 x float> %v1046, i64 12
  %v1089 = load float, ptr addrspace(3) %v218, align 16
  %v1090 = load float, ptr addrspace(3) %v209, align 16
  %v1091 = fmul contract float %v1089, %v1090
  %v1092 = fadd contract float %v1088, %v1091
  %v1093 = insertelement <16 x float> %v1046, float %v1092, i64 12
  br label %v1080

v1080:                                       ; preds = %v1079, %v1049
  %v1094 = phi <16 x float> [ %v1093, %v1079 ], [ %v1046, %v1049 ]
  br i1 %v20, label %v1095, label %v1096

v1095:                                       ; preds = %v1080
  %v1097 = extractelement <16 x float> %v1094, i64 13
  %v1098 = load float, ptr addrspace(3) %v218, align 16
  %v1099 = load float, ptr addrspace(3) %v210, align 4
  %v1100 = fmul contract float %v1098, %v1099
  %v1101 = fadd contract float %v1097, %v1100
  %v1102 = insertelement <16 x float> %v1094, float %v1101, i64 13
  br label %v1096

v1096:                                       ; preds = %v1095, %v1080
  %v1103 = phi <16 x float> [ %v1102, %v1095 ], [ %v1094, %v1080 ]
  br i1 %v22, label %v1104, label %v1081

v1104:                                       ; preds = %v1096
  %v1105 = extractelement <16 x float> %v1103, i64 14
  %v1106 = load float, ptr addrspace(3) %v218, align 16
  %v1107 = load float, ptr addrspace(3) %v211, align 8
  %v1108 = fmul contract float %v1106, %v1107
  %v1109 = fadd contract float %v1105, %v1108
  %v1110 = insertelement <16 x float> %v1103, float %v1109, i64 14
  br label %v1081

v1081:                                       ; preds = %v1104, %v1096
  %v1084 = phi <16 x float> [ %v1110, %v1104 ], [ %v1103, %v1096 ]
  br i1 %v24, label %v1082, label %v1050

v1082:                                       ; preds = %v1081
  %v1111 = extractelement <16 x float> %v1084, i64 15
  %v1112 = load float, ptr addrspace(3) %v218, align 16
  %v1113 = load float, ptr addrspace(3) %v212, align 4
  %v1114 = fmul contract float %v1112, %v1113
  %v1115 = fadd contract float %v1111, %v1114
  %v1085 = insertelement <16 x float> %v1084, float %v1115, i64 15
  br label %v1050

v1086:                                       ; preds = %v1050
  %v1116 = extractelement <16 x float> %v1083, i64 0
  %v1117 = load float, ptr addrspace(3) %v220, align 4
  %v1118 = load float, ptr addrspace(3) %v221, align 16
  %v1119 = fmul contract float %v1117, %v1118
  %v1120 = fadd contract float %v1116, %v1119
  %v1121 = insertelement <16 x float> %v1083, float %v1120, i64 0
  br label %v1087

v1087:                                       ; preds = %v1086, %v1050
  %v1122 = phi <16 x float> [ %v1121, %v1086 ], [ %v1083, %v1050 ]
  br i1 %v20, label %v1123, label %v1124

v1123:                                       ; preds = %v1087
  %v1125 = extractelement <16 x float> %v1122, i64 1
  %v1126 = load float, ptr addrspace(3) %v220, align 4
  %v1127 = load float, ptr addrspace(3) %v222, align 4
  %v1128 = fmul contract float %v1126, %v1127
  %v1129 = fadd contract float %v1125, %v1128
  %v1130 = insertelement <16 x float> %v1122, float %v1129, i64 1
  br label %v1124

v1124:                                       ; preds = %v1123, %v1087
  %v1131 = phi <16 x float> [ %v1130, %v1123 ], [ %v1122, %v1087 ]
  br i1 %v22, label %v1132, label %v1133

v1132:                                       ; preds = %v1124
  %v1134 = extractelement <16 x float> %v1131, i64 2
  %v1135 = load float, ptr addrspace(3) %v220, align 4
  %v1136 = load float, ptr addrspace(3) %v223, align 8
  %v1137 = fmul contract float %v1135, %v1136
  %v1138 = fadd contract float %v1134, %v1137
  %v1139 = insertelement <16 x float> %v1131, float %v1138, i64 2
  br label %v1133

v1133:                                       ; preds = %v1132, %v1124
  %v1140 = phi <16 x float> [ %v1139, %v1132 ], [ %v1131, %v1124 ]
  br i1 %v24, label %v1141, label %v1142

v1141:                                       ; preds = %v1133
  %v1143 = extractelement <16 x float> %v1140, i64 3
  %v1144 = load float, ptr addrspace(3) %v220, align 4
  %v1145 = load float, ptr addrspace(3) %v224, align 4
  %v1146 = fmul contract float %v1144, %v1145
  %v1147 = fadd contract float %v1143, %v1146
  %v1148 = insertelement <16 x float> %v1140, float %v1147, i64 3
  br label %v1142

v1142:                                       ; preds = %v1141, %v1133
  %v1149 = phi <16 x float> [ %v1148, %v1141 ], [ %v1140, %v1133 ]
  br i1 %v27, label %v1150, label %v1151

v1150:                                       ; preds = %v1142
  br i1 %v18, label %v1152, label %v1153

v1151:                                       ; preds = %v1154, %v1155, %v1142
  %v1156 = phi <16 x float> [ %v1157, %v1154 ], [ %v1158, %v1155 ], [ %v1149, %v1142 ]
  br i1 %v29, label %v1159, label %v1160

v1152:                                       ; preds = %v1150
  %v1161 = extractelement <16 x float> %v1149, i64 4
  %v1162 = load float, ptr addrspace(3) %v226, align 4
  %v1163 = load float, ptr addrspace(3) %v221, align 16
  %v1164 = fmul contract float %v1162, %v1163
  %v1165 = fadd contract float %v1161, %v1164
  %v1166 = insertelement <16 x float> %v1149, float %v1165, i64 4
  br label %v1153

v1153:                                       ; preds = %v1152, %v1150
  %v1167 = phi <16 x float> [ %v1166, %v1152 ], [ %v1149, %v1150 ]
  br i1 %v20, label %v1168, label %v1169

v1168:                                       ; preds = %v1153
  %v1170 = extractelement <16 x float> %v1167, i64 5
  %v1171 = load float, ptr addrspace(3) %v226, align 4
  %v1172 = load float, ptr addrspace(3) %v222, align 4
  %v1173 = fmul contract float %v1171, %v1172
  %v1174 = fadd contract float %v1170, %v1173
  %v1175 = insertelement <16 x float> %v1167, float %v1174, i64 5
  br label %v1169

v1169:                                       ; preds = %v1168, %v1153
  %v1176 = phi <16 x float> [ %v1175, %v1168 ], [ %v1167, %v1153 ]
  br i1 %v22, label %v1177, label %v1154

v1177:                                       ; preds = %v1169
  %v1178 = extractelement <16 x float> %v1176, i64 6
  %v1179 = load float, ptr addrspace(3) %v226, align 4
  %v1180 = load float, ptr addrspace(3) %v223, align 8
  %v1181 = fmul contract float %v1179, %v1180
  %v1182 = fadd contract float %v1178, %v1181
  %v1183 = insertelement <16 x float> %v1176, float %v1182, i64 6
  br label %v1154

v1154:                                       ; preds = %v1177, %v1169
  %v1157 = phi <16 x float> [ %v1183, %v1177 ], [ %v1176, %v1169 ]
  br i1 %v24, label %v1155, label %v1151

v1155:                                       ; preds = %v1154
  %v1184 = extractelement <16 x float> %v1157, i64 7
  %v1185 = load float, ptr addrspace(3) %v226, align 4
  %v1186 = load float, ptr addrspace(3) %v224, align 4
  %v1187 = fmul contract float %v1185, %v1186
  %v1188 = fadd contract float %v1184, %v1187
  %v1158 = insertelement <16 x float> %v1157, float %v1188, i64 7
  br label %v1151

v1159:                                       ; preds = %v1151
  br i1 %v18, label %v1189, label %v1190

v1160:                                       ; preds = %v1191, %v1192, %v1151
  %v1193 = phi <16 x float> [ %v1194, %v1191 ], [ %v1195, %v1192 ], [ %v1156, %v1151 ]
  br i1 %v31, label %v1196, label %v1197

v1189:                                       ; preds = %v1159
  %v1198 = extractelement <16 x float> %v1156, i64 8
  %v1199 = load float, ptr addrspace(3) %v228, align 4
  %v1200 = load float, ptr addrspace(3) %v221, align 16
  %v1201 = fmul contract float %v1199, %v1200
  %v1202 = fadd contract float %v1198, %v1201
  %v1203 = insertelement <16 x float> %v1156, float %v1202, i64 8
  br label %v1190

v1190:                                       ; preds = %v1189, %v1159
  %v1204 = phi <16 x float> [ %v1203, %v1189 ], [ %v1156, %v1159 ]
  br i1 %v20, label %v1205, label %v1206

v1205:                                       ; preds = %v1190
  %v1207 = extractelement <16 x float> %v1204, i64 9
  %v1208 = load float, ptr addrspace(3) %v228, align 4
  %v1209 = load float, ptr addrspace(3) %v222, align 4
  %v1210 = fmul contract float %v1208, %v1209
  %v1211 = fadd contract float %v1207, %v1210
  %v1212 = insertelement <16 x float> %v1204, float %v1211, i64 9
  br label %v1206

v1206:                                       ; preds = %v1205, %v1190
  %v1213 = phi <16 x float> [ %v1212, %v1205 ], [ %v1204, %v1190 ]
  br i1 %v22, label %v1214, label %v1191

v1214:                                       ; preds = %v1206
  %v1215 = extractelement <16 x float> %v1213, i64 10
  %v1216 = load float, ptr addrspace(3) %v228, align 4
  %v1217 = load float, ptr addrspace(3) %v223, align 8
  %v1218 = fmul contract float %v1216, %v1217
  %v1219 = fadd contract float %v1215, %v1218
  %v1220 = insertelement <16 x float> %v1213, float %v1219, i64 10
  br label %v1191

v1191:                                       ; preds = %v1214, %v1206
  %v1194 = phi <16 x float> [ %v1220, %v1214 ], [ %v1213, %v1206 ]
  br i1 %v24, label %v1192, label %v1160

v1192:                                       ; preds = %v1191
  %v1221 = extractelement <16 x float> %v1194, i64 11
  %v1222 = load float, ptr addrspace(3) %v228, align 4
  %v1223 = load float, ptr addrspace(3) %v224, align 4
  %v1224 = fmul contract float %v1222, %v1223
  %v1225 = fadd contract float %v1221, %v1224
  %v1195 = insertelement <16 x float> %v1194, float %v1225, i64 11
  br label %v1160

v1196:                                       ; preds = %v1160
  br i1 %v18, label %v1226, label %v1227

v1197:                                       ; preds = %v1228, %v1229, %v1160
  %v1230 = phi <16 x float> [ %v1231, %v1228 ], [ %v1232, %v1229 ], [ %v1193, %v1160 ]
  br i1 %v18, label %v1233, label %v1234

v1226:                                       ; preds = %v1196
  %v1235 = extractelement <16 x float> %v1193, i64 12
  %v1236 = load float, ptr addrspace(3) %v230, align 4
  %v1237 = load float, ptr addrspace(3) %v221, align 16
  %v1238 = fmul contract float %v1236, %v1237
  %v1239 = fadd contract float %v1235, %v1238
  %v1240 = insertelement <16 x float> %v1193, float %v1239, i64 12
  br label %v1227

v1227:                                       ; preds = %v1226, %v1196
  %v1241 = phi <16 x float> [ %v1240, %v1226 ], [ %v1193, %v1196 ]
  br i1 %v20, label %v1242, label %v1243

v1242:                                       ; preds = %v1227
  %v1244 = extractelement <16 x float> %v1241, i64 13
  %v1245 = load float, ptr addrspace(3) %v230, align 4
  %v1246 = load float, ptr addrspace(3) %v222, align 4
  %v1247 = fmul contract float %v1245, %v1246
  %v1248 = fadd contract float %v1244, %v1247
  %v1249 = insertelement <16 x float> %v1241, float %v1248, i64 13
  br label %v1243

v1243:                                       ; preds = %v1242, %v1227
  %v1250 = phi <16 x float> [ %v1249, %v1242 ], [ %v1241, %v1227 ]
  br i1 %v22, label %v1251, label %v1228

v1251:                                       ; preds = %v1243
  %v1252 = extractelement <16 x float> %v1250, i64 14
  %v1253 = load float, ptr addrspace(3) %v230, align 4
  %v1254 = load float, ptr addrspace(3) %v223, align 8
  %v1255 = fmul contract float %v1253, %v1254
  %v1256 = fadd contract float %v1252, %v1255
  %v1257 = insertelement <16 x float> %v1250, float %v1256, i64 14
  br label %v1228

v1228:                                       ; preds = %v1251, %v1243
  %v1231 = phi <16 x float> [ %v1257, %v1251 ], [ %v1250, %v1243 ]
  br i1 %v24, label %v1229, label %v1197

v1229:                                       ; preds = %v1228
  %v1258 = extractelement <16 x float> %v1231, i64 15
  %v1259 = load float, ptr addrspace(3) %v230, align 4
  %v1260 = load float, ptr addrspace(3) %v224, align 4
  %v1261 = fmul contract float %v1259, %v1260
  %v1262 = fadd contract float %v1258, %v1261
  %v1232 = insertelement <16 x float> %v1231, float %v1262, i64 15
  br label %v1197

v1233:                                       ; preds = %v1197
  %v1263 = extractelement <16 x float> %v1230, i64 0
  %v1264 = load float, ptr addrspace(3) %v232, align 8
  %v1265 = load float, ptr addrspace(3) %v234, align 16
  %v1266 = fmul contract float %v1264, %v1265
  %v1267 = fadd contract float %v1263, %v1266
  %v1268 = insertelement <16 x float> %v1230, float %v1267, i64 0
  br label %v1234

v1234:                                       ; preds = %v1233, %v1197
  %v1269 = phi <16 x float> [ %v1268, %v1233 ], [ %v1230, %v1197 ]
  br i1 %v20, label %v1270, label %v1271

v1270:                                       ; preds = %v1234
  %v1272 = extractelement <16 x float> %v1269, i64 1
  %v1273 = load float, ptr addrspace(3) %v232, align 8
  %v1274 = load float, ptr addrspace(3) %v235, align 4
  %v1275 = fmul contract float %v1273, %v1274
  %v1276 = fadd contract float %v1272, %v1275
  %v1277 = insertelement <16 x float> %v1269, float %v1276, i64 1
  br label %v1271

v1271:                                       ; preds = %v1270, %v1234
  %v1278 = phi <16 x float> [ %v1277, %v1270 ], [ %v1269, %v1234 ]
  br i1 %v22, label %v1279, label %v1280

v1279:                                       ; preds = %v1271
  %v1281 = extractelement <16 x float> %v1278, i64 2
  %v1282 = load float, ptr addrspace(3) %v232, align 8
  %v1283 = load float, ptr addrspace(3) %v236, align 8
  %v1284 = fmul contract float %v1282, %v1283
  %v1285 = fadd contract float %v1281, %v1284
  %v1286 = insertelement <16 x float> %v1278, float %v1285, i64 2
  br label %v1280

v1280:                                       ; preds = %v1279, %v1271
  %v1287 = phi <16 x float> [ %v1286, %v1279 ], [ %v1278, %v1271 ]
  br i1 %v24, label %v1288, label %v1289

v1288:                                       ; preds = %v1280
  %v1290 = extractelement <16 x float> %v1287, i64 3
  %v1291 = load float, ptr addrspace(3) %v232, align 8
  %v1292 = load float, ptr addrspace(3) %v237, align 4
  %v1293 = fmul contract float %v1291, %v1292
  %v1294 = fadd contract float %v1290, %v1293
  %v1295 = insertelement <16 x float> %v1287, float %v1294, i64 3
  br label %v1289

v1289:                                       ; preds = %v1288, %v1280
  %v1296 = phi <16 x float> [ %v1295, %v1288 ], [ %v1287, %v1280 ]
  br i1 %v27, label %v1297, label %v1298

v1297:                                       ; preds = %v1289
  br i1 %v18, label %v1299, label %v1300

v1298:                                       ; preds = %v1301, %v1302, %v1289
  %v1303 = phi <16 x float> [ %v1304, %v1301 ], [ %v1305, %v1302 ], [ %v1296, %v1289 ]
  br i1 %v29, label %v1306, label %v1307

v1299:                                       ; preds = %v1297
  %v1308 = extractelement <16 x float> %v1296, i64 4
  %v1309 = load float, ptr addrspace(3) %v239, align 8
  %v1310 = load float, ptr addrspace(3) %v234, align 16
  %v1311 = fmul contract float %v1309, %v1310
  %v1312 = fadd contract float %v1308, %v1311
  %v1313 = insertelement <16 x float> %v1296, float %v1312, i64 4
  br label %v1300

v1300:                                       ; preds = %v1299, %v1297
  %v1314 = phi <16 x float> [ %v1313, %v1299 ], [ %v1296, %v1297 ]
  br i1 %v20, label %v1315, label %v1316

v1315:                                       ; preds = %v1300
  %v1317 = extractelement <16 x float> %v1314, i64 5
  %v1318 = load float, ptr addrspace(3) %v239, align 8
  %v1319 = load float, ptr addrspace(3) %v235, align 4
  %v1320 = fmul contract float %v1318, %v1319
  %v1321 = fadd contract float %v1317, %v1320
  %v1322 = insertelement <16 x float> %v1314, float %v1321, i64 5
  br label %v1316

v1316:                                       ; preds = %v1315, %v1300
  %v1323 = phi <16 x float> [ %v1322, %v1315 ], [ %v1314, %v1300 ]
  br i1 %v22, label %v1324, label %v1301

v1324:                                       ; preds = %v1316
  %v1325 = extractelement <16 x float> %v1323, i64 6
  %v1326 = load float, ptr addrspace(3) %v239, align 8
  %v1327 = load float, ptr addrspace(3) %v236, align 8
  %v1328 = fmul contract float %v1326, %v1327
  %v1329 = fadd contract float %v1325, %v1328
  %v1330 = insertelement <16 x float> %v1323, float %v1329, i64 6
  br label %v1301

v1301:                                       ; preds = %v1324, %v1316
  %v1304 = phi <16 x float> [ %v1330, %v1324 ], [ %v1323, %v1316 ]
  br i1 %v24, label %v1302, label %v1298

v1302:                                       ; preds = %v1301
  %v1331 = extractelement <16 x float> %v1304, i64 7
  %v1332 = load float, ptr addrspace(3) %v239, align 8
  %v1333 = load float, ptr addrspace(3) %v237, align 4
  %v1334 = fmul contract float %v1332, %v1333
  %v1335 = fadd contract float %v1331, %v1334
  %v1305 = insertelement <16 x float> %v1304, float %v1335, i64 7
  br label %v1298

v1306:                                       ; preds = %v1298
  br i1 %v18, label %v1336, label %v1337

v1307:                                       ; preds = %v1338, %v1339, %v1298
  %v1340 = phi <16 x float> [ %v1341, %v1338 ], [ %v1342, %v1339 ], [ %v1303, %v1298 ]
  br i1 %v31, label %v1343, label %v1344

v1336:                                       ; preds = %v1306
  %v1345 = extractelement <16 x float> %v1303, i64 8
  %v1346 = load float, ptr addrspace(3) %v241, align 8
  %v1347 = load float, ptr addrspace(3) %v234, align 16
  %v1348 = fmul contract float %v1346, %v1347
  %v1349 = fadd contract float %v1345, %v1348
  %v1350 = insertelement <16 x float> %v1303, float %v1349, i64 8
  br label %v1337

v1337:                                       ; preds = %v1336, %v1306
  %v1351 = phi <16 x float> [ %v1350, %v1336 ], [ %v1303, %v1306 ]
  br i1 %v20, label %v1352, label %v1353

v1352:                                       ; preds = %v1337
  %v1354 = extractelement <16 x float> %v1351, i64 9
  %v1355 = load float, ptr addrspace(3) %v241, align 8
  %v1356 = load float, ptr addrspace(3) %v235, align 4
  %v1357 = fmul contract float %v1355, %v1356
  %v1358 = fadd contract float %v1354, %v1357
  %v1359 = insertelement <16 x float> %v1351, float %v1358, i64 9
  br label %v1353

v1353:                                       ; preds = %v1352, %v1337
  %v1360 = phi <16 x float> [ %v1359, %v1352 ], [ %v1351, %v1337 ]
  br i1 %v22, label %v1361, label %v1338

v1361:                                       ; preds = %v1353
  %v1362 = extractelement <16 x float> %v1360, i64 10
  %v1363 = load float, ptr addrspace(3) %v241, align 8
  %v1364 = load float, ptr addrspace(3) %v236, align 8
  %v1365 = fmul contract float %v1363, %v1364
  %v1366 = fadd contract float %v1362, %v1365
  %v1367 = insertelement <16 x float> %v1360, float %v1366, i64 10
  br label %v1338

v1338:                                       ; preds = %v1361, %v1353
  %v1341 = phi <16 x float> [ %v1367, %v1361 ], [ %v1360, %v1353 ]
  br i1 %v24, label %v1339, label %v1307

v1339:                                       ; preds = %v1338
  %v1368 = extractelement <16 x float> %v1341, i64 11
  %v1369 = load float, ptr addrspace(3) %v241, align 8
  %v1370 = load float, ptr addrspace(3) %v237, align 4
  %v1371 = fmul contract float %v1369, %v1370
  %v1372 = fadd contract float %v1368, %v1371
  %v1342 = insertelement <16 x float> %v1341, float %v1372, i64 11
  br label %v1307

v1343:                                       ; preds = %v1307
  br i1 %v18, label %v1373, label %v1374

v1344:                                       ; preds = %v1375, %v1376, %v1307
  %v1377 = phi <16 x float> [ %v1378, %v1375 ], [ %v1379, %v1376 ], [ %v1340, %v1307 ]
  br i1 %v18, label %v1380, label %v1381

v1373:                                       ; preds = %v1343
  %v1382 = extractelement <16 x float> %v1340, i64 12
  %v1383 = load float, ptr addrspace(3) %v243, align 8
  %v1384 = load float, ptr addrspace(3) %v234, align 16
  %v1385 = fmul contract float %v1383, %v1384
  %v1386 = fadd contract float %v1382, %v1385
  %v1387 = insertelement <16 x float> %v1340, float %v1386, i64 12
  br label %v1374

v1374:                                       ; preds = %v1373, %v1343
  %v1388 = phi <16 x float> [ %v1387, %v1373 ], [ %v1340, %v1343 ]
  br i1 %v20, label %v1389, label %v1390

v1389:                                       ; preds = %v1374
  %v1391 = extractelement <16 x float> %v1388, i64 13
  %v1392 = load float, ptr addrspace(3) %v243, align 8
  %v1393 = load float, ptr addrspace(3) %v235, align 4
  %v1394 = fmul contract float %v1392, %v1393
  %v1395 = fadd contract float %v1391, %v1394
  %v1396 = insertelement <16 x float> %v1388, float %v1395, i64 13
  br label %v1390

v1390:                                       ; preds = %v1389, %v1374
  %v1397 = phi <16 x float> [ %v1396, %v1389 ], [ %v1388, %v1374 ]
  br i1 %v22, label %v1398, label %v1375

v1398:                                       ; preds = %v1390
  %v1399 = extractelement <16 x float> %v1397, i64 14
  %v1400 = load float, ptr addrspace(3) %v243, align 8
  %v1401 = load float, ptr addrspace(3) %v236, align 8
  %v1402 = fmul contract float %v1400, %v1401
  %v1403 = fadd contract float %v1399, %v1402
  %v1404 = insertelement <16 x float> %v1397, float %v1403, i64 14
  br label %v1375

v1375:                                       ; preds = %v1398, %v1390
  %v1378 = phi <16 x float> [ %v1404, %v1398 ], [ %v1397, %v1390 ]
  br i1 %v24, label %v1376, label %v1344

v1376:                                       ; preds = %v1375
  %v1405 = extractelement <16 x float> %v1378, i64 15
  %v1406 = load float, ptr addrspace(3) %v243, align 8
  %v1407 = load float, ptr addrspace(3) %v237, align 4
  %v1408 = fmul contract float %v1406, %v1407
  %v1409 = fadd contract float %v1405, %v1408
  %v1379 = insertelement <16 x float> %v1378, float %v1409, i64 15
  br label %v1344

v1380:                                       ; preds = %v1344
  %v1410 = extractelement <16 x float> %v1377, i64 0
  %v1411 = load float, ptr addrspace(3) %v245, align 4
  %v1412 = load float, ptr addrspace(3) %v246, align 16
  %v1413 = fmul contract float %v1411, %v1412
  %v1414 = fadd contract float %v1410, %v1413
  %v1415 = insertelement <16 x float> %v1377, float %v1414, i64 0
  br label %v1381

v1381:                                       ; preds = %v1380, %v1344
  %v1416 = phi <16 x float> [ %v1415, %v1380 ], [ %v1377, %v1344 ]
  br i1 %v20, label %v1417, label %v1418

v1417:                                       ; preds = %v1381
  %v1419 = extractelement <16 x float> %v1416, i64 1
  %v1420 = load float, ptr addrspace(3) %v245, align 4
  %v1421 = load float, ptr addrspace(3) %v247, align 4
  %v1422 = fmul contract float %v1420, %v1421
  %v1423 = fadd contract float %v1419, %v1422
  %v1424 = insertelement <16 x float> %v1416, float %v1423, i64 1
  br label %v1418

v1418:                                       ; preds = %v1417, %v1381
  %v1425 = phi <16 x float> [ %v1424, %v1417 ], [ %v1416, %v1381 ]
  br i1 %v22, label %v1426, label %v1427

v1426:                                       ; preds = %v1418
  %v1428 = extractelement <16 x float> %v1425, i64 2
  %v1429 = load float, ptr addrspace(3) %v245, align 4
  %v1430 = load float, ptr addrspace(3) %v248, align 8
  %v1431 = fmul contract float %v1429, %v1430
  %v1432 = fadd contract float %v1428, %v1431
  %v1433 = insertelement <16 x float> %v1425, float %v1432, i64 2
  br label %v1427

v1427:                                       ; preds = %v1426, %v1418
  %v1434 = phi <16 x float> [ %v1433, %v1426 ], [ %v1425, %v1418 ]
  br i1 %v24, label %v1435, label %v1436

v1435:                                       ; preds = %v1427
  %v1437 = extractelement <16 x float> %v1434, i64 3
  %v1438 = load float, ptr addrspace(3) %v245, align 4
  %v1439 = load float, ptr addrspace(3) %v249, align 4
  %v1440 = fmul contract float %v1438, %v1439
  %v1441 = fadd contract float %v1437, %v1440
  %v1442 = insertelement <16 x float> %v1434, float %v1441, i64 3
  br label %v1436

v1436:                                       ; preds = %v1435, %v1427
  %v1443 = phi <16 x float> [ %v1442, %v1435 ], [ %v1434, %v1427 ]
  br i1 %v27, label %v1444, label %v1445

v1444:                                       ; preds = %v1436
  br i1 %v18, label %v1446, label %v1447

v1445:                                       ; preds = %v1448, %v1449, %v1436
  %v1450 = phi <16 x float> [ %v1451, %v1448 ], [ %v1452, %v1449 ], [ %v1443, %v1436 ]
  br i1 %v29, label %v1453, label %v1454

v1446:                                       ; preds = %v1444
  %v1455 = extractelement <16 x float> %v1443, i64 4
  %v1456 = load float, ptr addrspace(3) %v251, align 4
  %v1457 = load float, ptr addrspace(3) %v246, align 16
  %v1458 = fmul contract float %v1456, %v1457
  %v1459 = fadd contract float %v1455, %v1458
  %v1460 = insertelement <16 x float> %v1443, float %v1459, i64 4
  br label %v1447

v1447:                                       ; preds = %v1446, %v1444
  %v1461 = phi <16 x float> [ %v1460, %v1446 ], [ %v1443, %v1444 ]
  br i1 %v20, label %v1462, label %v1463

v1462:                                       ; preds = %v1447
  %v1464 = extractelement <16 x float> %v1461, i64 5
  %v1465 = load float, ptr addrspace(3) %v251, align 4
  %v1466 = load float, ptr addrspace(3) %v247, align 4
  %v1467 = fmul contract float %v1465, %v1466
  %v1468 = fadd contract float %v1464, %v1467
  %v1469 = insertelement <16 x float> %v1461, float %v1468, i64 5
  br label %v1463

v1463:                                       ; preds = %v1462, %v1447
  %v1470 = phi <16 x float> [ %v1469, %v1462 ], [ %v1461, %v1447 ]
  br i1 %v22, label %v1471, label %v1448

v1471:                                       ; preds = %v1463
  %v1472 = extractelement <16 x float> %v1470, i64 6
  %v1473 = load float, ptr addrspace(3) %v251, align 4
  %v1474 = load float, ptr addrspace(3) %v248, align 8
  %v1475 = fmul contract float %v1473, %v1474
  %v1476 = fadd contract float %v1472, %v1475
  %v1477 = insertelement <16 x float> %v1470, float %v1476, i64 6
  br label %v1448

v1448:                                       ; preds = %v1471, %v1463
  %v1451 = phi <16 x float> [ %v1477, %v1471 ], [ %v1470, %v1463 ]
  br i1 %v24, label %v1449, label %v1445

v1449:                                       ; preds = %v1448
  %v1478 = extractelement <16 x float> %v1451, i64 7
  %v1479 = load float, ptr addrspace(3) %v251, align 4
  %v1480 = load float, ptr addrspace(3) %v249, align 4
  %v1481 = fmul contract float %v1479, %v1480
  %v1482 = fadd contract float %v1478, %v1481
  %v1452 = insertelement <16 x float> %v1451, float %v1482, i64 7
  br label %v1445

v1453:                                       ; preds = %v1445
  br i1 %v18, label %v1483, label %v1484

v1454:                                       ; preds = %v1485, %v1486, %v1445
  %v1487 = phi <16 x float> [ %v1488, %v1485 ], [ %v1489, %v1486 ], [ %v1450, %v1445 ]
  br i1 %v31, label %v1490, label %v1491

v1483:                                       ; preds = %v1453
  %v1492 = extractelement <16 x float> %v1450, i64 8
  %v1493 = load float, ptr addrspace(3) %v253, align 4
  %v1494 = load float, ptr addrspace(3) %v246, align 16
  %v1495 = fmul contract float %v1493, %v1494
  %v1496 = fadd contract float %v1492, %v1495
  %v1497 = insertelement <16 x float> %v1450, float %v1496, i64 8
  br label %v1484

v1484:                                       ; preds = %v1483, %v1453
  %v1498 = phi <16 x float> [ %v1497, %v1483 ], [ %v1450, %v1453 ]
  br i1 %v20, label %v1499, label %v1500

v1499:                                       ; preds = %v1484
  %v1501 = extractelement <16 x float> %v1498, i64 9
  %v1502 = load float, ptr addrspace(3) %v253, align 4
  %v1503 = load float, ptr addrspace(3) %v247, align 4
  %v1504 = fmul contract float %v1502, %v1503
  %v1505 = fadd contract float %v1501, %v1504
  %v1506 = insertelement <16 x float> %v1498, float %v1505, i64 9
  br label %v1500

v1500:                                       ; preds = %v1499, %v1484
  %v1507 = phi <16 x float> [ %v1506, %v1499 ], [ %v1498, %v1484 ]
  br i1 %v22, label %v1508, label %v1485

v1508:                                       ; preds = %v1500
  %v1509 = extractelement <16 x float> %v1507, i64 10
  %v1510 = load float, ptr addrspace(3) %v253, align 4
  %v1511 = load float, ptr addrspace(3) %v248, align 8
  %v1512 = fmul contract float %v1510, %v1511
  %v1513 = fadd contract float %v1509, %v1512
  %v1514 = insertelement <16 x float> %v1507, float %v1513, i64 10
  br label %v1485

v1485:                                       ; preds = %v1508, %v1500
  %v1488 = phi <16 x float> [ %v1514, %v1508 ], [ %v1507, %v1500 ]
  br i1 %v24, label %v1486, label %v1454

v1486:                                       ; preds = %v1485
  %v1515 = extractelement <16 x float> %v1488, i64 11
  %v1516 = load float, ptr addrspace(3) %v253, align 4
  %v1517 = load float, ptr addrspace(3) %v249, align 4
  %v1518 = fmul contract float %v1516, %v1517
  %v1519 = fadd contract float %v1515, %v1518
  %v1489 = insertelement <16 x float> %v1488, float %v1519, i64 11
  br label %v1454

v1490:                                       ; preds = %v1454
  br i1 %v18, label %v1520, label %v1521

v1491:                                       ; preds = %v1522, %v1523, %v1454
  %v1524 = phi <16 x float> [ %v1525, %v1522 ], [ %v1526, %v1523 ], [ %v1487, %v1454 ]
  br i1 %v18, label %v1527, label %v1528

v1520:                                       ; preds = %v1490
  %v1529 = extractelement <16 x float> %v1487, i64 12
  %v1530 = load float, ptr addrspace(3) %v255, align 4
  %v1531 = load float, ptr addrspace(3) %v246, align 16
  %v1532 = fmul contract float %v1530, %v1531
  %v1533 = fadd contract float %v1529, %v1532
  %v1534 = insertelement <16 x float> %v1487, float %v1533, i64 12
  br label %v1521

v1521:                                       ; preds = %v1520, %v1490
  %v1535 = phi <16 x float> [ %v1534, %v1520 ], [ %v1487, %v1490 ]
  br i1 %v20, label %v1536, label %v1537

v1536:                                       ; preds = %v1521
  %v1538 = extractelement <16 x float> %v1535, i64 13
  %v1539 = load float, ptr addrspace(3) %v255, align 4
  %v1540 = load float, ptr addrspace(3) %v247, align 4
  %v1541 = fmul contract float %v1539, %v1540
  %v1542 = fadd contract float %v1538, %v1541
  %v1543 = insertelement <16 x float> %v1535, float %v1542, i64 13
  br label %v1537

v1537:                                       ; preds = %v1536, %v1521
  %v1544 = phi <16 x float> [ %v1543, %v1536 ], [ %v1535, %v1521 ]
  br i1 %v22, label %v1545, label %v1522

v1545:                                       ; preds = %v1537
  %v1546 = extractelement <16 x float> %v1544, i64 14
  %v1547 = load float, ptr addrspace(3) %v255, align 4
  %v1548 = load float, ptr addrspace(3) %v248, align 8
  %v1549 = fmul contract float %v1547, %v1548
  %v1550 = fadd contract float %v1546, %v1549
  %v1551 = insertelement <16 x float> %v1544, float %v1550, i64 14
  br label %v1522

v1522:                                       ; preds = %v1545, %v1537
  %v1525 = phi <16 x float> [ %v1551, %v1545 ], [ %v1544, %v1537 ]
  br i1 %v24, label %v1523, label %v1491

v1523:                                       ; preds = %v1522
  %v1552 = extractelement <16 x float> %v1525, i64 15
  %v1553 = load float, ptr addrspace(3) %v255, align 4
  %v1554 = load float, ptr addrspace(3) %v249, align 4
  %v1555 = fmul contract float %v1553, %v1554
  %v1556 = fadd contract float %v1552, %v1555
  %v1526 = insertelement <16 x float> %v1525, float %v1556, i64 15
  br label %v1491

v1527:                                       ; preds = %v1491
  %v1557 = extractelement <16 x float> %v1524, i64 0
  %v1558 = load float, ptr addrspace(3) %v257, align 32
  %v1559 = load float, ptr addrspace(3) %v259, align 16
  %v1560 = fmul contract float %v1558, %v1559
  %v1561 = fadd contract float %v1557, %v1560
  %v1562 = insertelement <16 x float> %v1524, float %v1561, i64 0
  br label %v1528

v1528:                                       ; preds = %v1527, %v1491
  %v1563 = phi <16 x float> [ %v1562, %v1527 ], [ %v1524, %v1491 ]
  br i1 %v20, label %v1564, label %v1565

v1564:                                       ; preds = %v1528
  %v1566 = extractelement <16 x float> %v1563, i64 1
  %v1567 = load float, ptr addrspace(3) %v257, align 32
  %v1568 = load float, ptr addrspace(3) %v260, align 4
  %v1569 = fmul contract float %v1567, %v1568
  %v1570 = fadd contract float %v1566, %v1569
  %v1571 = insertelement <16 x float> %v1563, float %v1570, i64 1
  br label %v1565

v1565:                                       ; preds = %v1564, %v1528
  %v1572 = phi <16 x float> [ %v1571, %v1564 ], [ %v1563, %v1528 ]
  br i1 %v22, label %v1573, label %v1574

v1573:                                       ; preds = %v1565
  %v1575 = extractelement <16 x float> %v1572, i64 2
  %v1576 = load float, ptr addrspace(3) %v257, align 32
  %v1577 = load float, ptr addrspace(3) %v261, align 8
  %v1578 = fmul contract float %v1576, %v1577
  %v1579 = fadd contract float %v1575, %v1578
  %v1580 = insertelement <16 x float> %v1572, float %v1579, i64 2
  br label %v1574

v1574:                                       ; preds = %v1573, %v1565
  %v1581 = phi <16 x float> [ %v1580, %v1573 ], [ %v1572, %v1565 ]
  br i1 %v24, label %v1582, label %v1583

v1582:                                       ; preds = %v1574
  %v1584 = extractelement <16 x float> %v1581, i64 3
  %v1585 = load float, ptr addrspace(3) %v257, align 32
  %v1586 = load float, ptr addrspace(3) %v262, align 4
  %v1587 = fmul contract float %v1585, %v1586
  %v1588 = fadd contract float %v1584, %v1587
  %v1589 = insertelement <16 x float> %v1581, float %v1588, i64 3
  br label %v1583

v1583:                                       ; preds = %v1582, %v1574
  %v1590 = phi <16 x float> [ %v1589, %v1582 ], [ %v1581, %v1574 ]
  br i1 %v27, label %v1591, label %v1592

v1591:                                       ; preds = %v1583
  br i1 %v18, label %v1593, label %v1594

v1592:                                       ; preds = %v1595, %v1596, %v1583
  %v1597 = phi <16 x float> [ %v1598, %v1595 ], [ %v1599, %v1596 ], [ %v1590, %v1583 ]
  br i1 %v29, label %v1600, label %v1601

v1593:                                       ; preds = %v1591
  %v1602 = extractelement <16 x float> %v1590, i64 4
  %v1603 = load float, ptr addrspace(3) %v264, align 32
  %v1604 = load float, ptr addrspace(3) %v259, align 16
  %v1605 = fmul contract float %v1603, %v1604
  %v1606 = fadd contract float %v1602, %v1605
  %v1607 = insertelement <16 x float> %v1590, float %v1606, i64 4
  br label %v1594

v1594:                                       ; preds = %v1593, %v1591
  %v1608 = phi <16 x float> [ %v1607, %v1593 ], [ %v1590, %v1591 ]
  br i1 %v20, label %v1609, label %v1610

v1609:                                       ; preds = %v1594
  %v1611 = extractelement <16 x float> %v1608, i64 5
  %v1612 = load float, ptr addrspace(3) %v264, align 32
  %v1613 = load float, ptr addrspace(3) %v260, align 4
  %v1614 = fmul contract float %v1612, %v1613
  %v1615 = fadd contract float %v1611, %v1614
  %v1616 = insertelement <16 x float> %v1608, float %v1615, i64 5
  br label %v1610

v1610:                                       ; preds = %v1609, %v1594
  %v1617 = phi <16 x float> [ %v1616, %v1609 ], [ %v1608, %v1594 ]
  br i1 %v22, label %v1618, label %v1595

v1618:                                       ; preds = %v1610
  %v1619 = extractelement <16 x float> %v1617, i64 6
  %v1620 = load float, ptr addrspace(3) %v264, align 32
  %v1621 = load float, ptr addrspace(3) %v261, align 8
  %v1622 = fmul contract float %v1620, %v1621
  %v1623 = fadd contract float %v1619, %v1622
  %v1624 = insertelement <16 x float> %v1617, float %v1623, i64 6
  br label %v1595

v1595:                                       ; preds = %v1618, %v1610
  %v1598 = phi <16 x float> [ %v1624, %v1618 ], [ %v1617, %v1610 ]
  br i1 %v24, label %v1596, label %v1592

v1596:                                       ; preds = %v1595
  %v1625 = extractelement <16 x float> %v1598, i64 7
  %v1626 = load float, ptr addrspace(3) %v264, align 32
  %v1627 = load float, ptr addrspace(3) %v262, align 4
  %v1628 = fmul contract float %v1626, %v1627
  %v1629 = fadd contract float %v1625, %v1628
  %v1599 = insertelement <16 x float> %v1598, float %v1629, i64 7
  br label %v1592

v1600:                                       ; preds = %v1592
  br i1 %v18, label %v1630, label %v1631

v1601:                                       ; preds = %v1632, %v1633, %v1592
  %v1634 = phi <16 x float> [ %v1635, %v1632 ], [ %v1636, %v1633 ], [ %v1597, %v1592 ]
  br i1 %v31, label %v1637, label %v1638

v1630:                                       ; preds = %v1600
  %v1639 = extractelement <16 x float> %v1597, i64 8
  %v1640 = load float, ptr addrspace(3) %v266, align 32
  %v1641 = load float, ptr addrspace(3) %v259, align 16
  %v1642 = fmul contract float %v1640, %v1641
  %v1643 = fadd contract float %v1639, %v1642
  %v1644 = insertelement <16 x float> %v1597, float %v1643, i64 8
  br label %v1631

v1631:                                       ; preds = %v1630, %v1600
  %v1645 = phi <16 x float> [ %v1644, %v1630 ], [ %v1597, %v1600 ]
  br i1 %v20, label %v1646, label %v1647

v1646:                                       ; preds = %v1631
  %v1648 = extractelement <16 x float> %v1645, i64 9
  %v1649 = load float, ptr addrspace(3) %v266, align 32
  %v1650 = load float, ptr addrspace(3) %v260, align 4
  %v1651 = fmul contract float %v1649, %v1650
  %v1652 = fadd contract float %v1648, %v1651
  %v1653 = insertelement <16 x float> %v1645, float %v1652, i64 9
  br label %v1647

v1647:                                       ; preds = %v1646, %v1631
  %v1654 = phi <16 x float> [ %v1653, %v1646 ], [ %v1645, %v1631 ]
  br i1 %v22, label %v1655, label %v1632

v1655:                                       ; preds = %v1647
  %v1656 = extractelement <16 x float> %v1654, i64 10
  %v1657 = load float, ptr addrspace(3) %v266, align 32
  %v1658 = load float, ptr addrspace(3) %v261, align 8
  %v1659 = fmul contract float %v1657, %v1658
  %v1660 = fadd contract float %v1656, %v1659
  %v1661 = insertelement <16 x float> %v1654, float %v1660, i64 10
  br label %v1632

v1632:                                       ; preds = %v1655, %v1647
  %v1635 = phi <16 x float> [ %v1661, %v1655 ], [ %v1654, %v1647 ]
  br i1 %v24, label %v1633, label %v1601

v1633:                                       ; preds = %v1632
  %v1662 = extractelement <16 x float> %v1635, i64 11
  %v1663 = load float, ptr addrspace(3) %v266, align 32
  %v1664 = load float, ptr addrspace(3) %v262, align 4
  %v1665 = fmul contract float %v1663, %v1664
  %v1666 = fadd contract float %v1662, %v1665
  %v1636 = insertelement <16 x float> %v1635, float %v1666, i64 11
  br label %v1601

v1637:                                       ; preds = %v1601
  br i1 %v18, label %v1667, label %v1668

v1638:                                       ; preds = %v1669, %v1670, %v1601
  %v1671 = phi <16 x float> [ %v1672, %v1669 ], [ %v1673, %v1670 ], [ %v1634, %v1601 ]
  br i1 %v18, label %v1674, label %v1675

v1667:                                       ; preds = %v1637
  %v1676 = extractelement <16 x float> %v1634, i64 12
  %v1677 = load float, ptr addrspace(3) %v268, align 32
  %v1678 = load float, ptr addrspace(3) %v259, align 16
  %v1679 = fmul contract float %v1677, %v1678
  %v1680 = fadd contract float %v1676, %v1679
  %v1681 = insertelement <16 x float> %v1634, float %v1680, i64 12
  br label %v1668

v1668:                                       ; preds = %v1667, %v1637
  %v1682 = phi <16 x float> [ %v1681, %v1667 ], [ %v1634, %v1637 ]
  br i1 %v20, label %v1683, label %v1684

v1683:                                       ; preds = %v1668
  %v1685 = extractelement <16 x float> %v1682, i64 13
  %v1686 = load float, ptr addrspace(3) %v268, align 32
  %v1687 = load float, ptr addrspace(3) %v260, align 4
  %v1688 = fmul contract float %v1686, %v1687
  %v1689 = fadd contract float %v1685, %v1688
  %v1690 = insertelement <16 x float> %v1682, float %v1689, i64 13
  br label %v1684

v1684:                                       ; preds = %v1683, %v1668
  %v1691 = phi <16 x float> [ %v1690, %v1683 ], [ %v1682, %v1668 ]
  br i1 %v22, label %v1692, label %v1669

v1692:                                       ; preds = %v1684
  %v1693 = extractelement <16 x float> %v1691, i64 14
  %v1694 = load float, ptr addrspace(3) %v268, align 32
  %v1695 = load float, ptr addrspace(3) %v261, align 8
  %v1696 = fmul contract float %v1694, %v1695
  %v1697 = fadd contract float %v1693, %v1696
  %v1698 = insertelement <16 x float> %v1691, float %v1697, i64 14
  br label %v1669

v1669:                                       ; preds = %v1692, %v1684
  %v1672 = phi <16 x float> [ %v1698, %v1692 ], [ %v1691, %v1684 ]
  br i1 %v24, label %v1670, label %v1638

v1670:                                       ; preds = %v1669
  %v1699 = extractelement <16 x float> %v1672, i64 15
  %v1700 = load float, ptr addrspace(3) %v268, align 32
  %v1701 = load float, ptr addrspace(3) %v262, align 4
  %v1702 = fmul contract float %v1700, %v1701
  %v1703 = fadd contract float %v1699, %v1702
  %v1673 = insertelement <16 x float> %v1672, float %v1703, i64 15
  br label %v1638

v1674:                                       ; preds = %v1638
  %v1704 = extractelement <16 x float> %v1671, i64 0
  %v1705 = load float, ptr addrspace(3) %v270, align 4
  %v1706 = load float, ptr addrspace(3) %v271, align 16
  %v1707 = fmul contract float %v1705, %v1706
  %v1708 = fadd contract float %v1704, %v1707
  %v1709 = insertelement <16 x float> %v1671, float %v1708, i64 0
  br label %v1675

v1675:                                       ; preds = %v1674, %v1638
  %v1710 = phi <16 x float> [ %v1709, %v1674 ], [ %v1671, %v1638 ]
  br i1 %v20, label %v1711, label %v1712

v1711:                                       ; preds = %v1675
  %v1713 = extractelement <16 x float> %v1710, i64 1
  %v1714 = load float, ptr addrspace(3) %v270, align 4
  %v1715 = load float, ptr addrspace(3) %v272, align 4
  %v1716 = fmul contract float %v1714, %v1715
  %v1717 = fadd contract float %v1713, %v1716
  %v1718 = insertelement <16 x float> %v1710, float %v1717, i64 1
  br label %v1712

v1712:                                       ; preds = %v1711, %v1675
  %v1719 = phi <16 x float> [ %v1718, %v1711 ], [ %v1710, %v1675 ]
  br i1 %v22, label %v1720, label %v1721

v1720:                                       ; preds = %v1712
  %v1722 = extractelement <16 x float> %v1719, i64 2
  %v1723 = load float, ptr addrspace(3) %v270, align 4
  %v1724 = load float, ptr addrspace(3) %v273, align 8
  %v1725 = fmul contract float %v1723, %v1724
  %v1726 = fadd contract float %v1722, %v1725
  %v1727 = insertelement <16 x float> %v1719, float %v1726, i64 2
  br label %v1721

v1721:                                       ; preds = %v1720, %v1712
  %v1728 = phi <16 x float> [ %v1727, %v1720 ], [ %v1719, %v1712 ]
  br i1 %v24, label %v1729, label %v1730

v1729:                                       ; preds = %v1721
  %v1731 = extractelement <16 x float> %v1728, i64 3
  %v1732 = load float, ptr addrspace(3) %v270, align 4
  %v1733 = load float, ptr addrspace(3) %v274, align 4
  %v1734 = fmul contract float %v1732, %v1733
  %v1735 = fadd contract float %v1731, %v1734
  %v1736 = insertelement <16 x float> %v1728, float %v1735, i64 3
  br label %v1730

v1730:                                       ; preds = %v1729, %v1721
  %v1737 = phi <16 x float> [ %v1736, %v1729 ], [ %v1728, %v1721 ]
  br i1 %v27, label %v1738, label %v1739

v1738:                                       ; preds = %v1730
  br i1 %v18, label %v1740, label %v1741

v1739:                                       ; preds = %v1742, %v1743, %v1730
  %v1744 = phi <16 x float> [ %v1745, %v1742 ], [ %v1746, %v1743 ], [ %v1737, %v1730 ]
  br i1 %v29, label %v1747, label %v1748

v1740:                                       ; preds = %v1738
  %v1749 = extractelement <16 x float> %v1737, i64 4
  %v1750 = load float, ptr addrspace(3) %v276, align 4
  %v1751 = load float, ptr addrspace(3) %v271, align 16
  %v1752 = fmul contract float %v1750, %v1751
  %v1753 = fadd contract float %v1749, %v1752
  %v1754 = insertelement <16 x float> %v1737, float %v1753, i64 4
  br label %v1741

v1741:                                       ; preds = %v1740, %v1738
  %v1755 = phi <16 x float> [ %v1754, %v1740 ], [ %v1737, %v1738 ]
  br i1 %v20, label %v1756, label %v1757

v1756:                                       ; preds = %v1741
  %v1758 = extractelement <16 x float> %v1755, i64 5
  %v1759 = load float, ptr addrspace(3) %v276, align 4
  %v1760 = load float, ptr addrspace(3) %v272, align 4
  %v1761 = fmul contract float %v1759, %v1760
  %v1762 = fadd contract float %v1758, %v1761
  %v1763 = insertelement <16 x float> %v1755, float %v1762, i64 5
  br label %v1757

v1757:                                       ; preds = %v1756, %v1741
  %v1764 = phi <16 x float> [ %v1763, %v1756 ], [ %v1755, %v1741 ]
  br i1 %v22, label %v1765, label %v1742

v1765:                                       ; preds = %v1757
  %v1766 = extractelement <16 x float> %v1764, i64 6
  %v1767 = load float, ptr addrspace(3) %v276, align 4
  %v1768 = load float, ptr addrspace(3) %v273, align 8
  %v1769 = fmul contract float %v1767, %v1768
  %v1770 = fadd contract float %v1766, %v1769
  %v1771 = insertelement <16 x float> %v1764, float %v1770, i64 6
  br label %v1742

v1742:                                       ; preds = %v1765, %v1757
  %v1745 = phi <16 x float> [ %v1771, %v1765 ], [ %v1764, %v1757 ]
  br i1 %v24, label %v1743, label %v1739

v1743:                                       ; preds = %v1742
  %v1772 = extractelement <16 x float> %v1745, i64 7
  %v1773 = load float, ptr addrspace(3) %v276, align 4
  %v1774 = load float, ptr addrspace(3) %v274, align 4
  %v1775 = fmul contract float %v1773, %v1774
  %v1776 = fadd contract float %v1772, %v1775
  %v1746 = insertelement <16 x float> %v1745, float %v1776, i64 7
  br label %v1739

v1747:                                       ; preds = %v1739
  br i1 %v18, label %v1777, label %v1778

v1748:                                       ; preds = %v1779, %v1780, %v1739
  %v1781 = phi <16 x float> [ %v1782, %v1779 ], [ %v1783, %v1780 ], [ %v1744, %v1739 ]
  br i1 %v31, label %v1784, label %v1785

v1777:                                       ; preds = %v1747
  %v1786 = extractelement <16 x float> %v1744, i64 8
  %v1787 = load float, ptr addrspace(3) %v278, align 4
  %v1788 = load float, ptr addrspace(3) %v271, align 16
  %v1789 = fmul contract float %v1787, %v1788
  %v1790 = fadd contract float %v1786, %v1789
  %v1791 = insertelement <16 x float> %v1744, float %v1790, i64 8
  br label %v1778

v1778:                                       ; preds = %v1777, %v1747
  %v1792 = phi <16 x float> [ %v1791, %v1777 ], [ %v1744, %v1747 ]
  br i1 %v20, label %v1793, label %v1794

v1793:                                       ; preds = %v1778
  %v1795 = extractelement <16 x float> %v1792, i64 9
  %v1796 = load float, ptr addrspace(3) %v278, align 4
  %v1797 = load float, ptr addrspace(3) %v272, align 4
  %v1798 = fmul contract float %v1796, %v1797
  %v1799 = fadd contract float %v1795, %v1798
  %v1800 = insertelement <16 x float> %v1792, float %v1799, i64 9
  br label %v1794

v1794:                                       ; preds = %v1793, %v1778
  %v1801 = phi <16 x float> [ %v1800, %v1793 ], [ %v1792, %v1778 ]
  br i1 %v22, label %v1802, label %v1779

v1802:                                       ; preds = %v1794
  %v1803 = extractelement <16 x float> %v1801, i64 10
  %v1804 = load float, ptr addrspace(3) %v278, align 4
  %v1805 = load float, ptr addrspace(3) %v273, align 8
  %v1806 = fmul contract float %v1804, %v1805
  %v1807 = fadd contract float %v1803, %v1806
  %v1808 = insertelement <16 x float> %v1801, float %v1807, i64 10
  br label %v1779

v1779:                                       ; preds = %v1802, %v1794
  %v1782 = phi <16 x float> [ %v1808, %v1802 ], [ %v1801, %v1794 ]
  br i1 %v24, label %v1780, label %v1748

v1780:                                       ; preds = %v1779
  %v1809 = extractelement <16 x float> %v1782, i64 11
  %v1810 = load float, ptr addrspace(3) %v278, align 4
  %v1811 = load float, ptr addrspace(3) %v274, align 4
  %v1812 = fmul contract float %v1810, %v1811
  %v1813 = fadd contract float %v1809, %v1812
  %v1783 = insertelement <16 x float> %v1782, float %v1813, i64 11
  br label %v1748

v1784:                                       ; preds = %v1748
  br i1 %v18, label %v1814, label %v1815

v1785:                                       ; preds = %v1816, %v1817, %v1748
  %v1818 = phi <16 x float> [ %v1819, %v1816 ], [ %v1820, %v1817 ], [ %v1781, %v1748 ]
  br i1 %v18, label %v1821, label %v1822

v1814:                                       ; preds = %v1784
  %v1823 = extractelement <16 x float> %v1781, i64 12
  %v1824 = load float, ptr addrspace(3) %v280, align 4
  %v1825 = load float, ptr addrspace(3) %v271, align 16
  %v1826 = fmul contract float %v1824, %v1825
  %v1827 = fadd contract float %v1823, %v1826
  %v1828 = insertelement <16 x float> %v1781, float %v1827, i64 12
  br label %v1815

v1815:                                       ; preds = %v1814, %v1784
  %v1829 = phi <16 x float> [ %v1828, %v1814 ], [ %v1781, %v1784 ]
  br i1 %v20, label %v1830, label %v1831

v1830:                                       ; preds = %v1815
  %v1832 = extractelement <16 x float> %v1829, i64 13
  %v1833 = load float, ptr addrspace(3) %v280, align 4
  %v1834 = load float, ptr addrspace(3) %v272, align 4
  %v1835 = fmul contract float %v1833, %v1834
  %v1836 = fadd contract float %v1832, %v1835
  %v1837 = insertelement <16 x float> %v1829, float %v1836, i64 13
  br label %v1831

v1831:                                       ; preds = %v1830, %v1815
  %v1838 = phi <16 x float> [ %v1837, %v1830 ], [ %v1829, %v1815 ]
  br i1 %v22, label %v1839, label %v1816

v1839:                                       ; preds = %v1831
  %v1840 = extractelement <16 x float> %v1838, i64 14
  %v1841 = load float, ptr addrspace(3) %v280, align 4
  %v1842 = load float, ptr addrspace(3) %v273, align 8
  %v1843 = fmul contract float %v1841, %v1842
  %v1844 = fadd contract float %v1840, %v1843
  %v1845 = insertelement <16 x float> %v1838, float %v1844, i64 14
  br label %v1816

v1816:                                       ; preds = %v1839, %v1831
  %v1819 = phi <16 x float> [ %v1845, %v1839 ], [ %v1838, %v1831 ]
  br i1 %v24, label %v1817, label %v1785

v1817:                                       ; preds = %v1816
  %v1846 = extractelement <16 x float> %v1819, i64 15
  %v1847 = load float, ptr addrspace(3) %v280, align 4
  %v1848 = load float, ptr addrspace(3) %v274, align 4
  %v1849 = fmul contract float %v1847, %v1848
  %v1850 = fadd contract float %v1846, %v1849
  %v1820 = insertelement <16 x float> %v1819, float %v1850, i64 15
  br label %v1785

v1821:                                       ; preds = %v1785
  %v1851 = extractelement <16 x float> %v1818, i64 0
  %v1852 = load float, ptr addrspace(3) %v282, align 8
  %v1853 = load float, ptr addrspace(3) %v284, align 16
  %v1854 = fmul contract float %v1852, %v1853
  %v1855 = fadd contract float %v1851, %v1854
  %v1856 = insertelement <16 x float> %v1818, float %v1855, i64 0
  br label %v1822

v1822:                                       ; preds = %v1821, %v1785
  %v1857 = phi <16 x float> [ %v1856, %v1821 ], [ %v1818, %v1785 ]
  br i1 %v20, label %v1858, label %v1859

v1858:                                       ; preds = %v1822
  %v1860 = extractelement <16 x float> %v1857, i64 1
  %v1861 = load float, ptr addrspace(3) %v282, align 8
  %v1862 = load float, ptr addrspace(3) %v285, align 4
  %v1863 = fmul contract float %v1861, %v1862
  %v1864 = fadd contract float %v1860, %v1863
  %v1865 = insertelement <16 x float> %v1857, float %v1864, i64 1
  br label %v1859

v1859:                                       ; preds = %v1858, %v1822
  %v1866 = phi <16 x float> [ %v1865, %v1858 ], [ %v1857, %v1822 ]
  br i1 %v22, label %v1867, label %v1868

v1867:                                       ; preds = %v1859
  %v1869 = extractelement <16 x float> %v1866, i64 2
  %v1870 = load float, ptr addrspace(3) %v282, align 8
  %v1871 = load float, ptr addrspace(3) %v286, align 8
  %v1872 = fmul contract float %v1870, %v1871
  %v1873 = fadd contract float %v1869, %v1872
  %v1874 = insertelement <16 x float> %v1866, float %v1873, i64 2
  br label %v1868

v1868:                                       ; preds = %v1867, %v1859
  %v1875 = phi <16 x float> [ %v1874, %v1867 ], [ %v1866, %v1859 ]
  br i1 %v24, label %v1876, label %v1877

v1876:                                       ; preds = %v1868
  %v1878 = extractelement <16 x float> %v1875, i64 3
  %v1879 = load float, ptr addrspace(3) %v282, align 8
  %v1880 = load float, ptr addrspace(3) %v287, align 4
  %v1881 = fmul contract float %v1879, %v1880
  %v1882 = fadd contract float %v1878, %v1881
  %v1883 = insertelement <16 x float> %v1875, float %v1882, i64 3
  br label %v1877

v1877:                                       ; preds = %v1876, %v1868
  %v1884 = phi <16 x float> [ %v1883, %v1876 ], [ %v1875, %v1868 ]
  br i1 %v27, label %v1885, label %v1886

v1885:                                       ; preds = %v1877
  br i1 %v18, label %v1887, label %v1888

v1886:                                       ; preds = %v1889, %v1890, %v1877
  %v1891 = phi <16 x float> [ %v1892, %v1889 ], [ %v1893, %v1890 ], [ %v1884, %v1877 ]
  br i1 %v29, label %v1894, label %v1895

v1887:                                       ; preds = %v1885
  %v1896 = extractelement <16 x float> %v1884, i64 4
  %v1897 = load float, ptr addrspace(3) %v289, align 8
  %v1898 = load float, ptr addrspace(3) %v284, align 16
  %v1899 = fmul contract float %v1897, %v1898
  %v1900 = fadd contract float %v1896, %v1899
  %v1901 = insertelement <16 x float> %v1884, float %v1900, i64 4
  br label %v1888

v1888:                                       ; preds = %v1887, %v1885
  %v1902 = phi <16 x float> [ %v1901, %v1887 ], [ %v1884, %v1885 ]
  br i1 %v20, label %v1903, label %v1904

v1903:                                       ; preds = %v1888
  %v1905 = extractelement <16 x float> %v1902, i64 5
  %v1906 = load float, ptr addrspace(3) %v289, align 8
  %v1907 = load float, ptr addrspace(3) %v285, align 4
  %v1908 = fmul contract float %v1906, %v1907
  %v1909 = fadd contract float %v1905, %v1908
  %v1910 = insertelement <16 x float> %v1902, float %v1909, i64 5
  br label %v1904

v1904:                                       ; preds = %v1903, %v1888
  %v1911 = phi <16 x float> [ %v1910, %v1903 ], [ %v1902, %v1888 ]
  br i1 %v22, label %v1912, label %v1889

v1912:                                       ; preds = %v1904
  %v1913 = extractelement <16 x float> %v1911, i64 6
  %v1914 = load float, ptr addrspace(3) %v289, align 8
  %v1915 = load float, ptr addrspace(3) %v286, align 8
  %v1916 = fmul contract float %v1914, %v1915
  %v1917 = fadd contract float %v1913, %v1916
  %v1918 = insertelement <16 x float> %v1911, float %v1917, i64 6
  br label %v1889

v1889:                                       ; preds = %v1912, %v1904
  %v1892 = phi <16 x float> [ %v1918, %v1912 ], [ %v1911, %v1904 ]
  br i1 %v24, label %v1890, label %v1886

v1890:                                       ; preds = %v1889
  %v1919 = extractelement <16 x float> %v1892, i64 7
  %v1920 = load float, ptr addrspace(3) %v289, align 8
  %v1921 = load float, ptr addrspace(3) %v287, align 4
  %v1922 = fmul contract float %v1920, %v1921
  %v1923 = fadd contract float %v1919, %v1922
  %v1893 = insertelement <16 x float> %v1892, float %v1923, i64 7
  br label %v1886

v1894:                                       ; preds = %v1886
  br i1 %v18, label %v1924, label %v1925

v1895:                                       ; preds = %v1926, %v1927, %v1886
  %v1928 = phi <16 x float> [ %v1929, %v1926 ], [ %v1930, %v1927 ], [ %v1891, %v1886 ]
  br i1 %v31, label %v1931, label %v1932

v1924:                                       ; preds = %v1894
  %v1933 = extractelement <16 x float> %v1891, i64 8
  %v1934 = load float, ptr addrspace(3) %v291, align 8
  %v1935 = load float, ptr addrspace(3) %v284, align 16
  %v1936 = fmul contract float %v1934, %v1935
  %v1937 = fadd contract float %v1933, %v1936
  %v1938 = insertelement <16 x float> %v1891, float %v1937, i64 8
  br label %v1925

v1925:                                       ; preds = %v1924, %v1894
  %v1939 = phi <16 x float> [ %v1938, %v1924 ], [ %v1891, %v1894 ]
  br i1 %v20, label %v1940, label %v1941

v1940:                                       ; preds = %v1925
  %v1942 = extractelement <16 x float> %v1939, i64 9
  %v1943 = load float, ptr addrspace(3) %v291, align 8
  %v1944 = load float, ptr addrspace(3) %v285, align 4
  %v1945 = fmul contract float %v1943, %v1944
  %v1946 = fadd contract float %v1942, %v1945
  %v1947 = insertelement <16 x float> %v1939, float %v1946, i64 9
  br label %v1941

v1941:                                       ; preds = %v1940, %v1925
  %v1948 = phi <16 x float> [ %v1947, %v1940 ], [ %v1939, %v1925 ]
  br i1 %v22, label %v1949, label %v1926

v1949:                                       ; preds = %v1941
  %v1950 = extractelement <16 x float> %v1948, i64 10
  %v1951 = load float, ptr addrspace(3) %v291, align 8
  %v1952 = load float, ptr addrspace(3) %v286, align 8
  %v1953 = fmul contract float %v1951, %v1952
  %v1954 = fadd contract float %v1950, %v1953
  %v1955 = insertelement <16 x float> %v1948, float %v1954, i64 10
  br label %v1926

v1926:                                       ; preds = %v1949, %v1941
  %v1929 = phi <16 x float> [ %v1955, %v1949 ], [ %v1948, %v1941 ]
  br i1 %v24, label %v1927, label %v1895

v1927:                                       ; preds = %v1926
  %v1956 = extractelement <16 x float> %v1929, i64 11
  %v1957 = load float, ptr addrspace(3) %v291, align 8
  %v1958 = load float, ptr addrspace(3) %v287, align 4
  %v1959 = fmul contract float %v1957, %v1958
  %v1960 = fadd contract float %v1956, %v1959
  %v1930 = insertelement <16 x float> %v1929, float %v1960, i64 11
  br label %v1895

v1931:                                       ; preds = %v1895
  br i1 %v18, label %v1961, label %v1962

v1932:                                       ; preds = %v1963, %v1964, %v1895
  %v1965 = phi <16 x float> [ %v1966, %v1963 ], [ %v1967, %v1964 ], [ %v1928, %v1895 ]
  br i1 %v18, label %v1968, label %v1969

v1961:                                       ; preds = %v1931
  %v1970 = extractelement <16 x float> %v1928, i64 12
  %v1971 = load float, ptr addrspace(3) %v293, align 8
  %v1972 = load float, ptr addrspace(3) %v284, align 16
  %v1973 = fmul contract float %v1971, %v1972
  %v1974 = fadd contract float %v1970, %v1973
  %v1975 = insertelement <16 x float> %v1928, float %v1974, i64 12
  br label %v1962

v1962:                                       ; preds = %v1961, %v1931
  %v1976 = phi <16 x float> [ %v1975, %v1961 ], [ %v1928, %v1931 ]
  br i1 %v20, label %v1977, label %v1978

v1977:                                       ; preds = %v1962
  %v1979 = extractelement <16 x float> %v1976, i64 13
  %v1980 = load float, ptr addrspace(3) %v293, align 8
  %v1981 = load float, ptr addrspace(3) %v285, align 4
  %v1982 = fmul contract float %v1980, %v1981
  %v1983 = fadd contract float %v1979, %v1982
  %v1984 = insertelement <16 x float> %v1976, float %v1983, i64 13
  br label %v1978

v1978:                                       ; preds = %v1977, %v1962
  %v1985 = phi <16 x float> [ %v1984, %v1977 ], [ %v1976, %v1962 ]
  br i1 %v22, label %v1986, label %v1963

v1986:                                       ; preds = %v1978
  %v1987 = extractelement <16 x float> %v1985, i64 14
  %v1988 = load float, ptr addrspace(3) %v293, align 8
  %v1989 = load float, ptr addrspace(3) %v286, align 8
  %v1990 = fmul contract float %v1988, %v1989
  %v1991 = fadd contract float %v1987, %v1990
  %v1992 = insertelement <16 x float> %v1985, float %v1991, i64 14
  br label %v1963

v1963:                                       ; preds = %v1986, %v1978
  %v1966 = phi <16 x float> [ %v1992, %v1986 ], [ %v1985, %v1978 ]
  br i1 %v24, label %v1964, label %v1932

v1964:                                       ; preds = %v1963
  %v1993 = extractelement <16 x float> %v1966, i64 15
  %v1994 = load float, ptr addrspace(3) %v293, align 8
  %v1995 = load float, ptr addrspace(3) %v287, align 4
  %v1996 = fmul contract float %v1994, %v1995
  %v1997 = fadd contract float %v1993, %v1996
  %v1967 = insertelement <16 x float> %v1966, float %v1997, i64 15
  br label %v1932

v1968:                                       ; preds = %v1932
  %v1998 = extractelement <16 x float> %v1965, i64 0
  %v1999 = load float, ptr addrspace(3) %v295, align 4
  %v2000 = load float, ptr addrspace(3) %v296, align 16
  %v2001 = fmul contract float %v1999, %v2000
  %v2002 = fadd contract float %v1998, %v2001
  %v2003 = insertelement <16 x float> %v1965, float %v2002, i64 0
  br label %v1969

v1969:                                       ; preds = %v1968, %v1932
  %v2004 = phi <16 x float> [ %v2003, %v1968 ], [ %v1965, %v1932 ]
  br i1 %v20, label %v2005, label %v2006

v2005:                                       ; preds = %v1969
  %v2007 = extractelement <16 x float> %v2004, i64 1
  %v2008 = load float, ptr addrspace(3) %v295, align 4
  %v2009 = load float, ptr addrspace(3) %v297, align 4
  %v2010 = fmul contract float %v2008, %v2009
  %v2011 = fadd contract float %v2007, %v2010
  %v2012 = insertelement <16 x float> %v2004, float %v2011, i64 1
  br label %v2006

v2006:                                       ; preds = %v2005, %v1969
  %v2013 = phi <16 x float> [ %v2012, %v2005 ], [ %v2004, %v1969 ]
  br i1 %v22, label %v2014, label %v2015

v2014:                                       ; preds = %v2006
  %v2016 = extractelement <16 x float> %v2013, i64 2
  %v2017 = load float, ptr addrspace(3) %v295, align 4
  %v2018 = load float, ptr addrspace(3) %v298, align 8
  %v2019 = fmul contract float %v2017, %v2018
  %v2020 = fadd contract float %v2016, %v2019
  %v2021 = insertelement <16 x float> %v2013, float %v2020, i64 2
  br label %v2015

v2015:                                       ; preds = %v2014, %v2006
  %v2022 = phi <16 x float> [ %v2021, %v2014 ], [ %v2013, %v2006 ]
  br i1 %v24, label %v2023, label %v2024

v2023:                                       ; preds = %v2015
  %v2025 = extractelement <16 x float> %v2022, i64 3
  %v2026 = load float, ptr addrspace(3) %v295, align 4
  %v2027 = load float, ptr addrspace(3) %v299, align 4
  %v2028 = fmul contract float %v2026, %v2027
  %v2029 = fadd contract float %v2025, %v2028
  %v2030 = insertelement <16 x float> %v2022, float %v2029, i64 3
  br label %v2024

v2024:                                       ; preds = %v2023, %v2015
  %v2031 = phi <16 x float> [ %v2030, %v2023 ], [ %v2022, %v2015 ]
  br i1 %v27, label %v2032, label %v2033

v2032:                                       ; preds = %v2024
  br i1 %v18, label %v2034, label %v2035

v2033:                                       ; preds = %v2036, %v2037, %v2024
  %v2038 = phi <16 x float> [ %v2039, %v2036 ], [ %v2040, %v2037 ], [ %v2031, %v2024 ]
  br i1 %v29, label %v2041, label %v2042

v2034:                                       ; preds = %v2032
  %v2043 = extractelement <16 x float> %v2031, i64 4
  %v2044 = load float, ptr addrspace(3) %v301, align 4
  %v2045 = load float, ptr addrspace(3) %v296, align 16
  %v2046 = fmul contract float %v2044, %v2045
  %v2047 = fadd contract float %v2043, %v2046
  %v2048 = insertelement <16 x float> %v2031, float %v2047, i64 4
  br label %v2035

v2035:                                       ; preds = %v2034, %v2032
  %v2049 = phi <16 x float> [ %v2048, %v2034 ], [ %v2031, %v2032 ]
  br i1 %v20, label %v2050, label %v2051

v2050:                                       ; preds = %v2035
  %v2052 = extractelement <16 x float> %v2049, i64 5
  %v2053 = load float, ptr addrspace(3) %v301, align 4
  %v2054 = load float, ptr addrspace(3) %v297, align 4
  %v2055 = fmul contract float %v2053, %v2054
  %v2056 = fadd contract float %v2052, %v2055
  %v2057 = insertelement <16 x float> %v2049, float %v2056, i64 5
  br label %v2051

v2051:                                       ; preds = %v2050, %v2035
  %v2058 = phi <16 x float> [ %v2057, %v2050 ], [ %v2049, %v2035 ]
  br i1 %v22, label %v2059, label %v2036

v2059:                                       ; preds = %v2051
  %v2060 = extractelement <16 x float> %v2058, i64 6
  %v2061 = load float, ptr addrspace(3) %v301, align 4
  %v2062 = load float, ptr addrspace(3) %v298, align 8
  %v2063 = fmul contract float %v2061, %v2062
  %v2064 = fadd contract float %v2060, %v2063
  %v2065 = insertelement <16 x float> %v2058, float %v2064, i64 6
  br label %v2036

v2036:                                       ; preds = %v2059, %v2051
  %v2039 = phi <16 x float> [ %v2065, %v2059 ], [ %v2058, %v2051 ]
  br i1 %v24, label %v2037, label %v2033

v2037:                                       ; preds = %v2036
  %v2066 = extractelement <16 x float> %v2039, i64 7
  %v2067 = load float, ptr addrspace(3) %v301, align 4
  %v2068 = load float, ptr addrspace(3) %v299, align 4
  %v2069 = fmul contract float %v2067, %v2068
  %v2070 = fadd contract float %v2066, %v2069
  %v2040 = insertelement <16 x float> %v2039, float %v2070, i64 7
  br label %v2033

v2041:                                       ; preds = %v2033
  br i1 %v18, label %v2071, label %v2072

v2042:                                       ; preds = %v2073, %v2074, %v2033
  %v2075 = phi <16 x float> [ %v2076, %v2073 ], [ %v2077, %v2074 ], [ %v2038, %v2033 ]
  br i1 %v31, label %v2078, label %v2079

v2071:                                       ; preds = %v2041
  %v2080 = extractelement <16 x float> %v2038, i64 8
  %v2081 = load float, ptr addrspace(3) %v303, align 4
  %v2082 = load float, ptr addrspace(3) %v296, align 16
  %v2083 = fmul contract float %v2081, %v2082
  %v2084 = fadd contract float %v2080, %v2083
  %v2085 = insertelement <16 x float> %v2038, float %v2084, i64 8
  br label %v2072

v2072:                                       ; preds = %v2071, %v2041
  %v2086 = phi <16 x float> [ %v2085, %v2071 ], [ %v2038, %v2041 ]
  br i1 %v20, label %v2087, label %v2088

v2087:                                       ; preds = %v2072
  %v2089 = extractelement <16 x float> %v2086, i64 9
  %v2090 = load float, ptr addrspace(3) %v303, align 4
  %v2091 = load float, ptr addrspace(3) %v297, align 4
  %v2092 = fmul contract float %v2090, %v2091
  %v2093 = fadd contract float %v2089, %v2092
  %v2094 = insertelement <16 x float> %v2086, float %v2093, i64 9
  br label %v2088

v2088:                                       ; preds = %v2087, %v2072
  %v2095 = phi <16 x float> [ %v2094, %v2087 ], [ %v2086, %v2072 ]
  br i1 %v22, label %v2096, label %v2073

v2096:                                       ; preds = %v2088
  %v2097 = extractelement <16 x float> %v2095, i64 10
  %v2098 = load float, ptr addrspace(3) %v303, align 4
  %v2099 = load float, ptr addrspace(3) %v298, align 8
  %v2100 = fmul contract float %v2098, %v2099
  %v2101 = fadd contract float %v2097, %v2100
  %v2102 = insertelement <16 x float> %v2095, float %v2101, i64 10
  br label %v2073

v2073:                                       ; preds = %v2096, %v2088
  %v2076 = phi <16 x float> [ %v2102, %v2096 ], [ %v2095, %v2088 ]
  br i1 %v24, label %v2074, label %v2042

v2074:                                       ; preds = %v2073
  %v2103 = extractelement <16 x float> %v2076, i64 11
  %v2104 = load float, ptr addrspace(3) %v303, align 4
  %v2105 = load float, ptr addrspace(3) %v299, align 4
  %v2106 = fmul contract float %v2104, %v2105
  %v2107 = fadd contract float %v2103, %v2106
  %v2077 = insertelement <16 x float> %v2076, float %v2107, i64 11
  br label %v2042

v2078:                                       ; preds = %v2042
  br i1 %v18, label %v2108, label %v2109

v2079:                                       ; preds = %v2110, %v2111, %v2042
  %v2112 = phi <16 x float> [ %v2113, %v2110 ], [ %v2114, %v2111 ], [ %v2075, %v2042 ]
  br i1 %v18, label %v2115, label %v2116

v2108:                                       ; preds = %v2078
  %v2117 = extractelement <16 x float> %v2075, i64 12
  %v2118 = load float, ptr addrspace(3) %v305, align 4
  %v2119 = load float, ptr addrspace(3) %v296, align 16
  %v2120 = fmul contract float %v2118, %v2119
  %v2121 = fadd contract float %v2117, %v2120
  %v2122 = insertelement <16 x float> %v2075, float %v2121, i64 12
  br label %v2109

v2109:                                       ; preds = %v2108, %v2078
  %v2123 = phi <16 x float> [ %v2122, %v2108 ], [ %v2075, %v2078 ]
  br i1 %v20, label %v2124, label %v2125

v2124:                                       ; preds = %v2109
  %v2126 = extractelement <16 x float> %v2123, i64 13
  %v2127 = load float, ptr addrspace(3) %v305, align 4
  %v2128 = load float, ptr addrspace(3) %v297, align 4
  %v2129 = fmul contract float %v2127, %v2128
  %v2130 = fadd contract float %v2126, %v2129
  %v2131 = insertelement <16 x float> %v2123, float %v2130, i64 13
  br label %v2125

v2125:                                       ; preds = %v2124, %v2109
  %v2132 = phi <16 x float> [ %v2131, %v2124 ], [ %v2123, %v2109 ]
  br i1 %v22, label %v2133, label %v2110

v2133:                                       ; preds = %v2125
  %v2134 = extractelement <16 x float> %v2132, i64 14
  %v2135 = load float, ptr addrspace(3) %v305, align 4
  %v2136 = load float, ptr addrspace(3) %v298, align 8
  %v2137 = fmul contract float %v2135, %v2136
  %v2138 = fadd contract float %v2134, %v2137
  %v2139 = insertelement <16 x float> %v2132, float %v2138, i64 14
  br label %v2110

v2110:                                       ; preds = %v2133, %v2125
  %v2113 = phi <16 x float> [ %v2139, %v2133 ], [ %v2132, %v2125 ]
  br i1 %v24, label %v2111, label %v2079

v2111:                                       ; preds = %v2110
  %v2140 = extractelement <16 x float> %v2113, i64 15
  %v2141 = load float, ptr addrspace(3) %v305, align 4
  %v2142 = load float, ptr addrspace(3) %v299, align 4
  %v2143 = fmul contract float %v2141, %v2142
  %v2144 = fadd contract float %v2140, %v2143
  %v2114 = insertelement <16 x float> %v2113, float %v2144, i64 15
  br label %v2079

v2115:                                       ; preds = %v2079
  %v2145 = extractelement <16 x float> %v2112, i64 0
  %v2146 = load float, ptr addrspace(3) %v307, align 16
  %v2147 = load float, ptr addrspace(3) %v309, align 16
  %v2148 = fmul contract float %v2146, %v2147
  %v2149 = fadd contract float %v2145, %v2148
  %v2150 = insertelement <16 x float> %v2112, float %v2149, i64 0
  br label %v2116

v2116:                                       ; preds = %v2115, %v2079
  %v2151 = phi <16 x float> [ %v2150, %v2115 ], [ %v2112, %v2079 ]
  br i1 %v20, label %v2152, label %v2153

v2152:                                       ; preds = %v2116
  %v2154 = extractelement <16 x float> %v2151, i64 1
  %v2155 = load float, ptr addrspace(3) %v307, align 16
  %v2156 = load float, ptr addrspace(3) %v310, align 4
  %v2157 = fmul contract float %v2155, %v2156
  %v2158 = fadd contract float %v2154, %v2157
  %v2159 = insertelement <16 x float> %v2151, float %v2158, i64 1
  br label %v2153

v2153:                                       ; preds = %v2152, %v2116
  %v2160 = phi <16 x float> [ %v2159, %v2152 ], [ %v2151, %v2116 ]
  br i1 %v22, label %v2161, label %v2162

v2161:                                       ; preds = %v2153
  %v2163 = extractelement <16 x float> %v2160, i64 2
  %v2164 = load float, ptr addrspace(3) %v307, align 16
  %v2165 = load float, ptr addrspace(3) %v311, align 8
  %v2166 = fmul contract float %v2164, %v2165
  %v2167 = fadd contract float %v2163, %v2166
  %v2168 = insertelement <16 x float> %v2160, float %v2167, i64 2
  br label %v2162

v2162:                                       ; preds = %v2161, %v2153
  %v2169 = phi <16 x float> [ %v2168, %v2161 ], [ %v2160, %v2153 ]
  br i1 %v24, label %v2170, label %v2171

v2170:                                       ; preds = %v2162
  %v2172 = extractelement <16 x float> %v2169, i64 3
  %v2173 = load float, ptr addrspace(3) %v307, align 16
  %v2174 = load float, ptr addrspace(3) %v312, align 4
  %v2175 = fmul contract float %v2173, %v2174
  %v2176 = fadd contract float %v2172, %v2175
  %v2177 = insertelement <16 x float> %v2169, float %v2176, i64 3
  br label %v2171

v2171:                                       ; preds = %v2170, %v2162
  %v2178 = phi <16 x float> [ %v2177, %v2170 ], [ %v2169, %v2162 ]
  br i1 %v27, label %v2179, label %v2180

v2179:                                       ; preds = %v2171
  br i1 %v18, label %v2181, label %v2182

v2180:                                       ; preds = %v2183, %v2184, %v2171
  %v2185 = phi <16 x float> [ %v2186, %v2183 ], [ %v2187, %v2184 ], [ %v2178, %v2171 ]
  br i1 %v29, label %v2188, label %v2189

v2181:                                       ; preds = %v2179
  %v2190 = extractelement <16 x float> %v2178, i64 4
  %v2191 = load float, ptr addrspace(3) %v314, align 16
  %v2192 = load float, ptr addrspace(3) %v309, align 16
  %v2193 = fmul contract float %v2191, %v2192
  %v2194 = fadd contract float %v2190, %v2193
  %v2195 = insertelement <16 x float> %v2178, float %v2194, i64 4
  br label %v2182

v2182:                                       ; preds = %v2181, %v2179
  %v2196 = phi <16 x float> [ %v2195, %v2181 ], [ %v2178, %v2179 ]
  br i1 %v20, label %v2197, label %v2198

v2197:                                       ; preds = %v2182
  %v2199 = extractelement <16 x float> %v2196, i64 5
  %v2200 = load float, ptr addrspace(3) %v314, align 16
  %v2201 = load float, ptr addrspace(3) %v310, align 4
  %v2202 = fmul contract float %v2200, %v2201
  %v2203 = fadd contract float %v2199, %v2202
  %v2204 = insertelement <16 x float> %v2196, float %v2203, i64 5
  br label %v2198

v2198:                                       ; preds = %v2197, %v2182
  %v2205 = phi <16 x float> [ %v2204, %v2197 ], [ %v2196, %v2182 ]
  br i1 %v22, label %v2206, label %v2183

v2206:                                       ; preds = %v2198
  %v2207 = extractelement <16 x float> %v2205, i64 6
  %v2208 = load float, ptr addrspace(3) %v314, align 16
  %v2209 = load float, ptr addrspace(3) %v311, align 8
  %v2210 = fmul contract float %v2208, %v2209
  %v2211 = fadd contract float %v2207, %v2210
  %v2212 = insertelement <16 x float> %v2205, float %v2211, i64 6
  br label %v2183

v2183:                                       ; preds = %v2206, %v2198
  %v2186 = phi <16 x float> [ %v2212, %v2206 ], [ %v2205, %v2198 ]
  br i1 %v24, label %v2184, label %v2180

v2184:                                       ; preds = %v2183
  %v2213 = extractelement <16 x float> %v2186, i64 7
  %v2214 = load float, ptr addrspace(3) %v314, align 16
  %v2215 = load float, ptr addrspace(3) %v312, align 4
  %v2216 = fmul contract float %v2214, %v2215
  %v2217 = fadd contract float %v2213, %v2216
  %v2187 = insertelement <16 x float> %v2186, float %v2217, i64 7
  br label %v2180

v2188:                                       ; preds = %v2180
  br i1 %v18, label %v2218, label %v2219

v2189:                                       ; preds = %v2220, %v2221, %v2180
  %v2222 = phi <16 x float> [ %v2223, %v2220 ], [ %v2224, %v2221 ], [ %v2185, %v2180 ]
  br i1 %v31, label %v2225, label %v2226

v2218:                                       ; preds = %v2188
  %v2227 = extractelement <16 x float> %v2185, i64 8
  %v2228 = load float, ptr addrspace(3) %v316, align 16
  %v2229 = load float, ptr addrspace(3) %v309, align 16
  %v2230 = fmul contract float %v2228, %v2229
  %v2231 = fadd contract float %v2227, %v2230
  %v2232 = insertelement <16 x float> %v2185, float %v2231, i64 8
  br label %v2219

v2219:                                       ; preds = %v2218, %v2188
  %v2233 = phi <16 x float> [ %v2232, %v2218 ], [ %v2185, %v2188 ]
  br i1 %v20, label %v2234, label %v2235

v2234:                                       ; preds = %v2219
  %v2236 = extractelement <16 x float> %v2233, i64 9
  %v2237 = load float, ptr addrspace(3) %v316, align 16
  %v2238 = load float, ptr addrspace(3) %v310, align 4
  %v2239 = fmul contract float %v2237, %v2238
  %v2240 = fadd contract float %v2236, %v2239
  %v2241 = insertelement <16 x float> %v2233, float %v2240, i64 9
  br label %v2235

v2235:                                       ; preds = %v2234, %v2219
  %v2242 = phi <16 x float> [ %v2241, %v2234 ], [ %v2233, %v2219 ]
  br i1 %v22, label %v2243, label %v2220

v2243:                                       ; preds = %v2235
  %v2244 = extractelement <16 x float> %v2242, i64 10
  %v2245 = load float, ptr addrspace(3) %v316, align 16
  %v2246 = load float, ptr addrspace(3) %v311, align 8
  %v2247 = fmul contract float %v2245, %v2246
  %v2248 = fadd contract float %v2244, %v2247
  %v2249 = insertelement <16 x float> %v2242, float %v2248, i64 10
  br label %v2220

v2220:                                       ; preds = %v2243, %v2235
  %v2223 = phi <16 x float> [ %v2249, %v2243 ], [ %v2242, %v2235 ]
  br i1 %v24, label %v2221, label %v2189

v2221:                                       ; preds = %v2220
  %v2250 = extractelement <16 x float> %v2223, i64 11
  %v2251 = load float, ptr addrspace(3) %v316, align 16
  %v2252 = load float, ptr addrspace(3) %v312, align 4
  %v2253 = fmul contract float %v2251, %v2252
  %v2254 = fadd contract float %v2250, %v2253
  %v2224 = insertelement <16 x float> %v2223, float %v2254, i64 11
  br label %v2189

v2225:                                       ; preds = %v2189
  br i1 %v18, label %v2255, label %v2256

v2226:                                       ; preds = %v2257, %v2258, %v2189
  %v2259 = phi <16 x float> [ %v2260, %v2257 ], [ %v2261, %v2258 ], [ %v2222, %v2189 ]
  br i1 %v18, label %v2262, label %v2263

v2255:                                       ; preds = %v2225
  %v2264 = extractelement <16 x float> %v2222, i64 12
  %v2265 = load float, ptr addrspace(3) %v318, align 16
  %v2266 = load float, ptr addrspace(3) %v309, align 16
  %v2267 = fmul contract float %v2265, %v2266
  %v2268 = fadd contract float %v2264, %v2267
  %v2269 = insertelement <16 x float> %v2222, float %v2268, i64 12
  br label %v2256

v2256:                                       ; preds = %v2255, %v2225
  %v2270 = phi <16 x float> [ %v2269, %v2255 ], [ %v2222, %v2225 ]
  br i1 %v20, label %v2271, label %v2272

v2271:                                       ; preds = %v2256
  %v2273 = extractelement <16 x float> %v2270, i64 13
  %v2274 = load float, ptr addrspace(3) %v318, align 16
  %v2275 = load float, ptr addrspace(3) %v310, align 4
  %v2276 = fmul contract float %v2274, %v2275
  %v2277 = fadd contract float %v2273, %v2276
  %v2278 = insertelement <16 x float> %v2270, float %v2277, i64 13
  br label %v2272

v2272:                                       ; preds = %v2271, %v2256
  %v2279 = phi <16 x float> [ %v2278, %v2271 ], [ %v2270, %v2256 ]
  br i1 %v22, label %v2280, label %v2257

v2280:                                       ; preds = %v2272
  %v2281 = extractelement <16 x float> %v2279, i64 14
  %v2282 = load float, ptr addrspace(3) %v318, align 16
  %v2283 = load float, ptr addrspace(3) %v311, align 8
  %v2284 = fmul contract float %v2282, %v2283
  %v2285 = fadd contract float %v2281, %v2284
  %v2286 = insertelement <16 x float> %v2279, float %v2285, i64 14
  br label %v2257

v2257:                                       ; preds = %v2280, %v2272
  %v2260 = phi <16 x float> [ %v2286, %v2280 ], [ %v2279, %v2272 ]
  br i1 %v24, label %v2258, label %v2226

v2258:                                       ; preds = %v2257
  %v2287 = extractelement <16 x float> %v2260, i64 15
  %v2288 = load float, ptr addrspace(3) %v318, align 16
  %v2289 = load float, ptr addrspace(3) %v312, align 4
  %v2290 = fmul contract float %v2288, %v2289
  %v2291 = fadd contract float %v2287, %v2290
  %v2261 = insertelement <16 x float> %v2260, float %v2291, i64 15
  br label %v2226

v2262:                                       ; preds = %v2226
  %v2292 = extractelement <16 x float> %v2259, i64 0
  %v2293 = load float, ptr addrspace(3) %v320, align 4
  %v2294 = load float, ptr addrspace(3) %v321, align 16
  %v2295 = fmul contract float %v2293, %v2294
  %v2296 = fadd contract float %v2292, %v2295
  %v2297 = insertelement <16 x float> %v2259, float %v2296, i64 0
  br label %v2263

v2263:                                       ; preds = %v2262, %v2226
  %v2298 = phi <16 x float> [ %v2297, %v2262 ], [ %v2259, %v2226 ]
  br i1 %v20, label %v2299, label %v2300

v2299:                                       ; preds = %v2263
  %v2301 = extractelement <16 x float> %v2298, i64 1
  %v2302 = load float, ptr addrspace(3) %v320, align 4
  %v2303 = load float, ptr addrspace(3) %v322, align 4
  %v2304 = fmul contract float %v2302, %v2303
  %v2305 = fadd contract float %v2301, %v2304
  %v2306 = insertelement <16 x float> %v2298, float %v2305, i64 1
  br label %v2300

v2300:                                       ; preds = %v2299, %v2263
  %v2307 = phi <16 x float> [ %v2306, %v2299 ], [ %v2298, %v2263 ]
  br i1 %v22, label %v2308, label %v2309

v2308:                                       ; preds = %v2300
  %v2310 = extractelement <16 x float> %v2307, i64 2
  %v2311 = load float, ptr addrspace(3) %v320, align 4
  %v2312 = load float, ptr addrspace(3) %v323, align 8
  %v2313 = fmul contract float %v2311, %v2312
  %v2314 = fadd contract float %v2310, %v2313
  %v2315 = insertelement <16 x float> %v2307, float %v2314, i64 2
  br label %v2309

v2309:                                       ; preds = %v2308, %v2300
  %v2316 = phi <16 x float> [ %v2315, %v2308 ], [ %v2307, %v2300 ]
  br i1 %v24, label %v2317, label %v2318

v2317:                                       ; preds = %v2309
  %v2319 = extractelement <16 x float> %v2316, i64 3
  %v2320 = load float, ptr addrspace(3) %v320, align 4
  %v2321 = load float, ptr addrspace(3) %v324, align 4
  %v2322 = fmul contract float %v2320, %v2321
  %v2323 = fadd contract float %v2319, %v2322
  %v2324 = insertelement <16 x float> %v2316, float %v2323, i64 3
  br label %v2318

v2318:                                       ; preds = %v2317, %v2309
  %v2325 = phi <16 x float> [ %v2324, %v2317 ], [ %v2316, %v2309 ]
  br i1 %v27, label %v2326, label %v2327

v2326:                                       ; preds = %v2318
  br i1 %v18, label %v2328, label %v2329

v2327:                                       ; preds = %v2330, %v2331, %v2318
  %v2332 = phi <16 x float> [ %v2333, %v2330 ], [ %v2334, %v2331 ], [ %v2325, %v2318 ]
  br i1 %v29, label %v2335, label %v2336

v2328:                                       ; preds = %v2326
  %v2337 = extractelement <16 x float> %v2325, i64 4
  %v2338 = load float, ptr addrspace(3) %v326, align 4
  %v2339 = load float, ptr addrspace(3) %v321, align 16
  %v2340 = fmul contract float %v2338, %v2339
  %v2341 = fadd contract float %v2337, %v2340
  %v2342 = insertelement <16 x float> %v2325, float %v2341, i64 4
  br label %v2329

v2329:                                       ; preds = %v2328, %v2326
  %v2343 = phi <16 x float> [ %v2342, %v2328 ], [ %v2325, %v2326 ]
  br i1 %v20, label %v2344, label %v2345

v2344:                                       ; preds = %v2329
  %v2346 = extractelement <16 x float> %v2343, i64 5
  %v2347 = load float, ptr addrspace(3) %v326, align 4
  %v2348 = load float, ptr addrspace(3) %v322, align 4
  %v2349 = fmul contract float %v2347, %v2348
  %v2350 = fadd contract float %v2346, %v2349
  %v2351 = insertelement <16 x float> %v2343, float %v2350, i64 5
  br label %v2345

v2345:                                       ; preds = %v2344, %v2329
  %v2352 = phi <16 x float> [ %v2351, %v2344 ], [ %v2343, %v2329 ]
  br i1 %v22, label %v2353, label %v2330

v2353:                                       ; preds = %v2345
  %v2354 = extractelement <16 x float> %v2352, i64 6
  %v2355 = load float, ptr addrspace(3) %v326, align 4
  %v2356 = load float, ptr addrspace(3) %v323, align 8
  %v2357 = fmul contract float %v2355, %v2356
  %v2358 = fadd contract float %v2354, %v2357
  %v2359 = insertelement <16 x float> %v2352, float %v2358, i64 6
  br label %v2330

v2330:                                       ; preds = %v2353, %v2345
  %v2333 = phi <16 x float> [ %v2359, %v2353 ], [ %v2352, %v2345 ]
  br i1 %v24, label %v2331, label %v2327

v2331:                                       ; preds = %v2330
  %v2360 = extractelement <16 x float> %v2333, i64 7
  %v2361 = load float, ptr addrspace(3) %v326, align 4
  %v2362 = load float, ptr addrspace(3) %v324, align 4
  %v2363 = fmul contract float %v2361, %v2362
  %v2364 = fadd contract float %v2360, %v2363
  %v2334 = insertelement <16 x float> %v2333, float %v2364, i64 7
  br label %v2327

v2335:                                       ; preds = %v2327
  br i1 %v18, label %v2365, label %v2366

v2336:                                       ; preds = %v2367, %v2368, %v2327
  %v2369 = phi <16 x float> [ %v2370, %v2367 ], [ %v2371, %v2368 ], [ %v2332, %v2327 ]
  br i1 %v31, label %v2372, label %v2373

v2365:                                       ; preds = %v2335
  %v2374 = extractelement <16 x float> %v2332, i64 8
  %v2375 = load float, ptr addrspace(3) %v328, align 4
  %v2376 = load float, ptr addrspace(3) %v321, align 16
  %v2377 = fmul contract float %v2375, %v2376
  %v2378 = fadd contract float %v2374, %v2377
  %v2379 = insertelement <16 x float> %v2332, float %v2378, i64 8
  br label %v2366

v2366:                                       ; preds = %v2365, %v2335
  %v2380 = phi <16 x float> [ %v2379, %v2365 ], [ %v2332, %v2335 ]
  br i1 %v20, label %v2381, label %v2382

v2381:                                       ; preds = %v2366
  %v2383 = extractelement <16 x float> %v2380, i64 9
  %v2384 = load float, ptr addrspace(3) %v328, align 4
  %v2385 = load float, ptr addrspace(3) %v322, align 4
  %v2386 = fmul contract float %v2384, %v2385
  %v2387 = fadd contract float %v2383, %v2386
  %v2388 = insertelement <16 x float> %v2380, float %v2387, i64 9
  br label %v2382

v2382:                                       ; preds = %v2381, %v2366
  %v2389 = phi <16 x float> [ %v2388, %v2381 ], [ %v2380, %v2366 ]
  br i1 %v22, label %v2390, label %v2367

v2390:                                       ; preds = %v2382
  %v2391 = extractelement <16 x float> %v2389, i64 10
  %v2392 = load float, ptr addrspace(3) %v328, align 4
  %v2393 = load float, ptr addrspace(3) %v323, align 8
  %v2394 = fmul contract float %v2392, %v2393
  %v2395 = fadd contract float %v2391, %v2394
  %v2396 = insertelement <16 x float> %v2389, float %v2395, i64 10
  br label %v2367

v2367:                                       ; preds = %v2390, %v2382
  %v2370 = phi <16 x float> [ %v2396, %v2390 ], [ %v2389, %v2382 ]
  br i1 %v24, label %v2368, label %v2336

v2368:                                       ; preds = %v2367
  %v2397 = extractelement <16 x float> %v2370, i64 11
  %v2398 = load float, ptr addrspace(3) %v328, align 4
  %v2399 = load float, ptr addrspace(3) %v324, align 4
  %v2400 = fmul contract float %v2398, %v2399
  %v2401 = fadd contract float %v2397, %v2400
  %v2371 = insertelement <16 x float> %v2370, float %v2401, i64 11
  br label %v2336

v2372:                                       ; preds = %v2336
  br i1 %v18, label %v2402, label %v2403

v2373:                                       ; preds = %v2404, %v2405, %v2336
  %v2406 = phi <16 x float> [ %v2407, %v2404 ], [ %v2408, %v2405 ], [ %v2369, %v2336 ]
  br i1 %v18, label %v2409, label %v2410

v2402:                                       ; preds = %v2372
  %v2411 = extractelement <16 x float> %v2369, i64 12
  %v2412 = load float, ptr addrspace(3) %v330, align 4
  %v2413 = load float, ptr addrspace(3) %v321, align 16
  %v2414 = fmul contract float %v2412, %v2413
  %v2415 = fadd contract float %v2411, %v2414
  %v2416 = insertelement <16 x float> %v2369, float %v2415, i64 12
  br label %v2403

v2403:                                       ; preds = %v2402, %v2372
  %v2417 = phi <16 x float> [ %v2416, %v2402 ], [ %v2369, %v2372 ]
  br i1 %v20, label %v2418, label %v2419

v2418:                                       ; preds = %v2403
  %v2420 = extractelement <16 x float> %v2417, i64 13
  %v2421 = load float, ptr addrspace(3) %v330, align 4
  %v2422 = load float, ptr addrspace(3) %v322, align 4
  %v2423 = fmul contract float %v2421, %v2422
  %v2424 = fadd contract float %v2420, %v2423
  %v2425 = insertelement <16 x float> %v2417, float %v2424, i64 13
  br label %v2419

v2419:                                       ; preds = %v2418, %v2403
  %v2426 = phi <16 x float> [ %v2425, %v2418 ], [ %v2417, %v2403 ]
  br i1 %v22, label %v2427, label %v2404

v2427:                                       ; preds = %v2419
  %v2428 = extractelement <16 x float> %v2426, i64 14
  %v2429 = load float, ptr addrspace(3) %v330, align 4
  %v2430 = load float, ptr addrspace(3) %v323, align 8
  %v2431 = fmul contract float %v2429, %v2430
  %v2432 = fadd contract float %v2428, %v2431
  %v2433 = insertelement <16 x float> %v2426, float %v2432, i64 14
  br label %v2404

v2404:                                       ; preds = %v2427, %v2419
  %v2407 = phi <16 x float> [ %v2433, %v2427 ], [ %v2426, %v2419 ]
  br i1 %v24, label %v2405, label %v2373

v2405:                                       ; preds = %v2404
  %v2434 = extractelement <16 x float> %v2407, i64 15
  %v2435 = load float, ptr addrspace(3) %v330, align 4
  %v2436 = load float, ptr addrspace(3) %v324, align 4
  %v2437 = fmul contract float %v2435, %v2436
  %v2438 = fadd contract float %v2434, %v2437
  %v2408 = insertelement <16 x float> %v2407, float %v2438, i64 15
  br label %v2373

v2409:                                       ; preds = %v2373
  %v2439 = extractelement <16 x float> %v2406, i64 0
  %v2440 = load float, ptr addrspace(3) %v332, align 8
  %v2441 = load float, ptr addrspace(3) %v334, align 16
  %v2442 = fmul contract float %v2440, %v2441
  %v2443 = fadd contract float %v2439, %v2442
  %v2444 = insertelement <16 x float> %v2406, float %v2443, i64 0
  br label %v2410

v2410:                                       ; preds = %v2409, %v2373
  %v2445 = phi <16 x float> [ %v2444, %v2409 ], [ %v2406, %v2373 ]
  br i1 %v20, label %v2446, label %v2447

v2446:                                       ; preds = %v2410
  %v2448 = extractelement <16 x float> %v2445, i64 1
  %v2449 = load float, ptr addrspace(3) %v332, align 8
  %v2450 = load float, ptr addrspace(3) %v335, align 4
  %v2451 = fmul contract float %v2449, %v2450
  %v2452 = fadd contract float %v2448, %v2451
  %v2453 = insertelement <16 x float> %v2445, float %v2452, i64 1
  br label %v2447

v2447:                                       ; preds = %v2446, %v2410
  %v2454 = phi <16 x float> [ %v2453, %v2446 ], [ %v2445, %v2410 ]
  br i1 %v22, label %v2455, label %v2456

v2455:                                       ; preds = %v2447
  %v2457 = extractelement <16 x float> %v2454, i64 2
  %v2458 = load float, ptr addrspace(3) %v332, align 8
  %v2459 = load float, ptr addrspace(3) %v336, align 8
  %v2460 = fmul contract float %v2458, %v2459
  %v2461 = fadd contract float %v2457, %v2460
  %v2462 = insertelement <16 x float> %v2454, float %v2461, i64 2
  br label %v2456

v2456:                                       ; preds = %v2455, %v2447
  %v2463 = phi <16 x float> [ %v2462, %v2455 ], [ %v2454, %v2447 ]
  br i1 %v24, label %v2464, label %v2465

v2464:                                       ; preds = %v2456
  %v2466 = extractelement <16 x float> %v2463, i64 3
  %v2467 = load float, ptr addrspace(3) %v332, align 8
  %v2468 = load float, ptr addrspace(3) %v337, align 4
  %v2469 = fmul contract float %v2467, %v2468
  %v2470 = fadd contract float %v2466, %v2469
  %v2471 = insertelement <16 x float> %v2463, float %v2470, i64 3
  br label %v2465

v2465:                                       ; preds = %v2464, %v2456
  %v2472 = phi <16 x float> [ %v2471, %v2464 ], [ %v2463, %v2456 ]
  br i1 %v27, label %v2473, label %v2474

v2473:                                       ; preds = %v2465
  br i1 %v18, label %v2475, label %v2476

v2474:                                       ; preds = %v2477, %v2478, %v2465
  %v2479 = phi <16 x float> [ %v2480, %v2477 ], [ %v2481, %v2478 ], [ %v2472, %v2465 ]
  br i1 %v29, label %v2482, label %v2483

v2475:                                       ; preds = %v2473
  %v2484 = extractelement <16 x float> %v2472, i64 4
  %v2485 = load float, ptr addrspace(3) %v339, align 8
  %v2486 = load float, ptr addrspace(3) %v334, align 16
  %v2487 = fmul contract float %v2485, %v2486
  %v2488 = fadd contract float %v2484, %v2487
  %v2489 = insertelement <16 x float> %v2472, float %v2488, i64 4
  br label %v2476

v2476:                                       ; preds = %v2475, %v2473
  %v2490 = phi <16 x float> [ %v2489, %v2475 ], [ %v2472, %v2473 ]
  br i1 %v20, label %v2491, label %v2492

v2491:                                       ; preds = %v2476
  %v2493 = extractelement <16 x float> %v2490, i64 5
  %v2494 = load float, ptr addrspace(3) %v339, align 8
  %v2495 = load float, ptr addrspace(3) %v335, align 4
  %v2496 = fmul contract float %v2494, %v2495
  %v2497 = fadd contract float %v2493, %v2496
  %v2498 = insertelement <16 x float> %v2490, float %v2497, i64 5
  br label %v2492

v2492:                                       ; preds = %v2491, %v2476
  %v2499 = phi <16 x float> [ %v2498, %v2491 ], [ %v2490, %v2476 ]
  br i1 %v22, label %v2500, label %v2477

v2500:                                       ; preds = %v2492
  %v2501 = extractelement <16 x float> %v2499, i64 6
  %v2502 = load float, ptr addrspace(3) %v339, align 8
  %v2503 = load float, ptr addrspace(3) %v336, align 8
  %v2504 = fmul contract float %v2502, %v2503
  %v2505 = fadd contract float %v2501, %v2504
  %v2506 = insertelement <16 x float> %v2499, float %v2505, i64 6
  br label %v2477

v2477:                                       ; preds = %v2500, %v2492
  %v2480 = phi <16 x float> [ %v2506, %v2500 ], [ %v2499, %v2492 ]
  br i1 %v24, label %v2478, label %v2474

v2478:                                       ; preds = %v2477
  %v2507 = extractelement <16 x float> %v2480, i64 7
  %v2508 = load float, ptr addrspace(3) %v339, align 8
  %v2509 = load float, ptr addrspace(3) %v337, align 4
  %v2510 = fmul contract float %v2508, %v2509
  %v2511 = fadd contract float %v2507, %v2510
  %v2481 = insertelement <16 x float> %v2480, float %v2511, i64 7
  br label %v2474

v2482:                                       ; preds = %v2474
  br i1 %v18, label %v2512, label %v2513

v2483:                                       ; preds = %v2514, %v2515, %v2474
  %v2516 = phi <16 x float> [ %v2517, %v2514 ], [ %v2518, %v2515 ], [ %v2479, %v2474 ]
  br i1 %v31, label %v2519, label %v2520

v2512:                                       ; preds = %v2482
  %v2521 = extractelement <16 x float> %v2479, i64 8
  %v2522 = load float, ptr addrspace(3) %v341, align 8
  %v2523 = load float, ptr addrspace(3) %v334, align 16
  %v2524 = fmul contract float %v2522, %v2523
  %v2525 = fadd contract float %v2521, %v2524
  %v2526 = insertelement <16 x float> %v2479, float %v2525, i64 8
  br label %v2513

v2513:                                       ; preds = %v2512, %v2482
  %v2527 = phi <16 x float> [ %v2526, %v2512 ], [ %v2479, %v2482 ]
  br i1 %v20, label %v2528, label %v2529

v2528:                                       ; preds = %v2513
  %v2530 = extractelement <16 x float> %v2527, i64 9
  %v2531 = load float, ptr addrspace(3) %v341, align 8
  %v2532 = load float, ptr addrspace(3) %v335, align 4
  %v2533 = fmul contract float %v2531, %v2532
  %v2534 = fadd contract float %v2530, %v2533
  %v2535 = insertelement <16 x float> %v2527, float %v2534, i64 9
  br label %v2529

v2529:                                       ; preds = %v2528, %v2513
  %v2536 = phi <16 x float> [ %v2535, %v2528 ], [ %v2527, %v2513 ]
  br i1 %v22, label %v2537, label %v2514

v2537:                                       ; preds = %v2529
  %v2538 = extractelement <16 x float> %v2536, i64 10
  %v2539 = load float, ptr addrspace(3) %v341, align 8
  %v2540 = load float, ptr addrspace(3) %v336, align 8
  %v2541 = fmul contract float %v2539, %v2540
  %v2542 = fadd contract float %v2538, %v2541
  %v2543 = insertelement <16 x float> %v2536, float %v2542, i64 10
  br label %v2514

v2514:                                       ; preds = %v2537, %v2529
  %v2517 = phi <16 x float> [ %v2543, %v2537 ], [ %v2536, %v2529 ]
  br i1 %v24, label %v2515, label %v2483

v2515:                                       ; preds = %v2514
  %v2544 = extractelement <16 x float> %v2517, i64 11
  %v2545 = load float, ptr addrspace(3) %v341, align 8
  %v2546 = load float, ptr addrspace(3) %v337, align 4
  %v2547 = fmul contract float %v2545, %v2546
  %v2548 = fadd contract float %v2544, %v2547
  %v2518 = insertelement <16 x float> %v2517, float %v2548, i64 11
  br label %v2483

v2519:                                       ; preds = %v2483
  br i1 %v18, label %v2549, label %v2550

v2520:                                       ; preds = %v2551, %v2552, %v2483
  %v2553 = phi <16 x float> [ %v2554, %v2551 ], [ %v2555, %v2552 ], [ %v2516, %v2483 ]
  br i1 %v18, label %v2556, label %v2557

v2549:                                       ; preds = %v2519
  %v2558 = extractelement <16 x float> %v2516, i64 12
  %v2559 = load float, ptr addrspace(3) %v343, align 8
  %v2560 = load float, ptr addrspace(3) %v334, align 16
  %v2561 = fmul contract float %v2559, %v2560
  %v2562 = fadd contract float %v2558, %v2561
  %v2563 = insertelement <16 x float> %v2516, float %v2562, i64 12
  br label %v2550

v2550:                                       ; preds = %v2549, %v2519
  %v2564 = phi <16 x float> [ %v2563, %v2549 ], [ %v2516, %v2519 ]
  br i1 %v20, label %v2565, label %v2566

v2565:                                       ; preds = %v2550
  %v2567 = extractelement <16 x float> %v2564, i64 13
  %v2568 = load float, ptr addrspace(3) %v343, align 8
  %v2569 = load float, ptr addrspace(3) %v335, align 4
  %v2570 = fmul contract float %v2568, %v2569
  %v2571 = fadd contract float %v2567, %v2570
  %v2572 = insertelement <16 x float> %v2564, float %v2571, i64 13
  br label %v2566

v2566:                                       ; preds = %v2565, %v2550
  %v2573 = phi <16 x float> [ %v2572, %v2565 ], [ %v2564, %v2550 ]
  br i1 %v22, label %v2574, label %v2551

v2574:                                       ; preds = %v2566
  %v2575 = extractelement <16 x float> %v2573, i64 14
  %v2576 = load float, ptr addrspace(3) %v343, align 8
  %v2577 = load float, ptr addrspace(3) %v336, align 8
  %v2578 = fmul contract float %v2576, %v2577
  %v2579 = fadd contract float %v2575, %v2578
  %v2580 = insertelement <16 x float> %v2573, float %v2579, i64 14
  br label %v2551

v2551:                                       ; preds = %v2574, %v2566
  %v2554 = phi <16 x float> [ %v2580, %v2574 ], [ %v2573, %v2566 ]
  br i1 %v24, label %v2552, label %v2520

v2552:                                       ; preds = %v2551
  %v2581 = extractelement <16 x float> %v2554, i64 15
  %v2582 = load float, ptr addrspace(3) %v343, align 8
  %v2583 = load float, ptr addrspace(3) %v337, align 4
  %v2584 = fmul contract float %v2582, %v2583
  %v2585 = fadd contract float %v2581, %v2584
  %v2555 = insertelement <16 x float> %v2554, float %v2585, i64 15
  br label %v2520

v2556:                                       ; preds = %v2520
  %v2586 = extractelement <16 x float> %v2553, i64 0
  %v2587 = load float, ptr addrspace(3) %v345, align 4
  %v2588 = load float, ptr addrspace(3) %v346, align 16
  %v2589 = fmul contract float %v2587, %v2588
  %v2590 = fadd contract float %v2586, %v2589
  %v2591 = insertelement <16 x float> %v2553, float %v2590, i64 0
  br label %v2557

v2557:                                       ; preds = %v2556, %v2520
  %v2592 = phi <16 x float> [ %v2591, %v2556 ], [ %v2553, %v2520 ]
  br i1 %v20, label %v2593, label %v2594

v2593:                                       ; preds = %v2557
  %v2595 = extractelement <16 x float> %v2592, i64 1
  %v2596 = load float, ptr addrspace(3) %v345, align 4
  %v2597 = load float, ptr addrspace(3) %v347, align 4
  %v2598 = fmul contract float %v2596, %v2597
  %v2599 = fadd contract float %v2595, %v2598
  %v2600 = insertelement <16 x float> %v2592, float %v2599, i64 1
  br label %v2594

v2594:                                       ; preds = %v2593, %v2557
  %v2601 = phi <16 x float> [ %v2600, %v2593 ], [ %v2592, %v2557 ]
  br i1 %v22, label %v2602, label %v2603

v2602:                                       ; preds = %v2594
  %v2604 = extractelement <16 x float> %v2601, i64 2
  %v2605 = load float, ptr addrspace(3) %v345, align 4
  %v2606 = load float, ptr addrspace(3) %v348, align 8
  %v2607 = fmul contract float %v2605, %v2606
  %v2608 = fadd contract float %v2604, %v2607
  %v2609 = insertelement <16 x float> %v2601, float %v2608, i64 2
  br label %v2603

v2603:                                       ; preds = %v2602, %v2594
  %v2610 = phi <16 x float> [ %v2609, %v2602 ], [ %v2601, %v2594 ]
  br i1 %v24, label %v2611, label %v2612

v2611:                                       ; preds = %v2603
  %v2613 = extractelement <16 x float> %v2610, i64 3
  %v2614 = load float, ptr addrspace(3) %v345, align 4
  %v2615 = load float, ptr addrspace(3) %v349, align 4
  %v2616 = fmul contract float %v2614, %v2615
  %v2617 = fadd contract float %v2613, %v2616
  %v2618 = insertelement <16 x float> %v2610, float %v2617, i64 3
  br label %v2612

v2612:                                       ; preds = %v2611, %v2603
  %v2619 = phi <16 x float> [ %v2618, %v2611 ], [ %v2610, %v2603 ]
  br i1 %v27, label %v2620, label %v2621

v2620:                                       ; preds = %v2612
  br i1 %v18, label %v2622, label %v2623

v2621:                                       ; preds = %v2624, %v2625, %v2612
  %v2626 = phi <16 x float> [ %v2627, %v2624 ], [ %v2628, %v2625 ], [ %v2619, %v2612 ]
  br i1 %v29, label %v2629, label %v2630

v2622:                                       ; preds = %v2620
  %v2631 = extractelement <16 x float> %v2619, i64 4
  %v2632 = load float, ptr addrspace(3) %v351, align 4
  %v2633 = load float, ptr addrspace(3) %v346, align 16
  %v2634 = fmul contract float %v2632, %v2633
  %v2635 = fadd contract float %v2631, %v2634
  %v2636 = insertelement <16 x float> %v2619, float %v2635, i64 4
  br label %v2623

v2623:                                       ; preds = %v2622, %v2620
  %v2637 = phi <16 x float> [ %v2636, %v2622 ], [ %v2619, %v2620 ]
  br i1 %v20, label %v2638, label %v2639

v2638:                                       ; preds = %v2623
  %v2640 = extractelement <16 x float> %v2637, i64 5
  %v2641 = load float, ptr addrspace(3) %v351, align 4
  %v2642 = load float, ptr addrspace(3) %v347, align 4
  %v2643 = fmul contract float %v2641, %v2642
  %v2644 = fadd contract float %v2640, %v2643
  %v2645 = insertelement <16 x float> %v2637, float %v2644, i64 5
  br label %v2639

v2639:                                       ; preds = %v2638, %v2623
  %v2646 = phi <16 x float> [ %v2645, %v2638 ], [ %v2637, %v2623 ]
  br i1 %v22, label %v2647, label %v2624

v2647:                                       ; preds = %v2639
  %v2648 = extractelement <16 x float> %v2646, i64 6
  %v2649 = load float, ptr addrspace(3) %v351, align 4
  %v2650 = load float, ptr addrspace(3) %v348, align 8
  %v2651 = fmul contract float %v2649, %v2650
  %v2652 = fadd contract float %v2648, %v2651
  %v2653 = insertelement <16 x float> %v2646, float %v2652, i64 6
  br label %v2624

v2624:                                       ; preds = %v2647, %v2639
  %v2627 = phi <16 x float> [ %v2653, %v2647 ], [ %v2646, %v2639 ]
  br i1 %v24, label %v2625, label %v2621

v2625:                                       ; preds = %v2624
  %v2654 = extractelement <16 x float> %v2627, i64 7
  %v2655 = load float, ptr addrspace(3) %v351, align 4
  %v2656 = load float, ptr addrspace(3) %v349, align 4
  %v2657 = fmul contract float %v2655, %v2656
  %v2658 = fadd contract float %v2654, %v2657
  %v2628 = insertelement <16 x float> %v2627, float %v2658, i64 7
  br label %v2621

v2629:                                       ; preds = %v2621
  br i1 %v18, label %v2659, label %v2660

v2630:                                       ; preds = %v2661, %v2662, %v2621
  %v2663 = phi <16 x float> [ %v2664, %v2661 ], [ %v2665, %v2662 ], [ %v2626, %v2621 ]
  br i1 %v31, label %v2666, label %v369

v2659:                                       ; preds = %v2629
  %v2667 = extractelement <16 x float> %v2626, i64 8
  %v2668 = load float, ptr addrspace(3) %v353, align 4
  %v2669 = load float, ptr addrspace(3) %v346, align 16
  %v2670 = fmul contract float %v2668, %v2669
  %v2671 = fadd contract float %v2667, %v2670
  %v2672 = insertelement <16 x float> %v2626, float %v2671, i64 8
  br label %v2660

v2660:                                       ; preds = %v2659, %v2629
  %v2673 = phi <16 x float> [ %v2672, %v2659 ], [ %v2626, %v2629 ]
  br i1 %v20, label %v2674, label %v2675

v2674:                                       ; preds = %v2660
  %v2676 = extractelement <16 x float> %v2673, i64 9
  %v2677 = load float, ptr addrspace(3) %v353, align 4
  %v2678 = load float, ptr addrspace(3) %v347, align 4
  %v2679 = fmul contract float %v2677, %v2678
  %v2680 = fadd contract float %v2676, %v2679
  %v2681 = insertelement <16 x float> %v2673, float %v2680, i64 9
  br label %v2675

v2675:                                       ; preds = %v2674, %v2660
  %v2682 = phi <16 x float> [ %v2681, %v2674 ], [ %v2673, %v2660 ]
  br i1 %v22, label %v2683, label %v2661

v2683:                                       ; preds = %v2675
  %v2684 = extractelement <16 x float> %v2682, i64 10
  %v2685 = load float, ptr addrspace(3) %v353, align 4
  %v2686 = load float, ptr addrspace(3) %v348, align 8
  %v2687 = fmul contract float %v2685, %v2686
  %v2688 = fadd contract float %v2684, %v2687
  %v2689 = insertelement <16 x float> %v2682, float %v2688, i64 10
  br label %v2661

v2661:                                       ; preds = %v2683, %v2675
  %v2664 = phi <16 x float> [ %v2689, %v2683 ], [ %v2682, %v2675 ]
  br i1 %v24, label %v2662, label %v2630

v2662:                                       ; preds = %v2661
  %v2690 = extractelement <16 x float> %v2664, i64 11
  %v2691 = load float, ptr addrspace(3) %v353, align 4
  %v2692 = load float, ptr addrspace(3) %v349, align 4
  %v2693 = fmul contract float %v2691, %v2692
  %v2694 = fadd contract float %v2690, %v2693
  %v2665 = insertelement <16 x float> %v2664, float %v2694, i64 11
  br label %v2630

v2666:                                       ; preds = %v2630
  br i1 %v18, label %v2695, label %v2696

v369:                                       ; preds = %v2697, %v2698, %v2630
  %v371 = phi <16 x float> [ %v2699, %v2697 ], [ %v2700, %v2698 ], [ %v2663, %v2630 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  br label %v357

v2695:                                       ; preds = %v2666
  %v2701 = extractelement <16 x float> %v2663, i64 12
  %v2702 = load float, ptr addrspace(3) %v355, align 4
  %v2703 = load float, ptr addrspace(3) %v346, align 16
  %v2704 = fmul contract float %v2702, %v2703
  %v2705 = fadd contract float %v2701, %v2704
  %v2706 = insertelement <16 x float> %v2663, float %v2705, i64 12
  br label %v2696

v2696:                                       ; preds = %v2695, %v2666
  %v2707 = phi <16 x float> [ %v2706, %v2695 ], [ %v2663, %v2666 ]
  br i1 %v20, label %v2708, label %v2709

v2708:                                       ; preds = %v2696
  %v2710 = extractelement <16 x float> %v2707, i64 13
  %v2711 = load float, ptr addrspace(3) %v355, align 4
  %v2712 = load float, ptr addrspace(3) %v347, align 4
  %v2713 = fmul contract float %v2711, %v2712
  %v2714 = fadd contract float %v2710, %v2713
  %v2715 = insertelement <16 x float> %v2707, float %v2714, i64 13
  br label %v2709

v2709:                                       ; preds = %v2708, %v2696
  %v2716 = phi <16 x float> [ %v2715, %v2708 ], [ %v2707, %v2696 ]
  br i1 %v22, label %v2717, label %v2697

v2717:                                       ; preds = %v2709
  %v2718 = extractelement <16 x float> %v2716, i64 14
  %v2719 = load float, ptr addrspace(3) %v355, align 4
  %v2720 = load float, ptr addrspace(3) %v348, align 8
  %v2721 = fmul contract float %v2719, %v2720
  %v2722 = fadd contract float %v2718, %v2721
  %v2723 = insertelement <16 x float> %v2716, float %v2722, i64 14
  br label %v2697

v2697:                                       ; preds = %v2717, %v2709
  %v2699 = phi <16 x float> [ %v2723, %v2717 ], [ %v2716, %v2709 ]
  br i1 %v24, label %v2698, label %v369

v2698:                                       ; preds = %v2697
  %v2724 = extractelement <16 x float> %v2699, i64 15
  %v2725 = load float, ptr addrspace(3) %v355, align 4
  %v2726 = load float, ptr addrspace(3) %v349, align 4
  %v2727 = fmul contract float %v2725, %v2726
  %v2728 = fadd contract float %v2724, %v2727
  %v2700 = insertelement <16 x float> %v2699, float %v2728, i64 15
  br label %v369

v372:                                       ; preds = %v362
  %v2729 = extractelement <16 x float> %v358, i64 0
  %v2730 = load float, ptr addrspace(3) %v98, align 64
  %v2731 = load float, ptr addrspace(3) %v101, align 16
  %v2732 = fmul contract float %v2730, %v2731
  %v2733 = fadd contract float %v2729, %v2732
  %v2734 = insertelement <16 x float> %v358, float %v2733, i64 0
  br label %v373

v373:                                       ; preds = %v372, %v362
  %v2735 = phi <16 x float> [ %v2734, %v372 ], [ %v358, %v362 ]
  br i1 %v20, label %v2736, label %v2737

v2736:                                       ; preds = %v373
  %v2738 = extractelement <16 x float> %v2735, i64 1
  %v2739 = load float, ptr addrspace(3) %v98, align 64
  %v2740 = load float, ptr addrspace(3) %v102, align 4
  %v2741 = fmul contract float %v2739, %v2740
  %v2742 = fadd contract float %v2738, %v2741
  %v2743 = insertelement <16 x float> %v2735, float %v2742, i64 1
  br label %v2737

v2737:                                       ; preds = %v2736, %v373
  %v2744 = phi <16 x float> [ %v2743, %v2736 ], [ %v2735, %v373 ]
  br i1 %v22, label %v2745, label %v2746

v2745:                                       ; preds = %v2737
  %v2747 = extractelement <16 x float> %v2744, i64 2
  %v2748 = load float, ptr addrspace(3) %v98, align 64
  %v2749 = load float, ptr addrspace(3) %v103, align 8
  %v2750 = fmul contract float %v2748, %v2749
  %v2751 = fadd contract float %v2747, %v2750
  %v2752 = insertelement <16 x float> %v2744, float %v2751, i64 2
  br label %v2746

v2746:                                       ; preds = %v2745, %v2737
  %v2753 = phi <16 x float> [ %v2752, %v2745 ], [ %v2744, %v2737 ]
  br i1 %v24, label %v2754, label %v2755

v2754:                                       ; preds = %v2746
  %v2756 = extractelement <16 x float> %v2753, i64 3
  %v2757 = load float, ptr addrspace(3) %v98, align 64
  %v2758 = load float, ptr addrspace(3) %v104, align 4
  %v2759 = fmul contract float %v2757, %v2758
  %v2760 = fadd contract float %v2756, %v2759
  %v2761 = insertelement <16 x float> %v2753, float %v2760, i64 3
  br label %v2755

v2755:                                       ; preds = %v2754, %v2746
  %v2762 = phi <16 x float> [ %v2761, %v2754 ], [ %v2753, %v2746 ]
  br i1 %v27, label %v2763, label %v2764

v2763:                                       ; preds = %v2755
  br i1 %v18, label %v2765, label %v2766

v2764:                                       ; preds = %v2767, %v2768, %v2755
  %v2769 = phi <16 x float> [ %v2770, %v2767 ], [ %v2771, %v2768 ], [ %v2762, %v2755 ]
  br i1 %v29, label %v2772, label %v2773

v2765:                                       ; preds = %v2763
  %v2774 = extractelement <16 x float> %v2762, i64 4
  %v2775 = load float, ptr addrspace(3) %v105, align 64
  %v2776 = load float, ptr addrspace(3) %v101, align 16
  %v2777 = fmul contract float %v2775, %v2776
  %v2778 = fadd contract float %v2774, %v2777
  %v2779 = insertelement <16 x float> %v2762, float %v2778, i64 4
  br label %v2766

v2766:                                       ; preds = %v2765, %v2763
  %v2780 = phi <16 x float> [ %v2779, %v2765 ], [ %v2762, %v2763 ]
  br i1 %v20, label %v2781, label %v2782

v2781:                                       ; preds = %v2766
  %v2783 = extractelement <16 x float> %v2780, i64 5
  %v2784 = load float, ptr addrspace(3) %v105, align 64
  %v2785 = load float, ptr addrspace(3) %v102, align 4
  %v2786 = fmul contract float %v2784, %v2785
  %v2787 = fadd contract float %v2783, %v2786
  %v2788 = insertelement <16 x float> %v2780, float %v2787, i64 5
  br label %v2782

v2782:                                       ; preds = %v2781, %v2766
  %v2789 = phi <16 x float> [ %v2788, %v2781 ], [ %v2780, %v2766 ]
  br i1 %v22, label %v2790, label %v2767

v2790:                                       ; preds = %v2782
  %v2791 = extractelement <16 x float> %v2789, i64 6
  %v2792 = load float, ptr addrspace(3) %v105, align 64
  %v2793 = load float, ptr addrspace(3) %v103, align 8
  %v2794 = fmul contract float %v2792, %v2793
  %v2795 = fadd contract float %v2791, %v2794
  %v2796 = insertelement <16 x float> %v2789, float %v2795, i64 6
  br label %v2767

v2767:                                       ; preds = %v2790, %v2782
  %v2770 = phi <16 x float> [ %v2796, %v2790 ], [ %v2789, %v2782 ]
  br i1 %v24, label %v2768, label %v2764

v2768:                                       ; preds = %v2767
  %v2797 = extractelement <16 x float> %v2770, i64 7
  %v2798 = load float, ptr addrspace(3) %v105, align 64
  %v2799 = load float, ptr addrspace(3) %v104, align 4
  %v2800 = fmul contract float %v2798, %v2799
  %v2801 = fadd contract float %v2797, %v2800
  %v2771 = insertelement <16 x float> %v2770, float %v2801, i64 7
  br label %v2764

v2772:                                       ; preds = %v2764
  br i1 %v18, label %v2802, label %v2803

v2773:                                       ; preds = %v2804, %v2805, %v2764
  %v2806 = phi <16 x float> [ %v2807, %v2804 ], [ %v2808, %v2805 ], [ %v2769, %v2764 ]
  br i1 %v31, label %v2809, label %v368

v2802:                                       ; preds = %v2772
  %v2810 = extractelement <16 x float> %v2769, i64 8
  %v2811 = load float, ptr addrspace(3) %v106, align 64
  %v2812 = load float, ptr addrspace(3) %v101, align 16
  %v2813 = fmul contract float %v2811, %v2812
  %v2814 = fadd contract float %v2810, %v2813
  %v2815 = insertelement <16 x float> %v2769, float %v2814, i64 8
  br label %v2803

v2803:                                       ; preds = %v2802, %v2772
  %v2816 = phi <16 x float> [ %v2815, %v2802 ], [ %v2769, %v2772 ]
  br i1 %v20, label %v2817, label %v2818

v2817:                                       ; preds = %v2803
  %v2819 = extractelement <16 x float> %v2816, i64 9
  %v2820 = load float, ptr addrspace(3) %v106, align 64
  %v2821 = load float, ptr addrspace(3) %v102, align 4
  %v2822 = fmul contract float %v2820, %v2821
  %v2823 = fadd contract float %v2819, %v2822
  %v2824 = insertelement <16 x float> %v2816, float %v2823, i64 9
  br label %v2818

v2818:                                       ; preds = %v2817, %v2803
  %v2825 = phi <16 x float> [ %v2824, %v2817 ], [ %v2816, %v2803 ]
  br i1 %v22, label %v2826, label %v2804

v2826:                                       ; preds = %v2818
  %v2827 = extractelement <16 x float> %v2825, i64 10
  %v2828 = load float, ptr addrspace(3) %v106, align 64
  %v2829 = load float, ptr addrspace(3) %v103, align 8
  %v2830 = fmul contract float %v2828, %v2829
  %v2831 = fadd contract float %v2827, %v2830
  %v2832 = insertelement <16 x float> %v2825, float %v2831, i64 10
  br label %v2804

v2804:                                       ; preds = %v2826, %v2818
  %v2807 = phi <16 x float> [ %v2832, %v2826 ], [ %v2825, %v2818 ]
  br i1 %v24, label %v2805, label %v2773

v2805:                                       ; preds = %v2804
  %v2833 = extractelement <16 x float> %v2807, i64 11
  %v2834 = load float, ptr addrspace(3) %v106, align 64
  %v2835 = load float, ptr addrspace(3) %v104, align 4
  %v2836 = fmul contract float %v2834, %v2835
  %v2837 = fadd contract float %v2833, %v2836
  %v2808 = insertelement <16 x float> %v2807, float %v2837, i64 11
  br label %v2773

v2809:                                       ; preds = %v2773
  br i1 %v18, label %v2838, label %v2839

v368:                                       ; preds = %v2840, %v2841, %v2773
  %v370 = phi <16 x float> [ %v2842, %v2840 ], [ %v2843, %v2841 ], [ %v2806, %v2773 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  br label %v357

v2838:                                       ; preds = %v2809
  %v2844 = extractelement <16 x float> %v2806, i64 12
  %v2845 = load float, ptr addrspace(3) %v107, align 64
  %v2846 = load float, ptr addrspace(3) %v101, align 16
  %v2847 = fmul contract float %v2845, %v2846
  %v2848 = fadd contract float %v2844, %v2847
  %v2849 = insertelement <16 x float> %v2806, float %v2848, i64 12
  br label %v2839

v2839:                                       ; preds = %v2838, %v2809
  %v2850 = phi <16 x float> [ %v2849, %v2838 ], [ %v2806, %v2809 ]
  br i1 %v20, label %v2851, label %v2852

v2851:                                       ; preds = %v2839
  %v2853 = extractelement <16 x float> %v2850, i64 13
  %v2854 = load float, ptr addrspace(3) %v107, align 64
  %v2855 = load float, ptr addrspace(3) %v102, align 4
  %v2856 = fmul contract float %v2854, %v2855
  %v2857 = fadd contract float %v2853, %v2856
  %v2858 = insertelement <16 x float> %v2850, float %v2857, i64 13
  br label %v2852

v2852:                                       ; preds = %v2851, %v2839
  %v2859 = phi <16 x float> [ %v2858, %v2851 ], [ %v2850, %v2839 ]
  br i1 %v22, label %v2860, label %v2840

v2860:                                       ; preds = %v2852
  %v2861 = extractelement <16 x float> %v2859, i64 14
  %v2862 = load float, ptr addrspace(3) %v107, align 64
  %v2863 = load float, ptr addrspace(3) %v103, align 8
  %v2864 = fmul contract float %v2862, %v2863
  %v2865 = fadd contract float %v2861, %v2864
  %v2866 = insertelement <16 x float> %v2859, float %v2865, i64 14
  br label %v2840

v2840:                                       ; preds = %v2860, %v2852
  %v2842 = phi <16 x float> [ %v2866, %v2860 ], [ %v2859, %v2852 ]
  br i1 %v24, label %v2841, label %v368

v2841:                                       ; preds = %v2840
  %v2867 = extractelement <16 x float> %v2842, i64 15
  %v2868 = load float, ptr addrspace(3) %v107, align 64
  %v2869 = load float, ptr addrspace(3) %v104, align 4
  %v2870 = fmul contract float %v2868, %v2869
  %v2871 = fadd contract float %v2867, %v2870
  %v2843 = insertelement <16 x float> %v2842, float %v2871, i64 15
  br label %v368

v364:                                       ; preds = %v363
  %v2872 = extractelement <16 x float> %v359, i64 0
  %v2873 = mul nuw nsw i64 %v8, 8580
  %v2874 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2873
  %v2875 = getelementptr inbounds float, ptr addrspace(1) %v2874, i64 %v15
  %v2876 = mul nuw nsw i64 %v12, 1040
  %v2877 = getelementptr inbounds i8, ptr addrspace(1) %v2875, i64 %v2876
  %v2878 = getelementptr inbounds float, ptr addrspace(1) %v2877, i64 %v16
  store float %v2872, ptr addrspace(1) %v2878, align 4
  br label %v365

v365:                                       ; preds = %v364, %v363
  br i1 %v20, label %v2879, label %v2880

v2879:                                       ; preds = %v365
  %v2881 = extractelement <16 x float> %v359, i64 1
  %v2882 = mul nuw nsw i64 %v8, 8580
  %v2883 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2882
  %v2884 = getelementptr inbounds float, ptr addrspace(1) %v2883, i64 %v15
  %v2885 = mul nuw nsw i64 %v12, 1040
  %v2886 = getelementptr inbounds i8, ptr addrspace(1) %v2884, i64 %v2885
  %v2887 = getelementptr inbounds float, ptr addrspace(1) %v2886, i64 %v16
  %v2888 = getelementptr inbounds i8, ptr addrspace(1) %v2887, i64 4
  store float %v2881, ptr addrspace(1) %v2888, align 4
  br label %v2880

v2880:                                       ; preds = %v2879, %v365
  br i1 %v22, label %v2889, label %v2890

v2889:                                       ; preds = %v2880
  %v2891 = extractelement <16 x float> %v359, i64 2
  %v2892 = mul nuw nsw i64 %v8, 8580
  %v2893 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2892
  %v2894 = getelementptr inbounds float, ptr addrspace(1) %v2893, i64 %v15
  %v2895 = mul nuw nsw i64 %v12, 1040
  %v2896 = getelementptr inbounds i8, ptr addrspace(1) %v2894, i64 %v2895
  %v2897 = getelementptr inbounds float, ptr addrspace(1) %v2896, i64 %v16
  %v2898 = getelementptr inbounds i8, ptr addrspace(1) %v2897, i64 8
  store float %v2891, ptr addrspace(1) %v2898, align 4
  br label %v2890

v2890:                                       ; preds = %v2889, %v2880
  br i1 %v24, label %v2899, label %v2900

v2899:                                       ; preds = %v2890
  %v2901 = extractelement <16 x float> %v359, i64 3
  %v2902 = mul nuw nsw i64 %v8, 8580
  %v2903 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2902
  %v2904 = getelementptr inbounds float, ptr addrspace(1) %v2903, i64 %v15
  %v2905 = mul nuw nsw i64 %v12, 1040
  %v2906 = getelementptr inbounds i8, ptr addrspace(1) %v2904, i64 %v2905
  %v2907 = getelementptr inbounds float, ptr addrspace(1) %v2906, i64 %v16
  %v2908 = getelementptr inbounds i8, ptr addrspace(1) %v2907, i64 12
  store float %v2901, ptr addrspace(1) %v2908, align 4
  br label %v2900

v2900:                                       ; preds = %v2899, %v2890
  br i1 %v27, label %v2909, label %v2910

v2909:                                       ; preds = %v2900
  br i1 %v18, label %v2911, label %v2912

v2910:                                       ; preds = %v2913, %v2914, %v2900
  br i1 %v29, label %v2915, label %v2916

v2911:                                       ; preds = %v2909
  %v2917 = extractelement <16 x float> %v359, i64 4
  %v2918 = mul nuw nsw i64 %v8, 8580
  %v2919 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2918
  %v2920 = getelementptr inbounds float, ptr addrspace(1) %v2919, i64 %v15
  %v2921 = mul nuw nsw i64 %v12, 1040
  %v2922 = getelementptr inbounds i8, ptr addrspace(1) %v2920, i64 %v2921
  %v2923 = getelementptr inbounds float, ptr addrspace(1) %v2922, i64 %v16
  %v2924 = getelementptr inbounds i8, ptr addrspace(1) %v2923, i64 260
  store float %v2917, ptr addrspace(1) %v2924, align 4
  br label %v2912

v2912:                                       ; preds = %v2911, %v2909
  br i1 %v20, label %v2925, label %v2926

v2925:                                       ; preds = %v2912
  %v2927 = extractelement <16 x float> %v359, i64 5
  %v2928 = mul nuw nsw i64 %v8, 8580
  %v2929 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2928
  %v2930 = getelementptr inbounds float, ptr addrspace(1) %v2929, i64 %v15
  %v2931 = mul nuw nsw i64 %v12, 1040
  %v2932 = getelementptr inbounds i8, ptr addrspace(1) %v2930, i64 %v2931
  %v2933 = getelementptr inbounds float, ptr addrspace(1) %v2932, i64 %v16
  %v2934 = getelementptr inbounds i8, ptr addrspace(1) %v2933, i64 264
  store float %v2927, ptr addrspace(1) %v2934, align 4
  br label %v2926

v2926:                                       ; preds = %v2925, %v2912
  br i1 %v22, label %v2935, label %v2913

v2935:                                       ; preds = %v2926
  %v2936 = extractelement <16 x float> %v359, i64 6
  %v2937 = mul nuw nsw i64 %v8, 8580
  %v2938 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2937
  %v2939 = getelementptr inbounds float, ptr addrspace(1) %v2938, i64 %v15
  %v2940 = mul nuw nsw i64 %v12, 1040
  %v2941 = getelementptr inbounds i8, ptr addrspace(1) %v2939, i64 %v2940
  %v2942 = getelementptr inbounds float, ptr addrspace(1) %v2941, i64 %v16
  %v2943 = getelementptr inbounds i8, ptr addrspace(1) %v2942, i64 268
  store float %v2936, ptr addrspace(1) %v2943, align 4
  br label %v2913

v2913:                                       ; preds = %v2935, %v2926
  br i1 %v24, label %v2914, label %v2910

v2914:                                       ; preds = %v2913
  %v2944 = extractelement <16 x float> %v359, i64 7
  %v2945 = mul nuw nsw i64 %v8, 8580
  %v2946 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2945
  %v2947 = getelementptr inbounds float, ptr addrspace(1) %v2946, i64 %v15
  %v2948 = mul nuw nsw i64 %v12, 1040
  %v2949 = getelementptr inbounds i8, ptr addrspace(1) %v2947, i64 %v2948
  %v2950 = getelementptr inbounds float, ptr addrspace(1) %v2949, i64 %v16
  %v2951 = getelementptr inbounds i8, ptr addrspace(1) %v2950, i64 272
  store float %v2944, ptr addrspace(1) %v2951, align 4
  br label %v2910

v2915:                                       ; preds = %v2910
  br i1 %v18, label %v2952, label %v2953

v2916:                                       ; preds = %v2954, %v2955, %v2910
  br i1 %v31, label %v2956, label %v2957

v2952:                                       ; preds = %v2915
  %v2958 = extractelement <16 x float> %v359, i64 8
  %v2959 = mul nuw nsw i64 %v8, 8580
  %v2960 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2959
  %v2961 = getelementptr inbounds float, ptr addrspace(1) %v2960, i64 %v15
  %v2962 = mul nuw nsw i64 %v12, 1040
  %v2963 = getelementptr inbounds i8, ptr addrspace(1) %v2961, i64 %v2962
  %v2964 = getelementptr inbounds float, ptr addrspace(1) %v2963, i64 %v16
  %v2965 = getelementptr inbounds i8, ptr addrspace(1) %v2964, i64 520
  store float %v2958, ptr addrspace(1) %v2965, align 4
  br label %v2953

v2953:                                       ; preds = %v2952, %v2915
  br i1 %v20, label %v2966, label %v2967

v2966:                                       ; preds = %v2953
  %v2968 = extractelement <16 x float> %v359, i64 9
  %v2969 = mul nuw nsw i64 %v8, 8580
  %v2970 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2969
  %v2971 = getelementptr inbounds float, ptr addrspace(1) %v2970, i64 %v15
  %v2972 = mul nuw nsw i64 %v12, 1040
  %v2973 = getelementptr inbounds i8, ptr addrspace(1) %v2971, i64 %v2972
  %v2974 = getelementptr inbounds float, ptr addrspace(1) %v2973, i64 %v16
  %v2975 = getelementptr inbounds i8, ptr addrspace(1) %v2974, i64 524
  store float %v2968, ptr addrspace(1) %v2975, align 4
  br label %v2967

v2967:                                       ; preds = %v2966, %v2953
  br i1 %v22, label %v2976, label %v2954

v2976:                                       ; preds = %v2967
  %v2977 = extractelement <16 x float> %v359, i64 10
  %v2978 = mul nuw nsw i64 %v8, 8580
  %v2979 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2978
  %v2980 = getelementptr inbounds float, ptr addrspace(1) %v2979, i64 %v15
  %v2981 = mul nuw nsw i64 %v12, 1040
  %v2982 = getelementptr inbounds i8, ptr addrspace(1) %v2980, i64 %v2981
  %v2983 = getelementptr inbounds float, ptr addrspace(1) %v2982, i64 %v16
  %v2984 = getelementptr inbounds i8, ptr addrspace(1) %v2983, i64 528
  store float %v2977, ptr addrspace(1) %v2984, align 4
  br label %v2954

v2954:                                       ; preds = %v2976, %v2967
  br i1 %v24, label %v2955, label %v2916

v2955:                                       ; preds = %v2954
  %v2985 = extractelement <16 x float> %v359, i64 11
  %v2986 = mul nuw nsw i64 %v8, 8580
  %v2987 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2986
  %v2988 = getelementptr inbounds float, ptr addrspace(1) %v2987, i64 %v15
  %v2989 = mul nuw nsw i64 %v12, 1040
  %v2990 = getelementptr inbounds i8, ptr addrspace(1) %v2988, i64 %v2989
  %v2991 = getelementptr inbounds float, ptr addrspace(1) %v2990, i64 %v16
  %v2992 = getelementptr inbounds i8, ptr addrspace(1) %v2991, i64 532
  store float %v2985, ptr addrspace(1) %v2992, align 4
  br label %v2916

v2956:                                       ; preds = %v2916
  br i1 %v18, label %v2993, label %v2994

v2957:                                       ; preds = %v2995, %v2996, %v2916
  ret void

v2993:                                       ; preds = %v2956
  %v2997 = extractelement <16 x float> %v359, i64 12
  %v2998 = mul nuw nsw i64 %v8, 8580
  %v2999 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v2998
  %v3000 = getelementptr inbounds float, ptr addrspace(1) %v2999, i64 %v15
  %v3001 = mul nuw nsw i64 %v12, 1040
  %v3002 = getelementptr inbounds i8, ptr addrspace(1) %v3000, i64 %v3001
  %v3003 = getelementptr inbounds float, ptr addrspace(1) %v3002, i64 %v16
  %v3004 = getelementptr inbounds i8, ptr addrspace(1) %v3003, i64 780
  store float %v2997, ptr addrspace(1) %v3004, align 4
  br label %v2994

v2994:                                       ; preds = %v2993, %v2956
  br i1 %v20, label %v3005, label %v3006

v3005:                                       ; preds = %v2994
  %v3007 = extractelement <16 x float> %v359, i64 13
  %v3008 = mul nuw nsw i64 %v8, 8580
  %v3009 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v3008
  %v3010 = getelementptr inbounds float, ptr addrspace(1) %v3009, i64 %v15
  %v3011 = mul nuw nsw i64 %v12, 1040
  %v3012 = getelementptr inbounds i8, ptr addrspace(1) %v3010, i64 %v3011
  %v3013 = getelementptr inbounds float, ptr addrspace(1) %v3012, i64 %v16
  %v3014 = getelementptr inbounds i8, ptr addrspace(1) %v3013, i64 784
  store float %v3007, ptr addrspace(1) %v3014, align 4
  br label %v3006

v3006:                                       ; preds = %v3005, %v2994
  br i1 %v22, label %v3015, label %v2995

v3015:                                       ; preds = %v3006
  %v3016 = extractelement <16 x float> %v359, i64 14
  %v3017 = mul nuw nsw i64 %v8, 8580
  %v3018 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v3017
  %v3019 = getelementptr inbounds float, ptr addrspace(1) %v3018, i64 %v15
  %v3020 = mul nuw nsw i64 %v12, 1040
  %v3021 = getelementptr inbounds i8, ptr addrspace(1) %v3019, i64 %v3020
  %v3022 = getelementptr inbounds float, ptr addrspace(1) %v3021, i64 %v16
  %v3023 = getelementptr inbounds i8, ptr addrspace(1) %v3022, i64 788
  store float %v3016, ptr addrspace(1) %v3023, align 4
  br label %v2995

v2995:                                       ; preds = %v3015, %v3006
  br i1 %v24, label %v2996, label %v2957

v2996:                                       ; preds = %v2995
  %v3024 = extractelement <16 x float> %v359, i64 15
  %v3025 = mul nuw nsw i64 %v8, 8580
  %v3026 = getelementptr inbounds i8, ptr addrspace(1) %v4, i64 %v3025
  %v3027 = getelementptr inbounds float, ptr addrspace(1) %v3026, i64 %v15
  %v3028 = mul nuw nsw i64 %v12, 1040
  %v3029 = getelementptr inbounds i8, ptr addrspace(1) %v3027, i64 %v3028
  %v3030 = getelementptr inbounds float, ptr addrspace(1) %v3029, i64 %v16
  %v3031 = getelementptr inbounds i8, ptr addrspace(1) %v3030, i64 792
  store float %v3024, ptr addrspace(1) %v3031, align 4
  br label %v2957
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
