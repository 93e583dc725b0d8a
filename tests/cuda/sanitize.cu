// Kernels for the sanitizers (tests/all/sanitize.rs): each `bug_*` kernel
// has one defect of a kind CUDA code really has, and each `ok_*` kernel is
// its correct version, which no sanitizer may report.
#include "cuda_min.h"
#define FULL 0xffffffffu
static __device__ inline void sync() { __nvvm_bar_sync(0); }
static __device__ inline void syncwarp() { __nvvm_bar_warp_sync(FULL); }
static __device__ inline void fence() { __nvvm_membar_gl(); }
static __device__ inline unsigned atomic_add(unsigned *p, unsigned v) {
  return __atomic_fetch_add(p, v, __ATOMIC_RELAXED);
}

// Hillis-Steele inclusive scan of one block in shared memory. The bug: no
// barrier between reading a neighbour and writing one's own element.
extern "C" __global__ void bug_scan(const unsigned *in, unsigned *out) {
  __shared__ unsigned s[256];
  unsigned t = tid_x();
  s[t] = in[t];
  sync();
  for (unsigned d = 1; d < ntid_x(); d <<= 1) {
    unsigned v = t >= d ? s[t - d] : 0;
    s[t] += v;  // another thread may be reading s[t] in this step
    sync();
  }
  out[t] = s[t];
}
extern "C" __global__ void ok_scan(const unsigned *in, unsigned *out) {
  __shared__ unsigned s[256];
  unsigned t = tid_x();
  s[t] = in[t];
  sync();
  for (unsigned d = 1; d < ntid_x(); d <<= 1) {
    unsigned v = t >= d ? s[t - d] : 0;
    sync();
    s[t] += v;
    sync();
  }
  out[t] = s[t];
}

// The last warp of a block reduction, warp-synchronously: the bug is the
// missing __syncwarp between the steps (lockstep is not promised).
extern "C" __global__ void bug_warp_reduce(const unsigned *in, unsigned *out) {
  __shared__ volatile unsigned s[64];
  unsigned t = tid_x();
  s[t] = in[t] + in[t + 32];
  for (unsigned o = 16; o > 0; o >>= 1) {
    if (t < o) s[t] += s[t + o];
  }
  if (t == 0) out[0] = s[0];
}
extern "C" __global__ void ok_warp_reduce(const unsigned *in, unsigned *out) {
  __shared__ volatile unsigned s[64];
  unsigned t = tid_x();
  s[t] = in[t] + in[t + 32];
  syncwarp();
  for (unsigned o = 16; o > 0; o >>= 1) {
    unsigned v = t < o ? s[t + o] : 0;
    syncwarp();
    if (t < o) s[t] += v;
    syncwarp();
  }
  if (t == 0) out[0] = s[0];
}

// A 16x16 tile transposed through shared memory, without the barrier
// between the writes and the transposed reads.
extern "C" __global__ void bug_transpose(const unsigned *in, unsigned *out) {
  __shared__ unsigned tile[16][17];
  unsigned x = tid_x() % 16, y = tid_x() / 16;
  tile[y][x] = in[y * 16 + x];
  out[y * 16 + x] = tile[x][y];
}
extern "C" __global__ void ok_transpose(const unsigned *in, unsigned *out) {
  __shared__ unsigned tile[16][17];
  unsigned x = tid_x() % 16, y = tid_x() / 16;
  tile[y][x] = in[y * 16 + x];
  sync();
  out[y * 16 + x] = tile[x][y];
}

// A global histogram counted with plain increments from every thread of
// every block.
extern "C" __global__ void bug_histogram(const unsigned char *in, unsigned *hist) {
  unsigned i = ctaid_x() * ntid_x() + tid_x();
  hist[in[i] % 8] += 1;
}
extern "C" __global__ void ok_histogram(const unsigned char *in, unsigned *hist) {
  unsigned i = ctaid_x() * ntid_x() + tid_x();
  atomic_add(&hist[in[i] % 8], 1);
}

// The threadFenceReduction idiom: each block writes its partial sum, the
// last block to finish adds them. The bug: no fence between the partial's
// store and the counter's atomic.
static __device__ void last_block_sum(const unsigned *in, unsigned *partial, unsigned *count,
                                      unsigned *out, bool fenced) {
  unsigned t = tid_x();
  __shared__ unsigned s[32];
  __shared__ bool last;
  s[t] = in[ctaid_x() * 32 + t];
  sync();
  if (t == 0) {
    unsigned sum = 0;
    for (int k = 0; k < 32; k++) sum += s[k];
    partial[ctaid_x()] = sum;
    if (fenced) fence();
    last = atomic_add(count, 1) == __nvvm_read_ptx_sreg_nctaid_x() - 1;
  }
  sync();
  if (last && t == 0) {
    unsigned total = 0;
    for (unsigned b = 0; b < __nvvm_read_ptx_sreg_nctaid_x(); b++) total += partial[b];
    out[0] = total;
  }
}
extern "C" __global__ void bug_fence(const unsigned *in, unsigned *partial, unsigned *count, unsigned *out) {
  last_block_sum(in, partial, count, out, false);
}
extern "C" __global__ void ok_fence(const unsigned *in, unsigned *partial, unsigned *count, unsigned *out) {
  last_block_sum(in, partial, count, out, true);
}

// __syncthreads under a condition that differs across the block.
extern "C" __global__ void bug_sync_half(const unsigned *in, unsigned *out) {
  __shared__ unsigned s[64];
  unsigned t = tid_x();
  s[t] = in[t];
  if (t < 16) {
    sync();
    out[t] = s[t] + s[t + 16];
  }
}
extern "C" __global__ void ok_sync_half(const unsigned *in, unsigned *out) {
  __shared__ unsigned s[64];
  unsigned t = tid_x();
  s[t] = in[t];
  sync();
  if (t < 16) out[t] = s[t] + s[t + 16];
}

// Two branches with a barrier each.
extern "C" __global__ void bug_sync_branches(const unsigned *in, unsigned *out) {
  __shared__ unsigned s[64];
  unsigned t = tid_x();
  if (t % 2) {
    s[t] = in[t] * 3;
    sync();
  } else {
    s[t] = in[t] + 1;
    sync();
  }
  out[t] = s[t ^ 1];
}

// A full-mask shuffle executed by the odd lanes only.
extern "C" __global__ void bug_shfl_odd(const unsigned *in, unsigned *out) {
  unsigned t = tid_x();
  unsigned v = in[t];
  if (t & 1) v = __nvvm_shfl_sync_idx_i32(FULL, v, 1, 0x1f);
  out[t] = v;
}
extern "C" __global__ void ok_shfl_odd(const unsigned *in, unsigned *out) {
  unsigned t = tid_x();
  unsigned v = in[t];
  unsigned w = __nvvm_shfl_sync_idx_i32(FULL, v, 1, 0x1f);
  if (t & 1) v = w;
  out[t] = v;
}

// Shared memory written by half the threads, read by all.
extern "C" __global__ void bug_shared_init(const unsigned *in, unsigned *out) {
  __shared__ unsigned s[64];
  unsigned t = tid_x();
  if (t < 32) s[t] = in[t];
  sync();
  out[t] = s[63 - t];
}
extern "C" __global__ void ok_shared_init(const unsigned *in, unsigned *out) {
  __shared__ unsigned s[64];
  unsigned t = tid_x();
  s[t] = t < 32 ? in[t] : 0;
  sync();
  out[t] = s[63 - t];
}

// A block reduction whose loads skip the tail (i >= n) but whose tree
// reads every element.
extern "C" __global__ void bug_reduce_tail(const unsigned *in, unsigned n, unsigned *out) {
  __shared__ unsigned s[64];
  unsigned t = tid_x();
  if (t < n) s[t] = in[t];
  sync();
  for (unsigned o = 32; o > 0; o >>= 1) {
    if (t < o) s[t] += s[t + o];
    sync();
  }
  if (t == 0) out[0] = s[0];
}
extern "C" __global__ void ok_reduce_tail(const unsigned *in, unsigned n, unsigned *out) {
  __shared__ unsigned s[64];
  unsigned t = tid_x();
  s[t] = t < n ? in[t] : 0;
  sync();
  for (unsigned o = 32; o > 0; o >>= 1) {
    if (t < o) s[t] += s[t + o];
    sync();
  }
  if (t == 0) out[0] = s[0];
}

// A per-thread table (local memory) filled for the first four entries and
// read at an index from the input.
static __device__ __attribute__((noinline)) unsigned pick(const unsigned *in, unsigned k, unsigned n) {
  unsigned a[8];
  for (unsigned i = 0; i < n; i++) a[i] = in[i] * 7;
  return a[k & 7];
}
extern "C" __global__ void bug_local_init(const unsigned *in, unsigned *out) {
  unsigned t = tid_x();
  out[t] = pick(in, in[8 + t], 4);
}
extern "C" __global__ void ok_local_init(const unsigned *in, unsigned *out) {
  unsigned t = tid_x();
  out[t] = pick(in, in[8 + t], 8);
}
