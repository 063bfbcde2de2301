// A small thread pool for parallel loops. Workers spin briefly on a generation counter before
// sleeping on it (C++20 atomic wait), so back-to-back parallel regions, the common case in a
// kernel, cost a few microseconds rather than a futex round trip each.
#include "ktune/runtime/ThreadPool.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <mutex>
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

class ThreadPool {
 public:
  static ThreadPool &get() {
    static ThreadPool pool;
    return pool;
  }

  void set_threads(int n) {
    std::lock_guard<std::mutex> lock(run_mutex_);
    stop_workers();
    threads_ = std::max(1, n);
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
    int tasks = static_cast<int>(std::min<int64_t>(n, threads_));
    fn_ = fn;
    closure_ = closure;
    n_ = n;
    tasks_ = tasks;
    // Every worker acknowledges every job, also those with no chunk in it: the job's fields
    // are not rewritten (by the next job) while any worker may still be reading them, and no
    // worker can see one job's generation with another job's fields.
    pending_.store(threads_ - 1, std::memory_order_relaxed);
    generation_.fetch_add(1, std::memory_order_release);
    generation_.notify_all();
    in_parallel_region = true;
    run_chunk(0);
    in_parallel_region = false;
    while (pending_.load(std::memory_order_acquire) != 0) KTUNE_PAUSE();
  }

 private:
  ThreadPool() {
    unsigned hw = std::thread::hardware_concurrency();
    threads_ = hw == 0 ? 1 : static_cast<int>(hw);
    start_workers();
  }
  ~ThreadPool() { stop_workers(); }

  void run_chunk(int t) {
    int64_t begin = n_ * t / tasks_, end = n_ * (t + 1) / tasks_;
    if (begin < end) fn_(closure_, begin, end);
  }

  // seen: the generation when the worker was made; a job posted before the thread first
  // runs is still seen as new.
  void worker(int index, uint64_t seen) {
    in_parallel_region = true;
    for (;;) {
      uint64_t g;
      int spins = 0;
      while ((g = generation_.load(std::memory_order_acquire)) == seen) {
        if (++spins < 2000) {
          KTUNE_PAUSE();
        } else {
          generation_.wait(seen, std::memory_order_acquire);
        }
      }
      seen = g;
      if (stopping_.load(std::memory_order_acquire)) return;
      if (index < tasks_) run_chunk(index);
      pending_.fetch_sub(1, std::memory_order_acq_rel);
    }
  }

  void start_workers() {
    stopping_.store(false);
    uint64_t gen = generation_.load(std::memory_order_acquire);
    for (int i = 1; i < threads_; ++i) workers_.emplace_back([this, i, gen] { worker(i, gen); });
  }

  void stop_workers() {
    stopping_.store(true, std::memory_order_release);
    generation_.fetch_add(1, std::memory_order_release);
    generation_.notify_all();
    for (auto &w : workers_) w.join();
    workers_.clear();
  }

  std::mutex run_mutex_;
  std::vector<std::thread> workers_;
  int threads_ = 1;
  std::atomic<uint64_t> generation_{0};
  std::atomic<int> pending_{0};
  std::atomic<bool> stopping_{false};
  void (*fn_)(void *, int64_t, int64_t) = nullptr;
  void *closure_ = nullptr;
  int64_t n_ = 0;
  int tasks_ = 0;
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
