//! An ordinary cudarc program (nothing in it knows about ptxjit): CUDA C
//! compiled by NVRTC, loaded and launched through cudarc's safe driver
//! API. Run it on ptxjit's driver with
//! `LD_LIBRARY_PATH=<dir of libcuda.so.1>:<dir of libnvrtc.so.12>`.
//!
//! Each result is checked against a value worked out here on the CPU;
//! the program prints one line per check and exits 1 on a mismatch.

use cudarc::driver::{CudaContext, DevicePtr, LaunchConfig, PushKernelArg};
use cudarc::nvrtc::{compile_ptx_with_opts, CompileOptions};

const SRC: &str = r#"
// 256-bit additions, 8 limbs per number, as one carry chain.
extern "C" __global__ void add256(const unsigned *a, const unsigned *b,
                                  unsigned *sum, unsigned *carry, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const unsigned *x = a + 8 * i, *y = b + 8 * i;
    unsigned s0, s1, s2, s3, s4, s5, s6, s7, c;
    asm("add.cc.u32 %0, %9, %17;\n\t"
        "addc.cc.u32 %1, %10, %18;\n\t"
        "addc.cc.u32 %2, %11, %19;\n\t"
        "addc.cc.u32 %3, %12, %20;\n\t"
        "addc.cc.u32 %4, %13, %21;\n\t"
        "addc.cc.u32 %5, %14, %22;\n\t"
        "addc.cc.u32 %6, %15, %23;\n\t"
        "addc.cc.u32 %7, %16, %24;\n\t"
        "addc.u32 %8, 0, 0;"
        : "=r"(s0), "=r"(s1), "=r"(s2), "=r"(s3), "=r"(s4), "=r"(s5), "=r"(s6), "=r"(s7), "=r"(c)
        : "r"(x[0]), "r"(x[1]), "r"(x[2]), "r"(x[3]), "r"(x[4]), "r"(x[5]), "r"(x[6]), "r"(x[7]),
          "r"(y[0]), "r"(y[1]), "r"(y[2]), "r"(y[3]), "r"(y[4]), "r"(y[5]), "r"(y[6]), "r"(y[7]));
    unsigned *s = sum + 8 * i;
    s[0] = s0; s[1] = s1; s[2] = s2; s[3] = s3; s[4] = s4; s[5] = s5; s[6] = s6; s[7] = s7;
    carry[i] = c;
}

// One step of a bitonic sort, in place.
extern "C" __global__ void bitonic(unsigned *d, unsigned j, unsigned k) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned l = i ^ j;
    if (l > i) {
        unsigned a = d[i], b = d[l];
        bool up = (i & k) == 0;
        if ((a > b) == up) { d[i] = b; d[l] = a; }
    }
}

// A table reached through a pointer the host stores in a module variable,
// scaled by a __constant__ the host sets.
__device__ const unsigned *g_table;
__constant__ unsigned c_scale;
extern "C" __global__ void gather(unsigned *out, const unsigned *idx, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = g_table[idx[i]] * c_scale;
}

// Per-block sums through dynamic shared memory and __syncthreads.
extern "C" __global__ void block_sum(const unsigned *in, unsigned *out) {
    extern __shared__ unsigned s[];
    unsigned t = threadIdx.x;
    s[t] = in[blockIdx.x * blockDim.x + t];
    __syncthreads();
    for (unsigned w = blockDim.x / 2; w > 0; w /= 2) {
        if (t < w) s[t] += s[t + w];
        __syncthreads();
    }
    if (t == 0) out[blockIdx.x] = s[0];
}

// Video instructions: byte-wise absolute differences, summed.
extern "C" __global__ void sad4(const unsigned *a, const unsigned *b, unsigned *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = __vabsdiffu4(a[i], b[i]) ;
}
"#;

fn rng(seed: u64) -> impl FnMut() -> u32 {
    let mut x = seed;
    move || {
        // splitmix64
        x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = x;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        (z ^ (z >> 31)) as u32
    }
}

fn check(ok: &mut bool, what: &str, good: bool) {
    println!("{}: {}", what, if good { "ok" } else { "MISMATCH" });
    *ok &= good;
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let ptx = compile_ptx_with_opts(
        SRC,
        CompileOptions {
            arch: Some("compute_80"),
            ..Default::default()
        },
    )?;
    let ctx = CudaContext::new(0)?;
    println!("device: {}", ctx.name()?);
    let stream = ctx.default_stream();
    let module = ctx.load_module(ptx)?;
    let mut ok = true;
    let mut r = rng(7);

    // add256
    let n = 1000usize;
    let a: Vec<u32> = (0..8 * n).map(|_| r()).collect();
    let mut b: Vec<u32> = (0..8 * n).map(|_| r()).collect();
    // Some all-ones limbs so carries ripple the whole way.
    for i in (0..n).step_by(7) {
        for k in 0..8 {
            b[8 * i + k] = !a[8 * i + k];
        }
        b[8 * i] = b[8 * i].wrapping_add(1);
    }
    let da = stream.clone_htod(&a)?;
    let db = stream.clone_htod(&b)?;
    let mut dsum = stream.alloc_zeros::<u32>(8 * n)?;
    let mut dcarry = stream.alloc_zeros::<u32>(n)?;
    let f = module.load_function("add256")?;
    let ni = n as i32;
    let mut l = stream.launch_builder(&f);
    l.arg(&da).arg(&db).arg(&mut dsum).arg(&mut dcarry).arg(&ni);
    unsafe { l.launch(LaunchConfig::for_num_elems(n as u32)) }?;
    let sum = stream.clone_dtoh(&dsum)?;
    let carry = stream.clone_dtoh(&dcarry)?;
    let mut good = true;
    for i in 0..n {
        let mut c = 0u64;
        for k in 0..8 {
            let t = u64::from(a[8 * i + k]) + u64::from(b[8 * i + k]) + c;
            good &= sum[8 * i + k] == t as u32;
            c = t >> 32;
        }
        good &= u64::from(carry[i]) == c;
    }
    let carries = carry.iter().filter(|&&c| c == 1).count();
    check(&mut ok, &format!("add256 ({} carries out)", carries), good);

    // bitonic sort: one launch per step, in place.
    let len = 4096u32;
    let data: Vec<u32> = (0..len).map(|_| r()).collect();
    let mut dd = stream.clone_htod(&data)?;
    let f = module.load_function("bitonic")?;
    let mut launches = 0;
    let mut k = 2u32;
    while k <= len {
        let mut j = k / 2;
        while j > 0 {
            let mut l = stream.launch_builder(&f);
            l.arg(&mut dd).arg(&j).arg(&k);
            unsafe { l.launch(LaunchConfig::for_num_elems(len)) }?;
            launches += 1;
            j /= 2;
        }
        k *= 2;
    }
    let sorted = stream.clone_dtoh(&dd)?;
    let mut want = data.clone();
    want.sort_unstable();
    check(
        &mut ok,
        &format!("bitonic sort ({} launches)", launches),
        sorted == want,
    );

    // gather through a pointer in a __device__ variable, into the middle
    // of a buffer.
    let table: Vec<u32> = (0..256).map(|i| i * 3 + 1).collect();
    let idx: Vec<u32> = (0..100).map(|_| r() % 256).collect();
    let dt = stream.clone_htod(&table)?;
    let di = stream.clone_htod(&idx)?;
    let mut dout = stream.alloc_zeros::<u32>(116)?;
    {
        let (p, _sync) = dt.device_ptr(&stream);
        let mut g = module.get_global("g_table", &stream)?;
        stream.memcpy_htod(&p.to_le_bytes(), &mut g)?;
    }
    {
        let mut c = module.get_global("c_scale", &stream)?;
        stream.memcpy_htod(&5u32.to_le_bytes(), &mut c)?;
    }
    let f = module.load_function("gather")?;
    let n100 = 100i32;
    let mut tail = dout.slice_mut(16..);
    let mut l = stream.launch_builder(&f);
    l.arg(&mut tail).arg(&di).arg(&n100);
    unsafe { l.launch(LaunchConfig::for_num_elems(100)) }?;
    let out = stream.clone_dtoh(&dout)?;
    let want: Vec<u32> = std::iter::repeat_n(0, 16)
        .chain(idx.iter().map(|&i| table[i as usize] * 5))
        .collect();
    check(&mut ok, "gather through a __device__ pointer", out == want);

    // block sums with dynamic shared memory
    let input: Vec<u32> = (0..8 * 128).map(|_| r() % 1000).collect();
    let din = stream.clone_htod(&input)?;
    let mut dsums = stream.alloc_zeros::<u32>(8)?;
    let f = module.load_function("block_sum")?;
    let mut l = stream.launch_builder(&f);
    l.arg(&din).arg(&mut dsums);
    unsafe {
        l.launch(LaunchConfig {
            grid_dim: (8, 1, 1),
            block_dim: (128, 1, 1),
            shared_mem_bytes: 128 * 4,
        })
    }?;
    let sums = stream.clone_dtoh(&dsums)?;
    let want: Vec<u32> = input.chunks(128).map(|c| c.iter().sum()).collect();
    check(&mut ok, "block sums in shared memory", sums == want);

    // vabsdiff4
    let x: Vec<u32> = (0..500).map(|_| r()).collect();
    let y: Vec<u32> = (0..500).map(|_| r()).collect();
    let (dx, dy) = (stream.clone_htod(&x)?, stream.clone_htod(&y)?);
    let mut dz = stream.alloc_zeros::<u32>(500)?;
    let f = module.load_function("sad4")?;
    let n500 = 500i32;
    let mut l = stream.launch_builder(&f);
    l.arg(&dx).arg(&dy).arg(&mut dz).arg(&n500);
    unsafe { l.launch(LaunchConfig::for_num_elems(500)) }?;
    let z = stream.clone_dtoh(&dz)?;
    let want: Vec<u32> = x
        .iter()
        .zip(&y)
        .map(|(&p, &q)| {
            (0..4).fold(0u32, |acc, k| {
                let (u, v) = ((p >> (8 * k)) as u8, (q >> (8 * k)) as u8);
                acc | (u32::from(u.abs_diff(v)) << (8 * k))
            })
        })
        .collect();
    check(&mut ok, "vabsdiff4", z == want);

    stream.synchronize()?;
    if !ok {
        std::process::exit(1);
    }
    println!("all checks passed");
    Ok(())
}
