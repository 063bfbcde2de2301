// GPU kernels run without a GPU: every GPU template's kernel (and random GEMM schedules) lowered
// with GPU semantics, compiled for this CPU and run by the emulator (one OS thread per GPU
// thread, a shared-memory arena per block, real barriers), against the reference. This checks
// what no ptxas run can: that the bound loops cover the output, the shared tiles hold what the
// threads read, the barriers are where they are needed and the cross-thread reductions reduce.
#include <random>

#include <gtest/gtest.h>

#include "ktune/driver/Driver.h"
#include "ktune/ir/IRPrinter.h"
#include "ktune/ir/IRVisitor.h"
#include "ktune/ops/Registry.h"
#include "ktune/runtime/GpuEmulator.h"
#include "ktune/schedule/Template.h"
#include "ktune/support/Error.h"

namespace ktune {
namespace {

void expect_emulated_correct(const Schedule &s, const Target &gpu) {
  const Workload &w = s.workload();
  CompiledKernel k = codegen_gpu_emulation(lower(s, kernel_name(w)), gpu);
  auto loaded = LoadedKernel::load(k);
  std::vector<NDArray> args = make_arguments(w);
  size_t n_in = w.inputs().size();
  // Outputs start as garbage: a kernel that leaves an element unwritten fails.
  for (size_t o = n_in; o < args.size(); ++o) {
    for (int64_t i = 0; i < args[o].size(); ++i) args[o].set(i, 12345.0);
  }
  emulate_gpu_launch(*loaded, k.launch, args);
  std::vector<NDArray> inputs(args.begin(), args.begin() + static_cast<std::ptrdiff_t>(n_in)), expected;
  for (size_t o = n_in; o < args.size(); ++o) expected.push_back(NDArray::empty(args[o].shape(), args[o].dtype()));
  run_reference(w, inputs, expected);
  for (size_t o = 0; o < expected.size(); ++o) {
    EXPECT_LE(relative_error(args[n_in + o], expected[o]), tolerance_for(DataType::f32()))
        << w.spec << " output " << o << ", trace " << s.trace().dump();
  }
}

class GpuEmulationTest : public ::testing::TestWithParam<std::string> {};

TEST_P(GpuEmulationTest, TheGpuTemplateComputesTheReference) {
  Workload w = workload_from_spec(GetParam());
  for (const char *target : {"cuda -arch=sm_80", "rocm -mcpu=gfx942"}) {
    SCOPED_TRACE(target);
    Target t = Target::parse(target);
    expect_emulated_correct(schedule_from_template(w, t), t);
  }
}

INSTANTIATE_TEST_SUITE_P(
    Workloads, GpuEmulationTest,
    ::testing::Values(
        "matmul:M=64,N=48,K=40", "matmul:M=70,N=33,K=19", "dense:M=32,N=64,K=48,bias=1,act=gelu",
        "dense:M=20,N=70,K=36", "dense:M=16,N=40,K=24,bias=1,residual=1", "batch_matmul:B=2,M=32,N=32,K=16",
        "softmax:M=3,N=1024", "softmax:M=4,N=300", "layernorm:M=4,N=256", "layernorm:M=2,N=1000",
        "conv2d:N=1,C=4,H=8,W=8,K=4,R=3,S=3,pad=1,layout=nchw", "conv2d:N=2,C=3,H=17,W=13,K=5,R=3,S=3,pad=1,stride=2",
        "conv2d:N=1,C=8,H=7,W=7,K=12,R=3,S=3,pad=1,layout=nhwc", "conv2d:N=1,C=8,H=6,W=6,K=8,R=1,S=1,layout=nhwc",
        "depthwise_conv2d:N=1,C=4,H=9,W=7,R=3,S=3,pad=1,layout=nhwc", "relu:M=17,N=33", "add:M=5,N=300",
        "conv2d:N=1,C=4,H=8,W=8,K=4,R=3,S=3,pad=1,bias=1,residual=1,act=relu",
        "depthwise_conv2d:N=1,C=4,H=9,W=7,R=3,S=3,pad=1,stride=2,bias=1,act=relu6", "matmul:M=40,N=48,K=24,dtype=f16",
        "matmul:M=33,N=17,K=20,dtype=bf16", "dense:M=16,N=40,K=32,bias=1,act=gelu,dtype=bf16",
        "batch_matmul:B=2,M=16,N=16,K=24,dtype=f16"),
    [](const ::testing::TestParamInfo<std::string> &info) {
      std::string name;
      for (char c : info.param) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
      return name;
    });

// Draws knob values of the workload's GPU template until `count` of them apply (the template
// refuses some: thread or shared-memory limits) and checks each in the emulator.
void expect_random_schedules_correct(const std::string &spec, const std::string &target, uint64_t seed, int count) {
  Workload w = workload_from_spec(spec);
  Target t = Target::parse(target);
  EXPECT_EQ(template_for(w, t).op, w.op_name);
  KnobDomains space = knob_domains(template_for(w, t), w, t);
  std::mt19937_64 rng(seed);
  int run = 0;
  for (int trial = 0; trial < 40 && run < count; ++trial) {
    KnobValues knobs;
    for (auto &[name, values] : space) knobs[name] = values.size() == 1 ? values[0] : values[rng() % values.size()];
    Schedule s(w);
    try {
      s = schedule_from_template(w, t, knobs);
    } catch (const ScheduleError &) {
      continue;
    }
    expect_emulated_correct(s, t);
    ++run;
  }
  EXPECT_EQ(run, count);
}

// Weights packed in panels for the CPU (dense's nblock, what a model's dense has) have no GPU
// template: the refusal says so instead of building a shared tile of whole panels.
TEST(GpuEmulationTest, PanelPackedDenseWeightsAreRefusedOnTheGpu) {
  Workload w = workload_from_spec("dense:M=20,N=64,K=36,bias=1,nblock=32");
  for (const char *target : {"cuda -arch=sm_80", "rocm -mcpu=gfx90a"}) {
    try {
      schedule_from_template(w, Target::parse(target));
      ADD_FAILURE() << target << ": a GPU schedule was made for " << w.spec;
    } catch (const UserError &e) {
      EXPECT_NE(std::string(e.what()).find("nblock"), std::string::npos) << e.what();
    }
  }
}

TEST(GpuEmulationTest, RandomGemmSchedulesComputeTheReference) {
  expect_random_schedules_correct("matmul:M=48,N=40,K=24", "cuda -arch=sm_90", 11, 6);
}

TEST(GpuEmulationTest, RandomConvSchedulesComputeTheReference) {
  expect_random_schedules_correct("conv2d:N=1,C=6,H=10,W=9,K=10,R=3,S=3,pad=1", "cuda -arch=sm_80", 5, 4);
}

TEST(GpuEmulationTest, AMissingBarrierIsCaught) {
  // The emulator is a real check: a shared tile read by other threads without the barrier
  // that lowering puts there gives wrong results. Built by hand from the lowered GEMM with its
  // barriers removed.
  Workload w = workload_from_spec("matmul:M=64,N=64,K=64");
  Target cuda = Target::parse("cuda -arch=sm_80");
  LoweredFunc f = lower(schedule_from_template(w, cuda), kernel_name(w));
  class DropBarriers : public IRMutator {
   protected:
    using IRMutator::mutate_node;
    Stmt mutate_node(const Evaluate *op, const Stmt &self) override {
      auto *c = op->value.as<Call>();
      return c && c->op == CallOp::ThreadBarrier ? Evaluate::make(Expr(int64_t{0})) : self;
    }
  };
  f.body = DropBarriers().mutate(f.body);
  CompiledKernel k = codegen_gpu_emulation(f, cuda);
  auto loaded = LoadedKernel::load(k);
  double worst = 0;
  for (int attempt = 0; attempt < 5 && worst <= 1e-4; ++attempt) {
    std::vector<NDArray> args = make_arguments(w);
    emulate_gpu_launch(*loaded, k.launch, args);
    std::vector<NDArray> inputs(args.begin(), args.begin() + 2), expected = {NDArray::empty({64, 64}, DataType::f32())};
    run_reference(w, inputs, expected);
    worst = std::max(worst, relative_error(args[2], expected[0]));
  }
  EXPECT_GT(worst, 1e-4) << "without barriers the threads read tiles that are not there yet";
}

// Multi-stage pipelines of the GEMM tiles (2 to 4 copies), with plain or cp.async fetches, on
// shapes where tile_k divides K and where it does not (the copies of a last, partial step), and
// with fewer K steps than stages.
TEST(GpuEmulationTest, PipelinedGemmTilesComputeTheReference) {
  Target cuda = Target::parse("cuda -arch=sm_80");
  for (const char *spec : {"matmul:M=64,N=48,K=40", "matmul:M=70,N=33,K=19", "dense:M=32,N=64,K=48,dtype=f16"}) {
    for (int64_t stages : {2, 3, 4}) {
      for (int64_t async : {0, 1}) {
        SCOPED_TRACE(std::string(spec) + " stages " + std::to_string(stages) + " async " + std::to_string(async));
        Workload w = workload_from_spec(spec);
        Schedule s = schedule_from_template(w, cuda, {{"stages", stages}, {"async_copy", async}, {"tile_k", 8}});
        expect_emulated_correct(s, cuda);
        // Aligned rows: the fetches are 16-byte cp.async copies. With K=19 A's rows are not
        // aligned, while B's tile (8 of its rows, all 33 columns) is one contiguous, aligned run.
        bool aligned = std::string(spec).find("K=19") == std::string::npos;
        std::string ir = to_string(lower(s, kernel_name(w)).body);
        std::string a = std::string(spec).find("dense") == 0 ? "copy_async(X.shared" : "copy_async(A.shared";
        EXPECT_EQ(ir.find(a) != std::string::npos, async && aligned) << ir;
        EXPECT_EQ(ir.find("copy_async(") != std::string::npos, async != 0) << ir;
      }
    }
  }
}

TEST(GpuEmulationTest, AMissingAsyncWaitIsCaught) {
  // cp.async copies land at their wait in the emulator (before it, the tile is the poisoned
  // arena): a pipeline without its waits reads tiles that are not there yet.
  Workload w = workload_from_spec("matmul:M=64,N=48,K=40");
  Target cuda = Target::parse("cuda -arch=sm_80");
  LoweredFunc f =
      lower(schedule_from_template(w, cuda, {{"stages", 3}, {"async_copy", 1}, {"tile_k", 8}}), kernel_name(w));
  // Without waits, or waiting for one group too few (async_wait(2) lets this iteration's own
  // tiles still be in flight).
  for (int64_t extra : {-1, 1}) {
    class ChangeWaits : public IRMutator {
     public:
      explicit ChangeWaits(int64_t extra) : extra_(extra) {}

     protected:
      using IRMutator::mutate_node;
      Stmt mutate_node(const Evaluate *op, const Stmt &self) override {
        auto *c = op->value.as<Call>();
        if (!c || c->op != CallOp::AsyncWait) return self;
        if (extra_ < 0) return Evaluate::make(Expr(int64_t{0}));
        return Evaluate::make(Call::make_async_wait(*as_const_int(c->args[0]) + extra_));
      }

     private:
      int64_t extra_;
    };
    SCOPED_TRACE(extra < 0 ? "no waits" : "one group too few");
    LoweredFunc g = f;
    g.body = ChangeWaits(extra).mutate(f.body);
    ASSERT_NE(to_string(g.body), to_string(f.body)) << "the pipeline has no waits";
    CompiledKernel k = codegen_gpu_emulation(g, cuda);
    auto loaded = LoadedKernel::load(k);
    std::vector<NDArray> args = make_arguments(w);
    emulate_gpu_launch(*loaded, k.launch, args);
    std::vector<NDArray> inputs(args.begin(), args.begin() + 2), expected = {NDArray::empty({64, 48}, DataType::f32())};
    run_reference(w, inputs, expected);
    EXPECT_GT(relative_error(args[2], expected[0]), 1e-2) << "tiles read before their copies landed";
  }
}

// Row sums of a 6 x 100 matrix, two rows per block on threadIdx.y, the columns reduced by
// `threads` threads on threadIdx.x: warp shuffles for 32 and 64 (two warps), the shared-memory
// tree for 48 and for a reduction on threadIdx.y. Each row group needs its own shared slots.
Schedule row_sum_schedule(int64_t threads, bool reduce_on_y) {
  Tensor x = placeholder({6, 100}, DataType::f32(), "X");
  IterVar k = reduce_axis(100, "k");
  Tensor y = compute(
      {6}, [&](const std::vector<Var> &i) { return sum(x(i[0], k->var), {k}); }, "Y");
  Schedule s(Workload({x}, {y}));
  auto [rows, row] = s.split("Y", "i", 2);
  s.bind("Y", rows, "blockIdx.x");
  s.bind("Y", row, reduce_on_y ? "threadIdx.x" : "threadIdx.y");
  auto [ko, ki] = s.split("Y", "k", threads);
  s.reorder("Y", {rows, row, ko, ki});
  s.bind("Y", ki, reduce_on_y ? "threadIdx.y" : "threadIdx.x");
  return s;
}

TEST(GpuEmulationTest, CrossThreadReductionsReduceEachThreadGroup) {
  Target cuda = Target::parse("cuda -arch=sm_80");
  for (int64_t threads : {32, 64, 48}) {
    SCOPED_TRACE(threads);
    Schedule s = row_sum_schedule(threads, false);
    LowerLog log;
    lower(s, "row_sum", &log);
    bool shuffles = log.back().second.find("shuffle_xor") != std::string::npos;
    EXPECT_EQ(shuffles, threads != 48);
    expect_emulated_correct(s, cuda);
  }
  Schedule on_y = row_sum_schedule(16, true);
  expect_emulated_correct(on_y, cuda);
}

// The large-output GEMM defaults (128 x 128 x 8 blocks, 8 x 8 per thread) on a small shape with
// partial tiles.
TEST(GpuEmulationTest, TheLargeGemmTilesComputeTheReference) {
  Target cuda = Target::parse("cuda -arch=sm_80");
  Workload w = workload_from_spec("matmul:M=136,N=128,K=20");
  expect_emulated_correct(
      schedule_from_template(w, cuda,
                             {{"tile_m", 128}, {"tile_n", 128}, {"thread_m", 8}, {"thread_n", 8}, {"tile_k", 8}}),
      cuda);
  Workload big = workload_from_spec("matmul:M=4096,N=4096,K=4096");
  KnobValues large = template_for(big, cuda).defaults(big, cuda);
  EXPECT_EQ(large.at("tile_m"), 128);
  EXPECT_EQ(large.at("thread_n"), 8);
}

// conv2d both ways (direct with the halo patch in shared memory, implicit GEMM with im2col
// tiles over one K loop of R x S x channel steps), single- and double-buffered.
TEST(GpuEmulationTest, Conv2dAsDirectConvolutionAndAsImplicitGemm) {
  Target cuda = Target::parse("cuda -arch=sm_80");
  for (const char *spec : {"conv2d:N=1,C=8,H=7,W=7,K=12,R=3,S=3,pad=1,layout=nhwc",
                           "conv2d:N=2,C=6,H=11,W=9,K=8,R=3,S=3,pad=1,stride=2"}) {
    Workload w = workload_from_spec(spec);
    for (int64_t implicit_gemm : {0, 1}) {
      for (int64_t double_buffer : {0, 1}) {
        SCOPED_TRACE(std::string(spec) + " implicit_gemm=" + std::to_string(implicit_gemm) +
                     " double_buffer=" + std::to_string(double_buffer));
        KnobValues knobs = {{"implicit_gemm", implicit_gemm},
                            {"double_buffer", double_buffer},
                            {"tile_rc", 4},
                            {"tile_k", 8},
                            {"tile_h", 1},
                            {"tile_w", 8}};
        Schedule s = schedule_from_template(w, cuda, knobs);
        LowerLog log;
        lower(s, "conv", &log);
        const std::string &loops = log.back().second;
        if (implicit_gemm) {
          // One K loop over 3 x 3 taps x ceil(C / 4) channel steps; the im2col tile holds the
          // block's 1 x 8 pixels x 4 channels.
          int64_t channels = w.params.at("C") == "8" ? 8 : 6;
          int64_t steps = 9 * ((channels + 3) / 4);
          EXPECT_NE(loops.find(", 0, " + std::to_string(steps) + ") {"), std::string::npos) << loops;
          if (channels == 8) {
            EXPECT_NE(loops.find("allocate pad.shared[f32 * " + std::to_string(32 * (double_buffer + 1)) + "]"),
                      std::string::npos)
                << loops;
          }
        }
        expect_emulated_correct(s, cuda);
      }
    }
  }
}

// A stage reduced across threadIdx.x, computed inside a consumer's loop bound to threadIdx.x
// too: the same threads, so not a thread group of its own (its slots are the reduction's).
TEST(GpuEmulationTest, ReductionInsideALoopBoundToItsOwnTag) {
  Tensor x = placeholder({6, 64}, DataType::f32(), "X");
  IterVar k = reduce_axis(64, "k");
  Tensor row_sum = compute(
      {6}, [&](const std::vector<Var> &i) { return sum(x(i[0], k->var), {k}); }, "S");
  Tensor y = compute(
      {6, 64}, [&](const std::vector<Var> &i) { return x(i[0], i[1]) - row_sum(i[0]); }, "Y");
  Schedule s(Workload({x}, {y}));
  s.bind("Y", "i", "blockIdx.x");
  s.bind("Y", "j", "threadIdx.x");
  s.compute_at("S", "Y", "j");
  s.bind("S", "k", "threadIdx.x");
  expect_emulated_correct(s, Target::parse("cuda -arch=sm_80"));
}

}  // namespace
}  // namespace ktune
