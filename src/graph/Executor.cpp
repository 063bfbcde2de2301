// A model run end to end: its kernels compiled once per unique workload, the weights and the
// prepared constants held once, the intermediates in one workspace (MemoryPlan.cpp), and each
// kernel called with pointers into the caller's inputs and outputs, the weights and the
// workspace. The kernels' parallel loops run on ktune's one thread pool.
#include "ktune/graph/Executor.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <map>

#include <fmt/format.h>

#include "ktune/codegen/CodeGen.h"
#include "ktune/driver/Driver.h"
#include "ktune/lower/Lower.h"
#include "ktune/ops/Registry.h"
#include "ktune/schedule/Template.h"
#include "ktune/support/Error.h"

namespace ktune::graph {

ScheduleChooser template_chooser() {
  return [](const Workload &w, const Target &target) {
    ScheduleInfo info;
    info.rule = "template";
    info.reason = "template " + template_for(w, target).op + " with its defaults for " + target.str();
    return KernelSchedule{schedule_from_template(w, target), info, std::nullopt, {}};
  };
}

CompiledModel::CompiledModel(Model model, const Target &target, const ScheduleChooser &choose)
    : model_(std::make_shared<const Model>(std::move(model))), target_(target) {
  const Model &m = *model_;
  plan_ = plan_memory(m);
  std::map<std::string, size_t> by_key;  // workload key -> first kernel with it
  for (auto &k : m.kernels) {
    CompiledKernel ck;
    ck.kernel = &k;
    auto it = by_key.find(k.workload.key());
    if (it != by_key.end()) {
      const CompiledKernel &same = kernels_[it->second];
      ck.symbol = same.symbol;
      ck.chosen = same.chosen;
      ck.loaded = same.loaded;
      ck.library_call = same.library_call;
    } else {
      KernelSchedule chosen = choose(k.workload, target);
      ck.chosen = chosen.info;
      // Named after the first fused kernel that computes the workload, as in an exported model
      // library: one name from `ktune run --model --profile` to `ktune explain`.
      ck.symbol = k.name;
      if (chosen.library) {
        try {
          ck.library_call = LibraryKernel::create(*chosen.library, k.workload, target);
        } catch (const UserError &e) {
          // A record this ktune cannot make into a call: the best generated kernel instead.
          ck.chosen = chosen.generated_info;
          ck.chosen.reason += fmt::format("; library record {} ({}) is faster but could not be made here: {}",
                                          chosen.info.record_id, chosen.info.library, e.what());
        }
      }
      if (!ck.library_call) {
        ktune::CompiledKernel compiled = codegen_cpu(lower(chosen.schedule, k.name), target);
        internal_check(compiled.symbol == ck.symbol, "compiled " << compiled.symbol << " for " << ck.symbol);
        ck.loaded = std::shared_ptr<LoadedKernel>(LoadedKernel::load(compiled));
      }
      by_key[k.workload.key()] = kernels_.size();
    }
    kernels_.push_back(std::move(ck));
  }
  workspace_ = NDArray::empty({std::max<int64_t>(plan_.workspace_bytes, 64)}, DataType::u8());
  places_ = argument_places(m, plan_);
  output_copies_ = output_copies(m, plan_);
}

namespace {

ArgPlace place_of(const Model &m, const MemoryPlan &plan, int value, const std::shared_ptr<const NDArray> &prepared) {
  const Graph &g = m.fused.graph;
  ArgPlace s;
  if (prepared) {
    s.kind = ArgPlace::Kind::Constant;
    s.constant = prepared.get();
    return s;
  }
  int storage = m.fused.storage(value);
  if (g.values[storage].is_constant()) {
    s.kind = ArgPlace::Kind::Constant;
    s.constant = g.values[storage].constant.get();
    return s;
  }
  auto in = std::find(g.inputs.begin(), g.inputs.end(), storage);
  if (in != g.inputs.end()) {
    s.kind = ArgPlace::Kind::Input;
    s.index = static_cast<int>(in - g.inputs.begin());
    return s;
  }
  if (const MemoryPlan::Slot *slot = plan.slot_of(storage)) {
    s.kind = ArgPlace::Kind::Workspace;
    s.offset = slot->offset;
    return s;
  }
  for (size_t o = 0; o < g.outputs.size(); ++o) {
    if (m.fused.storage(g.outputs[o]) == storage) {
      s.kind = ArgPlace::Kind::Output;
      s.index = static_cast<int>(o);
      return s;
    }
  }
  internal_check(false, "value '" << g.values[value].name << "' has no place in the memory plan");
  return s;
}

}  // namespace

std::vector<std::vector<ArgPlace>> argument_places(const Model &m, const MemoryPlan &plan) {
  std::vector<std::vector<ArgPlace>> out;
  for (auto &k : m.kernels) {
    std::vector<ArgPlace> p;
    for (auto &a : k.args) p.push_back(place_of(m, plan, a.value, a.prepared));
    p.push_back(place_of(m, plan, k.output, nullptr));
    out.push_back(p);
  }
  return out;
}

std::vector<ArgPlace> output_copies(const Model &m, const MemoryPlan &plan) {
  const Graph &g = m.fused.graph;
  std::vector<ArgPlace> out;
  for (size_t o = 0; o < g.outputs.size(); ++o) {
    int storage = m.fused.storage(g.outputs[o]);
    bool written =
        std::any_of(m.kernels.begin(), m.kernels.end(), [&](const GraphKernel &k) { return k.output == storage; });
    ArgPlace p = place_of(m, plan, storage, nullptr);
    // A kernel writes the first output of a storage; a later output of the same storage (the
    // same value twice, or a view of it) is copied from that one.
    bool itself = p.kind == ArgPlace::Kind::Output && p.index == static_cast<int>(o);
    internal_check(written || !itself, "graph output " << o << " is written by no kernel");
    if (itself) p = ArgPlace{};
    internal_check(p.kind != ArgPlace::Kind::Workspace, "output " << o << " lives in the workspace");
    out.push_back(p);
  }
  return out;
}

void CompiledModel::check_inputs(const std::vector<NDArray> &inputs) const {
  const Graph &g = model_->fused.graph;
  user_check(inputs.size() == g.inputs.size(),
             "the model takes " << g.inputs.size() << " inputs, " << inputs.size() << " were given");
  for (size_t i = 0; i < inputs.size(); ++i) {
    const Value &v = g.values[g.inputs[i]];
    user_check(inputs[i].defined(), "input '" << v.name << "' is missing");
    std::string shape;
    for (size_t d = 0; d < inputs[i].shape().size(); ++d)
      shape += (d ? "," : "") + std::to_string(inputs[i].shape()[d]);
    user_check(inputs[i].dtype() == v.dtype && inputs[i].shape() == v.shape,
               "input '" << v.name << "' must be " << v.type_str() << ", got " << inputs[i].dtype().str() << "["
                         << shape << "]");
  }
}

std::vector<NDArray> CompiledModel::make_outputs() const {
  const Graph &g = model_->fused.graph;
  std::vector<NDArray> out;
  for (int o : g.outputs) out.push_back(NDArray::empty(g.values[o].shape, g.values[o].dtype));
  return out;
}

void CompiledModel::call_kernel(size_t k, const std::vector<NDArray> &inputs,
                                const std::vector<NDArray> &outputs) const {
  const std::vector<ArgPlace> &places = places_[k];
  void *ptrs[64];
  internal_check(places.size() <= 64, "a kernel with more than 63 arguments");
  auto *base = static_cast<char *>(workspace_.data());
  for (size_t a = 0; a < places.size(); ++a) {
    const ArgPlace &s = places[a];
    switch (s.kind) {
      case ArgPlace::Kind::Constant: ptrs[a] = s.constant->data(); break;
      case ArgPlace::Kind::Input: ptrs[a] = inputs[s.index].data(); break;
      case ArgPlace::Kind::Workspace: ptrs[a] = base + s.offset; break;
      case ArgPlace::Kind::Output: ptrs[a] = outputs[s.index].data(); break;
      case ArgPlace::Kind::None: internal_check(false, "an argument without a place");
    }
  }
  if (kernels_[k].library_call)
    kernels_[k].library_call->call_packed(ptrs);
  else
    kernels_[k].loaded->call_packed(ptrs);
}

void CompiledModel::finish_outputs(const std::vector<NDArray> &inputs, const std::vector<NDArray> &outputs) const {
  for (size_t o = 0; o < output_copies_.size(); ++o) {
    const ArgPlace &s = output_copies_[o];
    if (s.kind == ArgPlace::Kind::None) continue;
    const void *from = s.kind == ArgPlace::Kind::Constant ? s.constant->data()
                       : s.kind == ArgPlace::Kind::Input  ? inputs[s.index].data()
                                                          : outputs[s.index].data();
    std::memcpy(outputs[o].data(), from, static_cast<size_t>(outputs[o].bytes()));
  }
}

std::vector<NDArray> CompiledModel::run(const std::vector<NDArray> &inputs) {
  check_inputs(inputs);
  std::vector<NDArray> outputs = make_outputs();
  for (size_t k = 0; k < kernels_.size(); ++k) call_kernel(k, inputs, outputs);
  finish_outputs(inputs, outputs);
  return outputs;
}

std::vector<double> CompiledModel::profile(const std::vector<NDArray> &inputs, int repeat, double *model_seconds) {
  check_inputs(inputs);
  std::vector<NDArray> outputs = make_outputs();
  using clock = std::chrono::steady_clock;
  std::vector<std::vector<double>> times(kernels_.size());
  std::vector<double> whole;
  for (int r = 0; r < std::max(1, repeat) + 1; ++r) {  // the first run warms the caches, untimed
    auto start = clock::now();
    for (size_t k = 0; k < kernels_.size(); ++k) {
      auto t0 = clock::now();
      call_kernel(k, inputs, outputs);
      if (r > 0) times[k].push_back(std::chrono::duration<double>(clock::now() - t0).count());
    }
    if (r > 0) whole.push_back(std::chrono::duration<double>(clock::now() - start).count());
  }
  auto median = [](std::vector<double> v) {
    std::sort(v.begin(), v.end());
    size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
  };
  std::vector<double> out;
  for (auto &t : times) out.push_back(median(t));
  if (model_seconds) *model_seconds = median(whole);
  return out;
}

}  // namespace ktune::graph
