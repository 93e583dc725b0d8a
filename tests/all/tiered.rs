//! The tiered backend: Cranelift's code from the first launch or call,
//! LLVM's once it is compiled in the background, with the same results,
//! faults and limits across the switch; values worked out here.

use std::time::Duration;

use ptxjit::{Arg, Backend, Device, KernelArg, Launch, Module, Tier};

const HEAD: &str = ".version 7.8\n.target sm_80\n.address_size 64\n";

/// `block_sum`: each block of 64 threads sums its slice of `xs` through
/// shared memory with barriers (a tree of `bar.sync` rounds) and thread 0
/// writes the sum to `out[ctaid]`. `poke`: thread `tid` stores to
/// `p[tid * 4]`, past the end for the last thread of a too-small buffer.
fn module() -> String {
    format!(
        "{HEAD}\
.entry block_sum(.param .u64 xs, .param .u64 out) {{\n\
  .shared .align 4 .b32 s[64];\n\
  .reg .b32 %r<12>; .reg .b64 %rd<8>; .reg .pred %p;\n\
  ld.param.u64 %rd1, [xs]; ld.param.u64 %rd2, [out];\n\
  mov.u32 %r1, %tid.x; mov.u32 %r2, %ctaid.x;\n\
  shl.b32 %r3, %r2, 6; add.u32 %r3, %r3, %r1; mul.wide.u32 %rd3, %r3, 4; add.u64 %rd3, %rd1, %rd3;\n\
  ld.global.u32 %r4, [%rd3];\n\
  mov.u32 %r5, s; shl.b32 %r6, %r1, 2; add.u32 %r6, %r5, %r6; st.shared.u32 [%r6], %r4;\n\
  bar.sync 0;\n\
  mov.u32 %r7, 32;\n\
LOOP:\n\
  setp.ge.u32 %p, %r1, %r7; @%p bra SKIP;\n\
  shl.b32 %r8, %r7, 2; add.u32 %r8, %r6, %r8; ld.shared.u32 %r9, [%r8]; ld.shared.u32 %r10, [%r6];\n\
  add.u32 %r10, %r10, %r9; st.shared.u32 [%r6], %r10;\n\
SKIP:\n\
  bar.sync 0;\n\
  shr.u32 %r7, %r7, 1; setp.ne.u32 %p, %r7, 0; @%p bra LOOP;\n\
  setp.ne.u32 %p, %r1, 0; @%p ret;\n\
  ld.shared.u32 %r11, [%r5]; mul.wide.u32 %rd4, %r2, 4; add.u64 %rd4, %rd2, %rd4; st.global.u32 [%rd4], %r11;\n\
  ret; }}\n\
.entry mix(.param .u64 xs, .param .u32 rounds) {{\n\
  .reg .b32 %r<12>; .reg .b64 %rd<4>; .reg .pred %p;\n\
  ld.param.u64 %rd1, [xs]; ld.param.u32 %r9, [rounds];\n\
  mov.u32 %r1, %ctaid.x; mov.u32 %r2, %ntid.x; mov.u32 %r3, %tid.x; mad.lo.u32 %r4, %r1, %r2, %r3;\n\
  mul.wide.u32 %rd2, %r4, 4; add.u64 %rd2, %rd1, %rd2; ld.global.u32 %r5, [%rd2];\n\
  mov.u32 %r6, 0;\n\
ROUND:\n\
  setp.ge.u32 %p, %r6, %r9; @%p bra DONE;\n\
  mad.lo.u32 %r5, %r5, 1664525, 1013904223; shr.u32 %r7, %r5, 13; xor.b32 %r5, %r5, %r7;\n\
  add.u32 %r6, %r6, 1; bra ROUND;\n\
DONE:\n\
  st.global.u32 [%rd2], %r5; ret; }}\n\
.entry poke(.param .u64 p) {{\n\
  .reg .b32 %r<3>; .reg .b64 %rd<4>;\n\
  ld.param.u64 %rd1, [p]; mov.u32 %r1, %tid.x; mul.wide.u32 %rd2, %r1, 4; add.u64 %rd3, %rd1, %rd2;\n\
  st.global.u32 [%rd3], %r1; ret; }}\n\
.func (.reg .b32 s, .reg .b32 c) add_carry(.reg .b32 a, .reg .b32 b)\n\
{{ add.cc.u32 s, a, b; addc.u32 c, 0, 0; ret; }}\n"
    )
}

/// `mix`'s rounds on one value, worked out here.
fn mixed(mut x: u32, rounds: u32) -> u32 {
    for _ in 0..rounds {
        x = x.wrapping_mul(1664525).wrapping_add(1013904223);
        x ^= x >> 13;
    }
    x
}

fn blocks(n: u32) -> Launch {
    Launch {
        grid: [n, 1, 1],
        block: [64, 1, 1],
        dynamic_shared: 0,
    }
}

/// Waits for LLVM's code (the compile of a small kernel takes well under
/// a second; a minute allows for a loaded CI machine and a debug build).
const WAIT: Duration = Duration::from_secs(120);

#[test]
fn a_device_kernel_switches_to_llvm_between_launches_with_the_same_results() {
    if Backend::Tiered.available().is_err() {
        let e = Device::new(Backend::Tiered).unwrap_err();
        assert!(e.to_string().contains("'llvm' cargo feature"), "{e}");
        return;
    }
    let dev = Device::new(Backend::Tiered).unwrap();
    let m = dev.load_ptx(&module()).unwrap();
    let k = m.kernel("mix").unwrap();
    assert_eq!(k.tier(), None, "not compiled before its first launch");
    let xs: Vec<u32> = (0..256u32).map(|i| i.wrapping_mul(0x9e37_79b9)).collect();
    let buf = dev.htod(&xs).unwrap();
    let args = |rounds: u32| -> [Arg; 2] { [(&buf).into(), Arg::from(rounds)] };
    k.launch(&blocks(4), &args(5)).unwrap();
    let once: Vec<u32> = xs.iter().map(|&x| mixed(x, 5)).collect();
    assert_eq!(buf.to_vec().unwrap(), once);
    // One short launch is far from ten times its compile time: still
    // Cranelift's code, LLVM's not asked for.
    assert_eq!(k.tier(), Some(Tier::Cranelift));
    k.tier_up().unwrap();
    let t = k.wait_tier(WAIT).unwrap();
    assert!(matches!(t, Tier::Llvm(_)), "{t:?}");
    assert_eq!(t.running(), Backend::Llvm);
    // LLVM's code goes on from the memory Cranelift's left.
    k.launch(&blocks(4), &args(7)).unwrap();
    let twice: Vec<u32> = once.iter().map(|&x| mixed(x, 7)).collect();
    assert_eq!(buf.to_vec().unwrap(), twice);
    // The other kernels of the module were never asked for.
    assert_eq!(m.kernel("poke").unwrap().tier(), None);
    // Another backend's kernels have no tiers.
    let host = Device::new(Backend::Host).unwrap();
    let hm = host.load_ptx(&module()).unwrap();
    assert_eq!(hm.kernel("mix").unwrap().tier(), None);
}

/// A kernel with barriers tiers up too. Asked for before any launch,
/// LLVM's code has no measure of Cranelift's to be judged against and
/// stays (the trial is `jit::tier`'s unit tests).
#[test]
fn a_kernel_with_barriers_runs_llvms_code_with_the_same_sums() {
    if Backend::Tiered.available().is_err() {
        return;
    }
    let dev = Device::new(Backend::Tiered).unwrap();
    let m = dev.load_ptx(&module()).unwrap();
    let k = m.kernel("block_sum").unwrap();
    // xs[i] = i * i + 7: block b sums i from 64b to 64b + 63.
    let xs: Vec<u32> = (0..256u32).map(|i| i * i + 7).collect();
    let want: Vec<u32> = (0..4u32)
        .map(|b| (64 * b..64 * b + 64).map(|i| i * i + 7).sum())
        .collect();
    let input = dev.htod(&xs).unwrap();
    let out = dev.alloc::<u32>(4).unwrap();
    k.tier_up().unwrap();
    assert!(matches!(k.wait_tier(WAIT), Some(Tier::Llvm(_))));
    for _ in 0..5 {
        out.write(&[0; 4]).unwrap();
        k.launch(&blocks(4), &[(&input).into(), (&out).into()])
            .unwrap();
        assert_eq!(out.to_vec().unwrap(), want);
    }
    assert!(matches!(k.tier(), Some(Tier::Llvm(_))), "{:?}", k.tier());
}

#[test]
fn a_fault_reads_the_same_before_and_after_the_switch() {
    if Backend::Tiered.available().is_err() {
        return;
    }
    let fault = |b: Backend, tier_up: bool| {
        let dev = Device::new(b).unwrap();
        let m = dev.load_ptx(&module()).unwrap();
        let k = m.kernel("poke").unwrap();
        if tier_up {
            k.tier_up().unwrap();
            assert!(matches!(k.wait_tier(WAIT), Some(Tier::Llvm(_))));
        }
        // 15 words for 16 threads: thread 15 stores past the end.
        let p = dev.alloc::<u32>(15).unwrap();
        let e = k.launch(&blocks(1), &[(&p).into()]).unwrap_err();
        // The stores of threads 0..14 landed.
        let before: Vec<u32> = p.to_vec().unwrap();
        (e.to_string(), before)
    };
    let host = fault(Backend::Host, false);
    assert!(
        host.0
            .contains("%tid=(15,0,0): out-of-bounds access of 4 byte(s) at address 0x1000003c"),
        "{}",
        host.0
    );
    assert_eq!(host.1, (0..15).collect::<Vec<u32>>());
    // Threads 15..63 all store past the end: every tier reports the first
    // in thread order, 15, and leaves the same bytes.
    assert_eq!(fault(Backend::Tiered, false), host);
    assert_eq!(fault(Backend::Tiered, true), host);
}

#[test]
fn a_function_batch_switches_tiers_with_the_same_rows() {
    if Backend::Tiered.available().is_err() {
        return;
    }
    let m = Module::from_ptx(&module()).unwrap();
    let f = m.prepare(Backend::Tiered, "add_carry").unwrap();
    assert_eq!(m.tier("add_carry"), Some(Tier::Cranelift));
    assert!(f.shares_code_with(&m.prepare(Backend::Tiered, "add_carry").unwrap()));
    let rows: Vec<Vec<u64>> = vec![
        vec![1, 2],
        vec![0xffff_ffff, 1],
        vec![0xffff_ffff, 0xffff_ffff],
        vec![0x8000_0000, 0x8000_0000],
    ];
    let want: Vec<Vec<u64>> = vec![vec![3, 0], vec![0, 1], vec![0xffff_fffe, 1], vec![0, 1]];
    assert_eq!(f.run_rows(&rows).unwrap(), want);
    assert!(m.tier_up("add_carry"));
    assert!(!m.tier_up("nothing_prepared"));
    let t = m.tier_wait("add_carry", WAIT).unwrap();
    assert!(matches!(t, Tier::Llvm(_)), "{t:?}");
    assert_eq!(f.run_rows(&rows).unwrap(), want);
    assert_eq!(f.call(&[5, 6]).unwrap(), vec![11, 0]);
}

#[test]
fn a_prepared_kernel_keeps_its_tiers_across_launches() {
    if Backend::Tiered.available().is_err() {
        return;
    }
    let m = Module::from_ptx(&module()).unwrap();
    let xs: Vec<u32> = (0..128u32).map(|i| 3 * i + 1).collect();
    let want: Vec<u32> = xs.iter().map(|&x| mixed(x, 9)).collect();
    let args = [KernelArg::buffer(&xs), KernelArg::Scalar(9)];
    let k = m.prepare_kernel(Backend::Tiered, "mix").unwrap();
    let out = k.launch(&blocks(2), &args).unwrap();
    assert_eq!(ptxjit::from_bytes::<u32>(out[0].as_deref().unwrap()), want);
    assert_eq!(m.tier("mix"), Some(Tier::Cranelift));
    assert!(m.tier_up("mix"));
    assert!(matches!(m.tier_wait("mix", WAIT), Some(Tier::Llvm(_))));
    // Module::launch finds the same tiers in the module's cache.
    let out = m.launch(Backend::Tiered, "mix", &blocks(2), &args).unwrap();
    assert_eq!(ptxjit::from_bytes::<u32>(out[0].as_deref().unwrap()), want);
}
