// The CPU back end of the LLVM emitter: x86-64 kernels.
//
// A parallel loop, a task of the LoweredFunc (lowering outlined it: outline_parallel_loops),
// becomes a function body(closure, begin, end) over a range of its iterations, which the
// runtime's thread pool calls (ktune_parallel_for); what the task captures, index variables
// and buffer pointers, travels in a closure of 64-bit slots in the task's order. A buffer up to 256 KiB lives on the
// stack, in the entry block of the function that owns it, so that LLVM can keep small tiles
// in registers; a larger one comes from ktune_alloc (64-byte aligned). GPU loop bindings are
// refused with the fix to make, and barriers are no-ops (one iteration per thread).

#include <llvm/IR/Verifier.h>

#include "CodeGenBackends.h"
#include "ktune/ir/IRPrinter.h"
#include "ktune/lower/Passes.h"
#include "ktune/support/Error.h"

namespace ktune {

namespace {
// Allocations up to this size live on the stack (entry block); larger ones on the heap.
constexpr uint64_t kStackAllocLimit = 256 * 1024;
}  // namespace

CodeGenCPU::CodeGenCPU(llvm::LLVMContext &ctx, llvm::Module &module, const Target &target)
    : CodeGenLLVM(ctx, module, target) {}

void CodeGenCPU::add_function(const LoweredFunc &given) {
  // A kernel made without lower() (a test's, a tool's) gets its parallel loops outlined here.
  LoweredFunc outlined;
  if (given.tasks.empty()) {
    outlined = given;
    outline_parallel_loops(&outlined);
  }
  const LoweredFunc &f = given.tasks.empty() ? outlined : given;
  tasks_ = &f.tasks;
  next_task_ = 0;
  begin_function(f);
  if (!target_.cpu.empty()) function_->addFnAttr("target-cpu", target_.cpu);
  function_->addFnAttr("target-features", target_.features);
  function_->addFnAttr("min-legal-vector-width", std::to_string(target_.vector_bits()));
  builder_.SetInsertPoint(llvm::BasicBlock::Create(ctx_, "entry", function_));
  streamed_ = false;
  codegen(promote_half_arithmetic(f.body));
  fence_streaming_stores();
  builder_.CreateRetVoid();
  buffers_.clear();
  add_packed_entry(f);
  verify_module("IR");
  tasks_ = nullptr;
}

void CodeGenCPU::fence_streaming_stores() {
  if (!streamed_) return;
  // MFENCE, which orders non-temporal stores as SFENCE does; as an LLVM fence it also keeps the
  // optimiser from moving a store past it (an intrinsic call might not, given alias scopes).
  builder_.CreateFence(llvm::AtomicOrdering::SequentiallyConsistent);
  streamed_ = false;
}

void CodeGenCPU::codegen_for(const For *op) {
  user_check(op->kind != ForKind::ThreadBinding, "loop '" << op->var.name() << "' is bound to " << op->thread_tag
                                                          << ", which needs a GPU target (this target is "
                                                          << target_.str() << ")");
  // Lowering made the parallel loops inside a task serial (outline_parallel_loops).
  if (op->kind != ForKind::Parallel) return serial_for(op);
  auto *cmin = as_const_int(op->min);
  auto *cext = as_const_int(op->extent);
  if (cmin && cext) analyzer_.bind(op->var, *cmin, *cext);
  codegen_parallel(op);
  analyzer_.unbind(op->var);
}

void CodeGenCPU::codegen_parallel(const For *op) {
  // What the body uses from outside, in the closure's order: lowering decided it.
  // The tasks are in the order of the body, which is the order the loops are met here.
  internal_check(next_task_ < tasks_->size() && (*tasks_)[next_task_].loop_var == op->var.node(),
                 "parallel loop '" << op->var.name() << "' is not the next task lowering outlined");
  const ParallelTask &task = (*tasks_)[next_task_++];
  const std::vector<const Variable *> &free_vars = task.captured_vars;
  const std::vector<const BufferNode *> &free_buffers = task.captured_buffers;
  size_t slots = free_vars.size() + free_buffers.size();
  llvm::Type *i64 = builder_.getInt64Ty();
  llvm::Type *ptr_ty = builder_.getPtrTy();
  llvm::Value *closure = create_entry_alloca(i64, std::max<size_t>(slots, 1), "closure");
  size_t k = 0;
  for (auto *v : free_vars) {
    llvm::Value *val = vars_.at(v);
    internal_check(val->getType()->isIntegerTy(64), "closure of a non-index variable " << v->name);
    builder_.CreateStore(val, builder_.CreateConstInBoundsGEP1_64(i64, closure, k++));
  }
  for (auto *b : free_buffers) {
    builder_.CreateStore(buffers_.at(b), builder_.CreateConstInBoundsGEP1_64(i64, closure, k++));
  }

  // The outlined body: void body(ptr closure, i64 begin, i64 end). It unpacks the closure and
  // calls the task proper, whose buffers are noalias parameters like the kernel's own: a
  // pointer loaded from the closure says nothing of aliasing, and LLVM would then keep every
  // store to an output in the loop that accumulates into it (a tile of a convolution reduced
  // straight into its output, 2026-12-05: stored back after each of its 576 reduction steps).
  // The task is always inlined into the body, where the inliner keeps the facts as scopes.
  auto *fn_ty = llvm::FunctionType::get(builder_.getVoidTy(), {ptr_ty, i64, i64}, false);
  llvm::Function *body_fn = llvm::Function::Create(fn_ty, llvm::Function::InternalLinkage, task.name, module_);
  std::vector<llvm::Type *> task_params(free_buffers.size(), ptr_ty);
  task_params.insert(task_params.end(), free_vars.size() + 2, i64);
  llvm::Function *task_fn = llvm::Function::Create(llvm::FunctionType::get(builder_.getVoidTy(), task_params, false),
                                                   llvm::Function::InternalLinkage, task.name + ".task", module_);
  for (llvm::Function *fn : {body_fn, task_fn}) {
    fn->addFnAttr(llvm::Attribute::NoUnwind);
    fn->addFnAttr("target-cpu", function_->getFnAttribute("target-cpu").getValueAsString());
    fn->addFnAttr("target-features", function_->getFnAttribute("target-features").getValueAsString());
    fn->addFnAttr("min-legal-vector-width", function_->getFnAttribute("min-legal-vector-width").getValueAsString());
  }
  task_fn->addFnAttr(llvm::Attribute::AlwaysInline);
  for (size_t i = 0; i < free_buffers.size(); ++i) task_fn->addParamAttr(i, llvm::Attribute::NoAlias);

  auto saved_vars = vars_;
  auto saved_buffers = buffers_;
  llvm::Function *saved_fn = function_;
  llvm::BasicBlock *saved_block = builder_.GetInsertBlock();
  builder_.SetInsertPoint(llvm::BasicBlock::Create(ctx_, "entry", body_fn));
  llvm::Value *env = body_fn->getArg(0);
  std::vector<llvm::Value *> task_args;
  k = free_vars.size();
  for (auto *b : free_buffers) {
    task_args.push_back(builder_.CreateLoad(ptr_ty, builder_.CreateConstInBoundsGEP1_64(i64, env, k++), b->name));
  }
  k = 0;
  for (auto *v : free_vars) {
    task_args.push_back(builder_.CreateLoad(i64, builder_.CreateConstInBoundsGEP1_64(i64, env, k++), v->name));
  }
  task_args.push_back(body_fn->getArg(1));
  task_args.push_back(body_fn->getArg(2));
  builder_.CreateCall(task_fn, task_args);
  builder_.CreateRetVoid();

  function_ = task_fn;
  in_parallel_ = true;
  bool saved_streamed = streamed_;
  streamed_ = false;
  builder_.SetInsertPoint(llvm::BasicBlock::Create(ctx_, "entry", task_fn));
  k = 0;
  for (auto *b : free_buffers) {
    task_fn->getArg(k)->setName(b->name);
    buffers_[b] = task_fn->getArg(k++);
  }
  for (auto *v : free_vars) {
    task_fn->getArg(k)->setName(v->name);
    vars_[v] = task_fn->getArg(k++);
  }
  llvm::Value *min = codegen(op->min);
  llvm::Value *begin = builder_.CreateAdd(min, task_fn->getArg(k));
  llvm::Value *end = builder_.CreateAdd(min, task_fn->getArg(k + 1));
  codegen_serial_loop(op->var, begin, end, op->body);
  fence_streaming_stores();
  builder_.CreateRetVoid();
  streamed_ = saved_streamed;
  in_parallel_ = false;
  function_ = saved_fn;
  vars_ = saved_vars;
  buffers_ = saved_buffers;
  builder_.SetInsertPoint(saved_block);

  llvm::FunctionCallee pfor = module_.getOrInsertFunction(
      "ktune_parallel_for", llvm::FunctionType::get(builder_.getVoidTy(), {i64, ptr_ty, ptr_ty}, false));
  fence_streaming_stores();  // what this function streamed before the tasks that may read it
  builder_.CreateCall(pfor, {codegen(op->extent), body_fn, closure});
}

void CodeGenCPU::codegen_allocate(const Allocate *op) {
  const BufferNode *b = op->buffer.get();
  uint64_t count = static_cast<uint64_t>(b->physical_size());
  uint64_t bytes = count * b->dtype.bytes();
  if (bytes <= kStackAllocLimit) {
    with_buffer(b, create_entry_alloca(llvm_type(b->dtype), count, b->name.c_str()), true, op->body);
    return;
  }
  llvm::Type *ptr_ty = builder_.getPtrTy();
  llvm::FunctionCallee alloc =
      module_.getOrInsertFunction("ktune_alloc", llvm::FunctionType::get(ptr_ty, {builder_.getInt64Ty()}, false));
  llvm::FunctionCallee release =
      module_.getOrInsertFunction("ktune_free", llvm::FunctionType::get(builder_.getVoidTy(), {ptr_ty}, false));
  llvm::Value *p = builder_.CreateCall(alloc, {builder_.getInt64(bytes)}, b->name);
  with_buffer(b, p, false, op->body);  // ktune_alloc returns 64-byte aligned memory
  fence_streaming_stores();            // no store still in flight to memory given back
  builder_.CreateCall(release, {p});
}

llvm::Value *CodeGenCPU::codegen_target_call(const Call *op, const std::vector<llvm::Value *> &args) {
  switch (op->op) {
    // A CPU runs one iteration per thread: nothing to wait for.
    case CallOp::ThreadBarrier: return builder_.getInt32(0);
    // A read into L2 (locality 2: prefetcht1), for data that a later loop reuses from there.
    case CallOp::Prefetch:
      builder_.CreateIntrinsic(llvm::Intrinsic::prefetch, {builder_.getPtrTy()},
                               {args[0], builder_.getInt32(0), builder_.getInt32(2), builder_.getInt32(1)});
      return builder_.getInt32(0);
    case CallOp::ShuffleXor:
    case CallOp::LoadMatrix:
    case CallOp::Mma:
    case CallOp::CopyAsync:
    case CallOp::AsyncCommit:
    case CallOp::AsyncWait: internal_check(false, call_op_name(op->op) << " outside a GPU kernel"); return nullptr;
    default: return cpu_library_math(op, args);
  }
}

}  // namespace ktune
