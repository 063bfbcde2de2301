// ktune export: choose each workload's kernel, compile every kernel and the lookup table in
// process, and write the static library, the shared library, the header and the manifest.
//
// The choice for a workload is choose_schedule's (SchedulePolicy.h): the database's best
// successful record on the target (this machine's first, then any device of that target), the
// closest compatible shipped record (records/), the template's defaults; the manifest says
// which, and why. Where the fastest record is a library call that export can write for the
// workload and target (not with --no-library), the kernel is a stub that makes that call through
// the library-call runtime (src/runtime/export/LibraryCalls.c, added to such libraries only),
// which loads the library at the first call, plus the generated epilogue that was measured with it. Everything is made
// in a temporary folder beside the output folder and moved into it only once all of it succeeded.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>

#include "ExportSteps.h"
#include "ktune/database/Database.h"
#include "ktune/database/Host.h"
#include "ktune/database/SchedulePolicy.h"
#include "ktune/driver/Driver.h"
#include "ktune/export/Export.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

namespace ktune {

namespace fs = std::filesystem;

namespace exporter {

KernelChoice choose_exported_kernel(const Workload &w, const std::string &symbol, const Target &target,
                                    const Database *db, const std::string &db_path, bool library_calls) {
  KernelChoice k;
  k.workload = w;
  k.symbol = symbol;
  // The one policy (SchedulePolicy.h) that `ktune run --schedule auto` and Python use too.
  ScheduleSources sources;
  sources.database = db;
  sources.database_path = db_path;
  // ROCm: rocBLAS and MIOpen calls are not written (exported_library_call refuses them), so the policy
  // takes the best generated kernel and says why.
  sources.library_calls = library_calls;
  sources.exported = true;
  ScheduleChoice choice = choose_schedule(w, target, sources);
  k.source = to_string(choice.rule);
  k.source_detail = choice.reason;
  k.record = choice.record;
  k.library = choice.library;
  k.exported_call = choice.exported_call;
  k.trace = choice.trace;
  if (choice.rule == ScheduleRule::Database) {
    std::optional<TuningRecord> generated;
    k.decision = library_decision_text(*db, *choice.record, w, target, &generated);
  }
  return k;
}

}  // namespace exporter

namespace {

// The workloads to export: the requested ones, else every workload with a success on the target.
std::vector<Workload> workloads_to_export(const ExportRequest &request, const Target &target, const Database &db) {
  std::vector<Workload> list;
  std::set<std::string> keys;
  if (!request.workloads.empty()) {
    for (auto &spec : request.workloads) {
      Workload w = workload_from_spec(spec);
      if (keys.insert(w.key()).second) list.push_back(w);
    }
    return list;
  }
  std::set<std::string> other_targets;
  for (auto &r : db.all_records()) {
    if (!r.ok() || !r.rebuildable) continue;
    if (r.target != target.str()) {
      other_targets.insert(r.target);
      continue;
    }
    if (keys.count(r.workload_key)) continue;
    Workload w = workload_from_spec(r.workload_spec);
    keys.insert(r.workload_key);
    list.push_back(w);
  }
  std::string others;
  for (auto &t : other_targets) others += (others.empty() ? "" : ", ") + t;
  user_check(!list.empty(), "database '" << request.db_path << "' has no successful records for target '"
                                         << target.str() << "'"
                                         << (others.empty() ? "" : " (it has records for: " + others + ")")
                                         << "; tune first, or name workloads with --workload");
  return list;
}

std::string params_text(const Workload &w, bool required_only) {
  if (w.op_name == "custom") return "key=" + w.key();
  const OpDef &def = find_op(w.op_name);
  std::string text;
  for (auto &p : def.params) {
    const std::string &v = w.params.at(p.name);
    if (required_only && !p.default_value.empty() && v == p.default_value) continue;
    text += (text.empty() ? "" : ",") + p.name + "=" + v;
  }
  return text;
}

void write_file(const fs::path &path, const std::string &bytes) {
  std::ofstream out(path, std::ios::binary);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  out.close();
  user_check(out.good(), "cannot write '" << path.string() << "'");
}

}  // namespace

ExportResult export_library(const ExportRequest &request) {
  user_check(std::regex_match(request.name, std::regex("[A-Za-z_][A-Za-z0-9_]*")),
             "the library name must be a C identifier (letters, digits, _), got '" << request.name << "'");
  user_check(!request.out_dir.empty(), "the output directory is not given");
  Target target = Target::parse(request.target);
  // The CPU that runs the library's own code: the target itself, or for a GPU target any
  // x86-64 host (the host code is a few launches; nothing to tune there).
  Target host = target.kind == Target::Kind::CPU ? target : Target::parse("llvm -mcpu=x86-64");
  user_check(fs::exists(request.db_path), "database '" << request.db_path << "' does not exist");
  DatabaseOptions read_only;
  read_only.read_only = true;
  Database db = Database::open(request.db_path, read_only);

  ExportResult result;
  std::set<std::string> symbols;
  for (const Workload &w : workloads_to_export(request, target, db)) {
    KernelChoice k =
        exporter::choose_exported_kernel(w, kernel_name(w), target, &db, request.db_path, request.library_calls);
    user_check(symbols.insert(k.symbol).second, "two exported workloads have the kernel name " << k.symbol);
    result.kernels.push_back(std::move(k));
  }

  // Compile everything before writing anything.
  std::vector<exporter::ObjectFile> objects;
  std::vector<LookupEntry> entries;
  std::set<std::string> epilogues;  // generated epilogues already compiled (two dense kernels may share one)
  bool library_calls = false;       // the library-call runtime goes in only where a kernel needs it
  for (auto &k : result.kernels) {
    if (!k.library.is_null()) {
      internal_check(k.exported_call, "the library call of " << k.symbol << " was not made for export");
      k.loads =
          exporter::add_library_call(k.symbol, k.workload, *k.exported_call, target, host, symbols, epilogues, objects);
      library_calls = true;
      entries.push_back({k.workload.op_name, params_text(k.workload, false), params_text(k.workload, true), k.symbol});
      continue;
    }
    Schedule s = Schedule::replay(k.workload, Trace::from_json(k.trace));
    CompiledKernel compiled = build_kernel(s, target);
    internal_check(compiled.symbol == k.symbol, "compiled " << compiled.symbol << " for " << k.symbol);
    if (target.kind == Target::Kind::CPU) {
      objects.push_back({k.symbol + ".o", compiled.object});
    } else {
      objects.push_back({k.symbol + ".o", codegen_gpu_host_stub(compiled, k.workload.args().size(), host)});
      const GpuLaunch &l = compiled.launch;
      const GpuResources &r = compiled.resources;
      nlohmann::json images = nlohmann::json::array();
      if (target.kind == Target::Kind::CUDA) {
        if (!compiled.cubin.empty())
          images.push_back({{"kind", "cubin"}, {"arch", target.cpu}, {"bytes", compiled.cubin.size()}});
        images.push_back({{"kind", "ptx"}, {"arch", target.cpu}, {"bytes", compiled.object.size()}});
      } else {
        images.push_back({{"kind", "code object"}, {"arch", target.cpu}, {"bytes", compiled.object.size()}});
      }
      k.gpu = {{"launch",
                {{"grid", {l.grid[0], l.grid[1], l.grid[2]}},
                 {"block", {l.block[0], l.block[1], l.block[2]}},
                 {"shared_bytes", l.shared_bytes}}},
               {"resources",
                {{"registers", r.registers},
                 {"scalar_registers", r.scalar_registers},
                 {"spill_bytes", r.spill_bytes},
                 {"shared_bytes", r.shared_bytes},
                 {"local_bytes", r.local_bytes},
                 {"checked_by", r.checked_by}}},
               {"images", images}};
    }
    entries.push_back({k.workload.op_name, params_text(k.workload, false), params_text(k.workload, true), k.symbol});
  }
  objects.push_back({request.name + "_lookup.o", codegen_lookup_table(request.name, entries, host)});
  objects.push_back({"ktune_runtime.o", exporter::runtime_object()});
  if (library_calls) objects.push_back({"ktune_library_calls.o", exporter::library_calls_object()});
  std::string header = make_c_header(request.name, result.kernels, target);
  std::string manifest = make_manifest(request, target, result.kernels).dump(2) + "\n";

  fs::path out = request.out_dir;
  fs::path staging = out.parent_path().empty() ? fs::path(".") : out.parent_path();
  staging /= "." + out.filename().string() + ".partial-" + std::to_string(::getpid());
  fs::remove_all(staging);
  fs::create_directories(staging / "objects");
  try {
    std::vector<std::string> object_paths;
    for (auto &o : objects) {
      write_file(staging / "objects" / o.name, o.bytes);
      object_paths.push_back((staging / "objects" / o.name).string());
    }
    const std::string a = "lib" + request.name + ".a", so = "lib" + request.name + ".so", h = request.name + ".h";
    exporter::write_static_library((staging / a).string(), objects);
    exporter::link_shared_library((staging / so).string(), so, object_paths);
    write_file(staging / h, header);
    write_file(staging / "manifest.json", manifest);
    fs::create_directories(out);
    for (const std::string &f : {a, so, h, std::string("manifest.json")}) fs::rename(staging / f, out / f);
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
  return result;
}

}  // namespace ktune
