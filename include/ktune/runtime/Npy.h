// NumPy's .npy files: how arrays travel between ktune and Python or other runtimes.
#pragma once

#include <string>

#include "ktune/runtime/NDArray.h"

namespace ktune {

/** Reads a .npy file (format 1.0 to 3.0, C order, little-endian f32, f64, f16, i64, i32, i8,
 * u8 or bool). Throws UserError naming the file and what is wrong (not .npy, Fortran order, an
 * element type ktune does not read, a truncated file). */
NDArray read_npy(const std::string &path);

/** Writes an array as a .npy file (format 1.0). Throws UserError when the file cannot be
 * written. */
void write_npy(const std::string &path, const NDArray &a);

}  // namespace ktune
