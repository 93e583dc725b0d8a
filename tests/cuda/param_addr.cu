// A .func that takes the address of its own .param: clang lowers a variable
// index into a by-value struct as `mov.b64 %rd, param; ... ld.param [%rd]`.
#include "cuda_min.h"

struct Arr4 { unsigned v[4]; };

// A variable index into a by-value struct: clang takes the address of the
// .param (`mov.b64 %rd, param; ... ld.param`).
__device__ __noinline__ unsigned pick(Arr4 a, unsigned i) { return a.v[i & 3]; }

__global__ void param_addr(const unsigned *in, unsigned *out, unsigned n) {
  unsigned i = ctaid_x() * ntid_x() + tid_x();
  if (i < n) {
    Arr4 t = {{in[4 * i], in[4 * i + 1], in[4 * i + 2], in[4 * i + 3]}};
    out[i] = pick(t, i);
  }
}
