// time_calls: calibration of the calls per measurement, then repeats until enough, or until one
// is too slow to matter (TimingLoop.h).
#include "ktune/measure/TimingLoop.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <thread>

#include "ktune/ops/Registry.h"

namespace ktune {

namespace {

constexpr int kMaxNumber = 1 << 24;

double relative_stderr(const std::vector<double> &costs) {
  double n = static_cast<double>(costs.size()), mean = 0, var = 0;
  for (double x : costs) mean += x / n;
  for (double x : costs) var += (x - mean) * (x - mean) / (n - 1);
  return std::sqrt(var / n) / mean;
}

}  // namespace

double TimedCalls::median() const {
  if (costs.empty()) return INFINITY;
  std::vector<double> sorted = costs;
  std::sort(sorted.begin(), sorted.end());
  return sorted[sorted.size() / 2];
}

MeasureOptions effective_cold(const MeasureOptions &options, const Workload &w, bool gpu) {
  MeasureOptions m = options;
#if defined(__x86_64__) || defined(__i386__)
  const bool can_evict = !gpu;  // CLFLUSH (CacheFlush.cpp)
#else
  const bool can_evict = false;
#endif
  if (m.flush_cache || !m.cold_weights) {
    m.cold_weights = false;
  } else if (weight_inputs(w).empty()) {
    m.cold_weights = false;
  } else if (!can_evict) {
    m.flush_cache = true;
    m.cold_weights = false;
  }
  return m;
}

const char *cold_label(const MeasureOptions &effective) {
  return effective.flush_cache ? "all" : effective.cold_weights ? "model" : "";
}

TimedCalls time_calls(const MeasureOptions &o, const std::function<double(int calls)> &run_calls,
                      const std::function<void()> &prepare) {
  TimedCalls t;
  // With a flush, every timed call is a cold one: a measurement of many calls after one flush
  // would time the first call cold and the rest warm (inside a model, a kernel's weights were
  // evicted by the kernels before it on every call). Then the measurements go on until their
  // calls add up to min_repeat_ms, within max_repeat: a short kernel gets more cold samples.
  const bool cold = (o.flush_cache || o.cold_weights) && prepare;
  t.number = cold ? 1 : std::max(1, o.number);
  double timed_s = 0;
  // Measurements that last min_repeat_ms together and whose median is above stop_above_s a call
  // end the timing: the candidate cannot win. Cold, at least two: a single cold call of a short
  // kernel is not enough evidence (one interrupt can triple it), and min_repeat_ms may be 0.
  auto too_slow = [&] {
    return o.stop_above_s > 0 && t.costs.size() >= (cold ? 2u : 1u) && timed_s >= o.min_repeat_ms / 1000.0 &&
           t.median() > o.stop_above_s;
  };
  if (!cold && o.number <= 0) {
    // Aim 10% past the target from the last measurement's rate (a measurement that read no time
    // at all: ten times the calls).
    double target = o.min_repeat_ms / 1000.0;
    for (;;) {
      double s = run_calls(t.number);
      if (s >= target || t.number >= kMaxNumber) {
        // The calibration's last measurement is a timed one: it lasted min_repeat_ms with the
        // final count, warm, as every later one is (a cooldown, when asked, comes before each).
        // Timing it again would cost a kernel slower than min_repeat_ms a whole call more.
        if (o.cooldown_ms <= 0) {
          timed_s += s;
          t.costs.push_back(s / t.number);
        }
        break;
      }
      double next = s <= 0 ? 10.0 * t.number : std::max(2.0 * t.number, t.number * target / s * 1.1 + 1);
      t.number = static_cast<int>(std::min<double>(kMaxNumber, next));
    }
  }
  const int repeat = std::max(1, o.repeat);
  const int max_repeat = std::max(repeat, o.max_repeat);
  for (int r = static_cast<int>(t.costs.size());; ++r) {
    if (too_slow()) break;
    bool enough = r >= repeat && (!cold || r >= max_repeat || timed_s >= o.min_repeat_ms / 1000.0);
    if (enough && (o.target_relative_stderr <= 0 || t.costs.size() < 2 || r >= max_repeat ||
                   relative_stderr(t.costs) <= o.target_relative_stderr))
      break;
    if (prepare) prepare();
    if (o.cooldown_ms > 0) std::this_thread::sleep_for(std::chrono::duration<double, std::milli>(o.cooldown_ms));
    double s = run_calls(t.number);
    timed_s += s;
    t.costs.push_back(s / t.number);
  }
  return t;
}

}  // namespace ktune
