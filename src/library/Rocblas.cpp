// rocBLAS as a candidate for the GEMMs on a ROCm target: matmul and batch_matmul (C = A B) and
// dense without an epilogue (Y = X W^T), f32 data only (rocblas_sgemm and its strided-batched
// form; a tf32 workload takes them too, since exact f32 products satisfy it). Like cuBLAS it is
// column-major, so a row-major C = A B is the column-major C^T = B^T A^T, B first. Not offered:
// f16/bf16 inputs (rocblas_gemm_ex's mixed-precision combinations depend on the rocBLAS version
// and were never checked on a device), dense with a bias, residual or activation (the
// generated epilogue is not yet launched through HIP), and packed dense weights. The library is
// loaded at run time (librocblas.so.5, .4 or .3) with no ROCm header: only the ABI of the
// functions below is assumed (rocblas-functions.h, rocblas-types.h). No AMD GPU and no rocBLAS
// package (Debian 12 has none) are available to this project, so these calls have never been
// loaded or run: the candidates are built, and a machine without rocBLAS says so.
#include <mutex>

#include "Libraries.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/DynamicLibrary.h"
#include "ktune/support/Error.h"

namespace ktune::library {

namespace {

using Handle = void *;
// rocblas_operation values.
constexpr int kNone = 111, kTranspose = 112;

struct Rocblas {
  int (*create)(Handle *) = nullptr;
  int (*destroy)(Handle) = nullptr;
  int (*version_size)(size_t *) = nullptr;
  int (*version)(char *, size_t) = nullptr;
  int (*sgemm)(Handle, int, int, int32_t, int32_t, int32_t, const float *, const float *, int32_t, const float *,
               int32_t, const float *, float *, int32_t) = nullptr;
  int (*sgemm_strided)(Handle, int, int, int32_t, int32_t, int32_t, const float *, const float *, int32_t, int64_t,
                       const float *, int32_t, int64_t, const float *, float *, int32_t, int64_t, int32_t) = nullptr;
  LibraryStatus status;
};

const char *const kNames[] = {"librocblas.so.5", "librocblas.so.4", "librocblas.so.3", "librocblas.so"};

const Rocblas &rocblas() {
  static Rocblas lib;
  static std::once_flag once;
  std::call_once(once, [] {
    lib.status.name = "rocblas";
    lib.status.purpose = "matmul, batch_matmul, dense on ROCm (rocblas_sgemm, strided batched; f32)";
    lib.status.why_not = disabled_by_user("rocblas");
    if (!lib.status.why_not.empty()) return;
    void *h = open_first_library({kNames[0], kNames[1], kNames[2], kNames[3]});
    bool all = h && load_symbol(h, lib.create, "rocblas_create_handle") &&
               load_symbol(h, lib.destroy, "rocblas_destroy_handle") &&
               load_symbol(h, lib.version_size, "rocblas_get_version_string_size") &&
               load_symbol(h, lib.version, "rocblas_get_version_string") &&
               load_symbol(h, lib.sgemm, "rocblas_sgemm") &&
               load_symbol(h, lib.sgemm_strided, "rocblas_sgemm_strided_batched");
    if (!all) {
      lib.create = nullptr;
      lib.status.why_not = std::string(h ? "a function ktune calls is missing from " : "dlopen found none of ") +
                           kNames[0] + ", " + kNames[1] + ", " + kNames[2];
      return;
    }
    size_t n = 0;
    if (lib.version_size(&n) == 0 && n > 0 && n < 256) {
      std::string v(n, '\0');
      if (lib.version(v.data(), n) == 0) lib.status.version = v.c_str();
    }
    if (lib.status.version.empty()) lib.status.version = "unknown";
    lib.status.file = file_defining(reinterpret_cast<void *>(lib.sgemm));
    lib.status.found = true;
  });
  return lib;
}

class RocblasGemm : public LibraryKernel {
 public:
  RocblasGemm(const LibraryCall &call, const Workload &w) : lib_(rocblas()) {
    user_check(lib_.create,
               "library call " << call.describe() << ": rocBLAS is not loaded here (" << lib_.status.why_not << ")");
    GemmCall c = gemm_call(call, w);
    batch_ = c.batch, m_ = c.m, n_ = c.n, k_ = c.k, trans_b_ = c.trans_b;
    user_check(f32_data(w) && !c.epilogue && w.args().size() == 3,
               "library call " << call.describe() << " does not compute workload " << w.spec);
    batched_ = call.routine == "rocblas_sgemm_strided_batched";
    int status = lib_.create(&handle_);
    user_check(status == 0, "rocblas_create_handle failed with status " << status << " (is there an AMD GPU?)");
  }
  ~RocblasGemm() override {
    if (handle_) lib_.destroy(handle_);
  }

  /** args: device pointers A, B, C (hipMalloc's), as the runner passes them. */
  void call_packed(void **args) override {
    auto *a = static_cast<const float *>(args[0]), *b = static_cast<const float *>(args[1]);
    auto *c = static_cast<float *>(args[2]);
    const float one = 1.0f, zero = 0.0f;
    int op_b = trans_b_ ? kTranspose : kNone, ldb = trans_b_ ? k_ : n_;
    int status = batched_ ? lib_.sgemm_strided(handle_, op_b, kNone, n_, m_, k_, &one, b, ldb, int64_t(k_) * n_, a, k_,
                                               int64_t(m_) * k_, &zero, c, n_, int64_t(m_) * n_, batch_)
                          : lib_.sgemm(handle_, op_b, kNone, n_, m_, k_, &one, b, ldb, a, k_, &zero, c, n_);
    if (status != 0) throw Error("rocBLAS sgemm failed with status " + std::to_string(status));
  }

 private:
  const Rocblas &lib_;
  int batch_ = 1, m_ = 0, n_ = 0, k_ = 0;
  bool trans_b_ = false, batched_ = false;
  Handle handle_ = nullptr;
};

}  // namespace

LibraryStatus rocblas_status() { return rocblas().status; }

std::vector<LibraryCall> rocblas_candidates(const Workload &w) {
  if (w.op_name != "matmul" && w.op_name != "batch_matmul" && w.op_name != "dense") return {};
  if (!f32_data(w) || dense_weight_panels(w) != 0) return {};
  bool dense = w.op_name == "dense", batched = w.op_name == "batch_matmul";
  if (dense && epilogue_of(w, 1).any()) return {};  // no HIP epilogue yet
  const Rocblas &lib = rocblas();
  if (!lib.create) return {};
  LibraryCall c;
  c.library = "rocblas";
  c.version = lib.status.version;
  c.routine = batched ? "rocblas_sgemm_strided_batched" : "rocblas_sgemm";
  int64_t M = int_param(w, "M"), N = int_param(w, "N"), K = int_param(w, "K");
  c.params = {
      {"order", "row_major"}, {"transa", "N"}, {"transb", dense ? "T" : "N"}, {"M", M}, {"N", N}, {"K", K}, {"lda", K},
      {"ldb", dense ? K : N}, {"ldc", N}};
  if (batched) c.params["batch"] = int_param(w, "B");
  return {c};
}

std::unique_ptr<LibraryKernel> make_rocblas_kernel(const LibraryCall &call, const Workload &w, const Target &) {
  return std::make_unique<RocblasGemm>(call, w);
}

}  // namespace ktune::library
