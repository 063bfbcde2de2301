// ktune export --model: a whole model as one C library.
//
// What it decides: the library's contents. Each unique workload of the model is one function,
// named after the first fused kernel that computes it (ktune_fused_conv2d_bias_relu_...), with
// the schedule the one policy chooses (database, shipped record, template). The weights are
// every constant a kernel reads (prepared arrays included: dense's packed weights), each at
// a 64-byte aligned offset of one blob, embedded in the libraries' read-only data or written
// beside them (NAME.weights, checked at NAME_create by its size and FNV-1a hash). The memory
// plan is the one `ktune run --model` uses; the plan table says where each argument points.
// The manifest is a ktune manifest (so `ktune explain` reads it) whose kernels also list the
// ONNX nodes they compute.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include <fmt/format.h>

#include "ExportSteps.h"
#include "ktune/codegen/CodeGen.h"
#include "ktune/database/Database.h"
#include "ktune/database/Host.h"
#include "ktune/database/SchedulePolicy.h"
#include "ktune/export/Export.h"
#include "ktune/graph/Executor.h"
#include "ktune/lower/Lower.h"
#include "ktune/support/Error.h"

namespace ktune {

namespace fs = std::filesystem;

namespace {

void write_file(const fs::path &path, const std::string &bytes) {
  std::ofstream out(path, std::ios::binary);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  out.close();
  user_check(out.good(), "cannot write '" << path.string() << "'");
}

std::string dims_text(const std::vector<int64_t> &s) {
  std::string t;
  for (size_t i = 0; i < s.size(); ++i) t += (i ? ", " : "") + std::to_string(s[i]);
  return t;
}

// Text as a C string literal's contents: quotes, backslashes and control characters escaped.
std::string c_string(const std::string &text) {
  std::string out;
  for (unsigned char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 32 || c == 127) {
      out += fmt::format("\\{:03o}", c);
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

// Text inside a /* */ comment: no "*/" and no newline.
std::string c_comment(std::string text) {
  for (size_t p; (p = text.find("*/")) != std::string::npos;) text.replace(p, 2, "* /");
  for (auto &c : text) c = (c == '\n' || c == '\r') ? ' ' : c;
  return text;
}

std::string model_header(const std::string &name, const graph::Model &m, const ModelExportRequest &r,
                         const std::set<std::string> &library_loads) {
  const graph::Graph &g = m.fused.graph;
  std::string guard = name;
  for (auto &c : guard) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  std::ostringstream h;
  h << "/* " << name << ": the model " << c_comment(r.model_path) << " compiled by ktune " << ktune_version() << " for "
    << Target::parse(r.target).str() << ".\n"
    << " * " << m.kernels.size() << " kernels; no dependency on ktune or LLVM (libc, libm, libpthread).\n";
  if (!library_loads.empty()) {
    std::string files;
    for (auto &f : library_loads) files += (files.empty() ? "" : ", ") + f;
    h << " * Some kernels are vendor library calls, as measured fastest: the first run loads " << files
      << " (dlopen; a run fails, saying why, where it is missing), setting GOMP_SPINCOUNT=1000 first\n"
      << " * unless OMP_WAIT_POLICY or GOMP_SPINCOUNT is set. Each such kernel runs one call at a time.\n";
  }
  h << " * A handle owns its workspace: run a model from several threads with one handle each. */\n"
    << "#ifndef " << guard << "_H\n#define " << guard
    << "_H\n\n#include <stdint.h>\n\n#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n"
    << "typedef struct " << name << "_model " << name << "_model;\n\n";
  h << "/* Inputs, in the order of " << name << "_run's inputs array (C order, "
    << "float32): */\n";
  for (size_t i = 0; i < g.inputs.size(); ++i) {
    const graph::Value &v = g.values[g.inputs[i]];
    h << "#define " << guard << "_INPUT" << i << "_NAME \"" << c_string(v.name) << "\" /* [" << dims_text(v.shape)
      << "] */\n"
      << "#define " << guard << "_INPUT" << i << "_ELEMENTS " << v.elements() << "\n";
  }
  h << "/* Outputs, in the order of " << name << "_run's outputs array: */\n";
  for (size_t i = 0; i < g.outputs.size(); ++i) {
    const graph::Value &v = g.values[g.outputs[i]];
    h << "#define " << guard << "_OUTPUT" << i << "_NAME \"" << c_string(v.name) << "\" /* [" << dims_text(v.shape)
      << "] */\n"
      << "#define " << guard << "_OUTPUT" << i << "_ELEMENTS " << v.elements() << "\n";
  }
  h << "\n/* A handle with its workspace allocated. weights_path: the " << name << ".weights file "
    << (r.weights_file ? "written beside the library (required)" : "(ignored: the weights are embedded)")
    << ". NULL on failure (" << name << "_last_error() says why). */\n"
    << name << "_model *" << name << "_create(const char *weights_path);\n\n"
    << "/* Runs the model: inputs[i] and outputs[i] point at the arrays above. 0 on success. */\n"
    << "int " << name << "_run(" << name << "_model *model, const void *const *inputs, void *const *outputs);\n\n"
    << "void " << name << "_destroy(" << name << "_model *model);\n\n"
    << "/* Why the last create or run on this thread failed. */\nconst char *" << name << "_last_error(void);\n";
  if (g.inputs.size() == 1 && g.outputs.size() == 1 && !r.weights_file) {
    h << "\n/* One call: create, run on one input and one output, destroy. 0 on success. */\n"
      << "int " << name << "_infer(const float *input, float *output);\n";
  }
  h << "\n/* Threads of the kernels' parallel loops, before the first run (0: KTUNE_NUM_THREADS, else one per CPU). "
       "*/\n"
    << "void ktune_runtime_set_num_threads(int n);\n\n#ifdef __cplusplus\n}\n#endif\n\n#endif\n";
  return h.str();
}

// The plan table: the weights (every constant a kernel reads, once, at 64-byte aligned offsets)
// and, per kernel, where each argument points.
ModelTable make_table(const ModelExportRequest &r, const graph::Model &m, const graph::MemoryPlan &plan,
                      const std::function<std::string(const graph::GraphKernel &)> &function_of) {
  const graph::Graph &g = m.fused.graph;
  std::vector<std::vector<graph::ArgPlace>> places = graph::argument_places(m, plan);
  ModelTable table;
  table.name = r.name;
  table.weights_in_file = r.weights_file;
  table.workspace_bytes = std::max<int64_t>(plan.workspace_bytes, 64);
  std::map<const NDArray *, int64_t> offset_of;
  auto weights_offset = [&](const NDArray *a) {
    auto it = offset_of.find(a);
    if (it != offset_of.end()) return it->second;
    int64_t off = static_cast<int64_t>(table.weights.size());
    table.weights.append(static_cast<const char *>(a->data()), static_cast<size_t>(a->bytes()));
    table.weights.resize((table.weights.size() + 63) / 64 * 64, '\0');
    offset_of[a] = off;
    return off;
  };
  auto table_arg = [&](const graph::ArgPlace &p) {
    ModelTableArg a;
    switch (p.kind) {
      case graph::ArgPlace::Kind::Constant:
        a.kind = ModelTableArg::Weights;
        a.offset = weights_offset(p.constant);
        break;
      case graph::ArgPlace::Kind::Input:
        a.kind = ModelTableArg::Input;
        a.index = p.index;
        break;
      case graph::ArgPlace::Kind::Workspace:
        a.kind = ModelTableArg::Workspace;
        a.offset = p.offset;
        break;
      case graph::ArgPlace::Kind::Output:
        a.kind = ModelTableArg::Output;
        a.index = p.index;
        break;
      case graph::ArgPlace::Kind::None: a.kind = ModelTableArg::None; break;
    }
    return a;
  };
  for (size_t k = 0; k < m.kernels.size(); ++k) {
    ModelTable::Kernel tk;
    tk.symbol = function_of(m.kernels[k]);
    for (auto &p : places[k]) tk.args.push_back(table_arg(p));
    table.kernels.push_back(tk);
  }
  for (auto &p : graph::output_copies(m, plan)) table.copies.push_back(table_arg(p));
  for (int v : g.inputs) table.input_bytes.push_back(g.values[v].elements() * g.values[v].dtype.bytes());
  for (int v : g.outputs) table.output_bytes.push_back(g.values[v].elements() * g.values[v].dtype.bytes());
  return table;
}

}  // namespace

ModelExportResult export_model_library(const ModelExportRequest &r) {
  user_check(std::regex_match(r.name, std::regex("[A-Za-z_][A-Za-z0-9_]*")),
             "the library name must be a C identifier (letters, digits, _), got '" << r.name << "'");
  user_check(!r.out_dir.empty(), "the output directory is not given");
  Target target = Target::parse(r.target);
  user_check(target.kind == Target::Kind::CPU, "a model library is exported for a CPU target, not " << target.str());
  graph::ImportOptions import;
  for (auto &s : r.input_shapes) graph::parse_input_shape(s, import);
  import.layout = graph::parse_conv_layout(r.layout);
  graph::Model m = graph::load_model(r.model_path, import);
  const graph::Graph &g = m.fused.graph;
  for (int v : g.inputs) {
    user_check(g.values[v].dtype == DataType::f32(), "input '" << g.values[v].name << "' is " << g.values[v].type_str()
                                                               << "; model libraries take float32 inputs");
  }
  std::optional<Database> db;
  if (!r.db_path.empty()) {
    user_check(fs::exists(r.db_path), "database '" << r.db_path << "' does not exist");
    DatabaseOptions ro;
    ro.read_only = true;
    db.emplace(Database::open(r.db_path, ro));
  }
  graph::MemoryPlan plan = graph::plan_memory(m);

  // One function per unique workload, compiled before anything is written.
  std::vector<KernelChoice> choices;
  std::vector<exporter::ObjectFile> objects;
  std::map<std::string, size_t> function_of;       // workload key -> index in choices
  std::vector<std::vector<std::string>> nodes_of;  // per function: the ONNX nodes of its kernels
  std::vector<int> calls_of;
  int database_rules = 0;
  std::set<std::string> kernel_symbols, epilogues, library_loads;
  for (auto &k : m.kernels) kernel_symbols.insert(k.name);
  for (auto &k : m.kernels) {
    auto it = function_of.find(k.workload.key());
    if (it != function_of.end()) {
      nodes_of[it->second].insert(nodes_of[it->second].end(), k.onnx_nodes.begin(), k.onnx_nodes.end());
      ++calls_of[it->second];
      continue;
    }
    KernelChoice c =
        exporter::choose_exported_kernel(k.workload, k.name, target, db ? &*db : nullptr, r.db_path, r.library_calls);
    database_rules += c.source == to_string(ScheduleRule::Database) ? 1 : 0;
    if (!c.library.is_null()) {
      internal_check(c.exported_call, "the library call of " << c.symbol << " was not made for export");
      c.loads = exporter::add_library_call(k.name, k.workload, *c.exported_call, target, target, kernel_symbols,
                                           epilogues, objects);
      library_loads.insert(c.loads.front());
    } else {
      Schedule s = Schedule::replay(k.workload, Trace::from_json(c.trace));
      CompiledKernel compiled = codegen_cpu(lower(s, k.name), target);
      objects.push_back({k.name + ".o", compiled.object});
    }
    function_of[k.workload.key()] = choices.size();
    choices.push_back(std::move(c));
    nodes_of.push_back(k.onnx_nodes);
    calls_of.push_back(1);
  }
  user_check(!db || database_rules > 0,
             "database '" << r.db_path << "' holds no record for any of this model's " << m.tasks.size()
                          << " workloads (records of another model, or of the model in the other --layout?); tune it "
                             "first: ktune tune --model "
                          << r.model_path << " --db " << r.db_path);

  ModelTable table = make_table(
      r, m, plan, [&](const graph::GraphKernel &k) { return choices[function_of.at(k.workload.key())].symbol; });
  objects.push_back({r.name + "_model.o", codegen_model_table(table, target)});
  objects.push_back({"ktune_runtime.o", exporter::runtime_object()});
  if (!library_loads.empty()) objects.push_back({"ktune_library_calls.o", exporter::library_calls_object()});

  ExportRequest as_library;
  as_library.db_path = r.db_path;
  as_library.target = r.target;
  as_library.out_dir = r.out_dir;
  as_library.name = r.name;
  nlohmann::json manifest = make_manifest(as_library, target, choices);
  for (size_t i = 0; i < choices.size(); ++i) {
    manifest["kernels"][i]["onnx_nodes"] = nodes_of[i];
    manifest["kernels"][i]["calls_per_run"] = calls_of[i];
  }
  manifest["model"] = {{"source", r.model_path},
                       {"onnx_nodes", m.onnx_nodes},
                       {"kernels", m.kernels.size()},
                       {"functions", choices.size()},
                       {"workspace_bytes", table.workspace_bytes},
                       {"weights_bytes", table.weights.size()},
                       {"weights", r.weights_file ? r.name + ".weights" : "embedded"},
                       {"weights_fnv1a", fmt::format("{:016x}", fnv1a_bytes(table.weights))}};
  if (r.weights_file) manifest["files"].push_back(r.name + ".weights");
  std::string header = model_header(r.name, m, r, library_loads);

  fs::path out = r.out_dir;
  fs::path staging = out.parent_path().empty() ? fs::path(".") : out.parent_path();
  staging /= "." + out.filename().string() + ".partial-" + std::to_string(::getpid());
  fs::remove_all(staging);
  fs::create_directories(staging / "objects");
  ModelExportResult result;
  try {
    std::vector<std::string> object_paths;
    for (auto &o : objects) {
      write_file(staging / "objects" / o.name, o.bytes);
      object_paths.push_back((staging / "objects" / o.name).string());
    }
    const std::string a = "lib" + r.name + ".a", so = "lib" + r.name + ".so", h = r.name + ".h",
                      weights = r.name + ".weights";
    exporter::write_static_library((staging / a).string(), objects);
    exporter::link_shared_library((staging / so).string(), so, object_paths);
    write_file(staging / h, header);
    write_file(staging / "manifest.json", manifest.dump(2) + "\n");
    std::vector<std::string> files = {a, so, h, "manifest.json"};
    if (r.weights_file) {
      write_file(staging / weights, table.weights);
      files.push_back(weights);
      result.weights = (out / weights).string();
    }
    fs::create_directories(out);
    for (const std::string &f : files) fs::rename(staging / f, out / f);
    fs::remove_all(staging);
    result.static_library = (out / a).string();
    result.shared_library = (out / so).string();
    result.header = (out / h).string();
    result.manifest = (out / "manifest.json").string();
  } catch (...) {
    std::error_code ec;
    fs::remove_all(staging, ec);
    throw;
  }
  result.kernels = m.kernels.size();
  result.functions = choices.size();
  result.workspace_bytes = table.workspace_bytes;
  result.weights_bytes = static_cast<int64_t>(table.weights.size());
  return result;
}

}  // namespace ktune
