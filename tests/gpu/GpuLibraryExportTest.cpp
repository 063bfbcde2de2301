// On a machine with an NVIDIA GPU: a library exported for the device whose kernels are cuBLAS
// and cuDNN calls (the fastest records of a database), called from the shared library on device
// buffers as a program would, gives the reference's results: the export runtime's CUDA section
// (src/runtime/export/LibraryCalls.c), which only such a machine can run. Skips without one.
#include <dlfcn.h>
#include <unistd.h>

#include <filesystem>

#include <gtest/gtest.h>

#include "ktune/database/Database.h"
#include "ktune/database/Host.h"
#include "ktune/driver/Driver.h"
#include "ktune/export/Export.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/CudaDriver.h"
#include "ktune/support/Error.h"

namespace ktune {
namespace {

// A database where the first of `calls` is the only record of w on target (a library call is
// chosen by export whatever its time, since no schedule competes).
void add_call(Database &db, const Workload &w, const Target &target, const LibraryCall &call) {
  TuningRecord r;
  r.workload_key = r.structural_hash = w.key();
  r.workload_spec = w.spec;
  r.target = target.str();
  r.device = host_fingerprint(target);
  r.trace = Schedule(w).trace().to_json();
  r.library = call.to_json();
  r.costs = {1e-6};
  r.timestamp = "t";
  r.host = "test";
  r.ktune_version = "0.1.0";
  r.provenance = {{"strategy", "library"}, {"seed", 1}, {"round", 0}};
  db.add(r);
}

TEST(GpuRunTest, AnExportedCublasOrCudnnCallComputesTheReferenceOnTheDevice) {
  std::string why;
  auto devices = cuda_devices(&why);
  if (devices.empty()) GTEST_SKIP() << "no CUDA device: " << why;
  Target target = Target::parse("cuda -arch=" + devices[0].arch());
  std::filesystem::path dir = std::filesystem::temp_directory_path() / ("ktune_gpu_export_" + std::to_string(getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  std::vector<Workload> workloads;
  {
    Database db = Database::open((dir / "calls.db").string());
    for (const char *spec :
         {"matmul:M=256,N=128,K=64", "batch_matmul:B=3,M=32,N=48,K=16", "dense:M=64,N=96,K=32,bias=1,act=gelu",
          "conv2d:N=1,C=16,H=14,W=14,K=32,R=3,S=3,pad=1,bias=1,act=relu"}) {
      Workload w = workload_from_spec(spec);
      std::vector<LibraryCall> calls = library_candidates(w, target);
      if (calls.empty()) continue;  // that library is not installed
      // cuDNN: implicit GEMM with precomputed indices, which cuDNN runs for every such shape.
      LibraryCall chosen = calls[0];
      for (const LibraryCall &c : calls)
        if (c.params.value("algorithm", "") == "IMPLICIT_PRECOMP_GEMM") chosen = c;
      add_call(db, w, target, chosen);
      workloads.push_back(w);
    }
  }
  if (workloads.empty()) GTEST_SKIP() << "neither cuBLAS nor cuDNN is installed beside the GPU";
  ExportRequest request;
  request.db_path = (dir / "calls.db").string();
  request.target = target.str();
  request.out_dir = (dir / "lib").string();
  request.name = "kt_calls";
  ExportResult result = export_library(request);
  void *so = dlopen(result.shared_library.c_str(), RTLD_NOW | RTLD_LOCAL);
  ASSERT_NE(so, nullptr) << dlerror();
  auto last_error = reinterpret_cast<const char *(*)()>(dlsym(so, "ktune_runtime_last_error"));
  const CudaDriver *d = CudaDriver::get();
  for (const Workload &w : workloads) {
    SCOPED_TRACE(w.spec);
    std::string symbol = kernel_name(w);
    auto packed = reinterpret_cast<void (*)(void **)>(dlsym(so, (symbol + "_packed").c_str()));
    ASSERT_NE(packed, nullptr) << symbol;
    std::vector<NDArray> args = make_arguments(w, 3);
    std::vector<double> errors = check_against_reference(
        w,
        [&](void **host) {
          std::vector<CudaDriver::DevicePtr> device(args.size());
          std::vector<void *> call_args;
          for (size_t i = 0; i < args.size(); ++i) {
            size_t bytes = static_cast<size_t>(args[i].bytes());
            d->check(d->cuMemAlloc(&device[i], bytes), "cuMemAlloc");
            d->check(d->cuMemcpyHtoD(device[i], host[i], bytes), "copying to the device");
            call_args.push_back(reinterpret_cast<void *>(static_cast<uintptr_t>(device[i])));
          }
          call_args.push_back(nullptr);  // the default stream
          packed(call_args.data());
          EXPECT_STREQ(last_error(), "");
          d->check(d->cuCtxSynchronize(), "running " + symbol);
          for (size_t i = w.inputs().size(); i < args.size(); ++i)
            d->check(d->cuMemcpyDtoH(host[i], device[i], static_cast<size_t>(args[i].bytes())), "copying back");
          for (auto p : device) d->cuMemFree(p);
        },
        args);
    for (double e : errors) EXPECT_LE(e, tolerance_for(w));
  }
  dlclose(so);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace ktune
