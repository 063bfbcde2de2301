// ktune's error types: who is at fault, and where.
#pragma once

#include <sstream>
#include <stdexcept>
#include <string>

namespace ktune {

/** Base of every error ktune throws. Nothing in ktune aborts: user mistakes and internal
 * failures both arrive as exceptions, become Python exceptions in the bindings and exit
 * codes in the command line. */
class Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/** The input is wrong: a bad spec, an illegal schedule, a trace that does not apply. */
class UserError : public Error {
 public:
  using Error::Error;
};

/** A schedule primitive or trace step was refused. Names the stage and axis. */
class ScheduleError : public UserError {
 public:
  using UserError::UserError;
};

/** ktune itself is wrong (a broken invariant). Reported, never an abort. */
class InternalError : public Error {
 public:
  using Error::Error;
};

namespace detail {
/** Collects a message with operator<< and throws the error type on destruction-free finish(). */
template <typename E>
class ErrorBuilder {
 public:
  template <typename T>
  ErrorBuilder &operator<<(const T &value) {
    stream_ << value;
    return *this;
  }
  [[noreturn]] void raise() const { throw E(stream_.str()); }

 private:
  std::ostringstream stream_;
};
}  // namespace detail

}  // namespace ktune

/** user_check(cond) << "message": throws UserError with the message when cond is false. */
#define KTUNE_USER_CHECK(cond, ErrorType, msg)           \
  do {                                                   \
    if (!(cond)) {                                       \
      ::ktune::detail::ErrorBuilder<ErrorType> builder_; \
      builder_ << msg;                                   \
      builder_.raise();                                  \
    }                                                    \
  } while (0)

#define user_check(cond, msg) KTUNE_USER_CHECK(cond, ::ktune::UserError, msg)
#define schedule_check(cond, msg) KTUNE_USER_CHECK(cond, ::ktune::ScheduleError, msg)
#define internal_check(cond, msg) KTUNE_USER_CHECK(cond, ::ktune::InternalError, "internal error: " << msg)
