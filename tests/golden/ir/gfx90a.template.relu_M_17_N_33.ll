; relu:M=17,N=33,dtype=f32 on rocm -mcpu=gfx90a, schedule template
; ModuleID = 'ktune_relu_f32_m17_n33'
source_filename = "ktune_relu_f32_m17_n33"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define amdgpu_kernel void @ktune_relu_f32_m17_n33(ptr noalias nocapture readonly %v0, ptr noalias nocapture writeonly %v1) local_unnamed_addr #0 {
v2:
  %v3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %v4 = zext i32 %v3 to i64
  %v5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %v6 = zext i32 %v5 to i64
  %v7 = shl nuw nsw i64 %v4, 8
  %v8 = add nuw nsw i64 %v7, %v6
  %v9 = icmp ult i64 %v8, 561
  br i1 %v9, label %v10, label %v11

v10:                                          ; preds = %v2
  %v12 = addrspacecast ptr %v1 to ptr addrspace(1)
  %v13 = getelementptr inbounds float, ptr addrspace(1) %v12, i64 %v8
  %v14 = addrspacecast ptr %v0 to ptr addrspace(1)
  %v15 = getelementptr inbounds float, ptr addrspace(1) %v14, i64 %v8
  %v16 = load float, ptr addrspace(1) %v15, align 4, !amdgpu.noclobber !0
  %v17 = fcmp contract ogt float %v16, 0.000000e+00
  %v18 = select contract i1 %v17, float %v16, float 0.000000e+00
  store float %v18, ptr addrspace(1) %v13, align 4
  br label %v11

v11:                                          ; preds = %v10, %v2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
