// IEEE binary16 (f16) and bfloat16 (bf16) values on the host, as their 16-bit patterns.
//
// The kernels load and convert these types in generated code; the host needs them for test
// data, references and results. Conversions from float round to nearest, ties to even, and
// keep infinities and NaNs (a NaN stays a quiet NaN).
#pragma once

#include <cstdint>

namespace ktune {

uint16_t float_to_f16(float value);
float f16_to_float(uint16_t bits);
uint16_t float_to_bf16(float value);
float bf16_to_float(uint16_t bits);
/** value rounded to TF32 (10 mantissa bits, the low 13 bits of its pattern zero) as the PTX ISA's
 * cvt.rna.tf32.f32 does: to nearest, ties away from zero; infinities and NaNs kept. */
float round_to_tf32(float value);

}  // namespace ktune
