// The NVPTX back end: libdevice, PTX, and the CUDA toolkit's ptxas as the checker.
//
// PTX is what LLVM makes; whether a GPU can run it is decided by NVIDIA's assembler. Every
// kernel therefore goes through ptxas for its sm_XX when ptxas is installed (it is a checker
// and assembler of the code LLVM generated, not a compiler of source): its verdict, register,
// spill and shared-memory figures are kept with the kernel, and a kernel whose registers times
// threads do not fit in one multiprocessor's register file is refused before anyone tries to
// launch it. The cubin it makes is kept so that a runner need not JIT the PTX.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>

#include <llvm/IRReader/IRReader.h>
#include <llvm/Linker/Linker.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Transforms/Utils/Cloning.h>

#include "GpuBackends.h"
#include "LLVMSupport.h"
#include "ktune/support/Error.h"

namespace ktune {

namespace {

constexpr int64_t kRegistersPerMultiprocessor = 65536;

std::string find_libdevice() {
  if (const char *p = std::getenv("KTUNE_LIBDEVICE")) return p;
  for (const char *p :
       {"/usr/local/cuda/nvvm/libdevice/libdevice.10.bc", "/usr/lib/nvidia-cuda-toolkit/libdevice/libdevice.10.bc"}) {
    if (std::filesystem::exists(p)) return p;
  }
  return "";
}

void link_libdevice(llvm::Module &module, const std::string &kernel) {
  bool needed = false;
  for (auto &fn : module) needed |= fn.isDeclaration() && fn.getName().starts_with("__nv_");
  if (!needed) return;
  std::string path = find_libdevice();
  user_check(!path.empty(), "kernel " << kernel
                                      << " calls math functions from CUDA's libdevice, which is not installed "
                                      << "(set KTUNE_LIBDEVICE to libdevice.10.bc)");
  llvm::SMDiagnostic diag;
  std::unique_ptr<llvm::Module> lib = llvm::parseIRFile(path, diag, module.getContext());
  user_check(lib != nullptr, "cannot read libdevice '" << path << "': " << diag.getMessage().str());
  lib->setTargetTriple(module.getTargetTriple());
  lib->setDataLayout(module.getDataLayout());
  internal_check(!llvm::Linker::linkModules(module, std::move(lib), llvm::Linker::Flags::LinkOnlyNeeded),
                 "linking libdevice into " << kernel << " failed");
  // Only the kernel is visible: the library's functions inline and disappear.
  for (auto &fn : module) {
    if (!fn.isDeclaration() && fn.getName() != kernel) fn.setLinkage(llvm::GlobalValue::InternalLinkage);
  }
  module.addModuleFlag(llvm::Module::Override, "nvvm-reflect-ftz", uint32_t{0});
}

int64_t match_int(const std::string &text, const std::regex &re, int64_t otherwise) {
  std::smatch m;
  return std::regex_search(text, m, re) ? std::stoll(m[1].str()) : otherwise;
}

}  // namespace

std::string find_ptxas() {
  if (const char *p = std::getenv("KTUNE_PTXAS")) return std::filesystem::exists(p) ? p : "";
  if (const char *path = std::getenv("PATH")) {
    std::string dirs = path;
    size_t start = 0;
    while (start <= dirs.size()) {
      size_t end = dirs.find(':', start);
      if (end == std::string::npos) end = dirs.size();
      std::filesystem::path candidate = std::filesystem::path(dirs.substr(start, end - start)) / "ptxas";
      if (end > start && std::filesystem::exists(candidate)) return candidate.string();
      start = end + 1;
    }
  }
  return std::filesystem::exists("/usr/local/cuda/bin/ptxas") ? "/usr/local/cuda/bin/ptxas" : "";
}

void finish_cuda(llvm::Module &module, llvm::TargetMachine &tm, const CodegenOptions &options, CompiledKernel &out) {
  link_libdevice(module, out.symbol);
  optimize_module(module, tm, options.opt_level);
  if (options.keep_llvm_ir) out.llvm_ir = module_text(module);
  out.object = emit_machine_code(module, tm, true);
  if (options.keep_assembly) out.assembly = out.object;

  std::string ptxas = find_ptxas();
  if (ptxas.empty()) return;  // resources stay unreported (-1): no toolkit to ask
  TempDir dir;
  std::string ptx = dir.write(out.symbol + ".ptx", out.object);
  std::string cubin = dir.path() + "/" + out.symbol + ".cubin";
  std::string log;
  int rc = run_program({ptxas, "-arch=" + out.target.cpu, "-v", "-O3", ptx, "-o", cubin}, 120, &log);
  user_check(rc == 0, "ptxas refused the PTX of " << out.symbol << " for " << out.target.cpu << ": " << log);
  std::ifstream in(cubin, std::ios::binary);
  out.cubin.assign(std::istreambuf_iterator<char>(in), {});
  GpuResources &r = out.resources;
  r.registers = static_cast<int>(match_int(log, std::regex(R"(Used (\d+) registers)"), 0));
  r.spill_bytes = match_int(log, std::regex(R"((\d+) bytes spill stores)"), 0) +
                  match_int(log, std::regex(R"((\d+) bytes spill loads)"), 0);
  r.shared_bytes = match_int(log, std::regex(R"((\d+) bytes smem)"), 0);
  r.local_bytes = match_int(log, std::regex(R"((\d+) bytes stack frame)"), 0);
  std::string version;
  run_program({ptxas, "--version"}, 30, &version);
  std::smatch m;
  std::regex release(R"(release ([0-9.]+))");
  r.checked_by = "ptxas " + (std::regex_search(version, m, release) ? m[1].str() + " " : std::string()) +
                 "-arch=" + out.target.cpu;
  int64_t threads = out.launch.threads_per_block();
  user_check(r.registers * threads <= kRegistersPerMultiprocessor,
             "kernel " << out.symbol << " needs " << r.registers << " registers x " << threads
                       << " threads = " << r.registers * threads << " registers per block; a multiprocessor has "
                       << kRegistersPerMultiprocessor << " (use fewer threads or smaller thread tiles)");
}

}  // namespace ktune
