// Search spaces over template knobs, and tuning sessions stored in a database.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <set>

#include "ktune/database/Host.h"
#include "ktune/lower/Lower.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"
#include "ktune/tuner/CostModel.h"
#include "ktune/tuner/Features.h"
#include "ktune/tuner/SearchSpace.h"
#include "ktune/tuner/TaskScheduler.h"
#include "ktune/tuner/Tuner.h"
#include "ktune/tuner/TuningSession.h"

namespace ktune {
namespace {

TEST(KnobSpaceTest, IndexingCoversTheProductExactlyOnce) {
  KnobSpace space({{"a", {1, 2, 3}}, {"b", {10, 20}}, {"c", {7}}});
  ASSERT_EQ(space.size(), 6);
  std::set<KnobValues> seen;
  for (int64_t i = 0; i < space.size(); ++i) {
    KnobValues k = space.at(i);
    EXPECT_EQ(space.index_of(k), i);
    seen.insert(k);
  }
  EXPECT_EQ(seen.size(), 6u);
  EXPECT_EQ(space.index_of({{"a", 4}, {"b", 10}, {"c", 7}}), -1);  // not a value of a
  EXPECT_EQ(space.index_of({{"a", 1}, {"b", 10}}), -1);            // c missing
  EXPECT_THROW(KnobSpace(KnobDomains{{"empty", {}}}), UserError);
}

TEST(KnobSpaceTest, SamplesStayInsideAndMutationsChangeOneKnob) {
  KnobSpace space({{"a", {1, 2, 3}}, {"b", {10, 20}}, {"fixed", {7}}});
  std::mt19937_64 rng(5);
  for (int t = 0; t < 200; ++t) {
    KnobValues k = space.sample(rng);
    ASSERT_GE(space.index_of(k), 0);
    KnobValues m = space.mutate(k, rng);
    ASSERT_GE(space.index_of(m), 0);
    int changed = 0;
    for (auto &[name, v] : k) changed += m.at(name) != v;
    EXPECT_EQ(changed, 1);
    EXPECT_EQ(m.at("fixed"), 7);
  }
}

TEST(KnobSpaceTest, EveryTemplateSpaceContainsItsDefaultsAndBuilds) {
  Target host = Target::host();
  // The defaults depend on the target (16 or 32 registers, 256- or 512-bit vectors) and on the
  // shape (rows of whole vectors, outputs past the last-level cache): each must lie in its space, so that the
  // tuner measures the expert configuration first and can propose it.
  for (const char *t : {"llvm", "llvm -mcpu=x86-64-v3", "llvm -mcpu=x86-64-v4"}) {
    Target target = std::string(t) == "llvm" ? host : Target::parse(t);
    for (const char *spec :
         {"matmul:M=33,N=70,K=9", "dense:M=8,N=40,K=16,bias=1,act=gelu", "batch_matmul:B=2,M=9,N=17,K=5",
          "conv2d:N=1,C=4,H=9,W=9,K=6,R=3,S=3,pad=1", "conv2d:N=1,C=4,H=9,W=9,K=6,R=3,S=3,layout=nhwc",
          "conv2d:N=1,C=64,H=56,W=56,K=64,R=3,S=3,pad=1", "conv2d:N=1,C=8,H=16,W=16,K=8,R=3,S=3,pad=1",
          "depthwise_conv2d:N=1,C=5,H=10,W=9,R=3,S=3,pad=1", "depthwise_conv2d:N=1,C=64,H=56,W=56,R=3,S=3,pad=1",
          "softmax:M=3,N=50", "layernorm:M=3,N=50", "softmax:M=16384,N=1024", "layernorm:M=16384,N=1024"}) {
      SCOPED_TRACE(std::string(spec) + " on " + t);
      Workload w = workload_from_spec(spec);
      KnobSpace space = KnobSpace::for_workload(w, target);
      EXPECT_GT(space.size(), 1);
      EXPECT_GE(space.index_of(find_template(w.op_name)->defaults(w, target)), 0);
      // A few configurations of each space lower (the harness checks them numerically).
      std::mt19937_64 rng(1);
      for (int i = 0; i < 4; ++i) {
        KnobValues k = space.sample(rng);
        EXPECT_NO_THROW(lower(schedule_from_template(w, target, k), "k"));
      }
    }
  }
  // An op without a template of its own gets the generic template's space.
  KnobSpace generic = KnobSpace::for_workload(workload_from_spec("add:M=2,N=40"), host);
  EXPECT_GT(generic.size(), 1);
  EXPECT_EQ(template_for(workload_from_spec("add:M=2,N=40")).op, "generic");
}

TEST(FeaturesTest, DescribeTheLoopNestNotTheKnobs) {
  Target host = Target::host();
  Workload w = workload_from_spec("matmul:M=64,N=64,K=64");
  std::vector<float> plain = extract_features(lower(Schedule(w), "k"));
  std::vector<float> tiled = extract_features(lower(schedule_from_template(w, host), "k"));
  ASSERT_EQ(plain.size(), feature_names().size());
  ASSERT_EQ(tiled.size(), plain.size());
  auto at = [&](const std::vector<float> &f, const std::string &name) {
    auto pos = std::find(feature_names().begin(), feature_names().end(), name);
    return f[pos - feature_names().begin()];
  };
  EXPECT_EQ(at(plain, "vector_lanes"), 1.0f);  // log2(1 + 1)
  // At least one vector register of f32 lanes (the template's columns are one or two vectors).
  EXPECT_GE(at(tiled, "vector_lanes"), std::log2(1.0f + static_cast<float>(host.vector_bits() / 32)));
  EXPECT_EQ(at(plain, "parallel_extent"), 0.0f);
  EXPECT_GT(at(tiled, "parallel_extent"), 0.0f);
  EXPECT_GT(at(tiled, "bytes_contiguous"), at(plain, "bytes_contiguous"));
  // The same arithmetic either way: 64^3 multiply-adds.
  EXPECT_NEAR(at(plain, "fma_candidates"), at(tiled, "fma_candidates"), 0.1);
  // Also with a row tile that does not divide the rows: the partitioned loop's branches (10
  // full tiles of 6, then one partial) each count for their share of its iterations.
  std::vector<float> partial = extract_features(lower(schedule_from_template(w, host, {{"mr", 6}}), "k"));
  EXPECT_NEAR(at(plain, "fma_candidates"), at(partial, "fma_candidates"), 0.1);
}

TEST(CostModelTest, LearnsARankingItWasNotShown) {
  // Throughput is a hidden function of three of eight features; the model sees 300 rows in
  // three groups and ranks 200 held-out rows.
  std::mt19937_64 rng(9);
  std::uniform_real_distribution<float> u(0, 4);
  auto make = [&](int n, std::vector<std::vector<float>> &rows, std::vector<float> &y) {
    for (int i = 0; i < n; ++i) {
      std::vector<float> f(8);
      for (auto &x : f) x = u(rng);
      rows.push_back(f);
      y.push_back(10 + 3 * f[0] - 2 * f[3] + (f[5] > 2 ? 4.0f : 0.0f));
    }
  };
  std::vector<std::vector<float>> train_rows, test_rows;
  std::vector<float> train_y, test_y;
  make(300, train_rows, train_y);
  make(200, test_rows, test_y);
  CostModel model;
  EXPECT_FALSE(model.trained());
  EXPECT_THROW(model.predict(test_rows), InternalError);
  model.train(train_rows, train_y, {100, 100, 100});
  ASSERT_TRUE(model.trained());
  double accuracy = pairwise_ranking_accuracy(model.predict(test_rows), test_y, {200});
  EXPECT_GT(accuracy, 0.85) << accuracy;
  EXPECT_THROW(model.train(train_rows, train_y, {100}), UserError);  // groups must cover the rows
}

TEST(CostModelTest, PairwiseAccuracyCountsOrderedPairs) {
  EXPECT_DOUBLE_EQ(pairwise_ranking_accuracy({1, 2, 3}, {10, 20, 30}, {3}), 1.0);
  EXPECT_DOUBLE_EQ(pairwise_ranking_accuracy({3, 2, 1}, {10, 20, 30}, {3}), 0.0);
  // Pairs across groups are not compared: two groups of two, one right, one wrong.
  EXPECT_DOUBLE_EQ(pairwise_ranking_accuracy({1, 2, 2, 1}, {1, 2, 1, 2}, {2, 2}), 0.5);
}

class TunerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() / ("ktune_tuner_test_" + std::to_string(::getpid()) + "_" +
                                                     ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string db_path(const std::string &name) const { return (dir_ / name).string(); }

  static TuneOptions quick(const std::string &spec, int trials, uint64_t seed = 3) {
    TuneOptions o;
    o.workload_spec = spec;
    o.trials = trials;
    o.seed = seed;
    o.batch_size = 3;
    o.measure.repeat = 1;
    o.measure.min_repeat_ms = 1;
    o.measure.build_workers = 1;
    o.library = false;      // these tests are about the schedule search; LibraryTest covers libraries
    o.final_processes = 0;  // and they count its records: the final round has its own tests
    return o;
  }
  static std::vector<nlohmann::json> knobs_in_order(const Database &db, const std::string &spec) {
    std::vector<nlohmann::json> out;
    for (auto &r : db.records_of(workload_from_spec(spec).key())) out.push_back(r.knobs);
    return out;
  }

  std::filesystem::path dir_;
};

TEST_F(TunerTest, MeasuresTheExpertFirstStoresEverythingAndResumes) {
  const std::string spec = "matmul:M=16,N=32,K=8";
  Database db = Database::open(db_path("a.db"));
  TuneResult first = tune(db, quick(spec, 5));
  EXPECT_EQ(first.final.measured, 5);
  ASSERT_TRUE(first.final.best.has_value());
  EXPECT_GT(first.final.best->id, 0);  // the stored record's id, not 0
  auto knobs = knobs_in_order(db, spec);
  ASSERT_EQ(knobs.size(), 5u);
  Workload w = workload_from_spec(spec);
  nlohmann::json expert = nlohmann::json::object();
  for (auto &[k, v] : find_template("matmul")->defaults(w, Target::host())) expert[k] = v;
  EXPECT_EQ(knobs[0], expert);
  for (auto &r : db.records_of(w.key())) {
    EXPECT_EQ(r.provenance.at("source"), "ktune tune");
    EXPECT_EQ(r.device.hash(), host_fingerprint(Target::host()).hash());
    EXPECT_TRUE(r.ok()) << r.error_kind << ": " << r.error_message;
  }
  // Starting again with the same seed continues: nothing is measured twice.
  TuneResult second = tune(db, quick(spec, 4));
  EXPECT_EQ(second.final.measured, 4);
  EXPECT_EQ(second.final.already_in_database, 5);
  knobs = knobs_in_order(db, spec);
  EXPECT_EQ(std::set<nlohmann::json>(knobs.begin(), knobs.end()).size(), 9u);
}

// A session measured cold keeps the condition with each record ("cold": "model" or "all"), so
// its costs are not read as warm ones; a warm one's records carry no "cold". In one database, each
// condition's session measures the same configurations again: a warm cost says nothing of a cold
// one, so none is skipped, resumed or reported as the best of another condition.
TEST_F(TunerTest, ColdMeasurementsSaySoAndAreNotMixedWithWarmOnes) {
  const std::string spec = "dense:M=4,N=16,K=8,bias=1";
  Database db = Database::open(db_path("cold.db"));
  size_t stored = 0;
  for (const char *cold : {"", "model", "all"}) {
    TuneOptions o = quick(spec, 2);
    o.measure.cold_weights = std::string(cold) == "model";
    o.measure.flush_cache = std::string(cold) == "all";
    TuneResult t = tune(db, o);
    EXPECT_EQ(t.final.measured, 2) << cold;
    EXPECT_EQ(t.final.already_in_database, 0) << cold;
    ASSERT_TRUE(t.final.best.has_value());
    EXPECT_EQ(t.final.best->provenance.value("cold", ""), cold);
    auto records = db.records_of(workload_from_spec(spec).key());
    ASSERT_EQ(records.size(), stored + 2);
    for (size_t i = stored; i < records.size(); ++i) {
      EXPECT_TRUE(records[i].ok()) << records[i].error_kind << ": " << records[i].error_message;
      if (*cold)
        EXPECT_EQ(records[i].provenance.value("cold", ""), cold);
      else
        EXPECT_FALSE(records[i].provenance.contains("cold"));
    }
    stored = records.size();
  }
}

// The contenders for the best (within kContenderMargin of the best schedule so far, and faster
// than the kFinalists-th best of the batches before) are measured in confirm_processes runner
// processes, and their records hold every process's costs; the others keep one process's costs.
// With one process, nothing is measured again.
TEST_F(TunerTest, TheContendersForTheBestAreMeasuredInOtherProcesses) {
  const std::string spec = "matmul:M=16,N=32,K=8";
  for (int processes : {3, 1}) {
    Database db = Database::open(db_path("confirm" + std::to_string(processes) + ".db"));
    TuneOptions o = quick(spec, 9);
    o.measure.repeat = 2;
    o.measure.target_relative_stderr = 0;  // a fixed number of costs per process
    o.confirm_processes = processes;
    TuneResult t = tune(db, o);
    ASSERT_TRUE(t.final.best.has_value());
    auto records = db.records_of(workload_from_spec(spec).key());
    ASSERT_EQ(records.size(), 9u);
    double best = t.final.best->median_cost();
    double lowest_cost = INFINITY;
    for (auto &r : records) {
      for (double c : r.costs) lowest_cost = std::min(lowest_cost, c);
    }
    int confirmed = 0;
    for (auto &r : records) {
      ASSERT_TRUE(r.ok()) << r.error_kind << ": " << r.error_message;
      EXPECT_GE(r.median_cost(), best);
      bool again = r.provenance.contains("processes");
      confirmed += again;
      if (again) {
        EXPECT_EQ(r.provenance.at("processes"), processes);
      }
      if (!again && r.costs.size() == 1) {
        // Stopped after one measurement: far slower than a schedule measured before it.
        EXPECT_GT(r.costs[0], kSlowCandidateFactor * lowest_cost) << r.id;
      } else {
        EXPECT_EQ(r.costs.size(), again ? 2u * processes : 2u) << r.id;
      }
      // The medians of the batches before this record's, best first: its rivals for the finalists.
      std::vector<double> before;
      for (auto &o : records) {
        if (o.provenance.at("batch").get<int>() < r.provenance.at("batch").get<int>())
          before.push_back(o.median_cost());
      }
      std::sort(before.begin(), before.end());
      auto ranks_as_finalist = [&](double median) {
        return before.size() < static_cast<size_t>(kFinalists) || median < before[kFinalists - 1];
      };
      // Confirmed: its first process's median (the mean of its 2 costs) ranked among the finalists.
      if (again) {
        EXPECT_TRUE(ranks_as_finalist((r.costs[0] + r.costs[1]) / 2)) << r.id;
      }
      if (processes > 1 && r.median_cost() <= best * (1 + kContenderMargin) && ranks_as_finalist(r.median_cost())) {
        EXPECT_TRUE(again) << "record " << r.id << " is within the margin of the best, among the " << kFinalists
                           << " best so far, and was measured in one process";
      }
    }
    EXPECT_EQ(t.final.confirmed, confirmed);
    if (processes > 1) {
      EXPECT_TRUE(t.final.best->provenance.contains("processes"));
      EXPECT_GE(confirmed, 1);
      // What the session reports as its best is what the database says.
      BestMatch m = db.best(workload_from_spec(spec).key(), Target::host().str(), host_fingerprint(Target::host()));
      ASSERT_TRUE(m.record.has_value());
      EXPECT_EQ(m.record->id, t.final.best->id);
    } else {
      EXPECT_EQ(confirmed, 0);
    }
  }
}

// After the search, the final round measures the template's defaults and the configurations with
// the best medians again, side by side in final_processes fresh runner processes (each finalist
// twice per process), one new record each; its winner is the session's best and the database's,
// over an older single measurement however fast, while a record measured after the round competes
// with it by its median. A second session's round takes in the first round's winner.
TEST_F(TunerTest, TheFinalRoundMeasuresTheFinalistsSideBySideAndItsWinnerIsTheBest) {
  const std::string spec = "matmul:M=16,N=32,K=8";
  const Workload w = workload_from_spec(spec);
  const Target host = Target::host();
  Database db = Database::open(db_path("final.db"));
  TuneOptions o = quick(spec, 9);
  o.measure.repeat = 2;
  o.measure.target_relative_stderr = 0;  // a fixed number of costs per process
  o.final_processes = 2;
  TuneResult t = tune(db, o);
  EXPECT_EQ(t.final.measured, 9);
  // Where the time went: every phase ran, and the phases lie inside the session's time.
  const TuneProgress::Phases &time = t.final.phases;
  EXPECT_GT(time.search_s, 0);
  EXPECT_GT(time.harness_s, 0);
  EXPECT_GT(time.final_s, 0);
  EXPECT_LE(time.search_s + time.harness_s + time.confirm_s + time.library_s + time.final_s, t.final.elapsed_s);
  const std::vector<TuningRecord> &round = t.final.final_round;
  ASSERT_GE(round.size(), 2u);
  ASSERT_LE(round.size(), static_cast<size_t>(kFinalists) + 1);
  auto records = db.records_of(w.key());
  ASSERT_EQ(records.size(), 9 + round.size());
  nlohmann::json expert = nlohmann::json::object();
  for (auto &[k, v] : find_template("matmul")->defaults(w, host)) expert[k] = v;
  ASSERT_GE(t.final.final_template, 0);
  EXPECT_EQ(round[t.final.final_template].knobs, expert);
  std::set<std::string> configs;
  for (size_t i = 0; i < round.size(); ++i) {
    const TuningRecord &r = round[i];
    ASSERT_TRUE(r.ok()) << r.error_kind << ": " << r.error_message;
    EXPECT_EQ(final_round_of(r), final_round_of(round.front()));
    EXPECT_EQ(r.timestamp, final_round_of(r));
    EXPECT_EQ(r.provenance.at("processes"), 2);
    EXPECT_EQ(r.costs.size(), 2u * 2u * 2u) << "2 costs, twice in each of 2 processes";
    if (i > 0) {
      EXPECT_LE(round[i - 1].median_cost(), r.median_cost());
    }
    EXPECT_TRUE(configs.insert(r.knobs.dump()).second) << "a configuration entered the round twice";
    // The finalist is a configuration measured in the search.
    auto source = std::find_if(records.begin(), records.end(),
                               [&](const TuningRecord &s) { return s.id == r.provenance.at("finalist_of"); });
    ASSERT_NE(source, records.end());
    EXPECT_EQ(source->knobs, r.knobs);
    EXPECT_TRUE(final_round_of(*source).empty());
  }
  // The winner is the session's best and the database's, whatever the search's single costs said.
  ASSERT_TRUE(t.final.best.has_value() && t.final.best_generated.has_value());
  EXPECT_EQ(t.final.best->id, round.front().id);
  EXPECT_EQ(t.final.best_generated->id, round.front().id);
  auto best_id = [&](CandidateKinds kinds) {
    BestMatch m = db.best(w.key(), host.str(), host_fingerprint(host), Compat::ExactDevice, kinds);
    return m.record ? m.record->id : -1;
  };
  EXPECT_EQ(best_id(CandidateKinds::Any), round.front().id);
  EXPECT_EQ(best_id(CandidateKinds::SchedulesOnly), round.front().id);
  EXPECT_NE(db.best(w.key(), host.str(), host_fingerprint(host))
                .explanation.find("the winner of the final round of " + final_round_of(round.front())),
            std::string::npos);

  // A second session: its round takes in the first one's winner, and replaces it as the verdict.
  TuneResult second = tune(db, quick(spec, 3));  // no round: final_processes 0
  EXPECT_TRUE(second.final.final_round.empty());
  o.trials = 3;
  TuneResult third = tune(db, o);
  ASSERT_GE(third.final.final_round.size(), 2u);
  std::string latest = final_round_of(third.final.final_round.front());
  EXPECT_GT(latest, final_round_of(round.front()));
  bool kept = false;
  for (auto &r : third.final.final_round) kept = kept || r.knobs == round.front().knobs;
  EXPECT_TRUE(kept) << "the last round's winner was not a finalist again";
  EXPECT_EQ(best_id(CandidateKinds::Any), third.final.final_round.front().id);
  // Rerun with nothing new since the round: no round, the verdict stands.
  o.trials = 0;
  TuneResult rerun = tune(db, o);
  EXPECT_TRUE(rerun.final.final_round.empty());
  EXPECT_EQ(best_id(CandidateKinds::Any), third.final.final_round.front().id);
  ASSERT_TRUE(rerun.final.best.has_value());
  EXPECT_EQ(rerun.final.best->id, third.final.final_round.front().id) << "the session reports the database's best";

  // An older measurement, however fast, does not displace the round's winner; a newer faster one does.
  TuningRecord fake = third.final.final_round.back();
  fake.provenance = {{"source", "test"}};
  fake.costs = {1e-12, 1e-12};
  fake.timestamp = "2000-01-01T00:00:00.000000Z";
  db.add(fake);
  EXPECT_EQ(best_id(CandidateKinds::Any), third.final.final_round.front().id);
  fake.timestamp = "2999-01-01T00:00:00.000000Z";
  int64_t newer = db.add(fake).id;
  EXPECT_EQ(best_id(CandidateKinds::Any), newer);
  EXPECT_EQ(best_id(CandidateKinds::SchedulesOnly), newer);

  // A session that never measured the template's defaults still has them in its round.
  Database other = Database::open(db_path("final-no-expert.db"));
  TuneOptions no_expert = quick(spec, 4);
  no_expert.expert_first = false;
  no_expert.final_processes = 1;
  TuneResult u = tune(other, no_expert);
  ASSERT_GE(u.final.final_template, 0);
  EXPECT_EQ(u.final.final_round[u.final.final_template].knobs, expert);
  bool measured = false;
  for (auto &r : other.records_of(w.key())) measured = measured || (final_round_of(r).empty() && r.knobs == expert);
  EXPECT_EQ(u.final.final_round[u.final.final_template].provenance.at("finalist_of").is_null(), !measured);
}

// A tuning session of several tasks ends with each task's final round; the report's best is the
// round's winner. A session of no trials judges what an earlier one measured without a round.
TEST_F(TunerTest, EveryTaskOfASessionHasItsFinalRound) {
  Database db = Database::open(db_path("final-tasks.db"));
  std::vector<TuningTask> tasks = {{"matmul:M=16,N=32,K=8", 1}, {"softmax:M=2,N=40", 2}};
  TuneOptions o = quick("", 12);
  o.final_processes = 1;
  MultiTuneResult r = tune_tasks(db, tasks, o);
  EXPECT_EQ(r.trials, 12);
  // A session of a budget of 0 on a database whose tasks no round has judged: each task's round.
  o.final_processes = 0;
  Database judged = Database::open(db_path("final-later.db"));
  tune_tasks(judged, tasks, o);
  o.final_processes = 1;
  o.trials = 0;
  MultiTuneResult later = tune_tasks(judged, tasks, o);
  EXPECT_EQ(later.trials, 0);
  for (const TaskReport &rep : later.tasks) EXPECT_GE(rep.final_round.size(), 2u) << rep.task.workload_spec;
  for (const TaskReport &rep : r.tasks) {
    ASSERT_GE(rep.final_round.size(), 2u) << rep.task.workload_spec;
    EXPECT_GE(rep.final_template, 0);
    EXPECT_DOUBLE_EQ(rep.best_seconds, rep.final_round.front().median_cost());
    Workload w = workload_from_spec(rep.task.workload_spec);
    BestMatch m = db.best(w.key(), Target::host().str(), host_fingerprint(Target::host()));
    ASSERT_TRUE(m.record.has_value());
    EXPECT_EQ(m.record->id, rep.final_round.front().id);
  }
}

TEST_F(TunerTest, AUserDagIsTunedThroughTheGenericTemplate) {
  // tanh(X @ W) as a DAG: no registry op, so the generic template, the interpreter as the
  // reference in the measuring process, and the JSON as the spec in the database.
  const std::string dag = R"({"format": "ktune-dag", "version": 1, "inputs": ["X", "W"], "outputs": ["Y"],
    "tensors": [{"name": "X", "placeholder": true, "shape": [12, 9]}, {"name": "W", "placeholder": true, "shape": [9, 20]},
      {"name": "D", "shape": [12, 20], "axes": ["i", "j"], "body": {"op": "reduce", "kind": "sum",
        "axes": [{"name": "k", "extent": 9}], "source": {"op": "mul", "a": {"read": "X", "indices": [{"var": "i"}, {"var": "k"}]},
        "b": {"read": "W", "indices": [{"var": "k"}, {"var": "j"}]}}}},
      {"name": "Y", "shape": [12, 20], "axes": ["i", "j"], "body": {"op": "call", "fn": "tanh",
        "args": [{"read": "D", "indices": [{"var": "i"}, {"var": "j"}]}]}}]})";
  Database db = Database::open(db_path("dag.db"));
  TuneOptions o = quick(dag, 6);
  o.strategy = "xgb";
  TuneResult r = tune(db, o);
  EXPECT_EQ(r.final.measured, 6);
  EXPECT_EQ(r.final.failures, 0);
  ASSERT_TRUE(r.final.best.has_value());
  Workload w = workload_from_spec(dag);
  auto records = db.records_of(w.key());
  ASSERT_EQ(records.size(), 6u);
  for (auto &rec : records) {
    EXPECT_TRUE(rec.ok()) << rec.error_kind << ": " << rec.error_message;
    EXPECT_EQ(workload_from_spec(rec.workload_spec).key(), w.key());  // the DAG travels with the record
    EXPECT_EQ(rec.provenance.at("template"), "generic");
  }
}

TEST_F(TunerTest, TheSameSeedProposesTheSameCandidatesInTheSameOrder) {
  const std::string spec = "softmax:M=2,N=40";
  Database a = Database::open(db_path("a.db")), b = Database::open(db_path("b.db")),
           c = Database::open(db_path("c.db"));
  tune(a, quick(spec, 7, 11));
  tune(b, quick(spec, 7, 11));
  tune(c, quick(spec, 7, 12));
  EXPECT_EQ(knobs_in_order(a, spec), knobs_in_order(b, spec));
  EXPECT_NE(knobs_in_order(a, spec), knobs_in_order(c, spec));
}

TEST_F(TunerTest, GridExhaustsASmallSpace) {
  const std::string spec = "depthwise_conv2d:N=1,C=3,H=6,W=6,R=3,S=3,pad=1";
  Database db = Database::open(db_path("g.db"));
  TuneOptions o = quick(spec, 1000);
  o.strategy = "grid";
  TuneResult r = tune(db, o);
  EXPECT_TRUE(r.space_exhausted);
  EXPECT_EQ(r.final.measured, r.final.space_size);
  EXPECT_EQ(static_cast<int64_t>(db.records_of(workload_from_spec(spec).key()).size()), r.final.space_size);
}

TEST_F(TunerTest, ModelGuidedSearchRepeatsItselfOnTheSameMeasurements) {
  // The model learns from timings, which vary from run to run, so the proposals are the same
  // for the same seed *and the same measurements*: continue one database and an identical copy.
  const std::string spec = "matmul:M=16,N=32,K=8";
  TuneOptions o = quick(spec, 12, 7);
  o.strategy = "xgb";
  o.batch_size = 4;
  {
    Database a = Database::open(db_path("a.db"));
    EXPECT_EQ(tune(a, o).final.measured, 12);
  }
  std::filesystem::copy_file(db_path("a.db"), db_path("b.db"));
  o.trials = 4;  // one batch, chosen by the model trained on the 12 stored measurements
  Database a = Database::open(db_path("a.db")), b = Database::open(db_path("b.db"));
  tune(a, o);
  tune(b, o);
  auto ka = knobs_in_order(a, spec), kb = knobs_in_order(b, spec);
  ASSERT_EQ(ka.size(), 16u);
  EXPECT_EQ(std::vector<nlohmann::json>(ka.begin() + 12, ka.end()),
            std::vector<nlohmann::json>(kb.begin() + 12, kb.end()));
  EXPECT_EQ(std::set<nlohmann::json>(ka.begin(), ka.end()).size(), ka.size());  // never twice
}

TEST_F(TunerTest, EvolutionaryBreedsFromTheBestMeasuredAndRepeatsItself) {
  const std::string spec = "matmul:M=24,N=32,K=12";
  Database a = Database::open(db_path("a.db")), b = Database::open(db_path("b.db"));
  TuneOptions o = quick(spec, 14, 5);
  o.strategy = "evolutionary";
  o.batch_size = 4;
  TuneResult r = tune(a, o);
  EXPECT_EQ(r.final.measured, 14);
  EXPECT_EQ(r.final.failures, 0);
  auto knobs = knobs_in_order(a, spec);
  EXPECT_EQ(std::set<nlohmann::json>(knobs.begin(), knobs.end()).size(), knobs.size());  // never twice
  for (auto &rec : a.records_of(workload_from_spec(spec).key()))
    EXPECT_EQ(rec.provenance.at("strategy"), "evolutionary");
  // The same seed on the same measurements proposes the same first batches (random, then bred
  // from what was measured: timings differ between runs, so only the random start is compared).
  o.trials = 8;
  tune(b, o);
  auto first = knobs_in_order(b, spec);
  EXPECT_EQ(std::vector<nlohmann::json>(knobs.begin(), knobs.begin() + 8), first);
}

TEST_F(TunerTest, ModelGuidedSearchLearnsFromOtherWorkloads) {
  Database db = Database::open(db_path("t.db"));
  tune(db, quick("matmul:M=16,N=32,K=8", 6));  // another shape, measured earlier
  TuneOptions o = quick("matmul:M=24,N=16,K=12", 3);
  o.strategy = "xgb";
  TuneResult with = tune(db, o);
  EXPECT_EQ(with.final.transfer_records, 6);
  EXPECT_EQ(with.final.transfer_workloads, 1);
  o.transfer = false;
  o.workload_spec = "matmul:M=20,N=16,K=12";
  TuneResult without = tune(db, o);
  EXPECT_EQ(without.final.transfer_records, 0);
  EXPECT_EQ(without.final.measured, 3);
}

TEST(TaskSchedulerTest, ShardsPartitionTheTasks) {
  std::vector<TuningTask> tasks;
  for (int i = 0; i < 7; ++i) tasks.push_back({"matmul:M=" + std::to_string(8 + i) + ",N=8,K=8", 1.0 + i});
  std::multiset<std::string> seen;
  for (int shard = 0; shard < 3; ++shard) {
    for (auto &t : shard_tasks(tasks, shard, 3)) seen.insert(t.workload_spec);
  }
  EXPECT_EQ(seen.size(), tasks.size());
  for (auto &t : tasks) EXPECT_EQ(seen.count(t.workload_spec), 1u);
  EXPECT_THROW(shard_tasks(tasks, 3, 3), UserError);
  EXPECT_THROW(shard_tasks(tasks, 0, 0), UserError);
}

TEST(TaskSchedulerTest, ALevelledOffHeavyTaskDoesNotStarveALightOneWithOneBatch) {
  // What a ResNet-18 session did before the forward estimate shrank with the trials: a 7x7x512
  // convolution (weight 2) had levelled off after 1516 trials; another convolution's only batch
  // had been timed during a burst of other work, at twice its true time.
  TaskProgress heavy{2, {1.0e-3, 0.98e-3, 0.98e-3, 0.98e-3}, 1516, false};
  TaskProgress light{1, {1.92e-3}, 16, false};
  EXPECT_EQ(next_task({heavy, light}, 16), 1u);
  // A task with nothing that runs yet comes first; an exhausted one never; none left: size().
  TaskProgress none_yet{1, {std::numeric_limits<double>::infinity()}, 16, false};
  EXPECT_EQ(next_task({heavy, light, none_yet}, 16), 2u);
  light.exhausted = true;
  EXPECT_EQ(next_task({heavy, light}, 16), 0u);
  heavy.exhausted = true;
  EXPECT_EQ(next_task({heavy, light}, 16), 2u);
  // Between two tasks alike in weight, latency and trials, the one still improving.
  TaskProgress flat{1, {1e-3, 1e-3, 1e-3}, 48, false}, improving{1, {1.2e-3, 1.1e-3, 1e-3}, 48, false};
  EXPECT_EQ(next_task({flat, improving}, 16), 1u);
  EXPECT_EQ(next_task({improving, flat}, 16), 0u);
}

TEST(TaskSchedulerTest, LevelledOffTasksGetTrialsInProportionToWeightTimesLatency) {
  // Flat histories (every search has levelled off): weight x latency 4 : 2 : 1 : 1.
  std::vector<TaskProgress> tasks = {
      {2, {2e-3}, 16, false}, {1, {2e-3}, 16, false}, {1, {1e-3}, 16, false}, {4, {0.25e-3}, 16, false}};
  for (int batch = 0; batch < 124; ++batch) {
    size_t k = next_task(tasks, 16);
    ASSERT_LT(k, tasks.size());
    tasks[k].trials += 16;
    tasks[k].best_after_batch.push_back(tasks[k].best_after_batch.back());
  }
  // 128 batches in all: 64, 32, 16 and 16, give or take one.
  int64_t want[] = {64 * 16, 32 * 16, 16 * 16, 16 * 16};
  for (size_t k = 0; k < tasks.size(); ++k) EXPECT_NEAR(tasks[k].trials, want[k], 16) << "task " << k;
}

TEST_F(TunerTest, TasksFilesAreCheckedEntryByEntry) {
  auto write = [&](const std::string &name, const std::string &text) {
    std::ofstream(db_path(name)) << text;
    return db_path(name);
  };
  EXPECT_EQ(load_tasks(write("ok.json", R"({"tasks": [{"workload": "matmul:M=4,N=4,K=4", "weight": 3}]})"))[0].weight,
            3);
  EXPECT_EQ(load_tasks(write("list.json", R"([{"workload": "relu:M=4,N=4"}])"))[0].weight, 1);
  auto error = [&](const std::string &text) {
    try {
      load_tasks(write("bad.json", text));
    } catch (const UserError &e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_NE(error("{").find("is not JSON"), std::string::npos);
  EXPECT_NE(error(R"({"tasks": []})").find("expected"), std::string::npos);
  EXPECT_NE(error(R"([{"workload": "matmul:M=4,N=4,K=4"}, {"weight": 2}])").find("task 1"), std::string::npos);
  EXPECT_NE(error(R"([{"workload": "matmul:M=4,N=4,K=4", "weight": -1}])").find("positive"), std::string::npos);
  EXPECT_NE(error(R"([{"workload": "nosuchop:M=4"}])").find("task 0"), std::string::npos);
  EXPECT_THROW(load_tasks(db_path("missing.json")), UserError);
}

TEST_F(TunerTest, ABadWorkloadFailsOnlyTheShardItBelongsTo) {
  std::string path = db_path("tasks.json");
  std::ofstream(path) << R"([{"workload": "matmul:M=4,N=4,K=4"}, {"workload": "nosuchop:M=4"},
                             {"workload": "softmax:M=2,N=8"}, {"workload": "relu:M=4,N=4"}])";
  size_t in_file = 0;
  std::vector<TuningTask> shard0 = load_tasks(path, parse_shard("0/2"), &in_file);
  EXPECT_EQ(in_file, 4u);
  ASSERT_EQ(shard0.size(), 2u);
  EXPECT_EQ(shard0[1].workload_spec, "softmax:M=2,N=8");
  EXPECT_EQ(shard0[1].index, 2);  // its place in the file, not in the shard
  try {
    load_tasks(path, parse_shard("1/2"));
    ADD_FAILURE() << "shard 1/2 holds the bad task";
  } catch (const UserError &e) {
    EXPECT_NE(std::string(e.what()).find("task 1 (shard 1/2)"), std::string::npos) << e.what();
  }
  EXPECT_THROW(load_tasks(path), UserError);  // the whole file holds it too
  EXPECT_THROW(parse_shard("2/2"), UserError);
  EXPECT_THROW(parse_shard("1/"), UserError);
  EXPECT_THROW(parse_shard("a/b"), UserError);
}

// The configurations a database holds, per workload: what the determinism checks compare.
std::set<std::pair<std::string, std::string>> measured_configurations_of(const Database &db) {
  std::set<std::pair<std::string, std::string>> out;
  for (auto &r : db.all_records()) out.insert({r.workload_key, r.knobs.dump()});
  return out;
}

TEST_F(TunerTest, ShardsSearchEachTaskAsTheWholeFileDoes) {
  std::string path = db_path("tasks.json");
  std::ofstream(path) << R"([{"workload": "matmul:M=16,N=32,K=8"}, {"workload": "softmax:M=2,N=40"},
                             {"workload": "matmul:M=8,N=16,K=24"}])";
  TuneOptions o = quick("", 3 * 2);
  o.batch_size = 2;        // a budget of one batch per task: no timing-driven choice of the next task
  o.expert_first = false;  // every configuration from the task's seeded order
  Database whole = Database::open(db_path("whole.db")), sharded = Database::open(db_path("sharded.db"));
  tune_tasks(whole, load_tasks(path), o);
  o.trials = 2 * 2;
  tune_tasks(sharded, load_tasks(path, parse_shard("0/2")), o);
  o.trials = 2;
  tune_tasks(sharded, load_tasks(path, parse_shard("1/2")), o);
  EXPECT_EQ(whole.stats().records, 6);
  EXPECT_EQ(measured_configurations_of(whole), measured_configurations_of(sharded));
}

TEST_F(TunerTest, AResumedSessionMeasuresWhatTheUninterruptedOneWould) {
  std::vector<TuningTask> tasks = {{"matmul:M=16,N=32,K=8", 1, 0}, {"softmax:M=2,N=40", 1, 1}};
  TuneOptions o = quick("", 2 * 3);
  o.batch_size = 3;
  Database whole = Database::open(db_path("whole.db")), resumed = Database::open(db_path("resumed.db"));
  tune_tasks(whole, tasks, o);
  // "Interrupted" after the first task's batch and one configuration of the second's.
  TuneOptions part = o;
  part.trials = 3;
  tune_tasks(resumed, tasks, part);
  TuneOptions second = quick("softmax:M=2,N=40", 1, o.seed + 1);
  tune(resumed, second);
  EXPECT_EQ(resumed.stats().records, 4);
  o.resume = true;
  MultiTuneResult r = tune_tasks(resumed, tasks, o);
  EXPECT_EQ(r.resumed, 4);
  EXPECT_EQ(r.trials, 2);
  EXPECT_EQ(r.tasks[0].trials, 0);
  EXPECT_EQ(r.tasks[1].trials, 2);
  for (auto &t : r.tasks) EXPECT_GT(t.best_seconds, 0) << t.task.workload_spec;  // read from the database
  EXPECT_EQ(measured_configurations_of(whole), measured_configurations_of(resumed));
  // A finished session rerun with --resume measures nothing and still reports every best.
  MultiTuneResult again = tune_tasks(resumed, tasks, o);
  EXPECT_EQ(again.trials, 0);
  for (auto &t : again.tasks) EXPECT_GT(t.best_seconds, 0) << t.task.workload_spec;
  // One workload: --resume tops the session up to its budget.
  TuneOptions one = quick("matmul:M=16,N=32,K=8", 5, o.seed);
  one.resume = true;
  EXPECT_EQ(tune(resumed, one).final.measured, 2);
  EXPECT_EQ(tune(resumed, one).final.measured, 0);
}

// The scheduler keeps one session per task: its batches continue the strategy's order where the
// last one stopped, so a task tuned in three batches measures what one session of the same seed
// measures in one run, in the same order.
TEST_F(TunerTest, ATaskSessionContinuesItsOrderFromBatchToBatch) {
  const std::string spec = "matmul:M=16,N=32,K=8";
  TuneOptions o = quick(spec, 6);
  o.strategy = "random";
  o.batch_size = 2;
  Database single = Database::open(db_path("single.db")), tasks = Database::open(db_path("tasks.db"));
  EXPECT_EQ(tune(single, o).final.measured, 6);
  MultiTuneResult r = tune_tasks(tasks, {{spec, 1, 0}}, o);
  EXPECT_EQ(r.trials, 6);
  EXPECT_EQ(knobs_in_order(single, spec), knobs_in_order(tasks, spec));
}

// A session reads the database again before each run, as a tune() per batch did: what another
// session (or process) stored in the meantime is skipped, not measured twice.
TEST_F(TunerTest, ASessionSkipsWhatAnotherStoredSinceItStarted) {
  const std::string spec = "matmul:M=16,N=32,K=8";
  TuneOptions o = quick(spec, 0);
  o.strategy = "random";
  o.batch_size = 4;
  Database db = Database::open(db_path("two.db"));
  TuningSession first(db, o), second(db, o);  // the same seed: the same order
  EXPECT_EQ(first.run(4).final.measured, 4);
  TuneResult r = second.run(4);
  EXPECT_EQ(r.final.measured, 4);
  EXPECT_EQ(r.final.already_in_database, 4);  // the expert and three of the order, the first's
  auto knobs = knobs_in_order(db, spec);
  EXPECT_EQ(std::set<nlohmann::json>(knobs.begin(), knobs.end()).size(), 8u);
}

TEST_F(TunerTest, TheDefaultStrategyIsModelGuidedEverywhere) {
  EXPECT_EQ(TuneOptions().strategy, "xgb");
  EXPECT_EQ(std::string(kDefaultSearchStrategy), "xgb");
  EXPECT_EQ(search_strategies(), (std::vector<std::string>{"random", "grid", "xgb", "evolutionary"}));
}

TEST_F(TunerTest, TheSchedulerSpendsTheBudgetAndStartsEveryTask) {
  Database db = Database::open(db_path("m.db"));
  std::vector<TuningTask> tasks = {{"matmul:M=16,N=32,K=8", 5}, {"softmax:M=2,N=40", 1}, {"matmul:M=8,N=16,K=24", 1}};
  TuneOptions o = quick("", 14);
  o.batch_size = 2;
  MultiTuneResult r = tune_tasks(db, tasks, o);
  EXPECT_EQ(r.trials, 14);
  int sum = 0;
  double weighted = 0;
  for (auto &t : r.tasks) {
    EXPECT_GE(t.trials, 2) << t.task.workload_spec;
    EXPECT_GT(t.best_seconds, 0) << t.task.workload_spec;
    sum += t.trials;
    weighted += t.task.weight * t.best_seconds;
  }
  EXPECT_EQ(sum, 14);
  EXPECT_DOUBLE_EQ(r.weighted_latency_s, weighted);
  EXPECT_EQ(db.stats().records, 14);
}

// With a cap per task the heavy task stops at it, the others get the rest, and a budget larger
// than the tasks' caps together ends early instead of overrunning them.
TEST_F(TunerTest, TheSchedulerKeepsEveryTaskWithinItsMaximum) {
  Database db = Database::open(db_path("cap.db"));
  std::vector<TuningTask> tasks = {{"matmul:M=16,N=32,K=8", 50}, {"softmax:M=2,N=40", 1}};
  TuneOptions o = quick("", 14);
  o.batch_size = 2;
  o.max_task_trials = 4;
  MultiTuneResult r = tune_tasks(db, tasks, o);
  for (auto &t : r.tasks) EXPECT_EQ(t.trials, 4) << t.task.workload_spec;
  EXPECT_EQ(r.trials, 8);
  EXPECT_EQ(db.stats().records, 8);
  // Resumed trials count toward the cap, also in a first batch larger than the cap.
  o.resume = true;
  o.batch_size = 8;
  o.max_task_trials = 6;
  MultiTuneResult resumed = tune_tasks(db, tasks, o);
  for (auto &t : resumed.tasks) {
    EXPECT_EQ(t.resumed, 4) << t.task.workload_spec;
    EXPECT_EQ(t.trials, 2) << t.task.workload_spec;
  }
  o.max_task_trials = -1;
  EXPECT_THROW(tune_tasks(db, tasks, o), UserError);
}

TEST_F(TunerTest, BadRequestsAreUserErrors) {
  Database db = Database::open(db_path("e.db"));
  TuneOptions o = quick("matmul:M=4,N=4,K=4", 2);
  o.strategy = "annealing";
  try {
    tune(db, o);
    ADD_FAILURE() << "an unknown strategy was accepted";
  } catch (const UserError &e) {
    // The library names the option, not a command-line flag.
    EXPECT_NE(std::string(e.what()).find("the search strategy must be"), std::string::npos) << e.what();
  }
  EXPECT_THROW(tune(db, quick("frobnicate:M=4", 2)), UserError);
  EXPECT_THROW(tune(db, quick(R"({"format": "ktune-dag", "version": 1, "tensors": []})", 2)), UserError);
  EXPECT_EQ(db.stats().records, 0);
}

}  // namespace
}  // namespace ktune
