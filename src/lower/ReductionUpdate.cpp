// Finding and replacing the reduction updates left for the reduction passes (ReductionUpdate.h).
#include "ReductionUpdate.h"

#include "ktune/ir/IRVisitor.h"

namespace ktune {

bool is_reduction_axis(const Reduce *reduce, const Variable *v) {
  for (auto &a : reduce->axes)
    if (a->var.node() == v) return true;
  return false;
}

namespace {

class UpdateFinder : public IRVisitor {
 public:
  explicit UpdateFinder(const Variable *outer) : outer_(outer) {}
  ReductionUpdate found;
  using IRVisitor::visit;

 protected:
  void visit_node(const BufferStore *op) override {
    auto *r = op->value.as<Reduce>();
    if (r && !found.store && r->axes.front()->var.node() == outer_) found = {op, r};
    IRVisitor::visit_node(op);
  }

 private:
  const Variable *outer_;
};

class LoopFinder : public IRVisitor {
 public:
  LoopFinder(const Reduce *reduce, const std::function<bool(const For *)> &pred) : reduce_(reduce), pred_(pred) {}
  const For *found = nullptr;
  using IRVisitor::visit;

 protected:
  void visit_node(const For *op) override {
    if (!found && is_reduction_axis(reduce_, op->var.node()) && pred_(op)) found = op;
    IRVisitor::visit_node(op);
  }

 private:
  const Reduce *reduce_;
  const std::function<bool(const For *)> &pred_;
};

class UpdateReplacer : public IRMutator {
 public:
  UpdateReplacer(const BufferStore *store, Stmt replacement) : store_(store), replacement_(std::move(replacement)) {}

 protected:
  Stmt mutate_node(const BufferStore *op, const Stmt &self) override {
    return op == store_ ? replacement_ : IRMutator::mutate_node(op, self);
  }

 private:
  const BufferStore *store_;
  Stmt replacement_;
};

}  // namespace

ReductionUpdate find_reduction_update(const For *loop) {
  UpdateFinder finder(loop->var.node());
  finder.visit(loop->body);
  return finder.found;
}

const For *find_reduction_loop(const For *loop, const ReductionUpdate &update,
                               const std::function<bool(const For *)> &pred) {
  if (is_reduction_axis(update.reduce, loop->var.node()) && pred(loop)) return loop;
  LoopFinder finder(update.reduce, pred);
  finder.visit(loop->body);
  return finder.found;
}

Stmt replace_update(const Stmt &nest, const ReductionUpdate &update, const Stmt &replacement) {
  return UpdateReplacer(update.store, replacement).mutate(nest);
}

}  // namespace ktune
