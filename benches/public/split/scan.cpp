// scanExclusiveShared (tests/corpus/src/scan.cu, NVIDIA cuda-samples,
// BSD-3-Clause) for the CPU with its barriers split: scan4Exclusive,
// scan4Inclusive, scan1Exclusive and scan1Inclusive inlined by hand, their
// statements unchanged, as loops over the block's threads between the
// barriers of scan1Inclusive's loop. Per-thread values that cross a
// barrier (the input, its level-0 prefix, pos, t) are kept in arrays.
#include "scan.cu"

static void scanExclusiveShared_block(const BenchArg *a) {
  uint4 *d_Dst = a[0], *d_Src = a[1];
  uint size = a[2];
  static uint s_Data[2 * THREADBLOCK_SIZE];
  volatile uint *v_Data = s_Data;
  static uint4 in4[THREADBLOCK_SIZE], pre4[THREADBLOCK_SIZE];
  static uint posv[THREADBLOCK_SIZE], tv[THREADBLOCK_SIZE];
  const uint size1 = size / 4;  // scan4Inclusive's scan1Exclusive(..., size / 4)
  for (threadIdx.x = 0; threadIdx.x < blockDim.x; threadIdx.x++) {
    uint pos = blockIdx.x * blockDim.x + threadIdx.x;
    uint4 idata4 = d_Src[pos];
    in4[threadIdx.x] = idata4;
    idata4.y += idata4.x;
    idata4.z += idata4.y;
    idata4.w += idata4.z;
    pre4[threadIdx.x] = idata4;
    uint p = 2 * threadIdx.x - (threadIdx.x & (size1 - 1));
    v_Data[p] = 0;
    p += size1;
    v_Data[p] = idata4.w;
    posv[threadIdx.x] = p;
  }
  for (uint offset = 1; offset < size1; offset <<= 1) {
    // cg::sync(cta);
    for (threadIdx.x = 0; threadIdx.x < blockDim.x; threadIdx.x++) {
      uint p = posv[threadIdx.x];
      tv[threadIdx.x] = v_Data[p] + v_Data[p - offset];
    }
    // cg::sync(cta);
    for (threadIdx.x = 0; threadIdx.x < blockDim.x; threadIdx.x++) {
      v_Data[posv[threadIdx.x]] = tv[threadIdx.x];
    }
  }
  for (threadIdx.x = 0; threadIdx.x < blockDim.x; threadIdx.x++) {
    uint4 idata4 = pre4[threadIdx.x];
    uint oval = v_Data[posv[threadIdx.x]] - idata4.w;  // scan1Exclusive
    idata4.x += oval;
    idata4.y += oval;
    idata4.z += oval;
    idata4.w += oval;
    uint4 odata4 = idata4;  // scan4Exclusive
    uint4 orig = in4[threadIdx.x];
    odata4.x -= orig.x;
    odata4.y -= orig.y;
    odata4.z -= orig.z;
    odata4.w -= orig.w;
    uint pos = blockIdx.x * blockDim.x + threadIdx.x;
    d_Dst[pos] = odata4;
  }
}
