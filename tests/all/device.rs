//! The library's device: persistent memory, pointers anywhere inside
//! allocations and stored in memory and module variables, launches in
//! place, checked arguments, faults on freed memory; every test on the
//! host backend and on the interpreter, against values worked out here.

use ptxjit::{Arg, Backend, Device, Error, FaultKind, Launch};

#[cfg(feature = "llvm")]
const BACKENDS: [Backend; 3] = [Backend::Host, Backend::Interp, Backend::Llvm];
#[cfg(not(feature = "llvm"))]
const BACKENDS: [Backend; 2] = [Backend::Host, Backend::Interp];

const HEAD: &str = ".version 7.8\n.target sm_80\n.address_size 64\n";

/// `walk`: each thread follows a linked list of 16-byte nodes
/// `{ next: u64, value: u32, pad }` from `heads[tid]` and writes the sum of
/// its values to `out[tid]`. `twice_p`: doubles the u32 at the pointer in
/// `.global` variable `p`, `n` of them, adding `.const` `k`.
fn module() -> String {
    format!(
        "{HEAD}\
.global .u64 p;\n\
.const .u32 k;\n\
.entry walk(.param .u64 heads, .param .u64 out) {{\n\
  .reg .b32 %r<6>; .reg .b64 %rd<8>; .reg .pred %q;\n\
  ld.param.u64 %rd1, [heads]; ld.param.u64 %rd2, [out];\n\
  mov.u32 %r1, %tid.x; mul.wide.u32 %rd3, %r1, 8; add.u64 %rd4, %rd1, %rd3;\n\
  ld.global.u64 %rd5, [%rd4]; mov.u32 %r2, 0;\n\
LOOP:\n\
  setp.eq.u64 %q, %rd5, 0; @%q bra DONE;\n\
  ld.global.u32 %r3, [%rd5+8]; add.u32 %r2, %r2, %r3; ld.global.u64 %rd5, [%rd5]; bra LOOP;\n\
DONE:\n\
  mul.wide.u32 %rd6, %r1, 4; add.u64 %rd7, %rd2, %rd6; st.global.u32 [%rd7], %r2; ret; }}\n\
.entry twice_p(.param .u32 n) {{\n\
  .reg .b32 %r<6>; .reg .b64 %rd<6>; .reg .pred %q;\n\
  ld.param.u32 %r1, [n]; mov.u32 %r2, %tid.x; setp.ge.u32 %q, %r2, %r1; @%q ret;\n\
  ld.global.u64 %rd1, [p]; mul.wide.u32 %rd2, %r2, 4; add.u64 %rd3, %rd1, %rd2;\n\
  ld.global.u32 %r3, [%rd3]; ld.const.u32 %r4, [k]; shl.b32 %r3, %r3, 1; add.u32 %r3, %r3, %r4;\n\
  st.global.u32 [%rd3], %r3; ret; }}\n\
.entry lcg(.param .u64 x, .param .u32 n) {{\n\
  .reg .b32 %r<6>; .reg .b64 %rd<6>; .reg .pred %q;\n\
  ld.param.u64 %rd1, [x]; ld.param.u32 %r1, [n];\n\
  mov.u32 %r2, %ctaid.x; mov.u32 %r3, %ntid.x; mov.u32 %r4, %tid.x; mad.lo.u32 %r2, %r2, %r3, %r4;\n\
  setp.ge.u32 %q, %r2, %r1; @%q ret;\n\
  mul.wide.u32 %rd2, %r2, 4; add.u64 %rd3, %rd1, %rd2; ld.global.u32 %r5, [%rd3];\n\
  mad.lo.u32 %r5, %r5, 1664525, 1013904223; st.global.u32 [%rd3], %r5; ret; }}\n"
    )
}

fn one_block(threads: u32) -> Launch {
    Launch {
        grid: [1, 1, 1],
        block: [threads, 1, 1],
        dynamic_shared: 0,
    }
}

#[test]
fn kernels_follow_pointers_stored_in_device_memory() {
    for b in BACKENDS {
        let dev = Device::new(b).unwrap();
        let m = dev.load_ptx(&module()).unwrap();
        // Four lists over one node buffer: list t holds nodes t, t+4, ...
        // (values 100 + node), linked through their device addresses.
        let nodes = dev.alloc::<u64>(2 * 40).unwrap();
        let base = nodes.addr();
        let mut words = vec![0u64; 80];
        for i in 0..40u64 {
            let next = if i + 4 < 40 { base + 16 * (i + 4) } else { 0 };
            words[2 * i as usize] = next;
            words[2 * i as usize + 1] = 100 + i;
        }
        nodes.write(&words).unwrap();
        let heads = dev.htod(&[base, base + 16, base + 32, base + 48]).unwrap();
        let out = dev.alloc::<u32>(4).unwrap();
        m.kernel("walk")
            .unwrap()
            .launch(&one_block(4), &[(&heads).into(), (&out).into()])
            .unwrap();
        let want: Vec<u32> = (0..4u32)
            .map(|t| (0..10).map(|j| 100 + t + 4 * j).sum())
            .collect();
        assert_eq!(out.to_vec().unwrap(), want, "{b:?}");
    }
}

#[test]
fn module_variables_hold_pointers_and_constants_the_host_sets() {
    for b in BACKENDS {
        let dev = Device::new(b).unwrap();
        let m = dev.load_ptx(&module()).unwrap();
        let data = dev.htod(&(0..20u32).collect::<Vec<_>>()).unwrap();
        // `p` points 5 elements into the buffer (cudaMemcpyToSymbol of a
        // pointer); `k` is a .const set through its device copy.
        let (p, psize) = m.global("p").unwrap();
        let (k, ksize) = m.global("k").unwrap();
        assert_eq!((psize, ksize), (8, 4));
        dev.write_bytes(p, &(data.addr() + 20).to_le_bytes())
            .unwrap();
        dev.write_bytes(k, &7u32.to_le_bytes()).unwrap();
        let kern = m.kernel("twice_p").unwrap();
        for _ in 0..2 {
            kern.launch(&one_block(32), &[10u32.into()]).unwrap();
        }
        let want: Vec<u32> = (0..20)
            .map(|x| {
                if (5..15).contains(&x) {
                    (x * 2 + 7) * 2 + 7
                } else {
                    x
                }
            })
            .collect();
        assert_eq!(data.to_vec().unwrap(), want, "{b:?}");
        // The variable reads back what the host wrote.
        let mut back = [0u8; 8];
        dev.read_bytes(p, &mut back).unwrap();
        assert_eq!(u64::from_le_bytes(back), data.addr() + 20);
    }
}

#[test]
fn many_launches_in_place_keep_the_buffer() {
    for b in BACKENDS {
        let dev = Device::new(b).unwrap();
        let m = dev.load_ptx(&module()).unwrap();
        let n = 1000u32;
        let x = dev.htod(&(0..n).collect::<Vec<_>>()).unwrap();
        let k = m.kernel("lcg").unwrap();
        for _ in 0..30 {
            k.launch(&Launch::for_num_elems(n), &[(&x).into(), n.into()])
                .unwrap();
        }
        let want: Vec<u32> = (0..n)
            .map(|mut v| {
                for _ in 0..30 {
                    v = v.wrapping_mul(1664525).wrapping_add(1013904223);
                }
                v
            })
            .collect();
        assert_eq!(x.to_vec().unwrap(), want, "{b:?}");
    }
}

#[test]
fn freed_memory_and_out_of_bounds_pointers_fault_with_the_same_message() {
    let mut texts = Vec::new();
    for b in BACKENDS {
        let dev = Device::new(b).unwrap();
        let m = dev.load_ptx(&module()).unwrap();
        let keep = dev.alloc::<u32>(8).unwrap();
        let gone = dev.alloc::<u32>(8).unwrap().addr();
        // (the buffer was dropped: freed)
        let k = m.kernel("lcg").unwrap();
        let e = k
            .launch(&one_block(1), &[Arg::Ptr(gone), 1u32.into()])
            .unwrap_err();
        assert_eq!(FaultKind::of(&e), FaultKind::IllegalAddress, "{e}");
        let text = e.to_string();
        assert!(
            text.contains(&format!(
                "out-of-bounds access of 4 byte(s) at address {:#x}",
                gone
            )),
            "{b:?}: {text}"
        );
        texts.push(text);
        // A wild pointer, far past every window: the nearest allocation
        // named is the program's buffer, not a parameter block.
        let wild = keep.addr() + (1 << 38);
        let e = k
            .launch(&one_block(1), &[Arg::Ptr(wild), 1u32.into()])
            .unwrap_err();
        let text = e.to_string();
        assert!(
            text.contains(&format!(
                "at address {:#x} (nearest allocation: 'allocation 1' at {:#x}..{:#x})",
                wild,
                keep.addr(),
                keep.addr() + 32
            )),
            "{b:?}: {text}"
        );
        texts.push(text);
        // One element past the end of a live buffer.
        let e = k
            .launch(&one_block(9), &[(&keep).into(), 9u32.into()])
            .unwrap_err();
        assert!(e.to_string().contains("%tid=(8,0,0)"), "{e}");
        // A misaligned pointer.
        let e = k
            .launch(&one_block(1), &[Arg::Ptr(keep.addr() + 2), 1u32.into()])
            .unwrap_err();
        assert_eq!(FaultKind::of(&e), FaultKind::Misaligned, "{e}");
        // The device is still usable (threads before the faulting one ran,
        // as on a GPU: `keep` was stepped once by the launch of 9).
        let fresh = dev.alloc::<u32>(8).unwrap();
        k.launch(&one_block(8), &[(&fresh).into(), 8u32.into()])
            .unwrap();
        assert_eq!(fresh.to_vec().unwrap(), vec![1013904223; 8]);
    }
    for (b, t) in BACKENDS.iter().zip(texts.chunks(2)).skip(1) {
        assert_eq!(t, &texts[..2], "{b:?} and host say the same");
    }
}

#[test]
fn arguments_are_checked_against_the_parameters() {
    let dev = Device::new(Backend::Host).unwrap();
    let m = dev.load_ptx(&module()).unwrap();
    let x = dev.alloc::<u32>(4).unwrap();
    let k = m.kernel("lcg").unwrap();
    let msg = |args: &[Arg]| match k.launch(&one_block(1), args) {
        Err(Error::Usage(m)) => m,
        other => panic!("{other:?}"),
    };
    assert_eq!(
        msg(&[(&x).into(), (&x).into()]),
        "kernel 'lcg': argument 1 ('n', .u32) is a pointer, which needs a 64-bit parameter"
    );
    assert_eq!(
        msg(&[(&x).into(), 4u64.into()]),
        "kernel 'lcg': argument 1 ('n', .u32) is given a .u64 value, which is 8 bytes wide, not 4"
    );
    assert_eq!(
        msg(&[(&x).into()]),
        "kernel 'lcg' takes 2 parameter(s), 1 argument(s) given"
    );
    assert_eq!(
        msg(&[Arg::Bytes(vec![0; 4]), 1u32.into()]),
        "kernel 'lcg': argument 0 ('x', .u64) is given 4 bytes; it has 8"
    );
    assert!(x.at(5).is_err());
    assert_eq!(x.at(4).unwrap(), Arg::Ptr(x.addr() + 16));
}

#[test]
fn module_memory_is_freed_with_the_module() {
    let dev = Device::new(Backend::Host).unwrap();
    let src = format!("{HEAD}.global .u32 big[262144];\n.entry k() {{ ret; }}\n");
    let before = dev.mem_info().0;
    for _ in 0..50 {
        let m = dev.load_ptx(&src).unwrap();
        m.kernel("k").unwrap().launch(&one_block(1), &[]).unwrap();
        assert_eq!(dev.mem_info().0, before - 1024 * 1024);
    }
    assert_eq!(dev.mem_info().0, before);
    // A kernel handle keeps its module alive.
    let k = dev.load_ptx(&src).unwrap().kernel("k").unwrap();
    assert_eq!(dev.mem_info().0, before - 1024 * 1024);
    drop(k);
    assert_eq!(dev.mem_info().0, before);
}
