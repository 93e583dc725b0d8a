// reduce2<int> (tests/corpus/src/reduction.cu, NVIDIA cuda-samples,
// BSD-3-Clause) for the CPU with its barriers split: the kernel's
// statements, unchanged, as loops over the block's threads between its
// barriers (sdata is the block's dynamic shared memory). The file itself
// is not included: its other kernels use warp collectives that
// cuda_min.h does not model.
#include "cuda_min.h"

static void reduce2_block(const BenchArg *a) {
  int *g_idata = a[0], *g_odata = a[1];
  unsigned int n = a[2];
  static int sdata[1024];
  for (threadIdx.x = 0; threadIdx.x < blockDim.x; threadIdx.x++) {
    // load shared mem
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < n) ? g_idata[i] : 0;
  }
  // cg::sync(cta);
  // do reduction in shared mem
  for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    for (threadIdx.x = 0; threadIdx.x < blockDim.x; threadIdx.x++) {
      unsigned int tid = threadIdx.x;
      if (tid < s) {
        sdata[tid] += sdata[tid + s];
      }
    }
    // cg::sync(cta);
  }
  // write result for this block to global mem
  for (threadIdx.x = 0; threadIdx.x < blockDim.x; threadIdx.x++) {
    unsigned int tid = threadIdx.x;
    if (tid == 0)
      g_odata[blockIdx.x] = sdata[0];
  }
}
