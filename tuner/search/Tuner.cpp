// tune(): the session loop. Proposals come from the strategy's order over the template's knob
// space; the template turns each into a trace; the harness builds, checks and times a batch;
// every result, success or failure, becomes a record in one database transaction per batch.
#include "ktune/tuner/Tuner.h"

#include <algorithm>
#include <chrono>
#include <numeric>
#include <set>
#include <unordered_set>

#include "ktune/database/Host.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"
#include "ktune/tuner/SearchSpace.h"

namespace ktune {

namespace {

const char *error_kind_of(MeasureError e) {
  switch (e) {
    case MeasureError::None: return "";
    case MeasureError::CompileError: return error_kind::kCompileError;
    case MeasureError::CompileTimeout: return error_kind::kCompileTimeout;
    case MeasureError::RuntimeError: return error_kind::kRuntimeError;
    case MeasureError::Crash: return error_kind::kCrash;
    case MeasureError::RunTimeout: return error_kind::kRunTimeout;
    case MeasureError::WrongResult: return error_kind::kWrongResult;
  }
  return error_kind::kRuntimeError;
}

nlohmann::json knobs_to_json(const KnobValues &k) {
  nlohmann::json j = nlohmann::json::object();
  for (auto &[name, v] : k) j[name] = v;
  return j;
}

std::optional<KnobValues> knobs_from_json(const nlohmann::json &j) {
  if (!j.is_object()) return std::nullopt;
  KnobValues k;
  for (auto &[name, v] : j.items()) {
    if (!v.is_number_integer()) return std::nullopt;
    k[name] = v.get<int64_t>();
  }
  return k;
}

// The order in which a strategy proposes configuration indices.
class ProposalOrder {
 public:
  ProposalOrder(const std::string &strategy, int64_t size, uint64_t seed) : size_(size), rng_(seed) {
    random_ = strategy == "random";
    // Small spaces are permuted outright; larger ones are sampled, skipping repeats.
    if (random_ && size <= kPermuteLimit) {
      order_.resize(static_cast<size_t>(size));
      std::iota(order_.begin(), order_.end(), int64_t{0});
      std::shuffle(order_.begin(), order_.end(), rng_);
    }
  }
  /** The next index, or -1 when the space is exhausted. */
  int64_t next() {
    if (!random_ || size_ <= kPermuteLimit) {
      if (random_) return position_ < order_.size() ? order_[position_++] : -1;
      return static_cast<int64_t>(position_) < size_ ? static_cast<int64_t>(position_++) : -1;
    }
    if (static_cast<int64_t>(drawn_.size()) >= size_) return -1;
    for (;;) {
      int64_t i = std::uniform_int_distribution<int64_t>(0, size_ - 1)(rng_);
      if (drawn_.insert(i).second) return i;
    }
  }

 private:
  static constexpr int64_t kPermuteLimit = 1 << 20;
  int64_t size_;
  std::mt19937_64 rng_;
  bool random_ = false;
  std::vector<int64_t> order_;
  size_t position_ = 0;
  std::unordered_set<int64_t> drawn_;
};

}  // namespace

const std::vector<std::string> &tune_strategies() {
  static const std::vector<std::string> s = {"random", "grid"};
  return s;
}

TuneResult tune(Database &db, const TuneOptions &o, const std::function<void(const TuneProgress &)> &on_batch) {
  auto started = std::chrono::steady_clock::now();
  user_check(std::find(tune_strategies().begin(), tune_strategies().end(), o.strategy) != tune_strategies().end(),
             "--strategy must be random or grid, got '" << o.strategy
                                                        << "' (the model-guided strategies are not built yet)");
  user_check(o.trials >= 0, "--trials must be at least 0, got " << o.trials);
  user_check(o.batch_size >= 1, "the batch size must be at least 1, got " << o.batch_size);
  Workload w = workload_from_spec(o.workload_spec);
  Target target = Target::parse(o.target);
  user_check(target.runs_here, "target " << target.str() << " does not run on this machine, so it cannot be tuned here");
  KnobSpace space = KnobSpace::for_workload(w, target);
  const ScheduleTemplate &tmpl = *find_template(w.op_name);
  DeviceFingerprint device = host_fingerprint(target);
  std::string device_hash = device.hash();

  TuneProgress progress;
  progress.trials = o.trials;
  progress.space_size = space.size();
  auto consider_best = [&](const TuningRecord &r) {
    if (!r.ok()) return;
    if (!progress.best || r.median_cost() < progress.best->median_cost()) {
      progress.best = r;
      progress.best_gflops = w.flops / r.median_cost() / 1e9;
    }
  };
  // What this device already measured for this workload and target: skipped, and the best so far.
  std::set<int64_t> measured;
  for (auto &r : db.records_of(w.key())) {
    if (r.target != target.str() || r.device.hash() != device_hash) continue;
    if (auto k = knobs_from_json(r.knobs)) {
      int64_t index = space.index_of(*k);
      if (index >= 0) measured.insert(index);
    }
    consider_best(r);
  }

  ProposalOrder order(o.strategy, space.size(), o.seed);
  int64_t expert = space.index_of(tmpl.defaults(w, target));
  bool expert_pending = expert >= 0;
  auto next_index = [&]() -> int64_t {
    for (;;) {
      int64_t i;
      if (expert_pending) {
        expert_pending = false;
        i = expert;
      } else {
        i = order.next();
        if (i < 0) return -1;
        if (i == expert) continue;
      }
      if (measured.count(i)) {
        ++progress.already_in_database;
        continue;
      }
      return i;
    }
  };

  Measurer measurer(o.measure);
  TuneResult result;
  int batch_number = 0;
  while (progress.measured < o.trials) {
    std::vector<KnobValues> configs;
    while (static_cast<int>(configs.size()) < std::min(o.batch_size, o.trials - progress.measured)) {
      int64_t i = next_index();
      if (i < 0) break;
      measured.insert(i);
      configs.push_back(space.at(i));
    }
    if (configs.empty()) {
      result.space_exhausted = true;
      break;
    }
    // A configuration the template refuses (a schedule error) is a compile error without a build.
    std::vector<TuningRecord> records(configs.size());
    std::vector<MeasureCandidate> candidates;
    std::vector<size_t> candidate_of;
    for (size_t c = 0; c < configs.size(); ++c) {
      TuningRecord &r = records[c];
      r.workload_key = w.key();
      r.structural_hash = w.key();
      r.workload_spec = w.spec;
      r.target = target.str();
      r.device = device;
      r.knobs = knobs_to_json(configs[c]);
      r.host = host_name();
      r.ktune_version = ktune_version();
      r.provenance = {{"source", "ktune tune"}, {"strategy", o.strategy}, {"seed", o.seed},
                      {"batch", batch_number}, {"template", tmpl.op}};
      try {
        r.trace = schedule_from_template(w, target, configs[c]).trace().to_json();
        candidates.push_back({w.spec, o.target, r.trace});
        candidate_of.push_back(c);
      } catch (const std::exception &e) {
        // A refusal (ScheduleError) or any other failure of this one configuration: recorded,
        // so that a resumed session does not stop at the same place again.
        r.trace = nlohmann::json::array();
        r.error_kind = error_kind::kCompileError;
        r.error_message = std::string("the template could not apply these knobs: ") + e.what();
      }
    }
    std::vector<MeasureResult> measured_results = measurer.measure(candidates);
    for (size_t m = 0; m < measured_results.size(); ++m) {
      TuningRecord &r = records[candidate_of[m]];
      const MeasureResult &res = measured_results[m];
      r.costs = res.costs;
      r.error_kind = error_kind_of(res.error);
      r.error_message = res.message;
      r.compile_seconds = res.compile_seconds;
    }
    for (auto &r : records) r.timestamp = utc_timestamp();
    std::vector<Database::AddResult> added = db.add_all(records);
    for (size_t c = 0; c < records.size(); ++c) {
      records[c].id = added[c].id;
      if (!records[c].ok()) ++progress.failures;
      consider_best(records[c]);
    }
    progress.measured += static_cast<int>(records.size());
    progress.elapsed_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    ++batch_number;
    if (on_batch) on_batch(progress);
  }
  progress.elapsed_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  result.final = progress;
  return result;
}

}  // namespace ktune
