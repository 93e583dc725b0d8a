#!/usr/bin/env python3
"""Independent Python references for the corpus kernels.

For each kernel, one function makes deterministic inputs, computes the
expected outputs from the CUDA source's meaning (plain Python, hashlib, no
ptxjit), writes them under data/, and registers the launches.  Running
this file rewrites data/*.bin and cases.json (the kernels' mangled names
are looked up in ptx/*.ptx)."""
import hashlib, json, os, random, re, struct, sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data")
CASES = []
M32, M64 = (1 << 32) - 1, (1 << 64) - 1

def rng(name):
    return random.Random("corpus:" + name)

def wfile(fname, data):
    assert len(data) < 64 * 1024, fname
    with open(os.path.join(DATA, fname), "wb") as f:
        f.write(data)
    return "file:@/data/" + fname

def u32s(xs): return struct.pack("<%dI" % len(xs), *[x & M32 for x in xs])
def u64s(xs): return struct.pack("<%dQ" % len(xs), *[x & M64 for x in xs])
def s32s(xs): return struct.pack("<%di" % len(xs), *xs)
def un32(b): return list(struct.unpack("<%dI" % (len(b) // 4), b))
def rotl32(x, n): return ((x << n) | (x >> (32 - n))) & M32
def rotr32(x, n): return ((x >> n) | (x << (32 - n))) & M32
def rotl64(x, n): return ((x << n) | (x >> (64 - n))) & M64

def entries(ptx):
    path = os.path.join(HERE, "ptx", ptx)
    if not os.path.exists(path): return []
    return re.findall(r"\.entry\s+([A-Za-z0-9_$]+)", open(path).read())

def find_kernel(ptx, ident):
    es = entries(ptx)
    exact = [e for e in es if e == ident]
    if exact: return exact[0]
    # an Itanium-mangled name: _Z<len><ident>...
    m = [e for e in es if re.match(r"_Z(N\d+\w+)?%d%s" % (len(ident), re.escape(ident)), e) or re.search(r"\d+%s[A-Z]" % re.escape(ident), e)]
    if len(m) > 1:
        m = [e for e in m if e.startswith("_Z%d%s" % (len(ident), ident))] or m
    return m[0] if m else None

def case(name, module, kernel, grid, block, args, expect, origin, license, what,
         shared=0, sets=None, runs=True, note="", ptx=None):
    ptxs = ptx or [f"ptx/{module}.nvrtc.ptx", f"ptx/{module}.clang.ptx"]
    c = {"name": name, "module": module, "origin": origin, "license": license, "what": what,
         "ptx": ptxs,
         "kernel_nvrtc": find_kernel(os.path.basename(ptxs[0]), kernel) if len(ptxs) > 0 else None,
         "kernel_clang": find_kernel(os.path.basename(ptxs[1]), kernel) if len(ptxs) > 1 else None,
         "grid": list(grid) + [1] * (3 - len(grid)), "block": list(block) + [1] * (3 - len(block)),
         "shared": shared, "args": args, "expect": expect, "runs": runs, "note": note}
    if sets: c["sets"] = sets
    CASES.append(c)

def out(k, fname, data):
    wfile(fname, data)
    return {"dump": k, "file": "data/" + fname}

CUDA_SAMPLES = "NVIDIA/cuda-samples@c94ff366aed18c797b8a85dfaac7817b0228b420 "
BSD3 = "BSD-3-Clause"

# ---------------------------------------------------------------- histograms
def histogram64():
    r = rng("histogram64")
    n4 = 1024                      # uint4 elements
    words = [r.getrandbits(32) for _ in range(n4 * 4)]
    grid, block = 4, 64            # HISTOGRAM64_THREADBLOCK_SIZE = 64
    part = [[0] * 64 for _ in range(grid)]
    for pos in range(n4):
        b = (pos % (grid * block)) // block
        for w in words[4 * pos: 4 * pos + 4]:
            for sh in (2, 10, 18, 26):
                part[b][(w >> sh) & 0x3F] += 1
    flat = sum(part, [])
    org = CUDA_SAMPLES + "Samples/2_Concepts_and_Techniques/histogram/histogram64.cu"
    case("histogram64", "histogram64", "histogram64Kernel", [grid], [block],
         ["buf:u32[256]=zeros", "buf:u32[4096]=" + wfile("histogram64.in.bin", u32s(words)), "u32:%d" % n4],
         [out(0, "histogram64.partial.bin", u32s(flat))], org, BSD3,
         "64-bin byte histogram, per-thread u8 counters in shared memory, one partial histogram per block")
    total = [sum(part[b][i] for b in range(grid)) for i in range(64)]
    case("histogram64_merge", "histogram64", "mergeHistogram64Kernel", [64], [256],
         ["buf:u32[64]=zeros", "buf:u32[256]=file:@/data/histogram64.partial.bin", "u32:%d" % grid],
         [out(0, "histogram64.total.bin", u32s(total))], org, BSD3,
         "sums the partial histograms: one block per bin, shared-memory tree reduction")

def histogram256():
    r = rng("histogram256")
    n = 4096
    words = [r.getrandbits(32) for _ in range(n)]
    grid, block = 4, 192           # WARP_COUNT * WARP_SIZE
    part = [[0] * 256 for _ in range(grid)]
    for pos in range(n):
        b = (pos % (grid * block)) // block
        for sh in (0, 8, 16, 24):
            part[b][(words[pos] >> sh) & 0xFF] += 1
    org = CUDA_SAMPLES + "Samples/2_Concepts_and_Techniques/histogram/histogram256.cu"
    case("histogram256", "histogram256", "histogram256Kernel", [grid], [block],
         ["buf:u32[1024]=zeros", "buf:u32[4096]=" + wfile("histogram256.in.bin", u32s(words)), "u32:%d" % n],
         [out(0, "histogram256.partial.bin", u32s(sum(part, [])))], org, BSD3,
         "256-bin byte histogram with shared-memory atomicAdd per warp sub-histogram")
    total = [sum(part[b][i] for b in range(grid)) for i in range(256)]
    case("histogram256_merge", "histogram256", "mergeHistogram256Kernel", [256], [256],
         ["buf:u32[256]=zeros", "buf:u32[1024]=file:@/data/histogram256.partial.bin", "u32:%d" % grid],
         [out(0, "histogram256.total.bin", u32s(total))], org, BSD3,
         "sums the partial 256-bin histograms")


# ---------------------------------------------------------------- reductions
def reduction():
    r = rng("reduction")
    n = 4096
    xs = [r.getrandbits(32) for _ in range(n)]
    org = CUDA_SAMPLES + "Samples/2_Concepts_and_Techniques/reduction/reduction_kernel.cu"
    inp = wfile("reduction.in.bin", u32s(xs))
    for k, per_block, grid in [(0, 256, 16), (1, 256, 16), (2, 256, 16), (3, 512, 8), (4, 512, 8), (5, 512, 8), (6, None, 4), (7, None, 4)]:
        if per_block:
            sums = [sum(xs[b * per_block:(b + 1) * per_block]) & M32 for b in range(grid)]
        else:  # grid-stride: block b takes the chunks of 512 with (chunk % grid) == b
            sums = [sum(xs[e] for e in range(n) if (e // 512) % grid == b) & M32 for b in range(grid)]
        what = {0: "interleaved addressing with modulo", 1: "interleaved addressing, strided index", 2: "sequential addressing",
                3: "first add during global load", 4: "+ warp-synchronous last warp via tile shuffles", 5: "+ completely unrolled (template blockSize)",
                6: "+ multiple elements per thread (grid-stride)", 7: "+ __reduce_add_sync (redux.sync) and __ballot_sync"}[k]
        case("reduce%d" % k, "reduction", "reduce%d" % k, [grid], [256],
             ["buf:s32[4096]=" + inp, "buf:s32[%d]=zeros" % grid, "u32:%d" % n],
             [out(1, "reduce%d.out.bin" % k, u32s(sums))], org, BSD3,
             "int sum reduction, " + what, shared=1024)

# ---------------------------------------------------------------- scans
def scan():
    r = rng("scan")
    n = 4096
    xs = [r.randrange(0, 1 << 20) for _ in range(n)]
    org = CUDA_SAMPLES + "Samples/2_Concepts_and_Techniques/scan/scan.cu"
    seg = []
    for b in range(4):
        acc = 0
        for v in xs[b * 1024:(b + 1) * 1024]:
            seg.append(acc & M32); acc += v
    case("scan_exclusive_shared", "scan", "scanExclusiveShared", [4], [256],
         ["buf:u32[4096]=zeros", "buf:u32[4096]=" + wfile("scan.in.bin", u32s(xs)), "u32:1024"],
         [out(0, "scan.seg.bin", u32s(seg))], org, BSD3,
         "exclusive prefix sum of 1024-element segments (uint4 per thread, shared-memory Hillis-Steele)")
    tops = [(seg[1023 + 1024 * p] + xs[1023 + 1024 * p]) & M32 for p in range(4)]
    buf = [sum(tops[:p]) & M32 for p in range(4)]
    case("scan_exclusive_shared2", "scan", "scanExclusiveShared2", [1], [256],
         ["buf:u32[4]=zeros", "buf:u32[4096]=file:@/data/scan.seg.bin", "buf:u32[4096]=file:@/data/scan.in.bin", "u32:4", "u32:4"],
         [out(0, "scan.top.bin", u32s(buf))], org, BSD3,
         "exclusive scan of the segments' totals")
    full = [(seg[i] + buf[i // 1024]) & M32 for i in range(n)]
    case("scan_uniform_update", "scan", "uniformUpdate", [4], [256],
         ["buf:u32[4096]=file:@/data/scan.seg.bin", "buf:u32[4]=file:@/data/scan.top.bin"],
         [out(0, "scan.full.bin", u32s(full))], org, BSD3,
         "adds each segment's offset: the full exclusive scan")

def shfl_scan():
    r = rng("shfl_scan")
    n = 1024
    xs = [r.randrange(-1000, 1000) for _ in range(n)]
    org = CUDA_SAMPLES + "Samples/2_Concepts_and_Techniques/shfl_scan/shfl_scan.cu"
    res, parts = [], []
    for b in range(4):
        acc = 0
        for v in xs[b * 256:(b + 1) * 256]:
            acc += v; res.append(acc)
        parts.append(acc)
    case("shfl_scan", "shfl_scan", "shfl_scan_test", [4], [256],
         ["buf:s32[1024]=" + wfile("shfl_scan.in.bin", s32s(xs)), "s32:32", "buf:s32[4]=zeros"],
         [out(0, "shfl_scan.block.bin", s32s(res)), out(2, "shfl_scan.partial.bin", s32s(parts))], org, BSD3,
         "block-wide inclusive scan with __shfl_up_sync (warp scan, then scan of warp sums)", shared=32)
    incl = [sum(parts[:b + 1]) for b in range(4)]
    final = res[:256] + [res[i] + incl[i // 256 - 1] for i in range(256, n)]
    case("shfl_scan_uniform_add", "shfl_scan", "uniform_add", [4], [256],
         ["buf:s32[1024]=file:@/data/shfl_scan.block.bin", "buf:s32[4]=" + wfile("shfl_scan.incl.bin", s32s([0] + incl[:3])), "s32:1023"],
         [out(0, "shfl_scan.full.bin", s32s(final))], org, BSD3,
         "adds the scanned block sums (launched on all 4 blocks with a leading 0 instead of the sample's d_data + blockSize)")

# ---------------------------------------------------------------- sorting
def sort_cases():
    r = rng("sort")
    keys = r.sample(range(1 << 32), 2048)
    vals = list(range(2048))
    kin = wfile("sort.keys.bin", u32s(keys)); vin = wfile("sort.vals.bin", u32s(vals))
    def chunks(desc):
        ok, ov = [], []
        for b in range(2):
            pairs = sorted(zip(keys[b * 1024:(b + 1) * 1024], vals[b * 1024:(b + 1) * 1024]), reverse=desc)
            ok += [p[0] for p in pairs]; ov += [p[1] for p in pairs]
        return ok, ov
    for mod, kern, org, block in [
            ("bitonic_sort", "bitonicSortShared", "Samples/2_Concepts_and_Techniques/sortingNetworks/bitonicSort.cu", 512),
            ("oddeven_merge_sort", "oddEvenMergeSortShared", "Samples/2_Concepts_and_Techniques/sortingNetworks/oddEvenMergeSort.cu", 512)]:
        for d in (1, 0):
            ok, ov = chunks(d == 0)
            nm = "%s_%s" % (mod, "asc" if d else "desc")
            case(nm, mod, kern, [2], [block],
                 ["buf:u32[2048]=zeros", "buf:u32[2048]=zeros", "buf:u32[2048]=" + kin, "buf:u32[2048]=" + vin, "u32:1024", "u32:%d" % d],
                 [out(0, nm + ".keys.bin", u32s(ok)), out(1, nm + ".vals.bin", u32s(ov))], CUDA_SAMPLES + org, BSD3,
                 "key-value sorting network over 1024-element batches in shared memory (" + ("ascending" if d else "descending") + ")")
    ok, ov = chunks(False)
    case("merge_sort_shared", "merge_sort", "mergeSortSharedKernel", [2], [512],
         ["buf:u32[2048]=zeros", "buf:u32[2048]=zeros", "buf:u32[2048]=" + kin, "buf:u32[2048]=" + vin, "u32:1024"],
         [out(0, "merge_sort.keys.bin", u32s(ok)), out(1, "merge_sort.vals.bin", u32s(ov))],
         CUDA_SAMPLES + "Samples/0_Introduction/mergeSort/mergeSort.cu", BSD3,
         "bottom-level merge sort of 1024-element batches in shared memory (binary-search ranks)")

def inline_ptx():
    case("inline_ptx_laneid", "inline_ptx", "sequence_gpu", [4], [96],
         ["buf:s32[400]=zeros", "s32:380"],
         [out(0, "inline_ptx.out.bin", s32s([(i % 96) % 32 if i < 380 else 0 for i in range(400)]))],
         CUDA_SAMPLES + "Samples/2_Concepts_and_Techniques/inlinePTX/inlinePTX.cu", BSD3,
         "inline PTX reading %laneid")

def transpose():
    r = rng("transpose")
    w = h = 64
    bits = [(r.randrange(1, 255) << 23) | r.getrandbits(23) | (r.getrandbits(1) << 31) for _ in range(w * h)]  # normal floats
    inp = wfile("transpose.in.bin", u32s(bits))
    tr = [bits[(i % h) * w + i // h] for i in range(w * h)]
    org = CUDA_SAMPLES + "Samples/6_Performance/transpose/transpose.cu"
    for kern, expect, what in [("copy", bits, "tiled copy (baseline)"), ("copySharedMem", bits, "tiled copy through shared memory"),
                               ("transposeNaive", tr, "naive transpose"), ("transposeCoalesced", tr, "coalesced transpose via shared tile"),
                               ("transposeNoBankConflicts", tr, "padded shared tile"), ("transposeDiagonal", tr, "diagonal block reordering")]:
        case("transpose_" + kern, "transpose", kern, [2, 2], [32, 16],
             ["buf:f32[4096]=zeros", "buf:f32[4096]=" + inp, "s32:64", "s32:64"],
             [out(0, "transpose.%s.bin" % ("copy" if expect is bits else "t"), u32s(expect))], org, BSD3,
             "64x64 float matrix " + what + " (data moved, no arithmetic)")

def thread_fence_reduction():
    case("thread_fence_reduction", "thread_fence_reduction", "reduceSinglePass", [1], [1], [], [],
         CUDA_SAMPLES + "Samples/2_Concepts_and_Techniques/threadFenceReduction/threadFenceReduction_kernel.cuh", BSD3,
         "float single-pass reduction with __threadfence and atomicInc on a __device__ counter (load only: float)", runs=False)

# ---------------------------------------------------------------- hashes
HASHALGOS = "mochimodev/cuda-hashing-algos@5f80d58c10dbf9d3fcd502fee8118e49fddc593a "
PD = "Public domain"

KECCAK_RC = [0x0000000000000001, 0x0000000000008082, 0x800000000000808a, 0x8000000080008000, 0x000000000000808b, 0x0000000080000001,
             0x8000000080008081, 0x8000000000008009, 0x000000000000008a, 0x0000000000000088, 0x0000000080008009, 0x000000008000000a,
             0x000000008000808b, 0x800000000000008b, 0x8000000000008089, 0x8000000000008003, 0x8000000000008002, 0x8000000000000080,
             0x000000000000800a, 0x800000008000000a, 0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008]
def keccak_f(A):
    rot = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61], [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]]
    for rc in KECCAK_RC:
        C = [A[x] ^ A[x + 5] ^ A[x + 10] ^ A[x + 15] ^ A[x + 20] for x in range(5)]
        D = [C[(x - 1) % 5] ^ rotl64(C[(x + 1) % 5], 1) for x in range(5)]
        A = [A[i] ^ D[i % 5] for i in range(25)]
        B = [0] * 25
        for x in range(5):
            for y in range(5):
                B[y + 5 * ((2 * x + 3 * y) % 5)] = rotl64(A[x + 5 * y], rot[x][y]) if rot[x][y] else A[x + 5 * y]
        A = [B[i] ^ ((~B[(i % 5 + 1) % 5 + 5 * (i // 5)]) & B[(i % 5 + 2) % 5 + 5 * (i // 5)]) for i in range(25)]
        A[0] ^= rc
    return A
def keccak(msg, rate, dsbyte, outlen):
    msg = bytearray(msg) + bytes([dsbyte])
    while len(msg) % rate: msg.append(0)
    msg[-1] |= 0x80
    A = [0] * 25
    for off in range(0, len(msg), rate):
        for i in range(rate // 8):
            A[i] ^= int.from_bytes(msg[off + 8 * i: off + 8 * i + 8], "little")
        A = keccak_f(A)
    return b"".join(a.to_bytes(8, "little") for a in A)[:outlen]
assert keccak(b"abc", 136, 0x06, 32) == hashlib.sha3_256(b"abc").digest()  # the permutation is right

def hashes():
    r = rng("hashes")
    n, inlen = 64, 100
    msgs = [bytes(r.getrandbits(8) for _ in range(inlen)) for _ in range(n)]
    inp = wfile("hash.in.bin", b"".join(msgs))
    for mod, kern, fn, dl in [("md5", "kernel_md5_hash", hashlib.md5, 16), ("sha1", "kernel_sha1_hash", hashlib.sha1, 20),
                              ("sha256", "kernel_sha256_hash", hashlib.sha256, 32)]:
        case(mod, mod, kern, [2], [32],
             ["buf:u8[6400]=" + inp, "u32:%d" % inlen, "buf:u8[%d]=zeros" % (n * dl), "u32:%d" % n],
             [out(2, mod + ".out.bin", b"".join(fn(m).digest() for m in msgs))], HASHALGOS + mod + ".cu", PD,
             "%s of 64 messages of 100 bytes, one per thread (context struct in local memory)" % mod.upper())
    case("keccak256", "keccak", "kernel_keccak_hash", [2], [32],
         ["buf:u8[6400]=" + inp, "u32:%d" % inlen, "buf:u8[2048]=zeros", "u32:%d" % n, "u32:32"],
         [out(2, "keccak256.out.bin", b"".join(keccak(m, 136, 0x01, 32) for m in msgs))], HASHALGOS + "keccak.cu", PD,
         "Keccak-256 (original padding, as Ethereum) of 64 messages, 64-bit rotations, memcpy/memset on a local context")
    key = bytes(range(32))
    ctx = bytearray(424)
    struct.pack_into("<I", ctx, 0, 32)          # digestlen
    ctx[4:36] = key                             # key
    struct.pack_into("<I", ctx, 68, 32)         # keylen
    ctx[72:104] = key                           # buff
    iv = [0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
          0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179]
    chain = [iv[0] ^ (32 | (32 << 8) | 0x1010000)] + iv[1:]
    ctx[200:264] = u64s(chain)
    struct.pack_into("<I", ctx, 392, 128)       # pos
    case("blake2b", "blake2b", "kernel_blake2b_hash", [2], [32],
         ["buf:u8[6400]=" + inp, "u32:%d" % inlen, "buf:u8[2048]=zeros", "u32:%d" % n, "u32:32"],
         [out(2, "blake2b.out.bin", b"".join(hashlib.blake2b(m, key=key, digest_size=32).digest() for m in msgs))],
         HASHALGOS + "blake2b.cu", PD,
         "keyed BLAKE2b-256; the host-initialised context is a __constant__ struct (set with --set c_CTX)",
         sets=["c_CTX=" + wfile("blake2b.ctx.bin", bytes(ctx))])

# ---------------------------------------------------------------- fields
SPPARK = "supranational/sppark@17278d74295392f9813f009300b257a688422b7a "
def fields():
    r = rng("fields")
    P = 0xffffffff00000001
    edge = [0, 1, 2, P - 1, P - 2, 1 << 32, (1 << 32) - 1, (1 << 63), P >> 1, 0xfffffffe00000002]
    n = 64
    a = edge + [r.randrange(P) for _ in range(n - len(edge))]
    b = list(reversed(edge)) + [r.randrange(P) for _ in range(n - len(edge))]
    res = []
    for x, y in zip(a, b):
        res += [(x + y) % P, (x - y) % P, x * y % P, pow(x, 5, P)]
    case("gl64_field", "gl64_field", "gl64_ops", [2], [32],
         ["buf:u64[256]=zeros", "buf:u64[64]=" + wfile("gl64.a.bin", u64s(a)), "buf:u64[64]=" + wfile("gl64.b.bin", u64s(b)), "u32:%d" % n],
         [out(0, "gl64.out.bin", u64s(res))], SPPARK + "ff/gl64_t.cuh (wrapper kernel written for the corpus)", "Apache-2.0",
         "Goldilocks add/sub/mul/pow with inline-PTX carry chains (add.cc, addc, sub.cc, mul.hi, predicated movs)")
    Q = 0x78000001
    edge = [0, 1, 2, Q - 1, Q - 2, 1 << 27, (1 << 31) - 1 - (1 << 27), Q >> 1]
    a = edge + [r.randrange(Q) for _ in range(n - len(edge))]
    b = list(reversed(edge)) + [r.randrange(Q) for _ in range(n - len(edge))]
    res = []
    Rinv = pow(1 << 32, -1, Q)
    for ra, rb in zip(a, b):   # the kernel loads raw Montgomery values (bb31_t(uint32_t) keeps them as is)
        x, y = ra * Rinv % Q, rb * Rinv % Q
        res += [(x + y) % Q, (x - y) % Q, x * y % Q, (x * x * y - y) % Q]
    case("bb31_field", "bb31_field", "bb31_ops", [2], [32],
         ["buf:u32[256]=zeros", "buf:u32[64]=" + wfile("bb31.a.bin", u32s(a)), "buf:u32[64]=" + wfile("bb31.b.bin", u32s(b)), "u32:%d" % n],
         [out(0, "bb31.out.bin", u32s(res))], SPPARK + "ff/baby_bear.hpp, ff/mont32_t.cuh (wrapper kernel written for the corpus)", "Apache-2.0",
         "BabyBear Montgomery arithmetic (mul.lo/mul.hi/mad, setp+predicated add/sub)")


# ---------------------------------------------------------------- stream cipher, CRC
def chacha20_block(st):
    x = list(st)
    def qr(a, b, c, d):
        x[a] = (x[a] + x[b]) & M32; x[d] = rotl32(x[d] ^ x[a], 16)
        x[c] = (x[c] + x[d]) & M32; x[b] = rotl32(x[b] ^ x[c], 12)
        x[a] = (x[a] + x[b]) & M32; x[d] = rotl32(x[d] ^ x[a], 8)
        x[c] = (x[c] + x[d]) & M32; x[b] = rotl32(x[b] ^ x[c], 7)
    for _ in range(10):
        qr(0, 4, 8, 12); qr(1, 5, 9, 13); qr(2, 6, 10, 14); qr(3, 7, 11, 15)
        qr(0, 5, 10, 15); qr(1, 6, 11, 12); qr(2, 7, 8, 13); qr(3, 4, 9, 14)
    return [(a + b) & M32 for a, b in zip(x, st)]
# RFC 8439 section 2.3.2 test vector
_tv = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574, 0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c,
       0x13121110, 0x17161514, 0x1b1a1918, 0x1f1e1d1c, 0x00000001, 0x09000000, 0x4a000000, 0x00000000]
assert chacha20_block(_tv)[0] == 0xe4e7f110

def chacha20():
    r = rng("chacha20")
    n = 128
    states = []
    for i in range(n):
        states += _tv[:4] + [r.getrandbits(32) for _ in range(8)] + [i, r.getrandbits(32), r.getrandbits(32), r.getrandbits(32)]
    outs = []
    for i in range(n):
        outs += chacha20_block(states[16 * i:16 * i + 16])
    case("chacha20_block_with_shuffle", "chacha20_prng", "chacha20_block_with_shuffle", [2], [256],
         ["buf:u32[2048]=zeros", "buf:u32[2048]=" + wfile("chacha20.in.bin", u32s(states)), "u32:512"],
         [out(0, "chacha20.out.bin", u32s(outs))], "DPBayes/jax-chacha-prng@85a3916c8bb4c174b1d0b17d69ee5b9bafcb935b lib/gpu_kernel.gpu.cpp",
         "Apache-2.0", "ChaCha20 block function, 4 threads per state exchanging words with __shfl_sync(width 4)")

def crc32():
    import zlib
    r = rng("crc32")
    data = bytes(r.getrandbits(8) for _ in range(1000))
    inp = wfile("crc32.in.bin", data)
    c = zlib.crc32(data)
    # The "tableless2" kernels, as written with `uint crc`, shift logically:
    # ((crc << k) >> 31) is 0 or 1, not the all-ones mask of the signed
    # original (Stephan Brumme's crc32_1byte_tableless2 uses int32_t), so
    # they do not compute CRC-32.  The reference follows the code as written.
    POLY = 0xEDB88320
    def t2(prev):
        crc = ~prev & M32
        for byte in data:
            crc ^= byte
            bit = lambda k: ((crc << k) & M32) >> 31
            cc = (bit(31) & ((POLY >> 7) ^ (POLY >> 1))) ^ (bit(30) & ((POLY >> 6) ^ POLY)) ^ (bit(29) & (POLY >> 5)) \
                 ^ (bit(28) & (POLY >> 4)) ^ (bit(27) & (POLY >> 3)) ^ (bit(26) & (POLY >> 2)) ^ (bit(25) & (POLY >> 1)) ^ (bit(24) & POLY)
            crc = (crc >> 8) ^ cc
        return crc
    c2 = t2(0)
    org = "bensuperpc/BenLib@0188aaec89c7680cdf553cd64fbda005074ac2e3 lib/CUDA/kernel/crc.cu"
    for kern, val, what in [("CRC32_byte_tableless_kernel", c, "CRC-32"), ("JAMCRC_byte_tableless_kernel", c ^ M32, "JAMCRC"),
                            ("CRC32_byte_tableless2_kernel", c2 ^ M32, "'CRC-32' second formulation (not a CRC as written: unsigned shifts)"), ("JAMCRC_byte_tableless2_kernel", c2, "'JAMCRC' second formulation (as above)")]:
        case("crc32_" + kern.replace("_kernel", "").lower(), "crc32", kern, [1], [1],
             ["buf:u8[1000]=" + inp, "u64:1000", "u32:0", "buf:u32[1]=zeros"],
             [out(3, "crc32.%s.bin" % kern.lower(), u32s([val]))], org, "MIT",
             what + " of 1000 bytes, table-less bytewise (shifts, multiplies by constants), one thread")

def texture_modules():
    case("stereo_disparity", "stereo_disparity", "stereoDisparityKernel", [1], [1], [], [],
         CUDA_SAMPLES + "Samples/5_Domain_Specific/stereoDisparity/stereoDisparity_kernel.cuh", BSD3,
         "stereo block matching: tex2D<unsigned int> fetches, __usad4 via inline vabsdiff4 (load only: textures)", runs=False,
         ptx=["ptx/stereo_disparity.nvrtc.ptx"], note="clang-19 without the CUDA headers has no cudaTextureObject_t/tex2D")
    case("bls12_381_fp", "bls12_381_fp", "fp_ops", [1], [1], [], [],
         SPPARK + "ff/mont_t.cuh, ff/bls12-381.hpp (wrapper kernel written for the corpus)", "Apache-2.0",
         "BLS12-381 base-field Montgomery add/sub/mul (12x32-bit madc chains)", runs=False,
         note="neither compiler builds it: NVRTC 12.9 rejects mont_t.cuh's `size_t n=n` default arguments "
              "('a parameter is not allowed'), clang-19 rejects them too and sppark's `%name` inline-asm predicates")
    case("sobel_tex", "sobel_tex", "SobelTex", [1], [1], [], [],
         CUDA_SAMPLES + "Samples/5_Domain_Specific/SobelFilter/SobelFilter_kernels.cu", BSD3,
         "Sobel edge filter on u8 pixels: tex2D<unsigned char>, shared-memory tiles, float scale (load only: textures, float)", runs=False,
         ptx=["ptx/sobel_tex.nvrtc.ptx"], note="clang-19 without the CUDA headers has no cudaTextureObject_t/tex2D")


def ethash_keccak():
    r = rng("ethash_keccak")
    n = 64
    items = [bytes(r.getrandbits(8) for _ in range(64)) for _ in range(n)]
    case("ethash_sha3_512", "ethash_keccak", "keccak512_64", [2], [32],
         ["buf:u8[4096]=" + wfile("ethash_keccak.in.bin", b"".join(items)), "u32:%d" % n],
         [out(0, "ethash_keccak.out.bin", b"".join(keccak(m, 72, 0x01, 64) for m in items))],
         "ethereum-mining/ethminer@8eaf50ab3baad9a1747e04dc295793d46740dcae libethash-cuda/keccak.cuh, cuda_helper.h (wrapper kernel written for the corpus)",
         "GPL-3.0", "Keccak-512 (ethash's SHA3_512) of 64-byte items on uint2 lanes: ROL2 via shf/prmt inline PTX, __ldg of __constant__ round constants")


# ---------------------------------------------------------------- AES (FIPS-197)
def _gmul(a, b):
    r = 0
    while b:
        if b & 1: r ^= a
        a = ((a << 1) ^ (0x1B if a & 0x80 else 0)) & 0xFF
        b >>= 1
    return r
def _sbox():
    inv = [0] + [next(y for y in range(1, 256) if _gmul(x, y) == 1) for x in range(1, 256)]
    def rotl8(x, n): return ((x << n) | (x >> (8 - n))) & 0xFF
    return [b ^ rotl8(b, 1) ^ rotl8(b, 2) ^ rotl8(b, 3) ^ rotl8(b, 4) ^ 0x63 for b in inv]   # FIPS-197 5.1.1
AES_SBOX = _sbox()
def aes_key_expansion(key):          # FIPS-197 5.2, Nk words -> 4*(Nr+1) words (as 4-byte lists)
    nk = len(key) // 4; nr = nk + 6
    w = [list(key[4 * i:4 * i + 4]) for i in range(nk)]
    rcon = 1
    for i in range(nk, 4 * (nr + 1)):
        t = list(w[i - 1])
        if i % nk == 0:
            t = [AES_SBOX[b] for b in t[1:] + t[:1]]; t[0] ^= rcon; rcon = _gmul(rcon, 2)
        elif nk > 6 and i % nk == 4:
            t = [AES_SBOX[b] for b in t]
        w.append([a ^ b for a, b in zip(w[i - nk], t)])
    return w
def aes_encrypt(key, block):         # FIPS-197 5.1: state[r][c] = in[r + 4c]
    w = aes_key_expansion(key); nr = len(w) // 4 - 1
    st = [[block[r + 4 * c] for c in range(4)] for r in range(4)]
    def ark(rd):
        for c in range(4):
            for r in range(4): st[r][c] ^= w[4 * rd + c][r]
    ark(0)
    for rd in range(1, nr + 1):
        for r in range(4):
            st[r] = [AES_SBOX[b] for b in st[r]]
            st[r] = st[r][r:] + st[r][:r]                       # ShiftRows
        if rd != nr:                                            # MixColumns
            for c in range(4):
                a = [st[r][c] for r in range(4)]
                for r in range(4):
                    st[r][c] = _gmul(a[r], 2) ^ _gmul(a[(r + 1) % 4], 3) ^ a[(r + 2) % 4] ^ a[(r + 3) % 4]
        ark(rd)
    return bytes(st[r][c] for c in range(4) for r in range(4))
# FIPS-197 appendix C.1
assert aes_encrypt(bytes(range(16)), bytes.fromhex("00112233445566778899aabbccddeeff")).hex() == "69c4e0d86a7b0430d8cdb78070b4c55a"

def aes128_ctr():
    r = rng("aes128_ctr")
    key = bytes(r.getrandbits(8) for _ in range(16))
    pt = [r.getrandbits(32), r.getrandbits(32), r.getrandbits(32), r.randrange(0, 0xF0000000)]
    rk = [int.from_bytes(bytes(x), "big") for x in aes_key_expansion(key)]
    s = AES_SBOX
    t0 = [(_gmul(x, 2) << 24) | (x << 16) | (x << 8) | _gmul(x, 3) for x in s]   # Te0, as the project's T0
    t4 = [x * 0x01010101 for x in s]                                            # S-box in every byte (the project's T4)
    count, threads = 1024, 512
    ct = []
    for k in range(count):
        blk = b"".join(v.to_bytes(4, "big") for v in pt[:3] + [(pt[3] + k) & M32])
        c = aes_encrypt(key, blk)
        ct += [int.from_bytes(c[4 * i:4 * i + 4], "big") for i in range(4)]
    case("aes128_ctr", "aes128_ctr", "fileEncryption128counterWithOneTableExtendedSharedMemoryBytePermPartlyExtendedSBox", [2], [256],
         ["buf:u32[4]=" + wfile("aes128.pt.bin", u32s(pt)), "buf:u32[4096]=zeros", "buf:u32[44]=" + wfile("aes128.rk.bin", u32s(rk)),
          "buf:u32[256]=" + wfile("aes.t0.bin", u32s(t0)), "buf:u32[256]=" + wfile("aes.t4.bin", u32s(t4)),
          "buf:u32[1]=%d" % count, "buf:u32[1]=%d" % threads],
         [out(1, "aes128_ctr.ct.bin", u32s(ct))], "burcel/aes-cuda@0c6203be90308457769687db40022866977a047c aes-cuda/file-encryption.cuh", "MIT",
         "AES-128 CTR, 1024 blocks: T-table in 40 KB of shared memory replicated per bank, rotations by __byte_perm, S-box last round")

def reduction_multiblock_cg():
    r = rng("reduction_multiblock_cg")
    n, grid, block = 4096, 4, 128
    xs = [r.randrange(0, 1000) for _ in range(n)]     # small integers: every float/double sum is exact, in any order
    part = [sum(xs[i] for i in range(n) if (i // block) % grid == b) for b in range(grid)]
    res = [sum(part)] + part[1:]
    f32 = lambda v: struct.pack("<%df" % len(v), *v)
    case("reduction_multiblock_cg", "reduction_multiblock_cg", "reduceSinglePassMultiBlockCG", [grid], [block],
         ["buf:u32[4096]=" + wfile("reduction_mbcg.in.bin", f32(xs)), "buf:u32[4]=zeros", "u32:%d" % n],
         [out(1, "reduction_mbcg.out.bin", f32(res))],
         CUDA_SAMPLES + "Samples/2_Concepts_and_Techniques/reductionMultiBlockCG/reductionMultiBlockCG.cu", BSD3,
         "single-pass float sum (double in shared memory) with cg::this_grid().sync() from the real CUDA 12.9 cooperative_groups.h (reads %envreg1/%envreg2 for the grid workspace); inputs are small integers so the float sums are exact",
         shared=block * 8, note="clang-19 without the CUDA headers has no <cooperative_groups.h>; NVRTC needs CCCL's <nv/target> (build.py CORPUS_CCCL_INC)")

# ---------------------------------------------------------------- secp256k1 field (GPU key search projects)
SECP_P = 2**256 - 2**32 - 977
M256 = (1 << 256) - 1
def secp256k1_bitcrack():
    r = rng("secp256k1_bitcrack")
    P = SECP_P
    T = 32                                            # gridDim.x * blockDim.x
    edge_a = [1, 2, P - 1, P - 2, 1 << 255, (1 << 224) - 1, P >> 1, 0x1000003d1, P - 0x1000003d1, 3]
    edge_b = [P - 1, 1, P - 1, 3, (1 << 255) + 5, 1, (P >> 1) + 1, P - 0x1000003d1, P - 1, 0]
    a = edge_a + [r.randrange(1, P) for _ in range(T - len(edge_a))]
    b = edge_b + [r.randrange(P) for _ in range(T - len(edge_b))]
    def words(x): return [(x >> (32 * (7 - i))) & M32 for i in range(8)]    # word 0 most significant
    def layout(vals):                                 # readInt/writeInt: word i of thread t at [t + i*T]
        ws = [words(v) for v in vals]
        return [ws[t][i] for i in range(8) for t in range(T)]
    def add_mod(x, y):                                # addModP as written: subtracts P only if carry or c > P
        c = x + y; carry = c >> 256; c &= M256
        return (c - P) & M256 if carry or c > P else c
    def neg_mod(x):                                   # negModP as written: the borrow runs from word 0 (the most significant) to word 7
        pw, xw, res, bor = words(P), words(x), [], 0
        for i in range(8):
            d = pw[i] - xw[i] - bor; res.append(d & M32); bor = 1 if d < 0 else 0
        return sum(w << (32 * (7 - i)) for i, w in enumerate(res))
    outs = [[add_mod(x, y) for x, y in zip(a, b)], [(x - y) % P for x, y in zip(a, b)], [x * y % P for x, y in zip(a, b)],
            [x * x % P for x in a], [neg_mod(x) for x in a], [pow(x, P - 2, P) for x in a]]
    flat = sum((layout(o) for o in outs), [])
    case("secp256k1_bitcrack", "secp256k1_bitcrack", "secp256k1_field_ops", [2], [16],
         ["buf:u32[%d]=zeros" % len(flat), "buf:u32[256]=" + wfile("secp_bc.a.bin", u32s(layout(a))), "buf:u32[256]=" + wfile("secp_bc.b.bin", u32s(layout(b)))],
         [out(0, "secp_bc.out.bin", u32s(flat))],
         "brichard19/BitCrack@6bf8059ef075eb1622298395866b0bd02375e1d9 cudaMath/secp256k1.cuh, cudaMath/ptx.cuh (wrapper kernel written for the corpus)", "MIT",
         "secp256k1 field add/sub/mul/square/neg/inverse (Fermat, ~500 mulModP) on 8x32-bit big-endian limbs: inline-PTX add.cc/addc/sub.cc/subc/mad.lo.cc/madc.hi.cc chains split across separate asm statements",
         note="negModP runs its borrow chain from the most significant word down (as written), the reference does the same; addModP leaves a+b == p unreduced (as written)")

def secp256k1_vanity():
    r = rng("secp256k1_vanity")
    P, K = SECP_P, 0x1000003D1
    nb, bd = 2, 16
    edge_a = [1, 2, P - 1, P - 2, 1 << 255, (1 << 192) - 1, P >> 1, K, 7, P - K]
    edge_b = [P - 1, P - 1, P - 1, 3, (1 << 255) + 5, 1, (P >> 1) + 1, P - K, 0, P - 1]
    n = nb * bd
    a = edge_a + [r.randrange(1, P) for _ in range(n - len(edge_a))]
    b = edge_b + [r.randrange(P) for _ in range(n - len(edge_b))]
    def layout(vals):                                 # Load256A/Store256A per block: limb k of thread i at [k*blockDim + i]
        res = []
        for blk in range(nb):
            for k in range(4):
                res += [(vals[blk * bd + i] >> (64 * k)) & M64 for i in range(bd)]
        return res
    def modmult(x, y):                                # _ModMult: 512 -> 320 -> 256 bits with 2^256 = 0x1000003D1 (mod p), not canonical
        pr = x * y; lo, hi = pr & M256, pr >> 256
        t = hi * K; s_ = lo + (t & M256)
        t4 = (t >> 256) + (s_ >> 256)
        return ((s_ & M256) + t4 * K) & M256
    def modsub(x, y):                                 # ModSub256: add p back on borrow (mod 2^256)
        d = x - y
        return (d + P) & M256 if d < 0 else d
    outs = [[modmult(x, y) for x, y in zip(a, b)], [modmult(y, x) for x, y in zip(a, b)], [modsub(x, y) for x, y in zip(a, b)],
            [(P - x) & M256 for x in a], [pow(x, -1, P) for x in a]]
    # as written the last carry is dropped: for the edge pair (p - 0x1000003d1, p - 1) the result is off by 2^256 (not congruent); the reference keeps that
    flat = sum((layout(o) for o in outs), [])
    case("secp256k1_vanity", "secp256k1_vanity", "vanity_field_ops", [nb], [bd],
         ["buf:u64[%d]=zeros" % len(flat), "buf:u64[128]=" + wfile("secp_vs.a.bin", u64s(layout(a))), "buf:u64[128]=" + wfile("secp_vs.b.bin", u64s(layout(b)))],
         [out(0, "secp_vs.out.bin", u64s(flat))],
         "JeanLucPons/VanitySearch@c8d48ce5f03f5357c0e87cbdb3e1e93cd50af88b GPU/GPUMath.h (wrapper kernel written for the corpus)", "GPL-3.0",
         "secp256k1 field mul (two variants), sub, neg and the __noinline__ Bernstein-Yang divstep-62 inverse on 4x64-bit limbs: add.cc/addc/sub.cc.u64, mad.hi.cc/madc.hi.u64/madc.hi.s64 chains across asm statements, brev/clz.b64 ctz",
         note="_ModMult's result is only reduced below 2^256 (as written); the reference models its two reduction steps")

def sobol_qrng():
    r = rng("sobol_qrng")
    n_vectors, dims = 1000, 2
    # any 32 direction numbers per dimension (the kernel is XOR-linear in them); the sample's come from Joe-Kuo tables
    v = [[r.getrandbits(32) for _ in range(32)] for _ in range(dims)]
    res = []
    for d in range(dims):
        for i in range(n_vectors):
            g, x, k = i ^ (i >> 1), 0, 0
            while g:
                if g & 1: x ^= v[d][k]
                g >>= 1; k += 1
            res.append(struct.unpack("<f", struct.pack("<f", float(x)))[0] * 2.0 ** -32)   # (float)X * 2^-32, exact power of two
    case("sobol_qrng", "sobol_qrng", "sobolGPU_kernel", [4, dims], [64],
         ["u32:%d" % n_vectors, "u32:%d" % dims, "buf:u32[64]=" + wfile("sobol.dirs.bin", u32s(sum(v, []))), "buf:u32[2000]=zeros"],
         [out(3, "sobol.out.bin", struct.pack("<%df" % len(res), *res))],
         CUDA_SAMPLES + "Samples/5_Domain_Specific/SobolQRNG/sobol_gpu.cu", BSD3,
         "Sobol quasi-random sequence, gray-code XOR of direction numbers, __ffs for the stride and the rightmost zero bit, (float)X * 2^-32 (u32->f32 rounding)")

# ---------------------------------------------------------------- bit manipulation hashes
def murmur3_32(data, seed):         # Austin Appleby's MurmurHash3_x86_32
    c1, c2 = 0xcc9e2d51, 0x1b873593
    h = seed; n = len(data) // 4
    for i in range(n):
        k = int.from_bytes(data[4 * i:4 * i + 4], "little")
        k = rotl32((k * c1) & M32, 15) * c2 & M32
        h = (rotl32(h ^ k, 13) * 5 + 0xe6546b64) & M32
    tail = data[4 * n:]; k = 0
    for j in reversed(range(len(tail))): k ^= tail[j] << (8 * j)
    if tail:
        k = rotl32((k * c1) & M32, 15) * c2 & M32; h ^= k
    h ^= len(data)
    h ^= h >> 16; h = h * 0x85ebca6b & M32; h ^= h >> 13; h = h * 0xc2b2ae35 & M32; h ^= h >> 16
    return h
assert murmur3_32(b"The quick brown fox jumps over the lazy dog", 0x9747b28c) == 0x2FA826CD

def murmur3_batch():
    r = rng("murmur3_batch")
    nkeys, nseeds, ln = 100, 3, 11
    data = bytes(r.getrandbits(8) for _ in range(4 * nkeys + 12))
    seeds = [0, 0x9747b28c, r.getrandbits(32)]
    # the kernel passes data + key_index with data an int32_t*: key k starts 4*k bytes in (keys of 11 bytes overlap, as written)
    res = [murmur3_32(data[4 * (k // nseeds): 4 * (k // nseeds) + ln], seeds[k % nseeds]) for k in range(nkeys * nseeds)]
    case("murmur3_batch", "murmur3_batch", "_batch_helper", [2], [64],
         ["buf:u8[%d]=" % len(data) + wfile("murmur3.keys.bin", data), "s32:%d" % ln, "s32:%d" % nkeys,
          "buf:u32[3]=" + wfile("murmur3.seeds.bin", u32s(seeds)), "s32:%d" % nseeds, "buf:u32[300]=zeros"],
         [out(5, "murmur3.out.bin", u32s(res))],
         "dmclark17/murmur-cuda@b4df08722316e46e084bdfed421bcc10696af3c0 src/murmuda3.cu", "MIT",
         "MurmurHash3_x86_32 of 100 11-byte keys x 3 seeds (grid-stride): rotl and fmix32 in inline-PTX blocks with scoped .reg temporaries, negative block index loop, switch fall-through tail, __constant__ multipliers",
         note="keys start 4 bytes apart and overlap (the kernel offsets an int32_t pointer by the key index), as written")

GENERATORS = [histogram64, histogram256, reduction, scan, shfl_scan, sort_cases, inline_ptx, transpose,
              thread_fence_reduction, hashes, fields, chacha20, crc32, ethash_keccak, texture_modules,
              aes128_ctr, reduction_multiblock_cg, secp256k1_bitcrack, secp256k1_vanity,
              sobol_qrng, murmur3_batch]

def main():
    os.makedirs(DATA, exist_ok=True)
    for f in os.listdir(DATA):
        if f.endswith(".bin"): os.remove(os.path.join(DATA, f))
    for g in GENERATORS:
        g()
    json.dump(CASES, open(os.path.join(HERE, "cases.json"), "w"), indent=1)
    total = sum(os.path.getsize(os.path.join(DATA, f)) for f in os.listdir(DATA))
    print(f"{len(CASES)} cases, data {total} bytes")
    for c in CASES:
        for comp in ("nvrtc", "clang"):
            p = [x for x in c["ptx"] if "." + comp + "." in x]
            if p and os.path.exists(os.path.join(HERE, p[0])) and not c["kernel_" + comp]:
                print(f"warning: {c['name']}: no kernel found in {p[0]}", file=sys.stderr)

if __name__ == "__main__":
    main()
