// The embedded export runtime objects (see ExportSteps.h).
#include "ExportSteps.h"

extern const unsigned char ktune_export_runtime_object[];
extern const unsigned long ktune_export_runtime_object_size;
extern const unsigned char ktune_export_library_calls_object[];
extern const unsigned long ktune_export_library_calls_object_size;

namespace ktune::exporter {

std::string runtime_object() {
  return std::string(reinterpret_cast<const char *>(ktune_export_runtime_object), ktune_export_runtime_object_size);
}

std::string library_calls_object() {
  return std::string(reinterpret_cast<const char *>(ktune_export_library_calls_object),
                     ktune_export_library_calls_object_size);
}

}  // namespace ktune::exporter
