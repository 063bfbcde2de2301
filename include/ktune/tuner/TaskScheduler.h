// Tuning many workloads at once: a trial budget spent where the weighted latency gains most.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "ktune/tuner/Tuner.h"

namespace ktune {

/** One task: a workload and how often it runs (its weight in the end-to-end latency). */
struct TuningTask {
  std::string workload_spec;
  double weight = 1;
};

/** Reads a tasks file: {"tasks": [{"workload": SPEC, "weight": W}, ...]} or the bare list.
 * Throws UserError naming the file and the entry. */
std::vector<TuningTask> load_tasks(const std::string &path);

/** The tasks of shard `index` of `count` (task k belongs to shard k mod count): every task in
 * exactly one shard, the same on every machine. */
std::vector<TuningTask> shard_tasks(const std::vector<TuningTask> &tasks, int index, int count);

struct TaskReport {
  TuningTask task;
  int trials = 0;            // this session
  double best_seconds = 0;   // 0: no successful record
  double best_gflops = 0;
};

struct MultiTuneResult {
  std::vector<TaskReport> tasks;
  /** sum of weight x best latency over the tasks that have one. */
  double weighted_latency_s = 0;
  int trials = 0;
  double elapsed_s = 0;
};

/** Spends `options.trials` over the tasks, one batch at a time: first one batch per task (its
 * expert configuration among them), then always the task whose recent improvement per trial,
 * times its weight, is largest (a task that has not improved lately still gets an optimistic
 * share, so none is starved). Every measurement goes to db as in tune(). */
MultiTuneResult tune_tasks(Database &db, const std::vector<TuningTask> &tasks, const TuneOptions &options,
                           const std::function<void(const MultiTuneResult &)> &on_batch = {});

}  // namespace ktune
