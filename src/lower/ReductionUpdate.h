// The reduction updates that make_loop_nest leaves for the reduction passes (private to lower/).
//
// A stage whose reduction is vectorized (vectorize_reduction) or shared by a block's threads
// (a reduction axis bound to threadIdx.*) gets the update `buf[i] = reduce(source, axes, buf[i])`
// instead of `buf[i] = combine(buf[i], source)`: the Reduce names the stage's reduction loops,
// outermost first, and starts from the accumulator. lower_thread_reductions and
// lower_lane_reductions find the nest of those loops and rewrite it through partial results.
#pragma once

#include <functional>

#include "ktune/ir/Expr.h"

namespace ktune {

struct ReductionUpdate {
  const BufferStore *store = nullptr;
  const Reduce *reduce = nullptr;
};

/** Whether v is the variable of one of reduce's axes. */
bool is_reduction_axis(const Reduce *reduce, const Variable *v);

/** The update whose outermost reduction loop is loop, if loop is one. */
ReductionUpdate find_reduction_update(const For *loop);

/** The loop of the nest (loop and the loops inside it) over one of update's axes for which
 * pred holds, or nullptr. */
const For *find_reduction_loop(const For *loop, const ReductionUpdate &update,
                               const std::function<bool(const For *)> &pred);

/** The nest with the update store replaced by replacement. */
Stmt replace_update(const Stmt &nest, const ReductionUpdate &update, const Stmt &replacement);

}  // namespace ktune
