// CpuCacheFlush: the flush before a cold call (CacheFlush.h). From one thread, the 128 MiB
// write outlasted the pool's 200 us spin, so every cold call also timed the workers' wake-up,
// and the other cores' private L2 kept their lines. The eviction of the weights alone is split
// over the pool for the same reason (ResNet-18's 9.4 MB 3x3x512x512 weights are 147,000 lines).
#include "ktune/measure/CacheFlush.h"

#include <cstddef>
#include <cstdint>

#if defined(__x86_64__) || defined(__i386__)
#include <emmintrin.h>
#endif

#include "ktune/runtime/ThreadPool.h"

namespace ktune {

void CpuCacheFlush::operator()() {
  constexpr std::size_t kBytes = std::size_t{128} << 20;
  constexpr int64_t kLine = 64;
  if (buffer_.empty()) buffer_.assign(kBytes, 0);
  char *data = buffer_.data();
  parallel_for(static_cast<int64_t>(kBytes) / kLine, [data](int64_t begin, int64_t end) {
    for (int64_t line = begin; line < end; ++line) data[line * kLine] = static_cast<char>(data[line * kLine] + 1);
  });
}

void CpuCacheFlush::operator()(const MeasureOptions &options,
                               const std::vector<std::pair<const void *, std::size_t>> &weights) {
  if (options.flush_cache) {
    (*this)();
    return;
  }
  if (!options.cold_weights) return;
#if defined(__x86_64__) || defined(__i386__)
  constexpr std::uintptr_t kLine = 64;
  for (auto &[data, bytes] : weights) {
    if (bytes == 0) continue;
    std::uintptr_t first = reinterpret_cast<std::uintptr_t>(data) & ~(kLine - 1);
    std::uintptr_t end = reinterpret_cast<std::uintptr_t>(data) + bytes;
    auto lines = static_cast<int64_t>((end - first + kLine - 1) / kLine);
    parallel_for(lines, [first](int64_t begin, int64_t stop) {
      for (int64_t line = begin; line < stop; ++line)
        _mm_clflush(reinterpret_cast<const void *>(first + static_cast<std::uintptr_t>(line) * kLine));
      _mm_mfence();  // this thread's evictions done before the timed call starts
    });
  }
#else
  (void)weights;
  (*this)();  // no per-line eviction here: everything cold instead
#endif
}

}  // namespace ktune
