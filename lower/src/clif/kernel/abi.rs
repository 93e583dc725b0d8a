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

/// A kernel entry (see [`kernel_signature`]).
pub type KernelFn = unsafe extern "C" fn(*const Ctx, *mut Th, u64) -> u8;
/// [`Ctx::resolve`].
pub type ResolveFn = unsafe extern "C" fn(*const Ctx, *const Th, u64, u64, u64) -> *mut u8;
/// [`Ctx::run_of`].
pub type RunFn = unsafe extern "C" fn(*const Ctx, u64, u64, *mut u64);
/// [`Ctx::builtin`].
pub type BuiltinFn = unsafe extern "C" fn(*const Ctx, *const Th, u32, u64, u64, u64, u64) -> i32;

/// The per-block context. Defined once, here: the generated code reads it
/// at the [`ctx`] offsets, which are its fields' own; the block runner
/// (`ptxjit_jit`'s `kernel/abi.rs`) fills it in.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct Ctx {
    /// Host pointer of the global arena (generic address
    /// [`crate::clif::kernel::GLOBAL_START`]).
    pub global: *mut u8,
    /// Arena length in bytes (padding included).
    pub global_len: u64,
    /// Validity bitmap.
    pub global_shadow: *const u8,
    /// `.const` arena.
    pub cnst: *mut u8,
    /// Its length.
    pub const_len: u64,
    /// Its bitmap.
    pub const_shadow: *const u8,
    /// `.shared` arena of this block.
    pub shared: *mut u8,
    /// Its length.
    pub shared_len: u64,
    /// Its bitmap.
    pub shared_shadow: *const u8,
    /// Kernel `.param` arena.
    pub param: *mut u8,
    /// Its length.
    pub param_len: u64,
    /// Its bitmap.
    pub param_shadow: *const u8,
    /// `%ntid`.
    pub ntid: [u32; 3],
    /// `%ctaid`.
    pub ctaid: [u32; 3],
    /// `%nctaid`.
    pub nctaid: [u32; 3],
    /// `%nwarpid`.
    pub nwarpid: u32,
    /// Resolver of generic addresses outside the global window (null:
    /// fault).
    pub resolve: ResolveFn,
    /// Length of each thread's `.local` arena.
    pub local_len: u64,
    /// Bitmap of the `.local` arena (the same for every thread).
    pub local_shadow: *const u8,
    /// `%dynamic_smem_size`: the launch's dynamic shared memory.
    pub dyn_smem: u32,
    /// The global arena's valid runs: `[start, end)` offsets, sorted.
    pub global_runs: *const [u64; 2],
    /// How many.
    pub global_nruns: u64,
    /// Fills a range cache: `(ctx, addr, size, cache)` (see
    /// [`crate::clif::kernel::run_trampoline`]).
    pub run_of: RunFn,
    /// The builtins' entry ([`crate::clif::kernel::BUILTIN_VPRINTF`]):
    /// `(ctx, th, which, a, b, c, d)`.
    pub builtin: BuiltinFn,
    /// What the builtins write to (the launch's, opaque here).
    pub sink: *const std::ffi::c_void,
    /// Where the LLVM tier's SIMD across threads counts the threads that
    /// ran in vector lanes (it adds each chunk it completes; the runner's
    /// worker reads it after each block).
    pub simt_count: *mut u64,
}

/// Byte offsets of [`Ctx`]'s fields, for the generated code.
pub mod ctx {
    use super::Ctx;
    use std::mem::offset_of;

    /// [`Ctx::global`].
    pub const GLOBAL: i32 = offset_of!(Ctx, global) as i32;
    /// [`Ctx::global_len`].
    pub const GLOBAL_LEN: i32 = offset_of!(Ctx, global_len) as i32;
    /// [`Ctx::global_shadow`].
    pub const GLOBAL_SHADOW: i32 = offset_of!(Ctx, global_shadow) as i32;
    /// [`Ctx::cnst`].
    pub const CONST: i32 = offset_of!(Ctx, cnst) as i32;
    /// [`Ctx::const_len`].
    pub const CONST_LEN: i32 = offset_of!(Ctx, const_len) as i32;
    /// [`Ctx::const_shadow`].
    pub const CONST_SHADOW: i32 = offset_of!(Ctx, const_shadow) as i32;
    /// [`Ctx::shared`].
    pub const SHARED: i32 = offset_of!(Ctx, shared) as i32;
    /// [`Ctx::shared_len`].
    pub const SHARED_LEN: i32 = offset_of!(Ctx, shared_len) as i32;
    /// [`Ctx::shared_shadow`].
    pub const SHARED_SHADOW: i32 = offset_of!(Ctx, shared_shadow) as i32;
    /// [`Ctx::param`].
    pub const PARAM: i32 = offset_of!(Ctx, param) as i32;
    /// [`Ctx::param_len`].
    pub const PARAM_LEN: i32 = offset_of!(Ctx, param_len) as i32;
    /// [`Ctx::param_shadow`].
    pub const PARAM_SHADOW: i32 = offset_of!(Ctx, param_shadow) as i32;
    /// [`Ctx::ntid`] (3 x u32).
    pub const NTID: i32 = offset_of!(Ctx, ntid) as i32;
    /// [`Ctx::ctaid`] (3 x u32).
    pub const CTAID: i32 = offset_of!(Ctx, ctaid) as i32;
    /// [`Ctx::nctaid`] (3 x u32).
    pub const NCTAID: i32 = offset_of!(Ctx, nctaid) as i32;
    /// [`Ctx::nwarpid`] (u32).
    pub const NWARPID: i32 = offset_of!(Ctx, nwarpid) as i32;
    /// [`Ctx::resolve`].
    pub const RESOLVE: i32 = offset_of!(Ctx, resolve) as i32;
    /// [`Ctx::local_len`].
    pub const LOCAL_LEN: i32 = offset_of!(Ctx, local_len) as i32;
    /// [`Ctx::local_shadow`].
    pub const LOCAL_SHADOW: i32 = offset_of!(Ctx, local_shadow) as i32;
    /// [`Ctx::dyn_smem`] (u32).
    pub const DYN_SMEM: i32 = offset_of!(Ctx, dyn_smem) as i32;
    /// [`Ctx::global_runs`].
    pub const GLOBAL_RUNS: i32 = offset_of!(Ctx, global_runs) as i32;
    /// [`Ctx::global_nruns`].
    pub const GLOBAL_NRUNS: i32 = offset_of!(Ctx, global_nruns) as i32;
    /// [`Ctx::run_of`].
    pub const RUN_OF: i32 = offset_of!(Ctx, run_of) as i32;
    /// [`Ctx::builtin`].
    pub const BUILTIN: i32 = offset_of!(Ctx, builtin) as i32;
    /// [`Ctx::sink`].
    pub const SINK: i32 = offset_of!(Ctx, sink) as i32;
    /// [`Ctx::simt_count`].
    pub const SIMT_COUNT: i32 = offset_of!(Ctx, simt_count) as i32;
    /// Size of the context.
    pub const SIZE: usize = std::mem::size_of::<Ctx>();
}

/// [`ctx::BUILTIN`]'s `which` for `vprintf(format, args)`.
pub const BUILTIN_VPRINTF: u32 = 1;
/// [`ctx::BUILTIN`]'s `which` for `__assertfail(message, file, line,
/// function)`.
pub const BUILTIN_ASSERTFAIL: u32 = 2;
/// What [`ctx::BUILTIN`] returns when the thread is to stop
/// ([`crate::budget::WHY_BUILTIN`]).
pub const BUILTIN_STOP: i32 = i32::MIN;

/// The per-thread state. Defined once, here: the generated code reads and
/// writes it at the [`th`] offsets, which are its fields' own.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct Th {
    /// Host pointer of this thread's `.local` arena.
    pub local: *mut u8,
    /// Register save area (16 bytes per register, then CC.CF).
    pub save: *mut u8,
    /// `%tid`.
    pub tid: [u32; 3],
    /// Linear thread index in the block.
    pub linear: u32,
    /// Resume point: 0 = start, k = after the k-th stop, [`RESUME_DONE`]
    /// once the thread has finished.
    pub resume: u32,
    /// Fault record: the access site.
    pub fault_site: u32,
    /// Fault record: generic address.
    pub fault_addr: u64,
    /// Fault record: access size.
    pub fault_size: u64,
    /// Fault record: required alignment.
    pub fault_align: u64,
    /// The thread's budget cell.
    pub budget: crate::budget::Cell,
    /// Warp instruction the thread waits at (after [`STATUS_WARP`]): its
    /// index in the entry's body.
    pub wsite: u32,
    /// Its membermask.
    pub wmask: u32,
    /// Its `a` operand (a `vote` predicate as 0/1, `!a` applied).
    pub wa: u64,
    /// Its `b` operand.
    pub wb: u32,
    /// Its `c` operand.
    pub wc: u32,
    /// The result `d` the block runner writes before resuming.
    pub wd: u32,
    /// The predicate result `p` (0/1).
    pub wp: u8,
    /// Where the thread stopped in the last call (a `STATUS_*`).
    pub status: u8,
    /// Set by the block runner (or an entry given [`N_BLOCK_WARPS`]) at
    /// each release. Bit 0: the lane's warp is in a quiet epoch
    /// ([`crate::quiet::quiet_epochs`]): its lockstep points do not stop
    /// it. Bit 1: the warp was released together at a barrier whose epoch
    /// starts with a lockstep point it may pass
    /// ([`crate::quiet::first_points`]): the first one it meets does not
    /// stop it, and clears the bit.
    pub quiet: u8,
    /// The resolver trampoline's result
    /// ([`crate::clif::kernel::resolve_trampoline`]).
    pub resolved: u64,
}

/// Byte offsets of [`Th`]'s fields, for the generated code.
pub mod th {
    use super::Th;
    use std::mem::offset_of;

    /// [`Th::local`].
    pub const LOCAL: i32 = offset_of!(Th, local) as i32;
    /// [`Th::save`].
    pub const SAVE: i32 = offset_of!(Th, save) as i32;
    /// [`Th::tid`] (3 x u32).
    pub const TID: i32 = offset_of!(Th, tid) as i32;
    /// [`Th::linear`] (u32).
    pub const LINEAR: i32 = offset_of!(Th, linear) as i32;
    /// [`Th::resume`] (u32).
    pub const RESUME: i32 = offset_of!(Th, resume) as i32;
    /// [`Th::fault_site`] (u32).
    pub const FAULT_SITE: i32 = offset_of!(Th, fault_site) as i32;
    /// [`Th::fault_addr`].
    pub const FAULT_ADDR: i32 = offset_of!(Th, fault_addr) as i32;
    /// [`Th::fault_size`].
    pub const FAULT_SIZE: i32 = offset_of!(Th, fault_size) as i32;
    /// [`Th::fault_align`].
    pub const FAULT_ALIGN: i32 = offset_of!(Th, fault_align) as i32;
    /// [`Th::budget`] ([`crate::budget::cell`] offsets from here).
    pub const BUDGET: i32 = offset_of!(Th, budget) as i32;
    /// [`Th::wsite`] (u32).
    pub const WSITE: i32 = offset_of!(Th, wsite) as i32;
    /// [`Th::wmask`] (u32).
    pub const WMASK: i32 = offset_of!(Th, wmask) as i32;
    /// [`Th::wa`] (u64).
    pub const WA: i32 = offset_of!(Th, wa) as i32;
    /// [`Th::wb`] (u32).
    pub const WB: i32 = offset_of!(Th, wb) as i32;
    /// [`Th::wc`] (u32).
    pub const WC: i32 = offset_of!(Th, wc) as i32;
    /// [`Th::wd`] (u32).
    pub const WD: i32 = offset_of!(Th, wd) as i32;
    /// [`Th::wp`] (u8).
    pub const WP: i32 = offset_of!(Th, wp) as i32;
    /// [`Th::status`] (u8).
    pub const STATUS: i32 = offset_of!(Th, status) as i32;
    /// [`Th::quiet`] (u8).
    pub const QUIET: i32 = offset_of!(Th, quiet) as i32;
    /// [`Th::resolved`].
    pub const RESOLVED: i32 = offset_of!(Th, resolved) as i32;
    /// Size of the state.
    pub const SIZE: usize = std::mem::size_of::<Th>();
}

/// [`th::RESUME`] of a thread that has finished: the entry skips it.
pub const RESUME_DONE: u32 = u32::MAX;

/// A flag in a kernel entry's thread count, for a kernel whose only warp
/// instructions are lockstep points (it has quiet epochs,
/// [`crate::quiet::quiet_epochs`]; no other kernel is given it): the
/// threads are one whole warp, converged. The entry then runs another
/// round itself when every thread that
/// stopped stopped at the same lockstep point (which completes with
/// nothing to compute), instead of returning to the runner for it.
pub const N_CONVERGED: u64 = 1 << 63;

/// A flag in a kernel entry's thread count, for a kernel with barriers and
/// neither warp instructions nor `bar.red` (no other kernel is given it):
/// the threads are all of a block's. The entry then runs another round
/// itself while some thread stops at a barrier (it releases them all, as
/// the runner would), and returns when every thread has finished (or one
/// faults or runs out of budget).
pub const N_BLOCK: u64 = 1 << 62;

/// [`N_BLOCK`] and [`N_CONVERGED`] together, for a kernel whose only warp
/// instructions are lockstep points, with `bar.sync` and no `bar.red`
/// ([`takes_n_block_warps`]; no other kernel is given it): the threads are
/// all of a block's, each one not started, released from a barrier or
/// finished. The entry runs them warp by warp (32 consecutive states), a
/// warp's rounds going on while its stopping lanes all stop at one
/// lockstep point, until every lane of it stops at a barrier or finishes;
/// then it marks the warp's next epoch quiet or not ([`Th::quiet`]) as the
/// runner would, and takes the next warp; after the last one it releases
/// the barrier and starts the block over. It returns 0 when every thread
/// has finished, or [`RET_MIXED`] when a warp's lanes stopped at different
/// points (the runner goes on from the thread states).
pub const N_BLOCK_WARPS: u64 = N_BLOCK | N_CONVERGED;

/// What an entry given [`N_BLOCK_WARPS`] returns when a warp's lanes
/// stopped at different points (a lockstep point and a barrier, or two
/// lockstep points): no thread's status.
pub const RET_MIXED: u8 = 0x80;

/// Whether a kernel entry with body `body` takes [`N_BLOCK_WARPS`]: its
/// only warp instructions are lockstep points, and it has `bar.sync` and
/// no `bar.red`.
pub fn takes_n_block_warps(body: &[Instr]) -> bool {
    takes_n_converged(body) && plain_barriers(body)
}

/// Whether `body` has `bar.sync` and no `bar.red` (whose release the
/// runner computes).
fn plain_barriers(body: &[Instr]) -> bool {
    body.iter()
        .any(|i| matches!(i.op, Op::Barrier { red: None }))
        && !body
            .iter()
            .any(|i| matches!(i.op, Op::Barrier { red: Some(_) }))
}

/// Whether a kernel entry with body `body` takes [`N_BLOCK`]: it has
/// `bar.sync`, and neither warp instructions nor `bar.red`.
pub fn takes_n_block(body: &[Instr]) -> bool {
    !body.iter().any(|i| matches!(i.op, Op::Warp { .. })) && plain_barriers(body)
}

/// Whether a kernel entry with body `body` takes [`N_CONVERGED`]: its
/// only warp instructions are lockstep points ([`crate::quiet`]).
pub fn takes_n_converged(body: &[Instr]) -> bool {
    crate::quiet::quiet_epochs(body).is_some()
}

/// Signature of a kernel entry: `extern "C" fn(ctx, th, n) -> u8`. It runs
/// the `n` consecutive thread states from `th` (a work-item loop; `n` may
/// carry [`N_CONVERGED`] or [`N_BLOCK`]), each from
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
pub(crate) fn lanemask_base(s: ThreadSreg) -> i64 {
    if matches!(s, ThreadSreg::LanemaskLe | ThreadSreg::LanemaskGt) {
        2
    } else {
        1
    }
}
