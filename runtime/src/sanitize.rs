//! Sanitizers: the checks NVIDIA's compute-sanitizer makes by sampling a
//! GPU, made exactly on the threads ptxjit runs (`--sanitize race,sync,init`).
//!
//! * `race`: two threads of a launch touch the same byte of shared or
//!   global memory, at least one writing, and nothing orders the two
//!   accesses. Ordered are: accesses of one thread; accesses of one block
//!   on two sides of a barrier (`bar.sync`/`barrier.sync`/`bar.red`);
//!   accesses of two lanes of one warp on two sides of a warp
//!   synchronization both took part in (`bar.warp.sync`, any `.sync`
//!   collective); a write followed in its thread by a fence and then an
//!   atomic, and an access after an atomic of the other thread (the
//!   fence-and-flag idiom). Atomics do not race with each other. A warp
//!   running in lockstep is not an ordering: a warp-synchronous reduction
//!   without `__syncwarp` is reported, as the PTX memory model says.
//! * `sync`: a barrier that some threads of the block reach while others
//!   have exited or wait at another barrier; a `bar.sync` whose thread
//!   counts differ between threads; a `.sync` warp collective whose
//!   membermask names lanes that do not take part in it (exited, or
//!   elsewhere). A lane executing a collective its mask leaves out is an
//!   error with or without the sanitizer.
//! * `init`: a read of shared or local bytes that nothing wrote in this
//!   launch (shared memory of this block, a thread's local variables since
//!   its function was entered), `ld`, `atom` and `cp.async` sources alike.
//!
//! A finding is an error that stops the launch, naming both sides of a
//! race. The checks run on the interpreter; `docs/cli.md` says how the
//! backends use them.

use std::collections::HashMap;

use ptxjit_frontend::diag::Span;

/// Which checks are on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sanitize {
    pub race: bool,
    pub sync: bool,
    pub init: bool,
}

impl Sanitize {
    /// `race,sync,init` (any subset, comma-separated; `all` for every one).
    pub fn parse(s: &str) -> Result<Sanitize, String> {
        let mut out = Sanitize::default();
        for w in s.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            match w {
                "race" => out.race = true,
                "sync" => out.sync = true,
                "init" => out.init = true,
                "all" => {
                    out = Sanitize {
                        race: true,
                        sync: true,
                        init: true,
                    }
                }
                _ => {
                    return Err(format!(
                        "unknown sanitizer '{}' (race, sync, init, or all)",
                        w
                    ))
                }
            }
        }
        if !out.any() {
            return Err("no sanitizer named (race, sync, init, or all)".into());
        }
        Ok(out)
    }

    /// Whether any check is on.
    pub fn any(&self) -> bool {
        self.race || self.sync || self.init
    }
}

/// A thread's synchronization history, as the race check needs it.
#[derive(Clone, Copy, Debug, Default)]
pub struct ThreadSync {
    /// Barriers its block has passed.
    pub gen: u32,
    /// Warp synchronizations it took part in.
    pub wsync: u32,
    /// It executed a fence since its last atomic.
    pub fenced: bool,
    /// Fence-then-atomic releases it made.
    pub rel: u32,
    /// Atomics it executed.
    pub atomics: u32,
}

/// Who made an access.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Who {
    pub ctaid: [u32; 3],
    pub tid: [u32; 3],
    /// The block's linear index.
    pub block: u64,
    /// The thread's linear index in its block.
    pub thread: u32,
}

impl Who {
    fn key(&self) -> (u64, u32) {
        (self.block, self.thread)
    }

    fn warp(&self) -> (u64, u32) {
        (self.block, self.thread / 32)
    }

    /// `%ctaid=(..) %tid=(..)`.
    pub fn shown(&self) -> String {
        let (c, t) = (self.ctaid, self.tid);
        format!(
            "%ctaid=({},{},{}) %tid=({},{},{})",
            c[0], c[1], c[2], t[0], t[1], t[2]
        )
    }
}

/// One recorded access.
#[derive(Clone, Copy, Debug)]
struct Access {
    who: Who,
    sync: ThreadSync,
    span: Span,
    write: bool,
}

/// What the race check keeps for one byte.
#[derive(Clone, Debug, Default)]
struct ByteState {
    write: Option<Access>,
    /// Reads since the last write, one per thread (at most [`MAX_READERS`]).
    reads: Vec<Access>,
}

/// Readers kept per byte: enough to name a racing one in real kernels,
/// bounded for bytes every thread reads.
const MAX_READERS: usize = 8;

/// A finding: where (the second access) and what, with notes.
#[derive(Clone, Debug)]
pub struct Finding {
    pub span: Span,
    pub message: String,
    pub notes: Vec<String>,
}

/// The state of the checks over one launch.
#[derive(Debug, Default)]
pub struct Checker {
    pub opts: Sanitize,
    /// Race state of shared bytes (this block's) and global bytes.
    shared: HashMap<u64, ByteState>,
    global: HashMap<u64, ByteState>,
    /// Releases made by threads that have finished or run elsewhere: the
    /// latest count of fence-then-atomic releases per thread.
    releases: HashMap<(u64, u32), u32>,
    /// Initialized shared and local bytes (generic addresses; local ones
    /// per thread).
    written_shared: std::collections::HashSet<u64>,
    /// (A thread's live local variables have addresses of their own.)
    written_local: std::collections::HashSet<u64>,
}

/// A memory access as the checks see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Read,
    Write,
    /// An atomic read-modify-write.
    Atomic,
}

/// Which memory an access touches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mem {
    Global,
    Shared,
    Local,
    /// `.const` and `.param`: read-only here, never checked.
    Other,
}

impl Checker {
    pub fn new(opts: Sanitize) -> Checker {
        Checker {
            opts,
            ..Default::default()
        }
    }

    /// A new block starts: its shared memory is fresh.
    pub fn block_start(&mut self) {
        self.shared.clear();
        self.written_shared.clear();
    }

    /// The local bytes `[at, at + size)` are fresh (a function was entered
    /// and its local variable placed there).
    pub fn fresh_local(&mut self, at: u64, size: u64) {
        if self.opts.init {
            for a in at..at + size {
                self.written_local.remove(&a);
            }
        }
    }

    /// Records that thread `who` (with synchronization state `sync`) made a
    /// release (a fence, then an atomic).
    pub fn note_release(&mut self, who: &Who, sync: &ThreadSync) {
        self.releases.insert(who.key(), sync.rel);
    }

    /// Thread `who` accesses `size` bytes at generic address `at`.
    #[allow(clippy::too_many_arguments)]
    pub fn access(
        &mut self,
        who: Who,
        sync: ThreadSync,
        mem: Mem,
        kind: Kind,
        at: u64,
        size: u64,
        span: Span,
    ) -> Result<(), Finding> {
        if self.opts.init && kind != Kind::Write {
            let unwritten = (at..at + size).find(|&a| match mem {
                Mem::Shared => !self.written_shared.contains(&a),
                Mem::Local => !self.written_local.contains(&a),
                Mem::Global | Mem::Other => false,
            });
            if let Some(a) = unwritten {
                return Err(Finding {
                    span,
                    message: format!(
                        "uninitialized read: thread {} reads {} byte(s) of {} memory at 0x{:x}, and byte 0x{:x} was never written in this launch (sanitize init)",
                        who.shown(),
                        size,
                        if mem == Mem::Shared { "shared" } else { "local" },
                        at,
                        a
                    ),
                    notes: Vec::new(),
                });
            }
        }
        if self.opts.init && kind != Kind::Read {
            for a in at..at + size {
                match mem {
                    Mem::Shared => {
                        self.written_shared.insert(a);
                    }
                    Mem::Local => {
                        self.written_local.insert(a);
                    }
                    Mem::Global | Mem::Other => {}
                }
            }
        }
        if !self.opts.race || kind == Kind::Atomic {
            return Ok(());
        }
        let now = Access {
            who,
            sync,
            span,
            write: kind == Kind::Write,
        };
        let releases = &self.releases;
        let table = match mem {
            Mem::Shared => &mut self.shared,
            Mem::Global => &mut self.global,
            Mem::Local | Mem::Other => return Ok(()),
        };
        for a in at..at + size {
            let st = table.entry(a).or_default();
            if let Some(w) = &st.write {
                if !ordered(w, &now, releases) {
                    return Err(race(mem, a, w, &now));
                }
            }
            if now.write {
                if let Some(r) = st.reads.iter().find(|r| !ordered(r, &now, releases)) {
                    return Err(race(mem, a, r, &now));
                }
                st.write = Some(now);
                st.reads.clear();
            } else if let Some(r) = st.reads.iter_mut().find(|r| r.who == who) {
                *r = now;
            } else if st.reads.len() < MAX_READERS {
                st.reads.push(now);
            }
        }
        Ok(())
    }
}

/// Whether `before` (an earlier access) is ordered before `now`.
fn ordered(before: &Access, now: &Access, releases: &HashMap<(u64, u32), u32>) -> bool {
    let (b, n) = (&before.who, &now.who);
    if b == n {
        return true;
    }
    if b.block == n.block && before.sync.gen < now.sync.gen {
        return true;
    }
    if b.warp() == n.warp() && before.sync.wsync < now.sync.wsync {
        return true;
    }
    // Released by a fence and an atomic after it, acquired by an atomic.
    let released = releases.get(&b.key()).is_some_and(|&r| r > before.sync.rel);
    released && now.sync.atomics > 0
}

fn race(mem: Mem, byte: u64, first: &Access, second: &Access) -> Finding {
    let verb = |a: &Access| if a.write { "writes" } else { "reads" };
    let past = |a: &Access| if a.write { "wrote" } else { "read" };
    Finding {
        span: second.span,
        message: format!(
            "race on {} memory at 0x{:x}: thread {} {} it here, and thread {} {} it at line {} with no barrier, warp synchronization or fence-and-atomic between (sanitize race)",
            if mem == Mem::Shared { "shared" } else { "global" },
            byte,
            second.who.shown(),
            verb(second),
            first.who.shown(),
            past(first),
            first.span.line
        ),
        notes: vec![format!(
            "the other access: line {}, column {}",
            first.span.line, first.span.col
        )],
    }
}

/// The sync check's finding for a barrier that the threads of a block do
/// not all reach together.
pub fn barrier_finding(span: Span, what: String) -> Finding {
    Finding {
        span,
        message: format!("{} (sanitize sync)", what),
        notes: Vec::new(),
    }
}
