// Collectives and barriers inside device functions the compiler keeps as
// calls (`__noinline__`, as in debug builds or large helpers): a warp
// reduction, a block reduction with __syncthreads in the callee, a ballot
// over a by-value struct, __syncthreads_count, and a called function that
// calls another.
#include "cuda_min.h"

#define FULL 0xffffffffu
static __device__ inline unsigned lane() { return __nvvm_read_ptx_sreg_laneid(); }

struct Pair {
  unsigned a, b;
};

// Lane 0 gets the sum of the warp's v.
__device__ __noinline__ unsigned warp_sum(unsigned v) {
  for (int o = 16; o > 0; o >>= 1) v += __nvvm_shfl_sync_down_i32(FULL, v, o, 0x1f);
  return v;
}

// Thread 0 gets the block's sum (a block of at most 1024 threads, a
// multiple of 32).
__device__ __noinline__ unsigned block_sum(unsigned v, unsigned *tmp) {
  unsigned w = warp_sum(v);
  unsigned t = tid_x();
  if (lane() == 0) tmp[t / 32] = w;
  __nvvm_bar_sync(0);
  unsigned s = 0;
  if (t < 32) {
    s = t < ntid_x() / 32 ? tmp[t] : 0;
    s = warp_sum(s);
  }
  __nvvm_bar_sync(0);
  return s;
}

// The ballot of bit `bit` of p.a, and p.b plus how many lanes have it.
__device__ __noinline__ Pair vote_pair(Pair p, int bit) {
  Pair r;
  r.a = __nvvm_vote_ballot_sync(FULL, (p.a >> bit) & 1);
  r.b = p.b + __builtin_popcount(r.a);
  return r;
}

// How many threads of the block have an odd v (bar.red.popc).
__device__ __noinline__ unsigned count_odd(unsigned v) {
  return __nvvm_bar0_popc(v & 1);
}

extern "C" __global__ void calls_that_sync(const unsigned *in, unsigned *out, unsigned *sums) {
  __shared__ unsigned tmp[32];
  unsigned t = tid_x(), i = ctaid_x() * ntid_x() + t;
  unsigned v = in[i];
  unsigned s = block_sum(v, tmp);
  if (t == 0) sums[2 * ctaid_x()] = s;
  unsigned odd = count_odd(v);
  if (t == 0) sums[2 * ctaid_x() + 1] = odd;
  Pair p = {v, t};
  p = vote_pair(p, 3);
  out[2 * i] = p.a;
  out[2 * i + 1] = p.b;
}
