// ktune export: the best kernels of a tuning database as a static and a shared library, a C
// header and a manifest (export/).
#include <iostream>

#include <fmt/format.h>

#include "Commands.h"
#include "ktune/export/Export.h"
#include "ktune/support/Error.h"

namespace ktune::cli {

CommandRunner add_export_command(CLI::App &app) {
  struct Options {
    ExportRequest request;
    std::string model;
    ModelImportFlags import;
    bool weights_file = false;
    bool no_library = false;
    bool json = false;
    bool model_library = false;
  };
  auto opts = std::make_shared<Options>();
  opts->request.db_path = "ktune.db";
  CLI::App *cmd = app.add_subcommand("export", "Write the best kernels of a tuning database as a C library");
  CLI::Option *db_option = cmd->add_option("--db", opts->request.db_path, "Tuning database")->capture_default_str();
  cmd->add_option("--target,-t", opts->request.target, "Target")->capture_default_str();
  cmd->add_option("--out,-o", opts->request.out_dir, "Output directory (created if missing)")->required();
  cmd->add_option("--workload,-w", opts->request.workloads,
                  "Workload spec to export (repeatable; default: every workload with a record on the target)");
  cmd->add_option("--name", opts->request.name, "Library name: lib<name>.a/.so, <name>.h, <name>_lookup()")
      ->capture_default_str();
  cmd->add_option("--model", opts->model, "An ONNX model: export it whole (NAME_create/NAME_run/NAME_destroy)");
  add_model_import_flags(cmd, opts->import);
  cmd->add_flag("--weights-file", opts->weights_file,
                "With --model: the weights in <out>/<name>.weights, not embedded");
  cmd->add_flag("--no-library", opts->no_library,
                "Generated kernels only: never a vendor library call, even where it is the fastest record");
  cmd->add_flag("--library", opts->model_library,
                "With --model: kernels whose fastest record is a vendor library call make that call (off by default "
                "for models, where such calls measured slower than alone: docs/models.md)");
  cmd->add_flag("--json", opts->json, "Print the result as JSON");
  return [opts, db_option]() {
    opts->request.library_calls = !opts->no_library;
    user_check(!opts->model_library || !opts->model.empty(),
               "--library is for --model (a single workload's export takes library calls unless --no-library)");
    user_check(!opts->model_library || !opts->no_library, "--library and --no-library contradict each other");
    if (!opts->model.empty()) {
      user_check(opts->request.workloads.empty(), "--workload exports kernels; --model exports a model's");
      ModelExportRequest mr;
      mr.model_path = opts->model;
      mr.input_shapes = opts->import.input_shapes;
      mr.layout = opts->import.layout;
      // A model's database is the one --db names, if any (else shipped records and templates).
      mr.db_path = db_option->count() > 0 ? opts->request.db_path : "";
      mr.target = opts->request.target;
      mr.out_dir = opts->request.out_dir;
      mr.name = opts->request.name == "ktune_kernels" ? "model" : opts->request.name;
      mr.weights_file = opts->weights_file;
      mr.library_calls = opts->model_library;
      ModelExportResult r = export_model_library(mr);
      nlohmann::json j{{"static_library", r.static_library},
                       {"shared_library", r.shared_library},
                       {"header", r.header},
                       {"manifest", r.manifest},
                       {"weights", r.weights},
                       {"kernels", r.kernels},
                       {"functions", r.functions},
                       {"workspace_bytes", r.workspace_bytes},
                       {"weights_bytes", r.weights_bytes}};
      if (opts->json) {
        std::cout << j.dump(2) << std::endl;
      } else {
        std::cout << fmt::format("{}: {} kernels in {} functions, workspace {} bytes, weights {} bytes ({})\n",
                                 opts->model, r.kernels, r.functions, r.workspace_bytes, r.weights_bytes,
                                 r.weights.empty() ? "embedded" : r.weights)
                  << fmt::format("wrote {}, {}, {} and {}\n", r.static_library, r.shared_library, r.header, r.manifest);
      }
      return kOk;
    }
    ExportResult r = export_library(opts->request);
    if (opts->json) {
      nlohmann::json kernels = nlohmann::json::array();
      for (auto &k : r.kernels) {
        kernels.push_back({{"symbol", k.symbol},
                           {"workload", k.workload.spec},
                           {"source", k.source},
                           {"source_detail", k.source_detail},
                           {"kind", k.library.is_null() ? "schedule" : "library"},
                           {"library_call", k.library}});
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
      std::string loads;
      for (auto &f : k.loads) loads += (loads.empty() ? "" : " or ") + f;
      std::cout << fmt::format("{}\n    {}: {}\n", k.symbol, k.source, k.source_detail);
      if (!k.library.is_null()) std::cout << fmt::format("    library call: loads {} at its first call\n", loads);
    }
    std::cout << fmt::format("wrote {}, {}, {} and {}\n", r.static_library, r.shared_library, r.header, r.manifest);
    return kOk;
  };
}

}  // namespace ktune::cli
