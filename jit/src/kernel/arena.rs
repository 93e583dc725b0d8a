//! A launch's memory: one arena per state space (bytes, validity bitmap,
//! valid runs), laid out as the interpreter allocates, spare storage kept
//! for the next launch, and the parallel copies that fill them.

use super::*;

/// Bytes per task when copying large buffers in parallel.
pub(super) const COPY_CHUNK: usize = 1 << 18;

/// `dst.copy_from_slice(src)`, in parallel chunks when large.
pub(super) fn par_copy(dst: &mut [u8], src: &[u8]) {
    if src.len() < 4 * COPY_CHUNK {
        dst.copy_from_slice(src);
    } else {
        dst.par_chunks_mut(COPY_CHUNK)
            .zip(src.par_chunks(COPY_CHUNK))
            .for_each(|(d, s)| d.copy_from_slice(s));
    }
}

/// `dst.fill(0)`, in parallel chunks when large.
pub(super) fn par_zero(dst: &mut [u8]) {
    if dst.len() < 4 * COPY_CHUNK {
        dst.fill(0);
    } else {
        dst.par_chunks_mut(COPY_CHUNK).for_each(|d| d.fill(0));
    }
}

/// `src.to_vec()`, written (and its pages first touched) in parallel chunks
/// when large.
pub(super) fn par_to_vec(src: &[u8]) -> Vec<u8> {
    if src.len() < 4 * COPY_CHUNK {
        return src.to_vec();
    }
    let mut v: Vec<u8> = Vec::with_capacity(src.len());
    v.spare_capacity_mut()[..src.len()]
        .par_chunks_mut(COPY_CHUNK)
        .zip(src.par_chunks(COPY_CHUNK))
        .for_each(|(d, s)| {
            d.write_copy_of_slice(s);
        });
    // SAFETY: the first `src.len()` elements were all written above.
    unsafe { v.set_len(src.len()) };
    v
}

/// Storage of an earlier launch's arena, kept for reuse.
pub(super) struct Spare {
    pub(super) data: Vec<u64>,
    pub(super) shadow: Vec<u8>,
}

/// Arenas at least this large (bytes) are kept for the next launch.
pub(super) const SPARE_MIN: u64 = 1 << 20;

/// One state space's memory: bytes (8-byte aligned) and validity bitmap.
pub(super) struct Arena {
    pub(super) data: Vec<u64>,
    pub(super) len: u64,
    pub(super) shadow: Vec<u8>,
    /// Valid byte ranges `[start, end)` (offsets), sorted by start.
    pub(super) runs: Vec<[u64; 2]>,
}

impl Arena {
    /// An arena for state-space addresses `origin..end` holding `allocs`
    /// (address, size, initial bytes): zero except for the initial bytes,
    /// valid exactly inside the allocations. `spare` is storage of an
    /// earlier arena to reuse (its pages are already mapped), with any
    /// contents.
    pub(super) fn new(origin: u64, allocs: &[(u64, u64, &[u8])], spare: Option<Spare>) -> Arena {
        let end = allocs
            .iter()
            .map(|a| a.0 + a.1)
            .max()
            .unwrap_or(origin)
            .max(origin);
        let len = end - origin + ARENA_PAD;
        let words = len.div_ceil(8) as usize;
        // Spare bitmap bytes past the end: a check loads up to 4 bitmap
        // bytes from the byte of any in-range offset.
        let shadow_len = words + 8;
        let (mut data, mut shadow) = match spare {
            Some(sp) => {
                let (mut d, mut sh) = (sp.data, sp.shadow);
                // Old contents are overwritten below: every byte is either
                // zeroed or copied from an initial image.
                d.truncate(words);
                d.resize(words, 0);
                sh.truncate(shadow_len);
                sh.resize(shadow_len, 0);
                {
                    let bytes = as_bytes_mut(&mut d);
                    let mut inits: Vec<(usize, usize)> = allocs
                        .iter()
                        .map(|&(at, size, init)| {
                            let off = (at - origin) as usize;
                            (off, off + init.len().min(size as usize))
                        })
                        .collect();
                    inits.sort_unstable();
                    let mut cursor = 0usize;
                    for (lo, hi) in inits {
                        if lo > cursor {
                            par_zero(&mut bytes[cursor..lo]);
                        }
                        cursor = cursor.max(hi);
                    }
                    let tail = cursor.min(bytes.len());
                    par_zero(&mut bytes[tail..]);
                }
                par_zero(&mut sh);
                (d, sh)
            }
            None => (vec![0u64; words], vec![0u8; shadow_len]),
        };
        {
            let bytes = as_bytes_mut(&mut data);
            for &(at, size, init) in allocs {
                let off = (at - origin) as usize;
                let n = init.len().min(size as usize);
                par_copy(&mut bytes[off..off + n], &init[..n]);
                let end = off + size as usize;
                let mut o = off;
                while o < end {
                    if o & 7 == 0 && o + 8 <= end {
                        // Whole bitmap bytes at once.
                        let full = (end - o) / 8;
                        shadow[o >> 3..(o >> 3) + full].fill(0xff);
                        o += full * 8;
                    } else {
                        shadow[o >> 3] |= 1 << (o & 7);
                        o += 1;
                    }
                }
            }
        }
        // The valid runs (one per allocation, offsets from `origin`),
        // sorted, for the generated code's per-site range caches.
        let mut runs: Vec<[u64; 2]> = allocs
            .iter()
            .filter(|a| a.1 > 0)
            .map(|&(at, size, _)| [at - origin, at - origin + size])
            .collect();
        runs.sort_unstable();
        Arena {
            data,
            len,
            shadow,
            runs,
        }
    }

    /// Gives back the storage for a later launch.
    pub(super) fn into_spare(self) -> Spare {
        Spare {
            data: self.data,
            shadow: self.shadow,
        }
    }

    pub(super) fn ptr(&mut self) -> *mut u8 {
        self.data.as_mut_ptr() as *mut u8
    }

    pub(super) fn bytes(&self) -> &[u8] {
        // SAFETY: a u64 slice viewed as bytes.
        unsafe { std::slice::from_raw_parts(self.data.as_ptr() as *const u8, self.data.len() * 8) }
    }
}

pub(super) fn as_bytes_mut(v: &mut [u64]) -> &mut [u8] {
    // SAFETY: a u64 slice viewed as bytes.
    unsafe { std::slice::from_raw_parts_mut(v.as_mut_ptr() as *mut u8, v.len() * 8) }
}

/// Where a launch's global memory is (an [`Arena`] of its own or device
/// memory).
pub(super) struct GlobalArena {
    pub(super) base: *mut u8,
    pub(super) len: u64,
    pub(super) shadow: *const u8,
    pub(super) runs: *const [u64; 2],
    pub(super) nruns: u64,
}
