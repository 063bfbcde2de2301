// The register-blocked GEMM micro-kernel.
//
// The output is tiled into mr x nr blocks (nr a multiple of the vector width); each block's
// values are accumulated in a local buffer (a cache_write, or the workload's own reduction
// stage) computed at the block, with k outermost, the mr rows unrolled and the nr columns
// vectorized, so the inner loop is mr*nr/lanes vector FMAs on registers with broadcast loads
// of A. The right-hand operand is optionally packed into [N/nr][K][nr] panels so that the
// micro-kernel reads it contiguously. By default the panels are the outer (parallel) loop, so
// each packed panel stays in cache while the row blocks of A pass over it. An elementwise
// epilogue (bias, activation) is the stored stage itself, so it runs on the tile while it is
// still in registers: one pass over the output.
#include "GemmTile.h"

#include <algorithm>

#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

namespace ktune::templates {

// The first of the preferred micro-tile heights that divides the extent; when none does, the
// first (largest) one: the loop partitioner gives the last, partial block its own guarded
// copy, so a non-dividing tile costs little, while a tiny tile (1 row) starves the FMA units.
int64_t pick_tile(int64_t extent, std::initializer_list<int64_t> preferred) {
  for (int64_t p : preferred) {
    if (extent % p == 0) return p;
  }
  return std::min(*preferred.begin(), extent);
}

KnobValues gemm_default_knobs(int64_t M, int64_t N, int64_t K, int64_t nblock, const Target &target) {
  int64_t lanes = target.vector_bits() / 32;
  KnobValues k;
  // Two vectors of columns when N has them; as many rows as the vector registers allow: the
  // tile's mr * v accumulators, v vectors of B and one broadcast of A (16 registers: 6 x 2,
  // the classic AVX2 micro-kernel; 32: up to 14 x 2, capped at 8 rows, past which the gain is
  // small and the partial tiles of odd M grow).
  int64_t vectors = N >= 2 * lanes ? 2 : 1;
  int64_t rows = std::min<int64_t>(8, (target.vector_registers() - vectors - 1) / vectors);
  // With 16 registers the 6-row tile even where 6 does not divide M: its 12 accumulators keep
  // both FMA units busy, where the 4-row tile's 8 chains leave them waiting on latency, and
  // that costs more than the partial last tile. x86-64-v3 code (Xeon, 2026-12-05), ms, 4 -> 6
  // rows: matmul 1024^3 12.9 -> 11.4, 512^3 1.47 -> 1.31, 127x255x63 0.030 -> 0.028,
  // batch_matmul 12x128x128x64 0.133 -> 0.122, dense 128x3072x768 + gelu 4.13 -> 3.77.
  if (rows >= 8) {
    k["mr"] = pick_tile(M, {8, 6, 4});
  } else {
    k["mr"] = M >= 4 * rows ? rows : pick_tile(M, {rows, 4});
  }
  k["nr"] = vectors * lanes;
  // Packing B into panels pays when each panel is read by several row blocks; a short or
  // one-row GEMM reads it once, and the copy would cost as much as it saves.
  k["pack_b"] = vectors == 2 && M > 2 * k["mr"] ? 1 : 0;
  // Weights packed ahead of time (dense's nblock): the panels are there already, and the
  // tile's columns lie within one of them.
  if (nblock > 0) {
    k["pack_b"] = 0;
    if (nblock % k["nr"] != 0) k["nr"] = nblock % lanes == 0 ? lanes : nblock;
  }
  k["parallel"] = 1;
  k["panel_outer"] = 1;
  // A right-hand operand of 128 KiB or less stays in L2 while every row block reads it: the
  // packing copy buys nothing, and row blocks are the parallel loop, each reading its rows of A
  // once. Ms, packed panels outer -> unpacked rows outer (Xeon, 2026-12-05, AVX-512 / AVX2
  // code): 127x255x63 0.029-0.032 -> 0.020 / 0.040 -> 0.029; batch_matmul 12x128x128x64
  // 0.12-0.13 -> 0.085 / 0.16 -> 0.14; 128x128x128 0.018-0.021 -> 0.015 / 0.025 either way;
  // 384x384x64 0.073 -> 0.065 / 0.098 -> 0.103. At 256x256x256 (256 KiB) packing still won:
  // 0.117 vs 0.12-0.13 / 0.19 vs 0.20-0.21. (The 200-trial bests of the first two, 0.016 and
  // 0.075 ms, are unpacked with rows outer too.) At least 4 row blocks, for both threads.
  if (K * N * 4 <= 128 * 1024 && M >= 4 * k["mr"] && nblock == 0) {
    k["pack_b"] = 0;
    k["panel_outer"] = 0;
  }
  // Two K steps per loop iteration: the 200-trial sessions of 2026-12-02 (AVX2 and AVX-512
  // code on an AMD EPYC) chose 2 to 8 for nine of twelve GEMM rows, 1 for the rest.
  k["unroll_k"] = 2;
  return k;
}

KnobDomains gemm_knob_space(int64_t M, int64_t N, int64_t nblock, const Target &target) {
  int64_t lanes = target.vector_bits() / 32;
  KnobDomains d;
  for (int64_t mr : {1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16}) {
    if (mr <= M) d["mr"].push_back(mr);
  }
  for (int64_t v = 1; v <= 4; ++v) {
    bool fits = v == 1 || v * lanes <= N + lanes - 1;
    if (fits && (nblock == 0 || nblock % (v * lanes) == 0)) d["nr"].push_back(v * lanes);
  }
  if (d["nr"].empty()) d["nr"] = {nblock};  // a block narrower than a vector: the tile is the block
  d["pack_b"] = nblock > 0 ? std::vector<int64_t>{0} : std::vector<int64_t>{0, 1};
  d["parallel"] = {0, 1};
  d["panel_outer"] = {0, 1};
  d["unroll_k"] = {1, 2, 4, 8};
  return d;
}

void apply_gemm_tile(Schedule &s, const GemmStages &g, const KnobValues &k) {
  int64_t mr = k.at("mr"), nr = k.at("nr");
  std::vector<std::string> spatial;
  for (auto &a : s.stage(g.out).leaf_axes) {
    if (!a->is_reduce) spatial.push_back(a->name);
  }
  std::string row = spatial[spatial.size() - 2], col = spatial.back();
  std::string acc = g.acc.empty() ? s.cache_write(g.out, "local") : g.acc;
  auto tiles = s.tile(g.out, row, col, mr, nr);  // row.outer, col.outer, row.inner, col.inner
  bool panel_outer = k.at("panel_outer") != 0;
  if (panel_outer) s.reorder(g.out, {tiles[1], tiles[0]});
  std::string outer = panel_outer ? tiles[1] : tiles[0];
  const std::string &inner = panel_outer ? tiles[0] : tiles[1];
  s.unroll(g.out, tiles[2]);
  s.vectorize(g.out, tiles[3]);
  if (!g.batch_axis.empty()) outer = s.fuse(g.out, g.batch_axis, outer);
  if (k.at("parallel")) s.parallel(g.out, outer);
  s.compute_at(acc, g.out, inner);
  const Stage &a = s.stage(acc);
  // The accumulator's axes: [batch,] row, col, k (the reduction last).
  size_t na = a.leaf_axes.size();
  std::string arow = a.leaf_axes[na - 3]->name, acol = a.leaf_axes[na - 2]->name, ak = a.leaf_axes[na - 1]->name;
  int64_t unroll_k = k.at("unroll_k");
  if (unroll_k > 1 && a.find_leaf(ak)->extent > unroll_k) {
    auto [ko, ki] = s.split(acc, ak, unroll_k);
    s.reorder(acc, {ko, ki, arow, acol});
    s.unroll(acc, ki);
  } else {
    s.reorder(acc, {ak, arow, acol});
  }
  s.unroll(acc, arow);
  s.vectorize(acc, acol);
  if (k.at("pack_b")) {
    schedule_check(!g.b_tensor.empty(), s.workload().spec << ": pack_b=1, but the weights are packed already (nblock)");
    std::string bp = s.cache_read(g.b_tensor, "global", {acc});
    s.transform_layout(bp, g.b_panels);
    auto [jo, ji] = s.split(bp, g.b_n_axis, nr);
    s.reorder(bp, {jo, g.b_k_axis, ji});
    s.vectorize(bp, ji);
    if (k.at("parallel")) s.parallel(bp, jo);
  }
}

ScheduleTemplate gemm_template(std::string op, std::function<GemmStages(const Schedule &, int64_t nr)> stages) {
  auto param = [](const Workload &w, const char *name) { return std::stoll(w.params.at(name)); };
  ScheduleTemplate t;
  t.op = std::move(op);
  t.defaults = [param](const Workload &w, const Target &target) {
    return gemm_default_knobs(param(w, "M"), param(w, "N"), param(w, "K"), dense_weight_panels(w), target);
  };
  t.space = [param](const Workload &w, const Target &target) {
    return gemm_knob_space(param(w, "M"), param(w, "N"), dense_weight_panels(w), target);
  };
  t.apply = [stages = std::move(stages)](Schedule &s, const KnobValues &k, const Target &) {
    apply_gemm_tile(s, stages(s, k.at("nr")), k);
  };
  return t;
}

}  // namespace ktune::templates
