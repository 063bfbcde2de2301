// A small thread pool for parallel loops.
//
// A parallel region is split into one contiguous chunk per thread, and the chunks are claimed,
// not assigned: the calling thread and the workers take the next unclaimed chunk from one
// atomic word (job generation, chunk count, next chunk). A worker that is descheduled (the
// machine busy with compilers, as it is while the tuner builds candidates) therefore never
// holds the region up: the caller runs its chunk as well and waits only for chunks that were
// actually started. Workers spin for 200 us before sleeping (C++20 atomic wait), so back-to-back
// regions, the common case in a kernel and between a model's kernels, cost a few microseconds
// rather than a futex round trip.
#include "ktune/runtime/ThreadPool.h"
#include "ktune/support/UsableCpus.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#if defined(__x86_64__)
#include <immintrin.h>
#define KTUNE_PAUSE() _mm_pause()
#else
#define KTUNE_PAUSE() ((void)0)
#endif

namespace ktune {

namespace {

thread_local bool in_parallel_region = false;

// How long an idle worker spins before it sleeps. A time, not a count of PAUSEs: a PAUSE takes
// 24 ns on the Zen 5 EPYC and about 140 cycles on a Skylake-SP. With 2000 PAUSEs (47 us there),
// the workers slept between a model's kernels, and waking a sleeping worker in a VM can cost
// more than a kernel: MobileNetV2 took 2.8-3.2 ms instead of 1.7-2.0 in whichever of three
// models built in one process had its turn after a pause (2026-12-05). 200 us ended that.
constexpr std::chrono::microseconds kSpinTime{200};

class ThreadPool {
 public:
  static ThreadPool &get() {
    static ThreadPool pool;
    return pool;
  }

  void set_threads(int n) {
    std::lock_guard<std::mutex> lock(run_mutex_);
    stop_workers();
    threads_ = std::clamp(n, 1, 4096);
    start_workers();
  }
  int threads() const { return threads_; }

  void run(int64_t n, void (*fn)(void *, int64_t, int64_t), void *closure) {
    if (n <= 0) return;
    std::unique_lock<std::mutex> lock(run_mutex_, std::try_to_lock);
    if (in_parallel_region || !lock.owns_lock() || threads_ == 1 || n == 1) {
      fn(closure, 0, n);
      return;
    }
    uint32_t tasks = static_cast<uint32_t>(std::min<int64_t>(n, threads_));
    // The job's fields are written before the state word that makes its chunks claimable
    // (release), and rewritten only after every chunk of the previous job has finished.
    fn_ = fn;
    closure_ = closure;
    n_ = n;
    tasks_ = tasks;
    done_.store(0, std::memory_order_relaxed);
    uint32_t generation = ++generation_;
    state_.store(pack(generation, tasks, 0), std::memory_order_release);
    state_.notify_all();
    in_parallel_region = true;
    for (int64_t c; (c = claim(generation)) >= 0;) {
      run_chunk(c);
      done_.fetch_add(1, std::memory_order_acq_rel);
    }
    in_parallel_region = false;
    // Only chunks a worker has claimed are left; wait for them, yielding now and then in case
    // that worker shares this core.
    for (uint32_t spins = 0; done_.load(std::memory_order_acquire) != tasks; ++spins) {
      if (spins % 1024 == 1023) {
        std::this_thread::yield();
      } else {
        KTUNE_PAUSE();
      }
    }
  }

 private:
  // The state word: generation (32 bits) | chunk count (16) | next unclaimed chunk (16).
  static uint64_t pack(uint32_t generation, uint32_t tasks, uint32_t next) {
    return (uint64_t{generation} << 32) | (uint64_t{tasks} << 16) | next;
  }
  static uint32_t generation_of(uint64_t s) { return static_cast<uint32_t>(s >> 32); }
  static uint32_t tasks_of(uint64_t s) { return static_cast<uint32_t>(s >> 16) & 0xffff; }
  static uint32_t next_of(uint64_t s) { return static_cast<uint32_t>(s) & 0xffff; }

  // Claims the next chunk of the current job; -1 when none is left. With generation set,
  // only a chunk of that job.
  int64_t claim(std::optional<uint32_t> generation = std::nullopt) {
    uint64_t s = state_.load(std::memory_order_acquire);
    for (;;) {
      if (generation && generation_of(s) != *generation) return -1;
      if (next_of(s) >= tasks_of(s)) return -1;
      if (state_.compare_exchange_weak(s, s + 1, std::memory_order_acq_rel, std::memory_order_acquire)) {
        return next_of(s);
      }
    }
  }

  ThreadPool() {
    threads_ = std::clamp(usable_cpu_count(), 1, 4096);  // the CPUs this process was given
    start_workers();
  }
  ~ThreadPool() { stop_workers(); }

  void run_chunk(int64_t t) {
    int64_t begin = n_ * t / tasks_, end = n_ * (t + 1) / tasks_;
    if (begin < end) fn_(closure_, begin, end);
  }

  void worker() {
    in_parallel_region = true;
    for (;;) {
      uint32_t spins = 0;
      std::chrono::steady_clock::time_point spin_until{};
      uint64_t s;
      // Wait until the current job has an unclaimed chunk (or the pool stops): spinning for
      // kSpinTime, then asleep.
      while (s = state_.load(std::memory_order_acquire), next_of(s) >= tasks_of(s)) {
        if (stopping_.load(std::memory_order_acquire)) return;
        if (spins++ % 64 == 0) {
          auto now = std::chrono::steady_clock::now();
          if (spins == 1) spin_until = now + kSpinTime;
          if (now >= spin_until) {
            state_.wait(s, std::memory_order_acquire);
            spins = 0;
            continue;
          }
        }
        KTUNE_PAUSE();
      }
      if (stopping_.load(std::memory_order_acquire)) return;
      int64_t c = claim();
      if (c >= 0) {
        run_chunk(c);
        done_.fetch_add(1, std::memory_order_acq_rel);
      }
    }
  }

  void start_workers() {
    stopping_.store(false);
    for (int i = 1; i < threads_; ++i) workers_.emplace_back([this] { worker(); });
  }

  void stop_workers() {
    stopping_.store(true, std::memory_order_release);
    // A new state value wakes sleeping workers, which then see stopping_.
    state_.store(pack(++generation_, 0, 0), std::memory_order_release);
    state_.notify_all();
    for (auto &w : workers_) w.join();
    workers_.clear();
  }

  std::mutex run_mutex_;
  std::vector<std::thread> workers_;
  int threads_ = 1;
  uint32_t generation_ = 0;  // only the thread holding run_mutex_ changes it
  std::atomic<uint64_t> state_{0};
  std::atomic<uint32_t> done_{0};
  std::atomic<bool> stopping_{false};
  void (*fn_)(void *, int64_t, int64_t) = nullptr;
  void *closure_ = nullptr;
  int64_t n_ = 0;
  int64_t tasks_ = 1;
};

}  // namespace

void set_num_threads(int n) { ThreadPool::get().set_threads(n); }
int num_threads() { return ThreadPool::get().threads(); }

}  // namespace ktune

extern "C" void ktune_parallel_for(int64_t n, void (*fn)(void *, int64_t, int64_t), void *closure) {
  ktune::ThreadPool::get().run(n, fn, closure);
}

extern "C" void *ktune_alloc(int64_t bytes) {
  size_t size = static_cast<size_t>((bytes + 63) / 64 * 64);
  return std::aligned_alloc(64, size == 0 ? 64 : size);
}

extern "C" void ktune_free(void *p) { std::free(p); }
