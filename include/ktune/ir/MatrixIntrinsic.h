// The matrix-multiply-accumulate instructions of GPUs (tensor cores) and how their operands are
// spread over the lanes of a warp: the one table of these facts that the code generators, the
// emulator and (next) the tensorize lowering share.
//
// A warp-wide instruction D = A*B + C takes an M x K tile A, a K x N tile B and an M x N
// accumulator C; no lane holds a whole tile: lane l keeps a few elements of each in its
// registers (its fragment), in an order the instruction set fixes. The functions here say, for
// every (lane, element of the fragment), which row and column of the tile it is.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ktune/ir/Type.h"

namespace ktune {

enum class MatrixIntrinsic : uint8_t {
  /** NVIDIA mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 (sm_80+): f16 in, f32 accumulate. */
  NvMma16x8x16F16,
  /** NVIDIA mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 (sm_80+): bf16 in, f32 accumulate. */
  NvMma16x8x16Bf16,
  /** NVIDIA mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 (sm_80+): f32 in, each rounded to
   * TF32 (10 mantissa bits, cvt.rna.tf32.f32) before the products; f32 accumulate. Only for
   * workloads that allow it (Workload::math, dtype=tf32): it changes the results' rounding. */
  NvMma16x8x8Tf32,
  /** AMD v_mfma_f32_32x32x8f16 (CDNA2 gfx90a, CDNA3 gfx942; wave64): f16 in, f32 accumulate. */
  AmdMfma32x32x8F16,
  /** AMD v_mfma_f32_16x16x16f16 (wave64). */
  AmdMfma16x16x16F16,
  /** AMD v_mfma_f32_32x32x8bf16_1k (wave64): bf16 in, f32 accumulate. */
  AmdMfma32x32x8Bf16,
  /** AMD v_mfma_f32_16x16x16bf16_1k (wave64). */
  AmdMfma16x16x16Bf16,
};

/** The tile shape of an instruction and how many elements of each operand one lane holds. */
struct MatrixShape {
  int m, n, k;
  int warp_size;
  int a_elements, b_elements, c_elements;  // per lane
};

MatrixShape matrix_shape(MatrixIntrinsic kind);
/** "mma.m16n8k16.f16" ...: for printed IR and messages. */
const char *matrix_intrinsic_name(MatrixIntrinsic kind);
/** The intrinsic a name (matrix_intrinsic_name) spells; nullopt for any other text. */
std::optional<MatrixIntrinsic> parse_matrix_intrinsic(const std::string &name);
/** Every intrinsic, in declaration order. */
const std::vector<MatrixIntrinsic> &all_matrix_intrinsics();
/** Whether the operands A and B are bf16. */
bool matrix_inputs_are_bf16(MatrixIntrinsic kind);
/** Whether the operands A and B are f32 values rounded to TF32 by the instruction (else 16-bit:
 * f16 unless matrix_inputs_are_bf16). */
bool matrix_inputs_are_tf32(MatrixIntrinsic kind);
/** The type of the A and B values a lane holds: f16, bf16, or f32 (TF32 instructions). */
DataType matrix_input_type(MatrixIntrinsic kind);
/** Whether it is an AMD instruction (else NVIDIA). */
bool is_amd_matrix_intrinsic(MatrixIntrinsic kind);

/** A position in a tile. */
struct TileElement {
  int row, col;
  bool operator==(const TileElement &o) const { return row == o.row && col == o.col; }
};

/** Element i of lane's A fragment (M x K, row major), of its B fragment (K x N) and of its
 * accumulator (M x N). */
TileElement a_element(MatrixIntrinsic kind, int lane, int i);
TileElement b_element(MatrixIntrinsic kind, int lane, int i);
TileElement c_element(MatrixIntrinsic kind, int lane, int i);

/** ldmatrix.sync.aligned.m8n8.x{1,2,4}[.trans].b16: element e (0 or 1) of register reg of lane
 * is element (row, col) of the 8x8 matrix reg, whose row r the warp's lane 8*reg + r points at.
 * Without trans the lane gets row lane/4, columns 2*(lane%4)+e; with trans the transpose. */
TileElement ldmatrix_element(int lane, int e, bool trans);

}  // namespace ktune
