// Registry ops for fused groups: when a group computes exactly what a registry op computes, its
// kernel is that op, so it gets the op's expert template, its hand-written reference and the
// records already tuned for that shape.
//
// What it decides, group by group (f32 only; anything else becomes a DAG, KernelDag.cpp):
// - a Conv with square-symmetric padding and equal strides and dilations, and an epilogue of a
//   bias (its own, or an Add of a per-channel constant), a residual Add and a ReLU or ReLU6
//   (Clip 0..6), each optional, in that order: conv2d (group 1) or depthwise_conv2d (one filter
//   per channel; the [C,1,R,S] weights read as [C,R,S]), with bias/residual/act;
// - a MatMul or Gemm with constant weights, then optionally a bias over the last axis, a residual
//   Add of another activation and a Relu or (erf) GELU: dense, with the weights packed once at
//   import into panels of 32 output features, [ceil(N/32),K,32] (dense's nblock; the last panel
//   zero-padded), a layout decision reported in the kernel's arguments: the CPU template then
//   reads each panel contiguously instead of packing the weights at every call or reading rows
//   K apart (2026-12-04, alone: BERT's FFN GEMM 128x3072x768 1.75-1.83 ms against 2.07-2.11
//   packed per call; a classifier's 1x1024x1280 0.052 ms against 0.131 ms from [N,K]);
//   leading dimensions of the left operand are rows;
// - a MatMul of two activations: matmul (2-D), or batch_matmul (equal batch dimensions);
// - Softmax over the last axis: softmax; LayerNormalization over the last axis with constant
//   scale and bias: layernorm; a lone Add or Mul of two equal shapes, or a lone Relu: the
//   elementwise ops.
// Arguments may read a value with another shape of the same size (a [1,128,768] activation as
// dense's [128,768] X): the data is the same.
#include <algorithm>
#include <functional>
#include <numeric>

#include <fmt/format.h>

#include "KernelBuilders.h"
#include "ktune/ops/Registry.h"

namespace ktune::graph {

namespace {

int64_t product(const std::vector<int64_t> &s, size_t from = 0, size_t to = SIZE_MAX) {
  to = std::min(to, s.size());
  if (from >= to) return 1;
  return std::accumulate(s.begin() + static_cast<std::ptrdiff_t>(from), s.begin() + static_cast<std::ptrdiff_t>(to),
                         int64_t{1}, std::multiplies<>());
}

// The same data as `a`, read with another shape (no copy).
std::shared_ptr<const NDArray> reshaped(const std::shared_ptr<const NDArray> &a, std::vector<int64_t> shape) {
  std::shared_ptr<void> data(a, a->data());  // keeps `a` alive
  return std::make_shared<const NDArray>(NDArray::from_memory(data, std::move(shape), a->dtype()));
}

// Weights [K,N] (a MatMul's; [N,K] with n_major, a Gemm's with transB) as dense with nblock b
// reads them: [ceil(N/b),K,b] in panels of b output features, the last one zero-padded.
std::shared_ptr<const NDArray> panel_weights(const NDArray &w, bool n_major, int64_t b) {
  int64_t K = w.shape()[n_major ? 1 : 0], N = w.shape()[n_major ? 0 : 1];
  NDArray t = NDArray::empty({(N + b - 1) / b, K, b}, DataType::f32());  // zero-filled: the padding
  for (int64_t k = 0; k < K; ++k) {
    for (int64_t n = 0; n < N; ++n)
      t.as<float>()[((n / b) * K + k) * b + n % b] = static_cast<float>(w.get(n_major ? n * K + k : k * N + n));
  }
  return std::make_shared<const NDArray>(std::move(t));
}

// Output channels per weight block of an NHWC conv2d (its kblock) and output features per panel
// of a dense (its nblock): two AVX-512 vectors, four AVX2 ones, so that the templates' channel
// tile on either ISA lies in one contiguous block.
constexpr int64_t kWeightBlock = 32;

// Conv weights [K,C,R,S] as the NHWC templates read them: [K/b,R,S,C,b] in blocks of b output
// channels (b > 0), [R,S,C,K] (b = 0), or [R,S,C] for a depthwise conv's [C,1,R,S].
std::shared_ptr<const NDArray> nhwc_weights(const NDArray &w, bool depthwise, int64_t b) {
  int64_t K = w.shape()[0], C = w.shape()[1], R = w.shape()[2], S = w.shape()[3];
  std::vector<int64_t> shape = depthwise ? std::vector<int64_t>{R, S, K}
                               : b > 0   ? std::vector<int64_t>{K / b, R, S, C, b}
                                         : std::vector<int64_t>{R, S, C, K};
  NDArray t = NDArray::empty(shape, DataType::f32());
  float *out = t.as<float>();
  int64_t RSC = R * S * C;
  for (int64_t k = 0; k < K; ++k) {
    for (int64_t c = 0; c < C; ++c) {
      for (int64_t r = 0; r < R; ++r) {
        for (int64_t q = 0; q < S; ++q) {
          int64_t rsc = (r * S + q) * C + c;
          int64_t at = b > 0 ? ((k / b) * RSC + rsc) * b + k % b : rsc * K + k;
          out[at] = static_cast<float>(w.get(((k * C + c) * R + r) * S + q));
        }
      }
    }
  }
  return std::make_shared<const NDArray>(std::move(t));
}

class Matcher {
 public:
  Matcher(const FusedGraph &fg, const FusedGroup &group) : g_(fg.graph), group_(group) {}

  std::optional<GraphKernel> match() {
    for (int n : group_.nodes) {
      for (int v : g_.nodes[n].outputs) {
        if (g_.values[v].dtype != DataType::f32()) return std::nullopt;
      }
    }
    const Node &a = g_.nodes[group_.anchor];
    if (group_.nodes.front() != group_.anchor) return std::nullopt;  // a transposed operand
    std::vector<const Node *> epilogue;
    for (size_t i = 1; i < group_.nodes.size(); ++i) epilogue.push_back(&g_.nodes[group_.nodes[i]]);
    if (a.op == "Conv") return conv(a, epilogue);
    if (a.op == "MatMul" || a.op == "Gemm") return gemm_family(a, epilogue);
    if (!epilogue.empty()) return std::nullopt;
    if (a.op == "Softmax") return softmax(a);
    if (a.op == "LayerNormalization") return layer_norm(a);
    if (a.op == "Add" || a.op == "Mul" || a.op == "Relu") return elementwise(a);
    return std::nullopt;
  }

 private:
  const Graph &g_;
  const FusedGroup &group_;

  const Value &val(int v) const { return g_.values.at(v); }
  KernelArg arg(int v) const {
    KernelArg a;
    a.value = v;
    return a;
  }
  KernelArg prepared(int v, std::shared_ptr<const NDArray> data, std::string note) const {
    KernelArg a;
    a.value = v;
    a.prepared = std::move(data);
    a.note = std::move(note);
    return a;
  }
  std::optional<GraphKernel> make(const std::string &spec, std::vector<KernelArg> args) const {
    // The registry's ops read f32: every argument must be one.
    for (auto &a : args) {
      if ((a.prepared ? a.prepared->dtype() : val(a.value).dtype) != DataType::f32()) return std::nullopt;
    }
    GraphKernel k;
    k.workload = workload_from_spec(spec);
    k.spec = k.workload.spec;
    k.registry_op = true;
    k.args = std::move(args);
    k.output = group_.output;
    return k;
  }

  std::optional<GraphKernel> conv(const Node &n, const std::vector<const Node *> &epilogue) {
    auto p = n.attr_ints("pads"), s = n.attr_ints("strides"), d = n.attr_ints("dilations");
    if (p[0] != p[1] || p[0] != p[2] || p[0] != p[3] || s[0] != s[1] || d[0] != d[1]) return std::nullopt;
    const auto &w = val(n.inputs[1]).shape;
    bool nhwc = n.channels_last();
    // x as [N,C,H,W], whichever way it is stored.
    std::vector<int64_t> x = val(n.inputs[0]).shape;
    if (nhwc) x = {x[0], x[3], x[1], x[2]};
    int64_t group = n.attr_int("group", 1), M = w[0];
    std::vector<KernelArg> args{arg(n.inputs[0]), arg(n.inputs[1])};
    bool depthwise = group > 1;
    if (depthwise && (group != x[1] || M != x[1] || w[1] != 1 || !val(n.inputs[1]).is_constant())) return std::nullopt;
    if (nhwc && !val(n.inputs[1]).is_constant()) return std::nullopt;
    // NHWC: the weights permuted once, in blocks of output channels where they divide.
    int64_t block = nhwc && !depthwise && M % kWeightBlock == 0 ? kWeightBlock : 0;
    if (nhwc) {
      std::string note = depthwise ? "[C,1,R,S] permuted to [R,S,C] at import"
                         : block   ? fmt::format("[K,C,R,S] permuted to [K/{0},R,S,C,{0}] at import", block)
                                   : "[K,C,R,S] permuted to [R,S,C,K] at import";
      args[1] = prepared(n.inputs[1], nhwc_weights(*val(n.inputs[1]).constant, depthwise, block), note);
    } else if (depthwise) {
      args[1] =
          prepared(n.inputs[1], reshaped(val(n.inputs[1]).constant, {w[0], w[2], w[3]}), "[C,1,R,S] read as [C,R,S]");
    }
    // The epilogue the registry's conv computes on the tile: + bias[K], + a residual, ReLU/ReLU6.
    bool bias = false, residual = false;
    std::string act = "none";
    int cur = n.outputs[0];
    size_t e = 0;
    if (n.input(2) >= 0) {
      bias = true;
      args.push_back(arg(n.inputs[2]));
    } else if (e < epilogue.size() && epilogue[e]->op == "Add") {
      int other = epilogue[e]->inputs[0] == cur ? epilogue[e]->inputs[1] : epilogue[e]->inputs[0];
      const auto &os = val(other).shape;
      using S = std::vector<int64_t>;
      bool channel_vector =
          val(other).is_constant() && val(other).elements() == M &&
          (nhwc ? (os == S{1, 1, 1, M} || os == S{1, 1, M} || os == S{M}) : (os == S{M, 1, 1} || os == S{1, M, 1, 1}));
      if (channel_vector) {
        bias = true;
        args.push_back(prepared(other, reshaped(val(other).constant, {M}), "read as [K]"));
        cur = epilogue[e++]->outputs[0];
      }
    }
    if (e < epilogue.size() && epilogue[e]->op == "Add") {
      int other = epilogue[e]->inputs[0] == cur ? epilogue[e]->inputs[1] : epilogue[e]->inputs[0];
      // A residual is another activation (not the conv's own output: Add(y, y) is a DAG).
      if (other != cur && !val(other).is_constant() && val(other).shape == val(cur).shape) {
        residual = true;
        args.push_back(arg(other));
        cur = epilogue[e++]->outputs[0];
      }
    }
    if (e < epilogue.size() && epilogue[e]->op == "Relu") {
      act = "relu";
      ++e;
    } else if (e < epilogue.size() && epilogue[e]->op == "Clip" && epilogue[e]->attr_float("min", -1) == 0.0 &&
               epilogue[e]->attr_float("max", -1) == 6.0) {
      act = "relu6";
      ++e;
    }
    if (e != epilogue.size()) return std::nullopt;
    std::string common = fmt::format("N={},C={},H={},W={}", x[0], x[1], x[2], x[3]);
    std::string tail = fmt::format("R={},S={},stride={},pad={},dilation={},layout={},bias={},residual={},act={}", w[2],
                                   w[3], s[0], p[0], d[0], nhwc ? "nhwc" : "nchw", bias ? 1 : 0, residual ? 1 : 0, act);
    if (depthwise) return make(fmt::format("depthwise_conv2d:{},{}", common, tail), args);
    return make(fmt::format("conv2d:{},K={},kblock={},{}", common, M, block, tail), args);
  }

  std::optional<GraphKernel> gemm_family(const Node &n, const std::vector<const Node *> &epilogue) {
    bool is_gemm = n.op == "Gemm";
    int A = n.inputs[0], B = n.inputs[1];
    const auto &as = val(A).shape, &bs = val(B).shape;
    if (is_gemm && (n.attr_int("transA", 0) != 0 || n.attr_float("alpha", 1.0) != 1.0)) return std::nullopt;
    bool trans_b = is_gemm && n.attr_int("transB", 0) != 0;
    int64_t K = as.back(), M = product(as, 0, as.size() - 1);
    // Activations on both sides: matmul or batch_matmul, without an epilogue.
    if (!val(B).is_constant()) {
      if (!epilogue.empty() || is_gemm) return std::nullopt;
      int64_t N = bs.back();
      if (bs.size() == 2) return make(fmt::format("matmul:M={},N={},K={}", M, N, K), {arg(A), arg(B)});
      if (as.size() != bs.size()) return std::nullopt;
      for (size_t d = 0; d + 2 < as.size(); ++d) {
        if (as[d] != bs[d]) return std::nullopt;
      }
      int64_t batch = product(as, 0, as.size() - 2);
      return make(fmt::format("batch_matmul:B={},M={},N={},K={}", batch, as[as.size() - 2], N, K), {arg(A), arg(B)});
    }
    if (bs.size() != 2) return std::nullopt;
    int64_t N = trans_b ? bs[0] : bs[1];
    std::vector<KernelArg> args{arg(A), arg(B)};  // the weights are packed once the match holds
    bool bias = false;
    std::string act = "none";
    size_t e = 0;
    auto bias_value = [&](int v) {
      return v >= 0 && val(v).is_constant() && !val(v).shape.empty() && val(v).elements() == N &&
             val(v).shape.back() == N;
    };
    if (is_gemm && n.input(2) >= 0) {
      if (!bias_value(n.inputs[2]) || n.attr_float("beta", 1.0) != 1.0) return std::nullopt;
      bias = true;
      args.push_back(prepared(n.inputs[2], reshaped(val(n.inputs[2]).constant, {N}), "read as [N]"));
    }
    int cur = n.outputs[0];
    if (!bias && e < epilogue.size() && epilogue[e]->op == "Add") {
      const Node &add = *epilogue[e];
      int other = add.inputs[0] == cur ? add.inputs[1] : add.inputs[0];
      if (bias_value(other)) {
        bias = true;
        args.push_back(prepared(other, reshaped(val(other).constant, {N}), "read as [N]"));
        cur = add.outputs[0];
        ++e;
      }
    }
    // A residual: an Add of another activation of the output's shape (read as [M,N]).
    bool residual = false;
    if (e < epilogue.size() && epilogue[e]->op == "Add") {
      const Node &add = *epilogue[e];
      int other = add.inputs[0] == cur ? add.inputs[1] : add.inputs[0];
      if (other != cur && !val(other).is_constant() && val(other).shape == val(cur).shape) {
        residual = true;
        args.push_back(arg(other));
        cur = add.outputs[0];
        ++e;
      }
    }
    if (e < epilogue.size() && epilogue[e]->op == "Relu") {
      act = "relu";
      ++e;
    } else if (e < epilogue.size() && epilogue[e]->op == "Gelu" &&
               epilogue[e]->attr_string("approximate", "none") == "none") {
      act = "gelu";
      ++e;
    }
    if (e != epilogue.size()) return std::nullopt;
    // The weights in panels of kWeightBlock output features.
    int64_t nblock = kWeightBlock;
    args[1] =
        prepared(B, panel_weights(*val(B).constant, trans_b, nblock),
                 fmt::format("{} packed to [ceil(N/{}),K,{}] at import", trans_b ? "[N,K]" : "[K,N]", nblock, nblock));
    return make(fmt::format("dense:M={},N={},K={},bias={},residual={},act={},nblock={}", M, N, K, bias ? 1 : 0,
                            residual ? 1 : 0, act, nblock),
                args);
  }

  std::optional<GraphKernel> softmax(const Node &n) {
    const auto &s = val(n.inputs[0]).shape;
    if (n.attr_int("coerce", 0) != 0 || n.attr_int("axis", -1) != static_cast<int64_t>(s.size()) - 1)
      return std::nullopt;
    return make(fmt::format("softmax:M={},N={}", product(s, 0, s.size() - 1), s.back()), {arg(n.inputs[0])});
  }

  std::optional<GraphKernel> layer_norm(const Node &n) {
    const auto &s = val(n.inputs[0]).shape;
    int64_t N = s.back();
    if (n.attr_int("axis", -1) != static_cast<int64_t>(s.size()) - 1) return std::nullopt;
    int scale = n.inputs[1], bias = n.input(2);
    if (!val(scale).is_constant() || val(scale).elements() != N) return std::nullopt;
    if (bias < 0 || !val(bias).is_constant() || val(bias).elements() != N) return std::nullopt;
    std::string eps = fmt::format("{}", n.attr_float("epsilon", 1e-5));
    return make(fmt::format("layernorm:M={},N={},eps={}", product(s, 0, s.size() - 1), N, eps),
                {arg(n.inputs[0]), prepared(scale, reshaped(val(scale).constant, {N}), "read as [N]"),
                 prepared(bias, reshaped(val(bias).constant, {N}), "read as [N]")});
  }

  std::optional<GraphKernel> elementwise(const Node &n) {
    const auto &s = val(n.outputs[0]).shape;
    if (s.empty()) return std::nullopt;
    for (int v : n.inputs) {
      if (val(v).shape != s || val(v).is_constant()) return std::nullopt;
    }
    std::string op = n.op == "Add" ? "add" : n.op == "Mul" ? "mul" : "relu";
    std::vector<KernelArg> args;
    for (int v : n.inputs) args.push_back(arg(v));
    return make(fmt::format("{}:M={},N={}", op, product(s, 0, s.size() - 1), s.back()), args);
  }
};

}  // namespace

std::optional<GraphKernel> match_registry_op(const FusedGraph &fg, const FusedGroup &group) {
  return Matcher(fg, group).match();
}

}  // namespace ktune::graph
