// Vendor libraries as candidates: each library call computes its workload's reference, the
// harness measures library candidates like kernels (and a call that does not fit fails there,
// classified), a tuning session measures them first and once, and the one schedule policy picks
// a library call only where it was faster and its library can run here.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "../database/DatabaseTestUtil.h"
#include "ktune/database/Database.h"
#include "ktune/database/Host.h"
#include "ktune/database/Log.h"
#include "ktune/database/SchedulePolicy.h"
#include "ktune/driver/Driver.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/measure/Measure.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"
#include "ktune/tuner/Tuner.h"

// In sanitizer builds: LeakSanitizer's exit-time tracer crashes (signal 11) while it stops
// oneDNN's OpenMP threads, which this executable loads, so leak checking is off here; the rest
// of AddressSanitizer and UBSan stays on (the measuring worker does the same). An ASAN_OPTIONS
// in the environment overrides this default: ctest sets one for these tests (tests/CMakeLists.txt).
extern "C" const char *__asan_default_options() { return "detect_leaks=0"; }

namespace ktune {
namespace {

bool found(const std::string &name) {
  for (const LibraryStatus &s : library_statuses()) {
    if (s.name == name) return s.found;
  }
  return false;
}

#define REQUIRE_LIBRARY(name) \
  if (!found(name)) GTEST_SKIP() << name << " is not installed here (scripts/install-deps.sh installs it)"

// Every candidate of the workload, run once on random inputs and compared with the reference.
void expect_candidates_compute(const std::string &spec, size_t expected_count) {
  Workload w = workload_from_spec(spec);
  std::vector<LibraryCall> calls = library_candidates(w, Target::host());
  ASSERT_EQ(calls.size(), expected_count) << spec;
  for (const LibraryCall &call : calls) {
    auto kernel = LibraryKernel::create(call, w, Target::host());
    std::vector<NDArray> args = make_arguments(w, 7);
    std::vector<double> errors = check_against_reference(
        w, [&](void **ptrs) { kernel->call_packed(ptrs); }, args);
    for (double e : errors) EXPECT_LE(e, tolerance_for(DataType::f32())) << spec << ": " << call.to_json().dump();
  }
}

TEST(LibraryCall, JsonRoundTripAndErrorsNameTheField) {
  LibraryCall c{"openblas", "0.3.21", "cblas_sgemm", {{"M", 4}}};
  EXPECT_EQ(LibraryCall::from_json(c.to_json()).to_json(), c.to_json());
  EXPECT_EQ(c.describe(), "openblas 0.3.21 cblas_sgemm");
  nlohmann::json bad = c.to_json();
  bad.erase("routine");
  try {
    LibraryCall::from_json(bad, "record.library");
    FAIL() << "a call without a routine was accepted";
  } catch (const UserError &e) {
    EXPECT_NE(std::string(e.what()).find("record.library.routine"), std::string::npos) << e.what();
  }
  bad = c.to_json();
  bad["params"] = 3;
  EXPECT_THROW(LibraryCall::from_json(bad), UserError);
}

TEST(LibraryCall, OpenBlasComputesTheGemms) {
  REQUIRE_LIBRARY("openblas");
  expect_candidates_compute("matmul:M=33,N=17,K=20", 1);
  expect_candidates_compute("batch_matmul:B=3,M=9,N=7,K=5", 1);
  expect_candidates_compute("dense:M=10,N=24,K=12", 1);
  // Composite candidates: the GEMM, then the generated epilogue.
  expect_candidates_compute("dense:M=10,N=24,K=12,bias=1,act=gelu", 1);
  expect_candidates_compute("dense:M=7,N=9,K=3,bias=1,residual=1,act=relu", 1);
  // Weights packed in panels (a model's dense): one cblas_sgemm per panel, the last one narrower.
  expect_candidates_compute("dense:M=10,N=64,K=12,nblock=32", 1);
  expect_candidates_compute("dense:M=7,N=40,K=5,bias=1,act=gelu,nblock=32", 1);
  // No f16 or bf16 GEMM is offered.
  EXPECT_TRUE(library_candidates(workload_from_spec("matmul:M=8,N=8,K=8,dtype=f16"), Target::host()).empty());
}

TEST(LibraryCall, OneDnnComputesConvolutionsAndNormalisations) {
  REQUIRE_LIBRARY("onednn");
  // Two candidates per convolution: the workload's own formats and oneDNN's preferred ones.
  expect_candidates_compute("conv2d:N=1,C=8,H=9,W=9,K=16,R=3,S=3,pad=1", 2);
  expect_candidates_compute("conv2d:N=2,C=4,H=11,W=10,K=8,R=3,S=3,stride=2,dilation=2,layout=nhwc", 2);
  expect_candidates_compute("conv2d:N=1,C=8,H=8,W=8,K=8,R=1,S=1,bias=1,residual=1,act=relu6,layout=nhwc", 2);
  // Depthwise: a grouped convolution, weights [C,R,S] (NCHW) or [R,S,C] (NHWC).
  expect_candidates_compute("depthwise_conv2d:N=1,C=8,H=9,W=9,R=3,S=3,pad=1", 2);
  expect_candidates_compute("depthwise_conv2d:N=2,C=16,H=10,W=11,R=3,S=3,stride=2,pad=1,layout=nhwc,bias=1,act=relu",
                            2);
  expect_candidates_compute("softmax:M=5,N=33", 1);
  expect_candidates_compute("layernorm:M=6,N=40", 1);
  // Blocked NHWC weights [K/b,R,S,C,b] are oneDNN's Ohwi<b>o, for the blocks it has a tag for
  // (what the model layout pass gives convolutions): computed against the reference.
  expect_candidates_compute("conv2d:N=1,C=8,H=8,W=8,K=16,R=1,S=1,layout=nhwc,kblock=8", 2);
  expect_candidates_compute("conv2d:N=1,C=5,H=9,W=7,K=64,R=3,S=3,pad=1,stride=2,layout=nhwc,kblock=32,bias=1,act=relu",
                            2);
  EXPECT_TRUE(library_candidates(workload_from_spec("conv2d:N=1,C=8,H=8,W=8,K=24,R=1,S=1,layout=nhwc,kblock=24"),
                                 Target::host())
                  .empty());
}

TEST(LibraryCall, ACallThatDoesNotFitTheWorkloadIsAnError) {
  REQUIRE_LIBRARY("openblas");
  Workload w = workload_from_spec("matmul:M=8,N=8,K=8");
  LibraryCall call = library_candidates(workload_from_spec("matmul:M=16,N=8,K=8"), Target::host()).at(0);
  try {
    LibraryKernel::create(call, w, Target::host());
    FAIL() << "a 16x8 GEMM was accepted for an 8x8 workload";
  } catch (const UserError &e) {
    EXPECT_NE(std::string(e.what()).find("does not compute workload matmul:M=8,N=8,K=8"), std::string::npos)
        << e.what();
  }
  // A record's parameters are never trusted on their own: a dense call without the epilogue of a
  // workload with bias (its GEMM would write the output into the bias) is refused.
  Workload biased = workload_from_spec("dense:M=8,N=16,K=4,bias=1,act=relu");
  LibraryCall plain = library_candidates(workload_from_spec("dense:M=8,N=16,K=4"), Target::host()).at(0);
  EXPECT_THROW(LibraryKernel::create(plain, biased, Target::host()), UserError);
  LibraryCall wrong_transpose = library_candidates(biased, Target::host()).at(0);
  wrong_transpose.params["transb"] = "N";
  EXPECT_THROW(LibraryKernel::create(wrong_transpose, biased, Target::host()), UserError);
  // What the library chose may differ from the record (another core, another oneDNN pick).
  LibraryCall other_core = library_candidates(biased, Target::host()).at(0);
  other_core.params["core"] = "Haswell";
  EXPECT_NO_THROW(LibraryKernel::create(other_core, biased, Target::host()));
  // Library calls are offered for the host's own CPU target only (the suite also runs with the
  // host target set to x86-64-v3 and -v2, never to the baseline x86-64).
  EXPECT_TRUE(library_candidates(w, Target::parse("llvm -mcpu=x86-64")).empty());
  LibraryCall unknown{"nosuchlib", "1.0", "f", nlohmann::json::object()};
  EXPECT_NE(library_unusable_reason(unknown).find("does not know library 'nosuchlib'"), std::string::npos);
  EXPECT_THROW(LibraryKernel::create(unknown, w, Target::host()), UserError);
  // No CPU library for a GPU target (cuBLAS and cuDNN serve CUDA, rocBLAS ROCm: GpuLibraryTest.cpp).
  for (const LibraryCall &c : library_candidates(w, Target::parse("cuda -arch=sm_80")))
    EXPECT_TRUE(c.library == "cublas" || c.library == "cudnn") << c.describe();
  for (const LibraryCall &c : library_candidates(w, Target::parse("rocm -mcpu=gfx90a")))
    EXPECT_EQ(c.library, "rocblas") << c.describe();
  EXPECT_THROW(
      LibraryKernel::create(call, workload_from_spec("matmul:M=16,N=8,K=8"), Target::parse("cuda -arch=sm_80")),
      UserError)
      << "an OpenBLAS call on a CUDA target";
}

MeasureOptions fast() {
  MeasureOptions o;
  o.repeat = 1;
  o.min_repeat_ms = 1;
  o.build_workers = 1;
  return o;
}

TEST(LibraryMeasure, TheHarnessChecksAndTimesLibraryCallsAndClassifiesAFailingOne) {
  REQUIRE_LIBRARY("openblas");
  std::string spec = workload_from_spec("matmul:M=24,N=16,K=8").spec;
  nlohmann::json good = library_candidates(workload_from_spec(spec), Target::host()).at(0).to_json();
  nlohmann::json misfit = good;
  misfit["params"]["N"] = 17;  // the call fails when the runner sets it up
  nlohmann::json bad_routine = good;
  bad_routine["routine"] = "cblas_dgemm";
  Measurer m(fast());
  auto results = m.measure({{spec, "llvm", nlohmann::json::array(), good},
                            {spec, "llvm", nlohmann::json::array(), misfit},
                            {spec, "llvm", nlohmann::json::array(), bad_routine},
                            {spec, "llvm", nlohmann::json::array(), good}});
  ASSERT_EQ(results.size(), 4u);
  EXPECT_TRUE(results[0].ok()) << results[0].message;
  EXPECT_FALSE(results[0].costs.empty());
  EXPECT_EQ(results[1].error, MeasureError::RuntimeError);
  EXPECT_NE(results[1].message.find("does not compute workload"), std::string::npos) << results[1].message;
  EXPECT_EQ(results[2].error, MeasureError::RuntimeError);
  EXPECT_NE(results[2].message.find("cblas_dgemm"), std::string::npos) << results[2].message;
  EXPECT_TRUE(results[3].ok()) << "the runner survived the failures: " << results[3].message;

  // A runner that loaded a library times nothing else: the next generated kernel gets a fresh one.
  int library_runner = m.worker_pids().back();
  Workload w = workload_from_spec(spec);
  auto generated = m.measure({{spec, "llvm", Schedule(w).trace().to_json()}});
  ASSERT_TRUE(generated[0].ok()) << generated[0].message;
  EXPECT_NE(m.worker_pids().back(), library_runner);
  int generated_runner = m.worker_pids().back();
  EXPECT_TRUE(m.measure({{spec, "llvm", Schedule(w).trace().to_json()}})[0].ok());
  EXPECT_EQ(m.worker_pids().back(), generated_runner) << "a runner without a library is kept";
}

class LibraryTuneTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() / ("ktune-library-" + std::to_string(::getpid()) + "-" +
                                                     ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string path(const std::string &name) const { return (dir_ / name).string(); }
  static TuneOptions quick(const std::string &spec, int trials) {
    TuneOptions o;
    o.workload_spec = spec;
    o.trials = trials;
    o.batch_size = 2;
    o.strategy = "random";
    o.measure = fast();
    o.final_processes = 0;  // these tests count the search's records (TunerTest covers the final round)
    return o;
  }
  std::filesystem::path dir_;
};

TEST_F(LibraryTuneTest, ASessionMeasuresTheLibraryFirstOnceAndOutsideTheBudget) {
  REQUIRE_LIBRARY("openblas");
  const std::string spec = "matmul:M=32,N=16,K=8";
  Database db = Database::open(path("a.db"));
  TuneResult first = tune(db, quick(spec, 2));
  EXPECT_EQ(first.final.measured, 2);  // schedules: the budget
  EXPECT_EQ(first.final.library_measured, 1);
  ASSERT_TRUE(first.final.best_library.has_value());
  ASSERT_TRUE(first.final.best_generated.has_value());
  auto records = db.records_of(workload_from_spec(spec).key());
  ASSERT_EQ(records.size(), 3u);
  EXPECT_TRUE(records[0].is_library()) << "the library call is measured before any schedule";
  EXPECT_EQ(records[0].provenance.at("strategy"), "library");
  EXPECT_TRUE(records[0].knobs.is_null());
  EXPECT_TRUE(records[0].ok()) << records[0].error_message;
  EXPECT_FALSE(records[1].is_library());
  double best = std::min(first.final.best_library->median_cost(), first.final.best_generated->median_cost());
  EXPECT_EQ(first.final.best->median_cost(), best) << "the best is the faster of the two kinds";

  // Again: the library call is not measured a second time on this device.
  TuneResult second = tune(db, quick(spec, 2));
  EXPECT_EQ(second.final.library_measured, 0);
  EXPECT_EQ(db.records_of(workload_from_spec(spec).key()).size(), 5u);

  // --no-library: none measured.
  Database other = Database::open(path("b.db"));
  TuneOptions off = quick(spec, 2);
  off.library = false;
  TuneResult none = tune(other, off);
  EXPECT_EQ(none.final.library_measured, 0);
  EXPECT_FALSE(none.final.best_library.has_value());
  for (auto &r : other.records_of(workload_from_spec(spec).key())) EXPECT_FALSE(r.is_library());
}

// A database where a library call of `library` is the fastest record of matmul 8x8x8 on this
// device, beside a slower schedule.
Database library_fastest(const std::string &file, const std::string &library) {
  Database db = Database::open(file);
  Target host = Target::host();
  DeviceFingerprint here = host_fingerprint(host);
  db.add(testing::make_record("matmul:M=8,N=8,K=8", 4, {2e-6}, "t1", here, host.str()));
  db.add(testing::make_library_record("matmul:M=8,N=8,K=8", {1e-6}, "t2", here, host.str(), library));
  return db;
}

TEST_F(LibraryTuneTest, ThePolicyTakesALibraryCallOnlyWhereItIsFasterAndUsable) {
  REQUIRE_LIBRARY("openblas");
  Workload w = workload_from_spec("matmul:M=8,N=8,K=8");
  Database db = library_fastest(path("p.db"), "openblas");
  ScheduleSources sources;
  sources.database = &db;
  sources.database_path = "p.db";
  sources.library_calls = true;
  ScheduleChoice c = choose_schedule(w, Target::host(), sources);
  ASSERT_TRUE(c.is_library()) << c.reason;
  EXPECT_NE(c.reason.find("library call openblas"), std::string::npos) << c.reason;
  EXPECT_THROW(c.schedule(w), UserError);  // never silently the default schedule
  // A caller that cannot run library calls (export, Python) gets the best schedule, and is told.
  sources.library_calls = false;
  c = choose_schedule(w, Target::host(), sources);
  EXPECT_FALSE(c.is_library());
  EXPECT_EQ(c.record->median_cost(), 2e-6);
  EXPECT_NE(c.reason.find("is faster but not taken: this consumer takes generated kernels only"), std::string::npos)
      << c.reason;
  sources.library_calls = true;

  // A library record slower than the schedule is not taken.
  Database slower = Database::open(path("s.db"));
  Target host = Target::host();
  slower.add(testing::make_record("matmul:M=8,N=8,K=8", 4, {2e-6}, "t1", host_fingerprint(host), host.str()));
  TuningRecord slow_call =
      testing::make_library_record("matmul:M=8,N=8,K=8", {3e-6}, "t2", host_fingerprint(host), host.str());
  slow_call.library = library_candidates(w, host).at(0).to_json();
  slower.add(slow_call);
  sources.database = &slower;
  c = choose_schedule(w, host, sources);
  EXPECT_FALSE(c.is_library()) << c.reason;
  EXPECT_EQ(c.record->median_cost(), 2e-6);

  // The same record from a library this machine lacks: kept, reported, never used.
  Database missing = library_fastest(path("m.db"), "nosuchlib");
  sources.database = &missing;
  sources.library_calls = true;
  c = choose_schedule(w, Target::host(), sources);
  EXPECT_FALSE(c.is_library());
  EXPECT_EQ(c.record->median_cost(), 2e-6);
  EXPECT_NE(c.reason.find("is faster but unusable here"), std::string::npos) << c.reason;
}

TEST_F(LibraryTuneTest, ALibraryRecordImportedWhereTheLibraryIsMissingIsKeptAndReported) {
  Database db = library_fastest(path("src.db"), "nosuchlib");
  export_log(db, path("log.jsonl"));
  Database dst = Database::open(path("dst.db"));
  ImportSummary s = import_log(dst, path("log.jsonl"));
  EXPECT_EQ(s.imported, 2);
  EXPECT_EQ(s.rejected, 0);
  ASSERT_EQ(s.unusable.size(), 1u);
  EXPECT_NE(s.unusable[0].reason.find("nosuchlib"), std::string::npos) << s.unusable[0].reason;
  auto records = dst.records_of(workload_from_spec("matmul:M=8,N=8,K=8").key());
  ASSERT_EQ(records.size(), 2u);
  EXPECT_TRUE(records[1].is_library());
  MergeSummary m = merge_database(dst, path("src.db"));
  EXPECT_EQ(m.duplicates, 2);
  EXPECT_EQ(m.unusable.size(), 1u);
}

}  // namespace
}  // namespace ktune
