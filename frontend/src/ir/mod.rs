//! The checked, resolved form of a PTX module: what the interpreter and the
//! lowerings consume.
//!
//! Every instruction is one [`Op`] with typed fields (its modifiers decoded and
//! checked by [`crate::check()`]), registers are numbered per function, labels are
//! instruction indices, and variables are resolved to [`VarId`]s. One enum
//! variant per instruction family; the fields say exactly which modifiers exist.

use crate::ast::{FuncKind, Space, Type};
use crate::diag::Span;

/// A register of a function, numbered from 0.
pub type RegId = u32;
/// A variable of the program (module-scope or function-scope), numbered from 0.
pub type VarId = u32;
/// A function of the program, numbered from 0.
pub type FuncId = u32;

/// Where the functions' addresses start ([`func_addr`]).
pub const FUNC_ADDR_BASE: u64 = 0xFC00_0000;

/// The value `mov.u64 d, f` gives for function `f`: a constant of ptxjit's
/// own (16 bytes apart, within 32 bits so `mov.u32` keeps it whole), which
/// indirect calls compare against. A GPU gives a code address instead; the
/// two differ only where a kernel writes the address out.
pub fn func_addr(f: FuncId) -> u64 {
    FUNC_ADDR_BASE + 16 * u64::from(f)
}

/// A checked module.
#[derive(Clone, Debug)]
pub struct Program {
    /// 32 or 64.
    pub address_size: u32,
    /// The `.target` architecture number (`sm_80` -> 80; 0 when none is
    /// given).
    pub sm: u32,
    /// The `.version`, times ten (`8.8` -> 88; 0 when none is given).
    pub version: u32,
    /// `.target ..., texmode_independent`: textures and samplers are
    /// separate handles (otherwise a texture carries its sampler).
    pub texmode_independent: bool,
    /// Every variable: module-scope ones, then each function's own.
    pub vars: Vec<Var>,
    /// Every function that has a body or is declared.
    pub funcs: Vec<Func>,
    /// The calls (caller, callee) that an indirect `call` was expanded into
    /// (so a cycle through them can be told apart from written recursion).
    pub indirect_calls: std::collections::BTreeSet<(FuncId, FuncId)>,
}

impl Program {
    /// Finds a function by name.
    pub fn func(&self, name: &str) -> Option<(FuncId, &Func)> {
        self.funcs
            .iter()
            .enumerate()
            .find(|(_, f)| f.name == name)
            .map(|(i, f)| (i as FuncId, f))
    }
}

/// Where `.shared` variables live in a block's shared memory, as ptxas lays
/// them out: static variables in declaration order, each at its alignment,
/// from offset 0; every `.extern .shared` array of dynamic size starts at the
/// same offset after them, aligned to 16 bytes (or more if one asks).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedLayout {
    /// The offset of each variable of the program (`None`: not `.shared`).
    pub offset: Vec<Option<u64>>,
    /// Bytes of static shared memory (the end of the last static variable).
    pub static_end: u64,
    /// The offset of the dynamic shared memory.
    pub dynamic_at: u64,
}

impl Program {
    /// Where `.const` variables live in the constant bank, as ptxas lays
    /// them out (`cuobjdump -elf`: `.nv.constant3`): in declaration order,
    /// each at its alignment, packed from offset 0. `None` for every other
    /// variable.
    pub fn const_layout(&self) -> Vec<Option<u64>> {
        let mut offset = vec![None; self.vars.len()];
        let mut next = 0u64;
        for (i, v) in self.vars.iter().enumerate() {
            if v.space != Space::Const {
                continue;
            }
            let align = u64::from(v.align.max(1)).next_power_of_two();
            let at = next.div_ceil(align) * align;
            offset[i] = Some(at);
            next = at + v.size.max(v.init.len() as u64);
        }
        offset
    }

    /// The variables function `root` and every function it reaches through
    /// calls name (`used[v]`), as ptxas sees them: an address, a `mov` of
    /// the variable's address. Recursion and declared-only functions are
    /// walked as far as they go.
    pub fn used_vars(&self, root: FuncId) -> Vec<bool> {
        let mut used = vec![false; self.vars.len()];
        let mut seen = vec![false; self.funcs.len()];
        let mut todo = vec![root];
        while let Some(f) = todo.pop() {
            match seen.get_mut(f as usize) {
                Some(s) if !*s => *s = true,
                _ => continue,
            }
            for ins in self.funcs[f as usize].body.as_deref().unwrap_or(&[]) {
                ins.op.vars(&mut |v| {
                    if let Some(u) = used.get_mut(v as usize) {
                        *u = true;
                    }
                });
                if let Op::Call { func, .. } = ins.op {
                    todo.push(func);
                }
            }
        }
        used
    }

    /// The shared-memory layout of kernel (or function) `root`: the
    /// `.shared` variables it and the functions it calls use, as ptxas lays
    /// them out for that kernel (docs/semantics.md §12); the others have no
    /// offset (a kernel that does not use a variable is not given it).
    pub fn shared_layout(&self, root: FuncId) -> SharedLayout {
        self.shared_layout_of(&self.used_vars(root))
    }

    /// [`Program::shared_layout`] for the variables `used` marks (what
    /// [`Program::used_vars`] gives).
    pub fn shared_layout_of(&self, used: &[bool]) -> SharedLayout {
        let mut offset = vec![None; self.vars.len()];
        let mut next = 0u64;
        let mut dyn_align = 16u64;
        for (i, v) in self.vars.iter().enumerate() {
            if v.space != Space::Shared || !used[i] {
                continue;
            }
            let align = u64::from(v.align.max(1)).next_power_of_two();
            if v.dynamic {
                dyn_align = dyn_align.max(align);
                continue;
            }
            let at = next.div_ceil(align) * align;
            offset[i] = Some(at);
            next = at + v.size;
        }
        let dynamic_at = next.div_ceil(dyn_align) * dyn_align;
        for (i, v) in self.vars.iter().enumerate() {
            if v.space == Space::Shared && v.dynamic && used[i] {
                offset[i] = Some(dynamic_at);
            }
        }
        SharedLayout {
            offset,
            static_end: next,
            dynamic_at,
        }
    }

    /// The functions `f` calls directly, each once, in order of first call.
    pub fn callees(&self, f: FuncId) -> Vec<FuncId> {
        let mut out = Vec::new();
        for ins in self.funcs[f as usize].body.as_deref().unwrap_or(&[]) {
            if let Op::Call { func, .. } = ins.op {
                if !out.contains(&func) {
                    out.push(func);
                }
            }
        }
        out
    }

    /// The function whose parameter or return value `.param` variable `v`
    /// is (`None` for other variables, e.g. a call sequence's own).
    pub fn formal_of(&self, v: VarId) -> Option<&Func> {
        let f = &self.funcs[self.vars[v as usize].owner? as usize];
        f.params
            .iter()
            .chain(&f.rets)
            .any(|p| p.slot == ParamSlot::Var(v))
            .then_some(f)
    }

    /// Every function reachable from `roots` through calls (roots
    /// included), callees before their callers.
    pub fn reachable(&self, roots: &[FuncId]) -> Result<Vec<FuncId>, CallGraphError> {
        let mut order = Vec::new();
        let mut done = std::collections::HashSet::new();
        for &r in roots {
            self.visit(r, &mut Vec::new(), &mut done, &mut order)?;
        }
        Ok(order)
    }

    fn visit(
        &self,
        f: FuncId,
        stack: &mut Vec<FuncId>,
        done: &mut std::collections::HashSet<FuncId>,
        order: &mut Vec<FuncId>,
    ) -> Result<(), CallGraphError> {
        if stack.contains(&f) {
            return Err(CallGraphError::Recursive(f));
        }
        if !done.insert(f) {
            return Ok(());
        }
        if self.funcs[f as usize].body.is_none() {
            // A builtin is run by the runtime: a leaf with no code.
            if Builtin::of(&self.funcs[f as usize].name).is_some() {
                return Ok(());
            }
            return Err(CallGraphError::NoBody(f));
        }
        stack.push(f);
        for c in self.callees(f) {
            self.visit(c, stack, done, order)?;
        }
        stack.pop();
        order.push(f);
        Ok(())
    }
}

/// The functions of CUDA's device runtime that ptxjit runs without a body
/// (declared `.extern` by the PTX that calls them, as CUDA's compilers
/// emit them): a called one is a leaf of the call graph, and each backend
/// that runs kernels calls into the runtime for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    /// `vprintf(.b64 format, .b64 args) -> .b32`: `printf`
    /// (`ptxjit_runtime::printf`).
    Vprintf,
    /// `__assertfail(.b64 message, .b64 file, .b32 line, .b64 function,
    /// .b64 char_size)`: a failed `assert`, which prints CUDA's line and
    /// stops the launch.
    AssertFail,
}

impl Builtin {
    /// The builtin named `name`.
    pub fn of(name: &str) -> Option<Builtin> {
        match name {
            "vprintf" => Some(Builtin::Vprintf),
            "__assertfail" => Some(Builtin::AssertFail),
            _ => None,
        }
    }
}

/// Why [`Program::reachable`] failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallGraphError {
    /// This function calls itself, directly or not.
    Recursive(FuncId),
    /// This function is called but only declared.
    NoBody(FuncId),
}

impl CallGraphError {
    /// The error as a diagnostic at the function's name; `backend` names
    /// who does not support recursion (`"the host backend"`).
    pub fn diagnostic(
        self,
        prog: &Program,
        phase: crate::diag::Phase,
        backend: &str,
    ) -> crate::diag::Diagnostic {
        let (f, message) = match self {
            CallGraphError::Recursive(f) => (
                f,
                format!(
                    "'{}' is recursive: recursion is not supported by {}{}",
                    prog.funcs[f as usize].name,
                    backend,
                    if prog.indirect_calls.is_empty() {
                        ""
                    } else {
                        " (counting the calls of every function an indirect call may reach: a function whose address is taken and that makes an indirect call through a prototype of its own signature counts as calling itself)"
                    }
                ),
            ),
            CallGraphError::NoBody(f) => (
                f,
                format!(
                    "'{}' is declared but has no body",
                    prog.funcs[f as usize].name
                ),
            ),
        };
        crate::diag::Diagnostic::at(phase, prog.funcs[f as usize].span, message)
    }
}

/// An address in a variable's initializer (`.global .u64 p = generic(g)+8;`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reloc {
    /// Byte offset in the initializer.
    pub at: u64,
    /// Bytes written there (4 or 8: the element size).
    pub size: u8,
    /// The variable whose address it is (a module `.global`/`.const` one).
    pub var: VarId,
    /// The generic address (else the address in `var`'s state space).
    pub generic: bool,
    /// Added to the address.
    pub offset: i64,
}

impl Reloc {
    /// The bytes to write, given the address of the variable in its state
    /// space and the base of that space's window in the generic space.
    pub fn bytes(&self, addr: u64, window: u64) -> Vec<u8> {
        let base = if self.generic {
            addr.wrapping_add(window)
        } else {
            addr
        };
        let v = base.wrapping_add(self.offset as u64);
        v.to_le_bytes()[..usize::from(self.size.min(8))].to_vec()
    }
}

/// A variable in a memory state space.
#[derive(Clone, Debug)]
pub struct Var {
    /// Its name.
    pub name: String,
    /// State space.
    pub space: Space,
    /// Element type.
    pub ty: Type,
    /// Size in bytes (0 for an `extern` array of unknown size).
    pub size: u64,
    /// Alignment in bytes.
    pub align: u32,
    /// Initial bytes (little-endian), possibly shorter than `size` (rest zero).
    pub init: Vec<u8>,
    /// Places in `init` that hold another variable's address, which each
    /// backend's memory layout fills in ([`Reloc::bytes`]); `init` holds
    /// zeros there.
    pub relocs: Vec<Reloc>,
    /// The function that declares it, or `None` at module scope.
    pub owner: Option<FuncId>,
    /// A `.texref`/`.samplerref`/`.surfref` handle (8 bytes, opaque).
    pub handle: Option<crate::ast::Handle>,
    /// `.extern .shared` array of dynamic size.
    pub dynamic: bool,
    /// Declared as an array (`[N]`, `[]`), even of one element: ptxas tells
    /// `.param .b32 p[1]` from `.param .b32 p` when matching call arguments.
    pub array: bool,
}

/// A parameter or return value of a function.
#[derive(Clone, Debug)]
pub struct Param {
    /// Its name.
    pub name: String,
    /// `.reg` or `.param`.
    pub space: Space,
    /// Its type.
    pub ty: Type,
    /// Size in bytes (for arrays of `.b8` this is the array size).
    pub size: u64,
    /// For a `.reg` parameter, its register; for a `.param` one, its variable.
    pub slot: ParamSlot,
}

/// Where a parameter lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamSlot {
    /// A register of the function.
    Reg(RegId),
    /// A `.param` variable.
    Var(VarId),
}

/// A register's declaration.
#[derive(Clone, Debug)]
pub struct RegInfo {
    /// Name as written (`%r3`).
    pub name: String,
    /// Declared type (`.pred` for predicates); vector registers are not
    /// supported (each element is declared separately by real PTX).
    pub ty: Type,
}

/// A checked function.
#[derive(Clone, Debug)]
pub struct Func {
    /// `.entry` or `.func`.
    pub kind: FuncKind,
    /// Name.
    pub name: String,
    /// Parameters in order.
    pub params: Vec<Param>,
    /// Return values in order.
    pub rets: Vec<Param>,
    /// Registers; [`RegId`] indexes this.
    pub regs: Vec<RegInfo>,
    /// The body; `None` for a prototype.
    pub body: Option<Vec<Instr>>,
    /// Where the name is.
    pub span: Span,
}

/// An instruction with its guard.
#[derive(Clone, Debug)]
pub struct Instr {
    /// `@p` (false) / `@!p` (true).
    pub guard: Option<(RegId, bool)>,
    /// What it does.
    pub op: Op,
    /// Where the opcode is.
    pub span: Span,
}

/// A source operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Src {
    /// A register.
    Reg(RegId),
    /// An immediate, already truncated to the instruction type's width.
    Imm(u64),
    /// A special register.
    Sreg(Sreg),
    /// The address of a variable (`mov.u64 %rd, name;`), in its own space.
    VarAddr(VarId),
}

/// A destination: a register or the sink `_`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dst {
    /// A register.
    Reg(RegId),
    /// `_`
    Sink,
}

/// Special registers (`%tid.x` is `Tid(0)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Sreg {
    Tid(u8),
    Ntid(u8),
    Ctaid(u8),
    Nctaid(u8),
    Laneid,
    Warpid,
    Nwarpid,
    Smid,
    Nsmid,
    Gridid,
    WarpSz,
    LanemaskEq,
    LanemaskLe,
    LanemaskLt,
    LanemaskGe,
    LanemaskGt,
    Clock,
    Clock64,
    Globaltimer,
    DynamicSmemSize,
    TotalSmemSize,
    /// `%envreg0`..`%envreg31`: set by the driver for a launch (cooperative
    /// groups read its grid workspace there); 0 on ptxjit's device.
    Envreg(u8),
    GlobaltimerLo,
    GlobaltimerHi,
    AggrSmemSize,
    /// `%reserved_smem_offset_{begin,end,cap,0,1}` (0..=4).
    ReservedSmemOffset(u8),
    /// `%pm0`..`%pm7` (32-bit performance counters).
    Pm(u8),
    /// `%pm0_64`..`%pm7_64`.
    Pm64(u8),
    ClusterCtaid(u8),
    ClusterNctaid(u8),
    Clusterid(u8),
    Nclusterid(u8),
    ClusterCtarank,
    ClusterNctarank,
    /// A `.pred`.
    IsExplicitCluster,
    CurrentGraphExec,
}

impl Sreg {
    /// The PTX spelling: `%ctaid.x`, `%clock64`.
    pub fn name(self) -> String {
        let xyz = |n: &str, c: u8| format!("%{}.{}", n, ["x", "y", "z"][(c as usize).min(2)]);
        match self {
            Sreg::Tid(c) => xyz("tid", c),
            Sreg::Ntid(c) => xyz("ntid", c),
            Sreg::Ctaid(c) => xyz("ctaid", c),
            Sreg::Nctaid(c) => xyz("nctaid", c),
            Sreg::Laneid => "%laneid".into(),
            Sreg::Warpid => "%warpid".into(),
            Sreg::Nwarpid => "%nwarpid".into(),
            Sreg::Smid => "%smid".into(),
            Sreg::Nsmid => "%nsmid".into(),
            Sreg::Gridid => "%gridid".into(),
            Sreg::WarpSz => "WARP_SZ".into(),
            Sreg::LanemaskEq => "%lanemask_eq".into(),
            Sreg::LanemaskLe => "%lanemask_le".into(),
            Sreg::LanemaskLt => "%lanemask_lt".into(),
            Sreg::LanemaskGe => "%lanemask_ge".into(),
            Sreg::LanemaskGt => "%lanemask_gt".into(),
            Sreg::Clock => "%clock".into(),
            Sreg::Clock64 => "%clock64".into(),
            Sreg::Globaltimer => "%globaltimer".into(),
            Sreg::DynamicSmemSize => "%dynamic_smem_size".into(),
            Sreg::TotalSmemSize => "%total_smem_size".into(),
            Sreg::Envreg(n) => format!("%envreg{n}"),
            Sreg::GlobaltimerLo => "%globaltimer_lo".into(),
            Sreg::GlobaltimerHi => "%globaltimer_hi".into(),
            Sreg::AggrSmemSize => "%aggr_smem_size".into(),
            Sreg::ReservedSmemOffset(k) => format!(
                "%reserved_smem_offset_{}",
                ["begin", "end", "cap", "0", "1"][usize::from(k.min(4))]
            ),
            Sreg::Pm(n) => format!("%pm{n}"),
            Sreg::Pm64(n) => format!("%pm{n}_64"),
            Sreg::ClusterCtaid(c) => xyz("cluster_ctaid", c),
            Sreg::ClusterNctaid(c) => xyz("cluster_nctaid", c),
            Sreg::Clusterid(c) => xyz("clusterid", c),
            Sreg::Nclusterid(c) => xyz("nclusterid", c),
            Sreg::ClusterCtarank => "%cluster_ctarank".into(),
            Sreg::ClusterNctarank => "%cluster_nctarank".into(),
            Sreg::IsExplicitCluster => "%is_explicit_cluster".into(),
            Sreg::CurrentGraphExec => "%current_graph_exec".into(),
        }
    }

    /// Its width: 64, 32, or 1 (`%is_explicit_cluster`, a predicate).
    pub fn bits(self) -> u32 {
        match self {
            Sreg::Clock64
            | Sreg::Globaltimer
            | Sreg::Gridid
            | Sreg::Pm64(_)
            | Sreg::CurrentGraphExec => 64,
            Sreg::IsExplicitCluster => 1,
            Sreg::Tid(_)
            | Sreg::Ntid(_)
            | Sreg::Ctaid(_)
            | Sreg::Nctaid(_)
            | Sreg::Laneid
            | Sreg::Warpid
            | Sreg::Nwarpid
            | Sreg::Smid
            | Sreg::Nsmid
            | Sreg::WarpSz
            | Sreg::LanemaskEq
            | Sreg::LanemaskLe
            | Sreg::LanemaskLt
            | Sreg::LanemaskGe
            | Sreg::LanemaskGt
            | Sreg::Clock
            | Sreg::DynamicSmemSize
            | Sreg::TotalSmemSize
            | Sreg::Envreg(_)
            | Sreg::GlobaltimerLo
            | Sreg::GlobaltimerHi
            | Sreg::AggrSmemSize
            | Sreg::ReservedSmemOffset(_)
            | Sreg::Pm(_)
            | Sreg::ClusterCtaid(_)
            | Sreg::ClusterNctaid(_)
            | Sreg::Clusterid(_)
            | Sreg::Nclusterid(_)
            | Sreg::ClusterCtarank
            | Sreg::ClusterNctarank => 32,
        }
    }

    /// The operand widths `mov`/`cvt` may read it at (ptxas 12.9: only the
    /// thread-position registers and `%gridid` may be read as 16 bits).
    pub fn readable_at(self, bits: u32) -> bool {
        match self {
            Sreg::Tid(_) | Sreg::Ntid(_) | Sreg::Ctaid(_) | Sreg::Nctaid(_) | Sreg::WarpSz => {
                bits == 16 || bits == 32
            }
            Sreg::Gridid => matches!(bits, 16 | 32 | 64),
            s => bits == s.bits(),
        }
    }

    /// The oldest `.version` (x10) and `.target` (`sm_XX`, 0: any) that
    /// have it, as ptxas 12.9 enforces.
    pub fn min_version(self) -> (u32, u32) {
        match self {
            Sreg::TotalSmemSize | Sreg::DynamicSmemSize => (41, 0),
            Sreg::Pm64(_) => (40, 0),
            Sreg::ReservedSmemOffset(_) => (76, 80),
            Sreg::ClusterCtaid(_)
            | Sreg::ClusterNctaid(_)
            | Sreg::Clusterid(_)
            | Sreg::Nclusterid(_)
            | Sreg::ClusterCtarank
            | Sreg::ClusterNctarank
            | Sreg::IsExplicitCluster => (78, 90),
            Sreg::AggrSmemSize => (81, 90),
            Sreg::CurrentGraphExec => (80, 0),
            Sreg::Tid(_)
            | Sreg::Ntid(_)
            | Sreg::Ctaid(_)
            | Sreg::Nctaid(_)
            | Sreg::Laneid
            | Sreg::Warpid
            | Sreg::Nwarpid
            | Sreg::Smid
            | Sreg::Nsmid
            | Sreg::Gridid
            | Sreg::WarpSz
            | Sreg::LanemaskEq
            | Sreg::LanemaskLe
            | Sreg::LanemaskLt
            | Sreg::LanemaskGe
            | Sreg::LanemaskGt
            | Sreg::Clock
            | Sreg::Clock64
            | Sreg::Globaltimer
            | Sreg::Envreg(_)
            | Sreg::GlobaltimerLo
            | Sreg::GlobaltimerHi
            | Sreg::Pm(_) => (0, 0),
        }
    }

    /// For the native lowerings: the value of a register that is the same
    /// for every thread of every launch on ptxjit's device (no SM ids,
    /// clocks or counters; every block a cluster of its own; no graph; no
    /// driver environment), or the thread-position register it equals
    /// (`%clusterid` is `%ctaid` when clusters are single blocks).
    pub fn device_value(self) -> Result<u64, ThreadSreg> {
        match self {
            Sreg::Smid
            | Sreg::Gridid
            | Sreg::TotalSmemSize
            | Sreg::Clock
            | Sreg::Clock64
            | Sreg::Globaltimer
            | Sreg::GlobaltimerLo
            | Sreg::GlobaltimerHi
            | Sreg::Envreg(_)
            | Sreg::AggrSmemSize
            | Sreg::ReservedSmemOffset(_)
            | Sreg::Pm(_)
            | Sreg::Pm64(_)
            | Sreg::ClusterCtaid(_)
            | Sreg::ClusterCtarank
            | Sreg::IsExplicitCluster
            | Sreg::CurrentGraphExec => Ok(0),
            Sreg::Nsmid | Sreg::ClusterNctaid(_) | Sreg::ClusterNctarank => Ok(1),
            Sreg::WarpSz => Ok(32),
            Sreg::Tid(i) => Err(ThreadSreg::Tid(i)),
            Sreg::Ntid(i) => Err(ThreadSreg::Ntid(i)),
            Sreg::Ctaid(i) | Sreg::Clusterid(i) => Err(ThreadSreg::Ctaid(i)),
            Sreg::Nctaid(i) | Sreg::Nclusterid(i) => Err(ThreadSreg::Nctaid(i)),
            Sreg::Laneid => Err(ThreadSreg::Laneid),
            Sreg::Warpid => Err(ThreadSreg::Warpid),
            Sreg::Nwarpid => Err(ThreadSreg::Nwarpid),
            Sreg::LanemaskEq => Err(ThreadSreg::LanemaskEq),
            Sreg::LanemaskLe => Err(ThreadSreg::LanemaskLe),
            Sreg::LanemaskLt => Err(ThreadSreg::LanemaskLt),
            Sreg::LanemaskGe => Err(ThreadSreg::LanemaskGe),
            Sreg::LanemaskGt => Err(ThreadSreg::LanemaskGt),
            Sreg::DynamicSmemSize => Err(ThreadSreg::DynamicSmemSize),
        }
    }
}

/// The special registers whose value depends on the thread or the launch
/// (what [`Sreg::device_value`] does not fold): what a native lowering reads
/// from the thread and launch state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum ThreadSreg {
    Tid(u8),
    Ntid(u8),
    Ctaid(u8),
    Nctaid(u8),
    Laneid,
    Warpid,
    Nwarpid,
    LanemaskEq,
    LanemaskLe,
    LanemaskLt,
    LanemaskGe,
    LanemaskGt,
    DynamicSmemSize,
}

/// A memory address: `[base + offset]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AddrBase {
    /// A register holding an address (in the instruction's space).
    Reg(RegId),
    /// A variable.
    Var(VarId),
    /// An absolute address.
    Abs,
}

/// `[base + offset]`
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Addr {
    /// What the offset is added to.
    pub base: AddrBase,
    /// Constant byte offset.
    pub offset: i64,
}

#[macro_use]
mod declare;
pub mod inline;
mod op;
pub mod print;
mod table;
pub use op::*;
pub use table::*;
