// Normalisation: every node of an imported graph in one canonical form, with static shapes.
//
// What it decides, node by node in topological order: the attributes that ONNX lets an op take
// in several forms (as an attribute in one opset and a constant input in another, or left to a
// default) are made explicit attributes in one form (non-negative axes; conv and pool pads as
// [top, left, bottom, right] with auto_pad resolved; Clip bounds as min/max; Slice starts and
// ends clamped as the ONNX document says), and the constant inputs that carried them are
// dropped. A node whose inputs are all constants is evaluated by the reference interpreter and
// becomes a constant (shape arithmetic folds this way: Shape of a static shape is a constant,
// and so is everything computed from it). Identity and inference-mode Dropout are removed.
// Then each output's dtype and static shape are inferred, with an error naming the node when
// its inputs do not fit (a shape mismatch). Later passes and the kernel builder see only this
// form.
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>
#include <set>

#include <fmt/format.h>

#include "Passes.h"
#include "ktune/graph/Interpreter.h"
#include "ktune/graph/OpSet.h"
#include "ktune/support/Error.h"

namespace ktune::graph {

namespace {

class Normalizer {
 public:
  explicit Normalizer(Graph &g) : g_(g) {}

  void run() {
    for (size_t k = 0; k < g_.nodes.size(); ++k) {
      Node &n = g_.nodes[k];
      node_ = &n;
      normalize_node(n);
    }
    // Drop what was folded or removed.
    std::vector<Node> kept;
    for (size_t k = 0; k < g_.nodes.size(); ++k) {
      if (!removed_.count(k)) kept.push_back(std::move(g_.nodes[k]));
    }
    g_.nodes = std::move(kept);
    for (auto &v : g_.values) v.producer = -1;
    for (size_t k = 0; k < g_.nodes.size(); ++k) {
      for (int v : g_.nodes[k].outputs) g_.values[v].producer = static_cast<int>(k);
    }
  }

 private:
  Graph &g_;
  Node *node_ = nullptr;
  std::set<size_t> removed_;

  std::string where() const { return fmt::format("node '{}' ({})", node_->name, node_->op); }
  const Value &in(size_t k) const {
    user_check(k < node_->inputs.size() && node_->inputs[k] >= 0, where() << ": input " << k << " is missing");
    return g_.values[node_->inputs[k]];
  }
  bool has_input(size_t k) const { return node_->input(k) >= 0; }
  Value &out(size_t k = 0) { return g_.values.at(node_->outputs.at(k)); }
  size_t index_of(const Node &n) const { return static_cast<size_t>(&n - g_.nodes.data()); }

  void set_out(DataType t, std::vector<int64_t> shape, size_t k = 0) {
    for (auto d : shape) user_check(d >= 0, where() << ": an output dimension is negative");
    out(k).dtype = t;
    out(k).shape = std::move(shape);
  }

  const NDArray &constant_input(size_t k, const char *what) const {
    user_check(has_input(k) && in(k).is_constant(),
               where() << ": its " << what << " (input " << k << ") must be a constant, computed at import");
    return *in(k).constant;
  }
  std::vector<int64_t> constant_ints(size_t k, const char *what) const {
    const NDArray &a = constant_input(k, what);
    std::vector<int64_t> v;
    // Read exactly: Slice's ends are often INT64_MAX, which a double does not hold.
    for (int64_t i = 0; i < a.size(); ++i) {
      if (a.dtype() == DataType::i64()) {
        v.push_back(a.as<int64_t>()[i]);
      } else if (a.dtype() == DataType::i32()) {
        v.push_back(a.as<int32_t>()[i]);
      } else {
        user_check(a.dtype().is_integer(), where() << ": its " << what << " must be integers, not " << a.dtype().str());
        v.push_back(static_cast<int64_t>(a.get(i)));
      }
    }
    return v;
  }
  double constant_scalar(size_t k, const char *what) const {
    const NDArray &a = constant_input(k, what);
    user_check(a.size() == 1, where() << ": its " << what << " must be one value, it has " << a.size());
    return a.get(0);
  }
  int64_t axis_in(int64_t axis, size_t rank) const {
    int64_t r = static_cast<int64_t>(rank);
    user_check(axis >= -r && axis < r, where() << ": axis " << axis << " is outside a rank-" << rank << " tensor");
    return axis < 0 ? axis + r : axis;
  }
  void set_ints(const std::string &key, std::vector<int64_t> v) {
    Attribute a;
    a.kind = Attribute::Kind::Ints;
    a.ints = std::move(v);
    node_->attrs[key] = a;
  }
  void set_int(const std::string &key, int64_t v) {
    Attribute a;
    a.kind = Attribute::Kind::Int;
    a.i = v;
    node_->attrs[key] = a;
  }
  void set_float(const std::string &key, double v) {
    Attribute a;
    a.kind = Attribute::Kind::Float;
    a.f = v;
    node_->attrs[key] = a;
  }
  void keep_inputs(size_t count) {
    // A copy rather than resize(): GCC 12 reports a false -Warray-bounds on the shrinking resize.
    if (node_->inputs.size() <= count) return;
    std::vector<int> kept(node_->inputs.begin(), node_->inputs.begin() + static_cast<std::ptrdiff_t>(count));
    node_->inputs.swap(kept);
  }
  void require_unused_outputs_after(size_t count) {
    auto consumers = g_.consumers();
    for (size_t k = count; k < node_->outputs.size(); ++k) {
      int v = node_->outputs[k];
      user_check(consumers[v].empty() && !g_.is_output(v), where() << ": its output " << k << " ('" << g_.values[v].name
                                                                   << "') is used, which ktune does not support");
    }
    node_->outputs.resize(std::min(node_->outputs.size(), count));
  }
  void replace_uses(int from, int to) {
    for (auto &n : g_.nodes) {
      for (int &v : n.inputs) {
        if (v == from) v = to;
      }
    }
    for (int &v : g_.outputs) {
      if (v == from) v = to;
    }
  }
  std::vector<int64_t> broadcast(const std::vector<std::vector<int64_t>> &shapes) const {
    size_t rank = 0;
    for (auto &s : shapes) rank = std::max(rank, s.size());
    std::vector<int64_t> o(rank, 1);
    for (auto &s : shapes) {
      for (size_t i = 0; i < s.size(); ++i) {
        int64_t &d = o[rank - s.size() + i];
        user_check(d == 1 || s[i] == 1 || d == s[i],
                   where() << ": input shapes do not broadcast (dimension " << d << " against " << s[i] << ")");
        if (d == 1) d = s[i];
      }
    }
    return o;
  }
  bool all_inputs_constant() const {
    bool any = false;
    for (int v : node_->inputs) {
      if (v < 0) continue;
      if (!g_.values[v].is_constant()) return false;
      any = true;
    }
    return any;
  }

  void fold() {
    std::vector<NDArray> ins;
    for (int v : node_->inputs) ins.push_back(v < 0 ? NDArray() : *g_.values[v].constant);
    std::vector<NDArray> outs = evaluate_node(g_, *node_, ins);
    out().constant = std::make_shared<const NDArray>(outs[0]);
    removed_.insert(index_of(*node_));
  }
  void make_constant(NDArray a) {
    out().dtype = a.dtype();
    out().shape = a.shape();
    out().constant = std::make_shared<const NDArray>(std::move(a));
    removed_.insert(index_of(*node_));
  }

  void normalize_node(Node &n);
  void check_arity(Node &n);
  void elementwise(Node &n);
  void layer_norm(Node &n);
  void matmul(Node &n);
  void gemm(Node &n);
  void transpose(Node &n);
  void concat(Node &n);
  void conv_or_pool(Node &n);
  void reduce(Node &n);
  void reshape_like(Node &n);
  void constant(Node &n);
  void slice(Node &n);
};

void Normalizer::elementwise(Node &n) {
  const std::string &op = n.op;
  if (op == "Clip") {
    double lo = -std::numeric_limits<double>::infinity(), hi = std::numeric_limits<double>::infinity();
    if (g_.opset < 11) {
      lo = n.attr_float("min", lo);
      hi = n.attr_float("max", hi);
    } else {
      if (has_input(1)) lo = constant_scalar(1, "minimum");
      if (has_input(2)) hi = constant_scalar(2, "maximum");
    }
    keep_inputs(1);
    set_float("min", lo);
    set_float("max", hi);
  }
  if (op == "BatchNormalization") {
    user_check(n.attr_int("training_mode", 0) == 0, where() << ": training mode is not supported");
    user_check(in(0).shape.size() >= 2 && in(0).shape[1] > 0, where() << ": the input needs a channel axis");
    for (size_t k = 1; k < 5; ++k) {
      constant_input(k, "statistics and parameters");
      user_check(in(k).shape == std::vector<int64_t>{in(0).shape[1]} && in(k).dtype == in(0).dtype,
                 where() << ": input " << k << " must be " << in(0).dtype.str() << "[" << in(0).shape[1] << "], it is "
                         << in(k).type_str());
    }
    require_unused_outputs_after(1);
    set_float("epsilon", n.attr_float("epsilon", 1e-5));
    set_out(in(0).dtype, in(0).shape);
    return;
  }
  if (op == "Gelu") {
    std::string approx = n.attr_string("approximate", "none");
    user_check(approx == "none" || approx == "tanh", where() << ": approximate must be none or tanh, got " << approx);
    Attribute a;
    a.kind = Attribute::Kind::String;
    a.s = approx;
    n.attrs["approximate"] = a;
  }
  if (op == "LeakyRelu") set_float("alpha", n.attr_float("alpha", 0.01));
  if (op == "HardSigmoid") {
    set_float("alpha", n.attr_float("alpha", 0.2));
    set_float("beta", n.attr_float("beta", 0.5));
  }
  std::vector<std::vector<int64_t>> shapes;
  for (int v : n.inputs) {
    user_check(v >= 0, where() << ": an input is omitted");
    shapes.push_back(g_.values[v].shape);
  }
  user_check(!shapes.empty(), where() << " has no inputs");
  DataType t = in(0).dtype;
  if (op == "Where") t = in(1).dtype;
  if (op == "Equal" || op == "Less" || op == "Greater" || op == "Not") t = DataType::u8();
  if (op == "Cast") {
    static const std::map<int64_t, DataType> types = {
        {1, DataType::f32()},  {6, DataType::i32()},  {7, DataType::i64()},  {9, DataType::u8()},
        {10, DataType::f16()}, {11, DataType::f64()}, {16, DataType::bf16()}};
    auto it = types.find(n.attr_int("to", 1));
    user_check(it != types.end(), where() << ": cast to ONNX type " << n.attr_int("to", 1) << " is not supported");
    t = it->second;
    if (t == in(0).dtype) {  // a cast to the type it has: nothing to do
      replace_uses(n.outputs[0], n.inputs.at(0));
      removed_.insert(index_of(n));
      return;
    }
  }
  // Pow's exponent may have its own type (ONNX's T1, since opset 12).
  bool arithmetic =
      op != "Where" && op != "Cast" && op != "Equal" && op != "Less" && op != "Greater" && op != "Not" && op != "Pow";
  if (arithmetic) {
    for (size_t k = 1; k < n.inputs.size(); ++k) {
      user_check(in(k).dtype == in(0).dtype, where() << ": inputs of types " << in(0).dtype.str() << " and "
                                                     << in(k).dtype.str() << " (ONNX needs one type)");
    }
  }
  set_out(t, broadcast(shapes));
}

// Conv, MaxPool and AveragePool: explicit kernel_shape, pads [top, left, bottom, right],
// strides, dilations (and group for Conv); the output shape.
void Normalizer::conv_or_pool(Node &n) {
  bool is_conv = n.op == "Conv";
  const Value &x = in(0);
  user_check(x.shape.size() == 4, where() << ": only 2-D " << (is_conv ? "convolutions" : "pooling")
                                          << " (4-D NCHW input) are supported, "
                                          << "the input is " << x.type_str());
  int64_t H = x.shape[2], W = x.shape[3];
  std::vector<int64_t> k;
  int64_t M = x.shape[1];
  if (is_conv) {
    const Value &w = in(1);
    user_check(w.shape.size() == 4, where() << ": the weights must be 4-D, they are " << w.type_str());
    user_check(w.dtype == x.dtype && (!has_input(2) || in(2).dtype == x.dtype),
               where() << ": the input, weights and bias must have one type (" << x.dtype.str() << ")");
    int64_t group = n.attr_int("group", 1);
    user_check(group >= 1 && x.shape[1] == w.shape[1] * group && w.shape[0] % group == 0,
               where() << ": " << x.shape[1] << " input channels and weights " << w.type_str() << " do not fit group "
                       << group);
    M = w.shape[0];
    k = {w.shape[2], w.shape[3]};
    auto ks = n.attr_ints("kernel_shape", k);
    user_check(ks == k, where() << ": kernel_shape does not match the weights");
    if (has_input(2)) {
      user_check(in(2).shape == std::vector<int64_t>{M},
                 where() << ": the bias must be [" << M << "], it is " << in(2).type_str());
    }
    set_int("group", group);
  } else {
    k = n.attr_ints("kernel_shape");
    user_check(k.size() == 2 && k[0] > 0 && k[1] > 0, where() << ": needs a 2-D kernel_shape");
    require_unused_outputs_after(1);
    set_int("ceil_mode", n.attr_int("ceil_mode", 0));
    if (n.op == "AveragePool") set_int("count_include_pad", n.attr_int("count_include_pad", 0));
  }
  auto strides = n.attr_ints("strides", {1, 1}), dil = n.attr_ints("dilations", {1, 1});
  user_check(strides.size() == 2 && dil.size() == 2 && strides[0] > 0 && strides[1] > 0 && dil[0] > 0 && dil[1] > 0,
             where() << ": strides and dilations must be two positive numbers");
  std::vector<int64_t> pads = n.attr_ints("pads", {0, 0, 0, 0});
  std::string auto_pad = n.attr_string("auto_pad", "NOTSET");
  if (auto_pad == "VALID") {
    pads = {0, 0, 0, 0};
  } else if (auto_pad == "SAME_UPPER" || auto_pad == "SAME_LOWER") {
    pads.assign(4, 0);
    int64_t len[2] = {H, W};
    for (int d = 0; d < 2; ++d) {
      int64_t o = (len[d] + strides[d] - 1) / strides[d];
      int64_t total = std::max<int64_t>(0, (o - 1) * strides[d] + dil[d] * (k[d] - 1) + 1 - len[d]);
      int64_t small = total / 2, big = total - small;
      pads[d] = auto_pad == "SAME_UPPER" ? small : big;
      pads[d + 2] = auto_pad == "SAME_UPPER" ? big : small;
    }
  } else {
    user_check(auto_pad == "NOTSET", where() << ": auto_pad " << auto_pad << " is not an ONNX value");
  }
  user_check(pads.size() == 4 && std::all_of(pads.begin(), pads.end(), [](int64_t p) { return p >= 0; }),
             where() << ": pads must be four non-negative numbers");
  n.attrs.erase("auto_pad");
  set_ints("kernel_shape", k);
  set_ints("pads", pads);
  set_ints("strides", strides);
  set_ints("dilations", dil);
  bool ceil_mode = !is_conv && n.attr_int("ceil_mode", 0) != 0;
  auto out_len = [&](int64_t len, int d) {
    int64_t span = len + pads[d] + pads[d + 2] - dil[d] * (k[d] - 1) - 1;
    user_check(span >= 0, where() << ": the kernel does not fit the padded input");
    int64_t o = (ceil_mode ? (span + strides[d] - 1) / strides[d] : span / strides[d]) + 1;
    if (ceil_mode && (o - 1) * strides[d] >= len + pads[d]) --o;
    return o;
  };
  set_out(x.dtype, {x.shape[0], M, out_len(H, 0), out_len(W, 1)});
}

void Normalizer::reduce(Node &n) {
  const Value &x = in(0);
  std::vector<int64_t> axes;
  bool axes_as_input = (n.op == "ReduceSum" && g_.opset >= 13) || g_.opset >= 18;
  if (axes_as_input) {
    if (has_input(1)) axes = constant_ints(1, "axes");
  } else {
    axes = n.attr_ints("axes", {});
  }
  keep_inputs(1);
  if (axes.empty()) {
    if (n.attr_int("noop_with_empty_axes", 0) != 0) {
      replace_uses(node_->outputs[0], node_->inputs[0]);
      removed_.insert(index_of(n));
      return;
    }
    for (size_t d = 0; d < x.shape.size(); ++d) axes.push_back(static_cast<int64_t>(d));
  }
  for (auto &a : axes) a = axis_in(a, x.shape.size());
  std::sort(axes.begin(), axes.end());
  axes.erase(std::unique(axes.begin(), axes.end()), axes.end());
  bool keepdims = n.attr_int("keepdims", 1) != 0;
  n.attrs.erase("noop_with_empty_axes");
  set_ints("axes", axes);
  set_int("keepdims", keepdims ? 1 : 0);
  std::vector<int64_t> shape;
  for (size_t d = 0; d < x.shape.size(); ++d) {
    bool r = std::find(axes.begin(), axes.end(), static_cast<int64_t>(d)) != axes.end();
    if (!r) shape.push_back(x.shape[d]);
    if (r && keepdims) shape.push_back(1);
  }
  set_out(x.dtype, shape);
}

// Reshape, Flatten, Squeeze, Unsqueeze: the output shape (the data is the same).
void Normalizer::reshape_like(Node &n) {
  const Value &x = in(0);
  const auto &s = x.shape;
  std::vector<int64_t> shape;
  if (n.op == "Reshape") {
    std::vector<int64_t> target = constant_ints(1, "shape");
    bool allowzero = n.attr_int("allowzero", 0) != 0;
    int64_t known = 1, infer = -1;
    for (size_t d = 0; d < target.size(); ++d) {
      int64_t v = target[d];
      if (v == 0 && !allowzero) {
        user_check(d < s.size(), where() << ": shape dimension " << d << " is 0 (copy) beyond the input's rank");
        v = s[d];
      }
      if (v == -1) {
        user_check(infer < 0, where() << ": the shape has two -1 dimensions");
        infer = static_cast<int64_t>(d);
        shape.push_back(1);
        continue;
      }
      user_check(v >= 0, where() << ": shape dimension " << v << " is not allowed");
      user_check(!__builtin_mul_overflow(known, v, &known), where() << ": the shape overflows 64 bits");
      shape.push_back(v);
    }
    if (infer >= 0) {
      user_check(known > 0 && x.elements() % known == 0,
                 where() << ": cannot infer the -1 dimension of " << x.elements() << " elements");
      shape[infer] = x.elements() / known;
    }
  } else if (n.op == "Flatten") {
    int64_t axis = n.attr_int("axis", 1);
    int64_t r = static_cast<int64_t>(s.size());
    user_check(axis >= -r && axis <= r, where() << ": axis " << axis << " is outside a rank-" << r << " tensor");
    if (axis < 0) axis += r;
    int64_t a = 1, b = 1;
    for (int64_t d = 0; d < r; ++d) (d < axis ? a : b) *= s[d];
    shape = {a, b};
  } else if (n.op == "Squeeze") {
    std::vector<int64_t> axes =
        g_.opset >= 13 ? (has_input(1) ? constant_ints(1, "axes") : std::vector<int64_t>{}) : n.attr_ints("axes", {});
    for (auto &a : axes) a = axis_in(a, s.size());
    for (size_t d = 0; d < s.size(); ++d) {
      bool listed = std::find(axes.begin(), axes.end(), static_cast<int64_t>(d)) != axes.end();
      if (listed) user_check(s[d] == 1, where() << ": cannot squeeze dimension " << d << " of size " << s[d]);
      if (axes.empty() ? s[d] != 1 : !listed) shape.push_back(s[d]);
    }
  } else {  // Unsqueeze
    std::vector<int64_t> axes = g_.opset >= 13 ? constant_ints(1, "axes") : n.attr_ints("axes");
    size_t rank = s.size() + axes.size();
    for (auto &a : axes) a = axis_in(a, rank);
    std::sort(axes.begin(), axes.end());
    size_t src = 0;
    for (size_t d = 0; d < rank; ++d) {
      if (std::binary_search(axes.begin(), axes.end(), static_cast<int64_t>(d))) {
        shape.push_back(1);
      } else {
        user_check(src < s.size(), where() << ": repeated axes");
        shape.push_back(s[src++]);
      }
    }
  }
  int64_t count = 1;
  for (auto d : shape) count *= d;
  user_check(count == x.elements(), where() << ": reshaping " << x.type_str() << " to " << shape.size()
                                            << " dimensions of " << count << " elements");
  n.attrs.clear();
  keep_inputs(1);
  set_ints("shape", shape);
  set_out(x.dtype, shape);
}

void Normalizer::constant(Node &n) {
  auto scalar_array = [](DataType t, const std::vector<double> &v, bool scalar) {
    NDArray a =
        NDArray::empty(scalar ? std::vector<int64_t>{} : std::vector<int64_t>{static_cast<int64_t>(v.size())}, t);
    for (size_t i = 0; i < v.size(); ++i) a.set(static_cast<int64_t>(i), v[i]);
    return a;
  };
  if (n.op == "Constant") {
    for (auto &[key, a] : n.attrs) {
      if (key == "value") {
        user_check(a.kind == Attribute::Kind::Tensor, where() << ": value is not a tensor");
        make_constant(*a.tensor);
      } else if (key == "value_float") {
        make_constant(scalar_array(DataType::f32(), {a.f}, true));
      } else if (key == "value_floats") {
        make_constant(scalar_array(DataType::f32(), a.floats, false));
      } else if (key == "value_int") {
        make_constant(scalar_array(DataType::i64(), {static_cast<double>(a.i)}, true));
      } else if (key == "value_ints") {
        std::vector<double> v(a.ints.begin(), a.ints.end());
        make_constant(scalar_array(DataType::i64(), v, false));
      } else {
        user_check(false, where() << ": attribute " << key << " is not supported");
      }
      return;
    }
    user_check(false, where() << " has no value");
  }
  if (n.op == "Shape") {
    const auto &s = in(0).shape;
    int64_t r = static_cast<int64_t>(s.size());
    int64_t start = n.attr_int("start", 0), end = n.attr_int("end", r);
    if (start < 0) start += r;
    if (end < 0) end += r;
    start = std::clamp<int64_t>(start, 0, r);
    end = std::clamp<int64_t>(end, start, r);
    make_constant(scalar_array(DataType::i64(), std::vector<double>(s.begin() + start, s.begin() + end), false));
    return;
  }
  if (n.op == "Size") {
    make_constant(scalar_array(DataType::i64(), {static_cast<double>(in(0).elements())}, true));
    return;
  }
  if (n.op == "ConstantOfShape") {
    std::vector<int64_t> shape = constant_ints(0, "shape");
    DataType t = DataType::f32();
    double v = 0;
    if (n.has_attr("value")) {
      const Attribute &a = n.attrs.at("value");
      user_check(a.kind == Attribute::Kind::Tensor && a.tensor->size() == 1, where() << ": value must be one element");
      t = a.tensor->dtype();
      v = a.tensor->get(0);
    }
    NDArray a = NDArray::empty(shape, t);
    for (int64_t i = 0; i < a.size(); ++i) a.set(i, v);
    make_constant(a);
    return;
  }
}

void Normalizer::slice(Node &n) {
  const auto &s = in(0).shape;
  std::vector<int64_t> starts, ends, axes, steps;
  if (g_.opset >= 10) {
    starts = constant_ints(1, "starts");
    ends = constant_ints(2, "ends");
    if (has_input(3)) axes = constant_ints(3, "axes");
    if (has_input(4)) steps = constant_ints(4, "steps");
  } else {
    starts = n.attr_ints("starts");
    ends = n.attr_ints("ends");
    axes = n.attr_ints("axes", {});
  }
  user_check(starts.size() == ends.size(), where() << ": starts and ends differ in length");
  if (axes.empty()) {
    for (size_t i = 0; i < starts.size(); ++i) axes.push_back(static_cast<int64_t>(i));
  }
  if (steps.empty()) steps.assign(starts.size(), 1);
  user_check(axes.size() == starts.size() && steps.size() == starts.size(),
             where() << ": starts, ends, axes and steps differ in length");
  std::vector<int64_t> shape = s;
  for (size_t i = 0; i < axes.size(); ++i) {
    int64_t a = axis_in(axes[i], s.size()), dim = s[a], st = steps[i];
    user_check(st != 0, where() << ": a step is 0");
    int64_t b = starts[i], e = ends[i];
    if (b < 0) b += dim;
    if (e < 0) e += dim;
    if (st > 0) {
      b = std::clamp<int64_t>(b, 0, dim);
      e = std::clamp<int64_t>(e, 0, dim);
    } else {
      b = std::clamp<int64_t>(b, 0, std::max<int64_t>(dim - 1, 0));
      e = std::clamp<int64_t>(e, -1, std::max<int64_t>(dim - 1, -1));
      if (dim == 0) b = e = 0;
    }
    axes[i] = a;
    starts[i] = b;
    ends[i] = e;
    int64_t span = st > 0 ? e - b : b - e, mag = st > 0 ? st : -st;
    shape[a] = span <= 0 ? 0 : (span + mag - 1) / mag;
  }
  n.attrs.clear();
  keep_inputs(1);
  set_ints("starts", starts);
  set_ints("ends", ends);
  set_ints("axes", axes);
  set_ints("steps", steps);
  set_out(in(0).dtype, shape);
}

void Normalizer::check_arity(Node &n) {
  InputArity arity = input_arity(n.op);
  user_check(n.inputs.size() >= arity.min && n.inputs.size() <= arity.max,
             where() << " has " << n.inputs.size() << " inputs; " << n.op << " takes " << arity.min
                     << (arity.max == arity.min ? std::string("") : " to " + std::to_string(arity.max)));
  // Required inputs (those before the first optional one) may not be omitted.
  for (size_t k = 0; k < n.inputs.size(); ++k) {
    bool required =
        k < std::min<size_t>(arity.min, 2) || n.op == "BatchNormalization" || n.op == "Range" || n.op == "Where";
    user_check(n.inputs[k] >= 0 || !required, where() << ": input " << k << " is missing");
  }
  user_check(!n.outputs.empty(), where() << " has no outputs");
  // Ops with one output: any extra one must go unused (Dropout's mask, MaxPool's indices, ...).
  require_unused_outputs_after(1);
}

void Normalizer::layer_norm(Node &n) {
  size_t rank = in(0).shape.size();
  int64_t axis = axis_in(n.attr_int("axis", -1), rank);
  require_unused_outputs_after(1);
  std::vector<int64_t> norm(in(0).shape.begin() + axis, in(0).shape.end());
  user_check(in(1).dtype == in(0).dtype && (!has_input(2) || in(2).dtype == in(0).dtype),
             where() << ": the input, scale and bias must have one type (" << in(0).dtype.str() << ")");
  user_check(broadcast({norm, in(1).shape}) == norm, where()
                                                         << ": the scale does not broadcast to the normalised axes");
  if (has_input(2)) {
    user_check(broadcast({norm, in(2).shape}) == norm, where()
                                                           << ": the bias does not broadcast to the normalised axes");
  }
  set_int("axis", axis);
  set_float("epsilon", n.attr_float("epsilon", 1e-5));
  n.attrs.erase("stash_type");
  set_out(in(0).dtype, in(0).shape);
}

void Normalizer::matmul(Node &n) {
  const auto &a = in(0).shape, &b = in(1).shape;
  user_check(a.size() >= 2 && b.size() >= 2,
             where() << ": 1-D operands are not supported (" << in(0).type_str() << " x " << in(1).type_str() << ")");
  user_check(a.back() == b[b.size() - 2],
             where() << ": inner dimensions differ (" << in(0).type_str() << " x " << in(1).type_str() << ")");
  user_check(in(0).dtype == in(1).dtype, where() << ": operands of different types");
  std::vector<int64_t> shape =
      broadcast({std::vector<int64_t>(a.begin(), a.end() - 2), std::vector<int64_t>(b.begin(), b.end() - 2)});
  shape.push_back(a[a.size() - 2]);
  shape.push_back(b.back());
  set_out(in(0).dtype, shape);
}

void Normalizer::gemm(Node &n) {
  const auto &a = in(0).shape, &b = in(1).shape;
  user_check(a.size() == 2 && b.size() == 2, where() << ": operands must be 2-D");
  user_check(in(1).dtype == in(0).dtype && (!has_input(2) || in(2).dtype == in(0).dtype),
             where() << ": A, B and C must have one type (" << in(0).dtype.str() << ")");
  int64_t ta = n.attr_int("transA", 0), tb = n.attr_int("transB", 0);
  int64_t M = ta ? a[1] : a[0], K = ta ? a[0] : a[1], K2 = tb ? b[1] : b[0], N = tb ? b[0] : b[1];
  user_check(K == K2, where() << ": inner dimensions differ (" << K << " and " << K2 << ")");
  if (has_input(2))
    user_check(broadcast({{M, N}, in(2).shape}) == (std::vector<int64_t>{M, N}),
               where() << ": C " << in(2).type_str() << " does not broadcast to [" << M << "," << N << "]");
  set_int("transA", ta);
  set_int("transB", tb);
  set_float("alpha", n.attr_float("alpha", 1.0));
  set_float("beta", n.attr_float("beta", 1.0));
  set_out(in(0).dtype, {M, N});
}

void Normalizer::transpose(Node &n) {
  size_t rank = in(0).shape.size();
  std::vector<int64_t> perm = n.attr_ints("perm", {});
  if (perm.empty()) {
    for (size_t d = rank; d-- > 0;) perm.push_back(static_cast<int64_t>(d));
  }
  std::vector<int64_t> sorted = perm;
  std::sort(sorted.begin(), sorted.end());
  for (size_t d = 0; d < rank; ++d) {
    user_check(sorted.size() == rank && sorted[d] == static_cast<int64_t>(d), where() << ": perm is not a permutation");
  }
  set_ints("perm", perm);
  std::vector<int64_t> shape;
  for (auto p : perm) shape.push_back(in(0).shape[p]);
  set_out(in(0).dtype, shape);
}

void Normalizer::concat(Node &n) {
  size_t rank = in(0).shape.size();
  int64_t axis = axis_in(n.attr_int("axis", 0), rank);
  std::vector<int64_t> shape = in(0).shape;
  shape[axis] = 0;
  for (size_t k = 0; k < n.inputs.size(); ++k) {
    const Value &v = in(k);
    user_check(v.shape.size() == rank && v.dtype == in(0).dtype, where() << ": inputs of different rank or type");
    for (size_t d = 0; d < rank; ++d) {
      user_check(static_cast<int64_t>(d) == axis || v.shape[d] == in(0).shape[d],
                 where() << ": input " << k << " " << v.type_str() << " does not fit beside " << in(0).type_str());
    }
    shape[axis] += v.shape[axis];
  }
  set_int("axis", axis);
  set_out(in(0).dtype, shape);
}

void Normalizer::normalize_node(Node &n) {
  const OpSupport *support = find_op_support(n.op);
  internal_check(support, "unsupported op " << n.op << " reached normalisation");
  check_arity(n);
  const std::string &op = n.op;
  if (support->kind == OpKind::Identity) {
    if (op == "Dropout") {
      user_check(
          n.attr_int("training_mode", 0) == 0 && !(has_input(2) && constant_input(2, "training_mode").get(0) != 0),
          where() << ": training mode is not supported");
      require_unused_outputs_after(1);
    }
    replace_uses(n.outputs[0], n.inputs.at(0));
    removed_.insert(index_of(n));
    return;
  }
  if (op == "Constant" || op == "Shape" || op == "Size" || op == "ConstantOfShape") {
    constant(n);
    return;
  }
  if (support->kind == OpKind::Elementwise || op == "Cast" || op == "Equal" || op == "Less" || op == "Greater" ||
      op == "Not" || op == "Where" || op == "Floor" || op == "Ceil") {
    elementwise(n);
  } else if (op == "Conv" || op == "MaxPool" || op == "AveragePool") {
    conv_or_pool(n);
  } else if (op == "GlobalAveragePool" || op == "GlobalMaxPool") {
    const auto &s = in(0).shape;
    user_check(s.size() >= 3, where() << ": needs an input with spatial axes, not " << in(0).type_str());
    std::vector<int64_t> shape = s;
    for (size_t d = 2; d < shape.size(); ++d) shape[d] = 1;
    set_out(in(0).dtype, shape);
  } else if (op == "Softmax") {
    size_t rank = in(0).shape.size();
    int64_t axis = axis_in(n.attr_int("axis", g_.opset >= 13 ? -1 : 1), rank);
    set_int("axis", axis);
    set_int("coerce", g_.opset < 13 && axis != static_cast<int64_t>(rank) - 1 ? 1 : 0);
    set_out(in(0).dtype, in(0).shape);
  } else if (op == "LayerNormalization") {
    layer_norm(n);
  } else if (op == "ReduceMean" || op == "ReduceSum" || op == "ReduceMax") {
    reduce(n);
  } else if (op == "MatMul") {
    matmul(n);
  } else if (op == "Gemm") {
    gemm(n);
  } else if (op == "Transpose") {
    transpose(n);
  } else if (op == "Concat") {
    concat(n);
  } else if (op == "Slice") {
    slice(n);
  } else if (op == "Gather") {
    size_t rank = in(0).shape.size();
    int64_t axis = axis_in(n.attr_int("axis", 0), rank);
    set_int("axis", axis);
    std::vector<int64_t> shape(in(0).shape.begin(), in(0).shape.begin() + axis);
    shape.insert(shape.end(), in(1).shape.begin(), in(1).shape.end());
    shape.insert(shape.end(), in(0).shape.begin() + axis + 1, in(0).shape.end());
    user_check(in(1).dtype.is_integer(), where() << ": indices must be integers");
    set_out(in(0).dtype, shape);
  } else if (op == "Expand") {
    std::vector<int64_t> target = constant_ints(1, "shape");
    keep_inputs(1);
    std::vector<int64_t> shape = broadcast({in(0).shape, target});
    set_ints("shape", shape);
    set_out(in(0).dtype, shape);
  } else if (support->kind == OpKind::View) {
    reshape_like(n);
  } else if (op == "Range") {
    for (size_t k = 0; k < 3; ++k) constant_input(k, "bounds");
    set_out(in(0).dtype, {0});  // fixed by folding below
  } else {
    internal_check(false, "no normalisation for " << op);
  }
  if (removed_.count(index_of(n))) return;  // it turned out to be an identity
  if (all_inputs_constant()) {
    if (op == "Range") {
      double start = constant_scalar(0, "start"), limit = constant_scalar(1, "limit"),
             delta = constant_scalar(2, "delta");
      double count = std::ceil((limit - start) / delta);
      user_check(delta != 0 && std::isfinite(count) && count < 1e9, where() << ": start, limit and delta " << start
                                                                            << ", " << limit << ", " << delta
                                                                            << " do not make a range ktune can hold");
      out().shape = {std::max<int64_t>(0, static_cast<int64_t>(count))};
    }
    fold();
    return;
  }
  user_check(support->kind != OpKind::Fold, where() << " computes on data known only at run time; ktune supports " << op
                                                    << " where it folds to a constant at import (shape arithmetic)");
}

}  // namespace

void normalize(Graph &g) { Normalizer(g).run(); }

}  // namespace ktune::graph
