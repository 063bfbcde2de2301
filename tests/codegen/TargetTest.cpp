// CPU targets: whether one runs here is decided by its instructions, not its name; the x86-64
// levels' vector widths and register counts; -mattr in the target string; KTUNE_HOST_TARGET.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <string>

#include "ktune/support/Error.h"
#include "ktune/target/CpuCaches.h"
#include "ktune/target/Target.h"

namespace ktune {
namespace {

TEST(TargetTest, LowerX86LevelsRunOnEveryHostThatHasTheirFeatures) {
  // Every machine this project runs on has AVX2 and FMA (x86-64-v3).
  for (const char *text : {"llvm -mcpu=x86-64-v2", "llvm -mcpu=x86-64-v3", "llvm -mcpu=x86-64"}) {
    Target t = Target::parse(text);
    EXPECT_TRUE(t.runs_here) << text << " lacks " << missing_cpu_features(t).size() << " features";
    EXPECT_TRUE(missing_cpu_features(t).empty()) << text;
    EXPECT_TRUE(target_runs_here(t)) << text;
  }
  Target v4 = Target::parse("llvm -mcpu=x86-64-v4");
  EXPECT_EQ(v4.runs_here, Target::detected_host().has_feature("avx512f"));
}

TEST(TargetTest, LevelsSayTheirVectorWidthAndRegisters) {
  Target v2 = Target::parse("llvm -mcpu=x86-64-v2"), v3 = Target::parse("llvm -mcpu=x86-64-v3"),
         v4 = Target::parse("llvm -mcpu=x86-64-v4"), zen3 = Target::parse("llvm -mcpu=znver3");
  EXPECT_EQ(v2.vector_bits(), 128);
  EXPECT_EQ(v2.vector_registers(), 16);
  EXPECT_FALSE(v2.has_feature("avx"));
  EXPECT_FALSE(v2.has_feature("f16c"));
  EXPECT_EQ(v3.vector_bits(), 256);
  EXPECT_EQ(v3.vector_registers(), 16);
  EXPECT_TRUE(v3.has_feature("fma"));
  EXPECT_TRUE(v3.has_feature("f16c"));
  EXPECT_EQ(v4.vector_bits(), 512);
  EXPECT_EQ(v4.vector_registers(), 32);
  EXPECT_EQ(zen3.vector_bits(), 256);
  EXPECT_FALSE(zen3.has_feature("avx512f"));
  // -mattr=-avx512f takes AVX-512 away from any CPU, and stays in the target string.
  Target no512 = Target::parse("llvm -mcpu=x86-64-v4 -mattr=-avx512f");
  EXPECT_EQ(no512.vector_bits(), 256);
  EXPECT_EQ(no512.str(), "llvm -mcpu=x86-64-v4 -mattr=-avx512f");
  EXPECT_TRUE(no512.runs_here);  // every other v4 feature it keeps is AVX2-level or below
}

TEST(TargetTest, X86LevelsFollowThePsABI) {
  EXPECT_EQ(Target::parse("llvm -mcpu=x86-64").x86_level(), 1);
  EXPECT_EQ(Target::parse("llvm -mcpu=x86-64-v2").x86_level(), 2);
  EXPECT_EQ(Target::parse("llvm -mcpu=x86-64-v3").x86_level(), 3);
  EXPECT_EQ(Target::parse("llvm -mcpu=znver3").x86_level(), 3);
  EXPECT_EQ(Target::parse("llvm -mcpu=x86-64-v4").x86_level(), 4);
  EXPECT_EQ(Target::parse("llvm -mcpu=znver4").x86_level(), 4);
  EXPECT_EQ(Target::parse("llvm -mcpu=znver4 -mattr=-avx512f").x86_level(), 3);
  EXPECT_EQ(Target::parse("cuda -arch=sm_90").x86_level(), 0);
}

TEST(TargetTest, ARefusalNamesTheMissingFeatures) {
  Target arm = Target::parse("llvm -mtriple=aarch64-linux-gnu -mcpu=generic");
  EXPECT_FALSE(arm.runs_here);
  std::string why;
  EXPECT_FALSE(target_runs_here(arm, &why));
  EXPECT_NE(why.find("aarch64"), std::string::npos) << why;
  // AMX (Intel) and SSE4a (AMD): no CPU has both.
  Target both = Target::parse("llvm -mattr=+amx-tile,+sse4a");
  EXPECT_FALSE(both.runs_here);
  EXPECT_FALSE(target_runs_here(both, &why));
  EXPECT_TRUE(why.find("amx-tile") != std::string::npos || why.find("sse4a") != std::string::npos) << why;
}

TEST(TargetTest, BadCpuTargetsAreClearErrors) {
  EXPECT_THROW(Target::parse("llvm -mcpu=x86-64-v9"), UserError);
  EXPECT_THROW(Target::parse("llvm -mattr=avx2"), UserError);  // no + or -
  EXPECT_THROW(Target::parse("llvm -mcpu="), UserError);
  EXPECT_THROW(Target::parse("llvm -O3"), UserError);
}

TEST(TargetTest, HostTargetCanBeForcedToALowerLevel) {
  const char *saved = std::getenv("KTUNE_HOST_TARGET");
  std::string keep = saved ? saved : "";
  setenv("KTUNE_HOST_TARGET", "llvm -mcpu=x86-64-v2", 1);
  EXPECT_EQ(Target::host().str(), "llvm -mcpu=x86-64-v2");
  EXPECT_EQ(Target::parse("llvm").str(), "llvm -mcpu=x86-64-v2");
  EXPECT_NE(Target::detected_host().cpu, "x86-64-v2");  // the machine itself is still itself
  setenv("KTUNE_HOST_TARGET", "llvm -mtriple=aarch64-linux-gnu -mcpu=generic", 1);
  EXPECT_THROW(Target::host(), UserError);
  if (saved)
    setenv("KTUNE_HOST_TARGET", keep.c_str(), 1);
  else
    unsetenv("KTUNE_HOST_TARGET");
}

TEST(TargetTest, TheLastLevelCacheIsTheHighestDataLevelLinuxReports) {
  // Of the data or unified caches that sysfs lists for cpu0 with a size, the one of the highest
  // level (entries without a size, as some firmware lists them, are skipped).
  int64_t llc = host_last_level_cache_bytes();
  int best_level = 0;
  int64_t want = 0;
  for (int index = 0; index < 16; ++index) {
    std::string dir = "/sys/devices/system/cpu/cpu0/cache/index" + std::to_string(index) + "/";
    std::ifstream level_file(dir + "level"), type_file(dir + "type"), size_file(dir + "size");
    int level = 0;
    std::string type, size;
    if (!(level_file >> level)) break;
    if (!(type_file >> type) || type == "Instruction" || !(size_file >> size) || size.empty()) continue;
    int64_t bytes = std::stoll(size) << (size.back() == 'K' ? 10 : size.back() == 'M' ? 20 : 0);
    if (level > best_level && bytes > 0) {
      best_level = level;
      want = bytes;
    }
  }
  if (want == 0) GTEST_SKIP() << "this machine's sysfs lists no cache with a size";
  EXPECT_EQ(llc, want) << "level " << best_level;
  // Only for the machine that runs the code: a GPU target's cache is not this one.
  EXPECT_EQ(last_level_cache_bytes(Target::host()), llc);
  EXPECT_EQ(last_level_cache_bytes(Target::parse("cuda -arch=sm_90")), 0);
}

}  // namespace
}  // namespace ktune
