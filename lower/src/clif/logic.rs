//! `cvta` on Cranelift (the interpreter's address windows: generic =
//! window + state-space address). The rest of the logic family (and/or/xor,
//! not, cnot, shifts, shf, prmt, lop3, mov, pack/unpack, cvt, setp, set,
//! selp, slct) is the shared scalar lowering's (`crate::expand::scalar`).

use cranelift_codegen::ir::InstBuilder;
use ptxjit_frontend::ast::Space;
use ptxjit_frontend::ir::{Dst, Src};

use super::{Fx, LResult};

impl Fx<'_, '_> {
    /// `cvta{.to}.space d, a`: generic = window of the space + state-space
    /// address (the interpreter's address map; global addresses are
    /// generic).
    pub(super) fn lower_cvta(&mut self, to: bool, space: Space, d: Dst, a: Src) -> LResult<()> {
        let w = super::kernel::window(space) as i64;
        let v = self.read(a, 64)?;
        let v = if to {
            self.b.ins().iadd_imm_s(v, w.wrapping_neg())
        } else {
            self.b.ins().iadd_imm_s(v, w)
        };
        self.write(d, v);
        Ok(())
    }
}
