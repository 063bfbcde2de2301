#include "ktune/runtime/GpuEmulator.h"

#include <barrier>
#include <cstdlib>
#include <cstring>
#include <thread>

#include "ktune/support/Error.h"

namespace {

struct EmulatedThread {
  int64_t index[6] = {0, 0, 0, 0, 0, 0};
  char *shared = nullptr;
  std::barrier<> *barrier = nullptr;
  int32_t *exchange = nullptr;  // one slot per thread of the block, for shuffles
  int64_t block[3] = {1, 1, 1};
};
thread_local EmulatedThread current;

}  // namespace

extern "C" {
int64_t ktune_emu_index(int32_t which) { return current.index[which]; }
void ktune_emu_barrier(void) { current.barrier->arrive_and_wait(); }
void *ktune_emu_shared(int64_t offset) { return current.shared + offset; }
int32_t ktune_emu_shuffle_xor(int32_t value, int32_t lane_mask) {
  // The whole block exchanges (a superset of the warp), so every thread must call it, as every
  // lane of a warp must on the hardware.
  const int64_t *i = current.index;
  int64_t row = (i[2] * current.block[1] + i[1]) * current.block[0];
  int64_t partner_x = i[0] ^ lane_mask;
  current.exchange[row + i[0]] = value;
  current.barrier->arrive_and_wait();
  int32_t result = partner_x < current.block[0] ? current.exchange[row + partner_x] : value;
  current.barrier->arrive_and_wait();
  return result;
}
}

namespace ktune {

void emulate_gpu_launch(const LoadedKernel &kernel, const GpuLaunch &launch, const std::vector<NDArray> &args) {
  int64_t threads = launch.threads_per_block();
  user_check(threads >= 1 && threads <= 1024, "emulated launch of " << threads << " threads per block");
  std::vector<void *> pointers;
  for (auto &a : args) pointers.push_back(a.data());
  // Poisoned shared memory, like uninitialised hardware shared memory: a read before a write
  // shows up as a wrong result rather than a lucky zero.
  size_t arena_bytes = static_cast<size_t>((launch.shared_bytes + 63) / 64 * 64 + 64);
  std::vector<unsigned char> arena_storage(arena_bytes + 64);
  char *arena = reinterpret_cast<char *>((reinterpret_cast<uintptr_t>(arena_storage.data()) + 63) & ~uintptr_t{63});
  for (int64_t bz = 0; bz < launch.grid[2]; ++bz) {
    for (int64_t by = 0; by < launch.grid[1]; ++by) {
      for (int64_t bx = 0; bx < launch.grid[0]; ++bx) {
        std::memset(arena, 0x7f, arena_bytes);
        std::barrier<> barrier(static_cast<std::ptrdiff_t>(threads));
        std::vector<int32_t> exchange(static_cast<size_t>(threads));
        std::vector<std::thread> workers;
        workers.reserve(static_cast<size_t>(threads));
        for (int64_t t = 0; t < threads; ++t) {
          workers.emplace_back([&, t]() {
            current.index[0] = t % launch.block[0];
            current.index[1] = t / launch.block[0] % launch.block[1];
            current.index[2] = t / (launch.block[0] * launch.block[1]);
            current.index[3] = bx;
            current.index[4] = by;
            current.index[5] = bz;
            current.shared = arena;
            current.barrier = &barrier;
            current.exchange = exchange.data();
            for (int d = 0; d < 3; ++d) current.block[d] = launch.block[d];
            kernel.call_packed(pointers.data());
            // A thread that is done no longer holds the others' barriers up.
            barrier.arrive_and_drop();
          });
        }
        for (auto &w : workers) w.join();
      }
    }
  }
}

}  // namespace ktune
