// Immutable, reference-counted IR nodes: expressions and statements.
//
// Every node is a plain struct with a static make(); handles (Expr, Stmt) share ownership.
// A variable is identified by its object, never by its name, so passes need no renaming.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ktune/ir/MatrixIntrinsic.h"
#include "ktune/ir/MemoryScope.h"
#include "ktune/ir/Type.h"

namespace ktune {

enum class IRNodeType : uint8_t {
#define KTUNE_EXPR_NODE(name) name,
#define KTUNE_STMT_NODE(name) name,
#include "ktune/ir/IRNodes.def"
};

const char *node_type_name(IRNodeType t);

struct IRNode {
  explicit IRNode(IRNodeType t) : node_type(t) {}
  virtual ~IRNode() = default;
  const IRNodeType node_type;
};

struct ExprNode : IRNode {
  ExprNode(IRNodeType t, DataType ty) : IRNode(t), type(ty) {}
  const DataType type;
};

struct StmtNode : IRNode {
  using IRNode::IRNode;
};

/** A handle to an immutable expression node. */
class Expr {
 public:
  Expr() = default;
  explicit Expr(std::shared_ptr<const ExprNode> node) : node_(std::move(node)) {}
  /** Integer and float literals become i64 and f32 constants. */
  Expr(int value);      // NOLINT(google-explicit-constructor)
  Expr(int64_t value);  // NOLINT(google-explicit-constructor)
  Expr(double value);   // NOLINT(google-explicit-constructor)
  Expr(float value);    // NOLINT(google-explicit-constructor)

  bool defined() const { return node_ != nullptr; }
  explicit operator bool() const { return defined(); }
  const ExprNode *get() const { return node_.get(); }
  const ExprNode *operator->() const { return node_.get(); }
  DataType type() const { return node_->type; }
  IRNodeType node_type() const { return node_->node_type; }
  bool same_as(const Expr &o) const { return node_ == o.node_; }

  template <typename T>
  const T *as() const {
    if (node_ && node_->node_type == T::kNodeType) return static_cast<const T *>(node_.get());
    return nullptr;
  }

 private:
  std::shared_ptr<const ExprNode> node_;
};

/** A handle to an immutable statement node. */
class Stmt {
 public:
  Stmt() = default;
  explicit Stmt(std::shared_ptr<const StmtNode> node) : node_(std::move(node)) {}
  bool defined() const { return node_ != nullptr; }
  const StmtNode *get() const { return node_.get(); }
  const StmtNode *operator->() const { return node_.get(); }
  IRNodeType node_type() const { return node_->node_type; }
  bool same_as(const Stmt &o) const { return node_ == o.node_; }

  template <typename T>
  const T *as() const {
    if (node_ && node_->node_type == T::kNodeType) return static_cast<const T *>(node_.get());
    return nullptr;
  }

 private:
  std::shared_ptr<const StmtNode> node_;
};

// ---------------------------------------------------------------------------------------------
// Leaves

struct IntImm : ExprNode {
  static constexpr IRNodeType kNodeType = IRNodeType::IntImm;
  IntImm(DataType t, int64_t v) : ExprNode(kNodeType, t), value(v) {}
  const int64_t value;
  static Expr make(DataType t, int64_t value);
};

struct FloatImm : ExprNode {
  static constexpr IRNodeType kNodeType = IRNodeType::FloatImm;
  FloatImm(DataType t, double v) : ExprNode(kNodeType, t), value(v) {}
  const double value;
  static Expr make(DataType t, double value);
};

struct Variable : ExprNode {
  static constexpr IRNodeType kNodeType = IRNodeType::Variable;
  Variable(DataType t, std::string n, uint64_t i) : ExprNode(kNodeType, t), name(std::move(n)), id(i) {}
  const std::string name;
  /** Creation order; gives passes a deterministic order over variables. */
  const uint64_t id;
};

/** A variable handle: an Expr that is known to be a Variable. */
class Var : public Expr {
 public:
  Var() = default;
  explicit Var(const std::string &name, DataType t = DataType::i64());
  explicit Var(const Expr &e);  // the Expr must be a Variable
  const Variable *node() const { return as<Variable>(); }
  const std::string &name() const { return node()->name; }
};

// ---------------------------------------------------------------------------------------------
// Arithmetic, comparison and logic

#define KTUNE_DECLARE_BINARY(NAME)                                                                 \
  struct NAME : ExprNode {                                                                         \
    static constexpr IRNodeType kNodeType = IRNodeType::NAME;                                      \
    NAME(DataType t, Expr x, Expr y) : ExprNode(kNodeType, t), a(std::move(x)), b(std::move(y)) {} \
    const Expr a, b;                                                                               \
    static Expr make(Expr a, Expr b);                                                              \
  };
KTUNE_DECLARE_BINARY(Add)
KTUNE_DECLARE_BINARY(Sub)
KTUNE_DECLARE_BINARY(Mul)
/** Division: IEEE for floats, truncating for integers (index arithmetic uses FloorDiv). */
KTUNE_DECLARE_BINARY(Div)
/** Integer division rounding towards negative infinity. */
KTUNE_DECLARE_BINARY(FloorDiv)
/** The remainder matching FloorDiv: the result has the sign of the divisor. */
KTUNE_DECLARE_BINARY(FloorMod)
/** Bitwise exclusive or of two non-negative integers: only lowering makes it (the XOR swizzle of
 * a shared buffer's offsets, LayoutTransform). */
KTUNE_DECLARE_BINARY(BitXor)
KTUNE_DECLARE_BINARY(Min)
KTUNE_DECLARE_BINARY(Max)
KTUNE_DECLARE_BINARY(EQ)
KTUNE_DECLARE_BINARY(NE)
KTUNE_DECLARE_BINARY(LT)
KTUNE_DECLARE_BINARY(LE)
KTUNE_DECLARE_BINARY(GT)
KTUNE_DECLARE_BINARY(GE)
KTUNE_DECLARE_BINARY(And)
KTUNE_DECLARE_BINARY(Or)
#undef KTUNE_DECLARE_BINARY

struct Not : ExprNode {
  static constexpr IRNodeType kNodeType = IRNodeType::Not;
  Not(DataType t, Expr x) : ExprNode(kNodeType, t), a(std::move(x)) {}
  const Expr a;
  static Expr make(Expr a);
};

/** cond ? true_value : false_value; both sides may be evaluated. */
struct Select : ExprNode {
  static constexpr IRNodeType kNodeType = IRNodeType::Select;
  Select(DataType t, Expr c, Expr tv, Expr fv)
      : ExprNode(kNodeType, t), condition(std::move(c)), true_value(std::move(tv)), false_value(std::move(fv)) {}
  const Expr condition, true_value, false_value;
  static Expr make(Expr condition, Expr true_value, Expr false_value);
};

struct Cast : ExprNode {
  static constexpr IRNodeType kNodeType = IRNodeType::Cast;
  Cast(DataType t, Expr v) : ExprNode(kNodeType, t), value(std::move(v)) {}
  const Expr value;
  static Expr make(DataType t, Expr value);
};

/** Math functions, then what only lowering makes: ThreadBarrier (every thread of a GPU block
 * waits until all reach it and their shared-memory writes are visible), the value of an
 * Evaluate statement; ShuffleXor(value, offset) (the value held by the thread of the same warp
 * whose threadIdx.x is this thread's xor offset, a constant below the warp size);
 * LoadMatrix(address, count, trans) (ldmatrix: the warp loads count 8x8 matrices of 16-bit
 * values from shared memory, each lane giving the address of one row, and each lane gets its
 * fragment: 2*count values); Mma(intrinsic, a, b, c) (the warp's matrix multiply-accumulate
 * D = A*B + C on fragments, MatrixIntrinsic.h). The warp-level calls are collectives: every
 * lane of the warp executes them. CopyAsync(&dst, &src, bytes, src_bytes) (cp.async: this
 * thread starts copying bytes from global memory to shared memory, the first src_bytes read
 * and the rest zero; the copy lands by an AsyncWait that covers it), AsyncCommit() (closes the
 * thread's group of copies started since the last commit), AsyncWait(n) (waits until at most
 * the n newest committed groups are still in flight); all three are Evaluate values, and the
 * shared memory they fill is visible to the block's other threads after a barrier.
 * Prefetch(&element) (an Evaluate value: asks the CPU to bring the cache line holding the
 * element into its L2, ahead of the loads that will read it; no effect on results, and nothing
 * on a GPU). New operations go at the end (WorkloadJson numbers them). */
enum class CallOp : uint8_t {
  Exp,
  Log,
  Sqrt,
  Rsqrt,
  Tanh,
  Erf,
  Pow,
  Abs,
  Fma,
  Floor,
  Ceil,
  ThreadBarrier,
  ShuffleXor,
  LoadMatrix,
  Mma,
  CopyAsync,
  AsyncCommit,
  AsyncWait,
  Prefetch
};
const char *call_op_name(CallOp op);
/** Whether argument i of op is an address: a BufferLoad that names the element whose address
 * is passed (the code generators do not load it). */
bool call_takes_address(CallOp op, size_t i);

struct Call : ExprNode {
  static constexpr IRNodeType kNodeType = IRNodeType::Call;
  Call(DataType t, CallOp o, std::vector<Expr> as) : ExprNode(kNodeType, t), op(o), args(std::move(as)) {}
  const CallOp op;
  const std::vector<Expr> args;
  static Expr make(CallOp op, std::vector<Expr> args);
  /** thread_barrier(): an i32 call with no arguments, for Evaluate. */
  static Expr make_thread_barrier();
  /** shuffle_xor(value, offset): made by GPU lowering for cross-thread reductions. */
  static Expr make_shuffle_xor(Expr value, int64_t offset);
  /** load_matrix(&row, count, trans): row is a scalar BufferLoad of a 16-bit float shared
   * buffer; the result has 2*count lanes of its type. */
  static Expr make_load_matrix(Expr row, int count, bool trans);
  /** mma(intrinsic, a, b, c): fragments of the intrinsic's A, B (16-bit floats) and C (f32);
   * the result is D's fragment, of C's type. */
  static Expr make_mma(MatrixIntrinsic kind, Expr a, Expr b, Expr c);
  /** copy_async(&dst, &src, bytes, src_bytes): dst a scalar BufferLoad of a shared buffer, src
   * one of a global buffer (the element the copy starts at), bytes 4, 8 or 16. */
  static Expr make_copy_async(Expr dst, Expr src, int64_t bytes, Expr src_bytes);
  static Expr make_async_commit();
  static Expr make_async_wait(int64_t groups);
  /** prefetch(&element): element a scalar BufferLoad of a global buffer. */
  static Expr make_prefetch(Expr element);
  /** The call with other arguments, through the maker of its op. */
  static Expr remake(const Call *op, std::vector<Expr> args);
};

// ---------------------------------------------------------------------------------------------
// Tensor level: reads of tensors and reductions (before lowering)

struct OperationNode;
using Operation = std::shared_ptr<const OperationNode>;

/** An iteration axis of a compute: a variable ranging over [0, extent). */
struct IterVarNode {
  enum class Kind : uint8_t { Spatial, Reduce };
  IterVarNode(Var v, int64_t e, Kind k) : var(std::move(v)), extent(e), kind(k) {}
  const Var var;
  const int64_t extent;
  const Kind kind;
};
using IterVar = std::shared_ptr<const IterVarNode>;
IterVar make_iter_var(const std::string &name, int64_t extent, IterVarNode::Kind kind);

/** A read of a tensor element: op[indices...]. */
struct TensorRead : ExprNode {
  static constexpr IRNodeType kNodeType = IRNodeType::TensorRead;
  TensorRead(DataType t, Operation o, std::vector<Expr> idx)
      : ExprNode(kNodeType, t), op(std::move(o)), indices(std::move(idx)) {}
  const Operation op;
  const std::vector<Expr> indices;
  static Expr make(Operation op, std::vector<Expr> indices);
};

enum class ReduceKind : uint8_t { Sum, Max, Min };
const char *reduce_kind_name(ReduceKind k);

/** A commutative reduction of source over axes, starting from init (identity when undefined).
 * Only allowed at the top of a compute body. */
struct Reduce : ExprNode {
  static constexpr IRNodeType kNodeType = IRNodeType::Reduce;
  Reduce(DataType t, ReduceKind k, Expr s, std::vector<IterVar> ax, Expr i)
      : ExprNode(kNodeType, t), kind(k), source(std::move(s)), axes(std::move(ax)), init(std::move(i)) {}
  const ReduceKind kind;
  const Expr source;
  const std::vector<IterVar> axes;
  const Expr init;
  static Expr make(ReduceKind kind, Expr source, std::vector<IterVar> axes, Expr init = Expr());
  /** The value that the reduction starts from: init or the combiner's identity. */
  Expr initial_value() const;
  /** The combiner's identity: 0 for sum, the lowest value for max, the highest for min. */
  Expr identity() const;
  /** combine(accumulator, value). */
  Expr combine(const Expr &acc, const Expr &value) const;
};

// ---------------------------------------------------------------------------------------------
// Loop level: buffers, loads and vectors (after scheduling)

/** How a buffer's logical indices map to memory: split some dimensions into blocks and
 * permute the resulting dimensions. Packs B[K,N] into B[N/16, K, 16] with
 * splits={{1,16}} and order={1,0,2} over the split dimensions (K, N.outer, N.inner). */
struct LayoutTransform {
  /** (logical dimension, block factor) pairs; each splits one dimension into outer, inner. */
  std::vector<std::pair<int, int64_t>> splits;
  /** A permutation of the dimensions after the splits (outer then inner in place of each
   * split dimension). Empty means identity. */
  std::vector<int> order;
  /** An XOR swizzle of the flat offset o, applied last (CUTLASS's Swizzle<bits, base, shift>):
   * the `swizzle_bits` bits of o at position base + shift are xor-ed into those at position
   * base. It permutes the offsets within each aligned block of 2^(base + shift + bits), so that
   * the same column of consecutive rows of a shared tile falls in different memory banks
   * (ldmatrix_swizzle). 0 bits: none. */
  int swizzle_bits = 0, swizzle_base = 0, swizzle_shift = 0;
  bool empty() const { return splits.empty() && order.empty() && swizzle_bits == 0; }
};

/** The swizzle that spreads the 16-byte units of the rows of a shared tile (row_elements
 * elements of element_bytes each, rows stored one after another, total_elements in all) over
 * the eight 16-byte bank groups of a 128-byte line, so that the eight rows an ldmatrix phase (or
 * a cp.async of a column of units) touches never share a group: units xor-ed with the row (or,
 * for rows shorter than a line, with the row's position among the rows sharing a line). Returns
 * a layout without swizzle where there is nothing to gain or it cannot apply (rows that are not
 * a power of two of units, a total that is not a whole number of swizzle blocks). */
LayoutTransform ldmatrix_swizzle(int64_t row_elements, int64_t element_bytes, int64_t total_elements);

struct BufferNode {
  BufferNode(std::string n, DataType t, std::vector<int64_t> s, MemoryScope sc, LayoutTransform l,
             bool streaming = false)
      : name(std::move(n)),
        dtype(t),
        shape(std::move(s)),
        scope(sc),
        layout(std::move(l)),
        streaming_stores(streaming) {}
  const std::string name;
  const DataType dtype;
  /** The logical shape, indexed by BufferLoad/BufferStore before flattening. */
  const std::vector<int64_t> shape;
  const MemoryScope scope;
  const LayoutTransform layout;
  /** Whole-vector stores into it bypass the caches where the target can (x86 MOVNT, set by the
   * stream_stores primitive): for an output written once and not read again while it could
   * still be in cache, so that it costs no read for ownership and evicts nothing. */
  const bool streaming_stores = false;
  /** Number of elements that memory holds, after the layout's padding. */
  int64_t physical_size() const;
};
using Buffer = std::shared_ptr<const BufferNode>;
Buffer make_buffer(const std::string &name, DataType t, std::vector<int64_t> shape,
                   MemoryScope scope = MemoryScope::Global, LayoutTransform layout = {}, bool streaming_stores = false);

/** A load from a buffer: multi-dimensional before storage flattening, one flat index after.
 * A defined predicate (bool vector) masks the lanes of a vector load. */
struct BufferLoad : ExprNode {
  static constexpr IRNodeType kNodeType = IRNodeType::BufferLoad;
  BufferLoad(DataType t, Buffer b, std::vector<Expr> idx, Expr p)
      : ExprNode(kNodeType, t), buffer(std::move(b)), indices(std::move(idx)), predicate(std::move(p)) {}
  const Buffer buffer;
  const std::vector<Expr> indices;
  const Expr predicate;
  static Expr make(Buffer buffer, std::vector<Expr> indices, Expr predicate = Expr());
};

/** The vector base, base + stride, ..., base + (lanes-1)*stride. */
struct Ramp : ExprNode {
  static constexpr IRNodeType kNodeType = IRNodeType::Ramp;
  Ramp(DataType t, Expr b, Expr s, int l)
      : ExprNode(kNodeType, t), base(std::move(b)), stride(std::move(s)), lanes(l) {}
  const Expr base, stride;
  const int lanes;
  static Expr make(Expr base, Expr stride, int lanes);
};

/** A scalar repeated in every lane. */
struct Broadcast : ExprNode {
  static constexpr IRNodeType kNodeType = IRNodeType::Broadcast;
  Broadcast(DataType t, Expr v, int l) : ExprNode(kNodeType, t), value(std::move(v)), lanes(l) {}
  const Expr value;
  const int lanes;
  static Expr make(Expr value, int lanes);
};

// ---------------------------------------------------------------------------------------------
// Statements

/** Rolled: a serial loop that code generation keeps as a loop (LLVM may not unroll it); see
 * lower_lane_reductions, which makes them. */
enum class ForKind : uint8_t { Serial, Parallel, Vectorized, Unrolled, ThreadBinding, Rolled };
const char *for_kind_name(ForKind k);
/** Whether a loop runs its iterations in order on one thread: serial or rolled. */
inline bool is_serial(ForKind k) { return k == ForKind::Serial || k == ForKind::Rolled; }

struct For : StmtNode {
  static constexpr IRNodeType kNodeType = IRNodeType::For;
  For(Var v, Expr mn, Expr ext, ForKind k, std::string tag, Stmt b)
      : StmtNode(kNodeType),
        var(std::move(v)),
        min(std::move(mn)),
        extent(std::move(ext)),
        kind(k),
        thread_tag(std::move(tag)),
        body(std::move(b)) {}
  const Var var;
  const Expr min, extent;
  const ForKind kind;
  /** For ThreadBinding loops: blockIdx.x ... threadIdx.z. */
  const std::string thread_tag;
  const Stmt body;
  static Stmt make(Var var, Expr min, Expr extent, ForKind kind, Stmt body, std::string thread_tag = "");
};

struct BufferStore : StmtNode {
  static constexpr IRNodeType kNodeType = IRNodeType::BufferStore;
  BufferStore(Buffer b, std::vector<Expr> idx, Expr v, Expr p)
      : StmtNode(kNodeType),
        buffer(std::move(b)),
        indices(std::move(idx)),
        value(std::move(v)),
        predicate(std::move(p)) {}
  const Buffer buffer;
  const std::vector<Expr> indices;
  const Expr value;
  const Expr predicate;
  static Stmt make(Buffer buffer, std::vector<Expr> indices, Expr value, Expr predicate = Expr());
  /** Whether code generation may make this store non-temporal (its buffer streaming_stores):
   * unmasked, one contiguous run (a flat index that is a unit-stride Ramp), of a power of two of
   * 16 bytes or more. The one decision the code generator, the printer and the cost model's
   * features share; whether the address is aligned is then tested as the kernel runs. */
  bool is_streaming() const;
};

/** Storage for buffer, live inside body. */
struct Allocate : StmtNode {
  static constexpr IRNodeType kNodeType = IRNodeType::Allocate;
  Allocate(Buffer b, Stmt s) : StmtNode(kNodeType), buffer(std::move(b)), body(std::move(s)) {}
  const Buffer buffer;
  const Stmt body;
  static Stmt make(Buffer buffer, Stmt body);
};

/** Statements run in order. */
struct Block : StmtNode {
  static constexpr IRNodeType kNodeType = IRNodeType::Block;
  explicit Block(std::vector<Stmt> s) : StmtNode(kNodeType), stmts(std::move(s)) {}
  const std::vector<Stmt> stmts;
  /** Flattens nested blocks and drops undefined statements; one statement is returned as is. */
  static Stmt make(std::vector<Stmt> stmts);
};

struct IfThenElse : StmtNode {
  static constexpr IRNodeType kNodeType = IRNodeType::IfThenElse;
  IfThenElse(Expr c, Stmt t, Stmt e)
      : StmtNode(kNodeType), condition(std::move(c)), then_case(std::move(t)), else_case(std::move(e)) {}
  const Expr condition;
  const Stmt then_case, else_case;
  static Stmt make(Expr condition, Stmt then_case, Stmt else_case = Stmt());
};

struct Evaluate : StmtNode {
  static constexpr IRNodeType kNodeType = IRNodeType::Evaluate;
  explicit Evaluate(Expr v) : StmtNode(kNodeType), value(std::move(v)) {}
  const Expr value;
  static Stmt make(Expr value);
};

// ---------------------------------------------------------------------------------------------
// Building expressions

Expr make_const(DataType t, double value);
Expr make_zero(DataType t);
/** The constant value of an IntImm (or a Broadcast of one), if it is one. */
const int64_t *as_const_int(const Expr &e);
bool is_const_int(const Expr &e, int64_t value);
/** Converts a constant to type t, or checks that a non-constant already has it. */
Expr match_type(const Expr &e, DataType t, const char *context);

Expr operator+(Expr a, Expr b);
Expr operator-(Expr a, Expr b);
Expr operator*(Expr a, Expr b);
Expr operator/(Expr a, Expr b);
Expr operator-(Expr a);
Expr operator<(Expr a, Expr b);
Expr operator<=(Expr a, Expr b);
Expr operator>(Expr a, Expr b);
Expr operator>=(Expr a, Expr b);
Expr operator==(Expr a, Expr b);
Expr operator!=(Expr a, Expr b);
Expr operator&&(Expr a, Expr b);
Expr operator||(Expr a, Expr b);
Expr operator!(Expr a);
Expr floordiv(Expr a, Expr b);
Expr floormod(Expr a, Expr b);
Expr bitwise_xor(Expr a, Expr b);
Expr min(Expr a, Expr b);
Expr max(Expr a, Expr b);
Expr select(Expr c, Expr t, Expr f);
Expr cast(DataType t, Expr v);
Expr exp(Expr x);
Expr log(Expr x);
Expr sqrt(Expr x);
Expr rsqrt(Expr x);
Expr tanh(Expr x);
Expr erf(Expr x);
Expr pow(Expr x, Expr y);
Expr abs(Expr x);
Expr fma(Expr a, Expr b, Expr c);
Expr floor(Expr x);
Expr ceil(Expr x);

}  // namespace ktune
