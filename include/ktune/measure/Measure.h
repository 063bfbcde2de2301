// The measurement harness: candidates in, measured costs or classified failures out.
//
// Builds run in parallel in builder processes, each with a compile timeout; runs happen one at
// a time in a runner process, checked against the op's reference before they are timed. A
// candidate that crashes, hangs, writes out of bounds or computes a wrong answer kills at
// most its worker, which is replaced; the batch goes on.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "ktune/measure/FailureKind.h"

namespace ktune {

struct MeasureOptions {
  /** Builder processes (0: one per core). */
  int build_workers = 0;
  double build_timeout_s = 30;
  /** Timed measurements; each is `number` calls. */
  int repeat = 3;
  /** Adaptive repeats: after `repeat` measurements, go on (up to max_repeat) while the standard
   * error of their mean is above target_relative_stderr of the mean. 0 turns this off. A noisy
   * machine then gets more samples instead of a noisier cost. */
  double target_relative_stderr = 0;
  int max_repeat = 30;
  /** Calls per measurement; 0 raises it until one measurement lasts min_repeat_ms. */
  int number = 0;
  double min_repeat_ms = 100;
  /** Write a buffer larger than the last-level cache before every timed call: each call is timed
   * alone and cold (`number` is then 1), as a kernel inside a model runs after the others have
   * evicted its weights (see TimingLoop.h). */
  bool flush_cache = false;
  /** Before every timed call, put the kernel's memory where a kernel inside a model finds it: its
   * weights (ktune/ops/Registry.h: weight_inputs) evicted from the caches, since they were last
   * read a whole model ago (ResNet-18's 46 MB of weights evict one another), and its activations
   * (every other input and output) just written by the kernel before it, a contiguous block per
   * thread (CpuCacheFlush, CacheFlush.h). Each call is timed alone. How it applies (to a workload
   * without weights, on a GPU, with flush_cache) is decided by effective_cold (TimingLoop.h). */
  bool cold_weights = false;
  /** The early stop (time_calls, TimingLoop.h): a candidate whose measurements last min_repeat_ms
   * (cold: two calls at least) with a median above this many seconds a call is timed no more (0:
   * off; warm, that is after its first measurement, the calibration's last). Set per candidate by
   * Measurer::measure for a search's batch (kSlowCandidateFactor in ktune/tuner/Tuner.h), 0 in
   * every other run; measure_options_with refuses it. */
  double stop_above_s = 0;
  /** Sleep between measurements. */
  double cooldown_ms = 0;
  /** Limit for the correctness check plus all timing of one candidate. */
  double run_timeout_s = 60;
  /** Threads for the kernel's parallel loops in the runner (0: all cores). */
  int threads = 0;
  /** Whether measure() builds the next candidates while it times one: 1 always, 0 never
   * (build the batch, then time it), -1 (default) only when the builders and the kernel's
   * threads fit on the cores together. A compiler running on a core that a timed kernel uses
   * slows that kernel down by a random amount, which no number of repeats averages away. */
  int overlap_build_and_run = -1;
  /** Pin the runner's threads to cores 0..threads-1. */
  bool pin_threads = true;
  /** Address-space limit of the runner (MiB, 0: none), so a runaway allocation fails there. */
  int64_t runner_memory_mb = 16384;
  /** The worker executable (default: ktune_worker beside this program, then the build's). */
  std::string worker_path;
  /** Seed of the random inputs. */
  uint64_t seed = 42;
};

// The options' one JSON form (the runner's requests, Python's measure= dictionaries): every
// field by its name, and a missing one takes the default above.
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(MeasureOptions, build_workers, build_timeout_s, repeat,
                                                target_relative_stderr, max_repeat, number, min_repeat_ms, flush_cache,
                                                cold_weights, stop_above_s, cooldown_ms, run_timeout_s, threads,
                                                overlap_build_and_run, pin_threads, runner_memory_mb, worker_path, seed)

/** `base` with the fields that `changes` names replaced. UserError naming an unknown field (with
 * the list of known ones) or a value of the wrong type. */
MeasureOptions measure_options_with(const MeasureOptions &base, const nlohmann::json &changes);

/** One candidate: a registry workload, a target and a schedule trace, or a library call
 * (LibraryCall JSON, ktune/library/LibraryCall.h: nothing to build; the runner sets it up, then
 * checks and times it like a kernel). */
struct MeasureCandidate {
  MeasureCandidate() = default;
  MeasureCandidate(std::string spec, std::string target, nlohmann::json trace, nlohmann::json library = nullptr)
      : workload_spec(std::move(spec)),
        target(std::move(target)),
        trace(std::move(trace)),
        library(std::move(library)) {}
  std::string workload_spec;
  std::string target = "llvm";
  nlohmann::json trace = nlohmann::json::array();
  nlohmann::json library;  // null: a schedule
};

/** A compiled candidate: what the builder hands to the runner. */
struct BuildArtifact {
  std::string workload_spec;
  std::string target;
  std::string symbol;
  std::string object;  // relocatable object bytes
  double compile_seconds = 0;
  MeasureError error = MeasureError::None;
  std::string message;
  /** GPU kernels: the launch ({"grid", "block", "shared"}) and what ptxas or the AMDGPU back
   * end said about the kernel ({"registers", "spill_bytes", "shared_bytes", "checked_by"}). */
  nlohmann::json launch, resources;
  /** A library candidate's call (null for a compiled kernel). */
  nlohmann::json library;
};

struct MeasureResult {
  MeasureError error = MeasureError::None;
  std::string message;
  /** Seconds per call, one per timed measurement (all of them, not only the mean). */
  std::vector<double> costs;
  int number = 0;
  double compile_seconds = 0;
  /** Wall time the runner spent on the candidate (load, check, timing). */
  double run_seconds = 0;
  double max_relative_error = 0;
  /** Unix time when the result was made. */
  double timestamp = 0;
  /** GPU kernels: the builder's resource figures (see BuildArtifact::resources). */
  nlohmann::json resources;
  bool ok() const { return error == MeasureError::None; }
  double median_cost() const;
  nlohmann::json to_json() const;
};

/** Owns the worker processes; reusable across batches. Destroying it ends every worker. */
class Measurer {
 public:
  explicit Measurer(MeasureOptions options = {});
  ~Measurer();
  Measurer(const Measurer &) = delete;
  Measurer &operator=(const Measurer &) = delete;

  /** Builds and runs a batch; results in the order of the candidates. Building overlaps with
   * running where the cores allow it (see overlap_build_and_run); runs never overlap one
   * another. */
  std::vector<MeasureResult> measure(const std::vector<MeasureCandidate> &candidates);
  /** The same, keeping what the builders made in *artifacts (in the candidates' order), so that
   * the caller can run them again (run()) without building them again. With a stop_factor above
   * 0 (a search's batch), each candidate is timed with stop_above_s at stop_factor times the lowest
   * cost known when it starts: best_known_s (0: none), or a lower median of this batch. */
  std::vector<MeasureResult> measure(const std::vector<MeasureCandidate> &candidates,
                                     std::vector<BuildArtifact> *artifacts, double stop_factor = 0,
                                     double best_known_s = 0);
  /** Builds only (in the builder processes). */
  std::vector<BuildArtifact> build(const std::vector<MeasureCandidate> &candidates);
  /** Runs already built artifacts, one at a time. */
  std::vector<MeasureResult> run(const std::vector<BuildArtifact> &artifacts);

  /** Ends the runner process (if one is running); the next run() starts a fresh one. A kernel's
   * time can depend on the process it runs in (where its buffers landed in physical memory), so a
   * measurement repeated in another process says whether a fast one was that process's luck. */
  void restart_runner();

  /** Worker processes alive now (for tests: none is left behind). */
  std::vector<int> worker_pids() const;
  const MeasureOptions &options() const { return options_; }

  /** The worker processes and what the runner holds (opaque; tuner/measure/Measurer.cpp). */
  struct Impl;

 private:
  MeasureOptions options_;
  std::unique_ptr<Impl> impl_;
};

}  // namespace ktune
