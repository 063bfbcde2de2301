#include "Sqlite.h"

#include "ktune/support/Error.h"

namespace ktune::sqlite {

void fail(sqlite3 *db, int rc, const std::string &what, const std::string &path) {
  std::string detail = db ? sqlite3_errmsg(db) : sqlite3_errstr(rc);
  int primary = rc & 0xff;
  if (primary == SQLITE_NOTADB || primary == SQLITE_CANTOPEN) {
    throw UserError("database " + path + ": " + what + ": " + detail);
  }
  if (primary == SQLITE_BUSY || primary == SQLITE_LOCKED) {
    throw InternalError("database " + path + ": " + what + ": " + detail +
                        " (another process held the file longer than the busy timeout)");
  }
  throw InternalError("database " + path + ": " + what + ": " + detail);
}

void exec(sqlite3 *db, const std::string &sql, const std::string &path) {
  char *message = nullptr;
  int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &message);
  if (rc != SQLITE_OK) {
    std::string detail = message ? message : sqlite3_errstr(rc);
    sqlite3_free(message);
    fail(db, rc, "'" + sql.substr(0, 60) + "' failed (" + detail + ")", path);
  }
}

Stmt::~Stmt() {
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
}

Stmt &Stmt::bind(int index, const std::string &value) {
  int rc = sqlite3_bind_text(stmt_, index, value.data(), static_cast<int>(value.size()), SQLITE_TRANSIENT);
  if (rc != SQLITE_OK) fail(db_, rc, "binding a value", path_);
  return *this;
}
Stmt &Stmt::bind(int index, int64_t value) {
  int rc = sqlite3_bind_int64(stmt_, index, value);
  if (rc != SQLITE_OK) fail(db_, rc, "binding a value", path_);
  return *this;
}
Stmt &Stmt::bind(int index, double value) {
  int rc = sqlite3_bind_double(stmt_, index, value);
  if (rc != SQLITE_OK) fail(db_, rc, "binding a value", path_);
  return *this;
}
Stmt &Stmt::bind_null(int index) {
  int rc = sqlite3_bind_null(stmt_, index);
  if (rc != SQLITE_OK) fail(db_, rc, "binding a value", path_);
  return *this;
}

bool Stmt::step() {
  int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  fail(db_, rc, std::string("running '") + sqlite3_sql(stmt_) + "'", path_);
}

void Stmt::run() {
  while (step()) {
  }
}

bool Stmt::is_null(int col) const { return sqlite3_column_type(stmt_, col) == SQLITE_NULL; }
int64_t Stmt::int64(int col) const { return sqlite3_column_int64(stmt_, col); }
double Stmt::real(int col) const { return sqlite3_column_double(stmt_, col); }
std::string Stmt::text(int col) const {
  const unsigned char *p = sqlite3_column_text(stmt_, col);
  return p ? std::string(reinterpret_cast<const char *>(p), sqlite3_column_bytes(stmt_, col)) : std::string();
}

StmtCache::~StmtCache() { clear(); }

void StmtCache::clear() {
  for (auto &[sql, stmt] : stmts_) sqlite3_finalize(stmt);
  stmts_.clear();
}

sqlite3_stmt *StmtCache::get(sqlite3 *db, const std::string &sql, const std::string &path) {
  auto it = stmts_.find(sql);
  if (it != stmts_.end()) return it->second;
  sqlite3_stmt *stmt = nullptr;
  int rc = sqlite3_prepare_v3(db, sql.c_str(), -1, SQLITE_PREPARE_PERSISTENT, &stmt, nullptr);
  if (rc != SQLITE_OK) fail(db, rc, "preparing '" + sql + "'", path);
  stmts_.emplace(sql, stmt);
  return stmt;
}

}  // namespace ktune::sqlite
