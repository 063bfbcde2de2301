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

/** The shared LLVM emitter: expressions, memory accesses (contiguous, masked, gathered vector
 * operations), serial loops and branches, the same on every back end. What differs between
 * back ends is behind the protected hooks, one subclass each (CodeGenBackends.h): the CPU
 * (parallel loops outlined onto the runtime's thread pool, stack or heap buffers, libm), NVPTX
 * and AMDGPU (bound loops read hardware indices, shared memory, barriers, shuffles, device
 * math), and the GPU emulator (GPU semantics as CPU code calling the emulator's runtime). */
class CodeGenLLVM {
 public:
  virtual ~CodeGenLLVM() = default;

 protected:
  CodeGenLLVM(llvm::LLVMContext &ctx, llvm::Module &module, const Target &target);

  // ----- The back end's hooks.
  /** Parallel and thread-bound loops are the back end's; serial_for emits the others. */
  virtual void codegen_for(const struct For *op) = 0;
  /** Where a buffer of the kernel lives (stack, heap, shared or private memory). */
  virtual void codegen_allocate(const struct Allocate *op) = 0;
  /** A call the back end emits itself (barriers, shuffles, library math), or nullptr for the
   * common lowering (LLVM intrinsics and the inline f32 approximations of VectorMath.cpp). */
  virtual llvm::Value *codegen_target_call(const struct Call *op, const std::vector<llvm::Value *> &args) = 0;
  /** The back end may watch conditions (a GPU's divergent branches); it calls serial_if. */
  virtual void codegen_if(const struct IfThenElse *op) { serial_if(op); }
  /** 16-bit floats are storage types, converted to f32 for arithmetic (code running on a CPU). */
  virtual bool half_floats_are_storage() const = 0;
  /** Stores into a buffer marked streaming_stores may bypass the caches (x86 MOVNT). */
  virtual bool has_streaming_stores() const { return false; }

  // ----- Shared pieces for the back ends.
  /** Creates <name>(ptr args...) with no-alias parameters, bound to the kernel's buffers. */
  llvm::Function *begin_function(const LoweredFunc &f);
  /** Adds <name>_packed(void **args), which calls the function just made. */
  void add_packed_entry(const LoweredFunc &f);
  /** Checks the module (an internal error names what was generated). */
  void verify_module(const char *what);
  void serial_for(const struct For *op);
  void serial_if(const struct IfThenElse *op);
  /** keep_rolled: the loop carries llvm.loop.unroll.disable (a ForKind::Rolled loop). */
  void codegen_serial_loop(const Var &var, llvm::Value *begin, llvm::Value *end, const Stmt &body,
                           bool keep_rolled = false);
  /** Math that code running on a CPU takes from libm: tanh and erf other than f32 (which are
   * inline, VectorMath.cpp), called lane by lane for vectors; nullptr for every other call. */
  llvm::Value *cpu_library_math(const struct Call *op, const std::vector<llvm::Value *> &args);

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
  /** A whole-vector store into a streaming buffer: non-temporal where the address is aligned
   * to the vector (checked as it runs: a caller's pointer may not be), else a normal one. */
  void store_streaming(DataType t, llvm::Value *value, llvm::Value *ptr, llvm::Align align);
  /** Emits body with b allocated at ptr (a stack buffer when on_stack), then forgets b. */
  void with_buffer(const BufferNode *b, llvm::Value *ptr, bool on_stack, const Stmt &body);

  llvm::LLVMContext &ctx_;
  llvm::Module &module_;
  const Target &target_;
  llvm::IRBuilder<> builder_;
  llvm::Function *function_ = nullptr;
  std::string kernel_name_;
  /** The code being emitted runs on several CPU threads at once (an outlined parallel loop). */
  bool in_parallel_ = false;
  /** The function being emitted has made a streaming store (the back end fences them). */
  bool streamed_ = false;
  std::unordered_map<const Variable *, llvm::Value *> vars_;
  std::unordered_map<const BufferNode *, llvm::Value *> buffers_;
  /** Buffers on this function's stack, and whether each was made inside a parallel region. */
  std::unordered_map<const BufferNode *, bool> stack_buffers_;
  /** Buffers this kernel allocated (stack or heap), all 64-byte aligned. */
  std::unordered_set<const BufferNode *> own_buffers_;
  Analyzer analyzer_;
  llvm::FastMathFlags fmf_;
};

}  // namespace ktune
