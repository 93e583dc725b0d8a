// histogram256Kernel (tests/corpus/src/histogram256.cu, NVIDIA cuda-samples,
// BSD-3-Clause) for the CPU with its two barriers split: the kernel body's
// statements, unchanged, as three loops over the block's threads. Values
// that cross a barrier (s_WarpHist, tag) are functions of threadIdx and are
// recomputed in each loop.
#include "histogram256.cu"

static void histogram256Kernel_block(const BenchArg *a) {
  uint *d_PartialHistograms = a[0], *d_Data = a[1];
  uint dataCount = a[2];
  static uint s_Hist[HISTOGRAM256_THREADBLOCK_MEMORY];
  for (threadIdx.x = 0; threadIdx.x < blockDim.x; threadIdx.x++) {
    for (uint i = 0; i < (HISTOGRAM256_THREADBLOCK_MEMORY / HISTOGRAM256_THREADBLOCK_SIZE); i++) {
      s_Hist[threadIdx.x + i * HISTOGRAM256_THREADBLOCK_SIZE] = 0;
    }
  }
  // cg::sync(cta);
  for (threadIdx.x = 0; threadIdx.x < blockDim.x; threadIdx.x++) {
    uint *s_WarpHist = s_Hist + (threadIdx.x >> LOG2_WARP_SIZE) * HISTOGRAM256_BIN_COUNT;
    const uint tag = threadIdx.x << (UINT_BITS - LOG2_WARP_SIZE);
    for (uint pos = UMAD(blockIdx.x, blockDim.x, threadIdx.x); pos < dataCount; pos += UMUL(blockDim.x, gridDim.x)) {
      uint data = d_Data[pos];
      addWord(s_WarpHist, data, tag);
    }
  }
  // cg::sync(cta);
  for (threadIdx.x = 0; threadIdx.x < blockDim.x; threadIdx.x++) {
    for (uint bin = threadIdx.x; bin < HISTOGRAM256_BIN_COUNT; bin += HISTOGRAM256_THREADBLOCK_SIZE) {
      uint sum = 0;
      for (uint i = 0; i < WARP_COUNT; i++) {
        sum += s_Hist[bin + i * HISTOGRAM256_BIN_COUNT] & TAG_MASK;
      }
      d_PartialHistograms[blockIdx.x * HISTOGRAM256_BIN_COUNT + bin] = sum;
    }
  }
}
