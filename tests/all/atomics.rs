//! Integer atomics (`atom`/`red`) on the host JIT and the reference
//! interpreter: every operation and type on `.global`, `.shared` and generic
//! addresses against hand-worked values (the stored value and the old value
//! `atom` returns), real atomicity of `.global` atomics with blocks running in
//! parallel on the host, the histogram example against a plain Rust
//! histogram, and the errors of bad atomic accesses.

use ptxjit::{Backend, KernelArg, Launch, Module};
use ptxjit_jit::{HostArg, HostKernel, KernelLaunch, KernelOptions};

fn launch(grid: [u32; 3], block: [u32; 3]) -> Launch {
    Launch {
        grid,
        block,
        dynamic_shared: 0,
    }
}

fn rng(seed: &mut u64) -> u64 {
    super::Rng::step(seed)
}

fn u32s(b: &[u8]) -> Vec<u32> {
    b.chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

fn u64_at(b: &[u8], off: usize) -> u64 {
    u64::from_le_bytes(b[off..off + 8].try_into().unwrap())
}

/// The kernel backends: with the llvm feature its kernel tier too (these
/// kernels have no barriers: their threads run alone).
#[cfg(feature = "llvm")]
const BACKENDS: [Backend; 3] = [Backend::Host, Backend::Interp, Backend::Llvm];
#[cfg(not(feature = "llvm"))]
const BACKENDS: [Backend; 2] = [Backend::Host, Backend::Interp];
/// Host and interp (kernels with barriers; calls outside kernels).
const HOST_INTERP: [Backend; 2] = [Backend::Host, Backend::Interp];

/// How the atomic reaches its memory.
#[derive(Clone, Copy, Debug)]
enum Via {
    /// `atom.global` on a global address.
    Global,
    /// `atom.shared` on a 32-bit shared address.
    Shared,
    /// `atom` (generic) on a global buffer.
    GenericGlobal,
    /// `atom` (generic) on `cvta.shared` of a shared variable.
    GenericShared,
}

const VIAS: [Via; 4] = [
    Via::Global,
    Via::Shared,
    Via::GenericGlobal,
    Via::GenericShared,
];

/// A one-thread kernel: `io` holds the memory word at 0, `b` at 8, `c` at
/// 16; the kernel runs `OPC d, [mem], b(, c)` (or `red`) and leaves the
/// final memory word at 0 and `d` at 24.
fn single(opc: &str, ty: &str, bits: u32, via: Via, cas: bool, red: bool) -> String {
    let space = match via {
        Via::Global => ".global",
        Via::Shared => ".shared",
        Via::GenericGlobal | Via::GenericShared => "",
    };
    let shared = matches!(via, Via::Shared | Via::GenericShared);
    let mut k = format!(
        ".version 7.8\n.target sm_80\n.address_size 64\n\
         .visible .entry k(.param .u64 io)\n{{\n\
         .reg .b{bits} %v<6>;\n.reg .b64 %rd<6>;\n.reg .b32 %r<4>;\n\
         .shared .align 8 .b8 sm[16];\n\
         ld.param.u64 %rd1, [io];\n\
         cvta.to.global.u64 %rd1, %rd1;\n\
         ld.global.b{bits} %v0, [%rd1];\n\
         ld.global.b{bits} %v1, [%rd1+8];\n\
         ld.global.b{bits} %v2, [%rd1+16];\n\
         mov.b{bits} %v3, 0;\n"
    );
    if shared {
        k.push_str(&format!("st.shared.b{bits} [sm+8], %v0;\n"));
    }
    let addr = match via {
        Via::Global => "[%rd1]".to_string(),
        Via::Shared => {
            k.push_str("mov.u32 %r1, sm;\n");
            "[%r1+8]".to_string()
        }
        Via::GenericGlobal => {
            k.push_str("cvta.global.u64 %rd2, %rd1;\n");
            "[%rd2]".to_string()
        }
        Via::GenericShared => {
            k.push_str("mov.u64 %rd3, sm;\ncvta.shared.u64 %rd2, %rd3;\n");
            "[%rd2+8]".to_string()
        }
    };
    let c = if cas { ", %v2" } else { "" };
    if red {
        k.push_str(&format!("red{space}.{opc}.{ty} {addr}, %v1;\n"));
    } else {
        k.push_str(&format!("atom{space}.{opc}.{ty} %v3, {addr}, %v1{c};\n"));
    }
    if shared {
        k.push_str(&format!(
            "ld.shared.b{bits} %v4, [sm+8];\nst.global.b{bits} [%rd1], %v4;\n"
        ));
    }
    k.push_str(&format!("st.global.b{bits} [%rd1+24], %v3;\nret;\n}}\n"));
    k
}

/// Runs [`single`] on both backends; returns (memory after, value of d).
fn run_single(src: &str, be: Backend, old: u64, b: u64, c: u64) -> (u64, u64) {
    let m = Module::from_ptx(src).unwrap_or_else(|e| panic!("{}\n{}", e, src));
    let mut io = vec![0u8; 32];
    io[0..8].copy_from_slice(&old.to_le_bytes());
    io[8..16].copy_from_slice(&b.to_le_bytes());
    io[16..24].copy_from_slice(&c.to_le_bytes());
    let out = m
        .launch(
            be,
            "k",
            &launch([1, 1, 1], [1, 1, 1]),
            &[KernelArg::Buffer(io)],
        )
        .unwrap_or_else(|e| panic!("{:?}: {}\n{}", be, e, src));
    let io = out[0].as_ref().unwrap();
    (u64_at(io, 0), u64_at(io, 24))
}

/// (operation, type, [(old, b, c, stored)]) worked out by hand from the ISA
/// definitions; the old value is what `atom` must return.
#[allow(clippy::type_complexity)]
fn cases() -> Vec<(&'static str, &'static str, Vec<(u64, u64, u64, u64)>)> {
    const M32: u64 = 0xffff_ffff;
    vec![
        ("add", "u32", vec![(5, 7, 0, 12), (M32, 2, 0, 1)]),
        (
            "add",
            "s32",
            vec![(0xffff_fffe, 1, 0, M32), (0x7fff_ffff, 1, 0, 0x8000_0000)],
        ),
        (
            "add",
            "u64",
            vec![(u64::MAX, 1, 0, 0), (M32, 1, 0, 0x1_0000_0000)],
        ),
        ("min", "u32", vec![(M32, 1, 0, 1), (3, 9, 0, 3)]),
        (
            "min",
            "s32",
            vec![(M32, 1, 0, M32), (0x8000_0000, 0x7fff_ffff, 0, 0x8000_0000)],
        ),
        (
            "min",
            "u64",
            vec![(1 << 63, 0, 0, 0), (5, 0xffff_ffff_ffff_fff0, 0, 5)],
        ),
        (
            "min",
            "s64",
            vec![(0, 1 << 63, 0, 1 << 63), (u64::MAX, 0, 0, u64::MAX)],
        ),
        ("max", "u32", vec![(M32, 1, 0, M32), (3, 9, 0, 9)]),
        (
            "max",
            "s32",
            vec![(M32, 1, 0, 1), (0x8000_0000, 0x7fff_ffff, 0, 0x7fff_ffff)],
        ),
        ("max", "u64", vec![(1 << 63, 0, 0, 1 << 63), (2, 3, 0, 3)]),
        ("max", "s64", vec![(1 << 63, 0, 0, 0), (u64::MAX, 5, 0, 5)]),
        (
            "and",
            "b32",
            vec![(0xf0f0_1234, 0xff00_ff00, 0, 0xf000_1200)],
        ),
        (
            "and",
            "b64",
            vec![(
                0xffff_0000_ffff_0000,
                0x0f0f_0f0f_0f0f_0f0f,
                0,
                0x0f0f_0000_0f0f_0000,
            )],
        ),
        ("or", "b32", vec![(0xf000_0000, 0xf, 0, 0xf000_000f)]),
        ("or", "b64", vec![(1 << 63, 1, 0, 0x8000_0000_0000_0001)]),
        (
            "xor",
            "b32",
            vec![(0xffff_0000, 0xff00_ff00, 0, 0x00ff_ff00)],
        ),
        (
            "xor",
            "b64",
            vec![(u64::MAX, 0x1234, 0, 0xffff_ffff_ffff_edcb)],
        ),
        ("exch", "b32", vec![(1, 0xdead_beef, 0, 0xdead_beef)]),
        (
            "exch",
            "b64",
            vec![(1, 0x0123_4567_89ab_cdef, 0, 0x0123_4567_89ab_cdef)],
        ),
        (
            "cas",
            "b16",
            vec![(0xffff, 0xffff, 3, 3), (0x1234, 0x1235, 3, 0x1234)],
        ),
        (
            "cas",
            "b32",
            vec![(7, 7, 9, 9), (7, 8, 9, 7), (M32, M32, 0, 0)],
        ),
        (
            "cas",
            "b64",
            vec![(1 << 40, 1 << 40, 5, 5), (1 << 40, 1, 5, 1 << 40)],
        ),
        // inc: (old >= b) ? 0 : old + 1
        (
            "inc",
            "u32",
            vec![
                (2, 3, 0, 3),
                (3, 3, 0, 0),
                (10, 3, 0, 0),
                (41, M32, 0, 42),
                (M32, M32, 0, 0),
                (7, 0, 0, 0),
            ],
        ),
        // dec: ((old == 0) || (old > b)) ? b : old - 1
        (
            "dec",
            "u32",
            vec![
                (3, 3, 0, 2),
                (1, 3, 0, 0),
                (0, 3, 0, 3),
                (4, 3, 0, 3),
                (0, 0, 0, 0),
                (0, M32, 0, M32),
            ],
        ),
    ]
}

fn bits_of(ty: &str) -> u32 {
    ty[1..].parse().unwrap()
}

#[test]
fn every_operation_and_type_on_every_space() {
    let mut n = 0;
    for (opc, ty, vals) in cases() {
        let bits = bits_of(ty);
        let mask = if bits == 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        for via in VIAS {
            let src = single(opc, ty, bits, via, opc == "cas", false);
            for be in BACKENDS {
                for &(old, b, c, new) in &vals {
                    let (mem, d) = run_single(&src, be, old, b, c);
                    let what = format!(
                        "atom.{opc}.{ty} {via:?} on {be:?}: old {old:#x} b {b:#x} c {c:#x}"
                    );
                    assert_eq!(mem & mask, new, "stored value of {what}");
                    assert_eq!(d & mask, old, "returned old value of {what}");
                    n += 1;
                }
            }
        }
    }
    assert_eq!(n, 196 * BACKENDS.len(), "cases run");
}

#[test]
fn red_forms_store_like_atom() {
    for (opc, ty, vals) in cases() {
        if matches!(opc, "cas" | "exch") {
            continue;
        }
        let bits = bits_of(ty);
        for via in VIAS {
            let src = single(opc, ty, bits, via, false, true);
            for be in BACKENDS {
                for &(old, b, c, new) in &vals {
                    let (mem, d) = run_single(&src, be, old, b, c);
                    let what = format!("red.{opc}.{ty} {via:?} on {be:?}: old {old:#x} b {b:#x}");
                    let mask = if bits == 64 {
                        u64::MAX
                    } else {
                        (1u64 << bits) - 1
                    };
                    assert_eq!(mem & mask, new, "stored value of {what}");
                    // red has no destination: the register stays 0.
                    assert_eq!(d & mask, 0, "{what}");
                }
            }
        }
    }
}

#[test]
fn memory_orders_scopes_and_sinks_are_accepted() {
    // Same values as the plain forms: the modifiers only order accesses.
    let forms = [
        ("atom.relaxed.gpu.global.add.u32 %r3, [%rd1], %r1;", 12, 5),
        ("atom.acq_rel.sys.global.add.u32 %r3, [%rd1], %r1;", 12, 5),
        ("atom.acquire.cta.add.u32 %r3, [%rd1], %r1;", 12, 5),
        ("atom.global.add.relaxed.gpu.u32 %r3, [%rd1], %r1;", 12, 5),
        ("atom.global.add.u32 _, [%rd1], %r1;", 12, 0),
        ("red.release.gpu.global.add.u32 [%rd1], %r1;", 12, 0),
        ("red.relaxed.sys.global.min.u32 [%rd1], %r1;", 5, 0),
    ];
    for (form, mem, d) in forms {
        let src = format!(
            ".version 7.8\n.target sm_80\n.address_size 64\n\
             .visible .entry k(.param .u64 io)\n{{\n.reg .b32 %r<4>;\n.reg .b64 %rd<2>;\n\
             ld.param.u64 %rd1, [io];\nmov.u32 %r1, 7;\nmov.u32 %r3, 0;\n{form}\n\
             st.global.u32 [%rd1+4], %r3;\nret;\n}}\n"
        );
        let m = Module::from_ptx(&src).unwrap_or_else(|e| panic!("{form}: {e}"));
        for be in BACKENDS {
            let out = m
                .launch(
                    be,
                    "k",
                    &launch([1, 1, 1], [1, 1, 1]),
                    &[KernelArg::Buffer(vec![5, 0, 0, 0, 0, 0, 0, 0])],
                )
                .unwrap();
            let w = u32s(out[0].as_ref().unwrap());
            assert_eq!(w, vec![mem, d], "{form} on {be:?}");
        }
    }
}

#[test]
fn guarded_atomics_are_skipped_when_the_guard_fails() {
    let src = ".version 7.8\n.target sm_80\n.address_size 64\n\
        .visible .entry k(.param .u64 io)\n{\n.reg .b32 %r<4>;\n.reg .b64 %rd<2>;\n.reg .pred %p<3>;\n\
        ld.param.u64 %rd1, [io];\nmov.u32 %r1, 7;\nmov.u32 %r2, 99;\nmov.u32 %r3, 99;\n\
        setp.eq.u32 %p1, %r1, 7;\n\
        @!%p1 atom.global.add.u32 %r2, [%rd1], %r1;\n\
        @%p1 atom.global.exch.b32 %r3, [%rd1+4], %r1;\n\
        @!%p1 red.global.add.u32 [%rd1+4], %r1;\n\
        st.global.u32 [%rd1+8], %r2;\nst.global.u32 [%rd1+12], %r3;\nret;\n}\n";
    let m = Module::from_ptx(src).unwrap();
    for be in BACKENDS {
        let io: Vec<u8> = [1u32, 2, 0, 0]
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect();
        let out = m
            .launch(
                be,
                "k",
                &launch([1, 1, 1], [1, 1, 1]),
                &[KernelArg::Buffer(io)],
            )
            .unwrap();
        // [0] untouched, [1] exchanged to 7, d of the skipped atom keeps 99,
        // d of the exch gets the old 2.
        assert_eq!(u32s(out[0].as_ref().unwrap()), vec![1, 7, 99, 2], "{be:?}");
    }
}

/// Every thread of a large grid hits the same global words with every
/// operation; `tickets` receives each thread's old value of a shared counter.
const CONTENDED: &str = r#"
.version 7.8
.target sm_80
.address_size 64
.visible .entry contended(.param .u64 pc, .param .u64 pt, .param .u64 px)
{
    .reg .pred %p<2>;
    .reg .b32 %r<16>;
    .reg .b64 %rd<12>;
    ld.param.u64 %rd1, [pc];
    ld.param.u64 %rd2, [pt];
    ld.param.u64 %rd3, [px];
    cvta.to.global.u64 %rd1, %rd1;
    cvta.to.global.u64 %rd2, %rd2;
    cvta.to.global.u64 %rd3, %rd3;
    mov.u32 %r1, %ctaid.x;
    mov.u32 %r2, %ntid.x;
    mov.u32 %r3, %tid.x;
    mad.lo.s32 %r4, %r1, %r2, %r3;          // gid
    mul.lo.u32 %r5, %r4, -1640531535;       // x = gid * 0x9e3779b1
    cvt.u64.u32 %rd4, %r4;
    mul.wide.u32 %rd5, %r4, 4;
    // ticket = atomicAdd(&c[0], 1)
    atom.global.add.u32 %r6, [%rd1], 1;
    add.s64 %rd6, %rd2, %rd5;
    st.global.u32 [%rd6], %r6;
    red.global.add.u64 [%rd1+8], %rd4;
    red.global.min.s32 [%rd1+16], %r5;
    atom.global.max.u32 %r7, [%rd1+20], %r5;
    red.global.xor.b32 [%rd1+24], %r5;
    and.b32 %r8, %r4, 63;
    mov.b64 %rd7, 1;
    shl.b64 %rd7, %rd7, %r8;
    atom.global.or.b64 %rd8, [%rd1+32], %rd7;
    not.b64 %rd7, %rd7;
    red.global.and.b64 [%rd1+40], %rd7;
    atom.global.inc.u32 %r9, [%rd1+48], 99;
    red.global.dec.u32 [%rd1+52], 99;
    // A compare-and-swap loop: c[56] += 3.
    ld.volatile.global.u32 %r10, [%rd1+56];
$L__retry:
    add.s32 %r11, %r10, 3;
    atom.global.cas.b32 %r12, [%rd1+56], %r10, %r11;
    setp.ne.s32 %p1, %r12, %r10;
    mov.u32 %r10, %r12;
    @%p1 bra $L__retry;
    // exch: the old values plus the final value are a permutation of the
    // initial value and every gid.
    atom.global.exch.b32 %r13, [%rd1+60], %r4;
    add.s64 %rd9, %rd3, %rd5;
    st.global.u32 [%rd9], %r13;
    ret;
}
"#;

const INIT_AND: u64 = 0xffff_ffff_ffff_ffff;
const INIT_EXCH: u32 = 0xabcd;

fn contended_check(c: &[u8], tickets: &[u8], xs: &[u8], n: u32, who: &str) {
    let w = u32s(c);
    let x = |g: u32| g.wrapping_mul(0x9e37_79b1);
    assert_eq!(w[0], n, "{who}: add counter");
    assert_eq!(
        u64_at(c, 8),
        u64::from(n) * u64::from(n - 1) / 2,
        "{who}: sum"
    );
    let smin = (0..n).map(|g| x(g) as i32).min().unwrap();
    assert_eq!(w[4] as i32, smin, "{who}: signed min");
    assert_eq!(w[5], (0..n).map(x).max().unwrap(), "{who}: unsigned max");
    assert_eq!(w[6], (0..n).map(x).fold(0, |a, b| a ^ b), "{who}: xor");
    let bits = (0..n).fold(0u64, |a, g| a | 1 << (g % 64));
    assert_eq!(u64_at(c, 32), bits, "{who}: or");
    assert_eq!(u64_at(c, 40), INIT_AND & !bits, "{who}: and");
    assert_eq!(w[12], n % 100, "{who}: inc modulo 100");
    assert_eq!(w[13], (100 - n % 100) % 100, "{who}: dec modulo 100");
    assert_eq!(w[14], 3 * n, "{who}: cas loop");
    let mut t = u32s(tickets);
    t.sort_unstable();
    assert!(t.iter().copied().eq(0..n), "{who}: tickets are not 0..n");
    let mut seen: Vec<u32> = u32s(xs);
    seen.push(w[15]);
    seen.sort_unstable();
    let mut want: Vec<u32> = (0..n).collect();
    want.push(INIT_EXCH);
    want.sort_unstable();
    assert_eq!(seen, want, "{who}: exch lost or duplicated a value");
}

fn contended_inputs(n: u32) -> (Vec<u8>, usize) {
    let mut c = vec![0u8; 64];
    c[16..20].copy_from_slice(&i32::MAX.to_le_bytes());
    c[40..48].copy_from_slice(&INIT_AND.to_le_bytes());
    c[60..64].copy_from_slice(&INIT_EXCH.to_le_bytes());
    (c, 4 * n as usize)
}

#[test]
fn global_atomics_are_atomic_across_parallel_blocks() {
    let (grid, block) = (48u32, 64u32);
    let n = grid * block;
    let (c, tlen) = contended_inputs(n);
    // Its first read `.volatile` (a lockstep point: host and interp), or
    // plain (the CAS loop corrects a stale read: every backend).
    let plain = CONTENDED.replace("ld.volatile.global.u32", "ld.global.u32");
    let runs = HOST_INTERP
        .iter()
        .map(|&b| (b, CONTENDED))
        .chain(BACKENDS.iter().map(|&b| (b, plain.as_str())));
    for (be, src) in runs {
        let m = Module::from_ptx(src).unwrap();
        let out = m
            .launch(
                be,
                "contended",
                &launch([grid, 1, 1], [block, 1, 1]),
                &[
                    KernelArg::Buffer(c.clone()),
                    KernelArg::Buffer(vec![0; tlen]),
                    KernelArg::Buffer(vec![0; tlen]),
                ],
            )
            .unwrap();
        contended_check(
            out[0].as_ref().unwrap(),
            out[1].as_ref().unwrap(),
            out[2].as_ref().unwrap(),
            n,
            &format!("{be:?}"),
        );
    }
    // More worker threads than cores, checked and unchecked, many times: a
    // lost update would show.
    let prog = ptxjit_frontend::check(&ptxjit_frontend::parse(CONTENDED).unwrap()).unwrap();
    let plain = ptxjit_frontend::check(&ptxjit_frontend::parse(&plain).unwrap()).unwrap();
    #[cfg(feature = "llvm")]
    let tiers = [
        (ptxjit_jit::KernelTier::Cranelift, &prog),
        (ptxjit_jit::KernelTier::Llvm, &plain),
    ];
    #[cfg(not(feature = "llvm"))]
    let tiers = [(ptxjit_jit::KernelTier::Cranelift, &prog)];
    for ((checked, (tier, prog)), _) in [true, false]
        .into_iter()
        .flat_map(|c| tiers.iter().map(move |t| (c, *t)))
        .zip(0..)
    {
        let k = HostKernel::compile(
            prog,
            "contended",
            &KernelOptions {
                checked,
                threads: Some(8),
                tier,
                ..Default::default()
            },
        )
        .unwrap();
        for round in 0..10 {
            let out = k
                .launch(
                    &KernelLaunch {
                        grid: [grid, 1, 1],
                        block: [block, 1, 1],
                        dynamic_shared: 0,
                    },
                    &[
                        HostArg::Buffer(c.clone()),
                        HostArg::Buffer(vec![0; tlen]),
                        HostArg::Buffer(vec![0; tlen]),
                    ],
                )
                .unwrap();
            contended_check(
                out[0].as_ref().unwrap(),
                out[1].as_ref().unwrap(),
                out[2].as_ref().unwrap(),
                n,
                &format!("{tier:?} checked={checked} round {round}"),
            );
        }
    }
}

fn rust_histogram(data: &[u8]) -> Vec<u32> {
    let mut h = vec![0u32; 256];
    for &b in data {
        h[b as usize] += 1;
    }
    h
}

#[test]
fn histogram_example_matches_rust_on_host_and_interp() {
    let src = include_str!("../../examples/histogram.ptx");
    let m = Module::from_ptx(src).unwrap();
    let mut seed = 7u64;
    let random: Vec<u8> = (0..50_000).map(|_| rng(&mut seed) as u8).collect();
    // Heavy contention: nearly every byte in two bins.
    let skewed: Vec<u8> = (0..20_000)
        .map(|i| if i % 97 == 0 { 200 } else { 3 })
        .collect();
    let shapes = [
        ([8u32, 1, 1], [128u32, 1, 1]),
        ([13, 1, 1], [96, 1, 1]),
        ([3, 1, 1], [300, 1, 1]),
    ];
    for data in [&random, &skewed] {
        let want = rust_histogram(data);
        for (grid, block) in shapes {
            let args = [
                KernelArg::Buffer(data.to_vec()),
                KernelArg::Scalar(data.len() as u64),
                KernelArg::Buffer(vec![0; 1024]),
            ];
            let l = launch(grid, block);
            let h = m.launch(Backend::Host, "histogram", &l, &args).unwrap();
            let i = m.launch(Backend::Interp, "histogram", &l, &args).unwrap();
            assert_eq!(
                h, i,
                "host and interp differ for grid {grid:?} block {block:?}"
            );
            assert_eq!(
                u32s(h[2].as_ref().unwrap()),
                want,
                "grid {grid:?} block {block:?}"
            );
        }
    }
    // A block smaller than 256 threads zeroes and merges several bins each.
    let data: Vec<u8> = (0..=255u8).cycle().take(1000).collect();
    let args = [
        KernelArg::Buffer(data.clone()),
        KernelArg::Scalar(1000),
        KernelArg::Buffer(vec![0; 1024]),
    ];
    for be in HOST_INTERP {
        let out = m
            .launch(be, "histogram", &launch([2, 1, 1], [32, 1, 1]), &args)
            .unwrap();
        assert_eq!(
            u32s(out[2].as_ref().unwrap()),
            rust_histogram(&data),
            "{be:?}"
        );
    }
}

/// An atomic in a `.func` called from the kernel.
#[test]
fn atomics_in_called_functions() {
    let src = r#"
.version 7.8
.target sm_80
.address_size 64
.func (.reg .b32 old) bump(.reg .b64 p, .reg .b32 v)
{
    atom.global.add.u32 old, [p], v;
    ret;
}
.visible .entry k(.param .u64 pc, .param .u64 po)
{
    .reg .b32 %r<4>;
    .reg .b64 %rd<6>;
    ld.param.u64 %rd1, [pc];
    ld.param.u64 %rd2, [po];
    mov.u32 %r1, %tid.x;
    add.u32 %r2, %r1, 1;
    call (%r3), bump, (%rd1, %r2);
    mul.wide.u32 %rd3, %r1, 4;
    add.s64 %rd4, %rd2, %rd3;
    st.global.u32 [%rd4], %r3;
    ret;
}
"#;
    let m = Module::from_ptx(src).unwrap();
    for be in BACKENDS {
        let out = m
            .launch(
                be,
                "k",
                &launch([1, 1, 1], [10, 1, 1]),
                &[
                    KernelArg::Buffer(vec![0; 4]),
                    KernelArg::Buffer(vec![0; 40]),
                ],
            )
            .unwrap();
        // 1 + 2 + ... + 10; threads run in order, so thread t sees
        // 1 + ... + t as the old value.
        assert_eq!(u32s(out[0].as_ref().unwrap()), vec![55], "{be:?}");
        let olds = u32s(out[1].as_ref().unwrap());
        let mut sorted = olds.clone();
        sorted.sort_unstable();
        let want: Vec<u32> = (0..10).map(|t| t * (t + 1) / 2).collect();
        assert_eq!(sorted, want, "{be:?}");
    }
}

const BAD: &str = r#"
.version 7.8
.target sm_80
.address_size 64
.visible .entry k(.param .u64 pc, .param .u64 off)
{
    .reg .b32 %r<4>;
    .reg .b64 %rd<6>;
    ld.param.u64 %rd1, [pc];
    ld.param.u64 %rd2, [off];
    add.s64 %rd3, %rd1, %rd2;
    atom.global.add.u32 %r1, [%rd3], 1;
    ret;
}
.visible .entry ks(.param .u32 off)
{
    .reg .b32 %r<4>;
    .shared .align 4 .b8 sm[16];
    ld.param.u32 %r2, [off];
    mov.u32 %r3, sm;
    add.u32 %r3, %r3, %r2;
    atom.shared.inc.u32 %r1, [%r3], 5;
    ret;
}
"#;

#[test]
fn misaligned_and_out_of_bounds_atomics_are_errors() {
    let m = Module::from_ptx(BAD).unwrap();
    let l = launch([1, 1, 1], [1, 1, 1]);
    for be in BACKENDS {
        let run = |off: u64| {
            m.launch(
                be,
                "k",
                &l,
                &[KernelArg::Buffer(vec![0; 16]), KernelArg::Scalar(off)],
            )
        };
        let e = run(2).unwrap_err().to_string();
        assert!(e.contains("misaligned access of 4 byte(s)"), "{be:?}: {e}");
        let e = run(16).unwrap_err().to_string();
        assert!(
            e.contains("out-of-bounds access of 4 byte(s)"),
            "{be:?}: {e}"
        );
        let ok = run(12).unwrap();
        assert_eq!(u32s(ok[0].as_ref().unwrap()), vec![0, 0, 0, 1], "{be:?}");
        let e = m
            .launch(be, "ks", &l, &[KernelArg::Scalar(6)])
            .unwrap_err()
            .to_string();
        assert!(e.contains("misaligned access of 4 byte(s)"), "{be:?}: {e}");
        let e = m
            .launch(be, "ks", &l, &[KernelArg::Scalar(16)])
            .unwrap_err()
            .to_string();
        assert!(e.contains("out-of-bounds"), "{be:?}: {e}");
    }
    // The unchecked mode still refuses a misaligned host atomic.
    let prog = ptxjit_frontend::check(&ptxjit_frontend::parse(BAD).unwrap()).unwrap();
    let k = HostKernel::compile(
        &prog,
        "k",
        &KernelOptions {
            checked: false,
            threads: Some(1),
            ..Default::default()
        },
    )
    .unwrap();
    let kl = KernelLaunch {
        grid: [1, 1, 1],
        block: [1, 1, 1],
        dynamic_shared: 0,
    };
    let e = k
        .launch(&kl, &[HostArg::Buffer(vec![0; 16]), HostArg::Scalar(2)])
        .unwrap_err()
        .to_string();
    assert!(e.contains("misaligned"), "{e}");
}

#[test]
fn atomics_outside_kernels_are_clean_errors() {
    let src = r#"
.version 7.8
.target sm_80
.address_size 64
.func (.reg .b32 old) bump(.reg .b64 p)
{
    atom.global.add.u32 old, [p], 1;
    ret;
}
"#;
    let m = Module::from_ptx(src).unwrap();
    // A called sequence has no kernel memory on the host backend.
    let e = m.call(Backend::Host, "bump", &[0x1000]).unwrap_err();
    assert!(e.to_string().contains("atom"), "{e}");
    // Floating-point atomics are valid PTX outside the subset.
    let f = r#"
.version 7.8
.target sm_80
.address_size 64
.visible .entry k(.param .u64 p)
{
    .reg .f32 %f<2>;
    .reg .b64 %rd<2>;
    ld.param.u64 %rd1, [p];
    atom.global.add.f32 %f1, [%rd1], %f0;
    ret;
}
"#;
    let m = Module::from_ptx(f).unwrap();
    for be in BACKENDS {
        let e = m
            .launch(
                be,
                "k",
                &launch([1, 1, 1], [1, 1, 1]),
                &[KernelArg::Buffer(vec![0; 4])],
            )
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("unsupported instruction 'atom.global.add.f32'"),
            "{be:?}: {e}"
        );
    }
}
