// LLVM set-up shared by the back ends (private to codegen/).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Target/TargetMachine.h>

#include "ktune/codegen/CodeGen.h"
#include "ktune/target/Target.h"

namespace ktune {

std::unique_ptr<llvm::TargetMachine> make_target_machine(const Target &target);
/** The new pass manager's pipeline at opt_level, then the x86 AVX/AVX2 masked-load workaround. */
void optimize_module(llvm::Module &module, llvm::TargetMachine &tm, int opt_level);
/** Rewrites masked loads that LLVM 19's AVX/AVX2 back end would turn into unmasked ones (see
 * SplitMaskedLoads.cpp). Does nothing for other targets. */
void split_masked_loads_with_dead_pieces(llvm::Module &module, const llvm::TargetMachine &tm);
std::string emit_machine_code(llvm::Module &module, llvm::TargetMachine &tm, bool assembly);
std::string module_text(const llvm::Module &module);

/** A module of host-side data and entry points (lookup and model tables, the GPU and library
 * call stubs): its own context, the target's triple and data layout, and the target machine
 * that emits it as an object file. */
struct HostModule {
  llvm::LLVMContext context;
  llvm::Module module;
  std::unique_ptr<llvm::TargetMachine> tm;
  HostModule(const std::string &name, const Target &target);
  /** A private, read-only global holding init (a table, a string, a descriptor's data). */
  llvm::GlobalVariable *constant(llvm::Constant *init, const std::string &name = "");
  /** The bytes as a private, read-only byte array (an image, a block of names). */
  llvm::GlobalVariable *bytes(const std::string &data, const std::string &name);
  std::string object() { return emit_machine_code(module, *tm, false); }
};
/** Collects the errors LLVM reports through its context while compiling (LLVM's default
 * handler would end the process): install before code generation, then throw_if_any. */
class DiagnosticCollector {
 public:
  explicit DiagnosticCollector(llvm::LLVMContext &ctx);
  /** Throws UserError with the errors, naming what was compiled, if there were any. */
  void throw_if_any(const std::string &what) const;

 private:
  std::string errors_;
};

}  // namespace ktune
