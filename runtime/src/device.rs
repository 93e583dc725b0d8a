//! Device memory: one flat address space of persistent allocations, shared
//! by every backend that launches kernels on the CPU.
//!
//! The space is one reserved range of host memory (`mmap`, pages are only
//! committed when touched) that holds generic addresses
//! [`DEVICE_START`]`..`[`DEVICE_END`]: the global window of the address map
//! every backend uses (`.const`, `.shared`, `.local` and `.param` windows
//! start at [`DEVICE_END`]). A validity bitmap (one bit per byte) marks the
//! bytes inside live allocations; the host backend's generated code checks
//! every access against it, the interpreter through [`DeviceMemory::slice`].
//!
//! Allocations are 256-byte aligned (as `cuMemAlloc` promises) and followed
//! by at least 16 invalid bytes, so an access one past the end faults. A
//! freed range goes back to a first-fit free list; its pages are returned to
//! the system (`MADV_DONTNEED`), so new allocations start zeroed and a
//! process that allocates and frees stays bounded.

use std::collections::BTreeMap;

/// Generic address of the first byte of device memory.
pub const DEVICE_START: u64 = 0x1000_0000;
/// One past the last generic address device memory may use (where the
/// `.const` window starts).
pub const DEVICE_END: u64 = 0x6000_0000;
/// Bytes reserved after the used part of the space: invalid padding that a
/// check of an access at the end reads (the host backend's `ARENA_PAD`).
const PAD: u64 = 64;
/// Alignment of every allocation.
pub const ALLOC_ALIGN: u64 = 256;

/// What an allocation is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Owner {
    /// Allocated by the program (`cuMemAlloc`, `Device::alloc`).
    Program,
    /// A module's `.global` or `.const` variable (module id).
    Module(u64),
}

/// A live allocation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Allocation {
    /// Generic address of its first byte.
    pub addr: u64,
    /// Its size in bytes (at least 1).
    pub size: u64,
    /// For messages: `allocation 3`, a variable's name.
    pub name: String,
    /// Who made it.
    pub owner: Owner,
}

/// Why a device memory operation was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MemError {
    /// Not enough room in the device address space, or over the limit.
    #[error("out of device memory: {wanted} bytes wanted, {free} of {total} free")]
    OutOfMemory {
        /// Bytes asked for.
        wanted: u64,
        /// Bytes still free under the limit.
        free: u64,
        /// The limit.
        total: u64,
    },
    /// A range that is not inside one live allocation.
    #[error("{what}: {size} byte(s) at 0x{addr:x} are not inside one live allocation ({nearest})")]
    Invalid {
        /// The operation.
        what: &'static str,
        /// Its address.
        addr: u64,
        /// Its size.
        size: u64,
        /// The nearest allocation, described.
        nearest: String,
    },
    /// `free` of an address that is not the start of a live allocation.
    #[error("0x{addr:x} is not the start of a live allocation ({nearest})")]
    NotAllocated {
        /// The address.
        addr: u64,
        /// The nearest allocation, described.
        nearest: String,
    },
    /// The system refused to reserve the address space.
    #[error("could not reserve {0} bytes of address space for device memory")]
    Reserve(u64),
}

/// An anonymous private mapping.
struct Region {
    ptr: *mut u8,
    len: usize,
}

impl Region {
    fn new(len: usize) -> Option<Region> {
        // SAFETY: an anonymous mapping; the pointer is checked below.
        let p = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                -1,
                0,
            )
        };
        (p != libc::MAP_FAILED).then_some(Region {
            ptr: p as *mut u8,
            len,
        })
    }

    /// Zeroes `[off, off + n)`, giving whole pages back to the system.
    fn zero(&mut self, off: usize, n: usize) {
        let page = 4096usize;
        let end = (off + n).min(self.len);
        let lo = off.div_ceil(page) * page;
        let hi = end / page * page;
        if hi > lo && hi - lo >= 16 * page {
            // SAFETY: inside the mapping; the bytes before `lo` and after
            // `hi` are zeroed by hand.
            unsafe {
                std::ptr::write_bytes(self.ptr.add(off), 0, lo - off);
                std::ptr::write_bytes(self.ptr.add(hi), 0, end - hi);
                libc::madvise(
                    self.ptr.add(lo) as *mut libc::c_void,
                    hi - lo,
                    libc::MADV_DONTNEED,
                );
            }
        } else if end > off {
            // SAFETY: inside the mapping.
            unsafe { std::ptr::write_bytes(self.ptr.add(off), 0, end - off) };
        }
    }
}

impl Drop for Region {
    fn drop(&mut self) {
        // SAFETY: the mapping made in `new`.
        unsafe { libc::munmap(self.ptr as *mut libc::c_void, self.len) };
    }
}

/// What a launch needs to reach device memory: the host backend's global
/// arena and the interpreter's external global memory.
#[derive(Clone, Copy, Debug)]
pub struct GlobalView {
    /// Host address of generic address [`DEVICE_START`].
    pub base: *mut u8,
    /// Bytes from there that may be read (used part plus padding).
    pub len: u64,
    /// The validity bitmap (bit `i` for byte `i`), with spare bytes after.
    pub shadow: *const u8,
    /// The live allocations as `[start, end)` offsets from
    /// [`DEVICE_START`], sorted.
    pub runs: *const [u64; 2],
    /// How many.
    pub nruns: u64,
}

/// The device address space.
pub struct DeviceMemory {
    data: Region,
    shadow: Region,
    /// Offset (from [`DEVICE_START`]) one past the highest reserved byte.
    top: u64,
    /// Live allocations by generic address; with the bytes reserved for
    /// each (size, alignment and guard).
    allocs: BTreeMap<u64, (Allocation, u64)>,
    /// Free holes below `top`: offset -> length.
    holes: BTreeMap<u64, u64>,
    /// Modules' reservations: generic address -> (module, bytes).
    regions: BTreeMap<u64, (u64, u64)>,
    /// The live allocations' runs, sorted (see [`GlobalView::runs`]).
    runs: Vec<[u64; 2]>,
    /// Bytes of live allocations (sizes, not reservations).
    used: u64,
    /// The most bytes live allocations may hold.
    limit: u64,
}

// SAFETY: the mappings are owned; all mutation goes through `&mut self`.
unsafe impl Send for DeviceMemory {}
// SAFETY: as above.
unsafe impl Sync for DeviceMemory {}

impl std::fmt::Debug for DeviceMemory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DeviceMemory")
            .field("allocations", &self.allocs.len())
            .field("used", &self.used)
            .field("limit", &self.limit)
            .finish()
    }
}

/// The whole capacity of the device space (bytes).
pub const CAPACITY: u64 = DEVICE_END - DEVICE_START - PAD;

impl DeviceMemory {
    /// An empty device memory whose live allocations may hold at most
    /// `limit` bytes (at most [`CAPACITY`]).
    pub fn new(limit: u64) -> Result<DeviceMemory, MemError> {
        let span = DEVICE_END - DEVICE_START;
        let data = Region::new(span as usize).ok_or(MemError::Reserve(span))?;
        let shadow = Region::new((span / 8 + 16) as usize).ok_or(MemError::Reserve(span / 8))?;
        Ok(DeviceMemory {
            data,
            shadow,
            top: 0,
            allocs: BTreeMap::new(),
            holes: BTreeMap::new(),
            regions: BTreeMap::new(),
            runs: Vec::new(),
            used: 0,
            limit: limit.min(CAPACITY),
        })
    }

    /// The limit on live bytes.
    pub fn limit(&self) -> u64 {
        self.limit
    }

    /// Bytes held by live allocations.
    pub fn used(&self) -> u64 {
        self.used
    }

    /// Reserves `need` bytes of the space (a multiple of [`ALLOC_ALIGN`]),
    /// first fit; returns the offset.
    fn reserve(&mut self, need: u64) -> Option<u64> {
        match self.holes.iter().find(|(_, &len)| len >= need) {
            Some((&at, &len)) => {
                self.holes.remove(&at);
                if len > need {
                    self.holes.insert(at + need, len - need);
                }
                Some(at)
            }
            None => {
                if self.top + need > CAPACITY {
                    return None;
                }
                let at = self.top;
                self.top += need;
                Some(at)
            }
        }
    }

    /// Gives `[off, off + need)` back, merged with its neighbours.
    fn release(&mut self, off: u64, need: u64) {
        let (mut at, mut len) = (off, need);
        if let Some((&p, &pl)) = self.holes.range(..at).next_back() {
            if p + pl == at {
                self.holes.remove(&p);
                at = p;
                len += pl;
            }
        }
        if let Some(&nl) = self.holes.get(&(at + len)) {
            self.holes.remove(&(at + len));
            len += nl;
        }
        if at + len == self.top {
            self.top = at;
            // The hole below may now end at the top too.
            if let Some((&p, &pl)) = self.holes.range(..at).next_back() {
                if p + pl == self.top {
                    self.holes.remove(&p);
                    self.top = p;
                }
            }
        } else {
            self.holes.insert(at, len);
        }
    }

    fn oom(&self, wanted: u64) -> MemError {
        MemError::OutOfMemory {
            wanted,
            free: self.limit - self.used,
            total: self.limit,
        }
    }

    /// Makes `[addr, addr + size)` a live allocation.
    fn register(&mut self, addr: u64, size: u64, name: &str, owner: Owner, need: u64) {
        self.mark(addr - DEVICE_START, size, true);
        self.allocs.insert(
            addr,
            (
                Allocation {
                    addr,
                    size,
                    name: name.to_string(),
                    owner,
                },
                need,
            ),
        );
        self.used += size;
    }

    /// Allocates `size` zeroed bytes (a size of 0 gets 1); returns the
    /// generic address.
    pub fn alloc(&mut self, size: u64, name: &str, owner: Owner) -> Result<u64, MemError> {
        let size = size.max(1);
        if size > self.limit - self.used {
            return Err(self.oom(size));
        }
        // Room for the bytes and a guard of at least 16 invalid ones.
        let need = (size + 16).div_ceil(ALLOC_ALIGN) * ALLOC_ALIGN;
        let off = self.reserve(need).ok_or_else(|| self.oom(size))?;
        let addr = DEVICE_START + off;
        self.register(addr, size, name, owner, need);
        self.rebuild_runs();
        Ok(addr)
    }

    /// Allocates a module's variables: one reservation of `total` bytes,
    /// in which each of `parts` (offset, size, name, initial bytes) is a
    /// live allocation of its own (the bytes between them stay invalid).
    /// Returns the generic address of offset 0. They are freed together, by
    /// [`DeviceMemory::free_owned`]; [`DeviceMemory::free`] refuses them.
    pub fn alloc_module(
        &mut self,
        module: u64,
        total: u64,
        parts: &[(u64, u64, &str, &[u8])],
    ) -> Result<u64, MemError> {
        let bytes: u64 = parts.iter().map(|p| p.1.max(1)).sum();
        if bytes > self.limit - self.used || parts.iter().any(|p| p.0 + p.1 > total) {
            return Err(self.oom(bytes));
        }
        let need = (total + 16).div_ceil(ALLOC_ALIGN) * ALLOC_ALIGN;
        let off = self.reserve(need).ok_or_else(|| self.oom(bytes))?;
        let base = DEVICE_START + off;
        self.regions.insert(base, (module, need));
        for &(at, size, name, init) in parts {
            self.register(base + at, size.max(1), name, Owner::Module(module), 0);
            let n = init.len().min(size as usize);
            // SAFETY: inside the reservation just made.
            unsafe {
                std::ptr::copy_nonoverlapping(
                    init.as_ptr(),
                    self.data.ptr.add((off + at) as usize),
                    n,
                )
            };
        }
        self.rebuild_runs();
        Ok(base)
    }

    /// Frees the allocation that starts at `addr` (made by
    /// [`DeviceMemory::alloc`]); its bytes become zero and invalid.
    pub fn free(&mut self, addr: u64) -> Result<Allocation, MemError> {
        match self.allocs.get(&addr) {
            Some((a, _)) if a.owner == Owner::Program => {}
            _ => {
                return Err(MemError::NotAllocated {
                    addr,
                    nearest: self.nearest(addr),
                })
            }
        }
        let a = self.drop_alloc(addr);
        self.rebuild_runs();
        Ok(a)
    }

    /// Removes the live allocation at `addr` (which exists), zeroes its
    /// bytes and gives back its reservation, if it has one of its own.
    fn drop_alloc(&mut self, addr: u64) -> Allocation {
        let (a, need) = self.allocs.remove(&addr).expect("a live allocation");
        let off = addr - DEVICE_START;
        self.mark(off, a.size, false);
        self.data.zero(off as usize, a.size as usize);
        self.used -= a.size;
        if need > 0 {
            self.release(off, need);
        }
        a
    }

    /// Frees every allocation of `owner` (a module's variables: with their
    /// reservation).
    pub fn free_owned(&mut self, owner: &Owner) {
        let addrs: Vec<u64> = self
            .allocs
            .values()
            .filter(|(a, _)| &a.owner == owner)
            .map(|(a, _)| a.addr)
            .collect();
        for a in addrs {
            self.drop_alloc(a);
        }
        if let Owner::Module(m) = owner {
            let bases: Vec<(u64, u64)> = self
                .regions
                .iter()
                .filter(|(_, r)| r.0 == *m)
                .map(|(&b, r)| (b, r.1))
                .collect();
            for (b, need) in bases {
                self.regions.remove(&b);
                self.data.zero((b - DEVICE_START) as usize, need as usize);
                self.release(b - DEVICE_START, need);
            }
        }
        self.rebuild_runs();
    }

    /// Sets (`valid`) or clears the bitmap bits of `[off, off + size)`.
    fn mark(&mut self, off: u64, size: u64, valid: bool) {
        let sh = self.shadow.ptr;
        let (mut o, end) = (off, off + size);
        while o < end {
            // SAFETY: `o < CAPACITY`, the bitmap holds CAPACITY bits.
            unsafe {
                if o & 7 == 0 && o + 8 <= end {
                    let full = ((end - o) / 8) as usize;
                    std::ptr::write_bytes(
                        sh.add((o >> 3) as usize),
                        if valid { 0xff } else { 0 },
                        full,
                    );
                    o += full as u64 * 8;
                } else {
                    let b = sh.add((o >> 3) as usize);
                    if valid {
                        *b |= 1 << (o & 7);
                    } else {
                        *b &= !(1 << (o & 7));
                    }
                    o += 1;
                }
            }
        }
    }

    fn rebuild_runs(&mut self) {
        self.runs.clear();
        self.runs.extend(
            self.allocs
                .values()
                .map(|(a, _)| [a.addr - DEVICE_START, a.addr - DEVICE_START + a.size]),
        );
    }

    /// The live allocation that holds `addr`, if any.
    pub fn allocation_at(&self, addr: u64) -> Option<&Allocation> {
        let (_, (a, _)) = self.allocs.range(..=addr).next_back()?;
        (addr < a.addr + a.size).then_some(a)
    }

    /// Every live allocation, by address.
    pub fn allocations(&self) -> impl Iterator<Item = &Allocation> {
        self.allocs.values().map(|(a, _)| a)
    }

    /// The nearest live allocation to `addr`, described as fault messages
    /// describe it.
    pub fn nearest(&self, addr: u64) -> String {
        ptxjit_frontend::addr::nearest(
            addr,
            self.allocs
                .values()
                .map(|(a, _)| (a.addr, a.size, a.name.as_str())),
        )
    }

    /// The `size` bytes at `addr`, which must lie inside one live
    /// allocation (`what` names the operation for the error).
    pub fn slice(&self, what: &'static str, addr: u64, size: u64) -> Result<&[u8], MemError> {
        let p = self.check(what, addr, size)?;
        // SAFETY: inside a live allocation of the mapping.
        Ok(unsafe { std::slice::from_raw_parts(p, size as usize) })
    }

    /// [`DeviceMemory::slice`], writable.
    pub fn slice_mut(
        &mut self,
        what: &'static str,
        addr: u64,
        size: u64,
    ) -> Result<&mut [u8], MemError> {
        let p = self.check(what, addr, size)?;
        // SAFETY: inside a live allocation; `&mut self` is exclusive.
        Ok(unsafe { std::slice::from_raw_parts_mut(p, size as usize) })
    }

    fn check(&self, what: &'static str, addr: u64, size: u64) -> Result<*mut u8, MemError> {
        let inside = self
            .allocation_at(addr)
            .is_some_and(|a| addr.checked_add(size).is_some_and(|e| e <= a.addr + a.size));
        if !inside {
            return Err(MemError::Invalid {
                what,
                addr,
                size,
                nearest: self.nearest(addr),
            });
        }
        // SAFETY: inside the mapping.
        Ok(unsafe { self.data.ptr.add((addr - DEVICE_START) as usize) })
    }

    /// Copies `bytes` to `addr`.
    pub fn write(&mut self, addr: u64, bytes: &[u8]) -> Result<(), MemError> {
        self.slice_mut("copy to device", addr, bytes.len() as u64)?
            .copy_from_slice(bytes);
        Ok(())
    }

    /// Copies the bytes at `addr` into `out`.
    pub fn read(&self, addr: u64, out: &mut [u8]) -> Result<(), MemError> {
        out.copy_from_slice(self.slice("copy from device", addr, out.len() as u64)?);
        Ok(())
    }

    /// Copies `size` bytes from `src` to `dst` (the ranges may overlap).
    pub fn copy(&mut self, dst: u64, src: u64, size: u64) -> Result<(), MemError> {
        let s = self.check("copy within device (source)", src, size)?;
        let d = self.check("copy within device (destination)", dst, size)?;
        // SAFETY: both ranges are inside live allocations.
        unsafe { std::ptr::copy(s, d, size as usize) };
        Ok(())
    }

    /// Fills `count` elements of `pattern.len()` (1, 2 or 4) bytes from
    /// `addr` with `pattern` (`cuMemsetD8/D16/D32`).
    pub fn fill(&mut self, addr: u64, pattern: &[u8], count: u64) -> Result<(), MemError> {
        let size = count
            .checked_mul(pattern.len() as u64)
            .ok_or(MemError::Invalid {
                what: "memset",
                addr,
                size: u64::MAX,
                nearest: self.nearest(addr),
            })?;
        let s = self.slice_mut("memset", addr, size)?;
        if pattern.iter().all(|&b| b == pattern[0]) {
            s.fill(pattern[0]);
        } else {
            for c in s.chunks_exact_mut(pattern.len()) {
                c.copy_from_slice(pattern);
            }
        }
        Ok(())
    }

    /// The view a launch runs on (valid until the next allocation or free).
    pub fn view(&self) -> GlobalView {
        GlobalView {
            base: self.data.ptr,
            len: self.top + PAD,
            shadow: self.shadow.ptr,
            runs: self.runs.as_ptr(),
            nruns: self.runs.len() as u64,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alloc_free_reuse_and_checks() {
        let mut m = DeviceMemory::new(1 << 20).unwrap();
        let a = m.alloc(10, "a", Owner::Program).unwrap();
        let b = m.alloc(300, "b", Owner::Program).unwrap();
        assert_eq!(a, DEVICE_START);
        // 10 bytes + 16 guard round up to 256.
        assert_eq!(b, DEVICE_START + 256);
        m.write(a, &[1; 10]).unwrap();
        assert!(m.write(a, &[1; 11]).is_err());
        assert!(m.slice("x", a + 10, 1).is_err());
        m.fill(b, &[0x34, 0x12], 150).unwrap();
        assert_eq!(m.slice("x", b + 298, 2).unwrap(), &[0x34, 0x12]);
        assert!(m.fill(b, &[0, 0, 0, 0], 76).is_err());
        m.copy(b, a, 10).unwrap();
        assert_eq!(m.slice("x", b, 3).unwrap(), &[1, 1, 1]);
        let e = m.free(a + 1).unwrap_err();
        assert!(
            e.to_string().contains("'a' at 0x10000000..0x1000000a"),
            "{e}"
        );
        m.free(a).unwrap();
        assert!(m.slice("x", a, 1).is_err());
        assert!(m.free(a).is_err());
        // The hole is reused, zeroed.
        let c = m.alloc(5, "c", Owner::Program).unwrap();
        assert_eq!(c, a);
        assert_eq!(m.slice("x", c, 5).unwrap(), &[0; 5]);
        // The bitmap: bit per valid byte.
        let v = m.view();
        let bit = |o: u64| unsafe { *v.shadow.add((o >> 3) as usize) >> (o & 7) & 1 };
        assert_eq!(
            (bit(4), bit(5), bit(256 + 299), bit(256 + 300)),
            (1, 0, 1, 0)
        );
        assert_eq!(m.used(), 305);
        assert!(m.alloc(1 << 20, "big", Owner::Program).is_err());
        m.free(b).unwrap();
        m.free(c).unwrap();
        assert_eq!((m.used(), m.view().len), (0, PAD));
    }

    #[test]
    fn module_variables_are_parts_of_one_reservation() {
        let mut m = DeviceMemory::new(1 << 20).unwrap();
        let base = m
            .alloc_module(7, 100, &[(0, 4, "x", &[1, 2, 3, 4]), (32, 8, "y", &[])])
            .unwrap();
        assert_eq!(m.slice("t", base, 4).unwrap(), &[1, 2, 3, 4]);
        assert_eq!(m.slice("t", base + 32, 8).unwrap(), &[0; 8]);
        // The bytes between two variables are not an allocation.
        assert!(m.slice("t", base + 4, 1).is_err());
        assert!(
            m.free(base).is_err(),
            "a module variable is not the program's to free"
        );
        let p = m.alloc(8, "p", Owner::Program).unwrap();
        assert_eq!(p, base + 256);
        m.free_owned(&Owner::Module(7));
        assert!(m.slice("t", base, 1).is_err());
        assert_eq!(m.used(), 8);
        // Its reservation is reused, zeroed.
        let q = m.alloc(4, "q", Owner::Program).unwrap();
        assert_eq!((q, m.slice("t", q, 4).unwrap()), (base, &[0u8; 4][..]));
        m.free(p).unwrap();
        m.free(q).unwrap();
        assert_eq!(m.view().len, PAD);
    }
}
