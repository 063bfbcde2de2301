// Fragment layouts of the GPU matrix instructions (MatrixIntrinsic.h).
//
// NVIDIA: the PTX ISA, section "Matrix Fragments for mma.m16n8k16 with floating point type"
// (9.7.14.5.8 in ISA 8.x: the figures of the A, B and C/D fragments of .f16/.bf16), and section
// "Warp-level matrix load instruction: ldmatrix" (the figure of one 8x8 matrix's fragment). With
// groupID g = lane / 4 and threadID_in_group t = lane % 4:
//   A (16x16): a0..a7; row g for a0, a1, a4, a5 and g + 8 for the others; column 2t + (i & 1),
//              plus 8 for a4..a7.
//   B (16x8):  b0..b3; row 2t + (i & 1), plus 8 for b2, b3; column g.
//   C (16x8):  c0..c3; row g for c0, c1 and g + 8 for c2, c3; column 2t + (i & 1).
// m16n8k8 with .tf32 (section "Matrix Fragments for mma.m16n8k8", the .tf32 figures): a0..a3
// at row g (a0, a2) or g + 8 (a1, a3), column t (a0, a1) or t + 4 (a2, a3); b0, b1 at row t and
// t + 4, column g; C as for m16n8k16.
// ldmatrix without .trans gives lane l the elements (l / 4, 2 (l % 4) + {0, 1}) of each matrix,
// the layout of an A row pair; .trans gives the transpose, which is B's layout for a row-major
// K x N tile in shared memory.
//
// AMD: the CDNA3 Instruction Set Architecture reference, the chapter "Matrix Arithmetic
// Instructions" (the operand layouts of the dense MFMA instructions, also in AMD's Matrix
// Instruction Calculator), wave64, lane l, register j of the operand (each 16-bit value one
// register slot here):
//   16x16x16: A[l % 16][4 (l / 16) + j], B[4 (l / 16) + j][l % 16], C[4 (l / 16) + j][l % 16].
//   32x32x8:  A[l % 32][4 (l / 32) + j], B[4 (l / 32) + j][l % 32],
//             C[8 (j / 4) + 4 (l / 32) + j % 4][l % 32] (16 accumulators per lane).
// The bf16 "_1k" forms have the f16 forms' layouts (4 values a lane).
#include "ktune/ir/MatrixIntrinsic.h"

#include "ktune/support/Error.h"

namespace ktune {

MatrixShape matrix_shape(MatrixIntrinsic kind) {
  switch (kind) {
    case MatrixIntrinsic::NvMma16x8x16F16:
    case MatrixIntrinsic::NvMma16x8x16Bf16: return {16, 8, 16, 32, 8, 4, 4};
    case MatrixIntrinsic::NvMma16x8x8Tf32: return {16, 8, 8, 32, 4, 2, 4};
    case MatrixIntrinsic::AmdMfma32x32x8F16:
    case MatrixIntrinsic::AmdMfma32x32x8Bf16: return {32, 32, 8, 64, 4, 4, 16};
    case MatrixIntrinsic::AmdMfma16x16x16F16:
    case MatrixIntrinsic::AmdMfma16x16x16Bf16: return {16, 16, 16, 64, 4, 4, 4};
  }
  internal_check(false, "matrix intrinsic " << static_cast<int>(kind));
  return {};
}

const char *matrix_intrinsic_name(MatrixIntrinsic kind) {
  switch (kind) {
    case MatrixIntrinsic::NvMma16x8x16F16: return "mma.m16n8k16.f16";
    case MatrixIntrinsic::NvMma16x8x16Bf16: return "mma.m16n8k16.bf16";
    case MatrixIntrinsic::NvMma16x8x8Tf32: return "mma.m16n8k8.tf32";
    case MatrixIntrinsic::AmdMfma32x32x8F16: return "mfma.32x32x8.f16";
    case MatrixIntrinsic::AmdMfma16x16x16F16: return "mfma.16x16x16.f16";
    case MatrixIntrinsic::AmdMfma32x32x8Bf16: return "mfma.32x32x8.bf16";
    case MatrixIntrinsic::AmdMfma16x16x16Bf16: return "mfma.16x16x16.bf16";
  }
  return "?";
}

bool matrix_inputs_are_bf16(MatrixIntrinsic kind) {
  return kind == MatrixIntrinsic::NvMma16x8x16Bf16 || kind == MatrixIntrinsic::AmdMfma32x32x8Bf16 ||
         kind == MatrixIntrinsic::AmdMfma16x16x16Bf16;
}

bool matrix_inputs_are_tf32(MatrixIntrinsic kind) { return kind == MatrixIntrinsic::NvMma16x8x8Tf32; }

DataType matrix_input_type(MatrixIntrinsic kind) {
  if (matrix_inputs_are_tf32(kind)) return DataType::f32();
  return matrix_inputs_are_bf16(kind) ? DataType::bf16() : DataType::f16();
}

const std::vector<MatrixIntrinsic> &all_matrix_intrinsics() {
  static const std::vector<MatrixIntrinsic> all = {
      MatrixIntrinsic::NvMma16x8x16F16,    MatrixIntrinsic::NvMma16x8x16Bf16,   MatrixIntrinsic::NvMma16x8x8Tf32,
      MatrixIntrinsic::AmdMfma32x32x8F16,  MatrixIntrinsic::AmdMfma16x16x16F16, MatrixIntrinsic::AmdMfma32x32x8Bf16,
      MatrixIntrinsic::AmdMfma16x16x16Bf16};
  return all;
}

std::optional<MatrixIntrinsic> parse_matrix_intrinsic(const std::string &name) {
  for (MatrixIntrinsic kind : all_matrix_intrinsics()) {
    if (name == matrix_intrinsic_name(kind)) return kind;
  }
  return std::nullopt;
}

bool is_amd_matrix_intrinsic(MatrixIntrinsic kind) {
  switch (kind) {
    case MatrixIntrinsic::NvMma16x8x16F16:
    case MatrixIntrinsic::NvMma16x8x16Bf16:
    case MatrixIntrinsic::NvMma16x8x8Tf32: return false;
    default: return true;
  }
}

namespace {

void check_lane(MatrixIntrinsic kind, int lane, int i, int elements) {
  internal_check(lane >= 0 && lane < matrix_shape(kind).warp_size && i >= 0 && i < elements,
                 matrix_intrinsic_name(kind) << ": lane " << lane << " element " << i);
}

}  // namespace

TileElement a_element(MatrixIntrinsic kind, int lane, int i) {
  MatrixShape s = matrix_shape(kind);
  check_lane(kind, lane, i, s.a_elements);
  if (is_amd_matrix_intrinsic(kind)) return {lane % s.m, 4 * (lane / s.m) + i};
  int g = lane / 4, t = lane % 4;
  if (matrix_inputs_are_tf32(kind)) return {g + 8 * (i % 2), t + 4 * (i / 2)};
  return {g + 8 * ((i / 2) % 2), 2 * t + (i & 1) + 8 * (i / 4)};
}

TileElement b_element(MatrixIntrinsic kind, int lane, int i) {
  MatrixShape s = matrix_shape(kind);
  check_lane(kind, lane, i, s.b_elements);
  if (is_amd_matrix_intrinsic(kind)) return {4 * (lane / s.n) + i, lane % s.n};
  int g = lane / 4, t = lane % 4;
  if (matrix_inputs_are_tf32(kind)) return {t + 4 * i, g};
  return {2 * t + (i & 1) + 8 * (i / 2), g};
}

TileElement c_element(MatrixIntrinsic kind, int lane, int i) {
  MatrixShape s = matrix_shape(kind);
  check_lane(kind, lane, i, s.c_elements);
  if (is_amd_matrix_intrinsic(kind)) return {8 * (i / 4) + 4 * (lane / s.n) + i % 4, lane % s.n};
  int g = lane / 4, t = lane % 4;
  return {g + 8 * (i / 2), 2 * t + (i & 1)};
}

TileElement ldmatrix_element(int lane, int e, bool trans) {
  internal_check(lane >= 0 && lane < 32 && (e == 0 || e == 1), "ldmatrix lane " << lane << " element " << e);
  TileElement plain{lane / 4, 2 * (lane % 4) + e};
  return trans ? TileElement{plain.col, plain.row} : plain;
}

}  // namespace ktune
