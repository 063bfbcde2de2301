// outline_parallel_loops: which loops run on the CPU's thread pool, and what each one's body
// takes with it. The outermost parallel loops become tasks, <kernel>.parallelN in the order of
// the body: the code generator makes each body a function over a range of iterations and
// passes it a closure. A parallel loop inside a task would ask the pool for threads it is
// already using: it becomes a serial loop here, where the printed IR shows it. A task's
// closure holds the index variables of the loops around it and the buffers (arguments or
// allocated around it) that its body and its start use, in the order the body first uses them.
#include <unordered_set>

#include "ktune/ir/IRVisitor.h"
#include "ktune/lower/Passes.h"

namespace ktune {

namespace {

class SerializeNested : public IRMutator {
 protected:
  Stmt mutate_node(const For *op, const Stmt &self) override {
    if (op->kind != ForKind::Parallel) return IRMutator::mutate_node(op, self);
    if (depth_ > 0) {
      Stmt body = mutate(op->body);
      return For::make(op->var, op->min, op->extent, ForKind::Serial, body, op->thread_tag);
    }
    ++depth_;
    Stmt out = IRMutator::mutate_node(op, self);
    --depth_;
    return out;
  }

 private:
  int depth_ = 0;
};

/** What a body uses of the variables and buffers defined around it, in the order of first use. */
class ClosureCollector : public IRVisitor {
 public:
  ClosureCollector(const std::unordered_set<const Variable *> &vars, const std::unordered_set<const BufferNode *> &bufs,
                   ParallelTask *task)
      : vars_(vars), bufs_(bufs), task_(task) {}
  using IRVisitor::visit;

 protected:
  void visit_node(const Variable *v) override {
    if (vars_.count(v) && seen_vars_.insert(v).second) task_->captured_vars.push_back(v);
  }
  void visit_node(const BufferLoad *op) override {
    use(op->buffer.get());
    IRVisitor::visit_node(op);
  }
  void visit_node(const BufferStore *op) override {
    use(op->buffer.get());
    IRVisitor::visit_node(op);
  }

 private:
  void use(const BufferNode *b) {
    if (bufs_.count(b) && seen_bufs_.insert(b).second) task_->captured_buffers.push_back(b);
  }
  const std::unordered_set<const Variable *> &vars_;
  const std::unordered_set<const BufferNode *> &bufs_;
  ParallelTask *task_;
  std::unordered_set<const Variable *> seen_vars_;
  std::unordered_set<const BufferNode *> seen_bufs_;
};

/** Finds the outermost parallel loops, with the variables and buffers defined around each. */
class TaskFinder : public IRVisitor {
 public:
  TaskFinder(const LoweredFunc &f, std::vector<ParallelTask> *tasks) : kernel_(f.name), tasks_(tasks) {
    for (auto &a : f.args) bufs_.insert(a.get());
  }
  using IRVisitor::visit;

 protected:
  void visit_node(const For *op) override {
    if (op->kind == ForKind::Parallel) {
      ParallelTask task;
      task.loop_var = op->var.node();
      task.name = kernel_ + ".parallel" + std::to_string(tasks_->size());
      ClosureCollector closure(vars_, bufs_, &task);
      closure.visit(op->body);
      closure.visit(op->min);  // evaluated inside the task
      tasks_->push_back(std::move(task));
      return;  // the loops inside are serial (SerializeNested)
    }
    vars_.insert(op->var.node());
    IRVisitor::visit_node(op);
    vars_.erase(op->var.node());
  }
  void visit_node(const Allocate *op) override {
    bufs_.insert(op->buffer.get());
    IRVisitor::visit_node(op);
    bufs_.erase(op->buffer.get());
  }

 private:
  std::string kernel_;
  std::vector<ParallelTask> *tasks_;
  std::unordered_set<const Variable *> vars_;
  std::unordered_set<const BufferNode *> bufs_;
};

}  // namespace

void outline_parallel_loops(LoweredFunc *f) {
  f->body = SerializeNested().mutate(f->body);
  f->tasks.clear();
  TaskFinder(*f, &f->tasks).visit(f->body);
}

}  // namespace ktune
