// Barriers around shared-memory staging on GPUs.
//
// Decides where the threads of a block wait for each other. A stage in "shared" scope is
// written cooperatively by the block's threads and then read by all of them, usually inside a
// serial loop (the K tiles of a GEMM): every thread must see the whole tile before reading it
// (read after write), and no thread may overwrite it for the next iteration while another still
// reads the current one (write after read). So at the outermost sequence where a statement only
// writes a shared buffer that later statements of the same sequence read, the statement gets a
// barrier before it and one after it (adjacent barriers merge). Statements that both write and
// read shared buffers (the loop around producer and consumer) are entered, and wrapped too
// where a later statement reads a buffer they write; a barrier is never put inside a
// producer's own loops, where different threads would reach it a different number of times. Without shared buffers the
// pass changes nothing.
#include <unordered_set>

#include "SharedAccess.h"
#include "ktune/ir/IRVisitor.h"
#include "ktune/lower/Passes.h"

namespace ktune {

namespace {

class BarrierInjector : public IRMutator {
 public:
  explicit BarrierInjector(const std::unordered_set<const BufferNode *> &synchronised) : synchronised_(synchronised) {}

 protected:
  using IRMutator::mutate_node;

  Stmt mutate_node(const Block *op, const Stmt &self) override {
    std::vector<SharedAccess> access;
    for (auto &s : op->stmts) access.push_back(shared_access(s, synchronised_));
    std::vector<Stmt> out;
    auto barrier = [&]() {
      if (out.empty() || !is_barrier(out.back())) out.push_back(Evaluate::make(Call::make_thread_barrier()));
    };
    bool changed = false;
    for (size_t i = 0; i < op->stmts.size(); ++i) {
      const SharedAccess &a = access[i];
      bool reads_own_writes = false;
      for (auto *b : a.writes) reads_own_writes |= a.reads.count(b) > 0;
      // A buffer it writes (whether or not it also reads it) that a later statement reads: a
      // hand-over.
      bool read_later = false;
      for (size_t j = i + 1; j < op->stmts.size() && !read_later; ++j) {
        for (auto *b : a.writes) read_later |= access[j].reads.count(b) > 0;
      }
      if (read_later) {
        // Wrapped; entered too where it also stages buffers for itself (a split-K GEMM's warps
        // fill and read their tiles, then hand their partial sums to the block).
        barrier();
        out.push_back(reads_own_writes ? mutate(op->stmts[i]) : op->stmts[i]);
        barrier();
        changed = true;
      } else if (is_barrier(op->stmts[i])) {
        barrier();  // a barrier already there (a cross-thread reduction's) merges with ours
      } else {
        Stmt m = mutate(op->stmts[i]);
        changed |= !m.same_as(op->stmts[i]);
        out.push_back(m);
      }
    }
    return changed ? Block::make(out) : self;
  }

 private:
  const std::unordered_set<const BufferNode *> &synchronised_;
};

}  // namespace

Stmt inject_thread_barriers(const Stmt &s, const std::unordered_set<const BufferNode *> &synchronised) {
  return BarrierInjector(synchronised).mutate(s);
}

}  // namespace ktune
