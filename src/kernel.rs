//! `ptxjit run --kernel`: argument specs, launch and buffer dumps.

use ptxjit::{Backend, KernelArg, Launch};

use crate::{fail, load, parse_value, Fail};

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
];

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
    }
    Ok(d)
}

/// A buffer's element type and length, for dumps.
struct BufInfo {
    bytes: u32,
}

fn parse_arg(spec: &str) -> Result<(KernelArg, Option<BufInfo>), Fail> {
    let bad = |m: &str| Fail(1, format!("error: --arg '{}': {}", spec, m));
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
        let mut data = vec![0u8; total as usize];
        let put = |data: &mut Vec<u8>, i: usize, v: u64| {
            let b = bytes as usize;
            data[i * b..(i + 1) * b].copy_from_slice(&v.to_le_bytes()[..b]);
        };
        match init {
            "zeros" => {}
            "iota" => {
                for i in 0..len as usize {
                    put(&mut data, i, i as u64);
                }
            }
            _ if init.starts_with("random:") => {
                let mut state: u64 = init[7..].parse().map_err(|_| bad("bad random seed"))?;
                for byte in data.iter_mut() {
                    state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
                    let mut z = state;
                    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
                    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
                    *byte = (z ^ (z >> 31)) as u8;
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
                    let x = parse_value(v.trim(), bytes * 8).ok_or_else(|| {
                        bad(&format!("value '{}' does not fit the element type", v))
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
        let x = parse_value(v, bytes * 8).ok_or_else(|| bad("value does not fit the type"))?;
        Ok((KernelArg::Scalar(x), None))
    }
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
) -> Result<(), Fail> {
    let (source, m) = load(file)?;
    backend.available().map_err(|e| fail(file, &source, e))?;
    let launch = Launch {
        grid: dims(grid, "grid")?,
        block: dims(block, "block")?,
        dynamic_shared: shared.unwrap_or(0),
    };
    let mut kargs = Vec::new();
    let mut infos = Vec::new();
    for a in args {
        let (k, info) = parse_arg(a)?;
        kargs.push(k);
        infos.push(info);
    }
    let mut dumps = Vec::new();
    for d in dump {
        let (k, path) = match d.split_once(':') {
            Some((k, p)) => (k, Some(p)),
            None => (d.as_str(), None),
        };
        let k: usize = k
            .parse()
            .map_err(|_| Fail(2, format!("error: bad --dump '{}'", d)))?;
        match infos.get(k) {
            Some(Some(_)) => dumps.push((k, path)),
            _ => {
                return Err(Fail(
                    2,
                    format!("error: --dump {}: argument {} is not a buffer", d, k),
                ))
            }
        }
    }
    let out = m
        .launch(backend, name, &launch, &kargs)
        .map_err(|e| fail(file, &source, e))?;
    let mut text = String::new();
    for (i, (k, path)) in dumps.iter().enumerate() {
        let data = out[*k].as_deref().unwrap_or(&[]);
        match path {
            Some(p) => std::fs::write(p, data)
                .map_err(|e| Fail(1, format!("{}: error: cannot write: {}", p, e)))?,
            None => {
                if i > 0 {
                    text.push('\n');
                }
                let b = infos[*k].as_ref().map(|x| x.bytes).unwrap_or(1) as usize;
                for chunk in data.chunks(b) {
                    let mut v = [0u8; 8];
                    v[..chunk.len()].copy_from_slice(chunk);
                    text.push_str(&format!("0x{:0w$x}\n", u64::from_le_bytes(v), w = b * 2));
                }
            }
        }
    }
    print!("{}", text);
    Ok(())
}
