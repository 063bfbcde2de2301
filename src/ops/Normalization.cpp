// softmax over the last axis and layernorm, as chains of reductions and elementwise stages.
#include "OpDefs.h"
#include "ktune/support/Error.h"
#include "reference/Reference.h"

namespace ktune::ops {

OpDef softmax_def() {
  OpDef d;
  d.name = "softmax";
  d.summary = "Y[M,N] = softmax of X[M,N] over the last axis";
  d.params = {{"M", "", "rows"}, {"N", "", "length of the softmax axis"}, {"dtype", "f32", "element type"}};
  d.build = [](const OpParams &p) {
    int64_t M = positive(p, "M"), N = positive(p, "N");
    DataType t = registry_dtype(p);
    Tensor X = placeholder({M, N}, t, "X");
    IterVar j1 = reduce_axis(N, "j");
    Tensor mx = compute(
        {M}, [&](const std::vector<Var> &v) { return max_reduce(X(v[0], j1->var), {j1}); }, "maxelem", "reduce_max");
    Tensor e = compute(
        {M, N}, [&](const std::vector<Var> &v) { return exp(X(v[0], v[1]) - mx(v[0])); }, "exp", "elementwise");
    IterVar j2 = reduce_axis(N, "j");
    Tensor s = compute(
        {M}, [&](const std::vector<Var> &v) { return sum(e(v[0], j2->var), {j2}); }, "expsum", "reduce_sum");
    Tensor Y = compute(
        {M, N}, [&](const std::vector<Var> &v) { return e(v[0], v[1]) / s(v[0]); }, "Y", "elementwise");
    Workload w({X}, {Y});
    w.flops = 5.0 * M * N;
    return w;
  };
  d.reference = [](const OpParams &p, const std::vector<NDArray> &in, std::vector<NDArray> &out) {
    reference::softmax(p.integer("M"), p.integer("N"), in[0].as<float>(), out[0].as<float>());
  };
  return d;
}

OpDef layernorm_def() {
  OpDef d;
  d.name = "layernorm";
  d.weights = {"gamma", "beta"};
  d.summary = "Y[M,N] = (X - mean) / sqrt(var + eps) * gamma[N] + beta[N], over the last axis";
  d.params = {{"M", "", "rows"},
              {"N", "", "normalised length"},
              {"eps", "1e-5", "variance epsilon"},
              {"dtype", "f32", "element type"}};
  d.build = [](const OpParams &p) {
    int64_t M = positive(p, "M"), N = positive(p, "N");
    double eps = p.real("eps");
    user_check(eps >= 0, "layernorm: eps must be non-negative, got " << eps);
    DataType t = registry_dtype(p);
    Tensor X = placeholder({M, N}, t, "X"), gamma = placeholder({N}, t, "gamma"), beta = placeholder({N}, t, "beta");
    Expr inv_n = Expr(static_cast<float>(1.0 / static_cast<double>(N)));
    IterVar j1 = reduce_axis(N, "j");
    Tensor xsum = compute(
        {M}, [&](const std::vector<Var> &v) { return sum(X(v[0], j1->var), {j1}); }, "xsum", "reduce_sum");
    IterVar j2 = reduce_axis(N, "j");
    Tensor sqsum = compute(
        {M},
        [&](const std::vector<Var> &v) {
          Expr centered = X(v[0], j2->var) - xsum(v[0]) * inv_n;
          return sum(centered * centered, {j2});
        },
        "sqsum", "reduce_sum");
    Tensor Y = compute(
        {M, N},
        [&](const std::vector<Var> &v) {
          Expr centered = X(v[0], v[1]) - xsum(v[0]) * inv_n;
          Expr inv_std = rsqrt(sqsum(v[0]) * inv_n + Expr(static_cast<float>(eps)));
          return centered * inv_std * gamma(v[1]) + beta(v[1]);
        },
        "Y", "elementwise");
    Workload w({X, gamma, beta}, {Y});
    w.flops = 8.0 * M * N;
    return w;
  };
  d.reference = [](const OpParams &p, const std::vector<NDArray> &in, std::vector<NDArray> &out) {
    reference::layernorm(p.integer("M"), p.integer("N"), p.real("eps"), in[0].as<float>(), in[1].as<float>(),
                         in[2].as<float>(), out[0].as<float>());
  };
  return d;
}

OpDef elementwise_def(const std::string &kind) {
  OpDef d;
  d.name = kind;
  d.summary = kind == "relu" ? "C[M,N] = max(A, 0)" : "C[M,N] = A " + std::string(kind == "add" ? "+" : "*") + " B";
  d.params = {{"M", "", "rows"}, {"N", "", "columns"}, {"dtype", "f32", "element type"}};
  d.build = [kind](const OpParams &p) {
    int64_t M = positive(p, "M"), N = positive(p, "N");
    DataType t = registry_dtype(p);
    Tensor A = placeholder({M, N}, t, "A");
    if (kind == "relu") {
      Tensor C = compute(
          {M, N}, [&](const std::vector<Var> &v) { return max(A(v[0], v[1]), Expr(0.0f)); }, "C", "elementwise");
      Workload w({A}, {C});
      w.flops = 1.0 * M * N;
      return w;
    }
    Tensor B = placeholder({M, N}, t, "B");
    Tensor C = compute(
        {M, N},
        [&](const std::vector<Var> &v) {
          return kind == "add" ? A(v[0], v[1]) + B(v[0], v[1]) : A(v[0], v[1]) * B(v[0], v[1]);
        },
        "C", "elementwise");
    Workload w({A, B}, {C});
    w.flops = 1.0 * M * N;
    return w;
  };
  d.reference = [kind](const OpParams &p, const std::vector<NDArray> &in, std::vector<NDArray> &out) {
    reference::elementwise(kind, p.integer("M") * p.integer("N"), in[0].as<float>(),
                           in.size() > 1 ? in[1].as<float>() : nullptr, out[0].as<float>());
  };
  return d;
}

}  // namespace ktune::ops
