// The corpus's device declarations (tests/corpus/cuda_min.h) for the CPU:
// the same CUDA source compiled as ordinary C++ (clang++ -O2
// -march=native) by benches/public/bench.py, which runs the grid as loops
// over blocks and threads. A block's threads run one after another, so
// `__shared__` variables are plain statics (one block at a time). A kernel
// that synchronises its block (`__syncthreads`) or its warp needs its
// barriers split into loops over the block's threads by hand: the stubs
// below stop the program instead of computing something else.
#pragma once
#include <stdint.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

typedef unsigned int uint;
typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned long ulong;

struct uint3 { unsigned x, y, z; };
typedef uint3 dim3;
static uint3 threadIdx, blockIdx, blockDim, gridDim;

#define __global__
#define __device__
#define __host__
#define __shared__ static
#define __constant__
#define __noinline__ __attribute__((noinline))
#define __forceinline__ inline __attribute__((always_inline))
#define __launch_bounds__(...)
#define __restrict__ __restrict
#define __align__(n) __attribute__((aligned(n)))
#define DI static inline __attribute__((always_inline))

#define CORPUS_VEC2(T, N) struct __attribute__((aligned(2 * sizeof(T)))) N##2 { T x, y; }; \
  DI N##2 make_##N##2(T x, T y) { N##2 r; r.x = x; r.y = y; return r; }
#define CORPUS_VEC4(T, N) struct __attribute__((aligned(4 * sizeof(T)))) N##4 { T x, y, z, w; }; \
  DI N##4 make_##N##4(T x, T y, T z, T w) { N##4 r; r.x = x; r.y = y; r.z = z; r.w = w; return r; }
CORPUS_VEC2(unsigned int, uint) CORPUS_VEC4(unsigned int, uint)
CORPUS_VEC2(int, int) CORPUS_VEC4(int, int)
CORPUS_VEC2(unsigned char, uchar) CORPUS_VEC4(unsigned char, uchar)
CORPUS_VEC2(unsigned long long, ulonglong) CORPUS_VEC2(float, float) CORPUS_VEC4(float, float)
CORPUS_VEC4(short, short) CORPUS_VEC4(unsigned short, ushort) CORPUS_VEC2(unsigned short, ushort) CORPUS_VEC2(long long, longlong) CORPUS_VEC4(unsigned long long, ulonglong)
struct uchar3 { unsigned char x, y, z; };

[[noreturn]] DI void corpus_unsplit(const char *what) {
  fprintf(stderr, "%s: this kernel needs its barriers split by hand for the CPU build\n", what);
  abort();
}
DI void __syncthreads() { corpus_unsplit("__syncthreads"); }
DI void __syncwarp(unsigned = 0xffffffffu) { corpus_unsplit("__syncwarp"); }
DI void __threadfence() {}
DI void __threadfence_block() {}

// One block at a time on one core: atomics are plain read-modify-writes.
DI unsigned atomicAdd(unsigned *p, unsigned v) { unsigned o = *p; *p = o + v; return o; }
DI int atomicAdd(int *p, int v) { int o = *p; *p = (int)((unsigned)o + (unsigned)v); return o; }
DI unsigned long long atomicAdd(unsigned long long *p, unsigned long long v) { unsigned long long o = *p; *p = o + v; return o; }
DI unsigned atomicInc(unsigned *p, unsigned v) { unsigned o = *p; *p = o >= v ? 0 : o + 1; return o; }
DI unsigned atomicOr(unsigned *p, unsigned v) { unsigned o = *p; *p = o | v; return o; }
DI unsigned atomicXor(unsigned *p, unsigned v) { unsigned o = *p; *p = o ^ v; return o; }
DI unsigned atomicMax(unsigned *p, unsigned v) { unsigned o = *p; *p = o > v ? o : v; return o; }
DI unsigned atomicMin(unsigned *p, unsigned v) { unsigned o = *p; *p = o < v ? o : v; return o; }
DI unsigned atomicCAS(unsigned *p, unsigned c, unsigned v) { unsigned o = *p; *p = o == c ? v : o; return o; }
DI unsigned atomicExch(unsigned *p, unsigned v) { unsigned o = *p; *p = v; return o; }

DI int __popc(unsigned x) { return __builtin_popcount(x); }
DI int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
DI int __clz(int x) { return x ? __builtin_clz((unsigned)x) : 32; }
DI int __clzll(long long x) { return x ? __builtin_clzll((unsigned long long)x) : 64; }
DI int __ffs(int x) { return __builtin_ffs(x); }
DI unsigned __brev(unsigned x) { return __builtin_bitreverse32(x); }
DI unsigned long long __brevll(unsigned long long x) { return __builtin_bitreverse64(x); }
// prmt in its default mode: byte i of the result is byte s[4i+2..4i] of
// the 8 bytes b:a, sign-replicated when bit 4i+3 is set.
DI unsigned __byte_perm(unsigned a, unsigned b, unsigned s) {
  unsigned long long x = ((unsigned long long)b << 32) | a;
  unsigned r = 0;
  for (int i = 0; i < 4; i++) {
    unsigned sel = (s >> (4 * i)) & 15;
    unsigned byte = (unsigned)(x >> (8 * (sel & 7))) & 0xff;
    if (sel & 8) byte = (byte & 0x80) ? 0xff : 0;
    r |= byte << (8 * i);
  }
  return r;
}
DI unsigned __funnelshift_l(unsigned lo, unsigned hi, unsigned s) { unsigned long long x = ((unsigned long long)hi << 32) | lo; return (unsigned)((x << (s & 31)) >> 32); }
DI unsigned __funnelshift_r(unsigned lo, unsigned hi, unsigned s) { unsigned long long x = ((unsigned long long)hi << 32) | lo; return (unsigned)(x >> (s & 31)); }
DI unsigned __funnelshift_lc(unsigned lo, unsigned hi, unsigned s) { unsigned long long x = ((unsigned long long)hi << 32) | lo; return (unsigned)((x << (s > 32 ? 32 : s)) >> 32); }
DI unsigned __funnelshift_rc(unsigned lo, unsigned hi, unsigned s) { unsigned long long x = ((unsigned long long)hi << 32) | lo; return (unsigned)(x >> (s > 32 ? 32 : s)); }
DI unsigned __umulhi(unsigned a, unsigned b) { return (unsigned)(((unsigned long long)a * b) >> 32); }
DI int __mulhi(int a, int b) { return (int)(((long long)a * b) >> 32); }
DI unsigned long long __umul64hi(unsigned long long a, unsigned long long b) { return (unsigned long long)(((unsigned __int128)a * b) >> 64); }
DI int __mul24(int a, int b) { return ((a << 8) >> 8) * ((b << 8) >> 8); }
DI unsigned __umul24(unsigned a, unsigned b) { return (a & 0xffffff) * (b & 0xffffff); }
DI unsigned __usad(unsigned a, unsigned b, unsigned c) { return (a > b ? a - b : b - a) + c; }
DI unsigned __sad(int a, int b, unsigned c) { return (a > b ? (unsigned)a - (unsigned)b : (unsigned)b - (unsigned)a) + c; }
DI unsigned __vabsdiffu4(unsigned a, unsigned b) {
  unsigned r = 0;
  for (int i = 0; i < 32; i += 8) {
    unsigned x = (a >> i) & 0xff, y = (b >> i) & 0xff;
    r |= (x > y ? x - y : y - x) << i;
  }
  return r;
}
DI int min(int a, int b) { return a < b ? a : b; }
DI int max(int a, int b) { return a > b ? a : b; }
DI unsigned min(unsigned a, unsigned b) { return a < b ? a : b; }
DI unsigned max(unsigned a, unsigned b) { return a > b ? a : b; }
DI unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
DI unsigned umax(unsigned a, unsigned b) { return a > b ? a : b; }
template <class T> DI T __ldg(const T *p) { return *p; }

// The corpus's cooperative_groups shim, for one thread at a time: every
// synchronisation stops the program (a kernel that needs one has its
// barriers split by hand, under benches/public/split/).
namespace cooperative_groups {
struct thread_block {
  void sync() const { __syncthreads(); }
  unsigned thread_rank() const { return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z); }
  unsigned size() const { return blockDim.x * blockDim.y * blockDim.z; }
};
DI thread_block this_thread_block() { return thread_block(); }
DI void sync(const thread_block &) { __syncthreads(); }
}  // namespace cooperative_groups

// What a kernel's arguments are passed as (bench.py's driver): the bits of
// each argument, converted to the parameter's type.
struct BenchArg {
  unsigned long long bits;
  template <class T> operator T() const {
    static_assert(sizeof(T) <= 8, "kernel argument wider than 8 bytes");
    T t;
    memcpy(&t, &bits, sizeof(T));
    return t;
  }
};
