// Deferred stages (the defer primitive): a stage's work in iteration k of a serial loop runs in
// iteration k + 1, next to another stage's work.
//
// Decides where the statements of a deferred stage go and which buffers they need twice. In the
// loop `axis`, whose body (under its allocations) is the stages computed at it followed by the
// deferred stage's statements D (the body's last statement), D is taken out and
// - D with `axis` replaced by `axis` - 1 goes, under `axis` >= 1, next to the host H: the first
//   statement of the body that stores into the `into` stage's buffer. Where D and H are serial
//   loops of the same iterations (a softmax row's output pass and its exponential pass, both split
//   by the same lanes), D's body joins H's, at H's index, so that D's stores come between H's
//   arithmetic; otherwise (a row of one vector, whose one-iteration loops the simplifier removed)
//   D follows H;
// - after the loop, D runs once more with `axis` at its last iteration.
// Each buffer allocated in the body that D reads (a softmax row's exponentials and their sum)
// lives on across iterations: its allocation moves outside the loop, with a new first dimension
// of 2, and every access in iteration k goes to copy k mod 2 (D's, a copy written one iteration
// earlier). Each element is still computed once, from the same values, so results do not change.
// A buffer that D reads and the body writes without allocating it would be read an iteration
// late, after it was written again: refused. It runs on the loop nest as built, after the
// reductions' lanes are lowered and before loop partitioning (which then splits the body into
// the first iteration's and the others', by the guard) and storage flattening (which flattens
// the doubled buffers like any other).
#include <unordered_map>
#include <unordered_set>

#include "BufferCopies.h"
#include "SharedAccess.h"
#include "ktune/ir/IRVisitor.h"
#include "ktune/lower/Passes.h"
#include "ktune/support/Error.h"

namespace ktune {

namespace {

bool stores_into(const Stmt &s, const BufferNode *buffer) { return buffer_access(s).writes.count(buffer) > 0; }

// The last statement in execution order, looking through allocations and blocks.
Stmt last_statement(Stmt s) {
  for (;;) {
    if (auto *a = s.as<Allocate>()) {
      s = a->body;
    } else if (auto *b = s.as<Block>()) {
      if (b->stmts.empty()) return s;
      s = b->stmts.back();
    } else {
      return s;
    }
  }
}

// The first statement, in execution order and looking through allocations and blocks only, that
// stores into `buffer` (a loop, or a single store where the simplifier removed a one-iteration loop).
Stmt first_statement_storing(const Stmt &s, const BufferNode *buffer) {
  if (auto *a = s.as<Allocate>()) return first_statement_storing(a->body, buffer);
  if (auto *b = s.as<Block>()) {
    for (auto &st : b->stmts) {
      Stmt found = first_statement_storing(st, buffer);
      if (found.defined()) return found;
    }
    return Stmt();
  }
  return stores_into(s, buffer) ? s : Stmt();
}

// Whether the nest can be fused into the host loop: both serial loops from 0 with the same
// constant extent (a softmax row's passes split by the same `lanes`).
bool fusable(const Stmt &nest, const Stmt &host) {
  auto *n = nest.as<For>(), *h = host.as<For>();
  if (!n || !h || !is_serial(n->kind) || !is_serial(h->kind)) return false;
  auto *ne = as_const_int(n->extent), *he = as_const_int(h->extent);
  return ne && he && *ne == *he && is_const_int(n->min, 0) && is_const_int(h->min, 0);
}

void collect_allocations(const Stmt &s, std::vector<Buffer> *out) {
  struct Allocations : IRVisitor {
    std::vector<Buffer> *out;
    void visit_node(const Allocate *op) override {
      out->push_back(op->buffer);
      IRVisitor::visit_node(op);
    }
  } allocations;
  allocations.out = out;
  allocations.visit(s);
}

/** Takes the deferred nest out, puts the host loop's new version in, and drops the allocations
 * that move outside the loop. */
class BodyRewriter : public IRMutator {
 public:
  BodyRewriter(const StmtNode *deferred, const StmtNode *host, Stmt new_host,
               std::unordered_set<const BufferNode *> hoisted)
      : deferred_(deferred), host_(host), new_host_(std::move(new_host)), hoisted_(std::move(hoisted)) {}
  using IRMutator::mutate;
  /** The allocations that wrapped the deferred statements alone. */
  std::unordered_set<const BufferNode *> dropped;

  Stmt mutate(const Stmt &s) override {
    if (s.get() == deferred_) return Stmt();
    if (s.get() == host_) return new_host_;
    return IRMutator::mutate(s);
  }

 protected:
  using IRMutator::mutate_node;
  Stmt mutate_node(const Allocate *op, const Stmt &self) override {
    Stmt body = mutate(op->body);
    // An allocation around the stage's statements alone goes with them (defer checks that
    // the stage does not use it).
    if (!body.defined()) dropped.insert(op->buffer.get());
    if (hoisted_.count(op->buffer.get()) || !body.defined()) return body;
    return body.same_as(op->body) ? self : Allocate::make(op->buffer, body);
  }
  Stmt mutate_node(const Block *op, const Stmt &self) override {
    std::vector<Stmt> stmts;
    bool changed = false;
    for (auto &s : op->stmts) {
      Stmt m = mutate(s);
      changed |= !m.same_as(s);
      if (m.defined()) stmts.push_back(m);
    }
    return changed ? Block::make(stmts) : self;
  }

 private:
  const StmtNode *deferred_, *host_;
  Stmt new_host_;
  std::unordered_set<const BufferNode *> hoisted_;
};

class Deferrer : public IRMutator {
 public:
  explicit Deferrer(const std::vector<DeferredLoop> &deferred) {
    for (auto &d : deferred) by_axis_[d.axis] = &d;
  }
  using IRMutator::mutate;

 protected:
  using IRMutator::mutate_node;

  Stmt mutate_node(const For *op, const Stmt &self) override {
    Stmt body = mutate(op->body);
    auto it = by_axis_.find(op->var.node());
    if (it == by_axis_.end()) {
      return body.same_as(op->body) ? self : For::make(op->var, op->min, op->extent, op->kind, body, op->thread_tag);
    }
    return defer(*op, body, *it->second);
  }

 private:
  Stmt defer(const For &loop, const Stmt &body, const DeferredLoop &d) {
    std::string where = "defer of stage '" + d.stage + "' at loop '" + loop.var.name() + "'";
    schedule_check(is_serial(loop.kind), where << ": the loop is " << for_kind_name(loop.kind)
                                               << "; only a serial loop has a next iteration on the same thread");
    auto *extent = as_const_int(loop.extent);
    schedule_check(extent && is_const_int(loop.min, 0),
                   where << ": the loop's bounds are not constant (a loop from 0 with a constant extent is deferred)");
    if (*extent < 2) return For::make(loop.var, loop.min, loop.extent, loop.kind, body, loop.thread_tag);

    Stmt last = last_statement(body);
    schedule_check(stores_into(last, d.output.get()) && !stores_into(last, d.into.get()),
                   where << ": the loop's body does not end with the stage's statements (a guard around the body, "
                            "as a split that does not divide its loop leaves, or a stage computed after it)");
    Stmt host = first_statement_storing(body, d.into.get());
    schedule_check(host.defined() && !host.same_as(last),
                   where << ": no statement of stage '" << d.into->name
                         << "' in the loop's body, outside any guard, to defer it into");
    // The rest of the body must neither write nor read what the stage writes (each iteration
    // would otherwise see the stage's output one iteration late).
    BodyRewriter without_stage(last.get(), nullptr, Stmt(), {});
    Stmt rest = without_stage.mutate(body);
    SharedAccess stage_access = buffer_access(last), rest_access = buffer_access(rest);
    schedule_check(!rest_access.writes.count(d.output.get()) && !rest_access.reads.count(d.output.get()),
                   where << ": another statement of the loop's body reads or writes the stage's buffer");

    // The buffers allocated in the body that the stage reads: two copies each, outside the loop.
    // A buffer that the rest of the body writes must be one of them: the stage reads it an
    // iteration late, after the next iteration has written it again.
    std::vector<Buffer> allocated;
    collect_allocations(rest, &allocated);
    std::unordered_set<const BufferNode *> in_rest;
    for (auto &b : allocated) in_rest.insert(b.get());
    for (const BufferNode *b : stage_access.reads) {
      schedule_check(!without_stage.dropped.count(b),
                     where << ": the stage reads buffer '" << b->name << "', allocated around its statements alone");
      schedule_check(in_rest.count(b) || !rest_access.writes.count(b),
                     where << ": the stage reads buffer '" << b->name
                           << "', which the loop's body writes but does not allocate (it would read the next "
                              "iteration's values)");
    }
    std::unordered_map<const BufferNode *, Buffer> doubled;
    std::unordered_set<const BufferNode *> hoisted;
    std::vector<Buffer> outside;
    for (auto &b : allocated) {
      if (!stage_access.reads.count(b.get())) continue;
      schedule_check(b->layout.empty(), where << ": buffer '" << b->name << "', which the stage reads, has a "
                                              << "blocked layout (transform_layout); it cannot be given two copies");
      Buffer copy = with_copies(b, 2);
      doubled[b.get()] = copy;
      hoisted.insert(b.get());
      outside.push_back(copy);
    }

    Expr k = loop.var;
    auto slot_of = [](const Expr &iteration) { return floormod(iteration, Expr(int64_t{2})); };
    // The stage's nest, its accesses to the doubled buffers at this iteration's copy.
    Stmt own = CopySlotRewriter(doubled, slot_of(k)).mutate(last);
    // The previous iteration's statements: inside the host loop, at its index, where both are
    // loops of the same iterations; otherwise (a row of one vector, whose one-iteration loops the
    // simplifier removed) right after the host's statement.
    Stmt previous = substitute(own, {{loop.var.node(), k - Expr(int64_t{1})}});
    Stmt new_host;
    if (fusable(last, host)) {
      auto *h = host.as<For>();
      Stmt in_host = substitute(previous.as<For>()->body, {{last.as<For>()->var.node(), Expr(h->var)}});
      new_host = For::make(h->var, h->min, h->extent, h->kind,
                           Block::make({h->body, IfThenElse::make(k >= Expr(int64_t{1}), in_host)}), h->thread_tag);
    } else {
      new_host = Block::make({host, IfThenElse::make(k >= Expr(int64_t{1}), previous)});
    }
    Stmt rewritten = BodyRewriter(last.get(), host.get(), new_host, hoisted).mutate(body);
    rewritten = CopySlotRewriter(doubled, slot_of(k)).mutate(rewritten);
    // After the loop: the last iteration's.
    Stmt epilogue = substitute(own, {{loop.var.node(), Expr(*extent - 1)}});
    Stmt result =
        Block::make({For::make(loop.var, loop.min, loop.extent, loop.kind, rewritten, loop.thread_tag), epilogue});
    for (auto it = outside.rbegin(); it != outside.rend(); ++it) result = Allocate::make(*it, result);
    return result;
  }

  std::unordered_map<const Variable *, const DeferredLoop *> by_axis_;
};

}  // namespace

Stmt defer_iterations(const Stmt &s, const std::vector<DeferredLoop> &deferred) {
  if (deferred.empty()) return s;
  return Deferrer(deferred).mutate(s);
}

}  // namespace ktune
