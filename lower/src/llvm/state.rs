//! The machine state in LLVM: registers (allocas of their exact width),
//! special registers, operands read and destinations written under the
//! guard, CC.CF.

use super::*;

impl<'ctx> Fx<'ctx, '_> {
    /// The current value of register `r`.
    pub(super) fn reg(&self, r: u32) -> LResult<IntValue<'ctx>> {
        let (p, bits) = self.regs[r as usize];
        self.load(self.ity(bits), p)
    }

    /// A special register's value (32 or 64 bits; a predicate as 0/1 in 32).
    pub(super) fn sreg(&self, s: Sreg) -> LResult<IntValue<'ctx>> {
        let wide = s.bits() == 64;
        let bits = if wide { 64 } else { 32 };
        if self.kx.is_some() {
            let v = match s.device_value() {
                Ok(v) => self.k(64, v),
                Err(ts) => self.kernel_sreg(ts)?,
            };
            return self.cast(v, bits, false);
        }
        if self.opts.target == Target::Host {
            // A single-thread launch, as the interpreter's default ThreadPos.
            let v: u64 = match s.device_value() {
                Ok(v) => v,
                Err(ThreadSreg::Tid(_) | ThreadSreg::Ctaid(_)) => 0,
                Err(ThreadSreg::Ntid(_) | ThreadSreg::Nctaid(_)) => 1,
                Err(ThreadSreg::Laneid | ThreadSreg::Warpid) => 0,
                Err(ThreadSreg::Nwarpid) => 1,
                Err(ThreadSreg::DynamicSmemSize) => 0,
                Err(ThreadSreg::LanemaskEq | ThreadSreg::LanemaskLe) => 1,
                Err(ThreadSreg::LanemaskLt) => 0,
                Err(ThreadSreg::LanemaskGe) => 0xffff_ffff,
                Err(ThreadSreg::LanemaskGt) => 0xffff_fffe,
            };
            return Ok(self.k(bits, v));
        }
        let xyz = |i: u8| ["x", "y", "z"][usize::from(i.min(2))];
        let ptx = s.name();
        // The NVVM intrinsic's name where LLVM has one (else inline PTX).
        let name = match s {
            Sreg::Tid(i) => format!("tid.{}", xyz(i)),
            Sreg::Ntid(i) => format!("ntid.{}", xyz(i)),
            Sreg::Ctaid(i) => format!("ctaid.{}", xyz(i)),
            Sreg::Nctaid(i) => format!("nctaid.{}", xyz(i)),
            Sreg::Laneid => "laneid".into(),
            Sreg::Warpid => "warpid".into(),
            Sreg::Nwarpid => "nwarpid".into(),
            Sreg::Smid => "smid".into(),
            Sreg::Nsmid => "nsmid".into(),
            Sreg::Gridid => "gridid".into(),
            Sreg::WarpSz => "warpsize".into(),
            Sreg::LanemaskEq => "lanemask.eq".into(),
            Sreg::LanemaskLe => "lanemask.le".into(),
            Sreg::LanemaskLt => "lanemask.lt".into(),
            Sreg::LanemaskGe => "lanemask.ge".into(),
            Sreg::LanemaskGt => "lanemask.gt".into(),
            Sreg::Clock => "clock".into(),
            Sreg::Clock64 => "clock64".into(),
            Sreg::Globaltimer => "globaltimer".into(),
            Sreg::Envreg(n) => format!("envreg{n}"),
            Sreg::DynamicSmemSize
            | Sreg::TotalSmemSize
            | Sreg::GlobaltimerLo
            | Sreg::GlobaltimerHi
            | Sreg::AggrSmemSize
            | Sreg::ReservedSmemOffset(_)
            | Sreg::Pm(_)
            | Sreg::Pm64(_)
            | Sreg::ClusterCtaid(_)
            | Sreg::ClusterNctaid(_)
            | Sreg::Clusterid(_)
            | Sreg::Nclusterid(_)
            | Sreg::ClusterCtarank
            | Sreg::ClusterNctarank
            | Sreg::CurrentGraphExec => String::new(),
            // A predicate: read through inline PTX as 0/1.
            Sreg::IsExplicitCluster => {
                return self.inline_sreg(
                    "{ .reg .pred %p; mov.pred %p, %is_explicit_cluster; selp.u32 $0, 1, 0, %p; }",
                    32,
                );
            }
        };
        let iname = format!("llvm.nvvm.read.ptx.sreg.{}", name);
        if let Some(i) = Intrinsic::find(&iname) {
            if let Some(f) = i.get_declaration(self.module, &[]) {
                if let inkwell::values::ValueKind::Basic(v) =
                    self.b.build_call(f, &[], "")?.try_as_basic_value()
                {
                    let v = v.into_int_value();
                    return self.cast(v, bits, false);
                }
            }
        }
        // No NVVM intrinsic: read it with inline PTX.
        self.inline_sreg(&format!("mov.u{} $0, {};", bits, ptx), bits)
    }

    /// Inline PTX `text` whose output `$0` is a `bits`-bit register.
    pub(super) fn inline_sreg(&self, text: &str, bits: u32) -> LResult<IntValue<'ctx>> {
        let wide = bits == 64;
        let t = self.ity(bits);
        let asm_ty = t.fn_type(&[], false);
        let text = text.to_string();
        let asm = self.ctx.create_inline_asm(
            asm_ty,
            text,
            if wide { "=l".into() } else { "=r".into() },
            true,
            false,
            None,
            false,
        );
        match self
            .b
            .build_indirect_call(asm_ty, asm, &[], "")?
            .try_as_basic_value()
        {
            inkwell::values::ValueKind::Basic(v) => Ok(v.into_int_value()),
            inkwell::values::ValueKind::Instruction(_) => Err(self.err("inline asm returned void")),
        }
    }

    /// The value of a source operand at `bits` width (registers zero-extended
    /// or truncated, immediates truncated).
    pub(super) fn read(&self, s: Src, bits: u32) -> LResult<IntValue<'ctx>> {
        match s {
            Src::Reg(r) => {
                let v = self.reg(r)?;
                self.cast(v, bits, false)
            }
            Src::Imm(v) => Ok(self.k(bits, v)),
            Src::Sreg(sr) => {
                let v = self.sreg(sr)?;
                self.cast(v, bits, false)
            }
            Src::VarAddr(v) if self.own_param_addr(v).or(self.kernel_var_addr(v)).is_some() => {
                let a = self.own_param_addr(v).or(self.kernel_var_addr(v));
                Ok(self.k(bits, a.unwrap_or(0)))
            }
            Src::VarAddr(v) => Err(self.err(format!(
                "the address of variable '{}' is not supported by the llvm backend yet",
                self.prog.vars[v as usize].name
            ))),
        }
    }

    /// A predicate operand as `i1`.
    pub(super) fn read_pred(&self, s: Src) -> LResult<IntValue<'ctx>> {
        if let Src::Reg(r) = s {
            if self.regs[r as usize].1 == 1 {
                return self.reg(r);
            }
        }
        let v = self.read(s, 64)?;
        self.icmpi(IntPredicate::NE, v, 0)
    }

    /// Applies the current guard: `new` if it holds, else `old`.
    pub(super) fn guarded(
        &self,
        new: IntValue<'ctx>,
        old: IntValue<'ctx>,
    ) -> LResult<IntValue<'ctx>> {
        match self.guard {
            None => Ok(new),
            Some(g) => self.sel(g, new, old),
        }
    }

    /// Writes `v` (zero-extended or truncated) to a destination, under the guard.
    pub(super) fn write(&self, d: Dst, v: IntValue<'ctx>) -> LResult<()> {
        self.write_ext(d, v, false)
    }

    /// Writes `v`, sign-extending it into a wider register when `signed`.
    pub(super) fn write_ext(&self, d: Dst, v: IntValue<'ctx>, signed: bool) -> LResult<()> {
        if let Dst::Reg(r) = d {
            let (p, bits) = self.regs[r as usize];
            let v = self.cast(v, bits, signed)?;
            let v = if self.guard.is_some() {
                let old = self.load(self.ity(bits), p)?;
                self.guarded(v, old)?
            } else {
                v
            };
            self.store(p, v)?;
        }
        Ok(())
    }

    /// The register width of a destination (`None` for the sink).
    pub(super) fn dst_bits(&self, d: Dst) -> Option<u32> {
        match d {
            Dst::Reg(r) => Some(self.regs[r as usize].1),
            Dst::Sink => None,
        }
    }

    /// CC.CF as `i1`.
    pub(super) fn cf(&self) -> LResult<IntValue<'ctx>> {
        let p = self.cf.ok_or_else(|| self.err("no CC.CF"))?;
        self.load(self.ctx.bool_type(), p)
    }

    /// Sets CC.CF (`i1`) under the guard.
    pub(super) fn set_cf(&self, v: IntValue<'ctx>) -> LResult<()> {
        let p = self.cf.ok_or_else(|| self.err("no CC.CF"))?;
        let v = if self.guard.is_some() {
            let old = self.cf()?;
            self.guarded(v, old)?
        } else {
            v
        };
        self.store(p, v)
    }

    /// Whether this function is a kernel.
    pub(super) fn is_entry(&self) -> bool {
        self.func.kind == FuncKind::Entry
    }
}
