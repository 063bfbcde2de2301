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
  if (!std::getenv("OMP_PROC_BIND")) changed |= setenv("OMP_PROC_BIND", "true", 0) == 0;
  return changed;
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
  if (params.contains("formats")) s += " (" + params["formats"].get<std::string>() + " formats)";
  if (params.contains("epilogue")) s += " + generated epilogue";
  return s;
}

std::vector<LibraryStatus> library_statuses() { return {library::openblas_status(), library::onednn_status()}; }

std::vector<LibraryCall> library_candidates(const Workload &w, const Target &target) {
  if (target.kind != Target::Kind::CPU || w.op_name == "custom") return {};
  std::vector<LibraryCall> out = library::openblas_candidates(w);
  for (LibraryCall &c : library::onednn_candidates(w)) out.push_back(std::move(c));
  return out;
}

std::string library_unusable_reason(const LibraryCall &call) {
  // Only the named library is loaded: OpenBLAS starts its threads when it loads, and a process
  // that times a oneDNN call should not have them.
  LibraryStatus s;
  if (call.library == "openblas")
    s = library::openblas_status();
  else if (call.library == "onednn")
    s = library::onednn_status();
  else
    return "ktune does not know library '" + call.library + "'";
  if (!s.found) return call.library + " cannot be used here (" + s.why_not + ")";
  return "";
}

std::unique_ptr<LibraryKernel> LibraryKernel::create(const LibraryCall &call, const Workload &w, const Target &target) {
  user_check(target.kind == Target::Kind::CPU,
             "library call " << call.describe() << ": library candidates run on CPU targets only");
  std::string why_not = library_unusable_reason(call);
  user_check(why_not.empty(), "library call " << call.describe() << " cannot run here: " << why_not);
  if (call.library == "openblas") return library::make_openblas_kernel(call, w, target);
  return library::make_onednn_kernel(call, w, target);
}

}  // namespace ktune
