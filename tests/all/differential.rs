//! The differential harness, one for every compiled backend: the backend
//! against the reference interpreter over the whole non-video variant space
//! (every type and modifier value, edge values plus seeded random inputs),
//! then whole sequences (carry chains, the ISA's madc multiply, loops, calls)
//! checked against the interpreter and against plain Rust written here. The
//! variant enumeration is `interp_variants` of `tests/vectors/variants.rs`.
//!
//! A backend implements [`Jit`]; `differential_tests!(Type)` instantiates
//! every test for it (`host_vs_interp.rs`, `llvm_vs_interp.rs`). The long
//! version (`cargo test --release --test all -- --ignored long_`) runs at
//! least 10^6 random inputs per family.

use std::collections::BTreeMap;

use crate::variants;

use ptxjit_frontend::ir::Program;
use ptxjit_frontend::Diagnostic;
use ptxjit_runtime::Interp;
use variants::{inputs, interp_variants, program, source, Rng, HEAD};

/// A compiled backend under test.
pub trait Jit: Sized {
    /// Its name in messages.
    const NAME: &'static str;
    /// Part of its error for global memory outside a kernel.
    const NO_GLOBAL_MEMORY: &'static str;
    /// Compiles every function of `prog`.
    fn compile(prog: &Program) -> Result<Self, Diagnostic>;
    /// One call of `name`.
    fn call(&self, name: &str, args: &[u64]) -> Vec<u64>;
    /// The batched entry of `name` over `inputs` (rows of parameters).
    fn call_batch(&self, name: &str, inputs: &[u64], outputs: &mut [u64]);
}

impl Jit for ptxjit_jit::HostModule {
    const NAME: &'static str = "host";
    const NO_GLOBAL_MEMORY: &'static str = "only available inside a .entry kernel";
    fn compile(prog: &Program) -> Result<Self, Diagnostic> {
        ptxjit_jit::HostModule::compile(prog)
    }
    fn call(&self, name: &str, args: &[u64]) -> Vec<u64> {
        self.func(name).expect("compiled").call(args).expect("call")
    }
    fn call_batch(&self, name: &str, inputs: &[u64], outputs: &mut [u64]) {
        let f = self.func(name).expect("compiled");
        f.call_batch(inputs, outputs).expect("batch")
    }
}

#[cfg(feature = "llvm")]
impl Jit for ptxjit_jit::llvm::LlvmModule {
    const NAME: &'static str = "llvm";
    const NO_GLOBAL_MEMORY: &'static str = "not supported by the llvm backend";
    fn compile(prog: &Program) -> Result<Self, Diagnostic> {
        ptxjit_jit::llvm::LlvmModule::compile(prog)
    }
    fn call(&self, name: &str, args: &[u64]) -> Vec<u64> {
        self.func(name).expect("compiled").call(args).expect("call")
    }
    fn call_batch(&self, name: &str, inputs: &[u64], outputs: &mut [u64]) {
        let f = self.func(name).expect("compiled");
        f.call_batch(inputs, outputs).expect("batch")
    }
}

/// Instantiates every differential test for the backend type `$jit`.
macro_rules! differential_tests {
    ($jit:ty) => {
        mod differential {
            #[test]
            fn every_non_video_variant_agrees_with_the_interpreter() {
                $crate::differential::every_non_video_variant_agrees_with_the_interpreter::<$jit>()
            }
            #[test]
            #[ignore]
            fn long_every_non_video_variant_agrees_with_the_interpreter() {
                $crate::differential::long_every_non_video_variant_agrees_with_the_interpreter::<$jit>()
            }
            #[test]
            fn add_sub_chains_128_and_256_bits_match_u128() {
                $crate::differential::add_sub_chains_128_and_256_bits_match_u128::<$jit>()
            }
            #[test]
            fn mixed_add_sub_chain_matches_plain_rust() {
                $crate::differential::mixed_add_sub_chain_matches_plain_rust::<$jit>()
            }
            #[test]
            fn isa_madc_example_multiplies_64_by_64_bits() {
                $crate::differential::isa_madc_example_multiplies_64_by_64_bits::<$jit>()
            }
            #[test]
            fn loop_with_predicates_and_call_matches_plain_rust() {
                $crate::differential::loop_with_predicates_and_call_matches_plain_rust::<$jit>()
            }
            #[test]
            fn param_space_calls_guarded_calls_and_exit_in_a_callee() {
                $crate::differential::param_space_calls_guarded_calls_and_exit_in_a_callee::<$jit>()
            }
            #[test]
            fn division_by_zero_and_overflow_give_hardware_values() {
                $crate::differential::division_by_zero_and_overflow_give_hardware_values::<$jit>()
            }
            #[test]
            fn unsupported_constructs_are_compile_errors_with_a_span() {
                $crate::differential::unsupported_constructs_are_compile_errors_with_a_span::<$jit>()
            }
        }
    };
}
pub(crate) use differential_tests;

/// Runs every variant on the interpreter and the host JIT; returns the
/// number of rows compared per family.
fn run_all<J: Jit>(max_edges: usize, random: impl Fn(&str) -> usize) -> BTreeMap<String, usize> {
    let vs = interp_variants();
    let src = source(&vs);
    let prog = program(&src);
    let host = match J::compile(&prog) {
        Ok(h) => h,
        Err(e) => panic!(
            "{} compile error: {} at: {}",
            J::NAME,
            e,
            src.lines()
                .nth((e.span.line as usize).saturating_sub(1))
                .unwrap_or("")
        ),
    };
    let mut interp = Interp::new(&prog);
    let mut counts = BTreeMap::new();
    for (i, var) in vs.iter().enumerate() {
        let name = format!("f{}", i);
        let (id, _) = prog.func(&name).expect("function");
        let fam_count = vs.iter().filter(|x| x.family == var.family).count();
        let rows = inputs(
            var,
            max_edges,
            random(&var.family) / fam_count.max(1),
            0x5eed ^ i as u64,
        );
        let flat: Vec<u64> = rows.iter().flatten().copied().collect();
        let mut got = vec![0u64; rows.len() * var.rets.len()];
        host.call_batch(&name, &flat, &mut got);
        for (r, row) in rows.iter().enumerate() {
            let want = interp.call(id, row).expect("interp");
            let have = &got[r * var.rets.len()..(r + 1) * var.rets.len()];
            if want != have {
                panic!(
                    "{}: inputs {:#x?}: interpreter {:#x?}, {} {:#x?}\nbody: {}",
                    var.label,
                    row,
                    want,
                    J::NAME,
                    have,
                    var.body
                );
            }
        }
        // The one-call entry agrees with the batched one.
        assert_eq!(
            host.call(&name, &rows[0]),
            &got[..var.rets.len()],
            "{}: call vs call_batch",
            var.label
        );
        *counts.entry(var.family.clone()).or_insert(0) += rows.len();
    }
    counts
}

pub fn every_non_video_variant_agrees_with_the_interpreter<J: Jit>() {
    let counts = run_all::<J>(300, |_| 3000);
    // Every family was exercised.
    for fam in [
        "add", "sub", "mul", "mad", "mul24", "mad24", "sad", "div", "rem", "abs", "neg", "min",
        "max", "popc", "clz", "bfind", "fns", "brev", "bfe", "bfi", "szext", "bmsk", "dp4a",
        "dp2a", "addc", "subc", "madc", "and", "or", "xor", "not", "cnot", "shl", "shr", "shf",
        "prmt", "lop3", "cvt", "setp", "selp", "slct", "mov", "ld", "st", "guards",
    ] {
        assert!(
            counts.get(fam).copied().unwrap_or(0) > 0,
            "family {} not tested",
            fam
        );
    }
}

pub fn long_every_non_video_variant_agrees_with_the_interpreter<J: Jit>() {
    let counts = run_all::<J>(5000, |_| 1_000_000);
    for (fam, n) in counts {
        assert!(n >= 1_000_000, "{}: only {} inputs", fam, n);
    }
}

// ---------------------------------------------------------------- sequences

fn compile<J: Jit>(body: &str) -> (Program, J) {
    let src = format!("{}{}", HEAD, body);
    let prog = program(&src);
    let host = J::compile(&prog).unwrap_or_else(|e| panic!("compile: {}", e));
    (prog, host)
}

fn both<J: Jit>(prog: &Program, host: &J, name: &str, args: &[u64]) -> Vec<u64> {
    let (id, _) = prog.func(name).expect("function");
    let want = Interp::new(prog).call(id, args).expect("interp");
    let have = host.call(name, args);
    assert_eq!(
        want,
        have,
        "{}({:#x?}): interpreter vs {}",
        name,
        args,
        J::NAME
    );
    have
}

fn limbs(x: u128, n: usize) -> Vec<u64> {
    (0..n)
        .map(|i| ((x >> (32 * i)) as u64) & 0xffff_ffff)
        .collect()
}

fn join(v: &[u64]) -> u128 {
    v.iter()
        .rev()
        .fold(0u128, |acc, &l| (acc << 32) | u128::from(l))
}

pub fn add_sub_chains_128_and_256_bits_match_u128<J: Jit>() {
    let (prog, host) = compile::<J>(
        "
.func (.reg .b32 d0, .reg .b32 d1, .reg .b32 d2, .reg .b32 d3, .reg .b32 c)
  add128(.reg .b32 a0, .reg .b32 a1, .reg .b32 a2, .reg .b32 a3,
         .reg .b32 b0, .reg .b32 b1, .reg .b32 b2, .reg .b32 b3)
{
  add.cc.u32 d0, a0, b0; addc.cc.u32 d1, a1, b1; addc.cc.u32 d2, a2, b2;
  addc.cc.u32 d3, a3, b3; addc.u32 c, 0, 0; ret;
}
.func (.reg .b32 d0, .reg .b32 d1, .reg .b32 d2, .reg .b32 d3, .reg .b32 c)
  sub128(.reg .b32 a0, .reg .b32 a1, .reg .b32 a2, .reg .b32 a3,
         .reg .b32 b0, .reg .b32 b1, .reg .b32 b2, .reg .b32 b3)
{
  sub.cc.u32 d0, a0, b0; subc.cc.u32 d1, a1, b1; subc.cc.u32 d2, a2, b2;
  subc.cc.u32 d3, a3, b3; addc.u32 c, 0, 0; ret;
}
.func (.reg .b64 d0, .reg .b64 d1, .reg .b64 d2, .reg .b64 d3, .reg .b64 c)
  add256(.reg .b64 a0, .reg .b64 a1, .reg .b64 a2, .reg .b64 a3,
         .reg .b64 b0, .reg .b64 b1, .reg .b64 b2, .reg .b64 b3)
{
  add.cc.u64 d0, a0, b0; addc.cc.u64 d1, a1, b1; addc.cc.u64 d2, a2, b2;
  addc.cc.u64 d3, a3, b3; addc.u64 c, 0, 0; ret;
}
.func (.reg .b64 d0, .reg .b64 d1, .reg .b64 d2, .reg .b64 d3, .reg .b64 c)
  sub256(.reg .b64 a0, .reg .b64 a1, .reg .b64 a2, .reg .b64 a3,
         .reg .b64 b0, .reg .b64 b1, .reg .b64 b2, .reg .b64 b3)
{
  sub.cc.u64 d0, a0, b0; subc.cc.u64 d1, a1, b1; subc.cc.u64 d2, a2, b2;
  subc.cc.u64 d3, a3, b3; addc.u64 c, 0, 0; ret;
}",
    );
    let mut rng = Rng(11);
    for _ in 0..500 {
        let a = (u128::from(rng.value(64)) << 64) | u128::from(rng.value(64));
        let b = (u128::from(rng.value(64)) << 64) | u128::from(rng.value(64));
        let mut args = limbs(a, 4);
        args.extend(limbs(b, 4));
        let (s, c) = a.overflowing_add(b);
        let out = both(&prog, &host, "add128", &args);
        assert_eq!((join(&out[..4]), out[4]), (s, c as u64));
        let (s, bo) = a.overflowing_sub(b);
        let out = both(&prog, &host, "sub128", &args);
        assert_eq!((join(&out[..4]), out[4]), (s, !bo as u64));
        // 256 bits as two u128 halves (low, high) with 64-bit limbs.
        let (ah, bh) = (a.rotate_left(17), b ^ 0x5555);
        let args: Vec<u64> = [a, ah, b, bh]
            .iter()
            .flat_map(|x| [*x as u64, (*x >> 64) as u64])
            .collect();
        let (lo, c1) = a.overflowing_add(b);
        let (hi, c2) = ah.overflowing_add(bh);
        let (hi, c3) = hi.overflowing_add(c1 as u128);
        let out = both(&prog, &host, "add256", &args);
        let got_lo = u128::from(out[0]) | (u128::from(out[1]) << 64);
        let got_hi = u128::from(out[2]) | (u128::from(out[3]) << 64);
        assert_eq!((got_lo, got_hi, out[4]), (lo, hi, (c2 || c3) as u64));
        let (lo, b1) = a.overflowing_sub(b);
        let (hi, b2) = ah.overflowing_sub(bh);
        let (hi, b3) = hi.overflowing_sub(b1 as u128);
        let out = both(&prog, &host, "sub256", &args);
        let got_lo = u128::from(out[0]) | (u128::from(out[1]) << 64);
        let got_hi = u128::from(out[2]) | (u128::from(out[3]) << 64);
        assert_eq!((got_lo, got_hi, out[4]), (lo, hi, !(b2 || b3) as u64));
    }
}

pub fn mixed_add_sub_chain_matches_plain_rust<J: Jit>() {
    // (a + b) - c over two 32-bit limbs and a third limb for the carry.
    let (prog, host) = compile::<J>(
        "
.func (.reg .b32 r0, .reg .b32 r1, .reg .b32 r2)
  f(.reg .b32 a0, .reg .b32 a1, .reg .b32 b0, .reg .b32 b1, .reg .b32 c0, .reg .b32 c1)
{
  add.cc.u32 r0, a0, b0; addc.cc.u32 r1, a1, b1; addc.u32 r2, 0, 0;
  sub.cc.u32 r0, r0, c0; subc.cc.u32 r1, r1, c1; subc.u32 r2, r2, 0; ret;
}",
    );
    let mut rng = Rng(3);
    for _ in 0..2000 {
        let (a, b, c) = (rng.value(64), rng.value(64), rng.value(64));
        let args = [
            a & 0xffff_ffff,
            a >> 32,
            b & 0xffff_ffff,
            b >> 32,
            c & 0xffff_ffff,
            c >> 32,
        ];
        let want = (i128::from(a) + i128::from(b) - i128::from(c)) as u128 & ((1u128 << 96) - 1);
        let out = both(&prog, &host, "f", &args);
        assert_eq!(join(&out), want, "({a:#x} + {b:#x}) - {c:#x}");
    }
}

pub fn isa_madc_example_multiplies_64_by_64_bits<J: Jit>() {
    // PTX ISA, madc: [r3,r2,r1,r0] = [r5,r4] * [r7,r6].
    let (prog, host) = compile::<J>(
        "
.func (.reg .b32 r0, .reg .b32 r1, .reg .b32 r2, .reg .b32 r3)
  mul64(.reg .b32 r4, .reg .b32 r5, .reg .b32 r6, .reg .b32 r7)
{
  mul.lo.u32     r0, r4, r6;
  mul.hi.u32     r1, r4, r6;
  mad.lo.cc.u32  r1, r5, r6, r1;
  madc.hi.u32    r2, r5, r6, 0;
  mad.lo.cc.u32  r1, r4, r7, r1;
  madc.hi.cc.u32 r2, r4, r7, r2;
  addc.u32       r3, 0, 0;
  mad.lo.cc.u32  r2, r5, r7, r2;
  madc.hi.u32    r3, r5, r7, r3;
  ret;
}",
    );
    let mut rng = Rng(5);
    for _ in 0..2000 {
        let (x, y) = (rng.value(64), rng.value(64));
        let args = [x & 0xffff_ffff, x >> 32, y & 0xffff_ffff, y >> 32];
        let out = both(&prog, &host, "mul64", &args);
        assert_eq!(join(&out), u128::from(x) * u128::from(y), "{x:#x} * {y:#x}");
    }
}

pub fn loop_with_predicates_and_call_matches_plain_rust<J: Jit>() {
    // sum over i in 0..n of popc(x ^ i) * 3, the multiply in a called .func,
    // with an early exit when the running sum passes `limit`.
    let (prog, host) = compile::<J>(
        "
.func (.reg .b32 r) triple(.reg .b32 a) { mul.lo.u32 r, a, 3; ret; }
.func (.reg .b32 s) f(.reg .b32 x, .reg .b32 n, .reg .b32 limit)
{
  .reg .b32 %i, %t, %u;
  .reg .pred %p, %q;
  mov.u32 s, 0;
  mov.u32 %i, 0;
L_top:
  setp.ge.u32 %p, %i, n;
  @%p bra L_done;
  xor.b32 %t, x, %i;
  popc.b32 %t, %t;
  call (%u), triple, (%t);
  add.u32 s, s, %u;
  setp.gt.u32 %q, s, limit;
  @%q ret;
  add.u32 %i, %i, 1;
  bra L_top;
L_done:
  ret;
}",
    );
    let mut rng = Rng(9);
    for _ in 0..300 {
        let (x, n, limit) = (rng.next() & 0xffff_ffff, rng.next() % 70, rng.next() % 1500);
        let mut s = 0u64;
        for i in 0..n {
            s += u64::from((x ^ i).count_ones()) * 3;
            if s > limit {
                break;
            }
        }
        let out = both(&prog, &host, "f", &[x, n, limit]);
        assert_eq!(out, vec![s], "x={x:#x} n={n} limit={limit}");
    }
}

pub fn param_space_calls_guarded_calls_and_exit_in_a_callee<J: Jit>() {
    let (prog, host) = compile::<J>(
        "
.func (.param .b32 y) dbl(.param .b32 x)
{ .reg .b32 %v; ld.param.b32 %v, [x]; add.u32 %v, %v, %v; st.param.b32 [y], %v; ret; }
.func (.reg .b32 r) stop(.reg .b32 a)
{ .reg .pred %p; mov.u32 r, 1; setp.eq.u32 %p, a, 0; @%p exit; mov.u32 r, 2; ret; }
.func (.reg .b32 r) dbl_reg(.reg .b32 a);
.func (.reg .b32 r0, .reg .b32 r1) f(.reg .b32 a, .reg .b32 g)
{
  .reg .pred %p;
  .reg .b32 %k;
  .param .b32 px;
  .param .b32 py;
  st.param.b32 [px], a;
  call (py), dbl, (px);
  ld.param.b32 r0, [py];
  mov.u32 r1, 100;
  setp.ne.u32 %p, g, 0;
  @%p call (r1), dbl_reg, (a);
  call (%k), stop, (g);
  add.u32 r1, r1, %k;
  ret;
}
.func (.reg .b32 r) dbl_reg(.reg .b32 a) { shl.b32 r, a, 1; ret; }
",
    );
    for (a, g) in [(5u64, 0u64), (5, 1), (0x8000_0001, 7), (0, 0)] {
        let out = both(&prog, &host, "f", &[a, g]);
        let r0 = (a * 2) & 0xffff_ffff;
        // g == 0: the call is skipped and `stop` exits the whole thread, so
        // r1 keeps 100; otherwise r1 = 2a + 2.
        let r1 = if g == 0 {
            100
        } else {
            (a * 2 + 2) & 0xffff_ffff
        };
        assert_eq!(out, vec![r0, r1], "a={a:#x} g={g}");
    }
}

pub fn division_by_zero_and_overflow_give_hardware_values<J: Jit>() {
    let (prog, host) = compile::<J>(
        "
.func (.reg .b32 q, .reg .b32 r) sdiv(.reg .b32 a, .reg .b32 b)
{ div.s32 q, a, b; rem.s32 r, a, b; ret; }
.func (.reg .b64 q, .reg .b64 r) udiv(.reg .b64 a, .reg .b64 b)
{ div.u64 q, a, b; rem.u64 r, a, b; ret; }",
    );
    // docs/semantics.md §2 (H100): x / 0 and x % 0 are all ones;
    // MIN / -1 = MIN, MIN % -1 = 0.
    assert_eq!(
        both(&prog, &host, "sdiv", &[7, 0]),
        vec![0xffff_ffff, 0xffff_ffff]
    );
    assert_eq!(
        both(&prog, &host, "sdiv", &[0x8000_0000, 0xffff_ffff]),
        vec![0x8000_0000, 0]
    );
    assert_eq!(
        both(&prog, &host, "sdiv", &[(-7i32) as u32 as u64, 2]),
        vec![(-3i32) as u32 as u64, (-1i32) as u32 as u64]
    );
    assert_eq!(
        both(&prog, &host, "udiv", &[7, 0]),
        vec![u64::MAX, u64::MAX]
    );
}

pub fn unsupported_constructs_are_compile_errors_with_a_span<J: Jit>() {
    let src = format!(
        "{}{}",
        HEAD, ".func (.reg .b32 r) f(.reg .b64 p)\n{\nld.global.u32 r, [p];\nret;\n}\n"
    );
    let prog = program(&src);
    let e = J::compile(&prog)
        .err()
        .expect("global memory outside a kernel is a compile error");
    assert_eq!(e.span.line, 6, "{}", e);
    assert!(e.message.contains(J::NO_GLOBAL_MEMORY), "{}", e.message);
}
