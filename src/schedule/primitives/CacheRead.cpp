// cache_read: adds a stage that copies a tensor into another buffer (scope global, local or
// shared), and makes the named readers read the copy. With transform_layout on the copy this
// packs an input into a blocked layout inside the kernel.
#include <set>

#include "Primitives.h"

namespace ktune::primitives {

void cache_read(Schedule &s, const Json &step) {
  std::string tensor = get_string(step, "tensor");
  std::string scope = get_string(step, "scope");
  std::vector<std::string> readers = get_strings(step, "readers");
  schedule_check(s.has_stage(tensor), "cache_read: no tensor named '" << tensor << "'");
  std::optional<MemoryScope> parsed = parse_memory_scope(scope);
  schedule_check(parsed && *parsed != MemoryScope::Fragment,
                 "cache_read of '" << tensor << "': "
                                   << (parsed ? "a fragment holds a tensorized stage's accumulator, "
                                                "made by cache_write; scope '"
                                              : "unknown scope '")
                                   << scope << "' (global, local or shared)");
  const Stage &src = s.stage(tensor);
  schedule_check(src.attach != AttachKind::Inline,
                 "cache_read of '" << tensor << "': it is inlined and has no storage");
  schedule_check(!readers.empty(), "cache_read of '" << tensor << "': no readers given");
  auto consumers = s.consumers(tensor);
  std::set<std::string> consumer_set(consumers.begin(), consumers.end());
  for (auto &r : readers) {
    schedule_check(consumer_set.count(r), "cache_read of '" << tensor << "': stage '" << r << "' does not read it");
    schedule_check(!(src.attach == AttachKind::At && src.attach_stage == r),
                   "cache_read of '" << tensor << "' for '" << r << "': '" << tensor << "' is computed at '" << r
                                     << "', which would no longer read it (compute_root it first)");
  }
  std::string name = fresh_stage_name(s, tensor + "." + scope);
  Tensor source(src.op);
  Tensor copy = compute(
      src.op->shape, [&](const std::vector<Var> &v) { return source(std::vector<Expr>(v.begin(), v.end())); }, name,
      "cache_read");

  Stage st;
  st.name = name;
  st.op = copy.op();
  st.body = copy.op()->body;
  st.scope = *parsed;
  for (auto &iv : copy.op()->axes) {
    auto a = std::make_shared<ScheduleAxis>();
    a->name = iv->var.name();
    a->var = iv->var;
    a->extent = iv->extent;
    st.root_axes.push_back(a);
  }
  st.leaf_axes = st.root_axes;
  for (auto &r : readers) {
    Stage &reader = s.mutable_stage(r);
    reader.body = replace_reads(reader.body, src.op.get(), copy.op());
  }
  auto &stages = s.mutable_stages();
  stages.insert(stages.begin() + s.stage_index(tensor) + 1, std::move(st));
}

}  // namespace ktune::primitives
