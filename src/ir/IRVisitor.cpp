#include "ktune/ir/IRVisitor.h"

#include "ktune/support/Error.h"

namespace ktune {

// ---------------------------------------------------------------------------------------------
// IRVisitor

void IRVisitor::visit(const Expr &e) {
  if (!e.defined()) return;
  switch (e.node_type()) {
#define KTUNE_EXPR_NODE(name)                       \
  case IRNodeType::name:                            \
    visit_node(static_cast<const name *>(e.get())); \
    return;
#include "ktune/ir/IRNodes.def"
    default: internal_check(false, "statement node in expression position");
  }
}

void IRVisitor::visit(const Stmt &s) {
  if (!s.defined()) return;
  switch (s.node_type()) {
#define KTUNE_STMT_NODE(name)                       \
  case IRNodeType::name:                            \
    visit_node(static_cast<const name *>(s.get())); \
    return;
#include "ktune/ir/IRNodes.def"
    default: internal_check(false, "expression node in statement position");
  }
}

void IRVisitor::visit_node(const IntImm *) {}
void IRVisitor::visit_node(const FloatImm *) {}
void IRVisitor::visit_node(const Variable *) {}
#define KTUNE_VISIT_BINARY(NAME)               \
  void IRVisitor::visit_node(const NAME *op) { \
    visit(op->a);                              \
    visit(op->b);                              \
  }
KTUNE_VISIT_BINARY(Add)
KTUNE_VISIT_BINARY(Sub)
KTUNE_VISIT_BINARY(Mul)
KTUNE_VISIT_BINARY(Div)
KTUNE_VISIT_BINARY(FloorDiv)
KTUNE_VISIT_BINARY(FloorMod)
KTUNE_VISIT_BINARY(BitXor)
KTUNE_VISIT_BINARY(Min)
KTUNE_VISIT_BINARY(Max)
KTUNE_VISIT_BINARY(EQ)
KTUNE_VISIT_BINARY(NE)
KTUNE_VISIT_BINARY(LT)
KTUNE_VISIT_BINARY(LE)
KTUNE_VISIT_BINARY(GT)
KTUNE_VISIT_BINARY(GE)
KTUNE_VISIT_BINARY(And)
KTUNE_VISIT_BINARY(Or)
#undef KTUNE_VISIT_BINARY
void IRVisitor::visit_node(const Not *op) { visit(op->a); }
void IRVisitor::visit_node(const Select *op) {
  visit(op->condition);
  visit(op->true_value);
  visit(op->false_value);
}
void IRVisitor::visit_node(const Cast *op) { visit(op->value); }
void IRVisitor::visit_node(const Call *op) {
  for (auto &a : op->args) visit(a);
}
void IRVisitor::visit_node(const TensorRead *op) {
  for (auto &i : op->indices) visit(i);
}
void IRVisitor::visit_node(const Reduce *op) {
  visit(op->source);
  visit(op->init);
}
void IRVisitor::visit_node(const BufferLoad *op) {
  for (auto &i : op->indices) visit(i);
  visit(op->predicate);
}
void IRVisitor::visit_node(const Ramp *op) {
  visit(op->base);
  visit(op->stride);
}
void IRVisitor::visit_node(const Broadcast *op) { visit(op->value); }
void IRVisitor::visit_node(const For *op) {
  visit(op->min);
  visit(op->extent);
  visit(op->body);
}
void IRVisitor::visit_node(const BufferStore *op) {
  for (auto &i : op->indices) visit(i);
  visit(op->value);
  visit(op->predicate);
}
void IRVisitor::visit_node(const Allocate *op) { visit(op->body); }
void IRVisitor::visit_node(const Block *op) {
  for (auto &s : op->stmts) visit(s);
}
void IRVisitor::visit_node(const IfThenElse *op) {
  visit(op->condition);
  visit(op->then_case);
  visit(op->else_case);
}
void IRVisitor::visit_node(const Evaluate *op) { visit(op->value); }

// ---------------------------------------------------------------------------------------------
// IRMutator

Expr IRMutator::mutate(const Expr &e) {
  if (!e.defined()) return e;
  switch (e.node_type()) {
    // clang-format 14 breaks a macro defined inside a switch: left as written.
    // clang-format off
#define KTUNE_EXPR_NODE(name) \
  case IRNodeType::name: return mutate_node(static_cast<const name *>(e.get()), e);
#include "ktune/ir/IRNodes.def"
    // clang-format on
    default: internal_check(false, "statement node in expression position");
  }
  return e;
}

Stmt IRMutator::mutate(const Stmt &s) {
  if (!s.defined()) return s;
  switch (s.node_type()) {
    // clang-format 14 breaks a macro defined inside a switch: left as written.
    // clang-format off
#define KTUNE_STMT_NODE(name) \
  case IRNodeType::name: return mutate_node(static_cast<const name *>(s.get()), s);
#include "ktune/ir/IRNodes.def"
    // clang-format on
    default: internal_check(false, "expression node in statement position");
  }
  return s;
}

std::vector<Expr> IRMutator::mutate_all(const std::vector<Expr> &v, bool *changed) {
  std::vector<Expr> out;
  out.reserve(v.size());
  for (auto &e : v) {
    out.push_back(mutate(e));
    if (!out.back().same_as(e)) *changed = true;
  }
  return out;
}

Expr IRMutator::mutate_node(const IntImm *, const Expr &self) { return self; }
Expr IRMutator::mutate_node(const FloatImm *, const Expr &self) { return self; }
Expr IRMutator::mutate_node(const Variable *, const Expr &self) { return self; }
#define KTUNE_MUTATE_BINARY(NAME)                                 \
  Expr IRMutator::mutate_node(const NAME *op, const Expr &self) { \
    Expr a = mutate(op->a), b = mutate(op->b);                    \
    if (a.same_as(op->a) && b.same_as(op->b)) return self;        \
    return NAME::make(std::move(a), std::move(b));                \
  }
KTUNE_MUTATE_BINARY(Add)
KTUNE_MUTATE_BINARY(Sub)
KTUNE_MUTATE_BINARY(Mul)
KTUNE_MUTATE_BINARY(Div)
KTUNE_MUTATE_BINARY(FloorDiv)
KTUNE_MUTATE_BINARY(FloorMod)
KTUNE_MUTATE_BINARY(BitXor)
KTUNE_MUTATE_BINARY(Min)
KTUNE_MUTATE_BINARY(Max)
KTUNE_MUTATE_BINARY(EQ)
KTUNE_MUTATE_BINARY(NE)
KTUNE_MUTATE_BINARY(LT)
KTUNE_MUTATE_BINARY(LE)
KTUNE_MUTATE_BINARY(GT)
KTUNE_MUTATE_BINARY(GE)
KTUNE_MUTATE_BINARY(And)
KTUNE_MUTATE_BINARY(Or)
#undef KTUNE_MUTATE_BINARY
Expr IRMutator::mutate_node(const Not *op, const Expr &self) {
  Expr a = mutate(op->a);
  return a.same_as(op->a) ? self : Not::make(a);
}
Expr IRMutator::mutate_node(const Select *op, const Expr &self) {
  Expr c = mutate(op->condition), t = mutate(op->true_value), f = mutate(op->false_value);
  if (c.same_as(op->condition) && t.same_as(op->true_value) && f.same_as(op->false_value)) return self;
  return Select::make(c, t, f);
}
Expr IRMutator::mutate_node(const Cast *op, const Expr &self) {
  Expr v = mutate(op->value);
  if (v.same_as(op->value)) return self;
  return Cast::make(op->type.with_lanes(v.type().lanes), v);
}
Expr IRMutator::mutate_node(const Call *op, const Expr &self) {
  bool changed = false;
  auto args = mutate_all(op->args, &changed);
  if (!changed) return self;
  return Call::remake(op, std::move(args));
}
Expr IRMutator::mutate_node(const TensorRead *op, const Expr &self) {
  bool changed = false;
  auto idx = mutate_all(op->indices, &changed);
  return changed ? TensorRead::make(op->op, std::move(idx)) : self;
}
Expr IRMutator::mutate_node(const Reduce *op, const Expr &self) {
  Expr s = mutate(op->source), i = mutate(op->init);
  if (s.same_as(op->source) && i.same_as(op->init)) return self;
  return Reduce::make(op->kind, s, op->axes, i);
}
Expr IRMutator::mutate_node(const BufferLoad *op, const Expr &self) {
  bool changed = false;
  auto idx = mutate_all(op->indices, &changed);
  Expr p = mutate(op->predicate);
  if (!changed && p.same_as(op->predicate)) return self;
  return BufferLoad::make(op->buffer, std::move(idx), p);
}
Expr IRMutator::mutate_node(const Ramp *op, const Expr &self) {
  Expr b = mutate(op->base), s = mutate(op->stride);
  if (b.same_as(op->base) && s.same_as(op->stride)) return self;
  return Ramp::make(b, s, op->lanes);
}
Expr IRMutator::mutate_node(const Broadcast *op, const Expr &self) {
  Expr v = mutate(op->value);
  return v.same_as(op->value) ? self : Broadcast::make(v, op->lanes);
}

Stmt IRMutator::mutate_node(const For *op, const Stmt &self) {
  Expr mn = mutate(op->min), ext = mutate(op->extent);
  Stmt body = mutate(op->body);
  if (mn.same_as(op->min) && ext.same_as(op->extent) && body.same_as(op->body)) return self;
  if (!body.defined()) return Stmt();
  return For::make(op->var, mn, ext, op->kind, body, op->thread_tag);
}
Stmt IRMutator::mutate_node(const BufferStore *op, const Stmt &self) {
  bool changed = false;
  auto idx = mutate_all(op->indices, &changed);
  Expr v = mutate(op->value), p = mutate(op->predicate);
  if (!changed && v.same_as(op->value) && p.same_as(op->predicate)) return self;
  return BufferStore::make(op->buffer, std::move(idx), v, p);
}
Stmt IRMutator::mutate_node(const Allocate *op, const Stmt &self) {
  Stmt body = mutate(op->body);
  if (body.same_as(op->body)) return self;
  if (!body.defined()) return Stmt();
  return Allocate::make(op->buffer, body);
}
Stmt IRMutator::mutate_node(const Block *op, const Stmt &self) {
  std::vector<Stmt> out;
  bool changed = false;
  for (auto &s : op->stmts) {
    out.push_back(mutate(s));
    if (!out.back().same_as(s)) changed = true;
  }
  return changed ? Block::make(std::move(out)) : self;
}
Stmt IRMutator::mutate_node(const IfThenElse *op, const Stmt &self) {
  Expr c = mutate(op->condition);
  Stmt t = mutate(op->then_case), e = mutate(op->else_case);
  if (c.same_as(op->condition) && t.same_as(op->then_case) && e.same_as(op->else_case)) return self;
  if (!t.defined() && !e.defined()) return Stmt();
  if (!t.defined()) return IfThenElse::make(Not::make(c), e);
  return IfThenElse::make(c, t, e);
}
Stmt IRMutator::mutate_node(const Evaluate *op, const Stmt &self) {
  Expr v = mutate(op->value);
  return v.same_as(op->value) ? self : Evaluate::make(v);
}

// ---------------------------------------------------------------------------------------------
// Helpers

namespace {
class FunctionVisitor : public IRVisitor {
 public:
  explicit FunctionVisitor(const std::function<void(const Expr &)> &f) : f_(f) {}
  void visit(const Expr &e) override {
    if (!e.defined()) return;
    f_(e);
    IRVisitor::visit(e);
  }
  using IRVisitor::visit;

 private:
  const std::function<void(const Expr &)> &f_;
};

class Substituter : public IRMutator {
 public:
  explicit Substituter(const std::unordered_map<const Variable *, Expr> &m) : map_(m) {}
  using IRMutator::mutate;

 protected:
  using IRMutator::mutate_node;
  Expr mutate_node(const Variable *op, const Expr &self) override {
    auto it = map_.find(op);
    return it == map_.end() ? self : it->second;
  }
  Expr mutate_node(const Reduce *op, const Expr &self) override {
    // Axes sent to fresh variables are renamed with them.
    std::vector<IterVar> axes;
    bool changed = false;
    for (auto &a : op->axes) {
      auto it = map_.find(a->var.node());
      if (it != map_.end() && it->second.as<Variable>()) {
        axes.push_back(std::make_shared<const IterVarNode>(Var(it->second), a->extent, a->kind));
        changed = true;
      } else {
        axes.push_back(a);
      }
    }
    Expr s = mutate(op->source), i = mutate(op->init);
    if (!changed && s.same_as(op->source) && i.same_as(op->init)) return self;
    return Reduce::make(op->kind, s, axes, i);
  }
  Stmt mutate_node(const For *op, const Stmt &self) override {
    Stmt s = IRMutator::mutate_node(op, self);
    auto it = map_.find(op->var.node());
    if (it == map_.end() || !it->second.as<Variable>() || !s.defined()) return s;
    auto *f = s.as<For>();
    return For::make(Var(it->second), f->min, f->extent, f->kind, f->body, f->thread_tag);
  }

 private:
  const std::unordered_map<const Variable *, Expr> &map_;
};

class VarUseFinder : public IRVisitor {
 public:
  explicit VarUseFinder(const std::function<bool(const Variable *)> &p) : pred_(p) {}
  bool found = false;
  using IRVisitor::visit;

 protected:
  void visit_node(const Variable *op) override {
    if (!found && pred_(op)) found = true;
  }
  void visit_node(const For *op) override {
    if (!found && pred_(op->var.node())) found = true;
    IRVisitor::visit_node(op);
  }

 private:
  const std::function<bool(const Variable *)> &pred_;
};
}  // namespace

void post_order_visit(const Expr &e, const std::function<void(const Expr &)> &f) {
  FunctionVisitor v(f);
  v.visit(e);
}

Expr substitute(const Expr &e, const std::unordered_map<const Variable *, Expr> &map) {
  if (map.empty()) return e;
  Substituter s(map);
  return s.mutate(e);
}

Stmt substitute(const Stmt &st, const std::unordered_map<const Variable *, Expr> &map) {
  if (map.empty()) return st;
  Substituter s(map);
  return s.mutate(st);
}

bool uses_var(const Expr &e, const std::function<bool(const Variable *)> &pred) {
  VarUseFinder f(pred);
  f.visit(e);
  return f.found;
}

bool uses_var(const Stmt &s, const std::function<bool(const Variable *)> &pred) {
  VarUseFinder f(pred);
  f.visit(s);
  return f.found;
}

// ---------------------------------------------------------------------------------------------
// Structural comparison

namespace {
template <typename T>
int cmp(const T &a, const T &b) {
  return a < b ? -1 : (b < a ? 1 : 0);
}

int compare_type(DataType a, DataType b) {
  if (int c = cmp(static_cast<int>(a.code), static_cast<int>(b.code))) return c;
  if (int c = cmp(a.bits, b.bits)) return c;
  return cmp(a.lanes, b.lanes);
}

int compare_list(const std::vector<Expr> &a, const std::vector<Expr> &b) {
  if (int c = cmp(a.size(), b.size())) return c;
  for (size_t i = 0; i < a.size(); ++i) {
    if (int c = structural_compare(a[i], b[i])) return c;
  }
  return 0;
}
}  // namespace

int structural_compare(const Expr &a, const Expr &b) {
  if (a.same_as(b)) return 0;
  if (!a.defined() || !b.defined()) return a.defined() ? 1 : -1;
  if (int c = cmp(static_cast<int>(a.node_type()), static_cast<int>(b.node_type()))) return c;
  if (int c = compare_type(a.type(), b.type())) return c;
  switch (a.node_type()) {
    case IRNodeType::IntImm: return cmp(a.as<IntImm>()->value, b.as<IntImm>()->value);
    case IRNodeType::FloatImm: return cmp(a.as<FloatImm>()->value, b.as<FloatImm>()->value);
    case IRNodeType::Variable: return cmp(a.as<Variable>()->id, b.as<Variable>()->id);
#define KTUNE_BIN_CASE(NAME)                              \
  case IRNodeType::NAME: {                                \
    auto *x = a.as<NAME>();                               \
    auto *y = b.as<NAME>();                               \
    if (int c = structural_compare(x->a, y->a)) return c; \
    return structural_compare(x->b, y->b);                \
  }
      KTUNE_BIN_CASE(Add)
      KTUNE_BIN_CASE(Sub)
      KTUNE_BIN_CASE(Mul)
      KTUNE_BIN_CASE(Div)
      KTUNE_BIN_CASE(FloorDiv)
      KTUNE_BIN_CASE(FloorMod)
      KTUNE_BIN_CASE(BitXor)
      KTUNE_BIN_CASE(Min)
      KTUNE_BIN_CASE(Max)
      KTUNE_BIN_CASE(EQ)
      KTUNE_BIN_CASE(NE)
      KTUNE_BIN_CASE(LT)
      KTUNE_BIN_CASE(LE)
      KTUNE_BIN_CASE(GT)
      KTUNE_BIN_CASE(GE)
      KTUNE_BIN_CASE(And)
      KTUNE_BIN_CASE(Or)
#undef KTUNE_BIN_CASE
    case IRNodeType::Not: return structural_compare(a.as<Not>()->a, b.as<Not>()->a);
    case IRNodeType::Select: {
      auto *x = a.as<Select>();
      auto *y = b.as<Select>();
      return compare_list({x->condition, x->true_value, x->false_value}, {y->condition, y->true_value, y->false_value});
    }
    case IRNodeType::Cast: return structural_compare(a.as<Cast>()->value, b.as<Cast>()->value);
    case IRNodeType::Call: {
      auto *x = a.as<Call>();
      auto *y = b.as<Call>();
      if (int c = cmp(static_cast<int>(x->op), static_cast<int>(y->op))) return c;
      return compare_list(x->args, y->args);
    }
    case IRNodeType::TensorRead: {
      auto *x = a.as<TensorRead>();
      auto *y = b.as<TensorRead>();
      if (int c = cmp(x->op.get(), y->op.get())) return c;
      return compare_list(x->indices, y->indices);
    }
    case IRNodeType::Reduce: {
      auto *x = a.as<Reduce>();
      auto *y = b.as<Reduce>();
      if (int c = cmp(static_cast<int>(x->kind), static_cast<int>(y->kind))) return c;
      if (int c = cmp(x->axes.size(), y->axes.size())) return c;
      for (size_t i = 0; i < x->axes.size(); ++i) {
        if (int c = cmp(x->axes[i]->var.node()->id, y->axes[i]->var.node()->id)) return c;
      }
      if (int c = structural_compare(x->source, y->source)) return c;
      return structural_compare(x->init, y->init);
    }
    case IRNodeType::BufferLoad: {
      auto *x = a.as<BufferLoad>();
      auto *y = b.as<BufferLoad>();
      if (int c = cmp(x->buffer.get(), y->buffer.get())) return c;
      if (int c = compare_list(x->indices, y->indices)) return c;
      return structural_compare(x->predicate, y->predicate);
    }
    case IRNodeType::Ramp: {
      auto *x = a.as<Ramp>();
      auto *y = b.as<Ramp>();
      if (int c = cmp(x->lanes, y->lanes)) return c;
      if (int c = structural_compare(x->base, y->base)) return c;
      return structural_compare(x->stride, y->stride);
    }
    case IRNodeType::Broadcast: {
      auto *x = a.as<Broadcast>();
      auto *y = b.as<Broadcast>();
      if (int c = cmp(x->lanes, y->lanes)) return c;
      return structural_compare(x->value, y->value);
    }
    default: internal_check(false, "structural_compare on a statement");
  }
  return 0;
}

bool structural_equal(const Expr &a, const Expr &b) { return structural_compare(a, b) == 0; }

}  // namespace ktune
