//! Long jobs on a terminal: a progress line on stderr (rows done, rate,
//! ETA) while they run, and Ctrl-C that stops them cleanly so they can
//! print what they found so far.

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Set by the first Ctrl-C once [`catch_ctrl_c`] ran.
static STOP: AtomicBool = AtomicBool::new(false);

#[cfg(unix)]
extern "C" fn on_sigint(_: libc::c_int) {
    STOP.store(true, Ordering::Relaxed);
    // A second Ctrl-C ends the process at once. signal() is
    // async-signal-safe.
    // SAFETY: restoring the default disposition of SIGINT.
    unsafe {
        libc::signal(libc::SIGINT, libc::SIG_DFL);
    }
}

/// From now on the first Ctrl-C asks the job to stop ([`stopped`]) instead
/// of killing the process; the second kills it.
pub fn catch_ctrl_c() {
    #[cfg(unix)]
    // SAFETY: the handler only stores to an atomic and calls signal(),
    // both async-signal-safe.
    unsafe {
        let handler: extern "C" fn(libc::c_int) = on_sigint;
        libc::signal(libc::SIGINT, handler as libc::sighandler_t);
    }
}

/// Whether Ctrl-C asked the job to stop.
pub fn stopped() -> bool {
    STOP.load(Ordering::Relaxed)
}

/// The monitor of the command's kernel launches ([`ptxjit::Limits::monitor`]).
pub static MONITOR: ptxjit::Monitor = ptxjit::Monitor::new();

/// Runs `f`, which launches kernels, with a progress line of their blocks
/// on a terminal (once a launch has run a second) and Ctrl-C stopping the
/// running launch with an error that says how far it got (exit status
/// 130, as a shell reports a job Ctrl-C ended).
pub fn watch_launches(f: impl FnOnce() -> Result<(), crate::Fail>) -> Result<(), crate::Fail> {
    catch_ctrl_c();
    let finished = std::sync::Arc::new(AtomicBool::new(false));
    let fin = finished.clone();
    let watcher = std::thread::Builder::new()
        .name("ptxjit-progress".into())
        .spawn(move || {
            let start = Instant::now();
            let mut line: Option<Progress> = None;
            while !fin.load(Ordering::Relaxed) {
                if stopped() {
                    MONITOR.cancel();
                }
                let (done, total) = MONITOR.progress();
                if start.elapsed() > Duration::from_secs(1) && total > 1 {
                    let p = line.get_or_insert_with(|| Progress::new("kernel blocks", total));
                    p.total = total;
                    p.unit = "blocks";
                    p.show(done);
                }
                std::thread::sleep(Duration::from_millis(50));
            }
            if let Some(mut p) = line {
                p.clear();
            }
        })
        .ok();
    let r = f();
    finished.store(true, Ordering::Relaxed);
    if let Some(w) = watcher {
        let _ = w.join();
    }
    match r {
        Err(crate::Fail(_, m)) if MONITOR.cancelled() => Err(crate::Fail(130, m)),
        r => r,
    }
}

/// A progress line on stderr, drawn only when stderr is a terminal (and
/// JSON messages were not asked for).
pub struct Progress {
    label: String,
    total: u64,
    start: Instant,
    /// When the line was last drawn.
    drawn: Option<Instant>,
    shown: bool,
    enabled: bool,
    /// What is counted (`rows`, `blocks`).
    unit: &'static str,
}

impl Progress {
    /// A progress line for `total` rows of `label`.
    pub fn new(label: &str, total: u64) -> Progress {
        Progress {
            label: label.to_string(),
            total,
            start: Instant::now(),
            drawn: None,
            shown: false,
            enabled: std::io::stderr().is_terminal() && !crate::json_messages(),
            unit: "rows",
        }
    }

    /// How often the line is redrawn.
    const EVERY: Duration = Duration::from_millis(250);

    /// Redraws the line with `done` rows finished, at most every 250 ms
    /// (call it as often as convenient).
    pub fn show(&mut self, done: u64) {
        if !self.enabled || self.drawn.is_some_and(|t| t.elapsed() < Progress::EVERY) {
            return;
        }
        self.drawn = Some(Instant::now());
        let secs = self.start.elapsed().as_secs_f64();
        let rate = done as f64 / secs.max(1e-9);
        let eta = if done > 0 && done < self.total {
            format!(
                ", ETA {}",
                duration(self.total.saturating_sub(done) as f64 / rate)
            )
        } else {
            String::new()
        };
        let pct = 100.0 * done as f64 / self.total.max(1) as f64;
        let mut e = std::io::stderr().lock();
        let _ = write!(
            e,
            "\r\x1b[2K{}: {}/{} {} ({:.1}%), {:.3e} {}/s{}",
            self.label, done, self.total, self.unit, pct, rate, self.unit, eta
        );
        let _ = e.flush();
        self.shown = true;
    }

    /// Erases the line.
    pub fn clear(&mut self) {
        if self.shown {
            let _ = write!(std::io::stderr(), "\r\x1b[2K");
            self.shown = false;
        }
    }
}

/// `1h02m`, `3m04s`, `12s`.
fn duration(secs: f64) -> String {
    let s = secs.max(0.0).round() as u64;
    match s {
        0..=59 => format!("{}s", s),
        60..=3599 => format!("{}m{:02}s", s / 60, s % 60),
        _ => format!("{}h{:02}m", s / 3600, (s / 60) % 60),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn durations_read_as_a_person_would_write_them() {
        assert_eq!(super::duration(12.4), "12s");
        assert_eq!(super::duration(184.0), "3m04s");
        assert_eq!(super::duration(3720.0), "1h02m");
    }
}
