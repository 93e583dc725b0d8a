// Does a GPU fault on prefetch/prefetchu of an address outside every allocation?
// Each variant runs in its own process (a fault poisons the context).
#include <cstdio>
#include <cstdint>
#include <cuda_runtime.h>

__global__ void k(unsigned long long addr, int variant, unsigned *out) {
  unsigned long long a = addr;
  switch (variant) {
  case 0: asm volatile("prefetch.global.L2 [%0];" :: "l"(a)); break;
  case 1: asm volatile("prefetch.global.L1 [%0];" :: "l"(a)); break;
  case 2: asm volatile("prefetch.L1 [%0];" :: "l"(a)); break;
  case 3: asm volatile("prefetch.L2 [%0];" :: "l"(a)); break;
  case 4: asm volatile("prefetchu.L1 [%0];" :: "l"(a)); break;
  case 5: asm volatile("prefetch.global.L2::evict_last [%0];" :: "l"(a)); break;
  case 6: asm volatile("prefetch.local.L1 [%0];" :: "l"(a)); break;
  case 7: { unsigned v; asm volatile("ld.global.u32 %0, [%1];" : "=r"(v) : "l"(a)); out[1] = v; } break; // control: a load must fault
  }
  out[0] = 0xC0DE0000u + variant;
}

int main(int argc, char **argv) {
  int variant = atoi(argv[1]);
  unsigned long long addr = strtoull(argv[2], 0, 0);
  unsigned *d; cudaMalloc(&d, 8); cudaMemset(d, 0, 8);
  k<<<1, 32>>>(addr, variant, d);
  cudaError_t e = cudaDeviceSynchronize();
  unsigned h[2] = {0, 0};
  cudaError_t e2 = cudaMemcpy(h, d, 8, cudaMemcpyDeviceToHost);
  printf("variant %d addr 0x%llx: sync=%s copy=%s out=0x%08x\n", variant, addr,
         cudaGetErrorName(e), cudaGetErrorName(e2), h[0]);
  return 0;
}
