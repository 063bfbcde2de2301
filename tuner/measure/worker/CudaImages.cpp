#include "CudaImages.h"

#include <cstdint>

namespace ktune::measure {

namespace {
constexpr char kImagesMagic[] = "KTUNE-CUDA-IMAGES1";

}  // namespace

std::vector<std::string> module_images(const std::string &object) {
  std::vector<std::string> images;
  size_t magic = sizeof(kImagesMagic) - 1;
  if (object.compare(0, magic, kImagesMagic) == 0 && object.size() >= magic + 8) {
    uint64_t cubin_bytes = 0;
    for (int i = 0; i < 8; ++i) cubin_bytes |= uint64_t{static_cast<unsigned char>(object[magic + i])} << (8 * i);
    if (cubin_bytes <= object.size() - magic - 8) {
      images.push_back(object.substr(magic + 8, cubin_bytes));
      images.push_back(object.substr(magic + 8 + cubin_bytes));
    }
  }
  if (images.empty()) images.push_back(object);
  for (auto &image : images) {
    if (image.rfind("\x7f"
                    "ELF",
                    0) != 0 &&
        (image.empty() || image.back() != '\0'))
      image.push_back('\0');
  }
  return images;
}

std::string pack_cuda_images(const std::string &cubin, const std::string &ptx) {
  std::string out(kImagesMagic);
  uint64_t n = cubin.size();
  for (int i = 0; i < 8; ++i) out.push_back(static_cast<char>((n >> (8 * i)) & 0xff));
  return out + cubin + ptx;
}

}  // namespace ktune::measure
