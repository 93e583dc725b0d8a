//! SIMD across threads with barriers and `.shared` memory: a chunk of lanes
//! runs from the start or from a barrier to the next barrier (or its end)
//! in vector lanes, stops there as the scalar code stops (its registers in
//! the threads' save areas), and resumes in lanes in the next round. Each
//! kernel's values are worked out here, per block, and the host backend
//! must give the same.

use super::simt::{simt_backend, unwords, words};
use ptxjit::{Backend, KernelArg, Launch, Module};

const HEAD: &str = ".version 7.8\n.target sm_80\n.address_size 64\n";

/// * `rev`: `s[t] = xs[g] * 3 + 1`, a barrier, `out[g] = s[n - 1 - t + off]`
///   (`off` a parameter: past the block's words reads bytes no variable
///   has, which faults).
/// * `oddeven`: odd-even transposition sort of 64 words per block of 32
///   threads in shared memory: 64 phases, a barrier each, a compare and a
///   swap only some lanes make, the last thread idle in odd phases.
/// * `early`: threads `t >= k` return at once; the others write
///   `s[t] = t * t`, meet at a barrier and read `s[(t + 1) % k]`.
/// * `twobar`: odd threads write `s[t] = 1` and even ones `s[t] = 2`, each
///   then at a barrier of its own branch (lanes apart at a barrier: the
///   chunk runs one by one), then `out[t] = s[t ^ 1]`.
/// * `guarded`: `s[t] = t + 100`, `@(t < k) bar.sync 0`, then the
///   threads that waited read their neighbour's word and the others their
///   own (a barrier no lane, every lane or some lanes of a chunk pass).
/// * `hist`: `.shared` atomics: a 16-bin histogram of `x & 15` (`add`),
///   then `max.s32`, `min.u32`, `or`, `xor`, `inc` (modulo 7), a 64-bit
///   `add` and a `red.add` over the block's inputs; after a barrier the
///   first 25 words per block. With `n` > 0 each thread then stores `n`
///   words (more than 128: the chunk's undo log fills, and the scalar
///   code runs the interval again, which the undo of the atomics makes
///   right).
/// * `relay`: `r = 11 t` lives across two barriers; between them each
///   thread makes 150 stores (more than the vector run's undo log holds:
///   the chunk bails after resuming from its save areas, and the scalar
///   code resumes from the registers put back); `out[t] = s[(t + 1) % n] + r`
///   after the second.
fn module() -> String {
    format!(
        "{HEAD}\
.entry rev(.param .u64 out, .param .u64 xs, .param .u32 off) {{\n\
  .shared .align 4 .b8 s[256];\n\
  .reg .b32 %r<12>; .reg .b64 %rd<10>;\n\
  ld.param.u64 %rd1, [out]; ld.param.u64 %rd2, [xs]; ld.param.u32 %r9, [off];\n\
  mov.u32 %r1, %tid.x; mov.u32 %r2, %ntid.x; mov.u32 %r3, %ctaid.x;\n\
  mad.lo.u32 %r4, %r3, %r2, %r1; mul.wide.u32 %rd3, %r4, 4;\n\
  add.u64 %rd4, %rd2, %rd3; ld.global.u32 %r5, [%rd4]; mad.lo.u32 %r5, %r5, 3, 1;\n\
  mul.wide.u32 %rd5, %r1, 4; mov.u64 %rd6, s; add.u64 %rd7, %rd6, %rd5; st.shared.u32 [%rd7], %r5;\n\
  bar.sync 0;\n\
  sub.u32 %r6, %r2, %r1; sub.u32 %r6, %r6, 1; add.u32 %r6, %r6, %r9;\n\
  mul.wide.u32 %rd8, %r6, 4; add.u64 %rd8, %rd6, %rd8; ld.shared.u32 %r7, [%rd8];\n\
  add.u64 %rd9, %rd1, %rd3; st.global.u32 [%rd9], %r7; ret; }}\n\
.entry oddeven(.param .u64 out, .param .u64 xs) {{\n\
  .shared .align 4 .b8 s[256];\n\
  .reg .b32 %r<20>; .reg .b64 %rd<10>; .reg .pred %p<4>;\n\
  ld.param.u64 %rd1, [out]; ld.param.u64 %rd2, [xs];\n\
  mov.u32 %r1, %tid.x; mov.u32 %r2, %ctaid.x;\n\
  shl.b32 %r3, %r2, 6; shl.b32 %r4, %r1, 1; add.u32 %r5, %r3, %r4;\n\
  mul.wide.u32 %rd3, %r5, 4; add.u64 %rd4, %rd2, %rd3;\n\
  ld.global.u32 %r6, [%rd4]; ld.global.u32 %r7, [%rd4+4];\n\
  mul.wide.u32 %rd5, %r4, 4; mov.u64 %rd6, s; add.u64 %rd6, %rd6, %rd5;\n\
  st.shared.u32 [%rd6], %r6; st.shared.u32 [%rd6+4], %r7;\n\
  mov.u32 %r8, 0;\n\
LOOP:\n\
  bar.sync 0;\n\
  and.b32 %r9, %r8, 1; add.u32 %r10, %r4, %r9;\n\
  setp.gt.u32 %p1, %r10, 62;\n\
  @%p1 bra SKIP;\n\
  mul.wide.u32 %rd7, %r10, 4; mov.u64 %rd8, s; add.u64 %rd8, %rd8, %rd7;\n\
  ld.shared.u32 %r11, [%rd8]; ld.shared.u32 %r12, [%rd8+4];\n\
  setp.le.u32 %p2, %r11, %r12;\n\
  @%p2 bra SKIP;\n\
  st.shared.u32 [%rd8], %r12; st.shared.u32 [%rd8+4], %r11;\n\
SKIP:\n\
  add.u32 %r8, %r8, 1; setp.lt.u32 %p3, %r8, 64;\n\
  @%p3 bra LOOP;\n\
  bar.sync 0;\n\
  ld.shared.u32 %r13, [%rd6]; ld.shared.u32 %r14, [%rd6+4];\n\
  add.u64 %rd9, %rd1, %rd3; st.global.u32 [%rd9], %r13; st.global.u32 [%rd9+4], %r14;\n\
  ret; }}\n\
.entry early(.param .u64 out, .param .u32 k) {{\n\
  .shared .align 4 .b8 s[256];\n\
  .reg .b32 %r<12>; .reg .b64 %rd<10>; .reg .pred %p<2>;\n\
  ld.param.u64 %rd1, [out]; ld.param.u32 %r2, [k]; mov.u32 %r1, %tid.x;\n\
  setp.ge.u32 %p1, %r1, %r2;\n\
  @%p1 ret;\n\
  mul.lo.u32 %r3, %r1, %r1; mul.wide.u32 %rd2, %r1, 4; mov.u64 %rd3, s; add.u64 %rd4, %rd3, %rd2;\n\
  st.shared.u32 [%rd4], %r3;\n\
  bar.sync 0;\n\
  add.u32 %r4, %r1, 1; rem.u32 %r4, %r4, %r2; mul.wide.u32 %rd5, %r4, 4; add.u64 %rd5, %rd3, %rd5;\n\
  ld.shared.u32 %r5, [%rd5]; add.u64 %rd6, %rd1, %rd2; st.global.u32 [%rd6], %r5; ret; }}\n\
.entry twobar(.param .u64 out) {{\n\
  .shared .align 4 .b8 s[256];\n\
  .reg .b32 %r<12>; .reg .b64 %rd<10>; .reg .pred %p<2>;\n\
  ld.param.u64 %rd1, [out]; mov.u32 %r1, %tid.x;\n\
  mul.wide.u32 %rd2, %r1, 4; mov.u64 %rd3, s; add.u64 %rd4, %rd3, %rd2;\n\
  and.b32 %r2, %r1, 1; setp.eq.u32 %p1, %r2, 0;\n\
  @%p1 bra EVEN;\n\
  mov.u32 %r3, 1; st.shared.u32 [%rd4], %r3; bar.sync 0; bra.uni JOIN;\n\
EVEN:\n\
  mov.u32 %r3, 2; st.shared.u32 [%rd4], %r3; bar.sync 0;\n\
JOIN:\n\
  xor.b32 %r4, %r1, 1; mul.wide.u32 %rd5, %r4, 4; add.u64 %rd5, %rd3, %rd5;\n\
  ld.shared.u32 %r5, [%rd5]; add.u64 %rd6, %rd1, %rd2; st.global.u32 [%rd6], %r5; ret; }}\n\
.entry guarded(.param .u64 out, .param .u32 k) {{\n\
  .shared .align 4 .b8 s[256];\n\
  .reg .b32 %r<12>; .reg .b64 %rd<10>; .reg .pred %p<2>;\n\
  ld.param.u64 %rd1, [out]; ld.param.u32 %r2, [k]; mov.u32 %r1, %tid.x; mov.u32 %r6, %ntid.x;\n\
  setp.lt.u32 %p1, %r1, %r2;\n\
  add.u32 %r3, %r1, 100; mul.wide.u32 %rd2, %r1, 4; mov.u64 %rd3, s; add.u64 %rd4, %rd3, %rd2;\n\
  st.shared.u32 [%rd4], %r3;\n\
  @%p1 bar.sync 0;\n\
  add.u32 %r4, %r1, 1; rem.u32 %r4, %r4, %r6; selp.u32 %r4, %r4, %r1, %p1;\n\
  mul.wide.u32 %rd5, %r4, 4; add.u64 %rd5, %rd3, %rd5;\n\
  ld.shared.u32 %r5, [%rd5]; add.u64 %rd6, %rd1, %rd2; st.global.u32 [%rd6], %r5; ret; }}\n\
.entry hist(.param .u64 out, .param .u64 xs, .param .u64 spill, .param .u32 n) {{\n\
  .shared .align 8 .b8 bins[128];\n\
  .reg .b32 %r<16>; .reg .b64 %rd<12>; .reg .pred %p<4>;\n\
  ld.param.u64 %rd1, [out]; ld.param.u64 %rd2, [xs];\n\
  mov.u32 %r1, %tid.x; mov.u32 %r2, %ntid.x; mov.u32 %r3, %ctaid.x; mad.lo.u32 %r4, %r3, %r2, %r1;\n\
  mov.u64 %rd3, bins;\n\
  setp.lt.u32 %p1, %r1, 32;\n\
  setp.eq.u32 %p2, %r1, 17; selp.b32 %r5, -1, 0, %p2;\n\
  setp.eq.u32 %p3, %r1, 16; selp.b32 %r5, 0x80000000, %r5, %p3;\n\
  mul.wide.u32 %rd4, %r1, 4; add.u64 %rd5, %rd3, %rd4;\n\
  @%p1 st.shared.u32 [%rd5], %r5;\n\
  bar.sync 0;\n\
  mul.wide.u32 %rd6, %r4, 4; add.u64 %rd6, %rd2, %rd6; ld.global.u32 %r6, [%rd6];\n\
  and.b32 %r7, %r6, 15; mul.wide.u32 %rd7, %r7, 4; add.u64 %rd7, %rd3, %rd7;\n\
  atom.shared.add.u32 %r8, [%rd7], 1;\n\
  atom.shared.max.s32 %r9, [bins+64], %r6;\n\
  atom.shared.min.u32 %r9, [bins+68], %r6;\n\
  atom.shared.or.b32 %r9, [bins+72], %r6;\n\
  atom.shared.xor.b32 %r9, [bins+76], %r6;\n\
  atom.shared.inc.u32 %r9, [bins+80], 6;\n\
  cvt.u64.u32 %rd8, %r6; mul.lo.u64 %rd8, %rd8, 0x100000001;\n\
  atom.shared.add.u64 %rd9, [bins+88], %rd8;\n\
  red.shared.add.u32 [bins+96], 3;\n\
  ld.param.u64 %rd11, [spill]; ld.param.u32 %r12, [n]; mov.u32 %r13, 0;\n\
  setp.eq.u32 %p2, %r12, 0;\n\
  @%p2 bra DONE;\n\
SPILL:\n\
  mad.lo.u32 %r14, %r4, %r12, %r13; mul.wide.u32 %rd8, %r14, 4; add.u64 %rd8, %rd11, %rd8;\n\
  st.global.u32 [%rd8], %r13; add.u32 %r13, %r13, 1; setp.lt.u32 %p2, %r13, %r12;\n\
  @%p2 bra SPILL;\n\
DONE:\n\
  bar.sync 0;\n\
  setp.lt.u32 %p1, %r1, 25;\n\
  @!%p1 ret;\n\
  ld.shared.u32 %r10, [%rd5]; mad.lo.u32 %r11, %r3, 25, %r1; mul.wide.u32 %rd10, %r11, 4; add.u64 %rd10, %rd1, %rd10;\n\
  st.global.u32 [%rd10], %r10; ret; }}\n\
.entry relay(.param .u64 out, .param .u64 spill) {{\n\
  .shared .align 4 .b8 s[256];\n\
  .reg .b32 %r<12>; .reg .b64 %rd<12>; .reg .pred %p<2>;\n\
  ld.param.u64 %rd1, [out]; ld.param.u64 %rd2, [spill];\n\
  mov.u32 %r1, %tid.x; mov.u32 %r2, %ntid.x; mul.lo.u32 %r3, %r1, 11;\n\
  mad.lo.u32 %r4, %r1, 5, 3; mul.wide.u32 %rd3, %r1, 4; mov.u64 %rd4, s; add.u64 %rd5, %rd4, %rd3;\n\
  st.shared.u32 [%rd5], %r4;\n\
  bar.sync 0;\n\
  mul.lo.u32 %r5, %r1, 150; mov.u32 %r6, 0;\n\
AGAIN:\n\
  add.u32 %r7, %r5, %r6; mul.wide.u32 %rd6, %r7, 4; add.u64 %rd6, %rd2, %rd6;\n\
  add.u32 %r8, %r3, %r6; st.global.u32 [%rd6], %r8;\n\
  add.u32 %r6, %r6, 1; setp.lt.u32 %p1, %r6, 150;\n\
  @%p1 bra AGAIN;\n\
  bar.sync 0;\n\
  add.u32 %r9, %r1, 1; rem.u32 %r9, %r9, %r2; mul.wide.u32 %rd7, %r9, 4; add.u64 %rd7, %rd4, %rd7;\n\
  ld.shared.u32 %r10, [%rd7]; add.u32 %r10, %r10, %r3; add.u64 %rd8, %rd1, %rd3;\n\
  st.global.u32 [%rd8], %r10; ret; }}\n"
    )
}

/// A seeded sequence of words (xorshift), with repeats and edge values.
fn inputs(n: usize, seed: u32) -> Vec<u32> {
    let mut x = seed | 1;
    (0..n)
        .map(|i| match i % 13 {
            0 => u32::MAX,
            5 | 9 => 0,
            7 => 77,
            _ => {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                x % 1000
            }
        })
        .collect()
}

fn launch(grid: u32, block: u32) -> Launch {
    Launch {
        grid: [grid, 1, 1],
        block: [block, 1, 1],
        dynamic_shared: 0,
    }
}

#[test]
fn a_block_reversed_through_shared_memory_runs_in_vector_lanes() {
    if !simt_backend() {
        return;
    }
    // Blocks of 20 threads: chunks of 8, 8 and 4 lanes (the last stops
    // thread by thread, the others lane by lane).
    for (grid, block) in [(3u32, 64u32), (4, 20)] {
        let m = Module::from_ptx(&module()).unwrap();
        let n = (grid * block) as usize;
        let xs = inputs(n, 0x5eed_0001 ^ block);
        let args = [
            KernelArg::Buffer(vec![0; 4 * n]),
            KernelArg::Buffer(words(&xs)),
            KernelArg::Scalar(0),
        ];
        let want: Vec<u32> = (0..n)
            .map(|g| {
                let (b, t) = (g / block as usize, g % block as usize);
                let src = b * block as usize + (block as usize - 1 - t);
                xs[src].wrapping_mul(3).wrapping_add(1)
            })
            .collect();
        let l = launch(grid, block);
        for be in [Backend::Llvm, Backend::Host] {
            let out = m.launch(be, "rev", &l, &args).unwrap();
            assert_eq!(unwords(out[0].as_ref().unwrap()), want, "{be:?} {block}");
        }
        assert_eq!(m.simt(Backend::Llvm, "rev"), Some(Ok(n as u64)), "{block}");
    }
}

#[test]
fn a_shared_access_past_the_variables_faults_in_lanes_as_the_scalar_code() {
    if !simt_backend() {
        return;
    }
    let m = Module::from_ptx(&module()).unwrap();
    let xs = inputs(64, 9);
    // `off` = 1: thread 0 reads word 64 of a 64-word array.
    let args = [
        KernelArg::Buffer(vec![0; 256]),
        KernelArg::Buffer(words(&xs)),
        KernelArg::Scalar(1),
    ];
    let l = launch(1, 64);
    let host = m.launch(Backend::Host, "rev", &l, &args).unwrap_err();
    let llvm = m.launch(Backend::Llvm, "rev", &l, &args).unwrap_err();
    assert_eq!(llvm.to_string(), host.to_string());
    assert!(
        host.to_string()
            .contains("out-of-bounds access of 4 byte(s) at address 0x80000100"),
        "{host}"
    );
}

#[test]
fn a_sort_with_a_barrier_per_phase_runs_in_vector_lanes() {
    if !simt_backend() {
        return;
    }
    let m = Module::from_ptx(&module()).unwrap();
    let blocks = 5usize;
    let xs = inputs(64 * blocks, 0x0dd_e7e7);
    let args = [
        KernelArg::Buffer(vec![0xee; 4 * 64 * blocks]),
        KernelArg::Buffer(words(&xs)),
    ];
    let mut want = xs.clone();
    for b in want.chunks_mut(64) {
        b.sort_unstable();
    }
    let l = launch(blocks as u32, 32);
    for be in [Backend::Llvm, Backend::Host] {
        let out = m.launch(be, "oddeven", &l, &args).unwrap();
        assert_eq!(unwords(out[0].as_ref().unwrap()), want, "{be:?}");
    }
    // Every chunk ran all 65 barrier intervals in lanes.
    assert_eq!(
        m.simt(Backend::Llvm, "oddeven"),
        Some(Ok(32 * blocks as u64))
    );
}

#[test]
fn threads_that_return_before_a_barrier_leave_the_others_in_lanes() {
    if !simt_backend() {
        return;
    }
    for k in [13u32, 32, 1] {
        let m = Module::from_ptx(&module()).unwrap();
        let args = [
            KernelArg::Buffer(vec![0xff; 4 * 32]),
            KernelArg::Scalar(u64::from(k)),
        ];
        let want: Vec<u32> = (0..32u32)
            .map(|t| {
                if t < k {
                    ((t + 1) % k).pow(2)
                } else {
                    u32::MAX
                }
            })
            .collect();
        let l = launch(1, 32);
        for be in [Backend::Llvm, Backend::Host] {
            let out = m.launch(be, "early", &l, &args).unwrap();
            assert_eq!(unwords(out[0].as_ref().unwrap()), want, "{be:?} k={k}");
        }
        assert_eq!(m.simt(Backend::Llvm, "early"), Some(Ok(32)), "k={k}");
    }
}

#[test]
fn lanes_at_different_barriers_run_one_by_one() {
    if !simt_backend() {
        return;
    }
    let m = Module::from_ptx(&module()).unwrap();
    let want: Vec<u32> = (0..24u32)
        .map(|t| if (t ^ 1) & 1 == 1 { 1 } else { 2 })
        .collect();
    let l = launch(2, 24);
    for be in [Backend::Llvm, Backend::Host] {
        let out = m
            .launch(be, "twobar", &l, &[KernelArg::Buffer(vec![0; 4 * 24])])
            .unwrap();
        assert_eq!(unwords(out[0].as_ref().unwrap()), want, "{be:?}");
    }
    // Every chunk's lanes go apart before its first barrier: no thread
    // finishes in lanes.
    assert_eq!(m.simt(Backend::Llvm, "twobar"), Some(Ok(0)));
}

#[test]
fn a_chunk_that_bails_after_a_barrier_resumes_one_by_one_from_its_registers() {
    if !simt_backend() {
        return;
    }
    for block in [32u32, 12] {
        let m = Module::from_ptx(&module()).unwrap();
        let n = block as usize;
        let args = [
            KernelArg::Buffer(vec![0; 4 * n]),
            KernelArg::Buffer(vec![0; 4 * 150 * n]),
        ];
        let want: Vec<u32> = (0..block)
            .map(|t| ((t + 1) % block) * 5 + 3 + 11 * t)
            .collect();
        let spill: Vec<u32> = (0..block)
            .flat_map(|t| (0..150).map(move |k| 11 * t + k))
            .collect();
        let l = launch(1, block);
        for be in [Backend::Llvm, Backend::Host] {
            let out = m.launch(be, "relay", &l, &args).unwrap();
            assert_eq!(unwords(out[0].as_ref().unwrap()), want, "{be:?} {block}");
            assert_eq!(unwords(out[1].as_ref().unwrap()), spill, "{be:?} {block}");
        }
        // Each chunk's second interval fills the undo log (150 stores of
        // 8 lanes): it bails and its threads run that interval one by one;
        // the third interval runs in lanes again (from the threads' slots).
        assert_eq!(
            m.simt(Backend::Llvm, "relay"),
            Some(Ok(n as u64)),
            "{block}"
        );
    }
}

#[test]
fn a_step_limit_stops_a_barrier_kernel_in_lanes_as_the_scalar_one() {
    if !simt_backend() {
        return;
    }
    let xs = inputs(64 * 3, 0x5_7e95);
    let sort = |b: Backend, steps: u64| {
        let mut m = Module::from_ptx(&module()).unwrap();
        m.set_step_limit(steps);
        let args = [
            KernelArg::Buffer(vec![0; 4 * 64 * 3]),
            KernelArg::Buffer(words(&xs)),
        ];
        let r = m
            .launch(b, "oddeven", &launch(3, 32), &args)
            .map(|o| unwords(o[0].as_ref().unwrap()))
            .map_err(|e| e.to_string());
        (r, m.simt(b, "oddeven"))
    };
    let mut want = xs.clone();
    for b in want.chunks_mut(64) {
        b.sort_unstable();
    }
    // Enough steps: the fuel each chunk carries in its rows from barrier
    // to barrier is charged as the scalar code charges it.
    let (ok, simt) = sort(Backend::Llvm, 1 << 20);
    assert_eq!(ok, Ok(want));
    assert_eq!(simt, Some(Ok(96)));
    // A limit the 64 phases pass (about 15 steps each): the error the
    // scalar code gives, word for word.
    let host = sort(Backend::Host, 400).0;
    assert!(host.as_ref().is_err_and(|e| e.contains("step")), "{host:?}");
    assert_eq!(sort(Backend::Llvm, 400).0, host);
}

#[test]
fn a_guarded_barrier_runs_in_lanes_where_all_lanes_agree() {
    if !simt_backend() {
        return;
    }
    for k in [32u32, 0, 13] {
        let m = Module::from_ptx(&module()).unwrap();
        let args = [
            KernelArg::Buffer(vec![0; 4 * 32]),
            KernelArg::Scalar(u64::from(k)),
        ];
        let l = launch(1, 32);
        let run = |b: Backend| {
            m.launch(b, "guarded", &l, &args)
                .map(|o| unwords(o[0].as_ref().unwrap()))
                .map_err(|e| e.to_string())
        };
        let want: Vec<u32> = (0..32)
            .map(|t| if t < k { (t + 1) % 32 + 100 } else { t + 100 })
            .collect();
        for b in [Backend::Llvm, Backend::Host, Backend::Interp] {
            assert_eq!(run(b), Ok(want.clone()), "{b:?} k={k}");
        }
        // k = 32: every lane waits; k = 0: none does; k = 13: chunk 1's
        // lanes disagree at the guard and run one by one to the barrier
        // (or their end), the others' lanes agree. After the barrier every
        // chunk's waiting lanes finish in lanes.
        assert_eq!(m.simt(Backend::Llvm, "guarded"), Some(Ok(32)), "k={k}");
    }
}

#[test]
fn shared_atomics_run_in_vector_lanes_lane_after_lane() {
    if !simt_backend() {
        return;
    }
    let (blocks, block) = (3usize, 64usize);
    let xs = inputs(blocks * block, 0x4157_0911);
    let mut want = Vec::new();
    for b in xs.chunks(block) {
        let mut w = [0u32; 25];
        w[17] = u32::MAX;
        w[16] = 0x8000_0000;
        let mut sum64 = 0u64;
        for &x in b {
            w[(x & 15) as usize] += 1;
            w[16] = (w[16] as i32).max(x as i32) as u32;
            w[17] = w[17].min(x);
            w[18] |= x;
            w[19] ^= x;
            w[20] = if w[20] >= 6 { 0 } else { w[20] + 1 };
            sum64 = sum64.wrapping_add(u64::from(x).wrapping_mul(0x1_0000_0001));
            w[24] += 3;
        }
        w[22] = sum64 as u32;
        w[23] = (sum64 >> 32) as u32;
        want.extend_from_slice(&w);
    }
    let l = launch(blocks as u32, block as u32);
    for n in [0usize, 140] {
        let m = Module::from_ptx(&module()).unwrap();
        let args = [
            KernelArg::Buffer(vec![0; 4 * 25 * blocks]),
            KernelArg::Buffer(words(&xs)),
            KernelArg::Buffer(vec![0; 4 * n.max(1) * blocks * block]),
            KernelArg::Scalar(n as u64),
        ];
        for be in [Backend::Llvm, Backend::Host] {
            let out = m.launch(be, "hist", &l, &args).unwrap();
            assert_eq!(unwords(out[0].as_ref().unwrap()), want, "{be:?} n={n}");
        }
        // (With n = 140 every chunk bails in its second interval and
        // finishes in lanes after the barrier.)
        assert_eq!(
            m.simt(Backend::Llvm, "hist"),
            Some(Ok((blocks * block) as u64)),
            "n={n}"
        );
    }
}
