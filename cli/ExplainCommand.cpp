// ktune explain SYMBOL: where an exported (or any generated) kernel came from, and its IR at
// every stage, regenerated from its trace. From an export's manifest.json, or from a tuning
// database (the best record of the workload whose kernel has that name).
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <set>

#include <fmt/format.h>

#include "Commands.h"
#include "ktune/database/Database.h"
#include "ktune/database/Host.h"
#include "ktune/database/SchedulePolicy.h"
#include "ktune/driver/CompilationStages.h"
#include "ktune/export/Export.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

namespace ktune::cli {

namespace {

std::string base_symbol(std::string symbol) {
  const std::string packed = "_packed";
  if (symbol.size() > packed.size() && symbol.compare(symbol.size() - packed.size(), packed.size(), packed) == 0) {
    symbol.resize(symbol.size() - packed.size());
  }
  return symbol;
}

struct Explained {
  nlohmann::json provenance;  // what is printed before the stages
  Workload workload;
  nlohmann::json trace;
  Target target;
  std::string source;
  /** The best record is a library call: the stages shown (if any) are those of the best
   * generated kernel, which lost. */
  bool library_won = false;
};

Explained from_manifest(const std::string &path, const std::string &symbol) {
  std::ifstream in(path);
  user_check(in.good(), "cannot read the manifest '" << path << "'");
  nlohmann::json m;
  try {
    m = nlohmann::json::parse(in);
  } catch (const nlohmann::json::exception &e) {
    user_check(false, "manifest '" << path << "' is not JSON: " << e.what());
  }
  user_check(m.value("format", "") == "ktune-manifest" && m.contains("kernels") && m["kernels"].is_array(),
             "'" << path << "' is not a ktune manifest (no \"format\": \"ktune-manifest\" with \"kernels\")");
  std::string known;
  for (auto &k : m["kernels"]) {
    if (k.value("symbol", "") != symbol) {
      known += (known.empty() ? "" : ", ") + k.value("symbol", "?");
      continue;
    }
    Explained e;
    e.provenance = k;
    e.provenance["library"] = m.value("library", "");
    e.provenance["exported_at"] = m.value("created", "");
    e.provenance["exported_by_ktune"] = m.value("ktune_version", "");
    if (m.contains("model")) e.provenance["model_source"] = m["model"].value("source", "");
    e.workload = workload_from_spec(k.at("workload").at("spec").get<std::string>());
    e.library_won = k.value("kind", "") == "library";
    e.trace = e.library_won ? nlohmann::json() : k.at("trace");
    e.target = Target::parse(k.at("target").get<std::string>());
    e.source = "manifest " + path + ": " + k.value("source_detail", "");
    return e;
  }
  user_check(false, "no kernel named " << symbol << " in manifest '" << path << "' (it has: " << known << ")");
  return {};
}

Explained from_database(const std::string &path, const std::string &symbol, const Target &target) {
  user_check(std::filesystem::exists(path), "database '" << path << "' does not exist");
  DatabaseOptions ro;
  ro.read_only = true;
  Database db = Database::open(path, ro);
  std::set<std::string> seen;
  for (auto &r : db.all_records()) {
    if (!r.rebuildable || !seen.insert(r.workload_key).second) continue;
    Workload w;
    try {
      w = workload_from_spec(r.workload_spec);
    } catch (const std::exception &) {
      continue;  // another version's op
    }
    if (kernel_name(w) != symbol) continue;
    BestMatch m = db.best(w.key(), target.str(), host_fingerprint(target), Compat::Any);
    user_check(m.record.has_value(),
               "database '" << path << "' has records of " << symbol << " but no successful one: " << m.explanation);
    const TuningRecord &rec = *m.record;
    Explained e;
    e.workload = w;
    std::optional<TuningRecord> generated;
    std::string decision = library_decision_text(db, rec, w, target, &generated);
    e.library_won = rec.is_library();
    e.trace = e.library_won ? (generated ? generated->trace : nlohmann::json()) : rec.trace;
    e.target = Target::parse(rec.target);
    e.source = fmt::format("database {} record {} ({} match)", path, rec.id, to_string(m.matched));
    e.provenance = {{"symbol", symbol},          {"workload", {{"spec", w.spec}, {"key", w.key()}, {"op", w.op_name}}},
                    {"target", rec.target},      {"source", "database"},
                    {"source_detail", e.source}, {"record", record_provenance_json(rec, w, path)}};
    e.provenance["kind"] = rec.kind();
    if (rec.is_library()) e.provenance["library_call"] = rec.library;
    if (!decision.empty()) e.provenance["decision"] = decision;
    return e;
  }
  user_check(false, "no workload in database '" << path << "' has a kernel named " << symbol);
  return {};
}

void print_provenance(const nlohmann::json &p) {
  auto text = [](const nlohmann::json &v) { return v.is_string() ? v.get<std::string>() : v.dump(); };
  std::cout << "kernel     " << text(p.at("symbol")) << "\n";
  const auto &w = p.at("workload");
  std::cout << "computes   " << (w.value("op", "") == "custom" ? "a user DAG" : text(w.at("spec"))) << " (key "
            << text(w.at("key")) << ")\n";
  if (p.contains("computes")) std::cout << "stages     " << p["computes"].dump() << "\n";
  if (p.contains("onnx_nodes")) {
    // A kernel of a model library: the ONNX nodes of every kernel that calls this function.
    std::string nodes;
    for (auto &n : p["onnx_nodes"]) nodes += (nodes.empty() ? "" : ", ") + text(n);
    std::cout << fmt::format("onnx nodes {} (called {} times per run of {})\n", nodes, p.value("calls_per_run", 1),
                             p.value("model_source", std::string("the model")));
  }
  std::cout << "target     " << text(p.at("target")) << "\n";
  std::cout << (p.value("kind", "") == "library" ? "chosen     " : "schedule   ") << text(p.at("source_detail"))
            << "\n";
  if (p.contains("decision")) std::cout << "decision   " << text(p["decision"]) << "\n";
  const auto &r = p.contains("record") ? p["record"] : nlohmann::json();
  if (r.is_object()) {
    const auto &d = r.at("device");
    std::cout << fmt::format("measured   {:.4g} ms ({:.1f} GFLOPS) on {} ({}, {} cores), {} on host {}, ktune {}\n",
                             r.at("median_cost_s").get<double>() * 1e3, r.value("gflops", 0.0), d.value("model", "?"),
                             d.value("name", "?"), d.value("cores", 0), text(r.at("tuned_at")),
                             text(r.at("tuned_on_host")), text(r.at("tuned_with_ktune")));
    std::cout << "knobs      " << r.at("knobs").dump() << "\n";
    std::cout << "found by   " << r.at("provenance").dump() << "\n";
  } else {
    std::cout << "measured   never: no tuning record chose this schedule\n";
  }
  if (p.contains("library")) {
    std::cout << fmt::format("exported   in library {} on {} by ktune {}\n", text(p["library"]), text(p["exported_at"]),
                             text(p["exported_by_ktune"]));
  }
}

}  // namespace

CommandRunner add_explain_command(CLI::App &app) {
  struct Options {
    std::string symbol, manifest, db, target = "llvm", stage = "all";
    bool json = false;
  };
  auto opts = std::make_shared<Options>();
  CLI::App *cmd =
      app.add_subcommand("explain", "Say where a generated kernel came from and show its IR at every stage");
  cmd->add_option("symbol", opts->symbol, "Kernel symbol (as a profiler shows it; _packed is accepted)")->required();
  cmd->add_option("--manifest,-m", opts->manifest, "An export's manifest.json (default: ./manifest.json)");
  cmd->add_option("--db", opts->db, "Or a tuning database: the best record of the workload with that kernel name");
  cmd->add_option("--target,-t", opts->target, "With --db: the target")->capture_default_str();
  cmd->add_option("--stage", opts->stage, "Which IR to print: te, trace, passes, loops, llvm, asm, all")
      ->capture_default_str();
  cmd->add_flag("--json", opts->json, "Print only the provenance, as JSON");
  return [opts]() {
    check_stage_name(opts->stage);
    user_check(opts->manifest.empty() || opts->db.empty(), "give --manifest or --db, not both");
    std::string symbol = base_symbol(opts->symbol);
    Explained e;
    if (!opts->db.empty()) {
      e = from_database(opts->db, symbol, Target::parse(opts->target));
    } else {
      std::string manifest = opts->manifest.empty() ? "manifest.json" : opts->manifest;
      user_check(!opts->manifest.empty() || std::filesystem::exists(manifest),
                 "no manifest.json here: give --manifest FILE (an export's manifest) or --db FILE");
      e = from_manifest(manifest, symbol);
    }
    if (e.library_won && e.trace.is_null()) {
      if (opts->json) {
        std::cout << e.provenance.dump(2) << std::endl;
        return kOk;
      }
      print_provenance(e.provenance);
      std::cout
          << (e.provenance.contains("loads")
                  ? "\nno IR: the exported kernel calls the library (and runs ktune's generated epilogue, if any)\n"
                  : "\nno IR: the kernel is the library's, and no generated kernel of this workload ran correctly\n");
      return kOk;
    }
    Schedule schedule = Schedule::replay(e.workload, Trace::from_json(e.trace));
    // A model library names a function after the first fused kernel of its workload; any other
    // kernel is named after its workload.
    user_check(kernel_name(e.workload) == symbol || e.provenance.contains("onnx_nodes"),
               "the manifest's workload makes a kernel named " << kernel_name(e.workload) << ", not " << symbol);
    if (opts->json) {
      std::cout << e.provenance.dump(2) << std::endl;
      return kOk;
    }
    print_provenance(e.provenance);
    std::cout << "\n";
    if (e.library_won)
      std::cout << "The IR below is that of the best generated kernel, which the library call beat.\n\n";
    print_stages(std::cout, schedule, e.source, e.target, opts->stage);
    return kOk;
  };
}

}  // namespace ktune::cli
