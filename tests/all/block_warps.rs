//! Warp-synchronous kernels with barriers run a whole block as warps in
//! the generated code (`N_BLOCK_WARPS`, lower/src/clif/mod.rs
//! `block_warps_end`): tests/ptx/block_warps.ptx on the host backend and
//! the interpreter against values worked out here, at one, two and four
//! warps, several blocks, and with a warp whose lanes stop at different
//! points (handed back to the runner).

use ptxjit::{Backend, KernelArg, Launch, Module};

fn run(backend: Backend, blocks: u32, n: u32) -> Vec<u32> {
    let src = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/ptx/block_warps.ptx"
    ))
    .unwrap();
    let m = Module::from_ptx(&src).unwrap();
    let k = m.prepare_kernel(backend, "allreduce").unwrap();
    let launch = Launch {
        grid: [blocks, 1, 1],
        block: [n, 1, 1],
        dynamic_shared: 0,
    };
    // Every block writes the same words: out[t] for t < n.
    let out = k
        .launch(&launch, &[KernelArg::Buffer(vec![0; 4 * n as usize])])
        .unwrap()[0]
        .clone()
        .unwrap();
    out.chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

#[test]
fn a_warp_synchronous_allreduce_with_barriers_gives_the_sum() {
    for n in [2u32, 32, 64, 128] {
        // S = sum of 3t + 1 over t < n.
        let s: u32 = (0..n).map(|t| 3 * t + 1).sum();
        let want: Vec<u32> = (0..n).map(|t| if t % 2 == 1 { s + 7 } else { s }).collect();
        for backend in super::kernel_backends() {
            for blocks in [1, 3] {
                assert_eq!(
                    run(backend, blocks, n),
                    want,
                    "{backend:?} n={n} blocks={blocks}"
                );
            }
        }
    }
}

#[test]
fn a_warp_synchronous_exchange_reads_the_partners_new_word() {
    let src = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/ptx/block_warps.ptx"
    ))
    .unwrap();
    let m = Module::from_ptx(&src).unwrap();
    for n in [2u32, 32, 64, 96] {
        // Two words per thread: 1000 + partner, in both epochs.
        let want: Vec<u32> = (0..n).flat_map(|t| [1000 + (t ^ 1); 2]).collect();
        for backend in super::kernel_backends() {
            let k = m.prepare_kernel(backend, "exchange").unwrap();
            let launch = Launch {
                grid: [2, 1, 1],
                block: [n, 1, 1],
                dynamic_shared: 0,
            };
            let out = k
                .launch(&launch, &[KernelArg::Buffer(vec![0; 8 * n as usize])])
                .unwrap()[0]
                .clone()
                .unwrap();
            let got: Vec<u32> = out
                .chunks(4)
                .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
                .collect();
            assert_eq!(got, want, "{backend:?} n={n}");
        }
    }
}
