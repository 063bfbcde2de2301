// lib<name>.so: the same objects linked by LLD as a library in process (no linker program is
// run). --no-undefined against libc, libm and libpthread only proves the promise of the
// export: the library needs nothing else at run time.
#include <lld/Common/Driver.h>
#include <llvm/Support/raw_ostream.h>

#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>

#include "ExportSteps.h"
#include "ktune/support/Error.h"

LLD_HAS_DRIVER(elf)

namespace ktune::exporter {

void link_shared_library(const std::string &path, const std::string &soname, const std::vector<std::string> &object_paths) {
  std::vector<std::string> args = {"ld.lld", "-shared", "-o", path, "-soname", soname, "--no-undefined",
                                   "--gc-sections", "-z", "noexecstack", "--hash-style=gnu", "--build-id"};
  for (auto &o : object_paths) args.push_back(o);
  std::stringstream dirs(KTUNE_SYSTEM_LIB_DIRS);
  for (std::string d; std::getline(dirs, d, ':');) {
    if (!d.empty()) args.push_back("-L" + d);
  }
  for (const char *lib : {"--as-needed", "-lm", "-lpthread", "-lc"}) args.push_back(lib);
  std::vector<const char *> argv;
  for (auto &a : args) argv.push_back(a.c_str());
  std::string out_text, err_text;
  llvm::raw_string_ostream out(out_text), err(err_text);
  // LLD keeps global state per link: one link at a time in this process.
  static std::mutex one_link;
  std::lock_guard<std::mutex> lock(one_link);
  lld::Result r = lld::lldMain(argv, out, err, {{lld::Gnu, &lld::elf::link}});
  user_check(r.retCode == 0, "linking the shared library '" << path << "' failed: " << err.str());
}

}  // namespace ktune::exporter
