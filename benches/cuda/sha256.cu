// SHA-256 compression, one 64-byte message block per thread: thread i reads
// the 16 words in[16i .. 16i+16] (each u32 is already the big-endian word
// SHA-256 reads), runs the 64 rounds from the standard initial state with a
// rolling 16-word message schedule, all in registers, and writes the 8
// state words to out[8i .. 8i+8]. Pure 32-bit arithmetic. For a padded
// one-block message that is its SHA-256 digest.
//
// The Rust baseline in benches/cuda_kernels.rs (`sha256::run`) is the same
// compression function in a loop over the messages. sha256.ptx is
// committed; regenerate it from the repository root with
//   clang-19 -x cuda --cuda-device-only -nocudainc -nocudalib \
//       --cuda-gpu-arch=sm_80 -O2 -S benches/cuda/sha256.cu -o benches/cuda/sha256.ptx
#include "bench_min.h"

static __device__ const unsigned K[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

static __device__ inline unsigned rotr(unsigned x, int n) { return (x >> n) | (x << (32 - n)); }
static __device__ inline unsigned ch(unsigned e, unsigned f, unsigned g) { return (e & f) ^ (~e & g); }
static __device__ inline unsigned maj(unsigned a, unsigned b, unsigned c) {
  return (a & b) ^ (a & c) ^ (b & c);
}
static __device__ inline unsigned bsig0(unsigned x) { return rotr(x, 2) ^ rotr(x, 13) ^ rotr(x, 22); }
static __device__ inline unsigned bsig1(unsigned x) { return rotr(x, 6) ^ rotr(x, 11) ^ rotr(x, 25); }
static __device__ inline unsigned ssig0(unsigned x) { return rotr(x, 7) ^ rotr(x, 18) ^ (x >> 3); }
static __device__ inline unsigned ssig1(unsigned x) { return rotr(x, 17) ^ rotr(x, 19) ^ (x >> 10); }

extern "C" __global__ void sha256(const unsigned *in, unsigned *out, unsigned n) {
  unsigned i = ctaid_x() * ntid_x() + tid_x();
  if (i >= n) return;
  unsigned w[16];
#pragma unroll
  for (int j = 0; j < 16; j++) w[j] = in[16 * i + j];
  unsigned a = 0x6a09e667, b = 0xbb67ae85, c = 0x3c6ef372, d = 0xa54ff53a;
  unsigned e = 0x510e527f, f = 0x9b05688c, g = 0x1f83d9ab, h = 0x5be0cd19;
#pragma unroll
  for (int r = 0; r < 64; r++) {
    if (r >= 16)
      w[r & 15] += ssig1(w[(r - 2) & 15]) + w[(r - 7) & 15] + ssig0(w[(r - 15) & 15]);
    unsigned t1 = h + bsig1(e) + ch(e, f, g) + K[r] + w[r & 15];
    unsigned t2 = bsig0(a) + maj(a, b, c);
    h = g;
    g = f;
    f = e;
    e = d + t1;
    d = c;
    c = b;
    b = a;
    a = t1 + t2;
  }
  unsigned *o = out + 8 * i;
  o[0] = 0x6a09e667 + a;
  o[1] = 0xbb67ae85 + b;
  o[2] = 0x3c6ef372 + c;
  o[3] = 0xa54ff53a + d;
  o[4] = 0x510e527f + e;
  o[5] = 0x9b05688c + f;
  o[6] = 0x1f83d9ab + g;
  o[7] = 0x5be0cd19 + h;
}
