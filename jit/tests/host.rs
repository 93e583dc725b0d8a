//! The host JIT on small functions: results checked against values worked out
//! by hand or with plain Rust, and against the interpreter.

use ptxjit_jit::HostModule;
use ptxjit_testkit::{interp, program};

#[test]
fn add128_chain_matches_u128() {
    let p = program(
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
}",
    );
    let m = HostModule::compile(&p).expect("compile");
    let f = m.func("add128").expect("func");
    let a: u128 = 0xffff_ffff_ffff_ffff_ffff_ffff_ffff_fffe;
    let b: u128 = 3;
    let mut args: Vec<u64> = (0..4)
        .map(|i| ((a >> (32 * i)) as u64) & 0xffff_ffff)
        .collect();
    args.extend((0..4).map(|i| ((b >> (32 * i)) as u64) & 0xffff_ffff));
    let out = f.call(&args).expect("call");
    // a + b = 2^128 + 1: limbs 1, 0, 0, 0 and carry 1.
    assert_eq!(out, vec![1, 0, 0, 0, 1]);
    assert_eq!(out, interp(&p, "add128", &args));
}

#[test]
fn clif_and_asm_text_are_available() {
    let p = program(
        "
.func (.reg .b64 d0, .reg .b64 d1) add2(.reg .b64 a0, .reg .b64 a1, .reg .b64 b0, .reg .b64 b1)
{ add.cc.u64 d0, a0, b0; addc.u64 d1, a1, b1; ret; }
.func (.reg .b32 d0, .reg .b32 d1) add2w(.reg .b32 a0, .reg .b32 a1, .reg .b32 b0, .reg .b32 b1)
{ add.cc.u32 d0, a0, b0; addc.u32 d1, a1, b1; ret; }",
    );
    let m = HostModule::compile(&p).expect("compile");
    let clif = m.clif("add2");
    assert!(clif.contains("uadd_overflow"), "{}", clif);
    let asm = m.asm("add2");
    assert!(asm.contains("add"), "{}", asm);
    if std::env::var("PTXJIT_SHOW_ASM").is_ok() {
        println!("{}\n{}\n{}", clif, asm, m.asm("add2w"));
    }
    let s = m.compile_stats();
    assert_eq!(s.instructions, 6);
    assert!(s.code_bytes > 0);
    // (2^64 - 1) + 1 carries into the high limb.
    assert_eq!(
        m.func("add2").unwrap().call(&[u64::MAX, 5, 1, 7]).unwrap(),
        vec![0, 13]
    );
}

#[test]
fn trap_stops_the_call_even_without_budget_checks() {
    // Budgets off (only for measuring their cost) must not turn a `trap`
    // into a compile error or let it fall through.
    let p = program(
        "
.visible .func (.reg .b32 r) halt(.reg .b32 x)
{
  .reg .pred p;
  mov.u32 r, x;
  setp.eq.u32 p, x, 3;
  @p trap;
  ret;
}",
    );
    let m = HostModule::compile_funcs_unbudgeted(&p, &["halt"]).expect("compiles");
    let f = m.func("halt").expect("func");
    assert_eq!(f.call(&[2]).expect("no trap"), vec![2]);
    let e = f.call(&[3]).expect_err("trap stops it");
    assert!(format!("{e}").contains("executed 'trap'"), "{e}");
}

#[test]
fn every_link_of_a_long_carry_chain_keeps_its_carry_in_a_register() {
    // Each link's carry is proved 0 or 1 through the link before it; a
    // 12-link chain once lost the proof from the fourth link on and moved
    // each carry through a byte (`movzbq`).
    let n = 12;
    let decl = |p: &str| {
        (0..n)
            .map(|i| format!(".reg .b32 {p}{i}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut body = String::from("  add.cc.u32 d0, a0, b0;\n");
    for i in 1..n {
        body.push_str(&format!("  addc.cc.u32 d{i}, a{i}, b{i};\n"));
    }
    let p = program(&format!(
        ".func ({}) addn({}, {})\n{{\n{}  ret;\n}}",
        decl("d"),
        decl("a"),
        decl("b"),
        body
    ));
    let m = HostModule::compile(&p).expect("compile");
    let asm = m.asm("addn");
    assert!(!asm.contains("movzb"), "{asm}");
    // And the sums are right: all ones + 1 carries through every limb.
    let mut args = vec![0xffff_ffffu64; n];
    args.push(1);
    args.extend(vec![0; n - 1]);
    assert_eq!(
        m.func("addn").expect("func").call(&args).expect("call"),
        vec![0; n]
    );
    assert_eq!(interp(&p, "addn", &args), vec![0; n]);
}
