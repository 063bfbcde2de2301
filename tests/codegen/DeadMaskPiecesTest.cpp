// A masked vector load wider than an AVX2 register, whose run-time mask is false on one whole
// register-wide piece, read through a select that keeps part of that piece: LLVM 19's AVX2 back
// end turned the dead piece into an unmasked load until codegen split such loads
// (src/codegen/SplitMaskedLoads.cpp). The load here ends at a page that cannot be read, so the
// old code faults; checked as AVX2 code, which an AVX-512 host runs too.
#include <gtest/gtest.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <string>

#include "ktune/codegen/CodeGen.h"
#include "ktune/ir/Expr.h"
#include "ktune/lower/Lower.h"
#include "ktune/runtime/Module.h"

namespace ktune {
namespace {

TEST(DeadMaskPiecesTest, AWideMaskedLoadReadsNoPieceItsMaskTurnsOff) {
  Target avx2 = Target::parse("llvm -mcpu=x86-64-v3");
  if (!avx2.runs_here) GTEST_SKIP() << "this CPU cannot run AVX2 code";
  // Y[0:16] = select(c && lane < 9, X[0:16] if (c && lane < 8), 0), with c = F[0] > 0 read at run
  // time: lanes 8-15 of X are never read (lane 8 of the select takes the masked-off zero).
  LoweredFunc f;
  f.name = "dead_mask_piece";
  Buffer X = make_buffer("X", DataType::f32(), {8});
  Buffer F = make_buffer("F", DataType::f32(), {1});
  Buffer Y = make_buffer("Y", DataType::f32(), {16});
  f.args = {X, F, Y};
  Expr c = Broadcast::make(GT::make(BufferLoad::make(F, {Expr(0)}), Expr(0.0f)), 16);
  Expr lane = Ramp::make(Expr(0), Expr(1), 16);
  auto lanes_below = [&](int n) { return And::make(c, LT::make(lane, Broadcast::make(Expr(n), 16))); };
  Expr x = BufferLoad::make(X, {lane}, lanes_below(8));
  f.body = BufferStore::make(Y, {lane}, Select::make(lanes_below(9), x, Broadcast::make(Expr(0.0f), 16)));
  auto kernel = LoadedKernel::load(codegen_cpu(f, avx2));

  // X's 8 floats end where an unreadable page begins.
  long page = sysconf(_SC_PAGESIZE);
  void *pages = mmap(nullptr, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  ASSERT_NE(pages, MAP_FAILED);
  ASSERT_EQ(mprotect(static_cast<char *>(pages) + page, page, PROT_NONE), 0);
  float *x_data = reinterpret_cast<float *>(static_cast<char *>(pages) + page) - 8;
  for (int i = 0; i < 8; ++i) x_data[i] = 1.0f + i;
  for (float flag : {1.0f, -1.0f}) {
    SCOPED_TRACE("F[0] = " + std::to_string(flag));
    float y[16];
    std::fill(y, y + 16, -7.0f);
    void *args[] = {x_data, &flag, y};
    kernel->call_packed(args);
    for (int i = 0; i < 16; ++i) EXPECT_EQ(y[i], flag > 0 && i < 8 ? 1.0f + i : 0.0f) << "lane " << i;
  }
  munmap(pages, 2 * page);
}

}  // namespace
}  // namespace ktune
