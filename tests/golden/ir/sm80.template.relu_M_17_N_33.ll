; relu:M=17,N=33,dtype=f32 on cuda -arch=sm_80, schedule template
; ModuleID = 'ktune_relu_f32_m17_n33'
source_filename = "ktune_relu_f32_m17_n33"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @ktune_relu_f32_m17_n33(ptr noalias nocapture readonly %v0, ptr noalias nocapture writeonly %v1) local_unnamed_addr #0 {
v2:
  %v3 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v4 = zext nneg i32 %v3 to i64
  %v5 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v6 = zext nneg i32 %v5 to i64
  %v7 = shl nuw nsw i64 %v4, 8
  %v8 = or disjoint i64 %v7, %v6
  %v9 = icmp ult i64 %v8, 561
  br i1 %v9, label %v10, label %v11

v10:                                          ; preds = %v2
  %v12 = getelementptr inbounds float, ptr %v1, i64 %v8
  %v13 = getelementptr inbounds float, ptr %v0, i64 %v8
  %v14 = load float, ptr %v13, align 4
  %v15 = fcmp contract ogt float %v14, 0.000000e+00
  %v16 = select contract i1 %v15, float %v14, float 0.000000e+00
  store float %v16, ptr %v12, align 4
  br label %v11

v11:                                          ; preds = %v10, %v2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @ktune_relu_f32_m17_n33, !"kernel", i32 1}
!1 = !{ptr @ktune_relu_f32_m17_n33, !"maxntidx", i32 256}
