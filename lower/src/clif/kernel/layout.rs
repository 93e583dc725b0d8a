//! A kernel launch's memory layout, computed as the interpreter allocates.

use super::*;

/// One allocation of the kernel's memory, as the interpreter makes it.
#[derive(Clone, Debug)]
pub struct LayoutAlloc {
    /// State space.
    pub space: Space,
    /// State-space address (generic for `.global`).
    pub addr: u64,
    /// Size in bytes (for a dynamic `.shared` array: 0 here, the launch's
    /// dynamic size at run time).
    pub size: u64,
    /// Name, for error messages.
    pub name: String,
    /// Initial bytes.
    pub init: Vec<u8>,
    /// `extern .shared` array of dynamic size.
    pub dynamic: bool,
}

/// The memory layout of a kernel launch: every variable's address in its
/// state space, computed exactly like the reference interpreter allocates
/// (module variables first, in order, then the kernel's own `.param` and
/// `.local` variables of its first thread).
#[derive(Clone, Debug)]
pub struct KernelLayout {
    /// The kernel.
    pub kernel: FuncId,
    /// State-space address of each variable that lives in an arena.
    pub var_addr: Vec<Option<u64>>,
    /// Every allocation.
    pub allocs: Vec<LayoutAlloc>,
    /// Allocator state of the global window after the module variables
    /// (buffers are allocated from here).
    pub global_next: u64,
}

/// The interpreter's allocator step: address of the next allocation of
/// `len` bytes aligned to `align`, and the updated cursor.
pub fn alloc_step(next: u64, len: u64, align: u32) -> (u64, u64) {
    let align = u64::from(align.max(1)).next_power_of_two();
    let at = next.div_ceil(align) * align;
    (at, at + len.max(1) + 16)
}

/// The state-space address of the `total`-byte access at byte `offset` of
/// variable `v` (placed at `va`), and whether it is known valid at compile
/// time: inside the variable (not a dynamic `.shared` array) and aligned to
/// its size. What every kernel lowering asks of a `[var+offset]` access.
pub fn var_access(prog: &Program, v: VarId, va: u64, offset: i64, total: u32) -> (u64, bool) {
    let var = &prog.vars[v as usize];
    let sa = va.wrapping_add(offset as u64);
    let len = var.size.max(var.init.len() as u64);
    let valid = !var.dynamic
        && offset >= 0
        && (offset as u64).saturating_add(u64::from(total)) <= len
        && sa.is_multiple_of(u64::from(total.max(1)));
    (sa, valid)
}

impl KernelLayout {
    /// Lays out the memory of kernel `kernel` of `prog`.
    pub fn new(prog: &Program, kernel: FuncId) -> KernelLayout {
        Self::at(prog, kernel, GLOBAL_START)
    }

    /// [`KernelLayout::new`] with the `.global` variables laid out from
    /// generic address `global_base` (where a device put the module's
    /// variables) instead of [`GLOBAL_START`].
    pub fn at(prog: &Program, kernel: FuncId, global_base: u64) -> KernelLayout {
        let mut next: Vec<(Space, u64)> = Vec::new();
        let mut var_addr = vec![None; prog.vars.len()];
        let mut allocs = Vec::new();
        let used = prog.used_vars(kernel);
        let shared = prog.shared_layout_of(&used);
        let consts = prog.const_layout();
        // Which allocation holds each variable (for its initializer's
        // addresses below).
        let mut alloc_of: Vec<Option<usize>> = vec![None; prog.vars.len()];
        let mut put =
            |id: usize, var_addr: &mut Vec<Option<u64>>, allocs: &mut Vec<LayoutAlloc>| {
                alloc_of[id] = Some(allocs.len());
                let v = &prog.vars[id];
                let len = v.size.max(v.init.len() as u64);
                let mut init = v.init.clone();
                init.resize(len as usize, 0);
                if let Some(at) = shared.offset[id].or(consts[id]) {
                    // Where ptxas puts it (`Program::shared_layout`,
                    // `Program::const_layout`).
                    var_addr[id] = Some(at);
                    allocs.push(LayoutAlloc {
                        space: v.space,
                        addr: at,
                        size: if v.dynamic { 0 } else { len },
                        name: v.name.clone(),
                        init,
                        dynamic: v.dynamic,
                    });
                    return;
                }
                let cur = match next.iter().position(|(s, _)| *s == v.space) {
                    Some(i) => i,
                    None => {
                        let start = if v.space == Space::Global {
                            global_base
                        } else {
                            0x10
                        };
                        next.push((v.space, start));
                        next.len() - 1
                    }
                };
                let (at, n) = alloc_step(next[cur].1, len, v.align);
                next[cur].1 = n;
                var_addr[id] = Some(at);
                allocs.push(LayoutAlloc {
                    space: v.space,
                    addr: at,
                    size: if v.dynamic { 0 } else { len },
                    name: v.name.clone(),
                    init,
                    dynamic: v.dynamic,
                });
            };
        for (i, v) in prog.vars.iter().enumerate() {
            let per_frame = v.owner.is_some() && matches!(v.space, Space::Local | Space::Param);
            // A `.shared` variable the kernel does not use is not its.
            let others = v.space == Space::Shared && shared.offset[i].is_none();
            if !per_frame && !others {
                put(i, &mut var_addr, &mut allocs);
            }
        }
        for (i, v) in prog.vars.iter().enumerate() {
            if v.owner == Some(kernel) && matches!(v.space, Space::Local | Space::Param) {
                put(i, &mut var_addr, &mut allocs);
            }
        }
        // The `.local` variables of the functions the kernel calls, one
        // place each (no recursion on the host backend).
        for (i, v) in prog.vars.iter().enumerate() {
            let called = v.owner.is_some_and(|f| f != kernel);
            if called && v.space == Space::Local && used[i] {
                put(i, &mut var_addr, &mut allocs);
            }
        }
        // Addresses in initializers, now that every variable has one.
        for (i, v) in prog.vars.iter().enumerate() {
            let Some(a) = alloc_of[i].and_then(|k| allocs.get_mut(k)) else {
                continue;
            };
            for r in &v.relocs {
                let target = prog.vars[r.var as usize].space;
                let Some(there) = var_addr[r.var as usize] else {
                    continue;
                };
                let bytes = r.bytes(there, window(target));
                let at = r.at as usize;
                if let Some(dst) = a.init.get_mut(at..at + bytes.len()) {
                    dst.copy_from_slice(&bytes);
                }
            }
        }
        let global_next = next
            .iter()
            .find(|(s, _)| *s == Space::Global)
            .map_or(global_base, |x| x.1);
        KernelLayout {
            kernel,
            var_addr,
            allocs,
            global_next,
        }
    }

    /// The address of variable `v` in its state space, if it lives in an
    /// arena.
    pub fn addr(&self, v: VarId) -> Option<u64> {
        self.var_addr.get(v as usize).copied().flatten()
    }

    /// Whether the valid bytes of `space`'s arena are exactly its first
    /// `len - ARENA_PAD` bytes whatever the launch: `.shared` variables
    /// packed from 0 with no padding between them, and a dynamic array (if
    /// any) starting where they end. Accesses there need only a bounds and
    /// an alignment check, not the validity bitmap.
    pub fn dense(&self, space: Space) -> bool {
        if space != Space::Shared {
            return false;
        }
        let mut list: Vec<&LayoutAlloc> = self.allocs.iter().filter(|a| a.space == space).collect();
        list.sort_by_key(|a| (a.addr, a.dynamic));
        let mut cursor = 0;
        for a in list {
            if a.addr != cursor || (a.size == 0 && !a.dynamic) {
                return false;
            }
            cursor = a.addr + a.size;
        }
        true
    }

    /// The one run `lo..hi` of valid bytes of the `.local` arena, when its
    /// variables (the kernel's and every called function's, each at its
    /// fixed place) lie back to back: a thread's local access is then
    /// valid exactly when it is inside that run and aligned, two compares
    /// with constants instead of the validity bitmap. `None` when there are
    /// gaps between them (or none at all), and for the other spaces.
    pub fn local_run(&self) -> Option<(u64, u64)> {
        let mut list: Vec<&LayoutAlloc> = self
            .allocs
            .iter()
            .filter(|a| a.space == Space::Local && a.size > 0)
            .collect();
        list.sort_by_key(|a| a.addr);
        let lo = list.first()?.addr;
        let mut hi = lo;
        for a in list {
            if a.addr > hi || a.dynamic {
                return None;
            }
            hi = hi.max(a.addr + a.size);
        }
        Some((lo, hi))
    }

    /// Bytes of the static part of `space`'s arena (state-space addresses
    /// `0..end`; for `.global` from [`GLOBAL_START`]), padding excluded.
    pub fn end(&self, space: Space) -> u64 {
        self.allocs
            .iter()
            .filter(|a| a.space == space)
            .map(|a| a.addr + a.size)
            .max()
            .unwrap_or(0)
    }
}
