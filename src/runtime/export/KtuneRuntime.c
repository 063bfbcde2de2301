/* The runtime compiled into every library that `ktune export` writes: the three functions
 * that generated kernels call (a parallel loop, aligned allocation and its release), in C with
 * pthreads only, so that an exported library needs libc, libm and libpthread at run time and
 * nothing of ktune or LLVM.
 *
 * The pool is created at the first parallel loop (pthread_once), with KTUNE_NUM_THREADS
 * threads or one per online CPU. One region runs at a time: a call made while another thread's
 * region runs (or from inside a region) runs its loop on the calling thread, so the library is
 * safe to call from several threads at once. Chunks are claimed from one atomic word by the
 * caller and the workers alike, as in ktune's own pool (src/runtime/ThreadPool.cpp): a worker
 * that is descheduled never holds a region up. Workers spin briefly, then sleep on a condition
 * variable.
 *
 * The symbols are weak: two exported libraries linked into one program carry two identical
 * copies, and the linker keeps one. This file is compiled when ktune is built and its object
 * is embedded in the ktune program (ExportRuntimeObject.cpp), which writes it into each
 * exported library. */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#if defined(__x86_64__)
#include <immintrin.h>
#define KTUNE_PAUSE() _mm_pause()
#else
#define KTUNE_PAUSE() ((void)0)
#endif

#define KTUNE_RUNTIME_API __attribute__((weak, visibility("default")))

typedef void (*ktune_body_fn)(void *, int64_t, int64_t);

static struct {
  pthread_once_t once;
  pthread_mutex_t run_mutex; /* held by the thread whose region runs */
  pthread_mutex_t wake_mutex;
  pthread_cond_t wake;
  /* generation (32 bits) | chunk count (16) | next unclaimed chunk (16) */
  _Atomic uint64_t state;
  _Atomic uint32_t done;
  int threads;
  uint32_t generation;
  ktune_body_fn fn;
  void *closure;
  int64_t n;
  int64_t tasks;
} pool = {.once = PTHREAD_ONCE_INIT,
          .run_mutex = PTHREAD_MUTEX_INITIALIZER,
          .wake_mutex = PTHREAD_MUTEX_INITIALIZER,
          .wake = PTHREAD_COND_INITIALIZER};

static _Thread_local int in_region = 0;
static int requested_threads = 0;

static uint64_t pack(uint32_t generation, uint32_t tasks, uint32_t next) {
  return ((uint64_t)generation << 32) | ((uint64_t)tasks << 16) | next;
}
static uint32_t tasks_of(uint64_t s) { return (uint32_t)(s >> 16) & 0xffff; }
static uint32_t next_of(uint64_t s) { return (uint32_t)s & 0xffff; }
static uint32_t generation_of(uint64_t s) { return (uint32_t)(s >> 32); }

/* The next chunk of the current job (of `generation` when check is set), or -1. */
static int64_t claim(int check, uint32_t generation) {
  uint64_t s = atomic_load_explicit(&pool.state, memory_order_acquire);
  for (;;) {
    if (check && generation_of(s) != generation) return -1;
    if (next_of(s) >= tasks_of(s)) return -1;
    if (atomic_compare_exchange_weak_explicit(&pool.state, &s, s + 1, memory_order_acq_rel, memory_order_acquire))
      return next_of(s);
  }
}

static void run_chunk(int64_t t) {
  int64_t begin = pool.n * t / pool.tasks, end = pool.n * (t + 1) / pool.tasks;
  if (begin < end) pool.fn(pool.closure, begin, end);
}

static void *worker(void *unused) {
  (void)unused;
  in_region = 1;
  for (;;) {
    int spins = 0;
    uint64_t s;
    while (s = atomic_load_explicit(&pool.state, memory_order_acquire), next_of(s) >= tasks_of(s)) {
      if (++spins < 2000) {
        KTUNE_PAUSE();
        continue;
      }
      pthread_mutex_lock(&pool.wake_mutex);
      if (atomic_load_explicit(&pool.state, memory_order_acquire) == s) pthread_cond_wait(&pool.wake, &pool.wake_mutex);
      pthread_mutex_unlock(&pool.wake_mutex);
      spins = 0;
    }
    int64_t c = claim(0, 0);
    if (c >= 0) {
      run_chunk(c);
      atomic_fetch_add_explicit(&pool.done, 1, memory_order_acq_rel);
    }
  }
  return NULL;
}

static void start_pool(void) {
  int n = requested_threads;
  const char *env = getenv("KTUNE_NUM_THREADS");
  if (n <= 0 && env) n = atoi(env);
  if (n <= 0) n = (int)sysconf(_SC_NPROCESSORS_ONLN);
  if (n < 1) n = 1;
  if (n > 4096) n = 4096;
  pool.threads = 1;
  for (int i = 1; i < n; ++i) {
    pthread_t t;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    if (pthread_create(&t, &attr, worker, NULL) == 0) pool.threads++;
    pthread_attr_destroy(&attr);
  }
}

/* Threads for parallel loops; effective when called before the first kernel runs (later calls
 * are ignored). 0 or less: KTUNE_NUM_THREADS, else one per online CPU. */
KTUNE_RUNTIME_API void ktune_runtime_set_num_threads(int n) { requested_threads = n; }

KTUNE_RUNTIME_API int ktune_runtime_num_threads(void) {
  pthread_once(&pool.once, start_pool);
  return pool.threads;
}

KTUNE_RUNTIME_API void ktune_parallel_for(int64_t n, ktune_body_fn fn, void *closure) {
  if (n <= 0) return;
  pthread_once(&pool.once, start_pool);
  if (in_region || pool.threads == 1 || n == 1 || pthread_mutex_trylock(&pool.run_mutex) != 0) {
    fn(closure, 0, n);
    return;
  }
  uint32_t tasks = (uint32_t)(n < pool.threads ? n : pool.threads);
  pool.fn = fn;
  pool.closure = closure;
  pool.n = n;
  pool.tasks = tasks;
  atomic_store_explicit(&pool.done, 0, memory_order_relaxed);
  uint32_t generation = ++pool.generation;
  pthread_mutex_lock(&pool.wake_mutex);
  atomic_store_explicit(&pool.state, pack(generation, tasks, 0), memory_order_release);
  pthread_cond_broadcast(&pool.wake);
  pthread_mutex_unlock(&pool.wake_mutex);
  in_region = 1;
  for (int64_t c; (c = claim(1, generation)) >= 0;) {
    run_chunk(c);
    atomic_fetch_add_explicit(&pool.done, 1, memory_order_acq_rel);
  }
  in_region = 0;
  for (uint32_t spins = 0; atomic_load_explicit(&pool.done, memory_order_acquire) != tasks; ++spins) {
    if (spins % 1024 == 1023)
      sched_yield();
    else
      KTUNE_PAUSE();
  }
  pthread_mutex_unlock(&pool.run_mutex);
}

KTUNE_RUNTIME_API void *ktune_alloc(int64_t bytes) {
  size_t size = (size_t)((bytes + 63) / 64 * 64);
  return aligned_alloc(64, size == 0 ? 64 : size);
}

KTUNE_RUNTIME_API void ktune_free(void *p) { free(p); }

/* ---- Lookup by op name and parameters ----
 * Each exported library has a table of these (written by ktune export) and a <name>_lookup()
 * that calls the function below with it. */
struct ktune_lookup_entry {
  const char *op;
  const char *params;   /* every parameter, "M=128,N=3072,K=768,bias=1,act=gelu,dtype=f32" */
  const char *required; /* those without a default or not at it: "M=128,N=3072,K=768,bias=1,act=gelu" */
  void (*packed)(void **args);
};

/* The next "key=value" item of a comma-separated list from *p on, spaces trimmed: its start and
 * length (0 at the end of the list); *p moves past it. */
static const char *next_item(const char **p, size_t *len) {
  const char *s = *p;
  while (*s == ' ' || *s == ',') ++s;
  const char *end = s;
  while (*end && *end != ',') ++end;
  const char *last = end;
  while (last > s && last[-1] == ' ') --last;
  *p = end;
  *len = (size_t)(last - s);
  return s;
}

/* Whether every item of a is one of b's items. */
static int all_in(const char *a, const char *b) {
  for (const char *p = a; *p;) {
    size_t len;
    const char *item = next_item(&p, &len);
    if (len == 0) continue;
    int found = 0;
    for (const char *q = b; *q && !found;) {
      size_t other_len;
      const char *other = next_item(&q, &other_len);
      found = other_len == len && memcmp(other, item, len) == 0;
    }
    if (!found) return 0;
  }
  return 1;
}

typedef void (*ktune_packed_fn)(void **args);

KTUNE_RUNTIME_API ktune_packed_fn ktune_runtime_lookup(const struct ktune_lookup_entry *table, int64_t n,
                                                       const char *op, const char *params) {
  if (!op) return NULL;
  if (!params) params = "";
  for (int64_t i = 0; i < n; ++i) {
    const struct ktune_lookup_entry *e = &table[i];
    if (strcmp(e->op, op) != 0) continue;
    if (all_in(params, e->params) && all_in(e->required, params)) return e->packed;
  }
  return NULL;
}

/* ---- GPU kernels (libraries exported for cuda or rocm targets) ----
 *
 * Each kernel is a descriptor in the library (written by ktune's host stub, see
 * src/codegen/GpuHostStub.cpp): its images (CUDA: the cubin for the exported architecture, then
 * the PTX that the driver can JIT-compile for newer ones; ROCm: the code object), its name and
 * launch. The driver (libcuda.so.1) or HIP runtime (libamdhip64.so) is loaded with dlopen at the
 * first launch, so the library links against neither; the module is loaded once per kernel
 * (under a mutex) in the context current on the calling thread, or device 0's primary context
 * when none is. A launch returns 0, or non-zero with the reason in ktune_runtime_last_error()
 * (thread-local). */
#include <dlfcn.h>
#include <stdio.h>

struct ktune_gpu_kernel {
  const void *image;
  uint64_t image_size;
  const void *fallback_image; /* CUDA: the PTX, when the cubin does not load; else NULL */
  uint64_t fallback_size;
  const char *name;
  uint32_t grid[3];
  uint32_t block[3];
  uint32_t shared_bytes; /* static shared memory the kernel declares (informational) */
  uint32_t api;          /* 1: CUDA driver, 2: HIP */
  void *loaded;          /* the runtime's list of loaded copies (struct gpu_loaded), one per context */
};

/* A kernel's module and function as loaded in one CUDA context (HIP: ctx is NULL). Nodes are
 * only ever prepended (under the load mutex) and never freed, so a launch reads the list
 * without the lock. */
struct gpu_loaded {
  void *ctx;
  void *module;
  void *function;
  struct gpu_loaded *next;
};

static void *gpu_find(struct ktune_gpu_kernel *k, void *ctx) {
  struct gpu_loaded *l = __atomic_load_n((struct gpu_loaded **)&k->loaded, __ATOMIC_ACQUIRE);
  for (; l; l = l->next) {
    if (l->ctx == ctx) return l->function;
  }
  return NULL;
}

/* Why the last GPU launch or library call on this thread failed ("" when it succeeded); shared
 * by both, cleared at the start of each. */
static _Thread_local char last_error[512];

KTUNE_RUNTIME_API const char *ktune_runtime_last_error(void) { return last_error; }

static int runtime_fail(const char *what, const char *detail) {
  snprintf(last_error, sizeof last_error, "%s%s%s", what, detail ? ": " : "", detail ? detail : "");
  return -1;
}

/* For the library-call runtime (LibraryCalls.c, a separate object): clears the error (detail
 * NULL and what NULL) or sets it; returns -1 when it set one. */
KTUNE_RUNTIME_API int ktune_runtime_set_error(const char *what, const char *detail) {
  if (!what) {
    last_error[0] = 0;
    return 0;
  }
  return runtime_fail(what, detail);
}

typedef int (*gpu_module_load_fn)(void **, const void *);
typedef int (*gpu_get_function_fn)(void **, void *, const char *);
typedef int (*gpu_launch_fn)(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *,
                             void **, void **);
typedef int (*gpu_error_string_fn)(int, const char **);
typedef const char *(*hip_error_string_fn)(int);

static struct {
  pthread_once_t once[3];
  pthread_mutex_t load_mutex;
  const char *missing[3]; /* why api 1 or 2 is unavailable */
  gpu_module_load_fn module_load[3];
  gpu_get_function_fn get_function[3];
  gpu_launch_fn launch[3];
  gpu_error_string_fn cu_error_string;
  hip_error_string_fn hip_error_string;
  int (*cu_ctx_get_current)(void **);
  int (*cu_device_get)(int *, int);
  int (*cu_primary_ctx_retain)(void **, int);
  int (*cu_ctx_set_current)(void *);
} gpu = {.once = {PTHREAD_ONCE_INIT, PTHREAD_ONCE_INIT, PTHREAD_ONCE_INIT}, .load_mutex = PTHREAD_MUTEX_INITIALIZER};

static void gpu_load_cuda(void) {
  void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    gpu.missing[1] = "no NVIDIA driver (libcuda.so.1 cannot be loaded)";
    return;
  }
  int (*init)(unsigned) = (int (*)(unsigned))dlsym(lib, "cuInit");
  gpu.module_load[1] = (gpu_module_load_fn)dlsym(lib, "cuModuleLoadData");
  gpu.get_function[1] = (gpu_get_function_fn)dlsym(lib, "cuModuleGetFunction");
  gpu.launch[1] = (gpu_launch_fn)dlsym(lib, "cuLaunchKernel");
  gpu.cu_error_string = (gpu_error_string_fn)dlsym(lib, "cuGetErrorString");
  gpu.cu_ctx_get_current = (int (*)(void **))dlsym(lib, "cuCtxGetCurrent");
  gpu.cu_device_get = (int (*)(int *, int))dlsym(lib, "cuDeviceGet");
  gpu.cu_primary_ctx_retain = (int (*)(void **, int))dlsym(lib, "cuDevicePrimaryCtxRetain");
  gpu.cu_ctx_set_current = (int (*)(void *))dlsym(lib, "cuCtxSetCurrent");
  if (!init || !gpu.module_load[1] || !gpu.get_function[1] || !gpu.launch[1] || !gpu.cu_error_string ||
      !gpu.cu_ctx_get_current || !gpu.cu_device_get || !gpu.cu_primary_ctx_retain || !gpu.cu_ctx_set_current) {
    gpu.missing[1] = "libcuda.so.1 lacks a driver function this library needs";
    return;
  }
  if (init(0) != 0) gpu.missing[1] = "cuInit failed: no usable CUDA device";
}

static void gpu_load_hip(void) {
  void *lib = dlopen("libamdhip64.so", RTLD_NOW | RTLD_LOCAL);
  if (!lib) lib = dlopen("libamdhip64.so.6", RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    gpu.missing[2] = "no ROCm runtime (libamdhip64.so cannot be loaded)";
    return;
  }
  gpu.module_load[2] = (gpu_module_load_fn)dlsym(lib, "hipModuleLoadData");
  gpu.get_function[2] = (gpu_get_function_fn)dlsym(lib, "hipModuleGetFunction");
  gpu.launch[2] = (gpu_launch_fn)dlsym(lib, "hipModuleLaunchKernel");
  gpu.hip_error_string = (hip_error_string_fn)dlsym(lib, "hipGetErrorString");
  if (!gpu.module_load[2] || !gpu.get_function[2] || !gpu.launch[2] || !gpu.hip_error_string)
    gpu.missing[2] = "libamdhip64.so lacks a HIP function this library needs";
}

static void gpu_load_cuda_once(void) { gpu_load_cuda(); }
static void gpu_load_hip_once(void) { gpu_load_hip(); }

static const char *gpu_message(uint32_t api, int code) {
  const char *msg = NULL;
  if (api == 1 && gpu.cu_error_string) gpu.cu_error_string(code, &msg);
  if (api == 2 && gpu.hip_error_string) msg = gpu.hip_error_string(code);
  return msg ? msg : "unknown error";
}

KTUNE_RUNTIME_API int ktune_gpu_launch(struct ktune_gpu_kernel *k, void **params, void *stream) {
  last_error[0] = 0;
  uint32_t api = k->api;
  if (api != 1 && api != 2) return runtime_fail(k->name, "unknown GPU API in the kernel descriptor");
  pthread_once(&gpu.once[api], api == 1 ? gpu_load_cuda_once : gpu_load_hip_once);
  if (gpu.missing[api]) return runtime_fail(k->name, gpu.missing[api]);
  void *ctx = NULL;
  if (api == 1) {
    if (gpu.cu_ctx_get_current(&ctx) != 0 || !ctx) {
      int dev = 0;
      if (gpu.cu_device_get(&dev, 0) != 0 || gpu.cu_primary_ctx_retain(&ctx, dev) != 0 ||
          gpu.cu_ctx_set_current(ctx) != 0)
        return runtime_fail(k->name, "no CUDA context is current and device 0's cannot be made current");
    }
  }
  /* A module belongs to the context it was loaded in: one copy per context that launches it. */
  void *function = gpu_find(k, ctx);
  if (!function) {
    pthread_mutex_lock(&gpu.load_mutex);
    function = gpu_find(k, ctx);
    if (!function) {
      void *module = NULL;
      int r = gpu.module_load[api](&module, k->image);
      if (r != 0 && k->fallback_image) r = gpu.module_load[api](&module, k->fallback_image);
      if (r != 0) {
        pthread_mutex_unlock(&gpu.load_mutex);
        return runtime_fail(k->name, gpu_message(api, r));
      }
      r = gpu.get_function[api](&function, module, k->name);
      struct gpu_loaded *l = r == 0 ? malloc(sizeof *l) : NULL;
      if (!l) {
        pthread_mutex_unlock(&gpu.load_mutex);
        return runtime_fail(k->name, r != 0 ? gpu_message(api, r) : "out of memory");
      }
      l->ctx = ctx;
      l->module = module;
      l->function = function;
      l->next = (struct gpu_loaded *)k->loaded;
      __atomic_store_n((struct gpu_loaded **)&k->loaded, l, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&gpu.load_mutex);
  }
  /* Shared memory is static (declared by the kernel): no dynamic shared memory to add. */
  int r = gpu.launch[api](function, k->grid[0], k->grid[1], k->grid[2], k->block[0], k->block[1], k->block[2], 0,
                          stream, params, NULL);
  if (r != 0) return runtime_fail(k->name, gpu_message(api, r));
  return 0;
}

/* ---- Whole models (libraries exported with `ktune export --model`) ----
 *
 * A model library holds its kernels, a plan (written by ktune, see src/codegen/ModelTable.cpp)
 * and its weights, embedded or in a file beside it. A handle owns one workspace (the memory
 * plan's intermediates, allocated once at create) and reads the weights, which all handles
 * share; so several threads may run a model at once with one handle each. Each kernel is called
 * with pointers into the caller's inputs and outputs, the weights and the workspace. */
struct ktune_model_arg {
  int32_t kind; /* 0: weights + offset, 1: input[index], 2: workspace + offset, 3: output[index] */
  int32_t index;
  int64_t offset;
};

struct ktune_model_kernel {
  ktune_packed_fn fn;
  int64_t nargs;
  const struct ktune_model_arg *args;
};

struct ktune_model_plan {
  const char *name;
  const uint8_t *weights; /* NULL: read from the weights file at create */
  int64_t weights_bytes;
  uint64_t weights_hash; /* FNV-1a of the weights, to check a weights file against */
  int64_t workspace_bytes;
  int64_t ninputs, noutputs, nkernels, ncopies;
  const int64_t *input_bytes;
  const int64_t *output_bytes;
  const struct ktune_model_kernel *kernels;
  const struct ktune_model_arg *copies; /* per output: a source to copy it from, kind -1 for none */
};

struct ktune_model {
  const struct ktune_model_plan *plan;
  uint8_t *workspace;
  uint8_t *owned_weights;
  const uint8_t *weights;
};

static _Thread_local char model_error[512];

KTUNE_RUNTIME_API const char *ktune_model_last_error(void) { return model_error; }

static uint64_t fnv1a(const uint8_t *p, int64_t n) {
  uint64_t h = 1469598103934665603ull;
  for (int64_t i = 0; i < n; ++i) h = (h ^ p[i]) * 1099511628211ull;
  return h;
}

KTUNE_RUNTIME_API void *ktune_model_create(const struct ktune_model_plan *plan, const char *weights_path) {
  struct ktune_model *m = calloc(1, sizeof *m);
  if (!m) {
    snprintf(model_error, sizeof model_error, "%s: out of memory", plan->name);
    return NULL;
  }
  m->plan = plan;
  m->weights = plan->weights;
  if (!plan->weights) {
    FILE *f = weights_path ? fopen(weights_path, "rb") : NULL;
    m->owned_weights = f ? ktune_alloc(plan->weights_bytes) : NULL;
    size_t got = m->owned_weights ? fread(m->owned_weights, 1, (size_t)plan->weights_bytes, f) : 0;
    int extra = f ? fgetc(f) : EOF;
    if (f) fclose(f);
    if (!m->owned_weights || (int64_t)got != plan->weights_bytes || extra != EOF ||
        fnv1a(m->owned_weights, plan->weights_bytes) != plan->weights_hash) {
      snprintf(model_error, sizeof model_error, "%s: the weights file '%s' %s", plan->name,
               weights_path ? weights_path : "(none given)",
               !f                  ? "cannot be read"
               : !m->owned_weights ? "does not fit in memory"
                                   : "is not this model's weights");
      ktune_free(m->owned_weights);
      free(m);
      return NULL;
    }
    m->weights = m->owned_weights;
  }
  m->workspace = ktune_alloc(plan->workspace_bytes);
  if (!m->workspace) {
    snprintf(model_error, sizeof model_error, "%s: cannot allocate the %lld-byte workspace", plan->name,
             (long long)plan->workspace_bytes);
    ktune_free(m->owned_weights);
    free(m);
    return NULL;
  }
  return m;
}

static void *model_pointer(const struct ktune_model *m, const struct ktune_model_arg *a, const void *const *inputs,
                           void *const *outputs) {
  switch (a->kind) {
    case 0: return (void *)(m->weights + a->offset);
    case 1: return (void *)inputs[a->index];
    case 2: return m->workspace + a->offset;
    default: return outputs[a->index];
  }
}

KTUNE_RUNTIME_API int ktune_model_run(void *handle, const void *const *inputs, void *const *outputs) {
  struct ktune_model *m = handle;
  if (!m || !inputs || !outputs) {
    snprintf(model_error, sizeof model_error, "a model run needs a handle, inputs and outputs");
    return 1;
  }
  const struct ktune_model_plan *p = m->plan;
  for (int64_t i = 0; i < p->ninputs; ++i) {
    if (!inputs[i]) {
      snprintf(model_error, sizeof model_error, "%s: input %lld is NULL", p->name, (long long)i);
      return 1;
    }
  }
  for (int64_t i = 0; i < p->noutputs; ++i) {
    if (!outputs[i]) {
      snprintf(model_error, sizeof model_error, "%s: output %lld is NULL", p->name, (long long)i);
      return 1;
    }
  }
  void *args[64];
  /* A generated kernel cannot fail; a library call can (its library will not load, or the call
   * fails), and says why in ktune_runtime_last_error, which is cleared here and read after each
   * kernel: the run stops at the first failure. */
  last_error[0] = 0;
  for (int64_t k = 0; k < p->nkernels; ++k) {
    const struct ktune_model_kernel *kern = &p->kernels[k];
    for (int64_t a = 0; a < kern->nargs && a < 64; ++a) args[a] = model_pointer(m, &kern->args[a], inputs, outputs);
    kern->fn(args);
    if (last_error[0]) {
      snprintf(model_error, sizeof model_error, "%s: kernel %lld: %.400s", p->name, (long long)k, last_error);
      return 1;
    }
  }
  for (int64_t o = 0; o < p->noutputs; ++o) {
    if (p->copies[o].kind >= 0)
      memcpy(outputs[o], model_pointer(m, &p->copies[o], inputs, outputs), (size_t)p->output_bytes[o]);
  }
  return 0;
}

KTUNE_RUNTIME_API void ktune_model_destroy(void *handle) {
  struct ktune_model *m = handle;
  if (!m) return;
  ktune_free(m->workspace);
  ktune_free(m->owned_weights);
  free(m);
}
