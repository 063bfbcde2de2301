#include "ktune/lower/BoundInference.h"
#include "ktune/ir/ThreadTag.h"

#include <algorithm>

#include "ktune/analysis/Analyzer.h"
#include "ktune/ir/IRVisitor.h"
#include "ktune/support/Error.h"

namespace ktune {

StageLoops derive_loops(const Stage &stage, const std::vector<int64_t> &root_extents, bool keep_factors) {
  StageLoops loops;
  size_t n_root = stage.root_axes.size();
  internal_check(root_extents.size() == n_root + stage.reduce_axes.size(), "root extents of stage " << stage.name);
  for (size_t i = 0; i < n_root; ++i) loops.extent[stage.root_axes[i].get()] = root_extents[i];
  for (size_t i = 0; i < stage.reduce_axes.size(); ++i)
    loops.extent[stage.reduce_axes[i].get()] = root_extents[n_root + i];
  // Extents flow from the roots down through the relations, in the order they were made.
  for (auto &r : stage.relations) {
    if (r.kind == AxisRelation::Kind::Split) {
      // The inner extent stays the declared factor (what vectorize and unroll were checked
      // against) unless the region is smaller than one block; with keep_factors always (past
      // the edge under guards).
      int64_t parent = loops.extent.at(r.parent.get());
      int64_t inner = keep_factors ? r.factor : std::min(parent, r.factor);
      loops.extent[r.inner.get()] = inner;
      loops.extent[r.outer.get()] = (parent + inner - 1) / inner;
    } else {
      loops.extent[r.fused.get()] = loops.extent.at(r.outer.get()) * loops.extent.at(r.inner.get());
    }
  }
  for (auto &leaf : stage.leaf_axes) loops.value[leaf.get()] = leaf->var;
  // Values flow from the leaves up, through the relations in reverse order.
  for (auto it = stage.relations.rbegin(); it != stage.relations.rend(); ++it) {
    auto &r = *it;
    if (r.kind == AxisRelation::Kind::Split) {
      Expr outer = loops.value.at(r.outer.get()), inner = loops.value.at(r.inner.get());
      int64_t inner_extent = loops.extent.at(r.inner.get());
      loops.value[r.parent.get()] = outer * Expr(inner_extent) + inner;
      int64_t parent_extent = loops.extent.at(r.parent.get());
      if (loops.extent.at(r.outer.get()) * inner_extent != parent_extent) {
        loops.guards.push_back(loops.value[r.parent.get()] < Expr(parent_extent));
      }
    } else {
      Expr fused = loops.value.at(r.fused.get());
      int64_t inner_extent = loops.extent.at(r.inner.get());
      loops.value[r.outer.get()] = floordiv(fused, Expr(inner_extent));
      loops.value[r.inner.get()] = floormod(fused, Expr(inner_extent));
    }
  }
  return loops;
}

namespace {

struct SymInterval {
  Expr min, max;
};

// Relaxes e over the ranges of the given variables: the smallest [min, max] with symbolic ends
// in the other variables. Returns false when e has a form it cannot bound.
bool relax(const Expr &e, const std::unordered_map<const Variable *, IntBounds> &ranges, SymInterval *out) {
  bool uses = uses_var(e, [&](const Variable *v) { return ranges.count(v) > 0; });
  if (!uses) {
    *out = {e, e};
    return true;
  }
  if (auto *v = e.as<Variable>()) {
    auto &b = ranges.at(v);
    *out = {Expr(b.min), Expr(b.max)};
    return true;
  }
  SymInterval a, b;
  if (auto *op = e.as<Add>()) {
    if (!relax(op->a, ranges, &a) || !relax(op->b, ranges, &b)) return false;
    *out = {a.min + b.min, a.max + b.max};
    return true;
  }
  if (auto *op = e.as<Sub>()) {
    if (!relax(op->a, ranges, &a) || !relax(op->b, ranges, &b)) return false;
    *out = {a.min - b.max, a.max - b.min};
    return true;
  }
  if (auto *op = e.as<Mul>()) {
    const int64_t *c = as_const_int(op->b);
    Expr other = op->a;
    if (!c) {
      c = as_const_int(op->a);
      other = op->b;
    }
    if (!c || !relax(other, ranges, &a)) return false;
    if (*c >= 0)
      *out = {a.min * Expr(*c), a.max * Expr(*c)};
    else
      *out = {a.max * Expr(*c), a.min * Expr(*c)};
    return true;
  }
  if (auto *op = e.as<FloorDiv>()) {
    const int64_t *c = as_const_int(op->b);
    if (!c || *c <= 0 || !relax(op->a, ranges, &a)) return false;
    *out = {floordiv(a.min, op->b), floordiv(a.max, op->b)};
    return true;
  }
  if (auto *op = e.as<FloorMod>()) {
    const int64_t *c = as_const_int(op->b);
    if (!c || *c <= 0) return false;
    *out = {Expr(int64_t{0}), Expr(*c - 1)};
    return true;
  }
  if (auto *op = e.as<Min>()) {
    if (!relax(op->a, ranges, &a) || !relax(op->b, ranges, &b)) return false;
    *out = {min(a.min, b.min), min(a.max, b.max)};
    return true;
  }
  if (auto *op = e.as<Max>()) {
    if (!relax(op->a, ranges, &a) || !relax(op->b, ranges, &b)) return false;
    *out = {max(a.min, b.min), max(a.max, b.max)};
    return true;
  }
  if (auto *op = e.as<Select>()) {
    if (!relax(op->true_value, ranges, &a) || !relax(op->false_value, ranges, &b)) return false;
    *out = {min(a.min, b.min), max(a.max, b.max)};
    return true;
  }
  if (auto *op = e.as<Cast>()) {
    if (!op->type.is_integer() || !op->value.type().is_integer()) return false;
    if (!relax(op->value, ranges, &a)) return false;
    *out = {Cast::make(op->type, a.min), Cast::make(op->type, a.max)};
    return true;
  }
  return false;
}

StageRegion full_region(const Stage &st) {
  StageRegion r;
  for (auto &a : st.root_axes) {
    r.min.push_back(Expr(int64_t{0}));
    r.extent.push_back(a->extent);
  }
  r.full = true;
  return r;
}

std::vector<int64_t> root_extents(const Stage &st, const StageRegion &r) {
  std::vector<int64_t> ext = r.extent;
  for (auto &a : st.reduce_axes) ext.push_back(a->extent);
  return ext;
}

}  // namespace

std::map<std::string, StageRegion> infer_bounds(const Schedule &sch) {
  std::map<std::string, StageRegion> regions;
  // Every leaf loop variable ranges over its loop; outer variables stay symbolic in mins.
  Analyzer analyzer;
  const auto &stages = sch.stages();
  for (auto it = stages.rbegin(); it != stages.rend(); ++it) {
    const Stage &st = *it;
    if (st.is_input || st.attach == AttachKind::Inline) continue;
    StageRegion region = full_region(st);
    if (st.attach == AttachKind::At) {
      const Stage &consumer = sch.stage(st.attach_stage);
      int pos = consumer.leaf_index(st.attach_axis);
      internal_check(pos >= 0, "attach axis " << st.attach_axis << " of " << consumer.name);
      std::vector<SymInterval> hull(st.root_axes.size());
      std::vector<bool> bounded(st.root_axes.size(), true);
      bool any = false;
      // Every read of this stage by a reader whose leaves from first_relaxed on range over
      // their loops within one iteration of the attach loop.
      auto add_reads = [&](const Stage &reader, int first_relaxed, bool relax_target_inner) {
        const StageRegion &cr = regions.at(reader.name);
        // The reader's root values in terms of its leaves and the region's start.
        std::unordered_map<const Variable *, Expr> root_value;
        for (size_t d = 0; d < reader.root_axes.size(); ++d) {
          root_value[reader.root_axes[d]->var.node()] = cr.min[d] + cr.loops.value.at(reader.root_axes[d].get());
        }
        for (auto &a : reader.reduce_axes) root_value[a->var.node()] = cr.loops.value.at(a.get());
        std::unordered_map<const Variable *, IntBounds> relaxed;
        for (size_t i = first_relaxed; i < reader.leaf_axes.size(); ++i) {
          auto &leaf = reader.leaf_axes[i];
          relaxed[leaf->var.node()] = {0, cr.loops.extent.at(leaf.get()) - 1};
        }
        // A reader computed deeper inside the target: its region moves with the target's
        // loops inside the attach loop, which run within one iteration too.
        if (relax_target_inner) {
          const StageRegion &tr = regions.at(consumer.name);
          for (size_t i = pos + 1; i < consumer.leaf_axes.size(); ++i) {
            auto &leaf = consumer.leaf_axes[i];
            relaxed[leaf->var.node()] = {0, tr.loops.extent.at(leaf.get()) - 1};
          }
        }
        // A shared-memory stage is computed once per GPU block for all of its threads: the
        // threadIdx loops around its attach point (of the target and of every stage the target
        // is computed in) range over all their threads.
        if (st.scope == MemoryScope::Shared) {
          const Stage *outer = &consumer;
          int outer_pos = pos;
          while (outer) {
            const StageRegion &orr = regions.at(outer->name);
            for (int i = 0; i <= outer_pos; ++i) {
              auto &leaf = outer->leaf_axes[i];
              if (leaf->kind == ForKind::ThreadBinding && is_thread_index(leaf->thread_tag))
                relaxed[leaf->var.node()] = {0, orr.loops.extent.at(leaf.get()) - 1};
            }
            if (outer->attach != AttachKind::At) break;
            const Stage &next = sch.stage(outer->attach_stage);
            outer_pos = next.leaf_index(outer->attach_axis);
            outer = &next;
          }
        }
        post_order_visit(reader.body, [&](const Expr &e) {
          auto *r = e.as<TensorRead>();
          if (!r || r->op != st.op) return;
          for (size_t d = 0; d < r->indices.size(); ++d) {
            Expr idx = analyzer.simplify(substitute(r->indices[d], root_value));
            SymInterval iv;
            if (!relax(idx, relaxed, &iv)) {
              bounded[d] = false;
              continue;
            }
            if (!any)
              hull[d] = iv;
            else if (hull[d].min.defined())
              hull[d] = {min(hull[d].min, iv.min), max(hull[d].max, iv.max)};
            else
              hull[d] = iv;
          }
          any = true;
        });
      };
      add_reads(consumer, pos + 1, false);
      // Other readers are computed at that loop or inside it (compute_at allows no others),
      // each over its whole region there.
      for (auto &reader_name : sch.consumers(st.name)) {
        if (reader_name == consumer.name) continue;
        const Stage &reader = sch.stage(reader_name);
        schedule_check(reader.attach == AttachKind::At && reader.attach_stage == consumer.name &&
                           consumer.leaf_index(reader.attach_axis) >= pos,
                       "stage '" << st.name << "' is computed at " << consumer.name << "." << st.attach_axis
                                 << ", but its reader '" << reader_name
                                 << "' is no longer computed there or inside it (compute it there)");
        add_reads(reader, 0, true);
      }
      internal_check(any, "stage " << st.name << " is computed at " << consumer.name << ", which does not read it");
      region.full = true;
      for (size_t d = 0; d < st.root_axes.size(); ++d) {
        int64_t shape = st.root_axes[d]->extent;
        if (!bounded[d] || !hull[d].min.defined()) continue;
        Expr mn = analyzer.simplify(hull[d].min);
        Expr ext = analyzer.simplify(hull[d].max - mn + Expr(int64_t{1}));
        int64_t extent;
        if (auto *c = as_const_int(ext)) {
          extent = *c;
        } else {
          IntBounds b = analyzer.bounds(ext);
          if (b.max == IntBounds::kPosInf) continue;
          extent = b.max;
        }
        // A matrix instruction's operands and accumulator keep their whole box, even past the
        // tensor's edge: the instruction reads and writes whole tiles (tensorize).
        bool whole_box = st.zero_fill || st.scope == MemoryScope::Fragment;
        if ((extent >= shape && !whole_box) || extent <= 0) continue;
        region.min[d] = mn;
        region.extent[d] = extent;
        region.full = false;
      }
    }
    // A tensorized accumulator holds whole instruction tiles, even where its readers' loops
    // cover fewer rows or columns (a split of a short extent keeps only what it needs).
    if (st.scope == MemoryScope::Fragment && !st.tensorize_axis.empty() && st.root_axes.size() >= 2) {
      MatrixShape tile = matrix_shape(st.tensor_intrinsic);
      size_t n = st.root_axes.size();
      for (auto [d, size] : {std::pair<size_t, int64_t>{n - 2, tile.m}, {n - 1, tile.n}}) {
        int64_t whole = (region.extent[d] + size - 1) / size * size;
        if (whole == region.extent[d]) continue;
        region.extent[d] = whole;
        region.full = false;
      }
    }
    // A tensorized stage's instruction covers whole tiles, and a stage reading its fragment is
    // spread over the lanes by its split factors (the instruction's layout): both keep them.
    bool reads_fragment = false;
    post_order_visit(st.body, [&](const Expr &e) {
      auto *r = e.as<TensorRead>();
      const Stage *producer = r ? sch.stage_of(r->op.get()) : nullptr;
      reads_fragment = reads_fragment || (producer && producer->scope == MemoryScope::Fragment);
    });
    region.loops = derive_loops(st, root_extents(st, region), !st.tensorize_axis.empty() || reads_fragment);
    for (auto &leaf : st.leaf_axes) {
      analyzer.bind(leaf->var, 0, region.loops.extent.at(leaf.get()));
    }
    regions[st.name] = std::move(region);
  }
  return regions;
}

}  // namespace ktune
