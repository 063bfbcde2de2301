// ktune export: the best kernels of a tuning database as a library that other programs link.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "ktune/database/Record.h"
#include "ktune/ir/Workload.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/target/Target.h"

namespace ktune {

struct ExportRequest {
  std::string db_path;
  std::string target = "llvm";
  std::string out_dir;
  /** Workload specs to export; empty: every workload with a successful record on the target. */
  std::vector<std::string> workloads;
  /** The library's name: lib<name>.a, lib<name>.so, <name>.h, and <name>_lookup(). A C
   * identifier. */
  std::string name = "ktune_kernels";
  /** Take a library record where it is the fastest and export can write it (OpenBLAS and oneDNN
   * on CPU targets, cuBLAS and cuDNN on CUDA targets): the exported kernel then loads the library
   * at its first call. false (--no-library): generated kernels only, for users who cannot ship a
   * vendor library. */
  bool library_calls = true;
};

/** Where an exported kernel's schedule came from. */
struct KernelChoice {
  Workload workload;
  std::string symbol;
  /** "database", "shipped" or "template". */
  std::string source;
  /** Says which record (or why there is none), for the manifest and for people. */
  std::string source_detail;
  std::optional<TuningRecord> record;
  nlohmann::json trace;
  /** The library call (LibraryCall JSON) when the chosen record is one; null for a schedule. */
  nlohmann::json library;
  /** A library call: as export writes it (the policy made it when it checked the call). */
  std::optional<ExportedLibraryCall> exported_call;
  /** A library call: the files the exported kernel loads, in the order it tries them. */
  std::vector<std::string> loads;
  /** The library-or-generated decision behind a database record (library_decision_text), or "". */
  std::string decision;
  /** GPU targets: the launch, what ptxas or the AMDGPU back end said, and the images embedded. */
  nlohmann::json gpu;
};

struct ExportResult {
  std::vector<KernelChoice> kernels;
  std::string static_library, shared_library, header, manifest;
};

/** Chooses each workload's kernel (the database's best record for the target, else the best
 * shipped record, else the template's defaults), compiles them in process, and writes
 * lib<name>.a, lib<name>.so, <name>.h and manifest.json into out_dir. For a GPU target the
 * libraries hold each kernel's images (CUDA: cubin and PTX; ROCm: the code object) and host
 * entry points that launch them through the driver, loaded at run time. Everything is written to a
 * temporary folder first and moved into out_dir only when all of it succeeded: a failed export
 * leaves out_dir as it was. Throws UserError for an unknown workload or target, a database
 * that does not exist or has no records to export, or a bad name. */
ExportResult export_library(const ExportRequest &request);

/** The manifest of an export: {"format": "ktune-manifest", "version": 1, "library", "target",
 * "created", "ktune_version", "kernels": [{symbol, workload, ...}]}. */
nlohmann::json make_manifest(const ExportRequest &request, const Target &target,
                             const std::vector<KernelChoice> &kernels);

/** A record as manifests and `ktune explain` show it: id, database, target, device and its hash,
 * knobs, median cost, every repeat, GFLOPS (of w), when, where and with which ktune it was
 * tuned, and the search that found it. */
nlohmann::json record_provenance_json(const TuningRecord &r, const Workload &w, const std::string &database);

/** The C header declaring every kernel, the lookup function and the runtime's thread setting. */
std::string make_c_header(const std::string &name, const std::vector<KernelChoice> &kernels, const Target &target);

/** The C name of a workload argument type ("float", "double", "int32_t", ...). */
std::string c_type_of(DataType t);

struct ModelExportRequest {
  std::string model_path;                 // the ONNX model
  std::vector<std::string> input_shapes;  // NAME=DIMS for open dimensions
  std::string layout = "nhwc";            // how convolutions store activations: nhwc or nchw
  std::string db_path;                    // the tuning database (empty: shipped records and templates only)
  std::string target = "llvm";
  std::string out_dir;
  std::string name = "model";  // lib<name>.a, lib<name>.so, <name>.h, <name>_create(), ...
  /** Weights in <out_dir>/<name>.weights instead of inside the libraries. */
  bool weights_file = false;
  /** A kernel whose fastest record is a vendor library call is that call (loaded at the first
   * run); off by default (`--library` turns it on): measured inside a model, such calls lost
   * what they won alone (docs/models.md). */
  bool library_calls = false;
};

struct ModelExportResult {
  std::string static_library, shared_library, header, manifest, weights;
  size_t kernels = 0, functions = 0;
  int64_t workspace_bytes = 0, weights_bytes = 0;
};

/** A whole model as one C library: every fused kernel (one function per unique workload, named
 * after the first kernel that computes it), the memory plan and the weights, with
 * NAME_create / NAME_run / NAME_destroy (and NAME_infer for one input and output), a header
 * and a manifest that lists each function with the ONNX nodes of every kernel it computes, its
 * workload, record, device and measured time. Kernels are chosen as by ktune run --model (the
 * database's best record, the closest shipped record, the template). Written through a
 * temporary folder: a failure leaves out_dir as it was. */
ModelExportResult export_model_library(const ModelExportRequest &request);

}  // namespace ktune
