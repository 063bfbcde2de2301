// GEMM: ktune's matmul template against OpenBLAS sgemm, in one run, on the same buffers and
// thread count, reported as a ratio. Also the median compile time of one GEMM kernel at O3.
//   bench_gemm [--threads N] [--shapes 256x256x256,127x255x63]   (default: 2 threads)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <sstream>
#include <string>
#include <vector>

#include <cblas.h>

#include "ktune/Driver.h"
#include "ktune/ops/Registry.h"
#include "ktune/runtime/ThreadPool.h"
#include "ktune/schedule/Template.h"

extern "C" void openblas_set_num_threads(int);
extern "C" char *openblas_get_corename(void);

using namespace ktune;

namespace {
double median_seconds(const std::function<void()> &f, double min_seconds = 0.2, int repeat = 7) {
  using clock = std::chrono::steady_clock;
  f();
  int number = 1;
  for (;;) {
    auto t0 = clock::now();
    for (int i = 0; i < number; ++i) f();
    double s = std::chrono::duration<double>(clock::now() - t0).count();
    if (s >= min_seconds / repeat) break;
    number *= 2;
  }
  std::vector<double> costs;
  for (int r = 0; r < repeat; ++r) {
    auto t0 = clock::now();
    for (int i = 0; i < number; ++i) f();
    costs.push_back(std::chrono::duration<double>(clock::now() - t0).count() / number);
  }
  std::sort(costs.begin(), costs.end());
  return costs[costs.size() / 2];
}
}  // namespace

int main(int argc, char **argv) {
  int threads = 2;
  std::vector<std::string> shapes = {"256x256x256", "512x512x512", "1024x1024x1024", "2048x2048x2048",
                                     "127x255x63"};
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--threads")) threads = std::atoi(argv[i + 1]);
    if (!std::strcmp(argv[i], "--shapes")) {
      shapes.clear();
      std::stringstream ss(argv[i + 1]);
      for (std::string s; std::getline(ss, s, ',');) shapes.push_back(s);
    }
  }
  set_num_threads(threads);
  openblas_set_num_threads(threads);
  Target target = Target::host();
  std::printf("# GEMM f32, %d threads, %s, OpenBLAS core %s\n", threads, target.str().c_str(),
              openblas_get_corename());
  std::printf("| M x N x K | ktune template GFLOPS | OpenBLAS GFLOPS | ktune / OpenBLAS | correct |\n");
  std::printf("|---|---|---|---|---|\n");
  for (auto &shape : shapes) {
    int64_t M, N, K;
    std::sscanf(shape.c_str(), "%ldx%ldx%ld", &M, &N, &K);
    Workload w = workload_from_spec("matmul:M=" + std::to_string(M) + ",N=" + std::to_string(N) +
                                    ",K=" + std::to_string(K));
    auto kernel = LoadedKernel::load(build_kernel(schedule_from_template(w, target), target));
    auto args = make_arguments(w);
    double err = check_against_reference(w, *kernel, args)[0];
    std::vector<void *> ptrs;
    for (auto &a : args) ptrs.push_back(a.data());
    double t_ktune = median_seconds([&] { kernel->call_packed(ptrs.data()); });
    const float *A = args[0].as<float>(), *B = args[1].as<float>();
    float *C = args[2].as<float>();
    double t_blas = median_seconds([&] {
      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, M, N, K, 1.0f, A, K, B, N, 0.0f, C, N);
    });
    double flops = 2.0 * M * N * K;
    std::printf("| %s | %.1f | %.1f | %.2f | %s |\n", shape.c_str(), flops / t_ktune / 1e9, flops / t_blas / 1e9,
                t_blas / t_ktune, err <= 1e-4 ? "yes" : "NO");
  }
  // Compile time of one GEMM kernel (lowering + O3 + object emission), median of 11.
  Workload w = workload_from_spec("matmul:M=1024,N=1024,K=1024");
  std::vector<double> compile;
  for (int i = 0; i < 11; ++i) compile.push_back(build_kernel(schedule_from_template(w, target), target).compile_seconds);
  std::sort(compile.begin(), compile.end());
  std::printf("\ncompile time of matmul 1024^3 (template, O3): median %.1f ms\n", compile[5] * 1e3);
  return 0;
}
