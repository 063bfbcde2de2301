#include "Primitives.h"
#include "ktune/ir/IRVisitor.h"

namespace ktune::primitives {

std::string get_string(const Json &step, const char *key) {
  schedule_check(step.contains(key) && step[key].is_string(),
                 "step '" << step.value("kind", "?") << "' needs a string field '" << key << "'");
  return step[key].get<std::string>();
}

AxisPtr axis_from(const IterVar &iv, bool is_reduce) {
  auto a = std::make_shared<ScheduleAxis>();
  a->name = iv->var.name();
  a->var = iv->var;
  a->extent = iv->extent;
  a->is_reduce = is_reduce;
  return a;
}

int64_t get_int(const Json &step, const char *key) {
  schedule_check(step.contains(key) && step[key].is_number_integer(),
                 "step '" << step.value("kind", "?") << "' needs an integer field '" << key << "'");
  return step[key].get<int64_t>();
}

std::vector<std::string> get_strings(const Json &step, const char *key) {
  schedule_check(step.contains(key) && step[key].is_array(),
                 "step '" << step.value("kind", "?") << "' needs a list field '" << key << "'");
  std::vector<std::string> out;
  for (auto &v : step[key]) {
    schedule_check(v.is_string(), "step '" << step.value("kind", "?") << "': field '" << key << "' must hold strings");
    out.push_back(v.get<std::string>());
  }
  return out;
}

Stage &loop_stage(Schedule &s, const Json &step, const char *key) {
  std::string name = get_string(step, key);
  schedule_check(s.has_stage(name), step.value("kind", "?") << ": no stage named '" << name << "'");
  Stage &st = s.mutable_stage(name);
  schedule_check(!st.is_input, step.value("kind", "?")
                                   << ": stage '" << name << "' is an input (placeholder) and has no loops");
  schedule_check(st.attach != AttachKind::Inline, step.value("kind", "?")
                                                      << ": stage '" << name << "' is inlined and has no loops");
  return st;
}

AxisPtr leaf_axis(const Stage &stage, const Json &step, const char *key) {
  std::string name = get_string(step, key);
  AxisPtr a = stage.find_leaf(name);
  if (!a) {
    std::string leaves;
    for (auto &l : stage.leaf_axes) leaves += (leaves.empty() ? "" : ", ") + l->name;
    bool exists = stage.find_any(name) != nullptr;
    schedule_check(false, step.value("kind", "?") << ": stage '" << stage.name << "' has no loop axis '" << name << "'"
                                                  << (exists ? " (it was split or fused away)" : "")
                                                  << "; its axes are [" << leaves << "]");
  }
  return a;
}

std::string fresh_axis_name(const Stage &stage, const std::string &base) {
  if (!stage.find_any(base)) return base;
  for (int i = 1;; ++i) {
    std::string n = base + "_" + std::to_string(i);
    if (!stage.find_any(n)) return n;
  }
}

std::string fresh_stage_name(const Schedule &s, const std::string &base) {
  if (!s.has_stage(base)) return base;
  for (int i = 1;; ++i) {
    std::string n = base + "_" + std::to_string(i);
    if (!s.has_stage(n)) return n;
  }
}

std::string stage_attached_at(const Schedule &s, const std::string &stage, const std::string &axis) {
  for (auto &st : s.stages()) {
    if (st.attach == AttachKind::At && st.attach_stage == stage && st.attach_axis == axis) return st.name;
  }
  return "";
}

AxisPtr new_axis(const std::string &name, int64_t extent, bool is_reduce) {
  auto a = std::make_shared<ScheduleAxis>();
  a->name = name;
  a->var = Var(name);
  a->extent = extent;
  a->is_reduce = is_reduce;
  return a;
}

namespace {
class ReadReplacer : public IRMutator {
 public:
  ReadReplacer(const OperationNode *from, const Operation &to) : from_(from), to_(to) {}
  using IRMutator::mutate;

 protected:
  using IRMutator::mutate_node;
  Expr mutate_node(const TensorRead *op, const Expr &self) override {
    Expr e = IRMutator::mutate_node(op, self);
    auto *r = e.as<TensorRead>();
    if (r->op.get() == from_) return TensorRead::make(to_, r->indices);
    return e;
  }

 private:
  const OperationNode *from_;
  const Operation &to_;
};
}  // namespace

Expr replace_reads(const Expr &e, const OperationNode *from, const Operation &to) {
  ReadReplacer r(from, to);
  return r.mutate(e);
}

}  // namespace ktune::primitives
