// Block-matching stereo disparity in the style of the CUDA samples: each
// block of 256 threads (32 words of 4 packed 8-bit pixels x 8 rows) keeps a
// tile of the left image in shared memory; for every disparity it loads the
// right image's tile shifted by that many pixels, sums |L - R| over each
// tile row with vabsdiff4, sums those over the window's rows, and keeps the
// best disparity per word. Three bar.sync per disparity.
//
// The Rust baseline in benches/cuda_kernels.rs (`stereo::run`) is the same
// algorithm written as loops over the block's threads. stereo.ptx is
// committed; regenerate it from the repository root with
//   clang-19 -x cuda --cuda-device-only -nocudainc -nocudalib \
//       --cuda-gpu-arch=sm_80 -O2 -S benches/cuda/stereo.cu -o benches/cuda/stereo.ptx
#include "../../tests/cuda/cuda_min.h"

#define BW 32  // words per block row (threads in x)
#define BH 8   // rows per block
#define R 2    // window radius, in words horizontally and rows vertically
#define ND 16  // disparities, in pixels
#define TW (BW + 2 * R)
#define TH (BH + 2 * R)

static __device__ inline unsigned vabsdiff4_add(unsigned a, unsigned b, unsigned c) {
  unsigned d;
  asm("vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c));
  return d;
}

static __device__ inline int clampi(int v, int hi) { return v < 0 ? 0 : (v > hi ? hi : v); }

// Pixels 4w-d .. 4w-d+3 of a right-image row (word indices clamped).
static __device__ inline unsigned shifted(const unsigned *row, int w, int d, int ww) {
  int q = d >> 2, s = (d & 3) * 8;
  unsigned b = row[clampi(w - q, ww - 1)];
  if (s == 0) return b;
  unsigned a = row[clampi(w - q - 1, ww - 1)];
  return (b << s) | (a >> (32 - s));
}

extern "C" __global__ void stereo(const unsigned *left, const unsigned *right, unsigned *out,
                                  int ww, int h) {
  __shared__ unsigned L[TH][TW];
  __shared__ unsigned Rt[TH][TW];
  __shared__ unsigned col[TH][BW];
  int t = tid_x(), tx = t % BW, ty = t / BW;
  int blocks_x = ww / BW;
  int bx = ctaid_x() % blocks_x, by = ctaid_x() / blocks_x;
  int x0 = bx * BW - R, y0 = by * BH - R;
  for (int i = t; i < TH * TW; i += BW * BH) {
    int r = i / TW, c = i % TW;
    L[r][c] = left[clampi(y0 + r, h - 1) * ww + clampi(x0 + c, ww - 1)];
  }
  unsigned best = 0xffffffffu, bestd = 0;
  for (int d = 0; d < ND; d++) {
    for (int i = t; i < TH * TW; i += BW * BH) {
      int r = i / TW, c = i % TW;
      Rt[r][c] = shifted(right + clampi(y0 + r, h - 1) * ww, clampi(x0 + c, ww - 1), d, ww);
    }
    __nvvm_bar_sync(0);
    for (int r = ty; r < TH; r += BH) {
      unsigned s = 0;
      for (int c = 0; c <= 2 * R; c++) s = vabsdiff4_add(L[r][tx + c], Rt[r][tx + c], s);
      col[r][tx] = s;
    }
    __nvvm_bar_sync(0);
    unsigned cost = 0;
    for (int r = 0; r <= 2 * R; r++) cost += col[ty + r][tx];
    if (cost < best) {
      best = cost;
      bestd = d;
    }
    __nvvm_bar_sync(0);
  }
  out[(by * BH + ty) * ww + bx * BW + tx] = (best << 8) | bestd;
}
