// The generic GPU template: a correct, simple kernel for any workload without a GPU template
// of its own (elementwise ops, user DAGs, and for now convolutions).
//
// Elementwise producers are inlined; the output's spatial axes are fused and split into blocks
// of `threads` threads (blockIdx.x, threadIdx.x), each thread computing one element; any
// other stage (a reduction the output reads) is computed per thread at the thread loop, in
// registers or on the thread's stack. That is one thread per output element with its
// reductions recomputed per element: right for elementwise work, far from the best for
// convolutions, which want an implicit GEMM (not built yet).
#include "Templates.h"

namespace ktune::templates {

ScheduleTemplate generic_gpu() {
  ScheduleTemplate t;
  t.op = "generic";
  t.defaults = [](const Workload &, const Target &) { return KnobValues{{"threads", 256}}; };
  t.space = [](const Workload &, const Target &) { return KnobDomains{{"threads", {32, 64, 128, 256, 512, 1024}}}; };
  t.apply = [](Schedule &s, const KnobValues &k, const Target &) {
    std::vector<std::string> names;
    for (auto &st : s.stages()) names.push_back(st.name);
    std::string out;
    for (auto it = names.rbegin(); it != names.rend(); ++it) {
      const Stage &st = s.stage(*it);
      if (st.is_input) continue;
      if (st.is_output) {
        if (out.empty()) out = st.name;
        continue;
      }
      if (!st.reduce()) s.compute_inline(st.name);
    }
    const Stage &o = s.stage(out);
    std::string fused = o.root_axes[0]->name;
    for (size_t d = 1; d < o.root_axes.size(); ++d) fused = s.fuse(out, fused, o.root_axes[d]->name);
    auto [block, thread] = s.split(out, fused, k.at("threads"));
    s.bind(out, block, "blockIdx.x");
    s.bind(out, thread, "threadIdx.x");
    for (auto it = names.rbegin(); it != names.rend(); ++it) {
      const Stage &st = s.stage(*it);
      if (st.is_input || st.is_output || st.attach == AttachKind::Inline) continue;
      s.compute_at(st.name, out, thread);
    }
  };
  return t;
}

}  // namespace ktune::templates
