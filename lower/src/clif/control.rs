//! Control flow: `bra`, `call`, `ret`, `exit`, barriers and no-ops.
//!
//! A guarded `bra`/`ret`/`exit` is a `brif` on the predicate; a guarded
//! `call` branches around the call.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{
    types, AbiParam, Block, ExtFuncData, ExternalName, FuncRef, InstBuilder, MemFlagsData,
    Signature, StackSlotData, StackSlotKind, UserExternalName, Value,
};
use ptxjit_frontend::ir::{CallArg, Dst, FuncId, Op};

use super::{param_words, words};

use super::{internal_signature, kernel_internal_signature, Fx, LResult};

impl Fx<'_, '_> {
    /// Lowers control instructions. Returns true when the instruction ended
    /// the current block unconditionally; non-control instructions are left
    /// alone (false).
    pub(super) fn lower_control(&mut self, op: &Op) -> LResult<bool> {
        match op {
            Op::Bra { target } => {
                self.saves_edge(*target as usize)?;
                // A forward branch to a bounded loop's head enters through
                // its preheader.
                let blk = match self.budget_preheader(*target as usize) {
                    Some(pre) if *target as usize > self.cur => pre,
                    _ => self.labels[target],
                };
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
            Op::Barrier { red } => {
                if self.is_entry() && self.kx.is_some() {
                    self.kernel_barrier(red.as_ref())?;
                    Ok(false)
                } else if self.is_entry() {
                    // A lone thread passes every barrier; `bar.red` reduces
                    // its own predicate.
                    if let Some(r) = red {
                        let c = self.read_pred(r.c)?;
                        let c = if r.not_c {
                            self.b.ins().bxor_imm_s(c, 1)
                        } else {
                            c
                        };
                        self.write(r.d, c);
                    }
                    Ok(false)
                } else {
                    Err(self.err("barrier in a .func is unsupported on the host backend"))
                }
            }
            Op::Call { func, rets, args } => {
                self.lower_call(*func, rets, args)?;
                Ok(false)
            }
            Op::Trap { kind } => {
                // Stops the run as a spent budget does, with its own reason.
                let Some(stop) = self.budget.as_ref().map(|b| b.stop) else {
                    return Err(self.err("'trap' needs the execution budget, which is off"));
                };
                let site = self.b.ins().iconst(types::I32, i64::from(self.span.offset));
                let why = self
                    .b
                    .ins()
                    .iconst(types::I32, i64::from(crate::budget::why_of(*kind)));
                self.fuel_save();
                Ok(self.branch_args(stop, &[site, why]))
            }
            // A fence orders nothing for one thread (the block runner runs
            // a block's threads one at a time).
            Op::Nop => Ok(false),
            ptxjit_frontend::int_ops!()
            | ptxjit_frontend::logic_ops!()
            | ptxjit_frontend::mem_ops!()
            | ptxjit_frontend::video_ops!()
            | ptxjit_frontend::dispatcher_ops!() => Ok(false),
        }
    }

    /// Jumps to `blk` (with `arg` as its block argument), conditionally when
    /// the instruction is guarded. True when the jump is unconditional.
    fn branch(&mut self, blk: Block, arg: Option<Value>) -> bool {
        let args: Vec<Value> = arg.into_iter().collect();
        self.branch_args(blk, &args)
    }

    /// [`Self::branch`] with any number of block arguments.
    pub(super) fn branch_args(&mut self, blk: Block, args: &[Value]) -> bool {
        let args: Vec<cranelift_codegen::ir::BlockArg> = args.iter().map(|&v| v.into()).collect();
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
                // The fall-through has this one predecessor: sealed, it
                // reads registers as the values they have here.
                self.b.switch_to_block(next);
                self.b.seal_block(next);
                false
            }
        }
    }

    fn callee_ref(&mut self, f: FuncId) -> FuncRef {
        if let Some(&r) = self.callee_refs.get(&f) {
            return r;
        }
        let name = (self.callee_name)(f);
        let sig = if self.kx.is_some() {
            kernel_internal_signature(self.prog(), f, self.t)
        } else {
            internal_signature(self.prog(), f, self.t)
        };
        let r = self.import_colocated(name, sig);
        self.callee_refs.insert(f, r);
        r
    }

    /// Imports function `name` of the same module, of signature `sig`.
    pub(super) fn import_colocated(&mut self, name: UserExternalName, sig: Signature) -> FuncRef {
        let name = self.b.func.declare_imported_user_function(name);
        let sig = self.b.import_signature(sig);
        self.b.import_function(ExtFuncData {
            name: ExternalName::user(name),
            signature: sig,
            colocated: true,
            patchable: false,
        })
    }

    fn lower_call(&mut self, f: FuncId, rets: &[CallArg], args: &[CallArg]) -> LResult<()> {
        let prog = self.prog();
        let callee = &prog.funcs[f as usize];
        let builtin =
            ptxjit_frontend::ir::Builtin::of(&callee.name).filter(|_| callee.body.is_none());
        if callee.body.is_none() {
            let Some(b) = builtin else {
                return Err(self.err(format!("'{}' is declared but has no body", callee.name)));
            };
            if self.kx.is_none() {
                return Err(self.err(format!(
                    "'{}' ({}) runs in kernels and in functions called with memory (--arg), not in a call with values",
                    callee.name,
                    match b {
                        ptxjit_frontend::ir::Builtin::Vprintf => "printf",
                        ptxjit_frontend::ir::Builtin::AssertFail => "assert",
                    }
                )));
            }
        }
        // Guarded call: branch around it.
        let after = self.skip_unless_guard();
        let mut vals = Vec::new();
        for (i, p) in callee.params.iter().enumerate() {
            let n = param_words(p);
            match args.get(i) {
                Some(CallArg::Imm(v)) => vals.push(self.b.ins().iconst(types::I64, *v as i64)),
                Some(CallArg::Reg(r)) => {
                    let v = self.reg_value(*r);
                    vals.push(self.cast(v, 64, false));
                }
                Some(CallArg::Var(var)) => {
                    let (slot, size) = self.own_slot(*var)?;
                    for w in 0..n {
                        let off = 8 * w as u32;
                        let k = size.saturating_sub(off).min(8);
                        vals.push(if k > 0 {
                            self.load_bytes(slot, off, k)
                        } else {
                            self.b.ins().iconst(types::I64, 0)
                        });
                    }
                    continue;
                }
                // Missing arguments (not produced by the checker) read as 0.
                None => vals.push(self.b.ins().iconst(types::I64, 0)),
            }
            // A register or immediate fills the first word of a wider
            // parameter; the rest are 0.
            for _ in 1..n {
                vals.push(self.b.ins().iconst(types::I64, 0));
            }
        }
        if let Some(b) = builtin {
            self.lower_builtin(b, &vals, rets)?;
            self.join_guard(after);
            return Ok(());
        }
        vals.push(self.cf());
        let nw = words(&callee.rets);
        let area = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            (8 * nw as u32).max(8),
            3,
        ));
        let retp = self.b.ins().stack_addr(self.t.ptr, area, 0);
        vals.push(retp);
        if let Some((c, t)) = self.kx {
            vals.push(c);
            vals.push(t);
        } else {
            // The budget cell (every function with a call has a budget).
            let cell = match &self.budget {
                Some(bg) => bg.cell,
                None => self.b.ins().iconst(self.t.ptr, 0),
            };
            vals.push(cell);
        }
        self.fuel_save();
        let fr = self.callee_ref(f);
        let call = self.b.ins().call(fr, &vals);
        self.fuel_reload();
        let results: Vec<Value> = self.b.inst_results(call).to_vec();
        let (cf, exited) = (results[0], results[1]);
        self.b.def_var(self.cf, cf);
        let done = self.done.expect("done block");
        let cont = self.b.create_block();
        self.b.ins().brif(exited, done, &[exited.into()], cont, &[]);
        self.b.switch_to_block(cont);
        let mut first = 0usize;
        for (k, p) in callee.rets.iter().enumerate() {
            let n = param_words(p);
            let base = first;
            first += n;
            let ptr = self.t.ptr;
            let load = |fx: &mut Self, w: usize| {
                fx.b.ins()
                    .stack_load(ptr, types::I64, area, (8 * (base + w)) as i32)
            };
            match rets.get(k) {
                Some(CallArg::Reg(x)) => {
                    let v = load(self, 0);
                    self.write(Dst::Reg(*x), v);
                }
                Some(CallArg::Var(var)) => {
                    let (slot, size) = self.own_slot(*var)?;
                    for w in 0..n {
                        let off = 8 * w as u32;
                        let m = size.min(p.size as u32).saturating_sub(off).min(8);
                        if m > 0 {
                            let v = load(self, w);
                            self.store_bytes(slot, off, m, v);
                        }
                    }
                }
                Some(CallArg::Imm(_)) | None => {}
            }
        }
        self.join_guard(after);
        Ok(())
    }

    /// A call of builtin `b` in kernel mode: the runtime's entry
    /// ([`super::kernel::ctx::BUILTIN`]) with the first word of each
    /// argument (`vals`); its value goes to the first return value. A
    /// thread the builtin stops leaves through the budget's stop path
    /// ([`crate::budget::WHY_BUILTIN`]).
    fn lower_builtin(
        &mut self,
        b: ptxjit_frontend::ir::Builtin,
        vals: &[Value],
        rets: &[CallArg],
    ) -> LResult<()> {
        use super::kernel::{ctx, BUILTIN_ASSERTFAIL, BUILTIN_STOP, BUILTIN_VPRINTF};
        let Some((c, t)) = self.kx else {
            return Err(self.err("internal error: a builtin outside kernel mode"));
        };
        let Some(stop) = self.budget.as_ref().map(|b| b.stop) else {
            return Err(self.err("a builtin call needs the execution budget, which is off"));
        };
        let ptr = self.t.ptr;
        let mut sig = Signature::new(self.t.call_conv);
        sig.params.push(AbiParam::new(ptr));
        sig.params.push(AbiParam::new(ptr));
        sig.params.push(AbiParam::new(types::I32));
        for _ in 0..4 {
            sig.params.push(AbiParam::new(types::I64));
        }
        sig.returns.push(AbiParam::new(types::I32));
        let sig = self.b.import_signature(sig);
        let hook = self
            .b
            .ins()
            .load(ptr, MemFlagsData::trusted(), c, ctx::BUILTIN);
        let which = match b {
            ptxjit_frontend::ir::Builtin::Vprintf => BUILTIN_VPRINTF,
            ptxjit_frontend::ir::Builtin::AssertFail => BUILTIN_ASSERTFAIL,
        };
        let mut args = vec![c, t, self.b.ins().iconst(types::I32, i64::from(which))];
        for k in 0..4 {
            args.push(match vals.get(k) {
                Some(&v) => v,
                None => self.b.ins().iconst(types::I64, 0),
            });
        }
        self.fuel_save();
        let call = self.b.ins().call_indirect(sig, hook, &args);
        let r = self.b.inst_results(call)[0];
        let stopped = self
            .b
            .ins()
            .icmp_imm_s(IntCC::Equal, r, i64::from(BUILTIN_STOP));
        let site = self.b.ins().iconst(types::I32, i64::from(self.span.offset));
        let why = self
            .b
            .ins()
            .iconst(types::I32, i64::from(crate::budget::WHY_BUILTIN));
        let cont = self.b.create_block();
        self.b
            .ins()
            .brif(stopped, stop, &[site.into(), why.into()], cont, &[]);
        self.b.switch_to_block(cont);
        let r64 = self.b.ins().uextend(types::I64, r);
        match rets.first() {
            Some(CallArg::Reg(x)) => self.write(Dst::Reg(*x), r64),
            Some(CallArg::Var(var)) => {
                let (slot, size) = self.own_slot(*var)?;
                self.store_bytes(slot, 0, size.min(4), r64);
            }
            Some(CallArg::Imm(_)) | None => {}
        }
        Ok(())
    }
}
