// cuBLAS as a candidate for the GEMMs on a CUDA target: matmul and batch_matmul (C = A B) and
// dense (Y = X W^T, then the generated epilogue for bias, residual and activation, on the
// device). f32 data is cublasSgemm (no TF32: cuBLAS's default math mode keeps f32 products
// exact); f16 and bf16 inputs, and TF32 (f32 data whose products may round to TF32), are
// cublasGemmEx with f32 output and compute (CUBLAS_COMPUTE_32F, or _FAST_TF32), the same
// contract as ktune's workloads; batch_matmul is the strided-batched form of each. cuBLAS is
// column-major: a row-major C = A B is the column-major C^T = B^T A^T, so B is the first
// operand. Dense weights packed in panels (nblock) have no cuBLAS form and get no candidate.
// The library is loaded at run time (libcublas.so.13, .12 or .11), with no CUDA header: only
// the ABI of the functions below is assumed (cublas_api.h, library_types.h).
#include <mutex>
#include <optional>

#include "Libraries.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/DynamicLibrary.h"
#include "ktune/support/Error.h"

namespace ktune::library {

namespace {

using Handle = void *;
using Dptr = unsigned long long;
// cublasOperation_t, cudaDataType, cublasComputeType_t and cublasGemmAlgo_t values.
constexpr int kOpN = 0, kOpT = 1;
constexpr int kR32F = 0, kR16F = 2, kR16BF = 14;
constexpr int kCompute32F = 68, kCompute32FFastTf32 = 77, kGemmDefault = -1;

struct Cublas {
  int (*create)(Handle *) = nullptr;
  int (*destroy)(Handle) = nullptr;
  int (*get_property)(int, int *) = nullptr;
  int (*sgemm)(Handle, int, int, int, int, int, const float *, const float *, int, const float *, int, const float *,
               float *, int) = nullptr;
  int (*sgemm_strided)(Handle, int, int, int, int, int, const float *, const float *, int, long long, const float *,
                       int, long long, const float *, float *, int, long long, int) = nullptr;
  int (*gemm_ex)(Handle, int, int, int, int, int, const void *, const void *, int, int, const void *, int, int,
                 const void *, void *, int, int, int, int) = nullptr;
  int (*gemm_strided_ex)(Handle, int, int, int, int, int, const void *, const void *, int, int, long long, const void *,
                         int, int, long long, const void *, void *, int, int, long long, int, int, int) = nullptr;
  LibraryStatus status;
};

const char *const kNames[] = {"libcublas.so.13", "libcublas.so.12", "libcublas.so.11", "libcublas.so"};

const Cublas &cublas() {
  static Cublas lib;
  static std::once_flag once;
  std::call_once(once, [] {
    lib.status.name = "cublas";
    lib.status.purpose = "matmul, batch_matmul, dense on CUDA (cublasSgemm, cublasGemmEx, strided batched)";
    lib.status.why_not = disabled_by_user("cublas");
    if (!lib.status.why_not.empty()) return;
    void *h = open_first_library({kNames[0], kNames[1], kNames[2], kNames[3]});
    bool all = h && load_symbol(h, lib.create, "cublasCreate_v2") && load_symbol(h, lib.destroy, "cublasDestroy_v2") &&
               load_symbol(h, lib.get_property, "cublasGetProperty") && load_symbol(h, lib.sgemm, "cublasSgemm_v2") &&
               load_symbol(h, lib.sgemm_strided, "cublasSgemmStridedBatched") &&
               load_symbol(h, lib.gemm_ex, "cublasGemmEx") &&
               load_symbol(h, lib.gemm_strided_ex, "cublasGemmStridedBatchedEx");
    if (!all) {
      lib.create = nullptr;
      lib.status.why_not = std::string(h ? "a function ktune calls is missing from " : "dlopen found none of ") +
                           kNames[0] + ", " + kNames[1] + ", " + kNames[2];
      return;
    }
    // libraryPropertyType: MAJOR_VERSION 0, MINOR_VERSION 1, PATCH_LEVEL 2. No device needed.
    int v[3] = {0, 0, 0};
    for (int i = 0; i < 3; ++i) lib.get_property(i, &v[i]);
    lib.status.version = std::to_string(v[0]) + "." + std::to_string(v[1]) + "." + std::to_string(v[2]);
    lib.status.file = file_defining(reinterpret_cast<void *>(lib.sgemm));
    lib.status.found = true;
  });
  return lib;
}

// What a call computes, checked against the workload: what the measured kernel runs.
struct GemmShape : GemmCall {
  int input_type = kR32F;
  int compute = kCompute32F;
  bool ex = false;       // cublasGemmEx (16-bit inputs, or TF32) rather than cublasSgemm
  bool batched = false;  // the strided-batched form (batch_matmul)
};

int cuda_type(const DataType &t) {
  if (t == DataType::f16()) return kR16F;
  if (t == DataType::bf16()) return kR16BF;
  return kR32F;
}

std::string routine_for(const Workload &w, bool batched) {
  bool ex = w.inputs()[0].dtype() != DataType::f32() || w.math() == MathMode::Tf32;
  if (ex) return batched ? "cublasGemmStridedBatchedEx" : "cublasGemmEx";
  return batched ? "cublasSgemmStridedBatched" : "cublasSgemm";
}

GemmShape gemm_shape(const LibraryCall &call, const Workload &w) {
  user_check(call.routine == routine_for(w, w.op_name == "batch_matmul") && dense_weight_panels(w) == 0,
             "library call " << call.describe() << " does not compute workload " << w.spec);
  GemmShape g;
  static_cast<GemmCall &>(g) = gemm_call(call, w);
  g.input_type = cuda_type(w.inputs()[0].dtype());
  g.ex = call.routine.find("Ex") != std::string::npos;
  g.batched = call.routine.find("StridedBatched") != std::string::npos;
  g.compute = w.math() == MathMode::Tf32 ? kCompute32FFastTf32 : kCompute32F;
  return g;
}

class CublasGemm : public LibraryKernel {
 public:
  CublasGemm(const LibraryCall &call, const Workload &w, const Target &target)
      : lib_(cublas()), routine_(call.routine) {
    user_check(lib_.create,
               "library call " << call.describe() << ": cuBLAS is not loaded here (" << lib_.status.why_not << ")");
    g_ = gemm_shape(call, w);
    if (g_.epilogue) {
      epilogue_ = std::make_unique<GpuEpilogue>(*g_.epilogue, target);
      scratch_ = std::make_unique<DeviceScratch>(static_cast<size_t>(g_.m) * g_.n * sizeof(float));
    }
    // The handle binds to the current context (the runner's, on device 0).
    int status = lib_.create(&handle_);
    user_check(status == 0, "cublasCreate failed with status " << status << " (is there a CUDA device?)");
  }
  ~CublasGemm() override {
    if (handle_) lib_.destroy(handle_);
  }

  /** args: one device pointer per buffer (A, B, [bias], [R], C), as the runner passes them. */
  void call_packed(void **args) override {
    auto ptr = [&](int i) { return reinterpret_cast<Dptr>(args[i]); };
    int n_in = 2 + (g_.epilogue && g_.epilogue->bias) + (g_.epilogue && g_.epilogue->residual);
    Dptr a = ptr(0), b = ptr(1), c = epilogue_ ? scratch_->ptr() : ptr(n_in);
    // Row-major C = A op(B) is column-major C^T = op(B)^T A^T: B first, with its own ld.
    int op_b = g_.trans_b ? kOpT : kOpN, ldb = g_.trans_b ? g_.k : g_.n;
    const float one = 1.0f, zero = 0.0f;
    auto *A = reinterpret_cast<const void *>(a), *B = reinterpret_cast<const void *>(b);
    auto *C = reinterpret_cast<void *>(c);
    long long sa = static_cast<long long>(g_.m) * g_.k, sb = static_cast<long long>(g_.k) * g_.n,
              sc = static_cast<long long>(g_.m) * g_.n;
    int status = 0;
    if (!g_.ex && !g_.batched)
      status = lib_.sgemm(handle_, op_b, kOpN, g_.n, g_.m, g_.k, &one, static_cast<const float *>(B), ldb,
                          static_cast<const float *>(A), g_.k, &zero, static_cast<float *>(C), g_.n);
    else if (!g_.ex)
      status = lib_.sgemm_strided(handle_, op_b, kOpN, g_.n, g_.m, g_.k, &one, static_cast<const float *>(B), ldb, sb,
                                  static_cast<const float *>(A), g_.k, sa, &zero, static_cast<float *>(C), g_.n, sc,
                                  g_.batch);
    else if (!g_.batched)
      status = lib_.gemm_ex(handle_, op_b, kOpN, g_.n, g_.m, g_.k, &one, B, g_.input_type, ldb, A, g_.input_type, g_.k,
                            &zero, C, kR32F, g_.n, g_.compute, kGemmDefault);
    else
      status =
          lib_.gemm_strided_ex(handle_, op_b, kOpN, g_.n, g_.m, g_.k, &one, B, g_.input_type, ldb, sb, A, g_.input_type,
                               g_.k, sa, &zero, C, kR32F, g_.n, sc, g_.batch, g_.compute, kGemmDefault);
    if (status != 0) throw Error(routine_ + " failed with cuBLAS status " + std::to_string(status));
    if (epilogue_) {
      bool bias = g_.epilogue->bias, residual = g_.epilogue->residual;
      epilogue_->run(c, bias ? ptr(2) : 0, residual ? ptr(bias ? 3 : 2) : 0, ptr(n_in));
    }
  }

 private:
  const Cublas &lib_;
  std::string routine_;
  GemmShape g_;
  Handle handle_ = nullptr;
  std::unique_ptr<GpuEpilogue> epilogue_;
  std::unique_ptr<DeviceScratch> scratch_;
};

}  // namespace

LibraryStatus cublas_status() { return cublas().status; }

std::vector<LibraryCall> cublas_candidates(const Workload &w) {
  if (w.op_name != "matmul" && w.op_name != "batch_matmul" && w.op_name != "dense") return {};
  if (dense_weight_panels(w) != 0) return {};  // panels of W: no cuBLAS layout
  const Cublas &lib = cublas();
  if (!lib.create) return {};
  bool batched = w.op_name == "batch_matmul", dense = w.op_name == "dense";
  LibraryCall c;
  c.library = "cublas";
  c.version = lib.status.version;
  c.routine = routine_for(w, batched);
  int64_t M = int_param(w, "M"), N = int_param(w, "N"), K = int_param(w, "K");
  c.params = {{"order", "row_major"},
              {"transa", "N"},
              {"transb", dense ? "T" : "N"},
              {"M", M},
              {"N", N},
              {"K", K},
              {"lda", K},
              {"ldb", dense ? K : N},
              {"ldc", N},
              {"inputs", w.inputs()[0].dtype().str()}};
  if (c.routine.find("Ex") != std::string::npos) {
    c.params["compute"] = w.math() == MathMode::Tf32 ? "CUBLAS_COMPUTE_32F_FAST_TF32" : "CUBLAS_COMPUTE_32F";
    c.params["algo"] = "CUBLAS_GEMM_DEFAULT";
  }
  if (batched) c.params["batch"] = int_param(w, "B");
  if (dense) {
    EpilogueSpec e = epilogue_of(w, 1);
    if (e.any()) c.params["epilogue"] = e.to_json();
  }
  return {c};
}

ExportedLibraryCall cublas_export(const LibraryCall &call, const Workload &w) {
  GemmShape g = gemm_shape(call, w);
  ExportedLibraryCall e;
  e.call.routine = LibraryStub::CublasGemm;
  e.call.params = {g.batch, g.m, g.n, g.k, g.trans_b ? 1 : 0, g.input_type, g.compute, g.ex ? 1 : 0, g.batched ? 1 : 0};
  place_exported_arguments(e, g.epilogue, w);
  e.call.sonames = {kNames[0], kNames[1], kNames[2], kNames[3]};
  e.call.gpu = true;
  return e;
}

std::unique_ptr<LibraryKernel> make_cublas_kernel(const LibraryCall &call, const Workload &w, const Target &target) {
  return std::make_unique<CublasGemm>(call, w, target);
}

}  // namespace ktune::library
