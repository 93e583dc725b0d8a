//! Put the host JIT side by side with an NVIDIA GPU: run the same `.func`
//! on both with the same random rows and compare bit for bit. Without a
//! GPU (or a build without the `cuda` and `llvm` features) it says why and
//! compares against the reference interpreter instead.
//!
//! `cargo run --release --example compare_gpu`

use ptxjit::{inputs, Backend, Module};

fn main() -> Result<(), ptxjit::Error> {
    let m = Module::from_ptx(include_str!("video.ptx"))?;
    let other = match Backend::Gpu.available() {
        Ok(()) => Backend::Gpu,
        Err(why) => {
            println!("no GPU here ({why}); comparing with the interpreter");
            Backend::Interp
        }
    };
    for c in m.callables() {
        if !c.callable_with_values() {
            continue;
        }
        let sig = m.signature(&c.name)?;
        // Seeded random rows with edge values (0, 1, MAX, ...) mixed in.
        let rows = inputs::random_rows(&sig.params, 100_000, 1);
        let host = m.call_many(Backend::Host, &c.name, &rows)?;
        let theirs = m.call_many(other, &c.name, &rows)?;
        let bad = host.iter().zip(&theirs).filter(|(h, o)| h != o).count();
        println!(
            "{}: {}/{} rows equal on host and {}",
            c.name,
            rows.len() - bad,
            rows.len(),
            other.name()
        );
        assert_eq!(bad, 0);
    }
    Ok(())
}
