// Minimal CUDA device-side declarations for the corpus, usable by both
// compilers:
//  * NVRTC (__CUDACC_RTC__) defines threadIdx, __syncthreads, the vector
//    types and the intrinsics itself; we only add <cstdint>-style typedefs.
//  * clang-19 with -nocudainc -nocudalib gets them here from clang
//    builtins and inline PTX (no libdevice).
//  * Both get a small cooperative_groups shim (thread_block,
//    thread_block_tile<N>, sync, reduce) when CORPUS_CG is defined, so that
//    the cuda-samples kernels compile unchanged.
#pragma once

typedef unsigned char uint8_t;
typedef signed char int8_t;
typedef unsigned short uint16_t;
typedef short int16_t;
typedef unsigned int uint32_t;
typedef int int32_t;
typedef unsigned long long uint64_t;
typedef long long int64_t;
typedef unsigned long size_t;
typedef unsigned int uint;
typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned long ulong;
#ifndef NULL
#define NULL 0
#endif

#ifndef __CUDACC_RTC__  // clang
#ifndef __CUDACC__
#define __CUDACC__ 1  // normally set by clang's CUDA wrapper headers
#endif
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __noinline__ __attribute__((noinline))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __restrict__ __restrict
#define __align__(n) __attribute__((aligned(n)))
#define DI static __device__ __forceinline__

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

// __syncthreads is a clang builtin (bar.sync 0)
DI int __syncthreads_count(int p) { return __nvvm_bar0_popc(p); }
DI int __syncthreads_or(int p) { return __nvvm_bar0_or(p); }
#define memset __builtin_memset
#define memcpy __builtin_memcpy
DI void __syncwarp(unsigned m = 0xffffffffu) { __nvvm_bar_warp_sync(m); }
DI void __threadfence() { __nvvm_membar_gl(); }
DI void __threadfence_block() { __nvvm_membar_cta(); }

DI unsigned atomicAdd(unsigned *p, unsigned v) { return (unsigned)__nvvm_atom_add_gen_i((int *)p, (int)v); }
DI int atomicAdd(int *p, int v) { return __nvvm_atom_add_gen_i(p, v); }
DI unsigned long long atomicAdd(unsigned long long *p, unsigned long long v) { return (unsigned long long)__nvvm_atom_add_gen_ll((long long *)p, (long long)v); }
DI unsigned atomicInc(unsigned *p, unsigned v) { return __nvvm_atom_inc_gen_ui(p, v); }
DI unsigned atomicOr(unsigned *p, unsigned v) { return (unsigned)__nvvm_atom_or_gen_i((int *)p, (int)v); }
DI unsigned atomicXor(unsigned *p, unsigned v) { return (unsigned)__nvvm_atom_xor_gen_i((int *)p, (int)v); }
DI unsigned atomicMax(unsigned *p, unsigned v) { return __nvvm_atom_max_gen_ui(p, v); }
DI unsigned atomicMin(unsigned *p, unsigned v) { return __nvvm_atom_min_gen_ui(p, v); }
DI unsigned atomicCAS(unsigned *p, unsigned c, unsigned v) { return (unsigned)__nvvm_atom_cas_gen_i((int *)p, (int)c, (int)v); }
DI unsigned atomicExch(unsigned *p, unsigned v) { return (unsigned)__nvvm_atom_xchg_gen_i((int *)p, (int)v); }

DI int __shfl_sync(unsigned m, int v, int l, int w = 32) { return __nvvm_shfl_sync_idx_i32(m, v, l, ((32 - w) << 8) | 0x1f); }
DI unsigned __shfl_sync(unsigned m, unsigned v, int l, int w = 32) { return (unsigned)__shfl_sync(m, (int)v, l, w); }
DI int __shfl_up_sync(unsigned m, int v, unsigned d, int w = 32) { return __nvvm_shfl_sync_up_i32(m, v, d, (32 - w) << 8); }
DI unsigned __shfl_up_sync(unsigned m, unsigned v, unsigned d, int w = 32) { return (unsigned)__shfl_up_sync(m, (int)v, d, w); }
DI int __shfl_down_sync(unsigned m, int v, unsigned d, int w = 32) { return __nvvm_shfl_sync_down_i32(m, v, d, ((32 - w) << 8) | 0x1f); }
DI unsigned __shfl_down_sync(unsigned m, unsigned v, unsigned d, int w = 32) { return (unsigned)__shfl_down_sync(m, (int)v, d, w); }
DI int __shfl_xor_sync(unsigned m, int v, int l, int w = 32) { return __nvvm_shfl_sync_bfly_i32(m, v, l, ((32 - w) << 8) | 0x1f); }
DI unsigned __shfl_xor_sync(unsigned m, unsigned v, int l, int w = 32) { return (unsigned)__shfl_xor_sync(m, (int)v, l, w); }
DI unsigned __ballot_sync(unsigned m, int p) { return __nvvm_vote_ballot_sync(m, p); }
DI int __reduce_add_sync(unsigned m, int v) { return __nvvm_redux_sync_add(v, m); }
DI unsigned __activemask() { return __nvvm_activemask(); }

DI int __popc(unsigned x) { return __builtin_popcount(x); }
DI int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
DI int __clz(int x) { return x ? __builtin_clz((unsigned)x) : 32; }
DI int __clzll(long long x) { return x ? __builtin_clzll((unsigned long long)x) : 64; }
DI int __ffs(int x) { return __builtin_ffs(x); }
DI unsigned __brev(unsigned x) { return __builtin_bitreverse32(x); }
DI unsigned long long __brevll(unsigned long long x) { return __builtin_bitreverse64(x); }
DI unsigned __byte_perm(unsigned a, unsigned b, unsigned s) { return __nvvm_prmt(a, b, s); }
DI unsigned __funnelshift_l(unsigned lo, unsigned hi, unsigned s) { unsigned r; asm("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(lo), "r"(hi), "r"(s)); return r; }
DI unsigned __funnelshift_r(unsigned lo, unsigned hi, unsigned s) { unsigned r; asm("shf.r.wrap.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(lo), "r"(hi), "r"(s)); return r; }
DI unsigned __funnelshift_lc(unsigned lo, unsigned hi, unsigned s) { unsigned r; asm("shf.l.clamp.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(lo), "r"(hi), "r"(s)); return r; }
DI unsigned __funnelshift_rc(unsigned lo, unsigned hi, unsigned s) { unsigned r; asm("shf.r.clamp.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(lo), "r"(hi), "r"(s)); return r; }
DI unsigned __umulhi(unsigned a, unsigned b) { return __nvvm_mulhi_ui(a, b); }
DI int __mulhi(int a, int b) { return __nvvm_mulhi_i(a, b); }
DI unsigned long long __umul64hi(unsigned long long a, unsigned long long b) { return __nvvm_mulhi_ull(a, b); }
DI int __mul24(int a, int b) { return __nvvm_mul24_i(a, b); }
DI unsigned __umul24(unsigned a, unsigned b) { return __nvvm_mul24_ui(a, b); }
DI unsigned __usad(unsigned a, unsigned b, unsigned c) { return __nvvm_sad_ui(a, b, c); }
DI unsigned __vabsdiffu4(unsigned a, unsigned b) { unsigned r, z = 0; asm("vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(z)); return r; }
DI unsigned __vadd4(unsigned a, unsigned b) { unsigned r, z = 0; asm("vadd4.u32.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(z)); return r; }
DI unsigned __sad(int a, int b, unsigned c) { return __nvvm_sad_i(a, b, c); }
DI int abs(int a) { return a < 0 ? -a : a; }
DI int min(int a, int b) { return a < b ? a : b; }
DI int max(int a, int b) { return a > b ? a : b; }
DI unsigned min(unsigned a, unsigned b) { return a < b ? a : b; }
DI unsigned max(unsigned a, unsigned b) { return a > b ? a : b; }
DI unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
DI unsigned umax(unsigned a, unsigned b) { return a > b ? a : b; }
DI unsigned __ldg(const unsigned *p) { return __nvvm_ldg_ui(p); }
DI uint4 __ldg(const uint4 *p) { return *p; }
DI uint2 __ldg(const uint2 *p) { return *p; }
DI unsigned long long __ldg(const unsigned long long *p) { return *p; }

#endif

// cooperative_groups shim for both compilers: the toolkit's
// cooperative_groups.h needs libcu++ (<nv/target>), which the .tools
// venvs do not have.  Only what the cuda-samples kernels use, with the
// same meaning for one thread block.
#ifdef CORPUS_CG
namespace cooperative_groups {
struct thread_block {
  __device__ void sync() const { __syncthreads(); }
  __device__ unsigned thread_rank() const { return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z); }
  __device__ unsigned size() const { return blockDim.x * blockDim.y * blockDim.z; }
};
static __device__ __forceinline__ thread_block this_thread_block() { return thread_block(); }
static __device__ __forceinline__ void sync(const thread_block &) { __syncthreads(); }
template <unsigned N> struct thread_block_tile {
  __device__ void sync() const { __syncwarp(); }
  __device__ unsigned thread_rank() const { return threadIdx.x & (N - 1); }
  __device__ unsigned size() const { return N; }
  template <class T> __device__ T shfl_down(T v, unsigned d) const { return __shfl_down_sync(0xffffffffu, v, d, N); }
  template <class T> __device__ T shfl_xor(T v, unsigned d) const { return __shfl_xor_sync(0xffffffffu, v, d, N); }
  template <class T> __device__ T shfl(T v, int l) const { return __shfl_sync(0xffffffffu, v, l, N); }
  __device__ unsigned ballot(int p) const { return __ballot_sync(0xffffffffu, p); }
};
template <unsigned N> static __device__ __forceinline__ thread_block_tile<N> tiled_partition(const thread_block &) { return thread_block_tile<N>(); }
template <unsigned N> static __device__ __forceinline__ void sync(const thread_block_tile<N> &t) { t.sync(); }
template <class T> struct plus { __device__ T operator()(T a, T b) const { return a + b; } };
template <class T, class Op, unsigned N> static __device__ __forceinline__ T reduce(const thread_block_tile<N> &t, T v, Op op) {
  for (unsigned d = N / 2; d > 0; d /= 2) v = op(v, t.shfl_xor(v, d));
  return v;
}
}  // namespace cooperative_groups
#endif
