// The CPU templates for conv2d (NCHW and NHWC) and depthwise_conv2d.
//
// conv2d is a GEMM in disguise: output positions x output channels, reduced over input
// channels x kernel taps. Its micro-kernel follows the matmul one: a local accumulator tile
// computed at each tile of O, the reduction loops outermost inside it, one tile dimension
// unrolled and the other vectorized along whichever axis is contiguous in memory:
//   NHWC  O[n, p, q, k]: `qr` output columns unrolled x `kr` output channels vectorized; the
//         input value is broadcast and the HWIO weights W[ry, rx, rc, k] are read as vectors.
//   NCHW  O[n, k, p, q]: `kr` output channels unrolled x `qr` output columns vectorized; the
//         weight is broadcast and the input row pad[n, rc, p + ry, q + rx ...] is read as a
//         vector (unaligned: q + rx). A row that whole vectors do not divide (56 = 32 + 24)
//         ends in a partial tile with masked input loads. At stride 1 with "same" padding and
//         no epilogue (`flatten`) the tile is instead `qr` of the P x Q positions taken as one
//         axis, so a tile runs across rows and no lane idles at a row's end; the input's
//         flattened index moves with it, the padding becoming masks on the loads.
// Output rows p are the parallel loop, or (NHWC `k_outer`) the tiles of output channels are,
// outside the rows: each channel tile's weights are then read from memory once and reused from
// the L2 by every output position, where rows outermost stream all the weights once per row
// (ResNet-18's 7x7x512: 9.4 MB of weights read 7 times, 7 ms a conv on the Xeon of
// 2026-12-02). With channel tiles outermost the accumulator may instead be the tile's whole
// output plane (NHWC `flatten`, `rc_block`: apply_plane_accumulator), which lets the register
// tile run across rows and the input channels come in blocks. The padded input is its own
// stage computed once (root), vectorized along its contiguous axis and parallel over its rows,
// or (`pad_inline`) inlined into the reads as a bounds test. `reduce_order` permutes the reduction loops and
// `unroll_taps` unrolls the kernel columns.
//
// With an epilogue (bias, residual add, ReLU/ReLU6: the stage Y reading O at its own indices),
// Y is the stage tiled and stored, and O itself is the accumulator computed at each of its
// tiles, so the epilogue runs on the tile while it is in registers (as dense's does).
//
// depthwise_conv2d has no reduction over channels: 9 taps per output. NCHW: each channel's
// padded plane (a few KiB) is computed at that channel's loop, so it is made while in cache, or
// (`pad_inline`, the default where masked loads are cheap: AVX-512, and AVX2 code for Zen 2 and
// later) the padding is a bounds test per lane; the tile is `pr` output rows x `qr` output columns vectorized, with the
// taps unrolled. NHWC: the tile is `cr` channels vectorized x `qr` output columns unrolled, and the padding is a bounds
// test on each tap (`pad_inline`), uniform across the lanes, instead of a padded copy of the input.
#include "Templates.h"

#include <algorithm>

#include "ktune/support/Error.h"

namespace ktune::templates {

namespace {

int64_t param(const Workload &w, const char *name) { return std::stoll(w.params.at(name)); }

// The stored output and its accumulator: Y and O with an epilogue, else O and a local cache of it.
std::pair<std::string, std::string> output_and_accumulator(Schedule &s) {
  if (s.has_stage("Y")) return {"Y", "O"};
  return {"O", s.cache_write("O", "local")};
}
bool nhwc(const Workload &w) { return w.params.at("layout") == "nhwc"; }
// Output channels per weight block (conv2d's kblock), 0 for unblocked weights.
int64_t kblock(const Workload &w) {
  auto it = w.params.find("kblock");
  return it == w.params.end() ? 0 : std::stoll(it->second);
}
int64_t output_width(const Workload &w) {
  return (param(w, "W") + 2 * param(w, "pad") - param(w, "dilation") * (param(w, "S") - 1) - 1) / param(w, "stride") +
         1;
}
int64_t output_height(const Workload &w) {
  return (param(w, "H") + 2 * param(w, "pad") - param(w, "dilation") * (param(w, "R") - 1) - 1) / param(w, "stride") +
         1;
}

// NCHW output positions flattened: p and q fused into one axis of P x Q positions, vectorized
// across rows. It takes stride 1, "same" padding (the output as wide as the input, so the
// input's flattened index moves with the output's: (p + d ry - pad) * W + q + d rx - pad, d the
// dilation) and no
// epilogue (its accumulator tile could not be a box of O: see conv2d_cpu).
bool can_flatten(const Workload &w) {
  bool epilogue = w.outputs()[0].name() == "Y";  // the stage output_and_accumulator looks for
  return !nhwc(w) && !epilogue && param(w, "stride") == 1 && output_width(w) == param(w, "W");
}

// Flattened by default where rows waste lanes (a width that whole vectors do not divide) and
// the plane holds many tiles. Measured 2026-12-05 (Xeon; ms unflattened -> flattened):
// AVX-512 code 56x56x64 0.96 -> 0.80, 28x28x128 1.22 -> 1.04, 14x14x256 1.10 -> 1.84,
// 7x7x512 2.32 -> 4.10; AVX2 code (8 lanes divide 56) 56x56x64 1.42 -> 1.70, 28x28x128
// 2.96 -> 1.83, 14x14x256 2.36 -> 2.52, 7x7x512 2.52 -> 4.51.
bool flatten_by_default(const Workload &w, int64_t lanes) {
  return can_flatten(w) && output_width(w) % lanes != 0 && output_height(w) * output_width(w) >= 32 * lanes;
}

// The padded input, inlined into the reads as a bounds test (`inline_pad`), or its own stage
// at root: its outermost axis after the batch parallel (NHWC rows, NCHW channels: one parallel
// region, where NCHW's rows inside each channel made one region per channel), the contiguous
// axis vectorized.
void schedule_pad(Schedule &s, bool inline_pad, int64_t lanes, bool parallel) {
  if (!s.has_stage("pad")) return;
  if (inline_pad) {
    s.compute_inline("pad");
    return;
  }
  // pad's axes: i (n), then NHWC j (h), k (w), l (c); NCHW j (c), k (h), l (w).
  std::string row = "j", inner = "l";
  auto [o, i] = s.split("pad", inner, lanes);
  s.vectorize("pad", i);
  if (parallel) s.parallel("pad", row);
}

// The reduction loops in reduce_order's order (0: this layout's natural order, the contiguous
// reduction innermost: NHWC's input channels, NCHW's taps; 1: the other layout's; 2: ry, rc, rx).
std::vector<std::string> reduction_order(int64_t reduce_order, bool is_nhwc) {
  static const std::vector<std::string> orders[3][2] = {{{"rc", "ry", "rx"}, {"ry", "rx", "rc"}},
                                                        {{"ry", "rx", "rc"}, {"rc", "ry", "rx"}},
                                                        {{"ry", "rc", "rx"}, {"ry", "rc", "rx"}}};
  return orders[reduce_order][is_nhwc ? 1 : 0];
}

// NCHW with flattened output positions (can_flatten): O[n, k, p * Q + q] is tiled `kr` output
// channels unrolled x `qr` positions vectorized, and reduced straight into O. A local
// accumulator would be a box of O's axes, which the tile is not (32 positions of a 56-wide row
// start anywhere in it: a box would be 2 rows x 56), so the tile's sums stay in registers
// because LLVM keeps them there: the output is a noalias buffer. The padding is inlined: its
// bounds test becomes per-lane masks on the input loads, made at the kernel row's loop.
void apply_flattened(Schedule &s, const KnobValues &k) {
  schedule_check(can_flatten(s.workload()),
                 s.workload().spec << ": flatten=1 needs an NCHW conv2d at stride 1 with \"same\" padding and no "
                                      "epilogue (bias, residual or act)");
  std::string positions = s.fuse("O", "k", "l");
  auto [po, pi] = s.split("O", positions, k.at("qr"));
  auto [ko, ki] = s.split("O", "j", k.at("kr"));
  std::vector<std::string> order = {"i", po, ko};
  for (auto &r : reduction_order(k.at("reduce_order"), false)) order.push_back(r);
  order.push_back(ki);
  order.push_back(pi);
  s.reorder("O", order);
  if (k.at("unroll_taps")) s.unroll("O", "rx");
  s.unroll("O", ki);
  s.vectorize("O", pi);
  if (k.at("parallel")) s.parallel("O", po);
  if (s.has_stage("pad")) s.compute_inline("pad");
}

// The flattened plane accumulator with its padding inlined (`flatten`, `pad_inline`) unrolls its
// position tiles and taps, so that every tap's padding test at every position is decided when the
// kernel is compiled: partition_loops cannot split a flattened axis into rows and columns, and a
// test left in the loop over input channels cost more than the padded copy (7x7x512, AVX2 code,
// Zen 2, 2026-12-07: 1.69 ms). The padded taps then multiply zeros and drop_padded_taps removes
// them: 18% of a 3x3 convolution's multiply-adds at 7x7, 9% at 14x14, which ONNX Runtime's MLAS
// skips too. Ms, same machine, warm, padded copy at root -> decided padding (reduce_order 0):
// 7x7x512 1.27 -> 1.15, 14x14x256 1.17-1.19 -> 1.14-1.15. The unrolled reduction loops (tiles x
// taps x channel blocks) cost compile time: 81 at 7x7 took 0.31 s, 297 at 14x14 1.4 s, 1188
// (14x14 in blocks of 64 channels) 3.5 s. Above kMaxDecidedPaddingLoops the tests stay in the
// loops (the inlined padding as asked, measured slow).
constexpr int64_t kMaxDecidedPaddingLoops = 324;
bool plane_decides_padding(const Workload &w, int64_t qr, int64_t rc_block) {
  if (param(w, "pad") == 0) return false;
  int64_t tiles = (output_height(w) * output_width(w) + qr - 1) / qr;
  int64_t blocks = rc_block > 0 ? (param(w, "C") + rc_block - 1) / rc_block : 1;
  return tiles * param(w, "R") * param(w, "S") * blocks <= kMaxDecidedPaddingLoops;
}

// NHWC with channel tiles outermost and a plane accumulator: the accumulator is the channel
// tile's whole output plane (P x Q x kr, a few KiB at the deep layers this is for), computed at
// the channel tile. Its loops: the blocks of `rc_block` input channels (where set), then the
// position tiles, then the taps and the block's channels, then the register tile. One block's
// weights (rc_block x R x S x kr: 9-37 KiB for 16-64 channels of 3x3 taps at kr 16) are then
// read from L1 or L2 by every position tile, where the whole channel reduction streams all the
// tile's weights for each (ONNX Runtime's MLAS accumulates into its output in blocks of input
// channels the same way). With `flatten` the
// position tiles are `qr` of the P x Q positions taken as one axis, so that a 7-wide row needs
// no 7-wide tile: 49 positions are 8 tiles of 6 and one of 1, not 7 of 7 (the plane is the
// accumulator, so a tile need not be a box of the output). With `prefetch` the next channel
// tile's weights are prefetched over the innermost reduction loop, as without the plane.
void apply_plane_accumulator(Schedule &s, const KnobValues &k, const std::string &out, const std::string &local,
                             const std::string &co, int64_t rc_block, bool flat) {
  s.compute_at(local, out, co);
  std::vector<std::string> order;
  std::string rc = "rc";
  if (rc_block > 0) {
    auto [rco, rci] = s.split(local, "rc", rc_block);
    order.push_back(rco);
    rc = rci;
  }
  std::string tile;
  if (flat) {
    auto [po, pi] = s.split(local, s.fuse(local, "j", "k"), k.at("qr"));
    order.push_back(po);
    tile = pi;
  } else {
    auto [qo, qi] = s.split(local, "k", k.at("qr"));
    order.push_back("j");
    order.push_back(qo);
    tile = qi;
  }
  for (auto &r : reduction_order(k.at("reduce_order"), true)) order.push_back(r == "rc" ? rc : r);
  std::string innermost_reduction = order.back();
  order.push_back(tile);
  order.push_back("l");
  s.reorder(local, order);
  if (k.count("prefetch") && k.at("prefetch")) s.prefetch(local, "W", innermost_reduction, co);
  if (k.at("unroll_taps")) s.unroll(local, "rx");
  if (flat && k.at("pad_inline") && plane_decides_padding(s.workload(), k.at("qr"), rc_block)) {
    s.unroll(local, order[rc_block > 0 ? 1 : 0]);  // the position tiles
    s.unroll(local, "ry");
    if (!k.at("unroll_taps")) s.unroll(local, "rx");
  }
  s.unroll(local, tile);
  s.vectorize(local, "l");
}

// The expert configuration of conv2d: the tile from the target's registers and vector width,
// and the layout, shape and weights' size (conv2d_cpu().defaults).
KnobValues conv2d_defaults(const Workload &w, const Target &target) {
  int64_t lanes = target.vector_bits() / 32;
  int64_t registers = target.vector_registers();
  bool flatten = flatten_by_default(w, lanes);
  KnobValues k;
  // The tile: `rows` unrolled x `vectors` vectors of accumulators, plus the vectors of the
  // operand read as vectors and one broadcast, within the vector registers. NCHW reads its
  // vector operand unaligned (q + rx) for every tap: with 16 registers one vector of output
  // columns and 8 channels is faster than 6 x 2 (Zen 3 code on a Zen 5, 2026-12-02: 190 vs
  // 110 GFLOPS at 56x56x64); NHWC's HWIO weights are aligned rows, and 6 x 2 wins there
  // (229 vs 135 for the 8 x 2 that spills).
  int64_t vector_extent = nhwc(w) ? param(w, "K") : output_width(w);
  int64_t vectors = vector_extent >= 2 * lanes && (registers >= 32 || nhwc(w)) ? 2 : 1;
  // NHWC: a channel count that the tile of two vectors does not divide takes the widest of one
  // vector, half and a quarter of one that does: a partial last tile costs more than narrower
  // vectors (MobileNetV2's 1x1 convolutions, 2026-12-04, Xeon, AVX-512 code: 56x56 144->24 +
  // add 0.167 ms with 16-lane tiles, 0.116 with 8; 56x56 24->144 0.133-0.174 with 32-lane
  // tiles, 0.081-0.084 with 16. As AVX2 code 24 channels took 0.119-0.127 ms with 16-lane
  // tiles and 0.119-0.132 with 8).
  int64_t channel_tile = vectors * lanes;
  if (nhwc(w) && param(w, "K") % channel_tile != 0) {
    for (int64_t part = vectors == 2 ? lanes : lanes / 2; part >= std::max<int64_t>(lanes / 4, 4); part /= 2) {
      if (param(w, "K") % part == 0) {
        channel_tile = part;
        vectors = 1;
        break;
      }
    }
  }
  int64_t rows = std::min<int64_t>(8, (registers - vectors - 1) / vectors);
  if (nhwc(w)) {
    k["qr"] = rows;          // output columns, unrolled
    k["kr"] = channel_tile;  // output channels, vectorized
    // Blocked weights: the tile lies within a block (one contiguous panel).
    if (kblock(w) > 0 && kblock(w) % k["kr"] != 0) k["kr"] = kblock(w) % lanes == 0 ? lanes : kblock(w);
  } else if (flatten) {
    // Flattened positions: two vectors across rows (a 56-wide row wastes none of its lanes,
    // where one vector tile of a row leaves 8 of 64 lanes idle: 0.96 -> 0.80 ms at 56x56x64,
    // 2026-12-05, Xeon, AVX-512 code), up to 12 channels unrolled.
    k["qr"] = vectors * lanes;
    k["kr"] = std::min<int64_t>(12, (registers - vectors - 1) / vectors);
  } else {
    k["kr"] = rows;  // output channels, unrolled
    // Output columns, vectorized by whole vectors: odd widths (28 lanes) make LLVM split
    // the accumulators into pieces, while the partial last tile costs little (masks).
    k["qr"] = vectors * lanes;
  }
  // NCHW with 16 registers and rows that whole vectors divide: tiles of 4 output rows x 3
  // channels x one vector. Each tap's broadcast weight then feeds 4 rows' vectors, where the
  // 8-channel tile loads 9 values for 8 multiply-adds and is bound by the loads. Two vectors
  // of columns would halve the loads too, but a 56-wide row leaves them a partial tile that
  // LLVM spills (2.9 ms). Ms, AVX2 code (Xeon, 2026-12-05), 8 channels x 1 row -> 3 x 4 rows:
  // 56x56 64->64 1.40-1.46 -> 1.20-1.24; 32x32 64->64 0.458 -> 0.413; 24x24 128->128 1.05 ->
  // 0.90; 56x56 32->64 0.68 -> 0.57. It loses where the row ends in a partial vector (14x14
  // 256->256: 2.11 -> 2.71) and, with 32 registers, did not win (AVX-512 code, 32x32 and 48x48).
  int64_t pr = 1;
  if (!nhwc(w) && !flatten && registers < 32 && output_width(w) % lanes == 0 && output_height(w) >= 4) {
    pr = 4;
    k["kr"] = 3;
    k["qr"] = lanes;
  }
  k["parallel"] = 1;
  // NHWC with 32 registers: the kernel columns innermost (ry, rc, rx), so that neighbouring
  // output columns' taps read the same input pixels and LLVM loads each once for the tile
  // (2026-12-05, Xeon, AVX-512 code, ms: 56x56x64 0.74-0.76 -> 0.65-0.66, 28x28x128 0.79 -> 0.69,
  // 14x14x256 0.77 -> 0.68, 7x7x512 0.86 -> 0.76, ResNet-18's 7x7 stride-2 first layer 0.70 ->
  // 0.66; as AVX2 code, with 16 registers, 1.20 either way).
  k["reduce_order"] = nhwc(w) && registers >= 32 && param(w, "S") > 1 ? 2 : 0;
  k["unroll_taps"] = 0;
  // NHWC: the padding inlined where a row has four or more column tiles. partition_loops gives
  // the interior tiles (and rows) a copy without the bounds tests, and the padded copy of the
  // input at root, a pass over memory, goes. Ms, 2026-12-05, Zen 5, padded input at root ->
  // inlined: AVX2 code 56x56x64 0.889-0.948 -> 0.847-0.894, 56x56 64->128 stride 2 0.429-0.447
  // -> 0.423-0.435, 28x28x128 0.846-0.886 -> 0.857-0.889, ResNet-18's 7x7 stride-2 first layer
  // 0.878 -> 0.872; AVX-512 code 0.440 -> 0.426, 0.238 -> 0.220, 0.450 -> 0.444, 0.457 -> 0.449.
  // A row of one or two tiles has no interior tile, and every tap keeps its test (14x14x256 as
  // AVX-512 code, 2 tiles of 8: 0.435 with the copy, 0.441 inlined); the gain grows with the
  // interior's share, level at 28x28 (5 tiles of 6, 3 inside), so three tiles keep the copy.
  int64_t row_tiles = nhwc(w) ? (output_width(w) + k["qr"] - 1) / k["qr"] : 0;
  k["pad_inline"] = nhwc(w) && param(w, "pad") > 0 && row_tiles >= 4 ? 1 : 0;
  k["flatten"] = flatten ? 1 : 0;
  // Flattened, the taps' row masks are made once per kernel row (reduce_order 2: ry outermost)
  // and kept across the input channels.
  if (flatten) {
    k["reduce_order"] = 2;
    k["unroll_taps"] = 1;
  }
  // Channel tiles outermost where the weights outgrow a core's L2 (1-2 MiB on the machines
  // ktune is measured on) and there are tiles for every thread.
  int64_t weight_bytes = param(w, "R") * param(w, "S") * param(w, "C") * param(w, "K") * 4;
  k["k_outer"] = nhwc(w) && weight_bytes > (1 << 20) && param(w, "K") >= 4 * k["kr"] ? 1 : 0;
  // With channel tiles outermost, the next tile's weights are prefetched while this tile's
  // positions are computed (ResNet-18's 7x7x512 layers in the model, 2026-12-05: 1.02-1.16 ->
  // 0.83-0.91 ms each, where the first row of each tile waited on memory).
  // Blocked weights only: a tile of plain HWIO weights is spread over all K channels, and the
  // lowering leaves such a sparse region out anyway.
  k["prefetch"] = k["k_outer"] && kblock(w) > 0 ? 1 : 0;
  if (!nhwc(w)) k["pr"] = pr;
  if (nhwc(w)) k["rc_block"] = 0;
  // NHWC with 16 registers, where the `rows`-wide tile does not divide a row, the channel tile's
  // output plane is at most 16 KiB and there are channel tiles for every thread (ResNet-18's 7-
  // and 14-wide deep layers, MobileNetV2's 7x7 and 14x14 1x1 convolutions): positions flattened
  // in a plane accumulator (apply_plane_accumulator), so every tile but the last is rows x the
  // channel tile, where a 7-wide row ended in a 1-wide tile after 6 (the tuned records took 7 x 1
  // vector: 7 accumulators, too few to hide the multiply-add latency) and a 14-wide one in a
  // 2-wide tile. Ms, AVX2 code (Zen 5, 2026-12-05), tuned record -> flattened 6 x 16 with the
  // padded input at root: 7x7x512 0.988 -> 0.876; 14x14x256 0.958 -> 0.823; 14x14x256 ->
  // 7x7x512 stride 2 0.536 -> 0.470. No gain where the plane outgrows L1 (28x28x128 0.866 vs
  // 0.869, 56x56x64 0.889 vs 0.892) or with 32 registers (AVX-512 code, 7x7x512: 0.447
  // unflattened, 0.454-0.465 flattened). The padding inlined where the plane decides it when
  // compiled (plane_decides_padding: the padded taps dropped), else a padded copy at root: tests
  // left in the loops cost too much per flattened position (7x7x512: 1.78).
  if (nhwc(w) && registers < 32 && output_width(w) % rows != 0 &&
      output_height(w) * output_width(w) * k["kr"] * 4 <= 16 * 1024 && param(w, "K") >= 4 * k["kr"]) {
    k["flatten"] = 1;
    k["k_outer"] = 1;
    k["reduce_order"] = 0;
    k["unroll_taps"] = 0;
    k["pad_inline"] = plane_decides_padding(w, k["qr"], k["rc_block"]) ? 1 : 0;
    // The next channel tile's weights prefetched, spread over the reduction: the model reads
    // them cold (7x7x512 from a flushed cache, 2026-12-05, Zen 5, AVX2 code: 1.10-1.11 ->
    // 0.92-0.95 ms; with the weights hot 0.891 -> 0.914).
    k["prefetch"] = kblock(w) > 0 ? 1 : 0;
  }
  return k;
}

}  // namespace

ScheduleTemplate conv2d_cpu() {
  ScheduleTemplate t;
  t.op = "conv2d";
  t.defaults = conv2d_defaults;
  t.space = [](const Workload &w, const Target &target) {
    int64_t lanes = target.vector_bits() / 32;
    KnobDomains d;
    std::vector<int64_t> unrolled = {1, 2, 3, 4, 6, 7, 8, 12, 14}, vectors = {lanes, 2 * lanes, 3 * lanes, 4 * lanes};
    // Parts of a vector, for NHWC channel counts that whole vectors do not divide (24).
    if (nhwc(w) && param(w, "K") % lanes != 0) vectors.insert(vectors.begin(), {lanes / 4, lanes / 2});
    d[nhwc(w) ? "qr" : "kr"] = unrolled;
    if (kblock(w) > 0) {
      std::vector<int64_t> within;  // whole vectors within a block
      for (int64_t v : vectors) {
        if (kblock(w) % v == 0) within.push_back(v);
      }
      vectors = within.empty() ? std::vector<int64_t>{kblock(w)} : within;
    }
    d[nhwc(w) ? "kr" : "qr"] = vectors;
    d["parallel"] = {0, 1};
    d["reduce_order"] = {0, 1, 2};
    d["unroll_taps"] = {0, 1};
    d["pad_inline"] = param(w, "pad") > 0 ? std::vector<int64_t>{0, 1} : std::vector<int64_t>{0};
    d["k_outer"] = nhwc(w) ? std::vector<int64_t>{0, 1} : std::vector<int64_t>{0};
    d["prefetch"] = nhwc(w) ? std::vector<int64_t>{0, 1} : std::vector<int64_t>{0};
    d["flatten"] = can_flatten(w) || nhwc(w) ? std::vector<int64_t>{0, 1} : std::vector<int64_t>{0};
    if (!nhwc(w)) d["pr"] = {1, 2, 4};
    if (nhwc(w)) {
      d["rc_block"] = {0};  // blocks that divide the input channels
      for (int64_t b : {16, 32, 64}) {
        if (param(w, "C") % b == 0 && param(w, "C") > b) d["rc_block"].push_back(b);
      }
    }
    return d;
  };
  t.apply = [](Schedule &s, const KnobValues &k, const Target &target) {
    bool is_nhwc = s.workload().params.at("layout") == "nhwc";
    bool parallel = k.at("parallel") != 0;
    // NHWC `flatten` or `rc_block`: the plane accumulator, channel tiles outermost whatever
    // k_outer says. Records tuned before k_outer existed have rows outermost.
    bool flat_nhwc = is_nhwc && k.count("flatten") && k.at("flatten") != 0;
    int64_t rc_block = is_nhwc && k.count("rc_block") ? k.at("rc_block") : 0;
    bool k_outer = is_nhwc && (flat_nhwc || rc_block > 0 || (k.count("k_outer") && k.at("k_outer") != 0));
    if (!is_nhwc && k.count("flatten") && k.at("flatten") != 0) return apply_flattened(s, k);
    auto [out, local] = output_and_accumulator(s);
    // The output's axes: i (n), then NHWC j (p), k (q), l (k_out); NCHW j (k_out), k (p), l (q).
    std::string rows = is_nhwc ? "k" : "j", cols = is_nhwc ? "l" : "l";
    int64_t row_tile = is_nhwc ? k.at("qr") : k.at("kr"), col_tile = is_nhwc ? k.at("kr") : k.at("qr");
    auto [ro, ri] = s.split(out, rows, row_tile);
    auto [co, ci] = s.split(out, cols, col_tile);
    std::string p = is_nhwc ? "j" : "k";
    // NCHW: `pr` output rows per tile (the rows inside the tile, unrolled).
    int64_t pr = !is_nhwc && k.count("pr") ? k.at("pr") : 1;
    std::string pi;
    if (pr > 1) std::tie(p, pi) = s.split(out, p, pr);
    if (k_outer) {
      s.reorder(out, {"i", co, p, ro, ri, ci});
    } else if (pr > 1) {
      s.reorder(out, {"i", p, ro, co, pi, ri, ci});
      s.unroll(out, pi);
    } else {
      s.reorder(out, {"i", p, ro, co, ri, ci});
    }
    s.unroll(out, ri);
    s.vectorize(out, ci);
    if (parallel) s.parallel(out, k_outer ? co : p);
    // The plane accumulator: attached at `co`, the whole output plane of the channel tile.
    if (rc_block > 0 || flat_nhwc) {
      apply_plane_accumulator(s, k, out, local, co, rc_block, flat_nhwc);
      schedule_pad(s, k.at("pad_inline") != 0, target.vector_bits() / 32, parallel);
      return;
    }
    // Otherwise the accumulator is one ri x ci tile: attached inside both tile loops, whichever
    // is outer (at `co` with channel tiles outermost it would span the plane).
    s.compute_at(local, out, k_outer ? ro : co);
    // The accumulator tile: reduction loops outside the unrolled x vectorized tile.
    std::string lrow = is_nhwc ? "k" : "j", lcol = "l";
    std::vector<std::string> order = reduction_order(k.at("reduce_order"), is_nhwc);
    // The next channel tile's weights, a line per iteration of the innermost reduction loop
    // (only where the tiles are outermost: otherwise the next tile is this row's next one,
    // whose weights are already in the cache).
    if (k_outer && k.count("prefetch") && k.at("prefetch")) s.prefetch(local, "W", order.back(), co);
    if (pr > 1) order.push_back("k");
    order.push_back(lrow);
    order.push_back(lcol);
    s.reorder(local, order);
    if (k.at("unroll_taps")) s.unroll(local, "rx");
    if (pr > 1) s.unroll(local, "k");
    s.unroll(local, lrow);
    s.vectorize(local, lcol);
    schedule_pad(s, k.at("pad_inline") != 0, target.vector_bits() / 32, parallel);
  };
  return t;
}

ScheduleTemplate depthwise_conv2d_cpu() {
  ScheduleTemplate t;
  t.op = "depthwise_conv2d";
  t.defaults = [](const Workload &w, const Target &target) {
    int64_t lanes = target.vector_bits() / 32;
    KnobValues k;
    if (nhwc(w)) {
      k["cr"] = param(w, "C") >= lanes ? lanes : param(w, "C");  // channels, vectorized
      // Output columns, unrolled: at stride 1 neighbouring columns share 2 of their 3 input
      // columns and all 9 weight vectors; at stride 2 the wider input run of 4 columns
      // measured slower than one (2026-12-04, Xeon, AVX-512 and x86-64-v3 code, MobileNetV2's
      // 112x112x96 stride 2: 0.070 vs 0.119 ms; its 56x56x144 stride 1: 0.056 vs 0.091).
      k["qr"] = param(w, "stride") == 1 ? 4 : 1;
      // The padding inlined as a bounds test on each tap: a padded copy of the input at root
      // costs a pass over memory that is as long as the convolution itself (the same two
      // layers: 0.29 -> 0.070 ms and 0.14 -> 0.056 ms).
      k["pad_inline"] = param(w, "pad") > 0 ? 1 : 0;
    } else {
      // Output columns, vectorized: the whole row in one tile where up to 4 vectors hold it
      // (a 56-wide row: 64 lanes of AVX-512, one partial vector), else 4 vectors. The taps
      // then reuse the row's loads across vectors (200-trial sessions, 2026-12-02: the best
      // was 4 vectors as AVX2 and as AVX-512 code).
      int64_t whole = (output_width(w) + lanes - 1) / lanes * lanes;
      k["qr"] = std::min(whole, 4 * lanes);
      // A row that whole vectors leave a partial one of, but half vectors divide, takes half
      // vectors: no masked tail, and 9 taps' weights in registers (a 56-wide row, AVX-512 code,
      // 2026-12-05: 0.043 ms in one 56-lane tile, 0.033 in 8-lane ones, 0.035 in 16-lane ones;
      // the 56-lane tile had been 0.033 before tasks' buffers were noalias, which let LLVM hoist
      // the 9 weights' broadcasts out of the row loop as 36 registers' worth, and spill; as AVX2
      // code a 28-wide row: 0.031 ms in one 32-lane tile, 0.021 in 4-lane ones).
      if (output_width(w) % lanes != 0 && lanes >= 8 && output_width(w) % (lanes / 2) == 0) k["qr"] = lanes / 2;
      // With AVX-512's mask registers a masked load costs what a load does, so the padding
      // is inlined (a bounds test per lane, no padded copy of each plane) and a partial last
      // vector is cheap: one vector of columns, two where the row holds four. Ms, AVX-512 code
      // (Xeon, 2026-12-05), padded copy -> inlined with these tiles: 56x56x64 0.027-0.030 ->
      // 0.025; 112x112x32 0.068 -> 0.041; 28x28x128 0.0187 -> 0.0137; 14x14x256 0.0094 ->
      // 0.0084; 112x112x96 stride 2 0.26 -> 0.19. As AVX2 code (masked loads are VMASKMOVPS)
      // inlining loses at 56x56x64 0.031 -> 0.053 and 28x28x128 0.021 -> 0.037.
      // NCHW's plane is otherwise padded at its channel's loop, in cache. AVX2 code for AMD's Zen
      // 2 and later (znver2-5) inlines the padding too: there VMASKMOVPS loads as cheaply as a
      // plain load (Zen 1, unmeasured, keeps the padded plane). Ms, AVX2 code (znver3) on the
      // Zen 4 VM (2026-12-06, two runs each), padded copy -> inlined: 56x56x64 0.028-0.030 ->
      // 0.023-0.026; 28x28x128 0.025-0.026 -> 0.020-0.021; 112x112x32 0.057-0.058 ->
      // 0.043-0.046; 14x14x256 0.014-0.016 either way. The 200-trial sessions of that hour chose
      // the inlined padding for 56x56x64 as AVX2 code (0.022 ms against the template's 0.034 in
      // its final round). On a Zen 2 (znver2, 2026-12-07, three runs), padded copy -> inlined
      // with the tiles below (4 rows of one vector): 56x56x64 0.036-0.037 -> 0.032-0.034;
      // 28x28x128 0.033 -> 0.029-0.030; 112x112x32 0.072-0.073 -> 0.063-0.066; 14x14x256 0.019
      // -> 0.017-0.018; 112x112x96 stride 2 0.67-0.68 -> 0.62-0.64; 7x7x512 0.011 -> 0.006. Its
      // 200-trial session of 56x56x64 had chosen the inlined padding for all of its 7 best
      // (0.029 ms, 2 rows of 4 vectors).
      bool zen2_or_later = target.vector_bits() >= 256 && (target.cpu == "znver2" || target.cpu == "znver3" ||
                                                           target.cpu == "znver4" || target.cpu == "znver5");
      bool cheap_masked_loads = target.vector_bits() >= 512 || zen2_or_later;
      bool inline_pad = cheap_masked_loads && param(w, "pad") > 0;
      k["pad_inline"] = inline_pad ? 1 : 0;
      if (inline_pad) k["qr"] = output_width(w) >= 4 * lanes ? 2 * lanes : lanes;
      // Output rows per tile: neighbouring rows share 2 of their 3 input rows, so a tile of
      // `pr` rows loads pr + 2 rows' vectors for 3 pr rows' taps. Up to 4 rows, and the tile's
      // accumulators within a quarter of the vector registers: the columns shrink to fit. Ms,
      // AVX-512 code, 1 -> 4 rows (Xeon, 2026-12-05): 56x56x64 0.034 -> 0.029; 28x28x128 0.031 ->
      // 0.019; 14x14x256 0.012 -> 0.010; 112x112x96 stride 2 0.31 -> 0.26; 112x112x32 0.088 ->
      // 0.074 (64 -> 32 columns). AVX2 code, 4 vectors x 1 row -> 1 vector x 4 rows: 56x56x64
      // 0.039 -> 0.035; 112x112x96 stride 2 0.66 -> 0.52; 112x112x32 0.09 either way.
      int64_t pr = output_height(w) >= 4 ? 4 : output_height(w) >= 2 ? 2 : 1;
      int64_t budget = std::max<int64_t>(1, target.vector_registers() / 4 / pr);
      if ((k["qr"] + lanes - 1) / lanes > budget) k["qr"] = budget * lanes;
      k["pr"] = pr;
    }
    k["parallel"] = 1;
    return k;
  };
  t.space = [](const Workload &w, const Target &target) {
    int64_t lanes = target.vector_bits() / 32;
    KnobDomains d;
    d[nhwc(w) ? "cr" : "qr"] = {lanes / 4, lanes / 2, lanes, 2 * lanes, 4 * lanes};
    if (nhwc(w)) d["qr"] = {1, 2, 4, 7, 8};
    if (!nhwc(w)) d["pr"] = {1, 2, 4};
    d["pad_inline"] = param(w, "pad") > 0 ? std::vector<int64_t>{0, 1} : std::vector<int64_t>{0};
    d["parallel"] = {0, 1};
    return d;
  };
  t.apply = [](Schedule &s, const KnobValues &k, const Target &target) {
    bool is_nhwc = s.workload().params.at("layout") == "nhwc";
    bool parallel = k.at("parallel") != 0;
    bool pad_inline = k.at("pad_inline") != 0;
    auto [out, local] = output_and_accumulator(s);
    if (is_nhwc) {
      // O[n, p, q, c]: channels vectorized, `qr` columns unrolled, rows parallel; the padding
      // inlined or the padded input at root. (A record replays its stored trace: one tuned
      // before these knobs existed keeps its schedule, one column and the padding at root.)
      int64_t qr = k.at("qr");
      auto [co, ci] = s.split(out, "l", k.at("cr"));
      if (qr > 1) {
        auto [qo, qi] = s.split(out, "k", qr);
        s.reorder(out, {"i", "j", qo, co, qi, ci});
        s.unroll(out, qi);
      } else {
        s.reorder(out, {"i", "j", "k", co, ci});
      }
      s.vectorize(out, ci);
      if (parallel) s.parallel(out, "j");
      s.compute_at(local, out, co);
      s.reorder(local, {"ry", "rx", "k", "l"});
      s.unroll(local, "ry");
      s.unroll(local, "rx");
      if (qr > 1) s.unroll(local, "k");
      s.vectorize(local, "l");
      schedule_pad(s, pad_inline, target.vector_bits() / 32, parallel);
      return;
    }
    // O[n, c, p, q]: channels parallel, each channel's padded plane computed at its loop (or the
    // padding inlined); a tile of `pr` output rows x `qr` columns, whose rows share the input
    // rows between them.
    int64_t pr = k.at("pr");
    auto [qo, qi] = s.split(out, "l", k.at("qr"));
    if (pr > 1) {
      auto [po, pi] = s.split(out, "k", pr);
      s.reorder(out, {"i", "j", po, qo, pi, qi});
      s.unroll(out, pi);
    }
    s.vectorize(out, qi);
    if (parallel) s.parallel(out, "j");
    s.compute_at(local, out, qo);
    s.reorder(local, {"ry", "rx", "k", "l"});
    s.unroll(local, "ry");
    s.unroll(local, "rx");
    if (pr > 1) s.unroll(local, "k");
    s.vectorize(local, "l");
    if (pad_inline && s.has_stage("pad")) {
      s.compute_inline("pad");
    } else if (s.has_stage("pad")) {
      s.compute_at("pad", out, "j");
      auto [o, i] = s.split("pad", "l", target.vector_bits() / 32);
      s.vectorize("pad", i);
    }
  };
  return t;
}

}  // namespace ktune::templates
