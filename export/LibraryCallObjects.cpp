// The objects of an exported kernel that is a vendor library call, for ktune export of single
// workloads and of whole models alike: the stub that hands the call to the library-call runtime
// (src/runtime/export/LibraryCalls.c) and the generated epilogue that ktune measured with the
// call, compiled with its op template's schedule (once per library: two dense kernels may share
// one, and an exported kernel of that very DAG serves as well).
#include <set>

#include "ExportSteps.h"
#include "ktune/codegen/CodeGen.h"
#include "ktune/driver/Driver.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/schedule/Template.h"

namespace ktune::exporter {

std::vector<std::string> add_library_call(const std::string &symbol, const Workload &w, ExportedLibraryCall call,
                                          const Target &target, const Target &host,
                                          const std::set<std::string> &kernel_symbols, std::set<std::string> &epilogues,
                                          std::vector<ObjectFile> &objects) {
  if (call.epilogue) {
    CompiledKernel epilogue = build_kernel(schedule_from_template(*call.epilogue, target), target);
    call.call.epilogue_symbol = epilogue.symbol;
    // A GPU epilogue is its host stub (the images and launch, launched on the call's stream).
    if (epilogues.insert(epilogue.symbol).second && !kernel_symbols.count(epilogue.symbol))
      objects.push_back(
          {epilogue.symbol + ".o", target.kind == Target::Kind::CPU
                                       ? epilogue.object
                                       : codegen_gpu_host_stub(epilogue, call.epilogue->args().size(), host)});
  }
  objects.push_back({symbol + ".o", codegen_library_stub(symbol, w.args().size(), call.call, host)});
  return call.call.sonames;
}

}  // namespace ktune::exporter
