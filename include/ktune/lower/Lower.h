// The lowering pipeline: from a schedule to the loop IR that code generators take.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "ktune/schedule/Schedule.h"

namespace ktune {

/** A kernel in loop IR: flat buffers, explicit vectors, parallel loops marked. */
struct LoweredFunc {
  std::string name;
  std::vector<Buffer> args;
  Stmt body;
};

/** The IR after each pass, for `ktune inspect` and debugging. */
using LowerLog = std::vector<std::pair<std::string, std::string>>;

/** Runs the lowering passes in order (see Lower.cpp, which is the list). */
LoweredFunc lower(const Schedule &sch, const std::string &name, LowerLog *log = nullptr);

}  // namespace ktune
