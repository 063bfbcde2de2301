// The back ends of the shared LLVM emitter, one subclass each (private to codegen/).
//
// CodeGenCPU emits x86-64 kernels. CodeGenGPU holds what every GPU kernel means whatever runs
// it (bound loops, launch dimensions, guards, the barrier and shuffle rules, shared and private
// buffers); its subclasses say how: CodeGenNVPTX and CodeGenAMDGPU with the hardware's
// registers and intrinsics, CodeGenGPUEmulated as CPU code calling the emulator's runtime
// (GpuEmulator.h), the CPU back end of GPU kernels. The compile drivers (CompileCPU.cpp,
// CompileGPU.cpp) pick the class; nothing else branches on the target.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <unordered_set>

#include "CodeGenLLVM.h"

namespace ktune {

/** x86-64 kernels: parallel tasks (outlined by lowering) made functions that the runtime's thread pool calls
 * with a range of iterations (ktune_parallel_for), buffers on the stack up to 256 KiB and on
 * the heap beyond, tanh and erf of f64 from libm. */
class CodeGenCPU : public CodeGenLLVM {
 public:
  CodeGenCPU(llvm::LLVMContext &ctx, llvm::Module &module, const Target &target);
  /** Adds <name>(args...) and <name>_packed(void **args). */
  void add_function(const LoweredFunc &f);

 protected:
  void codegen_for(const struct For *op) override;
  void codegen_allocate(const struct Allocate *op) override;
  llvm::Value *codegen_target_call(const struct Call *op, const std::vector<llvm::Value *> &args) override;
  bool half_floats_are_storage() const override { return true; }
  bool has_streaming_stores() const override { return true; }

 private:
  void codegen_parallel(const struct For *op);
  /** Orders the streaming stores the function being emitted has made so far (if any) before
   * what it does next, with a fence: at its end (the thread pool's join), before it starts
   * parallel tasks, before it frees a heap buffer. Non-temporal stores are weakly ordered. */
  void fence_streaming_stores();
  /** The kernel's parallel tasks, and the next one the body reaches. */
  const std::vector<ParallelTask> *tasks_ = nullptr;
  size_t next_task_ = 0;
};

/** GPU kernels: a loop bound to blockIdx.* or threadIdx.* is the block's or thread's index;
 * the launch is the largest extent bound to each tag; a shorter loop runs under a guard, and
 * no barrier or shuffle may lie under one. */
class CodeGenGPU : public CodeGenLLVM {
 public:
  /** Adds the kernel <name>(args...) and computes its launch. */
  void add_kernel(const LoweredFunc &f, GpuLaunch *launch);

 protected:
  using CodeGenLLVM::CodeGenLLVM;
  void codegen_for(const struct For *op) override;
  void codegen_if(const struct IfThenElse *op) override;
  void codegen_allocate(const struct Allocate *op) override;
  llvm::Value *codegen_target_call(const struct Call *op, const std::vector<llvm::Value *> &args) override;

  // ----- How the GPU semantics are carried out.
  /** The index of the thread in its block (thread) or of the block in the grid, along dim. */
  virtual llvm::Value *read_index(bool thread, int dim, const std::string &tag) = 0;
  virtual void emit_barrier() = 0;
  virtual llvm::Value *shuffle_xor_i32(llvm::Value *value, int64_t offset) = 0;
  /** ldmatrix: this lane gives the address of a row (a generic pointer into a shared buffer)
   * and gets its fragment of count 8x8 matrices, a vector of type result. Only reached on a
   * GPU that has it (check_instruction_exists). */
  virtual llvm::Value *load_matrix(llvm::Value *row, int count, bool trans, DataType result);
  /** D = A*B + C of the warp, on this lane's fragments (vectors of the fragments' types). */
  virtual llvm::Value *matrix_multiply(MatrixIntrinsic kind, llvm::Value *a, llvm::Value *b, llvm::Value *c);
  /** cp.async of bytes (4, 8, 16) from src (global) to dst (shared), generic pointers, reading
   * src_bytes (i32) and zero-filling the rest; then commit and wait. By default a synchronous
   * copy (aligned to bytes), with nothing to commit or wait for. */
  virtual void copy_async(llvm::Value *dst, llvm::Value *src, int64_t bytes, llvm::Value *src_bytes);
  virtual void async_commit() {}
  virtual void async_wait(int64_t) {}
  /** Whether a copy's source size is the constant size of the whole copy (the tile fetches). */
  static bool copies_whole_source(llvm::Value *src_bytes, int64_t bytes);
  /** The memory of a shared buffer of count elements, placed at offset in the block's shared
   * memory (64-byte aligned, as every back end lays them out). On the hardware: a module
   * global in address space 3, behind a generic pointer (the offset is the back end's). */
  virtual llvm::Value *shared_buffer(const BufferNode *b, uint64_t count, int64_t offset);
  /** Math the common lowering does not cover (nullptr: it does). */
  virtual llvm::Value *device_math(const struct Call *op, const std::vector<llvm::Value *> &args) = 0;
  /** Calling convention, attributes and metadata of the kernel function. */
  virtual void set_kernel_attributes(const GpuLaunch &launch) = 0;
  /** The body as this back end emits it (the emulator promotes 16-bit arithmetic). */
  virtual Stmt prepare_body(const Stmt &body) { return body; }
  /** After the kernel: entry points the back end adds (the emulator's packed entry). */
  virtual void finish_kernel(const LoweredFunc &) {}

  /** The GPU the kernel is for: target_, except for the emulator, which compiles for the host. */
  virtual const Target &gpu_target() const { return target_; }

  /** Calls the common lowering covers on the GPU back ends (intrinsics they select, inline f32). */
  static bool common_gpu_math(const struct Call *op);
  /** Refuses device math that is not scalar f32 or f64. */
  void check_device_math(const struct Call *op) const;

 private:
  void codegen_thread_loop(const struct For *op);
  void codegen_barrier();
  llvm::Value *codegen_shuffle_xor(const struct Call *op, llvm::Value *value);
  llvm::Value *codegen_warp_matrix(const struct Call *op, const std::vector<llvm::Value *> &args);
  /** Refuses, by name, a tensor-core or cp.async call the GPU does not have. */
  void check_instruction_exists(const struct Call *op) const;

  // The launch dimension of each bound tag, and how deep inside guards (bound loops shorter
  // than their dimension, conditions on a thread's index) the code being generated is.
  std::map<std::string, int64_t> launch_extent_;
  int thread_guard_depth_ = 0;
  std::string guarded_loop_;
  /** Variables bound to threadIdx.* (conditions on them diverge). */
  std::unordered_set<const Variable *> thread_vars_;
  int64_t shared_bytes_ = 0;
};

/** NVIDIA GPUs: PTX special registers, bar.sync, shfl.sync, ldmatrix and mma.sync, libdevice's
 * __nv_* math. */
class CodeGenNVPTX : public CodeGenGPU {
 public:
  CodeGenNVPTX(llvm::LLVMContext &ctx, llvm::Module &module, const Target &target) : CodeGenGPU(ctx, module, target) {}

 protected:
  bool half_floats_are_storage() const override { return false; }
  llvm::Value *read_index(bool thread, int dim, const std::string &tag) override;
  void emit_barrier() override;
  llvm::Value *shuffle_xor_i32(llvm::Value *value, int64_t offset) override;
  llvm::Value *load_matrix(llvm::Value *row, int count, bool trans, DataType result) override;
  llvm::Value *matrix_multiply(MatrixIntrinsic kind, llvm::Value *a, llvm::Value *b, llvm::Value *c) override;
  void copy_async(llvm::Value *dst, llvm::Value *src, int64_t bytes, llvm::Value *src_bytes) override;
  void async_commit() override;
  void async_wait(int64_t groups) override;
  llvm::Value *device_math(const struct Call *op, const std::vector<llvm::Value *> &args) override;
  void set_kernel_attributes(const GpuLaunch &launch) override;
};

/** AMD GPUs: work-item and work-group ids, s_barrier with work-group fences, ds_bpermute, MFMA. */
class CodeGenAMDGPU : public CodeGenGPU {
 public:
  CodeGenAMDGPU(llvm::LLVMContext &ctx, llvm::Module &module, const Target &target) : CodeGenGPU(ctx, module, target) {}

 protected:
  bool half_floats_are_storage() const override { return false; }
  llvm::Value *read_index(bool thread, int dim, const std::string &tag) override;
  void emit_barrier() override;
  llvm::Value *shuffle_xor_i32(llvm::Value *value, int64_t offset) override;
  llvm::Value *matrix_multiply(MatrixIntrinsic kind, llvm::Value *a, llvm::Value *b, llvm::Value *c) override;
  llvm::Value *device_math(const struct Call *op, const std::vector<llvm::Value *> &args) override;
  void set_kernel_attributes(const GpuLaunch &launch) override;
};

/** GPU kernels as CPU code (the target is the host CPU): indices, barriers, shuffles and the
 * block's shared memory are calls into the emulator's runtime, math is the CPU's, and the
 * kernel gets a packed entry like a CPU kernel. */
class CodeGenGPUEmulated : public CodeGenGPU {
 public:
  CodeGenGPUEmulated(llvm::LLVMContext &ctx, llvm::Module &module, const Target &host, Target gpu)
      : CodeGenGPU(ctx, module, host), gpu_(std::move(gpu)) {}

 protected:
  const Target &gpu_target() const override { return gpu_; }
  bool half_floats_are_storage() const override { return true; }
  llvm::Value *read_index(bool thread, int dim, const std::string &tag) override;
  void emit_barrier() override;
  llvm::Value *shuffle_xor_i32(llvm::Value *value, int64_t offset) override;
  llvm::Value *load_matrix(llvm::Value *row, int count, bool trans, DataType result) override;
  llvm::Value *matrix_multiply(MatrixIntrinsic kind, llvm::Value *a, llvm::Value *b, llvm::Value *c) override;
  void copy_async(llvm::Value *dst, llvm::Value *src, int64_t bytes, llvm::Value *src_bytes) override;
  void async_commit() override;
  void async_wait(int64_t groups) override;
  llvm::Value *shared_buffer(const BufferNode *b, uint64_t count, int64_t offset) override;
  llvm::Value *device_math(const struct Call *op, const std::vector<llvm::Value *> &args) override;
  void set_kernel_attributes(const GpuLaunch &launch) override;
  Stmt prepare_body(const Stmt &body) override;
  void finish_kernel(const LoweredFunc &f) override;

 private:
  Target gpu_;
};

/** The GPU back end of a GPU target (CUDA: NVPTX, ROCm: AMDGPU). */
std::unique_ptr<CodeGenGPU> make_gpu_codegen(llvm::LLVMContext &ctx, llvm::Module &module, const Target &target);

}  // namespace ktune
