// ktune best: the best stored record of a workload on a target, and which rule matched.
#include <cmath>
#include <iostream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "Commands.h"
#include "ktune/database/Database.h"
#include "ktune/database/Host.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/ops/Registry.h"
#include "ktune/target/Target.h"

namespace ktune::cli {

CommandRunner add_best_command(CLI::App &app) {
  struct Options {
    std::string db = Database::kDefaultPath, workload, target = "llvm", compat = "exact";
    bool json = false;
  };
  auto opts = std::make_shared<Options>();
  CLI::App *cmd = app.add_subcommand("best", "Show the best stored record of a workload on a target");
  cmd->add_option("--db", opts->db, "Database file")->capture_default_str();
  cmd->add_option("--workload,-w", opts->workload, "Workload spec")->required();
  cmd->add_option("--target,-t", opts->target, "Target string")->capture_default_str();
  cmd->add_option("--compat", opts->compat,
                  "Records to accept: exact (this device), target (any device of the target), any")
      ->capture_default_str();
  cmd->add_flag("--json", opts->json, "Print one JSON object");
  return [opts]() {
    Workload w = workload_from_spec(opts->workload);
    Target target = Target::parse(opts->target);
    Compat compat = parse_compat(opts->compat);
    DatabaseOptions options;
    options.read_only = true;
    Database db = Database::open(opts->db, options);
    BestMatch m = db.best(w.key(), target.str(), host_fingerprint(target), compat);
    if (opts->json) {
      nlohmann::json j{{"workload", w.spec},
                       {"workload_key", w.key()},
                       {"target", target.str()},
                       {"found", m.record.has_value()},
                       {"explanation", m.explanation}};
      if (m.record) {
        j["matched"] = to_string(m.matched);
        j["record_id"] = m.record->id;
        j["median_cost_s"] = m.record->median_cost();
        j["kind"] = m.record->kind();
        j["record"] = record_to_json(*m.record);
      }
      std::cout << dump_json(j) << std::endl;
    } else if (m.record) {
      std::cout << fmt::format("workload   {} (key {})\n", w.spec, w.key())
                << fmt::format("target     {}\n", target.str())
                << fmt::format("record     {} (matched rule: {})\n", m.record->id, to_string(m.matched))
                << fmt::format("why        {}\n", m.explanation)
                << fmt::format("median     {:.6f} ms over {} cost(s)\n", m.record->median_cost() * 1e3,
                               m.record->costs.size())
                << (m.record->is_library()
                        ? fmt::format("library    {}\n", LibraryCall::from_json(m.record->library).describe())
                        : fmt::format("trace      {}\n", dump_json(m.record->trace)));
    } else {
      std::cerr << "ktune: no record applies: " << m.explanation << "\n";
    }
    return m.record ? kOk : kCheckFailed;
  };
}

}  // namespace ktune::cli
