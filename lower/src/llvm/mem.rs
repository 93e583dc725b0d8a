//! The function's own `.param`/`.local` variables: allocas, read and written
//! by byte offset at any alignment (`ld`/`st` on them are the shared scalar
//! lowering's, `crate::expand::scalar`). Accesses through address
//! registers, absolute addresses and module-scope (`.global`, `.shared`,
//! `.const`) variables are rejected for now.

use inkwell::values::{BasicValue, IntValue, PointerValue};
use ptxjit_frontend::ir::VarId;

use super::{Fx, LResult, LowerError};

impl<'ctx> Fx<'ctx, '_> {
    /// The alloca (and its size in bytes) of a variable owned by this function.
    pub(super) fn own_slot(&self, var: VarId) -> LResult<(PointerValue<'ctx>, u32)> {
        match self.slots.get(&var) {
            Some(&s) => Ok(s),
            None => Err(self
                .kernel_memory_error(format!("access to '{}'", self.prog.vars[var as usize].name))),
        }
    }

    /// The error for `what` (an access), which needs kernel memory.
    pub(super) fn kernel_memory_error(&self, what: String) -> LowerError {
        self.err(format!(
            "{} is not supported by the llvm backend yet (kernel memory)",
            what
        ))
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
}
