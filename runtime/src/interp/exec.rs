//! The execution loop and the mapping of each [`Op`] onto [`crate::sem`].

use ptxjit_frontend::ast::{Space, Type};
use ptxjit_frontend::ir::{
    self, Addr, AddrBase, CallArg, Dst, FuncId, Instr, MulMode, Op, ParamSlot, Src, Sreg,
};

use super::memory::window;
use super::video;
use super::{mask, run_err, ExecError, Frame, Interp, RetTarget, ThreadPos};
use crate::sanitize::{Kind, Mem};
use crate::sem::{atom, ext, int, logic, IntTy};

/// A thread: its call stack, CC.CF and position.
pub(super) struct Thread {
    pub frames: Vec<Frame>,
    pub cf: bool,
    pub pos: ThreadPos,
    pub steps: u64,
    /// Set when the thread stopped at a barrier (it resumes after it).
    pub at_barrier: bool,
    /// At a `bar.red`: the reduction, its destination and this thread's
    /// predicate (the release writes the result).
    pub bar_red: Option<(ir::BarRedOp, Dst, bool)>,
    /// Set when the thread waits at a warp instruction (the warp scheduler
    /// completes it and clears this).
    pub wait: Option<Box<Wait>>,
    /// The thread has returned or exited.
    pub done: bool,
    /// `printf`s the thread has run.
    pub printfs: u32,
    /// Its synchronization history (the race sanitizer's).
    pub sync: crate::sanitize::ThreadSync,
    /// The barrier it waits at (the sync sanitizer's): each frame's
    /// position and the instruction.
    pub bar_at: Option<(Vec<usize>, ptxjit_frontend::diag::Span)>,
}

/// A thread waiting at a warp instruction, with its operands.
pub(super) struct Wait {
    /// Where: the position of each frame's current instruction, outermost
    /// first (the call instruction in callers).
    pub site: Vec<usize>,
    pub op: ir::WarpOp,
    pub sync: bool,
    pub a: u64,
    pub b: u32,
    pub c: u32,
    pub mask: u32,
    pub d: Dst,
    pub p: Dst,
    pub span: ptxjit_frontend::diag::Span,
}

enum Flow {
    Next,
    Jump(u32),
    Call(FuncId, Vec<CallArg>, Vec<CallArg>),
    Ret,
    Exit,
    Barrier(Option<(ir::BarRedOp, Dst, bool)>),
    Warp(Box<Wait>),
}

/// A value passed to or returned from a `.func`: a register or immediate
/// word, or the bytes of a `.param` variable.
enum ArgVal {
    Word(u64),
    Bytes(Vec<u8>),
}

impl ArgVal {
    /// The value as a register sees it: the first 8 bytes, little-endian.
    fn word(&self) -> u64 {
        match self {
            ArgVal::Word(w) => *w,
            ArgVal::Bytes(b) => {
                let mut x = [0u8; 8];
                let n = b.len().min(8);
                x[..n].copy_from_slice(&b[..n]);
                u64::from_le_bytes(x)
            }
        }
    }
}

fn it(t: Type) -> IntTy {
    IntTy::new(t.bits().min(64), t.is_signed())
}
impl Interp<'_> {
    pub(super) fn execute(&mut self, th: &mut Thread) -> Result<(), ExecError> {
        loop {
            let frame = th.frames.last().expect("a running thread has a frame");
            let func = &self.prog.funcs[frame.func as usize];
            let body = func.body.as_deref().unwrap_or(&[]);
            let pc = frame.pc;
            let Some(ins) = body.get(pc) else {
                // Falling off the end returns.
                if self.ret(th)? {
                    return Ok(());
                }
                continue;
            };
            th.steps += 1;
            if let Some(n) = &mut self.launch_steps {
                *n += 1;
            }
            if self.launch_steps > Some(self.launch_step_limit) {
                return Err(run_err(
                    ins.span,
                    crate::stops::launch_steps(self.launch_step_limit),
                ));
            }
            if th.steps > self.step_limit {
                return Err(run_err(ins.span, crate::stops::steps(self.step_limit)));
            }
            if th.steps & 0xffff == 0 {
                if let Some(m) = self.monitor.filter(|m| m.cancelled()) {
                    return Err(run_err(ins.span, m.message()));
                }
                if let Some((at, t)) = self.deadline {
                    if std::time::Instant::now() >= at {
                        return Err(run_err(ins.span, crate::stops::timeout(t)));
                    }
                }
            }
            th.frames.last_mut().expect("frame").pc = pc + 1;
            let traced = match &mut self.inspect {
                Some(insp) => {
                    let fid = th.frames.last().expect("frame").func as usize;
                    if let Some(c) = insp.counts.as_mut().and_then(|c| c.get_mut(fid)) {
                        if let Some(n) = c.get_mut(pc) {
                            *n += 1;
                        }
                    }
                    insp.trace
                        .is_some_and(|t| t.has(th.pos.block(), th.pos.thread()))
                }
                None => false,
            };
            if let Some((p, negated)) = ins.guard {
                let v = th.frames.last().expect("frame").regs[p as usize] != 0;
                if v == negated {
                    if traced {
                        self.trace_step(th, ins, true);
                    }
                    continue;
                }
            }
            let flow = self.step(th, ins)?;
            if traced {
                self.trace_step(th, ins, false);
            }
            match flow {
                Flow::Next => {}
                Flow::Jump(t) => th.frames.last_mut().expect("frame").pc = t as usize,
                Flow::Ret => {
                    if self.ret(th)? {
                        return Ok(());
                    }
                }
                Flow::Exit => {
                    // Unwind every frame but the entry one, which the caller owns.
                    while th.frames.len() > 1 {
                        let fr = th.frames.pop().expect("frame");
                        self.leave(fr);
                    }
                    return Ok(());
                }
                Flow::Barrier(red) => {
                    th.at_barrier = true;
                    th.bar_red = red;
                    if self.sanitize.is_some() {
                        let site = th.frames.iter().map(|f| f.pc - 1).collect();
                        th.bar_at = Some((site, ins.span));
                    }
                    return Ok(());
                }
                Flow::Warp(w) => {
                    th.wait = Some(w);
                    return Ok(());
                }
                Flow::Call(f, rets, args) => self.call_frame(th, f, &rets, &args, ins)?,
            }
        }
    }

    /// Pops a frame, copying return values to the caller. True when the
    /// thread's entry function returned.
    fn ret(&mut self, th: &mut Thread) -> Result<bool, ExecError> {
        if th.frames.len() == 1 {
            return Ok(true);
        }
        let frame = th.frames.pop().expect("frame");
        let func = &self.prog.funcs[frame.func as usize];
        let mut vals = Vec::new();
        for (slot, target) in &frame.ret_to {
            let size = func
                .rets
                .iter()
                .find(|r| r.slot == *slot)
                .map(|r| r.size)
                .unwrap_or(8);
            let v = match *slot {
                // A `.param` return value is copied whole (a by-value struct
                // may be wider than 8 bytes).
                ParamSlot::Var(var) => ArgVal::Bytes(
                    self.mem
                        .read_bytes(self.var_generic_in(&frame, var), size)
                        .map_err(|e| self.fault_error(Default::default(), &e))?,
                ),
                ParamSlot::Reg(_) => ArgVal::Word(self.load_slot(&frame, *slot, size)?),
            };
            vals.push((v, *target));
        }
        self.leave(frame);
        let caller = th.frames.last_mut().expect("caller frame");
        for (v, target) in vals {
            let caller = &mut *caller;
            match target {
                RetTarget::Reg(r) => {
                    let bits = self.prog.funcs[caller.func as usize].regs[r as usize]
                        .ty
                        .bits();
                    caller.regs[r as usize] = mask(bits, v.word());
                }
                RetTarget::Var(var) => {
                    let at = self.var_generic_in(caller, var);
                    let size = self.prog.vars[var as usize].size;
                    self.put(at, size, &v)
                        .map_err(|e| self.fault_error(Default::default(), &e))?;
                }
            }
        }
        Ok(false)
    }

    /// Writes an argument or return value into `size` bytes at `at`: a word
    /// fills its low bytes (at most 8), bytes are copied up to `size`.
    fn put(&mut self, at: u64, size: u64, v: &ArgVal) -> Result<(), super::memory::Fault> {
        match v {
            ArgVal::Word(w) => self.mem.write(at, size.min(8), *w),
            ArgVal::Bytes(b) => self.mem.write_bytes(at, &b[..b.len().min(size as usize)]),
        }
    }

    /// Runs builtin `b` (a bodiless function of CUDA's device runtime)
    /// with argument words `args`; returns its return value.
    fn builtin(
        &mut self,
        th: &mut Thread,
        b: ir::Builtin,
        args: &[u64],
        ins: &Instr,
    ) -> Result<i32, ExecError> {
        let arg = |i: usize| args.get(i).copied().unwrap_or(0);
        let pos = th.pos;
        let (block, thread) = (pos.block(), pos.thread());
        let mem = &self.mem;
        let mut read = |a: u64, n: u64| mem.read_bytes(a, n).ok();
        match b {
            ir::Builtin::Vprintf => {
                let (text, r) = match crate::printf::format(arg(0), arg(1), &mut read) {
                    Ok(x) => x,
                    Err(e) => {
                        return Err(run_err(
                            ins.span,
                            format!(
                                "printf cannot read {} at address 0x{:x} ({} byte(s))",
                                e.what, e.addr, e.size
                            ),
                        ))
                    }
                };
                self.printed.push(crate::printf::Printed {
                    block,
                    thread,
                    seq: th.printfs,
                    text,
                });
                th.printfs += 1;
                Ok(r)
            }
            ir::Builtin::AssertFail => {
                let text = crate::printf::assert_line(
                    [arg(0), arg(1), arg(3)],
                    arg(2) as u32,
                    pos.ctaid,
                    pos.tid,
                    &mut read,
                );
                self.printed.push(crate::printf::Printed {
                    block,
                    thread,
                    seq: th.printfs,
                    text,
                });
                th.printfs += 1;
                Err(run_err(ins.span, crate::printf::ASSERT_MESSAGE))
            }
        }
    }

    fn call_frame(
        &mut self,
        th: &mut Thread,
        f: FuncId,
        rets: &[CallArg],
        args: &[CallArg],
        ins: &Instr,
    ) -> Result<(), ExecError> {
        if th.frames.len() >= self.depth_limit {
            return Err(run_err(ins.span, "call depth limit exceeded"));
        }
        let callee = &self.prog.funcs[f as usize];
        let builtin = ir::Builtin::of(&callee.name).filter(|_| callee.body.is_none());
        if callee.body.is_none() && builtin.is_none() {
            return Err(run_err(
                ins.span,
                format!("'{}' is declared but has no body", callee.name),
            ));
        }
        // Argument values are read in the caller's frame, before the callee's
        // variables get fresh storage.
        let mut vals = Vec::new();
        for (a, p) in args.iter().zip(&callee.params) {
            let v = match *a {
                CallArg::Imm(v) => ArgVal::Word(v),
                CallArg::Reg(r) => ArgVal::Word(th.frames.last().expect("frame").regs[r as usize]),
                // A `.param` argument is copied whole (a by-value struct may
                // be wider than 8 bytes).
                CallArg::Var(var) => ArgVal::Bytes(
                    self.mem
                        .read_bytes(
                            self.var_generic_in(th.frames.last().expect("frame"), var),
                            p.size,
                        )
                        .map_err(|e| self.fault_error(ins.span, &e))?,
                ),
            };
            vals.push(v);
        }
        if let Some(b) = builtin {
            let words: Vec<u64> = vals.iter().map(ArgVal::word).collect();
            let r = self.builtin(th, b, &words, ins)?;
            if let Some(target) = rets.first() {
                let caller = th.frames.last_mut().expect("frame");
                match *target {
                    CallArg::Reg(x) => {
                        let bits = self.prog.funcs[caller.func as usize].regs[x as usize]
                            .ty
                            .bits();
                        caller.regs[x as usize] = mask(bits, u64::from(r as u32));
                    }
                    CallArg::Var(v) => {
                        let at = self.var_generic_in(caller, v);
                        let size = self.prog.vars[v as usize].size.min(4);
                        self.mem
                            .write(at, size, u64::from(r as u32))
                            .map_err(|e| self.fault_error(ins.span, &e))?;
                    }
                    CallArg::Imm(_) => {}
                }
            }
            return Ok(());
        }
        let mut frame = self.enter(f)?;
        for (p, v) in callee.params.iter().zip(vals) {
            match p.slot {
                ParamSlot::Var(var) => {
                    let at = self.var_generic_in(&frame, var);
                    self.put(at, p.size, &v)
                        .map_err(|e| self.fault_error(ins.span, &e))?;
                }
                ParamSlot::Reg(_) => self.store_slot(&mut frame, p.slot, p.size, v.word())?,
            }
        }
        for (r, slot) in rets.iter().zip(callee.rets.iter().map(|r| r.slot)) {
            let target = match *r {
                CallArg::Reg(x) => RetTarget::Reg(x),
                CallArg::Var(v) => RetTarget::Var(v),
                CallArg::Imm(_) => continue,
            };
            frame.ret_to.push((slot, target));
        }
        th.frames.push(frame);
        Ok(())
    }

    fn read(&self, th: &Thread, s: Src) -> u64 {
        match s {
            Src::Reg(r) => th.frames.last().expect("frame").regs[r as usize],
            Src::Imm(v) => v,
            Src::VarAddr(v) => self.var_addr_in(th.frames.last().expect("frame"), v),
            Src::Sreg(r) => sreg(th.pos, r, self.prog),
        }
    }

    pub(super) fn write(&self, th: &mut Thread, d: Dst, v: u64) {
        if let Dst::Reg(r) = d {
            let frame = th.frames.last_mut().expect("frame");
            let bits = self.prog.funcs[frame.func as usize].regs[r as usize]
                .ty
                .bits();
            frame.regs[r as usize] = mask(bits, v);
        }
    }

    /// Writes a value of type `ty` into a possibly wider register: sign- or
    /// zero-extended by `ty` (PTX's rule for ld and cvt).
    fn write_ext(&self, th: &mut Thread, d: Dst, ty: Type, v: u64) {
        let v = if ty.is_signed() {
            it(ty).value(v) as u64
        } else {
            mask(ty.bits(), v)
        };
        self.write(th, d, v);
    }

    fn generic(&self, th: &Thread, space: Space, a: &Addr) -> u64 {
        let base = match a.base {
            AddrBase::Reg(r) => {
                let v = th.frames.last().expect("frame").regs[r as usize];
                if space == Space::Global {
                    v
                } else {
                    window(space).wrapping_add(v)
                }
            }
            AddrBase::Var(v) => self.var_generic_in(th.frames.last().expect("frame"), v),
            AddrBase::Abs => window(space),
        };
        base.wrapping_add(a.offset as u64)
    }

    /// A GPU faults on an access outside every allocation and on one not
    /// aligned to its whole size (a `.v4.u32` access to 16 bytes): the
    /// bounds are checked first, as the host backend does.
    /// Records traced instruction `ins` of thread `th`, just run (or
    /// skipped: its guard was false), with the registers it wrote.
    fn trace_step(&mut self, th: &Thread, ins: &Instr, skipped: bool) {
        let Some(insp) = &mut self.inspect else {
            return;
        };
        if insp.steps.len() >= crate::inspect::MAX_STEPS {
            insp.truncated = true;
            return;
        }
        let frame = th.frames.last().expect("frame");
        let func = &self.prog.funcs[frame.func as usize];
        let mut writes = Vec::new();
        // A call's and a warp collective's results are written later (at
        // the return, when the warp completes it).
        let later = matches!(ins.op, Op::Call { .. } | Op::Warp { .. });
        if !skipped && !later {
            ins.op.operands(&mut |o| {
                if let ir::Operand::D(Dst::Reg(r)) = o {
                    if let (Some(info), Some(&v)) =
                        (func.regs.get(r as usize), frame.regs.get(r as usize))
                    {
                        writes.push((info.name.clone(), v));
                    }
                }
            });
        }
        insp.steps.push(crate::inspect::Step {
            ctaid: th.pos.ctaid,
            tid: th.pos.tid,
            span: ins.span,
            skipped,
            writes,
        });
    }

    /// The sanitizers' view of an access of `size` bytes at generic address
    /// `at` (nothing when they are off).
    fn sanitize_access(
        &mut self,
        th: &mut Thread,
        ins: &Instr,
        at: u64,
        size: u64,
        kind: Kind,
    ) -> Result<(), ExecError> {
        let Some(c) = &mut self.sanitize else {
            return Ok(());
        };
        let pos = th.pos;
        let who = crate::sanitize::Who {
            ctaid: pos.ctaid,
            tid: pos.tid,
            block: pos.block(),
            thread: pos.thread(),
        };
        if kind == Kind::Atomic {
            th.sync.atomics += 1;
            if std::mem::take(&mut th.sync.fenced) {
                th.sync.rel += 1;
                c.note_release(&who, &th.sync);
            }
        }
        let mem = match super::memory::window_class(at) {
            0 => Mem::Global,
            2 => Mem::Shared,
            3 => Mem::Local,
            _ => Mem::Other,
        };
        c.access(who, th.sync, mem, kind, at, size, ins.span)
            .map_err(super::finding)
    }

    fn check_access(&self, ins: &Instr, at: u64, total: u64) -> Result<(), ExecError> {
        self.mem
            .read_bytes(at, total)
            .map_err(|e| self.fault_error(ins.span, &e))?;
        if !at.is_multiple_of(total.max(1)) {
            return Err(run_err(
                ins.span,
                format!(
                    "misaligned access of {} byte(s) at address 0x{:x} (must be aligned to {} bytes)",
                    total, at, total
                ),
            ));
        }
        Ok(())
    }

    fn step(&mut self, th: &mut Thread, ins: &Instr) -> Result<Flow, ExecError> {
        let r = |s: Src| self.read(th, s);
        let v = match &ins.op {
            Op::AddSub {
                sub,
                ty,
                sat,
                carry,
                d,
                a,
                b,
            } => {
                let (a, b) = (r(*a), r(*b));
                let v = match (ty, carry.cin, carry.cout) {
                    (Type::U16x2 | Type::S16x2, _, _) => {
                        u64::from(int::add_16x2(packed(*ty), a as u32, b as u32))
                    }
                    (_, false, false) if *sub => int::sub(it(*ty), a, b, *sat),
                    (_, false, false) => int::add(it(*ty), a, b, *sat),
                    (_, true, false) if *sat => ext::addc_sat_s32(a, b, th.cf, *sub),
                    (_, cin, cc) => {
                        let t = it(*ty);
                        let (v, cf) = match (sub, cin) {
                            (false, false) => ext::add_cc(t, a, b),
                            (true, false) => ext::sub_cc(t, a, b),
                            (false, true) => ext::addc(t, a, b, th.cf, cc),
                            (true, true) => ext::subc(t, a, b, th.cf, cc),
                        };
                        th.cf = cf;
                        v
                    }
                };
                (*d, v)
            }
            Op::Mul { ty, mode, d, a, b } => (*d, int::mul(it(*ty), *mode, r(*a), r(*b))),
            Op::Mad {
                ty,
                mode,
                sat,
                carry,
                d,
                a,
                b,
                c,
            } => {
                let (a, b, c) = (r(*a), r(*b), r(*c));
                let v = if carry.cin || carry.cout {
                    let half = if *mode == MulMode::Hi {
                        ext::Half::Hi
                    } else {
                        ext::Half::Lo
                    };
                    let (v, cf) = if carry.cin {
                        ext::madc(it(*ty), half, a, b, c, th.cf, carry.cout)
                    } else {
                        ext::mad_cc(it(*ty), half, a, b, c)
                    };
                    th.cf = cf;
                    v
                } else {
                    int::mad(it(*ty), *mode, *sat, a, b, c)
                };
                (*d, v)
            }
            Op::Mul24 { ty, hi, d, a, b } => {
                (*d, int::mul24(ty.is_signed(), half(*hi), r(*a), r(*b)))
            }
            Op::Mad24 {
                ty,
                hi,
                sat,
                d,
                a,
                b,
                c,
            } => (
                *d,
                int::mad24(ty.is_signed(), half(*hi), *sat, r(*a), r(*b), r(*c)),
            ),
            Op::Sad { ty, d, a, b, c } => (*d, int::sad(it(*ty), r(*a), r(*b), r(*c))),
            Op::Div { ty, d, a, b } => (*d, int::div(it(*ty), r(*a), r(*b))),
            Op::Rem { ty, d, a, b } => (*d, int::rem(it(*ty), r(*a), r(*b))),
            Op::Abs { ty, d, a } => (*d, int::abs(it(*ty), r(*a))),
            Op::Neg { ty, d, a } => (*d, int::neg(it(*ty), r(*a))),
            Op::MinMax {
                max,
                ty,
                relu,
                d,
                a,
                b,
            } => {
                let (a, b) = (r(*a), r(*b));
                let v = match (ty, max) {
                    (Type::U16x2 | Type::S16x2, false) => {
                        u64::from(int::min_16x2(packed(*ty), *relu, a as u32, b as u32))
                    }
                    (Type::U16x2 | Type::S16x2, true) => {
                        u64::from(int::max_16x2(packed(*ty), *relu, a as u32, b as u32))
                    }
                    (_, false) => int::min(it(*ty), *relu, a, b),
                    (_, true) => int::max(it(*ty), *relu, a, b),
                };
                (*d, v)
            }
            Op::Popc { ty, d, a } => (*d, u64::from(int::popc(ty.bits(), r(*a)))),
            Op::Clz { ty, d, a } => (*d, u64::from(int::clz(ty.bits(), r(*a)))),
            Op::Bfind { ty, shiftamt, d, a } => {
                (*d, u64::from(int::bfind(it(*ty), *shiftamt, r(*a))))
            }
            Op::Fns {
                d,
                mask,
                base,
                offset,
            } => (
                *d,
                u64::from(int::fns(
                    r(*mask) as u32,
                    r(*base) as u32,
                    r(*offset) as u32,
                )),
            ),
            Op::Brev { ty, d, a } => (*d, int::brev(ty.bits(), r(*a))),
            Op::Bfe { ty, d, a, pos, len } => match (pos, len) {
                // Both known to ptxas: it folds them itself
                // (docs/semantics.md section 3).
                (Src::Imm(p), Src::Imm(n)) => {
                    (*d, int::bfe_immediate(it(*ty), r(*a), *p as u32, *n as u32))
                }
                _ => (*d, int::bfe(it(*ty), r(*a), r(*pos) as u32, r(*len) as u32)),
            },
            Op::Bfi {
                ty,
                d,
                f,
                b,
                pos,
                len,
            } => (
                *d,
                int::bfi(ty.bits(), r(*f), r(*b), r(*pos) as u32, r(*len) as u32),
            ),
            Op::CvtPack {
                bits,
                signed,
                d,
                a,
                b,
                c,
            } => (
                *d,
                u64::from(int::cvt_pack(
                    *bits,
                    *signed,
                    r(*a) as u32 as i32,
                    r(*b) as u32 as i32,
                    c.map_or(0, |c| r(c) as u32),
                )),
            ),
            Op::Szext {
                signed,
                clamp,
                d,
                a,
                b,
            } => (
                *d,
                u64::from(int::szext(
                    clamp_mode(*clamp),
                    *signed,
                    r(*a) as u32,
                    r(*b) as u32,
                )),
            ),
            Op::Bmsk { clamp, d, a, b } => (
                *d,
                u64::from(int::bmsk(clamp_mode(*clamp), r(*a) as u32, r(*b) as u32)),
            ),
            Op::Dp4a {
                a_signed,
                b_signed,
                d,
                a,
                b,
                c,
            } => (
                *d,
                u64::from(int::dp4a(
                    *a_signed,
                    *b_signed,
                    r(*a) as u32,
                    r(*b) as u32,
                    r(*c) as u32,
                )),
            ),
            Op::Dp2a {
                hi,
                a_signed,
                b_signed,
                d,
                a,
                b,
                c,
            } => (
                *d,
                u64::from(int::dp2a(
                    half(*hi),
                    *a_signed,
                    *b_signed,
                    r(*a) as u32,
                    r(*b) as u32,
                    r(*c) as u32,
                )),
            ),
            Op::Bitwise { op, ty, d, a, b } => {
                let op = *op;
                let v = if *ty == Type::Pred {
                    u64::from(logic::logic_pred(op, r(*a) != 0, r(*b) != 0))
                } else {
                    logic::logic(op, it(*ty), r(*a), r(*b))
                };
                (*d, v)
            }
            Op::Not { ty, d, a } => {
                let v = if *ty == Type::Pred {
                    u64::from(logic::not_pred(r(*a) != 0))
                } else {
                    logic::not(it(*ty), r(*a))
                };
                (*d, v)
            }
            Op::Cnot { ty, d, a } => (*d, logic::cnot(it(*ty), r(*a))),
            Op::Shl { ty, d, a, b } => (*d, logic::shl(it(*ty), r(*a), r(*b) as u32)),
            Op::Shr { ty, d, a, b } => (*d, logic::shr(it(*ty), r(*a), r(*b) as u32)),
            Op::Shf {
                left,
                clamp,
                d,
                a,
                b,
                c,
            } => {
                let dir = if *left {
                    logic::ShfDir::Left
                } else {
                    logic::ShfDir::Right
                };
                let mode = if *clamp {
                    logic::ShfMode::Clamp
                } else {
                    logic::ShfMode::Wrap
                };
                (
                    *d,
                    u64::from(logic::shf(
                        dir,
                        mode,
                        r(*a) as u32,
                        r(*b) as u32,
                        r(*c) as u32,
                    )),
                )
            }
            Op::Prmt { mode, d, a, b, c } => (
                *d,
                u64::from(logic::prmt(*mode, r(*a) as u32, r(*b) as u32, r(*c) as u32)),
            ),
            Op::Lop3 { d, a, b, c, lut } => (
                *d,
                u64::from(logic::lop3(r(*a) as u32, r(*b) as u32, r(*c) as u32, *lut)),
            ),
            Op::Mov { d, a, .. } => (*d, r(*a)),
            Op::Pack {
                elem_bits,
                d,
                parts,
            } => {
                let mut v = 0u64;
                for (i, p) in parts.iter().enumerate() {
                    v |= mask(*elem_bits, r(*p)) << (i as u32 * elem_bits);
                }
                (*d, v)
            }
            Op::Unpack {
                elem_bits,
                parts,
                a,
            } => {
                let v = r(*a);
                for (i, p) in parts.iter().enumerate() {
                    let x = mask(*elem_bits, v >> (i as u32 * elem_bits));
                    self.write(th, *p, x);
                }
                return Ok(Flow::Next);
            }
            Op::Cvt {
                dty,
                sty,
                sat,
                d,
                a,
            } => {
                let v = logic::cvt(it(*dty), it(*sty), *sat, r(*a));
                self.write_ext(th, *d, *dty, v);
                return Ok(Flow::Next);
            }
            Op::Cvta { to, space, d, a } => {
                let v = r(*a);
                let w = if *space == Space::Global {
                    0
                } else {
                    window(*space)
                };
                (
                    *d,
                    if *to {
                        v.wrapping_sub(w)
                    } else {
                        v.wrapping_add(w)
                    },
                )
            }
            Op::Isspacep { space, p, a } => (*p, u64::from(logic::isspacep(*space, r(*a)))),
            Op::Setp {
                cmp,
                ty,
                comb,
                p,
                q,
                a,
                b,
            } => {
                let comb = comb.map(|(op, c, not)| (op, (r(c) != 0) != not));
                let (pv, qv) = logic::setp(*cmp, it(*ty), r(*a), r(*b), comb);
                self.write(th, *p, u64::from(pv));
                if let Some(q) = q {
                    self.write(th, *q, u64::from(qv));
                }
                return Ok(Flow::Next);
            }
            Op::Set {
                cmp,
                ty,
                dty,
                comb,
                d,
                a,
                b,
            } => {
                let comb = comb.map(|(op, c, not)| (op, (r(c) != 0) != not));
                let dst = if *dty == Type::S32 {
                    logic::SetDst::S32
                } else {
                    logic::SetDst::U32
                };
                (
                    *d,
                    u64::from(logic::set(*cmp, it(*ty), r(*a), r(*b), comb, dst)),
                )
            }
            Op::Selp { ty, d, a, b, c } => (*d, logic::selp(it(*ty), r(*a), r(*b), r(*c) != 0)),
            Op::Slct { ty, d, a, b, c } => (*d, logic::slct(it(*ty), r(*a), r(*b), r(*c))),
            Op::Ld { space, ty, d, addr } => {
                let at = self.generic(th, *space, addr);
                let size = u64::from(ty.bits() / 8);
                self.check_access(ins, at, size * d.len() as u64)?;
                self.sanitize_access(th, ins, at, size * d.len() as u64, Kind::Read)?;
                for (i, dst) in d.iter().enumerate() {
                    let v = self
                        .mem
                        .read(at.wrapping_add(i as u64 * size), size)
                        .map_err(|e| self.fault_error(ins.span, &e))?;
                    self.write_ext(th, *dst, *ty, v);
                }
                return Ok(Flow::Next);
            }
            Op::St { space, ty, addr, v } => {
                let at = self.generic(th, *space, addr);
                let size = u64::from(ty.bits() / 8);
                self.check_access(ins, at, size * v.len() as u64)?;
                let vals: Vec<u64> = v.iter().map(|s| r(*s)).collect();
                self.sanitize_access(th, ins, at, size * v.len() as u64, Kind::Write)?;
                for (i, x) in vals.into_iter().enumerate() {
                    self.mem
                        .write(at.wrapping_add(i as u64 * size), size, x)
                        .map_err(|e| self.fault_error(ins.span, &e))?;
                }
                return Ok(Flow::Next);
            }
            Op::CpAsync {
                dst,
                src,
                size,
                src_size,
                ignore,
            } => {
                // Run synchronously: the copy is complete when the
                // instruction is.
                let size = u64::from(*size);
                let mut n = src_size.map_or(size, |s| r(s).min(size));
                if let Some((p, neg)) = ignore {
                    if (r(*p) != 0) != *neg {
                        n = 0;
                    }
                }
                let mut bytes = vec![0u8; size as usize];
                if n > 0 {
                    let from = self.generic(th, Space::Global, src);
                    // Only the `n` bytes read must exist; the address is
                    // aligned to the copy size.
                    let got = self
                        .mem
                        .read_bytes(from, n)
                        .map_err(|e| self.fault_error(ins.span, &e))?;
                    if !from.is_multiple_of(size) {
                        return Err(run_err(
                            ins.span,
                            format!(
                                "misaligned access of {} byte(s) at address 0x{:x} (must be aligned to {} bytes)",
                                size, from, size
                            ),
                        ));
                    }
                    bytes[..n as usize].copy_from_slice(&got);
                    self.sanitize_access(th, ins, from, n, Kind::Read)?;
                }
                let to = self.generic(th, Space::Shared, dst);
                self.check_access(ins, to, size)?;
                self.sanitize_access(th, ins, to, size, Kind::Write)?;
                self.mem
                    .write_bytes(to, &bytes)
                    .map_err(|e| self.fault_error(ins.span, &e))?;
                return Ok(Flow::Next);
            }
            Op::Atom {
                space,
                op,
                ty,
                d,
                addr,
                b,
                c,
            } => {
                // One thread runs at a time: a plain read-modify-write is
                // atomic here.
                let at = self.generic(th, *space, addr);
                let size = u64::from(ty.bits() / 8);
                let old = self
                    .mem
                    .read(at, size)
                    .map_err(|e| self.fault_error(ins.span, &e))?;
                if !at.is_multiple_of(size.max(1)) {
                    return Err(run_err(
                        ins.span,
                        format!(
                            "misaligned access of {} byte(s) at address 0x{:x} (must be aligned to {} bytes)",
                            size, at, size
                        ),
                    ));
                }
                let (bv, cv) = (r(*b), c.map_or(0, &r));
                self.sanitize_access(th, ins, at, size, Kind::Atomic)?;
                let new = atom::atom(*op, it(*ty), old, bv, cv);
                self.mem
                    .write(at, size, new)
                    .map_err(|e| self.fault_error(ins.span, &e))?;
                (*d, old)
            }
            Op::Video { m, d, a, b, c } => {
                let c = c.map_or(0, |c| r(c) as u32);
                let v = video::scalar(m, r(*a) as u32, r(*b) as u32, c);
                (*d, u64::from(v))
            }
            Op::Vset { m, d, a, b, c } => {
                let c = c.map_or(0, |c| r(c) as u32);
                (*d, u64::from(video::vset(m, r(*a) as u32, r(*b) as u32, c)))
            }
            Op::Vmad { m, d, a, b, c } => {
                let v = video::vmad(m, r(*a) as u32, r(*b) as u32, r(*c) as u32);
                (*d, u64::from(v))
            }
            Op::Simd { m, d, a, b, c } => {
                let v = video::simd(m, r(*a) as u32, r(*b) as u32, r(*c) as u32);
                (*d, u64::from(v))
            }
            Op::Bra { target } => return Ok(Flow::Jump(*target)),
            Op::Call { func, rets, args } => {
                return Ok(Flow::Call(*func, rets.clone(), args.clone()))
            }
            Op::Ret => return Ok(Flow::Ret),
            Op::Exit => return Ok(Flow::Exit),
            Op::Barrier { red } => {
                return Ok(Flow::Barrier(
                    red.map(|x| (x.op, x.d, (r(x.c) != 0) != x.not_c)),
                ))
            }
            Op::Warp {
                op,
                sync,
                d,
                p,
                a,
                not_a,
                b,
                c,
                mask,
            } => {
                let a = r(*a);
                let a = if matches!(op, ir::WarpOp::Vote(_)) {
                    u64::from((a != 0) != *not_a)
                } else {
                    a
                };
                // Every frame's pc is already past its current instruction.
                let site = th.frames.iter().map(|f| f.pc - 1).collect();
                return Ok(Flow::Warp(Box::new(Wait {
                    site,
                    op: *op,
                    sync: *sync,
                    a,
                    b: r(*b) as u32,
                    c: r(*c) as u32,
                    mask: r(*mask) as u32,
                    d: *d,
                    p: *p,
                    span: ins.span,
                })));
            }
            Op::Nop => {
                // A fence (membar, fence): what a following atomic releases.
                th.sync.fenced = true;
                return Ok(Flow::Next);
            }
            // PTX ISA "prefetch, prefetchu": brings a cache line nearer.
            // No register or memory changes; the address is not accessed,
            // so it is not checked (docs/semantics.md §18).
            Op::Prefetch { .. } => return Ok(Flow::Next),
            Op::Nanosleep { .. } => return Ok(Flow::Next),
            Op::Trap { kind } => return Err(run_err(ins.span, kind.message())),
            Op::Unsupported { name } => {
                return Err(run_err(
                    ins.span,
                    format!("unsupported instruction '{}'", name),
                ))
            }
        };
        let (d, v) = v;
        self.write(th, d, v);
        Ok(Flow::Next)
    }
}

fn sreg(pos: ThreadPos, s: Sreg, _prog: &ir::Program) -> u64 {
    let linear = |p: ThreadPos| {
        u64::from(p.tid[0])
            + u64::from(p.ntid[0])
                * (u64::from(p.tid[1]) + u64::from(p.ntid[1]) * u64::from(p.tid[2]))
    };
    let lane = linear(pos) % 32;
    match s {
        Sreg::Tid(i) => u64::from(pos.tid[i as usize]),
        Sreg::Ntid(i) => u64::from(pos.ntid[i as usize]),
        Sreg::Ctaid(i) => u64::from(pos.ctaid[i as usize]),
        Sreg::Nctaid(i) => u64::from(pos.nctaid[i as usize]),
        Sreg::Laneid => lane,
        Sreg::Warpid => linear(pos) / 32,
        Sreg::Nwarpid => u64::from(pos.ntid[0] * pos.ntid[1] * pos.ntid[2]).div_ceil(32),
        Sreg::DynamicSmemSize => u64::from(pos.dyn_smem),
        Sreg::Smid | Sreg::Gridid | Sreg::TotalSmemSize => 0,
        Sreg::Nsmid => 1,
        Sreg::WarpSz => 32,
        Sreg::LanemaskEq => 1 << lane,
        Sreg::LanemaskLe => (2u64 << lane) - 1,
        Sreg::LanemaskLt => (1u64 << lane) - 1,
        Sreg::LanemaskGe => mask(32, !((1u64 << lane) - 1)),
        Sreg::LanemaskGt => mask(32, !((2u64 << lane) - 1)),
        Sreg::Clock | Sreg::Clock64 | Sreg::Globaltimer => 0,
        Sreg::GlobaltimerLo | Sreg::GlobaltimerHi => 0,
        // No driver environment (a cooperative launch would set some), no
        // performance counters, no reserved shared memory, no graph.
        Sreg::Envreg(_)
        | Sreg::Pm(_)
        | Sreg::Pm64(_)
        | Sreg::ReservedSmemOffset(_)
        | Sreg::AggrSmemSize
        | Sreg::CurrentGraphExec => 0,
        // Launched without clusters, every block is a cluster of one.
        Sreg::ClusterCtaid(_) | Sreg::ClusterCtarank | Sreg::IsExplicitCluster => 0,
        Sreg::ClusterNctaid(_) | Sreg::ClusterNctarank => 1,
        Sreg::Clusterid(i) => u64::from(pos.ctaid[i as usize]),
        Sreg::Nclusterid(i) => u64::from(pos.nctaid[i as usize]),
    }
}

fn packed(t: Type) -> int::Packed16 {
    if t == Type::S16x2 {
        int::Packed16::S16x2
    } else {
        int::Packed16::U16x2
    }
}

fn half(hi: bool) -> int::Half {
    if hi {
        int::Half::Hi
    } else {
        int::Half::Lo
    }
}

fn clamp_mode(clamp: bool) -> int::ClampMode {
    if clamp {
        int::ClampMode::Clamp
    } else {
        int::ClampMode::Wrap
    }
}
