// Six kernels of a template, each with its own 40 KB __shared__ tile (what
// a template library's device-wide sort compiles to): clang emits each tile
// as a module-scope .shared variable, and each kernel must be given only
// its own (ptxas lays out per kernel), else no kernel fits a block.
#include "cuda_min.h"

template <int K>
__global__ void tile_rotate(const unsigned *in, unsigned *out, unsigned n) {
    __shared__ unsigned tile[10240];
    unsigned t = tid_x();
    for (unsigned i = t; i < 10240; i += ntid_x())
        tile[i] = i < n ? in[i] * (K + 1) : 0;
    __syncthreads();
    // Each thread reads the element K positions further on (mod n).
    for (unsigned i = t; i < n; i += ntid_x())
        out[i] = tile[(i + K) % n] + K;
}

template __global__ void tile_rotate<0>(const unsigned *, unsigned *, unsigned);
template __global__ void tile_rotate<1>(const unsigned *, unsigned *, unsigned);
template __global__ void tile_rotate<2>(const unsigned *, unsigned *, unsigned);
template __global__ void tile_rotate<3>(const unsigned *, unsigned *, unsigned);
template __global__ void tile_rotate<4>(const unsigned *, unsigned *, unsigned);
template __global__ void tile_rotate<5>(const unsigned *, unsigned *, unsigned);
