// ktune inspect: show what each stage of the compiler decided for a kernel.
#include <fstream>
#include <iostream>
#include <set>

#include "Commands.h"
#include "ScheduleSource.h"
#include "ktune/Driver.h"
#include "ktune/ir/IRPrinter.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

namespace ktune::cli {

CommandRunner add_inspect_command(CLI::App &app) {
  struct Options {
    std::string workload, target = "llvm", trace, schedule = "auto", stage = "all", object;
    std::vector<std::string> knobs;
    std::string db;
  };
  auto opts = std::make_shared<Options>();
  CLI::App *cmd = app.add_subcommand("inspect", "Print the IR of a kernel at each stage of compilation");
  cmd->add_option("--workload,-w", opts->workload, "Workload spec")->required();
  cmd->add_option("--target,-t", opts->target, "Target")->capture_default_str();
  cmd->add_option("--trace", opts->trace, "Schedule trace (JSON) to replay");
  cmd->add_option("--schedule", opts->schedule, "Without --trace: default, template or auto")->capture_default_str();
  cmd->add_option("--db", opts->db, "With --schedule auto: use the best record of this device in this tuning database");
  cmd->add_option("--knob", opts->knobs, "A template knob NAME=VALUE overriding its default (repeatable), e.g. --knob mr=6");
  cmd->add_option("--stage", opts->stage,
                  "te (tensor IR), trace, passes (loop IR after every pass), loops (final loop IR), "
                  "llvm (optimised LLVM IR), asm (assembly) or all")
      ->capture_default_str();
  cmd->add_option("--object,-o", opts->object, "Also write the kernel's relocatable object file here");
  return [opts]() {
    const std::string &stage = opts->stage;
    static const std::set<std::string> stages = {"te", "trace", "passes", "loops", "llvm", "asm", "all"};
    user_check(stages.count(stage), "--stage must be one of te, trace, passes, loops, llvm, asm, all; got '"
                                        << stage << "'");
    Workload w = workload_from_spec(opts->workload);
    Target target = Target::parse(opts->target);
    ChosenSchedule chosen = choose_schedule(w, target, opts->trace, opts->schedule, opts->knobs, opts->db);
    bool all = stage == "all";
    auto header = [&](const std::string &title) {
      if (all) std::cout << "==== " << title << " ====\n";
    };
    if (all || stage == "te") {
      header("tensor IR: " + w.spec + " (key " + w.key() + ")");
      std::cout << print_tensor_ir(w);
    }
    if (all || stage == "trace") {
      header("schedule: " + chosen.source);
      std::cout << chosen.schedule.trace().to_json().dump(2) << "\n";
    }
    if ((stage == "te" || stage == "trace") && opts->object.empty()) return kOk;
    LowerLog log;
    CodegenOptions co;
    co.keep_llvm_ir = all || stage == "llvm";
    co.keep_assembly = all || stage == "asm";
    CompiledKernel k = build_kernel(chosen.schedule, target, co, &log);
    if (!opts->object.empty()) {
      std::ofstream out(opts->object, std::ios::binary);
      out.write(k.object.data(), static_cast<std::streamsize>(k.object.size()));
      user_check(out.good(), "cannot write the object file '" << opts->object << "'");
      std::cerr << "wrote " << k.object.size() << " bytes of object code (" << k.symbol << ", " << k.symbol
                << "_packed) to " << opts->object << "\n";
    }
    if (stage == "te" || stage == "trace") return kOk;
    if (stage == "passes") {
      for (auto &[pass, text] : log) std::cout << "==== after " << pass << " ====\n" << text;
    }
    if (all || stage == "loops") {
      header("loop IR: " + k.symbol);
      std::cout << log.back().second;
    }
    if (all || stage == "llvm") {
      header("LLVM IR (optimised)");
      std::cout << k.llvm_ir;
    }
    if (all || stage == "asm") {
      header("assembly (" + target.str() + ")");
      std::cout << k.assembly;
    }
    return kOk;
  };
}

}  // namespace ktune::cli
