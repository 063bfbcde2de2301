// xgb: model-guided search. Features of each configuration's lowered loop nest (cached), an
// XGBoost ranking model retrained after every batch on everything measured so far and, with
// transfer, on this device's records of other workloads on the target (one ranking group per
// workload, so a new shape starts from what earlier tuning learned). Until the model has
// kMinTrainingRows rows, proposals come from the random order; then three quarters of each batch
// come from an evolutionary search over the model's scores (never measuring) and a quarter are
// random seeds (epsilon-greedy), so the model keeps seeing what it would not choose.
//
// On GPU targets each candidate is also compiled, so that its features include what ptxas (or
// the AMDGPU back end) reports, and a candidate over the hardware's limits gets no features (it
// is never proposed). The features of one search step's candidates are computed on the runtime's
// thread pool, which is idle while the search runs (built-in templates only: a Python template's
// callbacks take the interpreter's lock). On a CPU target lowering alone is the cost: about 4 ms
// a convolution configuration, some 900 configurations scored per batch, which made the search a
// third of a 64-trial session's time on 2 cores when it ran on one.
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include "ProposalOrder.h"
#include "ktune/codegen/CodeGen.h"
#include "ktune/lower/Lower.h"
#include "ktune/ops/Registry.h"
#include "ktune/runtime/ThreadPool.h"
#include "ktune/tuner/CostModel.h"
#include "ktune/tuner/Features.h"
#include "ktune/tuner/Tuner.h"

namespace ktune::search {

namespace {

constexpr int kPoolRandom = 256;       // random configurations seeding each search
constexpr size_t kMutatedParents = 8;  // best measured configurations mutated per batch
constexpr int kMutationsPerParent = 16;
constexpr size_t kPopulation = 64;  // the evolutionary search over the model's scores
constexpr int kGenerations = 4;
constexpr int kChildren = 128;                // per generation
constexpr int kMinKnobsApart = 2;             // diversity of the greedy share of a batch
constexpr size_t kTransferPerWorkload = 512;  // most recent records of each other workload

class ModelGuidedSearch : public SearchStrategy {
 public:
  explicit ModelGuidedSearch(const SearchContext &c)
      : context_(c),
        gpu_(c.target.kind != Target::Kind::CPU),
        features_in_parallel_(!c.options.custom_template),
        model_(CostModel::Options{60, 6, 0.3, c.options.seed}),
        order_(ProposalOrder::Kind::Random, c.space.size(), c.options.seed),
        rng_(stream_seed(c.options.seed, 1)) {
    if (c.options.transfer && !c.options.custom_template) load_transfer();
  }

  std::vector<int64_t> propose(SearchHistory &history, int n) override {
    std::vector<int64_t> picked;
    if (model_.trained()) {
      picked = model_batch(history, n);
      for (int64_t i : picked) history.taken.insert(i);
    }
    order_.fill(history, picked, n);
    return picked;
  }

  void observe(const SearchHistory &history) override {
    std::vector<std::vector<float>> rows = transfer_rows_;
    std::vector<float> ys = transfer_ys_;
    std::vector<unsigned> groups = transfer_groups_;
    unsigned own = 0;
    std::vector<int64_t> indices;
    for (auto &observation : history.observations) indices.push_back(observation.first);
    prefetch_features(indices);
    for (auto &[index, y] : history.observations) {
      if (auto *f = features_of(index)) {
        rows.push_back(*f);
        ys.push_back(y);
        ++own;
      }
    }
    if (own > 0) groups.push_back(own);
    if (rows.size() < kMinTrainingRows) return;
    model_.train(rows, ys, groups);
  }

  int transfer_records() const override { return static_cast<int>(transfer_rows_.size()); }
  int transfer_workloads() const override { return static_cast<int>(transfer_groups_.size()); }

 private:
  std::vector<float> candidate_features(const Schedule &s) const {
    LoweredFunc f = lower(s, "candidate");
    return gpu_ ? extract_features(f, codegen_gpu(f, context_.target)) : extract_features(f);
  }

  std::vector<float> compute_features(int64_t index) const {
    try {
      return candidate_features(
          schedule_from_template(context_.tmpl, context_.workload, context_.target, context_.space.at(index)));
    } catch (const std::exception &) {
      // Not lowerable (or over a GPU limit): the harness will report why; the model just cannot
      // score it.
      return std::vector<float>();
    }
  }

  void prefetch_features(const std::vector<int64_t> &candidates) {
    if (!features_in_parallel_) return;
    std::vector<int64_t> missing;
    for (int64_t i : candidates) {
      if (!features_.count(i)) missing.push_back(i);
    }
    std::vector<std::vector<float>> computed(missing.size());
    // The runtime's thread pool is idle here (kernels run in the harness's processes).
    parallel_for(static_cast<int64_t>(missing.size()), [&](int64_t begin, int64_t end) {
      for (int64_t k = begin; k < end; ++k) computed[k] = compute_features(missing[k]);
    });
    for (size_t k = 0; k < missing.size(); ++k) features_[missing[k]] = std::move(computed[k]);
  }

  const std::vector<float> *features_of(int64_t index) {
    auto it = features_.find(index);
    if (it != features_.end()) return it->second.empty() ? nullptr : &it->second;
    return (features_[index] = compute_features(index)).empty() ? nullptr : &features_[index];
  }

  // What this device measured for other workloads on this target, one ranking group each.
  void load_transfer() {
    const Workload &w = context_.workload;
    std::map<std::string, std::vector<const TuningRecord *>> by_workload;
    std::vector<TuningRecord> others = context_.db.all_records("", context_.target.str());
    for (auto &r : others) {
      if (r.workload_key == w.key() || !r.rebuildable || r.device.hash() != context_.device_hash ||
          !r.knobs.is_object())
        continue;
      by_workload[r.workload_spec].push_back(&r);
    }
    for (auto &[other_spec, records] : by_workload) {
      unsigned rows_before = static_cast<unsigned>(transfer_rows_.size());
      try {
        Workload other = workload_from_spec(other_spec);
        // The most recent records of each workload, at most kTransferPerWorkload of them.
        size_t first = records.size() > kTransferPerWorkload ? records.size() - kTransferPerWorkload : 0;
        for (size_t i = first; i < records.size(); ++i) {
          // The schedule that was measured is the record's trace: its knobs, rebuilt by today's
          // template, would be a different schedule wherever the template has changed since.
          try {
            transfer_rows_.push_back(candidate_features(Schedule::replay(other, Trace::from_json(records[i]->trace))));
          } catch (const std::exception &) {
            continue;
          }
          transfer_ys_.push_back(records[i]->ok() ? static_cast<float>(other.flops / records[i]->median_cost() / 1e9)
                                                  : 0.0f);
        }
      } catch (const std::exception &) {
        // A spec this build cannot rebuild (another version's op): not transferable.
      }
      unsigned added = static_cast<unsigned>(transfer_rows_.size()) - rows_before;
      if (added > 0) transfer_groups_.push_back(added);
    }
  }

  // A batch the model picks: an evolutionary search over the model's scores (never measuring),
  // seeded by random configurations and one-knob mutations of the best measured ones; each
  // generation breeds children by crossover and mutation and keeps the best-scored kPopulation.
  // The batch is the best unmeasured configurations found, with a share picked at random from
  // the seeds.
  std::vector<int64_t> model_batch(const SearchHistory &history, int n) {
    const KnobSpace &space = context_.space;
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
      std::vector<float> s = model_.predict(rows);
      for (size_t k = 0; k < scorable.size(); ++k) score[scorable[k]] = s[k];
    };
    std::set<int64_t> offered;
    auto offer = [&](std::vector<int64_t> &to, int64_t i) {
      if (i >= 0 && !history.taken.count(i) && offered.insert(i).second) to.push_back(i);
    };
    int64_t unmeasured = space.size() - static_cast<int64_t>(history.taken.size());
    for (int t = 0; t < kPoolRandom * 4 && static_cast<int>(seeds.size()) < kPoolRandom && unmeasured > 0; ++t) {
      offer(seeds, space.index_of(space.sample(rng_)));
    }
    std::vector<std::pair<int64_t, float>> ranked = best_first(history.observations);
    for (size_t t = 0; t < std::min<size_t>(ranked.size(), kMutatedParents); ++t) {
      for (int m = 0; m < kMutationsPerParent; ++m)
        offer(seeds, space.index_of(space.mutate(space.at(ranked[t].first), rng_)));
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
        KnobValues a = space.at(population[parent(rng_)]), b = space.at(population[parent(rng_)]);
        offer(children, space.index_of(breed(space, a, b, rng_)));
      }
      evaluate(children);
      population.insert(population.end(), children.begin(), children.end());
      std::sort(population.begin(), population.end(), by_score);
      if (population.size() > kPopulation) population.resize(kPopulation);
    }
    return pick(population, seeds, score, n);
  }

  // Best-scored first, but a batch of near-copies of one configuration teaches the model little:
  // a candidate joins only if it differs from every one already picked in at least
  // kMinKnobsApart knobs; the rest of the greedy share is then filled by score alone, and the
  // random share by seeds the search did not pick.
  std::vector<int64_t> pick(const std::vector<int64_t> &population, const std::vector<int64_t> &seeds,
                            std::map<int64_t, float> &score, int n) {
    const KnobSpace &space = context_.space;
    std::vector<int64_t> picked;
    int greedy = n - static_cast<int>(std::floor(n * kEpsilon));
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
    std::vector<int64_t> rest;
    for (int64_t i : seeds) {
      if (std::find(picked.begin(), picked.end(), i) == picked.end()) rest.push_back(i);
    }
    std::shuffle(rest.begin(), rest.end(), rng_);
    for (int64_t i : rest) {
      if (static_cast<int>(picked.size()) >= n) break;
      picked.push_back(i);
    }
    return picked;
  }

  SearchContext context_;
  const bool gpu_;
  const bool features_in_parallel_;
  CostModel model_;
  ProposalOrder order_;
  std::mt19937_64 rng_;
  std::map<int64_t, std::vector<float>> features_;
  std::vector<std::vector<float>> transfer_rows_;
  std::vector<float> transfer_ys_;
  std::vector<unsigned> transfer_groups_;
};

}  // namespace

std::unique_ptr<SearchStrategy> make_model_guided_search(const SearchContext &c) {
  return std::make_unique<ModelGuidedSearch>(c);
}

}  // namespace ktune::search
