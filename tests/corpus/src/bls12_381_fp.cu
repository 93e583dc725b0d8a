// Wrapper kernels (written for this corpus) around the field arithmetic of
// supranational/sppark, whose headers are copied verbatim under src/sppark/ff
// (commit 17278d74295392f9813f009300b257a688422b7a, Apache-2.0).
#include "cuda_min.h"
#include "sppark/ff/bls12-381.hpp"
using namespace bls12_381;

// BLS12-381 base field, 12 x 32-bit limbs, raw Montgomery values in and
// out: add, sub and the Montgomery product a*b/2^384 (mad.lo.cc/madc.hi
// chains of mont_t::mul).
__global__ void fp_ops(uint32_t *out, const uint32_t *a, const uint32_t *b, unsigned n)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    fp_t x(a + 12 * i), y(b + 12 * i);
    (x + y).store(out + 36 * i);
    (x - y).store(out + 36 * i + 12);
    (x * y).store(out + 36 * i + 24);
}
