// The path from a schedule to a checked, timed kernel on this machine, used by the command
// line, the tests and the benchmarks.
#pragma once

#include <functional>

#include <string>
#include <vector>

#include "ktune/codegen/CodeGen.h"
#include "ktune/lower/Lower.h"
#include "ktune/runtime/Module.h"
#include "ktune/runtime/NDArray.h"
#include "ktune/schedule/Schedule.h"

namespace ktune {

/** Lowers and compiles a schedule for a CPU target; the kernel is named by kernel_name(). */
CompiledKernel build_kernel(const Schedule &sch, const Target &target, const CodegenOptions &options = {},
                            LowerLog *log = nullptr);

/** Random inputs (fixed seed) and zeroed outputs for a workload's arguments, in order. */
std::vector<NDArray> make_arguments(const Workload &w, uint64_t seed = 42);

/** Runs the kernel once on args and the reference on the same inputs; returns the relative
 * error of each output (see relative_error). */
std::vector<double> check_against_reference(const Workload &w, const LoadedKernel &kernel, std::vector<NDArray> &args);
/** The same for any callable taking one pointer per argument (a library call). */
std::vector<double> check_against_reference(const Workload &w, const std::function<void(void **)> &call,
                                            std::vector<NDArray> &args);

/** Tolerance of the correctness check for a dtype (1e-4 for f32). */
double tolerance_for(DataType t);
/** Tolerance of the correctness check of a workload's outputs: its first output's dtype's, or
 * the 16-bit types' (1e-2) where its products may be rounded to TF32 (MathMode::Tf32). */
double tolerance_for(const Workload &w);

}  // namespace ktune
