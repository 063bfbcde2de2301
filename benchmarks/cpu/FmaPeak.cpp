#include "FmaPeak.h"

#include <immintrin.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <stdexcept>
#include <thread>
#include <vector>

namespace ktune::bench {

namespace {

// 12 accumulators: enough independent chains to hide a 4-cycle latency on two ports (8 in
// flight), with room to spare.
constexpr int kChains = 12;

// acc = acc * a + b with a just under 1 stays finite and normal for any number of steps.
// Reading a and b through volatile keeps the compiler from folding the chain; the returned sum
// keeps it alive. Each loop is compiled for its own ISA (a target attribute), so that one
// binary measures every level its CPU runs.
#define KTUNE_FMA_LOOP(NAME, ATTR, VEC, SPLAT, STEP, LANE0)                                    \
  __attribute__((target(ATTR))) float NAME(int64_t iterations, float a_value, float b_value) { \
    volatile float a_in = a_value, b_in = b_value;                                             \
    VEC a = SPLAT(a_in), b = SPLAT(b_in);                                                      \
    VEC acc[kChains];                                                                          \
    for (int c = 0; c < kChains; ++c) acc[c] = SPLAT(static_cast<float>(c));                   \
    for (int64_t i = 0; i < iterations; ++i)                                                   \
      for (int c = 0; c < kChains; ++c) acc[c] = STEP(acc[c], a, b, c);                        \
    float sum = 0;                                                                             \
    for (int c = 0; c < kChains; ++c) sum += LANE0(acc[c]);                                    \
    return sum;                                                                                \
  }

#define KTUNE_FMA512(x, a, b, c) _mm512_fmadd_ps(x, a, b)
#define KTUNE_FMA256(x, a, b, c) _mm256_fmadd_ps(x, a, b)
// Without FMA: half the chains multiply, half add, so both ports are busy.
#define KTUNE_MULADD256(x, a, b, c) ((c) % 2 ? _mm256_mul_ps(x, a) : _mm256_add_ps(x, b))
#define KTUNE_MULADD128(x, a, b, c) ((c) % 2 ? _mm_mul_ps(x, a) : _mm_add_ps(x, b))

KTUNE_FMA_LOOP(fma_loop_avx512, "avx512f", __m512, _mm512_set1_ps, KTUNE_FMA512, _mm512_cvtss_f32)
KTUNE_FMA_LOOP(fma_loop_avx2, "avx2,fma", __m256, _mm256_set1_ps, KTUNE_FMA256, _mm256_cvtss_f32)
KTUNE_FMA_LOOP(muladd_loop_avx, "avx", __m256, _mm256_set1_ps, KTUNE_MULADD256, _mm256_cvtss_f32)
KTUNE_FMA_LOOP(muladd_loop_sse, "sse2", __m128, _mm_set1_ps, KTUNE_MULADD128, _mm_cvtss_f32)

struct Loop {
  const char *isa;
  float (*run)(int64_t, float, float);
  double flops_per_step;  // per chain and iteration
};

// One place for the ISAs: their names and loops.
const Loop kLoops[] = {
    {"AVX-512", fma_loop_avx512, 2.0 * 16},
    {"AVX2", fma_loop_avx2, 2.0 * 8},
    {"AVX", muladd_loop_avx, 8},  // a multiply or an add of 8 lanes
    {"SSE", muladd_loop_sse, 4},  // a multiply or an add of 4 lanes
};

const Loop &loop_of(const std::string &isa) {
  for (const Loop &l : kLoops)
    if (isa == l.isa) return l;
  throw std::invalid_argument("measure_fma_peak: no peak loop for the ISA \"" + isa + "\"");
}

double run_once(const Loop &loop, int threads, int64_t iterations) {
  std::atomic<int> ready{0};
  std::atomic<bool> go{false};
  std::vector<float> sink(threads);
  std::vector<std::thread> pool;
  // Threads start together: each waits until all exist, so the timed span is one shared run.
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&, t] {
      ready.fetch_add(1);
      while (!go.load()) std::this_thread::yield();
      // a just under 1, b tiny: the multiply chains decay slowly and the add chains grow slowly.
      sink[t] = loop.run(iterations, 0.9999999f, 1e-7f);
    });
  while (ready.load() < threads) std::this_thread::yield();
  auto start = std::chrono::steady_clock::now();
  go.store(true);
  for (auto &th : pool) th.join();
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  double flops = loop.flops_per_step * kChains * static_cast<double>(iterations) * threads;
  return flops / seconds / 1e9;
}

}  // namespace

std::string peak_isa_for(int vector_bits, bool fma) {
  __builtin_cpu_init();
  if (vector_bits >= 512 && __builtin_cpu_supports("avx512f")) return "AVX-512";
  if (vector_bits >= 256 && fma && __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) return "AVX2";
  if (vector_bits >= 256 && __builtin_cpu_supports("avx")) return "AVX";
  return "SSE";
}

FmaPeak measure_fma_peak(int threads, const std::string &isa) {
  threads = std::max(1, threads);
  const Loop &loop = loop_of(isa);
  // About 0.1 s per try at a few GHz with two FMA ports.
  const int64_t iterations = 20'000'000;
  double best = 0;
  for (int attempt = 0; attempt < 3; ++attempt) best = std::max(best, run_once(loop, threads, iterations));
  return {best, loop.isa};
}

}  // namespace ktune::bench
