//! Launch a `.entry` kernel with buffers: `examples/reduce.ptx` sums each
//! block of 64 `u32`s with shared memory and `bar.sync`. The kernel is
//! prepared (compiled) once and launched several times; buffers go in as
//! `&[u32]` and come back as bytes, read with `ptxjit::from_bytes`.
//!
//! `cargo run --example launch_kernel`

use ptxjit::{Backend, KernelArg, Launch, Module};

fn main() -> Result<(), ptxjit::Error> {
    let m = Module::from_ptx(include_str!("reduce.ptx"))?;
    let kernel = m.prepare_kernel(Backend::Host, "block_sum")?;
    for blocks in [1u32, 4, 32] {
        let input: Vec<u32> = (0..blocks * 64).map(|i| i * 7 + 1).collect();
        let launch = Launch {
            grid: [blocks, 1, 1],
            block: [64, 1, 1],
            dynamic_shared: 0,
        };
        let out = kernel.launch(
            &launch,
            &[
                KernelArg::buffer(&input),
                KernelArg::zeros::<u32>(blocks as usize),
            ],
        )?;
        // One result per argument: the final bytes of each buffer.
        let sums: Vec<u32> = ptxjit::from_bytes(out[1].as_deref().unwrap_or_default());
        let want: Vec<u32> = input.chunks(64).map(|c| c.iter().sum()).collect();
        assert_eq!(sums, want);
        // The same launch on the reference interpreter.
        let oracle = m.launch(
            Backend::Interp,
            "block_sum",
            &launch,
            &[
                KernelArg::buffer(&input),
                KernelArg::zeros::<u32>(blocks as usize),
            ],
        )?;
        assert_eq!(out, oracle);
        println!(
            "{blocks:>2} block(s): sums {:?}...",
            &sums[..sums.len().min(4)]
        );
    }
    // A fault is an error naming the thread and the PTX line.
    let short = Launch {
        grid: [2, 1, 1],
        block: [64, 1, 1],
        dynamic_shared: 0,
    };
    let err = kernel
        .launch(
            &short,
            &[KernelArg::zeros::<u32>(64), KernelArg::zeros::<u32>(2)],
        )
        .expect_err("block 1 reads past the 64-element input");
    println!("as expected:\n{}", err.render("reduce.ptx", m.source()));
    Ok(())
}
