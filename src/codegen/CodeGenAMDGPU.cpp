// The AMDGPU back end of GPU kernels: work-item and work-group ids for the indices,
// s_barrier between work-group fences (LDS writes visible after it, no read moved above it),
// ds_bpermute for shuffles, v_mfma_* (llvm.amdgcn.mfma.*) for the matrix cores, shared buffers as
// address-space-3 (LDS) globals, cp.async copies as synchronous ones (CodeGenGPU's). Of the math LLVM
// does not select, only log is available: pow and the f64 transcendental functions need ROCm's
// device library (ocml), which ktune does not link, and are refused with that reason.
#include <llvm/IR/IntrinsicsAMDGPU.h>

#include "CodeGenBackends.h"
#include "ktune/support/Error.h"

namespace ktune {

llvm::Value *CodeGenAMDGPU::read_index(bool thread, int dim, const std::string &tag) {
  static const llvm::Intrinsic::ID item[3] = {llvm::Intrinsic::amdgcn_workitem_id_x,
                                              llvm::Intrinsic::amdgcn_workitem_id_y,
                                              llvm::Intrinsic::amdgcn_workitem_id_z};
  static const llvm::Intrinsic::ID group[3] = {llvm::Intrinsic::amdgcn_workgroup_id_x,
                                               llvm::Intrinsic::amdgcn_workgroup_id_y,
                                               llvm::Intrinsic::amdgcn_workgroup_id_z};
  llvm::Value *v = builder_.CreateIntrinsic(thread ? item[dim] : group[dim], {}, {});
  return builder_.CreateZExt(v, builder_.getInt64Ty(), tag);
}

void CodeGenAMDGPU::emit_barrier() {
  builder_.CreateFence(llvm::AtomicOrdering::Release, ctx_.getOrInsertSyncScopeID("workgroup"));
  builder_.CreateIntrinsic(llvm::Intrinsic::amdgcn_s_barrier, {}, {});
  builder_.CreateFence(llvm::AtomicOrdering::Acquire, ctx_.getOrInsertSyncScopeID("workgroup"));
}

llvm::Value *CodeGenAMDGPU::shuffle_xor_i32(llvm::Value *value, int64_t offset) {
  // ds_bpermute reads the value of the lane whose byte address (lane * 4) it is given.
  llvm::Value *lane_mask = builder_.getInt32(static_cast<int32_t>(offset));
  llvm::Value *lo =
      builder_.CreateIntrinsic(llvm::Intrinsic::amdgcn_mbcnt_lo, {}, {builder_.getInt32(-1), builder_.getInt32(0)});
  llvm::Value *lane = builder_.CreateIntrinsic(llvm::Intrinsic::amdgcn_mbcnt_hi, {}, {builder_.getInt32(-1), lo});
  llvm::Value *address = builder_.CreateShl(builder_.CreateXor(lane, lane_mask), 2);
  return builder_.CreateIntrinsic(llvm::Intrinsic::amdgcn_ds_bpermute, {}, {address, value});
}

llvm::Value *CodeGenAMDGPU::matrix_multiply(MatrixIntrinsic kind, llvm::Value *a, llvm::Value *b, llvm::Value *c) {
  llvm::Intrinsic::ID id;
  switch (kind) {
    case MatrixIntrinsic::AmdMfma32x32x8F16: id = llvm::Intrinsic::amdgcn_mfma_f32_32x32x8f16; break;
    case MatrixIntrinsic::AmdMfma16x16x16F16: id = llvm::Intrinsic::amdgcn_mfma_f32_16x16x16f16; break;
    case MatrixIntrinsic::AmdMfma32x32x8Bf16: id = llvm::Intrinsic::amdgcn_mfma_f32_32x32x8bf16_1k; break;
    case MatrixIntrinsic::AmdMfma16x16x16Bf16: id = llvm::Intrinsic::amdgcn_mfma_f32_16x16x16bf16_1k; break;
    default: internal_check(false, matrix_intrinsic_name(kind) << " reached the AMDGPU back end"); return nullptr;
  }
  llvm::Function *fn = llvm::Intrinsic::getDeclaration(&module_, id);
  llvm::FunctionType *type = fn->getFunctionType();
  // (a, b, c, cbsz, abid, blgp): no broadcast of A blocks, no B lane swizzle. The bf16 forms
  // take their operands as <4 x i16>.
  llvm::Value *operands[6] = {builder_.CreateBitCast(a, type->getParamType(0)),
                              builder_.CreateBitCast(b, type->getParamType(1)),
                              c,
                              builder_.getInt32(0),
                              builder_.getInt32(0),
                              builder_.getInt32(0)};
  return builder_.CreateCall(fn, operands);
}

llvm::Value *CodeGenAMDGPU::device_math(const Call *op, const std::vector<llvm::Value *> &args) {
  if (common_gpu_math(op)) return nullptr;
  check_device_math(op);
  user_check(op->op == CallOp::Log, call_op_name(op->op) << " of " << op->type.str() << " needs ROCm's device library "
                                                         << "(ocml), which ktune does not link for " << target_.str());
  return builder_.CreateUnaryIntrinsic(llvm::Intrinsic::log, args[0]);
}

void CodeGenAMDGPU::set_kernel_attributes(const GpuLaunch &launch) {
  function_->setCallingConv(llvm::CallingConv::AMDGPU_KERNEL);
  function_->addFnAttr("amdgpu-flat-work-group-size", "1," + std::to_string(launch.threads_per_block()));
}

}  // namespace ktune
