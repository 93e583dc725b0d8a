//! Real clients, unmodified, on ptxjit's `libcuda.so.1`: the cudarc
//! program of `examples/cudarc_client.rs` (CUDA C compiled by NVRTC) and a
//! cuda-python driver-API sample (`tests/python/driver_sample.py`), each on
//! the host backend and on the interpreter. Each checks its own results
//! against values it works out on the CPU and says `all checks passed`.
//!
//! NVRTC and cuda-python come from PyPI wheels that `scripts/setup.sh`
//! installs into `.tools/venv`; without them these tests fail and say so.

use std::path::{Path, PathBuf};
use std::process::Command;

/// `target/<profile>`, from this test binary's path (`.../deps/clients-*`).
fn target_dir() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    exe.parent().unwrap().parent().unwrap().to_path_buf()
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// A directory holding `libcuda.so.1` (a link to the built library), made
/// once for all the tests of this binary.
fn driver_dir() -> PathBuf {
    static DIR: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    DIR.get_or_init(|| {
        // `cargo test` leaves the cdylib in deps/ (`cargo build` also
        // copies it up a level).
        let lib = target_dir().join("deps/libcuda.so");
        assert!(lib.exists(), "{} is not built", lib.display());
        let dir = target_dir().join("ptxjit-driver");
        std::fs::create_dir_all(&dir).unwrap();
        let link = dir.join("libcuda.so.1");
        if std::fs::read_link(&link).ok().as_deref() != Some(lib.as_path()) {
            let _ = std::fs::remove_file(&link);
            std::os::unix::fs::symlink(&lib, &link).unwrap();
        }
        dir
    })
    .clone()
}

fn venv_site() -> PathBuf {
    let lib = root().join(".tools/venv/lib");
    let py = std::fs::read_dir(&lib)
        .unwrap_or_else(|_| panic!("{} is missing: run scripts/setup.sh", lib.display()))
        .filter_map(|e| e.ok())
        .find(|e| e.file_name().to_string_lossy().starts_with("python3"))
        .expect("a python3.x directory in the venv");
    py.path().join("site-packages")
}

/// Where NVRTC's `libnvrtc.so.12` is.
fn nvrtc_dir() -> PathBuf {
    let d = venv_site().join("nvidia/cuda_nvrtc/lib");
    assert!(
        d.join("libnvrtc.so.12").exists(),
        "NVRTC is missing from {}: run scripts/setup.sh",
        d.display()
    );
    d
}

fn run(cmd: Command, backend: &str) -> String {
    run_err(cmd, backend).0
}

/// Runs a client that prints "all checks passed" at the end; gives its
/// stdout and stderr.
fn run_err(mut cmd: Command, backend: &str) -> (String, String) {
    let path = format!("{}:{}", driver_dir().display(), nvrtc_dir().display());
    let out = cmd
        .env("LD_LIBRARY_PATH", path)
        .env("PTXJIT_BACKEND", backend)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(
        out.status.success() && stdout.trim_end().ends_with("all checks passed"),
        "status {:?}\nstdout:\n{}\nstderr:\n{}",
        out.status,
        stdout,
        stderr
    );
    (stdout, stderr)
}

fn cudarc(backend: &str) {
    let exe = target_dir().join("examples/cudarc_client");
    assert!(exe.exists(), "{} is not built", exe.display());
    let out = run(Command::new(exe), backend);
    // The program ran every check (a missing line would be a skipped one).
    for line in [
        "device: ptxjit CPU device (sm_90)",
        "add256 (",
        "bitonic sort (78 launches): ok",
        "gather through a __device__ pointer: ok",
        "block sums in shared memory: ok",
        "vabsdiff4: ok",
    ] {
        assert!(out.contains(line), "missing '{}' in:\n{}", line, out);
    }
}

#[test]
fn cudarc_program_on_host() {
    cudarc("host");
}

#[test]
fn cudarc_program_on_interp() {
    cudarc("interp");
}

/// `compare-recordings` of two recordings of the cudarc program: its 82
/// launches left the same memory.
fn all_82_match(a: &Path, b: &Path) {
    let out = Command::new(ptxjit_bin())
        .arg("compare-recordings")
        .args([a, b])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(
        stdout.starts_with("82 launches, ") && stdout.contains("all match"),
        "{stdout}"
    );
}

/// The default backend where the driver was built with LLVM: tiered.
/// With `PTXJIT_TIER_UP_MS=0` and `PTXJIT_TIER_WAIT=1` every kernel's LLVM
/// compile starts at its first launch, which waits for it: the first
/// launch of each kernel runs Cranelift's code, the later ones LLVM's
/// (`PTXJIT_TIER_LOG` says so). The program passes its checks and each
/// launch leaves what the host backend leaves.
#[test]
fn cudarc_program_on_the_default_tiered_backend() {
    if ptxjit::Backend::Llvm.available().is_err() {
        return;
    }
    let host = record("host", "host-vs-tiered");
    let (tiered, log) = record_with(
        "",
        "tiered",
        &[
            ("PTXJIT_TIER_UP_MS", "0"),
            ("PTXJIT_TIER_WAIT", "1"),
            ("PTXJIT_TIER_LOG", "1"),
        ],
    );
    let switched: Vec<&str> = log
        .lines()
        .filter(|l| l.contains("LLVM's code from launch"))
        .collect();
    println!("{}", switched.join("\n"));
    // The bitonic sort's kernel, launched 78 times, switched at launch 2.
    assert!(
        switched
            .iter()
            .any(|l| l.contains("bitonic") && l.contains("from launch 2 on")),
        "{log}"
    );
    assert!(
        switched.iter().all(|l| l.contains("from launch 2 on")),
        "{log}"
    );
    all_82_match(&host, &tiered);
}

/// `PTXJIT_BACKEND=llvm`: where the driver was built with LLVM (the ptxjit
/// it links is this test's), the program passes every check on the LLVM
/// tier and leaves what the host backend leaves after each launch;
/// without LLVM the driver says so and has no device.
#[test]
fn cudarc_program_on_llvm() {
    if ptxjit::Backend::Llvm.available().is_err() {
        let path = format!("{}:{}", driver_dir().display(), nvrtc_dir().display());
        let out = Command::new(target_dir().join("examples/cudarc_client"))
            .env("LD_LIBRARY_PATH", path)
            .env("PTXJIT_BACKEND", "llvm")
            .output()
            .unwrap();
        assert!(!out.status.success());
        assert!(String::from_utf8_lossy(&out.stderr).contains("PTXJIT_BACKEND='llvm'"));
        return;
    }
    cudarc("llvm");
    let (host, llvm) = (record("host", "host-vs-llvm"), record("llvm", "llvm"));
    all_82_match(&host, &llvm);
}

fn python(backend: &str) -> String {
    let py = root().join(".tools/venv/bin/python");
    assert!(
        py.exists(),
        "{} is missing: run scripts/setup.sh",
        py.display()
    );
    let mut cmd = Command::new(py);
    cmd.arg(root().join("cuda/tests/python/driver_sample.py"));
    run(cmd, backend)
}

#[test]
fn cuda_python_sample_on_host() {
    python("host");
}

#[test]
fn cuda_python_sample_on_interp() {
    python("interp");
}

/// The `ptxjit` binary of this build (built here when `cargo test` of this
/// package alone did not build it).
fn ptxjit_bin() -> PathBuf {
    let bin = target_dir().join("ptxjit");
    if !bin.exists() {
        let mut c = Command::new(env!("CARGO"));
        c.args(["build", "-p", "ptxjit", "--bin", "ptxjit"]);
        if target_dir().ends_with("release") {
            c.arg("--release");
        }
        assert!(
            c.status().unwrap().success(),
            "cargo build of ptxjit failed"
        );
    }
    bin
}

/// Records the cudarc program on `backend` into a fresh directory.
fn record(backend: &str, name: &str) -> PathBuf {
    record_with(backend, name, &[]).0
}

/// As [`record`], with more environment; also gives the program's stderr.
fn record_with(backend: &str, name: &str, env: &[(&str, &str)]) -> (PathBuf, String) {
    let dir = target_dir().join(format!("ptxjit-recordings/{}", name));
    let _ = std::fs::remove_dir_all(&dir);
    let exe = target_dir().join("examples/cudarc_client");
    let mut cmd = Command::new(exe);
    cmd.env("PTXJIT_RECORD", &dir)
        .env("PTXJIT_RECORD_BYTES", "1");
    for (k, v) in env {
        cmd.env(k, v);
    }
    let stderr = run_err(cmd, backend).1;
    (dir, stderr)
}

/// The cudarc program as an H100 ran it (NVIDIA's driver 580.159 behind
/// this driver's pass-through, 2026-11-27;
/// tests/vectors/recordings/h100-cudarc-client): every allocation after
/// each of the 82 launches is what the host backend leaves, except the
/// `__device__` pointer the program stores (a device address, which
/// differs between the two by nature).
#[test]
fn the_h100_recording_matches_the_host_backend() {
    let host = record("host", "vs-h100");
    let gpu = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/vectors/recordings/h100-cudarc-client");
    let cmp = |extra: &[&str]| {
        let out = Command::new(ptxjit_bin())
            .arg("compare-recordings")
            .args([&gpu, &host])
            .args(extra)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
        )
    };
    let (code, out) = cmp(&[]);
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.starts_with(
            "launch 80: kernel 'gather': allocation 'module 1/g_table' (8 bytes) differs"
        ),
        "{out}"
    );
    let (code, out) = cmp(&["--ignore", "module 1/g_table"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(
        out.starts_with("82 launches, ") && out.contains("'module 1/g_table' not compared"),
        "{out}"
    );
}

#[test]
fn recordings_of_host_and_interp_agree_and_a_difference_is_named() {
    let (h, i) = (record("host", "host"), record("interp", "interp"));
    let cmp = |a: &Path, b: &Path| {
        let out = Command::new(ptxjit_bin())
            .arg("compare-recordings")
            .args([a, b])
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    // 1 + 78 + 1 + 1 + 1 launches of the program; every allocation the
    // same after each.
    let (code, out, err) = cmp(&h, &i);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(out.starts_with("82 launches, "), "{out}");
    assert!(
        out.trim_end().ends_with("allocation states: all match"),
        "{out}"
    );
    // A seeded difference: byte 6 of allocation 3 (the sums) after the
    // first launch, in the interpreter's recording.
    let text = std::fs::read_to_string(i.join("launches.jsonl")).unwrap();
    let first = text.lines().next().unwrap();
    let v: Vec<&str> = first.split("{\"name\":\"alloc 3\"").collect();
    assert_eq!(v.len(), 2, "{first}");
    let at = v[1].find("\"digest\":\"").unwrap() + 10;
    let mut tail = v[1].to_string();
    tail.replace_range(at..at + 16, "0123456789abcdef");
    let edited = format!("{}{{\"name\":\"alloc 3\"{}", v[0], tail);
    let rest: Vec<&str> = text.lines().skip(1).collect();
    std::fs::write(
        i.join("launches.jsonl"),
        format!("{}\n{}\n", edited, rest.join("\n")),
    )
    .unwrap();
    let bin = i.join("1-alloc_3.bin");
    let mut bytes = std::fs::read(&bin).unwrap();
    bytes[6] ^= 0x10;
    std::fs::write(&bin, &bytes).unwrap();
    let (code, out, err) = cmp(&h, &i);
    assert_eq!(code, Some(1), "{out}{err}");
    let word = |b: &[u8]| u32::from_le_bytes([b[4], b[5], b[6], b[7]]);
    let mut before = bytes.clone();
    before[6] ^= 0x10;
    let want = format!(
        "launch 1: kernel 'add256': allocation 'alloc 3' (32000 bytes) differs after the launch: first difference at byte 6: 0x{:02x} vs 0x{:02x} (u32 at byte 4: 0x{:08x} vs 0x{:08x})\n",
        before[6],
        bytes[6],
        word(&before),
        word(&bytes)
    );
    assert_eq!(out, want);
}

fn numba(backend: &str) {
    let venv = root().join(".tools/numba-venv");
    let py = venv.join("bin/python");
    assert!(
        py.exists(),
        "{} is missing: run scripts/setup.sh",
        py.display()
    );
    let mut cmd = Command::new(py);
    cmd.arg(root().join("cuda/tests/python/numba_sample.py"));
    let out = run(cmd, backend);
    for line in [
        "[ok] elementwise",
        "[ok] shared-memory block sums",
        "[ok] atomic.add histogram",
        "[ok] shfl_down_sync warp sums",
    ] {
        assert!(out.contains(line), "missing '{}' in:\n{}", line, out);
    }
}

#[test]
fn numba_cuda_sample_on_host() {
    numba("host");
}

#[test]
fn numba_cuda_sample_on_interp() {
    numba("interp");
}

#[test]
fn pass_through_to_another_driver_records_the_same_launches() {
    // The "other driver" is a copy of this one (a GPU machine names
    // NVIDIA's libcuda.so.1): every call is forwarded to it, loaded by
    // its path with RTLD_DEEPBIND (the default) or into a link-map
    // namespace of its own, and the launches recorded on the way must be
    // what a direct recording holds.
    let direct = record("host", "direct");
    let other = target_dir().join("ptxjit-driver-other");
    std::fs::create_dir_all(&other).unwrap();
    let copy = other.join("libcuda.so.1");
    std::fs::copy(target_dir().join("deps/libcuda.so"), &copy).unwrap();
    for load in ["", "dlmopen"] {
        pass_through_matches(&direct, &copy, load);
    }
    // Loaded with dlmopen, the other driver runs on a second glibc, which
    // does not support threads it starts (a reused thread stack kept a
    // dead thread's thread-locals: 2 crashes in 170 runs under load). It
    // knows it is in a namespace of its own and starts none: launches run
    // on the caller's thread (the run above), and a timeout, which needs a
    // watchdog thread, is refused.
    let out = Command::new(target_dir().join("examples/cudarc_client"))
        .env(
            "LD_LIBRARY_PATH",
            format!("{}:{}", driver_dir().display(), nvrtc_dir().display()),
        )
        .env("PTXJIT_CUDA_PASSTHROUGH", &copy)
        .env("PTXJIT_CUDA_PASSTHROUGH_LOAD", "dlmopen")
        .env("PTXJIT_TIMEOUT", "5")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        err.contains("PTXJIT_TIMEOUT=5: a timeout needs a watchdog thread, and this driver was loaded with dlmopen into a namespace of its own"),
        "{err}"
    );
    // A pass-through target that cannot be loaded fails every call,
    // loudly, rather than running on ptxjit unnoticed.
    let out = Command::new(target_dir().join("examples/cudarc_client"))
        .env(
            "LD_LIBRARY_PATH",
            format!("{}:{}", driver_dir().display(), nvrtc_dir().display()),
        )
        .env("PTXJIT_CUDA_PASSTHROUGH", other.join("missing.so"))
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("PTXJIT_CUDA_PASSTHROUGH="),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// One pass-through run of the cudarc client to `copy` (`load`: the
/// `PTXJIT_CUDA_PASSTHROUGH_LOAD` mode, "" for the default), recorded and
/// compared with the `direct` recording.
fn pass_through_matches(direct: &Path, copy: &Path, load: &str) {
    let dir = target_dir().join(format!("ptxjit-recordings/pass{load}"));
    let _ = std::fs::remove_dir_all(&dir);
    let mut cmd = Command::new(target_dir().join("examples/cudarc_client"));
    cmd.env("PTXJIT_RECORD", &dir)
        .env("PTXJIT_CUDA_PASSTHROUGH", copy)
        .env("PTXJIT_CUDA_PASSTHROUGH_LOAD", load);
    run(cmd, "host");
    let text = std::fs::read_to_string(dir.join("launches.jsonl")).unwrap();
    assert_eq!(text.lines().count(), 82, "{load}");
    assert!(
        text.lines()
            .all(|l| l.contains("\"driver\":\"pass-through\"")),
        "every launch went through the other driver ({load})"
    );
    let out = Command::new(ptxjit_bin())
        .arg("compare-recordings")
        .args([direct, &dir])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{load}: {stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.starts_with("82 launches, "), "{load}: {stdout}");
}

#[test]
fn environment_settings_are_obeyed() {
    let client = || {
        let mut c = Command::new(target_dir().join("examples/cudarc_client"));
        c.env(
            "LD_LIBRARY_PATH",
            format!("{}:{}", driver_dir().display(), nvrtc_dir().display()),
        );
        c
    };
    // An unknown backend: no device, and the driver says why.
    let out = client().env("PTXJIT_BACKEND", "gpu").output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        err.contains(
            "PTXJIT_BACKEND='gpu': the driver runs kernels on 'host', 'interp' or (a build with LLVM) 'llvm' or 'tiered'"
        )
            && err.contains("CUDA_ERROR_NO_DEVICE"),
        "{err}"
    );
    // 64 KiB of device memory: the module's variables (12 bytes) and the
    // first two 32000-byte buffers fit, the third does not.
    let out = client().env("PTXJIT_DEVICE_MEM", "64K").output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        err.contains("out of device memory: 32000 bytes wanted, 1524 of 65536 free")
            && err.contains("CUDA_ERROR_OUT_OF_MEMORY"),
        "{err}"
    );
}

/// `tests/python/debug_sample.py` on `backend`, with `sanitize` as
/// `PTXJIT_SANITIZE` (none: unset): its stdout and stderr.
fn debug_sample(backend: &str, sanitize: Option<&str>) -> (String, String) {
    let py = root().join(".tools/venv/bin/python");
    let mut cmd = Command::new(py);
    cmd.arg(root().join("cuda/tests/python/debug_sample.py"));
    cmd.env_remove("PTXJIT_SANITIZE");
    if let Some(s) = sanitize {
        cmd.env("PTXJIT_SANITIZE", s);
    }
    let path = format!("{}:{}", driver_dir().display(), nvrtc_dir().display());
    let out = cmd
        .env("LD_LIBRARY_PATH", path)
        .env("PTXJIT_BACKEND", backend)
        .output()
        .unwrap();
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    );
    assert!(
        out.status.success() && stdout.trim_end().ends_with("all checks passed"),
        "status {:?}\nstdout:\n{}\nstderr:\n{}",
        out.status,
        stdout,
        stderr
    );
    (stdout, stderr)
}

#[test]
fn a_python_clients_printf_reaches_its_stdout_in_launch_order() {
    for backend in ["host", "interp"] {
        let (out, _) = debug_sample(backend, None);
        // Block 0's two threads, then block 1's, between the client's own
        // lines.
        assert!(
            out.contains(
                "before hello\nhello from block 0 thread 0 of 7\nhello from block 0 thread 1 of 7\n\
                 hello from block 1 thread 0 of 7\nhello from block 1 thread 1 of 7\nafter hello\n"
            ),
            "{backend}: {out}"
        );
    }
}

#[test]
fn ptxjit_sanitize_makes_a_racy_launch_fail_in_a_python_client() {
    let (_, err) = debug_sample("host", Some("race"));
    assert!(err.contains("race on shared memory"), "{err}");
    assert!(err.contains("(sanitize race)"), "{err}");
}
