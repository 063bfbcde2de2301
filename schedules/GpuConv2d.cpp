// The GPU template of conv2d (NCHW and NHWC): a direct convolution tiled like a GEMM, output
// channels against output pixels.
//
// Each block computes tile_k channels of a tile_h x tile_w patch of output pixels; each thread
// thread_k channels x thread_pq neighbouring pixels of one row, in registers. Two ways to run
// the reduction (knob implicit_gemm):
//  - direct (0): over input channels in steps of tile_rc; at each step the block copies into
//    shared memory the padded input its patch needs (tile_h + R - 1 rows of tile_w + S - 1
//    columns, each input pixel fetched once for all R x S taps) and the weights of its
//    channels, and every thread accumulates tile_rc x R x S products per output.
//  - implicit GEMM (1): the GEMM of M = output pixels, N = output channels, K = R x S x C
//    without materialising im2col: one K loop over (ry, rx, channel step) fused, and at each step
//    the block copies the im2col tile (its tile_h x tile_w pixels shifted by the tap (ry, rx),
//    tile_rc channels each) and the tap's tile_rc x tile_k weights, then runs tile_rc rank-1
//    updates, as the GEMM template does.
// Either way the padding is computed in the copy (pad is inlined there), lowering puts barriers
// around the copies, and with double_buffer the shared tiles have two copies so the next step's
// fetch overlaps this step's updates (one barrier per step). Knobs over the thread or
// shared-memory limits are refused when applied or compiled.
//
// With tensor_cores = 1 (NHWC with [R,S,C,K] weights, dtype=tf32, NVIDIA sm_80 and later; the
// default there) the tensor-core implicit GEMM of GpuConv2dTensorCore.cpp is applied instead,
// with the knobs warp_m, warp_n, stages, async_copy and swizzle too.
//
// Not done: vectorized fetches of the input tile (CUDA cores), Winograd.
#include <algorithm>

#include "GpuGemm.h"
#include "Templates.h"
#include "ktune/support/Error.h"

namespace ktune::templates {

std::pair<std::string, std::string> conv_shared_operands(Schedule &s, const std::string &reader) {
  // The padded input (computed in the copy), or the input itself without padding.
  bool padded = s.has_stage("pad");
  std::string in = s.cache_read(padded ? "pad" : "I", "shared", {reader});
  std::string w = s.cache_read("W", "shared", {reader});
  if (padded) s.compute_inline("pad");
  return {in, w};
}

ScheduleTemplate conv2d_gpu() {
  ScheduleTemplate t;
  t.op = "conv2d";
  t.defaults = [](const Workload &w, const Target &target) {
    KnobValues k{{"tile_k", 32}, {"thread_k", 2},      {"tile_h", 4},        {"tile_w", 16},      {"thread_pq", 2},
                 {"tile_rc", 8}, {"implicit_gemm", 0}, {"double_buffer", 1}, {"tensor_cores", 0}, {"warp_m", 32},
                 {"warp_n", 32}, {"stages", 2},        {"async_copy", 0},    {"swizzle", 0}};
    if (has_gpu_conv_tensor_cores(w, target)) {
      // 2 rows x 32 pixels x 64 channels per block of 2 x 2 warps of 32 x 32, 16 channels per
      // step, three stages of cp.async copies (24 KiB), swizzled: the GEMM's tensor-core shape
      // scaled to a convolution's rows (never measured on a GPU: a starting point).
      k["tensor_cores"] = 1;
      k["tile_k"] = 64;
      k["tile_h"] = 2;
      k["tile_w"] = 32;
      k["tile_rc"] = 16;
      k["stages"] = 3;
      k["async_copy"] = 1;
      k["swizzle"] = 1;
    }
    return k;
  };
  t.space = [](const Workload &w, const Target &target) {
    bool tc = has_gpu_conv_tensor_cores(w, target);
    // The tensor-core variant's own knobs are worth searching only where it exists.
    auto only_with_tc = [&](std::vector<int64_t> values, int64_t otherwise) {
      return tc ? values : std::vector<int64_t>{otherwise};
    };
    return KnobDomains{{"tile_k", {8, 16, 32, 64}},
                       {"thread_k", {1, 2, 4}},
                       {"tile_h", {1, 2, 4, 8}},
                       {"tile_w", {8, 16, 32}},
                       {"thread_pq", {1, 2, 4}},
                       {"tile_rc", {2, 4, 8, 16}},
                       {"implicit_gemm", {0, 1}},
                       {"double_buffer", {0, 1}},
                       {"tensor_cores", only_with_tc({0, 1}, 0)},
                       {"warp_m", only_with_tc({16, 32, 64}, 32)},
                       {"warp_n", only_with_tc({8, 16, 32, 64}, 32)},
                       {"stages", only_with_tc({2, 3, 4}, 2)},
                       {"async_copy", only_with_tc({0, 1}, 0)},
                       {"swizzle", only_with_tc({0, 1}, 0)}};
  };
  t.apply = [](Schedule &s, const KnobValues &k, const Target &target) {
    if (k.at("tensor_cores")) return apply_gpu_conv2d_tensor_cores(s, k, target);
    // With an epilogue (bias, residual, activation), Y is the stored output and O its per-thread
    // accumulator; else O is stored from a local cache.
    std::string out = s.has_stage("Y") ? "Y" : "O";
    const Stage &o = s.stage(out);
    bool nhwc = s.workload().params.count("layout") && s.workload().params.at("layout") == "nhwc";
    const auto &ax = o.root_axes;
    std::string n = ax[0]->name;
    const ScheduleAxis &ch = *(nhwc ? ax[3] : ax[1]), &row = *(nhwc ? ax[1] : ax[2]), &col = *(nhwc ? ax[2] : ax[3]);
    int64_t tk = k.at("thread_k"), tp = k.at("thread_pq"), brc = k.at("tile_rc");
    // Tiles larger than the output shrink to it (see GpuGemm.cpp).
    int64_t bk = std::min(k.at("tile_k"), (ch.extent + tk - 1) / tk * tk);
    // Rows per block divide the output's rows: a partial row tile would put the shared copies
    // and their barriers under a condition on the thread index (refused by code generation).
    int64_t bh = std::min(k.at("tile_h"), row.extent);
    while (row.extent % bh != 0) --bh;
    int64_t bw = std::min(k.at("tile_w"), (col.extent + tp - 1) / tp * tp);
    schedule_check(bk % tk == 0 && bw % tp == 0, "the thread tile must divide the block tile");
    int64_t threads_y = bk / tk, threads_x = bh * bw / tp;
    schedule_check(threads_y * threads_x <= 1024, "a " << bk << " x " << bh << " x " << bw << " block tile needs "
                                                       << threads_y * threads_x
                                                       << " threads; at most 1024 are allowed");
    std::string chn = ch.name, rown = row.name, coln = col.name;
    std::string local = out == "Y" ? "O" : s.cache_write("O", "local");
    auto [in, w] = conv_shared_operands(s, local);

    auto [ko, ki] = s.split(out, chn, bk);
    auto [ty, kt] = s.split(out, ki, tk);
    auto [ho, hi] = s.split(out, rown, bh);
    auto [wo, wi] = s.split(out, coln, bw);
    // A thread's pixels are thread_pq neighbours in one row: its accumulators stay a small box.
    auto [wt, pt] = s.split(out, wi, tp);
    s.reorder(out, {n, ko, ho, wo, ty, hi, wt, kt, pt});
    std::string blocks = s.fuse(out, ho, wo);
    std::string tx = s.fuse(out, hi, wt);
    s.bind(out, n, "blockIdx.z");
    s.bind(out, ko, "blockIdx.y");
    s.bind(out, blocks, "blockIdx.x");
    s.bind(out, ty, "threadIdx.y");
    s.bind(out, tx, "threadIdx.x");
    s.unroll(out, kt);
    s.unroll(out, pt);

    s.compute_at(local, out, tx);
    const Stage &l = s.stage(local);
    std::vector<std::string> spatial, reduce;
    for (auto &a : l.root_axes) spatial.push_back(a->name);
    for (auto &a : l.reduce_axes) reduce.push_back(a->name);  // rc, ry, rx
    auto [rco, rci] = s.split(local, reduce[0], brc);
    std::vector<std::string> order = {rco, rci, reduce[1], reduce[2]};
    std::string step = rco;  // the loop whose iterations fill the shared tiles
    if (k.at("implicit_gemm")) {
      order = {reduce[1], reduce[2], rco, rci};
      s.reorder(local, order);
      step = s.fuse(local, s.fuse(local, reduce[1], reduce[2]), rco);
      order = {step, rci};
    }
    for (auto &a : spatial) order.push_back(a);
    s.reorder(local, order);
    for (auto &a : spatial) s.unroll(local, a);

    for (auto &stage : {in, w}) {
      s.compute_at(stage, local, step);
      std::vector<std::string> axes;
      for (auto &a : s.stage(stage).leaf_axes) axes.push_back(a->name);
      std::string fused = axes[0];
      for (size_t i = 1; i < axes.size(); ++i) fused = s.fuse(stage, fused, axes[i]);
      auto [rest, thread] = s.split(stage, fused, threads_y * threads_x);
      auto [fy, fx] = s.split(stage, thread, threads_x);
      s.bind(stage, fy, "threadIdx.y");
      s.bind(stage, fx, "threadIdx.x");
      if (k.at("double_buffer")) s.double_buffer(stage);
    }
  };
  return t;
}

}  // namespace ktune::templates
