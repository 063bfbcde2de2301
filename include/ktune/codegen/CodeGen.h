// Code generation from loop IR to machine code through LLVM.
#pragma once

#include <string>
#include <vector>

#include "ktune/codegen/Target.h"
#include "ktune/lower/Lower.h"

namespace ktune {

struct CodegenOptions {
  int opt_level = 3;
  bool keep_llvm_ir = false;   // the optimised LLVM IR, for inspect
  bool keep_assembly = false;  // the target assembly, for inspect
};

/** A compiled kernel: relocatable object bytes that can move between processes, plus the
 * text forms asked for. The object defines two functions:
 *   void <symbol>(T0 *arg0, T1 *arg1, ...)       one pointer per buffer, no aliasing
 *   void <symbol>_packed(void **args)            the same, from an array of pointers */
struct CompiledKernel {
  std::string symbol;
  std::string object;
  std::string llvm_ir;
  std::string assembly;
  Target target;
  double compile_seconds = 0;
};

/** Generates LLVM IR for the host or a named x86-64 CPU, optimises it at O3 with the new pass
 * manager and emits an object file, all in process. */
CompiledKernel codegen_cpu(const LoweredFunc &f, const Target &target,
                           const CodegenOptions &options = {});

/** One row of an exported library's lookup table. */
struct LookupEntry {
  std::string op;        // "dense"
  std::string params;    // every parameter: "M=128,N=3072,K=768,bias=1,act=gelu,dtype=f32"
  std::string required;  // those a caller must give: no default, or not at it
  std::string symbol;    // the kernel; the table points at <symbol>_packed
};

/** An object file defining `void (*<library>_lookup(const char *op, const char *params))(void **)`
 * over the entries (matching through the export runtime's ktune_runtime_lookup) and
 * `int64_t <library>_kernel_count(void)`. */
std::string codegen_lookup_table(const std::string &library, const std::vector<LookupEntry> &entries,
                                 const Target &target);

}  // namespace ktune
