// f16 and bf16 on the host: conversions round to nearest even and keep special values, every
// 16-bit value survives the round trip through float, and NDArrays of both types hold them.
#include <cmath>
#include <cstring>
#include <limits>

#include <gtest/gtest.h>

#include "ktune/runtime/HalfFloat.h"
#include "ktune/runtime/NDArray.h"

namespace ktune {
namespace {

TEST(HalfFloatTest, F16ConversionsRoundToNearestEven) {
  EXPECT_EQ(float_to_f16(1.0f), 0x3c00);
  EXPECT_EQ(float_to_f16(-2.0f), 0xc000);
  EXPECT_EQ(float_to_f16(0.1f), 0x2e66);
  EXPECT_EQ(float_to_f16(65504.0f), 0x7bff);                      // the largest f16
  EXPECT_EQ(float_to_f16(65519.0f), 0x7bff);                      // rounds down to it
  EXPECT_EQ(float_to_f16(65520.0f), 0x7c00);                      // rounds up to infinity
  EXPECT_EQ(float_to_f16(std::ldexp(1.0f, -24)), 0x0001);         // the smallest subnormal
  EXPECT_EQ(float_to_f16(std::ldexp(1.0f, -25)), 0x0000);         // a tie: to even (zero)
  EXPECT_EQ(float_to_f16(std::ldexp(3.0f, -25)), 0x0002);         // 1.5 subnormal steps: to even (2)
  EXPECT_EQ(float_to_f16(1.0f + std::ldexp(1.0f, -11)), 0x3c00);  // a tie between 1 and 1 + 2^-10: even
  EXPECT_EQ(float_to_f16(1.0f + std::ldexp(3.0f, -11)), 0x3c02);  // a tie between odd and even: even
  EXPECT_EQ(float_to_f16(-0.0f), 0x8000);
  EXPECT_EQ(float_to_f16(std::numeric_limits<float>::infinity()), 0x7c00);
  uint16_t nan = float_to_f16(std::numeric_limits<float>::quiet_NaN());
  EXPECT_EQ(nan & 0x7c00, 0x7c00);
  EXPECT_NE(nan & 0x03ff, 0);
}

TEST(HalfFloatTest, EveryF16AndBf16ValueSurvivesTheRoundTrip) {
  for (uint32_t bits = 0; bits <= 0xffff; ++bits) {
    uint16_t h = static_cast<uint16_t>(bits);
    float f = f16_to_float(h);
    if (std::isnan(f)) {
      EXPECT_EQ(h & 0x7c00, 0x7c00);
    } else {
      EXPECT_EQ(float_to_f16(f), h) << "f16 " << bits;
    }
    float b = bf16_to_float(h);
    if (std::isnan(b)) {
      EXPECT_TRUE(std::isnan(bf16_to_float(float_to_bf16(b))));
    } else {
      EXPECT_EQ(float_to_bf16(b), h) << "bf16 " << bits;
    }
  }
  EXPECT_EQ(f16_to_float(0x0001), std::ldexp(1.0f, -24));
  EXPECT_EQ(f16_to_float(0x7bff), 65504.0f);
}

TEST(HalfFloatTest, Bf16ConversionsRoundToNearestEven) {
  EXPECT_EQ(float_to_bf16(1.0f), 0x3f80);
  EXPECT_EQ(float_to_bf16(-2.0f), 0xc000);
  EXPECT_EQ(float_to_bf16(1.0f + std::ldexp(1.0f, -8)), 0x3f80);        // a tie: to even
  EXPECT_EQ(float_to_bf16(1.0f + std::ldexp(3.0f, -8)), 0x3f82);        // a tie: to even
  EXPECT_EQ(float_to_bf16(std::numeric_limits<float>::max()), 0x7f80);  // rounds to infinity
  EXPECT_TRUE(std::isnan(bf16_to_float(float_to_bf16(std::numeric_limits<float>::quiet_NaN()))));
}

// cvt.rna.tf32.f32 (PTX ISA): 10 mantissa bits, to nearest, ties away from zero.
TEST(HalfFloatTest, Tf32RoundsToNearestTiesAwayFromZero) {
  EXPECT_EQ(round_to_tf32(1.0f), 1.0f);
  EXPECT_EQ(round_to_tf32(1.0f + std::ldexp(1.0f, -12)), 1.0f);                            // below half
  EXPECT_EQ(round_to_tf32(1.0f + std::ldexp(1.0f, -11)), 1.0f + std::ldexp(1.0f, -10));    // a tie: away
  EXPECT_EQ(round_to_tf32(-1.0f - std::ldexp(1.0f, -11)), -1.0f - std::ldexp(1.0f, -10));  // away, negative
  EXPECT_EQ(round_to_tf32(1.0f + std::ldexp(5.0f, -11)), 1.0f + std::ldexp(3.0f, -10));    // a tie at even: away
  EXPECT_EQ(round_to_tf32(std::numeric_limits<float>::infinity()), std::numeric_limits<float>::infinity());
  EXPECT_TRUE(std::isnan(round_to_tf32(std::numeric_limits<float>::quiet_NaN())));
  EXPECT_EQ(round_to_tf32(std::numeric_limits<float>::max()), std::numeric_limits<float>::infinity());
}

TEST(HalfFloatTest, ArraysOfHalfTypesHoldRoundedValues) {
  for (DataType t : {DataType::f16(), DataType::bf16()}) {
    NDArray a = NDArray::random({100}, t, 7);
    EXPECT_EQ(a.bytes(), 200);
    for (int64_t i = 0; i < a.size(); ++i) {
      double v = a.get(i);
      EXPECT_GE(v, -1.0);
      EXPECT_LE(v, 1.0);
    }
    a.set(3, 0.3);
    double expected = t == DataType::f16() ? f16_to_float(float_to_f16(0.3f)) : bf16_to_float(float_to_bf16(0.3f));
    EXPECT_EQ(a.get(3), expected);
    EXPECT_NE(a.get(3), 0.3);
  }
}

}  // namespace
}  // namespace ktune
