//! splitmix64, the deterministic generator of the differential tests
//! (included with `#[path]` by `tests/vectors/variants.rs` and
//! `tests/common/video_ops.rs`).
#![allow(dead_code)]

/// splitmix64.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
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
