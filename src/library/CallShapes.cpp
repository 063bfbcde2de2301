// How the library calls read a workload: its integer and text parameters, a convolution's shape,
// and a GEMM call's parameters checked against the workload's shapes, the part that OpenBLAS,
// cuBLAS and rocBLAS calls share (each library adds its own checks: routine, panels, dtypes).
#include <cstdlib>

#include "Libraries.h"
#include "ktune/support/Error.h"

namespace ktune::library {

int64_t int_param(const Workload &w, const std::string &name) {
  auto it = w.params.find(name);
  user_check(it != w.params.end(), "workload " << w.spec << " has no parameter '" << name << "'");
  return std::strtoll(it->second.c_str(), nullptr, 10);
}

std::string text_param(const Workload &w, const std::string &name) {
  auto it = w.params.find(name);
  user_check(it != w.params.end(), "workload " << w.spec << " has no parameter '" << name << "'");
  return it->second;
}

ConvShape conv_shape(const Workload &w) {
  ConvShape s{};
  s.depthwise = w.op_name == "depthwise_conv2d";
  s.N = int_param(w, "N"), s.C = int_param(w, "C"), s.H = int_param(w, "H"), s.W = int_param(w, "W");
  s.K = s.depthwise ? s.C : int_param(w, "K"), s.R = int_param(w, "R"), s.S = int_param(w, "S");
  s.stride = int_param(w, "stride"), s.pad = int_param(w, "pad"), s.dilation = int_param(w, "dilation");
  s.nhwc = text_param(w, "layout") == "nhwc";
  s.kblock = s.depthwise ? 0 : int_param(w, "kblock");
  const auto &out = w.outputs()[0].shape();
  s.P = out[s.nhwc ? 1 : 2];
  s.Q = out[s.nhwc ? 2 : 3];
  return s;
}

bool f32_data(const Workload &w) {
  return w.params.count("dtype") && (w.params.at("dtype") == "f32" || w.params.at("dtype") == "tf32");
}

GemmCall gemm_call(const LibraryCall &call, const Workload &w) {
  const nlohmann::json &p = call.params;
  GemmCall g;
  try {
    g.batch = p.value("batch", 1);
    g.m = p.at("M").get<int>();
    g.n = p.at("N").get<int>();
    g.k = p.at("K").get<int>();
    g.trans_b = p.at("transb").get<std::string>() == "T";
  } catch (const nlohmann::json::exception &e) {
    throw UserError("library call " + call.describe() + ": bad parameters: " + e.what());
  }
  const auto &shape = w.outputs()[0].shape();
  int64_t batches = shape.size() == 3 ? shape[0] : 1;
  user_check(shape[shape.size() - 2] == g.m && shape.back() == g.n && batches == g.batch &&
                 w.inputs()[0].shape().back() == g.k && w.outputs()[0].dtype() == DataType::f32(),
             "library call " << call.describe() << " does not compute workload " << w.spec);
  if (p.contains("epilogue")) {
    g.epilogue = EpilogueSpec::from_json(p["epilogue"]);
    user_check(g.batch == 1 && g.epilogue->shape == shape,
               "library call " << call.describe() << ": its epilogue does not fit workload " << w.spec);
  }
  return g;
}

void place_exported_arguments(ExportedLibraryCall &e, const std::optional<EpilogueSpec> &epilogue, const Workload &w) {
  int next = 2;
  if (epilogue) {
    if (epilogue->bias) e.call.bias_arg = next++;
    if (epilogue->residual) e.call.residual_arg = next++;
    e.epilogue = epilogue_workload(*epilogue);
  }
  e.call.output_arg = next;
  internal_check(static_cast<size_t>(next) + 1 == w.args().size(),
                 "exported library call: " << w.spec << " has " << w.args().size() << " arguments, not " << next + 1);
}

}  // namespace ktune::library
