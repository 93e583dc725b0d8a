//! The root crate's integration tests, linked into one test binary (one link
//! of ptxjit with Cranelift and LLVM instead of one per file). Run one file's
//! tests with `cargo test --test all <module>::`, e.g.
//! `cargo test --test all host_vs_interp::`.

#[path = "../common/gen.rs"]
mod gen;
#[path = "../vectors/guarded_carry.rs"]
mod guarded_carry;
#[path = "../vectors/variants.rs"]
mod variants;
#[cfg(feature = "llvm")]
use ptxjit_testkit::video_ops;

// `video_ops` finds the generator through `super::Rng`.
use variants::Rng;

/// The backends that launch kernels on this machine without a GPU: host,
/// interp and, with the llvm feature, llvm.
pub fn kernel_backends() -> Vec<ptxjit::Backend> {
    let mut v = vec![ptxjit::Backend::Host, ptxjit::Backend::Interp];
    if ptxjit::Backend::Llvm.available().is_ok() {
        v.push(ptxjit::Backend::Llvm);
    }
    v
}

mod atomics;
mod barrier_saves;
mod base_groups;
mod block_warps;
mod check_rules;
#[cfg(feature = "cli")]
mod cli;
#[cfg(feature = "cli")]
mod cli_bugs;
#[cfg(feature = "cli")]
mod corpus;
mod cuda_bench_kernels;
mod device;
mod differential;
#[cfg(feature = "cli")]
mod emit_asm;
mod emit_golden;
mod fuzz;
mod generic_windows;
mod gpu;
mod host_constants;
mod host_sequences;
mod host_vs_interp;
mod hw_kernels;
mod hw_vectors;
#[cfg(feature = "cli")]
mod inspect;
mod interp_sequences;
mod isspacep;
mod kernels_clang;
mod kernels_host;
mod limits;
#[cfg(feature = "llvm")]
mod llvm_kernels;
mod llvm_vs_interp;
mod newly_accepted;
mod perfmap;
mod prefetch;
mod print_roundtrip;
mod printf;
mod ptxas_agreement;
mod ptxas_emitted;
mod public_bench;
#[cfg(feature = "cli")]
mod robustness;
#[cfg(feature = "cli")]
mod sanitize;
mod simt;
mod simt_barriers;
mod sregs;
mod textures;
mod tiered;
mod warps;
mod wide_sums;
mod zluda;
