// codegen_cpu: a CPU kernel's LLVM IR (CodeGenCPU), the O3 pipeline of the new pass manager,
// and an object file emitted in memory; with the target machine and diagnostics the GPU
// drivers share (LLVMSupport.h).
#include <algorithm>
#include <chrono>
#include <mutex>

#include <llvm/Analysis/CGSCCPassManager.h>
#include <llvm/Analysis/LoopAnalysisManager.h>
#include <llvm/IR/DiagnosticInfo.h>
#include <llvm/IR/DiagnosticPrinter.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/IR/PassManager.h>
#include <llvm/MC/MCSubtargetInfo.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Object/ObjectFile.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/Target/TargetOptions.h>
#include <llvm/Transforms/Utils/Cloning.h>

#include "CodeGenBackends.h"
#include "LLVMSupport.h"
#include "ktune/codegen/CodeGen.h"
#include "ktune/support/Error.h"

namespace ktune {

HostModule::HostModule(const std::string &name, const Target &target)
    : module(name, context), tm(make_target_machine(target)) {
  module.setTargetTriple(target.triple);
  module.setDataLayout(tm->createDataLayout());
}

llvm::GlobalVariable *HostModule::constant(llvm::Constant *init, const std::string &name) {
  return new llvm::GlobalVariable(module, init->getType(), true, llvm::GlobalValue::PrivateLinkage, init, name);
}

llvm::GlobalVariable *HostModule::bytes(const std::string &data, const std::string &name) {
  return constant(llvm::ConstantDataArray::getRaw(data, data.size(), llvm::Type::getInt8Ty(context)), name);
}

std::unique_ptr<llvm::TargetMachine> make_target_machine(const Target &target) {
  initialize_llvm();
  std::string error;
  const llvm::Target *t = llvm::TargetRegistry::lookupTarget(target.triple, error);
  user_check(t != nullptr, "LLVM has no target for '" << target.triple << "': " << error);
  llvm::TargetOptions options;
  options.MCOptions.AsmVerbose = true;  // AMDGPU's .amdhsa directives and comments in assembly
  std::unique_ptr<llvm::TargetMachine> tm(t->createTargetMachine(target.triple, target.cpu, target.features, options,
                                                                 llvm::Reloc::PIC_, std::nullopt,
                                                                 llvm::CodeGenOptLevel::Aggressive));
  user_check(tm != nullptr, "LLVM could not make a target machine for " << target.str());
  user_check(target.cpu.empty() || tm->getMCSubtargetInfo()->isCPUStringValid(target.cpu),
             "target '" << target.str() << "': LLVM does not know the CPU '" << target.cpu << "'");
  return tm;
}

void optimize_module(llvm::Module &module, llvm::TargetMachine &tm, int opt_level) {
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PipelineTuningOptions pto;
  pto.LoopVectorization = true;
  pto.SLPVectorization = true;
  llvm::PassBuilder pb(&tm, pto);
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  llvm::OptimizationLevel level = opt_level >= 3   ? llvm::OptimizationLevel::O3
                                  : opt_level == 2 ? llvm::OptimizationLevel::O2
                                  : opt_level == 1 ? llvm::OptimizationLevel::O1
                                                   : llvm::OptimizationLevel::O0;
  llvm::ModulePassManager mpm =
      level == llvm::OptimizationLevel::O0 ? pb.buildO0DefaultPipeline(level) : pb.buildPerModuleDefaultPipeline(level);
  mpm.run(module, mam);
  // After the pipeline, which is what makes a piece's mask provably false (an edge tile's
  // column mask folds to constants only once its loop is specialised).
  split_masked_loads_with_dead_pieces(module, tm);
}

std::string emit_machine_code(llvm::Module &module, llvm::TargetMachine &tm, bool assembly) {
  llvm::SmallVector<char, 0> buffer;
  llvm::raw_svector_ostream os(buffer);
  llvm::legacy::PassManager pm;
  auto kind = assembly ? llvm::CodeGenFileType::AssemblyFile : llvm::CodeGenFileType::ObjectFile;
  internal_check(!tm.addPassesToEmitFile(pm, os, nullptr, kind), "LLVM cannot emit this file type");
  pm.run(module);
  return std::string(buffer.begin(), buffer.end());
}

DiagnosticCollector::DiagnosticCollector(llvm::LLVMContext &ctx) {
  ctx.setDiagnosticHandlerCallBack(
      [](const llvm::DiagnosticInfo *info, void *context) {
        if (info->getSeverity() != llvm::DS_Error) return;
        std::string text;
        llvm::raw_string_ostream os(text);
        llvm::DiagnosticPrinterRawOStream printer(os);
        info->print(printer);
        auto *errors = static_cast<std::string *>(context);
        *errors += (errors->empty() ? "" : "; ") + os.str();
      },
      &errors_);
}

void DiagnosticCollector::throw_if_any(const std::string &what) const {
  user_check(errors_.empty(), "LLVM refused " << what << ": " << errors_);
}

std::string module_text(const llvm::Module &module) {
  std::string s;
  llvm::raw_string_ostream os(s);
  module.print(os, nullptr);
  return os.str();
}

std::vector<std::string> undefined_symbols(const std::string &object) {
  auto file = llvm::object::ObjectFile::createObjectFile(llvm::MemoryBufferRef(object, "kernel"));
  user_check(static_cast<bool>(file), "not an object file: " << llvm::toString(file.takeError()));
  std::vector<std::string> names;
  for (const llvm::object::SymbolRef &sym : (*file)->symbols()) {
    auto flags = sym.getFlags();
    auto name = sym.getName();
    if (!flags || !name) {
      if (!flags) llvm::consumeError(flags.takeError());
      if (!name) llvm::consumeError(name.takeError());
      continue;
    }
    if ((*flags & llvm::object::SymbolRef::SF_Undefined) && !name->empty()) names.push_back(name->str());
  }
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  return names;
}

CompiledKernel codegen_cpu(const LoweredFunc &f, const Target &target, const CodegenOptions &options) {
  user_check(target.kind == Target::Kind::CPU, "codegen_cpu for the non-CPU target " << target.str());
  auto start = std::chrono::steady_clock::now();
  auto tm = make_target_machine(target);
  llvm::LLVMContext ctx;
  DiagnosticCollector diagnostics(ctx);
  auto module = std::make_unique<llvm::Module>(f.name, ctx);
  module->setTargetTriple(target.triple);
  module->setDataLayout(tm->createDataLayout());
  CodeGenCPU cg(ctx, *module, target);
  cg.add_function(f);
  optimize_module(*module, *tm, options.opt_level);

  CompiledKernel out;
  out.symbol = f.name;
  out.target = target;
  if (options.keep_llvm_ir) out.llvm_ir = module_text(*module);
  if (options.keep_assembly) {
    auto copy = llvm::CloneModule(*module);
    out.assembly = emit_machine_code(*copy, *tm, true);
  }
  out.object = emit_machine_code(*module, *tm, false);
  diagnostics.throw_if_any("kernel " + f.name);
  out.compile_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

}  // namespace ktune
