// The AMDGPU back end: an object from LLVM, a code object from LLD, and its kernel metadata.
//
// A ROCm kernel is loaded from a code object: a shared ELF for EM_AMDGPU holding the kernel's
// code and its kernel descriptor (<name>.kd). LLVM makes the relocatable object and LLD, in
// process, links it; the result is checked (an AMDGPU ELF that defines the descriptor) and the
// kernel's register and memory figures are read from the back end's .amdhsa directives, kept
// like ptxas's figures for CUDA. No AMD GPU or ROCm installation is needed for any of this.
#include <fstream>
#include <regex>

#include <llvm/Object/ELFObjectFile.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Transforms/Utils/Cloning.h>

#include "GpuBackends.h"
#include "LLVMSupport.h"
#include "ktune/support/Error.h"

namespace ktune {

namespace {

int64_t directive(const std::string &assembly, const std::string &name) {
  std::smatch m;
  std::regex re("\\." + name + "\\s+(\\d+)");
  return std::regex_search(assembly, m, re) ? std::stoll(m[1].str()) : -1;
}

void check_code_object(const std::string &bytes, const std::string &symbol) {
  auto buffer = llvm::MemoryBuffer::getMemBuffer(llvm::StringRef(bytes.data(), bytes.size()), symbol, false);
  auto object = llvm::object::ObjectFile::createELFObjectFile(buffer->getMemBufferRef());
  internal_check(static_cast<bool>(object),
                 "the code object of " << symbol << " is not an ELF file: " << llvm::toString(object.takeError()));
  auto *elf = llvm::dyn_cast<llvm::object::ELF64LEObjectFile>(object->get());
  internal_check(elf && elf->getELFFile().getHeader().e_machine == llvm::ELF::EM_AMDGPU &&
                     elf->getELFFile().getHeader().e_type == llvm::ELF::ET_DYN,
                 "the code object of " << symbol << " is not an AMDGPU shared object");
  bool has_descriptor = false;
  for (const auto &sym : elf->symbols()) {
    auto name = sym.getName();
    if (name && *name == symbol + ".kd") has_descriptor = true;
  }
  internal_check(has_descriptor, "the code object of " << symbol << " has no kernel descriptor " << symbol << ".kd");
}

}  // namespace

void finish_rocm(llvm::Module &module, llvm::TargetMachine &tm, const CodegenOptions &options, CompiledKernel &out) {
  optimize_module(module, tm, options.opt_level);
  if (options.keep_llvm_ir) out.llvm_ir = module_text(module);
  auto copy = llvm::CloneModule(module);
  std::string assembly = emit_machine_code(*copy, tm, true);
  if (options.keep_assembly) out.assembly = assembly;
  std::string object = emit_machine_code(module, tm, false);

  TempDir dir;
  std::string obj = dir.write(out.symbol + ".o", object);
  std::string hsaco = dir.path() + "/" + out.symbol + ".hsaco";
  link_with_lld({"-shared", "--no-undefined", obj, "-o", hsaco}, "the code object of " + out.symbol);
  std::ifstream in(hsaco, std::ios::binary);
  out.object.assign(std::istreambuf_iterator<char>(in), {});
  check_code_object(out.object, out.symbol);

  GpuResources &r = out.resources;
  r.registers = static_cast<int>(directive(assembly, "amdhsa_next_free_vgpr"));
  r.scalar_registers = static_cast<int>(directive(assembly, "amdhsa_next_free_sgpr"));
  r.shared_bytes = directive(assembly, "amdhsa_group_segment_fixed_size");
  r.spill_bytes = directive(assembly, "amdhsa_private_segment_fixed_size");
  r.checked_by = "LLVM AMDGPU " + out.target.cpu + " + LLD";
}

}  // namespace ktune
