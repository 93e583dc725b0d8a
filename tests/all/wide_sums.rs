//! The host backend's wide-sum lowering of carry chains
//! (`lower/src/clif/wide.rs`) against the reference interpreter: seeded
//! random straight-line programs of 32-bit `add.cc`/`addc`/`mad.cc`/`madc`
//! chains (lo and hi, unsigned and signed), multiply-accumulate rows in the
//! two-pass form bignum code uses, `mul.lo`/`mul.hi`, `mov`s that shift the
//! limbs, chains whose carry-out is read later (through an unrelated
//! instruction, after a `call` returns, at the end), guarded links, links
//! that read what the same chain wrote, and instructions that end a run.
//! Each program runs through the batched entry (rows of random and edge
//! inputs), a single call, and as a callee of another function (whose CC.CF
//! the caller reads), and must give the interpreter's results.

use crate::variants::{program, Rng, HEAD};
use ptxjit_jit::HostModule;
use ptxjit_runtime::Interp;

const T: usize = 12;

fn reg(rng: &mut Rng) -> String {
    match rng.below(5) {
        0 => format!("a{}", rng.below(8)),
        _ => format!("t{}", rng.below(T as u64)),
    }
}

fn src(rng: &mut Rng) -> String {
    match rng.below(8) {
        0 => ["0", "1", "0xffffffff", "0x80000000"][rng.below(4) as usize].to_string(),
        1 => format!("{:#x}", rng.word()),
        _ => reg(rng),
    }
}

/// A random chain of `m` links; `cc_last`: the last link writes CC.CF too.
fn chain(rng: &mut Rng, out: &mut String, m: usize, cc_last: bool) {
    for i in 0..m {
        let cc = if i + 1 < m || cc_last { ".cc" } else { "" };
        let c = if i == 0 { "" } else { "c" };
        let d = format!("t{}", rng.below(T as u64));
        match rng.below(6) {
            0 | 1 => {
                let ty = ["u32", "s32"][rng.below(2) as usize];
                out.push_str(&format!(
                    "  add{c}{cc}.{ty} {d}, {}, {};\n",
                    src(rng),
                    src(rng)
                ));
            }
            2 | 3 => {
                let ty = ["u32", "s32"][rng.below(2) as usize];
                out.push_str(&format!(
                    "  mad{c}.lo{cc}.{ty} {d}, {}, {}, {};\n",
                    src(rng),
                    src(rng),
                    src(rng)
                ));
            }
            _ => {
                // .hi.s32 is not taken by the wide sums: it ends the run.
                let ty = ["u32", "u32", "u32", "s32"][rng.below(4) as usize];
                out.push_str(&format!(
                    "  mad{c}.hi{cc}.{ty} {d}, {}, {}, {};\n",
                    src(rng),
                    src(rng),
                    src(rng)
                ));
            }
        }
    }
}

/// A multiply-accumulate row `t[k..] += A * b` as two passes (lo chain,
/// then hi chain one limb up), the shape of CIOS Montgomery code.
fn row(rng: &mut Rng, out: &mut String) {
    let n = 2 + rng.below(5) as usize;
    let k = rng.below((T - n - 1) as u64) as usize;
    let b = src(rng);
    let a: Vec<String> = (0..n).map(|_| src(rng)).collect();
    for (i, ai) in a.iter().enumerate() {
        let c = if i == 0 { "" } else { "c" };
        let t = k + i;
        out.push_str(&format!("  mad{c}.lo.cc.u32 t{t}, {ai}, {b}, t{t};\n"));
    }
    let top = k + n;
    let fresh = rng.below(2) == 0;
    out.push_str(&format!("  addc.cc.u32 t{top}, t{top}, 0;\n"));
    if top + 1 < T {
        if fresh {
            out.push_str(&format!("  addc.u32 t{}, 0, 0;\n", top + 1));
        } else {
            out.push_str(&format!("  addc.u32 t{}, t{}, 0;\n", top + 1, top + 1));
        }
    } else {
        out.push_str("  addc.u32 x, 0, 0;\n");
    }
    for (i, ai) in a.iter().enumerate() {
        let c = if i == 0 { "" } else { "c" };
        let t = k + 1 + i;
        out.push_str(&format!("  mad{c}.hi.cc.u32 t{t}, {ai}, {b}, t{t};\n"));
    }
    if top + 1 < T {
        out.push_str(&format!("  addc.u32 t{}, t{}, 0;\n", top + 1, top + 1));
    } else {
        out.push_str("  addc.u32 x, x, 0;\n");
    }
}

/// A chain adding in place to `t[k..k + m]` (mostly), whose addends may be
/// 0 above what earlier chains wrote: it extends their sum.
fn in_place(rng: &mut Rng, out: &mut String) {
    let k = rng.below(T as u64) as usize;
    let m = 1 + rng.below((T - k) as u64) as usize;
    // In place up to `top`, zero addends above (often).
    let top = if rng.below(2) == 0 {
        m
    } else {
        rng.below(m as u64 + 1) as usize
    };
    for i in 0..m {
        let c = if i == 0 { "" } else { "c" };
        let cc = if i + 1 < m { ".cc" } else { "" };
        let t = format!("t{}", k + i);
        let x = if i >= top || rng.below(8) == 0 {
            "0".to_string()
        } else {
            t.clone()
        };
        match rng.below(3) {
            0 => out.push_str(&format!("  add{c}{cc}.u32 {t}, {x}, {};\n", src(rng))),
            1 => out.push_str(&format!(
                "  mad{c}.lo{cc}.u32 {t}, {}, {}, {x};\n",
                src(rng),
                src(rng)
            )),
            _ => out.push_str(&format!(
                "  mad{c}.hi{cc}.u32 {t}, {}, {}, {x};\n",
                src(rng),
                src(rng)
            )),
        }
    }
}

/// `op t<random>, <src>, <src>;`
fn two(rng: &mut Rng, out: &mut String, op: &str) {
    let d = rng.below(T as u64);
    let (a, b) = (src(rng), src(rng));
    out.push_str(&format!("  {op} t{d}, {a}, {b};\n"));
}

fn body(rng: &mut Rng) -> String {
    let mut out = String::new();
    for i in 0..T {
        if i < 8 && rng.below(4) != 0 {
            out.push_str(&format!("  mov.u32 t{i}, a{i};\n"));
        } else {
            out.push_str(&format!("  mov.u32 t{i}, {};\n", src(rng)));
        }
    }
    out.push_str("  mov.u32 x, 0;\n");
    for _ in 0..3 + rng.below(10) {
        match rng.below(22) {
            20 | 21 => in_place(rng, &mut out),
            0..=6 => row(rng, &mut out),
            7..=11 => {
                let m = 1 + rng.below(6) as usize;
                let cc_last = rng.below(8) == 0;
                chain(rng, &mut out, m, cc_last);
                if cc_last {
                    // Something unrelated, then the carry is read.
                    out.push_str(&format!(
                        "  xor.b32 t{}, {}, {};\n",
                        rng.below(T as u64),
                        reg(rng),
                        reg(rng)
                    ));
                    out.push_str(&format!("  addc.u32 x, x, {};\n", src(rng)));
                }
            }
            12 | 13 => {
                let (m, ty) = [("lo", "u32"), ("hi", "u32"), ("lo", "s32"), ("hi", "s32")]
                    [rng.below(4) as usize];
                out.push_str(&format!(
                    "  mul.{m}.{ty} t{}, {}, {};\n",
                    rng.below(T as u64),
                    src(rng),
                    src(rng)
                ));
            }
            14 => out.push_str(&format!(
                "  mov.u32 t{}, {};\n",
                rng.below(T as u64),
                src(rng)
            )),
            15 => {
                // Shift the limbs down by one, as Montgomery reduction does.
                for i in 0..T - 1 {
                    out.push_str(&format!("  mov.u32 t{i}, t{};\n", i + 1));
                }
                out.push_str(&format!("  mov.u32 t{}, 0;\n", T - 1));
            }
            16 => out.push_str(&format!(
                "  xor.b32 t{}, {}, {};\n",
                rng.below(T as u64),
                reg(rng),
                src(rng)
            )),
            17 => {
                out.push_str(&format!("  setp.ne.u32 q, {}, 0;\n", reg(rng)));
                out.push_str(&format!(
                    "  @q add.cc.u32 t{}, {}, {};\n",
                    rng.below(T as u64),
                    src(rng),
                    src(rng)
                ));
                out.push_str(&format!(
                    "  addc.u32 t{}, {}, {};\n",
                    rng.below(T as u64),
                    src(rng),
                    src(rng)
                ));
            }
            _ => {
                // A chain through a label (reached with CC.CF from two
                // places): the run must end there.
                let l = out.len();
                out.push_str(&format!("  setp.ne.u32 q, {}, 0;\n", reg(rng)));
                two(rng, &mut out, "add.cc.u32");
                out.push_str(&format!("  @q bra L{l};\n"));
                two(rng, &mut out, "add.cc.u32");
                out.push_str(&format!("L{l}:\n"));
                two(rng, &mut out, "addc.cc.u32");
                out.push_str(&format!(
                    "  madc.hi.u32 t{}, {}, {}, {};\n",
                    rng.below(T as u64),
                    src(rng),
                    src(rng),
                    src(rng)
                ));
            }
        }
    }
    // Every limb reaches an output.
    for i in 0..7 {
        if i + 7 < T {
            out.push_str(&format!("  xor.b32 o{i}, t{i}, t{};\n", i + 7));
        } else {
            out.push_str(&format!("  mov.u32 o{i}, t{i};\n"));
        }
    }
    // The final CC.CF, whatever wrote it last.
    out.push_str("  addc.u32 o7, x, 0;\n");
    out
}

fn module(rng: &mut Rng) -> String {
    let outs = (0..8)
        .map(|i| format!(".reg .b32 o{i}"))
        .collect::<Vec<_>>()
        .join(", ");
    let ins = (0..8)
        .map(|i| format!(".reg .b32 a{i}"))
        .collect::<Vec<_>>()
        .join(", ");
    let args = (0..8)
        .map(|i| format!("a{i}"))
        .collect::<Vec<_>>()
        .join(", ");
    let rets = (0..8)
        .map(|i| format!("o{i}"))
        .collect::<Vec<_>>()
        .join(", ");
    let f = body(rng);
    // The callee form ends with a chain whose carry-out the caller reads.
    let tail = "  add.cc.u32 o0, o0, o1;\n  addc.cc.u32 o1, o1, 0;\n";
    format!(
        "{HEAD}
.func ({outs}) f({ins})
{{
  .reg .b32 t<{T}>, x;
  .reg .pred q;
{f}  ret;
}}
.func ({outs}) tail({ins})
{{
  .reg .b32 t<{T}>, x;
  .reg .pred q;
{f}{tail}  ret;
}}
.func ({outs}) g({ins})
{{
  call ({rets}), tail, ({args});
  addc.u32 o7, o7, 0;
  ret;
}}
"
    )
}

fn input(rng: &mut Rng) -> u64 {
    match rng.below(4) {
        0 => [0, 1, 0xffff_ffff, 0xffff_fffe, 0x8000_0000][rng.below(5) as usize],
        _ => u64::from(rng.word()),
    }
}

#[test]
fn random_carry_chains_agree_with_the_interpreter() {
    let mut runs = 0;
    for seed in 0..300u64 {
        let mut rng = Rng(0x5eed_0000 + seed);
        let src = module(&mut rng);
        let prog = program(&src);
        let host = HostModule::compile(&prog).unwrap_or_else(|e| panic!("{e}\n{src}"));
        let mut interp = Interp::new(&prog);
        for name in ["f", "tail", "g"] {
            let (id, _) = prog.func(name).expect("function");
            let rows = 24;
            let inputs: Vec<u64> = (0..rows * 8).map(|_| input(&mut rng)).collect();
            let mut outputs = vec![0u64; rows * 8];
            let hf = host.func(name).expect("compiled");
            hf.call_batch(&inputs, &mut outputs).expect("batch");
            for r in 0..rows {
                let args = &inputs[r * 8..r * 8 + 8];
                let want = interp.call(id, args).expect("interp");
                assert_eq!(
                    &outputs[r * 8..r * 8 + 8],
                    &want[..],
                    "seed {seed}, {name}({args:#x?}), batched entry\n{src}"
                );
                if r < 2 {
                    let one = hf.call(args).expect("call");
                    assert_eq!(one, want, "seed {seed}, {name}, one call\n{src}");
                }
                runs += 1;
            }
        }
    }
    assert_eq!(runs, 300 * 3 * 24);
}

/// The shapes the wide sums take do take them: the ISA's `madc` example is
/// one 64x64-bit multiply (two multiply instructions where there were
/// four), and a two-pass row multiplies each limb once.
#[test]
fn carry_chain_shapes_take_the_wide_sums() {
    let prog = program(include_str!("../../benches/ptx/madc.ptx"));
    let host = HostModule::compile(&prog).expect("compiles");
    let asm = host.asm("mul64x64");
    // Cranelift's listing: host instructions indented by two spaces.
    let muls = |asm: &str| {
        asm.lines()
            .filter(|l| l.starts_with("  "))
            .filter(|l| {
                let op = l.split_whitespace().next().unwrap_or("");
                matches!(op, "imulq" | "mulq" | "mulxq")
            })
            .count()
    };
    assert_eq!(muls(&asm), 2, "{asm}");
    // Register-to-register zero extensions (`movl`): only the two low
    // output halves. The inputs come in with zero-extending loads, the
    // high halves out of a shift already zero-extended, and the outputs
    // go to their u64 row slots without a second extension (there were
    // 8).
    let movl = asm
        .lines()
        .filter(|l| l.split_whitespace().next() == Some("movl") && !l.contains('('))
        .count();
    assert!(movl <= 2, "{movl} movl:\n{asm}");
    // The same instructions in the callee form, where the caller may read
    // CC.CF after the return, keep their last chain link by link.
    for (a, b) in [
        (0x1234_5678_9abc_def0u64, 0xfedc_ba98_7654_3210u64),
        (u64::MAX, u64::MAX),
    ] {
        let args = [a & 0xffff_ffff, a >> 32, b & 0xffff_ffff, b >> 32];
        let out = host
            .func("mul64x64")
            .expect("compiled")
            .call(&args)
            .expect("call");
        let p = u128::from(a) * u128::from(b);
        let want: Vec<u64> = (0..4)
            .map(|i| ((p >> (32 * i)) as u64) & 0xffff_ffff)
            .collect();
        assert_eq!(out, want);
    }
}

/// A chain extending an earlier sum above its top digit (with zero addends
/// there) must not bring back the carry the earlier sum dropped: found in
/// review, each shape with its worked result.
#[test]
fn chains_above_the_top_of_an_earlier_sum() {
    let prog = program(&format!(
        "{HEAD}
.func (.reg .b32 d0, .reg .b32 d1) single(.reg .b32 a, .reg .b32 b)
{{
  .reg .b32 t;
  add.u32     t, a, b;
  add.cc.u32  d0, t, 0;
  addc.u32    d1, 0, 0;
  ret;
}}
.func (.reg .b32 d0, .reg .b32 d1) product(.reg .b32 a, .reg .b32 b, .reg .b32 c)
{{
  .reg .b32 p;
  mul.lo.s32  p, a, b;
  add.cc.u32  d0, p, c;
  addc.u32    d1, 0, 0;
  ret;
}}
.func (.reg .b32 d0, .reg .b32 d1, .reg .b32 d2) chain(.reg .b32 a0, .reg .b32 a1, .reg .b32 b0, .reg .b32 b1, .reg .b32 y)
{{
  .reg .b32 w0, w1;
  add.cc.u32  w0, a0, b0;
  addc.u32    w1, a1, b1;
  add.cc.u32  d0, w0, 0;
  addc.cc.u32 d1, w1, 0;
  addc.u32    d2, 0, y;
  ret;
}}
"
    ));
    let host = HostModule::compile(&prog).expect("compiles");
    let mut interp = Interp::new(&prog);
    let mut rng = Rng(11);
    let mut check = |name: &str, args: &[u64], want: &[u64]| {
        let (id, _) = prog.func(name).expect("function");
        let h = host.func(name).expect("compiled").call(args).expect("call");
        let i = interp.call(id, args).expect("interp");
        assert_eq!(h, want, "{name}({args:#x?}) on the host");
        assert_eq!(i, want, "{name}({args:#x?}) in the interpreter");
    };
    for _ in 0..200 {
        let (a, b, c) = (input(&mut rng), input(&mut rng), input(&mut rng));
        // t = a + b mod 2^32; t + 0 never carries.
        check("single", &[a, b], &[(a + b) & 0xffff_ffff, 0]);
        let p = (a * b) & 0xffff_ffff;
        check(
            "product",
            &[a, b, c],
            &[(p + c) & 0xffff_ffff, (p + c) >> 32],
        );
        let (a1, b1, y) = (input(&mut rng), input(&mut rng), input(&mut rng));
        let w = (a1 << 32 | a).wrapping_add(b1 << 32 | b);
        check("chain", &[a, a1, b, b1, y], &[w & 0xffff_ffff, w >> 32, y]);
    }
    check("single", &[0xffff_ffff, 1], &[0, 0]);
    check("product", &[0x1_0000, 0x1_0000, 0], &[0, 0]);
}
