// libktune_hide_avx512.so: a process in which the CPUID instruction answers as on this CPU without
// AVX-512, so that a library that picks its kernels by CPUID (ONNX Runtime's MLAS, NumPy) runs its
// AVX2 ones on an AVX-512 machine. bench_models.py --hide-avx512 loads it (LD_PRELOAD) to compare
// ktune's AVX2 code with ONNX Runtime's AVX2 kernels on the same machine; oneDNN and OpenBLAS have
// their own switches (ONEDNN_MAX_CPU_ISA, OPENBLAS_CORETYPE), MLAS has none.
//
// How: Linux's CPUID faulting (arch_prctl ARCH_SET_CPUID, 0; the CPU flag cpuid_fault) makes every
// CPUID in user space raise SIGSEGV. The handler below executes the real CPUID (faulting off for
// that one instruction), clears the AVX-512 feature bits and AVX-VNNI (leaf 7), and steps over
// the instruction. The setting is per thread and inherited by the threads and processes created
// afterwards (execve resets it), so it is set by a constructor, before the program's libraries
// look. Only what asks CPUID is fooled: the instructions still run, and XGETBV still reports the
// AVX-512 register state (MLAS and oneDNN require both). So this is not a whole AVX2 machine: the
// C library chose its string functions before (its AVX-512 memcpy stays), and AMX and AVX10 are
// left as they are (no fp32 kernel picks them). A SIGSEGV that is not a CPUID goes to the handler
// that was there before (or the default action). A handler installed later replaces this one, and
// the next CPUID then kills the process: bench_models.py unsets Python's faulthandler.
#define _GNU_SOURCE
#include <asm/prctl.h>
#include <cpuid.h>
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/syscall.h>
#include <ucontext.h>
#include <unistd.h>

static int faulting = 0;
static long answered = 0;  // CPUIDs answered here, all threads
static struct sigaction previous;

static long set_cpuid_enabled(int enabled) { return syscall(SYS_arch_prctl, ARCH_SET_CPUID, enabled); }

// Not a CPUID: what would have happened without this library.
static void pass_on(int sig, siginfo_t *info, void *context) {
  if ((previous.sa_flags & SA_SIGINFO) && previous.sa_sigaction) {
    previous.sa_sigaction(sig, info, context);
  } else if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN) {
    previous.sa_handler(sig);
  } else {
    sigaction(SIGSEGV, &previous, NULL);  // the fault repeats on return, now with the old action
  }
}

static void on_segv(int sig, siginfo_t *info, void *context) {
  greg_t *regs = ((ucontext_t *)context)->uc_mcontext.gregs;
  const unsigned char *ip = (const unsigned char *)regs[REG_RIP];
  // A faulting CPUID is a general-protection fault: SI_KERNEL (a kill -SEGV is SI_USER).
  if (info->si_code != SI_KERNEL || ip[0] != 0x0f || ip[1] != 0xa2) {
    pass_on(sig, info, context);
    return;
  }
  int saved_errno = errno;
  __atomic_add_fetch(&answered, 1, __ATOMIC_RELAXED);
  unsigned leaf = (unsigned)regs[REG_RAX], subleaf = (unsigned)regs[REG_RCX], a, b, c, d;
  set_cpuid_enabled(1);
  __cpuid_count(leaf, subleaf, a, b, c, d);
  set_cpuid_enabled(0);
  if (leaf == 7 && subleaf == 0) {
    // EBX: AVX512F, DQ, IFMA, PF, ER, CD, BW, VL; ECX: VBMI, VBMI2, VNNI, BITALG, VPOPCNTDQ;
    // EDX: 4VNNIW, 4FMAPS, VP2INTERSECT, FP16 (Intel SDM vol. 2A, CPUID leaf 07H).
    b &= ~((1u << 16) | (1u << 17) | (1u << 21) | (1u << 26) | (1u << 27) | (1u << 28) | (1u << 30) | (1u << 31));
    c &= ~((1u << 1) | (1u << 6) | (1u << 11) | (1u << 12) | (1u << 14));
    d &= ~((1u << 2) | (1u << 3) | (1u << 8) | (1u << 23));
  } else if (leaf == 7 && subleaf == 1) {
    a &= ~((1u << 4) | (1u << 5));  // AVX-VNNI, AVX512_BF16
  }
  regs[REG_RAX] = a;
  regs[REG_RBX] = b;
  regs[REG_RCX] = c;
  regs[REG_RDX] = d;
  regs[REG_RIP] += 2;
  errno = saved_errno;
}

__attribute__((constructor)) static void hide_avx512(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = on_segv;
  action.sa_flags = SA_SIGINFO;
  sigfillset(&action.sa_mask);  // no other handler's CPUID while this one runs
  if (sigaction(SIGSEGV, &action, &previous) != 0) return;
  faulting = set_cpuid_enabled(0) == 0;
  if (!faulting) sigaction(SIGSEGV, &previous, NULL);
}

/** 1 when CPUID faults in this thread and answers without AVX-512; 0 where the CPU or kernel has
 * no CPUID faulting (nothing is hidden then). */
int ktune_hide_avx512_active(void) { return faulting; }

/** How many CPUIDs the handler has answered so far: a library that asked CPUID on every call would
 * be slowed by the trap (a few microseconds each), which bench_models.py checks it does not. */
long ktune_hide_avx512_cpuid_calls(void) { return __atomic_load_n(&answered, __ATOMIC_RELAXED); }
