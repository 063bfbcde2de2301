// GPU code generation on a machine without a GPU: every GPU template and random legal GPU
// schedules become PTX that the CUDA toolkit's ptxas accepts (sm_80, sm_90) and code objects
// that LLD links (gfx90a, gfx942); illegal GPU schedules are refused with clear errors. The
// PTX checks skip, saying why, where ptxas is not installed.
#include <random>
#include <thread>

#include <gtest/gtest.h>

#include "ktune/driver/Driver.h"
#include "ktune/ir/IRPrinter.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/measure/Measure.h"
#include "ktune/ops/Registry.h"
#include "ktune/schedule/Template.h"
#include "ktune/support/CudaDriver.h"
#include "ktune/support/Error.h"
#include "ktune/tuner/Features.h"

namespace ktune {
namespace {

const std::vector<std::string> kWorkloads = {
    "matmul:M=256,N=256,K=256",
    "matmul:M=127,N=255,K=63",
    "matmul:M=2048,N=2048,K=2048",
    "dense:M=128,N=3072,K=768,bias=1,act=gelu",
    "dense:M=64,N=256,K=128",
    "batch_matmul:B=12,M=128,N=128,K=64",
    "matmul:M=256,N=256,K=256,dtype=f16",
    "dense:M=128,N=512,K=256,bias=1,act=relu,dtype=bf16",
    "softmax:M=256,N=1024",
    "softmax:M=100,N=1000",
    "layernorm:M=256,N=1024",
    "layernorm:M=64,N=20000",
    "conv2d:N=1,C=64,H=56,W=56,K=64,R=3,S=3,pad=1,layout=nchw",
    "conv2d:N=1,C=64,H=56,W=56,K=64,R=3,S=3,pad=1,layout=nhwc",
    "conv2d:N=2,C=3,H=17,W=13,K=5,R=3,S=3,pad=1,stride=2",
    "depthwise_conv2d:N=1,C=64,H=56,W=56,R=3,S=3,pad=1,layout=nhwc",
    "conv2d:N=1,C=64,H=28,W=28,K=64,R=3,S=3,pad=1,bias=1,residual=1,act=relu",
    "add:M=1000,N=1000",
    "relu:M=17,N=33",
};

size_t count(const std::string &text, const std::string &what) {
  size_t n = 0;
  for (size_t p = text.find(what); p != std::string::npos; p = text.find(what, p + 1)) ++n;
  return n;
}

CompiledKernel compile(const Schedule &s, const std::string &target) {
  CodegenOptions o;
  o.keep_assembly = true;
  return build_kernel(s, Target::parse(target), o);
}

void expect_cuda_ok(const CompiledKernel &k) {
  EXPECT_NE(k.object.find(".entry " + k.symbol), std::string::npos);
  EXPECT_EQ(k.object.find(".extern .func"), std::string::npos) << "an unresolved call in the PTX";
  EXPECT_GT(k.resources.registers, 0);
  EXPECT_GE(k.resources.spill_bytes, 0);
  EXPECT_NE(k.resources.checked_by.find("ptxas"), std::string::npos);
  EXPECT_FALSE(k.cubin.empty());
  EXPECT_LE(k.launch.threads_per_block(), 1024);
  EXPECT_EQ(k.resources.shared_bytes, k.launch.shared_bytes);
}

void expect_rocm_ok(const CompiledKernel &k) {
  ASSERT_GE(k.object.size(), 4u);
  EXPECT_EQ(k.object.substr(0, 4),
            "\x7f"
            "ELF");
  EXPECT_GT(k.resources.registers, 0);
  EXPECT_GT(k.resources.scalar_registers, 0);
  // LDS is packed at the arrays' own alignment; the launch counts each from 64 bytes.
  EXPECT_LE(k.resources.shared_bytes, k.launch.shared_bytes);
  EXPECT_NE(k.assembly.find(".amdhsa_kernel " + k.symbol), std::string::npos);
}

class GpuTemplateTest : public ::testing::TestWithParam<std::string> {};

TEST_P(GpuTemplateTest, PtxassAcceptsItForSm80AndSm90) {
  if (find_ptxas().empty()) GTEST_SKIP() << "ptxas (the CUDA toolkit) is not installed: PTX cannot be checked here";
  Workload w = workload_from_spec(GetParam());
  for (const char *target : {"cuda -arch=sm_80", "cuda -arch=sm_90"}) {
    SCOPED_TRACE(target);
    CompiledKernel k = compile(schedule_from_template(w, Target::parse(target)), target);
    expect_cuda_ok(k);
    // Accumulators and partial results live in registers: the only local memory is what
    // ptxas spills, and that is at most a few words (NCHW conv2d's 512 threads: 8 bytes on sm_90).
    EXPECT_EQ(k.resources.local_bytes, k.resources.spill_bytes) << w.spec;
    EXPECT_LE(k.resources.spill_bytes, 16) << w.spec;
  }
}

TEST_P(GpuTemplateTest, LinksIntoCodeObjectsForGfx90aAndGfx942) {
  Workload w = workload_from_spec(GetParam());
  for (const char *target : {"rocm -mcpu=gfx90a", "rocm -mcpu=gfx942"}) {
    SCOPED_TRACE(target);
    expect_rocm_ok(compile(schedule_from_template(w, Target::parse(target)), target));
  }
}

INSTANTIATE_TEST_SUITE_P(Workloads, GpuTemplateTest, ::testing::ValuesIn(kWorkloads),
                         [](const ::testing::TestParamInfo<std::string> &info) {
                           std::string name;
                           for (char c : info.param) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
                           return name;
                         });

TEST(GpuCodegenTest, TheGemmTemplateStagesTilesInSharedMemoryBetweenBarriers) {
  Workload w = workload_from_spec("matmul:M=512,N=512,K=512");
  Target cuda = Target::parse("cuda -arch=sm_90");
  Schedule s = schedule_from_template(w, cuda);
  EXPECT_EQ(template_for(w, cuda).op, "matmul");
  LowerLog log;
  LoweredFunc f = lower(s, kernel_name(w), &log);
  // Double-buffered by default: the first tiles fetched before the K loop, then one barrier
  // per K step (after the next tiles' fetch and this step's updates).
  auto ran = [](const LowerLog &l, const std::string &pass) {
    return std::any_of(l.begin(), l.end(), [&](auto &p) { return p.first == pass; });
  };
  EXPECT_TRUE(ran(log, "inject_pipeline"));
  // The prologue's barrier, and the loop's one per step, in each of the two copies of the loop
  // body that partitioning makes (with and without the next step's fetch).
  EXPECT_EQ(count(log.back().second, "thread_barrier()"), 3u);
  EXPECT_NE(log.back().second.find("allocate A.shared[f32 * 2048]"), std::string::npos);
  EXPECT_NE(log.back().second.find("floormod((k.outer + 1), 2)"), std::string::npos);
  // Two copies of the A and B tiles of 64 x 16 floats; 16 x 16 threads of 4 x 4 outputs each.
  CompiledKernel k = codegen_gpu(f, cuda);
  EXPECT_EQ(k.launch.shared_bytes, 2 * 2 * 64 * 16 * 4);
  EXPECT_EQ(k.launch.block[0], 16);
  EXPECT_EQ(k.launch.block[1], 16);
  EXPECT_EQ(k.launch.grid[0], 8);
  EXPECT_EQ(k.launch.grid[1], 8);
  EXPECT_GE(count(k.object, "bar.sync"), 2u);
  EXPECT_GE(count(k.object, "ld.shared"), 1u);
  EXPECT_GE(count(k.object, "st.shared"), 1u);
  // fetch_vector = 4: both tiles are read from global memory and stored to shared memory 128
  // bits at a time (before the K loop and in it); each thread's rows of 4 outputs are one
  // 128-bit store.
  EXPECT_EQ(count(k.object, "ld.global.nc.v4.f32"), 4u);
  EXPECT_EQ(count(k.object, "st.shared.v4.f32"), 4u);
  EXPECT_EQ(count(k.object, "st.global.v4.f32"), 4u);
  // The updates read the tiles 128 bits at a time too (the alignment the indices prove lets
  // LLVM merge each thread's 4 neighbouring reads): no scalar shared loads.
  EXPECT_GE(count(k.object, "ld.shared.v4.f32"), 32u);
  EXPECT_EQ(count(k.object, "ld.shared.f32"), 0u);
  CompiledKernel amd = codegen_gpu(f, Target::parse("rocm -mcpu=gfx942"));
  EXPECT_GE(count(amd.object, "s_barrier"), 0u);
  CodegenOptions o;
  o.keep_assembly = true;
  EXPECT_GE(count(codegen_gpu(f, Target::parse("rocm -mcpu=gfx942"), o).assembly, "s_barrier"), 2u);

  // Single-buffered: barriers around each fetch inside the K loop, one copy of each tile.
  Schedule single = schedule_from_template(w, cuda, {{"double_buffer", 0}});
  LowerLog single_log;
  LoweredFunc g = lower(single, kernel_name(w), &single_log);
  EXPECT_FALSE(ran(single_log, "inject_pipeline"));
  EXPECT_EQ(count(single_log.back().second, "thread_barrier()"), 3u);
  EXPECT_EQ(codegen_gpu(g, cuda).launch.shared_bytes, 2 * 64 * 16 * 4);
}

// The cost model sees a GPU candidate's compiled figures: ptxas's registers, the shared memory,
// the launch, and the blocks per multiprocessor they allow.
TEST(GpuCodegenTest, GpuCandidateFeaturesIncludeTheCompilersFigures) {
  Workload w = workload_from_spec("matmul:M=512,N=512,K=512");
  Target cuda = Target::parse("cuda -arch=sm_90");
  std::vector<float> small_tiles, large_tiles;
  CompiledKernel small_kernel, large_kernel;
  for (auto [thread_tile, features, kernel] :
       {std::tuple{int64_t{2}, &small_tiles, &small_kernel}, std::tuple{int64_t{8}, &large_tiles, &large_kernel}}) {
    LoweredFunc f =
        lower(schedule_from_template(w, cuda, {{"thread_m", thread_tile}, {"thread_n", thread_tile}}), "candidate");
    *kernel = codegen_gpu(f, cuda);
    *features = extract_features(f, *kernel);
    ASSERT_EQ(features->size(), feature_names().size() + gpu_feature_names().size());
  }
  auto at = [](const std::vector<float> &f, const std::string &name) {
    auto pos = std::find(gpu_feature_names().begin(), gpu_feature_names().end(), name);
    return f.at(feature_names().size() + static_cast<size_t>(pos - gpu_feature_names().begin()));
  };
  EXPECT_FLOAT_EQ(at(small_tiles, "gpu_threads_per_block"), std::log2(1.0f + 1024));  // 64 x 64 tile, 2 x 2 each
  EXPECT_FLOAT_EQ(at(large_tiles, "gpu_threads_per_block"), std::log2(1.0f + 64));
  EXPECT_FLOAT_EQ(at(large_tiles, "gpu_shared_bytes"), std::log2(1.0f + large_kernel.launch.shared_bytes));
  EXPECT_GT(at(large_tiles, "gpu_blocks_per_multiprocessor"), 0.0f);
  if (large_kernel.resources.checked_by.empty()) GTEST_SKIP() << "ptxas is not installed: no register figures";
  EXPECT_FLOAT_EQ(at(large_tiles, "gpu_registers"), std::log2(1.0f + large_kernel.resources.registers));
  EXPECT_GT(at(large_tiles, "gpu_registers"), at(small_tiles, "gpu_registers"))
      << "64 accumulators per thread need more registers than 4";
}

// The tuner compiles GPU candidates on all cores at once: the same kernels as one at a time.
TEST(GpuCodegenTest, GpuCandidatesCompileConcurrently) {
  Workload w = workload_from_spec("matmul:M=256,N=256,K=256");
  std::vector<std::pair<Target, KnobValues>> candidates;
  for (const char *target : {"cuda -arch=sm_80", "rocm -mcpu=gfx90a"}) {
    for (int64_t tile : {16, 32, 64}) candidates.push_back({Target::parse(target), {{"tile_m", tile}, {"tile_k", 8}}});
  }
  auto build = [&](size_t i) {
    LoweredFunc f = lower(schedule_from_template(w, candidates[i].first, candidates[i].second), "candidate");
    return codegen_gpu(f, candidates[i].first).object;
  };
  std::vector<std::string> serial, concurrent(candidates.size());
  for (size_t i = 0; i < candidates.size(); ++i) serial.push_back(build(i));
  std::vector<std::thread> threads;
  for (size_t i = 0; i < candidates.size(); ++i) threads.emplace_back([&, i]() { concurrent[i] = build(i); });
  for (auto &t : threads) t.join();
  for (size_t i = 0; i < candidates.size(); ++i) EXPECT_EQ(concurrent[i], serial[i]) << "candidate " << i;
}

// A 3-stage cp.async pipeline of the GEMM's tiles: three copies of each tile, the fetches are
// 16-byte cp.async copies, two commits before the K loop and one in it (with partitioning's two
// copies of the loop body, and a wait_group 1 in each), and ptxas takes it for sm_80 and sm_90.
TEST(GpuCodegenTest, TheGemmTemplatePipelinesItsTilesWithCpAsync) {
  Workload w = workload_from_spec("matmul:M=512,N=512,K=512");
  Target cuda = Target::parse("cuda -arch=sm_80");
  Schedule s = schedule_from_template(w, cuda, {{"stages", 3}, {"async_copy", 1}});
  LoweredFunc f = lower(s, kernel_name(w));
  std::string ir = to_string(f.body);
  EXPECT_NE(ir.find("allocate A.shared[f32 * 3072]"), std::string::npos) << ir;
  EXPECT_EQ(count(ir, "async_wait(1)"), count(ir, "async_commit()") - 2) << ir;
  EXPECT_GE(count(ir, "copy_async("), 4u) << ir;
  for (const char *arch : {"cuda -arch=sm_80", "cuda -arch=sm_90"}) {
    SCOPED_TRACE(arch);
    CompiledKernel k = compile(s, arch);
    expect_cuda_ok(k);
    EXPECT_EQ(k.launch.shared_bytes, 3 * 2 * 64 * 16 * 4);
    EXPECT_GE(count(k.object, "cp.async.cg.shared.global"), 2u);
    EXPECT_GE(count(k.object, "cp.async.commit_group"), 3u);
    EXPECT_GE(count(k.object, "cp.async.wait_group 1"), 1u);
    EXPECT_EQ(count(k.object, "st.shared.v4.f32"), 0u) << "a tile fetch passes through registers";
  }
  // sm_75 has no cp.async: the knob is not offered there, and AMD keeps plain fetches.
  EXPECT_EQ(knob_domains(template_for(w, Target::parse("cuda -arch=sm_75")), w, Target::parse("cuda -arch=sm_75"))
                .at("async_copy"),
            std::vector<int64_t>{0});
  EXPECT_EQ(knob_domains(template_for(w, Target::parse("rocm -mcpu=gfx942")), w, Target::parse("rocm -mcpu=gfx942"))
                .at("async_copy"),
            std::vector<int64_t>{0});
}

TEST(GpuCodegenTest, DoubleBufferNeedsASharedStageFilledAtTheStartOfASerialLoop) {
  Workload w = workload_from_spec("matmul:M=64,N=64,K=64");
  Schedule s(w);
  EXPECT_THROW(s.double_buffer("C"), ScheduleError);  // not shared
  EXPECT_THROW(s.pipeline("C", 3, true), ScheduleError);
  std::string c_local = s.cache_write("C", "local");
  std::string a_shared = s.cache_read("A", "shared", {c_local});
  std::string b_shared = s.cache_read("B", "shared", {c_local});
  auto [bi, ti] = s.split("C", "i", 16);
  auto [bj, tj] = s.split("C", "j", 16);
  s.reorder("C", {bi, bj, ti, tj});
  s.bind("C", bi, "blockIdx.y");
  s.bind("C", bj, "blockIdx.x");
  s.bind("C", ti, "threadIdx.y");
  s.bind("C", tj, "threadIdx.x");
  s.compute_at(c_local, "C", tj);
  auto [ko, ki] = s.split(c_local, "k", 8);
  for (auto &stage : {a_shared, b_shared}) {
    s.compute_at(stage, c_local, ko);
    auto axes = s.stage(stage).leaf_axes;
    std::string fused = s.fuse(stage, axes[0]->name, axes[1]->name);
    auto [rest, t] = s.split(stage, fused, 16);
    s.bind(stage, t, "threadIdx.x");
  }
  // Only A's tile doubled: B's fill would lose its barriers.
  Schedule only_a = s;
  only_a.double_buffer(a_shared);
  try {
    lower(only_a, "mm");
    ADD_FAILURE() << "expected a ScheduleError";
  } catch (const ScheduleError &e) {
    EXPECT_NE(std::string(e.what()).find("'B.shared' is filled in the same loop and is not double-buffered"),
              std::string::npos)
        << e.what();
  }
  s.double_buffer(a_shared);
  s.double_buffer(b_shared);
  LowerLog log;
  lower(s, "mm", &log);
  EXPECT_NE(log.back().second.find("floormod((k.outer + 1), 2)"), std::string::npos) << log.back().second;
}

TEST(GpuCodegenTest, RowReductionsAreSharedByTheBlocksThreads) {
  for (const char *spec : {"softmax:M=512,N=4096", "layernorm:M=512,N=1024"}) {
    SCOPED_TRACE(spec);
    Workload w = workload_from_spec(spec);
    Target cuda = Target::parse("cuda -arch=sm_90");
    EXPECT_EQ(template_for(w, cuda).op, w.op_name);
    Schedule s = schedule_from_template(w, cuda);
    LowerLog log;
    LoweredFunc f = lower(s, kernel_name(w), &log);
    const std::string &loops = log.back().second;
    // One block per row; each reduction of 256 threads through warp shuffles (a butterfly over
    // the 32 lanes, then over the 8 warps' sums in shared memory).
    EXPECT_NE(loops.find("thread_binding blockIdx.x"), std::string::npos);
    EXPECT_GE(count(loops, ".red["), 2u);
    EXPECT_EQ(count(loops, "shuffle_xor("), 2u * (5 + 3));
    EXPECT_NE(loops.find("X.shared"), std::string::npos) << "the row is staged in shared memory";
    CompiledKernel k = codegen_gpu(f, cuda);
    EXPECT_EQ(k.launch.grid[0], 512);
    EXPECT_EQ(k.launch.block[0], 256);
    EXPECT_GE(count(k.object, "shfl.sync.bfly.b32"), 16u);
    EXPECT_GE(count(k.object, "bar.sync"), 4u);
    CodegenOptions o;
    o.keep_assembly = true;
    CompiledKernel amd = codegen_gpu(f, Target::parse("rocm -mcpu=gfx942"), o);
    EXPECT_GE(count(amd.assembly, "ds_bpermute_b32"), 16u);
    if (!k.resources.checked_by.empty()) {
      EXPECT_EQ(k.resources.shared_bytes, k.launch.shared_bytes);
    }
  }
  // A reduction axis spread over blocks is refused.
  Workload w = workload_from_spec("softmax:M=8,N=64");
  Schedule s(w);
  EXPECT_THROW(s.bind("maxelem", "j", "blockIdx.x"), ScheduleError);
}

TEST(GpuCodegenTest, RandomLegalGemmSchedulesCompileForEveryGpu) {
  bool have_ptxas = !find_ptxas().empty();
  Workload w = workload_from_spec("matmul:M=192,N=160,K=96");
  Target cuda = Target::parse("cuda -arch=sm_80");
  const ScheduleTemplate &t = template_for(w, cuda);
  KnobDomains space = knob_domains(t, w, cuda);
  std::mt19937_64 rng(7);
  int compiled = 0, refused = 0;
  for (int trial = 0; trial < 40 && compiled < 10; ++trial) {
    KnobValues knobs;
    for (auto &[name, values] : space) knobs[name] = values.size() == 1 ? values[0] : values[rng() % values.size()];
    Schedule s(w);
    try {
      s = schedule_from_template(w, cuda, knobs);
    } catch (const ScheduleError &) {
      ++refused;  // over the thread or shared-memory limits: the template says so itself
      continue;
    }
    SCOPED_TRACE(s.trace().dump());
    if (have_ptxas) {
      for (const char *target : {"cuda -arch=sm_80", "cuda -arch=sm_90"}) expect_cuda_ok(compile(s, target));
    }
    for (const char *target : {"rocm -mcpu=gfx90a", "rocm -mcpu=gfx942"}) expect_rocm_ok(compile(s, target));
    ++compiled;
  }
  EXPECT_EQ(compiled, 10) << refused << " draws were refused";
}

TEST(GpuCodegenTest, MathFunctionsUseLibdeviceOnNvptx) {
  if (find_ptxas().empty()) GTEST_SKIP() << "ptxas (the CUDA toolkit) is not installed: PTX cannot be checked here";
  Tensor x = placeholder({4096}, DataType::f32(), "X");
  Tensor y = compute(
      {4096}, [&](const std::vector<Var> &i) { return pow(log(x(i[0]) + 2.0f), 1.5f) + exp(x(i[0])); }, "Y");
  Schedule s(Workload({x}, {y}));
  auto [bo, bi] = s.split("Y", "i", 128);
  s.bind("Y", bo, "blockIdx.x");
  s.bind("Y", bi, "threadIdx.x");
  expect_cuda_ok(compile(s, "cuda -arch=sm_90"));
  try {
    compile(s, "rocm -mcpu=gfx942");
    FAIL() << "pow on ROCm needs ocml";
  } catch (const UserError &e) {
    EXPECT_NE(std::string(e.what()).find("ocml"), std::string::npos) << e.what();
  }
}

Schedule elementwise(int64_t n) {
  Tensor x = placeholder({n}, DataType::f32(), "X");
  Tensor y = compute(
      {n}, [&](const std::vector<Var> &i) { return x(i[0]) * 2.0f; }, "Y");
  return Schedule(Workload({x}, {y}));
}

void expect_refused(const Schedule &s, const std::string &target, const std::string &message) {
  try {
    compile(s, target);
    ADD_FAILURE() << "compiled for " << target << " but should be refused (" << message << ")";
  } catch (const UserError &e) {
    EXPECT_NE(std::string(e.what()).find(message), std::string::npos) << e.what();
  }
}

TEST(GpuCodegenTest, IllegalGpuSchedulesAreRefused) {
  // More threads per block than a GPU has.
  Schedule big = elementwise(8192);
  auto [bo, bi] = big.split("Y", "i", 2048);
  big.bind("Y", bo, "blockIdx.x");
  big.bind("Y", bi, "threadIdx.x");
  for (const char *t : {"cuda -arch=sm_90", "rocm -mcpu=gfx942"}) expect_refused(big, t, "at most 1024");

  // An axis bound to nothing.
  Schedule unbound = elementwise(1024);
  expect_refused(unbound, "cuda -arch=sm_90", "not inside a loop bound to blockIdx");
  Schedule threads_only = elementwise(256);
  threads_only.bind("Y", "i", "threadIdx.x");
  expect_refused(threads_only, "rocm -mcpu=gfx90a", "blockIdx");

  // Parallel means CPU threads.
  Schedule parallel = elementwise(1024);
  auto [po, pi] = parallel.split("Y", "i", 256);
  auto [pa, pb] = parallel.split("Y", pi, 32);
  parallel.bind("Y", po, "blockIdx.x");
  parallel.bind("Y", pb, "threadIdx.x");
  parallel.parallel("Y", pa);
  expect_refused(parallel, "cuda -arch=sm_80", "parallel");

  // Shared memory over the limit: a 256-row panel of A over all of K (512 KiB).
  Workload w = workload_from_spec("matmul:M=512,N=512,K=512");
  Schedule shared(w);
  std::string local = shared.cache_write("C", "local");
  std::string as = shared.cache_read("A", "shared", {local});
  auto [bi2, ti] = shared.split("C", "i", 256);
  auto [bj, tj] = shared.split("C", "j", 64);
  auto [ty, ii] = shared.split("C", ti, 16);
  shared.reorder("C", {bi2, bj, ty, tj, ii});
  shared.bind("C", bi2, "blockIdx.y");
  shared.bind("C", bj, "blockIdx.x");
  shared.bind("C", ty, "threadIdx.y");
  shared.bind("C", tj, "threadIdx.x");
  shared.compute_at(local, "C", tj);
  shared.compute_at(as, "C", bj);
  std::string fused = shared.fuse(as, "i", "j");
  auto [rest, thread] = shared.split(as, fused, 64);
  shared.bind(as, thread, "threadIdx.x");
  if (!find_ptxas().empty()) expect_refused(shared, "cuda -arch=sm_90", "shared");
  expect_refused(shared, "rocm -mcpu=gfx942", "LDS");

  // A barrier that only some threads would reach: the output uses 8 of the 16 threads that
  // the shared fill is spread over.
  Schedule diverge(w);
  std::string l2 = diverge.cache_write("C", "local");
  std::string bs = diverge.cache_read("B", "shared", {l2});
  auto [xo, xi] = diverge.split("C", "i", 8);
  auto [yo, yi] = diverge.split("C", "j", 8);
  diverge.reorder("C", {xo, yo, xi, yi});
  diverge.bind("C", xo, "blockIdx.y");
  diverge.bind("C", yo, "blockIdx.x");
  diverge.bind("C", xi, "threadIdx.x");
  diverge.compute_at(l2, "C", yi);
  auto [ko, ki] = diverge.split(l2, "k", 16);
  diverge.compute_at(bs, l2, ko);
  std::string bf = diverge.fuse(bs, "i", "j");
  auto [bo2, bt] = diverge.split(bs, bf, 16);
  diverge.bind(bs, bt, "threadIdx.x");
  expect_refused(diverge, "rocm -mcpu=gfx942", "only some threads");
}

TEST(GpuCodegenTest, GpuTargetsParseAndDoNotRunHere) {
  Target t = Target::parse("cuda -arch=sm_90");
  EXPECT_FALSE(t.runs_here);
  EXPECT_EQ(t.features, "+ptx78");
  EXPECT_EQ(Target::parse("cuda").cpu, "sm_80");
  EXPECT_THROW(Target::parse("cuda -arch=sm_12"), UserError);
  // The processor name is checked by LLVM when a kernel is built for it.
  expect_refused(elementwise(64), "rocm -mcpu=gfx9999", "gfx9999");
}

}  // namespace
}  // namespace ktune

namespace ktune {
namespace {

// On a machine with an NVIDIA GPU: the harness builds the GEMM template for the device's
// architecture, and the CUDA runner loads it, checks it against the reference and times it.
TEST(GpuRunTest, TheHarnessMeasuresGpuKernelsOnTheDevice) {
  std::string why;
  auto devices = cuda_devices(&why);
  if (devices.empty()) GTEST_SKIP() << "no CUDA device: " << why;
  std::string target = "cuda -arch=" + devices[0].arch();
  MeasureOptions o;
  o.repeat = 2;
  o.min_repeat_ms = 5;
  o.flush_cache = true;
  Measurer m(o);
  std::vector<MeasureCandidate> candidates;
  for (const char *spec :
       {"matmul:M=512,N=512,K=512", "dense:M=128,N=768,K=256,bias=1,act=gelu", "softmax:M=256,N=1024"}) {
    Workload w = workload_from_spec(spec);
    candidates.push_back({w.spec, target, schedule_from_template(w, Target::parse(target)).trace().to_json()});
  }
  auto results = m.measure(candidates);
  for (auto &r : results) {
    EXPECT_TRUE(r.ok()) << measure_error_name(r.error) << ": " << r.message;
    EXPECT_LE(r.max_relative_error, 1e-4);
    EXPECT_GT(r.median_cost(), 0);
    EXPECT_FALSE(r.resources.is_null());
  }
}

// On a machine with an NVIDIA GPU: cuBLAS and cuDNN calls (with ktune's generated epilogue
// where the workload has one) are measured by the same harness, on the same buffers, and checked
// against the same reference. cuDNN may refuse an algorithm for a shape (its reason is the
// record's message), so only one of its algorithms must succeed.
TEST(GpuRunTest, TheHarnessMeasuresCublasAndCudnnCallsOnTheDevice) {
  std::string why;
  auto devices = cuda_devices(&why);
  if (devices.empty()) GTEST_SKIP() << "no CUDA device: " << why;
  Target target = Target::parse("cuda -arch=" + devices[0].arch());
  MeasureOptions o;
  o.repeat = 2;
  o.min_repeat_ms = 5;
  Measurer m(o);
  int workloads_with_calls = 0;
  for (const char *spec :
       {"matmul:M=512,N=512,K=512", "matmul:M=256,N=256,K=256,dtype=f16", "batch_matmul:B=4,M=64,N=64,K=64",
        "dense:M=128,N=768,K=256,bias=1,act=gelu", "conv2d:N=1,C=32,H=28,W=28,K=64,R=3,S=3,pad=1,bias=1,act=relu"}) {
    Workload w = workload_from_spec(spec);
    std::vector<LibraryCall> calls = library_candidates(w, target);
    if (calls.empty()) continue;  // the library is not installed on this machine
    ++workloads_with_calls;
    std::vector<MeasureCandidate> candidates;
    for (const LibraryCall &c : calls)
      candidates.push_back({w.spec, target.str(), nlohmann::json::array(), c.to_json()});
    int ok = 0;
    std::string failures;
    for (auto &r : m.measure(candidates)) {
      if (r.ok()) {
        ++ok;
        EXPECT_LE(r.max_relative_error, tolerance_for(w)) << spec;
        EXPECT_GT(r.median_cost(), 0) << spec;
      } else {
        failures += std::string(measure_error_name(r.error)) + ": " + r.message + "; ";
      }
    }
    EXPECT_GE(ok, 1) << spec << ": " << failures;
    if (calls[0].library == "cublas") {
      EXPECT_EQ(ok, 1) << spec << ": " << failures;
    }
  }
  if (workloads_with_calls == 0) GTEST_SKIP() << "neither cuBLAS nor cuDNN is installed beside the GPU";
}

}  // namespace
}  // namespace ktune
