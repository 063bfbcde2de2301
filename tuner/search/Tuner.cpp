// tune(): the session loop. Proposals come from the strategy's order over the template's knob
// space; the template turns each into a trace; the harness builds, checks and times a batch;
// every result, success or failure, becomes a record in one database transaction per batch.
#include "ktune/tuner/Tuner.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>
#include <set>
#include <unordered_set>

#include "ktune/codegen/CodeGen.h"
#include "ktune/database/Host.h"
#include "ktune/lower/Lower.h"
#include "ktune/ops/Registry.h"
#include "ktune/runtime/ThreadPool.h"
#include "ktune/support/Error.h"
#include "ktune/tuner/CostModel.h"
#include "ktune/tuner/Features.h"
#include "ktune/tuner/SearchSpace.h"

namespace ktune {

namespace {

// The model-guided strategy's constants.
constexpr size_t kMinTrainingRows = 8;  // below this, proposals stay random
constexpr int kPoolRandom = 256;        // random configurations seeding each search
constexpr size_t kMutatedParents = 8;   // best measured configurations mutated per batch
constexpr int kMutationsPerParent = 16;
constexpr double kEpsilon = 0.25;   // share of each batch picked at random from the seeds
constexpr size_t kPopulation = 64;  // the evolutionary search over the model's scores
constexpr int kGenerations = 4;
constexpr int kChildren = 128;                // per generation
constexpr int kMinKnobsApart = 2;             // diversity of the greedy share of a batch
constexpr size_t kEvolutionParents = 16;      // evolutionary: the best measured configurations bred
constexpr size_t kTransferPerWorkload = 512;  // most recent records of each other workload

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

// Observations (configuration index, GFLOPS) best first; ties by index, so the order is stable.
std::vector<std::pair<int64_t, float>> best_first(std::vector<std::pair<int64_t, float>> observations) {
  std::sort(observations.begin(), observations.end(),
            [](auto &a, auto &b) { return a.second > b.second || (a.second == b.second && a.first < b.first); });
  return observations;
}

// A child of two configurations: each knob from either parent, then a one-knob mutation half
// the time (the breeding of both evolutionary searches: over the model's scores and measured).
KnobValues breed(const KnobSpace &space, const KnobValues &a, const KnobValues &b, std::mt19937_64 &rng) {
  KnobValues child;
  for (auto &[name, value] : a) child[name] = rng() % 2 ? value : b.at(name);
  if (rng() % 2) child = space.mutate(child, rng);
  return child;
}

// The order in which a strategy proposes configuration indices.
class ProposalOrder {
 public:
  ProposalOrder(const std::string &strategy, int64_t size, uint64_t seed) : size_(size), rng_(seed) {
    // xgb proposes from this order only until its model is trained: random, like "random".
    random_ = strategy == "random" || strategy == "xgb" || strategy == "evolutionary";
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

// Every record of workload w measured on `target` by the device with `device_hash`, with its
// configuration's index in `space` (-1: not a configuration of this space).
template <typename Fn>
void for_each_record_here(Database &db, const Workload &w, const Target &target, const std::string &device_hash,
                          const KnobSpace &space, Fn &&fn) {
  for (auto &r : db.records_of(w.key())) {
    if (r.target != target.str() || r.device.hash() != device_hash) continue;
    auto knobs = knobs_from_json(r.knobs);
    fn(r, knobs ? space.index_of(*knobs) : int64_t{-1});
  }
}

}  // namespace

int measured_configurations(Database &db, const TuneOptions &o) {
  Workload w = workload_from_spec(o.workload_spec);
  Target target = Target::parse(o.target);
  const ScheduleTemplate &tmpl = o.custom_template ? *o.custom_template : template_for(w, target);
  KnobSpace space(knob_domains(tmpl, w, target));
  std::set<int64_t> measured;
  for_each_record_here(db, w, target, host_fingerprint(target).hash(), space, [&](const TuningRecord &, int64_t i) {
    if (i >= 0) measured.insert(i);
  });
  return static_cast<int>(measured.size());
}

MeasureOptions tuning_measure_options() {
  MeasureOptions o;
  o.repeat = 3;
  o.min_repeat_ms = 20;
  return o;
}

const std::vector<std::string> &tune_strategies() {
  static const std::vector<std::string> s = {"random", "grid", "xgb", "evolutionary"};
  return s;
}

TuneResult tune(Database &db, const TuneOptions &o, const std::function<void(const TuneProgress &)> &on_batch) {
  auto started = std::chrono::steady_clock::now();
  user_check(std::find(tune_strategies().begin(), tune_strategies().end(), o.strategy) != tune_strategies().end(),
             "--strategy must be random, grid, xgb or evolutionary, got '" << o.strategy << "'");
  user_check(o.trials >= 0, "--trials must be at least 0, got " << o.trials);
  user_check(o.batch_size >= 1, "the batch size must be at least 1, got " << o.batch_size);
  Workload w = workload_from_spec(o.workload_spec);
  Target target = Target::parse(o.target);
  std::string why_not;
  user_check(target_runs_here(target, &why_not),
             "target " << target.str() << " does not run on this machine, so it cannot be tuned here: " << why_not);
  const ScheduleTemplate &tmpl = o.custom_template ? *o.custom_template : template_for(w, target);
  KnobSpace space(knob_domains(tmpl, w, target));
  DeviceFingerprint device = host_fingerprint(target);
  std::string device_hash = device.hash();

  TuneProgress progress;
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
  // Measured configurations and their throughputs (0 for failures): the cost model's data.
  std::vector<std::pair<int64_t, float>> observations;
  auto throughput = [&](const TuningRecord &r) {
    return r.ok() ? static_cast<float>(w.flops / r.median_cost() / 1e9) : 0.0f;
  };
  for_each_record_here(db, w, target, device_hash, space, [&](const TuningRecord &r, int64_t index) {
    if (index >= 0 && measured.insert(index).second) observations.push_back({index, throughput(r)});
    consider_best(r);
  });
  // --resume: what an earlier run measured counts toward this session's budget.
  const int budget = o.resume ? std::max(0, o.trials - static_cast<int>(measured.size())) : o.trials;
  progress.trials = budget;
  if (budget == 0) {  // nothing to measure (a finished session rerun with --resume): the best so far
    progress.elapsed_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    TuneResult done;
    done.final = progress;
    return done;
  }

  // The model-guided strategy: features of each configuration's lowered loop nest (cached),
  // a ranking model retrained after every batch on everything measured so far.
  // On GPU targets each candidate is also compiled, so that its features include what ptxas (or
  // the AMDGPU back end) reports, and a candidate over the hardware's limits gets no features
  // (it is never proposed). Compiling is the expensive part: the candidates of one search step
  // are compiled on the runtime's thread pool (built-in templates only: a Python template's
  // callbacks take the interpreter's lock).
  const bool gpu = target.kind != Target::Kind::CPU;
  const bool compile_in_parallel = gpu && !o.custom_template;
  auto candidate_features = [&](const Schedule &s) {
    LoweredFunc f = lower(s, "candidate");
    return gpu ? extract_features(f, codegen_gpu(f, target)) : extract_features(f);
  };
  std::map<int64_t, std::vector<float>> features;
  auto compute_features = [&](int64_t index) {
    try {
      return candidate_features(schedule_from_template(tmpl, w, target, space.at(index)));
    } catch (const std::exception &) {
      // Not lowerable (or over a GPU limit): the harness will report why; the model just
      // cannot score it.
      return std::vector<float>();
    }
  };
  auto prefetch_features = [&](const std::vector<int64_t> &candidates) {
    if (!compile_in_parallel) return;
    std::vector<int64_t> missing;
    for (int64_t i : candidates) {
      if (!features.count(i)) missing.push_back(i);
    }
    std::vector<std::vector<float>> computed(missing.size());
    // The runtime's thread pool is idle here (kernels run in the harness's processes).
    parallel_for(static_cast<int64_t>(missing.size()), [&](int64_t begin, int64_t end) {
      for (int64_t k = begin; k < end; ++k) computed[k] = compute_features(missing[k]);
    });
    for (size_t k = 0; k < missing.size(); ++k) features[missing[k]] = std::move(computed[k]);
  };
  auto features_of = [&](int64_t index) -> const std::vector<float> * {
    auto it = features.find(index);
    if (it != features.end()) return it->second.empty() ? nullptr : &it->second;
    return (features[index] = compute_features(index)).empty() ? nullptr : &features[index];
  };
  CostModel model(CostModel::Options{60, 6, 0.3, o.seed});
  // Transfer: what this device measured for other workloads on this target, one ranking group
  // per workload, so that a new shape starts from what earlier tuning learned.
  std::vector<std::vector<float>> transfer_rows;
  std::vector<float> transfer_ys;
  std::vector<unsigned> transfer_groups;
  if (o.strategy == "xgb" && o.transfer && !o.custom_template) {
    std::map<std::string, std::vector<const TuningRecord *>> by_workload;
    std::vector<TuningRecord> others = db.all_records("", target.str());
    for (auto &r : others) {
      if (r.workload_key == w.key() || !r.rebuildable || r.device.hash() != device_hash || !r.knobs.is_object())
        continue;
      by_workload[r.workload_spec].push_back(&r);
    }
    for (auto &[other_spec, records] : by_workload) {
      unsigned rows_before = static_cast<unsigned>(transfer_rows.size());
      try {
        Workload other = workload_from_spec(other_spec);
        // The most recent records of each workload, at most kTransferPerWorkload of them.
        size_t first = records.size() > kTransferPerWorkload ? records.size() - kTransferPerWorkload : 0;
        for (size_t i = first; i < records.size(); ++i) {
          auto knobs = knobs_from_json(records[i]->knobs);
          if (!knobs) continue;
          try {
            transfer_rows.push_back(candidate_features(schedule_from_template(other, target, *knobs)));
          } catch (const std::exception &) {
            continue;
          }
          transfer_ys.push_back(records[i]->ok() ? static_cast<float>(other.flops / records[i]->median_cost() / 1e9)
                                                 : 0.0f);
        }
      } catch (const std::exception &) {
        // A spec this build cannot rebuild (another version's op): not transferable.
      }
      unsigned added = static_cast<unsigned>(transfer_rows.size()) - rows_before;
      if (added > 0) transfer_groups.push_back(added);
    }
    progress.transfer_records = static_cast<int>(transfer_rows.size());
    progress.transfer_workloads = static_cast<int>(transfer_groups.size());
  }
  auto retrain = [&]() {
    std::vector<std::vector<float>> rows = transfer_rows;
    std::vector<float> ys = transfer_ys;
    std::vector<unsigned> groups = transfer_groups;
    unsigned own = 0;
    std::vector<int64_t> indices;
    for (auto &observation : observations) indices.push_back(observation.first);
    prefetch_features(indices);
    for (auto &[index, y] : observations) {
      if (auto *f = features_of(index)) {
        rows.push_back(*f);
        ys.push_back(y);
        ++own;
      }
    }
    if (own > 0) groups.push_back(own);
    if (rows.size() < kMinTrainingRows) return;
    model.train(rows, ys, groups);
  };
  std::mt19937_64 model_rng(o.seed * 0x9E3779B97F4A7C15ull + 1);
  // A batch the model picks: an evolutionary search over the model's scores (never measuring),
  // seeded by random configurations and one-knob mutations of the best measured ones; each
  // generation breeds children by crossover (each knob from either of two parents drawn from
  // the population) and mutation, and keeps the best-scored kPopulation. The batch is the best
  // unmeasured configurations found, with a share picked at random from the seeds
  // (epsilon-greedy) so that the model keeps seeing what it would not choose.
  auto model_batch = [&](int n) {
    std::map<int64_t, float> score;  // model scores of every configuration seen in this search
    std::vector<int64_t> seeds;
    auto evaluate = [&](const std::vector<int64_t> &candidates) {
      prefetch_features(candidates);
      std::vector<std::vector<float>> rows;
      std::vector<int64_t> scorable;
      for (int64_t i : candidates) {
        if (score.count(i)) continue;
        if (auto *f = features_of(i)) {
          rows.push_back(*f);
          scorable.push_back(i);
        } else {
          score[i] = -std::numeric_limits<float>::infinity();  // cannot be lowered: never chosen
        }
      }
      if (rows.empty()) return;
      std::vector<float> s = model.predict(rows);
      for (size_t k = 0; k < scorable.size(); ++k) score[scorable[k]] = s[k];
    };
    std::set<int64_t> offered;
    auto offer = [&](std::vector<int64_t> &to, int64_t i) {
      if (i >= 0 && !measured.count(i) && offered.insert(i).second) to.push_back(i);
    };
    int64_t unmeasured = space.size() - static_cast<int64_t>(measured.size());
    for (int t = 0; t < kPoolRandom * 4 && static_cast<int>(seeds.size()) < kPoolRandom && unmeasured > 0; ++t) {
      offer(seeds, space.index_of(space.sample(model_rng)));
    }
    std::vector<std::pair<int64_t, float>> ranked = best_first(observations);
    for (size_t t = 0; t < std::min<size_t>(ranked.size(), kMutatedParents); ++t) {
      for (int m = 0; m < kMutationsPerParent; ++m)
        offer(seeds, space.index_of(space.mutate(space.at(ranked[t].first), model_rng)));
    }
    evaluate(seeds);
    auto by_score = [&](int64_t a, int64_t b) { return score[a] > score[b] || (score[a] == score[b] && a < b); };
    std::vector<int64_t> population = seeds;
    std::sort(population.begin(), population.end(), by_score);
    if (population.size() > kPopulation) population.resize(kPopulation);
    for (int g = 0; g < kGenerations && population.size() >= 2; ++g) {
      std::vector<int64_t> children;
      std::uniform_int_distribution<size_t> parent(0, population.size() - 1);
      for (int c = 0; c < kChildren; ++c) {
        KnobValues a = space.at(population[parent(model_rng)]), b = space.at(population[parent(model_rng)]);
        offer(children, space.index_of(breed(space, a, b, model_rng)));
      }
      evaluate(children);
      population.insert(population.end(), children.begin(), children.end());
      std::sort(population.begin(), population.end(), by_score);
      if (population.size() > kPopulation) population.resize(kPopulation);
    }
    std::vector<int64_t> picked;
    int greedy = n - static_cast<int>(std::floor(n * kEpsilon));
    // Best-scored first, but a batch of near-copies of one configuration teaches the model
    // little: a candidate joins only if it differs from every one already picked in at least
    // kMinKnobsApart knobs; the rest of the greedy share is then filled by score alone.
    auto knobs_apart = [&](int64_t a, int64_t b) {
      KnobValues ka = space.at(a), kb = space.at(b);
      int d = 0;
      for (auto &[name, v] : ka) d += kb.at(name) != v;
      return d;
    };
    for (int64_t i : population) {
      if (static_cast<int>(picked.size()) >= greedy) break;
      if (!std::isfinite(score[i])) continue;
      bool apart =
          std::all_of(picked.begin(), picked.end(), [&](int64_t p) { return knobs_apart(i, p) >= kMinKnobsApart; });
      if (apart) picked.push_back(i);
    }
    for (int64_t i : population) {
      if (static_cast<int>(picked.size()) >= greedy) break;
      if (std::isfinite(score[i]) && std::find(picked.begin(), picked.end(), i) == picked.end()) picked.push_back(i);
    }
    // The random share: seeds the search did not pick.
    std::vector<int64_t> rest;
    for (int64_t i : seeds) {
      if (std::find(picked.begin(), picked.end(), i) == picked.end()) rest.push_back(i);
    }
    std::shuffle(rest.begin(), rest.end(), model_rng);
    for (int64_t i : rest) {
      if (static_cast<int>(picked.size()) >= n) break;
      picked.push_back(i);
    }
    return picked;
  };
  // The evolutionary strategy, without a model: children of the best measured configurations
  // (each knob from either of two parents, then a one-knob mutation half the time), measured
  // directly; a quarter of each batch random, like xgb's epsilon share.
  std::mt19937_64 evolution_rng(o.seed * 0x9E3779B97F4A7C15ull + 2);
  auto evolution_batch = [&](int n) {
    std::vector<std::pair<int64_t, float>> ranked = best_first(observations);
    if (ranked.size() > kEvolutionParents) ranked.resize(kEvolutionParents);
    std::vector<int64_t> picked;
    int bred = n - static_cast<int>(std::floor(n * kEpsilon));
    std::uniform_int_distribution<size_t> parent(0, ranked.empty() ? 0 : ranked.size() - 1);
    for (int attempt = 0; attempt < 64 * n && static_cast<int>(picked.size()) < bred && !ranked.empty(); ++attempt) {
      KnobValues a = space.at(ranked[parent(evolution_rng)].first), b = space.at(ranked[parent(evolution_rng)].first);
      int64_t i = space.index_of(breed(space, a, b, evolution_rng));
      if (i >= 0 && !measured.count(i) && std::find(picked.begin(), picked.end(), i) == picked.end())
        picked.push_back(i);
    }
    return picked;  // the random share comes from the strategy's (random) order
  };
  if (o.strategy == "xgb") retrain();

  ProposalOrder order(o.strategy, space.size(), o.seed);
  int64_t expert = space.index_of(tmpl.defaults(w, target));
  bool expert_pending = expert >= 0 && o.expert_first;
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
  while (progress.measured < budget) {
    std::vector<KnobValues> configs;
    std::vector<int64_t> config_index;
    int want = std::min(o.batch_size, budget - progress.measured);
    if (expert_pending && want > 0) {  // the expert configuration leads the first batch
      int64_t i = next_index();
      if (i >= 0) {
        measured.insert(i);
        config_index.push_back(i);
        configs.push_back(space.at(i));
      }
    }
    if (o.strategy == "xgb" && model.trained()) {
      for (int64_t i : model_batch(want - static_cast<int>(configs.size()))) {
        measured.insert(i);
        config_index.push_back(i);
        configs.push_back(space.at(i));
      }
    }
    if (o.strategy == "evolutionary" && observations.size() >= kMinTrainingRows) {
      for (int64_t i : evolution_batch(want - static_cast<int>(configs.size()))) {
        measured.insert(i);
        config_index.push_back(i);
        configs.push_back(space.at(i));
      }
    }
    while (static_cast<int>(configs.size()) < want) {
      int64_t i = next_index();
      if (i < 0) break;
      measured.insert(i);
      config_index.push_back(i);
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
      r.provenance = {{"source", "ktune tune"},
                      {"strategy", o.strategy},
                      {"seed", o.seed},
                      {"batch", batch_number},
                      {"template", tmpl.op}};
      try {
        r.trace = schedule_from_template(tmpl, w, target, configs[c]).trace().to_json();
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
      // GPU kernels: ptxas's (or the AMDGPU back end's) figures stay with the measurement.
      if (!res.resources.is_null()) r.provenance["gpu_resources"] = res.resources;
    }
    for (auto &r : records) r.timestamp = utc_timestamp();
    std::vector<Database::AddResult> added = db.add_all(records);
    for (size_t c = 0; c < records.size(); ++c) {
      records[c].id = added[c].id;
      if (!records[c].ok()) ++progress.failures;
      consider_best(records[c]);
      observations.push_back({config_index[c], throughput(records[c])});
    }
    if (o.strategy == "xgb") retrain();
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
