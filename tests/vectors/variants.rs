//! The variant enumeration shared by the hardware-vector, ptxas and GPU
//! tests and the host differential tests: the non-video shapes (every integer,
//! extended-precision, logic and data family with its modifier space) plus
//! every video family (scalar video with all type/saturation/secondary
//! forms and rotating selectors, vmad with negation/scale/.po, vset with every
//! comparison and secondary, SIMD video with .sat/.add/masks/selectors).
//! Each variant is one `.func` with `.reg` parameters `a0..` and returns
//! `r0..`. The host differential tests (`tests/all/host_vs_interp.rs`,
//! `tests/all/llvm_vs_interp.rs`) use [`interp_variants`] and the helpers here.
#![allow(dead_code)]

use ptxjit_frontend::ir::Program;

pub const HEAD: &str = ".version 8.0\n.target sm_90\n.address_size 64\n";

/// One generated `.func`: parameter and return register widths, and a body.
pub struct Variant {
    /// The family (first word of the instruction), for the long test.
    pub family: String,
    /// What it tests, for messages.
    pub label: String,
    pub params: Vec<u32>,
    pub rets: Vec<u32>,
    pub body: String,
}

pub fn v(label: &str, params: &[u32], rets: &[u32], body: &str) -> Variant {
    let family = label.split(['.', ' ']).next().unwrap_or(label).to_string();
    Variant {
        family,
        label: label.to_string(),
        params: params.to_vec(),
        rets: rets.to_vec(),
        body: body.to_string(),
    }
}

pub fn bits_of(ty: &str) -> u32 {
    let digits: String = ty.chars().filter(|c| c.is_ascii_digit()).collect();
    match digits.as_str() {
        "8" => 16,
        "16x2" | "162" => 32,
        d => d.parse().unwrap_or(32),
    }
}

pub const INT: [&str; 6] = ["u16", "s16", "u32", "s32", "u64", "s64"];
pub const CMPS: [&str; 10] = ["eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs"];

/// Sets CC.CF from parameter `a{k}` (CF = a != 0) before a carry instruction.
pub fn set_cf(k: usize) -> String {
    format!("add.cc.u32 %t7, a{}, 0xffffffff;", k)
}

/// The non-video variants, with only the `cvt.sat` conversions ptxas
/// accepts (see `cvt_sat_legal`).
pub fn base_variants() -> Vec<Variant> {
    non_video_variants()
}

/// The non-video variants for the host differential tests
/// (`tests/all/host_vs_interp.rs`, `tests/all/llvm_vs_interp.rs`): those of
/// [`base_variants`] (the `cvt.sat` pairs ptxas rejects are rejected by the
/// checker too since it follows ptxas 12.9).
pub fn interp_variants() -> Vec<Variant> {
    non_video_variants()
}

/// The non-video enumeration.
fn non_video_variants() -> Vec<Variant> {
    let mut out = Vec::new();
    // ---- Integer arithmetic
    for ty in INT {
        let n = bits_of(ty);
        for op in ["add", "sub", "div", "rem", "min", "max"] {
            let l = format!("{op}.{ty}");
            out.push(v(&l, &[n, n], &[n], &format!("{l} r0, a0, a1;")));
        }
        for mode in ["lo", "hi"] {
            let l = format!("mul.{mode}.{ty}");
            out.push(v(&l, &[n, n], &[n], &format!("{l} r0, a0, a1;")));
            let l = format!("mad.{mode}.{ty}");
            out.push(v(&l, &[n, n, n], &[n], &format!("{l} r0, a0, a1, a2;")));
        }
        if n < 64 {
            let l = format!("mul.wide.{ty}");
            out.push(v(&l, &[n, n], &[2 * n], &format!("{l} r0, a0, a1;")));
            let l = format!("mad.wide.{ty}");
            out.push(v(
                &l,
                &[n, n, 2 * n],
                &[2 * n],
                &format!("{l} r0, a0, a1, a2;"),
            ));
        }
        let l = format!("sad.{ty}");
        out.push(v(&l, &[n, n, n], &[n], &format!("{l} r0, a0, a1, a2;")));
        if ty.starts_with('s') {
            for op in ["abs", "neg"] {
                let l = format!("{op}.{ty}");
                out.push(v(&l, &[n], &[n], &format!("{l} r0, a0;")));
            }
        }
    }
    for l in ["add.sat.s32", "sub.sat.s32", "min.relu.s32", "max.relu.s32"] {
        out.push(v(l, &[32, 32], &[32], &format!("{l} r0, a0, a1;")));
    }
    for l in [
        "add.u16x2",
        "add.s16x2",
        "min.u16x2",
        "min.s16x2",
        "max.u16x2",
        "max.s16x2",
        "min.relu.s16x2",
        "max.relu.s16x2",
    ] {
        out.push(v(l, &[32, 32], &[32], &format!("{l} r0, a0, a1;")));
    }
    out.push(v(
        "mad.hi.sat.s32",
        &[32, 32, 32],
        &[32],
        "mad.hi.sat.s32 r0, a0, a1, a2;",
    ));
    for ty in ["u32", "s32"] {
        for mode in ["lo", "hi"] {
            let l = format!("mul24.{mode}.{ty}");
            out.push(v(&l, &[32, 32], &[32], &format!("{l} r0, a0, a1;")));
            let l = format!("mad24.{mode}.{ty}");
            out.push(v(&l, &[32, 32, 32], &[32], &format!("{l} r0, a0, a1, a2;")));
        }
    }
    out.push(v(
        "mad24.hi.sat.s32",
        &[32, 32, 32],
        &[32],
        "mad24.hi.sat.s32 r0, a0, a1, a2;",
    ));
    for n in [32, 64] {
        for op in ["popc", "clz"] {
            let l = format!("{op}.b{n}");
            out.push(v(&l, &[n], &[32], &format!("{l} r0, a0;")));
        }
        let l = format!("brev.b{n}");
        out.push(v(&l, &[n], &[n], &format!("{l} r0, a0;")));
        for s in ["u", "s"] {
            for sa in ["", ".shiftamt"] {
                let l = format!("bfind{sa}.{s}{n}");
                out.push(v(&l, &[n], &[32], &format!("{l} r0, a0;")));
            }
            let l = format!("bfe.{s}{n}");
            out.push(v(&l, &[n, 32, 32], &[n], &format!("{l} r0, a0, a1, a2;")));
        }
        let l = format!("bfi.b{n}");
        out.push(v(
            &l,
            &[n, n, 32, 32],
            &[n],
            &format!("{l} r0, a0, a1, a2, a3;"),
        ));
    }
    out.push(v(
        "fns.b32",
        &[32, 32, 32],
        &[32],
        "fns.b32 r0, a0, a1, a2;",
    ));
    for mode in ["wrap", "clamp"] {
        for ty in ["u32", "s32"] {
            let l = format!("szext.{mode}.{ty}");
            out.push(v(&l, &[32, 32], &[32], &format!("{l} r0, a0, a1;")));
        }
        let l = format!("bmsk.{mode}.b32");
        out.push(v(&l, &[32, 32], &[32], &format!("{l} r0, a0, a1;")));
    }
    for at in ["u32", "s32"] {
        for bt in ["u32", "s32"] {
            let l = format!("dp4a.{at}.{bt}");
            out.push(v(&l, &[32, 32, 32], &[32], &format!("{l} r0, a0, a1, a2;")));
            for m in ["lo", "hi"] {
                let l = format!("dp2a.{m}.{at}.{bt}");
                out.push(v(&l, &[32, 32, 32], &[32], &format!("{l} r0, a0, a1, a2;")));
            }
        }
    }
    // ---- Extended precision: CF in from a2, CF out observed with addc.
    for ty in ["u32", "s32", "u64", "s64"] {
        let n = bits_of(ty);
        for op in ["add.cc", "sub.cc", "addc", "addc.cc", "subc", "subc.cc"] {
            let l = format!("{op}.{ty}");
            out.push(v(
                &l,
                &[n, n, 32],
                &[n, 32],
                &format!("{} {l} r0, a0, a1; addc.u32 r1, 0, 0;", set_cf(2)),
            ));
        }
        for op in ["mad", "madc"] {
            for m in ["lo", "hi"] {
                for cc in ["", ".cc"] {
                    if op == "mad" && cc.is_empty() {
                        continue;
                    }
                    let l = format!("{op}.{m}{cc}.{ty}");
                    out.push(v(
                        &l,
                        &[n, n, n, 32],
                        &[n, 32],
                        &format!("{} {l} r0, a0, a1, a2; addc.u32 r1, 0, 0;", set_cf(3)),
                    ));
                }
            }
        }
    }
    // ---- Logic, shifts, permutes
    for n in [16, 32, 64] {
        for op in ["and", "or", "xor"] {
            let l = format!("{op}.b{n}");
            out.push(v(&l, &[n, n], &[n], &format!("{l} r0, a0, a1;")));
        }
        for op in ["not", "cnot"] {
            let l = format!("{op}.b{n}");
            out.push(v(&l, &[n], &[n], &format!("{l} r0, a0;")));
        }
        let l = format!("shl.b{n}");
        out.push(v(&l, &[n, 32], &[n], &format!("{l} r0, a0, a1;")));
        for t in ["b", "u", "s"] {
            let l = format!("shr.{t}{n}");
            out.push(v(&l, &[n, 32], &[n], &format!("{l} r0, a0, a1;")));
        }
        let l = format!("selp.b{n}");
        out.push(v(
            &l,
            &[n, n, 32],
            &[n],
            &format!("setp.ne.u32 %p1, a2, 0; {l} r0, a0, a1, %p1;"),
        ));
        let l = format!("slct.b{n}.s32");
        out.push(v(&l, &[n, n, 32], &[n], &format!("{l} r0, a0, a1, a2;")));
    }
    for op in ["and", "or", "xor"] {
        let l = format!("{op}.pred");
        out.push(v(
            &l,
            &[32, 32],
            &[32],
            &format!("setp.ne.u32 %p1, a0, 0; setp.ne.u32 %p2, a1, 0; {l} %p3, %p1, %p2; selp.u32 r0, 1, 0, %p3;"),
        ));
    }
    out.push(v(
        "not.pred",
        &[32],
        &[32],
        "setp.ne.u32 %p1, a0, 0; not.pred %p2, %p1; selp.u32 r0, 1, 0, %p2;",
    ));
    for dir in ["l", "r"] {
        for mode in ["wrap", "clamp"] {
            let l = format!("shf.{dir}.{mode}.b32");
            out.push(v(&l, &[32, 32, 32], &[32], &format!("{l} r0, a0, a1, a2;")));
        }
    }
    for mode in ["", ".f4e", ".b4e", ".rc8", ".ecl", ".ecr", ".rc16"] {
        let l = format!("prmt.b32{mode}");
        out.push(v(&l, &[32, 32, 32], &[32], &format!("{l} r0, a0, a1, a2;")));
    }
    // All 256 lop3 tables, eight per function.
    for g in 0..32u32 {
        let mut body = String::new();
        for k in 0..8 {
            body.push_str(&format!("lop3.b32 r{k}, a0, a1, a2, {};", g * 8 + k));
        }
        out.push(v(
            &format!("lop3.b32 {}..{}", g * 8, g * 8 + 7),
            &[32, 32, 32],
            &[32; 8],
            &body,
        ));
    }
    // cvt: every source type, with and without .sat, into every destination
    // type, each into a register of its width and (for narrow types) wider ones.
    let cvt_types = ["u8", "s8", "u16", "s16", "u32", "s32", "u64", "s64"];
    for sty in cvt_types {
        for sat in ["", ".sat"] {
            let mut body = String::new();
            let mut rets = Vec::new();
            for dty in cvt_types {
                let dn = bits_of(dty);
                if !sat.is_empty() && !cvt_sat_legal(dty, sty) {
                    continue;
                }
                for reg in [16u32, 32, 64] {
                    if reg >= dn && (reg == dn || dn <= 32) {
                        body.push_str(&format!("cvt{sat}.{dty}.{sty} r{}, a0;", rets.len()));
                        rets.push(reg);
                    }
                }
            }
            out.push(v(
                &format!("cvt{sat}.*.{sty}"),
                &[bits_of(sty)],
                &rets,
                &body,
            ));
        }
    }
    // setp / set with every comparison and combining op.
    for ty in ["u16", "s16", "u32", "s32", "u64", "s64", "b32"] {
        let n = bits_of(ty);
        for cmp in CMPS {
            if (ty.starts_with('b') && !matches!(cmp, "eq" | "ne"))
                || (ty.starts_with('s') && matches!(cmp, "lo" | "ls" | "hi" | "hs"))
            {
                continue;
            }
            let mut body = format!(
                "setp.ne.u32 %p3, a2, 0; setp.{cmp}.{ty} %p1|%p2, a0, a1; selp.u32 r0, 1, 0, %p1; selp.u32 r1, 1, 0, %p2;"
            );
            let mut k = 2;
            for bop in ["and", "or", "xor"] {
                for neg in ["", "!"] {
                    body.push_str(&format!(
                        "setp.{cmp}.{ty}.{bop} %p1|%p2, a0, a1, {neg}%p3; selp.u32 r{k}, 1, 0, %p1; selp.u32 r{}, 1, 0, %p2;",
                        k + 1
                    ));
                    k += 2;
                }
            }
            for dty in ["u32", "s32"] {
                body.push_str(&format!("set.{cmp}.{dty}.{ty} r{k}, a0, a1;"));
                k += 1;
            }
            body.push_str(&format!("set.{cmp}.u32.{ty}.xor r{k}, a0, a1, %p3;"));
            k += 1;
            out.push(v(
                &format!("setp.{cmp}.{ty}"),
                &[n, n, 32],
                &vec![32; k],
                &body,
            ));
        }
    }
    // Data movement.
    out.push(v("mov.b64 pack", &[32, 32], &[64], "mov.b64 r0, {a0, a1};"));
    out.push(v("mov.b32 pack", &[16, 16], &[32], "mov.b32 r0, {a0, a1};"));
    out.push(v(
        "mov.b64 pack4",
        &[16, 16, 16, 16],
        &[64],
        "mov.b64 r0, {a0, a1, a2, a3};",
    ));
    out.push(v(
        "mov.b64 unpack",
        &[64],
        &[32, 32],
        "mov.b64 {r0, r1}, a0;",
    ));
    out.push(v(
        "mov.b64 unpack4",
        &[64],
        &[16, 16, 16, 16],
        "mov.b64 {r0, r1, r2, r3}, a0;",
    ));
    out.push(v(
        "mov.u32",
        &[32],
        &[32, 32],
        "mov.u32 r0, a0; mov.u32 r1, 0xdeadbeef;",
    ));
    // ld/st on .local and .param variables.
    out.push(v(
        "ld.local st.local",
        &[32, 16, 64],
        &[32, 32, 16, 64, 32, 32],
        ".local .align 8 .b8 buf[24]; st.local.u32 [buf], a0; st.local.u8 [buf+1], a1; \
         st.local.u64 [buf+8], a2; ld.local.u32 r0, [buf]; ld.local.s8 r1, [buf+1]; \
         ld.local.s16 r2, [buf+2]; ld.local.u64 r3, [buf+8]; ld.local.v2.u32 {r4, r5}, [buf+8];",
    ));
    out.push(v(
        "st.local guarded",
        &[32, 32],
        &[32],
        ".local .b32 x; st.local.u32 [x], 7; setp.ne.u32 %p1, a1, 0; @%p1 st.local.u32 [x], a0; ld.local.u32 r0, [x];",
    ));
    // Guards on ordinary instructions (select) and on carry producers.
    out.push(v(
        "guards",
        &[32, 32, 32],
        &[32, 32, 32],
        "setp.ne.u32 %p1, a2, 0; mov.u32 r0, a0; mov.u32 r1, a1; @%p1 add.u32 r0, a0, a1; \
         @!%p1 mul.lo.u32 r1, a0, a1; add.cc.u32 %t1, a0, a1; @%p1 sub.cc.u32 %t1, a0, a1; addc.u32 r2, 0, 0;",
    ));
    out
}

/// ptxas' rule for `cvt.sat` between integer types: saturation must be
/// possible (dtype's range is not a superset of atype's).
fn cvt_sat_legal(dty: &str, aty: &str) -> bool {
    let range = |t: &str| -> (i128, i128) {
        let n = bits_of(t).min(64);
        let n = if t.ends_with('8') { 8 } else { n };
        if t.starts_with('s') {
            (-(1i128 << (n - 1)), (1i128 << (n - 1)) - 1)
        } else {
            (0, (1i128 << n) - 1)
        }
    };
    let (dmin, dmax) = range(dty);
    let (amin, amax) = range(aty);
    dmin > amin || dmax < amax
}

/// The PTX source of all variants: function `f{i}` is variant `i`.
pub fn source(vs: &[Variant]) -> String {
    let mut s = String::from(HEAD);
    for (i, var) in vs.iter().enumerate() {
        let rets: Vec<String> = var
            .rets
            .iter()
            .enumerate()
            .map(|(k, b)| format!(".reg .b{b} r{k}"))
            .collect();
        let params: Vec<String> = var
            .params
            .iter()
            .enumerate()
            .map(|(k, b)| format!(".reg .b{b} a{k}"))
            .collect();
        s.push_str(&format!(
            ".func ({}) f{}({})\n{{\n.reg .pred %p<4>;\n.reg .b32 %t<8>;\n{}\nret;\n}}\n",
            rets.join(", "),
            i,
            params.join(", "),
            var.body.replace(';', ";\n")
        ));
    }
    s
}

pub fn program(src: &str) -> Program {
    let ast = match ptxjit_frontend::parse(src) {
        Ok(a) => a,
        Err(e) => panic!(
            "parse error {:?} at line {}: {}",
            e.message,
            e.span.line,
            src.lines().nth(e.span.line as usize - 1).unwrap_or("")
        ),
    };
    match ptxjit_frontend::check(&ast) {
        Ok(p) => p,
        Err(e) => panic!(
            "check error {:?} at line {}: {}",
            e.message,
            e.span.line,
            src.lines().nth(e.span.line as usize - 1).unwrap_or("")
        ),
    }
}

pub use ptxjit_testkit::{edges, Rng};

/// Input rows for a variant: edge combinations (all when few, else sampled)
/// then `random` seeded random rows.
pub fn inputs(var: &Variant, max_edges: usize, random: usize, seed: u64) -> Vec<Vec<u64>> {
    let mut rng = Rng(seed);
    let es: Vec<Vec<u64>> = var.params.iter().map(|&b| edges(b)).collect();
    let total: usize = es.iter().map(|e| e.len()).product();
    let mut rows = Vec::new();
    if total <= max_edges {
        for mut k in 0..total {
            let mut row = Vec::new();
            for e in &es {
                row.push(e[k % e.len()]);
                k /= e.len();
            }
            rows.push(row);
        }
    } else {
        for _ in 0..max_edges {
            rows.push(
                es.iter()
                    .map(|e| e[(rng.next() % e.len() as u64) as usize])
                    .collect(),
            );
        }
    }
    for _ in 0..random {
        rows.push(var.params.iter().map(|&b| rng.value(b)).collect());
    }
    rows
}

const VT: [&str; 2] = ["u32", "s32"];
const SCALAR_SELS: [&str; 7] = ["", ".b0", ".b1", ".b2", ".b3", ".h0", ".h1"];

/// A selector for SIMD lane `lanes` operands, chosen by `k`.
fn simd_sel(lanes: u8, k: u64) -> String {
    if lanes == 2 {
        format!(".h{}{}", (k >> 2) & 3, k & 3)
    } else {
        format!(
            ".b{}{}{}{}",
            (k >> 9) & 7,
            (k >> 6) & 7,
            (k >> 3) & 7,
            k & 7
        )
    }
}

/// A destination mask (non-empty lane subset, digits descending).
fn simd_mask(lanes: u8, k: u64) -> String {
    let m = (k % ((1 << lanes) - 1)) + 1;
    let pre = if lanes == 2 { ".h" } else { ".b" };
    let digits: String = (0..lanes)
        .rev()
        .filter(|i| m >> i & 1 == 1)
        .map(|i| char::from(b'0' + i))
        .collect();
    format!("{pre}{digits}")
}

/// Every video family: scalar video, vmad, vset, SIMD video.
pub fn video_variants() -> Vec<Variant> {
    let mut out = Vec::new();
    let mut rng = Rng(0x51de0);
    let sel = |rng: &mut Rng| SCALAR_SELS[(rng.next() % 7) as usize];
    let seconds = [
        "", ".add", ".min", ".max", "b0", "b1", "b2", "b3", "h0", "h1",
    ];
    for op in ["vadd", "vsub", "vabsdiff", "vmin", "vmax", "vshl", "vshr"] {
        let shift = op.starts_with("vsh");
        for dt in VT {
            for at in VT {
                for bt in VT {
                    if shift && bt != "u32" {
                        continue;
                    }
                    for mode in if shift {
                        &[".wrap", ".clamp"][..]
                    } else {
                        &[""][..]
                    } {
                        let mut body = String::new();
                        let mut k = 0;
                        for sat in ["", ".sat"] {
                            for sec in seconds {
                                let (asel, bsel) = (sel(&mut rng), sel(&mut rng));
                                let ty = format!("{op}.{dt}.{at}.{bt}{sat}{mode}");
                                if sec.is_empty() {
                                    body.push_str(&format!("{ty} r{k}, a0{asel}, a1{bsel};"));
                                } else if sec.starts_with('.') {
                                    body.push_str(&format!(
                                        "{ty}{sec} r{k}, a0{asel}, a1{bsel}, a2;"
                                    ));
                                } else {
                                    body.push_str(&format!(
                                        "{ty} r{k}.{sec}, a0{asel}, a1{bsel}, a2;"
                                    ));
                                }
                                k += 1;
                            }
                        }
                        out.push(v(
                            &format!("{op}.{dt}.{at}.{bt}{mode}"),
                            &[32, 32, 32],
                            &vec![32; k],
                            &body,
                        ));
                    }
                }
            }
        }
    }
    // vmad: every type triple, sat, scale, negation and .po.
    for dt in VT {
        for at in VT {
            for bt in VT {
                let mut body = String::new();
                let mut k = 0;
                for sat in ["", ".sat"] {
                    for scale in ["", ".shr7", ".shr15"] {
                        for (na, nb, nc, po) in [
                            ("", "", "", ""),
                            ("-", "", "", ""),
                            ("", "-", "", ""),
                            ("-", "-", "", ""),
                            ("", "", "-", ""),
                            ("", "", "", ".po"),
                        ] {
                            let (asel, bsel) = (sel(&mut rng), sel(&mut rng));
                            body.push_str(&format!(
                                "vmad.{dt}.{at}.{bt}{po}{sat}{scale} r{k}, {na}a0{asel}, {nb}a1{bsel}, {nc}a2;"
                            ));
                            k += 1;
                        }
                    }
                }
                out.push(v(
                    &format!("vmad.{dt}.{at}.{bt}"),
                    &[32, 32, 32],
                    &vec![32; k],
                    &body,
                ));
            }
        }
    }
    // vset: every type pair and comparison, every secondary form.
    for at in VT {
        for bt in VT {
            for cmp in ["eq", "ne", "lt", "le", "gt", "ge"] {
                let mut body = String::new();
                for (k, sec) in seconds.iter().enumerate() {
                    let (asel, bsel) = (sel(&mut rng), sel(&mut rng));
                    let ty = format!("vset.{at}.{bt}.{cmp}");
                    if sec.is_empty() {
                        body.push_str(&format!("{ty} r{k}, a0{asel}, a1{bsel};"));
                    } else if sec.starts_with('.') {
                        body.push_str(&format!("{ty}{sec} r{k}, a0{asel}, a1{bsel}, a2;"));
                    } else {
                        body.push_str(&format!("{ty} r{k}.{sec}, a0{asel}, a1{bsel}, a2;"));
                    }
                }
                out.push(v(
                    &format!("vset.{at}.{bt}.{cmp}"),
                    &[32, 32, 32],
                    &vec![32; seconds.len()],
                    &body,
                ));
            }
        }
    }
    // SIMD video.
    for lanes in [2u8, 4] {
        for op in ["vadd", "vsub", "vavrg", "vabsdiff", "vmin", "vmax"] {
            for dt in VT {
                for at in VT {
                    for bt in VT {
                        let mut body = String::new();
                        let mut k = 0;
                        for form in ["", ".sat", ".add"] {
                            for variant in 0..3 {
                                let ty = format!("{op}{lanes}.{dt}.{at}.{bt}{form}");
                                let (m, s1, s2) = if variant == 0 {
                                    (String::new(), String::new(), String::new())
                                } else {
                                    (
                                        simd_mask(lanes, rng.next()),
                                        simd_sel(lanes, rng.next()),
                                        simd_sel(lanes, rng.next()),
                                    )
                                };
                                body.push_str(&format!("{ty} r{k}{m}, a0{s1}, a1{s2}, a2;"));
                                k += 1;
                            }
                        }
                        out.push(v(
                            &format!("{op}{lanes}.{dt}.{at}.{bt}"),
                            &[32, 32, 32],
                            &vec![32; k],
                            &body,
                        ));
                    }
                }
            }
        }
        for at in VT {
            for bt in VT {
                let mut body = String::new();
                let mut k = 0;
                for cmp in ["eq", "ne", "lt", "le", "gt", "ge"] {
                    for form in ["", ".add"] {
                        for variant in 0..2 {
                            let (m, s1, s2) = if variant == 0 {
                                (String::new(), String::new(), String::new())
                            } else {
                                (
                                    simd_mask(lanes, rng.next()),
                                    simd_sel(lanes, rng.next()),
                                    simd_sel(lanes, rng.next()),
                                )
                            };
                            body.push_str(&format!(
                                "vset{lanes}.{at}.{bt}.{cmp}{form} r{k}{m}, a0{s1}, a1{s2}, a2;"
                            ));
                            k += 1;
                        }
                    }
                }
                out.push(v(
                    &format!("vset{lanes}.{at}.{bt}"),
                    &[32, 32, 32],
                    &vec![32; k],
                    &body,
                ));
            }
        }
    }
    out
}

/// The whole enumeration: non-video then video.
pub fn variants() -> Vec<Variant> {
    let mut v = base_variants();
    v.extend(video_variants());
    v
}

/// A PTX `.entry` `{name}_rows(.u64 inputs, .u64 outputs, .u64 n)` that runs
/// `.func` `name` (parameter widths `params`, return widths `rets`) once per
/// thread: thread i = ctaid.x*ntid.x+tid.x reads row i (one u64 per
/// parameter, truncated to its width), calls the function and writes row i
/// (one u64 per return, zero-extended).
pub fn rows_wrapper(name: &str, params: &[u32], rets: &[u32]) -> String {
    let mut s = format!(
        ".visible .entry {name}_rows(.param .u64 pin, .param .u64 pout, .param .u64 pn)\n{{\n\
         .reg .b64 %w<8>;\n.reg .b32 %x<4>;\n.reg .pred %q;\n"
    );
    for (k, b) in params.iter().enumerate() {
        s.push_str(&format!(".reg .b{b} %i{k};\n"));
    }
    for (k, b) in rets.iter().enumerate() {
        s.push_str(&format!(".reg .b{b} %o{k};\n"));
    }
    s.push_str(
        "mov.u32 %x1, %ctaid.x;\nmov.u32 %x2, %ntid.x;\nmov.u32 %x3, %tid.x;\n\
         mad.lo.u32 %x1, %x1, %x2, %x3;\ncvt.u64.u32 %w0, %x1;\nld.param.u64 %w1, [pn];\n\
         setp.ge.u64 %q, %w0, %w1;\n@%q bra $DONE;\nld.param.u64 %w1, [pin];\n\
         cvta.to.global.u64 %w1, %w1;\nld.param.u64 %w2, [pout];\ncvta.to.global.u64 %w2, %w2;\n",
    );
    s.push_str(&format!(
        "mad.lo.u64 %w3, %w0, {}, %w1;\n",
        8 * params.len().max(1)
    ));
    for (k, b) in params.iter().enumerate() {
        s.push_str(&format!("ld.global.u64 %w5, [%w3+{}];\n", 8 * k));
        if *b == 64 {
            s.push_str(&format!("mov.b64 %i{k}, %w5;\n"));
        } else {
            s.push_str(&format!("cvt.u{b}.u64 %i{k}, %w5;\n"));
        }
    }
    let outs: Vec<String> = (0..rets.len()).map(|k| format!("%o{k}")).collect();
    let ins: Vec<String> = (0..params.len()).map(|k| format!("%i{k}")).collect();
    s.push_str(&format!(
        "call ({}), {name}, ({});\n",
        outs.join(", "),
        ins.join(", ")
    ));
    s.push_str(&format!(
        "mad.lo.u64 %w4, %w0, {}, %w2;\n",
        8 * rets.len().max(1)
    ));
    for (k, b) in rets.iter().enumerate() {
        if *b == 64 {
            s.push_str(&format!("mov.b64 %w6, %o{k};\n"));
        } else {
            s.push_str(&format!("cvt.u64.u{b} %w6, %o{k};\n"));
        }
        s.push_str(&format!("st.global.u64 [%w4+{}], %w6;\n", 8 * k));
    }
    s.push_str("$DONE:\nret;\n}\n");
    s
}

/// The variants as one PTX module for the GPU: function `f{i}` is variant
/// `i`, each with its `f{i}_rows` wrapper.
pub fn gpu_source(vs: &[Variant]) -> String {
    let mut s = source(vs);
    for (i, var) in vs.iter().enumerate() {
        s.push_str(&rows_wrapper(&format!("f{i}"), &var.params, &var.rets));
    }
    s
}
