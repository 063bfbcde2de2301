// Schema creation, forward migration, and refusing files that are not (this version's) databases.
#include <gtest/gtest.h>

#include <sqlite3.h>

#include "DatabaseTestUtil.h"
#include "ktune/support/Error.h"

namespace ktune {
namespace {

using testing::TempDir;

std::vector<std::string> table_names(const std::string &path) {
  sqlite3 *db = nullptr;
  sqlite3_open(path.c_str(), &db);
  sqlite3_stmt *s = nullptr;
  sqlite3_prepare_v2(db, "SELECT name FROM sqlite_master WHERE type='table' ORDER BY name", -1, &s, nullptr);
  std::vector<std::string> names;
  while (sqlite3_step(s) == SQLITE_ROW) names.emplace_back(reinterpret_cast<const char *>(sqlite3_column_text(s, 0)));
  sqlite3_finalize(s);
  sqlite3_close(db);
  return names;
}

void run_sql(const std::string &path, const std::string &sql) {
  sqlite3 *db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr), SQLITE_OK) << sqlite3_errmsg(db);
  sqlite3_close(db);
}

TEST(Schema, CreatesTheCurrentVersionInWalMode) {
  TempDir dir;
  std::string path = dir.file("ktune.db");
  {
    Database db = Database::open(path);
    EXPECT_EQ(db.schema_version(), 2);
    EXPECT_EQ(db.integrity_check(), "ok");
  }
  std::vector<std::string> expected{"devices", "records", "schema_version", "workloads"};
  EXPECT_EQ(table_names(path), expected);
  sqlite3 *raw = nullptr;
  sqlite3_open(path.c_str(), &raw);
  sqlite3_stmt *s = nullptr;
  sqlite3_prepare_v2(raw, "PRAGMA journal_mode", -1, &s, nullptr);
  ASSERT_EQ(sqlite3_step(s), SQLITE_ROW);
  EXPECT_STREQ(reinterpret_cast<const char *>(sqlite3_column_text(s, 0)), "wal");
  sqlite3_finalize(s);
  sqlite3_close(raw);
  // Opening again migrates nothing and keeps the version.
  EXPECT_EQ(Database::open(path).schema_version(), 2);
}

TEST(Schema, MigratesForwardKeepingRecords) {
  TempDir dir;
  std::string path = dir.file("ktune.db");
  int64_t id = Database::open(path).add(testing::make_record("matmul:M=8,N=8,K=8", 4, {1e-6}, "t1")).id;

  std::vector<Migration> next = schema_migrations();
  next.push_back({3, "ALTER TABLE records ADD COLUMN note TEXT NOT NULL DEFAULT 'migrated'"});
  DatabaseOptions options;
  options.migrations = &next;
  Database db = Database::open(path, options);
  EXPECT_EQ(db.schema_version(), 3);
  auto records = db.records_of(testing::make_record("matmul:M=8,N=8,K=8", 4, {1e-6}, "t1").workload_key);
  ASSERT_EQ(records.size(), 1u);
  EXPECT_EQ(records[0].id, id);

  // The current ktune refuses a file from the future rather than misreading it.
  try {
    Database::open(path);
    FAIL() << "a newer schema was accepted";
  } catch (const UserError &e) {
    EXPECT_NE(std::string(e.what()).find("schema version 3, newer"), std::string::npos) << e.what();
  }
}

// A database made before library candidates (schema 1) is migrated when opened for writing: its
// records are kept and read as schedules, and a library record can be added beside them.
TEST(Schema, VersionOneDatabasesMigrateToLibraryRecords) {
  TempDir dir;
  std::string path = dir.file("v1.db");
  TuningRecord schedule = testing::make_record("matmul:M=8,N=8,K=8", 4, {2e-6}, "t1");
  Database::open(path).add(schedule);
  // Back to what a ktune of schema 1 wrote.
  run_sql(path, "ALTER TABLE records DROP COLUMN library; DELETE FROM schema_version WHERE version = 2");
  // Read-only (ktune run --db, best, export): read as it is, its records schedules.
  DatabaseOptions ro;
  ro.read_only = true;
  {
    Database old = Database::open(path, ro);
    EXPECT_EQ(old.schema_version(), 1);
    BestMatch m = old.best(schedule.workload_key, schedule.target, schedule.device, Compat::ExactDevice,
                           CandidateKinds::SchedulesOnly);
    ASSERT_TRUE(m.record.has_value()) << m.explanation;
    EXPECT_FALSE(m.record->is_library());
  }
  Database db = Database::open(path);
  EXPECT_EQ(db.schema_version(), 2);
  TuningRecord library = testing::make_library_record("matmul:M=8,N=8,K=8", {1e-6}, "t2");
  db.add(library);
  auto records = db.records_of(schedule.workload_key);
  ASSERT_EQ(records.size(), 2u);
  EXPECT_FALSE(records[0].is_library());
  EXPECT_TRUE(records[1].is_library());
  EXPECT_EQ(records[1].library, library.library);
}

TEST(Schema, ReadOnlyNeedsAnExistingCurrentFile) {
  TempDir dir;
  DatabaseOptions ro;
  ro.read_only = true;
  EXPECT_THROW(Database::open(dir.file("missing.db"), ro), UserError);
  Database::open(dir.file("ok.db"));
  EXPECT_EQ(Database::open(dir.file("ok.db"), ro).schema_version(), 2);
}

TEST(Schema, RefusesFilesThatAreNotKtuneDatabases) {
  TempDir dir;
  std::string other = dir.file("other.db");
  run_sql(other, "CREATE TABLE t (x INTEGER)");
  try {
    Database::open(other);
    FAIL() << "a foreign SQLite file was accepted";
  } catch (const UserError &e) {
    EXPECT_NE(std::string(e.what()).find("not a ktune database"), std::string::npos) << e.what();
  }
  std::string text = dir.file("text.db");
  testing::write_text(text, std::string(4096, 'x'));
  EXPECT_THROW(Database::open(text), UserError);
  EXPECT_EQ(testing::read_text(text), std::string(4096, 'x'));  // left alone
}

}  // namespace
}  // namespace ktune
