// The generated half of a composite library candidate: a library computes the GEMM or the
// convolution into a scratch tensor, and this kernel, compiled by ktune with its op template's
// schedule for the target, adds the bias and the residual and applies the activation. So
// `dense+bias+gelu` is compared honestly: the fused generated kernel against library + epilogue.
#include "Libraries.h"
#include "ktune/driver/Driver.h"
#include "ktune/ir/Tensor.h"
#include "ktune/schedule/Template.h"
#include "ktune/support/Error.h"

namespace ktune::library {

nlohmann::json EpilogueSpec::to_json() const {
  return {{"shape", shape}, {"bias_axis", bias_axis}, {"bias", bias}, {"residual", residual}, {"act", act}};
}

EpilogueSpec EpilogueSpec::from_json(const nlohmann::json &j) {
  EpilogueSpec e;
  try {
    e.shape = j.at("shape").get<std::vector<int64_t>>();
    e.bias_axis = j.at("bias_axis").get<int>();
    e.bias = j.at("bias").get<bool>();
    e.residual = j.at("residual").get<bool>();
    e.act = j.at("act").get<std::string>();
  } catch (const nlohmann::json::exception &err) {
    throw UserError(std::string("library call: bad \"epilogue\": ") + err.what());
  }
  user_check(!e.shape.empty() && e.bias_axis >= 0 && e.bias_axis < static_cast<int>(e.shape.size()),
             "library call: \"epilogue.bias_axis\" " << e.bias_axis << " is not an axis of the shape");
  user_check(e.act == "none" || e.act == "relu" || e.act == "relu6" || e.act == "gelu",
             "library call: \"epilogue.act\" must be none, relu, relu6 or gelu, not '" << e.act << "'");
  return e;
}

EpilogueSpec epilogue_of(const Workload &w, int bias_axis) {
  EpilogueSpec e;
  e.shape = w.outputs()[0].shape();
  e.bias_axis = bias_axis;
  e.bias = int_param(w, "bias") == 1;
  e.residual = int_param(w, "residual") == 1;
  e.act = text_param(w, "act");
  return e;
}

Workload epilogue_workload(const EpilogueSpec &e) {
  Tensor D = placeholder(e.shape, DataType::f32(), "D");
  std::vector<Tensor> inputs{D};
  Tensor bias, residual;
  if (e.bias) inputs.push_back(bias = placeholder({e.shape[e.bias_axis]}, DataType::f32(), "bias"));
  if (e.residual) inputs.push_back(residual = placeholder(e.shape, DataType::f32(), "R"));
  Tensor Y = compute(
      e.shape,
      [&](const std::vector<Var> &v) {
        std::vector<Expr> at(v.begin(), v.end());
        Expr x = D(at);
        if (e.bias) x = x + bias(v[e.bias_axis]);
        if (e.residual) x = x + residual(at);
        if (e.act == "relu" || e.act == "relu6") x = max(x, Expr(0.0f));
        if (e.act == "relu6") x = min(x, Expr(6.0f));
        if (e.act == "gelu") x = Expr(0.5f) * x * (Expr(1.0f) + erf(x * Expr(0.70710678118654752f)));
        return x;
      },
      "Y", "elementwise");
  return Workload(inputs, {Y});
}

Epilogue::Epilogue(const EpilogueSpec &spec, const Target &target) : spec_(spec) {
  Workload w = epilogue_workload(spec);
  kernel_ = LoadedKernel::load(build_kernel(schedule_from_template(w, target), target));
}

void Epilogue::run(void *d, void *bias, void *residual, void *y) const {
  void *args[4];
  int n = 0;
  args[n++] = d;
  if (spec_.bias) args[n++] = bias;
  if (spec_.residual) args[n++] = residual;
  args[n++] = y;
  kernel_->call_packed(args);
}

}  // namespace ktune::library
