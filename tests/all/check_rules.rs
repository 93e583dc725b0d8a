//! One test per checker rule: an invalid instruction with the exact line,
//! column and key phrase of the diagnostic, and valid programs whose decoded
//! `ir::Op` has the expected fields. Expected positions are found in the
//! source text by searching for the offending token, independently of the
//! checker; expected field values are worked out by hand from the ISA text.

use ptxjit_frontend::ast::Type;
use ptxjit_frontend::ir::{
    Carry, Dst, MulMode, Op, Program, SimdMods, Src, VSel, VideoMods, VideoSecond, VmadMods,
};
use ptxjit_frontend::{check, parse, Diagnostic};

const HEAD: &str = "\
.version 7.8
.target sm_80
.address_size 64
.func (.reg .b32 fr) f1(.reg .b32 fa, .reg .b32 fb)
{
    ret;
}
.visible .entry k(.param .u64 pa)
{
    .reg .b32 %r<10>;
    .reg .b64 %rd<10>;
    .reg .b16 %rs<10>;
    .reg .pred %p<4>;
";

fn module(body: &str) -> String {
    format!("{HEAD}{body}\nL1:\n    ret;\n}}\n")
}

fn run(body: &str) -> Result<Program, Diagnostic> {
    parse(&module(body)).and_then(|m| check(&m))
}

/// 1-based (line, column) of the first `needle` at or after the body.
fn pos(src: &str, needle: &str) -> (u32, u32) {
    let at = HEAD.len()
        + src[HEAD.len()..]
            .find(needle)
            .unwrap_or_else(|| panic!("'{needle}' not in the source"));
    let before = &src[..at];
    let line = before.matches('\n').count() as u32 + 1;
    let col = (at - before.rfind('\n').map_or(0, |i| i + 1)) as u32 + 1;
    (line, col)
}

/// Asserts `body` is rejected at the first `needle` with a message containing
/// `phrase`.
#[track_caller]
fn rejects(body: &str, needle: &str, phrase: &str) {
    let src = module(body);
    let d = match parse(&src).and_then(|m| check(&m)) {
        Ok(_) => panic!("accepted: {body}"),
        Err(d) => d,
    };
    assert_eq!(
        (d.span.line, d.span.col),
        pos(&src, needle),
        "position of '{}' for {body}",
        d.message
    );
    assert!(
        d.message.contains(phrase),
        "message '{}' lacks '{phrase}' for {body}",
        d.message
    );
}

/// The ops of kernel `k` (the last is the epilogue `ret`).
#[track_caller]
fn ops(body: &str) -> (Program, Vec<Op>) {
    let p = run(body).unwrap_or_else(|d| panic!("rejected {body}: {d}"));
    let (_, f) = p.func("k").expect("kernel k");
    let ops = f
        .body
        .as_ref()
        .expect("body")
        .iter()
        .map(|i| i.op.clone())
        .collect();
    (p, ops)
}

/// The register of kernel `k` named `name`.
fn reg(p: &Program, name: &str) -> u32 {
    let (_, f) = p.func("k").expect("kernel k");
    f.regs
        .iter()
        .position(|r| r.name == name)
        .unwrap_or_else(|| panic!("no register {name}")) as u32
}

// ---- Modifier rules --------------------------------------------------------

#[test]
fn sat_only_with_s32() {
    rejects(
        "add.sat.u32 %r1, %r2, %r3;",
        ".sat",
        "'.sat' is only allowed with .s32",
    );
    rejects(
        "sub.sat.s64 %rd1, %rd2, %rd3;",
        ".sat",
        "'.sat' is only allowed with .s32",
    );
}

#[test]
fn sat_not_with_carry() {
    rejects(
        "add.cc.sat.s32 %r1, %r2, %r3;",
        "add",
        "'.sat' cannot be combined with '.cc'",
    );
}

#[test]
fn packed_types_only_on_add() {
    rejects("sub.u16x2 %r1, %r2, %r3;", ".u16x2", "not allowed on 'sub'");
}

#[test]
fn carry_needs_32_or_64_bits() {
    rejects(
        "add.cc.u16 %rs1, %rs2, %rs3;",
        ".u16",
        "type '.u16' is not allowed on 'add'",
    );
}

#[test]
fn wide_only_on_16_and_32_bits() {
    rejects(
        "mul.wide.u64 %rd1, %rd2, %rd3;",
        "mul",
        "'.wide' is only allowed with 16- and 32-bit types",
    );
}

#[test]
fn mul_needs_a_mode() {
    rejects(
        "mul.u32 %r1, %r2, %r3;",
        "mul",
        "needs one of .hi .lo .wide",
    );
    rejects(
        "mul.lo.hi.u32 %r1, %r2, %r3;",
        ".hi",
        "'.lo' and '.hi' exclude each other",
    );
}

#[test]
fn mad_sat_only_hi_s32() {
    rejects(
        "mad.lo.sat.s32 %r1, %r2, %r3, %r4;",
        "mad",
        "only allowed as mad.hi.sat.s32",
    );
    rejects(
        "mad24.lo.sat.s32 %r1, %r2, %r3, %r4;",
        "mad24",
        "only allowed as mad24.hi.sat.s32",
    );
}

#[test]
fn relu_only_on_signed_32() {
    rejects(
        "min.relu.u32 %r1, %r2, %r3;",
        ".relu",
        "'.relu' is only allowed with .s32 and .s16x2",
    );
}

#[test]
fn bfind_needs_signedness() {
    rejects(
        "bfind.b32 %r1, %r2;",
        ".b32",
        "type '.b32' is not allowed on 'bfind'",
    );
}

#[test]
fn shf_needs_direction_and_mode() {
    rejects("shf.l.b32 %r1, %r2, %r3, %r4;", "shf", "needs a mode");
    rejects(
        "shf.wrap.b32 %r1, %r2, %r3, %r4;",
        "shf",
        "needs a direction",
    );
}

#[test]
fn unknown_modifier_rejected() {
    rejects(
        "prmt.b32.foo %r1, %r2, %r3, %r4;",
        ".foo",
        "modifier '.foo' is not allowed on 'prmt'",
    );
}

#[test]
fn missing_type() {
    rejects("add %r1, %r2, %r3;", "add", "needs a type");
    rejects(
        "add.u32.s32 %r1, %r2, %r3;",
        ".s32",
        "takes one type, found 2",
    );
}

#[test]
fn setp_ordering_needs_typed_operands() {
    rejects(
        "setp.lt.b32 %p1, %r2, %r3;",
        "setp",
        "comparison in 'setp.lt.b32' is not allowed for type .b32",
    );
    rejects(
        "setp.lo.s32 %p1, %r2, %r3;",
        "setp",
        "not allowed for type .s32",
    );
}

#[test]
fn scalar_video_rules() {
    rejects(
        "vshl.u32.u32.u32 %r1, %r2, %r3;",
        "vshl",
        "needs a shift mode",
    );
    rejects(
        "vadd.u32.u32 %r1, %r2, %r3;",
        "vadd",
        "takes 3 type modifiers, found 2",
    );
    rejects(
        "vadd.u32.u32.u32.add %r1.b0, %r2, %r3, %r4;",
        "%r1.b0",
        "cannot be combined with a secondary operation",
    );
    rejects(
        "vadd.u32.u32.u32.add %r1, %r2, %r3;",
        "vadd",
        "needs a fourth operand c",
    );
    rejects(
        "vadd.u32.u32.u32 %r1, %r2.b4, %r3;",
        "%r2.b4",
        "'.b4' is not a video selector",
    );
    rejects(
        "vadd.u32.u32.u32 %r1, -%r2, %r3;",
        "-%r2",
        "negation is only allowed on vmad operands",
    );
}

#[test]
fn vmad_negation_rules() {
    rejects(
        "vmad.u32.u32.u32.po %r1, -%r2, %r3, %r4;",
        "-%r2",
        "negation is not allowed with vmad .po",
    );
    rejects(
        "vmad.s32.u32.s32 %r1, -%r2, %r3, -%r4;",
        "-%r4",
        "either the product (a or b) or c",
    );
    rejects(
        "vmad.u32.u32.u32 %r1, %r2, %r3, %r4.b0;",
        "%r4.b0",
        "operand c of vmad takes no selector",
    );
}

#[test]
fn simd_video_rules() {
    rejects(
        "vadd4.u32.u32.u32.sat.add %r1, %r2, %r3, %r4;",
        ".sat",
        "'.sat' is not allowed with the '.add' form of 'vadd4'",
    );
    rejects(
        "vset4.u32.u32.lt.b3210 %r1, %r2, %r3, %r4;",
        ".b3210",
        "modifier '.b3210' is not allowed on 'vset4'",
    );
    rejects(
        "vadd2.u32.u32.u32 %r1, %r2.b10, %r3, %r4;",
        "%r2.b10",
        "is not a halfword selector",
    );
    rejects(
        "vadd4.u32.u32.u32 %r1.h10, %r2, %r3, %r4;",
        "%r1.h10",
        "is not a byte selector",
    );
    rejects(
        "vadd4.u32.u32.u32 %r1.b02, %r2, %r3, %r4;",
        "%r1.b02",
        "bad destination mask '.b02'",
    );
    rejects(
        "vadd4.u32.u32.u32 %r1, %r2.b8765, %r3, %r4;",
        "%r2.b8765",
        "lane 8 does not exist",
    );
    rejects(
        "vadd4.u32.u32.u32 %r1, %r2.b765, %r3, %r4;",
        "%r2.b765",
        "must name 4 lanes",
    );
    rejects(
        "vset2.u32.u32 %r1, %r2, %r3, %r4;",
        "vset2",
        "needs a comparison",
    );
}

// ---- Operand rules ---------------------------------------------------------

#[test]
fn operand_count() {
    rejects(
        "add.u32 %r1, %r2;",
        "add",
        "'add.u32' takes 3 operands, found 2",
    );
    rejects(
        "add.u32 %r1, %r2, %r3, %r4;",
        "%r4",
        "takes 3 operands, found 4",
    );
}

#[test]
fn register_width() {
    rejects(
        "add.u32 %rd1, %r2, %r3;",
        "%rd1",
        "register '%rd1' is .b64 but the instruction needs a 32-bit operand",
    );
    rejects(
        "mul.wide.u32 %r1, %r2, %r3;",
        "%r1,",
        "needs a 64-bit operand",
    );
    rejects(
        "ld.global.u32 %rs1, [%rd1];",
        "%rs1",
        "needs a 32-bit operand",
    );
    rejects("@%r1 bra L1;", "%r1", "needs a .pred operand");
}

#[test]
fn selectors_only_on_video_operands() {
    rejects(
        "add.u32 %r1, %r2.b0, %r3;",
        "%r2.b0",
        "selector '.b0' is not allowed",
    );
}

#[test]
fn special_registers_only_in_mov_and_cvt() {
    rejects(
        "add.u32 %r1, %tid.x, 1;",
        "%tid.x",
        "only allowed as a source of mov and cvt",
    );
    rejects("mov.u32 %r1, %tid;", "%tid", "needs a component");
    rejects(
        "mov.u32 %r1, %clock64;",
        "%clock64",
        "cannot be read as a 32-bit operand",
    );
}

#[test]
fn sink_only_in_setp() {
    rejects(
        "add.u32 _, %r2, %r3;",
        "_,",
        "only allowed as a setp destination",
    );
    let (_, o) = ops("setp.eq.u32 _, %r1, %r2;");
    assert!(matches!(
        o[0],
        Op::Setp {
            p: Dst::Sink,
            q: None,
            ..
        }
    ));
}

#[test]
fn undeclared_registers() {
    rejects("add.u32 %r1, %r2, %x;", "%x", "'%x' is not declared");
    rejects("mov.b32 %x, 1;", "%x", "register '%x' is not declared");
}

#[test]
fn register_used_before_declaration() {
    rejects(
        "mov.b32 %x, 1;\n    .reg .b32 %x;",
        "%x",
        "register '%x' is not declared",
    );
}

#[test]
fn nested_scopes_shadow_names() {
    // Inside the block %r1 is the inner .b64 register; outside it is the
    // outer .b32 one again.
    let (p, o) = ops("{ .reg .b64 %r1; mov.b64 %r1, 7; }\n    mov.b32 %r1, 8;");
    let (_, f) = p.func("k").unwrap();
    let (
        Op::Mov {
            ty: t0,
            d: Dst::Reg(d0),
            a: a0,
        },
        Op::Mov {
            ty: t1,
            d: Dst::Reg(d1),
            a: a1,
        },
    ) = (&o[0], &o[1])
    else {
        panic!("two movs expected: {o:?}");
    };
    assert_eq!((*t0, *a0), (Type::B64, Src::Imm(7)));
    assert_eq!((*t1, *a1), (Type::B32, Src::Imm(8)));
    assert_ne!(d0, d1);
    assert_eq!(f.regs[*d0 as usize].ty, Type::B64);
    assert_eq!(f.regs[*d1 as usize].ty, Type::B32);
    rejects(
        "{ .reg .b64 %r1; }\n    mov.b64 %r1, 1;",
        "%r1, 1",
        "register '%r1' is .b32",
    );
    rejects(
        "{ .reg .b32 %x; }\n    mov.b32 %x, 1;",
        "%x, 1",
        "register '%x' is not declared",
    );
    rejects(
        "{ .reg .b64 %y; .reg .b32 %y; }",
        "%y; }",
        "'%y' is declared twice in the same scope",
    );
}

#[test]
fn register_ranges() {
    let (p, o) = ops(".reg .b32 %q<100>;\n    mov.b32 %q99, 1;");
    assert!(matches!(o[0], Op::Mov { d: Dst::Reg(r), .. } if r == reg(&p, "%q99")));
    rejects(
        ".reg .b32 %q<100>;\n    mov.b32 %q100, 1;",
        "%q100",
        "register '%q100' is not declared",
    );
    // ptxas reads %r01 as %r1.
    let (_, o) = ops("mov.b32 %r1, %r01;");
    assert!(matches!(o[0], Op::Mov { d: Dst::Reg(d), a: Src::Reg(a), .. } if d == a));
}

#[test]
fn labels() {
    rejects("bra L9;", "L9", "undefined label 'L9'");
    rejects("L2: L2: ret;", "L2: ret", "label 'L2' is defined twice");
    let (_, o) = ops("bra L1;\n    add.u32 %r1, %r1, 1;");
    // L1 is after the bra and the add: instruction index 2.
    assert!(matches!(o[0], Op::Bra { target: 2 }));
}

#[test]
fn call_argument_count() {
    rejects(
        "call (%r1), f1, (%r2);",
        "f1,",
        "'f1' takes 2 argument(s) and returns 1 value(s); the call passes 1 and expects 1",
    );
    rejects("call f9;", "f9", "'f9' is not a declared function");
    let (p, o) = ops("call (%r1), f1, (%r2, 5);");
    let Op::Call { rets, args, .. } = &o[0] else {
        panic!("{o:?}")
    };
    use ptxjit_frontend::ir::CallArg;
    assert_eq!(rets, &vec![CallArg::Reg(reg(&p, "%r1"))]);
    assert_eq!(args, &vec![CallArg::Reg(reg(&p, "%r2")), CallArg::Imm(5)]);
}

#[test]
fn immediates() {
    // Too long for 64 bits: rejected when the literal is read.
    rejects(
        "mov.u32 %r1, 0x1FFFFFFFFFFFFFFFF;",
        "0x1F",
        "does not fit in 64 bits",
    );
    // Within 64 bits, ptxas keeps the low bits of the instruction width:
    // 65537 = 0x1_0001 -> 1; -1 as .u16 -> 0xFFFF; 0x1_0000_0005 as .u32 -> 5.
    let (_, o) =
        ops("mov.u16 %rs1, 65537;\n    mov.u16 %rs1, -1;\n    add.u32 %r1, %r2, 0x100000005;");
    assert!(matches!(o[0], Op::Mov { a: Src::Imm(1), .. }));
    assert!(matches!(
        o[1],
        Op::Mov {
            a: Src::Imm(0xFFFF),
            ..
        }
    ));
    assert!(matches!(o[2], Op::AddSub { b: Src::Imm(5), .. }));
    // lop3's table: 0x96; 256 keeps 0; -1 keeps 0xFF.
    let (_, o) = ops(
        "lop3.b32 %r1, %r2, %r3, %r4, 0x96;\n    lop3.b32 %r1, %r2, %r3, %r4, 256;\n    lop3.b32 %r1, %r2, %r3, %r4, -1;",
    );
    assert!(matches!(o[0], Op::Lop3 { lut: 0x96, .. }));
    assert!(matches!(o[1], Op::Lop3 { lut: 0, .. }));
    assert!(matches!(o[2], Op::Lop3 { lut: 0xFF, .. }));
    rejects(
        "lop3.b32 %r1, %r2, %r3, %r4, %r5;",
        "%r5",
        "immLut must be an integer immediate",
    );
}

#[test]
fn unsupported_and_unknown_instructions() {
    let p = run(".reg .f32 %f<4>;\n    fma.rn.f32 %f1, %f2, %f3, %f1;").unwrap();
    let (_, f) = p.func("k").unwrap();
    assert!(
        matches!(&f.body.as_ref().unwrap()[0].op, Op::Unsupported { name } if name == "fma.rn.f32")
    );
    rejects(
        "frobnicate.u32 %r1, %r2;",
        "frobnicate",
        "unknown instruction 'frobnicate'",
    );
}

// ---- Decoding of valid forms -----------------------------------------------

#[test]
fn simd_selectors_and_mask() {
    // d.b20: lanes 2 and 0 written; a.b7654: lane i reads byte 4+i of {b,a};
    // b.b0123: lane 0 reads byte 3, lane 3 reads byte 0 (digits are written
    // lane 3 first).
    let (p, o) = ops("vadd4.u32.u32.u32 %r1.b20, %r2.b7654, %r3.b0123, %r4;");
    let Op::Simd {
        m:
            SimdMods {
                lanes,
                mask,
                asel,
                bsel,
                acc,
                sat,
                ..
            },
        d,
        a,
        b,
        c,
    } = &o[0]
    else {
        panic!("{o:?}")
    };
    assert_eq!(*lanes, 4);
    assert_eq!(*mask, 0b0101);
    assert_eq!(*asel, [4, 5, 6, 7]);
    assert_eq!(*bsel, [3, 2, 1, 0]);
    assert!(!acc && !sat);
    assert_eq!(*d, Dst::Reg(reg(&p, "%r1")));
    assert_eq!(
        (*a, *b, *c),
        (
            Src::Reg(reg(&p, "%r2")),
            Src::Reg(reg(&p, "%r3")),
            Src::Reg(reg(&p, "%r4"))
        )
    );
    // Defaults: all lanes, a = .h10, b = .h32.
    let (_, o) = ops("vadd2.s32.s32.s32.add %r1, %r2, %r3, %r4;");
    let Op::Simd {
        m:
            SimdMods {
                lanes,
                mask,
                asel,
                bsel,
                acc,
                aty,
                ..
            },
        ..
    } = &o[0]
    else {
        panic!("{o:?}")
    };
    assert_eq!((*lanes, *mask, *acc, *aty), (2, 0b11, true, Type::S32));
    assert_eq!((&asel[..2], &bsel[..2]), (&[0, 1][..], &[2, 3][..]));
    let (_, o) = ops("vset2.u32.u32.lt %r1.h1, %r2.h21, %r3, %r4;");
    let Op::Simd {
        m: SimdMods { mask, asel, .. },
        ..
    } = &o[0]
    else {
        panic!("{o:?}")
    };
    assert_eq!((*mask, &asel[..2]), (0b10, &[1, 2][..]));
}

#[test]
fn scalar_video_decoding() {
    let (p, o) = ops(
        "vadd.s32.u32.s32.sat.max %r1, %r2.b1, %r3.h1, %r4;\n    vsub.u32.u32.u32 %r1.h0, %r2, %r3, %r4;\n    vadd.u32.u32.u32 %r1, %r2, %r3, %r4;",
    );
    let r4 = Src::Reg(reg(&p, "%r4"));
    let Op::Video {
        m:
            VideoMods {
                dty,
                aty,
                bty,
                sat,
                second,
                asel,
                bsel,
                ..
            },
        c,
        ..
    } = &o[0]
    else {
        panic!("{o:?}")
    };
    assert_eq!(
        (*dty, *aty, *bty, *sat),
        (Type::S32, Type::U32, Type::S32, true)
    );
    assert_eq!((*asel, *bsel), (VSel::B(1), VSel::H(1)));
    assert_eq!(
        (*second, *c),
        (
            VideoSecond::Op(ptxjit_frontend::ir::VideoOp2::Max),
            Some(r4)
        )
    );
    assert!(
        matches!(&o[1], Op::Video { m: VideoMods { second: VideoSecond::Merge(VSel::H(0)), .. }, c: Some(c), .. } if *c == r4)
    );
    // ptxas accepts c with neither .op2 nor a destination selector and
    // ignores it: a whole-word merge.
    assert!(
        matches!(&o[2], Op::Video { m: VideoMods { second: VideoSecond::Merge(VSel::Word), .. }, c: Some(c), .. } if *c == r4)
    );
}

#[test]
fn vmad_negation_decoding() {
    let (_, o) = ops(
        "vmad.s32.s32.s32 %r1, -%r2, %r3, %r4;\n    vmad.s32.s32.s32 %r1, -%r2, -%r3, %r4;\n    vmad.s32.s32.s32.shr15 %r1, %r2, %r3, -%r4;",
    );
    assert!(matches!(
        o[0],
        Op::Vmad {
            m: VmadMods {
                neg_ab: true,
                neg_c: false,
                ..
            },
            ..
        }
    ));
    assert!(matches!(
        o[1],
        Op::Vmad {
            m: VmadMods {
                neg_ab: false,
                neg_c: false,
                ..
            },
            ..
        }
    ));
    assert!(matches!(
        o[2],
        Op::Vmad {
            m: VmadMods {
                neg_ab: false,
                neg_c: true,
                shr: 15,
                ..
            },
            ..
        }
    ));
}

#[test]
fn arithmetic_decoding() {
    let (p, o) = ops(
        "addc.cc.u32 %r1, %r2, %r3;\n    sub.cc.u64 %rd1, %rd2, %rd3;\n    mul.wide.s32 %rd1, %r2, %r3;\n    mad.hi.sat.s32 %r1, %r2, %r3, %r4;\n    add.cc.cc.u32 %r1, %r2, %r3;",
    );
    assert!(matches!(
        o[0],
        Op::AddSub {
            sub: false,
            ty: Type::U32,
            carry: Carry {
                cin: true,
                cout: true
            },
            ..
        }
    ));
    assert!(matches!(
        o[1],
        Op::AddSub {
            sub: true,
            ty: Type::U64,
            carry: Carry {
                cin: false,
                cout: true
            },
            ..
        }
    ));
    let Op::Mul { ty, mode, d, .. } = &o[2] else {
        panic!("{o:?}")
    };
    assert_eq!(
        (*ty, *mode, *d),
        (Type::S32, MulMode::Wide, Dst::Reg(reg(&p, "%rd1")))
    );
    assert!(matches!(
        o[3],
        Op::Mad {
            sat: true,
            mode: MulMode::Hi,
            ty: Type::S32,
            ..
        }
    ));
    assert!(matches!(
        o[4],
        Op::AddSub {
            carry: Carry {
                cin: false,
                cout: true
            },
            ..
        }
    ));
}

#[test]
fn setp_pair_and_combination() {
    let (p, o) = ops("setp.ne.u32.and %p1|%p2, %r1, %r2, !%p3;");
    let Op::Setp { p: pd, q, comb, .. } = &o[0] else {
        panic!("{o:?}")
    };
    assert_eq!(*pd, Dst::Reg(reg(&p, "%p1")));
    assert_eq!(*q, Some(Dst::Reg(reg(&p, "%p2"))));
    assert_eq!(
        *comb,
        Some((
            ptxjit_frontend::ir::BoolOp::And,
            Src::Reg(reg(&p, "%p3")),
            true
        ))
    );
}

#[test]
fn special_registers_in_mov_and_cvt() {
    use ptxjit_frontend::ir::Sreg;
    let (_, o) = ops(
        "mov.u32 %r1, %ctaid.y;\n    mov.u16 %rs1, %tid.x;\n    cvt.u64.u32 %rd1, %tid.z;\n    mov.u64 %rd1, %clock64;",
    );
    assert!(matches!(
        o[0],
        Op::Mov {
            a: Src::Sreg(Sreg::Ctaid(1)),
            ..
        }
    ));
    assert!(matches!(
        o[1],
        Op::Mov {
            ty: Type::U16,
            a: Src::Sreg(Sreg::Tid(0)),
            ..
        }
    ));
    assert!(matches!(
        o[2],
        Op::Cvt {
            a: Src::Sreg(Sreg::Tid(2)),
            ..
        }
    ));
    assert!(matches!(
        o[3],
        Op::Mov {
            a: Src::Sreg(Sreg::Clock64),
            ..
        }
    ));
}

/// `!p` sources of and/or/xor/not/selp and `WARP_SZ` (the checker rewrites
/// `!p` into a hidden `not.pred`): every backend computes what the Rust
/// transcription of the function below gives.
#[test]
fn negated_predicate_sources_and_warp_sz_run_everywhere() {
    let src = "
.version 7.8
.target sm_80
.address_size 64
.visible .func (.reg .b32 d) f(.reg .b32 a, .reg .b32 b)
{
    .reg .pred %p<5>;
    setp.lt.u32 %p1, a, b;
    setp.eq.u32 %p2, a, 7;
    and.pred %p3, !%p1, %p2;
    xor.pred %p4, !%p3, !%p1;
    or.pred %p4, %p4, !%p2;
    not.pred %p4, !%p4;
    selp.b32 d, a, b, !%p4;
    add.u32 d, d, WARP_SZ;
    ret;
}
";
    let m = ptxjit::Module::from_ptx(src).expect("module");
    let model = |a: u32, b: u32| {
        let p1 = a < b;
        let p2 = a == 7;
        let p3 = !p1 && p2;
        let p4 = (!p3 ^ !p1) || !p2;
        // not.pred %p4, !%p4 leaves %p4 as it was.
        (if !p4 { a } else { b }).wrapping_add(32)
    };
    let mut backends = vec![ptxjit::Backend::Interp, ptxjit::Backend::Host];
    if cfg!(feature = "llvm") {
        backends.push(ptxjit::Backend::Llvm);
    }
    for (a, b) in [(7, 3), (2, 3), (7, 9), (5, 5), (0, u32::MAX), (u32::MAX, 7)] {
        for &be in &backends {
            let got = m
                .call(be, "f", &[u64::from(a), u64::from(b)])
                .expect("call");
            assert_eq!(
                got,
                vec![u64::from(model(a, b))],
                "{a} {b} on {}",
                be.name()
            );
        }
    }
}
