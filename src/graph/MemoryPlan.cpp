// The static memory plan of a model: every intermediate value at an offset of one workspace,
// reused once its last reader has run.
//
// What it decides: a kernel output that is not a graph output lives from the kernel that writes
// it to the last kernel that reads it (directly, or through a view of it). Values are placed in
// kernel order; a placed value whose last reader came before the current kernel frees its
// bytes. A new value takes the smallest free gap it fits (best fit) among the bytes of values
// no longer live, else the end of the workspace. A kernel's output is placed while its inputs
// are still live, so it never overlaps them. Sizes are rounded to 64 bytes, the alignment the
// code generator assumes for the kernel's own buffers. Graph inputs, constants and graph
// outputs (and the values that outputs are views of) are not in the workspace: the caller's
// arrays and the model's weights hold them.
#include <algorithm>
#include <map>
#include <set>

#include "ktune/graph/Executor.h"

namespace ktune::graph {

const MemoryPlan::Slot *MemoryPlan::slot_of(int value) const {
  for (auto &s : slots) {
    if (s.value == value) return &s;
  }
  return nullptr;
}

MemoryPlan plan_memory(const Model &m) {
  const FusedGraph &fg = m.fused;
  const Graph &g = fg.graph;
  std::set<int> output_storage;
  for (int o : g.outputs) output_storage.insert(fg.storage(o));
  MemoryPlan plan;
  std::map<int, int> index;  // storage value -> slot
  for (size_t k = 0; k < m.kernels.size(); ++k) {
    int v = m.kernels[k].output;
    if (output_storage.count(v) || index.count(v)) continue;
    MemoryPlan::Slot s;
    s.value = v;
    s.bytes = (g.values[v].elements() * g.values[v].dtype.bytes() + 63) / 64 * 64;
    s.first = s.last = static_cast<int>(k);
    index[v] = static_cast<int>(plan.slots.size());
    plan.slots.push_back(s);
  }
  for (size_t k = 0; k < m.kernels.size(); ++k) {
    for (auto &a : m.kernels[k].args) {
      if (a.prepared) continue;
      auto it = index.find(fg.storage(a.value));
      if (it != index.end()) plan.slots[it->second].last = std::max(plan.slots[it->second].last, static_cast<int>(k));
    }
  }
  // Placement in kernel order (the slots are already in the order of their writers).
  struct Live {
    int64_t offset, bytes;
    int last;
  };
  std::vector<Live> live;
  for (auto &s : plan.slots) {
    plan.unshared_bytes += s.bytes;
    live.erase(std::remove_if(live.begin(), live.end(), [&](const Live &l) { return l.last < s.first; }), live.end());
    std::sort(live.begin(), live.end(), [](const Live &a, const Live &b) { return a.offset < b.offset; });
    int64_t best = -1, best_size = 0, cursor = 0;
    for (auto &l : live) {
      int64_t gap = l.offset - cursor;
      if (gap >= s.bytes && (best < 0 || gap < best_size)) {
        best = cursor;
        best_size = gap;
      }
      cursor = std::max(cursor, l.offset + l.bytes);
    }
    s.offset = best >= 0 ? best : cursor;
    live.push_back({s.offset, s.bytes, s.last});
    plan.workspace_bytes = std::max(plan.workspace_bytes, s.offset + s.bytes);
  }
  return plan;
}

}  // namespace ktune::graph
