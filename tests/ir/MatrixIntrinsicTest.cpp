// The fragment layouts of the tensor-core instructions against examples worked out by hand
// from the figures of the PTX ISA (sections "Matrix Fragments for mma.m16n8k16 with floating
// point type" and "Warp-level matrix load instruction: ldmatrix"), not against the code's own
// formulas; and every layout covers its tile exactly once.
#include <set>

#include <gtest/gtest.h>

#include "ktune/ir/MatrixIntrinsic.h"

namespace ktune {
namespace {

constexpr MatrixIntrinsic kF16 = MatrixIntrinsic::NvMma16x8x16F16;

TEST(MatrixIntrinsicTest, Mma16x8x16FragmentsMatchThePtxFigures) {
  // groupID = lane / 4, threadID_in_group = lane % 4.
  EXPECT_EQ(a_element(kF16, 0, 0), (TileElement{0, 0}));
  EXPECT_EQ(a_element(kF16, 0, 1), (TileElement{0, 1}));
  EXPECT_EQ(a_element(kF16, 5, 2), (TileElement{9, 2}));   // a2: row groupID + 8
  EXPECT_EQ(a_element(kF16, 6, 4), (TileElement{1, 12}));  // a4: column 2t + 8
  EXPECT_EQ(a_element(kF16, 31, 7), (TileElement{15, 15}));
  EXPECT_EQ(b_element(kF16, 6, 3), (TileElement{13, 1}));  // b3: row 2t + 1 + 8, column groupID
  EXPECT_EQ(b_element(kF16, 0, 0), (TileElement{0, 0}));
  EXPECT_EQ(b_element(kF16, 31, 1), (TileElement{7, 7}));
  EXPECT_EQ(c_element(kF16, 13, 3), (TileElement{11, 3}));  // c3: row groupID + 8, column 2t + 1
  EXPECT_EQ(c_element(kF16, 2, 0), (TileElement{0, 4}));
  MatrixShape s = matrix_shape(kF16);
  EXPECT_EQ(s.m * s.k, s.warp_size * s.a_elements);
  EXPECT_EQ(s.k * s.n, s.warp_size * s.b_elements);
  EXPECT_EQ(s.m * s.n, s.warp_size * s.c_elements);
  EXPECT_EQ(matrix_shape(MatrixIntrinsic::NvMma16x8x16Bf16).k, 16);
  EXPECT_TRUE(matrix_inputs_are_bf16(MatrixIntrinsic::NvMma16x8x16Bf16));
}

// m16n8k8 .tf32, from the PTX ISA's figures for it ("Matrix Fragments for mma.m16n8k8"): A's a0..a3
// at rows g, g + 8, g, g + 8 and columns t, t, t + 4, t + 4; B's b0, b1 at rows t, t + 4, column g.
TEST(MatrixIntrinsicTest, Mma16x8x8Tf32FragmentsMatchThePtxFigures) {
  constexpr MatrixIntrinsic kTf32 = MatrixIntrinsic::NvMma16x8x8Tf32;
  EXPECT_EQ(a_element(kTf32, 0, 0), (TileElement{0, 0}));
  EXPECT_EQ(a_element(kTf32, 0, 1), (TileElement{8, 0}));  // a1: row groupID + 8
  EXPECT_EQ(a_element(kTf32, 6, 2), (TileElement{1, 6}));  // a2: column threadID_in_group + 4
  EXPECT_EQ(a_element(kTf32, 31, 3), (TileElement{15, 7}));
  EXPECT_EQ(b_element(kTf32, 6, 0), (TileElement{2, 1}));  // b0: row threadID_in_group, column groupID
  EXPECT_EQ(b_element(kTf32, 6, 1), (TileElement{6, 1}));  // b1: row threadID_in_group + 4
  EXPECT_EQ(c_element(kTf32, 13, 3), (TileElement{11, 3}));
  MatrixShape s = matrix_shape(kTf32);
  EXPECT_EQ(s.k, 8);
  EXPECT_EQ(s.a_elements, 4);
  EXPECT_EQ(s.b_elements, 2);
  EXPECT_TRUE(matrix_inputs_are_tf32(kTf32));
  EXPECT_FALSE(matrix_inputs_are_bf16(kTf32));
  EXPECT_FALSE(is_amd_matrix_intrinsic(kTf32));
  EXPECT_EQ(matrix_input_type(kTf32), DataType::f32());
  EXPECT_EQ(parse_matrix_intrinsic("mma.m16n8k8.tf32"), kTf32);
}

TEST(MatrixIntrinsicTest, LdmatrixFragmentsMatchThePtxFigure) {
  // Without .trans lane l holds row l/4, columns 2(l%4) and 2(l%4)+1 of each 8x8 matrix.
  EXPECT_EQ(ldmatrix_element(0, 0, false), (TileElement{0, 0}));
  EXPECT_EQ(ldmatrix_element(9, 1, false), (TileElement{2, 3}));
  EXPECT_EQ(ldmatrix_element(31, 1, false), (TileElement{7, 7}));
  // .trans: lane 9 gets M[2][2] and M[3][2].
  EXPECT_EQ(ldmatrix_element(9, 0, true), (TileElement{2, 2}));
  EXPECT_EQ(ldmatrix_element(9, 1, true), (TileElement{3, 2}));
}

// ldmatrix.x4 with lane l pointing at row l%16, column 8(l/16) of a 16x16 tile gives exactly the
// A fragment, and .x2.trans with lane l at row l%16 of a 16x8 tile gives exactly B's: the
// address patterns the tensor-core lowering uses.
TEST(MatrixIntrinsicTest, LdmatrixLoadsTheMmaFragments) {
  for (int lane = 0; lane < 32; ++lane) {
    for (int reg = 0; reg < 4; ++reg) {
      for (int e = 0; e < 2; ++e) {
        TileElement in_matrix = ldmatrix_element(lane, e, false);
        int source_lane = 8 * reg + in_matrix.row;
        TileElement in_tile{source_lane % 16, 8 * (source_lane / 16) + in_matrix.col};
        EXPECT_EQ(in_tile, a_element(kF16, lane, 2 * reg + e)) << "lane " << lane << " reg " << reg;
        if (reg >= 2) continue;
        TileElement in_b = ldmatrix_element(lane, e, true);
        int b_lane = 8 * reg + in_b.row;
        EXPECT_EQ((TileElement{b_lane % 16, in_b.col}), b_element(kF16, lane, 2 * reg + e)) << "lane " << lane;
      }
    }
  }
}

// AMD's MFMA (wave64), from the CDNA3 ISA's operand layouts: lane l holds column l % 32 of the
// 32x32 accumulator and rows 8 (i / 4) + 4 (l / 32) + i % 4.
TEST(MatrixIntrinsicTest, MfmaFragmentsMatchTheCdna3Layouts) {
  constexpr MatrixIntrinsic k32 = MatrixIntrinsic::AmdMfma32x32x8F16, k16 = MatrixIntrinsic::AmdMfma16x16x16F16;
  EXPECT_EQ(c_element(k32, 40, 5), (TileElement{13, 8}));
  EXPECT_EQ(c_element(k32, 0, 15), (TileElement{27, 0}));
  EXPECT_EQ(a_element(k32, 33, 2), (TileElement{1, 6}));  // A[l % 32][4 (l / 32) + j]
  EXPECT_EQ(b_element(k32, 33, 2), (TileElement{6, 1}));
  EXPECT_EQ(a_element(k16, 16, 0), (TileElement{0, 4}));  // A[0][4] is lane 16's first value
  EXPECT_EQ(a_element(k16, 63, 3), (TileElement{15, 15}));
  EXPECT_EQ(c_element(k16, 21, 3), (TileElement{7, 5}));
  EXPECT_EQ(matrix_shape(k32).c_elements, 16);
  EXPECT_EQ(matrix_shape(MatrixIntrinsic::AmdMfma16x16x16Bf16).warp_size, 64);
  EXPECT_TRUE(is_amd_matrix_intrinsic(MatrixIntrinsic::AmdMfma32x32x8Bf16));
  EXPECT_FALSE(is_amd_matrix_intrinsic(MatrixIntrinsic::NvMma16x8x16Bf16));
}

TEST(MatrixIntrinsicTest, EveryLayoutCoversItsTileOnce) {
  for (MatrixIntrinsic kind : all_matrix_intrinsics()) {
    SCOPED_TRACE(matrix_intrinsic_name(kind));
    MatrixShape s = matrix_shape(kind);
    auto check = [&](int rows, int cols, int elements, TileElement (*at)(MatrixIntrinsic, int, int)) {
      std::set<std::pair<int, int>> seen;
      for (int lane = 0; lane < s.warp_size; ++lane) {
        for (int i = 0; i < elements; ++i) {
          TileElement e = at(kind, lane, i);
          EXPECT_TRUE(e.row >= 0 && e.row < rows && e.col >= 0 && e.col < cols);
          seen.insert({e.row, e.col});
        }
      }
      EXPECT_EQ(seen.size(), static_cast<size_t>(rows * cols));
    };
    check(s.m, s.k, s.a_elements, a_element);
    check(s.k, s.n, s.b_elements, b_element);
    check(s.m, s.n, s.c_elements, c_element);
  }
}

}  // namespace
}  // namespace ktune
