// CpuCacheFlush: the flush before a cold call (CacheFlush.h). From one thread, the 128 MiB
// write outlasted the pool's 200 us spin, so every cold call also timed the workers' wake-up,
// and the other cores' private L2 kept their lines.
#include "ktune/measure/CacheFlush.h"

#include <cstddef>
#include <cstdint>

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

}  // namespace ktune
