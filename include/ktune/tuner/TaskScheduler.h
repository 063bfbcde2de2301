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
  int confirmed = 0;  // this session: contenders measured again in other processes (TuneOptions::confirm_processes)
  /** The task's final round (TuneProgress::final_round): its records, best first, and the
   * template's defaults among them (-1: not among them). Empty when none ran. */
  std::vector<TuningRecord> final_round;
  int final_template = -1;
};

struct MultiTuneResult {
  std::vector<TaskReport> tasks;
  /** sum of weight x best latency over the tasks that have one. */
  double weighted_latency_s = 0;
  int trials = 0;     // this session
  int resumed = 0;    // options.resume: earlier runs' measurements counted toward the budget
  int confirmed = 0;  // contenders measured again in other processes, over the tasks
  double elapsed_s = 0;
  TuneProgress::Phases phases;  // the tasks' sessions' together
};

/** What the scheduler knows of a task between its batches. */
struct TaskProgress {
  double weight = 1;
  /** The task's best latency (seconds) after each of its batches; infinity: nothing runs yet. */
  std::vector<double> best_after_batch;
  int64_t trials = 0;  // measured so far (resumed ones included)
  bool exhausted = false;
};

/** The task that the next batch of `batch_size` trials goes to (progress.size() when every task
 * is exhausted): the largest weight x expected gain per batch, where the gain mixes what the
 * task's last two batches gained (20%) with Ansor's optimistic forward estimate (80%): its
 * latency x batch_size / its trials, which shrinks as the task gets trials, so that trials go to
 * the tasks in proportion to weight x latency once their searches level off, and a task that one
 * noisy batch left slow is not starved by a heavier one that has levelled off. */
size_t next_task(const std::vector<TaskProgress> &progress, int batch_size);

/** Spends `options.trials` over the tasks, one batch at a time: first one batch per task (its
 * expert configuration among them), then always the task that next_task picks. Every measurement goes to db as in
 * tune(). With options.resume, the configurations of each task already measured on this target and device count toward
 * the budget and toward the task's first batch, so rerunning an interrupted session (a shard that was cancelled or
 * preempted) finishes it instead of running it again: with a search that does not depend on timings (random, grid) and
 * a budget of one batch per task, the interrupted and resumed run measures exactly the configurations of an
 * uninterrupted one. When the budget is spent, each task that measured something has its final round
 * (TuneOptions::final_processes). With options.max_task_trials, a task that reaches it gets no more batches, and the
 * session ends early when every task has (the rest of the budget unspent). */
MultiTuneResult tune_tasks(Database &db, const std::vector<TuningTask> &tasks, const TuneOptions &options,
                           const std::function<void(const MultiTuneResult &)> &on_batch = {});

}  // namespace ktune
