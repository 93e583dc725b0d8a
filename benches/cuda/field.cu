// Polynomial evaluation over the BN254 base field
//   p = 0x30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47
// with 8 32-bit limbs (little-endian), in Montgomery form (R = 2^256):
// thread i reads x = xs[8i .. 8i+8] (reduced below p) and the K = 8
// coefficients coef[8k .. 8k+8] (a plain global buffer, each below p), and
// by Horner's rule computes acc = c[K-1]; acc = mont_mul(acc, x) + c[k] for
// k = K-2 down to 0, where mont_mul(a, b) = a b R^-1 mod p. With x and the
// c[k] read as Montgomery representations (x = X R, c[k] = C[k] R mod p),
// the output is the Montgomery representation of sum C[k] X^k. The limb
// arithmetic is written the way bignum CUDA code does it: PTX inline-asm
// carry chains (mad.lo.cc / madc.hi.cc, add.cc / addc, sub.cc / subc), one
// `asm volatile` block per chain, in a CIOS Montgomery multiplication.
//
// The Rust baseline in benches/cuda_kernels.rs (`field::run`) is the same
// algorithm with u64 products. field.ptx is committed; regenerate it from
// the repository root with
//   clang-19 -x cuda --cuda-device-only -nocudainc -nocudalib \
//       --cuda-gpu-arch=sm_80 -O2 -S benches/cuda/field.cu -o benches/cuda/field.ptx
#include "bench_min.h"

#define NC 8  // coefficients (degree NC - 1)

// p's limbs, least significant first, and -p^-1 mod 2^32.
#define P0 0xd87cfd47u
#define P1 0x3c208c16u
#define P2 0x6871ca8du
#define P3 0x97816a91u
#define P4 0x8181585du
#define P5 0xb85045b6u
#define P6 0xe131a029u
#define P7 0x30644e72u
#define NINV 0xe4866389u

// t[0..9] += a[0..8] * b. The caller guarantees the sum fits in 9 limbs.
static __device__ inline void mul_add_row(unsigned t[9], const unsigned a[8], unsigned b) {
  asm volatile(
      "mad.lo.cc.u32  %0, %9, %17, %0;\n\t"
      "madc.lo.cc.u32 %1, %10, %17, %1;\n\t"
      "madc.lo.cc.u32 %2, %11, %17, %2;\n\t"
      "madc.lo.cc.u32 %3, %12, %17, %3;\n\t"
      "madc.lo.cc.u32 %4, %13, %17, %4;\n\t"
      "madc.lo.cc.u32 %5, %14, %17, %5;\n\t"
      "madc.lo.cc.u32 %6, %15, %17, %6;\n\t"
      "madc.lo.cc.u32 %7, %16, %17, %7;\n\t"
      "addc.u32       %8, %8, 0;\n\t"
      "mad.hi.cc.u32  %1, %9, %17, %1;\n\t"
      "madc.hi.cc.u32 %2, %10, %17, %2;\n\t"
      "madc.hi.cc.u32 %3, %11, %17, %3;\n\t"
      "madc.hi.cc.u32 %4, %12, %17, %4;\n\t"
      "madc.hi.cc.u32 %5, %13, %17, %5;\n\t"
      "madc.hi.cc.u32 %6, %14, %17, %6;\n\t"
      "madc.hi.cc.u32 %7, %15, %17, %7;\n\t"
      "madc.hi.u32    %8, %16, %17, %8;"
      : "+r"(t[0]), "+r"(t[1]), "+r"(t[2]), "+r"(t[3]), "+r"(t[4]), "+r"(t[5]), "+r"(t[6]),
        "+r"(t[7]), "+r"(t[8])
      : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(a[4]), "r"(a[5]), "r"(a[6]), "r"(a[7]),
        "r"(b));
}

// t[0..9] += m * p (which makes t[0] zero), then t >>= 32.
static __device__ inline void reduce_row(unsigned t[9], unsigned m) {
  asm volatile(
      "mad.lo.cc.u32  %0, %9, %10, %0;\n\t"
      "madc.lo.cc.u32 %1, %9, %11, %1;\n\t"
      "madc.lo.cc.u32 %2, %9, %12, %2;\n\t"
      "madc.lo.cc.u32 %3, %9, %13, %3;\n\t"
      "madc.lo.cc.u32 %4, %9, %14, %4;\n\t"
      "madc.lo.cc.u32 %5, %9, %15, %5;\n\t"
      "madc.lo.cc.u32 %6, %9, %16, %6;\n\t"
      "madc.lo.cc.u32 %7, %9, %17, %7;\n\t"
      "addc.u32       %8, %8, 0;\n\t"
      "mad.hi.cc.u32  %1, %9, %10, %1;\n\t"
      "madc.hi.cc.u32 %2, %9, %11, %2;\n\t"
      "madc.hi.cc.u32 %3, %9, %12, %3;\n\t"
      "madc.hi.cc.u32 %4, %9, %13, %4;\n\t"
      "madc.hi.cc.u32 %5, %9, %14, %5;\n\t"
      "madc.hi.cc.u32 %6, %9, %15, %6;\n\t"
      "madc.hi.cc.u32 %7, %9, %16, %7;\n\t"
      "madc.hi.u32    %8, %9, %17, %8;"
      : "+r"(t[0]), "+r"(t[1]), "+r"(t[2]), "+r"(t[3]), "+r"(t[4]), "+r"(t[5]), "+r"(t[6]),
        "+r"(t[7]), "+r"(t[8])
      : "r"(m), "r"(P0), "r"(P1), "r"(P2), "r"(P3), "r"(P4), "r"(P5), "r"(P6), "r"(P7));
#pragma unroll
  for (int j = 0; j < 8; j++) t[j] = t[j + 1];
  t[8] = 0;
}

// r = t - p if t >= p, else t (t < 2p).
static __device__ inline void sub_p_if_ge(unsigned r[8], const unsigned t[8]) {
  unsigned u[8], borrow;
  asm volatile(
      "sub.cc.u32  %0, %9, %17;\n\t"
      "subc.cc.u32 %1, %10, %18;\n\t"
      "subc.cc.u32 %2, %11, %19;\n\t"
      "subc.cc.u32 %3, %12, %20;\n\t"
      "subc.cc.u32 %4, %13, %21;\n\t"
      "subc.cc.u32 %5, %14, %22;\n\t"
      "subc.cc.u32 %6, %15, %23;\n\t"
      "subc.cc.u32 %7, %16, %24;\n\t"
      "subc.u32    %8, 0, 0;"
      : "=r"(u[0]), "=r"(u[1]), "=r"(u[2]), "=r"(u[3]), "=r"(u[4]), "=r"(u[5]), "=r"(u[6]),
        "=r"(u[7]), "=r"(borrow)
      : "r"(t[0]), "r"(t[1]), "r"(t[2]), "r"(t[3]), "r"(t[4]), "r"(t[5]), "r"(t[6]), "r"(t[7]),
        "r"(P0), "r"(P1), "r"(P2), "r"(P3), "r"(P4), "r"(P5), "r"(P6), "r"(P7));
#pragma unroll
  for (int j = 0; j < 8; j++) r[j] = borrow ? t[j] : u[j];
}

// r = a b R^-1 mod p (CIOS), for a, b < p.
static __device__ inline void mont_mul(unsigned r[8], const unsigned a[8], const unsigned b[8]) {
  unsigned t[9] = {0, 0, 0, 0, 0, 0, 0, 0, 0};
#pragma unroll
  for (int i = 0; i < 8; i++) {
    mul_add_row(t, a, b[i]);
    reduce_row(t, t[0] * NINV);
  }
  sub_p_if_ge(r, t);
}

// r = a + b mod p, for a, b < p (the sum fits in 8 limbs: p < 2^254).
static __device__ inline void add_mod(unsigned r[8], const unsigned a[8], const unsigned b[8]) {
  unsigned s[8];
  asm volatile(
      "add.cc.u32  %0, %8, %16;\n\t"
      "addc.cc.u32 %1, %9, %17;\n\t"
      "addc.cc.u32 %2, %10, %18;\n\t"
      "addc.cc.u32 %3, %11, %19;\n\t"
      "addc.cc.u32 %4, %12, %20;\n\t"
      "addc.cc.u32 %5, %13, %21;\n\t"
      "addc.cc.u32 %6, %14, %22;\n\t"
      "addc.u32    %7, %15, %23;"
      : "=r"(s[0]), "=r"(s[1]), "=r"(s[2]), "=r"(s[3]), "=r"(s[4]), "=r"(s[5]), "=r"(s[6]),
        "=r"(s[7])
      : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(a[4]), "r"(a[5]), "r"(a[6]), "r"(a[7]),
        "r"(b[0]), "r"(b[1]), "r"(b[2]), "r"(b[3]), "r"(b[4]), "r"(b[5]), "r"(b[6]), "r"(b[7]));
  sub_p_if_ge(r, s);
}

extern "C" __global__ void field(const unsigned *xs, const unsigned *coef, unsigned *out,
                                 unsigned n) {
  unsigned i = ctaid_x() * ntid_x() + tid_x();
  if (i >= n) return;
  unsigned x[8], acc[8], c[8];
#pragma unroll
  for (int j = 0; j < 8; j++) {
    x[j] = xs[8 * i + j];
    acc[j] = coef[8 * (NC - 1) + j];
  }
  for (int k = NC - 2; k >= 0; k--) {
#pragma unroll
    for (int j = 0; j < 8; j++) c[j] = coef[8 * k + j];
    mont_mul(acc, acc, x);
    add_mod(acc, acc, c);
  }
#pragma unroll
  for (int j = 0; j < 8; j++) out[8 * i + j] = acc[j];
}
