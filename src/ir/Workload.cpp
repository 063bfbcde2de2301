#include "ktune/ir/Workload.h"

#include <cstdio>
#include <functional>
#include <sstream>
#include <unordered_map>
#include <unordered_set>

#include "ktune/ir/IRPrinter_impl.h"
#include "ktune/support/Error.h"

namespace ktune {

uint64_t stable_hash(const std::string &text) {
  uint64_t h = 14695981039346656037ull;
  for (unsigned char c : text) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

namespace {
// Names operations t0, t1, ... and variables v0, v1, ... in order of first appearance, and
// leaves out tags and names, so that only the structure reaches the text.
class CanonicalPrinter : public IRPrinter {
 public:
  CanonicalPrinter(std::ostream &os, const std::vector<Operation> &ops) : IRPrinter(os, true) {
    for (size_t i = 0; i < ops.size(); ++i) op_index_[ops[i].get()] = i;
  }

 protected:
  std::string var_name(const Variable *v) override {
    auto it = var_index_.find(v);
    if (it == var_index_.end()) it = var_index_.emplace(v, var_index_.size()).first;
    return "v" + std::to_string(it->second);
  }
  std::string op_name(const OperationNode *op) override {
    auto it = op_index_.find(op);
    internal_check(it != op_index_.end(), "operation " << op->name << " not in the workload");
    return "t" + std::to_string(it->second);
  }

 private:
  std::unordered_map<const OperationNode *, size_t> op_index_;
  std::unordered_map<const Variable *, size_t> var_index_;
};
}  // namespace

Workload::Workload(std::vector<Tensor> inputs, std::vector<Tensor> outputs, MathMode math)
    : inputs_(std::move(inputs)), outputs_(std::move(outputs)), math_(math) {
  user_check(!outputs_.empty(), "a workload needs at least one output");
  std::unordered_set<const OperationNode *> input_set;
  for (auto &t : inputs_) {
    user_check(t.defined() && t.op()->is_placeholder(),
               "workload input '" << (t.defined() ? t.name() : "?") << "' is not a placeholder");
    user_check(input_set.insert(t.op().get()).second, "workload input '" << t.name() << "' given twice");
  }
  // Depth-first from the outputs, producers first.
  std::unordered_set<const OperationNode *> done;
  std::function<void(const Operation &)> visit = [&](const Operation &op) {
    if (done.count(op.get())) return;
    done.insert(op.get());
    for (auto &in : op->inputs()) visit(in);
    ops_.push_back(op);
  };
  for (auto &t : outputs_) {
    user_check(t.defined() && t.op()->is_compute(),
               "workload output '" << (t.defined() ? t.name() : "?") << "' is not a compute");
    visit(t.op());
  }
  std::unordered_set<std::string> names;
  for (auto &op : ops_) {
    if (op->is_placeholder()) {
      user_check(input_set.count(op.get()), "placeholder '" << op->name << "' is read but is not a workload input");
    }
    user_check(names.insert(op->name).second, "two operations of the workload are named '" << op->name << "'");
  }
  for (auto &t : inputs_) {
    user_check(done.count(t.op().get()), "workload input '" << t.name() << "' is never read");
  }
  // Canonical text: the argument order first, then every op.
  std::ostringstream os;
  CanonicalPrinter printer(os, ops_);
  for (auto &op : ops_) printer.print_operation(op.get());
  os << "args:";
  for (auto &t : args()) {
    for (size_t i = 0; i < ops_.size(); ++i) {
      if (ops_[i] == t.op()) os << " t" << i;
    }
  }
  os << "\n";
  // Only a relaxed mode is written: the keys of exact workloads stay what they always were.
  if (math_ == MathMode::Tf32) os << "math: tf32\n";
  canonical_ = os.str();
  hash_ = stable_hash(canonical_);
}

std::vector<Tensor> Workload::args() const {
  std::vector<Tensor> a = inputs_;
  a.insert(a.end(), outputs_.begin(), outputs_.end());
  return a;
}

std::string Workload::key() const {
  char buf[32];
  std::snprintf(buf, sizeof(buf), "%016llx", static_cast<unsigned long long>(hash_));
  return buf;
}

}  // namespace ktune
