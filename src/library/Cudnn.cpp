// cuDNN as a candidate for conv2d and depthwise_conv2d on a CUDA target, NCHW only (ktune's
// NHWC weights are [R,S,C,K], a filter layout cuDNN does not take: its NHWC filters are
// [K,R,S,C]). Each of cuDNN's forward algorithms is its own candidate (implicit GEMM, its
// precomputed form, explicit GEMM, FFT, tiled FFT, Winograd and its unfused form), measured by
// the harness like every other, which is what cudnnFindConvolutionForwardAlgorithm would do,
// but kept in the database with its evidence; an algorithm that cuDNN does not support for the
// shape fails its measurement with cuDNN's reason. f32 convolutions run with CUDNN_FMA_MATH
// (no TF32, the products stay exact), dtype=tf32 with CUDNN_DEFAULT_MATH (tensor cores may round
// to TF32). A depthwise convolution is a grouped one with C groups of one channel. A bias,
// residual or activation is the generated epilogue, on the device (GpuEpilogue.cpp). cuDNN 9's
// descriptor ("legacy") API is used, loaded at run time with no header: only the ABI of the
// functions below is assumed (cudnn_graph.h, cudnn_ops.h, cudnn_cnn.h).
#include <mutex>
#include <optional>

#include "Libraries.h"
#include "ktune/support/DynamicLibrary.h"
#include "ktune/support/Error.h"

namespace ktune::library {

namespace {

using Handle = void *;
using Desc = void *;
using Dptr = unsigned long long;
// cudnnTensorFormat_t, cudnnDataType_t, cudnnConvolutionMode_t, cudnnMathType_t values.
constexpr int kNchw = 0, kFloat = 0, kCrossCorrelation = 1, kDefaultMath = 0, kFmaMath = 3;

// cudnnConvolutionFwdAlgo_t: the value is the index (DIRECT, 3, is not implemented by cuDNN).
const char *const kAlgorithms[] = {"IMPLICIT_GEMM", "IMPLICIT_PRECOMP_GEMM", "GEMM", "DIRECT", "FFT", "FFT_TILING",
                                   "WINOGRAD",      "WINOGRAD_NONFUSED"};
constexpr int kAlgorithmCount = 8, kDirect = 3;

struct Cudnn {
  int (*create)(Handle *) = nullptr;
  int (*destroy)(Handle) = nullptr;
  size_t (*get_version)() = nullptr;
  const char *(*error_string)(int) = nullptr;
  int (*create_tensor)(Desc *) = nullptr;
  int (*destroy_tensor)(Desc) = nullptr;
  int (*set_tensor4d)(Desc, int, int, int, int, int, int) = nullptr;
  int (*create_filter)(Desc *) = nullptr;
  int (*destroy_filter)(Desc) = nullptr;
  int (*set_filter4d)(Desc, int, int, int, int, int, int) = nullptr;
  int (*create_conv)(Desc *) = nullptr;
  int (*destroy_conv)(Desc) = nullptr;
  int (*set_conv2d)(Desc, int, int, int, int, int, int, int, int) = nullptr;
  int (*set_groups)(Desc, int) = nullptr;
  int (*set_math)(Desc, int) = nullptr;
  int (*workspace_size)(Handle, Desc, Desc, Desc, Desc, int, size_t *) = nullptr;
  int (*forward)(Handle, const void *, Desc, const void *, Desc, const void *, Desc, int, void *, size_t, const void *,
                 Desc, void *) = nullptr;
  LibraryStatus status;
};

const char *const kNames[] = {"libcudnn.so.9", "libcudnn.so"};

const Cudnn &cudnn() {
  static Cudnn lib;
  static std::once_flag once;
  std::call_once(once, [] {
    lib.status.name = "cudnn";
    lib.status.purpose = "conv2d, depthwise_conv2d (nchw) on CUDA (cudnnConvolutionForward, each algorithm)";
    lib.status.why_not = disabled_by_user("cudnn");
    if (!lib.status.why_not.empty()) return;
    void *h = open_first_library({kNames[0], kNames[1]});
    bool all = h && load_symbol(h, lib.create, "cudnnCreate") && load_symbol(h, lib.destroy, "cudnnDestroy") &&
               load_symbol(h, lib.get_version, "cudnnGetVersion") &&
               load_symbol(h, lib.error_string, "cudnnGetErrorString") &&
               load_symbol(h, lib.create_tensor, "cudnnCreateTensorDescriptor") &&
               load_symbol(h, lib.destroy_tensor, "cudnnDestroyTensorDescriptor") &&
               load_symbol(h, lib.set_tensor4d, "cudnnSetTensor4dDescriptor") &&
               load_symbol(h, lib.create_filter, "cudnnCreateFilterDescriptor") &&
               load_symbol(h, lib.destroy_filter, "cudnnDestroyFilterDescriptor") &&
               load_symbol(h, lib.set_filter4d, "cudnnSetFilter4dDescriptor") &&
               load_symbol(h, lib.create_conv, "cudnnCreateConvolutionDescriptor") &&
               load_symbol(h, lib.destroy_conv, "cudnnDestroyConvolutionDescriptor") &&
               load_symbol(h, lib.set_conv2d, "cudnnSetConvolution2dDescriptor") &&
               load_symbol(h, lib.set_groups, "cudnnSetConvolutionGroupCount") &&
               load_symbol(h, lib.set_math, "cudnnSetConvolutionMathType") &&
               load_symbol(h, lib.workspace_size, "cudnnGetConvolutionForwardWorkspaceSize") &&
               load_symbol(h, lib.forward, "cudnnConvolutionForward");
    if (!all) {
      lib.create = nullptr;
      lib.status.why_not = std::string(h ? "a function ktune calls is missing from " : "dlopen found none of ") +
                           kNames[0] + ", " + kNames[1];
      return;
    }
    // cudnnGetVersion: major * 10000 + minor * 100 + patch since cuDNN 9 (91900 is 9.19.0); an
    // older cuDNN (major * 1000 + ...) is refused, as is a cuDNN 9 whose convolution or tensor
    // part (loaded on first use) is missing.
    size_t v = lib.get_version();
    int (*cnn_check)() = nullptr, (*ops_check)() = nullptr;
    if (v < 90000 || !load_symbol(h, cnn_check, "cudnnCnnVersionCheck") ||
        !load_symbol(h, ops_check, "cudnnOpsVersionCheck") || cnn_check() != 0 || ops_check() != 0) {
      lib.create = nullptr;
      lib.status.why_not = v < 90000 ? "cuDNN 9 or newer is needed (cudnnGetVersion says " + std::to_string(v) + ")"
                                     : "cuDNN 9's convolution or tensor library (libcudnn_cnn, libcudnn_ops) cannot be "
                                       "loaded";
      return;
    }
    lib.status.version =
        std::to_string(v / 10000) + "." + std::to_string(v / 100 % 100) + "." + std::to_string(v % 100);
    lib.status.file = file_defining(reinterpret_cast<void *>(lib.forward));
    lib.status.found = true;
  });
  return lib;
}

int algorithm_index(const LibraryCall &call) {
  std::string name = call.params.value("algorithm", "");
  for (int i = 0; i < kAlgorithmCount; ++i)
    if (name == kAlgorithms[i] && i != kDirect) return i;
  throw UserError("library call " + call.describe() + ": cuDNN has no forward algorithm '" + name + "'");
}

class CudnnConv : public LibraryKernel {
 public:
  CudnnConv(const LibraryCall &call, const Workload &w, const Target &target) : lib_(cudnn()) {
    user_check(lib_.create,
               "library call " << call.describe() << ": cuDNN is not loaded here (" << lib_.status.why_not << ")");
    s_ = conv_shape(w);
    user_check(!s_.nhwc && f32_data(w), "library call " << call.describe() << " does not compute workload " << w.spec);
    algorithm_ = algorithm_index(call);
    if (call.params.contains("epilogue")) {
      EpilogueSpec e = EpilogueSpec::from_json(call.params["epilogue"]);
      user_check(e.shape == w.outputs()[0].shape(),
                 "library call " << call.describe() << ": its epilogue does not fit workload " << w.spec);
      epilogue_ = std::make_unique<GpuEpilogue>(e, target);
      bias_ = e.bias;
      residual_ = e.residual;
      scratch_ = std::make_unique<DeviceScratch>(static_cast<size_t>(s_.N * s_.K * s_.P * s_.Q) * sizeof(float));
    }
    try {
      describe(w);
    } catch (...) {
      release();  // a partly made call: what was made is freed here, the destructor will not run
      throw;
    }
  }
  ~CudnnConv() override { release(); }

 private:
  /** The handle, the descriptors and the workspace of the convolution. */
  void describe(const Workload &w) {
    check(lib_.create(&handle_), "cudnnCreate (is there a CUDA device?)");
    check(lib_.create_tensor(&x_), "cudnnCreateTensorDescriptor");
    check(lib_.create_tensor(&y_), "cudnnCreateTensorDescriptor");
    check(lib_.create_filter(&w_), "cudnnCreateFilterDescriptor");
    check(lib_.create_conv(&conv_), "cudnnCreateConvolutionDescriptor");
    auto i32 = [](int64_t v) { return static_cast<int>(v); };
    int groups = s_.depthwise ? i32(s_.C) : 1;
    check(lib_.set_tensor4d(x_, kNchw, kFloat, i32(s_.N), i32(s_.C), i32(s_.H), i32(s_.W)), "the input descriptor");
    check(lib_.set_tensor4d(y_, kNchw, kFloat, i32(s_.N), i32(s_.K), i32(s_.P), i32(s_.Q)), "the output descriptor");
    // Weights [K, C/groups, R, S]: a depthwise [C, R, S] is [C, 1, R, S].
    check(lib_.set_filter4d(w_, kFloat, kNchw, i32(s_.K), i32(s_.C / groups), i32(s_.R), i32(s_.S)),
          "the filter descriptor");
    check(lib_.set_conv2d(conv_, i32(s_.pad), i32(s_.pad), i32(s_.stride), i32(s_.stride), i32(s_.dilation),
                          i32(s_.dilation), kCrossCorrelation, kFloat),
          "the convolution descriptor");
    check(lib_.set_groups(conv_, groups), "cudnnSetConvolutionGroupCount");
    check(lib_.set_math(conv_, w.math() == MathMode::Tf32 ? kDefaultMath : kFmaMath), "cudnnSetConvolutionMathType");
    size_t bytes = 0;
    check(lib_.workspace_size(handle_, x_, w_, conv_, y_, algorithm_, &bytes),
          std::string("the workspace of algorithm ") + kAlgorithms[algorithm_]);
    if (bytes) workspace_ = std::make_unique<DeviceScratch>(bytes);
  }
  void release() {
    workspace_.reset();
    if (conv_) lib_.destroy_conv(conv_);
    if (w_) lib_.destroy_filter(w_);
    if (y_) lib_.destroy_tensor(y_);
    if (x_) lib_.destroy_tensor(x_);
    if (handle_) lib_.destroy(handle_);
    conv_ = w_ = y_ = x_ = handle_ = nullptr;
  }

 public:
  /** args: one device pointer per buffer (I, W, [bias], [R], O), as the runner passes them. */
  void call_packed(void **args) override {
    auto ptr = [&](int i) { return reinterpret_cast<Dptr>(args[i]); };
    int n_in = 2 + bias_ + residual_;
    Dptr y = epilogue_ ? scratch_->ptr() : ptr(n_in);
    const float one = 1.0f, zero = 0.0f;
    void *ws = workspace_ ? reinterpret_cast<void *>(workspace_->ptr()) : nullptr;
    check(lib_.forward(handle_, &one, x_, args[0], w_, args[1], conv_, algorithm_, ws,
                       workspace_ ? workspace_->bytes() : 0, &zero, y_, reinterpret_cast<void *>(y)),
          std::string("cudnnConvolutionForward with ") + kAlgorithms[algorithm_]);
    if (epilogue_) epilogue_->run(y, bias_ ? ptr(2) : 0, residual_ ? ptr(bias_ ? 3 : 2) : 0, ptr(n_in));
  }

 private:
  void check(int status, const std::string &what) const {
    if (status == 0) return;
    const char *msg = lib_.error_string ? lib_.error_string(status) : nullptr;
    throw UserError(what + " failed: " + (msg ? msg : "cuDNN status " + std::to_string(status)));
  }

  const Cudnn &lib_;
  ConvShape s_{};
  int algorithm_ = 0;
  bool bias_ = false, residual_ = false;
  Handle handle_ = nullptr;
  Desc x_ = nullptr, y_ = nullptr, w_ = nullptr, conv_ = nullptr;
  std::unique_ptr<GpuEpilogue> epilogue_;
  std::unique_ptr<DeviceScratch> scratch_, workspace_;
};

}  // namespace

LibraryStatus cudnn_status() { return cudnn().status; }

std::vector<LibraryCall> cudnn_candidates(const Workload &w) {
  if (w.op_name != "conv2d" && w.op_name != "depthwise_conv2d") return {};
  if (!f32_data(w) || text_param(w, "layout") != "nchw") return {};
  const Cudnn &lib = cudnn();
  if (!lib.create) return {};
  std::vector<LibraryCall> out;
  for (int a = 0; a < kAlgorithmCount; ++a) {
    if (a == kDirect) continue;
    LibraryCall c;
    c.library = "cudnn";
    c.version = lib.status.version;
    c.routine = "cudnnConvolutionForward";
    c.params = {{"formats", "nchw"},
                {"algorithm", kAlgorithms[a]},
                {"math", w.math() == MathMode::Tf32 ? "CUDNN_DEFAULT_MATH" : "CUDNN_FMA_MATH"}};
    if (w.op_name == "depthwise_conv2d") c.params["groups"] = int_param(w, "C");
    EpilogueSpec e = epilogue_of(w, 1);
    if (e.any()) c.params["epilogue"] = e.to_json();
    out.push_back(std::move(c));
  }
  return out;
}

ExportedLibraryCall cudnn_export(const LibraryCall &call, const Workload &w) {
  ConvShape s = conv_shape(w);
  int groups = s.depthwise ? static_cast<int>(s.C) : 1;
  ExportedLibraryCall e;
  e.call.routine = LibraryStub::CudnnConvolution;
  e.call.params = {s.N,
                   s.C,
                   s.H,
                   s.W,
                   s.K,
                   s.R,
                   s.S,
                   s.stride,
                   s.pad,
                   s.dilation,
                   s.P,
                   s.Q,
                   groups,
                   algorithm_index(call),
                   w.math() == MathMode::Tf32 ? kDefaultMath : kFmaMath};
  std::optional<EpilogueSpec> epilogue;
  if (call.params.contains("epilogue")) epilogue = EpilogueSpec::from_json(call.params["epilogue"]);
  place_exported_arguments(e, epilogue, w);
  e.call.sonames = {kNames[0], kNames[1]};
  e.call.gpu = true;
  return e;
}

std::unique_ptr<LibraryKernel> make_cudnn_kernel(const LibraryCall &call, const Workload &w, const Target &target) {
  return std::make_unique<CudnnConv>(call, w, target);
}

}  // namespace ktune::library
