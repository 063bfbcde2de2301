// The tuning database: every measurement, in one SQLite file (WAL), queried for the best.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ktune/database/Record.h"

namespace ktune {

/** Which records a best-record lookup may apply, from the strictest to the loosest. A lookup
 * tries each allowed rule in this order and reports the first that matched. */
enum class Compat {
  ExactDevice,  // same target string and same device fingerprint
  SameTarget,   // same target string (architecture), any device
  Any,          // any target
};
const char *to_string(Compat c);
/** "exact", "target" or "any"; throws UserError otherwise. */
Compat parse_compat(const std::string &text);

/** Which candidate kinds a best-record lookup considers: any (a schedule or a library call,
 * whichever was faster), or schedules only (`--no-library`, or a library unusable here). */
enum class CandidateKinds { Any, SchedulesOnly };

/** The answer of a best-record lookup: the record, the rule that matched, and why (or why
 * nothing matched). Never silently empty. */
struct BestMatch {
  std::optional<TuningRecord> record;
  Compat matched = Compat::ExactDevice;  // meaningful only with a record
  std::string explanation;
};

struct TargetStats {
  std::string target;
  int64_t devices = 0, workloads = 0, records = 0, failures = 0;
};
struct DatabaseStats {
  int64_t workloads = 0, devices = 0, records = 0, failures = 0;
  int schema_version = 0;
  std::vector<TargetStats> targets;              // by target string
  std::map<std::string, int64_t> failure_kinds;  // error kind -> records
};

/** One forward schema migration: the SQL that takes the schema from version - 1 to version. */
struct Migration {
  int version;
  std::string sql;
};
/** The schema's migrations, version 1 first. */
const std::vector<Migration> &schema_migrations();

struct DatabaseOptions {
  /** Open an existing file without writing to it (merge sources, export). Refuses a file whose
   * schema is not the current one. */
  bool read_only = false;
  /** How long a writer waits for another process's transaction before failing. */
  int busy_timeout_ms = 60000;
  /** The migrations to apply (tests pass their own list); default: schema_migrations(). */
  const std::vector<Migration> *migrations = nullptr;
};

/** A tuning database file. SQLite in WAL mode: readers never block the writer, several
 * processes may write one file (each write is one BEGIN IMMEDIATE transaction and waits up to
 * the busy timeout), and a process killed while writing loses at most the transaction it was
 * in. Errors throw UserError (bad input, a file that is not a ktune database, a newer schema)
 * or InternalError (SQLite failures), naming the file. */
class Database {
 public:
  static constexpr const char *kDefaultPath = "ktune.db";

  /** Opens (creating it unless read_only) and migrates the schema forward. */
  static Database open(const std::string &path, const DatabaseOptions &options = {});
  Database(Database &&) noexcept;
  Database &operator=(Database &&) noexcept;
  ~Database();

  const std::string &path() const;
  int schema_version() const;

  struct AddResult {
    int64_t id;
    bool inserted;  // false: a record with the same identity was already there (id is its id)
  };
  /** Stores a record in its own transaction. Idempotent: adding the same measurement again
   * returns the existing id. */
  AddResult add(const TuningRecord &record);
  /** Stores many records in one transaction: all or none. */
  std::vector<AddResult> add_all(const std::vector<TuningRecord> &records);

  /** The successful record with the lowest median cost for a workload on a target, trying the
   * rules from ExactDevice up to `allowed`. O(log n) per rule. */
  BestMatch best(const std::string &workload_key, const std::string &target, const DeviceFingerprint &device,
                 Compat allowed = Compat::ExactDevice, CandidateKinds kinds = CandidateKinds::Any) const;
  /** The k best successful records of a workload, on one target string (empty: any). */
  std::vector<TuningRecord> top_k(const std::string &workload_key, const std::string &target, int k) const;
  /** Every record of a workload, failures included, oldest first. */
  std::vector<TuningRecord> records_of(const std::string &workload_key) const;
  /** Every record, oldest first, optionally only one workload key and/or one target string. */
  std::vector<TuningRecord> all_records(const std::string &workload_key = "", const std::string &target = "") const;
  DatabaseStats stats() const;

  /** PRAGMA integrity_check: "ok" when the file is sound. */
  std::string integrity_check() const;

  /** Runs fn inside one BEGIN IMMEDIATE transaction; rolls back if it throws. */
  template <typename Fn>
  void transaction(Fn &&fn);

  /** The SQLite connection and its statements (opaque; tuner/database/Database.cpp). */
  struct Impl;

 private:
  explicit Database(std::unique_ptr<Impl> impl);
  void begin_immediate();
  void commit();
  void rollback() noexcept;
  AddResult insert(const TuningRecord &record);
  std::optional<int64_t> best_id_on_device(const std::string &key, int64_t device_id, CandidateKinds kinds) const;
  std::vector<TuningRecord> select_records(const std::string &where_and_order,
                                           const std::vector<std::string> &args) const;
  std::optional<TuningRecord> record_by_id(int64_t id) const;

  std::unique_ptr<Impl> impl_;
  int depth_ = 0;  // nesting of transaction()
};

template <typename Fn>
void Database::transaction(Fn &&fn) {
  if (depth_ > 0) {
    fn();
    return;
  }
  begin_immediate();
  ++depth_;
  try {
    fn();
  } catch (...) {
    --depth_;
    rollback();
    throw;
  }
  --depth_;
  commit();
}

}  // namespace ktune
