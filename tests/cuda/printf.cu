// printf from kernels: the formats CUDA's printf documents, their return
// values, and the order a launch's threads print in. Compiled by clang-19
// (tests/cuda/printf.ptx) and run on an H100 through the CUDA driver; the
// GPU's output is tests/vectors/printf/h100.txt.
#ifdef __NVCC__
#include <cstdio>
#include <cassert>
static __device__ inline unsigned tid_x() { return threadIdx.x; }
static __device__ inline unsigned ctaid_x() { return blockIdx.x; }
#define BITS_F64(x) __longlong_as_double((long long)(x))
#else
#include "cuda_min.h"
extern "C" __device__ int printf(const char *, ...);
extern "C" __device__ void __assertfail(const char *, const char *, unsigned,
                                        const char *, unsigned long);
#define BITS_F64(x) __builtin_bit_cast(double, (unsigned long long)(x))
#endif

// Values come from memory so the compiler cannot fold the formatting.
extern "C" __global__ void formats(const long long *v, const char *s, int *ret) {
    if (tid_x() != 0 || ctaid_x() != 0) return;
    int i = 0;
    int a = (int)v[0];            // -2147483648
    int b = (int)v[1];            // 42
    long long c = v[2];           // -9223372036854775808
    unsigned long long d = v[3];  // 0xfedcba9876543210
    double x = BITS_F64(v[4]);    // 1.5
    double y = BITS_F64(v[5]);    // -0.0
    double z = BITS_F64(v[6]);    // +inf
    double w = BITS_F64(v[7]);    // a quiet NaN
    double p = BITS_F64(v[8]);    // 123456.789
    double q = BITS_F64(v[9]);    // 1e-5
    double nx = BITS_F64(v[10]);  // -1.5
    double r5 = BITS_F64(v[11]);  // 150000.0
    double r6 = BITS_F64(v[12]);  // 1500000.0
    ret[i++] = printf("plain text, no arguments\n");
    ret[i++] = printf("%d %i %u %x %X %o\n", a, a, a, a, a, a);
    ret[i++] = printf("[%5d] [%-5d] [%05d] [%+d] [% d] [%.4d] [%8.3d]\n", b, b, b, b, b, b, b);
    ret[i++] = printf("[%#x] [%#o] [%#X] [%x]\n", b, b, b, 0);
    ret[i++] = printf("%lld %llu %llx %lld\n", c, c, d, (long long)b);
    ret[i++] = printf("%ld %lu %lx\n", (long)c, (unsigned long)d, (unsigned long)d);
    ret[i++] = printf("[%hd] [%hu] [%hhd] [%hhu]\n", 70000 + b, 70000 + b, 300 + b, 300 + b);
    ret[i++] = printf("[%c] [%3c] [%-3c] [%%] [%s]\n", 65 + b % 2, 'x', 'y', s);
    ret[i++] = printf("[%10s] [%-10s] [%.3s] [%s]\n", s, s, s, (const char *)0);
    ret[i++] = printf("[%p] [%p]\n", (const void *)s, (const void *)0);
    ret[i++] = printf("[%f] [%e] [%g] [%a]\n", x, x, x, x);
    ret[i++] = printf("[%f] [%e] [%g] [%f] [%F] [%f] [%E]\n", y, y, y, z, z, w, w);
    ret[i++] = printf("[%.2f] [%10.3f] [%-12.4e] [%G] [%g] [%.10g]\n", p, p, p, p, q, p);
    ret[i++] = printf("[%+.0f] [%#.0f] [%08.2f] [%.0e] [%g] [%g]\n", x, x, nx, p, r5, r6);
    ret[i++] = printf("%d %d %d %d %d %d %d %d %d %d %d %d\n", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, b);
    ret[i++] = printf("[%q] [%5%] [%d]\n", b);
    ret[i++] = printf("trailing %");
    ret[i++] = printf("\n%s|%s|%d\n", "", s + 3, i);
    ret[i++] = printf("%d%s", b, "\n");
    ret[i] = -100;
}

// Each thread prints twice, then a divergent branch prints by parity.
extern "C" __global__ void order() {
    unsigned t = tid_x(), blk = ctaid_x();
    printf("A blk=%u t=%u\n", blk, t);
    printf("B blk=%u t=%u\n", blk, t);
    if (t % 2) printf("odd blk=%u t=%u\n", blk, t);
    else printf("even blk=%u t=%u\n", blk, t);
    if (t == 3) printf("three blk=%u\n", blk);
}

// assert(v[0] == 0) as CUDA's assert expands it.
extern "C" __global__ void asserts(const int *v) {
#ifdef __NVCC__
    assert(v[tid_x()] == 0);
#else
    if (v[tid_x()] != 0)
        __assertfail("v[tid_x()] == 0", "printf.cu", 70, "asserts", 1);
#endif
}
