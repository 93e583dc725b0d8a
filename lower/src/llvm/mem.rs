//! Memory: `ld`/`st` on the function's own `.param`/`.local` variables, which
//! are allocas (addresses known statically, bounds checked at compile time).
//! Accesses through address registers, absolute addresses and module-scope
//! (`.global`, `.shared`, `.const`) variables are rejected for now.

use inkwell::values::{BasicValue, IntValue, PointerValue};
use ptxjit_frontend::ir::{Addr, AddrBase, Op, VarId};

use super::{Fx, LResult};

impl<'ctx> Fx<'ctx, '_> {
    /// The alloca (and its size in bytes) of a variable owned by this function.
    pub(super) fn own_slot(&self, var: VarId) -> LResult<(PointerValue<'ctx>, u32)> {
        match self.slots.get(&var) {
            Some(&s) => Ok(s),
            None => Err(self.err(format!(
                "access to '{}' is not supported by the llvm backend yet (kernel memory)",
                self.prog.vars[var as usize].name
            ))),
        }
    }

    /// A pointer `off` bytes into `p`.
    pub(super) fn byte_ptr(&self, p: PointerValue<'ctx>, off: u32) -> LResult<PointerValue<'ctx>> {
        if off == 0 {
            return Ok(p);
        }
        let i8t = self.ctx.i8_type();
        let idx = self.ctx.i64_type().const_int(u64::from(off), false);
        // SAFETY (for LLVM): the offset is within the alloca (checked by the callers).
        Ok(unsafe { self.b.build_in_bounds_gep(i8t, p, &[idx], "")? })
    }

    /// Loads `size` (0..=8) little-endian bytes at `off` of `p`, zero-extended to `i64`.
    pub(super) fn load_bytes(
        &self,
        p: PointerValue<'ctx>,
        off: u32,
        size: u32,
    ) -> LResult<IntValue<'ctx>> {
        match size {
            1 | 2 | 4 | 8 => {
                let v = self.load_unaligned(p, off, size * 8)?;
                self.cast(v, 64, false)
            }
            _ => {
                let mut acc = self.k(64, 0);
                for k in 0..size.min(8) {
                    let at = self.byte_ptr(p, off + k)?;
                    let v = self.load(self.ctx.i8_type(), at)?;
                    let v = self.cast(v, 64, false)?;
                    let v = self.shli(v, 8 * k)?;
                    acc = self.or(acc, v)?;
                }
                Ok(acc)
            }
        }
    }

    /// Stores the low `size` (0..=8) bytes of `v` at `off` of `p`.
    /// `size` bytes at `p + off` as one integer of `size * 8` bits when that
    /// is more than 64 (a `.param` struct passed by value), else as
    /// [`Self::load_bytes`] does.
    pub(super) fn load_wide(
        &self,
        p: PointerValue<'ctx>,
        off: u32,
        size: u32,
    ) -> LResult<IntValue<'ctx>> {
        if size <= 8 {
            return self.load_bytes(p, off, size);
        }
        self.load_unaligned(p, off, size * 8)
    }

    /// A `bits`-wide integer at `p + off`, at any alignment.
    fn load_unaligned(
        &self,
        p: PointerValue<'ctx>,
        off: u32,
        bits: u32,
    ) -> LResult<IntValue<'ctx>> {
        let at = self.byte_ptr(p, off)?;
        let v = self.b.build_load(self.ity(bits), at, "")?;
        if let Some(i) = v.as_instruction_value() {
            i.set_alignment(1).map_err(|e| self.err(e.to_string()))?;
        }
        Ok(v.into_int_value())
    }

    /// Stores `v` (its whole width) at `p + off`, at any alignment.
    fn store_unaligned(&self, p: PointerValue<'ctx>, off: u32, v: IntValue<'ctx>) -> LResult<()> {
        let at = self.byte_ptr(p, off)?;
        let st = self.b.build_store(at, v)?;
        st.set_alignment(1).map_err(|e| self.err(e.to_string()))?;
        Ok(())
    }

    /// Stores the low `size` bytes of `v` at `p + off` (any size; see
    /// [`Self::load_wide`]).
    pub(super) fn store_wide(
        &self,
        p: PointerValue<'ctx>,
        off: u32,
        size: u32,
        v: IntValue<'ctx>,
    ) -> LResult<()> {
        if size <= 8 {
            return self.store_bytes(p, off, size, v);
        }
        let x = self.cast(v, size * 8, false)?;
        self.store_unaligned(p, off, x)
    }

    pub(super) fn store_bytes(
        &self,
        p: PointerValue<'ctx>,
        off: u32,
        size: u32,
        v: IntValue<'ctx>,
    ) -> LResult<()> {
        let v = self.cast(v, 64, false)?;
        match size {
            1 | 2 | 4 | 8 => {
                let x = self.cast(v, size * 8, false)?;
                self.store_unaligned(p, off, x)?;
            }
            _ => {
                for k in 0..size.min(8) {
                    let x = self.shri(v, 8 * k, false)?;
                    let x = self.cast(x, 8, false)?;
                    let at = self.byte_ptr(p, off + k)?;
                    self.store(at, x)?;
                }
            }
        }
        Ok(())
    }

    /// The alloca and byte offset of `n` elements of `size` bytes at `addr`,
    /// checked against the variable's bounds.
    fn place(&self, addr: &Addr, size: u32, n: usize) -> LResult<(PointerValue<'ctx>, u32)> {
        let var = match addr.base {
            AddrBase::Var(v) => v,
            AddrBase::Reg(_) | AddrBase::Abs => {
                return Err(self.err(
                    "memory access through an address register is not supported by the llvm backend yet",
                ))
            }
        };
        let (slot, vsize) = self.own_slot(var)?;
        let end = i128::from(addr.offset) + i128::from(size) * n as i128;
        if addr.offset < 0 || end > i128::from(vsize) {
            return Err(self.err(format!(
                "access of {} byte(s) at offset {} is outside '{}' ({} bytes)",
                i128::from(size) * n as i128,
                addr.offset,
                self.prog.vars[var as usize].name,
                vsize
            )));
        }
        Ok((slot, addr.offset as u32))
    }

    /// Lowers `ld`/`st`; false for other instructions.
    pub(super) fn lower_mem(&mut self, op: &Op) -> LResult<bool> {
        match op {
            Op::Ld { ty, d, addr, .. } => {
                let bits = ty.bits();
                if !(8..=64).contains(&bits) {
                    return Err(self.err(format!(
                        "ld of {} bits is not supported by the llvm backend",
                        bits
                    )));
                }
                let size = bits / 8;
                let (slot, off) = self.place(addr, size, d.len())?;
                for (i, dst) in d.iter().enumerate() {
                    let v = self.load_bytes(slot, off + i as u32 * size, size)?;
                    let v = self.cast(v, bits, false)?;
                    self.write_ext(*dst, v, ty.is_signed())?;
                }
                Ok(true)
            }
            Op::St { ty, addr, v, .. } => {
                let bits = ty.bits();
                if !(8..=64).contains(&bits) {
                    return Err(self.err(format!(
                        "st of {} bits is not supported by the llvm backend",
                        bits
                    )));
                }
                let size = bits / 8;
                let (slot, off) = self.place(addr, size, v.len())?;
                let mut vals = Vec::new();
                for s in v {
                    vals.push(self.read(*s, bits)?);
                }
                for (i, x) in vals.into_iter().enumerate() {
                    let at = off + i as u32 * size;
                    let x = if self.guard.is_some() {
                        let old = self.load_bytes(slot, at, size)?;
                        let old = self.cast(old, bits, false)?;
                        self.guarded(x, old)?
                    } else {
                        x
                    };
                    self.store_bytes(slot, at, size, x)?;
                }
                Ok(true)
            }
            ptxjit_frontend::int_ops!()
            | ptxjit_frontend::logic_ops!()
            | ptxjit_frontend::video_ops!()
            | ptxjit_frontend::control_ops!()
            | ptxjit_frontend::dispatcher_ops!() => Ok(false),
        }
    }
}
