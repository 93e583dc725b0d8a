//! Kernel mode: `.entry` functions launched over a grid.
//!
//! In kernel mode every generated function takes two more pointers: the
//! per-block context ([`ctx`] offsets: arenas of the state spaces, grid shape,
//! `%ctaid`) and the per-thread state ([`th`] offsets: `%tid`, the `.local`
//! arena, the register save area, the resume point and the fault record).
//!
//! Memory: each state space is one byte arena laid out exactly as the
//! reference interpreter lays it out (same state-space and generic addresses,
//! see [`KernelLayout`]), with a validity bitmap (one bit per byte, set inside
//! allocations). A checked access costs one compare against the arena length,
//! one bitmap load and an alignment test (an aligned access inside 8-byte
//! granules that are valid whole compares the bitmap byte with `0xff`; the
//! exact per-byte test runs only when that fails). A `.global` access site
//! first compares with its range cache (a stack slot of the function,
//! emptied at entry, filled by [`run_trampoline`] with the valid run its
//! last checked access fell in): inside it and aligned, no other check
//! runs. A failing access on a generic
//! (`.global`-spelled) instruction goes to a resolver for the other windows,
//! and otherwise stops the thread with a fault record (site, address, size).
//!
//! Barriers: the entry is a work-item loop over a range of thread states
//! (see [`kernel_signature`]). It stops a thread at each `bar.sync` (and
//! warp instruction): stores to the thread's save area the registers live
//! across it ([`crate::live`]) whose save slots are not already current,
//! and CC.CF, records the resume point and the status ([`STATUS_BARRIER`])
//! and goes on with the next thread; the next call resumes that thread
//! after the barrier, where registers are read from their save slots until
//! written (the `saves` module).

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{
    types, AbiParam, AtomicRmwOp, Block, InstBuilder, MemFlagsData, Signature, Value,
};
use cranelift_codegen::ir::{
    FuncRef, Function, StackSlot, StackSlotData, StackSlotKind, UserExternalName, UserFuncName,
};
use cranelift_codegen::isa::CallConv;
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext, Switch};
use ptxjit_frontend::ast::Space;
use ptxjit_frontend::ir::{
    Addr, AddrBase, AtomOp, BarRed, BarRedOp, FuncId, Instr, Op, Program, Sreg, ThreadSreg, VarId,
    WarpOp,
};

use super::{Fx, LResult, Target};

/// The generic address map the interpreter uses too: where generic global
/// addresses start, and each state space's window.
pub use ptxjit_frontend::addr::{window, GLOBAL_START};

/// Padding (invalid bytes) after the end of every arena, so `len - size`
/// never wraps.
pub const ARENA_PAD: u64 = 64;

/// Status returned by a kernel entry: the thread returned.
pub const STATUS_DONE: u8 = 0;
/// The thread ran `exit`.
pub const STATUS_EXIT: u8 = 1;
/// The thread faulted (see the fault record in its state).
pub const STATUS_FAULT: u8 = 2;
/// The thread stopped at a barrier.
pub const STATUS_BARRIER: u8 = 3;
/// The thread waits at a warp instruction (its operands are in the
/// thread state: [`th::WSITE`]...).
pub const STATUS_WARP: u8 = 5;
/// The thread's budget ran out (see [`super::budget`]; the cell records
/// where and why).
pub const STATUS_STOPPED: u8 = super::budget::STATUS_STOPPED;

/// Byte offsets of the per-block context (`#[repr(C)]` on the Rust side).
pub mod ctx {
    /// Host pointer of the global arena (generic address [`super::GLOBAL_START`]).
    pub const GLOBAL: i32 = 0;
    /// Arena length in bytes (padding included).
    pub const GLOBAL_LEN: i32 = 8;
    /// Validity bitmap.
    pub const GLOBAL_SHADOW: i32 = 16;
    /// `.const` arena.
    pub const CONST: i32 = 24;
    /// Its length.
    pub const CONST_LEN: i32 = 32;
    /// Its bitmap.
    pub const CONST_SHADOW: i32 = 40;
    /// `.shared` arena of this block.
    pub const SHARED: i32 = 48;
    /// Its length.
    pub const SHARED_LEN: i32 = 56;
    /// Its bitmap.
    pub const SHARED_SHADOW: i32 = 64;
    /// Kernel `.param` arena.
    pub const PARAM: i32 = 72;
    /// Its length.
    pub const PARAM_LEN: i32 = 80;
    /// Its bitmap.
    pub const PARAM_SHADOW: i32 = 88;
    /// `%ntid` (3 x u32).
    pub const NTID: i32 = 96;
    /// `%ctaid` (3 x u32).
    pub const CTAID: i32 = 108;
    /// `%nctaid` (3 x u32).
    pub const NCTAID: i32 = 120;
    /// `%nwarpid` (u32).
    pub const NWARPID: i32 = 132;
    /// Resolver of generic addresses outside the global window:
    /// `extern "C" fn(ctx, th, addr, size, align) -> *mut u8` (null: fault).
    pub const RESOLVE: i32 = 136;
    /// Length of each thread's `.local` arena.
    pub const LOCAL_LEN: i32 = 144;
    /// Bitmap of the `.local` arena (the same for every thread).
    pub const LOCAL_SHADOW: i32 = 152;
    /// `%dynamic_smem_size`: the launch's dynamic shared memory (u32).
    pub const DYN_SMEM: i32 = 160;
    /// The global arena's valid runs: `[start, end)` offsets, sorted.
    pub const GLOBAL_RUNS: i32 = 168;
    /// How many.
    pub const GLOBAL_NRUNS: i32 = 176;
    /// Fills a range cache: `extern "C" fn(ctx, addr, size, cache)`
    /// (see [`super::run_trampoline`]).
    pub const RUN_OF: i32 = 184;
    /// The builtins' entry ([`super::BUILTIN_VPRINTF`]):
    /// `extern "C" fn(ctx, th, which: u32, a, b, c, d: u64) -> i32`.
    pub const BUILTIN: i32 = 192;
    /// What the builtins write to (the launch's, opaque here).
    pub const SINK: i32 = 200;
    /// Size of the context.
    pub const SIZE: usize = 208;
}

/// [`ctx::BUILTIN`]'s `which` for `vprintf(format, args)`.
pub const BUILTIN_VPRINTF: u32 = 1;
/// [`ctx::BUILTIN`]'s `which` for `__assertfail(message, file, line,
/// function)`.
pub const BUILTIN_ASSERTFAIL: u32 = 2;
/// What [`ctx::BUILTIN`] returns when the thread is to stop
/// ([`crate::budget::WHY_BUILTIN`]).
pub const BUILTIN_STOP: i32 = i32::MIN;

/// Byte offsets of the per-thread state (`#[repr(C)]` on the Rust side).
pub mod th {
    /// Host pointer of this thread's `.local` arena.
    pub const LOCAL: i32 = 0;
    /// Register save area (16 bytes per register, then CC.CF).
    pub const SAVE: i32 = 8;
    /// `%tid` (3 x u32).
    pub const TID: i32 = 16;
    /// Linear thread index in the block (u32).
    pub const LINEAR: i32 = 28;
    /// Resume point: 0 = start, k = after the k-th stop, [`super::RESUME_DONE`]
    /// once the thread has finished (u32).
    pub const RESUME: i32 = 32;
    /// Fault record: the access site (u32).
    pub const FAULT_SITE: i32 = 36;
    /// Fault record: generic address.
    pub const FAULT_ADDR: i32 = 40;
    /// Fault record: access size.
    pub const FAULT_SIZE: i32 = 48;
    /// Fault record: required alignment.
    pub const FAULT_ALIGN: i32 = 56;
    /// The thread's budget cell ([`crate::clif::budget::cell`], 48 bytes).
    pub const BUDGET: i32 = 64;
    /// Warp instruction the thread waits at (after [`super::STATUS_WARP`]):
    /// its index in the entry's body (u32).
    pub const WSITE: i32 = 112;
    /// Its membermask (u32).
    pub const WMASK: i32 = 116;
    /// Its `a` operand (u64; a `vote` predicate as 0/1, `!a` applied).
    pub const WA: i32 = 120;
    /// Its `b` operand (u32).
    pub const WB: i32 = 128;
    /// Its `c` operand (u32).
    pub const WC: i32 = 132;
    /// The result `d` the block runner writes before resuming (u32).
    pub const WD: i32 = 136;
    /// The predicate result `p` (u8 0/1).
    pub const WP: i32 = 140;
    /// Where the thread stopped in the last call (a `STATUS_*`, u8).
    pub const STATUS: i32 = 141;
    /// The resolver trampoline's result ([`super::resolve_trampoline`]).
    pub const RESOLVED: i32 = 144;
    /// Size of the state.
    pub const SIZE: usize = 152;
}

/// Range caches of a function's `.global` access sites: one 16-byte entry
/// per site in a stack slot (see [`run_trampoline`]), set to "empty" at
/// function entry.
pub(super) struct SiteCache {
    slot: StackSlot,
    next: u32,
    cap: u32,
    ctx: Value,
    fill: FuncRef,
}

/// Range caches per function, at most.
const SITE_CACHES: u32 = 64;

/// One allocation of the kernel's memory, as the interpreter makes it.
#[derive(Clone, Debug)]
pub struct LayoutAlloc {
    /// State space.
    pub space: Space,
    /// State-space address (generic for `.global`).
    pub addr: u64,
    /// Size in bytes (for a dynamic `.shared` array: 0 here, the launch's
    /// dynamic size at run time).
    pub size: u64,
    /// Name, for error messages.
    pub name: String,
    /// Initial bytes.
    pub init: Vec<u8>,
    /// `extern .shared` array of dynamic size.
    pub dynamic: bool,
}

/// The memory layout of a kernel launch: every variable's address in its
/// state space, computed exactly like the reference interpreter allocates
/// (module variables first, in order, then the kernel's own `.param` and
/// `.local` variables of its first thread).
#[derive(Clone, Debug)]
pub struct KernelLayout {
    /// The kernel.
    pub kernel: FuncId,
    /// State-space address of each variable that lives in an arena.
    pub var_addr: Vec<Option<u64>>,
    /// Every allocation.
    pub allocs: Vec<LayoutAlloc>,
    /// Allocator state of the global window after the module variables
    /// (buffers are allocated from here).
    pub global_next: u64,
}

/// The interpreter's allocator step: address of the next allocation of
/// `len` bytes aligned to `align`, and the updated cursor.
pub fn alloc_step(next: u64, len: u64, align: u32) -> (u64, u64) {
    let align = u64::from(align.max(1)).next_power_of_two();
    let at = next.div_ceil(align) * align;
    (at, at + len.max(1) + 16)
}

impl KernelLayout {
    /// Lays out the memory of kernel `kernel` of `prog`.
    pub fn new(prog: &Program, kernel: FuncId) -> KernelLayout {
        Self::at(prog, kernel, GLOBAL_START)
    }

    /// [`KernelLayout::new`] with the `.global` variables laid out from
    /// generic address `global_base` (where a device put the module's
    /// variables) instead of [`GLOBAL_START`].
    pub fn at(prog: &Program, kernel: FuncId, global_base: u64) -> KernelLayout {
        let mut next: Vec<(Space, u64)> = Vec::new();
        let mut var_addr = vec![None; prog.vars.len()];
        let mut allocs = Vec::new();
        let used = prog.used_vars(kernel);
        let shared = prog.shared_layout_of(&used);
        let consts = prog.const_layout();
        // Which allocation holds each variable (for its initializer's
        // addresses below).
        let mut alloc_of: Vec<Option<usize>> = vec![None; prog.vars.len()];
        let mut put =
            |id: usize, var_addr: &mut Vec<Option<u64>>, allocs: &mut Vec<LayoutAlloc>| {
                alloc_of[id] = Some(allocs.len());
                let v = &prog.vars[id];
                let len = v.size.max(v.init.len() as u64);
                let mut init = v.init.clone();
                init.resize(len as usize, 0);
                if let Some(at) = shared.offset[id].or(consts[id]) {
                    // Where ptxas puts it (`Program::shared_layout`,
                    // `Program::const_layout`).
                    var_addr[id] = Some(at);
                    allocs.push(LayoutAlloc {
                        space: v.space,
                        addr: at,
                        size: if v.dynamic { 0 } else { len },
                        name: v.name.clone(),
                        init,
                        dynamic: v.dynamic,
                    });
                    return;
                }
                let cur = match next.iter().position(|(s, _)| *s == v.space) {
                    Some(i) => i,
                    None => {
                        let start = if v.space == Space::Global {
                            global_base
                        } else {
                            0x10
                        };
                        next.push((v.space, start));
                        next.len() - 1
                    }
                };
                let (at, n) = alloc_step(next[cur].1, len, v.align);
                next[cur].1 = n;
                var_addr[id] = Some(at);
                allocs.push(LayoutAlloc {
                    space: v.space,
                    addr: at,
                    size: if v.dynamic { 0 } else { len },
                    name: v.name.clone(),
                    init,
                    dynamic: v.dynamic,
                });
            };
        for (i, v) in prog.vars.iter().enumerate() {
            let per_frame = v.owner.is_some() && matches!(v.space, Space::Local | Space::Param);
            // A `.shared` variable the kernel does not use is not its.
            let others = v.space == Space::Shared && shared.offset[i].is_none();
            if !per_frame && !others {
                put(i, &mut var_addr, &mut allocs);
            }
        }
        for (i, v) in prog.vars.iter().enumerate() {
            if v.owner == Some(kernel) && matches!(v.space, Space::Local | Space::Param) {
                put(i, &mut var_addr, &mut allocs);
            }
        }
        // The `.local` variables of the functions the kernel calls, one
        // place each (no recursion on the host backend).
        for (i, v) in prog.vars.iter().enumerate() {
            let called = v.owner.is_some_and(|f| f != kernel);
            if called && v.space == Space::Local && used[i] {
                put(i, &mut var_addr, &mut allocs);
            }
        }
        // Addresses in initializers, now that every variable has one.
        for (i, v) in prog.vars.iter().enumerate() {
            let Some(a) = alloc_of[i].and_then(|k| allocs.get_mut(k)) else {
                continue;
            };
            for r in &v.relocs {
                let target = prog.vars[r.var as usize].space;
                let Some(there) = var_addr[r.var as usize] else {
                    continue;
                };
                let bytes = r.bytes(there, window(target));
                let at = r.at as usize;
                if let Some(dst) = a.init.get_mut(at..at + bytes.len()) {
                    dst.copy_from_slice(&bytes);
                }
            }
        }
        let global_next = next
            .iter()
            .find(|(s, _)| *s == Space::Global)
            .map_or(global_base, |x| x.1);
        KernelLayout {
            kernel,
            var_addr,
            allocs,
            global_next,
        }
    }

    /// The address of variable `v` in its state space, if it lives in an
    /// arena.
    pub fn addr(&self, v: VarId) -> Option<u64> {
        self.var_addr.get(v as usize).copied().flatten()
    }

    /// Whether the valid bytes of `space`'s arena are exactly its first
    /// `len - ARENA_PAD` bytes whatever the launch: `.shared` variables
    /// packed from 0 with no padding between them, and a dynamic array (if
    /// any) starting where they end. Accesses there need only a bounds and
    /// an alignment check, not the validity bitmap.
    pub fn dense(&self, space: Space) -> bool {
        if space != Space::Shared {
            return false;
        }
        let mut list: Vec<&LayoutAlloc> = self.allocs.iter().filter(|a| a.space == space).collect();
        list.sort_by_key(|a| (a.addr, a.dynamic));
        let mut cursor = 0;
        for a in list {
            if a.addr != cursor || (a.size == 0 && !a.dynamic) {
                return false;
            }
            cursor = a.addr + a.size;
        }
        true
    }

    /// Bytes of the static part of `space`'s arena (state-space addresses
    /// `0..end`; for `.global` from [`GLOBAL_START`]), padding excluded.
    pub fn end(&self, space: Space) -> u64 {
        self.allocs
            .iter()
            .filter(|a| a.space == space)
            .map(|a| a.addr + a.size)
            .max()
            .unwrap_or(0)
    }
}

/// [`th::RESUME`] of a thread that has finished: the entry skips it.
pub const RESUME_DONE: u32 = u32::MAX;

/// Signature of a kernel entry: `extern "C" fn(ctx, th, n) -> u8`. It runs
/// the `n` consecutive thread states from `th` (a work-item loop), each from
/// its resume point to its next stop, and records where each stopped in its
/// [`th::STATUS`]: [`STATUS_DONE`] or [`STATUS_EXIT`] (then its resume
/// point becomes [`RESUME_DONE`]), [`STATUS_BARRIER`] or [`STATUS_WARP`].
/// It returns 0 when all of them ran, or, as soon as one faults or runs
/// out of budget, that status (the thread's own `STATUS` holds it too).
pub fn kernel_signature(t: Target) -> Signature {
    let mut sig = Signature::new(t.call_conv);
    sig.params.push(AbiParam::new(t.ptr));
    sig.params.push(AbiParam::new(t.ptr));
    sig.params.push(AbiParam::new(types::I64));
    sig.returns.push(AbiParam::new(types::I8));
    sig
}

/// Signature of the generic-address resolver stored at [`ctx::RESOLVE`].
pub fn resolve_signature(t: Target) -> Signature {
    let mut sig = Signature::new(t.call_conv);
    sig.params.push(AbiParam::new(t.ptr));
    sig.params.push(AbiParam::new(t.ptr));
    sig.params.push(AbiParam::new(types::I64));
    sig.params.push(AbiParam::new(types::I64));
    sig.params.push(AbiParam::new(types::I64));
    sig.returns.push(AbiParam::new(t.ptr));
    sig
}

/// Signature of the resolver trampoline: `(ctx, th, addr, size, align)`,
/// no results (the host pointer, or null, goes to [`th::RESOLVED`]), in
/// the `preserve_all` convention: a call to it clobbers no register, so
/// the cold path of a `.global`-spelled access that calls it does not
/// make every value live across that access spill or leave the
/// caller-saved registers.
pub fn resolve_trampoline_signature(t: Target) -> Signature {
    let mut sig = Signature::new(CallConv::PreserveAll);
    sig.params.push(AbiParam::new(t.ptr));
    sig.params.push(AbiParam::new(t.ptr));
    for _ in 0..3 {
        sig.params.push(AbiParam::new(types::I64));
    }
    sig
}

/// The resolver trampoline ([`resolve_trampoline_signature`]): calls the
/// resolver at [`ctx::RESOLVE`] in the host convention and stores its
/// result in [`th::RESOLVED`]; its prologue saves every register that
/// call clobbers.
pub fn resolve_trampoline(t: Target) -> Function {
    trampoline(
        t,
        resolve_trampoline_signature(t),
        resolve_signature(t),
        ctx::RESOLVE,
        Some(th::RESOLVED),
    )
}

/// A `preserve_all` function of signature `sig` (first parameter: the
/// context; second, when `result_at` is given: the thread state) that
/// calls the host function at `ctx + field`, of signature `host`, with its
/// own parameters, and stores that call's result at `th + result_at`.
fn trampoline(
    t: Target,
    sig: Signature,
    host: Signature,
    field: i32,
    result_at: Option<i32>,
) -> Function {
    let mut func = Function::with_name_signature(UserFuncName::default(), sig);
    let mut fctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut fctx);
    let blk = b.create_block();
    b.append_block_params_for_function_params(blk);
    b.switch_to_block(blk);
    b.seal_block(blk);
    let p = b.block_params(blk).to_vec();
    let fl = MemFlagsData::trusted();
    let host = b.import_signature(host);
    let f = b.ins().load(t.ptr, fl, p[0], field);
    let call = b.ins().call_indirect(host, f, &p);
    if let Some(at) = result_at {
        let r = b.inst_results(call)[0];
        b.ins().store(fl, r, p[1], at);
    }
    b.ins().return_(&[]);
    b.finalize(t.frontend);
    func
}

/// Signature of the range-cache trampoline: `(ctx, addr, size, cache)`, no
/// results, `preserve_all` (see [`resolve_trampoline_signature`]).
pub fn run_trampoline_signature(t: Target) -> Signature {
    let mut sig = Signature::new(CallConv::PreserveAll);
    sig.params.push(AbiParam::new(t.ptr));
    sig.params.push(AbiParam::new(types::I64));
    sig.params.push(AbiParam::new(types::I64));
    sig.params.push(AbiParam::new(t.ptr));
    sig
}

/// The range-cache trampoline ([`run_trampoline_signature`]): calls
/// [`ctx::RUN_OF`] in the host convention. It fills a 16-byte cache of an
/// access site (the generic address where the valid run holding the
/// access starts, and one more than the largest offset from there at which
/// an access of that size stays inside the run): later accesses at that
/// site inside the run pass on one compare, without the bitmap.
pub fn run_trampoline(t: Target) -> Function {
    let mut host = run_trampoline_signature(t);
    host.call_conv = t.call_conv;
    trampoline(t, run_trampoline_signature(t), host, ctx::RUN_OF, None)
}

/// Where a space's arena is: (base pointer field, in the thread state?),
/// length field, bitmap field, and the state-space address of arena byte 0.
pub fn arena_fields(space: Space) -> Option<(i32, bool, i32, i32, u64)> {
    Some(match space {
        Space::Global => (
            ctx::GLOBAL,
            false,
            ctx::GLOBAL_LEN,
            ctx::GLOBAL_SHADOW,
            GLOBAL_START,
        ),
        Space::Const => (ctx::CONST, false, ctx::CONST_LEN, ctx::CONST_SHADOW, 0),
        Space::Shared => (ctx::SHARED, false, ctx::SHARED_LEN, ctx::SHARED_SHADOW, 0),
        Space::Param => (ctx::PARAM, false, ctx::PARAM_LEN, ctx::PARAM_SHADOW, 0),
        Space::Local => (th::LOCAL, true, ctx::LOCAL_LEN, ctx::LOCAL_SHADOW, 0),
        _ => return None,
    })
}

/// The value of special register `s` as `i64`, read from the context and the
/// thread state (the same values the reference interpreter gives).
pub fn sreg_value(b: &mut FunctionBuilder, ctxp: Value, thp: Value, s: Sreg) -> Value {
    let fl = MemFlagsData::trusted();
    let ld32 = |b: &mut FunctionBuilder, p: Value, off: i32| {
        let v = b.ins().load(types::I32, fl, p, off);
        b.ins().uextend(types::I64, v)
    };
    let lane = |b: &mut FunctionBuilder| {
        let l = ld32(b, thp, th::LINEAR);
        b.ins().band_imm_s(l, 31)
    };
    let s = match s.device_value() {
        Ok(v) => return b.ins().iconst(types::I64, v as i64),
        Err(s) => s,
    };
    match s {
        ThreadSreg::Tid(i) => ld32(b, thp, th::TID + 4 * i32::from(i.min(2))),
        ThreadSreg::Ntid(i) => ld32(b, ctxp, ctx::NTID + 4 * i32::from(i.min(2))),
        ThreadSreg::Ctaid(i) => ld32(b, ctxp, ctx::CTAID + 4 * i32::from(i.min(2))),
        ThreadSreg::Nctaid(i) => ld32(b, ctxp, ctx::NCTAID + 4 * i32::from(i.min(2))),
        ThreadSreg::Laneid => lane(b),
        ThreadSreg::Warpid => {
            let l = ld32(b, thp, th::LINEAR);
            b.ins().ushr_imm_s(l, 5)
        }
        ThreadSreg::Nwarpid => ld32(b, ctxp, ctx::NWARPID),
        ThreadSreg::DynamicSmemSize => ld32(b, ctxp, ctx::DYN_SMEM),
        // 1 << lane (eq), the lanes below it (lt) or up to it (le), at or
        // above it (ge), above it (gt).
        ThreadSreg::LanemaskEq => {
            let l = lane(b);
            let one = b.ins().iconst(types::I64, 1);
            b.ins().ishl(one, l)
        }
        ThreadSreg::LanemaskLt | ThreadSreg::LanemaskLe => {
            let l = lane(b);
            let base = b.ins().iconst(types::I64, lanemask_base(s));
            let sh = b.ins().ishl(base, l);
            b.ins().iadd_imm_s(sh, -1)
        }
        ThreadSreg::LanemaskGe | ThreadSreg::LanemaskGt => {
            let l = lane(b);
            let base = b.ins().iconst(types::I64, lanemask_base(s));
            let sh = b.ins().ishl(base, l);
            let m = b.ins().iadd_imm_s(sh, -1);
            let n = b.ins().bnot(m);
            b.ins().band_imm_s(n, 0xffff_ffff)
        }
    }
}

/// `%lanemask_le` and `_gt` count from the lane above (`2 << lane`), the
/// others from the lane itself (`1 << lane`).
fn lanemask_base(s: ThreadSreg) -> i64 {
    if matches!(s, ThreadSreg::LanemaskLe | ThreadSreg::LanemaskGt) {
        2
    } else {
        1
    }
}

fn space_key(s: Space) -> u8 {
    match s {
        Space::Global => 0,
        Space::Const => 1,
        Space::Shared => 2,
        Space::Param => 3,
        Space::Local => 4,
        _ => 5,
    }
}

impl Fx<'_, '_> {
    /// Kernel mode: the state-space address of variable `v` when it lives in
    /// an arena (not in one of this function's stack slots).
    pub(super) fn kernel_var_addr(&self, v: VarId) -> Option<u64> {
        let o = self.kopts?;
        if self.slots.contains_key(&v) {
            return None;
        }
        o.layout.addr(v)
    }

    /// Kernel mode, at function entry (before any thread runs): the range
    /// caches of the `.global` access sites of `body`, all empty (`ctx`:
    /// the context pointer).
    pub(super) fn kernel_site_caches(&mut self, body: &[Instr], ctx: Value) {
        let Some(o) = self.kopts else { return };
        let Some(name) = o.run_trampoline.filter(|_| o.checked) else {
            return;
        };
        // One site per element of a `.global` access.
        let n: usize = body
            .iter()
            .map(|i| match &i.op {
                Op::Ld { space, d, .. } if *space == Space::Global => d.len(),
                Op::St { space, v, .. } if *space == Space::Global => v.len(),
                Op::Atom { space, .. } if *space == Space::Global => 1,
                Op::CpAsync { .. } => 2,
                _ => 0,
            })
            .sum();
        let cap = (n as u32).min(SITE_CACHES);
        if cap == 0 || o.layout.dense(Space::Global) {
            return;
        }
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            16 * cap,
            3,
        ));
        // Empty: no offset is below 0.
        let zero = self.b.ins().iconst(types::I64, 0);
        for k in 0..cap as i32 {
            self.b.ins().stack_store(self.t.ptr, zero, slot, 16 * k + 8);
        }
        let fill = self.import_colocated(
            UserExternalName::new(0, name),
            run_trampoline_signature(self.t),
        );
        self.site_cache = Some(SiteCache {
            slot,
            next: 0,
            cap,
            ctx,
            fill,
        });
    }

    /// Kernel mode, at function entry: creates the fault block and loads the
    /// arena fields of every state space the body accesses.
    pub(super) fn kernel_prologue(&mut self, body: &[Instr]) {
        let fault = self.b.create_block();
        self.b.append_block_param(fault, types::I32);
        for _ in 0..3 {
            self.b.append_block_param(fault, types::I64);
        }
        self.fault = Some(fault);
        let mut spaces = Vec::new();
        for ins in body {
            let used: &[Space] = match &ins.op {
                Op::Ld { space, .. } | Op::St { space, .. } | Op::Atom { space, .. } => {
                    std::slice::from_ref(space)
                }
                Op::CpAsync { .. } => &[Space::Global, Space::Shared],
                _ => &[],
            };
            for space in used {
                if !spaces.contains(space) {
                    spaces.push(*space);
                }
            }
        }
        let (c, t) = self.kx.expect("kernel mode");
        let fl = MemFlagsData::trusted();
        for s in spaces {
            if let Some((bf, in_th, lf, sf, _)) = arena_fields(s) {
                let base = self
                    .b
                    .ins()
                    .load(self.t.ptr, fl, if in_th { t } else { c }, bf);
                let len = self.b.ins().load(types::I64, fl, c, lf);
                let shadow = self.b.ins().load(self.t.ptr, fl, c, sf);
                self.arenas.insert(space_key(s), (base, len, shadow));
            }
        }
    }

    /// Kernel mode, after the body: fills the fault block (records the fault
    /// in the thread state and returns [`STATUS_FAULT`] through `done`).
    pub(super) fn kernel_epilogue(&mut self) {
        let (Some(fault), Some((_, t)), Some(done)) = (self.fault, self.kx, self.done) else {
            return;
        };
        self.b.switch_to_block(fault);
        let p: Vec<Value> = self.b.block_params(fault).to_vec();
        let fl = MemFlagsData::trusted();
        self.b.ins().store(fl, p[0], t, th::FAULT_SITE);
        self.b.ins().store(fl, p[1], t, th::FAULT_ADDR);
        self.b.ins().store(fl, p[2], t, th::FAULT_SIZE);
        self.b.ins().store(fl, p[3], t, th::FAULT_ALIGN);
        let st = self.b.ins().iconst(types::I8, i64::from(STATUS_FAULT));
        self.b.ins().jump(done, &[st.into()]);
    }

    /// Kernel entry: the dispatch block of resume points (`r` is the resume
    /// point read at entry): restores CC.CF (and, after a guarded stop, the
    /// registers [`Fx::saves_stop`] names) and continues after stop `r`.
    pub(super) fn kernel_dispatch(&mut self, dispatch: Block, r: Value) {
        let (_, t) = self.kx.expect("kernel mode");
        let fl = MemFlagsData::trusted();
        self.b.switch_to_block(dispatch);
        let mut sw = Switch::new();
        let resumes = self.resumes.clone();
        let mut restores = Vec::new();
        for (k, (after, kept)) in resumes.into_iter().enumerate() {
            let blk = self.b.create_block();
            sw.set_entry(k as u128 + 1, blk);
            restores.push((blk, after, kept));
        }
        let bad = self.b.create_block();
        sw.emit(&mut self.b, r, bad);
        for (blk, after, restore) in restores {
            self.b.switch_to_block(blk);
            self.saves_resume(&restore);
            self.b.ins().jump(after, &[]);
        }
        self.b.switch_to_block(bad);
        let z = self.b.ins().iconst(types::I8, i64::from(STATUS_DONE));
        self.b.ins().store(fl, z, t, th::STATUS);
        self.b
            .ins()
            .jump(self.next_thread.expect("kernel entry"), &[]);
    }

    /// Kernel entry, at the thread's end (`st`, an `i8` status): records
    /// it; a thread that returned or exited is marked [`RESUME_DONE`] and
    /// the loop goes on with the next thread, any other status (a fault,
    /// the budget) ends the call with it.
    pub(super) fn kernel_thread_end(&mut self, st: Value) {
        let (_, t) = self.kx.expect("kernel mode");
        let fl = MemFlagsData::trusted();
        self.b.ins().store(fl, st, t, th::STATUS);
        let finished =
            self.b
                .ins()
                .icmp_imm_u(IntCC::UnsignedLessThanOrEqual, st, i64::from(STATUS_EXIT));
        let mark = self.b.create_block();
        let stop = self.b.create_block();
        self.b.ins().brif(finished, mark, &[], stop, &[]);
        self.b.switch_to_block(mark);
        let d = self.b.ins().iconst(types::I32, i64::from(RESUME_DONE));
        self.b.ins().store(fl, d, t, th::RESUME);
        self.b
            .ins()
            .jump(self.next_thread.expect("kernel entry"), &[]);
        self.b.switch_to_block(stop);
        self.b.ins().return_(&[st]);
    }

    /// Kernel entry: `bar.sync` (guarded or not). Stops the thread with
    /// [`STATUS_BARRIER`] ([`Self::yield_to`]); execution resumes in a fresh
    /// block, which becomes current.
    pub(super) fn kernel_barrier(&mut self, red: Option<&BarRed>) -> LResult<()> {
        let Some(r) = red else {
            let cont = match self.skip_unless_guard() {
                Some(next) => next,
                None => self.b.create_block(),
            };
            // A thread at a plain bar.sync counts as a false predicate for
            // a bar.red it meets (undefined in PTX; the interpreter's
            // choice).
            let (_, t) = self.kx.expect("kernel mode");
            let zero = self.b.ins().iconst(types::I64, 0);
            self.b.ins().store(MemFlagsData::trusted(), zero, t, th::WA);
            self.yield_to(cont, STATUS_BARRIER)?;
            self.b.switch_to_block(cont);
            return Ok(());
        };
        // bar.red: the predicate goes to the runner in `WA`; at the release
        // it writes how many arrived threads hold it true (`WD`) and how
        // many arrived (`WC`).
        let (_, t) = self.kx.expect("kernel mode");
        let fl = MemFlagsData::trusted();
        let after = self.skip_unless_guard();
        let c = self.read_pred(r.c)?;
        let c = if r.not_c {
            self.b.ins().bxor_imm_s(c, 1)
        } else {
            c
        };
        let c = self.b.ins().uextend(types::I64, c);
        self.b.ins().store(fl, c, t, th::WA);
        let resume = self.b.create_block();
        self.yield_to(resume, STATUS_BARRIER)?;
        self.b.switch_to_block(resume);
        let count = self.b.ins().load(types::I32, fl, t, th::WD);
        let v = match r.op {
            BarRedOp::Popc => count,
            BarRedOp::Or => self.b.ins().icmp_imm_s(IntCC::NotEqual, count, 0),
            BarRedOp::And => {
                let arrived = self.b.ins().load(types::I32, fl, t, th::WC);
                self.b.ins().icmp(IntCC::Equal, count, arrived)
            }
        };
        self.write(r.d, v);
        if let Some(next) = after {
            self.b.ins().jump(next, &[]);
            self.b.switch_to_block(next);
        }
        Ok(())
    }

    /// Kernel entry, at a point where the thread stops (`bar.sync`, a warp
    /// instruction): saves the registers live across the stop whose save
    /// slots are not current, and CC.CF ([`super::saves`]), records
    /// `resume` as the next resume point (the dispatch block jumps there)
    /// and `status` in [`th::STATUS`], and goes on with the work-item
    /// loop's next thread.
    fn yield_to(&mut self, resume: Block, status: u8) -> LResult<()> {
        let (_, t) = self.kx.expect("kernel mode");
        let fl = MemFlagsData::trusted();
        let restore = self.saves_stop()?;
        self.fuel_save();
        self.resumes.push((resume, restore));
        let k = self.b.ins().iconst(types::I32, self.resumes.len() as i64);
        self.b.ins().store(fl, k, t, th::RESUME);
        let st = self.b.ins().iconst(types::I8, i64::from(status));
        self.b.ins().store(fl, st, t, th::STATUS);
        self.b
            .ins()
            .jump(self.next_thread.expect("kernel entry"), &[]);
        Ok(())
    }

    /// A guarded instruction with side effects: branches around the rest
    /// of it when the guard fails (taking the guard), and returns the block
    /// to continue in afterwards (`None` when unguarded).
    fn skip_unless_guard(&mut self) -> Option<Block> {
        let (p, neg) = self.guard.take()?;
        self.saves_before_guard_branch();
        let body = self.b.create_block();
        let next = self.b.create_block();
        if neg {
            self.b.ins().brif(p, next, &[], body, &[]);
        } else {
            self.b.ins().brif(p, body, &[], next, &[]);
        }
        self.b.switch_to_block(body);
        Some(next)
    }

    /// Kernel mode: `cp.async` as a synchronous copy of its `size` bytes;
    /// an immediate source size copies that many bytes and zero-fills the
    /// rest (a source size in a register and `ignore-src` are not compiled
    /// yet; the interpreter runs them). With a partial source size the
    /// source's alignment to the copy size is not checked here.
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
            Some(ptxjit_frontend::ir::Src::Imm(n)) => Some((*n).min(u64::from(*size)) as u32),
            Some(_) => None,
        };
        let (piece, count) = if *size == 16 {
            (8, 2)
        } else {
            (u32::from(*size), 1)
        };
        let after = self.skip_unless_guard();
        let fl = MemFlagsData::new().with_notrap();
        let Some(n) = n.filter(|_| ignore.is_none()) else {
            // The byte count is known at run time only: zeros, then each
            // byte below it copied on its own (only those must exist).
            let size_v = self.b.ins().iconst(types::I64, i64::from(*size));
            let mut n = match src_size {
                Some(s) => {
                    let v = self.read(*s, 64)?;
                    self.b.ins().umin(v, size_v)
                }
                None => size_v,
            };
            if let Some((p, neg)) = ignore {
                let pv = self.read_pred(*p)?;
                let zero = self.b.ins().iconst(types::I64, 0);
                n = if *neg {
                    self.b.ins().select(pv, n, zero)
                } else {
                    self.b.ins().select(pv, zero, n)
                };
            }
            let to = self.kernel_ptrs(Space::Shared, dst, piece, count, false)?;
            let zero = self.b.ins().iconst(super::ity(piece * 8), 0);
            for &p in &to {
                self.b.ins().store(fl, zero, p, 0);
            }
            for k in 0..u32::from(*size) {
                let copy = self.b.create_block();
                let next = self.b.create_block();
                let below = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::UnsignedGreaterThan, n, i64::from(k));
                self.b.ins().brif(below, copy, &[], next, &[]);
                self.b.switch_to_block(copy);
                let at = Addr {
                    base: src.base,
                    offset: src.offset + i64::from(k),
                };
                let p = self.kernel_ptrs(Space::Global, &at, 1, 1, false)?[0];
                let v = self.b.ins().load(types::I8, fl, p, 0);
                let q = to[(k / piece) as usize];
                self.b.ins().store(fl, v, q, (k % piece) as i32);
                self.b.ins().jump(next, &[]);
                self.b.switch_to_block(next);
            }
            if let Some(next) = after {
                self.b.ins().jump(next, &[]);
                self.b.switch_to_block(next);
            }
            return Ok(());
        };
        if n == u32::from(*size) {
            let from = self.kernel_ptrs(Space::Global, src, piece, count, false)?;
            let ty = super::ity(piece * 8);
            let vals: Vec<Value> = from
                .into_iter()
                .map(|p| self.b.ins().load(ty, fl, p, 0))
                .collect();
            let to = self.kernel_ptrs(Space::Shared, dst, piece, count, false)?;
            for (p, v) in to.into_iter().zip(vals) {
                self.b.ins().store(fl, v, p, 0);
            }
        } else {
            // The first n bytes in pieces of the largest power of two that
            // divides n (each checked on its own), zeros after.
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
                vals.push(self.b.ins().load(super::ity(part * 8), fl, p, 0));
            }
            let to = self.kernel_ptrs(Space::Shared, dst, piece, count, false)?;
            let zero = self.b.ins().iconst(super::ity(piece * 8), 0);
            for &p in &to {
                self.b.ins().store(fl, zero, p, 0);
            }
            for (i, v) in vals.into_iter().enumerate() {
                self.b.ins().store(fl, v, to[0], (i as u32 * part) as i32);
            }
        }
        if let Some(next) = after {
            self.b.ins().jump(next, &[]);
            self.b.switch_to_block(next);
        }
        Ok(())
    }

    /// Kernel entry: a warp instruction ([`Op::Warp`]). Unless its guard is
    /// false, stores its operands and the instruction's index in the thread
    /// state and stops the thread with [`STATUS_WARP`]; the block
    /// runner completes it with the warp's other lanes, writes `d`/`p`
    /// ([`th::WD`], [`th::WP`]) and resumes here.
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
        let (_, t) = self.kx.expect("kernel mode");
        let fl = MemFlagsData::trusted();
        // A lane whose guard fails does not take part.
        let after = self.skip_unless_guard();
        let av = if matches!(wop, WarpOp::Vote(_)) {
            let x = self.read_pred(*a)?;
            let x = if *not_a {
                self.b.ins().bxor_imm_s(x, 1)
            } else {
                x
            };
            self.b.ins().uextend(types::I64, x)
        } else {
            self.read(*a, 64)?
        };
        let bv = self.read(*b, 32)?;
        let cv = self.read(*c, 32)?;
        let mv = self.read(*mask, 32)?;
        let site = self.b.ins().iconst(types::I32, self.cur as i64);
        self.b.ins().store(fl, site, t, th::WSITE);
        self.b.ins().store(fl, mv, t, th::WMASK);
        self.b.ins().store(fl, av, t, th::WA);
        self.b.ins().store(fl, bv, t, th::WB);
        self.b.ins().store(fl, cv, t, th::WC);
        let resume = self.b.create_block();
        self.yield_to(resume, STATUS_WARP)?;
        // Resumed (the guard held, and is taken): the runner's results.
        self.b.switch_to_block(resume);
        let dv = self.b.ins().load(types::I32, fl, t, th::WD);
        self.write(*d, dv);
        let pv = self.b.ins().load(types::I8, fl, t, th::WP);
        self.write(*p, pv);
        if let Some(next) = after {
            self.b.ins().jump(next, &[]);
            self.b.switch_to_block(next);
        }
        Ok(())
    }

    /// Whether every access of `size` bytes at `a` is valid and aligned to
    /// `align`, proven at compile time: `a` is a constant inside a
    /// variable of fixed size in `space` plus a value whose proven range
    /// ([`Fx::ubound`]) and alignment ([`Fx::known_tz`]) keep the access
    /// inside that variable (for example a 256-entry table indexed by
    /// `(w & 255) * 4`).
    fn proven_valid(&self, space: Space, a: Value, size: u32, align: u32) -> bool {
        let Some(o) = self.kopts else { return false };
        let (x, c) = self.split_const(a, 6);
        let c = c as u64;
        let (ub, tz) = match x {
            Some(x) => (self.ubound(x), self.known_tz(x, 6)),
            None => (0, 64),
        };
        let Some(var) =
            o.layout.allocs.iter().find(|al| {
                al.space == space && !al.dynamic && al.addr <= c && c - al.addr < al.size
            })
        else {
            return false;
        };
        let end = u128::from(c - var.addr) + ub + u128::from(size);
        let align = u64::from(align.max(1));
        end <= u128::from(var.size)
            && c.is_multiple_of(align)
            && (tz >= 64 || (1u64 << tz).is_multiple_of(align))
    }

    /// Branches to `yes` when `ok` holds and `a` is aligned to `align`,
    /// else to `no`: two branches (shorter than a flag `and` on x86).
    fn brif_aligned(&mut self, ok: Value, a: Value, align: u32, yes: Block, no: Block) {
        if align > 1 {
            let al = self.b.create_block();
            self.b.ins().brif(ok, al, &[], no, &[]);
            self.b.switch_to_block(al);
            let low = self.b.ins().band_imm_s(a, i64::from(align) - 1);
            self.b.ins().brif(low, no, &[], yes, &[]);
        } else {
            self.b.ins().brif(ok, yes, &[], no, &[]);
        }
    }

    /// `ok && a % align == 0` (`ok` itself when `align` is 1).
    fn and_aligned(&mut self, ok: Value, a: Value, align: u32) -> Value {
        if align <= 1 {
            return ok;
        }
        let al = self.b.ins().band_imm_s(a, i64::from(align) - 1);
        let aligned = self.b.ins().icmp_imm_s(IntCC::Equal, al, 0);
        self.b.ins().band(ok, aligned)
    }

    /// Kernel mode: the host pointer of a checked access of `size` bytes at
    /// state-space address `a` (generic for `.global`), aligned to `align`.
    /// Branches to the fault block when the access is invalid. An `atomic`
    /// access has its alignment checked even in unchecked mode (a host
    /// atomic must not straddle a cache line).
    fn checked_ptr(
        &mut self,
        space: Space,
        a: Value,
        size: u32,
        align: u32,
        atomic: bool,
    ) -> LResult<Value> {
        let Some((_, _, _, _, origin)) = arena_fields(space) else {
            return Err(self.err(format!(
                "memory in .{} space is unsupported on the host backend",
                space.name()
            )));
        };
        let (c, t) = self.kx.expect("kernel mode");
        let (base, len, shadow) = self.arenas[&space_key(space)];
        let checked = self.kopts.is_some_and(|o| o.checked);
        let site = self.kopts.map_or(0, |o| o.site_base) + self.sites.len() as u32;
        self.sites.push(self.span);
        let fl = MemFlagsData::trusted();
        let off = self.b.ins().iadd_imm_s(a, (origin as i64).wrapping_neg());
        if self.proven_valid(space, a, size, align) {
            // Inside one static variable, aligned, for every value `a` may
            // have: no check.
            return Ok(self.b.ins().iadd(base, off));
        }
        let lim = self.b.ins().iadd_imm_s(len, -i64::from(size));
        let in_range = self.b.ins().icmp(IntCC::UnsignedLessThanOrEqual, off, lim);
        let fast = self.b.create_block();
        let slow = self.b.create_block();
        let cont = self.b.create_block();
        let ptr = self.b.append_block_param(cont, self.t.ptr);
        let dense = self.kopts.is_some_and(|o| o.layout.dense(space));
        // A `.global` site with a range cache: inside the cached run and
        // aligned passes on one compare; otherwise the checks below run
        // and, when the access is valid, refill the cache (`fill`).
        let mut fill = None;
        if let (true, false, Space::Global, Some(sc)) =
            (checked, dense, space, self.site_cache.as_mut())
        {
            if sc.next < sc.cap {
                let k = sc.next as i32;
                sc.next += 1;
                let (slot, sctx, fref) = (sc.slot, sc.ctx, sc.fill);
                let lo = self
                    .b
                    .ins()
                    .stack_load(self.t.ptr, types::I64, slot, 16 * k);
                let lim = self
                    .b
                    .ins()
                    .stack_load(self.t.ptr, types::I64, slot, 16 * k + 8);
                let d = self.b.ins().isub(a, lo);
                let hit = self.b.ins().icmp(IntCC::UnsignedLessThan, d, lim);
                let quick = self.b.create_block();
                let check = self.b.create_block();
                self.brif_aligned(hit, a, align, quick, check);
                self.b.switch_to_block(quick);
                let p = self.b.ins().iadd(base, off);
                self.b.ins().jump(cont, &[p.into()]);
                self.b.switch_to_block(check);
                self.b.set_cold_block(check);
                fill = Some((slot, k, sctx, fref));
            }
        }
        if checked && dense {
            // No holes: in bounds of the valid bytes and aligned is valid.
            let lim = self
                .b
                .ins()
                .iadd_imm_s(len, -((ARENA_PAD + u64::from(size)) as i64));
            let in_valid = self.b.ins().icmp(IntCC::UnsignedLessThanOrEqual, off, lim);
            let ok = self.and_aligned(in_valid, a, align);
            self.b.ins().brif(ok, fast, &[], slow, &[]);
        } else if checked {
            let chk = self.b.create_block();
            self.b.ins().brif(in_range, chk, &[], slow, &[]);
            self.b.switch_to_block(chk);
            let idx = self.b.ins().ushr_imm_s(off, 3);
            let p = self.b.ins().iadd(shadow, idx);
            // The common case first: an aligned access inside 8-byte
            // granules that are valid whole (bitmap bytes all ones). An
            // access aligned to its size never straddles a granule.
            let granules = match size {
                1 | 2 | 4 | 8 if align >= size => Some((8u32, 0xffi64)),
                16 if align >= 16 => Some((16, 0xffff)),
                _ => None,
            };
            if let Some((bits, full)) = granules {
                let g = if bits == 8 {
                    self.b.ins().uload8(types::I32, fl, p, 0)
                } else {
                    self.b.ins().uload16(types::I32, fl, p, 0)
                };
                let whole = self.b.ins().icmp_imm_s(IntCC::Equal, g, full);
                let exact = self.b.create_block();
                self.brif_aligned(whole, a, align, fast, exact);
                self.b.switch_to_block(exact);
                self.b.set_cold_block(exact);
            }
            // Exactly: the access's own bits (up to 16 from any bit of the
            // first bitmap byte: 32 bits loaded).
            let sh = if size > 8 {
                self.b.ins().load(types::I32, fl, p, 0)
            } else {
                self.b.ins().uload16(types::I32, fl, p, 0)
            };
            let bit = self.b.ins().ireduce(types::I32, off);
            let bit = self.b.ins().band_imm_s(bit, 7);
            let s = self.b.ins().ushr(sh, bit);
            let m = (1i64 << size.min(16)) - 1;
            let x = self.b.ins().band_imm_s(s, m);
            let ok1 = self.b.ins().icmp_imm_s(IntCC::Equal, x, m);
            let ok = self.and_aligned(ok1, a, align);
            self.b.ins().brif(ok, fast, &[], slow, &[]);
        } else if atomic && align > 1 {
            let ok = self.and_aligned(in_range, a, align);
            self.b.ins().brif(ok, fast, &[], slow, &[]);
        } else {
            self.b.ins().brif(in_range, fast, &[], slow, &[]);
        }
        self.b.switch_to_block(fast);
        if let Some((slot, k, sctx, fref)) = fill {
            self.b.set_cold_block(fast);
            let cache = self.b.ins().stack_addr(self.t.ptr, slot, 16 * k);
            let size_v = self.b.ins().iconst(types::I64, i64::from(size));
            self.b.ins().call(fref, &[sctx, a, size_v, cache]);
        }
        let p = self.b.ins().iadd(base, off);
        self.b.ins().jump(cont, &[p.into()]);
        self.b.switch_to_block(slow);
        self.b.set_cold_block(slow);
        let fault = self.fault.expect("fault block");
        let site_v = self.b.ins().iconst(types::I32, i64::from(site));
        let size_v = self.b.ins().iconst(types::I64, i64::from(size));
        let align_v = self.b.ins().iconst(types::I64, i64::from(align));
        if let (Space::Global, Some(name)) = (space, self.kopts.and_then(|o| o.resolve_trampoline))
        {
            // Through the trampoline: a call that clobbers no register.
            let f = match self.resolve_ref {
                Some(f) => f,
                None => {
                    let f = self.import_colocated(
                        UserExternalName::new(0, name),
                        resolve_trampoline_signature(self.t),
                    );
                    self.resolve_ref = Some(f);
                    f
                }
            };
            self.b.ins().call(f, &[c, t, a, size_v, align_v]);
            let p = self.b.ins().load(self.t.ptr, fl, t, th::RESOLVED);
            let bad = self.b.create_block();
            self.b.ins().brif(p, cont, &[p.into()], bad, &[]);
            self.b.switch_to_block(bad);
            self.b.set_cold_block(bad);
            self.b.ins().jump(
                fault,
                &[site_v.into(), a.into(), size_v.into(), align_v.into()],
            );
        } else if space == Space::Global {
            let sig = match self.resolve_sig {
                Some(s) => s,
                None => {
                    let s = self.b.import_signature(resolve_signature(self.t));
                    self.resolve_sig = Some(s);
                    s
                }
            };
            let f = self.b.ins().load(self.t.ptr, fl, c, ctx::RESOLVE);
            let call = self
                .b
                .ins()
                .call_indirect(sig, f, &[c, t, a, size_v, align_v]);
            let p = self.b.inst_results(call)[0];
            let bad = self.b.create_block();
            self.b.ins().brif(p, cont, &[p.into()], bad, &[]);
            self.b.switch_to_block(bad);
            self.b.set_cold_block(bad);
            self.b.ins().jump(
                fault,
                &[site_v.into(), a.into(), size_v.into(), align_v.into()],
            );
        } else {
            let g = self.b.ins().iadd_imm_s(a, window(space) as i64);
            self.b.ins().jump(
                fault,
                &[site_v.into(), g.into(), size_v.into(), align_v.into()],
            );
        }
        self.b.switch_to_block(cont);
        Ok(ptr)
    }

    /// Kernel mode: the host pointers of the `n` elements of `size` bytes of
    /// an access at `addr` in `space` (`atomic`: see [`Self::checked_ptr`]).
    fn kernel_ptrs(
        &mut self,
        space: Space,
        addr: &Addr,
        size: u32,
        n: usize,
        atomic: bool,
    ) -> LResult<Vec<Value>> {
        let total = size * n as u32;
        let a = match addr.base {
            AddrBase::Var(v) => {
                let Some(va) = self.kernel_var_addr(v) else {
                    return Err(self.err(format!(
                        "the address of '{}' is unsupported on the host backend",
                        self.prog().vars[v as usize].name
                    )));
                };
                let var = &self.prog().vars[v as usize];
                let sa = va.wrapping_add(addr.offset as u64);
                let len = var.size.max(var.init.len() as u64);
                let in_bounds = !var.dynamic
                    && addr.offset >= 0
                    && (addr.offset as u64).saturating_add(u64::from(total)) <= len
                    && sa % u64::from(total.max(1)) == 0;
                if in_bounds {
                    // Known valid at compile time: no check.
                    let origin = arena_fields(var.space).map_or(0, |x| x.4);
                    let (base, _, _) = self.arenas[&space_key(space)];
                    let mut out = Vec::new();
                    for i in 0..n {
                        let off = sa - origin + u64::from(size) * i as u64;
                        out.push(self.b.ins().iadd_imm_s(base, off as i64));
                    }
                    return Ok(out);
                }
                self.b.ins().iconst(types::I64, sa as i64)
            }
            AddrBase::Reg(r) => {
                let v = self.reg_value(r);
                let v = self.cast(v, 64, false);
                self.b.ins().iadd_imm_s(v, addr.offset)
            }
            AddrBase::Abs => self.b.ins().iconst(types::I64, addr.offset),
        };
        let own_params = space == Space::Param && !self.is_entry();
        let mut out = Vec::new();
        for i in 0..n {
            let ai = self.b.ins().iadd_imm_s(a, i64::from(size) * i as i64);
            let align = if i == 0 { total } else { size };
            out.push(if own_params {
                self.own_param_ptr(ai, size, align)
            } else {
                self.checked_ptr(space, ai, size, align, atomic)?
            });
        }
        Ok(out)
    }

    /// The param-space address of this `.func`'s own `.param` variable `v`
    /// (see `Fx::own_params`).
    pub(super) fn own_param_addr(&self, v: VarId) -> Option<u64> {
        self.own_params.iter().find(|x| x.0 == v).map(|x| x.1)
    }

    /// The host pointer of a `size`-byte access at param-space address `a`
    /// in a `.func`: inside one of its own `.param` variables (a stack slot),
    /// or a fault.
    fn own_param_ptr(&mut self, a: Value, size: u32, align: u32) -> Value {
        let site = self.kopts.map_or(0, |o| o.site_base) + self.sites.len() as u32;
        self.sites.push(self.span);
        let cont = self.b.create_block();
        let ptr = self.b.append_block_param(cont, self.t.ptr);
        for (_, base, slot, len) in self.own_params.clone() {
            if len < size {
                continue;
            }
            let off = self.b.ins().iadd_imm_s(a, (base as i64).wrapping_neg());
            let inside =
                self.b
                    .ins()
                    .icmp_imm_s(IntCC::UnsignedLessThanOrEqual, off, i64::from(len - size));
            let hit = self.b.create_block();
            let next = self.b.create_block();
            self.b.ins().brif(inside, hit, &[], next, &[]);
            self.b.switch_to_block(hit);
            let p = self.b.ins().stack_addr(self.t.ptr, slot, 0);
            let p = self.b.ins().iadd(p, off);
            self.b.ins().jump(cont, &[p.into()]);
            self.b.switch_to_block(next);
        }
        self.b
            .set_cold_block(self.b.current_block().expect("block"));
        let fault = self.fault.expect("fault block");
        let site_v = self.b.ins().iconst(types::I32, i64::from(site));
        let size_v = self.b.ins().iconst(types::I64, i64::from(size));
        let align_v = self.b.ins().iconst(types::I64, i64::from(align));
        let g = self.b.ins().iadd_imm_s(a, window(Space::Param) as i64);
        self.b.ins().jump(
            fault,
            &[site_v.into(), g.into(), size_v.into(), align_v.into()],
        );
        self.b.switch_to_block(cont);
        ptr
    }

    /// Kernel mode: `ld`/`st` through the arenas. False when the access is
    /// to one of this function's own stack slots (handled by the caller).
    pub(super) fn kernel_mem(&mut self, op: &Op) -> LResult<bool> {
        if self.kx.is_none() {
            return Ok(false);
        }
        let (space, ty, addr, n, store) = match op {
            Op::Ld { space, ty, d, addr } => (*space, *ty, addr, d.len(), None),
            Op::St { space, ty, addr, v } => (*space, *ty, addr, v.len(), Some(v)),
            ptxjit_frontend::int_ops!()
            | ptxjit_frontend::logic_ops!()
            | ptxjit_frontend::video_ops!()
            | ptxjit_frontend::control_ops!()
            | ptxjit_frontend::dispatcher_ops!() => return Ok(false),
        };
        if let AddrBase::Var(v) = addr.base {
            if self.slots.contains_key(&v) {
                return Ok(false);
            }
        }
        let bits = ty.bits();
        if !(8..=64).contains(&bits) {
            return Err(self.err(format!(
                "ld/st of {} bits is unsupported on the host backend",
                bits
            )));
        }
        if store.is_some() && space == Space::Param {
            return Err(
                self.err("st.param to a kernel parameter is unsupported on the host backend")
            );
        }
        let size = bits / 8;
        let vals = match store {
            Some(v) => {
                let mut out = Vec::new();
                for s in v.iter() {
                    out.push(self.read(*s, bits)?);
                }
                out
            }
            None => Vec::new(),
        };
        // A guarded access is skipped entirely when the guard fails.
        let after = self.skip_unless_guard();
        let ptrs = self.kernel_ptrs(space, addr, size, n, false)?;
        let fl = MemFlagsData::new().with_notrap();
        match op {
            Op::Ld { d, .. } => {
                for (p, dst) in ptrs.into_iter().zip(d.iter()) {
                    let v = self.b.ins().load(super::ity(bits), fl, p, 0);
                    self.write_ext(*dst, v, ty.is_signed());
                }
            }
            Op::St { .. } => {
                for (p, v) in ptrs.into_iter().zip(vals) {
                    self.b.ins().store(fl, v, p, 0);
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
        if let Some(next) = after {
            self.b.ins().jump(next, &[]);
            self.b.switch_to_block(next);
        }
        Ok(true)
    }
}

impl Fx<'_, '_> {
    /// Kernel mode: `atom`/`red` ([`Op::Atom`]). A `.global` (or generic)
    /// atomic is a host atomic read-modify-write (blocks run in parallel):
    /// `atomic_rmw` for add/and/or/xor/exch/min/max, `atomic_cas` for cas,
    /// and a compare-and-swap loop for inc/dec. A `.shared` one is a plain
    /// load, operation and store: the threads of a block never run at the
    /// same time. The address is checked like `ld`/`st` (bounds, and
    /// alignment to the access size always). `d` receives the old value.
    pub(super) fn lower_atom(&mut self, op: &Op) -> LResult<()> {
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
            return Err(self.err("lower_atom called on another instruction"));
        };
        if self.kx.is_none() {
            return Err(self.err(
                "atom/red need kernel memory: launch the kernel (they are unsupported in a called sequence)",
            ));
        }
        let bits = ty.bits();
        if !matches!(bits, 16 | 32 | 64) {
            return Err(self.err(format!(
                "atom/red of {} bits is unsupported on the host backend",
                bits
            )));
        }
        let bv = self.read(*b, bits)?;
        let cv = match c {
            Some(c) => Some(self.read(*c, bits)?),
            None => None,
        };
        // A guarded atomic is skipped entirely when the guard fails.
        let after = self.skip_unless_guard();
        let ptr = self.kernel_ptrs(*space, addr, bits / 8, 1, true)?[0];
        let vt = super::ity(bits);
        let signed = ty.is_signed();
        let old = if *space == Space::Shared {
            let fl = MemFlagsData::new().with_notrap();
            let old = self.b.ins().load(vt, fl, ptr, 0);
            let new = self.atom_value(*op, signed, old, bv, cv);
            self.b.ins().store(fl, new, ptr, 0);
            old
        } else {
            let fl = MemFlagsData::trusted();
            let rmw = match op {
                AtomOp::Add => Some(AtomicRmwOp::Add),
                AtomOp::And => Some(AtomicRmwOp::And),
                AtomOp::Or => Some(AtomicRmwOp::Or),
                AtomOp::Xor => Some(AtomicRmwOp::Xor),
                AtomOp::Exch => Some(AtomicRmwOp::Xchg),
                AtomOp::Min if signed => Some(AtomicRmwOp::Smin),
                AtomOp::Min => Some(AtomicRmwOp::Umin),
                AtomOp::Max if signed => Some(AtomicRmwOp::Smax),
                AtomOp::Max => Some(AtomicRmwOp::Umax),
                AtomOp::Cas | AtomOp::Inc | AtomOp::Dec => None,
            };
            match (rmw, op) {
                (Some(r), _) => self.b.ins().atomic_rmw(vt, fl, r, ptr, bv),
                (None, AtomOp::Cas) => {
                    let cv = cv.unwrap_or(bv);
                    self.b.ins().atomic_cas(fl, ptr, bv, cv)
                }
                _ => {
                    // inc/dec: compare-and-swap until no other thread got
                    // in between.
                    let first = self.b.ins().atomic_load(vt, fl, ptr);
                    let retry = self.b.create_block();
                    let cur = self.b.append_block_param(retry, vt);
                    let done = self.b.create_block();
                    let got = self.b.append_block_param(done, vt);
                    self.b.ins().jump(retry, &[first.into()]);
                    self.b.switch_to_block(retry);
                    let new = self.atom_value(*op, signed, cur, bv, cv);
                    let seen = self.b.ins().atomic_cas(fl, ptr, cur, new);
                    let same = self.b.ins().icmp(IntCC::Equal, seen, cur);
                    self.b
                        .ins()
                        .brif(same, done, &[seen.into()], retry, &[seen.into()]);
                    self.b.switch_to_block(done);
                    got
                }
            }
        };
        self.write(*d, old);
        if let Some(next) = after {
            self.b.ins().jump(next, &[]);
            self.b.switch_to_block(next);
        }
        Ok(())
    }

    /// The value an atomic stores over `old` (all values of the access
    /// type; `signed` for `.s32`/`.s64` min/max).
    fn atom_value(
        &mut self,
        op: AtomOp,
        signed: bool,
        old: Value,
        b: Value,
        c: Option<Value>,
    ) -> Value {
        match op {
            AtomOp::Add => self.b.ins().iadd(old, b),
            AtomOp::And => self.b.ins().band(old, b),
            AtomOp::Or => self.b.ins().bor(old, b),
            AtomOp::Xor => self.b.ins().bxor(old, b),
            AtomOp::Exch => b,
            AtomOp::Min | AtomOp::Max => {
                let cc = match (op == AtomOp::Min, signed) {
                    (true, true) => IntCC::SignedLessThan,
                    (true, false) => IntCC::UnsignedLessThan,
                    (false, true) => IntCC::SignedGreaterThan,
                    (false, false) => IntCC::UnsignedGreaterThan,
                };
                let take_b = self.b.ins().icmp(cc, b, old);
                self.b.ins().select(take_b, b, old)
            }
            AtomOp::Cas => {
                let c = c.unwrap_or(old);
                let hit = self.b.ins().icmp(IntCC::Equal, old, b);
                self.b.ins().select(hit, c, old)
            }
            AtomOp::Inc => {
                // (old >= b) ? 0 : old + 1
                let wrap = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, old, b);
                let vt = self.b.func.dfg.value_type(old);
                let zero = self.b.ins().iconst(vt, 0);
                let up = self.b.ins().iadd_imm_s(old, 1);
                self.b.ins().select(wrap, zero, up)
            }
            AtomOp::Dec => {
                // ((old == 0) || (old > b)) ? b : old - 1
                let z = self.b.ins().icmp_imm_s(IntCC::Equal, old, 0);
                let above = self.b.ins().icmp(IntCC::UnsignedGreaterThan, old, b);
                let wrap = self.b.ins().bor(z, above);
                let down = self.b.ins().iadd_imm_s(old, -1);
                self.b.ins().select(wrap, b, down)
            }
        }
    }
}
