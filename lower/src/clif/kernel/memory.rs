//! Kernel memory: checked `ld`/`st` through registers, absolute addresses
//! and module-scope variables (arena bounds, validity bitmap, alignment,
//! range caches, compile-time proofs), and the kernel's own `.param`.

use super::*;

/// The accesses of a function through one base register at constant
/// offsets (`[%rd + k]`: the fields of a struct a pointer points to), in
/// `.local` space or (`generic`) spelled `.global` in a `.func`: the bytes
/// they span relative to the register (`min..end`) and the alignment they
/// need of it. One test of the register against the thread's `.local` run
/// and this alignment proves all of them valid (each with `k` a multiple
/// of its own alignment); a test the compiler computes once per value of
/// the register (a pure expression: merged and hoisted out of loops), where
/// each access alone would test its own address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::clif) struct BaseGroup {
    min: i64,
    end: i64,
    align: u32,
    /// Accesses (elements) in the group: a group of one tests nothing its
    /// access's own test would not, and has no test of its own.
    count: u32,
    /// Generic accesses (in the `.local` window) rather than `.local` ones.
    pub(in crate::clif) generic: bool,
}

/// What an element of a checked access belongs to (see
/// [`Fx::checked_ptr`]).
#[derive(Clone, Copy)]
pub(super) struct AccessOf {
    /// An atomic access (alignment checked even in unchecked mode).
    atomic: bool,
    /// The whole access: its first address and bytes.
    whole: (Value, u32),
    /// Its base group: the base register's value, the group, and this
    /// element's offset from the register.
    group: Option<(Value, BaseGroup, i64)>,
}

/// Whether an access of `total` bytes at offset `offset` from its base
/// register can be in a base group that tests alignment `align`: a power of
/// two of bytes, at most `align`, at an offset that is a multiple of it (so
/// that the register's alignment makes the access aligned).
fn groupable(offset: i64, total: u64, align: u64) -> bool {
    total.is_power_of_two() && total <= align && offset.rem_euclid(total as i64) == 0
}

/// The base groups of `body` by register (`generic`: a `.func`, whose
/// `.global`-spelled accesses are generic and often reach the caller's
/// local structs). A register used in both spaces, or with an access whose
/// offset is not a multiple of its alignment, or an access of more than
/// 16 bytes, has none for that access (it is checked alone).
pub(in crate::clif) fn base_groups(body: &[Instr], generic: bool) -> HashMap<RegId, BaseGroup> {
    let mut out: HashMap<RegId, BaseGroup> = HashMap::new();
    let mut mixed = Vec::new();
    for ins in body {
        let (space, ty, addr, n) = match &ins.op {
            Op::Ld { space, ty, d, addr } => (*space, *ty, addr, d.len()),
            Op::St { space, ty, addr, v } => (*space, *ty, addr, v.len()),
            _ => continue,
        };
        let AddrBase::Reg(r) = addr.base else {
            continue;
        };
        let is_generic = match space {
            Space::Local => false,
            Space::Global if generic => true,
            _ => continue,
        };
        let total = u64::from(ty.bits() / 8) * n as u64;
        if !groupable(addr.offset, total, 16) {
            continue;
        }
        let (lo, hi) = (addr.offset, addr.offset.saturating_add(total as i64));
        let g = out.entry(r).or_insert(BaseGroup {
            min: lo,
            end: hi,
            align: total as u32,
            count: 0,
            generic: is_generic,
        });
        g.count += 1;
        if g.generic != is_generic {
            mixed.push(r);
        }
        g.min = g.min.min(lo);
        g.end = g.end.max(hi);
        g.align = g.align.max(total as u32);
    }
    for r in mixed {
        out.remove(&r);
    }
    out.retain(|_, g| g.count > 1);
    out
}

impl Fx<'_, '_> {
    /// Whether every access of `size` bytes at `a` is valid and aligned to
    /// `align`, proven at compile time: `a` is a constant inside a
    /// variable of fixed size in `space` plus a value whose proven range
    /// ([`Fx::ubound`]) and alignment ([`Fx::known_tz`]) keep the access
    /// inside that variable (for example a 256-entry table indexed by
    /// `(w & 255) * 4`).
    pub(super) fn proven_valid(&self, space: Space, a: Value, size: u32, align: u32) -> bool {
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
    pub(super) fn brif_aligned(&mut self, ok: Value, a: Value, align: u32, yes: Block, no: Block) {
        if !self.aligned_by_construction(a, align) {
            let al = self.b.create_block();
            self.b.ins().brif(ok, al, &[], no, &[]);
            self.b.switch_to_block(al);
            let low = self.b.ins().band_imm_s(a, i64::from(align) - 1);
            self.b.ins().brif(low, no, &[], yes, &[]);
        } else {
            self.b.ins().brif(ok, yes, &[], no, &[]);
        }
    }

    /// Whether the `size` bytes at `x` lie inside `lo..hi` (constants,
    /// `hi - lo >= size`): one subtraction and one compare.
    fn in_run(&mut self, x: Value, lo: u64, hi: u64, size: u64) -> Value {
        let d = self.b.ins().iadd_imm_s(x, (lo as i64).wrapping_neg());
        self.b
            .ins()
            .icmp_imm_s(IntCC::UnsignedLessThanOrEqual, d, (hi - lo - size) as i64)
    }

    /// Whether `a` is a multiple of `align` (a power of two) whatever its
    /// value: `align` is 1, or the trailing zero bits of how `a` was
    /// computed ([`Fx::known_tz`]: a constant base plus an index times the
    /// element size) cover it. Such an access needs no alignment test.
    pub(super) fn aligned_by_construction(&self, a: Value, align: u32) -> bool {
        align <= 1 || self.known_tz(a, 6) >= align.trailing_zeros()
    }

    /// `ok && a % align == 0` (`ok` itself when `align` is 1 or `a` is
    /// aligned by construction).
    pub(super) fn and_aligned(&mut self, ok: Value, a: Value, align: u32) -> Value {
        if self.aligned_by_construction(a, align) {
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
    /// atomic must not straddle a cache line). A fault is reported for the
    /// `whole` access this element is part of (its first address and
    /// bytes: a vector access is checked element by element but is one
    /// access, as the interpreter reports it). An element of a base
    /// `group` first takes the group's test.
    pub(super) fn checked_ptr(
        &mut self,
        space: Space,
        a: Value,
        size: u32,
        align: u32,
        of: AccessOf,
    ) -> LResult<Value> {
        let AccessOf {
            atomic,
            whole,
            group,
        } = of;
        let first_block = self.b.func.dfg.num_blocks();
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
        let cont = self.b.create_block();
        let ptr = self.b.append_block_param(cont, self.t.ptr);
        if let (true, Some((v, g, k))) = (checked, group) {
            self.base_group_path(space, v, g, k, cont);
        }
        // A generic access in a `.func` (which takes pointers, often to the
        // caller's local arrays) whose thread's local variables lie back to
        // back: that one run is tested first, with two compares against
        // constants; global addresses go on below.
        let run = self
            .kopts
            .and_then(|o| o.layout.local_run())
            .filter(|(lo, hi)| hi - lo >= u64::from(size));
        let local_first = space == Space::Global && checked && !self.is_entry();
        if let (true, Some(run)) = (local_first, run) {
            self.local_run_path(a, run, size, align, cont);
        }
        let lim = self.b.ins().iadd_imm_s(len, -i64::from(size));
        let in_range = self.b.ins().icmp(IntCC::UnsignedLessThanOrEqual, off, lim);
        let fast = self.b.create_block();
        let slow = self.b.create_block();
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
        let local_run = match (checked, space) {
            (true, Space::Local) => self.kopts.and_then(|o| o.layout.local_run()),
            _ => None,
        };
        if let Some((lo, hi)) = local_run.filter(|(lo, hi)| hi - lo >= u64::from(size)) {
            // One run of valid bytes known at compile time: inside it and
            // aligned is valid.
            let in_run = self.in_run(off, lo, hi, size.into());
            let ok = self.and_aligned(in_run, a, align);
            self.b.ins().brif(ok, fast, &[], slow, &[]);
        } else if checked && dense {
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
        let (wa, wsize) = (whole.0, self.b.ins().iconst(types::I64, i64::from(whole.1)));
        if space == Space::Global {
            // A generic address in the thread's `.local` window or the
            // block's `.shared` window (a pointer to a local array or a
            // shared tile passed to a `.func`): resolved here when the
            // access is inside valid whole granules and aligned; anything
            // else goes on to the runtime's exact resolution below.
            // (The `.local` run, when there is one, is tested here unless
            // the `.func` tested it first.)
            match (run, local_first) {
                (Some(run), false) => self.local_run_path(a, run, size, align, cont),
                (Some(_), true) => {}
                (None, _) => self.window_fast_path(Space::Local, a, size, align, cont),
            }
            self.window_fast_path(Space::Shared, a, size, align, cont);
        }
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
                &[site_v.into(), wa.into(), wsize.into(), align_v.into()],
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
                &[site_v.into(), wa.into(), wsize.into(), align_v.into()],
            );
        } else {
            let g = self.b.ins().iadd_imm_s(wa, window(space) as i64);
            self.b.ins().jump(
                fault,
                &[site_v.into(), g.into(), wsize.into(), align_v.into()],
            );
        }
        self.b.switch_to_block(cont);
        self.seal_blocks_since(first_block);
        Ok(ptr)
    }

    /// Seals the blocks created since the function had `first` blocks: a
    /// checked access's own blocks, every jump into which is made once its
    /// lowering is done. Sealed, a register read after the access is the
    /// value it had before (not a block parameter until the function is
    /// finished), which the compile-time proofs of the next accesses
    /// (`Fx::known_tz`, `Fx::split_const`, `Fx::ubound`) see through.
    fn seal_blocks_since(&mut self, first: usize) {
        let n = self.b.func.dfg.num_blocks();
        for i in first..n {
            self.b.seal_block(Block::from_u32(i as u32));
        }
    }

    /// Kernel mode: an access at `v + k` of base group `g` (see
    /// [`BaseGroup`]): when all of the group's bytes relative to `v` lie in
    /// the thread's `.local` run and `v` has the group's alignment, jumps
    /// to `cont` with the host pointer; otherwise falls through to the
    /// access's own checks (the builder is left in a new block). The test
    /// is the same expression for every access of the group with this `v`.
    fn base_group_path(&mut self, space: Space, v: Value, g: BaseGroup, k: i64, cont: Block) {
        let Some((lo, hi)) = self.kopts.and_then(|o| o.layout.local_run()) else {
            return;
        };
        let (shift, base) = match (space, g.generic) {
            (Space::Local, false) => (0i64, self.arenas.get(&space_key(Space::Local)).map(|a| a.0)),
            (Space::Global, true) => (window(Space::Local) as i64, self.local_base),
            _ => return,
        };
        let Some(base) = base else { return };
        // (Offsets are any i64: a span that does not fit is no group.)
        let Some(span) = g.end.checked_sub(g.min).and_then(|x| u64::try_from(x).ok()) else {
            return;
        };
        if span > hi - lo {
            return;
        }
        // The group's bytes, v + min - shift onwards, inside the run.
        let first = self.b.ins().iadd_imm_s(v, g.min.wrapping_sub(shift));
        let inside = self.in_run(first, lo, hi, span);
        let ok = self.and_aligned(inside, v, g.align);
        let hit = self.b.create_block();
        let next = self.b.create_block();
        self.b.ins().brif(ok, hit, &[], next, &[]);
        self.b.switch_to_block(hit);
        let o = self.b.ins().iadd_imm_s(v, shift.wrapping_neg());
        let p = self.b.ins().iadd(base, o);
        let p = self.b.ins().iadd_imm_s(p, k);
        self.b.ins().jump(cont, &[p.into()]);
        self.b.switch_to_block(next);
    }

    /// Kernel mode: when the `size` bytes at generic address `a` lie in the
    /// thread's `.local` run `run` (its variables back to back, state-space
    /// offsets) and `a` is aligned to `align`, jumps to `cont` with the
    /// host pointer; otherwise falls through (the builder is left in a new
    /// block). Exact: those are the window's valid bytes.
    fn local_run_path(&mut self, a: Value, run: (u64, u64), size: u32, align: u32, cont: Block) {
        let (_, t) = self.kx.expect("kernel mode");
        let w = window(Space::Local);
        let in_run = self.in_run(a, w + run.0, w + run.1, size.into());
        let hit = self.b.create_block();
        let next = self.b.create_block();
        self.brif_aligned(in_run, a, align, hit, next);
        self.b.switch_to_block(hit);
        let base = match self.local_base {
            Some(base) => base,
            None => {
                let fl = MemFlagsData::trusted();
                self.b.ins().load(self.t.ptr, fl, t, th::LOCAL)
            }
        };
        let o = self.b.ins().iadd_imm_s(a, (w as i64).wrapping_neg());
        let p = self.b.ins().iadd(base, o);
        self.b.ins().jump(cont, &[p.into()]);
        self.b.switch_to_block(next);
    }

    /// Kernel mode, on the slow path of a generic access at `a`: when `a`
    /// is in `space`'s window, inside its arena, aligned to `align` and in
    /// 8-byte granules valid whole (checked mode), jumps to `cont` with the
    /// host pointer; otherwise falls through (the builder is left in a new
    /// block). Sizes without a whole-granule test fall through at once.
    fn window_fast_path(&mut self, space: Space, a: Value, size: u32, align: u32, cont: Block) {
        let checked = self.kopts.is_some_and(|o| o.checked);
        let granule = match size {
            1 | 2 | 4 | 8 if align >= size => Some(0xffi64),
            16 if align >= 16 => Some(0xffff),
            _ => None,
        };
        let (Some(full), Some((bf, in_th, lf, sf, _))) = (granule, arena_fields(space)) else {
            return;
        };
        let (c, t) = self.kx.expect("kernel mode");
        let fl = MemFlagsData::trusted();
        let off = self
            .b
            .ins()
            .iadd_imm_s(a, (window(space) as i64).wrapping_neg());
        // Arenas end with ARENA_PAD invalid bytes, so `len - size` does not
        // wrap and the granule read stays inside the bitmap.
        let len = self.b.ins().load(types::I64, fl, c, lf);
        let lim = self.b.ins().iadd_imm_s(len, -i64::from(size));
        let in_range = self.b.ins().icmp(IntCC::UnsignedLessThanOrEqual, off, lim);
        let hit = self.b.create_block();
        let miss = self.b.create_block();
        if checked {
            let chk = self.b.create_block();
            self.b.ins().brif(in_range, chk, &[], miss, &[]);
            self.b.switch_to_block(chk);
            let shadow = self.b.ins().load(self.t.ptr, fl, c, sf);
            let idx = self.b.ins().ushr_imm_s(off, 3);
            let p = self.b.ins().iadd(shadow, idx);
            let g = if full == 0xff {
                self.b.ins().uload8(types::I32, fl, p, 0)
            } else {
                self.b.ins().uload16(types::I32, fl, p, 0)
            };
            let whole = self.b.ins().icmp_imm_s(IntCC::Equal, g, full);
            self.brif_aligned(whole, a, align, hit, miss);
        } else {
            // Without bitmaps: inside the arena, which a thread without
            // `.local` variables does not have (a null base).
            let base = self
                .b
                .ins()
                .load(self.t.ptr, fl, if in_th { t } else { c }, bf);
            let has = self.b.ins().icmp_imm_s(IntCC::NotEqual, base, 0);
            let ok = self.b.ins().band(in_range, has);
            self.brif_aligned(ok, a, align, hit, miss);
        }
        self.b.switch_to_block(hit);
        let base = self
            .b
            .ins()
            .load(self.t.ptr, fl, if in_th { t } else { c }, bf);
        let p = self.b.ins().iadd(base, off);
        self.b.ins().jump(cont, &[p.into()]);
        self.b.switch_to_block(miss);
        self.b.set_cold_block(miss);
    }

    /// Kernel mode: the host pointers of the `n` elements of `size` bytes of
    /// an access at `addr` in `space` (`atomic`: see [`Self::checked_ptr`]).
    pub(super) fn kernel_ptrs(
        &mut self,
        space: Space,
        addr: &Addr,
        size: u32,
        n: usize,
        atomic: bool,
    ) -> LResult<Vec<Value>> {
        let total = size * n as u32;
        let mut group = None;
        let a = match addr.base {
            AddrBase::Var(v) => {
                let Some(va) = self.kernel_var_addr(v) else {
                    return Err(self.err(format!(
                        "the address of '{}' is unsupported on the host backend",
                        self.prog().vars[v as usize].name
                    )));
                };
                let var = &self.prog().vars[v as usize];
                let (sa, in_bounds) = var_access(self.prog(), v, va, addr.offset, total);
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
                // Through `read`: a register that holds a constant address
                // (`Fx::const_regs`) gives the constant, which the checks
                // below can prove valid at compile time.
                let v = self.read(ptxjit_frontend::ir::Src::Reg(r), 64)?;
                group = self.base_groups.get(&r).map(|g| (v, *g));
                self.b.ins().iadd_imm_s(v, addr.offset)
            }
            AddrBase::Abs => self.b.ins().iconst(types::I64, addr.offset),
        };
        // Only accesses like those the group was computed from take its
        // test: an offset that is a multiple of the access's size (a power
        // of two, 16 bytes at most, no more than the alignment the group
        // tests) and bytes inside the group's span. Others (an atomic, a
        // `cp.async` through the same register) are checked alone.
        let inside = |g: &BaseGroup| {
            groupable(addr.offset, total.into(), g.align.into())
                && addr.offset >= g.min
                && addr.offset.saturating_add(i64::from(total)) <= g.end
        };
        if atomic || !group.as_ref().is_some_and(|(_, g)| inside(g)) {
            group = None;
        }
        let own_params = space == Space::Param && !self.is_entry();
        let mut out = Vec::new();
        for i in 0..n {
            let ai = self.b.ins().iadd_imm_s(a, i64::from(size) * i as i64);
            let align = if i == 0 { total } else { size };
            out.push(if own_params {
                self.own_param_ptr(ai, size, align)
            } else {
                let g = group.map(|(v, g)| (v, g, addr.offset + i64::from(size) * i as i64));
                let of = AccessOf {
                    atomic,
                    whole: (a, total),
                    group: g,
                };
                self.checked_ptr(space, ai, size, align, of)?
            });
        }
        Ok(out)
    }

    /// The param-space address of this `.func`'s own `.param` variable `v`
    /// (see `Fx::own_params`).
    pub(in crate::clif) fn own_param_addr(&self, v: VarId) -> Option<u64> {
        self.own_params.iter().find(|x| x.0 == v).map(|x| x.1)
    }

    /// The host pointer of a `size`-byte access at param-space address `a`
    /// in a `.func`: inside one of its own `.param` variables (a stack slot),
    /// or a fault.
    pub(super) fn own_param_ptr(&mut self, a: Value, size: u32, align: u32) -> Value {
        let first_block = self.b.func.dfg.num_blocks();
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
        self.seal_blocks_since(first_block);
        ptr
    }

    /// Kernel mode: `ld`/`st` through the arenas. False when the access is
    /// to one of this function's own stack slots (handled by the caller).
    pub(in crate::clif) fn kernel_mem(&mut self, op: &Op) -> LResult<bool> {
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
                    let v = self.b.ins().load(crate::clif::ity(bits), fl, p, 0);
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
        self.join_guard(after);
        Ok(true)
    }
}
