//! `printf` and `assert` from kernels (`vprintf`, `__assertfail`) on the host
//! backend and the interpreter, against what an H100 printed for the same
//! PTX (tests/cuda/printf.ptx, clang-19's output of tests/cuda/printf.cu;
//! the GPU's output is tests/vectors/printf/h100.txt).

use ptxjit::{Arg, Backend, Device, Launch};

#[cfg(feature = "llvm")]
const BACKENDS: [Backend; 3] = [Backend::Host, Backend::Interp, Backend::Llvm];
#[cfg(not(feature = "llvm"))]
const BACKENDS: [Backend; 2] = [Backend::Host, Backend::Interp];

fn ptx() -> String {
    std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/cuda/printf.ptx"
    ))
    .unwrap()
}

/// The GPU's record, section `name` (`formats`, `order`, `asserts`): its
/// lines without comments.
fn gpu(name: &str) -> Vec<String> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/vectors/printf/h100.txt"
    ))
    .unwrap();
    let mut out = Vec::new();
    let mut on = false;
    for l in text.lines() {
        if let Some(h) = l.strip_prefix("== printf ") {
            on = h == name;
        } else if on && !l.starts_with('#') {
            out.push(l.to_string());
        }
    }
    assert!(!out.is_empty(), "no section {name}");
    out
}

fn one(n: u32, blocks: u32) -> Launch {
    Launch {
        grid: [blocks, 1, 1],
        block: [n, 1, 1],
        dynamic_shared: 0,
    }
}

fn f64_bits(x: f64) -> i64 {
    x.to_bits() as i64
}

#[test]
fn formats_print_what_an_h100_printed() {
    let want = gpu("formats");
    for b in BACKENDS {
        let dev = Device::new(b).unwrap();
        dev.capture_printf();
        let m = dev.load_ptx(&ptx()).unwrap();
        let v = dev.alloc::<i64>(13).unwrap();
        v.write(&[
            i64::from(i32::MIN),
            42,
            i64::MIN,
            0xfedc_ba98_7654_3210u64 as i64,
            f64_bits(1.5),
            f64_bits(-0.0),
            f64_bits(f64::INFINITY),
            0x7ff8_0000_0000_0000,
            f64_bits(123456.789),
            f64_bits(1e-5),
            f64_bits(-1.5),
            f64_bits(150000.0),
            f64_bits(1500000.0),
        ])
        .unwrap();
        let s = dev.alloc::<u8>(13).unwrap();
        s.write(b"hello, world\0").unwrap();
        let ret = dev.alloc::<i32>(32).unwrap();
        ret.write(&[-7; 32]).unwrap();
        m.kernel("formats")
            .unwrap()
            .launch(
                &one(1, 1),
                &[Arg::Ptr(v.addr()), Arg::Ptr(s.addr()), Arg::Ptr(ret.addr())],
            )
            .unwrap();
        let text = String::from_utf8(dev.take_printf()).unwrap();
        let got: Vec<&str> = text.lines().collect();
        // The GPU's lines, then its "returns:" and "s at" lines.
        assert_eq!(got.len() + 2, want.len(), "{b:?}: {text}");
        for (i, (g, w)) in got.iter().zip(&want).enumerate() {
            match i {
                // %p prints the device address; the GPU's and ours differ.
                9 => {
                    let addr = format!("[{:#x}] [(nil)]", s.addr());
                    assert_eq!(*g, addr, "{b:?}");
                    assert!(w.starts_with("[0x7f") && w.ends_with("] [(nil)]"), "{w}");
                }
                // %hhd/%hhu: CUDA takes no argument; an H100 printed 91 and
                // 104, ptxjit prints the next argument (342) as C does.
                6 => {
                    assert_eq!(*w, "[4506] [4506] [91] [104]");
                    assert_eq!(*g, "[4506] [4506] [86] [86]", "{b:?}");
                }
                _ => assert_eq!(g, w, "{b:?}: line {}", i + 1),
            }
        }
        // The return values: the number of arguments each format takes.
        let returns: Vec<String> = ret.to_vec().unwrap().iter().map(i32::to_string).collect();
        assert_eq!(
            format!("returns: {}", returns.join(" ")),
            want[want.len() - 2],
            "{b:?}"
        );
    }
}

#[test]
fn a_launch_prints_warp_by_warp_each_printf_lane_by_lane() {
    let gpu_lines = gpu("order");
    for b in BACKENDS {
        let dev = Device::new(b).unwrap();
        dev.capture_printf();
        let m = dev.load_ptx(&ptx()).unwrap();
        m.kernel("order").unwrap().launch(&one(70, 2), &[]).unwrap();
        let text = String::from_utf8(dev.take_printf()).unwrap();
        let got: Vec<&str> = text.lines().collect();
        // The same lines as the GPU's, in another order.
        let (mut g, mut w) = (
            got.clone(),
            gpu_lines.iter().map(String::as_str).collect::<Vec<_>>(),
        );
        g.sort_unstable();
        w.sort_unstable();
        assert_eq!(g, w, "{b:?}");
        // Ours: block 0's warp 0 first, its A line for each lane in order,
        // then its B lines, then the branch's lines by lane.
        let mut want = Vec::new();
        for blk in 0..2 {
            for warp in 0..3u32 {
                let lanes = (warp * 32)..(warp * 32 + 32).min(70);
                for t in lanes.clone() {
                    want.push(format!("A blk={blk} t={t}"));
                }
                for t in lanes.clone() {
                    want.push(format!("B blk={blk} t={t}"));
                }
                for t in lanes.clone() {
                    want.push(format!(
                        "{} blk={blk} t={t}",
                        if t % 2 == 1 { "odd" } else { "even" }
                    ));
                }
                if warp == 0 {
                    want.push(format!("three blk={blk}"));
                }
            }
        }
        assert_eq!(got, want, "{b:?}");
        // Within each warp the GPU printed the same A and B lines in the
        // same order as ours.
        for prefix in ["A blk=0 ", "B blk=1 "] {
            let mine: Vec<&str> = got
                .iter()
                .copied()
                .filter(|l| l.starts_with(prefix))
                .collect();
            let theirs: Vec<&str> = gpu_lines
                .iter()
                .map(String::as_str)
                .filter(|l| l.starts_with(prefix))
                .collect();
            let warp_of = |l: &&str| l.rsplit('=').next().unwrap().parse::<u32>().unwrap() / 32;
            for warp in 0..3 {
                let a: Vec<_> = mine.iter().filter(|l| warp_of(l) == warp).collect();
                let b2: Vec<_> = theirs.iter().filter(|l| warp_of(l) == warp).collect();
                assert_eq!(a, b2, "{b:?} warp {warp}");
            }
        }
    }
}

#[test]
fn a_failed_assert_prints_cudas_line_and_stops_the_launch() {
    let gpu_lines = gpu("asserts");
    for b in BACKENDS {
        let dev = Device::new(b).unwrap();
        dev.capture_printf();
        let m = dev.load_ptx(&ptx()).unwrap();
        let v = dev.alloc::<i32>(6).unwrap();
        v.write(&[0, 0, 5, 0, 0, 7]).unwrap();
        let e = m
            .kernel("asserts")
            .unwrap()
            .launch(&one(6, 2), &[Arg::Ptr(v.addr())])
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("thread %ctaid=(0,0,0) %tid=(2,0,0): device-side assert triggered"),
            "{b:?}: {e}"
        );
        // The first failing thread's line first, as the GPU printed it;
        // the host backend also prints the lines of blocks that ran at the
        // same time (the GPU printed every failing thread's), each one of
        // the GPU's.
        let text = String::from_utf8(dev.take_printf()).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines.first().copied(),
            Some(gpu_lines[0].as_str()),
            "{b:?}: {text}"
        );
        assert!(
            lines.iter().all(|l| gpu_lines.iter().any(|g| g == l)),
            "{b:?}: {text}"
        );
        if b == Backend::Interp {
            assert_eq!(lines.len(), 1, "{text}");
        }
    }
}

#[test]
fn printf_of_an_unreadable_argument_is_an_error_not_a_crash() {
    // printf("%s", (char *)8): the string cannot be read.
    let text = ".version 7.8\n.target sm_80\n.address_size 64\n\
        .extern .func (.param .b32 r) vprintf(.param .b64 f, .param .b64 a);\n\
        .global .align 1 .b8 fmt[4] = {37, 115, 10, 0};\n\
        .entry k() {\n\
        .local .align 8 .b8 buf[8];\n\
        .reg .b64 %rd<4>; .reg .b32 %r1;\n\
        mov.u64 %rd1, buf; cvta.local.u64 %rd1, %rd1; st.local.u64 [buf], 8;\n\
        mov.u64 %rd2, fmt; cvta.global.u64 %rd2, %rd2;\n\
        { .param .b64 p0; st.param.b64 [p0], %rd2; .param .b64 p1; st.param.b64 [p1], %rd1;\n\
        .param .b32 r0; call.uni (r0), vprintf, (p0, p1); ld.param.b32 %r1, [r0]; }\n\
        ret; }\n";
    for b in BACKENDS {
        let dev = Device::new(b).unwrap();
        dev.capture_printf();
        let m = dev.load_ptx(text).unwrap();
        let e = m
            .kernel("k")
            .unwrap()
            .launch(&one(1, 1), &[])
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("printf cannot read a %s string at address 0x8 (1 byte(s))"),
            "{b:?}: {e}"
        );
        assert!(dev.take_printf().is_empty());
    }
}
