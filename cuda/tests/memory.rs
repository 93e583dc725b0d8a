//! A long-lived process that loads, launches and unloads hundreds of
//! modules through the driver stays bounded: module variables, device
//! allocations, compiled code and launch memory are all given back.
//! (Its own test binary: the resident set of the process is measured.)

use std::ffi::{c_char, c_void};
use std::ptr::null_mut;

use cuda::*;

fn rss_kib() -> u64 {
    let s = std::fs::read_to_string("/proc/self/statm").unwrap();
    let pages: u64 = s.split_whitespace().nth(1).unwrap().parse().unwrap();
    pages * 4
}

/// Fills `n` u32s at `p` with their index, and the module's `.global`
/// array of 1 MiB too (index modulo its length).
const PTX: &str = ".version 7.8\n.target sm_80\n.address_size 64\n\
.global .u32 big[262144];\n\
.entry fill(.param .u64 p, .param .u32 n) {\n\
  .reg .b32 %r<6>; .reg .b64 %rd<6>; .reg .pred %q;\n\
  ld.param.u64 %rd1, [p]; ld.param.u32 %r1, [n];\n\
  mov.u32 %r2, %ctaid.x; mov.u32 %r3, %ntid.x; mov.u32 %r4, %tid.x; mad.lo.u32 %r2, %r2, %r3, %r4;\n\
  setp.ge.u32 %q, %r2, %r1; @%q ret;\n\
  mul.wide.u32 %rd2, %r2, 4; add.u64 %rd3, %rd1, %rd2; st.global.u32 [%rd3], %r2;\n\
  and.b32 %r5, %r2, 262143; mul.wide.u32 %rd2, %r5, 4;\n\
  mov.u64 %rd4, big; add.u64 %rd5, %rd4, %rd2; st.global.u32 [%rd5], %r2; ret; }\n\0";

#[test]
fn hundreds_of_modules_stay_bounded() {
    assert_eq!(cuInit(0), err::SUCCESS);
    let mut c: Handle = null_mut();
    assert_eq!(unsafe { cuCtxCreate_v2(&mut c, 0, 0) }, err::SUCCESS);
    let n: u32 = 1 << 20; // 4 MiB per allocation
    let mut at_20 = 0;
    for round in 0..300 {
        if round == 20 {
            at_20 = rss_kib();
        }
        unsafe {
            let mut m: Handle = null_mut();
            assert_eq!(
                cuModuleLoadData(&mut m, PTX.as_ptr() as *const c_void),
                err::SUCCESS
            );
            let mut f: Handle = null_mut();
            assert_eq!(
                cuModuleGetFunction(&mut f, m, c"fill".as_ptr() as *const c_char),
                err::SUCCESS
            );
            let mut p = 0;
            assert_eq!(cuMemAlloc_v2(&mut p, n as usize * 4), err::SUCCESS);
            let (mut pp, mut nn) = (p, n);
            let mut args = [
                &mut pp as *mut u64 as *mut c_void,
                &mut nn as *mut u32 as *mut c_void,
            ];
            assert_eq!(
                cuLaunchKernel(
                    f,
                    n / 256,
                    1,
                    1,
                    256,
                    1,
                    1,
                    0,
                    null_mut(),
                    args.as_mut_ptr(),
                    null_mut()
                ),
                err::SUCCESS
            );
            let mut last = 0u32;
            assert_eq!(
                cuMemcpyDtoH_v2(
                    &mut last as *mut u32 as *mut c_void,
                    p + 4 * u64::from(n - 1),
                    4
                ),
                err::SUCCESS
            );
            assert_eq!(last, n - 1);
            assert_eq!(cuMemFree_v2(p), err::SUCCESS);
            assert_eq!(cuModuleUnload(m), err::SUCCESS);
        }
    }
    let end = rss_kib();
    // 280 more rounds, each with 5 MiB of device memory and a compiled
    // kernel: holding on to any of it would add 1.4 GB.
    assert!(
        end < at_20 + 64 * 1024,
        "resident set grew from {} KiB to {} KiB",
        at_20,
        end
    );
    let (mut free, mut total) = (0usize, 0usize);
    assert_eq!(
        unsafe { cuMemGetInfo_v2(&mut free, &mut total) },
        err::SUCCESS
    );
    assert_eq!(free, total, "every byte of device memory is free again");
}
