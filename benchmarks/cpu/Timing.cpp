#include "Timing.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <thread>

namespace ktune::bench {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

/** Seconds of `number` back-to-back calls. */
double measure(const std::function<void()> &f, int number) {
  auto start = Clock::now();
  for (int i = 0; i < number; ++i) f();
  return seconds_since(start);
}

/** Calls f `number` times and, while that takes under min_s, grows number from what the short
 * measurement showed and measures again. Returns the cost of one call. */
double measure_at_least(const std::function<void()> &f, int &number, double min_s) {
  for (;;) {
    double s = measure(f, number);
    if (s >= min_s) return s / number;
    // Aim 20% past the threshold; at least double when the measurement was too short to trust.
    double scale = s > 0 ? 1.2 * min_s / s : 2.0;
    number = std::max(number + 1, static_cast<int>(std::ceil(number * std::max(scale, 1.0))));
  }
}

}  // namespace

// Sleeps (does not spin), so the other side's idle threads can park.
static void settle(double seconds) {
  if (seconds > 0) std::this_thread::sleep_for(std::chrono::duration<double>(seconds));
}

PairTiming time_interleaved(const std::function<void()> &a, const std::function<void()> &b,
                            const TimingOptions &options) {
  auto start = Clock::now();
  PairTiming t;
  double a_once = measure(a, 1), b_once = b ? measure(b, 1) : 0;
  t.a_number = std::max(1, static_cast<int>(options.min_measure_s / std::max(a_once, 1e-9)));
  t.b_number = std::max(1, static_cast<int>(options.min_measure_s / std::max(b_once, 1e-9)));
  t.a_seconds = INFINITY;
  t.b_seconds = b ? INFINITY : 0;
  // A run costs about one measurement of each side; a slow kernel (a naive default schedule)
  // gets fewer runs rather than blowing the budget.
  double per_run = std::max(options.min_measure_s, a_once) + (b ? std::max(options.min_measure_s, b_once) : 0);
  int runs = std::max(1, options.runs);
  for (int r = 0; r < runs; ++r) {
    if (r > 0 && seconds_since(start) + per_run > options.budget_s) break;
    settle(options.settle_s);
    t.a_seconds = std::min(t.a_seconds, measure_at_least(a, t.a_number, options.min_measure_s));
    if (b) {
      settle(options.settle_s);
      t.b_seconds = std::min(t.b_seconds, measure_at_least(b, t.b_number, options.min_measure_s));
    }
    t.runs = r + 1;
  }
  return t;
}

}  // namespace ktune::bench
