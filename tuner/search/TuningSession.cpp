// The session loop: the template's defaults (the expert schedule) first, then what the strategy
// proposes; the template turns each configuration into a trace; the harness builds, checks and
// times a batch; every result, success or failure, becomes a record in one database transaction
// per batch, and the strategy learns from it before the next batch.
#include "ktune/tuner/TuningSession.h"
#include "ktune/measure/FailureKind.h"
#include "ktune/measure/TimingLoop.h"

#include <algorithm>
#include <chrono>
#include <limits>
#include <map>

#include <fmt/format.h>

#include "ProposalOrder.h"
#include "ktune/database/Host.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

namespace ktune {

namespace {

// Adds the wall time of its scope to a TuneProgress::Phases figure.
class PhaseTimer {
 public:
  explicit PhaseTimer(double &seconds) : seconds_(seconds), start_(std::chrono::steady_clock::now()) {}
  ~PhaseTimer() { seconds_ += std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }
  PhaseTimer(const PhaseTimer &) = delete;
  PhaseTimer &operator=(const PhaseTimer &) = delete;

 private:
  double &seconds_;
  std::chrono::steady_clock::time_point start_;
};

// A library call's identity across versions of the library: a newer OpenBLAS is the same
// candidate, measured once per device.
std::string library_key(const nlohmann::json &call) {
  nlohmann::json c = call;
  c.erase("version");
  return c.dump();
}

nlohmann::json knobs_to_json(const KnobValues &k) {
  nlohmann::json j = nlohmann::json::object();
  for (auto &[name, v] : k) j[name] = v;
  return j;
}

// A measurement taken cold says so in its provenance ("cold": "all" or "model", as the runner
// applied the options: effective_cold), so that its cost is not read as a warm one's; a warm one
// leaves the key out, as every record before these options did.
void note_cold(nlohmann::json &provenance, const std::string &cold) {
  if (!cold.empty()) provenance["cold"] = cold;
}

const ScheduleTemplate &template_of(const TuneOptions &o, const Workload &w, const Target &target) {
  return o.custom_template ? *o.custom_template : template_for(w, target);
}

Target tunable_target(const TuneOptions &o) {
  user_check(std::find(search_strategies().begin(), search_strategies().end(), o.strategy) != search_strategies().end(),
             "the search strategy must be random, grid, xgb or evolutionary, got '" << o.strategy << "'");
  user_check(o.trials >= 0, "the trial budget (trials) must be at least 0, got " << o.trials);
  user_check(o.batch_size >= 1, "the batch size (batch_size) must be at least 1, got " << o.batch_size);
  user_check(o.final_processes >= 0,
             "the runner processes of the final round (final_processes) must be at least 0, got " << o.final_processes);
  user_check(o.confirm_processes >= 1,
             "the runner processes per contender (confirm_processes) must be at least 1, got " << o.confirm_processes);
  Target target = Target::parse(o.target);
  std::string why_not;
  user_check(target_runs_here(target, &why_not),
             "target " << target.str() << " does not run on this machine, so it cannot be tuned here: " << why_not);
  return target;
}

// Every record of workload w measured on `target` by the device with `device_hash` under the
// session's condition (`cold`: a warm cost and a cold one are not the same measurement, and a
// configuration measured warm is measured again cold), with its configuration's index in `space`
// (-1: not a configuration of this space).
void for_each_record_here(Database &db, const Workload &w, const Target &target, const std::string &device_hash,
                          const std::string &cold, const KnobSpace &space,
                          const std::function<void(const TuningRecord &, int64_t)> &fn) {
  for (auto &r : db.records_of(w.key())) {
    if (r.target != target.str() || r.device.hash() != device_hash) continue;
    if (r.provenance.is_object() && cold_condition_of(r) != cold) continue;
    auto knobs = search::knobs_from_json(r.knobs);
    fn(r, knobs ? space.index_of(*knobs) : int64_t{-1});
  }
}

}  // namespace

TuningSession::TuningSession(Database &db, TuneOptions options, Measurer *measurer)
    : db_(db),
      options_(std::move(options)),
      started_(std::chrono::steady_clock::now()),
      workload_(workload_from_spec(options_.workload_spec)),
      target_(tunable_target(options_)),
      tmpl_(&template_of(options_, workload_, target_)),
      space_(knob_domains(*tmpl_, workload_, target_)),
      device_(host_fingerprint(target_)),
      cold_(cold_label(effective_cold(options_.measure, workload_, target_.kind != Target::Kind::CPU))),
      history_(space_),
      measurer_(measurer) {
  progress_.space_size = space_.size();
  read_database();
  measured_before_ = static_cast<int>(history_.taken.size());
  // Without expert_first the expert is an ordinary configuration of the strategy's order (it was
  // never proposed at all before: the order passed over it).
  history_.expert = options_.expert_first ? space_.index_of(tmpl_->defaults(workload_, target_)) : -1;
  expert_pending_ = history_.expert >= 0;
}

TuningSession::~TuningSession() = default;

void TuningSession::read_database() {
  // What this device measured for this workload and target: skipped, learned from, and the best
  // so far. Read again before each run, as a tune() per batch did: another session of the same
  // workload in the task list, or another process on the same database, may have added records.
  for_each_record_here(db_, workload_, target_, device_.hash(), cold_, space_,
                       [&](const TuningRecord &r, int64_t index) {
                         // A library call that ran correctly is not measured again here; one that failed is retried.
                         if (r.is_library()) {
                           if (r.ok()) library_measured_.insert(library_key(r.library));
                           if (!options_.library) return;  // --no-library: the best of the generated kernels
                         } else if (index >= 0 && history_.taken.insert(index).second) {
                           history_.observations.push_back({index, throughput(r)});
                         }
                         consider_best(r);
                       });
}

float TuningSession::throughput(const TuningRecord &r) const {
  return r.ok() ? static_cast<float>(workload_.flops / r.median_cost() / 1e9) : 0.0f;
}

void TuningSession::adopt_database_best() {
  // What `ktune best`, `run` and `export` take (Database::best): after a final round, its winner
  // rather than the lowest single median. A record of another measuring condition is not this
  // session's best (the session keeps its own then).
  for (CandidateKinds kinds : {CandidateKinds::Any, CandidateKinds::SchedulesOnly}) {
    if (kinds == CandidateKinds::Any && !options_.library) continue;  // --no-library: generated kernels only
    BestMatch m = db_.best(workload_.key(), target_.str(), device_, Compat::ExactDevice, kinds);
    if (!m.record || !m.record->ok()) continue;
    if (cold_condition_of(*m.record) != cold_) continue;
    if (kinds == CandidateKinds::SchedulesOnly) progress_.best_generated = *m.record;
    if (kinds == CandidateKinds::Any || !options_.library) {
      progress_.best = *m.record;
      progress_.best_gflops = workload_.flops / m.record->median_cost() / 1e9;
    }
  }
}

void TuningSession::consider_best(const TuningRecord &r) {
  if (!r.ok()) return;
  std::optional<TuningRecord> &of_kind = r.is_library() ? progress_.best_library : progress_.best_generated;
  if (!of_kind || r.median_cost() < of_kind->median_cost()) of_kind = r;
  if (!progress_.best || r.median_cost() < progress_.best->median_cost()) {
    progress_.best = r;
    progress_.best_gflops = workload_.flops / r.median_cost() / 1e9;
  }
}

TuneResult TuningSession::run(int trials, const std::function<void(const TuneProgress &)> &on_batch) {
  user_check(trials >= 0, "the trial budget (trials) must be at least 0, got " << trials);
  const int goal = progress_.measured + trials;
  progress_.trials += trials;
  // Nothing to measure (a finished session rerun with resume): the best so far, and no model or
  // harness is started.
  if (trials > 0 && !space_exhausted_) {
    read_database();
    if (!strategy_) {
      PhaseTimer timer(progress_.phases.search_s);
      strategy_ =
          make_search_strategy(SearchContext{db_, workload_, target_, *tmpl_, space_, device_.hash(), options_});
      progress_.transfer_records = strategy_->transfer_records();
      progress_.transfer_workloads = strategy_->transfer_workloads();
      strategy_->observe(history_);
    }
    if (!measurer_) {
      own_measurer_ = std::make_unique<Measurer>(options_.measure);
      measurer_ = own_measurer_.get();
    }
    if (library_pending_) {
      library_pending_ = false;
      PhaseTimer timer(progress_.phases.library_s);
      if (options_.library) measure_library_candidates();
    }
    while (progress_.measured < goal && !space_exhausted_) {
      measure_batch(std::min(options_.batch_size, goal - progress_.measured));
      if (space_exhausted_) break;
      if (on_batch) on_batch(progress_);
    }
  }
  adopt_database_best();
  progress_.elapsed_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
  TuneResult result;
  result.final = progress_;
  result.space_exhausted = space_exhausted_;
  return result;
}

TuningRecord TuningSession::new_record() const {
  TuningRecord r;
  r.workload_key = workload_.key();
  r.structural_hash = workload_.key();
  r.workload_spec = workload_.spec;
  r.target = target_.str();
  r.device = device_;
  r.host = host_name();
  r.ktune_version = ktune_version();
  return r;
}

void TuningSession::measure_library_candidates() {
  std::vector<TuningRecord> records;
  std::vector<MeasureCandidate> candidates;
  for (const LibraryCall &call : library_candidates(workload_, target_)) {
    nlohmann::json j = call.to_json();
    if (library_measured_.count(library_key(j))) continue;
    TuningRecord r = new_record();
    r.trace = Schedule(workload_).trace().to_json();  // no schedule: the library computes it
    r.library = j;
    r.provenance = {{"source", "ktune tune"}, {"strategy", "library"}, {"seed", options_.seed}};
    note_cold(r.provenance, cold_);
    records.push_back(std::move(r));
    candidates.push_back({workload_.spec, options_.target, nlohmann::json::array(), j});
  }
  if (candidates.empty()) return;
  std::vector<MeasureResult> results = measurer_->measure(candidates);
  for (size_t i = 0; i < results.size(); ++i) {
    TuningRecord &r = records[i];
    r.costs = results[i].costs;
    r.error_kind = measure_error_name(results[i].error);
    r.error_message = results[i].message;
    r.timestamp = utc_timestamp();
  }
  std::vector<Database::AddResult> added = db_.add_all(records);
  for (size_t i = 0; i < records.size(); ++i) {
    records[i].id = added[i].id;
    if (records[i].ok()) library_measured_.insert(library_key(records[i].library));
    consider_best(records[i]);
  }
  progress_.library_measured += static_cast<int>(records.size());
}

void TuningSession::measure_batch(int want) {
  std::vector<int64_t> picked;
  if (expert_pending_) {  // the expert configuration leads the first batch
    expert_pending_ = false;
    if (history_.taken.count(history_.expert)) {
      ++history_.skipped;
    } else {
      history_.taken.insert(history_.expert);
      picked.push_back(history_.expert);
    }
  }
  {
    PhaseTimer timer(progress_.phases.search_s);
    for (int64_t i : strategy_->propose(history_, want - static_cast<int>(picked.size()))) picked.push_back(i);
  }
  progress_.already_in_database = history_.skipped;
  if (picked.empty()) {
    space_exhausted_ = true;
    return;
  }
  // A configuration the template refuses (a schedule error) is a compile error without a build.
  std::vector<TuningRecord> records(picked.size());
  std::vector<MeasureCandidate> candidates;
  std::vector<size_t> candidate_of;
  for (size_t c = 0; c < picked.size(); ++c) {
    KnobValues knobs = space_.at(picked[c]);
    TuningRecord &r = records[c];
    r = new_record();
    r.knobs = knobs_to_json(knobs);
    r.provenance = {{"source", "ktune tune"},
                    {"strategy", options_.strategy},
                    {"seed", options_.seed},
                    {"batch", batch_number_},
                    {"template", tmpl_->op}};
    note_cold(r.provenance, cold_);
    try {
      r.trace = schedule_from_template(*tmpl_, workload_, target_, knobs).trace().to_json();
      candidates.push_back({workload_.spec, options_.target, r.trace, nullptr});
      candidate_of.push_back(c);
    } catch (const std::exception &e) {
      // A refusal (ScheduleError) or any other failure of this one configuration: recorded, so
      // that a resumed session does not stop at the same place again.
      r.trace = nlohmann::json::array();
      r.error_kind = measure_error_name(MeasureError::CompileError);
      r.error_message = std::string("the template could not apply these knobs: ") + e.what();
    }
  }
  std::vector<BuildArtifact> artifacts;
  std::vector<MeasureResult> results;
  {
    PhaseTimer timer(progress_.phases.harness_s);
    double best_known = progress_.best_generated ? progress_.best_generated->median_cost() : 0;
    results = measurer_->measure(candidates, &artifacts, kSlowCandidateFactor, best_known);
  }
  for (size_t m = 0; m < results.size(); ++m) {
    TuningRecord &r = records[candidate_of[m]];
    const MeasureResult &res = results[m];
    r.costs = res.costs;
    r.error_kind = measure_error_name(res.error);
    r.error_message = res.message;
    r.compile_seconds = res.compile_seconds;
    // GPU kernels: ptxas's (or the AMDGPU back end's) figures stay with the measurement.
    if (!res.resources.is_null()) r.provenance["gpu_resources"] = res.resources;
  }
  {
    PhaseTimer timer(progress_.phases.confirm_s);
    confirm_contenders(records, candidate_of, artifacts);
  }
  for (auto &r : records) r.timestamp = utc_timestamp();
  std::vector<Database::AddResult> added = db_.add_all(records);
  for (size_t c = 0; c < records.size(); ++c) {
    records[c].id = added[c].id;
    if (!records[c].ok()) ++progress_.failures;
    consider_best(records[c]);
    history_.observations.push_back({picked[c], throughput(records[c])});
  }
  {
    PhaseTimer timer(progress_.phases.search_s);
    strategy_->observe(history_);
  }
  progress_.measured += static_cast<int>(records.size());
  progress_.elapsed_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
  ++batch_number_;
}

void TuningSession::confirm_contenders(std::vector<TuningRecord> &records, const std::vector<size_t> &record_of,
                                       const std::vector<BuildArtifact> &artifacts) {
  if (options_.confirm_processes <= 1) return;
  std::vector<bool> confirmed(record_of.size(), false);
  // The kFinalists-th best throughput measured before this batch (this session's and the
  // database's, one per configuration; 0 when fewer were): a schedule of this batch no faster
  // than that ranks below the final round's finalists, and is never picked whatever a second
  // process says of it.
  std::vector<float> earlier;
  for (const auto &[index, gflops] : history_.observations) {
    if (gflops > 0) earlier.push_back(gflops);
  }
  float finalist_gflops = 0;
  if (earlier.size() >= static_cast<size_t>(kFinalists)) {
    std::nth_element(earlier.begin(), earlier.begin() + (kFinalists - 1), earlier.end(), std::greater<float>());
    finalist_gflops = earlier[kFinalists - 1];
  }
  // Rounds until every contender of this batch is confirmed: a contender's median can rise with
  // its other processes' costs above one that was outside the margin before. (A record of an
  // earlier batch outside the margin then stays outside it: the best so far only falls.)
  for (;;) {
    // The best schedule so far, this batch's included (a library call is measured apart, and
    // whole models leave library calls out unless told, so the best schedule is what a schedule
    // must beat).
    double best =
        progress_.best_generated ? progress_.best_generated->median_cost() : std::numeric_limits<double>::infinity();
    for (size_t i : record_of) {
      if (records[i].ok()) best = std::min(best, records[i].median_cost());
    }
    std::vector<size_t> contenders;  // positions in record_of and artifacts
    for (size_t m = 0; m < record_of.size(); ++m) {
      const TuningRecord &r = records[record_of[m]];
      if (!confirmed[m] && r.ok() && r.median_cost() <= best * (1 + kContenderMargin) &&
          throughput(r) > finalist_gflops)
        contenders.push_back(m);
    }
    if (contenders.empty()) return;
    for (int process = 2; process <= options_.confirm_processes; ++process) {
      // The contenders still standing: one that failed in an earlier process is not run again.
      std::vector<size_t> standing;
      std::vector<BuildArtifact> again;
      for (size_t m : contenders) {
        if (!records[record_of[m]].ok()) continue;
        standing.push_back(m);
        again.push_back(artifacts[m]);
      }
      if (standing.empty()) break;
      measurer_->restart_runner();
      std::vector<MeasureResult> results = measurer_->run(again);
      for (size_t k = 0; k < standing.size(); ++k) {
        TuningRecord &r = records[record_of[standing[k]]];
        const MeasureResult &res = results[k];
        if (res.ok()) {
          r.costs.insert(r.costs.end(), res.costs.begin(), res.costs.end());
          continue;
        }
        // Correct and timed in the processes before, failed in this one (a race, a timeout): not
        // a kernel to ship, and the record says what happened where.
        std::string before = fmt::format("{:.4f}", r.median_cost() * 1e3);
        r.costs.clear();
        r.error_kind = measure_error_name(res.error);
        r.error_message =
            "measured " + before + " ms (median) in " +
            (process == 2 ? std::string("one runner process") : std::to_string(process - 1) + " runner processes") +
            ", then failed in runner process " + std::to_string(process) + ": " + res.message;
        r.provenance["processes"] = process;
      }
    }
    for (size_t m : contenders) {
      confirmed[m] = true;
      TuningRecord &r = records[record_of[m]];
      if (!r.ok()) continue;
      r.provenance["processes"] = options_.confirm_processes;
      ++progress_.confirmed;
    }
  }
}

TuningSession::FinalRoundPlan TuningSession::final_round_plan() const {
  FinalRoundPlan plan;
  if (options_.final_processes < 1) return plan;
  // Every configuration that ran correctly here (a library call by its key), with its best
  // median; the winner of the last final round; the newest measurement that no round has judged.
  std::map<std::string, double> best_cost;
  std::string last_round, last_winner, newest;
  double last_winner_cost = std::numeric_limits<double>::infinity();
  for_each_record_here(db_, workload_, target_, device_.hash(), cold_, space_,
                       [&](const TuningRecord &r, int64_t index) {
                         if (!r.ok() || (r.is_library() ? !options_.library : index < 0)) return;
                         std::string key = r.is_library() ? library_key(r.library) : r.knobs.dump();
                         if (plan.sources.try_emplace(key, r).second) best_cost[key] = r.median_cost();
                         best_cost[key] = std::min(best_cost[key], r.median_cost());
                         std::string round = final_round_of(r);
                         if (round.empty()) {
                           newest = std::max(newest, r.timestamp);
                           return;
                         }
                         if (round < last_round) return;
                         if (round > last_round || r.median_cost() < last_winner_cost) {
                           last_round = round;
                           last_winner = key;
                           last_winner_cost = r.median_cost();
                         }
                       });
  // Nothing measured since the last round: its verdict stands (a finished session rerun).
  if (!last_round.empty() && newest <= last_round) return plan;
  std::vector<std::pair<double, std::string>> generated, library;
  for (auto &[key, r] : plan.sources) (r.is_library() ? library : generated).push_back({best_cost[key], key});
  std::sort(generated.begin(), generated.end());
  std::sort(library.begin(), library.end());
  auto enter = [&](const std::string &key) {
    if (plan.sources.count(key) && std::find(plan.finalists.begin(), plan.finalists.end(), key) == plan.finalists.end())
      plan.finalists.push_back(key);
  };
  // The template's defaults are always a finalist, measured here or not (a session without
  // expert_first, or one whose first measurement failed): a tuned configuration replaces them
  // only by beating them side by side.
  KnobValues defaults = tmpl_->defaults(workload_, target_);
  plan.expert_key = knobs_to_json(defaults).dump();
  if (!plan.sources.count(plan.expert_key)) {
    try {
      TuningRecord r = new_record();
      r.knobs = knobs_to_json(defaults);
      r.trace = schedule_from_template(*tmpl_, workload_, target_, defaults).trace().to_json();
      plan.sources.emplace(plan.expert_key, std::move(r));
    } catch (const std::exception &) {
      // The template refuses its own defaults here: the search's records are the finalists.
    }
  }
  enter(plan.expert_key);
  for (size_t i = 0; i < generated.size() && i < static_cast<size_t>(kFinalists); ++i) enter(generated[i].second);
  if (!last_winner.empty()) enter(last_winner);
  if (!library.empty()) enter(library.front().second);
  if (plan.finalists.size() < 2) plan.finalists.clear();
  return plan;
}

bool TuningSession::final_round_due() const { return !final_round_plan().finalists.empty(); }

void TuningSession::run_final_round() {
  auto start = std::chrono::steady_clock::now();
  bool ran = measure_final_round();
  auto end = std::chrono::steady_clock::now();
  if (ran) progress_.phases.final_s += std::chrono::duration<double>(end - start).count();  // 0 when none was due
  progress_.elapsed_s = std::chrono::duration<double>(end - started_).count();
}

bool TuningSession::measure_final_round() {
  // The round is named by the time it starts, which its records share as their timestamp: a
  // record that another process stores while the round runs is newer than the round, so it
  // competes with the winner (Database::best) and makes the next round due.
  const std::string round = utc_timestamp();
  FinalRoundPlan plan = final_round_plan();
  if (plan.finalists.empty()) return false;
  if (!measurer_) {
    own_measurer_ = std::make_unique<Measurer>(options_.measure);
    measurer_ = own_measurer_.get();
  }
  const std::vector<std::string> &finalists = plan.finalists;
  auto source_of = [&](size_t i) -> const TuningRecord & { return plan.sources.at(finalists[i]); };

  std::vector<MeasureCandidate> candidates;
  for (size_t i = 0; i < finalists.size(); ++i) {
    const TuningRecord &r = source_of(i);
    candidates.push_back({workload_.spec, options_.target, r.is_library() ? nlohmann::json::array() : r.trace,
                          r.is_library() ? r.library : nlohmann::json()});
  }
  std::vector<BuildArtifact> artifacts = measurer_->build(candidates);
  // Positions in finalists of what was built: the schedules, and the library call apart (a
  // runner that has loaded a library is ended before it runs generated code again: Measurer.cpp).
  std::vector<size_t> schedules, library;
  for (size_t i = 0; i < artifacts.size(); ++i) {
    if (artifacts[i].error == MeasureError::None) (source_of(i).is_library() ? library : schedules).push_back(i);
  }
  std::vector<std::vector<double>> costs(finalists.size());
  std::vector<MeasureResult> failed(finalists.size());
  std::vector<int> failed_in(finalists.size(), 0);  // the process it failed in (1-based)
  for (int process = 0; process < options_.final_processes; ++process) {
    // Each process times every finalist twice, in a rotated order and then in reverse, so that a
    // drift of the machine's speed within the process weighs on each of them alike; the library
    // call last, in the same process.
    std::vector<size_t> order;
    for (const std::vector<size_t> *group : {&schedules, &library}) {
      std::vector<size_t> part;
      for (size_t k = 0; k < group->size(); ++k) {
        size_t i = (*group)[(k + static_cast<size_t>(process)) % group->size()];
        if (failed[i].ok()) part.push_back(i);
      }
      order.insert(order.end(), part.begin(), part.end());
      order.insert(order.end(), part.rbegin(), part.rend());
    }
    if (order.empty()) break;
    std::vector<BuildArtifact> again;
    for (size_t i : order) again.push_back(artifacts[i]);
    measurer_->restart_runner();
    std::vector<MeasureResult> results = measurer_->run(again);
    for (size_t k = 0; k < order.size(); ++k) {
      size_t i = order[k];
      if (!failed[i].ok()) continue;
      if (results[k].ok()) {
        costs[i].insert(costs[i].end(), results[k].costs.begin(), results[k].costs.end());
      } else {
        failed[i] = results[k];
        failed_in[i] = process + 1;
      }
    }
  }

  // One record per finalist.
  std::vector<TuningRecord> records;
  for (size_t i = 0; i < finalists.size(); ++i) {
    const TuningRecord &source = source_of(i);
    TuningRecord r = new_record();
    r.trace = source.trace;
    r.knobs = source.knobs;
    r.library = source.library;
    r.provenance = {
        {"source", "ktune tune"},        {"strategy", "final"},
        {"final_round", round},          {"finalist_of", source.id > 0 ? nlohmann::json(source.id) : nlohmann::json()},
        {"finalists", finalists.size()}, {"processes", failed_in[i] > 0 ? failed_in[i] : options_.final_processes}};
    if (!r.is_library()) r.provenance["template"] = tmpl_->op;
    note_cold(r.provenance, cold_);
    if (artifacts[i].error != MeasureError::None) {
      r.error_kind = measure_error_name(artifacts[i].error);
      r.error_message = "final round: " + artifacts[i].message;
    } else if (!failed[i].ok()) {
      r.error_kind = measure_error_name(failed[i].error);
      r.error_message = "final round: failed in runner process " + std::to_string(failed_in[i]) + " of " +
                        std::to_string(options_.final_processes) + ": " + failed[i].message;
    } else if (costs[i].empty()) {
      r.error_kind = measure_error_name(MeasureError::RuntimeError);
      r.error_message = "final round: no cost was measured";
    } else {
      r.costs = costs[i];
    }
    r.compile_seconds = artifacts[i].compile_seconds;
    r.timestamp = round;
    records.push_back(std::move(r));
  }
  std::vector<Database::AddResult> added = db_.add_all(records);
  for (size_t i = 0; i < records.size(); ++i) records[i].id = added[i].id;

  // The round's verdict replaces the best so far (Database::best prefers it the same way).
  progress_.final_round.clear();
  progress_.final_template = -1;
  for (size_t i = 0; i < records.size(); ++i) {
    if (records[i].ok()) progress_.final_round.push_back(records[i]);
  }
  std::stable_sort(progress_.final_round.begin(), progress_.final_round.end(),
                   [](const TuningRecord &a, const TuningRecord &b) { return a.median_cost() < b.median_cost(); });
  if (progress_.final_round.empty()) return true;  // measured, every finalist failed
  for (size_t i = 0; i < progress_.final_round.size(); ++i) {
    const TuningRecord &r = progress_.final_round[i];
    if (!r.is_library() && r.knobs.dump() == plan.expert_key) progress_.final_template = static_cast<int>(i);
  }
  const TuningRecord &winner = progress_.final_round.front();
  progress_.best = winner;
  progress_.best_gflops = workload_.flops / winner.median_cost() / 1e9;
  for (const TuningRecord &r : progress_.final_round) {
    std::optional<TuningRecord> &of_kind = r.is_library() ? progress_.best_library : progress_.best_generated;
    if (!of_kind || final_round_of(*of_kind) != round) of_kind = r;
  }
  adopt_database_best();  // the same verdict, unless another process stored a faster record meanwhile
  return true;
}

}  // namespace ktune
