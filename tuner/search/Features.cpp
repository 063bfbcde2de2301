// Loop-nest features for the cost model.
//
// The model has to tell schedules of one workload apart, so the features describe what the
// generated code does rather than which knobs made it: how the iterations are split between
// the thread pool, vector lanes and serial loops (unrolled copies show as more statements); how much arithmetic each
// innermost iteration does; how memory is touched (contiguous vectors, broadcasts, masked
// tails, gathers, scalars, and whether the innermost loop walks memory with stride 1); and how
// large the kernel's own buffers are against the caches. Every count is multiplied by the
// iterations of the loops around it (inside a branch `if (v < c)` on a loop's variable, by the
// share of that loop's iterations the branch runs: a partitioned loop's full and partial
// tiles), and all values are log2(1 + x) so that the trees split on orders of magnitude.
#include "ktune/tuner/Features.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "ktune/analysis/Analyzer.h"
#include "ktune/ir/IRVisitor.h"
#include "ktune/ir/MatrixIntrinsic.h"

namespace ktune {

namespace {

enum Feature {
  kParallelExtent,
  kParallelLoops,
  kVectorLanes,
  kSerialLoops,
  kMaxDepth,
  kInnerIterations,     // iterations of all stores (with their loops)
  kArithmetic,          // float/int arithmetic operations executed (lanes counted)
  kArithmeticPerStore,  // operations per store statement, averaged
  kFmaCandidates,       // multiply-adds executed
  kTranscendentals,     // exp/erf/tanh/... executed
  kBytesContiguous,     // bytes read or written by contiguous vector accesses
  kBytesBroadcast,
  kBytesMasked,
  kBytesGathered,
  kBytesScalar,
  kBytesStride1Inner,    // scalar accesses whose index moves by 1 with the innermost loop
  kBytesStridedInner,    // scalar accesses whose index moves by more than 1 with it
  kBytesInvariantInner,  // accesses that do not move with the innermost loop (registers)
  kArithmeticIntensity,  // arithmetic per byte moved
  kOwnBufferBytes,       // the kernel's own allocations
  kLargestOwnBuffer,
  kOwnBuffersOverL1,  // allocated bytes beyond 48 KiB
  kOwnBuffersOverL2,  // allocated bytes beyond 1.25 MiB
  kStores,            // store statements in the code (after unrolling)
  kBranches,          // if statements executed
  kMatrixFlops,       // floating-point operations of matrix instructions (tensor cores), executed
  kAsyncCopyBytes,    // bytes copied by cp.async (global to shared without registers), executed
  kBytesStreamed,     // bytes of whole-vector stores that bypass the caches (stream_stores), executed
  kCount
};

const char *const kNames[kCount] = {"parallel_extent",
                                    "parallel_loops",
                                    "vector_lanes",
                                    "serial_loops",
                                    "max_depth",
                                    "inner_iterations",
                                    "arithmetic",
                                    "arithmetic_per_store",
                                    "fma_candidates",
                                    "transcendentals",
                                    "bytes_contiguous",
                                    "bytes_broadcast",
                                    "bytes_masked",
                                    "bytes_gathered",
                                    "bytes_scalar",
                                    "bytes_stride1_inner",
                                    "bytes_strided_inner",
                                    "bytes_invariant_inner",
                                    "arithmetic_intensity",
                                    "own_buffer_bytes",
                                    "largest_own_buffer",
                                    "own_buffers_over_l1",
                                    "own_buffers_over_l2",
                                    "stores",
                                    "branches",
                                    "matrix_flops",
                                    "async_copy_bytes",
                                    "bytes_streamed"};

class Extractor : public IRVisitor {
 public:
  double f[kCount] = {};
  using IRVisitor::visit;

 protected:
  using IRVisitor::visit_node;

  void visit_node(const For *op) override {
    auto *ext = as_const_int(op->extent);
    double extent = ext ? static_cast<double>(*ext) : 1.0;
    if (op->kind == ForKind::Parallel) {
      f[kParallelExtent] = std::max(f[kParallelExtent], extent);
      f[kParallelLoops] += 1;
    } else {
      f[kSerialLoops] += 1;
    }
    auto *min = as_const_int(op->min);
    loops_.push_back({op->var.node(), extent, ext != nullptr && min != nullptr, min ? static_cast<double>(*min) : 0.0});
    f[kMaxDepth] = std::max(f[kMaxDepth], static_cast<double>(loops_.size()));
    IRVisitor::visit_node(op);
    loops_.pop_back();
  }

  void visit_node(const IfThenElse *op) override {
    f[kBranches] += iterations();
    visit(op->condition);
    // A loop split by a tile that does not divide it is partitioned as `if (v < c)` on the tile
    // loop: full tiles, else the partial one. Each branch runs for its share of v's iterations,
    // not for all of them (counted whole, a 6-row tile of 64 rows did twice the arithmetic).
    double share = branch_share(op->condition);
    double saved = scale_;
    scale_ = saved * share;
    visit(op->then_case);
    scale_ = saved * (share < 1.0 ? 1.0 - share : 1.0);
    if (op->else_case.defined()) visit(op->else_case);
    scale_ = saved;
  }

  // The share of iterations in which `cond` holds, where it is `v < c` on an enclosing loop's
  // variable (of a constant start and extent) and strictly between none and all; else 1: both
  // branches are counted whole, as if each always ran.
  double branch_share(const Expr &cond) const {
    auto *lt = cond.as<LT>();
    if (!lt) return 1.0;
    auto *v = lt->a.as<Variable>();
    auto *c = as_const_int(lt->b);
    if (!v || !c) return 1.0;
    for (auto &l : loops_) {
      if (l.var == v && l.known && l.extent > 0) {
        double share = (static_cast<double>(*c) - l.min) / l.extent;
        return share > 0.0 && share < 1.0 ? share : 1.0;
      }
    }
    return 1.0;
  }

  void visit_node(const Allocate *op) override {
    double bytes = static_cast<double>(op->buffer->physical_size() * op->buffer->dtype.bytes());
    f[kOwnBufferBytes] += bytes;
    f[kLargestOwnBuffer] = std::max(f[kLargestOwnBuffer], bytes);
    IRVisitor::visit_node(op);
  }

  void visit_node(const BufferStore *op) override {
    double n = iterations();
    f[kStores] += 1;
    f[kInnerIterations] += n;
    int lanes = op->value.type().lanes;
    f[kVectorLanes] = std::max(f[kVectorLanes], static_cast<double>(lanes));
    access(op->buffer, op->indices, op->predicate, lanes, n);
    // What code generation streams where the address allows (CodeGenLLVM::store_streaming).
    if (op->is_streaming()) f[kBytesStreamed] += static_cast<double>(lanes) * op->buffer->dtype.bytes() * n;
    double before = arithmetic_;
    visit(op->value);
    if (op->predicate.defined()) visit(op->predicate);
    for (auto &i : op->indices) visit(i);
    f[kArithmetic] += (arithmetic_ - before) * n;
    per_store_sum_ += arithmetic_ - before;
    ++per_store_count_;
  }

  void visit_node(const BufferLoad *op) override {
    access(op->buffer, op->indices, op->predicate, op->type.lanes, iterations());
    IRVisitor::visit_node(op);
  }

  void visit_node(const Call *op) override {
    // A prefetch's address is not a load, nor its line work.
    if (op->op == CallOp::Prefetch) return;
    double lanes = op->type.lanes;
    switch (op->op) {
      case CallOp::Exp:
      case CallOp::Log:
      case CallOp::Tanh:
      case CallOp::Erf:
      case CallOp::Pow: f[kTranscendentals] += lanes * iterations(); break;
      case CallOp::Fma: f[kFmaCandidates] += lanes * iterations(); break;
      case CallOp::Mma: {
        // A warp-wide instruction: each of the warp's lanes (counted in the iterations) does
        // its share of the tile's 2 m n k operations.
        MatrixShape s = matrix_shape(static_cast<MatrixIntrinsic>(*as_const_int(op->args[0])));
        f[kMatrixFlops] += 2.0 * s.m * s.n * s.k / s.warp_size * iterations();
        break;
      }
      case CallOp::CopyAsync:
        f[kAsyncCopyBytes] += static_cast<double>(*as_const_int(op->args[2])) * iterations();
        break;
      default: break;
    }
    arithmetic_ += lanes;
    IRVisitor::visit_node(op);
  }

  void visit_node(const Add *op) override {
    if (op->type.is_float() && (op->a.as<Mul>() || op->b.as<Mul>())) f[kFmaCandidates] += op->type.lanes * iterations();
    arithmetic_ += op->type.lanes;
    IRVisitor::visit_node(op);
  }
  void visit_node(const Sub *op) override {
    count(op->type, [&] { IRVisitor::visit_node(op); });
  }
  void visit_node(const Mul *op) override {
    count(op->type, [&] { IRVisitor::visit_node(op); });
  }
  void visit_node(const Div *op) override {
    count(op->type, [&] { IRVisitor::visit_node(op); });
  }
  void visit_node(const Min *op) override {
    count(op->type, [&] { IRVisitor::visit_node(op); });
  }
  void visit_node(const Max *op) override {
    count(op->type, [&] { IRVisitor::visit_node(op); });
  }

 public:
  void finish() {
    f[kArithmeticPerStore] = per_store_count_ ? per_store_sum_ / per_store_count_ : 0;
    double bytes = f[kBytesContiguous] + f[kBytesBroadcast] + f[kBytesMasked] + f[kBytesGathered] + f[kBytesScalar];
    f[kArithmeticIntensity] = bytes > 0 ? f[kArithmetic] / bytes : 0;
    f[kOwnBuffersOverL1] = std::max(0.0, f[kOwnBufferBytes] - 48.0 * 1024);
    f[kOwnBuffersOverL2] = std::max(0.0, f[kOwnBufferBytes] - 1.25 * 1024 * 1024);
  }

 private:
  struct Loop {
    const Variable *var;
    double extent;
    bool known = false;  // min and extent are constants
    double min = 0;
  };

  template <typename F>
  void count(DataType t, F children) {
    arithmetic_ += t.lanes;
    children();
  }

  double iterations() const {
    double n = scale_;
    for (auto &l : loops_) n *= l.extent;
    return n;
  }

  void access(const Buffer &b, const std::vector<Expr> &indices, const Expr &predicate, int lanes, double n) {
    double bytes = n * lanes * b->dtype.bytes();
    if (indices.size() != 1) return;
    const Expr &index = indices[0];
    if (lanes > 1) {
      if (predicate.defined()) f[kBytesMasked] += bytes;
      if (auto *r = index.as<Ramp>(); r && is_const_int(r->stride, 1))
        f[kBytesContiguous] += bytes;
      else if (index.as<Broadcast>())
        f[kBytesBroadcast] += bytes;
      else
        f[kBytesGathered] += bytes;
      return;
    }
    f[kBytesScalar] += bytes;
    // How the index moves with the innermost loop.
    if (loops_.empty()) return;
    const Variable *inner = loops_.back().var;
    if (!uses_var(index, [&](const Variable *v) { return v == inner; })) {
      f[kBytesInvariantInner] += bytes;
      return;
    }
    Expr step =
        simplify(substitute(index, {{inner, Expr(int64_t{1})}}) - substitute(index, {{inner, Expr(int64_t{0})}}));
    auto *c = as_const_int(step);
    if (c && (*c == 1 || *c == -1))
      f[kBytesStride1Inner] += bytes;
    else
      f[kBytesStridedInner] += bytes;
  }

  std::vector<Loop> loops_;
  double scale_ = 1.0;  // the share of the loops' iterations that the branch being visited runs
  double arithmetic_ = 0;
  double per_store_sum_ = 0;
  int per_store_count_ = 0;
};

}  // namespace

const std::vector<std::string> &feature_names() {
  static const std::vector<std::string> names(std::begin(kNames), std::end(kNames));
  return names;
}

const std::vector<std::string> &gpu_feature_names() {
  static const std::vector<std::string> names = {
      "gpu_registers", "gpu_scalar_registers",         "gpu_spill_bytes", "gpu_shared_bytes", "gpu_threads_per_block",
      "gpu_blocks",    "gpu_blocks_per_multiprocessor"};
  return names;
}

namespace {

// Blocks of this kernel one multiprocessor holds at once. CUDA (sm_80 to sm_90): 64K registers
// allocated per warp in units of 256, 164 KiB (sm_80) to 228 KiB (sm_90) of shared memory,
// 2048 threads, 32 blocks. AMD CDNA (gfx90a, gfx942): 4 SIMDs of at most 8 waves of 64 lanes,
// 512 VGPRs per lane per SIMD, 64 KiB of LDS per work-group processor.
double blocks_per_multiprocessor(const CompiledKernel &k) {
  double threads = static_cast<double>(std::max<int64_t>(1, k.launch.threads_per_block()));
  int64_t shared = std::max<int64_t>(k.launch.shared_bytes, k.resources.shared_bytes);
  int regs = std::max(1, k.resources.registers);
  double by_threads, by_registers, by_shared;
  if (k.target.kind == Target::Kind::CUDA) {
    double warps = std::ceil(threads / 32);
    double regs_per_warp = std::ceil(regs * 32 / 256.0) * 256;
    by_threads = std::min(32.0, std::floor(2048 / threads));
    by_registers = std::floor(65536 / (regs_per_warp * warps));
    int sm = k.target.cpu.rfind("sm_", 0) == 0 ? std::atoi(k.target.cpu.c_str() + 3) : 80;
    double smem = sm >= 90 ? 228 * 1024 : 164 * 1024;
    by_shared = shared > 0 ? std::floor(smem / static_cast<double>(shared)) : 32.0;
  } else {
    double waves = std::ceil(threads / 64);
    double waves_per_simd = std::min(8.0, std::floor(512.0 / regs));
    by_threads = std::floor(4 * 8 / waves);
    by_registers = std::floor(4 * waves_per_simd / waves);
    by_shared = shared > 0 ? std::floor(65536.0 / static_cast<double>(shared)) : 32.0;
  }
  return std::max(0.0, std::min({by_threads, by_registers, by_shared}));
}

}  // namespace

std::vector<float> extract_features(const LoweredFunc &f, const CompiledKernel &k) {
  std::vector<float> out = extract_features(f);
  const GpuResources &r = k.resources;
  double blocks = static_cast<double>(k.launch.grid[0] * k.launch.grid[1] * k.launch.grid[2]);
  for (double v :
       {static_cast<double>(r.registers), static_cast<double>(r.scalar_registers), static_cast<double>(r.spill_bytes),
        static_cast<double>(std::max(r.shared_bytes, k.launch.shared_bytes)),
        static_cast<double>(k.launch.threads_per_block()), blocks, blocks_per_multiprocessor(k)})
    out.push_back(static_cast<float>(std::log2(1.0 + std::max(0.0, v))));
  return out;
}

std::vector<float> extract_features(const LoweredFunc &fn) {
  Extractor e;
  e.visit(fn.body);
  e.finish();
  std::vector<float> out(kCount);
  for (int i = 0; i < kCount; ++i) out[i] = static_cast<float>(std::log2(1.0 + std::max(0.0, e.f[i])));
  return out;
}

}  // namespace ktune
