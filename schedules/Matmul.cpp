// The CPU templates for matmul, dense (with its bias/activation epilogue fused into the tile)
// and batch_matmul: the register-blocked micro-kernel of GemmTile.cpp with each workload's
// stages and the layout of its right-hand operand.
#include "GemmTile.h"
#include "Templates.h"

namespace ktune::templates {

namespace {
int64_t param(const Workload &w, const char *name) { return std::stoll(w.params.at(name)); }
}  // namespace

ScheduleTemplate matmul_cpu() {
  ScheduleTemplate t;
  t.op = "matmul";
  t.defaults = [](const Workload &w, const Target &target) {
    return gemm_default_knobs(param(w, "M"), param(w, "N"), target);
  };
  t.space = [](const Workload &w, const Target &target) {
    return gemm_knob_space(param(w, "M"), param(w, "N"), target);
  };
  t.apply = [](Schedule &s, const KnobValues &k, const Target &) {
    GemmStages g;
    g.out = "C";
    g.b_tensor = "B";  // B[K, N] -> [N/nr][K][nr]
    g.b_panels = LayoutTransform{{{1, k.at("nr")}}, {1, 0, 2}};
    g.b_n_axis = "j";
    g.b_k_axis = "i";
    apply_gemm_tile(s, g, k);
  };
  return t;
}

ScheduleTemplate dense_cpu() {
  ScheduleTemplate t;
  t.op = "dense";
  t.defaults = [](const Workload &w, const Target &target) {
    return gemm_default_knobs(param(w, "M"), param(w, "N"), target);
  };
  t.space = [](const Workload &w, const Target &target) {
    return gemm_knob_space(param(w, "M"), param(w, "N"), target);
  };
  t.apply = [](Schedule &s, const KnobValues &k, const Target &) {
    GemmStages g;
    bool epilogue = s.stage_index("D") >= 0;
    g.out = "Y";
    g.acc = epilogue ? "D" : "";  // with an epilogue, D itself is the per-tile accumulator
    g.b_tensor = "W";             // W[N, K] -> [N/nr][K][nr]
    g.b_panels = LayoutTransform{{{0, k.at("nr")}}, {0, 2, 1}};
    g.b_n_axis = "i";
    g.b_k_axis = "j";
    apply_gemm_tile(s, g, k);
  };
  return t;
}

ScheduleTemplate batch_matmul_cpu() {
  ScheduleTemplate t;
  t.op = "batch_matmul";
  t.defaults = [](const Workload &w, const Target &target) {
    return gemm_default_knobs(param(w, "M"), param(w, "N"), target);
  };
  t.space = [](const Workload &w, const Target &target) {
    return gemm_knob_space(param(w, "M"), param(w, "N"), target);
  };
  t.apply = [](Schedule &s, const KnobValues &k, const Target &) {
    GemmStages g;
    g.out = "C";
    g.batch_axis = "b";
    g.b_tensor = "B";  // B[batch, K, N] -> [batch][N/nr][K][nr]
    g.b_panels = LayoutTransform{{{2, k.at("nr")}}, {0, 2, 1, 3}};
    g.b_n_axis = "k";
    g.b_k_axis = "j";
    apply_gemm_tile(s, g, k);
  };
  return t;
}

}  // namespace ktune::templates
