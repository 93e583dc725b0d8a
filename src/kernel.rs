//! `ptxjit run --kernel`: argument specs, launch and buffer dumps.

use ptxjit::{Backend, KernelArg, Launch, Module};

use std::time::Instant;

use crate::{fail, load, parse_value, Fail, KernelSpec};

/// Element types of buffers and scalars: (name, bytes, signed).
const TYPES: &[(&str, u32, bool)] = &[
    ("u8", 1, false),
    ("s8", 1, true),
    ("b8", 1, false),
    ("u16", 2, false),
    ("s16", 2, true),
    ("b16", 2, false),
    ("u32", 4, false),
    ("s32", 4, true),
    ("b32", 4, false),
    ("u64", 8, false),
    ("s64", 8, true),
    ("b64", 8, false),
    ("f32", 4, false),
    ("f64", 8, false),
];

/// One element value of type `ty` (`bytes` wide): an integer as
/// [`parse_value`] reads it, or for `f32`/`f64` a decimal float (`1.5`,
/// `-2e-3`, `inf`) or a hexadecimal bit pattern (`0f3F800000`,
/// `0d3FF0000000000000`), as its IEEE bits.
fn parse_elem(v: &str, ty: &str, bytes: u32) -> Option<u64> {
    match ty {
        "f32" => ptxjit_frontend::check::operands::float_bits(v, 32)
            .or_else(|| v.parse::<f32>().ok().map(|f| u64::from(f.to_bits()))),
        "f64" => ptxjit_frontend::check::operands::float_bits(v, 64)
            .or_else(|| v.parse::<f64>().ok().map(f64::to_bits)),
        _ => parse_value(v, bytes * 8),
    }
}

fn elem(t: &str) -> Option<u32> {
    TYPES.iter().find(|x| x.0 == t).map(|x| x.1)
}

fn dims(s: Option<&str>, what: &str) -> Result<[u32; 3], Fail> {
    let mut d = [1u32; 3];
    let Some(s) = s else {
        return Err(Fail(
            2,
            format!("error: --kernel needs --{} X[,Y[,Z]]", what),
        ));
    };
    let parts: Vec<&str> = s.split(',').collect();
    if parts.len() > 3 {
        return Err(Fail(
            2,
            format!("error: --{} takes at most 3 dimensions", what),
        ));
    }
    for (i, p) in parts.iter().enumerate() {
        d[i] = p
            .trim()
            .parse()
            .map_err(|_| Fail(2, format!("error: bad --{} dimension '{}'", what, p)))?;
        if d[i] == 0 {
            return Err(Fail(
                2,
                format!(
                    "error: --{} {}: every dimension must be at least 1",
                    what, s
                ),
            ));
        }
    }
    Ok(d)
}

/// A buffer's element type and length, for dumps.
#[derive(Clone, Copy)]
struct BufInfo {
    bytes: u32,
}

/// Parses every `--arg`; `ref:K` takes the element size of argument K.
/// The `--arg` specs of a launch or call whose parameters are `params`: a
/// scalar's TYPE must have its parameter's size (the library gets only the
/// value, so it cannot tell).
fn parse_args(
    args: &[String],
    params: &[ptxjit::KernelParam],
) -> Result<(Vec<KernelArg>, Vec<Option<BufInfo>>), Fail> {
    for (i, (a, p)) in args.iter().zip(params).enumerate() {
        let shown = |p: &ptxjit::KernelParam| match p.ty {
            Some(t) => format!("'{}' ({})", p.name, t),
            None => format!("'{}' ({} bytes)", p.name, p.size),
        };
        // (A buffer for a narrow parameter is the library's error.)
        let is_buffer = ["buf:", "ref:", "ptr:"].iter().any(|x| a.starts_with(x));
        if let Some(bytes) = a
            .split_once(':')
            .and_then(|(t, _)| elem(t))
            .filter(|_| !is_buffer)
        {
            if u64::from(bytes) != p.size {
                return Err(Fail(
                    1,
                    format!(
                        "error: --arg '{}': argument {} is {} byte(s), but parameter {} has {} byte(s) (give TYPE:VALUE with a type of its size)",
                        a,
                        i,
                        bytes,
                        shown(p),
                        p.size
                    ),
                ));
            }
        }
    }
    let mut kargs = Vec::new();
    let mut infos = Vec::new();
    // The buffers are held to the memory limit before any is made (a
    // `random:` buffer is written byte by byte).
    let limit = crate::mem_limit();
    let mut total = 0u64;
    for a in args {
        let (k, info) = parse_arg(a, limit.saturating_sub(total))?;
        if let KernelArg::Buffer(b) = &k {
            total += b.len() as u64;
        }
        kargs.push(k);
        infos.push(info);
    }
    for (i, a) in args.iter().enumerate() {
        if let KernelArg::Ref(k) | KernelArg::Ptr(k, _) = kargs[i] {
            match infos.get(k).copied().flatten() {
                Some(info) if k != i => {
                    // A pointer into a buffer is not itself dumped.
                    if matches!(kargs[i], KernelArg::Ref(_)) {
                        infos[i] = Some(info)
                    }
                }
                _ => {
                    return Err(Fail(
                        1,
                        format!(
                            "error: --arg '{}': argument {} is not a buffer argument ({} names another --arg of the form buf:...)",
                            a,
                            k,
                            if matches!(kargs[i], KernelArg::Ref(_)) { "ref:K" } else { "ptr:K+OFFSET" }
                        ),
                    ))
                }
            }
        }
    }
    Ok((kargs, infos))
}

/// One `--arg` spec; a buffer may take at most `room` bytes (what the
/// memory limit leaves after the buffers before it).
fn parse_arg(spec: &str, room: u64) -> Result<(KernelArg, Option<BufInfo>), Fail> {
    let bad = |m: &str| Fail(1, format!("error: --arg '{}': {}", spec, m));
    if let Some(k) = spec.strip_prefix("ref:") {
        let k: usize = k
            .parse()
            .map_err(|_| bad("expected ref:K, K the 0-based index of a buffer argument"))?;
        return Ok((KernelArg::Ref(k), None));
    }
    if let Some(rest) = spec.strip_prefix("ptr:") {
        let (k, off) = parse_ptr(rest).ok_or_else(|| {
            bad("expected ptr:K+OFFSET, K the 0-based index of a buffer argument, OFFSET in bytes")
        })?;
        return Ok((KernelArg::Ptr(k, off), None));
    }
    if let Some(rest) = spec.strip_prefix("buf:") {
        let (decl, init) = rest
            .split_once('=')
            .ok_or_else(|| bad("expected buf:TYPE[LEN]=INIT"))?;
        let (ty, len) = decl
            .split_once('[')
            .ok_or_else(|| bad("expected buf:TYPE[LEN]=INIT"))?;
        let len = len.strip_suffix(']').ok_or_else(|| bad("missing ']'"))?;
        let bytes = elem(ty).ok_or_else(|| bad("unknown element type"))?;
        let len: u64 = len.parse().map_err(|_| bad("bad length"))?;
        let total = len
            .checked_mul(u64::from(bytes))
            .filter(|&t| t <= 1 << 32)
            .ok_or_else(|| bad("buffer larger than 4 GiB"))?;
        if total > room {
            return Err(bad(&format!(
                "the buffer needs {}, and the memory limit of {} leaves {} for it (--mem-limit)",
                ptxjit::bytes_text(total),
                ptxjit::bytes_text(crate::mem_limit()),
                ptxjit::bytes_text(room)
            )));
        }
        let mut data = vec![0u8; total as usize];
        let put = |data: &mut Vec<u8>, i: usize, v: u64| {
            let b = bytes as usize;
            data[i * b..(i + 1) * b].copy_from_slice(&v.to_le_bytes()[..b]);
        };
        match init {
            "zeros" => {}
            "iota" => {
                for i in 0..len as usize {
                    // 0, 1, 2, ... as values of the element type.
                    let v = match ty {
                        "f32" => u64::from((i as f32).to_bits()),
                        "f64" => (i as f64).to_bits(),
                        _ => i as u64,
                    };
                    put(&mut data, i, v);
                }
            }
            _ if init.starts_with("random:") => {
                let seed: u64 = init[7..].parse().map_err(|_| bad("bad random seed"))?;
                // One splitmix64 output per byte (its low byte).
                let mut rng = ptxjit::inputs::Rng::new(seed);
                for byte in data.iter_mut() {
                    *byte = rng.next_u64() as u8;
                }
            }
            _ if init.starts_with("file:") => {
                let raw = std::fs::read(&init[5..])
                    .map_err(|e| bad(&format!("cannot read file: {}", e)))?;
                let n = raw.len().min(data.len());
                data[..n].copy_from_slice(&raw[..n]);
            }
            _ => {
                let vals: Vec<&str> = init.split(',').collect();
                if vals.len() as u64 > len {
                    return Err(bad("more initial values than elements"));
                }
                for (i, v) in vals.iter().enumerate() {
                    let v = v.trim();
                    let x = parse_elem(v, ty, bytes).ok_or_else(|| {
                        // A word that is not a number is a mistyped keyword.
                        let numeric = v
                            .trim_start_matches('-')
                            .chars()
                            .next()
                            .is_some_and(|c| c.is_ascii_digit());
                        if numeric {
                            bad(&format!("value '{}' does not fit the element type", v))
                        } else {
                            bad(&format!(
                                "unknown INIT '{}' (zeros, iota, random:SEED, file:PATH, or a list of values such as 1,2,0xff)",
                                v
                            ))
                        }
                    })?;
                    put(&mut data, i, x);
                }
            }
        }
        Ok((KernelArg::Buffer(data), Some(BufInfo { bytes })))
    } else {
        let (ty, v) = spec
            .split_once(':')
            .ok_or_else(|| bad("expected TYPE:VALUE or buf:TYPE[LEN]=INIT"))?;
        let bytes = elem(ty).ok_or_else(|| bad("unknown type"))?;
        let x = parse_elem(v, ty, bytes).ok_or_else(|| bad("value does not fit the type"))?;
        Ok((KernelArg::Scalar(x), None))
    }
}

/// `K` or `K+OFFSET` (OFFSET in bytes, decimal or 0x hex).
fn parse_ptr(s: &str) -> Option<(usize, u64)> {
    let (k, off) = match s.split_once('+') {
        Some((k, o)) => (k, parse_value(o.trim(), 64)?),
        None => (s, 0),
    };
    Some((k.trim().parse().ok()?, off))
}

/// Module variable `name`'s element type (as `--arg` spells it), element
/// size and element count.
fn var_shape(m: &Module, name: &str) -> Result<(String, u32, u64), String> {
    let v = m.variable(name).map_err(|e| e.to_string())?;
    let ty = v.type_name;
    let bytes = elem(&ty).ok_or_else(|| {
        format!(
            "'{}' has element type .{}, which --set/--dump cannot write or print",
            name, ty
        )
    })?;
    Ok((ty, bytes, v.size / u64::from(bytes)))
}

/// The module variables of `--set NAME=INIT` flags (INIT as for buffers,
/// or `&K[+OFFSET]`: the address of a byte of buffer argument K).
pub(crate) fn sets(m: &Module, set: &[String]) -> Result<ptxjit::VarIo, Fail> {
    let mut vars = ptxjit::VarIo::default();
    for s in set {
        let (name, init) = s
            .split_once('=')
            .ok_or_else(|| Fail(2, format!("error: --set '{}': expected NAME=INIT", s)))?;
        // NAME=&K[+OFFSET]: the address of (a byte of) buffer argument K.
        if let Some(p) = init.strip_prefix('&') {
            let (k, off) = parse_ptr(p).ok_or_else(|| {
                Fail(
                    2,
                    format!(
                        "error: --set '{}': expected NAME=&K or NAME=&K+OFFSET (K the index of a buffer argument, OFFSET in bytes)",
                        s
                    ),
                )
            })?;
            vars.addr_of.push((name.to_string(), k, off));
            continue;
        }
        let (ty, _, len) =
            var_shape(m, name).map_err(|e| Fail(1, format!("error: --set '{}': {}", s, e)))?;
        let synth = format!("buf:{}[{}]={}", ty, len, init);
        let (arg, _) = parse_arg(&synth, crate::mem_limit()).map_err(|Fail(c, msg)| {
            Fail(
                c,
                msg.replace(&format!("--arg '{}'", synth), &format!("--set '{}'", s)),
            )
        })?;
        if let KernelArg::Buffer(bytes) = arg {
            vars.set.push((name.to_string(), bytes));
        }
    }
    Ok(vars)
}

/// Runs `ptxjit run FILE --kernel NAME ...`.
#[allow(clippy::too_many_arguments)]
pub fn run(
    file: &str,
    name: &str,
    backend: Backend,
    grid: Option<&str>,
    block: Option<&str>,
    shared: Option<u64>,
    args: &[String],
    dump: &[String],
    set: &[String],
) -> Result<(), Fail> {
    let (source, m) = load(file)?;
    backend.available().map_err(|e| fail(file, &source, e))?;
    let mut vars = sets(&m, set)?;
    let launch = Launch {
        grid: dims(grid, "grid")?,
        block: dims(block, "block")?,
        dynamic_shared: shared.unwrap_or(0),
    };
    let params = m.params(name).map_err(|e| fail(file, &source, e))?;
    let (kargs, infos) = parse_args(args, &params)?;
    // What each --dump shows: (buffer argument K | module variable), the
    // element size, and where it goes.
    enum What {
        Arg(usize),
        Var(usize),
    }
    let mut dumps = Vec::new();
    for d in dump {
        let (k, path) = match d.split_once(':') {
            Some((k, p)) => (k, Some(p)),
            None => (d.as_str(), None),
        };
        if let Ok(k) = k.parse::<usize>() {
            match infos.get(k) {
                Some(Some(info)) => dumps.push((What::Arg(k), info.bytes, path)),
                _ => {
                    return Err(Fail(
                        2,
                        format!("error: --dump {}: argument {} is not a buffer", d, k),
                    ))
                }
            }
        } else {
            let (_, elem_bytes, _) =
                var_shape(&m, k).map_err(|e| Fail(2, format!("error: --dump {}: {}", d, e)))?;
            dumps.push((What::Var(vars.read.len()), elem_bytes, path));
            vars.read.push(k.to_string());
        }
    }
    let (out, var_out) = m
        .launch_vars(backend, name, &launch, &kargs, &vars)
        .map_err(|e| fail(file, &source, e))?;
    let mut text = String::new();
    for (what, b, path) in &dumps {
        let data = match what {
            What::Arg(k) => out[*k].as_deref().unwrap_or(&[]),
            What::Var(i) => var_out[*i].as_slice(),
        };
        write_dump(&mut text, data, *b, *path)?;
    }
    out!("{}", text);
    Ok(())
}

/// One `--dump`: the bytes written to `path`, or printed into `text` one
/// element of `b` bytes per line as zero-padded hex, after an empty line
/// when `text` already holds something (not for files).
fn write_dump(text: &mut String, data: &[u8], b: u32, path: Option<&str>) -> Result<(), Fail> {
    match path {
        Some(p) => std::fs::write(p, data)
            .map_err(|e| Fail(1, format!("{}: error: cannot write: {}", p, e))),
        None => {
            if !text.is_empty() {
                text.push('\n');
            }
            let b = b as usize;
            for chunk in data.chunks(b) {
                let mut v = [0u8; 8];
                v[..chunk.len()].copy_from_slice(chunk);
                text.push_str(&format!("0x{:0w$x}\n", u64::from_le_bytes(v), w = b * 2));
            }
            Ok(())
        }
    }
}

/// `run --func NAME --arg SPEC...`: calls a `.func` with memory (buffers,
/// pointers into them) through [`ptxjit::Module::call_with_memory`]'s
/// one-thread wrapper kernel; prints the return values as a call does, then
/// the `--dump`s.
pub fn call(
    file: &str,
    name: &str,
    backend: Backend,
    args: &[String],
    dump: &[String],
) -> Result<(), Fail> {
    let (source, m) = load(file)?;
    backend.available().map_err(|e| fail(file, &source, e))?;
    let sig = m.signature(name).map_err(|e| fail(file, &source, e))?;
    let params = m.params(name).map_err(|e| fail(file, &source, e))?;
    let (kargs, infos) = parse_args(args, &params)?;
    let mut dumps = Vec::new();
    for d in dump {
        let (k, path) = match d.split_once(':') {
            Some((k, p)) => (k, Some(p)),
            None => (d.as_str(), None),
        };
        match k
            .parse::<usize>()
            .ok()
            .and_then(|k| infos.get(k).map(|i| (k, i)))
        {
            Some((k, Some(info))) => dumps.push((k, info.bytes, path)),
            _ => {
                return Err(Fail(
                    2,
                    format!("error: --dump {}: argument {} is not a buffer", d, k),
                ))
            }
        }
    }
    let (rets, out) = m
        .call_with_memory(backend, name, &kargs)
        .map_err(|e| fail(file, &source, e))?;
    let mut text = String::new();
    if !rets.is_empty() {
        let line: Vec<String> = rets.iter().zip(&sig.rets).map(|(v, t)| t.hex(*v)).collect();
        text.push_str(&line.join(","));
        text.push('\n');
    }
    for (k, b, path) in dumps {
        let data = out.get(k).and_then(|o| o.as_deref()).unwrap_or(&[]);
        write_dump(&mut text, data, b, path)?;
    }
    out!("{}", text);
    Ok(())
}

/// A launch shape, its arguments, and the element size of each buffer.
type LaunchArgs = (Launch, Vec<KernelArg>, Vec<Option<BufInfo>>);

/// The launch shape and arguments of a [`KernelSpec`].
fn launch_of(k: &KernelSpec, params: &[ptxjit::KernelParam]) -> Result<LaunchArgs, Fail> {
    let launch = Launch {
        grid: dims(k.grid.as_deref(), "grid")?,
        block: dims(k.block.as_deref(), "block")?,
        dynamic_shared: k.shared.unwrap_or(0),
    };
    let (kargs, infos) = parse_args(&k.args, params)?;
    Ok((launch, kargs, infos))
}

/// `ptxjit compare FILE --kernel NAME ... --against B`: launches on `host`
/// and on B with the same arguments and compares every buffer argument.
pub fn compare(file: &str, k: &KernelSpec, against: Backend, json: bool) -> Result<(), Fail> {
    let (source, m) = load(file)?;
    let name = k.kernel.as_deref().unwrap_or_default();
    let params = m.params(name).map_err(|e| fail(file, &source, e))?;
    let (launch, kargs, infos) = launch_of(k, &params)?;
    let host = m
        .launch(Backend::Host, name, &launch, &kargs)
        .map_err(|e| fail(file, &source, e))?;
    let other = m
        .launch(against, name, &launch, &kargs)
        .map_err(|e| fail(file, &source, e))?;
    let buffers = buffer_matches(&host, &other, &infos);
    if report_compare(name, against, None, buffers, json) {
        Ok(())
    } else {
        Err(Fail(1, String::new()))
    }
}

/// `compare FILE --func NAME --arg SPEC...`: the call with memory on host
/// and on `against`, return values and every buffer compared.
pub fn compare_call(
    file: &str,
    name: &str,
    args: &[String],
    against: Backend,
    json: bool,
) -> Result<(), Fail> {
    let (source, m) = load(file)?;
    against.available().map_err(|e| fail(file, &source, e))?;
    let sig = m.signature(name).map_err(|e| fail(file, &source, e))?;
    let params = m.params(name).map_err(|e| fail(file, &source, e))?;
    let (kargs, infos) = parse_args(args, &params)?;
    let (hr, host) = m
        .call_with_memory(Backend::Host, name, &kargs)
        .map_err(|e| fail(file, &source, e))?;
    let (or, other) = m
        .call_with_memory(against, name, &kargs)
        .map_err(|e| fail(file, &source, e))?;
    let show = |r: &[u64]| {
        r.iter()
            .zip(&sig.rets)
            .map(|(v, t)| t.hex(*v))
            .collect::<Vec<_>>()
            .join(",")
    };
    let returns = (!sig.rets.is_empty()).then(|| (show(&hr), show(&or)));
    let buffers = buffer_matches(&host, &other, &infos);
    if report_compare(name, against, returns, buffers, json) {
        Ok(())
    } else {
        Err(Fail(1, String::new()))
    }
}

/// How many elements of each buffer argument match between the host's
/// results and `against`'s, with the first mismatch of each.
fn buffer_matches(
    host: &[Option<Vec<u8>>],
    other: &[Option<Vec<u8>>],
    infos: &[Option<BufInfo>],
) -> Vec<crate::json::BufferMatch> {
    let mut all = Vec::new();
    for (i, (h, o)) in host.iter().zip(other).enumerate() {
        let (Some(h), Some(o)) = (h, o) else { continue };
        let b = infos[i].as_ref().map_or(1, |x| x.bytes) as usize;
        let n = h.len() / b;
        let bad = (0..n).filter(|&e| h[e * b..(e + 1) * b] != o[e * b..(e + 1) * b]);
        let nbad = bad.clone().count();
        let first_mismatch = bad.clone().next().map(|e| {
            let hex = |x: &[u8]| {
                let mut v = [0u8; 8];
                v[..b].copy_from_slice(&x[e * b..(e + 1) * b]);
                format!("0x{:0w$x}", u64::from_le_bytes(v), w = b * 2)
            };
            crate::json::ElementMismatch {
                element: e as u64,
                host: hex(h),
                other: hex(o),
            }
        });
        all.push(crate::json::BufferMatch {
            arg: i,
            element_bytes: b,
            elements: n as u64,
            matched: (n - nbad) as u64,
            first_mismatch,
        });
    }
    all
}

/// Prints a kernel or function-with-memory comparison (text, or one JSON
/// line with `json`); true if everything matches.
fn report_compare(
    name: &str,
    against: Backend,
    returns: Option<(String, String)>,
    buffers: Vec<crate::json::BufferMatch>,
    json: bool,
) -> bool {
    let ok = returns.as_ref().is_none_or(|(h, o)| h == o)
        && buffers.iter().all(|b| b.matched == b.elements);
    if json {
        let rec = crate::json::KernelCompareRecord {
            name: name.to_string(),
            against: against.name().to_string(),
            matched: ok,
            returns: returns.map(|(host, other)| crate::json::ReturnsMatch { host, other }),
            buffers,
        };
        outln!("{}", crate::json::line(&rec));
        return ok;
    }
    if let Some((h, o)) = &returns {
        if h == o {
            outln!("{} returns: match", name);
        } else {
            outln!("{} returns: host {}  {} {}", name, h, against.name(), o);
        }
    }
    for b in &buffers {
        outln!(
            "{} arg {}: {}/{} elements match",
            name,
            b.arg,
            b.matched,
            b.elements
        );
        if let Some(m) = &b.first_mismatch {
            let hv = u64::from_str_radix(&m.host[2..], 16).unwrap_or(0);
            let ov = u64::from_str_radix(&m.other[2..], 16).unwrap_or(0);
            outln!(
                "  first mismatch at element {}: host {}  {} {}  differing bits 0x{:0w$x}",
                m.element,
                m.host,
                against.name(),
                m.other,
                hv ^ ov,
                w = b.element_bytes * 2
            );
        }
    }
    ok
}

/// One backend's kernel timing: compile time, launch times (median and
/// fastest of the samples), spread and threads per second at the median.
struct KernelTiming {
    backend: Backend,
    /// On the tiered backend: the timed launches that ran Cranelift's
    /// code and LLVM's, and how long LLVM's took to be ready.
    tiers: Option<crate::json::TierCounts>,
    /// On the llvm and tiered backends: how the threads ran in vector lanes.
    simt: Option<crate::json::SimtRecord>,
    compile_us: f64,
    median_us: f64,
    best_us: f64,
    spread_pct: f64,
    threads_per_sec: f64,
}

/// The launch times of `bench --kernel --in-place`: the kernel staged
/// once on a device of its own ([`ptxjit::PreparedKernel::in_place`]), a
/// first launch to warm up, then `samples` launches timed, each in place
/// (what one writes, the next reads, as in a CUDA program's loop of
/// launches).
fn in_place_times(
    m: &Module,
    b: Backend,
    entry: &str,
    launch: &Launch,
    kargs: &[KernelArg],
    vars: &ptxjit::VarIo,
    samples: usize,
) -> Result<Vec<(f64, Option<Backend>)>, ptxjit::Error> {
    let staged = m.prepare_kernel(b, entry)?.in_place(launch, kargs, vars)?;
    staged.launch(launch)?;
    let mut times = Vec::with_capacity(samples.max(1));
    for _ in 0..samples.max(1) {
        let on = m.tier(entry).map(|t| t.running());
        let t = Instant::now();
        staged.launch(launch)?;
        times.push((t.elapsed().as_secs_f64() * 1e6, on));
    }
    Ok(times)
}

/// `ptxjit bench FILE --kernel NAME ...`: compile time per backend, then
/// `samples` timed launches after an untimed first one (which compiles and
/// touches the buffers): the median and fastest launch, the spread
/// ((slowest - fastest) / median) and threads per second at the median.
///
/// With `func` (and `--arg` specs), the `.func` called with memory is timed
/// instead: one thread of its wrapper kernel
/// ([`ptxjit::Module::call_wrapper`]) per launch.
///
/// With `in_place`, the launches run on a [`ptxjit::Device`]'s memory:
/// buffers allocated and filled once, module variables set once, no copy
/// in or out per launch ([`in_place_times`]).
#[allow(clippy::too_many_arguments)]
pub fn bench(
    file: &str,
    k: &KernelSpec,
    set: &[String],
    func: Option<&str>,
    backends: &[Backend],
    samples: usize,
    json: bool,
    in_place: bool,
) -> Result<(), Fail> {
    let t = Instant::now();
    let (mut source, mut m) = load(file)?;
    let parse_us = t.elapsed().as_secs_f64() * 1e6;
    let one = Launch {
        grid: [1, 1, 1],
        block: [1, 1, 1],
        dynamic_shared: 0,
    };
    let named = func.or(k.kernel.as_deref()).unwrap_or_default();
    let params = m.params(named).map_err(|e| fail(file, &source, e))?;
    let (mut launch, mut kargs) = match func {
        Some(_) => (one, parse_args(&k.args, &params)?.0),
        None => {
            let (l, a, _) = launch_of(k, &params)?;
            (l, a)
        }
    };
    let vars = sets(&m, set)?;
    let mut entry = k.kernel.clone().unwrap_or_default();
    if let Some(f) = func {
        let nrets = m
            .signature(f)
            .map_err(|e| fail(file, &source, e))?
            .rets
            .len();
        let (text, e) = m.call_wrapper(f).map_err(|e| fail(file, &source, e))?;
        m = Module::from_ptx(&text).map_err(|e| fail(file, &text, e))?;
        source = text;
        entry = e;
        launch = one;
        kargs.insert(0, KernelArg::Buffer(vec![0; 8 * nrets.max(1)]));
    }
    let name = func.unwrap_or(&entry);
    let mut wanted = backends.to_vec();
    if wanted.is_empty() {
        wanted = vec![Backend::Host, Backend::Interp];
    }
    let threads = launch.threads();
    let mut rows = Vec::new();
    for b in wanted {
        b.available().map_err(|e| fail(file, &source, e))?;
        // Compilation, measured on its own (the interpreter's is setting
        // up its state); then a first launch warms up (the module keeps
        // its compiled kernel) and the timed ones follow.
        let t = Instant::now();
        m.prepare_kernel(b, &entry)
            .map_err(|e| fail(file, &source, e))?;
        let compile_us = t.elapsed().as_secs_f64() * 1e6;
        let times = if in_place {
            in_place_times(&m, b, &entry, &launch, &kargs, &vars, samples)
                .map_err(|e| fail(file, &source, e))?
        } else {
            m.launch_vars(b, &entry, &launch, &kargs, &vars)
                .map_err(|e| fail(file, &source, e))?;
            let mut times = Vec::with_capacity(samples.max(1));
            for _ in 0..samples.max(1) {
                let on = m.tier(&entry).map(|t| t.running());
                let t = Instant::now();
                m.launch_vars(b, &entry, &launch, &kargs, &vars)
                    .map_err(|e| fail(file, &source, e))?;
                times.push((t.elapsed().as_secs_f64() * 1e6, on));
            }
            times
        };
        // Which tier each timed launch ran (tiered backend only).
        let tiers = (b == Backend::Tiered).then(|| {
            let on: Vec<Option<Backend>> = times.iter().map(|(_, on)| *on).collect();
            crate::json::TierCounts::of(&on, m.tier(&entry))
        });
        let launches = times.len() as u64 + 1;
        let simt = match b {
            Backend::Llvm | Backend::Tiered => m.simt(b, &entry).map(|s| match s {
                Ok(n) => crate::json::SimtRecord {
                    threads: n,
                    of: threads.saturating_mul(launches),
                    none: None,
                    trial: m.simt_trial(b, &entry),
                },
                Err(why) => crate::json::SimtRecord {
                    threads: 0,
                    of: threads.saturating_mul(launches),
                    none: Some(why),
                    trial: None,
                },
            }),
            Backend::Host | Backend::Interp | Backend::Gpu => None,
        };
        let mut times: Vec<f64> = times.into_iter().map(|(t, _)| t).collect();
        times.sort_by(f64::total_cmp);
        let (best, slow, median) = (times[0], times[times.len() - 1], times[times.len() / 2]);
        rows.push(KernelTiming {
            backend: b,
            tiers,
            simt,
            compile_us,
            median_us: median,
            best_us: best,
            spread_pct: 100.0 * (slow - best) / median.max(1e-9),
            threads_per_sec: threads as f64 / (median / 1e6).max(1e-9),
        });
    }
    let mut out = String::new();
    if json {
        let rec = crate::json::KernelBenchRecord {
            name: name.to_string(),
            threads,
            parse_us,
            samples: samples.max(1),
            backends: rows
                .iter()
                .map(|r| {
                    let per = crate::json::KernelBenchBackend {
                        tiers: r.tiers.clone(),
                        compile_us: r.compile_us,
                        launch_us: r.median_us,
                        launch_us_best: r.best_us,
                        spread_pct: r.spread_pct,
                        threads_per_sec: r.threads_per_sec,
                        simt: r.simt.clone(),
                    };
                    (r.backend.name().to_string(), per)
                })
                .collect(),
        };
        out.push_str(&crate::json::line(&rec));
        out.push('\n');
    } else {
        out.push_str(&format!(
            "{:<20} {:>10} {:<8} {:>12} {:>12} {:>12} {:>8} {:>14}\n",
            "kernel",
            "threads",
            "backend",
            "compile_us",
            "launch_us",
            "best_us",
            "spread",
            "threads/s"
        ));
        for (i, r) in rows.iter().enumerate() {
            let (n, th) = if i == 0 {
                (name.to_string(), threads.to_string())
            } else {
                (String::new(), String::new())
            };
            out.push_str(&format!(
                "{:<20} {:>10} {:<8} {:>12.1} {:>12.1} {:>12.1} {:>7.1}% {:>14.4e}\n",
                n,
                th,
                r.backend.name(),
                r.compile_us,
                r.median_us,
                r.best_us,
                r.spread_pct,
                r.threads_per_sec
            ));
        }
        for r in &rows {
            if let Some(t) = &r.tiers {
                out.push_str(&t.line("tiered: ", "launches"));
                out.push('\n');
            }
            if let Some(s) = &r.simt {
                out.push_str(&s.line(&format!("{}: ", r.backend.name())));
                out.push('\n');
            }
        }
        out.push_str(&format!(
            "(compile_us: the kernel compiled on its own; launch_us: the median of {} timed launches after a first untimed one; spread: (slowest - fastest) / median)\n",
            samples.max(1)
        ));
    }
    out!("{}", out);
    Ok(())
}
