#include "DnnlPeers.h"

#include <omp.h>

#include <memory>
#include <oneapi/dnnl/dnnl.hpp>
#include <unordered_map>

#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

// The thread count below assumes the OpenMP runtime; a TBB or threadpool build of oneDNN
// would ignore omp_set_num_threads and silently use every core.
static_assert(DNNL_CPU_RUNTIME == DNNL_RUNTIME_OMP, "bench_cpu sets oneDNN's threads through OpenMP");

namespace ktune::bench {

namespace {

using dnnl::memory;
using dims = memory::dims;

struct ConvProblem {
  int64_t N, C, H, W, K, R, S, stride, pad, dilation, P, Q;
  bool nhwc, depthwise;
};

ConvProblem conv_problem(const Workload &w, bool depthwise) {
  OpParams p(w.op_name, w.params);
  ConvProblem c;
  c.depthwise = depthwise;
  c.N = p.integer("N");
  c.C = p.integer("C");
  c.H = p.integer("H");
  c.W = p.integer("W");
  c.K = depthwise ? c.C : p.integer("K");
  c.R = p.integer("R");
  c.S = p.integer("S");
  c.stride = p.integer("stride");
  c.pad = p.integer("pad");
  c.dilation = p.integer("dilation");
  c.nhwc = p.text("layout") == "nhwc";
  // The output extent as the workload computed it.
  const std::vector<int64_t> &out = w.outputs().at(0).shape();
  c.P = c.nhwc ? out[1] : out[2];
  c.Q = c.nhwc ? out[2] : out[3];
  return c;
}

// Plain (ktune) layouts as explicit strides over oneDNN's logical dimension order (N,C,H,W for
// activations; O,I,H,W or G,O,I,H,W for weights), so no format tag has to match the
// workload's argument layout: W[K,C,R,S], W[R,S,C,K], W[C,R,S] and W[R,S,C] are all covered.
memory::desc activation_desc(int64_t n, int64_t c, int64_t h, int64_t w, bool nhwc) {
  dims strides = nhwc ? dims{h * w * c, 1, w * c, c} : dims{c * h * w, h * w, w, 1};
  return memory::desc({n, c, h, w}, memory::data_type::f32, strides);
}

memory::desc weights_desc(const ConvProblem &c) {
  if (c.depthwise) {
    // goihw with o = i = 1: the channel is the group.
    dims strides = c.nhwc ? dims{1, c.C, c.C, c.S * c.C, c.C} : dims{c.R * c.S, c.R * c.S, c.R * c.S, c.S, 1};
    return memory::desc({c.C, 1, 1, c.R, c.S}, memory::data_type::f32, strides);
  }
  // oihw for KCRS, hwio for RSCK.
  dims strides = c.nhwc ? dims{1, c.K, c.S * c.C * c.K, c.C * c.K} : dims{c.C * c.R * c.S, c.R * c.S, c.S, 1};
  return memory::desc({c.K, c.C, c.R, c.S}, memory::data_type::f32, strides);
}

// Everything the timed call touches, kept alive by the Peer's closures.
struct ConvState {
  dnnl::engine engine{dnnl::engine::kind::cpu, 0};
  dnnl::stream stream{engine};
  dnnl::convolution_forward conv;
  memory src, weights, dst, dst_plain;
  NDArray output;
};

memory to_layout(ConvState &s, const memory::desc &plain, void *data, const memory::desc &wanted) {
  memory from(plain, s.engine, data);
  if (plain == wanted) return from;
  memory to(wanted, s.engine);
  dnnl::reorder(from, to).execute(s.stream, from, to);
  s.stream.wait();
  return to;
}

Peer onednn_conv(const Workload &w, const std::vector<NDArray> &in, bool depthwise) {
  ConvProblem c = conv_problem(w, depthwise);
  auto s = std::make_shared<ConvState>();
  memory::desc src_plain = activation_desc(c.N, c.C, c.H, c.W, c.nhwc);
  memory::desc dst_plain = activation_desc(c.N, c.K, c.P, c.Q, c.nhwc);
  memory::desc wei_plain = weights_desc(c);
  auto any = [](const memory::desc &d) {
    return memory::desc(d.dims(), memory::data_type::f32, memory::format_tag::any);
  };

  // oneDNN counts dilation from 0 (no dilation), ktune from 1.
  dims strides{c.stride, c.stride}, dilates{c.dilation - 1, c.dilation - 1}, padding{c.pad, c.pad};
  dnnl::convolution_forward::desc desc(dnnl::prop_kind::forward_inference, dnnl::algorithm::convolution_direct,
                                       any(src_plain), any(wei_plain), any(dst_plain), strides, dilates, padding,
                                       padding);
  dnnl::convolution_forward::primitive_desc pd(desc, s->engine);
  s->conv = dnnl::convolution_forward(pd);
  s->src = to_layout(*s, src_plain, in.at(0).data(), pd.src_desc());
  s->weights = to_layout(*s, wei_plain, in.at(1).data(), pd.weights_desc());
  s->dst = memory(pd.dst_desc(), s->engine);
  s->output = NDArray::empty(w.outputs().at(0).shape(), w.outputs().at(0).dtype());
  s->dst_plain = memory(dst_plain, s->engine, s->output.data());

  std::string name = std::string(depthwise ? "oneDNN depthwise conv (" : "oneDNN conv (") + pd.impl_info_str() + ")";
  return {
      name,
      [s] {
        s->conv.execute(s->stream, {{DNNL_ARG_SRC, s->src}, {DNNL_ARG_WEIGHTS, s->weights}, {DNNL_ARG_DST, s->dst}});
        s->stream.wait();
      },
      [s] {
        dnnl::reorder(s->dst, s->dst_plain).execute(s->stream, s->dst, s->dst_plain);
        s->stream.wait();
        return s->output;
      }};
}

// A row-wise primitive on X[M, N] in the plain layout: its output is ktune's output layout.
struct RowState {
  dnnl::engine engine{dnnl::engine::kind::cpu, 0};
  dnnl::stream stream{engine};
  dnnl::primitive primitive;
  std::unordered_map<int, memory> args;
  NDArray output;
};

std::shared_ptr<RowState> row_state(const Workload &w) {
  auto s = std::make_shared<RowState>();
  s->output = NDArray::empty(w.outputs().at(0).shape(), w.outputs().at(0).dtype());
  return s;
}

Peer row_peer(const std::string &name, std::shared_ptr<RowState> s) {
  return {name,
          [s] {
            s->primitive.execute(s->stream, s->args);
            s->stream.wait();
          },
          [s] { return s->output; }};
}

memory::desc rows_desc(const Workload &w) {
  const std::vector<int64_t> &shape = w.inputs().at(0).shape();
  return memory::desc({shape.at(0), shape.at(1)}, memory::data_type::f32, memory::format_tag::ab);
}

}  // namespace

Peer onednn_softmax(const Workload &w, const std::vector<NDArray> &in) {
  auto s = row_state(w);
  memory::desc data = rows_desc(w);
  dnnl::softmax_forward::desc desc(dnnl::prop_kind::forward_inference, data, 1);
  dnnl::softmax_forward::primitive_desc pd(desc, s->engine);
  s->primitive = dnnl::softmax_forward(pd);
  s->args = {{DNNL_ARG_SRC, memory(data, s->engine, in.at(0).data())},
             {DNNL_ARG_DST, memory(data, s->engine, s->output.data())}};
  return row_peer("oneDNN softmax (" + std::string(pd.impl_info_str()) + ")", s);
}

Peer onednn_layernorm(const Workload &w, const std::vector<NDArray> &in) {
  OpParams p(w.op_name, w.params);
  auto s = row_state(w);
  memory::desc data = rows_desc(w);
  auto flags = dnnl::normalization_flags::use_scale | dnnl::normalization_flags::use_shift;
  dnnl::layer_normalization_forward::desc desc(dnnl::prop_kind::forward_inference, data,
                                               static_cast<float>(p.real("eps")), flags);
  dnnl::layer_normalization_forward::primitive_desc pd(desc, s->engine);
  s->primitive = dnnl::layer_normalization_forward(pd);
  memory::desc channel({w.inputs().at(0).shape().at(1)}, memory::data_type::f32, memory::format_tag::a);
  s->args = {{DNNL_ARG_SRC, memory(data, s->engine, in.at(0).data())},
             {DNNL_ARG_DST, memory(data, s->engine, s->output.data())},
             {DNNL_ARG_SCALE, memory(channel, s->engine, in.at(1).data())},
             {DNNL_ARG_SHIFT, memory(channel, s->engine, in.at(2).data())}};
  // The statistics it computes on the way (not returned in inference, but given a home).
  if (pd.mean_desc().get_size() > 0) s->args[DNNL_ARG_MEAN] = memory(pd.mean_desc(), s->engine);
  if (pd.variance_desc().get_size() > 0) s->args[DNNL_ARG_VARIANCE] = memory(pd.variance_desc(), s->engine);
  return row_peer("oneDNN layer norm (" + std::string(pd.impl_info_str()) + ")", s);
}

Peer onednn_conv2d(const Workload &w, const std::vector<NDArray> &in) { return onednn_conv(w, in, false); }

Peer onednn_depthwise_conv2d(const Workload &w, const std::vector<NDArray> &in) { return onednn_conv(w, in, true); }

void set_onednn_threads(int n) { omp_set_num_threads(n); }

std::string onednn_version() {
  const dnnl_version_t *v = dnnl_version();
  return std::to_string(v->major) + "." + std::to_string(v->minor) + "." + std::to_string(v->patch) +
         " (CPU runtime OpenMP, " + std::to_string(omp_get_max_threads()) + " threads)";
}

}  // namespace ktune::bench
