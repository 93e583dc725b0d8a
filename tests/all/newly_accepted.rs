//! Forms ptxas accepts that ptxjit now reads and runs (issue 10), on every
//! host-side backend, against values worked out by hand from the ISA text.

use ptxjit::{Backend, KernelArg, Launch, Module};

/// The host-side backends this build has.
fn backends() -> Vec<Backend> {
    [Backend::Interp, Backend::Host, Backend::Llvm]
        .into_iter()
        .filter(|b| b.available().is_ok())
        .collect()
}

/// Calls `name` on every backend; all must return `want`.
fn agree(src: &str, name: &str, args: &[u64], want: &[u64]) {
    let m = Module::from_ptx(src).unwrap_or_else(|e| panic!("{}", e.render("t.ptx", src)));
    for b in backends() {
        let got = m
            .call(b, name, args)
            .unwrap_or_else(|e| panic!("{name}{args:?} on {b:?}: {e}"));
        assert_eq!(got, want, "{name}{args:?} on {b:?}");
    }
}

const HEAD: &str = ".version 7.8\n.target sm_80\n.address_size 64\n";

#[test]
fn vector_registers_parameters_and_parallel_moves() {
    let src = format!(
        "{HEAD}
.func (.reg .v2 .u32 out) impl(.reg .v2 .u32 in)
{{
    .reg .v2 .u32 t;
    .reg .u32 s;
    add.u32 s, in.x, in.y;
    mov.u32 t.x, s;
    mov.u32 t.g, in.r;
    mov.v2.u32 out, t;
    ret;
}}
.visible .func (.reg .u64 r) swap(.reg .u32 a, .reg .u32 b)
{{
    .reg .v2 .u32 v;
    .reg .pred p;
    mov.v2.u32 v, {{a, b}};
    mov.v2.u32 v, {{v.y, v.x}};
    setp.eq.u32 p, a, 7;
    @p mov.v2.u32 v, {{v.y, v.x}};
    call (v), impl, (v);
    mov.b64 r, v;
    ret;
}}
.visible .func (.reg .u64 r) rot(.reg .u64 x)
{{
    .reg .v4 .b16 w;
    .reg .v2 .b16 h<2>;
    mov.b64 w, x;
    mov.v4.b16 w, {{w.y, w.z, w.w, w.x}};
    mov.v2.b16 h1, {{w.x, w.y}};
    mov.b16 h0.x, h1.y;
    mov.b16 h0.y, h1.x;
    mov.b16 w.x, h0.x;
    mov.b16 w.y, h0.y;
    mov.b64 r, w;
    ret;
}}
"
    );
    // swap(3, 5): v = {5, 3} after the swap (a != 7, no second swap);
    // impl({5, 3}) = {5 + 3, 5}; the b64 packs x low, y high.
    agree(&src, "swap", &[3, 5], &[0x0000_0005_0000_0008]);
    // swap(7, 5): swapped twice, impl({7, 5}) = {12, 7}.
    agree(&src, "swap", &[7, 5], &[0x0000_0007_0000_000c]);
    // rot: x = 0x4444_3333_2222_1111 (w.x = 0x1111 ... w.w = 0x4444);
    // rotated: {0x2222, 0x3333, 0x4444, 0x1111}; then w.x and w.y swap:
    // {0x3333, 0x2222, 0x4444, 0x1111}.
    agree(
        &src,
        "rot",
        &[0x4444_3333_2222_1111],
        &[0x1111_4444_2222_3333],
    );
}

#[test]
fn cvt_pack_saturates_and_places_each_field() {
    let src = format!(
        "{HEAD}
.visible .func (.reg .b32 d) u8(.reg .b32 a, .reg .b32 b, .reg .b32 c)
{{ cvt.pack.sat.u8.s32.b32 d, a, b, c; ret; }}
.visible .func (.reg .b32 d) s8(.reg .b32 a, .reg .b32 b, .reg .b32 c)
{{ cvt.pack.sat.s8.s32.b32 d, a, b, c; ret; }}
.visible .func (.reg .b32 d) s4(.reg .b32 a, .reg .b32 b, .reg .b32 c)
{{ cvt.pack.sat.s4.s32.b32 d, a, b, c; ret; }}
.visible .func (.reg .b32 d) u2(.reg .b32 a, .reg .b32 b, .reg .b32 c)
{{ cvt.pack.sat.u2.s32.b32 d, a, b, c; ret; }}
.visible .func (.reg .b32 d) s16(.reg .b32 a, .reg .b32 b)
{{ cvt.pack.sat.s16.s32 d, a, b; ret; }}
.visible .func (.reg .b32 d) u16(.reg .b32 a, .reg .b32 b)
{{ cvt.pack.sat.u16.s32 d, a, b; ret; }}
"
    );
    let s = |v: i32| u64::from(v as u32);
    // ZLUDA's vector: a = -257 -> 0, b = 257 -> 255, c = 0xf839b0ed << 16.
    agree(&src, "u8", &[s(-257), 257, s(-130436883)], &[0xb0ed_00ff]);
    // s8: -257 -> -128 (0x80), 257 -> 127 (0x7f).
    agree(&src, "s8", &[s(-257), 257, s(-130436883)], &[0xb0ed_807f]);
    // s4 (range -8..7): 5 stays, -9 -> -8 (0x8); c's low 24 bits go to
    // bits 8..31.
    agree(&src, "s4", &[5, s(-9), 0x00ab_cdef], &[0xabcd_ef58]);
    // u2: 3 stays, 4 -> 3, -1 -> 0; c = 1 lands at bit 4.
    agree(&src, "u2", &[s(-1), 4, 1], &[0x0000_0013]);
    agree(&src, "u2", &[3, 2, 0], &[0x0000_000e]);
    // 16-bit forms: a in the high half.
    agree(&src, "s16", &[s(-40000), 40000], &[0x8000_7fff]);
    agree(&src, "u16", &[70000, s(-3)], &[0xffff_0000]);
    agree(&src, "u16", &[0x1234, 0x5678], &[0x1234_5678]);
}

#[test]
fn name_plus_constant_sources() {
    let src = format!(
        "{HEAD}
.global .u32 tab[4] = {{10, 20, 30, 40}};
.visible .func (.reg .u32 d) f(.reg .u32 a)
{{
    add.u32 d, a+7, 3;
    ret;
}}
.visible .func (.reg .u16 d) g(.reg .u16 a)
{{
    mov.b16 d, a+0x10001;
    ret;
}}
.visible .entry h(.param .u64 out, .param .u64 a)
{{
    .reg .u64 p, d, q, x64;
    .reg .u32 x;
    mov.u64 p, tab+8;
    ld.global.u32 x, [p];
    cvt.u64.u32 d, x;
    ld.param.u64 x64, [a];
    add.u64 d, d, x64+0xffffffffffffffff;
    ld.param.u64 q, [out];
    st.global.u64 [q], d;
    ret;
}}
"
    );
    // (a + 7) + 3, wrapping at 32 bits.
    agree(&src, "f", &[5], &[15]);
    agree(&src, "f", &[0xffff_fffa], &[4]);
    // The constant is cut to the operand's 16 bits: + 1.
    agree(&src, "g", &[0xffff], &[0]);
    agree(&src, "g", &[41], &[42]);
    // tab+8 is the address of tab[2] (30); a + (2^64 - 1) is a - 1.
    let m = Module::from_ptx(&src).expect("checks");
    let launch = Launch {
        grid: [1, 1, 1],
        block: [1, 1, 1],
        dynamic_shared: 0,
    };
    for b in [Backend::Interp, Backend::Host] {
        let out = m
            .launch(
                b,
                "h",
                &launch,
                &[KernelArg::zeros::<u64>(1), KernelArg::Scalar(5)],
            )
            .unwrap_or_else(|e| panic!("h on {b:?}: {e}"));
        assert_eq!(
            out[0].as_deref(),
            Some(&34u64.to_le_bytes()[..]),
            "h on {b:?}"
        );
    }
}

#[test]
fn messages_name_special_registers_as_ptx_does() {
    let src = format!(
        "{HEAD}.visible .func (.reg .u32 r) f()\n{{\n    mov.u32 r, %ctaid.y;\n    ret;\n}}\n"
    );
    let m = Module::from_ptx(&src).expect("checks");
    let e = m.call(Backend::Host, "f", &[]).unwrap_err().to_string();
    assert!(
        e.contains("special register %ctaid.y is only available inside a .entry kernel"),
        "{e}"
    );
    assert!(!e.contains("Ctaid"), "{e}");
}
