#include <gtest/gtest.h>

#include <string>
#include <tuple>
#include <vector>

#include "ktune/analysis/Analyzer.h"
#include "ktune/ir/IRPrinter.h"
#include "ktune/ir/IRVisitor.h"

namespace ktune {
namespace {

TEST(SimplifyTest, LinearFormsCancelAndFold) {
  Var x("x"), y("y");
  EXPECT_EQ(to_string(simplify((x + 3) * 4 - x * 4)), "12");
  EXPECT_EQ(to_string(simplify(x * 2 + y - x)), "(x + y)");
  EXPECT_EQ(to_string(simplify(x - x)), "0");
}

// A sum's terms meet whatever the nesting of its adds, subtracts and constant multiples (an
// unrolled body's indices are long chains of them), products of sums meet in either order, and a
// fused axis's halves come together across levels of a sum.
TEST(SimplifyTest, LongSumsMeetAcrossTheirLevels) {
  std::vector<Var> v;
  for (int i = 0; i < 64; ++i) v.emplace_back("v" + std::to_string(i));
  Expr forward = v[0], backward = v[63] * 3;
  for (int i = 1; i < 64; ++i) forward = (forward + v[i] * 3) * 1 + 2;
  for (int i = 62; i >= 1; --i) backward = backward + v[i] * 3 + 2;
  EXPECT_EQ(to_string(simplify(forward - (backward + v[0] + 2))), "0");
  Var x("x"), y("y");
  EXPECT_EQ(to_string(simplify((x + 1) * (y + 2) - (y + 2) * (x + 1))), "0");
  EXPECT_EQ(to_string(simplify((floordiv(x, 8) * 8 + y) + (floormod(x, 8) - y) * 1)), "x");
  EXPECT_EQ(to_string(simplify((x * 4 - (x + y) * 4) * -2)), "(y * 8)");
  // A narrower type's coefficients wrap to its width level by level, as its code does: 2^32 is 0.
  Var a("a", DataType::i32()), b("b", DataType::i32());
  Expr k = IntImm::make(DataType::i32(), 65536);
  EXPECT_EQ(to_string(simplify(a * k * k + b)), "b");
}

TEST(SimplifyTest, DivModWithKnownBounds) {
  Var io("io"), ii("ii");
  Analyzer a;
  a.bind(io, 0, 16);
  a.bind(ii, 0, 8);
  Expr idx = io * 8 + ii;
  EXPECT_EQ(to_string(a.simplify(floordiv(idx, 8))), "io");
  EXPECT_EQ(to_string(a.simplify(floormod(idx, 8))), "ii");
  EXPECT_EQ(to_string(a.simplify(floordiv(idx, 4))), "((io * 2) + floordiv(ii, 4))");
  EXPECT_EQ(to_string(a.simplify(floormod(idx + 16, 8))), "ii");
}

// A fused axis's halves, floordiv(x, k) and floormod(x, k), put back together: the flattened
// output positions of an NCHW convolution index one contiguous run.
TEST(SimplifyTest, FusedAxesComeBackTogether) {
  Var po("po"), pi("pi"), j("j");
  Expr x = po * 32 + pi;
  EXPECT_EQ(to_string(simplify(j * 3136 + floordiv(x, 56) * 56 + floormod(x, 56))), "(((po * 32) + pi) + (j * 3136))");
  EXPECT_EQ(to_string(simplify(floordiv(x, 7) * 21 + floormod(x, 7) * 3)), "((po * 96) + (pi * 3))");
  // Coefficients out of proportion, or different dividends, stay as they are.
  EXPECT_NE(to_string(simplify(floordiv(x, 56) * 55 + floormod(x, 56))).find("floordiv"), std::string::npos);
  EXPECT_NE(to_string(simplify(floordiv(x, 56) * 56 + floormod(x + 1, 56))).find("floormod"), std::string::npos);
}

// A constant below the common step of the terms and the divisor stays out of floordiv and
// floormod: the lanes of a 16-wide channel tile in a 32-wide weight block
// (floormod(16 x + l, 32) is floormod(16 x, 32) + l for l < 16). Checked against the
// arithmetic for x in [-40, 40].
TEST(SimplifyTest, ConstantsBelowTheCommonStepStayOutsideTheDivision) {
  Var x("x");
  EXPECT_EQ(to_string(simplify(floormod(x * 16 + 3, 32))), "(floormod((x * 16), 32) + 3)");
  EXPECT_EQ(to_string(simplify(floordiv(x * 16 + 15, 32))), "floordiv((x * 16), 32)");
  // A constant that reaches the step could carry: kept inside.
  EXPECT_EQ(to_string(simplify(floormod(x * 16 + 16, 32))), "floormod(((x * 16) + 16), 32)");
  EXPECT_NE(to_string(simplify(floordiv(x * 6 + 3, 32))).find("+ 3"), std::string::npos);  // step 2
  // The floormod of a multiple of 16 by 32 is at most 16, so the block of the lane stays known.
  Analyzer a;
  a.bind(x, 0, 100);
  EXPECT_EQ(a.bounds(floormod(x * 16, 32)).max, 16);
  EXPECT_EQ(to_string(a.simplify(floordiv(floormod(x * 16 + 3, 32), 32))), "0");
  for (auto [c, m, k] : {std::tuple<int64_t, int64_t, int64_t>{16, 32, 3},
                         {16, 32, 15},
                         {8, 24, 7},
                         {4, 12, 3},
                         {16, 32, 16},
                         {6, 32, 3},
                         {-16, 32, 5}}) {
    Expr mod = simplify(floormod(x * c + k, m)), div = simplify(floordiv(x * c + k, m));
    for (int64_t v = -40; v <= 40; ++v) {
      int64_t n = c * v + k, q = n >= 0 ? n / m : -((-n + m - 1) / m);
      Expr em = simplify(substitute(mod, {{x.node(), Expr(v)}})), ed = simplify(substitute(div, {{x.node(), Expr(v)}}));
      auto *gm = as_const_int(em);  // points into em
      auto *gd = as_const_int(ed);
      ASSERT_TRUE(gm && gd);
      EXPECT_EQ(*gm, n - q * m) << c << "x+" << k << " mod " << m << " at x=" << v;
      EXPECT_EQ(*gd, q) << c << "x+" << k << " div " << m << " at x=" << v;
    }
  }
}

// floordiv and floormod of a unit-stride ramp no longer than the divisor: a compare and a carry
// instead of a division per lane.
TEST(SimplifyTest, RampsAcrossTwoBlocksDivideByACompare) {
  Var po("po");
  Expr r = Ramp::make(po * 32, Expr(int64_t{1}), 16);
  std::string q = to_string(simplify(floordiv(r, Broadcast::make(Expr(int64_t{56}), 16))));
  std::string m = to_string(simplify(floormod(r, Broadcast::make(Expr(int64_t{56}), 16))));
  EXPECT_NE(q.find("select((ramp("), std::string::npos) << q;
  EXPECT_EQ(q.find("floordiv(ramp"), std::string::npos) << q;
  EXPECT_EQ(m.find("floormod(ramp"), std::string::npos) << m;
  // Longer than the divisor: the ramp may span three blocks, and the division stays.
  Expr wide = Ramp::make(po * 32, Expr(int64_t{1}), 16);
  EXPECT_NE(to_string(simplify(floordiv(wide, Broadcast::make(Expr(int64_t{8}), 16)))).find("floordiv(ramp"),
            std::string::npos);
}

TEST(SimplifyTest, ComparisonsDecidedByBounds) {
  Var i("i");
  Analyzer a;
  a.bind(i, 0, 10);
  EXPECT_TRUE(a.can_prove(i < 10));
  EXPECT_FALSE(a.can_prove(i < 9));
  EXPECT_TRUE(a.can_prove(i * 2 + 1 >= 1));
  EXPECT_EQ(to_string(a.simplify(min(i, 20))), "i");
  EXPECT_EQ(to_string(a.simplify(max(i, 20))), "20");
}

TEST(SimplifyTest, FloorSemanticsForNegativeNumbers) {
  EXPECT_EQ(to_string(simplify(floordiv(Expr(-7), Expr(2)))), "-4");
  EXPECT_EQ(to_string(simplify(floormod(Expr(-7), Expr(2)))), "1");
}

TEST(SimplifyTest, FloatsAreOnlyConstantFolded) {
  Var f("f", DataType::f32());
  EXPECT_EQ(to_string(simplify(Expr(2.0f) * Expr(3.0f))), "6.0f");
  // (f + 1) - 1 is not f in floating point; it must stay.
  EXPECT_EQ(to_string(simplify((f + 1.0f) - 1.0f)), "((f + 1.0f) - 1.0f)");
}

TEST(SimplifyTest, LoopsOfOneIterationVanish) {
  Var i("i");
  Buffer b = make_buffer("B", DataType::f32(), {4});
  Stmt s = For::make(i, Expr(0), Expr(1), ForKind::Serial, BufferStore::make(b, {i + 2}, Expr(1.0f)));
  EXPECT_EQ(to_string(simplify(s)), "B[2] = 1.0f\n");
}

// A branch on a loop variable against a constant (partition_loops' edge copies) narrows the
// variable in each case, so the tests inside decide: here the first iteration's `i >= 1` is
// false and its select is the zero, the rest's is true and its select is the load.
TEST(SimplifyTest, BranchesNarrowTheirVariable) {
  Var i("i");
  Buffer a = make_buffer("A", DataType::f32(), {8}), b = make_buffer("B", DataType::f32(), {8});
  Stmt store = BufferStore::make(b, {i}, select(i >= 1, BufferLoad::make(a, {i - 1}), Expr(0.0f)));
  Stmt s = For::make(i, Expr(0), Expr(8), ForKind::Serial, IfThenElse::make(i < 1, store, store));
  EXPECT_EQ(to_string(simplify(s)),
            "for (i, 0, 8) {\n  if ((i < 1)) {\n    B[i] = 0.0f\n  } else {\n    B[i] = A[(i - 1)]\n  }\n}\n");
}

}  // namespace
}  // namespace ktune
