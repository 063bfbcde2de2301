// A CUDA kernel's images in one module object: the cubin ptxas made where the kernel was
// built, and its PTX, which the runner JIT-compiles when the device cannot load the cubin
// (another architecture family, a driver older than the toolkit).
#pragma once

#include <string>
#include <vector>

namespace ktune::measure {

/** "KTUNE-CUDA-IMAGES1", the cubin's size (8 bytes, little-endian), the cubin, the PTX. */
std::string pack_cuda_images(const std::string &cubin, const std::string &ptx);

/** The images of a module object to try in order: a packed cubin then its PTX, or the one
 * image given (a cubin, PTX or an AMDGPU code object). PTX comes NUL-terminated, as the driver
 * wants it. */
std::vector<std::string> module_images(const std::string &object);

}  // namespace ktune::measure
