; softmax:M=100,N=1000,dtype=f32 on rocm -mcpu=gfx90a, schedule template
; ModuleID = 'ktune_softmax_f32_m100_n1000'
source_filename = "ktune_softmax_f32_m100_n1000"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@ktune_softmax_f32_m100_n1000.X.shared = internal addrspace(3) global [1000 x float] undef, align 64
@ktune_softmax_f32_m100_n1000.maxelem.red = internal unnamed_addr addrspace(3) global [4 x float] undef, align 64
@ktune_softmax_f32_m100_n1000.expsum.red = internal unnamed_addr addrspace(3) global [4 x float] undef, align 64

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define amdgpu_kernel void @ktune_softmax_f32_m100_n1000(ptr noalias nocapture readonly %v0, ptr noalias nocapture writeonly %v1) local_unnamed_addr #0 {
v2:
  %v3 = addrspacecast ptr %v0 to ptr addrspace(1)
  %v4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %v5 = zext i32 %v4 to i64
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v6 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %v7 = icmp ult i32 %v6, 122
  %v8 = mul nuw nsw i64 %v5, 4000
  %v9 = zext i32 %v6 to i64
  %v10 = shl nuw nsw i64 %v9, 2
  %v11 = trunc i64 %v10 to i32
  %v12 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared, i32 %v11
  %v13 = getelementptr inbounds i8, ptr addrspace(1) %v3, i64 %v8
  %v14 = getelementptr inbounds float, ptr addrspace(1) %v13, i64 %v10
  %v15 = load <4 x float>, ptr addrspace(1) %v14, align 16, !amdgpu.noclobber !0
  store <4 x float> %v15, ptr addrspace(3) %v12, align 16
  br i1 %v7, label %v16, label %v17

v16:                                       ; preds = %v2
  %v18 = shl nuw nsw i32 %v6, 2
  %v19 = zext nneg i32 %v18 to i64
  %v20 = or disjoint i64 %v19, 512
  %v21 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared to ptr), i64 %v20
  %v22 = icmp ult i32 %v4, 100
  %v23 = insertelement <4 x i1> poison, i1 %v22, i64 0
  %v24 = shufflevector <4 x i1> %v23, <4 x i1> poison, <4 x i32> zeroinitializer
  %v25 = getelementptr i8, ptr addrspace(1) %v3, i64 2048
  %v26 = getelementptr i8, ptr addrspace(1) %v25, i64 %v8
  %v27 = addrspacecast ptr addrspace(1) %v26 to ptr
  %v28 = getelementptr float, ptr %v27, i64 %v19
  %v29 = tail call contract <4 x float> @llvm.masked.load.v4f32.p0(ptr %v28, i32 16, <4 x i1> %v24, <4 x float> zeroinitializer)
  tail call void @llvm.masked.store.v4f32.p0(<4 x float> %v29, ptr %v21, i32 16, <4 x i1> %v24)
  br label %v17

v17:                                        ; preds = %v16, %v2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v30 = getelementptr float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared, i32 %v6
  %v31 = load float, ptr addrspace(3) %v30, align 4
  %v32 = getelementptr i8, ptr addrspace(3) %v30, i32 512
  %v33 = load float, ptr addrspace(3) %v32, align 4
  %v34 = fcmp contract ogt float %v31, %v33
  %v35 = select contract i1 %v34, float %v31, float %v33
  %v36 = getelementptr i8, ptr addrspace(3) %v30, i32 1024
  %v37 = load float, ptr addrspace(3) %v36, align 4
  %v38 = fcmp contract ogt float %v35, %v37
  %v39 = select contract i1 %v38, float %v35, float %v37
  %v40 = getelementptr i8, ptr addrspace(3) %v30, i32 1536
  %v41 = load float, ptr addrspace(3) %v40, align 4
  %v42 = fcmp contract ogt float %v39, %v41
  %v43 = select contract i1 %v42, float %v39, float %v41
  %v44 = getelementptr i8, ptr addrspace(3) %v30, i32 2048
  %v45 = load float, ptr addrspace(3) %v44, align 4
  %v46 = fcmp contract ogt float %v43, %v45
  %v47 = select contract i1 %v46, float %v43, float %v45
  %v48 = getelementptr i8, ptr addrspace(3) %v30, i32 2560
  %v49 = load float, ptr addrspace(3) %v48, align 4
  %v50 = fcmp contract ogt float %v47, %v49
  %v51 = select contract i1 %v50, float %v47, float %v49
  %v52 = getelementptr i8, ptr addrspace(3) %v30, i32 3072
  %v53 = load float, ptr addrspace(3) %v52, align 4
  %v54 = fcmp contract ogt float %v51, %v53
  %v55 = select contract i1 %v54, float %v51, float %v53
  %v56 = icmp ult i32 %v6, 104
  br i1 %v56, label %v57, label %v58

v57:                                      ; preds = %v17
  %v59 = or disjoint i32 %v6, 896
  %v60 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared, i32 %v59
  %v61 = load float, ptr addrspace(3) %v60, align 4
  %v62 = fcmp contract ogt float %v55, %v61
  %v63 = select contract i1 %v62, float %v55, float %v61
  br label %v58

v58:                                       ; preds = %v57, %v17
  %v64 = phi float [ %v63, %v57 ], [ %v55, %v17 ]
  %v65 = addrspacecast ptr %v1 to ptr addrspace(1)
  %v66 = bitcast float %v64 to i32
  %v67 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %v68 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %v67)
  %v69 = shl i32 %v68, 2
  %v70 = xor i32 %v69, 64
  %v71 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v70, i32 %v66)
  %v72 = bitcast i32 %v71 to float
  %v73 = fcmp contract ogt float %v64, %v72
  %v74 = select contract i1 %v73, float %v64, float %v72
  %v75 = bitcast float %v74 to i32
  %v76 = xor i32 %v69, 32
  %v77 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v76, i32 %v75)
  %v78 = bitcast i32 %v77 to float
  %v79 = fcmp contract ogt float %v74, %v78
  %v80 = select contract i1 %v79, float %v74, float %v78
  %v81 = bitcast float %v80 to i32
  %v82 = xor i32 %v69, 16
  %v83 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v82, i32 %v81)
  %v84 = bitcast i32 %v83 to float
  %v85 = fcmp contract ogt float %v80, %v84
  %v86 = select contract i1 %v85, float %v80, float %v84
  %v87 = bitcast float %v86 to i32
  %v88 = xor i32 %v69, 8
  %v89 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v88, i32 %v87)
  %v90 = bitcast i32 %v89 to float
  %v91 = fcmp contract ogt float %v86, %v90
  %v92 = select contract i1 %v91, float %v86, float %v90
  %v93 = bitcast float %v92 to i32
  %v94 = xor i32 %v69, 4
  %v95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v94, i32 %v93)
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v96 = and i64 %v9, 31
  %v97 = icmp eq i64 %v96, 0
  br i1 %v97, label %v98, label %v99

v98:                                        ; preds = %v58
  %v100 = lshr i32 %v6, 3
  %v101 = getelementptr inbounds i8, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.maxelem.red, i32 %v100
  %v102 = bitcast i32 %v95 to float
  %v103 = fcmp contract ogt float %v92, %v102
  %v104 = select contract i1 %v103, float %v92, float %v102
  store float %v104, ptr addrspace(3) %v101, align 4
  br label %v99

v99:                                        ; preds = %v98, %v58
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v105 = and i32 %v6, 3
  %v106 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.maxelem.red, i32 %v105
  %v107 = load float, ptr addrspace(3) %v106, align 4
  %v108 = bitcast float %v107 to i32
  %v109 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v88, i32 %v108)
  %v110 = bitcast i32 %v109 to float
  %v111 = fcmp contract ogt float %v107, %v110
  %v112 = select contract i1 %v111, float %v107, float %v110
  %v113 = bitcast float %v112 to i32
  %v114 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v94, i32 %v113)
  %v115 = bitcast i32 %v114 to float
  %v116 = fcmp contract ogt float %v112, %v115
  %v117 = select contract i1 %v116, float %v112, float %v115
  %v118 = load float, ptr addrspace(3) %v30, align 4
  %v119 = fsub contract float %v118, %v117
  %v120 = tail call contract float @llvm.maxnum.f32(float %v119, float 0xC055D58A00000000)
  %v121 = tail call contract float @llvm.minnum.f32(float %v120, float 0x40562E4300000000)
  %v122 = tail call contract float @llvm.fmuladd.f32(float %v121, float 0x3FF7154760000000, float 5.000000e-01)
  %v123 = tail call contract float @llvm.floor.f32(float %v122)
  %v124 = tail call contract float @llvm.fmuladd.f32(float %v123, float 0xBFE6300000000000, float %v121)
  %v125 = tail call contract float @llvm.fmuladd.f32(float %v123, float 0x3F2BD01060000000, float %v124)
  %v126 = tail call contract float @llvm.fmuladd.f32(float %v125, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v127 = tail call contract float @llvm.fmuladd.f32(float %v126, float %v125, float 0x3F81112100000000)
  %v128 = tail call contract float @llvm.fmuladd.f32(float %v127, float %v125, float 0x3FA5553820000000)
  %v129 = tail call contract float @llvm.fmuladd.f32(float %v128, float %v125, float 0x3FC5555540000000)
  %v130 = tail call contract float @llvm.fmuladd.f32(float %v129, float %v125, float 5.000000e-01)
  %v131 = tail call contract float @llvm.fmuladd.f32(float %v130, float %v125, float 1.000000e+00)
  %v132 = tail call contract float @llvm.fmuladd.f32(float %v131, float %v125, float 1.000000e+00)
  %v133 = fptosi float %v123 to i32
  %v134 = shl i32 %v133, 23
  %v135 = bitcast float %v132 to i32
  %v136 = add i32 %v134, %v135
  %v137 = bitcast i32 %v136 to float
  %v138 = fcmp contract olt float %v119, 0xC055D58A00000000
  %v139 = select contract i1 %v138, float 0.000000e+00, float %v137
  %v140 = fcmp contract oge float %v119, 0x40562E4300000000
  %v141 = select contract i1 %v140, float 0x7FF0000000000000, float %v139
  %v142 = fcmp contract uno float %v119, 0.000000e+00
  %v143 = select contract i1 %v142, float %v119, float %v141
  %v144 = fadd contract float %v143, 0.000000e+00
  %v145 = getelementptr i8, ptr addrspace(3) %v30, i32 512
  %v146 = load float, ptr addrspace(3) %v145, align 4
  %v147 = fsub contract float %v146, %v117
  %v148 = tail call contract float @llvm.maxnum.f32(float %v147, float 0xC055D58A00000000)
  %v149 = tail call contract float @llvm.minnum.f32(float %v148, float 0x40562E4300000000)
  %v150 = tail call contract float @llvm.fmuladd.f32(float %v149, float 0x3FF7154760000000, float 5.000000e-01)
  %v151 = tail call contract float @llvm.floor.f32(float %v150)
  %v152 = tail call contract float @llvm.fmuladd.f32(float %v151, float 0xBFE6300000000000, float %v149)
  %v153 = tail call contract float @llvm.fmuladd.f32(float %v151, float 0x3F2BD01060000000, float %v152)
  %v154 = tail call contract float @llvm.fmuladd.f32(float %v153, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v155 = tail call contract float @llvm.fmuladd.f32(float %v154, float %v153, float 0x3F81112100000000)
  %v156 = tail call contract float @llvm.fmuladd.f32(float %v155, float %v153, float 0x3FA5553820000000)
  %v157 = tail call contract float @llvm.fmuladd.f32(float %v156, float %v153, float 0x3FC5555540000000)
  %v158 = tail call contract float @llvm.fmuladd.f32(float %v157, float %v153, float 5.000000e-01)
  %v159 = tail call contract float @llvm.fmuladd.f32(float %v158, float %v153, float 1.000000e+00)
  %v160 = tail call contract float @llvm.fmuladd.f32(float %v159, float %v153, float 1.000000e+00)
  %v161 = fptosi float %v151 to i32
  %v162 = shl i32 %v161, 23
  %v163 = bitcast float %v160 to i32
  %v164 = add i32 %v162, %v163
  %v165 = bitcast i32 %v164 to float
  %v166 = fcmp contract olt float %v147, 0xC055D58A00000000
  %v167 = select contract i1 %v166, float 0.000000e+00, float %v165
  %v168 = fcmp contract oge float %v147, 0x40562E4300000000
  %v169 = select contract i1 %v168, float 0x7FF0000000000000, float %v167
  %v170 = fcmp contract uno float %v147, 0.000000e+00
  %v171 = select contract i1 %v170, float %v147, float %v169
  %v172 = fadd contract float %v144, %v171
  %v173 = getelementptr i8, ptr addrspace(3) %v30, i32 1024
  %v174 = load float, ptr addrspace(3) %v173, align 4
  %v175 = fsub contract float %v174, %v117
  %v176 = tail call contract float @llvm.maxnum.f32(float %v175, float 0xC055D58A00000000)
  %v177 = tail call contract float @llvm.minnum.f32(float %v176, float 0x40562E4300000000)
  %v178 = tail call contract float @llvm.fmuladd.f32(float %v177, float 0x3FF7154760000000, float 5.000000e-01)
  %v179 = tail call contract float @llvm.floor.f32(float %v178)
  %v180 = tail call contract float @llvm.fmuladd.f32(float %v179, float 0xBFE6300000000000, float %v177)
  %v181 = tail call contract float @llvm.fmuladd.f32(float %v179, float 0x3F2BD01060000000, float %v180)
  %v182 = tail call contract float @llvm.fmuladd.f32(float %v181, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v183 = tail call contract float @llvm.fmuladd.f32(float %v182, float %v181, float 0x3F81112100000000)
  %v184 = tail call contract float @llvm.fmuladd.f32(float %v183, float %v181, float 0x3FA5553820000000)
  %v185 = tail call contract float @llvm.fmuladd.f32(float %v184, float %v181, float 0x3FC5555540000000)
  %v186 = tail call contract float @llvm.fmuladd.f32(float %v185, float %v181, float 5.000000e-01)
  %v187 = tail call contract float @llvm.fmuladd.f32(float %v186, float %v181, float 1.000000e+00)
  %v188 = tail call contract float @llvm.fmuladd.f32(float %v187, float %v181, float 1.000000e+00)
  %v189 = fptosi float %v179 to i32
  %v190 = shl i32 %v189, 23
  %v191 = bitcast float %v188 to i32
  %v192 = add i32 %v190, %v191
  %v193 = bitcast i32 %v192 to float
  %v194 = fcmp contract olt float %v175, 0xC055D58A00000000
  %v195 = select contract i1 %v194, float 0.000000e+00, float %v193
  %v196 = fcmp contract oge float %v175, 0x40562E4300000000
  %v197 = select contract i1 %v196, float 0x7FF0000000000000, float %v195
  %v198 = fcmp contract uno float %v175, 0.000000e+00
  %v199 = select contract i1 %v198, float %v175, float %v197
  %v200 = fadd contract float %v172, %v199
  %v201 = getelementptr i8, ptr addrspace(3) %v30, i32 1536
  %v202 = load float, ptr addrspace(3) %v201, align 4
  %v203 = fsub contract float %v202, %v117
  %v204 = tail call contract float @llvm.maxnum.f32(float %v203, float 0xC055D58A00000000)
  %v205 = tail call contract float @llvm.minnum.f32(float %v204, float 0x40562E4300000000)
  %v206 = tail call contract float @llvm.fmuladd.f32(float %v205, float 0x3FF7154760000000, float 5.000000e-01)
  %v207 = tail call contract float @llvm.floor.f32(float %v206)
  %v208 = tail call contract float @llvm.fmuladd.f32(float %v207, float 0xBFE6300000000000, float %v205)
  %v209 = tail call contract float @llvm.fmuladd.f32(float %v207, float 0x3F2BD01060000000, float %v208)
  %v210 = tail call contract float @llvm.fmuladd.f32(float %v209, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v211 = tail call contract float @llvm.fmuladd.f32(float %v210, float %v209, float 0x3F81112100000000)
  %v212 = tail call contract float @llvm.fmuladd.f32(float %v211, float %v209, float 0x3FA5553820000000)
  %v213 = tail call contract float @llvm.fmuladd.f32(float %v212, float %v209, float 0x3FC5555540000000)
  %v214 = tail call contract float @llvm.fmuladd.f32(float %v213, float %v209, float 5.000000e-01)
  %v215 = tail call contract float @llvm.fmuladd.f32(float %v214, float %v209, float 1.000000e+00)
  %v216 = tail call contract float @llvm.fmuladd.f32(float %v215, float %v209, float 1.000000e+00)
  %v217 = fptosi float %v207 to i32
  %v218 = shl i32 %v217, 23
  %v219 = bitcast float %v216 to i32
  %v220 = add i32 %v218, %v219
  %v221 = bitcast i32 %v220 to float
  %v222 = fcmp contract olt float %v203, 0xC055D58A00000000
  %v223 = select contract i1 %v222, float 0.000000e+00, float %v221
  %v224 = fcmp contract oge float %v203, 0x40562E4300000000
  %v225 = select contract i1 %v224, float 0x7FF0000000000000, float %v223
  %v226 = fcmp contract uno float %v203, 0.000000e+00
  %v227 = select contract i1 %v226, float %v203, float %v225
  %v228 = fadd contract float %v200, %v227
  %v229 = getelementptr i8, ptr addrspace(3) %v30, i32 2048
  %v230 = load float, ptr addrspace(3) %v229, align 4
  %v231 = fsub contract float %v230, %v117
  %v232 = tail call contract float @llvm.maxnum.f32(float %v231, float 0xC055D58A00000000)
  %v233 = tail call contract float @llvm.minnum.f32(float %v232, float 0x40562E4300000000)
  %v234 = tail call contract float @llvm.fmuladd.f32(float %v233, float 0x3FF7154760000000, float 5.000000e-01)
  %v235 = tail call contract float @llvm.floor.f32(float %v234)
  %v236 = tail call contract float @llvm.fmuladd.f32(float %v235, float 0xBFE6300000000000, float %v233)
  %v237 = tail call contract float @llvm.fmuladd.f32(float %v235, float 0x3F2BD01060000000, float %v236)
  %v238 = tail call contract float @llvm.fmuladd.f32(float %v237, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v239 = tail call contract float @llvm.fmuladd.f32(float %v238, float %v237, float 0x3F81112100000000)
  %v240 = tail call contract float @llvm.fmuladd.f32(float %v239, float %v237, float 0x3FA5553820000000)
  %v241 = tail call contract float @llvm.fmuladd.f32(float %v240, float %v237, float 0x3FC5555540000000)
  %v242 = tail call contract float @llvm.fmuladd.f32(float %v241, float %v237, float 5.000000e-01)
  %v243 = tail call contract float @llvm.fmuladd.f32(float %v242, float %v237, float 1.000000e+00)
  %v244 = tail call contract float @llvm.fmuladd.f32(float %v243, float %v237, float 1.000000e+00)
  %v245 = fptosi float %v235 to i32
  %v246 = shl i32 %v245, 23
  %v247 = bitcast float %v244 to i32
  %v248 = add i32 %v246, %v247
  %v249 = bitcast i32 %v248 to float
  %v250 = fcmp contract olt float %v231, 0xC055D58A00000000
  %v251 = select contract i1 %v250, float 0.000000e+00, float %v249
  %v252 = fcmp contract oge float %v231, 0x40562E4300000000
  %v253 = select contract i1 %v252, float 0x7FF0000000000000, float %v251
  %v254 = fcmp contract uno float %v231, 0.000000e+00
  %v255 = select contract i1 %v254, float %v231, float %v253
  %v256 = fadd contract float %v228, %v255
  %v257 = getelementptr i8, ptr addrspace(3) %v30, i32 2560
  %v258 = load float, ptr addrspace(3) %v257, align 4
  %v259 = fsub contract float %v258, %v117
  %v260 = tail call contract float @llvm.maxnum.f32(float %v259, float 0xC055D58A00000000)
  %v261 = tail call contract float @llvm.minnum.f32(float %v260, float 0x40562E4300000000)
  %v262 = tail call contract float @llvm.fmuladd.f32(float %v261, float 0x3FF7154760000000, float 5.000000e-01)
  %v263 = tail call contract float @llvm.floor.f32(float %v262)
  %v264 = tail call contract float @llvm.fmuladd.f32(float %v263, float 0xBFE6300000000000, float %v261)
  %v265 = tail call contract float @llvm.fmuladd.f32(float %v263, float 0x3F2BD01060000000, float %v264)
  %v266 = tail call contract float @llvm.fmuladd.f32(float %v265, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v267 = tail call contract float @llvm.fmuladd.f32(float %v266, float %v265, float 0x3F81112100000000)
  %v268 = tail call contract float @llvm.fmuladd.f32(float %v267, float %v265, float 0x3FA5553820000000)
  %v269 = tail call contract float @llvm.fmuladd.f32(float %v268, float %v265, float 0x3FC5555540000000)
  %v270 = tail call contract float @llvm.fmuladd.f32(float %v269, float %v265, float 5.000000e-01)
  %v271 = tail call contract float @llvm.fmuladd.f32(float %v270, float %v265, float 1.000000e+00)
  %v272 = tail call contract float @llvm.fmuladd.f32(float %v271, float %v265, float 1.000000e+00)
  %v273 = fptosi float %v263 to i32
  %v274 = shl i32 %v273, 23
  %v275 = bitcast float %v272 to i32
  %v276 = add i32 %v274, %v275
  %v277 = bitcast i32 %v276 to float
  %v278 = fcmp contract olt float %v259, 0xC055D58A00000000
  %v279 = select contract i1 %v278, float 0.000000e+00, float %v277
  %v280 = fcmp contract oge float %v259, 0x40562E4300000000
  %v281 = select contract i1 %v280, float 0x7FF0000000000000, float %v279
  %v282 = fcmp contract uno float %v259, 0.000000e+00
  %v283 = select contract i1 %v282, float %v259, float %v281
  %v284 = fadd contract float %v256, %v283
  %v285 = getelementptr i8, ptr addrspace(3) %v30, i32 3072
  %v286 = load float, ptr addrspace(3) %v285, align 4
  %v287 = fsub contract float %v286, %v117
  %v288 = tail call contract float @llvm.maxnum.f32(float %v287, float 0xC055D58A00000000)
  %v289 = tail call contract float @llvm.minnum.f32(float %v288, float 0x40562E4300000000)
  %v290 = tail call contract float @llvm.fmuladd.f32(float %v289, float 0x3FF7154760000000, float 5.000000e-01)
  %v291 = tail call contract float @llvm.floor.f32(float %v290)
  %v292 = tail call contract float @llvm.fmuladd.f32(float %v291, float 0xBFE6300000000000, float %v289)
  %v293 = tail call contract float @llvm.fmuladd.f32(float %v291, float 0x3F2BD01060000000, float %v292)
  %v294 = tail call contract float @llvm.fmuladd.f32(float %v293, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v295 = tail call contract float @llvm.fmuladd.f32(float %v294, float %v293, float 0x3F81112100000000)
  %v296 = tail call contract float @llvm.fmuladd.f32(float %v295, float %v293, float 0x3FA5553820000000)
  %v297 = tail call contract float @llvm.fmuladd.f32(float %v296, float %v293, float 0x3FC5555540000000)
  %v298 = tail call contract float @llvm.fmuladd.f32(float %v297, float %v293, float 5.000000e-01)
  %v299 = tail call contract float @llvm.fmuladd.f32(float %v298, float %v293, float 1.000000e+00)
  %v300 = tail call contract float @llvm.fmuladd.f32(float %v299, float %v293, float 1.000000e+00)
  %v301 = fptosi float %v291 to i32
  %v302 = shl i32 %v301, 23
  %v303 = bitcast float %v300 to i32
  %v304 = add i32 %v302, %v303
  %v305 = bitcast i32 %v304 to float
  %v306 = fcmp contract olt float %v287, 0xC055D58A00000000
  %v307 = select contract i1 %v306, float 0.000000e+00, float %v305
  %v308 = fcmp contract oge float %v287, 0x40562E4300000000
  %v309 = select contract i1 %v308, float 0x7FF0000000000000, float %v307
  %v310 = fcmp contract uno float %v287, 0.000000e+00
  %v311 = select contract i1 %v310, float %v287, float %v309
  %v312 = fadd contract float %v284, %v311
  %v313 = icmp ult i32 %v6, 104
  br i1 %v313, label %v314, label %v315

v314:                                      ; preds = %v99
  %v316 = or disjoint i32 %v6, 896
  %v317 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared, i32 %v316
  %v318 = load float, ptr addrspace(3) %v317, align 4
  %v319 = fsub contract float %v318, %v117
  %v320 = tail call contract float @llvm.maxnum.f32(float %v319, float 0xC055D58A00000000)
  %v321 = tail call contract float @llvm.minnum.f32(float %v320, float 0x40562E4300000000)
  %v322 = tail call contract float @llvm.fmuladd.f32(float %v321, float 0x3FF7154760000000, float 5.000000e-01)
  %v323 = tail call contract float @llvm.floor.f32(float %v322)
  %v324 = tail call contract float @llvm.fmuladd.f32(float %v323, float 0xBFE6300000000000, float %v321)
  %v325 = tail call contract float @llvm.fmuladd.f32(float %v323, float 0x3F2BD01060000000, float %v324)
  %v326 = tail call contract float @llvm.fmuladd.f32(float %v325, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v327 = tail call contract float @llvm.fmuladd.f32(float %v326, float %v325, float 0x3F81112100000000)
  %v328 = tail call contract float @llvm.fmuladd.f32(float %v327, float %v325, float 0x3FA5553820000000)
  %v329 = tail call contract float @llvm.fmuladd.f32(float %v328, float %v325, float 0x3FC5555540000000)
  %v330 = tail call contract float @llvm.fmuladd.f32(float %v329, float %v325, float 5.000000e-01)
  %v331 = tail call contract float @llvm.fmuladd.f32(float %v330, float %v325, float 1.000000e+00)
  %v332 = tail call contract float @llvm.fmuladd.f32(float %v331, float %v325, float 1.000000e+00)
  %v333 = fptosi float %v323 to i32
  %v334 = shl i32 %v333, 23
  %v335 = bitcast float %v332 to i32
  %v336 = add i32 %v334, %v335
  %v337 = bitcast i32 %v336 to float
  %v338 = fcmp contract olt float %v319, 0xC055D58A00000000
  %v339 = select contract i1 %v338, float 0.000000e+00, float %v337
  %v340 = fcmp contract oge float %v319, 0x40562E4300000000
  %v341 = select contract i1 %v340, float 0x7FF0000000000000, float %v339
  %v342 = fcmp contract uno float %v319, 0.000000e+00
  %v343 = select contract i1 %v342, float %v319, float %v341
  %v344 = fadd contract float %v312, %v343
  br label %v315

v315:                                      ; preds = %v314, %v99
  %v345 = phi float [ %v344, %v314 ], [ %v312, %v99 ]
  %v346 = bitcast float %v345 to i32
  %v347 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v70, i32 %v346)
  %v348 = bitcast i32 %v347 to float
  %v349 = fadd contract float %v345, %v348
  %v350 = bitcast float %v349 to i32
  %v351 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v76, i32 %v350)
  %v352 = bitcast i32 %v351 to float
  %v353 = fadd contract float %v349, %v352
  %v354 = bitcast float %v353 to i32
  %v355 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v82, i32 %v354)
  %v356 = bitcast i32 %v355 to float
  %v357 = fadd contract float %v353, %v356
  %v358 = bitcast float %v357 to i32
  %v359 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v88, i32 %v358)
  %v360 = bitcast i32 %v359 to float
  %v361 = fadd contract float %v357, %v360
  %v362 = bitcast float %v361 to i32
  %v363 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v94, i32 %v362)
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %v97, label %v364, label %v365

v364:                                        ; preds = %v315
  %v366 = lshr i32 %v6, 3
  %v367 = getelementptr inbounds i8, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.expsum.red, i32 %v366
  %v368 = bitcast i32 %v363 to float
  %v369 = fadd contract float %v361, %v368
  store float %v369, ptr addrspace(3) %v367, align 4
  br label %v365

v365:                                        ; preds = %v364, %v315
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v370 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.expsum.red, i32 %v105
  %v371 = load float, ptr addrspace(3) %v370, align 4
  %v372 = bitcast float %v371 to i32
  %v373 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v88, i32 %v372)
  %v374 = bitcast i32 %v373 to float
  %v375 = fadd contract float %v371, %v374
  %v376 = bitcast float %v375 to i32
  %v377 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %v94, i32 %v376)
  %v378 = bitcast i32 %v377 to float
  %v379 = fadd contract float %v375, %v378
  %v380 = fadd contract float %v379, 0.000000e+00
  %v381 = getelementptr inbounds i8, ptr addrspace(1) %v65, i64 %v8
  %v382 = getelementptr inbounds float, ptr addrspace(1) %v381, i64 %v9
  %v383 = load float, ptr addrspace(3) %v30, align 4
  %v384 = fsub contract float %v383, %v117
  %v385 = tail call contract float @llvm.maxnum.f32(float %v384, float 0xC055D58A00000000)
  %v386 = tail call contract float @llvm.minnum.f32(float %v385, float 0x40562E4300000000)
  %v387 = tail call contract float @llvm.fmuladd.f32(float %v386, float 0x3FF7154760000000, float 5.000000e-01)
  %v388 = tail call contract float @llvm.floor.f32(float %v387)
  %v389 = tail call contract float @llvm.fmuladd.f32(float %v388, float 0xBFE6300000000000, float %v386)
  %v390 = tail call contract float @llvm.fmuladd.f32(float %v388, float 0x3F2BD01060000000, float %v389)
  %v391 = tail call contract float @llvm.fmuladd.f32(float %v390, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v392 = tail call contract float @llvm.fmuladd.f32(float %v391, float %v390, float 0x3F81112100000000)
  %v393 = tail call contract float @llvm.fmuladd.f32(float %v392, float %v390, float 0x3FA5553820000000)
  %v394 = tail call contract float @llvm.fmuladd.f32(float %v393, float %v390, float 0x3FC5555540000000)
  %v395 = tail call contract float @llvm.fmuladd.f32(float %v394, float %v390, float 5.000000e-01)
  %v396 = tail call contract float @llvm.fmuladd.f32(float %v395, float %v390, float 1.000000e+00)
  %v397 = tail call contract float @llvm.fmuladd.f32(float %v396, float %v390, float 1.000000e+00)
  %v398 = fptosi float %v388 to i32
  %v399 = shl i32 %v398, 23
  %v400 = bitcast float %v397 to i32
  %v401 = add i32 %v399, %v400
  %v402 = bitcast i32 %v401 to float
  %v403 = fcmp contract olt float %v384, 0xC055D58A00000000
  %v404 = select contract i1 %v403, float 0.000000e+00, float %v402
  %v405 = fcmp contract oge float %v384, 0x40562E4300000000
  %v406 = select contract i1 %v405, float 0x7FF0000000000000, float %v404
  %v407 = fcmp contract uno float %v384, 0.000000e+00
  %v408 = select contract i1 %v407, float %v384, float %v406
  %v409 = fdiv contract float %v408, %v380
  store float %v409, ptr addrspace(1) %v382, align 4
  %v410 = getelementptr i8, ptr addrspace(3) %v30, i32 512
  %v411 = load float, ptr addrspace(3) %v410, align 4
  %v412 = fsub contract float %v411, %v117
  %v413 = tail call contract float @llvm.maxnum.f32(float %v412, float 0xC055D58A00000000)
  %v414 = tail call contract float @llvm.minnum.f32(float %v413, float 0x40562E4300000000)
  %v415 = tail call contract float @llvm.fmuladd.f32(float %v414, float 0x3FF7154760000000, float 5.000000e-01)
  %v416 = tail call contract float @llvm.floor.f32(float %v415)
  %v417 = tail call contract float @llvm.fmuladd.f32(float %v416, float 0xBFE6300000000000, float %v414)
  %v418 = tail call contract float @llvm.fmuladd.f32(float %v416, float 0x3F2BD01060000000, float %v417)
  %v419 = tail call contract float @llvm.fmuladd.f32(float %v418, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v420 = tail call contract float @llvm.fmuladd.f32(float %v419, float %v418, float 0x3F81112100000000)
  %v421 = tail call contract float @llvm.fmuladd.f32(float %v420, float %v418, float 0x3FA5553820000000)
  %v422 = tail call contract float @llvm.fmuladd.f32(float %v421, float %v418, float 0x3FC5555540000000)
  %v423 = tail call contract float @llvm.fmuladd.f32(float %v422, float %v418, float 5.000000e-01)
  %v424 = tail call contract float @llvm.fmuladd.f32(float %v423, float %v418, float 1.000000e+00)
  %v425 = tail call contract float @llvm.fmuladd.f32(float %v424, float %v418, float 1.000000e+00)
  %v426 = fptosi float %v416 to i32
  %v427 = shl i32 %v426, 23
  %v428 = bitcast float %v425 to i32
  %v429 = add i32 %v427, %v428
  %v430 = bitcast i32 %v429 to float
  %v431 = fcmp contract olt float %v412, 0xC055D58A00000000
  %v432 = select contract i1 %v431, float 0.000000e+00, float %v430
  %v433 = fcmp contract oge float %v412, 0x40562E4300000000
  %v434 = select contract i1 %v433, float 0x7FF0000000000000, float %v432
  %v435 = fcmp contract uno float %v412, 0.000000e+00
  %v436 = select contract i1 %v435, float %v412, float %v434
  %v437 = fdiv contract float %v436, %v380
  %v438 = getelementptr inbounds i8, ptr addrspace(1) %v382, i64 512
  store float %v437, ptr addrspace(1) %v438, align 4
  %v439 = getelementptr i8, ptr addrspace(3) %v30, i32 1024
  %v440 = load float, ptr addrspace(3) %v439, align 4
  %v441 = fsub contract float %v440, %v117
  %v442 = tail call contract float @llvm.maxnum.f32(float %v441, float 0xC055D58A00000000)
  %v443 = tail call contract float @llvm.minnum.f32(float %v442, float 0x40562E4300000000)
  %v444 = tail call contract float @llvm.fmuladd.f32(float %v443, float 0x3FF7154760000000, float 5.000000e-01)
  %v445 = tail call contract float @llvm.floor.f32(float %v444)
  %v446 = tail call contract float @llvm.fmuladd.f32(float %v445, float 0xBFE6300000000000, float %v443)
  %v447 = tail call contract float @llvm.fmuladd.f32(float %v445, float 0x3F2BD01060000000, float %v446)
  %v448 = tail call contract float @llvm.fmuladd.f32(float %v447, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v449 = tail call contract float @llvm.fmuladd.f32(float %v448, float %v447, float 0x3F81112100000000)
  %v450 = tail call contract float @llvm.fmuladd.f32(float %v449, float %v447, float 0x3FA5553820000000)
  %v451 = tail call contract float @llvm.fmuladd.f32(float %v450, float %v447, float 0x3FC5555540000000)
  %v452 = tail call contract float @llvm.fmuladd.f32(float %v451, float %v447, float 5.000000e-01)
  %v453 = tail call contract float @llvm.fmuladd.f32(float %v452, float %v447, float 1.000000e+00)
  %v454 = tail call contract float @llvm.fmuladd.f32(float %v453, float %v447, float 1.000000e+00)
  %v455 = fptosi float %v445 to i32
  %v456 = shl i32 %v455, 23
  %v457 = bitcast float %v454 to i32
  %v458 = add i32 %v456, %v457
  %v459 = bitcast i32 %v458 to float
  %v460 = fcmp contract olt float %v441, 0xC055D58A00000000
  %v461 = select contract i1 %v460, float 0.000000e+00, float %v459
  %v462 = fcmp contract oge float %v441, 0x40562E4300000000
  %v463 = select contract i1 %v462, float 0x7FF0000000000000, float %v461
  %v464 = fcmp contract uno float %v441, 0.000000e+00
  %v465 = select contract i1 %v464, float %v441, float %v463
  %v466 = fdiv contract float %v465, %v380
  %v467 = getelementptr inbounds i8, ptr addrspace(1) %v382, i64 1024
  store float %v466, ptr addrspace(1) %v467, align 4
  %v468 = getelementptr i8, ptr addrspace(3) %v30, i32 1536
  %v469 = load float, ptr addrspace(3) %v468, align 4
  %v470 = fsub contract float %v469, %v117
  %v471 = tail call contract float @llvm.maxnum.f32(float %v470, float 0xC055D58A00000000)
  %v472 = tail call contract float @llvm.minnum.f32(float %v471, float 0x40562E4300000000)
  %v473 = tail call contract float @llvm.fmuladd.f32(float %v472, float 0x3FF7154760000000, float 5.000000e-01)
  %v474 = tail call contract float @llvm.floor.f32(float %v473)
  %v475 = tail call contract float @llvm.fmuladd.f32(float %v474, float 0xBFE6300000000000, float %v472)
  %v476 = tail call contract float @llvm.fmuladd.f32(float %v474, float 0x3F2BD01060000000, float %v475)
  %v477 = tail call contract float @llvm.fmuladd.f32(float %v476, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v478 = tail call contract float @llvm.fmuladd.f32(float %v477, float %v476, float 0x3F81112100000000)
  %v479 = tail call contract float @llvm.fmuladd.f32(float %v478, float %v476, float 0x3FA5553820000000)
  %v480 = tail call contract float @llvm.fmuladd.f32(float %v479, float %v476, float 0x3FC5555540000000)
  %v481 = tail call contract float @llvm.fmuladd.f32(float %v480, float %v476, float 5.000000e-01)
  %v482 = tail call contract float @llvm.fmuladd.f32(float %v481, float %v476, float 1.000000e+00)
  %v483 = tail call contract float @llvm.fmuladd.f32(float %v482, float %v476, float 1.000000e+00)
  %v484 = fptosi float %v474 to i32
  %v485 = shl i32 %v484, 23
  %v486 = bitcast float %v483 to i32
  %v487 = add i32 %v485, %v486
  %v488 = bitcast i32 %v487 to float
  %v489 = fcmp contract olt float %v470, 0xC055D58A00000000
  %v490 = select contract i1 %v489, float 0.000000e+00, float %v488
  %v491 = fcmp contract oge float %v470, 0x40562E4300000000
  %v492 = select contract i1 %v491, float 0x7FF0000000000000, float %v490
  %v493 = fcmp contract uno float %v470, 0.000000e+00
  %v494 = select contract i1 %v493, float %v470, float %v492
  %v495 = fdiv contract float %v494, %v380
  %v496 = getelementptr inbounds i8, ptr addrspace(1) %v382, i64 1536
  store float %v495, ptr addrspace(1) %v496, align 4
  %v497 = getelementptr i8, ptr addrspace(3) %v30, i32 2048
  %v498 = load float, ptr addrspace(3) %v497, align 4
  %v499 = fsub contract float %v498, %v117
  %v500 = tail call contract float @llvm.maxnum.f32(float %v499, float 0xC055D58A00000000)
  %v501 = tail call contract float @llvm.minnum.f32(float %v500, float 0x40562E4300000000)
  %v502 = tail call contract float @llvm.fmuladd.f32(float %v501, float 0x3FF7154760000000, float 5.000000e-01)
  %v503 = tail call contract float @llvm.floor.f32(float %v502)
  %v504 = tail call contract float @llvm.fmuladd.f32(float %v503, float 0xBFE6300000000000, float %v501)
  %v505 = tail call contract float @llvm.fmuladd.f32(float %v503, float 0x3F2BD01060000000, float %v504)
  %v506 = tail call contract float @llvm.fmuladd.f32(float %v505, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v507 = tail call contract float @llvm.fmuladd.f32(float %v506, float %v505, float 0x3F81112100000000)
  %v508 = tail call contract float @llvm.fmuladd.f32(float %v507, float %v505, float 0x3FA5553820000000)
  %v509 = tail call contract float @llvm.fmuladd.f32(float %v508, float %v505, float 0x3FC5555540000000)
  %v510 = tail call contract float @llvm.fmuladd.f32(float %v509, float %v505, float 5.000000e-01)
  %v511 = tail call contract float @llvm.fmuladd.f32(float %v510, float %v505, float 1.000000e+00)
  %v512 = tail call contract float @llvm.fmuladd.f32(float %v511, float %v505, float 1.000000e+00)
  %v513 = fptosi float %v503 to i32
  %v514 = shl i32 %v513, 23
  %v515 = bitcast float %v512 to i32
  %v516 = add i32 %v514, %v515
  %v517 = bitcast i32 %v516 to float
  %v518 = fcmp contract olt float %v499, 0xC055D58A00000000
  %v519 = select contract i1 %v518, float 0.000000e+00, float %v517
  %v520 = fcmp contract oge float %v499, 0x40562E4300000000
  %v521 = select contract i1 %v520, float 0x7FF0000000000000, float %v519
  %v522 = fcmp contract uno float %v499, 0.000000e+00
  %v523 = select contract i1 %v522, float %v499, float %v521
  %v524 = fdiv contract float %v523, %v380
  %v525 = getelementptr inbounds i8, ptr addrspace(1) %v382, i64 2048
  store float %v524, ptr addrspace(1) %v525, align 4
  %v526 = getelementptr i8, ptr addrspace(3) %v30, i32 2560
  %v527 = load float, ptr addrspace(3) %v526, align 4
  %v528 = fsub contract float %v527, %v117
  %v529 = tail call contract float @llvm.maxnum.f32(float %v528, float 0xC055D58A00000000)
  %v530 = tail call contract float @llvm.minnum.f32(float %v529, float 0x40562E4300000000)
  %v531 = tail call contract float @llvm.fmuladd.f32(float %v530, float 0x3FF7154760000000, float 5.000000e-01)
  %v532 = tail call contract float @llvm.floor.f32(float %v531)
  %v533 = tail call contract float @llvm.fmuladd.f32(float %v532, float 0xBFE6300000000000, float %v530)
  %v534 = tail call contract float @llvm.fmuladd.f32(float %v532, float 0x3F2BD01060000000, float %v533)
  %v535 = tail call contract float @llvm.fmuladd.f32(float %v534, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v536 = tail call contract float @llvm.fmuladd.f32(float %v535, float %v534, float 0x3F81112100000000)
  %v537 = tail call contract float @llvm.fmuladd.f32(float %v536, float %v534, float 0x3FA5553820000000)
  %v538 = tail call contract float @llvm.fmuladd.f32(float %v537, float %v534, float 0x3FC5555540000000)
  %v539 = tail call contract float @llvm.fmuladd.f32(float %v538, float %v534, float 5.000000e-01)
  %v540 = tail call contract float @llvm.fmuladd.f32(float %v539, float %v534, float 1.000000e+00)
  %v541 = tail call contract float @llvm.fmuladd.f32(float %v540, float %v534, float 1.000000e+00)
  %v542 = fptosi float %v532 to i32
  %v543 = shl i32 %v542, 23
  %v544 = bitcast float %v541 to i32
  %v545 = add i32 %v543, %v544
  %v546 = bitcast i32 %v545 to float
  %v547 = fcmp contract olt float %v528, 0xC055D58A00000000
  %v548 = select contract i1 %v547, float 0.000000e+00, float %v546
  %v549 = fcmp contract oge float %v528, 0x40562E4300000000
  %v550 = select contract i1 %v549, float 0x7FF0000000000000, float %v548
  %v551 = fcmp contract uno float %v528, 0.000000e+00
  %v552 = select contract i1 %v551, float %v528, float %v550
  %v553 = fdiv contract float %v552, %v380
  %v554 = getelementptr inbounds i8, ptr addrspace(1) %v382, i64 2560
  store float %v553, ptr addrspace(1) %v554, align 4
  %v555 = getelementptr i8, ptr addrspace(3) %v30, i32 3072
  %v556 = load float, ptr addrspace(3) %v555, align 4
  %v557 = fsub contract float %v556, %v117
  %v558 = tail call contract float @llvm.maxnum.f32(float %v557, float 0xC055D58A00000000)
  %v559 = tail call contract float @llvm.minnum.f32(float %v558, float 0x40562E4300000000)
  %v560 = tail call contract float @llvm.fmuladd.f32(float %v559, float 0x3FF7154760000000, float 5.000000e-01)
  %v561 = tail call contract float @llvm.floor.f32(float %v560)
  %v562 = tail call contract float @llvm.fmuladd.f32(float %v561, float 0xBFE6300000000000, float %v559)
  %v563 = tail call contract float @llvm.fmuladd.f32(float %v561, float 0x3F2BD01060000000, float %v562)
  %v564 = tail call contract float @llvm.fmuladd.f32(float %v563, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v565 = tail call contract float @llvm.fmuladd.f32(float %v564, float %v563, float 0x3F81112100000000)
  %v566 = tail call contract float @llvm.fmuladd.f32(float %v565, float %v563, float 0x3FA5553820000000)
  %v567 = tail call contract float @llvm.fmuladd.f32(float %v566, float %v563, float 0x3FC5555540000000)
  %v568 = tail call contract float @llvm.fmuladd.f32(float %v567, float %v563, float 5.000000e-01)
  %v569 = tail call contract float @llvm.fmuladd.f32(float %v568, float %v563, float 1.000000e+00)
  %v570 = tail call contract float @llvm.fmuladd.f32(float %v569, float %v563, float 1.000000e+00)
  %v571 = fptosi float %v561 to i32
  %v572 = shl i32 %v571, 23
  %v573 = bitcast float %v570 to i32
  %v574 = add i32 %v572, %v573
  %v575 = bitcast i32 %v574 to float
  %v576 = fcmp contract olt float %v557, 0xC055D58A00000000
  %v577 = select contract i1 %v576, float 0.000000e+00, float %v575
  %v578 = fcmp contract oge float %v557, 0x40562E4300000000
  %v579 = select contract i1 %v578, float 0x7FF0000000000000, float %v577
  %v580 = fcmp contract uno float %v557, 0.000000e+00
  %v581 = select contract i1 %v580, float %v557, float %v579
  %v582 = fdiv contract float %v581, %v380
  %v583 = getelementptr inbounds i8, ptr addrspace(1) %v382, i64 3072
  store float %v582, ptr addrspace(1) %v583, align 4
  %v584 = icmp ult i32 %v6, 104
  br i1 %v584, label %v585, label %v586

v585:                                      ; preds = %v365
  %v587 = or disjoint i32 %v6, 896
  %v588 = getelementptr inbounds float, ptr addrspace(3) @ktune_softmax_f32_m100_n1000.X.shared, i32 %v587
  %v589 = load float, ptr addrspace(3) %v588, align 4
  %v590 = fsub contract float %v589, %v117
  %v591 = tail call contract float @llvm.maxnum.f32(float %v590, float 0xC055D58A00000000)
  %v592 = tail call contract float @llvm.minnum.f32(float %v591, float 0x40562E4300000000)
  %v593 = tail call contract float @llvm.fmuladd.f32(float %v592, float 0x3FF7154760000000, float 5.000000e-01)
  %v594 = tail call contract float @llvm.floor.f32(float %v593)
  %v595 = tail call contract float @llvm.fmuladd.f32(float %v594, float 0xBFE6300000000000, float %v592)
  %v596 = tail call contract float @llvm.fmuladd.f32(float %v594, float 0x3F2BD01060000000, float %v595)
  %v597 = tail call contract float @llvm.fmuladd.f32(float %v596, float 0x3F2A0D2CE0000000, float 0x3F56E879C0000000)
  %v598 = tail call contract float @llvm.fmuladd.f32(float %v597, float %v596, float 0x3F81112100000000)
  %v599 = tail call contract float @llvm.fmuladd.f32(float %v598, float %v596, float 0x3FA5553820000000)
  %v600 = tail call contract float @llvm.fmuladd.f32(float %v599, float %v596, float 0x3FC5555540000000)
  %v601 = tail call contract float @llvm.fmuladd.f32(float %v600, float %v596, float 5.000000e-01)
  %v602 = tail call contract float @llvm.fmuladd.f32(float %v601, float %v596, float 1.000000e+00)
  %v603 = tail call contract float @llvm.fmuladd.f32(float %v602, float %v596, float 1.000000e+00)
  %v604 = fptosi float %v594 to i32
  %v605 = shl i32 %v604, 23
  %v606 = bitcast float %v603 to i32
  %v607 = add i32 %v605, %v606
  %v608 = bitcast i32 %v607 to float
  %v609 = fcmp contract olt float %v590, 0xC055D58A00000000
  %v610 = select contract i1 %v609, float 0.000000e+00, float %v608
  %v611 = fcmp contract oge float %v590, 0x40562E4300000000
  %v612 = select contract i1 %v611, float 0x7FF0000000000000, float %v610
  %v613 = fcmp contract uno float %v590, 0.000000e+00
  %v614 = select contract i1 %v613, float %v590, float %v612
  %v615 = fdiv contract float %v614, %v380
  %v616 = getelementptr inbounds i8, ptr addrspace(1) %v382, i64 3584
  store float %v615, ptr addrspace(1) %v616, align 4
  br label %v586

v586:                                      ; preds = %v585, %v365
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x float> @llvm.masked.load.v4f32.p0(ptr nocapture, i32 immarg, <4 x i1>, <4 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr nocapture, i32 immarg, <4 x i1>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

attributes #0 = { mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }

!0 = !{}
