//! The recording mode: with `PTXJIT_RECORD=DIR`, every launch appends one
//! JSON line to `DIR/launches.jsonl`: the launch's number, the driver that
//! ran it (`ptxjit host`, `ptxjit interp`, `pass-through`), the kernel, its
//! module (load number and a digest of the PTX), the shape, the parameter
//! bytes, the result, and for every live allocation after the launch (each
//! one the kernel could have written) its stable name, size and digest.
//! With `PTXJIT_RECORD_BYTES=1` the bytes of each allocation after each
//! launch are written too (`DIR/L-NAME.bin`), so that `ptxjit
//! compare-recordings` can name the first byte that differs.
//!
//! Allocations are named by what stays the same from one run of a program
//! to the next, whatever driver runs it: `alloc N` for the N-th
//! `cuMemAlloc` of the process, `module M/VAR` for variable VAR of the M-th
//! module loaded.

use std::io::Write;
use std::sync::Mutex;

use ptxjit::{Device, DeviceModule, Launch};

use super::{say, CUresult};

/// FNV-1a, 64 bits: a digest to tell equal bytes from different ones.
pub fn digest(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

struct Recorder {
    dir: std::path::PathBuf,
    bytes: bool,
    launches: u64,
    out: std::fs::File,
}

static REC: Mutex<Option<Recorder>> = Mutex::new(None);

/// Starts recording when `PTXJIT_RECORD` names a directory (at `cuInit`).
pub fn start() {
    let Some(dir) = std::env::var_os("PTXJIT_RECORD") else {
        return;
    };
    // The copy that passes through records; its target does not.
    if super::pass::is_target() {
        return;
    }
    let dir = std::path::PathBuf::from(dir);
    let file = std::fs::create_dir_all(&dir).and_then(|_| {
        std::fs::OpenOptions::new()
            .create(true)
            .write(true)
            .truncate(true)
            .open(dir.join("launches.jsonl"))
    });
    match file {
        Ok(out) => {
            let mut r = REC.lock().unwrap_or_else(|p| p.into_inner());
            *r = Some(Recorder {
                dir,
                bytes: std::env::var("PTXJIT_RECORD_BYTES").as_deref() == Ok("1"),
                launches: 0,
                out,
            });
        }
        Err(e) => say(&format!(
            "PTXJIT_RECORD={}: cannot write there: {}",
            dir.display(),
            e
        )),
    }
}

/// A JSON string.
fn quote(s: &str) -> String {
    let mut o = String::with_capacity(s.len() + 2);
    o.push('"');
    for c in s.chars() {
        match c {
            '"' => o.push_str("\\\""),
            '\\' => o.push_str("\\\\"),
            c if (c as u32) < 0x20 => o.push_str(&format!("\\u{:04x}", c as u32)),
            c => o.push(c),
        }
    }
    o.push('"');
    o
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{:02x}", x)).collect()
}

/// Whether launches are being recorded.
pub fn on() -> bool {
    REC.lock().unwrap_or_else(|p| p.into_inner()).is_some()
}

/// One launch, as recorded.
pub struct Entry<'a> {
    /// The kernel's name.
    pub kernel: &'a str,
    /// Its module's load number.
    pub module: u64,
    /// The module's PTX text.
    pub ptx: &'a str,
    /// The launch's shape.
    pub launch: &'a Launch,
    /// Each parameter's bytes.
    pub params: &'a [Vec<u8>],
    /// What the launch returned.
    pub result: CUresult,
    /// Which driver ran it: `ptxjit host`, `ptxjit interp`, `pass-through`.
    pub driver: &'a str,
}

/// Records a launch that just returned `result`, on ptxjit's device.
pub fn launch(
    dev: &Device,
    module: &DeviceModule,
    kernel: &str,
    l: &Launch,
    params: &[Vec<u8>],
    result: CUresult,
) {
    if !on() {
        return;
    }
    let allocs = dev.allocations();
    let driver = format!("ptxjit {}", dev.backend().name());
    let entry = Entry {
        driver: &driver,
        kernel,
        module: module.load_number(),
        ptx: module.module().source(),
        launch: l,
        params,
        result,
    };
    write(
        &entry,
        allocs.iter().map(|a| {
            let name = match a.module {
                Some(m) => format!("module {}/{}", m, a.name),
                None => a.name.replace("allocation ", "alloc "),
            };
            let mut b = vec![0u8; a.size as usize];
            let ok = dev.read_bytes(a.addr, &mut b).is_ok();
            (name, ok.then_some(b))
        }),
    );
}

/// Writes one launch record: `allocs` gives each live allocation's
/// run-stable name and its bytes after the launch (`None`: unreadable).
pub fn write(e: &Entry, allocs: impl Iterator<Item = (String, Option<Vec<u8>>)>) {
    let mut g = REC.lock().unwrap_or_else(|p| p.into_inner());
    let Some(r) = g.as_mut() else { return };
    r.launches += 1;
    let n = r.launches;
    let mut list = Vec::new();
    for (name, b) in allocs {
        let Some(b) = b else { continue };
        if r.bytes {
            let file = format!("{}-{}.bin", n, name.replace(['/', ' '], "_"));
            if let Err(e) = std::fs::write(r.dir.join(&file), &b) {
                say(&format!("PTXJIT_RECORD: {}: {}", file, e));
            }
        }
        list.push(format!(
            "{{\"name\":{},\"size\":{},\"digest\":\"{:016x}\"}}",
            quote(&name),
            b.len(),
            digest(&b)
        ));
    }
    let l = e.launch;
    let line = format!(
        "{{\"launch\":{},\"driver\":{},\"kernel\":{},\"module\":{},\"ptx_digest\":\"{:016x}\",\"grid\":[{},{},{}],\"block\":[{},{},{}],\"shared\":{},\"params\":[{}],\"result\":{},\"allocations\":[{}]}}\n",
        n,
        quote(e.driver),
        quote(e.kernel),
        e.module,
        digest(e.ptx.as_bytes()),
        l.grid[0],
        l.grid[1],
        l.grid[2],
        l.block[0],
        l.block[1],
        l.block[2],
        l.dynamic_shared,
        e.params
            .iter()
            .map(|p| quote(&hex(p)))
            .collect::<Vec<_>>()
            .join(","),
        e.result,
        list.join(",")
    );
    if let Err(e) = r.out.write_all(line.as_bytes()) {
        say(&format!("PTXJIT_RECORD: {}", e));
    }
}
