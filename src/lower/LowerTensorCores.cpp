// lower_tensor_cores: tensorized loops become warp-wide matrix instructions.
//
// Decides where each element of a tensorized stage's accumulator lives and which instructions
// compute it. The stage's fragment buffer (scope "fragment": a warp's whole m x n tiles, as
// bound inference gives them) becomes a per-lane local buffer that holds, for every tile, only
// the c_elements the instruction's layout gives the lane (MatrixIntrinsic.h), in the order the
// instruction returns them. Then:
// - the tensorized loops of the init (rows, columns: store of a constant) set the lane's
//   elements of that tile;
// - the tensorized loops of the update (rows, columns, reduction: acc += f32(A[..]) * f32(B[..]))
//   become, inside a loop over the warp's lanes bound to threadIdx.x, the operand fragments
//   and one instruction. On NVIDIA the fragments come from shared memory with ldmatrix: A must
//   be read as [.., row, k] (x4, each lane giving the address of row lane % 16 at column
//   8 * (lane / 16)), B either as [.., n, k] (x2, row lane % 8 at column 8 * (lane / 8 % 2)) or as
//   [.., k, n] (x2.trans, row lane % 16); rows of 16 bytes. The bounds guards inside the
//   loops are dropped: the operand stages are zero_fill (zeros past the tensors' edges, so a K
//   tail adds nothing) and the rows and columns past the edges are never read back;
// - every other read of the fragment (the stage that stores the accumulator, with its
//   epilogue) must come from the lane that holds the element. That is proved by enumeration:
//   for every value of the loops the read's index depends on (the lane is its loop bound to
//   threadIdx.x, which must span the warp), the element read must be one of the lane's.
//   Otherwise the schedule is refused, naming the reader.
// On AMD (MFMA, wave64) each lane reads its four elements of A and of B itself (vector loads
// of shared memory), and so does each lane of a TF32 instruction (ldmatrix cannot transpose
// 32-bit elements). Runs on the loop nest as built and simplified, before pipelining (which
// then rewrites the fragment addresses like any read of a pipelined tile).
#include <unordered_map>
#include <vector>

#include "ktune/analysis/Analyzer.h"
#include "ktune/ir/IRPrinter.h"
#include "ktune/ir/IRVisitor.h"
#include "ktune/ir/ThreadTag.h"
#include "ktune/lower/Passes.h"
#include "ktune/support/Error.h"

namespace ktune {

namespace {

Expr c(int64_t v) { return Expr(v); }

/** The position, in a lane's accumulator fragment, of element (row, col) of the tile, from
 * MatrixIntrinsic.cpp's c_element: NVIDIA m16n8 c_i is (g + 8 (i / 2), 2 t + i % 2); AMD
 * 32x32 (8 (i / 4) + 4 (lane / 32) + i % 4, lane % 32); AMD 16x16 (4 (lane / 16) + i,
 * lane % 16). */
template <class Int, class Div, class Mod>
Int accumulator_position(MatrixIntrinsic kind, Int row, Int col, Div div, Mod mod) {
  switch (matrix_shape(kind).m == 32 ? 2 : is_amd_matrix_intrinsic(kind) ? 1 : 0) {
    case 0: return div(row, 8) * 2 + mod(col, 2);
    case 1: return mod(row, 4);
    default: return div(row, 8) * 4 + mod(row, 4);
  }
}

int accumulator_position(MatrixIntrinsic kind, int row, int col) {
  return accumulator_position<int>(
      kind, row, col, [](int a, int b) { return a / b; }, [](int a, int b) { return a % b; });
}

Expr accumulator_position(MatrixIntrinsic kind, Expr row, Expr col) {
  return accumulator_position<Expr>(
      kind, std::move(row), std::move(col), [](Expr a, int64_t b) { return floordiv(std::move(a), c(b)); },
      [](Expr a, int64_t b) { return floormod(std::move(a), c(b)); });
}

/** A fragment buffer and the per-lane buffer that replaces it. */
struct Fragment {
  TensorizedLoop loop;
  Buffer lane;
  int64_t rows = 0, cols = 0;  // the warp's tile: the fragment's last two extents
  size_t depth = 0;            // loops around the fragment's allocation
};

/** The statement inside guards (else-less ifs): the tensorized loops compute whole tiles. */
Stmt strip_guards(Stmt s) {
  while (auto *g = s.as<IfThenElse>()) {
    if (g->else_case.defined()) break;
    s = g->then_case;
  }
  return s;
}

class TensorCoreLowering : public IRMutator {
 public:
  explicit TensorCoreLowering(const std::unordered_map<const Variable *, TensorizedLoop> &loops) : loops_(loops) {
    for (auto &[var, loop] : loops) fragments_[loop.fragment].loop = loop;
  }
  using IRMutator::mutate;

 protected:
  using IRMutator::mutate_node;

  Stmt mutate_node(const Allocate *op, const Stmt &self) override {
    auto it = fragments_.find(op->buffer.get());
    if (it == fragments_.end()) return IRMutator::mutate_node(op, self);
    Fragment &f = it->second;
    const BufferNode &b = *op->buffer;
    MatrixShape shape = matrix_shape(f.loop.intrinsic);
    size_t n = b.shape.size();
    internal_check(n >= 2, "fragment " << b.name << " has " << n << " dimensions");
    for (size_t d = 0; d + 2 < n; ++d) {
      schedule_check(b.shape[d] == 1, "stage '" << f.loop.stage << "' keeps " << b.shape[d] << " tiles along dimension "
                                                << d << " in one warp's fragment; compute it at a loop where only "
                                                << "its rows and columns vary");
    }
    f.rows = b.shape[n - 2];
    f.cols = b.shape[n - 1];
    schedule_check(f.rows % shape.m == 0 && f.cols % shape.n == 0,
                   "stage '" << f.loop.stage << "' holds a " << f.rows << " x " << f.cols << " tile per warp, which "
                             << matrix_intrinsic_name(f.loop.intrinsic) << "'s " << shape.m << " x " << shape.n
                             << " tiles do not divide");
    int64_t elements = f.rows / shape.m * (f.cols / shape.n) * shape.c_elements;
    f.lane = make_buffer(b.name + ".lane", DataType::f32(), {elements}, MemoryScope::Local);
    f.depth = enclosing_.size();
    Stmt body = mutate(op->body);
    return Allocate::make(f.lane, body);
  }

  Stmt mutate_node(const For *op, const Stmt &self) override {
    auto it = loops_.find(op->var.node());
    if (it != loops_.end()) return lower_tensorized(op, it->second);
    enclosing_.push_back(op);
    Stmt s = IRMutator::mutate_node(op, self);
    enclosing_.pop_back();
    return s;
  }

  Expr mutate_node(const BufferLoad *op, const Expr &self) override {
    auto it = fragments_.find(op->buffer.get());
    if (it == fragments_.end()) return IRMutator::mutate_node(op, self);
    return read_from_lane(op, it->second);
  }

  Stmt mutate_node(const BufferStore *op, const Stmt &self) override {
    auto it = fragments_.find(op->buffer.get());
    schedule_check(it == fragments_.end(), "stage '" << (it == fragments_.end() ? "" : it->second.loop.stage)
                                                     << "' stores into its fragment outside its tensorized loops");
    return IRMutator::mutate_node(op, self);
  }

 private:
  // ---- the tensorized loops ----

  /** The first element of the tile that a store to the fragment at indices writes when the
   * row and column loops are at 0, as a position in the lane buffer; checks that the indices
   * are that tile's origin plus the loop variables. */
  Expr tile_origin(const Fragment &f, const std::vector<Expr> &indices, const Var &row, const Var &col) {
    MatrixShape shape = matrix_shape(f.loop.intrinsic);
    size_t n = indices.size();
    std::unordered_map<const Variable *, Expr> at_zero = {{row.node(), c(0)}, {col.node(), c(0)}};
    Expr r0 = simplify(substitute(indices[n - 2], at_zero)), c0 = simplify(substitute(indices[n - 1], at_zero));
    bool exact = is_const_int(simplify(indices[n - 2] - r0 - Expr(row)), 0) &&
                 is_const_int(simplify(indices[n - 1] - c0 - Expr(col)), 0) && known_divisor(r0) % shape.m == 0 &&
                 known_divisor(c0) % shape.n == 0;
    schedule_check(exact, "stage '" << f.loop.stage << "': its tensorized loops must run over whole " << shape.m
                                    << " x " << shape.n << " tiles of its fragment (split its rows by " << shape.m
                                    << " and its columns by " << shape.n << ")");
    Expr tile = floordiv(r0, c(shape.m)) * c(f.cols / shape.n) + floordiv(c0, c(shape.n));
    return simplify(tile * c(shape.c_elements));
  }

  Stmt lower_tensorized(const For *rows, const TensorizedLoop &loop) {
    Fragment &f = fragments_.at(loop.fragment);
    internal_check(f.lane != nullptr, "tensorized loop of " << loop.stage << " outside its fragment's allocation");
    MatrixShape shape = matrix_shape(loop.intrinsic);
    std::string what = "stage '" + loop.stage + "' (tensorized with " + matrix_intrinsic_name(loop.intrinsic) + ")";
    // Each warp computes its whole fragment: a loop bound to threads inside the fragment's
    // allocation would leave each thread only some of the tiles that its readers read.
    for (size_t i = f.depth; i < enclosing_.size(); ++i) {
      schedule_check(enclosing_[i]->kind != ForKind::ThreadBinding,
                     what << ": its loop '" << enclosing_[i]->var.name() << "' is bound to "
                          << enclosing_[i]->thread_tag
                          << "; a warp's accumulator is computed by the whole warp (bind the loops of the stage that "
                             "reads it, and compute the fragment at its warp loop)");
    }
    auto *cols = strip_guards(rows->body).as<For>();
    schedule_check(cols && is_const_int(rows->extent, shape.m) && is_const_int(cols->extent, shape.n),
                   what << ": the loops inside the tensorized axis are not its rows and columns");
    Stmt inner = strip_guards(cols->body);
    const For *red = inner.as<For>();
    auto *store = (red ? strip_guards(red->body) : inner).as<BufferStore>();
    schedule_check(store && store->buffer.get() == loop.fragment && !store->predicate.defined(),
                   what << ": the tensorized loops must hold exactly one store to its fragment");
    Expr origin = tile_origin(f, store->indices, rows->var, cols->var);
    Expr slot = Ramp::make(origin, c(1), shape.c_elements);

    if (!red) {
      // The init: every element of the tile starts at the same value.
      schedule_check(
          !uses_var(store->value, [&](const Variable *v) { return v == rows->var.node() || v == cols->var.node(); }),
          what << ": its initial value depends on the position in the tile");
      return BufferStore::make(f.lane, {slot}, Broadcast::make(store->value, shape.c_elements));
    }
    schedule_check(is_const_int(red->extent, shape.k),
                   what << ": its reduction loop inside the tile is not of " << shape.k);
    // acc[..] + f32(A[..]) * f32(B[..]), in either order of the sum.
    auto *sum = store->value.as<Add>();
    const Mul *product = nullptr;
    if (sum) {
      auto is_acc = [&](const Expr &e) {
        auto *l = e.as<BufferLoad>();
        return l && l->buffer.get() == loop.fragment;
      };
      product = is_acc(sum->a) ? sum->b.as<Mul>() : is_acc(sum->b) ? sum->a.as<Mul>() : nullptr;
    }
    auto operand = [](const Expr &e) -> const BufferLoad * {
      const Expr &v = e.as<Cast>() ? e.as<Cast>()->value : e;
      return v.as<BufferLoad>();
    };
    const BufferLoad *x = product ? operand(product->a) : nullptr, *y = product ? operand(product->b) : nullptr;
    schedule_check(x && y, what << ": its update is not acc + f32(A[..]) * f32(B[..])");
    auto uses = [](const BufferLoad *l, const Var &v) {
      for (auto &i : l->indices) {
        if (uses_var(i, [&](const Variable *u) { return u == v.node(); })) return true;
      }
      return false;
    };
    const BufferLoad *a = uses(x, rows->var) ? x : y, *b = a == x ? y : x;
    // Each operand is indexed by its own tile loop and k only (plus loops outside the tile).
    schedule_check(uses(a, rows->var) && !uses(a, cols->var) && uses(a, red->var) && uses(b, cols->var) &&
                       !uses(b, rows->var) && uses(b, red->var),
                   what << ": operand A ('" << a->buffer->name
                        << "') must be indexed by the tile's rows and k, and B ('" << b->buffer->name
                        << "') by its columns and k, neither by the other's loop");
    Var lane("lane");
    Expr l = lane;
    Expr load_a, load_b;
    if (is_amd_matrix_intrinsic(loop.intrinsic)) {
      // MFMA: lane l holds (l % tile, 4 (l / tile) + j) of A and, transposed, of B, j = 0..3.
      Expr j = floordiv(l, c(shape.m)) * c(4) + Ramp::make(c(0), c(1), 4);
      load_a = lane_load(what, "A", a, {{rows->var, floormod(l, c(shape.m))}, {red->var, j}});
      j = floordiv(l, c(shape.n)) * c(4) + Ramp::make(c(0), c(1), 4);
      load_b = lane_load(what, "B", b, {{cols->var, floormod(l, c(shape.n))}, {red->var, j}});
    } else if (matrix_inputs_are_tf32(loop.intrinsic)) {
      // m16n8k8.tf32 (MatrixIntrinsic.cpp): a_i at (g + 8 (i % 2), t + 4 (i / 2)), b_i at
      // (t + 4 i, g). ldmatrix moves 16-bit halves and cannot transpose 32-bit elements, so
      // each lane reads its own (CUTLASS's f32 operands in shared memory are read so too).
      Expr g = floordiv(l, c(4)), t = floormod(l, c(4)), i = Ramp::make(c(0), c(1), 4);
      load_a = lane_load(what, "A", a,
                         {{rows->var, g + floormod(i, c(2)) * c(8)}, {red->var, t + floordiv(i, c(2)) * c(4)}});
      load_b = lane_load(what, "B", b, {{cols->var, g}, {red->var, t + Ramp::make(c(0), c(4), 2)}});
    } else {
      load_a = fragment_load(what, "A", a, rows->var, red->var, lane, /*b_operand=*/false);
      load_b = fragment_load(what, "B", b, cols->var, red->var, lane, /*b_operand=*/true);
    }
    Expr acc = BufferLoad::make(f.lane, {slot});
    Stmt mma = BufferStore::make(f.lane, {slot}, Call::make_mma(loop.intrinsic, load_a, load_b, acc));
    return For::make(lane, c(0), c(shape.warp_size), ForKind::ThreadBinding, mma, "threadIdx.x");
  }

  /** The ldmatrix that gives each lane its fragment of an operand read as load (outer: the
   * row loop for A, the column loop for B; k: the reduction loop). */
  Expr fragment_load(const std::string &what, const char *name, const BufferLoad *load, const Var &outer, const Var &k,
                     const Var &lane, bool b_operand) {
    const BufferNode &buf = *load->buffer;
    size_t n = load->indices.size();
    auto in = [&](const Expr &e, const Var &v) {
      return uses_var(e, [&](const Variable *u) { return u == v.node(); });
    };
    auto unit_step = [&](const Expr &e, const Var &v) {
      return is_const_int(simplify(e - substitute(e, {{v.node(), c(0)}}) - Expr(v)), 0);
    };
    bool shaped = n >= 2 && buf.scope == MemoryScope::Shared && !load->predicate.defined() &&
                  buf.layout.splits.empty() && buf.layout.order.empty();
    for (size_t d = 0; shaped && d + 2 < n; ++d) shaped = !in(load->indices[d], outer) && !in(load->indices[d], k);
    const Expr &second = load->indices[n - 2], &last = load->indices[n - 1];
    bool k_last = shaped && in(last, k) && !in(last, outer) && unit_step(last, k) && in(second, outer) &&
                  !in(second, k) && unit_step(second, outer);
    bool k_second = shaped && b_operand && in(second, k) && !in(second, outer) && unit_step(second, k) &&
                    in(last, outer) && !in(last, k) && unit_step(last, outer);
    schedule_check(k_last || k_second,
                   what << ": operand " << name << " ('" << buf.name << "') must be read from an untransformed shared "
                        << "buffer as [.., " << (b_operand ? "column" : "row") << ", k]"
                        << (b_operand ? " or [.., k, column]" : "") << ", each index stepping by 1");
    schedule_check(buf.shape[n - 1] * buf.dtype.bytes() % 16 == 0,
                   what << ": the rows of operand " << name << " ('" << buf.name << "') are "
                        << buf.shape[n - 1] * buf.dtype.bytes()
                        << " bytes; ldmatrix reads 16-byte aligned rows (make the tile's last extent a multiple of 8)");
    Expr l = lane;
    std::unordered_map<const Variable *, Expr> at;
    int count = b_operand ? 2 : 4;
    bool trans = false;
    if (!b_operand) {
      at = {{outer.node(), floormod(l, c(16))}, {k.node(), floordiv(l, c(16)) * c(8)}};
    } else if (k_last) {
      at = {{outer.node(), floormod(l, c(8))}, {k.node(), floormod(floordiv(l, c(8)), c(2)) * c(8)}};
    } else {
      at = {{outer.node(), c(0)}, {k.node(), floormod(l, c(16))}};
      trans = true;
    }
    std::vector<Expr> address;
    for (auto &i : load->indices) address.push_back(simplify(substitute(i, at)));
    // Every row ldmatrix reads starts on 16 bytes: lane 0's, and the others by the row length.
    Expr first = simplify(substitute(address.back(), {{lane.node(), c(0)}}));
    schedule_check(known_divisor(first) * buf.dtype.bytes() % 16 == 0,
                   what << ": operand " << name << " ('" << buf.name << "') is read from column " << to_string(first)
                        << ", which is not a multiple of 16 bytes for every warp; ldmatrix reads 16-byte aligned rows "
                           "(make the warp tile's columns a multiple of 8)");
    return Call::make_load_matrix(BufferLoad::make(load->buffer, address), count, trans);
  }

  /** An operand fragment that each lane reads itself (MFMA, TF32): load's indices with the
   * tile's row or column loop and its k loop replaced by the lane's elements (elements: vectors
   * of the fragment's length). Any index and any layout of the shared tile will do (a strided
   * input row of a convolution, a k that is not the last index): a fragment that is not one
   * vector of neighbours is a gather of exactly its elements. */
  Expr lane_load(const std::string &what, const char *name, const BufferLoad *load,
                 const std::vector<std::pair<Var, Expr>> &elements) {
    schedule_check(!load->predicate.defined() && load->type.is_scalar(),
                   what << ": operand " << name << " ('" << load->buffer->name << "') must be read one element at a "
                        << "time, unconditionally");
    std::unordered_map<const Variable *, Expr> at;
    for (auto &[v, value] : elements) at[v.node()] = value;
    std::vector<Expr> index;
    for (auto &i : load->indices) index.push_back(simplify(substitute(i, at)));
    return BufferLoad::make(load->buffer, index);
  }

  // ---- reads of the accumulator ----

  Expr read_from_lane(const BufferLoad *op, const Fragment &f) {
    internal_check(f.lane != nullptr, "read of fragment " << op->buffer->name << " outside its allocation");
    MatrixShape shape = matrix_shape(f.loop.intrinsic);
    size_t n = op->indices.size();
    Expr row = simplify(op->indices[n - 2]), col = simplify(op->indices[n - 1]);
    std::string reader = "the stage reading fragment '" + op->buffer->name + "' (of stage '" + f.loop.stage + "')";
    schedule_check(!op->predicate.defined() && row.type().is_scalar() && col.type().is_scalar(),
                   reader << " reads it as a vector; read one element at a time (unroll, do not vectorize)");

    // The loops the index depends on, and the lane: the innermost loop bound to threadIdx.x.
    const For *lane_loop = nullptr;
    for (auto it = enclosing_.rbegin(); it != enclosing_.rend() && !lane_loop; ++it) {
      if ((*it)->kind == ForKind::ThreadBinding && (*it)->thread_tag == "threadIdx.x") lane_loop = *it;
    }
    schedule_check(
        lane_loop && is_const_int(lane_loop->extent, shape.warp_size),
        reader << " must run inside a loop bound to threadIdx.x over the " << shape.warp_size << " lanes of a warp");
    std::vector<const For *> vars = {lane_loop};
    int64_t cases = shape.warp_size;
    for (const Expr &e : {row, col}) {
      post_order_visit(e, [&](const Expr &x) {
        auto *v = x.as<Variable>();
        if (!v) return;
        for (const For *l : vars) {
          if (l->var.node() == v) return;
        }
        const For *loop = nullptr;
        for (const For *l : enclosing_) {
          if (l->var.node() == v) loop = l;
        }
        schedule_check(loop && as_const_int(loop->extent) && is_const_int(loop->min, 0),
                       reader << " reads it at an index that depends on '" << v->name
                              << "', which is not a loop of constant extent inside the fragment's warp");
        vars.push_back(loop);
        cases *= std::max<int64_t>(1, *as_const_int(loop->extent));
        schedule_check(cases <= (int64_t{1} << 18), reader << ": its index depends on too many loop values to check "
                                                           << "by enumeration");
      });
    }
    schedule_check(cases <= (int64_t{1} << 18),
                   reader << ": its index depends on too many loop values (" << cases << ") to check by enumeration");

    // Every (lane, loop values): the element read is the lane's.
    std::vector<int64_t> value(vars.size(), 0);
    for (int64_t i = 0; i < cases; ++i) {
      int64_t rest = i;
      std::unordered_map<const Variable *, Expr> at;
      for (size_t v = 0; v < vars.size(); ++v) {
        int64_t extent = *as_const_int(vars[v]->extent);
        value[v] = rest % extent;
        rest /= extent;
        at[vars[v]->var.node()] = c(value[v]);
      }
      Expr row_value = simplify(substitute(row, at)), col_value = simplify(substitute(col, at));
      const int64_t *r = as_const_int(row_value), *k = as_const_int(col_value);
      internal_check(r && k, "fragment index " << to_string(row) << ", " << to_string(col) << " does not fold");
      schedule_check(*r >= 0 && *r < f.rows && *k >= 0 && *k < f.cols, reader << " reads element (" << *r << ", " << *k
                                                                              << "), outside the warp's " << f.rows
                                                                              << " x " << f.cols << " tile");
      int lane = static_cast<int>(value[0]);
      int tr = static_cast<int>(*r % shape.m), tc = static_cast<int>(*k % shape.n);
      int pos = accumulator_position(f.loop.intrinsic, tr, tc);
      if (pos >= 0 && pos < shape.c_elements && c_element(f.loop.intrinsic, lane, pos) == TileElement{tr, tc}) continue;
      int owner = -1;
      for (int l = 0; l < shape.warp_size && owner < 0; ++l) {
        for (int e = 0; e < shape.c_elements && owner < 0; ++e) {
          if (c_element(f.loop.intrinsic, l, e) == TileElement{tr, tc}) owner = l;
        }
      }
      schedule_check(false, reader << " is not distributed over the lanes like the accumulator: lane " << lane
                                   << " reads element (" << *r << ", " << *k << ") = (" << to_string(row) << ", "
                                   << to_string(col) << ") with " << describe(vars, value) << ", which lane " << owner
                                   << " holds (split its rows and columns as the instruction's layout does and bind "
                                      "the lane loop to threadIdx.x)");
    }
    Expr tile = floordiv(row, c(shape.m)) * c(f.cols / shape.n) + floordiv(col, c(shape.n));
    Expr position = accumulator_position(f.loop.intrinsic, floormod(row, c(shape.m)), floormod(col, c(shape.n)));
    return BufferLoad::make(f.lane, {simplify(tile * c(shape.c_elements) + position)});
  }

  static std::string describe(const std::vector<const For *> &vars, const std::vector<int64_t> &value) {
    std::string out;
    for (size_t v = 0; v < vars.size(); ++v)
      out += (v ? ", " : "") + vars[v]->var.name() + " = " + std::to_string(value[v]);
    return out;
  }

  const std::unordered_map<const Variable *, TensorizedLoop> &loops_;
  std::unordered_map<const BufferNode *, Fragment> fragments_;
  std::vector<const For *> enclosing_;
};

}  // namespace

Stmt lower_tensor_cores(const Stmt &s, const std::unordered_map<const Variable *, TensorizedLoop> &loops) {
  if (loops.empty()) return s;
  return TensorCoreLowering(loops).mutate(s);
}

}  // namespace ktune
