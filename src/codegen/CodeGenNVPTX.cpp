// The NVPTX back end of GPU kernels: PTX special registers for the indices, bar.sync for the
// block's barrier, shfl.sync.bfly for warp shuffles, shared buffers as address-space-3 globals,
// and libdevice's __nv_* functions for the math LLVM does not select (linked by
// CUDABackend.cpp). The kernel is marked with the PTX calling convention and its maximum block
// size (maxntid), which lets ptxas budget registers.
#include <llvm/IR/IntrinsicsNVPTX.h>

#include "CodeGenBackends.h"
#include "ktune/support/Error.h"

namespace ktune {

llvm::Value *CodeGenNVPTX::read_index(bool thread, int dim, const std::string &tag) {
  static const llvm::Intrinsic::ID tid[3] = {llvm::Intrinsic::nvvm_read_ptx_sreg_tid_x,
                                             llvm::Intrinsic::nvvm_read_ptx_sreg_tid_y,
                                             llvm::Intrinsic::nvvm_read_ptx_sreg_tid_z};
  static const llvm::Intrinsic::ID ctaid[3] = {llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_x,
                                               llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_y,
                                               llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_z};
  llvm::Value *v = builder_.CreateIntrinsic(thread ? tid[dim] : ctaid[dim], {}, {});
  return builder_.CreateZExt(v, builder_.getInt64Ty(), tag);
}

void CodeGenNVPTX::emit_barrier() { builder_.CreateIntrinsic(llvm::Intrinsic::nvvm_barrier0, {}, {}); }

llvm::Value *CodeGenNVPTX::shuffle_xor_i32(llvm::Value *value, int64_t offset) {
  // shfl.sync.bfly.b32 over the full warp: member mask all lanes, c = 0x1f (no segments).
  return builder_.CreateIntrinsic(
      llvm::Intrinsic::nvvm_shfl_sync_bfly_i32, {},
      {builder_.getInt32(-1), value, builder_.getInt32(static_cast<int32_t>(offset)), builder_.getInt32(0x1f)});
}

llvm::Value *CodeGenNVPTX::device_math(const Call *op, const std::vector<llvm::Value *> &args) {
  if (common_gpu_math(op)) return nullptr;
  check_device_math(op);
  // libdevice: __nv_<name>f for f32 and __nv_<name> for f64.
  DataType t = op->type;
  std::string name = std::string("__nv_") + call_op_name(op->op) + (t.bits == 32 ? "f" : "");
  llvm::Type *st = llvm_type(t);
  std::vector<llvm::Type *> params(args.size(), st);
  llvm::FunctionCallee fn = module_.getOrInsertFunction(name, llvm::FunctionType::get(st, params, false));
  return builder_.CreateCall(fn, args);
}

void CodeGenNVPTX::set_kernel_attributes(const GpuLaunch &launch) {
  function_->setCallingConv(llvm::CallingConv::PTX_Kernel);
  llvm::Metadata *kernel[] = {llvm::ValueAsMetadata::get(function_), llvm::MDString::get(ctx_, "kernel"),
                              llvm::ValueAsMetadata::get(builder_.getInt32(1))};
  llvm::Metadata *maxntid[] = {
      llvm::ValueAsMetadata::get(function_), llvm::MDString::get(ctx_, "maxntidx"),
      llvm::ValueAsMetadata::get(builder_.getInt32(static_cast<int>(launch.threads_per_block())))};
  auto *annotations = module_.getOrInsertNamedMetadata("nvvm.annotations");
  annotations->addOperand(llvm::MDNode::get(ctx_, kernel));
  annotations->addOperand(llvm::MDNode::get(ctx_, maxntid));
}

}  // namespace ktune
