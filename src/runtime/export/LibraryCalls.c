/* The library-call runtime: written into a library by `ktune export` beside the export runtime
 * (KtuneRuntime.c) when one of its kernels is a vendor library call, because that call was
 * measured faster than every generated kernel. In C with pthreads and dlopen only, like the
 * export runtime: the vendor library is loaded at the first call, never linked, so the exported
 * library still needs only libc, libm and libpthread to load.
 *
 * A call is a descriptor in the library (struct ktune_library_call, written by ktune's
 * src/codegen/LibraryStub.cpp): the routine, its integer parameters, where its arguments are,
 * the sonames to try, and the ktune-generated epilogue (bias, residual, activation) that was
 * measured with it, which then runs on a scratch tensor the routine wrote (allocated per call on
 * the CPU; kept per stream on a GPU, below).
 * The routines are those ktune measures (src/library/): OpenBLAS's cblas_sgemm (batch_matmul: one
 * call per batch matrix; a dense on packed weights: one per panel) and oneDNN 2.x's convolution (plain or preferred
 * formats, the reorders inside the call), softmax and layer normalization. Their set-up is repeated here in C because
 * the exported library runs without ktune; the parameters come from ktune, which checked the call
 * against the workload when it exported it.
 *
 * Before OpenBLAS is loaded, OPENBLAS_CORETYPE is set (unless the program set it) to the kernels
 * of the CPU's instruction set, as ktune sets it where it measures (set_library_environment,
 * src/library/LibraryCall.cpp): OpenBLAS 0.3.21 runs its SSE3 kernels on CPU models newer than
 * itself. setenv: a program whose other threads read the environment during the first call
 * should set it itself. Before oneDNN is loaded, GOMP_SPINCOUNT=1000 likewise (unless the program
 * set it or OMP_WAIT_POLICY). Both libraries use as many threads as the export runtime (OpenBLAS's set
 * once at the load; OpenMP's, for oneDNN, on the calling thread at each call).
 *
 * A oneDNN call's primitives (and the buffers of its reordered tensors) are made at its first call
 * (under a mutex) and kept in the descriptor; a call executes them on the calling thread's stream
 * with memory objects over the caller's buffers, one call of the same kernel at a time. A call returns 0, or non-zero
 * with the reason in ktune_runtime_last_error().
 *
 * In a library exported for a CUDA target, a call may be cuBLAS's GEMM or cuDNN's convolution
 * (the CUDA section below): device pointers and a stream, like the library's generated kernels. */
#include <dlfcn.h>
#include <oneapi/dnnl/dnnl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__)
#include <cpuid.h>
#endif

#define KTUNE_RUNTIME_API __attribute__((weak, visibility("default")))

/* From the export runtime (KtuneRuntime.c). */
void *ktune_alloc(int64_t bytes);
void ktune_free(void *p);
int ktune_runtime_num_threads(void);
int ktune_runtime_set_error(const char *what, const char *detail);
const char *ktune_runtime_last_error(void);

typedef void (*ktune_packed_fn)(void **args);

enum {
  OPENBLAS_SGEMM = 1,
  DNNL_CONVOLUTION = 2,
  DNNL_SOFTMAX = 3,
  DNNL_LAYER_NORM = 4,
  CUBLAS_GEMM = 5,
  CUDNN_CONVOLUTION = 6
};

struct ktune_library_call {
  int32_t routine;
  int32_t nparams;
  int32_t bias_arg, residual_arg, output_arg;
  int32_t stream_arg; /* GPU calls: where the CUstream is in args (after the kernel's arguments); else -1 */
  /* OPENBLAS_SGEMM: batch, M, N, K, transb, panel (0, or B in panels that wide). DNNL_CONVOLUTION: N, C, H, W, K, R, S,
   * stride, pad, dilation, P, Q, nhwc, depthwise, preferred formats, kblock. DNNL_SOFTMAX, DNNL_LAYER_NORM: M, N.
   * CUBLAS_GEMM: batch, M, N, K, transb, input type (cudaDataType), compute type, Ex (0: cublasSgemm), batched.
   * CUDNN_CONVOLUTION: N, C, H, W, K, R, S, stride, pad, dilation, P, Q, groups, algorithm, math type. */
  int64_t params[16];
  double epsilon; /* DNNL_LAYER_NORM */
  const char *name;
  const char *sonames; /* "libopenblas.so.0\0libopenblas.so\0\0" */
  ktune_packed_fn epilogue;
  void *state; /* oneDNN: the primitives, made at the first call */
};

static pthread_mutex_t load_mutex = PTHREAD_MUTEX_INITIALIZER;

/* dlopen of the first soname that loads; why_not names them all when none does. */
static void *open_first(const char *sonames, const char *library, char *why_not, size_t size) {
  for (const char *s = sonames; *s; s += strlen(s) + 1) {
    void *lib = dlopen(s, RTLD_NOW | RTLD_LOCAL);
    if (lib) return lib;
  }
  size_t n = (size_t)snprintf(why_not, size, "%s cannot be loaded (tried", library);
  for (const char *s = sonames; *s && n < size; s += strlen(s) + 1)
    n += (size_t)snprintf(why_not + n, size - n, " %s", s);
  if (n < size) snprintf(why_not + n, size - n, ")");
  return NULL;
}

/* ---- OpenBLAS ---- */

typedef void (*cblas_sgemm_fn)(int, int, int, int, int, int, float, const float *, int, const float *, int, float,
                               float *, int);

static struct {
  int tried;
  cblas_sgemm_fn sgemm;
  char why_not[320];
} openblas;

/* "SkylakeX" where the CPU and the OS have AVX-512F, "Haswell" where they have AVX2, else NULL:
 * what __builtin_cpu_supports says in ktune, asked with CPUID and XGETBV here because that
 * builtin needs libgcc's data, which an exported library does not link. */
static const char *openblas_core(void) {
#if defined(__x86_64__)
  unsigned eax, ebx, ecx, edx;
  if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx) || !(ecx & bit_OSXSAVE)) return NULL;
  unsigned lo, hi;
  __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
  if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return NULL;
  if ((ebx & bit_AVX512F) && (lo & 0xe6) == 0xe6) return "SkylakeX";
  if ((ebx & bit_AVX2) && (lo & 0x6) == 0x6) return "Haswell";
#endif
  return NULL;
}

static void openblas_load(const char *sonames) {
  openblas.tried = 1;
  const char *core = openblas_core();
  if (core && !getenv("OPENBLAS_CORETYPE")) setenv("OPENBLAS_CORETYPE", core, 0);
  void *lib = open_first(sonames, "OpenBLAS", openblas.why_not, sizeof openblas.why_not);
  if (!lib) return;
  cblas_sgemm_fn sgemm = (cblas_sgemm_fn)dlsym(lib, "cblas_sgemm");
  void (*set_num_threads)(int) = (void (*)(int))dlsym(lib, "openblas_set_num_threads");
  if (!sgemm) {
    snprintf(openblas.why_not, sizeof openblas.why_not, "the OpenBLAS loaded has no cblas_sgemm");
    return;
  }
  /* Once, before any call: the export runtime's count is fixed once its pool has started, and
   * OpenBLAS must not be resized while another thread is inside it. */
  if (set_num_threads) set_num_threads(ktune_runtime_num_threads());
  __atomic_store_n(&openblas.sgemm, sgemm, __ATOMIC_RELEASE);
}

static int run_sgemm(const struct ktune_library_call *c, void **args, float *d) {
  cblas_sgemm_fn sgemm = __atomic_load_n(&openblas.sgemm, __ATOMIC_ACQUIRE);
  if (!sgemm) {
    pthread_mutex_lock(&load_mutex);
    if (!openblas.tried) openblas_load(c->sonames);
    sgemm = openblas.sgemm;
    pthread_mutex_unlock(&load_mutex);
    if (!sgemm) return ktune_runtime_set_error(c->name, openblas.why_not);
  }
  enum { kRowMajor = 101, kNoTrans = 111, kTrans = 112 }; /* cblas.h's values: the CBLAS ABI */
  const int64_t *p = c->params;
  int batch = (int)p[0], m = (int)p[1], n = (int)p[2], k = (int)p[3], trans_b = (int)p[4], panel = (int)p[5];
  const float *a = (const float *)args[0], *b = (const float *)args[1];
  int64_t mk = (int64_t)m * k, kn = (int64_t)k * n, mn = (int64_t)m * n;
  /* B in panels [ceil(n/panel)][k][panel] (a model's dense): one call per panel of columns. */
  if (panel) {
    for (int j = 0; j < n; j += panel)
      sgemm(kRowMajor, kNoTrans, kNoTrans, m, n - j < panel ? n - j : panel, k, 1.0f, a, k, b + (int64_t)j * k, panel,
            0.0f, d + j, n);
  } else {
    for (int i = 0; i < batch; ++i)
      sgemm(kRowMajor, kNoTrans, trans_b ? kTrans : kNoTrans, m, n, k, 1.0f, a + i * mk, k, b + i * kn, trans_b ? k : n,
            0.0f, d + i * mn, n);
  }
  return 0;
}

/* ---- oneDNN 2.x ---- */

/* clang-format off */
#define KTUNE_DNNL_FUNCTIONS(X) \
  X(dnnl_engine_create) X(dnnl_stream_create) X(dnnl_stream_wait) X(dnnl_stream_destroy) \
  X(dnnl_memory_desc_init_by_tag) X(dnnl_dilated_convolution_forward_desc_init) \
  X(dnnl_softmax_forward_desc_init) X(dnnl_layer_normalization_forward_desc_init) \
  X(dnnl_primitive_desc_create) X(dnnl_primitive_desc_query_md) X(dnnl_primitive_desc_destroy) \
  X(dnnl_reorder_primitive_desc_create) X(dnnl_primitive_create) X(dnnl_primitive_execute) \
  X(dnnl_primitive_destroy) X(dnnl_memory_create) X(dnnl_memory_destroy) X(dnnl_memory_desc_equal) \
  X(dnnl_engine_destroy) X(dnnl_version)
/* clang-format on */

static struct {
  int tried;
  int ready;
  char why_not[320];
  dnnl_engine_t engine;
  void (*omp_set_num_threads)(int);
  pthread_key_t stream_key; /* the calling thread's stream, destroyed with the thread */
#define KTUNE_DNNL_MEMBER(f) __typeof__(&f) f;
  KTUNE_DNNL_FUNCTIONS(KTUNE_DNNL_MEMBER)
} dnnl;

static void destroy_stream(void *stream) { dnnl.dnnl_stream_destroy((dnnl_stream_t)stream); }

static void dnnl_load(const char *sonames) {
  dnnl.tried = 1;
  /* As ktune measured the call (set_openmp_wait_policy, include/ktune/library/LibraryCall.h): OpenMP's
   * threads stop spinning soon after a oneDNN call, leaving the cores to the next kernel. */
  if (!getenv("OMP_WAIT_POLICY") && !getenv("GOMP_SPINCOUNT")) setenv("GOMP_SPINCOUNT", "1000", 0);
  void *lib = open_first(sonames, "oneDNN", dnnl.why_not, sizeof dnnl.why_not);
  if (!lib) return;
  int all = 1;
#define KTUNE_DNNL_LOAD(f) all = (dnnl.f = (__typeof__(&f))dlsym(lib, #f)) != NULL && all;
  KTUNE_DNNL_FUNCTIONS(KTUNE_DNNL_LOAD)
  if (!all) {
    snprintf(dnnl.why_not, sizeof dnnl.why_not, "the oneDNN loaded lacks a function of the 2.x C API");
    return;
  }
  const dnnl_version_t *v = dnnl.dnnl_version();
  if (v->major != DNNL_VERSION_MAJOR) {
    snprintf(dnnl.why_not, sizeof dnnl.why_not, "oneDNN %d.x found; this library calls the %d.x C API", v->major,
             DNNL_VERSION_MAJOR);
    return;
  }
  if (dnnl.dnnl_engine_create(&dnnl.engine, dnnl_cpu, 0) != dnnl_success) {
    snprintf(dnnl.why_not, sizeof dnnl.why_not, "oneDNN could not create a CPU engine");
    return;
  }
  if (pthread_key_create(&dnnl.stream_key, destroy_stream) != 0) {
    snprintf(dnnl.why_not, sizeof dnnl.why_not, "no thread-specific key for oneDNN's streams");
    dnnl.dnnl_engine_destroy(dnnl.engine);
    return;
  }
  dnnl.omp_set_num_threads = (void (*)(int))dlsym(lib, "omp_set_num_threads"); /* libdnnl's OpenMP */
  __atomic_store_n(&dnnl.ready, 1, __ATOMIC_RELEASE);
}

/* The primitives of one call, made at its first call, or why they could not be (kept, so that a
 * failed set-up is not tried again at every call). A reorder is NULL where the formats agree; its
 * buffer in oneDNN's format is made once, as ktune measured it (one call at a time uses it). */
struct dnnl_state {
  pthread_mutex_t mutex; /* one call of this kernel at a time */
  char failed[160];      /* "" when ready */
  dnnl_primitive_t main;
  dnnl_primitive_t src_reorder, wei_reorder, dst_reorder;
  dnnl_memory_t src_buf, wei_buf, dst_buf; /* the reorders' buffers in oneDNN's formats */
  dnnl_memory_desc_t user_src, user_wei, user_dst, src_md, wei_md, dst_md; /* the convolution's */
  dnnl_memory_desc_t data_md, vec_md;                                      /* softmax, layer normalization */
};

static int md(dnnl_memory_desc_t *d, int ndims, const int64_t *dims, dnnl_format_tag_t tag) {
  dnnl_dims_t a;
  for (int i = 0; i < ndims; ++i) a[i] = dims[i];
  return dnnl.dnnl_memory_desc_init_by_tag(d, ndims, a, dnnl_f32, tag) == dnnl_success;
}

/* The primitive of pd, then pd destroyed; 0 on failure. */
static int make_primitive(dnnl_primitive_desc_t pd, dnnl_primitive_t *p) {
  int ok = dnnl.dnnl_primitive_create(p, pd) == dnnl_success;
  dnnl.dnnl_primitive_desc_destroy(pd);
  return ok;
}

/* A reorder from -> to, or NULL (and success) where they are the same format. */
static int make_reorder(const dnnl_memory_desc_t *from, const dnnl_memory_desc_t *to, dnnl_primitive_t *p) {
  *p = NULL;
  if (dnnl.dnnl_memory_desc_equal(from, to)) return 1;
  dnnl_primitive_desc_t pd = NULL;
  if (dnnl.dnnl_reorder_primitive_desc_create(&pd, from, dnnl.engine, to, dnnl.engine, NULL) != dnnl_success) return 0;
  return make_primitive(pd, p);
}

/* The convolution as ktune measured it (src/library/Dnnl.cpp, make_conv): on the workload's
 * formats, or on oneDNN's preferred ones with the reorders of input, weights and output. */
static const char *make_convolution(const struct ktune_library_call *c, struct dnnl_state *s) {
  const int64_t *p = c->params;
  int64_t N = p[0], C = p[1], H = p[2], W = p[3], K = p[4], R = p[5], S = p[6], stride = p[7], pad = p[8],
          dilation = p[9], P = p[10], Q = p[11];
  int nhwc = (int)p[12], depthwise = (int)p[13], preferred = (int)p[14];
  int64_t kblock = p[15]; /* NHWC conv2d: weights [K/kblock,R,S,C,kblock], oneDNN's Ohwi<kblock>o */
  dnnl_format_tag_t act = nhwc ? dnnl_nhwc : dnnl_nchw;
  /* Depthwise weights are grouped, {G=C, O=1, I=1, R, S}: goihw is [C,R,S], hwigo [R,S,C]. */
  int64_t src_dims[4] = {N, C, H, W}, dst_dims[4] = {N, K, P, Q};
  int64_t wei_dims[5] = {K, C, R, S, 0}, group_dims[5] = {C, 1, 1, R, S};
  int wei_ndims = depthwise ? 5 : 4;
  const int64_t *wdims = depthwise ? group_dims : wei_dims;
  dnnl_format_tag_t wei = depthwise ? (nhwc ? dnnl_hwigo : dnnl_goihw) : (nhwc ? dnnl_hwio : dnnl_oihw);
  if (kblock)
    wei = kblock == 4    ? dnnl_Ohwi4o
          : kblock == 8  ? dnnl_Ohwi8o
          : kblock == 16 ? dnnl_Ohwi16o
          : kblock == 32 ? dnnl_Ohwi32o
          : kblock == 48 ? dnnl_Ohwi48o
          : kblock == 64 ? dnnl_Ohwi64o
                         : dnnl_format_tag_undef;
  if (wei == dnnl_format_tag_undef) return "a weight block oneDNN has no format for";
  dnnl_memory_desc_t src_any, wei_any, dst_any;
  if (!md(&s->user_src, 4, src_dims, act) || !md(&s->user_wei, wei_ndims, wdims, wei) ||
      !md(&s->user_dst, 4, dst_dims, act) || !md(&src_any, 4, src_dims, preferred ? dnnl_format_tag_any : act) ||
      !md(&wei_any, wei_ndims, wdims, preferred ? dnnl_format_tag_any : wei) ||
      !md(&dst_any, 4, dst_dims, preferred ? dnnl_format_tag_any : act))
    return "memory descriptors";
  dnnl_dims_t strides = {stride, stride}, dilates = {dilation - 1, dilation - 1}, padding = {pad, pad};
  dnnl_convolution_desc_t d;
  if (dnnl.dnnl_dilated_convolution_forward_desc_init(&d, dnnl_forward_inference, dnnl_convolution_direct, &src_any,
                                                      &wei_any, NULL, &dst_any, strides, dilates, padding,
                                                      padding) != dnnl_success)
    return "the convolution descriptor";
  dnnl_primitive_desc_t pd = NULL;
  if (dnnl.dnnl_primitive_desc_create(&pd, &d, NULL, dnnl.engine, NULL) != dnnl_success)
    return "the convolution primitive descriptor";
  s->src_md = *dnnl.dnnl_primitive_desc_query_md(pd, dnnl_query_src_md, 0);
  s->wei_md = *dnnl.dnnl_primitive_desc_query_md(pd, dnnl_query_weights_md, 0);
  s->dst_md = *dnnl.dnnl_primitive_desc_query_md(pd, dnnl_query_dst_md, 0);
  if (!make_primitive(pd, &s->main)) return "the convolution primitive";
  if (!make_reorder(&s->user_src, &s->src_md, &s->src_reorder) ||
      !make_reorder(&s->user_wei, &s->wei_md, &s->wei_reorder) ||
      !make_reorder(&s->dst_md, &s->user_dst, &s->dst_reorder))
    return "a reorder";
  if ((s->src_reorder && dnnl.dnnl_memory_create(&s->src_buf, &s->src_md, dnnl.engine, DNNL_MEMORY_ALLOCATE)) ||
      (s->wei_reorder && dnnl.dnnl_memory_create(&s->wei_buf, &s->wei_md, dnnl.engine, DNNL_MEMORY_ALLOCATE)) ||
      (s->dst_reorder && dnnl.dnnl_memory_create(&s->dst_buf, &s->dst_md, dnnl.engine, DNNL_MEMORY_ALLOCATE)))
    return "the reordered tensors' buffers";
  return NULL;
}

static const char *make_normalization(const struct ktune_library_call *c, struct dnnl_state *s) {
  int64_t dims[2] = {c->params[0], c->params[1]};
  if (!md(&s->data_md, 2, dims, dnnl_ab) || !md(&s->vec_md, 1, dims + 1, dnnl_a)) return "memory descriptors";
  dnnl_primitive_desc_t pd = NULL;
  if (c->routine == DNNL_SOFTMAX) {
    dnnl_softmax_desc_t d;
    if (dnnl.dnnl_softmax_forward_desc_init(&d, dnnl_forward_inference, &s->data_md, 1) != dnnl_success ||
        dnnl.dnnl_primitive_desc_create(&pd, &d, NULL, dnnl.engine, NULL) != dnnl_success)
      return "the softmax primitive descriptor";
  } else {
    dnnl_layer_normalization_desc_t d;
    if (dnnl.dnnl_layer_normalization_forward_desc_init(&d, dnnl_forward_inference, &s->data_md, NULL,
                                                        (float)c->epsilon,
                                                        dnnl_use_scale | dnnl_use_shift) != dnnl_success ||
        dnnl.dnnl_primitive_desc_create(&pd, &d, NULL, dnnl.engine, NULL) != dnnl_success)
      return "the layer normalization primitive descriptor";
  }
  return make_primitive(pd, &s->main) ? NULL : "the primitive";
}

/* The call's state, made once (under the load mutex); NULL with the error set on failure. */
static struct dnnl_state *dnnl_state_of(struct ktune_library_call *c) {
  struct dnnl_state *s = __atomic_load_n((struct dnnl_state **)&c->state, __ATOMIC_ACQUIRE);
  if (s) return s;
  char why[400] = "";
  pthread_mutex_lock(&load_mutex);
  if (!dnnl.tried) dnnl_load(c->sonames);
  s = (struct dnnl_state *)c->state;
  if (!s && !dnnl.ready) snprintf(why, sizeof why, "%s", dnnl.why_not);
  if (!s && dnnl.ready) {
    s = (struct dnnl_state *)calloc(1, sizeof *s);
    if (!s) {
      snprintf(why, sizeof why, "no memory for oneDNN's state");
    } else {
      pthread_mutex_init(&s->mutex, NULL);
      const char *failed = c->routine == DNNL_CONVOLUTION ? make_convolution(c, s) : make_normalization(c, s);
      if (failed) {
        /* What was made is released; the state keeps only why, for every later call. */
        dnnl_primitive_t made[4] = {s->main, s->src_reorder, s->wei_reorder, s->dst_reorder};
        dnnl_memory_t buffers[3] = {s->src_buf, s->wei_buf, s->dst_buf};
        for (int i = 0; i < 4; ++i)
          if (made[i]) dnnl.dnnl_primitive_destroy(made[i]);
        for (int i = 0; i < 3; ++i)
          if (buffers[i]) dnnl.dnnl_memory_destroy(buffers[i]);
        snprintf(s->failed, sizeof s->failed, "oneDNN could not make %s", failed);
      }
      __atomic_store_n((struct dnnl_state **)&c->state, s, __ATOMIC_RELEASE);
    }
  }
  pthread_mutex_unlock(&load_mutex);
  if (s && s->failed[0]) snprintf(why, sizeof why, "%s", s->failed);
  if (!s || s->failed[0]) {
    ktune_runtime_set_error(c->name, why);
    return NULL;
  }
  return s;
}

/* A memory object over a caller's buffer, destroyed after the call; NULL on failure. */
static dnnl_memory_t memory(const dnnl_memory_desc_t *d, void *ptr, dnnl_memory_t *made, int *n) {
  dnnl_memory_t m = NULL;
  if (dnnl.dnnl_memory_create(&m, d, dnnl.engine, ptr) != dnnl_success) return NULL;
  made[(*n)++] = m;
  return m;
}

static int execute(dnnl_primitive_t p, dnnl_stream_t stream, int nargs, const dnnl_exec_arg_t *args) {
  return dnnl.dnnl_primitive_execute(p, stream, nargs, args) == dnnl_success;
}

static int run_dnnl(struct ktune_library_call *c, void **args, float *d) {
  struct dnnl_state *s = dnnl_state_of(c);
  if (!s) return -1;
  dnnl_stream_t stream = (dnnl_stream_t)pthread_getspecific(dnnl.stream_key);
  int own_stream = 0; /* a stream the thread key could not keep: destroyed after this call */
  if (!stream) {
    if (dnnl.dnnl_stream_create(&stream, dnnl.engine, dnnl_stream_default_flags) != dnnl_success)
      return ktune_runtime_set_error(c->name, "oneDNN could not create a stream");
    own_stream = pthread_setspecific(dnnl.stream_key, stream) != 0;
  }
  if (dnnl.omp_set_num_threads) dnnl.omp_set_num_threads(ktune_runtime_num_threads());
  dnnl_memory_t made[8];
  int n = 0, ok = 1;
  pthread_mutex_lock(&s->mutex);
  if (c->routine == DNNL_CONVOLUTION) {
    dnnl_memory_t user_src = memory(&s->user_src, args[0], made, &n),
                  user_wei = memory(&s->user_wei, args[1], made, &n), user_dst = memory(&s->user_dst, d, made, &n);
    dnnl_memory_t src = s->src_reorder ? s->src_buf : user_src;
    dnnl_memory_t wei = s->wei_reorder ? s->wei_buf : user_wei;
    dnnl_memory_t dst = s->dst_reorder ? s->dst_buf : user_dst;
    ok = user_src && user_wei && user_dst && src && wei && dst;
    if (ok && s->src_reorder) {
      dnnl_exec_arg_t a[2] = {{DNNL_ARG_FROM, user_src}, {DNNL_ARG_TO, src}};
      ok = execute(s->src_reorder, stream, 2, a);
    }
    if (ok && s->wei_reorder) {
      dnnl_exec_arg_t a[2] = {{DNNL_ARG_FROM, user_wei}, {DNNL_ARG_TO, wei}};
      ok = execute(s->wei_reorder, stream, 2, a);
    }
    if (ok) {
      dnnl_exec_arg_t a[3] = {{DNNL_ARG_SRC, src}, {DNNL_ARG_WEIGHTS, wei}, {DNNL_ARG_DST, dst}};
      ok = execute(s->main, stream, 3, a);
    }
    if (ok && s->dst_reorder) {
      dnnl_exec_arg_t a[2] = {{DNNL_ARG_FROM, dst}, {DNNL_ARG_TO, user_dst}};
      ok = execute(s->dst_reorder, stream, 2, a);
    }
  } else if (c->routine == DNNL_SOFTMAX) {
    dnnl_memory_t src = memory(&s->data_md, args[0], made, &n), dst = memory(&s->data_md, d, made, &n);
    dnnl_exec_arg_t a[2] = {{DNNL_ARG_SRC, src}, {DNNL_ARG_DST, dst}};
    ok = src && dst && execute(s->main, stream, 2, a);
  } else {
    dnnl_memory_t src = memory(&s->data_md, args[0], made, &n), scale = memory(&s->vec_md, args[1], made, &n),
                  shift = memory(&s->vec_md, args[2], made, &n), dst = memory(&s->data_md, d, made, &n);
    dnnl_exec_arg_t a[4] = {{DNNL_ARG_SRC, src}, {DNNL_ARG_SCALE, scale}, {DNNL_ARG_SHIFT, shift}, {DNNL_ARG_DST, dst}};
    ok = src && scale && shift && dst && execute(s->main, stream, 4, a);
  }
  ok = dnnl.dnnl_stream_wait(stream) == dnnl_success && ok;
  pthread_mutex_unlock(&s->mutex);
  for (int i = 0; i < n; ++i) dnnl.dnnl_memory_destroy(made[i]);
  if (own_stream) dnnl.dnnl_stream_destroy(stream);
  return ok ? 0 : ktune_runtime_set_error(c->name, "a oneDNN primitive failed to run");
}

/* ---- cuBLAS and cuDNN (CUDA targets): device pointers, the caller's stream ----
 *
 * The CUDA driver (libcuda.so.1) gives the context and the device memory; cuBLAS or cuDNN is
 * loaded from the descriptor's sonames. A call keeps one state per (context, stream) it is called
 * on: the library's handle bound to that stream, cuDNN's descriptors and workspace, and the
 * device scratch tensor the epilogue reads. Work on one stream runs in order, so the scratch and
 * workspace of a stream are never in use twice at once; calls on other streams get their own.
 * A state is made at the first call on its stream (under a mutex) and kept for the life of the
 * process; a state that could not be made keeps its reason, returned by every later call there.
 * Host threads calling on the same stream take the state's lock around the routine and the
 * epilogue's launch. */

typedef unsigned long long ktune_cu_ptr;

static struct {
  pthread_once_t once;
  const char *missing;
  int (*ctx_get_current)(void **);
  int (*device_get)(int *, int);
  int (*primary_ctx_retain)(void **, int);
  int (*ctx_set_current)(void *);
  int (*mem_alloc)(ktune_cu_ptr *, size_t);
} cu = {.once = PTHREAD_ONCE_INIT};

static void cu_load(void) {
  void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    cu.missing = "no NVIDIA driver (libcuda.so.1 cannot be loaded)";
    return;
  }
  int (*init)(unsigned) = (int (*)(unsigned))dlsym(lib, "cuInit");
  cu.ctx_get_current = (int (*)(void **))dlsym(lib, "cuCtxGetCurrent");
  cu.device_get = (int (*)(int *, int))dlsym(lib, "cuDeviceGet");
  cu.primary_ctx_retain = (int (*)(void **, int))dlsym(lib, "cuDevicePrimaryCtxRetain");
  cu.ctx_set_current = (int (*)(void *))dlsym(lib, "cuCtxSetCurrent");
  cu.mem_alloc = (int (*)(ktune_cu_ptr *, size_t))dlsym(lib, "cuMemAlloc_v2");
  if (!init || !cu.ctx_get_current || !cu.device_get || !cu.primary_ctx_retain || !cu.ctx_set_current ||
      !cu.mem_alloc) {
    cu.missing = "libcuda.so.1 lacks a driver function this library needs";
    return;
  }
  if (init(0) != 0) cu.missing = "cuInit failed: no usable CUDA device";
}

/* The current context (device 0's primary one made current where none is), or NULL with the
 * error set. */
static void *cu_context(const struct ktune_library_call *c) {
  pthread_once(&cu.once, cu_load);
  if (cu.missing) {
    ktune_runtime_set_error(c->name, cu.missing);
    return NULL;
  }
  void *ctx = NULL;
  if (cu.ctx_get_current(&ctx) != 0 || !ctx) {
    int dev = 0;
    if (cu.device_get(&dev, 0) != 0 || cu.primary_ctx_retain(&ctx, dev) != 0 || cu.ctx_set_current(ctx) != 0) {
      ktune_runtime_set_error(c->name, "no CUDA context is current and device 0's cannot be made current");
      return NULL;
    }
  }
  return ctx;
}

typedef void *ktune_gpu_handle;

static struct {
  int tried;
  char why_not[320];
  int (*create)(ktune_gpu_handle *);
  int (*set_stream)(ktune_gpu_handle, void *);
  int (*sgemm)(ktune_gpu_handle, int, int, int, int, int, const float *, const float *, int, const float *, int,
               const float *, float *, int);
  int (*sgemm_strided)(ktune_gpu_handle, int, int, int, int, int, const float *, const float *, int, long long,
                       const float *, int, long long, const float *, float *, int, long long, int);
  int (*gemm_ex)(ktune_gpu_handle, int, int, int, int, int, const void *, const void *, int, int, const void *, int,
                 int, const void *, void *, int, int, int, int);
  int (*gemm_strided_ex)(ktune_gpu_handle, int, int, int, int, int, const void *, const void *, int, int, long long,
                         const void *, int, int, long long, const void *, void *, int, int, long long, int, int, int);
} cublas;

static struct {
  int tried;
  char why_not[320];
  int (*create)(ktune_gpu_handle *);
  int (*set_stream)(ktune_gpu_handle, void *);
  const char *(*error_string)(int);
  int (*create_tensor)(void **);
  int (*set_tensor4d)(void *, int, int, int, int, int, int);
  int (*create_filter)(void **);
  int (*set_filter4d)(void *, int, int, int, int, int, int);
  int (*create_conv)(void **);
  int (*set_conv2d)(void *, int, int, int, int, int, int, int, int);
  int (*set_groups)(void *, int);
  int (*set_math)(void *, int);
  int (*workspace_size)(ktune_gpu_handle, void *, void *, void *, void *, int, size_t *);
  int (*forward)(ktune_gpu_handle, const void *, void *, const void *, void *, const void *, void *, int, void *,
                 size_t, const void *, void *, void *);
} cudnn;

#define KTUNE_LOAD(lib, member, name) ((lib).member = (__typeof__((lib).member))dlsym(handle, name)) != NULL

static void cublas_load(const char *sonames) {
  cublas.tried = 1;
  void *handle = open_first(sonames, "cuBLAS", cublas.why_not, sizeof cublas.why_not);
  if (!handle) return;
  if (!(KTUNE_LOAD(cublas, set_stream, "cublasSetStream_v2") && KTUNE_LOAD(cublas, sgemm, "cublasSgemm_v2") &&
        KTUNE_LOAD(cublas, sgemm_strided, "cublasSgemmStridedBatched") && KTUNE_LOAD(cublas, gemm_ex, "cublasGemmEx") &&
        KTUNE_LOAD(cublas, gemm_strided_ex, "cublasGemmStridedBatchedEx") &&
        KTUNE_LOAD(cublas, create, "cublasCreate_v2"))) {
    cublas.create = NULL;
    snprintf(cublas.why_not, sizeof cublas.why_not, "the cuBLAS loaded lacks a function this library calls");
  }
}

static void cudnn_load(const char *sonames) {
  cudnn.tried = 1;
  void *handle = open_first(sonames, "cuDNN", cudnn.why_not, sizeof cudnn.why_not);
  if (!handle) return;
  if (!(KTUNE_LOAD(cudnn, set_stream, "cudnnSetStream") && KTUNE_LOAD(cudnn, error_string, "cudnnGetErrorString") &&
        KTUNE_LOAD(cudnn, create_tensor, "cudnnCreateTensorDescriptor") &&
        KTUNE_LOAD(cudnn, set_tensor4d, "cudnnSetTensor4dDescriptor") &&
        KTUNE_LOAD(cudnn, create_filter, "cudnnCreateFilterDescriptor") &&
        KTUNE_LOAD(cudnn, set_filter4d, "cudnnSetFilter4dDescriptor") &&
        KTUNE_LOAD(cudnn, create_conv, "cudnnCreateConvolutionDescriptor") &&
        KTUNE_LOAD(cudnn, set_conv2d, "cudnnSetConvolution2dDescriptor") &&
        KTUNE_LOAD(cudnn, set_groups, "cudnnSetConvolutionGroupCount") &&
        KTUNE_LOAD(cudnn, set_math, "cudnnSetConvolutionMathType") &&
        KTUNE_LOAD(cudnn, workspace_size, "cudnnGetConvolutionForwardWorkspaceSize") &&
        KTUNE_LOAD(cudnn, forward, "cudnnConvolutionForward") && KTUNE_LOAD(cudnn, create, "cudnnCreate"))) {
    cudnn.create = NULL;
    snprintf(cudnn.why_not, sizeof cudnn.why_not, "the cuDNN loaded lacks a function this library calls");
    return;
  }
  /* cuDNN 9 loads its convolution and tensor parts (libcudnn_cnn, libcudnn_ops) when first used:
   * check now that they load and match, so that a missing part is this call's error. */
  int (*cnn_check)(void) = (int (*)(void))dlsym(handle, "cudnnCnnVersionCheck");
  int (*ops_check)(void) = (int (*)(void))dlsym(handle, "cudnnOpsVersionCheck");
  if (!cnn_check || !ops_check || cnn_check() != 0 || ops_check() != 0) {
    cudnn.create = NULL;
    snprintf(cudnn.why_not, sizeof cudnn.why_not, "cuDNN 9's convolution or tensor library cannot be loaded");
  }
}

struct gpu_state {
  void *ctx, *stream;
  pthread_mutex_t lock;
  char failed[320]; /* why the state could not be made; "" when it was */
  ktune_gpu_handle handle;
  ktune_cu_ptr scratch;   /* the epilogue's input, when there is an epilogue */
  void *x, *y, *w, *conv; /* cuDNN's descriptors */
  ktune_cu_ptr workspace;
  size_t workspace_bytes;
  struct gpu_state *next; /* the call's states, prepended under load_mutex, never freed */
};

static int status_error(const struct ktune_library_call *c, const char *what, int status) {
  char detail[256];
  const char *msg = c->routine == CUDNN_CONVOLUTION && cudnn.error_string ? cudnn.error_string(status) : NULL;
  snprintf(detail, sizeof detail, "%s failed with status %d%s%s", what, status, msg ? ": " : "", msg ? msg : "");
  return ktune_runtime_set_error(c->name, detail);
}

/* Elements of the routine's output: the epilogue's input. */
static int64_t output_elements(const struct ktune_library_call *c);

/* cuDNN's descriptors for the call: NCHW input, output and [K, C/groups, R, S] filter. */
static int cudnn_describe(const struct ktune_library_call *c, struct gpu_state *s) {
  enum { kNchw = 0, kFloat = 0, kCrossCorrelation = 1 };
  const int64_t *p = c->params;
  int n = (int)p[0], ch = (int)p[1], h = (int)p[2], w = (int)p[3], k = (int)p[4], r = (int)p[5], sw = (int)p[6];
  int stride = (int)p[7], pad = (int)p[8], dilation = (int)p[9], pp = (int)p[10], q = (int)p[11], groups = (int)p[12];
  int st;
  if ((st = cudnn.create_tensor(&s->x)) || (st = cudnn.create_tensor(&s->y)) || (st = cudnn.create_filter(&s->w)) ||
      (st = cudnn.create_conv(&s->conv)))
    return status_error(c, "creating cuDNN's descriptors", st);
  if ((st = cudnn.set_tensor4d(s->x, kNchw, kFloat, n, ch, h, w)) ||
      (st = cudnn.set_tensor4d(s->y, kNchw, kFloat, n, k, pp, q)) ||
      (st = cudnn.set_filter4d(s->w, kFloat, kNchw, k, ch / groups, r, sw)) ||
      (st = cudnn.set_conv2d(s->conv, pad, pad, stride, stride, dilation, dilation, kCrossCorrelation, kFloat)) ||
      (st = cudnn.set_groups(s->conv, groups)) || (st = cudnn.set_math(s->conv, (int)p[14])))
    return status_error(c, "describing the convolution to cuDNN", st);
  if ((st = cudnn.workspace_size(s->handle, s->x, s->w, s->conv, s->y, (int)p[13], &s->workspace_bytes)))
    return status_error(c, "cudnnGetConvolutionForwardWorkspaceSize", st);
  if (s->workspace_bytes && cu.mem_alloc(&s->workspace, s->workspace_bytes) != 0)
    return ktune_runtime_set_error(c->name, "cuMemAlloc of cuDNN's workspace failed");
  return 0;
}

static struct gpu_state *gpu_find_state(const struct ktune_library_call *c, void *ctx, void *stream) {
  struct gpu_state *s = __atomic_load_n((struct gpu_state **)&c->state, __ATOMIC_ACQUIRE);
  for (; s; s = s->next) {
    if (s->ctx == ctx && s->stream == stream) return s;
  }
  return NULL;
}

/* Makes a state's handle (bound to its stream), scratch and cuDNN set-up; its failure is kept. */
static void gpu_make_state(struct ktune_library_call *c, struct gpu_state *s) {
  int cublas_call = c->routine == CUBLAS_GEMM;
  if (cublas_call && !cublas.tried) cublas_load(c->sonames);
  if (!cublas_call && !cudnn.tried) cudnn_load(c->sonames);
  int (*create)(ktune_gpu_handle *) = cublas_call ? cublas.create : cudnn.create;
  int st;
  if (!create) {
    snprintf(s->failed, sizeof s->failed, "%s", cublas_call ? cublas.why_not : cudnn.why_not);
  } else if ((st = create(&s->handle)) != 0) {
    snprintf(s->failed, sizeof s->failed, "%s failed with status %d", cublas_call ? "cublasCreate" : "cudnnCreate", st);
  } else if ((st = cublas_call ? cublas.set_stream(s->handle, s->stream) : cudnn.set_stream(s->handle, s->stream))) {
    snprintf(s->failed, sizeof s->failed, "setting the stream of the library's handle failed with status %d", st);
  } else if (c->epilogue && cu.mem_alloc(&s->scratch, (size_t)output_elements(c) * sizeof(float)) != 0) {
    snprintf(s->failed, sizeof s->failed, "cuMemAlloc of the epilogue's input failed");
  } else if (!cublas_call && cudnn_describe(c, s) != 0) {
    const char *why = ktune_runtime_last_error(); /* "<name>: <what failed>" */
    size_t n = strlen(c->name);
    if (strncmp(why, c->name, n) == 0 && why[n] == ':') why += n + 2;
    snprintf(s->failed, sizeof s->failed, "%s", why);
  }
}

/* The call's state for the current context and the caller's stream, made at the first call
 * there; NULL with the error set. */
static struct gpu_state *gpu_state_of(struct ktune_library_call *c, void *stream) {
  void *ctx = cu_context(c);
  if (!ctx) return NULL;
  struct gpu_state *s = gpu_find_state(c, ctx, stream);
  if (!s) {
    pthread_mutex_lock(&load_mutex);
    s = gpu_find_state(c, ctx, stream);
    if (!s && (s = calloc(1, sizeof *s)) != NULL) {
      s->ctx = ctx;
      s->stream = stream;
      pthread_mutex_init(&s->lock, NULL);
      gpu_make_state(c, s);
      s->next = c->state;
      __atomic_store_n((struct gpu_state **)&c->state, s, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&load_mutex);
    if (!s) {
      ktune_runtime_set_error(c->name, "out of memory");
      return NULL;
    }
  }
  if (s->failed[0]) {
    ktune_runtime_set_error(c->name, s->failed);
    return NULL;
  }
  return s;
}

static int run_cublas(const struct ktune_library_call *c, struct gpu_state *s, void **args, ktune_cu_ptr d) {
  enum { kOpN = 0, kOpT = 1, kR32F = 0 }; /* cublasOperation_t, cudaDataType: the cuBLAS ABI */
  const int64_t *p = c->params;
  int batch = (int)p[0], m = (int)p[1], n = (int)p[2], k = (int)p[3], trans_b = (int)p[4], type = (int)p[5];
  int compute = (int)p[6], ex = (int)p[7], batched = (int)p[8];
  int st;
  /* Row-major C = A op(B) is column-major C^T = op(B)^T A^T: B first. */
  int op_b = trans_b ? kOpT : kOpN, ldb = trans_b ? k : n;
  long long sa = (long long)m * k, sb = (long long)k * n, sc = (long long)m * n;
  const float one = 1.0f, zero = 0.0f;
  const void *a = args[0], *b = args[1];
  void *cc = (void *)(uintptr_t)d;
  if (!ex && !batched)
    st = cublas.sgemm(s->handle, op_b, kOpN, n, m, k, &one, b, ldb, a, k, &zero, cc, n);
  else if (!ex)
    st = cublas.sgemm_strided(s->handle, op_b, kOpN, n, m, k, &one, b, ldb, sb, a, k, sa, &zero, cc, n, sc, batch);
  else if (!batched)
    st = cublas.gemm_ex(s->handle, op_b, kOpN, n, m, k, &one, b, type, ldb, a, type, k, &zero, cc, kR32F, n, compute,
                        -1);
  else
    st = cublas.gemm_strided_ex(s->handle, op_b, kOpN, n, m, k, &one, b, type, ldb, sb, a, type, k, sa, &zero, cc,
                                kR32F, n, sc, batch, compute, -1);
  return st == 0 ? 0 : status_error(c, ex ? "cublasGemmEx" : "cublasSgemm", st);
}

static int run_cudnn(const struct ktune_library_call *c, struct gpu_state *s, void **args, ktune_cu_ptr d) {
  const float one = 1.0f, zero = 0.0f;
  int st = cudnn.forward(s->handle, &one, s->x, args[0], s->w, args[1], s->conv, (int)c->params[13],
                         (void *)(uintptr_t)s->workspace, s->workspace_bytes, &zero, s->y, (void *)(uintptr_t)d);
  return st == 0 ? 0 : status_error(c, "cudnnConvolutionForward", st);
}

/* A GPU call: the routine into the output (or the scratch tensor), then the epilogue's launch on
 * the same stream. */
static int run_gpu(struct ktune_library_call *c, void **args) {
  void *stream = c->stream_arg >= 0 ? args[c->stream_arg] : NULL;
  struct gpu_state *s = gpu_state_of(c, stream);
  if (!s) return -1;
  ktune_cu_ptr out = (ktune_cu_ptr)(uintptr_t)args[c->output_arg];
  ktune_cu_ptr d = c->epilogue ? s->scratch : out;
  pthread_mutex_lock(&s->lock);
  int rc = c->routine == CUBLAS_GEMM ? run_cublas(c, s, args, d) : run_cudnn(c, s, args, d);
  if (rc == 0 && c->epilogue) {
    void *epilogue_args[5];
    int n = 0;
    epilogue_args[n++] = (void *)(uintptr_t)d;
    if (c->bias_arg >= 0) epilogue_args[n++] = args[c->bias_arg];
    if (c->residual_arg >= 0) epilogue_args[n++] = args[c->residual_arg];
    epilogue_args[n++] = (void *)(uintptr_t)out;
    epilogue_args[n++] = stream;
    c->epilogue(epilogue_args); /* its launch sets the thread's error when it fails */
    rc = ktune_runtime_last_error()[0] ? -1 : 0;
  }
  pthread_mutex_unlock(&s->lock);
  return rc;
}

/* ---- The entry point of every exported library call ---- */

/* Elements of the routine's output: the epilogue's input. */
static int64_t output_elements(const struct ktune_library_call *c) {
  const int64_t *p = c->params;
  if (c->routine == OPENBLAS_SGEMM || c->routine == CUBLAS_GEMM) return p[0] * p[1] * p[2];
  if (c->routine == DNNL_CONVOLUTION || c->routine == CUDNN_CONVOLUTION) return p[0] * p[4] * p[10] * p[11];
  return p[0] * p[1];
}

KTUNE_RUNTIME_API int ktune_library_call(struct ktune_library_call *c, void **args) {
  ktune_runtime_set_error(NULL, NULL);
  if (c->routine == CUBLAS_GEMM || c->routine == CUDNN_CONVOLUTION) return run_gpu(c, args);
  float *out = (float *)args[c->output_arg];
  float *d = out;
  if (c->epilogue) {
    d = (float *)ktune_alloc(output_elements(c) * (int64_t)sizeof(float));
    if (!d) return ktune_runtime_set_error(c->name, "out of memory for the epilogue's input");
  }
  int rc;
  switch (c->routine) {
    case OPENBLAS_SGEMM: rc = run_sgemm(c, args, d); break;
    case DNNL_CONVOLUTION:
    case DNNL_SOFTMAX:
    case DNNL_LAYER_NORM: rc = run_dnnl(c, args, d); break;
    default: rc = ktune_runtime_set_error(c->name, "unknown library routine in the call descriptor");
  }
  if (c->epilogue) {
    if (rc == 0) {
      void *epilogue_args[4];
      int n = 0;
      epilogue_args[n++] = d;
      if (c->bias_arg >= 0) epilogue_args[n++] = args[c->bias_arg];
      if (c->residual_arg >= 0) epilogue_args[n++] = args[c->residual_arg];
      epilogue_args[n++] = out;
      c->epilogue(epilogue_args);
    }
    ktune_free(d);
  }
  return rc;
}
