// Interleaved best-of timing of two implementations of the same workload, so that drifts in
// clock speed, caches or neighbours hit both sides alike.
#pragma once

#include <functional>

namespace ktune::bench {

struct TimingOptions {
  int runs = 10;                 // measurements of each side, alternating
  double min_measure_s = 0.020;  // one measurement repeats calls until it lasts this long
  double budget_s = 60;          // runs are cut (never below 1) to fit this, for slow kernels
  /** A pause before each measurement, so that the side measured before it has parked its idle
   * threads: OpenBLAS's spin for about 2^28 cycles (0.1 s here) after a call, and a kernel timed
   * while they spin shares its cores with them (matmul 1024^3 on this 2-core VM read 21 ms
   * instead of 10 ms in some runs, every run of the row alike). */
  double settle_s = 0.2;
};

struct PairTiming {
  double a_seconds = 0, b_seconds = 0;  // best cost of one call of each side
  int a_number = 1, b_number = 1;       // calls per measurement
  int runs = 0;                         // measurements made of each side
};

/** For run r in 0..runs-1: measure a, then measure b; keep the fastest of each. Each side is
 * called once first as a warm-up, which also sizes its calls per measurement. An empty b (a
 * peer that could not be made) is skipped and its time stays 0. */
PairTiming time_interleaved(const std::function<void()> &a, const std::function<void()> &b,
                            const TimingOptions &options);

}  // namespace ktune::bench
