// The CPU back end of GPU kernels (the emulator, GpuEmulator.h): the kernel's GPU semantics as
// host code. The runtime runs a block with one OS thread per GPU thread, so indices, barriers and
// shuffles are calls into it (ktune_emu_index, ktune_emu_barrier, ktune_emu_shuffle_xor), and a
// shared buffer is a slice of the block's arena at the offset the GPU back ends would give it.
// Math and 16-bit floats are the CPU's (as in CodeGenCPU), and the kernel gets a packed entry
// so that the emulator calls it like a CPU kernel.
#include "CodeGenBackends.h"
#include "ktune/support/Error.h"

namespace ktune {

llvm::Value *CodeGenGPUEmulated::read_index(bool thread, int dim, const std::string &tag) {
  llvm::FunctionCallee index = module_.getOrInsertFunction(
      "ktune_emu_index", llvm::FunctionType::get(builder_.getInt64Ty(), {builder_.getInt32Ty()}, false));
  return builder_.CreateCall(index, {builder_.getInt32(thread ? dim : 3 + dim)}, tag);
}

void CodeGenGPUEmulated::emit_barrier() {
  builder_.CreateCall(
      module_.getOrInsertFunction("ktune_emu_barrier", llvm::FunctionType::get(builder_.getVoidTy(), false)));
}

llvm::Value *CodeGenGPUEmulated::shuffle_xor_i32(llvm::Value *value, int64_t offset) {
  llvm::FunctionCallee shuffle = module_.getOrInsertFunction(
      "ktune_emu_shuffle_xor",
      llvm::FunctionType::get(builder_.getInt32Ty(), {builder_.getInt32Ty(), builder_.getInt32Ty()}, false));
  return builder_.CreateCall(shuffle, {value, builder_.getInt32(static_cast<int32_t>(offset))});
}

llvm::Value *CodeGenGPUEmulated::load_matrix(llvm::Value *row, int count, bool trans, DataType result) {
  llvm::Type *ptr = builder_.getPtrTy();
  llvm::Type *i32 = builder_.getInt32Ty();
  llvm::FunctionCallee load = module_.getOrInsertFunction(
      "ktune_emu_ldmatrix", llvm::FunctionType::get(builder_.getVoidTy(), {ptr, i32, i32, ptr}, false));
  llvm::Type *bits = memory_type(result);  // 16-bit floats move as i16 lanes on the CPU
  llvm::Value *out = create_entry_alloca(bits, 1, "ldmatrix");
  builder_.CreateCall(load, {row, builder_.getInt32(count), builder_.getInt32(trans ? 1 : 0), out});
  return builder_.CreateBitCast(builder_.CreateLoad(bits, out), llvm_type(result));
}

llvm::Value *CodeGenGPUEmulated::matrix_multiply(MatrixIntrinsic kind, llvm::Value *a, llvm::Value *b, llvm::Value *c) {
  llvm::Type *ptr = builder_.getPtrTy();
  llvm::FunctionCallee mma = module_.getOrInsertFunction(
      "ktune_emu_mma",
      llvm::FunctionType::get(builder_.getVoidTy(), {builder_.getInt32Ty(), ptr, ptr, ptr, ptr}, false));
  // The fragments go by address, as the runtime gathers the warp's.
  auto spill = [&](llvm::Value *v, const char *name) {
    auto *vt = llvm::cast<llvm::FixedVectorType>(v->getType());
    if (vt->getElementType()->isHalfTy() || vt->getElementType()->isBFloatTy())
      v = builder_.CreateBitCast(v, llvm::FixedVectorType::get(builder_.getInt16Ty(), vt->getNumElements()));
    llvm::Value *slot = create_entry_alloca(v->getType(), 1, name);
    builder_.CreateStore(v, slot);
    return slot;
  };
  llvm::Value *d = create_entry_alloca(c->getType(), 1, "mma.d");
  builder_.CreateCall(
      mma, {builder_.getInt32(static_cast<int32_t>(kind)), spill(a, "mma.a"), spill(b, "mma.b"), spill(c, "mma.c"), d});
  return builder_.CreateLoad(c->getType(), d);
}

void CodeGenGPUEmulated::copy_async(llvm::Value *dst, llvm::Value *src, int64_t bytes, llvm::Value *src_bytes) {
  llvm::Type *ptr = builder_.getPtrTy();
  llvm::Type *i32 = builder_.getInt32Ty();
  builder_.CreateCall(
      module_.getOrInsertFunction("ktune_emu_copy_async",
                                  llvm::FunctionType::get(builder_.getVoidTy(), {ptr, ptr, i32, i32}, false)),
      {dst, src, builder_.getInt32(static_cast<int32_t>(bytes)), src_bytes});
}

void CodeGenGPUEmulated::async_commit() {
  builder_.CreateCall(
      module_.getOrInsertFunction("ktune_emu_async_commit", llvm::FunctionType::get(builder_.getVoidTy(), false)));
}

void CodeGenGPUEmulated::async_wait(int64_t groups) {
  builder_.CreateCall(
      module_.getOrInsertFunction("ktune_emu_async_wait",
                                  llvm::FunctionType::get(builder_.getVoidTy(), {builder_.getInt32Ty()}, false)),
      {builder_.getInt32(static_cast<int32_t>(groups))});
}

llvm::Value *CodeGenGPUEmulated::shared_buffer(const BufferNode *b, uint64_t, int64_t offset) {
  llvm::FunctionCallee arena = module_.getOrInsertFunction(
      "ktune_emu_shared", llvm::FunctionType::get(builder_.getPtrTy(), {builder_.getInt64Ty()}, false));
  return builder_.CreateCall(arena, {builder_.getInt64(offset)}, b->name);
}

llvm::Value *CodeGenGPUEmulated::device_math(const Call *op, const std::vector<llvm::Value *> &args) {
  return cpu_library_math(op, args);
}

void CodeGenGPUEmulated::set_kernel_attributes(const GpuLaunch &) {
  if (!target_.cpu.empty()) function_->addFnAttr("target-cpu", target_.cpu);
  function_->addFnAttr("target-features", target_.features);
}

Stmt CodeGenGPUEmulated::prepare_body(const Stmt &body) { return promote_half_arithmetic(body); }

void CodeGenGPUEmulated::finish_kernel(const LoweredFunc &f) { add_packed_entry(f); }

}  // namespace ktune
