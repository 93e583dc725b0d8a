//! Kernels that stop at barriers on the host backend: a register live
//! across stops is stored to its save slot once and read from there
//! (`lower/src/clif/saves.rs`). These kernels put values only in slots
//! where guarded writes, joins, stop-free loops and guarded `bar.red`
//! meet them; every output is checked against a Rust model and the
//! interpreter, and the LLVM tier's code (which also stores only what
//! changed, `lower/src/llvm/kernel.rs`) against them.

use super::simt::unwords;
use ptxjit::{Backend, Emit, KernelArg, Launch, Module};

/// Launches kernel `name` of `src` over `blocks` blocks of `threads` on
/// the host and in the interpreter; asserts they agree and returns the
/// buffers.
fn both(
    src: &str,
    name: &str,
    blocks: u32,
    threads: u32,
    args: &[KernelArg],
) -> Vec<Option<Vec<u8>>> {
    let m = Module::from_ptx(src).unwrap();
    let l = Launch {
        grid: [blocks, 1, 1],
        block: [threads, 1, 1],
        dynamic_shared: 0,
    };
    let host = m.launch(Backend::Host, name, &l, args).unwrap();
    let interp = m.launch(Backend::Interp, name, &l, args).unwrap();
    assert_eq!(host, interp, "host and interp differ");
    // The LLVM tier stores at a stop only what changed since the last
    // (`saved_at_stops` in `lower/src/llvm/kernel.rs`): three launches,
    // the second of which runs one thread at a time where the kernel
    // has a vector form (the lanes trial's first one-by-one launch).
    if Backend::Llvm.available().is_ok() {
        for k in 0..3 {
            let llvm = m.launch(Backend::Llvm, name, &l, args).unwrap();
            assert_eq!(llvm, host, "llvm launch {k} and host differ");
        }
    }
    host
}

const KERNEL: &str = r#"
.version 7.8
.target sm_80
.address_size 64
.visible .entry k(.param .u64 out, .param .u32 n)
{
  .reg .b32 %r<20>;
  .reg .b64 %rd<8>;
  .reg .pred %p<6>;
  .shared .align 4 .b32 buf[64];
  ld.param.u64 %rd1, [out];
  ld.param.u32 %r1, [n];
  cvta.to.global.u64 %rd1, %rd1;
  mov.u32 %r2, %tid.x;
  mov.u32 %r3, %ctaid.x;
  mad.lo.u32 %r4, %r3, 64, %r2;
  mul.wide.u32 %rd2, %r4, 16;
  add.s64 %rd3, %rd1, %rd2;
  mov.u32 %r5, buf;
  shl.b32 %r6, %r2, 2;
  add.u32 %r6, %r5, %r6;
  xor.b32 %r7, %r2, 1;
  shl.b32 %r7, %r7, 2;
  add.u32 %r7, %r5, %r7;
  mov.u32 %r8, 0;
  mov.u32 %r9, 0;
  mul.lo.u32 %r10, %r2, 3;
  setp.lt.u32 %p1, %r2, 32;
  setp.eq.u32 %p2, %r3, 1;
LOOP:
  add.u32 %r11, %r2, %r9;
  st.shared.u32 [%r6], %r11;
  bar.sync 0;
  ld.shared.u32 %r12, [%r7];
  @%p1 ld.shared.u32 %r10, [%r7];
  bar.sync 0;
  add.u32 %r8, %r8, %r12;
  mov.u32 %r13, 0;
INNER:
  add.u32 %r14, %r2, %r13;
  add.u32 %r8, %r8, %r14;
  add.u32 %r13, %r13, 1;
  setp.lt.u32 %p3, %r13, 3;
  @%p3 bra INNER;
  st.shared.u32 [%r6], %r8;
  bar.sync 0;
  add.u32 %r9, %r9, 1;
  setp.lt.u32 %p4, %r9, %r1;
  @%p4 bra LOOP;
  mov.u32 %r15, %r10;
  @%p1 bra SKIP;
  add.u32 %r15, %r4, 1000;
SKIP:
  mov.u32 %r16, 77;
  bar.sync 0;
  @%p2 bar.red.popc.u32 %r16, 0, %p1;
  st.global.u32 [%rd3], %r8;
  st.global.u32 [%rd3+4], %r10;
  st.global.u32 [%rd3+8], %r15;
  st.global.u32 [%rd3+12], %r16;
  ret;
}
"#;

#[test]
fn values_kept_in_save_slots_meet_guards_joins_and_loops() {
    let (blocks, threads, n) = (3u32, 64u32, 5u32);
    let args = [
        KernelArg::Buffer(vec![0; (blocks * threads * 16) as usize]),
        KernelArg::Scalar(u64::from(n)),
    ];
    let host = both(KERNEL, "k", blocks, threads, &args);
    let words = unwords(host[0].as_ref().unwrap());
    for b in 0..blocks {
        for t in 0..threads {
            let g = b * 64 + t;
            // Each step adds the neighbour's t^1 + i, then t + 0..2 in the
            // stop-free inner loop.
            let acc: u32 = (0..n).map(|i| (t ^ 1) + i + 3 * t + 3).sum();
            // The lower half overwrites %r10 under its guard every step;
            // the upper half keeps 3t (only in its save slot by then).
            let keep = if t < 32 { (t ^ 1) + n - 1 } else { 3 * t };
            let joined = if t < 32 { keep } else { g + 1000 };
            // Only block 1 runs the guarded bar.red: 32 threads hold %p1.
            let red = if b == 1 { 32 } else { 77 };
            let at = (g * 4) as usize;
            assert_eq!(
                &words[at..at + 4],
                [acc, keep, joined, red],
                "block {b} thread {t}"
            );
        }
    }
}

const STOPS: &str = r#"
.version 7.8
.target sm_80
.address_size 64
.visible .entry s(.param .u64 out)
{
  .reg .b32 %r<8>;
  .reg .b64 %rd<4>;
  ld.param.u64 %rd1, [out];
  mov.u32 %r1, %tid.x;
  mul.lo.u32 %r2, %r1, 7;
  add.u32 %r3, %r1, 5;
  bar.sync 0;
  add.u32 %r2, %r2, 1;
  bar.sync 0;
  add.u32 %r5, %r2, %r3;
  mul.wide.u32 %rd2, %r1, 4;
  add.s64 %rd3, %rd1, %rd2;
  st.global.u32 [%rd3], %r5;
  bar.sync 0;
  ret;
}
"#;

#[test]
fn a_stop_stores_only_registers_changed_since_the_last() {
    // Stores in the IR tagged with each bar.sync's line: the first stop
    // (%rd1, %r1..%r3 live, all stored where they were written) and the
    // last (nothing live) store the same bookkeeping; the second stores
    // one more, %r2, written in between.
    let clif = Module::from_ptx(STOPS)
        .unwrap()
        .emit(Emit::Clif, &["s"], 80)
        .unwrap();
    let stores_at = |n: usize| {
        let line = STOPS
            .lines()
            .enumerate()
            .filter(|(_, l)| l.contains("bar.sync"))
            .nth(n)
            .expect("a bar.sync")
            .0
            + 1;
        let tag = format!("@{line:04x} ");
        clif.lines()
            .filter(|l| l.starts_with(&tag) && l.contains(" store"))
            .count()
    };
    let (first, second, last) = (stores_at(0), stores_at(1), stores_at(2));
    assert!(last > 0, "no stores found at the last bar.sync:\n{clif}");
    assert_eq!(first, last, "the first stop stores a register again");
    assert_eq!(second, last + 1, "the second stop stores other than %r2");
    // And the values: 7t + 1 + t + 5.
    let out = both(STOPS, "s", 2, 32, &[KernelArg::Buffer(vec![0; 4 * 32])]);
    let words = unwords(out[0].as_ref().unwrap());
    for t in 0..32u32 {
        assert_eq!(words[t as usize], 8 * t + 6, "thread {t}");
    }
}

/// A guarded load (it branches around its body when the guard fails)
/// before the first barrier, of a register last written in a loop: the
/// threads whose guard fails keep the loop's value across the barrier.
/// (An early store to the save slot on the load's path only once made
/// them read a stale slot.)
#[test]
fn a_guarded_write_before_a_barrier_keeps_the_old_value_where_it_fails() {
    let src = r#"
.version 7.8
.target sm_80
.address_size 64
.visible .entry g(.param .u64 out)
{
  .reg .b32 %r<4>;
  .reg .b64 %rd<4>;
  .reg .pred %p<3>;
  ld.param.u64 %rd1, [out];
  mov.u32 %r1, 0;
L:
  add.u32 %r1, %r1, 1;
  setp.lt.u32 %p1, %r1, 3;
  @%p1 bra L;
  mov.u32 %r2, %tid.x;
  setp.eq.u32 %p2, %r2, 0;
  @%p2 ld.global.u32 %r1, [%rd1];
  bar.sync 0;
  mul.wide.u32 %rd2, %r2, 4;
  add.s64 %rd3, %rd1, %rd2;
  st.global.u32 [%rd3+4], %r1;
  ret;
}
"#;
    let mut init = vec![0u8; 4 * 33];
    init[..4].copy_from_slice(&0x77u32.to_le_bytes());
    let host = both(src, "g", 2, 32, &[KernelArg::Buffer(init)]);
    let words = unwords(host[0].as_ref().unwrap());
    for t in 0..32usize {
        let w = words[t + 1];
        // Thread 0 of each block loaded word 0 (0x77); the others kept 3.
        assert_eq!(w, if t == 0 { 0x77 } else { 3 }, "thread {t}");
    }
}

/// A register saved at a first barrier and then changed in a loop whose
/// head is another barrier: clean where the loop is entered, changed
/// where its back-edge comes in, so that barrier must store it on every
/// round (a meet that looked at the entry alone read the first slot
/// back each round).
#[test]
fn a_register_clean_on_entry_to_a_loop_and_changed_around_it_is_stored_at_its_barrier() {
    let src = r#"
.version 7.8
.target sm_80
.address_size 64
.visible .entry c(.param .u64 out)
{
  .reg .b32 %r<5>;
  .reg .b64 %rd<4>;
  .reg .pred %p<2>;
  ld.param.u64 %rd1, [out];
  mov.u32 %r1, %tid.x;
  mad.lo.u32 %r1, %r1, 3, 1;
  mov.u32 %r2, 5;
  mov.u32 %r3, 0;
  bar.sync 0;
L:
  add.u32 %r3, %r3, 1;
  bar.sync 0;
  add.u32 %r2, %r2, %r1;
  setp.lt.u32 %p1, %r3, 4;
  @%p1 bra L;
  mov.u32 %r4, %tid.x;
  mul.wide.u32 %rd2, %r4, 4;
  add.s64 %rd3, %rd1, %rd2;
  st.global.u32 [%rd3], %r2;
  ret;
}
"#;
    let out = both(src, "c", 2, 40, &[KernelArg::Buffer(vec![0; 4 * 40])]);
    let words = unwords(out[0].as_ref().unwrap());
    for t in 0..40u32 {
        assert_eq!(words[t as usize], 5 + 4 * (3 * t + 1), "thread {t}");
    }
}
