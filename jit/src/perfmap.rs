//! perf map files, so that `perf report` names the code ptxjit generated:
//! every function the Cranelift JIT finalizes gets a line `START SIZE NAME`
//! (hex start and size) in `/tmp/perf-<pid>.map`, the file perf reads for
//! just-in-time code. Under `perf record` (which sets `PERF_BUILDID_DIR`)
//! cranelift-jit writes the lines itself, with the names ptxjit declares;
//! `PTXJIT_PERF_MAP=1` writes them without it (for `perf top -p PID` on a
//! process started another way). Names are `ptx:<function> (rows)` (the batched
//! entry), `ptx:<function> (call)`, `ptx:<function>` (the form `call`
//! uses), `ptx:kernel <name>` (a kernel's work-item loop) and
//! `ptx:<function> (in kernel <name>)`: the names the functions are
//! declared with (`HostModule::compile_roots`, `HostKernel::build`).
//!
//! `PTXJIT_PERF_MAP=lines` names the code by PTX line instead: each run of
//! a function's machine code that one PTX line produced (Cranelift's
//! source locations, which the lowering sets to the line of each
//! instruction) is one entry `<function name> :<line> <instruction>`; the
//! code the lowering made for no PTX line (prologue, epilogue, the
//! work-item loop, resume points and saves at barriers) is `<function name>
//! (no PTX line)`, and what no source location covers (the register
//! allocator's moves, spills and reloads, constants, padding) `<function
//! name> (register moves)`; the entries of a function cover its code
//! without overlapping. Under `perf record` cranelift-jit also writes its
//! function entries; ptxjit then writes the line entries of each function
//! in place of its own (perf keeps one entry per start address, the one
//! with the longer name, so the line entries win). Code is never freed
//! while the process runs, so the lines stay true.

use std::collections::HashMap;
use std::io::Write;
use std::sync::{Mutex, OnceLock};

use cranelift_codegen::CompiledCode;
use cranelift_jit::JITModule;
use cranelift_module::{FuncId, Module};
use ptxjit_frontend::ir::Program;

/// What `PTXJIT_PERF_MAP` asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// No map from ptxjit (under `perf record`, cranelift-jit's own).
    Off,
    /// One entry per function.
    Functions,
    /// One entry per run of a PTX line's code.
    Lines,
}

/// The mode `PTXJIT_PERF_MAP` asks for: `lines`, or any other value but
/// empty and `0` for functions (which cranelift-jit already writes under
/// `perf record`, `PERF_BUILDID_DIR`).
pub(crate) fn mode() -> Mode {
    static MODE: OnceLock<Mode> = OnceLock::new();
    *MODE.get_or_init(|| match std::env::var("PTXJIT_PERF_MAP") {
        Ok(v) if v == "lines" => Mode::Lines,
        Ok(v) if !v.is_empty() && v != "0" && std::env::var_os("PERF_BUILDID_DIR").is_none() => {
            Mode::Functions
        }
        _ => Mode::Off,
    })
}

/// Whether ptxjit writes a map at all.
pub(crate) fn enabled() -> bool {
    mode() != Mode::Off
}

/// Whether the LLVM tier's code goes into the map: when ptxjit writes one
/// (`PTXJIT_PERF_MAP`), and under `perf record` (`PERF_BUILDID_DIR`),
/// where nothing else names LLVM's code, unless `PTXJIT_PERF_MAP=0`.
pub(crate) fn llvm_enabled() -> bool {
    enabled()
        || (std::env::var_os("PERF_BUILDID_DIR").is_some()
            && std::env::var("PTXJIT_PERF_MAP").map_or(true, |v| v != "0"))
}

/// The perf map name of the LLVM function `symbol` (`None` for code that
/// is not ptxjit's): `ptx:kernel <name> (llvm)`, `ptx:kernel <name> (llvm,
/// vector lanes)`, `ptx:<function> (llvm)` and `ptx:<function> (rows,
/// llvm)` for a `.func`'s batched entry.
pub(crate) fn llvm_name(symbol: &str) -> Option<String> {
    let named = |prefix: &str| symbol.strip_prefix(prefix).filter(|n| !n.is_empty());
    if let Some(n) = named("ptx.kernel.") {
        Some(format!("ptx:kernel {} (llvm)", n))
    } else if let Some(n) = named("ptx.simt.") {
        Some(format!("ptx:kernel {} (llvm, vector lanes)", n))
    } else if let Some(n) = named("ptx.int.") {
        Some(format!("ptx:{} (llvm)", n))
    } else {
        named("ptx.batch.").map(|n| format!("ptx:{} (rows, llvm)", n))
    }
}

/// The functions of a little-endian ELF64 object (`obj`, as LLVM emits one
/// for the host) with their sizes in bytes: `(symbol, size)`. Anything it
/// cannot read gives fewer or none.
pub(crate) fn elf_functions(obj: &[u8]) -> Vec<(String, u64)> {
    // `n` bytes at `o` (no arithmetic on offsets from the file can wrap).
    let bytes = |o: usize, n: usize| obj.get(o..o.checked_add(n)?);
    let u16_at = |o: usize| -> Option<u64> {
        Some(u64::from(u16::from_le_bytes(bytes(o, 2)?.try_into().ok()?)))
    };
    let u32_at = |o: usize| -> Option<u64> {
        Some(u64::from(u32::from_le_bytes(bytes(o, 4)?.try_into().ok()?)))
    };
    let u64_at =
        |o: usize| -> Option<u64> { Some(u64::from_le_bytes(bytes(o, 8)?.try_into().ok()?)) };
    let mut out = Vec::new();
    // ELF64, little-endian.
    if obj.get(0..6) != Some(&[0x7f, b'E', b'L', b'F', 2, 1][..]) {
        return out;
    }
    let sections = || -> Option<(usize, usize, usize)> {
        let shoff = usize::try_from(u64_at(0x28)?).ok()?;
        let shentsize = usize::try_from(u16_at(0x3a)?).ok()?;
        let shnum = usize::try_from(u16_at(0x3c)?).ok()?;
        Some((shoff, shentsize, shnum))
    };
    let Some((shoff, shentsize, shnum)) = sections() else {
        return out;
    };
    let section = |i: usize| -> Option<(u64, usize, usize, usize, usize)> {
        let h = shoff.checked_add(i.checked_mul(shentsize)?)?;
        let at = |k: usize| h.checked_add(k);
        Some((
            u32_at(at(4)?)?,
            usize::try_from(u64_at(at(0x18)?)?).ok()?,
            usize::try_from(u64_at(at(0x20)?)?).ok()?,
            usize::try_from(u32_at(at(0x28)?)?).ok()?,
            usize::try_from(u64_at(at(0x38)?)?).ok()?,
        ))
    };
    for i in 0..shnum {
        // SHT_SYMTAB, 24-byte entries, names in the linked string table.
        let Some((2, off, size, link, 24)) = section(i) else {
            continue;
        };
        let Some((_, stroff, strsize, _, _)) = section(link) else {
            continue;
        };
        for e in (off..off.saturating_add(size)).step_by(24) {
            let (Some(name), Some(info), Some(len)) = (
                u32_at(e),
                bytes(e, 5).map(|b| b[4]),
                e.checked_add(16).and_then(u64_at),
            ) else {
                break;
            };
            // STT_FUNC with code.
            if info & 0xf != 2 || len == 0 {
                continue;
            }
            let Some(from) = usize::try_from(name).ok().filter(|&n| n < strsize) else {
                continue;
            };
            let Some(tail) = stroff
                .checked_add(from)
                .and_then(|a| bytes(a, strsize - from))
            else {
                continue;
            };
            let end = tail.iter().position(|&b| b == 0).unwrap_or(tail.len());
            if let Ok(n) = std::str::from_utf8(&tail[..end]) {
                out.push((n.to_string(), len));
            }
        }
    }
    out
}

/// Appends `entries` (`start, size, name`) to the map, each cut where the
/// next one (by start) begins, so that none overlaps another.
pub(crate) fn append(mut entries: Vec<(u64, u64, String)>) {
    entries.sort();
    let starts: Vec<u64> = entries.iter().map(|e| e.0).skip(1).collect();
    let mut text = String::new();
    for (i, (start, size, name)) in entries.iter().enumerate() {
        let size = match starts.get(i) {
            Some(&next) => (*size).min(next.saturating_sub(*start)),
            None => *size,
        };
        if size > 0 {
            text.push_str(&format!("{:x} {:x} {}\n", start, size, name));
        }
    }
    write(&text);
}

/// Appends `text` (whole lines) to the map, one writer at a time; the
/// first failure is said once.
fn write(text: &str) {
    static FILE: Mutex<()> = Mutex::new(());
    static WARNED: OnceLock<()> = OnceLock::new();
    if text.is_empty() {
        return;
    }
    let _g = FILE.lock().unwrap_or_else(|p| p.into_inner());
    let r = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path())
        .and_then(|mut f| f.write_all(text.as_bytes()));
    if let Err(e) = r {
        WARNED.get_or_init(|| eprintln!("ptxjit: perf map: {}: {}", path().display(), e));
    }
}

/// The map file of this process.
pub fn path() -> std::path::PathBuf {
    std::env::temp_dir().join(format!("perf-{}.map", std::process::id()))
}

/// One compiled function for the map: its module id, code size, the PTX
/// function it was lowered from (for the instruction texts) and, in line
/// mode, its code ranges by PTX line (`start, end, line`, sorted; line 0
/// for code of no line).
pub(crate) struct Code {
    pub(crate) id: FuncId,
    pub(crate) size: usize,
    pub(crate) ptx: Option<u32>,
    pub(crate) lines: Vec<(u32, u32, u32)>,
}

impl Code {
    /// The map's record of `compiled` (function `id`, lowered from PTX
    /// function `ptx`), with its line ranges in line mode.
    pub(crate) fn of(id: FuncId, ptx: Option<u32>, compiled: &CompiledCode) -> Code {
        let lines = if mode() == Mode::Lines {
            compiled
                .buffer
                .get_srclocs_sorted()
                .iter()
                .map(|r| {
                    let line = if r.loc.is_default() { 0 } else { r.loc.bits() };
                    (r.start, r.end, line)
                })
                .collect()
        } else {
            Vec::new()
        };
        Code {
            id,
            size: compiled.code_info().total_size as usize,
            ptx,
            lines,
        }
    }
}

/// What no source location covers: the register allocator's moves,
/// spills and reloads, constants and padding (an entry's "line").
pub(crate) const MOVES: u32 = u32::MAX;

/// The entries `(offset, size, line)` that cover `size` bytes of code
/// whose line ranges are `ranges`: adjacent pieces of one line merged,
/// bytes of no range as [`MOVES`], no overlap.
pub(crate) fn line_entries(size: u32, ranges: &[(u32, u32, u32)]) -> Vec<(u32, u32, u32)> {
    let mut out: Vec<(u32, u32, u32)> = Vec::new();
    let push = |start: u32, end: u32, line: u32, out: &mut Vec<(u32, u32, u32)>| {
        if end <= start {
            return;
        }
        match out.last_mut() {
            Some(last) if last.2 == line && last.0 + last.1 == start => last.1 += end - start,
            _ => out.push((start, end - start, line)),
        }
    };
    let mut at = 0u32;
    for &(start, end, line) in ranges {
        let (start, end) = (start.max(at).min(size), end.min(size));
        push(at, start, MOVES, &mut out);
        push(start, end, line, &mut out);
        at = at.max(end);
    }
    push(at, size, MOVES, &mut out);
    out
}

/// Appends the entries of `funcs` (finalized in `module`, lowered from
/// `prog`) to the map: one per function, or per PTX line in line mode.
/// Failing to write is not an error of the program being run: the map is
/// a profiling aid, so a failure is reported once on stderr.
pub(crate) fn record(module: &JITModule, prog: &Program, funcs: &[Code]) {
    if funcs.is_empty() || !enabled() {
        return;
    }
    let mut text = String::new();
    for c in funcs.iter().filter(|c| c.size > 0) {
        let p = module.get_finalized_function(c.id) as usize;
        let name = module
            .declarations()
            .get_function_decl(c.id)
            .linkage_name(c.id);
        if mode() != Mode::Lines {
            text.push_str(&format!("{:x} {:x} {}\n", p, c.size, name));
            continue;
        }
        let said = c
            .ptx
            .map(|f| instruction_texts(prog, f))
            .unwrap_or_default();
        let size = u32::try_from(c.size).unwrap_or(u32::MAX);
        for (off, len, line) in line_entries(size, &c.lines) {
            let start = p + off as usize;
            match line {
                0 => text.push_str(&format!("{:x} {:x} {} (no PTX line)\n", start, len, name)),
                MOVES => text.push_str(&format!(
                    "{:x} {:x} {} (register moves)\n",
                    start, len, name
                )),
                l => text.push_str(&format!(
                    "{:x} {:x} {} :{}{}\n",
                    start,
                    len,
                    name,
                    l,
                    said.get(&l).map(|t| format!(" {}", t)).unwrap_or_default()
                )),
            }
        }
    }
    write(&text);
}

/// The PTX text of the first instruction on each line of function `f`.
fn instruction_texts(prog: &Program, f: u32) -> HashMap<u32, String> {
    let mut out = HashMap::new();
    let Some(func) = prog.funcs.get(f as usize) else {
        return out;
    };
    for ins in func.body.as_deref().unwrap_or(&[]) {
        out.entry(ins.span.line)
            .or_insert_with(|| ins.op.show(func, prog).to_string());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{elf_functions, line_entries, llvm_name, MOVES};

    /// A little-endian ELF64 object with a symbol table of `syms` (`name,
    /// st_info, size`) after a null symbol, laid out by hand.
    fn elf(syms: &[(&str, u8, u64)]) -> Vec<u8> {
        let mut strtab = vec![0u8];
        let mut symtab = vec![0u8; 24];
        for (name, info, size) in syms {
            let at = strtab.len() as u32;
            strtab.extend_from_slice(name.as_bytes());
            strtab.push(0);
            let mut e = vec![0u8; 24];
            e[0..4].copy_from_slice(&at.to_le_bytes());
            e[4] = *info;
            e[16..24].copy_from_slice(&size.to_le_bytes());
            symtab.extend(e);
        }
        // Header (64 bytes), symtab, strtab, then 3 section headers: null,
        // symtab (linked to 2), strtab.
        let (sym_off, str_off) = (64usize, 64 + symtab.len());
        let sh_off = str_off + strtab.len();
        let mut o = vec![0u8; 64];
        o[0..6].copy_from_slice(&[0x7f, b'E', b'L', b'F', 2, 1]);
        o[0x28..0x30].copy_from_slice(&(sh_off as u64).to_le_bytes());
        o[0x3a..0x3c].copy_from_slice(&64u16.to_le_bytes());
        o[0x3c..0x3e].copy_from_slice(&3u16.to_le_bytes());
        o.extend(&symtab);
        o.extend(&strtab);
        let header = |ty: u32, off: usize, size: usize, link: u32, ent: u64| {
            let mut h = vec![0u8; 64];
            h[4..8].copy_from_slice(&ty.to_le_bytes());
            h[0x18..0x20].copy_from_slice(&(off as u64).to_le_bytes());
            h[0x20..0x28].copy_from_slice(&(size as u64).to_le_bytes());
            h[0x28..0x2c].copy_from_slice(&link.to_le_bytes());
            h[0x38..0x40].copy_from_slice(&ent.to_le_bytes());
            h
        };
        o.extend(header(0, 0, 0, 0, 0));
        o.extend(header(2, sym_off, symtab.len(), 2, 24));
        o.extend(header(3, str_off, strtab.len(), 0, 0));
        o
    }

    #[test]
    fn elf_functions_reads_the_functions_and_their_sizes() {
        // Two functions (STT_FUNC = 2, global binding 0x10), an object
        // (STT_OBJECT = 1) and an empty function, which are left out.
        let obj = elf(&[
            ("ptx.kernel.k", 0x12, 0x5382),
            ("table", 0x11, 64),
            ("ptx.batch.f", 0x12, 0x112),
            ("empty", 0x12, 0),
        ]);
        assert_eq!(
            elf_functions(&obj),
            [
                ("ptx.kernel.k".to_string(), 0x5382),
                ("ptx.batch.f".to_string(), 0x112)
            ]
        );
        // Cut anywhere, or not ELF: fewer or none, never a panic.
        for n in 0..obj.len() {
            assert!(elf_functions(&obj[..n]).len() <= 2);
        }
        assert!(elf_functions(b"not an object").is_empty());
    }

    #[test]
    fn llvm_symbols_are_named_as_the_cranelift_tier_names_them() {
        assert_eq!(
            llvm_name("ptx.kernel.k").as_deref(),
            Some("ptx:kernel k (llvm)")
        );
        assert_eq!(
            llvm_name("ptx.simt.k").as_deref(),
            Some("ptx:kernel k (llvm, vector lanes)")
        );
        assert_eq!(llvm_name("ptx.int.f").as_deref(), Some("ptx:f (llvm)"));
        assert_eq!(
            llvm_name("ptx.batch.f").as_deref(),
            Some("ptx:f (rows, llvm)")
        );
        assert_eq!(llvm_name("memcpy"), None);
        assert_eq!(llvm_name("ptx.kernel."), None);
    }

    #[test]
    fn line_entries_cover_the_code_once() {
        // Bytes of no range, line 5 in two adjacent pieces, a gap, code of
        // no PTX line (0), line 7, padding.
        let ranges = [(4, 10, 5), (10, 12, 5), (14, 16, 0), (16, 20, 7)];
        assert_eq!(
            line_entries(24, &ranges),
            [
                (0, 4, MOVES),
                (4, 8, 5),
                (12, 2, MOVES),
                (14, 2, 0),
                (16, 4, 7),
                (20, 4, MOVES)
            ]
        );
        // Ranges past the code's end are cut at it; nothing is left over.
        assert_eq!(line_entries(6, &[(0, 8, 3)]), [(0, 6, 3)]);
        assert_eq!(line_entries(0, &[]), []);
    }
}
