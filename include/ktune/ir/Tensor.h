// Tensor-level IR: placeholders and computes forming a DAG of operations.
#pragma once

#include <functional>
#include <initializer_list>
#include <map>
#include <string>
#include <vector>

#include "ktune/ir/Expr.h"

namespace ktune {

/** One node of the tensor DAG. A placeholder is an input; a compute defines every element
 * of its shape by body over axes (one spatial axis per dimension). Operations are immutable:
 * schedules rewrite copies of bodies, never the DAG itself. */
struct OperationNode {
  enum class Kind : uint8_t { Placeholder, Compute };
  OperationNode(Kind k, std::string n, DataType t, std::vector<int64_t> s, std::vector<IterVar> a, Expr b,
                std::string tg)
      : kind(k),
        name(std::move(n)),
        dtype(t),
        shape(std::move(s)),
        axes(std::move(a)),
        body(std::move(b)),
        tag(std::move(tg)) {}
  const Kind kind;
  const std::string name;
  const DataType dtype;
  const std::vector<int64_t> shape;
  /** Spatial axes of a compute, one per dimension. Empty for placeholders. */
  const std::vector<IterVar> axes;
  /** The value at axes; a Reduce only at the top. */
  const Expr body;
  /** What the compute is, for names and templates: "matmul", "elementwise", "pad" ... */
  const std::string tag;

  bool is_placeholder() const { return kind == Kind::Placeholder; }
  bool is_compute() const { return kind == Kind::Compute; }
  /** The Reduce at the top of the body, or nullptr. */
  const Reduce *reduce() const { return body.defined() ? body.as<Reduce>() : nullptr; }
  /** The operations this one reads, in the order of first reference. */
  std::vector<Operation> inputs() const;
};

/** The value of an operation: indexable as A(i, j) to build reads. */
class Tensor {
 public:
  Tensor() = default;
  explicit Tensor(Operation op) : op_(std::move(op)) {}
  const Operation &op() const { return op_; }
  const std::string &name() const { return op_->name; }
  const std::vector<int64_t> &shape() const { return op_->shape; }
  DataType dtype() const { return op_->dtype; }
  int ndim() const { return static_cast<int>(op_->shape.size()); }
  bool defined() const { return op_ != nullptr; }

  Expr operator()(std::vector<Expr> indices) const;
  template <typename... Args>
  Expr operator()(Args... args) const {
    return (*this)(std::vector<Expr>{Expr(args)...});
  }

 private:
  Operation op_;
};

Tensor placeholder(std::vector<int64_t> shape, DataType dtype, const std::string &name);

/** compute(shape, f, name): f receives one Var per dimension and returns the element. The
 * axes are named axis_names, or i, j, k, ... skipping the names of the body's reduction axes
 * (schedules address axes by name, so the names of one stage are all different). */
Tensor compute(std::vector<int64_t> shape, const std::function<Expr(const std::vector<Var> &)> &f,
               const std::string &name, const std::string &tag = "", const std::vector<std::string> &axis_names = {});

/** Builds a compute from already made axes and body (used by the bindings and by rewrites).
 * Validates: one spatial axis per dimension, Reduce only at the top, every variable bound,
 * no two axes (spatial or reduction) with one name. */
Tensor compute_from_body(std::vector<IterVar> axes, Expr body, const std::string &name, const std::string &tag = "",
                         DataType dtype = DataType());

IterVar reduce_axis(int64_t extent, const std::string &name);
Expr sum(Expr source, std::vector<IterVar> axes, Expr init = Expr());
Expr max_reduce(Expr source, std::vector<IterVar> axes, Expr init = Expr());
Expr min_reduce(Expr source, std::vector<IterVar> axes, Expr init = Expr());

}  // namespace ktune
