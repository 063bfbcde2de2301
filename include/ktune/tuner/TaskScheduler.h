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
  /** The task's position in its tasks file (-1: its position in the list given to
   * tune_tasks). Its search seed is the session's seed plus this index, so a task is searched
   * the same way whether its shard or the whole file is tuned. */
  int64_t index = -1;
};

/** One part of a task list: task k belongs to shard k mod count. */
struct Shard {
  int index = 0;
  int count = 1;
  std::string str() const;
};

/** Parses "I/N" (0 <= I < N). Throws UserError naming the text. */
Shard parse_shard(const std::string &text);

/** Reads a tasks file: {"tasks": [{"workload": SPEC, "weight": W}, ...]} or the bare list, and
 * returns the tasks of `shard` (every task by default), each with its index in the file. The
 * whole file's structure is checked; the workload specs only of the shard's tasks, so that in an
 * array job a bad workload fails the one shard it belongs to while the others run;
 * `tasks_in_file` (if given) receives the file's count. Throws
 * UserError naming the file and the entry. */
std::vector<TuningTask> load_tasks(const std::string &path, Shard shard = {}, size_t *tasks_in_file = nullptr);

/** The tasks of shard `index` of `count` (task k belongs to shard k mod count): every task in
 * exactly one shard, the same on every machine. */
std::vector<TuningTask> shard_tasks(const std::vector<TuningTask> &tasks, int index, int count);

struct TaskReport {
  TuningTask task;
  int trials = 0;           // this session
  int resumed = 0;          // options.resume: configurations an earlier run measured, counted in the budget
  double best_seconds = 0;  // 0: no successful record
  double best_gflops = 0;
};

struct MultiTuneResult {
  std::vector<TaskReport> tasks;
  /** sum of weight x best latency over the tasks that have one. */
  double weighted_latency_s = 0;
  int trials = 0;   // this session
  int resumed = 0;  // options.resume: earlier runs' measurements counted toward the budget
  double elapsed_s = 0;
};

/** Spends `options.trials` over the tasks, one batch at a time: first one batch per task (its
 * expert configuration among them), then always the task whose recent improvement per trial,
 * times its weight, is largest (a task that has not improved lately still gets an optimistic
 * share, so none is starved). Every measurement goes to db as in tune(). With options.resume,
 * the configurations of each task already measured on this target and device count toward the
 * budget and toward the task's first batch, so rerunning an interrupted session (a shard that
 * was cancelled or preempted) finishes it instead of running it again: with a search that does
 * not depend on timings (random, grid) and a budget of one batch per task, the interrupted and
 * resumed run measures exactly the configurations of an uninterrupted one. */
MultiTuneResult tune_tasks(Database &db, const std::vector<TuningTask> &tasks, const TuneOptions &options,
                           const std::function<void(const MultiTuneResult &)> &on_batch = {});

}  // namespace ktune
