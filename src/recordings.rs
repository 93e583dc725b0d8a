//! `ptxjit compare-recordings A B`: two recordings of one program made by
//! the drop-in driver (`PTXJIT_RECORD=DIR`; see the `ptxjit-cuda` crate),
//! for example one on the host backend and one on the interpreter, or one
//! on a GPU: the first launch, allocation and byte that differ.

use serde_json::Value;

use crate::Fail;

struct Rec {
    dir: std::path::PathBuf,
    launches: Vec<Value>,
}

fn read(dir: &str) -> Result<Rec, Fail> {
    let path = std::path::Path::new(dir).join("launches.jsonl");
    let text = std::fs::read_to_string(&path)
        .map_err(|e| Fail(1, format!("{}: error: cannot read: {}", path.display(), e)))?;
    let mut launches = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let v: Value = serde_json::from_str(line).map_err(|e| {
            Fail(
                1,
                format!(
                    "{}:{}: error: not a recording line: {}",
                    path.display(),
                    i + 1,
                    e
                ),
            )
        })?;
        launches.push(v);
    }
    Ok(Rec {
        dir: path.parent().map(|p| p.to_path_buf()).unwrap_or_default(),
        launches,
    })
}

/// The allocations of a launch record: name -> (size, digest).
fn allocs(v: &Value) -> Vec<(String, u64, String)> {
    v["allocations"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|x| {
                    (
                        x["name"].as_str().unwrap_or("").to_string(),
                        x["size"].as_u64().unwrap_or(0),
                        x["digest"].as_str().unwrap_or("").to_string(),
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The first byte where the recorded bytes of `name` after launch `n`
/// differ, when both recordings kept them.
fn first_byte(a: &Rec, b: &Rec, n: u64, name: &str) -> Option<String> {
    let file = format!("{}-{}.bin", n, name.replace(['/', ' '], "_"));
    let (x, y) = (
        std::fs::read(a.dir.join(&file)).ok()?,
        std::fs::read(b.dir.join(&file)).ok()?,
    );
    let at = x.iter().zip(&y).position(|(p, q)| p != q)?;
    let word = |v: &[u8]| {
        let w = at / 4 * 4;
        v.get(w..w + 4)
            .map(|b| format!("0x{:08x}", u32::from_le_bytes([b[0], b[1], b[2], b[3]])))
    };
    let words = match (word(&x), word(&y)) {
        (Some(p), Some(q)) => format!(" (u32 at byte {}: {} vs {})", at / 4 * 4, p, q),
        _ => String::new(),
    };
    Some(format!(
        "first difference at byte {}: 0x{:02x} vs 0x{:02x}{}",
        at, x[at], y[at], words
    ))
}

/// Compares recordings `a` and `b` (directories).
pub fn compare(a: &str, b: &str, ignore: &[String]) -> Result<(), Fail> {
    let (ra, rb) = (read(a)?, read(b)?);
    let mut compared = 0usize;
    for (x, y) in ra.launches.iter().zip(&rb.launches) {
        let n = x["launch"].as_u64().unwrap_or(0);
        let (kx, ky) = (
            x["kernel"].as_str().unwrap_or(""),
            y["kernel"].as_str().unwrap_or(""),
        );
        let diverged = |what: String| {
            crate::stdout_write(format_args!("launch {}: {}\n", n, what));
            Fail(1, String::new())
        };
        if kx != ky || x["module"] != y["module"] {
            return Err(diverged(format!(
                "the programs diverged: kernel '{}' of module {} in {}, '{}' of module {} in {}",
                kx, x["module"], a, ky, y["module"], b
            )));
        }
        for key in ["grid", "block", "shared"] {
            if x[key] != y[key] {
                return Err(diverged(format!(
                    "kernel '{}': {} {} in {}, {} in {}",
                    kx, key, x[key], a, y[key], b
                )));
            }
        }
        if x["result"] != y["result"] {
            return Err(diverged(format!(
                "kernel '{}' returned CUresult {} in {}, {} in {}",
                kx, x["result"], a, y["result"], b
            )));
        }
        let (ax, ay) = (allocs(x), allocs(y));
        for (name, size, d) in &ax {
            if ignore.iter().any(|i| i == name) {
                continue;
            }
            match ay.iter().find(|o| &o.0 == name) {
                None => {
                    return Err(diverged(format!(
                        "kernel '{}': allocation '{}' is live in {} only",
                        kx, name, a
                    )))
                }
                Some((_, s2, _)) if s2 != size => {
                    return Err(diverged(format!(
                        "kernel '{}': allocation '{}' has {} bytes in {}, {} in {}",
                        kx, name, size, a, s2, b
                    )))
                }
                Some((_, _, d2)) if d2 != d => {
                    let detail = first_byte(&ra, &rb, n, name).unwrap_or_else(|| {
                        "(record with PTXJIT_RECORD_BYTES=1 to see the first byte)".into()
                    });
                    return Err(diverged(format!(
                        "kernel '{}': allocation '{}' ({} bytes) differs after the launch: {}",
                        kx, name, size, detail
                    )));
                }
                Some(_) => compared += 1,
            }
        }
        if let Some((name, ..)) = ay
            .iter()
            .find(|o| !ignore.contains(&o.0) && !ax.iter().any(|p| p.0 == o.0))
        {
            return Err(diverged(format!(
                "kernel '{}': allocation '{}' is live in {} only",
                kx, name, b
            )));
        }
    }
    if ra.launches.len() != rb.launches.len() {
        crate::stdout_write(format_args!(
            "{} has {} launches, {} has {} (the first {} match)\n",
            a,
            ra.launches.len(),
            b,
            rb.launches.len(),
            ra.launches.len().min(rb.launches.len())
        ));
        return Err(Fail(1, String::new()));
    }
    let ignored = if ignore.is_empty() {
        String::new()
    } else {
        format!(
            " ({} not compared)",
            ignore
                .iter()
                .map(|i| format!("'{i}'"))
                .collect::<Vec<_>>()
                .join(", ")
        )
    };
    crate::stdout_write(format_args!(
        "{} launches, {} allocation states: all match{}\n",
        ra.launches.len(),
        compared,
        ignored
    ));
    Ok(())
}
