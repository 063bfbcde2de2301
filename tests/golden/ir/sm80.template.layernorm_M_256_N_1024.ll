; layernorm:M=256,N=1024,eps=1e-5,dtype=f32 on cuda -arch=sm_80, schedule template
; ModuleID = 'ktune_layernorm_f32_m256_n1024_eps1ep5'
source_filename = "ktune_layernorm_f32_m256_n1024_eps1ep5"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@ktune_layernorm_f32_m256_n1024_eps1ep5.X.shared = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 64
@ktune_layernorm_f32_m256_n1024_eps1ep5.xsum.red = internal unnamed_addr addrspace(3) global [8 x float] undef, align 64
@ktune_layernorm_f32_m256_n1024_eps1ep5.sqsum.red = internal unnamed_addr addrspace(3) global [8 x float] undef, align 64

; Function Attrs: norecurse nounwind
define ptx_kernel void @ktune_layernorm_f32_m256_n1024_eps1ep5(ptr noalias nocapture readonly %v0, ptr noalias nocapture readonly %v1, ptr noalias nocapture readonly %v2, ptr noalias nocapture writeonly %v3) local_unnamed_addr #0 {
v4:
  %v5 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = zext nneg i32 %v5 to i64
  tail call void @llvm.nvvm.barrier0()
  %v7 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v8 = zext nneg i32 %v7 to i64
  %v9 = shl nuw nsw i64 %v6, 10
  %v10 = shl nuw nsw i64 %v8, 2
  %v11 = or disjoint i64 %v9, %v10
  %v12 = getelementptr inbounds float, ptr %v0, i64 %v11
  %v13 = load <4 x float>, ptr %v12, align 16
  %v14 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m256_n1024_eps1ep5.X.shared to ptr), i64 %v10
  store <4 x float> %v13, ptr %v14, align 16
  tail call void @llvm.nvvm.barrier0()
  %v15 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m256_n1024_eps1ep5.X.shared to ptr), i64 %v8
  %v16 = load float, ptr %v15, align 4
  %v17 = fadd contract float %v16, 0.000000e+00
  %v18 = or disjoint i64 %v8, 256
  %v19 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m256_n1024_eps1ep5.X.shared to ptr), i64 %v18
  %v20 = load float, ptr %v19, align 4
  %v21 = fadd contract float %v17, %v20
  %v22 = or disjoint i64 %v8, 512
  %v23 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m256_n1024_eps1ep5.X.shared to ptr), i64 %v22
  %v24 = load float, ptr %v23, align 4
  %v25 = fadd contract float %v21, %v24
  %v26 = or disjoint i64 %v8, 768
  %v27 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m256_n1024_eps1ep5.X.shared to ptr), i64 %v26
  %v28 = load float, ptr %v27, align 4
  %v29 = fadd contract float %v25, %v28
  %v30 = bitcast float %v29 to i32
  %v31 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v30, i32 16, i32 31)
  %v32 = bitcast i32 %v31 to float
  %v33 = fadd contract float %v29, %v32
  %v34 = bitcast float %v33 to i32
  %v35 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v34, i32 8, i32 31)
  %v36 = bitcast i32 %v35 to float
  %v37 = fadd contract float %v33, %v36
  %v38 = bitcast float %v37 to i32
  %v39 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v38, i32 4, i32 31)
  %v40 = bitcast i32 %v39 to float
  %v41 = fadd contract float %v37, %v40
  %v42 = bitcast float %v41 to i32
  %v43 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v42, i32 2, i32 31)
  %v44 = bitcast i32 %v43 to float
  %v45 = fadd contract float %v41, %v44
  %v46 = bitcast float %v45 to i32
  %v47 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v46, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier0()
  %v48 = and i64 %v8, 31
  %v49 = icmp eq i64 %v48, 0
  br i1 %v49, label %v50, label %v51

v50:                                          ; preds = %v4
  %v52 = lshr exact i64 %v8, 3
  %v53 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m256_n1024_eps1ep5.xsum.red to ptr), i64 %v52
  %v54 = bitcast i32 %v47 to float
  %v55 = fadd contract float %v45, %v54
  store float %v55, ptr %v53, align 4
  br label %v51

v51:                                          ; preds = %v50, %v4
  tail call void @llvm.nvvm.barrier0()
  %v56 = and i64 %v8, 7
  %v57 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m256_n1024_eps1ep5.xsum.red to ptr), i64 %v56
  %v58 = load float, ptr %v57, align 4
  %v59 = bitcast float %v58 to i32
  %v60 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v59, i32 4, i32 31)
  %v61 = bitcast i32 %v60 to float
  %v62 = fadd contract float %v58, %v61
  %v63 = bitcast float %v62 to i32
  %v64 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v63, i32 2, i32 31)
  %v65 = bitcast i32 %v64 to float
  %v66 = fadd contract float %v62, %v65
  %v67 = bitcast float %v66 to i32
  %v68 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v67, i32 1, i32 31)
  %v69 = bitcast i32 %v68 to float
  %v70 = fadd contract float %v66, %v69
  %v71 = fadd contract float %v70, 0.000000e+00
  %v72 = fmul contract float %v71, 0x3F50000000000000
  %v73 = load float, ptr %v15, align 4
  %v74 = fsub contract float %v73, %v72
  %v75 = fmul contract float %v74, %v74
  %v76 = load float, ptr %v19, align 4
  %v77 = fsub contract float %v76, %v72
  %v78 = fmul contract float %v77, %v77
  %v79 = fadd contract float %v75, %v78
  %v80 = load float, ptr %v23, align 4
  %v81 = fsub contract float %v80, %v72
  %v82 = fmul contract float %v81, %v81
  %v83 = fadd contract float %v79, %v82
  %v84 = load float, ptr %v27, align 4
  %v85 = fsub contract float %v84, %v72
  %v86 = fmul contract float %v85, %v85
  %v87 = fadd contract float %v83, %v86
  %v88 = bitcast float %v87 to i32
  %v89 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v88, i32 16, i32 31)
  %v90 = bitcast i32 %v89 to float
  %v91 = fadd contract float %v87, %v90
  %v92 = bitcast float %v91 to i32
  %v93 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v92, i32 8, i32 31)
  %v94 = bitcast i32 %v93 to float
  %v95 = fadd contract float %v91, %v94
  %v96 = bitcast float %v95 to i32
  %v97 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v96, i32 4, i32 31)
  %v98 = bitcast i32 %v97 to float
  %v99 = fadd contract float %v95, %v98
  %v100 = bitcast float %v99 to i32
  %v101 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v100, i32 2, i32 31)
  %v102 = bitcast i32 %v101 to float
  %v103 = fadd contract float %v99, %v102
  %v104 = bitcast float %v103 to i32
  %v105 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v104, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier0()
  br i1 %v49, label %v106, label %v107

v106:                                         ; preds = %v51
  %v108 = lshr exact i64 %v8, 3
  %v109 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m256_n1024_eps1ep5.sqsum.red to ptr), i64 %v108
  %v110 = bitcast i32 %v105 to float
  %v111 = fadd contract float %v103, %v110
  store float %v111, ptr %v109, align 4
  br label %v107

v107:                                        ; preds = %v106, %v51
  tail call void @llvm.nvvm.barrier0()
  %v112 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @ktune_layernorm_f32_m256_n1024_eps1ep5.sqsum.red to ptr), i64 %v56
  %v113 = load float, ptr %v112, align 4
  %v114 = bitcast float %v113 to i32
  %v115 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v114, i32 4, i32 31)
  %v116 = bitcast i32 %v115 to float
  %v117 = fadd contract float %v113, %v116
  %v118 = bitcast float %v117 to i32
  %v119 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v118, i32 2, i32 31)
  %v120 = bitcast i32 %v119 to float
  %v121 = fadd contract float %v117, %v120
  %v122 = bitcast float %v121 to i32
  %v123 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v122, i32 1, i32 31)
  %v124 = bitcast i32 %v123 to float
  %v125 = fadd contract float %v121, %v124
  %v126 = fadd contract float %v125, 0.000000e+00
  %v127 = fmul contract float %v126, 0x3F50000000000000
  %v128 = fadd contract float %v127, 0x3EE4F8B580000000
  %v129 = tail call contract float @llvm.sqrt.f32(float %v128)
  %v130 = fdiv contract float 1.000000e+00, %v129
  %v131 = load float, ptr %v15, align 4
  %v132 = fsub contract float %v131, %v72
  %v133 = fmul contract float %v130, %v132
  %v134 = getelementptr inbounds float, ptr %v1, i64 %v8
  %v135 = load float, ptr %v134, align 4
  %v136 = fmul contract float %v135, %v133
  %v137 = getelementptr inbounds float, ptr %v2, i64 %v8
  %v138 = load float, ptr %v137, align 4
  %v139 = fadd contract float %v138, %v136
  %v140 = or disjoint i64 %v9, %v8
  %v141 = getelementptr inbounds float, ptr %v3, i64 %v140
  store float %v139, ptr %v141, align 4
  %v142 = load float, ptr %v19, align 4
  %v143 = fsub contract float %v142, %v72
  %v144 = fmul contract float %v130, %v143
  %v145 = getelementptr inbounds float, ptr %v1, i64 %v18
  %v146 = load float, ptr %v145, align 4
  %v147 = fmul contract float %v146, %v144
  %v148 = getelementptr inbounds float, ptr %v2, i64 %v18
  %v149 = load float, ptr %v148, align 4
  %v150 = fadd contract float %v149, %v147
  %v151 = or disjoint i64 %v9, %v8
  %v152 = or disjoint i64 %v151, 256
  %v153 = getelementptr inbounds float, ptr %v3, i64 %v152
  store float %v150, ptr %v153, align 4
  %v154 = load float, ptr %v23, align 4
  %v155 = fsub contract float %v154, %v72
  %v156 = fmul contract float %v130, %v155
  %v157 = getelementptr inbounds float, ptr %v1, i64 %v22
  %v158 = load float, ptr %v157, align 4
  %v159 = fmul contract float %v158, %v156
  %v160 = getelementptr inbounds float, ptr %v2, i64 %v22
  %v161 = load float, ptr %v160, align 4
  %v162 = fadd contract float %v161, %v159
  %v163 = or disjoint i64 %v9, %v8
  %v164 = or disjoint i64 %v163, 512
  %v165 = getelementptr inbounds float, ptr %v3, i64 %v164
  store float %v162, ptr %v165, align 4
  %v166 = load float, ptr %v27, align 4
  %v167 = fsub contract float %v166, %v72
  %v168 = fmul contract float %v130, %v167
  %v169 = getelementptr inbounds float, ptr %v1, i64 %v26
  %v170 = load float, ptr %v169, align 4
  %v171 = fmul contract float %v170, %v168
  %v172 = getelementptr inbounds float, ptr %v2, i64 %v26
  %v173 = load float, ptr %v172, align 4
  %v174 = fadd contract float %v173, %v171
  %v175 = or disjoint i64 %v9, %v8
  %v176 = or disjoint i64 %v175, 768
  %v177 = getelementptr inbounds float, ptr %v3, i64 %v176
  store float %v174, ptr %v177, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

attributes #0 = { norecurse nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @ktune_layernorm_f32_m256_n1024_eps1ep5, !"kernel", i32 1}
!1 = !{ptr @ktune_layernorm_f32_m256_n1024_eps1ep5, !"maxntidx", i32 256}
