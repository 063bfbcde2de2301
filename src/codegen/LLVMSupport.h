// LLVM set-up shared by the back ends (private to codegen/).
#pragma once

#include <memory>
#include <string>

#include <llvm/IR/Module.h>
#include <llvm/Target/TargetMachine.h>

#include "ktune/codegen/Target.h"

namespace ktune {

void initialize_llvm();
std::unique_ptr<llvm::TargetMachine> make_target_machine(const Target &target);
void optimize_module(llvm::Module &module, llvm::TargetMachine &tm, int opt_level);
std::string emit_machine_code(llvm::Module &module, llvm::TargetMachine &tm, bool assembly);
std::string module_text(const llvm::Module &module);

}  // namespace ktune
