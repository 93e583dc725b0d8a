// Wrapper kernels (written for this corpus) around the field arithmetic of
// supranational/sppark, whose headers are copied verbatim under src/sppark/ff
// (commit 17278d74295392f9813f009300b257a688422b7a, Apache-2.0).
#include "cuda_min.h"
#include "sppark/ff/baby_bear.hpp"

// BabyBear field p = 15*2^27 + 1 in 32-bit Montgomery form (mont32_t):
// to Montgomery, add, sub, mul, back to canonical.
__global__ void bb31_ops(uint32_t *out, const uint32_t *a, const uint32_t *b, unsigned n)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    bb31_t x, y;
    x = a[i];
    y = b[i];
    out[4 * i + 0] = x + y;
    out[4 * i + 1] = x - y;
    out[4 * i + 2] = x * y;
    out[4 * i + 3] = x * x * y - y;
}
