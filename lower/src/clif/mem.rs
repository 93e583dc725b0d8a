//! Memory: `ld`/`st` on the function's own `.param`/`.local` variables, which
//! are stack slots (addresses known statically, bounds checked at compile
//! time). Accesses through register addresses, absolute addresses and
//! module-scope (`.global`, `.shared`, `.const`) variables need the kernel
//! mode of [`super::kernel`]: in a `.func` called as a sequence they are
//! compile errors.

use cranelift_codegen::ir::{types, InstBuilder, StackSlot, Value};
use ptxjit_frontend::ir::{Addr, AddrBase, Op, VarId};

use super::{Fx, LResult};

impl Fx<'_, '_> {
    /// The stack slot (and its size in bytes) of a variable owned by this
    /// function.
    pub(super) fn own_slot(&self, var: VarId) -> LResult<(StackSlot, u32)> {
        match self.slots.get(&var) {
            Some(&s) => Ok(s),
            None => Err(self.err(format!(
                "access to '{}' is only available inside a .entry kernel on the host backend (launch one with --kernel, or call this function with memory: run --func NAME --arg buf:..., Module::call_with_memory)",
                self.prog().vars[var as usize].name
            ))),
        }
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

    /// The slot and byte offset of `n` elements of `size` bytes at `addr`,
    /// checked against the variable's bounds.
    fn place(&self, addr: &Addr, size: u32, n: usize) -> LResult<(StackSlot, u32)> {
        let var = match addr.base {
            AddrBase::Var(v) => v,
            AddrBase::Reg(_) | AddrBase::Abs => {
                return Err(self.err(
                    "memory access through an address register is only available inside a .entry kernel on the host backend (launch one with --kernel, or call this function with memory: run --func NAME --arg buf:..., Module::call_with_memory)",
                ))
            }
        };
        let (slot, vsize) = self.own_slot(var)?;
        let end = addr.offset as i128 + i128::from(size) * n as i128;
        if addr.offset < 0 || end > i128::from(vsize) {
            return Err(self.err(format!(
                "access of {} byte(s) at offset {} is outside '{}' ({} bytes)",
                i128::from(size) * n as i128,
                addr.offset,
                self.prog().vars[var as usize].name,
                vsize
            )));
        }
        Ok((slot, addr.offset as u32))
    }

    /// Lowers `ld`/`st`; false for other instructions.
    pub(super) fn lower_mem(&mut self, op: &Op) -> LResult<bool> {
        if self.kernel_mem(op)? {
            return Ok(true);
        }
        match op {
            Op::Ld { ty, d, addr, .. } => {
                let bits = ty.bits();
                if !(8..=64).contains(&bits) {
                    return Err(self.err(format!(
                        "ld of {} bits is unsupported on the host backend",
                        bits
                    )));
                }
                let size = bits / 8;
                let (slot, off) = self.place(addr, size, d.len())?;
                for (i, dst) in d.iter().enumerate() {
                    let v = self.load_bytes(slot, off + i as u32 * size, size);
                    let v = self.cast(v, bits, false);
                    self.write_ext(*dst, v, ty.is_signed());
                }
                Ok(true)
            }
            Op::St { ty, addr, v, .. } => {
                let bits = ty.bits();
                if !(8..=64).contains(&bits) {
                    return Err(self.err(format!(
                        "st of {} bits is unsupported on the host backend",
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
                        let old = self.load_bytes(slot, at, size);
                        let old = self.cast(old, bits, false);
                        self.guarded(x, old)
                    } else {
                        x
                    };
                    self.store_bytes(slot, at, size, x);
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
