// Visitor and mutator over IR nodes, generated from IRNodes.def.
#pragma once

#include <functional>
#include <unordered_map>

#include "ktune/ir/Expr.h"

namespace ktune {

/** Walks an IR tree; the default for each node visits its children. */
class IRVisitor {
 public:
  virtual ~IRVisitor() = default;
  virtual void visit(const Expr &e);
  virtual void visit(const Stmt &s);

 protected:
#define KTUNE_EXPR_NODE(name) virtual void visit_node(const name *op);
#define KTUNE_STMT_NODE(name) virtual void visit_node(const name *op);
#include "ktune/ir/IRNodes.def"
};

/** Rebuilds an IR tree; the default for each node mutates its children and returns the node
 * itself when none changed, so unchanged subtrees stay shared. */
class IRMutator {
 public:
  virtual ~IRMutator() = default;
  virtual Expr mutate(const Expr &e);
  virtual Stmt mutate(const Stmt &s);

 protected:
#define KTUNE_EXPR_NODE(name) virtual Expr mutate_node(const name *op, const Expr &self);
#define KTUNE_STMT_NODE(name) virtual Stmt mutate_node(const name *op, const Stmt &self);
#include "ktune/ir/IRNodes.def"
  std::vector<Expr> mutate_all(const std::vector<Expr> &v, bool *changed);
};

/** Calls f on every expression node, parents before children. */
void post_order_visit(const Expr &e, const std::function<void(const Expr &)> &f);

/** Replaces variables (by identity) with expressions. Also renames Reduce axes and For vars
 * when the map sends them to other variables. */
Expr substitute(const Expr &e, const std::unordered_map<const Variable *, Expr> &map);
Stmt substitute(const Stmt &s, const std::unordered_map<const Variable *, Expr> &map);

/** True if e uses any variable for which pred holds. */
bool uses_var(const Expr &e, const std::function<bool(const Variable *)> &pred);
bool uses_var(const Stmt &s, const std::function<bool(const Variable *)> &pred);

/** Deep structural equality; variables compare by identity. */
bool structural_equal(const Expr &a, const Expr &b);
/** A total order consistent with structural_equal (used for canonical term order). */
int structural_compare(const Expr &a, const Expr &b);

}  // namespace ktune
