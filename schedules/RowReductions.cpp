// The CPU templates for softmax and layernorm: row-wise reductions followed by an elementwise
// stage over the same row.
//
// Rows are the parallel loop, and every stage of a row is computed at that row (compute_at),
// so the row's intermediate values (the softmax's exponentials, a few KiB) stay in L1 between
// the passes. The reductions over the row keep one partial result per vector lane
// (vectorize_reduction, `reduce_lanes` lanes, several vector registers' worth so that the
// adds do not wait on each other), and the elementwise passes are vectorized by `lanes`. Where
// the pass's data outgrows the last-level cache, the output is written with streaming stores
// (`stream`); while a row is computed, the next row's input is prefetched (`prefetch`); softmax's
// output pass is done during the next row's exponential pass (`defer`).
#include "Templates.h"

#include <algorithm>

#include "ktune/target/CpuCaches.h"

namespace ktune::templates {

namespace {

// Elementwise passes over `lanes` floats per step, several registers' worth, so that the
// independent lanes of exp (softmax) or of the normalisation hide each other's latency. From
// 200-trial sessions on this project's AMD EPYC (2026-12-02): softmax's best was 4 vectors per
// step both as AVX2 and as AVX-512 code (2.6x the 1-vector default on AVX2), layernorm's 2 to 4.
// Softmax now takes 64 floats (8 registers at most): on an AVX2 Zen 2 (2026-12-07, ms, two runs
// each) 8 AVX2 vectors against 4 read 1.43-1.45 against 1.61-1.81 at 4096x1024 and 6.42-6.47
// against 7.06-7.07 at 16384x1024, level in the caches (256x1024 0.081-0.082 against
// 0.081-0.084, 1536x128 0.078-0.079 both); as AVX-512 code 64 floats are the 4 vectors above.
// Reductions into 64 partial lanes (4 AVX-512 registers, 8 AVX2 ones; 8 registers at most):
// each register is a chain of adds (or max) that waits on its own last result, 4 cycles, so one
// or two registers leave the row's pass latency-bound. Softmax, ms, 16 -> 64 lanes (Xeon,
// 2026-12-05, three runs each): 16384x1024 as AVX-512 code 7.7-8.2 -> 6.4-7.0, as AVX2 code
// 12.1-12.6 -> 10.3-10.7; 4096x1024 1.13-1.17 -> 1.05-1.06 and 1.53-1.85 -> 1.40-1.55.
// Layernorm, whose 4096x1024 pass is bound by the reads, read the same within the noise.
// Streaming (non-temporal) stores of the output where the pass's data (its rows read, its
// output written: twice the output) fills the last-level cache: the output is then written to
// memory without first being read (no read for ownership), so the pass moves 2 bytes per byte
// of output instead of 3, and it no longer evicts the input that the next call reads. Where
// the output would still be in the cache when it is next read, streaming it out loses.
// Measured 2026-12-05, ms, stream 0 -> 1:
//   Xeon (sysfs L3 480 MiB, AVX-512 code): 16384x1024 (128 MiB moved) layernorm 5.32 -> 3.38,
//   softmax 6.08 -> 5.39; 8192x1024 (64 MiB) layernorm 1.51-1.64 -> 1.67-1.68, softmax
//   2.19-2.22 -> 2.58-2.63; 4096x1024 layernorm 0.73 -> 0.85, softmax 1.11 -> 1.31.
//   AMD EPYC Zen 5 (sysfs L3 32 MiB): 8192x1024 (64 MiB) layernorm 0.86-0.98 -> 0.50, softmax
//   1.15-1.21 -> 0.86-0.87; 4096x1024 (32 MiB, four runs each) softmax 0.40-0.42 -> 0.38-0.39
//   as AVX-512 code and 0.66-0.69 -> 0.63 as AVX2 code; layernorm within 6% either way at
//   14:05 UTC, 0.29 -> 0.38 (AVX2 code) at 14:47.
// So the threshold is this machine's last-level cache (its size as the VM reports it) for a
// target whose code runs here, on the assumption that the kernel runs where it is built, but at
// most 96 MiB: the Xeon VM reports 480 MiB, far more than the share it gets (64 MiB moved stays
// in its cache, 128 MiB does not); 96 MiB also stands where the cache is not known (a target
// that does not run here).
constexpr int64_t kStreamMaxThresholdBytes = int64_t{96} << 20;

// Prefetching the next row (knob `prefetch`, Prefetch.cpp): softmax always, as its exp pass is
// long enough to hide the lines for free; layernorm, whose passes are short, only past the
// threshold above. Measured 2026-12-07 on an AMD EPYC Zen 2 (AVX2, 16 MiB L3), ms, prefetch
// 0 -> 1, two runs each: softmax 16384x1024 9.72/9.31 -> 7.53/7.49, 4096x1024 1.80/1.81 ->
// 1.73/1.72, 1024x1024 0.361/0.365 -> 0.346/0.347, 256x1024 0.092/0.090 -> 0.087/0.088, 128x768
// even; layernorm 16384x1024 6.47/5.83 -> 5.04/5.10, 4096x1024 1.32/0.73 -> 0.71/0.73, but in
// the cache 1024x1024 0.106 -> 0.115/0.119, 256x1024 0.025 -> 0.028, 128x768 0.010 -> 0.012.

// What a row pass moves (its rows read, its output written), against the threshold above:
// negative below it, 0 at it, positive past it.
int64_t bytes_past_stream_threshold(const Workload &w, const Target &target) {
  const Tensor &out = w.outputs().at(0);
  int64_t bytes = out.dtype().bytes();
  for (int64_t e : out.shape()) bytes *= e;
  int64_t cache = last_level_cache_bytes(target);
  int64_t threshold = cache > 0 ? std::min(cache, kStreamMaxThresholdBytes) : kStreamMaxThresholdBytes;
  return 2 * bytes - threshold;
}

// `vectors` registers per elementwise step, at most 64 floats (the reductions' cap).
KnobValues row_defaults(const Target &target, int64_t vectors, bool stream, bool prefetch) {
  int64_t vector = target.vector_bits() / 32;
  return {{"lanes", std::min<int64_t>(64, vectors * vector)},
          {"reduce_lanes", std::min<int64_t>(64, 8 * vector)},
          {"parallel", 1},
          {"stream", stream ? 1 : 0},
          {"prefetch", prefetch ? 1 : 0}};
}

// Whether the row pass asks for the next row's input while it computes this one. Each row
// starts a new 4 KiB page (a 1024-float row is one), where the hardware prefetchers stop, so
// without it every row's first pass waits on memory and the passes after it leave the memory
// bus idle. Records from before the knob have no value for it: off, as they were measured.
bool prefetches_next_row(const KnobValues &k) { return k.count("prefetch") && k.at("prefetch"); }

KnobDomains row_space() {
  return {{"lanes", {4, 8, 16, 32, 64}},
          {"reduce_lanes", {8, 16, 32, 64}},
          {"parallel", {0, 1}},
          {"stream", {0, 1}},
          {"prefetch", {0, 1}}};
}

// Softmax's output pass defers into the next row's exponential pass (knob `defer`, the defer
// primitive): alone, that pass only stores, waiting on the memory bus (or the caches) while the
// arithmetic units idle; deferred, each store goes out between the next row's exponentials. The
// rows become tasks of consecutive rows, pipelined within a task (a task's first row has no
// earlier one to overlap): 256 tasks where the rows divide so (16384 rows: 64 a task; as fast as
// 64 tasks of 256 here, and enough for more cores), fewer down to 2, with at least 8 rows a task
// (16 rows: 2 tasks, still faster than 16 parallel rows on 2 cores: 0.0046-0.0048 against
// 0.0057-0.0058 ms); where no such split divides the rows evenly the knob has no effect (a split's
// guard would wrap the body that defer moves). Measured 2026-12-07 on an AMD
// EPYC Zen 2 (AVX2), ms, defer 0 -> 1, two or three runs each: 16384x1024 6.17-6.57 -> 5.30-5.78,
// 4096x1024 1.38-1.39 -> 1.15-1.20, 1024x1024 0.293-0.297 -> 0.272-0.274, 256x1024 0.074-0.076
// -> 0.069-0.070, 512x4096 0.684-0.688 -> 0.599-0.615, 64x30522 0.63-0.70 -> 0.58-0.59, 128x768
// 0.029-0.032 -> 0.025-0.027, 1536x128 0.068 -> 0.060-0.061: faster at every size, in the caches
// too.
int64_t deferred_rows_per_task(const Workload &w) {
  int64_t rows = w.outputs().at(0).shape().at(0);
  for (int64_t tasks : {256, 128, 64, 32, 16, 8, 4, 2}) {
    if (rows % tasks == 0 && rows / tasks >= 8) return rows / tasks;
  }
  return 0;
}

std::string vectorize_row(Schedule &s, const std::string &stage, int64_t lanes) {
  auto [o, i] = s.split(stage, "j", lanes);
  s.vectorize(stage, i);
  return o;
}

void vectorize_row_reduction(Schedule &s, const std::string &stage, int64_t lanes) {
  auto [o, i] = s.split(stage, "j", lanes);
  s.vectorize_reduction(stage, i);
}

}  // namespace

ScheduleTemplate softmax_cpu() {
  ScheduleTemplate t;
  t.op = "softmax";
  // Softmax streams where its pass fills the cache (>= 0): it is bound by its exp as much as by
  // memory, and at 4096x1024 on the Zen 5 streaming won in every run.
  t.defaults = [](const Workload &w, const Target &target) {
    KnobValues k = row_defaults(target, 8, bytes_past_stream_threshold(w, target) >= 0, true);
    k["defer"] = 1;
    return k;
  };
  t.space = [](const Workload &, const Target &) {
    KnobDomains space = row_space();
    space["defer"] = {0, 1};
    return space;
  };
  t.apply = [](Schedule &s, const KnobValues &k, const Target &) {
    std::string row = "i";
    int64_t rows_per_task = k.count("defer") && k.at("defer") ? deferred_rows_per_task(s.workload()) : 0;
    if (rows_per_task) {
      auto [tasks, row_in_task] = s.split("Y", "i", rows_per_task);
      if (k.at("parallel")) s.parallel("Y", tasks);
      row = row_in_task;
    } else if (k.at("parallel")) {
      s.parallel("Y", "i");
    }
    // Readers first: a stage goes to the row loop once all its readers are there.
    for (const char *stage : {"expsum", "exp", "maxelem"}) s.compute_at(stage, "Y", row);
    vectorize_row_reduction(s, "maxelem", k.at("reduce_lanes"));
    std::string exp_outer = vectorize_row(s, "exp", k.at("lanes"));
    // In the exp pass, the longest: its arithmetic hides the lines' arrival.
    if (prefetches_next_row(k)) s.prefetch("exp", "X", exp_outer, row, "Y");
    vectorize_row_reduction(s, "expsum", k.at("reduce_lanes"));
    vectorize_row(s, "Y", k.at("lanes"));
    if (k.at("stream")) s.stream_stores("Y");
    if (rows_per_task) s.defer("Y", row, "exp");
  };
  return t;
}

ScheduleTemplate layernorm_cpu() {
  ScheduleTemplate t;
  t.op = "layernorm";
  t.defaults = [](const Workload &w, const Target &target) {
    // Layernorm streams only past the cache: a pass that just fills it is served from it at up
    // to 150 GB/s, and streaming its output then won or lost by the hour (4096x1024 on the
    // Zen 5, AVX2 code, stream 0 -> 1: 0.235 -> 0.227 ms at 14:05, 0.29 -> 0.38 at 14:47).
    bool past = bytes_past_stream_threshold(w, target) > 0;
    KnobValues k = row_defaults(target, 2, past, past);
    // A row pass past the last-level cache (not merely filling it): 16 partial lanes. With 64, LLVM unrolls both sums
    // of a row and keeps the loads it shares between them (the row, 64 lanes per step) live, which spills; in the
    // caches the spills cost less than the shorter add chains save, from memory they hold back the loads. Measured
    // 2026-12-05 on the Zen 5 EPYC, ms, reduce_lanes 64 -> 16, three runs each: 16384x1024 as AVX2 code 1.80-2.06 ->
    // 1.32-1.33, as AVX-512 code 1.96-2.00 -> 1.77-1.89; 8192x1024 as AVX-512 code 0.84-0.87 -> 0.74-0.76 (as AVX2
    // even). Where the pass fits the cache or just fills it, 64 stays: on the same machine 4096x1024 (32 MiB moved,
    // its whole L3) 0.23-0.25 (AVX2 code) against 0.32 with 16, 512x768 0.024 against 0.033.
    if (past) k["reduce_lanes"] = 16;
    return k;
  };
  t.space = [](const Workload &, const Target &) { return row_space(); };
  t.apply = [](Schedule &s, const KnobValues &k, const Target &) {
    if (k.at("parallel")) s.parallel("Y", "i");
    for (const char *stage : {"sqsum", "xsum"}) {
      s.compute_at(stage, "Y", "i");
      vectorize_row_reduction(s, stage, k.at("reduce_lanes"));
    }
    std::string y_outer = vectorize_row(s, "Y", k.at("lanes"));
    if (prefetches_next_row(k)) s.prefetch("Y", "X", y_outer, "i");
    if (k.at("stream")) s.stream_stores("Y");
  };
  return t;
}

}  // namespace ktune::templates
