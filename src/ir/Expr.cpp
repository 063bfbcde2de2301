// Node constructors with their type rules.
#include "ktune/ir/Expr.h"

#include <atomic>
#include <cmath>

#include "ktune/ir/Tensor.h"
#include "ktune/support/Error.h"

namespace ktune {

const char *node_type_name(IRNodeType t) {
  switch (t) {
    // clang-format 14 breaks a macro defined inside a switch: left as written.
    // clang-format off
#define KTUNE_EXPR_NODE(name) \
  case IRNodeType::name: return #name;
#define KTUNE_STMT_NODE(name) \
  case IRNodeType::name: return #name;
#include "ktune/ir/IRNodes.def"
    // clang-format on
  }
  return "?";
}

const char *call_op_name(CallOp op) {
  switch (op) {
    case CallOp::Exp: return "exp";
    case CallOp::Log: return "log";
    case CallOp::Sqrt: return "sqrt";
    case CallOp::Rsqrt: return "rsqrt";
    case CallOp::Tanh: return "tanh";
    case CallOp::Erf: return "erf";
    case CallOp::Pow: return "pow";
    case CallOp::Abs: return "abs";
    case CallOp::Fma: return "fma";
    case CallOp::Floor: return "floor";
    case CallOp::Ceil: return "ceil";
    case CallOp::ThreadBarrier: return "thread_barrier";
    case CallOp::ShuffleXor: return "shuffle_xor";
    case CallOp::LoadMatrix: return "load_matrix";
    case CallOp::Mma: return "mma";
    case CallOp::CopyAsync: return "copy_async";
    case CallOp::AsyncCommit: return "async_commit";
    case CallOp::AsyncWait: return "async_wait";
    case CallOp::Prefetch: return "prefetch";
  }
  return "?";
}

bool call_takes_address(CallOp op, size_t i) {
  return (op == CallOp::LoadMatrix && i == 0) || (op == CallOp::CopyAsync && i <= 1) ||
         (op == CallOp::Prefetch && i == 0);
}

const char *reduce_kind_name(ReduceKind k) {
  switch (k) {
    case ReduceKind::Sum: return "sum";
    case ReduceKind::Max: return "max";
    case ReduceKind::Min: return "min";
  }
  return "?";
}

const char *for_kind_name(ForKind k) {
  switch (k) {
    case ForKind::Serial: return "serial";
    case ForKind::Parallel: return "parallel";
    case ForKind::Vectorized: return "vectorized";
    case ForKind::Unrolled: return "unrolled";
    case ForKind::ThreadBinding: return "thread_binding";
    case ForKind::Rolled: return "rolled";
  }
  return "?";
}

namespace {
template <typename T, typename... Args>
Expr make_expr(Args &&...args) {
  return Expr(std::make_shared<const T>(std::forward<Args>(args)...));
}
template <typename T, typename... Args>
Stmt make_stmt(Args &&...args) {
  return Stmt(std::make_shared<const T>(std::forward<Args>(args)...));
}
std::atomic<uint64_t> next_var_id{1};

void check_defined(const Expr &e, const char *what) { internal_check(e.defined(), "undefined operand of " << what); }

// Brings a and b to one type: a constant takes the other side's type; scalars broadcast to
// the other side's lanes; anything else must already agree.
void unify(Expr &a, Expr &b, const char *what) {
  check_defined(a, what);
  check_defined(b, what);
  if (a.type() == b.type()) return;
  bool a_const = a.as<IntImm>() || a.as<FloatImm>();
  bool b_const = b.as<IntImm>() || b.as<FloatImm>();
  if (a_const && !b_const) {
    a = match_type(a, b.type().element_of(), what);
  } else if (b_const && !a_const) {
    b = match_type(b, a.type().element_of(), what);
  } else if (a_const && b_const) {
    // Two literals: float wins, then the wider type.
    DataType t = a.type();
    if (b.type().is_float() && !a.type().is_float())
      t = b.type();
    else if (b.type().bits > a.type().bits && b.type().is_float() == a.type().is_float())
      t = b.type();
    a = match_type(a, t, what);
    b = match_type(b, t, what);
  }
  if (a.type().lanes != b.type().lanes) {
    if (a.type().lanes == 1)
      a = Broadcast::make(a, b.type().lanes);
    else if (b.type().lanes == 1)
      b = Broadcast::make(b, a.type().lanes);
  }
  user_check(a.type() == b.type(),
             "type mismatch in " << what << ": " << a.type().str() << " vs " << b.type().str() << " (insert a cast)");
}
}  // namespace

Expr::Expr(int value) : Expr(IntImm::make(DataType::i64(), value)) {}
Expr::Expr(int64_t value) : Expr(IntImm::make(DataType::i64(), value)) {}
Expr::Expr(double value) : Expr(FloatImm::make(DataType::f32(), value)) {}
Expr::Expr(float value) : Expr(FloatImm::make(DataType::f32(), value)) {}

Expr IntImm::make(DataType t, int64_t value) {
  internal_check(t.is_integer() || t.is_bool(), "IntImm of type " << t.str());
  internal_check(t.is_scalar(), "vector IntImm");
  if (t.is_bool())
    value = value != 0;
  else if (t.bits < 64) {
    // Wrap to the type's width so that a constant always holds a value of its type.
    int64_t mask = (int64_t{1} << t.bits) - 1;
    value &= mask;
    if (t.is_int() && (value >> (t.bits - 1)) & 1) value -= (int64_t{1} << t.bits);
  }
  return make_expr<IntImm>(t, value);
}

Expr FloatImm::make(DataType t, double value) {
  internal_check(t.is_float() && t.is_scalar(), "FloatImm of type " << t.str());
  if (t.bits == 32) value = static_cast<float>(value);
  return make_expr<FloatImm>(t, value);
}

Var::Var(const std::string &name, DataType t) : Expr(std::make_shared<const Variable>(t, name, next_var_id++)) {}

Var::Var(const Expr &e) : Expr(e) { internal_check(e.as<Variable>() != nullptr, "Var from a non-variable expression"); }

#define KTUNE_ARITH_MAKE(NAME, WHAT)                       \
  Expr NAME::make(Expr a, Expr b) {                        \
    unify(a, b, WHAT);                                     \
    DataType t = a.type();                                 \
    return make_expr<NAME>(t, std::move(a), std::move(b)); \
  }
KTUNE_ARITH_MAKE(Add, "+")
KTUNE_ARITH_MAKE(Sub, "-")
KTUNE_ARITH_MAKE(Mul, "*")
KTUNE_ARITH_MAKE(Div, "/")
KTUNE_ARITH_MAKE(Min, "min")
KTUNE_ARITH_MAKE(Max, "max")
#undef KTUNE_ARITH_MAKE

#define KTUNE_INT_MAKE(NAME, WHAT)                                                                \
  Expr NAME::make(Expr a, Expr b) {                                                               \
    unify(a, b, WHAT);                                                                            \
    user_check(a.type().is_integer(), WHAT << " needs integer operands, got " << a.type().str()); \
    DataType t = a.type();                                                                        \
    return make_expr<NAME>(t, std::move(a), std::move(b));                                        \
  }
KTUNE_INT_MAKE(FloorDiv, "floordiv")
KTUNE_INT_MAKE(FloorMod, "floormod")
KTUNE_INT_MAKE(BitXor, "bitwise_xor")
#undef KTUNE_INT_MAKE

#define KTUNE_CMP_MAKE(NAME, WHAT)                         \
  Expr NAME::make(Expr a, Expr b) {                        \
    unify(a, b, WHAT);                                     \
    DataType t = DataType::boolean(a.type().lanes);        \
    return make_expr<NAME>(t, std::move(a), std::move(b)); \
  }
KTUNE_CMP_MAKE(EQ, "==")
KTUNE_CMP_MAKE(NE, "!=")
KTUNE_CMP_MAKE(LT, "<")
KTUNE_CMP_MAKE(LE, "<=")
KTUNE_CMP_MAKE(GT, ">")
KTUNE_CMP_MAKE(GE, ">=")
#undef KTUNE_CMP_MAKE

#define KTUNE_LOGIC_MAKE(NAME, WHAT)                                                           \
  Expr NAME::make(Expr a, Expr b) {                                                            \
    unify(a, b, WHAT);                                                                         \
    user_check(a.type().is_bool(), WHAT << " needs boolean operands, got " << a.type().str()); \
    DataType t = a.type();                                                                     \
    return make_expr<NAME>(t, std::move(a), std::move(b));                                     \
  }
KTUNE_LOGIC_MAKE(And, "&&")
KTUNE_LOGIC_MAKE(Or, "||")
#undef KTUNE_LOGIC_MAKE

Expr Not::make(Expr a) {
  check_defined(a, "!");
  user_check(a.type().is_bool(), "! needs a boolean operand, got " << a.type().str());
  DataType t = a.type();
  return make_expr<Not>(t, std::move(a));
}

Expr Select::make(Expr c, Expr t, Expr f) {
  check_defined(c, "select");
  unify(t, f, "select");
  user_check(c.type().is_bool(), "select condition must be boolean, got " << c.type().str());
  if (c.type().lanes == 1 && t.type().lanes > 1) c = Broadcast::make(c, t.type().lanes);
  DataType ty = t.type();
  return make_expr<Select>(ty, std::move(c), std::move(t), std::move(f));
}

Expr Cast::make(DataType t, Expr v) {
  check_defined(v, "cast");
  if (v.type() == t) return v;
  if (v.type().lanes > 1 && t.lanes == 1) t = t.with_lanes(v.type().lanes);
  return make_expr<Cast>(t, std::move(v));
}

Expr Call::make(CallOp op, std::vector<Expr> args) {
  user_check(op < CallOp::ThreadBarrier, call_op_name(op) << " is made by GPU lowering, not by computations");
  size_t arity = op == CallOp::Pow ? 2 : op == CallOp::Fma ? 3 : 1;
  user_check(args.size() == arity, call_op_name(op) << " takes " << arity << " arguments, got " << args.size());
  for (auto &a : args) check_defined(a, call_op_name(op));
  for (size_t i = 1; i < args.size(); ++i) unify(args[0], args[i], call_op_name(op));
  DataType t = args[0].type();
  user_check(t.is_float() || op == CallOp::Abs, call_op_name(op) << " needs a float argument, got " << t.str());
  return make_expr<Call>(t, op, std::move(args));
}

Expr Call::make_thread_barrier() {
  return make_expr<Call>(DataType::i32(), CallOp::ThreadBarrier, std::vector<Expr>{});
}

Expr Call::make_shuffle_xor(Expr value, int64_t offset) {
  check_defined(value, "shuffle_xor");
  DataType t = value.type();
  internal_check(t.is_scalar() && !t.is_bool() && !t.is_handle() && (t.bits == 32 || t.bits == 64),
                 "shuffle_xor of " << t.str());
  internal_check(offset >= 1 && offset < 32, "shuffle_xor offset " << offset);
  return make_expr<Call>(t, CallOp::ShuffleXor, std::vector<Expr>{std::move(value), Expr(offset)});
}

Expr Call::make_load_matrix(Expr row, int count, bool trans) {
  check_defined(row, "load_matrix");
  auto *load = row.as<BufferLoad>();
  internal_check(load && load->type.is_scalar() && load->type.bits == 16 && load->type.is_float() &&
                     load->buffer->scope == MemoryScope::Shared,
                 "load_matrix of " << row.type().str() << ": needs one 16-bit float of a shared buffer");
  internal_check(count == 1 || count == 2 || count == 4, "load_matrix of " << count << " matrices");
  DataType t = row.type().with_lanes(2 * count);
  return make_expr<Call>(t, CallOp::LoadMatrix,
                         std::vector<Expr>{std::move(row), Expr(int64_t{count}), Expr(int64_t{trans ? 1 : 0})});
}

Expr Call::make_mma(MatrixIntrinsic kind, Expr a, Expr b, Expr c) {
  check_defined(a, "mma");
  check_defined(b, "mma");
  check_defined(c, "mma");
  MatrixShape shape = matrix_shape(kind);
  DataType in = matrix_input_type(kind);
  internal_check(a.type() == in.with_lanes(shape.a_elements) && b.type() == in.with_lanes(shape.b_elements) &&
                     c.type() == DataType::f32(shape.c_elements),
                 matrix_intrinsic_name(kind)
                     << " of " << a.type().str() << ", " << b.type().str() << ", " << c.type().str());
  DataType t = c.type();
  return make_expr<Call>(
      t, CallOp::Mma,
      std::vector<Expr>{Expr(int64_t{static_cast<int>(kind)}), std::move(a), std::move(b), std::move(c)});
}

Expr Call::make_copy_async(Expr dst, Expr src, int64_t bytes, Expr src_bytes) {
  check_defined(dst, "copy_async");
  check_defined(src, "copy_async");
  check_defined(src_bytes, "copy_async");
  auto *to = dst.as<BufferLoad>();
  auto *from = src.as<BufferLoad>();
  internal_check(to && from && to->type.is_scalar() && from->type.is_scalar() &&
                     to->buffer->scope == MemoryScope::Shared && from->buffer->scope == MemoryScope::Global,
                 "copy_async: needs an element of a shared buffer and one of a global buffer");
  internal_check(bytes == 4 || bytes == 8 || bytes == 16, "copy_async of " << bytes << " bytes");
  internal_check(src_bytes.type().is_integer() && src_bytes.type().is_scalar(), "copy_async's source size");
  return make_expr<Call>(DataType::i32(), CallOp::CopyAsync,
                         std::vector<Expr>{std::move(dst), std::move(src), Expr(bytes), std::move(src_bytes)});
}

Expr Call::make_async_commit() { return make_expr<Call>(DataType::i32(), CallOp::AsyncCommit, std::vector<Expr>{}); }

Expr Call::make_async_wait(int64_t groups) {
  internal_check(groups >= 0 && groups <= 8, "async_wait of " << groups << " groups");
  return make_expr<Call>(DataType::i32(), CallOp::AsyncWait, std::vector<Expr>{Expr(groups)});
}

Expr Call::make_prefetch(Expr element) {
  check_defined(element, "prefetch");
  auto *at = element.as<BufferLoad>();
  internal_check(at && at->type.is_scalar() && at->buffer->scope == MemoryScope::Global,
                 "prefetch: needs an element of a global buffer");
  return make_expr<Call>(DataType::i32(), CallOp::Prefetch, std::vector<Expr>{std::move(element)});
}

Expr Call::remake(const Call *op, std::vector<Expr> args) {
  switch (op->op) {
    case CallOp::ThreadBarrier: return make_thread_barrier();
    case CallOp::ShuffleXor: return make_shuffle_xor(std::move(args[0]), *as_const_int(args[1]));
    case CallOp::LoadMatrix:
      return make_load_matrix(std::move(args[0]), static_cast<int>(*as_const_int(args[1])),
                              *as_const_int(args[2]) != 0);
    case CallOp::Mma:
      return make_mma(static_cast<MatrixIntrinsic>(*as_const_int(args[0])), std::move(args[1]), std::move(args[2]),
                      std::move(args[3]));
    case CallOp::CopyAsync:
      return make_copy_async(std::move(args[0]), std::move(args[1]), *as_const_int(args[2]), std::move(args[3]));
    case CallOp::AsyncCommit: return make_async_commit();
    case CallOp::AsyncWait: return make_async_wait(*as_const_int(args[0]));
    case CallOp::Prefetch: return make_prefetch(std::move(args[0]));
    default: return make(op->op, std::move(args));
  }
}

IterVar make_iter_var(const std::string &name, int64_t extent, IterVarNode::Kind kind) {
  user_check(extent > 0, "axis '" << name << "' must have a positive extent, got " << extent);
  return std::make_shared<const IterVarNode>(Var(name), extent, kind);
}

Expr Reduce::make(ReduceKind kind, Expr source, std::vector<IterVar> axes, Expr init) {
  check_defined(source, "reduction");
  user_check(!axes.empty(), reduce_kind_name(kind) << " needs at least one reduction axis");
  for (auto &a : axes) {
    user_check(a->kind == IterVarNode::Kind::Reduce, reduce_kind_name(kind)
                                                         << " over '" << a->var.name()
                                                         << "', which is not a reduction axis (use reduce_axis)");
  }
  DataType t = source.type();
  if (init.defined()) init = match_type(init, t, "reduction init");
  return make_expr<Reduce>(t, kind, std::move(source), std::move(axes), std::move(init));
}

Expr Reduce::initial_value() const { return init.defined() ? init : identity(); }

Expr Reduce::identity() const {
  switch (kind) {
    case ReduceKind::Sum: return make_zero(type);
    case ReduceKind::Max:
      if (type.is_float()) return make_const(type, -INFINITY);
      if (type.is_uint()) return IntImm::make(type, 0);
      return IntImm::make(type, type.bits >= 64 ? INT64_MIN : -(int64_t{1} << (type.bits - 1)));
    case ReduceKind::Min:
      if (type.is_float()) return make_const(type, INFINITY);
      // The all-ones pattern: the largest unsigned value of any width (-1 wraps to it).
      if (type.is_uint()) return IntImm::make(type, type.bits >= 64 ? -1 : (int64_t{1} << type.bits) - 1);
      return IntImm::make(type, type.bits >= 64 ? INT64_MAX : (int64_t{1} << (type.bits - 1)) - 1);
  }
  return Expr();
}

Expr Reduce::combine(const Expr &acc, const Expr &value) const {
  switch (kind) {
    case ReduceKind::Sum: return Add::make(acc, value);
    case ReduceKind::Max: return Max::make(acc, value);
    case ReduceKind::Min: return Min::make(acc, value);
  }
  return Expr();
}

Expr TensorRead::make(Operation op, std::vector<Expr> indices) {
  internal_check(op != nullptr, "read of an undefined tensor");
  return make_expr<TensorRead>(op->dtype, std::move(op), std::move(indices));
}

int64_t BufferNode::physical_size() const {
  int64_t n = 1;
  for (size_t d = 0; d < shape.size(); ++d) {
    int64_t extent = shape[d];
    for (auto &[dim, factor] : layout.splits) {
      if (static_cast<size_t>(dim) == d) extent = (extent + factor - 1) / factor * factor;
    }
    n *= extent;
  }
  return n;
}

LayoutTransform ldmatrix_swizzle(int64_t row_elements, int64_t element_bytes, int64_t total_elements) {
  auto log2_exact = [](int64_t v) {
    int p = 0;
    while ((int64_t{1} << p) < v) ++p;
    return (int64_t{1} << p) == v ? p : -1;
  };
  LayoutTransform l;
  int unit = log2_exact(16 / std::max<int64_t>(1, element_bytes));  // elements per 16-byte unit
  if (element_bytes > 16 || unit < 0 || row_elements % (int64_t{1} << unit) != 0) return l;
  int units = log2_exact(row_elements >> unit);  // units per row
  int row = log2_exact(row_elements);
  if (units <= 0) return l;
  // Eight units make a 128-byte line: xor the unit with the row's index among the (up to
  // eight) rows whose units would otherwise share a bank group.
  int bits = std::min(3, units), source = std::max(unit + 3, row);
  if (total_elements % (int64_t{1} << (source + bits)) != 0) return l;
  l.swizzle_bits = bits;
  l.swizzle_base = unit;
  l.swizzle_shift = source - unit;
  return l;
}

Buffer make_buffer(const std::string &name, DataType t, std::vector<int64_t> shape, MemoryScope scope,
                   LayoutTransform layout, bool streaming_stores) {
  return std::make_shared<const BufferNode>(name, t, std::move(shape), scope, std::move(layout), streaming_stores);
}

Expr BufferLoad::make(Buffer buffer, std::vector<Expr> indices, Expr predicate) {
  internal_check(buffer != nullptr, "load from an undefined buffer");
  int lanes = 1;
  for (auto &i : indices) lanes = std::max<int>(lanes, i.type().lanes);
  DataType t = buffer->dtype.with_lanes(lanes);
  return make_expr<BufferLoad>(t, std::move(buffer), std::move(indices), std::move(predicate));
}

Expr Ramp::make(Expr base, Expr stride, int lanes) {
  internal_check(base.type().is_scalar() && stride.type().is_scalar(), "Ramp of vectors");
  unify(base, stride, "ramp");
  internal_check(lanes > 1, "Ramp needs at least two lanes");
  DataType t = base.type().with_lanes(lanes);
  return make_expr<Ramp>(t, std::move(base), std::move(stride), lanes);
}

Expr Broadcast::make(Expr value, int lanes) {
  internal_check(value.type().is_scalar(), "Broadcast of a vector");
  DataType t = value.type().with_lanes(lanes);
  return make_expr<Broadcast>(t, std::move(value), lanes);
}

Stmt For::make(Var var, Expr min, Expr extent, ForKind kind, Stmt body, std::string thread_tag) {
  internal_check(body.defined(), "For without a body");
  return make_stmt<For>(std::move(var), std::move(min), std::move(extent), kind, std::move(thread_tag),
                        std::move(body));
}

Stmt BufferStore::make(Buffer buffer, std::vector<Expr> indices, Expr value, Expr predicate) {
  internal_check(buffer != nullptr && value.defined(), "incomplete store");
  return make_stmt<BufferStore>(std::move(buffer), std::move(indices), std::move(value), std::move(predicate));
}

bool BufferStore::is_streaming() const {
  if (!buffer->streaming_stores || predicate.defined() || indices.size() != 1) return false;
  auto *r = indices[0].as<Ramp>();
  if (!r || !is_const_int(r->stride, 1)) return false;
  int64_t bytes = static_cast<int64_t>(buffer->dtype.bytes()) * indices[0].type().lanes;
  return bytes >= 16 && (bytes & (bytes - 1)) == 0;
}

Stmt Allocate::make(Buffer buffer, Stmt body) { return make_stmt<Allocate>(std::move(buffer), std::move(body)); }

Stmt Block::make(std::vector<Stmt> stmts) {
  std::vector<Stmt> flat;
  for (auto &s : stmts) {
    if (!s.defined()) continue;
    if (auto *b = s.as<Block>()) {
      flat.insert(flat.end(), b->stmts.begin(), b->stmts.end());
    } else {
      flat.push_back(s);
    }
  }
  if (flat.empty()) return Stmt();
  if (flat.size() == 1) return flat[0];
  return make_stmt<Block>(std::move(flat));
}

Stmt IfThenElse::make(Expr condition, Stmt then_case, Stmt else_case) {
  return make_stmt<IfThenElse>(std::move(condition), std::move(then_case), std::move(else_case));
}

Stmt Evaluate::make(Expr value) { return make_stmt<Evaluate>(std::move(value)); }

// ---------------------------------------------------------------------------------------------

Expr make_const(DataType t, double value) {
  Expr scalar =
      t.is_float() ? FloatImm::make(t.element_of(), value) : IntImm::make(t.element_of(), static_cast<int64_t>(value));
  if (t.lanes > 1) return Broadcast::make(scalar, t.lanes);
  return scalar;
}

Expr make_zero(DataType t) { return make_const(t, 0); }

const int64_t *as_const_int(const Expr &e) {
  if (!e.defined()) return nullptr;
  if (auto *i = e.as<IntImm>()) return &i->value;
  if (auto *b = e.as<Broadcast>()) return as_const_int(b->value);
  return nullptr;
}

bool is_const_int(const Expr &e, int64_t value) {
  const int64_t *v = as_const_int(e);
  return v && *v == value;
}

Expr match_type(const Expr &e, DataType t, const char *context) {
  if (e.type() == t) return e;
  if (auto *i = e.as<IntImm>()) {
    if (t.is_float()) return FloatImm::make(t, static_cast<double>(i->value));
    if (t.is_integer() || t.is_bool()) return IntImm::make(t, i->value);
  }
  if (auto *f = e.as<FloatImm>()) {
    if (t.is_float()) return FloatImm::make(t, f->value);
    user_check(f->value == std::floor(f->value),
               "float constant " << f->value << " used where " << t.str() << " is needed in " << context);
    return IntImm::make(t, static_cast<int64_t>(f->value));
  }
  user_check(false,
             "type mismatch in " << context << ": " << e.type().str() << " vs " << t.str() << " (insert a cast)");
  return e;
}

Expr operator+(Expr a, Expr b) { return Add::make(std::move(a), std::move(b)); }
Expr operator-(Expr a, Expr b) { return Sub::make(std::move(a), std::move(b)); }
Expr operator*(Expr a, Expr b) { return Mul::make(std::move(a), std::move(b)); }
Expr operator/(Expr a, Expr b) { return Div::make(std::move(a), std::move(b)); }
Expr operator-(Expr a) {
  // The zero first: Sub::make's by-value parameters may be built in any order, and one of them
  // moves a out.
  Expr zero = make_zero(a.type().element_of());
  return Sub::make(std::move(zero), std::move(a));
}
Expr operator<(Expr a, Expr b) { return LT::make(std::move(a), std::move(b)); }
Expr operator<=(Expr a, Expr b) { return LE::make(std::move(a), std::move(b)); }
Expr operator>(Expr a, Expr b) { return GT::make(std::move(a), std::move(b)); }
Expr operator>=(Expr a, Expr b) { return GE::make(std::move(a), std::move(b)); }
Expr operator==(Expr a, Expr b) { return EQ::make(std::move(a), std::move(b)); }
Expr operator!=(Expr a, Expr b) { return NE::make(std::move(a), std::move(b)); }
Expr operator&&(Expr a, Expr b) { return And::make(std::move(a), std::move(b)); }
Expr operator||(Expr a, Expr b) { return Or::make(std::move(a), std::move(b)); }
Expr operator!(Expr a) { return Not::make(std::move(a)); }
Expr floordiv(Expr a, Expr b) { return FloorDiv::make(std::move(a), std::move(b)); }
Expr floormod(Expr a, Expr b) { return FloorMod::make(std::move(a), std::move(b)); }
Expr bitwise_xor(Expr a, Expr b) { return BitXor::make(std::move(a), std::move(b)); }
Expr min(Expr a, Expr b) { return Min::make(std::move(a), std::move(b)); }
Expr max(Expr a, Expr b) { return Max::make(std::move(a), std::move(b)); }
Expr select(Expr c, Expr t, Expr f) { return Select::make(std::move(c), std::move(t), std::move(f)); }
Expr cast(DataType t, Expr v) { return Cast::make(t, std::move(v)); }
Expr exp(Expr x) { return Call::make(CallOp::Exp, {std::move(x)}); }
Expr log(Expr x) { return Call::make(CallOp::Log, {std::move(x)}); }
Expr sqrt(Expr x) { return Call::make(CallOp::Sqrt, {std::move(x)}); }
Expr rsqrt(Expr x) { return Call::make(CallOp::Rsqrt, {std::move(x)}); }
Expr tanh(Expr x) { return Call::make(CallOp::Tanh, {std::move(x)}); }
Expr erf(Expr x) { return Call::make(CallOp::Erf, {std::move(x)}); }
Expr pow(Expr x, Expr y) { return Call::make(CallOp::Pow, {std::move(x), std::move(y)}); }
Expr abs(Expr x) { return Call::make(CallOp::Abs, {std::move(x)}); }
Expr fma(Expr a, Expr b, Expr c) { return Call::make(CallOp::Fma, {std::move(a), std::move(b), std::move(c)}); }
Expr floor(Expr x) { return Call::make(CallOp::Floor, {std::move(x)}); }
Expr ceil(Expr x) { return Call::make(CallOp::Ceil, {std::move(x)}); }

const char *scope_name(MemoryScope scope) {
  switch (scope) {
    case MemoryScope::Global: return "global";
    case MemoryScope::Local: return "local";
    case MemoryScope::Shared: return "shared";
    case MemoryScope::Fragment: return "fragment";
  }
  return "global";
}

std::optional<MemoryScope> parse_memory_scope(const std::string &name) {
  for (MemoryScope s : {MemoryScope::Global, MemoryScope::Local, MemoryScope::Shared, MemoryScope::Fragment}) {
    if (name == scope_name(s)) return s;
  }
  return std::nullopt;
}

}  // namespace ktune
