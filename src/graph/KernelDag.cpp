// A fused group as a DAG of tensor-IR computes: the kernel of every group that no registry op
// computes exactly (a convolution with its bias, residual add and activation; attention's
// Q.K^T reading K through a transposed layout; pooling; copies).
//
// What it decides: the IR form of each node. One compute per node, in group order, so that
// the generic template sees an accumulator (the anchor's reduction) followed by elementwise
// stages it can compute on the tile while it is in registers; padding is its own stage (as in
// the registry's conv2d: the template chooses whether to inline it); a Conv's bias is an
// elementwise stage after the reduction; scalar constants (eps, 0.5, the 3 and 6 of a relu6)
// are literals, every other outside value (activations, views of them, weights) is an input
// read with numpy broadcasting. Max pooling pads with the lowest finite float (not -inf: the
// workload travels as JSON, which has no infinities); average pooling divides by a count that
// is a literal where every window has the same one, else a reduction of the window's valid
// positions. Only f32 kernels are built.
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <set>

#include <fmt/format.h>

#include "KernelBuilders.h"
#include "ktune/ir/Tensor.h"
#include "ktune/ir/WorkloadJson.h"
#include "ktune/support/Error.h"

namespace ktune::graph {

namespace {

using Reader = std::function<Expr(const std::vector<Expr> &)>;

class DagBuilder {
 public:
  DagBuilder(const FusedGraph &fg, const FusedGroup &group) : g_(fg.graph), group_(group) {}

  GraphKernel build() {
    GraphKernel k;
    // Constant indices of a Gather are part of the kernel's code, not an input.
    std::set<int> baked;
    for (int n : group_.nodes) {
      const Node &node = g_.nodes[n];
      if (node.op == "Gather" && val(node.inputs[1]).is_constant()) baked.insert(node.inputs[1]);
    }
    for (int v : group_.inputs) {
      if (baked.count(v)) continue;
      double c = 0;
      if (scalar_constant(g_, v, &c)) {
        float f = static_cast<float>(c);
        readers_[v] = [f](const std::vector<Expr> &) { return Expr(f); };
        continue;
      }
      const Value &val = g_.values[v];
      user_check(val.dtype == DataType::f32(),
                 where() << ": value '" << val.name << "' is " << val.type_str() << "; kernels are built for f32 only");
      Tensor t = placeholder(val.shape, DataType::f32(), fmt::format("in{}", inputs_.size()));
      inputs_.push_back(t);
      readers_[v] = [t](const std::vector<Expr> &idx) { return t(idx); };
      KernelArg arg;
      arg.value = v;
      k.args.push_back(arg);
    }
    for (int n : group_.nodes) node(g_.nodes[n]);
    Tensor out = tensors_.at(group_.output);
    // Through its JSON, as every process that measures it will rebuild it (op_name "custom",
    // spec the compact JSON, flops counted from the bodies).
    k.workload = workload_from_json(workload_to_json(Workload(inputs_, {out})));
    k.spec = k.workload.spec;
    k.output = group_.output;
    return k;
  }

 private:
  const Graph &g_;
  const FusedGroup &group_;
  std::vector<Tensor> inputs_;
  std::map<int, Reader> readers_;
  std::map<int, Tensor> tensors_;
  const Node *node_ = nullptr;
  int stage_ = 0;
  int reduce_ = 0;

  std::string where() const {
    return node_ ? fmt::format("node '{}' ({})", node_->name, node_->op) : std::string("a kernel input");
  }
  const Value &val(int v) const { return g_.values.at(v); }
  const std::vector<int64_t> &shape(int v) const { return g_.values.at(v).shape; }
  Expr read(int v, const std::vector<Expr> &idx) const { return readers_.at(v)(idx); }
  // The value read with numpy broadcasting at the output indices.
  Expr read_broadcast(int v, const std::vector<Var> &out_idx, const std::vector<int64_t> &out_shape) const {
    const auto &s = shape(v);
    size_t R = out_idx.size(), r = s.size();
    std::vector<Expr> idx;
    // A broadcast dimension reads index 0; one as long as the output's reads the output's index
    // (also when both are 1: the generic template looks for reads at exactly the output's indices).
    for (size_t i = 0; i < r; ++i) {
      bool broadcast = s[i] == 1 && out_shape[R - r + i] != 1;
      idx.push_back(broadcast ? Expr(int64_t{0}) : Expr(out_idx[R - r + i]));
    }
    return read(v, idx);
  }
  IterVar raxis(int64_t extent) { return reduce_axis(extent, fmt::format("r{}", reduce_++)); }
  void define(int v, Tensor t) {
    tensors_[v] = t;
    readers_[v] = [t](const std::vector<Expr> &idx) { return t(idx); };
  }
  Tensor stage(const std::vector<int64_t> &s, const std::function<Expr(const std::vector<Var> &)> &f,
               const std::string &tag) {
    return compute(s, f, fmt::format("s{}_{}", stage_++, tag), tag);
  }

  void node(const Node &n) {
    node_ = &n;
    const std::string &op = n.op;
    int out = n.outputs[0];
    user_check(val(out).dtype == DataType::f32(),
               where() << ": its output is " << val(out).type_str() << "; kernels are built for f32 only");
    if (op == "Conv") return conv(n);
    if (op == "MatMul") return matmul(n);
    if (op == "Gemm") return gemm(n);
    if (op == "MaxPool" || op == "AveragePool") return pool(n);
    if (op == "GlobalAveragePool" || op == "GlobalMaxPool") return global_pool(n);
    if (op == "Softmax") return softmax(n);
    if (op == "LayerNormalization") return layer_norm(n);
    if (op == "ReduceMean" || op == "ReduceSum" || op == "ReduceMax") return reduce(n);
    if (op == "Transpose") return transpose(n);
    if (op == "Concat") return concat(n);
    if (op == "Slice") return slice(n);
    if (op == "Gather") return gather(n);
    if (op == "Expand") {
      int x = n.inputs[0];
      return define(
          out, stage(
                   shape(out), [&](const std::vector<Var> &v) { return read_broadcast(x, v, shape(out)); }, "expand"));
    }
    if (op == "BatchNormalization") return batch_norm(n);
    elementwise(n);
  }

  void elementwise(const Node &n) {
    int out = n.outputs[0];
    std::string tag = n.op;
    for (auto &c : tag) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    Tensor t = stage(
        shape(out),
        [&](const std::vector<Var> &v) {
          std::vector<Expr> a;
          for (int in : n.inputs) a.push_back(read_broadcast(in, v, shape(out)));
          return apply(n, a);
        },
        tag);
    define(out, t);
  }

  Expr apply(const Node &n, const std::vector<Expr> &a) const {
    const std::string &op = n.op;
    auto f = [](double x) { return Expr(static_cast<float>(x)); };
    if (op == "Add") return a[0] + a[1];
    if (op == "Sub") return a[0] - a[1];
    if (op == "Mul") return a[0] * a[1];
    if (op == "Div") return a[0] / a[1];
    if (op == "Pow") {
      double e = 0;
      if (scalar_constant(g_, n.inputs[1], &e)) {
        if (e == 1.0) return a[0];
        if (e == 2.0) return a[0] * a[0];
        if (e == 3.0) return a[0] * a[0] * a[0];
        if (e == 0.5) return sqrt(a[0]);
        if (e == -1.0) return f(1.0) / a[0];
      }
      return pow(a[0], a[1]);
    }
    if (op == "Max" || op == "Min") {
      Expr r = a[0];
      for (size_t i = 1; i < a.size(); ++i) r = op == "Max" ? max(r, a[i]) : min(r, a[i]);
      return r;
    }
    if (op == "Relu") return max(a[0], f(0));
    if (op == "LeakyRelu") return select(a[0] >= f(0), a[0], a[0] * f(n.attr_float("alpha", 0.01)));
    if (op == "Clip") {
      Expr r = a[0];
      double lo = n.attr_float("min", -INFINITY), hi = n.attr_float("max", INFINITY);
      if (std::isfinite(lo)) r = max(r, f(lo));
      if (std::isfinite(hi)) r = min(r, f(hi));
      return r;
    }
    if (op == "Sigmoid") return f(1) / (f(1) + exp(-a[0]));
    if (op == "Silu") return a[0] / (f(1) + exp(-a[0]));
    if (op == "HardSigmoid") {
      return min(max(a[0] * f(n.attr_float("alpha", 0.2)) + f(n.attr_float("beta", 0.5)), f(0)), f(1));
    }
    if (op == "HardSwish") return a[0] * min(max(a[0] * f(1.0 / 6.0) + f(0.5), f(0)), f(1));
    if (op == "Tanh") return tanh(a[0]);
    if (op == "Erf") return erf(a[0]);
    if (op == "Gelu") {
      if (n.attr_string("approximate", "none") == "tanh") {
        Expr x = a[0];
        return f(0.5) * x * (f(1) + tanh(f(std::sqrt(2.0 / M_PI)) * (x + f(0.044715) * x * x * x)));
      }
      return f(0.5) * a[0] * (f(1) + erf(a[0] * f(1.0 / std::sqrt(2.0))));
    }
    if (op == "Exp") return exp(a[0]);
    if (op == "Log") return log(a[0]);
    if (op == "Sqrt") return sqrt(a[0]);
    if (op == "Reciprocal") return f(1) / a[0];
    if (op == "Neg") return -a[0];
    if (op == "Abs") return abs(a[0]);
    user_check(false, where() << " has no kernel form");
    return a[0];
  }

  void batch_norm(const Node &n) {
    int x = n.inputs[0];
    double eps = n.attr_float("epsilon", 1e-5);
    Tensor t = stage(
        shape(n.outputs[0]),
        [&](const std::vector<Var> &v) {
          std::vector<Expr> c{v[1]};
          Expr scale = read(n.inputs[1], c) * rsqrt(read(n.inputs[4], c) + Expr(static_cast<float>(eps)));
          return (read(x, std::vector<Expr>(v.begin(), v.end())) - read(n.inputs[3], c)) * scale + read(n.inputs[2], c);
        },
        "batchnorm");
    define(n.outputs[0], t);
  }

  // Where a Conv's or a pooling's channel and spatial dimensions are: NCHW, or NHWC where
  // Layout.cpp stored its activations channels-last.
  struct Dims {
    size_t c = 1, h = 2, w = 3;
  };
  static Dims dims_of(const Node &n) { return n.channels_last() ? Dims{3, 1, 2} : Dims{}; }
  static std::vector<Expr> at(const Dims &d, const Expr &n, const Expr &c, const Expr &h, const Expr &w) {
    std::vector<Expr> i{n, n, n, n};
    i[d.c] = c;
    i[d.h] = h;
    i[d.w] = w;
    return i;
  }

  // The padded input of a conv or pool as its own stage (the input itself without padding).
  // `min_shape` extends the bottom and right edges (pooling windows that ceil_mode lets run past
  // the padding).
  Reader padded(int x, const Dims &d, const std::vector<int64_t> &pads, float fill, int64_t min_h = 0,
                int64_t min_w = 0) {
    const auto &s = shape(x);
    int64_t H = s[d.h], W = s[d.w];
    int64_t Hp = std::max(H + pads[0] + pads[2], min_h), Wp = std::max(W + pads[1] + pads[3], min_w);
    if (Hp == H && Wp == W && pads[0] == 0 && pads[1] == 0) return readers_.at(x);
    std::vector<int64_t> ps = s;
    ps[d.h] = Hp;
    ps[d.w] = Wp;
    Tensor p = stage(
        ps,
        [&](const std::vector<Var> &v) {
          Expr h = v[d.h], w = v[d.w];
          Expr inside = h >= Expr(pads[0]) && h < Expr(H + pads[0]) && w >= Expr(pads[1]) && w < Expr(W + pads[1]);
          return select(inside, read(x, at(d, v[0], v[d.c], h - Expr(pads[0]), w - Expr(pads[1]))), Expr(fill));
        },
        "pad");
    return [p](const std::vector<Expr> &idx) { return p(idx); };
  }

  void conv(const Node &n) {
    int x = n.inputs[0], w = n.inputs[1], out = n.outputs[0];
    auto pads = n.attr_ints("pads"), st = n.attr_ints("strides"), dil = n.attr_ints("dilations");
    int64_t group = n.attr_int("group", 1);
    const auto &ws = shape(w);
    int64_t M = ws[0], Cg = ws[1], R = ws[2], S = ws[3], Mg = M / group;
    Dims d = dims_of(n);
    Reader xp = padded(x, d, pads, 0.0f);
    IterVar rc = raxis(Cg), ry = raxis(R), rx = raxis(S);
    Tensor conv = stage(
        shape(out),
        [&](const std::vector<Var> &v) {
          Expr c = rc->var;
          if (group > 1) c = floordiv(Expr(v[d.c]), Expr(Mg)) * Expr(Cg) + c;
          Expr h = Expr(v[d.h]) * Expr(st[0]) + ry->var * Expr(dil[0]);
          Expr ww = Expr(v[d.w]) * Expr(st[1]) + rx->var * Expr(dil[1]);
          return sum(xp(at(d, v[0], c, h, ww)) * read(w, {v[d.c], rc->var, ry->var, rx->var}), {rc, ry, rx});
        },
        group == 1 ? "conv2d" : "group_conv2d");
    if (n.input(2) < 0) return define(out, conv);
    int b = n.inputs[2];
    define(out,
           stage(
               shape(out), [&](const std::vector<Var> &v) { return conv(v[0], v[1], v[2], v[3]) + read(b, {v[d.c]}); },
               "bias"));
  }

  // One operand of a MatMul: the value, or the value under a Transpose of the group (read
  // through the permutation, no copy).
  Reader operand(int v, std::vector<int64_t> *logical_shape) {
    int p = val(v).producer;
    for (int k : group_.nodes) {
      if (k != p || g_.nodes[k].op != "Transpose") continue;
      const Node &t = g_.nodes[k];
      auto perm = t.attr_ints("perm");
      Reader src = readers_.at(t.inputs[0]);
      *logical_shape = shape(v);
      return [perm, src](const std::vector<Expr> &idx) {
        std::vector<Expr> in(idx.size());
        for (size_t d = 0; d < perm.size(); ++d) in[perm[d]] = idx[d];
        return src(in);
      };
    }
    *logical_shape = shape(v);
    return readers_.at(v);
  }

  void matmul(const Node &n) {
    std::vector<int64_t> as, bs;
    Reader A = operand(n.inputs[0], &as), B = operand(n.inputs[1], &bs);
    const auto &os = shape(n.outputs[0]);
    size_t R = os.size(), ra = as.size(), rb = bs.size();
    IterVar k = raxis(as.back());
    Tensor t = stage(
        os,
        [&](const std::vector<Var> &v) {
          std::vector<Expr> ai, bi;
          // Broadcast batch dimensions read index 0 (a dimension of 1 in the output too reads its own).
          for (size_t d = 0; d + 2 < ra; ++d) {
            ai.push_back(as[d] == 1 && os[R - ra + d] != 1 ? Expr(int64_t{0}) : Expr(v[R - ra + d]));
          }
          for (size_t d = 0; d + 2 < rb; ++d) {
            bi.push_back(bs[d] == 1 && os[R - rb + d] != 1 ? Expr(int64_t{0}) : Expr(v[R - rb + d]));
          }
          ai.push_back(v[R - 2]);
          ai.push_back(k->var);
          bi.push_back(k->var);
          bi.push_back(v[R - 1]);
          return sum(A(ai) * B(bi), {k});
        },
        R > 2 ? "batch_matmul" : "matmul");
    define(n.outputs[0], t);
  }

  void gemm(const Node &n) {
    std::vector<int64_t> as, bs;
    Reader A = operand(n.inputs[0], &as), B = operand(n.inputs[1], &bs);
    bool ta = n.attr_int("transA", 0) != 0, tb = n.attr_int("transB", 0) != 0;
    double alpha = n.attr_float("alpha", 1.0), beta = n.attr_float("beta", 1.0);
    IterVar k = raxis(ta ? as[0] : as[1]);
    const auto &os = shape(n.outputs[0]);
    Tensor t = stage(
        os,
        [&](const std::vector<Var> &v) {
          Expr a = ta ? A({k->var, v[0]}) : A({v[0], k->var});
          Expr b = tb ? B({v[1], k->var}) : B({k->var, v[1]});
          return sum(a * b, {k});
        },
        "matmul");
    bool has_c = n.input(2) >= 0;
    if (!has_c && alpha == 1.0) return define(n.outputs[0], t);
    define(n.outputs[0], stage(
                             os,
                             [&](const std::vector<Var> &v) {
                               Expr y = t(v[0], v[1]);
                               if (alpha != 1.0) y = y * Expr(static_cast<float>(alpha));
                               if (!has_c) return y;
                               Expr c = read_broadcast(n.inputs[2], v, os);
                               return y + (beta == 1.0 ? c : c * Expr(static_cast<float>(beta)));
                             },
                             "bias"));
  }

  void pool(const Node &n) {
    bool is_max = n.op == "MaxPool";
    int x = n.inputs[0], out = n.outputs[0];
    auto k = n.attr_ints("kernel_shape"), pads = n.attr_ints("pads"), st = n.attr_ints("strides"),
         dil = n.attr_ints("dilations", {1, 1});
    bool include_pad = n.attr_int("count_include_pad", 0) != 0;
    const auto &os = shape(out), &xs = shape(x);
    Dims d = dims_of(n);
    int64_t H = xs[d.h], W = xs[d.w];
    int64_t need_h = (os[d.h] - 1) * st[0] + (k[0] - 1) * dil[0] + 1,
            need_w = (os[d.w] - 1) * st[1] + (k[1] - 1) * dil[1] + 1;
    Reader xp = padded(x, d, pads, is_max ? std::numeric_limits<float>::lowest() : 0.0f, need_h, need_w);
    IterVar ry = raxis(k[0]), rx = raxis(k[1]);
    auto window = [&](const std::vector<Var> &v) {
      return std::pair<Expr, Expr>{Expr(v[d.h]) * Expr(st[0]) + ry->var * Expr(dil[0]),
                                   Expr(v[d.w]) * Expr(st[1]) + rx->var * Expr(dil[1])};
    };
    if (is_max) {
      define(out, stage(
                      os,
                      [&](const std::vector<Var> &v) {
                        auto [h, w] = window(v);
                        return max_reduce(xp(at(d, v[0], v[d.c], h, w)), {ry, rx});
                      },
                      "maxpool"));
      return;
    }
    // Positions that count: inside the input (or, with count_include_pad, inside the padding
    // ONNX declares, not the extra rows ceil_mode reads).
    int64_t lo_h = include_pad ? 0 : pads[0], hi_h = include_pad ? H + pads[0] + pads[2] : H + pads[0];
    int64_t lo_w = include_pad ? 0 : pads[1], hi_w = include_pad ? W + pads[1] + pads[3] : W + pads[1];
    bool uniform = need_h <= hi_h && need_w <= hi_w && lo_h == 0 && lo_w == 0;
    Tensor s = stage(
        os,
        [&](const std::vector<Var> &v) {
          auto [h, w] = window(v);
          return sum(xp(at(d, v[0], v[d.c], h, w)), {ry, rx});
        },
        "avgpool");
    if (uniform) {
      float inv = static_cast<float>(1.0 / static_cast<double>(k[0] * k[1]));
      define(out, stage(
                      os, [&](const std::vector<Var> &v) { return s(v[0], v[1], v[2], v[3]) * Expr(inv); }, "scale"));
      return;
    }
    IterVar cy = raxis(k[0]), cx = raxis(k[1]);
    Tensor cnt = stage(
        {os[d.h], os[d.w]},
        [&](const std::vector<Var> &v) {
          Expr h = Expr(v[0]) * Expr(st[0]) + cy->var * Expr(dil[0]);
          Expr w = Expr(v[1]) * Expr(st[1]) + cx->var * Expr(dil[1]);
          Expr ok = h >= Expr(lo_h) && h < Expr(hi_h) && w >= Expr(lo_w) && w < Expr(hi_w);
          return sum(select(ok, Expr(1.0f), Expr(0.0f)), {cy, cx});
        },
        "count");
    define(out, stage(
                    os, [&](const std::vector<Var> &v) { return s(v[0], v[1], v[2], v[3]) / cnt(v[d.h], v[d.w]); },
                    "divide"));
  }

  void global_pool(const Node &n) {
    int x = n.inputs[0];
    const auto &xs = shape(x);
    bool is_max = n.op == "GlobalMaxPool";
    bool nhwc = dims_of(n).c == 3;
    // The spatial dimensions: 2.. (NCHW, any rank), or 1 and 2 (NHWC).
    std::vector<size_t> spatial;
    for (size_t d = nhwc ? 1 : 2; d < (nhwc ? 3 : xs.size()); ++d) spatial.push_back(d);
    std::vector<IterVar> axes;
    int64_t count = 1;
    for (size_t d : spatial) {
      axes.push_back(raxis(xs[d]));
      count *= xs[d];
    }
    float inv = static_cast<float>(1.0 / static_cast<double>(count));
    define(n.outputs[0], stage(
                             shape(n.outputs[0]),
                             [&](const std::vector<Var> &v) {
                               std::vector<Expr> idx(v.begin(), v.end());
                               for (size_t a = 0; a < axes.size(); ++a) idx[spatial[a]] = axes[a]->var;
                               return is_max ? max_reduce(read(x, idx), axes) : sum(read(x, idx) * Expr(inv), axes);
                             },
                             is_max ? "global_maxpool" : "global_avgpool"));
  }

  // A reduction over `axes` of x, as a stage of x's rank with those dimensions 1.
  Tensor reduce_stage(int x, const std::vector<int64_t> &axes, const std::string &kind,
                      const std::function<Expr(const std::vector<Expr> &)> &source, const std::string &tag) {
    const auto &xs = shape(x);
    std::vector<int64_t> s = xs;
    std::map<int64_t, IterVar> r;
    for (auto a : axes) {
      s[a] = 1;
      r[a] = raxis(xs[a]);
    }
    std::vector<IterVar> list;
    for (auto &[a, iv] : r) list.push_back(iv);
    return stage(
        s,
        [&](const std::vector<Var> &v) {
          std::vector<Expr> idx;
          for (size_t d = 0; d < xs.size(); ++d) idx.push_back(r.count(d) ? Expr(r.at(d)->var) : Expr(v[d]));
          return kind == "max" ? max_reduce(source(idx), list) : sum(source(idx), list);
        },
        tag);
  }

  void softmax(const Node &n) {
    int x = n.inputs[0];
    const auto &xs = shape(x);
    int64_t axis = n.attr_int("axis", -1);
    std::vector<int64_t> axes;
    if (n.attr_int("coerce", 0) != 0) {
      for (size_t d = static_cast<size_t>(axis); d < xs.size(); ++d) axes.push_back(static_cast<int64_t>(d));
    } else {
      axes.push_back(axis);
    }
    auto at = [&](const std::vector<Var> &v) {  // v with the reduced axes at 0
      std::vector<Expr> idx(v.begin(), v.end());
      for (auto a : axes) idx[a] = Expr(int64_t{0});
      return idx;
    };
    Tensor mx = reduce_stage(
        x, axes, "max", [&](const std::vector<Expr> &i) { return read(x, i); }, "reduce_max");
    Tensor e = stage(
        xs,
        [&](const std::vector<Var> &v) {
          return exp(read(x, {v.begin(), v.end()}) - mx(at(v)));
        },
        "exp");
    Tensor s = stage_sum_of(e, axes);
    define(n.outputs[0],
           stage(
               xs, [&](const std::vector<Var> &v) { return e(std::vector<Expr>(v.begin(), v.end())) / s(at(v)); },
               "softmax"));
  }
  Tensor stage_sum_of(const Tensor &e, const std::vector<int64_t> &axes) {
    const auto &es = e.shape();
    std::vector<int64_t> s = es;
    std::map<int64_t, IterVar> r;
    for (auto a : axes) {
      s[a] = 1;
      r[a] = raxis(es[a]);
    }
    std::vector<IterVar> list;
    for (auto &[a, iv] : r) list.push_back(iv);
    return stage(
        s,
        [&](const std::vector<Var> &v) {
          std::vector<Expr> idx;
          for (size_t d = 0; d < es.size(); ++d) idx.push_back(r.count(d) ? Expr(r.at(d)->var) : Expr(v[d]));
          return sum(e(idx), list);
        },
        "reduce_sum");
  }

  void layer_norm(const Node &n) {
    int x = n.inputs[0];
    const auto &xs = shape(x);
    int64_t axis = n.attr_int("axis", -1);
    double eps = n.attr_float("epsilon", 1e-5);
    std::vector<int64_t> axes;
    int64_t count = 1;
    for (size_t d = static_cast<size_t>(axis); d < xs.size(); ++d) {
      axes.push_back(static_cast<int64_t>(d));
      count *= xs[d];
    }
    Expr inv_n = Expr(static_cast<float>(1.0 / static_cast<double>(count)));
    auto at = [&](const std::vector<Expr> &v) {
      std::vector<Expr> idx(v.begin(), v.end());
      for (auto a : axes) idx[a] = Expr(int64_t{0});
      return idx;
    };
    Tensor xsum = reduce_stage(
        x, axes, "sum", [&](const std::vector<Expr> &i) { return read(x, i); }, "reduce_sum");
    Tensor sqsum = reduce_stage(
        x, axes, "sum",
        [&](const std::vector<Expr> &i) {
          Expr c = read(x, i) - xsum(at(i)) * inv_n;
          return c * c;
        },
        "reduce_sum");
    int scale = n.inputs[1], bias = n.input(2);
    define(n.outputs[0], stage(
                             xs,
                             [&](const std::vector<Var> &v) {
                               std::vector<Expr> i(v.begin(), v.end());
                               Expr c = read(x, i) - xsum(at(i)) * inv_n;
                               Expr y = c * rsqrt(sqsum(at(i)) * inv_n + Expr(static_cast<float>(eps))) *
                                        read_broadcast(scale, v, xs);
                               return bias >= 0 ? y + read_broadcast(bias, v, xs) : y;
                             },
                             "layernorm"));
  }

  void reduce(const Node &n) {
    int x = n.inputs[0];
    const auto &xs = shape(x);
    auto axes = n.attr_ints("axes");
    bool keep = n.attr_int("keepdims", 1) != 0;
    std::string kind = n.op == "ReduceMax" ? "max" : "sum";
    int64_t count = 1;
    for (auto a : axes) count *= xs[a];
    float inv = static_cast<float>(1.0 / static_cast<double>(count));
    bool mean = n.op == "ReduceMean";
    std::map<int64_t, IterVar> r;
    for (auto a : axes) r[a] = raxis(xs[a]);
    std::vector<IterVar> list;
    for (auto &[a, iv] : r) list.push_back(iv);
    std::string tag = n.op == "ReduceMean" ? "reduce_mean" : n.op == "ReduceSum" ? "reduce_sum" : "reduce_max";
    define(n.outputs[0], stage(
                             shape(n.outputs[0]),
                             [&](const std::vector<Var> &v) {
                               std::vector<Expr> idx;
                               size_t o = 0;
                               for (size_t d = 0; d < xs.size(); ++d) {
                                 if (r.count(static_cast<int64_t>(d))) {
                                   idx.push_back(r.at(static_cast<int64_t>(d))->var);
                                   if (keep) ++o;
                                 } else {
                                   idx.push_back(v[o++]);
                                 }
                               }
                               Expr s = read(x, idx);
                               if (kind == "max") return max_reduce(s, list);
                               return sum(mean ? s * Expr(inv) : s, list);
                             },
                             tag));
  }

  void transpose(const Node &n) {
    auto perm = n.attr_ints("perm");
    int x = n.inputs[0];
    define(n.outputs[0], stage(
                             shape(n.outputs[0]),
                             [&](const std::vector<Var> &v) {
                               std::vector<Expr> in(v.size());
                               for (size_t d = 0; d < perm.size(); ++d) in[perm[d]] = v[d];
                               return read(x, in);
                             },
                             "transpose"));
  }

  void concat(const Node &n) {
    int64_t axis = n.attr_int("axis", 0);
    define(n.outputs[0], stage(
                             shape(n.outputs[0]),
                             [&](const std::vector<Var> &v) {
                               // Nested selects, last input innermost: each reads only where chosen.
                               std::vector<int64_t> offsets;
                               int64_t off = 0;
                               for (int in : n.inputs) {
                                 offsets.push_back(off);
                                 off += shape(in)[axis];
                               }
                               Expr result;
                               for (size_t k = n.inputs.size(); k-- > 0;) {
                                 std::vector<Expr> idx(v.begin(), v.end());
                                 idx[axis] = Expr(v[axis]) - Expr(offsets[k]);
                                 Expr here = read(n.inputs[k], idx);
                                 result = result.defined() ? select(Expr(v[axis]) < Expr(offsets[k + 1]), here, result)
                                                           : here;
                               }
                               return result;
                             },
                             "concat"));
  }

  void slice(const Node &n) {
    auto starts = n.attr_ints("starts"), axes = n.attr_ints("axes"), steps = n.attr_ints("steps");
    int x = n.inputs[0];
    define(n.outputs[0], stage(
                             shape(n.outputs[0]),
                             [&](const std::vector<Var> &v) {
                               std::vector<Expr> idx(v.begin(), v.end());
                               for (size_t k = 0; k < axes.size(); ++k) {
                                 idx[axes[k]] = Expr(starts[k]) + Expr(v[axes[k]]) * Expr(steps[k]);
                               }
                               return read(x, idx);
                             },
                             "slice"));
  }

  void gather(const Node &n) {
    int x = n.inputs[0], ind = n.inputs[1];
    user_check(val(ind).is_constant(), where() << ": a kernel gathers only at constant indices");
    const NDArray &idx = *val(ind).constant;
    int64_t axis = n.attr_int("axis", 0), len = shape(x)[axis];
    std::vector<int64_t> at;
    for (int64_t i = 0; i < idx.size(); ++i) {
      int64_t k = static_cast<int64_t>(idx.get(i));
      if (k < 0) k += len;
      user_check(k >= 0 && k < len, where() << ": index " << idx.get(i) << " is outside 0.." << len - 1);
      at.push_back(k);
    }
    user_check(!at.empty(), where() << ": no indices to gather");
    size_t r = val(ind).shape.size();
    bool affine = true;
    for (size_t i = 2; i < at.size(); ++i) affine = affine && at[i] - at[i - 1] == at[1] - at[0];
    user_check(affine || at.size() <= 64,
               where() << ": a kernel gathers at most 64 indices that are not evenly spaced, not " << at.size());
    define(n.outputs[0], stage(
                             shape(n.outputs[0]),
                             [&](const std::vector<Var> &v) {
                               // The flat position among the indices, from the output's index dims.
                               Expr flat = Expr(int64_t{0});
                               for (size_t d = 0; d < r; ++d) {
                                 flat = flat * Expr(val(ind).shape[d]) + Expr(v[axis + d]);
                               }
                               auto src = [&](Expr k) {
                                 std::vector<Expr> i(v.begin(), v.begin() + axis);
                                 i.push_back(k);
                                 i.insert(i.end(), v.begin() + axis + static_cast<int64_t>(r), v.end());
                                 return read(x, i);
                               };
                               if (at.size() == 1) return src(Expr(at[0]));
                               if (affine) return src(Expr(at[0]) + flat * Expr(at[1] - at[0]));
                               Expr result = src(Expr(at.back()));
                               for (size_t k = at.size() - 1; k-- > 0;) {
                                 result = select(flat == Expr(static_cast<int64_t>(k)), src(Expr(at[k])), result);
                               }
                               return result;
                             },
                             "gather"));
  }
};

}  // namespace

GraphKernel build_dag_kernel(const FusedGraph &fg, const FusedGroup &group) { return DagBuilder(fg, group).build(); }

}  // namespace ktune::graph
