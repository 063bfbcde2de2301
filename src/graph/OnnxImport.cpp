// ONNX import: a ModelProto (ONNX's own protobuf classes, from Debian's libonnx-dev) into a
// ktune Graph, then the import passes.
//
// What it decides: which models are accepted. Every op must be one that ktune knows in the
// model's opset (OpSet.cpp), else one error lists every unsupported op type with its count and
// node names. Models of opsets up to 17 with an IR version that Debian's ONNX 1.12 knows are
// checked by ONNX's checker and shape inference (strict mode: a shape mismatch is an error
// naming its node), and ktune's own shapes must agree with ONNX's. Newer models (opset 20's
// Gelu, say) are imported when every op is unchanged since a definition ktune implements, with
// ktune's own shape inference alone. Graph inputs need static shapes: an open dimension needs
// --input-shape NAME=..., and a name that is not an input is an error. Initializers become
// constants (kept by reference, never copied by passes); their sizes are checked.
#include "ktune/graph/OnnxImport.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <set>
#include <sstream>

#include <fmt/format.h>
#include <onnx/checker.h>
#include <onnx/onnx_pb.h>
#include <onnx/shape_inference/implementation.h>

#include "Passes.h"
#include "ktune/graph/OpSet.h"
#include "ktune/support/Error.h"

namespace ktune::graph {

namespace {

// What Debian's ONNX 1.12 checks: opsets up to 17 and IR versions up to 8.
constexpr int64_t kCheckerOpset = 17;
constexpr int64_t kCheckerIrVersion = 8;

bool is_default_domain(const std::string &d) { return d.empty() || d == "ai.onnx"; }

DataType dtype_of(int32_t onnx_type, const std::string &what) {
  switch (onnx_type) {
    case onnx::TensorProto::FLOAT: return DataType::f32();
    case onnx::TensorProto::DOUBLE: return DataType::f64();
    case onnx::TensorProto::FLOAT16: return DataType::f16();
    case onnx::TensorProto::BFLOAT16: return DataType::bf16();
    case onnx::TensorProto::INT64: return DataType::i64();
    case onnx::TensorProto::INT32: return DataType::i32();
    case onnx::TensorProto::INT8: return DataType::i8();
    case onnx::TensorProto::UINT8: return DataType::u8();
    case onnx::TensorProto::BOOL: return DataType::u8();
    default: break;
  }
  user_check(false, what << " has ONNX element type " << onnx_type << ", which ktune does not read "
                         << "(float, double, float16, bfloat16, int64, int32, int8, uint8, bool)");
  return DataType::f32();
}

NDArray tensor_from_proto(const onnx::TensorProto &t, const std::string &what) {
  user_check(t.data_location() != onnx::TensorProto::EXTERNAL,
             what << " keeps its data in an external file, which ktune does not read");
  DataType dt = dtype_of(t.data_type(), what);
  std::vector<int64_t> shape(t.dims().begin(), t.dims().end());
  for (auto d : shape) user_check(d >= 0, what << " has a negative dimension " << d);
  NDArray a = NDArray::empty(shape, dt);
  int64_t n = a.size();
  auto size_error = [&](int64_t got) {
    std::string dims;
    for (size_t i = 0; i < shape.size(); ++i) dims += (i ? "x" : "") + std::to_string(shape[i]);
    user_check(false, what << " holds " << got << " values, but its shape [" << dims << "] needs " << n);
  };
  if (t.has_raw_data()) {
    const std::string &raw = t.raw_data();
    if (static_cast<int64_t>(raw.size()) != n * dt.bytes()) size_error(static_cast<int64_t>(raw.size()) / dt.bytes());
    std::memcpy(a.data(), raw.data(), raw.size());
    return a;
  }
  auto fill = [&](const auto &field) {
    if (static_cast<int64_t>(field.size()) != n) size_error(field.size());
    for (int64_t i = 0; i < n; ++i) {
      auto v = field.Get(static_cast<int>(i));
      if (dt == DataType::i64()) {
        a.as<int64_t>()[i] = static_cast<int64_t>(v);  // exactly: a double does not hold INT64_MAX
      } else {
        a.set(i, static_cast<double>(v));
      }
    }
  };
  switch (t.data_type()) {
    case onnx::TensorProto::FLOAT: fill(t.float_data()); break;
    case onnx::TensorProto::DOUBLE: fill(t.double_data()); break;
    case onnx::TensorProto::INT64: fill(t.int64_data()); break;
    case onnx::TensorProto::INT32:
    case onnx::TensorProto::INT8:
    case onnx::TensorProto::UINT8:
    case onnx::TensorProto::BOOL: fill(t.int32_data()); break;
    case onnx::TensorProto::FLOAT16:
    case onnx::TensorProto::BFLOAT16: {
      // 16-bit floats travel as their bits in int32_data.
      if (static_cast<int64_t>(t.int32_data_size()) != n) size_error(t.int32_data_size());
      auto *bits = static_cast<uint16_t *>(a.data());
      for (int64_t i = 0; i < n; ++i) bits[i] = static_cast<uint16_t>(t.int32_data(static_cast<int>(i)));
      break;
    }
    default: break;
  }
  return a;
}

Attribute attribute_from_proto(const onnx::AttributeProto &p, const std::string &node) {
  Attribute a;
  std::string what = fmt::format("attribute {} of node '{}'", p.name(), node);
  switch (p.type()) {
    case onnx::AttributeProto::INT:
      a.kind = Attribute::Kind::Int;
      a.i = p.i();
      break;
    case onnx::AttributeProto::FLOAT:
      a.kind = Attribute::Kind::Float;
      a.f = p.f();
      break;
    case onnx::AttributeProto::STRING:
      a.kind = Attribute::Kind::String;
      a.s = p.s();
      break;
    case onnx::AttributeProto::INTS:
      a.kind = Attribute::Kind::Ints;
      a.ints.assign(p.ints().begin(), p.ints().end());
      break;
    case onnx::AttributeProto::FLOATS:
      a.kind = Attribute::Kind::Floats;
      a.floats.assign(p.floats().begin(), p.floats().end());
      break;
    case onnx::AttributeProto::TENSOR:
      a.kind = Attribute::Kind::Tensor;
      a.tensor = std::make_shared<const NDArray>(tensor_from_proto(p.t(), what));
      break;
    default: user_check(false, what << " is of a kind ktune does not read (graphs, sparse tensors, type protos)");
  }
  return a;
}

// Every node whose op ktune does not know (in the model's opset), grouped by op type.
void check_ops_supported(const onnx::GraphProto &g, int64_t opset) {
  std::map<std::string, std::vector<std::string>> unsupported;
  for (int k = 0; k < g.node_size(); ++k) {
    const auto &n = g.node(k);
    std::string name = n.name().empty() ? fmt::format("#{}", k) : n.name();
    if (!is_default_domain(n.domain())) {
      unsupported[n.domain() + "." + n.op_type()].push_back(name);
      continue;
    }
    const OpSupport *s = find_op_support(n.op_type());
    if (!s || !s->onnx) {
      unsupported[n.op_type()].push_back(name);
    } else if (opset > s->newest_known) {
      unsupported[fmt::format("{} (opset {}: ktune implements it up to opset {})", n.op_type(), opset, s->newest_known)]
          .push_back(name);
    }
  }
  if (unsupported.empty()) return;
  std::string text;
  size_t count = 0;
  for (auto &[op, nodes] : unsupported) {
    std::string names;
    for (size_t i = 0; i < nodes.size() && i < 5; ++i) names += (i ? ", " : "") + nodes[i];
    if (nodes.size() > 5) names += fmt::format(", ... ({} more)", nodes.size() - 5);
    text += fmt::format("\n  {} x {}: {}", nodes.size(), op, names);
    count += nodes.size();
  }
  user_check(false, "the model has " << count << " nodes of " << unsupported.size()
                                     << " op types that ktune does not support:" << text);
}

std::string dims_str(const std::vector<int64_t> &d) {
  std::string s;
  for (size_t i = 0; i < d.size(); ++i) s += (i ? "x" : "") + std::to_string(d[i]);
  return s;
}

// The static shape of a graph input, from the model or from --input-shape.
std::vector<int64_t> input_shape(const onnx::ValueInfoProto &vi, const ImportOptions &options) {
  const std::string &name = vi.name();
  user_check(vi.type().has_tensor_type(), "graph input '" << name << "' is not a tensor");
  const auto &tt = vi.type().tensor_type();
  auto given = options.input_shapes.find(name);
  if (!tt.has_shape()) {
    user_check(given != options.input_shapes.end(),
               "graph input '" << name << "' has no shape in the model: give it as an input shape (--input-shape "
                               << name << "=DIMS on the command line, input_shapes={'" << name
                               << "': DIMS} in Python)");
    return given->second;
  }
  std::vector<int64_t> dims;
  std::vector<bool> open;
  for (const auto &d : tt.shape().dim()) {
    bool fixed = d.has_dim_value() && d.dim_value() > 0;
    dims.push_back(fixed ? d.dim_value() : -1);
    open.push_back(!fixed);
  }
  if (given != options.input_shapes.end()) {
    const auto &g = given->second;
    user_check(g.size() == dims.size(), "the input shape " << name << "=" << dims_str(g) << " has " << g.size()
                                                           << " dimensions, the model's input has " << dims.size());
    for (size_t i = 0; i < dims.size(); ++i) {
      user_check(open[i] || dims[i] == g[i], "the input shape " << name << "=" << dims_str(g) << ": dimension " << i
                                                                << " is fixed to " << dims[i] << " by the model");
    }
    return g;
  }
  for (size_t i = 0; i < dims.size(); ++i) {
    if (!open[i]) continue;
    const auto &d = tt.shape().dim(static_cast<int>(i));
    std::string label = d.has_dim_param() ? "'" + d.dim_param() + "'" : "unknown";
    user_check(false, "graph input '" << name << "' has an open dimension " << i << " (" << label
                                      << "): give its shape as an input shape (--input-shape " << name
                                      << "=DIMS on the command line, input_shapes={'" << name << "': DIMS} in Python)");
  }
  return dims;
}

// ONNX's checker and strict shape inference, for the models Debian's ONNX 1.12 knows. Returns
// the static shapes it inferred, by value name.
std::map<std::string, std::vector<int64_t>> onnx_check(const onnx::ModelProto &model, const std::string &what,
                                                       const std::map<std::string, std::vector<int64_t>> &inputs) {
  try {
    onnx::checker::check_model(model);
  } catch (const std::exception &e) {
    user_check(false, what << ": the ONNX checker rejects the model: " << e.what());
  }
  onnx::ModelProto copy = model;
  // The input shapes as imported (--input-shape fills open dimensions).
  for (auto &vi : *copy.mutable_graph()->mutable_input()) {
    auto it = inputs.find(vi.name());
    if (it == inputs.end()) continue;
    auto *shape = vi.mutable_type()->mutable_tensor_type()->mutable_shape();
    shape->clear_dim();
    for (auto d : it->second) shape->add_dim()->set_dim_value(d);
  }
  try {
    onnx::ShapeInferenceOptions opts(/*check_type=*/true, /*strict_mode=*/1, /*data_prop=*/true);
    onnx::shape_inference::InferShapes(copy, onnx::OpSchemaRegistry::Instance(), opts);
  } catch (const std::exception &e) {
    user_check(false, what << ": ONNX shape inference fails: " << e.what());
  }
  std::map<std::string, std::vector<int64_t>> shapes;
  auto take = [&](const onnx::ValueInfoProto &vi) {
    if (!vi.type().has_tensor_type() || !vi.type().tensor_type().has_shape()) return;
    std::vector<int64_t> dims;
    for (const auto &d : vi.type().tensor_type().shape().dim()) {
      if (!d.has_dim_value()) return;
      dims.push_back(d.dim_value());
    }
    shapes[vi.name()] = dims;
  };
  for (const auto &vi : copy.graph().value_info()) take(vi);
  for (const auto &vi : copy.graph().output()) take(vi);
  return shapes;
}

}  // namespace

ConvLayout parse_conv_layout(const std::string &text) {
  std::string t = text;
  for (auto &c : t) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  user_check(t == "nhwc" || t == "nchw", "layout '" << text << "': it is nhwc (channels last) or nchw (as ONNX)");
  return t == "nhwc" ? ConvLayout::Nhwc : ConvLayout::Nchw;
}

void parse_input_shape(const std::string &text, ImportOptions &options) {
  size_t eq = text.rfind('=');
  user_check(eq != std::string::npos && eq > 0 && eq + 1 < text.size(),
             "the input shape '" << text << "' is not NAME=DIMS (e.g. input=1x3x224x224)");
  std::string name = text.substr(0, eq);
  std::vector<int64_t> dims;
  std::stringstream ss(text.substr(eq + 1));
  for (std::string item; std::getline(ss, item, 'x');) {
    char *end = nullptr;
    errno = 0;
    long long d = std::strtoll(item.c_str(), &end, 10);
    user_check(!item.empty() && *end == '\0' && d > 0 && errno == 0 && d < (1LL << 40),
               "the input shape '" << text << "': '" << item << "' is not a positive dimension");
    dims.push_back(d);
  }
  user_check(options.input_shapes.emplace(name, dims).second, "the input shapes give '" << name << "' twice");
}

Graph import_onnx_bytes(const std::string &bytes, const std::string &what, const ImportOptions &options) {
  onnx::ModelProto model;
  user_check(!bytes.empty(), what << " is empty, not an ONNX model");
  user_check(model.ParseFromString(bytes) && model.has_graph(),
             what << " is not an ONNX model (it does not parse as an ONNX ModelProto; truncated or another format?)");
  int64_t opset = -1;
  for (const auto &o : model.opset_import()) {
    if (is_default_domain(o.domain())) opset = o.version();
  }
  user_check(opset > 0, what << " imports no opset of the default ONNX domain");
  const onnx::GraphProto &gp = model.graph();
  check_ops_supported(gp, opset);

  Graph g;
  g.name = gp.name();
  g.opset = opset;
  g.source_nodes = gp.node_size();
  std::set<std::string> initializer_names;
  for (const auto &t : gp.initializer()) {
    user_check(!t.name().empty(), what << ": an initializer has no name");
    user_check(initializer_names.insert(t.name()).second, what << ": two initializers are named '" << t.name() << "'");
    g.add_constant(t.name(), tensor_from_proto(t, "initializer '" + t.name() + "'"));
  }
  std::map<std::string, std::vector<int64_t>> input_shapes;
  std::set<std::string> input_names;
  for (auto &[name, dims] : options.input_shapes) {
    std::string known;
    bool found = false;
    for (const auto &vi : gp.input()) {
      if (initializer_names.count(vi.name())) continue;
      known += (known.empty() ? "" : ", ") + vi.name();
      found = found || vi.name() == name;
    }
    user_check(found, "an input shape is given for '"
                          << name << "', which is not an input of the model (its inputs: " << known << ")");
  }
  for (const auto &vi : gp.input()) {
    input_names.insert(vi.name());
    if (initializer_names.count(vi.name())) continue;  // an initializer listed as an input (IR < 4)
    Value v;
    v.name = vi.name();
    v.dtype = dtype_of(vi.type().tensor_type().elem_type(), "graph input '" + vi.name() + "'");
    v.shape = input_shape(vi, options);
    input_shapes[v.name] = v.shape;
    g.inputs.push_back(g.add_value(std::move(v)));
  }
  std::map<std::string, int> by_name;
  for (size_t v = 0; v < g.values.size(); ++v) by_name[g.values[v].name] = static_cast<int>(v);
  // Node outputs first (a graph out of order still finds its values), then the nodes.
  for (int k = 0; k < gp.node_size(); ++k) {
    const auto &np = gp.node(k);
    std::string node_name = np.name().empty() ? fmt::format("{}_{}", np.op_type(), k) : np.name();
    for (const auto &o : np.output()) {
      if (o.empty()) continue;
      user_check(!by_name.count(o), "value '" << o << "' is written twice (again by node '" << node_name << "')");
      Value v;
      v.name = o;
      by_name[o] = g.add_value(std::move(v));
    }
  }
  for (int k = 0; k < gp.node_size(); ++k) {
    const auto &np = gp.node(k);
    Node n;
    n.name = np.name().empty() ? fmt::format("{}_{}", np.op_type(), k) : np.name();
    n.op = np.op_type();
    n.origin = {n.name};
    for (const auto &i : np.input()) {
      if (i.empty()) {
        n.inputs.push_back(-1);
        continue;
      }
      auto it = by_name.find(i);
      user_check(it != by_name.end(), "node '" << n.name << "' (" << n.op << ") reads '" << i
                                               << "', which is no graph input, initializer or node output");
      n.inputs.push_back(it->second);
    }
    for (const auto &o : np.output()) n.outputs.push_back(o.empty() ? -1 : by_name.at(o));
    for (const auto &a : np.attribute()) n.attrs[a.name()] = attribute_from_proto(a, n.name);
    g.nodes.push_back(std::move(n));
  }
  // Unnamed optional outputs get a value of their own, so that every output slot is a value.
  for (auto &n : g.nodes) {
    for (int &o : n.outputs) {
      if (o >= 0) continue;
      Value v;
      v.name = g.fresh_name(n.name + "_unused");
      o = g.add_value(std::move(v));
    }
  }
  user_check(gp.output_size() > 0, what << " has no graph outputs");
  for (const auto &o : gp.output()) {
    auto it = by_name.find(o.name());
    user_check(it != by_name.end(), "graph output '" << o.name() << "' is not computed by any node");
    g.outputs.push_back(it->second);
  }
  g.sort_topologically();

  std::map<std::string, std::vector<int64_t>> onnx_shapes;
  if (opset <= kCheckerOpset && model.ir_version() <= kCheckerIrVersion) {
    onnx_shapes = onnx_check(model, what, input_shapes);
  }
  normalize(g);
  // ktune's shapes must agree with ONNX's wherever ONNX inferred a static one.
  for (auto &v : g.values) {
    auto it = onnx_shapes.find(v.name);
    bool is_input = std::find(g.inputs.begin(), g.inputs.end(), &v - g.values.data()) != g.inputs.end();
    if (it == onnx_shapes.end() || v.is_constant() || (v.producer < 0 && !is_input)) continue;  // folded or removed
    user_check(it->second == v.shape, "value '" << v.name << "': ktune infers shape [" << dims_str(v.shape)
                                                << "], ONNX's shape inference [" << dims_str(it->second) << "]");
  }
  fold_batch_norms(g);
  recognize_layer_norm(g);
  recognize_activation_patterns(g);
  g.remove_dead();
  choose_layouts(g, options.layout);
  return g;
}

Graph import_onnx_file(const std::string &path, const ImportOptions &options) {
  std::ifstream in(path, std::ios::binary);
  user_check(in.good(), "cannot read the model file '" << path << "'");
  std::stringstream buf;
  buf << in.rdbuf();
  return import_onnx_bytes(buf.str(), "'" + path + "'", options);
}

}  // namespace ktune::graph
