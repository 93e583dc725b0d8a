//! Kernels compiled by clang-19 from `tests/cuda/*.cu` (PTX committed): the
//! call ABI clang emits for device functions it does not inline, with
//! by-value structs. Expected values are computed here in Rust from the CUDA
//! source's meaning, independently of ptxjit.

use ptxjit::{Backend, KernelArg, Launch, Module};

fn u64s(b: &[u8]) -> Vec<u64> {
    b.chunks(8)
        .map(|c| u64::from_le_bytes(c.try_into().expect("8 bytes")))
        .collect()
}

fn bytes64(v: &[u64]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn mix(x: u64, k: u32) -> u64 {
    (x ^ (x >> 29))
        .wrapping_mul(0xbf58_476d_1ce4_e5b9)
        .wrapping_add(u64::from(k))
}

/// `add128(U128 a, U128 b)` and `mix(u64, u32)` are `.func`s called with
/// `st.param`/`call.uni`/`ld.param` from the kernel; the 16-byte structs go
/// in and come back whole (both backends used to keep 8 bytes; the host
/// rejected `st.param` in a kernel).
#[test]
fn clang_calls_with_by_value_structs() {
    let src = include_str!("../cuda/calls.ptx");
    let m = Module::from_ptx(src).expect("module");
    let n = 67usize;
    let mut s = 0x1234_5678_9abc_def0u64;
    let mut next = || {
        s = s
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        s ^ (s >> 31)
    };
    let mut a: Vec<u64> = (0..2 * n).map(|_| next()).collect();
    let b: Vec<u64> = (0..2 * n).map(|_| next()).collect();
    // Carries out of the low half, and a wrap of the high half.
    a[0] = u64::MAX;
    a[1] = u64::MAX;
    a[2] = u64::MAX - 1;
    let l = Launch {
        grid: [3, 1, 1],
        block: [32, 1, 1],
        dynamic_shared: 0,
    };
    let args = [
        KernelArg::Buffer(bytes64(&a)),
        KernelArg::Buffer(bytes64(&b)),
        KernelArg::Buffer(vec![0; 16 * n]),
        KernelArg::Buffer(vec![0; 8 * n]),
        KernelArg::Scalar(n as u64),
    ];
    let name = "_Z5callsPK4U128S1_PS_Pyj";
    for backend in super::kernel_backends() {
        let out = m
            .launch(backend, name, &l, &args)
            .unwrap_or_else(|e| panic!("{backend:?}: {e}"));
        let sum = u64s(out[2].as_ref().expect("out"));
        let mixed = u64s(out[3].as_ref().expect("m"));
        for i in 0..n {
            let (alo, ahi, blo, bhi) = (a[2 * i], a[2 * i + 1], b[2 * i], b[2 * i + 1]);
            let full = (u128::from(ahi) << 64 | u128::from(alo))
                .wrapping_add(u128::from(bhi) << 64 | u128::from(blo));
            assert_eq!(sum[2 * i], full as u64, "{backend:?} lo {i}");
            assert_eq!(sum[2 * i + 1], (full >> 64) as u64, "{backend:?} hi {i}");
            assert_eq!(mixed[i], mix(alo, i as u32), "{backend:?} mix {i}");
        }
    }
}

/// `pick(Arr4 a, unsigned i)` indexes its by-value struct with a variable:
/// clang takes the address of the `.param` (`mov.b64 %rd1, param; ...
/// ld.param.u32 [%rd4]`). The host backend rejected it ("only available
/// inside a .entry kernel"), the interpreter lost bytes 8..16.
#[test]
fn clang_param_address_in_a_func() {
    let src = include_str!("../cuda/param_addr.ptx");
    let m = Module::from_ptx(src).expect("module");
    let n = 40usize;
    let input: Vec<u32> = (0..4 * n as u32)
        .map(|k| k.wrapping_mul(0x9e37_79b9))
        .collect();
    let l = Launch {
        grid: [2, 1, 1],
        block: [32, 1, 1],
        dynamic_shared: 0,
    };
    let args = [
        KernelArg::Buffer(input.iter().flat_map(|x| x.to_le_bytes()).collect()),
        KernelArg::Buffer(vec![0; 4 * n]),
        KernelArg::Scalar(n as u64),
    ];
    for backend in super::kernel_backends() {
        let out = m
            .launch(backend, "_Z10param_addrPKjPjj", &l, &args)
            .unwrap_or_else(|e| panic!("{backend:?}: {e}"));
        let got: Vec<u32> = out[1]
            .as_ref()
            .expect("out")
            .chunks(4)
            .map(|c| u32::from_le_bytes(c.try_into().expect("4 bytes")))
            .collect();
        for i in 0..n {
            assert_eq!(got[i], input[4 * i + (i & 3)], "{backend:?} row {i}");
        }
    }
}

/// A `.param` address used past the end of the variable is an
/// out-of-bounds error on both backends, never a read of the host stack.
#[test]
fn param_address_past_the_variable_is_a_fault() {
    let src = r#"
.version 7.8
.target sm_80
.address_size 64
.func (.param .b32 r) peek(.param .align 4 .b8 a[8], .param .b32 i)
{
  .reg .b64 %rd<4>;
  .reg .b32 %r<4>;
  mov.b64 %rd1, a;
  ld.param.u32 %r1, [i];
  mul.wide.u32 %rd2, %r1, 4;
  add.s64 %rd3, %rd1, %rd2;
  ld.param.u32 %r2, [%rd3];
  st.param.b32 [r], %r2;
  ret;
}
.visible .entry k(.param .u64 out, .param .u32 idx)
{
  .reg .b64 %rd<3>;
  .reg .b32 %r<4>;
  ld.param.u64 %rd1, [out];
  ld.param.u32 %r1, [idx];
  {
  .param .align 4 .b8 p0[8];
  st.param.b32 [p0], 11;
  st.param.b32 [p0+4], 22;
  .param .b32 p1;
  st.param.b32 [p1], %r1;
  .param .b32 rv;
  call.uni (rv), peek, (p0, p1);
  ld.param.b32 %r2, [rv];
  }
  st.global.u32 [%rd1], %r2;
  ret;
}
"#;
    let m = Module::from_ptx(src).expect("module");
    let l = Launch {
        grid: [1, 1, 1],
        block: [1, 1, 1],
        dynamic_shared: 0,
    };
    for backend in super::kernel_backends() {
        for (i, want) in [
            (0u64, Some(11u32)),
            (1, Some(22)),
            (2, None),
            (1 << 20, None),
        ] {
            let args = [KernelArg::Buffer(vec![0; 4]), KernelArg::Scalar(i)];
            match (m.launch(backend, "k", &l, &args), want) {
                (Ok(out), Some(w)) => {
                    let b = out[0].as_ref().expect("out");
                    assert_eq!(u32::from_le_bytes(b[..4].try_into().unwrap()), w);
                }
                (Err(e), None) => {
                    let e = e.to_string();
                    assert!(e.contains("out-of-bounds access of 4 byte(s)"), "{e}");
                }
                (r, w) => panic!("{backend:?} index {i}: {r:?}, wanted {w:?}"),
            }
        }
    }
}

fn u32s(b: &[u8]) -> Vec<u32> {
    b.chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().expect("4 bytes")))
        .collect()
}

/// `cp.async` of 16 and 4 bytes into two shared tiles, committed and waited
/// for, then each thread reads its neighbour's part after the barrier.
#[test]
fn clang_cp_async_tile() {
    let src = include_str!("../cuda/cp_async.ptx");
    let m = Module::from_ptx(src).expect("module");
    let input: Vec<u32> = (0..640u32).map(|i| i.wrapping_mul(2_654_435_761)).collect();
    let args = [
        KernelArg::Buffer(input.iter().flat_map(|x| x.to_le_bytes()).collect()),
        KernelArg::Buffer(vec![0; 640 * 4]),
    ];
    let l = Launch {
        grid: [2, 1, 1],
        block: [64, 1, 1],
        dynamic_shared: 0,
    };
    let h = m.launch(Backend::Host, "rotate_tile", &l, &args).unwrap();
    let i = m.launch(Backend::Interp, "rotate_tile", &l, &args).unwrap();
    assert_eq!(h, i);
    let out = u32s(h[1].as_ref().unwrap());
    for b in 0..2 {
        let base = b * 320;
        for t in 0..64 {
            let n = (t + 1) % 64;
            for k in 0..4 {
                assert_eq!(
                    out[base + 4 * t + k],
                    input[base + 4 * n + k],
                    "block {b} thread {t}"
                );
            }
            assert_eq!(out[base + 256 + t], input[base + 256 + n], "tail {b} {t}");
        }
    }
}

/// `cp.async` with a source size in a register zero-fills the rest, and
/// `ignore-src` copies zeros, on both backends; only the bytes copied must
/// exist (the input buffer holds just `n` of the 16).
#[test]
fn cp_async_source_size_zero_fills() {
    let src = r#"
.version 7.8
.target sm_80
.address_size 64
.visible .entry k(.param .u64 in, .param .u64 out, .param .u32 n) {
    .reg .b32 %r<8>; .reg .b64 %rd<8>; .reg .pred %p<2>;
    .shared .align 16 .b8 t[32];
    ld.param.u64 %rd1, [in];
    ld.param.u64 %rd2, [out];
    ld.param.u32 %r1, [n];
    mov.u64 %rd3, t;
    cp.async.cg.shared.global [%rd3], [%rd1], 16, %r1;
    setp.ne.u32 %p1, %r1, 0;
    cp.async.ca.shared.global [%rd3+16], [%rd1], 8, %p1;
    cp.async.commit_group;
    cp.async.wait_all;
    ld.shared.v4.u32 {%r2, %r3, %r4, %r5}, [%rd3];
    st.global.v4.u32 [%rd2], {%r2, %r3, %r4, %r5};
    ld.shared.v2.u32 {%r2, %r3}, [%rd3+16];
    st.global.v2.u32 [%rd2+16], {%r2, %r3};
    ret;
}
"#;
    let m = Module::from_ptx(src).expect("module");
    let l = Launch {
        grid: [1, 1, 1],
        block: [1, 1, 1],
        dynamic_shared: 0,
    };
    let input: Vec<u8> = (1..=16).collect();
    for n in [0u64, 5, 16] {
        // With n = 0 the second copy reads 8 bytes.
        let have = (n as usize).max(if n == 0 { 8 } else { 0 });
        let args = [
            KernelArg::Buffer(input[..have].to_vec()),
            KernelArg::Buffer(vec![0xee; 24]),
            KernelArg::Scalar(n),
        ];
        let mut want = vec![0u8; 24];
        want[..n as usize].copy_from_slice(&input[..n as usize]);
        if n == 0 {
            want[16..24].copy_from_slice(&input[..8]);
        }
        for b in [Backend::Interp, Backend::Host] {
            let out = m
                .launch(b, "k", &l, &args)
                .unwrap_or_else(|e| panic!("{b:?} n = {n}: {e}"));
            assert_eq!(out[1].as_deref(), Some(want.as_slice()), "{b:?} n = {n}");
        }
    }
}

/// The arguments and launch of `benches/cuda/stereo.ptx` for two images of
/// `ww` words (4 pixels each) by `h` rows: one block of 256 threads per
/// 32 x 8 words.
pub(crate) fn stereo_launch(
    left: Vec<u8>,
    right: Vec<u8>,
    ww: usize,
    h: usize,
) -> ([KernelArg; 5], Launch) {
    let args = [
        KernelArg::Buffer(left),
        KernelArg::Buffer(right),
        KernelArg::Buffer(vec![0; 4 * ww * h]),
        KernelArg::Scalar(ww as u64),
        KernelArg::Scalar(h as u64),
    ];
    let l = Launch {
        grid: [((ww / 32) * (h / 8)) as u32, 1, 1],
        block: [256, 1, 1],
        dynamic_shared: 0,
    };
    (args, l)
}

/// benches/cuda/stereo.cu (clang-compiled; three `bar.sync` per disparity,
/// registers live across them in a loop): host and interp agree, and where
/// the left image is the right one shifted by 11 pixels, every word whose
/// window is not clamped finds disparity 11 at cost 0.
#[test]
fn clang_stereo_finds_the_shift() {
    let src = include_str!("../../benches/cuda/stereo.ptx");
    let m = Module::from_ptx(src).expect("module");
    let (ww, h, d0) = (64usize, 16usize, 11usize);
    let mut x = 0x1234_5678u64;
    let right_px: Vec<u8> = (0..4 * ww * h)
        .map(|_| {
            x = mix(x, 7);
            x as u8
        })
        .collect();
    let left_px: Vec<u8> = (0..4 * ww * h)
        .map(|i| {
            let (y, p) = (i / (4 * ww), i % (4 * ww));
            right_px[y * 4 * ww + p.saturating_sub(d0)]
        })
        .collect();
    let (args, l) = stereo_launch(left_px, right_px, ww, h);
    let hr = m.launch(Backend::Host, "stereo", &l, &args).unwrap();
    let ir = m.launch(Backend::Interp, "stereo", &l, &args).unwrap();
    assert_eq!(hr, ir);
    let out = u32s(hr[2].as_ref().unwrap());
    for y in 0..h {
        for w in 8..ww - 2 {
            assert_eq!(out[y * ww + w], d0 as u32, "row {y} word {w}");
        }
    }
}

/// A `.shared` layout without holes is checked by bounds and alignment
/// alone on the host (no validity bitmap): the first byte past the last
/// variable, further bytes and misaligned words still fault exactly as on
/// the interpreter.
#[test]
fn dense_shared_accesses_fault_like_the_interpreter() {
    let src = r#"
.version 7.8
.target sm_80
.address_size 64
.visible .entry k(.param .u64 p, .param .u32 i)
{
  .shared .align 4 .b32 s[4];
  .shared .align 4 .b32 t[2];
  .reg .b32 %r<4>;
  .reg .b64 %rd<4>;
  st.shared.u32 [t+4], 0;
  ld.param.u32 %r1, [i];
  mov.u64 %rd1, s;
  cvt.u64.u32 %rd2, %r1;
  add.s64 %rd1, %rd1, %rd2;
  st.shared.u32 [%rd1], 7;
  ld.shared.u32 %r2, [%rd1];
  ld.param.u64 %rd3, [p];
  st.global.u32 [%rd3], %r2;
  ret;
}
"#;
    let m = Module::from_ptx(src).expect("module");
    let l = Launch {
        grid: [1, 1, 1],
        block: [1, 1, 1],
        dynamic_shared: 0,
    };
    // Byte offsets from s: inside s, inside t (right after s; the kernel
    // uses t, so it has it), the last word, one past the end, far past it,
    // misaligned.
    for (off, ok) in [
        (0u64, true),
        (16, true),
        (20, true),
        (24, false),
        (64, false),
        (2, false),
    ] {
        let args = [KernelArg::Buffer(vec![0; 4]), KernelArg::Scalar(off)];
        let h = m.launch(Backend::Host, "k", &l, &args);
        let i = m.launch(Backend::Interp, "k", &l, &args);
        assert_eq!(h.is_ok(), ok, "offset {off}: {h:?}");
        match (h, i) {
            (Ok(a), Ok(b)) => assert_eq!(a, b),
            (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string()),
            (a, b) => panic!("offset {off}: host {a:?}, interp {b:?}"),
        }
    }
}

/// `.func`s that take pointers, called alone with memory
/// (`Module::call_with_memory`, `run --func F --arg buf:...`): clang-19's
/// output of public code (tests/corpus), expected values worked out here.
#[test]
fn functions_with_pointer_parameters_are_called_with_memory() {
    use ptxjit::{Backend, KernelArg, Module};
    let corpus = |f: &str| {
        std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("tests/corpus/ptx")
                .join(f),
        )
        .expect("corpus PTX")
    };
    // VanitySearch's ShiftR62(uint64_t *r): five limbs shifted right by 62,
    // the top one arithmetically.
    let m = Module::from_ptx(&corpus("secp256k1_vanity.clang.ptx")).expect("module");
    let r: [u64; 5] = [0xC000_0000_0000_0001, 3, 0x4000_0000_0000_0000, 1, 1 << 63];
    let mut want = [0u64; 5];
    for i in 0..4 {
        want[i] = (r[i + 1] << 2) | (r[i] >> 62);
    }
    want[4] = ((r[4] as i64) >> 62) as u64;
    for b in super::kernel_backends() {
        let (rets, bufs) = m
            .call_with_memory(b, "_Z8ShiftR62Py", &[KernelArg::buffer(&r)])
            .expect("call");
        assert!(rets.is_empty());
        assert_eq!(u64s(bufs[0].as_deref().unwrap()), want, "{b:?}");
    }
    // mochimodev's cuda_md5_transform(ctx, data): a __local_depot array in
    // the function, the context reached through a pointer. One block of
    // the empty message from MD5's initial state gives MD5("").
    let m = Module::from_ptx(&corpus("md5.clang.ptx")).expect("module");
    let mut ctx = vec![0u8; 96];
    for (i, w) in [0x6745_2301u32, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476]
        .iter()
        .enumerate()
    {
        ctx[80 + 4 * i..84 + 4 * i].copy_from_slice(&w.to_le_bytes());
    }
    let mut block = vec![0u8; 64];
    block[0] = 0x80;
    for b in super::kernel_backends() {
        let (_, bufs) = m
            .call_with_memory(
                b,
                "_Z18cuda_md5_transformP12CUDA_MD5_CTXPKh",
                &[
                    KernelArg::Buffer(ctx.clone()),
                    KernelArg::Buffer(block.clone()),
                ],
            )
            .expect("call");
        let state = &bufs[0].as_deref().unwrap()[80..96];
        let hex: String = state.iter().map(|x| format!("{x:02x}")).collect();
        assert_eq!(hex, "d41d8cd98f00b204e9800998ecf8427e", "{b:?}");
    }
    // A return value through .param: cuda_blake2b_leuint64(const uint8_t *).
    let m = Module::from_ptx(&corpus("blake2b.clang.ptx")).expect("module");
    for b in super::kernel_backends() {
        let (rets, _) = m
            .call_with_memory(
                b,
                "_Z21cuda_blake2b_leuint64Ph",
                &[KernelArg::Buffer((1..=8).collect())],
            )
            .expect("call");
        assert_eq!(rets, vec![0x0807_0605_0403_0201], "{b:?}");
    }
    // A by-value struct parameter is refused by name.
    let m = Module::from_ptx(&corpus("chacha20_prng.clang.ptx")).expect("module");
    let e = m
        .call_with_memory(
            Backend::Host,
            "_Z25quarterround_with_shuffle11uint32_vec4",
            &[],
        )
        .expect_err("struct");
    assert!(
        e.to_string()
            .contains("by-value structs are not supported yet"),
        "{e}"
    );
}

/// clang-19's output of six template kernels with 40 KB `__shared__` tiles
/// each (`tests/cuda/shared_tiles.cu`): module-scope `.shared` variables,
/// each kernel given only its own (240 KB together would not fit a block;
/// every kernel failed to launch before).
#[test]
fn template_kernels_with_their_own_shared_tiles() {
    let m = Module::from_ptx(include_str!("../cuda/shared_tiles.ptx")).expect("module");
    let n = 100u32;
    let input: Vec<u32> = (0..n).collect();
    let l = Launch {
        grid: [1, 1, 1],
        block: [64, 1, 1],
        dynamic_shared: 0,
    };
    for k in 0..6u32 {
        let name = format!("_Z11tile_rotateILi{k}EEvPKjPjj");
        let want: Vec<u32> = (0..n).map(|i| ((i + k) % n) * (k + 1) + k).collect();
        for b in super::kernel_backends() {
            let out = m
                .launch(
                    b,
                    &name,
                    &l,
                    &[
                        KernelArg::buffer(&input),
                        KernelArg::zeros::<u32>(n as usize),
                        KernelArg::Scalar(u64::from(n)),
                    ],
                )
                .unwrap_or_else(|e| panic!("{name} on {b:?}: {e}"));
            let got: Vec<u32> = ptxjit::from_bytes(out[1].as_deref().expect("buffer"));
            assert_eq!(got, want, "{name} on {b:?}");
        }
    }
}
