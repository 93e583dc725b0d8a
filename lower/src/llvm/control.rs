//! Control flow: `bra`, `call`, `ret`, `exit`, barriers and no-ops.
//!
//! A guarded `bra`/`ret`/`exit` is a conditional branch on the predicate; a
//! guarded `call` branches around the call. `exit` (also inside a callee)
//! sets the `exited` flag, which every caller checks after the call.

use inkwell::basic_block::BasicBlock;
use inkwell::values::{BasicMetadataValueEnum, ValueKind};
use inkwell::IntPredicate;
use ptxjit_frontend::ir::{BarRedOp, CallArg, Dst, FuncId, Op};

use super::{internal_bits, Fx, LResult};

impl<'ctx> Fx<'ctx, '_> {
    /// Lowers control instructions: `Some(true)` when the instruction ended
    /// the current block unconditionally, `Some(false)` when it did not,
    /// `None` for other instructions.
    pub(super) fn lower_control(&mut self, op: &Op) -> LResult<Option<bool>> {
        match op {
            Op::Bra { target } => {
                // A forward branch to a bounded loop's head enters through
                // its preheader.
                let blk = match self.budget_preheader(*target as usize) {
                    Some(pre) if *target as usize > self.cur => pre,
                    _ => *self
                        .labels
                        .get(target)
                        .ok_or_else(|| self.err("branch target without a block"))?,
                };
                Ok(Some(self.branch(blk)?))
            }
            Op::Ret => {
                let done = self.done.ok_or_else(|| self.err("no done block"))?;
                Ok(Some(self.branch(done)?))
            }
            Op::Exit => {
                let ex = self.exit_blk.ok_or_else(|| self.err("no exit block"))?;
                Ok(Some(self.branch(ex)?))
            }
            Op::Barrier { red } if self.kx.is_some() && self.is_entry() => {
                self.kernel_barrier(red.as_ref())?;
                Ok(Some(false))
            }
            Op::Barrier { red } => {
                let c = match red {
                    Some(r) => {
                        let c = self.read_pred(r.c)?;
                        Some(if r.not_c { self.b.build_not(c, "")? } else { c })
                    }
                    None => None,
                };
                if self.opts.target == super::Target::Nvptx {
                    // The intrinsics are barrier 0 for every thread of the
                    // block: a guard cannot leave a thread out.
                    if self.guard.is_some() {
                        return Err(self.err(
                            "a guarded bar.sync/bar.red is not lowered for the GPU (every thread would take part)",
                        ));
                    }
                    match (red, c) {
                        (Some(r), Some(c)) => {
                            let i32t = self.ctx.i32_type();
                            let c = self.b.build_int_z_extend(c, i32t, "")?;
                            let name = match r.op {
                                BarRedOp::Popc => "llvm.nvvm.barrier0.popc",
                                BarRedOp::And => "llvm.nvvm.barrier0.and",
                                BarRedOp::Or => "llvm.nvvm.barrier0.or",
                            };
                            let v = self.intr(name, &[], &[c.into()])?.into_int_value();
                            let v = match r.op {
                                BarRedOp::Popc => v,
                                _ => self.icmpi(IntPredicate::NE, v, 0)?,
                            };
                            self.write(r.d, v)?;
                        }
                        _ => self.intr_void("llvm.nvvm.barrier0")?,
                    }
                    Ok(Some(false))
                } else if self.is_entry() {
                    // A lone thread passes every barrier; `bar.red` reduces
                    // its own predicate.
                    if let (Some(r), Some(c)) = (red, c) {
                        self.write(r.d, c)?;
                    }
                    Ok(Some(false))
                } else {
                    Err(self
                        .err("barrier in a .func is not supported by the llvm backend on the host"))
                }
            }
            Op::Nop => Ok(Some(false)),
            Op::Call { func, rets, args } => {
                self.lower_call(*func, rets, args)?;
                Ok(Some(false))
            }
            Op::Trap { kind } => {
                if self.opts.target == super::Target::Nvptx {
                    // The GPU's own trap (a guarded one branches around).
                    let next = self.ctx.append_basic_block(self.fv, "after.trap");
                    if let Some(g) = self.guard {
                        let blk = self.ctx.append_basic_block(self.fv, "trap");
                        self.b.build_conditional_branch(g, blk, next)?;
                        self.b.position_at_end(blk);
                    }
                    self.intr_void("llvm.trap")?;
                    self.b.build_unconditional_branch(next)?;
                    self.b.position_at_end(next);
                    return Ok(Some(false));
                }
                // The host stops the run as a spent budget does, with its
                // own reason.
                Ok(Some(self.stop_here(crate::budget::why_of(*kind))?))
            }
            ptxjit_frontend::int_ops!()
            | ptxjit_frontend::logic_ops!()
            | ptxjit_frontend::mem_ops!()
            | ptxjit_frontend::video_ops!()
            | ptxjit_frontend::dispatcher_ops!() => Ok(None),
        }
    }

    /// Stops the run here (when the guard holds) as a spent budget does,
    /// with reason `why` (a `crate::budget::WHY_*`). True when the jump is
    /// unconditional.
    pub(super) fn stop_here(&mut self, why: u32) -> LResult<bool> {
        let (stop, site, why_phi) = match &self.budget {
            Some(bg) => (bg.stop, bg.site, bg.why),
            None => return Err(self.err("'trap' needs the execution budget")),
        };
        let cur = self
            .b
            .get_insert_block()
            .ok_or_else(|| self.err("no current block"))?;
        let i32t = self.ctx.i32_type();
        site.add_incoming(&[(&i32t.const_int(u64::from(self.span.offset), false), cur)]);
        why_phi.add_incoming(&[(&i32t.const_int(u64::from(why), false), cur)]);
        self.branch(stop)
    }

    /// Calls an intrinsic without arguments or result.
    fn intr_void(&self, name: &str) -> LResult<()> {
        let i = inkwell::intrinsics::Intrinsic::find(name)
            .ok_or_else(|| self.err(format!("LLVM intrinsic {} not found", name)))?;
        let f = i
            .get_declaration(self.module, &[])
            .ok_or_else(|| self.err(format!("LLVM intrinsic {} has no declaration", name)))?;
        self.b.build_call(f, &[], "")?;
        Ok(())
    }

    /// Jumps to `blk`, conditionally when the instruction is guarded. True
    /// when the jump is unconditional.
    fn branch(&mut self, blk: BasicBlock<'ctx>) -> LResult<bool> {
        match self.guard {
            None => {
                self.b.build_unconditional_branch(blk)?;
                Ok(true)
            }
            Some(g) => {
                let next = self.ctx.append_basic_block(self.fv, "next");
                self.b.build_conditional_branch(g, blk, next)?;
                self.b.position_at_end(next);
                Ok(false)
            }
        }
    }

    /// A `.param` wider than 8 bytes passed to or from a call: whole on the
    /// host; the NVPTX lowering does not pass it yet (an error, not a
    /// truncated value).
    fn check_wide_param(&self, p: &ptxjit_frontend::ir::Param) -> LResult<()> {
        if self.opts.target == super::Target::Host {
            return Ok(());
        }
        Err(self.err(format!(
            "'.param' '{}' of {} bytes is wider than the 8 bytes the llvm backend passes to a call on the GPU (gpu --gpu-mode lowered); the native mode runs it",
            p.name, p.size
        )))
    }

    fn lower_call(&mut self, f: FuncId, rets: &[CallArg], args: &[CallArg]) -> LResult<()> {
        let prog = self.prog;
        let callee = &prog.funcs[f as usize];
        let builtin =
            ptxjit_frontend::ir::Builtin::of(&callee.name).filter(|_| callee.body.is_none());
        if let (Some(b), true) = (builtin, self.kx.is_some()) {
            return self.kernel_builtin(b, rets, args);
        }
        let fv = *self
            .internal
            .get(&f)
            .ok_or_else(|| self.err(format!("'{}' is declared but has no body", callee.name)))?;
        // Guarded call: branch around it.
        let mut after = None;
        if let Some(g) = self.guard.take() {
            let call_blk = self.ctx.append_basic_block(self.fv, "call");
            let next = self.ctx.append_basic_block(self.fv, "call.next");
            self.b.build_conditional_branch(g, call_blk, next)?;
            self.b.position_at_end(call_blk);
            after = Some(next);
        }
        let mut vals: Vec<BasicMetadataValueEnum> = Vec::new();
        for (i, p) in callee.params.iter().enumerate() {
            let bits = internal_bits(prog, callee, p, self.opts.target);
            if bits > 64 || (self.opts.target != super::Target::Host && p.size > 8) {
                self.check_wide_param(p)?;
            }
            let v = match args.get(i) {
                Some(CallArg::Imm(v)) => self.k(bits, *v),
                Some(CallArg::Reg(r)) => {
                    let v = self.reg(*r)?;
                    self.cast(v, bits, false)?
                }
                Some(CallArg::Var(var)) => {
                    let (slot, size) = self.own_slot(*var)?;
                    let v = self.load_wide(slot, 0, (bits / 8).min(size))?;
                    self.cast(v, bits, false)?
                }
                // Missing arguments (not produced by the checker) read as 0.
                None => self.k(bits, 0),
            };
            vals.push(v.into());
        }
        vals.push(self.cf()?.into());
        if let Some(cell) = self.budget_cell() {
            vals.push(cell.into());
        }
        vals.extend(self.kernel_args());
        self.fuel_save()?;
        let call = self.b.build_call(fv, &vals, "")?;
        self.fuel_reload()?;
        let res = match call.try_as_basic_value() {
            ValueKind::Basic(v) => v.into_struct_value(),
            ValueKind::Instruction(_) => return Err(self.err("callee returns void")),
        };
        let n = callee.rets.len() as u32;
        let cf = self.b.build_extract_value(res, n, "cf")?.into_int_value();
        let exited = self
            .b
            .build_extract_value(res, n + 1, "exited")?
            .into_int_value();
        let cfp = self.cf.ok_or_else(|| self.err("no CC.CF"))?;
        self.store(cfp, cf)?;
        let ex = self.exit_blk.ok_or_else(|| self.err("no exit block"))?;
        let cont = self.ctx.append_basic_block(self.fv, "ret");
        self.b.build_conditional_branch(exited, ex, cont)?;
        self.b.position_at_end(cont);
        for (k, (r, p)) in rets.iter().zip(&callee.rets).enumerate() {
            let v = self
                .b
                .build_extract_value(res, k as u32, "")?
                .into_int_value();
            match *r {
                CallArg::Reg(x) => self.write(Dst::Reg(x), v)?,
                CallArg::Var(var) => {
                    let (slot, size) = self.own_slot(var)?;
                    let bits = internal_bits(prog, callee, p, self.opts.target);
                    if self.opts.target != super::Target::Host && p.size > 8 {
                        self.check_wide_param(p)?;
                    }
                    self.store_wide(slot, 0, (bits / 8).min(size), v)?;
                }
                CallArg::Imm(_) => {}
            }
        }
        if let Some(next) = after {
            self.b.build_unconditional_branch(next)?;
            self.b.position_at_end(next);
        }
        Ok(())
    }
}
