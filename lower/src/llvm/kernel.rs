//! Kernel mode of the LLVM lowering: `.entry` functions launched over a
//! grid by the same block runner as the Cranelift tier (`ptxjit_jit`'s
//! `kernel/`), through the same ABI ([`crate::clif::kernel::Ctx`],
//! [`crate::clif::kernel::Th`], [`crate::clif::kernel::kernel_signature`]).
//!
//! What this tier launches: kernels whose threads run from start to end
//! without waiting for one another (no `bar`, no warp instructions or
//! lockstep points, no `cp.async`, no `printf`/`assert`), [`support`]. Their
//! entry is a work-item loop over the thread states it is given, calling
//! the kernel's function once per thread; nothing is saved or resumed.
//!
//! In kernel mode every internal function takes two more pointers after
//! the budget cell: the per-block context and the thread's state. Memory
//! is the runtime's arenas, laid out by [`KernelLayout`] exactly as the
//! interpreter lays it out; each access is checked as the Cranelift tier
//! checks it (arena bounds, the validity bitmap, alignment; a `.local`
//! access against the layout's one run of valid bytes; a generic miss
//! through the runtime's resolver) and a failing one records the same
//! fault (site, generic address, bytes, alignment) and stops the thread
//! with [`STATUS_FAULT`]. The bitmap and the context's fields are marked
//! invariant for the launch (`!invariant.load`), so LLVM hoists and merges
//! their loads.

use std::cell::RefCell;

use inkwell::values::PhiValue;
use inkwell::{AtomicOrdering, AtomicRMWBinOp};
use ptxjit_frontend::ir::{Addr, AddrBase, AtomOp, Builtin};

use super::*;
use crate::clif::kernel::{
    arena_fields, ctx as cx, space_key, th, window, KernelLayout, RESUME_DONE, STATUS_BARRIER,
    STATUS_DONE, STATUS_EXIT, STATUS_FAULT, STATUS_WARP,
};
use ptxjit_frontend::ir::{BarRed, BarRedOp, WarpOp};

/// What a kernel-mode lowering is given: the kernel's memory layout,
/// whether accesses are checked, and where the access sites go (a fault
/// record's site indexes them).
pub struct KernelCfg<'a> {
    /// The layout of every state space the kernel sees.
    pub layout: &'a KernelLayout,
    /// Check every access (the default) or only keep it inside its arena.
    pub checked: bool,
    /// The spans of the checked access sites, in site order.
    pub sites: RefCell<Vec<Span>>,
    /// Per instruction of the kernel's body, the registers live after it
    /// (what a stop there saves); filled by [`lower_kernel`].
    pub live: Vec<Vec<u32>>,
    /// Per instruction of the kernel's body, what a stop there stores:
    /// the registers live after it whose slot may not hold their value,
    /// and whether CC.CF's may not ([`saved_at_stops`]); filled by
    /// [`lower_kernel`].
    pub saves: Vec<(Vec<u32>, bool)>,
    /// Per register, its slot's byte offset in the thread's save area
    /// (the registers live at some stop, packed: 8 bytes each, 16 past 64
    /// bits), and CC.CF's after them; filled by [`lower_kernel`].
    pub slots: (Vec<u32>, u32),
    /// Build the vector form of a kernel that has one (`simt.rs`): its
    /// threads [`super::simt::LANES`] at a time.
    pub simt: bool,
    /// Why the kernel has no vector form (`None` when it has one or
    /// `simt` is off); filled by [`lower_kernel`].
    pub simt_refusal: RefCell<Option<String>>,
    /// The entry's stops, in order: the instruction index of stop `k`
    /// (resume point `k + 1`); filled as the scalar code is lowered (the
    /// vector form resumes at the same points, `simt.rs`).
    pub stops: RefCell<Vec<usize>>,
}

impl<'a> KernelCfg<'a> {
    /// What a lowering of a kernel laid out by `layout` is given (the
    /// sites, live sets and slots are filled by [`lower_kernel`]).
    pub fn new(layout: &'a KernelLayout, checked: bool) -> KernelCfg<'a> {
        KernelCfg {
            layout,
            checked,
            sites: RefCell::default(),
            live: Vec::new(),
            saves: Vec::new(),
            slots: Default::default(),
            simt: true,
            simt_refusal: RefCell::default(),
            stops: RefCell::default(),
        }
    }
}

/// The kernel-mode state of one function being lowered.
pub(super) struct Kx<'ctx> {
    /// The context, thread-state and `.local` frame parameters.
    ctxp: PointerValue<'ctx>,
    thp: PointerValue<'ctx>,
    frame: PointerValue<'ctx>,
    /// Per space: the arena's host base, length and bitmap, loaded at entry.
    arenas: HashMap<u8, (PointerValue<'ctx>, IntValue<'ctx>, PointerValue<'ctx>)>,
    /// The fault block (records the fault, leaves through `exit`), made on
    /// first use, and its phis: site, generic address, bytes, alignment.
    fault: Option<(BasicBlock<'ctx>, [PhiValue<'ctx>; 4])>,
}

/// Lowers kernel `kid` (and what it calls) into `module` in kernel mode and
/// builds its entry, `ptx.kernel.<name>`, of
/// [`crate::clif::kernel::kernel_signature`]: `(ctx, th, n) -> i8`. Returns
/// the entry and the bytes of a thread's register save area.
pub fn lower_kernel<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    prog: &Program,
    kid: FuncId,
    cfg: &mut KernelCfg<'_>,
) -> LResult<(FunctionValue<'ctx>, u32)> {
    // (Recursion, or a call of a function without a body: an error here.)
    let order = reachable(prog, &[kid])?;
    let kf = &prog.funcs[kid as usize];
    let body = kf.body.as_deref().unwrap_or(&[]);
    let nregs = kf.regs.len();
    let stop_at = |i: &Instr| matches!(i.op, Op::Barrier { .. } | Op::Warp { .. });
    let live_out = crate::live::live_out(body, nregs);
    // Packed save slots for the registers live at some stop: a thread's
    // save area is what it touches at each resume, and a block's threads
    // all resume in turn (sparse slots made them miss the cache).
    let mut across = crate::live::RegSet::empty(nregs);
    for (_, l) in body.iter().zip(&live_out).filter(|(i, _)| stop_at(i)) {
        across.union(l);
    }
    let mut slot = vec![0u32; nregs];
    let mut next = 0u32;
    for r in across.iter() {
        let w = if kf.regs[r as usize].ty.bits() > 64 {
            16
        } else {
            8
        };
        next = next.next_multiple_of(w);
        slot[r as usize] = next;
        next += w;
    }
    cfg.slots = (slot, next);
    cfg.live = live_out
        .iter()
        .map(|set| (0..nregs as u32).filter(|&r| set.contains(r)).collect())
        .collect();
    cfg.saves = saved_at_stops(body, nregs, &live_out);
    // The thread's `.local` arena is a frame of the entry only where it
    // lives for one call: no stops (a barrier, a warp instruction return
    // to the runner) and no builtins (the runtime reads their arguments
    // from the runner's arena).
    let stops = body.iter().any(stop_at);
    let builtins = order.iter().any(|&f| {
        prog.funcs[f as usize]
            .body
            .as_deref()
            .unwrap_or(&[])
            .iter()
            .any(|i| {
                matches!(&i.op, Op::Call { func, .. }
                    if Builtin::of(&prog.funcs[*func as usize].name).is_some())
            })
    });
    let frame = !stops && !builtins;
    let cfg = &*cfg;
    let opts = Options {
        mode: Mode::Lowered,
        target: Target::Host,
    };
    let mut internal: HashMap<FuncId, FunctionValue<'ctx>> = HashMap::new();
    for &f in &order {
        let name = format!("ptx.int.{}", prog.funcs[f as usize].name);
        let fv = module.add_function(
            &name,
            internal_type(ctx, prog, f, opts.target, true),
            Some(Linkage::Private),
        );
        internal.insert(f, fv);
    }
    for &f in &order {
        let body = prog.funcs[f as usize].body.as_deref().unwrap_or(&[]);
        let mut fx = Fx::new(ctx, module, prog, f, internal[&f], opts, &internal);
        fx.kcfg = Some(cfg);
        fx.build(body)?;
    }
    // SIMD across threads where the kernel has a vector form.
    let simt = match super::simt::refusal(prog, kid, cfg) {
        _ if !cfg.simt => None,
        Some(why) => {
            *cfg.simt_refusal.borrow_mut() = Some(why);
            None
        }
        None => Some(super::simt::lower_simt(ctx, module, prog, kid, cfg)?),
    };
    // The save area: the packed slots, then CC.CF (with a vector form,
    // room for a whole chunk's rows in its 8 areas).
    let save = match simt {
        Some(_) => super::simt::save_bytes(cfg),
        None => cfg.slots.1 + 8,
    };
    let entry = entry_loop(
        ctx,
        module,
        prog,
        kid,
        internal[&kid],
        cfg.layout,
        frame,
        simt,
    )?;
    Ok((entry, save))
}

/// Per instruction of a kernel's `body`, the registers a stop there must
/// store: those live after it (`live_out`) that are not *clean*. A
/// register is clean where, on every path from the start, the last thing
/// that touched it was a stop that left its value in its slot (saved or
/// restored there: an unguarded `bar.sync` always stops) and no
/// instruction wrote it since (a forward must-dataflow to a fixpoint; a
/// stop that may be passed, guarded or a warp instruction, keeps only
/// what was clean before it). A clean register's slot already holds its
/// value, so each barrier interval stores only what it changed, as the
/// Cranelift tier's registers kept in their slots do; every slot of a
/// register live at a stop stays valid, which the vector form's resumes
/// from slots rely on.
pub(super) fn saved_at_stops(
    body: &[Instr],
    nregs: usize,
    live_out: &[crate::live::RegSet],
) -> Vec<(Vec<u32>, bool)> {
    use crate::live::RegSet;
    let n = body.len();
    // Register `nregs` stands for CC.CF (saved at every stop).
    let cf = nregs as u32;
    let full = {
        let mut f = RegSet::empty(nregs + 1);
        for r in 0..=cf {
            f.insert(r);
        }
        f
    };
    let saved: Vec<RegSet> = live_out
        .iter()
        .map(|l| {
            let mut s = RegSet::empty(nregs + 1);
            for r in l.iter() {
                s.insert(r);
            }
            s.insert(cf);
            s
        })
        .collect();
    // Clean before each instruction: nothing at the start, everything
    // (the top of the meet) where no path has reached yet.
    let mut clean_in: Vec<RegSet> = vec![full; n];
    if n > 0 {
        clean_in[0] = RegSet::empty(nregs + 1);
    }
    let out_of = |i: usize, cin: &RegSet| -> RegSet {
        let ins = &body[i];
        let always_stops = matches!(ins.op, Op::Barrier { .. }) && ins.guard.is_none();
        let passes = matches!(ins.op, Op::Barrier { .. } | Op::Warp { .. }) && !always_stops;
        let mut out = if always_stops {
            saved[i].clone()
        } else if passes {
            let mut c = saved[i].clone();
            c.intersect(cin);
            c
        } else {
            cin.clone()
        };
        for r in ins.op.dst_regs() {
            out.remove(r);
        }
        // (A call passes CC.CF to the callee and takes it back.)
        if ins.op.info().cf.writes || matches!(ins.op, Op::Call { .. }) {
            out.remove(cf);
        }
        out
    };
    let mut succ = Vec::new();
    let mut changed = true;
    while changed {
        changed = false;
        for i in 0..n {
            let out = out_of(i, &clean_in[i]);
            crate::live::successors(body, i, &mut succ);
            for &t in &succ {
                changed |= clean_in[t].intersect(&out);
            }
        }
    }
    (0..n)
        .map(|i| {
            let regs = live_out[i]
                .iter()
                .filter(|&r| !clean_in[i].contains(r))
                .collect();
            (regs, !clean_in[i].contains(cf))
        })
        .collect()
}

/// The entry: a work-item loop over the `n` thread states from `th` (of
/// the flags in `n`'s top bits, only `N_BLOCK` is given to this tier's
/// kernels: the entry then runs the barrier rounds). A finished thread is
/// skipped; each other one runs its kernel function from its resume point:
/// a stop at a barrier or a warp instruction goes on with the next thread,
/// a return or `exit` marks it [`RESUME_DONE`] and goes on, a fault or a
/// spent budget ends the call with that status (in the thread's `STATUS`
/// too). With a vector form (`simt`: the function and its number of range
/// caches), each [`super::simt::LANES`] threads first try it, and run one
/// by one only when it bails.
#[allow(clippy::too_many_arguments)]
fn entry_loop<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    prog: &Program,
    kid: FuncId,
    kf: FunctionValue<'ctx>,
    layout: &KernelLayout,
    use_frame: bool,
    simt: Option<(FunctionValue<'ctx>, u32)>,
) -> LResult<FunctionValue<'ctx>> {
    let i8t = ctx.i8_type();
    let i32t = ctx.i32_type();
    let i64t = ctx.i64_type();
    let ptr = ctx.ptr_type(AddressSpace::default());
    let name = format!("ptx.kernel.{}", prog.funcs[kid as usize].name);
    let ef = module.add_function(
        &name,
        i8t.fn_type(&[ptr.into(), ptr.into(), i64t.into()], false),
        Some(Linkage::External),
    );
    let p = |i: u32| -> LResult<BasicValueEnum<'ctx>> {
        ef.get_nth_param(i)
            .ok_or_else(|| LowerError::new(Span::default(), "entry parameter missing"))
    };
    let (cp, th0, n) = (
        p(0)?.into_pointer_value(),
        p(1)?.into_pointer_value(),
        p(2)?.into_int_value(),
    );
    let b = ctx.create_builder();
    let entry = ctx.append_basic_block(ef, "entry");
    let head = ctx.append_basic_block(ef, "head");
    let body = ctx.append_basic_block(ef, "thread");
    let run = ctx.append_basic_block(ef, "run");
    let ended = ctx.append_basic_block(ef, "ended");
    let finished = ctx.append_basic_block(ef, "finished");
    let stop = ctx.append_basic_block(ef, "stop");
    let next = ctx.append_basic_block(ef, "next");
    let all = ctx.append_basic_block(ef, "all");
    b.position_at_end(entry);
    // The thread's `.local` arena, in a frame of the entry: a copy of the
    // one the runner made (its variables' initial bytes), which LLVM keeps
    // in registers where the accesses are at known places (SROA). Nothing
    // reads a thread's arena once it has run.
    let len = local_len(layout);
    let words = len.div_ceil(8);
    let frame = b.build_alloca(i64t.array_type(words as u32), "frame")?;
    if let Some(i) = frame.as_instruction() {
        i.set_alignment(16)
            .map_err(|e| LowerError::new(Span::default(), e.to_string()))?;
    }
    let count = b.build_and(n, i64t.const_int((1u64 << 62) - 1, false), "n")?;
    // With `N_BLOCK` (kernels with `bar.sync` and no warp instructions or
    // `bar.red`, `takes_n_block`) the threads are a whole block: while one
    // stopped at a barrier, the entry releases it (nothing to compute)
    // and runs another round itself.
    let whole = b.build_and(n, i64t.const_int(crate::clif::kernel::N_BLOCK, false), "")?;
    let whole = b.build_int_compare(IntPredicate::NE, whole, i64t.const_zero(), "whole")?;
    let bt = ctx.bool_type();
    let waiting = b.build_alloca(bt, "waiting")?;
    b.build_store(waiting, bt.const_zero())?;
    // The vector form's undo log and range caches (kept across chunks),
    // and the next thread to try it at.
    let vec_state = match simt {
        Some((_, nsites)) => {
            let log = b.build_array_alloca(
                i64t,
                i64t.const_int(super::simt::LOG_BYTES / 8, false),
                "log",
            )?;
            let words = 2 * u64::from(nsites.max(1));
            let caches = b.build_array_alloca(i64t, i64t.const_int(words, false), "caches")?;
            b.build_memset(
                caches,
                8,
                i8t.const_zero(),
                i64t.const_int(8 * words, false),
            )?;
            // (Never, when the launch runs the threads one by one: a null
            // count, `Lanes` in the runner.)
            let next_try = b.build_alloca(i64t, "next_try")?;
            // SAFETY (for LLVM): the context's pointer to the count.
            let cntp = unsafe {
                b.build_in_bounds_gep(i8t, cp, &[i64t.const_int(cx::SIMT_COUNT as u64, false)], "")?
            };
            let cnt = b.build_load(ptr, cntp, "")?.into_pointer_value();
            let off = b.build_is_null(cnt, "")?;
            let first = b.build_select(off, i64t.const_all_ones(), i64t.const_zero(), "")?;
            b.build_store(next_try, first)?;
            Some((log, caches, next_try, first))
        }
        None => None,
    };
    b.build_unconditional_branch(head)?;
    b.position_at_end(head);
    let i = b.build_phi(i64t, "i")?;
    let iv = i.as_basic_value().into_int_value();
    let more = b.build_int_compare(IntPredicate::ULT, iv, count, "")?;
    let mut vec_incoming = None;
    match (simt, vec_state) {
        (Some((vf, _)), Some((log, caches, next_try, _))) => {
            let try_blk = ctx.append_basic_block(ef, "simt.try");
            let vec_blk = ctx.append_basic_block(ef, "simt");
            let vec_ok = ctx.append_basic_block(ef, "simt.ok");
            let vec_fail = ctx.append_basic_block(ef, "simt.fail");
            b.build_conditional_branch(more, try_blk, all)?;
            b.position_at_end(try_blk);
            let nt = b.build_load(i64t, next_try, "")?.into_int_value();
            let at = b.build_int_compare(IntPredicate::EQ, iv, nt, "")?;
            b.build_conditional_branch(at, vec_blk, body)?;
            b.position_at_end(vec_blk);
            let left = b.build_int_sub(count, iv, "")?;
            let lanes = i64t.const_int(u64::from(super::simt::LANES), false);
            let few = b.build_int_compare(IntPredicate::ULT, left, lanes, "")?;
            let nl = b.build_select(few, left, lanes, "")?.into_int_value();
            let at = b.build_int_mul(iv, i64t.const_int(th::SIZE as u64, false), "")?;
            // SAFETY (for LLVM): thread state `i` of the `n` given.
            let t = unsafe { b.build_in_bounds_gep(i8t, th0, &[at], "")? };
            let ok = b
                .build_call(
                    vf,
                    &[cp.into(), t.into(), nl.into(), log.into(), caches.into()],
                    "",
                )?
                .try_as_basic_value();
            let ok = match ok {
                inkwell::values::ValueKind::Basic(v) => v.into_int_value(),
                inkwell::values::ValueKind::Instruction(_) => {
                    return Err(LowerError::new(
                        Span::default(),
                        "the vector form returns nothing",
                    ))
                }
            };
            // Ran to a barrier: the threads wait there (another round).
            let vec_bar = ctx.append_basic_block(ef, "simt.bar");
            b.build_switch(
                ok,
                vec_fail,
                &[
                    (i8t.const_int(super::simt::RAN_DONE, false), vec_ok),
                    (i8t.const_int(super::simt::RAN_BARRIER, false), vec_bar),
                ],
            )?;
            b.position_at_end(vec_bar);
            b.build_store(waiting, bt.const_int(1, false))?;
            let i4 = b.build_int_add(iv, nl, "")?;
            b.build_store(next_try, i4)?;
            b.build_unconditional_branch(head)?;
            b.position_at_end(vec_ok);
            // SAFETY (for LLVM): the context's pointer to the worker's
            // count of such threads.
            let cntp = unsafe {
                b.build_in_bounds_gep(i8t, cp, &[i64t.const_int(cx::SIMT_COUNT as u64, false)], "")?
            };
            let cnt = b.build_load(ptr, cntp, "")?.into_pointer_value();
            let had = b.build_load(i64t, cnt, "")?.into_int_value();
            let now = b.build_int_add(had, nl, "")?;
            b.build_store(cnt, now)?;
            let i2 = b.build_int_add(iv, nl, "")?;
            b.build_store(next_try, i2)?;
            b.build_unconditional_branch(head)?;
            vec_incoming = Some([(i2, vec_ok), (i4, vec_bar)]);
            b.position_at_end(vec_fail);
            let i3 = b.build_int_add(iv, lanes, "")?;
            b.build_store(next_try, i3)?;
            b.build_unconditional_branch(body)?;
        }
        _ => {
            b.build_conditional_branch(more, body, all)?;
        }
    }
    b.position_at_end(body);
    let at = b.build_int_mul(iv, i64t.const_int(th::SIZE as u64, false), "")?;
    // SAFETY (for LLVM): thread state `i` of the `n` the caller passes.
    let t = unsafe { b.build_in_bounds_gep(i8t, th0, &[at], "t")? };
    let field = |off: i32| {
        // SAFETY (for LLVM): a field of the thread state.
        unsafe { b.build_in_bounds_gep(i8t, t, &[i64t.const_int(off as u64, false)], "") }
    };
    let resume = b
        .build_load(i32t, field(th::RESUME)?, "resume")?
        .into_int_value();
    let done = b.build_int_compare(
        IntPredicate::EQ,
        resume,
        i32t.const_int(u64::from(RESUME_DONE), false),
        "",
    )?;
    b.build_conditional_branch(done, next, run)?;
    b.position_at_end(run);
    b.build_store(
        field(th::STATUS)?,
        i8t.const_int(u64::from(STATUS_DONE), false),
    )?;
    let local = b
        .build_load(ptr, field(th::LOCAL)?, "local")?
        .into_pointer_value();
    if use_frame && layout.end(Space::Local) > 0 {
        b.build_memcpy(frame, 16, local, 8, i64t.const_int(8 * words, false))?;
    }
    // (Otherwise the runner's arena itself: it keeps a thread's `.local`
    // memory across its stops, and the builtins read it.)
    let frame_arg = if use_frame { frame } else { local };
    let cell = field(th::BUDGET)?;
    let call = b.build_call(
        kf,
        &[
            ctx.bool_type().const_zero().into(),
            cell.into(),
            cp.into(),
            t.into(),
            frame_arg.into(),
        ],
        "",
    )?;
    let res = match call.try_as_basic_value() {
        inkwell::values::ValueKind::Basic(v) => v.into_struct_value(),
        inkwell::values::ValueKind::Instruction(_) => {
            return Err(LowerError::new(
                Span::default(),
                "kernel function returns void",
            ))
        }
    };
    let exited = b.build_extract_value(res, 1, "exited")?.into_int_value();
    let st = b
        .build_load(i8t, field(th::STATUS)?, "st")?
        .into_int_value();
    // `exit` leaves the status as it was (done); a fault or a spent budget
    // wrote its own.
    let plain = b.build_int_compare(IntPredicate::EQ, st, i8t.const_zero(), "")?;
    let by_exit = b.build_and(exited, plain, "")?;
    let st = b
        .build_select(
            by_exit,
            i8t.const_int(u64::from(STATUS_EXIT), false),
            st,
            "",
        )?
        .into_int_value();
    b.build_store(field(th::STATUS)?, st)?;
    // A thread stopped at a barrier or a warp instruction: the next one.
    let at_bar = b.build_int_compare(
        IntPredicate::EQ,
        st,
        i8t.const_int(u64::from(STATUS_BARRIER), false),
        "",
    )?;
    let at_warp = b.build_int_compare(
        IntPredicate::EQ,
        st,
        i8t.const_int(u64::from(STATUS_WARP), false),
        "",
    )?;
    let waits = b.build_or(at_bar, at_warp, "")?;
    let w = b.build_load(bt, waiting, "")?.into_int_value();
    let w = b.build_or(w, at_bar, "")?;
    b.build_store(waiting, w)?;
    b.build_conditional_branch(waits, next, ended)?;
    b.position_at_end(ended);
    let fin = b.build_int_compare(
        IntPredicate::ULE,
        st,
        i8t.const_int(u64::from(STATUS_EXIT), false),
        "",
    )?;
    b.build_conditional_branch(fin, finished, stop)?;
    b.position_at_end(finished);
    b.build_store(
        field(th::RESUME)?,
        i32t.const_int(u64::from(RESUME_DONE), false),
    )?;
    b.build_unconditional_branch(next)?;
    b.position_at_end(stop);
    b.build_return(Some(&st))?;
    b.position_at_end(next);
    let i1 = b.build_int_add(iv, i64t.const_int(1, false), "")?;
    b.build_unconditional_branch(head)?;
    let round = ctx.append_basic_block(ef, "round");
    let ret = ctx.append_basic_block(ef, "ret");
    i.add_incoming(&[
        (&i64t.const_zero(), entry),
        (&i1, next),
        (&i64t.const_zero(), round),
    ]);
    for (iv, blk) in vec_incoming.into_iter().flatten() {
        i.add_incoming(&[(&iv, blk)]);
    }
    b.position_at_end(all);
    let w = b.build_load(bt, waiting, "")?.into_int_value();
    let again = b.build_and(whole, w, "")?;
    b.build_conditional_branch(again, round, ret)?;
    b.position_at_end(round);
    b.build_store(waiting, bt.const_zero())?;
    if let Some((_, _, next_try, first)) = vec_state {
        // Each round tries the lanes again from the first thread (unless
        // this launch runs them one by one).
        b.build_store(next_try, first)?;
    }
    b.build_unconditional_branch(head)?;
    b.position_at_end(ret);
    b.build_return(Some(&i8t.const_zero()))?;
    Ok(ef)
}

impl<'ctx, 'a> Fx<'ctx, 'a> {
    /// Kernel mode, at function entry: the context and thread-state
    /// parameters (after the budget cell, parameter `cell_param`), and the
    /// arenas of every space the body accesses.
    pub(super) fn kernel_setup(&mut self, body: &[Instr], cell_param: u32) -> LResult<()> {
        let Some(cfg) = self.kcfg else {
            return Ok(());
        };
        let get = |i: u32| {
            self.fv
                .get_nth_param(i)
                .map(|p| p.into_pointer_value())
                .ok_or_else(|| self.err("missing kernel parameter"))
        };
        let (ctxp, thp, frame) = (
            get(cell_param + 1)?,
            get(cell_param + 2)?,
            get(cell_param + 3)?,
        );
        let mut kx = Kx {
            ctxp,
            thp,
            frame,
            arenas: HashMap::new(),
            fault: None,
        };
        let ptr = self.ctx.ptr_type(AddressSpace::default());
        let i64t = self.ctx.i64_type();
        let mut spaces = crate::clif::kernel::used_spaces(body);
        if spaces.contains(&Space::Global) {
            // Generic accesses resolve the `.local` and `.shared` windows
            // in the generated code (`window_path`).
            for w in [Space::Local, Space::Shared] {
                if !spaces.contains(&w) {
                    spaces.push(w);
                }
            }
        }
        for s in spaces {
            let Some((bf, _, lf, sf, _)) = arena_fields(s) else {
                continue;
            };
            let shadow = self.invariant_load(ptr.into(), ctxp, sf)?;
            let (base, len) = if s == Space::Local {
                // The thread's frame (`entry_loop`), of the length the
                // runner gives its arena.
                (frame, self.k(64, local_len(cfg.layout)))
            } else {
                let base = self.invariant_load(ptr.into(), ctxp, bf)?;
                let len = self.invariant_load(i64t.into(), ctxp, lf)?;
                (base.into_pointer_value(), len.into_int_value())
            };
            kx.arenas
                .insert(space_key(s), (base, len, shadow.into_pointer_value()));
        }
        self.kx = Some(kx);
        Ok(())
    }

    /// A load of the field at byte `off` of `p` that does not change while
    /// the kernel runs (the context, the thread's arena base, the bitmaps).
    fn invariant_load(
        &self,
        t: BasicTypeEnum<'ctx>,
        p: PointerValue<'ctx>,
        off: i32,
    ) -> LResult<BasicValueEnum<'ctx>> {
        let at = self.field(p, off)?;
        let v = self.b.build_load(t, at, "")?;
        self.mark_invariant(v)?;
        Ok(v)
    }

    fn mark_invariant(&self, v: BasicValueEnum<'ctx>) -> LResult<()> {
        if let Some(i) = v.as_instruction_value() {
            let kind = self.ctx.get_kind_id("invariant.load");
            i.set_metadata(self.ctx.metadata_node(&[]), kind)
                .map_err(|e| self.err(format!("LLVM metadata: {}", e)))?;
        }
        Ok(())
    }

    /// `p + off` bytes.
    fn field(&self, p: PointerValue<'ctx>, off: i32) -> LResult<PointerValue<'ctx>> {
        let k = self.ctx.i64_type().const_int(off as u64, true);
        // SAFETY (for LLVM): a field of the context or thread state.
        Ok(unsafe {
            self.b
                .build_in_bounds_gep(self.ctx.i8_type(), p, &[k], "")?
        })
    }

    /// Kernel mode, after the body: fills the fault block (when an access
    /// made it): the fault record and [`STATUS_FAULT`] in the thread state,
    /// then out through the exit block, as `exit` leaves.
    pub(super) fn kernel_finish(&mut self) -> LResult<()> {
        let Some(kx) = &self.kx else {
            return Ok(());
        };
        let Some((blk, phis)) = kx.fault else {
            return Ok(());
        };
        let thp = kx.thp;
        self.b.position_at_end(blk);
        for (phi, off) in phis.iter().zip([
            th::FAULT_SITE,
            th::FAULT_ADDR,
            th::FAULT_SIZE,
            th::FAULT_ALIGN,
        ]) {
            let p = self.field(thp, off)?;
            self.store(p, phi.as_basic_value())?;
        }
        let st = self.field(thp, th::STATUS)?;
        self.store(st, self.k(8, u64::from(STATUS_FAULT)))?;
        self.fuel_save()?;
        let ex = self.exit_blk.ok_or_else(|| self.err("no exit block"))?;
        self.b.build_unconditional_branch(ex)?;
        Ok(())
    }

    /// Kernel mode, in the budget's stop block: the thread's status.
    pub(super) fn kernel_stop_status(&self, status: u8) -> LResult<()> {
        if let Some(kx) = &self.kx {
            let st = self.field(kx.thp, th::STATUS)?;
            self.store(st, self.k(8, u64::from(status)))?;
        }
        Ok(())
    }

    /// The context and thread-state pointers to pass to a callee in kernel
    /// mode.
    pub(super) fn kernel_args(&self) -> Vec<BasicMetadataValueEnum<'ctx>> {
        match &self.kx {
            Some(kx) => vec![kx.ctxp.into(), kx.thp.into(), kx.frame.into()],
            None => Vec::new(),
        }
    }

    /// Kernel mode, in a `.func`: the param-space address its own `.param`
    /// variable `v` has (the `k`-th of them by id at `(k + 1) << 24`, as in
    /// the Cranelift tier), when `v` is one.
    pub(super) fn own_param_addr(&self, v: VarId) -> Option<u64> {
        if self.kcfg.is_none() || self.is_entry() {
            return None;
        }
        let var = &self.prog.vars[v as usize];
        if var.space != Space::Param || !self.slots.contains_key(&v) {
            return None;
        }
        let k = self
            .slots
            .keys()
            .filter(|&&w| self.prog.vars[w as usize].space == Space::Param && w < v)
            .count();
        Some((k as u64 + 1) << 24)
    }

    /// The pointer of a `size`-byte access at param-space address `a` in a
    /// `.func`: inside one of its own `.param` variables (an alloca), or a
    /// fault.
    fn own_param_ptr(
        &mut self,
        a: IntValue<'ctx>,
        size: u32,
        align: u32,
    ) -> LResult<PointerValue<'ctx>> {
        let site = self.new_site();
        let cont = self.ctx.append_basic_block(self.fv, "param");
        let mut incoming = Vec::new();
        let mut vars: Vec<VarId> = self.slots.keys().copied().collect();
        vars.sort_unstable();
        for v in vars {
            let Some(base) = self.own_param_addr(v) else {
                continue;
            };
            let (slot, len) = self.slots[&v];
            if len < size {
                continue;
            }
            let off = self.addi(a, -(base as i128))?;
            let inside = self.icmpi(IntPredicate::ULE, off, i128::from(len - size))?;
            let hit = self.ctx.append_basic_block(self.fv, "param.hit");
            let next = self.ctx.append_basic_block(self.fv, "param.next");
            self.b.build_conditional_branch(inside, hit, next)?;
            self.b.position_at_end(hit);
            let p = self.byte_at(slot, off)?;
            self.b.build_unconditional_branch(cont)?;
            incoming.push((p, hit));
            self.b.position_at_end(next);
        }
        let g = self.addi(a, window(Space::Param) as i128)?;
        self.jump_to_fault(site, g, size, align)?;
        self.b.position_at_end(cont);
        let phi = self.b.build_phi(ptr_ty(self.ctx), "p")?;
        for (v, blk) in &incoming {
            phi.add_incoming(&[(v, *blk)]);
        }
        Ok(phi.as_basic_value().into_pointer_value())
    }

    /// Kernel mode: whether variable `v` lives in an arena (rather than in
    /// one of this function's allocas), and its state-space address.
    pub(super) fn kernel_var_addr(&self, v: VarId) -> Option<u64> {
        let cfg = self.kcfg?;
        if self.slots.contains_key(&v) {
            return None;
        }
        cfg.layout.addr(v)
    }

    /// Kernel mode: whether variable `v` (owned by this function) lives in
    /// an arena: every `.local` variable the layout places, and a kernel's
    /// `.local` variables and parameters. The `.param` variables a body
    /// declares for its calls (`.param .b64 param0; st.param.b64 [param0],
    /// ..; call`) are allocas, in a kernel as in a `.func`.
    pub(super) fn in_arena(&self, v: VarId) -> bool {
        let Some(cfg) = self.kcfg else {
            return false;
        };
        let var = &self.prog.vars[v as usize];
        let kernel_param = self.is_entry()
            && self
                .func
                .params
                .iter()
                .any(|p| p.slot == ptxjit_frontend::ir::ParamSlot::Var(v));
        (var.space == Space::Local && (self.is_entry() || cfg.layout.addr(v).is_some()))
            || kernel_param
    }

    /// Kernel mode: a special register read from the context and the
    /// thread state (the values the interpreter gives).
    pub(super) fn kernel_sreg(&self, s: ThreadSreg) -> LResult<IntValue<'ctx>> {
        let (c, t) = self.kernel_ptrs_of()?;
        let i32t = self.ctx.i32_type();
        let ld = |p: PointerValue<'ctx>, off: i32| -> LResult<IntValue<'ctx>> {
            let v = self.invariant_load(i32t.into(), p, off)?.into_int_value();
            self.cast(v, 64, false)
        };
        let xyz = |i: u8| 4 * i32::from(i.min(2));
        let lane = || -> LResult<IntValue<'ctx>> {
            let l = ld(t, th::LINEAR)?;
            self.and(l, self.k(64, 31))
        };
        Ok(match s {
            ThreadSreg::Tid(i) => ld(t, th::TID + xyz(i))?,
            ThreadSreg::Ntid(i) => ld(c, cx::NTID + xyz(i))?,
            ThreadSreg::Ctaid(i) => ld(c, cx::CTAID + xyz(i))?,
            ThreadSreg::Nctaid(i) => ld(c, cx::NCTAID + xyz(i))?,
            ThreadSreg::Laneid => lane()?,
            ThreadSreg::Warpid => {
                let l = ld(t, th::LINEAR)?;
                self.shri(l, 5, false)?
            }
            ThreadSreg::Nwarpid => ld(c, cx::NWARPID)?,
            ThreadSreg::DynamicSmemSize => ld(c, cx::DYN_SMEM)?,
            ThreadSreg::LanemaskEq => self.shl(self.k(64, 1), lane()?)?,
            ThreadSreg::LanemaskLt | ThreadSreg::LanemaskLe => {
                let base = self.k(64, crate::clif::kernel::lanemask_base(s) as u64);
                let sh = self.shl(base, lane()?)?;
                self.addi(sh, -1)?
            }
            ThreadSreg::LanemaskGe | ThreadSreg::LanemaskGt => {
                let base = self.k(64, crate::clif::kernel::lanemask_base(s) as u64);
                let sh = self.shl(base, lane()?)?;
                let m = self.addi(sh, -1)?;
                let n = self.not(m)?;
                self.and(n, self.k(64, 0xffff_ffff))?
            }
        })
    }

    /// Kernel mode: `cvta` between a state space's addresses and generic
    /// ones (the windows of `ptxjit_frontend::addr`).
    pub(super) fn kernel_cvta(&mut self, to: bool, space: Space, d: Dst, a: Src) -> LResult<()> {
        let w = window(space) as i128;
        let v = self.read(a, 64)?;
        let v = self.addi(v, if to { -w } else { w })?;
        self.write(d, v)
    }

    /// Kernel mode, in the kernel's own function, at entry: when the body
    /// has stops, a thread whose resume point is not the start goes to the
    /// dispatch block (returned; filled by [`Self::kernel_dispatch`]).
    pub(super) fn kernel_resume_branch(
        &mut self,
        body: &[Instr],
    ) -> LResult<Option<BasicBlock<'ctx>>> {
        let stops = body
            .iter()
            .any(|i| matches!(i.op, Op::Barrier { .. } | Op::Warp { .. }));
        let Some(kx) = &self.kx else {
            return Ok(None);
        };
        if !stops || !self.is_entry() {
            return Ok(None);
        }
        let thp = kx.thp;
        let r = self.load(self.ctx.i32_type(), self.field(thp, th::RESUME)?)?;
        let fresh = self.icmpi(IntPredicate::EQ, r, 0)?;
        let start = self.ctx.append_basic_block(self.fv, "start");
        let dispatch = self.ctx.append_basic_block(self.fv, "dispatch");
        self.b.build_conditional_branch(fresh, start, dispatch)?;
        self.b.position_at_end(start);
        Ok(Some(dispatch))
    }

    /// The dispatch block: resume point `k` reloads the registers the stop
    /// saved and CC.CF, and goes on after stop `k`. Any other value (not
    /// made by this code) ends the thread.
    pub(super) fn kernel_dispatch(
        &mut self,
        dispatch: BasicBlock<'ctx>,
        done: BasicBlock<'ctx>,
    ) -> LResult<()> {
        let thp = self.kernel_ptrs_of()?.1;
        self.b.position_at_end(dispatch);
        let i32t = self.ctx.i32_type();
        let r = self.load(i32t, self.field(thp, th::RESUME)?)?;
        let save = self.save_area()?;
        let resumes = std::mem::take(&mut self.resumes);
        let mut cases = Vec::new();
        let mut restores = Vec::new();
        for (k, (after, regs)) in resumes.iter().enumerate() {
            let blk = self.ctx.append_basic_block(self.fv, "restore");
            cases.push((i32t.const_int(k as u64 + 1, false), blk));
            restores.push((blk, *after, regs.clone()));
        }
        self.b.build_switch(r, done, &cases)?;
        for (blk, after, regs) in restores {
            self.b.position_at_end(blk);
            for r in regs {
                let (p, bits) = self.regs[r as usize];
                let at = self.field(save, self.save_slot(r)?)?;
                let v = self.load(self.ity(bits.max(64)), at)?;
                let v = self.cast(v, bits, false)?;
                self.store(p, v)?;
            }
            let at = self.field(save, self.save_slot_cf()?)?;
            let c = self.load(self.ctx.i8_type(), at)?;
            let c = self.cast(c, 1, false)?;
            let cfp = self.cf.ok_or_else(|| self.err("no CC.CF"))?;
            self.store(cfp, c)?;
            self.b.build_unconditional_branch(after)?;
        }
        self.resumes = resumes;
        Ok(())
    }

    /// Kernel mode: the context and thread-state pointers.
    fn kernel_ptrs_of(&self) -> LResult<(PointerValue<'ctx>, PointerValue<'ctx>)> {
        let kx = self
            .kx
            .as_ref()
            .ok_or_else(|| self.err("not in kernel mode"))?;
        Ok((kx.ctxp, kx.thp))
    }

    /// Calls the runtime's function at context field `field` (the C
    /// convention) with `args`, returning its `ret`-typed result.
    fn call_runtime(
        &self,
        field: i32,
        ret: BasicTypeEnum<'ctx>,
        args: &[BasicMetadataValueEnum<'ctx>],
    ) -> LResult<BasicValueEnum<'ctx>> {
        let (c, _) = self.kernel_ptrs_of()?;
        let ptr = ptr_ty(self.ctx);
        let f = self
            .invariant_load(ptr.into(), c, field)?
            .into_pointer_value();
        let tys: Vec<BasicMetadataTypeEnum<'ctx>> = args
            .iter()
            .map(|a| match a {
                BasicMetadataValueEnum::PointerValue(_) => ptr.into(),
                BasicMetadataValueEnum::IntValue(v) => v.get_type().into(),
                _ => self.ctx.i64_type().into(),
            })
            .collect();
        let call = self
            .b
            .build_indirect_call(ret.fn_type(&tys, false), f, args, "")?;
        match call.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(v) => Ok(v),
            inkwell::values::ValueKind::Instruction(_) => {
                Err(self.err("a runtime function returned nothing"))
            }
        }
    }

    /// The byte offset of register `r`'s save slot.
    fn save_slot(&self, r: u32) -> LResult<i32> {
        let cfg = self.kcfg.ok_or_else(|| self.err("not in kernel mode"))?;
        Ok(cfg.slots.0.get(r as usize).copied().unwrap_or(0) as i32)
    }

    /// The byte offset of CC.CF's save slot.
    fn save_slot_cf(&self) -> LResult<i32> {
        let cfg = self.kcfg.ok_or_else(|| self.err("not in kernel mode"))?;
        Ok(cfg.slots.1 as i32)
    }

    /// The thread's register save area (the packed slots, then CC.CF).
    fn save_area(&self) -> LResult<PointerValue<'ctx>> {
        let thp = self.kernel_ptrs_of()?.1;
        let ptr = ptr_ty(self.ctx);
        Ok(self
            .invariant_load(ptr.into(), thp, th::SAVE)?
            .into_pointer_value())
    }

    /// Stops the thread here with `status`: stores `operands` (value,
    /// offset in the thread state) for the runner, the registers live
    /// after this instruction and CC.CF in the save area, the resume point
    /// and the status, and leaves through the done block (which saves the
    /// fuel). The builder goes on in the block the thread resumes at.
    fn kernel_stop(
        &mut self,
        status: u8,
        operands: &[(IntValue<'ctx>, i32)],
    ) -> LResult<BasicBlock<'ctx>> {
        let thp = self.kernel_ptrs_of()?.1;
        let cfg = self.kcfg.ok_or_else(|| self.err("not in kernel mode"))?;
        for &(v, off) in operands {
            self.store(self.field(thp, off)?, v)?;
        }
        let save = self.save_area()?;
        let live = cfg.live.get(self.cur).cloned().unwrap_or_default();
        // In the entry, only what its slot may not hold already.
        let (stores, cf) = match cfg.saves.get(self.cur) {
            Some(s) if self.is_entry() => s.clone(),
            _ => (live.clone(), true),
        };
        for &r in &stores {
            let (p, bits) = self.regs[r as usize];
            let v = self.load(self.ity(bits), p)?;
            let v = self.cast(v, bits.max(64), false)?;
            self.store(self.field(save, self.save_slot(r)?)?, v)?;
        }
        if cf {
            let c = self.cf()?;
            let c = self.cast(c, 8, false)?;
            self.store(self.field(save, self.save_slot_cf()?)?, c)?;
        }
        let k = self.resumes.len() as u64 + 1;
        if self.is_entry() {
            cfg.stops.borrow_mut().push(self.cur);
        }
        self.store(self.field(thp, th::RESUME)?, self.k(32, k))?;
        self.store(self.field(thp, th::STATUS)?, self.k(8, u64::from(status)))?;
        // Where it stopped (the runner tells quiet epochs by it).
        self.store(self.field(thp, th::WSITE)?, self.k(32, self.cur as u64))?;
        let done = self.done.ok_or_else(|| self.err("no done block"))?;
        self.b.build_unconditional_branch(done)?;
        let after = self.ctx.append_basic_block(self.fv, "resumed");
        self.resumes.push((after, live));
        self.b.position_at_end(after);
        Ok(after)
    }

    /// Kernel mode: `bar.sync` / `bar.red`: the thread stops with
    /// [`STATUS_BARRIER`]; `bar.red`'s predicate goes to the runner in
    /// `WA`, which at the release writes how many arrived threads hold it
    /// (`WD`) and how many arrived (`WC`).
    pub(super) fn kernel_barrier(&mut self, red: Option<&BarRed>) -> LResult<()> {
        let after = self.skip_unless_guard()?;
        let thp = self.kernel_ptrs_of()?.1;
        let a = match red {
            // A thread at a plain bar.sync counts as a false predicate
            // for a bar.red it meets (the interpreter's choice).
            None => self.k(64, 0),
            Some(r) => {
                let c = self.read_pred(r.c)?;
                let c = if r.not_c { self.not(c)? } else { c };
                self.cast(c, 64, false)?
            }
        };
        self.kernel_stop(STATUS_BARRIER, &[(a, th::WA)])?;
        if let Some(r) = red {
            let i32t = self.ctx.i32_type();
            let count = self.load(i32t, self.field(thp, th::WD)?)?;
            let v = match r.op {
                BarRedOp::Popc => count,
                BarRedOp::Or => self.icmpi(IntPredicate::NE, count, 0)?,
                BarRedOp::And => {
                    let arrived = self.load(i32t, self.field(thp, th::WC)?)?;
                    self.icmp(IntPredicate::EQ, count, arrived)?
                }
            };
            self.write(r.d, v)?;
        }
        self.join_guard(after)
    }

    /// Kernel mode: a warp instruction. Unless its guard fails, its
    /// operands and its index go to the thread state and the thread stops
    /// with [`STATUS_WARP`]; the runner completes it with the warp's other
    /// lanes, writes `d` and `p` (`WD`, `WP`) and resumes it here. (A
    /// lockstep point always stops here; the runner completes it with
    /// nothing to compute.)
    pub(super) fn kernel_warp(&mut self, op: &Op) -> LResult<()> {
        let Op::Warp {
            op: wop,
            d,
            p,
            a,
            not_a,
            b,
            c,
            mask,
            ..
        } = op
        else {
            return Err(self.err("internal error: not a warp instruction"));
        };
        let after = self.skip_unless_guard()?;
        let thp = self.kernel_ptrs_of()?.1;
        let av = if matches!(wop, WarpOp::Vote(_)) {
            let x = self.read_pred(*a)?;
            let x = if *not_a { self.not(x)? } else { x };
            self.cast(x, 64, false)?
        } else {
            self.read(*a, 64)?
        };
        let bv = self.read(*b, 32)?;
        let cv = self.read(*c, 32)?;
        let mv = self.read(*mask, 32)?;
        let lockstep = *wop == WarpOp::Lockstep;
        // A lockstep point in a quiet epoch (bit 0 of the thread's quiet
        // byte, marked by the runner) is passed, the registers staying in
        // place; so is the first one of an epoch that starts with it (bit
        // 1, cleared on the way): `crate::quiet`.
        let pass = if lockstep {
            let q = self.load(self.ctx.i8_type(), self.field(thp, th::QUIET)?)?;
            let marked = self.icmpi(IntPredicate::NE, q, 0)?;
            let pass = self.ctx.append_basic_block(self.fv, "lockstep.pass");
            let stop = self.ctx.append_basic_block(self.fv, "lockstep.stop");
            self.b.build_conditional_branch(marked, pass, stop)?;
            self.b.position_at_end(stop);
            Some((pass, q))
        } else {
            None
        };
        let resumed = self.kernel_stop(
            STATUS_WARP,
            &[(mv, th::WMASK), (av, th::WA), (bv, th::WB), (cv, th::WC)],
        )?;
        if let Some((pass, q)) = pass {
            self.b.position_at_end(pass);
            let quiet = self.and(q, self.k(8, 1))?;
            let quiet = self.icmpi(IntPredicate::NE, quiet, 0)?;
            let first = self.ctx.append_basic_block(self.fv, "lockstep.first");
            self.b.build_conditional_branch(quiet, resumed, first)?;
            self.b.position_at_end(first);
            self.store(self.field(thp, th::QUIET)?, self.k(8, 0))?;
            self.b.build_unconditional_branch(resumed)?;
            self.b.position_at_end(resumed);
        }
        if *wop != WarpOp::Lockstep {
            let dv = self.load(self.ctx.i32_type(), self.field(thp, th::WD)?)?;
            self.write(*d, dv)?;
            let pv = self.load(self.ctx.i8_type(), self.field(thp, th::WP)?)?;
            self.write(*p, pv)?;
        }
        self.join_guard(after)
    }

    /// A guarded instruction with side effects: branches around it when
    /// the guard fails (taking the guard); the block to go on in, or `None`.
    fn skip_unless_guard(&mut self) -> LResult<Option<BasicBlock<'ctx>>> {
        let Some(g) = self.guard.take() else {
            return Ok(None);
        };
        let body = self.ctx.append_basic_block(self.fv, "guarded");
        let next = self.ctx.append_basic_block(self.fv, "guarded.next");
        self.b.build_conditional_branch(g, body, next)?;
        self.b.position_at_end(body);
        Ok(Some(next))
    }

    fn join_guard(&mut self, after: Option<BasicBlock<'ctx>>) -> LResult<()> {
        if let Some(next) = after {
            self.b.build_unconditional_branch(next)?;
            self.b.position_at_end(next);
        }
        Ok(())
    }

    /// Kernel mode: `ld`/`st` through the arenas. False when the access is
    /// to one of this function's own allocas (the shared scalar lowering's).
    pub(super) fn kernel_mem(&mut self, op: &Op) -> LResult<bool> {
        if self.kx.is_none() {
            return Ok(false);
        }
        let Some(ptxjit_frontend::ir::LdSt {
            space,
            ty,
            addr,
            n,
            store,
        }) = op.ld_st()
        else {
            return Ok(false);
        };
        if let AddrBase::Var(v) = addr.base {
            if self.slots.contains_key(&v) {
                return Ok(false);
            }
        }
        let bits = ty.bits();
        if !(8..=64).contains(&bits) {
            return Err(self.err(format!(
                "ld/st of {} bits is unsupported on the llvm backend",
                bits
            )));
        }
        if store.is_some() && space == Space::Param {
            return Err(
                self.err("st.param to a kernel parameter is unsupported on the llvm backend")
            );
        }
        let size = bits / 8;
        let mut vals = Vec::new();
        if let Some(v) = store {
            for s in v.iter() {
                vals.push(self.read(*s, bits)?);
            }
        }
        let after = self.skip_unless_guard()?;
        let ptrs = self.kernel_ptrs(space, addr, size, n, false)?;
        match op {
            Op::Ld { d, .. } => {
                for (p, dst) in ptrs.into_iter().zip(d.iter()) {
                    let v = self.b.build_load(self.ity(bits), p, "")?;
                    self.align(v.as_instruction_value(), size)?;
                    self.write_ext(*dst, v.into_int_value(), ty.is_signed())?;
                }
            }
            Op::St { .. } => {
                for (p, v) in ptrs.into_iter().zip(vals) {
                    let st = self.b.build_store(p, v)?;
                    self.align(Some(st), size)?;
                }
            }
            ptxjit_frontend::int_ops!()
            | ptxjit_frontend::logic_ops!()
            | ptxjit_frontend::video_ops!()
            | ptxjit_frontend::control_ops!()
            | ptxjit_frontend::dispatcher_ops!() => {
                return Err(self.err("internal error: not a load or store"))
            }
        }
        self.join_guard(after)?;
        Ok(true)
    }

    /// The alignment a checked access has (it was tested), else 1.
    fn align(&self, i: Option<inkwell::values::InstructionValue<'ctx>>, size: u32) -> LResult<()> {
        let checked = self.kcfg.is_some_and(|c| c.checked);
        if let Some(i) = i {
            i.set_alignment(if checked { size } else { 1 })
                .map_err(|e| self.err(e.to_string()))?;
        }
        Ok(())
    }

    /// Kernel mode: the host pointers of the `n` elements of `size` bytes
    /// of an access at `addr` in `space` (`atomic`: alignment is tested
    /// even unchecked).
    fn kernel_ptrs(
        &mut self,
        space: Space,
        addr: &Addr,
        size: u32,
        n: usize,
        atomic: bool,
    ) -> LResult<Vec<PointerValue<'ctx>>> {
        let total = size * n as u32;
        let a = match addr.base {
            AddrBase::Var(v) => {
                let Some(va) = self.kernel_var_addr(v) else {
                    return Err(self.err(format!(
                        "the address of '{}' is unsupported on the llvm backend",
                        self.prog.vars[v as usize].name
                    )));
                };
                let var = &self.prog.vars[v as usize];
                let (sa, in_bounds) =
                    crate::clif::kernel::var_access(self.prog, v, va, addr.offset, total);
                if in_bounds {
                    // Known valid at compile time: no check.
                    let origin = arena_fields(var.space).map_or(0, |x| x.4);
                    let (base, _, _) = self.arena(space)?;
                    let mut out = Vec::new();
                    for i in 0..n {
                        let off = sa - origin + u64::from(size) * i as u64;
                        out.push(self.byte_at(base, self.k(64, off))?);
                    }
                    return Ok(out);
                }
                self.k(64, sa)
            }
            AddrBase::Reg(r) => {
                let v = self.read(Src::Reg(r), 64)?;
                self.addi(v, i128::from(addr.offset))?
            }
            AddrBase::Abs => self.k(64, addr.offset as u64),
        };
        let own_params = space == Space::Param && !self.is_entry();
        let mut out = Vec::new();
        for i in 0..n {
            let ai = self.addi(a, i128::from(size) * i as i128)?;
            let align = if i == 0 { total } else { size };
            out.push(if own_params {
                self.own_param_ptr(ai, size, align)?
            } else {
                self.checked_ptr(space, ai, size, align, atomic, (a, total))?
            });
        }
        Ok(out)
    }

    fn arena(
        &self,
        space: Space,
    ) -> LResult<(PointerValue<'ctx>, IntValue<'ctx>, PointerValue<'ctx>)> {
        self.kx
            .as_ref()
            .and_then(|k| k.arenas.get(&space_key(space)).copied())
            .ok_or_else(|| {
                self.err(format!(
                    "memory in .{} space is unsupported on the llvm backend",
                    space.name()
                ))
            })
    }

    /// `base + off` (an `i64` byte offset).
    fn byte_at(
        &self,
        base: PointerValue<'ctx>,
        off: IntValue<'ctx>,
    ) -> LResult<PointerValue<'ctx>> {
        // SAFETY (for LLVM): inside the arena (checked by the callers).
        Ok(unsafe { self.b.build_gep(self.ctx.i8_type(), base, &[off], "")? })
    }

    /// A new site (its span recorded) and its index.
    fn new_site(&self) -> u32 {
        let cfg = self.kcfg.expect("kernel mode");
        let mut s = cfg.sites.borrow_mut();
        s.push(self.span);
        (s.len() - 1) as u32
    }

    /// The fault block, made on first use.
    fn fault_block(&mut self) -> LResult<(BasicBlock<'ctx>, [PhiValue<'ctx>; 4])> {
        if let Some(f) = self.kx.as_ref().and_then(|k| k.fault) {
            return Ok(f);
        }
        let here = self
            .b
            .get_insert_block()
            .ok_or_else(|| self.err("no insert block"))?;
        let blk = self.ctx.append_basic_block(self.fv, "fault");
        self.b.position_at_end(blk);
        let i32t = self.ctx.i32_type();
        let i64t = self.ctx.i64_type();
        let phis = [
            self.b.build_phi(i32t, "site")?,
            self.b.build_phi(i64t, "addr")?,
            self.b.build_phi(i64t, "size")?,
            self.b.build_phi(i64t, "align")?,
        ];
        self.b.position_at_end(here);
        if let Some(k) = self.kx.as_mut() {
            k.fault = Some((blk, phis));
        }
        Ok((blk, phis))
    }

    /// Jumps to the fault block with the record of an access.
    fn jump_to_fault(
        &mut self,
        site: u32,
        addr: IntValue<'ctx>,
        size: u32,
        align: u32,
    ) -> LResult<()> {
        let (blk, phis) = self.fault_block()?;
        let here = self
            .b
            .get_insert_block()
            .ok_or_else(|| self.err("no insert block"))?;
        let vals = [
            self.k(32, u64::from(site)),
            addr,
            self.k(64, u64::from(size)),
            self.k(64, u64::from(align)),
        ];
        for (phi, v) in phis.iter().zip(vals) {
            phi.add_incoming(&[(&v, here)]);
        }
        self.b.build_unconditional_branch(blk)?;
        Ok(())
    }

    /// `a % align == 0` (true for `align` ≤ 1).
    fn aligned(&self, a: IntValue<'ctx>, align: u32) -> LResult<IntValue<'ctx>> {
        if align <= 1 {
            return Ok(self.ctx.bool_type().const_int(1, false));
        }
        let low = self.and(a, self.k(64, u64::from(align.next_power_of_two() - 1)))?;
        self.icmpi(IntPredicate::EQ, low, 0)
    }

    /// The host pointer of a `size`-byte access at address `a` in `space`
    /// that must be aligned to `align`; `whole` is the whole access (first
    /// address, bytes) a fault records.
    fn checked_ptr(
        &mut self,
        space: Space,
        a: IntValue<'ctx>,
        size: u32,
        align: u32,
        atomic: bool,
        whole: (IntValue<'ctx>, u32),
    ) -> LResult<PointerValue<'ctx>> {
        let Some((_, _, _, _, origin)) = arena_fields(space) else {
            return Err(self.err(format!(
                "memory in .{} space is unsupported on the llvm backend",
                space.name()
            )));
        };
        let cfg = self.kcfg.expect("kernel mode");
        let (base, len, shadow) = self.arena(space)?;
        let site = self.new_site();
        let cont = self.ctx.append_basic_block(self.fv, "access");
        let mut incoming = Vec::new();
        let run = cfg
            .layout
            .local_run()
            .filter(|(lo, hi)| hi - lo >= u64::from(size));
        // A generic access in a `.func` (which takes pointers, often to the
        // caller's local arrays) tests the thread's `.local` run first.
        let local_first =
            space == Space::Global && cfg.checked && !self.is_entry() && run.is_some();
        if local_first {
            self.window_path(Space::Local, a, size, align, cont, &mut incoming)?;
        }
        let off = self.addi(a, -(origin as i128))?;
        let lim = self.b.build_int_sub(len, self.k(64, u64::from(size)), "")?;
        let in_range = self.icmp(IntPredicate::ULE, off, lim)?;
        let fast = self.ctx.append_basic_block(self.fv, "ok");
        let slow = self.ctx.append_basic_block(self.fv, "miss");
        let local_run = match (cfg.checked, space) {
            (true, Space::Local) => run,
            _ => None,
        };
        if let Some((lo, hi)) = local_run {
            // One run of valid bytes known at compile time.
            let from = self.addi(off, -(lo as i128))?;
            let inside = self.icmpi(
                IntPredicate::ULE,
                from,
                i128::from(hi - lo - u64::from(size)),
            )?;
            let ok = self.and(inside, self.aligned(a, align)?)?;
            self.b.build_conditional_branch(ok, fast, slow)?;
        } else if cfg.checked && cfg.layout.dense(space) {
            // No holes: inside the valid bytes and aligned is valid.
            let lim = self.b.build_int_sub(
                len,
                self.k(64, crate::clif::kernel::ARENA_PAD + u64::from(size)),
                "",
            )?;
            let inside = self.icmp(IntPredicate::ULE, off, lim)?;
            let ok = self.and(inside, self.aligned(a, align)?)?;
            self.b.build_conditional_branch(ok, fast, slow)?;
        } else if cfg.checked {
            let chk = self.ctx.append_basic_block(self.fv, "bitmap");
            self.b.build_conditional_branch(in_range, chk, slow)?;
            self.b.position_at_end(chk);
            let ok = self.bits_valid(shadow, off, size)?;
            let ok = self.and(ok, self.aligned(a, align)?)?;
            self.b.build_conditional_branch(ok, fast, slow)?;
        } else if atomic && align > 1 {
            let ok = self.and(in_range, self.aligned(a, align)?)?;
            self.b.build_conditional_branch(ok, fast, slow)?;
        } else {
            self.b.build_conditional_branch(in_range, fast, slow)?;
        }
        self.b.position_at_end(fast);
        let p_fast = self.byte_at(base, off)?;
        self.b.build_unconditional_branch(cont)?;
        incoming.push((p_fast, fast));
        self.b.position_at_end(slow);
        let (wa, wsize) = whole;
        if space == Space::Global {
            // A generic address in the thread's `.local` window or the
            // block's `.shared` window (a pointer to a local array or a
            // shared tile): resolved here; anything else through the
            // runtime's exact resolution.
            if !local_first {
                self.window_path(Space::Local, a, size, align, cont, &mut incoming)?;
            }
            self.window_path(Space::Shared, a, size, align, cont, &mut incoming)?;
            let (c, t) = self.kernel_ptrs_of()?;
            let r = self
                .call_runtime(
                    cx::RESOLVE,
                    ptr_ty(self.ctx).into(),
                    &[
                        c.into(),
                        t.into(),
                        a.into(),
                        self.k(64, u64::from(size)).into(),
                        self.k(64, u64::from(align)).into(),
                    ],
                )?
                .into_pointer_value();
            let null = self.b.build_is_null(r, "")?;
            let bad = self.ctx.append_basic_block(self.fv, "fault.at");
            let resolved = self
                .b
                .get_insert_block()
                .ok_or_else(|| self.err("no insert block"))?;
            self.b.build_conditional_branch(null, bad, cont)?;
            incoming.push((r, resolved));
            self.b.position_at_end(bad);
            self.jump_to_fault(site, wa, wsize, align)?;
        } else {
            let g = self.addi(wa, window(space) as i128)?;
            self.jump_to_fault(site, g, wsize, align)?;
        }
        self.b.position_at_end(cont);
        let phi = self.b.build_phi(ptr_ty(self.ctx), "p")?;
        for (v, blk) in &incoming {
            phi.add_incoming(&[(v, *blk)]);
        }
        Ok(phi.as_basic_value().into_pointer_value())
    }

    /// Whether the `size` (≤ 8) bytes at arena offset `off` are valid in
    /// bitmap `shadow` (`off + size` inside the arena: the arena's padding
    /// keeps the second bitmap byte loaded inside the bitmap).
    fn bits_valid(
        &self,
        shadow: PointerValue<'ctx>,
        off: IntValue<'ctx>,
        size: u32,
    ) -> LResult<IntValue<'ctx>> {
        let idx = self.shri(off, 3, false)?;
        let p = self.byte_at(shadow, idx)?;
        let w = self.b.build_load(self.ctx.i16_type(), p, "")?;
        self.align(w.as_instruction_value(), 1)?;
        self.mark_invariant(w)?;
        let w = self.cast(w.into_int_value(), 64, false)?;
        let bit = self.and(off, self.k(64, 7))?;
        let sh = self.b.build_right_shift(w, bit, false, "")?;
        let m = (1u64 << size.min(16)) - 1;
        let x = self.and(sh, self.k(64, m))?;
        self.icmpi(IntPredicate::EQ, x, i128::from(m))
    }

    /// A generic access at `a`: when its `size` bytes are valid in
    /// `space`'s window (`.local`: the layout's one run when it has one)
    /// and `a` is aligned to `align`, branches to `cont` with the host
    /// pointer (added to `incoming`); otherwise goes on in a new block.
    fn window_path(
        &mut self,
        space: Space,
        a: IntValue<'ctx>,
        size: u32,
        align: u32,
        cont: BasicBlock<'ctx>,
        incoming: &mut Vec<(PointerValue<'ctx>, BasicBlock<'ctx>)>,
    ) -> LResult<()> {
        let cfg = self.kcfg.expect("kernel mode");
        let Ok((base, len, shadow)) = self.arena(space) else {
            return Ok(());
        };
        let off = self.addi(a, -(window(space) as i128))?;
        let hit = self.ctx.append_basic_block(self.fv, "window");
        let miss = self.ctx.append_basic_block(self.fv, "window.miss");
        let run = match space {
            Space::Local => cfg
                .layout
                .local_run()
                .filter(|(lo, hi)| hi - lo >= u64::from(size)),
            _ => None,
        };
        match (cfg.checked, run) {
            (true, Some((lo, hi))) => {
                let from = self.addi(off, -(lo as i128))?;
                let inside = self.icmpi(
                    IntPredicate::ULE,
                    from,
                    i128::from(hi - lo - u64::from(size)),
                )?;
                let ok = self.and(inside, self.aligned(a, align)?)?;
                self.b.build_conditional_branch(ok, hit, miss)?;
            }
            (true, None) => {
                // Arenas end with ARENA_PAD invalid bytes: `len - size`
                // does not wrap.
                let lim = self.b.build_int_sub(len, self.k(64, u64::from(size)), "")?;
                let in_range = self.icmp(IntPredicate::ULE, off, lim)?;
                let chk = self.ctx.append_basic_block(self.fv, "window.bitmap");
                self.b.build_conditional_branch(in_range, chk, miss)?;
                self.b.position_at_end(chk);
                let ok = self.bits_valid(shadow, off, size)?;
                let ok = self.and(ok, self.aligned(a, align)?)?;
                self.b.build_conditional_branch(ok, hit, miss)?;
            }
            (false, _) => {
                // Without bitmaps: inside the arena, which a thread
                // without `.local` variables does not have (a null base).
                let lim = self.b.build_int_sub(len, self.k(64, u64::from(size)), "")?;
                let in_range = self.icmp(IntPredicate::ULE, off, lim)?;
                let has = self.b.build_is_not_null(base, "")?;
                let ok = self.and(in_range, has)?;
                self.b.build_conditional_branch(ok, hit, miss)?;
            }
        }
        self.b.position_at_end(hit);
        let p = self.byte_at(base, off)?;
        self.b.build_unconditional_branch(cont)?;
        incoming.push((p, hit));
        self.b.position_at_end(miss);
        Ok(())
    }

    /// Kernel mode: a call of a CUDA device-runtime function without a
    /// body (`vprintf`, `__assertfail`): the runtime's builtin entry
    /// ([`cx::BUILTIN`]) with the first word of each of the first four
    /// arguments; [`crate::clif::kernel::BUILTIN_STOP`] stops the thread
    /// ([`crate::budget::WHY_BUILTIN`]), anything else is the call's
    /// result.
    pub(super) fn kernel_builtin(
        &mut self,
        b: Builtin,
        rets: &[ptxjit_frontend::ir::CallArg],
        args: &[ptxjit_frontend::ir::CallArg],
    ) -> LResult<()> {
        use crate::clif::kernel::{BUILTIN_ASSERTFAIL, BUILTIN_STOP, BUILTIN_VPRINTF};
        use ptxjit_frontend::ir::CallArg;
        if self.budget.is_none() {
            return Err(self.err("a builtin call needs the execution budget"));
        }
        let after = self.skip_unless_guard()?;
        let mut vals = Vec::new();
        for k in 0..4 {
            vals.push(match args.get(k) {
                Some(CallArg::Imm(v)) => self.k(64, *v),
                Some(CallArg::Reg(r)) => {
                    let v = self.reg(*r)?;
                    self.cast(v, 64, false)?
                }
                Some(CallArg::Var(var)) => {
                    let (slot, size) = self.own_slot(*var)?;
                    self.load_bytes(slot, 0, size.min(8))?
                }
                None => self.k(64, 0),
            });
        }
        let (c, t) = self.kernel_ptrs_of()?;
        let which = match b {
            Builtin::Vprintf => BUILTIN_VPRINTF,
            Builtin::AssertFail => BUILTIN_ASSERTFAIL,
        };
        let mut call_args: Vec<BasicMetadataValueEnum<'ctx>> =
            vec![c.into(), t.into(), self.k(32, u64::from(which)).into()];
        call_args.extend(vals.iter().map(|&v| BasicMetadataValueEnum::from(v)));
        self.fuel_save()?;
        let r = self
            .call_runtime(cx::BUILTIN, self.ctx.i32_type().into(), &call_args)?
            .into_int_value();
        let stopped = self.icmpi(IntPredicate::EQ, r, i128::from(BUILTIN_STOP))?;
        let cont = self.ctx.append_basic_block(self.fv, "builtin.ok");
        let stop = self.ctx.append_basic_block(self.fv, "builtin.stop");
        self.b.build_conditional_branch(stopped, stop, cont)?;
        self.b.position_at_end(stop);
        let saved = self.guard.take();
        self.stop_here(crate::budget::WHY_BUILTIN)?;
        self.guard = saved;
        self.b.position_at_end(cont);
        let r64 = self.cast(r, 64, false)?;
        match rets.first() {
            Some(CallArg::Reg(x)) => self.write(Dst::Reg(*x), r64)?,
            Some(CallArg::Var(var)) => {
                let (slot, size) = self.own_slot(*var)?;
                self.store_bytes(slot, 0, size.min(4), r64)?;
            }
            Some(CallArg::Imm(_)) | None => {}
        }
        self.join_guard(after)
    }

    /// Kernel mode: `cp.async` as a synchronous copy of its `size` bytes
    /// (as the Cranelift tier does it): an immediate source size copies
    /// that many bytes and zero-fills the rest; a source size in a register
    /// or `ignore-src` copies byte by byte below the count at run time.
    pub(super) fn kernel_cp_async(&mut self, op: &Op) -> LResult<()> {
        let Op::CpAsync {
            dst,
            src,
            size,
            src_size,
            ignore,
        } = op
        else {
            return Err(self.err("internal error: not cp.async"));
        };
        let n = match src_size {
            None => Some(u32::from(*size)),
            Some(Src::Imm(n)) => Some((*n).min(u64::from(*size)) as u32),
            Some(_) => None,
        };
        let (piece, count) = if *size == 16 {
            (8, 2)
        } else {
            (u32::from(*size), 1)
        };
        // The operands, read before the guard's branch.
        let runtime_n = match (n, ignore) {
            (Some(_), None) => None,
            _ => {
                let size_v = self.k(64, u64::from(*size));
                let mut v = match src_size {
                    Some(s) => {
                        let x = self.read(*s, 64)?;
                        self.umin(x, size_v)?
                    }
                    None => size_v,
                };
                if let Some((p, neg)) = ignore {
                    let pv = self.read_pred(*p)?;
                    let zero = self.k(64, 0);
                    v = if *neg {
                        self.sel(pv, v, zero)?
                    } else {
                        self.sel(pv, zero, v)?
                    };
                }
                Some(v)
            }
        };
        let after = self.skip_unless_guard()?;
        let zero = self.k(piece * 8, 0);
        match (n, runtime_n) {
            (_, Some(nv)) => {
                // Zeros, then each byte below the count copied on its own
                // (only those must exist).
                let to = self.kernel_ptrs(Space::Shared, dst, piece, count as usize, false)?;
                for &p in &to {
                    let st = self.b.build_store(p, zero)?;
                    self.align(Some(st), 1)?;
                }
                for k in 0..u32::from(*size) {
                    let copy = self.ctx.append_basic_block(self.fv, "cp.byte");
                    let next = self.ctx.append_basic_block(self.fv, "cp.next");
                    let below = self.icmpi(IntPredicate::UGT, nv, i128::from(k))?;
                    self.b.build_conditional_branch(below, copy, next)?;
                    self.b.position_at_end(copy);
                    let at = Addr {
                        base: src.base,
                        offset: src.offset + i64::from(k),
                    };
                    let p = self.kernel_ptrs(Space::Global, &at, 1, 1, false)?[0];
                    let v = self.load(self.ctx.i8_type(), p)?;
                    let q =
                        self.byte_at(to[(k / piece) as usize], self.k(64, u64::from(k % piece)))?;
                    self.store(q, v)?;
                    self.b.build_unconditional_branch(next)?;
                    self.b.position_at_end(next);
                }
            }
            (Some(n), None) if n == u32::from(*size) => {
                let from = self.kernel_ptrs(Space::Global, src, piece, count as usize, false)?;
                let mut vals = Vec::new();
                for p in from {
                    let v = self.b.build_load(self.ity(piece * 8), p, "")?;
                    self.align(v.as_instruction_value(), piece)?;
                    vals.push(v.into_int_value());
                }
                let to = self.kernel_ptrs(Space::Shared, dst, piece, count as usize, false)?;
                for (p, v) in to.into_iter().zip(vals) {
                    let st = self.b.build_store(p, v)?;
                    self.align(Some(st), piece)?;
                }
            }
            (Some(n), None) => {
                // The first n bytes in pieces of the largest power of two
                // that divides n (each checked on its own), zeros after.
                let part = [8u32, 4, 2, 1]
                    .into_iter()
                    .find(|p| n % p == 0)
                    .unwrap_or(1);
                let mut vals = Vec::new();
                for i in 0..n / part {
                    let at = Addr {
                        base: src.base,
                        offset: src.offset + i64::from(i * part),
                    };
                    let p = self.kernel_ptrs(Space::Global, &at, part, 1, false)?[0];
                    let v = self.b.build_load(self.ity(part * 8), p, "")?;
                    self.align(v.as_instruction_value(), part)?;
                    vals.push(v.into_int_value());
                }
                let to = self.kernel_ptrs(Space::Shared, dst, piece, count as usize, false)?;
                for &p in &to {
                    let st = self.b.build_store(p, zero)?;
                    self.align(Some(st), 1)?;
                }
                for (i, v) in vals.into_iter().enumerate() {
                    let q = self.byte_at(to[0], self.k(64, u64::from(i as u32 * part)))?;
                    let st = self.b.build_store(q, v)?;
                    self.align(Some(st), 1)?;
                }
            }
            (None, None) => return Err(self.err("internal error: cp.async without a count")),
        }
        self.join_guard(after)
    }

    /// Kernel mode: `atom`/`red`. A `.global` (or generic) atomic is a host
    /// atomic read-modify-write (blocks run in parallel), a compare-and-swap
    /// loop for inc/dec; a `.shared` one a plain load, operation and store
    /// (a block's threads never run at the same time). `d` gets the old
    /// value.
    pub(super) fn kernel_atom(&mut self, op: &Op) -> LResult<()> {
        let Op::Atom {
            space,
            op,
            ty,
            d,
            addr,
            b,
            c,
        } = op
        else {
            return Err(self.err("internal error: not an atomic"));
        };
        let bits = ty.bits();
        if !matches!(bits, 16 | 32 | 64) {
            return Err(self.err(format!(
                "atom/red of {} bits is unsupported on the llvm backend",
                bits
            )));
        }
        let bv = self.read(*b, bits)?;
        let cv = match c {
            Some(c) => Some(self.read(*c, bits)?),
            None => None,
        };
        let after = self.skip_unless_guard()?;
        let p = self.kernel_ptrs(*space, addr, bits / 8, 1, true)?[0];
        let signed = ty.is_signed();
        let vt = self.ity(bits);
        let old = if *space == Space::Shared {
            let old = self.b.build_load(vt, p, "")?;
            self.align(old.as_instruction_value(), bits / 8)?;
            let old = old.into_int_value();
            let new = crate::expand::atom::value(self, *op, signed, old, bv, cv)?;
            let st = self.b.build_store(p, new)?;
            self.align(Some(st), bits / 8)?;
            old
        } else {
            let ord = AtomicOrdering::SequentiallyConsistent;
            let rmw = match op {
                AtomOp::Add => Some(AtomicRMWBinOp::Add),
                AtomOp::And => Some(AtomicRMWBinOp::And),
                AtomOp::Or => Some(AtomicRMWBinOp::Or),
                AtomOp::Xor => Some(AtomicRMWBinOp::Xor),
                AtomOp::Exch => Some(AtomicRMWBinOp::Xchg),
                AtomOp::Min if signed => Some(AtomicRMWBinOp::Min),
                AtomOp::Min => Some(AtomicRMWBinOp::UMin),
                AtomOp::Max if signed => Some(AtomicRMWBinOp::Max),
                AtomOp::Max => Some(AtomicRMWBinOp::UMax),
                AtomOp::Cas | AtomOp::Inc | AtomOp::Dec => None,
            };
            match (rmw, op) {
                (Some(r), _) => self.b.build_atomicrmw(r, p, bv, ord)?,
                (None, AtomOp::Cas) => {
                    let cv = cv.unwrap_or(bv);
                    let r = self.b.build_cmpxchg(p, bv, cv, ord, ord)?;
                    self.b.build_extract_value(r, 0, "")?.into_int_value()
                }
                _ => {
                    // inc/dec: compare-and-swap until no other thread got
                    // in between.
                    let first = self.b.build_load(vt, p, "")?;
                    if let Some(i) = first.as_instruction_value() {
                        i.set_atomic_ordering(AtomicOrdering::Monotonic)
                            .map_err(|e| self.err(e.to_string()))?;
                        i.set_alignment(bits / 8)
                            .map_err(|e| self.err(e.to_string()))?;
                    }
                    let pre = self
                        .b
                        .get_insert_block()
                        .ok_or_else(|| self.err("no insert block"))?;
                    let retry = self.ctx.append_basic_block(self.fv, "cas");
                    let done = self.ctx.append_basic_block(self.fv, "cas.done");
                    self.b.build_unconditional_branch(retry)?;
                    self.b.position_at_end(retry);
                    let cur = self.b.build_phi(vt, "")?;
                    cur.add_incoming(&[(&first, pre)]);
                    let curv = cur.as_basic_value().into_int_value();
                    let new = crate::expand::atom::value(self, *op, signed, curv, bv, cv)?;
                    let r = self.b.build_cmpxchg(p, curv, new, ord, ord)?;
                    let seen = self.b.build_extract_value(r, 0, "")?.into_int_value();
                    let same = self.b.build_extract_value(r, 1, "")?.into_int_value();
                    let back = self
                        .b
                        .get_insert_block()
                        .ok_or_else(|| self.err("no insert block"))?;
                    cur.add_incoming(&[(&seen, back)]);
                    self.b.build_conditional_branch(same, done, retry)?;
                    self.b.position_at_end(done);
                    seen
                }
            }
        };
        self.write(*d, old)?;
        self.join_guard(after)
    }
}

/// The length of a thread's `.local` arena as the runner makes it (its
/// variables, then the padding).
fn local_len(layout: &KernelLayout) -> u64 {
    layout.end(Space::Local) + crate::clif::kernel::ARENA_PAD
}

fn ptr_ty(ctx: &Context) -> inkwell::types::PointerType<'_> {
    ctx.ptr_type(AddressSpace::default())
}
