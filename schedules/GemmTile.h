// The register-blocked GEMM micro-kernel shared by the matmul, dense and batch_matmul templates.
#pragma once

#include <functional>
#include <initializer_list>
#include <optional>
#include <string>

#include "ktune/schedule/Template.h"

namespace ktune::templates {

/** Where the GEMM pieces of a workload are. */
struct GemmStages {
  /** The stage whose tiles are stored (C, or an epilogue such as Y = gelu(D + bias)); its
   * last two axes are the rows and columns. */
  std::string out;
  /** The batch axis of out, if any (outermost, parallel with the column panels). */
  std::string batch_axis;
  /** The reduction stage computed per tile; empty: a local cache_write of out. */
  std::string acc;
  /** The right-hand operand packed into nr-wide panels, its layout transform and the axis of
   * its cache stage that runs along N (split by nr) and the one along K; b_tensor is empty
   * where the operand comes packed (dense's nblock). */
  std::string b_tensor;
  LayoutTransform b_panels;
  std::string b_n_axis, b_k_axis;
};

/** The first of the preferred tile sizes that divides extent, else the first one (capped at
 * extent): a non-dividing tile costs little, a tiny one starves the FMA units. */
int64_t pick_tile(int64_t extent, std::initializer_list<int64_t> preferred);

/** The knobs (nblock: the width of panels the weights come packed in, 0 for none): mr (tile rows, unrolled), nr (tile
 * columns, vectorized), pack_b, parallel, panel_outer (column panels outside row blocks), unroll_k (the reduction loop
 * split and its inner part unrolled: 1 leaves it to LLVM). */
KnobValues gemm_default_knobs(int64_t M, int64_t N, int64_t K, int64_t nblock, const Target &target);

/** The knobs' search domains: tile heights 1-16, widths of 1-4 vectors, the switches. */
KnobDomains gemm_knob_space(int64_t M, int64_t N, int64_t nblock, const Target &target);

/** Applies the micro-kernel schedule to the stages. */
void apply_gemm_tile(Schedule &s, const GemmStages &g, const KnobValues &k);

/** A GEMM-family template for an op with M and N parameters: the knobs above, and the
 * micro-kernel applied to the stages that `stages(schedule, nr)` names. */
ScheduleTemplate gemm_template(std::string op, std::function<GemmStages(const Schedule &, int64_t nr)> stages);

}  // namespace ktune::templates
