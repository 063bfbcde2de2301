// bench_gpu: tuned GPU kernels against the vendor's library, in one run, as ratios.
//
//   bench_gpu --db FILE [--target "cuda -arch=sm_90"]
//
// For each row: the best generated record of the workload in the database (measured in the
// harness, warm like the timings here), or the template's defaults where
// there is none, is rebuilt and timed here with CUDA events (the harness checked it against the
// reference when it was tuned), beside the peer: cublasSgemm (libcublas loaded at run time) for
// the f32 GEMM, cublasGemmEx (f16 or bf16 inputs, f32 output and compute: tensor cores) for the
// 16-bit ones and with CUBLAS_COMPUTE_32F_FAST_TF32 for dtype=tf32; for dense + bias + gelu
// and the NCHW convolution, ktune's own fastest library candidate (cuBLAS + the generated
// epilogue; cuDNN with each forward algorithm); and for softmax the device's measured copy
// bandwidth (a device-to-device copy of 1 GiB, bytes read plus bytes written over its time),
// against which a softmax that reads its input once and writes its output once is compared
// (bytes moved / time). A second line per row, "ktune best (kind)", is the faster of the
// generated kernel and ktune's library calls in this run's timings (the database decides from the
// harness's measurements, which check each result).
// Without a CUDA device it says so and exits 0.

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "ktune/database/Database.h"
#include "ktune/database/Host.h"
#include "ktune/driver/Driver.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/ops/Registry.h"
#include "ktune/schedule/Template.h"
#include "ktune/support/CudaDriver.h"
#include "ktune/support/DynamicLibrary.h"
#include "ktune/support/Error.h"

using namespace ktune;

namespace {

struct Cublas {
  using Handle = void *;
  int (*create)(Handle *) = nullptr;
  int (*destroy)(Handle) = nullptr;
  int (*sgemm)(Handle, int, int, int, int, int, const float *, const float *, int, const float *, int, const float *,
               float *, int) = nullptr;
  // cublasGemmEx: mixed precision (f16/bf16 inputs, f32 output and compute) on tensor cores.
  int (*gemm_ex)(Handle, int, int, int, int, int, const void *, const void *, int, int, const void *, int, int,
                 const void *, void *, int, int, int, int) = nullptr;
  // cudaDataType and cublasComputeType_t values (library_types.h, cublas_api.h).
  static constexpr int kR32F = 0, kR16F = 2, kR16BF = 14, kCompute32F = 68, kCompute32FFastTf32 = 77, kGemmDefault = -1;
  static const Cublas *get(std::string *why) {
    static Cublas c;
    static bool ok = false, tried = false;
    if (!tried) {
      tried = true;
      if (void *lib = open_first_library({"libcublas.so", "libcublas.so.13", "libcublas.so.12", "libcublas.so.11"})) {
        ok = load_symbol(lib, c.create, "cublasCreate_v2") && load_symbol(lib, c.destroy, "cublasDestroy_v2") &&
             load_symbol(lib, c.sgemm, "cublasSgemm_v2");
        if (ok) load_symbol(lib, c.gemm_ex, "cublasGemmEx");
      }
    }
    if (!ok && why) *why = "libcublas cannot be loaded";
    return ok ? &c : nullptr;
  }
};

struct Dev {
  const CudaDriver *d;
  CudaDriver::DevicePtr p = 0;
  Dev(const CudaDriver *drv, size_t bytes) : d(drv) { d->check(d->cuMemAlloc(&p, bytes), "cuMemAlloc"); }
  ~Dev() { d->cuMemFree(p); }
};

/** Median seconds of fn over 7 measurements of `number` calls, timed with events. */
template <typename F>
double time_events(const CudaDriver *d, F fn, int number) {
  CudaDriver::Event a, b;
  d->check(d->cuEventCreate(&a, 0), "cuEventCreate");
  d->check(d->cuEventCreate(&b, 0), "cuEventCreate");
  fn();
  d->check(d->cuCtxSynchronize(), "warm-up");
  std::vector<double> t;
  for (int r = 0; r < 7; ++r) {
    d->cuEventRecord(a, nullptr);
    for (int i = 0; i < number; ++i) fn();
    d->cuEventRecord(b, nullptr);
    d->check(d->cuEventSynchronize(b), "timing");
    float ms = 0;
    d->cuEventElapsedTime(&ms, a, b);
    t.push_back(ms / 1e3 / number);
  }
  d->cuEventDestroy(a);
  d->cuEventDestroy(b);
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

struct LibraryTiming {
  double seconds = 0;  // 0: no call ran
  std::string name, errors;
};

/** ktune's own library candidates on the device (cuBLAS, cuDNN with each algorithm, plus the
 * generated epilogue), timed on the row's zero-filled buffers: the fastest that runs. Their
 * results are not checked here (the harness checks them when `ktune tune` measures them, and a
 * call it found wrong, an FFT algorithm say, may still be timed here). */
LibraryTiming fastest_library_call(const CudaDriver *d, const Workload &w, const Target &target,
                                   const std::vector<CudaDriver::DevicePtr> &ptrs) {
  LibraryTiming best;
  std::vector<void *> device_args;
  for (auto p : ptrs) device_args.push_back(reinterpret_cast<void *>(static_cast<uintptr_t>(p)));
  for (const LibraryCall &call : library_candidates(w, target)) {
    try {
      auto kernel = LibraryKernel::create(call, w, target);
      double t = time_events(
          d, [&] { kernel->call_packed(device_args.data()); }, 10);
      if (best.seconds == 0 || t < best.seconds) {
        best.seconds = t;
        best.name = call.describe();
        if (call.params.contains("algorithm")) best.name += " " + call.params["algorithm"].get<std::string>();
      }
    } catch (const std::exception &e) {
      best.errors += call.params.value("algorithm", call.routine) + ": " + e.what() + "; ";
    }
  }
  return best;
}

/** cuBLAS called directly on a matmul row's buffers: cublasSgemm, or cublasGemmEx for 16-bit
 * inputs and TF32. 0 (and the reason in *name) when cuBLAS cannot be loaded. */
double cublas_peer(const CudaDriver *d, const Workload &w, const std::vector<CudaDriver::DevicePtr> &ptrs,
                   std::string *name) {
  std::string cwhy;
  const Cublas *cb = Cublas::get(&cwhy);
  if (!cb) {
    *name = "cuBLAS: " + cwhy;
    return 0;
  }
  Cublas::Handle h = nullptr;
  if (int status = cb->create(&h); status != 0)
    throw std::runtime_error("cublasCreate failed with status " + std::to_string(status));
  int m = static_cast<int>(std::stoll(w.params.at("M"))), n = static_cast<int>(std::stoll(w.params.at("N"))),
      kk = static_cast<int>(std::stoll(w.params.at("K")));
  float alpha = 1, beta = 0;
  auto *A = reinterpret_cast<const float *>(ptrs[0]);
  auto *B = reinterpret_cast<const float *>(ptrs[1]);
  auto *C = reinterpret_cast<float *>(ptrs[2]);
  // Row-major C = A B is column-major C^T = B^T A^T: B as the first operand.
  int status = 0;
  double peer = 0;
  DataType in = w.inputs()[0].dtype();
  // TF32 is cublasGemmEx on f32 data with CUBLAS_COMPUTE_32F_FAST_TF32 (tensor cores).
  bool sgemm = in == DataType::f32() && w.math() == MathMode::Exact;
  *name = sgemm ? "cublasSgemm" : "cublasGemmEx";
  if (!sgemm && !cb->gemm_ex) {
    *name = "cublasGemmEx not found";
  } else {
    int type = in == DataType::bf16() ? Cublas::kR16BF : in == DataType::f32() ? Cublas::kR32F : Cublas::kR16F;
    int compute = in == DataType::f32() ? Cublas::kCompute32FFastTf32 : Cublas::kCompute32F;
    auto gemm = [&]() {
      if (sgemm)
        status |= cb->sgemm(h, 0, 0, n, m, kk, &alpha, B, n, A, kk, &beta, C, n);
      else
        status |= cb->gemm_ex(h, 0, 0, n, m, kk, &alpha, B, type, n, A, type, kk, &beta, C, Cublas::kR32F, n, compute,
                              Cublas::kGemmDefault);
    };
    peer = time_events(d, gemm, 10);
  }
  cb->destroy(h);
  if (status != 0) throw std::runtime_error(*name + " failed with status " + std::to_string(status));
  return peer;
}

}  // namespace

int main(int argc, char **argv) {
  std::string db_path, target_text;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string a = argv[i];
    if (a == "--db")
      db_path = argv[i + 1];
    else if (a == "--target")
      target_text = argv[i + 1];
  }
  std::string why;
  auto devices = cuda_devices(&why);
  if (devices.empty()) {
    std::cout << "bench_gpu: no CUDA device (" << why << "); nothing to measure\n";
    return 0;
  }
  if (target_text.empty()) target_text = "cuda -arch=" + devices[0].arch();
  if (db_path.empty()) {
    std::cerr << "usage: bench_gpu --db FILE [--target T]\n";
    return 2;
  }
  try {
    const CudaDriver *d = CudaDriver::get();
    CudaDriver::Device dev;
    d->check(d->cuDeviceGet(&dev, 0), "cuDeviceGet");
    CudaDriver::Context ctx;
    d->check(d->cuDevicePrimaryCtxRetain(&ctx, dev), "cuDevicePrimaryCtxRetain");
    d->check(d->cuCtxSetCurrent(ctx), "cuCtxSetCurrent");
    Target target = Target::parse(target_text);
    Database db = Database::open(db_path, DatabaseOptions{true});
    std::printf("bench_gpu: %s (%s, %d SMs), target %s, database %s\n", devices[0].name.c_str(),
                devices[0].arch().c_str(), devices[0].multiprocessors, target.str().c_str(), db_path.c_str());
    std::printf("%-28s %12s %14s %12s %14s %8s\n", "workload", "tuned ms", "tuned", "peer ms", "peer", "ratio");

    // Copy bandwidth: the peer of memory-bound kernels.
    size_t gib = size_t{1} << 30;
    Dev src(d, gib), dst(d, gib);
    d->check(d->cuMemsetD8(src.p, 1, gib), "memset");
    auto copy = [&]() { d->check(d->cuMemcpyDtoD(dst.p, src.p, gib), "cuMemcpyDtoD"); };
    double copy_s = time_events(d, copy, 3);
    double copy_bw = 2.0 * gib / copy_s;  // read and written: the bandwidth a copy achieves
    std::printf("device-to-device copy of 1 GiB: %.0f GB/s (read + written)\n", copy_bw / 1e9);

    for (const char *spec : {"matmul:M=4096,N=4096,K=4096", "matmul:M=4096,N=4096,K=4096,dtype=f16",
                             "matmul:M=4096,N=4096,K=4096,dtype=bf16", "matmul:M=4096,N=4096,K=4096,dtype=tf32",
                             "dense:M=4096,N=4096,K=4096,bias=1,act=gelu",
                             "conv2d:N=8,C=64,H=56,W=56,K=64,R=3,S=3,pad=1,bias=1,act=relu", "softmax:M=4096,N=4096"}) {
      Workload w = workload_from_spec(spec);
      // The best generated kernel: ktune's library candidates are timed in their own column.
      BestMatch best =
          db.best(w.key(), target.str(), host_fingerprint(target), Compat::SameTarget, CandidateKinds::SchedulesOnly);
      // Without a record the template's defaults are timed (untuned), and the row says so.
      Schedule s =
          best.record ? Schedule::replay(w, Trace::from_json(best.record->trace)) : schedule_from_template(w, target);
      if (!best.record) std::printf("%-28s no record in the database: the template's defaults\n", spec);
      CompiledKernel k = build_kernel(s, target);
      std::string image = k.cubin.empty() ? k.object + std::string(1, '\0') : k.cubin;
      CudaDriver::Module module;
      d->check(d->cuModuleLoadData(&module, image.data()), "cuModuleLoadData");
      CudaDriver::Function fn;
      d->check(d->cuModuleGetFunction(&fn, module, k.symbol.c_str()), "cuModuleGetFunction");
      std::vector<std::unique_ptr<Dev>> bufs;
      std::vector<CudaDriver::DevicePtr> ptrs;
      for (auto &t : w.args()) {
        size_t bytes = static_cast<size_t>(t.dtype().bytes());
        for (auto e : t.shape()) bytes *= e;
        bufs.push_back(std::make_unique<Dev>(d, bytes));
        d->check(d->cuMemsetD8(bufs.back()->p, 0, bytes), "memset");
        ptrs.push_back(bufs.back()->p);
      }
      std::vector<void *> params;
      for (auto &p : ptrs) params.push_back(&p);
      auto launch = [&]() {
        d->check(d->cuLaunchKernel(fn, k.launch.grid[0], k.launch.grid[1], k.launch.grid[2], k.launch.block[0],
                                   k.launch.block[1], k.launch.block[2], 0, nullptr, params.data(), nullptr),
                 "cuLaunchKernel");
      };
      double tuned = time_events(d, launch, 10);

      LibraryTiming lib = fastest_library_call(d, w, target, ptrs);
      double library = lib.seconds;
      const std::string &library_name = lib.name, &library_errors = lib.errors;

      // The peer: cuBLAS called directly for the plain GEMMs; ktune's fastest library call
      // (cuBLAS + epilogue, cuDNN) for the fused and convolution rows; the copy bandwidth for softmax.
      double peer = 0;
      std::string peer_name;
      if (w.op_name == "matmul") {
        peer = cublas_peer(d, w, ptrs, &peer_name);
      } else if (w.op_name != "softmax") {
        peer = library;
        peer_name = library ? library_name : "no library call ran: " + library_errors;
      }
      if (w.op_name == "softmax") {
        double bytes = 2.0 * 4096 * 4096 * 4;  // read the input once, write the output once
        std::printf("%-28s %12.3f %10.0f GB/s %12s %10.0f GB/s %8.2f\n", spec, tuned * 1e3, bytes / tuned / 1e9,
                    "(copy)", copy_bw / 1e9, bytes / tuned / copy_bw);
      } else if (peer == 0) {
        std::printf("%-28s %12.3f %9.0f GFLOPS  (%s)\n", spec, tuned * 1e3, w.flops / tuned / 1e9, peer_name.c_str());
      } else {
        std::printf("%-28s %12.3f %9.0f GFLOPS %12.3f %9.0f GFLOPS %8.2f  (%s)\n", spec, tuned * 1e3,
                    w.flops / tuned / 1e9, peer * 1e3, w.flops / peer / 1e9, peer / tuned, peer_name.c_str());
      }
      // The decision ktune's database makes: the faster of the generated kernel and the library call.
      if (library > 0) {
        bool generated = tuned <= library;
        std::printf("%-28s ktune best (kind): %.3f ms, %s%s\n", "", std::min(tuned, library) * 1e3,
                    generated ? "generated" : "library: ", generated ? "" : library_name.c_str());
      } else if (w.op_name != "softmax") {
        std::printf("%-28s ktune best (kind): generated (no library call ran: %s)\n", "", library_errors.c_str());
      }
      d->cuModuleUnload(module);
    }
  } catch (const std::exception &e) {
    std::cerr << "bench_gpu: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
