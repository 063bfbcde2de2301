// lib<name>.so: the same objects linked by LLD as a library in process (no linker program is
// run). --no-undefined against libc, libm and libpthread only proves the promise of the
// export: the library needs nothing else at run time.
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>

#include "ExportSteps.h"
#include "ktune/codegen/CodeGen.h"
#include "ktune/support/Error.h"

namespace ktune::exporter {

void link_shared_library(const std::string &path, const std::string &soname,
                         const std::vector<std::string> &object_paths) {
  std::vector<std::string> args = {
      "-shared",       "-o", path,          "-soname",          soname,      "--no-undefined",
      "--gc-sections", "-z", "noexecstack", "--hash-style=gnu", "--build-id"};
  for (auto &o : object_paths) args.push_back(o);
  std::stringstream dirs(KTUNE_SYSTEM_LIB_DIRS);
  for (std::string d; std::getline(dirs, d, ':');) {
    if (!d.empty()) args.push_back("-L" + d);
  }
  for (const char *lib : {"--as-needed", "-lm", "-lpthread", "-lc"}) args.push_back(lib);
  link_with_lld(args, "the shared library '" + path + "'");
}

}  // namespace ktune::exporter
