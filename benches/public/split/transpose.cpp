// transposeCoalesced (tests/corpus/src/transpose.cu, NVIDIA cuda-samples,
// BSD-3-Clause) for the CPU with its barrier split: the kernel's
// statements, unchanged, as loops over the block's threads (x, y) before
// and after it. Per-thread values that cross the barrier (index_out) are
// recomputed from the thread's indices, as the kernel computes them.
#include "transpose.cu"

static void transposeCoalesced_block(const BenchArg *a) {
  float *odata = a[0], *idata = a[1];
  int width = a[2], height = a[3];
  static float tile[TILE_DIM][TILE_DIM];
  for (threadIdx.y = 0; threadIdx.y < blockDim.y; threadIdx.y++) {
    for (threadIdx.x = 0; threadIdx.x < blockDim.x; threadIdx.x++) {
      int xIndex = blockIdx.x * TILE_DIM + threadIdx.x;
      int yIndex = blockIdx.y * TILE_DIM + threadIdx.y;
      int index_in = xIndex + (yIndex)*width;
      for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS) {
        tile[threadIdx.y + i][threadIdx.x] = idata[index_in + i * width];
      }
    }
  }
  // cg::sync(cta);
  for (threadIdx.y = 0; threadIdx.y < blockDim.y; threadIdx.y++) {
    for (threadIdx.x = 0; threadIdx.x < blockDim.x; threadIdx.x++) {
      int xIndex = blockIdx.y * TILE_DIM + threadIdx.x;
      int yIndex = blockIdx.x * TILE_DIM + threadIdx.y;
      int index_out = xIndex + (yIndex)*height;
      for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS) {
        odata[index_out + i * height] = tile[threadIdx.x][threadIdx.y + i];
      }
    }
  }
}
