#include "ktune/runtime/HalfFloat.h"

#include <cstring>

namespace ktune {

namespace {

uint32_t bits_of(float f) {
  uint32_t u;
  std::memcpy(&u, &f, sizeof u);
  return u;
}

float float_of(uint32_t u) {
  float f;
  std::memcpy(&f, &u, sizeof f);
  return f;
}

}  // namespace

uint16_t float_to_f16(float value) {
  uint32_t u = bits_of(value);
  uint32_t sign = (u >> 16) & 0x8000u;
  uint32_t magnitude = u & 0x7fffffffu;
  if (magnitude >= 0x7f800000u) {  // infinity or NaN
    return static_cast<uint16_t>(sign | 0x7c00u | (magnitude > 0x7f800000u ? 0x0200u : 0u));
  }
  if (magnitude >= 0x477ff000u) return static_cast<uint16_t>(sign | 0x7c00u);  // rounds past 65504
  if (magnitude < 0x38800000u) {
    // Below the smallest normal f16 (2^-14): a subnormal, value / 2^-24 rounded to an integer.
    if (magnitude < 0x33000000u) return static_cast<uint16_t>(sign);  // under half the smallest subnormal
    uint32_t exponent = magnitude >> 23;
    uint32_t mantissa = (magnitude & 0x7fffffu) | 0x800000u;
    uint32_t shift = 126 - exponent;  // 14 + 23 - (exponent - 127) - 10 ... so that 2^-24 becomes 1
    uint32_t result = mantissa >> shift;
    uint32_t rest = mantissa & ((1u << shift) - 1), half = 1u << (shift - 1);
    if (rest > half || (rest == half && (result & 1u))) ++result;
    return static_cast<uint16_t>(sign | result);
  }
  // Normal: rebias the exponent (127 -> 15) and round the mantissa from 23 to 10 bits.
  uint32_t result = ((magnitude >> 13) - (112u << 10));
  uint32_t rest = magnitude & 0x1fffu;
  if (rest > 0x1000u || (rest == 0x1000u && (result & 1u))) ++result;  // may carry into the exponent: correct
  return static_cast<uint16_t>(sign | result);
}

float f16_to_float(uint16_t h) {
  uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  uint32_t exponent = (h >> 10) & 0x1fu, mantissa = h & 0x3ffu;
  if (exponent == 0x1f) return float_of(sign | 0x7f800000u | (mantissa << 13));
  if (exponent == 0) {
    if (mantissa == 0) return float_of(sign);
    // Subnormal: mantissa x 2^-24.
    float v = static_cast<float>(mantissa) * float_of(0x33800000u);
    return sign ? -v : v;
  }
  return float_of(sign | ((exponent + 112u) << 23) | (mantissa << 13));
}

uint16_t float_to_bf16(float value) {
  uint32_t u = bits_of(value);
  if ((u & 0x7fffffffu) > 0x7f800000u) return static_cast<uint16_t>((u >> 16) | 0x0040u);  // quiet NaN
  uint32_t rounding = 0x7fffu + ((u >> 16) & 1u);
  return static_cast<uint16_t>((u + rounding) >> 16);
}

float bf16_to_float(uint16_t bits) { return float_of(static_cast<uint32_t>(bits) << 16); }

float round_to_tf32(float value) {
  uint32_t bits = bits_of(value);
  if ((bits & 0x7f800000u) == 0x7f800000u) return value;  // infinity or NaN
  // Adding half of the dropped unit to the magnitude rounds ties away from zero; a carry into
  // the exponent is the next power of two (or infinity), which is right.
  return float_of((bits + 0x1000u) & 0xffffe000u);
}

}  // namespace ktune
