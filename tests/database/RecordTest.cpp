// Records: JSON round trip, identity, median, and the store and query API.
#include <gtest/gtest.h>

#include "DatabaseTestUtil.h"
#include "ktune/database/Host.h"
#include "ktune/measure/FailureKind.h"
#include "ktune/support/Error.h"

namespace ktune {
namespace {

using testing::make_record;
using testing::TempDir;
using testing::test_device;

const char *kSpec = "matmul:M=16,N=16,K=16";

TEST(Record, JsonRoundTripKeepsEverything) {
  TuningRecord r = make_record(kSpec, 4, {3e-6, 1e-6, 2e-6 + 1e-17}, "2026-11-29T10:00:00.000001Z");
  TuningRecord back = record_from_json(nlohmann::json::parse(dump_json(record_to_json(r))));
  EXPECT_EQ(back.identity(), r.identity());
  EXPECT_EQ(back.costs, r.costs);
  EXPECT_EQ(back.trace, r.trace);
  EXPECT_EQ(back.knobs, r.knobs);
  EXPECT_EQ(back.device, r.device);
  EXPECT_EQ(back.provenance, r.provenance);
  EXPECT_EQ(back.workload_spec, r.workload_spec);
  EXPECT_TRUE(back.rebuildable);

  TuningRecord failed = r;
  failed.costs.clear();
  failed.error_kind = measure_error_name(MeasureError::CompileTimeout);
  failed.error_message = "took longer than 10 s";
  failed.knobs = nullptr;
  TuningRecord failed_back = record_from_json(record_to_json(failed));
  EXPECT_EQ(failed_back.error_kind, "compile_timeout");
  EXPECT_EQ(failed_back.error_message, "took longer than 10 s");
  EXPECT_TRUE(failed_back.knobs.is_null());
  EXPECT_FALSE(failed_back.ok());
}

TEST(Record, MedianAndIdentity) {
  TuningRecord r = make_record(kSpec, 4, {3, 1, 2}, "t");
  EXPECT_EQ(r.median_cost(), 2);
  r.costs = {4, 1, 2, 3};
  EXPECT_EQ(r.median_cost(), 2.5);
  TuningRecord other_device = make_record(kSpec, 4, {4, 1, 2, 3}, "t", test_device("znver4"));
  EXPECT_NE(r.identity(), other_device.identity());
  TuningRecord same = make_record(kSpec, 4, {4, 1, 2, 3}, "t");
  same.id = 77;                  // the row id is not identity
  same.provenance = {{"x", 1}};  // nor how it was found
  EXPECT_EQ(r.identity(), same.identity());
  TuningRecord other_trace = make_record(kSpec, 8, {4, 1, 2, 3}, "t");
  EXPECT_NE(r.identity(), other_trace.identity());
}

TEST(Record, HostFingerprintIsStable) {
  DeviceFingerprint a = host_fingerprint(Target::host()), b = host_fingerprint(Target::parse("llvm"));
  EXPECT_EQ(a.hash(), b.hash());
  EXPECT_EQ(a.kind, "cpu");
  EXPECT_FALSE(a.name.empty());
  EXPECT_GT(a.cores, 0);
  EXPECT_EQ(host_fingerprint(Target::parse("cuda -arch=sm_90")).kind, "cuda");
  EXPECT_EQ(utc_timestamp().size(), std::string("2026-11-29T10:15:02.123456Z").size());
}

TEST(Database, AddIsIdempotent) {
  TempDir dir;
  Database db = Database::open(dir.file("ktune.db"));
  TuningRecord r = make_record(kSpec, 4, {1e-6}, "t1");
  Database::AddResult first = db.add(r), second = db.add(r);
  EXPECT_TRUE(first.inserted);
  EXPECT_FALSE(second.inserted);
  EXPECT_EQ(first.id, second.id);
  EXPECT_EQ(db.stats().records, 1);
}

TEST(Database, BestSaysWhichRuleMatched) {
  TempDir dir;
  Database db = Database::open(dir.file("ktune.db"));
  std::string key = make_record(kSpec, 4, {1}, "t").workload_key;
  DeviceFingerprint here = test_device("rocketlake"), there = test_device("rocketlake-2");
  const std::string target = "llvm -mcpu=rocketlake";

  BestMatch none = db.best(key, target, here, Compat::Any);
  EXPECT_FALSE(none.record);
  EXPECT_NE(none.explanation.find("no record of this workload"), std::string::npos) << none.explanation;

  // Only a failure on this device, a success on another device of the target, and a faster one
  // on another target.
  TuningRecord failure = make_record(kSpec, 2, {}, "t0", here);
  failure.error_kind = measure_error_name(MeasureError::WrongResult);
  db.add(failure);
  BestMatch failures_only = db.best(key, target, here, Compat::Any);
  EXPECT_FALSE(failures_only.record);
  EXPECT_NE(failures_only.explanation.find("are failures"), std::string::npos) << failures_only.explanation;

  int64_t on_there = db.add(make_record(kSpec, 4, {2e-6}, "t1", there)).id;
  int64_t on_other_target = db.add(make_record(kSpec, 8, {1e-6}, "t2", test_device("znver4"), "llvm -mcpu=znver4")).id;

  BestMatch exact = db.best(key, target, here, Compat::ExactDevice);
  EXPECT_FALSE(exact.record);
  EXPECT_NE(exact.explanation.find("'target'"), std::string::npos) << exact.explanation;
  BestMatch same_target = db.best(key, target, here, Compat::SameTarget);
  ASSERT_TRUE(same_target.record);
  EXPECT_EQ(same_target.record->id, on_there);
  EXPECT_EQ(same_target.matched, Compat::SameTarget);
  // Never silently another target: 'any' must be asked for.
  EXPECT_EQ(db.best(key, "llvm -mcpu=skylake", here, Compat::SameTarget).record, std::nullopt);
  BestMatch any = db.best(key, "llvm -mcpu=skylake", here, Compat::Any);
  ASSERT_TRUE(any.record);
  EXPECT_EQ(any.record->id, on_other_target);
  EXPECT_EQ(any.matched, Compat::Any);

  // Now records on this device: the lowest median wins, and the exact rule matches first.
  db.add(make_record(kSpec, 4, {9e-6, 1e-9, 9e-6}, "t3", here));  // median 9e-6
  int64_t fastest_here = db.add(make_record(kSpec, 8, {3e-6, 3e-6, 1.0}, "t4", here)).id;
  BestMatch mine = db.best(key, target, here, Compat::Any);
  ASSERT_TRUE(mine.record);
  EXPECT_EQ(mine.record->id, fastest_here);
  EXPECT_EQ(mine.matched, Compat::ExactDevice);
  EXPECT_EQ(mine.record->costs, (std::vector<double>{3e-6, 3e-6, 1.0}));
}

TEST(Database, TopKRecordsOfAndStats) {
  TempDir dir;
  Database db = Database::open(dir.file("ktune.db"));
  std::string key;
  for (int i = 0; i < 6; ++i) {
    TuningRecord r = make_record(kSpec, 1 << (i % 3), {double(10 - i)}, "t" + std::to_string(i));
    if (i == 5) {
      r.error_kind = measure_error_name(MeasureError::Crash);
      r.costs.clear();
    }
    key = r.workload_key;
    db.add(r);
  }
  db.add(make_record("matmul:M=32,N=16,K=16", 4, {1}, "u", test_device("znver4"), "llvm -mcpu=znver4"));
  std::vector<TuningRecord> top = db.top_k(key, "", 3);
  ASSERT_EQ(top.size(), 3u);
  EXPECT_EQ(top[0].costs[0], 6);
  EXPECT_EQ(top[1].costs[0], 7);
  EXPECT_EQ(top[2].costs[0], 8);
  EXPECT_EQ(db.top_k(key, "llvm -mcpu=znver4", 3).size(), 0u);
  EXPECT_EQ(db.records_of(key).size(), 6u);
  EXPECT_EQ(db.records_of(key)[5].error_kind, "crash");

  DatabaseStats st = db.stats();
  EXPECT_EQ(st.records, 7);
  EXPECT_EQ(st.failures, 1);
  EXPECT_EQ(st.workloads, 2);
  EXPECT_EQ(st.devices, 2);
  ASSERT_EQ(st.targets.size(), 2u);
  EXPECT_EQ(st.targets[0].target, "llvm -mcpu=rocketlake");
  EXPECT_EQ(st.targets[0].records, 6);
  EXPECT_EQ(st.failure_kinds.at("crash"), 1);
}

TEST(Database, AddAllIsAllOrNothing) {
  TempDir dir;
  Database db = Database::open(dir.file("ktune.db"));
  std::vector<TuningRecord> batch{make_record(kSpec, 4, {1}, "a"), make_record(kSpec, 8, {1}, "b")};
  batch.push_back(batch[0]);
  batch.back().workload_key.clear();  // refused
  EXPECT_THROW(db.add_all(batch), UserError);
  EXPECT_EQ(db.stats().records, 0);
  batch.pop_back();
  EXPECT_EQ(db.add_all(batch).size(), 2u);
  EXPECT_EQ(db.stats().records, 2);
}

}  // namespace
}  // namespace ktune
