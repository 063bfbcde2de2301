// The tensor-core variant of the GPU GEMM template (knob tensor_cores = 1): f16 and bf16 inputs
// on NVIDIA sm_80 and later, mma.sync.m16n8k16 with f32 accumulation, as CUTLASS's sm_80 GEMMs
// are built; f32 inputs of workloads that allow TF32 (dtype=tf32) with mma.sync.m16n8k8.tf32,
// whose lanes read their operands from shared memory themselves (ldmatrix moves 16-bit halves);
// MFMA on AMD CDNA.
//
// Each block computes a tile_m x tile_n tile of the output with (tile_m / warp_m) x
// (tile_n / warp_n) warps (threadIdx.z, threadIdx.y); each warp a warp_m x warp_n tile, in
// registers spread over its 32 lanes (threadIdx.x) as the instruction's accumulator layout says
// (PTX ISA, "Matrix Fragments for mma.m16n8k16"): output row 16 mt + 8 h + g and column 8 nt +
// 2 t + e belong to lane 4 g + t, so the output stage splits its rows into (mt, h, g) and its
// columns into (nt, t, e), fuses (g, t) into the lane and leaves mt, nt, h, e to each lane.
// The accumulator is a cache_write with scope "fragment" computed at the warp, its loops (k
// tiles, 16-wide k steps, mt, nt, then the 16 x 8 x 16 instruction tile) tensorized; the A and
// B tiles of each k step are fetched into shared memory by all the block's threads, 16 bytes at
// a time, through the pipeline knobs (stages, async_copy: cp.async), and each warp's lanes load
// their operand fragments from there with ldmatrix (LowerTensorCores.cpp). The epilogue of dense
// (bias, residual, activation) runs on each lane's own accumulators (with split_k > 1, on each
// thread's sum of the slices).
//
// Knobs read: tile_m, tile_n, warp_m, warp_n, tile_k (below the instruction's k, 16 or TF32's 8,
// means that k),
// double_buffer, stages, async_copy, instr_m (AMD: MFMA 32x32x8 or 16x16x16), swizzle (the
// shared tiles' 16-byte units XOR-swizzled by row: ldmatrix and cp.async without bank
// conflicts) and split_k: with S > 1 slices the block has S times the warps, slice s taking
// every S-th k tile (rfactor), each slice's fragments go to shared memory and each output is
// the sum of its S partial sums (CUTLASS's "sliced-K": more warps for outputs too small to fill
// the GPU with blocks; a split across blocks would need a second kernel or atomics). K must be
// a multiple of S k tiles. A block tile larger than the output shrinks to whole warp
// tiles covering it, so small and odd shapes keep the instruction's tiles (the operand tiles
// are zero past the tensors' edges).
#include <algorithm>

#include "GpuGemm.h"
#include "Templates.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

namespace ktune::templates {

bool has_gpu_tensor_cores(const Workload &w, const Target &target) {
  bool sixteen_bit = w.inputs().at(0).dtype().bits == 16;
  // TF32 only where the workload allows its rounding, and only NVIDIA's (CDNA3's xf32 MFMA is
  // not in LLVM 19's AMDGPU intrinsics for gfx90a).
  bool tf32 = w.math() == MathMode::Tf32 && w.inputs().at(0).dtype() == DataType::f32();
  // Weights packed for the CPU (dense's nblock) have no GPU template.
  if (dense_weight_panels(w) != 0) return false;
  return (target.sm_version() >= 80 && (sixteen_bit || tf32)) || (target.has_mfma() && sixteen_bit);
}

void cooperative_fetch_3d(Schedule &s, const std::string &stage, int64_t tz, int64_t ty, int64_t tx) {
  std::vector<std::string> axes;
  for (auto &a : s.stage(stage).leaf_axes) axes.push_back(a->name);
  std::string fused = axes[0];
  for (size_t i = 1; i < axes.size(); ++i) fused = s.fuse(stage, fused, axes[i]);
  auto [outer, lanes] = s.split(stage, fused, 16 / s.stage(stage).op->dtype.bytes());
  s.vectorize(stage, lanes);
  auto [rest, thread] = s.split(stage, outer, tz * ty * tx);
  auto [z, yx] = s.split(stage, thread, ty * tx);
  auto [y, x] = s.split(stage, yx, tx);
  s.bind(stage, z, "threadIdx.z");
  s.bind(stage, y, "threadIdx.y");
  s.bind(stage, x, "threadIdx.x");
}

std::string tensor_core_intrinsic(const Workload &w, const Target &target, int64_t instr_m) {
  DataType input = w.inputs().at(0).dtype();
  bool amd = target.kind == Target::Kind::ROCm;
  schedule_check(instr_m == 16 || (amd && instr_m == 32),
                 "instr_m " << instr_m << ": the matrix instructions here are 16 rows tall"
                            << (amd ? " or 32 (MFMA 32x32x8)" : ""));
  std::string type = input == DataType::bf16() ? "bf16" : "f16";
  if (input == DataType::f32()) return "mma.m16n8k8.tf32";
  if (!amd) return "mma.m16n8k16." + type;
  return (instr_m == 32 ? "mfma.32x32x8." : "mfma.16x16x16.") + type;
}

LaneSplit split_like_accumulator(Schedule &s, const std::string &stage, const std::string &rows,
                                 const std::string &cols, MatrixIntrinsic kind) {
  if (!is_amd_matrix_intrinsic(kind)) {
    // mma m16n8: row 8 h + g, column 2 t + e, lane 4 g + t.
    auto [h, gr] = s.split(stage, rows, 8);
    auto [t, e] = s.split(stage, cols, 2);
    return {gr, t, {h, e}};
  }
  if (matrix_shape(kind).m == 32) {
    // MFMA 32x32: row 8 q + 4 hl + r, column cl, lane 32 hl + cl.
    auto [q, r8] = s.split(stage, rows, 8);
    auto [hl, r] = s.split(stage, r8, 4);
    return {hl, cols, {q, r}};
  }
  // MFMA 16x16: row 4 lq + r, column cl, lane 16 lq + cl.
  auto [lq, r] = s.split(stage, rows, 4);
  return {lq, cols, {r}};
}

void annotate_lane_loops(Schedule &s, const std::string &stage, const std::vector<std::string> &own,
                         MatrixIntrinsic kind, int64_t columns) {
  for (size_t x = 0; x < own.size(); ++x) {
    // mma's two neighbouring columns of a lane are one 8-byte store when the output's rows keep
    // it aligned.
    if (!is_amd_matrix_intrinsic(kind) && x + 1 == own.size() && columns % 2 == 0)
      s.vectorize(stage, own[x]);
    else
      s.unroll(stage, own[x]);
  }
}

void pipeline_shared_tile(Schedule &s, const std::string &stage, const KnobValues &k) {
  if (k.at("swizzle")) s.swizzle(stage);
  if (!k.at("double_buffer")) return;
  // Elsewhere than on NVIDIA, copies are synchronous.
  if (k.at("stages") == 2 && !k.at("async_copy"))
    s.double_buffer(stage);
  else
    s.pipeline(stage, k.at("stages"), k.at("async_copy") != 0);
}

namespace {

/** A block tile's rows i and columns j of stage, distributed over warps (threadIdx.z: the
 * slice and row part, threadIdx.y: column part, each wm x wn) and over lanes as the
 * accumulator is; returns the warp loop that the fragment is computed at. */
std::string distribute_like_accumulator(Schedule &s, const std::string &stage, const std::string &batch_axis,
                                        const std::string &slice, const std::string &i, const std::string &j,
                                        int64_t wm, int64_t wn, MatrixIntrinsic kind, int64_t columns) {
  MatrixShape shape = matrix_shape(kind);
  auto [wy, ri] = s.split(stage, i, wm);
  auto [mt, rt] = s.split(stage, ri, shape.m);
  auto [wx, rj] = s.split(stage, j, wn);
  auto [nt, ct] = s.split(stage, rj, shape.n);
  // Within an instruction tile: the lane's row and column parts (fused into the lane, row part
  // outer) and the parts each lane loops over, from MatrixIntrinsic.cpp's c_element.
  auto [lane_row, lane_col, own] = split_like_accumulator(s, stage, rt, ct, kind);
  std::vector<std::string> order;
  for (auto &a : {batch_axis, slice})
    if (!a.empty()) order.push_back(a);
  for (auto &a : {wy, wx, lane_row, lane_col, mt, nt}) order.push_back(a);
  for (auto &a : own) order.push_back(a);
  s.reorder(stage, order);
  std::string lane = s.fuse(stage, lane_row, lane_col);
  s.bind(stage, slice.empty() ? wy : s.fuse(stage, slice, wy), "threadIdx.z");
  s.bind(stage, wx, "threadIdx.y");
  s.bind(stage, lane, "threadIdx.x");
  for (auto &a : {mt, nt}) s.unroll(stage, a);
  annotate_lane_loops(s, stage, own, kind, columns);
  return wx;
}

}  // namespace

void apply_gpu_gemm_tensor_cores(Schedule &s, const GpuGemmStages &g, const KnobValues &k, const Target &target) {
  const Workload &w = s.workload();
  DataType input = w.inputs().at(0).dtype();
  std::string intrinsic = tensor_core_intrinsic(w, target, k.at("instr_m"));
  MatrixIntrinsic kind = *parse_matrix_intrinsic(intrinsic);
  MatrixShape shape = matrix_shape(kind);
  const int64_t kM = shape.m, kN = shape.n, kK = shape.k, kWarp = shape.warp_size;

  const Stage &o = s.stage(g.out);
  int64_t m = o.root_axes[g.batch ? 1 : 0]->extent, n = o.root_axes[g.batch ? 2 : 1]->extent;
  int64_t bm = k.at("tile_m"), bn = k.at("tile_n"), bk = round_up(std::max<int64_t>(k.at("tile_k"), kK), kK);
  // Whole instruction tiles per warp and whole warp tiles per block, no larger than the output
  // needs (rounded up to the instruction's tile).
  int64_t wm = std::min({k.at("warp_m"), bm, round_up(m, kM)}), wn = std::min({k.at("warp_n"), bn, round_up(n, kN)});
  int64_t reduction = s.stage(g.acc.empty() ? g.out : g.acc).reduce_axes.at(0)->extent;
  bk = std::min(bk, round_up(reduction, kK));
  schedule_check(wm % kM == 0 && wn % kN == 0, "a warp tile of " << wm << " x " << wn << " is not made of " << kM
                                                                 << " x " << kN << " tiles of " << intrinsic);
  bm = std::min(bm, round_up(m, wm));
  bn = std::min(bn, round_up(n, wn));
  schedule_check(bm % wm == 0 && bn % wn == 0, "the warp tile (" << wm << " x " << wn
                                                                 << ") must divide the block tile (" << bm << " x "
                                                                 << bn << ")");
  int64_t warps_m = bm / wm, warps_n = bn / wn, split = k.at("split_k");
  schedule_check(split * warps_m * warps_n * kWarp <= 1024,
                 "a " << bm << " x " << bn << " block tile with " << wm << " x " << wn << " warp tiles"
                      << (split > 1 ? " and " + std::to_string(split) + " k slices" : std::string()) << " needs "
                      << split * warps_m * warps_n * kWarp << " threads per block; at most 1024 are allowed");
  int64_t copies = k.at("double_buffer") ? k.at("stages") : 1;
  int64_t shared_bytes = (bm + bn) * split * bk * input.bytes() * copies + (split > 1 ? split * bm * bn * 4 : 0);
  schedule_check(shared_bytes <= 48 * 1024, copies << " x shared tiles of (" << bm << " + " << bn << ") x "
                                                   << split * bk << " elements of " << input.bytes() << " bytes"
                                                   << (split > 1 ? " and the k slices' partial sums" : "")
                                                   << " exceed 48 KiB of shared memory");
  if (split > 1) {
    schedule_check(reduction % (split * bk) == 0, "split_k " << split << ": the reduction (" << reduction
                                                             << ") is not a multiple of " << split << " k slices of "
                                                             << bk);
  }

  // The accumulator: a dense epilogue's reduction D becomes a fragment read by the epilogue.
  // With split-K, the reduction stage R is split into k slices (rfactor) whose warps' fragments
  // go to a shared buffer [slice, rows, columns] that R then adds up, per output element.
  std::string red = g.acc.empty() ? g.out : g.acc;
  std::string acc, partial, local;
  if (split == 1) {
    acc = s.cache_write(red, "fragment");
    if (!g.acc.empty()) s.compute_inline(g.acc);
  } else {
    std::string rf = s.rfactor(red, split, bk);
    partial = s.cache_write(rf, "shared");
    acc = s.cache_write(partial, "fragment");
    s.compute_inline(rf);
    // The sum of the slices, in each thread's registers (then stored, or the epilogue's input).
    local = s.cache_write(red, "local");
    if (!g.acc.empty()) s.compute_inline(g.acc);
  }
  std::string as = s.cache_read(g.a, "shared", {acc});
  std::string bs = s.cache_read(g.b, "shared", {acc});

  std::vector<std::string> root;
  for (auto &a : s.stage(g.out).root_axes) root.push_back(a->name);
  std::string batch = g.batch ? root[0] : "";
  auto [bi, ti] = s.split(g.out, root[g.batch ? 1 : 0], bm);
  auto [bj, tj] = s.split(g.out, root[g.batch ? 2 : 1], bn);

  std::vector<std::string> blocks;
  if (g.batch) blocks.push_back(batch);
  blocks.push_back(bi);
  blocks.push_back(bj);
  if (g.batch) s.bind(g.out, batch, "blockIdx.z");
  s.bind(g.out, bi, "blockIdx.y");
  s.bind(g.out, bj, "blockIdx.x");
  std::string warp_loop, at_stage = g.out;
  if (split == 1) {
    // The output, distributed over lanes as the accumulator is.
    std::vector<std::string> order = blocks;
    order.push_back(ti);
    order.push_back(tj);
    s.reorder(g.out, order);
    warp_loop = distribute_like_accumulator(s, g.out, "", "", ti, tj, wm, wn, kind, n);
  } else {
    // The output: the block tile over all the block's threads, x fastest along the rows, each
    // output element the sum of the slices' partial sums (the reduction's loop inside).
    std::vector<std::string> order = blocks;
    order.push_back(ti);
    order.push_back(tj);
    s.reorder(g.out, order);
    std::string tile = s.fuse(g.out, ti, tj);
    auto [rest, thread] = s.split(g.out, tile, split * warps_m * warps_n * kWarp);
    auto [tz, tyx] = s.split(g.out, thread, warps_n * kWarp);
    auto [ty, tx] = s.split(g.out, tyx, kWarp);
    s.bind(g.out, tz, "threadIdx.z");
    s.bind(g.out, ty, "threadIdx.y");
    s.bind(g.out, tx, "threadIdx.x");
    s.compute_at(local, g.out, tx);
    // The partial sums of the block tile, in shared memory, from each slice's warps.
    s.compute_at(partial, g.out, bj);
    std::vector<std::string> p;
    for (auto &a : s.stage(partial).root_axes) p.push_back(a->name);  // slice, (batch), i, j
    // (Its rows are the block tile's bn columns.)
    warp_loop = distribute_like_accumulator(s, partial, g.batch ? p[1] : "", p[0], p[g.batch ? 2 : 1],
                                            p[g.batch ? 3 : 2], wm, wn, kind, bn);
    at_stage = partial;
  }

  // The warp's accumulator: k tiles, k steps, then instruction tiles.
  s.compute_at(acc, at_stage, warp_loop);
  const Stage &a = s.stage(acc);
  std::vector<std::string> spatial, reduce;
  for (auto &ax : a.root_axes) spatial.push_back(ax->name);
  for (auto &ax : a.reduce_axes) reduce.push_back(ax->name);
  // Rows and columns are the last two spatial axes (after the slice and the batch).
  auto [amt, ai] = s.split(acc, spatial[spatial.size() - 2], kM);
  auto [ant, aj] = s.split(acc, spatial[spatial.size() - 1], kN);
  // One reduction axis split into k tiles, or rfactor's (k tile, within the tile).
  std::string ko = reduce[0], ki = split > 1 ? reduce[1] : "";
  if (split == 1) std::tie(ko, ki) = s.split(acc, reduce[0], bk);
  auto [kk, ak] = s.split(acc, ki, kK);
  std::vector<std::string> acc_order(spatial.begin(), spatial.end() - 2);
  for (auto &ax : {ko, kk, amt, ant, ai, aj, ak}) acc_order.push_back(ax);
  s.reorder(acc, acc_order);
  for (auto &ax : {kk, amt, ant}) s.unroll(acc, ax);
  s.tensorize(acc, ai, intrinsic);

  for (auto &stage : {as, bs}) {
    s.compute_at(stage, acc, ko);
    cooperative_fetch_3d(s, stage, split * warps_m, warps_n, kWarp);
    pipeline_shared_tile(s, stage, k);
  }
}

}  // namespace ktune::templates
