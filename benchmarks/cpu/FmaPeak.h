// The fp32 peak of the code being measured: the yardstick for "% of peak" in the table.
#pragma once

#include <string>

namespace ktune::bench {

struct FmaPeak {
  double gflops = 0;
  std::string isa;  // "AVX-512", "AVX2", "AVX" or "SSE": the instructions of the loop that was timed
};

/** The widest ISA of the four that both the code under test may use (`vector_bits`,
 * `fma`: what the target compiles for) and this CPU runs. Its peak is what kernels compiled
 * for that target can reach here: AVX2 code on an AVX-512 CPU is held to the AVX2 peak. */
std::string peak_isa_for(int vector_bits, bool fma);

/** Runs a loop of independent vector multiply-adds of `isa` ("AVX-512": FMA on 16 lanes,
 * "AVX2": FMA on 8, "AVX" and "SSE": multiplies and adds on 8 and 4, which issue on separate
 * ports) on `threads` std::threads at once and returns the best rate of a few tries. Throws
 * std::invalid_argument for another name. */
FmaPeak measure_fma_peak(int threads, const std::string &isa);

}  // namespace ktune::bench
