// time_calls: calibration of the calls per measurement, then repeats until enough (TimingLoop.h).
#include "ktune/measure/TimingLoop.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <thread>

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

TimedCalls time_calls(const MeasureOptions &o, const std::function<double(int calls)> &run_calls,
                      const std::function<void()> &prepare) {
  TimedCalls t;
  t.number = std::max(1, o.number);
  if (o.number <= 0) {
    // Aim 10% past the target from the last measurement's rate (a measurement that read no time
    // at all: ten times the calls).
    double target = o.min_repeat_ms / 1000.0;
    for (;;) {
      double s = run_calls(t.number);
      if (s >= target || t.number >= kMaxNumber) break;
      double next = s <= 0 ? 10.0 * t.number : std::max(2.0 * t.number, t.number * target / s * 1.1 + 1);
      t.number = static_cast<int>(std::min<double>(kMaxNumber, next));
    }
  }
  const int repeat = std::max(1, o.repeat);
  const int max_repeat = std::max(repeat, o.max_repeat);
  for (int r = 0;; ++r) {
    bool enough = r >= repeat;
    if (enough && (o.target_relative_stderr <= 0 || t.costs.size() < 2 || r >= max_repeat ||
                   relative_stderr(t.costs) <= o.target_relative_stderr))
      break;
    if (prepare) prepare();
    if (o.cooldown_ms > 0) std::this_thread::sleep_for(std::chrono::duration<double, std::milli>(o.cooldown_ms));
    t.costs.push_back(run_calls(t.number) / t.number);
  }
  return t;
}

}  // namespace ktune
