// ktune import: an ONNX model into its fused graph, kernels and tuning tasks (a JSON file that
// `ktune tune --tasks` also reads).
#include <cstdio>
#include <fstream>
#include <iostream>

#include <fmt/format.h>

#include "Commands.h"
#include "ktune/graph/Model.h"
#include "ktune/support/Error.h"

namespace ktune::cli {

void add_model_import_flags(CLI::App *cmd, ModelImportFlags &flags) {
  cmd->add_option("--input-shape", flags.input_shapes,
                  "With a model: NAME=DIMS for an input whose dimensions the model leaves open, e.g. "
                  "input=1x3x224x224 (repeatable)");
  cmd->add_option("--layout", flags.layout,
                  "With a model: how convolutions store activations: nhwc (channels last) or nchw (as ONNX "
                  "writes them); tune, run and export a model with the same layout")
      ->capture_default_str();
}

graph::ImportOptions import_options(const ModelImportFlags &flags) {
  graph::ImportOptions options;
  for (auto &s : flags.input_shapes) graph::parse_input_shape(s, options);
  options.layout = graph::parse_conv_layout(flags.layout);
  return options;
}

CommandRunner add_import_command(CLI::App &app) {
  struct Options {
    std::string model, out;
    ModelImportFlags import;
  };
  auto opts = std::make_shared<Options>();
  CLI::App *cmd = app.add_subcommand("import", "Import an ONNX model: its fused kernels and tuning tasks as JSON");
  cmd->add_option("model", opts->model, "ONNX model file")->required();
  cmd->add_option("--output,-o", opts->out, "Where to write the model's JSON (kernels and tasks)")->required();
  add_model_import_flags(cmd, opts->import);
  return [opts]() {
    graph::Model m = graph::load_model(opts->model, import_options(opts->import));
    // Written whole to a temporary file, then renamed: a failure leaves no partial file.
    std::string tmp = opts->out + ".tmp";
    {
      std::ofstream out(tmp);
      user_check(out.good(), "cannot write '" << opts->out << "'");
      out << graph::model_to_json(m).dump(1) << "\n";
      user_check(out.good(), "cannot write '" << opts->out << "'");
    }
    user_check(std::rename(tmp.c_str(), opts->out.c_str()) == 0, "cannot write '" << opts->out << "'");
    int registry = 0;
    for (auto &k : m.kernels) registry += k.registry_op ? 1 : 0;
    std::cout << fmt::format("{}: {} ONNX nodes (opset {}) -> {} kernels ({} registry ops, {} DAGs), {} tasks\n",
                             opts->model, m.onnx_nodes, m.fused.graph.opset, m.kernels.size(), registry,
                             m.kernels.size() - registry, m.tasks.size())
              << fmt::format("written to {} (ktune tune --tasks {} or --model {})\n", opts->out, opts->out,
                             opts->model);
    return kOk;
  };
}

}  // namespace ktune::cli
