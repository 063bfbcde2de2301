// What LibraryCall.cpp dispatches to: each vendor library in its own file (Cblas.cpp, Dnnl.cpp;
// Cublas.cpp, Cudnn.cpp; Rocblas.cpp, Miopen.cpp), and the ktune-generated epilogue a composite
// call runs after the library's routine (Epilogue.cpp; GpuEpilogue.cpp on a CUDA device).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ktune/library/LibraryCall.h"
#include "ktune/runtime/Module.h"

namespace ktune::library {

// ---- OpenBLAS (Cblas.cpp): matmul, batch_matmul, dense ----
LibraryStatus openblas_status();
std::vector<LibraryCall> openblas_candidates(const Workload &w);
std::unique_ptr<LibraryKernel> make_openblas_kernel(const LibraryCall &call, const Workload &w, const Target &target);
/** The call as ktune export writes it (LibraryCall.h's exported_library_call checks that it fits). */
ExportedLibraryCall openblas_export(const LibraryCall &call, const Workload &w);

// ---- oneDNN (Dnnl.cpp): conv2d (both layouts), softmax, layernorm ----
LibraryStatus onednn_status();
std::vector<LibraryCall> onednn_candidates(const Workload &w);
std::unique_ptr<LibraryKernel> make_onednn_kernel(const LibraryCall &call, const Workload &w, const Target &target);
/** The call as ktune export writes it (exported_library_call checks that it fits). */
ExportedLibraryCall onednn_export(const LibraryCall &call, const Workload &w);

// ---- cuBLAS (Cublas.cpp): matmul, batch_matmul, dense on CUDA targets ----
LibraryStatus cublas_status();
std::vector<LibraryCall> cublas_candidates(const Workload &w);
std::unique_ptr<LibraryKernel> make_cublas_kernel(const LibraryCall &call, const Workload &w, const Target &target);
/** The call as ktune export writes it into a CUDA library (exported_library_call checks that it fits). */
ExportedLibraryCall cublas_export(const LibraryCall &call, const Workload &w);

// ---- cuDNN (Cudnn.cpp): conv2d and depthwise_conv2d (NCHW) on CUDA targets ----
LibraryStatus cudnn_status();
std::vector<LibraryCall> cudnn_candidates(const Workload &w);
std::unique_ptr<LibraryKernel> make_cudnn_kernel(const LibraryCall &call, const Workload &w, const Target &target);
/** The call as ktune export writes it into a CUDA library (exported_library_call checks that it fits). */
ExportedLibraryCall cudnn_export(const LibraryCall &call, const Workload &w);

// ---- rocBLAS (Rocblas.cpp): matmul, batch_matmul, dense (f32, no epilogue) on ROCm targets ----
LibraryStatus rocblas_status();
std::vector<LibraryCall> rocblas_candidates(const Workload &w);
std::unique_ptr<LibraryKernel> make_rocblas_kernel(const LibraryCall &call, const Workload &w, const Target &target);

// ---- MIOpen (Miopen.cpp): conv2d and depthwise_conv2d (NCHW, f32, no epilogue) on ROCm targets ----
LibraryStatus miopen_status();
std::vector<LibraryCall> miopen_candidates(const Workload &w);
std::unique_ptr<LibraryKernel> make_miopen_kernel(const LibraryCall &call, const Workload &w, const Target &target);

// ---- the generated epilogue (Epilogue.cpp) ----

/** Y = act(D + bias[i_axis] + R) on a tensor of `shape`: what dense and conv2d add after the
 * GEMM or convolution that a library computes. */
struct EpilogueSpec {
  std::vector<int64_t> shape;
  int bias_axis = -1;  // the axis bias is indexed by
  bool bias = false, residual = false;
  std::string act = "none";  // none, relu, relu6, gelu
  bool any() const { return bias || residual || act != "none"; }
  nlohmann::json to_json() const;
  static EpilogueSpec from_json(const nlohmann::json &j);
};
/** Y = act(D + bias + R) as a workload: arguments D, [bias], [R], Y. */
Workload epilogue_workload(const EpilogueSpec &e);
/** The epilogue of a registry workload (dense or conv2d), from its parameters. */
EpilogueSpec epilogue_of(const Workload &w, int bias_axis);

/** The epilogue compiled by ktune for the target (its op template's schedule). */
class Epilogue {
 public:
  Epilogue(const EpilogueSpec &spec, const Target &target);
  /** Y = act(D + bias + R); bias and R are ignored when the spec has none. */
  void run(void *d, void *bias, void *residual, void *y) const;

 private:
  EpilogueSpec spec_;
  std::unique_ptr<LoadedKernel> kernel_;
};

/** The epilogue compiled by ktune for a CUDA target (GpuEpilogue.cpp): its op template's GPU
 * schedule, loaded into the current context and launched on the default stream, where the
 * library's routine ran before it. Arguments are device pointers. */
class GpuEpilogue {
 public:
  GpuEpilogue(const EpilogueSpec &spec, const Target &target);
  ~GpuEpilogue();
  GpuEpilogue(const GpuEpilogue &) = delete;
  GpuEpilogue &operator=(const GpuEpilogue &) = delete;
  void run(unsigned long long d, unsigned long long bias, unsigned long long residual, unsigned long long y) const;

 private:
  EpilogueSpec spec_;
  void *module_ = nullptr, *function_ = nullptr;
  unsigned grid_[3] = {1, 1, 1}, block_[3] = {1, 1, 1};
};

/** Device memory of the current CUDA context, freed with its owner (a library call's scratch
 * tensor or workspace). */
class DeviceScratch {
 public:
  DeviceScratch() = default;
  explicit DeviceScratch(size_t bytes);
  ~DeviceScratch();
  DeviceScratch(const DeviceScratch &) = delete;
  DeviceScratch &operator=(const DeviceScratch &) = delete;
  unsigned long long ptr() const { return ptr_; }
  size_t bytes() const { return bytes_; }

 private:
  unsigned long long ptr_ = 0;
  size_t bytes_ = 0;
};

// ---- shared ----
/** Non-empty when the user turned the library off: KTUNE_DISABLE_LIBRARIES lists library
 * names (comma-separated) or says "all". ktune then behaves as where it is not installed: for
 * users who cannot ship a vendor library, and for the tests of that case. */
std::string disabled_by_user(const std::string &name);
/** A workload parameter as an integer (the registry has checked it). */
int64_t int_param(const Workload &w, const std::string &name);
std::string text_param(const Workload &w, const std::string &name);

/** A conv2d or depthwise_conv2d workload's shape, as every library that convolves reads it. */
struct ConvShape {
  int64_t N, C, H, W, K, R, S, stride, pad, dilation, P, Q;
  int64_t kblock;  // NHWC conv2d: weights [K/kblock,R,S,C,kblock] (oneDNN's Ohwi<kblock>o), 0 for [R,S,C,K]
  bool nhwc;
  bool depthwise;  // C groups of one channel: weights [C,R,S] (NCHW) or [R,S,C] (NHWC)
};
ConvShape conv_shape(const Workload &w);
/** f32 data: dtype f32, or tf32 (which an exact f32 product satisfies). */
bool f32_data(const Workload &w);
/** A GEMM call's parameters (batch, M, N, K, transb and the epilogue), read from the call and
 * checked against the workload's shapes and f32 output; UserError naming the call otherwise. */
struct GemmCall {
  int batch = 1, m = 0, n = 0, k = 0;
  bool trans_b = false;  // B (dense's W) is [N, K]
  std::optional<EpilogueSpec> epilogue;
};
GemmCall gemm_call(const LibraryCall &call, const Workload &w);
/** Where an exported call of w finds its arguments: the routine's two operands first, then the
 * epilogue's bias and residual where it has them, then the output; and the epilogue workload
 * export compiles (none without an epilogue). */
void place_exported_arguments(ExportedLibraryCall &e, const std::optional<EpilogueSpec> &epilogue, const Workload &w);

}  // namespace ktune::library
