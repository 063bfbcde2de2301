// ktune tune: a tuning session for one workload on one target, stored in the database.
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "Commands.h"
#include "ktune/database/Database.h"
#include "ktune/graph/Model.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/measure/TimingLoop.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"
#include "ktune/target/Target.h"
#include "ktune/tuner/TaskScheduler.h"
#include "ktune/tuner/Tuner.h"

namespace ktune::cli {

namespace {

std::string knob_text(const nlohmann::json &knobs) {
  std::string s;
  for (auto &[k, v] : knobs.items()) s += (s.empty() ? "" : " ") + k + "=" + v.dump();
  return s;
}

// One line of progress: a bar that redraws itself on a terminal, plain lines elsewhere.
void report(const TuneProgress &p, bool terminal) {
  double per_trial = p.measured > 0 ? p.elapsed_s / p.measured : 0;
  double remaining = per_trial * std::max(0, p.trials - p.measured);
  std::string best = p.best ? fmt::format("{:.1f} GFLOPS", p.best_gflops) : "none yet";
  if (terminal) {
    int width = 30, filled = p.trials > 0 ? width * p.measured / p.trials : width;
    std::fprintf(stderr, "\r[%s%s] %d/%d trials  best %s  failures %d  %.0fs elapsed, ~%.0fs left   ",
                 std::string(filled, '#').c_str(), std::string(width - filled, '.').c_str(), p.measured, p.trials,
                 best.c_str(), p.failures, p.elapsed_s, remaining);
    std::fflush(stderr);
  } else {
    std::fprintf(stderr, "tune: %d/%d trials, best %s, %d failures, %.1fs elapsed, ~%.0fs left\n", p.measured, p.trials,
                 best.c_str(), p.failures, p.elapsed_s, remaining);
  }
}

// Where a session's time went (TuneProgress::Phases), in one line.
std::string phases_text(const TuneProgress::Phases &p) {
  return fmt::format(
      "time       search {:.1f} s, harness {:.1f} s (building and timing), confirming {:.1f} s, library {:.1f} s, "
      "final round {:.1f} s\n",
      p.search_s, p.harness_s, p.confirm_s, p.library_s, p.final_s);
}

// What confirming the contenders did, in one line.
std::string confirmed_summary(int confirmed, int processes) {
  return fmt::format("{} contender(s) for the best measured in {} runner processes each, ranked by all their costs\n",
                     confirmed, processes);
}

// A final round (TuneProgress::final_round) as JSON: each finalist's record, cost and whether it
// is the template's defaults, best first.
nlohmann::json final_round_json(const std::vector<TuningRecord> &round, int template_index) {
  if (round.empty()) return nullptr;
  nlohmann::json finalists = nlohmann::json::array();
  for (size_t i = 0; i < round.size(); ++i) {
    finalists.push_back({{"record_id", round[i].id},
                         {"kind", round[i].kind()},
                         {"median_cost_s", round[i].median_cost()},
                         {"template", static_cast<int>(i) == template_index},
                         {"finalist_of", round[i].provenance.value("finalist_of", nlohmann::json())}});
  }
  return {{"round", final_round_of(round.front())},
          {"processes", round.front().provenance.value("processes", 0)},
          {"winner", round.front().id},
          {"template_won", template_index == 0},
          {"finalists", finalists}};
}

// The final round's verdict in a few words: the winner against the template's defaults.
std::string final_round_text(const std::vector<TuningRecord> &round, int template_index) {
  if (round.empty()) return "";
  const TuningRecord &w = round.front();
  if (template_index == 0) return fmt::format("template ({:.4f} ms)", w.median_cost() * 1e3);
  std::string text = fmt::format("record {} ({:.4f} ms)", w.id, w.median_cost() * 1e3);
  if (template_index > 0)
    text += fmt::format(", {:.1f}% faster than the template",
                        (round[template_index].median_cost() / w.median_cost() - 1) * 100);
  return text;
}

}  // namespace

struct TuneCommandOptions {
  TuneOptions tune;
  std::string db = Database::kDefaultPath, tasks, shard, model;
  ModelImportFlags import;
  bool json = false;
  bool warm = false;  // --warm: no cold default for --model
};

// How a task's workload reads in a table: a registry spec as it is, a DAG by its kernel name.
std::string display_spec(const std::string &spec) {
  Workload w = workload_from_spec(spec);
  return w.op_name == "custom" ? kernel_name(w) + " (DAG)" : w.spec;
}

namespace {

// Records of these workloads on the session's target measured under another condition than the
// session's (warm, cold, or the "weights" of before the activations were placed): the database's
// best compares the medians of all of them, so they compete with this session's whatever they do
// in a model (docs/commands.md, "Warm or cold"). Said once, before tuning; nothing is changed.
void warn_of_other_conditions(Database &db, const std::vector<std::string> &specs, const TuneOptions &t,
                              const std::string &db_path) {
  Target target = Target::parse(t.target);
  const bool gpu = target.kind != Target::Kind::CPU;
  std::map<std::string, int64_t> other;  // condition -> successful records
  for (auto &spec : specs) {
    Workload w = workload_from_spec(spec);
    const std::string mine = cold_label(effective_cold(t.measure, w, gpu));
    for (auto &r : db.records_of(w.key())) {
      if (r.target != target.str() || !r.ok()) continue;
      std::string theirs = cold_condition_of(r);
      if (theirs != mine) ++other[theirs.empty() ? "warm" : "cold: " + theirs];
    }
  }
  if (other.empty()) return;
  std::string counts;
  for (auto &[condition, n] : other) counts += fmt::format("{}{} {}", counts.empty() ? "" : ", ", n, condition);
  std::cerr << fmt::format(
      "tune: warning: {} holds records of these workloads on {} measured under another condition ({}); its best "
      "compares the medians of all records, so they compete with this session's: tune into a fresh database "
      "(docs/commands.md, \"Warm or cold\")\n",
      db_path, target.str(), counts);
}

}  // namespace

// ktune tune --tasks / --model: the task scheduler over a tasks file or a model's tasks (or one
// shard of them).
int run_tasks(const TuneCommandOptions &o) {
  Shard shard = o.shard.empty() ? Shard{} : parse_shard(o.shard);
  size_t all = 0;
  std::vector<TuningTask> tasks;
  std::string source = o.tasks;
  std::unique_ptr<graph::Model> model;
  if (!o.model.empty()) {
    model = std::make_unique<graph::Model>(graph::load_model(o.model, import_options(o.import)));
    source = o.model;
    std::vector<TuningTask> every;
    for (auto &t : model->tasks) every.push_back({t.spec, t.weight, static_cast<int64_t>(every.size())});
    all = every.size();
    tasks = shard_tasks(every, shard.index, shard.count);
  } else {
    tasks = load_tasks(o.tasks, shard, &all);
  }
  std::string shard_text;
  if (!o.shard.empty()) shard_text = fmt::format(", shard {} ({} of {} tasks)", shard.str(), tasks.size(), all);
  Database db = Database::open(o.db);
  if (tasks.empty()) {
    std::cerr << fmt::format("tune: shard {} of {} has no tasks (there are {})\n", o.shard, source, all);
    return kOk;
  }
  {
    std::vector<std::string> specs;
    for (auto &t : tasks) specs.push_back(t.workload_spec);
    warn_of_other_conditions(db, specs, o.tune, o.db);
  }
  bool terminal = isatty(STDERR_FILENO) && !o.json;
  if (!o.json) {
    const MeasureOptions &m = o.tune.measure;
    // (What --cold-weights does on a GPU: effective_cold, TimingLoop.h.)
    std::string condition = m.flush_cache     ? ", caches flushed before each call"
                            : !m.cold_weights ? ""
                            : Target::parse(o.tune.target).kind != Target::Kind::CPU
                                ? ", the L2 flushed before each call where there are weights"
                                : ", weights evicted and activations rewritten per thread before each call where there "
                                  "are weights";
    std::cerr << fmt::format("tuning {} tasks of {}{} for {} trials in all ({} strategy{}), database {}\n",
                             tasks.size(), source, shard_text, o.tune.trials, o.tune.strategy, condition, o.db);
  }
  // Progress per batch: the totals, and the task the batch went to with its best so far.
  std::vector<int> trials_before(tasks.size(), 0);
  MultiTuneResult r = tune_tasks(db, tasks, o.tune, [&](const MultiTuneResult &p) {
    if (o.json) return;
    std::string task;
    for (size_t i = 0; i < p.tasks.size() && i < trials_before.size(); ++i) {
      if (p.tasks[i].trials == trials_before[i]) continue;
      trials_before[i] = p.tasks[i].trials;
      std::string name = display_spec(p.tasks[i].task.workload_spec);
      if (name.size() > 60) name = name.substr(0, 57) + "...";
      task = fmt::format("; task {} {}: {} trials, best {}", i, name, p.tasks[i].trials,
                         p.tasks[i].best_seconds > 0 ? fmt::format("{:.4g} ms", p.tasks[i].best_seconds * 1e3)
                                                     : std::string("none yet"));
    }
    std::fprintf(stderr,
                 terminal ? "\r%d/%d trials, weighted latency %.4f ms, %.0fs elapsed%s   "
                          : "tune: %d/%d trials, weighted latency %.4f ms, %.0fs elapsed%s\n",
                 std::min(p.trials + p.resumed, o.tune.trials), o.tune.trials, p.weighted_latency_s * 1e3, p.elapsed_s,
                 task.c_str());
    std::fflush(stderr);
  });
  if (terminal) std::cerr << "\n";
  bool all_found = true;
  for (auto &t : r.tasks) all_found = all_found && t.best_seconds > 0;
  if (o.json) {
    nlohmann::json tj = nlohmann::json::array();
    for (auto &t : r.tasks) {
      tj.push_back({{"workload", workload_from_spec(t.task.workload_spec).spec},
                    {"index", t.task.index},
                    {"weight", t.task.weight},
                    {"trials", t.trials},
                    {"resumed", t.resumed},
                    {"confirmed", t.confirmed},
                    {"final", final_round_json(t.final_round, t.final_template)},
                    {"best_latency_s", t.best_seconds},
                    {"best_gflops", t.best_gflops}});
    }
    nlohmann::json summary = {{"tasks", tj},
                              {"weighted_latency_s", r.weighted_latency_s},
                              {"trials", r.trials},
                              {"resumed", r.resumed},
                              {"confirmed", r.confirmed},
                              {"elapsed_s", r.elapsed_s},
                              {"phases_s", r.phases.to_json()},
                              {"database", o.db},
                              {"shard", o.shard}};
    if (model) {
      summary["model"] = o.model;
      summary["estimated_latency_s"] = r.weighted_latency_s;
    }
    std::cout << dump_json(summary) << std::endl;
  } else {
    std::cout << "| workload | weight | trials | best ms | GFLOPS | final round winner |\n"
                 "|---|---:|---:|---:|---:|---|\n";
    for (auto &t : r.tasks) {
      std::string final_text = final_round_text(t.final_round, t.final_template);
      std::cout << fmt::format("| {} | {:g} | {} | {} | {:.1f} | {} |\n", display_spec(t.task.workload_spec),
                               t.task.weight, t.trials,
                               t.best_seconds > 0 ? fmt::format("{:.4f}", t.best_seconds * 1e3) : "none", t.best_gflops,
                               final_text.empty() ? "-" : final_text);
    }
    std::cout << fmt::format("weighted latency (sum of weight x best): {:.4f} ms; {} trials in {:.1f} s\n",
                             r.weighted_latency_s * 1e3, r.trials, r.elapsed_s)
              << phases_text(r.phases);
    if (r.confirmed > 0) std::cout << confirmed_summary(r.confirmed, o.tune.confirm_processes);
    if (model) {
      std::cout << fmt::format(
          "model {}: estimated latency {:.4f} ms ({} kernels of {} tasks{}; the sum of each kernel's best time)\n",
          o.model, r.weighted_latency_s * 1e3, model->kernels.size(), model->tasks.size(),
          o.shard.empty() ? "" : ", this shard's tasks only");
    }
    if (o.tune.resume) {
      std::cout << fmt::format("resumed: {} configurations measured by an earlier run counted toward the {} trials\n",
                               r.resumed, o.tune.trials);
    }
  }
  return all_found ? kOk : kCheckFailed;
}

namespace {
// "library X: t1; best generated: t2; winner": the library-or-generated decision, in one line.
std::string library_summary(const TuneProgress &p, bool library_on) {
  if (!library_on) return "library    not measured (--no-library)\n";
  if (!p.best_library) {
    return p.library_measured > 0
               ? fmt::format("library    {} call(s) measured, none ran correctly\n", p.library_measured)
               : "library    none applies to this workload here (ktune targets lists the libraries)\n";
  }
  std::string lib = fmt::format("{}: {:.4f} ms", LibraryCall::from_json(p.best_library->library).describe(),
                                p.best_library->median_cost() * 1e3);
  if (!p.best_generated) return "library    " + lib + "; no generated kernel ran correctly; winner: library\n";
  double ratio = p.best_library->median_cost() / p.best_generated->median_cost();
  bool library_wins = p.best->is_library();
  return fmt::format(
      "library    {}; best generated: {:.4f} ms; winner: {} (generated at {:.2f}x the library's speed)\n", lib,
      p.best_generated->median_cost() * 1e3, library_wins ? "library" : "generated", ratio);
}
}  // namespace

namespace {
// The summary of a session of one workload, as text.
void print_tune_summary(const TuneResult &r, const TuneCommandOptions &o, const Workload &w) {
  const TuneProgress &p = r.final;
  std::cout << fmt::format("measured   {} configurations ({} failed) in {:.1f} s, {:.0f} per minute\n", p.measured,
                           p.failures, p.elapsed_s, p.elapsed_s > 0 ? p.measured * 60 / p.elapsed_s : 0.0)
            << phases_text(p.phases)
            << fmt::format("space      {} configurations, {} measured before and skipped{}\n", p.space_size,
                           p.already_in_database, r.space_exhausted ? ", now all measured" : "");
  if (o.tune.strategy == "xgb") {
    std::cout << fmt::format("model      also learned from {} records of {} other workloads on this device\n",
                             p.transfer_records, p.transfer_workloads);
  }
  std::cout << library_summary(p, o.tune.library);
  if (p.confirmed > 0) std::cout << "confirmed  " << confirmed_summary(p.confirmed, o.tune.confirm_processes);
  if (!p.final_round.empty()) {
    std::cout << fmt::format("final      {} finalists measured side by side in {} runner processes; winner: {}\n",
                             p.final_round.front().provenance.value("finalists", p.final_round.size()),
                             o.tune.final_processes, final_round_text(p.final_round, p.final_template));
  }
  if (p.best) {
    std::cout << fmt::format("best       {:.4f} ms, {:.2f} GFLOPS: {}\n", p.best->median_cost() * 1e3, p.best_gflops,
                             p.best->is_library() ? "library call " + LibraryCall::from_json(p.best->library).describe()
                                                  : knob_text(p.best->knobs))
              << fmt::format("stored in  {} (ktune best --db {} -w {})\n", o.db, o.db, w.spec);
  } else {
    std::cout << "best       none: no configuration ran correctly\n";
  }
}
}  // namespace

CommandRunner add_tune_command(CLI::App &app) {
  using Options = TuneCommandOptions;
  auto opts = std::make_shared<Options>();
  CLI::App *cmd = app.add_subcommand("tune", "Search a workload's schedule space and store every measurement");
  cmd->add_option("--workload,-w", opts->tune.workload_spec, "Workload spec (or --tasks)");
  cmd->add_option("--tasks", opts->tasks, "A tasks file: {\"tasks\": [{\"workload\": SPEC, \"weight\": W}, ...]}");
  cmd->add_option("--model", opts->model, "An ONNX model: tune its kernels' tasks together (see ktune import)");
  add_model_import_flags(cmd, opts->import);
  cmd->add_option("--shard", opts->shard,
                  "With --tasks or --model: tune only shard I of N (I/N; task k is in shard k mod N)");
  cmd->add_option("--target,-t", opts->tune.target, "Target")->capture_default_str();
  cmd->add_option("--trials,-n", opts->tune.trials, "Measurements to make in this session")->capture_default_str();
  cmd->add_option("--db", opts->db, "Database file (created if missing)")->capture_default_str();
  cmd->add_option("--strategy", opts->tune.strategy, "random, grid, xgb (model-guided) or evolutionary (no model)")
      ->check(CLI::IsMember(search_strategies()))
      ->capture_default_str();
  cmd->add_option("--seed", opts->tune.seed, "Seed of the random strategy")->capture_default_str();
  cmd->add_option("--batch", opts->tune.batch_size, "Candidates per measurement batch")->capture_default_str();
  cmd->add_option("--max-task-trials", opts->tune.max_task_trials,
                  "With --tasks or --model: at most this many trials for any one task (0: no limit)")
      ->capture_default_str();
  cmd->add_option(
         "--confirm", opts->tune.confirm_processes,
         fmt::format("Measure each contender for the best (within {:g}% of it, and faster than all but {} of the "
                     "schedules measured before its batch) in this many runner processes in all, a fresh one "
                     "each, and rank it by all their costs (1: one process)",
                     kContenderMargin * 100, kFinalists - 1))
      ->check(CLI::Range(1, 16))
      ->capture_default_str();
  cmd->add_option("--final", opts->tune.final_processes,
                  fmt::format("After the search, measure the {} best configurations, the template's defaults, the last "
                              "final round's winner and the best library call again, side by side in this many fresh "
                              "runner processes; the winner becomes the best (0: no final round)",
                              kFinalists))
      ->check(CLI::Range(0, 16))
      ->capture_default_str();
  cmd->add_option("--repeat", opts->tune.measure.repeat,
                  "Timed measurements per candidate (with --flush-cache: at least this many cold calls; fewer for a "
                  "candidate over 3x the best so far)")
      ->capture_default_str();
  cmd->add_option("--min-repeat-ms", opts->tune.measure.min_repeat_ms,
                  "Minimum length of one measurement (with --flush-cache: of all the cold calls together)")
      ->capture_default_str();
  cmd->add_option("--threads", opts->tune.measure.threads, "Threads of the kernels' parallel loops (0: all cores)")
      ->capture_default_str();
  cmd->add_option("--build-workers", opts->tune.measure.build_workers, "Builder processes (0: one per core)")
      ->capture_default_str();
  auto *flush =
      cmd->add_flag("--flush-cache", opts->tune.measure.flush_cache,
                    "Overwrite the last-level cache (the GPU's L2) before every timed call: each call is timed alone, "
                    "cold, as a kernel inside a model whose other kernels evict its weights");
  auto *cold = cmd->add_flag("--cold-weights", opts->tune.measure.cold_weights,
                             "Before every timed call (each call timed alone), evict the workload's weights from the "
                             "caches and rewrite its input and output a block per thread: the conditions of a kernel "
                             "inside a model, whose input the parallel kernel before it has just written (the default "
                             "with --model on a CPU; on a GPU, its L2 flushed where there are weights)");
  cold->excludes(flush);
  cmd->add_flag("--warm", opts->warm,
                "Time calls back to back with everything in cache, also with --model (the default elsewhere)")
      ->excludes(flush)
      ->excludes(cold);
  cmd->add_flag("--resume", opts->tune.resume,
                "Count the configurations this device already measured (in --db) toward --trials, so that "
                "rerunning an interrupted command finishes it instead of starting again");
  cmd->add_flag("--json", opts->json, "Print one JSON object at the end");
  cmd->add_flag("!--no-library", opts->tune.library,
                "Do not measure the workload's vendor-library calls (OpenBLAS, oneDNN) before the schedules");
  cmd->add_flag("!--no-transfer", opts->tune.transfer,
                "xgb: do not learn from this device's records of other workloads");
  return [opts]() -> int {
    int sources = !opts->tune.workload_spec.empty() + !opts->tasks.empty() + !opts->model.empty();
    user_check(sources == 1, "tune needs exactly one of --workload, --tasks and --model");
    user_check(opts->shard.empty() || opts->tune.workload_spec.empty(), "--shard goes with --tasks or --model");
    user_check(opts->tune.max_task_trials == 0 || opts->tune.workload_spec.empty(),
               "--max-task-trials goes with --tasks or --model (--trials is the one task's budget)");
    // A model's kernels run with their weights cold (the rest of the model evicts them) and their
    // input just written by the parallel kernel before: on a CPU, its tasks are timed that way unless told
    // otherwise. (A GPU cannot evict only the weights: there --cold-weights flushes its whole L2,
    // which stays a choice.)
    if (!opts->model.empty() && !opts->warm && !opts->tune.measure.flush_cache &&
        Target::parse(opts->tune.target).kind == Target::Kind::CPU)
      opts->tune.measure.cold_weights = true;
    if (opts->tune.workload_spec.empty()) return run_tasks(*opts);
    Database db = Database::open(opts->db);
    bool terminal = isatty(STDERR_FILENO) && !opts->json;
    Workload w = workload_from_spec(opts->tune.workload_spec);
    warn_of_other_conditions(db, {opts->tune.workload_spec}, opts->tune, opts->db);
    if (!opts->json) {
      std::cerr << fmt::format("tuning {} on {} for {} trials ({} strategy, seed {}), database {}\n", w.spec,
                               opts->tune.target, opts->tune.trials, opts->tune.strategy, opts->tune.seed, opts->db);
    }
    TuneResult r = tune(db, opts->tune, [&](const TuneProgress &p) {
      if (!opts->json) report(p, terminal);
    });
    if (terminal) std::cerr << "\n";
    const TuneProgress &p = r.final;
    if (opts->json) {
      nlohmann::json j{{"workload", w.spec},
                       {"workload_key", w.key()},
                       {"target", opts->tune.target},
                       {"database", opts->db},
                       {"strategy", opts->tune.strategy},
                       {"seed", opts->tune.seed},
                       {"measured", p.measured},
                       {"failures", p.failures},
                       {"space_size", p.space_size},
                       {"already_in_database", p.already_in_database},
                       {"space_exhausted", r.space_exhausted},
                       {"elapsed_s", p.elapsed_s},
                       {"phases_s", p.phases.to_json()},
                       {"transfer_records", p.transfer_records},
                       {"transfer_workloads", p.transfer_workloads},
                       {"library_measured", p.library_measured},
                       {"confirmed", p.confirmed},
                       {"found", p.best.has_value()}};
      if (p.best) {
        j["best"] = {{"record_id", p.best->id},   {"kind", p.best->kind()}, {"median_cost_s", p.best->median_cost()},
                     {"gflops", p.best_gflops},   {"knobs", p.best->knobs}, {"trace", p.best->trace},
                     {"library", p.best->library}};
      }
      auto kind_json = [](const std::optional<TuningRecord> &r) -> nlohmann::json {
        if (!r) return nullptr;
        return {{"record_id", r->id}, {"median_cost_s", r->median_cost()}, {"library", r->library}};
      };
      j["best_library"] = kind_json(p.best_library);
      j["best_generated"] = kind_json(p.best_generated);
      j["final"] = final_round_json(p.final_round, p.final_template);
      std::cout << dump_json(j) << std::endl;
    } else {
      print_tune_summary(r, *opts, w);
    }
    return static_cast<int>(p.best ? kOk : kCheckFailed);
  };
}

}  // namespace ktune::cli
