// The steps of ktune export (private to export/).
#pragma once

#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "ktune/database/Database.h"
#include "ktune/export/Export.h"
#include "ktune/ir/Workload.h"
#include "ktune/target/Target.h"

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

/** An exported kernel `symbol` of workload w, chosen by the one policy (SchedulePolicy.h): the
 * database's best record (none: skipped), where library_calls allows a library
 * call that export can write; else the closest shipped record, else the template. A database
 * record comes with its library-or-generated decision. For `ktune export` and `--model` alike. */
KernelChoice choose_exported_kernel(const Workload &w, const std::string &symbol, const Target &target,
                                    const Database *db, const std::string &db_path, bool library_calls);

/** Adds the objects of a kernel `symbol` of workload w that is the library call `call` (as the
 * policy made it for export: KernelChoice::exported_call) to objects: its stub (for the host
 * CPU) and, where the call has one, its generated epilogue, unless `epilogues` already holds that
 * epilogue or `kernel_symbols` (the library's own kernels) has it. Returns the files the call
 * loads, in the order it tries them. */
std::vector<std::string> add_library_call(const std::string &symbol, const Workload &w, ExportedLibraryCall call,
                                          const Target &target, const Target &host,
                                          const std::set<std::string> &kernel_symbols, std::set<std::string> &epilogues,
                                          std::vector<ObjectFile> &objects);

}  // namespace ktune::exporter
