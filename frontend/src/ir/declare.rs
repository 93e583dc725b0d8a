//! The machinery behind the instruction table (`table.rs`): the
//! [`instructions!`] macro, which turns each instruction's one declaration
//! into every piece the rest of ptxjit reads.
//!
//! From one list, grouped by family, it generates:
//! * the [`Op`](super::Op) enum (a variant per declaration, its fields with
//!   their docs);
//! * [`Op::operands`](super::Op::operands) and
//!   [`Op::operands_mut`](super::Op::operands_mut): every field marked with
//!   an operand role, destinations first, then sources, in the order the
//!   fields are declared; the patterns name every field (no `..`), so a new
//!   field must say whether it is an operand;
//! * [`Op::info`](super::Op::info), from each declaration's `info` block;
//! * [`pieces`](super::print::pieces), the PTX printer behind `Display`
//!   and the native GPU mode, from each declaration's `print` block;
//! * one pattern macro per family (`int_ops!()` ... `dispatcher_ops!()`),
//!   which every backend's dispatcher and family module match on instead
//!   of a catch-all;
//! * [`Opcode`](super::Opcode): every PTX opcode the checker reads, with
//!   its spelling, its flags (`int_only`: no floating-point form;
//!   `one_type`: one operand type, integer or floating-point) and
//!   [`KNOWN_OPCODES`](super::KNOWN_OPCODES); the checker routes each one
//!   to its decoder through an exhaustive `match`.
//!
//! Operand roles (after `=>` on a field): `dst`, `dsts` (a list of them),
//! `opt_dst`, `rets` (call return slots); `src`, `srcs`, `opt_src`, `comb`
//! (a `setp`/`set` combining predicate), `ignore` (`cp.async`'s predicate),
//! `args` (call arguments); `bar_red` (`bar.red`'s destination and
//! predicate); `addr` (a memory address: [`Op::addrs`](super::Op::addrs)).
//! A field without a role is a modifier. A role
//! spelled wrongly is a compile error, not a skipped operand.

/// Reads one field's operands for one pass (`dst` or `src`) of the
/// operand walker, through `$w` (`ByRef` or `ByMut`).
macro_rules! operand {
    (dst, $w:ident, $f:ident, $x:ident, dst) => {
        $f($w::dst($x))
    };
    (dst, $w:ident, $f:ident, $x:ident, dsts) => {
        for y in $x {
            $f($w::dst(y))
        }
    };
    (dst, $w:ident, $f:ident, $x:ident, opt_dst) => {
        if let Some(y) = $x {
            $f($w::dst(y))
        }
    };
    (dst, $w:ident, $f:ident, $x:ident, rets) => {
        for y in $x {
            $f($w::ret(y))
        }
    };
    (dst, $w:ident, $f:ident, $x:ident, bar_red) => {
        if let Some($crate::ir::BarRed { d, .. }) = $x {
            $f($w::dst(d))
        }
    };
    (dst, $w:ident, $f:ident, $x:ident, src) => {};
    (dst, $w:ident, $f:ident, $x:ident, srcs) => {};
    (dst, $w:ident, $f:ident, $x:ident, opt_src) => {};
    (dst, $w:ident, $f:ident, $x:ident, comb) => {};
    (dst, $w:ident, $f:ident, $x:ident, ignore) => {};
    (dst, $w:ident, $f:ident, $x:ident, args) => {};
    (dst, $w:ident, $f:ident, $x:ident, addr) => {};
    (src, $w:ident, $f:ident, $x:ident, src) => {
        $f($w::src($x))
    };
    (src, $w:ident, $f:ident, $x:ident, srcs) => {
        for y in $x {
            $f($w::src(y))
        }
    };
    (src, $w:ident, $f:ident, $x:ident, opt_src) => {
        if let Some(y) = $x {
            $f($w::src(y))
        }
    };
    (src, $w:ident, $f:ident, $x:ident, comb) => {
        if let Some((_, c, _)) = $x {
            $f($w::src(c))
        }
    };
    (src, $w:ident, $f:ident, $x:ident, ignore) => {
        if let Some((s, _)) = $x {
            $f($w::src(s))
        }
    };
    (src, $w:ident, $f:ident, $x:ident, args) => {
        for y in $x {
            $f($w::arg(y))
        }
    };
    (src, $w:ident, $f:ident, $x:ident, bar_red) => {
        if let Some($crate::ir::BarRed { c, .. }) = $x {
            $f($w::src(c))
        }
    };
    (src, $w:ident, $f:ident, $x:ident, dst) => {};
    (src, $w:ident, $f:ident, $x:ident, dsts) => {};
    (src, $w:ident, $f:ident, $x:ident, opt_dst) => {};
    (src, $w:ident, $f:ident, $x:ident, rets) => {};
    (src, $w:ident, $f:ident, $x:ident, addr) => {};
    // A modifier or an address: not an operand.
    ($pass:ident, $w:ident, $f:ident, $x:ident) => {};
}

/// Passes one field to `$f` when it is an address (role `addr`).
macro_rules! address {
    ($f:ident, $x:ident, addr) => {
        $f($x)
    };
    ($f:ident, $x:ident, $role:ident) => {};
    ($f:ident, $x:ident) => {};
}

/// Whether an opcode's flags include `int_only`.
macro_rules! int_only {
    () => {
        false
    };
    (int_only $($rest:ident)*) => {
        true
    };
    (one_type $($rest:ident)*) => {
        int_only!($($rest)*)
    };
}

/// Whether an opcode's flags include `one_type`.
macro_rules! one_type {
    () => {
        false
    };
    (one_type $($rest:ident)*) => {
        true
    };
    (int_only $($rest:ident)*) => {
        one_type!($($rest)*)
    };
}

/// The instruction table: see the module documentation, and `table.rs`
/// for the one invocation.
macro_rules! instructions {
    (
        printer($o:ident, $mn:ident);
        $(
            $(#[$fam_doc:meta])*
            family $family:ident {
                $(
                    $(#[$doc:meta])*
                    $v:ident $({
                        $( $(#[$fdoc:meta])* $field:ident : $t:ty $(=> $role:ident)? ),* $(,)?
                    })?
                    opcodes [ $( $code:ident = $spell:literal $($flag:ident)* ),* $(,)? ]
                    info $info:block
                    print $print:block
                )*
            }
        )*
    ) => {
        /// Instructions, typed: one variant per declaration of the
        /// instruction table (`ir/table.rs`). `ty` fields are the
        /// instruction type (`add.u32` → `U32`).
        #[derive(Clone, Debug)]
        pub enum Op {
            $($(
                $(#[$doc])*
                $v $({ $( $(#[$fdoc])* $field: $t, )* })?,
            )*)*
        }

        impl Op {
            /// The properties of this instruction: the `info` block of its
            /// declaration.
            ///
            /// PTX versions and targets are those of the PTX ISA manual's
            /// "PTX ISA Notes" and "Target ISA Notes" for the form the
            /// fields describe.
            #[allow(unused_variables)]
            pub fn info(&self) -> OpInfo {
                match self {
                    $($( Op::$v $({ $($field),* })? => $info, )*)*
                }
            }

            /// Calls `f` on every operand: destinations first, then
            /// sources, in the order they are declared (addresses are not
            /// operands here; see [`Op::addr`]).
            #[allow(unused_variables)]
            pub fn operands(&self, f: &mut dyn FnMut(Operand)) {
                match self {
                    $($( Op::$v $({ $($field),* })? => {
                        $($( operand!(dst, ByRef, f, $field $(, $role)?); )*)?
                        $($( operand!(src, ByRef, f, $field $(, $role)?); )*)?
                    } )*)*
                }
            }

            /// Calls `f` on each memory address of the instruction (fields
            /// with the role `addr`: `ld`, `st`, `atom`, `red`, `prefetch`;
            /// `cp.async` has two).
            #[allow(unused_variables)]
            pub fn addrs(&self, f: &mut dyn FnMut(&Addr)) {
                match self {
                    $($( Op::$v $({ $($field),* })? => {
                        $($( address!(f, $field $(, $role)?); )*)?
                    } )*)*
                }
            }

            /// [`Op::addrs`] in place (the inliner renames their
            /// registers).
            #[allow(unused_variables)]
            pub fn addrs_mut(&mut self, f: &mut dyn FnMut(&mut Addr)) {
                match self {
                    $($( Op::$v $({ $($field),* })? => {
                        $($( address!(f, $field $(, $role)?); )*)?
                    } )*)*
                }
            }

            /// [`Op::operands`] with mutable access: rewrites registers,
            /// immediates or variables in place (the inliner renames a
            /// callee's registers).
            #[allow(unused_variables)]
            pub fn operands_mut(&mut self, f: &mut dyn FnMut(OperandMut)) {
                match self {
                    $($( Op::$v $({ $($field),* })? => {
                        $($( operand!(dst, ByMut, f, $field $(, $role)?); )*)?
                        $($( operand!(src, ByMut, f, $field $(, $role)?); )*)?
                    } )*)*
                }
            }
        }

        /// The PTX text of one instruction, as pieces: the `print` block
        /// of its declaration (`None`: it has no PTX text, or an operand
        /// the caller cannot express).
        #[allow(unused_variables)]
        pub fn pieces<O: Operands>(out: &mut O, op: &Op) -> Option<Vec<Piece<O::Tok>>> {
            let $mn = op.info().mnemonic;
            let $o = out;
            match op {
                $($( Op::$v $({ $($field),* })? => $print, )*)*
            }
        }

        $(
            $(#[$fam_doc])*
            #[macro_export]
            macro_rules! $family {
                () => {
                    $( $crate::ir::Op::$v { .. } )|*
                };
            }
        )*

        /// Every opcode the checker's decoders read, as declared in the
        /// instruction table.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Opcode {
            $($($(
                #[doc = concat!("`", $spell, "`")]
                $code,
            )*)*)*
        }

        impl Opcode {
            /// Every opcode, in the table's order.
            pub const ALL: &'static [Opcode] = &[ $($($( Opcode::$code, )*)*)* ];

            /// Its PTX spelling.
            pub fn spelling(self) -> &'static str {
                match self {
                    $($($( Opcode::$code => $spell, )*)*)*
                }
            }

            /// The opcode spelled `s`, if the table has one.
            pub fn parse(s: &str) -> Option<Opcode> {
                match s {
                    $($($( $spell => Some(Opcode::$code), )*)*)*
                    _ => None,
                }
            }

            /// It has no floating-point form (ptxas: "Unexpected
            /// instruction types specified for 'prmt'").
            pub fn int_only(self) -> bool {
                match self {
                    $($($( Opcode::$code => int_only!($($flag)*), )*)*)*
                }
            }

            /// It takes one operand type, integer or floating-point
            /// (`add.f32`, not `add.f32.s32`).
            pub fn one_type(self) -> bool {
                match self {
                    $($($( Opcode::$code => one_type!($($flag)*), )*)*)*
                }
            }
        }

        /// The spelling of every [`Opcode`] (the "did you mean"
        /// candidates of an unknown instruction, with the checker's
        /// unsupported ones).
        pub const KNOWN_OPCODES: &[&str] = &[ $($($( $spell, )*)*)* ];
    };
}

/// The operand walker's constructors for `&Op`.
pub(super) struct ByRef;

impl ByRef {
    pub(super) fn dst(x: &super::Dst) -> super::Operand {
        super::Operand::D(*x)
    }
    pub(super) fn src(x: &super::Src) -> super::Operand {
        super::Operand::S(*x)
    }
    pub(super) fn ret(x: &super::CallArg) -> super::Operand {
        super::Operand::Ret(*x)
    }
    pub(super) fn arg(x: &super::CallArg) -> super::Operand {
        super::Operand::Arg(*x)
    }
}

/// The operand walker's constructors for `&mut Op`.
pub(super) struct ByMut;

impl ByMut {
    pub(super) fn dst(x: &mut super::Dst) -> super::OperandMut<'_> {
        super::OperandMut::D(x)
    }
    pub(super) fn src(x: &mut super::Src) -> super::OperandMut<'_> {
        super::OperandMut::S(x)
    }
    pub(super) fn ret(x: &mut super::CallArg) -> super::OperandMut<'_> {
        super::OperandMut::Ret(x)
    }
    pub(super) fn arg(x: &mut super::CallArg) -> super::OperandMut<'_> {
        super::OperandMut::Arg(x)
    }
}
