// ktune inspect: show what each stage of the compiler decided for a kernel.
#include <iostream>

#include "Commands.h"
#include "ScheduleSource.h"
#include "ktune/driver/CompilationStages.h"
#include "ktune/graph/Model.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

namespace ktune::cli {

CommandRunner add_inspect_command(CLI::App &app) {
  struct Options {
    std::string workload, target = "llvm", trace, schedule = "auto", stage = "all", object;
    std::vector<std::string> knobs;
    std::string db, model;
    ModelImportFlags import;
  };
  auto opts = std::make_shared<Options>();
  CLI::App *cmd = app.add_subcommand("inspect", "Print the IR of a kernel at each stage of compilation");
  cmd->add_option("--workload,-w", opts->workload, "Workload spec (or --model)");
  cmd->add_option("--model", opts->model, "An ONNX model: print its fused graph (--stage graph)");
  add_model_import_flags(cmd, opts->import);
  cmd->add_option("--target,-t", opts->target, "Target")->capture_default_str();
  cmd->add_option("--trace", opts->trace, "Schedule trace (JSON) to replay");
  cmd->add_option("--schedule", opts->schedule, "Without --trace: default, template or auto")->capture_default_str();
  cmd->add_option("--db", opts->db, "With --schedule auto: use the best record of this device in this tuning database");
  cmd->add_option("--knob", opts->knobs,
                  "A template knob NAME=VALUE overriding its default (repeatable), e.g. --knob mr=6");
  cmd->add_option("--stage", opts->stage,
                  "te (tensor IR), trace, passes (loop IR after every pass), loops (final loop IR), "
                  "llvm (optimised LLVM IR), asm (assembly) or all; with --model: graph")
      ->capture_default_str();
  cmd->add_option("--object,-o", opts->object, "Also write the kernel's relocatable object file here");
  return [opts]() {
    user_check(opts->workload.empty() != opts->model.empty(), "inspect needs exactly one of --workload and --model");
    if (!opts->model.empty()) {
      user_check(opts->stage == "graph" || opts->stage == "all",
                 "with --model, --stage is graph (the fused graph, its kernels and tasks); inspect one kernel with "
                 "--workload and the kernel's workload spec");
      std::cout << graph::model_text(graph::load_model(opts->model, import_options(opts->import)));
      return kOk;
    }
    check_stage_name(opts->stage);
    Workload w = workload_from_spec(opts->workload);
    Target target = Target::parse(opts->target);
    ChosenSchedule chosen = choose_schedule_source(w, target, opts->trace, opts->schedule, opts->knobs, opts->db);
    print_stages(std::cout, chosen.schedule, chosen.source, target, opts->stage, opts->object);
    return kOk;
  };
}

}  // namespace ktune::cli
