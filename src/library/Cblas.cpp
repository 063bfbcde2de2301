// OpenBLAS as a candidate for the GEMMs: matmul (C = A B), batch_matmul (one cblas_sgemm per
// batch matrix: OpenBLAS 0.3.21 has no batched call) and dense (Y = X W^T, then the generated
// epilogue for bias, residual and activation; with weights packed in panels, nblock, one
// cblas_sgemm per panel: Y[:, panel] = X Wp, Wp the panel's [K, nblock] rows). f32 only: OpenBLAS's bf16 GEMM takes
// bf16 inputs but no f16, and is left out until it is measured. The library is loaded once per process; its thread
// count follows ktune's (set_num_threads), so both kinds run on the same cores.
#include <algorithm>
#include <mutex>
#include <optional>
#include <sstream>

#include "Libraries.h"
#include "ktune/ops/Registry.h"
#include "ktune/runtime/ThreadPool.h"
#include "ktune/support/DynamicLibrary.h"
#include "ktune/support/Error.h"

namespace ktune::library {

namespace {

// The CBLAS enumerations' values (cblas.h): the ABI every CBLAS shares.
constexpr int kRowMajor = 101, kNoTrans = 111, kTrans = 112;
using SgemmFn = void(int order, int transa, int transb, int m, int n, int k, float alpha, const float *a, int lda,
                     const float *b, int ldb, float beta, float *c, int ldc);

struct OpenBlas {
  void *handle = nullptr;
  SgemmFn *sgemm = nullptr;
  void (*set_num_threads)(int) = nullptr;
  char *(*get_config)() = nullptr;
  char *(*get_corename)() = nullptr;
  LibraryStatus status;
};

const char *const kNames[] = {"libopenblas.so.0", "libopenblas.so"};

const OpenBlas &openblas() {
  static OpenBlas lib;
  static std::once_flag once;
  std::call_once(once, [] {
    lib.status.name = "openblas";
    lib.status.purpose = "matmul, batch_matmul, dense (cblas_sgemm)";
    lib.status.why_not = disabled_by_user("openblas");
    if (!lib.status.why_not.empty()) return;
    set_library_environment();  // OPENBLAS_CORETYPE: see LibraryCall.h
    lib.handle = open_first_library({kNames[0], kNames[1]});
    if (!lib.handle || !load_symbol(lib.handle, lib.sgemm, "cblas_sgemm") ||
        !load_symbol(lib.handle, lib.get_config, "openblas_get_config")) {
      lib.sgemm = nullptr;
      lib.status.why_not =
          std::string(lib.handle ? "no cblas_sgemm or openblas_get_config in " : "dlopen found none of ") + kNames[0] +
          ", " + kNames[1];
      return;
    }
    load_symbol(lib.handle, lib.set_num_threads, "openblas_set_num_threads");
    load_symbol(lib.handle, lib.get_corename, "openblas_get_corename");
    // "OpenBLAS 0.3.21 DYNAMIC_ARCH NO_AFFINITY SkylakeX MAX_THREADS=64": the second word.
    std::istringstream config(lib.get_config());
    std::string word;
    config >> word >> lib.status.version;
    lib.status.file = file_defining(reinterpret_cast<void *>(lib.sgemm));
    lib.status.found = true;
  });
  return lib;
}

// A cblas_sgemm call's parameters, checked against the workload: what the measured kernel and
// the exported one both run.
struct SgemmShape : GemmCall {
  int panel = 0;  // B in [ceil(N/panel), K, panel] panels (dense's nblock): one call per panel
};

SgemmShape sgemm_shape(const LibraryCall &call, const Workload &w) {
  user_check(call.routine == "cblas_sgemm", "library call: OpenBLAS has no routine '" << call.routine << "' here");
  SgemmShape g;
  static_cast<GemmCall &>(g) = gemm_call(call, w);
  g.panel = call.params.value("panel", 0);
  user_check(w.inputs()[0].dtype() == DataType::f32(),
             "library call " << call.describe() << " does not compute workload " << w.spec);
  user_check(g.panel == dense_weight_panels(w) && (g.panel == 0 || (g.batch == 1 && !g.trans_b)),
             "library call " << call.describe() << ": panels of " << g.panel << " do not fit workload " << w.spec);
  return g;
}

class OpenBlasGemm : public LibraryKernel {
 public:
  OpenBlasGemm(const LibraryCall &call, const Workload &w, const Target &target) : lib_(openblas()) {
    user_check(lib_.sgemm,
               "library call " << call.describe() << ": OpenBLAS is not loaded here (" << lib_.status.why_not << ")");
    SgemmShape g = sgemm_shape(call, w);
    batch_ = g.batch;
    m_ = g.m;
    n_ = g.n;
    k_ = g.k;
    trans_b_ = g.trans_b;
    panel_ = g.panel;
    if (g.epilogue) {
      epilogue_ = std::make_unique<Epilogue>(*g.epilogue, target);
      scratch_.resize(static_cast<size_t>(m_) * n_);
      has_bias_ = g.epilogue->bias;
      has_residual_ = g.epilogue->residual;
    }
    if (lib_.set_num_threads) lib_.set_num_threads(num_threads());
  }

  void call_packed(void **args) override {
    const float *a = static_cast<const float *>(args[0]), *b = static_cast<const float *>(args[1]);
    size_t n_in = 2 + has_bias_ + has_residual_;
    float *c = epilogue_ ? scratch_.data() : static_cast<float *>(args[n_in]);
    int ldb = trans_b_ ? k_ : n_;
    if (panel_) {
      for (int j = 0; j < n_; j += panel_) {
        lib_.sgemm(kRowMajor, kNoTrans, kNoTrans, m_, std::min(panel_, n_ - j), k_, 1.0f, a, k_, b + int64_t(j) * k_,
                   panel_, 0.0f, c + j, n_);
      }
    } else {
      for (int i = 0; i < batch_; ++i) {
        lib_.sgemm(kRowMajor, kNoTrans, trans_b_ ? kTrans : kNoTrans, m_, n_, k_, 1.0f, a + int64_t(i) * m_ * k_, k_,
                   b + int64_t(i) * k_ * n_, ldb, 0.0f, c + (epilogue_ ? 0 : int64_t(i) * m_ * n_), n_);
      }
    }
    if (epilogue_) {
      void *bias = has_bias_ ? args[2] : nullptr;
      void *residual = has_residual_ ? args[has_bias_ ? 3 : 2] : nullptr;
      epilogue_->run(c, bias, residual, args[n_in]);
    }
  }

 private:
  const OpenBlas &lib_;
  int batch_ = 1, m_ = 0, n_ = 0, k_ = 0, panel_ = 0;
  bool trans_b_ = false, has_bias_ = false, has_residual_ = false;
  std::unique_ptr<Epilogue> epilogue_;
  std::vector<float> scratch_;
};

}  // namespace

LibraryStatus openblas_status() { return openblas().status; }

std::vector<LibraryCall> openblas_candidates(const Workload &w) {
  // The op first: the library is loaded (and its threads started) only for a workload it serves.
  if (w.op_name != "matmul" && w.op_name != "batch_matmul" && w.op_name != "dense") return {};
  if (!f32_data(w)) return {};
  const OpenBlas &lib = openblas();
  if (!lib.sgemm) return {};
  LibraryCall c;
  c.library = "openblas";
  c.version = lib.status.version;
  c.routine = "cblas_sgemm";
  int64_t M = int_param(w, "M"), N = int_param(w, "N"), K = int_param(w, "K");
  bool dense = w.op_name == "dense";
  int64_t panel = dense_weight_panels(w);
  bool trans_b = dense && panel == 0;  // a panel is [K, panel]: not transposed
  c.params = {{"order", "row_major"},
              {"transa", "N"},
              {"transb", trans_b ? "T" : "N"},
              {"M", M},
              {"N", N},
              {"K", K},
              {"lda", K},
              {"ldb", panel     ? panel
                      : trans_b ? K
                                : N},
              {"ldc", N}};
  if (panel) c.params["panel"] = panel;
  if (w.op_name == "batch_matmul") c.params["batch"] = int_param(w, "B");
  if (lib.get_corename) c.params["core"] = lib.get_corename();
  if (dense) {
    EpilogueSpec e = epilogue_of(w, 1);
    if (e.any()) c.params["epilogue"] = e.to_json();
  }
  return {c};
}

ExportedLibraryCall openblas_export(const LibraryCall &call, const Workload &w) {
  SgemmShape g = sgemm_shape(call, w);
  ExportedLibraryCall e;
  e.call.routine = LibraryStub::OpenBlasSgemm;
  e.call.params = {g.batch, g.m, g.n, g.k, g.trans_b ? 1 : 0, g.panel};
  place_exported_arguments(e, g.epilogue, w);
  e.call.sonames = {kNames[0], kNames[1]};
  return e;
}

std::unique_ptr<LibraryKernel> make_openblas_kernel(const LibraryCall &call, const Workload &w, const Target &target) {
  return std::make_unique<OpenBlasGemm>(call, w, target);
}

}  // namespace ktune::library
