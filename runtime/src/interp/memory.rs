//! The interpreter's memory: byte allocations at addresses of one flat,
//! generic address space, each state space a window of it.
//!
//! A state-space address `a` of space S (what `ld.shared [r]` takes) is the
//! generic address `window(S) + a`; global addresses are generic addresses.
//! Every access is bounds-checked against the allocations.

use std::collections::BTreeMap;

use ptxjit_frontend::ast::Space;

use ptxjit_frontend::addr::GLOBAL_START;
pub use ptxjit_frontend::addr::{window, window_class};

/// One allocation.
#[derive(Clone, Debug)]
pub struct Alloc {
    /// What it is, for error messages (a variable or buffer name).
    pub name: String,
    /// Its bytes.
    pub data: Vec<u8>,
}

/// A memory access outside every allocation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    /// The generic address accessed.
    pub addr: u64,
    /// Access size in bytes.
    pub size: u64,
    /// The nearest allocation, described.
    pub nearest: String,
}

/// Device memory the interpreter reads and writes in place: the global
/// window is then a [`crate::device::DeviceMemory`], seen through its view,
/// with its live allocations (generic address, size, name), sorted.
#[derive(Clone, Debug)]
pub struct External {
    /// Where the device memory is.
    pub view: crate::device::GlobalView,
    /// Its live allocations, sorted by address.
    pub allocs: Vec<(u64, u64, String)>,
}

// SAFETY: the view points into a device memory the launch holds borrowed
// for as long as the interpreter runs on it.
unsafe impl Send for External {}

impl External {
    /// The allocation holding `[addr, addr + size)`, as a host pointer.
    fn find(&self, addr: u64, size: u64) -> Option<*mut u8> {
        let k = self.allocs.partition_point(|a| a.0 <= addr);
        let &(base, len, _) = self.allocs.get(k.checked_sub(1)?)?;
        addr.checked_add(size).filter(|&e| e <= base + len)?;
        // SAFETY: inside a live allocation of the device memory.
        Some(unsafe {
            self.view
                .base
                .add((addr - crate::device::DEVICE_START) as usize)
        })
    }

    fn nearest(&self, addr: u64) -> String {
        ptxjit_frontend::addr::nearest(addr, self.allocs.iter().map(|a| (a.0, a.1, a.2.as_str())))
    }
}

/// Allocations by generic base address.
#[derive(Clone, Debug, Default)]
pub struct Memory {
    allocs: BTreeMap<u64, Alloc>,
    next: BTreeMap<u64, u64>,
    /// Device memory that holds the global window, when there is one.
    ext: Option<External>,
}

impl Memory {
    /// An empty memory.
    pub fn new() -> Memory {
        Memory::default()
    }

    /// An empty memory whose global window is device memory.
    pub fn on_device(ext: External) -> Memory {
        Memory {
            ext: Some(ext),
            ..Memory::default()
        }
    }

    /// With device memory: the host pointer of `[addr, addr + size)` when
    /// it is inside a device allocation, a fault when it is elsewhere in
    /// the global window, `None` for the other windows.
    fn device(&self, addr: u64, size: u64) -> Option<Result<*mut u8, Fault>> {
        let ext = self.ext.as_ref()?;
        if addr >= window(Space::Const) {
            return None;
        }
        Some(ext.find(addr, size).ok_or_else(|| Fault {
            addr,
            size,
            nearest: ext.nearest(addr),
        }))
    }

    /// Allocates `data` in `space`'s window with the given alignment; returns
    /// the state-space address (add [`window`] for the generic one).
    pub fn alloc(&mut self, space: Space, name: &str, data: Vec<u8>, align: u32) -> u64 {
        let base = window(space);
        let start = if space == Space::Global {
            GLOBAL_START
        } else {
            0x10
        };
        let next = self.next.entry(base).or_insert(start);
        let align = u64::from(align.max(1)).next_power_of_two();
        let at = next.div_ceil(align) * align;
        // A gap after each allocation so off-by-one accesses fault.
        *next = at + (data.len() as u64).max(1) + 16;
        self.allocs.insert(
            base + at,
            Alloc {
                name: name.to_string(),
                data,
            },
        );
        at
    }

    /// Puts `data` at state-space address `at` of `space` (a layout decided
    /// elsewhere: the shared-memory one). A second allocation at the same
    /// address replaces the first (the `.extern .shared` arrays all start at
    /// the dynamic shared memory).
    pub fn place(&mut self, space: Space, name: &str, at: u64, data: Vec<u8>) {
        self.allocs.insert(
            window(space) + at,
            Alloc {
                name: name.to_string(),
                data,
            },
        );
    }

    /// Frees the allocation at state-space address `at` of `space`.
    pub fn free(&mut self, space: Space, at: u64) {
        self.allocs.remove(&(window(space) + at));
    }

    /// Replaces the contents of the allocation at state-space address `at`
    /// of `space` (its size may change).
    pub fn reset(&mut self, space: Space, at: u64, data: Vec<u8>) {
        if let Some(a) = self.allocs.get_mut(&(window(space) + at)) {
            a.data = data;
        }
    }

    fn find(&self, addr: u64, size: u64) -> Result<(u64, &Alloc), Fault> {
        if let Some((&b, a)) = self.allocs.range(..=addr).next_back() {
            let off = addr - b;
            if off
                .checked_add(size)
                .is_some_and(|e| e <= a.data.len() as u64)
            {
                return Ok((off, a));
            }
        }
        Err(self.fault(addr, size))
    }

    fn fault(&self, addr: u64, size: u64) -> Fault {
        // The nearest allocation in the address's own window; an address
        // past every window is a wild pointer, compared with the global
        // allocations (the program's buffers).
        let class = window_class;
        let c = class(addr);
        if let (0, Some(ext)) = (c, &self.ext) {
            return Fault {
                addr,
                size,
                nearest: ext.nearest(addr),
            };
        }
        let nearest = ptxjit_frontend::addr::nearest_in_window(
            addr,
            self.allocs
                .iter()
                .map(|(b, a)| (*b, a.data.len() as u64, a.name.as_str())),
        );
        Fault {
            addr,
            size,
            nearest,
        }
    }

    /// Reads `size` (1..=8) bytes at a generic address, little-endian.
    pub fn read(&self, addr: u64, size: u64) -> Result<u64, Fault> {
        if let Some(p) = self.device(addr, size) {
            let mut b = [0u8; 8];
            // SAFETY: `size` (at most 8) bytes inside a device allocation.
            unsafe { std::ptr::copy_nonoverlapping(p?, b.as_mut_ptr(), size.min(8) as usize) };
            return Ok(u64::from_le_bytes(b));
        }
        let (off, a) = self.find(addr, size)?;
        let mut v = 0u64;
        for i in (0..size as usize).rev() {
            v = (v << 8) | u64::from(a.data[off as usize + i]);
        }
        Ok(v)
    }

    /// Writes the low `size` (1..=8) bytes of `v` at a generic address.
    pub fn write(&mut self, addr: u64, size: u64, v: u64) -> Result<(), Fault> {
        if let Some(p) = self.device(addr, size) {
            let b = v.to_le_bytes();
            // SAFETY: `size` (at most 8) bytes inside a device allocation.
            unsafe { std::ptr::copy_nonoverlapping(b.as_ptr(), p?, size.min(8) as usize) };
            return Ok(());
        }
        let (off, _) = self.find(addr, size)?;
        let (&base, _) = self.allocs.range(..=addr).next_back().expect("found above");
        let a = self.allocs.get_mut(&base).expect("found above");
        for i in 0..size as usize {
            a.data[off as usize + i] = (v >> (8 * i)) as u8;
        }
        Ok(())
    }

    /// Copies bytes between two generic addresses.
    pub fn copy(&mut self, dst: u64, src: u64, size: u64) -> Result<(), Fault> {
        let bytes = self.read_bytes(src, size)?;
        self.write_bytes(dst, &bytes)
    }

    /// Reads a byte range.
    pub fn read_bytes(&self, addr: u64, size: u64) -> Result<Vec<u8>, Fault> {
        if let Some(p) = self.device(addr, size) {
            // SAFETY: `size` bytes inside a device allocation.
            return Ok(unsafe { std::slice::from_raw_parts(p?, size as usize) }.to_vec());
        }
        let (off, a) = self.find(addr, size)?;
        Ok(a.data[off as usize..(off + size) as usize].to_vec())
    }

    /// Writes a byte range.
    pub fn write_bytes(&mut self, addr: u64, bytes: &[u8]) -> Result<(), Fault> {
        if let Some(p) = self.device(addr, bytes.len() as u64) {
            // SAFETY: `bytes.len()` bytes inside a device allocation.
            unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), p?, bytes.len()) };
            return Ok(());
        }
        let (off, _) = self.find(addr, bytes.len() as u64)?;
        let (&base, _) = self.allocs.range(..=addr).next_back().expect("found above");
        let a = self.allocs.get_mut(&base).expect("found above");
        a.data[off as usize..off as usize + bytes.len()].copy_from_slice(bytes);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_are_checked() {
        let mut m = Memory::new();
        let a = m.alloc(Space::Global, "buf", vec![0; 8], 4);
        m.write(a, 4, 0xdead_beef).unwrap();
        assert_eq!(m.read(a, 4).unwrap(), 0xdead_beef);
        assert_eq!(m.read(a + 1, 2).unwrap(), 0xadbe);
        assert!(m.read(a + 5, 4).is_err());
        assert!(m.read(a - 1, 1).is_err());
        let f = m.read(a + 8, 1).unwrap_err();
        assert!(f.nearest.contains("'buf'"));
        let s = m.alloc(Space::Shared, "smem", vec![1, 2], 1);
        assert_eq!(m.read(window(Space::Shared) + s, 2).unwrap(), 0x0201);
    }
}
