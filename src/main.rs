//! The `ptxjit` command line (contract: shared/spec/cli.md).

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use ptxjit::{Backend, Error, IntType, Kind, Module};

/// Writes to stdout like `print!`, without panicking when stdout is closed
/// or full (see [`stdout_write`]).
macro_rules! out {
    ($($t:tt)*) => { $crate::stdout_write(format_args!($($t)*)) };
}

/// `out!` with a newline, like `println!`.
macro_rules! outln {
    ($($t:tt)*) => { $crate::stdout_write(format_args!("{}\n", format_args!($($t)*))) };
}

/// Writes `args` to stdout. A reader that went away (`ptxjit ... | head -1`:
/// broken pipe) ends the process quietly with status 0, as the output it
/// wanted was delivered; any other write error (`> /dev/full`) is reported
/// and ends the process with status 1. Never a panic.
pub(crate) fn stdout_write(args: std::fmt::Arguments) {
    use std::io::Write;
    let mut o = std::io::stdout().lock();
    if let Err(e) = o.write_fmt(args).and_then(|()| o.flush()) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("error: cannot write the output to stdout: {}", e);
        std::process::exit(1);
    }
}

mod bench;
mod compare;
mod json;
mod kernel;
mod progress;
mod recordings;

/// The cargo features this binary was built with, for `--version`.
#[cfg(all(feature = "llvm", feature = "cuda"))]
macro_rules! features {
    () => {
        "llvm, cuda"
    };
}
#[cfg(all(feature = "llvm", not(feature = "cuda")))]
macro_rules! features {
    () => {
        "llvm"
    };
}
#[cfg(all(not(feature = "llvm"), feature = "cuda"))]
macro_rules! features {
    () => {
        "cuda"
    };
}
#[cfg(not(any(feature = "llvm", feature = "cuda")))]
macro_rules! features {
    () => {
        "none"
    };
}

#[derive(Parser)]
#[command(
    name = "ptxjit",
    version = concat!(env!("CARGO_PKG_VERSION"), " (features: ", features!(), ")"),
    about = "Run PTX integer and video code on the host, bit-exact with NVIDIA GPUs"
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
    /// How errors (and check's listing, compare's and bench's results)
    /// are printed: human text, or one JSON object per line (errors on
    /// stderr; json implies --json for compare and bench).
    #[arg(long = "message-format", global = true, value_enum, default_value_t = MessageFormat::Human)]
    message_format: MessageFormat,
}

/// `check --deny` values.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum Deny {
    /// Every warning (instructions that will not run).
    Warnings,
}

/// `--message-format` values.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum MessageFormat {
    /// FILE:LINE:COL: error: MESSAGE with the source line and a caret.
    Human,
    /// One JSON object per line.
    Json,
}

/// Whether `--message-format json` was given (set once, first thing).
static JSON_MESSAGES: std::sync::OnceLock<bool> = std::sync::OnceLock::new();

pub(crate) fn json_messages() -> bool {
    JSON_MESSAGES.get().copied().unwrap_or(false)
}

#[derive(Subcommand)]
enum Cmd {
    /// Parse and validate; list the callables, and warn about
    /// instructions that check but will not run.
    Check {
        /// PTX file (- reads standard input).
        file: String,
        /// Turn warnings into errors (exit 1 when there is any).
        #[arg(long, value_enum, value_name = "WHAT")]
        deny: Vec<Deny>,
    },
    /// Run a .func once per input row (or a .entry kernel over a grid).
    #[command(after_long_help = RUN_EXAMPLES)]
    Run {
        /// PTX file (- reads standard input).
        file: String,
        /// The .func to call.
        #[arg(long = "func")]
        func: Option<String>,
        /// The .entry to launch.
        #[arg(long)]
        kernel: Option<String>,
        /// Where it runs.
        #[arg(long, value_enum, default_value_t = BackendArg::Host)]
        backend: BackendArg,
        /// GPU mode (the gpu backend and emit --to llvm|ptx).
        #[arg(long = "gpu-mode", value_enum, default_value_t = GpuModeArg::Native)]
        gpu_mode: GpuModeArg,
        /// PTX emitted earlier by `emit --to ptx`, for the gpu backend.
        #[arg(long = "gpu-ptx")]
        gpu_ptx: Option<String>,
        /// File of input rows, or - for stdin: one call per line, its
        /// values separated by commas and/or blanks; empty lines and lines
        /// starting with # are skipped.
        #[arg(long, value_name = "PATH")]
        inputs: Option<String>,
        /// Worker threads for --inputs rows, or for a kernel's blocks
        /// (default: all cores); the output keeps the input order.
        #[arg(long)]
        threads: Option<usize>,
        /// Grid size X[,Y[,Z]].
        #[arg(long, value_name = "X[,Y[,Z]]")]
        grid: Option<String>,
        /// Block size X[,Y[,Z]].
        #[arg(long, value_name = "X[,Y[,Z]]")]
        block: Option<String>,
        /// Dynamic shared memory bytes (the extern .shared array).
        #[arg(long, value_name = "BYTES")]
        shared: Option<u64>,
        /// Kernel arguments, one per parameter in order: TYPE:VALUE (u32:5),
        /// buf:TYPE[LEN]=INIT (INIT: zeros, iota, random:SEED, a list
        /// 1,2,3, file:PATH), or ref:K (the same buffer as argument K).
        /// TYPE: u8 s8 u16 s16 u32 s32 u64 s64 b8 b16 b32 b64.
        #[arg(long = "arg", value_name = "SPEC")]
        args: Vec<String>,
        /// Print or save after the launch: K (buffer argument K) or NAME (a
        /// module .global/.const variable), optionally :PATH for raw bytes.
        #[arg(long = "dump", value_name = "K|NAME[:PATH]")]
        dump: Vec<String>,
        /// Give a module .global/.const variable its initial elements before
        /// the launch: NAME=INIT, INIT as for buf: (e.g. table=1,2,3 or
        /// table=file:PATH).
        #[arg(long = "set", value_name = "NAME=INIT")]
        set: Vec<String>,
        /// Parameter values of one call (decimal, -decimal or 0x hex).
        #[arg(allow_negative_numbers = true)]
        values: Vec<String>,
        #[command(flatten)]
        lim: LimitArgs,
    },
    /// Compare the host backend with another on random inputs.
    Compare {
        /// PTX file (- reads standard input).
        file: String,
        /// Only this callable.
        #[arg(long = "func")]
        func: Option<String>,
        /// The backend to compare with.
        #[arg(long, value_enum)]
        against: BackendArg,
        /// Number of random inputs.
        #[arg(long, default_value_t = 10000)]
        random: u64,
        /// Random seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Every input instead of random ones (parameters of at most 32 bits
        /// in all).
        #[arg(long, conflicts_with = "random")]
        exhaustive: bool,
        /// Like --exhaustive, for parameters of up to 40 bits in all (2^40
        /// rows: shard it).
        #[arg(long = "exhaustive-40", conflicts_with_all = ["random", "exhaustive"])]
        exhaustive_40: bool,
        /// Rows A to B (B excluded) of the exhaustive enumeration, for
        /// inputs of any width up to 64 bits in all (decimal or 0x hex,
        /// e.g. 0..0x100000000).
        #[arg(long, value_name = "A..B", conflicts_with_all = ["random", "exhaustive", "exhaustive_40"])]
        range: Option<String>,
        /// Every combination of the parameters' edge values (0, 1, MAX,
        /// MIN, byte and half-word boundaries...).
        #[arg(long, conflicts_with_all = ["random", "exhaustive", "exhaustive_40", "range"])]
        edges: bool,
        /// Run only part K of N of the rows (0-based), e.g. 3/16: shards
        /// cover the rows exactly once, whatever the thread count.
        #[arg(long, value_name = "K/N")]
        shard: Option<String>,
        /// Worker threads (default: all cores).
        #[arg(long)]
        threads: Option<usize>,
        /// One JSON object per function: rows, matches, the first mismatch,
        /// seed and shard (shards sum with the jq line of docs/cli.md).
        #[arg(long)]
        json: bool,
        /// GPU mode (for --against gpu).
        #[arg(long = "gpu-mode", value_enum, default_value_t = GpuModeArg::Native)]
        gpu_mode: GpuModeArg,
        /// PTX emitted earlier by `emit --to ptx`, for the gpu backend.
        #[arg(long = "gpu-ptx")]
        gpu_ptx: Option<String>,
        #[command(flatten)]
        k: KernelSpec,
        #[command(flatten)]
        lim: LimitArgs,
    },
    /// Time parsing, compilation and execution per backend.
    Bench {
        /// PTX file (- reads standard input).
        file: String,
        /// Only this callable.
        #[arg(long = "func")]
        func: Option<String>,
        /// Calls per timed pass.
        #[arg(long, default_value_t = 100000)]
        n: u64,
        /// Timed passes (after an untimed warm-up); the table gives the
        /// median and the spread.
        #[arg(long, default_value_t = 5)]
        samples: usize,
        /// Worker threads for `.func` calls, or for a kernel's blocks
        /// (default: all cores).
        #[arg(long)]
        threads: Option<usize>,
        /// Limit the backends (repeatable; default: host, llvm and interp
        /// where available).
        #[arg(long, value_enum)]
        backend: Vec<BackendArg>,
        /// One JSON object per line.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        k: KernelSpec,
        /// With --kernel: give a module .global/.const variable its initial
        /// elements before each launch, as for run (NAME=INIT).
        #[arg(long = "set", value_name = "NAME=INIT")]
        set: Vec<String>,
        /// With --kernel: time launches in place on a device's memory (as
        /// the drop-in driver and a CUDA program launch): buffers and
        /// variables filled once, no copies per launch; each launch reads
        /// what the one before it wrote.
        #[arg(long = "in-place")]
        in_place: bool,
        #[command(flatten)]
        lim: LimitArgs,
    },
    /// Sum `compare --json` results of shards (files, or stdin): per
    /// function and run, the rows, matches and the first mismatch, and any
    /// missing shard.
    Merge {
        /// Files of `compare --json` lines (none or - reads stdin).
        files: Vec<String>,
        /// One JSON object per function instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Compare two recordings of one program made by the drop-in driver
    /// (`PTXJIT_RECORD=DIR`): the first launch, allocation and byte that
    /// differ.
    CompareRecordings {
        /// The first recording's directory.
        a: String,
        /// The second recording's directory.
        b: String,
        /// An allocation not to compare (repeatable), by its recorded name
        /// (`alloc 3`, `module 1/g_table`): one that holds device
        /// addresses, which differ between a GPU and ptxjit.
        #[arg(long, value_name = "NAME")]
        ignore: Vec<String>,
    },
    /// Print Cranelift IR, LLVM IR, PTX or host machine code.
    Emit {
        /// PTX file (- reads standard input).
        file: String,
        /// Only this callable.
        #[arg(long = "func")]
        func: Option<String>,
        /// What to print.
        #[arg(long, value_enum)]
        to: EmitTo,
        /// GPU architecture for --to ptx: 50 to 90 (80 = sm_80).
        #[arg(long, default_value_t = 80, value_parser = clap::value_parser!(u32).range(50..=90))]
        sm: u32,
        /// GPU mode for --to llvm|ptx.
        #[arg(long = "gpu-mode", value_enum, default_value_t = GpuModeArg::Native)]
        gpu_mode: GpuModeArg,
    },
}

/// Examples at the end of `run --help`.
const RUN_EXAMPLES: &str = "Examples:
  ptxjit run examples/carry_chain.ptx --func add128 0xffffffff 0xffffffff 0xffffffff 0 1 0 0 0
  ptxjit run examples/video.ptx --func sad8 --inputs rows.txt      # rows.txt: '1,2,3,4' per line
  printf '1 2\\n3 4\\n' | ptxjit run examples/carry_chain.ptx --func sub64 --inputs -
  ptxjit run examples/reduce.ptx --kernel block_sum --grid 2 --block 64 \\
      --arg 'buf:u32[128]=iota' --arg 'buf:u32[2]=zeros' --dump 1
  ptxjit run k.ptx --kernel k --grid 4 --block 256 --arg 'buf:u8[1024]=file:in.bin' \\
      --arg u32:1024 --dump 0:out.bin --set table=1,2,3 --dump table";

/// A backend, as `--backend` and `--against` name it.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum BackendArg {
    /// Cranelift JIT to native code (the default).
    Host,
    /// The reference interpreter.
    Interp,
    /// LLVM JIT on the host (built with the llvm feature).
    Llvm,
    /// An NVIDIA GPU through the CUDA driver (built with the cuda feature).
    Gpu,
    /// Cranelift first, LLVM in the background once hot (built with the
    /// llvm feature).
    Tiered,
}

impl From<BackendArg> for Backend {
    fn from(b: BackendArg) -> Backend {
        match b {
            BackendArg::Host => Backend::Host,
            BackendArg::Interp => Backend::Interp,
            BackendArg::Llvm => Backend::Llvm,
            BackendArg::Gpu => Backend::Gpu,
            BackendArg::Tiered => Backend::Tiered,
        }
    }
}

/// `--gpu-mode` values.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum GpuModeArg {
    /// Instructions LLVM cannot express exactly pass through as inline PTX:
    /// the GPU runs NVIDIA's own implementation.
    Native,
    /// ptxjit's own semantics compiled through LLVM IR.
    Lowered,
}

impl From<GpuModeArg> for ptxjit::GpuMode {
    fn from(m: GpuModeArg) -> ptxjit::GpuMode {
        match m {
            GpuModeArg::Native => ptxjit::GpuMode::Native,
            GpuModeArg::Lowered => ptxjit::GpuMode::Lowered,
        }
    }
}

/// `emit --to` values.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum EmitTo {
    /// Cranelift IR (.func and .entry).
    Clif,
    /// LLVM IR for NVPTX (.func).
    Llvm,
    /// PTX from LLVM's NVPTX backend, with a <name>_rows wrapper (.func).
    Ptx,
    /// Host machine code with the PTX line of each part (.func and .entry).
    Asm,
}

/// A kernel launch given on the command line (`compare` and `bench`).
#[derive(clap::Args, Default)]
pub(crate) struct KernelSpec {
    /// The .entry to launch instead of calling .funcs.
    #[arg(long)]
    pub(crate) kernel: Option<String>,
    /// Grid size X[,Y[,Z]].
    #[arg(long, value_name = "X[,Y[,Z]]")]
    pub(crate) grid: Option<String>,
    /// Block size X[,Y[,Z]].
    #[arg(long, value_name = "X[,Y[,Z]]")]
    pub(crate) block: Option<String>,
    /// Dynamic shared memory bytes.
    #[arg(long, value_name = "BYTES")]
    pub(crate) shared: Option<u64>,
    /// Kernel arguments, as for run: TYPE:VALUE, buf:TYPE[LEN]=INIT or ref:K.
    #[arg(long = "arg", value_name = "SPEC")]
    pub(crate) args: Vec<String>,
}

/// Execution limits (`run`, `compare`, `bench`).
#[derive(clap::Args, Default)]
pub(crate) struct LimitArgs {
    /// Most instructions one thread or one call may execute before it is
    /// stopped with an error (default 2^30 = 1073741824).
    #[arg(long = "max-steps", value_name = "N")]
    max_steps: Option<u64>,
    /// Most instructions all threads of one kernel launch may execute
    /// together, so that every launch ends (default 2^34 = 17179869184).
    #[arg(long = "max-launch-steps", value_name = "N")]
    max_launch_steps: Option<u64>,
    /// Check every launch with sanitizers: race (unordered accesses of two
    /// threads to the same shared or global bytes), sync (barriers and
    /// warp collectives not reached together), init (reads of shared or
    /// local bytes never written), any of them comma-separated, or all. A
    /// finding is an error (exit status 1). Sanitized launches run on the
    /// interpreter.
    #[arg(long, value_name = "LIST")]
    sanitize: Option<String>,
    /// Print each instruction the selected threads execute, with the
    /// registers it writes, on standard error: THREAD or BLOCK:THREAD
    /// (linear indices; ranges such as 0:0-31). Runs on the interpreter.
    #[arg(long, value_name = "SEL")]
    trace: Option<String>,
    /// After each launch, print on standard error how many times each PTX
    /// line ran (all threads together). Runs on the interpreter.
    #[arg(long)]
    coverage: bool,
    /// Stop a launch or a batch of calls after SECONDS of wall-clock time
    /// (default: none).
    #[arg(long, value_name = "SECONDS")]
    timeout: Option<f64>,
    /// Most bytes of memory a launch may allocate (module variables,
    /// buffers, shared and local memory), with an optional K/M/G suffix
    /// (default 4G).
    #[arg(long = "mem-limit", value_name = "BYTES")]
    mem_limit: Option<String>,
}

/// The limits given on the command line, applied by [`load`] to every
/// module (set once, before any file is loaded).
static LIMITS: std::sync::OnceLock<ptxjit::Limits> = std::sync::OnceLock::new();

impl LimitArgs {
    /// Checks the flags and records them for [`load`].
    fn install(&self) -> Result<(), Fail> {
        let mut l = ptxjit::Limits::default();
        if let Some(n) = self.max_steps {
            if n == 0 {
                return Err(Fail(2, "error: --max-steps must be at least 1".into()));
            }
            l.max_steps = n;
        }
        if let Some(list) = &self.sanitize {
            l.sanitize = ptxjit::Sanitize::parse(list)
                .map_err(|e| Fail(2, format!("error: --sanitize '{}': {}", list, e)))?;
        }
        l.monitor = Some(&progress::MONITOR);
        if let Some(t) = &self.trace {
            l.trace = Some(
                ptxjit::TraceSel::parse(t).map_err(|e| Fail(2, format!("error: --trace {}", e)))?,
            );
        }
        l.coverage = self.coverage;
        if let Some(n) = self.max_launch_steps {
            if n == 0 {
                return Err(Fail(
                    2,
                    "error: --max-launch-steps must be at least 1".into(),
                ));
            }
            l.max_launch_steps = n;
        }
        if let Some(t) = self.timeout {
            if !(t.is_finite() && t > 0.0) {
                return Err(Fail(
                    2,
                    format!("error: --timeout {} is not a positive number of seconds", t),
                ));
            }
            l.timeout = std::time::Duration::try_from_secs_f64(t).ok();
        }
        if let Some(m) = &self.mem_limit {
            l.mem_limit = parse_size(m).ok_or_else(|| {
                Fail(
                    2,
                    format!(
                        "error: --mem-limit '{}' is not a size in bytes (e.g. 1048576, 512M, 4G)",
                        m
                    ),
                )
            })?;
        }
        let _ = LIMITS.set(l);
        Ok(())
    }
}

/// The memory limit in force (`--mem-limit`, or the default).
pub(crate) fn mem_limit() -> u64 {
    LIMITS
        .get()
        .map_or(ptxjit::DEFAULT_MEM_LIMIT, |l| l.mem_limit)
}

/// `123`, `64K`, `512M`, `4G` (powers of 1024).
fn parse_size(s: &str) -> Option<u64> {
    let t = s.trim();
    let (num, mul) = match t.chars().last()?.to_ascii_uppercase() {
        'K' => (&t[..t.len() - 1], 1u64 << 10),
        'M' => (&t[..t.len() - 1], 1 << 20),
        'G' => (&t[..t.len() - 1], 1 << 30),
        _ => (t, 1),
    };
    num.parse::<u64>().ok()?.checked_mul(mul)
}

/// A failure with its exit status (1 user error, 2 usage, 3 unavailable).
pub(crate) struct Fail(pub(crate) u8, pub(crate) String);

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let args: Vec<String> = std::env::args().collect();
            let json = args.iter().enumerate().any(|(i, a)| {
                a == "--message-format=json"
                    || (a == "--message-format" && args.get(i + 1).is_some_and(|v| v == "json"))
            });
            if code == 2 && json {
                let text = e.to_string();
                let first = text.lines().next().unwrap_or_default();
                let m = first.strip_prefix("error: ").unwrap_or(first);
                let r = json::ErrorRecord::unplaced("error", 2, None, "usage", m);
                eprintln!("{}", json::line(&r));
            } else {
                let _ = e.print();
            }
            return ExitCode::from(code);
        }
    };
    let _ = JSON_MESSAGES.set(cli.message_format == MessageFormat::Json);
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Fail(code, msg)) => {
            if msg.is_empty() {
            } else if json_messages() && !msg.starts_with('{') {
                // A command-line error, or one about a file as a whole: no
                // position.
                let (file, m) = match msg.split_once("error: ") {
                    Some(("", m)) => (None, m),
                    Some((f, m)) if f.ends_with(": ") && !f.contains('\n') => {
                        (Some(&f[..f.len() - 2]), m)
                    }
                    _ => (None, msg.as_str()),
                };
                let phase = match code {
                    2 => "usage",
                    3 => "unavailable",
                    _ => "input",
                };
                let r = json::ErrorRecord::unplaced("error", code, file, phase, m);
                eprintln!("{}", json::line(&r));
            } else {
                eprintln!("{}", msg);
            }
            ExitCode::from(code)
        }
    }
}

/// Applies `--gpu-mode` and `--gpu-ptx` to a module.
pub(crate) fn gpu_setup(
    m: &mut Module,
    (mode, ptx): (ptxjit::GpuMode, Option<&str>),
) -> Result<(), Fail> {
    m.set_gpu_mode(mode);
    if let Some(p) = ptx {
        let text = std::fs::read_to_string(p)
            .map_err(|e| Fail(1, format!("{}: error: cannot read file: {}", p, e)))?;
        m.set_gpu_ptx(Some(text));
    }
    Ok(())
}

/// Applies the command line's limits ([`LimitArgs`]) to `m`.
pub(crate) fn apply_limits(m: &mut Module) {
    if let Some(l) = LIMITS.get() {
        m.set_limits(*l);
    }
}

/// The text of PTX file `file` (`-`: standard input).
pub(crate) fn read_source(file: &str) -> Result<String, Fail> {
    let bytes = if file == "-" {
        let mut b = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut b)
            .map_err(|e| Fail(1, format!("<stdin>: error: cannot read: {}", e)))?;
        b
    } else {
        std::fs::read(file)
            .map_err(|e| Fail(1, format!("{}: error: cannot read file: {}", file, e)))?
    };
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// How errors name `file`.
pub(crate) fn shown(file: &str) -> &str {
    if file == "-" {
        "<stdin>"
    } else {
        file
    }
}

pub(crate) fn load(file: &str) -> Result<(String, Module), Fail> {
    let source = read_source(file)?;
    let mut m = Module::from_ptx(&source).map_err(|e| fail(file, &source, e))?;
    apply_limits(&mut m);
    Ok((source, m))
}

/// A warning as the message format wants it.
pub(crate) fn warning(file: &str, source: &str, d: &ptxjit::Diagnostic) -> String {
    if !json_messages() {
        return d.render_as("warning", shown(file), source);
    }
    json::line(&json::ErrorRecord::of("warning", 0, shown(file), source, d))
}

/// The library names its limits by their `Limits` fields; the command
/// line by the flags that set them.
fn in_flags(mut e: Error) -> Error {
    let words = |m: &mut String| {
        *m = m
            .replace("(Limits::max_steps;", "(--max-steps;")
            .replace("(Limits::timeout)", "(--timeout)");
    };
    match &mut e {
        Error::Exec(d) | Error::Compile(d) => words(&mut d.message),
        Error::Usage(m) | Error::Unavailable(m) => words(m),
        Error::Source(_) => {}
    }
    e
}

pub(crate) fn fail(file: &str, source: &str, e: Error) -> Fail {
    let e = in_flags(e);
    let code = match e {
        Error::Unavailable(_) => 3,
        _ => 1,
    };
    if !json_messages() {
        return Fail(code, e.render(shown(file), source));
    }
    // One record per diagnostic (every error of a source error).
    let ds = e.diagnostics();
    if !ds.is_empty() {
        let lines: Vec<String> = ds
            .iter()
            .map(|d| {
                json::line(&json::ErrorRecord::of(
                    "error",
                    code,
                    shown(file),
                    source,
                    d,
                ))
            })
            .collect();
        return Fail(code, lines.join("\n"));
    }
    let message = e.to_string();
    let phase = match e {
        Error::Unavailable(_) => "unavailable",
        _ => "input",
    };
    let r = json::ErrorRecord::unplaced("error", code, Some(shown(file)), phase, &message);
    Fail(code, json::line(&r))
}

fn run(cli: Cli) -> Result<(), Fail> {
    match cli.cmd {
        Cmd::Check { file, deny } => {
            let (source, m) = load(&file)?;
            // A module of variables only is valid PTX (ptxas 12.9 accepts
            // it): a warning, an error under --deny warnings.
            let mut empty = 0;
            if m.callables().is_empty() {
                empty = 1;
                let msg = "no .func or .entry with a body in the module: nothing to run";
                if json_messages() {
                    let r =
                        json::ErrorRecord::unplaced("warning", 0, Some(shown(&file)), "check", msg);
                    eprintln!("{}", json::line(&r));
                } else {
                    eprintln!("{}: warning: {}", shown(&file), msg);
                }
            }
            for c in m.callables() {
                let kind = match c.kind {
                    Kind::Entry => "entry",
                    Kind::Func => "func",
                };
                if json_messages() {
                    let r = json::CallableRecord {
                        kind_tag: "callable",
                        kind,
                        name: &c.name,
                        instructions: c.instructions,
                    };
                    outln!("{}", json::line(&r));
                } else {
                    outln!("{} {}: {} instructions", kind, c.name, c.instructions);
                }
            }
            let warnings = m.warnings();
            for w in &warnings {
                eprintln!("{}", warning(&file, &source, w));
            }
            if warnings.len() + empty > 0 && deny.contains(&Deny::Warnings) {
                return Err(Fail(
                    1,
                    format!(
                        "error: {} warning(s) denied (--deny warnings)",
                        warnings.len() + empty
                    ),
                ));
            }
            Ok(())
        }
        Cmd::Run {
            file,
            func,
            kernel,
            backend: b,
            gpu_mode: gm,
            gpu_ptx,
            inputs,
            threads,
            grid,
            block,
            shared,
            args,
            dump,
            set,
            values,
            lim,
        } => {
            lim.install()?;
            let mode = gm.into();
            let b = b.into();
            match (func, kernel) {
                (Some(f), None) => {
                    if file == "-" && inputs.as_deref() == Some("-") {
                        return Err(Fail(
                            2,
                            "error: the PTX and --inputs cannot both come from standard input"
                                .into(),
                        ));
                    }
                    if grid.is_some() || block.is_some() || shared.is_some() || !set.is_empty() {
                        return Err(Fail(
                            2,
                            "error: --grid/--block/--shared/--set go with --kernel, not --func"
                                .into(),
                        ));
                    }
                    if !args.is_empty() || !dump.is_empty() {
                        // A call with memory: the arguments are --arg specs.
                        if inputs.is_some() || !values.is_empty() {
                            return Err(Fail(2, "error: --func with --arg takes its arguments as --arg specs, not values or --inputs".into()));
                        }
                        return progress::watch_launches(|| {
                            kernel::call(&file, &f, b, &args, &dump)
                        });
                    }
                    let threads = worker_threads(threads)?;
                    run_func(
                        &file,
                        &f,
                        b,
                        (mode, gpu_ptx.as_deref()),
                        (inputs.as_deref(), threads),
                        &values,
                    )
                }
                (None, Some(k)) => {
                    if inputs.is_some() || !values.is_empty() {
                        return Err(Fail(2, "error: --inputs and positional values go with --func; kernels take --arg".into()));
                    }
                    progress::watch_launches(|| {
                        on_threads(threads, || {
                            kernel::run(
                                &file,
                                &k,
                                b,
                                grid.as_deref(),
                                block.as_deref(),
                                shared,
                                &args,
                                &dump,
                                &set,
                            )
                        })
                    })
                }
                _ => Err(Fail(
                    2,
                    "error: give exactly one of --func NAME or --kernel NAME".into(),
                )),
            }
        }
        Cmd::Compare {
            file,
            func,
            against,
            random,
            seed,
            exhaustive,
            exhaustive_40,
            range,
            edges,
            shard,
            threads,
            json,
            gpu_mode: gm,
            gpu_ptx,
            k,
            lim,
        } => {
            lim.install()?;
            let mode = gm.into();
            let b = against.into();
            let json = json || json_messages();
            if k.kernel.is_some() {
                return progress::watch_launches(|| kernel::compare(&file, &k, b, json));
            }
            if let (Some(f), false) = (&func, k.args.is_empty()) {
                // A function called with memory (--arg specs).
                return progress::watch_launches(|| {
                    kernel::compare_call(&file, f, &k.args, b, json)
                });
            }
            if random == 0 {
                return Err(Fail(2, "error: --random must be at least 1".into()));
            }
            let shard = match shard.as_deref() {
                None => (0, 1),
                Some(s) => s
                    .split_once('/')
                    .and_then(|(k, n)| Some((k.parse::<u64>().ok()?, n.parse::<u64>().ok()?)))
                    .filter(|&(k, n)| n >= 1 && k < n)
                    .ok_or_else(|| {
                        Fail(
                            2,
                            format!("error: --shard '{}': expected K/N with 0 <= K < N", s),
                        )
                    })?,
            };
            let threads = worker_threads(threads)?;
            let rows = if exhaustive_40 {
                compare::Rows::Exhaustive(40)
            } else if exhaustive {
                compare::Rows::Exhaustive(32)
            } else if edges {
                compare::Rows::Edges
            } else if let Some(r) = &range {
                let num = |s: &str| match s.trim().strip_prefix("0x") {
                    Some(h) => u64::from_str_radix(h, 16).ok(),
                    None => s.trim().parse::<u64>().ok(),
                };
                r.split_once("..")
                    .and_then(|(a, b)| Some((num(a)?, num(b)?)))
                    .filter(|&(a, b)| a < b)
                    .map(|(a, b)| compare::Rows::Range(a, b))
                    .ok_or_else(|| {
                        Fail(
                            2,
                            format!(
                                "error: --range '{}': expected A..B with A < B (decimal or 0x hex)",
                                r
                            ),
                        )
                    })?
            } else {
                compare::Rows::Random
            };
            let st = compare::Stream {
                rows,
                shard,
                threads,
                json: json || json_messages(),
            };
            compare::run(
                &file,
                func.as_deref(),
                b,
                (mode, gpu_ptx.as_deref()),
                random,
                seed,
                &st,
            )
        }
        Cmd::Bench {
            file,
            func,
            n,
            samples,
            threads,
            backend: bs,
            json,
            k,
            set,
            in_place,
            lim,
        } => {
            lim.install()?;
            if !set.is_empty() && k.kernel.is_none() {
                return Err(Fail(2, "error: --set goes with --kernel".into()));
            }
            if in_place && k.kernel.is_none() {
                return Err(Fail(2, "error: --in-place goes with --kernel".into()));
            }
            if n == 0 {
                return Err(Fail(2, "error: --n must be at least 1".into()));
            }
            if samples == 0 {
                return Err(Fail(2, "error: --samples must be at least 1".into()));
            }
            let threads = worker_threads(threads)?;
            let plan = bench::Plan {
                n,
                samples,
                threads,
            };
            let bs: Vec<Backend> = bs.into_iter().map(Backend::from).collect();
            let json = json || json_messages();
            match (&k.kernel, &func) {
                (Some(_), _) => progress::watch_launches(|| {
                    on_threads(Some(threads), || {
                        kernel::bench(&file, &k, &set, None, &bs, samples, json, in_place)
                    })
                }),
                // A function called with memory (--arg specs).
                (None, Some(f)) if !k.args.is_empty() => {
                    kernel::bench(&file, &k, &[], Some(f), &bs, samples, json, false)
                }
                (None, _) => bench::run(&file, func.as_deref(), &plan, &bs, json),
            }
        }
        Cmd::Merge { files, json } => merge(&files, json || json_messages()),
        Cmd::CompareRecordings { a, b, ignore } => recordings::compare(&a, &b, &ignore),
        Cmd::Emit {
            file,
            func,
            to,
            gpu_mode: gm,
            sm,
        } => {
            let mode = gm.into();
            let what = match to {
                EmitTo::Clif => ptxjit::Emit::Clif,
                EmitTo::Asm => ptxjit::Emit::Asm,
                EmitTo::Llvm => ptxjit::Emit::Llvm,
                EmitTo::Ptx => ptxjit::Emit::Ptx,
            };
            let (source, mut m) = load(&file)?;
            m.set_gpu_mode(mode);
            // `--func` may name a kernel; a module with only kernels emits
            // all of them.
            let kernels: Vec<String> = m
                .callables()
                .iter()
                .filter(|c| c.kind == Kind::Entry)
                .map(|c| c.name.clone())
                .collect();
            let names = match func.as_deref() {
                Some(n) if kernels.iter().any(|k| k == n) => vec![n.to_string()],
                f => match compare::callables(&m, f) {
                    Err(_) if f.is_none() && !kernels.is_empty() => kernels,
                    r => r.map_err(|e| fail(&file, &source, e))?,
                },
            };
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            let out = m
                .emit(what, &names, sm)
                .map_err(|e| fail(&file, &source, e))?;
            out!("{}", out);
            Ok(())
        }
    }
}

/// `ptxjit merge`: sums `compare --json` lines per function and run.
fn merge(files: &[String], json: bool) -> Result<(), Fail> {
    let stdin = ["-".to_string()];
    let files = if files.is_empty() { &stdin[..] } else { files };
    let mut records = Vec::new();
    for f in files {
        let text = read_source(f)?;
        for (i, l) in text.lines().enumerate() {
            if l.trim().is_empty() {
                continue;
            }
            let r: json::CompareRecord = serde_json::from_str(l).map_err(|e| {
                Fail(
                    1,
                    format!(
                        "{}:{}: error: not a `compare --json` line: {}",
                        shown(f),
                        i + 1,
                        e
                    ),
                )
            })?;
            records.push(r);
        }
    }
    if records.is_empty() {
        return Err(Fail(
            1,
            "error: no `compare --json` lines to merge: nothing was checked".into(),
        ));
    }
    let merged = json::merge(records).map_err(|e| Fail(1, format!("error: {}", e)))?;
    let mut ok = true;
    for g in &merged {
        ok &= g.mismatches == 0 && g.missing.is_empty() && g.interrupted.is_empty();
        if json {
            outln!("{}", json::line(g));
            continue;
        }
        outln!(
            "{}: {}/{} match ({} of {} shards, {} {}, seed {})",
            g.name,
            g.matched,
            g.rows,
            g.shards,
            g.of,
            g.mode,
            g.against,
            g.seed
        );
        if let Some(x) = &g.first_mismatch {
            outln!("  first mismatch at input {}:", x.index);
            outln!("  inputs:  {}", x.inputs.join(", "));
            outln!("  host:    {}", x.host.join(", "));
            for (b, v) in &x.other {
                outln!("  {}: {}", b, v.join(", "));
            }
        }
        let list = |ks: &[u64]| ks.iter().map(u64::to_string).collect::<Vec<_>>().join(", ");
        if !g.missing.is_empty() {
            outln!("  missing shards: {} (of {})", list(&g.missing), g.of);
        }
        if !g.interrupted.is_empty() {
            outln!(
                "  shards stopped by Ctrl-C before their end: {}",
                list(&g.interrupted)
            );
        }
    }
    if ok {
        Ok(())
    } else {
        Err(Fail(1, String::new()))
    }
}

/// `--threads`: at least 1; default all cores.
/// Runs `f` with kernel launches on `threads` worker threads (the blocks
/// of a launch run in parallel on rayon's pool; `None`: all cores).
fn on_threads(
    threads: Option<usize>,
    f: impl FnOnce() -> Result<(), Fail> + Send,
) -> Result<(), Fail> {
    let Some(n) = threads else { return f() };
    let n = worker_threads(Some(n))?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(n)
        .build()
        .map_err(|e| {
            Fail(
                1,
                format!("error: cannot start {} worker threads: {}", n, e),
            )
        })?;
    pool.install(f)
}

fn worker_threads(t: Option<usize>) -> Result<usize, Fail> {
    match t {
        Some(0) => Err(Fail(2, "error: --threads must be at least 1".into())),
        Some(t) => Ok(t),
        None => Ok(std::thread::available_parallelism().map_or(1, |n| n.get())),
    }
}

fn run_func(
    file: &str,
    name: &str,
    b: Backend,
    gpu: (ptxjit::GpuMode, Option<&str>),
    (inputs, threads): (Option<&str>, usize),
    values: &[String],
) -> Result<(), Fail> {
    let (source, mut m) = load(file)?;
    gpu_setup(&mut m, gpu)?;
    b.available().map_err(|e| fail(file, &source, e))?;
    let sig = m.signature(name).map_err(|e| fail(file, &source, e))?;
    let (params, rets) = (sig.params, sig.rets);
    let p = m.prepare(b, name).map_err(|e| fail(file, &source, e))?;
    let text_of = |outs: Vec<Vec<u64>>| {
        let mut text = String::new();
        for out in outs {
            let line: Vec<String> = out.iter().zip(&rets).map(|(v, t)| t.hex(*v)).collect();
            text.push_str(&line.join(","));
            text.push('\n');
        }
        text
    };
    let Some(path) = inputs else {
        let row = parse_row(&params, values.iter().map(String::as_str), "command line")?;
        let outs = p.run_rows(&[row]).map_err(|e| fail(file, &source, e))?;
        out!("{}", text_of(outs));
        return Ok(());
    };
    if !values.is_empty() {
        return Err(Fail(
            2,
            "error: give parameter values either as arguments or with --inputs, not both".into(),
        ));
    }
    use std::io::BufRead;
    let reader: Box<dyn BufRead> = if path == "-" {
        Box::new(std::io::BufReader::new(std::io::stdin()))
    } else {
        Box::new(std::io::BufReader::new(std::fs::File::open(path).map_err(
            |e| Fail(1, format!("{}: error: cannot read file: {}", path, e)),
        )?))
    };
    let shown = shown(path);
    // Lines are read in chunks, so memory stays bounded however long the
    // input is. A chunk is split over the workers (at least 1024 rows
    // each), which parse, run and format their part; the parts are printed
    // in input order. `done` rows came before the chunk (for the call
    // numbers in errors).
    let workers = if b == Backend::Gpu { 1 } else { threads.max(1) };
    // A part's text holds the output of every row before its first failing
    // one (a row that does not parse, or a call that stops); the failure
    // comes after it.
    let part = |lines: &[(usize, String)], before: u64| -> (String, Option<Fail>) {
        let mut rows = Vec::with_capacity(lines.len());
        let mut bad = None;
        for (i, t) in lines {
            let fields = t
                .split(|c: char| c == ',' || c.is_whitespace())
                .filter(|s| !s.is_empty());
            match parse_row(&params, fields, &format!("{}:{}", shown, i + 1)) {
                Ok(row) => rows.push(row),
                Err(e) => {
                    bad = Some(e);
                    break;
                }
            }
        }
        let exec_fail = |mut e: ptxjit::Error, before: u64, named: bool| {
            if let ptxjit::Error::Exec(d) = &mut e {
                d.message = renumber_call(&d.message, name, before, named);
            }
            fail(file, &source, e)
        };
        match p.run_rows(&rows) {
            Ok(outs) => (text_of(outs), bad),
            Err(_) => {
                // Some call stopped: run the rows one by one to print the
                // ones before it and name it exactly.
                let mut text = String::new();
                for (k, row) in rows.iter().enumerate() {
                    match p.run_rows(std::slice::from_ref(row)) {
                        Ok(outs) => text.push_str(&text_of(outs)),
                        Err(e) => {
                            let named = rows.len() > 1 || bad.is_some();
                            return (text, Some(exec_fail(e, before + k as u64, named)));
                        }
                    }
                }
                (text, bad)
            }
        }
    };
    let run_chunk = |lines: &[(usize, String)], done: &mut u64| -> Result<(), Fail> {
        let per = lines.len().div_ceil(workers).max(1024);
        let results: Vec<(String, Option<Fail>)> = if lines.len() <= per {
            vec![part(lines, *done)]
        } else {
            std::thread::scope(|s| {
                let hs: Vec<_> = lines
                    .chunks(per)
                    .enumerate()
                    .map(|(k, ls)| {
                        let before = *done + (k * per) as u64;
                        s.spawn(move || part(ls, before))
                    })
                    .collect();
                hs.into_iter()
                    .map(|h| {
                        h.join().unwrap_or_else(|_| {
                            (
                                String::new(),
                                Some(Fail(1, "error: a worker thread panicked".into())),
                            )
                        })
                    })
                    .collect()
            })
        };
        for (text, failure) in results {
            // What ran before a failing call is printed first.
            out!("{}", text);
            if let Some(f) = failure {
                return Err(f);
            }
        }
        *done += lines.len() as u64;
        Ok(())
    };
    const CHUNK: usize = 1 << 16;
    let mut lines = Vec::with_capacity(CHUNK);
    let mut done = 0u64;
    for (i, line) in reader.split(b'\n').enumerate() {
        let line = line.map_err(|e| Fail(1, format!("{}: error: {}", shown, e)))?;
        let line = String::from_utf8_lossy(&line);
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        lines.push((i, t.to_string()));
        if lines.len() == CHUNK {
            run_chunk(&lines, &mut done)?;
            lines.clear();
        }
    }
    if !lines.is_empty() || done == 0 {
        run_chunk(&lines, &mut done)?;
    }
    Ok(())
}

/// `function 'f', call K: ...` from a chunk, with K counted from the first
/// row of the whole input (`before` rows came earlier). A message from a
/// one-row run names no call: it is named when `before > 0` or `named`.
fn renumber_call(message: &str, name: &str, before: u64, named: bool) -> String {
    let head = format!("function '{}', call ", name);
    if let Some(rest) = message.strip_prefix(&head) {
        if let Some((k, tail)) = rest.split_once(':') {
            if let Ok(k) = k.parse::<u64>() {
                return format!("{}{}:{}", head, k + before, tail);
            }
        }
    } else if before > 0 || named {
        let plain = format!("function '{}': ", name);
        if let Some(tail) = message.strip_prefix(&plain) {
            return format!("{}{}: {}", head, before + 1, tail);
        }
    }
    message.to_string()
}

fn parse_row<'a>(
    params: &[IntType],
    fields: impl Iterator<Item = &'a str>,
    at: &str,
) -> Result<Vec<u64>, Fail> {
    let fields: Vec<&str> = fields.collect();
    if fields.len() != params.len() {
        return Err(Fail(
            1,
            format!(
                "{}: error: expected {} value(s), found {}",
                at,
                params.len(),
                fields.len()
            ),
        ));
    }
    fields
        .iter()
        .zip(params)
        .map(|(s, t)| {
            parse_value(s, t.bits()).ok_or_else(|| {
                Fail(
                    1,
                    format!(
                        "{}: error: value '{}' is not a {}-bit integer (decimal or 0x hex)",
                        at,
                        s,
                        t.bits()
                    ),
                )
            })
        })
        .collect()
}

/// Decimal (leading `-` allowed) or `0x` hex; must fit `bits` as signed or
/// unsigned. Returns the bit pattern.
pub(crate) fn parse_value(s: &str, bits: u32) -> Option<u64> {
    let (neg, body) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s),
    };
    let mag: u128 = if let Some(h) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        if h.is_empty() || h.len() > 32 {
            return None;
        }
        u128::from_str_radix(h, 16).ok()?
    } else {
        if body.is_empty() || !body.bytes().all(|c| c.is_ascii_digit()) || body.len() > 38 {
            return None;
        }
        body.parse().ok()?
    };
    let v: i128 = if neg {
        -(i128::try_from(mag).ok()?)
    } else {
        i128::try_from(mag).ok()?
    };
    let lo = -(1i128 << (bits - 1));
    let hi = (1i128 << bits) - 1;
    if v < lo || v > hi {
        return None;
    }
    let m = if bits == 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    Some((v as u64) & m)
}
