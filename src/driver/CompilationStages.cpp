#include "ktune/driver/CompilationStages.h"

#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

#include "ktune/driver/Driver.h"
#include "ktune/ir/IRPrinter.h"
#include "ktune/support/Error.h"

namespace ktune::cli {

void check_stage_name(const std::string &stage) {
  static const std::set<std::string> stages = {"te", "trace", "passes", "loops", "llvm", "asm", "all"};
  user_check(stages.count(stage),
             "--stage must be one of te, trace, passes, loops, llvm, asm, all; got '" << stage << "'");
}

std::string gpu_summary(const CompiledKernel &k) {
  const GpuLaunch &l = k.launch;
  const GpuResources &r = k.resources;
  std::ostringstream os;
  const char *c = k.target.kind == Target::Kind::CUDA ? "//" : ";";
  os << c << " launch: grid " << l.grid[0] << "x" << l.grid[1] << "x" << l.grid[2] << ", block " << l.block[0] << "x"
     << l.block[1] << "x" << l.block[2] << " (" << l.threads_per_block() << " threads), " << l.shared_bytes
     << " bytes of shared memory\n";
  if (r.checked_by.empty()) {
    os << c << " resources: not checked (ptxas is not installed)\n";
  } else {
    os << c << " " << r.checked_by << ": " << r.registers
       << (k.target.kind == Target::Kind::CUDA ? " registers" : " VGPRs");
    if (r.scalar_registers >= 0) os << ", " << r.scalar_registers << " SGPRs";
    os << ", " << r.spill_bytes << (k.target.kind == Target::Kind::CUDA ? " bytes spilled" : " bytes of scratch")
       << ", " << r.shared_bytes << " bytes shared";
    if (r.local_bytes >= 0) os << ", " << r.local_bytes << " bytes of stack";
    os << "\n";
  }
  return os.str();
}

void print_stages(std::ostream &os, const Schedule &schedule, const std::string &source, const Target &target,
                  const std::string &stage, const std::string &object_path) {
  check_stage_name(stage);
  const Workload &w = schedule.workload();
  bool all = stage == "all";
  auto header = [&](const std::string &title) {
    if (all) os << "==== " << title << " ====\n";
  };
  if (all || stage == "te") {
    header("tensor IR: " + (w.op_name == "custom" ? std::string("user DAG") : w.spec) + " (key " + w.key() + ")");
    os << print_tensor_ir(w);
  }
  if (all || stage == "trace") {
    header("schedule: " + source);
    os << schedule.trace().to_json().dump(2) << "\n";
  }
  if ((stage == "te" || stage == "trace") && object_path.empty()) return;
  LowerLog log;
  CodegenOptions co;
  co.keep_llvm_ir = all || stage == "llvm";
  co.keep_assembly = all || stage == "asm";
  CompiledKernel k = build_kernel(schedule, target, co, &log);
  if (!object_path.empty()) {
    std::ofstream out(object_path, std::ios::binary);
    out.write(k.object.data(), static_cast<std::streamsize>(k.object.size()));
    user_check(out.good(), "cannot write the object file '" << object_path << "'");
    std::cerr << "wrote " << k.object.size() << " bytes of object code (" << k.symbol << ", " << k.symbol
              << "_packed) to " << object_path << "\n";
  }
  if (stage == "te" || stage == "trace") return;
  if (stage == "passes") {
    for (auto &[pass, text] : log) os << "==== after " << pass << " ====\n" << text;
  }
  if (all || stage == "loops") {
    header("loop IR: " + k.symbol);
    os << log.back().second;
  }
  if (all || stage == "llvm") {
    header("LLVM IR (optimised)");
    os << k.llvm_ir;
  }
  if (all || stage == "asm") {
    bool gpu = target.kind != Target::Kind::CPU;
    header(std::string(target.kind == Target::Kind::CUDA ? "PTX" : "assembly") + " (" + target.str() + ")");
    if (gpu) os << gpu_summary(k);
    os << k.assembly;
  }
}

}  // namespace ktune::cli
