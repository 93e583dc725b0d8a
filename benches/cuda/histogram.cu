// 256-bin byte histogram: each block zeroes a shared histogram, its threads
// walk a grid-stride range of input words adding each word's four bytes
// with shared-memory atomicAdd, and after a barrier the block adds its
// non-zero bins to the global histogram with global atomicAdd. `hist` must
// be zero (or a running total) on entry.
//
// The Rust baseline in benches/cuda_kernels.rs (`histogram::run`) is the
// same algorithm written as loops over blocks and threads. histogram.ptx is
// committed; regenerate it from the repository root with
//   clang-19 -x cuda --cuda-device-only -nocudainc -nocudalib \
//       --cuda-gpu-arch=sm_80 -O2 -S benches/cuda/histogram.cu -o benches/cuda/histogram.ptx
#include "bench_min.h"

#define NBINS 256

extern "C" __global__ void histogram(const unsigned *in, unsigned n, unsigned *hist) {
  __shared__ unsigned bins[NBINS];
  unsigned t = tid_x(), nt = ntid_x();
  for (unsigned i = t; i < NBINS; i += nt) bins[i] = 0;
  __nvvm_bar_sync(0);
  unsigned stride = nt * nctaid_x();
  for (unsigned i = ctaid_x() * nt + t; i < n; i += stride) {
    unsigned w = in[i];
    atomicAdd(&bins[w & 0xff], 1);
    atomicAdd(&bins[(w >> 8) & 0xff], 1);
    atomicAdd(&bins[(w >> 16) & 0xff], 1);
    atomicAdd(&bins[w >> 24], 1);
  }
  __nvvm_bar_sync(0);
  for (unsigned i = t; i < NBINS; i += nt) {
    unsigned c = bins[i];
    if (c != 0) atomicAdd(&hist[i], c);
  }
}
