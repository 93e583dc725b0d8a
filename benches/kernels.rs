//! Criterion benchmarks (being written): JIT-compiled PTX against native Rust.
fn main() {}
