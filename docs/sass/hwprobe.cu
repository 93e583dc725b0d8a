// Hardware probe for ptxjit's semantic choices (docs/semantics.md).
//
// Each kernel runs one inline-PTX snippet per thread on inputs loaded from
// global memory (so ptxas cannot constant-fold them). `spot` prints the
// results for hand-picked inputs; `check` runs 2^20 pseudo-random inputs
// (edge-biased bytes) and counts mismatches against host models written
// from the PTX ISA text, one model per candidate reading.
//
// Build and run (on a machine with an NVIDIA GPU and the CUDA toolkit):
//   nvcc -O2 -arch=native -o hwprobe docs/sass/hwprobe.cu && ./hwprobe
// Output recorded in docs/sass/hwprobe-h100.txt.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <vector>

typedef uint32_t u32;
typedef uint64_t u64;
typedef int32_t s32;
typedef int64_t s64;
typedef __int128 s128;

// Operands in the asm strings: %0 r0 (in/out), %1 r1 (in/out), %2 a, %3 b,
// %4 c, %5 e. r0 and r1 start as 0.
#define K32(name, body)                                                              \
    __global__ void name(const u64* A, const u64* B, const u64* C, const u64* E,      \
                         u64* O0, u64* O1, int n) {                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x;                               \
        if (i >= n) return;                                                          \
        u32 a = (u32)A[i], b = (u32)B[i], c = (u32)C[i], e = (u32)E[i], r0 = 0, r1 = 0; \
        asm volatile(body : "+r"(r0), "+r"(r1) : "r"(a), "r"(b), "r"(c), "r"(e));   \
        O0[i] = r0;                                                                  \
        O1[i] = r1;                                                                  \
    }
#define K64(name, body)                                                              \
    __global__ void name(const u64* A, const u64* B, const u64* C, const u64* E,      \
                         u64* O0, u64* O1, int n) {                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x;                               \
        if (i >= n) return;                                                          \
        u64 a = A[i], b = B[i], c = C[i], e = E[i], r0 = 0, r1 = 0;                  \
        asm volatile(body : "+l"(r0), "+l"(r1) : "l"(a), "l"(b), "l"(c), "l"(e));   \
        O0[i] = r0;                                                                  \
        O1[i] = r1;                                                                  \
    }

// ---- carry flag
K32(k_subcc_u32, "sub.cc.u32 %0, %2, %3; addc.u32 %1, 0, 0;")
K32(k_subc_cc_u32, "{ .reg .b32 t; add.cc.u32 t, 0xffffffff, %4; subc.cc.u32 %0, %2, %3; addc.u32 %1, 0, 0; }")
K32(k_subc_u32, "{ .reg .b32 t; add.cc.u32 t, 0xffffffff, %4; subc.u32 %0, %2, %3; addc.u32 %1, 0, 0; }")
K32(k_addc_after_subcc, "{ .reg .b32 t; sub.cc.u32 t, %2, %3; addc.u32 %0, %4, 0; }")
K64(k_subcc_u64, "sub.cc.u64 %0, %2, %3; addc.u64 %1, 0, 0;")
K32(k_madc_hi_cc, "{ .reg .b32 t; add.cc.u32 t, 0xffffffff, %5; madc.hi.cc.u32 %0, %2, %3, %4; addc.u32 %1, 0, 0; }")
// ---- division
K32(k_div_u32, "div.u32 %0, %2, %3;")
K32(k_rem_u32, "rem.u32 %0, %2, %3;")
K32(k_div_s32, "div.s32 %0, %2, %3;")
K32(k_rem_s32, "rem.s32 %0, %2, %3;")
K64(k_div_u64, "div.u64 %0, %2, %3;")
K64(k_rem_u64, "rem.u64 %0, %2, %3;")
K64(k_div_s64, "div.s64 %0, %2, %3;")
K64(k_rem_s64, "rem.s64 %0, %2, %3;")
// ---- bit fields
K32(k_bfe_u32, "bfe.u32 %0, %2, %3, %4;")
K32(k_bfe_s32, "bfe.s32 %0, %2, %3, %4;")
K64(k_bfe_u64, "{ .reg .b32 p, l; cvt.u32.u64 p, %3; cvt.u32.u64 l, %4; bfe.u64 %0, %2, p, l; }")
K64(k_bfe_s64, "{ .reg .b32 p, l; cvt.u32.u64 p, %3; cvt.u32.u64 l, %4; bfe.s64 %0, %2, p, l; }")
K32(k_bfi_b32, "bfi.b32 %0, %2, %3, %4, %5;")
K64(k_bfi_b64, "{ .reg .b32 p, l; cvt.u32.u64 p, %4; cvt.u32.u64 l, %5; bfi.b64 %0, %2, %3, p, l; }")
// ---- shifts
K32(k_shl_b32, "shl.b32 %0, %2, %3;")
K32(k_shr_u32, "shr.u32 %0, %2, %3;")
K32(k_shr_s32, "shr.s32 %0, %2, %3;")
K64(k_shl_b64, "{ .reg .b32 s; cvt.u32.u64 s, %3; shl.b64 %0, %2, s; }")
K64(k_shr_u64, "{ .reg .b32 s; cvt.u32.u64 s, %3; shr.u64 %0, %2, s; }")
K64(k_shr_s64, "{ .reg .b32 s; cvt.u32.u64 s, %3; shr.s64 %0, %2, s; }")
K32(k_shl_b16, "{ .reg .b16 x, y; cvt.u16.u32 x, %2; shl.b16 y, x, %3; cvt.u32.u16 %0, y; }")
K32(k_shr_s16, "{ .reg .b16 x, y; cvt.u16.u32 x, %2; shr.s16 y, x, %3; cvt.u32.u16 %0, y; }")
K32(k_shr_s8_via16, "{ .reg .b16 x, y; cvt.u16.u32 x, %2; shr.u16 y, x, %3; cvt.u32.u16 %0, y; }")
K32(k_shf_l, "shf.l.wrap.b32 %0, %2, %3, %4; shf.l.clamp.b32 %1, %2, %3, %4;")
K32(k_shf_r, "shf.r.wrap.b32 %0, %2, %3, %4; shf.r.clamp.b32 %1, %2, %3, %4;")
// ---- bit scans
K32(k_bfind_u32, "bfind.u32 %0, %2; bfind.shiftamt.u32 %1, %2;")
K32(k_bfind_s32, "bfind.s32 %0, %2; bfind.shiftamt.s32 %1, %2;")
K64(k_bfind_u64, "{ .reg .b32 x, y; bfind.u64 x, %2; bfind.shiftamt.u64 y, %2; cvt.u64.u32 %0, x; cvt.u64.u32 %1, y; }")
K64(k_bfind_s64, "{ .reg .b32 x, y; bfind.s64 x, %2; bfind.shiftamt.s64 y, %2; cvt.u64.u32 %0, x; cvt.u64.u32 %1, y; }")
K32(k_clz_popc_b32, "clz.b32 %0, %2; popc.b32 %1, %2;")
K64(k_clz_popc_b64, "{ .reg .b32 x, y; clz.b64 x, %2; popc.b64 y, %2; cvt.u64.u32 %0, x; cvt.u64.u32 %1, y; }")
K32(k_fns, "fns.b32 %0, %2, %3, %4;")
K32(k_brev_cnot, "brev.b32 %0, %2; cnot.b32 %1, %2;")
// ---- permute
K32(k_prmt, "prmt.b32 %0, %2, %3, %4;")
K32(k_prmt_f4e, "prmt.b32.f4e %0, %2, %3, %4;")
K32(k_prmt_b4e, "prmt.b32.b4e %0, %2, %3, %4;")
K32(k_prmt_rc8, "prmt.b32.rc8 %0, %2, %3, %4;")
K32(k_prmt_ecl, "prmt.b32.ecl %0, %2, %3, %4;")
K32(k_prmt_ecr, "prmt.b32.ecr %0, %2, %3, %4;")
K32(k_prmt_rc16, "prmt.b32.rc16 %0, %2, %3, %4;")
// ---- multiply
K32(k_mul24_u32, "mul24.hi.u32 %0, %2, %3; mul24.lo.u32 %1, %2, %3;")
K32(k_mul24_s32, "mul24.hi.s32 %0, %2, %3; mul24.lo.s32 %1, %2, %3;")
K32(k_mad24_hi_sat, "mad24.hi.sat.s32 %0, %2, %3, %4;")
K32(k_mad_hi_sat_s32, "mad.hi.sat.s32 %0, %2, %3, %4;")
K32(k_sad, "sad.s32 %0, %2, %3, %4; sad.u32 %1, %2, %3, %4;")
K32(k_abs_neg, "abs.s32 %0, %2; neg.s32 %1, %2;")
K32(k_add_sat, "add.sat.s32 %0, %2, %3; sub.sat.s32 %1, %2, %3;")
// ---- SIMD video
K32(k_vset4_eq_b0, "vset4.u32.u32.eq %0.b0, %2, %3, %4;")
K32(k_vset4_eq_b3210, "vset4.u32.u32.eq %0, %2, %3, %4;")
K32(k_vset4_lt_s32_b20, "vset4.s32.s32.lt %0.b20, %2, %3, %4;")
K32(k_vset2_eq_h0, "vset2.u32.u32.eq %0.h0, %2, %3, %4;")
K32(k_vset4_add, "vset4.u32.u32.ne.add %0, %2, %3, %4;")
K32(k_vadd4_b0, "vadd4.u32.u32.u32 %0.b0, %2, %3, %4;")
K32(k_vadd2_h1, "vadd2.u32.u32.u32 %0.h1, %2, %3, %4;")
K32(k_vavrg4_u, "vavrg4.u32.u32.u32 %0, %2, %3, %4;")
K32(k_vavrg4_s, "vavrg4.s32.s32.s32 %0, %2, %3, %4;")
K32(k_vavrg2_u, "vavrg2.u32.u32.u32 %0, %2, %3, %4;")
K32(k_vavrg2_s, "vavrg2.s32.s32.s32 %0, %2, %3, %4;")
K32(k_vavrg4_s_u, "vavrg4.s32.s32.u32 %0, %2, %3, %4;")
K32(k_vadd4_s_uu_sat, "vadd4.s32.u32.u32.sat %0, %2, %3, %4;")
K32(k_vadd4_s_ss_sat, "vadd4.s32.s32.s32.sat %0, %2, %3, %4;")
K32(k_vadd4_u_ss_sat, "vadd4.u32.s32.s32.sat %0, %2, %3, %4;")
K32(k_vsub4_s_ss_sat, "vsub4.s32.s32.s32.sat %0, %2, %3, %4;")
K32(k_vsub4_u_uu_sat, "vsub4.u32.u32.u32.sat %0, %2, %3, %4;")
K32(k_vsub4_s_uu_sat, "vsub4.s32.u32.u32.sat %0, %2, %3, %4;")
K32(k_vabsdiff4_u_su, "vabsdiff4.u32.s32.u32 %0, %2, %3, %4;")
K32(k_vabsdiff4_s_us_sat, "vabsdiff4.s32.u32.s32.sat %0, %2, %3, %4;")
K32(k_vabsdiff4_u_ss_sat, "vabsdiff4.u32.s32.s32.sat %0, %2, %3, %4;")
K32(k_vadd4_add, "vadd4.u32.u32.u32.add %0, %2, %3, %4;")
K32(k_vadd4_s_add, "vadd4.s32.s32.s32.add %0, %2, %3, %4;")
// vadd4.s32.s32.s32.sat.add: rejected by ptxas ("Illegal combination of .sat and .add modifiers")
K32(k_vadd2_s_ss_sat, "vadd2.s32.s32.s32.sat %0, %2, %3, %4;")
K32(k_vmin4_su, "vmin4.s32.s32.u32 %0, %2, %3, %4;")
// ---- scalar video
K32(k_vadd_s_uu_sat, "vadd.s32.u32.u32.sat %0, %2, %3;")
K32(k_vsub_s_uu_sat, "vsub.s32.u32.u32.sat %0, %2, %3;")
K32(k_vadd_u_ss_sat, "vadd.u32.s32.s32.sat %0, %2, %3;")
K32(k_vabsdiff_s_uu_sat, "vabsdiff.s32.u32.u32.sat %0, %2, %3;")
K32(k_vadd_s_uu, "vadd.s32.u32.u32 %0, %2, %3;")
K32(k_vadd_u_uu_sat_b0, "vadd.u32.u32.u32.sat %0.b0, %2.b0, %3.b0, %4;")
K32(k_vadd_s_ss_sat_h1, "vadd.s32.s32.s32.sat %0.h1, %2.h0, %3.b2, %4;")
K32(k_vadd_s_uu_sat_add, "vadd.s32.u32.u32.sat.add %0, %2, %3, %4;")
K32(k_vmax_s_us_min, "vmax.s32.u32.s32.min %0, %2, %3, %4;")
K32(k_vshl_clamp, "vshl.u32.u32.u32.clamp %0, %2, %3;")
K32(k_vshr_s_clamp, "vshr.s32.s32.u32.clamp %0, %2, %3;")
K32(k_vmad_uuu, "vmad.u32.u32.u32 %0, %2, %3, %4;")
K32(k_vmad_sss, "vmad.s32.s32.s32 %0, %2, %3, %4;")
K32(k_vmad_po, "vmad.u32.u32.u32.po %0, %2, %3, %4;")
K32(k_vmad_po_shr15, "vmad.s32.s32.s32.po.shr15 %0, %2.h0, %3.h0, %4;")
K32(k_vmad_nega, "vmad.s32.u32.u32 %0, -%2, %3, %4;")
K32(k_vmad_negc, "vmad.s32.u32.u32 %0, %2, %3, -%4;")
// vmad -a, b, -c: rejected by ptxas ("Operand negation limited to either (source A xor source B) or source C")
K32(k_vmad_shr15_s, "vmad.s32.s32.s32.shr15 %0, %2, %3, %4;")
K32(k_vmad_shr15_u, "vmad.u32.u32.u32.shr15 %0, %2, %3, %4;")
K32(k_vmad_shr7_sat_s, "vmad.s32.s32.s32.sat.shr7 %0, %2, %3, %4;")
K32(k_vmad_sat_u, "vmad.u32.u32.u32.sat %0, %2, %3, %4;")
K32(k_vmad_sat_s_uu, "vmad.s32.u32.u32.sat %0, %2, %3, %4;")
K32(k_vmad_h_sat, "vmad.s32.s32.u32.sat %0, %2.h1, %3.h0, %4;")

// ---- second round: models read off the SASS (see docs/semantics.md)
K32(k2_vadd_s_sat_b1, "vadd.s32.s32.s32.sat %0.b1, %2.b0, %3.b2, %4;")
K32(k2_vadd_u_ss_sat_b0, "vadd.u32.s32.s32.sat %0.b0, %2.b0, %3.b2, %4;")
K32(k2_vadd_s_h1, "vadd.s32.s32.s32 %0.h1, %2.h0, %3.b2, %4;")
K32(k2_vadd_u_h1_full, "vadd.u32.u32.u32 %0.h1, %2, %3, %4;")
K32(k2_vadd_u_h0_full, "vadd.u32.u32.u32 %0.h0, %2, %3, %4;")
K32(k2_vadd_u_b3_full, "vadd.u32.u32.u32 %0.b3, %2, %3, %4;")
K32(k2_vadd_u_sat_h1, "vadd.u32.u32.u32.sat %0.h1, %2.h0, %3.h1, %4;")
K32(k2_vmad_nega_sat, "vmad.s32.u32.u32.sat %0, -%2, %3, %4;")
K32(k2_vmad_po_sat_u, "vmad.u32.u32.u32.po.sat %0, %2, %3, %4;")
K32(k2_vmad_shr7_u_b, "vmad.u32.u32.u32.shr7 %0, %2.b1, %3.b0, %4;")

typedef void (*Kern)(const u64*, const u64*, const u64*, const u64*, u64*, u64*, int);

#define CK(x)                                                                  \
    do {                                                                       \
        cudaError_t err_ = (x);                                                \
        if (err_ != cudaSuccess) {                                             \
            fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_), \
                    __FILE__, __LINE__);                                       \
            exit(1);                                                           \
        }                                                                      \
    } while (0)

struct In {
    u64 a, b, c, e;
};

static void run(Kern k, const std::vector<In>& in, std::vector<u64>& o0, std::vector<u64>& o1) {
    int n = (int)in.size();
    std::vector<u64> h[4];
    for (int j = 0; j < 4; j++) h[j].resize(n);
    for (int i = 0; i < n; i++) {
        h[0][i] = in[i].a;
        h[1][i] = in[i].b;
        h[2][i] = in[i].c;
        h[3][i] = in[i].e;
    }
    u64* d[6];
    for (int j = 0; j < 6; j++) CK(cudaMalloc(&d[j], sizeof(u64) * n));
    for (int j = 0; j < 4; j++)
        CK(cudaMemcpy(d[j], h[j].data(), sizeof(u64) * n, cudaMemcpyHostToDevice));
    k<<<(n + 255) / 256, 256>>>(d[0], d[1], d[2], d[3], d[4], d[5], n);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    o0.resize(n);
    o1.resize(n);
    CK(cudaMemcpy(o0.data(), d[4], sizeof(u64) * n, cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(o1.data(), d[5], sizeof(u64) * n, cudaMemcpyDeviceToHost));
    for (int j = 0; j < 6; j++) CK(cudaFree(d[j]));
}

static void spot(const char* name, const char* ptx, Kern k, const std::vector<In>& in) {
    std::vector<u64> o0, o1;
    run(k, in, o0, o1);
    printf("== %s   [%s]\n", name, ptx);
    for (size_t i = 0; i < in.size(); i++)
        printf("  a=%#llx b=%#llx c=%#llx e=%#llx -> r0=%#llx r1=%#llx\n",
               (unsigned long long)in[i].a, (unsigned long long)in[i].b,
               (unsigned long long)in[i].c, (unsigned long long)in[i].e,
               (unsigned long long)o0[i], (unsigned long long)o1[i]);
}

// ---- random inputs
static u64 rng_state = 0x1234567887654321ull;
static u64 splitmix() {
    u64 z = (rng_state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}
// Bytes biased towards 0x00, 0x01, 0x7f, 0x80, 0xff.
static u64 edgy() {
    static const unsigned char E[5] = {0x00, 0x01, 0x7f, 0x80, 0xff};
    u64 r = splitmix(), sel = splitmix(), out = 0;
    for (int i = 0; i < 8; i++) {
        u64 byte = (r >> (8 * i)) & 0xff;
        if (((sel >> (8 * i)) & 3) == 0) byte = E[((sel >> (8 * i + 2)) & 0xff) % 5];
        out |= byte << (8 * i);
    }
    return out;
}

typedef std::function<In()> Gen;
typedef std::function<u64(const In&)> Model;

static Gen gen_edgy = [] { return In{edgy(), edgy(), edgy(), edgy()}; };

// Runs N random inputs; for each (label, model) prints the number of inputs
// whose r0 differs from the model, and up to 3 examples.
static void check(const char* name, const char* ptx, Kern k, Gen g,
                  std::vector<std::pair<const char*, Model>> models, int n = 1 << 20) {
    std::vector<In> in(n);
    for (int i = 0; i < n; i++) in[i] = g();
    std::vector<u64> o0, o1;
    run(k, in, o0, o1);
    printf("== check %s   [%s]  N=%d\n", name, ptx, n);
    for (auto& m : models) {
        long bad = 0;
        for (int i = 0; i < n; i++) {
            u64 want = m.second(in[i]);
            if (want != o0[i]) {
                if (bad < 3)
                    printf("    mismatch: a=%#llx b=%#llx c=%#llx e=%#llx hw=%#llx model=%#llx\n",
                           (unsigned long long)in[i].a, (unsigned long long)in[i].b,
                           (unsigned long long)in[i].c, (unsigned long long)in[i].e,
                           (unsigned long long)o0[i], (unsigned long long)want);
                bad++;
            }
        }
        printf("  model %-60s mismatches: %ld / %d\n", m.first, bad, n);
    }
}

// ---- host helpers (models written from the PTX ISA text)
static s64 lane(u32 x, int i, int bits, bool sgn) {
    u32 v = (x >> (i * bits)) & ((1u << bits) - 1);
    if (sgn && (v >> (bits - 1))) return (s64)v - ((s64)1 << bits);
    return v;
}
static s64 clamp(s64 v, s64 lo, s64 hi) { return v < lo ? lo : v > hi ? hi : v; }
static s64 sx32(u32 v) { return (s64)(s32)v; }

// SIMD model: op on lanes; sat per dtype; mask / merge source; accumulate.
enum Op { ADD, SUB, AVRG_ISA, AVRG_FLOOR, ABSDIFF, MIN, MAX };
static s64 lane_op(Op op, s64 x, s64 y) {
    switch (op) {
    case ADD: return x + y;
    case SUB: return x - y;
    case AVRG_ISA: return (x + y >= 0) ? (x + y + 1) >> 1 : (x + y) >> 1;
    case AVRG_FLOOR: return (x + y + 1) >> 1;
    case ABSDIFF: return x > y ? x - y : y - x;
    case MIN: return x < y ? x : y;
    case MAX: return x > y ? x : y;
    }
    return 0;
}
static u64 simd(Op op, int bits, bool ds, bool as, bool bs, bool sat, u32 a, u32 b, u32 merge,
                u32 mask) {
    int nl = 32 / bits;
    u32 d = 0;
    for (int i = 0; i < nl; i++) {
        s64 t = lane_op(op, lane(a, i, bits, as), lane(b, i, bits, bs));
        if (sat) t = ds ? clamp(t, -(1ll << (bits - 1)), (1ll << (bits - 1)) - 1)
                        : clamp(t, 0, (1ll << bits) - 1);
        u32 lm = (bits == 32) ? 0xffffffffu : ((1u << bits) - 1);
        u32 v = (mask >> i) & 1 ? ((u32)t & lm) : ((merge >> (i * bits)) & lm);
        d |= v << (i * bits);
    }
    return d;
}
static u64 simd_acc(Op op, int bits, bool as, bool bs, bool ds, bool sat, u32 a, u32 b, u32 c) {
    int nl = 32 / bits;
    u32 d = c;
    for (int i = 0; i < nl; i++) {
        s64 t = lane_op(op, lane(a, i, bits, as), lane(b, i, bits, bs));
        if (sat) t = ds ? clamp(t, -(1ll << (bits - 1)), (1ll << (bits - 1)) - 1)
                        : clamp(t, 0, (1ll << bits) - 1);
        d += (u32)t;
    }
    return d;
}
// vset: lanes compare -> 0/1
static u64 vset(int bits, bool sgn, int cond, u32 a, u32 b, u32 merge, u32 mask) {
    int nl = 32 / bits;
    u32 d = 0, lm = (1u << bits) - 1;
    for (int i = 0; i < nl; i++) {
        s64 x = lane(a, i, bits, sgn), y = lane(b, i, bits, sgn);
        u32 t = cond == 0 ? (x == y) : cond == 1 ? (x != y) : (x < y);
        u32 v = (mask >> i) & 1 ? t : ((merge >> (i * bits)) & lm);
        d |= v << (i * bits);
    }
    return d;
}
// Scalar video: full 32-bit operands extended to 64 bits, op, sat to dtype.
static u64 vscalar(Op op, bool ds, bool as, bool bs, bool sat, u32 a, u32 b) {
    s64 x = as ? sx32(a) : (s64)a, y = bs ? sx32(b) : (s64)b;
    s64 t = lane_op(op, x, y);
    if (sat) t = ds ? clamp(t, INT32_MIN, INT32_MAX) : clamp(t, 0, UINT32_MAX);
    return (u32)t;
}
// vmad per the ISA pseudocode. negmode: 0 none, 1 a*b negated, 2 c negated,
// 3 both (pseudocode's else-if: only the product), 4 both (both applied).
static u64 vmad(bool as, bool bs, bool ds, u32 a, u32 b, u32 c, bool po, int negmode, int shr,
                bool sat) {
    s128 ta = as ? (s128)sx32(a) : (s128)a, tb = bs ? (s128)sx32(b) : (s128)b;
    bool nab = negmode == 1 || negmode == 3 || negmode == 4;
    bool nc = negmode == 2 || negmode == 4 || negmode == 3;
    bool signedFinal = as || bs || nab || nc;
    s128 tmp = ta * tb;
    s128 lsb = 0;
    s128 cc;
    u32 cv = c;
    if (po) {
        lsb = 1;
    } else if (nab) {
        tmp = ~tmp;
        lsb = 1;
        if (negmode == 4) {
            cv = ~cv;
            lsb = 2;
        }
    } else if (nc) {
        cv = ~cv;
        lsb = 1;
    }
    cc = signedFinal ? (s128)sx32(cv) : (s128)cv;
    tmp = tmp + cc + lsb;
    s128 res = tmp >> shr;  // arithmetic shift of the 128-bit value
    if (sat) {
        if (signedFinal) res = res < INT32_MIN ? INT32_MIN : res > INT32_MAX ? INT32_MAX : res;
        else res = res < 0 ? 0 : res > (s128)UINT32_MAX ? (s128)UINT32_MAX : res;
    }
    return (u32)(u64)res;
}

static std::vector<In> div_cases32() {
    return {{7, 0, 0, 0},          {0, 0, 0, 0},          {0xffffffff, 0, 0, 0},
            {0x80000000, 0, 0, 0}, {0x7fffffff, 0, 0, 0}, {123456, 0, 0, 0},
            {0xfffffff9, 0, 0, 0}, {0x80000000, 0xffffffff, 0, 0},
            {0x80000001, 0xffffffff, 0, 0}, {7, 0xfffffffe, 0, 0}, {0xfffffff9, 2, 0, 0}};
}
static std::vector<In> div_cases64() {
    return {{7, 0, 0, 0},
            {0, 0, 0, 0},
            {~0ull, 0, 0, 0},
            {0x8000000000000000ull, 0, 0, 0},
            {0x7fffffffffffffffull, 0, 0, 0},
            {0xfffffffffffffff9ull, 0, 0, 0},
            {0x8000000000000000ull, ~0ull, 0, 0},
            {0xfffffffffffffff9ull, 2, 0, 0}};
}

#define SPOT(k, ptxs, ...) spot(#k, ptxs, k, __VA_ARGS__)

int main() {
    cudaDeviceProp prop;
    CK(cudaGetDeviceProperties(&prop, 0));
    printf("device: %s, sm_%d%d\n", prop.name, prop.major, prop.minor);

    // ---------------- carry flag
    spot("sub.cc.u32 then addc 0,0 (r1 = CF)", "sub.cc.u32 r0,a,b; addc.u32 r1,0,0", k_subcc_u32,
         {{0, 0, 0, 0}, {0, 1, 0, 0}, {1, 0, 0, 0}, {5, 5, 0, 0}, {5, 6, 0, 0}, {0xffffffff, 0xffffffff, 0, 0},
          {0x80000000, 0x7fffffff, 0, 0}});
    spot("subc.cc.u32 with CF=c (r1 = CF out)", "add.cc 0xffffffff,c; subc.cc.u32 r0,a,b; addc.u32 r1,0,0",
         k_subc_cc_u32,
         {{0, 0, 0, 0}, {0, 0, 1, 0}, {5, 3, 0, 0}, {5, 3, 1, 0}, {0, 1, 1, 0}, {0, 1, 0, 0}, {1, 0, 0, 0},
          {1, 1, 0, 0}, {1, 1, 1, 0}, {0xffffffff, 0xffffffff, 0, 0}});
    spot("subc.u32 (no .cc) keeps CF", "add.cc 0xffffffff,c; subc.u32 r0,a,b; addc.u32 r1,0,0", k_subc_u32,
         {{0, 1, 0, 0}, {0, 1, 1, 0}, {5, 3, 0, 0}, {5, 3, 1, 0}});
    spot("addc after sub.cc", "sub.cc.u32 t,a,b; addc.u32 r0,c,0", k_addc_after_subcc,
         {{0, 0, 100, 0}, {0, 1, 100, 0}, {3, 2, 100, 0}, {2, 3, 100, 0}});
    spot("sub.cc.u64 then addc.u64", "sub.cc.u64 r0,a,b; addc.u64 r1,0,0", k_subcc_u64,
         {{0, 0, 0, 0}, {0, 1, 0, 0}, {1, 0, 0, 0}, {~0ull, ~0ull, 0, 0}});
    spot("madc.hi.cc.u32 with CF=e", "add.cc 0xffffffff,e; madc.hi.cc.u32 r0,a,b,c; addc r1,0,0",
         k_madc_hi_cc, {{0xffffffff, 0xffffffff, 0xffffffff, 0}, {0xffffffff, 0xffffffff, 0xffffffff, 1},
                        {0xffffffff, 0xffffffff, 0x1, 1}, {0x10000, 0x10000, 0xffffffff, 1}});

    // ---------------- division
    SPOT(k_div_u32, "div.u32 r0,a,b", div_cases32());
    SPOT(k_rem_u32, "rem.u32 r0,a,b", div_cases32());
    SPOT(k_div_s32, "div.s32 r0,a,b", div_cases32());
    SPOT(k_rem_s32, "rem.s32 r0,a,b", div_cases32());
    SPOT(k_div_u64, "div.u64 r0,a,b", div_cases64());
    SPOT(k_rem_u64, "rem.u64 r0,a,b", div_cases64());
    SPOT(k_div_s64, "div.s64 r0,a,b", div_cases64());
    SPOT(k_rem_s64, "rem.s64 r0,a,b", div_cases64());

    // ---------------- bfe / bfi
    auto bfe_model = [](int bits, bool sgn, u64 v, u32 pos, u32 len) -> u64 {
        u64 p = bits == 32 ? (pos & 0xff) : pos, l = bits == 32 ? (len & 0xff) : len;
        u64 msb = bits - 1;
        bool sbit = false;
        if (sgn && l != 0) {
            u64 sb = p + l - 1 < msb ? p + l - 1 : msb;
            sbit = (v >> sb) & 1;
        }
        u64 d = 0;
        for (u64 i = 0; i <= msb; i++) {
            bool bit = (i < l && p + i <= msb) ? ((v >> (p + i)) & 1) : sbit;
            d |= (u64)bit << i;
        }
        if (bits == 32) d &= 0xffffffffull;
        return d;
    };
    auto bfi_model = [](int bits, u64 a, u64 b, u32 pos, u32 len) -> u64 {
        u64 p = bits == 32 ? (pos & 0xff) : pos, l = bits == 32 ? (len & 0xff) : len;
        u64 f = b;
        for (u64 i = 0; i < l && p + i < (u64)bits; i++) {
            u64 bit = (a >> i) & 1;
            f = (f & ~(1ull << (p + i))) | (bit << (p + i));
        }
        return bits == 32 ? (f & 0xffffffffull) : f;
    };
    Gen gen_poslen = [] {
        u64 r = splitmix();
        u32 pos, len;
        switch (r & 3) {
        case 0: pos = (u32)(splitmix() & 0x1ff); len = (u32)(splitmix() & 0x1ff); break;
        case 1: pos = (u32)(splitmix() & 0x7f); len = (u32)(splitmix() & 0x7f); break;
        case 2: pos = (u32)splitmix(); len = (u32)(splitmix() & 0x7f); break;
        default: pos = (u32)(splitmix() & 0x3f) | ((u32)(splitmix() & 0xff) << 8); len = (u32)splitmix(); break;
        }
        return In{edgy(), pos, len, 0};
    };
    check("bfe.u32", "bfe.u32 r0,a,b,c", k_bfe_u32, gen_poslen,
          {{"pos,len = low 8 bits; zero fill", [&](const In& x) { return bfe_model(32, false, (u32)x.a, (u32)x.b, (u32)x.c); }}});
    check("bfe.s32", "bfe.s32 r0,a,b,c", k_bfe_s32, gen_poslen,
          {{"pos,len = low 8 bits; sign fill", [&](const In& x) { return bfe_model(32, true, (u32)x.a, (u32)x.b, (u32)x.c); }}});
    check("bfe.u64", "bfe.u64 r0,a,b,c", k_bfe_u64, gen_poslen,
          {{"pos,len = all 32 bits; zero fill", [&](const In& x) { return bfe_model(64, false, x.a, (u32)x.b, (u32)x.c); }},
           {"pos,len = low 8 bits (ISA text)", [&](const In& x) { return bfe_model(64, false, x.a, (u32)x.b & 0xff, (u32)x.c & 0xff); }}});
    check("bfe.s64", "bfe.s64 r0,a,b,c", k_bfe_s64, gen_poslen,
          {{"pos,len = all 32 bits; sign fill", [&](const In& x) { return bfe_model(64, true, x.a, (u32)x.b, (u32)x.c); }},
           {"pos,len = low 8 bits (ISA text)", [&](const In& x) { return bfe_model(64, true, x.a, (u32)x.b & 0xff, (u32)x.c & 0xff); }}});
    Gen gen_bfi = [&] { In x = gen_poslen(); return In{edgy(), edgy(), x.b, x.c}; };
    check("bfi.b32", "bfi.b32 r0,a,b,c(pos),e(len)", k_bfi_b32, gen_bfi,
          {{"pos,len = low 8 bits", [&](const In& x) { return bfi_model(32, (u32)x.a, (u32)x.b, (u32)x.c, (u32)x.e); }}});
    check("bfi.b64", "bfi.b64 r0,a,b,c(pos),e(len)", k_bfi_b64, gen_bfi,
          {{"pos,len = all 32 bits", [&](const In& x) { return bfi_model(64, x.a, x.b, (u32)x.c, (u32)x.e); }},
           {"pos,len = low 8 bits (ISA text)", [&](const In& x) { return bfi_model(64, x.a, x.b, (u32)x.c & 0xff, (u32)x.e & 0xff); }}});
    SPOT(k_bfe_u32, "bfe.u32 r0,a,b(pos),c(len)",
         {{0xdeadbeef, 4, 8, 0}, {0xdeadbeef, 0x104, 0x108, 0}, {0xdeadbeef, 40, 8, 0}, {0xdeadbeef, 28, 8, 0}, {0xdeadbeef, 0, 0, 0}, {0xdeadbeef, 0, 40, 0}});
    SPOT(k_bfe_s32, "bfe.s32 r0,a,b(pos),c(len)",
         {{0xdeadbeef, 4, 8, 0}, {0xdeadbeef, 40, 8, 0}, {0xdeadbeef, 28, 8, 0}, {0xdeadbeef, 0, 0, 0}, {0xdeadbeef, 0x100, 0x104, 0}});
    SPOT(k_bfe_s64, "bfe.s64 r0,a,b(pos),c(len)",
         {{0x80000000deadbeefull, 0x100, 4, 0}, {0x80000000deadbeefull, 4, 0x100, 0}, {0x80000000deadbeefull, 60, 8, 0}});

    // ---------------- shifts
    std::vector<In> sh32 = {{0x80000001, 1, 0, 0}, {0x80000001, 31, 0, 0}, {0x80000001, 32, 0, 0}, {0x80000001, 33, 0, 0},
                            {0x80000001, 0xffffffff, 0, 0}, {0x80000001, 0x100000001ull, 0, 0}};
    SPOT(k_shl_b32, "shl.b32 r0,a,b", sh32);
    SPOT(k_shr_u32, "shr.u32 r0,a,b", sh32);
    SPOT(k_shr_s32, "shr.s32 r0,a,b", sh32);
    std::vector<In> sh64 = {{0x8000000000000001ull, 63, 0, 0}, {0x8000000000000001ull, 64, 0, 0}, {0x8000000000000001ull, 65, 0, 0},
                            {0x8000000000000001ull, 0xffffffff, 0, 0}, {0x8000000000000001ull, 0x100000001ull, 0, 0}};
    SPOT(k_shl_b64, "shl.b64 r0,a,(u32)b", sh64);
    SPOT(k_shr_u64, "shr.u64 r0,a,(u32)b", sh64);
    SPOT(k_shr_s64, "shr.s64 r0,a,(u32)b", sh64);
    std::vector<In> sh16 = {{0x8001, 1, 0, 0}, {0x8001, 15, 0, 0}, {0x8001, 16, 0, 0}, {0x8001, 17, 0, 0}, {0x8001, 0xffffffff, 0, 0}, {0x8001, 0x10001, 0, 0}};
    SPOT(k_shl_b16, "shl.b16 (b16)a, b(u32)", sh16);
    SPOT(k_shr_s16, "shr.s16 (b16)a, b(u32)", sh16);
    SPOT(k_shr_s8_via16, "shr.u16 (b16)a, b(u32)", sh16);
    std::vector<In> shf = {{0x89abcdef, 0x01234567, 4, 0}, {0x89abcdef, 0x01234567, 36, 0}, {0x89abcdef, 0x01234567, 32, 0}, {0x89abcdef, 0x01234567, 0xffffffff, 0}};
    SPOT(k_shf_l, "shf.l.wrap r0,a,b,c; shf.l.clamp r1,a,b,c", shf);
    SPOT(k_shf_r, "shf.r.wrap r0,a,b,c; shf.r.clamp r1,a,b,c", shf);

    // ---------------- bit scans
    std::vector<In> bs32 = {{0, 0, 0, 0}, {1, 0, 0, 0}, {0xffffffff, 0, 0, 0}, {0x80000000, 0, 0, 0}, {0x7fffffff, 0, 0, 0}, {0xfffffffe, 0, 0, 0}, {0x00010000, 0, 0, 0}};
    SPOT(k_bfind_u32, "bfind.u32 r0,a; bfind.shiftamt.u32 r1,a", bs32);
    SPOT(k_bfind_s32, "bfind.s32 r0,a; bfind.shiftamt.s32 r1,a", bs32);
    SPOT(k_clz_popc_b32, "clz.b32 r0,a; popc.b32 r1,a", bs32);
    std::vector<In> bs64 = {{0, 0, 0, 0}, {1, 0, 0, 0}, {~0ull, 0, 0, 0}, {0x8000000000000000ull, 0, 0, 0}, {0x7fffffffffffffffull, 0, 0, 0}, {0xfffffffeull, 0, 0, 0}, {0xffffffff00000000ull, 0, 0, 0}};
    SPOT(k_bfind_u64, "bfind.u64 r0,a; bfind.shiftamt.u64 r1,a", bs64);
    SPOT(k_bfind_s64, "bfind.s64 r0,a; bfind.shiftamt.s64 r1,a", bs64);
    SPOT(k_clz_popc_b64, "clz.b64 r0,a; popc.b64 r1,a", bs64);
    SPOT(k_fns, "fns.b32 r0, a(mask), b(base), c(offset)",
         {{0xf0f0f0f0, 0, 1, 0}, {0xf0f0f0f0, 0, 2, 0}, {0xf0f0f0f0, 5, 1, 0}, {0xf0f0f0f0, 31, 1, 0}, {0xf0f0f0f0, 31, 0xffffffff, 0},
          {0xf0f0f0f0, 0, 0xffffffff, 0}, {0xf0f0f0f0, 0, 17, 0}, {0xf0f0f0f0, 32, 1, 0}, {0xf0f0f0f0, 33, 0xffffffff, 0},
          {0xf0f0f0f0, 0xffffffff, 1, 0}, {0xf0f0f0f0, 0, 0, 0}, {0xf0f0f0f0, 4, 0, 0}, {0xf0f0f0f0, 5, 0, 0}, {0xffffffff, 100, 0, 0},
          {0xffffffff, 100, 1, 0}, {0xffffffff, 40, 0xffffffff, 0}, {0xffffffff, 40, 0xfffffff0, 0}, {0x00000001, 31, 0x80000000, 0}});

    // ---------------- prmt
    std::vector<In> pr = {{0x04030201, 0x08070605, 0x3210, 0}, {0x84838281, 0x88878685, 0x3210, 0}, {0x84838281, 0x88878685, 0xba98, 0},
                          {0x84838281, 0x88878685, 0xffff7654, 0}, {0x84838281, 0x88878685, 0x0000fedc, 0},
                          {0x84838281, 0x88878685, 0, 0}, {0x84838281, 0x88878685, 1, 0}, {0x84838281, 0x88878685, 2, 0}, {0x84838281, 0x88878685, 3, 0},
                          {0x84838281, 0x88878685, 0xfffffff6, 0}};
    SPOT(k_prmt, "prmt.b32 r0,a,b,c", pr);
    SPOT(k_prmt_f4e, "prmt.b32.f4e r0,a,b,c", pr);
    SPOT(k_prmt_b4e, "prmt.b32.b4e r0,a,b,c", pr);
    SPOT(k_prmt_rc8, "prmt.b32.rc8 r0,a,b,c", pr);
    SPOT(k_prmt_ecl, "prmt.b32.ecl r0,a,b,c", pr);
    SPOT(k_prmt_ecr, "prmt.b32.ecr r0,a,b,c", pr);
    SPOT(k_prmt_rc16, "prmt.b32.rc16 r0,a,b,c", pr);

    // ---------------- multiply
    check("mul24.hi.u32", "mul24.hi.u32 r0,a,b", k_mul24_u32, gen_edgy,
          {{"bits 47..16 of zext24(a)*zext24(b)", [](const In& x) { return (u64)(u32)((((u64)x.a & 0xffffff) * ((u64)x.b & 0xffffff)) >> 16); }},
           {"bits 63..32 of zext24(a)*zext24(b)", [](const In& x) { return (u64)(u32)((((u64)x.a & 0xffffff) * ((u64)x.b & 0xffffff)) >> 32); }}});
    auto s24 = [](u64 v) { return (s64)(((s32)((u32)v << 8)) >> 8); };
    check("mul24.hi.s32", "mul24.hi.s32 r0,a,b", k_mul24_s32, gen_edgy,
          {{"bits 47..16 of sext24(a)*sext24(b)", [&](const In& x) { return (u64)(u32)((s24(x.a) * s24(x.b)) >> 16); }}});
    check("mad24.hi.sat.s32", "mad24.hi.sat.s32 r0,a,b,c", k_mad24_hi_sat, gen_edgy,
          {{"sat_s32((bits 47..16 of sext24(a)*sext24(b)) + c)",
            [&](const In& x) { return (u64)(u32)clamp((s64)(s32)(u32)((s24(x.a) * s24(x.b)) >> 16) + sx32((u32)x.c), INT32_MIN, INT32_MAX); }},
           {"sat_s32(((sext24(a)*sext24(b)) + (c<<16)) >> 16)",
            [&](const In& x) { return (u64)(u32)clamp((s24(x.a) * s24(x.b) + (sx32((u32)x.c) << 16)) >> 16, INT32_MIN, INT32_MAX); }}});
    check("mad.hi.sat.s32", "mad.hi.sat.s32 r0,a,b,c", k_mad_hi_sat_s32, gen_edgy,
          {{"sat_s32(hi32(a*b) + c)", [](const In& x) { return (u64)(u32)clamp(((sx32((u32)x.a) * sx32((u32)x.b)) >> 32) + sx32((u32)x.c), INT32_MIN, INT32_MAX); }},
           {"sat_s32((a*b + (c<<32)) >> 32)", [](const In& x) {
                s128 p = (s128)sx32((u32)x.a) * sx32((u32)x.b) + ((s128)sx32((u32)x.c) << 32);
                s128 h = p >> 32;
                return (u64)(u32)(h < INT32_MIN ? INT32_MIN : h > INT32_MAX ? INT32_MAX : (s64)h); }}});
    SPOT(k_sad, "sad.s32 r0,a,b,c; sad.u32 r1,a,b,c", {{0x80000000, 0x7fffffff, 0, 0}, {0x80000000, 0x7fffffff, 5, 0}, {5, 0xfffffffb, 1, 0}});
    SPOT(k_abs_neg, "abs.s32 r0,a; neg.s32 r1,a", {{0x80000000, 0, 0, 0}, {0xffffffff, 0, 0, 0}});
    SPOT(k_add_sat, "add.sat.s32 r0,a,b; sub.sat.s32 r1,a,b", {{0x7fffffff, 1, 0, 0}, {0x80000000, 1, 0, 0}, {0x80000000, 0xffffffff, 0, 0}});

    // ---------------- SIMD video: merge operand
    std::vector<In> mg = {{0x11223344, 0x11AA33BB, 0xC0C1C2C3, 0}, {0x11223344, 0x11223344, 0xC0C1C2C3, 0}, {0x01020304, 0x05060708, 0x090a0b0c, 0}};
    SPOT(k_vset4_eq_b0, "vset4.u32.u32.eq r0.b0, a, b, c", mg);
    SPOT(k_vset4_eq_b3210, "vset4.u32.u32.eq r0, a, b, c", mg);
    SPOT(k_vset4_lt_s32_b20, "vset4.s32.s32.lt r0.b20, a, b, c", mg);
    SPOT(k_vset2_eq_h0, "vset2.u32.u32.eq r0.h0, a, b, c", mg);
    SPOT(k_vadd4_b0, "vadd4.u32.u32.u32 r0.b0, a, b, c", mg);
    SPOT(k_vadd2_h1, "vadd2.u32.u32.u32 r0.h1, a, b, c", mg);
    check("vset4.eq .b0 merge", "vset4.u32.u32.eq r0.b0, a, b, c", k_vset4_eq_b0, gen_edgy,
          {{"unselected lanes from c (pseudocode)", [](const In& x) { return vset(8, false, 0, x.a, x.b, x.c, 1); }},
           {"unselected lanes from b (prose)", [](const In& x) { return vset(8, false, 0, x.a, x.b, x.b, 1); }}});
    check("vset4.s32.lt .b20 merge", "vset4.s32.s32.lt r0.b20, a, b, c", k_vset4_lt_s32_b20, gen_edgy,
          {{"unselected lanes from c", [](const In& x) { return vset(8, true, 2, x.a, x.b, x.c, 5); }},
           {"unselected lanes from b", [](const In& x) { return vset(8, true, 2, x.a, x.b, x.b, 5); }}});
    check("vset2.eq .h0 merge", "vset2.u32.u32.eq r0.h0, a, b, c", k_vset2_eq_h0, gen_edgy,
          {{"unselected lanes from c", [](const In& x) { return vset(16, false, 0, x.a, x.b, x.c, 1); }},
           {"unselected lanes from b", [](const In& x) { return vset(16, false, 0, x.a, x.b, x.b, 1); }}});
    check("vadd4 .b0 merge", "vadd4.u32.u32.u32 r0.b0, a, b, c", k_vadd4_b0, gen_edgy,
          {{"unselected lanes from c", [](const In& x) { return simd(ADD, 8, false, false, false, false, x.a, x.b, x.c, 1); }},
           {"unselected lanes from b", [](const In& x) { return simd(ADD, 8, false, false, false, false, x.a, x.b, x.b, 1); }}});
    check("vadd2 .h1 merge", "vadd2.u32.u32.u32 r0.h1, a, b, c", k_vadd2_h1, gen_edgy,
          {{"unselected lanes from c", [](const In& x) { return simd(ADD, 16, false, false, false, false, x.a, x.b, x.c, 2); }},
           {"unselected lanes from b", [](const In& x) { return simd(ADD, 16, false, false, false, false, x.a, x.b, x.b, 2); }}});
    check("vset4.ne.add", "vset4.u32.u32.ne.add r0, a, b, c", k_vset4_add, gen_edgy,
          {{"c + sum of lane results", [](const In& x) { u32 d = (u32)x.c; for (int i = 0; i < 4; i++) d += lane(x.a, i, 8, false) != lane(x.b, i, 8, false); return (u64)d; }}});

    // ---------------- SIMD video: vavrg
    check("vavrg4.u32", "vavrg4.u32.u32.u32 r0,a,b,c", k_vavrg4_u, gen_edgy,
          {{"(a+b+1)>>1 per byte", [](const In& x) { return simd(AVRG_ISA, 8, false, false, false, false, x.a, x.b, 0, 0xf); }}});
    check("vavrg4.s32", "vavrg4.s32.s32.s32 r0,a,b,c", k_vavrg4_s, gen_edgy,
          {{"ISA: sum>=0 ? (sum+1)>>1 : sum>>1 (half away from 0)", [](const In& x) { return simd(AVRG_ISA, 8, true, true, true, false, x.a, x.b, 0, 0xf); }},
           {"(sum+1)>>1 always (half up)", [](const In& x) { return simd(AVRG_FLOOR, 8, true, true, true, false, x.a, x.b, 0, 0xf); }}});
    check("vavrg2.u32", "vavrg2.u32.u32.u32 r0,a,b,c", k_vavrg2_u, gen_edgy,
          {{"(a+b+1)>>1 per half", [](const In& x) { return simd(AVRG_ISA, 16, false, false, false, false, x.a, x.b, 0, 3); }}});
    check("vavrg2.s32", "vavrg2.s32.s32.s32 r0,a,b,c", k_vavrg2_s, gen_edgy,
          {{"ISA: half away from 0", [](const In& x) { return simd(AVRG_ISA, 16, true, true, true, false, x.a, x.b, 0, 3); }},
           {"(sum+1)>>1 always (half up)", [](const In& x) { return simd(AVRG_FLOOR, 16, true, true, true, false, x.a, x.b, 0, 3); }}});
    check("vavrg4.s32.s32.u32", "vavrg4.s32.s32.u32 r0,a,b,c", k_vavrg4_s_u, gen_edgy,
          {{"ISA: sext a, zext b, half away from 0", [](const In& x) { return simd(AVRG_ISA, 8, true, true, false, false, x.a, x.b, 0, 0xf); }},
           {"sext a, zext b, half up", [](const In& x) { return simd(AVRG_FLOOR, 8, true, true, false, false, x.a, x.b, 0, 0xf); }}});

    // ---------------- SIMD video: saturation and signedness
    check("vadd4.s32.u32.u32.sat", "vadd4.s32.u32.u32.sat r0,a,b,c", k_vadd4_s_uu_sat, gen_edgy,
          {{"zext lanes, clamp to [-128,127]", [](const In& x) { return simd(ADD, 8, true, false, false, true, x.a, x.b, 0, 0xf); }},
           {"zext lanes, clamp to [0,255]", [](const In& x) { return simd(ADD, 8, false, false, false, true, x.a, x.b, 0, 0xf); }}});
    check("vadd4.s32.s32.s32.sat", "vadd4.s32.s32.s32.sat r0,a,b,c", k_vadd4_s_ss_sat, gen_edgy,
          {{"sext lanes, clamp to [-128,127]", [](const In& x) { return simd(ADD, 8, true, true, true, true, x.a, x.b, 0, 0xf); }}});
    check("vadd4.u32.s32.s32.sat", "vadd4.u32.s32.s32.sat r0,a,b,c", k_vadd4_u_ss_sat, gen_edgy,
          {{"sext lanes, clamp to [0,255]", [](const In& x) { return simd(ADD, 8, false, true, true, true, x.a, x.b, 0, 0xf); }}});
    check("vsub4.s32.s32.s32.sat", "vsub4.s32.s32.s32.sat r0,a,b,c", k_vsub4_s_ss_sat, gen_edgy,
          {{"sext lanes, clamp to [-128,127]", [](const In& x) { return simd(SUB, 8, true, true, true, true, x.a, x.b, 0, 0xf); }}});
    check("vsub4.u32.u32.u32.sat", "vsub4.u32.u32.u32.sat r0,a,b,c", k_vsub4_u_uu_sat, gen_edgy,
          {{"zext lanes, clamp to [0,255]", [](const In& x) { return simd(SUB, 8, false, false, false, true, x.a, x.b, 0, 0xf); }}});
    check("vsub4.s32.u32.u32.sat", "vsub4.s32.u32.u32.sat r0,a,b,c", k_vsub4_s_uu_sat, gen_edgy,
          {{"zext lanes, clamp to [-128,127]", [](const In& x) { return simd(SUB, 8, true, false, false, true, x.a, x.b, 0, 0xf); }}});
    check("vabsdiff4.u32.s32.u32", "vabsdiff4.u32.s32.u32 r0,a,b,c", k_vabsdiff4_u_su, gen_edgy,
          {{"|sext(a)-zext(b)| low 8 bits", [](const In& x) { return simd(ABSDIFF, 8, false, true, false, false, x.a, x.b, 0, 0xf); }},
           {"|zext(a)-zext(b)| low 8 bits", [](const In& x) { return simd(ABSDIFF, 8, false, false, false, false, x.a, x.b, 0, 0xf); }}});
    check("vabsdiff4.s32.u32.s32.sat", "vabsdiff4.s32.u32.s32.sat r0,a,b,c", k_vabsdiff4_s_us_sat, gen_edgy,
          {{"|zext(a)-sext(b)| clamp [-128,127]", [](const In& x) { return simd(ABSDIFF, 8, true, false, true, true, x.a, x.b, 0, 0xf); }}});
    check("vabsdiff4.u32.s32.s32.sat", "vabsdiff4.u32.s32.s32.sat r0,a,b,c", k_vabsdiff4_u_ss_sat, gen_edgy,
          {{"|sext(a)-sext(b)| clamp [0,255]", [](const In& x) { return simd(ABSDIFF, 8, false, true, true, true, x.a, x.b, 0, 0xf); }}});
    check("vadd4.u32.add", "vadd4.u32.u32.u32.add r0,a,b,c", k_vadd4_add, gen_edgy,
          {{"c + sum(zext lanes sums)", [](const In& x) { return simd_acc(ADD, 8, false, false, false, false, x.a, x.b, x.c); }}});
    check("vadd4.s32.add", "vadd4.s32.s32.s32.add r0,a,b,c", k_vadd4_s_add, gen_edgy,
          {{"c + sum(sext lane sums)", [](const In& x) { return simd_acc(ADD, 8, true, true, true, false, x.a, x.b, x.c); }}});
    check("vadd2.s32.s32.s32.sat", "vadd2.s32.s32.s32.sat r0,a,b,c", k_vadd2_s_ss_sat, gen_edgy,
          {{"sext halves, clamp s16", [](const In& x) { return simd(ADD, 16, true, true, true, true, x.a, x.b, 0, 3); }}});
    check("vmin4.s32.s32.u32", "vmin4.s32.s32.u32 r0,a,b,c", k_vmin4_su, gen_edgy,
          {{"min(sext a, zext b) low 8 bits", [](const In& x) { return simd(MIN, 8, true, true, false, false, x.a, x.b, 0, 0xf); }}});

    // ---------------- scalar video
    check("vadd.s32.u32.u32.sat", "vadd.s32.u32.u32.sat r0,a,b", k_vadd_s_uu_sat, gen_edgy,
          {{"zext a + zext b, clamp s32", [](const In& x) { return vscalar(ADD, true, false, false, true, x.a, x.b); }}});
    check("vsub.s32.u32.u32.sat", "vsub.s32.u32.u32.sat r0,a,b", k_vsub_s_uu_sat, gen_edgy,
          {{"zext a - zext b, clamp s32", [](const In& x) { return vscalar(SUB, true, false, false, true, x.a, x.b); }}});
    check("vadd.u32.s32.s32.sat", "vadd.u32.s32.s32.sat r0,a,b", k_vadd_u_ss_sat, gen_edgy,
          {{"sext a + sext b, clamp u32", [](const In& x) { return vscalar(ADD, false, true, true, true, x.a, x.b); }}});
    check("vabsdiff.s32.u32.u32.sat", "vabsdiff.s32.u32.u32.sat r0,a,b", k_vabsdiff_s_uu_sat, gen_edgy,
          {{"|zext a - zext b|, clamp s32", [](const In& x) { return vscalar(ABSDIFF, true, false, false, true, x.a, x.b); }}});
    check("vadd.s32.u32.u32", "vadd.s32.u32.u32 r0,a,b", k_vadd_s_uu, gen_edgy,
          {{"low 32 bits of sum", [](const In& x) { return vscalar(ADD, true, false, false, false, x.a, x.b); }}});
    check("vadd.u32 .sat .b0 merge", "vadd.u32.u32.u32.sat r0.b0, a.b0, b.b0, c", k_vadd_u_uu_sat_b0, gen_edgy,
          {{"clamp [0,255] then merge into c byte 0", [](const In& x) {
                s64 t = clamp((s64)(x.a & 0xff) + (s64)(x.b & 0xff), 0, 255);
                return (u64)(((u32)x.c & 0xffffff00u) | (u32)t); }},
           {"clamp [0,2^32-1], low byte merged into c", [](const In& x) {
                s64 t = (s64)(x.a & 0xff) + (s64)(x.b & 0xff);
                return (u64)(((u32)x.c & 0xffffff00u) | ((u32)t & 0xff)); }}});
    check("vadd.s32 .sat .h1 merge", "vadd.s32.s32.s32.sat r0.h1, a.h0, b.b2, c", k_vadd_s_ss_sat_h1, gen_edgy,
          {{"sext(a.h0)+sext(b.b2), clamp s16, into c half 1", [](const In& x) {
                s64 t = clamp(lane(x.a, 0, 16, true) + lane(x.b, 2, 8, true), -32768, 32767);
                return (u64)(((u32)x.c & 0xffffu) | (((u32)t & 0xffff) << 16)); }}});
    check("vadd.s32.u32.u32.sat.add", "vadd.s32.u32.u32.sat.add r0,a,b,c", k_vadd_s_uu_sat_add, gen_edgy,
          {{"clamp_s32(zext a + zext b) + c (wrapping)", [](const In& x) { return (u64)(u32)(vscalar(ADD, true, false, false, true, x.a, x.b) + (u32)x.c); }},
           {"clamp_s32(zext a + zext b + sext c)", [](const In& x) { return (u64)(u32)clamp((s64)(u32)x.a + (s64)(u32)x.b + sx32((u32)x.c), INT32_MIN, INT32_MAX); }}});
    check("vmax.s32.u32.s32.min", "vmax.s32.u32.s32.min r0,a,b,c", k_vmax_s_us_min, gen_edgy,
          {{"min_s32(max(zext a, sext b) as s32, c)", [](const In& x) { s32 t = (s32)(u32)vscalar(MAX, true, false, true, false, x.a, x.b); s32 c = (s32)(u32)x.c; return (u64)(u32)(t < c ? t : c); }}});
    SPOT(k_vshl_clamp, "vshl.u32.u32.u32.clamp r0,a,b", {{0x80000001, 31, 0, 0}, {0x80000001, 32, 0, 0}, {0x80000001, 0xffffffff, 0, 0}});
    SPOT(k_vshr_s_clamp, "vshr.s32.s32.u32.clamp r0,a,b", {{0x80000001, 31, 0, 0}, {0x80000001, 32, 0, 0}, {0x80000001, 0xffffffff, 0, 0}});

    // ---------------- vmad
    check("vmad.u32.u32.u32", "vmad.u32.u32.u32 r0,a,b,c", k_vmad_uuu, gen_edgy,
          {{"ISA pseudocode", [](const In& x) { return vmad(false, false, false, x.a, x.b, x.c, false, 0, 0, false); }}});
    check("vmad.s32.s32.s32", "vmad.s32.s32.s32 r0,a,b,c", k_vmad_sss, gen_edgy,
          {{"ISA pseudocode", [](const In& x) { return vmad(true, true, true, x.a, x.b, x.c, false, 0, 0, false); }}});
    check("vmad.po", "vmad.u32.u32.u32.po r0,a,b,c", k_vmad_po, gen_edgy,
          {{"a*b + c + 1", [](const In& x) { return vmad(false, false, false, x.a, x.b, x.c, true, 0, 0, false); }}});
    check("vmad.po.shr15 .h0", "vmad.s32.s32.s32.po.shr15 r0, a.h0, b.h0, c", k_vmad_po_shr15, gen_edgy,
          {{"(sext(a.h0)*sext(b.h0) + c + 1) >> 15 (arith)", [](const In& x) { return vmad(true, true, true, (u32)lane(x.a, 0, 16, true), (u32)lane(x.b, 0, 16, true), x.c, true, 0, 15, false); }}});
    check("vmad -a", "vmad.s32.u32.u32 r0, -a, b, c", k_vmad_nega, gen_edgy,
          {{"~(a*b) + sext(c) + 1 (ISA)", [](const In& x) { return vmad(false, false, true, x.a, x.b, x.c, false, 1, 0, false); }}});
    check("vmad -c", "vmad.s32.u32.u32 r0, a, b, -c", k_vmad_negc, gen_edgy,
          {{"a*b + sext(~c) + 1 (ISA)", [](const In& x) { return vmad(false, false, true, x.a, x.b, x.c, false, 2, 0, false); }}});
    check("vmad.shr15 s", "vmad.s32.s32.s32.shr15 r0,a,b,c", k_vmad_shr15_s, gen_edgy,
          {{"(a*b + c) >> 15 arithmetic (128-bit)", [](const In& x) { return vmad(true, true, true, x.a, x.b, x.c, false, 0, 15, false); }}});
    check("vmad.shr15 u", "vmad.u32.u32.u32.shr15 r0,a,b,c", k_vmad_shr15_u, gen_edgy,
          {{"(a*b + c) >> 15 (unsigned)", [](const In& x) { return vmad(false, false, false, x.a, x.b, x.c, false, 0, 15, false); }}});
    check("vmad.sat.shr7 s", "vmad.s32.s32.s32.sat.shr7 r0,a,b,c", k_vmad_shr7_sat_s, gen_edgy,
          {{"clamp_s32((a*b + c) >> 7)", [](const In& x) { return vmad(true, true, true, x.a, x.b, x.c, false, 0, 7, true); }}});
    check("vmad.sat u", "vmad.u32.u32.u32.sat r0,a,b,c", k_vmad_sat_u, gen_edgy,
          {{"clamp_u32(a*b + c)", [](const In& x) { return vmad(false, false, false, x.a, x.b, x.c, false, 0, 0, true); }}});
    check("vmad.s32.u32.u32.sat", "vmad.s32.u32.u32.sat r0,a,b,c", k_vmad_sat_s_uu, gen_edgy,
          {{"ISA: signedFinal=false -> clamp_u32(a*b + zext c)", [](const In& x) { return vmad(false, false, false, x.a, x.b, x.c, false, 0, 0, true); }},
           {"dtype s32 -> clamp_s32(a*b + zext c)", [](const In& x) {
                s128 t = (s128)(u32)x.a * (u32)x.b + (u32)x.c;
                return (u64)(u32)(t > INT32_MAX ? INT32_MAX : (s64)t); }}});
    check("vmad .h1 .h0 sat", "vmad.s32.s32.u32.sat r0, a.h1, b.h0, c", k_vmad_h_sat, gen_edgy,
          {{"clamp_s32(sext(a.h1)*zext(b.h0) + sext c)", [](const In& x) { return vmad(true, false, true, (u32)lane(x.a, 1, 16, true), (u32)lane(x.b, 0, 16, false), x.c, false, 0, 0, true); }}});

    // ---------------- second round
    auto hwclamp_dsel = [](s64 t, s64 mx) -> s64 { return (t >= 0 && t <= mx) ? t : mx; };
    check("vadd.s32.sat .b1", "vadd.s32.s32.s32.sat r0.b1, a.b0, b.b2, c", k2_vadd_s_sat_b1, gen_edgy,
          {{"ISA: clamp [-128,127], byte into c.b1", [](const In& x) { s64 t = clamp(lane(x.a, 0, 8, true) + lane(x.b, 2, 8, true), -128, 127); return (u64)(((u32)x.c & 0xffff00ffu) | (((u32)t & 0xff) << 8)); }},
           {"HW: t in [0,127] ? t : 127, byte into c.b1", [&](const In& x) { s64 t = hwclamp_dsel(lane(x.a, 0, 8, true) + lane(x.b, 2, 8, true), 127); return (u64)(((u32)x.c & 0xffff00ffu) | (((u32)t & 0xff) << 8)); }}});
    check("vadd.u32.s32.s32.sat .b0", "vadd.u32.s32.s32.sat r0.b0, a.b0, b.b2, c", k2_vadd_u_ss_sat_b0, gen_edgy,
          {{"ISA: clamp [0,255]", [](const In& x) { s64 t = clamp(lane(x.a, 0, 8, true) + lane(x.b, 2, 8, true), 0, 255); return (u64)(((u32)x.c & 0xffffff00u) | (u32)t); }},
           {"HW?: t in [0,255] ? t : 255", [&](const In& x) { s64 t = hwclamp_dsel(lane(x.a, 0, 8, true) + lane(x.b, 2, 8, true), 255); return (u64)(((u32)x.c & 0xffffff00u) | (u32)t); }}});
    check("vadd.s32 .h1 (no sat)", "vadd.s32.s32.s32 r0.h1, a.h0, b.b2, c", k2_vadd_s_h1, gen_edgy,
          {{"ISA: low 16 bits of t into c.h1", [](const In& x) { s64 t = lane(x.a, 0, 16, true) + lane(x.b, 2, 8, true); return (u64)(((u32)x.c & 0xffffu) | (((u32)t & 0xffff) << 16)); }},
           {"HW?: bits 31..16 of t into c.h1", [](const In& x) { s64 t = lane(x.a, 0, 16, true) + lane(x.b, 2, 8, true); return (u64)(((u32)x.c & 0xffffu) | ((u32)t & 0xffff0000u)); }}});
    check("vadd.u32 .h1 full words", "vadd.u32.u32.u32 r0.h1, a, b, c", k2_vadd_u_h1_full, gen_edgy,
          {{"ISA: low 16 bits of t into c.h1", [](const In& x) { u32 t = (u32)x.a + (u32)x.b; return (u64)(((u32)x.c & 0xffffu) | ((t & 0xffff) << 16)); }},
           {"HW?: bits 31..16 of t into c.h1", [](const In& x) { u32 t = (u32)x.a + (u32)x.b; return (u64)(((u32)x.c & 0xffffu) | (t & 0xffff0000u)); }}});
    check("vadd.u32 .h0 full words", "vadd.u32.u32.u32 r0.h0, a, b, c", k2_vadd_u_h0_full, gen_edgy,
          {{"low 16 bits of t into c.h0", [](const In& x) { u32 t = (u32)x.a + (u32)x.b; return (u64)(((u32)x.c & 0xffff0000u) | (t & 0xffff)); }}});
    check("vadd.u32 .b3 full words", "vadd.u32.u32.u32 r0.b3, a, b, c", k2_vadd_u_b3_full, gen_edgy,
          {{"ISA: low 8 bits of t into c.b3", [](const In& x) { u32 t = (u32)x.a + (u32)x.b; return (u64)(((u32)x.c & 0x00ffffffu) | ((t & 0xff) << 24)); }},
           {"HW?: bits 31..24 of t into c.b3", [](const In& x) { u32 t = (u32)x.a + (u32)x.b; return (u64)(((u32)x.c & 0x00ffffffu) | (t & 0xff000000u)); }}});
    check("vadd.u32.sat .h1", "vadd.u32.u32.u32.sat r0.h1, a.h0, b.h1, c", k2_vadd_u_sat_h1, gen_edgy,
          {{"ISA: clamp [0,65535] into c.h1", [](const In& x) { s64 t = clamp(lane(x.a, 0, 16, false) + lane(x.b, 1, 16, false), 0, 65535); return (u64)(((u32)x.c & 0xffffu) | ((u32)t << 16)); }},
           {"HW?: c.h1 = 0 (upper half of clamped value)", [](const In& x) { return (u64)((u32)x.c & 0xffffu); }}});
    check("vmax.s32.u32.s32.min (2)", "vmax.s32.u32.s32.min r0,a,b,c", k_vmax_s_us_min, gen_edgy,
          {{"HW?: min(max(zext a, sext b), sext c) in 64 bits, low 32", [](const In& x) { s64 t = (s64)(u32)x.a; s64 y = sx32((u32)x.b); t = t > y ? t : y; s64 c = sx32((u32)x.c); return (u64)(u32)(t < c ? t : c); }}});
    auto vmad_hw = [](s64 ta, s64 tb, u32 c, s64 lsb, int shr, int sat) -> u64 {
        s64 t = (s64)((u64)(ta * tb) + (u64)sx32(c) + (u64)lsb);
        t >>= shr;
        if (sat == 1) t = clamp(t, INT32_MIN, INT32_MAX);
        if (sat == 2) t = clamp(t, 0, UINT32_MAX);
        return (u32)t;
    };
    check("vmad.shr15 u (2)", "vmad.u32.u32.u32.shr15 r0,a,b,c", k_vmad_shr15_u, gen_edgy,
          {{"HW?: (s32 a * s32 b + sext c) >> 15", [&](const In& x) { return vmad_hw(sx32((u32)x.a), sx32((u32)x.b), (u32)x.c, 0, 15, 0); }}});
    check("vmad.sat u (2)", "vmad.u32.u32.u32.sat r0,a,b,c", k_vmad_sat_u, gen_edgy,
          {{"HW?: clamp_u32(s32 a * s32 b + sext c)", [&](const In& x) { return vmad_hw(sx32((u32)x.a), sx32((u32)x.b), (u32)x.c, 0, 0, 2); }}});
    check("vmad.s32.u32.u32.sat (2)", "vmad.s32.u32.u32.sat r0,a,b,c", k_vmad_sat_s_uu, gen_edgy,
          {{"HW?: clamp_u32(s32 a * s32 b + sext c)", [&](const In& x) { return vmad_hw(sx32((u32)x.a), sx32((u32)x.b), (u32)x.c, 0, 0, 2); }}});
    check("vmad.po.sat u", "vmad.u32.u32.u32.po.sat r0,a,b,c", k2_vmad_po_sat_u, gen_edgy,
          {{"ISA: clamp_u32(zext a*zext b + zext c + 1)", [](const In& x) { return vmad(false, false, false, x.a, x.b, x.c, true, 0, 0, true); }},
           {"HW?: clamp_u32(s32 a * s32 b + sext c + 1)", [&](const In& x) { return vmad_hw(sx32((u32)x.a), sx32((u32)x.b), (u32)x.c, 1, 0, 2); }}});
    check("vmad -a .sat", "vmad.s32.u32.u32.sat r0, -a, b, c", k2_vmad_nega_sat, gen_edgy,
          {{"ISA: clamp_s32(~(zext a*zext b) + sext c + 1)", [](const In& x) { return vmad(false, false, true, x.a, x.b, x.c, false, 1, 0, true); }},
           {"HW?: clamp_s32(-(s32 a * s32 b) + sext c)", [&](const In& x) { return vmad_hw(-sx32((u32)x.a), sx32((u32)x.b), (u32)x.c, 0, 0, 1); }}});
    check("vmad.shr7 u .b1 .b0", "vmad.u32.u32.u32.shr7 r0, a.b1, b.b0, c", k2_vmad_shr7_u_b, gen_edgy,
          {{"ISA: (a.b1*b.b0 + zext c) >> 7", [](const In& x) { return vmad(false, false, false, (u32)lane(x.a, 1, 8, false), (u32)lane(x.b, 0, 8, false), x.c, false, 0, 7, false); }},
           {"HW?: (a.b1*b.b0 + sext c) >> 7 (arith)", [&](const In& x) { return vmad_hw(lane(x.a, 1, 8, false), lane(x.b, 0, 8, false), (u32)x.c, 0, 7, 0); }}});
    printf("done\n");
    return 0;
}
