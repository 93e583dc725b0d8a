//! The generic address map the interpreter and the host backend share: one
//! flat address space, each state space a window of it, global allocations
//! from [`GLOBAL_START`], and how a fault names the allocation nearest to
//! the address it missed. The host backend's kernel layout
//! (`ptxjit_lower::clif::kernel`, `ptxjit_jit::kernel`) and the
//! interpreter's memory (`ptxjit_runtime::interp::memory`) both use this
//! module, so a state-space address
//! means the same on both, and so do their fault messages.

use crate::ast::Space;

/// Where new global allocations start (generic addresses are global
/// addresses).
pub const GLOBAL_START: u64 = 0x1000_0000;

/// Generic-address base of each state-space window: a state-space address
/// `a` of space S (what `ld.shared [r]` takes) is the generic address
/// `window(S) + a`. Chosen below 2^32 so 32-bit modules can hold generic
/// addresses too.
pub fn window(space: Space) -> u64 {
    match space {
        Space::Global | Space::Reg | Space::Sreg | Space::Tex => 0,
        Space::Const => 0x6000_0000,
        Space::Shared => 0x8000_0000,
        Space::Local => 0xA000_0000,
        Space::Param => 0xE000_0000,
    }
}

/// The generic addresses `lo..hi` of a state space's window; `None` for
/// global addresses, which are all the others (below the `.const` window,
/// and from 2^32 up).
pub fn window_range(space: Space) -> Option<(u64, u64)> {
    let next = match space {
        Space::Const => window(Space::Shared),
        Space::Shared => window(Space::Local),
        Space::Local => window(Space::Param),
        Space::Param => 1 << 32,
        Space::Global | Space::Reg | Space::Sreg | Space::Tex => return None,
    };
    Some((window(space), next))
}

/// Which window a generic address is in, for naming the nearest
/// allocation in fault messages (0 global, 1 const, 2 shared, 3 local,
/// 4 param); an address past every window counts as global: a wild
/// pointer, compared with the program's buffers.
pub fn window_class(addr: u64) -> u8 {
    match addr {
        a if a < window(Space::Const) => 0,
        a if a < window(Space::Shared) => 1,
        a if a < window(Space::Local) => 2,
        a if a < window(Space::Param) => 3,
        a if a < 1 << 32 => 4,
        _ => 0,
    }
}

/// The allocation (`base`, `size`, `name`) nearest to `addr`: the last one
/// starting at or below it or the first one above it, whichever is closer
/// (the one below on a tie), described as fault messages say it (`'name'
/// at 0xBASE..0xEND`, or `no allocation`).
pub fn nearest<'a>(addr: u64, allocs: impl IntoIterator<Item = (u64, u64, &'a str)>) -> String {
    let mut before: Option<(u64, u64, &str)> = None;
    let mut after: Option<(u64, u64, &str)> = None;
    for a in allocs {
        if a.0 <= addr {
            if before.is_none_or(|b| a.0 >= b.0) {
                before = Some(a);
            }
        } else if after.is_none_or(|b| a.0 < b.0) {
            after = Some(a);
        }
    }
    let describe = |(base, size, name): (u64, u64, &str)| {
        format!("'{}' at 0x{:x}..0x{:x}", name, base, base + size)
    };
    match (before, after) {
        (Some(x), Some(y)) => {
            if addr.saturating_sub(x.0 + x.1) <= y.0 - addr {
                describe(x)
            } else {
                describe(y)
            }
        }
        (Some(x), None) | (None, Some(x)) => describe(x),
        (None, None) => "no allocation".to_string(),
    }
}

/// [`nearest`] among the allocations in `addr`'s own window (see
/// [`window_class`]), or among all of them when its window has none.
pub fn nearest_in_window<'a, I>(addr: u64, allocs: I) -> String
where
    I: IntoIterator<Item = (u64, u64, &'a str)>,
    I::IntoIter: Clone,
{
    let all = allocs.into_iter();
    let c = window_class(addr);
    let same = all.clone().any(|a| window_class(a.0) == c);
    nearest(addr, all.filter(|a| !same || window_class(a.0) == c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nearest_allocation_is_the_closer_neighbour_in_the_same_window() {
        let allocs = [
            (0x1000_0000, 0x100, "a"),
            (0x1000_0400, 0x100, "b"),
            (0x8000_0000, 0x40, "tile"),
        ];
        // 0x1000_0180 is 0x80 past a's end and 0x280 before b.
        assert_eq!(
            nearest_in_window(0x1000_0180, allocs),
            "'a' at 0x10000000..0x10000100"
        );
        // 0x1000_0390 is 0x290 past a and 0x70 before b.
        assert_eq!(
            nearest_in_window(0x1000_0390, allocs),
            "'b' at 0x10000400..0x10000500"
        );
        // A shared address is compared with shared allocations only.
        assert_eq!(
            nearest_in_window(0x8000_1000, allocs),
            "'tile' at 0x80000000..0x80000040"
        );
        // A local address with no local allocation: all of them.
        assert_eq!(
            nearest_in_window(0xA000_0000, allocs),
            "'tile' at 0x80000000..0x80000040"
        );
        // Equidistant: the one below.
        assert_eq!(
            nearest(0x300, [(0x100, 0x100, "lo"), (0x500, 8, "hi")]),
            "'lo' at 0x100..0x200"
        );
        assert_eq!(nearest(5, []), "no allocation");
    }
}
