// Status propagation helpers. Debian's Abseil (20220623) ships no status_macros.h, so cvtidy
// carries the two it needs.
#ifndef CVTIDY_SRC_BASE_STATUS_MACROS_H_
#define CVTIDY_SRC_BASE_STATUS_MACROS_H_

#include <utility>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

// Returns the status from the enclosing function when `expr` is not OK.
#define CVTIDY_RETURN_IF_ERROR(expr)        \
  do {                                      \
    ::absl::Status cvtidy_status_ = (expr); \
    if (!cvtidy_status_.ok()) {             \
      return cvtidy_status_;                \
    }                                       \
  } while (false)

#define CVTIDY_STATUS_CONCAT_INNER_(a, b) a##b
#define CVTIDY_STATUS_CONCAT_(a, b) CVTIDY_STATUS_CONCAT_INNER_(a, b)

// Evaluates `rexpr` (a StatusOr<T>); returns its status on error, else moves the value into
// `lhs`, which may be a declaration (`auto x`) or an existing variable.
#define CVTIDY_ASSIGN_OR_RETURN(lhs, rexpr) \
  CVTIDY_ASSIGN_OR_RETURN_IMPL_(CVTIDY_STATUS_CONCAT_(cvtidy_statusor_, __LINE__), lhs, rexpr)

#define CVTIDY_ASSIGN_OR_RETURN_IMPL_(statusor, lhs, rexpr) \
  auto statusor = (rexpr);                                  \
  if (!statusor.ok()) {                                     \
    return std::move(statusor).status();                    \
  }                                                         \
  lhs = *std::move(statusor)

#endif  // CVTIDY_SRC_BASE_STATUS_MACROS_H_
