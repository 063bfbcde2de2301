// The generic CPU template: a schedule for any workload that has no hand-written template
// (a user's own compute DAG), in the spirit of Ansor's multi-level tiling sketch.
//
// It picks the stored output stage and the reduction feeding it (the "accumulator": the output
// itself through a local cache_write, or a reduction the output reads at exactly its own
// indices, so that an elementwise epilogue such as bias + gelu runs on the tile while it is in
// registers). Elementwise producers are inlined into their readers (each a knob: a producer
// read many times, such as a padded input, may be better computed once). The output's spatial
// axes are tiled at two levels, a register tile (`tile_<axis>`: the last axis vectorized, the
// others unrolled) inside a cache block (`block_<axis>` register tiles), and the accumulator is
// computed at the innermost block loop with its reduction loops outermost, so each step of the
// reduction is a tile's worth of vector FMAs on registers. The outermost `parallel` block
// loops are fused and run in parallel; `order` moves the last axis's blocks outermost (column
// panels outside row blocks, so a panel of the right-hand side stays in cache). Stages it
// does not tile (other reductions) run at the root with their outermost axis in parallel.
//
// An input that the accumulator reads with the vectorized (last) axis in a dimension other than
// its innermost would be gathered lane by lane: attention's Q·Kᵀ reads K as [.., l, .., r] and
// vectorizes l. Such an input is copied once, at the root, into a layout with that dimension
// innermost (`pack_<input>`, on by default), so the tile loads whole vectors.
//
// What it does not do, unlike the hand-written templates: pack operands into register-panel
// layouts, split the reduction for cache blocking across tiles, or fuse stages of different
// shapes.
#include <algorithm>
#include <functional>

#include "GemmTile.h"
#include "Templates.h"
#include "ktune/ir/IRVisitor.h"

namespace ktune::templates {

namespace {

struct Axis {
  std::string name;
  int64_t extent;
};

/** The structural decisions, which depend only on the workload (and the inline knobs). */
struct Plan {
  std::string out;                     // the tiled output stage
  std::vector<Axis> spatial;           // its spatial axes, outermost first
  bool cache_write = false;            // the accumulator is a cache_write of out
  std::string acc;                     // or this reduction stage (empty: none)
  std::vector<Axis> reduction;         // the accumulator's reduction axes
  std::vector<std::string> inlinable;  // elementwise producers (inline knobs)
  std::vector<std::string> root;       // other compute stages left at the root
  /** Inputs the accumulator reads across the last axis (pack knobs), each with the layout
   * order that moves the dimension indexed by that axis innermost. */
  std::vector<std::pair<std::string, std::vector<int>>> packable;
};

// The inputs that `red` (the reduction stage) reads with its last spatial axis alone in one
// dimension that is not their innermost: a vector of that axis gathers there. An input is packed
// only when every read of it that uses the axis agrees on that dimension (the copy serves all
// its reads); reads that do not use the axis are indifferent to the layout.
std::vector<std::pair<std::string, std::vector<int>>> strided_inputs(const Schedule &s, const Stage &red) {
  std::vector<std::pair<std::string, std::vector<int>>> found;
  if (red.root_axes.empty() || red.reduce_axes.empty()) return found;
  const auto *last = red.root_axes.back()->var.node();
  constexpr int kUnpackable = -2;  // read along its innermost dimension, in two, or through an expression
  struct Read {
    const Stage *input;
    int at, rank;  // the dimension `last` indexes (or kUnpackable), of how many
  };
  std::vector<Read> dimension;  // one per input read across `last`
  post_order_visit(red.body, [&](const Expr &e) {
    auto *r = e.as<TensorRead>();
    if (!r) return;
    const Stage *input = s.stage_of(r->op.get());
    if (!input || !input->is_input) return;
    int at = -1;
    for (size_t d = 0; d < r->indices.size() && at != kUnpackable; ++d) {
      bool uses = false;
      post_order_visit(r->indices[d], [&](const Expr &x) {
        if (auto *v = x.as<Variable>(); v && v == last) uses = true;
      });
      if (uses) at = at >= 0 || !r->indices[d].as<Variable>() ? kUnpackable : static_cast<int>(d);
    }
    if (at == -1) return;
    if (at + 1 == static_cast<int>(r->indices.size())) at = kUnpackable;
    auto it = std::find_if(dimension.begin(), dimension.end(), [&](const Read &x) { return x.input == input; });
    if (it == dimension.end())
      dimension.push_back({input, at, static_cast<int>(r->indices.size())});
    else if (it->at != at)
      it->at = kUnpackable;
  });
  for (const Read &read : dimension) {
    if (read.at < 0) continue;
    std::vector<int> order;
    for (int d = 0; d < read.rank; ++d) {
      if (d != read.at) order.push_back(d);
    }
    order.push_back(read.at);
    found.emplace_back(read.input->name, order);
  }
  return found;
}

bool is_elementwise_producer(const Stage &st) { return !st.is_input && !st.is_output && !st.reduce(); }

// Applies the inline knobs to s and returns the plan of what is left.
Plan make_plan(Schedule &s, const KnobValues *knobs) {
  Plan p;
  std::vector<std::string> names;
  for (auto &st : s.stages()) names.push_back(st.name);
  // Consumers first, so that a chain of elementwise stages inlines into its final reader.
  for (auto it = names.rbegin(); it != names.rend(); ++it) {
    const Stage &st = s.stage(*it);
    if (!is_elementwise_producer(st)) continue;
    p.inlinable.push_back(st.name);
    if (!knobs || knobs->at("inline_" + st.name)) s.compute_inline(st.name);
  }
  std::reverse(p.inlinable.begin(), p.inlinable.end());
  for (auto &st : s.stages()) {
    if (st.is_output) {
      p.out = st.name;
      break;
    }
  }
  const Stage &out = s.stage(p.out);
  for (auto &a : out.leaf_axes) {
    if (!a->is_reduce) p.spatial.push_back({a->name, a->extent});
  }
  if (out.reduce()) {
    p.cache_write = true;
    for (auto &a : out.reduce_axes) p.reduction.push_back({a->name, a->extent});
  } else {
    // A reduction the output reads at exactly its own indices (and nowhere else).
    std::map<const OperationNode *, bool> exact;
    post_order_visit(out.body, [&](const Expr &e) {
      auto *r = e.as<TensorRead>();
      if (!r) return;
      const Stage *producer = s.stage_of(r->op.get());
      if (!producer || producer->is_input || !producer->reduce() || producer->attach == AttachKind::Inline) return;
      bool same = r->indices.size() == out.root_axes.size();
      for (size_t d = 0; same && d < r->indices.size(); ++d) {
        auto *v = r->indices[d].as<Variable>();
        same = v && v == out.root_axes[d]->var.node();
      }
      auto [it, fresh] = exact.emplace(r->op.get(), same);
      if (!fresh) it->second = it->second && same;
    });
    for (auto &st : s.stages()) {
      auto it = exact.find(st.op.get());
      if (it != exact.end() && it->second && s.consumers(st.name).size() == 1) {
        p.acc = st.name;
        for (auto &a : st.reduce_axes) p.reduction.push_back({a->name, a->extent});
        break;
      }
    }
  }
  for (auto &st : s.stages()) {
    if (st.is_input || st.attach == AttachKind::Inline || st.name == p.out || st.name == p.acc) continue;
    p.root.push_back(st.name);
  }
  if (p.cache_write || !p.acc.empty()) p.packable = strided_inputs(s, s.stage(p.cache_write ? p.out : p.acc));
  return p;
}

Plan plan_of(const Workload &w) {
  Schedule s(w);
  return make_plan(s, nullptr);
}

bool has_accumulator(const Plan &p) { return p.cache_write || !p.acc.empty(); }

KnobValues generic_defaults(const Workload &w, const Target &target) {
  Plan p = plan_of(w);
  int64_t lanes = target.vector_bits() / 32;
  KnobValues k;
  size_t n = p.spatial.size();
  for (size_t d = 0; d < n; ++d) {
    int64_t e = p.spatial[d].extent, tile = 1;
    if (d + 1 == n)
      tile = e >= 2 * lanes && has_accumulator(p) ? 2 * lanes : e >= lanes ? lanes : e;
    else if (d + 2 == n && has_accumulator(p))
      tile = pick_tile(e, {8, 6, 4, 2});
    k["tile_" + p.spatial[d].name] = tile;
    k["block_" + p.spatial[d].name] = 1;
  }
  k["parallel"] = 1;
  k["order"] = n >= 2 && has_accumulator(p) ? 1 : 0;
  k["unroll_k"] = 1;
  for (auto &name : p.inlinable) k["inline_" + name] = 1;
  for (auto &packed : p.packable) k["pack_" + packed.first] = 1;
  return k;
}

KnobDomains generic_space(const Workload &w, const Target &target) {
  Plan p = plan_of(w);
  int64_t lanes = target.vector_bits() / 32;
  KnobDomains d;
  size_t n = p.spatial.size();
  for (size_t a = 0; a < n; ++a) {
    int64_t e = p.spatial[a].extent;
    auto &tile = d["tile_" + p.spatial[a].name];
    if (a + 1 == n) {
      for (int64_t v : {int64_t{1}, lanes / 2, lanes, 2 * lanes, 3 * lanes, 4 * lanes}) {
        if (v >= 1 && v <= e + lanes - 1 && (v <= e || v == lanes)) tile.push_back(std::min(v, e));
      }
      if (e < lanes) tile.push_back(e);
    } else if (a + 2 == n) {
      for (int64_t v : {1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16}) {
        if (v <= e) tile.push_back(v);
      }
    } else {
      for (int64_t v : {1, 2, 4, 8}) {
        if (v <= e) tile.push_back(v);
      }
    }
    std::sort(tile.begin(), tile.end());
    tile.erase(std::unique(tile.begin(), tile.end()), tile.end());
    auto &block = d["block_" + p.spatial[a].name];
    for (int64_t v : {1, 2, 4, 8, 16, 32}) {
      if (v == 1 || v < e) block.push_back(v);
    }
  }
  d["parallel"] = {0};
  for (int64_t v = 1; v <= static_cast<int64_t>(std::min<size_t>(n, 2)); ++v) d["parallel"].push_back(v);
  d["order"] = n >= 2 ? std::vector<int64_t>{0, 1} : std::vector<int64_t>{0};
  d["unroll_k"] = p.reduction.empty() ? std::vector<int64_t>{1} : std::vector<int64_t>{1, 2, 4, 8};
  for (auto &name : p.inlinable) d["inline_" + name] = {0, 1};
  for (auto &packed : p.packable) d["pack_" + packed.first] = {0, 1};
  return d;
}

// Makes the stage's first loop of more than one iteration (not a batch of one) parallel, where
// that loop is a serial spatial one.
void parallel_over_first_loop(Schedule &s, const std::string &name) {
  for (auto &axis : s.stage(name).leaf_axes) {
    if (axis->extent == 1 && axis->kind == ForKind::Serial) continue;
    if (!axis->is_reduce && axis->kind == ForKind::Serial) s.parallel(name, axis->name);
    return;
  }
}

// A stage at the root: its outermost axis of more than one iteration in parallel, its innermost
// vectorized when that is a spatial axis with at least a vector of iterations.
void schedule_root_stage(Schedule &s, const std::string &name, bool parallel, int64_t lanes) {
  const Stage &st = s.stage(name);
  if (st.leaf_axes.empty()) return;
  const ScheduleAxis &last = *st.leaf_axes.back();
  if (!last.is_reduce && last.extent >= lanes && st.leaf_axes.size() >= 2) {
    auto [o, i] = s.split(name, last.name, lanes);
    s.vectorize(name, i);
  }
  if (parallel) parallel_over_first_loop(s, name);
}

void apply_generic(Schedule &s, const KnobValues &k, const Target &target) {
  int64_t lanes = target.vector_bits() / 32;
  Plan p = make_plan(s, &k);
  bool parallel = k.at("parallel") > 0;
  for (auto &name : p.root) schedule_root_stage(s, name, parallel, lanes);
  std::string acc = p.cache_write ? s.cache_write(p.out, "local") : p.acc;

  // Two levels of tiles on the output: outer (block loops), middle (tiles in a block), inner.
  size_t n = p.spatial.size();
  std::vector<std::string> outer, middle, inner;
  std::vector<int64_t> inner_extent;
  std::string last_outer;      // the outer loop of the last axis
  bool last_is_tiled = false;  // the last axis has a register tile (vectorized)
  for (size_t d = 0; d < n; ++d) {
    const Axis &a = p.spatial[d];
    bool last = d + 1 == n;
    int64_t tile = std::min(k.at("tile_" + a.name), a.extent), block = k.at("block_" + a.name);
    if (tile * block >= a.extent) block = 1;
    std::string axis = a.name;
    if (block > 1) {
      auto [o, rest] = s.split(p.out, axis, tile * block);
      outer.push_back(o);
      if (last) last_outer = o;
      axis = rest;
    }
    std::string loop = axis;  // what is left above the register tile
    if (tile > 1 && tile < a.extent) {
      auto [o, i] = s.split(p.out, axis, tile);
      loop = o;
      inner.push_back(i);
      inner_extent.push_back(tile);
      last_is_tiled = last_is_tiled || last;
    } else if (tile == a.extent && a.extent > 1) {
      loop.clear();  // the whole axis is the tile
      inner.push_back(axis);
      inner_extent.push_back(tile);
      last_is_tiled = last_is_tiled || last;
    }
    if (!loop.empty()) {
      (block > 1 ? middle : outer).push_back(loop);
      if (last && block == 1) last_outer = loop;
    }
  }
  // `order`: the last axis's outer loop first (column panels outside row blocks).
  if (k.at("order") && !last_outer.empty() && outer.size() >= 2) {
    outer.erase(std::find(outer.begin(), outer.end(), last_outer));
    outer.insert(outer.begin(), last_outer);
  }
  std::vector<std::string> order = outer;
  order.insert(order.end(), middle.begin(), middle.end());
  order.insert(order.end(), inner.begin(), inner.end());
  if (order.size() >= 2) s.reorder(p.out, order);
  // The register tile: the last spatial axis vectorized, the others unrolled (when small).
  int64_t tile_elements = 1;
  for (int64_t e : inner_extent) tile_elements *= e;
  for (size_t i = 0; i < inner.size(); ++i) {
    if (i + 1 == inner.size() && last_is_tiled)
      s.vectorize(p.out, inner[i]);
    else if (tile_elements <= 64 * lanes)
      s.unroll(p.out, inner[i]);
  }
  // Parallel: the outermost `parallel` block loops fused, not counting leading loops of one
  // iteration (a batch of 1), which would leave the parallel loop with nothing to split.
  size_t first = 0;
  while (first + 1 < outer.size() && s.stage(p.out).find_leaf(outer[first])->extent == 1) ++first;
  int64_t fuse_count = std::min<int64_t>(k.at("parallel"), static_cast<int64_t>(outer.size() - first));
  if (fuse_count > 0) {
    std::string fused = outer[first];
    for (int64_t i = 1; i < fuse_count; ++i) fused = s.fuse(p.out, fused, outer[first + static_cast<size_t>(i)]);
    s.parallel(p.out, fused);
  }
  if (acc.empty()) return;
  // The packed copies at the root. Their loops follow the new layout, except that the input's
  // own innermost dimension stays innermost (contiguous reads); the outermost dimension with
  // more than one iteration runs in parallel, so each thread writes whole blocks of the copy.
  for (auto &[input, order] : p.packable) {
    if (!k.at("pack_" + input) || !last_is_tiled) continue;  // no vector of the last axis: no gather to save
    std::string packed = s.cache_read(input, "global", {acc});
    s.transform_layout(packed, LayoutTransform{{}, order});
    std::vector<AxisPtr> axes = s.stage(packed).leaf_axes;
    std::vector<std::string> loops;
    for (size_t d = 0; d + 1 < order.size(); ++d) {
      if (order[d] + 1 != static_cast<int>(order.size())) loops.push_back(axes[static_cast<size_t>(order[d])]->name);
    }
    loops.push_back(axes[static_cast<size_t>(order.back())]->name);
    loops.push_back(axes.back()->name);
    s.reorder(packed, loops);
    if (parallel) parallel_over_first_loop(s, packed);
  }
  // The accumulator at the innermost block loop: reduction outermost, then the tile.
  // (After the fuse, the block loops are the first outer.size() - fuse_count + 1 leaves.)
  std::string at;
  if (!middle.empty())
    at = middle.back();
  else if (!outer.empty())
    at = s.stage(p.out).leaf_axes[outer.size() - static_cast<size_t>(std::max<int64_t>(fuse_count, 1))]->name;
  if (at.empty()) return;  // the whole output is one tile: the accumulator stays at the root
  s.compute_at(acc, p.out, at);
  const Stage &a = s.stage(acc);
  std::vector<std::string> reduce, space;
  for (auto &ax : a.leaf_axes) (ax->is_reduce ? reduce : space).push_back(ax->name);
  int64_t unroll_k = k.at("unroll_k");
  std::string unrolled_k;
  if (unroll_k > 1 && !reduce.empty() && a.find_leaf(reduce.back())->extent > unroll_k) {
    auto [ko, ki] = s.split(acc, reduce.back(), unroll_k);
    reduce.back() = ko;
    unrolled_k = ki;
  }
  std::vector<std::string> acc_order = reduce;
  if (!unrolled_k.empty()) acc_order.push_back(unrolled_k);
  acc_order.insert(acc_order.end(), space.begin(), space.end());
  s.reorder(acc, acc_order);
  if (!unrolled_k.empty()) s.unroll(acc, unrolled_k);
  for (size_t i = 0; i < space.size(); ++i) {
    if (i + 1 == space.size()) {
      if (last_is_tiled) s.vectorize(acc, space[i]);
    } else if (tile_elements <= 64 * lanes) {
      s.unroll(acc, space[i]);
    }
  }
}

}  // namespace

ScheduleTemplate generic_cpu() {
  ScheduleTemplate t;
  t.op = "generic";
  t.defaults = generic_defaults;
  t.space = generic_space;
  t.apply = apply_generic;
  return t;
}

}  // namespace ktune::templates
