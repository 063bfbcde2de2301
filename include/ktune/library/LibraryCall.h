// Vendor libraries as candidates: the other answer to "how is this workload computed". A
// candidate is a schedule (a trace, compiled by ktune) or a library call (a routine of a vendor
// library, plus a ktune-generated epilogue where the library computes only the GEMM or the
// convolution); both are measured by the same harness and stored in the same database, and
// the faster correct one is used. Libraries are loaded at run time (dlopen), never linked, so
// ktune builds and runs where they are missing and says so.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "ktune/codegen/CodeGen.h"
#include "ktune/ir/Workload.h"
#include "ktune/target/Target.h"

namespace ktune {

/** One library candidate, as kept in a tuning record: which library (and the version that was
 * measured), which routine, and its parameters (transposes, leading dimensions, the memory
 * formats, the implementation the library chose, the epilogue ktune generates after it). */
struct LibraryCall {
  std::string library;  // "openblas", "onednn", "cublas", "cudnn", "rocblas", "miopen"
  std::string version;  // the library's own version string, e.g. "0.3.21"
  std::string routine;  // "cblas_sgemm", "dnnl_convolution_forward", ...
  nlohmann::json params = nlohmann::json::object();

  nlohmann::json to_json() const;
  /** Throws UserError naming the missing or mistyped field (prefixed with where). */
  static LibraryCall from_json(const nlohmann::json &j, const std::string &where = "library");
  /** "openblas 0.3.21 cblas_sgemm" (+ " + generated epilogue" when there is one). */
  std::string describe() const;
};

/** Sets what the libraries read when they load, unless the user set it: OPENBLAS_CORETYPE, the
 * kernels of this CPU's instruction set (OpenBLAS 0.3.21 runs its SSE3 kernels on a CPU model
 * newer than itself). True when it set it. ktune calls it before it loads a library; a program that links one
 * itself (bench_cpu's peers) calls it first thing and re-executes itself when it returns true,
 * since a linked library reads its environment before main. */
bool set_library_environment();

/** OpenMP's wait policy for ktune's oneDNN calls: unless the user set OMP_WAIT_POLICY or
 * GOMP_SPINCOUNT, sets GOMP_SPINCOUNT=1000; true when it set it. libgomp's threads (oneDNN's,
 * on Debian) otherwise spin for 300000 rounds after each parallel region, on the cores where
 * ktune's own thread pool runs the next kernel: in a model (a oneDNN layer normalization between
 * generated GEMMs) that made the BERT layer 1.5x slower on 2 cores, and it makes a oneDNN call
 * measured alone look faster than it is between other kernels. 1000 rounds keep back-to-back
 * oneDNN calls fast (a passive policy made a 128x768 layer normalization 10x slower). libgomp
 * reads it once, when it is loaded: the ktune program (which links XGBoost, and with it libgomp)
 * calls this first thing and re-executes itself when it returns true; Python's `import ktune`
 * sets it before its extension loads; oneDNN's loader calls it (the measurement workers load
 * libgomp only with oneDNN); an exported library's runtime sets it before it loads oneDNN. */
bool set_openmp_wait_policy();

/** A library as found (or not) in this process. */
struct LibraryStatus {
  std::string name;     // "openblas", "onednn"
  std::string purpose;  // what ktune calls it for
  bool found = false;
  std::string version;  // when found
  std::string file;     // the file dlopen loaded
  std::string why_not;  // when not found: the names tried
};
/** Every library ktune knows, loaded on first use (for `ktune targets`). */
std::vector<LibraryStatus> library_statuses();

/** The library candidates of a workload on a target: OpenBLAS and oneDNN on the host's own CPU
 * target, cuBLAS and cuDNN on a CUDA target, rocBLAS and MIOpen on a ROCm target; none where no
 * library applies (another op, a dtype or layout the library does not take, another CPU than the
 * host's) or none is installed. Only the library is loaded to list them, never a device. */
std::vector<LibraryCall> library_candidates(const Workload &w, const Target &target);

/** Empty when the call's library loads here; else why not (not installed, turned off, a
 * library ktune does not know). A record of such a call is kept but never used. Whether the
 * call fits a workload is LibraryKernel::create's check. */
std::string library_unusable_reason(const LibraryCall &call);

/** Empty when `ktune export` can write the call into an exported library; else why not. An
 * exported library loads the vendor library itself at its first call (dlopen, like the GPU
 * driver), so it links against nothing new: OpenBLAS's cblas_sgemm, oneDNN's convolution,
 * softmax and layer normalization, cuBLAS's GEMMs and cuDNN's convolution are written; rocBLAS
 * and MIOpen calls are not (an exported ROCm library holds generated kernels only). */
std::string library_export_unsupported_reason(const LibraryCall &call);

/** A library call as an exported library makes it (export/, src/runtime/export/LibraryCalls.c):
 * the routine and its parameters, and the generated epilogue Y = act(D + bias + R) (arguments
 * D, [bias], [R], Y) that export compiles with its op template's schedule, as ktune measured it;
 * none without an epilogue. */
struct ExportedLibraryCall {
  LibraryStub call;  // epilogue_symbol is export's to fill
  std::optional<Workload> epilogue;
};
/** The exported form of `call` for workload `w` on `target`: UserError when the call cannot be
 * exported (library_export_unsupported_reason), its library is not loadable here, or it is not
 * the call ktune makes for the workload here (as LibraryKernel::create checks). */
ExportedLibraryCall exported_library_call(const LibraryCall &call, const Workload &w, const Target &target);

/** A library call made ready for one workload: the library's handles, its primitive, the
 * scratch buffer and the compiled epilogue. */
class LibraryKernel {
 public:
  /** Throws UserError when the call does not fit the workload or the library cannot run it. */
  static std::unique_ptr<LibraryKernel> create(const LibraryCall &call, const Workload &w, const Target &target);
  virtual ~LibraryKernel() = default;
  /** One pointer per buffer of the workload, inputs then outputs (like a kernel's _packed); on
   * a CUDA target, device pointers (CUdeviceptr values) of the current context, and the call is
   * queued on the default stream (time it with events, as the GPU runner does). */
  virtual void call_packed(void **args) = 0;
};

}  // namespace ktune
