// Whole models with library calls: where a task's fastest record is a vendor library call, the
// model run (CompiledModel over the one policy) with library calls on (`--library`) makes that
// call, with them off (the default for models) takes the best generated kernel, a call the library cannot make falls
// back to the generated kernel and says why, and a model library exported from the database makes the call from C, with
// the same outputs.
#include <dlfcn.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "ktune/database/Database.h"
#include "ktune/database/Host.h"
#include "ktune/database/ModelSchedules.h"
#include "ktune/export/Export.h"
#include "ktune/graph/Executor.h"
#include "ktune/graph/Interpreter.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/ops/Registry.h"
#include "ktune/runtime/Npy.h"
#include "ktune/schedule/Template.h"
#include "ktune/support/Error.h"

namespace ktune {
namespace {

const std::string kModels = KTUNE_TEST_MODELS;

bool found(const std::string &name) {
  for (const LibraryStatus &s : library_statuses()) {
    if (s.name == name) return s.found;
  }
  return false;
}

TuningRecord record_of(const Workload &w, const nlohmann::json &trace, const nlohmann::json &library, double cost,
                       const std::string &timestamp) {
  TuningRecord r;
  r.workload_key = w.key();
  r.structural_hash = w.key();
  r.workload_spec = w.spec;
  r.target = Target::host().str();
  r.device = host_fingerprint(Target::host());
  r.trace = trace;
  r.library = library;
  r.costs = {cost};
  r.compile_seconds = 0.01;
  r.timestamp = timestamp;
  r.host = "test";
  r.ktune_version = "0.1.0";
  r.provenance = {{"strategy", "test"}};
  return r;
}

class LibraryModelTest : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    // Per model: a library once dlopen'd stays loaded, and a path loaded before is not reread.
    dir_ = std::filesystem::temp_directory_path() /
           ("ktune-library-model-" + std::to_string(::getpid()) + "-" + GetParam());
    std::filesystem::create_directories(dir_);
    base_ = kModels + "/ops/" + GetParam();
    model_ = graph::load_model(base_ + ".onnx");
    for (size_t i = 0; i < model_.fused.graph.inputs.size(); ++i)
      inputs_.push_back(read_npy(base_ + ".in" + std::to_string(i) + ".npy"));
    want_ = read_npy(base_ + ".out0.npy");
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  // A database where each registry task with a library candidate here has that call as its
  // fastest record (1 ns) beside its template's schedule (1 s); `fit` false gives the call
  // parameters that do not fit the workload. Returns the tasks that have a call.
  int make_database(const std::string &path, bool fit) {
    Database db = Database::open(path);
    int calls = 0;
    for (auto &task : model_.tasks) {
      if (task.spec.rfind("{", 0) == 0) continue;  // a DAG: no library computes it
      Workload w = workload_from_spec(task.spec);
      db.add(record_of(w, schedule_from_template(w, Target::host()).trace().to_json(), nullptr, 1.0, "t1"));
      std::vector<LibraryCall> candidates = library_candidates(w, Target::host());
      if (candidates.empty()) continue;
      LibraryCall call = candidates[0];
      if (!fit) call.params["leading_dimension"] = 999;  // not a call ktune makes: never trusted
      db.add(record_of(w, Schedule(w).trace().to_json(), call.to_json(), 1e-9, "t2"));
      ++calls;
    }
    return calls;
  }

  std::filesystem::path dir_;
  std::string base_;
  graph::Model model_;
  std::vector<NDArray> inputs_;
  NDArray want_;
};

TEST_P(LibraryModelTest, AModelRunsItsFasterLibraryCallsOrItsGeneratedKernels) {
  if (!found("openblas") || !found("onednn")) GTEST_SKIP() << "OpenBLAS and oneDNN (scripts/install-deps.sh)";
  std::string db = (dir_ / "fit.db").string();
  ASSERT_GT(make_database(db, true), 0);
  graph::CompiledModel with_calls(model_, Target::host(), policy_chooser(db, true));
  int calls = 0;
  for (auto &k : with_calls.kernels()) {
    if (!k.library_call) continue;
    ++calls;
    EXPECT_FALSE(k.loaded);
    EXPECT_EQ(k.chosen.rule, "database");
    EXPECT_FALSE(k.chosen.library.empty());
    EXPECT_NE(k.chosen.reason.find("library call"), std::string::npos) << k.chosen.reason;
  }
  EXPECT_GT(calls, 0);
  EXPECT_LE(relative_error(with_calls.run(inputs_)[0], want_), 1e-4);
  EXPECT_LE(relative_error(with_calls.run(inputs_)[0], want_), 1e-4);  // the calls' state is reused

  graph::CompiledModel generated(model_, Target::host(), policy_chooser(db, false));
  for (auto &k : generated.kernels()) {
    EXPECT_FALSE(k.library_call) << k.symbol;
    EXPECT_TRUE(k.chosen.library.empty());
  }
  EXPECT_LE(relative_error(generated.run(inputs_)[0], want_), 1e-4);
}

TEST_P(LibraryModelTest, ACallTheLibraryCannotMakeFallsBackToTheGeneratedKernelAndSaysWhy) {
  if (!found("openblas") || !found("onednn")) GTEST_SKIP() << "OpenBLAS and oneDNN (scripts/install-deps.sh)";
  std::string db = (dir_ / "misfit.db").string();
  ASSERT_GT(make_database(db, false), 0);
  graph::CompiledModel compiled(model_, Target::host(), policy_chooser(db, true));
  int fell_back = 0;
  for (auto &k : compiled.kernels()) {
    EXPECT_FALSE(k.library_call) << k.symbol;
    if (k.chosen.reason.find("is faster but could not be made here") != std::string::npos) ++fell_back;
    EXPECT_EQ(k.chosen.reason.find("takes generated kernels only"), std::string::npos) << k.chosen.reason;
  }
  EXPECT_GT(fell_back, 0);
  EXPECT_LE(relative_error(compiled.run(inputs_)[0], want_), 1e-4);
}

using CreateFn = void *(*)(const char *);
using RunFn = int (*)(void *, const void *const *, void *const *);
using DestroyFn = void (*)(void *);
using ErrorFn = const char *(*)();

TEST_P(LibraryModelTest, AnExportedModelMakesTheLibraryCallsFromC) {
  if (!found("openblas") || !found("onednn")) GTEST_SKIP() << "OpenBLAS and oneDNN (scripts/install-deps.sh)";
  std::string db = (dir_ / "fit.db").string();
  int calls = make_database(db, true);
  ASSERT_GT(calls, 0);
  for (bool library : {true, false}) {
    SCOPED_TRACE(library ? "--library" : "generated kernels only");
    ModelExportRequest r;
    r.model_path = base_ + ".onnx";
    r.db_path = db;
    r.out_dir = (dir_ / (library ? "lib" : "gen")).string();
    r.name = "m";
    r.library_calls = library;
    ModelExportResult result = export_model_library(r);
    std::ifstream in(result.manifest);
    nlohmann::json manifest = nlohmann::json::parse(in);
    int library_kernels = 0;
    for (auto &k : manifest["kernels"]) {
      if (k["kind"] != "library") continue;
      ++library_kernels;
      EXPECT_FALSE(k["loads"].empty());
      EXPECT_FALSE(k["onnx_nodes"].empty());
    }
    EXPECT_EQ(library_kernels, library ? calls : 0);
    std::ifstream header_file(result.header);
    std::string header((std::istreambuf_iterator<char>(header_file)), std::istreambuf_iterator<char>());
    EXPECT_EQ(header.find("vendor library calls") != std::string::npos, library);

    void *so = dlopen(result.shared_library.c_str(), RTLD_NOW | RTLD_LOCAL);
    ASSERT_NE(so, nullptr) << dlerror();
    auto create = reinterpret_cast<CreateFn>(dlsym(so, "m_create"));
    auto run = reinterpret_cast<RunFn>(dlsym(so, "m_run"));
    auto destroy = reinterpret_cast<DestroyFn>(dlsym(so, "m_destroy"));
    auto last_error = reinterpret_cast<ErrorFn>(dlsym(so, "m_last_error"));
    ASSERT_TRUE(create && run && destroy && last_error);
    void *handle = create(nullptr);
    ASSERT_NE(handle, nullptr) << last_error();
    std::vector<const void *> in_ptrs;
    for (auto &a : inputs_) in_ptrs.push_back(a.data());
    NDArray out = NDArray::empty(want_.shape(), DataType::f32());
    void *out_ptrs[] = {out.data()};
    for (int repeat = 0; repeat < 2; ++repeat) {
      ASSERT_EQ(run(handle, in_ptrs.data(), out_ptrs), 0) << last_error();
      EXPECT_LE(relative_error(out, want_), 1e-4);
    }
    destroy(handle);
    // Not dlclose'd: the export runtime's thread pool keeps its threads for the process's life.
  }
}

// A dense layer with a GELU epilogue (OpenBLAS + the generated epilogue, a composite call),
// attention scores (a generated DAG kernel, then oneDNN's softmax) and a convolution on blocked
// weights (oneDNN's Ohwi32o, + the generated bias and relu).
INSTANTIATE_TEST_SUITE_P(Models, LibraryModelTest,
                         ::testing::Values("gemm_linear_gelu", "attention_qkt", "conv_blocked_weights_relu"));

}  // namespace
}  // namespace ktune
