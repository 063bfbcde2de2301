// MIOpen as a candidate for conv2d and depthwise_conv2d on a ROCm target: NCHW, f32, without a
// bias, residual or activation (the generated epilogue is not yet launched through HIP). Like
// cuDNN (Cudnn.cpp), each forward algorithm MIOpen has (GEMM, direct, FFT, Winograd, implicit
// GEMM) is a candidate of its own, measured by the harness. MIOpen runs an algorithm only after
// miopenFindConvolutionForwardAlgorithm has found it for the problem, so the first call finds
// (on the call's own buffers, which it overwrites) and refuses an algorithm the find did not
// return. The library is loaded at run time (libMIOpen.so.1) with no ROCm header: only the ABI
// of the functions below is assumed (miopen.h). No AMD GPU and no MIOpen package (Debian 12 has
// none) are available to this project, so these calls have never been loaded or run.
#include <mutex>

#include "Libraries.h"
#include "ktune/support/DynamicLibrary.h"
#include "ktune/support/Error.h"

namespace ktune::library {

namespace {

using Handle = void *;
using Desc = void *;
// miopenDataType_t, miopenConvolutionMode_t values.
constexpr int kFloat = 1, kConvolution = 0;

// miopenConvFwdAlgorithm_t values, with the names ktune records.
struct Algorithm {
  const char *name;
  int value;
};
const Algorithm kAlgorithms[] = {{"GEMM", 0}, {"DIRECT", 1}, {"FFT", 2}, {"WINOGRAD", 3}, {"IMPLICIT_GEMM", 5}};

// miopenConvAlgoPerf_t: the algorithm (a union of enums), its time and its workspace bytes.
struct AlgoPerf {
  int algorithm;
  float time;
  size_t memory;
};

struct Miopen {
  int (*create)(Handle *) = nullptr;
  int (*destroy)(Handle) = nullptr;
  int (*version)(size_t *, size_t *, size_t *) = nullptr;
  int (*create_tensor)(Desc *) = nullptr;
  int (*destroy_tensor)(Desc) = nullptr;
  int (*set_tensor4d)(Desc, int, int, int, int, int) = nullptr;
  int (*create_conv)(Desc *) = nullptr;
  int (*destroy_conv)(Desc) = nullptr;
  int (*init_conv)(Desc, int, int, int, int, int, int, int) = nullptr;
  int (*set_groups)(Desc, int) = nullptr;
  int (*workspace_size)(Handle, Desc, Desc, Desc, Desc, size_t *) = nullptr;
  int (*find)(Handle, Desc, const void *, Desc, const void *, Desc, Desc, void *, int, int *, AlgoPerf *, void *,
              size_t, bool) = nullptr;
  int (*forward)(Handle, const void *, Desc, const void *, Desc, const void *, Desc, int, const void *, Desc, void *,
                 void *, size_t) = nullptr;
  LibraryStatus status;
};

const char *const kNames[] = {"libMIOpen.so.1", "libMIOpen.so"};

const Miopen &miopen() {
  static Miopen lib;
  static std::once_flag once;
  std::call_once(once, [] {
    lib.status.name = "miopen";
    lib.status.purpose = "conv2d, depthwise_conv2d (nchw, f32, no epilogue) on ROCm (each forward algorithm)";
    lib.status.why_not = disabled_by_user("miopen");
    if (!lib.status.why_not.empty()) return;
    void *h = open_first_library({kNames[0], kNames[1]});
    bool all = h && load_symbol(h, lib.create, "miopenCreate") && load_symbol(h, lib.destroy, "miopenDestroy") &&
               load_symbol(h, lib.version, "miopenGetVersion") &&
               load_symbol(h, lib.create_tensor, "miopenCreateTensorDescriptor") &&
               load_symbol(h, lib.destroy_tensor, "miopenDestroyTensorDescriptor") &&
               load_symbol(h, lib.set_tensor4d, "miopenSet4dTensorDescriptor") &&
               load_symbol(h, lib.create_conv, "miopenCreateConvolutionDescriptor") &&
               load_symbol(h, lib.destroy_conv, "miopenDestroyConvolutionDescriptor") &&
               load_symbol(h, lib.init_conv, "miopenInitConvolutionDescriptor") &&
               load_symbol(h, lib.set_groups, "miopenSetConvolutionGroupCount") &&
               load_symbol(h, lib.workspace_size, "miopenConvolutionForwardGetWorkSpaceSize") &&
               load_symbol(h, lib.find, "miopenFindConvolutionForwardAlgorithm") &&
               load_symbol(h, lib.forward, "miopenConvolutionForward");
    if (!all) {
      lib.create = nullptr;
      lib.status.why_not = std::string(h ? "a function ktune calls is missing from " : "dlopen found none of ") +
                           kNames[0] + ", " + kNames[1];
      return;
    }
    size_t v[3] = {0, 0, 0};
    lib.version(&v[0], &v[1], &v[2]);
    lib.status.version = std::to_string(v[0]) + "." + std::to_string(v[1]) + "." + std::to_string(v[2]);
    lib.status.file = file_defining(reinterpret_cast<void *>(lib.forward));
    lib.status.found = true;
  });
  return lib;
}

/** HIP device memory (the workspace), freed with its owner: hipMalloc/hipFree of the HIP
 * runtime the GPU runner has loaded. */
class HipScratch {
 public:
  explicit HipScratch(size_t bytes) {
    void *hip = open_first_library({"libamdhip64.so", "libamdhip64.so.7", "libamdhip64.so.6"});
    user_check(hip && load_symbol(hip, malloc_, "hipMalloc") && load_symbol(hip, free_, "hipFree"),
               "MIOpen's workspace needs the HIP runtime (libamdhip64.so)");
    int status = malloc_(&ptr_, bytes);
    user_check(status == 0, "hipMalloc of MIOpen's " << bytes << "-byte workspace failed with status " << status);
  }
  ~HipScratch() {
    if (ptr_) free_(ptr_);
  }
  HipScratch(const HipScratch &) = delete;
  HipScratch &operator=(const HipScratch &) = delete;
  void *ptr() const { return ptr_; }

 private:
  int (*malloc_)(void **, size_t) = nullptr;
  int (*free_)(void *) = nullptr;
  void *ptr_ = nullptr;
};

bool fits(const Workload &w) {
  if (w.op_name != "conv2d" && w.op_name != "depthwise_conv2d") return false;
  if (!f32_data(w)) return false;
  return text_param(w, "layout") == "nchw" && !epilogue_of(w, 1).any();
}

class MiopenConv : public LibraryKernel {
 public:
  MiopenConv(const LibraryCall &call, const Workload &w) : lib_(miopen()) {
    user_check(lib_.create,
               "library call " << call.describe() << ": MIOpen is not loaded here (" << lib_.status.why_not << ")");
    user_check(fits(w) && !call.params.contains("epilogue"),
               "library call " << call.describe() << " does not compute workload " << w.spec);
    std::string name = call.params.value("algorithm", "");
    for (const Algorithm &a : kAlgorithms)
      if (name == a.name) algorithm_ = a.value;
    user_check(algorithm_ >= 0,
               "library call " << call.describe() << ": MIOpen has no forward algorithm '" << name << "'");
    name_ = name;
    try {
      describe(w);
    } catch (...) {
      release();  // a partly made call: what was made is freed here, the destructor will not run
      throw;
    }
  }
  ~MiopenConv() override { release(); }

 private:
  /** The handle, the descriptors and the workspace of the convolution. */
  void describe(const Workload &w) {
    ConvShape s = conv_shape(w);
    auto i32 = [](int64_t v) { return static_cast<int>(v); };
    int groups = s.depthwise ? i32(s.C) : 1;
    check(lib_.create(&handle_), "miopenCreate (is there an AMD GPU?)");
    check(lib_.create_tensor(&x_), "miopenCreateTensorDescriptor");
    check(lib_.create_tensor(&y_), "miopenCreateTensorDescriptor");
    check(lib_.create_tensor(&w_), "miopenCreateTensorDescriptor");
    check(lib_.create_conv(&conv_), "miopenCreateConvolutionDescriptor");
    check(lib_.set_tensor4d(x_, kFloat, i32(s.N), i32(s.C), i32(s.H), i32(s.W)), "the input descriptor");
    check(lib_.set_tensor4d(y_, kFloat, i32(s.N), i32(s.K), i32(s.P), i32(s.Q)), "the output descriptor");
    check(lib_.set_tensor4d(w_, kFloat, i32(s.K), i32(s.C / groups), i32(s.R), i32(s.S)), "the weights descriptor");
    check(lib_.init_conv(conv_, kConvolution, i32(s.pad), i32(s.pad), i32(s.stride), i32(s.stride), i32(s.dilation),
                         i32(s.dilation)),
          "the convolution descriptor");
    check(lib_.set_groups(conv_, groups), "miopenSetConvolutionGroupCount");
    check(lib_.workspace_size(handle_, w_, x_, conv_, y_, &workspace_bytes_),
          "miopenConvolutionForwardGetWorkSpaceSize");
    if (workspace_bytes_) workspace_ = std::make_unique<HipScratch>(workspace_bytes_);
  }
  void release() {
    workspace_.reset();
    if (conv_) lib_.destroy_conv(conv_);
    if (w_) lib_.destroy_tensor(w_);
    if (y_) lib_.destroy_tensor(y_);
    if (x_) lib_.destroy_tensor(x_);
    if (handle_) lib_.destroy(handle_);
    conv_ = w_ = y_ = x_ = handle_ = nullptr;
  }

 public:
  /** args: device pointers I, W, O (hipMalloc's), as the runner passes them. */
  void call_packed(void **args) override {
    void *ws = workspace_ ? workspace_->ptr() : nullptr;
    if (!found_) {
      AlgoPerf perf[8] = {};
      int returned = 0;
      check(lib_.find(handle_, x_, args[0], w_, args[1], conv_, y_, args[2], 8, &returned, perf, ws, workspace_bytes_,
                      false),
            "miopenFindConvolutionForwardAlgorithm");
      for (int i = 0; i < returned; ++i) found_ = found_ || perf[i].algorithm == algorithm_;
      user_check(found_, "MIOpen's find did not return algorithm " << name_ << " for this convolution");
    }
    const float one = 1.0f, zero = 0.0f;
    check(lib_.forward(handle_, &one, x_, args[0], w_, args[1], conv_, algorithm_, &zero, y_, args[2], ws,
                       workspace_bytes_),
          "miopenConvolutionForward with " + name_);
  }

 private:
  void check(int status, const std::string &what) const {
    if (status != 0) throw UserError(what + " failed with MIOpen status " + std::to_string(status));
  }

  const Miopen &lib_;
  int algorithm_ = -1;
  std::string name_;
  bool found_ = false;
  Handle handle_ = nullptr;
  Desc x_ = nullptr, y_ = nullptr, w_ = nullptr, conv_ = nullptr;
  size_t workspace_bytes_ = 0;
  std::unique_ptr<HipScratch> workspace_;
};

}  // namespace

LibraryStatus miopen_status() { return miopen().status; }

std::vector<LibraryCall> miopen_candidates(const Workload &w) {
  if (!fits(w)) return {};
  const Miopen &lib = miopen();
  if (!lib.create) return {};
  std::vector<LibraryCall> out;
  for (const Algorithm &a : kAlgorithms) {
    LibraryCall c;
    c.library = "miopen";
    c.version = lib.status.version;
    c.routine = "miopenConvolutionForward";
    c.params = {{"formats", "nchw"}, {"algorithm", a.name}};
    if (w.op_name == "depthwise_conv2d") c.params["groups"] = int_param(w, "C");
    out.push_back(std::move(c));
  }
  return out;
}

std::unique_ptr<LibraryKernel> make_miopen_kernel(const LibraryCall &call, const Workload &w, const Target &) {
  return std::make_unique<MiopenConv>(call, w);
}

}  // namespace ktune::library
