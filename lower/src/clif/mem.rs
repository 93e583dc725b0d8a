//! The function's own `.param`/`.local` variables: stack slots, read and
//! written by byte offset (`ld`/`st` on them are the shared scalar
//! lowering's, `crate::expand::scalar`). Accesses through register
//! addresses, absolute addresses and module-scope (`.global`, `.shared`,
//! `.const`) variables need the kernel mode of [`super::kernel`]: in a
//! `.func` called as a sequence they are compile errors.

use cranelift_codegen::ir::{types, InstBuilder, StackSlot, Value};
use ptxjit_frontend::ir::VarId;

use super::{Fx, LResult, LowerError};

impl Fx<'_, '_> {
    /// The stack slot (and its size in bytes) of a variable owned by this
    /// function.
    pub(super) fn own_slot(&self, var: VarId) -> LResult<(StackSlot, u32)> {
        match self.slots.get(&var) {
            Some(&s) => Ok(s),
            None => Err(self.kernel_memory_error(format!(
                "access to '{}'",
                self.prog().vars[var as usize].name
            ))),
        }
    }

    /// The error for `what` (an access), which needs kernel memory.
    pub(super) fn kernel_memory_error(&self, what: String) -> LowerError {
        self.err(format!(
            "{} is only available inside a .entry kernel on the host backend (launch one with --kernel, or call this function with memory: run --func NAME --arg buf:..., Module::call_with_memory)",
            what
        ))
    }

    /// Loads `size` (0..=8) little-endian bytes at `off` of `slot`, zero-extended to `i64`.
    pub(super) fn load_bytes(&mut self, slot: StackSlot, off: u32, size: u32) -> Value {
        let off = off as i32;
        match size {
            1 | 2 | 4 | 8 => {
                let ty = super::ity(size * 8);
                let v = self.b.ins().stack_load(self.t.ptr, ty, slot, off);
                self.cast(v, 64, false)
            }
            _ => {
                let mut acc = self.b.ins().iconst(types::I64, 0);
                for k in 0..size.min(8) {
                    let v = self
                        .b
                        .ins()
                        .stack_load(self.t.ptr, types::I8, slot, off + k as i32);
                    let v = self.b.ins().uextend(types::I64, v);
                    let v = self.b.ins().ishl_imm_s(v, i64::from(8 * k));
                    acc = self.b.ins().bor(acc, v);
                }
                acc
            }
        }
    }

    /// Stores the low `size` (0..=8) bytes of `v` at `off` of `slot`.
    pub(super) fn store_bytes(&mut self, slot: StackSlot, off: u32, size: u32, v: Value) {
        let off = off as i32;
        let v = self.cast(v, 64, false);
        match size {
            1 | 2 | 4 | 8 => {
                let x = self.cast(v, size * 8, false);
                self.b.ins().stack_store(self.t.ptr, x, slot, off);
            }
            _ => {
                for k in 0..size.min(8) {
                    let x = self.b.ins().ushr_imm_s(v, i64::from(8 * k));
                    let x = self.b.ins().ireduce(types::I8, x);
                    self.b
                        .ins()
                        .stack_store(self.t.ptr, x, slot, off + k as i32);
                }
            }
        }
    }
}
