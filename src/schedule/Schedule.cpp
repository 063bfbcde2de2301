#include "ktune/schedule/Schedule.h"

#include <unordered_map>
#include <unordered_set>

#include "ktune/ir/IRVisitor.h"
#include "ktune/support/Error.h"
#include "primitives/Primitives.h"

namespace ktune {

using nlohmann::json;

// ---------------------------------------------------------------------------------------------
// Stage

AxisPtr Stage::find_leaf(const std::string &axis_name) const {
  for (auto &a : leaf_axes) {
    if (a->name == axis_name) return a;
  }
  return nullptr;
}

AxisPtr Stage::find_any(const std::string &axis_name) const {
  for (auto *list : {&leaf_axes, &root_axes, &reduce_axes}) {
    for (auto &a : *list) {
      if (a->name == axis_name) return a;
    }
  }
  for (auto &r : relations) {
    for (auto &a : {r.parent, r.outer, r.inner, r.fused}) {
      if (a && a->name == axis_name) return a;
    }
  }
  return nullptr;
}

int Stage::leaf_index(const std::string &axis_name) const {
  for (size_t i = 0; i < leaf_axes.size(); ++i) {
    if (leaf_axes[i]->name == axis_name) return static_cast<int>(i);
  }
  return -1;
}

// ---------------------------------------------------------------------------------------------
// Trace

json Trace::to_json() const { return json{{"format", "ktune-trace"}, {"version", kFormatVersion}, {"steps", steps}}; }

Trace Trace::from_json(const json &j) {
  Trace t;
  const json *steps = &j;
  if (j.is_object()) {
    user_check(j.value("format", "") == "ktune-trace", "trace: expected \"format\": \"ktune-trace\"");
    user_check(j.contains("version") && j["version"].is_number_integer(), "trace: missing version");
    int v = j["version"].get<int>();
    user_check(v == kFormatVersion, "trace: format version " << v << " is not supported (this ktune reads version "
                                                             << kFormatVersion << ")");
    user_check(j.contains("steps"), "trace: missing steps");
    steps = &j["steps"];
  }
  user_check(steps->is_array(), "trace: steps must be a list");
  for (size_t i = 0; i < steps->size(); ++i) {
    const json &s = (*steps)[i];
    user_check(s.is_object() && s.contains("kind") && s["kind"].is_string(),
               "trace: step " << i << " is not an object with a \"kind\"");
    t.steps.push_back(s);
  }
  return t;
}

Trace Trace::parse(const std::string &text) {
  json j;
  try {
    j = json::parse(text);
  } catch (const json::exception &e) {
    throw UserError(std::string("trace: not valid JSON: ") + e.what());
  }
  return from_json(j);
}

// ---------------------------------------------------------------------------------------------
// Schedule

namespace {

// Axis names within a stage must be unique to be addressable; rename duplicates.
void unique_axis_names(Stage &st) {
  std::unordered_set<std::string> seen;
  for (auto *list : {&st.root_axes, &st.reduce_axes}) {
    for (auto &a : *list) {
      std::string n = a->name;
      for (int i = 1; seen.count(n); ++i) n = a->name + "_" + std::to_string(i);
      a->name = n;
      seen.insert(n);
    }
  }
}
}  // namespace

Schedule::Schedule(Workload w) : workload_(std::move(w)) {
  std::unordered_set<const OperationNode *> outputs;
  for (auto &t : workload_.outputs()) outputs.insert(t.op().get());
  for (auto &op : workload_.ops()) {
    Stage st;
    st.name = op->name;
    st.op = op;
    st.is_input = op->is_placeholder();
    st.is_output = outputs.count(op.get()) > 0;
    if (op->is_compute()) {
      st.body = op->body;
      for (auto &iv : op->axes) st.root_axes.push_back(primitives::axis_from(iv, false));
      if (auto *r = op->reduce()) {
        for (auto &iv : r->axes) st.reduce_axes.push_back(primitives::axis_from(iv, true));
      }
      unique_axis_names(st);
      st.leaf_axes = st.root_axes;
      st.leaf_axes.insert(st.leaf_axes.end(), st.reduce_axes.begin(), st.reduce_axes.end());
    }
    stages_.push_back(std::move(st));
  }
}

namespace {
std::vector<Stage> clone_stages(const std::vector<Stage> &stages) {
  std::unordered_map<const ScheduleAxis *, AxisPtr> map;
  auto clone = [&](const AxisPtr &a) -> AxisPtr {
    if (!a) return a;
    auto it = map.find(a.get());
    if (it != map.end()) return it->second;
    auto c = std::make_shared<ScheduleAxis>(*a);
    map[a.get()] = c;
    return c;
  };
  std::vector<Stage> out = stages;
  for (auto &st : out) {
    for (auto *list : {&st.root_axes, &st.reduce_axes, &st.leaf_axes}) {
      for (auto &a : *list) a = clone(a);
    }
    for (auto &r : st.relations) {
      r.parent = clone(r.parent);
      r.outer = clone(r.outer);
      r.inner = clone(r.inner);
      r.fused = clone(r.fused);
    }
  }
  return out;
}
}  // namespace

Schedule::Schedule(const Schedule &other)
    : workload_(other.workload_), stages_(clone_stages(other.stages_)), trace_(other.trace_) {}

Schedule &Schedule::operator=(const Schedule &other) {
  if (this != &other) {
    workload_ = other.workload_;
    stages_ = clone_stages(other.stages_);
    trace_ = other.trace_;
  }
  return *this;
}

Schedule Schedule::replay(const Workload &w, const Trace &trace) {
  Schedule s(w);
  for (size_t i = 0; i < trace.steps.size(); ++i) {
    try {
      s.apply(trace.steps[i]);
    } catch (const UserError &e) {
      throw ScheduleError("trace step " + std::to_string(i) + " (" + trace.steps[i].value("kind", "?") +
                          ") does not apply: " + e.what());
    }
  }
  return s;
}

const Stage &Schedule::stage(const std::string &name) const {
  int i = stage_index(name);
  schedule_check(i >= 0, "no stage named '" << name << "'");
  return stages_[i];
}

Stage &Schedule::mutable_stage(const std::string &name) {
  int i = stage_index(name);
  schedule_check(i >= 0, "no stage named '" << name << "'");
  return stages_[i];
}

bool Schedule::has_stage(const std::string &name) const { return stage_index(name) >= 0; }

int Schedule::stage_index(const std::string &name) const {
  for (size_t i = 0; i < stages_.size(); ++i) {
    if (stages_[i].name == name) return static_cast<int>(i);
  }
  return -1;
}

const Stage *Schedule::stage_of(const OperationNode *op) const {
  for (auto &s : stages_) {
    if (s.op.get() == op) return &s;
  }
  return nullptr;
}

std::vector<std::string> Schedule::consumers(const std::string &stage_name) const {
  const OperationNode *op = stage(stage_name).op.get();
  std::vector<std::string> out;
  for (auto &s : stages_) {
    if (s.is_input || s.attach == AttachKind::Inline || !s.body.defined()) continue;
    bool reads = false;
    post_order_visit(s.body, [&](const Expr &e) {
      if (auto *r = e.as<TensorRead>()) reads = reads || r->op.get() == op;
    });
    if (reads) out.push_back(s.name);
  }
  return out;
}

void Schedule::apply(const json &step) {
  schedule_check(step.is_object() && step.contains("kind") && step["kind"].is_string(),
                 "a schedule step must be an object with a string \"kind\", got " << step.dump());
  std::string kind = step["kind"].get<std::string>();
  for (auto &entry : primitives::primitive_list()) {
    if (kind != entry.kind) continue;
    // Primitives check before they change anything; the copy also covers a primitive made of
    // others (tile) that is refused part-way.
    std::vector<Stage> saved = clone_stages(stages_);
    try {
      entry.apply(*this, step);
    } catch (...) {
      stages_ = std::move(saved);
      throw;
    }
    trace_.steps.push_back(step);
    return;
  }
  std::string known;
  for (auto &entry : primitives::primitive_list()) known += std::string(known.empty() ? "" : ", ") + entry.kind;
  schedule_check(false, "unknown schedule primitive '" << kind << "' (known: " << known << ")");
}

Schedule::StepMade Schedule::apply_and_report(const json &step) {
  std::unordered_set<std::string> stages_before, axes_before;
  for (const Stage &st : stages_) stages_before.insert(st.name);
  std::string stage_name = step.is_object() && step.contains("stage") && step["stage"].is_string()
                               ? step["stage"].get<std::string>()
                               : std::string();
  bool stage_known = !stage_name.empty() && has_stage(stage_name);
  if (stage_known) {
    for (const AxisPtr &a : stage(stage_name).leaf_axes) axes_before.insert(a->name);
  }
  apply(step);
  StepMade made;
  for (const Stage &st : stages_) {
    if (!stages_before.count(st.name)) made.stages.push_back(st.name);
  }
  if (stage_known) {
    for (const AxisPtr &a : stage(stage_name).leaf_axes) {
      if (!axes_before.count(a->name)) made.axes.push_back(a->name);
    }
  }
  return made;
}

std::vector<std::string> Schedule::primitive_kinds() {
  std::vector<std::string> kinds;
  for (auto &entry : primitives::primitive_list()) kinds.push_back(entry.kind);
  return kinds;
}

// ---- the public primitive methods: build the step, apply it ----

std::pair<std::string, std::string> Schedule::split(const std::string &stage_name, const std::string &axis,
                                                    int64_t factor) {
  apply(json{{"kind", "split"}, {"stage", stage_name}, {"axis", axis}, {"factor", factor}});
  auto &rel = stage(stage_name).relations.back();
  return {rel.outer->name, rel.inner->name};
}

std::pair<std::string, std::string> Schedule::split_nparts(const std::string &stage_name, const std::string &axis,
                                                           int64_t nparts) {
  apply(json{{"kind", "split"}, {"stage", stage_name}, {"axis", axis}, {"nparts", nparts}});
  auto &rel = stage(stage_name).relations.back();
  return {rel.outer->name, rel.inner->name};
}

std::vector<std::string> Schedule::tile(const std::string &stage_name, const std::string &x, const std::string &y,
                                        int64_t x_factor, int64_t y_factor) {
  apply(json{
      {"kind", "tile"}, {"stage", stage_name}, {"x", x}, {"y", y}, {"x_factor", x_factor}, {"y_factor", y_factor}});
  auto &rels = stage(stage_name).relations;
  auto &rx = rels[rels.size() - 2];
  auto &ry = rels.back();
  return {rx.outer->name, ry.outer->name, rx.inner->name, ry.inner->name};
}

std::string Schedule::fuse(const std::string &stage_name, const std::string &outer, const std::string &inner) {
  apply(json{{"kind", "fuse"}, {"stage", stage_name}, {"outer", outer}, {"inner", inner}});
  return stage(stage_name).relations.back().fused->name;
}

void Schedule::reorder(const std::string &stage_name, const std::vector<std::string> &axes) {
  apply(json{{"kind", "reorder"}, {"stage", stage_name}, {"axes", axes}});
}

void Schedule::vectorize(const std::string &stage_name, const std::string &axis) {
  apply(json{{"kind", "vectorize"}, {"stage", stage_name}, {"axis", axis}});
}

void Schedule::vectorize_reduction(const std::string &stage_name, const std::string &axis) {
  apply(json{{"kind", "vectorize_reduction"}, {"stage", stage_name}, {"axis", axis}});
}

void Schedule::unroll(const std::string &stage_name, const std::string &axis) {
  apply(json{{"kind", "unroll"}, {"stage", stage_name}, {"axis", axis}});
}

void Schedule::parallel(const std::string &stage_name, const std::string &axis) {
  apply(json{{"kind", "parallel"}, {"stage", stage_name}, {"axis", axis}});
}

void Schedule::bind(const std::string &stage_name, const std::string &axis, const std::string &thread_tag) {
  apply(json{{"kind", "bind"}, {"stage", stage_name}, {"axis", axis}, {"thread", thread_tag}});
}

void Schedule::compute_at(const std::string &stage_name, const std::string &target, const std::string &axis) {
  apply(json{{"kind", "compute_at"}, {"stage", stage_name}, {"target", target}, {"axis", axis}});
}

void Schedule::compute_inline(const std::string &stage_name) {
  apply(json{{"kind", "compute_inline"}, {"stage", stage_name}});
}

void Schedule::prefetch(const std::string &stage_name, const std::string &tensor, const std::string &at,
                        const std::string &ahead, const std::string &ahead_stage) {
  json step{{"kind", "prefetch"}, {"stage", stage_name}, {"tensor", tensor}, {"at", at}, {"ahead", ahead}};
  if (!ahead_stage.empty()) step["ahead_stage"] = ahead_stage;
  apply(step);
}

void Schedule::defer(const std::string &stage_name, const std::string &axis, const std::string &into) {
  apply(json{{"kind", "defer"}, {"stage", stage_name}, {"axis", axis}, {"into", into}});
}

void Schedule::double_buffer(const std::string &stage_name) {
  apply(json{{"kind", "double_buffer"}, {"stage", stage_name}});
}

void Schedule::pipeline(const std::string &stage_name, int64_t stages, bool async_copy) {
  apply(json{{"kind", "pipeline"}, {"stage", stage_name}, {"stages", stages}, {"async_copy", async_copy ? 1 : 0}});
}

void Schedule::swizzle(const std::string &stage_name) { apply(json{{"kind", "swizzle"}, {"stage", stage_name}}); }

void Schedule::stream_stores(const std::string &stage_name) {
  apply(json{{"kind", "stream_stores"}, {"stage", stage_name}});
}

void Schedule::tensorize(const std::string &stage_name, const std::string &axis, const std::string &intrinsic) {
  apply(json{{"kind", "tensorize"}, {"stage", stage_name}, {"axis", axis}, {"intrinsic", intrinsic}});
}

void Schedule::compute_root(const std::string &stage_name) {
  apply(json{{"kind", "compute_root"}, {"stage", stage_name}});
}

std::string Schedule::cache_read(const std::string &tensor, const std::string &scope,
                                 const std::vector<std::string> &readers) {
  std::string name = primitives::fresh_stage_name(*this, tensor + "." + scope);
  apply(json{{"kind", "cache_read"}, {"tensor", tensor}, {"scope", scope}, {"readers", readers}});
  return name;
}

std::string Schedule::cache_write(const std::string &stage_name, const std::string &scope) {
  std::string name = primitives::fresh_stage_name(*this, stage_name + "." + scope);
  apply(json{{"kind", "cache_write"}, {"stage", stage_name}, {"scope", scope}});
  return name;
}

std::string Schedule::rfactor(const std::string &stage_name, int64_t slices, int64_t grain) {
  std::string name = primitives::fresh_stage_name(*this, stage_name + ".rf");
  apply(json{{"kind", "rfactor"}, {"stage", stage_name}, {"slices", slices}, {"grain", grain}});
  return name;
}

void Schedule::transform_layout(const std::string &stage_name, const LayoutTransform &layout) {
  json splits = json::array();
  for (auto &[d, f] : layout.splits) splits.push_back({d, f});
  json step{{"kind", "transform_layout"}, {"stage", stage_name}, {"splits", splits}};
  if (!layout.order.empty()) step["order"] = layout.order;
  apply(step);
}

}  // namespace ktune
