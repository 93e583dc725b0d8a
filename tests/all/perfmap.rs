//! perf map files (`/tmp/perf-<pid>.map`): `perf report` names the code
//! ptxjit generates by the PTX function it came from, or by PTX line.

use std::process::Command;

/// Runs the CLI with `env`, returns its perf map's lines (and removes the
/// file), or `None` when it wrote none.
fn map_of(args: &[&str], env: &[(&str, &str)]) -> Option<Vec<(u64, u64, String)>> {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_ptxjit"));
    cmd.args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("PERF_BUILDID_DIR")
        .env_remove("PTXJIT_PERF_MAP");
    for (k, v) in env {
        cmd.env(k, v);
    }
    let child = cmd
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("spawn ptxjit");
    let pid = child.id();
    let out = child.wait_with_output().expect("ptxjit ran");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let path = std::env::temp_dir().join(format!("perf-{pid}.map"));
    let text = std::fs::read_to_string(&path).ok()?;
    let _ = std::fs::remove_file(&path);
    Some(
        text.lines()
            .map(|l| {
                let mut it = l.splitn(3, ' ');
                let start = u64::from_str_radix(it.next().unwrap(), 16).expect("hex start");
                let size = u64::from_str_radix(it.next().unwrap(), 16).expect("hex size");
                (start, size, it.next().expect("a name").to_string())
            })
            .collect(),
    )
}

/// A call of the example 128-bit add (a `.func`).
const ADD128: &[&str] = &[
    "run",
    "examples/carry_chain.ptx",
    "--func",
    "add128",
    "1",
    "2",
    "3",
    "4",
    "5",
    "6",
    "7",
    "8",
];

/// A launch of the example block reduction (a kernel with barriers).
const BLOCK_SUM: &[&str] = &[
    "run",
    "examples/reduce.ptx",
    "--kernel",
    "block_sum",
    "--grid",
    "2",
    "--block",
    "64",
    "--arg",
    "buf:u32[128]=iota",
    "--arg",
    "buf:u32[2]=zeros",
];

#[test]
fn functions_and_kernels_are_named_in_the_perf_map() {
    let on = [("PTXJIT_PERF_MAP", "1")];
    let lines = map_of(ADD128, &on).expect("a perf map with PTXJIT_PERF_MAP=1");
    let names: Vec<&str> = lines.iter().map(|l| l.2.as_str()).collect();
    assert_eq!(
        names,
        ["ptx:add128 (rows)", "ptx:add128 (call)"],
        "{lines:x?}"
    );
    // Each is real code: non-empty, and the two do not overlap.
    assert!(lines.iter().all(|l| l.1 > 0 && l.0 > 0), "{lines:x?}");
    let (a, b) = (&lines[0], &lines[1]);
    assert!(a.0 + a.1 <= b.0 || b.0 + b.1 <= a.0, "{lines:x?}");

    let lines = map_of(BLOCK_SUM, &on).expect("a perf map for a kernel");
    assert!(
        lines
            .iter()
            .any(|l| l.2 == "ptx:kernel block_sum" && l.1 > 0),
        "{lines:x?}"
    );
}

#[test]
fn no_perf_map_unless_asked() {
    let lines = map_of(ADD128, &[]);
    assert!(lines.is_none(), "{lines:?}");
}

#[test]
fn lines_mode_names_each_ptx_line_of_a_kernel() {
    let src = std::fs::read_to_string(format!(
        "{}/examples/reduce.ptx",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let lines = map_of(BLOCK_SUM, &[("PTXJIT_PERF_MAP", "lines")])
        .expect("a perf map with PTXJIT_PERF_MAP=lines");
    let kernel: Vec<&(u64, u64, String)> = lines
        .iter()
        .filter(|l| l.2.starts_with("ptx:kernel block_sum"))
        .collect();
    // Every entry names the kernel's code of no PTX line, its register
    // moves, or a line and
    // the instruction on it: the source's own line starts with the same
    // opcode (immediates print in hex and `bra.uni` as `bra`, so only the
    // opcode is compared).
    let mut named = std::collections::BTreeSet::new();
    for (_, size, name) in &kernel {
        assert!(*size > 0, "{name}");
        let Some(rest) = name.strip_prefix("ptx:kernel block_sum :") else {
            assert!(
                name == "ptx:kernel block_sum (no PTX line)"
                    || name == "ptx:kernel block_sum (register moves)",
                "{name}"
            );
            continue;
        };
        let (line, text) = rest.split_once(' ').expect("line and text");
        let line: usize = line.parse().expect("a line number");
        let source = src
            .lines()
            .nth(line - 1)
            .expect("a line of the file")
            .trim();
        let mnemonic = |s: &str| {
            s.trim_start_matches(['@', '%', '!'])
                .split_whitespace()
                .find(|w| w.contains('.') || w.chars().all(|c| c.is_ascii_lowercase()))
                .map(|w| w.split('.').next().unwrap_or(w).to_string())
        };
        assert_eq!(
            mnemonic(text),
            mnemonic(source),
            "{name} vs line {line}: {source}"
        );
        named.insert(line);
    }
    // The checked accesses and the barrier have code of their own.
    for want in [
        "ld.global.u32 %r5",
        "st.shared.u32 [%r8], %r5;",
        "bar.sync 0;",
        "st.global.u32",
    ] {
        let line = src
            .lines()
            .position(|l| l.trim().starts_with(want))
            .unwrap()
            + 1;
        assert!(
            named.contains(&line),
            "no entry for line {line} ({want}): {kernel:?}"
        );
    }
    // The entries tile the kernel's code: sorted by address, none overlaps.
    let mut spans: Vec<(u64, u64)> = kernel.iter().map(|l| (l.0, l.0 + l.1)).collect();
    spans.sort();
    for w in spans.windows(2) {
        assert!(w[0].1 <= w[1].0, "overlap: {w:x?}");
    }
}

#[test]
fn llvm_code_is_named_in_the_perf_map() {
    if ptxjit::Backend::Llvm.available().is_err() {
        return;
    }
    let with = |args: &[&str], env: &[(&str, &str)]| {
        let mut a = args.to_vec();
        a.extend(["--backend", "llvm"]);
        map_of(&a, env)
    };
    // Asked for: the kernel's entry (with its vector form inlined) and the
    // batched entry of a `.func`, as the Cranelift tier names them, marked.
    let lines = with(BLOCK_SUM, &[("PTXJIT_PERF_MAP", "1")]).expect("a perf map");
    assert!(
        lines
            .iter()
            .any(|l| l.2 == "ptx:kernel block_sum (llvm)" && l.0 > 0 && l.1 > 0),
        "{lines:x?}"
    );
    let lines = with(ADD128, &[("PTXJIT_PERF_MAP", "1")]).expect("a perf map");
    assert!(
        lines
            .iter()
            .any(|l| l.2 == "ptx:add128 (rows, llvm)" && l.0 > 0 && l.1 > 0),
        "{lines:x?}"
    );
    // Under `perf record` (which sets PERF_BUILDID_DIR) LLVM's code is
    // named without asking, as cranelift-jit names its own; the entries
    // never overlap.
    let dir = std::env::temp_dir();
    let dir = dir.to_str().unwrap();
    let mut lines = with(BLOCK_SUM, &[("PERF_BUILDID_DIR", dir)]).expect("a perf map");
    assert!(
        lines.iter().any(|l| l.2 == "ptx:kernel block_sum (llvm)"),
        "{lines:x?}"
    );
    lines.sort();
    for w in lines.windows(2) {
        assert!(w[0].0 + w[0].1 <= w[1].0, "overlap: {w:x?}");
    }
    // PTXJIT_PERF_MAP=0 turns ptxjit's entries off there too.
    let lines = with(
        BLOCK_SUM,
        &[("PERF_BUILDID_DIR", dir), ("PTXJIT_PERF_MAP", "0")],
    )
    .unwrap_or_default();
    assert!(!lines.iter().any(|l| l.2.ends_with("(llvm)")), "{lines:x?}");
}
