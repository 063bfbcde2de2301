#include "ktune/runtime/GpuEmulator.h"

#include <algorithm>
#include <barrier>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "ktune/ir/MatrixIntrinsic.h"
#include "ktune/runtime/HalfFloat.h"
#include "ktune/support/Error.h"

namespace {

struct EmulatedThread {
  int64_t index[6] = {0, 0, 0, 0, 0, 0};
  char *shared = nullptr;
  std::barrier<> *barrier = nullptr;
  int32_t *exchange = nullptr;                // one slot per thread of the block, for shuffles
  const void **addresses = nullptr;           // one per thread, for ldmatrix's row addresses
  const unsigned char **fragments = nullptr;  // per thread: its a, b and c fragments, for mma
  int64_t block[3] = {1, 1, 1};
  /** What the block did that the hardware would fault on (a misaligned cp.async or ldmatrix
   * address), reported by emulate_gpu_launch once the block's threads are done. */
  struct Faults {
    std::mutex mutex;
    std::string first;
  } *faults = nullptr;
};
thread_local EmulatedThread current;

void fault(const std::string &what) {
  std::lock_guard<std::mutex> lock(current.faults->mutex);
  if (current.faults->first.empty()) current.faults->first = what;
}

bool aligned(const void *p, int64_t bytes) {
  return reinterpret_cast<uintptr_t>(p) % static_cast<uintptr_t>(bytes) == 0;
}

/** A thread's cp.async copies in flight: the groups it committed (oldest first), then the
 * copies it started since. Each emulated GPU thread is a new OS thread: it starts empty. */
struct PendingCopy {
  void *dst;
  const void *src;
  int32_t bytes, src_bytes;
};
struct AsyncCopies {
  std::vector<std::vector<PendingCopy>> committed;
  std::vector<PendingCopy> open;
};
thread_local AsyncCopies async_copies;

int64_t linear_thread() {
  const int64_t *i = current.index;
  return (i[2] * current.block[1] + i[1]) * current.block[0] + i[0];
}

/** Element i of an A or B fragment as the instruction reads it: a 16-bit value widened, or an
 * f32 rounded to TF32 (cvt.rna.tf32.f32, which the code generator puts before the instruction). */
float operand_value(const unsigned char *fragment, int i, ktune::MatrixIntrinsic kind) {
  if (ktune::matrix_inputs_are_tf32(kind)) {
    float f;
    std::memcpy(&f, fragment + 4 * i, 4);
    return ktune::round_to_tf32(f);
  }
  uint16_t bits;
  std::memcpy(&bits, fragment + 2 * i, 2);
  return ktune::matrix_inputs_are_bf16(kind) ? ktune::bf16_to_float(bits) : ktune::f16_to_float(bits);
}

}  // namespace

extern "C" {
int64_t ktune_emu_index(int32_t which) { return current.index[which]; }
void ktune_emu_barrier(void) { current.barrier->arrive_and_wait(); }
void *ktune_emu_shared(int64_t offset) { return current.shared + offset; }
int32_t ktune_emu_shuffle_xor(int32_t value, int32_t lane_mask) {
  // The whole block exchanges (a superset of the warp), so every thread must call it, as every
  // lane of a warp must on the hardware.
  int64_t self = linear_thread(), x = current.index[0], partner_x = x ^ lane_mask;
  current.exchange[self] = value;
  current.barrier->arrive_and_wait();
  int32_t result = partner_x < current.block[0] ? current.exchange[self - x + partner_x] : value;
  current.barrier->arrive_and_wait();
  return result;
}

void ktune_emu_ldmatrix(const void *row, int32_t count, int32_t trans, void *out) {
  int64_t thread = linear_thread();
  int lane = static_cast<int>(thread % 32);
  int64_t warp = thread - lane;
  if (!aligned(row, 16) && lane < 8 * count) fault("an ldmatrix row address not aligned to 16 bytes");
  current.addresses[thread] = row;
  current.barrier->arrive_and_wait();
  auto *values = static_cast<uint16_t *>(out);
  for (int j = 0; j < count; ++j) {
    for (int e = 0; e < 2; ++e) {
      ktune::TileElement at = ktune::ldmatrix_element(lane, e, trans != 0);
      // Matrix j's row r is at the address of lane 8j + r.
      std::memcpy(&values[2 * j + e], static_cast<const uint16_t *>(current.addresses[warp + 8 * j + at.row]) + at.col,
                  2);
    }
  }
  current.barrier->arrive_and_wait();
}

void ktune_emu_copy_async(void *dst, const void *src, int32_t bytes, int32_t src_bytes) {
  // The PTX ISA: both addresses aligned to the copy's size.
  if (!aligned(dst, bytes) || !aligned(src, bytes))
    fault("a cp.async of " + std::to_string(bytes) + " bytes between addresses not aligned to " +
          std::to_string(bytes) + " bytes");
  async_copies.open.push_back({dst, src, bytes, src_bytes});
}

void ktune_emu_async_commit(void) {
  async_copies.committed.push_back(std::move(async_copies.open));
  async_copies.open.clear();
}

void ktune_emu_async_wait(int32_t groups) {
  auto &committed = async_copies.committed;
  size_t done = committed.size() > static_cast<size_t>(groups) ? committed.size() - static_cast<size_t>(groups) : 0;
  for (size_t g = 0; g < done; ++g) {
    for (const PendingCopy &c : committed[g]) {
      int32_t read = std::min(c.src_bytes, c.bytes);
      if (read > 0) std::memcpy(c.dst, c.src, static_cast<size_t>(read));
      if (read < c.bytes) std::memset(static_cast<char *>(c.dst) + read, 0, static_cast<size_t>(c.bytes - read));
    }
  }
  committed.erase(committed.begin(), committed.begin() + static_cast<std::ptrdiff_t>(done));
}

void ktune_emu_mma(int32_t kind_number, const void *a, const void *b, const float *c, float *d) {
  auto kind = static_cast<ktune::MatrixIntrinsic>(kind_number);
  ktune::MatrixShape shape = ktune::matrix_shape(kind);
  int64_t thread = linear_thread();
  int lane = static_cast<int>(thread % shape.warp_size);
  int64_t warp = thread - lane;
  const unsigned char *mine[3] = {static_cast<const unsigned char *>(a), static_cast<const unsigned char *>(b),
                                  reinterpret_cast<const unsigned char *>(c)};
  std::memcpy(&current.fragments[3 * thread], mine, sizeof(mine));
  current.barrier->arrive_and_wait();
  // The warp's tiles, gathered from every lane's fragments by the documented layouts.
  std::vector<float> tile_a(static_cast<size_t>(shape.m * shape.k)), tile_b(static_cast<size_t>(shape.k * shape.n));
  std::vector<float> tile_c(static_cast<size_t>(shape.m * shape.n));
  for (int l = 0; l < shape.warp_size; ++l) {
    const unsigned char *const *f = &current.fragments[3 * (warp + l)];
    for (int i = 0; i < shape.a_elements; ++i) {
      ktune::TileElement at = ktune::a_element(kind, l, i);
      tile_a[static_cast<size_t>(at.row * shape.k + at.col)] = operand_value(f[0], i, kind);
    }
    for (int i = 0; i < shape.b_elements; ++i) {
      ktune::TileElement at = ktune::b_element(kind, l, i);
      tile_b[static_cast<size_t>(at.row * shape.n + at.col)] = operand_value(f[1], i, kind);
    }
    for (int i = 0; i < shape.c_elements; ++i) {
      ktune::TileElement at = ktune::c_element(kind, l, i);
      std::memcpy(&tile_c[static_cast<size_t>(at.row * shape.n + at.col)], f[2] + 4 * i, 4);
    }
  }
  // This lane's part of D, accumulated in f32 in k order (products of two f16 values are exact
  // in f32, and of two bf16 or TF32 values too unless they overflow or underflow it; the
  // hardware's order of accumulation is unspecified).
  float result[16];
  for (int i = 0; i < shape.c_elements; ++i) {
    ktune::TileElement at = ktune::c_element(kind, lane, i);
    float sum = tile_c[static_cast<size_t>(at.row * shape.n + at.col)];
    for (int kk = 0; kk < shape.k; ++kk)
      sum += tile_a[static_cast<size_t>(at.row * shape.k + kk)] * tile_b[static_cast<size_t>(kk * shape.n + at.col)];
    result[i] = sum;
  }
  current.barrier->arrive_and_wait();  // every lane has read the others' fragments
  std::memcpy(d, result, sizeof(float) * static_cast<size_t>(shape.c_elements));
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
        std::vector<const void *> addresses(static_cast<size_t>(threads));
        std::vector<const unsigned char *> fragments(static_cast<size_t>(3 * threads));
        EmulatedThread::Faults faults;
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
            current.addresses = addresses.data();
            current.fragments = fragments.data();
            current.faults = &faults;
            for (int d = 0; d < 3; ++d) current.block[d] = launch.block[d];
            kernel.call_packed(pointers.data());
            // A thread that is done no longer holds the others' barriers up.
            barrier.arrive_and_drop();
          });
        }
        for (auto &w : workers) w.join();
        user_check(faults.first.empty(), "the emulated kernel made " << faults.first << " (block " << bx << ", " << by
                                                                     << ", " << bz << "), which faults on a GPU");
      }
    }
  }
}

}  // namespace ktune
