// Corpus kernel 'ethash_keccak'.
// Origin: https://github.com/ethereum-mining/ethminer (commit 8eaf50ab3baad9a1747e04dc295793d46740dcae)
//   libethash-cuda/cuda_helper.h (lines 7,7;26,30;51,989)
//   libethash-cuda/ethash_cuda_miner_kernel.h (lines 33,36)
//   libethash-cuda/ethash_cuda_miner_kernel_globals.h (lines 7,7;16,20)
//   libethash-cuda/keccak.cuh (lines 2,848)
// License: GPL-3.0
// Copied verbatim except: host code dropped, project includes replaced by
// cuda_min.h (and the lines of the project's own headers that the kernel
// needs, marked below).
#include "cuda_min.h"
// ---- from libethash-cuda/cuda_helper.h ----
#define DEV_INLINE __device__ __forceinline__
#include <stdint.h>

#ifndef MAX_GPUS
#define MAX_GPUS 32
#endif


#ifndef SPH_C32
#define SPH_C32(x) ((x##U))
// #define SPH_C32(x) ((uint32_t)(x ## U))
#endif

#ifndef SPH_C64
#define SPH_C64(x) ((x##ULL))
// #define SPH_C64(x) ((uint64_t)(x ## ULL))
#endif

#ifndef SPH_T32
#define SPH_T32(x) (x)
// #define SPH_T32(x) ((x) & SPH_C32(0xFFFFFFFF))
#endif
#ifndef SPH_T64
#define SPH_T64(x) (x)
// #define SPH_T64(x) ((x) & SPH_C64(0xFFFFFFFFFFFFFFFF))
#endif

#define ROTL32c(x, n) ((x) << (n)) | ((x) >> (32 - (n)))

#if __CUDA_ARCH__ < 320
// Kepler (Compute 3.0)
#define ROTL32(x, n) ((x) << (n)) | ((x) >> (32 - (n)))
#else
// Kepler (Compute 3.5, 5.0)
DEV_INLINE uint32_t ROTL32(const uint32_t x, const uint32_t n)
{
    return (__funnelshift_l((x), (x), (n)));
}
#endif
#if __CUDA_ARCH__ < 320
// Kepler (Compute 3.0)
#define ROTR32(x, n) (((x) >> (n)) | ((x) << (32 - (n))))
#else
DEV_INLINE uint32_t ROTR32(const uint32_t x, const uint32_t n)
{
    return (__funnelshift_r((x), (x), (n)));
}
#endif

DEV_INLINE uint64_t MAKE_ULONGLONG(uint32_t LO, uint32_t HI)
{
    uint64_t result;
    asm("mov.b64 %0,{%1,%2}; \n\t" : "=l"(result) : "r"(LO), "r"(HI));
    return result;
}

// Endian Drehung für 32 Bit Typen
#ifdef __CUDA_ARCH__
DEV_INLINE uint32_t cuda_swab32(const uint32_t x)
{
    /* device */
    return __byte_perm(x, x, 0x0123);
}
#else
/* host */
#define cuda_swab32(x)                                                                       \
    ((((x) << 24) & 0xff000000u) | (((x) << 8) & 0x00ff0000u) | (((x) >> 8) & 0x0000ff00u) | \
        (((x) >> 24) & 0x000000ffu))
#endif

#ifdef __CUDA_ARCH__
DEV_INLINE uint64_t cuda_swab64(const uint64_t x)
{
    uint64_t result;
    uint2 t;
    asm("mov.b64 {%0,%1},%2; \n\t" : "=r"(t.x), "=r"(t.y) : "l"(x));
    t.x = __byte_perm(t.x, 0, 0x0123);
    t.y = __byte_perm(t.y, 0, 0x0123);
    asm("mov.b64 %0,{%1,%2}; \n\t" : "=l"(result) : "r"(t.y), "r"(t.x));
    return result;
}
#else
/* host */
#define cuda_swab64(x)                                          \
    ((uint64_t)((((uint64_t)(x)&0xff00000000000000ULL) >> 56) | \
                (((uint64_t)(x)&0x00ff000000000000ULL) >> 40) | \
                (((uint64_t)(x)&0x0000ff0000000000ULL) >> 24) | \
                (((uint64_t)(x)&0x000000ff00000000ULL) >> 8) |  \
                (((uint64_t)(x)&0x00000000ff000000ULL) << 8) |  \
                (((uint64_t)(x)&0x0000000000ff0000ULL) << 24) | \
                (((uint64_t)(x)&0x000000000000ff00ULL) << 40) | \
                (((uint64_t)(x)&0x00000000000000ffULL) << 56)))
#endif


#ifdef _WIN64
#define USE_XOR_ASM_OPTS 0
#else
#define USE_XOR_ASM_OPTS 1
#endif

#if USE_XOR_ASM_OPTS
// device asm for whirpool
DEV_INLINE uint64_t xor1(const uint64_t a, const uint64_t b)
{
    uint64_t result;
    asm("xor.b64 %0, %1, %2;" : "=l"(result) : "l"(a), "l"(b));
    return result;
}
#else
#define xor1(a, b) (a ^ b)
#endif

/*
#if USE_XOR_ASM_OPTS
// device asm for whirpool
DEV_INLINE
uint64_t xor3(const uint64_t a, const uint64_t b, const uint64_t c)
{
    uint64_t result;
    asm("xor.b64 %0, %2, %3;\n\t"
        "xor.b64 %0, %0, %1;\n\t"
        //output : input registers
        : "=l"(result) : "l"(a), "l"(b), "l"(c));
    return result;
}
#else
#define xor3(a,b,c) (a ^ b ^ c)
#endif
*/

#if USE_XOR_ASM_OPTS
// device asm for whirpool
DEV_INLINE uint64_t xor8(const uint64_t a, const uint64_t b, const uint64_t c,
    const uint64_t d, const uint64_t e, const uint64_t f, const uint64_t g, const uint64_t h)
{
    uint64_t result;
    asm("xor.b64 %0, %1, %2;" : "=l"(result) : "l"(g), "l"(h));
    asm("xor.b64 %0, %0, %1;" : "+l"(result) : "l"(f));
    asm("xor.b64 %0, %0, %1;" : "+l"(result) : "l"(e));
    asm("xor.b64 %0, %0, %1;" : "+l"(result) : "l"(d));
    asm("xor.b64 %0, %0, %1;" : "+l"(result) : "l"(c));
    asm("xor.b64 %0, %0, %1;" : "+l"(result) : "l"(b));
    asm("xor.b64 %0, %0, %1;" : "+l"(result) : "l"(a));
    return result;
}
#else
#define xor8(a, b, c, d, e, f, g, h) ((a ^ b) ^ (c ^ d) ^ (e ^ f) ^ (g ^ h))
#endif

// device asm for x17
DEV_INLINE uint64_t xandx(const uint64_t a, const uint64_t b, const uint64_t c)
{
    uint64_t result;
    asm("{\n\t"
        ".reg .u64 n;\n\t"
        "xor.b64 %0, %2, %3;\n\t"
        "and.b64 n, %0, %1;\n\t"
        "xor.b64 %0, n, %3;"
        "}\n"
        : "=l"(result)
        : "l"(a), "l"(b), "l"(c));
    return result;
}

// device asm for x17
DEV_INLINE uint64_t andor(uint64_t a, uint64_t b, uint64_t c)
{
    uint64_t result;
    asm("{\n\t"
        ".reg .u64 m,n;\n\t"
        "and.b64 m,  %1, %2;\n\t"
        " or.b64 n,  %1, %2;\n\t"
        "and.b64 %0, n,  %3;\n\t"
        " or.b64 %0, %0, m ;\n\t"
        "}\n"
        : "=l"(result)
        : "l"(a), "l"(b), "l"(c));
    return result;
}

// device asm for x17
DEV_INLINE uint64_t shr_t64(uint64_t x, uint32_t n)
{
    uint64_t result;
    asm("shr.b64 %0,%1,%2;\n\t" : "=l"(result) : "l"(x), "r"(n));
    return result;
}

// device asm for ?
DEV_INLINE uint64_t shl_t64(uint64_t x, uint32_t n)
{
    uint64_t result;
    asm("shl.b64 %0,%1,%2;\n\t" : "=l"(result) : "l"(x), "r"(n));
    return result;
}

#ifndef USE_ROT_ASM_OPT
#define USE_ROT_ASM_OPT 2
#endif

// 64-bit ROTATE RIGHT
#if __CUDA_ARCH__ >= 320 && USE_ROT_ASM_OPT == 1
/* complicated sm >= 3.5 one (with Funnel Shifter beschleunigt), to bench */
DEV_INLINE uint64_t ROTR64(const uint64_t value, const int offset)
{
    uint2 result;
    if (offset < 32)
    {
        asm("shf.r.wrap.b32 %0, %1, %2, %3;"
            : "=r"(result.x)
            : "r"(__double2loint(__longlong_as_double(value))),
            "r"(__double2hiint(__longlong_as_double(value))), "r"(offset));
        asm("shf.r.wrap.b32 %0, %1, %2, %3;"
            : "=r"(result.y)
            : "r"(__double2hiint(__longlong_as_double(value))),
            "r"(__double2loint(__longlong_as_double(value))), "r"(offset));
    }
    else
    {
        asm("shf.r.wrap.b32 %0, %1, %2, %3;"
            : "=r"(result.x)
            : "r"(__double2hiint(__longlong_as_double(value))),
            "r"(__double2loint(__longlong_as_double(value))), "r"(offset));
        asm("shf.r.wrap.b32 %0, %1, %2, %3;"
            : "=r"(result.y)
            : "r"(__double2loint(__longlong_as_double(value))),
            "r"(__double2hiint(__longlong_as_double(value))), "r"(offset));
    }
    return __double_as_longlong(__hiloint2double(result.y, result.x));
}
#elif __CUDA_ARCH__ >= 120 && USE_ROT_ASM_OPT == 2
DEV_INLINE uint64_t ROTR64(const uint64_t x, const int offset)
{
    uint64_t result;
    asm("{\n\t"
        ".reg .b64 lhs;\n\t"
        ".reg .u32 roff;\n\t"
        "shr.b64 lhs, %1, %2;\n\t"
        "sub.u32 roff, 64, %2;\n\t"
        "shl.b64 %0, %1, roff;\n\t"
        "add.u64 %0, %0, lhs;\n\t"
        "}\n"
        : "=l"(result)
        : "l"(x), "r"(offset));
    return result;
}
#else
/* host */
#define ROTR64(x, n) (((x) >> (n)) | ((x) << (64 - (n))))
#endif

// 64-bit ROTATE LEFT
#if __CUDA_ARCH__ >= 320 && USE_ROT_ASM_OPT == 1
DEV_INLINE uint64_t ROTL64(const uint64_t value, const int offset)
{
    uint2 result;
    if (offset >= 32)
    {
        asm("shf.l.wrap.b32 %0, %1, %2, %3;"
            : "=r"(result.x)
            : "r"(__double2loint(__longlong_as_double(value))),
            "r"(__double2hiint(__longlong_as_double(value))), "r"(offset));
        asm("shf.l.wrap.b32 %0, %1, %2, %3;"
            : "=r"(result.y)
            : "r"(__double2hiint(__longlong_as_double(value))),
            "r"(__double2loint(__longlong_as_double(value))), "r"(offset));
    }
    else
    {
        asm("shf.l.wrap.b32 %0, %1, %2, %3;"
            : "=r"(result.x)
            : "r"(__double2hiint(__longlong_as_double(value))),
            "r"(__double2loint(__longlong_as_double(value))), "r"(offset));
        asm("shf.l.wrap.b32 %0, %1, %2, %3;"
            : "=r"(result.y)
            : "r"(__double2loint(__longlong_as_double(value))),
            "r"(__double2hiint(__longlong_as_double(value))), "r"(offset));
    }
    return __double_as_longlong(__hiloint2double(result.y, result.x));
}
#elif __CUDA_ARCH__ >= 120 && USE_ROT_ASM_OPT == 2
DEV_INLINE uint64_t ROTL64(const uint64_t x, const int offset)
{
    uint64_t result;
    asm("{\n\t"
        ".reg .b64 lhs;\n\t"
        ".reg .u32 roff;\n\t"
        "shl.b64 lhs, %1, %2;\n\t"
        "sub.u32 roff, 64, %2;\n\t"
        "shr.b64 %0, %1, roff;\n\t"
        "add.u64 %0, lhs, %0;\n\t"
        "}\n"
        : "=l"(result)
        : "l"(x), "r"(offset));
    return result;
}
#elif __CUDA_ARCH__ >= 320 && USE_ROT_ASM_OPT == 3
__device__ uint64_t ROTL64(const uint64_t x, const int offset)
{
    uint64_t res;
    asm("{\n\t"
        ".reg .u32 tl,th,vl,vh;\n\t"
        ".reg .pred p;\n\t"
        "mov.b64 {tl,th}, %1;\n\t"
        "shf.l.wrap.b32 vl, tl, th, %2;\n\t"
        "shf.l.wrap.b32 vh, th, tl, %2;\n\t"
        "setp.lt.u32 p, %2, 32;\n\t"
        "@!p mov.b64 %0, {vl,vh};\n\t"
        "@p  mov.b64 %0, {vh,vl};\n\t"
        "}"
        : "=l"(res)
        : "l"(x), "r"(offset));
    return res;
}
#else
/* host */
#define ROTL64(x, n) (((x) << (n)) | ((x) >> (64 - (n))))
#endif

DEV_INLINE uint64_t SWAPDWORDS(uint64_t value)
{
#if __CUDA_ARCH__ >= 320
    uint2 temp;
    asm("mov.b64 {%0, %1}, %2; " : "=r"(temp.x), "=r"(temp.y) : "l"(value));
    asm("mov.b64 %0, {%1, %2}; " : "=l"(value) : "r"(temp.y), "r"(temp.x));
    return value;
#else
    return ROTL64(value, 32);
#endif
}

/* lyra2 - int2 operators */

DEV_INLINE void LOHI(uint32_t& lo, uint32_t& hi, uint64_t x)
{
    asm("mov.b64 {%0,%1},%2; \n\t" : "=r"(lo), "=r"(hi) : "l"(x));
}

DEV_INLINE uint64_t devectorize(uint2 x)
{
    uint64_t result;
    asm("mov.b64 %0,{%1,%2}; \n\t" : "=l"(result) : "r"(x.x), "r"(x.y));
    return result;
}


DEV_INLINE uint2 vectorize(const uint64_t x)
{
    uint2 result;
    asm("mov.b64 {%0,%1},%2; \n\t" : "=r"(result.x), "=r"(result.y) : "l"(x));
    return result;
}
DEV_INLINE void devectorize2(uint4 inn, uint2& x, uint2& y)
{
    x.x = inn.x;
    x.y = inn.y;
    y.x = inn.z;
    y.y = inn.w;
}


DEV_INLINE uint4 vectorize2(uint2 x, uint2 y)
{
    uint4 result;
    result.x = x.x;
    result.y = x.y;
    result.z = y.x;
    result.w = y.y;

    return result;
}

DEV_INLINE uint4 vectorize2(uint2 x)
{
    uint4 result;
    result.x = x.x;
    result.y = x.y;
    result.z = x.x;
    result.w = x.y;
    return result;
}


DEV_INLINE uint4 vectorize4(uint64_t x, uint64_t y)
{
    uint4 result;
    asm("mov.b64 {%0,%1},%2; \n\t" : "=r"(result.x), "=r"(result.y) : "l"(x));
    asm("mov.b64 {%0,%1},%2; \n\t" : "=r"(result.z), "=r"(result.w) : "l"(y));
    return result;
}
DEV_INLINE void devectorize4(uint4 inn, uint64_t& x, uint64_t& y)
{
    asm("mov.b64 %0,{%1,%2}; \n\t" : "=l"(x) : "r"(inn.x), "r"(inn.y));
    asm("mov.b64 %0,{%1,%2}; \n\t" : "=l"(y) : "r"(inn.z), "r"(inn.w));
}


static DEV_INLINE uint2 vectorizelow(uint32_t v)
{
    uint2 result;
    result.x = v;
    result.y = 0;
    return result;
}
static DEV_INLINE uint2 vectorizehigh(uint32_t v)
{
    uint2 result;
    result.x = 0;
    result.y = v;
    return result;
}

static DEV_INLINE uint2 operator^(uint2 a, uint32_t b)
{
    return make_uint2(a.x ^ b, a.y);
}
static DEV_INLINE uint2 operator^(uint2 a, uint2 b)
{
    return make_uint2(a.x ^ b.x, a.y ^ b.y);
}
static DEV_INLINE uint2 operator&(uint2 a, uint2 b)
{
    return make_uint2(a.x & b.x, a.y & b.y);
}
static DEV_INLINE uint2 operator|(uint2 a, uint2 b)
{
    return make_uint2(a.x | b.x, a.y | b.y);
}
static DEV_INLINE uint2 operator~(uint2 a)
{
    return make_uint2(~a.x, ~a.y);
}
static DEV_INLINE void operator^=(uint2& a, uint2 b)
{
    a = a ^ b;
}
static DEV_INLINE uint2 operator+(uint2 a, uint2 b)
{
    uint2 result;
    asm("{\n\t"
        "add.cc.u32 %0,%2,%4; \n\t"
        "addc.u32 %1,%3,%5;   \n\t"
        "}\n\t"
        : "=r"(result.x), "=r"(result.y)
        : "r"(a.x), "r"(a.y), "r"(b.x), "r"(b.y));
    return result;
}

static DEV_INLINE uint2 operator+(uint2 a, uint32_t b)
{
    uint2 result;
    asm("{\n\t"
        "add.cc.u32 %0,%2,%4; \n\t"
        "addc.u32 %1,%3,%5;   \n\t"
        "}\n\t"
        : "=r"(result.x), "=r"(result.y)
        : "r"(a.x), "r"(a.y), "r"(b), "r"(0));
    return result;
}


static DEV_INLINE uint2 operator-(uint2 a, uint32_t b)
{
    uint2 result;
    asm("{\n\t"
        "sub.cc.u32 %0,%2,%4; \n\t"
        "subc.u32 %1,%3,%5;   \n\t"
        "}\n\t"
        : "=r"(result.x), "=r"(result.y)
        : "r"(a.x), "r"(a.y), "r"(b), "r"(0));
    return result;
}


static DEV_INLINE uint2 operator-(uint2 a, uint2 b)
{
    uint2 result;
    asm("{\n\t"
        "sub.cc.u32 %0,%2,%4; \n\t"
        "subc.u32 %1,%3,%5;   \n\t"
        "}\n\t"
        : "=r"(result.x), "=r"(result.y)
        : "r"(a.x), "r"(a.y), "r"(b.x), "r"(b.y));
    return result;
}


static DEV_INLINE uint4 operator^(uint4 a, uint4 b)
{
    return make_uint4(a.x ^ b.x, a.y ^ b.y, a.z ^ b.z, a.w ^ b.w);
}
static DEV_INLINE uint4 operator&(uint4 a, uint4 b)
{
    return make_uint4(a.x & b.x, a.y & b.y, a.z & b.z, a.w & b.w);
}
static DEV_INLINE uint4 operator|(uint4 a, uint4 b)
{
    return make_uint4(a.x | b.x, a.y | b.y, a.z | b.z, a.w | b.w);
}
static DEV_INLINE uint4 operator~(uint4 a)
{
    return make_uint4(~a.x, ~a.y, ~a.z, ~a.w);
}
static DEV_INLINE void operator^=(uint4& a, uint4 b)
{
    a = a ^ b;
}
static DEV_INLINE uint4 operator^(uint4 a, uint2 b)
{
    return make_uint4(a.x ^ b.x, a.y ^ b.y, a.z ^ b.x, a.w ^ b.y);
}


static DEV_INLINE void operator+=(uint2& a, uint2 b)
{
    a = a + b;
}

/**
 * basic multiplication between 64bit no carry outside that range (ie mul.lo.b64(a*b))
 * (what does uint64 "*" operator)
 */
static DEV_INLINE uint2 operator*(uint2 a, uint2 b)
{
    uint2 result;
    asm("{\n\t"
        "mul.lo.u32        %0,%2,%4;  \n\t"
        "mul.hi.u32        %1,%2,%4;  \n\t"
        "mad.lo.cc.u32    %1,%3,%4,%1; \n\t"
        "madc.lo.u32      %1,%3,%5,%1; \n\t"
        "}\n\t"
        : "=r"(result.x), "=r"(result.y)
        : "r"(a.x), "r"(a.y), "r"(b.x), "r"(b.y));
    return result;
}

// uint2 method
#if __CUDA_ARCH__ >= 350
DEV_INLINE uint2 ROR2(const uint2 a, const int offset)
{
    uint2 result;
    if (offset < 32)
    {
        asm("shf.r.wrap.b32 %0, %1, %2, %3;" : "=r"(result.x) : "r"(a.x), "r"(a.y), "r"(offset));
        asm("shf.r.wrap.b32 %0, %1, %2, %3;" : "=r"(result.y) : "r"(a.y), "r"(a.x), "r"(offset));
    }
    else
    {
        asm("shf.r.wrap.b32 %0, %1, %2, %3;" : "=r"(result.x) : "r"(a.y), "r"(a.x), "r"(offset));
        asm("shf.r.wrap.b32 %0, %1, %2, %3;" : "=r"(result.y) : "r"(a.x), "r"(a.y), "r"(offset));
    }
    return result;
}
#else
DEV_INLINE uint2 ROR2(const uint2 v, const int n)
{
    uint2 result;
    if (n <= 32)
    {
        result.y = ((v.y >> (n)) | (v.x << (32 - n)));
        result.x = ((v.x >> (n)) | (v.y << (32 - n)));
    }
    else
    {
        result.y = ((v.x >> (n - 32)) | (v.y << (64 - n)));
        result.x = ((v.y >> (n - 32)) | (v.x << (64 - n)));
    }
    return result;
}
#endif


DEV_INLINE uint32_t ROL8(const uint32_t x)
{
    return __byte_perm(x, x, 0x2103);
}
DEV_INLINE uint32_t ROL16(const uint32_t x)
{
    return __byte_perm(x, x, 0x1032);
}
DEV_INLINE uint32_t ROL24(const uint32_t x)
{
    return __byte_perm(x, x, 0x0321);
}

DEV_INLINE uint2 ROR8(const uint2 a)
{
    uint2 result;
    result.x = __byte_perm(a.y, a.x, 0x0765);
    result.y = __byte_perm(a.y, a.x, 0x4321);

    return result;
}

DEV_INLINE uint2 ROR16(const uint2 a)
{
    uint2 result;
    result.x = __byte_perm(a.y, a.x, 0x1076);
    result.y = __byte_perm(a.y, a.x, 0x5432);

    return result;
}

DEV_INLINE uint2 ROR24(const uint2 a)
{
    uint2 result;
    result.x = __byte_perm(a.y, a.x, 0x2107);
    result.y = __byte_perm(a.y, a.x, 0x6543);

    return result;
}

DEV_INLINE uint2 ROL8(const uint2 a)
{
    uint2 result;
    result.x = __byte_perm(a.y, a.x, 0x6543);
    result.y = __byte_perm(a.y, a.x, 0x2107);

    return result;
}

DEV_INLINE uint2 ROL16(const uint2 a)
{
    uint2 result;
    result.x = __byte_perm(a.y, a.x, 0x5432);
    result.y = __byte_perm(a.y, a.x, 0x1076);

    return result;
}

DEV_INLINE uint2 ROL24(const uint2 a)
{
    uint2 result;
    result.x = __byte_perm(a.y, a.x, 0x4321);
    result.y = __byte_perm(a.y, a.x, 0x0765);

    return result;
}


#if __CUDA_ARCH__ >= 350
__inline__ __device__ uint2 ROL2(const uint2 a, const int offset)
{
    uint2 result;
    if (offset >= 32)
    {
        asm("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r"(result.x) : "r"(a.x), "r"(a.y), "r"(offset));
        asm("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r"(result.y) : "r"(a.y), "r"(a.x), "r"(offset));
    }
    else
    {
        asm("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r"(result.x) : "r"(a.y), "r"(a.x), "r"(offset));
        asm("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r"(result.y) : "r"(a.x), "r"(a.y), "r"(offset));
    }
    return result;
}
#else
__inline__ __device__ uint2 ROL2(const uint2 v, const int n)
{
    uint2 result;
    if (n <= 32)
    {
        result.y = ((v.y << (n)) | (v.x >> (32 - n)));
        result.x = ((v.x << (n)) | (v.y >> (32 - n)));
    }
    else
    {
        result.y = ((v.x << (n - 32)) | (v.y >> (64 - n)));
        result.x = ((v.y << (n - 32)) | (v.x >> (64 - n)));
    }
    return result;
}
#endif

DEV_INLINE uint64_t ROTR16(uint64_t x)
{
#if __CUDA_ARCH__ > 500
    short4 temp;
    asm("mov.b64 { %0,  %1, %2, %3 }, %4; "
        : "=h"(temp.x), "=h"(temp.y), "=h"(temp.z), "=h"(temp.w)
        : "l"(x));
    asm("mov.b64 %0, {%1, %2, %3 , %4}; "
        : "=l"(x)
        : "h"(temp.y), "h"(temp.z), "h"(temp.w), "h"(temp.x));
    return x;
#else
    return ROTR64(x, 16);
#endif
}
DEV_INLINE uint64_t ROTL16(uint64_t x)
{
#if __CUDA_ARCH__ > 500
    short4 temp;
    asm("mov.b64 { %0,  %1, %2, %3 }, %4; "
        : "=h"(temp.x), "=h"(temp.y), "=h"(temp.z), "=h"(temp.w)
        : "l"(x));
    asm("mov.b64 %0, {%1, %2, %3 , %4}; "
        : "=l"(x)
        : "h"(temp.w), "h"(temp.x), "h"(temp.y), "h"(temp.z));
    return x;
#else
    return ROTL64(x, 16);
#endif
}

static __forceinline__ __device__ uint2 SHL2(uint2 a, int offset)
{
#if __CUDA_ARCH__ > 300
    uint2 result;
    if (offset < 32)
    {
        asm("{\n\t"
            "shf.l.clamp.b32 %1,%2,%3,%4; \n\t"
            "shl.b32 %0,%2,%4; \n\t"
            "}\n\t"
            : "=r"(result.x), "=r"(result.y)
            : "r"(a.x), "r"(a.y), "r"(offset));
    }
    else
    {
        asm("{\n\t"
            "shf.l.clamp.b32 %1,%2,%3,%4; \n\t"
            "shl.b32 %0,%2,%4; \n\t"
            "}\n\t"
            : "=r"(result.x), "=r"(result.y)
            : "r"(a.y), "r"(a.x), "r"(offset));
    }
    return result;
#else
    if (offset <= 32)
    {
        a.y = (a.y << offset) | (a.x >> (32 - offset));
        a.x = (a.x << offset);
    }
    else
    {
        a.y = (a.x << (offset - 32));
        a.x = 0;
    }
    return a;
#endif
}
static __forceinline__ __device__ uint2 SHR2(uint2 a, int offset)
{
#if __CUDA_ARCH__ > 300
    uint2 result;
    if (offset < 32)
    {
        asm("{\n\t"
            "shf.r.clamp.b32 %0,%2,%3,%4; \n\t"
            "shr.b32 %1,%3,%4; \n\t"
            "}\n\t"
            : "=r"(result.x), "=r"(result.y)
            : "r"(a.x), "r"(a.y), "r"(offset));
    }
    else
    {
        asm("{\n\t"
            "shf.l.clamp.b32 %0,%2,%3,%4; \n\t"
            "shl.b32 %1,%3,%4; \n\t"
            "}\n\t"
            : "=r"(result.x), "=r"(result.y)
            : "r"(a.y), "r"(a.x), "r"(offset));
    }
    return result;
#else
    if (offset <= 32)
    {
        a.x = (a.x >> offset) | (a.y << (32 - offset));
        a.y = (a.y >> offset);
    }
    else
    {
        a.x = (a.y >> (offset - 32));
        a.y = 0;
    }
    return a;
#endif
}

static DEV_INLINE uint64_t devectorizeswap(uint2 v)
{
    return MAKE_ULONGLONG(cuda_swab32(v.y), cuda_swab32(v.x));
}
static DEV_INLINE uint2 vectorizeswap(uint64_t v)
{
    uint2 result;
    LOHI(result.y, result.x, v);
    result.x = cuda_swab32(result.x);
    result.y = cuda_swab32(result.y);
    return result;
}


DEV_INLINE uint32_t devectorize16(ushort2 x)
{
    uint32_t result;
    asm("mov.b32 %0,{%1,%2}; \n\t" : "=r"(result) : "h"(x.x), "h"(x.y));
    return result;
}


DEV_INLINE ushort2 vectorize16(uint32_t x)
{
    ushort2 result;
    asm("mov.b32 {%0,%1},%2; \n\t" : "=h"(result.x), "=h"(result.y) : "r"(x));
    return result;
}


static DEV_INLINE uint4 mul4(uint4 a)
{
    uint4 result;
    asm("{\n\t"
        "mul.lo.u32        %0,%4,%5;  \n\t"
        "mul.hi.u32        %1,%4,%5;  \n\t"
        "mul.lo.u32        %2,%6,%7;  \n\t"
        "mul.hi.u32        %3,%6,%7;  \n\t"
        "}\n\t"
        : "=r"(result.x), "=r"(result.y), "=r"(result.z), "=r"(result.w)
        : "r"(a.x), "r"(a.y), "r"(a.z), "r"(a.w));
    return result;
}
static DEV_INLINE uint4 add4(uint4 a, uint4 b)
{
    uint4 result;
    asm("{\n\t"
        "add.cc.u32           %0,%4,%8;  \n\t"
        "addc.u32             %1,%5,%9;  \n\t"
        "add.cc.u32           %2,%6,%10;  \n\t"
        "addc.u32             %3,%7,%11;  \n\t"
        "}\n\t"
        : "=r"(result.x), "=r"(result.y), "=r"(result.z), "=r"(result.w)
        : "r"(a.x), "r"(a.y), "r"(a.z), "r"(a.w), "r"(b.x), "r"(b.y), "r"(b.z), "r"(b.w));
    return result;
}

static DEV_INLINE uint4 madd4(uint4 a, uint4 b)
{
    uint4 result;
    asm("{\n\t"
        "mad.lo.cc.u32        %0,%4,%5,%8;  \n\t"
        "madc.hi.u32          %1,%4,%5,%9;  \n\t"
        "mad.lo.cc.u32        %2,%6,%7,%10;  \n\t"
        "madc.hi.u32          %3,%6,%7,%11;  \n\t"
        "}\n\t"
        : "=r"(result.x), "=r"(result.y), "=r"(result.z), "=r"(result.w)
        : "r"(a.x), "r"(a.y), "r"(a.z), "r"(a.w), "r"(b.x), "r"(b.y), "r"(b.z), "r"(b.w));
    return result;
}

static DEV_INLINE ulonglong2 madd4long(ulonglong2 a, ulonglong2 b)
{
    ulonglong2 result;
    asm("{\n\t"
        ".reg .u32 a0,a1,a2,a3,b0,b1,b2,b3;\n\t"
        "mov.b64 {a0,a1}, %2;\n\t"
        "mov.b64 {a2,a3}, %3;\n\t"
        "mov.b64 {b0,b1}, %4;\n\t"
        "mov.b64 {b2,b3}, %5;\n\t"
        "mad.lo.cc.u32        b0,a0,a1,b0;  \n\t"
        "madc.hi.u32          b1,a0,a1,b1;  \n\t"
        "mad.lo.cc.u32        b2,a2,a3,b2;  \n\t"
        "madc.hi.u32          b3,a2,a3,b3;  \n\t"
        "mov.b64 %0, {b0,b1};\n\t"
        "mov.b64 %1, {b2,b3};\n\t"
        "}\n\t"
        : "=l"(result.x), "=l"(result.y)
        : "l"(a.x), "l"(a.y), "l"(b.x), "l"(b.y));
    return result;
}
static DEV_INLINE void madd4long2(ulonglong2& a, ulonglong2 b)
{
    asm("{\n\t"
        ".reg .u32 a0,a1,a2,a3,b0,b1,b2,b3;\n\t"
        "mov.b64 {a0,a1}, %0;\n\t"
        "mov.b64 {a2,a3}, %1;\n\t"
        "mov.b64 {b0,b1}, %2;\n\t"
        "mov.b64 {b2,b3}, %3;\n\t"
        "mad.lo.cc.u32        b0,a0,a1,b0;  \n\t"
        "madc.hi.u32          b1,a0,a1,b1;  \n\t"
        "mad.lo.cc.u32        b2,a2,a3,b2;  \n\t"
        "madc.hi.u32          b3,a2,a3,b3;  \n\t"
        "mov.b64 %0, {b0,b1};\n\t"
        "mov.b64 %1, {b2,b3};\n\t"
        "}\n\t"
        : "+l"(a.x), "+l"(a.y)
        : "l"(b.x), "l"(b.y));
}

DEV_INLINE uint32_t xor3b(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t result;
    asm("{ .reg .u32 t1;\n\t"
        "xor.b32 t1, %2, %3;\n\t"
        "xor.b32 %0, %1, t1;\n\t"
        "}"
        : "=r"(result)
        : "r"(a), "r"(b), "r"(c));
    return result;
}

DEV_INLINE uint32_t shr_t32(uint32_t x, uint32_t n)
{
    uint32_t result;
    asm("shr.b32 %0,%1,%2;" : "=r"(result) : "r"(x), "r"(n));
    return result;
}

DEV_INLINE uint32_t shl_t32(uint32_t x, uint32_t n)
{
    uint32_t result;
    asm("shl.b32 %0,%1,%2;" : "=r"(result) : "r"(x), "r"(n));
    return result;
}

// device asm 32 for pluck
DEV_INLINE uint32_t andor32(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t result;
    asm("{ .reg .u32 m,n,o;\n\t"
        "and.b32 m,  %1, %2;\n\t"
        " or.b32 n,  %1, %2;\n\t"
        "and.b32 o,   n, %3;\n\t"
        " or.b32 %0,  m, o ;\n\t"
        "}\n\t"
        : "=r"(result)
        : "r"(a), "r"(b), "r"(c));
    return result;
}

DEV_INLINE uint32_t bfe(uint32_t x, uint32_t bit, uint32_t numBits)
{
    uint32_t ret;
    asm("bfe.u32 %0, %1, %2, %3;" : "=r"(ret) : "r"(x), "r"(bit), "r"(numBits));
    return ret;
}

DEV_INLINE uint32_t bfi(uint32_t x, uint32_t a, uint32_t bit, uint32_t numBits)
{
    uint32_t ret;
    asm("bfi.b32 %0, %1, %2, %3,%4;" : "=r"(ret) : "r"(x), "r"(a), "r"(bit), "r"(numBits));
    return ret;
}
// ---- from libethash-cuda/ethash_cuda_miner_kernel.h ----
typedef struct
{
    uint4 uint4s[32 / sizeof(uint4)];
} hash32_t;
// ---- from libethash-cuda/ethash_cuda_miner_kernel_globals.h ----
__constant__ hash32_t d_header;
#if (__CUDA_ARCH__ >= 320)
#define LDG(x) __ldg(&(x))
#else
#define LDG(x) (x)
#endif
// ---- from libethash-cuda/keccak.cuh ----

__device__ __constant__ uint2 const keccak_round_constants[24] = {
    { 0x00000001, 0x00000000 }, { 0x00008082, 0x00000000 }, { 0x0000808a, 0x80000000 }, { 0x80008000, 0x80000000 },
    { 0x0000808b, 0x00000000 }, { 0x80000001, 0x00000000 }, { 0x80008081, 0x80000000 }, { 0x00008009, 0x80000000 },
    { 0x0000008a, 0x00000000 }, { 0x00000088, 0x00000000 }, { 0x80008009, 0x00000000 }, { 0x8000000a, 0x00000000 },
    { 0x8000808b, 0x00000000 }, { 0x0000008b, 0x80000000 }, { 0x00008089, 0x80000000 }, { 0x00008003, 0x80000000 },
    { 0x00008002, 0x80000000 }, { 0x00000080, 0x80000000 }, { 0x0000800a, 0x00000000 }, { 0x8000000a, 0x80000000 },
    { 0x80008081, 0x80000000 }, { 0x00008080, 0x80000000 }, { 0x80000001, 0x00000000 }, { 0x80008008, 0x80000000 }
};

DEV_INLINE uint2 xor5(
    const uint2 a, const uint2 b, const uint2 c, const uint2 d, const uint2 e)
{
#if __CUDA_ARCH__ >= 500 && CUDA_VERSION >= 7050
    uint2 result;
    asm volatile (
        "// xor5\n\t"
        "lop3.b32 %0, %2, %3, %4, 0x96;\n\t"
        "lop3.b32 %0, %0, %5, %6, 0x96;\n\t"
        "lop3.b32 %1, %7, %8, %9, 0x96;\n\t"
        "lop3.b32 %1, %1, %10, %11, 0x96;"
        : "=r"(result.x), "=r"(result.y)
        : "r"(a.x), "r"(b.x), "r"(c.x),"r"(d.x),"r"(e.x),
          "r"(a.y), "r"(b.y), "r"(c.y),"r"(d.y),"r"(e.y));
    return result;
#else
    return a ^ b ^ c ^ d ^ e;
#endif
}

DEV_INLINE uint2 xor3(const uint2 a, const uint2 b, const uint2 c)
{
#if __CUDA_ARCH__ >= 500 && CUDA_VERSION >= 7050
    uint2 result;
    asm volatile (
        "// xor3\n\t"
        "lop3.b32 %0, %2, %3, %4, 0x96;\n\t"
        "lop3.b32 %1, %5, %6, %7, 0x96;"
        : "=r"(result.x), "=r"(result.y)
        : "r"(a.x), "r"(b.x), "r"(c.x), "r"(a.y), "r"(b.y), "r"(c.y));
    return result;
#else
    return a ^ b ^ c;
#endif
}

DEV_INLINE uint2 chi(const uint2 a, const uint2 b, const uint2 c)
{
#if __CUDA_ARCH__ >= 500 && CUDA_VERSION >= 7050
    uint2 result;
    asm volatile (
        "// chi\n\t"
        "lop3.b32 %0, %2, %3, %4, 0xD2;\n\t"
        "lop3.b32 %1, %5, %6, %7, 0xD2;"
        : "=r"(result.x), "=r"(result.y)
        : "r"(a.x), "r"(b.x), "r"(c.x),  // 0xD2 = 0xF0 ^ ((~0xCC) & 0xAA)
          "r"(a.y), "r"(b.y), "r"(c.y)); // 0xD2 = 0xF0 ^ ((~0xCC) & 0xAA)
    return result;
#else
    return a ^ (~b) & c;
#endif
}

DEV_INLINE void keccak_f1600_init(uint2* state)
{
    uint2 s[25];
    uint2 t[5], u, v;
    const uint2 u2zero = make_uint2(0, 0);

    devectorize2(d_header.uint4s[0], s[0], s[1]);
    devectorize2(d_header.uint4s[1], s[2], s[3]);
    s[4] = state[4];
    s[5] = make_uint2(1, 0);
    s[6] = u2zero;
    s[7] = u2zero;
    s[8] = make_uint2(0, 0x80000000);
    for (uint32_t i = 9; i < 25; i++)
        s[i] = u2zero;

    /* theta: c = a[0,i] ^ a[1,i] ^ .. a[4,i] */
    t[0].x = s[0].x ^ s[5].x;
    t[0].y = s[0].y;
    t[1] = s[1];
    t[2] = s[2];
    t[3].x = s[3].x;
    t[3].y = s[3].y ^ s[8].y;
    t[4] = s[4];

    /* theta: d[i] = c[i+4] ^ rotl(c[i+1],1) */
    /* theta: a[0,i], a[1,i], .. a[4,i] ^= d[i] */

    u = t[4] ^ ROL2(t[1], 1);
    s[0] ^= u;
    s[5] ^= u;
    s[10] ^= u;
    s[15] ^= u;
    s[20] ^= u;

    u = t[0] ^ ROL2(t[2], 1);
    s[1] ^= u;
    s[6] ^= u;
    s[11] ^= u;
    s[16] ^= u;
    s[21] ^= u;

    u = t[1] ^ ROL2(t[3], 1);
    s[2] ^= u;
    s[7] ^= u;
    s[12] ^= u;
    s[17] ^= u;
    s[22] ^= u;

    u = t[2] ^ ROL2(t[4], 1);
    s[3] ^= u;
    s[8] ^= u;
    s[13] ^= u;
    s[18] ^= u;
    s[23] ^= u;

    u = t[3] ^ ROL2(t[0], 1);
    s[4] ^= u;
    s[9] ^= u;
    s[14] ^= u;
    s[19] ^= u;
    s[24] ^= u;

    /* rho pi: b[..] = rotl(a[..], ..) */
    u = s[1];

    s[1] = ROL2(s[6], 44);
    s[6] = ROL2(s[9], 20);
    s[9] = ROL2(s[22], 61);
    s[22] = ROL2(s[14], 39);
    s[14] = ROL2(s[20], 18);
    s[20] = ROL2(s[2], 62);
    s[2] = ROL2(s[12], 43);
    s[12] = ROL2(s[13], 25);
    s[13] = ROL8(s[19]);
    s[19] = ROR8(s[23]);
    s[23] = ROL2(s[15], 41);
    s[15] = ROL2(s[4], 27);
    s[4] = ROL2(s[24], 14);
    s[24] = ROL2(s[21], 2);
    s[21] = ROL2(s[8], 55);
    s[8] = ROL2(s[16], 45);
    s[16] = ROL2(s[5], 36);
    s[5] = ROL2(s[3], 28);
    s[3] = ROL2(s[18], 21);
    s[18] = ROL2(s[17], 15);
    s[17] = ROL2(s[11], 10);
    s[11] = ROL2(s[7], 6);
    s[7] = ROL2(s[10], 3);
    s[10] = ROL2(u, 1);

    /* chi: a[i,j] ^= ~b[i,j+1] & b[i,j+2] */

    u = s[0];
    v = s[1];
    s[0] = chi(s[0], s[1], s[2]);
    s[1] = chi(s[1], s[2], s[3]);
    s[2] = chi(s[2], s[3], s[4]);
    s[3] = chi(s[3], s[4], u);
    s[4] = chi(s[4], u, v);

    u = s[5];
    v = s[6];
    s[5] = chi(s[5], s[6], s[7]);
    s[6] = chi(s[6], s[7], s[8]);
    s[7] = chi(s[7], s[8], s[9]);
    s[8] = chi(s[8], s[9], u);
    s[9] = chi(s[9], u, v);

    u = s[10];
    v = s[11];
    s[10] = chi(s[10], s[11], s[12]);
    s[11] = chi(s[11], s[12], s[13]);
    s[12] = chi(s[12], s[13], s[14]);
    s[13] = chi(s[13], s[14], u);
    s[14] = chi(s[14], u, v);

    u = s[15];
    v = s[16];
    s[15] = chi(s[15], s[16], s[17]);
    s[16] = chi(s[16], s[17], s[18]);
    s[17] = chi(s[17], s[18], s[19]);
    s[18] = chi(s[18], s[19], u);
    s[19] = chi(s[19], u, v);

    u = s[20];
    v = s[21];
    s[20] = chi(s[20], s[21], s[22]);
    s[21] = chi(s[21], s[22], s[23]);
    s[22] = chi(s[22], s[23], s[24]);
    s[23] = chi(s[23], s[24], u);
    s[24] = chi(s[24], u, v);

    /* iota: a[0,0] ^= round constant */
    s[0] ^= keccak_round_constants[0];

    for (int i = 1; i < 23; i++)
    {
        /* theta: c = a[0,i] ^ a[1,i] ^ .. a[4,i] */
        t[0] = xor5(s[0], s[5], s[10], s[15], s[20]);
        t[1] = xor5(s[1], s[6], s[11], s[16], s[21]);
        t[2] = xor5(s[2], s[7], s[12], s[17], s[22]);
        t[3] = xor5(s[3], s[8], s[13], s[18], s[23]);
        t[4] = xor5(s[4], s[9], s[14], s[19], s[24]);

        /* theta: d[i] = c[i+4] ^ rotl(c[i+1],1) */
        /* theta: a[0,i], a[1,i], .. a[4,i] ^= d[i] */

        u = t[4] ^ ROL2(t[1], 1);
        s[0] ^= u;
        s[5] ^= u;
        s[10] ^= u;
        s[15] ^= u;
        s[20] ^= u;

        u = t[0] ^ ROL2(t[2], 1);
        s[1] ^= u;
        s[6] ^= u;
        s[11] ^= u;
        s[16] ^= u;
        s[21] ^= u;

        u = t[1] ^ ROL2(t[3], 1);
        s[2] ^= u;
        s[7] ^= u;
        s[12] ^= u;
        s[17] ^= u;
        s[22] ^= u;

        u = t[2] ^ ROL2(t[4], 1);
        s[3] ^= u;
        s[8] ^= u;
        s[13] ^= u;
        s[18] ^= u;
        s[23] ^= u;

        u = t[3] ^ ROL2(t[0], 1);
        s[4] ^= u;
        s[9] ^= u;
        s[14] ^= u;
        s[19] ^= u;
        s[24] ^= u;

        /* rho pi: b[..] = rotl(a[..], ..) */
        u = s[1];

        s[1] = ROL2(s[6], 44);
        s[6] = ROL2(s[9], 20);
        s[9] = ROL2(s[22], 61);
        s[22] = ROL2(s[14], 39);
        s[14] = ROL2(s[20], 18);
        s[20] = ROL2(s[2], 62);
        s[2] = ROL2(s[12], 43);
        s[12] = ROL2(s[13], 25);
        s[13] = ROL8(s[19]);
        s[19] = ROR8(s[23]);
        s[23] = ROL2(s[15], 41);
        s[15] = ROL2(s[4], 27);
        s[4] = ROL2(s[24], 14);
        s[24] = ROL2(s[21], 2);
        s[21] = ROL2(s[8], 55);
        s[8] = ROL2(s[16], 45);
        s[16] = ROL2(s[5], 36);
        s[5] = ROL2(s[3], 28);
        s[3] = ROL2(s[18], 21);
        s[18] = ROL2(s[17], 15);
        s[17] = ROL2(s[11], 10);
        s[11] = ROL2(s[7], 6);
        s[7] = ROL2(s[10], 3);
        s[10] = ROL2(u, 1);

        /* chi: a[i,j] ^= ~b[i,j+1] & b[i,j+2] */

        u = s[0];
        v = s[1];
        s[0] = chi(s[0], s[1], s[2]);
        s[1] = chi(s[1], s[2], s[3]);
        s[2] = chi(s[2], s[3], s[4]);
        s[3] = chi(s[3], s[4], u);
        s[4] = chi(s[4], u, v);

        u = s[5];
        v = s[6];
        s[5] = chi(s[5], s[6], s[7]);
        s[6] = chi(s[6], s[7], s[8]);
        s[7] = chi(s[7], s[8], s[9]);
        s[8] = chi(s[8], s[9], u);
        s[9] = chi(s[9], u, v);

        u = s[10];
        v = s[11];
        s[10] = chi(s[10], s[11], s[12]);
        s[11] = chi(s[11], s[12], s[13]);
        s[12] = chi(s[12], s[13], s[14]);
        s[13] = chi(s[13], s[14], u);
        s[14] = chi(s[14], u, v);

        u = s[15];
        v = s[16];
        s[15] = chi(s[15], s[16], s[17]);
        s[16] = chi(s[16], s[17], s[18]);
        s[17] = chi(s[17], s[18], s[19]);
        s[18] = chi(s[18], s[19], u);
        s[19] = chi(s[19], u, v);

        u = s[20];
        v = s[21];
        s[20] = chi(s[20], s[21], s[22]);
        s[21] = chi(s[21], s[22], s[23]);
        s[22] = chi(s[22], s[23], s[24]);
        s[23] = chi(s[23], s[24], u);
        s[24] = chi(s[24], u, v);

        /* iota: a[0,0] ^= round constant */
        s[0] ^= keccak_round_constants[i];
    }

    /* theta: c = a[0,i] ^ a[1,i] ^ .. a[4,i] */
    t[0] = xor5(s[0], s[5], s[10], s[15], s[20]);
    t[1] = xor5(s[1], s[6], s[11], s[16], s[21]);
    t[2] = xor5(s[2], s[7], s[12], s[17], s[22]);
    t[3] = xor5(s[3], s[8], s[13], s[18], s[23]);
    t[4] = xor5(s[4], s[9], s[14], s[19], s[24]);

    /* theta: d[i] = c[i+4] ^ rotl(c[i+1],1) */
    /* theta: a[0,i], a[1,i], .. a[4,i] ^= d[i] */

    u = t[4] ^ ROL2(t[1], 1);
    s[0] ^= u;
    s[10] ^= u;

    u = t[0] ^ ROL2(t[2], 1);
    s[6] ^= u;
    s[16] ^= u;

    u = t[1] ^ ROL2(t[3], 1);
    s[12] ^= u;
    s[22] ^= u;

    u = t[2] ^ ROL2(t[4], 1);
    s[3] ^= u;
    s[18] ^= u;

    u = t[3] ^ ROL2(t[0], 1);
    s[9] ^= u;
    s[24] ^= u;

    /* rho pi: b[..] = rotl(a[..], ..) */
    u = s[1];

    s[1] = ROL2(s[6], 44);
    s[6] = ROL2(s[9], 20);
    s[9] = ROL2(s[22], 61);
    s[2] = ROL2(s[12], 43);
    s[4] = ROL2(s[24], 14);
    s[8] = ROL2(s[16], 45);
    s[5] = ROL2(s[3], 28);
    s[3] = ROL2(s[18], 21);
    s[7] = ROL2(s[10], 3);

    /* chi: a[i,j] ^= ~b[i,j+1] & b[i,j+2] */

    u = s[0];
    v = s[1];
    s[0] = chi(s[0], s[1], s[2]);
    s[1] = chi(s[1], s[2], s[3]);
    s[2] = chi(s[2], s[3], s[4]);
    s[3] = chi(s[3], s[4], u);
    s[4] = chi(s[4], u, v);
    s[5] = chi(s[5], s[6], s[7]);
    s[6] = chi(s[6], s[7], s[8]);
    s[7] = chi(s[7], s[8], s[9]);

    /* iota: a[0,0] ^= round constant */
    s[0] ^= keccak_round_constants[23];

    for (int i = 0; i < 12; ++i)
        state[i] = s[i];
}

DEV_INLINE uint64_t keccak_f1600_final(uint2* state)
{
    uint2 s[25];
    uint2 t[5], u, v;
    const uint2 u2zero = make_uint2(0, 0);

    for (int i = 0; i < 12; ++i)
        s[i] = state[i];

    s[12] = make_uint2(1, 0);
    s[13] = u2zero;
    s[14] = u2zero;
    s[15] = u2zero;
    s[16] = make_uint2(0, 0x80000000);
    for (uint32_t i = 17; i < 25; i++)
        s[i] = u2zero;

    /* theta: c = a[0,i] ^ a[1,i] ^ .. a[4,i] */
    t[0] = xor3(s[0], s[5], s[10]);
    t[1] = xor3(s[1], s[6], s[11]) ^ s[16];
    t[2] = xor3(s[2], s[7], s[12]);
    t[3] = s[3] ^ s[8];
    t[4] = s[4] ^ s[9];

    /* theta: d[i] = c[i+4] ^ rotl(c[i+1],1) */
    /* theta: a[0,i], a[1,i], .. a[4,i] ^= d[i] */

    u = t[4] ^ ROL2(t[1], 1);
    s[0] ^= u;
    s[5] ^= u;
    s[10] ^= u;
    s[15] ^= u;
    s[20] ^= u;

    u = t[0] ^ ROL2(t[2], 1);
    s[1] ^= u;
    s[6] ^= u;
    s[11] ^= u;
    s[16] ^= u;
    s[21] ^= u;

    u = t[1] ^ ROL2(t[3], 1);
    s[2] ^= u;
    s[7] ^= u;
    s[12] ^= u;
    s[17] ^= u;
    s[22] ^= u;

    u = t[2] ^ ROL2(t[4], 1);
    s[3] ^= u;
    s[8] ^= u;
    s[13] ^= u;
    s[18] ^= u;
    s[23] ^= u;

    u = t[3] ^ ROL2(t[0], 1);
    s[4] ^= u;
    s[9] ^= u;
    s[14] ^= u;
    s[19] ^= u;
    s[24] ^= u;

    /* rho pi: b[..] = rotl(a[..], ..) */
    u = s[1];

    s[1] = ROL2(s[6], 44);
    s[6] = ROL2(s[9], 20);
    s[9] = ROL2(s[22], 61);
    s[22] = ROL2(s[14], 39);
    s[14] = ROL2(s[20], 18);
    s[20] = ROL2(s[2], 62);
    s[2] = ROL2(s[12], 43);
    s[12] = ROL2(s[13], 25);
    s[13] = ROL8(s[19]);
    s[19] = ROR8(s[23]);
    s[23] = ROL2(s[15], 41);
    s[15] = ROL2(s[4], 27);
    s[4] = ROL2(s[24], 14);
    s[24] = ROL2(s[21], 2);
    s[21] = ROL2(s[8], 55);
    s[8] = ROL2(s[16], 45);
    s[16] = ROL2(s[5], 36);
    s[5] = ROL2(s[3], 28);
    s[3] = ROL2(s[18], 21);
    s[18] = ROL2(s[17], 15);
    s[17] = ROL2(s[11], 10);
    s[11] = ROL2(s[7], 6);
    s[7] = ROL2(s[10], 3);
    s[10] = ROL2(u, 1);

    /* chi: a[i,j] ^= ~b[i,j+1] & b[i,j+2] */
    u = s[0];
    v = s[1];
    s[0] = chi(s[0], s[1], s[2]);
    s[1] = chi(s[1], s[2], s[3]);
    s[2] = chi(s[2], s[3], s[4]);
    s[3] = chi(s[3], s[4], u);
    s[4] = chi(s[4], u, v);

    u = s[5];
    v = s[6];
    s[5] = chi(s[5], s[6], s[7]);
    s[6] = chi(s[6], s[7], s[8]);
    s[7] = chi(s[7], s[8], s[9]);
    s[8] = chi(s[8], s[9], u);
    s[9] = chi(s[9], u, v);

    u = s[10];
    v = s[11];
    s[10] = chi(s[10], s[11], s[12]);
    s[11] = chi(s[11], s[12], s[13]);
    s[12] = chi(s[12], s[13], s[14]);
    s[13] = chi(s[13], s[14], u);
    s[14] = chi(s[14], u, v);

    u = s[15];
    v = s[16];
    s[15] = chi(s[15], s[16], s[17]);
    s[16] = chi(s[16], s[17], s[18]);
    s[17] = chi(s[17], s[18], s[19]);
    s[18] = chi(s[18], s[19], u);
    s[19] = chi(s[19], u, v);

    u = s[20];
    v = s[21];
    s[20] = chi(s[20], s[21], s[22]);
    s[21] = chi(s[21], s[22], s[23]);
    s[22] = chi(s[22], s[23], s[24]);
    s[23] = chi(s[23], s[24], u);
    s[24] = chi(s[24], u, v);

    /* iota: a[0,0] ^= round constant */
    s[0] ^= keccak_round_constants[0];

    for (int i = 1; i < 23; i++)
    {
        /* theta: c = a[0,i] ^ a[1,i] ^ .. a[4,i] */
        t[0] = xor5(s[0], s[5], s[10], s[15], s[20]);
        t[1] = xor5(s[1], s[6], s[11], s[16], s[21]);
        t[2] = xor5(s[2], s[7], s[12], s[17], s[22]);
        t[3] = xor5(s[3], s[8], s[13], s[18], s[23]);
        t[4] = xor5(s[4], s[9], s[14], s[19], s[24]);

        /* theta: d[i] = c[i+4] ^ rotl(c[i+1],1) */
        /* theta: a[0,i], a[1,i], .. a[4,i] ^= d[i] */

        u = t[4] ^ ROL2(t[1], 1);
        s[0] ^= u;
        s[5] ^= u;
        s[10] ^= u;
        s[15] ^= u;
        s[20] ^= u;

        u = t[0] ^ ROL2(t[2], 1);
        s[1] ^= u;
        s[6] ^= u;
        s[11] ^= u;
        s[16] ^= u;
        s[21] ^= u;

        u = t[1] ^ ROL2(t[3], 1);
        s[2] ^= u;
        s[7] ^= u;
        s[12] ^= u;
        s[17] ^= u;
        s[22] ^= u;

        u = t[2] ^ ROL2(t[4], 1);
        s[3] ^= u;
        s[8] ^= u;
        s[13] ^= u;
        s[18] ^= u;
        s[23] ^= u;

        u = t[3] ^ ROL2(t[0], 1);
        s[4] ^= u;
        s[9] ^= u;
        s[14] ^= u;
        s[19] ^= u;
        s[24] ^= u;

        /* rho pi: b[..] = rotl(a[..], ..) */
        u = s[1];

        s[1] = ROL2(s[6], 44);
        s[6] = ROL2(s[9], 20);
        s[9] = ROL2(s[22], 61);
        s[22] = ROL2(s[14], 39);
        s[14] = ROL2(s[20], 18);
        s[20] = ROL2(s[2], 62);
        s[2] = ROL2(s[12], 43);
        s[12] = ROL2(s[13], 25);
        s[13] = ROL8(s[19]);
        s[19] = ROR8(s[23]);
        s[23] = ROL2(s[15], 41);
        s[15] = ROL2(s[4], 27);
        s[4] = ROL2(s[24], 14);
        s[24] = ROL2(s[21], 2);
        s[21] = ROL2(s[8], 55);
        s[8] = ROL2(s[16], 45);
        s[16] = ROL2(s[5], 36);
        s[5] = ROL2(s[3], 28);
        s[3] = ROL2(s[18], 21);
        s[18] = ROL2(s[17], 15);
        s[17] = ROL2(s[11], 10);
        s[11] = ROL2(s[7], 6);
        s[7] = ROL2(s[10], 3);
        s[10] = ROL2(u, 1);

        /* chi: a[i,j] ^= ~b[i,j+1] & b[i,j+2] */
        u = s[0];
        v = s[1];
        s[0] = chi(s[0], s[1], s[2]);
        s[1] = chi(s[1], s[2], s[3]);
        s[2] = chi(s[2], s[3], s[4]);
        s[3] = chi(s[3], s[4], u);
        s[4] = chi(s[4], u, v);

        u = s[5];
        v = s[6];
        s[5] = chi(s[5], s[6], s[7]);
        s[6] = chi(s[6], s[7], s[8]);
        s[7] = chi(s[7], s[8], s[9]);
        s[8] = chi(s[8], s[9], u);
        s[9] = chi(s[9], u, v);

        u = s[10];
        v = s[11];
        s[10] = chi(s[10], s[11], s[12]);
        s[11] = chi(s[11], s[12], s[13]);
        s[12] = chi(s[12], s[13], s[14]);
        s[13] = chi(s[13], s[14], u);
        s[14] = chi(s[14], u, v);

        u = s[15];
        v = s[16];
        s[15] = chi(s[15], s[16], s[17]);
        s[16] = chi(s[16], s[17], s[18]);
        s[17] = chi(s[17], s[18], s[19]);
        s[18] = chi(s[18], s[19], u);
        s[19] = chi(s[19], u, v);

        u = s[20];
        v = s[21];
        s[20] = chi(s[20], s[21], s[22]);
        s[21] = chi(s[21], s[22], s[23]);
        s[22] = chi(s[22], s[23], s[24]);
        s[23] = chi(s[23], s[24], u);
        s[24] = chi(s[24], u, v);

        /* iota: a[0,0] ^= round constant */
        s[0] ^= keccak_round_constants[i];
    }

    t[0] = xor5(s[0], s[5], s[10], s[15], s[20]);
    t[1] = xor5(s[1], s[6], s[11], s[16], s[21]);
    t[2] = xor5(s[2], s[7], s[12], s[17], s[22]);
    t[3] = xor5(s[3], s[8], s[13], s[18], s[23]);
    t[4] = xor5(s[4], s[9], s[14], s[19], s[24]);

    s[0] = xor3(s[0], t[4], ROL2(t[1], 1));
    s[6] = xor3(s[6], t[0], ROL2(t[2], 1));
    s[12] = xor3(s[12], t[1], ROL2(t[3], 1));

    s[1] = ROL2(s[6], 44);
    s[2] = ROL2(s[12], 43);

    s[0] = chi(s[0], s[1], s[2]);

    /* iota: a[0,0] ^= round constant */
    // s[0] ^= vectorize(keccak_round_constants[23]);
    return devectorize(s[0] ^ keccak_round_constants[23]);
}

DEV_INLINE void SHA3_512(uint2* s)
{
    uint2 t[5], u, v;

    for (uint32_t i = 8; i < 25; i++)
    {
        s[i] = make_uint2(0, 0);
    }
    s[8].x = 1;
    s[8].y = 0x80000000;

    for (int i = 0; i < 23; i++)
    {
        /* theta: c = a[0,i] ^ a[1,i] ^ .. a[4,i] */
        t[0] = xor5(s[0], s[5], s[10], s[15], s[20]);
        t[1] = xor5(s[1], s[6], s[11], s[16], s[21]);
        t[2] = xor5(s[2], s[7], s[12], s[17], s[22]);
        t[3] = xor5(s[3], s[8], s[13], s[18], s[23]);
        t[4] = xor5(s[4], s[9], s[14], s[19], s[24]);

        /* theta: d[i] = c[i+4] ^ rotl(c[i+1],1) */
        /* theta: a[0,i], a[1,i], .. a[4,i] ^= d[i] */

        u = t[4] ^ ROL2(t[1], 1);
        s[0] ^= u;
        s[5] ^= u;
        s[10] ^= u;
        s[15] ^= u;
        s[20] ^= u;

        u = t[0] ^ ROL2(t[2], 1);
        s[1] ^= u;
        s[6] ^= u;
        s[11] ^= u;
        s[16] ^= u;
        s[21] ^= u;

        u = t[1] ^ ROL2(t[3], 1);
        s[2] ^= u;
        s[7] ^= u;
        s[12] ^= u;
        s[17] ^= u;
        s[22] ^= u;

        u = t[2] ^ ROL2(t[4], 1);
        s[3] ^= u;
        s[8] ^= u;
        s[13] ^= u;
        s[18] ^= u;
        s[23] ^= u;

        u = t[3] ^ ROL2(t[0], 1);
        s[4] ^= u;
        s[9] ^= u;
        s[14] ^= u;
        s[19] ^= u;
        s[24] ^= u;

        /* rho pi: b[..] = rotl(a[..], ..) */
        u = s[1];

        s[1] = ROL2(s[6], 44);
        s[6] = ROL2(s[9], 20);
        s[9] = ROL2(s[22], 61);
        s[22] = ROL2(s[14], 39);
        s[14] = ROL2(s[20], 18);
        s[20] = ROL2(s[2], 62);
        s[2] = ROL2(s[12], 43);
        s[12] = ROL2(s[13], 25);
        s[13] = ROL2(s[19], 8);
        s[19] = ROL2(s[23], 56);
        s[23] = ROL2(s[15], 41);
        s[15] = ROL2(s[4], 27);
        s[4] = ROL2(s[24], 14);
        s[24] = ROL2(s[21], 2);
        s[21] = ROL2(s[8], 55);
        s[8] = ROL2(s[16], 45);
        s[16] = ROL2(s[5], 36);
        s[5] = ROL2(s[3], 28);
        s[3] = ROL2(s[18], 21);
        s[18] = ROL2(s[17], 15);
        s[17] = ROL2(s[11], 10);
        s[11] = ROL2(s[7], 6);
        s[7] = ROL2(s[10], 3);
        s[10] = ROL2(u, 1);

        /* chi: a[i,j] ^= ~b[i,j+1] & b[i,j+2] */
        u = s[0];
        v = s[1];
        s[0] = chi(s[0], s[1], s[2]);
        s[1] = chi(s[1], s[2], s[3]);
        s[2] = chi(s[2], s[3], s[4]);
        s[3] = chi(s[3], s[4], u);
        s[4] = chi(s[4], u, v);

        u = s[5];
        v = s[6];
        s[5] = chi(s[5], s[6], s[7]);
        s[6] = chi(s[6], s[7], s[8]);
        s[7] = chi(s[7], s[8], s[9]);
        s[8] = chi(s[8], s[9], u);
        s[9] = chi(s[9], u, v);

        u = s[10];
        v = s[11];
        s[10] = chi(s[10], s[11], s[12]);
        s[11] = chi(s[11], s[12], s[13]);
        s[12] = chi(s[12], s[13], s[14]);
        s[13] = chi(s[13], s[14], u);
        s[14] = chi(s[14], u, v);

        u = s[15];
        v = s[16];
        s[15] = chi(s[15], s[16], s[17]);
        s[16] = chi(s[16], s[17], s[18]);
        s[17] = chi(s[17], s[18], s[19]);
        s[18] = chi(s[18], s[19], u);
        s[19] = chi(s[19], u, v);

        u = s[20];
        v = s[21];
        s[20] = chi(s[20], s[21], s[22]);
        s[21] = chi(s[21], s[22], s[23]);
        s[22] = chi(s[22], s[23], s[24]);
        s[23] = chi(s[23], s[24], u);
        s[24] = chi(s[24], u, v);

        /* iota: a[0,0] ^= round constant */
        s[0] ^= LDG(keccak_round_constants[i]);
    }

    /* theta: c = a[0,i] ^ a[1,i] ^ .. a[4,i] */
    t[0] = xor5(s[0], s[5], s[10], s[15], s[20]);
    t[1] = xor5(s[1], s[6], s[11], s[16], s[21]);
    t[2] = xor5(s[2], s[7], s[12], s[17], s[22]);
    t[3] = xor5(s[3], s[8], s[13], s[18], s[23]);
    t[4] = xor5(s[4], s[9], s[14], s[19], s[24]);

    /* theta: d[i] = c[i+4] ^ rotl(c[i+1],1) */
    /* theta: a[0,i], a[1,i], .. a[4,i] ^= d[i] */

    u = t[4] ^ ROL2(t[1], 1);
    s[0] ^= u;
    s[10] ^= u;

    u = t[0] ^ ROL2(t[2], 1);
    s[6] ^= u;
    s[16] ^= u;

    u = t[1] ^ ROL2(t[3], 1);
    s[12] ^= u;
    s[22] ^= u;

    u = t[2] ^ ROL2(t[4], 1);
    s[3] ^= u;
    s[18] ^= u;

    u = t[3] ^ ROL2(t[0], 1);
    s[9] ^= u;
    s[24] ^= u;

    /* rho pi: b[..] = rotl(a[..], ..) */
    u = s[1];

    s[1] = ROL2(s[6], 44);
    s[6] = ROL2(s[9], 20);
    s[9] = ROL2(s[22], 61);
    s[2] = ROL2(s[12], 43);
    s[4] = ROL2(s[24], 14);
    s[8] = ROL2(s[16], 45);
    s[5] = ROL2(s[3], 28);
    s[3] = ROL2(s[18], 21);
    s[7] = ROL2(s[10], 3);

    /* chi: a[i,j] ^= ~b[i,j+1] & b[i,j+2] */

    u = s[0];
    v = s[1];
    s[0] = chi(s[0], s[1], s[2]);
    s[1] = chi(s[1], s[2], s[3]);
    s[2] = chi(s[2], s[3], s[4]);
    s[3] = chi(s[3], s[4], u);
    s[4] = chi(s[4], u, v);
    s[5] = chi(s[5], s[6], s[7]);
    s[6] = chi(s[6], s[7], s[8]);
    s[7] = chi(s[7], s[8], s[9]);

    /* iota: a[0,0] ^= round constant */
    s[0] ^= LDG(keccak_round_constants[23]);
}
// ---- added: a wrapper kernel (ethash's DAG generation calls SHA3_512 on 64-byte items) ----
__global__ void keccak512_64(uint2 *io, unsigned n)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uint2 s[25];
    for (int k = 0; k < 8; k++) s[k] = io[8 * i + k];
    SHA3_512(s);
    for (int k = 0; k < 8; k++) io[8 * i + k] = s[k];
}
