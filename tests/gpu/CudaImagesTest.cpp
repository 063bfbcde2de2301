// The runner's module objects: a cubin packed with its PTX comes apart as the cubin then the
// NUL-terminated PTX (the fallback when the device cannot load the cubin); a lone image stays
// one image, PTX terminated, ELF objects untouched.
#include <gtest/gtest.h>

#include "../../tuner/measure/worker/CudaImages.h"

namespace ktune::measure {
namespace {

TEST(CudaImagesTest, APackedCubinComesBackWithItsPtxAsTheFallback) {
  std::string cubin(
      "\x7f"
      "ELF\0\x01"
      "binary\0bytes",
      18);
  std::string ptx = ".version 8.0\n.target sm_90\n";
  std::vector<std::string> images = module_images(pack_cuda_images(cubin, ptx));
  ASSERT_EQ(images.size(), 2u);
  EXPECT_EQ(images[0], cubin);
  EXPECT_EQ(images[1], ptx + std::string(1, '\0'));
}

TEST(CudaImagesTest, ALoneImageIsTriedAlone) {
  std::vector<std::string> ptx = module_images(".version 8.0\n");
  ASSERT_EQ(ptx.size(), 1u);
  EXPECT_EQ(ptx[0].back(), '\0');
  std::string elf(
      "\x7f"
      "ELF\x02",
      5);
  EXPECT_EQ(module_images(elf), std::vector<std::string>{elf});
  // A truncated pack (a size past the end) is not taken apart.
  std::string bad = pack_cuda_images(std::string(100, 'x'), "").substr(0, 40);
  EXPECT_EQ(module_images(bad).size(), 1u);
}

}  // namespace
}  // namespace ktune::measure
