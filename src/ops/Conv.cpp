// conv2d and depthwise_conv2d (NCHW and NHWC), with an explicit padding stage and an optional
// epilogue (bias, residual add, ReLU or ReLU6) computed on the output tile. NHWC conv2d may take
// its weights in blocks of output channels (`kblock`: [K/kblock, R, S, C, kblock]), so that a
// tile of output channels reads one contiguous panel of weights (a model's weights are
// arranged so once, at import); with [R,S,C,K] a tile's weights are K floats apart, which
// halved the NHWC template's speed at K = 512 on the Xeon of 2026-12-02.
#include <algorithm>

#include "OpDefs.h"
#include "ktune/support/Error.h"
#include "reference/Reference.h"

namespace ktune::ops {

namespace {

struct ConvShape {
  int64_t N, C, H, W, K, R, S, stride, pad, dilation, P, Q;
  bool nhwc;
  int64_t kblock = 0;  // conv2d NHWC: output channels per weight block, 0 for [R,S,C,K]
};

ConvShape conv_shape(const OpParams &p, bool depthwise) {
  ConvShape s;
  s.N = positive(p, "N");
  s.C = positive(p, "C");
  s.H = positive(p, "H");
  s.W = positive(p, "W");
  s.K = depthwise ? s.C : positive(p, "K");
  s.R = positive(p, "R");
  s.S = positive(p, "S");
  s.stride = positive(p, "stride");
  s.dilation = positive(p, "dilation");
  s.pad = p.integer("pad");
  user_check(s.pad >= 0, p.op() << ": pad must be non-negative, got " << s.pad);
  std::string layout = p.text("layout");
  user_check(layout == "nchw" || layout == "nhwc", p.op() << ": layout must be nchw or nhwc, got '" << layout << "'");
  s.nhwc = layout == "nhwc";
  if (!depthwise) {
    s.kblock = p.integer("kblock");
    user_check(s.kblock >= 0, p.op() << ": kblock must be 0 or positive, got " << s.kblock);
    user_check(s.kblock == 0 || s.nhwc, p.op() << ": kblock (blocked weights) needs layout=nhwc");
    user_check(s.kblock == 0 || s.K % s.kblock == 0,
               p.op() << ": kblock " << s.kblock << " does not divide the " << s.K << " output channels");
  }
  int64_t eff_r = s.dilation * (s.R - 1) + 1, eff_s = s.dilation * (s.S - 1) + 1;
  user_check(s.H + 2 * s.pad >= eff_r && s.W + 2 * s.pad >= eff_s,
             p.op() << ": the " << s.R << "x" << s.S << " kernel (dilation " << s.dilation
                    << ") does not fit the padded " << s.H << "x" << s.W << " input");
  s.P = (s.H + 2 * s.pad - eff_r) / s.stride + 1;
  s.Q = (s.W + 2 * s.pad - eff_s) / s.stride + 1;
  return s;
}

// The padded input as its own stage (the identity when pad is 0).
Tensor pad_input(const Tensor &I, const ConvShape &s) {
  if (s.pad == 0) return I;
  int hd = s.nhwc ? 1 : 2, wd = s.nhwc ? 2 : 3;
  std::vector<int64_t> shape = I.shape();
  shape[hd] += 2 * s.pad;
  shape[wd] += 2 * s.pad;
  return compute(
      shape,
      [&](const std::vector<Var> &v) {
        Expr h = v[hd], w = v[wd];
        Expr inside = h >= Expr(s.pad) && h < Expr(s.H + s.pad) && w >= Expr(s.pad) && w < Expr(s.W + s.pad);
        std::vector<Expr> idx(v.begin(), v.end());
        idx[hd] = h - Expr(s.pad);
        idx[wd] = w - Expr(s.pad);
        return select(inside, I(idx), Expr(0.0f));
      },
      "pad", "pad");
}

std::vector<OpParamDef> conv_params(bool depthwise) {
  std::vector<OpParamDef> ps = {
      {"N", "", "batch"}, {"C", "", "input channels"}, {"H", "", "input height"}, {"W", "", "input width"}};
  if (!depthwise) ps.push_back({"K", "", "output channels"});
  ps.insert(ps.end(), {{"R", "", "kernel height"},
                       {"S", "", "kernel width"},
                       {"stride", "1", "stride"},
                       {"pad", "0", "zero padding on each side"},
                       {"dilation", "1", "dilation"},
                       {"layout", "nchw", "nchw or nhwc"},
                       {"bias", "0", "1 to add bias[K] (the output channel's)"},
                       {"residual", "0", "1 to add a residual input of the output's shape"},
                       {"act", "none", "none, relu or relu6, after the bias and the residual"},
                       {"dtype", "f32",
                        depthwise ? "element type"
                                  : "element type: f32, or tf32 (f32 data whose products tensor cores may round to "
                                    "TF32: checked to 1e-2)"}});
  if (!depthwise) {
    auto layout = std::find_if(ps.begin(), ps.end(), [](const OpParamDef &d) { return d.name == "layout"; });
    ps.insert(layout + 1, {"kblock", "0", "NHWC: weights as [K/kblock,R,S,C,kblock] (0: [R,S,C,K])"});
  }
  return ps;
}

reference::ConvArgs ref_args(const ConvShape &s) {
  return {s.N, s.C, s.H, s.W, s.K, s.R, s.S, s.stride, s.pad, s.dilation, s.P, s.Q, s.nhwc};
}

// The epilogue: act(conv + bias[k] + residual), computed on the output tile in the templates.
struct Epilogue {
  bool bias = false, residual = false;
  std::string act = "none";
  bool any() const { return bias || residual || act != "none"; }
};

Epilogue epilogue(const OpParams &p) {
  Epilogue e;
  int64_t b = p.integer("bias"), r = p.integer("residual");
  user_check(b == 0 || b == 1, p.op() << ": bias must be 0 or 1, got " << b);
  user_check(r == 0 || r == 1, p.op() << ": residual must be 0 or 1, got " << r);
  e.bias = b == 1;
  e.residual = r == 1;
  e.act = p.text("act");
  user_check(e.act == "none" || e.act == "relu" || e.act == "relu6",
             p.op() << ": act must be none, relu or relu6, got '" << e.act << "'");
  return e;
}

// The output O as the reduction stage "O" and, with an epilogue, the stage "Y" that reads it at
// its own indices (the templates compute O per tile of Y); adds bias and residual inputs.
Tensor with_epilogue(const Tensor &O, const Epilogue &e, bool nhwc, DataType t, std::vector<Tensor> &inputs) {
  if (!e.any()) return O;
  Tensor bias, res;
  int64_t K = O.shape()[nhwc ? 3 : 1];
  if (e.bias) inputs.push_back(bias = placeholder({K}, t, "bias"));
  if (e.residual) inputs.push_back(res = placeholder(O.shape(), t, "R"));
  return compute(
      O.shape(),
      [&](const std::vector<Var> &v) {
        Expr x = O(v[0], v[1], v[2], v[3]);
        if (e.bias) x = x + bias(nhwc ? v[3] : v[1]);
        if (e.residual) x = x + res(v[0], v[1], v[2], v[3]);
        if (e.act == "relu" || e.act == "relu6") x = max(x, Expr(0.0f));
        if (e.act == "relu6") x = min(x, Expr(6.0f));
        return x;
      },
      "Y", "elementwise");
}

// The reference epilogue, in place on the convolution's output (in double, rounded once).
void reference_epilogue(const OpParams &p, const ConvShape &s, const std::vector<NDArray> &in, float *out) {
  Epilogue e = epilogue(p);
  if (!e.any()) return;
  size_t next = 2;
  const float *bias = e.bias ? in[next++].as<float>() : nullptr;
  const float *res = e.residual ? in[next++].as<float>() : nullptr;
  int64_t K = s.K, total = s.N * K * s.P * s.Q;
  for (int64_t i = 0; i < total; ++i) {
    int64_t k = s.nhwc ? i % K : (i / (s.P * s.Q)) % K;
    double x = out[i];
    if (bias) x += bias[k];
    if (res) x += res[i];
    if (e.act != "none") x = std::max(x, 0.0);
    if (e.act == "relu6") x = std::min(x, 6.0);
    out[i] = static_cast<float>(x);
  }
}

std::vector<std::string> conv_name_parts(const OpParams &p) {
  std::vector<std::string> parts{p.text("layout")};
  if (p.op() == "conv2d" && p.integer("kblock") > 0) parts.push_back("kb" + std::to_string(p.integer("kblock")));
  Epilogue e = epilogue(p);
  if (e.bias) parts.push_back("bias");
  if (e.residual) parts.push_back("add");
  if (e.act != "none") parts.push_back(e.act);
  return parts;
}

}  // namespace

OpDef conv2d_def() {
  OpDef d;
  d.name = "conv2d";
  d.weights = {"W", "bias"};
  d.summary = "2-D convolution; NCHW input with KCRS weights, or NHWC input with RSCK weights";
  d.params = conv_params(false);
  d.build = [](const OpParams &p) {
    ConvShape s = conv_shape(p, false);
    DataType t = registry_math(p) == MathMode::Tf32 ? DataType::f32() : registry_dtype(p);
    Tensor I = s.nhwc ? placeholder({s.N, s.H, s.W, s.C}, t, "I") : placeholder({s.N, s.C, s.H, s.W}, t, "I");
    Tensor Wt = s.kblock ? placeholder({s.K / s.kblock, s.R, s.S, s.C, s.kblock}, t, "W")
                : s.nhwc ? placeholder({s.R, s.S, s.C, s.K}, t, "W")
                         : placeholder({s.K, s.C, s.R, s.S}, t, "W");
    Tensor Ip = pad_input(I, s);
    IterVar rc = reduce_axis(s.C, "rc"), ry = reduce_axis(s.R, "ry"), rx = reduce_axis(s.S, "rx");
    std::vector<int64_t> out_shape =
        s.nhwc ? std::vector<int64_t>{s.N, s.P, s.Q, s.K} : std::vector<int64_t>{s.N, s.K, s.P, s.Q};
    Tensor O = compute(
        out_shape,
        [&](const std::vector<Var> &v) {
          Expr n = v[0];
          Expr k = s.nhwc ? Expr(v[3]) : Expr(v[1]);
          Expr y = s.nhwc ? Expr(v[1]) : Expr(v[2]);
          Expr x = s.nhwc ? Expr(v[2]) : Expr(v[3]);
          Expr h = y * Expr(s.stride) + ry->var * Expr(s.dilation);
          Expr w = x * Expr(s.stride) + rx->var * Expr(s.dilation);
          Expr in = s.nhwc ? Ip(n, h, w, rc->var) : Ip(n, rc->var, h, w);
          Expr wt = s.kblock ? Wt(floordiv(k, Expr(s.kblock)), ry->var, rx->var, rc->var, floormod(k, Expr(s.kblock)))
                    : s.nhwc ? Wt(ry->var, rx->var, rc->var, k)
                             : Wt(k, rc->var, ry->var, rx->var);
          return sum(in * wt, {rc, ry, rx});
        },
        "O", "conv2d");
    std::vector<Tensor> inputs{I, Wt};
    Tensor Y = with_epilogue(O, epilogue(p), s.nhwc, t, inputs);
    Workload w(inputs, {Y}, registry_math(p));
    w.flops = 2.0 * s.N * s.K * s.P * s.Q * s.C * s.R * s.S;
    return w;
  };
  d.reference = [](const OpParams &p, const std::vector<NDArray> &in, std::vector<NDArray> &out) {
    ConvShape s = conv_shape(p, false);
    const float *w = in[1].as<float>();
    std::vector<float> rsck;
    if (s.kblock) {  // [K/b,R,S,C,b] back to [R,S,C,K]
      int64_t b = s.kblock, RSC = s.R * s.S * s.C;
      rsck.resize(static_cast<size_t>(RSC * s.K));
      for (int64_t k = 0; k < s.K; ++k) {
        for (int64_t rsc = 0; rsc < RSC; ++rsc) rsck[rsc * s.K + k] = w[((k / b) * RSC + rsc) * b + k % b];
      }
      w = rsck.data();
    }
    reference::conv2d(ref_args(s), in[0].as<float>(), w, out[0].as<float>());
    reference_epilogue(p, s, in, out[0].as<float>());
  };
  d.name_parts = conv_name_parts;
  return d;
}

OpDef depthwise_conv2d_def() {
  OpDef d;
  d.name = "depthwise_conv2d";
  d.weights = {"W", "bias"};
  d.summary = "depthwise 2-D convolution (multiplier 1); NCHW with CRS weights or NHWC with RSC weights";
  d.params = conv_params(true);
  d.build = [](const OpParams &p) {
    ConvShape s = conv_shape(p, true);
    DataType t = registry_dtype(p);
    Tensor I = s.nhwc ? placeholder({s.N, s.H, s.W, s.C}, t, "I") : placeholder({s.N, s.C, s.H, s.W}, t, "I");
    Tensor Wt = s.nhwc ? placeholder({s.R, s.S, s.C}, t, "W") : placeholder({s.C, s.R, s.S}, t, "W");
    Tensor Ip = pad_input(I, s);
    IterVar ry = reduce_axis(s.R, "ry"), rx = reduce_axis(s.S, "rx");
    std::vector<int64_t> out_shape =
        s.nhwc ? std::vector<int64_t>{s.N, s.P, s.Q, s.C} : std::vector<int64_t>{s.N, s.C, s.P, s.Q};
    Tensor O = compute(
        out_shape,
        [&](const std::vector<Var> &v) {
          Expr n = v[0];
          Expr c = s.nhwc ? Expr(v[3]) : Expr(v[1]);
          Expr y = s.nhwc ? Expr(v[1]) : Expr(v[2]);
          Expr x = s.nhwc ? Expr(v[2]) : Expr(v[3]);
          Expr h = y * Expr(s.stride) + ry->var * Expr(s.dilation);
          Expr w = x * Expr(s.stride) + rx->var * Expr(s.dilation);
          Expr in = s.nhwc ? Ip(n, h, w, c) : Ip(n, c, h, w);
          Expr wt = s.nhwc ? Wt(ry->var, rx->var, c) : Wt(c, ry->var, rx->var);
          return sum(in * wt, {ry, rx});
        },
        "O", "depthwise_conv2d");
    std::vector<Tensor> inputs{I, Wt};
    Tensor Y = with_epilogue(O, epilogue(p), s.nhwc, t, inputs);
    Workload w(inputs, {Y});
    w.flops = 2.0 * s.N * s.C * s.P * s.Q * s.R * s.S;
    return w;
  };
  d.reference = [](const OpParams &p, const std::vector<NDArray> &in, std::vector<NDArray> &out) {
    ConvShape s = conv_shape(p, true);
    reference::depthwise_conv2d(ref_args(s), in[0].as<float>(), in[1].as<float>(), out[0].as<float>());
    reference_epilogue(p, s, in, out[0].as<float>());
  };
  d.name_parts = conv_name_parts;
  return d;
}

}  // namespace ktune::ops
