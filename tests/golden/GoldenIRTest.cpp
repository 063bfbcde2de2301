// Golden IR: the final loop IR and the optimised LLVM IR of every template (CPU and GPU) on two
// shapes per op, of the default schedule, of 16-bit float GEMMs and of a few fixed traces, each
// compared with the text checked in under tests/golden/ir/. The targets are named explicitly
// (x86-64-v3, x86-64-v4, sm_80, gfx90a), so the texts are the same on every machine. A
// refactoring of lowering or code generation that changes what is generated fails here with a
// diff; a change that is meant rewrites the files with `bash scripts/update-golden.sh` and
// explains the diff in its commit.
//
// Local LLVM value and block names are renumbered per function in order of appearance (%v0,
// %v1, ...), so that a change of how code generation names its temporaries is not a change of
// the code; global names (kernel symbols, intrinsics) and the loop IR are kept as printed.
#include <gtest/gtest.h>

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "ktune/driver/Driver.h"
#include "ktune/ops/Registry.h"
#include "ktune/schedule/Template.h"

namespace ktune {
namespace {

namespace fs = std::filesystem;

struct GoldenCase {
  std::string name;      // the files' stem under tests/golden/ir/
  std::string spec;      // workload
  std::string target;    // an explicit target string: the same code on every host
  std::string schedule;  // "template", "default", or a trace file under tests/golden/traces/
};

void PrintTo(const GoldenCase &c, std::ostream *os) { *os << c.name; }

const char *const kAvx2 = "llvm -mcpu=x86-64-v3";
const char *const kAvx512 = "llvm -mcpu=x86-64-v4";
const char *const kCuda = "cuda -arch=sm_80";
const char *const kRocm = "rocm -mcpu=gfx90a";

std::string tag(const std::string &target) {
  if (target == kAvx2) return "avx2";
  if (target == kAvx512) return "avx512";
  if (target == kCuda) return "sm80";
  return "gfx90a";
}

std::string file_stem(const std::string &schedule, const std::string &spec, const std::string &target) {
  std::string s = tag(target) + "." + (schedule == "template" || schedule == "default" ? schedule : "trace") + ".";
  bool underscore = false;
  for (char c : spec) {
    if (std::isalnum(static_cast<unsigned char>(c))) {
      s += c;
      underscore = false;
    } else if (!underscore) {
      s += '_';
      underscore = true;
    }
  }
  return s;
}

std::vector<GoldenCase> golden_cases() {
  std::vector<GoldenCase> cases;
  auto add = [&](const std::string &spec, const std::string &target, const std::string &schedule = "template") {
    cases.push_back({file_stem(schedule, spec, target), spec, target, schedule});
  };
  // Two shapes per CPU template (a small odd one, whose partial tiles take the masked paths,
  // and one that the tiles divide), each as AVX2 code; the first also as AVX-512 code.
  const std::vector<std::pair<std::string, std::string>> cpu = {
      {"matmul:M=33,N=70,K=9", "matmul:M=64,N=64,K=32"},
      {"dense:M=8,N=40,K=16,bias=1,act=gelu", "dense:M=32,N=64,K=48,bias=1,act=relu"},
      {"batch_matmul:B=2,M=9,N=17,K=5", "batch_matmul:B=4,M=32,N=32,K=16"},
      {"softmax:M=3,N=50", "softmax:M=16,N=256"},
      {"layernorm:M=3,N=50", "layernorm:M=16,N=256"},
      {"conv2d:N=1,C=4,H=9,W=9,K=6,R=3,S=3,pad=1", "conv2d:N=1,C=8,H=14,W=14,K=16,R=3,S=3,pad=1,stride=2"},
      {"conv2d:N=1,C=4,H=9,W=9,K=6,R=3,S=3,pad=1,layout=nhwc",
       "conv2d:N=1,C=16,H=14,W=14,K=32,R=3,S=3,pad=1,layout=nhwc"},
      {"depthwise_conv2d:N=1,C=5,H=10,W=9,R=3,S=3,pad=1", "depthwise_conv2d:N=1,C=16,H=14,W=14,R=3,S=3,pad=1"},
      {"relu:M=17,N=33", "add:M=16,N=64"},  // the generic template
  };
  for (auto &[small, even] : cpu) {
    add(small, kAvx2);
    add(small, kAvx512);
    add(even, kAvx2);
  }
  // 16-bit floats: storage types converted in integer code (no compiler-rt call) on AVX2.
  add("matmul:M=33,N=17,K=20,dtype=bf16", kAvx2);
  add("matmul:M=33,N=17,K=20,dtype=f16", kAvx2);
  // A lane reduction of many steps (BERT's rows of 768, 12 steps of 64 lanes): its loops stay
  // rolled, with llvm.loop.unroll.disable (lower_lane_reductions).
  add("layernorm:M=4,N=768", kAvx512);
  // The default schedule: the computation's own loop nest.
  add("matmul:M=33,N=70,K=9", kAvx2, "default");
  add("conv2d:N=1,C=4,H=9,W=9,K=6,R=3,S=3,pad=1", kAvx2, "default");
  add("softmax:M=3,N=50", kAvx2, "default");
  // GPU templates: CUDA on two shapes, AMD on the first.
  const std::vector<std::pair<std::string, std::string>> gpu = {
      {"matmul:M=127,N=255,K=63", "matmul:M=256,N=256,K=256"},
      {"dense:M=64,N=256,K=128,bias=1,act=gelu", "dense:M=128,N=512,K=256,bias=1,act=relu,dtype=bf16"},
      {"batch_matmul:B=2,M=33,N=65,K=17", "batch_matmul:B=12,M=128,N=128,K=64"},
      {"softmax:M=100,N=1000", "softmax:M=256,N=1024"},
      {"layernorm:M=64,N=2000", "layernorm:M=256,N=1024"},
      {"conv2d:N=2,C=3,H=17,W=13,K=5,R=3,S=3,pad=1,stride=2",
       "conv2d:N=1,C=64,H=56,W=56,K=64,R=3,S=3,pad=1,layout=nhwc"},
      {"relu:M=17,N=33", "add:M=1000,N=1000"},
  };
  for (auto &[small, even] : gpu) {
    add(small, kCuda);
    add(small, kRocm);
    add(even, kCuda);
  }
  // Fixed traces (tuned schedules from records/, copied here so that a new records file does
  // not change the golden texts): tests/golden/traces/*.json.
  fs::path traces = fs::path(KTUNE_GOLDEN_DIR) / "traces";
  std::vector<fs::path> files;
  for (auto &e : fs::directory_iterator(traces)) {
    if (e.path().extension() == ".json") files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  for (auto &f : files) {
    nlohmann::json j = nlohmann::json::parse(std::ifstream(f));
    cases.push_back({f.stem().string(), j.at("workload").get<std::string>(), j.at("target").get<std::string>(),
                     f.filename().string()});
  }
  return cases;
}

// Renumbers a function's local values and blocks (%name, %7, name:) in order of appearance.
std::string normalise_llvm_ir(const std::string &ir) {
  static const std::regex local(R"(%([-a-zA-Z$._][-a-zA-Z$._0-9]*|[0-9]+)\b)");
  static const std::regex label(R"(^([-a-zA-Z$._][-a-zA-Z$._0-9]*|[0-9]+):)");
  std::istringstream in(ir);
  std::ostringstream out;
  std::map<std::string, std::string> names;
  bool in_function = false;
  auto rename = [&](const std::string &name) {
    auto it = names.find(name);
    if (it == names.end()) it = names.emplace(name, "v" + std::to_string(names.size())).first;
    return it->second;
  };
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("define ", 0) == 0) {
      in_function = true;
      names.clear();
    }
    if (in_function) {
      std::smatch m;
      if (std::regex_search(line, m, label)) line = rename(m[1].str()) + ":" + m.suffix().str();
      std::string renamed;
      auto begin = std::sregex_iterator(line.begin(), line.end(), local);
      size_t last = 0;
      for (auto it = begin; it != std::sregex_iterator(); ++it) {
        renamed += line.substr(last, it->position() - last) + "%" + rename((*it)[1].str());
        last = it->position() + it->length();
      }
      line = renamed + line.substr(last);
    }
    if (line == "}") in_function = false;
    out << line << "\n";
  }
  return out.str();
}

Schedule schedule_of(const GoldenCase &c, const Workload &w, const Target &target) {
  if (c.schedule == "template") return schedule_from_template(w, target);
  if (c.schedule == "default") return Schedule(w);
  nlohmann::json j = nlohmann::json::parse(std::ifstream(fs::path(KTUNE_GOLDEN_DIR) / "traces" / c.schedule));
  return Schedule::replay(w, Trace::from_json(j.at("trace")));
}

std::string read_file(const fs::path &p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The first `max_lines` lines of `diff -u expected actual`.
std::string unified_diff(const fs::path &expected, const fs::path &actual, int max_lines) {
  std::string command = "diff -u '" + expected.string() + "' '" + actual.string() + "' 2>&1";
  std::string out;
  if (FILE *p = popen(command.c_str(), "r")) {
    char buf[4096];
    int lines = 0;
    while (lines < max_lines && fgets(buf, sizeof buf, p)) {
      out += buf;
      ++lines;
    }
    if (lines == max_lines) out += "...\n";
    pclose(p);
  }
  return out.empty() ? "(diff is not installed: compare the two files)\n" : out;
}

bool updating() {
  const char *e = std::getenv("KTUNE_UPDATE_GOLDEN");
  return e && std::string(e) == "1";
}

class GoldenIRTest : public ::testing::TestWithParam<GoldenCase> {};

TEST_P(GoldenIRTest, MatchesTheCheckedInText) {
  const GoldenCase &c = GetParam();
  Workload w = workload_from_spec(c.spec);
  Target target = Target::parse(c.target);
  CodegenOptions options;
  options.keep_llvm_ir = true;
  LowerLog log;
  CompiledKernel k = build_kernel(schedule_of(c, w, target), target, options, &log);
  const std::string header = "; " + w.spec + " on " + c.target + ", schedule " + c.schedule + "\n";
  const std::map<std::string, std::string> texts = {
      {".loops", header + log.back().second},
      {".ll", header + normalise_llvm_ir(k.llvm_ir)},
  };
  for (auto &[ext, text] : texts) {
    fs::path file = fs::path(KTUNE_GOLDEN_DIR) / "ir" / (c.name + ext);
    if (updating()) {
      std::ofstream(file, std::ios::binary) << text;
      continue;
    }
    ASSERT_TRUE(fs::exists(file)) << file << " is missing: bash scripts/update-golden.sh writes it";
    if (read_file(file) == text) continue;
    // The new text beside the test's working directory, and the first lines of `diff -u`.
    fs::path actual = fs::current_path() / "golden-actual" / (c.name + ext);
    fs::create_directories(actual.parent_path());
    std::ofstream(actual, std::ios::binary) << text;
    ADD_FAILURE() << c.name << ext << " changed (the new text is " << actual.string() << "):\n"
                  << unified_diff(file, actual, 60)
                  << "If the change is meant, rewrite the golden files with bash scripts/update-golden.sh and say in "
                     "the commit why each change is right.";
  }
}

INSTANTIATE_TEST_SUITE_P(Golden, GoldenIRTest, ::testing::ValuesIn(golden_cases()),
                         [](const ::testing::TestParamInfo<GoldenCase> &info) {
                           std::string name;
                           for (char ch : info.param.name)
                             name += std::isalnum(static_cast<unsigned char>(ch)) ? ch : '_';
                           return name;
                         });

TEST(GoldenIRFilesTest, EveryFileBelongsToACase) {
  std::set<std::string> expected;
  for (auto &c : golden_cases()) {
    expected.insert(c.name + ".loops");
    expected.insert(c.name + ".ll");
  }
  for (auto &e : fs::directory_iterator(fs::path(KTUNE_GOLDEN_DIR) / "ir")) {
    std::string name = e.path().filename().string();
    if (updating() && !expected.count(name)) {
      fs::remove(e.path());
      continue;
    }
    EXPECT_TRUE(expected.count(name)) << name
                                      << " in tests/golden/ir is no case's file: remove it (update-golden.sh does)";
  }
}

TEST(GoldenIRFilesTest, NormalisingRenumbersLocalsOnly) {
  std::string ir =
      "@g = global i32 0\n"
      "define void @f(ptr %A, i64 %n) {\n"
      "entry:\n"
      "  %closure12 = alloca i64\n"
      "  br label %loop.body\n"
      "loop.body:                ; preds = %entry\n"
      "  %0 = load i32, ptr @g\n"
      "  ret void\n"
      "}\n"
      "define void @h(ptr %A) {\n"
      "  ret void\n"
      "}\n";
  EXPECT_EQ(normalise_llvm_ir(ir),
            "@g = global i32 0\n"
            "define void @f(ptr %v0, i64 %v1) {\n"
            "v2:\n"
            "  %v3 = alloca i64\n"
            "  br label %v4\n"
            "v4:                ; preds = %v2\n"
            "  %v5 = load i32, ptr @g\n"
            "  ret void\n"
            "}\n"
            "define void @h(ptr %v0) {\n"
            "  ret void\n"
            "}\n");
}

}  // namespace
}  // namespace ktune
