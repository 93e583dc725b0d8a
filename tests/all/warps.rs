//! Warp collectives and warp lockstep on the host and interp backends.
//!
//! The kernels of `tests/cuda/warps.cu` (compiled by clang-19) run on both
//! backends, whose buffers must be equal and equal to an independent Rust
//! model of what the CUDA source computes; hand-written PTX covers what
//! clang does not emit (partial and divergent masks, elect, the legacy
//! forms) and the errors (a deadlocked warp, a lane outside its mask).

use ptxjit::{Backend, KernelArg, Launch, Module};

pub(crate) const WARPS: &str = include_str!("../cuda/warps.ptx");

fn launch(grid: u32, block: u32) -> Launch {
    Launch {
        grid: [grid, 1, 1],
        block: [block, 1, 1],
        dynamic_shared: 0,
    }
}

/// Runs on host and interp, asserts equal buffers, returns them as u32s.
fn both(src: &str, name: &str, l: &Launch, args: &[KernelArg]) -> Vec<Vec<u32>> {
    let m = Module::from_ptx(src).unwrap();
    let h = m.launch(Backend::Host, name, l, args).unwrap();
    let i = m.launch(Backend::Interp, name, l, args).unwrap();
    assert_eq!(h, i, "host and interp differ on {name}");
    h.into_iter()
        .map(|b| {
            b.unwrap_or_default()
                .chunks(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect()
        })
        .collect()
}

/// Both backends fail; returns the host's message after asserting the
/// interpreter's is the same.
fn both_fail(src: &str, name: &str, l: &Launch, args: &[KernelArg]) -> String {
    let m = Module::from_ptx(src).unwrap();
    let h = m
        .launch(Backend::Host, name, l, args)
        .unwrap_err()
        .to_string();
    let i = m
        .launch(Backend::Interp, name, l, args)
        .unwrap_err()
        .to_string();
    assert_eq!(h, i, "host and interp report differently");
    h
}

fn buf(v: &[u32]) -> KernelArg {
    KernelArg::Buffer(v.iter().flat_map(|x| x.to_le_bytes()).collect())
}

fn zeros(n: usize) -> KernelArg {
    KernelArg::Buffer(vec![0; 4 * n])
}

fn values(n: usize, seed: u64) -> Vec<u32> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (s >> 33) as u32
        })
        .collect()
}

#[test]
fn shuffle_scan_of_a_block() {
    let input = values(256, 1);
    let out = both(
        WARPS,
        "block_scan",
        &launch(2, 128),
        &[buf(&input), zeros(256)],
    );
    for b in 0..2 {
        let mut acc = 0u32;
        for t in 0..128 {
            acc = acc.wrapping_add(input[128 * b + t]);
            assert_eq!(out[1][128 * b + t], acc, "block {b} thread {t}");
        }
    }
}

#[test]
fn shuffle_and_redux_reductions() {
    let input: Vec<u32> = values(96, 2).iter().map(|v| v % 100_000).collect();
    let out = both(
        WARPS,
        "warp_reduce",
        &launch(1, 96),
        &[buf(&input), zeros(18)],
    );
    for w in 0..3 {
        let lanes = &input[32 * w..32 * w + 32];
        let sum = |s: &[u32]| s.iter().fold(0u32, |a, &b| a.wrapping_add(b));
        assert_eq!(out[1][6 * w], sum(lanes), "bfly sum, warp {w}");
        assert_eq!(out[1][6 * w + 1], sum(&lanes[..16]), "low half, warp {w}");
        assert_eq!(out[1][6 * w + 2], sum(&lanes[16..]), "high half, warp {w}");
        assert_eq!(out[1][6 * w + 3], sum(lanes), "redux.add, warp {w}");
        assert_eq!(out[1][6 * w + 4], *lanes.iter().min().unwrap());
        assert_eq!(out[1][6 * w + 5], *lanes.iter().max().unwrap());
    }
}

#[test]
fn ballot_compaction() {
    let input = values(64, 3);
    let out = both(
        WARPS,
        "ballot_compact",
        &launch(1, 64),
        &[buf(&input), zeros(64), zeros(2)],
    );
    for w in 0..2 {
        let odd: Vec<u32> = input[32 * w..32 * w + 32]
            .iter()
            .copied()
            .filter(|v| v & 1 == 1)
            .collect();
        assert_eq!(out[2][w] as usize, odd.len(), "count, warp {w}");
        assert_eq!(&out[1][32 * w..32 * w + odd.len()], &odd[..], "warp {w}");
    }
}

#[test]
fn match_any_groups_and_votes() {
    let mut input = values(64, 4);
    // Warp 1: every key is 0 (match.all holds; vote.all of key < 4 holds).
    for v in &mut input[32..] {
        *v = (*v % 1000) * 5;
    }
    let out = both(
        WARPS,
        "match_groups",
        &launch(1, 64),
        &[buf(&input), zeros(64), zeros(8)],
    );
    for w in 0..2 {
        let keys: Vec<u32> = input[32 * w..32 * w + 32].iter().map(|v| v % 5).collect();
        for l in 0..32 {
            let peers = (0..32)
                .filter(|&k| keys[k] == keys[l])
                .fold(0u32, |m, k| m | 1 << k);
            assert_eq!(out[1][32 * w + l], peers, "warp {w} lane {l}");
        }
        let same = keys.iter().all(|&k| k == keys[0]);
        let v = &out[2][4 * w..4 * w + 4];
        // all = the full mask or 0, with match.all's predicate in bit 31.
        assert_eq!(v[0], if same { u32::MAX } else { 0 }, "match.all, warp {w}");
        assert_eq!(v[1], u32::from(keys.iter().all(|&k| k < 4)), "vote.all");
        assert_eq!(v[2], u32::from(keys.contains(&4)), "vote.any");
        let parity = keys.iter().all(|&k| k & 1 == keys[0] & 1);
        assert_eq!(v[3], u32::from(parity), "vote.uni of the key's parity");
    }
}

#[test]
fn activemask_in_divergent_branches() {
    let input = values(64, 5);
    let out = both(
        WARPS,
        "active_lanes",
        &launch(1, 64),
        &[buf(&input), zeros(64)],
    );
    for w in 0..2 {
        let odd = (0..32)
            .filter(|&l| input[32 * w + l] & 1 == 1)
            .fold(0u32, |m, l| m | 1 << l);
        for l in 0..32 {
            let want = if input[32 * w + l] & 1 == 1 {
                odd
            } else {
                !odd | 0x8000_0000
            };
            assert_eq!(out[1][32 * w + l], want, "warp {w} lane {l}");
        }
    }
}

#[test]
fn warp_synchronous_volatile_reduction() {
    // Without lockstep, lane 0 would add v[16] before lane 16 had added
    // v[48] into it, and the sums would be wrong.
    let input: Vec<u32> = values(256, 6);
    let out = both(
        WARPS,
        "legacy_reduce",
        &launch(2, 128),
        &[buf(&input), zeros(2)],
    );
    for b in 0..2 {
        let want = input[128 * b..128 * b + 128]
            .iter()
            .fold(0u32, |a, &x| a.wrapping_add(x));
        assert_eq!(out[1][b], want, "block {b}");
    }
}

/// Hand-written forms: per lane, `out[t]` gets one result.
pub(crate) const FORMS: &str = r#"
.version 7.8
.target sm_80
.address_size 64

// Lanes 0-15 and 16-31 shuffle in two separate groups (disjoint masks at
// different instructions); a 16-lane segment width.
.visible .entry halves(.param .u64 out) {
    .reg .b32 %r<8>; .reg .b64 %rd<4>; .reg .pred %p<4>;
    ld.param.u64 %rd1, [out];
    mov.u32 %r1, %tid.x;
    mul.lo.u32 %r2, %r1, 10;
    setp.lt.u32 %p1, %r1, 16;
    @%p1 bra LOW;
    shfl.sync.idx.b32 %r3|%p2, %r2, 3, 0x101f, 0xffff0000;
    bra.uni JOIN;
LOW:
    shfl.sync.idx.b32 %r3|%p2, %r2, 5, 0x101f, 0x0000ffff;
JOIN:
    selp.b32 %r4, 1000, 0, %p2;
    add.u32 %r3, %r3, %r4;
    mul.wide.u32 %rd2, %r1, 4;
    add.u64 %rd3, %rd1, %rd2;
    st.global.u32 [%rd3], %r3;
    ret;
}

// A partial warp (launched with 40 threads: lanes 0-7 of warp 1): shfl.down
// by 4 over the full mask; lanes 4-7 of warp 1 read absent lanes (0).
.visible .entry partial(.param .u64 out) {
    .reg .b32 %r<8>; .reg .b64 %rd<4>; .reg .pred %p<4>;
    ld.param.u64 %rd1, [out];
    mov.u32 %r1, %tid.x;
    add.u32 %r2, %r1, 1;
    shfl.sync.down.b32 %r3|%p1, %r2, 4, 31, -1;
    vote.sync.ballot.b32 %r4, %p1, -1;
    redux.sync.or.b32 %r5, %r4, -1;
    mul.wide.u32 %rd2, %r1, 8;
    add.u64 %rd3, %rd1, %rd2;
    st.global.v2.u32 [%rd3], {%r3, %r5};
    ret;
}

// Half of the warp waits at bar.sync while the other half waits for it at
// a full-mask shfl.sync: a deadlock on a GPU.
.visible .entry deadlock(.param .u64 out) {
    .reg .b32 %r<8>; .reg .pred %p<4>;
    mov.u32 %r1, %tid.x;
    setp.lt.u32 %p1, %r1, 16;
    @%p1 bra SHFL;
    bar.sync 0;
    ret;
SHFL:
    shfl.sync.bfly.b32 %r2, %r1, 1, 31, -1;
    ret;
}

// Lane 1 runs a shfl.sync whose mask holds only lane 0.
.visible .entry outside(.param .u64 out) {
    .reg .b32 %r<8>;
    mov.u32 %r1, %tid.x;
    shfl.sync.bfly.b32 %r2, %r1, 1, 31, 1;
    ret;
}
"#;

/// `elect.sync` needs PTX 8.0 and sm_90 (newer than the ptxas 11.8 the
/// tests use).
const ELECT: &str = r#"
.version 8.0
.target sm_90
.address_size 64

// elect.sync among the odd lanes of the warp.
.visible .entry elect_odd(.param .u64 out) {
    .reg .b32 %r<8>; .reg .b64 %rd<4>; .reg .pred %p<4>;
    ld.param.u64 %rd1, [out];
    mov.u32 %r1, %tid.x;
    mov.u32 %r5, 0;
    and.b32 %r2, %r1, 1;
    setp.eq.u32 %p1, %r2, 0;
    @%p1 bra DONE;
    elect.sync %r3|%p2, 0xaaaaaaaa;
    selp.b32 %r4, 100, 0, %p2;
    add.u32 %r5, %r3, %r4;
DONE:
    mul.wide.u32 %rd2, %r1, 4;
    add.u64 %rd3, %rd1, %rd2;
    st.global.u32 [%rd3], %r5;
    ret;
}
"#;

#[test]
fn disjoint_masks_at_different_instructions() {
    let out = both(FORMS, "halves", &launch(1, 32), &[zeros(32)]);
    for l in 0..32u32 {
        // c = 0x101f: segmask 0x10 (16-lane segments), clamp 31.
        let (base, off) = if l < 16 { (0, 5) } else { (16, 3) };
        assert_eq!(out[0][l as usize], (base + off) * 10 + 1000, "lane {l}");
    }
}

#[test]
fn elect_picks_the_lowest_lane() {
    let out = both(ELECT, "elect_odd", &launch(1, 32), &[zeros(32)]);
    for l in 0..32u32 {
        let want = match l {
            1 => 101,
            l if l % 2 == 1 => 1,
            _ => 0,
        };
        assert_eq!(out[0][l as usize], want, "lane {l}");
    }
}

#[test]
fn partial_warp_reads_absent_lanes_as_zero() {
    let out = both(FORMS, "partial", &launch(1, 40), &[zeros(80)]);
    let ballot0 = 0x0fff_ffffu32; // lanes 0-27 of warp 0 are in range
    let ballot1 = 0xffu32; // every lane of warp 1: j <= 31
    for t in 0..40u32 {
        let (lane, base) = (t % 32, t - t % 32);
        let value = if lane + 4 <= 31 {
            let src = base + lane + 4;
            if src < 40 {
                src + 1
            } else {
                0
            }
        } else {
            t + 1
        };
        assert_eq!(out[0][2 * t as usize], value, "thread {t}");
        let ballot = if t < 32 { ballot0 } else { ballot1 };
        assert_eq!(out[0][2 * t as usize + 1], ballot, "thread {t}");
    }
}

#[test]
fn deadlocked_warp_is_an_error() {
    let e = both_fail(FORMS, "deadlock", &launch(1, 32), &[zeros(1)]);
    assert!(e.contains("deadlock"), "{e}");
    assert!(e.contains("%tid=(0,0,0)"), "{e}");
    assert!(
        e.contains("lane(s) 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31"),
        "{e}"
    );
}

#[test]
fn lane_outside_its_membermask_is_an_error() {
    let e = both_fail(FORMS, "outside", &launch(1, 2), &[zeros(1)]);
    assert!(e.contains("lane 1, which the mask leaves out"), "{e}");
    assert!(e.contains("%tid=(1,0,0)"), "{e}");
}

#[test]
fn warp_forms_are_accepted_by_ptxas() {
    let ptxas = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(".tools/numba-venv/lib/python3.11/site-packages/nvidia/cuda_nvcc/bin/ptxas");
    if !ptxas.is_file() {
        eprintln!("ptxas not found (scripts/setup.sh installs it): not checked");
        return;
    }
    for (name, src) in [("forms", FORMS), ("warps", WARPS)] {
        let dir = std::env::temp_dir().join(format!("ptxjit_warps_{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let f = dir.join(format!("{name}.ptx"));
        std::fs::write(&f, src).unwrap();
        let st = std::process::Command::new(&ptxas)
            .args(["-arch=sm_80", "-o", "/dev/null"])
            .arg(&f)
            .status()
            .unwrap();
        assert!(st.success(), "ptxas rejects {name}");
    }
}

/// Collectives, `bar.sync` and `bar.red` inside device functions clang keeps
/// as calls (`tests/cuda/warp_calls.cu`, `__noinline__`): the host backend
/// inlines them into the kernel's work-item loop; the interpreter calls
/// them. Both must give what the CUDA source computes.
#[test]
fn collectives_and_barriers_in_called_functions() {
    let src = include_str!("../cuda/warp_calls.ptx");
    let (blocks, threads) = (3usize, 96usize);
    let input = values(blocks * threads, 11);
    let out = both(
        src,
        "calls_that_sync",
        &launch(blocks as u32, threads as u32),
        &[buf(&input), zeros(2 * blocks * threads), zeros(2 * blocks)],
    );
    for b in 0..blocks {
        let blk = &input[b * threads..(b + 1) * threads];
        let sum = blk.iter().fold(0u32, |a, &v| a.wrapping_add(v));
        let odd = blk.iter().filter(|&&v| v & 1 == 1).count() as u32;
        assert_eq!(out[2][2 * b], sum, "block {b}: block_sum");
        assert_eq!(out[2][2 * b + 1], odd, "block {b}: bar.red.popc");
        for t in 0..threads {
            let w = t / 32 * 32;
            let ballot = (0..32).fold(0u32, |m, l| m | ((blk[w + l] >> 3) & 1) << l);
            let i = b * threads + t;
            assert_eq!(out[1][2 * i], ballot, "block {b} thread {t}: ballot");
            assert_eq!(
                out[1][2 * i + 1],
                t as u32 + ballot.count_ones(),
                "block {b} thread {t}"
            );
        }
    }
}

/// Inlining on the host: a guarded call, an early `ret` under a branch, a
/// stopping function that calls another (`.reg` parameters) and a
/// non-stopping one (by-value `.param`), a `.local` array in the callee,
/// and the callee's `.param` read through its address (clang's by-value
/// struct lowering). Expected values are worked out from the PTX below.
#[test]
fn stopping_functions_with_every_calling_form() {
    let src = ".version 7.8
.target sm_80
.address_size 64
.func (.reg .b32 r) rot(.reg .b32 v, .reg .b32 k)
{
    .reg .b32 t;
    .reg .pred p;
    shfl.sync.idx.b32 t, v, k, 31, -1;
    setp.eq.u32 p, k, 0;
    @p bra EARLY;
    add.u32 r, t, 1000;
    ret;
EARLY:
    mov.u32 r, t;
    ret;
}
.func (.param .b32 out) plus(.param .align 4 .b8 pair[8])
{
    .reg .b32 a, b;
    ld.param.u32 a, [pair];
    ld.param.u32 b, [pair+4];
    add.u32 a, a, b;
    st.param.b32 [out], a;
    ret;
}
.func (.param .b32 out) outer(.param .align 4 .b8 pair[8], .param .b32 k)
{
    .local .align 4 .b32 tmp[2];
    .reg .b32 a, b, c, s;
    .reg .b64 ad, la;
    mov.u64 ad, pair;
    ld.param.u32 a, [ad];
    ld.param.u32 b, [ad+4];
    ld.param.u32 c, [k];
    mov.u64 la, tmp;
    st.local.u32 [la], a;
    bar.sync 0;
    call.uni (s), rot, (a, c);
    {
        .param .align 4 .b8 p[8];
        .param .b32 q;
        st.param.u32 [p], s;
        st.param.u32 [p+4], b;
        call.uni (q), plus, (p);
        ld.param.u32 s, [q];
    }
    ld.local.u32 a, [la];
    add.u32 s, s, a;
    st.param.b32 [out], s;
    ret;
}
.visible .entry k(.param .u64 in, .param .u64 out)
{
    .reg .b32 t, i, v, w, r, z;
    .reg .b64 pi, po, o;
    .reg .pred second;
    ld.param.u64 pi, [in];
    ld.param.u64 po, [out];
    mov.u32 t, %tid.x;
    mov.u32 z, %ctaid.x;
    mov.u32 i, %ntid.x;
    mad.lo.u32 i, z, i, t;
    setp.eq.u32 second, z, 1;
    mul.wide.u32 o, i, 4;
    add.u64 pi, pi, o;
    add.u64 po, po, o;
    ld.global.u32 v, [pi];
    mul.lo.u32 w, t, 3;
    {
        .param .align 4 .b8 a0[8];
        .param .b32 a1;
        .param .b32 rv;
        st.param.u32 [a0], v;
        st.param.u32 [a0+4], w;
        and.b32 z, t, 3;
        st.param.u32 [a1], z;
        call.uni (rv), outer, (a0, a1);
        ld.param.u32 r, [rv];
    }
    mov.u32 w, 0;
    @second call.uni (w), rot, (r, 5);
    add.u32 r, r, w;
    st.global.u32 [po], r;
    ret;
}
";
    let (blocks, n) = (2usize, 64usize);
    let input = values(blocks * n, 21);
    let out = both(
        src,
        "k",
        &launch(blocks as u32, n as u32),
        &[buf(&input), zeros(blocks * n)],
    );
    for b in 0..blocks {
        let v = &input[b * n..(b + 1) * n];
        // outer: rot(v, t & 3) (lane t&3 of the warp, +1000 unless 0),
        // plus 3t, plus v.
        let r: Vec<u32> = (0..n)
            .map(|t| {
                let (base, k) = (t / 32 * 32, t & 3);
                let rot = v[base + k].wrapping_add(if k == 0 { 0 } else { 1000 });
                rot.wrapping_add(3 * t as u32).wrapping_add(v[t])
            })
            .collect();
        for t in 0..n {
            // Block 1 adds rot(r, 5): lane 5's r + 1000.
            let w = if b == 1 {
                r[t / 32 * 32 + 5].wrapping_add(1000)
            } else {
                0
            };
            assert_eq!(
                out[1][b * n + t],
                r[t].wrapping_add(w),
                "block {b} thread {t}"
            );
        }
    }
}

/// Recursion through a function that stops the thread: the host backend's
/// inlining refuses it before copying anything (so the launch fails at
/// once, naming the recursion); the interpreter runs it. A kernel
/// parameter passed straight to a call is refused when checked, as ptxas
/// refuses it.
#[test]
fn inlining_refusals() {
    let head = ".version 7.8\n.target sm_80\n.address_size 64\n";
    let recursive = format!(
        "{head}.func f(.reg .b32 n)
{{
    .reg .pred p;
    .reg .b32 m;
    bar.sync 0;
    setp.eq.u32 p, n, 0;
    @p ret;
    sub.u32 m, n, 1;
    call f, (m);
    ret;
}}
.visible .entry k(.param .u64 out)
{{
    call f, (3);
    ret;
}}
"
    );
    let direct = format!(
        "{head}.func (.param .b32 r) g(.param .b32 a)
{{
    .reg .b32 x;
    ld.param.u32 x, [a];
    bar.sync 0;
    st.param.u32 [r], x;
    ret;
}}
.visible .entry k(.param .u32 n, .param .u64 out)
{{
    .reg .b32 v;
    .reg .b64 o;
    {{
        .param .b32 rv;
        call (rv), g, (n);
        ld.param.u32 v, [rv];
    }}
    ld.param.u64 o, [out];
    st.global.u32 [o], v;
    ret;
}}
"
    );
    let l = launch(1, 32);
    let m = Module::from_ptx(&recursive).unwrap();
    let e = m
        .launch(Backend::Host, "k", &l, &[zeros(1)])
        .unwrap_err()
        .to_string();
    assert!(e.contains("recursive"), "{e}");
    m.launch(Backend::Interp, "k", &l, &[zeros(1)]).unwrap();
    let e = Module::from_ptx(&direct).unwrap_err();
    let text = e.render("t.ptx", &direct);
    assert!(
        text.contains("t.ptx:18:24") && text.contains("formal parameter"),
        "{text}"
    );
}

/// Differential test of the host backend's inlining against the
/// interpreter's real calls and an H100: seeded random kernels whose
/// `.func`s mix arithmetic, a warp-wide stop (`shfl.sync.bfly`,
/// `vote.sync.ballot`, `bar.sync` around a neighbour exchange), per-lane
/// early returns after it, `.param` and `.reg` parameters and calls to
/// later functions, called under a block-uniform guard. Both backends must
/// write what the H100 wrote for the same inputs
/// (`tests/vectors/kernels/random_calls.txt`; regenerate with
/// `PTXJIT_DUMP_RANDOM=DIR` and a CuPy loop that launches each kernel as 2
/// blocks of 64 threads).
#[test]
fn random_stopping_calls_agree_with_the_interpreter() {
    let hw: std::collections::HashMap<String, (Vec<u32>, Vec<u32>)> =
        include_str!("../vectors/kernels/random_calls.txt")
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| {
                let f: Vec<&str> = l.split_whitespace().collect();
                let nums = |s: &str| s.split(',').map(|x| x.parse().unwrap()).collect();
                (f[0].to_string(), (nums(f[1]), nums(f[2])))
            })
            .collect();
    assert_eq!(hw.len(), 300);
    let bytes_of = |v: &[u32]| -> Vec<u8> { v.iter().flat_map(|x| x.to_le_bytes()).collect() };
    let mut seed = 0x5eed_u64;
    let mut next = |n: u64| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) % n
    };
    for case in 0..300 {
        let nf = 1 + next(3) as usize;
        let mut src = String::from(".version 7.8\n.target sm_80\n.address_size 64\n");
        // Functions are emitted last-first so each may call a later one.
        let mut funcs = Vec::new();
        let by_params: Vec<bool> = (0..nf).map(|_| next(2) == 0).collect();
        for f in 0..nf {
            let by_param = by_params[f];
            let mut b = String::new();
            let ops = ["add.u32", "xor.b32", "mul.lo.u32", "sub.u32"];
            let arith = |b: &mut String, next: &mut dyn FnMut(u64) -> u64| {
                for _ in 0..1 + next(3) {
                    let op = ops[next(4) as usize];
                    let (d, x, y) = (next(3), next(3), next(3));
                    b.push_str(&format!("    {op} t{d}, t{x}, t{y};\n"));
                }
            };
            arith(&mut b, &mut next);
            match next(3) {
                0 => b.push_str(&format!(
                    "    shfl.sync.bfly.b32 t0, t1, {}, 31, -1;\n",
                    1 + next(16)
                )),
                1 => b.push_str("    setp.ne.u32 q, t2, 0;\n    vote.sync.ballot.b32 t1, q, -1;\n"),
                _ => b.push_str(
                    // Each thread's own word, read by its neighbour, with a
                    // barrier after the read too: no race, so the GPU's
                    // result is defined.
                    "    mov.u32 s, %tid.x;\n    shl.b32 s, s, 2;\n    mov.u32 u, sh;\n    add.u32 u, u, s;\n    st.shared.u32 [u], t0;\n    bar.sync 0;\n    xor.b32 u, u, 4;\n    ld.shared.u32 t2, [u];\n    bar.sync 0;\n",
                ),
            }
            if f + 1 < nf && next(2) == 0 {
                let (decl, a) = if by_params[f + 1] {
                    ("    .param .b32 pa;\n    st.param.b32 [pa], t1;\n", "pa")
                } else {
                    ("", "t1")
                };
                b.push_str(&format!(
                    "    {{\n{decl}    .param .b32 pr;\n    call.uni (pr), f{}, ({a}, t2);\n    ld.param.b32 t0, [pr];\n    }}\n",
                    f + 1
                ));
            }
            // A per-lane early return after the stop.
            b.push_str(&format!(
                "    and.b32 t1, t0, {};\n    setp.eq.u32 q, t1, 0;\n    @q bra RET;\n",
                1 + next(7)
            ));
            arith(&mut b, &mut next);
            b.push_str("RET:\n    st.param.b32 [r], t0;\n    ret;\n");
            let (pa, load) = if by_param {
                (".param .b32 a".to_string(), "    ld.param.b32 t0, [a];\n")
            } else {
                (".reg .b32 a".to_string(), "    mov.b32 t0, a;\n")
            };
            funcs.push(format!(
                ".func (.param .b32 r) f{f}({pa}, .reg .b32 b)\n{{\n    .reg .b32 t<3>, s, u;\n    .reg .pred q;\n{load}    mov.b32 t1, b;\n    add.u32 t2, t0, b;\n{b}}}\n"
            ));
        }
        let by_param0 = by_params[0];
        src.push_str(".shared .align 16 .b32 sh[64];\n");
        for f in funcs.iter().rev() {
            src.push_str(f);
        }
        let arg0 = if by_param0 {
            "    .param .b32 pa;\n    st.param.b32 [pa], v;\n"
        } else {
            ""
        };
        let a0 = if by_param0 { "pa" } else { "v" };
        src.push_str(&format!(
            ".visible .entry k(.param .u64 in, .param .u64 out)
{{
    .reg .b32 t, i, v, w, x, z;
    .reg .b64 pi, po, o;
    .reg .pred odd;
    ld.param.u64 pi, [in];
    ld.param.u64 po, [out];
    mov.u32 t, %tid.x;
    mov.u32 z, %ctaid.x;
    mov.u32 i, %ntid.x;
    mad.lo.u32 i, z, i, t;
    and.b32 z, z, 1;
    setp.ne.u32 odd, z, 0;
    mul.wide.u32 o, i, 4;
    add.u64 pi, pi, o;
    add.u64 po, po, o;
    ld.global.u32 v, [pi];
    mov.u32 w, t;
    {{
{arg0}    .param .b32 rv;
    @odd call.uni (rv), f0, ({a0}, t);
    ld.param.b32 x, [rv];
    selp.b32 w, x, w, odd;
    }}
    st.global.u32 [po], w;
    ret;
}}
"
        ));
        if let Ok(d) = std::env::var("PTXJIT_DUMP_RANDOM") {
            std::fs::write(format!("{d}/rand_{case}.ptx"), &src).unwrap();
        }
        let m = Module::from_ptx(&src)
            .unwrap_or_else(|e| panic!("case {case}: {}\n{src}", e.render("t.ptx", &src)));
        let (input, gpu) = &hw[&format!("rand_{case}")];
        let l = launch(2, 64);
        let args = [buf(input), zeros(128)];
        let want = bytes_of(gpu);
        for b in super::kernel_backends() {
            let out = m
                .launch(b, "k", &l, &args)
                .unwrap_or_else(|e| panic!("case {case} on {b:?}: {e}\n{src}"));
            assert_eq!(
                out[1].as_deref(),
                Some(want.as_slice()),
                "case {case} on {b:?}:\n{src}"
            );
        }
    }
}

/// A warp passes the lockstep points of an epoch in which no lane writes
/// memory others see (after the first `bar.sync`: two `.volatile` loads)
/// without stopping, and keeps them where lanes communicate (after the
/// second: each lane stores, then lanes 0-15 of each warp read what lane
/// +16 stored, which needs the stores of every lane first). out[t] =
/// c[t] + c[t+16] for t % 32 < 16, c[t] otherwise, with c[t] the sum of
/// (t+1) % 64 and (t+2) % 64. The lanes reach the second barrier at two
/// different `bar.sync` instructions (odd and even lanes), both before the
/// loud epoch.
#[test]
fn quiet_epochs_pass_lockstep_points_and_loud_ones_keep_them() {
    let src = ".version 7.0\n.target sm_80\n.address_size 64\n\
        .shared .align 4 .b8 s[256];\n\
        .visible .entry k(.param .u64 out) {\n\
        .reg .pred %p<3>; .reg .b32 %r<20>; .reg .b64 %rd<4>;\n\
        mov.u32 %r1, %tid.x;\n\
        shl.b32 %r2, %r1, 2;\n\
        mov.u32 %r3, s;\n\
        add.u32 %r4, %r3, %r2;\n\
        st.volatile.shared.u32 [%r4], %r1;\n\
        bar.sync 0;\n\
        add.u32 %r5, %r1, 1;\n\
        and.b32 %r5, %r5, 63;\n\
        shl.b32 %r5, %r5, 2;\n\
        add.u32 %r5, %r3, %r5;\n\
        ld.volatile.shared.u32 %r6, [%r5];\n\
        add.u32 %r7, %r1, 2;\n\
        and.b32 %r7, %r7, 63;\n\
        shl.b32 %r7, %r7, 2;\n\
        add.u32 %r7, %r3, %r7;\n\
        ld.volatile.shared.u32 %r8, [%r7];\n\
        add.u32 %r9, %r6, %r8;\n\
        and.b32 %r10, %r1, 1;\n\
        setp.eq.u32 %p1, %r10, 0;\n\
        @%p1 bra EVEN;\n\
        bar.sync 0;\n\
        bra JOIN;\n\
        EVEN:\n\
        bar.sync 0;\n\
        JOIN:\n\
        st.volatile.shared.u32 [%r4], %r9;\n\
        and.b32 %r11, %r1, 31;\n\
        setp.lt.u32 %p2, %r11, 16;\n\
        @!%p2 bra DONE;\n\
        ld.volatile.shared.u32 %r12, [%r4+64];\n\
        add.u32 %r13, %r9, %r12;\n\
        st.volatile.shared.u32 [%r4], %r13;\n\
        DONE:\n\
        bar.sync 0;\n\
        ld.shared.u32 %r14, [%r4];\n\
        ld.param.u64 %rd1, [out];\n\
        cvta.to.global.u64 %rd1, %rd1;\n\
        mul.wide.u32 %rd2, %r1, 4;\n\
        add.s64 %rd3, %rd1, %rd2;\n\
        st.global.u32 [%rd3], %r14;\n\
        ret;\n}\n";
    let c = |t: u32| (t + 1) % 64 + (t + 2) % 64;
    let want: Vec<u32> = (0..64)
        .map(|t| if t % 32 < 16 { c(t) + c(t + 16) } else { c(t) })
        .collect();
    let out = both(src, "k", &launch(1, 64), &[zeros(64)]);
    assert_eq!(out[0], want);
}

/// A converged warp that meets lockstep points in a loop, with no barrier
/// between them: the generated code completes each one for the whole warp
/// itself (`N_CONVERGED` rounds) instead of returning to the runner.
/// Each lane `l` of warp `w` loads `s[w*32 + (l+1)%32]` and stores it to
/// `s[w*32 + l]`, seven times: in lockstep every lane loads before any
/// stores, so the words rotate by one lane per pass and end as
/// `w*32 + (l+7)%32`. Lanes run one by one without the lockstep points
/// would give lane 31 the word lane 0 had already overwritten. The last
/// warp is partial (40 threads: lanes 0-7 of warp 1; its lanes 8-31 are
/// absent, and their words stay as stored before the loop: lane 7 of warp
/// 1 reads word 40, which holds 0).
#[test]
fn lockstep_points_in_a_loop_complete_for_the_whole_warp() {
    let src = ".version 7.0\n.target sm_80\n.address_size 64\n\
        .shared .align 4 .b8 s[256];\n\
        .visible .entry rot(.param .u64 out) {\n\
        .reg .pred %p<3>; .reg .b32 %r<20>; .reg .b64 %rd<4>;\n\
        mov.u32 %r1, %tid.x;\n\
        and.b32 %r2, %r1, 31;\n\
        sub.u32 %r3, %r1, %r2;\n\
        add.u32 %r4, %r2, 1;\n\
        and.b32 %r4, %r4, 31;\n\
        add.u32 %r4, %r3, %r4;\n\
        mov.u32 %r5, s;\n\
        shl.b32 %r6, %r1, 2;\n\
        add.u32 %r6, %r5, %r6;\n\
        shl.b32 %r7, %r4, 2;\n\
        add.u32 %r7, %r5, %r7;\n\
        st.volatile.shared.u32 [%r6], %r1;\n\
        mov.u32 %r8, 0;\n\
        LOOP:\n\
        ld.volatile.shared.u32 %r9, [%r7];\n\
        st.volatile.shared.u32 [%r6], %r9;\n\
        add.u32 %r8, %r8, 1;\n\
        setp.lt.u32 %p1, %r8, 7;\n\
        @%p1 bra LOOP;\n\
        ld.volatile.shared.u32 %r10, [%r6];\n\
        ld.param.u64 %rd1, [out];\n\
        cvta.to.global.u64 %rd1, %rd1;\n\
        mul.wide.u32 %rd2, %r1, 4;\n\
        add.s64 %rd3, %rd1, %rd2;\n\
        st.global.u32 [%rd3], %r10;\n\
        ret;\n}\n";
    let out = both(src, "rot", &launch(1, 64), &[zeros(64)]);
    let want: Vec<u32> = (0..64u32)
        .map(|t| (t & !31) + ((t % 32) + 7) % 32)
        .collect();
    assert_eq!(out[0], want);
    // A partial warp: lanes 0-7 of warp 1 rotate words 32..40 and read
    // word 40 (never written: 0) at lane 7. Worked by hand over the
    // 7 passes: lane l < 7 reads lane l+1's word of the pass before, lane
    // 7 reads 0, so after p passes lane l holds 32 + l + p while l + p < 8,
    // else 0.
    let out = both(src, "rot", &launch(1, 40), &[zeros(40)]);
    let want: Vec<u32> = (0..40u32)
        .map(|t| {
            if t < 32 {
                (t + 7) % 32
            } else if (t - 32) + 7 < 8 {
                t + 7
            } else {
                0
            }
        })
        .collect();
    assert_eq!(out[0], want);
}

/// A kernel with barriers and no warp instructions runs its barrier rounds
/// in the generated code (`N_BLOCK`). Each thread `t` of a block of `n`
/// stores `t` to `s[t]`, then five times: barrier, load `s[(t+1) % n]`,
/// barrier, store it to `s[t]`; the words rotate by one place per pass and
/// end as `(t + 5) % n`. The threads with `t >= n - 3` leave after the
/// first pass (finished threads do not take part in later barriers): the
/// others go on rotating, reading the words the leavers left. Worked by
/// hand for n = 8 (leavers 5, 6, 7 keep `s = 6, 7, 0` after pass 1):
/// pass p for t < 5 reads the word at t+1 of the pass before.
#[test]
fn barrier_rounds_run_in_the_generated_code() {
    let src = ".version 7.0\n.target sm_80\n.address_size 64\n\
        .shared .align 4 .b8 s[256];\n\
        .visible .entry rot(.param .u64 out, .param .u32 leave) {\n\
        .reg .pred %p<3>; .reg .b32 %r<20>; .reg .b64 %rd<4>;\n\
        mov.u32 %r1, %tid.x;\n\
        mov.u32 %r2, %ntid.x;\n\
        ld.param.u32 %r11, [leave];\n\
        add.u32 %r3, %r1, 1;\n\
        rem.u32 %r3, %r3, %r2;\n\
        mov.u32 %r5, s;\n\
        shl.b32 %r6, %r1, 2;\n\
        add.u32 %r6, %r5, %r6;\n\
        shl.b32 %r7, %r3, 2;\n\
        add.u32 %r7, %r5, %r7;\n\
        st.shared.u32 [%r6], %r1;\n\
        mov.u32 %r8, 0;\n\
        LOOP:\n\
        bar.sync 0;\n\
        ld.shared.u32 %r9, [%r7];\n\
        bar.sync 0;\n\
        st.shared.u32 [%r6], %r9;\n\
        add.u32 %r8, %r8, 1;\n\
        sub.u32 %r12, %r2, %r11;\n\
        setp.ge.u32 %p2, %r1, %r12;\n\
        @%p2 bra OUT;\n\
        setp.lt.u32 %p1, %r8, 5;\n\
        @%p1 bra LOOP;\n\
        OUT:\n\
        bar.sync 0;\n\
        ld.shared.u32 %r10, [%r6];\n\
        ld.param.u64 %rd1, [out];\n\
        cvta.to.global.u64 %rd1, %rd1;\n\
        mov.u32 %r13, %ctaid.x;\n\
        mad.lo.u32 %r13, %r13, %r2, %r1;\n\
        mul.wide.u32 %rd2, %r13, 4;\n\
        add.s64 %rd3, %rd1, %rd2;\n\
        st.global.u32 [%rd3], %r10;\n\
        ret;\n}\n";
    // Nobody leaves early: 2 blocks of 64.
    let out = both(
        src,
        "rot",
        &launch(2, 64),
        &[zeros(128), KernelArg::Scalar(0)],
    );
    let want: Vec<u32> = (0..128u32).map(|i| (i % 64 + 5) % 64).collect();
    assert_eq!(out[0], want);
    // Threads 5, 6, 7 of a block of 8 leave after the first pass. Pass 1:
    // s = 1 2 3 4 5 6 7 0. Passes 2-5 move only t < 5, each reading its
    // right neighbour of the pass before: pass 2: 2 3 4 5 6 | 6 7 0;
    // pass 3: 3 4 5 6 6; pass 4: 4 5 6 6 6; pass 5: 5 6 6 6 6.
    let out = both(src, "rot", &launch(1, 8), &[zeros(8), KernelArg::Scalar(3)]);
    assert_eq!(out[0], [5, 6, 6, 6, 6, 6, 7, 0]);
}
