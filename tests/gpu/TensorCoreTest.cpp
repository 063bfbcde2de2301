// Tensor-core instructions without a GPU: a one-warp kernel built by hand (ldmatrix.x4 for A,
// ldmatrix.x2.trans for B, one mma.sync m16n8k16) becomes PTX that ptxas accepts for sm_80 and
// sm_90 with the full instruction mnemonics, and its emulation (each lane's registers, the
// documented fragment layouts) computes the 16x8x16 product of f16 and bf16 tiles. A kernel
// whose lanes point ldmatrix at the wrong rows computes something else: the emulator does not
// forgive what the hardware would not. The same for AMD's MFMA on one wave of 64: code objects
// for gfx90a and gfx942 that LLD links, with v_mfma instructions, and emulated products. And
// cp.async: the PTX has the copies, commits and waits, and the emulator lands each group of
// copies only at the wait that covers it, zero-filling past the source size.
#include <cstring>

#include <gtest/gtest.h>

#include "ktune/codegen/CodeGen.h"
#include "ktune/lower/Lower.h"
#include "ktune/runtime/GpuEmulator.h"
#include "ktune/support/Error.h"

namespace ktune {
namespace {

Expr c(int64_t v) { return Expr(v); }

size_t count(const std::string &text, const std::string &what) {
  size_t n = 0;
  for (size_t p = text.find(what); p != std::string::npos; p = text.find(what, p + 1)) ++n;
  return n;
}

/** C[16x8] (f32) = A[16x16] * B[16x8] (row major, 16-bit floats) by one warp. row_shift moves
 * every lane's ldmatrix row of A (0: the right rows); threads is the block's size. */
LoweredFunc one_warp_mma(MatrixIntrinsic kind, int64_t row_shift = 0, int64_t threads = 32) {
  DataType in = matrix_inputs_are_bf16(kind) ? DataType::bf16() : DataType::f16();
  Buffer a = make_buffer("A", in, {16 * 16}), b = make_buffer("B", in, {16 * 8});
  Buffer out = make_buffer("C", DataType::f32(), {16 * 8});
  Buffer as = make_buffer("A.shared", in, {16 * 16}, MemoryScope::Shared);
  Buffer bs = make_buffer("B.shared", in, {16 * 8}, MemoryScope::Shared);
  Buffer af = make_buffer("A.frag", in, {8}, MemoryScope::Local);
  Buffer bf = make_buffer("B.frag", in, {4}, MemoryScope::Local);
  Buffer cf = make_buffer("C.frag", DataType::f32(), {4}, MemoryScope::Local);
  Var bx("bx"), tx("tx"), e("e"), i("i");
  std::vector<Stmt> body;
  // Each lane copies 8 elements of A and 4 of B into shared memory.
  body.push_back(For::make(e, c(0), c(8), ForKind::Serial,
                           BufferStore::make(as, {tx * c(8) + e}, BufferLoad::make(a, {tx * c(8) + e}))));
  body.push_back(For::make(e, c(0), c(4), ForKind::Serial,
                           BufferStore::make(bs, {tx * c(4) + e}, BufferLoad::make(b, {tx * c(4) + e}))));
  body.push_back(Evaluate::make(Call::make_thread_barrier()));
  // Lane l points at row l % 16, column 8 (l / 16) of A and at row l % 16 of B.
  Expr a_row = floormod(tx + c(row_shift), c(16)) * c(16) + floordiv(tx, c(16)) * c(8);
  Expr b_row = floormod(tx, c(16)) * c(8);
  body.push_back(BufferStore::make(af, {Ramp::make(c(0), c(1), 8)},
                                   Call::make_load_matrix(BufferLoad::make(as, {a_row}), 4, false)));
  body.push_back(BufferStore::make(bf, {Ramp::make(c(0), c(1), 4)},
                                   Call::make_load_matrix(BufferLoad::make(bs, {b_row}), 2, true)));
  Expr zero = Broadcast::make(make_const(DataType::f32(), 0.0), 4);
  body.push_back(BufferStore::make(cf, {Ramp::make(c(0), c(1), 4)},
                                   Call::make_mma(kind, BufferLoad::make(af, {Ramp::make(c(0), c(1), 8)}),
                                                  BufferLoad::make(bf, {Ramp::make(c(0), c(1), 4)}), zero)));
  // c_i is row g + 8 (i / 2), column 2t + i % 2 (g = lane / 4, t = lane % 4).
  Expr row = floordiv(tx, c(4)) + c(8) * floordiv(i, c(2)), col = c(2) * floormod(tx, c(4)) + floormod(i, c(2));
  body.push_back(
      For::make(i, c(0), c(4), ForKind::Serial, BufferStore::make(out, {row * c(8) + col}, BufferLoad::make(cf, {i}))));
  Stmt kernel = Allocate::make(
      as, Allocate::make(bs, Allocate::make(af, Allocate::make(bf, Allocate::make(cf, Block::make(body))))));
  kernel = For::make(tx, c(0), c(threads), ForKind::ThreadBinding, kernel, "threadIdx.x");
  kernel = For::make(bx, c(0), c(1), ForKind::ThreadBinding, kernel, "blockIdx.x");
  return LoweredFunc{std::string("mma_") + (matrix_inputs_are_bf16(kind) ? "bf16" : "f16"), {a, b, out}, kernel, {}};
}

/** The largest difference between the emulated kernel's C and the product in f64. */
double emulated_error(const LoweredFunc &f, DataType in) {
  CompiledKernel k = codegen_gpu_emulation(f, Target::parse("cuda -arch=sm_80"));
  auto loaded = LoadedKernel::load(k);
  NDArray a = NDArray::random({16, 16}, in, 1), b = NDArray::random({16, 8}, in, 2);
  NDArray out = NDArray::empty({16, 8}, DataType::f32());
  for (int64_t x = 0; x < out.size(); ++x) out.set(x, 12345.0);
  emulate_gpu_launch(*loaded, k.launch, {a, b, out});
  double worst = 0;
  for (int64_t m = 0; m < 16; ++m) {
    for (int64_t n = 0; n < 8; ++n) {
      double sum = 0;
      for (int64_t kk = 0; kk < 16; ++kk) sum += a.get(m * 16 + kk) * b.get(kk * 8 + n);
      worst = std::max(worst, std::abs(out.get(m * 8 + n) - sum));
    }
  }
  return worst;
}

TEST(TensorCoreTest, OneWarpMmaComputesTheProductInTheEmulator) {
  // Products of 16-bit floats are exact in f32; 16 of them summed in f32 stay within 1e-5 here.
  EXPECT_LE(emulated_error(one_warp_mma(MatrixIntrinsic::NvMma16x8x16F16), DataType::f16()), 1e-5);
  EXPECT_LE(emulated_error(one_warp_mma(MatrixIntrinsic::NvMma16x8x16Bf16), DataType::bf16()), 1e-5);
}

TEST(TensorCoreTest, LanesPointingAtTheWrongRowsGiveAWrongProduct) {
  EXPECT_GT(emulated_error(one_warp_mma(MatrixIntrinsic::NvMma16x8x16F16, 1), DataType::f16()), 1e-2);
}

/** C[MxN] (f32) = A[MxK] * B[KxN] by one wave of 64 with one MFMA; each lane loads its own
 * fragments from global memory by the layouts of AMD's documents, written out here. */
LoweredFunc one_wave_mfma(MatrixIntrinsic kind) {
  MatrixShape s = matrix_shape(kind);
  DataType in = matrix_inputs_are_bf16(kind) ? DataType::bf16() : DataType::f16();
  Buffer a = make_buffer("A", in, {s.m * s.k}), b = make_buffer("B", in, {s.k * s.n});
  Buffer out = make_buffer("C", DataType::f32(), {s.m * s.n});
  Buffer af = make_buffer("A.frag", in, {4}, MemoryScope::Local);
  Buffer bf = make_buffer("B.frag", in, {4}, MemoryScope::Local);
  Buffer cf = make_buffer("C.frag", DataType::f32(), {s.c_elements}, MemoryScope::Local);
  Var bx("bx"), tx("tx"), j("j"), i("i");
  Expr m(int64_t{s.m}), n(int64_t{s.n}), k(int64_t{s.k});
  std::vector<Stmt> body;
  // A[l % M][4 (l / M) + j] and B[4 (l / N) + j][l % N].
  body.push_back(For::make(
      j, c(0), c(4), ForKind::Serial,
      Block::make(
          {BufferStore::make(af, {j}, BufferLoad::make(a, {floormod(tx, m) * k + c(4) * floordiv(tx, m) + j})),
           BufferStore::make(bf, {j}, BufferLoad::make(b, {(c(4) * floordiv(tx, n) + j) * n + floormod(tx, n)}))})));
  Expr zero = Broadcast::make(make_const(DataType::f32(), 0.0), s.c_elements);
  body.push_back(BufferStore::make(cf, {Ramp::make(c(0), c(1), s.c_elements)},
                                   Call::make_mma(kind, BufferLoad::make(af, {Ramp::make(c(0), c(1), 4)}),
                                                  BufferLoad::make(bf, {Ramp::make(c(0), c(1), 4)}), zero)));
  // C[8 (i / 4) + 4 (l / N) + i % 4][l % N].
  Expr row = c(8) * floordiv(i, c(4)) + c(4) * floordiv(tx, n) + floormod(i, c(4));
  body.push_back(For::make(i, c(0), c(s.c_elements), ForKind::Serial,
                           BufferStore::make(out, {row * n + floormod(tx, n)}, BufferLoad::make(cf, {i}))));
  Stmt kernel = Allocate::make(af, Allocate::make(bf, Allocate::make(cf, Block::make(body))));
  kernel = For::make(tx, c(0), c(64), ForKind::ThreadBinding, kernel, "threadIdx.x");
  kernel = For::make(bx, c(0), c(1), ForKind::ThreadBinding, kernel, "blockIdx.x");
  return LoweredFunc{std::string("mfma_") + std::to_string(s.m) + "_" + (matrix_inputs_are_bf16(kind) ? "bf16" : "f16"),
                     {a, b, out},
                     kernel,
                     {}};
}

const MatrixIntrinsic kAmdKinds[] = {MatrixIntrinsic::AmdMfma32x32x8F16, MatrixIntrinsic::AmdMfma16x16x16F16,
                                     MatrixIntrinsic::AmdMfma32x32x8Bf16, MatrixIntrinsic::AmdMfma16x16x16Bf16};

TEST(TensorCoreTest, OneWaveMfmaComputesTheProductInTheEmulator) {
  for (MatrixIntrinsic kind : kAmdKinds) {
    SCOPED_TRACE(matrix_intrinsic_name(kind));
    MatrixShape s = matrix_shape(kind);
    DataType in = matrix_inputs_are_bf16(kind) ? DataType::bf16() : DataType::f16();
    CompiledKernel kernel = codegen_gpu_emulation(one_wave_mfma(kind), Target::parse("rocm -mcpu=gfx942"));
    auto loaded = LoadedKernel::load(kernel);
    NDArray a = NDArray::random({s.m, s.k}, in, 3), b = NDArray::random({s.k, s.n}, in, 4);
    NDArray out = NDArray::empty({s.m, s.n}, DataType::f32());
    for (int64_t x = 0; x < out.size(); ++x) out.set(x, 12345.0);
    emulate_gpu_launch(*loaded, kernel.launch, {a, b, out});
    double worst = 0;
    for (int64_t m = 0; m < s.m; ++m) {
      for (int64_t n = 0; n < s.n; ++n) {
        double sum = 0;
        for (int64_t kk = 0; kk < s.k; ++kk) sum += a.get(m * s.k + kk) * b.get(kk * s.n + n);
        worst = std::max(worst, std::abs(out.get(m * s.n + n) - sum));
      }
    }
    EXPECT_LE(worst, 1e-5);
  }
}

TEST(TensorCoreTest, MfmaIsRefusedByNameWhereTheGpuHasNone) {
  // RDNA (gfx1100) has no MFMA, and an NVIDIA target no AMD instruction: refused, not left to
  // LLVM's instruction selection (which would stop the process).
  for (const char *arch : {"rocm -mcpu=gfx1100", "cuda -arch=sm_90"}) {
    try {
      codegen_gpu(one_wave_mfma(MatrixIntrinsic::AmdMfma32x32x8F16), Target::parse(arch));
      ADD_FAILURE() << "MFMA compiled for " << arch;
    } catch (const UserError &e) {
      EXPECT_NE(std::string(e.what()).find("needs an AMD CDNA2/CDNA3 GPU"), std::string::npos) << e.what();
    }
  }
}

TEST(TensorCoreTest, AmdCodeObjectsHaveMfmaAndLink) {
  for (const char *arch : {"rocm -mcpu=gfx90a", "rocm -mcpu=gfx942"}) {
    for (MatrixIntrinsic kind : kAmdKinds) {
      SCOPED_TRACE(std::string(arch) + " " + matrix_intrinsic_name(kind));
      MatrixShape s = matrix_shape(kind);
      CodegenOptions o;
      o.keep_assembly = true;
      CompiledKernel k = codegen_gpu(one_wave_mfma(kind), Target::parse(arch), o);
      ASSERT_GE(k.object.size(), 4u);
      EXPECT_EQ(k.object.substr(0, 4),
                "\x7f"
                "ELF");
      // gfx90a spells v_mfma_f32_32x32x8f16, gfx940 and later v_mfma_f32_32x32x8_f16.
      std::string mnemonic =
          "v_mfma_f32_" + std::to_string(s.m) + "x" + std::to_string(s.n) + "x" + std::to_string(s.k);
      EXPECT_EQ(count(k.assembly, mnemonic), 1u) << k.assembly;
      EXPECT_GT(k.resources.registers, 0);
    }
  }
}

TEST(TensorCoreTest, PtxHasLdmatrixAndMmaSyncAndPtxasAcceptsIt) {
  if (find_ptxas().empty()) GTEST_SKIP() << "ptxas (the CUDA toolkit) is not installed: PTX cannot be checked here";
  for (const char *arch : {"cuda -arch=sm_80", "cuda -arch=sm_90"}) {
    for (MatrixIntrinsic kind : {MatrixIntrinsic::NvMma16x8x16F16, MatrixIntrinsic::NvMma16x8x16Bf16}) {
      SCOPED_TRACE(std::string(arch) + " " + matrix_intrinsic_name(kind));
      CompiledKernel k = codegen_gpu(one_warp_mma(kind), Target::parse(arch));
      const std::string &ptx = k.object;
      std::string type = matrix_inputs_are_bf16(kind) ? "bf16" : "f16";
      EXPECT_EQ(count(ptx, "mma.sync.aligned.m16n8k16.row.col.f32." + type + "." + type + ".f32"), 1u) << ptx;
      EXPECT_EQ(count(ptx, "ldmatrix.sync.aligned.m8n8.x4.shared.b16"), 1u) << ptx;
      EXPECT_EQ(count(ptx, "ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16"), 1u) << ptx;
      EXPECT_EQ(ptx.find(".extern .func"), std::string::npos) << "an unresolved call in the PTX";
      EXPECT_NE(k.resources.checked_by.find("ptxas"), std::string::npos);
      EXPECT_GT(k.resources.registers, 0);
      EXPECT_EQ(k.resources.spill_bytes, 0);
      EXPECT_FALSE(k.cubin.empty());
      EXPECT_EQ(k.launch.threads_per_block(), 32);
    }
  }
}

/** Each of 32 threads copies 16 bytes of In[0:128] (the last thread only 8, the rest zeros)
 * in one group and 8 bytes of In[128:256] in a second, then reads its mirror thread's data
 * after wait_group 1 (only the first group has landed) and again after wait_group 0. */
LoweredFunc async_copies() {
  Buffer in = make_buffer("In", DataType::f32(), {256}), out = make_buffer("Out", DataType::f32(), {256});
  Buffer tile = make_buffer("S", DataType::f32(), {256}, MemoryScope::Shared);
  Var bx("bx"), tx("tx"), e("e");
  Expr mirror = c(31) - tx;
  auto copy_back = [&](int64_t to, int64_t from, int64_t n, int64_t per) {
    return For::make(
        e, c(0), c(n), ForKind::Serial,
        BufferStore::make(out, {c(to) + tx * c(n) + e}, BufferLoad::make(tile, {c(from) + mirror * c(per) + e})));
  };
  auto barrier = Evaluate::make(Call::make_thread_barrier());
  Stmt body = Block::make({
      Evaluate::make(Call::make_copy_async(BufferLoad::make(tile, {tx * c(4)}), BufferLoad::make(in, {tx * c(4)}), 16,
                                           Select::make(tx == c(31), Expr(8), Expr(16)))),
      Evaluate::make(Call::make_async_commit()),
      Evaluate::make(Call::make_copy_async(BufferLoad::make(tile, {c(128) + tx * c(4)}),
                                           BufferLoad::make(in, {c(128) + tx * c(4)}), 8, Expr(8))),
      Evaluate::make(Call::make_async_commit()),
      Evaluate::make(Call::make_async_wait(1)),
      barrier,
      copy_back(0, 0, 4, 4),
      copy_back(128, 128, 2, 4),
      barrier,  // every thread has read before any lands its second group
      Evaluate::make(Call::make_async_wait(0)),
      barrier,
      copy_back(192, 128, 2, 4),
  });
  Stmt kernel = Allocate::make(tile, body);
  kernel = For::make(tx, c(0), c(32), ForKind::ThreadBinding, kernel, "threadIdx.x");
  kernel = For::make(bx, c(0), c(1), ForKind::ThreadBinding, kernel, "blockIdx.x");
  return LoweredFunc{"async_copies", {in, out}, kernel, {}};
}

TEST(TensorCoreTest, CopiesLandAtTheWaitThatCoversTheirGroup) {
  CompiledKernel k = codegen_gpu_emulation(async_copies(), Target::parse("cuda -arch=sm_80"));
  auto loaded = LoadedKernel::load(k);
  NDArray in = NDArray::random({256}, DataType::f32(), 5), out = NDArray::empty({256}, DataType::f32());
  out.fill_zero();
  emulate_gpu_launch(*loaded, k.launch, {in, out});
  uint32_t poison = 0x7f7f7f7f;
  float poisoned;
  std::memcpy(&poisoned, &poison, 4);
  for (int64_t t = 0; t < 32; ++t) {
    int64_t mirror = 31 - t;
    for (int64_t e = 0; e < 4; ++e) {
      double expected = mirror == 31 && e >= 2 ? 0.0 : in.get(mirror * 4 + e);  // past the source size: zeros
      EXPECT_EQ(out.get(t * 4 + e), expected) << "thread " << t << " element " << e;
    }
    for (int64_t e = 0; e < 2; ++e) {
      EXPECT_EQ(out.get(128 + t * 2 + e), poisoned) << "the second group landed before its wait, thread " << t;
      EXPECT_EQ(out.get(192 + t * 2 + e), in.get(128 + mirror * 4 + e)) << "thread " << t;
    }
  }
}

TEST(TensorCoreTest, AMisalignedCopyIsReportedAsTheFaultItIs) {
  // 16-byte copies one float off their alignment: a GPU faults, so the emulator says so.
  Buffer in = make_buffer("In", DataType::f32(), {256}), out = make_buffer("Out", DataType::f32(), {32});
  Buffer tile = make_buffer("S", DataType::f32(), {256}, MemoryScope::Shared);
  Var bx("bx"), tx("tx");
  Stmt body =
      Block::make({Evaluate::make(Call::make_copy_async(BufferLoad::make(tile, {tx * c(4) + c(1)}),
                                                        BufferLoad::make(in, {tx * c(4) + c(1)}), 16, Expr(16))),
                   Evaluate::make(Call::make_async_commit()), Evaluate::make(Call::make_async_wait(0)),
                   Evaluate::make(Call::make_thread_barrier()),
                   BufferStore::make(out, {tx}, BufferLoad::make(tile, {tx * c(4) + c(1)}))});
  Stmt kernel = For::make(tx, c(0), c(32), ForKind::ThreadBinding, Allocate::make(tile, body), "threadIdx.x");
  kernel = For::make(bx, c(0), c(1), ForKind::ThreadBinding, kernel, "blockIdx.x");
  CompiledKernel k =
      codegen_gpu_emulation(LoweredFunc{"misaligned", {in, out}, kernel, {}}, Target::parse("cuda -arch=sm_80"));
  auto loaded = LoadedKernel::load(k);
  NDArray a = NDArray::random({256}, DataType::f32(), 6), b = NDArray::empty({32}, DataType::f32());
  try {
    emulate_gpu_launch(*loaded, k.launch, {a, b});
    ADD_FAILURE() << "a misaligned cp.async ran";
  } catch (const UserError &e) {
    EXPECT_NE(std::string(e.what()).find("not aligned to 16 bytes"), std::string::npos) << e.what();
  }
}

TEST(TensorCoreTest, PtxHasCpAsyncCommitAndWaitAndPtxasAcceptsIt) {
  if (find_ptxas().empty()) GTEST_SKIP() << "ptxas (the CUDA toolkit) is not installed: PTX cannot be checked here";
  for (const char *arch : {"cuda -arch=sm_80", "cuda -arch=sm_90"}) {
    SCOPED_TRACE(arch);
    CompiledKernel k = codegen_gpu(async_copies(), Target::parse(arch));
    EXPECT_EQ(count(k.object, "cp.async.cg.shared.global"), 1u) << k.object;
    EXPECT_EQ(count(k.object, "cp.async.ca.shared.global"), 1u) << k.object;
    EXPECT_EQ(count(k.object, "cp.async.commit_group"), 2u) << k.object;
    EXPECT_EQ(count(k.object, "cp.async.wait_group 1"), 1u) << k.object;
    EXPECT_EQ(count(k.object, "cp.async.wait_group 0"), 1u) << k.object;
    EXPECT_EQ(k.object.find(".extern .func"), std::string::npos);
    EXPECT_EQ(k.resources.spill_bytes, 0);
    EXPECT_FALSE(k.cubin.empty());
  }
  // AMD has no cp.async: the copies are synchronous there, the waits and commits nothing.
  CodegenOptions o;
  o.keep_assembly = true;
  CompiledKernel amd = codegen_gpu(async_copies(), Target::parse("rocm -mcpu=gfx942"), o);
  EXPECT_NE(amd.assembly.find("ds_write_b128"), std::string::npos) << amd.assembly;
  // sm_75 has neither cp.async nor mma.sync m16n8k16: refused by name, not left to LLVM.
  for (LoweredFunc f : {async_copies(), one_warp_mma(MatrixIntrinsic::NvMma16x8x16F16)}) {
    try {
      codegen_gpu(f, Target::parse("cuda -arch=sm_75"));
      ADD_FAILURE() << f.name << " compiled for sm_75";
    } catch (const UserError &e) {
      EXPECT_NE(std::string(e.what()).find("sm_80 or later"), std::string::npos) << e.what();
    }
  }
  // The emulator refuses what the GPU back end would: its checks are the same.
  EXPECT_THROW(codegen_gpu_emulation(async_copies(), Target::parse("cuda -arch=sm_75")), UserError);
}

TEST(TensorCoreTest, WarpInstructionsNeedWholeWarpsAndAreRefusedElsewhere) {
  LoweredFunc f = one_warp_mma(MatrixIntrinsic::NvMma16x8x16F16);
  // ROCm has no ldmatrix: refused by name, not miscompiled.
  try {
    codegen_gpu(f, Target::parse("rocm -mcpu=gfx942"));
    ADD_FAILURE() << "ldmatrix compiled for AMD";
  } catch (const UserError &e) {
    EXPECT_NE(std::string(e.what()).find("ldmatrix"), std::string::npos) << e.what();
  }
  // Half a warp cannot execute a warp-wide instruction.
  try {
    codegen_gpu_emulation(one_warp_mma(MatrixIntrinsic::NvMma16x8x16F16, 0, 16), Target::parse("cuda -arch=sm_80"));
    ADD_FAILURE() << "a 16-thread block compiled with ldmatrix";
  } catch (const UserError &e) {
    EXPECT_NE(std::string(e.what()).find("whole warps of 32"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace ktune
