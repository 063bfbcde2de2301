// The steps of ktune export (private to export/).
#pragma once

#include <string>
#include <vector>

namespace ktune::exporter {

struct ObjectFile {
  std::string name;   // member name in the archive, file name on disk
  std::string bytes;  // a relocatable ELF object
};

void write_static_library(const std::string &path, const std::vector<ObjectFile> &objects);
void link_shared_library(const std::string &path, const std::string &soname,
                         const std::vector<std::string> &object_paths);

/** The export runtime's object (src/runtime/export/KtuneRuntime.c, compiled with ktune and
 * embedded in it by cmake/EmbedFile.cmake). */
std::string runtime_object();
/** The library-call runtime's object (src/runtime/export/LibraryCalls.c, embedded alike), for
 * libraries with a kernel that is a vendor library call. */
std::string library_calls_object();

}  // namespace ktune::exporter
