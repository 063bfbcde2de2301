#include "SharedAccess.h"

#include "ktune/ir/IRVisitor.h"

namespace ktune {

SharedAccess shared_access(const Stmt &s, const std::unordered_set<const BufferNode *> &skip) {
  class Collector : public IRVisitor {
   public:
    explicit Collector(const std::unordered_set<const BufferNode *> &skip) : skip_(skip) {}
    SharedAccess access;
    using IRVisitor::visit;

   protected:
    void visit_node(const BufferStore *op) override {
      if (counts(op->buffer.get())) access.writes.insert(op->buffer.get());
      IRVisitor::visit_node(op);
    }
    void visit_node(const BufferLoad *op) override {
      if (counts(op->buffer.get())) access.reads.insert(op->buffer.get());
      IRVisitor::visit_node(op);
    }
    void visit_node(const Call *op) override {
      if (op->op != CallOp::CopyAsync) return IRVisitor::visit_node(op);
      // copy_async writes the shared element its first argument names (an address, not a read).
      auto *dst = op->args[0].as<BufferLoad>();
      if (counts(dst->buffer.get())) access.writes.insert(dst->buffer.get());
      for (auto &i : dst->indices) visit(i);
      for (size_t a = 1; a < op->args.size(); ++a) visit(op->args[a]);
    }

   private:
    bool counts(const BufferNode *b) const { return b->scope == MemoryScope::Shared && !skip_.count(b); }
    const std::unordered_set<const BufferNode *> &skip_;
  } c(skip);
  c.visit(s);
  return c.access;
}

bool is_barrier(const Stmt &s) {
  auto *e = s.as<Evaluate>();
  auto *c = e ? e->value.as<Call>() : nullptr;
  return c && c->op == CallOp::ThreadBarrier;
}

}  // namespace ktune
