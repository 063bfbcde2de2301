// The GPU template of row-wise reductions (softmax, layernorm): one block per row.
//
// The output row i is blockIdx.x and its columns are spread over `threads` threads; every
// reduction the row needs (softmax's max and sum of exponentials, layernorm's sum and sum of
// squares) is computed at the row by the block's threads together: each thread reduces its
// share of the columns, then a cross-thread reduction through shared memory gives every thread
// the row's value (lowering builds it from the reduction axis bound to threadIdx.x). With
// stage_input, the row of the input is first copied into shared memory by all threads
// (fetch_vector elements per access), so that global memory is read once and written once:
// what makes a memory-bound row operation run near the memory bandwidth. Elementwise stages are
// inlined (exp is recomputed in the sum and in the output: cheaper than another pass).
#include "Templates.h"
#include "ktune/support/Error.h"

namespace ktune::templates {

namespace {

int64_t row_length(const Workload &w) { return w.outputs().at(0).shape().back(); }

}  // namespace

ScheduleTemplate row_reduction_gpu(const std::string &op) {
  ScheduleTemplate t;
  t.op = op;
  t.defaults = [](const Workload &w, const Target &) {
    int64_t n = row_length(w);
    int64_t threads = n >= 1024 ? 256 : n >= 256 ? 128 : 64;
    return KnobValues{
        {"threads", threads}, {"stage_input", n * 4 <= 32 * 1024 ? 1 : 0}, {"fetch_vector", n % 4 == 0 ? 4 : 1}};
  };
  t.space = [](const Workload &, const Target &) {
    return KnobDomains{{"threads", {64, 128, 256, 512, 1024}}, {"stage_input", {0, 1}}, {"fetch_vector", {1, 4}}};
  };
  t.apply = [](Schedule &s, const KnobValues &k, const Target &) {
    int64_t threads = k.at("threads");
    std::vector<std::string> names;
    for (auto &st : s.stages()) names.push_back(st.name);
    std::string out, input;
    std::vector<std::string> reductions;  // consumers first
    for (auto it = names.rbegin(); it != names.rend(); ++it) {
      const Stage &st = s.stage(*it);
      if (st.is_input) {
        if (st.op->shape.size() == 2) input = st.name;  // the rows (gamma and beta are 1-D)
        continue;
      }
      if (st.is_output) {
        out = st.name;
      } else if (st.reduce()) {
        reductions.push_back(st.name);
      } else {
        s.compute_inline(st.name);
      }
    }
    schedule_check(!out.empty() && !input.empty() && s.stage(out).root_axes.size() == 2,
                   "the row-reduction GPU template needs a 2-D output and input");
    const Stage &o = s.stage(out);
    std::string row = o.root_axes[0]->name, col = o.root_axes[1]->name;
    int64_t n = o.root_axes[1]->extent;
    std::string staged;
    if (k.at("stage_input")) {
      schedule_check(n * 4 <= 40 * 1024, "a row of " << n << " floats does not fit in shared memory (stage_input=0)");
      staged = s.cache_read(input, "shared", s.consumers(input));
    }
    s.bind(out, row, "blockIdx.x");
    auto [cols, lanes] = s.split(out, col, threads);
    s.bind(out, lanes, "threadIdx.x");
    for (auto &r : reductions) {
      s.compute_at(r, out, row);
      std::string axis = s.stage(r).reduce_axes.at(0)->name;
      auto [outer, inner] = s.split(r, axis, threads);
      s.bind(r, inner, "threadIdx.x");
    }
    if (!staged.empty()) {
      s.compute_at(staged, out, row);
      const Stage &c = s.stage(staged);
      std::string fused = s.fuse(staged, c.leaf_axes[0]->name, c.leaf_axes[1]->name);
      int64_t vec = k.at("fetch_vector");
      if (vec > 1) {
        auto [outer, v] = s.split(staged, fused, vec);
        s.vectorize(staged, v);
        fused = outer;
      }
      auto [rest, thread] = s.split(staged, fused, threads);
      s.bind(staged, thread, "threadIdx.x");
    }
  };
  return t;
}

ScheduleTemplate softmax_gpu() { return row_reduction_gpu("softmax"); }
ScheduleTemplate layernorm_gpu() { return row_reduction_gpu("layernorm"); }

}  // namespace ktune::templates
