// The IR's named vocabularies: memory scopes and GPU launch indices, parsed in one place each.
#include <gtest/gtest.h>

#include "ktune/ir/MemoryScope.h"
#include "ktune/ir/ThreadTag.h"

namespace ktune {
namespace {

TEST(MemoryScopeTest, EveryScopeHasOneNameThatParsesBack) {
  for (MemoryScope s : {MemoryScope::Global, MemoryScope::Local, MemoryScope::Shared})
    EXPECT_EQ(parse_memory_scope(scope_name(s)), s);
  EXPECT_STREQ(scope_name(MemoryScope::Shared), "shared");
  EXPECT_FALSE(parse_memory_scope("texture").has_value());
  EXPECT_FALSE(parse_memory_scope("Shared").has_value());
}

TEST(ThreadTagTest, TheSixLaunchIndicesAndNothingElse) {
  int parsed = 0;
  for (const char *text : {"blockIdx.x", "blockIdx.y", "blockIdx.z", "threadIdx.x", "threadIdx.y", "threadIdx.z"}) {
    auto t = ThreadTag::parse(text);
    ASSERT_TRUE(t.has_value()) << text;
    EXPECT_EQ(t->str(), text);
    ++parsed;
  }
  EXPECT_EQ(parsed, 6);
  EXPECT_EQ(ThreadTag::parse("threadIdx.y")->dim, 1);
  EXPECT_TRUE(is_thread_index("threadIdx.z"));
  EXPECT_FALSE(is_thread_index("blockIdx.z"));
  EXPECT_TRUE(is_block_index("blockIdx.x"));
  // Prefix tests once let these through.
  for (const char *bad : {"threadIdx.w", "threadIdx.", "threadIdx.xx", "blockIdx", "vthread", ""}) {
    EXPECT_FALSE(ThreadTag::parse(bad).has_value()) << bad;
    EXPECT_FALSE(is_thread_index(bad)) << bad;
  }
}

}  // namespace
}  // namespace ktune
