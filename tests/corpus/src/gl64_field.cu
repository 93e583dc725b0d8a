// Wrapper kernels (written for this corpus) around the field arithmetic of
// supranational/sppark, whose headers are copied verbatim under src/sppark/ff
// (commit 17278d74295392f9813f009300b257a688422b7a, Apache-2.0).
#include "cuda_min.h"
#include "sppark/ff/gl64_t.cuh"

// Goldilocks field p = 2^64 - 2^32 + 1: add, sub, mul (inline PTX carry
// chains: add.cc/addc, mul.lo/mul.hi, sub.cc/subc), and x^5 via pow.hpp.
__global__ void gl64_ops(uint64_t *out, const uint64_t *a, const uint64_t *b, unsigned n)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    gl64_t x = a[i], y = b[i];
    out[4 * i + 0] = x + y;
    out[4 * i + 1] = x - y;
    out[4 * i + 2] = x * y;
    out[4 * i + 3] = x ^ 5u;
}
