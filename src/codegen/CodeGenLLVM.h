// Loop IR to LLVM IR (private to codegen/).
#pragma once

#include <map>
#include <memory>
#include <unordered_map>
#include <unordered_set>

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include "ktune/analysis/Analyzer.h"
#include "ktune/codegen/CodeGen.h"
#include "ktune/lower/Lower.h"
#include "ktune/target/Target.h"

namespace ktune {

/** f16 or bf16 (any lanes): storage types on the CPU (HalfPrecision.cpp). */
inline bool is_half_float(DataType t) { return t.bits == 16 && t.is_float(); }

/** Arithmetic, comparisons and math calls on f16/bf16 rewritten into f32 operations with one
 * rounding back per operation (HalfPrecision.cpp): on the CPU, 16-bit floats are storage types. */
Stmt promote_half_arithmetic(const Stmt &s);

/** Emits one kernel into an LLVM module. Vector IR nodes become explicit LLVM vector
 * operations (contiguous, masked, gathered); parallel loops are outlined into functions that
 * the runtime's thread pool calls with a range of iterations. */
class CodeGenLLVM {
 public:
  CodeGenLLVM(llvm::LLVMContext &ctx, llvm::Module &module, const Target &target);
  /** Adds <name>(args...) and <name>_packed(void **args). */
  void add_function(const LoweredFunc &f);
  /** GPU targets (CodeGenGPU.cpp): adds the kernel <name>(args...) and computes its launch. */
  void add_gpu_kernel(const LoweredFunc &f, GpuLaunch *launch);
  /** Generate GPU semantics as CPU code calling the emulator's runtime (GpuEmulator.h): the
   * target given to the constructor is then the host CPU. */
  void set_gpu_emulation() { emulate_ = true; }

 private:
  void add_packed_entry(const LoweredFunc &f);
  llvm::Type *llvm_type(DataType t);
  // 16-bit floats on the CPU (HalfPrecision.cpp): the lanes' type in vector memory operations,
  // and the conversions written out as integer code.
  llvm::Type *memory_type(DataType t);
  llvm::Value *half_to_f32(llvm::Value *v, DataType from);
  llvm::Value *f32_to_half(llvm::Value *v, DataType to);
  /** A value of type t as its memory type and back (bitcasts only for 16-bit floats). */
  llvm::Value *to_memory(llvm::Value *v, DataType t);
  llvm::Value *from_memory(llvm::Value *v, DataType t);
  llvm::Value *load_vector(DataType t, llvm::Value *ptr, llvm::Align align, llvm::Value *mask);
  void store_vector(DataType t, llvm::Value *value, llvm::Value *ptr, llvm::Align align, llvm::Value *mask);
  llvm::Value *codegen(const Expr &e);
  void codegen(const Stmt &s);

  llvm::Value *codegen_binary(const Expr &e);
  llvm::Value *codegen_compare(const Expr &e);
  llvm::Value *codegen_cast(DataType to, llvm::Value *v, DataType from);
  llvm::Value *codegen_call(const struct Call *op);
  llvm::Value *codegen_load(const struct BufferLoad *op);
  llvm::Value *codegen_select(const struct Select *op);
  llvm::Value *floor_div_mod(const Expr &a, const Expr &b, bool want_mod, DataType t);
  llvm::Value *splat(llvm::Value *v, int lanes);
  llvm::Value *ramp(llvm::Value *base, llvm::Value *stride, int lanes);
  llvm::Value *element_pointer(const Buffer &b, llvm::Value *index, bool in_bounds = true);
  llvm::Value *create_entry_alloca(llvm::Type *t, uint64_t count, const char *name);
  bool blend_instead_of_mask(const BufferNode *b, const struct Ramp *index);
  llvm::Align vector_alignment(const BufferNode *b, const Expr &base);

  void codegen_store(const struct BufferStore *op);
  void codegen_for(const struct For *op);
  void codegen_serial_loop(const Var &var, llvm::Value *begin, llvm::Value *end, const Stmt &body);
  void codegen_parallel(const struct For *op);
  void codegen_allocate(const struct Allocate *op);
  void codegen_if(const struct IfThenElse *op);
  // GPU pieces (CodeGenGPU.cpp).
  bool is_gpu() const { return emulate_ || target_.kind != Target::Kind::CPU; }
  /** The code runs on this machine's kind of CPU: a CPU kernel or an emulated GPU kernel. */
  bool runs_on_cpu() const { return emulate_ || target_.kind == Target::Kind::CPU; }
  void codegen_thread_loop(const struct For *op);
  llvm::Value *thread_index(const std::string &tag);
  void codegen_barrier();
  llvm::Value *codegen_shuffle_xor(const struct Call *op, llvm::Value *value);
  llvm::Value *shuffle_xor_i32(llvm::Value *value, int64_t offset);
  void codegen_gpu_allocate(const struct Allocate *op);
  llvm::Value *codegen_gpu_math(const struct Call *op, const std::vector<llvm::Value *> &args);

  llvm::LLVMContext &ctx_;
  llvm::Module &module_;
  const Target &target_;
  llvm::IRBuilder<> builder_;
  llvm::Function *function_ = nullptr;
  std::string kernel_name_;
  int parallel_count_ = 0;
  bool in_parallel_ = false;
  std::unordered_map<const Variable *, llvm::Value *> vars_;
  std::unordered_map<const BufferNode *, llvm::Value *> buffers_;
  /** Buffers on this function's stack, and whether each was made inside a parallel region. */
  std::unordered_map<const BufferNode *, bool> stack_buffers_;
  /** Buffers this kernel allocated (stack or heap), all 64-byte aligned. */
  std::unordered_set<const BufferNode *> own_buffers_;
  Analyzer analyzer_;
  llvm::FastMathFlags fmf_;
  // GPU state: the launch dimension of each bound tag, and how deep inside guards (bound
  // loops shorter than their dimension) the code being generated is.
  std::map<std::string, int64_t> launch_extent_;
  int thread_guard_depth_ = 0;
  std::string guarded_loop_;
  /** Variables bound to threadIdx.* (conditions on them diverge). */
  std::unordered_set<const Variable *> thread_vars_;
  int64_t shared_bytes_ = 0;
  bool emulate_ = false;
};

}  // namespace ktune
