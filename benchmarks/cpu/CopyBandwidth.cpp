#include "CopyBandwidth.h"

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <thread>
#include <vector>

namespace ktune::bench {

namespace {

// 256 MiB per array: eight times the largest last-level cache of the machines this runs on.
constexpr std::size_t kFloats = std::size_t{64} << 20;

void copy_slice(const float *__restrict a, float *__restrict c, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) c[i] = a[i];
}

}  // namespace

CopyBandwidth measure_copy_bandwidth(int threads) {
  std::unique_ptr<float[]> a(new float[kFloats]), c(new float[kFloats]);
  // Each thread touches its own slice first, so its pages are where it runs.
  std::size_t slice = kFloats / static_cast<std::size_t>(threads);
  auto run = [&](bool init) {
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) {
      pool.emplace_back([&, t] {
        float *src = a.get() + t * slice, *dst = c.get() + t * slice;
        if (init) {
          for (std::size_t i = 0; i < slice; ++i) src[i] = static_cast<float>(i & 1023), dst[i] = 0;
        } else {
          copy_slice(src, dst, slice);
        }
      });
    }
    for (auto &th : pool) th.join();
  };
  run(true);
  double best = 1e30;
  for (int pass = 0; pass < 6; ++pass) {
    auto start = std::chrono::steady_clock::now();
    run(false);
    best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  CopyBandwidth out;
  double bytes = 2.0 * sizeof(float) * static_cast<double>(slice) * threads;
  out.gb_per_s = bytes / best / 1e9;
  out.buffer_mib = sizeof(float) * static_cast<double>(kFloats) / (1 << 20);
  return out;
}

}  // namespace ktune::bench
