//! Generic loads and stores into the `.local` and `.shared` windows from a
//! `.func` (`tests/ptx/generic_windows.ptx`): at every offset of a 36-byte
//! local and a 40-byte shared array and every access size, the host backend (whose generated code
//! resolves accesses that cover valid whole 8-byte granules, aligned, and
//! leaves the rest to the runtime) gives the interpreter's values and the
//! interpreter's fault for the same launches; a few values are worked out
//! by hand.

use ptxjit::{Backend, KernelArg, Launch, Module};

fn module() -> (String, Module) {
    let src = std::fs::read_to_string(format!(
        "{}/tests/ptx/generic_windows.ptx",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let m = Module::from_ptx(&src)
        .unwrap_or_else(|e| panic!("{}", e.render("generic_windows.ptx", &src)));
    (src, m)
}

/// `[out[0], out[1]]`, or the launch's error.
fn run(
    m: &Module,
    src: &str,
    b: Backend,
    space: u32,
    off: u32,
    size: u32,
) -> Result<[u64; 2], String> {
    let l = Launch {
        grid: [1, 1, 1],
        block: [1, 1, 1],
        dynamic_shared: 0,
    };
    let args = [
        KernelArg::Buffer(vec![0; 16]),
        KernelArg::Scalar(space.into()),
        KernelArg::Scalar(off.into()),
        KernelArg::Scalar(size.into()),
    ];
    match m.launch(b, "k", &l, &args) {
        Ok(out) => {
            let o = out[0].as_deref().unwrap();
            let w = |i: usize| u64::from_le_bytes(o[8 * i..8 * i + 8].try_into().unwrap());
            Ok([w(0), w(1)])
        }
        // The error line (the notes after it differ: the interpreter names
        // the call stack and registers).
        Err(e) => Err(e
            .render("generic_windows.ptx", src)
            .lines()
            .next()
            .unwrap_or_default()
            .to_string()),
    }
}

/// Byte `i` of the local (space 0) or shared (space 1) array before the
/// stores.
fn byte(space: u32, i: u32) -> u64 {
    u64::from(if space == 0 { 7 * i + 1 } else { 5 * i + 3 } as u8)
}

#[test]
fn host_resolves_window_accesses_as_the_interpreter_does() {
    let (src, m) = module();
    let mut ok = 0;
    let mut faults = 0;
    for space in [0, 1] {
        for size in [1u32, 2, 4, 8, 16] {
            for off in 0..40 {
                let i = run(&m, &src, Backend::Interp, space, off, size);
                let h = run(&m, &src, Backend::Host, space, off, size);
                assert_eq!(h, i, "space {space} offset {off} size {size}");
                // Valid exactly when aligned and inside the array.
                let len = if space == 0 { 36 } else { 40 };
                let valid = off % size == 0 && off + size <= len;
                assert_eq!(
                    i.is_ok(),
                    valid,
                    "space {space} offset {off} size {size}: {i:?}"
                );
                if let Ok([v, first8]) = i {
                    let mut want = 0u64;
                    for k in 0..size.min(8) {
                        want |= byte(space, off + k) << (8 * k);
                    }
                    if size == 16 {
                        let mut hi = 0u64;
                        for k in 0..8 {
                            hi |= byte(space, off + 8 + k) << (8 * k);
                        }
                        want ^= hi;
                    }
                    assert_eq!(v, want, "space {space} offset {off} size {size}");
                    // The store went through the same window: the first 8
                    // bytes read back in their own space show it when it
                    // touched them.
                    let mut expect8 = 0u64;
                    for k in 0..8u32 {
                        let mut b = byte(space, k);
                        if k >= off && k < off + size {
                            let j = (k - off) % 8;
                            let src = if size == 16 { want } else { v };
                            b = ((src ^ 0x5a5a_5a5a_5a5a_5a5a) >> (8 * j)) & 0xff;
                        }
                        expect8 |= b << (8 * k);
                    }
                    assert_eq!(first8, expect8, "space {space} offset {off} size {size}");
                    ok += 1;
                } else {
                    faults += 1;
                }
            }
        }
    }
    // Both kinds were exercised (counted by hand from the rule above:
    // 36 + 18 + 9 + 4 + 2 valid local launches and 40 + 20 + 10 + 5 + 2
    // shared ones, of 200 each).
    assert_eq!((ok, faults), (69 + 77, 131 + 123));
}

/// Each thread's generic pointer to its own `.local` array, passed to a
/// `.func`, reaches that thread's array (the thread state's arena), for 64
/// threads of two blocks: out[i] = 3 * i + 1, written through the pointer
/// and read back as `.local`.
#[test]
fn each_thread_reaches_its_own_local_array_through_a_func() {
    let src = ".version 7.0\n.target sm_80\n.address_size 64\n\
        .func put(.reg .b64 p, .reg .b32 v) {\n\
        st.u32 [p+4], v;\n\
        ret;\n}\n\
        .visible .entry k(.param .u64 out) {\n\
        .local .align 8 .b8 buf[8];\n\
        .reg .b32 %r<6>; .reg .b64 %rd<6>;\n\
        mov.u32 %r1, %tid.x;\n\
        mov.u32 %r2, %ctaid.x;\n\
        mov.u32 %r3, %ntid.x;\n\
        mad.lo.u32 %r1, %r2, %r3, %r1;\n\
        mad.lo.u32 %r4, %r1, 3, 1;\n\
        mov.u64 %rd1, buf;\n\
        cvta.local.u64 %rd2, %rd1;\n\
        call put, (%rd2, %r4);\n\
        ld.local.u32 %r5, [buf+4];\n\
        ld.param.u64 %rd3, [out];\n\
        cvta.to.global.u64 %rd3, %rd3;\n\
        mul.wide.u32 %rd4, %r1, 4;\n\
        add.s64 %rd5, %rd3, %rd4;\n\
        st.global.u32 [%rd5], %r5;\n\
        ret;\n}\n";
    let m = Module::from_ptx(src).unwrap();
    let l = Launch {
        grid: [2, 1, 1],
        block: [32, 1, 1],
        dynamic_shared: 0,
    };
    let want: Vec<u8> = (0..64u32).flat_map(|i| (3 * i + 1).to_le_bytes()).collect();
    for b in [Backend::Interp, Backend::Host] {
        let out = m
            .launch(b, "k", &l, &[KernelArg::Buffer(vec![0; 256])])
            .unwrap();
        assert_eq!(out[0].as_deref(), Some(&want[..]), "{b:?}");
    }
}
