//! Texture and surface code: it parses and checks (as ptxas 12.9 judges
//! it; the forms are in `tests/forms/texture.txt`), the module's other
//! kernels run, and a thread that reaches a texture instruction stops with
//! "unsupported instruction" (ptxjit has no texture units).

use ptxjit::{KernelArg, Launch, Module};

/// NVRTC 12.9's shape of texture-object code (`tex2D<uchar4>(obj, x, y)`
/// becomes `tex.2d.v4.u32.f32` on a `.u64` handle parameter) beside an
/// integer kernel and a `.texref`/`.surfref` pair.
const SRC: &str = r#"
.version 8.8
.target sm_80
.address_size 64
.global .texref tr = { filter_mode = nearest, addr_mode_0 = clamp };
.global .surfref sr;
.visible .entry sample(.param .u64 out, .param .u64 tex, .param .u32 skip)
{
  .reg .pred %p<2>;
  .reg .b32 %r<8>;
  .reg .f32 %f<3>;
  .reg .b64 %rd<4>;
  ld.param.u64 %rd1, [out];
  ld.param.u64 %rd2, [tex];
  ld.param.u32 %r5, [skip];
  setp.ne.u32 %p1, %r5, 0;
  @%p1 bra DONE;
  mov.b32 %f1, 0f3F000000;
  tex.2d.v4.u32.f32 {%r1, %r2, %r3, %r4}, [%rd2, {%f1, %f1}];
  st.global.u32 [%rd1], %r1;
  txq.width.b32 %r6, [tr];
  suld.b.2d.v2.b32.clamp {%r1, %r2}, [sr, {%r6, %r6}];
  sust.b.2d.b32.trap [sr, {%r1, %r2}], %r3;
DONE:
  st.global.u32 [%rd1+4], 77;
  ret;
}
.visible .entry twice(.param .u64 buf)
{
  .reg .b32 %r<3>;
  .reg .b64 %rd<4>;
  ld.param.u64 %rd1, [buf];
  mov.u32 %r1, %tid.x;
  mul.wide.u32 %rd2, %r1, 4;
  add.s64 %rd3, %rd1, %rd2;
  ld.global.u32 %r2, [%rd3];
  shl.b32 %r2, %r2, 1;
  st.global.u32 [%rd3], %r2;
  ret;
}
"#;

fn one_block(threads: u32) -> Launch {
    Launch {
        grid: [1, 1, 1],
        block: [threads, 1, 1],
        dynamic_shared: 0,
    }
}

#[test]
fn a_texture_kernel_loads_and_its_neighbours_run() {
    let m = Module::from_ptx(SRC).expect("the module loads");
    for b in super::kernel_backends() {
        let out = m
            .launch(
                b,
                "twice",
                &one_block(5),
                &[KernelArg::buffer(&[1u32, 2, 3, 4, 5])],
            )
            .expect("the integer kernel runs");
        let got: Vec<u32> = ptxjit::from_bytes(out[0].as_deref().expect("buffer"));
        assert_eq!(got, vec![2, 4, 6, 8, 10], "{b:?}");
        // The texture kernel runs as long as its threads branch around
        // the texture instructions...
        let args = [
            KernelArg::zeros::<u32>(2),
            KernelArg::Scalar(0x1234),
            KernelArg::Scalar(1),
        ];
        let out = m.launch(b, "sample", &one_block(1), &args).expect("skips");
        let got: Vec<u32> = ptxjit::from_bytes(out[0].as_deref().expect("buffer"));
        assert_eq!(got, vec![0, 77], "{b:?}");
        // ... and stops at the first one it reaches.
        let args = [
            KernelArg::zeros::<u32>(2),
            KernelArg::Scalar(0x1234),
            KernelArg::Scalar(0),
        ];
        let e = m
            .launch(b, "sample", &one_block(1), &args)
            .expect_err("no texture units")
            .to_string();
        assert!(e.contains("tex.2d.v4.u32.f32"), "{b:?}: {e}");
        assert!(e.starts_with("19:3: "), "{b:?}: the line of the tex: {e}");
    }
}

fn check(src: &str) -> Result<(), String> {
    Module::from_ptx(src).map(|_| ()).map_err(|e| e.to_string())
}

fn module(target: &str, decls: &str, body: &str) -> String {
    format!(
        ".version 8.8\n.target {target}\n.address_size 64\n{decls}\n.entry k(.param .u64 h)\n{{\n  .reg .b32 %r<5>;\n  .reg .f32 %f<5>;\n  .reg .b64 %rd<3>;\n  .reg .pred %p;\n  {body}\n  ret;\n}}\n"
    )
}

/// Samplers exist only in `texmode_independent`, where a texture is read
/// through one; handles live at module scope (in `.global`) or are kernel
/// parameters; `ld` does not read a handle (each as ptxas 12.9 says).
#[test]
fn handles_follow_ptxas_rules() {
    let tex_smp = "tex.2d.v4.f32.f32 {%f0, %f1, %f2, %f3}, [tr, smp, {%f1, %f2}];";
    let decls = ".global .texref tr;\n.global .samplerref smp;";
    check(&module("sm_90, texmode_independent", decls, tex_smp)).expect("independent mode");
    check(&module(
        "sm_90, texmode_independent",
        decls,
        "txq.force_unnormalized_coords.b32 %r1, [smp]; istypep.samplerref %p, %rd1;",
    ))
    .expect("sampler queries");
    for (target, decls, body, want) in [
        ("sm_90", decls, tex_smp, "texmode_independent"),
        (
            "sm_90, texmode_independent",
            ".global .texref tr;",
            "tex.2d.v4.f32.f32 {%f0, %f1, %f2, %f3}, [tr, {%f1, %f2}];",
            "read through a sampler",
        ),
        (
            "sm_90",
            ".const .texref tr;",
            "",
            "must be declared in .global space",
        ),
        (
            "sm_90",
            ".global .texref tr;",
            "ld.global.u64 %rd1, [tr];",
            "not ld/st",
        ),
        (
            "sm_90",
            ".global .texref tr;",
            "txq.force_unnormalized_coords.b32 %r1, [tr];",
            "is not a .samplerref",
        ),
        (
            "sm_90",
            ".global .surfref sr;",
            "suld.b.2d.v4.b64.trap {%rd1, %rd2, %rd1, %rd2}, [sr, {%r1, %r2}];",
            "more than 128 bits",
        ),
        (
            "sm_90",
            ".global .surfref sr;",
            "suld.b.2d.v4.b32 {%r1, %r2, %r3, %r4}, [sr, {%r1, %r2}];",
            "out-of-bounds mode",
        ),
        (
            "sm_90",
            ".global .surfref sr;",
            "suld.b.2d.v4.b32.trap {%r1, %r2, %r3, %r4}, [sr, {%f1, %f2}];",
            "coordinate register is .f32",
        ),
    ] {
        let e = check(&module(target, decls, body)).expect_err(body);
        assert!(e.contains(want), "{decls} {body}: {e}");
    }
    // A handle inside a function body, or as a .func parameter.
    let e = check(
        ".version 8.8\n.target sm_90\n.address_size 64\n.entry k()\n{\n  .global .texref t;\n  ret;\n}\n",
    )
    .expect_err("body");
    assert!(e.contains("module scope or a .entry parameter"), "{e}");
    let e = check(
        ".version 8.8\n.target sm_90\n.address_size 64\n.func f(.param .texref t)\n{\n  ret;\n}\n",
    )
    .expect_err("func param");
    assert!(e.contains("parameter of a .entry only"), "{e}");
}
