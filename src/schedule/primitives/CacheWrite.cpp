// cache_write: the stage's computation moves to a new stage in the given scope (typically
// "local": a register accumulator), and the stage becomes a copy of it. Computing the cache
// at a tile of the stage gives register blocking.
#include <unordered_map>

#include "Primitives.h"
#include "ktune/ir/IRVisitor.h"

namespace ktune::primitives {

void cache_write(Schedule &s, const Json &step) {
  Stage &st = loop_stage(s, step);
  std::string scope = get_string(step, "scope");
  std::optional<MemoryScope> parsed = parse_memory_scope(scope);
  schedule_check(parsed, "cache_write of '" << st.name << "': unknown scope '" << scope
                                            << "' (global, local, shared or fragment)");
  bool untouched = !st.has_relations() && st.attach == AttachKind::Root;
  for (auto &a : st.leaf_axes) untouched = untouched && a->kind == ForKind::Serial;
  // A reorder leaves no relation behind: compare the loop order with the original one.
  std::vector<AxisPtr> original = st.root_axes;
  original.insert(original.end(), st.reduce_axes.begin(), st.reduce_axes.end());
  untouched = untouched && original == st.leaf_axes;
  schedule_check(untouched, "cache_write of '" << st.name
                                               << "': it must come before split, fuse, reorder, "
                                                  "annotations and compute_at on that stage");
  for (auto &other : s.stages()) {
    schedule_check(!(other.attach == AttachKind::At && other.attach_stage == st.name),
                   "cache_write of '" << st.name << "': stage '" << other.name << "' is computed at one of its axes");
  }
  std::string name = fresh_stage_name(s, st.name + "." + scope);

  // The new computation: the stage's body over fresh axes.
  std::unordered_map<const Variable *, Expr> fresh;
  std::vector<IterVar> axes;
  for (auto &a : st.root_axes) {
    axes.push_back(make_iter_var(a->var.name(), a->extent, IterVarNode::Kind::Spatial));
    fresh[a->var.node()] = axes.back()->var;
  }
  for (auto &a : st.reduce_axes) fresh[a->var.node()] = Var(a->var.name());
  Expr body = substitute(st.body, fresh);
  Tensor cache = compute_from_body(axes, body, name, "cache_write", st.op->dtype);

  Stage cs;
  cs.name = name;
  cs.op = cache.op();
  cs.body = cache.op()->body;
  cs.scope = *parsed;
  for (auto &iv : cache.op()->axes) {
    auto a = std::make_shared<ScheduleAxis>();
    a->name = iv->var.name();
    a->var = iv->var;
    a->extent = iv->extent;
    cs.root_axes.push_back(a);
  }
  if (auto *r = cs.body.as<Reduce>()) {
    for (size_t i = 0; i < r->axes.size(); ++i) {
      auto a = std::make_shared<ScheduleAxis>();
      a->name = st.reduce_axes[i]->name;
      a->var = r->axes[i]->var;
      a->extent = r->axes[i]->extent;
      a->is_reduce = true;
      cs.reduce_axes.push_back(a);
    }
  }
  cs.leaf_axes = cs.root_axes;
  cs.leaf_axes.insert(cs.leaf_axes.end(), cs.reduce_axes.begin(), cs.reduce_axes.end());

  // The stage becomes a copy of the cache.
  std::vector<Expr> idx;
  for (auto &a : st.root_axes) idx.push_back(a->var);
  st.body = TensorRead::make(cache.op(), idx);
  st.reduce_axes.clear();
  st.leaf_axes = st.root_axes;

  auto &stages = s.mutable_stages();
  int pos = s.stage_index(st.name);
  stages.insert(stages.begin() + pos, std::move(cs));
}

}  // namespace ktune::primitives
