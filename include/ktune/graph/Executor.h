// A model compiled for a CPU and run end to end: every kernel loaded once, the weights prepared
// once, the intermediate values in one workspace reused by liveness.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "ktune/graph/Model.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/runtime/Module.h"
#include "ktune/schedule/Schedule.h"
#include "ktune/target/Target.h"

namespace ktune::graph {

/** Where each kernel output lives during a run (MemoryPlan.cpp). */
struct MemoryPlan {
  struct Slot {
    int value = -1;      // the storage value (a kernel's output)
    int64_t offset = 0;  // in the workspace, 64-byte aligned
    int64_t bytes = 0;
    int first = 0, last = 0;  // the kernels that write it and that read it last
  };
  /** Intermediate values: every kernel output that is not (the storage of) a graph output. */
  std::vector<Slot> slots;
  /** The workspace: the peak of live intermediates as placed. */
  int64_t workspace_bytes = 0;
  /** What the intermediates take without reuse, for comparison. */
  int64_t unshared_bytes = 0;
  /** The slot of a storage value, or nullptr (a graph input, constant or output). */
  const Slot *slot_of(int value) const;
};

/** Places every intermediate of m in one workspace: a value lives from the kernel that writes it
 * to the last kernel that reads it (directly or through a view), and a value whose life has
 * ended leaves its bytes to later ones (best fit, then the end of the workspace). A kernel's
 * output never shares bytes with its inputs. */
MemoryPlan plan_memory(const Model &m);

/** Where a kernel argument (or a graph output) is during a run. */
struct ArgPlace {
  enum class Kind { Constant, Input, Workspace, Output, None } kind = Kind::None;
  const NDArray *constant = nullptr;  // Constant: the weights or a prepared array (owned by the Model)
  int index = 0;                      // Input, Output: the graph input or output index
  int64_t offset = 0;                 // Workspace
};

/** For each kernel of m (in order), where each workload argument and then its output is. */
std::vector<std::vector<ArgPlace>> argument_places(const Model &m, const MemoryPlan &plan);

/** For each graph output, where to copy it from after the kernels ran (a graph input or a
 * constant passed through), or Kind::None when a kernel writes it. */
std::vector<ArgPlace> output_copies(const Model &m, const MemoryPlan &plan);

/** Where a kernel's schedule came from. */
struct ScheduleInfo {
  /** "database", "shipped" or "template" (SchedulePolicy.h's rules), or the caller's word. */
  std::string rule = "template";
  /** In words: which record or template, and why. */
  std::string reason;
  int64_t record_id = -1;       // the database record, if any
  std::string record_location;  // a shipped record: "FILE:LINE" (shipped records have no id)
  double record_seconds = 0;    // its measured median
  std::string device;           // where it was measured
  /** The kernel is a vendor library call: the call in words ("openblas 0.3.21 cblas_sgemm");
   * empty for a generated kernel. */
  std::string library;
};

struct KernelSchedule {
  /** The generated kernel's schedule; with a library call, the best generated one, which runs
   * instead when the call cannot be made here (LibraryKernel::create refuses it). */
  Schedule schedule;
  ScheduleInfo info;
  /** The fastest record is a library call (and the chooser takes them). */
  std::optional<LibraryCall> library;
  /** The choice for `schedule` when `library` is set. */
  ScheduleInfo generated_info;
};

/** Chooses each unique workload's kernel for a target: a schedule, or a library call where the
 * chooser takes them (the CLI and Python pass the database policy; template_chooser() uses the
 * templates' defaults). */
using ScheduleChooser = std::function<KernelSchedule(const Workload &, const Target &)>;
ScheduleChooser template_chooser();

class CompiledModel {
 public:
  struct CompiledKernel {
    const GraphKernel *kernel = nullptr;
    std::string symbol;  // the compiled function: the name of the first kernel of its workload
    ScheduleInfo chosen;
    // One of the two, shared by the kernels of one workload: the compiled kernel, or the
    // library call (its primitives made once, with its generated epilogue).
    std::shared_ptr<LoadedKernel> loaded;
    std::shared_ptr<LibraryKernel> library_call;
  };

  /** Compiles each unique workload once (in process, LLVM) with the chosen schedule, or makes
   * its chosen library call ready (falling back to the generated kernel, with the reason in
   * `chosen.reason`, when the library cannot make it here). */
  CompiledModel(Model model, const Target &target, const ScheduleChooser &choose);

  const Model &model() const { return *model_; }
  const MemoryPlan &plan() const { return plan_; }
  const std::vector<CompiledKernel> &kernels() const { return kernels_; }
  const Target &target() const { return target_; }

  /** Runs every kernel in order on the inputs (one per graph input, in order: shape and dtype
   * checked, UserError naming the input otherwise) and returns the outputs. Not reentrant: one
   * run at a time per CompiledModel (the workspace is its own). */
  std::vector<NDArray> run(const std::vector<NDArray> &inputs);

  /** Each kernel's median seconds over `repeat` runs of the whole model on these inputs, in
   * kernel order, and the median seconds of the whole run. */
  std::vector<double> profile(const std::vector<NDArray> &inputs, int repeat, double *model_seconds);

 private:
  std::shared_ptr<const Model> model_;
  Target target_;
  MemoryPlan plan_;
  std::vector<CompiledKernel> kernels_;
  NDArray workspace_;
  std::vector<std::vector<ArgPlace>> places_;  // per kernel: its arguments, then its output
  std::vector<ArgPlace> output_copies_;        // graph outputs no kernel writes (an input, a constant)
  void check_inputs(const std::vector<NDArray> &inputs) const;
  std::vector<NDArray> make_outputs() const;
  void call_kernel(size_t k, const std::vector<NDArray> &inputs, const std::vector<NDArray> &outputs) const;
  void finish_outputs(const std::vector<NDArray> &inputs, const std::vector<NDArray> &outputs) const;
};

}  // namespace ktune::graph
