// Code generation from loop IR to machine code through LLVM.
#pragma once

#include <string>
#include <vector>

#include "ktune/lower/Lower.h"
#include "ktune/target/Target.h"

namespace ktune {

struct CodegenOptions {
  int opt_level = 3;
  bool keep_llvm_ir = false;   // the optimised LLVM IR, for inspect
  bool keep_assembly = false;  // the target assembly, for inspect
};

/** How a GPU kernel is launched: grid and block dimensions (x, y, z) from the extents of the
 * loops bound to blockIdx.* and threadIdx.*, and its static shared memory. */
struct GpuLaunch {
  int64_t grid[3] = {1, 1, 1};
  int64_t block[3] = {1, 1, 1};
  int64_t shared_bytes = 0;
  int64_t threads_per_block() const { return block[0] * block[1] * block[2]; }
};

/** What the vendor toolchain says a GPU kernel uses, per thread unless said otherwise:
 * ptxas -v for CUDA, the AMDGPU back end's kernel metadata for ROCm. -1: not reported. */
struct GpuResources {
  int registers = -1;         // CUDA registers, or AMDGPU VGPRs
  int scalar_registers = -1;  // AMDGPU SGPRs
  int64_t spill_bytes = -1;   // CUDA spill stores + loads, AMDGPU scratch (private segment)
  int64_t shared_bytes = -1;  // per block (CUDA smem, AMDGPU LDS)
  int64_t local_bytes = -1;   // CUDA stack frame / local memory
  std::string checked_by;     // "ptxas 13.0 -arch=sm_90", "LLVM AMDGPU gfx942 + LLD"
};

/** A compiled kernel: relocatable object bytes that can move between processes, plus the
 * text forms asked for. The object defines two functions:
 *   void <symbol>(T0 *arg0, T1 *arg1, ...)       one pointer per buffer, no aliasing
 *   void <symbol>_packed(void **args)            the same, from an array of pointers */
struct CompiledKernel {
  std::string symbol;
  std::string object;
  std::string llvm_ir;
  std::string assembly;
  Target target;
  double compile_seconds = 0;
  /** GPU targets: object is the PTX text (CUDA) or the linked code object (ROCm); the kernel
   * <symbol> takes one device pointer per buffer (256-byte aligned, as cudaMalloc/hipMalloc
   * return them) and is launched with `launch`. No _packed entry. */
  GpuLaunch launch;
  GpuResources resources;
  /** CUDA: the cubin ptxas made of the PTX (empty when ptxas is not installed). */
  std::string cubin;
};

/** Generates LLVM IR for the host or a named x86-64 CPU, optimises it at O3 with the new pass
 * manager and emits an object file, all in process. */
CompiledKernel codegen_cpu(const LoweredFunc &f, const Target &target, const CodegenOptions &options = {});

/** The symbols an object file (a CPU kernel's) uses but does not define, sorted: what the JIT
 * or a program linking an exported library must provide. Generated CPU code may need only
 * the runtime's ktune_* functions and the C library's memcpy/memmove/memset; a compiler-rt
 * builtin here (__truncsfbf2 ...) would fail to link. */
std::vector<std::string> undefined_symbols(const std::string &object);

/** Generates a GPU kernel: LLVM IR for nvptx64-nvidia-cuda (PTX for the target's sm_XX,
 * checked and assembled by the CUDA toolkit's ptxas when it is installed) or
 * amdgcn-amd-amdhsa (an object linked by LLD into a code object), all in process except
 * ptxas. Refuses, with UserError naming the loop or limit, a kernel whose loops are not bound
 * to blocks and threads, whose block has more than 1024 threads, or whose shared memory or
 * registers exceed the device's limits. */
CompiledKernel codegen_gpu(const LoweredFunc &f, const Target &target, const CodegenOptions &options = {});

/** The GPU kernel as CPU code for the emulator (ktune/runtime/GpuEmulator.h): the same
 * lowering, launch and checks as codegen_gpu for gpu_target, compiled for this CPU. */
CompiledKernel codegen_gpu_emulation(const LoweredFunc &f, const Target &gpu_target);

/** The ptxas program used to check PTX: $KTUNE_PTXAS, else ptxas on PATH, else
 * /usr/local/cuda/bin/ptxas; empty when there is none. */
std::string find_ptxas();

/** The host object of an exported GPU kernel (for the host CPU target): the kernel's images
 * (CUDA: cubin, then PTX; ROCm: the code object) and launch in a descriptor, and
 *   int  <symbol>(T0 *arg0, ..., void *stream)    device pointers; 0 or an error code
 *   void <symbol>_packed(void **args)             args[num_args] is the stream
 * which launch it through the export runtime's ktune_gpu_launch. */
std::string codegen_gpu_host_stub(const CompiledKernel &k, size_t num_args, const Target &host);

/** A vendor library call in an exported library: the routine, its integer parameters (per
 * routine, as the library-call runtime reads them: src/runtime/export/LibraryCalls.c), and where its
 * arguments are; then the generated epilogue's _packed on the routine's output when there is one
 * (the routine then writes a scratch tensor). Argument indices are into the kernel's arguments;
 * -1 where there is none. */
struct LibraryStub {
  enum Routine : int32_t {
    OpenBlasSgemm = 1,
    DnnlConvolution = 2,
    DnnlSoftmax = 3,
    DnnlLayerNorm = 4,
    CublasGemm = 5,
    CudnnConvolution = 6
  };
  int32_t routine = 0;
  /** OpenBlasSgemm: batch, M, N, K, transb, panel (0, or B in panels of that many columns).
   * DnnlConvolution: N, C, H, W, K, R, S, stride, pad,
   * dilation, P, Q, nhwc, depthwise, preferred formats, kblock. DnnlSoftmax and DnnlLayerNorm: M, N.
   * CublasGemm: batch, M, N, K, transb, input cudaDataType, cublasComputeType_t, Ex (0: cublasSgemm),
   * batched (the strided-batched form). CudnnConvolution: N, C, H, W, K, R, S, stride, pad,
   * dilation, P, Q, groups, algorithm (cudnnConvolutionFwdAlgo_t), math type. */
  std::vector<int64_t> params;
  double epsilon = 0;  // DnnlLayerNorm
  int bias_arg = -1, residual_arg = -1, output_arg = -1;
  std::string epilogue_symbol;       // the exported epilogue kernel, or empty
  std::vector<std::string> sonames;  // what the runtime dlopens, in order
  /** A call on a CUDA device (cuBLAS, cuDNN): device pointers, and a stream after the kernel's
   * arguments, as the generated GPU kernels of the library take them. */
  bool gpu = false;
};

/** The object of an exported library call (for the host CPU target): the call in a descriptor,
 * and
 *   int  <symbol>(T0 *arg0, ...)        0, or non-zero when the library cannot be loaded or fails
 *   void <symbol>_packed(void **args)   errors through ktune_runtime_last_error
 * (a GPU call: int <symbol>(T0 *arg0, ..., void *stream), and args[num_args] is the stream)
 * which call the export runtime's ktune_library_call. */
std::string codegen_library_stub(const std::string &symbol, size_t num_args, const LibraryStub &call,
                                 const Target &host);

/** One row of an exported library's lookup table. */
struct LookupEntry {
  std::string op;        // "dense"
  std::string params;    // every parameter: "M=128,N=3072,K=768,bias=1,act=gelu,dtype=f32"
  std::string required;  // those a caller must give: no default, or not at it
  std::string symbol;    // the kernel; the table points at <symbol>_packed
};

/** An object file defining `void (*<library>_lookup(const char *op, const char *params))(void **)`
 * over the entries (matching through the export runtime's ktune_runtime_lookup) and
 * `int64_t <library>_kernel_count(void)`. */
std::string codegen_lookup_table(const std::string &library, const std::vector<LookupEntry> &entries,
                                 const Target &target);

/** Where a model kernel's argument points (struct ktune_model_arg of the export runtime). */
struct ModelTableArg {
  enum Kind : int32_t { Weights = 0, Input = 1, Workspace = 2, Output = 3, None = -1 };
  int32_t kind = None;
  int32_t index = 0;   // Input, Output
  int64_t offset = 0;  // Weights, Workspace
};

/** The plan of an exported model: its kernels in order with their arguments, the workspace,
 * the weights (embedded, or in a file that the library checks by size and hash). */
struct ModelTable {
  std::string name;     // the library's name: NAME_create, NAME_run, ...
  std::string weights;  // the weights' bytes (every constant at a 64-byte aligned offset)
  bool weights_in_file = false;
  int64_t workspace_bytes = 0;
  std::vector<int64_t> input_bytes, output_bytes;
  struct Kernel {
    std::string symbol;  // called through <symbol>_packed
    std::vector<ModelTableArg> args;
  };
  std::vector<Kernel> kernels;
  /** Per output: where to copy it from after the kernels (an input or weights passed through),
   * or kind None when a kernel writes it. */
  std::vector<ModelTableArg> copies;
};

/** An object file with the model's plan (and its weights unless weights_in_file) and
 * `NAME_create(weights_path)`, `NAME_run(handle, inputs, outputs)`, `NAME_destroy(handle)`,
 * `NAME_last_error()` and, for one input and one output with embedded weights,
 * `NAME_infer(input, output)`, over the export runtime's ktune_model_* functions. */
std::string codegen_model_table(const ModelTable &table, const Target &target);

/** 64-bit FNV-1a of bytes, as the export runtime checks a weights file. */
uint64_t fnv1a_bytes(const std::string &bytes);

/** Runs LLD's ELF linker in this process with args (without the program name); throws
 * UserError with LLD's messages, naming what was linked, when it fails. */
void link_with_lld(const std::vector<std::string> &args, const std::string &what);

}  // namespace ktune
