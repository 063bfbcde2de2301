// <name>.h: one C declaration per exported kernel (argument names from the workload's tensors,
// inputs const), a comment saying what it computes and where its schedule came from (for a
// library call: which library and routine, and the file it loads), and the
// lookup and thread-setting functions. Plain C99, usable from C++.
#include <cctype>
#include <sstream>

#include "ktune/database/Host.h"
#include "ktune/export/Export.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/support/Error.h"

namespace ktune {

std::string c_type_of(DataType t) {
  if (t == DataType::f32()) return "float";
  if (t == DataType::f64()) return "double";
  if (t == DataType::i32()) return "int32_t";
  if (t == DataType::i64()) return "int64_t";
  if (t == DataType::i8()) return "int8_t";
  if (t == DataType::u8()) return "uint8_t";
  if (t == DataType::f16() || t == DataType::bf16()) return "uint16_t";
  if (t.is_bool()) return "uint8_t";
  user_check(false, "no C type for " << t.str());
  return "";
}

namespace {

std::string c_identifier(const std::string &name) {
  std::string out;
  for (char c : name) out += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  if (out.empty() || std::isdigit(static_cast<unsigned char>(out[0]))) out = "t_" + out;
  return out;
}

std::string shape_text(const Tensor &t) {
  std::string s;
  for (int64_t d : t.shape()) s += "[" + std::to_string(d) + "]";
  return s;
}

}  // namespace

std::string make_c_header(const std::string &name, const std::vector<KernelChoice> &kernels, const Target &target) {
  bool gpu = target.kind != Target::Kind::CPU;
  bool any_library_call = false;
  for (auto &k : kernels) any_library_call = any_library_call || !k.library.is_null();
  std::string guard;
  for (char c : name) guard += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  std::ostringstream h;
  h << "/* " << name << ".h: kernels exported by ktune " << ktune_version() << " (ktune export).\n"
    << " * Every array is dense and row-major; arguments must not overlap. Arrays that start on a 64-byte\n"
    << " * boundary are fastest (aligned_alloc(64, ...)): a vector load across two cache lines costs more.\n"
    << " * Where each kernel came from\n"
    << " * (workload, schedule, measurement): manifest.json, or `ktune explain SYMBOL --manifest manifest.json`.\n"
    << (gpu ? " * Target " + target.str() +
                  ": every pointer is a device pointer, 256-byte aligned (as cudaMalloc and\n"
                  " * hipMalloc return them); stream is a CUstream / hipStream_t, or NULL for the default stream. A "
                  "kernel\n"
                  " * returns 0 once launched, or non-zero with the reason in ktune_runtime_last_error(). The driver\n"
                  " * (libcuda.so.1) or HIP runtime (libamdhip64.so) is loaded at the first launch. */\n"
            : std::string(" */\n"))
    << "#ifndef " << guard << "_H\n#define " << guard << "_H\n\n#include <stdint.h>\n\n"
    << "#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n";
  for (auto &k : kernels) {
    const Workload &w = k.workload;
    std::string what = w.op_name == "custom" ? "a user DAG, key " + w.key() : w.spec;
    bool call = !k.library.is_null();
    h << "/* " << what << "\n *   " << (call ? "chosen: " : "schedule: ") << k.source_detail << "\n *   ";
    std::vector<Tensor> args = w.args();
    for (size_t i = 0; i < args.size(); ++i) {
      if (i == w.inputs().size())
        h << " -> ";
      else if (i > 0)
        h << ", ";
      h << args[i].name() << shape_text(args[i]);
    }
    if (call) {
      std::string files;
      for (auto &f : k.loads) files += (files.empty() ? "" : " or ") + f;
      h << "\n *   library call: " << LibraryCall::from_json(k.library).describe() << ", loaded from " << files
        << "\n *   at the first call; returns 0, or non-zero with the reason in ktune_runtime_last_error()";
    }
    h << " */\n" << (gpu || call ? "int " : "void ") << k.symbol << "(";
    for (size_t i = 0; i < args.size(); ++i) {
      if (i > 0) h << ", ";
      h << (i < w.inputs().size() ? "const " : "") << c_type_of(args[i].dtype()) << " *"
        << c_identifier(args[i].name());
    }
    h << (gpu ? ", void *stream" : "") << ");\n/* The same with the arguments in an array, in the order above"
      << (gpu ? ", then the stream" : "") << ". */\nvoid " << k.symbol << "_packed(void **args);\n\n";
  }
  h << "typedef void (*" << name << "_packed_fn)(void **args);\n\n"
    << "/* The packed kernel of an op with these parameters, or NULL: op as in a workload spec\n"
    << " * (\"dense\"), params \"key=value,...\" in any order, where parameters at their default may be left\n"
    << " * out (\"M=128,N=3072,K=768,bias=1,act=gelu\"). A user DAG: op \"custom\", params \"key=<workload key>\". */\n"
    << name << "_packed_fn " << name << "_lookup(const char *op, const char *params);\n"
    << "/* The number of kernels in this library. */\nint64_t " << name << "_kernel_count(void);\n\n"
    << "/* Threads of the parallel loops, shared by every ktune library in the program: call before the\n"
    << " * first kernel runs (later calls have no effect). 0: $KTUNE_NUM_THREADS, else one per CPU. */\n"
    << "void ktune_runtime_set_num_threads(int n);\nint ktune_runtime_num_threads(void);\n\n"
    << (gpu || any_library_call
            ? "/* Why the last GPU launch or library call on this thread failed (\"\" when it succeeded). */\n"
              "const char *ktune_runtime_last_error(void);\n\n"
            : "")
    << "#ifdef __cplusplus\n}\n#endif\n\n#endif /* " << guard << "_H */\n";
  return h.str();
}

}  // namespace ktune
