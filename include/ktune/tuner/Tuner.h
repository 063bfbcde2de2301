// A tuning session for one workload on one target: propose template configurations, measure
// them in the harness, keep every measurement in the database.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "ktune/database/Database.h"
#include "ktune/measure/Measure.h"
#include "ktune/schedule/Template.h"
#include "ktune/tuner/SearchStrategy.h"

namespace ktune {

/** The harness settings of a tuning session unless told otherwise (`ktune tune` and
 * ktune.tune): 3 timed measurements of at least 20 ms each. A session ranks many candidates,
 * so it measures each more briefly than the harness's own defaults (100 ms) do. */
MeasureOptions tuning_measure_options();

/** How close to the best schedule so far (as a fraction of its median) a candidate's median must
 * be to be measured again in other processes (TuneOptions::confirm_processes). */
inline constexpr double kContenderMargin = 0.05;

/** A search's candidate whose measurements, once they last min_repeat_ms (warm: its first one),
 * have a median above this many times the best schedule known (the session's best generated
 * schedule, or a lower median measured earlier in its batch) is timed no more
 * (MeasureOptions::stop_above_s): its repeats could not make it a contender. Three times, so that
 * a measurement slowed by a moment's noise does not cost a candidate that could win. */
inline constexpr double kSlowCandidateFactor = 3.0;

/** The configurations with the best medians that enter the final round
 * (TuneOptions::final_processes), besides the template's defaults, the last round's winner and
 * the best library call. */
inline constexpr int kFinalists = 3;

struct TuneOptions {
  std::string workload_spec;
  std::string target = "llvm";
  /** Measurements to make in this session (configurations already in the database for this
   * workload, target and device are skipped and not counted). */
  int trials = 64;
  /** One of search_strategies() (SearchStrategy.h), one file each in tuner/search: "random" (a seeded permutation of
   * the space), "grid" (the space in index order) or "xgb" (model-guided: random until the model has 8 rows to learn
   * from (this workload's and, with transfer, other workloads' records), then three quarters of each batch from an
   * evolutionary search over the model's scores (best first, each differing from those already
   * picked in at least 2 knobs), a quarter random; the XGBoost ranking model is retrained on
   * every measurement after each batch), or "evolutionary" (no model: random until 8
   * configurations are measured, then three quarters of each batch are children of the 16 best
   * measured (crossover, then a one-knob mutation half the time), a quarter random). */
  std::string strategy = kDefaultSearchStrategy;
  uint64_t seed = 0;
  /** xgb: also train the model on this device's records of other workloads on this target
   * (one ranking group per workload), so that the first batches are already guided. */
  bool transfer = true;
  /** Measure the template's defaults (the expert schedule) first. Off only to compare search
   * strategies on their own (bench_search). */
  bool expert_first = true;
  /** A template to search instead of the workload's own (template_for): a template written
   * in Python (ktune.template). Its knobs are searched like a built-in template's; transfer
   * learning is off with it, since its knobs mean nothing for other workloads. */
  const ScheduleTemplate *custom_template = nullptr;
  /** Count the configurations already measured for this workload on this target and device
   * toward `trials` (ktune tune --resume): a rerun of an interrupted session measures only what
   * is left of its budget. Off: `trials` new measurements, as always. */
  bool resume = false;
  /** Measure the workload's library candidates (ktune/library/LibraryCall.h: OpenBLAS,
   * oneDNN) first, before any schedule, once per device: a library call measured before on this
   * device is not measured again. They do not count toward `trials`, and the cost model never
   * learns from them. Off: `ktune tune --no-library`. */
  bool library = true;
  /** Candidates measured per harness batch (and stored per database transaction). */
  int batch_size = 16;
  /** A candidate that may be the best (its median within kContenderMargin of the best schedule so
   * far, this batch's included, and faster than the kFinalists-th best schedule measured before
   * its batch: one ranked below the final round's finalists is never picked) is measured in this
   * many runner processes in all, a fresh one each time, and its record holds every process's
   * costs, so that its median is theirs together. A
   * kernel's time can depend on the process it runs in (where its buffers landed in physical
   * memory): on 2026-12-06, a 56x56x64 convolution picked at 0.85-0.90 ms took 0.92-1.01 in eight
   * fresh processes while the runner-up took 0.86-0.91, so the pick between configurations within
   * a few percent of each other was one process's luck. 1: one process, as before. */
  int confirm_processes = 2;
  /** After the search, the final round (TuningSession::run_final_round): the few best
   * configurations of this device (kFinalists by their best median, and the last final round's
   * winner), the template's defaults and, with `library`, the best library call are measured
   * again in this many fresh runner processes, interleaved (each process runs them in a rotated
   * order, then in reverse), so that every finalist is timed in the same processes and the same
   * minutes as the others. One new record per finalist holds those costs, with "final_round" in
   * its provenance; Database::best then prefers the round's winner over older single
   * measurements. Why: on 2026-12-06 a BERT GEMM picked at 3.14-3.27 ms in its session took 3.39-3.49
   * alone and 4.97-5.04 in the model, where the template it beat took 2.84-2.99 and 2.94-2.98: the
   * search's costs were taken minutes apart on a machine whose speed drifted by up to 30%. 0: no
   * final round. */
  int final_processes = 3;
  /** tune_tasks only: at most this many trials for any one task (resumed ones included), so
   * that a budget of N per task is at most M per task too (0: no limit). */
  int max_task_trials = 0;
  MeasureOptions measure = tuning_measure_options();
};

struct TuneProgress {
  int measured = 0;  // this session
  int trials = 0;    // the session's budget
  int failures = 0;  // this session
  int64_t space_size = 0;
  int already_in_database = 0;  // configurations skipped because they were measured before
  int transfer_records = 0;     // xgb: records of other workloads the model learned from
  int transfer_workloads = 0;
  double elapsed_s = 0;
  /** Where elapsed_s went (wall seconds, this session): the strategy's proposals and learning
   * (xgb: the model and the features of every configuration it scores; its first proposal also
   * reads the records it transfers from), the harness building and timing the batches,
   * confirming contenders, the library calls (with storing their records) and the final round
   * (likewise). The rest is storing the batches' records and the session's own bookkeeping. */
  struct Phases {
    double search_s = 0, harness_s = 0, confirm_s = 0, library_s = 0, final_s = 0;
    Phases &operator+=(const Phases &other);
    /** {"search": s, "harness": s, "confirm": s, "library": s, "final": s}. */
    nlohmann::json to_json() const;
  } phases;
  /** The best successful record for this workload, target and device so far (database and session). */
  std::optional<TuningRecord> best;
  double best_gflops = 0;
  /** The best of each kind: a library call, a generated kernel (a schedule). */
  std::optional<TuningRecord> best_library, best_generated;
  int library_measured = 0;  // library candidates measured this session
  /** Candidates of this session measured again in other runner processes
   * (TuneOptions::confirm_processes): the contenders for the best. */
  int confirmed = 0;
  /** The final round's records (TuneOptions::final_processes), best first; empty when none ran.
   * Its winner is then `best` (and the best of its kind), whatever older single measurements
   * said. */
  std::vector<TuningRecord> final_round;
  /** The template's defaults among them (-1: not measured here). */
  int final_template = -1;
};

struct TuneResult {
  TuneProgress final;
  /** The space was exhausted before the budget. */
  bool space_exhausted = false;
};

/** Tunes and stores every measurement in db: a TuningSession run for options.trials (less what
 * the database holds, with options.resume). The op's template defaults (the expert schedule)
 * are measured first unless already in the database, then the strategy's order. Deterministic
 * for a seed (xgb: for a seed and the same measurements, since its model learns from timings);
 * resumable: rerunning continues where the database says the last run stopped. */
TuneResult tune(Database &db, const TuneOptions &options,
                const std::function<void(const TuneProgress &)> &on_batch = {});

/** The configurations of options.workload_spec's template space already measured on
 * options.target by this device: what tune() skips, and what options.resume counts. */
int measured_configurations(Database &db, const TuneOptions &options);

}  // namespace ktune
