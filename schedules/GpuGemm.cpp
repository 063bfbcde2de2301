// The GPU template of the GEMM family (matmul, dense with its epilogue, batch_matmul): the
// classic two-level tiling of CUDA SGEMM kernels (as in TVM's and CUTLASS's SIMT GEMMs).
//
// Each block computes a tile_m x tile_n tile of the output; each of its threads a thread_m x
// thread_n sub-tile, accumulated in registers (a local cache_write, or for dense with an
// epilogue the reduction stage itself, private to the thread). The reduction runs in steps of
// tile_k: at each step the block's threads copy the A and B tiles it needs into shared memory
// (cooperatively: the copy loop is fused, split across all the block's threads and, with
// fetch_vector = 4 (f32) or 8 (f16, bf16), read 128 bits at a time), lowering puts barriers
// around the copy, and
// every thread then runs tile_k rank-1 updates of its sub-tile from shared memory, unrolled.
// With double_buffer, the tiles have `stages` copies used in turn (2: double buffering; 3 or 4:
// a multi-stage pipeline): the next steps' tiles are fetched while this step's are computed,
// one barrier per step (see InjectPipeline.cpp); with async_copy (sm_80 and later) the fetches
// are cp.async copies straight into shared memory, waited for at the start of the step that
// reads them.
// Batches are blockIdx.z. f16 and bf16 inputs stay 16-bit in shared memory and are converted
// to f32 as they are read for the products (f32 accumulation). Knobs with more threads than a block allows (1024) or
// more shared memory than a block has are refused when applied (a compile error in the tuner).
//
// With tensor_cores = 1 (f16 and bf16 on sm_80 and later, and f32 where the workload allows
// TF32 (dtype=tf32) on NVIDIA sm_80 and later; the default there) the tensor-core
// variant of GpuGemmTensorCore.cpp is applied instead (with split_k). Not done here yet: register
// prefetch of the next tile. The CUDA-core defaults keep synchronous double buffering: the
// multi-stage and cp.async forms are for the tuner to measure (checked here by ptxas and the
// emulator, never yet on a GPU).
#include <algorithm>

#include "GpuGemm.h"
#include "Templates.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

namespace ktune::templates {

namespace {

/** cp.async (and so asynchronous tile fetches) exists on sm_80 and later. */
bool has_async_copy(const Target &t) { return t.sm_version() >= 80; }

// 128-bit fetches: 4 f32 or 8 f16/bf16 elements per access.
int64_t wide_fetch(const Workload &w) { return w.inputs().at(0).dtype().bits == 16 ? 8 : 4; }

// Defaults before tuning: for outputs of at least 1024 x 1024 the block and thread tiles of
// CUTLASS's SIMT SGEMM (128 x 128 x 8 per block of 256 threads, 8 x 8 outputs each: 16 FMAs per
// 128-bit shared read; ptxas: 163 registers, no spills on sm_90), else 64 x 64 x 16 with 4 x 4
// per thread, which keeps enough blocks for the multiprocessors on smaller outputs (and on AMD).
KnobValues gpu_gemm_defaults(const Workload &w, const Target &target) {
  const auto &shape = w.outputs().at(0).shape();
  // AMDGPU keeps the smaller tiles: the large ones need 257 VGPRs on gfx942 (130 for 64 x 64).
  bool large =
      target.kind == Target::Kind::CUDA && shape.size() >= 2 && shape[shape.size() - 2] >= 1024 && shape.back() >= 1024;
  int64_t tile = large ? 128 : 64, per_thread = large ? 8 : 4, tile_k = large ? 8 : 16;
  KnobValues k = {{"tile_m", tile},
                  {"tile_n", tile},
                  {"thread_m", per_thread},
                  {"thread_n", per_thread},
                  {"tile_k", tile_k},
                  {"unroll_k", 1},
                  {"fetch_vector", wide_fetch(w)},
                  {"double_buffer", 1},
                  {"stages", 2},
                  {"async_copy", 0},
                  {"tensor_cores", 0},
                  {"warp_m", 32},
                  {"warp_n", 32},
                  {"instr_m", 16},
                  {"swizzle", 0},
                  {"split_k", 1}};
  if (has_gpu_tensor_cores(w, target) && target.kind == Target::Kind::CUDA) {
    // With tensor cores: CUTLASS's sm_80 f16 GEMM shape, 128 x 128 x 32 blocks of 2 x 2 warps
    // with 64 x 64 tiles, three stages of cp.async copies (3 x 16 KiB: the 48 KiB of static
    // shared memory); 64 x 64 blocks of 32 x 32 warps below 1024 x 1024.
    // TF32 (f32 data, twice the bytes): 16-deep k tiles keep the three stages in 48 KiB.
    k["tensor_cores"] = 1;
    k["tile_k"] = w.math() == MathMode::Tf32 ? 16 : 32;
    k["warp_m"] = k["warp_n"] = large ? 64 : 32;
    k["stages"] = 3;
    k["async_copy"] = 1;
    k["swizzle"] = 1;
  } else if (has_gpu_tensor_cores(w, target)) {
    // AMD CDNA: 64 x 64 x 32 blocks of 2 x 2 waves, each one 32 x 32 x 8 MFMA tile per k step,
    // double-buffered (never measured on a GPU: a starting point for the tuner).
    k["tensor_cores"] = 1;
    k["tile_k"] = 32;
    k["instr_m"] = 32;
  }
  return k;
}

KnobDomains gpu_gemm_space(const Workload &w, const Target &target) {
  std::vector<int64_t> async_copy = has_async_copy(target) ? std::vector<int64_t>{0, 1} : std::vector<int64_t>{0};
  bool tc = has_gpu_tensor_cores(w, target);
  // The tensor-core variant's own knobs are worth searching only where it exists.
  auto only_with_tc = [&](std::vector<int64_t> values, int64_t otherwise) {
    return tc ? values : std::vector<int64_t>{otherwise};
  };
  return {{"tile_m", {16, 32, 64, 128}},
          {"tile_n", {16, 32, 64, 128}},
          {"thread_m", {1, 2, 4, 8}},
          {"thread_n", {1, 2, 4, 8}},
          {"tile_k", {4, 8, 16, 32}},
          {"fetch_vector", {1, wide_fetch(w)}},
          {"unroll_k", {0, 1}},
          {"double_buffer", {0, 1}},
          {"stages", {2, 3, 4}},
          {"async_copy", async_copy},
          {"tensor_cores", only_with_tc({0, 1}, 0)},
          {"warp_m", only_with_tc({16, 32, 64}, 32)},
          {"warp_n", only_with_tc({16, 32, 64}, 32)},
          {"instr_m", only_with_tc(target.has_mfma() ? std::vector<int64_t>{16, 32} : std::vector<int64_t>{16}, 16)},
          {"swizzle", only_with_tc({0, 1}, 0)},
          {"split_k", only_with_tc({1, 2, 4}, 1)}};
}

/** Copies of a tensor into shared memory, computed at the reduction step, spread over the
 * block's threads (threads_y x threads_x), fetch_vector elements per access. */
void cooperative_fetch(Schedule &s, const std::string &stage, int64_t threads_y, int64_t threads_x, int64_t vector) {
  std::vector<std::string> axes;
  for (auto &a : s.stage(stage).leaf_axes) axes.push_back(a->name);
  std::string fused = axes[0];
  for (size_t i = 1; i < axes.size(); ++i) fused = s.fuse(stage, fused, axes[i]);
  if (vector > 1) {
    auto [outer, lanes] = s.split(stage, fused, vector);
    s.vectorize(stage, lanes);
    fused = outer;
  }
  auto [rest, thread] = s.split(stage, fused, threads_y * threads_x);
  auto [ty, tx] = s.split(stage, thread, threads_x);
  s.bind(stage, ty, "threadIdx.y");
  s.bind(stage, tx, "threadIdx.x");
}

void apply_gpu_gemm(Schedule &s, const GpuGemmStages &g, const KnobValues &k, const Target &target) {
  // A shared tile of panel-packed weights spans whole panels, which the tile sizes and the
  // shared-memory budget below do not account for.
  user_check(
      dense_weight_panels(s.workload()) == 0,
      s.workload().spec << ": weights packed in panels (nblock) are for the CPU templates; on a GPU use nblock=0");
  if (k.at("tensor_cores")) return apply_gpu_gemm_tensor_cores(s, g, k, target);
  int64_t bm = k.at("tile_m"), bn = k.at("tile_n"), tm = k.at("thread_m"), tn = k.at("thread_n");
  int64_t bk = k.at("tile_k"), vec = k.at("fetch_vector");
  schedule_check(bm % tm == 0 && bn % tn == 0, "the thread tile (" << tm << " x " << tn
                                                                   << ") must divide the block tile (" << bm << " x "
                                                                   << bn << ")");
  // A block tile larger than the output shrinks to it (in whole thread tiles): every loop bound
  // to a thread index then has the block's extent, so no thread sits out a barrier.
  {
    const Stage &o = s.stage(g.out);
    int64_t m = o.root_axes[g.batch ? 1 : 0]->extent, n = o.root_axes[g.batch ? 2 : 1]->extent;
    bm = std::min(bm, (m + tm - 1) / tm * tm);
    bn = std::min(bn, (n + tn - 1) / tn * tn);
  }
  int64_t threads_y = bm / tm, threads_x = bn / tn;
  schedule_check(threads_y * threads_x <= 1024, "a " << bm << " x " << bn << " block tile with " << tm << " x " << tn
                                                     << " thread tiles needs " << threads_y * threads_x
                                                     << " threads per block; at most 1024 are allowed");
  int64_t copies = k.at("double_buffer") ? k.at("stages") : 1;
  int64_t element_bytes = s.workload().inputs().at(0).dtype().bytes();
  schedule_check((bm + bn) * bk * element_bytes * copies <= 48 * 1024,
                 copies << " x shared tiles of (" << bm << " + " << bn << ") x " << bk << " elements of "
                        << element_bytes << " bytes exceed 48 KiB of shared memory");
  std::string acc = g.acc.empty() ? s.cache_write(g.out, "local") : g.acc;
  std::string as = s.cache_read(g.a, "shared", {acc});
  std::string bs = s.cache_read(g.b, "shared", {acc});

  const Stage &out = s.stage(g.out);
  std::vector<std::string> root;
  for (auto &a : out.root_axes) root.push_back(a->name);
  std::string batch = g.batch ? root[0] : "";
  std::string i = root[g.batch ? 1 : 0], j = root[g.batch ? 2 : 1];
  auto [bi, ti] = s.split(g.out, i, bm);
  auto [bj, tj] = s.split(g.out, j, bn);
  auto [ty, ii] = s.split(g.out, ti, tm);
  auto [tx, jj] = s.split(g.out, tj, tn);
  std::vector<std::string> order;
  if (g.batch) order.push_back(batch);
  for (auto &a : {bi, bj, ty, tx, ii, jj}) order.push_back(a);
  s.reorder(g.out, order);
  if (g.batch) s.bind(g.out, batch, "blockIdx.z");
  s.bind(g.out, bi, "blockIdx.y");
  s.bind(g.out, bj, "blockIdx.x");
  s.bind(g.out, ty, "threadIdx.y");
  s.bind(g.out, tx, "threadIdx.x");
  s.unroll(g.out, ii);
  // A thread's row of thread_n outputs is one vector store (128 bits for 4 floats) when the rows
  // of the output keep its alignment.
  int64_t n_extent = s.stage(g.out).root_axes[g.batch ? 2 : 1]->extent;
  if ((tn == 4 || tn == 8) && n_extent % 4 == 0 && bn % tn == 0)
    s.vectorize(g.out, jj);
  else
    s.unroll(g.out, jj);

  s.compute_at(acc, g.out, tx);
  const Stage &a = s.stage(acc);
  std::vector<std::string> spatial;
  for (auto &ax : a.root_axes) spatial.push_back(ax->name);
  std::string red = a.reduce_axes.at(0)->name;
  auto [ko, ki] = s.split(acc, red, bk);
  std::vector<std::string> acc_order = {ko, ki};
  for (auto &ax : spatial) acc_order.push_back(ax);
  s.reorder(acc, acc_order);
  for (auto &ax : spatial) s.unroll(acc, ax);
  if (k.at("unroll_k")) s.unroll(acc, ki);

  for (auto &stage : {as, bs}) {
    s.compute_at(stage, acc, ko);
    cooperative_fetch(s, stage, threads_y, threads_x, vec);
    if (!k.at("double_buffer")) continue;
    if (k.at("stages") == 2 && !k.at("async_copy"))
      s.double_buffer(stage);
    else
      s.pipeline(stage, k.at("stages"), k.at("async_copy") != 0);
  }
}

ScheduleTemplate gpu_gemm_template(const std::string &op, std::function<GpuGemmStages(const Schedule &)> stages) {
  ScheduleTemplate t;
  t.op = op;
  t.defaults = gpu_gemm_defaults;
  t.space = gpu_gemm_space;
  t.apply = [stages](Schedule &s, const KnobValues &k, const Target &target) {
    apply_gpu_gemm(s, stages(s), k, target);
  };
  return t;
}

}  // namespace

ScheduleTemplate matmul_gpu() {
  return gpu_gemm_template("matmul", [](const Schedule &) { return GpuGemmStages{"C", "", "A", "B", false}; });
}

ScheduleTemplate dense_gpu() {
  return gpu_gemm_template("dense", [](const Schedule &s) {
    // With an epilogue (bias, activation), Y reads the reduction D at its own indices: D is the
    // per-thread accumulator and Y's store applies the epilogue to it.
    return GpuGemmStages{"Y", s.has_stage("D") ? "D" : "", "X", "W", false};
  });
}

ScheduleTemplate batch_matmul_gpu() {
  return gpu_gemm_template("batch_matmul", [](const Schedule &) { return GpuGemmStages{"C", "", "A", "B", true}; });
}

}  // namespace ktune::templates
