// What every GPU kernel means, whichever back end carries it out (CodeGenBackends.h).
//
// A loop bound to blockIdx.* or threadIdx.* is not a loop on a GPU: its variable is the
// block's or thread's index, read from the hardware (NVPTX special registers, AMDGPU
// work-group and work-item ids). Each tag's launch dimension is the largest extent bound to
// it; a loop shorter than its dimension runs under a guard (index < extent). Loops bound to the
// same tag at different depths use the same index, which is how a block's threads fetch a
// shared tile cooperatively inside the loops they compute in. Shared buffers are module
// globals in address space 3 (one per block), every other buffer of the kernel is private
// (per thread, on the stack). A barrier in a guarded region would be reached by some threads
// only, which deadlocks: it is refused. exp, erf and tanh are the inline f32 approximations
// of VectorMath.cpp on every target; the other math functions are LLVM intrinsics the GPU
// back ends select, or libdevice's __nv_* functions on NVPTX (linked by CUDABackend.cpp).
#include <algorithm>
#include <unordered_set>

#include "CodeGenBackends.h"

#include "ktune/ir/IRPrinter.h"

#include "ktune/ir/IRVisitor.h"
#include "ktune/ir/ThreadTag.h"
#include "ktune/support/Error.h"

namespace ktune {

namespace {

int tag_dimension(const std::string &tag) {
  auto t = ThreadTag::parse(tag);
  return t ? t->dim : -1;
}

/** Checks that the kernel's work is all inside bound loops and collects each tag's extent. */
class LaunchCollector : public IRVisitor {
 public:
  std::map<std::string, int64_t> extent;
  std::unordered_set<const BufferNode *> outputs;  // the kernel's arguments
  using IRVisitor::visit;

 protected:
  void visit_node(const For *op) override {
    if (op->kind == ForKind::ThreadBinding) {
      auto *c = as_const_int(op->extent);
      user_check(c != nullptr, "loop '" << op->var.name() << "' is bound to " << op->thread_tag
                                        << " but its extent is not a constant");
      user_check(is_thread_index(op->thread_tag) || is_block_index(op->thread_tag),
                 "loop '" << op->var.name() << "' is bound to '" << op->thread_tag << "'");
      int64_t &e = extent[op->thread_tag];
      e = std::max(e, *c);
      bool was_block = in_block_, was_thread = in_thread_;
      in_block_ |= is_block_index(op->thread_tag);
      in_thread_ |= is_thread_index(op->thread_tag);
      IRVisitor::visit_node(op);
      in_block_ = was_block;
      in_thread_ = was_thread;
      return;
    }
    user_check(in_block_,
               "loop '" << op->var.name()
                        << "' of the GPU kernel is not inside a loop bound to blockIdx.*: bind the "
                           "outer loops of every stage computed at the root (s[T].bind(axis, \"blockIdx.x\"))");
    IRVisitor::visit_node(op);
  }
  void visit_node(const BufferStore *op) override {
    // Every thread may keep private or shared values at block level (a reduction's result);
    // a kernel's output must be written by threads that divide the work.
    bool output = outputs.count(op->buffer.get()) > 0;
    user_check(in_block_ && (in_thread_ || !output),
               "the store to '" << op->buffer->name
                                << "' is not inside loops bound to blockIdx.* and threadIdx.*: "
                                   "bind its stage's loops (or compute it at a bound loop)");
    IRVisitor::visit_node(op);
  }

 private:
  bool in_block_ = false, in_thread_ = false;
};

}  // namespace

void CodeGenGPU::codegen_for(const For *op) {
  if (op->kind == ForKind::ThreadBinding) return codegen_thread_loop(op);
  user_check(op->kind != ForKind::Parallel, "loop '" << op->var.name() << "' is parallel, which means CPU threads; on "
                                                     << target_.str()
                                                     << " bind it to blockIdx.* or threadIdx.* instead");
  serial_for(op);
}

void CodeGenGPU::codegen_if(const IfThenElse *op) {
  // A condition on a thread's index sends the block's threads different ways: no barrier may
  // lie inside (see codegen_barrier).
  if (!uses_var(op->condition, [&](const Variable *v) { return thread_vars_.count(v) > 0; })) return serial_if(op);
  std::string saved_loop = guarded_loop_;
  ++thread_guard_depth_;
  guarded_loop_ = "condition " + to_string(op->condition);
  serial_if(op);
  --thread_guard_depth_;
  guarded_loop_ = saved_loop;
}

void CodeGenGPU::codegen_thread_loop(const For *op) {
  auto *cext = as_const_int(op->extent);
  int64_t extent = *cext;
  int64_t dim = launch_extent_.at(op->thread_tag);
  int axis = tag_dimension(op->thread_tag);
  internal_check(axis >= 0, "thread tag " << op->thread_tag);
  llvm::Value *index = read_index(is_thread_index(op->thread_tag), axis, op->thread_tag);
  llvm::Value *value = builder_.CreateAdd(codegen(op->min), index);
  analyzer_.bind(op->var, 0, extent);
  llvm::Value *saved = vars_.count(op->var.node()) ? vars_[op->var.node()] : nullptr;
  vars_[op->var.node()] = value;
  if (is_thread_index(op->thread_tag)) thread_vars_.insert(op->var.node());
  if (extent < dim) {
    // Fewer iterations than threads or blocks of this dimension: the others skip the body.
    llvm::BasicBlock *then_block = llvm::BasicBlock::Create(ctx_, op->var.name() + ".bound", function_);
    llvm::BasicBlock *after = llvm::BasicBlock::Create(ctx_, op->var.name() + ".after", function_);
    builder_.CreateCondBr(builder_.CreateICmpULT(index, builder_.getInt64(extent)), then_block, after);
    builder_.SetInsertPoint(then_block);
    ++thread_guard_depth_;
    std::string saved_loop = guarded_loop_;
    guarded_loop_ = op->var.name() + " (" + std::to_string(extent) + " of " + std::to_string(dim) + " along " +
                    op->thread_tag + ")";
    codegen(op->body);
    guarded_loop_ = saved_loop;
    --thread_guard_depth_;
    builder_.CreateBr(after);
    builder_.SetInsertPoint(after);
  } else {
    codegen(op->body);
  }
  if (saved)
    vars_[op->var.node()] = saved;
  else
    vars_.erase(op->var.node());
  analyzer_.unbind(op->var);
}

void CodeGenGPU::codegen_barrier() {
  user_check(thread_guard_depth_ == 0,
             "a shared-memory barrier falls inside the bound loop "
                 << guarded_loop_
                 << ", which only some threads enter: give every loop bound to a threadIdx tag the same extent");
  emit_barrier();
}

// A warp shuffle is a collective of the warp, like a barrier of the block: every lane must
// execute it, and the partner lane is found by xor-ing the lane number, which is threadIdx.x's
// low bits only when the block's x dimension is a power of two.
llvm::Value *CodeGenGPU::codegen_shuffle_xor(const Call *op, llvm::Value *value) {
  user_check(thread_guard_depth_ == 0,
             "a warp shuffle of a cross-thread reduction falls inside the bound loop "
                 << guarded_loop_ << ", which only some threads enter: give every loop bound to a threadIdx tag the "
                 << "same extent");
  int64_t offset = *as_const_int(op->args[1]);
  auto it = launch_extent_.find("threadIdx.x");
  int64_t bx = it == launch_extent_.end() ? 1 : it->second;
  user_check((bx & (bx - 1)) == 0 && offset < bx,
             "kernel " << kernel_name_
                       << " reduces across threadIdx.x with warp shuffles, which need a power of two of "
                       << "threads along threadIdx.x, but the block has " << bx
                       << ": give every loop bound to threadIdx.x the same extent");
  DataType t = op->type;
  llvm::Type *bits_ty = builder_.getIntNTy(t.bits);
  llvm::Value *bits = builder_.CreateBitCast(value, bits_ty);
  llvm::Value *result;
  if (t.bits == 32) {
    result = shuffle_xor_i32(bits, offset);
  } else {
    // 64-bit values move as two 32-bit halves.
    llvm::Value *lo = builder_.CreateTrunc(bits, builder_.getInt32Ty());
    llvm::Value *hi = builder_.CreateTrunc(builder_.CreateLShr(bits, 32), builder_.getInt32Ty());
    lo = builder_.CreateZExt(shuffle_xor_i32(lo, offset), bits_ty);
    hi = builder_.CreateZExt(shuffle_xor_i32(hi, offset), bits_ty);
    result = builder_.CreateOr(lo, builder_.CreateShl(hi, 32));
  }
  return builder_.CreateBitCast(result, value->getType());
}

void CodeGenGPU::codegen_allocate(const Allocate *op) {
  const BufferNode *b = op->buffer.get();
  uint64_t count = static_cast<uint64_t>(b->physical_size());
  if (b->scope == MemoryScope::Shared) {
    // Each shared array starts 64-byte aligned, as the back ends lay them out.
    int64_t offset = (shared_bytes_ + 63) / 64 * 64;
    shared_bytes_ = offset + static_cast<int64_t>(count * b->dtype.bytes());
    with_buffer(b, shared_buffer(b, count, offset), false, op->body);
    return;
  }
  user_check(count * b->dtype.bytes() <= 64 * 1024,
             "buffer '" << b->name << "' (" << count * b->dtype.bytes()
                        << " bytes) is private to each GPU thread and too large: compute its stage at an inner "
                           "loop, or put it in shared memory (cache_read/cache_write with scope \"shared\")");
  with_buffer(b, create_entry_alloca(llvm_type(b->dtype), count, b->name.c_str()), true, op->body);
}

llvm::Value *CodeGenGPU::shared_buffer(const BufferNode *b, uint64_t count, int64_t) {
  auto *array = llvm::ArrayType::get(llvm_type(b->dtype), count);
  auto *g =
      new llvm::GlobalVariable(module_, array, false, llvm::GlobalValue::InternalLinkage, llvm::UndefValue::get(array),
                               kernel_name_ + "." + b->name, nullptr, llvm::GlobalValue::NotThreadLocal, 3);
  g->setAlignment(llvm::Align(64));
  // Generic pointers everywhere; LLVM's address space inference turns the accesses back into
  // shared-memory ones.
  return llvm::ConstantExpr::getAddrSpaceCast(g, builder_.getPtrTy());
}

llvm::Value *CodeGenGPU::codegen_target_call(const Call *op, const std::vector<llvm::Value *> &args) {
  if (op->op == CallOp::ThreadBarrier) {
    codegen_barrier();
    return builder_.getInt32(0);
  }
  if (op->op == CallOp::ShuffleXor) return codegen_shuffle_xor(op, args[0]);
  if (op->op == CallOp::Prefetch) return builder_.getInt32(0);  // a CPU schedule's hint: nothing here
  if (op->op >= CallOp::LoadMatrix) check_instruction_exists(op);
  if (op->op == CallOp::LoadMatrix || op->op == CallOp::Mma) return codegen_warp_matrix(op, args);
  switch (op->op) {
    case CallOp::CopyAsync:
      copy_async(args[0], args[1], *as_const_int(op->args[2]),
                 builder_.CreateIntCast(args[3], builder_.getInt32Ty(), op->args[3].type().is_int()));
      return builder_.getInt32(0);
    case CallOp::AsyncCommit: async_commit(); return builder_.getInt32(0);
    case CallOp::AsyncWait: async_wait(*as_const_int(op->args[0])); return builder_.getInt32(0);
    default: return device_math(op, args);
  }
}

// Without asynchronous copies (AMD) the copy happens here, synchronously: a schedule that asks
// for cp.async still runs there, its waits and commits doing nothing.
void CodeGenGPU::copy_async(llvm::Value *dst, llvm::Value *src, int64_t bytes, llvm::Value *src_bytes) {
  llvm::Align align(static_cast<uint64_t>(bytes));
  if (copies_whole_source(src_bytes, bytes)) {
    // The tile fetches: one load and one store of the full width.
    llvm::Type *word = bytes == 16 ? static_cast<llvm::Type *>(llvm::FixedVectorType::get(builder_.getInt32Ty(), 4))
                                   : builder_.getIntNTy(static_cast<unsigned>(8 * bytes));
    builder_.CreateAlignedStore(builder_.CreateAlignedLoad(word, src, align), dst, align);
    return;
  }
  // A partial source: the bytes below src_bytes are read (a masked load reads nothing else),
  // the rest are zeros.
  auto *bytes_type = llvm::FixedVectorType::get(builder_.getInt8Ty(), static_cast<unsigned>(bytes));
  std::vector<llvm::Constant *> lanes;
  for (int64_t i = 0; i < bytes; ++i) lanes.push_back(builder_.getInt32(static_cast<uint32_t>(i)));
  llvm::Value *mask = builder_.CreateICmpSLT(llvm::ConstantVector::get(lanes),
                                             builder_.CreateVectorSplat(static_cast<unsigned>(bytes), src_bytes));
  llvm::Value *data =
      builder_.CreateMaskedLoad(bytes_type, src, llvm::Align(1), mask, llvm::Constant::getNullValue(bytes_type));
  builder_.CreateAlignedStore(data, dst, align);
}

// Which GPUs have the warp-level instructions: the PTX ISA's target requirements (mma.sync
// m16n8k16 and cp.async sm_80; ldmatrix PTX 6.5, past the ISA version sm_75 is compiled with
// here, see Target.cpp), and AMD's CDNA2/CDNA3 ISAs (the f16 and bf16_1k MFMA forms: gfx90a and
// the gfx94x/gfx950 family). Checked once here, for the hardware back ends and the emulator
// alike, so that what the emulator passes compiles; LLVM would otherwise stop the process when
// it cannot select one.
void CodeGenGPU::check_instruction_exists(const Call *op) const {
  const Target &gpu = gpu_target();
  bool sm80 = gpu.sm_version() >= 80;
  std::string kernel = "kernel " + kernel_name_ + ": ";
  switch (op->op) {
    case CallOp::LoadMatrix:
      user_check(sm80, kernel << "ldmatrix (load_matrix) needs an NVIDIA GPU of sm_80 or later, not " << gpu.str());
      break;
    case CallOp::Mma: {
      auto kind = static_cast<MatrixIntrinsic>(*as_const_int(op->args[0]));
      if (!is_amd_matrix_intrinsic(kind)) {
        user_check(
            sm80, kernel << matrix_intrinsic_name(kind) << " needs an NVIDIA GPU of sm_80 or later, not " << gpu.str());
        break;
      }
      user_check(gpu.has_mfma(),
                 kernel << matrix_intrinsic_name(kind)
                        << " needs an AMD CDNA2/CDNA3 GPU (gfx90a, gfx940, gfx941, gfx942, gfx950), not " << gpu.str());
      break;
    }
    case CallOp::CopyAsync:
    case CallOp::AsyncCommit:
    case CallOp::AsyncWait:
      // Elsewhere than on NVIDIA GPUs the copies are synchronous (see copy_async).
      user_check(gpu.kind != Target::Kind::CUDA || sm80,
                 kernel << "cp.async (an asynchronous pipeline) needs sm_80 or later, not " << gpu.str());
      break;
    default: break;
  }
}

// The matrix instructions are collectives of the warp: every lane executes them, so none may
// lie under a guard, and the block must be whole warps (the hardware's warps are the block's
// threads in groups of 32, x fastest).
llvm::Value *CodeGenGPU::codegen_warp_matrix(const Call *op, const std::vector<llvm::Value *> &args) {
  user_check(thread_guard_depth_ == 0,
             call_op_name(op->op) << " (a warp-wide matrix instruction) falls inside the bound loop " << guarded_loop_
                                  << ", which only some threads enter: every lane of the warp must execute it");
  int64_t threads = 1;
  for (auto &[tag, extent] : launch_extent_)
    if (is_thread_index(tag)) threads *= extent;
  bool load = op->op == CallOp::LoadMatrix;
  auto kind = load ? MatrixIntrinsic::NvMma16x8x16F16 : static_cast<MatrixIntrinsic>(*as_const_int(op->args[0]));
  int warp = matrix_shape(kind).warp_size;
  user_check(threads % warp == 0, "kernel " << kernel_name_ << " uses " << call_op_name(op->op) << " with " << threads
                                            << " threads per block: warp-wide instructions need whole warps of "
                                            << warp);
  if (load)
    return load_matrix(args[0], static_cast<int>(*as_const_int(op->args[1])), *as_const_int(op->args[2]) != 0,
                       op->type);
  return matrix_multiply(kind, args[1], args[2], args[3]);
}

// check_instruction_exists has refused these calls on a GPU without them: a back end that gets
// here was let through by mistake.
llvm::Value *CodeGenGPU::load_matrix(llvm::Value *, int, bool, DataType) {
  internal_check(false, "ldmatrix reached the back end of " << gpu_target().str());
  return nullptr;
}

llvm::Value *CodeGenGPU::matrix_multiply(MatrixIntrinsic kind, llvm::Value *, llvm::Value *, llvm::Value *) {
  internal_check(false, matrix_intrinsic_name(kind) << " reached the back end of " << gpu_target().str());
  return nullptr;
}

bool CodeGenGPU::copies_whole_source(llvm::Value *src_bytes, int64_t bytes) {
  auto *c = llvm::dyn_cast<llvm::ConstantInt>(src_bytes);
  return c && c->getSExtValue() == bytes;
}

bool CodeGenGPU::common_gpu_math(const Call *op) {
  DataType t = op->type;
  bool f32 = t.is_float() && t.bits == 32;
  bool inline_f32 = f32 && (op->op == CallOp::Exp || op->op == CallOp::Erf || op->op == CallOp::Tanh);
  return inline_f32 || op->op == CallOp::Abs || op->op == CallOp::Fma || op->op == CallOp::Sqrt ||
         op->op == CallOp::Rsqrt || op->op == CallOp::Floor || op->op == CallOp::Ceil;
}

void CodeGenGPU::check_device_math(const Call *op) const {
  DataType t = op->type;
  user_check(t.is_scalar(), call_op_name(op->op)
                                << " of the vector type " << t.str() << " on a GPU: do not vectorize this loop");
  user_check(t.is_float() && (t.bits == 32 || t.bits == 64),
             call_op_name(op->op) << " of " << t.str() << " is not supported on " << target_.str());
}

void CodeGenGPU::add_kernel(const LoweredFunc &f, GpuLaunch *launch) {
  LaunchCollector collect;
  for (auto &a : f.args) collect.outputs.insert(a.get());
  collect.visit(f.body);
  launch_extent_ = collect.extent;
  *launch = GpuLaunch();
  for (auto &[tag, extent] : launch_extent_) {
    int d = tag_dimension(tag);
    (is_thread_index(tag) ? launch->block : launch->grid)[d] = extent;
  }
  user_check(launch->threads_per_block() <= 1024,
             "kernel " << f.name << " has " << launch->threads_per_block() << " threads per block (" << launch->block[0]
                       << " x " << launch->block[1] << " x " << launch->block[2] << "); GPUs allow at most 1024");
  user_check(launch->block[2] <= 64,
             "kernel " << f.name << ": threadIdx.z has " << launch->block[2] << " threads; at most 64 are allowed");
  user_check(launch->grid[1] <= 65535 && launch->grid[2] <= 65535,
             "kernel " << f.name << ": blockIdx.y and blockIdx.z allow at most 65535 blocks");

  begin_function(f);
  set_kernel_attributes(*launch);
  // Device allocations are 256-byte aligned (the calling contract), so vector accesses may
  // claim the alignment their index proves.
  for (auto &a : f.args) own_buffers_.insert(a.get());
  builder_.SetInsertPoint(llvm::BasicBlock::Create(ctx_, "entry", function_));
  codegen(prepare_body(f.body));
  builder_.CreateRetVoid();
  buffers_.clear();
  own_buffers_.clear();
  launch->shared_bytes = shared_bytes_;
  finish_kernel(f);
  verify_module("GPU IR");
}

}  // namespace ktune
