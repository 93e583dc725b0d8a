// cp.async in the style of Ampere tiled kernels: each thread copies 16
// bytes (and a 4-byte tail) of a tile from global to shared memory
// asynchronously, waits for the group, and after the barrier reads a
// neighbour's part.
#include "cuda_min.h"

extern "C" __global__ void rotate_tile(const unsigned *in, unsigned *out) {
  __shared__ __attribute__((aligned(16))) unsigned tile[4 * 64];
  __shared__ unsigned tail[64];
  unsigned t = tid_x(), base = ctaid_x() * 64 * 5;
  __nvvm_cp_async_ca_shared_global_16((void __attribute__((address_space(3))) *)&tile[4 * t],
                                      (const void __attribute__((address_space(1))) *)&in[base + 4 * t]);
  __nvvm_cp_async_ca_shared_global_4((void __attribute__((address_space(3))) *)&tail[t],
                                     (const void __attribute__((address_space(1))) *)&in[base + 256 + t]);
  __nvvm_cp_async_commit_group();
  __nvvm_cp_async_wait_group(0);
  __nvvm_bar_sync(0);
  unsigned n = (t + 1) % 64;
  for (int k = 0; k < 4; k++) out[base + 4 * t + k] = tile[4 * n + k];
  out[base + 256 + t] = tail[n];
}
