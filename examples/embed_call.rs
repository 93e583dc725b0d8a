//! Embed ptxjit and call a `.func` with values: parse and check PTX,
//! look at its signature, call it on the host JIT and on the reference
//! interpreter, and keep a compiled function beside its module.
//!
//! `cargo run --example embed_call`

use ptxjit::{Backend, Module, Prepared};

const PTX: &str = r#"
.version 7.8
.target sm_80
.address_size 64
// (hi, lo) = a * b + c as a 64-bit product, with a carry chain.
.visible .func (.reg .b32 lo, .reg .b32 hi) mul_add(.reg .b32 a, .reg .b32 b, .reg .b32 c)
{
    mad.lo.cc.u32 lo, a, b, c;
    madc.hi.u32   hi, a, b, 0;
    ret;
}
"#;

/// A compiled function kept next to the module it came from: `Prepared`
/// owns what it needs, so one struct can hold both.
struct MulAdd {
    module: Module,
    compiled: Prepared,
}

impl MulAdd {
    fn new() -> Result<MulAdd, ptxjit::Error> {
        let module = Module::from_ptx(PTX)?;
        let compiled = module.prepare(Backend::Host, "mul_add")?;
        Ok(MulAdd { module, compiled })
    }

    /// a * b + c through the JIT-compiled PTX.
    fn eval(&self, a: u32, b: u32, c: u32) -> Result<u64, ptxjit::Error> {
        let out = self
            .compiled
            .call(&[u64::from(a), u64::from(b), u64::from(c)])?;
        Ok(out[0] | out[1] << 32)
    }
}

fn main() -> Result<(), ptxjit::Error> {
    let f = MulAdd::new()?;
    let c = f.module.callable("mul_add")?;
    println!(
        "{} takes {:?} and returns {:?}",
        c.name,
        c.params.iter().map(|p| p.ty).collect::<Vec<_>>(),
        c.rets.iter().map(|p| p.ty).collect::<Vec<_>>()
    );
    for (a, b, cc) in [
        (3, 4, 5),
        (u32::MAX, u32::MAX, u32::MAX),
        (0x1234_5678, 0x9abc_def0, 1),
    ] {
        let got = f.eval(a, b, cc)?;
        let want = u64::from(a) * u64::from(b) + u64::from(cc);
        // The interpreter is the oracle: the JIT must agree with it.
        let oracle = f
            .module
            .call(Backend::Interp, "mul_add", &[a.into(), b.into(), cc.into()])?;
        assert_eq!(got, want);
        assert_eq!(got, oracle[0] | oracle[1] << 32);
        println!("{a:#x} * {b:#x} + {cc:#x} = {got:#x}");
    }
    // A value too wide for its parameter is an error, not a silent cut.
    match f.compiled.call(&[1 << 32, 1, 1]) {
        Err(e) => println!("as expected: {e}"),
        Ok(v) => panic!("a 33-bit value for a .b32 was accepted: {v:?}"),
    }
    Ok(())
}
