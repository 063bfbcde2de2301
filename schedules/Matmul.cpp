// The CPU templates for matmul, dense (with its bias/activation epilogue fused into the tile)
// and batch_matmul: the register-blocked micro-kernel of GemmTile.cpp with each workload's
// stages and the layout of its right-hand operand.
#include "GemmTile.h"
#include "Templates.h"
#include "ktune/ops/Registry.h"

namespace ktune::templates {

ScheduleTemplate matmul_cpu() {
  return gemm_template("matmul", [](const Schedule &, int64_t nr) {
    GemmStages g;
    g.out = "C";
    g.b_tensor = "B";  // B[K, N] -> [N/nr][K][nr]
    g.b_panels = LayoutTransform{{{1, nr}}, {1, 0, 2}};
    g.b_n_axis = "j";
    g.b_k_axis = "i";
    return g;
  });
}

ScheduleTemplate dense_cpu() {
  return gemm_template("dense", [](const Schedule &s, int64_t nr) {
    GemmStages g;
    g.out = "Y";
    g.acc = s.stage_index("D") >= 0 ? "D" : "";  // with an epilogue, D itself is the per-tile accumulator
    // W[N, K] -> [N/nr][K][nr]; weights that come as [N/nblock][K][nblock] are packed already.
    if (dense_weight_panels(s.workload()) == 0) g.b_tensor = "W";
    g.b_panels = LayoutTransform{{{0, nr}}, {0, 2, 1}};
    g.b_n_axis = "i";
    g.b_k_axis = "j";
    return g;
  });
}

ScheduleTemplate batch_matmul_cpu() {
  return gemm_template("batch_matmul", [](const Schedule &, int64_t nr) {
    GemmStages g;
    g.out = "C";
    g.batch_axis = "b";
    g.b_tensor = "B";  // B[batch, K, N] -> [batch][N/nr][K][nr]
    g.b_panels = LayoutTransform{{{2, nr}}, {0, 2, 1, 3}};
    g.b_n_axis = "k";
    g.b_k_axis = "j";
    return g;
  });
}

}  // namespace ktune::templates
