// ktune db: export, import, merge and summarise tuning databases.
#include <iostream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "Commands.h"
#include "ktune/database/Database.h"
#include "ktune/database/Log.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

namespace ktune::cli {

namespace {

Database open_existing(const std::string &path) {
  DatabaseOptions options;
  options.read_only = true;
  return Database::open(path, options);
}

int run_export(const std::string &db_path, const std::string &spec, const std::string &target, const std::string &out) {
  std::string key = spec.empty() ? "" : workload_from_spec(spec).key();
  Database db = open_existing(db_path);
  int64_t n = export_log(db, out, key, target);
  std::cout << fmt::format("exported {} record(s) to {}\n", n, out);
  return kOk;
}

int run_import(const std::string &db_path, const std::vector<std::string> &logs, bool json) {
  Database db = Database::open(db_path);
  int code = kOk;
  nlohmann::json all = nlohmann::json::array();
  for (const std::string &log : logs) {
    ImportSummary s = import_log(db, log);
    for (const LineProblem &p : s.problems) std::cerr << fmt::format("{}:{}: rejected: {}\n", log, p.line, p.reason);
    for (const LineProblem &p : s.unusable)
      std::cerr << fmt::format("{}:{}: kept, unusable here: {}\n", log, p.line, p.reason);
    if (json) {
      nlohmann::json problems = nlohmann::json::array();
      for (const LineProblem &p : s.problems) problems.push_back({{"line", p.line}, {"reason", p.reason}});
      all.push_back({{"log", log},
                     {"imported", s.imported},
                     {"duplicates", s.duplicates},
                     {"rejected", s.rejected},
                     {"problems", problems},
                     {"unusable_here", s.unusable.size()}});
    } else {
      std::cout << fmt::format("{}: imported {}, duplicates {}, rejected {}\n", log, s.imported, s.duplicates,
                               s.rejected);
    }
    if (s.rejected > 0) code = kCheckFailed;
  }
  if (json) std::cout << dump_json(all) << std::endl;
  return code;
}

int run_merge(const std::string &db_path, const std::vector<std::string> &sources) {
  Database db = Database::open(db_path);
  for (const std::string &src : sources) {
    MergeSummary s = merge_database(db, src);
    for (const std::string &why : s.unusable) std::cerr << fmt::format("{}: kept, unusable here: {}\n", src, why);
    std::cout << fmt::format("{}: imported {}, duplicates {}\n", src, s.imported, s.duplicates);
  }
  return kOk;
}

int run_stats(const std::string &db_path, bool json) {
  Database db = open_existing(db_path);
  DatabaseStats st = db.stats();
  if (json) {
    nlohmann::json targets = nlohmann::json::array();
    for (const TargetStats &t : st.targets) {
      targets.push_back({{"target", t.target},
                         {"devices", t.devices},
                         {"workloads", t.workloads},
                         {"records", t.records},
                         {"failures", t.failures}});
    }
    std::cout << dump_json({{"database", db.path()},
                            {"schema_version", st.schema_version},
                            {"workloads", st.workloads},
                            {"devices", st.devices},
                            {"records", st.records},
                            {"failures", st.failures},
                            {"failure_kinds", st.failure_kinds},
                            {"targets", targets}})
              << std::endl;
    return kOk;
  }
  std::cout << fmt::format("database   {} (schema version {})\n", db.path(), st.schema_version)
            << fmt::format("records    {} ({} failed)\n", st.records, st.failures)
            << fmt::format("workloads  {}\n", st.workloads) << fmt::format("devices    {}\n", st.devices);
  for (const TargetStats &t : st.targets) {
    std::cout << fmt::format("target     {}: {} record(s), {} failed, {} workload(s), {} device(s)\n", t.target,
                             t.records, t.failures, t.workloads, t.devices);
  }
  for (const auto &[kind, n] : st.failure_kinds) std::cout << fmt::format("failure    {}: {}\n", kind, n);
  return kOk;
}

}  // namespace

CommandRunner add_db_command(CLI::App &app) {
  struct Options {
    std::string db = Database::kDefaultPath, workload, target, out;
    std::vector<std::string> inputs;
    bool json = false;
  };
  auto opts = std::make_shared<Options>();
  CLI::App *cmd = app.add_subcommand("db", "Export, import, merge and summarise tuning databases");
  cmd->require_subcommand(1);
  auto add_db = [&](CLI::App *sub, const char *help) {
    sub->add_option("--db", opts->db, help)->capture_default_str();
  };

  CLI::App *exp = cmd->add_subcommand("export", "Write records as a JSON Lines log");
  add_db(exp, "Database file to read");
  exp->add_option("--workload,-w", opts->workload, "Only this workload (spec)");
  exp->add_option("--target,-t", opts->target, "Only this target string, e.g. \"llvm -mcpu=znver4\"");
  exp->add_option("-o,--output", opts->out, "The log to write (LOG.jsonl)")->required();

  CLI::App *imp = cmd->add_subcommand("import", "Add the records of JSON Lines logs (one transaction per log)");
  add_db(imp, "Database file to write (created if missing)");
  imp->add_option("logs", opts->inputs, "Logs to import")->required();
  imp->add_flag("--json", opts->json, "Print the summaries as JSON");

  CLI::App *merge = cmd->add_subcommand("merge", "Add the records of other database files");
  add_db(merge, "Database file to write (created if missing)");
  merge->add_option("sources", opts->inputs, "Database files to merge in")->required();

  CLI::App *stats = cmd->add_subcommand("stats", "Summarise workloads, targets, records and failures");
  add_db(stats, "Database file to read");
  stats->add_flag("--json", opts->json, "Print one JSON object");

  return [opts, exp, imp, merge, stats]() {
    if (exp->parsed()) return run_export(opts->db, opts->workload, opts->target, opts->out);
    if (imp->parsed()) return run_import(opts->db, opts->inputs, opts->json);
    if (merge->parsed()) return run_merge(opts->db, opts->inputs);
    if (stats->parsed()) return run_stats(opts->db, opts->json);
    return static_cast<int>(kBadInput);
  };
}

}  // namespace ktune::cli
