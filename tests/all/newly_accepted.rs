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

/// Calls `name` on every backend; each must fail with a message holding
/// `want`.
fn fails(src: &str, name: &str, args: &[u64], want: &str) {
    let m = Module::from_ptx(src).unwrap_or_else(|e| panic!("{}", e.render("t.ptx", src)));
    for b in backends() {
        match m.call(b, name, args) {
            Ok(v) => panic!("{name}{args:?} on {b:?} returned {v:?}, expected an error"),
            Err(e) => assert!(
                e.to_string().contains(want),
                "{name}{args:?} on {b:?}: {e} (expected '{want}')"
            ),
        }
    }
}

/// Launches kernel `name` of `src` as one block of `threads` threads with
/// `args` on the interpreter and the host; buffer argument 0 must come back
/// as `want`.
fn launch_agrees(src: &str, name: &str, threads: u32, args: &[KernelArg], want: &[u8]) {
    let m = Module::from_ptx(src).unwrap_or_else(|e| panic!("{}", e.render("t.ptx", src)));
    let launch = Launch {
        grid: [1, 1, 1],
        block: [threads, 1, 1],
        dynamic_shared: 0,
    };
    for b in [Backend::Interp, Backend::Host] {
        let out = m
            .launch(b, name, &launch, args)
            .unwrap_or_else(|e| panic!("{name} on {b:?}: {e}"));
        assert_eq!(out[0].as_deref(), Some(want), "{name} on {b:?}");
    }
}

const INDIRECT: &str = "
.func (.reg .u32 r) inc(.reg .u32 a)
{
    add.u32 r, a, 1;
    ret;
}
.func (.reg .u32 r) twice(.reg .u32 a)
{
    shl.b32 r, a, 1;
    ret;
}
.func (.reg .u32 r) never_taken(.reg .u32 a)
{
    mov.u32 r, 99;
    ret;
}
.func (.param .u32 r) square(.param .u32 a)
{
    .reg .u32 t;
    ld.param.u32 t, [a];
    mul.lo.u32 t, t, t;
    st.param.u32 [r], t;
    ret;
}
.func (.param .u32 r) cube(.param .u32 a)
{
    .reg .u32 t, u;
    ld.param.u32 t, [a];
    mul.lo.u32 u, t, t;
    mul.lo.u32 u, u, t;
    st.param.u32 [r], u;
    ret;
}
// apply(k, x): k = 0 inc, 1 twice (a .reg prototype), 2 square, 3 cube
// (a .param prototype, the address picked by selp), 4 twice through
// .calltargets; k = 5 calls through twice's address + 1, 6 through 0, 7
// with the call guarded off (x comes back).
.visible .func (.reg .u32 r) apply(.reg .u32 k, .reg .u32 x)
{
    .reg .b64 f;
    .reg .b32 f32;
    .reg .pred p, q;
    R: .callprototype (.reg .u32 _) _ (.reg .u32 _);
    P: .callprototype (.param .u32 _) _ (.param .u32 _);
    T: .calltargets twice, inc;
    mov.u32 r, x;
    setp.eq.u32 p, k, 0;
    @p mov.u64 f, inc;
    @p call (r), f, (x), R;
    setp.eq.u32 p, k, 1;
    // A 32-bit register holds a function address too.
    @p mov.u32 f32, twice;
    @p call (r), f32, (x), R;
    setp.ge.u32 p, k, 2;
    setp.le.u32 q, k, 3;
    and.pred p, p, q;
    @!p bra NOT_TABLE;
    setp.eq.u32 q, k, 3;
    selp.b64 f, cube, square, q;
    {
        .param .u32 pa;
        .param .u32 pr;
        st.param.u32 [pa], x;
        call (pr), f, (pa), P;
        ld.param.u32 r, [pr];
    }
NOT_TABLE:
    setp.eq.u32 p, k, 4;
    @p mov.u64 f, twice;
    @p call (r), f, (x), T;
    setp.eq.u32 p, k, 5;
    @p mov.u64 f, twice;
    @p add.u64 f, f, 1;
    @p call (r), f, (x), R;
    setp.eq.u32 p, k, 6;
    @p mov.u64 f, 0;
    @p call (r), f, (x), R;
    setp.eq.u32 p, k, 7;
    @!p bra END;
    mov.u64 f, 0;
    setp.eq.u32 q, k, 7;
    @!q call (r), f, (x), P;
END:
    ret;
}
.visible .func (.reg .u32 r) halt(.reg .u32 x)
{
    .reg .pred p;
    mov.u32 r, x;
    setp.eq.u32 p, x, 3;
    @p trap;
    ret;
}
";

#[test]
fn indirect_calls_through_function_addresses() {
    let src = format!("{HEAD}{INDIRECT}");
    // inc(41), twice(41), square(12), cube(5), twice(21) through .calltargets.
    agree(&src, "apply", &[0, 41], &[42]);
    agree(&src, "apply", &[1, 41], &[82]);
    agree(&src, "apply", &[2, 12], &[144]);
    agree(&src, "apply", &[3, 5], &[125]);
    agree(&src, "apply", &[4, 21], &[42]);
    // The guarded-off call through a null address neither calls nor traps.
    agree(&src, "apply", &[7, 9], &[9]);
    // An address that is no function, or 0, stops the call with an error.
    fails(&src, "apply", &[5, 1], "indirect call through an address");
    fails(&src, "apply", &[6, 1], "indirect call through an address");
    // `trap` stops the run where it is executed, and only there.
    agree(&src, "halt", &[2], &[2]);
    fails(&src, "halt", &[3], "executed 'trap'");
    // A function listed twice in .calltargets is called once: x + 1.
    let dup = format!(
        "{src}
.visible .func (.reg .u32 r) dup(.reg .u32 x)
{{
    .reg .u64 f;
    T: .calltargets inc, inc;
    mov.u32 r, x;
    mov.u64 f, inc;
    call (r), f, (r), T;
    ret;
}}
"
    );
    agree(&dup, "dup", &[41], &[42]);
}

#[test]
fn a_function_table_in_an_initializer_is_reachable() {
    // nvcc's virtual calls: the addresses come only from an initializer.
    let src = format!(
        "{HEAD}
.func (.reg .u32 r) inc(.reg .u32 a)
{{
    add.u32 r, a, 1;
    ret;
}}
.func (.reg .u32 r) twice(.reg .u32 a)
{{
    shl.b32 r, a, 1;
    ret;
}}
.global .u64 vtab[2] = {{inc, twice}};
.visible .entry k(.param .u64 out)
{{
    .reg .b64 o, f, at;
    .reg .b32 t, v;
    R: .callprototype (.reg .u32 _) _ (.reg .u32 _);
    ld.param.u64 o, [out];
    mov.u32 t, %tid.x;
    and.b32 v, t, 1;
    mul.wide.u32 at, v, 8;
    mov.u64 f, vtab;
    add.u64 at, at, f;
    ld.global.u64 f, [at];
    call (v), f, (t), R;
    mul.wide.u32 at, t, 4;
    add.u64 o, o, at;
    st.global.u32 [o], v;
    ret;
}}
"
    );
    // Even threads call inc, odd ones twice.
    let want: Vec<u8> = [1u32, 2, 3, 6]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    launch_agrees(&src, "k", 4, &[KernelArg::zeros::<u32>(4)], &want);
}

#[test]
fn kernels_call_through_function_addresses() {
    // A kernel picks a function per thread from a table of function
    // addresses in .global memory; each thread writes f(tid).
    let src = format!(
        "{HEAD}{INDIRECT}
.global .u64 table[2] ;
.visible .entry pick(.param .u64 out)
{{
    .reg .b64 o, f, at;
    .reg .b32 t, k, v;
    R: .callprototype (.reg .u32 _) _ (.reg .u32 _);
    ld.param.u64 o, [out];
    mov.u64 at, table;
    st.global.u64 [at], inc;
    mov.u64 f, twice;
    st.global.u64 [at+8], f;
    mov.u32 t, %tid.x;
    and.b32 k, t, 1;
    mul.wide.u32 f, k, 8;
    add.u64 f, at, f;
    ld.global.u64 f, [f];
    call (v), f, (t), R;
    mul.wide.u32 f, t, 4;
    add.u64 o, o, f;
    st.global.u32 [o], v;
    ret;
}}
"
    );
    // Even threads: tid + 1; odd threads: 2 * tid.
    let want: Vec<u8> = [1u32, 2, 3, 6, 5, 10, 7, 14]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    launch_agrees(&src, "pick", 8, &[KernelArg::zeros::<u32>(8)], &want);
}

#[test]
fn addresses_in_initializers_follow_the_ptxas_layout() {
    // ptxas 11.8 (cuobjdump -elf) puts x at 0 in the constant bank, cp at
    // 4, pg at 0x18 (after cp's 16 bytes, at pg's 8-byte alignment), and
    // fills cp[3] with x's constant-bank address, 0; pg holds g's generic
    // address + 4 (a R_CUDA_G64 relocation with addend 4).
    let src = format!(
        "{HEAD}
.global .u32 g[2] = {{7, 8}};
.const .u32 x = 40;
.const .u32 cp[4] = {{10, 20, 30, x}};
.const .u64 pg = generic(g)+4;
.func f() {{ ret; }}
.global .u64 tab[4] = {{generic(cp), x, pg, f}};
.visible .entry k(.param .u64 out)
{{
    .reg .b64 %rd<5>;
    .reg .b32 %r<4>;
    ld.param.u64 %rd1, [out];
    ld.const.u32 %r1, [cp+12];
    st.u32 [%rd1], %r1;
    ld.const.u64 %rd2, [pg];
    ld.u32 %r2, [%rd2];
    st.u32 [%rd1+4], %r2;
    ld.global.u64 %rd3, [tab];
    ld.u32 %r3, [%rd3+4];
    st.u32 [%rd1+8], %r3;
    ld.global.u64 %rd4, [tab+8];
    st.u64 [%rd1+16], %rd4;
    ld.global.u64 %rd4, [tab+16];
    st.u64 [%rd1+24], %rd4;
    ld.global.u64 %rd4, [tab+24];
    mov.u64 %rd2, f;
    sub.u64 %rd4, %rd4, %rd2;
    st.u64 [%rd1+32], %rd4;
}}
"
    );
    // cp[3] = &x = 0; *(pg) = g[1] = 8; *(generic(cp) + 4) = cp[1] = 20;
    // tab[1] = &x = 0; tab[2] = &pg = 0x18; tab[3] - f = 0.
    let mut want = Vec::new();
    for w in [0u32, 8, 20, 0] {
        want.extend(w.to_le_bytes());
    }
    for w in [0u64, 0x18, 0] {
        want.extend(w.to_le_bytes());
    }
    launch_agrees(&src, "k", 1, &[KernelArg::zeros::<u64>(5)], &want);
}

#[test]
fn addc_subc_saturate_and_take_16_bit_types() {
    // CF comes from `add.cc` of (c, 0xffffffff): set exactly when c != 0.
    // ptxas 11.8's sm_80 SASS (docs/semantics.md) computes addc.sat.s32 as
    // IADD3.X then clamps on the operand and result signs, which is the
    // exact a + b + CF clamped; subc.sat.s32 the same for a - b - NOT(CF).
    // The 16-bit forms add the carry and keep the low 16 bits.
    let src = format!(
        "{HEAD}
.visible .func (.reg .u32 r) adds(.reg .u32 a, .reg .u32 b, .reg .u32 c)
{{
    .reg .u32 t;
    add.cc.u32 t, c, 0xffffffff;
    addc.sat.s32 r, a, b;
    ret;
}}
.visible .func (.reg .u32 r) subs(.reg .u32 a, .reg .u32 b, .reg .u32 c)
{{
    .reg .u32 t;
    sub.cc.u32 t, 0, c;
    subc.sat.s32 r, a, b;
    ret;
}}
.visible .func (.reg .u32 r) add16(.reg .u32 a, .reg .u32 b, .reg .u32 c)
{{
    .reg .u32 t;
    .reg .u16 x, y, z;
    add.cc.u32 t, c, 0xffffffff;
    cvt.u16.u32 x, a;
    cvt.u16.u32 y, b;
    addc.u16 z, x, y;
    cvt.u32.u16 r, z;
    ret;
}}
.visible .func (.reg .u32 r) sub16(.reg .u32 a, .reg .u32 b, .reg .u32 c)
{{
    .reg .u32 t;
    .reg .s16 x, y, z;
    sub.cc.u32 t, 0, c;
    cvt.u16.u32 x, a;
    cvt.u16.u32 y, b;
    subc.s16 z, x, y;
    cvt.u32.u16 r, z;
    ret;
}}
"
    );
    // adds: 0x7fffffff + 0 + 1 clamps; + 0 + 0 does not; -1 + INT_MIN + 1
    // is INT_MIN exactly; INT_MIN + INT_MIN clamps low.
    agree(&src, "adds", &[0x7fff_ffff, 0, 1], &[0x7fff_ffff]);
    agree(&src, "adds", &[0x7fff_fffe, 0, 0], &[0x7fff_fffe]);
    agree(&src, "adds", &[0x7fff_fffe, 0, 1], &[0x7fff_ffff]);
    agree(&src, "adds", &[0xffff_ffff, 0x8000_0000, 1], &[0x8000_0000]);
    agree(&src, "adds", &[0x8000_0000, 0x8000_0000, 1], &[0x8000_0000]);
    agree(&src, "adds", &[5, 6, 1], &[12]);
    // subs: `sub.cc 0 - c` leaves CF = 1 (no borrow) only for c = 0.
    // 0 - INT_MIN - 0 = 2^31 clamps; with the borrow 2^31 - 1 fits.
    agree(&src, "subs", &[0, 0x8000_0000, 0], &[0x7fff_ffff]);
    agree(&src, "subs", &[0, 0x8000_0000, 1], &[0x7fff_ffff]);
    agree(&src, "subs", &[0xffff_ffff, 0x8000_0000, 1], &[0x7fff_fffe]);
    agree(&src, "subs", &[0x8000_0000, 0, 1], &[0x8000_0000]);
    agree(&src, "subs", &[5, 7, 0], &[0xffff_fffe]);
    agree(&src, "subs", &[5, 7, 3], &[0xffff_fffd]);
    // 16 bits: 0xffff + 0 + 1 wraps to 0; 0x1234 + 0x1111 + 1 = 0x2346;
    // 0 - 1 - 1 = 0xfffe; 0x8000 - 1 - 0 = 0x7fff.
    agree(&src, "add16", &[0xffff, 0, 1], &[0]);
    agree(&src, "add16", &[0x1234, 0x1111, 1], &[0x2346]);
    agree(&src, "add16", &[0x1234, 0x1111, 0], &[0x2345]);
    agree(&src, "sub16", &[0, 1, 1], &[0xfffe]);
    agree(&src, "sub16", &[0x8000, 1, 0], &[0x7fff]);
}

#[test]
fn lop3_with_a_predicate_output() {
    // PTX 8.2: d = F(a, b, c); p = (d != 0) BoolOp q. With immLut 0xc0
    // (a & b) and d discarded in the second function.
    let src = ".version 8.2\n.target sm_80\n.address_size 64\n
.visible .func (.reg .u32 r) f(.reg .u32 a, .reg .u32 b, .reg .u32 q)
{
    .reg .pred p, pq;
    .reg .u32 d;
    setp.ne.u32 pq, q, 0;
    lop3.or.b32 d|p, a, b, 0, 0xc0, pq;
    selp.u32 r, 1000, 0, p;
    add.u32 r, r, d;
    ret;
}
.visible .func (.reg .u32 r) g(.reg .u32 a, .reg .u32 b, .reg .u32 q)
{
    .reg .pred p, pq;
    setp.ne.u32 pq, q, 0;
    lop3.and.b32 _|p, a, b, 0, 0xc0, !pq;
    selp.u32 r, 1, 0, p;
    ret;
}
";
    // f: a & b = 0x0c; nonzero, so p is true whatever q: 1000 + 12.
    agree(src, "f", &[0x0e, 0x3c, 0], &[1012]);
    // a & b = 0: p = q.
    agree(src, "f", &[0xf0, 0x0f, 0], &[0]);
    agree(src, "f", &[0xf0, 0x0f, 7], &[1000]);
    // g: p = (a & b != 0) && !q.
    agree(src, "g", &[3, 1, 0], &[1]);
    agree(src, "g", &[3, 1, 1], &[0]);
    agree(src, "g", &[2, 1, 0], &[0]);
}

#[test]
fn constant_expressions_are_evaluated_as_c_does() {
    let src = format!(
        "{HEAD}
.visible .func (.reg .u32 r) e(.reg .u32 a)
{{
    .reg .u32 t;
    add.u32 r, a, (1 << 4) - 1;
    add.u32 r, r, 2 * 3 + 1;
    xor.b32 r, r, ~0x0f & 0xff;
    add.u32 t, a+2*4, -(3);
    add.u32 r, r, t;
    add.u32 r, r, 7 / 2 + 7 % 3 + (-7 / 2);
    add.u32 r, r, 3 > 2 ? 100 : 200;
    add.u32 r, r, 0xffffffffffffffffU >> 60;
    add.u32 r, r, (2U) > -1;
    ret;
}}
"
    );
    // a = 1: 1 + 15 = 16; + 7 = 23 (0x17); ^ 0xf0 = 0xe7 (231);
    // t = (1 + 8) - 3 = 6, r = 237; 7/2 + 7%3 + (-7/2) = 3 + 1 - 3 = 1,
    // r = 238; + 100 = 338; + 0xf (an unsigned shift) = 353.
    agree(&src, "e", &[1], &[353]);
}

#[test]
fn param_structs_wider_than_8_bytes_pass_whole_on_every_backend() {
    // clang's lowering of a by-value struct { u32 a, b, c; u64 d; } (24
    // bytes) to a callee that returns a 16-byte struct.
    let src = format!(
        "{HEAD}
.func (.param .align 8 .b8 ret[16]) pair(.param .align 8 .b8 s[24])
{{
    .reg .u32 a, b, c;
    .reg .u64 d;
    ld.param.u32 a, [s];
    ld.param.u32 b, [s+4];
    ld.param.u32 c, [s+8];
    ld.param.u64 d, [s+16];
    add.u32 a, a, b;
    add.u32 a, a, c;
    st.param.u32 [ret], a;
    st.param.u32 [ret+4], c;
    st.param.u64 [ret+8], d;
    ret;
}}
.visible .func (.reg .u64 r) f(.reg .u32 x, .reg .u64 y)
{{
    .reg .u32 s, t;
    .reg .u64 u;
    {{
        .param .align 8 .b8 arg[24];
        .param .align 8 .b8 out[16];
        st.param.u32 [arg], x;
        st.param.u32 [arg+4], 10;
        st.param.u32 [arg+8], 100;
        st.param.u64 [arg+16], y;
        call (out), pair, (arg);
        ld.param.u32 s, [out];
        ld.param.u32 t, [out+4];
        ld.param.u64 u, [out+8];
    }}
    cvt.u64.u32 r, s;
    add.u64 r, r, u;
    cvt.u64.u32 u, t;
    shl.b64 u, u, 32;
    add.u64 r, r, u;
    ret;
}}
"
    );
    // s = x + 10 + 100, t = 100, u = y: r = s + y + (100 << 32).
    agree(
        &src,
        "f",
        &[1, 0x1_0000_0000],
        &[111 + 0x1_0000_0000 + (100 << 32)],
    );
    agree(&src, "f", &[5, 7], &[115 + 7 + (100 << 32)]);
}

#[test]
fn a_cycle_through_an_indirect_call_is_named_as_such() {
    // g's address is taken and g calls through a prototype of its own
    // signature: the expansion calls g from g. The interpreter runs it
    // (the pointer is inc); the compiled backends refuse the cycle and say
    // where it comes from.
    let src = format!(
        "{HEAD}
.func (.reg .u32 r) inc(.reg .u32 a)
{{
    add.u32 r, a, 1;
    ret;
}}
.visible .func (.reg .u32 r) g(.reg .u32 a)
{{
    .reg .u64 f;
    R: .callprototype (.reg .u32 _) _ (.reg .u32 _);
    mov.u64 f, inc;
    call (r), f, (a), R;
    mov.u64 f, g;
    ret;
}}
"
    );
    let m = Module::from_ptx(&src).unwrap_or_else(|e| panic!("{}", e.render("t.ptx", &src)));
    assert_eq!(
        m.call(Backend::Interp, "g", &[4]).expect("interp runs it"),
        [5]
    );
    let e = m
        .call(Backend::Host, "g", &[4])
        .expect_err("host refuses the cycle");
    assert!(e.to_string().contains("indirect call"), "{e}");
}
