// A workload as JSON: how a user's own compute DAG (one with no registry op) travels to the
// measurement processes, is stored in the tuning database and comes back from Python.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "ktune/ir/Workload.h"

namespace ktune {

/** {"format": "ktune-dag", "version": 1, "tensors": [...], "inputs": [names], "outputs": [names]}.
 * Each tensor: {"name", "dtype", "shape"} for a placeholder ("placeholder": true), plus
 * {"tag", "axes": [names], "body": expr} for a compute. Expressions: {"int": v, "dtype"},
 * {"float": v, "dtype"}, {"var": name}, {"read": tensor, "indices": [...]},
 * {"op": "add"|"sub"|"mul"|"div"|"floordiv"|"floormod"|"min"|"max"|"eq"|"ne"|"lt"|"le"|"gt"|
 * "ge"|"and"|"or", "a", "b"}, {"op": "not", "a"}, {"op": "select", "cond", "a", "b"},
 * {"op": "cast", "dtype", "a"}, {"op": "call", "fn": "exp"|..., "args": [...]},
 * {"op": "reduce", "kind": "sum"|"max"|"min", "axes": [{"name", "extent"}], "source", "init"?}.
 * Variables are referred to by name: the compute's axes and its reduction's axes. */
nlohmann::json workload_to_json(const Workload &w);

/** Rebuilds the workload (op_name "custom", spec = the compact JSON text, flops counted).
 * Throws UserError naming the tensor and the place in its body that is wrong. */
Workload workload_from_json(const nlohmann::json &j);

/** Floating point operations of one run, counted from the bodies: each arithmetic node on
 * floats (a fused multiply-add 2, a math function 1) times the iterations that evaluate it. */
double count_flops(const Workload &w);

}  // namespace ktune
