// oneDNN as a candidate for conv2d (NCHW, and NHWC with [R,S,C,K] or blocked [K/b,R,S,C,b] weights), depthwise_conv2d
// (a grouped convolution with one channel per group), softmax and layernorm, through its C API loaded at run time (the
// types come from dnnl.h; the functions from libdnnl.so.2). A convolution is offered twice: on the workload's own
// memory formats
// ("plain": what oneDNN picks for them, often a GEMM-based implementation), and on the formats
// oneDNN prefers ("preferred": blocked layouts), where every call includes the reorders of the
// input, the weights and the output, so that the call computes exactly what the workload does
// from the same buffers. A bias, residual or activation is the generated epilogue (Epilogue.cpp),
// as for the GEMMs. The implementation oneDNN chose (e.g. "brgconv:avx512_core") is kept in
// the record.
#include <oneapi/dnnl/dnnl.h>

#include <cstdlib>
#include <mutex>

#include "Libraries.h"
#include "ktune/runtime/ThreadPool.h"
#include "ktune/support/DynamicLibrary.h"
#include "ktune/support/Error.h"

namespace ktune::library {

namespace {

struct OneDnn {
// clang-format off
#define KTUNE_DNNL_FUNCTIONS(X) \
  X(dnnl_engine_create) \
  X(dnnl_stream_create) \
  X(dnnl_stream_wait) \
  X(dnnl_memory_desc_init_by_tag) \
  X(dnnl_dilated_convolution_forward_desc_init) \
  X(dnnl_softmax_forward_desc_init) \
  X(dnnl_layer_normalization_forward_desc_init) \
  X(dnnl_primitive_desc_create) \
  X(dnnl_primitive_desc_query) \
  X(dnnl_primitive_desc_query_md) \
  X(dnnl_primitive_desc_destroy) \
  X(dnnl_reorder_primitive_desc_create) \
  X(dnnl_primitive_create) \
  X(dnnl_primitive_destroy) \
  X(dnnl_primitive_execute) \
  X(dnnl_memory_create) \
  X(dnnl_memory_destroy) \
  X(dnnl_memory_set_data_handle) \
  X(dnnl_memory_desc_equal) \
  X(dnnl_version) \
  X(dnnl_stream_destroy)
// clang-format on
#define KTUNE_DNNL_POINTER(name) decltype(&::name) name = nullptr;
  KTUNE_DNNL_FUNCTIONS(KTUNE_DNNL_POINTER)
  void *handle = nullptr;
  void (*set_omp_threads)(int) = nullptr;  // libgomp's omp_set_num_threads, through libdnnl
  dnnl_engine_t engine = nullptr;
  LibraryStatus status;
};

const char *const kSonames[] = {"libdnnl.so.2", "libdnnl.so"};

const OneDnn &onednn() {
  static OneDnn lib;
  static std::once_flag once;
  std::call_once(once, [] {
    lib.status.name = "onednn";
    lib.status.purpose = "conv2d (nchw, nhwc), depthwise_conv2d, softmax, layernorm";
    lib.status.why_not = disabled_by_user("onednn");
    if (!lib.status.why_not.empty()) return;
    set_openmp_wait_policy();
    lib.handle = open_first_library({kSonames[0], kSonames[1]});
    if (!lib.handle) {
      lib.status.why_not = "dlopen found none of libdnnl.so.2, libdnnl.so";
      return;
    }
    bool all = true;
#define KTUNE_DNNL_LOAD(name) all = load_symbol(lib.handle, lib.name, #name) && all;
    KTUNE_DNNL_FUNCTIONS(KTUNE_DNNL_LOAD)
    if (!all) {
      lib.status.why_not = "libdnnl lacks a function of the oneDNN 2.x C API ktune calls";
      return;
    }
    load_symbol(lib.handle, lib.set_omp_threads, "omp_set_num_threads");
    const dnnl_version_t *v = lib.dnnl_version();
    if (v->major != DNNL_VERSION_MAJOR) {
      lib.status.why_not = "oneDNN " + std::to_string(v->major) + ".x found; ktune calls the " +
                           std::to_string(DNNL_VERSION_MAJOR) + ".x C API";
      return;
    }
    if (lib.dnnl_engine_create(&lib.engine, dnnl_cpu, 0) != dnnl_success) {
      lib.status.why_not = "oneDNN could not create a CPU engine";
      return;
    }
    lib.status.version = std::to_string(v->major) + "." + std::to_string(v->minor) + "." + std::to_string(v->patch);
    lib.status.file = file_defining(reinterpret_cast<void *>(lib.dnnl_version));
    lib.status.found = true;
  });
  return lib;
}

void check(dnnl_status_t s, const char *what) {
  user_check(s == dnnl_success, "oneDNN: " << what << " failed (status " << static_cast<int>(s) << ")");
}

dnnl_memory_desc_t md(std::vector<int64_t> dims, dnnl_format_tag_t tag) {
  dnnl_memory_desc_t d;
  dnnl_dims_t a{};
  for (size_t i = 0; i < dims.size(); ++i) a[i] = dims[i];
  check(onednn().dnnl_memory_desc_init_by_tag(&d, static_cast<int>(dims.size()), a, dnnl_f32, tag),
        "dnnl_memory_desc_init_by_tag");
  return d;
}

// One primitive (or reorder) and the memory objects of its arguments, pointed at each call.
struct Step {
  dnnl_primitive_t primitive = nullptr;
  std::vector<dnnl_exec_arg_t> args;
};

// What a oneDNN call is: the steps in order, the memory objects, the epilogue.
class OneDnnKernel : public LibraryKernel {
 public:
  ~OneDnnKernel() override {
    const OneDnn &l = onednn();
    for (auto &s : steps_) l.dnnl_primitive_destroy(s.primitive);
    for (auto *m : memories_) l.dnnl_memory_destroy(m);
    for (auto *pd : pds_) l.dnnl_primitive_desc_destroy(pd);
    if (stream_) l.dnnl_stream_destroy(stream_);
  }

  void call_packed(void **args) override {
    const OneDnn &l = onednn();
    // OpenMP's thread count is per calling thread: a kernel made on one thread may run on another.
    if (l.set_omp_threads) l.set_omp_threads(num_threads());
    for (auto &[memory, index] : bound_) l.dnnl_memory_set_data_handle(memory, index >= 0 ? args[index] : scratch_);
    for (auto &s : steps_)
      l.dnnl_primitive_execute(s.primitive, stream_, static_cast<int>(s.args.size()), s.args.data());
    l.dnnl_stream_wait(stream_);
    if (epilogue_)
      epilogue_->run(scratch_, bias_arg_ >= 0 ? args[bias_arg_] : nullptr,
                     residual_arg_ >= 0 ? args[residual_arg_] : nullptr, args[output_arg_]);
  }

  // Building blocks for the constructors below.
  dnnl_primitive_desc_t own(dnnl_primitive_desc_t pd) {
    pds_.push_back(pd);
    return pd;
  }
  /** A memory object that call_packed points at argument `index` (-1: the scratch output). */
  dnnl_memory_t bound_memory(const dnnl_memory_desc_t &d, int index) {
    dnnl_memory_t m = owned_memory(d, false);
    bound_.push_back({m, index});
    return m;
  }
  /** A memory object with its own buffer (a reordered tensor) or none yet. */
  dnnl_memory_t owned_memory(const dnnl_memory_desc_t &d, bool with_buffer) {
    dnnl_memory_t m = nullptr;
    check(onednn().dnnl_memory_create(&m, &d, onednn().engine, with_buffer ? DNNL_MEMORY_ALLOCATE : DNNL_MEMORY_NONE),
          "dnnl_memory_create");
    memories_.push_back(m);
    return m;
  }
  void add_step(dnnl_primitive_desc_t pd, std::vector<dnnl_exec_arg_t> args) {
    Step s;
    check(onednn().dnnl_primitive_create(&s.primitive, pd), "dnnl_primitive_create");
    s.args = std::move(args);
    steps_.push_back(std::move(s));
  }
  /** `from` (bound to argument index) reordered into a new buffer of format `to`; returns it. */
  dnnl_memory_t reordered_input(const dnnl_memory_desc_t &from, int index, const dnnl_memory_desc_t &to) {
    dnnl_memory_t src = bound_memory(from, index);
    if (onednn().dnnl_memory_desc_equal(&from, &to)) return src;
    dnnl_memory_t dst = owned_memory(to, true);
    dnnl_primitive_desc_t pd = nullptr;
    check(onednn().dnnl_reorder_primitive_desc_create(&pd, &from, onednn().engine, &to, onednn().engine, nullptr),
          "reorder");
    add_step(own(pd), {{DNNL_ARG_FROM, src}, {DNNL_ARG_TO, dst}});
    return dst;
  }

  dnnl_stream_t stream_ = nullptr;
  std::vector<Step> steps_;
  std::vector<dnnl_memory_t> memories_;
  std::vector<std::pair<dnnl_memory_t, int>> bound_;
  std::vector<dnnl_primitive_desc_t> pds_;
  std::unique_ptr<Epilogue> epilogue_;
  std::vector<float> scratch_storage_;
  float *scratch_ = nullptr;
  int bias_arg_ = -1, residual_arg_ = -1, output_arg_ = 0;
};

std::string impl_string(dnnl_primitive_desc_t pd) {
  const char *s = nullptr;
  onednn().dnnl_primitive_desc_query(pd, dnnl_query_impl_info_str, 0, &s);
  return s ? s : "?";
}

/** oneDNN's tag for ktune's blocked NHWC weights [K/b,R,S,C,b]: Ohwi<b>o (outer output-channel
 * blocks, then h, w, input channels, and b output channels innermost), or undef where oneDNN
 * has no tag for that block (it has 4, 8, 16, 32, 48 and 64). The export runtime keeps the same
 * table (LibraryCalls.c). */
dnnl_format_tag_t blocked_weights_tag(int64_t kblock) {
  switch (kblock) {
    case 4: return dnnl_Ohwi4o;
    case 8: return dnnl_Ohwi8o;
    case 16: return dnnl_Ohwi16o;
    case 32: return dnnl_Ohwi32o;
    case 48: return dnnl_Ohwi48o;
    case 64: return dnnl_Ohwi64o;
    default: return dnnl_format_tag_undef;
  }
}

/** The weights as the workload holds them (`any`: in oneDNN's preferred format). A depthwise
 * convolution's are grouped, {G=C, O=1, I=1, R, S}: goihw is [C,R,S] and hwigo [R,S,C]. */
dnnl_memory_desc_t weights_md(const ConvShape &s, bool any) {
  if (s.depthwise) return md({s.C, 1, 1, s.R, s.S}, any ? dnnl_format_tag_any : s.nhwc ? dnnl_hwigo : dnnl_goihw);
  dnnl_format_tag_t held = s.kblock ? blocked_weights_tag(s.kblock) : s.nhwc ? dnnl_hwio : dnnl_oihw;
  return md({s.K, s.C, s.R, s.S}, any ? dnnl_format_tag_any : held);
}

/** The convolution's descriptor; with `preferred`, formats left to oneDNN. */
dnnl_convolution_desc_t conv_desc(const ConvShape &s, bool preferred) {
  dnnl_format_tag_t act = preferred ? dnnl_format_tag_any : s.nhwc ? dnnl_nhwc : dnnl_nchw;
  dnnl_memory_desc_t src = md({s.N, s.C, s.H, s.W}, act), weights = weights_md(s, preferred),
                     dst = md({s.N, s.K, s.P, s.Q}, act);
  dnnl_dims_t strides{s.stride, s.stride}, dilates{s.dilation - 1, s.dilation - 1}, pad{s.pad, s.pad};
  dnnl_convolution_desc_t d;
  check(onednn().dnnl_dilated_convolution_forward_desc_init(&d, dnnl_forward_inference, dnnl_convolution_direct, &src,
                                                            &weights, nullptr, &dst, strides, dilates, pad, pad),
        "dnnl_dilated_convolution_forward_desc_init");
  return d;
}

bool conv_fits(const Workload &w) {
  if (w.op_name == "depthwise_conv2d") return text_param(w, "dtype") == "f32";
  // tf32 allows rounded products; oneDNN's exact f32 ones satisfy it.
  if (w.op_name != "conv2d" || (text_param(w, "dtype") != "f32" && text_param(w, "dtype") != "tf32")) return false;
  int64_t kblock = int_param(w, "kblock");
  return kblock == 0 || blocked_weights_tag(kblock) != dnnl_format_tag_undef;
}

void epilogue_for(OneDnnKernel &k, const Workload &w, const nlohmann::json &params, const Target &target) {
  size_t n_in = w.inputs().size();
  k.output_arg_ = static_cast<int>(n_in);
  if (!params.contains("epilogue")) return;
  EpilogueSpec spec = EpilogueSpec::from_json(params["epilogue"]);
  user_check(spec.shape == w.outputs()[0].shape(), "library call: its epilogue does not fit workload " << w.spec);
  k.epilogue_ = std::make_unique<Epilogue>(spec, target);
  int next = 2;
  if (spec.bias) k.bias_arg_ = next++;
  if (spec.residual) k.residual_arg_ = next++;
  size_t elements = 1;
  for (int64_t d : spec.shape) elements *= static_cast<size_t>(d);
  k.scratch_storage_.resize(elements);
  k.scratch_ = k.scratch_storage_.data();
}

std::unique_ptr<LibraryKernel> make_conv(const LibraryCall &call, const Workload &w, const Target &target) {
  user_check(conv_fits(w), "library call " << call.describe() << " does not compute workload " << w.spec);
  const OneDnn &l = onednn();
  ConvShape s = conv_shape(w);
  bool preferred = call.params.value("formats", "plain") == "preferred";
  auto k = std::make_unique<OneDnnKernel>();
  check(l.dnnl_stream_create(&k->stream_, l.engine, dnnl_stream_default_flags), "dnnl_stream_create");
  epilogue_for(*k, w, call.params, target);
  dnnl_convolution_desc_t d = conv_desc(s, preferred);
  dnnl_primitive_desc_t pd = nullptr;
  check(l.dnnl_primitive_desc_create(&pd, &d, nullptr, l.engine, nullptr), "convolution primitive descriptor");
  k->own(pd);
  dnnl_format_tag_t act = s.nhwc ? dnnl_nhwc : dnnl_nchw;
  dnnl_memory_desc_t user_src = md({s.N, s.C, s.H, s.W}, act), user_wei = weights_md(s, false),
                     user_dst = md({s.N, s.K, s.P, s.Q}, act);
  const dnnl_memory_desc_t &src_md = *l.dnnl_primitive_desc_query_md(pd, dnnl_query_src_md, 0);
  const dnnl_memory_desc_t &wei_md = *l.dnnl_primitive_desc_query_md(pd, dnnl_query_weights_md, 0);
  const dnnl_memory_desc_t &dst_md = *l.dnnl_primitive_desc_query_md(pd, dnnl_query_dst_md, 0);
  dnnl_memory_t src = k->reordered_input(user_src, 0, src_md);
  dnnl_memory_t wei = k->reordered_input(user_wei, 1, wei_md);
  int out_index = k->epilogue_ ? -1 : k->output_arg_;
  bool same_dst = l.dnnl_memory_desc_equal(&user_dst, &dst_md);
  dnnl_memory_t dst = same_dst ? k->bound_memory(user_dst, out_index) : k->owned_memory(dst_md, true);
  k->add_step(pd, {{DNNL_ARG_SRC, src}, {DNNL_ARG_WEIGHTS, wei}, {DNNL_ARG_DST, dst}});
  if (!same_dst) {
    dnnl_memory_t out = k->bound_memory(user_dst, out_index);
    dnnl_primitive_desc_t rpd = nullptr;
    check(l.dnnl_reorder_primitive_desc_create(&rpd, &dst_md, l.engine, &user_dst, l.engine, nullptr), "reorder");
    k->add_step(k->own(rpd), {{DNNL_ARG_FROM, dst}, {DNNL_ARG_TO, out}});
  }
  return k;
}

std::unique_ptr<LibraryKernel> make_softmax(const LibraryCall &call, const Workload &w) {
  const OneDnn &l = onednn();
  int64_t M = int_param(w, "M"), N = int_param(w, "N");
  auto k = std::make_unique<OneDnnKernel>();
  check(l.dnnl_stream_create(&k->stream_, l.engine, dnnl_stream_default_flags), "dnnl_stream_create");
  dnnl_memory_desc_t data = md({M, N}, dnnl_ab);
  dnnl_softmax_desc_t d;
  check(l.dnnl_softmax_forward_desc_init(&d, dnnl_forward_inference, &data, 1), "dnnl_softmax_forward_desc_init");
  dnnl_primitive_desc_t pd = nullptr;
  check(l.dnnl_primitive_desc_create(&pd, &d, nullptr, l.engine, nullptr), "softmax primitive descriptor");
  k->own(pd);
  k->add_step(pd, {{DNNL_ARG_SRC, k->bound_memory(data, 0)}, {DNNL_ARG_DST, k->bound_memory(data, 1)}});
  return k;
}

std::unique_ptr<LibraryKernel> make_layernorm(const LibraryCall &call, const Workload &w) {
  const OneDnn &l = onednn();
  int64_t M = int_param(w, "M"), N = int_param(w, "N");
  float eps = static_cast<float>(std::strtod(text_param(w, "eps").c_str(), nullptr));
  auto k = std::make_unique<OneDnnKernel>();
  check(l.dnnl_stream_create(&k->stream_, l.engine, dnnl_stream_default_flags), "dnnl_stream_create");
  dnnl_memory_desc_t data = md({M, N}, dnnl_ab), vec = md({N}, dnnl_a);
  dnnl_layer_normalization_desc_t d;
  check(l.dnnl_layer_normalization_forward_desc_init(&d, dnnl_forward_inference, &data, nullptr, eps,
                                                     dnnl_use_scale | dnnl_use_shift),
        "dnnl_layer_normalization_forward_desc_init");
  dnnl_primitive_desc_t pd = nullptr;
  check(l.dnnl_primitive_desc_create(&pd, &d, nullptr, l.engine, nullptr), "layernorm primitive descriptor");
  k->own(pd);
  k->add_step(pd, {{DNNL_ARG_SRC, k->bound_memory(data, 0)},
                   {DNNL_ARG_SCALE, k->bound_memory(vec, 1)},
                   {DNNL_ARG_SHIFT, k->bound_memory(vec, 2)},
                   {DNNL_ARG_DST, k->bound_memory(data, 3)}});
  return k;
}

/** The implementation oneDNN picks for a descriptor here ("" when it cannot make one). */
template <typename Desc>
std::string chosen_impl(const Desc &d) {
  dnnl_primitive_desc_t pd = nullptr;
  if (onednn().dnnl_primitive_desc_create(&pd, &d, nullptr, onednn().engine, nullptr) != dnnl_success) return "";
  std::string s = impl_string(pd);
  onednn().dnnl_primitive_desc_destroy(pd);
  return s;
}

}  // namespace

LibraryStatus onednn_status() { return onednn().status; }

std::vector<LibraryCall> onednn_candidates(const Workload &w) {
  // The op first: the library is loaded only for a workload it serves.
  if (w.op_name != "conv2d" && w.op_name != "depthwise_conv2d" && w.op_name != "softmax" && w.op_name != "layernorm")
    return {};
  bool f32 = f32_data(w);
  if (!f32) return {};
  const OneDnn &l = onednn();
  if (!l.status.found) return {};
  LibraryCall base;
  base.library = "onednn";
  base.version = l.status.version;
  std::vector<LibraryCall> out;
  try {
    if (conv_fits(w)) {
      ConvShape s = conv_shape(w);
      EpilogueSpec e = epilogue_of(w, s.nhwc ? 3 : 1);
      for (bool preferred : {false, true}) {
        LibraryCall c = base;
        c.routine = "dnnl_convolution_forward";
        c.params = {{"formats", preferred ? "preferred" : "plain"}};
        if (s.depthwise) c.params["groups"] = s.C;
        c.params["implementation"] = chosen_impl(conv_desc(s, preferred));
        if (e.any()) c.params["epilogue"] = e.to_json();
        if (!c.params["implementation"].get<std::string>().empty()) out.push_back(c);
      }
    } else if (w.op_name == "softmax") {
      LibraryCall c = base;
      c.routine = "dnnl_softmax_forward";
      dnnl_memory_desc_t data = md({int_param(w, "M"), int_param(w, "N")}, dnnl_ab);
      dnnl_softmax_desc_t d;
      check(l.dnnl_softmax_forward_desc_init(&d, dnnl_forward_inference, &data, 1), "dnnl_softmax_forward_desc_init");
      c.params = {{"axis", 1}, {"implementation", chosen_impl(d)}};
      out.push_back(c);
    } else if (w.op_name == "layernorm") {
      LibraryCall c = base;
      c.routine = "dnnl_layer_normalization_forward";
      int64_t N = int_param(w, "N");
      dnnl_memory_desc_t data = md({int_param(w, "M"), N}, dnnl_ab);
      dnnl_layer_normalization_desc_t d;
      check(
          l.dnnl_layer_normalization_forward_desc_init(
              &d, dnnl_forward_inference, &data, nullptr,
              static_cast<float>(std::strtod(text_param(w, "eps").c_str(), nullptr)), dnnl_use_scale | dnnl_use_shift),
          "dnnl_layer_normalization_forward_desc_init");
      c.params = {{"flags", "use_scale|use_shift"}, {"implementation", chosen_impl(d)}};
      out.push_back(c);
    }
  } catch (const UserError &) {
    return {};  // a shape oneDNN refuses: no candidate
  }
  return out;
}

ExportedLibraryCall onednn_export(const LibraryCall &call, const Workload &w) {
  ExportedLibraryCall e;
  e.call.sonames = {kSonames[0], kSonames[1]};
  e.call.output_arg = static_cast<int>(w.inputs().size());
  if (call.routine == "dnnl_convolution_forward") {
    user_check(conv_fits(w), "library call " << call.describe() << " does not compute workload " << w.spec);
    ConvShape s = conv_shape(w);
    e.call.routine = LibraryStub::DnnlConvolution;
    e.call.params = {s.N,
                     s.C,
                     s.H,
                     s.W,
                     s.K,
                     s.R,
                     s.S,
                     s.stride,
                     s.pad,
                     s.dilation,
                     s.P,
                     s.Q,
                     s.nhwc ? 1 : 0,
                     s.depthwise ? 1 : 0,
                     call.params.value("formats", "plain") == "preferred" ? 1 : 0,
                     s.kblock};
    std::optional<EpilogueSpec> epilogue;
    if (call.params.contains("epilogue")) {
      epilogue = EpilogueSpec::from_json(call.params["epilogue"]);
      user_check(epilogue->shape == w.outputs()[0].shape(),
                 "library call: its epilogue does not fit workload " << w.spec);
    }
    place_exported_arguments(e, epilogue, w);
    return e;
  }
  e.call.params = {int_param(w, "M"), int_param(w, "N")};
  if (call.routine == "dnnl_softmax_forward" && w.op_name == "softmax") {
    e.call.routine = LibraryStub::DnnlSoftmax;
    return e;
  }
  user_check(call.routine == "dnnl_layer_normalization_forward" && w.op_name == "layernorm",
             "library call " << call.describe() << " does not compute workload " << w.spec);
  e.call.routine = LibraryStub::DnnlLayerNorm;
  e.call.epsilon = std::strtod(text_param(w, "eps").c_str(), nullptr);
  return e;
}

std::unique_ptr<LibraryKernel> make_onednn_kernel(const LibraryCall &call, const Workload &w, const Target &target) {
  user_check(onednn().status.found,
             "library call " << call.describe() << ": oneDNN is not loaded here (" << onednn().status.why_not << ")");
  // oneDNN's threads (OpenMP's) as many as ktune's, as OpenBLAS's are.
  if (onednn().set_omp_threads) onednn().set_omp_threads(num_threads());
  if (call.routine == "dnnl_convolution_forward") return make_conv(call, w, target);
  if (call.routine == "dnnl_softmax_forward" && w.op_name == "softmax") return make_softmax(call, w);
  if (call.routine == "dnnl_layer_normalization_forward" && w.op_name == "layernorm") return make_layernorm(call, w);
  throw UserError("library call " + call.describe() + " does not compute workload " + w.spec);
}

}  // namespace ktune::library
