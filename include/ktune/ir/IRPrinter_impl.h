// The printer class behind IRPrinter.h, for code that needs other names (canonical text).
#pragma once

#include <ostream>

#include "ktune/ir/IRVisitor.h"
#include "ktune/ir/Tensor.h"

namespace ktune {

class IRPrinter : public IRVisitor {
 public:
  explicit IRPrinter(std::ostream &os, bool canonical = false) : os_(os), canonical_(canonical) {}
  void print(const Expr &e);
  void print(const Stmt &s);
  void print_operation(const OperationNode *op);

 protected:
  virtual std::string var_name(const Variable *v);
  virtual std::string op_name(const OperationNode *op);
  virtual std::string buffer_name(const BufferNode *b);
  std::string format_float(double v, DataType t) const;
  void indent();

#define KTUNE_EXPR_NODE(name) void visit_node(const name *op) override;
#define KTUNE_STMT_NODE(name) void visit_node(const name *op) override;
#include "ktune/ir/IRNodes.def"

  std::ostream &os_;
  bool canonical_;
  int indent_ = 0;
};

}  // namespace ktune
