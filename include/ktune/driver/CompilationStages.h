// Printing a kernel's compilation stage by stage (ktune inspect and ktune explain).
#pragma once

#include <ostream>
#include <string>

#include "ktune/codegen/CodeGen.h"
#include "ktune/schedule/Schedule.h"
#include "ktune/target/Target.h"

namespace ktune::cli {

/** The stages print_stages knows: te, trace, passes, loops, llvm, asm, all. Throws UserError
 * naming them for anything else. */
void check_stage_name(const std::string &stage);

/** Prints the stage (or all of them, each under a ==== header): the tensor IR, the schedule's
 * trace (from `source`), the loop IR after every pass or the final one, the optimised LLVM IR,
 * the assembly. With object_path, also writes the kernel's object file there. */
/** For GPU kernels: the launch and what the vendor toolchain said (registers, spills, shared
 * memory), as assembly comments. */
std::string gpu_summary(const CompiledKernel &k);

void print_stages(std::ostream &os, const Schedule &schedule, const std::string &source, const Target &target,
                  const std::string &stage, const std::string &object_path = "");

}  // namespace ktune::cli
