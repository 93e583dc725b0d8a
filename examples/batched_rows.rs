//! Many calls in one native loop: `Prepared::run_flat_rows` runs a `.func`
//! over a million rows of inputs (the JIT generates the loop), here a
//! 128-bit addition with carry chains from `examples/carry_chain.ptx`,
//! checked against `u128` arithmetic.
//!
//! `cargo run --release --example batched_rows`

use ptxjit::{Backend, Module};

fn main() -> Result<(), ptxjit::Error> {
    let m = Module::from_ptx(include_str!("carry_chain.ptx"))?;
    let add = m.prepare(Backend::Host, "add128")?;
    let (np, nr) = (add.params().len(), add.rets().len()); // 8 limbs in, 4 out
    let n = 1_000_000;
    // Rows are flat: row i holds a0..a3, b0..b3 (u32 limbs, low first).
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state & 0xffff_ffff
    };
    let inputs: Vec<u64> = (0..n * np).map(|_| next()).collect();
    let mut outputs = vec![0u64; n * nr];
    // A first pass touches the fresh output pages; time the second.
    add.run_flat_rows(&inputs, &mut outputs, n)?;
    let t = std::time::Instant::now();
    add.run_flat_rows(&inputs, &mut outputs, n)?;
    let secs = t.elapsed().as_secs_f64();
    let limbs = |v: &[u64]| {
        v.iter()
            .rev()
            .fold(0u128, |acc, &l| acc << 32 | u128::from(l))
    };
    for (row, out) in inputs.chunks(np).zip(outputs.chunks(nr)) {
        let want = limbs(&row[..4]).wrapping_add(limbs(&row[4..]));
        assert_eq!(limbs(out), want, "inputs {row:x?}");
    }
    println!(
        "{n} additions of 128-bit numbers in {:.1} ms ({:.1} ns per call, one thread), all equal to u128 sums",
        secs * 1e3,
        secs * 1e9 / n as f64
    );
    Ok(())
}
