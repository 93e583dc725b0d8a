//! Whole sequences through parse → check → interpreter, checked against plain
//! Rust written here (u128 arithmetic, byte loops), independently of the
//! interpreter's semantics functions.

use crate::Rng;
use ptxjit::{Backend, Module};

const HEAD: &str = ".version 7.8\n.target sm_80\n.address_size 64\n";

fn module(body: &str) -> Module {
    let src = format!("{}{}", HEAD, body);
    match Module::from_ptx(&src) {
        Ok(m) => m,
        Err(e) => panic!("{}", e.render("test.ptx", &src)),
    }
}

fn limbs(x: u128) -> Vec<u64> {
    (0..4)
        .map(|i| ((x >> (32 * i)) as u64) & 0xffff_ffff)
        .collect()
}

fn join(v: &[u64]) -> u128 {
    v.iter()
        .rev()
        .fold(0u128, |acc, &l| (acc << 32) | l as u128)
}

#[test]
fn add_and_sub_chains_of_128_bits_equal_u128_arithmetic() {
    let m = module(
        "
.func (.reg .b32 d0, .reg .b32 d1, .reg .b32 d2, .reg .b32 d3, .reg .b32 carry)
  add128(.reg .b32 a0, .reg .b32 a1, .reg .b32 a2, .reg .b32 a3,
         .reg .b32 b0, .reg .b32 b1, .reg .b32 b2, .reg .b32 b3)
{
  add.cc.u32  d0, a0, b0;
  addc.cc.u32 d1, a1, b1;
  addc.cc.u32 d2, a2, b2;
  addc.cc.u32 d3, a3, b3;
  addc.u32    carry, 0, 0;
  ret;
}
.func (.reg .b32 d0, .reg .b32 d1, .reg .b32 d2, .reg .b32 d3, .reg .b32 nb)
  sub128(.reg .b32 a0, .reg .b32 a1, .reg .b32 a2, .reg .b32 a3,
         .reg .b32 b0, .reg .b32 b1, .reg .b32 b2, .reg .b32 b3)
{
  sub.cc.u32  d0, a0, b0;
  subc.cc.u32 d1, a1, b1;
  subc.cc.u32 d2, a2, b2;
  subc.cc.u32 d3, a3, b3;
  addc.u32    nb, 0, 0;   // CC.CF after a sub chain is NOT(borrow)
  ret;
}",
    );
    let mut rng = Rng(7);
    for _ in 0..2000 {
        let a = join(&(0..4).map(|_| rng.edge_word()).collect::<Vec<_>>());
        let b = join(&(0..4).map(|_| rng.edge_word()).collect::<Vec<_>>());
        let mut args = limbs(a);
        args.extend(limbs(b));
        let (sum, carry) = a.overflowing_add(b);
        let out = m.call(Backend::Interp, "add128", &args).unwrap();
        assert_eq!(join(&out[..4]), sum, "{a:#x} + {b:#x}");
        assert_eq!(out[4], carry as u64);
        let (diff, borrow) = a.overflowing_sub(b);
        let out = m.call(Backend::Interp, "sub128", &args).unwrap();
        assert_eq!(join(&out[..4]), diff, "{a:#x} - {b:#x}");
        assert_eq!(
            out[4], !borrow as u64,
            "CF = NOT(borrow) after {a:#x} - {b:#x}"
        );
    }
}

#[test]
fn sub_cc_flag_follows_hardware_convention() {
    let m = module(
        "
.func (.reg .b32 d, .reg .b32 cf) f(.reg .b32 a, .reg .b32 b)
{ sub.cc.u32 d, a, b; addc.u32 cf, 0, 0; ret; }",
    );
    // Observed on NVIDIA hardware: CF = 1 after 0 - 0, CF = 0 after 0 - 1.
    assert_eq!(m.call(Backend::Interp, "f", &[0, 0]).unwrap(), vec![0, 1]);
    assert_eq!(
        m.call(Backend::Interp, "f", &[0, 1]).unwrap(),
        vec![0xffff_ffff, 0]
    );
}

#[test]
fn mixed_add_sub_chain_computes_a_plus_b_minus_c() {
    // 64-bit values as two limbs: (a + b) - c with the carry of the add
    // chain feeding a third limb, then a sub chain over three limbs.
    let m = module(
        "
.func (.reg .b32 r0, .reg .b32 r1, .reg .b32 r2)
  f(.reg .b32 a0, .reg .b32 a1, .reg .b32 b0, .reg .b32 b1, .reg .b32 c0, .reg .b32 c1)
{
  .reg .b32 s0, s1, s2;
  add.cc.u32  s0, a0, b0;
  addc.cc.u32 s1, a1, b1;
  addc.u32    s2, 0, 0;
  sub.cc.u32  r0, s0, c0;
  subc.cc.u32 r1, s1, c1;
  subc.u32    r2, s2, 0;
  ret;
}",
    );
    let mut rng = Rng(3);
    for _ in 0..2000 {
        let (a, b, c) = (rng.next(), rng.next(), rng.next());
        let want = (a as u128 + b as u128).wrapping_sub(c as u128) & ((1u128 << 96) - 1);
        let args = [
            a & 0xffff_ffff,
            a >> 32,
            b & 0xffff_ffff,
            b >> 32,
            c & 0xffff_ffff,
            c >> 32,
        ];
        let out = m.call(Backend::Interp, "f", &args).unwrap();
        assert_eq!(join(&out), want, "{a:#x} + {b:#x} - {c:#x}");
    }
}

#[test]
fn isa_madc_example_multiplies_64_by_64_bits() {
    // The ISA's extended-precision multiply: [r3,r2,r1,r0] = [r5,r4] * [r7,r6].
    let m = module(
        "
.func (.reg .b32 r0, .reg .b32 r1, .reg .b32 r2, .reg .b32 r3)
  mul64(.reg .b32 r4, .reg .b32 r5, .reg .b32 r6, .reg .b32 r7)
{
  mul.lo.u32     r0, r4, r6;      // r0=(r4*r6).[31:0], no carry-out
  mul.hi.u32     r1, r4, r6;      // r1=(r4*r6).[63:32], no carry-out
  mad.lo.cc.u32  r1, r5, r6, r1;  // r1+=(r5*r6).[31:0], may carry-out
  madc.hi.u32    r2, r5, r6, 0;   // r2 =(r5*r6).[63:32]+carry-in, no carry-out
  mad.lo.cc.u32  r1, r4, r7, r1;  // r1+=(r4*r7).[31:0], may carry-out
  madc.hi.cc.u32 r2, r4, r7, r2;  // r2+=(r4*r7).[63:32]+carry-in, may carry-out
  addc.u32       r3, 0, 0;        // r3 = carry-in, no carry-out
  mad.lo.cc.u32  r2, r5, r7, r2;  // r2+=(r5*r7).[31:0], may carry-out
  madc.hi.u32    r3, r5, r7, r3;  // r3+=(r5*r7).[63:32]+carry-in
  ret;
}",
    );
    let mut rng = Rng(11);
    for i in 0..3000 {
        let (x, y) = if i == 0 {
            (u64::MAX, u64::MAX)
        } else {
            (rng.next(), rng.next())
        };
        let out = m
            .call(
                Backend::Interp,
                "mul64",
                &[x & 0xffff_ffff, x >> 32, y & 0xffff_ffff, y >> 32],
            )
            .unwrap();
        assert_eq!(join(&out), x as u128 * y as u128, "{x:#x} * {y:#x}");
    }
}

#[test]
fn sad_of_a_16x16_block_with_vabsdiff4_accumulation() {
    // Each call adds the SAD of 4 pixel words (16 bytes) to an accumulator:
    // 16 calls cover a 16x16 block; compared with a byte loop.
    let m = module(
        "
.func (.reg .b32 acc) sad16(.reg .b32 a0, .reg .b32 a1, .reg .b32 a2, .reg .b32 a3,
                             .reg .b32 b0, .reg .b32 b1, .reg .b32 b2, .reg .b32 b3, .reg .b32 c)
{
  vabsdiff4.u32.u32.u32.add acc, a0, b0, c;
  vabsdiff4.u32.u32.u32.add acc, a1, b1, acc;
  vabsdiff4.u32.u32.u32.add acc, a2, b2, acc;
  vabsdiff4.u32.u32.u32.add acc, a3, b3, acc;
  ret;
}",
    );
    let mut rng = Rng(5);
    let cur: Vec<u8> = (0..256).map(|_| rng.next() as u8).collect();
    let refb: Vec<u8> = (0..256).map(|_| rng.next() as u8).collect();
    let word =
        |px: &[u8], i: usize| u32::from_le_bytes([px[i], px[i + 1], px[i + 2], px[i + 3]]) as u64;
    let mut acc = 0u64;
    for row in 0..16 {
        let o = row * 16;
        let mut args: Vec<u64> = (0..4).map(|k| word(&cur, o + 4 * k)).collect();
        args.extend((0..4).map(|k| word(&refb, o + 4 * k)));
        args.push(acc);
        acc = m.call(Backend::Interp, "sad16", &args).unwrap()[0];
    }
    let want: u64 = cur
        .iter()
        .zip(&refb)
        .map(|(&x, &y)| (x as i32 - y as i32).unsigned_abs() as u64)
        .sum();
    assert_eq!(acc, want);
}

#[test]
fn vadd4_lanes_are_independent_and_saturate() {
    let m = module(
        "
.func (.reg .b32 u, .reg .b32 s) f(.reg .b32 a, .reg .b32 b)
{
  .reg .b32 z;
  mov.u32 z, 0;   // SIMD video takes no immediates (ptxas)
  vadd4.u32.u32.u32.sat u, a, b, z;
  vadd4.s32.s32.s32.sat s, a, b, z;
  ret;
}",
    );
    let mut rng = Rng(9);
    for _ in 0..3000 {
        let (a, b) = (rng.edge_word(), rng.edge_word());
        let out = m.call(Backend::Interp, "f", &[a, b]).unwrap();
        let mut u = 0u64;
        let mut s = 0u64;
        for lane in 0..4 {
            let x = (a >> (8 * lane)) as u8;
            let y = (b >> (8 * lane)) as u8;
            u |= (x.saturating_add(y) as u64) << (8 * lane);
            s |= ((x as i8).saturating_add(y as i8) as u8 as u64) << (8 * lane);
        }
        assert_eq!(out, vec![u, s], "a={a:#x} b={b:#x}");
    }
}

#[test]
fn loops_predicates_and_calls() {
    // popcount by a loop over bits, with a helper .func called through .param.
    let m = module(
        "
.func (.param .b32 r) low_bit(.param .b32 x)
{
  .reg .b32 v;
  ld.param.b32 v, [x];
  and.b32 v, v, 1;
  st.param.b32 [r], v;
  ret;
}
.func (.reg .b32 n) count(.reg .b32 x)
{
  .reg .pred p;
  .reg .b32 bit;
  mov.u32 n, 0;
LOOP:
  setp.eq.u32 p, x, 0;
  @p bra DONE;
  {
    .param .b32 arg;
    .param .b32 ret;
    st.param.b32 [arg], x;
    call (ret), low_bit, (arg);
    ld.param.b32 bit, [ret];
  }
  add.u32 n, n, bit;
  shr.u32 x, x, 1;
  bra LOOP;
DONE:
  ret;
}",
    );
    let mut rng = Rng(13);
    for _ in 0..300 {
        let x = rng.edge_word();
        assert_eq!(
            m.call(Backend::Interp, "count", &[x]).unwrap(),
            vec![x.count_ones() as u64]
        );
    }
}

#[test]
fn division_never_traps_and_gives_gpu_values() {
    let m = module(
        "
.func (.reg .b32 q, .reg .b32 r, .reg .b64 q64) f(.reg .b32 a, .reg .b32 b, .reg .b64 c, .reg .b64 d)
{ div.s32 q, a, b; rem.s32 r, a, b; div.u64 q64, c, d; ret; }",
    );
    // INT_MIN / -1 wraps to INT_MIN with remainder 0; x / 0 is all ones on
    // NVIDIA GPUs (see docs/semantics.md).
    assert_eq!(
        m.call(Backend::Interp, "f", &[0x8000_0000, 0xffff_ffff, 5, 0])
            .unwrap(),
        vec![0x8000_0000, 0, u64::MAX]
    );
    assert_eq!(
        m.call(Backend::Interp, "f", &[7, 0xffff_fffe, 7, 2])
            .unwrap(),
        vec![0xffff_fffd, 1, 3]
    );
}

#[test]
fn unsupported_instruction_is_reported_when_run_not_when_checked() {
    let src = format!(
        "{}{}",
        HEAD,
        "
.func (.reg .b32 d) f(.reg .b32 a)
{
  .reg .f32 x;
  mov.b32 d, a;
  fma.rn.f32 x, x, x, x;
  ret;
}"
    );
    let m = Module::from_ptx(&src).expect("valid PTX outside the subset still checks");
    let err = m.call(Backend::Interp, "f", &[1]).unwrap_err();
    let text = err.render("t.ptx", &src);
    assert!(
        text.starts_with("t.ptx:9:3: error: unsupported instruction 'fma.rn.f32'"),
        "{text}"
    );
}
