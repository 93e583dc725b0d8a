//! The kernel ABI the generated code and the block runner (`ptxjit_jit`'s
//! `kernel/abi.rs`) share: the byte offsets of the per-block context
//! ([`ctx`]) and per-thread state ([`th`]), the statuses an entry returns,
//! the builtins' codes, the entry and trampoline signatures, and where
//! special registers are read.

use super::*;

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
/// The thread's budget ran out (see [`crate::clif::budget`]; the cell records
/// where and why).
pub const STATUS_STOPPED: u8 = crate::clif::budget::STATUS_STOPPED;

/// Byte offsets of the per-block context (`#[repr(C)]` on the Rust side).
pub mod ctx {
    /// Host pointer of the global arena (generic address [`crate::clif::kernel::GLOBAL_START`]).
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
    /// (see [`crate::clif::kernel::run_trampoline`]).
    pub const RUN_OF: i32 = 184;
    /// The builtins' entry ([`crate::clif::kernel::BUILTIN_VPRINTF`]):
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
    /// Resume point: 0 = start, k = after the k-th stop, [`crate::clif::kernel::RESUME_DONE`]
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
    /// Warp instruction the thread waits at (after [`crate::clif::kernel::STATUS_WARP`]):
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
    /// Set by the block runner for a lane whose warp is in a quiet epoch
    /// ([`crate::quiet`]): its lockstep points do not stop it (u8 0/1).
    pub const QUIET: i32 = 142;
    /// The resolver trampoline's result ([`crate::clif::kernel::resolve_trampoline`]).
    pub const RESOLVED: i32 = 144;
    /// Size of the state.
    pub const SIZE: usize = 152;
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
pub(super) fn lanemask_base(s: ThreadSreg) -> i64 {
    if matches!(s, ThreadSreg::LanemaskLe | ThreadSreg::LanemaskGt) {
        2
    } else {
        1
    }
}
