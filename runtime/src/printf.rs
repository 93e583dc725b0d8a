//! `printf` from kernels: CUDA's `vprintf(format, args)`.
//!
//! A kernel's `printf(fmt, ...)` compiles to `call vprintf, (fmt, buf)`:
//! `fmt` is the generic address of the NUL-terminated format string, `buf`
//! the generic address of a local buffer holding the arguments, each at
//! the next offset aligned to its size (4 bytes for `int`-sized
//! conversions, 8 for `l`/`ll`, `%s`, `%p` and the floating-point ones,
//! whose `float` arguments C promotes to `double`). On the GPU the driver
//! formats the records with the host C library's `printf` when the host
//! synchronizes; here each conversion is formatted by the host C
//! library's `snprintf` too, so `%f`, `%g`, `%a`, `%p` and `(null)` read as
//! they do from a GPU. Recorded on an H100 (tests/vectors/printf/h100.txt):
//!
//! * the return value is the number of arguments the format takes;
//! * `%%` and a conversion CUDA does not know (`%q`, `%5%`) print `%`
//!   and take no argument; a lone `%` at the end prints `%`;
//! * `%s` of a null pointer prints `(null)`, `%p` of one `(nil)`.
//!
//! One known difference: CUDA takes no argument for `%hhd`/`%hhu` (they do
//! not count in the return value, and the next conversion gets the
//! argument) and an H100 prints values unrelated to the arguments for them
//! (91 and 104 where the next argument was 342); ptxjit takes no argument
//! either and prints the next argument as C's `%hhd` does (86).
//!
//! The order of a launch's output: block by block, warp by warp, and within
//! a warp each thread's first `printf`, lane by lane, then each one's
//! second, and so on, which is what a GPU prints for a converged warp. A
//! GPU interleaves warps and blocks in an order it does not promise, and
//! prints the two sides of a divergent branch one after the other.

use std::ffi::CString;

/// Most bytes of a format string or a `%s` argument read from memory.
pub const MAX_STRING: usize = 1 << 16;

/// One `printf` of a launch: who printed it and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Printed {
    /// The block's linear index in the grid.
    pub block: u64,
    /// The thread's linear index in its block.
    pub thread: u32,
    /// How many `printf`s the thread ran before this one.
    pub seq: u32,
    /// The formatted text.
    pub text: Vec<u8>,
}

/// Sorts a launch's records into the order they are printed in (see the
/// module documentation).
pub fn order(records: &mut [Printed]) {
    records.sort_by_key(|r| (r.block, r.thread / 32, r.seq, r.thread % 32));
}

/// Why a `vprintf` could not be formatted: the format or an argument could
/// not be read at this generic address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unreadable {
    pub addr: u64,
    pub size: u64,
    /// What was being read.
    pub what: &'static str,
}

/// Formats `vprintf(fmt, args)`. `read(addr, n)` reads `n` bytes of memory
/// at a generic address (`None` when they are not all readable). Returns
/// the text and `vprintf`'s return value.
pub fn format(
    fmt: u64,
    args: u64,
    read: &mut dyn FnMut(u64, u64) -> Option<Vec<u8>>,
) -> Result<(Vec<u8>, i32), Unreadable> {
    if fmt == 0 {
        return Ok((Vec::new(), -1));
    }
    let f = read_cstr(fmt, read, "the format string")?;
    let mut out = Vec::new();
    let mut taken = 0i32;
    let mut off = 0u64;
    // The next argument of `size` bytes, at the next offset aligned to it.
    let arg = |off: &mut u64, size: u64, read: &mut dyn FnMut(u64, u64) -> Option<Vec<u8>>| {
        *off = off.next_multiple_of(size);
        let at = args.wrapping_add(*off);
        let b = read(at, size).ok_or(Unreadable {
            addr: at,
            size,
            what: "a printf argument",
        })?;
        *off += size;
        let mut v = [0u8; 8];
        v[..b.len()].copy_from_slice(&b);
        Ok::<u64, Unreadable>(u64::from_le_bytes(v))
    };
    let mut i = 0;
    while i < f.len() {
        let c = f[i];
        if c != b'%' {
            out.push(c);
            i += 1;
            continue;
        }
        // %[flags][width][.precision][length]conversion
        i += 1;
        let mut spec = vec![b'%'];
        while i < f.len() && b"-+ #0".contains(&f[i]) {
            spec.push(f[i]);
            i += 1;
        }
        let mut stars = Vec::new();
        for part in 0..2 {
            if part == 1 {
                if i < f.len() && f[i] == b'.' {
                    spec.push(b'.');
                    i += 1;
                } else {
                    break;
                }
            }
            if i < f.len() && f[i] == b'*' {
                let v = arg(&mut off, 4, read)? as u32 as i32;
                taken += 1;
                stars.push(v);
                spec.push(b'*');
                i += 1;
            } else {
                while i < f.len() && f[i].is_ascii_digit() {
                    spec.push(f[i]);
                    i += 1;
                }
            }
        }
        let mut long = false;
        let mut length = Vec::new();
        while i < f.len() && b"hlLjzt".contains(&f[i]) {
            long |= matches!(f[i], b'l' | b'L' | b'j' | b'z' | b't');
            length.push(f[i]);
            i += 1;
        }
        let Some(&conv) = f.get(i) else {
            // A lone '%' (and what followed it) at the end.
            out.push(b'%');
            break;
        };
        i += 1;
        let piece = match conv {
            b'd' | b'i' | b'u' | b'x' | b'X' | b'o' | b'c' if length == b"hh" => {
                // CUDA takes no argument for `hh` (an H100 returns 2 for
                // "%hd %hu %hhd %hhu" and prints values unrelated to the
                // arguments for the last two): the next argument is
                // formatted but left for the next conversion.
                let v = arg(&mut off.clone(), 4, read)?;
                spec.extend_from_slice(b"hh");
                spec.push(conv);
                c_format(&spec, &stars, Value::Int(v as u32 as i32))
            }
            b'd' | b'i' | b'u' | b'x' | b'X' | b'o' | b'c' => {
                let v = arg(&mut off, if long { 8 } else { 4 }, read)?;
                taken += 1;
                // `long long` for the C library whatever the length was:
                // `h`/`hh` narrow as C does.
                spec.extend_from_slice(if long { b"ll" } else { &length });
                spec.push(conv);
                if long {
                    c_format(&spec, &stars, Value::Long(v as i64))
                } else {
                    c_format(&spec, &stars, Value::Int(v as u32 as i32))
                }
            }
            b'f' | b'F' | b'e' | b'E' | b'g' | b'G' | b'a' | b'A' => {
                let v = arg(&mut off, 8, read)?;
                taken += 1;
                spec.push(conv);
                c_format(&spec, &stars, Value::Double(f64::from_bits(v)))
            }
            b's' => {
                let p = arg(&mut off, 8, read)?;
                taken += 1;
                spec.push(b's');
                if p == 0 {
                    c_format(&spec, &stars, Value::Str(None))
                } else {
                    let s = read_cstr(p, read, "a %s string")?;
                    c_format(&spec, &stars, Value::Str(Some(s)))
                }
            }
            b'p' => {
                let p = arg(&mut off, 8, read)?;
                taken += 1;
                spec.push(b'p');
                c_format(&spec, &stars, Value::Ptr(p))
            }
            // `%%`, and a conversion CUDA does not know: a '%'.
            _ => b"%".to_vec(),
        };
        out.extend_from_slice(&piece);
    }
    Ok((out, taken))
}

/// What a thread that fails an `assert` stops with (CUDA's error: the
/// assertion's line is printed with the launch's output).
pub const ASSERT_MESSAGE: &str =
    "device-side assert triggered (the failed assertion is printed with the launch's output)";

/// The line CUDA prints for `__assertfail(message, file, line, function,
/// char_size)` in thread `tid` of block `ctaid` (recorded on an H100):
/// `FILE:LINE: FUNCTION: block: [X,Y,Z], thread: [X,Y,Z] Assertion `MESSAGE` failed.`
/// `strings` are the generic addresses of the message, the file and the
/// function; one that cannot be read prints as `?`.
pub fn assert_line(
    strings: [u64; 3],
    line: u32,
    ctaid: [u32; 3],
    tid: [u32; 3],
    read: &mut dyn FnMut(u64, u64) -> Option<Vec<u8>>,
) -> Vec<u8> {
    let [m, f, func] = strings.map(|a| {
        read_cstr(a, read, "a string").map_or_else(
            |_| "?".to_string(),
            |s| String::from_utf8_lossy(&s).into_owned(),
        )
    });
    format!(
        "{}:{}: {}: block: [{},{},{}], thread: [{},{},{}] Assertion `{}` failed.\n",
        f, line, func, ctaid[0], ctaid[1], ctaid[2], tid[0], tid[1], tid[2], m
    )
    .into_bytes()
}

/// Reads a NUL-terminated string (at most [`MAX_STRING`] bytes) at a
/// generic address, byte by byte up to the end of what is readable.
fn read_cstr(
    at: u64,
    read: &mut dyn FnMut(u64, u64) -> Option<Vec<u8>>,
    what: &'static str,
) -> Result<Vec<u8>, Unreadable> {
    let mut s = Vec::new();
    loop {
        let a = at.wrapping_add(s.len() as u64);
        let b = read(a, 1).ok_or(Unreadable {
            addr: a,
            size: 1,
            what,
        })?;
        if b[0] == 0 || s.len() >= MAX_STRING {
            return Ok(s);
        }
        s.push(b[0]);
    }
}

/// One argument as the C library takes it.
enum Value {
    Int(i32),
    Long(i64),
    Double(f64),
    Str(Option<Vec<u8>>),
    Ptr(u64),
}

/// Formats one conversion `spec` (with `*` values `stars`) by the C
/// library's `snprintf`.
fn c_format(spec: &[u8], stars: &[i32], v: Value) -> Vec<u8> {
    let Ok(fmt) = CString::new(spec) else {
        return Vec::new();
    };
    let s = match &v {
        Value::Str(Some(s)) => CString::new(s.clone()).ok(),
        _ => None,
    };
    let mut buf = vec![0u8; 256];
    loop {
        let (p, n, f) = (
            buf.as_mut_ptr() as *mut libc::c_char,
            buf.len(),
            fmt.as_ptr(),
        );
        // SAFETY: `fmt` holds exactly one conversion whose argument has the
        // type passed (and as many `*`s as `stars` has values); `buf` has
        // `n` bytes.
        let len = unsafe {
            match (stars, &v) {
                ([], Value::Int(x)) => libc::snprintf(p, n, f, *x),
                ([a], Value::Int(x)) => libc::snprintf(p, n, f, *a, *x),
                ([a, b], Value::Int(x)) => libc::snprintf(p, n, f, *a, *b, *x),
                ([], Value::Long(x)) => libc::snprintf(p, n, f, *x),
                ([a], Value::Long(x)) => libc::snprintf(p, n, f, *a, *x),
                ([a, b], Value::Long(x)) => libc::snprintf(p, n, f, *a, *b, *x),
                ([], Value::Double(x)) => libc::snprintf(p, n, f, *x),
                ([a], Value::Double(x)) => libc::snprintf(p, n, f, *a, *x),
                ([a, b], Value::Double(x)) => libc::snprintf(p, n, f, *a, *b, *x),
                (st, Value::Str(_)) => {
                    let sp = s.as_ref().map_or(std::ptr::null(), |c| c.as_ptr());
                    match st {
                        [] => libc::snprintf(p, n, f, sp),
                        [a] => libc::snprintf(p, n, f, *a, sp),
                        [a, b, ..] => libc::snprintf(p, n, f, *a, *b, sp),
                    }
                }
                (st, Value::Ptr(x)) => {
                    let xp = *x as usize as *const libc::c_void;
                    match st {
                        [] => libc::snprintf(p, n, f, xp),
                        [a] => libc::snprintf(p, n, f, *a, xp),
                        [a, b, ..] => libc::snprintf(p, n, f, *a, *b, xp),
                    }
                }
                (_, Value::Int(_) | Value::Long(_) | Value::Double(_)) => -1,
            }
        };
        let Ok(len) = usize::try_from(len) else {
            return Vec::new();
        };
        if len < n {
            buf.truncate(len);
            return buf;
        }
        // A width wider than the buffer: once more with room.
        if len > 1 << 24 {
            return Vec::new();
        }
        buf = vec![0u8; len + 1];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Memory for the tests: a format string at 0x1000, arguments at
    /// 0x2000, a string at 0x3000.
    fn run(fmt: &str, args: &[u8], s: &str) -> (String, i32) {
        let mut read = |a: u64, n: u64| -> Option<Vec<u8>> {
            let (base, data): (u64, Vec<u8>) = match a {
                0x1000..0x2000 => (0x1000, [fmt.as_bytes(), &[0]].concat()),
                0x2000..0x3000 => (0x2000, args.to_vec()),
                0x3000..0x4000 => (0x3000, [s.as_bytes(), &[0]].concat()),
                _ => return None,
            };
            let o = (a - base) as usize;
            data.get(o..o + n as usize).map(<[u8]>::to_vec)
        };
        let (t, r) = format(0x1000, 0x2000, &mut read).unwrap();
        (String::from_utf8(t).unwrap(), r)
    }

    #[test]
    fn ints_are_four_bytes_and_longs_eight_aligned() {
        let mut a = Vec::new();
        a.extend_from_slice(&(-5i32).to_le_bytes());
        a.extend_from_slice(&[0; 4]); // padding before the 8-byte one
        a.extend_from_slice(&(-6i64).to_le_bytes());
        a.extend_from_slice(&255u32.to_le_bytes());
        assert_eq!(run("%d %lld %#x|", &a, ""), ("-5 -6 0xff|".to_string(), 3));
    }

    #[test]
    fn strings_pointers_and_percent() {
        let mut a = Vec::new();
        a.extend_from_slice(&0x3000u64.to_le_bytes());
        a.extend_from_slice(&0u64.to_le_bytes());
        a.extend_from_slice(&0u64.to_le_bytes());
        assert_eq!(
            run("[%-6s] [%s] [%p] %% [%q] end %", &a, "abc"),
            ("[abc   ] [(null)] [(nil)] % [%] end %".to_string(), 3)
        );
    }

    #[test]
    fn doubles_and_star_widths() {
        let mut a = Vec::new();
        a.extend_from_slice(&7i32.to_le_bytes());
        a.extend_from_slice(&[0; 4]);
        a.extend_from_slice(&1.5f64.to_bits().to_le_bytes());
        assert_eq!(run("[%*.2f]", &a, ""), ("[   1.50]".to_string(), 2));
    }

    #[test]
    fn unreadable_arguments_are_reported() {
        let mut read = |a: u64, _n: u64| (a < 0x1005).then(|| vec![b'%']);
        let e = format(0x1000, 0x9000, &mut read).unwrap_err();
        assert_eq!(e.what, "the format string");
        let mut read = |a: u64, _n: u64| match a {
            0x1000 => Some(vec![b'%']),
            0x1001 => Some(vec![b'd']),
            0x1002 => Some(vec![0]),
            _ => None,
        };
        let e = format(0x1000, 0x9000, &mut read).unwrap_err();
        assert_eq!((e.addr, e.what), (0x9000, "a printf argument"));
    }
}
