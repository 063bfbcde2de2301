#include "FmaPeak.h"

#include <immintrin.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

namespace ktune::bench {

namespace {

// 12 accumulators: enough independent FMA chains to hide a 4-cycle latency on two FMA ports
// (8 in flight), with room to spare.
constexpr int kChains = 12;

#if defined(__AVX512F__)
constexpr int kLanes = 16;
constexpr const char *kIsa = "AVX-512";
using Vec = __m512;
inline Vec splat(float x) { return _mm512_set1_ps(x); }
inline Vec fma(Vec a, Vec b, Vec c) { return _mm512_fmadd_ps(a, b, c); }
inline float lane0(Vec v) { return _mm512_cvtss_f32(v); }
#elif defined(__AVX2__) && defined(__FMA__)
constexpr int kLanes = 8;
constexpr const char *kIsa = "AVX2";
using Vec = __m256;
inline Vec splat(float x) { return _mm256_set1_ps(x); }
inline Vec fma(Vec a, Vec b, Vec c) { return _mm256_fmadd_ps(a, b, c); }
inline float lane0(Vec v) { return _mm256_cvtss_f32(v); }
#else
constexpr int kLanes = 1;
constexpr const char *kIsa = "scalar";
using Vec = float;
inline Vec splat(float x) { return x; }
inline Vec fma(Vec a, Vec b, Vec c) { return a * b + c; }
inline float lane0(Vec v) { return v; }
#endif

// acc = acc * a + b with a just under 1 stays finite and normal for any number of steps.
// Reading a and b through volatile keeps the compiler from folding the chain; the returned sum
// keeps it alive.
float fma_loop(int64_t iterations, float a_value, float b_value) {
  volatile float a_in = a_value, b_in = b_value;
  Vec a = splat(a_in), b = splat(b_in);
  Vec acc[kChains];
  for (int c = 0; c < kChains; ++c) acc[c] = splat(static_cast<float>(c));
  for (int64_t i = 0; i < iterations; ++i)
    for (int c = 0; c < kChains; ++c) acc[c] = fma(acc[c], a, b);
  float sum = 0;
  for (int c = 0; c < kChains; ++c) sum += lane0(acc[c]);
  return sum;
}

double run_once(int threads, int64_t iterations) {
  std::atomic<int> ready{0};
  std::atomic<bool> go{false};
  std::vector<float> sink(threads);
  std::vector<std::thread> pool;
  // Threads start together: each waits until all exist, so the timed span is one shared run.
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&, t] {
      ready.fetch_add(1);
      while (!go.load()) std::this_thread::yield();
      sink[t] = fma_loop(iterations, 0.9999999f, 1e-7f);
    });
  while (ready.load() < threads) std::this_thread::yield();
  auto start = std::chrono::steady_clock::now();
  go.store(true);
  for (auto &th : pool) th.join();
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  double flops = 2.0 * kLanes * kChains * static_cast<double>(iterations) * threads;
  return flops / seconds / 1e9;
}

}  // namespace

FmaPeak measure_fma_peak(int threads) {
  threads = std::max(1, threads);
  // About 0.1 s per try at a few GHz with two FMA ports.
  const int64_t iterations = 20'000'000;
  double best = 0;
  for (int attempt = 0; attempt < 3; ++attempt) best = std::max(best, run_once(threads, iterations));
  return {best, kIsa};
}

}  // namespace ktune::bench
