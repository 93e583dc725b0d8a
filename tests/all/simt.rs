//! SIMD across threads on the LLVM kernel tier (`lower/src/llvm/simt.rs`):
//! kernels whose threads run in vector lanes give the values worked out
//! here; where a chunk bails (a divergent branch, a fault, a spent step
//! limit, a full undo log) its threads run on the scalar code, with the
//! scalar code's results, faults and memory. `Module::simt` and
//! `DeviceKernel::simt` say how many threads ran in lanes.

use ptxjit::{Arg, Backend, Device, KernelArg, Launch, Module};

const HEAD: &str = ".version 7.8\n.target sm_80\n.address_size 64\n";

/// * `field`: thread `i` (from a 2-D block) of `n`: a carry chain,
///   `mul.hi`/`mul.lo`, `selp`, a loop of `rounds` (a parameter: the same
///   for every thread), a guarded add; the four words to `out[4i..]`.
/// * `split`: odd and even threads (`tid & bit`) take different branches.
/// * `poke_read`: `out[i] = i + 1`, then `got[i] = xs[idx[i]]`.
/// * `spin`: `rounds` of `acc = acc * 3 + 1`, then `out[i] = acc`.
/// * `many`: 200 stores per thread, in a loop.
/// * `withatom`: `out[tid] = tid` through `atom.global.exch` (no vector
///   form: only `.shared` atomics have one).
/// * `scratch`: a `.local` array of 8 words, `buf[k] = tid * k + 1`, then
///   `out[i] = buf[(tid + 3) & 7] + buf[idx]` (`idx` a parameter: past the
///   end faults).
/// * `collatz`: the number of Collatz steps from `tid + 1` (a loop whose
///   trip count differs per thread).
/// * `nest`: an if/else inside an if/else on the input's bits, and a
///   guarded return in one arm (those threads store nothing).
/// * `fields`: `bfe`/`bfi` with a constant position 0 (a zero vector of
///   lanes, which the lowering asks for as a constant: reading its lanes
///   crashed LLVM, found by the fuzz campaign).
/// * `ctable`: the same through `ld.const` at a computed address.
/// * `csum`: `acc = i`, then `acc = 3 acc + tab[j]` for `j < n` (`ld.const`
///   at an address every lane has, a loop counter: one load for all
///   lanes; `n = 5` reads past the table), plus `tab[3]` for threads
///   under 5 (a guarded load no lane of most chunks runs).
/// * `table`: `out[i] = tab[i & mask] + i`, the table a `.const` array of
///   4 words read through its generic address (as nvcc's round constants
///   are).
fn module() -> String {
    format!(
        "{HEAD}\
.const .align 8 .u64 tab[4] = {{11, 22, 33, 44}};\n\
.entry fields(.param .u64 out) {{\n\
  .reg .b32 %r<6>; .reg .b64 %rd<4>;\n\
  ld.param.u64 %rd1, [out]; mov.u32 %r1, %tid.x; mad.lo.u32 %r2, %r1, 0x01010101, 0x00f0;\n\
  bfe.u32 %r3, %r2, 0, 12; bfi.b32 %r4, %r1, %r3, 0, 4; bfe.s32 %r5, %r2, 4, 0; add.u32 %r4, %r4, %r5;\n\
  mul.wide.u32 %rd2, %r1, 4; add.u64 %rd3, %rd1, %rd2; st.global.u32 [%rd3], %r4; ret; }}\n\
.entry collatz(.param .u64 out) {{\n\
  .reg .b32 %r<6>; .reg .b64 %rd<4>; .reg .pred %p<3>;\n\
  ld.param.u64 %rd1, [out]; mov.u32 %r1, %tid.x; add.u32 %r2, %r1, 1; mov.u32 %r3, 0;\n\
TOP:\n\
  setp.eq.u32 %p1, %r2, 1; @%p1 bra FIN;\n\
  and.b32 %r4, %r2, 1; setp.eq.u32 %p2, %r4, 0; @%p2 bra HALF;\n\
  mad.lo.u32 %r2, %r2, 3, 1; bra STEP;\n\
HALF:\n\
  shr.u32 %r2, %r2, 1;\n\
STEP:\n\
  add.u32 %r3, %r3, 1; bra TOP;\n\
FIN:\n\
  mul.wide.u32 %rd2, %r1, 4; add.u64 %rd3, %rd1, %rd2; st.global.u32 [%rd3], %r3; ret; }}\n\
.entry nest(.param .u64 out, .param .u64 xs) {{\n\
  .reg .b32 %r<8>; .reg .b64 %rd<6>; .reg .pred %p<4>;\n\
  ld.param.u64 %rd1, [out]; ld.param.u64 %rd2, [xs]; mov.u32 %r1, %tid.x;\n\
  mul.wide.u32 %rd3, %r1, 4; add.u64 %rd4, %rd2, %rd3; ld.global.u32 %r2, [%rd4];\n\
  and.b32 %r3, %r2, 1; setp.ne.u32 %p1, %r3, 0; @%p1 bra ODD;\n\
  and.b32 %r4, %r2, 2; setp.ne.u32 %p2, %r4, 0; @%p2 bra B2;\n\
  add.u32 %r5, %r2, 100; bra J;\n\
B2:\n\
  mul.lo.u32 %r5, %r2, 5; bra J;\n\
ODD:\n\
  setp.gt.u32 %p3, %r2, 1000; @%p3 ret;\n\
  xor.b32 %r5, %r2, 255;\n\
J:\n\
  add.u64 %rd5, %rd1, %rd3; st.global.u32 [%rd5], %r5; ret; }}\n\
.entry ctable(.param .u64 out, .param .u32 mask) {{\n\
  .reg .b32 %r<4>; .reg .b64 %rd<8>;\n\
  ld.param.u64 %rd1, [out]; ld.param.u32 %r3, [mask]; mov.u32 %r1, %tid.x; and.b32 %r2, %r1, %r3;\n\
  mov.u64 %rd2, tab; mul.wide.u32 %rd4, %r2, 8; add.u64 %rd5, %rd2, %rd4;\n\
  ld.const.u64 %rd6, [%rd5]; cvt.u64.u32 %rd7, %r1; add.u64 %rd6, %rd6, %rd7;\n\
  mul.wide.u32 %rd4, %r1, 8; add.u64 %rd5, %rd1, %rd4; st.global.u64 [%rd5], %rd6; ret; }}\n\
.entry csum(.param .u64 out, .param .u32 n) {{\n\
  .reg .b32 %r<4>; .reg .b64 %rd<10>; .reg .pred %p<3>;\n\
  ld.param.u64 %rd1, [out]; ld.param.u32 %r3, [n]; mov.u32 %r1, %tid.x; cvt.u64.u32 %rd6, %r1;\n\
  mov.u64 %rd2, tab; mov.u32 %r2, 0;\n\
CSUM:\n\
  setp.ge.u32 %p1, %r2, %r3; @%p1 bra CDONE;\n\
  ld.const.u64 %rd7, [%rd2]; mul.lo.u64 %rd6, %rd6, 3; add.u64 %rd6, %rd6, %rd7;\n\
  add.u64 %rd2, %rd2, 8; add.u32 %r2, %r2, 1; bra.uni CSUM;\n\
CDONE:\n\
  setp.lt.u32 %p2, %r1, 5; mov.u64 %rd9, 0; @%p2 ld.const.u64 %rd9, [tab+24]; add.u64 %rd6, %rd6, %rd9;\n\
  mul.wide.u32 %rd4, %r1, 8; add.u64 %rd5, %rd1, %rd4; st.global.u64 [%rd5], %rd6; ret; }}\n\
.entry table(.param .u64 out, .param .u32 mask) {{\n\
  .reg .b32 %r<4>; .reg .b64 %rd<8>;\n\
  ld.param.u64 %rd1, [out]; ld.param.u32 %r3, [mask]; mov.u32 %r1, %tid.x; and.b32 %r2, %r1, %r3;\n\
  mov.u64 %rd2, tab; cvta.const.u64 %rd3, %rd2; mul.wide.u32 %rd4, %r2, 8; add.u64 %rd5, %rd3, %rd4;\n\
  ld.u64 %rd6, [%rd5]; cvt.u64.u32 %rd7, %r1; add.u64 %rd6, %rd6, %rd7;\n\
  mul.wide.u32 %rd4, %r1, 8; add.u64 %rd5, %rd1, %rd4; st.global.u64 [%rd5], %rd6; ret; }}\n\
.entry field(.param .u64 out, .param .u64 xs, .param .u64 ys, .param .u32 n, .param .u32 rounds) {{\n\
  .reg .b32 %r<20>; .reg .b64 %rd<10>; .reg .pred %p<4>;\n\
  ld.param.u64 %rd1, [out]; ld.param.u64 %rd2, [xs]; ld.param.u64 %rd3, [ys];\n\
  ld.param.u32 %r1, [n]; ld.param.u32 %r2, [rounds];\n\
  mov.u32 %r3, %ctaid.x; mov.u32 %r4, %ntid.y; mov.u32 %r5, %tid.y; mad.lo.u32 %r6, %r3, %r4, %r5;\n\
  mov.u32 %r7, %ntid.x; mov.u32 %r8, %tid.x; mad.lo.u32 %r9, %r6, %r7, %r8;\n\
  setp.ge.u32 %p1, %r9, %r1; @%p1 bra END;\n\
  cvta.to.global.u64 %rd1, %rd1; cvta.to.global.u64 %rd2, %rd2; cvta.to.global.u64 %rd3, %rd3;\n\
  mul.wide.u32 %rd4, %r9, 4; add.u64 %rd5, %rd2, %rd4; ld.global.u32 %r10, [%rd5];\n\
  add.u64 %rd6, %rd3, %rd4; ld.global.u32 %r11, [%rd6];\n\
  add.cc.u32 %r12, %r10, %r11; addc.u32 %r13, 0, 0;\n\
  mul.hi.u32 %r14, %r10, %r11; mul.lo.u32 %r15, %r10, %r11;\n\
  setp.lt.u32 %p2, %r10, %r11; selp.b32 %r16, %r15, %r14, %p2;\n\
  mov.u32 %r17, %r14; mov.u32 %r18, 0;\n\
LOOP:\n\
  setp.ge.u32 %p3, %r18, %r2; @%p3 bra OUT;\n\
  mad.lo.u32 %r17, %r17, 0x9E3779B1, %r14; shr.u32 %r19, %r17, 15; xor.b32 %r17, %r17, %r19;\n\
  add.u32 %r18, %r18, 1; bra LOOP;\n\
OUT:\n\
  and.b32 %r19, %r10, 1; setp.ne.u32 %p2, %r19, 0; @%p2 add.u32 %r17, %r17, 1;\n\
  mul.wide.u32 %rd7, %r9, 16; add.u64 %rd8, %rd1, %rd7;\n\
  st.global.v4.u32 [%rd8], {{%r12, %r13, %r16, %r17}};\n\
END:\n\
  ret; }}\n\
.entry split(.param .u64 out, .param .u64 xs, .param .u32 bit) {{\n\
  .reg .b32 %r<8>; .reg .b64 %rd<6>; .reg .pred %p;\n\
  ld.param.u64 %rd1, [out]; ld.param.u64 %rd2, [xs]; ld.param.u32 %r5, [bit];\n\
  mov.u32 %r1, %tid.x; mul.wide.u32 %rd3, %r1, 4; add.u64 %rd4, %rd2, %rd3; ld.global.u32 %r2, [%rd4];\n\
  and.b32 %r3, %r1, %r5; setp.eq.u32 %p, %r3, 0; @%p bra EVEN;\n\
  mul.lo.u32 %r4, %r2, 3; bra JOIN;\n\
EVEN:\n\
  add.u32 %r4, %r2, 7;\n\
JOIN:\n\
  add.u64 %rd5, %rd1, %rd3; st.global.u32 [%rd5], %r4; ret; }}\n\
.entry poke_read(.param .u64 out, .param .u64 idx, .param .u64 xs, .param .u64 got) {{\n\
  .reg .b32 %r<6>; .reg .b64 %rd<12>;\n\
  ld.param.u64 %rd1, [out]; ld.param.u64 %rd2, [idx]; ld.param.u64 %rd3, [xs]; ld.param.u64 %rd4, [got];\n\
  mov.u32 %r1, %tid.x; mul.wide.u32 %rd5, %r1, 4; add.u32 %r2, %r1, 1;\n\
  add.u64 %rd6, %rd1, %rd5; st.global.u32 [%rd6], %r2;\n\
  add.u64 %rd7, %rd2, %rd5; ld.global.u32 %r3, [%rd7];\n\
  mul.wide.u32 %rd8, %r3, 4; add.u64 %rd9, %rd3, %rd8; ld.global.u32 %r4, [%rd9];\n\
  add.u64 %rd10, %rd4, %rd5; st.global.u32 [%rd10], %r4; ret; }}\n\
.entry spin(.param .u64 out, .param .u32 rounds) {{\n\
  .reg .b32 %r<6>; .reg .b64 %rd<4>; .reg .pred %p;\n\
  ld.param.u64 %rd1, [out]; ld.param.u32 %r2, [rounds]; mov.u32 %r1, %tid.x; mov.u32 %r3, %r1; mov.u32 %r4, 0;\n\
AGAIN:\n\
  mad.lo.u32 %r3, %r3, 3, 1; add.u32 %r4, %r4, 1; setp.lt.u32 %p, %r4, %r2; @%p bra AGAIN;\n\
  mul.wide.u32 %rd2, %r1, 4; add.u64 %rd3, %rd1, %rd2; st.global.u32 [%rd3], %r3; ret; }}\n\
.entry many(.param .u64 out) {{\n\
  .reg .b32 %r<6>; .reg .b64 %rd<4>; .reg .pred %p;\n\
  ld.param.u64 %rd1, [out]; mov.u32 %r1, %tid.x; mul.lo.u32 %r2, %r1, 200; mov.u32 %r3, 0;\n\
NEXT:\n\
  add.u32 %r4, %r2, %r3; mul.wide.u32 %rd2, %r4, 4; add.u64 %rd3, %rd1, %rd2; xor.b32 %r5, %r3, %r1;\n\
  st.global.u32 [%rd3], %r5; add.u32 %r3, %r3, 1; setp.lt.u32 %p, %r3, 200; @%p bra NEXT;\n\
  ret; }}\n\
.entry withatom(.param .u64 out) {{\n\
  .reg .b32 %r<3>; .reg .b64 %rd<4>;\n\
  ld.param.u64 %rd1, [out]; mov.u32 %r1, %tid.x;\n\
  mul.wide.u32 %rd2, %r1, 4; add.u64 %rd3, %rd1, %rd2; atom.global.exch.b32 %r2, [%rd3], %r1; ret; }}\n\
.entry scratch(.param .u64 out, .param .u32 idx) {{\n\
  .local .align 4 .b8 buf[32];\n\
  .reg .b32 %r<10>; .reg .b64 %rd<8>; .reg .pred %p;\n\
  ld.param.u64 %rd1, [out]; ld.param.u32 %r9, [idx]; mov.u32 %r1, %tid.x; mov.u32 %r2, 0;\n\
  mov.u64 %rd2, buf;\n\
FILL:\n\
  mad.lo.u32 %r3, %r1, %r2, 1; mul.wide.u32 %rd3, %r2, 4; add.u64 %rd4, %rd2, %rd3; st.local.u32 [%rd4], %r3;\n\
  add.u32 %r2, %r2, 1; setp.lt.u32 %p, %r2, 8; @%p bra FILL;\n\
  add.u32 %r4, %r1, 3; and.b32 %r4, %r4, 7; mul.wide.u32 %rd3, %r4, 4; add.u64 %rd4, %rd2, %rd3; ld.local.u32 %r5, [%rd4];\n\
  mul.wide.u32 %rd3, %r9, 4; add.u64 %rd4, %rd2, %rd3; ld.local.u32 %r6, [%rd4]; add.u32 %r5, %r5, %r6;\n\
  mul.wide.u32 %rd5, %r1, 4; add.u64 %rd6, %rd1, %rd5; st.global.u32 [%rd6], %r5; ret; }}\n"
    )
}

/// `field` for one thread, worked out here.
fn field(a: u32, b: u32, rounds: u32) -> [u32; 4] {
    let (lo, c) = a.overflowing_add(b);
    let p = u64::from(a) * u64::from(b);
    let (h, l) = ((p >> 32) as u32, p as u32);
    let s = if a < b { l } else { h };
    let mut acc = h;
    for _ in 0..rounds {
        acc = acc.wrapping_mul(0x9E37_79B1).wrapping_add(h);
        acc ^= acc >> 15;
    }
    if a & 1 != 0 {
        acc = acc.wrapping_add(1);
    }
    [lo, u32::from(c), s, acc]
}

pub(super) fn words(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|w| w.to_le_bytes()).collect()
}

pub(super) fn unwords(b: &[u8]) -> Vec<u32> {
    b.chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// A seeded sequence of words (xorshift), with edge values mixed in.
fn inputs(n: usize, seed: u32) -> Vec<u32> {
    let mut x = seed | 1;
    (0..n)
        .map(|i| match i % 11 {
            0 => u32::MAX,
            5 => 0,
            _ => {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                x
            }
        })
        .collect()
}

pub(super) fn simt_backend() -> bool {
    Backend::Llvm.available().is_ok()
}

fn launch(grid: u32, block: [u32; 3]) -> Launch {
    Launch {
        grid: [grid, 1, 1],
        block,
        dynamic_shared: 0,
    }
}

#[test]
fn a_vector_kernel_gives_the_worked_values_in_vector_lanes() {
    if !simt_backend() {
        return;
    }
    let m = Module::from_ptx(&module()).unwrap();
    // 3 blocks of 16 x 2 threads; 93 of the 96 compute (the last chunk's
    // lanes 5..7 leave through the guard).
    let (total, n, rounds) = (96usize, 93u32, 5u32);
    let xs = inputs(total, 0x1234_5678);
    let ys = inputs(total, 0x0bad_cafe);
    let args = vec![
        KernelArg::Buffer(vec![0xab; 16 * total]),
        KernelArg::Buffer(words(&xs)),
        KernelArg::Buffer(words(&ys)),
        KernelArg::Scalar(u64::from(n)),
        KernelArg::Scalar(u64::from(rounds)),
    ];
    let mut want = Vec::new();
    for i in 0..total {
        if i < n as usize {
            want.extend_from_slice(&field(xs[i], ys[i], rounds));
        } else {
            want.extend_from_slice(&[0xabab_abab; 4]);
        }
    }
    let l = launch(3, [16, 2, 1]);
    for b in [Backend::Host, Backend::Llvm] {
        let out = m.launch(b, "field", &l, &args).unwrap();
        assert_eq!(unwords(out[0].as_ref().unwrap()), want, "{b:?}");
    }
    // Every thread ran in vector lanes (12 chunks of 8).
    assert_eq!(m.simt(Backend::Llvm, "field"), Some(Ok(96)));
    assert!(m
        .simt(Backend::Host, "field")
        .is_some_and(|s| s.is_err_and(|why| why.contains("Cranelift"))));
}

#[test]
fn lanes_that_branch_apart_run_both_ways_and_meet_again() {
    if !simt_backend() {
        return;
    }
    let m = Module::from_ptx(&module()).unwrap();
    let xs = inputs(64, 77);
    let run = |bit: u32| {
        let args = vec![
            KernelArg::Buffer(vec![0; 256]),
            KernelArg::Buffer(words(&xs)),
            KernelArg::Scalar(u64::from(bit)),
        ];
        let out = m
            .launch(Backend::Llvm, "split", &launch(1, [64, 1, 1]), &args)
            .unwrap();
        unwords(out[0].as_ref().unwrap())
    };
    let want = |bit: u32| -> Vec<u32> {
        (0..64u32)
            .map(|i| {
                let x = xs[i as usize];
                if i & bit == 0 {
                    x.wrapping_add(7)
                } else {
                    x.wrapping_mul(3)
                }
            })
            .collect()
    };
    // Odd and even lanes go apart in every chunk: the odd ones run the
    // `mul`, the even ones wait at EVEN, run the `add`, and all store.
    assert_eq!(run(1), want(1));
    assert_eq!(m.simt(Backend::Llvm, "split"), Some(Ok(64)));
    // Threads 0..7 one way, 8..15 the other: each chunk goes one way.
    // (The second launch is the trial's one by one: no lanes.)
    assert_eq!(run(8), want(8));
    assert_eq!(m.simt(Backend::Llvm, "split"), Some(Ok(64)));
    assert_eq!(run(8), want(8));
    assert_eq!(m.simt(Backend::Llvm, "split"), Some(Ok(128)));
}

#[test]
fn a_fault_in_a_chunk_undoes_its_stores_and_reads_as_the_scalar_code() {
    if !simt_backend() {
        return;
    }
    let fault = |b: Backend| {
        let dev = Device::new(b).unwrap();
        let m = dev.load_ptx(&module()).unwrap();
        let k = m.kernel("poke_read").unwrap();
        let out = dev.alloc::<u32>(16).unwrap();
        let mut idx: Vec<u32> = (0..16).collect();
        idx[13] = 1000;
        let idx = dev.htod(&idx).unwrap();
        let xs = dev.htod(&(100..116).collect::<Vec<u32>>()).unwrap();
        let got = dev.alloc::<u32>(16).unwrap();
        let args: Vec<Arg> = vec![(&out).into(), (&idx).into(), (&xs).into(), (&got).into()];
        let e = k.launch(&launch(1, [16, 1, 1]), &args).unwrap_err();
        (
            e.to_string(),
            out.to_vec().unwrap(),
            got.to_vec().unwrap(),
            k.simt(),
        )
    };
    let host = fault(Backend::Host);
    assert!(host.0.contains("%tid=(13,0,0)"), "{}", host.0);
    // Threads 0..13 stored to `out` (13 then faulted), 0..12 to `got`.
    let out: Vec<u32> = (0..16).map(|i| if i <= 13 { i + 1 } else { 0 }).collect();
    let got: Vec<u32> = (0..16).map(|i| if i <= 12 { 100 + i } else { 0 }).collect();
    assert_eq!((&host.1, &host.2), (&out, &got));
    let llvm = fault(Backend::Llvm);
    assert_eq!((&llvm.0, &llvm.1, &llvm.2), (&host.0, &host.1, &host.2));
    // Threads 0..7 ran in lanes; 8..15 stored in lanes, met the fault,
    // undid their stores and ran one by one.
    assert_eq!(llvm.3, Some(Ok(8)));
}

#[test]
fn a_step_limit_stops_a_vector_kernel_as_it_stops_the_scalar_one() {
    if !simt_backend() {
        return;
    }
    let spin = |b: Backend, rounds: u32, steps: u64| {
        let mut m = Module::from_ptx(&module()).unwrap();
        m.set_step_limit(steps);
        let args = vec![
            KernelArg::Buffer(vec![0; 4 * 32]),
            KernelArg::Scalar(u64::from(rounds)),
        ];
        let r = m
            .launch(b, "spin", &launch(1, [32, 1, 1]), &args)
            .map(|o| unwords(o[0].as_ref().unwrap()))
            .map_err(|e| e.to_string());
        (r, m.simt(b, "spin"))
    };
    let want: Vec<u32> = (0..32u32)
        .map(|i| (0..1000).fold(i, |a, _| a.wrapping_mul(3).wrapping_add(1)))
        .collect();
    let (ok, simt) = spin(Backend::Llvm, 1000, 1 << 20);
    assert_eq!(ok, Ok(want));
    assert_eq!(simt, Some(Ok(32)));
    // A limit the loop passes: the error the scalar code gives, word for
    // word.
    let host = spin(Backend::Host, 1000, 2000).0;
    assert!(host.as_ref().is_err_and(|e| e.contains("step")), "{host:?}");
    assert_eq!(spin(Backend::Llvm, 1000, 2000).0, host);
}

#[test]
fn a_full_undo_log_runs_its_chunk_on_the_scalar_code() {
    if !simt_backend() {
        return;
    }
    let m = Module::from_ptx(&module()).unwrap();
    let out = m
        .launch(
            Backend::Llvm,
            "many",
            &launch(1, [16, 1, 1]),
            &[KernelArg::Buffer(vec![0xff; 4 * 200 * 16])],
        )
        .unwrap();
    let want: Vec<u32> = (0..16u32)
        .flat_map(|i| (0..200u32).map(move |k| k ^ i))
        .collect();
    assert_eq!(unwords(out[0].as_ref().unwrap()), want);
    // 200 stores of 8 lanes fill the log (1024 entries): both chunks bail.
    assert_eq!(m.simt(Backend::Llvm, "many"), Some(Ok(0)));
}

#[test]
fn a_kernel_without_a_vector_form_says_why() {
    if !simt_backend() {
        return;
    }
    let m = Module::from_ptx(&module()).unwrap();
    let out = m
        .launch(
            Backend::Llvm,
            "withatom",
            &launch(1, [8, 1, 1]),
            &[KernelArg::Buffer(vec![0; 32])],
        )
        .unwrap();
    assert_eq!(
        unwords(out[0].as_ref().unwrap()),
        (0..8).collect::<Vec<u32>>()
    );
    let why = m.simt(Backend::Llvm, "withatom").unwrap().unwrap_err();
    assert!(
        why.contains("an atomic (other than .shared of 32 or 64 bits) (line "),
        "{why}"
    );
}

#[test]
fn local_arrays_run_in_vector_lanes_and_fault_as_the_scalar_code() {
    if !simt_backend() {
        return;
    }
    let m = Module::from_ptx(&module()).unwrap();
    let run = |b: Backend, idx: u32| {
        m.launch(
            b,
            "scratch",
            &launch(1, [32, 1, 1]),
            &[
                KernelArg::Buffer(vec![0; 128]),
                KernelArg::Scalar(u64::from(idx)),
            ],
        )
        .map(|o| unwords(o[0].as_ref().unwrap()))
        .map_err(|e| e.to_string())
    };
    let buf = |t: u32, k: u32| t * k + 1;
    let want: Vec<u32> = (0..32u32)
        .map(|t| buf(t, (t + 3) & 7) + buf(t, 5))
        .collect();
    for b in [Backend::Host, Backend::Llvm] {
        assert_eq!(run(b, 5), Ok(want.clone()), "{b:?}");
    }
    // All 32 threads in lanes: the fill's stores at per-lane addresses
    // that lanes find equal when they run, the reads at per-lane ones.
    assert_eq!(m.simt(Backend::Llvm, "scratch"), Some(Ok(32)));
    // `buf[8]` is past the array: thread 0 faults, as on host.
    let host = run(Backend::Host, 8);
    assert!(
        host.as_ref().is_err_and(|e| e.contains("%tid=(0,0,0)")),
        "{host:?}"
    );
    assert_eq!(run(Backend::Llvm, 8), host);
}

#[test]
fn a_generic_load_of_const_memory_runs_in_vector_lanes() {
    if !simt_backend() {
        return;
    }
    let m = Module::from_ptx(&module()).unwrap();
    let want: Vec<u8> = (0..32u64)
        .flat_map(|i| ([11u64, 22, 33, 44][(i % 4) as usize] + i).to_le_bytes())
        .collect();
    for name in ["table", "ctable"] {
        table_case(&m, name, &want);
    }
}

fn table_case(m: &Module, name: &str, want: &[u8]) {
    let run = |b: Backend, mask: u64| {
        m.launch(
            b,
            name,
            &launch(1, [32, 1, 1]),
            &[KernelArg::Buffer(vec![0; 8 * 32]), KernelArg::Scalar(mask)],
        )
        .map(|o| o[0].clone().unwrap())
        .map_err(|e| e.to_string())
    };
    for b in [Backend::Host, Backend::Llvm] {
        assert_eq!(run(b, 3), Ok(want.to_vec()), "{name} {b:?}");
    }
    assert_eq!(m.simt(Backend::Llvm, name), Some(Ok(32)), "{name}");
    // Past the table (thread 4 reads `tab[4]`): the host's fault.
    let host = run(Backend::Host, 7);
    assert!(
        host.as_ref().is_err_and(|e| e.contains("%tid=(4,0,0)")),
        "{host:?}"
    );
    assert_eq!(run(Backend::Llvm, 7), host);
}

#[test]
fn loops_with_a_trip_count_per_thread_run_in_lanes() {
    if !simt_backend() {
        return;
    }
    let m = Module::from_ptx(&module()).unwrap();
    let steps = |mut x: u32| {
        let mut n = 0;
        while x != 1 {
            x = if x.is_multiple_of(2) {
                x / 2
            } else {
                3 * x + 1
            };
            n += 1;
        }
        n
    };
    let want: Vec<u32> = (1..=64).map(steps).collect();
    for b in [Backend::Host, Backend::Llvm] {
        let out = m
            .launch(
                b,
                "collatz",
                &launch(1, [64, 1, 1]),
                &[KernelArg::Buffer(vec![0; 256])],
            )
            .unwrap();
        assert_eq!(unwords(out[0].as_ref().unwrap()), want, "{b:?}");
    }
    assert_eq!(m.simt(Backend::Llvm, "collatz"), Some(Ok(64)));
}

#[test]
fn nested_branches_and_a_return_in_one_arm_run_in_lanes() {
    if !simt_backend() {
        return;
    }
    let m = Module::from_ptx(&module()).unwrap();
    let xs: Vec<u32> = inputs(64, 99)
        .into_iter()
        .enumerate()
        .map(|(i, x)| if i % 3 == 0 { x % 2000 } else { x })
        .collect();
    let want: Vec<u32> = xs
        .iter()
        .map(|&x| match (x & 1, x & 2) {
            (0, 0) => x.wrapping_add(100),
            (0, _) => x.wrapping_mul(5),
            _ if x > 1000 => 0x5a5a_5a5a,
            _ => x ^ 255,
        })
        .collect();
    let args = [
        KernelArg::Buffer(vec![0x5a; 256]),
        KernelArg::Buffer(words(&xs)),
    ];
    for b in [Backend::Host, Backend::Llvm] {
        let out = m.launch(b, "nest", &launch(1, [64, 1, 1]), &args).unwrap();
        assert_eq!(unwords(out[0].as_ref().unwrap()), want, "{b:?}");
    }
    assert_eq!(m.simt(Backend::Llvm, "nest"), Some(Ok(64)));
}

#[test]
fn constant_zero_field_positions_run_in_lanes() {
    if !simt_backend() {
        return;
    }
    let m = Module::from_ptx(&module()).unwrap();
    // bfe.u32 (pos 0, len 12), bfi (the tid's low 4 bits at 0), bfe.s32
    // with length 0 (0).
    let want: Vec<u32> = (0..32u32)
        .map(|i| {
            let r2 = i.wrapping_mul(0x0101_0101).wrapping_add(0xf0);
            let r3 = r2 & 0xfff;
            (r3 & !0xf) | (i & 0xf)
        })
        .collect();
    for b in [Backend::Host, Backend::Llvm] {
        let out = m
            .launch(
                b,
                "fields",
                &launch(1, [32, 1, 1]),
                &[KernelArg::Buffer(vec![0; 128])],
            )
            .unwrap();
        assert_eq!(unwords(out[0].as_ref().unwrap()), want, "{b:?}");
    }
    assert_eq!(m.simt(Backend::Llvm, "fields"), Some(Ok(32)));
}

/// `mixed`: a `.local` array of 64 bytes per thread written and read at
/// every width (8, 16, 32, 64 bits, `v2`, `v4`, sign-extended), at
/// addresses the same in every lane (a variable, a loop counter, a
/// parameter, a value read back from `.local`) and per lane (from
/// `%tid`), under a guard and in a branch only some lanes take. Worked
/// out per thread on a byte array in `mixed_want`.
fn local_module() -> String {
    format!(
        "{HEAD}\
.entry mixed(.param .u64 out, .param .u32 k) {{\n\
  .local .align 8 .b8 buf[64];\n\
  .reg .b32 %r<20>; .reg .b64 %rd<20>; .reg .b16 %h<8>; .reg .pred %p<3>;\n\
  ld.param.u64 %rd1, [out]; ld.param.u32 %r9, [k]; mov.u32 %r1, %tid.x; mov.u64 %rd2, buf; mov.u32 %r2, 0;\n\
  cvt.u64.u32 %rd10, %r1; shl.b64 %rd10, %rd10, 32;\n\
FILL:\n\
  cvt.u64.u32 %rd3, %r2; or.b64 %rd4, %rd10, %rd3; mul.lo.u64 %rd4, %rd4, 0x9E3779B97F4A7C15;\n\
  shl.b64 %rd5, %rd3, 3; add.u64 %rd6, %rd2, %rd5; st.local.u64 [%rd6], %rd4;\n\
  add.u32 %r2, %r2, 1; setp.lt.u32 %p1, %r2, 8; @%p1 bra FILL;\n\
  and.b32 %r3, %r1, 63; cvt.u64.u32 %rd7, %r3; add.u64 %rd8, %rd2, %rd7; add.u32 %r4, %r1, 0x80;\n\
  cvt.u16.u32 %h1, %r4; st.local.u8 [%rd8], %h1;\n\
  st.local.u16 [buf+10], %h1;\n\
  st.local.v2.u32 [buf+16], {{%r1, %r4}};\n\
  setp.lt.u32 %p2, %r3, 16; @%p2 st.local.u32 [buf+24], %r1;\n\
  @%p2 bra SKIP; st.local.u32 [buf+28], %r4;\n\
SKIP:\n\
  ld.local.v4.u16 {{%h2, %h3, %h4, %h5}}, [buf+8];\n\
  cvt.u32.u16 %r5, %h2; cvt.u32.u16 %r6, %h3; shl.b32 %r6, %r6, 16; or.b32 %r5, %r5, %r6;\n\
  cvt.u32.u16 %r6, %h4; cvt.u32.u16 %r7, %h5; shl.b32 %r7, %r7, 16; or.b32 %r6, %r6, %r7;\n\
  mul.wide.u32 %rd9, %r9, 4; add.u64 %rd9, %rd2, %rd9; ld.local.u32 %r7, [%rd9];\n\
  mul.lo.u32 %r8, %r1, 7; and.b32 %r8, %r8, 63; cvt.u64.u32 %rd11, %r8; add.u64 %rd11, %rd2, %rd11;\n\
  ld.local.u8 %h6, [%rd11]; cvt.u32.u16 %r8, %h6;\n\
  and.b32 %r10, %r1, 7; mul.wide.u32 %rd12, %r10, 8; add.u64 %rd12, %rd2, %rd12; ld.local.u64 %rd13, [%rd12];\n\
  cvt.u32.u64 %r10, %rd13; shr.u64 %rd13, %rd13, 32; cvt.u32.u64 %r11, %rd13;\n\
  and.b32 %r12, %r1, 31; mul.wide.u32 %rd14, %r12, 2; add.u64 %rd14, %rd2, %rd14; ld.local.s16 %r12, [%rd14];\n\
  st.local.u32 [buf+60], %r9; ld.local.u32 %r13, [buf+60]; and.b32 %r13, %r13, 63;\n\
  cvt.u64.u32 %rd15, %r13; add.u64 %rd15, %rd2, %rd15; st.local.u8 [%rd15], %h1;\n\
  and.b32 %r14, %r13, 60; cvt.u64.u32 %rd16, %r14; add.u64 %rd16, %rd2, %rd16; ld.local.u32 %r14, [%rd16];\n\
  and.b32 %r15, %r1, 1; mul.wide.u32 %rd19, %r15, 8; add.u64 %rd19, %rd2, %rd19; ld.local.v2.u32 {{%r15, %r16}}, [%rd19+24];\n\
  ld.local.u32 %r17, [buf+16]; and.b32 %r17, %r17, 60; cvt.u64.u32 %rd18, %r17; add.u64 %rd18, %rd2, %rd18; ld.local.u32 %r17, [%rd18];\n\
  mul.wide.u32 %rd17, %r1, 48; add.u64 %rd17, %rd1, %rd17;\n\
  st.global.u32 [%rd17], %r5; st.global.u32 [%rd17+4], %r6; st.global.u32 [%rd17+8], %r7;\n\
  st.global.u32 [%rd17+12], %r8; st.global.u32 [%rd17+16], %r10; st.global.u32 [%rd17+20], %r11;\n\
  st.global.u32 [%rd17+24], %r12; st.global.u32 [%rd17+28], %r14; st.global.u32 [%rd17+32], %r15;\n\
  st.global.u32 [%rd17+36], %r16; st.global.u32 [%rd17+40], %r13; st.global.u32 [%rd17+44], %r17;\n\
  ret; }}\n"
    )
}

/// `mixed` for thread `t` with parameter `k`: its 12 output words.
fn mixed_want(t: u32, k: u32) -> [u32; 12] {
    let mut buf = [0u8; 64];
    for j in 0..8u64 {
        let v = ((u64::from(t) << 32) | j).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        buf[8 * j as usize..][..8].copy_from_slice(&v.to_le_bytes());
    }
    let h1 = t.wrapping_add(0x80) as u16;
    buf[(t & 63) as usize] = h1 as u8;
    buf[10..12].copy_from_slice(&h1.to_le_bytes());
    buf[16..20].copy_from_slice(&t.to_le_bytes());
    buf[20..24].copy_from_slice(&t.wrapping_add(0x80).to_le_bytes());
    if t & 63 < 16 {
        buf[24..28].copy_from_slice(&t.to_le_bytes());
    } else {
        buf[28..32].copy_from_slice(&t.wrapping_add(0x80).to_le_bytes());
    }
    let u32_at = |b: &[u8; 64], i: usize| u32::from_le_bytes(b[i..i + 4].try_into().unwrap());
    let w0 = u32_at(&buf, 8);
    let w1 = u32_at(&buf, 12);
    let w2 = u32_at(&buf, 4 * k as usize);
    let w3 = u32::from(buf[(t.wrapping_mul(7) & 63) as usize]);
    let o = 8 * (t & 7) as usize;
    let q = u64::from_le_bytes(buf[o..o + 8].try_into().unwrap());
    let s = 2 * (t & 31) as usize;
    let w6 = i16::from_le_bytes([buf[s], buf[s + 1]]) as i32 as u32;
    buf[60..64].copy_from_slice(&k.to_le_bytes());
    let b = (k & 63) as usize;
    buf[b] = h1 as u8;
    let w7 = u32_at(&buf, (k & 60) as usize);
    [
        w0,
        w1,
        w2,
        w3,
        q as u32,
        (q >> 32) as u32,
        w6,
        w7,
        u32_at(&buf, 24 + 8 * (t & 1) as usize),
        u32_at(&buf, 28 + 8 * (t & 1) as usize),
        k & 63,
        // (An address from a word of `.local` memory that differs per lane.)
        u32_at(&buf, (t & 60) as usize),
    ]
}

#[test]
fn local_memory_at_every_width_runs_in_vector_lanes() {
    if !simt_backend() {
        return;
    }
    let m = Module::from_ptx(&local_module()).unwrap();
    // A block of 74 threads: a partial last chunk.
    let n = 74u32;
    for (i, k) in [4u32, 9, 15].into_iter().enumerate() {
        let run = |b: Backend| {
            m.launch(
                b,
                "mixed",
                &launch(1, [74, 1, 1]),
                &[
                    KernelArg::Buffer(vec![0; 48 * n as usize]),
                    KernelArg::Scalar(u64::from(k)),
                ],
            )
            .map(|o| unwords(o[0].as_ref().unwrap()))
            .map_err(|e| e.to_string())
        };
        let want: Vec<u32> = (0..n).flat_map(|i| mixed_want(i, k)).collect();
        for b in [Backend::Host, Backend::Llvm] {
            assert_eq!(run(b), Ok(want.clone()), "{b:?}, k = {k}");
        }
        // (The count of all launches so far; the trial runs the second
        // one by one.)
        assert_eq!(
            m.simt(Backend::Llvm, "mixed"),
            Some(Ok(u64::from(n) * ((i as u64 + 2) / 2)))
        );
    }
    // `buf[4 * 16]` is past the array: every thread faults at the same
    // load, the first one's error as on host.
    let run = |b: Backend| {
        m.launch(
            b,
            "mixed",
            &launch(1, [74, 1, 1]),
            &[
                KernelArg::Buffer(vec![0; 48 * n as usize]),
                KernelArg::Scalar(16),
            ],
        )
        .map(|o| unwords(o[0].as_ref().unwrap()))
        .map_err(|e| e.to_string())
    };
    let host = run(Backend::Host);
    assert!(
        host.as_ref()
            .is_err_and(|e| e.contains("%tid=(0,0,0)") && e.contains("out-of-bounds")),
        "{host:?}"
    );
    assert_eq!(run(Backend::Llvm), host);
}

#[test]
fn a_const_table_read_at_a_loop_counter_is_one_load_for_all_lanes() {
    if !simt_backend() {
        return;
    }
    let m = Module::from_ptx(&module()).unwrap();
    let tab = [11u64, 22, 33, 44];
    let run = |b: Backend, n: u64| {
        m.launch(
            b,
            "csum",
            &launch(1, [32, 1, 1]),
            &[KernelArg::Buffer(vec![0; 8 * 32]), KernelArg::Scalar(n)],
        )
        .map(|o| o[0].clone().unwrap())
        .map_err(|e| e.to_string())
    };
    let want: Vec<u8> = (0..32u64)
        .flat_map(|i| {
            let mut acc = i;
            for t in tab {
                acc = acc * 3 + t;
            }
            if i < 5 {
                acc += tab[3];
            }
            acc.to_le_bytes()
        })
        .collect();
    for b in [Backend::Host, Backend::Llvm] {
        assert_eq!(run(b, 4), Ok(want.clone()), "{b:?}");
    }
    assert_eq!(m.simt(Backend::Llvm, "csum"), Some(Ok(32)));
    // `tab[4]` is past the table: thread 0 faults first, as on host.
    let host = run(Backend::Host, 5);
    assert!(
        host.as_ref().is_err_and(|e| e.contains("%tid=(0,0,0)")),
        "{host:?}"
    );
    assert_eq!(run(Backend::Llvm, 5), host);
}

/// A kernel over `MAX_BODY` (8192) instructions gets no vector form (LLVM's
/// compile of one grows faster than the kernel), and says so; its values
/// are the scalar code's.
#[test]
fn a_kernel_over_8192_instructions_has_no_vector_form() {
    if !simt_backend() {
        return;
    }
    let mut ptx = format!(
        "{HEAD}.entry big(.param .u64 out) {{\n  .reg .b32 %r<3>; .reg .b64 %rd<2>;\n  ld.param.u64 %rd1, [out]; mov.u32 %r1, %tid.x;\n"
    );
    for _ in 0..8200 {
        ptx.push_str("  add.u32 %r1, %r1, 3;\n");
    }
    ptx.push_str("  st.global.u32 [%rd1], %r1; ret; }\n");
    let m = Module::from_ptx(&ptx).unwrap();
    let out = m
        .launch(
            Backend::Llvm,
            "big",
            &launch(1, [1, 1, 1]),
            &[KernelArg::Buffer(vec![0; 4])],
        )
        .unwrap();
    assert_eq!(unwords(out[0].as_ref().unwrap()), vec![8200 * 3]);
    let why = m.simt(Backend::Llvm, "big").unwrap().unwrap_err();
    assert!(why.contains("8204 instructions"), "{why}");
}

/// `stride`: thread `t` of block `b` sums `acc = 3 acc + xs[t s + j]` and
/// `acc16 = 5 acc16 + xs16[t s + j]` (the same buffer read as halves) over
/// `j < 40`, where the stride `s` is 1 for `j` in 0..10, 20..30 and 3 for
/// the others: each load site forms rows, stops forming them (after which
/// it skips the row test for a while, `ROW_RETRY` in `simt.rs`), then
/// forms them again; `out[2 (29 b + t)..]` gets both sums.
fn stride_module() -> String {
    format!(
        "{HEAD}\
.entry stride(.param .u64 out, .param .u64 xs) {{\n\
  .reg .b16 %h<2>; .reg .b32 %r<12>; .reg .b64 %rd<10>; .reg .pred %p<3>;\n\
  ld.param.u64 %rd1, [out]; ld.param.u64 %rd2, [xs];\n\
  mov.u32 %r1, %tid.x; mov.u32 %r2, 0; mov.u32 %r3, 0; mov.u32 %r9, 0;\n\
TOP:\n\
  div.u32 %r4, %r2, 10; and.b32 %r4, %r4, 1; setp.ne.u32 %p1, %r4, 0; selp.u32 %r5, 3, 1, %p1;\n\
  mad.lo.u32 %r6, %r1, %r5, %r2;\n\
  mul.wide.u32 %rd3, %r6, 4; add.u64 %rd4, %rd2, %rd3; ld.global.u32 %r7, [%rd4];\n\
  mad.lo.u32 %r3, %r3, 3, %r7;\n\
  mul.wide.u32 %rd5, %r6, 2; add.u64 %rd6, %rd2, %rd5; ld.global.u16 %h1, [%rd6];\n\
  cvt.u32.u16 %r8, %h1; mad.lo.u32 %r9, %r9, 5, %r8;\n\
  add.u32 %r2, %r2, 1; setp.lt.u32 %p2, %r2, 40; @%p2 bra TOP;\n\
  mov.u32 %r10, %ctaid.x; mov.u32 %r11, %ntid.x; mad.lo.u32 %r10, %r10, %r11, %r1;\n\
  mul.wide.u32 %rd7, %r10, 8; add.u64 %rd8, %rd1, %rd7;\n\
  st.global.u32 [%rd8], %r3; st.global.u32 [%rd8+4], %r9; ret; }}\n"
    )
}

#[test]
fn a_load_site_that_stops_forming_rows_and_forms_them_again_reads_each_lanes_value() {
    if !simt_backend() {
        return;
    }
    let m = Module::from_ptx(&stride_module()).unwrap();
    let xs = inputs(160, 0x5eed_0042);
    let halves: Vec<u32> = xs.iter().flat_map(|w| [w & 0xffff, w >> 16]).collect();
    // 2 blocks of 29: 3 whole chunks and one of 5 lanes each.
    let (blocks, per) = (2u32, 29u32);
    let mut want = Vec::new();
    for _b in 0..blocks {
        for t in 0..per {
            let (mut acc, mut acc16) = (0u32, 0u32);
            for j in 0..40u32 {
                let s = if (j / 10) & 1 == 1 { 3 } else { 1 };
                let k = (t * s + j) as usize;
                acc = acc.wrapping_mul(3).wrapping_add(xs[k]);
                acc16 = acc16.wrapping_mul(5).wrapping_add(halves[k]);
            }
            want.extend_from_slice(&[acc, acc16]);
        }
    }
    let args = [
        KernelArg::Buffer(vec![0; 8 * (blocks * per) as usize]),
        KernelArg::Buffer(words(&xs)),
    ];
    for b in [Backend::Host, Backend::Llvm] {
        let out = m
            .launch(b, "stride", &launch(blocks, [per, 1, 1]), &args)
            .unwrap();
        assert_eq!(unwords(out[0].as_ref().unwrap()), want, "{b:?}");
    }
    assert_eq!(m.simt(Backend::Llvm, "stride"), Some(Ok(58)));
}

/// `narrow`: thread `t` stores the byte `7t + 1` at `out8[t]` and the half
/// `300t + 5` at `out16[t]` (8- and 16-bit rows where a whole chunk
/// runs), then `out8[64 + t] = xs[idx[t]]` (a byte): an index past `xs`
/// faults after the chunk's rows were stored.
const NARROW: &str = ".version 7.8\n.target sm_80\n.address_size 64\n\
.entry narrow(.param .u64 out8, .param .u64 out16, .param .u64 idx, .param .u64 xs) {\n\
  .reg .b16 %h<3>; .reg .b32 %r<8>; .reg .b64 %rd<14>;\n\
  ld.param.u64 %rd1, [out8]; ld.param.u64 %rd2, [out16]; ld.param.u64 %rd3, [idx]; ld.param.u64 %rd4, [xs];\n\
  mov.u32 %r1, %tid.x; cvt.u64.u32 %rd5, %r1;\n\
  mad.lo.u32 %r2, %r1, 7, 1; cvt.u16.u32 %h1, %r2; add.u64 %rd6, %rd1, %rd5; st.global.u8 [%rd6], %h1;\n\
  mad.lo.u32 %r3, %r1, 300, 5; cvt.u16.u32 %h2, %r3; mul.wide.u32 %rd7, %r1, 2; add.u64 %rd8, %rd2, %rd7;\n\
  st.global.u16 [%rd8], %h2;\n\
  mul.wide.u32 %rd9, %r1, 4; add.u64 %rd10, %rd3, %rd9; ld.global.u32 %r4, [%rd10];\n\
  mul.wide.u32 %rd11, %r4, 4; add.u64 %rd12, %rd4, %rd11; ld.global.u32 %r5, [%rd12];\n\
  cvt.u16.u32 %h1, %r5; st.global.u8 [%rd6+64], %h1; ret; }\n";

#[test]
fn byte_and_half_rows_store_in_lanes_and_are_undone_by_a_fault() {
    if !simt_backend() {
        return;
    }
    let n = 29u32;
    let xs: Vec<u32> = (0..n).map(|i| 0x100 * i + 0x40 + i).collect();
    let run = |b: Backend, bad: Option<usize>| {
        let dev = Device::new(b).unwrap();
        let m = dev.load_ptx(NARROW).unwrap();
        let k = m.kernel("narrow").unwrap();
        let out8 = dev.htod(&[0xeeu8; 128]).unwrap();
        let out16 = dev.htod(&[0xeeeeu16; 32]).unwrap();
        let mut idx: Vec<u32> = (0..n).collect();
        if let Some(t) = bad {
            idx[t] = 1000;
        }
        let idx = dev.htod(&idx).unwrap();
        let xsb = dev.htod(&xs).unwrap();
        let args: Vec<Arg> = vec![
            (&out8).into(),
            (&out16).into(),
            (&idx).into(),
            (&xsb).into(),
        ];
        let r = k
            .launch(&launch(1, [n, 1, 1]), &args)
            .map_err(|e| e.to_string());
        (r, out8.to_vec().unwrap(), out16.to_vec().unwrap(), k.simt())
    };
    // The values: threads `0..done` ran to the end, thread `done` (if it
    // faulted) stored its rows and no byte at 64.
    let want = |done: u32, faulted: bool| {
        let mut o8 = vec![0xeeu8; 128];
        let mut o16 = vec![0xeeeeu16; 32];
        for t in 0..done + u32::from(faulted) {
            o8[t as usize] = (7 * t + 1) as u8;
            o16[t as usize] = (300 * t + 5) as u16;
        }
        for t in 0..done {
            o8[64 + t as usize] = xs[t as usize] as u8;
        }
        (o8, o16)
    };
    let (o8, o16) = want(n, false);
    for b in [Backend::Host, Backend::Llvm] {
        let r = run(b, None);
        assert_eq!((r.0, &r.1, &r.2), (Ok(()), &o8, &o16), "{b:?}");
    }
    // Every thread in lanes: three whole chunks (rows) and one of 5 lanes
    // (byte and half stores lane by lane).
    assert_eq!(run(Backend::Llvm, None).3, Some(Ok(29)));
    let host = run(Backend::Host, Some(13));
    assert!(
        host.0.as_ref().is_err_and(|e| e.contains("%tid=(13,0,0)")),
        "{:?}",
        host.0
    );
    let (o8, o16) = want(13, true);
    assert_eq!((&host.1, &host.2), (&o8, &o16));
    // Threads 8..15 stored their rows in lanes, met the fault, undid them
    // and ran one by one: the scalar code's memory and error.
    let llvm = run(Backend::Llvm, Some(13));
    assert_eq!((&llvm.0, &llvm.1, &llvm.2), (&host.0, &host.1, &host.2));
    assert_eq!(llvm.3, Some(Ok(8)));
}
