// LLD as a library: the ELF linker run in this process (no linker program is started), for
// the AMDGPU code objects and for `ktune export`'s shared libraries.
#include <lld/Common/Driver.h>
#include <llvm/Support/raw_ostream.h>

#include <mutex>

#include "LLVMSupport.h"
#include "ktune/support/Error.h"

LLD_HAS_DRIVER(elf)

namespace ktune {

void link_with_lld(const std::vector<std::string> &args, const std::string &what) {
  std::vector<const char *> argv = {"ld.lld"};
  for (auto &a : args) argv.push_back(a.c_str());
  std::string out_text, err_text;
  llvm::raw_string_ostream out(out_text), err(err_text);
  // LLD keeps global state per link: one link at a time in this process.
  static std::mutex one_link;
  std::lock_guard<std::mutex> lock(one_link);
  lld::Result r = lld::lldMain(argv, out, err, {{lld::Gnu, &lld::elf::link}});
  user_check(r.retCode == 0, "linking " << what << " failed: " << err.str());
  internal_check(r.canRunAgain, "LLD cannot link again in this process after linking " << what);
}

}  // namespace ktune
