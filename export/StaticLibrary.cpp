// lib<name>.a: the kernels' objects, the lookup table and the runtime in one GNU archive with a
// symbol table, written by LLVM's archive writer in process.
#include <llvm/Object/ArchiveWriter.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/raw_ostream.h>

#include "ExportSteps.h"
#include "ktune/support/Error.h"

namespace ktune::exporter {

void write_static_library(const std::string &path, const std::vector<ObjectFile> &objects) {
  std::vector<llvm::NewArchiveMember> members;
  for (auto &o : objects) {
    llvm::NewArchiveMember m(llvm::MemoryBufferRef(o.bytes, o.name));
    members.push_back(std::move(m));
  }
  llvm::Error e = llvm::writeArchive(path, members, llvm::SymtabWritingMode::NormalSymtab, llvm::object::Archive::K_GNU,
                                     /*Deterministic=*/true, /*Thin=*/false);
  if (e) {
    std::string message;
    llvm::raw_string_ostream os(message);
    os << e;
    llvm::consumeError(std::move(e));
    user_check(false, "cannot write the static library '" << path << "': " << message);
  }
}

}  // namespace ktune::exporter
