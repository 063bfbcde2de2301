// manifest.json: for every exported symbol, the workload it computes, the target and device,
// the database record and its measurement, the trace that rebuilds it (or, for a library call,
// the call and the files it loads), and when, where and by which ktune it was tuned. `ktune explain` reads it back.
#include "ktune/database/Host.h"
#include "ktune/export/Export.h"
#include "ktune/ir/WorkloadJson.h"

namespace ktune {

nlohmann::json record_provenance_json(const TuningRecord &r, const Workload &w, const std::string &database) {
  return {{"id", r.id},
          {"database", database},
          {"target", r.target},
          {"device", r.device.to_json()},
          {"device_hash", r.device.hash()},
          {"knobs", r.knobs},
          {"median_cost_s", r.median_cost()},
          {"costs_s", r.costs},
          {"gflops", w.flops > 0 ? w.flops / r.median_cost() / 1e9 : 0.0},
          {"tuned_at", r.timestamp},
          {"tuned_on_host", r.host},
          {"tuned_with_ktune", r.ktune_version},
          {"provenance", r.provenance}};
}

nlohmann::json make_manifest(const ExportRequest &request, const Target &target,
                             const std::vector<KernelChoice> &kernels) {
  using json = nlohmann::json;
  json list = json::array();
  for (auto &k : kernels) {
    const Workload &w = k.workload;
    json args = json::array();
    std::vector<Tensor> tensors = w.args();
    for (size_t i = 0; i < tensors.size(); ++i) {
      args.push_back({{"name", tensors[i].name()},
                      {"role", i < w.inputs().size() ? "input" : "output"},
                      {"dtype", tensors[i].dtype().str()},
                      {"c_type", c_type_of(tensors[i].dtype())},
                      {"shape", tensors[i].shape()}});
    }
    json fused = json::array();
    for (auto &op : w.ops()) {
      if (op->is_compute()) fused.push_back(op->tag);
    }
    json entry{
        {"symbol", k.symbol},
        {"packed_symbol", k.symbol + "_packed"},
        {"workload", {{"spec", w.spec}, {"key", w.key()}, {"op", w.op_name}, {"params", w.params}, {"flops", w.flops}}},
        {"computes", fused},
        {"arguments", args},
        {"target", target.str()},
        {"source", k.source},
        {"source_detail", k.source_detail},
        {"trace", k.trace},
        {"kind", k.library.is_null() ? "schedule" : "library"}};
    if (!k.library.is_null()) {
      entry["library_call"] = k.library;
      entry["loads"] = k.loads;
    }
    if (!k.decision.empty()) entry["decision"] = k.decision;
    if (w.op_name == "custom") entry["workload"]["dag"] = workload_to_json(w);
    if (!k.gpu.is_null()) entry["gpu"] = k.gpu;
    if (k.record) {
      entry["record"] = record_provenance_json(*k.record, w, k.source == "database" ? request.db_path : "");
    } else {
      entry["record"] = nullptr;
    }
    list.push_back(entry);
  }
  return {{"format", "ktune-manifest"},
          {"version", 1},
          {"library", request.name},
          {"files", {"lib" + request.name + ".a", "lib" + request.name + ".so", request.name + ".h", "manifest.json"}},
          {"target", target.str()},
          {"database", request.db_path},
          {"created", utc_timestamp()},
          {"ktune_version", ktune_version()},
          {"kernels", list}};
}

}  // namespace ktune
