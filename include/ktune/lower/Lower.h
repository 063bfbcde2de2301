// The lowering pipeline: from a schedule to the loop IR that code generators take.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "ktune/schedule/Schedule.h"

namespace ktune {

/** A parallel loop that runs on the CPU's thread pool (outline_parallel_loops): the function
 * its body becomes and what the body uses from outside the loop, in the closure's order. The
 * pointers are nodes of the LoweredFunc's body. */
struct ParallelTask {
  const Variable *loop_var = nullptr;
  std::string name;  // <kernel>.parallelN
  std::vector<const Variable *> captured_vars;
  std::vector<const BufferNode *> captured_buffers;
};

/** A kernel in loop IR: flat buffers, explicit vectors, parallel loops marked and outlined. */
struct LoweredFunc {
  std::string name;
  std::vector<Buffer> args;
  Stmt body;
  /** One per outermost parallel loop, in the order of the body (code generators meet them so). */
  std::vector<ParallelTask> tasks;
};

/** The IR after each pass, for `ktune inspect` and debugging. */
using LowerLog = std::vector<std::pair<std::string, std::string>>;

/** Runs the lowering passes in order (see Lower.cpp, which is the list). */
LoweredFunc lower(const Schedule &sch, const std::string &name, LowerLog *log = nullptr);

}  // namespace ktune
