// The machine's memory bandwidth, measured: the physical limit of the memory-bound rows
// (softmax, layernorm), which read their input and write their output once.
#pragma once

namespace ktune::bench {

struct CopyBandwidth {
  double gb_per_s = 0;    // bytes read + bytes written per second (STREAM's convention)
  double buffer_mib = 0;  // the size of each of the two arrays
};

/** STREAM's copy kernel (c[i] = a[i] on floats, ordinary loads and stores) on `threads`
 * std::threads, each over its own slice of two arrays far larger than the last-level cache;
 * the best of a few passes. CopyBandwidth.cpp is built with -O3 -march=native and without
 * loop-to-memcpy conversion (glibc's memcpy would use non-temporal stores, which no kernel
 * here uses). */
CopyBandwidth measure_copy_bandwidth(int threads);

}  // namespace ktune::bench
