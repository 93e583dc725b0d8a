//! SIMD across threads: a kernel's threads [`LANES`] at a time in vector
//! lanes, on the LLVM kernel tier.
//!
//! For a kernel whose threads never wait for one another and which only
//! touches `.global` (and generic) memory, its parameters, `.const` memory
//! and its `.local` variables ([`refusal`] says why another one has no
//! vector form), [`lower_simt`] builds `ptx.simt.<name>(ctx, th, lanes,
//! log, caches) -> i1` beside the scalar code: every register is a vector
//! of [`LANES`] values, one per thread, and the kernel's instructions run
//! once for all of them through the same shared scalar lowering
//! (`crate::expand::scalar`, on [`Vx`]'s [`IntOps`]/[`Lower`]), loads and
//! stores as masked gathers and scatters. `.local` memory is one frame of
//! the vector function with the lanes' words side by side (`Vx::frame`):
//! an access at an address every lane has is a vector load or store per
//! 4-byte word, which LLVM keeps in registers where the place is known.
//!
//! The vector run is speculative. It commits only when every thread of the
//! chunk reached its end; on anything it does not decide in lockstep it
//! *bails*: a branch the active lanes do not all take the same way (except
//! the lanes that leave through a return or `exit`), an access that is not
//! inside the valid run of memory its site cached (the runtime's `run_of`
//! is asked once more), a thread whose fuel is spent, `trap`, or a full
//! undo log. A bail writes back, newest first, the bytes every store of the
//! chunk overwrote (each vector store first appends the lanes' addresses
//! and old values to the log) and returns false; the entry then runs the
//! chunk's threads one after another on the scalar code, which faults,
//! stops and traps exactly as it does without this tier. Lanes run in
//! lockstep, as a warp's do: for kernels whose threads do not race on
//! memory (what CUDA defines) the result is the scalar one, bit for bit.
//!
//! Per lane the run charges the fuel the scalar code charges (the same
//! [`crate::budget::Plan`]) and leaves each thread as the scalar entry
//! leaves it: status done (or `exit`), resume point done, fuel in its cell.

use super::kernel::KernelCfg;
use super::*;
use crate::clif::kernel::{
    arena_fields, ctx as cx, space_key, th, window, RESUME_DONE, STATUS_BARRIER, STATUS_DONE,
    STATUS_EXIT,
};
use crate::expand::{Bin, Cc, IntOps, Lower};
use inkwell::types::VectorType;
use inkwell::values::VectorValue;
use ptxjit_frontend::addr::window as window_of;
use ptxjit_frontend::ir::{Addr, AddrBase, ThreadSreg};

/// Threads per vector run: 8 lanes of 32 bits fill a 256-bit register.
pub const LANES: u32 = 8;

/// Entries of the undo log (each: the address with the store's size in its
/// top byte, and the old bytes).
pub const LOG_CAP: u32 = 1024;

/// Bytes of the undo log the entry gives: a count, then the addresses,
/// then the old values.
pub const LOG_BYTES: u64 = 8 + 16 * LOG_CAP as u64;

/// Why kernel `kid` has no vector form, or `None` when it has one.
pub fn refusal(prog: &Program, kid: FuncId, cfg: &KernelCfg<'_>) -> Option<String> {
    let f = &prog.funcs[kid as usize];
    let body = f.body.as_deref()?;
    if body.is_empty() {
        return Some("an empty body".into());
    }
    if body.len() > MAX_BODY {
        return Some(format!(
            "{} instructions (a vector form is built for at most {}: LLVM's compile of it grows faster than the kernel)",
            body.len(),
            MAX_BODY
        ));
    }
    for ins in body {
        let why: Option<&str> = match &ins.op {
            Op::Ld {
                space, ty, addr, ..
            } => mem_refusal(prog, cfg, *space, ty.bits(), addr, false),
            Op::St {
                space, ty, addr, ..
            } => mem_refusal(prog, cfg, *space, ty.bits(), addr, true),
            Op::Isspacep { .. } => Some("isspacep"),
            // The generic windows are arithmetic.
            Op::Cvta { .. } => None,
            ptxjit_frontend::int_ops!() | ptxjit_frontend::logic_ops!() => None,
            Op::Bra { .. } | Op::Ret | Op::Exit | Op::Nop | Op::Trap { .. } => None,
            Op::Nanosleep { .. } => None,
            Op::Call { .. } => Some("a call"),
            // A stop: the chunk's state goes to its threads' save areas.
            Op::Barrier { red: None } => None,
            Op::Barrier { red: Some(_) } => Some("bar.red"),
            Op::Warp { .. } => Some("a warp instruction"),
            // `.shared` memory is the block's own (one worker runs it):
            // a read-modify-write per lane, undone on a bail like a store.
            // Global atomics may meet another block's, which no undo may
            // overwrite.
            Op::Atom {
                space: Space::Shared,
                ty,
                ..
            } if matches!(ty.bits(), 32 | 64) => None,
            Op::Atom { .. } => Some("an atomic (other than .shared of 32 or 64 bits)"),
            Op::CpAsync { .. } => Some("cp.async"),
            Op::Unsupported { .. } => Some("an unsupported instruction"),
            // Scalar video: the shared expansion on lanes.
            Op::Video { .. } | Op::Vset { .. } | Op::Vmad { .. } => None,
            Op::Simd { .. } => Some("a SIMD video instruction (vadd4, ...)"),
        };
        if let Some(w) = why {
            return Some(format!("{} (line {})", w, ins.span.line));
        }
    }
    let barriers = body.iter().any(|i| matches!(i.op, Op::Barrier { .. }));
    if barriers {
        // The lanes' `.local` frames live for one call of the vector form;
        // a thread's memory across a barrier is its arena.
        if let Some(ins) = body
            .iter()
            .find(|i| i.op.ld_st().is_some_and(|a| a.space == Space::Local))
        {
            return Some(format!(
                "a .local access in a kernel with barriers (line {})",
                ins.span.line
            ));
        }
        let stops = cfg.stops.borrow();
        for (i, ins) in body.iter().enumerate() {
            if !matches!(ins.op, Op::Barrier { .. }) {
                continue;
            }
            if !stops.contains(&i) {
                return Some(format!(
                    "a barrier the scalar code does not stop at (line {})",
                    ins.span.line
                ));
            }
            let wide = cfg
                .live
                .get(i)
                .into_iter()
                .flatten()
                .any(|&r| f.regs.get(r as usize).is_none_or(|reg| reg.ty.bits() > 64));
            if wide {
                return Some(format!(
                    "a register wider than 64 bits live across a barrier (line {})",
                    ins.span.line
                ));
            }
        }
    }
    None
}

/// Why an access has no vector form.
fn mem_refusal(
    prog: &Program,
    cfg: &KernelCfg<'_>,
    space: Space,
    bits: u32,
    addr: &Addr,
    store: bool,
) -> Option<&'static str> {
    if !matches!(bits, 8 | 16 | 32 | 64) {
        return Some("an access wider than 64 bits");
    }
    let fixed = match addr.base {
        AddrBase::Var(v) => {
            let var = &prog.vars[v as usize];
            if var.space != space && !(space == Space::Global && var.space == Space::Global) {
                return Some("an access to another space's variable");
            }
            cfg.layout.addr(v).is_some()
        }
        AddrBase::Reg(_) | AddrBase::Abs => false,
    };
    match space {
        Space::Global => None,
        Space::Param if fixed && !store => None,
        Space::Param => Some("a .param access at a computed address"),
        // Checked against the `.const` variables.
        Space::Const if !store => None,
        Space::Const => Some("a store to .const"),
        // The lanes' frames side by side (`Vx::mem_local`), checked
        // against the layout's one run of `.local` variables.
        Space::Local if frame_bytes(cfg).is_some() => None,
        Space::Local => Some("a .local access (more than one run of variables, or over 4 KiB)"),
        // Checked against the `.shared` arena as the scalar code checks it.
        Space::Shared => None,
        Space::Reg | Space::Sreg => Some("an access to a register space"),
        Space::Tex => Some("a texture access"),
    }
}

/// The most instructions a kernel with a vector form has. LLVM's compile
/// of the vector form grows faster than the kernel: BitCrack's secp256k1
/// field kernel (7,589 instructions) took 13 s, BLAKE2b (11,716, 813
/// `.local` accesses) 86 s, against 7 s for its scalar code.
pub const MAX_BODY: usize = 8192;

/// The most `.local` bytes per thread a vector kernel has (its lanes'
/// frames are one frame of the vector function, `LANES` times as large).
pub const MAX_FRAME: u64 = 4096;

/// The bytes of a thread's save area in a kernel with a vector form: the
/// scalar code's (the packed slots, then CC.CF) and 16 more, so that a
/// whole chunk's 8 areas hold its rows ([`RESUME_LANES`]): a row (8 bytes
/// How many accesses a site whose lanes did not form a row makes without
/// testing again ([`Vx::mem_one`]).
const ROW_RETRY: u64 = 15;

/// per lane) per slot, the fuel row, then CC.CF (a byte per lane).
pub fn save_bytes(cfg: &KernelCfg<'_>) -> u32 {
    cfg.slots.1 + 24
}

/// The bytes between two threads' save areas (the runner's words).
fn save_stride(cfg: &KernelCfg<'_>) -> u32 {
    save_bytes(cfg).next_multiple_of(8)
}

/// The lanes' width in a row of a register of `bits` bits: 32 bits (the
/// row's first 32 bytes) up to 32, else 64.
fn row_bits(bits: u32) -> u32 {
    if bits <= 32 {
        32
    } else {
        64
    }
}

/// The row of a whole chunk's fuel (after the slots' rows).
fn fuel_row(cfg: &KernelCfg<'_>) -> u32 {
    cfg.slots.1 / 8
}

/// The row of a whole chunk's CC.CF (8 bytes: one per lane).
fn cf_row(cfg: &KernelCfg<'_>) -> u32 {
    cfg.slots.1 / 8 + 1
}

/// The end of the `.local` variables (one run of them, at most
/// [`MAX_FRAME`] bytes), and their start: the bytes a `.local` access may
/// touch.
fn frame_bytes(cfg: &KernelCfg<'_>) -> Option<(u64, u64)> {
    cfg.layout.local_run().filter(|&(_, hi)| hi <= MAX_FRAME)
}

/// The vector function of a kernel: `(ctx, th, lanes, log, caches) -> i8`:
/// [`RAN_DONE`] when the `lanes` (1..=[`LANES`]) threads from `th` all ran
/// to their end, [`RAN_BARRIER`] when they ran to a barrier (or their end),
/// [`RAN_NOT`] (memory as it was) when the entry must run them one by one.
/// The threads it is given are either all at the same point (the start, or
/// after one barrier) or finished.
pub fn lower_simt<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    prog: &Program,
    kid: FuncId,
    cfg: &KernelCfg<'_>,
) -> LResult<(FunctionValue<'ctx>, u32)> {
    let func = &prog.funcs[kid as usize];
    let body = func.body.as_deref().unwrap_or(&[]);
    let ptr = ctx.ptr_type(AddressSpace::default());
    let i64t = ctx.i64_type();
    let fv = module.add_function(
        &format!("ptx.simt.{}", func.name),
        ctx.i8_type().fn_type(
            &[ptr.into(), ptr.into(), i64t.into(), ptr.into(), ptr.into()],
            false,
        ),
        Some(Linkage::Private),
    );
    let mut vx = Vx {
        ctx,
        module,
        b: ctx.create_builder(),
        prog,
        fv,
        cfg,
        span: func.span,
        regs: Vec::new(),
        cf: None,
        exec: None,
        by_exit: None,
        live: None,
        guard: None,
        guard_same: false,
        labels: HashMap::new(),
        done: None,
        bail: None,
        ctxp: None,
        thv: None,
        fuel: None,
        plan: None,
        log: None,
        caches: None,
        nsites: 0,
        arenas: HashMap::new(),
        div: divergence(body, func.regs.len()),
        parked: HashMap::new(),
        blend: false,
        keep: Vec::new(),
        frame: None,
        gone: None,
        r0: None,
        savev: None,
        resumed: HashMap::new(),
        dispatch: None,
        body_start: None,
        soa: None,
        by_rows: None,
        scratch: None,
        fuel0: None,
    };
    // The registers some waiting lane may read when it joins: live at a
    // point where lanes wait (the others' writes must keep their values).
    let (live_in, _) = crate::live::liveness(body, func.regs.len());
    vx.keep = (0..func.regs.len() as u32)
        .map(|r| {
            vx.div
                .rejoin
                .iter()
                .any(|&at| live_in.get(at as usize).is_some_and(|l| l.contains(r)))
        })
        .collect();
    vx.build(func, body)?;
    Ok((fv, vx.nsites))
}

/// The vector function being built.
pub(super) struct Vx<'ctx, 'a> {
    ctx: &'ctx Context,
    module: &'a Module<'ctx>,
    b: Builder<'ctx>,
    prog: &'a Program,
    fv: FunctionValue<'ctx>,
    cfg: &'a KernelCfg<'a>,
    span: Span,
    /// Per register: its alloca (a vector) and width in bits.
    regs: Vec<(PointerValue<'ctx>, u32)>,
    /// CC.CF per lane.
    cf: Option<PointerValue<'ctx>>,
    /// The lanes still running.
    exec: Option<PointerValue<'ctx>>,
    /// The lanes that ran `exit`.
    by_exit: Option<PointerValue<'ctx>>,
    /// The lanes that are threads (`lane < lanes`).
    live: Option<VectorValue<'ctx>>,
    /// The current instruction's guard (per lane).
    guard: Option<VectorValue<'ctx>>,
    /// Whether that guard is the same in every lane (its register does not
    /// vary between lanes, [`Divergence::varying`]).
    guard_same: bool,
    labels: HashMap<u32, BasicBlock<'ctx>>,
    done: Option<BasicBlock<'ctx>>,
    bail: Option<BasicBlock<'ctx>>,
    ctxp: Option<PointerValue<'ctx>>,
    /// Each lane's thread state, as an address.
    thv: Option<VectorValue<'ctx>>,
    /// Fuel per lane (where the scalar code has a budget).
    fuel: Option<PointerValue<'ctx>>,
    plan: Option<crate::budget::Plan<BasicBlock<'ctx>>>,
    log: Option<PointerValue<'ctx>>,
    caches: Option<PointerValue<'ctx>>,
    /// Global access sites so far (each has a range cache).
    nsites: u32,
    /// Per space: the arena's host base and length.
    arenas: HashMap<u8, (PointerValue<'ctx>, IntValue<'ctx>)>,
    /// Which branches the lanes may take apart, and where lanes may wait.
    div: Divergence,
    /// Per rejoin point (an instruction index): the lanes waiting there.
    parked: HashMap<u32, PointerValue<'ctx>>,
    /// The current instruction may run while some lanes wait: its writes
    /// keep the waiting lanes' values (of the registers in `keep`).
    blend: bool,
    /// Per register: live where waiting lanes join.
    keep: Vec<bool>,
    /// The lanes' `.local` frames side by side, and the bytes a `.local`
    /// access may touch (`lo..hi`): a thread's 4-byte word `g` in lane `l`
    /// is at byte `32 g + 4 l` (so the word at one offset in every lane
    /// is one `<8 x i32>`).
    frame: Option<(PointerValue<'ctx>, u64, u64)>,
    /// The lanes that ended (a return or `exit`) while others run on.
    gone: Option<PointerValue<'ctx>>,
    /// Where the lanes start: 0, or resume point `k` (after stop `k - 1`).
    r0: Option<IntValue<'ctx>>,
    /// Each lane's register save area, as an address.
    savev: Option<VectorValue<'ctx>>,
    /// Per barrier (its instruction index): its resume point and the block
    /// the lanes resume at.
    resumed: HashMap<usize, (u32, BasicBlock<'ctx>)>,
    /// The block that sends the lanes to their start point (filled by
    /// [`Vx::finish`]).
    dispatch: Option<BasicBlock<'ctx>>,
    /// The body's first block (where fresh lanes start).
    body_start: Option<BasicBlock<'ctx>>,
    /// In a kernel with barriers: whether all [`LANES`] lanes are threads
    /// (their registers then stop lane by lane, [`RESUME_LANES`]), and the
    /// first lane's save area (an address).
    soa: Option<(IntValue<'ctx>, IntValue<'ctx>)>,
    /// Whether this call resumed the chunk from its rows (then each row
    /// holds its register's lanes as of the last barrier).
    by_rows: Option<IntValue<'ctx>>,
    /// 16 bytes of the frame that lanes outside a gather's or scatter's
    /// mask read or write ([`Vx::masked_ptrs`]).
    scratch: Option<PointerValue<'ctx>>,
    /// Each lane's fuel when the run started (64 bits) and the same
    /// clamped to 32 bits, where `fuel` counts down from.
    fuel0: Option<(VectorValue<'ctx>, VectorValue<'ctx>)>,
}

/// A resume point with this bit: the threads of a whole chunk stopped at a
/// barrier in vector lanes and their registers are in the chunk's save
/// areas lane by lane (register slot `j` of lane `l` at byte `64 j + 8 l`
/// of the 8 save areas, which lie back to back), not thread by thread.
/// Only the vector form resumes such threads; when it bails it first puts
/// the registers back thread by thread and clears the bit.
pub const RESUME_LANES: u32 = 1 << 30;

/// What the vector function returns: the entry runs the threads one by one.
pub const RAN_NOT: u64 = 0;
/// Every thread ran to its end.
pub const RAN_DONE: u64 = 1;
/// The threads ran to a barrier (some may have ended): their states are
/// as the scalar code leaves them there.
pub const RAN_BARRIER: u64 = 2;

/// Where a `.local` access is: one offset for every lane, or one per lane.
#[derive(Clone, Copy)]
enum At<'ctx> {
    One(IntValue<'ctx>),
    Lanes(VectorValue<'ctx>),
}

/// What [`divergence`] finds.
#[derive(Default)]
struct Divergence {
    /// Per instruction: a branch whose lanes may go apart (its predicate
    /// may differ between lanes).
    branch: Vec<bool>,
    /// Per instruction: it may run while some live lanes wait at a later
    /// point (after a divergent branch, before the lanes meet again).
    region: Vec<bool>,
    /// Instruction indices where waiting lanes join the running ones.
    rejoin: Vec<u32>,
    /// Per register: it may differ between lanes (otherwise every lane,
    /// running or not, holds the same value).
    varying: Vec<bool>,
}

/// Whether special register `s` may differ between the threads of a block.
fn lane_sreg(s: Sreg) -> bool {
    match s.device_value() {
        Ok(_) => false,
        Err(
            ThreadSreg::Tid(_)
            | ThreadSreg::Laneid
            | ThreadSreg::Warpid
            | ThreadSreg::LanemaskEq
            | ThreadSreg::LanemaskLe
            | ThreadSreg::LanemaskLt
            | ThreadSreg::LanemaskGe
            | ThreadSreg::LanemaskGt,
        ) => true,
        Err(
            ThreadSreg::Ntid(_)
            | ThreadSreg::Ctaid(_)
            | ThreadSreg::Nctaid(_)
            | ThreadSreg::Nwarpid
            | ThreadSreg::DynamicSmemSize,
        ) => false,
    }
}

/// Which registers may differ between lanes, which branches the lanes may
/// take apart, and which instructions may run while some lanes wait (a
/// forward dataflow to a fixpoint): a value computed from the thread's
/// index, loaded from an address that is, computed under such a guard or
/// while lanes wait may differ; a branch on such a predicate may split the
/// lanes; lanes that branch forward wait at the target (the instructions
/// between run without them), and lanes that leave a loop wait after its
/// back-edge (the loop runs without them). A branch to a return is not a
/// split: the lanes that take it end.
fn divergence(body: &[Instr], nregs: usize) -> Divergence {
    let n = body.len();
    let mut varying = vec![false; nregs];
    let mut cf = false;
    let mut d = Divergence {
        branch: vec![false; n],
        region: vec![false; n],
        rejoin: Vec::new(),
        varying: Vec::new(),
    };
    loop {
        let mut changed = false;
        for (i, ins) in body.iter().enumerate() {
            let mut v = d.region[i];
            if let Some((p, _)) = ins.guard {
                v |= varying[p as usize];
            }
            for r in ins.op.src_regs() {
                v |= varying[r as usize];
            }
            ins.op.operands(&mut |o| {
                if let ptxjit_frontend::ir::Operand::S(Src::Sreg(s)) = o {
                    v |= lane_sreg(s);
                }
            });
            // Each lane reads its own thread's `.local` memory.
            v |= matches!(
                ins.op,
                Op::Ld {
                    space: Space::Local,
                    ..
                }
            );
            let info = ins.op.info();
            v |= info.cf.reads && cf;
            for r in ins.op.dst_regs() {
                if v && !varying[r as usize] {
                    varying[r as usize] = true;
                    changed = true;
                }
            }
            if v && info.cf.writes && !cf {
                cf = true;
                changed = true;
            }
            if let Op::Bra { target } = ins.op {
                let t = target as usize;
                let split = v || d.region[i];
                if split && Vx::exit_at(body, t).is_none() {
                    if !d.branch[i] {
                        d.branch[i] = true;
                        changed = true;
                    }
                    let range = if t > i { i + 1..t.min(n) } else { t..i + 1 };
                    for k in range {
                        if !d.region[k] {
                            d.region[k] = true;
                            changed = true;
                        }
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
    for (i, ins) in body.iter().enumerate() {
        if let Op::Bra { target } = ins.op {
            if d.branch[i] {
                let at = if target as usize > i {
                    target
                } else {
                    i as u32 + 1
                };
                if !d.rejoin.contains(&at) {
                    d.rejoin.push(at);
                }
            }
        }
    }
    d.rejoin.sort_unstable();
    d.varying = varying;
    d
}

impl<'ctx, 'a> Vx<'ctx, 'a> {
    fn err(&self, message: impl Into<String>) -> LowerError {
        LowerError::new(self.span, message.into())
    }

    fn ity(&self, bits: u32) -> IntType<'ctx> {
        int_ty(self.ctx, bits)
    }

    fn vty(&self, bits: u32) -> VectorType<'ctx> {
        self.ity(bits).vec_type(LANES)
    }

    /// `v` in every lane.
    fn splat_k(&self, bits: u32, v: u64) -> VectorValue<'ctx> {
        let k = self.ity(bits).const_int(v, false);
        VectorType::const_vector(&vec![k; LANES as usize])
    }

    /// The scalar `v` in every lane.
    fn splat(&self, v: IntValue<'ctx>) -> LResult<VectorValue<'ctx>> {
        if let Some(k) = v.get_zero_extended_constant() {
            return Ok(self.splat_k(v.get_type().get_bit_width(), k));
        }
        let t = v.get_type().vec_type(LANES);
        let i32t = self.ctx.i32_type();
        let one = self
            .b
            .build_insert_element(t.get_poison(), v, i32t.const_zero(), "")?;
        let zeros = i32t.vec_type(LANES).const_zero();
        Ok(self
            .b
            .build_shuffle_vector(one, t.get_poison(), zeros, "")?)
    }

    /// 0, 1, ..., `LANES - 1` at `bits`.
    fn lane_index(&self, bits: u32) -> VectorValue<'ctx> {
        let ks: Vec<IntValue<'ctx>> = (0..LANES)
            .map(|l| self.ity(bits).const_int(u64::from(l), false))
            .collect();
        VectorType::const_vector(&ks)
    }

    fn vwidth(v: VectorValue<'ctx>) -> u32 {
        v.get_type()
            .get_element_type()
            .into_int_type()
            .get_bit_width()
    }

    fn load_v(&self, bits: u32, p: PointerValue<'ctx>) -> LResult<VectorValue<'ctx>> {
        Ok(self
            .b
            .build_load(self.vty(bits), p, "")?
            .into_vector_value())
    }

    fn cast_v(&self, v: VectorValue<'ctx>, bits: u32, signed: bool) -> LResult<VectorValue<'ctx>> {
        let w = Self::vwidth(v);
        let t = self.vty(bits);
        Ok(match w.cmp(&bits) {
            std::cmp::Ordering::Equal => v,
            std::cmp::Ordering::Greater => self.b.build_int_truncate(v, t, "")?,
            std::cmp::Ordering::Less if signed => self.b.build_int_s_extend(v, t, "")?,
            std::cmp::Ordering::Less => self.b.build_int_z_extend(v, t, "")?,
        })
    }

    fn intr(
        &self,
        name: &str,
        tys: &[BasicTypeEnum<'ctx>],
        args: &[BasicMetadataValueEnum<'ctx>],
    ) -> LResult<Option<BasicValueEnum<'ctx>>> {
        let i = Intrinsic::find(name)
            .ok_or_else(|| self.err(format!("LLVM intrinsic {} not found", name)))?;
        let f = i
            .get_declaration(self.module, tys)
            .ok_or_else(|| self.err(format!("LLVM intrinsic {} has no such overload", name)))?;
        Ok(match self.b.build_call(f, args, "")?.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(v) => Some(v),
            inkwell::values::ValueKind::Instruction(_) => None,
        })
    }

    fn intr_v(
        &self,
        name: &str,
        tys: &[BasicTypeEnum<'ctx>],
        args: &[BasicMetadataValueEnum<'ctx>],
    ) -> LResult<VectorValue<'ctx>> {
        self.intr(name, tys, args)?
            .map(|v| v.into_vector_value())
            .ok_or_else(|| self.err(format!("LLVM intrinsic {} returns nothing", name)))
    }

    /// The lanes of `m` as the low bits of an `i8`.
    fn bits_of(&self, m: VectorValue<'ctx>) -> LResult<IntValue<'ctx>> {
        Ok(self
            .b
            .build_bit_cast(m, self.ity(LANES), "")?
            .into_int_value())
    }

    /// Whether every lane of `m` is set.
    fn all(&self, m: VectorValue<'ctx>) -> LResult<IntValue<'ctx>> {
        let b = self.bits_of(m)?;
        Ok(self
            .b
            .build_int_compare(IntPredicate::EQ, b, self.ity(LANES).const_all_ones(), "")?)
    }

    /// Whether any lane of `m` is set.
    fn any(&self, m: VectorValue<'ctx>) -> LResult<IntValue<'ctx>> {
        let b = self.bits_of(m)?;
        Ok(self
            .b
            .build_int_compare(IntPredicate::NE, b, self.ity(LANES).const_zero(), "")?)
    }

    fn exec(&self) -> LResult<VectorValue<'ctx>> {
        let p = self.exec.ok_or_else(|| self.err("no exec mask"))?;
        self.load_v(1, p)
    }

    fn set_exec(&self, m: VectorValue<'ctx>) -> LResult<()> {
        let p = self.exec.ok_or_else(|| self.err("no exec mask"))?;
        self.b.build_store(p, m)?;
        Ok(())
    }

    /// A new block after the current one.
    fn block(&self, name: &str) -> BasicBlock<'ctx> {
        self.ctx.append_basic_block(self.fv, name)
    }

    fn bail_blk(&self) -> LResult<BasicBlock<'ctx>> {
        self.bail.ok_or_else(|| self.err("no bail block"))
    }

    /// Goes to the bail block when `c` holds, else on.
    fn bail_if(&self, c: IntValue<'ctx>) -> LResult<()> {
        let next = self.block("on");
        self.b.build_conditional_branch(c, self.bail_blk()?, next)?;
        self.b.position_at_end(next);
        Ok(())
    }

    /// A field of the context.
    fn ctx_field(&self, off: i32) -> LResult<PointerValue<'ctx>> {
        let c = self.ctxp.ok_or_else(|| self.err("no context"))?;
        let k = self.ctx.i64_type().const_int(off as u64, true);
        // SAFETY (for LLVM): a field of the context.
        Ok(unsafe {
            self.b
                .build_in_bounds_gep(self.ctx.i8_type(), c, &[k], "")?
        })
    }

    /// Each lane's pointer to the field at byte `off` of its thread state.
    fn th_field(&self, off: i32) -> LResult<VectorValue<'ctx>> {
        let thv = self.thv.ok_or_else(|| self.err("no thread states"))?;
        let a = self
            .b
            .build_int_add(thv, self.splat_k(64, off as u64), "")?;
        self.ptrs(a)
    }

    /// A vector of addresses as a vector of pointers.
    fn ptrs(&self, a: VectorValue<'ctx>) -> LResult<VectorValue<'ctx>> {
        let pt = self.ctx.ptr_type(AddressSpace::default()).vec_type(LANES);
        Ok(self.b.build_int_to_ptr(a, pt, "")?)
    }

    /// The lanes of `mask` point where `ptrs` says, the others at the
    /// function's scratch bytes: a gather or scatter of every lane then
    /// needs no test per lane (LLVM scalarizes masked ones lane by lane
    /// with a branch each where the CPU's gathers are slow).
    fn masked_ptrs(
        &self,
        ptrs: VectorValue<'ctx>,
        mask: VectorValue<'ctx>,
    ) -> LResult<VectorValue<'ctx>> {
        let scratch = self.scratch.ok_or_else(|| self.err("no scratch"))?;
        let i64t = self.ctx.i64_type();
        let s = self.b.build_ptr_to_int(scratch, i64t, "")?;
        let s = self.ptrs(self.splat(s)?)?;
        Ok(self.b.build_select(mask, ptrs, s, "")?.into_vector_value())
    }

    /// A gather of `bits`-bit values (0 in the lanes outside `mask`).
    fn gather(
        &self,
        bits: u32,
        ptrs: VectorValue<'ctx>,
        mask: VectorValue<'ctx>,
        align: u32,
    ) -> LResult<VectorValue<'ctx>> {
        let vt = self.vty(bits);
        let ptrs = self.masked_ptrs(ptrs, mask)?;
        let v = self.intr_v(
            "llvm.masked.gather",
            &[vt.into(), ptrs.get_type().into()],
            &[
                ptrs.into(),
                self.ctx
                    .i32_type()
                    .const_int(u64::from(align), false)
                    .into(),
                self.splat_k(1, 1).into(),
                vt.const_zero().into(),
            ],
        )?;
        Ok(self
            .b
            .build_select(mask, v, vt.const_zero(), "")?
            .into_vector_value())
    }

    /// A scatter to the lanes of `mask` (the others write the scratch
    /// bytes).
    fn scatter(
        &self,
        v: VectorValue<'ctx>,
        ptrs: VectorValue<'ctx>,
        mask: VectorValue<'ctx>,
        align: u32,
    ) -> LResult<()> {
        let ptrs = self.masked_ptrs(ptrs, mask)?;
        self.intr(
            "llvm.masked.scatter",
            &[v.get_type().into(), ptrs.get_type().into()],
            &[
                v.into(),
                ptrs.into(),
                self.ctx
                    .i32_type()
                    .const_int(u64::from(align), false)
                    .into(),
                self.splat_k(1, 1).into(),
            ],
        )?;
        Ok(())
    }

    fn build(&mut self, func: &'a Func, body: &'a [Instr]) -> LResult<()> {
        let entry = self.block("entry");
        self.b.position_at_end(entry);
        let i64t = self.ctx.i64_type();
        let fv = self.fv;
        let span = self.span;
        let param = |i: u32| {
            fv.get_nth_param(i)
                .ok_or_else(|| LowerError::new(span, "missing parameter"))
        };
        let ctxp = param(0)?.into_pointer_value();
        let th0 = param(1)?.into_pointer_value();
        let lanes = param(2)?.into_int_value();
        self.log = Some(param(3)?.into_pointer_value());
        let scratch = self
            .b
            .build_alloca(self.ctx.i64_type().array_type(2), "scratch")?;
        if let Some(i) = scratch.as_instruction() {
            i.set_alignment(16).map_err(|e| self.err(e.to_string()))?;
        }
        self.scratch = Some(scratch);
        self.caches = Some(param(4)?.into_pointer_value());
        self.ctxp = Some(ctxp);
        for r in &func.regs {
            let bits = r.ty.bits().max(1);
            let p = self.b.build_alloca(self.vty(bits), &r.name)?;
            self.b.build_store(p, self.vty(bits).const_zero())?;
            self.regs.push((p, bits));
        }
        // The lanes' `.local` frames (`init_frame`).
        let local = body
            .iter()
            .any(|ins| ins.op.ld_st().is_some_and(|a| a.space == Space::Local));
        let frame_slot = match frame_bytes(self.cfg).filter(|_| local) {
            Some((_, hi)) => {
                let f = self
                    .b
                    .build_alloca(self.vty(32).array_type(hi.div_ceil(4) as u32), "frames")?;
                if let Some(i) = f.as_instruction() {
                    i.set_alignment(32).map_err(|e| self.err(e.to_string()))?;
                }
                Some(f)
            }
            None => None,
        };
        let mask_t = self.vty(1);
        let cf = self.b.build_alloca(mask_t, "cf")?;
        self.b.build_store(cf, mask_t.const_zero())?;
        self.cf = Some(cf);
        let by_exit = self.b.build_alloca(mask_t, "by_exit")?;
        self.b.build_store(by_exit, mask_t.const_zero())?;
        self.by_exit = Some(by_exit);
        // The lanes that are threads, and their states.
        let n = self.splat(lanes)?;
        let threads =
            self.b
                .build_int_compare(IntPredicate::ULT, self.lane_index(64), n, "threads")?;
        let base = self.b.build_ptr_to_int(th0, i64t, "")?;
        let step =
            self.b
                .build_int_mul(self.lane_index(64), self.splat_k(64, th::SIZE as u64), "")?;
        let thv = self.b.build_int_add(self.splat(base)?, step, "thv")?;
        self.thv = Some(thv);
        let exec = self.b.build_alloca(mask_t, "exec")?;
        self.exec = Some(exec);
        let gone = self.b.build_alloca(mask_t, "gone")?;
        self.b.build_store(gone, mask_t.const_zero())?;
        self.gone = Some(gone);
        let fuel = if crate::budget::needs_budget(body) {
            Some(self.b.build_alloca(self.vty(32), "fuel")?)
        } else {
            None
        };
        self.done = Some(self.block("done"));
        self.bail = Some(self.block("bail"));
        let refuse = self.block("refuse");
        // A whole chunk that stopped at a barrier lane by lane
        // ([`RESUME_LANES`]): lane 0's resume point says where all of its
        // lanes are (no other thread state is read).
        let i32t = self.ctx.i32_type();
        // SAFETY (for LLVM): a field of the first thread given.
        let r_first = unsafe {
            self.b.build_in_bounds_gep(
                self.ctx.i8_type(),
                th0,
                &[i64t.const_int(th::RESUME as u64, false)],
                "",
            )?
        };
        let r_first = self
            .b
            .build_load(i32t, r_first, "r_first")?
            .into_int_value();
        let flag = self
            .b
            .build_and(r_first, i32t.const_int(u64::from(RESUME_LANES), false), "")?;
        let flagged = self
            .b
            .build_int_compare(IntPredicate::NE, flag, i32t.const_zero(), "")?;
        let not_done = self.b.build_int_compare(
            IntPredicate::NE,
            r_first,
            i32t.const_int(u64::from(RESUME_DONE), false),
            "",
        )?;
        let whole = self.b.build_int_compare(
            IntPredicate::EQ,
            lanes,
            i64t.const_int(u64::from(LANES), false),
            "",
        )?;
        let rows = self.b.build_and(flagged, not_done, "")?;
        let rows = self.b.build_and(rows, whole, "rows")?;
        // (Only a kernel with barriers stops lane by lane.)
        let barriers = body
            .iter()
            .any(|i| matches!(i.op, Op::Barrier { red: None }));
        let rows = if barriers {
            rows
        } else {
            self.ctx.bool_type().const_zero()
        };
        let rows_blk = self.block("start.rows");
        let lanes_blk = self.block("start.lanes");
        let start = self.block("start");
        self.b.build_conditional_branch(rows, rows_blk, lanes_blk)?;
        self.b.position_at_end(rows_blk);
        self.b.build_unconditional_branch(start)?;
        // Otherwise the threads that have not finished run, all from one
        // point (the start, or after a barrier); or the entry runs them one
        // by one.
        self.b.position_at_end(lanes_blk);
        let resume_p = self.th_field(th::RESUME)?;
        let resume = self.gather(32, resume_p, threads, 4)?;
        let unfinished = self.b.build_int_compare(
            IntPredicate::NE,
            resume,
            self.splat_k(32, u64::from(RESUME_DONE)),
            "",
        )?;
        let live = self.b.build_and(threads, unfinished, "")?;
        let from = self
            .b
            .build_select(live, resume, self.splat_k(32, u64::from(u32::MAX)), "")?
            .into_vector_value();
        let r0 = self
            .intr(
                "llvm.vector.reduce.umin",
                &[from.get_type().into()],
                &[from.into()],
            )?
            .ok_or_else(|| self.err("llvm.vector.reduce.umin returns nothing"))?
            .into_int_value();
        let apart = self
            .b
            .build_int_compare(IntPredicate::NE, resume, self.splat(r0)?, "")?;
        let apart = self.any(self.b.build_and(apart, live, "")?)?;
        let none = self.b.build_not(self.any(live)?, "")?;
        let stale = self.b.build_or(apart, none, "")?;
        let lanes_end = self
            .b
            .get_insert_block()
            .ok_or_else(|| self.err("no insert block"))?;
        self.b.build_conditional_branch(stale, refuse, start)?;
        self.b.position_at_end(start);
        let live_phi = self.b.build_phi(mask_t, "live")?;
        live_phi.add_incoming(&[(&self.splat_k(1, 1), rows_blk), (&live, lanes_end)]);
        let r0_phi = self.b.build_phi(i32t, "r0")?;
        r0_phi.add_incoming(&[(&r_first, rows_blk), (&r0, lanes_end)]);
        let rows_phi = self.b.build_phi(self.ctx.bool_type(), "by_rows")?;
        rows_phi.add_incoming(&[
            (&self.ctx.bool_type().const_int(1, false), rows_blk),
            (&self.ctx.bool_type().const_zero(), lanes_end),
        ]);
        let live = live_phi.as_basic_value().into_vector_value();
        let by_rows = rows_phi.as_basic_value().into_int_value();
        self.by_rows = Some(by_rows);
        self.live = Some(live);
        self.r0 = Some(r0_phi.as_basic_value().into_int_value());
        self.b.build_store(exec, live)?;
        // The undo log starts empty.
        let log = self.log.ok_or_else(|| self.err("no log"))?;
        self.b.build_store(log, i64t.const_zero())?;
        // Arenas.
        for s in [Space::Global, Space::Const, Space::Param, Space::Shared] {
            let Some((bf, _, lf, _, _)) = arena_fields(s) else {
                continue;
            };
            let ptr = self.ctx.ptr_type(AddressSpace::default());
            let bp = self.ctx_field(bf)?;
            let base = self.b.build_load(ptr, bp, "")?.into_pointer_value();
            let lp = self.ctx_field(lf)?;
            let len = self.b.build_load(i64t, lp, "")?.into_int_value();
            self.arenas.insert(space_key(s), (base, len));
        }
        let go = self
            .b
            .get_insert_block()
            .ok_or_else(|| self.err("no insert block"))?;
        self.b.position_at_end(refuse);
        self.b
            .build_return(Some(&self.ctx.i8_type().const_int(RAN_NOT, false)))?;
        self.b.position_at_end(go);
        // Where the lanes stop at a barrier and resume after it: the scalar
        // code's resume points (`KernelCfg::stops`), saving to the threads'
        // save areas in its layout.
        for (k, &at) in self.cfg.stops.borrow().iter().enumerate() {
            if matches!(body.get(at).map(|i| &i.op), Some(Op::Barrier { red: None })) {
                let blk = self.block(&format!("resumed{}", k + 1));
                self.resumed.insert(at, (k as u32 + 1, blk));
            }
        }
        if !self.resumed.is_empty() {
            // The runner lays the save areas out back to back in thread
            // order (`jit/src/kernel/block.rs`); the lanes rely on it (and
            // check it: otherwise one by one).
            let i8t = self.ctx.i8_type();
            let ptr = self.ctx.ptr_type(AddressSpace::default());
            let stride = u64::from(save_stride(self.cfg));
            let last = self.b.build_int_sub(lanes, i64t.const_int(1, false), "")?;
            let at = self
                .b
                .build_int_mul(last, i64t.const_int(th::SIZE as u64, false), "")?;
            let at = self
                .b
                .build_int_add(at, i64t.const_int(th::SAVE as u64, false), "")?;
            // SAFETY (for LLVM): fields of the first and last thread given.
            let (p0, pl) = unsafe {
                (
                    self.b.build_in_bounds_gep(
                        i8t,
                        th0,
                        &[i64t.const_int(th::SAVE as u64, false)],
                        "",
                    )?,
                    self.b.build_in_bounds_gep(i8t, th0, &[at], "")?,
                )
            };
            let s0 = self.b.build_load(ptr, p0, "save0")?.into_pointer_value();
            let sl = self.b.build_load(ptr, pl, "")?.into_pointer_value();
            let s0 = self.b.build_ptr_to_int(s0, i64t, "")?;
            let sl = self.b.build_ptr_to_int(sl, i64t, "")?;
            let span = self.b.build_int_sub(sl, s0, "")?;
            let want = self
                .b
                .build_int_mul(last, i64t.const_int(stride, false), "")?;
            let apart = self.b.build_int_compare(IntPredicate::NE, span, want, "")?;
            let on = self.block("laid");
            self.b.build_conditional_branch(apart, refuse, on)?;
            self.b.position_at_end(on);
            let step = self
                .b
                .build_int_mul(self.lane_index(64), self.splat_k(64, stride), "")?;
            let save = self.b.build_int_add(self.splat(s0)?, step, "savev")?;
            self.savev = Some(save);
            let full = self.b.build_int_compare(
                IntPredicate::EQ,
                lanes,
                i64t.const_int(u64::from(LANES), false),
                "full",
            )?;
            self.soa = Some((full, s0));
        }
        if let Some(fuel) = fuel {
            // From the chunk's fuel row, or each thread's cell.
            let from_row = self.block("fuel.row");
            let from_cells = self.block("fuel.cells");
            let fueled = self.block("fueled");
            self.b
                .build_conditional_branch(by_rows, from_row, from_cells)?;
            self.b.position_at_end(from_row);
            let f_row = match self.soa {
                Some((_, s0)) => self.load_row(s0, fuel_row(self.cfg), 64)?,
                None => self.vty(64).const_zero(),
            };
            let row_end = self
                .b
                .get_insert_block()
                .ok_or_else(|| self.err("no insert block"))?;
            self.b.build_unconditional_branch(fueled)?;
            self.b.position_at_end(from_cells);
            let fp = self.th_field(th::BUDGET + crate::budget::cell::FUEL)?;
            let f_cells = self.gather(64, fp, live, 8)?;
            let cells_end = self
                .b
                .get_insert_block()
                .ok_or_else(|| self.err("no insert block"))?;
            self.b.build_unconditional_branch(fueled)?;
            self.b.position_at_end(fueled);
            let phi = self.b.build_phi(self.vty(64), "fuel0")?;
            phi.add_incoming(&[(&f_row, row_end), (&f_cells, cells_end)]);
            let base = phi.as_basic_value().into_vector_value();
            // Counted down in 32 bits (one lane per 32 bits of a vector
            // register): the fuel clamped to -2^30..2^31-1 (a lane with
            // more than 2^31 steps left bails after 2^31 of them, which the
            // scalar code then runs).
            let hi = self.splat_k(64, i32::MAX as u64);
            let lo = self.splat_k(64, (-(1i64 << 30)) as u64);
            let c = self
                .b
                .build_select(
                    self.b.build_int_compare(IntPredicate::SGT, base, hi, "")?,
                    hi,
                    base,
                    "",
                )?
                .into_vector_value();
            let c = self
                .b
                .build_select(
                    self.b.build_int_compare(IntPredicate::SLT, c, lo, "")?,
                    lo,
                    c,
                    "",
                )?
                .into_vector_value();
            let rem0 = self.cast_v(c, 32, false)?;
            self.b.build_store(fuel, rem0)?;
            self.fuel0 = Some((base, rem0));
            self.fuel = Some(fuel);
            let ctx = self.ctx;
            let fv = self.fv;
            self.plan = Some(crate::budget::Plan::new(body, || {
                ctx.append_basic_block(fv, "loop.pre")
            }));
        }
        if let (Some(f), Some((lo, hi))) = (frame_slot, frame_bytes(self.cfg)) {
            self.init_frame(f, th0, lo, hi)?;
        }
        self.lower_body(body)?;
        self.finish()?;
        Ok(())
    }

    /// The lanes' `.local` frames, each a copy of lane 0's arena: the
    /// runner made every thread's arena from the same image, and only
    /// fresh threads run here. Stores go to these frames, not the threads'
    /// arenas, so they need no undo and a bail leaves the arenas as the
    /// runner made them. (The words are stored at known places, so LLVM
    /// keeps those accessed at known places in registers.)
    fn init_frame(
        &mut self,
        frame: PointerValue<'ctx>,
        th0: PointerValue<'ctx>,
        lo: u64,
        hi: u64,
    ) -> LResult<()> {
        let i64t = self.ctx.i64_type();
        let i32t = self.ctx.i32_type();
        let ptr = self.ctx.ptr_type(AddressSpace::default());
        // SAFETY (for LLVM): a field of lane 0's thread state.
        let lp = unsafe {
            self.b.build_in_bounds_gep(
                self.ctx.i8_type(),
                th0,
                &[i64t.const_int(th::LOCAL as u64, false)],
                "",
            )?
        };
        let arena = self.b.build_load(ptr, lp, "local0")?.into_pointer_value();
        for g in lo / 4..hi.div_ceil(4) {
            // SAFETY (for LLVM): inside the arena (its variables, then
            // ARENA_PAD bytes) and inside the frame.
            let (src, dst) = unsafe {
                (
                    self.b
                        .build_in_bounds_gep(i32t, arena, &[i64t.const_int(g, false)], "")?,
                    self.b.build_in_bounds_gep(
                        self.vty(32),
                        frame,
                        &[i64t.const_int(g, false)],
                        "",
                    )?,
                )
            };
            let w = self.b.build_load(i32t, src, "")?;
            if let Some(i) = w.as_instruction_value() {
                i.set_alignment(4).map_err(|e| self.err(e.to_string()))?;
            }
            let v = self.splat(w.into_int_value())?;
            let st = self.b.build_store(dst, v)?;
            st.set_alignment(32).map_err(|e| self.err(e.to_string()))?;
        }
        self.frame = Some((frame, lo, hi));
        Ok(())
    }

    /// Charges `len` steps to the lanes of `m`.
    fn charge(&self, len: u32, m: VectorValue<'ctx>) -> LResult<()> {
        let Some(fuel) = self.fuel else {
            return Ok(());
        };
        if len == 0 {
            return Ok(());
        }
        let f = self.load_v(32, fuel)?;
        let less = self
            .b
            .build_int_sub(f, self.splat_k(32, u64::from(len)), "")?;
        let f = self.b.build_select(m, less, f, "")?.into_vector_value();
        self.b.build_store(fuel, f)?;
        Ok(())
    }

    /// Each lane's fuel now (64 bits: what it had less what it spent).
    fn fuel_now(&self) -> LResult<Option<VectorValue<'ctx>>> {
        let (Some(fuel), Some((base, rem0))) = (self.fuel, self.fuel0) else {
            return Ok(None);
        };
        let rem = self.load_v(32, fuel)?;
        let spent = self.b.build_int_sub(
            self.cast_v(rem0, 64, true)?,
            self.cast_v(rem, 64, true)?,
            "",
        )?;
        Ok(Some(self.b.build_int_sub(base, spent, "")?))
    }

    /// Bails when a lane of `m` has spent its fuel (the scalar code would
    /// refill it from the bank, or stop).
    fn fuel_check(&self, m: VectorValue<'ctx>) -> LResult<()> {
        let Some(fuel) = self.fuel else {
            return Ok(());
        };
        let f = self.load_v(32, fuel)?;
        let neg = self
            .b
            .build_int_compare(IntPredicate::SLT, f, self.vty(32).const_zero(), "")?;
        let neg = self.b.build_and(neg, m, "")?;
        let c = self.any(neg)?;
        self.bail_if(c)
    }

    /// Before instruction `i`: the scalar code's charge and check.
    fn budget_at(&self, i: usize) -> LResult<()> {
        let Some((len, check)) = self.plan.as_ref().and_then(|p| p.at(i)) else {
            return Ok(());
        };
        let e = self.exec()?;
        self.charge(len, e)?;
        if check {
            self.fuel_check(e)?;
        }
        Ok(())
    }

    fn preheader(&self, i: usize) -> Option<BasicBlock<'ctx>> {
        self.plan
            .as_ref()
            .and_then(|p| p.bounded(i))
            .map(|(_, b)| b)
    }

    fn lower_body(&mut self, body: &'a [Instr]) -> LResult<()> {
        for ins in body {
            if let Op::Bra { target } = ins.op {
                if !self.labels.contains_key(&target) {
                    let blk = self.block(&format!("L{}", target));
                    self.labels.insert(target, blk);
                }
            }
        }
        // Where lanes wait: a block of its own, and their mask (an alloca
        // of the entry block, which LLVM keeps in registers).
        let mask_t = self.vty(1);
        let here = self
            .b
            .get_insert_block()
            .ok_or_else(|| self.err("no insert block"))?;
        let first = self
            .fv
            .get_first_basic_block()
            .and_then(|b| b.get_first_instruction())
            .ok_or_else(|| self.err("no entry block"))?;
        for at in self.div.rejoin.clone() {
            if !self.labels.contains_key(&at) {
                let blk = self.block(&format!("J{}", at));
                self.labels.insert(at, blk);
            }
            self.b.position_before(&first);
            let p = self.b.build_alloca(mask_t, &format!("parked{}", at))?;
            self.b.position_at_end(here);
            self.b.build_store(p, mask_t.const_zero())?;
            self.parked.insert(at, p);
        }
        let first = self.block("body");
        if self.resumed.is_empty() {
            self.b.build_unconditional_branch(first)?;
        } else {
            // To the start or after a barrier (`finish` fills it).
            let d = self.block("dispatch");
            self.b.build_unconditional_branch(d)?;
            self.dispatch = Some(d);
        }
        self.b.position_at_end(first);
        self.body_start = Some(first);
        let mut terminated = false;
        for (i, ins) in body.iter().enumerate() {
            if let Some(&blk) = self.labels.get(&(i as u32)) {
                if let Some(pre) = self.preheader(i) {
                    if !terminated {
                        self.b.build_unconditional_branch(pre)?;
                    }
                    let charge = self
                        .plan
                        .as_ref()
                        .and_then(|p| p.bounded(i))
                        .map_or(0, |(c, _)| c);
                    self.b.position_at_end(pre);
                    let e = self.exec()?;
                    self.charge(u32::try_from(charge).unwrap_or(u32::MAX), e)?;
                    self.fuel_check(e)?;
                    self.b.build_unconditional_branch(blk)?;
                } else if !terminated {
                    self.b.build_unconditional_branch(blk)?;
                }
                self.b.position_at_end(blk);
                self.rejoin(i)?;
            } else if terminated {
                let blk = self.block("dead");
                self.b.position_at_end(blk);
            }
            self.span = ins.span;
            self.budget_at(i)?;
            let span = ins.span;
            terminated = self.lower_instr(body, i, ins).map_err(|mut e| {
                if e.span.line == 0 {
                    e.span = span;
                }
                e
            })?;
        }
        let end = body.len() as u32;
        let done = self.done.ok_or_else(|| self.err("no done block"))?;
        if let Some(&blk) = self.labels.get(&end) {
            if !terminated {
                self.b.build_unconditional_branch(blk)?;
            }
            // (Lanes waiting at the end end with the others.)
            self.b.position_at_end(blk);
            terminated = false;
        }
        if !terminated {
            self.b.build_unconditional_branch(done)?;
        }
        for blk in crate::expand::stray_targets(&self.labels, end) {
            self.b.position_at_end(blk);
            self.b.build_unconditional_branch(done)?;
        }
        Ok(())
    }

    /// At instruction `i`: the lanes waiting there run again; when none
    /// runs then, on to the next point where some may wait.
    fn rejoin(&mut self, i: usize) -> LResult<()> {
        let Some(&p) = self.parked.get(&(i as u32)) else {
            return Ok(());
        };
        let w = self.load_v(1, p)?;
        if self.preheader(i).is_some() {
            // A bounded loop's head: the scalar code charges its lanes on
            // entry, in the preheader; lanes waiting here would skip it.
            let c = self.any(w)?;
            self.bail_if(c)?;
        }
        let e = self.exec()?;
        let e = self.b.build_or(e, w, "")?;
        self.set_exec(e)?;
        self.b.build_store(p, self.vty(1).const_zero())?;
        let none = self.b.build_not(self.any(e)?, "")?;
        let skip = self.after_empty(i, true)?;
        let go = self.block("joined");
        self.b.build_conditional_branch(none, skip, go)?;
        self.b.position_at_end(go);
        Ok(())
    }

    /// Where to go from instruction `i` when no lane runs: the next point
    /// after `i` where lanes may wait (if lanes may wait somewhere, `waits`),
    /// else the end.
    fn after_empty(&self, i: usize, waits: bool) -> LResult<BasicBlock<'ctx>> {
        let done = self.done.ok_or_else(|| self.err("no done block"))?;
        if !waits {
            return Ok(done);
        }
        Ok(self
            .div
            .rejoin
            .iter()
            .find(|&&at| at as usize > i)
            .and_then(|at| self.labels.get(at).copied())
            .unwrap_or(done))
    }

    /// Whether the code at instruction `t` only ends the thread: `Some(true)`
    /// for `exit`, `Some(false)` for a return (past the end included).
    fn exit_at(body: &[Instr], t: usize) -> Option<bool> {
        match body.get(t) {
            None => Some(false),
            Some(ins) if ins.guard.is_some() => None,
            Some(ins) => match ins.op {
                Op::Ret => Some(false),
                Op::Exit => Some(true),
                _ => None,
            },
        }
    }

    /// The lanes of `m` end here (`exit` when `by_exit`): they leave the
    /// mask; when none is left, the run is done.
    fn leave(&self, m: VectorValue<'ctx>, by_exit: bool, i: usize) -> LResult<()> {
        let e = self.exec()?;
        let stay = self.b.build_and(e, self.b.build_not(m, "")?, "")?;
        self.set_exec(stay)?;
        let gp = self.gone.ok_or_else(|| self.err("no ended mask"))?;
        let g = self.load_v(1, gp)?;
        let g = self.b.build_or(g, self.b.build_and(e, m, "")?, "")?;
        self.b.build_store(gp, g)?;
        if by_exit {
            let p = self.by_exit.ok_or_else(|| self.err("no exit mask"))?;
            let x = self.load_v(1, p)?;
            let x = self.b.build_or(x, m, "")?;
            self.b.build_store(p, x)?;
        }
        let out = self.after_empty(i, self.div.region.get(i).copied().unwrap_or(false))?;
        let next = self.block("next");
        let c = self.any(stay)?;
        self.b.build_conditional_branch(c, next, out)?;
        self.b.position_at_end(next);
        Ok(())
    }

    /// Lowers one instruction; true when it ended the block.
    fn lower_instr(&mut self, body: &'a [Instr], i: usize, ins: &'a Instr) -> LResult<bool> {
        self.guard = None;
        self.blend = self.div.region.get(i).copied().unwrap_or(false);
        self.guard_same = ins
            .guard
            .is_some_and(|(p, _)| !self.div.varying.get(p as usize).copied().unwrap_or(true));
        if let Some((p, neg)) = ins.guard {
            let (a, bits) = self.regs[p as usize];
            let v = self.load_v(bits, a)?;
            let v = if bits == 1 {
                v
            } else {
                self.b
                    .build_int_compare(IntPredicate::NE, v, self.vty(bits).const_zero(), "")?
            };
            let v = if neg { self.b.build_not(v, "")? } else { v };
            self.guard = Some(v);
        }
        let r = self.lower_op(body, i, &ins.op);
        self.guard = None;
        r
    }

    /// The lanes a register write takes effect in: the guard's, and where
    /// lanes may wait, the running ones' (`None`: all).
    fn write_mask(&self) -> LResult<Option<VectorValue<'ctx>>> {
        Ok(match (self.guard, self.blend) {
            (_, true) => Some(self.active()?),
            (Some(g), false) => Some(g),
            (None, false) => None,
        })
    }

    /// The current guard and the running lanes.
    fn active(&self) -> LResult<VectorValue<'ctx>> {
        let e = self.exec()?;
        Ok(match self.guard {
            Some(g) => self.b.build_and(g, e, "")?,
            None => e,
        })
    }

    fn lower_op(&mut self, body: &'a [Instr], i: usize, op: &'a Op) -> LResult<bool> {
        let done = self.done.ok_or_else(|| self.err("no done block"))?;
        match op {
            Op::Bra { target } if self.div.branch[i] => {
                // Lanes may go apart: those that branch forward wait at the
                // target; at a back-edge, those that leave the loop wait
                // after it while the others go round.
                let t = *target as usize;
                let take = self.active()?;
                if t > i {
                    let p = *self
                        .parked
                        .get(target)
                        .ok_or_else(|| self.err("no rejoin point"))?;
                    let w = self.load_v(1, p)?;
                    let w = self.b.build_or(w, take, "")?;
                    self.b.build_store(p, w)?;
                    let e = self.exec()?;
                    let stay = self.b.build_and(e, self.b.build_not(take, "")?, "")?;
                    self.set_exec(stay)?;
                    let none = self.b.build_not(self.any(stay)?, "")?;
                    let skip = self.after_empty(i, true)?;
                    let next = self.block("next");
                    self.b.build_conditional_branch(none, skip, next)?;
                    self.b.position_at_end(next);
                } else {
                    let p = *self
                        .parked
                        .get(&(i as u32 + 1))
                        .ok_or_else(|| self.err("no rejoin point"))?;
                    let head = *self
                        .labels
                        .get(target)
                        .ok_or_else(|| self.err("branch target without a block"))?;
                    let back = self.block("back");
                    let next = self.block("next");
                    let c = self.any(take)?;
                    self.b.build_conditional_branch(c, back, next)?;
                    self.b.position_at_end(back);
                    let e = self.exec()?;
                    let out = self.b.build_and(e, self.b.build_not(take, "")?, "")?;
                    let w = self.load_v(1, p)?;
                    let w = self.b.build_or(w, out, "")?;
                    self.b.build_store(p, w)?;
                    self.set_exec(take)?;
                    self.b.build_unconditional_branch(head)?;
                    self.b.position_at_end(next);
                }
                Ok(false)
            }
            Op::Bra { target } => {
                let t = *target as usize;
                let blk = match self.preheader(t) {
                    Some(pre) if t > i => pre,
                    _ => *self
                        .labels
                        .get(target)
                        .ok_or_else(|| self.err("branch target without a block"))?,
                };
                if self.guard.is_none() && self.div.region[i] {
                    // To a return, with lanes waiting elsewhere: these end.
                    let by_exit = Self::exit_at(body, t).unwrap_or(false);
                    let take = self.exec()?;
                    if let Some((len, _)) = self.plan.as_ref().and_then(|p| p.at(t)) {
                        self.charge(len, take)?;
                    }
                    self.leave(take, by_exit, i)?;
                    return Ok(false);
                }
                if self.guard.is_none() {
                    self.b.build_unconditional_branch(blk)?;
                    return Ok(true);
                }
                let e = self.exec()?;
                if self.guard_same {
                    // Every lane holds the guard's value: lane 0's decides
                    // (as the all-or-none test below would; with no lane
                    // running, that test says all).
                    let g = self.guard.ok_or_else(|| self.err("no guard"))?;
                    let g0 = self
                        .b
                        .build_extract_element(g, self.ctx.i32_type().const_zero(), "")?
                        .into_int_value();
                    let idle = self.b.build_not(self.any(e)?, "")?;
                    let go = self.b.build_or(g0, idle, "")?;
                    let next = self.block("next");
                    self.b.build_conditional_branch(go, blk, next)?;
                    self.b.position_at_end(next);
                    return Ok(false);
                }
                let take = self.active()?;
                let (tb, eb) = (self.bits_of(take)?, self.bits_of(e)?);
                let all = self.b.build_int_compare(IntPredicate::EQ, tb, eb, "")?;
                let none = self.b.build_int_compare(
                    IntPredicate::EQ,
                    tb,
                    self.ity(LANES).const_zero(),
                    "",
                )?;
                let mixed = self.block("mixed");
                let not_all = self.block("not_all");
                let next = self.block("next");
                self.b.build_conditional_branch(all, blk, not_all)?;
                self.b.position_at_end(not_all);
                self.b.build_conditional_branch(none, next, mixed)?;
                self.b.position_at_end(mixed);
                match Self::exit_at(body, t) {
                    Some(by_exit) => {
                        // The lanes that branch to a return end there, with
                        // the steps the scalar code charges them.
                        if let Some((len, _)) = self.plan.as_ref().and_then(|p| p.at(t)) {
                            self.charge(len, take)?;
                        }
                        self.leave(take, by_exit, i)?;
                        self.b.build_unconditional_branch(next)?;
                    }
                    None => {
                        self.b.build_unconditional_branch(self.bail_blk()?)?;
                    }
                }
                self.b.position_at_end(next);
                Ok(false)
            }
            Op::Ret | Op::Exit => {
                let by_exit = matches!(op, Op::Exit);
                if self.guard.is_none() && self.div.region[i] {
                    // Lanes wait elsewhere: these end, the others go on.
                    let e = self.exec()?;
                    self.leave(e, by_exit, i)?;
                    return Ok(false);
                }
                if self.guard.is_none() {
                    if by_exit {
                        let e = self.exec()?;
                        let p = self.by_exit.ok_or_else(|| self.err("no exit mask"))?;
                        let x = self.load_v(1, p)?;
                        let x = self.b.build_or(x, e, "")?;
                        self.b.build_store(p, x)?;
                    }
                    self.b.build_unconditional_branch(done)?;
                    return Ok(true);
                }
                let m = self.active()?;
                self.leave(m, by_exit, i)?;
                Ok(false)
            }
            Op::Trap { .. } => {
                // The scalar code traps with the record the runner reports.
                if self.guard.is_none() {
                    self.b.build_unconditional_branch(self.bail_blk()?)?;
                    return Ok(true);
                }
                let m = self.active()?;
                let c = self.any(m)?;
                self.bail_if(c)?;
                Ok(false)
            }
            Op::Nop | Op::Nanosleep { .. } => Ok(false),
            Op::Ld { .. } | Op::St { .. } => {
                self.mem(op)?;
                Ok(false)
            }
            Op::Cvta { to, space, d, a } => {
                let w = window(*space);
                let v = self.read_v(*a, 64)?;
                let k = self.splat_k(64, w);
                let v = if *to {
                    self.b.build_int_sub(v, k, "")?
                } else {
                    self.b.build_int_add(v, k, "")?
                };
                self.write_v(*d, v, false)?;
                Ok(false)
            }
            ptxjit_frontend::int_ops!() | ptxjit_frontend::logic_ops!() => {
                if crate::expand::scalar::lower(self, op)? {
                    Ok(false)
                } else {
                    Err(self.err(format!(
                        "internal error: '{}' has no vector form",
                        op.name()
                    )))
                }
            }
            // Scalar video: the shared expansions on lanes.
            Op::Video { d, a, b, .. } | Op::Vset { d, a, b, .. } | Op::Vmad { d, a, b, .. } => {
                let (av, bv) = (self.read_v(*a, 32)?, self.read_v(*b, 32)?);
                let v = match op {
                    Op::Video { m, c, .. } => {
                        let cv = c.map(|c| self.read_v(c, 32)).transpose()?;
                        crate::expand::video::video(self, m, av, bv, cv)?
                    }
                    Op::Vset { m, c, .. } => {
                        let cv = c.map(|c| self.read_v(c, 32)).transpose()?;
                        crate::expand::video::vset(self, m, av, bv, cv)?
                    }
                    Op::Vmad { m, c, .. } => {
                        let cv = self.read_v(*c, 32)?;
                        crate::expand::video::vmad(self, m, av, bv, cv)?
                    }
                    ptxjit_frontend::int_ops!()
                    | ptxjit_frontend::logic_ops!()
                    | ptxjit_frontend::mem_ops!()
                    | ptxjit_frontend::control_ops!()
                    | ptxjit_frontend::dispatcher_ops!()
                    | Op::Simd { .. } => {
                        return Err(self.err("internal error: not a scalar video instruction"))
                    }
                };
                self.write_v(*d, v, false)?;
                Ok(false)
            }
            Op::Barrier { red: None } => {
                self.barrier(i)?;
                Ok(false)
            }
            Op::Atom {
                space: Space::Shared,
                op,
                ty,
                d,
                addr,
                b,
                c,
            } => {
                self.atom_shared(*op, *ty, *d, addr, *b, *c)?;
                Ok(false)
            }
            Op::Call { .. }
            | Op::Barrier { red: Some(_) }
            | Op::Warp { .. }
            | Op::Atom { .. }
            | Op::CpAsync { .. }
            | Op::Unsupported { .. }
            | Op::Simd { .. } => Err(self.err(format!(
                "internal error: '{}' in a vector kernel (refused by simt::refusal)",
                op.name()
            ))),
        }
    }

    /// `bar.sync` at instruction `i`. Every lane that has not ended must be
    /// here (lanes waiting elsewhere, or a guard that only some lanes
    /// pass: a bail, and the scalar code runs them). The lanes then stop as
    /// the scalar code stops there: the registers live after it and CC.CF
    /// in each thread's save area (its slots), the resume point, the status
    /// and the site; the ended lanes finished; the fuel in the cells. The
    /// function returns [`RAN_BARRIER`], and a later call resumes the lanes
    /// at the block after the barrier (`finish`'s dispatch).
    fn barrier(&mut self, i: usize) -> LResult<()> {
        let (k, resumed) = *self
            .resumed
            .get(&i)
            .ok_or_else(|| self.err("internal error: a barrier without a resume point"))?;
        let live = self.live.ok_or_else(|| self.err("no lanes"))?;
        let e = self.exec()?;
        if let Some(g) = self.guard {
            // No lane passes it: on past it, as the scalar code goes.
            let pass = self.b.build_and(e, g, "")?;
            let none = self.b.build_not(self.any(pass)?, "")?;
            let check = self.block("bar.some");
            self.b.build_conditional_branch(none, resumed, check)?;
            self.b.position_at_end(check);
            let skip = self.b.build_and(e, self.b.build_not(g, "")?, "")?;
            self.bail_if(self.any(skip)?)?;
        }
        let gp = self.gone.ok_or_else(|| self.err("no ended mask"))?;
        let gone = self.load_v(1, gp)?;
        let here = self.b.build_or(e, gone, "")?;
        let missing = self.b.build_and(live, self.b.build_not(here, "")?, "")?;
        self.bail_if(self.any(missing)?)?;
        let (_, s0) = self.soa.ok_or_else(|| self.err("no save areas"))?;
        let cfg = self.cfg;
        let regs: Vec<u32> = cfg.live.get(i).cloned().unwrap_or_default();
        let i8t = self.ctx.i8_type();
        let i32t = self.ctx.i32_type();
        let i64t = self.ctx.i64_type();
        // Every lane a thread, and all of them here: each register's lanes
        // in one row of the chunk's save areas, the fuel too, and only lane
        // 0's thread state says so ([`RESUME_LANES`]); otherwise each
        // thread's own slots and state, as the scalar code leaves them.
        let every = self.all(e)?;
        let rows = self.block("bar.rows");
        let slots = self.block("bar.slots");
        self.b.build_conditional_branch(every, rows, slots)?;
        self.b.position_at_end(rows);
        // Resumed from rows, the chunk stores only the rows that may not
        // hold their register's lanes already (what the scalar code's stop
        // stores, `KernelCfg::saves`: the rows are its slots, lane by
        // lane); otherwise every row.
        let (dirty, dirty_cf) = cfg
            .saves
            .get(i)
            .cloned()
            .unwrap_or_else(|| (regs.clone(), true));
        let by_rows = self.by_rows.ok_or_else(|| self.err("no resume kind"))?;
        let some = self.block("bar.rows.some");
        let all_rows = self.block("bar.rows.all");
        let stored = self.block("bar.rows.stored");
        self.b.build_conditional_branch(by_rows, some, all_rows)?;
        for (blk, which, cf) in [(some, &dirty, dirty_cf), (all_rows, &regs, true)] {
            self.b.position_at_end(blk);
            for &r in which {
                let v = self.reg_v(r)?;
                let v = self.cast_v(v, row_bits(self.regs[r as usize].1), false)?;
                let row = cfg.slots.0.get(r as usize).copied().unwrap_or(0) / 8;
                self.store_row(s0, row, v)?;
            }
            if cf {
                let c = self.load_v(1, self.cf.ok_or_else(|| self.err("no CC.CF"))?)?;
                self.store_row(s0, cf_row(cfg), self.cast_v(c, 8, false)?)?;
            }
            self.b.build_unconditional_branch(stored)?;
        }
        self.b.position_at_end(stored);
        if let Some(f) = self.fuel_now()? {
            self.store_row(s0, fuel_row(cfg), f)?;
        }
        for (off, v) in [
            (
                th::RESUME,
                i32t.const_int(u64::from(k | RESUME_LANES), false),
            ),
            (th::STATUS, i8t.const_int(u64::from(STATUS_BARRIER), false)),
            (th::WSITE, i32t.const_int(i as u64, false)),
            (th::WA, i64t.const_zero()),
        ] {
            self.b.build_store(self.lane0_field(off)?, v)?;
        }
        self.b
            .build_return(Some(&i8t.const_int(RAN_BARRIER, false)))?;
        self.b.position_at_end(slots);
        for &r in &regs {
            let v = self.reg_v(r)?;
            let v = self.cast_v(v, 64, false)?;
            let at = self.slot_ptrs(cfg.slots.0.get(r as usize).copied().unwrap_or(0))?;
            self.scatter(v, at, e, 8)?;
        }
        let c = self.load_v(1, self.cf.ok_or_else(|| self.err("no CC.CF"))?)?;
        self.scatter(
            self.cast_v(c, 8, false)?,
            self.slot_ptrs(cfg.slots.1)?,
            e,
            1,
        )?;
        self.th_writes(
            e,
            &[
                (self.splat_k(32, u64::from(k)), th::RESUME, 4),
                (self.splat_k(8, u64::from(STATUS_BARRIER)), th::STATUS, 1),
                (self.splat_k(32, i as u64), th::WSITE, 4),
                (self.splat_k(64, 0), th::WA, 8),
            ],
        )?;
        self.end_lanes(gone)?;
        self.save_fuel()?;
        self.b
            .build_return(Some(&i8t.const_int(RAN_BARRIER, false)))?;
        self.b.position_at_end(resumed);
        Ok(())
    }

    /// The lanes of `m` finished: their status (`exit` or done) and resume
    /// point as the scalar entry leaves them.
    fn end_lanes(&self, m: VectorValue<'ctx>) -> LResult<()> {
        let bx = self.by_exit.ok_or_else(|| self.err("no exit mask"))?;
        let bx = self.load_v(1, bx)?;
        let st = self
            .b
            .build_select(
                bx,
                self.splat_k(8, u64::from(STATUS_EXIT)),
                self.splat_k(8, u64::from(STATUS_DONE)),
                "",
            )?
            .into_vector_value();
        self.th_writes(
            m,
            &[
                (st, th::STATUS, 1),
                (self.splat_k(32, u64::from(RESUME_DONE)), th::RESUME, 4),
            ],
        )
    }

    /// Each running thread's fuel back in its cell.
    fn save_fuel(&self) -> LResult<()> {
        let live = self.live.ok_or_else(|| self.err("no lanes"))?;
        if let Some(f) = self.fuel_now()? {
            self.th_writes(live, &[(f, th::BUDGET + crate::budget::cell::FUEL, 8)])?;
        }
        Ok(())
    }

    /// Writes each `(value, field offset, alignment)` to the thread states
    /// of the lanes of `m`: plain stores when every lane is in `m` (the
    /// usual case; a masked scatter tests each lane), none when no lane is.
    fn th_writes(
        &self,
        m: VectorValue<'ctx>,
        writes: &[(VectorValue<'ctx>, i32, u32)],
    ) -> LResult<()> {
        let all = self.all(m)?;
        let none = self.b.build_not(self.any(m)?, "")?;
        let every = self.block("th.all");
        let some = self.block("th.some");
        let masked = self.block("th.masked");
        let out = self.block("th.out");
        self.b.build_conditional_branch(all, every, some)?;
        self.b.position_at_end(some);
        self.b.build_conditional_branch(none, out, masked)?;
        let ones = self.splat_k(1, 1);
        for (blk, mask) in [(every, ones), (masked, m)] {
            self.b.position_at_end(blk);
            for &(v, off, align) in writes {
                let p = self.th_field(off)?;
                self.scatter(v, p, mask, align)?;
            }
            self.b.build_unconditional_branch(out)?;
        }
        self.b.position_at_end(out);
        Ok(())
    }

    /// The field at byte `off` of lane 0's thread state.
    fn lane0_field(&self, off: i32) -> LResult<PointerValue<'ctx>> {
        let i64t = self.ctx.i64_type();
        let thv = self.thv.ok_or_else(|| self.err("no thread states"))?;
        let th0 = self
            .b
            .build_extract_element(thv, i64t.const_zero(), "")?
            .into_int_value();
        let a = self
            .b
            .build_int_add(th0, i64t.const_int(off as u64, false), "")?;
        Ok(self
            .b
            .build_int_to_ptr(a, self.ctx.ptr_type(AddressSpace::default()), "")?)
    }

    /// Each lane's pointer to byte `off` of its thread's save area.
    fn slot_ptrs(&self, off: u32) -> LResult<VectorValue<'ctx>> {
        let save = self.savev.ok_or_else(|| self.err("no save areas"))?;
        let a = self
            .b
            .build_int_add(save, self.splat_k(64, u64::from(off)), "")?;
        self.ptrs(a)
    }

    /// The pointer to row `row` of the chunk's save areas from `s0`
    /// (8 bytes per lane).
    fn row_ptr(&self, s0: IntValue<'ctx>, row: u32) -> LResult<PointerValue<'ctx>> {
        let i64t = self.ctx.i64_type();
        let a = self.b.build_int_add(
            s0,
            i64t.const_int(u64::from(row) * 8 * u64::from(LANES), false),
            "",
        )?;
        Ok(self
            .b
            .build_int_to_ptr(a, self.ctx.ptr_type(AddressSpace::default()), "")?)
    }

    /// Stores `v` (the lanes' values of one register) as row `row`.
    fn store_row(&self, s0: IntValue<'ctx>, row: u32, v: VectorValue<'ctx>) -> LResult<()> {
        let st = self.b.build_store(self.row_ptr(s0, row)?, v)?;
        st.set_alignment(8).map_err(|e| self.err(e.to_string()))?;
        Ok(())
    }

    /// Loads row `row` as `bits`-bit lanes.
    fn load_row(&self, s0: IntValue<'ctx>, row: u32, bits: u32) -> LResult<VectorValue<'ctx>> {
        let v = self
            .b
            .build_load(self.vty(bits), self.row_ptr(s0, row)?, "")?;
        if let Some(i) = v.as_instruction_value() {
            i.set_alignment(8).map_err(|e| self.err(e.to_string()))?;
        }
        Ok(v.into_vector_value())
    }

    /// The dispatch: fresh lanes to the body's start, lanes stopped at a
    /// barrier to a block that reloads what the stop saved and goes on
    /// after it; any other point (none this code makes) bails.
    fn build_dispatch(&mut self) -> LResult<()> {
        let Some(d) = self.dispatch else {
            return Ok(());
        };
        let i32t = self.ctx.i32_type();
        let live = self.live.ok_or_else(|| self.err("no lanes"))?;
        let r0 = self.r0.ok_or_else(|| self.err("no start point"))?;
        let save = self.savev.ok_or_else(|| self.err("no save areas"))?;
        let start = self.body_start.ok_or_else(|| self.err("no body"))?;
        let mut points: Vec<(usize, u32, BasicBlock<'ctx>)> = self
            .resumed
            .iter()
            .map(|(&at, &(k, blk))| (at, k, blk))
            .collect();
        points.sort_unstable_by_key(|p| p.1);
        let (_, s0) = self.soa.ok_or_else(|| self.err("no save areas"))?;
        let mut cases = vec![(i32t.const_zero(), start)];
        let mut restores = Vec::new();
        for &(at, k, blk) in &points {
            for rows in [false, true] {
                let r = self.block(&format!("restore{}", k));
                let kk = if rows { k | RESUME_LANES } else { k };
                cases.push((i32t.const_int(u64::from(kk), false), r));
                restores.push((r, rows, at, blk));
            }
        }
        self.b.position_at_end(d);
        self.b.build_switch(r0, self.bail_blk()?, &cases)?;
        let cfg = self.cfg;
        let _ = save;
        for (r, rows, at, blk) in restores {
            self.b.position_at_end(r);
            for &reg in cfg.live.get(at).into_iter().flatten() {
                let (p, bits) = self.regs[reg as usize];
                let off = cfg.slots.0.get(reg as usize).copied().unwrap_or(0);
                let v = if rows {
                    self.load_row(s0, off / 8, row_bits(bits))?
                } else {
                    self.gather(64, self.slot_ptrs(off)?, live, 8)?
                };
                let v = self.cast_v(v, bits, false)?;
                self.b.build_store(p, v)?;
            }
            let c = if rows {
                self.load_row(s0, cf_row(cfg), 8)?
            } else {
                self.gather(8, self.slot_ptrs(cfg.slots.1)?, live, 1)?
            };
            let c = self.cast_v(c, 1, false)?;
            let cfp = self.cf.ok_or_else(|| self.err("no CC.CF"))?;
            self.b.build_store(cfp, c)?;
            self.b.build_unconditional_branch(blk)?;
        }
        Ok(())
    }

    /// On a bail of lanes that resumed from rows ([`RESUME_LANES`]): the
    /// registers back in each thread's slots and the bit cleared, so that
    /// the scalar code resumes them.
    fn rows_to_slots(&self) -> LResult<()> {
        let (Some((_, s0)), Some(r0)) = (self.soa, self.r0) else {
            return Ok(());
        };
        let i32t = self.ctx.i32_type();
        let live = self.live.ok_or_else(|| self.err("no lanes"))?;
        let flag = self
            .b
            .build_and(r0, i32t.const_int(u64::from(RESUME_LANES), false), "")?;
        let rows = self
            .b
            .build_int_compare(IntPredicate::NE, flag, i32t.const_zero(), "")?;
        let go = self.block("unrow");
        let out = self.block("unrow.done");
        self.b.build_conditional_branch(rows, go, out)?;
        self.b.position_at_end(go);
        // The registers a barrier's rows hold (each at its slot's row, at
        // 32 or 64 bits).
        let mut regs: Vec<u32> = self
            .resumed
            .keys()
            .flat_map(|&at| self.cfg.live.get(at).cloned().unwrap_or_default())
            .collect();
        regs.sort_unstable();
        regs.dedup();
        let mut vals = Vec::with_capacity(regs.len());
        for &r in &regs {
            let off = self.cfg.slots.0.get(r as usize).copied().unwrap_or(0);
            let v = self.load_row(s0, off / 8, row_bits(self.regs[r as usize].1))?;
            vals.push((off, self.cast_v(v, 64, false)?));
        }
        let c = self.load_row(s0, cf_row(self.cfg), 8)?;
        let f = match self.fuel {
            Some(_) => Some(self.load_row(s0, fuel_row(self.cfg), 64)?),
            None => None,
        };
        // Lane 0's stop site (the others' were not written).
        let site = self
            .b
            .build_load(i32t, self.lane0_field(th::WSITE)?, "")?
            .into_int_value();
        // (Rows come from whole chunks whose lanes all stopped there.)
        let ones = self.splat_k(1, 1);
        for (off, v) in vals {
            self.scatter(v, self.slot_ptrs(off)?, ones, 8)?;
        }
        self.scatter(c, self.slot_ptrs(self.cfg.slots.1)?, ones, 1)?;
        let k = self
            .b
            .build_and(r0, i32t.const_int(u64::from(!RESUME_LANES), false), "")?;
        let mut writes = vec![
            (self.splat(k)?, th::RESUME, 4),
            (self.splat_k(8, u64::from(STATUS_BARRIER)), th::STATUS, 1),
            (self.splat(site)?, th::WSITE, 4),
            (self.splat_k(64, 0), th::WA, 8),
        ];
        if let Some(f) = f {
            writes.push((f, th::BUDGET + crate::budget::cell::FUEL, 8));
        }
        self.th_writes(live, &writes)?;
        self.b.build_unconditional_branch(out)?;
        self.b.position_at_end(out);
        Ok(())
    }

    /// Register `r`.
    fn reg_v(&self, r: u32) -> LResult<VectorValue<'ctx>> {
        let (p, bits) = self.regs[r as usize];
        self.load_v(bits, p)
    }

    fn read_v(&mut self, s: Src, bits: u32) -> LResult<VectorValue<'ctx>> {
        match s {
            Src::Reg(r) => {
                let v = self.reg_v(r)?;
                self.cast_v(v, bits, false)
            }
            Src::Imm(v) => Ok(self.splat_k(bits, v)),
            Src::Sreg(sr) => {
                let v = match sr.device_value() {
                    Ok(k) => self.splat_k(64, k),
                    Err(ts) => self.sreg(ts)?,
                };
                self.cast_v(v, bits, false)
            }
            Src::VarAddr(v) => match self.cfg.layout.addr(v) {
                Some(a) => Ok(self.splat_k(bits, a)),
                None => Err(self.err(format!(
                    "the address of variable '{}' in a vector kernel",
                    self.prog.vars[v as usize].name
                ))),
            },
        }
    }

    /// A special register per lane, as `i64`.
    fn sreg(&self, s: ThreadSreg) -> LResult<VectorValue<'ctx>> {
        let i64t = self.ctx.i64_type();
        let i32t = self.ctx.i32_type();
        let xyz = |i: u8| 4 * i32::from(i.min(2));
        let from_ctx = |off: i32| -> LResult<VectorValue<'ctx>> {
            let p = self.ctx_field(off)?;
            let v = self.b.build_load(i32t, p, "")?.into_int_value();
            let v = self.b.build_int_z_extend(v, i64t, "")?;
            self.splat(v)
        };
        let from_th = |off: i32| -> LResult<VectorValue<'ctx>> {
            let p = self.th_field(off)?;
            let live = self.live.ok_or_else(|| self.err("no lanes"))?;
            let v = self.gather(32, p, live, 4)?;
            self.cast_v(v, 64, false)
        };
        let lane = || -> LResult<VectorValue<'ctx>> {
            let l = from_th(th::LINEAR)?;
            Ok(self.b.build_and(l, self.splat_k(64, 31), "")?)
        };
        let one = self.splat_k(64, 1);
        Ok(match s {
            ThreadSreg::Tid(i) => from_th(th::TID + xyz(i))?,
            ThreadSreg::Ntid(i) => from_ctx(cx::NTID + xyz(i))?,
            ThreadSreg::Ctaid(i) => from_ctx(cx::CTAID + xyz(i))?,
            ThreadSreg::Nctaid(i) => from_ctx(cx::NCTAID + xyz(i))?,
            ThreadSreg::Nwarpid => from_ctx(cx::NWARPID)?,
            ThreadSreg::DynamicSmemSize => from_ctx(cx::DYN_SMEM)?,
            ThreadSreg::Laneid => lane()?,
            ThreadSreg::Warpid => {
                let l = from_th(th::LINEAR)?;
                self.b
                    .build_right_shift(l, self.splat_k(64, 5), false, "")?
            }
            ThreadSreg::LanemaskEq => self.b.build_left_shift(one, lane()?, "")?,
            ThreadSreg::LanemaskLt | ThreadSreg::LanemaskLe => {
                let base = self.splat_k(64, crate::clif::kernel::lanemask_base(s) as u64);
                let sh = self.b.build_left_shift(base, lane()?, "")?;
                self.b.build_int_sub(sh, one, "")?
            }
            ThreadSreg::LanemaskGe | ThreadSreg::LanemaskGt => {
                let base = self.splat_k(64, crate::clif::kernel::lanemask_base(s) as u64);
                let sh = self.b.build_left_shift(base, lane()?, "")?;
                let m = self.b.build_int_sub(sh, one, "")?;
                let n = self.b.build_not(m, "")?;
                self.b.build_and(n, self.splat_k(64, 0xffff_ffff), "")?
            }
        })
    }

    fn write_v(&mut self, d: Dst, v: VectorValue<'ctx>, signed: bool) -> LResult<()> {
        if let Dst::Reg(r) = d {
            let (p, bits) = self.regs[r as usize];
            let v = self.cast_v(v, bits, signed)?;
            let mask = if self.keep.get(r as usize).copied().unwrap_or(true) {
                self.write_mask()?
            } else {
                self.guard
            };
            let v = match mask {
                Some(g) => {
                    let old = self.load_v(bits, p)?;
                    self.b.build_select(g, v, old, "")?.into_vector_value()
                }
                None => v,
            };
            self.b.build_store(p, v)?;
        }
        Ok(())
    }

    /// A load or store: one vector access per element, each lane's address
    /// checked first.
    fn mem(&mut self, op: &Op) -> LResult<()> {
        let ptxjit_frontend::ir::LdSt {
            space,
            ty,
            addr,
            n,
            store,
        } = op
            .ld_st()
            .ok_or_else(|| self.err("internal error: not a load or store"))?;
        let bits = ty.bits();
        let size = bits / 8;
        let total = size * n as u32;
        let mut vals = Vec::new();
        if let Some(v) = store {
            for s in v.iter() {
                vals.push(self.read_v(*s, bits)?);
            }
        }
        let m = self.active()?;
        if space == Space::Const {
            return self.mem_const(op, addr, (bits, n), m);
        }
        if space == Space::Local {
            return self.mem_local(op, addr, (bits, n), &vals, m);
        }
        let (base, _) = *self
            .arenas
            .get(&space_key(space))
            .ok_or_else(|| self.err("no arena"))?;
        let origin = arena_fields(space).map_or(0, |x| x.4);
        let i64t = self.ctx.i64_type();
        let host0 = self.b.build_ptr_to_int(base, i64t, "")?;
        // A variable at a known place: valid at compile time.
        let fixed = match addr.base {
            AddrBase::Var(v) => {
                let va = self
                    .cfg
                    .layout
                    .addr(v)
                    .ok_or_else(|| self.err("a variable without an address"))?;
                let (sa, ok) =
                    crate::clif::kernel::var_access(self.prog, v, va, addr.offset, total);
                if ok {
                    Some(sa)
                } else if matches!(space, Space::Global | Space::Shared) {
                    None
                } else {
                    return Err(self.err("a .param or .const access not known valid"));
                }
            }
            AddrBase::Reg(_) | AddrBase::Abs => None,
        };
        let a = match (fixed, addr.base) {
            (Some(sa), _) => self.splat_k(64, sa),
            (None, AddrBase::Var(v)) => {
                let va = self.cfg.layout.addr(v).unwrap_or(0);
                self.splat_k(64, va.wrapping_add(addr.offset as u64))
            }
            (None, AddrBase::Reg(r)) => {
                let v = self.read_v(Src::Reg(r), 64)?;
                self.b
                    .build_int_add(v, self.splat_k(64, addr.offset as u64), "")?
            }
            (None, AddrBase::Abs) => self.splat_k(64, addr.offset as u64),
        };
        let in_const = match fixed {
            None if space == Space::Shared => {
                self.check_shared(a, size, n, m)?;
                None
            }
            None => Some(self.check_global(a, total, m, store.is_none())?),
            Some(_) => None,
        };
        // Host address of each lane's first byte.
        let shift = self
            .b
            .build_int_sub(host0, i64t.const_int(origin, false), "")?;
        let shift = match in_const {
            Some(c) => {
                // A generic load of `.const` memory: its arena instead.
                let (cbase, _) = *self
                    .arenas
                    .get(&space_key(Space::Const))
                    .ok_or_else(|| self.err("no .const arena"))?;
                let c0 = self.b.build_ptr_to_int(cbase, i64t, "")?;
                let cshift =
                    self.b
                        .build_int_sub(c0, i64t.const_int(window_of(Space::Const), false), "")?;
                self.b.build_select(c, cshift, shift, "")?.into_int_value()
            }
            None => shift,
        };
        let host = self.b.build_int_add(a, self.splat(shift)?, "")?;
        if n == 1 {
            return self.mem_one(op, host, bits, m, vals.first().copied());
        }
        for k in 0..n {
            let hk =
                self.b
                    .build_int_add(host, self.splat_k(64, u64::from(size) * k as u64), "")?;
            let ptrs = self.ptrs(hk)?;
            // (Each element is aligned to its size: checked, or a variable's.)
            match (op, store) {
                (Op::Ld { d, .. }, _) => {
                    let v = self.gather(bits, ptrs, m, size)?;
                    self.write_v(d[k], v, ty.is_signed())?;
                }
                (_, Some(_)) => {
                    self.log_store(hk, ptrs, bits, m)?;
                    self.scatter(vals[k], ptrs, m, size)?;
                }
                _ => return Err(self.err("internal error: not a load or store")),
            }
        }
        Ok(())
    }

    /// A new site's pair of words in the entry's caches (zero at the
    /// start of each block, kept across chunks): a range cache
    /// ([`Self::check_global`]) or a row-test skip count
    /// ([`Self::mem_one`]).
    fn site_cache(&mut self) -> LResult<PointerValue<'ctx>> {
        let i64t = self.ctx.i64_type();
        let site = self.nsites;
        self.nsites += 1;
        let caches = self.caches.ok_or_else(|| self.err("no caches"))?;
        // SAFETY (for LLVM): the entry gives a pair of words per site.
        Ok(unsafe {
            self.b.build_in_bounds_gep(
                i64t,
                caches,
                &[i64t.const_int(2 * u64::from(site), false)],
                "",
            )?
        })
    }

    /// A load or store of one `bits`-bit element per lane at host address
    /// `host` (checked) for the lanes of `m`: when every lane runs it and
    /// the lanes' addresses follow one another (`s[tid]`), one vector load
    /// or store; otherwise a gather or scatter.
    fn mem_one(
        &mut self,
        op: &Op,
        host: VectorValue<'ctx>,
        bits: u32,
        m: VectorValue<'ctx>,
        val: Option<VectorValue<'ctx>>,
    ) -> LResult<()> {
        let size = bits / 8;
        let vec_blk = self.block("mem.row");
        let lanes_blk = self.block("mem.lanes");
        let join = self.block("mem.join");
        let ptrs = self.ptrs(host)?;
        // A site whose lanes did not form a row skips the test for its next
        // `ROW_RETRY` accesses (a message per thread read a byte at a time
        // never forms one; the test cost a fifth of MD5's time): its count
        // in a cache word of its own, kept across chunks.
        let i64t = self.ctx.i64_type();
        let memo = self.site_cache()?;
        let skips = self.b.build_load(i64t, memo, "")?.into_int_value();
        let skip = self
            .b
            .build_int_compare(IntPredicate::NE, skips, i64t.const_zero(), "")?;
        let test_blk = self.block("mem.test");
        let skip_blk = self.block("mem.skip");
        let miss_blk = self.block("mem.miss");
        self.b.build_conditional_branch(skip, skip_blk, test_blk)?;
        self.b.position_at_end(skip_blk);
        let fewer = self.b.build_int_sub(skips, i64t.const_int(1, false), "")?;
        self.b.build_store(memo, fewer)?;
        self.b.build_unconditional_branch(lanes_blk)?;
        self.b.position_at_end(miss_blk);
        self.b.build_store(memo, i64t.const_int(ROW_RETRY, false))?;
        self.b.build_unconditional_branch(lanes_blk)?;
        self.b.position_at_end(test_blk);
        // Each lane's address less its place in a row: the same for every
        // running lane when they form one (the first running lane's).
        let step =
            self.b
                .build_int_mul(self.lane_index(64), self.splat_k(64, u64::from(size)), "")?;
        let starts = self.b.build_int_sub(host, step, "")?;
        let mbits = self.bits_of(m)?;
        let first = self
            .intr(
                "llvm.cttz",
                &[self.ity(LANES).into()],
                &[
                    mbits.into(),
                    self.ctx.bool_type().const_int(1, false).into(),
                ],
            )?
            .ok_or_else(|| self.err("llvm.cttz returns nothing"))?
            .into_int_value();
        let any = self.any(m)?;
        let first = self
            .b
            .build_select(any, first, self.ity(LANES).const_zero(), "")?
            .into_int_value();
        let h0 = self
            .b
            .build_extract_element(starts, first, "")?
            .into_int_value();
        let same = self
            .b
            .build_int_compare(IntPredicate::EQ, starts, self.splat(h0)?, "")?;
        let ok = self.b.build_or(same, self.b.build_not(m, "")?, "")?;
        let row = self.all(ok)?;
        // (8 and 16 bits: the CPU has no masked store of them.)
        let masked = bits >= 32;
        let need = if masked { any } else { self.all(m)? };
        let all = self.b.build_and(row, need, "")?;
        let vt = self.vty(bits);
        let p0 = self
            .b
            .build_int_to_ptr(h0, self.ctx.ptr_type(AddressSpace::default()), "")?;
        self.b.build_conditional_branch(all, vec_blk, miss_blk)?;
        let mut loaded = Vec::new();
        for (blk, whole) in [(vec_blk, true), (lanes_blk, false)] {
            self.b.position_at_end(blk);
            match (op, val) {
                (Op::Ld { .. }, _) => {
                    let v = if whole {
                        self.load_row_at(vt, p0, size, masked.then_some(m))?
                    } else {
                        self.gather(bits, ptrs, m, size)?
                    };
                    let end = self
                        .b
                        .get_insert_block()
                        .ok_or_else(|| self.err("no insert block"))?;
                    loaded.push((v, end));
                }
                (_, Some(v)) => {
                    if whole {
                        let mm = masked.then_some(m);
                        self.log_old(host, bits, m, |vx| vx.load_row_at(vt, p0, size, mm))?;
                        match mm {
                            Some(mm) => {
                                self.intr(
                                    "llvm.masked.store",
                                    &[vt.into(), p0.get_type().into()],
                                    &[
                                        v.into(),
                                        p0.into(),
                                        self.ctx
                                            .i32_type()
                                            .const_int(u64::from(size), false)
                                            .into(),
                                        mm.into(),
                                    ],
                                )?;
                            }
                            None => {
                                let st = self.b.build_store(p0, v)?;
                                st.set_alignment(size)
                                    .map_err(|e| self.err(e.to_string()))?;
                            }
                        }
                    } else {
                        self.log_store(host, ptrs, bits, m)?;
                        self.scatter(v, ptrs, m, size)?;
                    }
                }
                _ => return Err(self.err("internal error: not a load or store")),
            }
            self.b.build_unconditional_branch(join)?;
        }
        self.b.position_at_end(join);
        if let Op::Ld { d, ty, .. } = op {
            let phi = self.b.build_phi(vt, "")?;
            for (v, blk) in &loaded {
                phi.add_incoming(&[(v, *blk)]);
            }
            let v = phi.as_basic_value().into_vector_value();
            self.write_v(d[0], v, ty.is_signed())?;
        }
        Ok(())
    }

    /// The row of `vt` lanes at `p` (each aligned to `size`), only the lanes
    /// of `m` when given (0 in the others).
    fn load_row_at(
        &self,
        vt: VectorType<'ctx>,
        p: PointerValue<'ctx>,
        size: u32,
        m: Option<VectorValue<'ctx>>,
    ) -> LResult<VectorValue<'ctx>> {
        match m {
            Some(m) => self.intr_v(
                "llvm.masked.load",
                &[vt.into(), p.get_type().into()],
                &[
                    p.into(),
                    self.ctx.i32_type().const_int(u64::from(size), false).into(),
                    m.into(),
                    vt.const_zero().into(),
                ],
            ),
            None => {
                let v = self.b.build_load(vt, p, "")?;
                if let Some(i) = v.as_instruction_value() {
                    i.set_alignment(size).map_err(|e| self.err(e.to_string()))?;
                }
                Ok(v.into_vector_value())
            }
        }
    }

    /// `atom.shared` / `red.shared`: the running lanes' read-modify-writes
    /// one after another in lane order (lanes at one address see each
    /// other's, as on the GPU in some order), their old values first
    /// logged for the undo (the values before the instruction: undone
    /// newest first, each address gets back what it held before the
    /// chunk's first write to it).
    fn atom_shared(
        &mut self,
        op: ptxjit_frontend::ir::AtomOp,
        ty: ptxjit_frontend::ast::Type,
        d: Dst,
        addr: &Addr,
        b: Src,
        c: Option<Src>,
    ) -> LResult<()> {
        let bits = ty.bits();
        let size = bits / 8;
        let i32t = self.ctx.i32_type();
        let bv = self.read_v(b, bits)?;
        let cv = c.map(|c| self.read_v(c, bits)).transpose()?;
        let m = self.active()?;
        let (a, known) = self.space_addr(addr, size)?;
        if !known {
            self.check_shared(a, size, 1, m)?;
        }
        let (base, _) = *self
            .arenas
            .get(&space_key(Space::Shared))
            .ok_or_else(|| self.err("no .shared arena"))?;
        let i64t = self.ctx.i64_type();
        let b0 = self.b.build_ptr_to_int(base, i64t, "")?;
        let host = self.b.build_int_add(a, self.splat(b0)?, "")?;
        let ptrs = self.ptrs(host)?;
        self.log_store(host, ptrs, bits, m)?;
        // The new values, lane by lane: each lane's old value is what the
        // lanes before it left.
        let vt = self.vty(bits);
        let mut olds = vt.const_zero();
        for l in 0..LANES {
            let li = i32t.const_int(u64::from(l), false);
            let on = self.b.build_extract_element(m, li, "")?.into_int_value();
            let run = self.block("atom.lane");
            let next = self.block("atom.next");
            let here = self
                .b
                .get_insert_block()
                .ok_or_else(|| self.err("no insert block"))?;
            self.b.build_conditional_branch(on, run, next)?;
            self.b.position_at_end(run);
            let h = self.b.build_extract_element(host, li, "")?.into_int_value();
            let p = self
                .b
                .build_int_to_ptr(h, self.ctx.ptr_type(AddressSpace::default()), "")?;
            let old = self.b.build_load(self.ity(bits), p, "")?.into_int_value();
            if let Some(i) = old.as_instruction_value() {
                i.set_alignment(size).map_err(|e| self.err(e.to_string()))?;
            }
            // (The shared rule on vectors: this lane's in every lane.)
            let oldv = self.splat(old)?;
            let new = crate::expand::atom::value(self, op, ty.is_signed(), oldv, bv, cv)?;
            let new = self.b.build_extract_element(new, li, "")?.into_int_value();
            let st = self.b.build_store(p, new)?;
            st.set_alignment(size)
                .map_err(|e| self.err(e.to_string()))?;
            let got = self.b.build_insert_element(olds, old, li, "")?;
            let run_end = self
                .b
                .get_insert_block()
                .ok_or_else(|| self.err("no insert block"))?;
            self.b.build_unconditional_branch(next)?;
            self.b.position_at_end(next);
            let phi = self.b.build_phi(vt, "")?;
            phi.add_incoming(&[(&olds, here), (&got, run_end)]);
            olds = phi.as_basic_value().into_vector_value();
        }
        self.write_v(d, olds, false)
    }

    /// Bails unless every lane of `m` has its `n` elements of `size` bytes
    /// at `.shared` address `a` where the scalar code finds them valid (the
    /// arena's valid bytes: the variables back to back, or the bitmap) and
    /// aligned (the first element to the whole access; also unchecked, where
    /// the scalar code makes an unaligned access).
    fn check_shared(
        &mut self,
        a: VectorValue<'ctx>,
        size: u32,
        n: usize,
        m: VectorValue<'ctx>,
    ) -> LResult<()> {
        let i64t = self.ctx.i64_type();
        let (_, len) = *self
            .arenas
            .get(&space_key(Space::Shared))
            .ok_or_else(|| self.err("no .shared arena"))?;
        let total = size * n as u32;
        let checked = self.cfg.checked;
        let dense = checked && self.cfg.layout.dense(Space::Shared);
        let shadow = if checked && !dense {
            let sp = self.ctx_field(cx::SHARED_SHADOW)?;
            let p = self
                .b
                .build_load(self.ctx.ptr_type(AddressSpace::default()), sp, "")?
                .into_pointer_value();
            Some(self.b.build_ptr_to_int(p, i64t, "")?)
        } else {
            None
        };
        let pad = if dense {
            crate::clif::kernel::ARENA_PAD
        } else {
            0
        };
        let lim = self
            .b
            .build_int_sub(len, i64t.const_int(pad + u64::from(size), false), "")?;
        let lim = self.splat(lim)?;
        let mut bad = self.vty(1).const_zero();
        for k in 0..n {
            let off = self
                .b
                .build_int_add(a, self.splat_k(64, u64::from(size) * k as u64), "")?;
            let mut ok = self.b.build_int_compare(IntPredicate::ULE, off, lim, "")?;
            if let Some(sh) = shadow {
                // The bitmap's bits of the `size` bytes (two bytes of it
                // hold them: the arena's padding keeps both inside).
                let idx = self
                    .b
                    .build_right_shift(off, self.splat_k(64, 3), false, "")?;
                let at = self.b.build_int_add(self.splat(sh)?, idx, "")?;
                let w = self.gather(16, self.ptrs(at)?, self.b.build_and(ok, m, "")?, 1)?;
                let w = self.cast_v(w, 64, false)?;
                let bit = self.b.build_and(off, self.splat_k(64, 7), "")?;
                let w = self.b.build_right_shift(w, bit, false, "")?;
                let want = self.splat_k(64, (1u64 << size.min(16)) - 1);
                let x = self.b.build_and(w, want, "")?;
                let valid = self.b.build_int_compare(IntPredicate::EQ, x, want, "")?;
                ok = self.b.build_and(ok, valid, "")?;
            }
            let al = if k == 0 { total } else { size };
            let al = u64::from(al.next_power_of_two().max(1));
            let low = self.b.build_and(off, self.splat_k(64, al - 1), "")?;
            let aligned =
                self.b
                    .build_int_compare(IntPredicate::EQ, low, self.vty(64).const_zero(), "")?;
            ok = self.b.build_and(ok, aligned, "")?;
            let no = self.b.build_and(self.b.build_not(ok, "")?, m, "")?;
            bad = self.b.build_or(bad, no, "")?;
        }
        self.bail_if(self.any(bad)?)
    }

    /// A `.local` access: the lanes' frames side by side (`frame`). Where
    /// every lane's address is the same (a variable, an immediate, a
    /// register no lane's value differs in, or lanes found equal when it
    /// runs) the access is one vector access per 4-byte word; otherwise a
    /// gather or scatter. An address outside the `.local` variables or not
    /// aligned to the access bails (the scalar code faults).
    fn mem_local(
        &mut self,
        op: &Op,
        addr: &Addr,
        (bits, n): (u32, usize),
        vals: &[VectorValue<'ctx>],
        m: VectorValue<'ctx>,
    ) -> LResult<()> {
        let i64t = self.ctx.i64_type();
        let total = bits / 8 * n as u32;
        let (d, signed) = match op {
            Op::Ld { d, ty, .. } => (Some(d), ty.is_signed()),
            Op::St { .. } => (None, false),
            ptxjit_frontend::int_ops!()
            | ptxjit_frontend::logic_ops!()
            | ptxjit_frontend::video_ops!()
            | ptxjit_frontend::control_ops!()
            | ptxjit_frontend::dispatcher_ops!() => {
                return Err(self.err("internal error: not a .local access"))
            }
        };
        let (a, known) = self.space_addr(addr, total)?;
        let at = if self.same_in_lanes(addr) {
            let a0 = self
                .b
                .build_extract_element(a, i64t.const_zero(), "")?
                .into_int_value();
            At::One(a0)
        } else {
            At::Lanes(a)
        };
        let a = match at {
            At::One(_) => {
                let out = self.local_path(at, known, (bits, n), vals, m)?;
                if let Some(d) = d {
                    for (dst, v) in d.iter().zip(out) {
                        self.write_v(*dst, v, signed)?;
                    }
                }
                return Ok(());
            }
            At::Lanes(a) => a,
        };
        // Lanes that may differ: checked once, then the same address in
        // every running lane is still one vector access per word.
        let (_, lo, hi) = self.frame.ok_or_else(|| self.err("no .local frame"))?;
        let ok = self.inside(a, total, &[(lo, hi)], m)?;
        let bad = self.b.build_not(ok, "")?;
        self.bail_if(bad)?;
        let a0 = self
            .b
            .build_extract_element(a, i64t.const_zero(), "")?
            .into_int_value();
        let same = self
            .b
            .build_int_compare(IntPredicate::EQ, a, self.splat(a0)?, "")?;
        let same = self.b.build_or(same, self.b.build_not(m, "")?, "")?;
        let all = self.all(same)?;
        let one = self.block("local.one");
        let lanes = self.block("local.lanes");
        let join = self.block("local.join");
        self.b.build_conditional_branch(all, one, lanes)?;
        self.b.position_at_end(one);
        // (No lane runs it: any place in the frame.)
        let a0 = self
            .b
            .build_select(self.any(m)?, a0, i64t.const_int(lo, false), "")?
            .into_int_value();
        let out_one = self.local_path(At::One(a0), true, (bits, n), vals, m)?;
        let from_one = self
            .b
            .get_insert_block()
            .ok_or_else(|| self.err("no insert block"))?;
        self.b.build_unconditional_branch(join)?;
        self.b.position_at_end(lanes);
        let out_lanes = self.local_path(At::Lanes(a), true, (bits, n), vals, m)?;
        let from_lanes = self
            .b
            .get_insert_block()
            .ok_or_else(|| self.err("no insert block"))?;
        self.b.build_unconditional_branch(join)?;
        self.b.position_at_end(join);
        if let Some(d) = d {
            // (Every phi first: they head the block.)
            let mut got = Vec::new();
            for (x, y) in out_one.into_iter().zip(out_lanes) {
                let phi = self.b.build_phi(x.get_type(), "")?;
                phi.add_incoming(&[(&x, from_one), (&y, from_lanes)]);
                got.push(phi.as_basic_value().into_vector_value());
            }
            for (dst, v) in d.iter().zip(got) {
                self.write_v(*dst, v, signed)?;
            }
        }
        Ok(())
    }

    /// Whether `addr` is the same in every lane, running or not: a
    /// variable's, an immediate, or a register [`divergence`] finds no
    /// lane's value differs in.
    fn same_in_lanes(&self, addr: &Addr) -> bool {
        match addr.base {
            AddrBase::Var(_) | AddrBase::Abs => true,
            AddrBase::Reg(r) => !self.div.varying.get(r as usize).copied().unwrap_or(true),
        }
    }

    /// The words of a `.local` access at `at` (checked unless `known`):
    /// the loaded elements, or none for a store of `vals`.
    fn local_path(
        &mut self,
        at: At<'ctx>,
        known: bool,
        (bits, n): (u32, usize),
        vals: &[VectorValue<'ctx>],
        m: VectorValue<'ctx>,
    ) -> LResult<Vec<VectorValue<'ctx>>> {
        let (_, lo, hi) = self.frame.ok_or_else(|| self.err("no .local frame"))?;
        let size = bits / 8;
        let total = size * n as u32;
        let at = match at {
            At::One(a) if !known => {
                let i64t = self.ctx.i64_type();
                let from = self.b.build_int_sub(a, i64t.const_int(lo, false), "")?;
                let lim = (hi - lo).checked_sub(u64::from(total));
                let inside = match lim {
                    Some(l) => self.b.build_int_compare(
                        IntPredicate::ULE,
                        from,
                        i64t.const_int(l, false),
                        "",
                    )?,
                    None => self.ctx.bool_type().const_zero(),
                };
                let al = u64::from(total.next_power_of_two().max(1));
                let low = self.b.build_and(a, i64t.const_int(al - 1, false), "")?;
                let aligned =
                    self.b
                        .build_int_compare(IntPredicate::EQ, low, i64t.const_zero(), "")?;
                let ok = self.b.build_and(inside, aligned, "")?;
                let bad = self
                    .b
                    .build_and(self.b.build_not(ok, "")?, self.any(m)?, "")?;
                self.bail_if(bad)?;
                // (No lane runs it: any place in the frame.)
                let a = self
                    .b
                    .build_select(ok, a, i64t.const_int(lo, false), "")?
                    .into_int_value();
                At::One(a)
            }
            At::Lanes(a) if !known => {
                let ok = self.inside(a, total, &[(lo, hi)], m)?;
                let bad = self.b.build_not(ok, "")?;
                self.bail_if(bad)?;
                At::Lanes(a)
            }
            At::One(_) | At::Lanes(_) => at,
        };
        let mut out = Vec::new();
        for k in 0..n {
            let off = u64::from(size) * k as u64;
            match vals.get(k) {
                None => out.push(self.local_load(at, off, bits, m)?),
                Some(&v) => self.local_store(at, off, bits, v, m)?,
            }
        }
        Ok(out)
    }

    /// The `bits`-bit element at `off` bytes past `at` (aligned to its
    /// size) in each lane's frame.
    fn local_load(
        &mut self,
        at: At<'ctx>,
        off: u64,
        bits: u32,
        m: VectorValue<'ctx>,
    ) -> LResult<VectorValue<'ctx>> {
        let w = self.word_load(at, off, m)?;
        Ok(match bits {
            64 => {
                let hi = self.word_load(at, off + 4, m)?;
                let lo = self.cast_v(w, 64, false)?;
                let hi = self.cast_v(hi, 64, false)?;
                let hi = self.b.build_left_shift(hi, self.splat_k(64, 32), "")?;
                self.b.build_or(hi, lo, "")?
            }
            32 => w,
            _ => {
                let sh = self.word_shift(at, off)?;
                let x = self.b.build_right_shift(w, sh, false, "")?;
                self.cast_v(x, bits, false)?
            }
        })
    }

    /// Stores the `bits`-bit `v` at `off` bytes past `at` in the frames of
    /// the lanes of `m`.
    fn local_store(
        &mut self,
        at: At<'ctx>,
        off: u64,
        bits: u32,
        v: VectorValue<'ctx>,
        m: VectorValue<'ctx>,
    ) -> LResult<()> {
        match bits {
            64 => {
                let lo = self.cast_v(v, 32, false)?;
                let hi = self
                    .b
                    .build_right_shift(v, self.splat_k(64, 32), false, "")?;
                let hi = self.cast_v(hi, 32, false)?;
                self.word_store(at, off, lo, m)?;
                self.word_store(at, off + 4, hi, m)
            }
            32 => self.word_store(at, off, v, m),
            _ => {
                let old = self.word_load(at, off, m)?;
                let sh = self.word_shift(at, off)?;
                let ones = self.splat_k(32, (1u64 << bits) - 1);
                let mask = self.b.build_left_shift(ones, sh, "")?;
                let kept = self.b.build_and(old, self.b.build_not(mask, "")?, "")?;
                let x = self.cast_v(v, 32, false)?;
                let x = self.b.build_left_shift(x, sh, "")?;
                let new = self.b.build_or(kept, x, "")?;
                self.word_store(at, off, new, m)
            }
        }
    }

    /// The bit position of the byte at `off` past `at` in its word.
    fn word_shift(&self, at: At<'ctx>, off: u64) -> LResult<VectorValue<'ctx>> {
        let v = match at {
            At::One(a) => self.splat(a)?,
            At::Lanes(a) => a,
        };
        let b = self.b.build_int_add(v, self.splat_k(64, off), "")?;
        let b = self.b.build_and(b, self.splat_k(64, 3), "")?;
        let b = self.b.build_left_shift(b, self.splat_k(64, 3), "")?;
        self.cast_v(b, 32, false)
    }

    /// The pointer to the word holding byte `off` past `at` in every lane
    /// (`One`), or each lane's (`Lanes`, as addresses).
    fn word_at(
        &self,
        at: At<'ctx>,
        off: u64,
    ) -> LResult<Result<PointerValue<'ctx>, VectorValue<'ctx>>> {
        let (frame, _, _) = self.frame.ok_or_else(|| self.err("no .local frame"))?;
        let i64t = self.ctx.i64_type();
        Ok(match at {
            At::One(a) => {
                let a = self.b.build_int_add(a, i64t.const_int(off, false), "")?;
                let g = self
                    .b
                    .build_right_shift(a, i64t.const_int(2, false), false, "")?;
                // SAFETY (for LLVM): checked inside the frame.
                Ok(unsafe { self.b.build_in_bounds_gep(self.vty(32), frame, &[g], "")? })
            }
            At::Lanes(a) => {
                let f0 = self.b.build_ptr_to_int(frame, i64t, "")?;
                let a = self.b.build_int_add(a, self.splat_k(64, off), "")?;
                let w = self.b.build_and(a, self.splat_k(64, !3), "")?;
                let w = self.b.build_left_shift(w, self.splat_k(64, 3), "")?;
                let l = self
                    .b
                    .build_left_shift(self.lane_index(64), self.splat_k(64, 2), "")?;
                let x = self.b.build_int_add(w, l, "")?;
                Err(self.b.build_int_add(self.splat(f0)?, x, "")?)
            }
        })
    }

    fn word_load(
        &mut self,
        at: At<'ctx>,
        off: u64,
        m: VectorValue<'ctx>,
    ) -> LResult<VectorValue<'ctx>> {
        match self.word_at(at, off)? {
            Ok(p) => {
                let v = self.b.build_load(self.vty(32), p, "")?;
                if let Some(i) = v.as_instruction_value() {
                    i.set_alignment(32).map_err(|e| self.err(e.to_string()))?;
                }
                Ok(v.into_vector_value())
            }
            Err(a) => {
                let ptrs = self.ptrs(a)?;
                self.gather(32, ptrs, m, 4)
            }
        }
    }

    fn word_store(
        &mut self,
        at: At<'ctx>,
        off: u64,
        v: VectorValue<'ctx>,
        m: VectorValue<'ctx>,
    ) -> LResult<()> {
        match self.word_at(at, off)? {
            Ok(p) => {
                let old = self.b.build_load(self.vty(32), p, "")?;
                if let Some(i) = old.as_instruction_value() {
                    i.set_alignment(32).map_err(|e| self.err(e.to_string()))?;
                }
                let new = self.b.build_select(m, v, old.into_vector_value(), "")?;
                let st = self.b.build_store(p, new)?;
                st.set_alignment(32).map_err(|e| self.err(e.to_string()))?;
                Ok(())
            }
            Err(a) => {
                let ptrs = self.ptrs(a)?;
                self.scatter(v, ptrs, m, 4)
            }
        }
    }

    /// The state-space address of an access per lane (`.const`,
    /// `.local`), and whether it is a variable's known valid one.
    fn space_addr(&mut self, addr: &Addr, total: u32) -> LResult<(VectorValue<'ctx>, bool)> {
        Ok(match addr.base {
            AddrBase::Var(v) => {
                let va = self
                    .cfg
                    .layout
                    .addr(v)
                    .ok_or_else(|| self.err("a variable without an address"))?;
                let (sa, ok) =
                    crate::clif::kernel::var_access(self.prog, v, va, addr.offset, total);
                (self.splat_k(64, sa), ok)
            }
            AddrBase::Reg(r) => {
                let v = self.read_v(Src::Reg(r), 64)?;
                let a = self
                    .b
                    .build_int_add(v, self.splat_k(64, addr.offset as u64), "")?;
                (a, false)
            }
            AddrBase::Abs => (self.splat_k(64, addr.offset as u64), false),
        })
    }

    /// Whether the `size` bytes at each lane's `off` lie inside one of the
    /// byte ranges `runs`, aligned (lanes outside `m` pass).
    fn inside(
        &self,
        off: VectorValue<'ctx>,
        size: u32,
        runs: &[(u64, u64)],
        m: VectorValue<'ctx>,
    ) -> LResult<IntValue<'ctx>> {
        let mut inside = self.vty(1).const_zero();
        for &(lo, hi) in runs {
            if hi - lo < u64::from(size) {
                continue;
            }
            let from = self.b.build_int_sub(off, self.splat_k(64, lo), "")?;
            let fits = self.b.build_int_compare(
                IntPredicate::ULE,
                from,
                self.splat_k(64, hi - lo - u64::from(size)),
                "",
            )?;
            inside = self.b.build_or(inside, fits, "")?;
        }
        let al = size.next_power_of_two().max(1);
        let low = self
            .b
            .build_and(off, self.splat_k(64, u64::from(al - 1)), "")?;
        let aligned =
            self.b
                .build_int_compare(IntPredicate::EQ, low, self.vty(64).const_zero(), "")?;
        let good = self.b.build_and(inside, aligned, "")?;
        let bad = self.b.build_and(self.b.build_not(good, "")?, m, "")?;
        Ok(self.b.build_not(self.any(bad)?, "")?)
    }

    /// A `.const` load: the `.const` arena, each lane's address checked
    /// against the `.const` variables (a lane outside them bails).
    fn mem_const(
        &mut self,
        op: &Op,
        addr: &Addr,
        (bits, n): (u32, usize),
        m: VectorValue<'ctx>,
    ) -> LResult<()> {
        let i64t = self.ctx.i64_type();
        let size = bits / 8;
        let (a, known) = self.space_addr(addr, size * n as u32)?;
        if !known {
            let ok = self.inside(a, size * n as u32, &self.const_vars(), m)?;
            let bad = self.b.build_not(ok, "")?;
            self.bail_if(bad)?;
        }
        let (cbase, _) = *self
            .arenas
            .get(&space_key(Space::Const))
            .ok_or_else(|| self.err("no .const arena"))?;
        let c0 = self.b.build_ptr_to_int(cbase, i64t, "")?;
        let host = self.b.build_int_add(self.splat(c0)?, a, "")?;
        let (d, signed) = match op {
            Op::Ld { d, ty, .. } => (d, ty.is_signed()),
            // `st.const` has no vector form (refusal).
            ptxjit_frontend::int_ops!()
            | ptxjit_frontend::logic_ops!()
            | ptxjit_frontend::video_ops!()
            | ptxjit_frontend::control_ops!()
            | ptxjit_frontend::dispatcher_ops!()
            | Op::St { .. } => return Err(self.err("internal error: not a .const load")),
        };
        // One address for every lane (a round-constant table read at a
        // loop counter): one load, in every lane.
        let host0 = if self.same_in_lanes(addr) {
            let h = self
                .b
                .build_extract_element(host, i64t.const_zero(), "")?
                .into_int_value();
            // (No lane runs it: the arena's first bytes, which are there.)
            Some(
                self.b
                    .build_select(self.any(m)?, h, c0, "")?
                    .into_int_value(),
            )
        } else {
            None
        };
        for (k, dst) in d.iter().enumerate() {
            let off = u64::from(size) * k as u64;
            let v = match host0 {
                Some(h) => {
                    let hk = self.b.build_int_add(h, i64t.const_int(off, false), "")?;
                    let p = self.b.build_int_to_ptr(
                        hk,
                        self.ctx.ptr_type(AddressSpace::default()),
                        "",
                    )?;
                    let v = self.b.build_load(self.ity(bits), p, "")?;
                    if let Some(i) = v.as_instruction_value() {
                        i.set_alignment(size).map_err(|e| self.err(e.to_string()))?;
                    }
                    self.splat(v.into_int_value())?
                }
                None => {
                    let hk = self.b.build_int_add(host, self.splat_k(64, off), "")?;
                    let ptrs = self.ptrs(hk)?;
                    self.gather(bits, ptrs, m, size)?
                }
            };
            self.write_v(*dst, v, signed)?;
        }
        Ok(())
    }

    /// Checks that every lane of `m` has its `size` bytes at generic
    /// address `a` inside the valid run its site cached, aligned; asks the
    /// runtime for the run of the first lane that is not (once), and bails
    /// when a lane still is not.
    fn check_global(
        &mut self,
        a: VectorValue<'ctx>,
        size: u32,
        m: VectorValue<'ctx>,
        load: bool,
    ) -> LResult<IntValue<'ctx>> {
        let i64t = self.ctx.i64_type();
        let cp = self.site_cache()?;
        let misses = |vx: &Self| -> LResult<VectorValue<'ctx>> {
            let start = vx.b.build_load(i64t, cp, "")?.into_int_value();
            // SAFETY (for LLVM): the pair's second word.
            let sp = unsafe {
                vx.b.build_in_bounds_gep(i64t, cp, &[i64t.const_int(1, false)], "")?
            };
            let span = vx.b.build_load(i64t, sp, "")?.into_int_value();
            let off = vx.b.build_int_sub(a, vx.splat(start)?, "")?;
            let inside =
                vx.b.build_int_compare(IntPredicate::ULT, off, vx.splat(span)?, "")?;
            let al = size.next_power_of_two().max(1);
            let low = vx.b.build_and(a, vx.splat_k(64, u64::from(al - 1)), "")?;
            let aligned =
                vx.b.build_int_compare(IntPredicate::EQ, low, vx.vty(64).const_zero(), "")?;
            let ok = vx.b.build_and(inside, aligned, "")?;
            let bad = vx.b.build_not(ok, "")?;
            Ok(vx.b.build_and(bad, m, "")?)
        };
        let bad = misses(self)?;
        let c = self.any(bad)?;
        let entry = self
            .b
            .get_insert_block()
            .ok_or_else(|| self.err("no insert block"))?;
        let refill = self.block("run.miss");
        let ok = self.block("run.ok");
        let mut in_const = None;
        let consts = self.const_vars();
        if load && !consts.is_empty() {
            // A generic load of `.const` memory (a table behind `cvta.const`):
            // every lane inside one `.const` variable, aligned.
            let window = self.block("const.window");
            self.b.build_conditional_branch(c, window, ok)?;
            self.b.position_at_end(window);
            let w = window_of(Space::Const);
            let off = self.b.build_int_sub(a, self.splat_k(64, w), "")?;
            // (The window starts aligned: `off` is as aligned as `a`.)
            let in_vars = self.inside(off, size, &consts, m)?;
            let cc = self.b.build_not(in_vars, "")?;
            let hit = self.block("const.hit");
            self.b.build_conditional_branch(cc, refill, hit)?;
            self.b.position_at_end(hit);
            self.b.build_unconditional_branch(ok)?;
            in_const = Some(hit);
        } else {
            self.b.build_conditional_branch(c, refill, ok)?;
        }
        self.b.position_at_end(refill);
        // The first missing lane's address.
        let bits = self.bits_of(bad)?;
        let first = self.intr(
            "llvm.cttz",
            &[bits.get_type().into()],
            &[bits.into(), self.ctx.bool_type().const_zero().into()],
        )?;
        let first = first
            .ok_or_else(|| self.err("cttz returned nothing"))?
            .into_int_value();
        let addr = self.b.build_extract_element(a, first, "")?.into_int_value();
        let ptr = self.ctx.ptr_type(AddressSpace::default());
        let fp = self.ctx_field(cx::RUN_OF)?;
        let f = self.b.build_load(ptr, fp, "")?.into_pointer_value();
        let c = self.ctxp.ok_or_else(|| self.err("no context"))?;
        let fty = self
            .ctx
            .void_type()
            .fn_type(&[ptr.into(), i64t.into(), i64t.into(), ptr.into()], false);
        self.b.build_indirect_call(
            fty,
            f,
            &[
                c.into(),
                addr.into(),
                i64t.const_int(u64::from(size), false).into(),
                cp.into(),
            ],
            "",
        )?;
        let bad = misses(self)?;
        let c = self.any(bad)?;
        let refilled = self
            .b
            .get_insert_block()
            .ok_or_else(|| self.err("no insert block"))?;
        self.b.build_conditional_branch(c, self.bail_blk()?, ok)?;
        self.b.position_at_end(ok);
        // Whether the lanes read `.const` memory.
        let bt = self.ctx.bool_type();
        let phi = self.b.build_phi(bt, "in_const")?;
        phi.add_incoming(&[(&bt.const_zero(), entry), (&bt.const_zero(), refilled)]);
        if let Some(hit) = in_const {
            phi.add_incoming(&[(&bt.const_int(1, false), hit)]);
        }
        Ok(phi.as_basic_value().into_int_value())
    }

    /// The `.const` variables' byte ranges in the `.const` arena.
    fn const_vars(&self) -> Vec<(u64, u64)> {
        self.cfg
            .layout
            .allocs
            .iter()
            .filter(|a| a.space == Space::Const && a.size > 0 && !a.dynamic)
            .map(|a| (a.addr, a.addr + a.size))
            .collect()
    }

    /// Appends the old `bits`-bit values at `ptrs` of the lanes of `m` to
    /// the undo log (bails when it is full).
    fn log_store(
        &self,
        host: VectorValue<'ctx>,
        ptrs: VectorValue<'ctx>,
        bits: u32,
        m: VectorValue<'ctx>,
    ) -> LResult<()> {
        self.log_old(host, bits, m, |vx| vx.gather(bits, ptrs, m, bits / 8))
    }

    /// Appends the old values `old` reads (the `bits`-bit values at `host`
    /// of the lanes of `m`) to the undo log (bails when it is full).
    fn log_old(
        &self,
        host: VectorValue<'ctx>,
        bits: u32,
        m: VectorValue<'ctx>,
        old: impl FnOnce(&Self) -> LResult<VectorValue<'ctx>>,
    ) -> LResult<()> {
        let i64t = self.ctx.i64_type();
        let log = self.log.ok_or_else(|| self.err("no log"))?;
        let len = self.b.build_load(i64t, log, "")?.into_int_value();
        let full = self.b.build_int_compare(
            IntPredicate::UGT,
            len,
            i64t.const_int(u64::from(LOG_CAP - LANES), false),
            "",
        )?;
        self.bail_if(full)?;
        let old = old(self)?;
        let old = self.cast_v(old, 64, false)?;
        let tagged = self
            .b
            .build_or(host, self.splat_k(64, u64::from(bits / 8) << 56), "")?;
        let tagged = self
            .b
            .build_select(m, tagged, self.vty(64).const_zero(), "")?
            .into_vector_value();
        // SAFETY (for LLVM): entries `len..len + LANES` of the log's two
        // arrays (`len` is at most `LOG_CAP - LANES`).
        let (pa, oa) = unsafe {
            let at = self.b.build_int_add(len, i64t.const_int(1, false), "")?;
            let pa = self.b.build_in_bounds_gep(i64t, log, &[at], "")?;
            let at =
                self.b
                    .build_int_add(len, i64t.const_int(1 + u64::from(LOG_CAP), false), "")?;
            let oa = self.b.build_in_bounds_gep(i64t, log, &[at], "")?;
            (pa, oa)
        };
        let st = self.b.build_store(pa, tagged)?;
        st.set_alignment(8).map_err(|e| self.err(e.to_string()))?;
        let st = self.b.build_store(oa, old)?;
        st.set_alignment(8).map_err(|e| self.err(e.to_string()))?;
        let len = self
            .b
            .build_int_add(len, i64t.const_int(u64::from(LANES), false), "")?;
        self.b.build_store(log, len)?;
        Ok(())
    }

    /// The done block (every thread ended: their states as the scalar entry
    /// leaves them) and the bail block (the undo log written back, newest
    /// first).
    fn finish(&mut self) -> LResult<()> {
        let i64t = self.ctx.i64_type();
        let live = self.live.ok_or_else(|| self.err("no lanes"))?;
        let done = self.done.ok_or_else(|| self.err("no done block"))?;
        self.build_dispatch()?;
        self.b.position_at_end(done);
        self.end_lanes(live)?;
        self.save_fuel()?;
        self.b
            .build_return(Some(&self.ctx.i8_type().const_int(RAN_DONE, false)))?;
        // Bail: undo.
        let bail = self.bail_blk()?;
        self.b.position_at_end(bail);
        let log = self.log.ok_or_else(|| self.err("no log"))?;
        let n = self.b.build_load(i64t, log, "")?.into_int_value();
        let head = self.block("undo");
        let body = self.block("undo.one");
        let out = self.block("undo.done");
        self.b.build_unconditional_branch(head)?;
        self.b.position_at_end(head);
        let k = self.b.build_phi(i64t, "k")?;
        k.add_incoming(&[(&n, bail)]);
        let kv = k.as_basic_value().into_int_value();
        let more = self
            .b
            .build_int_compare(IntPredicate::NE, kv, i64t.const_zero(), "")?;
        self.b.build_conditional_branch(more, body, out)?;
        self.b.position_at_end(body);
        let k1 = self.b.build_int_sub(kv, i64t.const_int(1, false), "")?;
        // SAFETY (for LLVM): entry `k1` (below the count) of both arrays.
        let (pa, oa) = unsafe {
            let at = self.b.build_int_add(k1, i64t.const_int(1, false), "")?;
            let pa = self.b.build_in_bounds_gep(i64t, log, &[at], "")?;
            let at = self
                .b
                .build_int_add(k1, i64t.const_int(1 + u64::from(LOG_CAP), false), "")?;
            let oa = self.b.build_in_bounds_gep(i64t, log, &[at], "")?;
            (pa, oa)
        };
        let tagged = self.b.build_load(i64t, pa, "")?.into_int_value();
        let old = self.b.build_load(i64t, oa, "")?.into_int_value();
        let size = self
            .b
            .build_right_shift(tagged, i64t.const_int(56, false), false, "")?;
        let at = self
            .b
            .build_and(tagged, i64t.const_int((1u64 << 56) - 1, false), "")?;
        let p = self
            .b
            .build_int_to_ptr(at, self.ctx.ptr_type(AddressSpace::default()), "")?;
        let next = self.block("undo.next");
        let cases: Vec<(IntValue<'ctx>, BasicBlock<'ctx>)> = [1u32, 2, 4, 8]
            .iter()
            .map(|&s| (i64t.const_int(u64::from(s), false), self.block("undo.put")))
            .collect();
        self.b.build_switch(size, next, &cases)?;
        for (s, blk) in &cases {
            self.b.position_at_end(*blk);
            let bits = s.get_zero_extended_constant().unwrap_or(8) as u32 * 8;
            let v = self
                .b
                .build_int_truncate_or_bit_cast(old, self.ity(bits), "")?;
            let st = self.b.build_store(p, v)?;
            st.set_alignment(1).map_err(|e| self.err(e.to_string()))?;
            self.b.build_unconditional_branch(next)?;
        }
        self.b.position_at_end(next);
        self.b.build_unconditional_branch(head)?;
        k.add_incoming(&[(&k1, next)]);
        self.b.position_at_end(out);
        self.rows_to_slots()?;
        self.b
            .build_return(Some(&self.ctx.i8_type().const_int(RAN_NOT, false)))?;
        Ok(())
    }
}

/// Integer operations on vectors of lanes, for the shared expansions.
impl<'ctx> IntOps for Vx<'ctx, '_> {
    type V = VectorValue<'ctx>;
    type E = LowerError;

    fn konst(&mut self, bits: u32, v: i64) -> LResult<VectorValue<'ctx>> {
        let m = if bits >= 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        Ok(self.splat_k(bits, (v as u64) & m))
    }

    fn width(&self, v: VectorValue<'ctx>) -> u32 {
        Self::vwidth(v)
    }

    fn bin(
        &mut self,
        op: Bin,
        x: VectorValue<'ctx>,
        y: VectorValue<'ctx>,
    ) -> LResult<VectorValue<'ctx>> {
        let b = &self.b;
        let shift_amount = |vx: &Self, y: VectorValue<'ctx>| vx.cast_v(y, Self::vwidth(x), false);
        Ok(match op {
            Bin::Add => b.build_int_add(x, y, "")?,
            Bin::Sub => b.build_int_sub(x, y, "")?,
            Bin::Mul => b.build_int_mul(x, y, "")?,
            Bin::And => b.build_and(x, y, "")?,
            Bin::Or => b.build_or(x, y, "")?,
            Bin::Xor => b.build_xor(x, y, "")?,
            Bin::Shl => b.build_left_shift(x, shift_amount(self, y)?, "")?,
            Bin::UShr => b.build_right_shift(x, shift_amount(self, y)?, false, "")?,
            Bin::SShr => b.build_right_shift(x, shift_amount(self, y)?, true, "")?,
            Bin::UMin | Bin::UMax | Bin::SMin | Bin::SMax => {
                let name = match op {
                    Bin::UMin => "llvm.umin",
                    Bin::UMax => "llvm.umax",
                    Bin::SMin => "llvm.smin",
                    _ => "llvm.smax",
                };
                self.intr_v(name, &[x.get_type().into()], &[x.into(), y.into()])?
            }
            Bin::UDiv => b.build_int_unsigned_div(x, y, "")?,
            Bin::SDiv => b.build_int_signed_div(x, y, "")?,
            Bin::URem => b.build_int_unsigned_rem(x, y, "")?,
            Bin::SRem => b.build_int_signed_rem(x, y, "")?,
            Bin::Rotl | Bin::Rotr => {
                let y = shift_amount(self, y)?;
                let name = if op == Bin::Rotl {
                    "llvm.fshl"
                } else {
                    "llvm.fshr"
                };
                self.intr_v(
                    name,
                    &[x.get_type().into()],
                    &[x.into(), x.into(), y.into()],
                )?
            }
        })
    }

    fn bnot(&mut self, x: VectorValue<'ctx>) -> LResult<VectorValue<'ctx>> {
        Ok(self.b.build_not(x, "")?)
    }

    fn cmp(
        &mut self,
        cc: Cc,
        x: VectorValue<'ctx>,
        y: VectorValue<'ctx>,
    ) -> LResult<VectorValue<'ctx>> {
        Ok(self.b.build_int_compare(super::ops::pred(cc), x, y, "")?)
    }

    fn select(
        &mut self,
        c: VectorValue<'ctx>,
        x: VectorValue<'ctx>,
        y: VectorValue<'ctx>,
    ) -> LResult<VectorValue<'ctx>> {
        let c = if Self::vwidth(c) == 1 {
            c
        } else {
            let w = Self::vwidth(c);
            self.b
                .build_int_compare(IntPredicate::NE, c, self.vty(w).const_zero(), "")?
        };
        Ok(self.b.build_select(c, x, y, "")?.into_vector_value())
    }

    fn resize(
        &mut self,
        v: VectorValue<'ctx>,
        bits: u32,
        signed: bool,
    ) -> LResult<VectorValue<'ctx>> {
        self.cast_v(v, bits, signed)
    }

    fn popcnt(&mut self, x: VectorValue<'ctx>) -> LResult<VectorValue<'ctx>> {
        self.intr_v("llvm.ctpop", &[x.get_type().into()], &[x.into()])
    }

    fn clz(&mut self, x: VectorValue<'ctx>) -> LResult<VectorValue<'ctx>> {
        self.intr_v(
            "llvm.ctlz",
            &[x.get_type().into()],
            &[x.into(), self.ctx.bool_type().const_zero().into()],
        )
    }

    fn bitrev(&mut self, x: VectorValue<'ctx>) -> LResult<VectorValue<'ctx>> {
        self.intr_v("llvm.bitreverse", &[x.get_type().into()], &[x.into()])
    }

    /// The value every lane of a constant splat has.
    fn known(&self, v: VectorValue<'ctx>) -> Option<u64> {
        if !v.is_const() {
            return None;
        }
        if v.is_null() {
            // `zeroinitializer`.
            return Some(0);
        }
        // Elements are only readable from a constant data vector (a
        // folded expression, `poison` or `undef` is not one: LLVM crashes
        // reading them).
        if !v.is_constant_data_vector() {
            return None;
        }
        let first = v.get_element_as_constant(0);
        if !first.is_int_value() {
            return None;
        }
        let k = first.into_int_value().get_zero_extended_constant()?;
        for l in 1..LANES {
            let e = v.get_element_as_constant(l);
            if !e.is_int_value() || e.into_int_value().get_zero_extended_constant() != Some(k) {
                return None;
            }
        }
        Some(k)
    }
}

/// Operands, destinations under the guard and CC.CF per lane.
impl<'ctx> Lower for Vx<'ctx, '_> {
    const BACKEND: &'static str = "llvm";
    fn error(&self, message: String) -> LowerError {
        self.err(message)
    }
    fn read(&mut self, s: Src, bits: u32) -> LResult<VectorValue<'ctx>> {
        self.read_v(s, bits)
    }
    fn read_pred(&mut self, s: Src) -> LResult<VectorValue<'ctx>> {
        if let Src::Reg(r) = s {
            if self.regs[r as usize].1 == 1 {
                return self.reg_v(r);
            }
        }
        let v = self.read_v(s, 64)?;
        Ok(self
            .b
            .build_int_compare(IntPredicate::NE, v, self.vty(64).const_zero(), "")?)
    }
    fn write(&mut self, d: Dst, v: VectorValue<'ctx>) -> LResult<()> {
        self.write_v(d, v, false)
    }
    fn write_ext(&mut self, d: Dst, v: VectorValue<'ctx>, signed: bool) -> LResult<()> {
        self.write_v(d, v, signed)
    }
    fn dst_bits(&self, d: Dst) -> Option<u32> {
        match d {
            Dst::Reg(r) => Some(self.regs[r as usize].1),
            Dst::Sink => None,
        }
    }
    fn guard_active(&self) -> bool {
        self.guard.is_some()
    }
    fn guarded(
        &mut self,
        new: VectorValue<'ctx>,
        old: VectorValue<'ctx>,
    ) -> LResult<VectorValue<'ctx>> {
        Ok(match self.write_mask()? {
            None => new,
            Some(g) => self.b.build_select(g, new, old, "")?.into_vector_value(),
        })
    }
    type Slot = ();
    fn own_slot(&self, _var: VarId) -> Option<((), u32)> {
        None
    }
    fn needs_kernel_memory(&self, what: String) -> LowerError {
        self.err(format!("internal error: {} in a vector kernel", what))
    }
    fn var_name(&self, var: VarId) -> String {
        self.prog.vars[var as usize].name.clone()
    }
    fn load_bytes(&mut self, _slot: (), _off: u32, _size: u32) -> LResult<VectorValue<'ctx>> {
        Err(self.err("internal error: a variable slot in a vector kernel"))
    }
    fn store_bytes(
        &mut self,
        _slot: (),
        _off: u32,
        _size: u32,
        _v: VectorValue<'ctx>,
    ) -> LResult<()> {
        Err(self.err("internal error: a variable slot in a vector kernel"))
    }
    fn carry_flag(&mut self) -> LResult<VectorValue<'ctx>> {
        let p = self.cf.ok_or_else(|| self.err("no CC.CF"))?;
        self.load_v(1, p)
    }
    fn carry_one(&mut self) -> LResult<VectorValue<'ctx>> {
        Ok(self.splat_k(1, 1))
    }
    fn set_carry_flag(&mut self, c: VectorValue<'ctx>) -> LResult<()> {
        let p = self.cf.ok_or_else(|| self.err("no CC.CF"))?;
        let c = match self.write_mask()? {
            Some(g) => {
                let old = self.load_v(1, p)?;
                self.b.build_select(g, c, old, "")?.into_vector_value()
            }
            None => c,
        };
        self.b.build_store(p, c)?;
        Ok(())
    }
    fn add_carry(
        &mut self,
        a: VectorValue<'ctx>,
        b: VectorValue<'ctx>,
        cin: Option<VectorValue<'ctx>>,
    ) -> LResult<(VectorValue<'ctx>, VectorValue<'ctx>)> {
        let s1 = self.b.build_int_add(a, b, "")?;
        let o1 = self.b.build_int_compare(IntPredicate::ULT, s1, a, "")?;
        match cin {
            None => Ok((s1, o1)),
            Some(c) => {
                let wc = self.cast_v(c, Self::vwidth(a), false)?;
                let s2 = self.b.build_int_add(s1, wc, "")?;
                let o2 = self.b.build_int_compare(IntPredicate::ULT, s2, s1, "")?;
                Ok((s2, self.b.build_or(o1, o2, "")?))
            }
        }
    }
    fn mul_half(
        &mut self,
        a: VectorValue<'ctx>,
        b: VectorValue<'ctx>,
        bits: u32,
        signed: bool,
        hi: bool,
    ) -> LResult<VectorValue<'ctx>> {
        if !hi {
            return Ok(self.b.build_int_mul(a, b, "")?);
        }
        let wa = self.cast_v(a, 2 * bits, signed)?;
        let wb = self.cast_v(b, 2 * bits, signed)?;
        let p = self.b.build_int_mul(wa, wb, "")?;
        let h = self
            .b
            .build_right_shift(p, self.splat_k(2 * bits, u64::from(bits)), false, "")?;
        self.cast_v(h, bits, false)
    }
    fn sat_add(
        &mut self,
        x: VectorValue<'ctx>,
        y: VectorValue<'ctx>,
        _bits: u32,
        signed: bool,
        sub: bool,
    ) -> LResult<VectorValue<'ctx>> {
        let name = match (signed, sub) {
            (true, false) => "llvm.sadd.sat",
            (true, true) => "llvm.ssub.sat",
            (false, false) => "llvm.uadd.sat",
            (false, true) => "llvm.usub.sat",
        };
        self.intr_v(name, &[x.get_type().into()], &[x.into(), y.into()])
    }
}
