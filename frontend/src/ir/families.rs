//! The instruction families, as patterns: which [`Op`](super::Op) variants
//! each backend's family module lowers. Both backends' dispatchers route
//! with them, and each family module's `match` names the other families
//! in one arm instead of a catch-all, so a new variant is a compile error
//! in the family module of every backend until it is lowered there (or
//! listed in another family). Together the six cover every variant: a
//! dispatcher that matches all six is exhaustive.

/// Integer arithmetic, with the carry forms of `AddSub`/`Mad`: the shared
/// scalar lowering (`lower/src/expand/scalar.rs`) for both backends
/// (Cranelift first takes runs of carry chains as wide sums, `clif/wide.rs`).
#[macro_export]
macro_rules! int_ops {
    () => {
        $crate::ir::Op::AddSub { .. }
            | $crate::ir::Op::Mad { .. }
            | $crate::ir::Op::Mul { .. }
            | $crate::ir::Op::Mul24 { .. }
            | $crate::ir::Op::Mad24 { .. }
            | $crate::ir::Op::Sad { .. }
            | $crate::ir::Op::Div { .. }
            | $crate::ir::Op::Rem { .. }
            | $crate::ir::Op::Abs { .. }
            | $crate::ir::Op::Neg { .. }
            | $crate::ir::Op::MinMax { .. }
            | $crate::ir::Op::Popc { .. }
            | $crate::ir::Op::Clz { .. }
            | $crate::ir::Op::Bfind { .. }
            | $crate::ir::Op::Fns { .. }
            | $crate::ir::Op::Brev { .. }
            | $crate::ir::Op::Bfe { .. }
            | $crate::ir::Op::Bfi { .. }
            | $crate::ir::Op::Szext { .. }
            | $crate::ir::Op::CvtPack { .. }
            | $crate::ir::Op::Bmsk { .. }
            | $crate::ir::Op::Dp4a { .. }
            | $crate::ir::Op::Dp2a { .. }
    };
}

/// Logic, moves, conversions and comparisons: the shared scalar lowering
/// (`lower/src/expand/scalar.rs`), except `cvta` (kernel memory: each
/// dispatcher's arm).
#[macro_export]
macro_rules! logic_ops {
    () => {
        $crate::ir::Op::Bitwise { .. }
            | $crate::ir::Op::Not { .. }
            | $crate::ir::Op::Cnot { .. }
            | $crate::ir::Op::Shl { .. }
            | $crate::ir::Op::Shr { .. }
            | $crate::ir::Op::Shf { .. }
            | $crate::ir::Op::Prmt { .. }
            | $crate::ir::Op::Lop3 { .. }
            | $crate::ir::Op::Mov { .. }
            | $crate::ir::Op::Pack { .. }
            | $crate::ir::Op::Unpack { .. }
            | $crate::ir::Op::Cvt { .. }
            | $crate::ir::Op::Cvta { .. }
            | $crate::ir::Op::Isspacep { .. }
            | $crate::ir::Op::Setp { .. }
            | $crate::ir::Op::Set { .. }
            | $crate::ir::Op::Selp { .. }
            | $crate::ir::Op::Slct { .. }
    };
}

/// Loads and stores: kernel memory (`clif/kernel.rs`), then the function's
/// own `.param`/`.local` variables in the shared scalar lowering
/// (`lower/src/expand/scalar.rs`).
#[macro_export]
macro_rules! mem_ops {
    () => {
        $crate::ir::Op::Ld { .. } | $crate::ir::Op::St { .. }
    };
}

/// The video instructions (`clif/video.rs`, `llvm/video.rs`).
#[macro_export]
macro_rules! video_ops {
    () => {
        $crate::ir::Op::Video { .. }
            | $crate::ir::Op::Vmad { .. }
            | $crate::ir::Op::Vset { .. }
            | $crate::ir::Op::Simd { .. }
    };
}

/// Control flow and barriers (`clif/control.rs`, `llvm/control.rs`).
#[macro_export]
macro_rules! control_ops {
    () => {
        $crate::ir::Op::Bra { .. }
            | $crate::ir::Op::Call { .. }
            | $crate::ir::Op::Ret
            | $crate::ir::Op::Exit
            | $crate::ir::Op::Barrier { .. }
            | $crate::ir::Op::Trap { .. }
            | $crate::ir::Op::Nop
    };
}

/// What each dispatcher handles itself, per backend: atomics, `cp.async`
/// and warp instructions (kernel memory and the block runner), `nanosleep`,
/// and the instructions ptxjit does not run.
#[macro_export]
macro_rules! dispatcher_ops {
    () => {
        $crate::ir::Op::Atom { .. }
            | $crate::ir::Op::CpAsync { .. }
            | $crate::ir::Op::Warp { .. }
            | $crate::ir::Op::Nanosleep { .. }
            | $crate::ir::Op::Unsupported { .. }
    };
}

#[cfg(test)]
mod tests {
    use crate::ir::Op;

    /// The six families cover every variant, each once: this match is
    /// exhaustive without a catch-all (a new variant fails to compile here
    /// until it is in a family), and the families are disjoint (an
    /// overlap would make an arm unreachable, which `deny` turns into an
    /// error).
    #[deny(unreachable_patterns)]
    #[allow(dead_code)]
    fn family_of(op: &Op) -> &'static str {
        match op {
            int_ops!() => "int",
            logic_ops!() => "logic",
            mem_ops!() => "mem",
            video_ops!() => "video",
            control_ops!() => "control",
            dispatcher_ops!() => "dispatcher",
        }
    }

    #[test]
    fn every_variant_has_one_family() {
        assert_eq!(family_of(&Op::Ret), "control");
        assert_eq!(family_of(&Op::Nop), "control");
    }
}
