// The runtime pieces: thread pool, arrays, object loading, and code generation features that
// must be explicit (vector instructions, outlined parallel loops).
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <sstream>
#include <thread>
#include <vector>

#include "ktune/driver/Driver.h"
#include "ktune/ir/IRPrinter.h"
#include "ktune/lower/Lower.h"
#include "ktune/ops/Registry.h"
#include "ktune/runtime/ThreadPool.h"
#include "ktune/schedule/Template.h"
#include "ktune/support/Error.h"

namespace ktune {
namespace {

TEST(ThreadPoolTest, CoversEveryIterationOnce) {
  for (int64_t n : {1, 2, 3, 7, 100, 1001}) {
    std::vector<std::atomic<int>> hits(n);
    struct Ctx {
      std::vector<std::atomic<int>> *hits;
    } ctx{&hits};
    ktune_parallel_for(
        n,
        [](void *c, int64_t b, int64_t e) {
          auto *ctx = static_cast<Ctx *>(c);
          for (int64_t i = b; i < e; ++i) (*ctx->hits)[i]++;
        },
        &ctx);
    for (int64_t i = 0; i < n; ++i) EXPECT_EQ(hits[i].load(), 1) << "n=" << n << " i=" << i;
  }
}

TEST(ThreadPoolTest, NestedCallsRunSerially) {
  std::atomic<int64_t> total{0};
  ktune_parallel_for(
      4,
      [](void *c, int64_t b, int64_t e) {
        for (int64_t i = b; i < e; ++i) {
          ktune_parallel_for(
              10, [](void *c2, int64_t b2, int64_t e2) { static_cast<std::atomic<int64_t> *>(c2)->fetch_add(e2 - b2); },
              c);
        }
      },
      &total);
  EXPECT_EQ(total.load(), 40);
}

TEST(ThreadPoolTest, JobsWithFewerChunksThanThreadsDoNotConfuseTheNext) {
  // Alternating jobs of 2 and 8 chunks on 8 threads: a worker that sat out one job must not
  // run (or count) a chunk of the next one twice.
  int before = num_threads();
  set_num_threads(8);
  std::atomic<int64_t> total{0};
  auto add = [](void *c, int64_t b, int64_t e) { static_cast<std::atomic<int64_t> *>(c)->fetch_add(e - b); };
  for (int i = 0; i < 20000; ++i) ktune_parallel_for(i % 2 ? 8 : 2, add, &total);
  EXPECT_EQ(total.load(), 10000 * 10);
  set_num_threads(before);
}

TEST(ThreadPoolTest, CallersOnSeveralThreadsAndSlowChunksLoseNothing) {
  // Three threads issue regions at once on a pool of 4 (more threads than this machine has
  // cores), some chunks sleeping: whoever does not get the pool runs its range itself, chunks
  // are claimed by whoever is free, and every iteration runs exactly once.
  int before = num_threads();
  set_num_threads(4);
  std::atomic<int64_t> total{0};
  auto work = [](void *c, int64_t b, int64_t e) {
    if (b % 3 == 0) std::this_thread::sleep_for(std::chrono::microseconds(50));
    static_cast<std::atomic<int64_t> *>(c)->fetch_add(e - b);
  };
  std::vector<std::thread> callers;
  for (int t = 0; t < 3; ++t) {
    callers.emplace_back([&] {
      for (int i = 0; i < 2000; ++i) ktune_parallel_for(1 + i % 7, work, &total);
    });
  }
  for (auto &c : callers) c.join();
  int64_t per_caller = 0;
  for (int i = 0; i < 2000; ++i) per_caller += 1 + i % 7;
  EXPECT_EQ(total.load(), 3 * per_caller);
  set_num_threads(before);
}

TEST(ThreadPoolTest, ThreadCountCanChange) {
  int before = num_threads();
  set_num_threads(1);
  EXPECT_EQ(num_threads(), 1);
  set_num_threads(before);
  EXPECT_EQ(num_threads(), before);
}

TEST(RuntimeTest, AlignedAllocation) {
  void *p = ktune_alloc(1000);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(p) % 64, 0u);
  ktune_free(p);
  NDArray a = NDArray::empty({3, 5}, DataType::f32());
  EXPECT_EQ(reinterpret_cast<uintptr_t>(a.data()) % 64, 0u);
}

TEST(RuntimeTest, RelativeErrorDetectsDifferences) {
  NDArray a = NDArray::random({4, 4}, DataType::f32(), 1);
  NDArray b = NDArray::random({4, 4}, DataType::f32(), 1);
  EXPECT_EQ(relative_error(a, b), 0.0);
  b.as<float>()[5] += 0.5f;
  EXPECT_GT(relative_error(a, b), 0.1);
  NDArray c = NDArray::empty({4, 5}, DataType::f32());
  EXPECT_TRUE(std::isinf(relative_error(a, c)));
}

TEST(CodegenTest, VectorizedLoopsBecomeVectorInstructions) {
  Workload w = workload_from_spec("add:M=8,N=64");
  Schedule s(w);
  auto [jo, ji] = s.split("C", "j", 16);
  s.vectorize("C", ji);
  CodegenOptions o;
  o.keep_llvm_ir = true;
  o.keep_assembly = true;
  CompiledKernel k = build_kernel(s, Target::host(), o);
  EXPECT_NE(k.llvm_ir.find("<16 x float>"), std::string::npos);
  EXPECT_FALSE(k.assembly.empty());
}

TEST(CodegenTest, StreamingStoresAreNonTemporalWhereAlignedAndNormalElsewhere) {
  // layernorm's output Y streamed (the template's `stream` knob: stream_stores("Y")): its whole
  // vectors become MOVNTPS where the address is aligned to the vector, and each function that
  // streamed ends with an SFENCE. Rows of 250 floats end in a masked tail, stored normally.
  Workload w = workload_from_spec("layernorm:M=8,N=250");
  CodegenOptions o;
  o.keep_assembly = true;
  Schedule s = schedule_from_template(w, Target::host(), {{"stream", 1}});
  CompiledKernel k = build_kernel(s, Target::host(), o);
  EXPECT_NE(k.assembly.find("movntps"), std::string::npos) << k.assembly;
  EXPECT_NE(k.assembly.find("mfence"), std::string::npos) << k.assembly;
  EXPECT_NE(to_string(lower(s, "k").body).find("// streaming"), std::string::npos);
  auto loaded = LoadedKernel::load(k);
  // Rows 1000 bytes apart: some start aligned to 64 bytes (whole vectors streamed), some to 16
  // (streamed in 16-byte pieces), the others to 8 (stored normally).
  auto args = make_arguments(w);
  for (double e : check_against_reference(w, *loaded, args)) EXPECT_LE(e, 1e-4);
  // An output one float off any 16-byte alignment (a caller's pointer): every store is normal.
  std::vector<float> shifted(8 * 250 + 16);
  float *y = shifted.data() + 1;
  auto off_by_one = [&](void **given) {
    std::vector<void *> ptrs(given, given + 4);
    ptrs[3] = y;
    loaded->call_packed(ptrs.data());
    std::copy(y, y + 8 * 250, static_cast<float *>(given[3]));
  };
  for (double e : check_against_reference(w, off_by_one, args)) EXPECT_LE(e, 1e-4);
  // Not streamed, nothing changes.
  CompiledKernel plain = build_kernel(schedule_from_template(w, Target::host(), {{"stream", 0}}), Target::host(), o);
  EXPECT_EQ(plain.assembly.find("movnt"), std::string::npos);
  EXPECT_EQ(plain.assembly.find("mfence"), std::string::npos);
  // Streamed by the kernel itself (no parallel task): its own fence, and the same results.
  Schedule serial = schedule_from_template(w, Target::host(), {{"stream", 1}, {"parallel", 0}});
  CompiledKernel one = build_kernel(serial, Target::host(), o);
  EXPECT_NE(one.assembly.find("movntps"), std::string::npos);
  EXPECT_NE(one.assembly.find("mfence"), std::string::npos);
  auto loaded_one = LoadedKernel::load(one);
  auto fresh = make_arguments(w);
  for (double e : check_against_reference(w, *loaded_one, fresh)) EXPECT_LE(e, 1e-4);
  // Only a stage that stores into global memory can stream.
  Schedule local(workload_from_spec("matmul:M=16,N=16,K=16"));
  std::string acc = local.cache_write("C", "local");
  EXPECT_THROW(local.stream_stores(acc), ScheduleError);
  Schedule inlined(workload_from_spec("conv2d:N=1,C=4,H=9,W=9,K=6,R=3,S=3,pad=1"));
  inlined.compute_inline("pad");
  EXPECT_THROW(inlined.stream_stores("pad"), ScheduleError);
}

TEST(CodegenTest, PackedBuffersGetAlignedVectorAccessesArgumentsDoNot) {
  // The packed panels of B are this kernel's own 64-byte aligned memory, accessed at
  // multiples of 32 floats; B itself is an argument, only assumed aligned to its element.
  Workload w = workload_from_spec("matmul:M=64,N=64,K=64");
  CodegenOptions o;
  o.keep_llvm_ir = true;
  CompiledKernel k =
      build_kernel(schedule_from_template(w, Target::host(), {{"nr", 32}, {"pack_b", 1}}), Target::host(), o);
  int aligned = 0, element_aligned = 0;
  std::istringstream lines(k.llvm_ir);
  for (std::string line; std::getline(lines, line);) {
    if (line.find("<32 x float>") == std::string::npos) continue;
    if (line.find("align 64") != std::string::npos) ++aligned;
    if (line.find("load <32 x float>, ptr %gep") != std::string::npos && line.find("align 4") != std::string::npos)
      ++element_aligned;
  }
  EXPECT_GT(aligned, 0) << k.llvm_ir;
  EXPECT_GT(element_aligned, 0) << k.llvm_ir;
}

TEST(CodegenTest, ParallelLoopsAreOutlinedOntoThePool) {
  Workload w = workload_from_spec("add:M=64,N=64");
  Schedule s(w);
  s.parallel("C", "i");
  CodegenOptions o;
  o.keep_llvm_ir = true;
  CompiledKernel k = build_kernel(s, Target::host(), o);
  EXPECT_NE(k.llvm_ir.find("ktune_parallel_for"), std::string::npos);
  auto loaded = LoadedKernel::load(k);
  auto args = make_arguments(w);
  for (double e : check_against_reference(w, *loaded, args)) EXPECT_LE(e, 1e-6);
}

TEST(CodegenTest, ObjectBytesLoadInASecondModule) {
  // The artifact is bytes: loading the same object twice gives two working kernels.
  Workload w = workload_from_spec("matmul:M=8,N=8,K=8");
  CompiledKernel k = build_kernel(Schedule(w), Target::host());
  std::string bytes = k.object;
  auto a = LoadedKernel::load(bytes, k.symbol);
  auto b = LoadedKernel::load(bytes, k.symbol);
  auto args = make_arguments(w);
  for (double e : check_against_reference(w, *a, args)) EXPECT_LE(e, 1e-6);
  for (double e : check_against_reference(w, *b, args)) EXPECT_LE(e, 1e-6);
}

TEST(CodegenTest, GpuBindingIsRefusedOnTheCpu) {
  Workload w = workload_from_spec("add:M=8,N=8");
  Schedule s(w);
  s.bind("C", "i", "blockIdx.x");
  EXPECT_THROW(build_kernel(s, Target::host()), UserError);
}

}  // namespace
}  // namespace ktune
