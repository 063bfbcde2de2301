// Layout: which 4-D activations are stored channels-last (NHWC) instead of ONNX's NCHW.
//
// What it decides: with ConvLayout::Nhwc (the default), every 2-D convolution and every pooling
// of an NHWC value computes NHWC, and so does every elementwise node that reads an NHWC value
// (its other 4-D inputs are read NHWC too, its constants are permuted once here). The data of
// a value keeps its meaning; only where it is stored changes, and a Transpose (NCHW -> NHWC or
// back) is placed where an NHWC region meets a node that reads NCHW or a graph output, once per
// value. A Transpose that only moves dimensions of size 1 (a pooled [N,1,1,C]) is a Reshape,
// which costs nothing (a view).
//
// Why NHWC: the CPU conv templates vectorise NHWC over output channels (64 to 1280 in the
// generated models: whole vectors at every map size), NCHW over the output row, which leaves
// most lanes of a 7-wide or 14-wide row idle (ResNet-18's last stages). bench_cpu measured the
// NHWC template at 0.91-0.97x oneDNN where NCHW was 0.58-0.74x (56x56x64, 2026-12-02). The
// Conv and pooling nodes say so in their `layout` attribute ("NHWC"), which the interpreter,
// the registry match and the DAG builder read; a Conv's weights stay [K,C/group,R,S] (the
// registry match prepares the [R,S,C,K] the NHWC template reads).
#include <algorithm>
#include <map>

#include "Passes.h"
#include "ktune/graph/OpSet.h"

namespace ktune::graph {

namespace {

const std::vector<int64_t> kToNhwc{0, 2, 3, 1}, kToNchw{0, 3, 1, 2};

std::vector<int64_t> permuted(const std::vector<int64_t> &s, const std::vector<int64_t> &perm) {
  std::vector<int64_t> out;
  for (int64_t p : perm) out.push_back(s[p]);
  return out;
}

bool is_pool(const std::string &op) {
  return op == "MaxPool" || op == "AveragePool" || op == "GlobalAveragePool" || op == "GlobalMaxPool";
}

class LayoutPass {
 public:
  explicit LayoutPass(Graph &g) : g_(g) {}

  void run() {
    std::vector<Node> nodes = std::move(g_.nodes);
    g_.nodes.clear();
    for (Node &n : nodes) {
      if (goes_nhwc(n)) {
        to_nhwc(n);
      } else {
        for (int &v : n.inputs) {
          if (v >= 0) v = nchw(v);
        }
      }
      g_.nodes.push_back(std::move(n));
    }
    for (int &v : g_.outputs) v = nchw(v);
    g_.sort_topologically();
    g_.remove_dead();
  }

 private:
  Graph &g_;
  // The NHWC value holding an NCHW value's data, for the values that have one.
  std::map<int, int> nhwc_of_;
  // Values whose producer now writes the NHWC form (and that producer's ONNX nodes): the NCHW
  // value is made on demand.
  std::map<int, std::pair<int, std::vector<std::string>>> moved_;
  std::map<int, int> permuted_constants_;

  bool f32_4d(int v) const { return v >= 0 && g_.values[v].shape.size() == 4 && g_.values[v].dtype == DataType::f32(); }
  bool stored_nhwc(int v) const { return nhwc_of_.count(v) != 0; }

  bool goes_nhwc(const Node &n) const {
    if (n.outputs.size() != 1 || !f32_4d(n.outputs[0]) || n.inputs.empty()) return false;
    if (n.op == "Conv") return f32_4d(n.inputs[0]) && g_.values[n.inputs[1]].shape.size() == 4;
    if (is_pool(n.op)) return f32_4d(n.inputs[0]) && stored_nhwc(n.inputs[0]);
    const OpSupport *s = find_op_support(n.op);
    // BatchNormalization's scale, bias, mean and variance index the channel axis, not numpy
    // broadcasting: it stays NCHW (one that follows a Conv is folded into it at import).
    if (!s || s->kind != OpKind::Elementwise || n.op == "BatchNormalization") return false;
    bool reads_nhwc = false;
    for (int v : n.inputs) {
      if (v < 0) continue;
      const Value &val = g_.values[v];
      if (val.is_constant()) {
        if (val.shape.size() > 4 || (val.dtype != DataType::f32() && val.elements() != 1)) return false;
      } else if (!f32_4d(v)) {
        return false;
      }
      reads_nhwc = reads_nhwc || stored_nhwc(v);
    }
    return reads_nhwc;
  }

  void to_nhwc(Node &n) {
    bool anchor = n.op == "Conv" || is_pool(n.op);
    for (size_t k = 0; k < n.inputs.size(); ++k) {
      int &v = n.inputs[k];
      if (v < 0) continue;
      if (anchor && k > 0) {
        // A Conv's weights and bias keep their layout: a computed one is read as NCHW.
        v = nchw(v);
        continue;
      }
      v = g_.values[v].is_constant() ? permuted_constant(v) : nhwc(v, n.origin);
    }
    if (anchor) {
      Attribute a;
      a.kind = Attribute::Kind::String;
      a.s = "NHWC";
      n.attrs["layout"] = a;
    }
    int out = n.outputs[0];
    Value v = g_.values[out];
    v.name = g_.fresh_name(v.name + "_nhwc");
    v.shape = permuted(v.shape, kToNhwc);
    v.producer = -1;
    int stored = g_.add_value(std::move(v));
    n.outputs[0] = stored;
    nhwc_of_[out] = stored;
    moved_[out] = {stored, n.origin};
  }

  // The NHWC form of an activation, with a Transpose from NCHW the first time it is asked for
  // (on behalf of the ONNX nodes `origin`, which its kernel names).
  int nhwc(int v, const std::vector<std::string> &origin) {
    auto it = nhwc_of_.find(v);
    if (it != nhwc_of_.end()) return it->second;
    int t = add_permute(v, kToNhwc, g_.values[v].name + "_nhwc", -1, origin);
    nhwc_of_[v] = t;
    return t;
  }

  // The NCHW value itself: for a value whose producer now writes NHWC, a Transpose back into
  // the original value id (so its name and every other reader stay as they were).
  int nchw(int v) {
    auto it = moved_.find(v);
    if (it == moved_.end()) return v;
    add_permute(it->second.first, kToNchw, "", v, it->second.second);
    moved_.erase(it);
    return v;
  }

  // A node that permutes `from` by `perm`: into `into` when given, else into a new value.
  int add_permute(int from, const std::vector<int64_t> &perm, const std::string &name, int into,
                  const std::vector<std::string> &origin) {
    const Value src = g_.values[from];
    std::vector<int64_t> shape = permuted(src.shape, perm);
    if (into < 0) {
      Value v;
      v.name = g_.fresh_name(name);
      v.dtype = src.dtype;
      v.shape = shape;
      into = g_.add_value(std::move(v));
    }
    Node t;
    t.name = g_.values[into].name + "_layout";
    t.origin = origin;
    t.outputs = {into};
    // Only dimensions of size 1 move: the same data in the same order, a view.
    std::vector<int64_t> moved_dims;
    for (int64_t p : perm) {
      if (src.shape[p] != 1) moved_dims.push_back(p);
    }
    if (std::is_sorted(moved_dims.begin(), moved_dims.end())) {
      NDArray dims = NDArray::empty({4}, DataType::i64());
      for (int d = 0; d < 4; ++d) dims.as<int64_t>()[d] = shape[d];
      t.op = "Reshape";
      t.inputs = {from, g_.add_constant(g_.fresh_name(t.name + "_shape"), std::move(dims))};
    } else {
      t.op = "Transpose";
      t.inputs = {from};
      Attribute a;
      a.kind = Attribute::Kind::Ints;
      a.ints = perm;
      t.attrs["perm"] = a;
    }
    g_.nodes.push_back(std::move(t));
    return into;
  }

  // A constant operand of an NHWC elementwise node: broadcast to rank 4 from the left (as NCHW
  // reads it), then permuted like the data.
  int permuted_constant(int v) {
    const Value &c = g_.values[v];
    if (c.elements() == 1) return v;
    auto it = permuted_constants_.find(v);
    if (it != permuted_constants_.end()) return it->second;
    std::vector<int64_t> s4(4 - c.shape.size(), 1);
    s4.insert(s4.end(), c.shape.begin(), c.shape.end());
    std::vector<int64_t> out_shape = permuted(s4, kToNhwc);
    NDArray out = NDArray::empty(out_shape, c.dtype);
    // out[n,h,w,c] = in[n,c,h,w]
    for (int64_t n = 0; n < s4[0]; ++n) {
      for (int64_t ch = 0; ch < s4[1]; ++ch) {
        for (int64_t h = 0; h < s4[2]; ++h) {
          for (int64_t w = 0; w < s4[3]; ++w) {
            int64_t src = ((n * s4[1] + ch) * s4[2] + h) * s4[3] + w;
            int64_t dst = ((n * s4[2] + h) * s4[3] + w) * s4[1] + ch;
            out.set(dst, c.constant->get(src));
          }
        }
      }
    }
    int id = g_.add_constant(g_.fresh_name(c.name + "_nhwc"), std::move(out));
    permuted_constants_[v] = id;
    return id;
  }
};

}  // namespace

void choose_layouts(Graph &g, ConvLayout layout) {
  if (layout == ConvLayout::Nchw) return;
  LayoutPass(g).run();
}

}  // namespace ktune::graph
