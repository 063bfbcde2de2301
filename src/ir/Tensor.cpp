#include "ktune/ir/Tensor.h"

#include <set>
#include <unordered_map>
#include <unordered_set>

#include "ktune/ir/IRVisitor.h"
#include "ktune/support/Error.h"

namespace ktune {

std::vector<Operation> OperationNode::inputs() const {
  std::vector<Operation> out;
  std::unordered_set<const OperationNode *> seen;
  if (!body.defined()) return out;
  post_order_visit(body, [&](const Expr &e) {
    if (auto *r = e.as<TensorRead>()) {
      if (seen.insert(r->op.get()).second) out.push_back(r->op);
    }
  });
  return out;
}

Expr Tensor::operator()(std::vector<Expr> indices) const {
  user_check(op_ != nullptr, "indexing an undefined tensor");
  user_check(indices.size() == op_->shape.size(), "tensor '" << op_->name << "' has " << op_->shape.size()
                                                             << " dimensions but is indexed with " << indices.size());
  for (size_t d = 0; d < indices.size(); ++d) {
    user_check(indices[d].defined(), "undefined index " << d << " of tensor '" << op_->name << "'");
    user_check(indices[d].type().is_integer() && indices[d].type().is_scalar(),
               "index " << d << " of tensor '" << op_->name << "' must be an integer, got " << indices[d].type().str());
    if (indices[d].type() != DataType::i64()) indices[d] = Cast::make(DataType::i64(), indices[d]);
  }
  return TensorRead::make(op_, std::move(indices));
}

Tensor placeholder(std::vector<int64_t> shape, DataType dtype, const std::string &name) {
  user_check(!name.empty(), "a placeholder needs a name");
  for (size_t d = 0; d < shape.size(); ++d) {
    user_check(shape[d] > 0, "placeholder '" << name << "' dimension " << d << " must be positive, got " << shape[d]);
  }
  user_check(dtype.is_scalar(), "placeholder '" << name << "' must have a scalar dtype");
  return Tensor(std::make_shared<const OperationNode>(OperationNode::Kind::Placeholder, name, dtype, std::move(shape),
                                                      std::vector<IterVar>{}, Expr(), "placeholder"));
}

namespace {
const char *const kAxisNames[] = {"i", "j", "k", "l", "m", "n", "o", "p"};

// Every variable in body must be a spatial axis or an axis of the top Reduce.
void check_bound_vars(const std::vector<IterVar> &axes, const Expr &body, const std::string &name) {
  std::unordered_set<const Variable *> bound;
  for (auto &a : axes) bound.insert(a->var.node());
  if (auto *r = body.as<Reduce>()) {
    for (auto &a : r->axes) bound.insert(a->var.node());
  }
  post_order_visit(body, [&](const Expr &e) {
    if (auto *v = e.as<Variable>()) {
      user_check(bound.count(v),
                 "compute '" << name << "' uses variable '" << v->name << "', which is none of its axes");
    }
    if (auto *r = e.as<Reduce>()) {
      user_check(r == body.as<Reduce>(), "compute '" << name
                                                     << "': a reduction is only allowed at the top "
                                                        "of a compute body (make it its own stage)");
    }
  });
}
}  // namespace

Tensor compute_from_body(std::vector<IterVar> axes, Expr body, const std::string &name, const std::string &tag,
                         DataType dtype) {
  user_check(!name.empty(), "a compute needs a name");
  user_check(body.defined(), "compute '" << name << "' has no body");
  user_check(body.type().is_scalar(), "compute '" << name << "' body must be a scalar");
  std::vector<int64_t> shape;
  for (auto &a : axes) {
    user_check(a->kind == IterVarNode::Kind::Spatial,
               "compute '" << name << "': axis '" << a->var.name() << "' is a reduction axis");
    shape.push_back(a->extent);
  }
  check_bound_vars(axes, body, name);
  std::set<std::string> names;
  auto check_unique = [&](const IterVar &a) {
    user_check(names.insert(a->var.name()).second,
               "compute '" << name << "': two axes are named '" << a->var.name()
                           << "' (schedules address axes by name; give them different names)");
  };
  for (auto &a : axes) check_unique(a);
  if (auto *r = body.as<Reduce>()) {
    for (auto &a : r->axes) check_unique(a);
  }
  if (dtype == DataType()) dtype = body.type();
  if (body.type() != dtype) body = Cast::make(dtype, body);
  return Tensor(std::make_shared<const OperationNode>(OperationNode::Kind::Compute, name, dtype, std::move(shape),
                                                      std::move(axes), std::move(body), tag.empty() ? name : tag));
}

Tensor compute(std::vector<int64_t> shape, const std::function<Expr(const std::vector<Var> &)> &f,
               const std::string &name, const std::string &tag, const std::vector<std::string> &axis_names) {
  user_check(axis_names.empty() || axis_names.size() == shape.size(),
             "compute '" << name << "': " << axis_names.size() << " axis names for " << shape.size() << " dimensions");
  std::vector<IterVar> axes;
  std::vector<Var> vars;
  for (size_t d = 0; d < shape.size(); ++d) {
    std::string axis_name = !axis_names.empty() ? axis_names[d] : d < 8 ? kAxisNames[d] : "ax" + std::to_string(d);
    axes.push_back(make_iter_var(axis_name, shape[d], IterVarNode::Kind::Spatial));
    vars.push_back(axes.back()->var);
  }
  Expr body = f(vars);
  // Default names that a reduction axis of the body already uses move on to free letters.
  if (auto *r = body.as<Reduce>(); r && axis_names.empty()) {
    std::set<std::string> taken;
    for (auto &a : r->axes) taken.insert(a->var.name());
    for (auto &a : axes) taken.insert(a->var.name());
    std::unordered_map<const Variable *, Expr> renamed;
    for (size_t d = 0; d < axes.size(); ++d) {
      bool clashes = false;
      for (auto &ra : r->axes) clashes = clashes || ra->var.name() == axes[d]->var.name();
      if (!clashes) continue;
      std::string fresh;
      for (int n = 0; fresh.empty(); ++n) {
        std::string candidate = n < 8 ? kAxisNames[n] : "ax" + std::to_string(n);
        if (!taken.count(candidate)) fresh = candidate;
      }
      taken.insert(fresh);
      IterVar a = make_iter_var(fresh, axes[d]->extent, IterVarNode::Kind::Spatial);
      renamed[axes[d]->var.node()] = a->var;
      axes[d] = a;
    }
    if (!renamed.empty()) body = substitute(body, renamed);
  }
  return compute_from_body(std::move(axes), std::move(body), name, tag);
}

IterVar reduce_axis(int64_t extent, const std::string &name) {
  return make_iter_var(name, extent, IterVarNode::Kind::Reduce);
}

Expr sum(Expr source, std::vector<IterVar> axes, Expr init) {
  return Reduce::make(ReduceKind::Sum, std::move(source), std::move(axes), std::move(init));
}
Expr max_reduce(Expr source, std::vector<IterVar> axes, Expr init) {
  return Reduce::make(ReduceKind::Max, std::move(source), std::move(axes), std::move(init));
}
Expr min_reduce(Expr source, std::vector<IterVar> axes, Expr init) {
  return Reduce::make(ReduceKind::Min, std::move(source), std::move(axes), std::move(init));
}

}  // namespace ktune
