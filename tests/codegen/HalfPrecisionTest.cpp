// 16-bit floats on every x86-64 level this machine can run: the generated conversions give the
// host's bits (round to nearest even, subnormals, overflow to infinity, NaNs kept), arithmetic
// on f16/bf16 rounds once per operation, and no kernel needs a compiler-rt builtin (on a CPU
// without AVX-512 BF16, LLVM would otherwise call __truncsfbf2, which nothing provides).
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>

#include "ktune/codegen/CodeGen.h"
#include "ktune/driver/Driver.h"
#include "ktune/ops/Registry.h"
#include "ktune/runtime/HalfFloat.h"
#include "ktune/schedule/Template.h"

namespace ktune {
namespace {

// The x86-64 levels, and this machine's CPU, that run here: v4 only on an AVX-512 host.
std::vector<Target> levels_here() {
  std::vector<Target> out;
  for (const char *t : {"llvm -mcpu=x86-64-v2", "llvm -mcpu=x86-64-v3", "llvm -mcpu=x86-64-v4"}) {
    Target target = Target::parse(t);
    if (target.runs_here) out.push_back(target);
  }
  out.push_back(Target::detected_host());
  return out;
}

uint32_t bits_of(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}

float float_of(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

// f32 inputs that exercise every case of the narrowing conversions.
std::vector<float> narrowing_inputs() {
  std::vector<float> v = {0.0f,
                          -0.0f,
                          1.0f,
                          -1.0f,
                          65504.0f,
                          65519.0f,
                          65520.0f,
                          -65520.0f,
                          1e9f,
                          std::numeric_limits<float>::infinity(),
                          -std::numeric_limits<float>::infinity(),
                          std::numeric_limits<float>::quiet_NaN(),
                          float_of(0x7f800001),  // signalling NaN
                          float_of(0xffc12345),
                          std::numeric_limits<float>::max(),
                          std::numeric_limits<float>::denorm_min(),
                          0x1p-14f,
                          0x1p-24f,
                          0x1p-25f,
                          0x1.8p-25f,
                          0x1p-26f,
                          0x1.ffcp-15f,  // f16 subnormal edges
                          1.0f + 0x1p-8f,
                          1.0f + 0x3p-8f,
                          1.0f + 0x1p-11f,
                          1.0f + 0x3p-11f};  // ties
  std::mt19937 rng(7);
  for (int i = 0; i < 4000; ++i) v.push_back(float_of(static_cast<uint32_t>(rng())));
  // Values near the f16 range, where rounding matters most.
  std::uniform_real_distribution<float> near(-70000.0f, 70000.0f);
  for (int i = 0; i < 1000; ++i) v.push_back(near(rng) * (i % 3 == 0 ? 1e-6f : 1.0f));
  return v;
}

bool is_nan_f16(uint16_t h) { return (h & 0x7c00) == 0x7c00 && (h & 0x3ff) != 0; }
bool is_nan_bf16(uint16_t h) { return (h & 0x7f80) == 0x7f80 && (h & 0x7f) != 0; }

// F[i] = f16(X[i]), B[i] = bf16(X[i]); WF[i] = f32(HF[i]), WB[i] = f32(HB[i]) for all patterns.
Workload conversion_workload(int64_t n) {
  Tensor X = placeholder({n}, DataType::f32(), "X");
  Tensor HF = placeholder({65536}, DataType::f16(), "HF");
  Tensor HB = placeholder({65536}, DataType::bf16(), "HB");
  Tensor F = compute(
      {n}, [&](const std::vector<Var> &i) { return cast(DataType::f16(), X(i[0])); }, "F");
  Tensor B = compute(
      {n}, [&](const std::vector<Var> &i) { return cast(DataType::bf16(), X(i[0])); }, "B");
  Tensor WF = compute(
      {65536}, [&](const std::vector<Var> &i) { return cast(DataType::f32(), HF(i[0])); }, "WF");
  Tensor WB = compute(
      {65536}, [&](const std::vector<Var> &i) { return cast(DataType::f32(), HB(i[0])); }, "WB");
  return Workload({X, HF, HB}, {F, B, WF, WB});
}

Schedule vectorized(const Workload &w, int64_t lanes) {
  Schedule s(w);
  for (const char *stage : {"F", "B", "WF", "WB"}) {
    auto [o, i] = s.split(stage, "i", lanes);
    s.vectorize(stage, i);
  }
  return s;
}

TEST(HalfPrecisionTest, ConversionsGiveTheHostsBitsOnEveryLevel) {
  std::vector<float> inputs = narrowing_inputs();
  auto n = static_cast<int64_t>(inputs.size());  // not a multiple of any vector: masked tails
  Workload w = conversion_workload(n);
  for (const Target &target : levels_here()) {
    for (int64_t lanes : {1, 8, 16}) {
      SCOPED_TRACE(target.str() + ", " + std::to_string(lanes) + " lanes");
      Schedule s = lanes == 1 ? Schedule(w) : vectorized(w, lanes);
      CompiledKernel k = build_kernel(s, target);
      for (const std::string &sym : undefined_symbols(k.object))
        EXPECT_EQ(sym.rfind("__", 0), std::string::npos) << sym;
      auto loaded = LoadedKernel::load(k);
      std::vector<NDArray> args = make_arguments(w);
      std::memcpy(args[0].data(), inputs.data(), inputs.size() * 4);
      auto *hf = static_cast<uint16_t *>(args[1].data());
      auto *hb = static_cast<uint16_t *>(args[2].data());
      for (uint32_t h = 0; h < 65536; ++h) hf[h] = hb[h] = static_cast<uint16_t>(h);
      loaded->call(args);
      auto *f = static_cast<const uint16_t *>(args[3].data());
      auto *b = static_cast<const uint16_t *>(args[4].data());
      int bad = 0;
      for (int64_t i = 0; i < n && bad < 10; ++i) {
        float x = inputs[i];
        if (std::isnan(x)) {
          bad += !is_nan_f16(f[i]) || !is_nan_bf16(b[i]);
          EXPECT_TRUE(is_nan_f16(f[i]) && is_nan_bf16(b[i])) << "NaN " << std::hex << bits_of(x);
          continue;
        }
        bad += f[i] != float_to_f16(x) || b[i] != float_to_bf16(x);
        EXPECT_EQ(f[i], float_to_f16(x)) << "f16 of " << std::hexfloat << x;
        EXPECT_EQ(b[i], float_to_bf16(x)) << "bf16 of " << std::hexfloat << x;
      }
      auto *wf = static_cast<const float *>(args[5].data());
      auto *wb = static_cast<const float *>(args[6].data());
      for (uint32_t h = 0; h < 65536 && bad < 10; ++h) {
        auto h16 = static_cast<uint16_t>(h);
        bool ok_f = is_nan_f16(h16) ? std::isnan(wf[h]) : bits_of(wf[h]) == bits_of(f16_to_float(h16));
        bool ok_b = is_nan_bf16(h16) ? std::isnan(wb[h]) : bits_of(wb[h]) == bits_of(bf16_to_float(h16));
        bad += !ok_f || !ok_b;
        EXPECT_TRUE(ok_f) << "f16 pattern " << std::hex << h;
        EXPECT_TRUE(ok_b) << "bf16 pattern " << std::hex << h;
      }
    }
  }
}

// Y = max(A * B + A, A) in bf16 and f16: each operation rounds to the 16-bit type once.
TEST(HalfPrecisionTest, ArithmeticOnHalfTypesRoundsOncePerOperation) {
  constexpr int64_t n = 203;
  for (DataType t : {DataType::bf16(), DataType::f16()}) {
    Tensor A = placeholder({n}, t, "A"), B = placeholder({n}, t, "B");
    Tensor Y = compute(
        {n}, [&](const std::vector<Var> &i) { return max(A(i[0]) * B(i[0]) + A(i[0]), A(i[0])); }, "Y");
    Workload w({A, B}, {Y});
    bool is_bf16 = t.code == DataType::Code::BFloat;
    auto round = [&](float x) { return is_bf16 ? bf16_to_float(float_to_bf16(x)) : f16_to_float(float_to_f16(x)); };
    auto to_float = [&](uint16_t h) { return is_bf16 ? bf16_to_float(h) : f16_to_float(h); };
    for (const Target &target : levels_here()) {
      for (int64_t lanes : {1, 16}) {
        SCOPED_TRACE(t.str() + " " + target.str() + ", " + std::to_string(lanes) + " lanes");
        Schedule s(w);
        if (lanes > 1) {
          auto [o, i] = s.split("Y", "i", lanes);
          s.vectorize("Y", i);
        }
        CompiledKernel k = build_kernel(s, target);
        for (const std::string &sym : undefined_symbols(k.object))
          EXPECT_EQ(sym.rfind("__", 0), std::string::npos) << sym;
        auto loaded = LoadedKernel::load(k);
        std::vector<NDArray> args = make_arguments(w);
        loaded->call(args);
        auto *a = static_cast<const uint16_t *>(args[0].data());
        auto *b = static_cast<const uint16_t *>(args[1].data());
        auto *y = static_cast<const uint16_t *>(args[2].data());
        for (int64_t i = 0; i < n; ++i) {
          float fa = to_float(a[i]), fb = to_float(b[i]);
          float want = std::max(round(round(fa * fb) + fa), fa);
          EXPECT_EQ(to_float(y[i]), want) << "element " << i;
        }
      }
    }
  }
}

// Every 16-bit GEMM of the registry, with the default schedule and the template, odd shapes
// (partial tiles: masked loads of bf16 vectors) and even ones, links with nothing but the
// runtime and the C library on every level (dense's gelu included: its polynomials use
// multiply-adds, not fma, which x86-64-v2 would call libm for).
TEST(HalfPrecisionTest, KernelsNeedNoCompilerRuntimeOnAnyLevel) {
  const char *specs[] = {"matmul:M=33,N=17,K=20,dtype=bf16", "matmul:M=33,N=17,K=20,dtype=f16",
                         "matmul:M=64,N=64,K=64,dtype=bf16", "dense:M=7,N=37,K=19,bias=1,act=gelu,dtype=bf16",
                         "batch_matmul:B=3,M=9,N=21,K=10,dtype=f16"};
  for (const Target &target : levels_here()) {
    for (const char *spec : specs) {
      Workload w = workload_from_spec(spec);
      for (bool use_template : {false, true}) {
        SCOPED_TRACE(std::string(spec) + " on " + target.str() + (use_template ? ", template" : ", default"));
        Schedule s = use_template ? schedule_from_template(w, target) : Schedule(w);
        CompiledKernel k = build_kernel(s, target);
        for (const std::string &sym : undefined_symbols(k.object)) {
          EXPECT_TRUE(sym.rfind("ktune_", 0) == 0 || sym == "memcpy" || sym == "memmove" || sym == "memset")
              << "needs " << sym;
        }
        auto loaded = LoadedKernel::load(k);
        std::vector<NDArray> args = make_arguments(w);
        std::vector<double> errors = check_against_reference(w, *loaded, args);
        for (double e : errors) EXPECT_LT(e, 1e-4);
      }
    }
  }
}

}  // namespace
}  // namespace ktune
