// The runtime's thread pool, called by generated code for parallel loops.
#pragma once

#include <cstdint>
#include <type_traits>

extern "C" {
/** Runs fn(closure, begin, end) over [0, n) split into one contiguous chunk per thread, and
 * returns when all are done. Called from inside a parallel region (or while another thread
 * holds the pool) it runs the whole range on the calling thread. */
void ktune_parallel_for(int64_t n, void (*fn)(void *, int64_t, int64_t), void *closure);
/** 64-byte aligned heap memory for large buffers inside kernels. */
void *ktune_alloc(int64_t bytes);
void ktune_free(void *p);
}

namespace ktune {

/** ktune_parallel_for over a C++ callable: body(begin, end) for one contiguous chunk of
 * [0, n) per thread. body must not throw. */
template <typename Body>
void parallel_for(int64_t n, Body &&body) {
  using B = std::remove_reference_t<Body>;
  ktune_parallel_for(
      n, [](void *closure, int64_t begin, int64_t end) { (*static_cast<B *>(closure))(begin, end); },
      const_cast<void *>(static_cast<const void *>(&body)));
}

/** Threads used by parallel loops (default: the hardware's). Takes effect at the next call. */
void set_num_threads(int n);
int num_threads();

}  // namespace ktune
