#include "ktune/ops/Registry.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>

#include "OpDefs.h"
#include "ktune/ir/WorkloadJson.h"
#include "ktune/support/Error.h"
#include "reference/Interpreter.h"

namespace ktune {

int64_t OpParams::integer(const std::string &key) const {
  const std::string &v = text(key);
  char *end = nullptr;
  errno = 0;
  long long x = std::strtoll(v.c_str(), &end, 10);
  user_check(!v.empty() && *end == '\0' && errno == 0,
             op_ << ": parameter " << key << "=" << v << " is not an integer");
  return x;
}

double OpParams::real(const std::string &key) const {
  const std::string &v = text(key);
  char *end = nullptr;
  double x = std::strtod(v.c_str(), &end);
  user_check(!v.empty() && *end == '\0', op_ << ": parameter " << key << "=" << v << " is not a number");
  return x;
}

const std::string &OpParams::text(const std::string &key) const {
  auto it = values_.find(key);
  internal_check(it != values_.end(), op_ << " has no parameter " << key);
  return it->second;
}

const std::vector<OpDef> &op_registry() {
  static const std::vector<OpDef> ops = {
      ops::matmul_def(),           ops::batch_matmul_def(),      ops::dense_def(),     ops::conv2d_def(),
      ops::depthwise_conv2d_def(), ops::softmax_def(),           ops::layernorm_def(), ops::elementwise_def("add"),
      ops::elementwise_def("mul"), ops::elementwise_def("relu"),
  };
  return ops;
}

const OpDef &find_op(const std::string &name) {
  for (auto &op : op_registry()) {
    if (op.name == name) return op;
  }
  std::string known;
  for (auto &op : op_registry()) known += (known.empty() ? "" : ", ") + op.name;
  user_check(false, "unknown op '" << name << "' (known: " << known << ")");
  return op_registry().front();
}

namespace {
std::string trim(const std::string &s) {
  size_t b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}
}  // namespace

Workload workload_from_spec(const std::string &spec) {
  std::string text = trim(spec);
  if (!text.empty() && text[0] == '@') {
    std::ifstream in(text.substr(1));
    user_check(in.good(), "workload spec '" << text << "': cannot read the DAG file '" << text.substr(1) << "'");
    std::stringstream content;
    content << in.rdbuf();
    text = trim(content.str());
    user_check(!text.empty() && text[0] == '{',
               "workload DAG file '" << spec.substr(spec.find('@') + 1) << "' does not hold a JSON object");
  }
  if (!text.empty() && text[0] == '{') {
    nlohmann::json j;
    try {
      j = nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception &e) {
      user_check(false, "workload DAG is not valid JSON: " << e.what());
    }
    return workload_from_json(j);
  }
  size_t colon = spec.find(':');
  std::string name = trim(spec.substr(0, colon));
  user_check(!name.empty(), "workload spec '" << spec << "' has no op name (expected op:key=value,...)");
  const OpDef &def = find_op(name);
  std::map<std::string, std::string> given;
  if (colon != std::string::npos) {
    std::stringstream ss(spec.substr(colon + 1));
    for (std::string item; std::getline(ss, item, ',');) {
      item = trim(item);
      if (item.empty()) continue;
      size_t eq = item.find('=');
      user_check(eq != std::string::npos && eq > 0 && eq + 1 < item.size(),
                 "workload spec '" << spec << "': '" << item << "' is not key=value");
      std::string key = trim(item.substr(0, eq)), value = trim(item.substr(eq + 1));
      user_check(given.emplace(key, value).second, "workload spec '" << spec << "': " << key << " given twice");
    }
  }
  std::map<std::string, std::string> values;
  std::string canonical = name + ":";
  bool first = true;
  std::set<std::string> known;
  for (auto &p : def.params) {
    known.insert(p.name);
    auto it = given.find(p.name);
    std::string v;
    if (it != given.end())
      v = it->second;
    else if (!p.default_value.empty())
      v = p.default_value;
    else
      user_check(false, "workload spec '" << spec << "': " << name << " needs " << p.name << " (" << p.help << ")");
    // float32 and f32 are one spec; tf32 (the GEMMs' relaxed f32) is not a storage type.
    if (p.name == "dtype" && v != "tf32") v = DataType::parse(v).str();
    values[p.name] = v;
    canonical += (first ? "" : ",") + p.name + "=" + v;
    first = false;
  }
  for (auto &[k, v] : given) {
    std::string names;
    for (auto &p : def.params) names += (names.empty() ? "" : ", ") + p.name;
    user_check(known.count(k), "workload spec '" << spec << "': " << name << " has no parameter '" << k
                                                 << "' (its parameters: " << names << ")");
  }
  OpParams params(name, values);
  Workload w = def.build(params);
  w.op_name = name;
  w.params = values;
  w.spec = canonical;
  return w;
}

void run_reference(const Workload &w, const std::vector<NDArray> &inputs, std::vector<NDArray> &outputs) {
  if (w.op_name == "custom") {
    reference::interpret(w, inputs, outputs);
    return;
  }
  const OpDef &def = find_op(w.op_name);
  def.reference(OpParams(w.op_name, w.params), inputs, outputs);
}

std::vector<size_t> weight_inputs(const Workload &w) {
  std::vector<size_t> positions;
  if (w.op_name == "custom") return positions;
  const OpDef &def = find_op(w.op_name);
  for (size_t i = 0; i < w.inputs().size(); ++i) {
    if (std::find(def.weights.begin(), def.weights.end(), w.inputs()[i].name()) != def.weights.end())
      positions.push_back(i);
  }
  return positions;
}

int64_t dense_weight_panels(const Workload &w) {
  auto nblock = w.params.find("nblock");
  return w.op_name == "dense" && nblock != w.params.end() ? std::stoll(nblock->second) : 0;
}

std::string kernel_name(const Workload &w) {
  if (w.op_name == "custom") {
    // The stages it fuses (their tags, as a profiler should show them), the output's type and
    // shape, and the key's first 8 digits to tell apart DAGs that read alike.
    std::string name = "ktune";
    std::string last;
    int parts = 0;
    for (auto &op : w.ops()) {
      if (!op->is_compute() || parts == 6) continue;
      std::string tag;
      for (char c : op->tag)
        tag += std::isalnum(static_cast<unsigned char>(c)) ? static_cast<char>(std::tolower(c)) : '_';
      if (tag.empty() || tag == last) continue;
      name += "_" + tag;
      last = tag;
      ++parts;
    }
    const Tensor &out = w.outputs().front();
    name += "_" + out.dtype().str() + "_";
    for (size_t d = 0; d < out.shape().size(); ++d) name += (d ? "x" : "") + std::to_string(out.shape()[d]);
    return name + "_" + w.key().substr(0, 8);
  }
  const OpDef &def = find_op(w.op_name);
  OpParams params(w.op_name, w.params);
  std::string name = "ktune_" + def.name;
  if (def.name_parts) {
    for (auto &part : def.name_parts(params)) name += "_" + part;
  }
  const std::string &dtype = params.text("dtype");
  name += "_" + (dtype == "tf32" ? dtype : DataType::parse(dtype).str());
  for (auto &p : def.params) {
    // Named by the parts instead (and a kernel without an epilogue keeps the name it always had).
    if (p.name == "dtype" || p.name == "layout" || p.name == "act" || p.name == "bias" || p.name == "residual" ||
        p.name == "kblock" || p.name == "nblock")
      continue;
    std::string key = p.name, value = params.text(p.name);
    for (auto &c : key) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (auto &c : value) {
      if (!std::isalnum(static_cast<unsigned char>(c))) c = 'p';
    }
    name += "_" + key + value;
  }
  return name;
}

}  // namespace ktune
