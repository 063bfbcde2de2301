// The tensor-core variant of the GPU conv2d template (knob tensor_cores = 1): an implicit GEMM
// on matrix instructions, for NHWC convolutions with [R,S,C,K] weights whose workload allows
// them (dtype=tf32 on NVIDIA sm_80 and later: mma.sync.m16n8k8.tf32).
//
// The GEMM is M = output pixels, N = output channels, K = R x S x C, as CUTLASS's implicit-GEMM
// convolutions see it, without an im2col buffer. An instruction tile's 16 rows are 16
// neighbouring pixels of one output row (q), its 8 columns 8 output channels (k), its k the
// input channels (rc): the operand A of tap (ry, rx) is pad[n, p + ry, q + rx, rc], which steps
// by one with q and with rc, and B is W[ry, rx, rc, k]. Each block computes tile_h output rows x
// tile_w pixels x tile_k channels with (tile_h * tile_w / warp_m) x (tile_k / warp_n) warps
// (threadIdx.z, threadIdx.y), each warp one row's warp_m pixels x warp_n channels, its lanes
// (threadIdx.x) holding the accumulators the instruction's layout gives them. The reduction is
// one loop over (ry, rx, channel step of tile_rc), fused; at each step all the block's threads
// copy the step's input tile (tile_h x tile_w pixels shifted by the tap, tile_rc channels, the
// padding computed in the copy) and weight tile (tile_rc x tile_k) into shared memory, 16
// bytes at a time where the channels allow, through the pipeline knobs (stages, async_copy,
// swizzle) as the GEMM's tiles. Pixels and channels past the output's edges are computed on the
// tiles' zeros and never stored.
//
// Not done: NCHW (its output's last two dimensions are pixels, not pixels and channels, so the
// accumulator's tile is not [pixels, channels]), blocked weights (kblock > 0: the channel is not
// one index of W), f16/bf16 convolutions (the op is f32), split-K.
#include <algorithm>

#include "GpuGemm.h"
#include "Templates.h"
#include "ktune/support/Error.h"

namespace ktune::templates {

bool has_gpu_conv_tensor_cores(const Workload &w, const Target &target) {
  // A registry conv2d's params hold every parameter (defaults included).
  return w.op_name == "conv2d" && w.params.at("layout") == "nhwc" && w.params.at("kblock") == "0" &&
         has_gpu_tensor_cores(w, target);
}

void apply_gpu_conv2d_tensor_cores(Schedule &s, const KnobValues &k, const Target &target) {
  const Workload &w = s.workload();
  schedule_check(has_gpu_conv_tensor_cores(w, target),
                 "tensor_cores = 1: the tensor-core conv2d is for NHWC convolutions with [R,S,C,K] weights whose "
                 "products may be rounded (dtype=tf32) on NVIDIA sm_80 and later");
  std::string intrinsic = tensor_core_intrinsic(w, target, 16);
  MatrixIntrinsic kind = *parse_matrix_intrinsic(intrinsic);
  MatrixShape shape = matrix_shape(kind);
  const int64_t kM = shape.m, kN = shape.n, kK = shape.k;

  std::string out = s.has_stage("Y") ? "Y" : "O";
  // Copies: the stages change below (cache_write, cache_read).
  std::vector<AxisPtr> ax = s.stage(out).root_axes;  // n, p, q, k
  int64_t rows = ax[1]->extent, pixels = ax[2]->extent, channels = ax[3]->extent;
  int64_t in_channels = s.stage("O").reduce_axes.at(0)->extent;
  // Whole instruction tiles per warp and whole warp tiles per block, no larger than the output
  // needs; tile_h divides the rows (as in the CUDA-core template: no partial row tiles).
  int64_t wm = std::min(k.at("warp_m"), round_up(pixels, kM)), wn = std::min(k.at("warp_n"), round_up(channels, kN));
  schedule_check(wm % kM == 0 && wn % kN == 0, "a warp tile of " << wm << " pixels x " << wn
                                                                 << " channels is not made of " << kM << " x " << kN
                                                                 << " tiles of " << intrinsic);
  int64_t bw = std::min(k.at("tile_w"), round_up(pixels, wm)), bn = std::min(k.at("tile_k"), round_up(channels, wn));
  schedule_check(bw % wm == 0 && bn % wn == 0, "the warp tile (" << wm << " x " << wn
                                                                 << ") must divide the block tile (" << bw
                                                                 << " pixels x " << bn << " channels)");
  int64_t bh = std::min(k.at("tile_h"), rows);
  while (rows % bh != 0) --bh;
  int64_t brc = std::min(round_up(std::max(k.at("tile_rc"), kK), kK), round_up(in_channels, kK));
  int64_t warps_z = bh * (bw / wm), warps_y = bn / wn;
  schedule_check(warps_z * warps_y * shape.warp_size <= 1024,
                 "a " << bh << " x " << bw << " x " << bn << " block tile with " << wm << " x " << wn
                      << " warp tiles needs " << warps_z * warps_y * shape.warp_size
                      << " threads per block; at most 1024 are allowed");
  int64_t copies = k.at("double_buffer") ? k.at("stages") : 1;
  // At one tap the input tile spans (tile - 1) x stride + 1 input rows and columns.
  int64_t stride = std::stoll(w.params.at("stride"));
  int64_t in_rows = (bh - 1) * stride + 1, in_cols = (bw - 1) * stride + 1;
  int64_t bytes = (in_rows * in_cols + bn) * brc * 4 * copies;
  schedule_check(bytes <= 48 * 1024, copies << " x shared tiles of (" << in_rows << " x " << in_cols << " + " << bn
                                            << ") x " << brc << " f32 elements exceed 48 KiB of shared memory");

  // The accumulator: with an epilogue Y, the reduction O becomes the fragment Y reads.
  std::string acc = s.cache_write("O", "fragment");
  if (out == "Y") s.compute_inline("O");
  auto [in, wt] = conv_shared_operands(s, acc);

  // The output, distributed over lanes as the accumulator is.
  std::string n = ax[0]->name, p = ax[1]->name, q = ax[2]->name, c = ax[3]->name;
  auto [ho, hi] = s.split(out, p, bh);
  auto [qo, qi] = s.split(out, q, bw);
  auto [wq, rq] = s.split(out, qi, wm);
  auto [mt, rt] = s.split(out, rq, kM);
  auto [ko, ki] = s.split(out, c, bn);
  auto [wk, rk] = s.split(out, ki, wn);
  auto [nt, ct] = s.split(out, rk, kN);
  auto [lane_row, lane_col, own] = split_like_accumulator(s, out, rt, ct, kind);
  std::vector<std::string> order = {n, ho, qo, ko, hi, wq, wk, lane_row, lane_col, mt, nt};
  order.insert(order.end(), own.begin(), own.end());
  s.reorder(out, order);
  std::string lane = s.fuse(out, lane_row, lane_col);
  std::string warp_z = s.fuse(out, hi, wq);
  s.bind(out, n, "blockIdx.z");
  s.bind(out, ko, "blockIdx.y");
  s.bind(out, s.fuse(out, ho, qo), "blockIdx.x");
  s.bind(out, warp_z, "threadIdx.z");
  s.bind(out, wk, "threadIdx.y");
  s.bind(out, lane, "threadIdx.x");
  for (auto &a : {mt, nt}) s.unroll(out, a);
  annotate_lane_loops(s, out, own, kind, channels);

  // The warp's accumulator: (tap, channel step), k steps, then instruction tiles.
  s.compute_at(acc, out, wk);
  const Stage &a = s.stage(acc);
  std::vector<std::string> spatial, reduce;
  for (auto &x : a.root_axes) spatial.push_back(x->name);
  for (auto &x : a.reduce_axes) reduce.push_back(x->name);  // rc, ry, rx
  auto [amt, ai] = s.split(acc, spatial[2], kM);
  auto [ant, aj] = s.split(acc, spatial[3], kN);
  auto [rco, rci] = s.split(acc, reduce[0], brc);
  auto [kk, ak] = s.split(acc, rci, kK);
  s.reorder(acc, {spatial[0], spatial[1], reduce[1], reduce[2], rco, kk, amt, ant, ai, aj, ak});
  std::string step = s.fuse(acc, s.fuse(acc, reduce[1], reduce[2]), rco);
  for (auto &x : {kk, amt, ant}) s.unroll(acc, x);
  s.tensorize(acc, ai, intrinsic);

  for (auto &stage : {in, wt}) {
    s.compute_at(stage, acc, step);
    cooperative_fetch_3d(s, stage, warps_z, warps_y, shape.warp_size);
    pipeline_shared_tile(s, stage, k);
  }
}

}  // namespace ktune::templates
