// ktune export: the best kernels of a tuning database as a static and a shared library, a C
// header and a manifest (src/export/).
#include <iostream>

#include <fmt/format.h>

#include "Commands.h"
#include "ktune/export/Export.h"

namespace ktune::cli {

CommandRunner add_export_command(CLI::App &app) {
  struct Options {
    ExportRequest request;
    bool json = false;
  };
  auto opts = std::make_shared<Options>();
  opts->request.db_path = "ktune.db";
  CLI::App *cmd = app.add_subcommand("export", "Write the best kernels of a tuning database as a C library");
  cmd->add_option("--db", opts->request.db_path, "Tuning database")->capture_default_str();
  cmd->add_option("--target,-t", opts->request.target, "Target")->capture_default_str();
  cmd->add_option("--out,-o", opts->request.out_dir, "Output directory (created if missing)")->required();
  cmd->add_option("--workload,-w", opts->request.workloads,
                  "Workload spec to export (repeatable; default: every workload with a record on the target)");
  cmd->add_option("--name", opts->request.name, "Library name: lib<name>.a/.so, <name>.h, <name>_lookup()")
      ->capture_default_str();
  cmd->add_flag("--json", opts->json, "Print the result as JSON");
  return [opts]() {
    ExportResult r = export_library(opts->request);
    if (opts->json) {
      nlohmann::json kernels = nlohmann::json::array();
      for (auto &k : r.kernels) {
        kernels.push_back({{"symbol", k.symbol},
                           {"workload", k.workload.spec},
                           {"source", k.source},
                           {"source_detail", k.source_detail}});
      }
      std::cout << nlohmann::json{{"static_library", r.static_library},
                                  {"shared_library", r.shared_library},
                                  {"header", r.header},
                                  {"manifest", r.manifest},
                                  {"kernels", kernels}}
                       .dump(2)
                << std::endl;
      return kOk;
    }
    for (auto &k : r.kernels) {
      std::cout << fmt::format("{}\n    {}: {}\n", k.symbol, k.source, k.source_detail);
    }
    std::cout << fmt::format("wrote {}, {}, {} and {}\n", r.static_library, r.shared_library, r.header, r.manifest);
    return kOk;
  };
}

}  // namespace ktune::cli
