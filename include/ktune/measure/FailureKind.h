// The failure kinds of a measurement: the one table of their names, which the workers send, the
// harness parses and records keep in error_kind (an empty kind means success).
#pragma once

#include <string>

#include "ktune/support/Error.h"

namespace ktune {

/** Why a candidate has no cost. */
enum class MeasureError {
  None,
  CompileError,    // lowering or code generation refused it
  CompileTimeout,  // the build took longer than build_timeout_s
  RuntimeError,    // it could not be loaded or run (link error, buffer overrun, ...)
  Crash,           // the runner died (signal) while running it
  RunTimeout,      // check plus timing took longer than run_timeout_s
  WrongResult,     // its output differs from the reference beyond the tolerance
};

struct FailureKind {
  MeasureError error;
  const char *name;
};

inline constexpr FailureKind kFailureKinds[] = {
    {MeasureError::CompileError, "compile_error"}, {MeasureError::CompileTimeout, "compile_timeout"},
    {MeasureError::RuntimeError, "runtime_error"}, {MeasureError::Crash, "crash"},
    {MeasureError::RunTimeout, "run_timeout"},     {MeasureError::WrongResult, "wrong_result"},
};

/** The kind's name ("" for None). */
constexpr const char *measure_error_name(MeasureError e) {
  for (const FailureKind &k : kFailureKinds) {
    if (k.error == e) return k.name;
  }
  return "";
}

/** The kind of a name; UserError for a name not in the table. */
inline MeasureError parse_measure_error(const std::string &name) {
  if (name.empty()) return MeasureError::None;
  for (const FailureKind &k : kFailureKinds) {
    if (name == k.name) return k.error;
  }
  user_check(false, "unknown measurement error kind '" << name << "'");
  return MeasureError::None;
}

}  // namespace ktune
