#include "RandomSchedule.h"

#include <algorithm>

#include "ktune/support/Error.h"

namespace ktune::testing {

namespace {

class Generator {
 public:
  Generator(const Workload &w, uint64_t seed) : s_(w), rng_(seed) {}

  Schedule run() {
    maybe_cache_write();
    maybe_cache_read();
    for (auto &name : compute_stage_names()) shape_loops(name);
    place_stages();
    return std::move(s_);
  }

 private:
  bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng_) < p; }
  int64_t pick(int64_t lo, int64_t hi) { return std::uniform_int_distribution<int64_t>(lo, hi)(rng_); }

  template <typename F>
  void attempt(F f) {
    try {
      f();
    } catch (const ScheduleError &) {
    }
  }

  std::vector<std::string> compute_stage_names() {
    std::vector<std::string> names;
    for (auto &st : s_.stages()) {
      if (!st.is_input && st.attach != AttachKind::Inline) names.push_back(st.name);
    }
    return names;
  }

  void maybe_cache_write() {
    if (!chance(0.35)) return;
    std::vector<std::string> reductions;
    for (auto &st : s_.stages()) {
      if (st.reduce()) reductions.push_back(st.name);
    }
    if (reductions.empty()) return;
    std::string name = reductions[pick(0, reductions.size() - 1)];
    attempt([&] { s_.cache_write(name, "local"); });
  }

  void maybe_cache_read() {
    if (!chance(0.3)) return;
    std::vector<std::string> inputs;
    for (auto &st : s_.stages()) {
      if (st.is_input) inputs.push_back(st.name);
    }
    std::string in = inputs[pick(0, inputs.size() - 1)];
    auto readers = s_.consumers(in);
    if (readers.empty()) return;
    std::string cache;
    attempt([&] { cache = s_.cache_read(in, "global", {readers[pick(0, readers.size() - 1)]}); });
    if (cache.empty() || !chance(0.6)) return;
    // A random blocked layout: split one dimension and permute.
    const Stage &st = s_.stage(cache);
    int ndim = static_cast<int>(st.root_axes.size());
    LayoutTransform layout;
    int dim = static_cast<int>(pick(0, ndim - 1));
    layout.splits.push_back({dim, pick(1, 8)});
    layout.order.resize(ndim + 1);
    for (int i = 0; i <= ndim; ++i) layout.order[i] = i;
    std::shuffle(layout.order.begin(), layout.order.end(), rng_);
    attempt([&] { s_.transform_layout(cache, layout); });
  }

  void shape_loops(const std::string &name) {
    int splits = static_cast<int>(pick(0, 3));
    for (int i = 0; i < splits; ++i) {
      const Stage &st = s_.stage(name);
      auto &leaf = st.leaf_axes[pick(0, st.leaf_axes.size() - 1)];
      int64_t factor = pick(1, std::max<int64_t>(2, std::min<int64_t>(leaf->extent + 2, 20)));
      std::string axis = leaf->name;
      if (chance(0.2))
        attempt([&] { s_.split_nparts(name, axis, factor); });
      else
        attempt([&] { s_.split(name, axis, factor); });
    }
    if (chance(0.2)) {
      const Stage &st = s_.stage(name);
      if (st.leaf_axes.size() >= 2) {
        size_t p = pick(0, st.leaf_axes.size() - 2);
        std::string a = st.leaf_axes[p]->name, b = st.leaf_axes[p + 1]->name;
        attempt([&] { s_.fuse(name, a, b); });
      }
    }
    if (chance(0.5)) {
      std::vector<std::string> order;
      for (auto &a : s_.stage(name).leaf_axes) order.push_back(a->name);
      std::shuffle(order.begin(), order.end(), rng_);
      attempt([&] { s_.reorder(name, order); });
    }
    const Stage &st = s_.stage(name);
    std::vector<std::string> spatial;
    for (auto &a : st.leaf_axes) {
      if (!a->is_reduce) spatial.push_back(a->name);
    }
    const auto &leaves = st.leaf_axes;
    if (chance(0.5) && !leaves.back()->is_reduce && leaves.back()->extent <= 16) {
      std::string axis = leaves.back()->name;
      attempt([&] { s_.vectorize(name, axis); });
    } else if (chance(0.2) && !spatial.empty()) {
      // Vectorizing an axis that is not innermost: inner loops run with vector bodies.
      std::string axis = spatial[pick(0, spatial.size() - 1)];
      if (s_.stage(name).find_leaf(axis)->extent <= 16) attempt([&] { s_.vectorize(name, axis); });
    }
    // (A refused primitive restores the schedule's stages: look them up again after each.)
    if (chance(0.3)) {
      const auto &last = s_.stage(name).leaf_axes.back();
      std::string axis = last->name;
      // Per-lane partial results; refused when a spatial loop is inside the reduction.
      if (last->is_reduce && last->extent <= 16) attempt([&] { s_.vectorize_reduction(name, axis); });
    }
    if (chance(0.3)) {
      const auto &now = s_.stage(name).leaf_axes;
      std::string axis = now[pick(0, now.size() - 1)]->name;
      if (s_.stage(name).find_leaf(axis)->extent <= 16) attempt([&] { s_.unroll(name, axis); });
    }
    if (chance(0.4) && !spatial.empty()) {
      std::string axis = spatial[chance(0.7) ? 0 : pick(0, spatial.size() - 1)];
      attempt([&] { s_.parallel(name, axis); });
    }
  }

  void place_stages() {
    auto names = compute_stage_names();
    // Consumers first, so that a producer can follow its consumer into a loop.
    for (auto it = names.rbegin(); it != names.rend(); ++it) {
      const Stage &st = s_.stage(*it);
      if (st.is_output) continue;
      double r = std::uniform_real_distribution<double>(0, 1)(rng_);
      if (r < 0.3 && !st.reduce()) {
        attempt([&] { s_.compute_inline(*it); });
      } else if (r < 0.8) {
        auto consumers = s_.consumers(*it);
        if (consumers.size() == 1) {
          const Stage &c = s_.stage(consumers[0]);
          std::string axis = c.leaf_axes[pick(0, c.leaf_axes.size() - 1)]->name;
          std::string target = consumers[0];
          attempt([&] { s_.compute_at(*it, target, axis); });
        } else {
          // Several readers: follow one that is computed inside another (the loop where they
          // all are, when the others are there too; refused otherwise).
          for (auto &c : consumers) {
            const Stage &reader = s_.stage(c);
            if (reader.attach != AttachKind::At) continue;
            std::string target = reader.attach_stage, axis = reader.attach_axis;
            attempt([&] { s_.compute_at(*it, target, axis); });
            break;
          }
        }
      }
    }
  }

  Schedule s_;
  std::mt19937_64 rng_;
};

}  // namespace

Schedule random_schedule(const Workload &w, uint64_t seed) {
  Generator g(w, seed);
  return g.run();
}

}  // namespace ktune::testing
