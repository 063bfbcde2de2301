; add:M=1000,N=1000,dtype=f32 on cuda -arch=sm_80, schedule template
; ModuleID = 'ktune_add_f32_m1000_n1000'
source_filename = "ktune_add_f32_m1000_n1000"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @ktune_add_f32_m1000_n1000(ptr noalias nocapture readonly %v0, ptr noalias nocapture readonly %v1, ptr noalias nocapture writeonly %v2) local_unnamed_addr #0 {
v3:
  %v4 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = zext nneg i32 %v4 to i64
  %v6 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v7 = zext nneg i32 %v6 to i64
  %v8 = shl nuw nsw i64 %v5, 8
  %v9 = or disjoint i64 %v8, %v7
  %v10 = icmp ult i64 %v9, 1000000
  br i1 %v10, label %v11, label %v12

v11:                                          ; preds = %v3
  %v13 = getelementptr inbounds float, ptr %v2, i64 %v9
  %v14 = getelementptr inbounds float, ptr %v1, i64 %v9
  %v15 = getelementptr inbounds float, ptr %v0, i64 %v9
  %v16 = load float, ptr %v15, align 4
  %v17 = load float, ptr %v14, align 4
  %v18 = fadd contract float %v16, %v17
  store float %v18, ptr %v13, align 4
  br label %v12

v12:                                          ; preds = %v11, %v3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @ktune_add_f32_m1000_n1000, !"kernel", i32 1}
!1 = !{ptr @ktune_add_f32_m1000_n1000, !"maxntidx", i32 256}
