//! Special registers real code reads (CUDA 12's cooperative groups,
//! cluster-aware kernels, timers): each parses and checks as ptxas 12.9
//! does and reads the value ptxjit's device gives on the host and the
//! interpreter (docs/semantics.md §18).

use ptxjit::{KernelArg, Launch, Module};

const SRC: &str = r#"
.version 8.8
.target sm_90
.address_size 64
.entry k(.param .u64 out)
{
  .reg .b32 %r<20>;
  .reg .b64 %rd<8>;
  .reg .pred %p;
  ld.param.u64 %rd1, [out];
  mov.u32 %r1, %envreg1;
  mov.u32 %r2, %envreg31;
  mov.u32 %r3, %globaltimer_lo;
  mov.u32 %r4, %cluster_nctarank;
  mov.u32 %r5, %clusterid.y;
  mov.u32 %r6, %nclusterid.y;
  mov.u32 %r7, %cluster_nctaid.z;
  mov.pred %p, %is_explicit_cluster;
  selp.u32 %r8, 5, 9, %p;
  mov.u32 %r9, %pm3;
  mov.u32 %r10, %reserved_smem_offset_begin;
  mov.u32 %r11, %lanemask_lt;
  mov.u32 %r12, %cluster_ctarank;
  mov.u64 %rd2, %current_graph_exec;
  mov.u64 %rd3, %pm7_64;
  add.u64 %rd2, %rd2, %rd3;
  cvt.u32.u64 %r13, %rd2;
  mov.u32 %r14, %cluster_ctaid.x;
  mov.u32 %r15, %aggr_smem_size;
  mov.u32 %r16, %globaltimer_hi;
  mov.u32 %r17, %ctaid.y;
  shl.b32 %r17, %r17, 1;
  mov.u32 %r18, %tid.x;
  add.u32 %r17, %r17, %r18;
  mul.wide.u32 %rd4, %r17, 64;
  add.u64 %rd1, %rd1, %rd4;
  st.global.v4.u32 [%rd1], {%r1, %r2, %r3, %r4};
  st.global.v4.u32 [%rd1+16], {%r5, %r6, %r7, %r8};
  st.global.v4.u32 [%rd1+32], {%r9, %r10, %r11, %r12};
  st.global.v4.u32 [%rd1+48], {%r13, %r14, %r15, %r16};
  ret;
}
"#;

/// Launched without clusters every block is a cluster of one (`%clusterid`
/// is `%ctaid`, `%nclusterid` is `%nctaid`, one CTA per cluster, rank 0,
/// not explicit); no driver environment (`%envreg*` 0, as outside a
/// cooperative launch), no counters, timers, reserved shared memory or
/// graph (0).
#[test]
fn special_registers_of_cuda_12_code_read_the_devices_values() {
    let m = Module::from_ptx(SRC).expect("ptxas 12.9 accepts it at sm_90");
    let l = Launch {
        grid: [1, 3, 1],
        block: [2, 1, 1],
        dynamic_shared: 0,
    };
    let mut want = Vec::new();
    for y in 0..3u32 {
        for x in 0..2u32 {
            let lanemask_lt = (1u32 << x) - 1;
            want.extend([0, 0, 0, 1, y, 3, 1, 9, 0, 0, lanemask_lt, 0, 0, 0, 0, 0]);
        }
    }
    for b in super::kernel_backends() {
        let out = m
            .launch(b, "k", &l, &[KernelArg::zeros::<u32>(96)])
            .expect("launch");
        let got: Vec<u32> = ptxjit::from_bytes(out[0].as_deref().expect("buffer"));
        assert_eq!(got, want, "{b:?}");
    }
}

/// What ptxas 12.9 refuses: a 16-bit read of a 32-bit counter ("Arguments
/// mismatch for instruction 'mov'"), a 32-bit read of a 64-bit one,
/// registers past the last (`%envreg32`, `%pm8`), a component on a plain
/// register; a predicate register read as an integer.
#[test]
fn special_registers_are_read_at_the_widths_ptxas_allows() {
    for (decl, stmt, want) in [
        (
            ".reg .b16 %h;",
            "mov.u16 %h, %clock;",
            "is 32-bit and cannot be read as a 16-bit",
        ),
        (
            ".reg .b16 %h;",
            "mov.u16 %h, %envreg3;",
            "is 32-bit and cannot be read as a 16-bit",
        ),
        (
            ".reg .b32 %w;",
            "mov.u32 %w, %clock64;",
            "is 64-bit and cannot be read as a 32-bit",
        ),
        (
            ".reg .b32 %w;",
            "mov.u32 %w, %envreg32;",
            "'%envreg32' is not declared",
        ),
        (
            ".reg .b32 %w;",
            "mov.u32 %w, %pm8;",
            "'%pm8' is not declared",
        ),
        (
            ".reg .b32 %w;",
            "mov.u32 %w, %is_explicit_cluster;",
            "cannot be read as a 32-bit",
        ),
        (
            ".reg .b32 %w;",
            "mov.u32 %w, %cluster_ctarank.x;",
            "has no component .x",
        ),
    ] {
        let src = format!(
            ".version 8.0\n.target sm_90\n.address_size 64\n.entry k()\n{{\n  {decl}\n  {stmt}\n  ret;\n}}\n"
        );
        let e = Module::from_ptx(&src).expect_err(stmt).to_string();
        assert!(e.contains(want), "{stmt}: {e}");
    }
    // Accepted: the thread position and %gridid at 16 bits.
    for stmt in ["mov.u16 %h, %tid.x;", "mov.u16 %h, %gridid;"] {
        let src = format!(
            ".version 8.0\n.target sm_90\n.address_size 64\n.entry k()\n{{\n  .reg .b16 %h;\n  {stmt}\n  ret;\n}}\n"
        );
        Module::from_ptx(&src).expect(stmt);
    }
}
