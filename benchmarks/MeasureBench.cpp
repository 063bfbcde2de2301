// The measurement harness's own figures:
//  - throughput: candidates of matmul 256^3 measured per second end to end (build in the
//    builder processes, check and timing in the runner), with a small min_repeat_ms;
//  - stability: the coefficient of variation of 10 measurements in a row of one matmul 1024^3
//    kernel, each the median of at least 10 repeats of at least 100 ms (adaptive: up to 30 while
//    the standard error of the mean is above 0.5%).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

#include "ktune/measure/Measure.h"
#include "ktune/ops/Registry.h"
#include "ktune/schedule/Template.h"

using namespace ktune;

int main() {
  Target target = Target::host();
  // Throughput: 100 distinct-enough candidates from the matmul template's knobs.
  Workload w = workload_from_spec("matmul:M=256,N=256,K=256");
  std::vector<MeasureCandidate> candidates;
  for (int rep = 0; candidates.size() < 100; ++rep) {
    for (int64_t mr : {1, 2, 4, 8}) {
      for (int64_t nr : {16, 32}) {
        for (int64_t pack : {0, 1}) {
          if (candidates.size() >= 100) break;
          Schedule s = schedule_from_template(w, target, {{"mr", mr}, {"nr", nr}, {"pack_b", pack}});
          candidates.push_back({w.spec, "llvm", s.trace().to_json()});
        }
      }
    }
    candidates.push_back({w.spec, "llvm", nlohmann::json::array()});
  }
  candidates.resize(100);
  MeasureOptions o;
  o.repeat = 3;
  o.min_repeat_ms = 5;
  double ok = 0;
  {
    Measurer m(o);
    m.measure({candidates[0]});  // start the workers (and the reference) outside the clock
    auto t0 = std::chrono::steady_clock::now();
    auto results = m.measure(candidates);
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    for (auto &r : results) ok += r.ok();
    std::printf(
        "throughput: %zu candidates of matmul 256^3 (%.0f ok) in %.2f s = %.1f candidates/s "
        "(repeat %d, min_repeat_ms %.0f, %d builders)\n",
        results.size(), ok, secs, results.size() / secs, o.repeat, o.min_repeat_ms,
        static_cast<int>(m.worker_pids().size()) - 1);
  }
  // Stability: one kernel measured 10 times in a row.
  Workload big = workload_from_spec("matmul:M=1024,N=1024,K=1024");
  MeasureCandidate c{big.spec, "llvm", schedule_from_template(big, target).trace().to_json(), nullptr};
  MeasureOptions so;
  so.repeat = 10;
  so.min_repeat_ms = 100;
  so.target_relative_stderr = 0.005;  // go on (to 30 repeats) while the mean is less sure than 0.5%
  so.max_repeat = 30;
  Measurer m(so);
  std::vector<double> medians, minimums;
  for (int i = 0; i < 10; ++i) {
    auto r = m.measure({c});
    if (!r[0].ok()) {
      std::printf("measurement failed: %s\n", r[0].message.c_str());
      return 1;
    }
    medians.push_back(r[0].median_cost());
    minimums.push_back(*std::min_element(r[0].costs.begin(), r[0].costs.end()));
  }
  auto cv = [](const std::vector<double> &v, double *mean_out) {
    double mean = 0, var = 0;
    for (double x : v) mean += x / v.size();
    for (double x : v) var += (x - mean) * (x - mean) / (v.size() - 1);
    *mean_out = mean;
    return 100 * std::sqrt(var) / mean;
  };
  double mean_med, mean_min;
  double cv_med = cv(medians, &mean_med), cv_min = cv(minimums, &mean_min);
  std::printf(
      "stability: matmul 1024^3 measured 10 times: median cost %.3f ms mean, coefficient of variation "
      "%.2f%%; minimum cost %.3f ms mean, coefficient of variation %.2f%%\n",
      mean_med * 1e3, cv_med, mean_min * 1e3, cv_min);
  // For comparison: the spread of the repeats inside one measurement (same load, same buffers).
  auto r = m.measure({c})[0];
  double m1 = 0, v1 = 0;
  for (double x : r.costs) m1 += x / r.costs.size();
  for (double x : r.costs) v1 += (x - m1) * (x - m1) / (r.costs.size() - 1);
  std::printf("           (the 10 repeats inside one measurement: coefficient of variation %.2f%%)\n",
              100 * std::sqrt(v1) / m1);
  return 0;
}
