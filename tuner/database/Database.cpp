// The SQLite tuning database: opening and migrating, adding records, the best-record queries.
#include "ktune/database/Database.h"

#include <sys/stat.h>

#include <algorithm>
#include <chrono>
#include <limits>
#include <thread>

#include "Sqlite.h"
#include "ktune/support/Error.h"

namespace ktune {

using json = nlohmann::json;
using sqlite::Stmt;

struct Database::Impl {
  std::string path;
  sqlite3 *db = nullptr;
  sqlite::StmtCache stmts;
  /** False for a schema-1 file opened read-only (records before library candidates): its
   * records read as schedules. */
  bool has_library_column = true;

  ~Impl() {
    stmts.clear();
    if (db) sqlite3_close_v2(db);
  }
  Stmt stmt(const std::string &sql) { return Stmt(stmts.get(db, sql, path), db, path); }
  void exec(const std::string &sql) { sqlite::exec(db, sql, path); }
};

const char *to_string(Compat c) {
  switch (c) {
    case Compat::ExactDevice: return "exact";
    case Compat::SameTarget: return "target";
    case Compat::Any: return "any";
  }
  return "?";
}

Compat parse_compat(const std::string &text) {
  if (text == "exact") return Compat::ExactDevice;
  if (text == "target") return Compat::SameTarget;
  if (text == "any") return Compat::Any;
  user_check(false, "unknown compatibility rule '" << text << "' (expected exact, target or any)");
  return Compat::ExactDevice;
}

namespace {

bool file_exists(const std::string &path) {
  struct stat st;
  return ::stat(path.c_str(), &st) == 0;
}

int latest_version(const std::vector<Migration> &migrations) {
  return migrations.empty() ? 0 : migrations.back().version;
}

// The schema version of an open file: 0 for an empty file. Throws UserError for an SQLite file
// that has tables but no schema_version table: it is some other program's database.
int read_version(Database::Impl &impl) {
  bool has_version_table = false;
  int64_t tables = 0;
  {
    Stmt s = impl.stmt("SELECT name FROM sqlite_master WHERE type = 'table'");
    while (s.step()) {
      ++tables;
      if (s.text(0) == "schema_version") has_version_table = true;
    }
  }
  if (!has_version_table) {
    user_check(tables == 0, "database " << impl.path
                                        << ": an SQLite file without a schema_version table is not a "
                                           "ktune database");
    return 0;
  }
  Stmt s = impl.stmt("SELECT COALESCE(MAX(version), 0) FROM schema_version");
  s.step();
  return static_cast<int>(s.int64(0));
}

// Applies the migrations above the file's version, all in one transaction.
void migrate(Database::Impl &impl, const std::vector<Migration> &migrations) {
  impl.exec("BEGIN IMMEDIATE");
  try {
    int version = read_version(impl);
    int latest = latest_version(migrations);
    user_check(version <= latest, "database " << impl.path << " has schema version " << version
                                              << ", newer than this ktune understands (" << latest
                                              << "); use a newer ktune");
    if (version == 0) {
      impl.exec(
          "CREATE TABLE schema_version (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL "
          "DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))");
    }
    for (const Migration &m : migrations) {
      if (m.version <= version) continue;
      internal_check(m.version == version + 1, "schema migrations must be numbered 1, 2, 3, ...");
      impl.exec(m.sql);
      impl.stmt("INSERT INTO schema_version (version) VALUES (?)").bind(1, int64_t{m.version}).run();
      version = m.version;
    }
    impl.stmts.clear();  // statements prepared against the old schema
    impl.exec("COMMIT");
  } catch (...) {
    impl.stmts.clear();
    sqlite3_exec(impl.db, "ROLLBACK", nullptr, nullptr, nullptr);
    throw;
  }
}

// The columns read_record reads; a schema-1 file has no library column (its records are schedules).
std::string record_columns(const Database::Impl &impl) {
  return std::string(
             "SELECT r.id, w.key, w.structural_hash, w.spec, w.rebuildable, w.canonical_text, d.target, "
             "d.fingerprint, r.trace, r.knobs, r.costs, r.error_kind, r.error_message, r.compile_seconds, "
             "r.timestamp, r.host, r.ktune_version, r.provenance, ") +
         (impl.has_library_column ? "r.library " : "NULL ") +
         "FROM records r JOIN workloads w ON w.id = r.workload_id JOIN devices d ON d.id = r.device_id ";
}

json parse_stored(const std::string &text, const char *column, int64_t id, const std::string &path) {
  json j = json::parse(text, nullptr, false);
  internal_check(!j.is_discarded(),
                 "database " << path << ": record " << id << " has malformed JSON in column " << column);
  return j;
}

TuningRecord read_record(const Stmt &s, const std::string &path) {
  TuningRecord r;
  r.id = s.int64(0);
  r.workload_key = s.text(1);
  r.structural_hash = s.text(2);
  r.workload_spec = s.text(3);
  r.rebuildable = s.int64(4) != 0;
  r.canonical_text = s.text(5);
  r.target = s.text(6);
  r.device = DeviceFingerprint::from_json(parse_stored(s.text(7), "fingerprint", r.id, path));
  r.trace = parse_stored(s.text(8), "trace", r.id, path);
  if (!s.is_null(9)) r.knobs = parse_stored(s.text(9), "knobs", r.id, path);
  r.costs = parse_stored(s.text(10), "costs", r.id, path).get<std::vector<double>>();
  r.error_kind = s.text(11);
  r.error_message = s.text(12);
  r.compile_seconds = s.real(13);
  r.timestamp = s.text(14);
  r.host = s.text(15);
  r.ktune_version = s.text(16);
  r.provenance = parse_stored(s.text(17), "provenance", r.id, path);
  if (!s.is_null(18)) r.library = parse_stored(s.text(18), "library", r.id, path);
  return r;
}

}  // namespace

Database::Database(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Database::Database(Database &&) noexcept = default;
Database &Database::operator=(Database &&) noexcept = default;
Database::~Database() = default;

const std::string &Database::path() const { return impl_->path; }

Database Database::open(const std::string &path, const DatabaseOptions &options) {
  const std::vector<Migration> &migrations = options.migrations ? *options.migrations : schema_migrations();
  auto impl = std::make_unique<Impl>();
  impl->path = path;
  user_check(!path.empty(), "empty database path");
  if (options.read_only) user_check(file_exists(path), "no database at " << path);
  int flags = options.read_only ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
  int rc = sqlite3_open_v2(path.c_str(), &impl->db, flags | SQLITE_OPEN_NOMUTEX, nullptr);
  if (rc != SQLITE_OK) sqlite::fail(impl->db, rc, "cannot open", path);
  sqlite3_extended_result_codes(impl->db, 1);
  sqlite3_busy_timeout(impl->db, options.busy_timeout_ms);
  if (!options.read_only) {
    // WAL: readers do not block the writer, and a killed writer leaves a file that the next
    // open recovers. synchronous=NORMAL keeps every commit across a process crash (the WAL is
    // in the OS cache); only a power loss may drop the last transactions, never corrupt.
    //
    // Switching a new file to WAL needs an exclusive lock, and SQLite reports SQLITE_BUSY for it
    // without calling the busy handler when another process is opening the same new file at
    // that moment: wait and retry here, for as long as the busy timeout allows.
    auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(options.busy_timeout_ms);
    std::string mode;
    for (;;) {
      sqlite3_stmt *raw = nullptr;
      int rc = sqlite3_prepare_v2(impl->db, "PRAGMA journal_mode = WAL", -1, &raw, nullptr);
      if (rc == SQLITE_OK) rc = sqlite3_step(raw);
      if (rc == SQLITE_ROW) mode = reinterpret_cast<const char *>(sqlite3_column_text(raw, 0));
      sqlite3_finalize(raw);
      if (rc == SQLITE_ROW) break;
      int primary = rc & 0xff;
      if ((primary != SQLITE_BUSY && primary != SQLITE_LOCKED) || std::chrono::steady_clock::now() >= deadline)
        sqlite::fail(impl->db, rc, "running 'PRAGMA journal_mode = WAL'", path);
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    user_check(mode == "wal", "database " << path << ": cannot use WAL mode (journal mode " << mode << ")");
  }
  impl->exec("PRAGMA synchronous = NORMAL");
  // 64 MiB of page cache (the default is 2 MiB): the record indexes of a million records stay hot.
  impl->exec("PRAGMA cache_size = -65536");
  impl->exec("PRAGMA foreign_keys = ON");
  if (options.read_only) {
    int version = read_version(*impl);
    int latest = latest_version(migrations);
    // Schema 1 differs from 2 only by the library column, so it is read as it is (schedules only);
    // anything else older must be migrated by opening it for writing once.
    bool schema_one = version == 1 && latest == 2;
    user_check(
        version == latest || schema_one,
        "database " << path << " has schema version " << version << ", this ktune reads " << latest
                    << (version < latest ? " (open it for writing once to migrate it)" : " (use a newer ktune)"));
    impl->has_library_column = !schema_one;
  } else {
    migrate(*impl, migrations);
  }
  return Database(std::move(impl));
}

int Database::schema_version() const { return read_version(*impl_); }

void Database::begin_immediate() { impl_->exec("BEGIN IMMEDIATE"); }
void Database::commit() { impl_->exec("COMMIT"); }
void Database::rollback() noexcept { sqlite3_exec(impl_->db, "ROLLBACK", nullptr, nullptr, nullptr); }

Database::AddResult Database::add(const TuningRecord &record) {
  AddResult result{};
  transaction([&] { result = insert(record); });
  return result;
}

std::vector<Database::AddResult> Database::add_all(const std::vector<TuningRecord> &records) {
  std::vector<AddResult> results;
  results.reserve(records.size());
  transaction([&] {
    for (const TuningRecord &r : records) results.push_back(insert(r));
  });
  return results;
}

Database::AddResult Database::insert(const TuningRecord &r) {
  Impl &db = *impl_;
  user_check(!r.workload_key.empty() && !r.target.empty() && !r.timestamp.empty(),
             "a record needs a workload key, a target and a timestamp");
  std::string identity = r.identity();

  // The workload and the device rows: found, or created.
  int64_t workload_id = 0;
  {
    Stmt find = db.stmt("SELECT id FROM workloads WHERE key = ? AND spec = ?");
    find.bind(1, r.workload_key).bind(2, r.workload_spec);
    if (find.step()) workload_id = find.int64(0);
  }
  if (workload_id == 0) {
    Stmt ins = db.stmt(
        "INSERT INTO workloads (key, structural_hash, spec, rebuildable, canonical_text) VALUES (?, ?, ?, ?, ?)");
    ins.bind(1, r.workload_key).bind(2, r.structural_hash).bind(3, r.workload_spec);
    ins.bind(4, int64_t{r.rebuildable ? 1 : 0}).bind(5, r.canonical_text).run();
    workload_id = sqlite3_last_insert_rowid(db.db);
  }
  std::string fingerprint_hash = r.device.hash();
  int64_t device_id = 0;
  {
    Stmt find = db.stmt("SELECT id FROM devices WHERE target = ? AND fingerprint_hash = ?");
    find.bind(1, r.target).bind(2, fingerprint_hash);
    if (find.step()) device_id = find.int64(0);
  }
  if (device_id == 0) {
    Stmt ins = db.stmt("INSERT INTO devices (target, fingerprint_hash, fingerprint) VALUES (?, ?, ?)");
    ins.bind(1, r.target).bind(2, fingerprint_hash).bind(3, dump_json(r.device.to_json())).run();
    device_id = sqlite3_last_insert_rowid(db.db);
  }

  Stmt ins = db.stmt(
      "INSERT INTO records (identity, workload_id, device_id, workload_key, trace, knobs, costs, median_cost, "
      "error_kind, error_message, compile_seconds, timestamp, host, ktune_version, provenance, library) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (identity) DO NOTHING");
  ins.bind(1, identity).bind(2, workload_id).bind(3, device_id).bind(4, r.workload_key);
  ins.bind(5, dump_json(r.trace));
  if (r.knobs.is_null())
    ins.bind_null(6);
  else
    ins.bind(6, dump_json(r.knobs));
  ins.bind(7, dump_json(json(r.costs)));
  if (r.ok())
    ins.bind(8, r.median_cost());
  else
    ins.bind_null(8);
  ins.bind(9, r.error_kind).bind(10, r.error_message).bind(11, r.compile_seconds).bind(12, r.timestamp);
  ins.bind(13, r.host).bind(14, r.ktune_version).bind(15, dump_json(r.provenance));
  if (r.is_library())
    ins.bind(16, dump_json(r.library));
  else
    ins.bind_null(16);
  ins.run();
  if (sqlite3_changes(db.db) == 1) return {sqlite3_last_insert_rowid(db.db), true};
  Stmt find = db.stmt("SELECT id FROM records WHERE identity = ?");
  find.bind(1, identity);
  internal_check(find.step(), "record insert ignored but no record has identity " << identity);
  return {find.int64(0), false};
}

std::optional<TuningRecord> Database::record_by_id(int64_t id) const {
  Stmt s = impl_->stmt(record_columns(*impl_) + "WHERE r.id = ?");
  s.bind(1, id);
  if (!s.step()) return std::nullopt;
  return read_record(s, impl_->path);
}

std::vector<TuningRecord> Database::select_records(const std::string &where_and_order,
                                                   const std::vector<std::string> &args) const {
  Stmt s = impl_->stmt(record_columns(*impl_) + where_and_order);
  for (size_t i = 0; i < args.size(); ++i) s.bind(static_cast<int>(i + 1), args[i]);
  std::vector<TuningRecord> out;
  while (s.step()) out.push_back(read_record(s, impl_->path));
  return out;
}

namespace {
const char *kind_filter(const Database::Impl &impl, CandidateKinds kinds) {
  if (!impl.has_library_column) return "";  // schema 1: schedules only
  return kinds == CandidateKinds::SchedulesOnly ? "AND library IS NULL " : "";
}

// What a final round's winner adds to the explanation of the best.
std::string final_round_text(const TuningRecord &r) {
  std::string round = final_round_of(r);
  if (round.empty()) return "";
  return ", the winner of the final round of " + round + " (" +
         r.provenance.value("finalists", nlohmann::json(0)).dump() + " finalists measured side by side in " +
         r.provenance.value("processes", nlohmann::json(0)).dump() + " runner processes)";
}
}  // namespace

std::optional<int64_t> Database::best_id_on_device(const std::string &key, int64_t device_id,
                                                   CandidateKinds kinds) const {
  // Records of the workload on the device that can be the best (one index range).
  const std::string here = std::string("FROM records INDEXED BY records_best_by_device WHERE workload_key = ? AND ") +
                           "device_id = ? AND median_cost IS NOT NULL " + kind_filter(*impl_, kinds);
  // The final round (TuneOptions::final_processes) measured its finalists side by side in the
  // same processes, so its winner is the best over the single measurements taken before it, which
  // a drift of the machine's speed can order wrongly; a record measured after the round competes
  // with the winner by its median. A round's records share its name as their timestamp
  // (final_round_of), so the timestamp column finds them without parsing the provenance.
  const std::string in_a_round = "AND provenance LIKE '%\"final_round\"%' ";
  std::string round;
  {
    Stmt s = impl_->stmt("SELECT MAX(timestamp) " + here + in_a_round);
    s.bind(1, key).bind(2, device_id);
    if (s.step() && !s.is_null(0)) round = s.text(0);
  }
  auto lowest = [&](const std::string &condition) -> std::optional<std::pair<int64_t, double>> {
    Stmt s = impl_->stmt("SELECT id, median_cost " + here + condition + "ORDER BY median_cost, id LIMIT 1");
    s.bind(1, key).bind(2, device_id);
    if (condition.find("?3") != std::string::npos) s.bind(3, round);
    if (!s.step()) return std::nullopt;
    return std::make_pair(s.int64(0), s.real(1));
  };
  std::optional<std::pair<int64_t, double>> best;
  if (!round.empty()) {
    best = lowest(in_a_round + "AND timestamp = ?3 ");
    auto newer = lowest("AND timestamp > ?3 ");
    if (best && newer && newer->second < best->second) best = newer;
  }
  if (!best) best = lowest("");
  return best ? std::optional<int64_t>(best->first) : std::nullopt;
}

BestMatch Database::best(const std::string &key, const std::string &target, const DeviceFingerprint &device,
                         Compat allowed, CandidateKinds kinds) const {
  BestMatch m;
  // Exact device.
  {
    Stmt s = impl_->stmt("SELECT id FROM devices WHERE target = ? AND fingerprint_hash = ?");
    s.bind(1, target).bind(2, device.hash());
    std::optional<int64_t> id;
    if (s.step()) id = best_id_on_device(key, s.int64(0), kinds);
    if (id) {
      m.record = record_by_id(*id);
      m.matched = Compat::ExactDevice;
      m.explanation = "record " + std::to_string(*id) + " was measured on this device (" + target + ", device " +
                      device.hash() + ")" + final_round_text(*m.record);
      return m;
    }
  }
  // Same target string, another device: the best over each device of that target.
  std::optional<int64_t> best_id;
  double best_cost = std::numeric_limits<double>::infinity();
  int64_t other_devices = 0;
  {
    Stmt s = impl_->stmt("SELECT id FROM devices WHERE target = ?");
    s.bind(1, target);
    std::vector<int64_t> devices;
    while (s.step()) devices.push_back(s.int64(0));
    for (int64_t d : devices) {
      std::optional<int64_t> id = best_id_on_device(key, d, kinds);
      if (!id) continue;
      ++other_devices;
      Stmt c = impl_->stmt("SELECT median_cost FROM records WHERE id = ?");
      c.bind(1, *id);
      c.step();
      double cost = c.real(0);
      if (cost < best_cost || (cost == best_cost && *id < *best_id)) best_cost = cost, best_id = id;
    }
  }
  if (best_id && allowed != Compat::ExactDevice) {
    m.record = record_by_id(*best_id);
    m.matched = Compat::SameTarget;
    m.explanation = "record " + std::to_string(*best_id) + " was measured on another device of target " + target +
                    " (device " + m.record->device.hash() + ", " + m.record->host + ")" + final_round_text(*m.record);
    return m;
  }
  // Any target.
  std::optional<int64_t> any_id;
  {
    Stmt s = impl_->stmt(
        std::string("SELECT id FROM records INDEXED BY records_best_any WHERE workload_key = ? AND median_cost IS NOT "
                    "NULL ") +
        kind_filter(*impl_, kinds) + "ORDER BY median_cost, id LIMIT 1");
    s.bind(1, key);
    if (s.step()) any_id = s.int64(0);
  }
  if (any_id && allowed == Compat::Any) {
    m.record = record_by_id(*any_id);
    m.matched = Compat::Any;
    m.explanation = "record " + std::to_string(*any_id) + " was measured on another target (" + m.record->target +
                    ", " + m.record->host + ")";
    return m;
  }
  // Nothing allowed matched: say what exists.
  int64_t total = 0, failures = 0;
  {
    Stmt s = impl_->stmt("SELECT COUNT(*), COALESCE(SUM(error_kind != ''), 0) FROM records WHERE workload_key = ?");
    s.bind(1, key);
    s.step();
    total = s.int64(0);
    failures = s.int64(1);
  }
  std::string why =
      "no successful record of workload " + key + " on target " + target + " with this device (" + device.hash() + ")";
  if (total == 0) {
    why += ": the database has no record of this workload";
  } else if (best_id) {
    why += "; " + std::to_string(other_devices) +
           " other device(s) of the same target have records (allow them with "
           "the compatibility rule 'target')";
  } else if (any_id) {
    why += "; other targets have records (allow them with the compatibility rule 'any')";
  } else {
    why += ": all " + std::to_string(total) + " record(s) of this workload are failures";
  }
  (void)failures;
  m.explanation = why;
  return m;
}

std::vector<TuningRecord> Database::top_k(const std::string &key, const std::string &target, int k) const {
  if (k <= 0) return {};
  std::string limit = " LIMIT " + std::to_string(k);
  if (target.empty()) {
    return select_records("WHERE r.workload_key = ? AND r.median_cost IS NOT NULL ORDER BY r.median_cost, r.id" + limit,
                          {key});
  }
  return select_records(
      "WHERE r.workload_key = ? AND d.target = ? AND r.median_cost IS NOT NULL ORDER BY r.median_cost, r.id" + limit,
      {key, target});
}

std::vector<TuningRecord> Database::records_of(const std::string &key) const {
  return select_records("WHERE r.workload_key = ? ORDER BY r.id", {key});
}

std::vector<TuningRecord> Database::all_records(const std::string &key, const std::string &target) const {
  if (!key.empty() && !target.empty()) {
    return select_records("WHERE r.workload_key = ? AND d.target = ? ORDER BY r.id", {key, target});
  }
  if (!key.empty()) return select_records("WHERE r.workload_key = ? ORDER BY r.id", {key});
  if (!target.empty()) return select_records("WHERE d.target = ? ORDER BY r.id", {target});
  return select_records("ORDER BY r.id", {});
}

DatabaseStats Database::stats() const {
  DatabaseStats st;
  st.schema_version = schema_version();
  {
    Stmt s =
        impl_->stmt("SELECT COUNT(*), COALESCE(SUM(error_kind != ''), 0), COUNT(DISTINCT workload_key) FROM records");
    s.step();
    st.records = s.int64(0);
    st.failures = s.int64(1);
    st.workloads = s.int64(2);
  }
  {
    Stmt s = impl_->stmt("SELECT COUNT(*) FROM devices");
    s.step();
    st.devices = s.int64(0);
  }
  {
    Stmt s = impl_->stmt(
        "SELECT d.target, COUNT(DISTINCT d.id), COUNT(DISTINCT r.workload_key), COUNT(r.id), "
        "COALESCE(SUM(r.error_kind != ''), 0) FROM devices d LEFT JOIN records r ON r.device_id = d.id "
        "GROUP BY d.target ORDER BY d.target");
    while (s.step()) {
      st.targets.push_back({s.text(0), s.int64(1), s.int64(2), s.int64(3), s.int64(4)});
    }
  }
  {
    Stmt s = impl_->stmt(
        "SELECT error_kind, COUNT(*) FROM records WHERE error_kind != '' GROUP BY error_kind ORDER BY error_kind");
    while (s.step()) st.failure_kinds[s.text(0)] = s.int64(1);
  }
  return st;
}

std::string Database::integrity_check() const {
  Stmt s = impl_->stmt("PRAGMA integrity_check");
  std::string out;
  while (s.step()) {
    if (!out.empty()) out += '\n';
    out += s.text(0);
  }
  return out;
}

}  // namespace ktune
