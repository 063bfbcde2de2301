// Human-readable text for expressions, statements and tensor DAGs.
#pragma once

#include <ostream>
#include <string>

#include "ktune/ir/Expr.h"
#include "ktune/ir/Workload.h"

namespace ktune {

std::string to_string(const Expr &e);
std::string to_string(const Stmt &s);
std::ostream &operator<<(std::ostream &os, const Expr &e);
std::ostream &operator<<(std::ostream &os, const Stmt &s);

/** The tensor-level program: one line per operation, producers first. */
std::string print_tensor_ir(const Workload &w);

}  // namespace ktune
