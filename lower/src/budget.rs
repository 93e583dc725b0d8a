//! Execution budgets: native code that cannot run forever. The scheme and
//! the layout of the cell are shared by both native lowerings
//! ([`crate::clif::budget`], and the LLVM host JIT's in `llvm/mod.rs`).
//!
//! The scheme is wasmtime's fuel, with its epoch check folded into the
//! refill:
//!
//! * Every function that has a loop (a backward `bra`) or a call keeps its
//!   remaining *fuel* in a Cranelift variable (a register). Each straight-line
//!   segment of PTX (cut at labels and after every branch, call, return,
//!   exit and barrier) subtracts its instruction count when it is entered, so
//!   fuel counts PTX instructions as the interpreter's step counter does
//!   (guarded-off instructions included). Functions without loops or calls
//!   cannot run long and carry no instrumentation at all.
//! * Fuel is checked (`fuel < 0`, one compare and branch) at function entry
//!   and at the head of every loop, after the head's segment is charged. The
//!   check's cold path *refills*: it stops the run when the *interrupt* flag
//!   is set (the timeout's watchdog sets it), otherwise moves up to
//!   [`CHUNK`] steps from the *bank* into the fuel, and stops when the bank
//!   is empty. So a timeout is noticed within [`CHUNK`] steps of the thread
//!   that runs, and the step limit is exact to within one loop iteration.
//! * The fuel, bank and interrupt pointer live in a [`cell`]: in kernel mode
//!   one per thread, inside the thread state at [`crate::clif::kernel::th::BUDGET`];
//!   for `.func` calls one per call of an entry, passed as a hidden pointer
//!   argument to every function. Fuel is written back to the cell around
//!   calls, at barriers and at return.
//! * A stop records the PTX source offset of the loop head (or function
//!   entry) and the reason in the cell and leaves the function with status
//!   [`STATUS_STOPPED`], which every caller propagates like `exit`.

use ptxjit_frontend::ir::{Instr, Op, TrapKind};
use std::sync::atomic::AtomicI64;

/// Status with which a function stops when its budget is spent (after
/// `exit` = 1, a fault = 2 and a barrier = 3).
pub const STATUS_STOPPED: u8 = 4;

/// Most steps moved from the bank into the fuel at a time: how often (in
/// PTX instructions of one thread) the interrupt flag is looked at.
pub const CHUNK: i64 = 1 << 20;

/// Why a run stopped ([`cell::WHY`]): it used up its steps.
pub const WHY_STEPS: u32 = 1;
/// Why a run stopped: its interrupt flag was set (the timeout).
pub const WHY_INTERRUPT: u32 = 2;
/// Why a run stopped: it executed `trap`.
pub const WHY_TRAP: u32 = 3;
/// Why a run stopped: an indirect call through an address that is none of
/// the functions it may reach.
pub const WHY_BAD_CALL: u32 = 4;
/// Why a run stopped: it reached an instruction outside what ptxjit runs
/// ([`ptxjit_frontend::ir::Op::Unsupported`], named by the recorded site).
pub const WHY_UNSUPPORTED: u32 = 5;

/// Why a run stopped: the launch's pool of steps (every thread's steps
/// together, [`cell::POOL`]) is spent.
pub const WHY_LAUNCH: u32 = 6;

/// Why a run stopped: a builtin (`printf` that cannot read its
/// arguments, a failed `assert`) stopped the thread; the launch's sink
/// says why.
pub const WHY_BUILTIN: u32 = 7;

/// The reason an [`Op::Trap`] of `kind` records.
pub fn why_of(kind: TrapKind) -> u32 {
    match kind {
        TrapKind::Instruction => WHY_TRAP,
        TrapKind::BadCallTarget => WHY_BAD_CALL,
    }
}

/// The [`TrapKind`] a reason recorded by [`why_of`] stands for.
pub fn trap_of(why: u32) -> Option<TrapKind> {
    match why {
        WHY_TRAP => Some(TrapKind::Instruction),
        WHY_BAD_CALL => Some(TrapKind::BadCallTarget),
        _ => None,
    }
}

/// A budget cell: one per thread (kernels) or per batch of calls
/// (`.func` entries). Defined once, here: the generated code reads and
/// writes it at the [`cell`] offsets, which are its fields' own.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct Cell {
    /// Fuel left in the current chunk (the running count is kept in a
    /// register and stored here around calls and at returns).
    pub fuel: i64,
    /// Steps left after the current chunk.
    pub bank: i64,
    /// The interrupt flag (non-zero stops the run).
    pub interrupt: *const u8,
    /// `.func` entries: the steps each call (each row) may take.
    pub per_call: i64,
    /// Where the run stopped: the PTX source offset of the loop head or
    /// function entry.
    pub site: u32,
    /// Why it stopped: [`WHY_STEPS`], [`WHY_INTERRUPT`], ...
    pub why: u32,
    /// The launch's pool: each refill from the bank also takes its steps
    /// from the pool, shared by every thread of a launch; below zero the
    /// run stops ([`WHY_LAUNCH`]).
    pub pool: *const AtomicI64,
}

/// The pool of `.func` calls, which have no launch-wide limit: it would
/// take centuries to empty.
static UNLIMITED: AtomicI64 = AtomicI64::new(i64::MAX);

impl Cell {
    /// A cell for one thread (kernel mode) or one batch of calls, allowing
    /// `steps` steps, watching `interrupt`.
    #[inline]
    pub fn new(steps: u64, interrupt: *const u8) -> Cell {
        Cell::pooled(steps, interrupt, &UNLIMITED)
    }

    /// A cell for one thread of a launch whose steps also come from
    /// `pool` (see [`Cell::pool`]).
    #[inline]
    pub fn pooled(steps: u64, interrupt: *const u8, pool: *const AtomicI64) -> Cell {
        let steps = i64::try_from(steps).unwrap_or(i64::MAX);
        let first = steps.min(CHUNK);
        Cell {
            fuel: first,
            bank: steps - first,
            interrupt,
            per_call: steps,
            site: 0,
            why: 0,
            pool,
        }
    }
}

/// Byte offsets of a [`Cell`]'s fields, for the generated code.
pub mod cell {
    use super::Cell;
    use std::mem::offset_of;

    /// [`Cell::fuel`] (`i64`).
    pub const FUEL: i32 = offset_of!(Cell, fuel) as i32;
    /// [`Cell::bank`] (`i64`).
    pub const BANK: i32 = offset_of!(Cell, bank) as i32;
    /// [`Cell::interrupt`] (a pointer to a byte).
    pub const INTERRUPT: i32 = offset_of!(Cell, interrupt) as i32;
    /// [`Cell::per_call`] (`i64`).
    pub const PER_CALL: i32 = offset_of!(Cell, per_call) as i32;
    /// [`Cell::site`] (`u32`).
    pub const SITE: i32 = offset_of!(Cell, site) as i32;
    /// [`Cell::why`] (`u32`).
    pub const WHY: i32 = offset_of!(Cell, why) as i32;
    /// [`Cell::pool`] (a pointer to an atomic `i64`).
    pub const POOL: i32 = offset_of!(Cell, pool) as i32;
    /// Size of the cell.
    pub const SIZE: usize = std::mem::size_of::<Cell>();
}

/// Whether `body` needs a budget: it has a backward branch or a call, or
/// a trap or an unsupported instruction (which stop the run through the
/// budget's stop path).
pub fn needs_budget(body: &[Instr]) -> bool {
    body.iter().enumerate().any(|(i, ins)| match ins.op {
        Op::Bra { target } => target as usize <= i,
        Op::Call { .. } | Op::Trap { .. } | Op::Unsupported { .. } => true,
        // Ends or waits, but neither loops nor stops through the budget.
        ptxjit_frontend::int_ops!()
        | ptxjit_frontend::logic_ops!()
        | ptxjit_frontend::mem_ops!()
        | ptxjit_frontend::video_ops!()
        | Op::Ret
        | Op::Exit
        | Op::Barrier { .. }
        | Op::Nop
        | Op::Atom { .. }
        | Op::CpAsync { .. }
        | Op::Warp { .. }
        | Op::Nanosleep { .. } => false,
    })
}

/// Whether a function with `body` gets budget instrumentation: when the
/// budgets are `enabled` and it needs one, and always when it can trap
/// (a trap stops the run through the budget's stop path), or reaches an
/// unsupported instruction (which stops it the same way).
pub fn wants_budget(enabled: bool, body: &[Instr]) -> bool {
    (enabled && needs_budget(body))
        || body
            .iter()
            .any(|i| matches!(i.op, Op::Trap { .. } | Op::Unsupported { .. }))
}

/// A backend's budget plan of a body: where it charges steps and checks
/// its fuel, the decisions both backends' budgets take from here. `B` is
/// the backend's block.
pub struct Plan<B> {
    /// Instruction indices that start a straight-line segment, with the
    /// segment's length ([`segments`]).
    segments: Vec<u32>,
    /// Instruction indices that are the target of a backward branch.
    heads: Vec<bool>,
    /// Heads of loops bounded by a constant ([`bounded_loops`]): the steps
    /// charged on entry, in the loop's preheader block (entries from
    /// before the head come through it; the back-edge does not).
    bounded: Vec<Option<(i64, B)>>,
}

impl<B: Copy> Plan<B> {
    /// The plan of `body`, each bounded loop's preheader made by `block`.
    pub fn new(body: &[Instr], mut block: impl FnMut() -> B) -> Plan<B> {
        let (segments, heads) = segments(body);
        let bounded = bounded_loops(body)
            .into_iter()
            .map(|c| c.map(|c| (c, block())))
            .collect();
        Plan {
            segments,
            heads,
            bounded,
        }
    }

    /// Before instruction `i`: the steps to charge (0: none) and whether
    /// to check the fuel (at the body's start and at loop heads); `None`
    /// at a bounded loop's head, charged on entry in its preheader.
    pub fn at(&self, i: usize) -> Option<(u32, bool)> {
        if self.bounded.get(i).is_some_and(Option::is_some) {
            return None;
        }
        let len = self.segments.get(i).copied().unwrap_or(0);
        Some((len, i == 0 || self.heads.get(i).copied().unwrap_or(false)))
    }

    /// The bounded loop whose head is instruction `i`: its charge and
    /// preheader.
    pub fn bounded(&self, i: usize) -> Option<(i64, B)> {
        self.bounded.get(i).copied().flatten()
    }
}

/// Segment lengths (0 where no segment starts) and loop heads of `body`.
pub fn segments(body: &[Instr]) -> (Vec<u32>, Vec<bool>) {
    let n = body.len();
    let mut start = vec![false; n + 1];
    let mut heads = vec![false; n + 1];
    start[0] = true;
    for (i, ins) in body.iter().enumerate() {
        match ins.op {
            Op::Bra { target } => {
                let t = (target as usize).min(n);
                start[t] = true;
                if t <= i {
                    heads[t] = true;
                }
                start[i + 1] = true;
            }
            Op::Call { .. } | Op::Ret | Op::Exit | Op::Barrier { .. } | Op::Warp { .. } => {
                start[i + 1] = true
            }
            // Inside a segment (a trap or an unsupported instruction stops
            // the run; the segment's charge is already made).
            ptxjit_frontend::int_ops!()
            | ptxjit_frontend::logic_ops!()
            | ptxjit_frontend::mem_ops!()
            | ptxjit_frontend::video_ops!()
            | Op::Trap { .. }
            | Op::Nop
            | Op::Atom { .. }
            | Op::CpAsync { .. }
            | Op::Nanosleep { .. }
            | Op::Unsupported { .. } => {}
        }
    }
    let mut len = vec![0u32; n + 1];
    let mut i = 0;
    while i < n {
        let mut j = i + 1;
        while j < n && !start[j] {
            j += 1;
        }
        len[i] = (j - i) as u32;
        i = j;
    }
    (len, heads)
}

/// The largest constant bound of a loop that [`bounded_loops`] charges up
/// front (at most 2^20 + 2 iterations per entry, so a timeout is still
/// noticed promptly).
pub const MAX_BOUNDED_TRIPS: u64 = 1 << 20;

/// Innermost counted loops with a constant bound, which cannot run long:
///
/// ```text
/// L:  ...                       // no branch, call, ret, exit or barrier
///     add.u32 %i, %i, 1;        // the only write of %i in the loop, unguarded
///     setp.lt.u32 %p, %i, K;    // the only write of %p in the loop, unguarded
///     @%p bra L;                // the only backward branch to L
/// ```
///
/// (`.lo`/`.lt` on `.u32`/`.u64`, K an immediate at most
/// [`MAX_BOUNDED_TRIPS`], the add and setp in either order). Whatever `%i`
/// is on entry, the back-edge is taken at most K + 1 times (once more if
/// `%i` starts past K and wraps around), so the loop body runs at most
/// K + 2 times per entry. For such a loop head the result holds the steps
/// charged once on entry, `(K + 2) * body length`: the loop itself then
/// carries no fuel arithmetic (a conservative count: a loop that exits
/// early has still paid for K + 2 iterations).
pub fn bounded_loops(body: &[Instr]) -> Vec<Option<i64>> {
    use ptxjit_frontend::ast::Type;
    use ptxjit_frontend::ir::{Cmp, Dst, Src};
    let mut out = vec![None; body.len() + 1];
    for (j, ins) in body.iter().enumerate() {
        let Op::Bra { target } = ins.op else { continue };
        let t = target as usize;
        let Some((p, false)) = ins.guard else {
            continue;
        };
        if t > j {
            continue;
        }
        let inner = &body[t..j];
        let control = |o: &Op| {
            matches!(
                o,
                Op::Bra { .. }
                    | Op::Call { .. }
                    | Op::Ret
                    | Op::Exit
                    | Op::Barrier { .. }
                    | Op::Warp { .. }
            )
        };
        // The only way back to L is this branch, nothing inside branches,
        // and nothing branches into the middle of the loop.
        let other_back = body.iter().enumerate().any(|(k, x)| {
            matches!(x.op, Op::Bra { target }
                if (k != j && k >= t && target as usize == t)
                    || (target as usize > t && target as usize <= j))
        });
        if inner.iter().any(|x| control(&x.op)) || other_back {
            continue;
        }
        let writers = |r: u32| -> Vec<&Instr> {
            inner
                .iter()
                .filter(|x| x.op.dst_regs().contains(&r))
                .collect()
        };
        let [setp] = writers(p)[..] else { continue };
        let Op::Setp {
            cmp,
            ty,
            comb: None,
            p: Dst::Reg(pr),
            q: None,
            a: Src::Reg(i),
            b: Src::Imm(k),
        } = setp.op
        else {
            continue;
        };
        let unsigned_lt = matches!((cmp, ty), (Cmp::Lt | Cmp::Lo, Type::U32 | Type::U64));
        if setp.guard.is_some() || pr != p || !unsigned_lt || k > MAX_BOUNDED_TRIPS {
            continue;
        }
        let [inc] = writers(i)[..] else { continue };
        let counts = match &inc.op {
            Op::AddSub {
                sub: false,
                ty: t2,
                sat: false,
                carry,
                d: Dst::Reg(d),
                a,
                b,
            } => {
                !carry.any()
                    && *d == i
                    && t2.bits() == ty.bits()
                    && matches!((a, b), (Src::Reg(x), Src::Imm(1)) | (Src::Imm(1), Src::Reg(x)) if *x == i)
            }
            _ => false,
        };
        if !counts || inc.guard.is_some() {
            continue;
        }
        let len = (j - t + 1) as i64;
        out[t] = Some((k as i64 + 2) * len);
    }
    out
}
