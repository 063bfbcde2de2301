// The one schedule-choosing policy: the database first, then the closest compatible shipped
// record (same target string, then the same x86-64 level, then the nearest lower one, never a
// higher one), then the template; every choice says why.
#include <gtest/gtest.h>

#include <cstdlib>

#include "DatabaseTestUtil.h"
#include "ktune/database/SchedulePolicy.h"
#include "ktune/schedule/Template.h"
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
  // The records file holds these records, one a line, in this order.
  void write_records(const std::vector<TuningRecord> &records) {
    std::string text;
    for (const TuningRecord &r : records) text += record_to_json(r).dump() + "\n";
    write_text(dir_.file("cpu-test.jsonl"), text);
  }

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
  EXPECT_NE(haswell->why.find("x86-64-v3 like this target; none was tuned for llvm -mcpu=haswell"), std::string::npos)
      << haswell->why;
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

// A record the matmul template made for target, as it makes it today; or, older, as a template
// without the knob unroll_k made it, whose unrolling was another value than today's default.
TuningRecord template_record(const std::string &target_string, double cost, bool older) {
  Workload w = workload_from_spec(kSpec);
  Target target = Target::parse(target_string);
  const ScheduleTemplate &t = template_for(w, target);
  KnobValues knobs = t.defaults(w, target);
  KnobValues made = knobs;
  if (older) {
    made["unroll_k"] = knobs.at("unroll_k") == 1 ? 2 : 1;
    knobs.erase("unroll_k");
  }
  TuningRecord r = make_record(kSpec, 4, {cost}, "2026-12-02T00:00:00Z", testing::test_device(), target_string);
  r.trace = schedule_from_template(t, w, target, made).trace().to_json();
  r.knobs = knobs;
  r.provenance["template"] = t.op;
  return r;
}

// As a shipped record is read: written out as a line of a records file and parsed again.
TuningRecord as_shipped(const TuningRecord &r) {
  return record_from_json(nlohmann::json::parse(record_to_json(r).dump()));
}

TEST(StaleRecordTest, ARecordIsStaleWhenTodaysTemplateMakesAnotherScheduleFromItsKnobs) {
  // What the tuner writes is judged through the CLI too: tests/cli/tune_cli_tests.cmake ships a
  // record of a real session and expects `ktune run` to choose it.
  Workload w = workload_from_spec(kSpec);
  EXPECT_EQ(stale_record_reason(as_shipped(template_record("llvm -mcpu=haswell", 1e-3, false)), w), "");
  EXPECT_EQ(stale_record_reason(as_shipped(template_record("llvm -mcpu=haswell", 1e-3, true)), w),
            "made by an older matmul template, before its knobs unroll_k");
  TuningRecord gone = template_record("llvm -mcpu=haswell", 1e-3, false);
  gone.knobs["factor"] = 2;
  EXPECT_EQ(stale_record_reason(gone, w), "made by an older matmul template (its knobs factor are gone)");
  TuningRecord generic = template_record("llvm -mcpu=haswell", 1e-3, false);
  generic.provenance["template"] = "generic";  // before matmul had a template of its own
  EXPECT_EQ(stale_record_reason(generic, w), "made by the generic template; today's for it is matmul");
  // A schedule no template of ktune made (a hand-written one, or a Python template's) is not
  // judged; nor is a damaged record (skipped like a line that does not parse).
  EXPECT_EQ(stale_record_reason(make_record(kSpec, 4, {1e-3}, "2026-12-02T00:00:00Z"), w), "");
  TuningRecord python = template_record("llvm -mcpu=haswell", 1e-3, true);
  python.provenance["template"] = "my_matmul";
  EXPECT_EQ(stale_record_reason(python, w), "");
  TuningRecord damaged = template_record("llvm -mcpu=haswell", 1e-3, true);
  damaged.knobs["nr"] = "8";
  EXPECT_EQ(stale_record_reason(damaged, w), "");
}

TEST_F(ShippedRecordsTest, StaleRecordsArePassedOverAndKeepTheChoiceFromALowerLevel) {
  write_records({template_record("llvm -mcpu=x86-64-v4", 1e-4, true), template_record("llvm -mcpu=znver3", 1e-4, true),
                 template_record("llvm -mcpu=x86-64-v3", 2e-3, false)});
  Workload w = workload_from_spec(kSpec);
  // The target's own level has only a stale record: no lower level's, the template.
  std::string passed_over;
  EXPECT_FALSE(closest_shipped_record(w, Target::parse("llvm -mcpu=znver4"), &passed_over));
  EXPECT_EQ(passed_over.rfind("1 stale shipped record passed over, such as ", 0), 0u) << passed_over;
  EXPECT_NE(passed_over.find("cpu-test.jsonl:1 (tuned for llvm -mcpu=x86-64-v4): made by an older matmul template, "
                             "before its knobs unroll_k"),
            std::string::npos)
      << passed_over;
  ScheduleSources sources;
  ScheduleChoice choice = choose_schedule(w, Target::parse("llvm -mcpu=znver4"), sources);
  EXPECT_EQ(choice.rule, ScheduleRule::Template);
  EXPECT_NE(choice.reason.find("(1 stale shipped record passed over"), std::string::npos) << choice.reason;
  // The exact target's record is stale, another CPU of its level has a current one: that one.
  auto zen3 = closest_shipped_record(w, Target::parse("llvm -mcpu=znver3"), &passed_over);
  ASSERT_TRUE(zen3);
  EXPECT_EQ(zen3->record.target, "llvm -mcpu=x86-64-v3");
  EXPECT_NE(zen3->why.find("x86-64-v3 like this target; none tuned for llvm -mcpu=znver3 is current"),
            std::string::npos)
      << zen3->why;
  EXPECT_EQ(zen3->passed_over.rfind("1 stale shipped record passed over, such as ", 0), 0u) << zen3->passed_over;
  EXPECT_NE(zen3->passed_over.find("cpu-test.jsonl:2 (tuned for llvm -mcpu=znver3)"), std::string::npos)
      << zen3->passed_over;
  EXPECT_EQ(passed_over, "");
  ScheduleChoice shipped = choose_schedule(w, Target::parse("llvm -mcpu=znver3"), sources);
  EXPECT_EQ(shipped.rule, ScheduleRule::Shipped);
  EXPECT_NE(shipped.reason.find("cpu-test.jsonl:3 (tuned for llvm -mcpu=x86-64-v3"), std::string::npos)
      << shipped.reason;
}

TEST_F(ShippedRecordsTest, OnlyTheStaleRecordsWalkedPastAreNamed) {
  // A slower stale record of the winner's level and a stale one of a lower level could never
  // have been chosen: the choice names neither.
  write_records({template_record("llvm -mcpu=x86-64-v3", 3e-3, true),
                 template_record("llvm -mcpu=x86-64-v2", 1e-4, true),
                 template_record("llvm -mcpu=x86-64-v3", 2e-3, false)});
  Workload w = workload_from_spec(kSpec);
  auto m = closest_shipped_record(w, Target::parse("llvm -mcpu=haswell"));
  ASSERT_TRUE(m);
  EXPECT_EQ(m->line, 3);
  EXPECT_EQ(m->passed_over, "");
}

TEST_F(ShippedRecordsTest, ADamagedRecordIsSkippedAndBlocksNothing) {
  TuningRecord damaged = template_record("llvm -mcpu=x86-64-v4", 1e-4, false);
  damaged.knobs["nr"] = "8";
  write_records({damaged, template_record("llvm -mcpu=x86-64-v3", 2e-3, false)});
  std::string passed_over;
  auto m = closest_shipped_record(workload_from_spec(kSpec), Target::parse("llvm -mcpu=znver4"), &passed_over);
  ASSERT_TRUE(m);
  EXPECT_EQ(m->line, 2);
  EXPECT_NE(m->why.find("below this target's v4"), std::string::npos) << m->why;
  EXPECT_EQ(m->passed_over, "");
}

TEST_F(ShippedRecordsTest, AGpuTargetsStaleRecordLeavesItTheTemplate) {
  TuningRecord current = template_record("cuda -arch=sm_90", 1e-4, false);
  TuningRecord stale = current;
  stale.knobs["factor"] = 2;
  Workload w = workload_from_spec(kSpec);
  Target gpu = Target::parse("cuda -arch=sm_90");
  write_records({stale});
  std::string passed_over;
  EXPECT_FALSE(closest_shipped_record(w, gpu, &passed_over));
  EXPECT_NE(passed_over.find("(its knobs factor are gone)"), std::string::npos) << passed_over;
  write_records({stale, current});
  auto m = closest_shipped_record(w, gpu, &passed_over);
  ASSERT_TRUE(m);
  EXPECT_EQ(m->line, 2);
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
