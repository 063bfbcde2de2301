// The CPU template for matmul: a register-blocked micro-kernel.
//
// C is tiled into mr x nr blocks (nr a multiple of the vector width); each block's values are
// accumulated in a local cache (C.local) computed at the block, with k outermost, the mr rows
// unrolled and the nr columns vectorized, so the inner loop is mr*nr/lanes vector FMAs on
// registers with broadcast loads of A. B is optionally packed into [N/nr][K][nr] panels so
// the micro-kernel reads it contiguously. By default the panels are the outer (parallel) loop,
// so each packed panel stays in cache while the row blocks of A pass over it.
#include "Templates.h"

namespace ktune::templates {

namespace {
// The first of the preferred micro-tile heights that divides the extent; when none does, the
// first (largest) one: the loop partitioner gives the last, partial block its own guarded
// copy, so a non-dividing tile costs little, while a tiny tile (1 row) starves the FMA units.
int64_t pick_tile(int64_t extent, std::initializer_list<int64_t> preferred) {
  for (int64_t p : preferred) {
    if (extent % p == 0) return p;
  }
  return std::min(*preferred.begin(), extent);
}
}  // namespace

ScheduleTemplate matmul_cpu() {
  ScheduleTemplate t;
  t.op = "matmul";
  t.defaults = [](const Workload &w, const Target &target) {
    int64_t M = std::stoll(w.params.at("M")), N = std::stoll(w.params.at("N"));
    int64_t lanes = target.vector_bits() / 32;
    KnobValues k;
    k["mr"] = pick_tile(M, lanes >= 16 ? std::initializer_list<int64_t>{8, 6, 4} : std::initializer_list<int64_t>{6, 4});
    k["nr"] = N >= 2 * lanes ? 2 * lanes : lanes;
    k["pack_b"] = N >= 2 * lanes ? 1 : 0;
    k["parallel"] = 1;
    // 1: B panels outermost, so one packed nr-wide panel of B stays in cache while every row
    // block of A streams past it; 0: row blocks outermost.
    k["panel_outer"] = 1;
    return k;
  };
  t.apply = [](Schedule &s, const KnobValues &k, const Target &) {
    int64_t mr = k.at("mr"), nr = k.at("nr");
    std::string cc = s.cache_write("C", "local");
    auto tiles = s.tile("C", "i", "j", mr, nr);  // i.outer, j.outer, i.inner, j.inner
    bool panel_outer = k.at("panel_outer") != 0;
    if (panel_outer) s.reorder("C", {tiles[1], tiles[0]});
    const std::string &outer = panel_outer ? tiles[1] : tiles[0];
    const std::string &inner = panel_outer ? tiles[0] : tiles[1];
    s.vectorize("C", tiles[3]);
    if (k.at("parallel")) s.parallel("C", outer);
    s.compute_at(cc, "C", inner);
    s.reorder(cc, {"k", "i", "j"});
    s.unroll(cc, "i");
    s.vectorize(cc, "j");
    if (k.at("pack_b")) {
      std::string bp = s.cache_read("B", "global", {cc});
      s.transform_layout(bp, LayoutTransform{{{1, nr}}, {1, 0, 2}});
      auto [jo, ji] = s.split(bp, "j", nr);
      s.reorder(bp, {jo, "i", ji});
      s.vectorize(bp, ji);
      if (k.at("parallel")) s.parallel(bp, jo);
    }
  };
  return t;
}

}  // namespace ktune::templates
