// tensorize: a tile of a reduction becomes one matrix instruction of a GPU warp (tensor cores).
//
// The stage must be a warp's accumulator (a cache_write with scope "fragment") of a sum of
// products of two 16-bit shared stages (f32 ones for TF32, where the workload allows it), f32(X[..]) * f32(Y[..]), and
// axis must be its third innermost leaf, with rows, columns and reduction loops of exactly the instruction's m, n and k
// (MatrixIntrinsic.h) in that order. The instruction reads whole tiles, so the two operand
// stages are marked zero_fill: their buffers cover their whole boxes and hold zeros past the
// tensors' edges. Only marks the stages: lowering (LowerTensorCores.cpp) turns the three loops
// into the instruction, proves that the stages reading the fragment are distributed over the
// lanes like the accumulator, and says there what it needs of the operands' indices; the code
// generators refuse an instruction the target lacks.
#include <algorithm>

#include "Primitives.h"

namespace ktune::primitives {

namespace {

/** The stage a product's factor reads: f32(read) or the read itself. */
const TensorRead *operand_read(const Expr &factor) {
  const Expr &e = factor.as<Cast>() ? factor.as<Cast>()->value : factor;
  return e.as<TensorRead>();
}

}  // namespace

void tensorize(Schedule &s, const Json &step) {
  Stage &st = loop_stage(s, step);
  AxisPtr axis = leaf_axis(st, step, "axis");
  std::string name = get_string(step, "intrinsic");
  std::optional<MatrixIntrinsic> kind = parse_matrix_intrinsic(name);
  std::string names;
  for (MatrixIntrinsic k : all_matrix_intrinsics())
    names += std::string(names.empty() ? "" : ", ") + matrix_intrinsic_name(k);
  schedule_check(kind, "tensorize of stage '" << st.name << "': unknown intrinsic '" << name << "' (" << names << ")");
  MatrixShape shape = matrix_shape(*kind);
  std::string what = "tensorize of stage '" + st.name + "' with " + name;

  schedule_check(st.scope == MemoryScope::Fragment,
                 what << ": its scope is '" << scope_name(st.scope)
                      << "'; the accumulator of a matrix instruction is a cache_write with scope \"fragment\"");
  schedule_check(st.tensorize_axis.empty(), what << ": it is already tensorized at '" << st.tensorize_axis << "'");
  const Reduce *reduce = st.reduce();
  schedule_check(reduce && reduce->kind == ReduceKind::Sum && st.op->dtype == DataType::f32(),
                 what << ": only an f32 sum of products maps to a matrix instruction");
  auto *product = reduce->source.as<Mul>();
  const TensorRead *x = product ? operand_read(product->a) : nullptr;
  const TensorRead *y = product ? operand_read(product->b) : nullptr;
  schedule_check(x && y, what << ": its sum must be of products of two tensor reads, f32(X[..]) * f32(Y[..])");
  DataType input = matrix_input_type(*kind);
  // TF32 rounds the f32 inputs: only where the workload allows it (dtype=tf32).
  schedule_check(!matrix_inputs_are_tf32(*kind) || s.workload().math() == MathMode::Tf32,
                 what << ": TF32 rounds the f32 inputs of each product to 10 mantissa bits, which this workload does "
                         "not allow (its products are exact f32); ask for it with dtype=tf32 (MathMode::Tf32)");
  std::vector<Stage *> operands;
  for (const TensorRead *r : {x, y}) {
    schedule_check(r->type == input, what << ": it reads '" << r->op->name << "' of type " << r->type.str()
                                          << "; the instruction takes " << input.str());
    const Stage *producer = s.stage_of(r->op.get());
    schedule_check(producer && !producer->is_input && producer->scope == MemoryScope::Shared,
                   what << ": operand '" << r->op->name
                        << "' must be a shared-memory stage (cache_read with scope \"shared\"), which the warp's lanes "
                           "load their fragments from");
    operands.push_back(&s.mutable_stages()[producer - s.stages().data()]);
  }

  int pos = st.leaf_index(axis->name);
  int n = static_cast<int>(st.leaf_axes.size());
  schedule_check(pos == n - 3, what << ": axis '" << axis->name
                                    << "' must be the third innermost loop (rows, then columns, then the reduction "
                                       "inside it); reorder first");
  const int64_t want[3] = {shape.m, shape.n, shape.k};
  const char *role[3] = {"rows", "columns", "reduction"};
  for (int i = 0; i < 3; ++i) {
    const ScheduleAxis &leaf = *st.leaf_axes[pos + i];
    schedule_check(leaf.is_reduce == (i == 2), what << ": loop '" << leaf.name << "' must be "
                                                    << (i == 2 ? "a reduction" : "a spatial") << " loop (" << role[i]
                                                    << ")");
    schedule_check(leaf.extent == want[i], what << ": loop '" << leaf.name << "' (" << role[i] << ") has extent "
                                                << leaf.extent << "; the instruction's is " << want[i]
                                                << " (split it by that factor)");
    schedule_check(leaf.kind == ForKind::Serial,
                   what << ": loop '" << leaf.name << "' is annotated; the instruction replaces the loop");
  }

  // Lowering drops the guards inside the instruction's loops: the tensor's edge is zeros in the
  // operands, but a split of a split that does not divide would repeat part of the reduction.
  for (auto &r : st.relations) {
    bool root = std::find(st.reduce_axes.begin(), st.reduce_axes.end(), r.parent) != st.reduce_axes.end();
    if (r.kind != AxisRelation::Kind::Split || !r.parent->is_reduce || root) continue;
    schedule_check(r.parent->extent % r.factor == 0,
                   what << ": reduction axis '" << r.parent->name << "' (" << r.parent->extent << ") is split by "
                        << r.factor
                        << ", which does not divide it; only the reduction's own axis may be split "
                           "unevenly");
  }

  st.tensorize_axis = axis->name;
  st.tensor_intrinsic = *kind;
  for (Stage *op : operands) op->zero_fill = true;
}

}  // namespace ktune::primitives
