//! The reference interpreter: runs a checked function one instruction at a
//! time, with registers, the carry flag CC.CF, predicates and memory as
//! explicit state. Each instruction's meaning comes from [`crate::sem`]; this
//! module only moves values between that and the machine state.

mod exec;
pub mod memory;
pub mod video;
mod warps;

use crate::sem::warp;
use ptxjit_frontend::ast::{FuncKind, Space};
use ptxjit_frontend::diag::{Diagnostic, Phase, Span};
use ptxjit_frontend::ir::{self, FuncId, ParamSlot, Program, VarId};

use memory::{window, Memory};

/// A run-time error: a [`Diagnostic`] of [`Phase::Run`].
pub type ExecError = Diagnostic;

/// A run-time error at `span`.
pub fn run_err(span: Span, message: impl Into<String>) -> ExecError {
    Diagnostic::at(Phase::Run, span, message)
}

/// Position of a thread in the grid, and the grid's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThreadPos {
    /// `%tid`
    pub tid: [u32; 3],
    /// `%ntid`
    pub ntid: [u32; 3],
    /// `%ctaid`
    pub ctaid: [u32; 3],
    /// `%nctaid`
    pub nctaid: [u32; 3],
    /// `%dynamic_smem_size`: the launch's dynamic shared memory in bytes.
    pub dyn_smem: u32,
}

impl ThreadPos {
    /// The block's linear index in the grid.
    pub fn block(&self) -> u64 {
        let [x, y, z] = self.ctaid.map(u64::from);
        let [gx, gy, _] = self.nctaid.map(u64::from);
        x + gx * (y + gy * z)
    }

    /// The thread's linear index in its block.
    pub fn thread(&self) -> u32 {
        let [x, y, z] = self.tid;
        x + self.ntid[0] * (y + self.ntid[1] * z)
    }
}

impl Default for ThreadPos {
    fn default() -> Self {
        ThreadPos {
            tid: [0; 3],
            ntid: [1; 3],
            ctaid: [0; 3],
            nctaid: [1; 3],
            dyn_smem: 0,
        }
    }
}

/// The shape of a kernel launch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Launch {
    /// Blocks in the grid, x y z.
    pub grid: [u32; 3],
    /// Threads in a block, x y z.
    pub block: [u32; 3],
    /// Bytes of `extern .shared` memory.
    pub dynamic_shared: u64,
}

impl Launch {
    /// The threads the launch runs: blocks times threads per block
    /// (`Launch { grid: [2, 3, 1], block: [4, 1, 5], .. }`: 120),
    /// saturating at `u64::MAX` (a grid of 2^31 - 1 by 65535 by 65535
    /// blocks of 1024 threads is past 2^64).
    ///
    /// ```
    /// use ptxjit_runtime::Launch;
    /// let l = Launch { grid: [2, 3, 1], block: [4, 1, 5], dynamic_shared: 0 };
    /// assert_eq!(l.threads(), 120);
    /// let big = Launch { grid: [u32::MAX, 65535, 65535], block: [1024, 1, 1], dynamic_shared: 0 };
    /// assert_eq!(big.threads(), u64::MAX);
    /// ```
    pub fn threads(&self) -> u64 {
        self.grid
            .iter()
            .chain(&self.block)
            .fold(1u64, |n, &x| n.saturating_mul(u64::from(x)))
    }

    /// One thread per element in blocks of 256 (`cudarc`'s
    /// `LaunchConfig::for_num_elems`): `ceil(n / 256)` blocks, at least one.
    pub fn for_num_elems(n: u32) -> Launch {
        Launch {
            grid: [n.div_ceil(256).max(1), 1, 1],
            block: [256, 1, 1],
            dynamic_shared: 0,
        }
    }
}

/// One activation of a function.
struct Frame {
    func: FuncId,
    regs: Vec<u64>,
    pc: usize,
    /// State-space addresses of this activation's own `.local`/`.param`
    /// variables (fresh storage per call, so recursion works).
    vars: Vec<(VarId, u64)>,
    /// Where the caller wants the return values: (callee slot, caller target).
    ret_to: Vec<(ParamSlot, RetTarget)>,
}

#[derive(Clone, Copy)]
enum RetTarget {
    Reg(u32),
    Var(VarId),
}

/// The interpreter for one program.
pub struct Interp<'p> {
    prog: &'p Program,
    /// All memory the program can reach.
    pub mem: Memory,
    /// State-space address of each variable (valid for the active frame).
    var_addr: Vec<u64>,
    /// The kernel (or function) whose `.shared` variables are placed
    /// (each kernel has its own layout: [`Program::shared_layout`]).
    shared_for: Option<(FuncId, Vec<VarId>)>,
    /// Maximum instructions one call (one thread of a kernel) may execute
    /// before it is stopped.
    pub step_limit: u64,
    /// Maximum instructions all threads of one launch may execute
    /// together.
    pub launch_step_limit: u64,
    /// Instructions the current launch has executed (all threads); `None`
    /// outside a launch (a `.func` call).
    launch_steps: Option<u64>,
    /// When set: the run stops with an error once this moment has passed
    /// (checked every 65536 instructions of a thread). The timeout it
    /// implements is `timeout` (for the message).
    pub deadline: Option<(std::time::Instant, std::time::Duration)>,
    /// Maximum call depth.
    pub depth_limit: usize,
    /// What the launches' `printf`s printed, in the order they ran (see
    /// [`crate::printf::order`] for the order a launch prints in).
    pub printed: Vec<crate::printf::Printed>,
    /// Counts the launch's blocks and stops it when cancelled.
    pub monitor: Option<&'static crate::monitor::Monitor>,
    /// Tracing and coverage ([`crate::inspect`]): off when `None`.
    pub inspect: Option<Box<crate::inspect::Inspect>>,
    /// The sanitizers' state, when any is on ([`Interp::set_sanitize`]).
    pub(crate) sanitize: Option<Box<crate::sanitize::Checker>>,
}

impl<'p> Interp<'p> {
    /// Sets up memory for `prog`: module variables and the function-owned
    /// `.shared`/`.global`/`.const` variables, with their initializers.
    pub fn new(prog: &'p Program) -> Interp<'p> {
        Self::with_memory(prog, Memory::new(), None)
    }

    /// An interpreter whose global window is device memory (`ext`), where
    /// the program's `.global` variables already are, initialized:
    /// `global_addr[v]` is the generic address of `.global` variable `v`.
    /// Every other space is the interpreter's own, as with
    /// [`Interp::new`]; `.const` variables start from their initializers
    /// (the caller writes their current contents).
    pub fn on_device(
        prog: &'p Program,
        ext: memory::External,
        global_addr: &[Option<u64>],
    ) -> Interp<'p> {
        Self::with_memory(prog, Memory::on_device(ext), Some(global_addr))
    }

    fn with_memory(
        prog: &'p Program,
        mem: Memory,
        global_addr: Option<&[Option<u64>]>,
    ) -> Interp<'p> {
        let mut it = Interp {
            prog,
            mem,
            var_addr: vec![0; prog.vars.len()],
            shared_for: None,
            step_limit: 1 << 30,
            launch_step_limit: 1 << 34,
            launch_steps: None,
            deadline: None,
            depth_limit: 1000,
            printed: Vec::new(),
            monitor: None,
            inspect: None,
            sanitize: None,
        };
        // `.shared` variables are placed for each kernel (or function) run
        // (`place_shared`). `.const` ones sit where ptxas puts them (packed
        // from 0).
        let consts = prog.const_layout();
        for (i, v) in prog.vars.iter().enumerate() {
            let per_frame = v.owner.is_some() && matches!(v.space, Space::Local | Space::Param);
            if v.space == Space::Shared {
                continue;
            }
            if let Some((space, at)) = consts[i].map(|a| (Space::Const, a)) {
                let mut data = v.init.clone();
                data.resize(v.size.max(v.init.len() as u64) as usize, 0);
                it.mem.place(space, &v.name, at, data);
                it.var_addr[i] = at;
            } else if let (Space::Global, Some(g)) = (v.space, global_addr) {
                // In device memory, initialized by the device.
                it.var_addr[i] = g.get(i).copied().flatten().unwrap_or(0);
            } else if !per_frame {
                it.var_addr[i] = it.alloc_var(i as VarId);
            }
        }
        // Addresses in initializers, now that every variable has one.
        for (i, v) in prog.vars.iter().enumerate() {
            if v.space == Space::Global && global_addr.is_some() {
                continue;
            }
            for r in &v.relocs {
                let target = prog.vars[r.var as usize].space;
                let bytes = r.bytes(it.var_addr[r.var as usize], window(target));
                let at = window(v.space) + it.var_addr[i] + r.at;
                // (Relocations are only made inside the variable's bytes.)
                let _ = it.mem.write_bytes(at, &bytes);
            }
        }
        it
    }

    /// Places the `.shared` variables `root` (a kernel, or a function run
    /// alone) uses where ptxas puts them for it (static ones packed at their
    /// alignment, the dynamic array after them), with their initial bytes;
    /// the variables of the kernel placed before are removed.
    fn place_shared(&mut self, root: FuncId) {
        if self.shared_for.as_ref().is_some_and(|(r, _)| *r == root) {
            return;
        }
        if let Some((_, placed)) = self.shared_for.take() {
            for v in placed {
                self.mem.free(Space::Shared, self.var_addr[v as usize]);
            }
        }
        let prog = self.prog;
        let layout = prog.shared_layout(root);
        let mut placed = Vec::new();
        for (i, v) in prog.vars.iter().enumerate() {
            let Some(at) = layout.offset[i] else { continue };
            let mut data = v.init.clone();
            data.resize(v.size.max(v.init.len() as u64) as usize, 0);
            self.mem.place(Space::Shared, &v.name, at, data);
            self.var_addr[i] = at;
            placed.push(i as VarId);
        }
        self.shared_for = Some((root, placed));
    }

    fn alloc_var(&mut self, id: VarId) -> u64 {
        let v = &self.prog.vars[id as usize];
        let mut data = v.init.clone();
        data.resize(v.size.max(v.init.len() as u64) as usize, 0);
        self.mem.alloc(v.space, &v.name, data, v.align)
    }

    fn per_frame(&self, id: VarId) -> bool {
        let v = &self.prog.vars[id as usize];
        v.owner.is_some() && matches!(v.space, Space::Local | Space::Param)
    }

    /// The state-space address of a variable as seen from `frame`.
    fn var_addr_in(&self, frame: &Frame, id: VarId) -> u64 {
        if self.per_frame(id) {
            frame
                .vars
                .iter()
                .find(|(v, _)| *v == id)
                .map(|&(_, a)| a)
                .unwrap_or(0)
        } else {
            self.var_addr[id as usize]
        }
    }

    /// The generic address of a variable as seen from `frame`.
    /// The generic address of module variable `id` (a `.global` or
    /// `.const` variable declared outside every function), `None` for any
    /// other variable.
    pub fn module_var_address(&self, id: VarId) -> Option<u64> {
        let v = self.prog.vars.get(id as usize)?;
        (v.owner.is_none() && matches!(v.space, Space::Global | Space::Const))
            .then(|| window(v.space) + self.var_addr[id as usize])
    }

    fn var_generic_in(&self, frame: &Frame, id: VarId) -> u64 {
        window(self.prog.vars[id as usize].space) + self.var_addr_in(frame, id)
    }

    /// Calls `.func` `func` with one value per parameter (each truncated to
    /// the parameter's width) and returns one value per return value.
    pub fn call(&mut self, func: FuncId, args: &[u64]) -> Result<Vec<u64>, ExecError> {
        self.launch_steps = None;
        self.run(func, args, ThreadPos::default())
    }

    /// Runs `func` as thread `pos`. For a `.entry`, `args` are the kernel
    /// parameters' values (buffer addresses as generic addresses).
    pub fn run(
        &mut self,
        func: FuncId,
        args: &[u64],
        pos: ThreadPos,
    ) -> Result<Vec<u64>, ExecError> {
        self.place_shared(func);
        let f = &self.prog.funcs[func as usize];
        if args.len() != f.params.len() {
            return Err(run_err(
                f.span,
                format!(
                    "'{}' takes {} parameter(s), {} given",
                    f.name,
                    f.params.len(),
                    args.len()
                ),
            ));
        }
        if f.body.is_none() {
            return Err(run_err(
                f.span,
                format!("'{}' is declared but has no body", f.name),
            ));
        }
        let mut frame = self.enter(func)?;
        for (p, &v) in f.params.iter().zip(args) {
            self.store_slot(&mut frame, p.slot, p.size, v)?;
        }
        let mut th = [exec::Thread {
            frames: vec![frame],
            cf: false,
            pos,
            steps: 0,
            at_barrier: false,
            bar_red: None,
            wait: None,
            done: false,
            printfs: 0,
            sync: Default::default(),
            bar_at: None,
        }];
        // A lone thread passes every barrier; it is a warp of one lane.
        loop {
            self.run_warp(&mut th, false).map_err(|(_, e)| e)?;
            if !th[0].at_barrier {
                break;
            }
            self.release(&mut th);
        }
        let [mut th] = th;
        let frame = th
            .frames
            .pop()
            .expect("the entry frame stays until the end");
        let mut out = Vec::new();
        if f.kind == FuncKind::Func {
            for r in &f.rets {
                out.push(self.load_slot(&frame, r.slot, r.size)?);
            }
        }
        self.leave(frame);
        Ok(out)
    }

    /// Builds a frame for `func`, giving its `.local`/`.param` variables fresh
    /// storage.
    /// Traces the threads `trace` selects and counts how often each
    /// instruction runs (`coverage`); the records are in
    /// [`Interp::inspect`].
    pub fn set_inspect(&mut self, trace: Option<crate::inspect::TraceSel>, coverage: bool) {
        if trace.is_none() && !coverage {
            self.inspect = None;
            return;
        }
        let counts = coverage.then(|| {
            self.prog
                .funcs
                .iter()
                .map(|f| vec![0u64; f.body.as_ref().map_or(0, Vec::len)])
                .collect()
        });
        self.inspect = Some(Box::new(crate::inspect::Inspect {
            trace,
            counts,
            ..Default::default()
        }));
    }

    /// Turns the sanitizers of `s` on (all off: `Sanitize::default()`).
    pub fn set_sanitize(&mut self, s: crate::sanitize::Sanitize) {
        self.sanitize = s.any().then(|| Box::new(crate::sanitize::Checker::new(s)));
    }

    fn enter(&mut self, func: FuncId) -> Result<Frame, ExecError> {
        let f = &self.prog.funcs[func as usize];
        let mut vars = Vec::new();
        for (i, v) in self.prog.vars.iter().enumerate() {
            if v.owner == Some(func) && matches!(v.space, Space::Local | Space::Param) {
                let at = self.alloc_var(i as VarId);
                if let (Some(c), Space::Local) = (&mut self.sanitize, v.space) {
                    c.fresh_local(at, v.size);
                }
                vars.push((i as VarId, at));
            }
        }
        Ok(Frame {
            func,
            regs: vec![0; f.regs.len()],
            pc: 0,
            vars,
            ret_to: Vec::new(),
        })
    }

    fn leave(&mut self, frame: Frame) {
        for (v, a) in frame.vars {
            self.mem.free(self.prog.vars[v as usize].space, a);
        }
    }

    /// Launches `.entry` `func` over a grid: every block runs in turn, its
    /// threads interleaved at `bar.sync` so each barrier holds until every
    /// thread of the block has reached it or exited. `.shared` variables
    /// start from their initial contents in every block; an `extern .shared`
    /// array gets `launch.dynamic_shared` bytes.
    pub fn launch(&mut self, func: FuncId, args: &[u64], launch: &Launch) -> Result<(), ExecError> {
        self.launch_with(func, args, &[], launch)
    }

    /// [`Interp::launch`] with each parameter given as its raw bytes
    /// (little-endian; by-value structs wider than 8 bytes whole).
    pub fn launch_raw(
        &mut self,
        func: FuncId,
        args: &[&[u8]],
        launch: &Launch,
    ) -> Result<(), ExecError> {
        let words: Vec<u64> = args
            .iter()
            .map(|b| {
                let mut w = [0u8; 8];
                let n = b.len().min(8);
                w[..n].copy_from_slice(&b[..n]);
                u64::from_le_bytes(w)
            })
            .collect();
        self.launch_with(func, &words, args, launch)
    }

    fn launch_with(
        &mut self,
        func: FuncId,
        args: &[u64],
        wide: &[&[u8]],
        launch: &Launch,
    ) -> Result<(), ExecError> {
        let f = &self.prog.funcs[func as usize];
        if f.kind != FuncKind::Entry {
            return Err(run_err(
                f.span,
                format!("'{}' is a .func, not a .entry kernel", f.name),
            ));
        }
        if args.len() != f.params.len() {
            return Err(run_err(
                f.span,
                format!(
                    "kernel '{}' takes {} parameter(s), {} given",
                    f.name,
                    f.params.len(),
                    args.len()
                ),
            ));
        }
        let threads: u64 = launch.block.iter().map(|&x| u64::from(x)).product();
        let blocks: u64 = launch.grid.iter().map(|&x| u64::from(x)).product();
        if threads == 0 || blocks == 0 {
            return Err(run_err(
                f.span,
                "grid and block dimensions must all be at least 1",
            ));
        }
        if threads > 1024 || launch.block[2] > 64 {
            return Err(run_err(
                f.span,
                format!(
                    "block of {} threads is too large (at most 1024 threads, z at most 64)",
                    threads
                ),
            ));
        }
        if launch.grid[1] > 65535 || launch.grid[2] > 65535 {
            return Err(run_err(
                f.span,
                "grid y and z dimensions must be at most 65535",
            ));
        }
        if launch.dynamic_shared > 1 << 30 {
            return Err(run_err(f.span, "dynamic shared memory larger than 1 GiB"));
        }
        self.place_shared(func);
        let shared = self.shared_for.as_ref().map_or(Vec::new(), |s| s.1.clone());
        self.launch_steps = Some(0);
        if let Some(m) = self.monitor {
            m.start(blocks);
        }
        for z in 0..launch.grid[2] {
            for y in 0..launch.grid[1] {
                for x in 0..launch.grid[0] {
                    for &v in &shared {
                        let var = &self.prog.vars[v as usize];
                        let mut data = var.init.clone();
                        let size = if var.dynamic {
                            launch.dynamic_shared
                        } else {
                            var.size
                        };
                        data.resize(size as usize, 0);
                        self.mem
                            .reset(Space::Shared, self.var_addr[v as usize], data);
                    }
                    if let Some(c) = &mut self.sanitize {
                        c.block_start();
                    }
                    self.run_block(func, args, wide, launch, [x, y, z])?;
                    if let Some(m) = self.monitor {
                        m.block_done();
                    }
                }
            }
        }
        Ok(())
    }

    fn run_block(
        &mut self,
        func: FuncId,
        args: &[u64],
        wide: &[&[u8]],
        launch: &Launch,
        ctaid: [u32; 3],
    ) -> Result<(), ExecError> {
        let f = &self.prog.funcs[func as usize];
        let mut live = Vec::new();
        for z in 0..launch.block[2] {
            for y in 0..launch.block[1] {
                for x in 0..launch.block[0] {
                    let mut frame = self.enter(func)?;
                    for (i, (p, &v)) in f.params.iter().zip(args).enumerate() {
                        self.store_slot(&mut frame, p.slot, p.size, v)?;
                        // The rest of a parameter wider than 8 bytes.
                        if let (Some(b), ParamSlot::Var(var)) = (wide.get(i), p.slot) {
                            if b.len() > 8 {
                                let at = self.var_generic_in(&frame, var);
                                let n = b.len().min(p.size as usize);
                                self.mem
                                    .write_bytes(at, &b[..n])
                                    .map_err(|_| run_err(f.span, "parameter memory vanished"))?;
                            }
                        }
                    }
                    live.push(exec::Thread {
                        frames: vec![frame],
                        cf: false,
                        pos: ThreadPos {
                            tid: [x, y, z],
                            ntid: launch.block,
                            ctaid,
                            nctaid: launch.grid,
                            dyn_smem: launch.dynamic_shared as u32,
                        },
                        steps: 0,
                        at_barrier: false,
                        bar_red: None,
                        wait: None,
                        done: false,
                        printfs: 0,
                        sync: Default::default(),
                        bar_at: None,
                    });
                }
            }
        }
        // Run every warp (32 consecutive threads) until each of its threads
        // has finished or reached a barrier, then release the barrier, until
        // all have finished.
        loop {
            for warp in live.chunks_mut(32) {
                if let Err((lane, mut e)) = self.run_warp(warp, true) {
                    let th = &warp[lane];
                    let (c, t) = (th.pos.ctaid, th.pos.tid);
                    e.message = format!(
                        "kernel '{}', thread %ctaid=({},{},{}) %tid=({},{},{}): {}",
                        f.name, c[0], c[1], c[2], t[0], t[1], t[2], e.message
                    );
                    e.notes.extend(self.where_notes(th));
                    return Err(e);
                }
            }
            if live.iter().all(|t| t.done) {
                break;
            }
            if self.sanitize.as_ref().is_some_and(|c| c.opts.sync) {
                self.check_barrier(&f.name, &live)?;
            }
            self.release(&mut live);
        }
        Ok(())
    }

    /// The sync sanitizer at a barrier's release: every thread of the block
    /// waits at the same barrier (none has exited, none waits elsewhere).
    fn check_barrier(&self, kernel: &str, ths: &[exec::Thread]) -> Result<(), ExecError> {
        let Some(first) = ths.iter().find(|t| t.at_barrier) else {
            return Ok(());
        };
        let (site, span) = first.bar_at.clone().unwrap_or_default();
        let shown = |t: &exec::Thread| {
            let [x, y, z] = t.pos.tid;
            format!("%tid=({},{},{})", x, y, z)
        };
        let waiting = ths.iter().filter(|t| t.at_barrier).count();
        let mut e = if let Some(other) = ths
            .iter()
            .find(|t| t.at_barrier && t.bar_at.as_ref().is_some_and(|b| b.0 != site))
        {
            let (_, ospan) = other.bar_at.clone().unwrap_or_default();
            crate::sanitize::barrier_finding(
                span,
                format!(
                    "divergent barriers: thread {} waits at this barrier and thread {} at the one at line {}",
                    shown(first),
                    shown(other),
                    ospan.line
                ),
            )
        } else if let Some(gone) = ths.iter().find(|t| t.done) {
            crate::sanitize::barrier_finding(
                span,
                format!(
                    "barrier reached by {} of the block's {} threads: thread {} has exited without reaching it (a barrier under a condition that is not the same for the whole block?)",
                    waiting,
                    ths.len(),
                    shown(gone)
                ),
            )
        } else {
            return Ok(());
        };
        let c = first.pos.ctaid;
        e.message = format!(
            "kernel '{}', block %ctaid=({},{},{}): {}",
            kernel, c[0], c[1], c[2], e.message
        );
        Err(finding(e))
    }

    /// Where a failing thread was: its call stack (when it is in a called
    /// function) and the registers its current instruction reads.
    fn where_notes(&self, th: &exec::Thread) -> Vec<String> {
        let mut notes = Vec::new();
        let at = |fr: &Frame| {
            let f = &self.prog.funcs[fr.func as usize];
            let line = f
                .body
                .as_ref()
                .and_then(|b| b.get(fr.pc.saturating_sub(1)))
                .map_or(f.span.line, |i| i.span.line);
            (f, line)
        };
        if th.frames.len() > 1 {
            let stack: Vec<String> = th
                .frames
                .iter()
                .rev()
                .map(|fr| {
                    let (f, line) = at(fr);
                    format!("'{}' at line {}", f.name, line)
                })
                .collect();
            notes.push(format!(
                "call stack (innermost first): {}",
                stack.join(", called from ")
            ));
        }
        if let Some(fr) = th.frames.last() {
            let f = &self.prog.funcs[fr.func as usize];
            if let Some(ins) = f.body.as_ref().and_then(|b| b.get(fr.pc.saturating_sub(1))) {
                let mut regs: Vec<String> = Vec::new();
                ins.op.operands(&mut |o| {
                    let r = match o {
                        ir::Operand::S(ir::Src::Reg(r)) => r,
                        _ => return,
                    };
                    if let (Some(info), Some(v)) = (f.regs.get(r as usize), fr.regs.get(r as usize))
                    {
                        let s = format!("{} = {:#x}", info.name, v);
                        if !regs.contains(&s) {
                            regs.push(s);
                        }
                    }
                });
                if let Some(addr) = ins.op.addr() {
                    if let ir::AddrBase::Reg(r) = addr.1.base {
                        if let (Some(info), Some(v)) =
                            (f.regs.get(r as usize), fr.regs.get(r as usize))
                        {
                            let s = format!("{} = {:#x}", info.name, v);
                            if !regs.contains(&s) {
                                regs.push(s);
                            }
                        }
                    }
                }
                if !regs.is_empty() {
                    notes.push(format!("registers it read: {}", regs.join(", ")));
                }
            }
        }
        notes
    }

    /// Releases the barrier the threads `ths` of a block wait at: each at a
    /// `bar.red` gets the reduction over the predicates of all threads at
    /// the barrier (finished threads do not take part).
    fn release(&mut self, ths: &mut [exec::Thread]) {
        let preds: Vec<bool> = ths
            .iter()
            .filter(|t| t.at_barrier)
            .map(|t| t.bar_red.is_some_and(|r| r.2))
            .collect();
        for t in ths.iter_mut() {
            if let Some((op, d, _)) = t.bar_red.take() {
                let v = warp::bar_red(op, &preds);
                self.write(t, d, u64::from(v));
            }
            if t.at_barrier {
                t.sync.gen += 1;
            }
            t.at_barrier = false;
        }
    }

    fn store_slot(
        &mut self,
        frame: &mut Frame,
        slot: ParamSlot,
        size: u64,
        v: u64,
    ) -> Result<(), ExecError> {
        match slot {
            ParamSlot::Reg(r) => {
                let bits = self.prog.funcs[frame.func as usize].regs[r as usize]
                    .ty
                    .bits();
                frame.regs[r as usize] = mask(bits, v);
                Ok(())
            }
            ParamSlot::Var(var) => {
                let at = self.var_generic_in(frame, var);
                self.mem
                    .write(at, size.min(8), v)
                    .map_err(|e| self.fault_error(Span::default(), &e))
            }
        }
    }

    fn load_slot(&self, frame: &Frame, slot: ParamSlot, size: u64) -> Result<u64, ExecError> {
        match slot {
            ParamSlot::Reg(r) => Ok(frame.regs[r as usize]),
            ParamSlot::Var(var) => self
                .mem
                .read(self.var_generic_in(frame, var), size.min(8))
                .map_err(|e| self.fault_error(Span::default(), &e)),
        }
    }

    fn fault_error(&self, span: Span, f: &memory::Fault) -> ExecError {
        run_err(
            span,
            format!(
                "out-of-bounds access of {} byte(s) at address 0x{:x} (nearest allocation: {})",
                f.size, f.addr, f.nearest
            ),
        )
    }
}

/// A sanitizer's finding as the run's error.
pub(crate) fn finding(f: crate::sanitize::Finding) -> ExecError {
    let mut e = run_err(f.span, f.message);
    e.notes = f.notes;
    e
}

/// The low `bits` of `v`.
pub(crate) fn mask(bits: u32, v: u64) -> u64 {
    if bits >= 64 {
        v
    } else {
        v & ((1u64 << bits) - 1)
    }
}
