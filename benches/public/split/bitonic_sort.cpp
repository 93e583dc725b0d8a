// bitonicSortShared (tests/corpus/src/bitonic_sort.cu, NVIDIA cuda-samples,
// BSD-3-Clause) for the CPU with its barriers split: the kernel body's
// statements, unchanged, as loops over the block's threads between
// barriers (the sort loops are uniform across the block; ddd is a
// function of threadIdx and size, recomputed in each loop).
#include "bitonic_sort.cu"

static void bitonicSortShared_block(const BenchArg *a) {
  uint *d_DstKey0 = a[0], *d_DstVal0 = a[1], *d_SrcKey0 = a[2], *d_SrcVal0 = a[3];
  uint arrayLength = a[4], dir = a[5];
  static uint s_key[SHARED_SIZE_LIMIT];
  static uint s_val[SHARED_SIZE_LIMIT];
  for (threadIdx.x = 0; threadIdx.x < blockDim.x; threadIdx.x++) {
    uint *d_SrcKey = d_SrcKey0 + blockIdx.x * SHARED_SIZE_LIMIT + threadIdx.x;
    uint *d_SrcVal = d_SrcVal0 + blockIdx.x * SHARED_SIZE_LIMIT + threadIdx.x;
    s_key[threadIdx.x + 0] = d_SrcKey[0];
    s_val[threadIdx.x + 0] = d_SrcVal[0];
    s_key[threadIdx.x + (SHARED_SIZE_LIMIT / 2)] = d_SrcKey[(SHARED_SIZE_LIMIT / 2)];
    s_val[threadIdx.x + (SHARED_SIZE_LIMIT / 2)] = d_SrcVal[(SHARED_SIZE_LIMIT / 2)];
  }
  for (uint size = 2; size < arrayLength; size <<= 1) {
    for (uint stride = size / 2; stride > 0; stride >>= 1) {
      // cg::sync(cta);
      for (threadIdx.x = 0; threadIdx.x < blockDim.x; threadIdx.x++) {
        uint ddd = dir ^ ((threadIdx.x & (size / 2)) != 0);
        uint pos = 2 * threadIdx.x - (threadIdx.x & (stride - 1));
        Comparator(s_key[pos + 0], s_val[pos + 0], s_key[pos + stride], s_val[pos + stride], ddd);
      }
    }
  }
  for (uint stride = arrayLength / 2; stride > 0; stride >>= 1) {
    // cg::sync(cta);
    for (threadIdx.x = 0; threadIdx.x < blockDim.x; threadIdx.x++) {
      uint pos = 2 * threadIdx.x - (threadIdx.x & (stride - 1));
      Comparator(s_key[pos + 0], s_val[pos + 0], s_key[pos + stride], s_val[pos + stride], dir);
    }
  }
  // cg::sync(cta);
  for (threadIdx.x = 0; threadIdx.x < blockDim.x; threadIdx.x++) {
    uint *d_DstKey = d_DstKey0 + blockIdx.x * SHARED_SIZE_LIMIT + threadIdx.x;
    uint *d_DstVal = d_DstVal0 + blockIdx.x * SHARED_SIZE_LIMIT + threadIdx.x;
    d_DstKey[0] = s_key[threadIdx.x + 0];
    d_DstVal[0] = s_val[threadIdx.x + 0];
    d_DstKey[(SHARED_SIZE_LIMIT / 2)] = s_key[threadIdx.x + (SHARED_SIZE_LIMIT / 2)];
    d_DstVal[(SHARED_SIZE_LIMIT / 2)] = s_val[threadIdx.x + (SHARED_SIZE_LIMIT / 2)];
  }
}
