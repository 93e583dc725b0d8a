//! What ptxjit's test binaries and benches share, written once: the seeded
//! generator ([`Rng`], splitmix64), PTX headers and program builders
//! ([`HEAD`], [`program`]), the generators of video instructions
//! ([`video_ops`]) and an interpreter runner ([`interp`]). A dev-dependency
//! of the root crate (its one integration-test binary `tests/all` and the
//! benches), `ptxjit-lower` and `ptxjit-jit`.

pub mod video_ops;

use ptxjit_frontend::ir::Program;

/// The header of the test modules: PTX 7.8, sm_80, 64-bit addresses.
pub const HEAD: &str = ".version 7.8\n.target sm_80\n.address_size 64\n";

/// [`HEAD`] followed by `body`, parsed and checked (a test's own PTX: any
/// error is the test's bug, so it panics with the diagnostics).
pub fn program(body: &str) -> Program {
    program_with(HEAD, body)
}

/// `head` followed by `body`, parsed and checked.
pub fn program_with(head: &str, body: &str) -> Program {
    let src = format!("{}{}", head, body);
    let ast = ptxjit_frontend::parse(&src).unwrap_or_else(|e| panic!("parse: {:?}", e));
    ptxjit_frontend::check(&ast).unwrap_or_else(|e| panic!("check: {:?}", e))
}

/// The reference interpreter's results for `name(args)` in `p`.
pub fn interp(p: &Program, name: &str, args: &[u64]) -> Vec<u64> {
    let (id, _) = p
        .func(name)
        .unwrap_or_else(|| panic!("no function {}", name));
    ptxjit_runtime::Interp::new(p)
        .call(id, args)
        .unwrap_or_else(|e| panic!("interp {}: {:?}", name, e))
}

/// splitmix64.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    // An infinite stream the tests call `next` on (not an `Iterator`: no
    // `Option` to unwrap at every draw).
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u64 {
        Rng::step(&mut self.0)
    }

    /// The next 64 bits of the stream whose state is `state` (the one
    /// splitmix64 of the test binaries' generators).
    pub fn step(state: &mut u64) -> u64 {
        *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = *state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    /// A value in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    /// A random word biased towards lane boundaries.
    pub fn word(&mut self) -> u32 {
        const BYTES: [u8; 8] = [0, 1, 0x7e, 0x7f, 0x80, 0x81, 0xfe, 0xff];
        match self.below(4) {
            0 => u32::from_le_bytes([0; 4].map(|_: u8| BYTES[self.below(8) as usize])),
            1 => self.below(64) as u32,
            _ => self.next() as u32,
        }
    }
}

impl Rng {
    /// A 32-bit word, mostly random, with the edge values 0, `0xffff_ffff`,
    /// `0x8000_0000`, 1 and `0x7fff_ffff` each an eighth of the time.
    pub fn edge_word(&mut self) -> u64 {
        match self.next() % 8 {
            0 => 0,
            1 => 0xffff_ffff,
            2 => 0x8000_0000,
            3 => 1,
            4 => 0x7fff_ffff,
            _ => self.next() & 0xffff_ffff,
        }
    }

    /// `n` words of the stream seeded with `seed` (low 32 bits of each step).
    pub fn words(seed: u64, n: usize) -> Vec<u32> {
        let mut s = seed;
        (0..n).map(|_| Rng::step(&mut s) as u32).collect()
    }
}

impl Rng {
    /// A value biased towards edges and small numbers.
    pub fn value(&mut self, bits: u32) -> u64 {
        let e = edges(bits);
        match self.next() % 4 {
            0 => e[(self.next() % e.len() as u64) as usize],
            1 => self.next() % 300,
            _ => self.next(),
        }
    }
}

/// Edge values of a `bits`-wide operand: 0, 1, -1, MIN, MAX, byte and
/// half-word boundaries, shift/field boundaries.
pub fn edges(bits: u32) -> Vec<u64> {
    let m = if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    let h = 1u64 << (bits - 1);
    let mut v = vec![
        0,
        1,
        2,
        7,
        8,
        15,
        16,
        31,
        32,
        33,
        63,
        64,
        65,
        0x7f,
        0x80,
        0xff,
        0x100,
        0x7fff,
        0x8000,
        0xffff,
        0x1_0000,
        h - 1,
        h,
        h + 1,
        m,
        m - 1,
        0x8000_0000,
        0x7fff_ffff,
        0xffff_ffff,
        0x1_0000_0000,
    ];
    v.iter_mut().for_each(|x| *x &= m);
    v.sort_unstable();
    v.dedup();
    v
}
