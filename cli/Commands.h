// The subcommands of the ktune program (one file each).
#pragma once

#include <CLI/CLI.hpp>

#include <functional>
#include <string>
#include <vector>

#include "ktune/graph/OnnxImport.h"

namespace ktune::cli {

/** Exit codes: 0 success, 1 a failed check, 2 bad usage or input, 3 an internal error
 * (a ktune bug or an LLVM failure), always with a message on stderr. */
enum ExitCode { kOk = 0, kCheckFailed = 1, kBadInput = 2, kInternalError = 3 };

/** Registers a subcommand; the returned function runs it after parsing. */
using CommandRunner = std::function<int()>;
CommandRunner add_run_command(CLI::App &app);
CommandRunner add_inspect_command(CLI::App &app);
CommandRunner add_db_command(CLI::App &app);
CommandRunner add_best_command(CLI::App &app);
CommandRunner add_tune_command(CLI::App &app);
CommandRunner add_export_command(CLI::App &app);
CommandRunner add_explain_command(CLI::App &app);
CommandRunner add_targets_command(CLI::App &app);
CommandRunner add_import_command(CLI::App &app);

/** How a command imports a model: the repeatable --input-shape NAME=DIMS and --layout. */
struct ModelImportFlags {
  std::vector<std::string> input_shapes;
  std::string layout = "nhwc";
};
/** Adds --input-shape and --layout to a command that reads a model (import, inspect, tune, run,
 * export), so that each imports it the same way. */
void add_model_import_flags(CLI::App *cmd, ModelImportFlags &flags);
graph::ImportOptions import_options(const ModelImportFlags &flags);

}  // namespace ktune::cli
