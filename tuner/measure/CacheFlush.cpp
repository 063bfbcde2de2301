// CpuCacheFlush: the flush before a cold call (CacheFlush.h). From one thread, the 128 MiB
// write outlasted the pool's 200 us spin, so every cold call also timed the workers' wake-up,
// and the other cores' private L2 kept their lines. The eviction of the weights alone is split
// over the pool for the same reason (ResNet-18's 9.4 MB 3x3x512x512 weights are 147,000 lines).
#include "ktune/measure/CacheFlush.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>

#if defined(__x86_64__) || defined(__i386__)
#include <emmintrin.h>
#endif

#include "ktune/ops/Registry.h"
#include "ktune/runtime/ThreadPool.h"

namespace ktune {

namespace {
constexpr int64_t kLine = 64;  // bytes in a cache line, on every x86-64 CPU
}  // namespace

void CpuCacheFlush::operator()() {
  constexpr std::size_t kBytes = std::size_t{128} << 20;
  if (buffer_.empty()) buffer_.assign(kBytes, 0);
  char *data = buffer_.data();
  parallel_for(static_cast<int64_t>(kBytes) / kLine, [data](int64_t begin, int64_t end) {
    for (int64_t line = begin; line < end; ++line) data[line * kLine] = static_cast<char>(data[line * kLine] + 1);
  });
}

std::pair<std::uintptr_t, int64_t> cache_lines(const void *data, std::size_t bytes) {
  constexpr auto line = static_cast<std::uintptr_t>(kLine);
  if (bytes == 0) return {0, 0};
  std::uintptr_t begin = reinterpret_cast<std::uintptr_t>(data);
  std::uintptr_t first = begin & ~(line - 1);
  return {first, static_cast<int64_t>((begin + bytes - first + line - 1) / line)};
}

KernelBuffers kernel_buffers(const Workload &w, const std::vector<void *> &args) {
  auto bytes_of = [](const Tensor &t) {
    int64_t elements = 1;
    for (int64_t d : t.shape()) elements *= d;
    return static_cast<std::size_t>(elements * t.dtype().bytes());
  };
  std::vector<bool> is_weight(w.inputs().size(), false);
  for (size_t i : weight_inputs(w)) is_weight.at(i) = true;
  KernelBuffers buffers;
  for (size_t i = 0; i < w.inputs().size(); ++i) {
    if (is_weight[i])
      buffers.weights.emplace_back(args.at(i), bytes_of(w.inputs()[i]));
    else
      buffers.activations.emplace_back(args.at(i), bytes_of(w.inputs()[i]));
  }
  for (size_t o = 0; o < w.outputs().size(); ++o)
    buffers.activations.emplace_back(args.at(w.inputs().size() + o), bytes_of(w.outputs()[o]));
  return buffers;
}

void CpuCacheFlush::operator()(const MeasureOptions &options, const KernelBuffers &buffers) {
  if (options.flush_cache) {
    (*this)();
    return;
  }
  if (!options.cold_weights) return;
#if defined(__x86_64__) || defined(__i386__)  // elsewhere effective_cold never asks for it
  for (auto &[data, bytes] : buffers.weights) {
    auto [first, lines] = cache_lines(data, bytes);
    parallel_for(lines, [first = first](int64_t begin, int64_t stop) {
      for (int64_t line = begin; line < stop; ++line)
        _mm_clflush(reinterpret_cast<const void *>(first + static_cast<std::uintptr_t>(line * kLine)));
      _mm_mfence();  // this thread's evictions done before the timed call starts
    });
  }
  // Each activation's lines modified in the cache of the thread whose block holds them, as a
  // kernel parallel over its outermost loop leaves them. Without this the timed call found them
  // where its own previous call left them, so a kernel that splits its output by channels, each
  // thread reading the whole input, was timed with every line already in both cores; inside
  // ResNet-18 such a 56x56x64 convolution took 0.52 ms against 0.42 here (Zen 5).
  for (auto &[data, bytes] : buffers.activations) {
    auto [first, lines] = cache_lines(data, bytes);
    const auto begin_address = reinterpret_cast<std::uintptr_t>(data);
    parallel_for(lines, [first = first, begin_address](int64_t begin, int64_t stop) {
      for (int64_t line = begin; line < stop; ++line) {
        // The line's first byte, or the buffer's first where it starts inside the line.
        std::uintptr_t address = std::max(first + static_cast<std::uintptr_t>(line * kLine), begin_address);
        volatile char *byte = reinterpret_cast<volatile char *>(address);
        *byte = *byte;
      }
    });
  }
#else
  (void)buffers;
#endif
}

}  // namespace ktune
