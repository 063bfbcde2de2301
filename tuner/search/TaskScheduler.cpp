// tune_tasks: a greedy task scheduler after Ansor's (Zheng et al., OSDI 2020, section 6). After
// one warm-up batch per task, each next batch goes to the task with the largest weight x
// (expected latency reduction per batch), estimated as 0.2 x the task's improvement over its
// last two batches plus 0.8 x Ansor's forward estimate, latency / trials per trial: optimistic
// while a task has had few trials and shrinking with each one, so that once the searches level
// off the trials go to the tasks in proportion to weight x latency. (The forward estimate was a
// fixed 1% of the latency per batch until 2026-12-05: once every task had levelled off, the task
// with the largest weight x latency won every batch. In a ResNet-18 session for AVX2 code, one
// 7x7x512 convolution got 1516 of 1900 trials while two convolutions whose only batch had been
// measured during a burst of other work, at twice their true time, got 16 each.) Each task has
// one TuningSession for the whole run (its strategy's order, random streams and model carry over
// from batch to batch), and the sessions share one harness.
#include "ktune/tuner/TaskScheduler.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <fstream>
#include <limits>
#include <memory>
#include <sstream>

#include <nlohmann/json.hpp>

#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"
#include "ktune/tuner/TuningSession.h"

namespace ktune {

size_t next_task(const std::vector<TaskProgress> &progress, int batch_size) {
  double best_gain = -1;
  size_t pick = progress.size();
  for (size_t k = 0; k < progress.size(); ++k) {
    const TaskProgress &p = progress[k];
    if (p.exhausted) continue;
    const std::vector<double> &h = p.best_after_batch;
    double latency = h.empty() ? std::numeric_limits<double>::infinity() : h.back();
    double gain;
    if (!std::isfinite(latency)) {
      gain = std::numeric_limits<double>::max() / 4;  // nothing runs yet: most urgent
    } else {
      size_t back = std::min<size_t>(2, h.size() - 1);  // batches to look back over
      double before = back > 0 ? h[h.size() - 1 - back] : latency;
      double backward =
          back > 0 && std::isfinite(before) ? std::max(0.0, (before - latency) / static_cast<double>(back)) : 0;
      double forward = latency * std::max(1, batch_size) / static_cast<double>(std::max<int64_t>(1, p.trials));
      gain = p.weight * (0.2 * backward + 0.8 * forward);
    }
    if (gain > best_gain) {
      best_gain = gain;
      pick = k;
    }
  }
  return pick;
}

std::string Shard::str() const { return std::to_string(index) + "/" + std::to_string(count); }

Shard parse_shard(const std::string &text) {
  Shard s;
  char slash = 0;
  std::istringstream in(text);
  in >> s.index >> slash >> s.count;
  user_check(in && slash == '/' && in.peek() == EOF, "a shard must be I/N (e.g. 0/4), got '" << text << "'");
  user_check(s.count >= 1 && s.index >= 0 && s.index < s.count,
             "a shard must be I/N with 0 <= I < N, got " << s.index << "/" << s.count);
  return s;
}

std::vector<TuningTask> load_tasks(const std::string &path, Shard shard, size_t *tasks_in_file) {
  std::ifstream in(path);
  user_check(in.good(), "cannot read tasks file '" << path << "'");
  nlohmann::json j;
  try {
    in >> j;
  } catch (const std::exception &e) {
    user_check(false, "tasks file '" << path << "' is not JSON: " << e.what());
  }
  const nlohmann::json &list = j.is_object() && j.contains("tasks") ? j.at("tasks") : j;
  user_check(list.is_array() && !list.empty(),
             "tasks file '" << path << "': expected {\"tasks\": [{\"workload\": SPEC, \"weight\": W}, ...]}");
  std::vector<TuningTask> tasks;
  for (size_t i = 0; i < list.size(); ++i) {
    const auto &t = list[i];
    user_check(t.is_object() && t.contains("workload") && t.at("workload").is_string(),
               "tasks file '" << path << "', task " << i << ": needs a \"workload\" spec string");
    TuningTask task;
    task.workload_spec = t.at("workload").get<std::string>();
    task.index = static_cast<int64_t>(i);
    if (t.contains("weight")) {
      user_check(t.at("weight").is_number() && t.at("weight").get<double>() > 0,
                 "tasks file '" << path << "', task " << i << ": \"weight\" must be a positive number");
      task.weight = t.at("weight").get<double>();
    }
    tasks.push_back(task);
  }
  if (tasks_in_file) *tasks_in_file = tasks.size();
  tasks = shard_tasks(tasks, shard.index, shard.count);
  for (const TuningTask &task : tasks) {
    try {
      workload_from_spec(task.workload_spec);
    } catch (const UserError &e) {
      user_check(false, "tasks file '" << path << "', task " << task.index
                                       << (shard.count > 1 ? " (shard " + shard.str() + ")" : "") << ": " << e.what());
    }
  }
  return tasks;
}

std::vector<TuningTask> shard_tasks(const std::vector<TuningTask> &tasks, int index, int count) {
  user_check(count >= 1 && index >= 0 && index < count,
             "a shard must be I/N with 0 <= I < N, got " << index << "/" << count);
  std::vector<TuningTask> out;
  for (size_t k = 0; k < tasks.size(); ++k) {
    if (static_cast<int>(k % static_cast<size_t>(count)) != index) continue;
    out.push_back(tasks[k]);
    if (out.back().index < 0) out.back().index = static_cast<int64_t>(k);  // its seed follows its place in the list
  }
  return out;
}

MultiTuneResult tune_tasks(Database &db, const std::vector<TuningTask> &tasks, const TuneOptions &options,
                           const std::function<void(const MultiTuneResult &)> &on_batch) {
  auto started = std::chrono::steady_clock::now();
  user_check(!tasks.empty(), "no tasks to tune");
  user_check(options.trials >= 0, "the trial budget (trials) must be at least 0, got " << options.trials);
  user_check(options.max_task_trials >= 0,
             "the most trials per task (max_task_trials) must be at least 0, got " << options.max_task_trials);
  MultiTuneResult result;
  // The harness, started on the first batch with trials to measure and shared by the sessions
  // (declared first: it outlives them); each task's session, made on its first batch.
  std::unique_ptr<Measurer> measurer;
  std::vector<std::unique_ptr<TuningSession>> sessions(tasks.size());
  for (auto &t : tasks) {
    TaskReport report;
    report.task = t;
    result.tasks.push_back(std::move(report));
  }
  // What next_task weighs, per task: its latency after each batch, its trials, whether its space is spent.
  std::vector<TaskProgress> progress(tasks.size());
  for (size_t k = 0; k < tasks.size(); ++k) progress[k].weight = tasks[k].weight;
  auto summarize = [&] {
    result.weighted_latency_s = 0;
    for (auto &r : result.tasks) {
      if (r.best_seconds > 0) result.weighted_latency_s += r.task.weight * r.best_seconds;
    }
    result.phases = {};
    for (auto &s : sessions) {
      if (s) result.phases += s->progress().phases;
    }
    result.elapsed_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  };
  auto task_options = [&](size_t k) {
    TuneOptions o = options;
    o.workload_spec = tasks[k].workload_spec;
    o.resume = false;  // resuming is this scheduler's accounting, below
    // Each task its own stream, the same in every run and in every shard.
    o.seed = options.seed + static_cast<uint64_t>(tasks[k].index >= 0 ? tasks[k].index : static_cast<int64_t>(k));
    return o;
  };
  auto session = [&](size_t k) -> TuningSession & {
    if (!sessions[k]) sessions[k] = std::make_unique<TuningSession>(db, task_options(k), measurer.get());
    return *sessions[k];
  };
  // resume: each task's configurations measured by an earlier run count toward the budget and
  // toward its first batch.
  if (options.resume) {
    for (size_t k = 0; k < tasks.size(); ++k) {
      result.tasks[k].resumed = session(k).measured_before();
      result.resumed += result.tasks[k].resumed;
    }
  }
  auto spent = [&] { return result.trials + result.resumed; };
  // A task's best: its best generated kernel, what a model runs and exports by default (a library
  // call measured alone lost inside the models: docs/models.md), and what more trials can improve.
  auto take_best = [](TaskReport &rep, const TuneProgress &p) {
    if (!p.best_generated) return;
    rep.best_seconds = p.best_generated->median_cost();
    rep.best_gflops = workload_from_spec(rep.task.workload_spec).flops / rep.best_seconds / 1e9;
  };
  auto run_batch = [&](size_t k, int trials) {
    trials = std::max(0, std::min(trials, options.trials - spent()));
    // The cap counts what the task has, resumed trials included: progress[k] learns of those only
    // after the task's first batch.
    int64_t cap = options.max_task_trials;
    int64_t has = result.tasks[k].trials + result.tasks[k].resumed;
    if (cap > 0) trials = static_cast<int>(std::max<int64_t>(0, std::min<int64_t>(trials, cap - has)));
    if (trials > 0 && !measurer) measurer = std::make_unique<Measurer>(options.measure);
    TuningSession &s = session(k);
    // A session made before the harness existed (resume) is given it now.
    s.use_measurer(measurer.get());
    int before = s.progress().measured;
    TuneResult r = s.run(trials);
    int measured = r.final.measured - before;
    TaskReport &rep = result.tasks[k];
    rep.trials += measured;
    result.trials += measured;
    result.confirmed += r.final.confirmed - rep.confirmed;
    rep.confirmed = r.final.confirmed;
    take_best(rep, r.final);
    progress[k].best_after_batch.push_back(rep.best_seconds > 0 ? rep.best_seconds
                                                                : std::numeric_limits<double>::infinity());
    progress[k].trials = rep.trials + rep.resumed;
    if (r.space_exhausted || (trials > 0 && measured == 0)) progress[k].exhausted = true;
    if (cap > 0 && progress[k].trials >= cap) progress[k].exhausted = true;  // its share is spent
    summarize();
    if (on_batch) on_batch(result);
  };
  // Warm-up: one batch each while the budget lasts (what a resumed task already has counts
  // toward it). A task that gets no trials is still visited: its session reads its best from
  // the database, so a finished shard that is rerun reports every task's best.
  for (size_t k = 0; k < tasks.size(); ++k) {
    run_batch(k, std::max(0, options.batch_size - result.tasks[k].resumed));
  }
  while (spent() < options.trials) {
    size_t pick = next_task(progress, options.batch_size);
    if (pick == tasks.size()) break;  // every space exhausted (or every task at max_task_trials)
    run_batch(pick, options.batch_size);
  }
  // Each task's final round, once its search is over (TuneOptions::final_processes).
  for (size_t k = 0; k < tasks.size(); ++k) {
    if (!sessions[k] || !sessions[k]->final_round_due()) continue;
    if (!measurer) measurer = std::make_unique<Measurer>(options.measure);
    sessions[k]->use_measurer(measurer.get());
    sessions[k]->run_final_round();
    const TuneProgress &p = sessions[k]->progress();
    if (p.final_round.empty()) continue;
    TaskReport &rep = result.tasks[k];
    rep.final_round = p.final_round;
    rep.final_template = p.final_template;
    take_best(rep, p);
  }
  summarize();
  return result;
}

}  // namespace ktune
