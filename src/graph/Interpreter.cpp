// The graph's reference interpreter: each op of the normalised graph (see Normalize.cpp: axes,
// pads, clip bounds and the like are attributes by then) as plain loops over doubles.
//
// It is the ground truth for the kernels made from a graph, so it shares nothing with them: no
// tensor IR, no schedules, no code generation. Values are read into doubles, computed in double
// and rounded once to the output's type. Every op follows the ONNX operator documents for the
// normalised attributes; numpy broadcasting for the elementwise ops.
#include "ktune/graph/Interpreter.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <numeric>

#include "ktune/support/Error.h"

namespace ktune::graph {

namespace {

// A tensor as doubles.
struct Buf {
  std::vector<int64_t> shape;
  std::vector<double> v;
  int64_t size() const { return static_cast<int64_t>(v.size()); }
};

int64_t product(const std::vector<int64_t> &s, size_t from = 0, size_t to = SIZE_MAX) {
  to = std::min(to, s.size());
  if (from >= to) return 1;
  return std::accumulate(s.begin() + static_cast<std::ptrdiff_t>(from), s.begin() + static_cast<std::ptrdiff_t>(to),
                         int64_t{1}, std::multiplies<>());
}

Buf read(const NDArray &a) {
  Buf b;
  b.shape = a.shape();
  b.v.resize(static_cast<size_t>(a.size()));
  if (a.dtype() == DataType::f32()) {
    const float *p = a.as<float>();
    for (int64_t i = 0; i < a.size(); ++i) b.v[i] = p[i];
  } else {
    for (int64_t i = 0; i < a.size(); ++i) b.v[i] = a.get(i);
  }
  return b;
}

NDArray write(const Buf &b, DataType t) {
  NDArray a = NDArray::empty(b.shape, t);
  if (t == DataType::f32()) {
    float *p = a.as<float>();
    for (int64_t i = 0; i < b.size(); ++i) p[i] = static_cast<float>(b.v[i]);
  } else {
    for (int64_t i = 0; i < b.size(); ++i) a.set(i, b.v[i]);
  }
  return a;
}

std::vector<int64_t> strides_of(const std::vector<int64_t> &shape) {
  std::vector<int64_t> s(shape.size(), 1);
  for (size_t i = shape.size(); i-- > 1;) s[i - 1] = s[i] * shape[i];
  return s;
}

std::vector<int64_t> broadcast_shape(const Node &n, const std::vector<std::vector<int64_t>> &shapes) {
  size_t rank = 0;
  for (auto &s : shapes) rank = std::max(rank, s.size());
  std::vector<int64_t> out(rank, 1);
  for (auto &s : shapes) {
    for (size_t i = 0; i < s.size(); ++i) {
      int64_t &o = out[rank - s.size() + i];
      int64_t d = s[i];
      user_check(o == 1 || d == 1 || o == d, "node '" << n.name << "' (" << n.op << "): shapes do not broadcast");
      if (o == 1) o = d;
    }
  }
  return out;
}

// For each output element, the flat index of a broadcast input.
std::vector<int64_t> broadcast_index(const std::vector<int64_t> &out, const std::vector<int64_t> &in) {
  size_t rank = out.size();
  std::vector<int64_t> in_stride(rank, 0);
  std::vector<int64_t> s = strides_of(in);
  for (size_t i = 0; i < in.size(); ++i) {
    if (in[i] != 1) in_stride[rank - in.size() + i] = s[i];
  }
  int64_t n = product(out);
  std::vector<int64_t> idx(static_cast<size_t>(n));
  std::vector<int64_t> counter(rank, 0);
  int64_t flat = 0;
  for (int64_t e = 0; e < n; ++e) {
    idx[e] = flat;
    for (size_t d = rank; d-- > 0;) {
      ++counter[d];
      flat += in_stride[d];
      if (counter[d] < out[d]) break;
      flat -= in_stride[d] * counter[d];
      counter[d] = 0;
    }
  }
  return idx;
}

double gelu(double x) { return 0.5 * x * (1.0 + std::erf(x / std::sqrt(2.0))); }
double gelu_tanh(double x) { return 0.5 * x * (1.0 + std::tanh(std::sqrt(2.0 / M_PI) * (x + 0.044715 * x * x * x))); }

// The scalar function of an elementwise op, given its attributes.
std::function<double(const std::vector<double> &)> scalar_fn(const Node &n) {
  const std::string &op = n.op;
  if (op == "Add") return [](const std::vector<double> &a) { return a[0] + a[1]; };
  if (op == "Sub") return [](const std::vector<double> &a) { return a[0] - a[1]; };
  if (op == "Mul") return [](const std::vector<double> &a) { return a[0] * a[1]; };
  if (op == "Div") return [](const std::vector<double> &a) { return a[0] / a[1]; };
  if (op == "Pow") return [](const std::vector<double> &a) { return std::pow(a[0], a[1]); };
  if (op == "Max") return [](const std::vector<double> &a) { return *std::max_element(a.begin(), a.end()); };
  if (op == "Min") return [](const std::vector<double> &a) { return *std::min_element(a.begin(), a.end()); };
  if (op == "Relu") return [](const std::vector<double> &a) { return a[0] > 0 ? a[0] : 0.0; };
  if (op == "LeakyRelu") {
    double alpha = n.attr_float("alpha", 0.01);
    return [alpha](const std::vector<double> &a) { return a[0] >= 0 ? a[0] : alpha * a[0]; };
  }
  if (op == "Clip") {
    double lo = n.attr_float("min", -std::numeric_limits<double>::infinity());
    double hi = n.attr_float("max", std::numeric_limits<double>::infinity());
    return [lo, hi](const std::vector<double> &a) { return std::min(std::max(a[0], lo), hi); };
  }
  if (op == "Sigmoid") return [](const std::vector<double> &a) { return 1.0 / (1.0 + std::exp(-a[0])); };
  if (op == "HardSigmoid") {
    double alpha = n.attr_float("alpha", 0.2), beta = n.attr_float("beta", 0.5);
    return [alpha, beta](const std::vector<double> &a) { return std::max(0.0, std::min(1.0, alpha * a[0] + beta)); };
  }
  if (op == "HardSwish") {
    return [](const std::vector<double> &a) { return a[0] * std::max(0.0, std::min(1.0, a[0] / 6.0 + 0.5)); };
  }
  if (op == "Silu") return [](const std::vector<double> &a) { return a[0] / (1.0 + std::exp(-a[0])); };
  if (op == "Tanh") return [](const std::vector<double> &a) { return std::tanh(a[0]); };
  if (op == "Erf") return [](const std::vector<double> &a) { return std::erf(a[0]); };
  if (op == "Gelu") {
    if (n.attr_string("approximate", "none") == "tanh")
      return [](const std::vector<double> &a) { return gelu_tanh(a[0]); };
    return [](const std::vector<double> &a) { return gelu(a[0]); };
  }
  if (op == "Exp") return [](const std::vector<double> &a) { return std::exp(a[0]); };
  if (op == "Log") return [](const std::vector<double> &a) { return std::log(a[0]); };
  if (op == "Sqrt") return [](const std::vector<double> &a) { return std::sqrt(a[0]); };
  if (op == "Reciprocal") return [](const std::vector<double> &a) { return 1.0 / a[0]; };
  if (op == "Neg") return [](const std::vector<double> &a) { return -a[0]; };
  if (op == "Abs") return [](const std::vector<double> &a) { return std::fabs(a[0]); };
  if (op == "Floor") return [](const std::vector<double> &a) { return std::floor(a[0]); };
  if (op == "Ceil") return [](const std::vector<double> &a) { return std::ceil(a[0]); };
  if (op == "Equal") return [](const std::vector<double> &a) { return a[0] == a[1] ? 1.0 : 0.0; };
  if (op == "Less") return [](const std::vector<double> &a) { return a[0] < a[1] ? 1.0 : 0.0; };
  if (op == "Greater") return [](const std::vector<double> &a) { return a[0] > a[1] ? 1.0 : 0.0; };
  if (op == "Not") return [](const std::vector<double> &a) { return a[0] != 0 ? 0.0 : 1.0; };
  if (op == "Where") return [](const std::vector<double> &a) { return a[0] != 0 ? a[1] : a[2]; };
  if (op == "Cast") return [](const std::vector<double> &a) { return a[0]; };  // rounded by write()
  return {};
}

Buf elementwise(const Node &n, const std::vector<Buf> &in) {
  auto fn = scalar_fn(n);
  internal_check(fn, "node '" << n.name << "': " << n.op << " is not elementwise");
  std::vector<std::vector<int64_t>> shapes;
  for (auto &b : in) shapes.push_back(b.shape);
  Buf out;
  out.shape = broadcast_shape(n, shapes);
  int64_t total = product(out.shape);
  std::vector<std::vector<int64_t>> idx;
  for (auto &b : in) idx.push_back(broadcast_index(out.shape, b.shape));
  out.v.resize(static_cast<size_t>(total));
  std::vector<double> args(in.size());
  for (int64_t e = 0; e < total; ++e) {
    for (size_t k = 0; k < in.size(); ++k) args[k] = in[k].v[idx[k][e]];
    out.v[e] = fn(args);
  }
  return out;
}

// BatchNormalization (inference): per channel of axis 1.
Buf batch_norm(const Node &n, const std::vector<Buf> &in) {
  const Buf &x = in[0];
  double eps = n.attr_float("epsilon", 1e-5);
  int64_t C = x.shape.at(1), inner = product(x.shape, 2), outer = x.shape[0];
  Buf out{x.shape, std::vector<double>(x.v.size())};
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t c = 0; c < C; ++c) {
      double scale = in[1].v[c] / std::sqrt(in[4].v[c] + eps);
      double shift = in[2].v[c] - in[3].v[c] * scale;
      for (int64_t i = 0; i < inner; ++i) {
        int64_t e = (o * C + c) * inner + i;
        out.v[e] = x.v[e] * scale + shift;
      }
    }
  }
  return out;
}

// Conv, 2-D, NCHW, with explicit pads [top, left, bottom, right], strides, dilations, group.
Buf conv(const Node &n, const std::vector<Buf> &in) {
  const Buf &x = in[0], &w = in[1];
  auto pads = n.attr_ints("pads"), strides = n.attr_ints("strides"), dil = n.attr_ints("dilations");
  int64_t group = n.attr_int("group", 1);
  int64_t N = x.shape[0], C = x.shape[1], H = x.shape[2], W = x.shape[3];
  int64_t M = w.shape[0], Cg = w.shape[1], R = w.shape[2], S = w.shape[3];
  int64_t P = (H + pads[0] + pads[2] - dil[0] * (R - 1) - 1) / strides[0] + 1;
  int64_t Q = (W + pads[1] + pads[3] - dil[1] * (S - 1) - 1) / strides[1] + 1;
  int64_t Mg = M / group;
  Buf out{{N, M, P, Q}, std::vector<double>(static_cast<size_t>(N * M * P * Q))};
  (void)C;
  for (int64_t b = 0; b < N; ++b) {
    for (int64_t m = 0; m < M; ++m) {
      int64_t g = m / Mg;
      double bias = in.size() > 2 && !in[2].v.empty() ? in[2].v[m] : 0.0;
      for (int64_t p = 0; p < P; ++p) {
        for (int64_t q = 0; q < Q; ++q) {
          double acc = bias;
          for (int64_t c = 0; c < Cg; ++c) {
            int64_t ci = g * Cg + c;
            for (int64_t r = 0; r < R; ++r) {
              int64_t h = p * strides[0] - pads[0] + r * dil[0];
              if (h < 0 || h >= H) continue;
              const double *xrow = &x.v[((b * x.shape[1] + ci) * H + h) * W];
              const double *wrow = &w.v[((m * Cg + c) * R + r) * S];
              for (int64_t s = 0; s < S; ++s) {
                int64_t ww = q * strides[1] - pads[1] + s * dil[1];
                if (ww < 0 || ww >= W) continue;
                acc += xrow[ww] * wrow[s];
              }
            }
          }
          out.v[((b * M + m) * P + p) * Q + q] = acc;
        }
      }
    }
  }
  return out;
}

// Pooling, 2-D, NCHW: max or average (count_include_pad), explicit pads, ceil_mode.
Buf pool(const Node &n, const Buf &x, bool is_max) {
  auto k = n.attr_ints("kernel_shape"), pads = n.attr_ints("pads"), strides = n.attr_ints("strides");
  auto dil = n.attr_ints("dilations", {1, 1});
  bool ceil_mode = n.attr_int("ceil_mode", 0) != 0, include_pad = n.attr_int("count_include_pad", 0) != 0;
  int64_t N = x.shape[0], C = x.shape[1], H = x.shape[2], W = x.shape[3];
  auto out_len = [&](int64_t len, int d) {
    int64_t span = len + pads[d] + pads[d + 2] - dil[d] * (k[d] - 1) - 1;
    int64_t o = (ceil_mode ? (span + strides[d] - 1) / strides[d] : span / strides[d]) + 1;
    if (ceil_mode && (o - 1) * strides[d] >= len + pads[d]) --o;  // the last window starts inside
    return o;
  };
  int64_t P = out_len(H, 0), Q = out_len(W, 1);
  Buf out{{N, C, P, Q}, std::vector<double>(static_cast<size_t>(N * C * P * Q))};
  for (int64_t nc = 0; nc < N * C; ++nc) {
    const double *plane = &x.v[nc * H * W];
    for (int64_t p = 0; p < P; ++p) {
      for (int64_t q = 0; q < Q; ++q) {
        double acc = is_max ? -std::numeric_limits<double>::infinity() : 0.0;
        int64_t count = 0;
        for (int64_t r = 0; r < k[0]; ++r) {
          int64_t h = p * strides[0] - pads[0] + r * dil[0];
          for (int64_t s = 0; s < k[1]; ++s) {
            int64_t w = q * strides[1] - pads[1] + s * dil[1];
            bool inside = h >= 0 && h < H && w >= 0 && w < W;
            // count_include_pad counts the padded positions, not those past the padding that
            // ceil_mode adds.
            bool in_padded = h < H + pads[2] && w < W + pads[3];
            if (inside) {
              acc = is_max ? std::max(acc, plane[h * W + w]) : acc + plane[h * W + w];
              ++count;
            } else if (!is_max && include_pad && in_padded) {
              ++count;
            }
          }
        }
        out.v[(nc * P + p) * Q + q] = is_max ? acc : (count ? acc / static_cast<double>(count) : 0.0);
      }
    }
  }
  return out;
}

Buf global_pool(const Buf &x, bool is_max) {
  int64_t NC = x.shape[0] * x.shape[1], HW = product(x.shape, 2);
  std::vector<int64_t> shape = x.shape;
  for (size_t d = 2; d < shape.size(); ++d) shape[d] = 1;
  Buf out{shape, std::vector<double>(static_cast<size_t>(NC))};
  for (int64_t i = 0; i < NC; ++i) {
    double acc = is_max ? -std::numeric_limits<double>::infinity() : 0.0;
    for (int64_t e = 0; e < HW; ++e) acc = is_max ? std::max(acc, x.v[i * HW + e]) : acc + x.v[i * HW + e];
    out.v[i] = is_max ? acc : acc / static_cast<double>(HW);
  }
  return out;
}

// MatMul with numpy broadcasting of the batch dimensions (both operands at least 2-D).
Buf matmul(const Node &n, const Buf &a, const Buf &b) {
  user_check(a.shape.size() >= 2 && b.shape.size() >= 2,
             "node '" << n.name << "' (MatMul): 1-D operands are not supported");
  size_t ra = a.shape.size(), rb = b.shape.size();
  int64_t M = a.shape[ra - 2], K = a.shape[ra - 1], N = b.shape[rb - 1];
  std::vector<int64_t> abatch(a.shape.begin(), a.shape.end() - 2), bbatch(b.shape.begin(), b.shape.end() - 2);
  std::vector<int64_t> batch = broadcast_shape(n, {abatch, bbatch});
  auto ai = broadcast_index(batch, abatch), bi = broadcast_index(batch, bbatch);
  int64_t nb = product(batch);
  std::vector<int64_t> shape = batch;
  shape.push_back(M);
  shape.push_back(N);
  Buf out{shape, std::vector<double>(static_cast<size_t>(nb * M * N))};
  for (int64_t e = 0; e < nb; ++e) {
    const double *A = &a.v[ai[e] * M * K], *B = &b.v[bi[e] * K * N];
    double *C = &out.v[e * M * N];
    for (int64_t i = 0; i < M; ++i) {
      for (int64_t k = 0; k < K; ++k) {
        double x = A[i * K + k];
        for (int64_t j = 0; j < N; ++j) C[i * N + j] += x * B[k * N + j];
      }
    }
  }
  return out;
}

Buf gemm(const Node &n, const std::vector<Buf> &in) {
  bool ta = n.attr_int("transA", 0) != 0, tb = n.attr_int("transB", 0) != 0;
  double alpha = n.attr_float("alpha", 1.0), beta = n.attr_float("beta", 1.0);
  const Buf &a = in[0], &b = in[1];
  int64_t M = ta ? a.shape[1] : a.shape[0], K = ta ? a.shape[0] : a.shape[1], N = tb ? b.shape[0] : b.shape[1];
  Buf out{{M, N}, std::vector<double>(static_cast<size_t>(M * N))};
  std::vector<int64_t> ci;
  bool has_c = in.size() > 2 && !in[2].v.empty();
  if (has_c) ci = broadcast_index(out.shape, in[2].shape);
  for (int64_t i = 0; i < M; ++i) {
    for (int64_t j = 0; j < N; ++j) {
      double acc = 0;
      for (int64_t k = 0; k < K; ++k) acc += a.v[ta ? k * M + i : i * K + k] * b.v[tb ? j * K + k : k * N + j];
      out.v[i * N + j] = alpha * acc + (has_c ? beta * in[2].v[ci[i * N + j]] : 0.0);
    }
  }
  return out;
}

// Reduces x over the listed axes (sum, mean or max), keeping them as 1 when keepdims.
Buf reduce(const Buf &x, const std::vector<int64_t> &axes, bool keepdims, const std::string &kind) {
  size_t rank = x.shape.size();
  std::vector<bool> red(rank, false);
  for (auto a : axes) red[a] = true;
  std::vector<int64_t> kept;  // output shape with reduced dims as 1
  for (size_t d = 0; d < rank; ++d) kept.push_back(red[d] ? 1 : x.shape[d]);
  auto idx = broadcast_index(x.shape, kept);  // input element -> output element
  Buf out{kept, std::vector<double>(static_cast<size_t>(product(kept)),
                                    kind == "max" ? -std::numeric_limits<double>::infinity() : 0.0)};
  for (int64_t e = 0; e < x.size(); ++e) {
    double &o = out.v[idx[e]];
    o = kind == "max" ? std::max(o, x.v[e]) : o + x.v[e];
  }
  if (kind == "mean") {
    double count = static_cast<double>(x.size()) / static_cast<double>(std::max<int64_t>(1, out.size()));
    for (auto &o : out.v) o /= count;
  }
  if (!keepdims) {
    std::vector<int64_t> s;
    for (size_t d = 0; d < rank; ++d) {
      if (!red[d]) s.push_back(x.shape[d]);
    }
    out.shape = s;
  }
  return out;
}

// Softmax over the dimensions from `axis` on (coerce: opsets before 13) or over `axis` alone.
Buf softmax(const Node &n, const Buf &x) {
  int64_t axis = n.attr_int("axis", -1);
  bool coerce = n.attr_int("coerce", 0) != 0;
  std::vector<int64_t> axes;
  if (coerce) {
    for (size_t d = static_cast<size_t>(axis); d < x.shape.size(); ++d) axes.push_back(static_cast<int64_t>(d));
  } else {
    axes.push_back(axis);
  }
  Buf mx = reduce(x, axes, true, "max");
  auto idx = broadcast_index(x.shape, mx.shape);
  Buf e{x.shape, std::vector<double>(x.v.size())};
  for (int64_t i = 0; i < x.size(); ++i) e.v[i] = std::exp(x.v[i] - mx.v[idx[i]]);
  Buf s = reduce(e, axes, true, "sum");
  for (int64_t i = 0; i < x.size(); ++i) e.v[i] /= s.v[idx[i]];
  return e;
}

// LayerNormalization over the dimensions from `axis` on.
Buf layer_norm(const Node &n, const std::vector<Buf> &in) {
  const Buf &x = in[0];
  int64_t axis = n.attr_int("axis", -1);
  double eps = n.attr_float("epsilon", 1e-5);
  int64_t outer = product(x.shape, 0, static_cast<size_t>(axis)), inner = product(x.shape, static_cast<size_t>(axis));
  std::vector<int64_t> norm_shape(x.shape.begin() + axis, x.shape.end());
  auto si = broadcast_index(norm_shape, in[1].shape);
  std::vector<int64_t> bi;
  bool has_b = in.size() > 2 && !in[2].v.empty();
  if (has_b) bi = broadcast_index(norm_shape, in[2].shape);
  Buf out{x.shape, std::vector<double>(x.v.size())};
  for (int64_t o = 0; o < outer; ++o) {
    const double *row = &x.v[o * inner];
    double mean = 0, var = 0;
    for (int64_t i = 0; i < inner; ++i) mean += row[i];
    mean /= static_cast<double>(inner);
    for (int64_t i = 0; i < inner; ++i) var += (row[i] - mean) * (row[i] - mean);
    var /= static_cast<double>(inner);
    double inv = 1.0 / std::sqrt(var + eps);
    for (int64_t i = 0; i < inner; ++i) {
      out.v[o * inner + i] = (row[i] - mean) * inv * in[1].v[si[i]] + (has_b ? in[2].v[bi[i]] : 0.0);
    }
  }
  return out;
}

Buf permute(const Buf &x, const std::vector<int64_t> &perm) {
  size_t rank = x.shape.size();
  std::vector<int64_t> shape(rank), in_stride = strides_of(x.shape), out_stride(rank);
  for (size_t d = 0; d < rank; ++d) shape[d] = x.shape[perm[d]];
  Buf out{shape, std::vector<double>(x.v.size())};
  std::vector<int64_t> counter(rank, 0);
  for (int64_t e = 0; e < out.size(); ++e) {
    int64_t src = 0;
    for (size_t d = 0; d < rank; ++d) src += counter[d] * in_stride[perm[d]];
    out.v[e] = x.v[src];
    for (size_t d = rank; d-- > 0;) {
      if (++counter[d] < shape[d]) break;
      counter[d] = 0;
    }
  }
  return out;
}

Buf transpose(const Node &n, const Buf &x) { return permute(x, n.attr_ints("perm")); }

Buf concat(const Node &n, const std::vector<Buf> &in) {
  int64_t axis = n.attr_int("axis", 0);
  std::vector<int64_t> shape = in[0].shape;
  shape[axis] = 0;
  for (auto &b : in) shape[axis] += b.shape[axis];
  int64_t outer = product(shape, 0, static_cast<size_t>(axis)), inner = product(shape, static_cast<size_t>(axis) + 1);
  Buf out{shape, {}};
  out.v.reserve(static_cast<size_t>(product(shape)));
  for (int64_t o = 0; o < outer; ++o) {
    for (auto &b : in) {
      int64_t len = b.shape[axis] * inner;
      out.v.insert(out.v.end(), b.v.begin() + o * len, b.v.begin() + (o + 1) * len);
    }
  }
  return out;
}

// Slice with normalised (non-negative, clamped) starts and ends for every axis listed.
Buf slice(const Node &n, const Buf &x) {
  auto starts = n.attr_ints("starts"), ends = n.attr_ints("ends"), axes = n.attr_ints("axes"),
       steps = n.attr_ints("steps");
  size_t rank = x.shape.size();
  std::vector<int64_t> start(rank, 0), step(rank, 1), shape = x.shape;
  for (size_t k = 0; k < axes.size(); ++k) {
    int64_t a = axes[k];
    start[a] = starts[k];
    step[a] = steps[k];
    int64_t span = step[a] > 0 ? ends[k] - starts[k] : starts[k] - ends[k];
    int64_t mag = step[a] > 0 ? step[a] : -step[a];
    shape[a] = span <= 0 ? 0 : (span + mag - 1) / mag;
  }
  std::vector<int64_t> in_stride = strides_of(x.shape);
  Buf out{shape, std::vector<double>(static_cast<size_t>(product(shape)))};
  std::vector<int64_t> counter(rank, 0);
  for (int64_t e = 0; e < out.size(); ++e) {
    int64_t src = 0;
    for (size_t d = 0; d < rank; ++d) src += (start[d] + counter[d] * step[d]) * in_stride[d];
    out.v[e] = x.v[src];
    for (size_t d = rank; d-- > 0;) {
      if (++counter[d] < shape[d]) break;
      counter[d] = 0;
    }
  }
  return out;
}

Buf gather(const Node &n, const Buf &x, const Buf &indices) {
  int64_t axis = n.attr_int("axis", 0);
  int64_t outer = product(x.shape, 0, static_cast<size_t>(axis)), len = x.shape[axis],
          inner = product(x.shape, static_cast<size_t>(axis) + 1);
  std::vector<int64_t> shape(x.shape.begin(), x.shape.begin() + axis);
  shape.insert(shape.end(), indices.shape.begin(), indices.shape.end());
  shape.insert(shape.end(), x.shape.begin() + axis + 1, x.shape.end());
  Buf out{shape, {}};
  out.v.reserve(static_cast<size_t>(product(shape)));
  for (int64_t o = 0; o < outer; ++o) {
    for (double iv : indices.v) {
      int64_t i = static_cast<int64_t>(iv);
      if (i < 0) i += len;
      user_check(i >= 0 && i < len, "node '" << n.name << "' (Gather): index " << iv << " is outside 0.." << len - 1);
      out.v.insert(out.v.end(), x.v.begin() + (o * len + i) * inner, x.v.begin() + (o * len + i + 1) * inner);
    }
  }
  return out;
}

Buf expand(const Node &n, const Buf &x) {
  std::vector<int64_t> shape = broadcast_shape(n, {x.shape, n.attr_ints("shape")});
  auto idx = broadcast_index(shape, x.shape);
  Buf out{shape, std::vector<double>(idx.size())};
  for (size_t e = 0; e < idx.size(); ++e) out.v[e] = x.v[idx[e]];
  return out;
}

Buf range(const std::vector<Buf> &in) {
  double start = in[0].v.at(0), limit = in[1].v.at(0), delta = in[2].v.at(0);
  int64_t n = std::max<int64_t>(0, static_cast<int64_t>(std::ceil((limit - start) / delta)));
  Buf out{{n}, std::vector<double>(static_cast<size_t>(n))};
  for (int64_t i = 0; i < n; ++i) out.v[i] = start + static_cast<double>(i) * delta;
  return out;
}

}  // namespace

std::vector<NDArray> evaluate_node(const Graph &g, const Node &n, const std::vector<NDArray> &inputs) {
  std::vector<Buf> in;
  for (auto &a : inputs) in.push_back(a.defined() ? read(a) : Buf{});
  auto need = [&](size_t k) {
    user_check(in.size() >= k, "node '" << n.name << "' (" << n.op << ") needs " << k << " inputs, has " << in.size());
  };
  const std::string &op = n.op;
  // A Conv or pooling that Layout.cpp made NHWC: the NCHW computation between two permutes.
  bool nhwc = n.channels_last();
  if (nhwc) {
    need(1);
    in[0] = permute(in[0], {0, 3, 1, 2});
  }
  Buf out;
  if (op == "Conv") {
    need(2);
    out = conv(n, in);
  } else if (op == "MatMul") {
    need(2);
    out = matmul(n, in[0], in[1]);
  } else if (op == "Gemm") {
    need(2);
    out = gemm(n, in);
  } else if (op == "MaxPool" || op == "AveragePool") {
    need(1);
    out = pool(n, in[0], op == "MaxPool");
  } else if (op == "GlobalAveragePool" || op == "GlobalMaxPool") {
    need(1);
    out = global_pool(in[0], op == "GlobalMaxPool");
  } else if (op == "Softmax") {
    need(1);
    out = softmax(n, in[0]);
  } else if (op == "LayerNormalization") {
    need(2);
    out = layer_norm(n, in);
  } else if (op == "ReduceMean" || op == "ReduceSum" || op == "ReduceMax") {
    need(1);
    std::string kind = op == "ReduceMean" ? "mean" : op == "ReduceSum" ? "sum" : "max";
    out = reduce(in[0], n.attr_ints("axes"), n.attr_int("keepdims", 1) != 0, kind);
  } else if (op == "BatchNormalization") {
    need(5);
    out = batch_norm(n, in);
  } else if (op == "Transpose") {
    need(1);
    out = transpose(n, in[0]);
  } else if (op == "Concat") {
    need(1);
    out = concat(n, in);
  } else if (op == "Slice") {
    need(1);
    out = slice(n, in[0]);
  } else if (op == "Gather") {
    need(2);
    out = gather(n, in[0], in[1]);
  } else if (op == "Expand") {
    need(1);
    out = expand(n, in[0]);
  } else if (op == "Reshape" || op == "Flatten" || op == "Squeeze" || op == "Unsqueeze" || op == "Identity" ||
             op == "Dropout") {
    need(1);
    out = in[0];
    out.shape = g.values[n.outputs[0]].shape;
  } else if (op == "Range") {
    need(3);
    out = range(in);
  } else if (scalar_fn(n)) {
    need(1);
    out = elementwise(n, in);
  } else {
    user_check(false, "node '" << n.name << "': the interpreter has no " << op);
  }
  if (nhwc) out = permute(out, {0, 2, 3, 1});
  const Value &ov = g.values[n.outputs[0]];
  user_check(ov.shape == out.shape, "node '" << n.name << "' (" << op << "): computed shape does not match the "
                                             << "inferred " << ov.type_str());
  return {write(out, ov.dtype)};
}

std::vector<NDArray> evaluate_graph(const Graph &g, const std::vector<NDArray> &inputs) {
  user_check(inputs.size() == g.inputs.size(),
             "the graph has " << g.inputs.size() << " inputs, " << inputs.size() << " were given");
  std::vector<NDArray> values(g.values.size());
  for (size_t v = 0; v < g.values.size(); ++v) {
    if (g.values[v].is_constant()) values[v] = *g.values[v].constant;
  }
  for (size_t k = 0; k < inputs.size(); ++k) {
    const Value &v = g.values[g.inputs[k]];
    user_check(inputs[k].shape() == v.shape && inputs[k].dtype() == v.dtype,
               "input '" << v.name << "' must be " << v.type_str());
    values[g.inputs[k]] = inputs[k];
  }
  for (auto &n : g.nodes) {
    std::vector<NDArray> in;
    for (int v : n.inputs) in.push_back(v < 0 ? NDArray() : values[v]);
    std::vector<NDArray> out = evaluate_node(g, n, in);
    values[n.outputs[0]] = out[0];
  }
  return values;
}

std::vector<NDArray> run_graph(const Graph &g, const std::vector<NDArray> &inputs) {
  std::vector<NDArray> all = evaluate_graph(g, inputs);
  std::vector<NDArray> out;
  for (int v : g.outputs) out.push_back(all[v]);
  return out;
}

}  // namespace ktune::graph
