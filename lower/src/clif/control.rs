//! Control flow: `bra`, `call`, `ret`, `exit`, barriers and no-ops.
//!
//! A guarded `bra`/`ret`/`exit` is a `brif` on the predicate; a guarded
//! `call` branches around the call.

use cranelift_codegen::ir::{
    types, Block, ExtFuncData, ExternalName, FuncRef, InstBuilder, StackSlotData, StackSlotKind,
    Value,
};
use ptxjit_frontend::ir::{CallArg, Dst, FuncId, Op};

use super::{internal_signature, kernel_internal_signature, Fx, LResult};

impl Fx<'_, '_> {
    /// Lowers control instructions. Returns true when the instruction ended
    /// the current block unconditionally; non-control instructions are left
    /// alone (false).
    pub(super) fn lower_control(&mut self, op: &Op) -> LResult<bool> {
        match op {
            Op::Bra { target } => {
                let blk = self.labels[target];
                Ok(self.branch(blk, None))
            }
            Op::Ret => {
                let done = self.done.expect("done block");
                let z = self.b.ins().iconst(types::I8, 0);
                Ok(self.branch(done, Some(z)))
            }
            Op::Exit => {
                let done = self.done.expect("done block");
                let one = self.b.ins().iconst(types::I8, 1);
                Ok(self.branch(done, Some(one)))
            }
            Op::Barrier => {
                if self.is_entry() && self.kx.is_some() {
                    self.kernel_barrier();
                    Ok(false)
                } else if self.is_entry() {
                    // A lone thread passes every barrier.
                    Ok(false)
                } else {
                    Err(self.err("barrier in a .func is unsupported on the host backend"))
                }
            }
            Op::Call { func, rets, args } => {
                self.lower_call(*func, rets, args)?;
                Ok(false)
            }
            _ => Ok(false),
        }
    }

    /// Jumps to `blk` (with `arg` as its block argument), conditionally when
    /// the instruction is guarded. True when the jump is unconditional.
    fn branch(&mut self, blk: Block, arg: Option<Value>) -> bool {
        let args: Vec<cranelift_codegen::ir::BlockArg> = arg.into_iter().map(Into::into).collect();
        match self.guard {
            None => {
                self.b.ins().jump(blk, &args);
                true
            }
            Some((p, neg)) => {
                let next = self.b.create_block();
                if neg {
                    self.b.ins().brif(p, next, &[], blk, &args);
                } else {
                    self.b.ins().brif(p, blk, &args, next, &[]);
                }
                self.b.switch_to_block(next);
                false
            }
        }
    }

    fn callee_ref(&mut self, f: FuncId) -> FuncRef {
        if let Some(&r) = self.callee_refs.get(&f) {
            return r;
        }
        let name = (self.callee_name)(f);
        let name = self.b.func.declare_imported_user_function(name);
        let sig = if self.kx.is_some() {
            kernel_internal_signature(self.prog(), f, self.t)
        } else {
            internal_signature(self.prog(), f, self.t)
        };
        let sig = self.b.import_signature(sig);
        let r = self.b.import_function(ExtFuncData {
            name: ExternalName::user(name),
            signature: sig,
            colocated: true,
            patchable: false,
        });
        self.callee_refs.insert(f, r);
        r
    }

    fn lower_call(&mut self, f: FuncId, rets: &[CallArg], args: &[CallArg]) -> LResult<()> {
        let prog = self.prog();
        let callee = &prog.funcs[f as usize];
        if callee.body.is_none() {
            return Err(self.err(format!("'{}' is declared but has no body", callee.name)));
        }
        // Guarded call: branch around it.
        let mut after = None;
        if let Some((p, neg)) = self.guard.take() {
            let call_blk = self.b.create_block();
            let next = self.b.create_block();
            if neg {
                self.b.ins().brif(p, next, &[], call_blk, &[]);
            } else {
                self.b.ins().brif(p, call_blk, &[], next, &[]);
            }
            self.b.switch_to_block(call_blk);
            after = Some(next);
        }
        let mut vals = Vec::new();
        for (a, p) in args.iter().zip(&callee.params) {
            let v = match *a {
                CallArg::Imm(v) => self.b.ins().iconst(types::I64, v as i64),
                CallArg::Reg(r) => {
                    let v = self.b.use_var(self.regs[r as usize].0);
                    self.cast(v, 64, false)
                }
                CallArg::Var(var) => {
                    let (slot, _) = self.own_slot(var)?;
                    self.load_bytes(slot, 0, p.size.min(8) as u32)
                }
            };
            vals.push(v);
        }
        // Missing arguments (not produced by the checker) read as 0.
        while vals.len() < callee.params.len() {
            let z = self.b.ins().iconst(types::I64, 0);
            vals.push(z);
        }
        vals.push(self.cf());
        let n = callee.rets.len();
        let area = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            (8 * n as u32).max(8),
            3,
        ));
        let retp = self.b.ins().stack_addr(self.t.ptr, area, 0);
        vals.push(retp);
        if let Some((c, t)) = self.kx {
            vals.push(c);
            vals.push(t);
        }
        let fr = self.callee_ref(f);
        let call = self.b.ins().call(fr, &vals);
        let results: Vec<Value> = self.b.inst_results(call).to_vec();
        let (cf, exited) = (results[0], results[1]);
        self.b.def_var(self.cf, cf);
        let done = self.done.expect("done block");
        let cont = self.b.create_block();
        self.b.ins().brif(exited, done, &[exited.into()], cont, &[]);
        self.b.switch_to_block(cont);
        for (r, p) in rets.iter().zip(&callee.rets) {
            let k = callee
                .rets
                .iter()
                .position(|q| q.slot == p.slot)
                .unwrap_or(0);
            let v = self
                .b
                .ins()
                .stack_load(self.t.ptr, types::I64, area, (8 * k) as i32);
            match *r {
                CallArg::Reg(x) => self.write(Dst::Reg(x), v),
                CallArg::Var(var) => {
                    let (slot, _) = self.own_slot(var)?;
                    self.store_bytes(slot, 0, p.size.min(8) as u32, v);
                }
                CallArg::Imm(_) => {}
            }
        }
        if let Some(next) = after {
            self.b.ins().jump(next, &[]);
            self.b.switch_to_block(next);
        }
        Ok(())
    }
}
