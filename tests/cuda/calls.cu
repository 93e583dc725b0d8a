// Device functions that clang does not inline, called with scalars and with
// 16-byte by-value structs: the call ABI (st.param / call / ld.param) with
// arguments and return values wider than a register.
#include "cuda_min.h"

struct U128 { unsigned long long lo, hi; };

__device__ __noinline__ unsigned long long mix(unsigned long long x, unsigned k) {
  return (x ^ (x >> 29)) * 0xbf58476d1ce4e5b9ull + k;
}

__device__ __noinline__ U128 add128(U128 a, U128 b) {
  U128 r;
  r.lo = a.lo + b.lo;
  r.hi = a.hi + b.hi + (r.lo < a.lo);
  return r;
}

__global__ void calls(const U128 *a, const U128 *b, U128 *out, unsigned long long *m, unsigned n) {
  unsigned i = ctaid_x() * ntid_x() + tid_x();
  if (i < n) {
    out[i] = add128(a[i], b[i]);
    m[i] = mix(a[i].lo, i);
  }
}
