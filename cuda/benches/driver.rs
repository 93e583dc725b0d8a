//! The drop-in driver against `Module::launch`, side by side, one core
//! of work each (`cargo bench -p ptxjit-cuda --bench driver`):
//!
//! * an empty kernel's launch, after the first compile;
//! * copies to, from and within device memory (GB/s);
//! * a launch with three 64 MiB buffers that touches one element of each
//!   (the driver's buffers stay in device memory; `Module::launch` copies
//!   each in and out);
//! * a bitonic sort of 2^20 elements (210 launches over one buffer).
//!
//! Kernels: `benches/bench.ptx`, NVRTC 12.9's PTX of the CUDA C in its
//! comments. Each case prints the median of its runs and the ratio to the
//! `Module::launch` way of doing the same work.

use std::ffi::c_void;
use std::ptr::null_mut;
use std::time::{Duration, Instant};

use cuda::*;
use ptxjit::{Backend, KernelArg, Launch, Module};

const PTX: &str = include_str!("bench.ptx");

/// Median of `runs` timings of `f` (after one untimed warm-up run).
fn median(runs: usize, mut f: impl FnMut()) -> Duration {
    f();
    let mut t: Vec<Duration> = (0..runs)
        .map(|_| {
            let s = Instant::now();
            f();
            s.elapsed()
        })
        .collect();
    t.sort();
    t[t.len() / 2]
}

fn check(r: CUresult) {
    assert_eq!(r, err::SUCCESS);
}

fn func(m: Handle, name: &std::ffi::CStr) -> Handle {
    let mut f: Handle = null_mut();
    check(unsafe { cuModuleGetFunction(&mut f, m, name.as_ptr()) });
    f
}

fn launch(f: Handle, grid: u32, block: u32, args: &mut [*mut c_void]) {
    check(unsafe {
        cuLaunchKernel(
            f,
            grid,
            1,
            1,
            block,
            1,
            1,
            0,
            null_mut(),
            if args.is_empty() {
                null_mut()
            } else {
                args.as_mut_ptr()
            },
            null_mut(),
        )
    });
}

fn row(case: &str, driver: Duration, module: Option<Duration>) {
    match module {
        Some(m) => println!(
            "{:<44} {:>12.1} {:>14.1} {:>8.2}x",
            case,
            driver.as_secs_f64() * 1e6,
            m.as_secs_f64() * 1e6,
            m.as_secs_f64() / driver.as_secs_f64()
        ),
        None => println!(
            "{:<44} {:>12.1} {:>14} {:>9}",
            case,
            driver.as_secs_f64() * 1e6,
            "-",
            "-"
        ),
    }
}

fn main() {
    // One core: the comparison is of the work done, not of parallelism.
    std::env::set_var("RAYON_NUM_THREADS", "1");
    // `cargo bench ... -- WORD` runs the cases whose name has WORD.
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let want = |case: &str| filter.as_deref().is_none_or(|f| case.contains(f));
    check(cuInit(0));
    let mut ctx: Handle = null_mut();
    check(unsafe { cuDevicePrimaryCtxRetain(&mut ctx, 0) });
    check(cuCtxSetCurrent(ctx));
    let src = format!("{}\0", PTX);
    let mut m: Handle = null_mut();
    check(unsafe { cuModuleLoadData(&mut m, src.as_ptr() as *const c_void) });
    let module = Module::from_ptx(PTX).unwrap();
    println!(
        "{:<44} {:>12} {:>14} {:>9}",
        "case", "driver_us", "Module::launch", "ratio"
    );

    // Empty kernel, one thread.
    if want("empty") {
        let empty = func(m, c"empty");
        let d = median(2001, || launch(empty, 1, 1, &mut []));
        let one = Launch {
            grid: [1, 1, 1],
            block: [1, 1, 1],
            dynamic_shared: 0,
        };
        let prepared = module.prepare_kernel(Backend::Host, "empty").unwrap();
        let p = median(2001, || {
            prepared.launch(&one, &[]).unwrap();
        });
        row("empty kernel launch (1 thread)", d, Some(p));
    }
    if !want("memcpy") && !want("buffers") && !want("bitonic") {
        return;
    }

    // Copies, 64 MiB.
    let n = 64 << 20;
    let host = vec![7u8; n];
    let mut back = vec![0u8; n];
    let (mut a, mut b) = (0u64, 0u64);
    check(unsafe { cuMemAlloc_v2(&mut a, n) });
    check(unsafe { cuMemAlloc_v2(&mut b, n) });
    let h2d = median(21, || {
        check(unsafe { cuMemcpyHtoD_v2(a, host.as_ptr() as *const c_void, n) })
    });
    let d2h = median(21, || {
        check(unsafe { cuMemcpyDtoH_v2(back.as_mut_ptr() as *mut c_void, a, n) })
    });
    let d2d = median(21, || check(cuMemcpyDtoD_v2(b, a, n)));
    for (what, t) in [("HtoD", h2d), ("DtoH", d2h), ("DtoD", d2d)] {
        println!(
            "{:<44} {:>12.1} {:>14} {:>9}   ({:.1} GB/s)",
            format!("memcpy {} 64 MiB", what),
            t.as_secs_f64() * 1e6,
            "-",
            "-",
            n as f64 / t.as_secs_f64() / 1e9
        );
    }

    // Three 64 MiB buffers, one element of each touched.
    let mut c = 0u64;
    check(unsafe { cuMemAlloc_v2(&mut c, n) });
    let touch = func(m, c"touch3");
    let (mut pa, mut pb, mut pc) = (a, b, c);
    let d = median(101, || {
        let mut args = [
            &mut pa as *mut u64 as *mut c_void,
            &mut pb as *mut u64 as *mut c_void,
            &mut pc as *mut u64 as *mut c_void,
        ];
        launch(touch, 1, 32, &mut args);
    });
    let k = module.prepare_kernel(Backend::Host, "touch3").unwrap();
    let bufs = [
        KernelArg::Buffer(vec![0; n]),
        KernelArg::Buffer(vec![0; n]),
        KernelArg::Buffer(vec![0; n]),
    ];
    let warp = Launch {
        grid: [1, 1, 1],
        block: [32, 1, 1],
        dynamic_shared: 0,
    };
    let p = median(11, || {
        k.launch(&warp, &bufs).unwrap();
    });
    row("launch with 3 x 64 MiB buffers", d, Some(p));
    drop(bufs);
    for x in [a, b, c] {
        check(cuMemFree_v2(x));
    }

    // Bitonic sort of 2^20 u32s: 210 launches over one buffer.
    let len: u32 = 1 << 20;
    let mut data: Vec<u32> = (0..len)
        .map(|i| i.wrapping_mul(2654435761) ^ 0x5bd1e995)
        .collect();
    let mut want = data.clone();
    want.sort_unstable();
    let bitonic = func(m, c"bitonic");
    let mut dbuf = 0u64;
    check(unsafe { cuMemAlloc_v2(&mut dbuf, len as usize * 4) });
    let mut sorted = vec![0u32; len as usize];
    let mut steps = 0;
    let d = median(3, || {
        check(unsafe { cuMemcpyHtoD_v2(dbuf, data.as_ptr() as *const c_void, len as usize * 4) });
        steps = 0;
        let mut k = 2u32;
        while k <= len {
            let mut j = k / 2;
            while j > 0 {
                let (mut p, mut jj, mut kk) = (dbuf, j, k);
                let mut args = [
                    &mut p as *mut u64 as *mut c_void,
                    &mut jj as *mut u32 as *mut c_void,
                    &mut kk as *mut u32 as *mut c_void,
                ];
                launch(bitonic, len / 256, 256, &mut args);
                steps += 1;
                j /= 2;
            }
            k *= 2;
        }
        check(unsafe {
            cuMemcpyDtoH_v2(sorted.as_mut_ptr() as *mut c_void, dbuf, len as usize * 4)
        });
    });
    assert_eq!(sorted, want, "the driver's sort");
    let kb = module.prepare_kernel(Backend::Host, "bitonic").unwrap();
    let grid = Launch {
        grid: [len / 256, 1, 1],
        block: [256, 1, 1],
        dynamic_shared: 0,
    };
    let p = median(3, || {
        let mut buf = ptxjit::to_bytes(&data);
        let mut k = 2u32;
        while k <= len {
            let mut j = k / 2;
            while j > 0 {
                let out = kb
                    .launch(
                        &grid,
                        &[
                            KernelArg::Buffer(buf),
                            KernelArg::Scalar(u64::from(j)),
                            KernelArg::Scalar(u64::from(k)),
                        ],
                    )
                    .unwrap();
                buf = out.into_iter().next().flatten().unwrap();
                j /= 2;
            }
            k *= 2;
        }
        sorted = ptxjit::from_bytes(&buf);
    });
    assert_eq!(sorted, want, "Module::launch's sort");
    row(
        &format!("bitonic sort 2^20 ({} launches)", steps),
        d,
        Some(p),
    );
    data.clear();
    check(cuMemFree_v2(dbuf));
}
