//! Looking inside a run: the instructions one thread executes with the
//! registers they write (`--trace`), how often each instruction ran
//! (`--coverage`), and where a failing thread was (its call stack and the
//! registers of the failing instruction, in the error's notes). The
//! interpreter records them; `ptxjit` renders them with the PTX source.

use ptxjit_frontend::diag::Span;
use ptxjit_frontend::ir::FuncId;

/// Which threads to trace: blocks and threads by linear index, inclusive
/// ranges.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TraceSel {
    pub blocks: (u64, u64),
    pub threads: (u32, u32),
}

impl TraceSel {
    /// `T`, `T1-T2` (threads of block 0), `B:T`, `B:T1-T2` or `B1-B2:T1-T2`
    /// (linear indices).
    pub fn parse(s: &str) -> Result<TraceSel, String> {
        fn range<T: std::str::FromStr + Copy + PartialOrd>(s: &str) -> Option<(T, T)> {
            let (a, b) = match s.split_once('-') {
                Some((a, b)) => (a.trim().parse().ok()?, b.trim().parse().ok()?),
                None => {
                    let x = s.trim().parse().ok()?;
                    (x, x)
                }
            };
            (a <= b).then_some((a, b))
        }
        let bad = || {
            format!(
                "'{}': expected THREAD, BLOCK:THREAD or ranges such as 0:0-31 (linear indices)",
                s
            )
        };
        let (b, t) = match s.split_once(':') {
            Some((b, t)) => (range(b).ok_or_else(bad)?, range(t).ok_or_else(bad)?),
            None => ((0, 0), range(s).ok_or_else(bad)?),
        };
        Ok(TraceSel {
            blocks: b,
            threads: t,
        })
    }

    /// Whether thread `thread` of block `block` is traced.
    pub fn has(&self, block: u64, thread: u32) -> bool {
        (self.blocks.0..=self.blocks.1).contains(&block)
            && (self.threads.0..=self.threads.1).contains(&thread)
    }
}

/// One traced instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub ctaid: [u32; 3],
    pub tid: [u32; 3],
    pub span: Span,
    /// The instruction did not run: its guard predicate was false.
    pub skipped: bool,
    /// The registers it wrote, with their values.
    pub writes: Vec<(String, u64)>,
}

/// Most traced instructions kept per launch (the trace says when it stops).
pub const MAX_STEPS: usize = 1 << 20;

/// What to record, and what was recorded.
#[derive(Clone, Debug, Default)]
pub struct Inspect {
    pub trace: Option<TraceSel>,
    pub steps: Vec<Step>,
    /// More steps ran than [`MAX_STEPS`].
    pub truncated: bool,
    /// With coverage on: per function, per instruction, how many times a
    /// thread reached it.
    pub counts: Option<Vec<Vec<u64>>>,
}

impl Inspect {
    /// The counts of function `f`'s instructions (coverage).
    pub fn counts_of(&self, f: FuncId) -> Option<&[u64]> {
        self.counts.as_ref()?.get(f as usize).map(Vec::as_slice)
    }
}
