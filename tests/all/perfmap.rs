//! perf map files (`/tmp/perf-<pid>.map`): `perf report` names the code
//! ptxjit generates by the PTX function it came from.

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

#[test]
fn functions_and_kernels_are_named_in_the_perf_map() {
    let on = [("PTXJIT_PERF_MAP", "1")];
    let lines = map_of(
        &[
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
        ],
        &on,
    )
    .expect("a perf map with PTXJIT_PERF_MAP=1");
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

    let lines = map_of(
        &[
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
        ],
        &on,
    )
    .expect("a perf map for a kernel");
    assert!(
        lines
            .iter()
            .any(|l| l.2 == "ptx:kernel block_sum" && l.1 > 0),
        "{lines:x?}"
    );
}

#[test]
fn no_perf_map_unless_asked() {
    let lines = map_of(
        &[
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
        ],
        &[],
    );
    assert!(lines.is_none(), "{lines:?}");
}
