// A thin RAII layer over the SQLite C API: statements, binding, stepping, errors that name the file.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>

#include <sqlite3.h>

namespace ktune::sqlite {

/** Throws UserError for a file that is not a database or cannot be opened, InternalError for
 * other SQLite failures; the message names the file and what was being done. */
[[noreturn]] void fail(sqlite3 *db, int rc, const std::string &what, const std::string &path);

/** Runs SQL without results (one or more statements). */
void exec(sqlite3 *db, const std::string &sql, const std::string &path);

/** A prepared statement borrowed from a cache: reset and unbound when it goes out of scope. */
class Stmt {
 public:
  Stmt(sqlite3_stmt *stmt, sqlite3 *db, const std::string &path) : stmt_(stmt), db_(db), path_(path) {}
  ~Stmt();
  Stmt(const Stmt &) = delete;
  Stmt &operator=(const Stmt &) = delete;

  Stmt &bind(int index, const std::string &value);
  Stmt &bind(int index, int64_t value);
  Stmt &bind(int index, double value);
  Stmt &bind_null(int index);
  /** True when a row is ready, false when done. */
  bool step();
  /** Steps a statement that returns no rows. */
  void run();

  bool is_null(int col) const;
  int64_t int64(int col) const;
  double real(int col) const;
  std::string text(int col) const;

 private:
  sqlite3_stmt *stmt_;
  sqlite3 *db_;
  const std::string &path_;
};

/** Prepared statements by SQL text, finalized with the cache. */
class StmtCache {
 public:
  ~StmtCache();
  sqlite3_stmt *get(sqlite3 *db, const std::string &sql, const std::string &path);
  void clear();

 private:
  std::map<std::string, sqlite3_stmt *> stmts_;
};

}  // namespace ktune::sqlite
