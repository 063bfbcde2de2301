// unroll_loops: unrolled loops become copies of their body.
#include "ktune/ir/IRVisitor.h"
#include "ktune/lower/Passes.h"

namespace ktune {

namespace {
class Unroller : public IRMutator {
 public:
  using IRMutator::mutate;

 protected:
  using IRMutator::mutate_node;
  Stmt mutate_node(const For *op, const Stmt &self) override {
    Stmt body = mutate(op->body);
    auto *ext = as_const_int(op->extent);
    if (op->kind != ForKind::Unrolled || !ext) {
      if (body.same_as(op->body)) return self;
      return For::make(op->var, op->min, op->extent, op->kind == ForKind::Unrolled ? ForKind::Serial : op->kind, body,
                       op->thread_tag);
    }
    std::vector<Stmt> copies;
    for (int64_t i = 0; i < *ext; ++i) {
      copies.push_back(substitute(body, {{op->var.node(), op->min + Expr(i)}}));
    }
    return Block::make(copies);
  }
};
}  // namespace

Stmt unroll_loops(const Stmt &s) {
  Unroller u;
  return u.mutate(s);
}

}  // namespace ktune
