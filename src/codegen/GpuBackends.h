// The two GPU back ends behind codegen_gpu (private to codegen/).
#pragma once

#include <memory>
#include <string>

#include <llvm/IR/Module.h>
#include <llvm/Target/TargetMachine.h>

#include "ktune/codegen/CodeGen.h"

namespace ktune {

/** NVPTX: links libdevice when the kernel calls __nv_* functions, optimizes, emits PTX into
 * out.object (and out.assembly), then checks and assembles it with ptxas when it is installed,
 * filling out.resources and out.cubin and refusing a kernel over the device's limits. */
void finish_cuda(llvm::Module &module, llvm::TargetMachine &tm, const CodegenOptions &options, CompiledKernel &out);

/** AMDGPU: optimizes, emits the object, links it with LLD into a code object (out.object),
 * checks the ELF's kernel descriptor and fills out.resources from the kernel's metadata. */
void finish_rocm(llvm::Module &module, llvm::TargetMachine &tm, const CodegenOptions &options, CompiledKernel &out);

/** Runs a program (argv[0] a path) with a time limit; returns its exit status (-1 when it
 * could not run or ran out of time) and stdout+stderr. */
int run_program(const std::vector<std::string> &argv, double timeout_s, std::string *output);

/** A fresh private temporary directory, removed by the destructor. */
class TempDir {
 public:
  TempDir();
  ~TempDir();
  const std::string &path() const { return path_; }
  std::string write(const std::string &name, const std::string &bytes) const;

 private:
  std::string path_;
};

}  // namespace ktune
