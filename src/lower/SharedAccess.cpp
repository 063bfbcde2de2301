#include "SharedAccess.h"

#include "ktune/ir/IRVisitor.h"

namespace ktune {

namespace {

SharedAccess access_of(const Stmt &s, bool shared_only, const std::unordered_set<const BufferNode *> &skip) {
  class Collector : public IRVisitor {
   public:
    Collector(bool shared_only, const std::unordered_set<const BufferNode *> &skip)
        : shared_only_(shared_only), skip_(skip) {}
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
    bool counts(const BufferNode *b) const {
      return (!shared_only_ || b->scope == MemoryScope::Shared) && !skip_.count(b);
    }
    bool shared_only_;
    const std::unordered_set<const BufferNode *> &skip_;
  } c(shared_only, skip);
  c.visit(s);
  return c.access;
}

}  // namespace

SharedAccess shared_access(const Stmt &s, const std::unordered_set<const BufferNode *> &skip) {
  return access_of(s, true, skip);
}

SharedAccess buffer_access(const Stmt &s) { return access_of(s, false, {}); }

bool is_barrier(const Stmt &s) {
  auto *e = s.as<Evaluate>();
  auto *c = e ? e->value.as<Call>() : nullptr;
  return c && c->op == CallOp::ThreadBarrier;
}

}  // namespace ktune
