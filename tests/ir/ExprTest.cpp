#include <gtest/gtest.h>

#include "ktune/ir/IRPrinter.h"
#include "ktune/ir/IRVisitor.h"
#include "ktune/ir/Tensor.h"
#include "ktune/support/Error.h"

namespace ktune {
namespace {

TEST(ExprTest, ConstantsTakeTheOtherOperandsType) {
  Var x("x");
  Expr e = x + 1;
  EXPECT_EQ(e.type(), DataType::i64());
  Expr f = Var("f", DataType::f32()) * 2;
  EXPECT_EQ(f.type(), DataType::f32());
  EXPECT_TRUE(f.as<Mul>()->b.as<FloatImm>());
}

TEST(ExprTest, NegationIsZeroMinusTheOperand) {
  // Found from Python: the unary minus once moved its operand out before reading its type.
  Var x("x");
  Expr f = placeholder({4}, DataType::f32(), "F")(x);
  EXPECT_EQ(to_string(-f), "(0.0f - F[x])");
  EXPECT_EQ((-Expr(x)).type(), DataType::i64());
}

TEST(ExprTest, MismatchedTypesAreAUserError) {
  Var x("x");
  Var f("f", DataType::f32());
  EXPECT_THROW(x + f, UserError);
  EXPECT_THROW(floordiv(f, f), UserError);
  EXPECT_THROW(x && x, UserError);
}

TEST(ExprTest, VariablesAreIdentifiedByObject) {
  Var a("i"), b("i");
  EXPECT_FALSE(structural_equal(a, b));
  EXPECT_TRUE(structural_equal(a + 1, a + 1));
  Expr e = substitute(a + b, {{a.node(), Expr(3)}});
  EXPECT_EQ(to_string(e), "(3 + i)");
}

TEST(ExprTest, MathCallsAndPrinting) {
  Var f("f", DataType::f32());
  EXPECT_EQ(to_string(exp(f) + tanh(f)), "(exp(f) + tanh(f))");
  EXPECT_EQ(to_string(select(f > 0.0f, f, 0.0f)), "select((f > 0.0f), f, 0.0f)");
  EXPECT_THROW(exp(Var("i")), UserError);
}

TEST(ExprTest, ReductionsOnlyAtTheTop) {
  Tensor A = placeholder({4, 4}, DataType::f32(), "A");
  IterVar k = reduce_axis(4, "k");
  EXPECT_NO_THROW(compute(
      {4}, [&](const std::vector<Var> &v) { return sum(A(v[0], k->var), {k}); }, "S"));
  EXPECT_THROW(compute(
                   {4}, [&](const std::vector<Var> &v) { return sum(A(v[0], k->var), {k}) + 1.0f; }, "S"),
               UserError);
}

TEST(ExprTest, ComputeChecksItsIndicesAndVariables) {
  Tensor A = placeholder({4, 4}, DataType::f32(), "A");
  EXPECT_THROW(compute(
                   {4}, [&](const std::vector<Var> &v) { return A(v[0]); }, "B"),
               UserError);
  Var stray("stray");
  EXPECT_THROW(compute(
                   {4}, [&](const std::vector<Var> &v) { return A(v[0], stray); }, "B"),
               UserError);
  EXPECT_THROW(placeholder({4, 0}, DataType::f32(), "Z"), UserError);
}

TEST(ExprTest, DtypesOfTheIR) {
  for (const char *n : {"f32", "f16", "bf16", "i32", "i8", "float32", "int8"}) {
    EXPECT_NO_THROW(DataType::parse(n)) << n;
  }
  EXPECT_EQ(DataType::parse("bf16").str(), "bf16");
  EXPECT_EQ(DataType::f32(8).str(), "f32x8");
  EXPECT_THROW(DataType::parse("f33"), UserError);
  Tensor h = placeholder({8}, DataType::f16(), "H");
  Tensor c = compute(
      {8}, [&](const std::vector<Var> &v) { return cast(DataType::f32(), h(v[0])); }, "C");
  EXPECT_EQ(c.dtype(), DataType::f32());
}

TEST(ExprTest, ReductionIdentitiesRespectSignedness) {
  auto identity = [](ReduceKind kind, DataType t) {
    Tensor X = placeholder({4}, t, "X");
    IterVar r = reduce_axis(4, "r");
    Expr e = kind == ReduceKind::Max ? max_reduce(X(r->var), {r}) : min_reduce(X(r->var), {r});
    return e.as<Reduce>()->identity().as<IntImm>()->value;
  };
  EXPECT_EQ(identity(ReduceKind::Max, DataType::u8()), 0);
  EXPECT_EQ(identity(ReduceKind::Min, DataType::u8()), 255);
  EXPECT_EQ(identity(ReduceKind::Max, DataType::i8()), -128);
  EXPECT_EQ(identity(ReduceKind::Min, DataType::i8()), 127);
  EXPECT_EQ(identity(ReduceKind::Max, DataType::i32()), INT32_MIN);
}

}  // namespace
}  // namespace ktune
