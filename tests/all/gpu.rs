//! Tests on a real NVIDIA GPU (runtime crate, feature `cuda`). Each test
//! opens the GPU first; without a CUDA driver or device it prints why and
//! passes without checking anything else.
#![cfg(feature = "cuda")]

use crate::variants;

#[cfg(feature = "llvm")]
use crate::guarded_carry;

use ptxjit::{Backend, Module};
use ptxjit_runtime::gpu::{Gpu, GpuArg, GpuError};

fn gpu() -> Option<Gpu> {
    match Gpu::open() {
        Ok(g) => Some(g),
        Err(GpuError::Unavailable(m)) => {
            println!("skipped: {m}");
            None
        }
        Err(e) => panic!("opening the GPU failed: {e}"),
    }
}

/// `rows` with each value truncated to its parameter's width (a call
/// rejects arguments that do not fit their register).
fn fit(var: &variants::Variant, rows: Vec<Vec<u64>>) -> Vec<Vec<u64>> {
    rows.into_iter()
        .map(|r| {
            r.iter()
                .zip(&var.params)
                .map(|(&v, &b)| if b >= 64 { v } else { v & ((1u64 << b) - 1) })
                .collect()
        })
        .collect()
}

/// The original PTX of every variant, with its hand-written `_rows`
/// wrapper, run on the GPU against the interpreter (2000 rows each).
#[test]
fn every_variant_on_the_gpu_matches_the_interpreter() {
    let Some(g) = gpu() else { return };
    let vs = variants::variants();
    let m = g.load_ptx(&variants::gpu_source(&vs)).expect("load");
    let prog = Module::from_ptx(&variants::source(&vs)).expect("module");
    for (i, var) in vs.iter().enumerate() {
        let rows = fit(var, variants::inputs(var, 500, 1500, 0x9e0 ^ i as u64));
        let flat: Vec<u64> = rows.iter().flatten().copied().collect();
        let got = m
            .run_rows(
                &format!("f{i}"),
                var.params.len(),
                var.rets.len(),
                &flat,
                rows.len(),
            )
            .expect("run_rows");
        let want = prog
            .call_many(Backend::Interp, &format!("f{i}"), &rows)
            .expect("interp");
        for (r, w) in want.iter().enumerate() {
            let n = var.rets.len();
            assert_eq!(
                &got[r * n..(r + 1) * n],
                w.as_slice(),
                "{}: inputs {:x?}",
                var.label,
                rows[r]
            );
        }
    }
}

/// Native mode (NVPTX emission with inline PTX) of carry chains split by
/// guards, setp/selp and branches: CC.CF handed between inline-asm blocks
/// and the normal lowering, against the interpreter (4096 rows each).
#[cfg(feature = "llvm")]
#[test]
fn native_mode_guarded_carry_chains_match_the_interpreter() {
    use ptxjit_lower::llvm::{nvptx::emit_ptx, Mode};
    let Some(g) = gpu() else { return };
    let vs = guarded_carry::guarded_carry_variants();
    let src = variants::source(&vs);
    let prog = variants::program(&src);
    let names: Vec<String> = (0..vs.len()).map(|i| format!("f{i}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let ptx = emit_ptx(&prog, &names, Mode::Native, 90).expect("emit");
    let m = g.load_ptx(&ptx).expect("load");
    let module = Module::from_ptx(&src).expect("module");
    for (i, var) in vs.iter().enumerate() {
        let rows = fit(var, variants::inputs(var, 1024, 3072, 0x6c_0000 ^ i as u64));
        let flat: Vec<u64> = rows.iter().flatten().copied().collect();
        let n = var.rets.len();
        let got = m
            .run_rows(&format!("f{i}"), var.params.len(), n, &flat, rows.len())
            .expect("run_rows");
        let want = module
            .call_many(Backend::Interp, &format!("f{i}"), &rows)
            .expect("interp");
        for (r, w) in want.iter().enumerate() {
            assert_eq!(
                &got[r * n..(r + 1) * n],
                w.as_slice(),
                "{} (native): inputs {:x?}",
                var.label,
                rows[r]
            );
        }
    }
}

/// A `.entry` kernel as written, with a buffer and a scalar: each thread
/// adds the scalar to its element with a carry into the next word.
#[test]
fn entry_kernel_with_buffer_and_scalar() {
    let Some(g) = gpu() else { return };
    let ptx = ".version 7.8\n.target sm_80\n.address_size 64\n\
        .visible .entry k(.param .u64 buf, .param .u32 add)\n{\n\
        .reg .b32 %r<6>;\n.reg .b64 %rd<4>;\n\
        ld.param.u64 %rd1, [buf];\ncvta.to.global.u64 %rd1, %rd1;\nld.param.u32 %r1, [add];\n\
        mov.u32 %r2, %tid.x;\nmul.wide.u32 %rd2, %r2, 8;\nadd.u64 %rd3, %rd1, %rd2;\n\
        ld.global.u32 %r3, [%rd3];\nld.global.u32 %r4, [%rd3+4];\n\
        add.cc.u32 %r3, %r3, %r1;\naddc.u32 %r4, %r4, 0;\n\
        st.global.u32 [%rd3], %r3;\nst.global.u32 [%rd3+4], %r4;\nret;\n}\n";
    let m = g.load_ptx(ptx).expect("load");
    let words: Vec<u64> = vec![0, 0xffff_ffff, 5, 0x1_ffff_fffe];
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let out = m
        .launch(
            "k",
            (1, 1, 1),
            (4, 1, 1),
            &[GpuArg::Buffer(bytes), GpuArg::Scalar { value: 2, bytes: 4 }],
        )
        .expect("launch");
    let b = out[0].as_ref().expect("buffer");
    let got: Vec<u64> = b
        .chunks(8)
        .map(|c| u64::from_le_bytes(c.try_into().expect("8")))
        .collect();
    // 64-bit additions of 2 done as two 32-bit words with a carry.
    assert_eq!(got, vec![2, 0x1_0000_0001, 7, 0x2_0000_0000]);
    assert!(out[1].is_none());
}

#[test]
fn missing_kernel_is_an_error_naming_it() {
    let Some(g) = gpu() else { return };
    let m = g
        .load_ptx(
            ".version 7.8\n.target sm_80\n.address_size 64\n.visible .entry k()\n{\nret;\n}\n",
        )
        .expect("load");
    let e = m.run_rows("nothere", 0, 0, &[], 1).expect_err("no kernel");
    assert!(e.to_string().contains("nothere_rows"), "{e}");
}

/// The warp kernels of `tests/all/warps.rs` (clang's and the hand-written
/// forms whose results the ISA defines) and the cp.async tile on the GPU:
/// every buffer equals the host backend's.
#[test]
fn warp_kernels_on_the_gpu_match_the_host() {
    use ptxjit::{KernelArg, Launch};
    if gpu().is_none() {
        return;
    }
    let words = |n: usize, seed: u32| {
        KernelArg::Buffer(
            (0..n as u32)
                .flat_map(|i| (i.wrapping_mul(2_654_435_761) ^ seed).to_le_bytes())
                .collect(),
        )
    };
    let zeros = |n: usize| KernelArg::Buffer(vec![0; 4 * n]);
    let l = |grid: u32, block: u32| Launch {
        grid: [grid, 1, 1],
        block: [block, 1, 1],
        dynamic_shared: 0,
    };
    let cases: Vec<(&str, &str, Launch, Vec<KernelArg>)> = vec![
        (
            crate::warps::WARPS,
            "block_scan",
            l(2, 128),
            vec![words(256, 1), zeros(256)],
        ),
        (
            crate::warps::WARPS,
            "warp_reduce",
            l(1, 96),
            vec![words(96, 2), zeros(18)],
        ),
        (
            crate::warps::WARPS,
            "ballot_compact",
            l(1, 64),
            vec![words(64, 3), zeros(64), zeros(2)],
        ),
        (
            crate::warps::WARPS,
            "match_groups",
            l(1, 64),
            vec![words(64, 4), zeros(64), zeros(8)],
        ),
        (
            crate::warps::WARPS,
            "active_lanes",
            l(1, 64),
            vec![words(64, 5), zeros(64)],
        ),
        (
            crate::warps::WARPS,
            "legacy_reduce",
            l(2, 128),
            vec![words(256, 6), zeros(2)],
        ),
        (crate::warps::FORMS, "halves", l(1, 32), vec![zeros(32)]),
        (
            include_str!("../cuda/warp_calls.ptx"),
            "calls_that_sync",
            l(3, 96),
            vec![words(288, 8), zeros(576), zeros(6)],
        ),
        (
            include_str!("../cuda/cp_async.ptx"),
            "rotate_tile",
            l(2, 64),
            vec![words(640, 7), zeros(640)],
        ),
    ];
    for (src, name, launch, args) in cases {
        let m = Module::from_ptx(src).expect("module");
        let host = m.launch(Backend::Host, name, &launch, &args).expect("host");
        let gpu = m.launch(Backend::Gpu, name, &launch, &args).expect("gpu");
        assert_eq!(host, gpu, "{name}: host and GPU differ");
    }
}

/// One buffer passed twice (`ref:K`), module variables set before and read
/// after the launch (`--set`, `--dump NAME`) and dynamic shared memory, on
/// the GPU (when there is one) as on the host and the interpreter, against
/// values worked out here.
#[test]
fn refs_module_variables_and_dynamic_shared_on_the_gpu() {
    use ptxjit::{KernelArg, Launch, VarIo};
    let src = ".version 7.8
.target sm_80
.address_size 64
.visible .global .align 4 .u32 scale = 1;
.visible .global .align 4 .u32 total;
.visible .const .align 4 .u32 tab[4];
.extern .shared .align 4 .b32 dyn[];
.visible .entry inplace(.param .u64 src, .param .u64 dst, .param .u32 n)
{
    .reg .b32 %i, %n, %j, %v, %s, %t, %a;
    .reg .b64 %p, %q, %o;
    ld.param.u64 %p, [src];
    ld.param.u64 %q, [dst];
    ld.param.u32 %n, [n];
    mov.u32 %i, %tid.x;
    mul.wide.u32 %o, %i, 4;
    add.u64 %p, %p, %o;
    ld.global.u32 %v, [%p];
    ld.global.u32 %s, [scale];
    and.b32 %j, %i, 3;
    shl.b32 %j, %j, 2;
    mov.u32 %a, tab;
    add.u32 %a, %a, %j;
    ld.const.u32 %t, [%a];
    mad.lo.u32 %v, %v, %s, %t;
    shl.b32 %j, %i, 2;
    mov.u32 %a, dyn;
    add.u32 %a, %a, %j;
    st.shared.u32 [%a], %v;
    bar.sync 0;
    sub.u32 %j, %n, 1;
    sub.u32 %j, %j, %i;
    shl.b32 %j, %j, 2;
    mov.u32 %a, dyn;
    add.u32 %a, %a, %j;
    ld.shared.u32 %v, [%a];
    add.u64 %q, %q, %o;
    st.global.u32 [%q], %v;
    red.global.add.u32 [total], %v;
    ret;
}
";
    let n = 96u32;
    let input: Vec<u32> = (0..n).map(|i| i * 7 + 1).collect();
    let tab = [10u32, 20, 30, 40];
    let vars = VarIo {
        set: vec![
            ("scale".into(), 3u32.to_le_bytes().to_vec()),
            (
                "tab".into(),
                tab.iter().flat_map(|x| x.to_le_bytes()).collect(),
            ),
        ],
        read: vec!["total".into(), "scale".into()],
        ..Default::default()
    };
    // 64 KiB: above 48 KiB the GPU launch must opt in (the kernel uses
    // the first 4n bytes).
    let launch = Launch {
        grid: [1, 1, 1],
        block: [n, 1, 1],
        dynamic_shared: 64 << 10,
    };
    let args = [
        KernelArg::buffer(&input),
        KernelArg::Ref(0),
        KernelArg::Scalar(u64::from(n)),
    ];
    // Thread i writes element n-1-i's value: in place, a reversal.
    let val = |i: u32| input[i as usize] * 3 + tab[(i & 3) as usize];
    let want: Vec<u8> = (0..n).flat_map(|i| val(n - 1 - i).to_le_bytes()).collect();
    let total: u32 = (0..n).map(val).sum();
    let m = Module::from_ptx(src).expect("module");
    let mut backends = vec![Backend::Interp, Backend::Host];
    if gpu().is_some() {
        backends.push(Backend::Gpu);
    }
    for b in backends {
        let (bufs, read) = m
            .launch_vars(b, "inplace", &launch, &args, &vars)
            .unwrap_or_else(|e| panic!("{b:?}: {e}"));
        assert_eq!(bufs[0].as_deref(), Some(want.as_slice()), "{b:?}: buffer");
        assert_eq!(bufs[1].as_deref(), Some(want.as_slice()), "{b:?}: ref");
        assert_eq!(bufs[2], None, "{b:?}: scalar");
        assert_eq!(read[0], total.to_le_bytes(), "{b:?}: total");
        assert_eq!(read[1], 3u32.to_le_bytes(), "{b:?}: scale");
    }
}

/// The clang-compiled stereo kernel of the benchmarks (shared tiles, three
/// `bar.sync` per disparity, `vabsdiff4` through inline asm): the GPU and
/// the host backend write the same disparity map for random images.
#[test]
fn stereo_kernel_on_the_gpu_matches_the_host() {
    let Some(_) = gpu() else { return };
    let m = Module::from_ptx(include_str!("../../benches/cuda/stereo.ptx")).expect("module");
    let (ww, h) = (64usize, 16usize);
    let mut x = 0x2545_f491_4f6c_dd1du64;
    let mut px = |n: usize| -> Vec<u8> {
        (0..n)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x as u8
            })
            .collect()
    };
    let (left, right) = (px(4 * ww * h), px(4 * ww * h));
    let (args, l) = crate::kernels_clang::stereo_launch(left, right, ww, h);
    let host = m.launch(Backend::Host, "stereo", &l, &args).expect("host");
    let gpu = m.launch(Backend::Gpu, "stereo", &l, &args).expect("gpu");
    assert_eq!(host, gpu, "stereo: host and GPU differ");
}
