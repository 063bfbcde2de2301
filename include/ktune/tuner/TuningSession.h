// A tuning session: one workload on one target, the state that persists between its batches
// (what the database held, what was measured, the best so far, the strategy with its model and
// random streams, the harness). tune() runs one; the task scheduler keeps one per task and runs
// a batch of it at a time.
#pragma once

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "ktune/measure/Measure.h"
#include "ktune/tuner/SearchStrategy.h"
#include "ktune/tuner/Tuner.h"

namespace ktune {

class TuningSession {
 public:
  /** Checks the options (UserError naming what is wrong), reads what this device already
   * measured for the workload and target. Builds no model and starts no worker until the first
   * run() with trials to measure. `measurer`, when given, is shared (the task scheduler's) and
   * must outlive the session; else the session starts its own. */
  TuningSession(Database &db, TuneOptions options, Measurer *measurer = nullptr);
  ~TuningSession();
  TuningSession(const TuningSession &) = delete;
  TuningSession &operator=(const TuningSession &) = delete;

  /** Measures up to `trials` more configurations, a batch at a time (fewer when the space runs
   * out), storing every result; on_batch after each batch. The progress it returns covers the
   * whole session. */
  TuneResult run(int trials, const std::function<void(const TuneProgress &)> &on_batch = {});

  /** Measure with `measurer` (shared, outliving the session) unless the session has a harness
   * already. */
  void use_measurer(Measurer *measurer) {
    if (!measurer_) measurer_ = measurer;
  }

  /** The final round (TuneOptions::final_processes): the finalists measured again, interleaved,
   * in fresh runner processes, one new record each; its winner becomes the session's best. Does
   * nothing when final_processes is 0, when no measurement of this workload here is newer than
   * the last round (a finished session rerun), or when fewer than two finalists ran correctly
   * here. Starts the session's own harness if it has none. */
  void run_final_round();
  /** Whether run_final_round would measure anything now. */
  bool final_round_due() const;

  /** Configurations of this space measured on this target and device before the session. */
  int measured_before() const { return measured_before_; }
  const TuneProgress &progress() const { return progress_; }
  bool space_exhausted() const { return space_exhausted_; }

 private:
  /** The final round's finalists (configuration keys: a schedule's knobs, a library call's
   * JSON), each with one of its records; empty when no round is due. */
  struct FinalRoundPlan {
    std::vector<std::string> finalists;
    std::map<std::string, TuningRecord> sources;
    std::string expert_key;  // the template's defaults
  };
  FinalRoundPlan final_round_plan() const;
  /** run_final_round's work, timed by it; false when no round was due. */
  bool measure_final_round();
  void read_database();
  void measure_batch(int want);
  void measure_library_candidates();
  /** Measures this batch's contenders for the best (the doc of TuneOptions::confirm_processes
   * says which) again in fresh runner processes, adding their costs to their records
   * (records[record_of[m]] is the record of artifacts[m]). */
  void confirm_contenders(std::vector<TuningRecord> &records, const std::vector<size_t> &record_of,
                          const std::vector<BuildArtifact> &artifacts);
  /** A record of this session's workload, target, device, host and ktune version. */
  TuningRecord new_record() const;
  void consider_best(const TuningRecord &r);
  /** The database's best of this workload on this device (Database::best, which honours the
   * final round's verdict) becomes the session's best, when it was measured the session's way. */
  void adopt_database_best();
  float throughput(const TuningRecord &r) const;

  Database &db_;
  TuneOptions options_;
  std::chrono::steady_clock::time_point started_;
  Workload workload_;
  Target target_;
  const ScheduleTemplate *tmpl_;
  KnobSpace space_;
  DeviceFingerprint device_;
  /** How this session's measurements are taken (effective_cold's cold_label: "" warm, "model",
   * "all"): its records say so, and it reads only records taken the same way. */
  std::string cold_;
  SearchHistory history_;
  TuneProgress progress_;
  int measured_before_ = 0;
  bool expert_pending_ = false;
  bool space_exhausted_ = false;
  bool library_pending_ = true;
  std::set<std::string> library_measured_;  // library calls measured here (their JSON, no version)
  int batch_number_ = 0;
  std::unique_ptr<SearchStrategy> strategy_;
  Measurer *measurer_ = nullptr;
  std::unique_ptr<Measurer> own_measurer_;
};

}  // namespace ktune
