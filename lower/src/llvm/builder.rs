//! The LLVM function builder's helpers: errors at the instruction,
//! constants, casts, integer operations, intrinsics, loads and stores.

use super::*;

impl<'ctx> Fx<'ctx, '_> {
    /// An error at the current instruction.
    pub(super) fn err(&self, message: impl Into<String>) -> LowerError {
        LowerError::new(self.span, message)
    }

    /// The integer type of `bits` bits.
    pub(super) fn ity(&self, bits: u32) -> IntType<'ctx> {
        int_ty(self.ctx, bits)
    }

    /// A constant of `bits` width (truncated to it; zero-extended past 64).
    pub(super) fn k(&self, bits: u32, v: u64) -> IntValue<'ctx> {
        let t = self.ity(bits);
        if bits > 64 {
            t.const_int_arbitrary_precision(&[v, 0])
        } else {
            let m = if bits >= 64 {
                v
            } else {
                v & ((1u64 << bits) - 1)
            };
            t.const_int(m, false)
        }
    }

    /// A constant of `bits` width from a signed value.
    pub(super) fn ks(&self, bits: u32, v: i128) -> IntValue<'ctx> {
        let t = self.ity(bits);
        if bits > 64 {
            t.const_int_arbitrary_precision(&[v as u64, (v >> 64) as u64])
        } else {
            self.k(bits, v as u64)
        }
    }

    /// A constant of the type of `like`.
    pub(super) fn kl(&self, like: IntValue<'ctx>, v: i128) -> IntValue<'ctx> {
        self.ks(like.get_type().get_bit_width(), v)
    }

    /// Width of an integer value.
    pub(super) fn width(v: IntValue<'ctx>) -> u32 {
        v.get_type().get_bit_width()
    }

    /// Converts `v` to `bits` width: truncation or zero/sign extension.
    pub(super) fn cast(
        &self,
        v: IntValue<'ctx>,
        bits: u32,
        signed: bool,
    ) -> LResult<IntValue<'ctx>> {
        let from = Self::width(v);
        let to = self.ity(bits);
        Ok(if from == bits.max(1) {
            v
        } else if from > bits {
            self.b.build_int_truncate(v, to, "")?
        } else if signed {
            self.b.build_int_s_extend(v, to, "")?
        } else {
            self.b.build_int_z_extend(v, to, "")?
        })
    }

    pub(super) fn add<V: IntMathValue<'ctx>>(&self, x: V, y: V) -> LResult<V> {
        Ok(self.b.build_int_add(x, y, "")?)
    }
    pub(super) fn sub<V: IntMathValue<'ctx>>(&self, x: V, y: V) -> LResult<V> {
        Ok(self.b.build_int_sub(x, y, "")?)
    }
    pub(super) fn mul<V: IntMathValue<'ctx>>(&self, x: V, y: V) -> LResult<V> {
        Ok(self.b.build_int_mul(x, y, "")?)
    }
    pub(super) fn and<V: IntMathValue<'ctx>>(&self, x: V, y: V) -> LResult<V> {
        Ok(self.b.build_and(x, y, "")?)
    }
    pub(super) fn or<V: IntMathValue<'ctx>>(&self, x: V, y: V) -> LResult<V> {
        Ok(self.b.build_or(x, y, "")?)
    }
    pub(super) fn xor<V: IntMathValue<'ctx>>(&self, x: V, y: V) -> LResult<V> {
        Ok(self.b.build_xor(x, y, "")?)
    }
    pub(super) fn not<V: IntMathValue<'ctx>>(&self, x: V) -> LResult<V> {
        Ok(self.b.build_not(x, "")?)
    }
    pub(super) fn neg<V: IntMathValue<'ctx>>(&self, x: V) -> LResult<V> {
        Ok(self.b.build_int_neg(x, "")?)
    }
    /// `x << n`; the caller guarantees `n < width`.
    pub(super) fn shl<V: IntMathValue<'ctx>>(&self, x: V, n: V) -> LResult<V> {
        Ok(self.b.build_left_shift(x, n, "")?)
    }
    /// `x >> n` (arithmetic when `signed`); the caller guarantees `n < width`.
    pub(super) fn shr<V: IntMathValue<'ctx>>(&self, x: V, n: V, signed: bool) -> LResult<V> {
        Ok(self.b.build_right_shift(x, n, signed, "")?)
    }
    /// `x << k` for a constant `k < width`.
    pub(super) fn shli(&self, x: IntValue<'ctx>, k: u32) -> LResult<IntValue<'ctx>> {
        if k == 0 {
            return Ok(x);
        }
        let n = self.kl(x, i128::from(k));
        self.shl(x, n)
    }
    /// `x >> k` for a constant `k < width`.
    pub(super) fn shri(&self, x: IntValue<'ctx>, k: u32, signed: bool) -> LResult<IntValue<'ctx>> {
        if k == 0 {
            return Ok(x);
        }
        let n = self.kl(x, i128::from(k));
        self.shr(x, n, signed)
    }
    /// `x + k` for a constant.
    pub(super) fn addi(&self, x: IntValue<'ctx>, k: i128) -> LResult<IntValue<'ctx>> {
        let c = self.kl(x, k);
        self.add(x, c)
    }
    /// A comparison (`i1`).
    pub(super) fn icmp(
        &self,
        p: IntPredicate,
        x: IntValue<'ctx>,
        y: IntValue<'ctx>,
    ) -> LResult<IntValue<'ctx>> {
        Ok(self.b.build_int_compare(p, x, y, "")?)
    }
    /// A comparison with a constant (`i1`).
    pub(super) fn icmpi(
        &self,
        p: IntPredicate,
        x: IntValue<'ctx>,
        k: i128,
    ) -> LResult<IntValue<'ctx>> {
        let c = self.kl(x, k);
        self.icmp(p, x, c)
    }
    /// `c ? x : y` for scalars.
    pub(super) fn sel(
        &self,
        c: IntValue<'ctx>,
        x: IntValue<'ctx>,
        y: IntValue<'ctx>,
    ) -> LResult<IntValue<'ctx>> {
        Ok(self.b.build_select(c, x, y, "")?.into_int_value())
    }
    /// Calls the LLVM intrinsic `name` overloaded on `tys`.
    pub(super) fn intr(
        &self,
        name: &str,
        tys: &[BasicTypeEnum<'ctx>],
        args: &[BasicMetadataValueEnum<'ctx>],
    ) -> LResult<BasicValueEnum<'ctx>> {
        let i = Intrinsic::find(name)
            .ok_or_else(|| self.err(format!("LLVM intrinsic {} not found", name)))?;
        let f = i
            .get_declaration(self.module, tys)
            .ok_or_else(|| self.err(format!("LLVM intrinsic {} has no such overload", name)))?;
        match self.b.build_call(f, args, "")?.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(v) => Ok(v),
            inkwell::values::ValueKind::Instruction(_) => {
                Err(self.err(format!("LLVM intrinsic {} returns nothing", name)))
            }
        }
    }

    /// A one-argument integer intrinsic overloaded on the argument's type.
    pub(super) fn intr1(&self, name: &str, x: IntValue<'ctx>) -> LResult<IntValue<'ctx>> {
        Ok(self
            .intr(name, &[x.get_type().into()], &[x.into()])?
            .into_int_value())
    }

    /// A two-argument integer intrinsic (`llvm.umin`, `llvm.sadd.sat`, ...).
    pub(super) fn intr2(
        &self,
        name: &str,
        x: IntValue<'ctx>,
        y: IntValue<'ctx>,
    ) -> LResult<IntValue<'ctx>> {
        Ok(self
            .intr(name, &[x.get_type().into()], &[x.into(), y.into()])?
            .into_int_value())
    }

    /// A two-argument vector intrinsic.
    pub(super) fn vintr2(
        &self,
        name: &str,
        x: VectorValue<'ctx>,
        y: VectorValue<'ctx>,
    ) -> LResult<VectorValue<'ctx>> {
        Ok(self
            .intr(name, &[x.get_type().into()], &[x.into(), y.into()])?
            .into_vector_value())
    }

    pub(super) fn umin(&self, x: IntValue<'ctx>, y: IntValue<'ctx>) -> LResult<IntValue<'ctx>> {
        self.intr2("llvm.umin", x, y)
    }
    pub(super) fn umax(&self, x: IntValue<'ctx>, y: IntValue<'ctx>) -> LResult<IntValue<'ctx>> {
        self.intr2("llvm.umax", x, y)
    }
    pub(super) fn smin(&self, x: IntValue<'ctx>, y: IntValue<'ctx>) -> LResult<IntValue<'ctx>> {
        self.intr2("llvm.smin", x, y)
    }
    pub(super) fn smax(&self, x: IntValue<'ctx>, y: IntValue<'ctx>) -> LResult<IntValue<'ctx>> {
        self.intr2("llvm.smax", x, y)
    }

    /// Loads a value of type `t` from `p`.
    pub(super) fn load(&self, t: IntType<'ctx>, p: PointerValue<'ctx>) -> LResult<IntValue<'ctx>> {
        Ok(self.b.build_load(t, p, "")?.into_int_value())
    }

    /// Stores `v` to `p`.
    pub(super) fn store(&self, p: PointerValue<'ctx>, v: impl BasicValue<'ctx>) -> LResult<()> {
        self.b.build_store(p, v)?;
        Ok(())
    }
}
