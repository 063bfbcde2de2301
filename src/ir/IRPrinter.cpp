// Text form of the IR. One printer serves the readable output (names as given) and the
// canonical text of a workload (names replaced by positions).
#include "ktune/ir/IRPrinter.h"

#include <cmath>
#include <cstdio>
#include <sstream>

#include "ktune/ir/IRPrinter_impl.h"
#include "ktune/support/Error.h"

namespace ktune {

std::string IRPrinter::format_float(double v, DataType t) const {
  char buf[64];
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  if (std::isnan(v)) return "nan";
  std::snprintf(buf, sizeof(buf), canonical_ ? "%.17g" : "%.9g", v);
  std::string s = buf;
  if (s.find_first_of(".e") == std::string::npos) s += ".0";
  if (t.bits != 32)
    s += "_" + t.str();
  else
    s += "f";
  return s;
}

std::string IRPrinter::var_name(const Variable *v) { return v->name; }
std::string IRPrinter::op_name(const OperationNode *op) { return op->name; }
std::string IRPrinter::buffer_name(const BufferNode *b) { return b->name; }

void IRPrinter::print(const Expr &e) {
  if (!e.defined()) {
    os_ << "<undefined>";
    return;
  }
  visit(e);
}

void IRPrinter::print(const Stmt &s) {
  if (!s.defined()) return;
  visit(s);
}

void IRPrinter::indent() {
  for (int i = 0; i < indent_; ++i) os_ << "  ";
}

void IRPrinter::visit_node(const IntImm *op) {
  os_ << op->value;
  if (op->type != DataType::i64() && !op->type.is_bool()) os_ << "_" << op->type.str();
}
void IRPrinter::visit_node(const FloatImm *op) { os_ << format_float(op->value, op->type); }
void IRPrinter::visit_node(const Variable *op) { os_ << var_name(op); }

#define KTUNE_PRINT_INFIX(NAME, SYM)           \
  void IRPrinter::visit_node(const NAME *op) { \
    os_ << "(";                                \
    print(op->a);                              \
    os_ << " " SYM " ";                        \
    print(op->b);                              \
    os_ << ")";                                \
  }
KTUNE_PRINT_INFIX(Add, "+")
KTUNE_PRINT_INFIX(Sub, "-")
KTUNE_PRINT_INFIX(Mul, "*")
KTUNE_PRINT_INFIX(Div, "/")
KTUNE_PRINT_INFIX(EQ, "==")
KTUNE_PRINT_INFIX(NE, "!=")
KTUNE_PRINT_INFIX(LT, "<")
KTUNE_PRINT_INFIX(LE, "<=")
KTUNE_PRINT_INFIX(GT, ">")
KTUNE_PRINT_INFIX(GE, ">=")
KTUNE_PRINT_INFIX(And, "&&")
KTUNE_PRINT_INFIX(Or, "||")
#undef KTUNE_PRINT_INFIX
#define KTUNE_PRINT_CALL(NAME, FN)             \
  void IRPrinter::visit_node(const NAME *op) { \
    os_ << FN "(";                             \
    print(op->a);                              \
    os_ << ", ";                               \
    print(op->b);                              \
    os_ << ")";                                \
  }
KTUNE_PRINT_CALL(FloorDiv, "floordiv")
KTUNE_PRINT_CALL(FloorMod, "floormod")
KTUNE_PRINT_CALL(BitXor, "xor")
KTUNE_PRINT_CALL(Min, "min")
KTUNE_PRINT_CALL(Max, "max")
#undef KTUNE_PRINT_CALL

void IRPrinter::visit_node(const Not *op) {
  os_ << "!";
  print(op->a);
}
void IRPrinter::visit_node(const Select *op) {
  os_ << "select(";
  print(op->condition);
  os_ << ", ";
  print(op->true_value);
  os_ << ", ";
  print(op->false_value);
  os_ << ")";
}
void IRPrinter::visit_node(const Cast *op) {
  os_ << op->type.str() << "(";
  print(op->value);
  os_ << ")";
}
void IRPrinter::visit_node(const Call *op) {
  os_ << call_op_name(op->op) << "(";
  for (size_t i = 0; i < op->args.size(); ++i) {
    if (i) os_ << ", ";
    if (op->op == CallOp::Mma && i == 0)
      os_ << matrix_intrinsic_name(static_cast<MatrixIntrinsic>(*as_const_int(op->args[0])));
    else
      print(op->args[i]);
  }
  os_ << ")";
}
void IRPrinter::visit_node(const TensorRead *op) {
  os_ << op_name(op->op.get()) << "[";
  for (size_t i = 0; i < op->indices.size(); ++i) {
    if (i) os_ << ", ";
    print(op->indices[i]);
  }
  os_ << "]";
}
void IRPrinter::visit_node(const Reduce *op) {
  os_ << reduce_kind_name(op->kind) << "(";
  print(op->source);
  os_ << ", axis=[";
  for (size_t i = 0; i < op->axes.size(); ++i) {
    if (i) os_ << ", ";
    os_ << var_name(op->axes[i]->var.node()) << ":" << op->axes[i]->extent;
  }
  os_ << "]";
  if (op->init.defined()) {
    os_ << ", init=";
    print(op->init);
  }
  os_ << ")";
}
void IRPrinter::visit_node(const BufferLoad *op) {
  os_ << buffer_name(op->buffer.get()) << "[";
  for (size_t i = 0; i < op->indices.size(); ++i) {
    if (i) os_ << ", ";
    print(op->indices[i]);
  }
  os_ << "]";
  if (op->predicate.defined()) {
    os_ << " if ";
    print(op->predicate);
  }
}
void IRPrinter::visit_node(const Ramp *op) {
  os_ << "ramp(";
  print(op->base);
  os_ << ", ";
  print(op->stride);
  os_ << ", " << op->lanes << ")";
}
void IRPrinter::visit_node(const Broadcast *op) {
  os_ << "x" << op->lanes << "(";
  print(op->value);
  os_ << ")";
}

void IRPrinter::visit_node(const For *op) {
  indent();
  os_ << "for (" << var_name(op->var.node()) << ", ";
  print(op->min);
  os_ << ", ";
  print(op->extent);
  os_ << ")";
  if (op->kind != ForKind::Serial) os_ << " " << for_kind_name(op->kind);
  if (!op->thread_tag.empty()) os_ << " " << op->thread_tag;
  os_ << " {\n";
  ++indent_;
  print(op->body);
  --indent_;
  indent();
  os_ << "}\n";
}
void IRPrinter::visit_node(const BufferStore *op) {
  indent();
  os_ << buffer_name(op->buffer.get()) << "[";
  for (size_t i = 0; i < op->indices.size(); ++i) {
    if (i) os_ << ", ";
    print(op->indices[i]);
  }
  os_ << "] = ";
  print(op->value);
  if (op->predicate.defined()) {
    os_ << " if ";
    print(op->predicate);
  }
  // What code generation streams (where the address is aligned as it runs).
  if (op->is_streaming()) os_ << "  // streaming";
  os_ << "\n";
}
void IRPrinter::visit_node(const Allocate *op) {
  indent();
  const BufferNode *b = op->buffer.get();
  os_ << "allocate " << buffer_name(b) << "[" << b->dtype.str() << " * " << b->physical_size() << "] in "
      << scope_name(b->scope) << "\n";
  print(op->body);
}
void IRPrinter::visit_node(const Block *op) {
  for (auto &s : op->stmts) print(s);
}
void IRPrinter::visit_node(const IfThenElse *op) {
  indent();
  os_ << "if (";
  print(op->condition);
  os_ << ") {\n";
  ++indent_;
  print(op->then_case);
  --indent_;
  if (op->else_case.defined()) {
    indent();
    os_ << "} else {\n";
    ++indent_;
    print(op->else_case);
    --indent_;
  }
  indent();
  os_ << "}\n";
}
void IRPrinter::visit_node(const Evaluate *op) {
  indent();
  print(op->value);
  os_ << "\n";
}

std::string to_string(const Expr &e) {
  std::ostringstream os;
  IRPrinter p(os);
  p.print(e);
  return os.str();
}

std::string to_string(const Stmt &s) {
  std::ostringstream os;
  IRPrinter p(os);
  p.print(s);
  return os.str();
}

std::ostream &operator<<(std::ostream &os, const Expr &e) { return os << to_string(e); }
std::ostream &operator<<(std::ostream &os, const Stmt &s) { return os << to_string(s); }

void IRPrinter::print_operation(const OperationNode *op) {
  if (op->is_placeholder()) {
    os_ << op_name(op) << " = placeholder(" << op->dtype.str() << ", [";
    for (size_t d = 0; d < op->shape.size(); ++d) os_ << (d ? ", " : "") << op->shape[d];
    os_ << "])\n";
    return;
  }
  os_ << op_name(op) << "[";
  for (size_t d = 0; d < op->axes.size(); ++d) {
    os_ << (d ? ", " : "") << var_name(op->axes[d]->var.node()) << ":" << op->axes[d]->extent;
  }
  os_ << "] = ";
  print(op->body);
  // The canonical text (workload keys) records the dtype and leaves the tag out.
  if (canonical_)
    os_ << " : " << op->dtype.str() << "\n";
  else
    os_ << "   # " << op->dtype.str() << ", " << op->tag << "\n";
}

std::string print_tensor_ir(const Workload &w) {
  std::ostringstream os;
  IRPrinter p(os);
  for (auto &op : w.ops()) p.print_operation(op.get());
  return os.str();
}

}  // namespace ktune
