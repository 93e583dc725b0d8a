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
