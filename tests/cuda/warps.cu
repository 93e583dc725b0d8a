// Warp collectives and warp-synchronous code, written in the styles of
// real kernels: a shuffle scan, shuffle and redux reductions, a ballot
// compaction, match-any grouping, votes, and the classic "last warp
// unrolled" shared-memory reduction through volatile pointers.
#include "cuda_min.h"

#define FULL 0xffffffffu
static __device__ inline unsigned lane() { return __nvvm_read_ptx_sreg_laneid(); }
static __device__ inline unsigned lanemask_lt() { return __nvvm_read_ptx_sreg_lanemask_lt(); }

// Inclusive prefix sum of a block of 128: a shuffle scan in each warp, the
// warp totals scanned through shared memory.
extern "C" __global__ void block_scan(const unsigned *in, unsigned *out) {
  __shared__ unsigned totals[4];
  unsigned t = tid_x(), i = ctaid_x() * ntid_x() + t;
  unsigned v = in[i];
  for (int d = 1; d < 32; d <<= 1) {
    unsigned y = __nvvm_shfl_sync_up_i32(FULL, v, d, 0);
    if (lane() >= (unsigned)d) v += y;
  }
  if (lane() == 31) totals[t / 32] = v;
  __nvvm_bar_sync(0);
  if (t < 32) {
    unsigned s = t < 4 ? totals[t] : 0;
    for (int d = 1; d < 4; d <<= 1) {
      unsigned y = __nvvm_shfl_sync_up_i32(FULL, s, d, 0);
      if (lane() >= (unsigned)d) s += y;
    }
    if (t < 4) totals[t] = s;
  }
  __nvvm_bar_sync(0);
  if (t >= 32) v += totals[t / 32 - 1];
  out[i] = v;
}

// Per-warp sums three ways: xor butterfly, shfl.down with a width of 16
// (two half-warp sums), and redux.sync; plus the warp's min and max.
extern "C" __global__ void warp_reduce(const unsigned *in, unsigned *out) {
  unsigned i = ctaid_x() * ntid_x() + tid_x();
  unsigned v = in[i], a = v, b = v;
  for (int m = 16; m >= 1; m >>= 1) a += __nvvm_shfl_sync_bfly_i32(FULL, a, m, 0x1f);
  for (int m = 8; m >= 1; m >>= 1) b += __nvvm_shfl_sync_down_i32(FULL, b, m, (16 << 8) | 0x1f);
  unsigned r = __nvvm_redux_sync_add(v, FULL);
  unsigned mn = __nvvm_redux_sync_umin(v, FULL);
  int mx = __nvvm_redux_sync_max((int)v, FULL);
  unsigned w = i / 32;
  if (lane() == 0) {
    out[6 * w] = a;
    out[6 * w + 1] = b;
    out[6 * w + 3] = r;
    out[6 * w + 4] = mn;
    out[6 * w + 5] = (unsigned)mx;
  }
  if (lane() == 16) out[6 * w + 2] = b;
}

// Stream compaction inside each warp: keep the odd values, in order.
extern "C" __global__ void ballot_compact(const unsigned *in, unsigned *out, unsigned *count) {
  unsigned i = ctaid_x() * ntid_x() + tid_x();
  unsigned v = in[i];
  bool keep = v & 1;
  unsigned bits = __nvvm_vote_ballot_sync(FULL, keep);
  unsigned w = i / 32;
  if (keep) out[32 * w + __builtin_popcount(bits & lanemask_lt())] = v;
  if (lane() == 0) count[w] = __builtin_popcount(bits);
}

// Lanes grouped by key (value % 5): each lane writes its group's mask and
// the group's leader writes the group's size; plus whole-warp votes.
extern "C" __global__ void match_groups(const unsigned *in, unsigned *out, unsigned *votes) {
  unsigned i = ctaid_x() * ntid_x() + tid_x();
  unsigned key = in[i] % 5;
  unsigned peers = __nvvm_match_any_sync_i32(FULL, key);
  out[i] = peers;
  int same;
  unsigned all = __nvvm_match_all_sync_i32p(FULL, key, &same);
  unsigned w = i / 32;
  unsigned va = __nvvm_vote_all_sync(FULL, key < 4);
  unsigned vb = __nvvm_vote_any_sync(FULL, key == 4);
  unsigned vc = __nvvm_vote_uni_sync(FULL, key & 1);
  if (lane() == 0) {
    votes[4 * w] = all | (unsigned)same << 31;
    votes[4 * w + 1] = va;
    votes[4 * w + 2] = vb;
    votes[4 * w + 3] = vc;
  }
}

// Divergent activemask: lanes take one of two branches by parity; each
// writes the mask of lanes in its branch, then the branches rejoin and
// __syncwarp.
extern "C" __global__ void active_lanes(const unsigned *in, unsigned *out) {
  unsigned i = ctaid_x() * ntid_x() + tid_x();
  unsigned m;
  if (in[i] & 1)
    m = __nvvm_activemask();
  else
    m = __nvvm_activemask() | 0x80000000u;
  __nvvm_bar_warp_sync(FULL);
  out[i] = m;
}

// The classic reduction whose last warp runs without barriers, relying on
// the warp's lanes executing each volatile access together.
extern "C" __global__ void legacy_reduce(const unsigned *in, unsigned *out) {
  __shared__ unsigned s[128];
  unsigned t = tid_x(), i = ctaid_x() * ntid_x() + t;
  s[t] = in[i];
  __nvvm_bar_sync(0);
  if (t < 64) s[t] += s[t + 64];
  __nvvm_bar_sync(0);
  if (t < 32) {
    volatile unsigned *v = s;
    v[t] += v[t + 32];
    v[t] += v[t + 16];
    v[t] += v[t + 8];
    v[t] += v[t + 4];
    v[t] += v[t + 2];
    v[t] += v[t + 1];
  }
  if (t == 0) out[ctaid_x()] = s[0];
}
