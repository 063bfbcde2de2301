// ktune tune: a tuning session for one workload on one target, stored in the database.
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <iostream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "Commands.h"
#include "ktune/database/Database.h"
#include "ktune/ops/Registry.h"
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
    std::fprintf(stderr, "tune: %d/%d trials, best %s, %d failures, %.1fs elapsed, ~%.0fs left\n", p.measured,
                 p.trials, best.c_str(), p.failures, p.elapsed_s, remaining);
  }
}

}  // namespace

CommandRunner add_tune_command(CLI::App &app) {
  struct Options {
    TuneOptions tune;
    std::string db = Database::kDefaultPath;
    bool json = false;
  };
  auto opts = std::make_shared<Options>();
  opts->tune.measure.repeat = 3;
  opts->tune.measure.min_repeat_ms = 20;
  CLI::App *cmd = app.add_subcommand("tune", "Search a workload's schedule space and store every measurement");
  cmd->add_option("--workload,-w", opts->tune.workload_spec, "Workload spec")->required();
  cmd->add_option("--target,-t", opts->tune.target, "Target")->capture_default_str();
  cmd->add_option("--trials,-n", opts->tune.trials, "Measurements to make in this session")->capture_default_str();
  cmd->add_option("--db", opts->db, "Database file (created if missing)")->capture_default_str();
  cmd->add_option("--strategy", opts->tune.strategy, "random, grid or xgb (model-guided)")->capture_default_str();
  cmd->add_option("--seed", opts->tune.seed, "Seed of the random strategy")->capture_default_str();
  cmd->add_option("--batch", opts->tune.batch_size, "Candidates per measurement batch")->capture_default_str();
  cmd->add_option("--repeat", opts->tune.measure.repeat, "Timed measurements per candidate")->capture_default_str();
  cmd->add_option("--min-repeat-ms", opts->tune.measure.min_repeat_ms, "Minimum length of one measurement")
      ->capture_default_str();
  cmd->add_option("--threads", opts->tune.measure.threads, "Threads of the kernels' parallel loops (0: all cores)")
      ->capture_default_str();
  cmd->add_option("--build-workers", opts->tune.measure.build_workers, "Builder processes (0: one per core)")
      ->capture_default_str();
  cmd->add_flag("--json", opts->json, "Print one JSON object at the end");
  cmd->add_flag("!--no-transfer", opts->tune.transfer,
                "xgb: do not learn from this device's records of other workloads");
  return [opts]() {
    Database db = Database::open(opts->db);
    bool terminal = isatty(STDERR_FILENO) && !opts->json;
    Workload w = workload_from_spec(opts->tune.workload_spec);
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
      nlohmann::json j{{"workload", w.spec},      {"workload_key", w.key()},
                       {"target", opts->tune.target}, {"database", opts->db},
                       {"strategy", opts->tune.strategy}, {"seed", opts->tune.seed},
                       {"measured", p.measured},  {"failures", p.failures},
                       {"space_size", p.space_size}, {"already_in_database", p.already_in_database},
                       {"space_exhausted", r.space_exhausted}, {"elapsed_s", p.elapsed_s},
                       {"transfer_records", p.transfer_records}, {"transfer_workloads", p.transfer_workloads},
                       {"found", p.best.has_value()}};
      if (p.best) {
        j["best"] = {{"record_id", p.best->id},
                     {"median_cost_s", p.best->median_cost()},
                     {"gflops", p.best_gflops},
                     {"knobs", p.best->knobs},
                     {"trace", p.best->trace}};
      }
      std::cout << dump_json(j) << std::endl;
    } else {
      std::cout << fmt::format("measured   {} configurations ({} failed) in {:.1f} s, {:.0f} per minute\n", p.measured,
                               p.failures, p.elapsed_s, p.elapsed_s > 0 ? p.measured * 60 / p.elapsed_s : 0.0)
                << fmt::format("space      {} configurations, {} measured before and skipped{}\n", p.space_size,
                               p.already_in_database, r.space_exhausted ? ", now all measured" : "");
      if (opts->tune.strategy == "xgb") {
        std::cout << fmt::format("model      also learned from {} records of {} other workloads on this device\n",
                                 p.transfer_records, p.transfer_workloads);
      }
      if (p.best) {
        std::cout << fmt::format("best       {:.4f} ms, {:.2f} GFLOPS: {}\n", p.best->median_cost() * 1e3,
                                 p.best_gflops, knob_text(p.best->knobs))
                  << fmt::format("stored in  {} (ktune best --db {} -w {})\n", opts->db, opts->db, w.spec);
      } else {
        std::cout << "best       none: no configuration ran correctly\n";
      }
    }
    return p.best ? kOk : kCheckFailed;
  };
}

}  // namespace ktune::cli
