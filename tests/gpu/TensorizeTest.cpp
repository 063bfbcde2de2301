// tensorize and the tensor-core GEMM template: the primitive refuses what no matrix
// instruction computes (and leaves the schedule as it was), lowering refuses a reader of the
// accumulator that is not distributed over the lanes as the instruction's layout says, and the
// template's kernels - dividing and non-dividing shapes, random knobs, matmul, batch_matmul and
// dense with its epilogue - compute the reference in the emulator, with ldmatrix, mma.sync and
// cp.async in their PTX and no register spilled at the defaults.
#include <algorithm>
#include <cmath>
#include <random>
#include <set>

#include <gtest/gtest.h>

#include "ktune/analysis/Analyzer.h"
#include "ktune/codegen/CodeGen.h"
#include "ktune/driver/Driver.h"
#include "ktune/ir/IRPrinter.h"
#include "ktune/lower/Lower.h"
#include "ktune/lower/Passes.h"
#include "ktune/ops/Registry.h"
#include "ktune/runtime/GpuEmulator.h"
#include "ktune/schedule/Template.h"
#include "ktune/support/Error.h"
#include "ktune/tuner/Features.h"

namespace ktune {
namespace {

size_t count(const std::string &text, const std::string &what) {
  size_t n = 0;
  for (size_t p = text.find(what); p != std::string::npos; p = text.find(what, p + 1)) ++n;
  return n;
}

/** Runs s's kernel in the emulator (its outputs poisoned first) and the reference on the same
 * inputs; returns each output's relative error. instruction: text the lowered kernel must hold
 * (a tensor-core kernel is checked, not a CUDA-core one). */
std::vector<double> emulated_errors(const Schedule &s, const Target &gpu, const std::string &instruction) {
  const Workload &w = s.workload();
  LoweredFunc f = lower(s, kernel_name(w));
  if (to_string(f.body).find(instruction) == std::string::npos) {
    ADD_FAILURE() << "no " << instruction << " in the kernel of " << s.trace().dump();
    return {};
  }
  CompiledKernel k = codegen_gpu_emulation(f, gpu);
  auto loaded = LoadedKernel::load(k);
  std::vector<NDArray> args = make_arguments(w);
  size_t n_in = w.inputs().size();
  for (size_t o = n_in; o < args.size(); ++o) {
    for (int64_t i = 0; i < args[o].size(); ++i) args[o].set(i, 12345.0);
  }
  emulate_gpu_launch(*loaded, k.launch, args);
  std::vector<NDArray> inputs(args.begin(), args.begin() + static_cast<std::ptrdiff_t>(n_in)), expected;
  for (size_t o = n_in; o < args.size(); ++o) expected.push_back(NDArray::empty(args[o].shape(), args[o].dtype()));
  run_reference(w, inputs, expected);
  std::vector<double> errors;
  for (size_t o = 0; o < expected.size(); ++o) errors.push_back(relative_error(args[n_in + o], expected[o]));
  return errors;
}

void expect_emulated_correct(const Schedule &s, const Target &gpu) {
  std::vector<double> errors = emulated_errors(s, gpu, gpu.kind == Target::Kind::CUDA ? "mma(mma.m16n8k" : "mma(mfma.");
  for (size_t o = 0; o < errors.size(); ++o) {
    EXPECT_LE(errors[o], tolerance_for(DataType::f32()))
        << s.workload().spec << " output " << o << ", trace " << s.trace().dump();
  }
}

/** The relative error of the emulated TF32 kernel's output (against the exact f32 reference). */
double emulated_tf32_error(const Schedule &s, const Target &gpu) {
  std::vector<double> errors = emulated_errors(s, gpu, "mma(mma.m16n8k8.tf32");
  return errors.empty() ? 1.0 : errors.at(0);
}

/** The values of the knob tensor_cores that spec's template offers on target. */
std::vector<int64_t> offered_tensor_cores(const std::string &spec, const std::string &target) {
  Workload w = workload_from_spec(spec);
  Target t = Target::parse(target);
  return knob_domains(template_for(w, t), w, t).at("tensor_cores");
}

/** count schedules of w's template with tensor_cores = 1 and the other knobs drawn at random
 * from its space (draws the template refuses are skipped; at most 80 draws). */
std::vector<Schedule> random_tensor_core_schedules(const Workload &w, const Target &t, uint64_t seed, int count) {
  KnobDomains space = knob_domains(template_for(w, t), w, t);
  EXPECT_EQ(space.at("tensor_cores"), (std::vector<int64_t>{0, 1}));
  std::mt19937_64 rng(seed);
  std::vector<Schedule> out;
  for (int trial = 0; trial < 80 && static_cast<int>(out.size()) < count; ++trial) {
    KnobValues knobs;
    for (auto &[name, values] : space) knobs[name] = values[rng() % values.size()];
    knobs["tensor_cores"] = 1;
    try {
      out.push_back(schedule_from_template(w, t, knobs));
    } catch (const ScheduleError &) {
    }
  }
  EXPECT_EQ(static_cast<int>(out.size()), count);
  return out;
}

/** One warp computes C[16 x 8] of matmul:M=16,N=8,K=32 with two k steps; lane_outer_first
 * false fuses the lane the wrong way round (t, g instead of g, t). */
Schedule one_warp_schedule(bool lane_outer_first = true) {
  Schedule s(workload_from_spec("matmul:M=16,N=8,K=32,dtype=f16"));
  std::string acc = s.cache_write("C", "fragment");
  std::string as = s.cache_read("A", "shared", {acc}), bs = s.cache_read("B", "shared", {acc});
  auto [bi, ii] = s.split("C", "i", 16);
  auto [h, g] = s.split("C", ii, 8);
  auto [bj, jj] = s.split("C", "j", 8);
  auto [t, e] = s.split("C", jj, 2);
  if (lane_outer_first)
    s.reorder("C", {bi, bj, g, t, h, e});
  else
    s.reorder("C", {bi, bj, t, g, h, e});
  std::string lane = lane_outer_first ? s.fuse("C", g, t) : s.fuse("C", t, g);
  s.bind("C", bi, "blockIdx.y");
  s.bind("C", bj, "blockIdx.x");
  s.bind("C", lane, "threadIdx.x");
  s.compute_at(acc, "C", bj);
  auto [ko, ki] = s.split(acc, "k", 16);
  s.reorder(acc, {ko, "i", "j", ki});
  s.tensorize(acc, "i", "mma.m16n8k16.f16");
  for (auto &stage : {as, bs}) {
    s.compute_at(stage, acc, ko);
    std::vector<std::string> axes;
    for (auto &a : s.stage(stage).leaf_axes) axes.push_back(a->name);
    std::string fused = s.fuse(stage, axes[0], axes[1]);
    auto [rest, x] = s.split(stage, fused, 32);
    s.bind(stage, x, "threadIdx.x");
  }
  return s;
}

TEST(TensorizeTest, AHandWrittenOneWarpScheduleComputesTheReference) {
  Schedule s = one_warp_schedule();
  std::string ir = to_string(lower(s, "one_warp").body);
  // One instruction in the loop over the two k steps.
  EXPECT_EQ(count(ir, "mma(mma.m16n8k16.f16"), 1u) << ir;
  EXPECT_EQ(count(ir, "load_matrix("), 2u) << ir;
  EXPECT_EQ(ir.find("in fragment"), std::string::npos) << "the fragment buffer is replaced by the lanes' own:\n" << ir;
  expect_emulated_correct(s, Target::parse("cuda -arch=sm_80"));
}

TEST(TensorizeTest, AReaderNotDistributedLikeTheAccumulatorIsRefused) {
  Schedule s = one_warp_schedule(false);
  try {
    lower(s, "one_warp");
    FAIL() << "lowered a reader whose lanes read other lanes' accumulators";
  } catch (const ScheduleError &e) {
    EXPECT_NE(std::string(e.what()).find("not distributed over the lanes like the accumulator"), std::string::npos)
        << e.what();
    EXPECT_NE(std::string(e.what()).find("C.fragment"), std::string::npos) << e.what();
  }
}

TEST(TensorizeTest, WhatNoMatrixInstructionComputesIsRefusedAndTheScheduleKept) {
  auto refused = [](Schedule &s, const std::function<void(Schedule &)> &step, const std::string &message) {
    std::string before = s.trace().dump();
    try {
      step(s);
      ADD_FAILURE() << "accepted: " << message;
    } catch (const ScheduleError &e) {
      EXPECT_NE(std::string(e.what()).find(message), std::string::npos) << e.what();
    }
    EXPECT_EQ(s.trace().dump(), before);
  };
  Schedule s(workload_from_spec("matmul:M=32,N=16,K=32,dtype=f16"));
  std::string local = s.cache_write("C", "local");
  refused(
      s, [&](Schedule &x) { x.tensorize(local, "i", "mma.m16n8k16.f16"); }, "scope is 'local'");

  Schedule f(workload_from_spec("matmul:M=32,N=16,K=32,dtype=f16"));
  std::string acc = f.cache_write("C", "fragment");
  // Operands straight from global memory: ldmatrix reads shared memory.
  auto [io, ii] = f.split(acc, "i", 16);
  auto [jo, ji] = f.split(acc, "j", 8);
  auto [ko, ki] = f.split(acc, "k", 16);
  f.reorder(acc, {io, jo, ko, ii, ji, ki});
  refused(
      f, [&](Schedule &x) { x.tensorize(acc, ii, "mma.m16n8k16.f16"); }, "must be a shared-memory stage");
  f.cache_read("A", "shared", {acc});
  f.cache_read("B", "shared", {acc});
  refused(
      f, [&](Schedule &x) { x.tensorize(acc, ii, "mma.m16n8k16.bf16"); }, "the instruction takes bf16");
  refused(
      f, [&](Schedule &x) { x.tensorize(acc, ii, "wmma"); }, "unknown intrinsic 'wmma'");
  refused(
      f, [&](Schedule &x) { x.tensorize(acc, ji, "mma.m16n8k16.f16"); }, "third innermost");
  refused(
      f, [&](Schedule &x) { x.tensorize(acc, io, "mma.m16n8k16.f16"); }, "third innermost");
  f.tensorize(acc, ii, "mma.m16n8k16.f16");
  EXPECT_TRUE(f.stage("A.shared").zero_fill);
  EXPECT_TRUE(f.stage("B.shared").zero_fill);
  // Replaying the trace gives the same marks.
  Schedule replayed = Schedule::replay(f.workload(), f.trace());
  EXPECT_EQ(replayed.stage(acc).tensorize_axis, ii);
  EXPECT_TRUE(replayed.stage("A.shared").zero_fill);

  Schedule g(workload_from_spec("matmul:M=32,N=16,K=32,dtype=f16"));
  std::string acc2 = g.cache_write("C", "fragment");
  g.cache_read("A", "shared", {acc2});
  g.cache_read("B", "shared", {acc2});
  auto [o2, i2] = g.split(acc2, "i", 8);  // 8 rows: the instruction's are 16
  auto [jo2, j2] = g.split(acc2, "j", 8);
  auto [ko2, k2] = g.split(acc2, "k", 16);
  g.reorder(acc2, {o2, jo2, ko2, i2, j2, k2});
  refused(
      g, [&](Schedule &x) { x.tensorize(acc2, i2, "mma.m16n8k16.f16"); }, "has extent 8; the instruction's is 16");

  // A split of the reduction's split that does not divide it would repeat part of the sum.
  Schedule d(workload_from_spec("matmul:M=16,N=8,K=48,dtype=f16"));
  std::string acc4 = d.cache_write("C", "fragment");
  d.cache_read("A", "shared", {acc4});
  d.cache_read("B", "shared", {acc4});
  auto [ko4, ki4] = d.split(acc4, "k", 24);
  auto [kk4, kt4] = d.split(acc4, ki4, 16);
  d.reorder(acc4, {ko4, kk4, "i", "j", kt4});
  refused(
      d, [&](Schedule &x) { x.tensorize(acc4, "i", "mma.m16n8k16.f16"); }, "which does not divide it");

  // f32 inputs have no m16n8k16 instruction.
  Schedule h(workload_from_spec("matmul:M=32,N=16,K=32"));
  std::string acc3 = h.cache_write("C", "fragment");
  h.cache_read("A", "shared", {acc3});
  h.cache_read("B", "shared", {acc3});
  auto [o3, i3] = h.split(acc3, "i", 16);
  auto [jo3, j3] = h.split(acc3, "j", 8);
  auto [ko3, k3] = h.split(acc3, "k", 16);
  h.reorder(acc3, {o3, jo3, ko3, i3, j3, k3});
  refused(
      h, [&](Schedule &x) { x.tensorize(acc3, i3, "mma.m16n8k16.f16"); }, "of type f32");

  // A fragment that is not tensorized never reaches code generation.
  Schedule u(workload_from_spec("matmul:M=32,N=16,K=32,dtype=f16"));
  u.cache_write("C", "fragment");
  EXPECT_THROW(lower(u, "untensorized"), ScheduleError);
  // cache_read cannot make a fragment.
  Schedule r(workload_from_spec("matmul:M=32,N=16,K=32,dtype=f16"));
  EXPECT_THROW(r.cache_read("A", "fragment", {"C"}), ScheduleError);
}

class TensorCoreTemplateTest : public ::testing::TestWithParam<std::string> {};

TEST_P(TensorCoreTemplateTest, ComputesTheReferenceInTheEmulator) {
  Workload w = workload_from_spec(GetParam());
  Target t = Target::parse("cuda -arch=sm_80");
  expect_emulated_correct(schedule_from_template(w, t), t);
  // AMD's MFMA, both shapes (wave64).
  Target amd = Target::parse("rocm -mcpu=gfx942");
  for (int64_t instr_m : {32, 16}) {
    SCOPED_TRACE("mfma, instr_m " + std::to_string(instr_m));
    expect_emulated_correct(schedule_from_template(w, amd, {{"instr_m", instr_m}}), amd);
  }
}

// Dividing and non-dividing M, N and K (K tails: zero-filled tiles), several k tiles through the
// three-stage cp.async pipeline, batches, and dense's operand W[n][k] (ldmatrix.x2 without .trans)
// with its epilogue on the lanes' accumulators.
INSTANTIATE_TEST_SUITE_P(Workloads, TensorCoreTemplateTest,
                         ::testing::Values("matmul:M=64,N=64,K=96,dtype=f16", "matmul:M=50,N=36,K=72,dtype=bf16",
                                           "matmul:M=17,N=9,K=5,dtype=f16",
                                           "batch_matmul:B=2,M=20,N=24,K=40,dtype=bf16",
                                           "dense:M=24,N=40,K=56,bias=1,residual=1,act=gelu,dtype=f16",
                                           "dense:M=64,N=32,K=48,dtype=bf16"),
                         [](const ::testing::TestParamInfo<std::string> &info) {
                           std::string name;
                           for (char c : info.param) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
                           return name;
                         });

TEST(TensorCoreTemplateTest, RandomTensorCoreKnobsComputeTheReference) {
  Workload w = workload_from_spec("matmul:M=48,N=40,K=72,dtype=f16");
  Target t = Target::parse("cuda -arch=sm_80");
  for (const Schedule &s : random_tensor_core_schedules(w, t, 7, 6)) expect_emulated_correct(s, t);
}

// Split-K inside the block (split_k): each slice's warps take every split_k-th k tile, their
// fragments go to shared memory and each output adds the slices' partial sums (with the dense
// epilogue after). f16, bf16, TF32 and AMD's MFMA; K must be a multiple of the slices' tiles.
TEST(TensorCoreTemplateTest, SplitKComputesTheReference) {
  Target nv = Target::parse("cuda -arch=sm_80"), amd = Target::parse("rocm -mcpu=gfx942");
  for (int64_t split : {2, 4}) {
    for (const char *spec : {"matmul:M=32,N=48,K=256,dtype=f16", "batch_matmul:B=2,M=20,N=24,K=128,dtype=bf16",
                             "dense:M=24,N=40,K=128,bias=1,residual=1,act=gelu,dtype=f16"}) {
      SCOPED_TRACE(std::string(spec) + " split_k " + std::to_string(split));
      Workload w = workload_from_spec(spec);
      // Smaller tiles: the partial sums take split_k x 32 x 32 x 4 bytes of shared memory too.
      KnobValues knobs = {{"split_k", split}, {"tile_m", 32}, {"tile_n", 32}, {"tile_k", 16}, {"stages", 2}};
      Schedule s = schedule_from_template(w, nv, knobs);
      EXPECT_NE(to_string(lower(s, "k").body).find(".rf"), std::string::npos);
      expect_emulated_correct(s, nv);
    }
  }
  // Without pipelined tiles: the warps' k loop fills and reads its own tiles, then hands the
  // partial sums over (the barrier pass wraps it and enters it).
  for (int64_t split : {2, 4}) {
    Workload w = workload_from_spec("matmul:M=32,N=32,K=256,dtype=f16");
    KnobValues knobs = {{"split_k", split}, {"tile_m", 32}, {"tile_n", 32}, {"tile_k", 16}, {"double_buffer", 0}};
    Schedule s = schedule_from_template(w, nv, knobs);
    std::string loops = to_string(lower(s, "k").body);
    size_t partial_store = loops.find("C.rf.shared[");
    ASSERT_NE(partial_store, std::string::npos);
    size_t output = loops.find("C.local[0] = 0", partial_store);
    ASSERT_NE(output, std::string::npos) << loops;
    EXPECT_NE(loops.substr(partial_store, output - partial_store).find("thread_barrier()"), std::string::npos)
        << "no barrier between the partial sums' stores and their reads:\n"
        << loops;
    expect_emulated_correct(s, nv);
  }
  Workload w = workload_from_spec("matmul:M=16,N=32,K=256,dtype=bf16");
  expect_emulated_correct(schedule_from_template(w, amd, {{"split_k", 2}}), amd);
  Workload tf32 = workload_from_spec("matmul:M=16,N=40,K=128,dtype=tf32");
  EXPECT_LE(emulated_tf32_error(schedule_from_template(tf32, nv, {{"split_k", 2}}), nv), tolerance_for(tf32));
  // ptxas: a small output with a long K, two slices of 32 x 32 warps.
  if (!find_ptxas().empty()) {
    CodegenOptions o;
    o.keep_assembly = true;
    Workload small = workload_from_spec("matmul:M=64,N=64,K=8192,dtype=f16");
    KnobValues knobs = {{"split_k", 2}, {"tile_m", 32}, {"tile_n", 32}, {"warp_m", 32}, {"warp_n", 32}};
    for (const char *arch : {"cuda -arch=sm_80", "cuda -arch=sm_90"}) {
      SCOPED_TRACE(arch);
      CompiledKernel k =
          build_kernel(schedule_from_template(small, Target::parse(arch), knobs), Target::parse(arch), o);
      EXPECT_GE(count(k.object, "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"), 16u);
      EXPECT_EQ(k.resources.spill_bytes, 0);
      EXPECT_EQ(k.launch.threads_per_block(), 64);
      std::printf("[ figures ] split_k 2, matmul 64x64x8192 f16 %s: %d registers, %lld shared bytes\n", arch,
                  k.resources.registers, static_cast<long long>(k.launch.shared_bytes));
    }
  }
  // K = 72 is not two slices of 32-deep tiles.
  EXPECT_THROW(schedule_from_template(workload_from_spec("matmul:M=16,N=16,K=72,dtype=f16"), nv, {{"split_k", 2}}),
               ScheduleError);
}

TEST(TensorCoreTemplateTest, OfferedOnlyWhereTheInstructionExists) {
  std::vector<int64_t> no = {0}, yes = {0, 1};
  EXPECT_EQ(offered_tensor_cores("matmul:M=64,N=64,K=64,dtype=f16", "cuda -arch=sm_90"), yes);
  EXPECT_EQ(offered_tensor_cores("matmul:M=64,N=64,K=64,dtype=f16", "cuda -arch=sm_75"), no);
  EXPECT_EQ(offered_tensor_cores("matmul:M=64,N=64,K=64", "cuda -arch=sm_80"), no);
  EXPECT_EQ(offered_tensor_cores("matmul:M=64,N=64,K=64,dtype=bf16", "rocm -mcpu=gfx942"), yes);
  EXPECT_EQ(offered_tensor_cores("matmul:M=64,N=64,K=64,dtype=bf16", "rocm -mcpu=gfx90a"), yes);
  EXPECT_EQ(offered_tensor_cores("matmul:M=64,N=64,K=64,dtype=f16", "rocm -mcpu=gfx1100"), no);
}

TEST(TensorCoreTemplateTest, AmdCodeObjectsHaveMfmaAtTheDefaults) {
  CodegenOptions o;
  o.keep_assembly = true;
  for (const char *spec :
       {"matmul:M=1024,N=1024,K=1024,dtype=f16", "dense:M=256,N=512,K=256,bias=1,act=gelu,dtype=bf16",
        "batch_matmul:B=4,M=128,N=128,K=64,dtype=f16"}) {
    Workload w = workload_from_spec(spec);
    for (const char *gpu : {"rocm -mcpu=gfx90a", "rocm -mcpu=gfx942"}) {
      SCOPED_TRACE(std::string(spec) + " " + gpu);
      CompiledKernel k = build_kernel(schedule_from_template(w, Target::parse(gpu)), Target::parse(gpu), o);
      EXPECT_EQ(k.object.substr(0, 4),
                "\x7f"
                "ELF");
      EXPECT_GE(count(k.assembly, "v_mfma_f32_32x32x8"), 4u);
      EXPECT_EQ(k.launch.threads_per_block(), 256);
      std::printf("[ figures ] %s %s: %d VGPRs, %d SGPRs, %lld LDS bytes\n", spec, gpu, k.resources.registers,
                  k.resources.scalar_registers, static_cast<long long>(k.launch.shared_bytes));
    }
  }
}

TEST(TensorCoreTemplateTest, PtxAtTheDefaultsHasTheInstructionsAndNoSpills) {
  if (find_ptxas().empty()) GTEST_SKIP() << "ptxas (the CUDA toolkit) is not installed: PTX cannot be checked here";
  CodegenOptions o;
  o.keep_assembly = true;
  for (const char *spec : {"matmul:M=4096,N=4096,K=4096,dtype=f16", "matmul:M=4096,N=4096,K=4096,dtype=bf16",
                           "dense:M=1024,N=1024,K=1024,bias=1,act=gelu,dtype=f16"}) {
    Workload w = workload_from_spec(spec);
    bool dense = w.op_name == "dense";
    std::string mma = std::string("mma.sync.aligned.m16n8k16.row.col.f32.") +
                      (w.inputs()[0].dtype() == DataType::bf16() ? "bf16.bf16" : "f16.f16") + ".f32";
    for (const char *arch : {"cuda -arch=sm_80", "cuda -arch=sm_90"}) {
      SCOPED_TRACE(std::string(spec) + " " + arch);
      CompiledKernel k = build_kernel(schedule_from_template(w, Target::parse(arch)), Target::parse(arch), o);
      EXPECT_EQ(k.object.find(".extern .func"), std::string::npos);
      EXPECT_GE(count(k.object, mma), 32u);
      EXPECT_GE(count(k.object, "ldmatrix.sync.aligned.m8n8.x4.shared.b16"), 4u);
      EXPECT_GE(count(k.object, dense ? "ldmatrix.sync.aligned.m8n8.x2.shared.b16"
                                      : "ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16"),
                4u);
      EXPECT_GE(count(k.object, "cp.async.cg.shared.global"), 4u);
      EXPECT_GE(count(k.object, "cp.async.wait_group 1"), 1u);
      EXPECT_EQ(k.resources.spill_bytes, 0);
      EXPECT_EQ(k.resources.local_bytes, 0);
      EXPECT_EQ(k.launch.shared_bytes, 3 * (128 + 128) * 32 * 2);
      EXPECT_EQ(k.launch.threads_per_block(), 128);
      std::printf("[ figures ] %s %s: %d registers, %lld shared bytes\n", spec, arch, k.resources.registers,
                  static_cast<long long>(k.launch.shared_bytes));
    }
  }
}

TEST(TensorCoreTemplateTest, TheCostModelSeesTheMatrixFlopsAndTheAsyncCopies) {
  Workload w = workload_from_spec("matmul:M=1024,N=1024,K=1024,dtype=f16");
  Target t = Target::parse("cuda -arch=sm_80");
  auto feature = [](const std::vector<float> &f, const std::string &name) {
    auto pos = std::find(feature_names().begin(), feature_names().end(), name);
    EXPECT_NE(pos, feature_names().end()) << name;
    return std::exp2(static_cast<double>(f.at(static_cast<size_t>(pos - feature_names().begin())))) - 1;
  };
  std::vector<float> tc = extract_features(lower(schedule_from_template(w, t), "tc"));
  // Every multiply-add of the product runs on the matrix units, and every tile byte is copied
  // by cp.async: 128 x 32 f16 of A and of B per k step, 32 k steps, 64 blocks. (The features
  // count the pipeline's prologue, and guards other than a partitioned loop's `v < c` as
  // always taken, so they are bounds, not exact figures.)
  double flops = 2.0 * 1024 * 1024 * 1024, tile_bytes = 64.0 * 32 * (128 + 128) * 32 * 2;
  EXPECT_GE(feature(tc, "matrix_flops"), 0.999 * flops);
  EXPECT_LE(feature(tc, "matrix_flops"), 2.001 * flops);
  EXPECT_GE(feature(tc, "async_copy_bytes"), 0.999 * tile_bytes);
  EXPECT_LE(feature(tc, "async_copy_bytes"), 5 * tile_bytes);
  std::vector<float> cuda_cores =
      extract_features(lower(schedule_from_template(w, t, {{"tensor_cores", 0}, {"async_copy", 0}}), "cc"));
  EXPECT_EQ(feature(cuda_cores, "matrix_flops"), 0.0);
  EXPECT_EQ(feature(cuda_cores, "async_copy_bytes"), 0.0);
}

/** The flat offsets of a [rows x row_elements] shared tile with the given layout. */
std::vector<std::vector<int64_t>> offsets(int64_t rows, int64_t row_elements, const LayoutTransform &layout) {
  Buffer b = make_buffer("tile", DataType::f16(), {rows, row_elements}, MemoryScope::Shared, layout);
  std::vector<std::vector<int64_t>> out(rows, std::vector<int64_t>(row_elements));
  for (int64_t r = 0; r < rows; ++r) {
    for (int64_t c = 0; c < row_elements; ++c) {
      Expr flat = simplify(flatten_index(*b, {Expr(r), Expr(c)}));
      out[r][c] = *as_const_int(flat);
    }
  }
  return out;
}

/** Whether the eight rows from r0 at unit u (16 bytes of f16) fall in eight bank groups. */
bool conflict_free(const std::vector<std::vector<int64_t>> &off, int64_t r0, int64_t u) {
  std::set<int64_t> groups;
  for (int64_t i = 0; i < 8; ++i) groups.insert(off[r0 + i][8 * u] * 2 / 16 % 8);
  return groups.size() == 8;
}

TEST(SwizzleTest, TheEightRowsOfAnLdmatrixPhaseHitEightBankGroups) {
  for (int64_t row : {16, 32, 64, 128, 256}) {
    SCOPED_TRACE("rows of " + std::to_string(row) + " f16");
    int64_t rows = 32;
    LayoutTransform swizzle = ldmatrix_swizzle(row, 2, rows * row);
    ASSERT_GT(swizzle.swizzle_bits, 0);
    auto off = offsets(rows, row, swizzle), plain = offsets(rows, row, {});
    std::set<int64_t> all;
    bool plain_conflicts = false;
    for (int64_t r = 0; r < rows; ++r) {
      for (int64_t c = 0; c < row; ++c) {
        all.insert(off[r][c]);
        // A 16-byte unit stays whole and in order (ldmatrix rows, cp.async copies).
        EXPECT_EQ(off[r][c], off[r][c - c % 8] + c % 8);
      }
    }
    EXPECT_EQ(all.size(), static_cast<size_t>(rows * row));
    EXPECT_EQ(*all.rbegin(), rows * row - 1);
    for (int64_t r0 = 0; r0 + 8 <= rows; r0 += 8) {
      for (int64_t u = 0; u < row / 8; ++u) {
        EXPECT_TRUE(conflict_free(off, r0, u)) << "rows " << r0 << "+, unit " << u;
        plain_conflicts = plain_conflicts || !conflict_free(plain, r0, u);
      }
    }
    EXPECT_TRUE(plain_conflicts) << "the plain layout had no conflict to remove";
  }
  // Rows of one 16-byte unit, and tiles that are not whole swizzle blocks, stay plain.
  EXPECT_EQ(ldmatrix_swizzle(8, 2, 8 * 64).swizzle_bits, 0);
  EXPECT_EQ(ldmatrix_swizzle(32, 2, 32 * 3).swizzle_bits, 0);
  EXPECT_EQ(ldmatrix_swizzle(24, 2, 24 * 64).swizzle_bits, 0);
}

TEST(SwizzleTest, SwizzledTilesComputeTheReferenceAndKeepTheirCopiesAsync) {
  Target t = Target::parse("cuda -arch=sm_80");
  for (const char *spec : {"matmul:M=128,N=128,K=128,dtype=f16", "matmul:M=96,N=80,K=72,dtype=bf16"}) {
    Workload w = workload_from_spec(spec);
    for (int64_t tile_k : {16, 32}) {
      SCOPED_TRACE(std::string(spec) + ", tile_k " + std::to_string(tile_k));
      Schedule s = schedule_from_template(w, t, {{"swizzle", 1}, {"tile_k", tile_k}});
      std::string ir = to_string(lower(s, "swizzled").body);
      EXPECT_NE(ir.find("xor("), std::string::npos) << ir;
      // Tiles inside the tensors are whole 16-byte cp.async copies still (the tails are masked
      // stores of zeros).
      if (w.spec.find("M=128") != std::string::npos) {
        EXPECT_NE(ir.find("copy_async("), std::string::npos) << "the swizzle broke the 16-byte copies";
      }
      expect_emulated_correct(s, t);
    }
  }
  Workload w = workload_from_spec("matmul:M=96,N=80,K=72,dtype=f16");
  // swizzle refuses what has no shared banks, and transform_layout a swizzled stage.
  Schedule s(w);
  std::string as = s.cache_read("A", "shared", {"C"});
  std::string local = s.cache_read("B", "local", {"C"});
  EXPECT_THROW(s.swizzle(local), ScheduleError);
  s.swizzle(as);
  LayoutTransform blocked;
  blocked.splits = {{1, 8}};
  EXPECT_THROW(s.transform_layout(as, blocked), ScheduleError);
}

}  // namespace
}  // namespace ktune

namespace ktune {
namespace {

// TF32 (dtype=tf32): f32 data through mma.m16n8k8.tf32, each lane reading its own operand
// elements. The emulator rounds the operands as cvt.rna.tf32.f32 does, so the result is within
// the 16-bit tolerance of the exact reference but visibly not exact: if the rounding were lost
// (or a fragment element misplaced) the error would be 0-ish or large.
TEST(Tf32Test, TheTemplateComputesTheReferenceToTf32Precision) {
  Target t = Target::parse("cuda -arch=sm_80");
  for (const char *spec :
       {"matmul:M=64,N=64,K=96,dtype=tf32", "matmul:M=50,N=36,K=20,dtype=tf32",
        "batch_matmul:B=2,M=20,N=24,K=40,dtype=tf32", "dense:M=24,N=40,K=56,bias=1,residual=1,act=gelu,dtype=tf32"}) {
    SCOPED_TRACE(spec);
    Workload w = workload_from_spec(spec);
    EXPECT_EQ(tolerance_for(w), 1e-2);
    double error = emulated_tf32_error(schedule_from_template(w, t), t);
    EXPECT_LE(error, tolerance_for(w));
    EXPECT_GT(error, 1e-6) << "no TF32 rounding seen";
  }
  // Random knobs of the tensor-core variant.
  Workload w = workload_from_spec("matmul:M=48,N=40,K=72,dtype=tf32");
  for (const Schedule &s : random_tensor_core_schedules(w, t, 11, 4))
    EXPECT_LE(emulated_tf32_error(s, t), tolerance_for(w)) << s.trace().dump();
}

// conv2d's tensor-core implicit GEMM (NHWC, dtype=tf32): pixels as the instruction's rows and
// channels as its columns, one fused (tap, channel step) loop; shapes whose pixels, channels and
// input channels do and do not divide the tiles, stride 2 (a strided operand row), padding, and
// the epilogues.
TEST(Tf32Test, TheTensorCoreConvolutionComputesTheReference) {
  Target t = Target::parse("cuda -arch=sm_80");
  for (const char *spec : {"conv2d:N=1,C=16,H=8,W=8,K=16,R=3,S=3,pad=1,layout=nhwc,dtype=tf32",
                           "conv2d:N=2,C=6,H=7,W=9,K=10,R=3,S=3,pad=1,stride=2,layout=nhwc,bias=1,act=relu,dtype=tf32",
                           "conv2d:N=1,C=32,H=5,W=20,K=24,R=1,S=1,layout=nhwc,residual=1,dtype=tf32",
                           "conv2d:N=1,C=8,H=6,W=6,K=40,R=3,S=3,dilation=2,pad=2,layout=nhwc,dtype=tf32"}) {
    SCOPED_TRACE(spec);
    Workload w = workload_from_spec(spec);
    Schedule s = schedule_from_template(w, t);
    double error = emulated_tf32_error(s, t);
    EXPECT_LE(error, tolerance_for(w)) << s.trace().dump();
    EXPECT_GT(error, 1e-6) << "no TF32 rounding seen";
  }
  // Random knobs of the variant.
  Workload w = workload_from_spec("conv2d:N=1,C=12,H=6,W=11,K=20,R=3,S=3,pad=1,layout=nhwc,dtype=tf32");
  for (const Schedule &s : random_tensor_core_schedules(w, t, 5, 4))
    EXPECT_LE(emulated_tf32_error(s, t), tolerance_for(w)) << s.trace().dump();
}

TEST(Tf32Test, OnlyAWorkloadThatAllowsItGetsTf32) {
  std::vector<int64_t> no = {0}, yes = {0, 1};
  EXPECT_EQ(offered_tensor_cores("matmul:M=64,N=64,K=64,dtype=tf32", "cuda -arch=sm_80"), yes);
  EXPECT_EQ(offered_tensor_cores("matmul:M=64,N=64,K=64,dtype=f32", "cuda -arch=sm_80"), no);
  EXPECT_EQ(offered_tensor_cores("matmul:M=64,N=64,K=64,dtype=tf32", "cuda -arch=sm_75"), no);
  EXPECT_EQ(offered_tensor_cores("matmul:M=64,N=64,K=64,dtype=tf32", "rocm -mcpu=gfx942"), no);
  const std::string conv = "conv2d:N=1,C=16,H=8,W=8,K=16,R=3,S=3,pad=1";
  EXPECT_EQ(offered_tensor_cores(conv + ",layout=nhwc,dtype=tf32", "cuda -arch=sm_80"), yes);
  EXPECT_EQ(offered_tensor_cores(conv + ",layout=nhwc", "cuda -arch=sm_80"), no);
  EXPECT_EQ(offered_tensor_cores(conv + ",layout=nchw,dtype=tf32", "cuda -arch=sm_80"), no);
  EXPECT_EQ(offered_tensor_cores(conv + ",layout=nhwc,kblock=8,dtype=tf32", "cuda -arch=sm_80"), no);
  // By hand: tensorize with TF32 on an f32 workload is refused, naming the opt-in.
  Schedule s(workload_from_spec("matmul:M=16,N=8,K=16"));
  std::string acc = s.cache_write("C", "fragment");
  s.cache_read("A", "shared", {acc});
  s.cache_read("B", "shared", {acc});
  auto [ko, ki] = s.split(acc, "k", 8);
  s.reorder(acc, {ko, "i", "j", ki});
  try {
    s.tensorize(acc, "i", "mma.m16n8k8.tf32");
    ADD_FAILURE() << "tensorize with TF32 of an f32 workload was accepted";
  } catch (const ScheduleError &e) {
    EXPECT_NE(std::string(e.what()).find("dtype=tf32"), std::string::npos) << e.what();
  }
}

TEST(Tf32Test, PtxHasTheTf32InstructionAndNoSpills) {
  if (find_ptxas().empty()) GTEST_SKIP() << "ptxas (the CUDA toolkit) is not installed: PTX cannot be checked here";
  CodegenOptions o;
  o.keep_assembly = true;
  Workload w = workload_from_spec("matmul:M=4096,N=4096,K=4096,dtype=tf32");
  for (const char *arch : {"cuda -arch=sm_80", "cuda -arch=sm_90"}) {
    SCOPED_TRACE(arch);
    CompiledKernel k = build_kernel(schedule_from_template(w, Target::parse(arch)), Target::parse(arch), o);
    EXPECT_EQ(k.object.find(".extern .func"), std::string::npos);
    EXPECT_GE(count(k.object, "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32"), 32u);
    EXPECT_GE(count(k.object, "cvt.rna.tf32.f32"), 8u);
    EXPECT_GE(count(k.object, "cp.async.cg.shared.global"), 4u);
    EXPECT_EQ(k.resources.spill_bytes, 0);
    EXPECT_EQ(k.resources.local_bytes, 0);
    EXPECT_EQ(k.launch.shared_bytes, 3 * (128 + 128) * 16 * 4);
    std::printf("[ figures ] tf32 matmul 4096^3 %s: %d registers, %lld shared bytes\n", arch, k.resources.registers,
                static_cast<long long>(k.launch.shared_bytes));
  }
  // conv2d's implicit GEMM, a ResNet-18 layer and a 1x1 one.
  for (const char *spec : {"conv2d:N=1,C=64,H=56,W=56,K=64,R=3,S=3,pad=1,layout=nhwc,bias=1,act=relu,dtype=tf32",
                           "conv2d:N=1,C=256,H=14,W=14,K=256,R=1,S=1,layout=nhwc,dtype=tf32"}) {
    Workload conv = workload_from_spec(spec);
    for (const char *arch : {"cuda -arch=sm_80", "cuda -arch=sm_90"}) {
      SCOPED_TRACE(std::string(spec) + " " + arch);
      CompiledKernel k = build_kernel(schedule_from_template(conv, Target::parse(arch)), Target::parse(arch), o);
      EXPECT_GE(count(k.object, "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32"), 8u);
      EXPECT_GE(count(k.object, "cp.async"), 2u);
      EXPECT_EQ(k.resources.spill_bytes, 0);
      EXPECT_EQ(k.launch.threads_per_block(), 128);
      std::printf("[ figures ] %s %s: %d registers, %lld shared bytes, %zu cp.async\n", spec, arch,
                  k.resources.registers, static_cast<long long>(k.launch.shared_bytes), count(k.object, "cp.async."));
    }
  }
}

}  // namespace
}  // namespace ktune
