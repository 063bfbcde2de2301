// JSON Lines logs: round trip, idempotent import and merge, and every kind of bad input.
#include <gtest/gtest.h>

#include "DatabaseTestUtil.h"
#include "ktune/database/Log.h"
#include "ktune/measure/FailureKind.h"
#include "ktune/support/Error.h"

namespace ktune {
namespace {

using testing::make_record;
using testing::read_text;
using testing::TempDir;
using testing::test_device;
using testing::write_text;

const char *kSpec = "matmul:M=16,N=16,K=16";

std::vector<TuningRecord> sample_records() {
  std::vector<TuningRecord> rs;
  rs.push_back(make_record(kSpec, 4, {1e-6, 2e-6, 3e-6}, "2026-11-29T10:00:00.000001Z"));
  rs.push_back(make_record(kSpec, 8, {0.1 + 0.2}, "2026-11-29T10:00:00.000002Z"));
  TuningRecord failed = make_record("matmul:M=8,N=24,K=4", 2, {}, "2026-11-29T10:00:00.000003Z");
  failed.error_kind = measure_error_name(MeasureError::RuntimeError);
  failed.error_message = "segfault at \"0x0\"\n in kernel";
  rs.push_back(failed);
  rs.push_back(
      make_record(kSpec, 4, {5e-6}, "2026-11-29T10:00:00.000004Z", test_device("znver4"), "llvm -mcpu=znver4"));
  return rs;
}

std::string line_of(const TuningRecord &r) { return dump_json(record_to_json(r)) + "\n"; }

std::vector<std::string> identities(const Database &db) {
  std::vector<std::string> out;
  for (const TuningRecord &r : db.all_records()) out.push_back(r.identity());
  return out;
}

TEST(Log, ExportImportRoundTrip) {
  TempDir dir;
  Database a = Database::open(dir.file("a.db"));
  a.add_all(sample_records());
  EXPECT_EQ(export_log(a, dir.file("all.jsonl")), 4);
  std::string text = read_text(dir.file("all.jsonl"));
  EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 4);
  for (size_t pos = 0; pos < text.size(); pos = text.find('\n', pos) + 1) {
    nlohmann::json j = nlohmann::json::parse(text.substr(pos, text.find('\n', pos) - pos));
    EXPECT_EQ(j["format"], "ktune-record");
    EXPECT_EQ(j["version"], kRecordFormatVersion);
  }

  Database b = Database::open(dir.file("b.db"));
  ImportSummary s = import_log(b, dir.file("all.jsonl"));
  EXPECT_EQ(s.imported, 4);
  EXPECT_EQ(s.duplicates, 0);
  EXPECT_EQ(s.rejected, 0);
  EXPECT_EQ(identities(a), identities(b));
  std::vector<TuningRecord> ra = a.all_records(), rb = b.all_records();
  for (size_t i = 0; i < ra.size(); ++i) {
    EXPECT_EQ(record_to_json(ra[i]), record_to_json(rb[i]));
  }

  // Filters: one workload, one target.
  std::string key = sample_records()[0].workload_key;
  EXPECT_EQ(export_log(a, dir.file("one.jsonl"), key, "llvm -mcpu=rocketlake"), 2);
  EXPECT_EQ(export_log(a, dir.file("znver4.jsonl"), "", "llvm -mcpu=znver4"), 1);
}

TEST(Log, ImportTwiceKeepsOneCopy) {
  TempDir dir;
  std::string log;
  for (const TuningRecord &r : sample_records()) log += line_of(r);
  log += line_of(sample_records()[0]);  // the same measurement twice in one file
  write_text(dir.file("log.jsonl"), log);
  Database db = Database::open(dir.file("ktune.db"));
  ImportSummary first = import_log(db, dir.file("log.jsonl"));
  EXPECT_EQ(first.imported, 4);
  EXPECT_EQ(first.duplicates, 1);
  ImportSummary second = import_log(db, dir.file("log.jsonl"));
  EXPECT_EQ(second.imported, 0);
  EXPECT_EQ(second.duplicates, 5);
  EXPECT_EQ(db.stats().records, 4);
}

TEST(Log, MergeIsIdempotentAndKeepsMachinesApart) {
  TempDir dir;
  std::vector<TuningRecord> rs = sample_records();
  {
    Database a = Database::open(dir.file("a.db"));
    a.add_all({rs[0], rs[1], rs[2]});
    Database b = Database::open(dir.file("b.db"));
    b.add_all({rs[1], rs[2], rs[3]});
    // The same trace and costs at the same time, but on another machine: a different record.
    TuningRecord twin = rs[0];
    twin.device = test_device("rocketlake-2");
    twin.host = "host-rocketlake-2";
    b.add(twin);
  }
  Database dest = Database::open(dir.file("dest.db"));
  MergeSummary m1 = merge_database(dest, dir.file("a.db"));
  EXPECT_EQ(m1.imported, 3);
  MergeSummary m2 = merge_database(dest, dir.file("b.db"));
  EXPECT_EQ(m2.imported, 2);
  EXPECT_EQ(m2.duplicates, 2);
  MergeSummary again = merge_database(dest, dir.file("b.db"));
  EXPECT_EQ(again.imported, 0);
  EXPECT_EQ(again.duplicates, 4);
  DatabaseStats st = dest.stats();
  EXPECT_EQ(st.records, 5);
  EXPECT_EQ(st.devices, 3);

  EXPECT_THROW(merge_database(dest, dir.file("missing.db")), UserError);
  EXPECT_EQ(dest.stats().records, 5);
}

// One bad line of each kind between good ones: every bad line is reported with its number and
// reason, the good ones are imported.
TEST(Log, BadLinesAreReportedAndGoodLinesImported) {
  TempDir dir;
  std::vector<TuningRecord> rs = sample_records();
  nlohmann::json good = record_to_json(rs[0]);

  nlohmann::json missing = good;
  missing.erase("costs");
  nlohmann::json missing_nested = good;
  missing_nested["target"].erase("device");
  nlohmann::json future = good;
  future["version"] = kRecordFormatVersion + 1;
  nlohmann::json wrong_type = good;
  wrong_type["costs"] = {1e-6, "fast"};
  nlohmann::json negative = good;
  negative["costs"] = {-1.0};
  nlohmann::json no_replay = good;
  no_replay["trace"]["steps"][0]["axis"] = "zz";
  nlohmann::json changed_key = good;
  changed_key["workload"]["key"] = "0123456789abcdef";
  nlohmann::json bad_spec = good;
  bad_spec["workload"]["spec"] = "matmul:M=16";
  nlohmann::json bad_target = good;
  bad_target["target"]["string"] = "llvm -mfoo";
  nlohmann::json success_without_costs = good;
  success_without_costs["costs"] = nlohmann::json::array();
  nlohmann::json not_a_record = {{"format", "ktune-trace"}, {"version", 1}};

  std::vector<std::pair<std::string, std::string>> lines = {
      {line_of(rs[0]), ""},
      {"{\"format\": \"ktune-record\", \"version\": 1,,}\n", "malformed JSON"},
      {dump_json(missing) + "\n", "missing field \"record.costs\""},
      {dump_json(missing_nested) + "\n", "missing field \"target.device\""},
      {dump_json(future) + "\n", "unknown format version 3"},
      {dump_json(wrong_type) + "\n", "record.costs[1]"},
      {dump_json(negative) + "\n", "record.costs[0]"},
      {"\n", ""},  // blank lines are skipped, not errors
      {dump_json(no_replay) + "\n", "trace does not replay"},
      {dump_json(changed_key) + "\n", "the workload changed"},
      {dump_json(bad_spec) + "\n", "does not build"},
      {dump_json(bad_target) + "\n", "target:"},
      {dump_json(success_without_costs) + "\n", "needs at least one cost"},
      {dump_json(not_a_record) + "\n", "not a ktune record"},
      {"[1, 2, 3]\n", "must be a JSON object"},
      {std::string(100, '[') + std::string(100, ']') + "\n", "nested deeper"},
      {line_of(rs[1]), ""},
      {line_of(rs[2]).substr(0, 40), "truncated file"},
  };
  std::string text;
  for (auto &[line, reason] : lines) text += line;
  write_text(dir.file("bad.jsonl"), text);

  Database db = Database::open(dir.file("ktune.db"));
  ImportSummary s = import_log(db, dir.file("bad.jsonl"));
  EXPECT_EQ(s.imported, 2);
  EXPECT_EQ(s.duplicates, 0);
  size_t expected_bad = 0;
  for (size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].second.empty()) continue;
    ASSERT_LT(expected_bad, s.problems.size()) << "line " << i + 1 << " was not reported";
    const LineProblem &p = s.problems[expected_bad++];
    EXPECT_EQ(p.line, static_cast<int64_t>(i + 1)) << p.reason;
    EXPECT_NE(p.reason.find(lines[i].second), std::string::npos)
        << "line " << i + 1 << ": expected '" << lines[i].second << "' in: " << p.reason;
  }
  EXPECT_EQ(s.problems.size(), expected_bad);
  EXPECT_EQ(s.rejected, static_cast<int64_t>(expected_bad));
  EXPECT_EQ(db.stats().records, 2);
  EXPECT_EQ(db.integrity_check(), "ok");
}

TEST(Log, LastLineWithoutNewlineIsFineWhenComplete) {
  TempDir dir;
  std::string line = line_of(sample_records()[0]);
  line.pop_back();
  write_text(dir.file("log.jsonl"), "\r\n" + line);
  Database db = Database::open(dir.file("ktune.db"));
  ImportSummary s = import_log(db, dir.file("log.jsonl"));
  EXPECT_EQ(s.imported, 1);
  EXPECT_EQ(s.rejected, 0);
}

TEST(Log, UnreadableLogIsAUserError) {
  TempDir dir;
  Database db = Database::open(dir.file("ktune.db"));
  EXPECT_THROW(import_log(db, dir.file("nope.jsonl")), UserError);
  ImportSummary empty = import_log_text(db, "");
  EXPECT_EQ(empty.imported + empty.rejected + empty.duplicates, 0);
}

TEST(Log, CustomWorkloadsAreKeptButNotReplayed) {
  TempDir dir;
  TuningRecord r = make_record(kSpec, 4, {1e-6}, "t");
  Workload w = workload_from_spec(kSpec);
  r.workload_spec = "custom";
  r.rebuildable = false;
  r.canonical_text = w.canonical_text();
  TuningRecord forged = r;
  forged.canonical_text += " ";
  forged.timestamp = "t2";
  Database db = Database::open(dir.file("ktune.db"));
  ImportSummary s = import_log_text(db, line_of(r) + line_of(forged));
  EXPECT_EQ(s.imported, 1);
  ASSERT_EQ(s.problems.size(), 1u);
  EXPECT_EQ(s.problems[0].line, 2);
  EXPECT_NE(s.problems[0].reason.find("not the hash of its canonical text"), std::string::npos);
  EXPECT_FALSE(db.all_records()[0].rebuildable);
}

}  // namespace
}  // namespace ktune
