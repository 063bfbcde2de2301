// The machine's fp32 peak, measured: the yardstick for "% of peak" in the table.
#pragma once

#include <string>

namespace ktune::bench {

struct FmaPeak {
  double gflops = 0;
  std::string isa;  // "AVX-512", "AVX2" or "scalar": the widest FMA this file was built for
};

/** Runs a loop of independent vector FMAs on `threads` std::threads at once and returns the
 * best rate of a few tries. FmaPeak.cpp is built with -O3 -march=native. */
FmaPeak measure_fma_peak(int threads);

}  // namespace ktune::bench
