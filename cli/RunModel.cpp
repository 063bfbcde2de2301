// ktune run --model: a whole model run end to end with its best kernels, checked against ONNX
// Runtime (where Python has onnxruntime) or ktune's reference interpreter, and timed.
#include "RunModel.h"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "ktune/database/ModelSchedules.h"
#include "ktune/graph/Interpreter.h"
#include "ktune/runtime/Npy.h"
#include "ktune/runtime/ThreadPool.h"
#include "ktune/support/Error.h"

namespace ktune::cli {

namespace {

std::map<std::string, std::string> name_files(const std::vector<std::string> &items, const char *flag) {
  std::map<std::string, std::string> out;
  for (auto &item : items) {
    size_t eq = item.find('=');
    user_check(eq != std::string::npos && eq > 0 && eq + 1 < item.size(),
               flag << " '" << item << "' is not NAME=FILE.npy");
    user_check(out.emplace(item.substr(0, eq), item.substr(eq + 1)).second,
               flag << " names '" << item.substr(0, eq) << "' twice");
  }
  return out;
}

// The inputs: every one from its .npy file, or (none given) random values from a fixed seed.
std::vector<NDArray> model_inputs(const graph::Graph &g, const std::map<std::string, std::string> &files) {
  std::vector<NDArray> inputs;
  for (auto &[name, file] : files) {
    bool known = std::any_of(g.inputs.begin(), g.inputs.end(), [&](int v) { return g.values[v].name == name; });
    std::string names;
    for (int v : g.inputs) names += (names.empty() ? "" : ", ") + g.values[v].name;
    user_check(known,
               "--input names '" << name << "', which is not an input of the model (its inputs: " << names << ")");
  }
  for (size_t i = 0; i < g.inputs.size(); ++i) {
    const graph::Value &v = g.values[g.inputs[i]];
    if (files.empty()) {
      inputs.push_back(NDArray::random(v.shape, v.dtype, 42 + i));
      continue;
    }
    auto it = files.find(v.name);
    user_check(it != files.end(), "input '" << v.name << "' is missing: give it with --input " << v.name
                                            << "=FILE.npy (" << v.type_str() << ")");
    NDArray a = read_npy(it->second);
    std::string shape;
    for (size_t d = 0; d < a.shape().size(); ++d) shape += (d ? "," : "") + std::to_string(a.shape()[d]);
    user_check(a.dtype() == v.dtype && a.shape() == v.shape, "input '" << v.name << "' must be " << v.type_str()
                                                                       << ", but '" << it->second << "' holds "
                                                                       << a.dtype().str() << "[" << shape << "]");
    inputs.push_back(a);
  }
  return inputs;
}

// Runs a program (no shell: arguments travel as they are) with its output to log_path; its
// exit status, or -1 when it could not start.
int run_program(const std::vector<std::string> &argv, const std::string &log_path) {
  pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    int fd = open(log_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd >= 0) {
      dup2(fd, 1);
      dup2(fd, 2);
      close(fd);
    }
    std::vector<char *> args;
    for (auto &a : argv) args.push_back(const_cast<char *>(a.c_str()));
    args.push_back(nullptr);
    execvp(args[0], args.data());
    _exit(127);
  }
  int status = 0;
  if (waitpid(pid, &status, 0) < 0) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::string read_text(const std::string &path, size_t limit) {
  std::ifstream in(path);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return text.substr(0, limit);
}

// The python3 that has onnxruntime (KTUNE_PYTHON, else python3 on PATH), or "".
std::string python_with_onnxruntime() {
  const char *env = std::getenv("KTUNE_PYTHON");
  std::string python = env && *env ? env : "python3";
  return run_program({python, "-c", "import onnxruntime"}, "/dev/null") == 0 ? python : "";
}

// ONNX Runtime's outputs for the same inputs (CPU execution provider), through Python; the
// version in *version. Empty when it failed (the message in *error). The inputs travel as .npy
// files named in a JSON file, so no name from the model reaches a command line.
std::vector<NDArray> onnxruntime_outputs(const std::string &python, const std::string &model_path,
                                         const graph::Graph &g, const std::vector<NDArray> &inputs, int threads,
                                         std::string *version, std::string *error) {
  namespace fs = std::filesystem;
  char tmpl[] = "/tmp/ktune-ort.XXXXXX";
  user_check(mkdtemp(tmpl) != nullptr, "cannot make a temporary folder");
  fs::path dir(tmpl);
  nlohmann::json feed = nlohmann::json::object();
  for (size_t i = 0; i < inputs.size(); ++i) {
    std::string p = (dir / fmt::format("in{}.npy", i)).string();
    write_npy(p, inputs[i]);
    feed[g.values[g.inputs[i]].name] = p;
  }
  std::ofstream((dir / "feed.json").string()) << feed.dump();
  static const char *script =
      "import json, sys, numpy as np, onnxruntime as ort\n"
      "model, threads, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]\n"
      "o = ort.SessionOptions(); o.intra_op_num_threads = threads\n"
      "s = ort.InferenceSession(model, o, providers=['CPUExecutionProvider'])\n"
      "feed = dict((k, np.load(v)) for k, v in json.load(open(out + '/feed.json')).items())\n"
      "for i, r in enumerate(s.run(None, feed)): np.save('%s/out%d.npy' % (out, i), r)\n"
      "open(out + '/version', 'w').write(ort.__version__)\n";
  std::vector<NDArray> outputs;
  int code =
      run_program({python, "-c", script, model_path, std::to_string(threads), dir.string()}, (dir / "log").string());
  if (code == 0) {
    for (size_t o = 0; o < g.outputs.size(); ++o)
      outputs.push_back(read_npy((dir / fmt::format("out{}.npy", o)).string()));
    *version = read_text((dir / "version").string(), 64);
  } else {
    *error = read_text((dir / "log").string(), 512);
  }
  fs::remove_all(dir);
  return outputs;
}

std::string mib(int64_t bytes) { return fmt::format("{:.1f} MiB", static_cast<double>(bytes) / (1 << 20)); }

// The --profile table: each kernel's share of the model's time, slowest first, with the ONNX
// nodes it fused and its record (or the library call it makes).
void print_profile(const graph::CompiledModel &compiled, const std::vector<double> &kernel_s, double kernels_total) {
  std::vector<size_t> order(kernel_s.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return kernel_s[a] > kernel_s[b]; });
  std::cout << "\n| share | ms | kernel | onnx nodes | schedule |\n|---:|---:|---|---|---|\n";
  for (size_t i : order) {
    const auto &ck = compiled.kernels()[i];
    std::string nodes;
    for (size_t n = 0; n < ck.kernel->onnx_nodes.size(); ++n) {
      if (n == 4) {
        nodes += fmt::format(", ... ({} more)", ck.kernel->onnx_nodes.size() - 4);
        break;
      }
      nodes += (n ? ", " : "") + ck.kernel->onnx_nodes[n];
    }
    std::string sched = ck.chosen.rule == "template" ? "template"
                        : !ck.chosen.record_location.empty()
                            ? "shipped record " + std::filesystem::path(ck.chosen.record_location).filename().string()
                            : fmt::format("{} record {}", ck.chosen.rule, ck.chosen.record_id);
    if (ck.library_call) sched += ": library call " + ck.chosen.library;
    std::cout << fmt::format("| {:.1f}% | {:.4f} | {} | {} | {} |\n", 100 * kernel_s[i] / kernels_total,
                             kernel_s[i] * 1e3, ck.symbol, nodes, sched);
  }
  std::cout
      << "\n(a kernel's function is named after the first kernel of its workload: after ktune export --model, "
         "ktune explain FUNCTION --manifest DIR/manifest.json shows its provenance; ktune tune -w '<its workload>' "
         "tunes just that one, the workloads are in ktune import's JSON)\n";
}

}  // namespace

int run_model(const RunModelOptions &o) {
  user_check(o.check == "auto" || o.check == "onnxruntime" || o.check == "interpreter",
             "--check must be auto, onnxruntime or interpreter, got '" << o.check << "'");
  Target target = Target::parse(o.target);
  user_check(target.kind == Target::Kind::CPU, "ktune run --model runs on this CPU; " << target.str() << " is not one");
  std::string why_not;
  user_check(target_runs_here(target, &why_not),
             "target " << target.str() << " does not run on this machine: " << why_not);
  if (o.threads > 0) set_num_threads(o.threads);
  std::map<std::string, std::string> in_files = name_files(o.inputs, "--input");
  std::map<std::string, std::string> out_files = name_files(o.outputs, "--output");
  graph::Model model = graph::load_model(o.model, import_options(o.import));
  const graph::Graph &g = model.fused.graph;
  for (auto &[name, file] : out_files) {
    bool known = std::any_of(g.outputs.begin(), g.outputs.end(), [&](int v) { return g.values[v].name == name; });
    user_check(known, "--output names '" << name << "', which is not an output of the model");
  }
  std::vector<NDArray> inputs = model_inputs(g, in_files);
  auto started = std::chrono::steady_clock::now();
  graph::CompiledModel compiled(std::move(model), target, policy_chooser(o.db, o.library));
  double compile_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  const graph::Model &m = compiled.model();
  const graph::Graph &gm = m.fused.graph;  // `model` was moved into `compiled`
  std::map<std::string, int> rules;
  std::map<std::string, bool> counted;
  int library_calls = 0;
  for (auto &k : compiled.kernels()) {
    if (counted[k.symbol]) continue;
    counted[k.symbol] = true;
    ++rules[k.chosen.rule];
    library_calls += k.library_call ? 1 : 0;
  }
  user_check(o.db.empty() || rules["database"] > 0,
             "database '" << o.db << "' holds no record for any of this model's " << m.tasks.size()
                          << " workloads (records of another model, or of the model in the other --layout?); tune "
                          << "it first: ktune tune --model " << o.model << " --db " << o.db);
  std::vector<NDArray> outputs = compiled.run(inputs);

  // The check: ONNX Runtime where Python has it, else the reference interpreter.
  std::string reference = "ktune's reference interpreter", ort_error;
  std::vector<NDArray> expected;
  if (o.check != "interpreter") {
    std::string python = python_with_onnxruntime();
    user_check(
        !python.empty() || o.check != "onnxruntime",
        "--check onnxruntime: no python3 with the onnxruntime module (pip install onnxruntime, or KTUNE_PYTHON)");
    if (!python.empty()) {
      std::string version;
      expected = onnxruntime_outputs(python, o.model, gm, inputs, num_threads(), &version, &ort_error);
      if (!expected.empty()) reference = "ONNX Runtime " + version;
    }
  }
  if (expected.empty()) expected = graph::run_graph(gm, inputs);
  double tolerance = 1e-4, max_error = 0;
  std::vector<double> errors;
  for (size_t i = 0; i < outputs.size(); ++i) {
    errors.push_back(relative_error(outputs[i], expected[i]));
    max_error = std::max(max_error, errors.back());
  }
  bool correct = max_error <= tolerance;
  for (size_t i = 0; i < outputs.size(); ++i) {
    auto it = out_files.find(gm.values[gm.outputs[i]].name);
    if (it != out_files.end()) write_npy(it->second, outputs[i]);
  }
  double latency = 0;
  std::vector<double> kernel_s = compiled.profile(inputs, std::max(1, o.repeat), &latency);
  double kernels_total = 0;
  for (double t : kernel_s) kernels_total += t;
  int64_t weights = 0;
  for (auto &v : gm.values) {
    if (v.is_constant()) weights += v.constant->bytes();
  }

  if (o.json) {
    nlohmann::json outs = nlohmann::json::array(), kernels = nlohmann::json::array();
    for (size_t i = 0; i < outputs.size(); ++i) {
      outs.push_back({{"name", gm.values[gm.outputs[i]].name},
                      {"shape", outputs[i].shape()},
                      {"max_relative_error", errors[i]},
                      {"correct", errors[i] <= tolerance}});
    }
    for (size_t k = 0; k < compiled.kernels().size(); ++k) {
      const auto &ck = compiled.kernels()[k];
      kernels.push_back({{"name", ck.kernel->name},
                         {"symbol", ck.symbol},
                         {"onnx_nodes", ck.kernel->onnx_nodes},
                         {"workload", ck.kernel->spec},
                         {"schedule", ck.chosen.rule},
                         {"record_id", ck.chosen.record_id},
                         {"record_location", ck.chosen.record_location},
                         {"kind", ck.library_call ? "library" : "generated"},
                         {"library_call", ck.library_call ? ck.chosen.library : ""},
                         {"latency_s", kernel_s[k]}});
    }
    std::cout << nlohmann::json({{"model", o.model},
                                 {"target", target.str()},
                                 {"latency_s", latency},
                                 {"threads", num_threads()},
                                 {"compile_s", compile_s},
                                 {"reference", reference},
                                 {"outputs", outs},
                                 {"correct", correct},
                                 {"workspace_bytes", compiled.plan().workspace_bytes},
                                 {"unshared_bytes", compiled.plan().unshared_bytes},
                                 {"weights_bytes", weights},
                                 {"kernels", kernels}})
                     .dump()
              << std::endl;
    return correct ? kOk : kCheckFailed;
  }
  std::cout << fmt::format("model      {} ({} ONNX nodes -> {} kernels, {} unique)\n", o.model, m.onnx_nodes,
                           m.kernels.size(), m.tasks.size())
            << fmt::format("target     {}\n", target.str())
            << fmt::format("schedules  {} tuned{}, {} shipped, {} template{}\n", rules["database"],
                           o.db.empty() ? "" : " (" + o.db + ")", rules["shipped"], rules["template"],
                           library_calls ? fmt::format("; {} of the tuned are library calls", library_calls) : "")
            << fmt::format("compile    {:.2f} s\n", compile_s)
            << fmt::format("memory     workspace {} peak ({} without reuse), weights {}\n",
                           mib(compiled.plan().workspace_bytes), mib(compiled.plan().unshared_bytes), mib(weights))
            << fmt::format("latency    {:.4f} ms (median of {} runs, {} threads; kernels alone {:.4f} ms)\n",
                           latency * 1e3, std::max(1, o.repeat), num_threads(), kernels_total * 1e3);
  for (size_t i = 0; i < outputs.size(); ++i) {
    std::cout << fmt::format("output     {} {}: max relative error {:.2e} against {}\n", gm.values[gm.outputs[i]].name,
                             gm.values[gm.outputs[i]].type_str(), errors[i], reference);
  }
  if (!ort_error.empty())
    std::cout << "note       ONNX Runtime failed, checked with the interpreter: " << ort_error << "\n";
  std::cout << fmt::format("correct    {} (tolerance {:.0e})\n", correct ? "yes" : "NO", tolerance);
  if (o.profile) print_profile(compiled, kernel_s, kernels_total);
  return correct ? kOk : kCheckFailed;
}

}  // namespace ktune::cli
