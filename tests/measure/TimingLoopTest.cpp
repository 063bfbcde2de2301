// The one timing policy and the options' one JSON form, on a synthetic clock: no test here
// depends on how fast this machine is.
#include <gtest/gtest.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <set>

#include "ktune/measure/CacheFlush.h"
#include "ktune/measure/FailureKind.h"
#include "ktune/measure/Measure.h"
#include "ktune/measure/TimingLoop.h"
#include "ktune/ops/Registry.h"

namespace ktune {
namespace {

TEST(TimingLoopTest, CallsAreRaisedUntilOneMeasurementLastsTheMinimum) {
  MeasureOptions o;
  o.min_repeat_ms = 10;
  o.repeat = 4;
  std::vector<int> calls_made;
  int prepared = 0;
  // 2 us a call.
  TimedCalls t = time_calls(
      o,
      [&](int calls) {
        calls_made.push_back(calls);
        return calls * 2e-6;
      },
      [&] { ++prepared; });
  EXPECT_GE(t.number * 2e-6, 0.010);
  EXPECT_LT(t.number * 2e-6, 0.030);  // not wildly past it
  ASSERT_EQ(t.costs.size(), 4u);
  for (double c : t.costs) EXPECT_DOUBLE_EQ(c, 2e-6);
  EXPECT_DOUBLE_EQ(t.median(), 2e-6);
  // The calibration's measurements grow; its last, which lasted the minimum with the final
  // count, is the first of the four timed ones; `prepare` comes before each of the other three.
  EXPECT_EQ(prepared, 3);
  ASSERT_GE(calls_made.size(), 5u);
  for (size_t i = calls_made.size() - 4; i < calls_made.size(); ++i) EXPECT_EQ(calls_made[i], t.number);
  EXPECT_LT(calls_made[calls_made.size() - 5], t.number);  // no measurement of the final count is dropped
  // With a cooldown, the calibration is not a timed measurement: each timed one follows a sleep.
  o.cooldown_ms = 0.01;
  calls_made.clear();
  prepared = 0;
  TimedCalls cooled = time_calls(
      o,
      [&](int calls) {
        calls_made.push_back(calls);
        return calls * 2e-6;
      },
      [&] { ++prepared; });
  EXPECT_EQ(cooled.costs.size(), 4u);
  EXPECT_EQ(prepared, 4);
  ASSERT_GE(calls_made.size(), 5u);
  for (size_t i = calls_made.size() - 5; i < calls_made.size(); ++i) EXPECT_EQ(calls_made[i], cooled.number);
}

// stop_above_s: once the measurements last min_repeat_ms, a median above it (a call) ends them,
// calibrated or not, warm or cold.
TEST(TimingLoopTest, AMeasurementAboveTheStopIsTheLast) {
  MeasureOptions o;
  o.min_repeat_ms = 10;
  o.repeat = 3;
  o.stop_above_s = 5e-3;
  int measurements = 0;
  auto slow = [&](int calls) {
    ++measurements;
    return calls * 20e-3;  // 20 ms a call: one call already lasts the minimum
  };
  TimedCalls t = time_calls(o, slow);
  EXPECT_EQ(t.number, 1);
  ASSERT_EQ(t.costs.size(), 1u);
  EXPECT_DOUBLE_EQ(t.costs[0], 20e-3);
  EXPECT_EQ(measurements, 1);  // the calibration's one call was the only measurement
  // Under the stop: the usual repeats.
  measurements = 0;
  EXPECT_EQ(time_calls(o, [&](int calls) { return calls * 1e-3; }).costs.size(), 3u);
  // A fixed number stops the same way.
  o.number = 2;
  EXPECT_EQ(time_calls(o, slow).costs.size(), 1u);
  o.flush_cache = true;
  int prepared = 0;
  // Cold, one call is not enough evidence: two.
  EXPECT_EQ(time_calls(o, slow, [&] { ++prepared; }).costs.size(), 2u);
  EXPECT_EQ(prepared, 2);
  // Cold calls of 4 ms with a stop below them and five repeats asked: not after the first call
  // (4 ms is not the 10 ms minimum), but after the third, when the calls reach it.
  o.repeat = 5;
  o.stop_above_s = 1e-3;
  auto four_ms = [&](int calls) { return calls * 4e-3; };
  EXPECT_EQ(time_calls(o, four_ms, [] {}).costs.size(), 3u);
  o.min_repeat_ms = 0;  // no minimum: still two cold calls
  EXPECT_EQ(time_calls(o, four_ms, [] {}).costs.size(), 2u);
  o.min_repeat_ms = 10;
  o.stop_above_s = 5e-3;  // above every call: the five repeats
  EXPECT_EQ(time_calls(o, four_ms, [] {}).costs.size(), 5u);
  // 0 turns it off.
  o.repeat = 3;
  o.stop_above_s = 0;
  o.flush_cache = false;
  EXPECT_EQ(time_calls(o, slow).costs.size(), 3u);
}

TEST(TimingLoopTest, AFixedNumberIsNotCalibrated) {
  MeasureOptions o;
  o.number = 7;
  o.repeat = 2;
  int measurements = 0;
  TimedCalls t = time_calls(o, [&](int calls) {
    EXPECT_EQ(calls, 7);
    ++measurements;
    return calls * 1e-3;
  });
  EXPECT_EQ(t.number, 7);
  EXPECT_EQ(measurements, 2);
}

TEST(TimingLoopTest, NoisyMeasurementsGetMoreRepeatsUpToTheLimit) {
  MeasureOptions o;
  o.number = 1;
  o.repeat = 3;
  o.max_repeat = 9;
  o.target_relative_stderr = 0.01;
  int k = 0;
  // Alternating 1 and 3 ms: the standard error never falls under 1%.
  TimedCalls noisy = time_calls(o, [&](int) { return (k++ % 2) ? 3e-3 : 1e-3; });
  EXPECT_EQ(noisy.costs.size(), 9u);
  TimedCalls steady = time_calls(o, [&](int) { return 1e-3; });
  EXPECT_EQ(steady.costs.size(), 3u);
}

TEST(TimingLoopTest, AFlushTimesEveryCallColdUntilTheCallsFillTheMinimum) {
  MeasureOptions o;
  o.flush_cache = true;
  o.number = 50;  // ignored: a measurement of many calls would time all but the first warm
  o.repeat = 3;
  o.max_repeat = 30;
  o.min_repeat_ms = 10;
  std::vector<int> calls_made;
  int prepared = 0;
  auto run = [&](double seconds_a_call) {
    calls_made.clear();
    prepared = 0;
    return time_calls(
        o,
        [&](int calls) {
          calls_made.push_back(calls);
          EXPECT_EQ(prepared, static_cast<int>(calls_made.size())) << "a call that was not flushed first";
          return calls * seconds_a_call;
        },
        [&] { ++prepared; });
  };
  // 2 ms a call: five cold calls reach 10 ms.
  TimedCalls t = run(2e-3);
  EXPECT_EQ(t.number, 1);
  EXPECT_EQ(t.costs.size(), 5u);
  EXPECT_EQ(calls_made, std::vector<int>(5, 1));  // no calibration
  // 5 ms a call: the repeats alone.
  EXPECT_EQ(run(5e-3).costs.size(), 3u);
  // 1 us a call: bounded by max_repeat.
  EXPECT_EQ(run(1e-6).costs.size(), 30u);
  // Without a flush function there is nothing to make a call cold: the usual policy.
  TimedCalls warm = time_calls(o, [&](int calls) { return calls * 2e-3; });
  EXPECT_EQ(warm.number, 50);
}

// cold_weights is timed like a flush: one call after each prepare, no calibration.
TEST(TimingLoopTest, ColdWeightsTimeEveryCallAfterItsEviction) {
  MeasureOptions o;
  o.cold_weights = true;
  o.number = 50;
  o.repeat = 4;
  o.min_repeat_ms = 0;
  int prepared = 0, calls_made = 0;
  TimedCalls t = time_calls(
      o,
      [&](int calls) {
        EXPECT_EQ(calls, 1);
        EXPECT_EQ(prepared, ++calls_made) << "a call whose weights were not evicted first";
        return 1e-3;
      },
      [&] { ++prepared; });
  EXPECT_EQ(t.number, 1);
  EXPECT_EQ(t.costs.size(), 4u);
}

// The lines evicted for a buffer: from the line of its first byte through the line of its last.
TEST(CacheFlushTest, TheLinesOfABufferCoverItsFirstAndLastBytes) {
  alignas(64) static char block[512];
  auto lines = [&](size_t begin, size_t bytes) {
    auto [first, count] = cache_lines(block + begin, bytes);
    return std::make_pair(static_cast<int64_t>(first - reinterpret_cast<std::uintptr_t>(block)), count);
  };
  EXPECT_EQ(lines(0, 64), std::make_pair(int64_t{0}, int64_t{1}));
  EXPECT_EQ(lines(0, 65), std::make_pair(int64_t{0}, int64_t{2}));
  EXPECT_EQ(lines(60, 8), std::make_pair(int64_t{0}, int64_t{2}));  // straddles a boundary
  EXPECT_EQ(lines(100, 28), std::make_pair(int64_t{64}, int64_t{1}));
  EXPECT_EQ(lines(100, 0).second, 0);
}

// kernel_buffers splits a conv2d's arguments (I, W, bias, R, Y) into its weights (W and bias) and
// its activations (I, the residual R and the output Y), each with its size.
TEST(CacheFlushTest, AKernelsArgumentsAreItsWeightsAndItsActivations) {
  alignas(64) static char block[512];
  Workload w = workload_from_spec("conv2d:N=1,C=5,H=9,W=9,K=7,R=3,S=3,pad=1,layout=nhwc,bias=1,residual=1");
  std::vector<void *> args = {block, block + 1, block + 2, block + 3, block + 4};
  KernelBuffers buffers = kernel_buffers(w, args);
  ASSERT_EQ(buffers.weights.size(), 2u);
  EXPECT_EQ(buffers.weights[0], std::make_pair(static_cast<const void *>(block + 1), std::size_t{3 * 3 * 5 * 7 * 4}));
  EXPECT_EQ(buffers.weights[1], std::make_pair(static_cast<const void *>(block + 2), std::size_t{7 * 4}));
  ASSERT_EQ(buffers.activations.size(), 3u);
  EXPECT_EQ(buffers.activations[0], std::make_pair(static_cast<void *>(block), std::size_t{9 * 9 * 5 * 4}));
  EXPECT_EQ(buffers.activations[1], std::make_pair(static_cast<void *>(block + 3), std::size_t{9 * 9 * 7 * 4}));
  EXPECT_EQ(buffers.activations[2], std::make_pair(static_cast<void *>(block + 4), std::size_t{9 * 9 * 7 * 4}));
}

// The cold_weights preparation rewrites each activation in place: every byte keeps its value and
// nothing outside the buffer is written. Each buffer touches an inaccessible page on one side,
// so that a write past its end (an odd start, the last line partly inside it) or before its start
// (an odd length) faults; the weights keep their values too.
TEST(CacheFlushTest, TheColdPreparationKeepsEveryValueAndStaysInsideTheBuffers) {
  const auto page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  void *mapped = mmap(nullptr, 4 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  ASSERT_NE(mapped, MAP_FAILED);
  auto *memory = static_cast<unsigned char *>(mapped);
  ASSERT_EQ(mprotect(memory, page, PROT_NONE), 0);
  ASSERT_EQ(mprotect(memory + 3 * page, page, PROT_NONE), 0);
  unsigned char *usable = memory + page;  // two pages between the inaccessible ones
  for (std::size_t i = 0; i < 2 * page; ++i) usable[i] = static_cast<unsigned char>(i * 7 + 3);
  const std::vector<unsigned char> before(usable, usable + 2 * page);
  for (int layout = 0; layout < 2; ++layout) {
    KernelBuffers buffers;
    if (layout == 0) {
      buffers.activations.emplace_back(usable + 37, 2 * page - 37);  // odd start, ends at the guard
    } else {
      buffers.activations.emplace_back(usable, page + 5);  // starts at the guard, odd length
      buffers.activations.emplace_back(usable + page + 200, 1);
      buffers.weights.emplace_back(usable + page + 300, 1000);
    }
    MeasureOptions o;
    o.cold_weights = true;
    CpuCacheFlush flush;
    for (int call = 0; call < 3; ++call) flush(o, buffers);
    EXPECT_TRUE(std::equal(before.begin(), before.end(), usable)) << "layout " << layout;
  }
  munmap(mapped, 4 * page);
}

// effective_cold is the one decision of what a call finds cold: flush_cache wins, a workload
// without weights is timed warm, a GPU flushes for cold weights; at most one flag stays set.
TEST(MeasureOptionsTest, EffectiveColdDecidesOneCondition) {
  Workload with_weights = workload_from_spec("dense:M=4,N=8,K=8,bias=1");
  Workload without = workload_from_spec("matmul:M=4,N=8,K=8");
  auto label = [&](bool flush, bool weights, bool has_weights, bool gpu) {
    MeasureOptions o;
    o.flush_cache = flush;
    o.cold_weights = weights;
    MeasureOptions e = effective_cold(o, has_weights ? with_weights : without, gpu);
    EXPECT_FALSE(e.flush_cache && e.cold_weights);
    return std::string(cold_label(e));
  };
  EXPECT_EQ(label(false, false, true, false), "");
  EXPECT_EQ(label(false, true, true, false), "model");
  EXPECT_EQ(label(false, true, false, false), "");   // nothing to evict: warm, calibrated
  EXPECT_EQ(label(false, true, true, true), "all");  // a GPU's L2 is flushed whole
  EXPECT_EQ(label(false, true, false, true), "");    // on a GPU too, nothing to evict is warm
  EXPECT_EQ(label(true, true, true, false), "all");
  EXPECT_EQ(label(true, false, false, true), "all");
}

TEST(MeasureOptionsTest, TheJsonFormKeepsEveryFieldAndChecksChanges) {
  MeasureOptions o;
  o.repeat = 9;
  o.min_repeat_ms = 3.5;
  o.flush_cache = true;
  o.cold_weights = true;
  o.worker_path = "/x/ktune_worker";
  o.seed = 1234567890123ull;
  MeasureOptions back = nlohmann::json(o).get<MeasureOptions>();
  EXPECT_EQ(nlohmann::json(back), nlohmann::json(o));
  // Missing fields take the defaults (a worker reading an older harness's request).
  MeasureOptions partial = nlohmann::json{{"repeat", 2}}.get<MeasureOptions>();
  EXPECT_EQ(partial.repeat, 2);
  EXPECT_EQ(partial.min_repeat_ms, MeasureOptions().min_repeat_ms);
  EXPECT_FALSE(partial.cold_weights);  // a request from before cold_weights existed
  MeasureOptions changed = measure_options_with(o, {{"repeat", 1}, {"min_repeat_ms", 2}});
  EXPECT_EQ(changed.repeat, 1);
  EXPECT_EQ(changed.min_repeat_ms, 2.0);
  EXPECT_TRUE(changed.flush_cache);
  try {
    measure_options_with(o, {{"repeats", 2}});
    ADD_FAILURE() << "an unknown option was accepted";
  } catch (const UserError &e) {
    EXPECT_NE(std::string(e.what()).find("unknown measure option 'repeats'"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("min_repeat_ms"), std::string::npos) << e.what();  // lists the known
  }
  EXPECT_THROW(measure_options_with(o, {{"repeat", 2.5}}), UserError);
  // A search's early stop is the tuner's, per candidate, not a measure= option.
  try {
    measure_options_with(o, {{"stop_above_s", 1.0}});
    ADD_FAILURE() << "stop_above_s was accepted";
  } catch (const UserError &e) {
    EXPECT_NE(std::string(e.what()).find("'stop_above_s' is not set by hand"), std::string::npos) << e.what();
  }
  EXPECT_THROW(measure_options_with(o, {{"flush_cache", 1}}), UserError);
  EXPECT_THROW(measure_options_with(o, {{"worker_path", 3}}), UserError);
  // A non-finite number would reach the worker as null.
  EXPECT_THROW(measure_options_with(o, {{"run_timeout_s", INFINITY}}), UserError);
  EXPECT_THROW(measure_options_with(o, {{"min_repeat_ms", NAN}}), UserError);
}

TEST(FailureKindTest, EveryKindHasOneNameThatParsesBack) {
  std::set<std::string> names;
  for (const FailureKind &k : kFailureKinds) {
    EXPECT_EQ(parse_measure_error(k.name), k.error);
    EXPECT_STREQ(measure_error_name(k.error), k.name);
    EXPECT_TRUE(names.insert(k.name).second) << k.name;
  }
  EXPECT_EQ(names.size(), 6u);
  EXPECT_STREQ(measure_error_name(MeasureError::None), "");
  EXPECT_EQ(parse_measure_error(""), MeasureError::None);
  EXPECT_THROW(parse_measure_error("meltdown"), UserError);
}

}  // namespace
}  // namespace ktune
