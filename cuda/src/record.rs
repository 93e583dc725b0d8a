//! The recording mode: with `PTXJIT_RECORD=DIR`, every launch appends one
//! JSON line to `DIR/launches.jsonl`: the launch's number, the kernel, its
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

/// Records a launch that just returned `result`.
pub fn launch(
    dev: &Device,
    module: &DeviceModule,
    kernel: &str,
    l: &Launch,
    params: &[Vec<u8>],
    result: CUresult,
) {
    let mut g = REC.lock().unwrap_or_else(|p| p.into_inner());
    let Some(r) = g.as_mut() else { return };
    r.launches += 1;
    let n = r.launches;
    let mut allocs = Vec::new();
    for a in dev.allocations() {
        let name = match a.module {
            Some(m) => format!("module {}/{}", m, a.name),
            None => a.name.replace("allocation ", "alloc "),
        };
        let mut b = vec![0u8; a.size as usize];
        if dev.read_bytes(a.addr, &mut b).is_err() {
            continue;
        }
        if r.bytes {
            let file = format!("{}-{}.bin", n, name.replace(['/', ' '], "_"));
            if let Err(e) = std::fs::write(r.dir.join(&file), &b) {
                say(&format!("PTXJIT_RECORD: {}: {}", file, e));
            }
        }
        allocs.push(format!(
            "{{\"name\":{},\"size\":{},\"digest\":\"{:016x}\"}}",
            quote(&name),
            a.size,
            digest(&b)
        ));
    }
    let line = format!(
        "{{\"launch\":{},\"kernel\":{},\"module\":{},\"ptx_digest\":\"{:016x}\",\"grid\":[{},{},{}],\"block\":[{},{},{}],\"shared\":{},\"params\":[{}],\"result\":{},\"allocations\":[{}]}}\n",
        n,
        quote(kernel),
        module.load_number(),
        digest(module.module().source().as_bytes()),
        l.grid[0],
        l.grid[1],
        l.grid[2],
        l.block[0],
        l.block[1],
        l.block[2],
        l.dynamic_shared,
        params
            .iter()
            .map(|p| quote(&hex(p)))
            .collect::<Vec<_>>()
            .join(","),
        result,
        allocs.join(",")
    );
    if let Err(e) = r.out.write_all(line.as_bytes()) {
        say(&format!("PTXJIT_RECORD: {}", e));
    }
}
