// The measurement harness: good candidates are measured, and every kind of bad candidate
// (compile error, compile timeout, crash, hang, out-of-bounds write, wrong answer, unloadable
// object, runaway allocation) comes back as its failure kind while the next good candidate is
// still measured normally; no worker process outlives the harness.
#include <gtest/gtest.h>
#include <signal.h>

#include <cerrno>
#include <cstdlib>

#include "ktune/driver/Driver.h"
#include "ktune/measure/Measure.h"
#include "ktune/ops/Registry.h"
#include "ktune/schedule/Template.h"
#include "ktune/support/Error.h"

namespace ktune {
namespace {

// The time limits these tests set are meant to be tight; under an emulated CPU (QEMU is about ten
// times slower: scripts/test-emulated.py) KTUNE_TEST_TIME_SCALE stretches them.
double time_scale() {
  const char *scale = std::getenv("KTUNE_TEST_TIME_SCALE");
  double s = scale ? std::atof(scale) : 1.0;
  return s > 0 ? s : 1.0;
}

MeasureOptions fast_options() {
  MeasureOptions o;
  o.repeat = 3;
  o.min_repeat_ms = 1;
  o.build_timeout_s = 30;
  o.run_timeout_s = 30;
  return o;
}

MeasureCandidate template_candidate(const std::string &spec) {
  Workload w = workload_from_spec(spec);
  return {spec, "llvm", schedule_from_template(w, Target::host()).trace().to_json()};
}

// A hand-made kernel for add:M=3,N=5 (args A, B, C of 15 floats) whose body is `body(C)`.
BuildArtifact faulty(const std::string &name, const std::function<Stmt(const Buffer &)> &body) {
  Workload w = workload_from_spec("add:M=3,N=5");
  LoweredFunc f;
  f.name = name;
  for (auto &t : w.args()) f.args.push_back(make_buffer(t.name(), t.dtype(), {15}));
  f.body = body(f.args[2]);
  CompiledKernel k = codegen_cpu(f, Target::host());
  BuildArtifact a;
  a.workload_spec = w.spec;
  a.target = "llvm";
  a.symbol = k.symbol;
  a.object = k.object;
  return a;
}

BuildArtifact good_add() {
  Workload w = workload_from_spec("add:M=3,N=5");
  CompiledKernel k = build_kernel(Schedule(w), Target::host());
  BuildArtifact a;
  a.workload_spec = w.spec;
  a.target = "llvm";
  a.symbol = k.symbol;
  a.object = k.object;
  a.compile_seconds = k.compile_seconds;
  return a;
}

bool process_exists(int pid) { return kill(pid, 0) == 0 || errno != ESRCH; }

TEST(MeasureTest, GoodCandidatesAreMeasuredWithEveryCost) {
  Measurer m(fast_options());
  auto results = m.measure(
      {template_candidate("matmul:M=64,N=64,K=64"), {"matmul:M=33,N=17,K=9", "llvm", nlohmann::json::array()}});
  for (auto &r : results) {
    ASSERT_TRUE(r.ok()) << measure_error_name(r.error) << ": " << r.message;
    EXPECT_EQ(r.costs.size(), 3u);
    for (double c : r.costs) EXPECT_GT(c, 0);
    EXPECT_GT(r.number, 0);
    EXPECT_GT(r.compile_seconds, 0);
    EXPECT_GT(r.run_seconds, 0);
    EXPECT_LE(r.max_relative_error, 1e-4);
  }
}

// KTUNE_WORKER_LAUNCHER runs the workers under another program (scripts/test-emulated.py puts
// them under QEMU): `env` passes them through; a launcher that does not exist fails the batch
// with its name, and nothing else.
TEST(MeasureTest, WorkersStartUnderTheLauncherNamedInTheEnvironment) {
  struct Launcher {
    explicit Launcher(const char *value) { setenv("KTUNE_WORKER_LAUNCHER", value, 1); }
    ~Launcher() { unsetenv("KTUNE_WORKER_LAUNCHER"); }
  };
  {
    Launcher env("env");
    Measurer m(fast_options());
    auto results = m.measure({template_candidate("matmul:M=16,N=16,K=16")});
    EXPECT_TRUE(results[0].ok()) << results[0].message;
  }
  {
    Launcher missing("ktune-no-such-launcher --flag");
    Measurer m(fast_options());
    auto results = m.measure({template_candidate("matmul:M=16,N=16,K=16")});
    ASSERT_FALSE(results[0].ok());
    EXPECT_NE(results[0].message.find("'ktune-no-such-launcher'"), std::string::npos) << results[0].message;
  }
}

class MeasureOverlapTest : public ::testing::TestWithParam<int> {};

// Both ways of scheduling a batch: builds overlapping the timed runs, and all builds first.
TEST_P(MeasureOverlapTest, CompileErrorsAndTimeoutsAreClassified) {
  MeasureOptions o = fast_options();
  o.build_timeout_s = 1.0 * time_scale();
  o.overlap_build_and_run = GetParam();
  Measurer m(o);
  Workload add = workload_from_spec("add:M=4,N=100");
  Schedule too_wide(add);
  too_wide.vectorize("C", "j");  // 100 lanes: refused when lowering
  // 64 x 64 x 64 unrolled copies of a matmul body: LLVM needs far longer than a second.
  Workload mm = workload_from_spec("matmul:M=64,N=64,K=64");
  Schedule huge(mm);
  huge.unroll("C", "i");
  huge.unroll("C", "j");
  huge.unroll("C", "k");
  auto results = m.measure({{add.spec, "llvm", too_wide.trace().to_json()},
                            {mm.spec, "llvm", huge.trace().to_json()},
                            {"matmul:M=4,N=4,K=4", "llvm", nlohmann::json::array({{{"kind", "split"}}})},
                            template_candidate("matmul:M=32,N=32,K=32")});
  EXPECT_EQ(results[0].error, MeasureError::CompileError);
  EXPECT_NE(results[0].message.find("vectorize"), std::string::npos) << results[0].message;
  EXPECT_EQ(results[1].error, MeasureError::CompileTimeout) << results[1].message;
  EXPECT_EQ(results[2].error, MeasureError::CompileError);
  EXPECT_NE(results[2].message.find("trace step 0"), std::string::npos) << results[2].message;
  EXPECT_TRUE(results[3].ok()) << results[3].message;
  EXPECT_GT(results[3].compile_seconds, 0);
}

INSTANTIATE_TEST_SUITE_P(Overlap, MeasureOverlapTest, ::testing::Values(0, 1),
                         [](const ::testing::TestParamInfo<int> &info) {
                           return info.param ? std::string("overlapping") : std::string("builds_first");
                         });

TEST(MeasureTest, FaultyCandidatesFailAloneAndLeaveNoProcessBehind) {
  std::vector<int> pids;
  {
    MeasureOptions o = fast_options();
    o.run_timeout_s = 2.0 * time_scale();
    Measurer m(o);
    Var i("i");
    std::vector<BuildArtifact> batch = {
        faulty("segfault", [](const Buffer &c) { return BufferStore::make(c, {Expr(int64_t{-1} << 40)}, Expr(1.0f)); }),
        good_add(),
        faulty("hang",
               [&](const Buffer &c) {
                 return For::make(i, Expr(0), Expr(int64_t{1} << 62), ForKind::Serial,
                                  BufferStore::make(c, {floormod(i, Expr(15))}, cast(DataType::f32(), i)));
               }),
        good_add(),
        faulty("overrun_canary", [](const Buffer &c) { return BufferStore::make(c, {Expr(15)}, Expr(1.0f)); }),
        faulty("overrun_guard",
               [](const Buffer &c) { return BufferStore::make(c, {Expr(4096)}, Expr(1.0f)); }),  // 16 KiB past C
        faulty("wrong", [](const Buffer &c) { return BufferStore::make(c, {Expr(0)}, Expr(12345.0f)); }),
        faulty("runaway_alloc",
               [](const Buffer &c) {
                 Buffer huge = make_buffer("huge", DataType::f32(), {int64_t{1} << 40});
                 return Allocate::make(huge, BufferStore::make(huge, {Expr(int64_t{1} << 39)}, Expr(1.0f)));
               }),
        good_add(),
    };
    BuildArtifact garbage = good_add();
    garbage.object = "this is not an object file";
    batch.push_back(garbage);
    BuildArtifact missing = good_add();
    missing.symbol = "no_such_kernel";
    batch.push_back(missing);
    batch.push_back(good_add());

    auto r = m.run(batch);
    auto expect = [&](size_t k, MeasureError e, const char *part) {
      EXPECT_EQ(r[k].error, e) << k << ": " << measure_error_name(r[k].error) << " " << r[k].message;
      EXPECT_NE(r[k].message.find(part), std::string::npos) << k << ": " << r[k].message;
    };
    expect(0, MeasureError::Crash, "SIGSEGV");
    expect(2, MeasureError::RunTimeout, "longer than");
    expect(4, MeasureError::RuntimeError, "outside buffer 'C'");
    expect(5, MeasureError::Crash, "signal");
    expect(6, MeasureError::WrongResult, "relative error");
    expect(7, MeasureError::Crash, "signal");
    expect(9, MeasureError::RuntimeError, "cannot load");
    expect(10, MeasureError::RuntimeError, "cannot load");
    for (size_t k : {1u, 3u, 8u, 11u}) {
      EXPECT_TRUE(r[k].ok()) << k << ": " << r[k].message;
      EXPECT_EQ(r[k].costs.size(), 3u);
    }
    pids = m.worker_pids();
    EXPECT_FALSE(pids.empty());
  }
  for (int pid : pids) EXPECT_FALSE(process_exists(pid)) << "worker " << pid << " outlived the harness";
}

// A tuning session measures its contenders for the best again in fresh runner processes: the
// artifacts that measure() kept run again, without a build, in a new runner after
// restart_runner(), and no process is left behind.
TEST(MeasureTest, ARestartedRunnerIsANewProcessThatRunsTheKeptArtifacts) {
  std::vector<int> pids;
  {
    Measurer m(fast_options());
    std::vector<BuildArtifact> artifacts;
    auto first = m.measure({template_candidate("matmul:M=8,N=8,K=8")}, &artifacts);
    ASSERT_EQ(artifacts.size(), 1u);
    ASSERT_TRUE(first[0].ok()) << first[0].message;
    EXPECT_FALSE(artifacts[0].object.empty());
    std::vector<int> before = m.worker_pids();
    m.restart_runner();
    std::vector<int> stopped = m.worker_pids();
    EXPECT_EQ(stopped.size() + 1, before.size());  // the runner, and only it, is gone
    auto again = m.run(artifacts);
    ASSERT_TRUE(again[0].ok()) << again[0].message;
    EXPECT_EQ(again[0].costs.size(), 3u);
    std::vector<int> after = m.worker_pids();
    ASSERT_EQ(after.size(), before.size());
    EXPECT_NE(after.back(), before.back());  // the runner is listed last: a new process
    pids = before;
    pids.insert(pids.end(), after.begin(), after.end());
  }
  for (int pid : pids) EXPECT_FALSE(process_exists(pid)) << "worker " << pid << " outlived the harness";
}

TEST(MeasureTest, VectorizedSelectWithAScalarConditionReadsNothingOutOfBounds) {
  // The pad stage vectorized over channels: its in-bounds condition is the same for every lane.
  // The side that reads the input must not be evaluated at the border, where its index lies
  // more than a page before the input (the runner's guard page would turn that into a crash).
  Measurer m(fast_options());
  std::string spec = "conv2d:N=1,C=4,H=3,W=2048,K=1,R=3,S=3,pad=1";
  Schedule s(workload_from_spec(spec));
  s.reorder("pad", {"k", "l", "j"});
  s.vectorize("pad", "j");
  auto r = m.measure({{spec, "llvm", s.trace().to_json()}});
  EXPECT_TRUE(r[0].ok()) << measure_error_name(r[0].error) << ": " << r[0].message;
}

TEST(MeasureTest, AnAvx2EdgeTileReadsNothingPastTheInput) {
  // LLVM 19's AVX2 back end made one piece of a 32-lane masked load of this kernel's edge tile
  // (its column mask false on that whole piece, and its padding row mask true) into a plain
  // load: 28 bytes past the input's end, the runner's guard page (src/codegen/SplitMaskedLoads.cpp).
  // AVX2 code runs on an AVX-512 host too, so every x86-64 machine with AVX2 checks it.
  Target avx2 = Target::parse("llvm -mcpu=x86-64-v3");
  std::string why;
  if (!target_runs_here(avx2, &why)) GTEST_SKIP() << why;
  std::string spec = "conv2d:N=1,C=64,H=56,W=56,K=64,R=3,S=3,pad=1,layout=nchw";
  Workload w = workload_from_spec(spec);
  KnobValues knobs = {{"flatten", 0}, {"k_outer", 0},  {"kr", 14}, {"pad_inline", 1},   {"parallel", 0},
                      {"pr", 2},      {"prefetch", 0}, {"qr", 32}, {"reduce_order", 0}, {"unroll_taps", 1}};
  Measurer m(fast_options());
  auto r = m.measure({{spec, avx2.str(), schedule_from_template(w, avx2, knobs).trace().to_json()}});
  EXPECT_TRUE(r[0].ok()) << measure_error_name(r[0].error) << ": " << r[0].message;
}

TEST(MeasureTest, AdaptiveRepeatsStopAtTheirBounds) {
  MeasureOptions o = fast_options();
  o.repeat = 2;
  o.max_repeat = 7;
  o.target_relative_stderr = 1e-12;  // never sure enough: runs to max_repeat
  Measurer m(o);
  auto r = m.measure({template_candidate("matmul:M=16,N=16,K=16")});
  ASSERT_TRUE(r[0].ok()) << r[0].message;
  EXPECT_EQ(r[0].costs.size(), 7u);
  MeasureOptions fixed = fast_options();
  fixed.repeat = 4;
  Measurer m2(fixed);
  EXPECT_EQ(m2.measure({template_candidate("matmul:M=16,N=16,K=16")})[0].costs.size(), 4u);
}

// A search's early stop reaches the runner: with a best known cost far below any real call every
// candidate is timed once, far above every call the stop changes nothing, the batch's own medians
// lower it for the candidates after them, and the artifacts run again
// (a contender's confirmation) without it.
TEST(MeasureTest, ASearchStopsTimingACandidateFarSlowerThanTheBest) {
  Measurer m(fast_options());
  std::vector<MeasureCandidate> batch = {template_candidate("matmul:M=16,N=16,K=16"),
                                         template_candidate("matmul:M=16,N=16,K=16")};
  std::vector<BuildArtifact> artifacts;
  auto stopped = m.measure(batch, &artifacts, 3.0, 1e-12);
  for (auto &r : stopped) {
    ASSERT_TRUE(r.ok()) << r.message;
    EXPECT_EQ(r.costs.size(), 1u);
  }
  // A stop of 1e6 times the lower of 1 s and the first candidate's median: far above every call.
  auto unstopped = m.measure(batch, nullptr, 1e6, 1.0);
  for (auto &r : unstopped) EXPECT_EQ(r.costs.size(), 3u);
  // No cost known: the first candidate is timed in full, and its median sets the second's stop.
  auto lowered = m.measure(batch, nullptr, 1e-9, 0);
  ASSERT_TRUE(lowered[0].ok() && lowered[1].ok()) << lowered[0].message << lowered[1].message;
  EXPECT_EQ(lowered[0].costs.size(), 3u);
  EXPECT_EQ(lowered[1].costs.size(), 1u);
  auto again = m.run(artifacts);
  for (auto &r : again) EXPECT_EQ(r.costs.size(), 3u);
}

// --flush-cache in the CPU runner: every timed call is one call after its own flush (by the
// kernels' threads), repeat of them when min_repeat_ms is 0.
TEST(MeasureTest, AFlushedMeasurementTimesSingleCalls) {
  MeasureOptions o = fast_options();
  o.flush_cache = true;
  o.repeat = 3;
  o.min_repeat_ms = 0;
  Measurer m(o);
  auto r = m.measure({template_candidate("matmul:M=32,N=32,K=32")});
  ASSERT_TRUE(r[0].ok()) << measure_error_name(r[0].error) << ": " << r[0].message;
  EXPECT_EQ(r[0].number, 1);
  EXPECT_EQ(r[0].costs.size(), 3u);
  for (double c : r[0].costs) EXPECT_GT(c, 0);
}

// --cold-weights in the CPU runner: single calls, each after the workload's weights (here the
// weights and bias of a conv2d that start and end mid-line, 3x3x5x7 + 7 floats) were evicted and
// its activations rewritten; a
// workload without weights (a matmul) is timed warm, its calls calibrated to min_repeat_ms.
TEST(MeasureTest, ColdWeightsMeasurementsTimeSingleCallsWhereThereAreWeights) {
  MeasureOptions o = fast_options();
  o.cold_weights = true;
  o.repeat = 3;
  o.min_repeat_ms = 1;
  Measurer m(o);
  auto r = m.measure({template_candidate("conv2d:N=1,C=5,H=9,W=9,K=7,R=3,S=3,pad=1,layout=nhwc,bias=1,act=relu"),
                      template_candidate("matmul:M=32,N=32,K=32")});
  for (auto &res : r) {
    ASSERT_TRUE(res.ok()) << measure_error_name(res.error) << ": " << res.message;
    for (double c : res.costs) EXPECT_GT(c, 0);
  }
  EXPECT_EQ(r[0].number, 1);
  EXPECT_GE(r[0].costs.size(), 3u);
  EXPECT_GT(r[1].number, 1);
  EXPECT_EQ(r[1].costs.size(), 3u);
}

TEST(MeasureTest, ErrorKindsRoundTripByName) {
  for (auto e : {MeasureError::CompileError, MeasureError::CompileTimeout, MeasureError::RuntimeError,
                 MeasureError::Crash, MeasureError::RunTimeout, MeasureError::WrongResult}) {
    EXPECT_EQ(parse_measure_error(measure_error_name(e)), e);
  }
  EXPECT_THROW(parse_measure_error("exploded"), UserError);
}

}  // namespace
}  // namespace ktune
