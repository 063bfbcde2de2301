// cuBLAS and cuDNN as candidates on a CUDA target. Without a GPU (CI) they are found and
// load-checked: the candidates a CUDA workload gets, what each call's parameters say, the
// errors of a call that cannot run (no device, the wrong target, another workload's call), and
// the policy's answer for consumers that cannot use them. The harness measuring them on a device
// is tests/gpu's GpuRunTest, which skips without one.
#include <gtest/gtest.h>

#include <dlfcn.h>
#include <unistd.h>

#include <filesystem>
#include <regex>

#include "../database/DatabaseTestUtil.h"
#include "ktune/database/Database.h"
#include "ktune/database/Host.h"
#include "ktune/database/SchedulePolicy.h"
#include "ktune/export/Export.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/ops/Registry.h"
#include "ktune/schedule/Template.h"
#include "ktune/support/CudaDriver.h"
#include "ktune/support/Error.h"

namespace ktune {
namespace {

const LibraryStatus *status_of(const std::string &name) {
  static std::vector<LibraryStatus> all = library_statuses();
  for (const LibraryStatus &s : all)
    if (s.name == name) return &s;
  return nullptr;
}

#define REQUIRE_GPU_LIBRARY(name)                                                 \
  if (!status_of(name) || !status_of(name)->found)                                \
  GTEST_SKIP() << name << " is not installed here (the CUDA toolkit brings it): " \
               << (status_of(name) ? status_of(name)->why_not : "unknown")

// A function, not a global: no Target is parsed during static initialisation.
Target cuda_target() { return Target::parse("cuda -arch=sm_90"); }

std::vector<LibraryCall> candidates(const std::string &spec, const Target &target = cuda_target()) {
  return library_candidates(workload_from_spec(spec), target);
}

bool have_cuda_device() {
  std::string why;
  return !cuda_devices(&why).empty();
}

TEST(GpuLibraries, AreFoundWithTheirVersionOrSayWhyNot) {
  for (const char *name : {"cublas", "cudnn", "rocblas", "miopen"}) {
    const LibraryStatus *s = status_of(name);
    ASSERT_NE(s, nullptr) << name << " is not among ktune's libraries";
    EXPECT_FALSE(s->purpose.empty());
    if (s->found) {
      EXPECT_TRUE(std::regex_search(s->version, std::regex("^[0-9]+\\.[0-9]+\\.[0-9]+"))) << s->version;
      EXPECT_FALSE(s->file.empty());
    } else {
      EXPECT_FALSE(s->why_not.empty());
    }
  }
}

TEST(GpuLibraries, CublasServesTheGemmsOfACudaTarget) {
  REQUIRE_GPU_LIBRARY("cublas");
  auto only = [](const std::string &spec) {
    std::vector<LibraryCall> calls = candidates(spec);
    EXPECT_EQ(calls.size(), 1u) << spec;
    return calls.empty() ? LibraryCall{} : calls[0];
  };
  LibraryCall c = only("matmul:M=64,N=32,K=16");
  EXPECT_EQ(c.library, "cublas");
  EXPECT_EQ(c.routine, "cublasSgemm");
  EXPECT_EQ(c.params.at("transb"), "N");
  EXPECT_EQ(c.params.at("M"), 64);
  EXPECT_FALSE(c.params.contains("compute")) << "exact f32: no compute type, no TF32";

  c = only("matmul:M=64,N=32,K=16,dtype=f16");
  EXPECT_EQ(c.routine, "cublasGemmEx");
  EXPECT_EQ(c.params.at("inputs"), "f16");
  EXPECT_EQ(c.params.at("compute"), "CUBLAS_COMPUTE_32F");
  EXPECT_EQ(only("matmul:M=64,N=32,K=16,dtype=tf32").params.at("compute"), "CUBLAS_COMPUTE_32F_FAST_TF32");
  EXPECT_EQ(only("matmul:M=64,N=32,K=16,dtype=bf16").params.at("inputs"), "bf16");

  c = only("batch_matmul:B=3,M=8,N=8,K=8");
  EXPECT_EQ(c.routine, "cublasSgemmStridedBatched");
  EXPECT_EQ(c.params.at("batch"), 3);
  EXPECT_EQ(only("batch_matmul:B=3,M=8,N=8,K=8,dtype=bf16").routine, "cublasGemmStridedBatchedEx");

  c = only("dense:M=16,N=48,K=32,bias=1,act=gelu");
  EXPECT_EQ(c.params.at("transb"), "T") << "dense's W is [N, K]";
  ASSERT_TRUE(c.params.contains("epilogue")) << "bias and gelu are the generated epilogue";
  EXPECT_EQ(c.params["epilogue"].at("act"), "gelu");
  EXPECT_NE(c.describe().find("+ generated epilogue"), std::string::npos);

  EXPECT_TRUE(candidates("dense:M=16,N=48,K=32,nblock=16").empty()) << "panels of W have no cuBLAS layout";
  EXPECT_TRUE(candidates("softmax:M=4,N=8").empty());
  // The host's CPU target gets CPU libraries only, a ROCm target rocBLAS only.
  for (const LibraryCall &cpu : candidates("matmul:M=64,N=32,K=16", Target::host())) EXPECT_NE(cpu.library, "cublas");
  for (const LibraryCall &amd : candidates("matmul:M=64,N=32,K=16", Target::parse("rocm -mcpu=gfx90a")))
    EXPECT_EQ(amd.library, "rocblas");
}

TEST(GpuLibraries, CudnnOffersEachForwardAlgorithmForNchwConvolutions) {
  REQUIRE_GPU_LIBRARY("cudnn");
  std::vector<LibraryCall> calls = candidates("conv2d:N=1,C=16,H=14,W=14,K=32,R=3,S=3,pad=1,bias=1,act=relu");
  std::vector<std::string> algorithms;
  for (const LibraryCall &c : calls) {
    EXPECT_EQ(c.library, "cudnn");
    EXPECT_EQ(c.routine, "cudnnConvolutionForward");
    EXPECT_EQ(c.params.at("math"), "CUDNN_FMA_MATH") << "f32 stays exact: no TF32";
    EXPECT_TRUE(c.params.contains("epilogue"));
    algorithms.push_back(c.params.at("algorithm"));
  }
  EXPECT_EQ(algorithms, (std::vector<std::string>{"IMPLICIT_GEMM", "IMPLICIT_PRECOMP_GEMM", "GEMM", "FFT", "FFT_TILING",
                                                  "WINOGRAD", "WINOGRAD_NONFUSED"}));
  std::vector<LibraryCall> dw = candidates("depthwise_conv2d:N=1,C=8,H=14,W=14,R=3,S=3,pad=1");
  ASSERT_FALSE(dw.empty());
  EXPECT_EQ(dw[0].params.at("groups"), 8);
  EXPECT_FALSE(dw[0].params.contains("epilogue"));
  EXPECT_EQ(candidates("conv2d:N=1,C=16,H=14,W=14,K=32,R=3,S=3,pad=1,dtype=tf32")[0].params.at("math"),
            "CUDNN_DEFAULT_MATH");
  EXPECT_TRUE(candidates("conv2d:N=1,C=16,H=14,W=14,K=32,R=3,S=3,pad=1,layout=nhwc").empty())
      << "ktune's NHWC weights are [R,S,C,K], which cuDNN does not take";
}

TEST(GpuLibraries, ACallThatCannotRunHereIsAClearError) {
  REQUIRE_GPU_LIBRARY("cublas");
  Workload w = workload_from_spec("matmul:M=64,N=32,K=16");
  LibraryCall call = candidates(w.spec).at(0);
  // The wrong target.
  try {
    LibraryKernel::create(call, w, Target::host());
    FAIL() << "a cuBLAS call ran on a CPU target";
  } catch (const UserError &e) {
    EXPECT_NE(std::string(e.what()).find("does not run on target llvm"), std::string::npos) << e.what();
  }
  // Another workload's call, or one whose parameters were edited: not a call ktune makes here.
  auto refusal = [](const LibraryCall &c, const std::string &spec) {
    try {
      LibraryKernel::create(c, workload_from_spec(spec), cuda_target());
    } catch (const UserError &e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_NE(refusal(call, "matmul:M=64,N=32,K=8").find("ktune makes no such call"), std::string::npos);
  LibraryCall edited = call;
  edited.params["transb"] = "T";
  EXPECT_NE(refusal(edited, w.spec).find("ktune makes no such call"), std::string::npos);
  if (status_of("cudnn") && status_of("cudnn")->found) {
    const std::string conv = "conv2d:N=1,C=16,H=14,W=14,K=32,R=3,S=3,pad=1";
    LibraryCall direct = candidates(conv).at(0);
    direct.params["algorithm"] = "DIRECT";  // cuDNN does not implement it: never offered
    EXPECT_NE(refusal(direct, conv).find("ktune makes no such call"), std::string::npos);
  }
  if (have_cuda_device()) return;  // the rest is about a machine without one
  // No device: a clear error from the library or the driver, for a plain call and for one with
  // a generated epilogue (compiled to PTX first, then refused for want of a driver).
  for (const char *spec : {"matmul:M=64,N=32,K=16", "dense:M=16,N=48,K=32,bias=1,act=gelu",
                           "conv2d:N=1,C=16,H=14,W=14,K=32,R=3,S=3,pad=1,bias=1"}) {
    Workload wl = workload_from_spec(spec);
    std::vector<LibraryCall> calls = candidates(spec);
    if (calls.empty()) continue;  // cuDNN not installed
    try {
      LibraryKernel::create(calls[0], wl, cuda_target());
      ADD_FAILURE() << spec << ": a library call was made ready without a device";
    } catch (const UserError &e) {
      std::string what = e.what();
      EXPECT_TRUE(what.find("device") != std::string::npos || what.find("driver") != std::string::npos)
          << spec << ": " << what;
    }
  }
}

// rocBLAS (ROCm targets): f32 GEMMs without an epilogue. No AMD GPU or rocBLAS package is
// available to this project, so where it is missing the candidates are none and a recorded call
// is refused with the reason; where it is installed, the calls' parameters are checked.
TEST(GpuLibraries, RocblasServesF32GemmsOfARocmTargetOrSaysWhyNot) {
  const Target rocm = Target::parse("rocm -mcpu=gfx90a");
  LibraryCall call{"rocblas",
                   "4.0.0",
                   "rocblas_sgemm",
                   {{"order", "row_major"},
                    {"transa", "N"},
                    {"transb", "N"},
                    {"M", 64},
                    {"N", 32},
                    {"K", 16},
                    {"lda", 16},
                    {"ldb", 32},
                    {"ldc", 32}}};
  const LibraryStatus *s = status_of("rocblas");
  ASSERT_NE(s, nullptr);
  if (!s->found) {
    EXPECT_TRUE(candidates("matmul:M=64,N=32,K=16", rocm).empty());
    EXPECT_NE(library_unusable_reason(call).find("rocblas cannot be used here"), std::string::npos)
        << library_unusable_reason(call);
    EXPECT_THROW(LibraryKernel::create(call, workload_from_spec("matmul:M=64,N=32,K=16"), rocm), UserError);
    return;
  }
  std::vector<LibraryCall> calls = candidates("matmul:M=64,N=32,K=16", rocm);
  ASSERT_EQ(calls.size(), 1u);
  EXPECT_EQ(calls[0].routine, "rocblas_sgemm");
  EXPECT_EQ(candidates("batch_matmul:B=2,M=8,N=8,K=8", rocm).at(0).routine, "rocblas_sgemm_strided_batched");
  EXPECT_EQ(candidates("dense:M=8,N=16,K=4", rocm).at(0).params.at("transb"), "T");
  EXPECT_TRUE(candidates("dense:M=8,N=16,K=4,bias=1", rocm).empty()) << "no HIP epilogue yet";
  EXPECT_TRUE(candidates("matmul:M=64,N=32,K=16,dtype=f16", rocm).empty());
}

// MIOpen (ROCm targets): NCHW f32 convolutions without an epilogue, one candidate per forward
// algorithm; like rocBLAS never available here, so where it is missing nothing is offered and a
// recorded call is refused with the reason.
TEST(GpuLibraries, MiopenServesNchwConvolutionsOfARocmTargetOrSaysWhyNot) {
  const Target rocm = Target::parse("rocm -mcpu=gfx942");
  const std::string conv = "conv2d:N=1,C=16,H=14,W=14,K=32,R=3,S=3,pad=1";
  LibraryCall call{"miopen", "3.0.0", "miopenConvolutionForward", {{"formats", "nchw"}, {"algorithm", "GEMM"}}};
  const LibraryStatus *s = status_of("miopen");
  ASSERT_NE(s, nullptr);
  if (!s->found) {
    for (const LibraryCall &c : candidates(conv, rocm)) EXPECT_NE(c.library, "miopen");
    EXPECT_NE(library_unusable_reason(call).find("miopen cannot be used here"), std::string::npos)
        << library_unusable_reason(call);
    EXPECT_THROW(LibraryKernel::create(call, workload_from_spec(conv), rocm), UserError);
    return;
  }
  std::vector<std::string> algorithms;
  for (const LibraryCall &c : candidates(conv, rocm)) algorithms.push_back(c.params.at("algorithm"));
  EXPECT_EQ(algorithms, (std::vector<std::string>{"GEMM", "DIRECT", "FFT", "WINOGRAD", "IMPLICIT_GEMM"}));
  EXPECT_TRUE(candidates(conv + ",bias=1", rocm).empty()) << "no HIP epilogue yet";
  EXPECT_TRUE(candidates(conv + ",layout=nhwc", rocm).empty());
}

// A database where a cuBLAS call (with a generated epilogue for dense) is the fastest record of
// each workload on a CUDA target, beside a slower schedule (the GPU template's).
void add_fastest_cublas(Database &db, const std::string &spec) {
  Workload w = workload_from_spec(spec);
  auto record = [&](nlohmann::json trace, double cost, const char *timestamp) {
    TuningRecord r;
    r.workload_key = r.structural_hash = w.key();
    r.workload_spec = w.spec;
    r.target = cuda_target().str();
    r.device = host_fingerprint(cuda_target());
    r.trace = std::move(trace);
    r.costs = {cost};
    r.timestamp = timestamp;
    r.host = "test";
    r.ktune_version = "0.1.0";
    r.provenance = {{"strategy", "test"}, {"seed", 1}, {"round", 0}};
    return r;
  };
  db.add(record(schedule_from_template(w, cuda_target()).trace().to_json(), 2e-6, "t1"));
  TuningRecord call = record(Schedule(w).trace().to_json(), 1e-6, "t2");
  call.library = candidates(spec).at(0).to_json();
  db.add(call);
}

// ktune export writes the faster cuBLAS call into a CUDA library: the kernel loads cuBLAS (and the
// driver) at its first call, with the generated epilogue's images beside it; without a driver the
// call fails with a message, not a crash. --no-library exports the generated kernel.
TEST(GpuLibraries, ExportWritesTheCublasCallIntoACudaLibrary) {
  REQUIRE_GPU_LIBRARY("cublas");
  std::filesystem::path dir = std::filesystem::temp_directory_path() / ("ktune_gpulib_" + std::to_string(getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string matmul = "matmul:M=64,N=32,K=16", dense = "dense:M=16,N=48,K=32,bias=1,act=gelu";
  {
    Database db = Database::open((dir / "g.db").string());
    add_fastest_cublas(db, matmul);
    add_fastest_cublas(db, dense);
    ScheduleSources sources;
    sources.database = &db;
    sources.database_path = "g.db";
    sources.library_calls = true;
    sources.exported = true;
    ScheduleChoice c = choose_schedule(workload_from_spec(matmul), cuda_target(), sources);
    ASSERT_TRUE(c.is_library()) << c.reason;
    EXPECT_NE(c.reason.find("library call cublas"), std::string::npos) << c.reason;
  }
  ExportRequest request;
  request.db_path = (dir / "g.db").string();
  request.target = cuda_target().str();
  request.out_dir = (dir / "lib").string();
  request.name = "kt_cublas";
  request.workloads = {matmul, dense};
  ExportResult result = export_library(request);
  ASSERT_EQ(result.kernels.size(), 2u);
  for (const KernelChoice &k : result.kernels) {
    EXPECT_FALSE(k.library.is_null()) << k.symbol << ": " << k.source_detail;
    ASSERT_FALSE(k.loads.empty());
    EXPECT_NE(k.loads[0].find("libcublas"), std::string::npos);
  }
  std::string header = testing::read_text(result.header);
  EXPECT_NE(header.find("library call: cublas"), std::string::npos) << header;
  EXPECT_NE(header.find(", void *stream);"), std::string::npos) << header;
  EXPECT_NE(testing::read_text(result.manifest).find("\"kind\": \"library\""), std::string::npos);

  // The exported call from the shared library, as a program would make it.
  void *so = dlopen(result.shared_library.c_str(), RTLD_NOW | RTLD_LOCAL);
  ASSERT_NE(so, nullptr) << dlerror();
  using Gemm = int (*)(const float *, const float *, float *, void *);
  auto gemm = reinterpret_cast<Gemm>(dlsym(so, kernel_name(workload_from_spec(matmul)).c_str()));
  auto last_error = reinterpret_cast<const char *(*)()>(dlsym(so, "ktune_runtime_last_error"));
  ASSERT_TRUE(gemm && last_error);
  if (!have_cuda_device()) {
    int rc = gemm(reinterpret_cast<const float *>(256), reinterpret_cast<const float *>(512),
                  reinterpret_cast<float *>(768), nullptr);
    EXPECT_NE(rc, 0);
    std::string why = last_error();
    EXPECT_TRUE(why.find("libcuda.so.1") != std::string::npos || why.find("CUDA device") != std::string::npos) << why;
    EXPECT_NE(why.find(kernel_name(workload_from_spec(matmul))), std::string::npos) << why;
  }
  dlclose(so);

  // --no-library: the generated kernels.
  request.library_calls = false;
  request.out_dir = (dir / "generated").string();
  for (const KernelChoice &k : export_library(request).kernels) EXPECT_TRUE(k.library.is_null()) << k.symbol;
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace ktune
