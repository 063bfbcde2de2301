// The library candidates of a workload, and a recorded call made ready to run: one dispatch
// over the libraries ktune knows (OpenBLAS for the GEMMs, oneDNN for convolutions and the
// normalisations). Which library may serve which op is decided in each library's file; this
// file only asks them all.
#include "ktune/library/LibraryCall.h"

#include <cstdlib>

#include "Libraries.h"
#include "ktune/support/Error.h"

namespace ktune {

namespace library {

std::string disabled_by_user(const std::string &name) {
  const char *list = std::getenv("KTUNE_DISABLE_LIBRARIES");
  if (!list) return "";
  std::string text = list;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find(',', start);
    if (end == std::string::npos) end = text.size();
    std::string item = text.substr(start, end - start);
    if (item == name || item == "all") return "turned off by KTUNE_DISABLE_LIBRARIES=" + text;
    start = end + 1;
  }
  return "";
}

}  // namespace library

bool set_library_environment() {
  bool changed = false;
  if (!std::getenv("OPENBLAS_CORETYPE")) {
    __builtin_cpu_init();
    const char *core = __builtin_cpu_supports("avx512f") ? "SkylakeX"
                       : __builtin_cpu_supports("avx2")  ? "Haswell"
                                                         : nullptr;
    if (core) changed |= setenv("OPENBLAS_CORETYPE", core, 0) == 0;
  }
  return changed;
}

bool set_openmp_wait_policy() {
  if (std::getenv("OMP_WAIT_POLICY") || std::getenv("GOMP_SPINCOUNT")) return false;
  return setenv("GOMP_SPINCOUNT", "1000", 0) == 0;
}

nlohmann::json LibraryCall::to_json() const {
  return {{"library", library}, {"version", version}, {"routine", routine}, {"params", params}};
}

LibraryCall LibraryCall::from_json(const nlohmann::json &j, const std::string &where) {
  user_check(j.is_object(), "field \"" << where << "\" must be an object");
  LibraryCall c;
  auto text = [&](const char *name) {
    auto it = j.find(name);
    user_check(it != j.end() && it->is_string() && !it->get<std::string>().empty(),
               "field \"" << where << "." << name << "\" must be a non-empty string");
    return it->get<std::string>();
  };
  c.library = text("library");
  c.version = text("version");
  c.routine = text("routine");
  auto params = j.find("params");
  user_check(params != j.end() && params->is_object(), "field \"" << where << ".params\" must be an object");
  c.params = *params;
  return c;
}

std::string LibraryCall::describe() const {
  std::string s = library + " " + version + " " + routine;
  if (auto f = params.find("formats"); f != params.end() && f->is_string())
    s += " (" + f->get<std::string>() + " formats)";
  if (params.contains("epilogue")) s += " + generated epilogue";
  return s;
}

namespace {

// Every library ktune knows: the target kind it runs on, its status, its candidates, its kernel
// and (where export writes its calls) its exported form. The one list the dispatch below reads;
// candidates come in this order.
struct KnownLibrary {
  const char *name;
  Target::Kind runs_on;
  LibraryStatus (*status)();
  std::vector<LibraryCall> (*candidates)(const Workload &);
  std::unique_ptr<LibraryKernel> (*make)(const LibraryCall &, const Workload &, const Target &);
  ExportedLibraryCall (*exported)(const LibraryCall &, const Workload &);  // null: not exported
};

const KnownLibrary kLibraries[] = {
    {"openblas", Target::Kind::CPU, library::openblas_status, library::openblas_candidates,
     library::make_openblas_kernel, library::openblas_export},
    {"onednn", Target::Kind::CPU, library::onednn_status, library::onednn_candidates, library::make_onednn_kernel,
     library::onednn_export},
    {"cublas", Target::Kind::CUDA, library::cublas_status, library::cublas_candidates, library::make_cublas_kernel,
     library::cublas_export},
    {"cudnn", Target::Kind::CUDA, library::cudnn_status, library::cudnn_candidates, library::make_cudnn_kernel,
     library::cudnn_export},
    {"rocblas", Target::Kind::ROCm, library::rocblas_status, library::rocblas_candidates, library::make_rocblas_kernel,
     nullptr},
    {"miopen", Target::Kind::ROCm, library::miopen_status, library::miopen_candidates, library::make_miopen_kernel,
     nullptr},
};

const KnownLibrary *known_library(const std::string &name) {
  for (const KnownLibrary &l : kLibraries)
    if (name == l.name) return &l;
  return nullptr;
}

}  // namespace

std::vector<LibraryStatus> library_statuses() {
  std::vector<LibraryStatus> out;
  for (const KnownLibrary &l : kLibraries) out.push_back(l.status());
  return out;
}

std::vector<LibraryCall> library_candidates(const Workload &w, const Target &target) {
  if (w.op_name == "custom") return {};
  // A GPU target: the vendor's libraries, which run on the device the harness measures on. A CPU
  // target: the host's own only, since a library picks its kernels by the CPU it runs on, so on
  // another target (llvm -mcpu=x86-64-v2 on an AVX-512 host) it would not run what that
  // target's users get, and the comparison would not be theirs.
  if (target.kind == Target::Kind::CPU && target.str() != Target::host().str()) return {};
  std::vector<LibraryCall> out;
  for (const KnownLibrary &l : kLibraries) {
    if (l.runs_on != target.kind) continue;
    for (LibraryCall &c : l.candidates(w)) out.push_back(std::move(c));
  }
  return out;
}

std::string library_unusable_reason(const LibraryCall &call) {
  // Only the named library is loaded: OpenBLAS starts its threads when it loads, and a process
  // that times a oneDNN call should not have them.
  const KnownLibrary *l = known_library(call.library);
  if (!l) return "ktune does not know library '" + call.library + "'";
  LibraryStatus s = l->status();
  if (!s.found) return call.library + " cannot be used here (" + s.why_not + ")";
  return "";
}

namespace {

// A recorded call is run (or exported) only as ktune would make it for this workload here.
void check_call_fits(const LibraryCall &call, const Workload &w, const Target &target) {
  const KnownLibrary *known = known_library(call.library);
  Target::Kind runs_on = known ? known->runs_on : Target::Kind::CPU;
  user_check(target.kind == runs_on, "library call " << call.describe() << " does not run on target " << target.str());
  std::string why_not = library_unusable_reason(call);
  user_check(why_not.empty(), "library call " << call.describe() << " cannot run here: " << why_not);
  // A recorded call is run only as ktune would make it for this workload here: its parameters
  // (leading dimensions, formats, the epilogue and its arguments) are never trusted on their own.
  // What the library chose (the implementation, OpenBLAS's core) may differ.
  auto comparable = [](const LibraryCall &c) {
    nlohmann::json p = c.params;
    p.erase("implementation");
    p.erase("core");
    return nlohmann::json::array({c.library, c.routine, p});
  };
  bool fits = false;
  for (const LibraryCall &c : library_candidates(w, target)) fits = fits || comparable(c) == comparable(call);
  user_check(fits, "library call " << call.describe() << " does not compute workload " << w.spec
                                   << " here: ktune makes no such call for it on " << target.str());
}

}  // namespace

std::string library_export_unsupported_reason(const LibraryCall &call) {
  if (call.library == "openblas" && call.routine == "cblas_sgemm") return "";
  if (call.library == "onednn" &&
      (call.routine == "dnnl_convolution_forward" || call.routine == "dnnl_softmax_forward" ||
       call.routine == "dnnl_layer_normalization_forward"))
    return "";
  if ((call.library == "cublas" && call.routine.rfind("cublas", 0) == 0) ||
      (call.library == "cudnn" && call.routine == "cudnnConvolutionForward"))
    return "";
  return "ktune export does not write " + call.library + " " + call.routine + " calls";
}

ExportedLibraryCall exported_library_call(const LibraryCall &call, const Workload &w, const Target &target) {
  std::string why_not = library_export_unsupported_reason(call);
  user_check(why_not.empty(), "library call " << call.describe() << ": " << why_not);
  check_call_fits(call, w, target);
  const KnownLibrary *known = known_library(call.library);
  internal_check(known && known->exported, "library " << call.library << " has no exported form");
  return known->exported(call, w);
}

std::unique_ptr<LibraryKernel> LibraryKernel::create(const LibraryCall &call, const Workload &w, const Target &target) {
  check_call_fits(call, w, target);  // the library is known and loads here
  return known_library(call.library)->make(call, w, target);
}

}  // namespace ktune
