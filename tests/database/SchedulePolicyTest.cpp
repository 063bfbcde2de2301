// The one schedule-choosing policy: the database first, then the closest compatible shipped
// record (same target string, then the same x86-64 level, then the nearest lower one, never a
// higher one), then the template; every choice says why.
#include <gtest/gtest.h>

#include <cstdlib>

#include "DatabaseTestUtil.h"
#include "ktune/database/SchedulePolicy.h"
#include "ktune/support/Error.h"

namespace ktune {
namespace {

using testing::make_record;
using testing::TempDir;
using testing::write_text;

constexpr const char *kSpec = "matmul:M=16,N=32,K=8";

// Shipped records of kSpec for several CPU targets, each with its own split factor and cost.
class ShippedRecordsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const char *saved = std::getenv("KTUNE_RECORDS_DIR");
    saved_ = saved ? saved : "";
    had_ = saved != nullptr;
    setenv("KTUNE_RECORDS_DIR", dir_.file("").c_str(), 1);
    std::string text;
    struct Row {
      const char *target;
      int factor;
      double cost;
    };
    for (Row r : {Row{"llvm -mcpu=x86-64-v2", 2, 3e-3}, Row{"llvm -mcpu=x86-64-v3", 4, 2e-3},
                  Row{"llvm -mcpu=znver3", 8, 2.5e-3}, Row{"llvm -mcpu=x86-64-v4", 16, 1e-3}}) {
      TuningRecord rec =
          make_record(kSpec, r.factor, {r.cost}, "2026-12-02T00:00:00Z", testing::test_device(), r.target);
      text += record_to_json(rec).dump() + "\n";
    }
    write_text(dir_.file("cpu-test.jsonl"), text + "not json\n");
  }
  void TearDown() override {
    if (had_)
      setenv("KTUNE_RECORDS_DIR", saved_.c_str(), 1);
    else
      unsetenv("KTUNE_RECORDS_DIR");
  }
  static int factor_of(const TuningRecord &r) { return r.knobs.at("factor").get<int>(); }

  TempDir dir_;
  std::string saved_;
  bool had_ = false;
};

TEST_F(ShippedRecordsTest, TheSameTargetStringWinsOverAFasterRecordOfTheSameLevel) {
  auto m = closest_shipped_record(workload_from_spec(kSpec), Target::parse("llvm -mcpu=znver3"));
  ASSERT_TRUE(m);
  EXPECT_EQ(factor_of(m->record), 8);
  EXPECT_NE(m->why.find("this target"), std::string::npos) << m->why;
}

TEST_F(ShippedRecordsTest, AnotherCpuOfTheSameLevelComesNextThenLowerLevels) {
  Workload w = workload_from_spec(kSpec);
  auto haswell = closest_shipped_record(w, Target::parse("llvm -mcpu=haswell"));  // v3: the fastest v3 record
  ASSERT_TRUE(haswell);
  EXPECT_EQ(factor_of(haswell->record), 4);
  EXPECT_NE(haswell->why.find("x86-64-v3 like this target"), std::string::npos) << haswell->why;
  auto nehalem = closest_shipped_record(w, Target::parse("llvm -mcpu=nehalem"));  // v2
  ASSERT_TRUE(nehalem);
  EXPECT_EQ(factor_of(nehalem->record), 2);
  // A v4 CPU other than those shipped: the v4 record, never a lower one while it exists.
  auto zen4 = closest_shipped_record(w, Target::parse("llvm -mcpu=znver4"));
  ASSERT_TRUE(zen4);
  EXPECT_EQ(factor_of(zen4->record), 16);
  // AVX-512 taken away: a v3 target, so the v3 record.
  auto no512 = closest_shipped_record(w, Target::parse("llvm -mcpu=znver4 -mattr=-avx512f"));
  ASSERT_TRUE(no512);
  EXPECT_EQ(factor_of(no512->record), 4);
  // Below every shipped level: nothing, rather than a schedule for a wider machine.
  EXPECT_FALSE(closest_shipped_record(w, Target::parse("llvm -mcpu=x86-64")));
  EXPECT_FALSE(closest_shipped_record(w, Target::parse("cuda -arch=sm_90")));
}

TEST_F(ShippedRecordsTest, ALowerLevelIsUsedWhenTheTargetsOwnLevelHasNone) {
  write_text(dir_.file("cpu-test.jsonl"), record_to_json(make_record(kSpec, 2, {3e-3}, "2026-12-02T00:00:00Z",
                                                                     testing::test_device(), "llvm -mcpu=x86-64-v2"))
                                                  .dump() +
                                              "\n");
  auto m = closest_shipped_record(workload_from_spec(kSpec), Target::parse("llvm -mcpu=x86-64-v4"));
  ASSERT_TRUE(m);
  EXPECT_EQ(factor_of(m->record), 2);
  EXPECT_NE(m->why.find("below this target's v4"), std::string::npos) << m->why;
}

TEST_F(ShippedRecordsTest, ThePolicyAsksTheDatabaseThenTheShippedRecordsThenTheTemplate) {
  Workload w = workload_from_spec(kSpec);
  Target target = Target::parse("llvm -mcpu=haswell");
  Database db = Database::open(dir_.file("policy.db"));
  ScheduleSources sources;
  sources.database = &db;
  sources.database_path = "policy.db";
  ScheduleChoice shipped = choose_schedule(w, target, sources);
  EXPECT_EQ(shipped.rule, ScheduleRule::Shipped);
  EXPECT_NE(shipped.reason.find("no tuned record in policy.db"), std::string::npos) << shipped.reason;
  EXPECT_EQ(shipped.schedule(w).trace().to_json(), shipped.record->trace);

  // A record of this target in the database, from another device: it wins.
  db.add(make_record(kSpec, 32, {5e-3}, "2026-12-02T01:00:00Z", testing::test_device("other"), target.str()));
  ScheduleChoice from_db = choose_schedule(w, target, sources);
  EXPECT_EQ(from_db.rule, ScheduleRule::Database);
  EXPECT_EQ(factor_of(*from_db.record), 32);
  EXPECT_EQ(from_db.reason.rfind("database policy.db record", 0), 0u) << from_db.reason;
  // Only this device's records: back to the shipped one.
  sources.compat = Compat::ExactDevice;
  EXPECT_EQ(choose_schedule(w, target, sources).rule, ScheduleRule::Shipped);

  sources.shipped = false;
  ScheduleChoice templ = choose_schedule(w, target, sources);
  EXPECT_EQ(templ.rule, ScheduleRule::Template);
  EXPECT_EQ(templ.reason.rfind("template matmul (no tuned record", 0), 0u) << templ.reason;
  sources.template_fallback = false;
  ScheduleChoice none = choose_schedule(w, target, sources);
  EXPECT_EQ(none.rule, ScheduleRule::None);
  EXPECT_THROW(none.schedule(w), UserError);
}

}  // namespace
}  // namespace ktune
