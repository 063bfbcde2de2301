// The one timing policy of ktune: the harness's CPU and GPU runners and `ktune run` time a
// kernel with it, so a figure means the same wherever it was taken.
#pragma once

#include <chrono>
#include <functional>
#include <vector>

#include "ktune/ir/Workload.h"
#include "ktune/measure/CacheFlush.h"
#include "ktune/measure/Measure.h"

namespace ktune {

struct TimedCalls {
  /** Seconds per call, one per timed measurement. */
  std::vector<double> costs;
  /** Calls per measurement. */
  int number = 1;
  double median() const;
};

/** The one decision of what a timed call finds cold: `options` as they apply to a kernel of `w` on
 * a CPU or (`gpu`) a GPU, with at most one of flush_cache and cold_weights set. flush_cache wins over cold_weights;
 * cold_weights becomes flush_cache on a GPU (no eviction of one buffer from its L2) and on a CPU without CLFLUSH, and
 * is dropped for a workload without weights (ktune/ops/Registry.h's weight_inputs), which is then timed warm
 * (calibrated calls, not single ones): placing such a kernel's activations as in a model (CacheFlush.h) was tried
 * on 2026-12-06 and made no such kernel faster in the model, and the tuned models no faster. The runners time with
 * these, and records and `ktune run` report them. */
MeasureOptions effective_cold(const MeasureOptions &options, const Workload &w, bool gpu);

/** "all" (flush_cache), "model" (cold_weights: as a kernel inside a model finds its memory) or ""
 * (warm), for effective options. Records measured from 2026-12-05 22:57 to 2026-12-06 05:41 UTC, with
 * only the weights evicted and the activations left warm, say "weights". */
const char *cold_label(const MeasureOptions &effective);

/** Times a kernel by the options' policy: the calls per measurement are raised until one
 * measurement lasts min_repeat_ms (unless `number` fixes them; at most 2^24), and that last
 * calibration measurement is the first timed one (unless a cooldown is asked); then measurements
 * are taken until there are `repeat` of them, and more, up to max_repeat, while the standard error of
 * their mean is above target_relative_stderr of it. Before each timed measurement after the
 * calibration: `prepare` (a cache flush, untimed), then a cooldown_ms sleep. run_calls(n) makes n
 * calls and returns their seconds. With flush_cache or cold_weights (and a `prepare`), each
 * measurement is one call, cold, whatever `number` says (no calibration), and measurements go on past `repeat` until
 * their calls add up to min_repeat_ms or max_repeat is reached. With stop_above_s set, the measurements end as soon as
 * they last min_repeat_ms together (cold: two calls at least) and their median is above it a call: a search's
 * candidate that cannot win is not timed again. */
TimedCalls time_calls(const MeasureOptions &options, const std::function<double(int calls)> &run_calls,
                      const std::function<void()> &prepare = {});

/** time_calls for a call on this CPU, on the wall clock, with `flush` (a CpuCacheFlush for the
 * options and the kernel's buffers, kernel_buffers: a runner's own, kept across candidates, or a temporary)
 * before every timed call where options.flush_cache or options.cold_weights: the CPU runner's
 * timing and ktune run's. A template, so that the timed
 * loop calls call_once directly. */
template <typename CallOnce, typename Flush>
TimedCalls time_cpu_calls(const MeasureOptions &options, CallOnce &&call_once, Flush &&flush) {
  return time_calls(
      options,
      [&](int calls) {
        auto start = std::chrono::steady_clock::now();
        for (int i = 0; i < calls; ++i) call_once();
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      },
      [&] {
        if (options.flush_cache || options.cold_weights) flush();
      });
}

}  // namespace ktune
