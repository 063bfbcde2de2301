// A masked vector load wider than an AVX2 register, whose run-time mask is false on whole
// register-wide pieces, read through a select that keeps part of a dead piece: LLVM 19's AVX2
// back end turned such a piece into an unmasked load until codegen split these loads
// (src/codegen/SplitMaskedLoads.cpp). The load's live lanes end where a page that cannot be read
// begins, so the old code faults; checked as AVX2 code (which an AVX-512 host runs too), in f32
// and f64, with the live pieces in the middle of the vector.
#include <gtest/gtest.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <string>
#include <vector>

#include "ktune/codegen/CodeGen.h"
#include "ktune/ir/Expr.h"
#include "ktune/lower/Lower.h"
#include "ktune/runtime/Module.h"

namespace ktune {
namespace {

// Y[0:4p] = select(c && lane <= 3p, X[0:4p] if (c && p <= lane < 2p + p/2), 0) with c = F[0] > 0
// read at run time, p lanes to a 256-bit piece: pieces 0 and 3 are dead, piece 1 is whole and
// piece 2 half live, and the select reads lane 3p of the dead last piece.
template <typename T>
void check_dead_pieces(DataType element, int p) {
  SCOPED_TRACE(element.str());
  Target avx2 = Target::parse("llvm -mcpu=x86-64-v3");
  int lanes = 4 * p, live_begin = p, live_end = 2 * p + p / 2;
  LoweredFunc f;
  f.name = "dead_mask_pieces";
  Buffer X = make_buffer("X", element, {lanes});
  Buffer F = make_buffer("F", element, {1});
  Buffer Y = make_buffer("Y", element, {lanes});
  f.args = {X, F, Y};
  Expr zero = make_const(element, 0);
  Expr c = Broadcast::make(GT::make(BufferLoad::make(F, {Expr(0)}), zero), lanes);
  Expr lane = Ramp::make(Expr(0), Expr(1), lanes);
  auto splat = [&](int n) { return Broadcast::make(Expr(n), lanes); };
  Expr load_mask = And::make(c, And::make(GE::make(lane, splat(live_begin)), LT::make(lane, splat(live_end))));
  Expr select_mask = And::make(c, LE::make(lane, splat(3 * p)));
  Expr x = BufferLoad::make(X, {lane}, load_mask);
  f.body = BufferStore::make(Y, {lane}, Select::make(select_mask, x, Broadcast::make(zero, lanes)));
  CodegenOptions options;
  options.keep_llvm_ir = true;
  CompiledKernel compiled = codegen_cpu(f, avx2, options);
  // The rewrite happened: the wide load is now loads of one piece each.
  std::string piece_load = "llvm.masked.load.v" + std::to_string(p) + (element.bits == 32 ? "f32" : "f64");
  EXPECT_NE(compiled.llvm_ir.find(piece_load), std::string::npos) << compiled.llvm_ir;
  auto kernel = LoadedKernel::load(compiled);

  // X's live lanes end where an unreadable page begins.
  long page = sysconf(_SC_PAGESIZE);
  void *pages = mmap(nullptr, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  ASSERT_NE(pages, MAP_FAILED);
  ASSERT_EQ(mprotect(static_cast<char *>(pages) + page, page, PROT_NONE), 0);
  T *x_data = reinterpret_cast<T *>(static_cast<char *>(pages) + page) - live_end;
  for (int i = 0; i < live_end; ++i) x_data[i] = T(1 + i);
  for (T flag : {T(1), T(-1)}) {
    SCOPED_TRACE("F[0] = " + std::to_string(flag));
    std::vector<T> y(lanes, T(-7));
    void *args[] = {x_data, &flag, y.data()};
    kernel->call_packed(args);
    for (int i = 0; i < lanes; ++i) {
      bool active = flag > 0 && i >= live_begin && i < live_end;
      EXPECT_EQ(y[i], active ? T(1 + i) : T(0)) << "lane " << i;
    }
  }
  munmap(pages, 2 * page);
}

TEST(DeadMaskPiecesTest, AWideMaskedLoadReadsNoPieceItsMaskTurnsOff) {
  if (!Target::parse("llvm -mcpu=x86-64-v3").runs_here) GTEST_SKIP() << "this CPU cannot run AVX2 code";
  check_dead_pieces<float>(DataType::f32(), 8);
  check_dead_pieces<double>(DataType::f64(), 4);
}

}  // namespace
}  // namespace ktune
