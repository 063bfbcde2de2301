// compute_inline: the stage's definition is substituted into every consumer, so it gets no
// loops and no storage. Only for stages without a reduction.
#include <unordered_map>

#include "Primitives.h"
#include "ktune/ir/IRVisitor.h"

namespace ktune::primitives {

namespace {
class Inliner : public IRMutator {
 public:
  explicit Inliner(const Stage &producer) : producer_(producer) {}
  using IRMutator::mutate;

 protected:
  using IRMutator::mutate_node;
  Expr mutate_node(const TensorRead *op, const Expr &self) override {
    Expr e = IRMutator::mutate_node(op, self);
    auto *r = e.as<TensorRead>();
    if (r->op != producer_.op) return e;
    std::unordered_map<const Variable *, Expr> map;
    for (size_t d = 0; d < producer_.root_axes.size(); ++d) {
      map[producer_.root_axes[d]->var.node()] = r->indices[d];
    }
    return substitute(producer_.body, map);
  }

 private:
  const Stage &producer_;
};
}  // namespace

void compute_inline(Schedule &s, const Json &step) {
  Stage &st = loop_stage(s, step);
  schedule_check(!st.is_output, "compute_inline of stage '" << st.name << "': it is an output and must be stored");
  schedule_check(!st.reduce(), "compute_inline of stage '" << st.name
                                                           << "': it is a reduction, which cannot be "
                                                              "substituted into its consumers");
  for (auto &a : st.leaf_axes) {
    std::string attached = stage_attached_at(s, st.name, a->name);
    schedule_check(attached.empty(), "compute_inline of stage '" << st.name << "': stage '" << attached
                                                                 << "' is computed at its axis '" << a->name << "'");
  }
  Inliner inliner(st);
  for (auto &c : s.consumers(st.name)) {
    Stage &consumer = s.mutable_stage(c);
    consumer.body = inliner.mutate(consumer.body);
  }
  st.attach = AttachKind::Inline;
}

}  // namespace ktune::primitives
