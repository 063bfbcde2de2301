#include <algorithm>
#include <functional>
#include <unordered_map>

#include "ktune/analysis/Analyzer.h"
#include "ktune/ir/IRVisitor.h"
#include "ktune/ir/ThreadTag.h"
#include "ktune/lower/BoundInference.h"
#include "ktune/lower/LoopNest.h"
#include "ktune/support/Error.h"

namespace ktune {

namespace {

constexpr int64_t kMaxVectorLanes = 64;
constexpr int64_t kMaxUnroll = 1024;

// Annotations whose legality depends on the extent bound inference gave the loop.
void check_annotation(const Stage &st, const ScheduleAxis &axis, int64_t extent) {
  schedule_check(axis.kind != ForKind::Vectorized || extent <= kMaxVectorLanes,
                 "vectorize of axis '" << axis.name << "' of stage '" << st.name << "': its loop has extent " << extent
                                       << ", more than " << kMaxVectorLanes << " lanes (split it first)");
  schedule_check(axis.kind != ForKind::Unrolled || extent <= kMaxUnroll,
                 "unroll of axis '" << axis.name << "' of stage '" << st.name << "': its loop has extent " << extent
                                    << ", more than " << kMaxUnroll << " copies (split it first)");
}

struct Guard {
  Expr condition;
  int depth;         // position of the innermost leaf it uses, -1 for none
  bool uses_reduce;  // involves a reduction leaf
};

class LoopNestBuilder {
 public:
  LoopNestBuilder(const Schedule &sch, std::map<std::string, StageRegion> regions)
      : sch_(sch), regions_(std::move(regions)) {
    for (auto &st : sch.stages()) {
      if (st.attach == AttachKind::Inline) continue;
      if (st.is_input || st.is_output) {
        buffers_[st.op.get()] =
            make_buffer(st.name, st.op->dtype, st.op->shape, MemoryScope::Global, {}, st.streaming_stores);
      } else {
        const std::vector<int64_t> &extent = regions_.at(st.name).extent;
        LayoutTransform layout = st.layout;
        if (st.swizzle && !extent.empty()) {
          int64_t total = 1;
          for (int64_t e : extent) total *= e;
          layout = ldmatrix_swizzle(extent.back(), st.op->dtype.bytes(), total);
        }
        buffers_[st.op.get()] = make_buffer(st.name, st.op->dtype, extent, st.scope, layout, st.streaming_stores);
      }
      stage_of_op_[st.op.get()] = &st;
    }
  }

  LoopNest build() {
    LoopNest out;
    for (auto &t : sch_.workload().args()) out.args.push_back(buffers_.at(t.op().get()));
    for (auto &st : sch_.stages()) {
      if (st.pipeline_stages > 1 && st.attach != AttachKind::Inline)
        out.pipelined[buffers_.at(st.op.get()).get()] = {st.name, st.pipeline_stages, st.async_copy};
      for (auto &p : st.prefetches) {
        if (st.attach == AttachKind::Inline) break;
        AxisPtr at = st.find_leaf(p.at), ahead = sch_.stage(p.ahead_stage).find_leaf(p.ahead);
        schedule_check(at && ahead, "prefetch of '" << p.tensor << "' in stage '" << st.name << "': loop '"
                                                    << (at ? p.ahead : p.at)
                                                    << "' was split or fused away after the prefetch");
        schedule_check(at->kind != ForKind::Vectorized, "prefetch of '" << p.tensor << "' in stage '" << st.name
                                                                        << "': its loop '" << p.at
                                                                        << "' is vectorized (a prefetch is scalar)");
        out.prefetches.push_back({buffers_.at(sch_.stage(p.tensor).op.get()), at->var.node(), ahead->var.node()});
      }
      if (!st.defer.axis.empty() && st.attach != AttachKind::Inline) {
        AxisPtr axis = st.find_leaf(st.defer.axis);
        schedule_check(axis, "defer of stage '" << st.name << "': loop '" << st.defer.axis
                                                << "' was split or fused away after the defer");
        const Stage &into = sch_.stage(st.defer.into);
        schedule_check(
            into.attach == AttachKind::At && into.attach_stage == st.name && into.attach_axis == st.defer.axis,
            "defer of stage '" << st.name << "': stage '" << into.name << "' is no longer computed at loop '"
                               << st.defer.axis << "'");
        out.deferred.push_back({st.name, buffers_.at(st.op.get()), axis->var.node(), buffers_.at(into.op.get())});
      }
      schedule_check(st.scope != MemoryScope::Fragment || !st.tensorize_axis.empty(),
                     "stage '" << st.name << "' has scope \"fragment\" but is not tensorized: a fragment is the "
                               << "accumulator of a matrix instruction (tensorize one of its axes)");
      if (!st.tensorize_axis.empty() && st.attach != AttachKind::Inline) {
        int pos = st.leaf_index(st.tensorize_axis);
        schedule_check(pos >= 0 && pos + 3 == static_cast<int>(st.leaf_axes.size()),
                       "stage '" << st.name << "' is tensorized at axis '" << st.tensorize_axis
                                 << "', which is no longer its third innermost loop (split, fuse or reorder after "
                                    "tensorize)");
        // The instruction reads whole tiles: its operands (as they are now, after any later
        // cache_read or inline) must be shared tiles computed inside it that are zero past the
        // tensor's edge.
        post_order_visit(st.body, [&](const Expr &e) {
          auto *r = e.as<TensorRead>();
          if (!r) return;
          const Stage *p = sch_.stage_of(r->op.get());
          schedule_check(
              p && p->zero_fill && p->scope == MemoryScope::Shared && p->attach == AttachKind::At && !p->reduce(),
              "stage '" << st.name << "' is tensorized, but its operand '" << r->op->name
                        << "' is not a zero-filled shared tile computed at one of its loops (tensorize "
                           "after the operands' cache_read and compute_at)");
        });
        out.tensorized[st.leaf_axes[pos]->var.node()] = {st.name, st.tensor_intrinsic, buffers_.at(st.op.get()).get()};
      }
    }
    std::vector<Stmt> nests;
    std::vector<Buffer> root_allocs;
    for (auto &st : sch_.stages()) {
      if (st.is_input || st.attach != AttachKind::Root) continue;
      nests.push_back(build_stage(st));
      if (!st.is_output) root_allocs.push_back(buffers_.at(st.op.get()));
    }
    Stmt body = Block::make(nests);
    for (auto it = root_allocs.rbegin(); it != root_allocs.rend(); ++it) body = Allocate::make(*it, body);
    out.body = body;
    return out;
  }

 private:
  // Converts tensor reads to loads relative to the producer's region.
  Expr to_loads(const Expr &e) {
    class Converter : public IRMutator {
     public:
      explicit Converter(LoopNestBuilder &b) : b_(b) {}
      using IRMutator::mutate;

     protected:
      using IRMutator::mutate_node;
      Expr mutate_node(const TensorRead *op, const Expr &self) override {
        bool changed = false;
        auto idx = mutate_all(op->indices, &changed);
        auto it = b_.stage_of_op_.find(op->op.get());
        internal_check(it != b_.stage_of_op_.end(),
                       "read of '" << op->op->name << "', which has no storage (inlined or unknown)");
        const Stage &producer = *it->second;
        if (!producer.is_input && !producer.is_output) {
          const StageRegion &r = b_.regions_.at(producer.name);
          for (size_t d = 0; d < idx.size(); ++d) {
            if (!is_const_int(r.min[d], 0)) idx[d] = idx[d] - r.min[d];
          }
        }
        return BufferLoad::make(b_.buffers_.at(op->op.get()), idx);
      }

     private:
      LoopNestBuilder &b_;
    };
    Converter c(*this);
    return c.mutate(e);
  }

  // The nests of the stages computed at (stage, axis), with their storage around rest.
  Stmt with_attached(const Stage &target, const std::string &axis, Stmt rest) {
    std::vector<Stmt> nests;
    std::vector<Buffer> allocs;
    for (auto &st : sch_.stages()) {
      if (st.attach != AttachKind::At || st.attach_stage != target.name || st.attach_axis != axis) continue;
      nests.push_back(build_stage(st));
      allocs.push_back(buffers_.at(st.op.get()));
    }
    if (nests.empty()) return rest;
    nests.push_back(rest);
    Stmt body = Block::make(nests);
    for (auto it = allocs.rbegin(); it != allocs.rend(); ++it) body = Allocate::make(*it, body);
    return body;
  }

  static Stmt wrap_guards(const std::vector<Guard> &guards, int depth, bool include_reduce, Stmt body) {
    Expr cond;
    for (auto &g : guards) {
      if (g.depth != depth || (g.uses_reduce && !include_reduce)) continue;
      cond = cond.defined() ? (cond && g.condition) : g.condition;
    }
    return cond.defined() ? IfThenElse::make(cond, body) : body;
  }

  // Loops over leaves [from, n) of the stage (only spatial ones when spatial_only), around
  // body, with guards and attached stages at each level.
  Stmt nest(const Stage &st, const StageLoops &loops, const std::vector<Guard> &guards, int from, bool spatial_only,
            Stmt body) {
    int n = static_cast<int>(st.leaf_axes.size());
    for (int i = n - 1; i >= from; --i) {
      auto &leaf = st.leaf_axes[i];
      if (spatial_only && leaf->is_reduce) continue;
      check_annotation(st, *leaf, loops.extent.at(leaf.get()));
      if (!spatial_only) body = with_attached(st, leaf->name, body);
      body = wrap_guards(guards, i, !spatial_only, body);
      body =
          For::make(leaf->var, Expr(int64_t{0}), Expr(loops.extent.at(leaf.get())), leaf->kind, body, leaf->thread_tag);
    }
    return body;
  }

  Stmt build_stage(const Stage &st) {
    const StageRegion &region = regions_.at(st.name);
    const StageLoops &loops = region.loops;
    Buffer buf = buffers_.at(st.op.get());

    // Root variables in terms of the leaves.
    std::unordered_map<const Variable *, Expr> root_value;
    std::vector<Expr> store_index;
    std::vector<Expr> guard_exprs = loops.guards;
    Expr inside_tensor;  // the region guards of a zero_fill stage, which store zero instead of skipping
    for (size_t d = 0; d < st.root_axes.size(); ++d) {
      Expr offset = loops.value.at(st.root_axes[d].get());
      Expr value = is_const_int(region.min[d], 0) ? offset : region.min[d] + offset;
      root_value[st.root_axes[d]->var.node()] = value;
      bool is_arg = st.is_output;
      store_index.push_back(is_arg ? value : offset);
      // The region's box may reach past the shape (a whole box, BoundInference.cpp, may do so
      // from 0); never compute outside it.
      bool shifted = !region.full && !is_const_int(region.min[d], 0);
      bool past_end = !region.full && region.extent[d] > st.root_axes[d]->extent;
      std::vector<Expr> conditions;
      if (shifted) conditions.push_back(value >= Expr(int64_t{0}));
      if (shifted || past_end) conditions.push_back(value < Expr(st.root_axes[d]->extent));
      for (auto &c : conditions) {
        if (st.zero_fill && !st.reduce())
          inside_tensor = inside_tensor.defined() ? (inside_tensor && c) : c;
        else
          guard_exprs.push_back(c);
      }
    }
    for (auto &a : st.reduce_axes) root_value[a->var.node()] = loops.value.at(a.get());

    // Guard placement: just inside the innermost loop whose variable the guard uses.
    std::unordered_map<const Variable *, int> leaf_pos;
    for (size_t i = 0; i < st.leaf_axes.size(); ++i) leaf_pos[st.leaf_axes[i]->var.node()] = static_cast<int>(i);
    std::vector<Guard> guards;
    for (auto &g : guard_exprs) {
      Guard guard{g, -1, false};
      post_order_visit(g, [&](const Expr &e) {
        if (auto *v = e.as<Variable>()) {
          auto it = leaf_pos.find(v);
          if (it != leaf_pos.end()) {
            guard.depth = std::max(guard.depth, it->second);
            guard.uses_reduce = guard.uses_reduce || st.leaf_axes[it->second]->is_reduce;
          }
        }
      });
      guards.push_back(guard);
    }

    const Reduce *reduce = st.reduce();
    int n = static_cast<int>(st.leaf_axes.size());
    if (!reduce) {
      Expr value = to_loads(substitute(st.body, root_value));
      Stmt store = BufferStore::make(buf, store_index, value);
      if (inside_tensor.defined()) {
        Expr zero = make_zero(buf->dtype);
        store = IfThenElse::make(inside_tensor, store, BufferStore::make(buf, store_index, zero));
      }
      Stmt s = nest(st, loops, guards, 0, false, store);
      return wrap_guards(guards, -1, true, s);
    }
    int first_reduce = n;
    for (int i = 0; i < n; ++i) {
      if (st.leaf_axes[i]->is_reduce) {
        first_reduce = i;
        break;
      }
    }
    Expr init = to_loads(substitute(reduce->initial_value(), root_value));
    Expr source = to_loads(substitute(reduce->source, root_value));
    Expr current = BufferLoad::make(buf, store_index);
    Stmt init_store = BufferStore::make(buf, store_index, init);
    Stmt init_nest = nest(st, loops, guards, first_reduce, true, init_store);
    Stmt body;
    const ScheduleAxis *thread_axis = thread_reduce_axis(st, first_reduce);
    if (thread_axis) check_thread_groups(st, first_reduce, *thread_axis);
    if (thread_axis || vectorized_reduce_axis(st, first_reduce)) {
      // Left for lower_thread_reductions or lower_lane_reductions: the update names the
      // reduction loops, in order, with the accumulator as its start.
      std::vector<IterVar> axes;
      for (int i = first_reduce; i < n; ++i) {
        auto &leaf = st.leaf_axes[i];
        axes.push_back(
            std::make_shared<const IterVarNode>(leaf->var, loops.extent.at(leaf.get()), IterVarNode::Kind::Reduce));
      }
      Stmt update_store = BufferStore::make(buf, store_index, Reduce::make(reduce->kind, source, axes, current));
      body = Block::make({init_nest, nest(st, loops, guards, first_reduce, false, update_store)});
    } else {
      Stmt update_store = BufferStore::make(buf, store_index, reduce->combine(current, source));
      body = Block::make({init_nest, nest(st, loops, guards, first_reduce, false, update_store)});
    }
    // The loops outside the first reduction axis are shared by init and update.
    for (int i = first_reduce - 1; i >= 0; --i) {
      auto &leaf = st.leaf_axes[i];
      check_annotation(st, *leaf, loops.extent.at(leaf.get()));
      body = with_attached(st, leaf->name, body);
      body = wrap_guards(guards, i, true, body);
      body =
          For::make(leaf->var, Expr(int64_t{0}), Expr(loops.extent.at(leaf.get())), leaf->kind, body, leaf->thread_tag);
    }
    return wrap_guards(guards, -1, true, body);
  }

  // The reduction axis marked by vectorize_reduction, if any; only reduction loops may lie
  // below the first one then (a partial result per lane, not per lane and spatial point).
  static const ScheduleAxis *vectorized_reduce_axis(const Stage &st, int first_reduce) {
    const ScheduleAxis *found = nullptr;
    for (size_t i = first_reduce; i < st.leaf_axes.size(); ++i) {
      auto &leaf = st.leaf_axes[i];
      if (leaf->is_reduce && leaf->kind == ForKind::Vectorized) found = leaf.get();
    }
    if (!found) return nullptr;
    for (size_t i = first_reduce; i < st.leaf_axes.size(); ++i) {
      schedule_check(st.leaf_axes[i]->is_reduce, "vectorize_reduction of axis '"
                                                     << found->name << "' of stage '" << st.name << "': spatial axis '"
                                                     << st.leaf_axes[i]->name
                                                     << "' is inside the reduction loops (reorder it outside)");
    }
    return found;
  }

  // A reduction axis bound to threadIdx.* (a GPU block's threads share one reduction), if
  // any; only reduction loops may lie below the first one then.
  static const ScheduleAxis *thread_reduce_axis(const Stage &st, int first_reduce) {
    const ScheduleAxis *found = nullptr;
    for (size_t i = first_reduce; i < st.leaf_axes.size(); ++i) {
      auto &leaf = st.leaf_axes[i];
      if (!leaf->is_reduce || leaf->kind != ForKind::ThreadBinding) continue;
      schedule_check(!found, "stage '" << st.name << "' binds two reduction axes (" << found->name << ", " << leaf->name
                                       << ") to threads; fuse them first");
      schedule_check(is_thread_index(leaf->thread_tag),
                     "reduction axis '" << leaf->name << "' of stage '" << st.name << "' is bound to "
                                        << leaf->thread_tag
                                        << "; a reduction can only be shared by one block's threads");
      found = leaf.get();
    }
    if (!found) return nullptr;
    for (size_t i = first_reduce; i < st.leaf_axes.size(); ++i) {
      schedule_check(st.leaf_axes[i]->is_reduce,
                     "stage '" << st.name << "' reduces across threads over '" << found->name << "', but spatial axis '"
                               << st.leaf_axes[i]->name << "' is inside the reduction loops (reorder it outside)");
    }
    return found;
  }

  // A stage whose reduction its threads share may bind other spatial axes to threads (each
  // such thread group reduces on its own), but not to the reduction axis's tag.
  static void check_thread_groups(const Stage &st, int first_reduce, const ScheduleAxis &thread_axis) {
    for (int i = 0; i < first_reduce; ++i) {
      const ScheduleAxis &leaf = *st.leaf_axes[i];
      if (leaf.kind != ForKind::ThreadBinding || !is_thread_index(leaf.thread_tag)) continue;
      schedule_check(leaf.thread_tag != thread_axis.thread_tag,
                     "stage '" << st.name << "' binds both '" << leaf.name << "' and its reduction axis '"
                               << thread_axis.name << "' to " << leaf.thread_tag);
    }
  }

  const Schedule &sch_;
  std::map<std::string, StageRegion> regions_;
  std::unordered_map<const OperationNode *, Buffer> buffers_;
  std::unordered_map<const OperationNode *, const Stage *> stage_of_op_;
};

}  // namespace

LoopNest make_loop_nest(const Schedule &sch, const std::map<std::string, StageRegion> &regions) {
  LoopNestBuilder b(sch, regions);
  return b.build();
}

}  // namespace ktune
