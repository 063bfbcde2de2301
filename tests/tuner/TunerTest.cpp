// Search spaces over template knobs, and tuning sessions stored in a database.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "ktune/database/Host.h"
#include "ktune/lower/Lower.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"
#include "ktune/tuner/SearchSpace.h"
#include "ktune/tuner/Tuner.h"

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
  EXPECT_EQ(space.index_of({{"a", 1}, {"b", 10}}), -1);             // c missing
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
  for (const char *spec : {"matmul:M=33,N=70,K=9", "dense:M=8,N=40,K=16,bias=1,act=gelu", "batch_matmul:B=2,M=9,N=17,K=5",
                           "conv2d:N=1,C=4,H=9,W=9,K=6,R=3,S=3,pad=1", "conv2d:N=1,C=4,H=9,W=9,K=6,R=3,S=3,layout=nhwc",
                           "depthwise_conv2d:N=1,C=5,H=10,W=9,R=3,S=3,pad=1", "softmax:M=3,N=50", "layernorm:M=3,N=50"}) {
    Workload w = workload_from_spec(spec);
    KnobSpace space = KnobSpace::for_workload(w, host);
    EXPECT_GT(space.size(), 1) << spec;
    EXPECT_GE(space.index_of(find_template(w.op_name)->defaults(w, host)), 0) << spec;
    // A few configurations of each space lower (the harness checks them numerically).
    std::mt19937_64 rng(1);
    for (int t = 0; t < 4; ++t) {
      KnobValues k = space.sample(rng);
      EXPECT_NO_THROW(lower(schedule_from_template(w, host, k), "k")) << spec;
    }
  }
  EXPECT_THROW(KnobSpace::for_workload(workload_from_spec("add:M=2,N=2"), host), UserError);
}

class TunerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("ktune_tuner_test_" + std::to_string(::getpid()) + "_" +
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

TEST_F(TunerTest, BadRequestsAreUserErrors) {
  Database db = Database::open(db_path("e.db"));
  TuneOptions o = quick("matmul:M=4,N=4,K=4", 2);
  o.strategy = "annealing";
  EXPECT_THROW(tune(db, o), UserError);
  EXPECT_THROW(tune(db, quick("relu:M=4,N=4", 2)), UserError);
  EXPECT_EQ(db.stats().records, 0);
}

}  // namespace
}  // namespace ktune
