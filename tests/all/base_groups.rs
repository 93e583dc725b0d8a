//! Base groups (`lower/src/clif/kernel/memory.rs`, `BaseGroup`): the
//! accesses of a function through one register at constant offsets are
//! tested once against the thread's `.local` run. Whatever the pointer
//! (inside the struct, straddling its end, before it, misaligned, or in
//! global memory), the host backend gives the interpreter's values and the
//! interpreter's fault (`tests/ptx/base_groups.ptx`); the values of the
//! valid launches are worked out here. An access through the same register
//! that the group does not cover (a `cp.async` past it) is checked alone.

use ptxjit::{Backend, KernelArg, Launch, Module};

fn module() -> (String, Module) {
    let src = std::fs::read_to_string(format!(
        "{}/tests/ptx/base_groups.ptx",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let m =
        Module::from_ptx(&src).unwrap_or_else(|e| panic!("{}", e.render("base_groups.ptx", &src)));
    (src, m)
}

/// `[out[0], out[1]]`, or the launch's error line.
fn run(m: &Module, src: &str, b: Backend, kernel: &str, args: &[u64]) -> Result<[u64; 2], String> {
    let l = Launch {
        grid: [1, 1, 1],
        block: [1, 1, 1],
        dynamic_shared: 0,
    };
    let mut a = vec![KernelArg::Buffer(vec![0; 256])];
    a.extend(args.iter().map(|&x| KernelArg::Scalar(x)));
    match m.launch(b, kernel, &l, &a) {
        Ok(out) => {
            let o = out[0].as_deref().unwrap();
            let w = |i: usize| u64::from_le_bytes(o[8 * i..8 * i + 8].try_into().unwrap());
            Ok([w(0), w(1)])
        }
        Err(e) => Err(e
            .render("base_groups.ptx", src)
            .lines()
            .next()
            .unwrap_or_default()
            .to_string()),
    }
}

#[test]
fn struct_fields_through_a_pointer_check_as_each_access_alone() {
    let (src, m) = module();
    // fields(p, x): x + (x + 1) + (x + 2) + the high word of field 0; the
    // kernel then reads field 56 (x + 2) itself.
    let x: u64 = 0x1_0000_0000;
    let want = [3 * x + 3 + (x >> 32), x + 2];
    let mut faults = 0;
    for space in [0u64, 1] {
        for off in [0u64, 1, 4, 8, 16, 24, 56, 64, 0xffff_fff8, 0xffff_ffff] {
            let i = run(&m, &src, Backend::Interp, "k", &[space, off]);
            let h = run(&m, &src, Backend::Host, "k", &[space, off]);
            assert_eq!(h, i, "k: space {space}, offset {off:#x}");
            // The local struct is 64 bytes and the only local variable;
            // the global pointer is 64 bytes into a 256-byte buffer.
            let room = if space == 0 { 64 } else { 192 };
            let valid = off % 8 == 0 && off + 64 <= room;
            assert_eq!(i.is_ok(), valid, "k: space {space}, offset {off:#x}: {i:?}");
            if valid {
                assert_eq!(i, Ok(want), "k: space {space}, offset {off:#x}");
            } else {
                faults += 1;
            }
        }
    }
    for off in [0u64, 4, 8, 12, 16, 60, 0xffff_fff8] {
        let i = run(&m, &src, Backend::Interp, "loc", &[off]);
        let h = run(&m, &src, Backend::Host, "loc", &[off]);
        assert_eq!(h, i, "loc: offset {off:#x}");
        let valid = off % 8 == 0 && off + 64 <= 64;
        assert_eq!(i.is_ok(), valid, "loc: offset {off:#x}: {i:?}");
        if valid {
            // out[0] = s[8] + s[0] = (off + 7) + (off << 32: the u32 at
            // +4); out[1] = s[8] read at the variable's address.
            assert_eq!(
                i,
                Ok([off + 7 + (off << 32), off + 7]),
                "loc: offset {off:#x}"
            );
        }
    }
    // Straddling and misaligned pointers fault at the access the
    // interpreter names (line 21, the store to field 56, for offset 8).
    let e = run(&m, &src, Backend::Host, "k", &[0, 8]).unwrap_err();
    assert!(e.contains("base_groups.ptx:21:"), "{e}");
    assert!(faults >= 10, "{faults}");
}

#[test]
fn an_access_outside_the_group_through_its_register_is_checked_alone() {
    let (src, m) = module();
    let i = run(&m, &src, Backend::Interp, "cp", &[]);
    let h = run(&m, &src, Backend::Host, "cp", &[]);
    assert_eq!(h, i);
    // The copy's source is 64 bytes into an 8-byte local struct (the
    // group's loads, at 0 and 4, are valid): line 102 faults. (The host
    // backend read it unchecked before the group test was limited to the
    // bytes it covers.)
    let e = i.unwrap_err();
    assert!(e.contains("base_groups.ptx:102:"), "{e}");
    assert!(e.contains("out-of-bounds access of 4 byte(s)"), "{e}");
}

#[test]
fn offsets_whose_span_overflows_form_no_group() {
    let (src, m) = module();
    let i = run(&m, &src, Backend::Interp, "farout", &[]);
    let h = run(&m, &src, Backend::Host, "farout", &[]);
    assert_eq!(h, i);
    // The first load, 2^63 - 8 bytes past the local struct, faults.
    let e = i.unwrap_err();
    assert!(e.contains("base_groups.ptx:138:"), "{e}");
    assert!(e.contains("at address 0x80000000a0000008"), "{e}");
}
