//! No input may panic: mutated versions of the bundled examples go through
//! parse, check, the interpreter and the host JIT, and each stage either
//! succeeds or returns a typed error.

use ptxjit::{Backend, Error, Module};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        super::Rng::step(&mut self.0)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Pieces of PTX that mutations splice in: they keep many mutants
/// syntactically valid so the later stages get exercised too.
const PIECES: &[&str] = &[
    "0",
    "1",
    "-1",
    "0xffffffff",
    "32",
    "64",
    "255",
    ".u32",
    ".s32",
    ".u64",
    ".b16",
    ".sat",
    ".cc",
    ".hi",
    ".lo",
    ".wide",
    ".b0",
    ".h1",
    ".b3210",
    ".add",
    ".min",
    ";",
    ",",
    "{",
    "}",
    "@%p1 ",
    "bra L;",
    "%r1",
];

fn mutate(src: &str, rng: &mut Rng) -> String {
    let mut s: Vec<u8> = src.as_bytes().to_vec();
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(s.len());
        match rng.below(4) {
            0 => {
                let end = (at + 1 + rng.below(8)).min(s.len());
                s.drain(at..end);
            }
            1 => {
                let p = PIECES[rng.below(PIECES.len())].as_bytes();
                s.splice(at..at, p.iter().copied());
            }
            2 => {
                // Swap a number for another.
                if let Some(pos) = s[at..].iter().position(|c| c.is_ascii_digit()) {
                    s[at + pos] = b'0' + rng.below(10) as u8;
                }
            }
            _ => {
                // Duplicate a line.
                let line_start = s[..at]
                    .iter()
                    .rposition(|&c| c == b'\n')
                    .map_or(0, |p| p + 1);
                let line_end = s[at..]
                    .iter()
                    .position(|&c| c == b'\n')
                    .map_or(s.len(), |p| at + p);
                let line = s[line_start..line_end].to_vec();
                s.splice(line_end..line_end, std::iter::once(b'\n').chain(line));
            }
        }
    }
    String::from_utf8_lossy(&s).into_owned()
}

#[test]
fn mutated_examples_never_panic() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/examples");
    let mut sources: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ptx"))
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect();
    sources.sort();
    assert!(sources.len() >= 3);
    let mut rng = Rng(42);
    let (mut checked, mut ran) = (0, 0);
    for i in 0..1500 {
        let src = mutate(&sources[i % sources.len()], &mut rng);
        let Ok(mut m) = Module::from_ptx(&src) else {
            continue;
        };
        checked += 1;
        m.set_step_limit(10_000);
        for c in m.callables() {
            let Ok(f) = m.signature(&c.name) else {
                continue;
            };
            let args: Vec<u64> = f.params.iter().map(|_| rng.next()).collect();
            let args: Vec<u64> = args
                .iter()
                .zip(&f.params)
                .map(|(v, p)| {
                    if p.bits() >= 64 {
                        *v
                    } else {
                        v & ((1 << p.bits()) - 1)
                    }
                })
                .collect();
            let interp = m.call(Backend::Interp, &c.name, &args);
            match &interp {
                Ok(_) => ran += 1,
                Err(Error::Exec(_)) | Err(Error::Compile(_)) | Err(Error::Usage(_)) => {}
                Err(e) => panic!("unexpected error kind {e}"),
            }
            // The host JIT may reject what it cannot compile, but must not
            // panic, and where both run they agree. Native code has no step
            // limit, so only mutants the interpreter finished run on the host.
            if let Ok(int) = &interp {
                if let Ok(host) = m.call(Backend::Host, &c.name, &args) {
                    assert_eq!(&host, int, "host and interp disagree on mutant:\n{src}");
                }
            }
        }
    }
    assert!(checked > 100, "only {checked} mutants checked");
    assert!(ran > 50, "only {ran} mutant calls ran");
}

/// Every `.ptx` file of the repository (examples, benchmarks, test
/// corpora), sorted by path.
fn corpus() -> Vec<(String, String)> {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut out = Vec::new();
    for dir in ["examples", "benches/ptx", "tests/cuda", "tests/ptx"] {
        let Ok(rd) = std::fs::read_dir(format!("{root}/{dir}")) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.extension().is_some_and(|x| x == "ptx") {
                if let Ok(t) = std::fs::read_to_string(&p) {
                    out.push((p.display().to_string(), t));
                }
            }
        }
    }
    out.sort();
    out
}

/// Runs the ptxjit binary with `args` under a 4 GB address-space limit
/// (`ulimit -v`), killing it after `secs`: returns the exit status (`None`
/// when killed by a signal or by the deadline) and stderr.
fn run_bounded(args: &[String], secs: u64) -> (Option<i32>, String, bool) {
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};
    let bin = env!("CARGO_BIN_EXE_ptxjit");
    let mut child = Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 4000000; exec \"$0\" \"$@\"")
        .arg(bin)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn ptxjit");
    let deadline = Instant::now() + Duration::from_secs(secs);
    let mut hung = false;
    let status = loop {
        if let Ok(Some(st)) = child.try_wait() {
            break Some(st);
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            hung = true;
            break child.wait().ok();
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    let mut err = String::new();
    if let Some(mut e) = child.stderr.take() {
        use std::io::Read;
        let _ = e.read_to_string(&mut err);
    }
    (status.and_then(|s| s.code()), err, hung)
}

/// `n` mutants of the corpus through `check` and `run` on every host
/// backend: each process must end on its own (limits: 10^6 steps, a 5 s
/// timeout, 256M of memory) with status 0, 1, 2 or 3, never a panic or a
/// signal. Returns (mutants, processes run, processes per exit status).
fn mutate_corpus(n: usize, seed: u64) -> (usize, usize, [usize; 4]) {
    let files = corpus();
    assert!(files.len() >= 8, "corpus: {} files", files.len());
    let dir = std::env::temp_dir().join(format!("ptxjit-mutants-{}-{seed}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut rng = Rng(seed);
    let mut procs = 0;
    let mut by_code = [0usize; 4];
    for i in 0..n {
        let (name, text) = &files[i % files.len()];
        let src = mutate(text, &mut rng);
        let path = dir.join(format!("m{}.ptx", i % 16));
        std::fs::write(&path, &src).unwrap();
        let path = path.display().to_string();
        let mut cmds: Vec<Vec<String>> = vec![vec!["check".into(), path.clone()]];
        // What to run: the callables of the mutant, as the library sees them.
        if let Ok(m) = Module::from_ptx(&src) {
            for c in m.callables().into_iter().take(3) {
                let b = ["host", "interp", "llvm"][rng.below(3)];
                let mut cmd: Vec<String> = ["run", &path, "--backend", b]
                    .iter()
                    .map(|s| s.to_string())
                    .collect();
                cmd.extend(
                    [
                        "--max-steps",
                        "1000000",
                        "--timeout",
                        "5",
                        "--mem-limit",
                        "256M",
                    ]
                    .iter()
                    .map(|s| s.to_string()),
                );
                if c.kind == ptxjit::Kind::Entry {
                    cmd.extend(["--kernel".into(), c.name.clone()]);
                    cmd.extend(["--grid".into(), "2".into(), "--block".into(), "33".into()]);
                    for (k, p) in c.params.iter().enumerate() {
                        cmd.push("--arg".into());
                        cmd.push(if p.size == 8 {
                            format!("buf:u32[{}]=random:{k}", 64 + rng.below(512))
                        } else {
                            format!("u32:{}", rng.below(100))
                        });
                    }
                } else {
                    cmd.extend(["--func".into(), c.name.clone()]);
                    for _ in &c.params {
                        cmd.push(format!("{}", rng.below(1000)));
                    }
                }
                cmds.push(cmd);
            }
        }
        for cmd in cmds {
            let (code, err, hung) = run_bounded(&cmd, 60);
            procs += 1;
            assert!(
                !hung,
                "ptxjit {cmd:?} did not end within 60 s; mutant of {name}:\n{src}"
            );
            assert!(
                matches!(code, Some(0..=3)) && !err.contains("panicked"),
                "ptxjit {cmd:?} ended with {code:?}: {err}\nmutant of {name}:\n{src}"
            );
            by_code[code.unwrap_or(0) as usize] += 1;
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    (n, procs, by_code)
}

/// The CI-sized run of [`mutate_corpus`].
#[test]
fn mutated_corpus_through_the_cli_ends_cleanly() {
    let (n, procs, by_code) = mutate_corpus(120, 7);
    assert!(procs > n, "only {procs} processes for {n} mutants");
    // Many mutants still check and run to the end (a quarter of the
    // processes: most mutants of the large clang files no longer parse).
    assert!(by_code[0] * 4 > procs, "exit statuses 0..3: {by_code:?}");
}

/// The long run: `PTXJIT_MUTANTS=N PTXJIT_SEED=S cargo test --release
/// --test all -- --ignored mutation_campaign --nocapture`.
#[test]
#[ignore]
fn mutation_campaign() {
    let n = std::env::var("PTXJIT_MUTANTS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5000);
    let seed = std::env::var("PTXJIT_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let t = std::time::Instant::now();
    let (n, procs, by_code) = mutate_corpus(n, seed);
    println!(
        "mutation campaign: {n} mutants, {procs} processes (exit 0/1/2/3: {by_code:?}), no panic, signal or hang, {:.0} s",
        t.elapsed().as_secs_f64()
    );
}
