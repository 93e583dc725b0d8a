//! Differential tests of the Cranelift lowering of the video instructions
//! (`ptxjit_lower::clif::video::lower`) against the reference interpreter's
//! semantics (`ptxjit_runtime::sem::{video, simd}`), plus hand-worked values.
//!
//! Each variant is lowered into a tiny function `(a: i32, b: i32, c: i32) -> i32`
//! (registers 0, 1, 2 are the parameters, register 3 the destination); all
//! variants of a test are JIT-compiled into one module, then run on edge values
//! and seeded random inputs. The op generators are shared with
//! `tests/all/llvm_vs_interp.rs` (`ptxjit_testkit::video_ops`).

use cranelift_codegen::ir::types::I32;
use cranelift_codegen::ir::{AbiParam, InstBuilder, Value};
use cranelift_codegen::settings::{self, Configurable};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{Linkage, Module};
use ptxjit_frontend::ast::Type;
use ptxjit_frontend::ir::{
    Cmp, Dst, Op, SimdMods, SimdOp, Src, VSel, VideoMods, VideoOp, VideoOp2, VideoSecond, VmadMods,
    VsetMods,
};
use ptxjit_lower::clif::video::lower;
use ptxjit_testkit::video_ops::{scalar_video_ops, simd_ops, vmad_ops, vset_ops, EDGE, S, U};
use ptxjit_testkit::Rng;

/// A JIT-compiled variant.
type Fn3 = extern "C" fn(u32, u32, u32) -> u32;

/// JIT-compiles every op into one module; returns the module (which owns the
/// code) and one callable per op. `native`: use every ISA extension of the
/// host (as the JIT does); otherwise SSE2..SSSE3 only, which exercises
/// Cranelift's fallback lowerings of the vector instructions.
fn jit_all(ops: &[Op], native: bool) -> (JITModule, Vec<Fn3>) {
    let mut flags = settings::builder();
    flags.set("opt_level", "speed").unwrap();
    let mut isa = cranelift_native::builder_with_options(native).unwrap();
    if !native {
        // Without SSSE3, Cranelift lowers `shuffle` to a host libcall
        // (`__cranelift_x86_pshufb`); the lowering wants none, so the
        // baseline here is SSE2 + SSE3 + SSSE3 (no SSE4.1, AVX, ...).
        isa.set("has_sse3", "true").unwrap();
        isa.set("has_ssse3", "true").unwrap();
    }
    let isa = isa.finish(settings::Flags::new(flags)).unwrap();
    let fc = isa.frontend_config();
    let mut module = JITModule::new(JITBuilder::with_isa(
        isa,
        cranelift_module::default_libcall_names(),
    ));
    let mut ctx = module.make_context();
    let mut fctx = FunctionBuilderContext::new();
    let mut ids = Vec::new();
    for (i, op) in ops.iter().enumerate() {
        let mut sig = module.make_signature();
        for _ in 0..3 {
            sig.params.push(AbiParam::new(I32));
        }
        sig.returns.push(AbiParam::new(I32));
        let id = module
            .declare_function(&format!("v{i}"), Linkage::Local, &sig)
            .unwrap();
        ctx.func.signature = sig;
        {
            let mut b = FunctionBuilder::new(&mut ctx.func, &mut fctx);
            let blk = b.create_block();
            b.append_block_params_for_function_params(blk);
            b.switch_to_block(blk);
            b.seal_block(blk);
            let p: Vec<Value> = b.block_params(blk).to_vec();
            let mut read = |b: &mut FunctionBuilder, s: Src| match s {
                Src::Reg(r) => p[r as usize],
                Src::Imm(v) => b.ins().iconst(I32, i64::from(v as u32 as i32)),
                other => panic!("unexpected source {other:?}"),
            };
            let (d, v) = lower(&mut b, op, &mut read).expect("a video op");
            assert_eq!(d, Dst::Reg(3));
            b.ins().return_(&[v]);
            b.finalize(fc);
        }
        if let Err(e) = module.define_function(id, &mut ctx) {
            panic!("{op:?}: {e:?}\n{}", ctx.func.display());
        }
        module.clear_context(&mut ctx);
        ids.push(id);
    }
    module.finalize_definitions().unwrap();
    let fns = ids
        .into_iter()
        .map(|id| {
            let p = module.get_finalized_function(id);
            // SAFETY: the function was compiled with the module's default
            // calling convention (the platform C ABI) and signature
            // (i32, i32, i32) -> i32.
            unsafe { std::mem::transmute::<*const u8, Fn3>(p) }
        })
        .collect();
    (module, fns)
}

// ------------------------------------------------------------------ oracle

/// The interpreter's value of `op` (operands: a = r0, b = r1, c = r2).
fn oracle(op: &Op, a: u32, b: u32, c: u32) -> u32 {
    ptxjit_runtime::interp::video::eval(op, a, b, c).expect("a video op")
}

// ------------------------------------------------------------------ inputs

/// Runs every variant on all edge pairs (c cycling through the edge values)
/// and `random` seeded random triples; panics on the first mismatch.
fn check_all(ops: &[Op], seed: u64, random: usize, native: bool) {
    let (_module, fns) = jit_all(ops, native);
    let mut rng = Rng(seed);
    for (op, f) in ops.iter().zip(&fns) {
        let run = |a: u32, b: u32, c: u32| {
            let want = oracle(op, a, b, c);
            let got = f(a, b, c);
            assert_eq!(
                got, want,
                "{op:?}\n a={a:#010x} b={b:#010x} c={c:#010x}: jit {got:#010x}, interpreter {want:#010x}"
            );
        };
        for (i, &a) in EDGE.iter().enumerate() {
            for (j, &b) in EDGE.iter().enumerate() {
                run(a, b, EDGE[(i * 7 + j) % EDGE.len()]);
            }
        }
        for _ in 0..random {
            let (a, b, c) = (rng.word(), rng.word(), rng.word());
            run(a, b, c);
        }
    }
}

// ------------------------------------------------------------------ tests

#[test]
fn scalar_video_matches_interpreter() {
    let ops = scalar_video_ops(&mut Rng(0x5ca1a7));
    check_all(&ops, 1, 64, true);
}

#[test]
fn vset_matches_interpreter() {
    let ops = vset_ops(&mut Rng(0x7e57));
    check_all(&ops, 2, 64, true);
}

#[test]
fn vmad_matches_interpreter() {
    let ops = vmad_ops(&mut Rng(0x3ad));
    check_all(&ops, 3, 64, true);
}

#[test]
fn simd2_matches_interpreter() {
    let mut rng = Rng(0x51d2);
    let ops = simd_ops(2, &mut rng, 4);
    check_all(&ops, 4, 64, true);
}

/// The same without SSE4.1/AVX (other lowerings of `unarrow`, `smin`/`umax`,
/// `swiden_low`, `extractlane`, ...).
#[test]
fn simd_matches_interpreter_baseline_isa() {
    let mut rng = Rng(0xba5e);
    let mut ops = simd_ops(2, &mut rng, 1);
    ops.extend(simd_ops(4, &mut rng, 1));
    check_all(&ops, 6, 32, false);
}

#[test]
fn simd4_matches_interpreter() {
    let mut rng = Rng(0x51d4);
    let ops = simd_ops(4, &mut rng, 4);
    check_all(&ops, 5, 64, true);
}

/// Values worked out by hand from the ISA text and the hardware facts in
/// `docs/semantics.md` / `docs/semantics.md (Part II, video)` (H100 probe values).
#[test]
fn hand_checked_values() {
    let r = |i| Src::Reg(i);
    let simd4 = |op, t: (Type, Type, Type), sat, acc, mask| Op::Simd {
        m: SimdMods {
            op,
            lanes: 4,
            dty: t.0,
            aty: t.1,
            bty: t.2,
            sat,
            acc,
            mask,
            asel: [0, 1, 2, 3],
            bsel: [4, 5, 6, 7],
        },
        d: Dst::Reg(3),
        a: r(0),
        b: r(1),
        c: r(2),
    };
    let video =
        |op, t: (Type, Type, Type), sat, (second, c): (VideoSecond, Option<Src>), asel, bsel| {
            Op::Video {
                m: VideoMods {
                    op,
                    dty: t.0,
                    aty: t.1,
                    bty: t.2,
                    sat,
                    clamp: true,
                    asel,
                    bsel,
                    second,
                },
                d: Dst::Reg(3),
                a: r(0),
                b: r(1),
                c,
            }
        };
    let cases: Vec<(Op, [u32; 3], u32)> = vec![
        // vadd4.u32.u32.u32.sat: ff+01, 80+80, 7f+01, ff+01 -> ff, ff, 80, ff.
        (
            simd4(SimdOp::Add, (U, U, U), true, false, 0b1111),
            [0xff7f_80ff, 0x0101_8001, 0],
            0xff80_ffff,
        ),
        // vadd4.s32 .sat: -1+1=0, -128-128 -> -128, 127+1 -> 127, -1+1=0.
        (
            simd4(SimdOp::Add, (S, S, S), true, false, 0b1111),
            [0xff7f_80ff, 0x0101_8001, 0],
            0x007f_8000,
        ),
        // vadd4.s32.u32.u32.sat: 200 + 0 clamps to 127 (semantics.md §5).
        (
            simd4(SimdOp::Add, (S, U, U), true, false, 0b1111),
            [0x0000_00c8, 0, 0],
            0x0000_007f,
        ),
        // vabsdiff4.add: 4 * 16 + 5 = 69.
        (
            simd4(SimdOp::Absdiff, (U, U, U), false, true, 0b1111),
            [0x0010_2030, 0x1000_3020, 5],
            69,
        ),
        // vadd4.u32.add: lane sums are not truncated: 4 * 0x1fe.
        (
            simd4(SimdOp::Add, (U, U, U), false, true, 0b1111),
            [0xffff_ffff, 0xffff_ffff, 0],
            0x7f8,
        ),
        // vadd4.s32.add: 4 * (-2) + 10 = 2.
        (
            simd4(SimdOp::Add, (S, S, S), false, true, 0b1111),
            [0xffff_ffff, 0xffff_ffff, 10],
            2,
        ),
        // vavrg4.s32: (-1+0)>>1=-1, (-128-128)>>1=-128, (1+2+1)>>1=2, (-3)>>1=-2.
        (
            simd4(SimdOp::Avrg, (S, S, S), false, false, 0b1111),
            [0xff01_80ff, 0xfe02_8000, 0],
            0xfe02_80ff,
        ),
        // vset4.u32.u32.eq d.b0 (H100): lane 0 = 1? 0x44 vs 0xbb -> 0; rest from c.
        (
            simd4(SimdOp::Set(Cmp::Eq), (U, U, U), false, false, 0b0001),
            [0x1122_3344, 0x11aa_33bb, 0xc0c1_c2c3],
            0xc0c1_c200,
        ),
        // vadd4 d.b21: lanes 1, 2 = 2; lanes 0, 3 from c.
        (
            simd4(SimdOp::Add, (U, U, U), false, false, 0b0110),
            [0x0101_0101, 0x0101_0101, 0xaabb_ccdd],
            0xaa02_02dd,
        ),
        // vadd.u32 d.h1, a.h1, b.b0, c (H100): tmp = 0x181 + 0x5c = 0x1dd, bits
        // 31..16 of tmp (0) over c's low half.
        (
            video(
                VideoOp::Add,
                (U, U, U),
                false,
                (VideoSecond::Merge(VSel::H(1)), Some(r(2))),
                VSel::H(1),
                VSel::B(0),
            ),
            [0x0181_637f, 0x42d6_cb5c, 0x0281_01ff],
            0x0000_01ff,
        ),
        // vadd.s32.sat d.b0, a.h0, b.h1 (H100): -32768 + 0 saturates to 0x7f.
        (
            video(
                VideoOp::Add,
                (S, S, S),
                true,
                (VideoSecond::Merge(VSel::B(0)), Some(r(2))),
                VSel::H(0),
                VSel::H(1),
            ),
            [0x7fff_8000, 0xf, 0x8080_8080],
            0x8080_807f,
        ),
        // vadd.s32.u32.u32.sat: 0xffffffff + 0 clamps to S32_MAX.
        (
            video(
                VideoOp::Add,
                (S, U, U),
                true,
                (VideoSecond::None, None),
                VSel::Word,
                VSel::Word,
            ),
            [0xffff_ffff, 0, 0],
            0x7fff_ffff,
        ),
        // vadd.u32.sat.add (H100): sat(3 + 0x9f) + 0xfffffffe = 0xa0.
        (
            video(
                VideoOp::Add,
                (U, U, U),
                true,
                (VideoSecond::Op(VideoOp2::Add), Some(r(2))),
                VSel::B(0),
                VSel::B(1),
            ),
            [0x7f80_4f03, 0x6323_9fb3, 0xffff_fffe],
            0xa0,
        ),
        // vshr.s32.s32.u32.clamp by 40: sign fill.
        (
            video(
                VideoOp::Shr,
                (S, S, U),
                false,
                (VideoSecond::None, None),
                VSel::Word,
                VSel::Word,
            ),
            [0x8000_0000, 40, 0],
            0xffff_ffff,
        ),
        // vshl.u32.clamp by 40 gives 0.
        (
            video(
                VideoOp::Shl,
                (U, U, U),
                false,
                (VideoSecond::None, None),
                VSel::Word,
                VSel::Word,
            ),
            [1, 40, 0],
            0,
        ),
        // vabsdiff.s32: |-2^31 - (2^31-1)| = 2^32 - 1, truncated.
        (
            video(
                VideoOp::Absdiff,
                (S, S, S),
                false,
                (VideoSecond::None, None),
                VSel::Word,
                VSel::Word,
            ),
            [0x8000_0000, 0x7fff_ffff, 0],
            0xffff_ffff,
        ),
        // vmad.u32.u32.u32.shr7 d, a.h0, b, c (H100): (2 * -2 + c) >> 7.
        (
            Op::Vmad {
                m: VmadMods {
                    dty: U,
                    aty: U,
                    bty: U,
                    sat: false,
                    po: false,
                    shr: 7,
                    neg_ab: false,
                    neg_c: false,
                    asel: VSel::H(0),
                    bsel: VSel::Word,
                },
                d: Dst::Reg(3),
                a: r(0),
                b: r(1),
                c: r(2),
            },
            [2, 0xffff_fffe, 0x5b02_d400],
            0x00b6_05a7,
        ),
        // vmad.u32 -a ... .sat: -(0x10000 * 0x10000) clamps to S32_MIN.
        (
            Op::Vmad {
                m: VmadMods {
                    dty: U,
                    aty: U,
                    bty: U,
                    sat: true,
                    po: false,
                    shr: 0,
                    neg_ab: true,
                    neg_c: false,
                    asel: VSel::Word,
                    bsel: VSel::Word,
                },
                d: Dst::Reg(3),
                a: r(0),
                b: r(1),
                c: r(2),
            },
            [0x1_0000, 0x1_0000, 0],
            0x8000_0000,
        ),
        // vset.s32.s32.lt: -1 < 0.
        (
            Op::Vset {
                m: VsetMods {
                    aty: S,
                    bty: S,
                    cmp: Cmp::Lt,
                    asel: VSel::Word,
                    bsel: VSel::Word,
                    second: VideoSecond::None,
                },
                d: Dst::Reg(3),
                a: r(0),
                b: r(1),
                c: None,
            },
            [0xffff_ffff, 0, 0],
            1,
        ),
    ];
    let ops: Vec<Op> = cases.iter().map(|c| c.0.clone()).collect();
    for native in [true, false] {
        let (_module, fns) = jit_all(&ops, native);
        for ((op, [a, b, c], want), f) in cases.iter().zip(&fns) {
            assert_eq!(f(*a, *b, *c), *want, "{op:?} native={native}");
        }
    }
}

/// A 16x16 SAD with vabsdiff4 .add accumulation against a byte loop.
#[test]
fn sad_16x16_against_byte_loop() {
    let op = Op::Simd {
        m: SimdMods {
            op: SimdOp::Absdiff,
            lanes: 4,
            dty: U,
            aty: U,
            bty: U,
            sat: false,
            acc: true,
            mask: 0b1111,
            asel: [0, 1, 2, 3],
            bsel: [4, 5, 6, 7],
        },
        d: Dst::Reg(3),
        a: Src::Reg(0),
        b: Src::Reg(1),
        c: Src::Reg(2),
    };
    let (_module, fns) = jit_all(&[op], true);
    let f = fns[0];
    let mut rng = Rng(99);
    for _ in 0..20 {
        let x: Vec<u8> = (0..256).map(|_| rng.next() as u8).collect();
        let y: Vec<u8> = (0..256).map(|_| rng.next() as u8).collect();
        let want: u32 = x
            .iter()
            .zip(&y)
            .map(|(&p, &q)| u32::from(p.abs_diff(q)))
            .sum();
        let mut acc = 0u32;
        for (px, py) in x.chunks(4).zip(y.chunks(4)) {
            let a = u32::from_le_bytes([px[0], px[1], px[2], px[3]]);
            let b = u32::from_le_bytes([py[0], py[1], py[2], py[3]]);
            acc = f(a, b, acc);
        }
        assert_eq!(acc, want);
    }
}

/// `lower` declines non-video instructions.
#[test]
fn non_video_op_is_none() {
    let mut func = cranelift_codegen::ir::Function::new();
    let mut fctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut fctx);
    let blk = b.create_block();
    b.switch_to_block(blk);
    let mut read = |b: &mut FunctionBuilder, _s: Src| b.ins().iconst(I32, 0);
    assert!(lower(&mut b, &Op::Nop, &mut read).is_none());
}
