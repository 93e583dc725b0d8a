//! No input may panic: mutated versions of the bundled examples go through
//! parse, check, the interpreter and the host JIT, and each stage either
//! succeeds or returns a typed error.

use ptxjit::{Backend, Error, Module};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Pieces of PTX that mutations splice in: they keep many mutants
/// syntactically valid so the later stages get exercised too.
const PIECES: &[&str] = &[
    "0",
    "1",
    "-1",
    "0xffffffff",
    "32",
    "64",
    "255",
    ".u32",
    ".s32",
    ".u64",
    ".b16",
    ".sat",
    ".cc",
    ".hi",
    ".lo",
    ".wide",
    ".b0",
    ".h1",
    ".b3210",
    ".add",
    ".min",
    ";",
    ",",
    "{",
    "}",
    "@%p1 ",
    "bra L;",
    "%r1",
];

fn mutate(src: &str, rng: &mut Rng) -> String {
    let mut s: Vec<u8> = src.as_bytes().to_vec();
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(s.len());
        match rng.below(4) {
            0 => {
                let end = (at + 1 + rng.below(8)).min(s.len());
                s.drain(at..end);
            }
            1 => {
                let p = PIECES[rng.below(PIECES.len())].as_bytes();
                s.splice(at..at, p.iter().copied());
            }
            2 => {
                // Swap a number for another.
                if let Some(pos) = s[at..].iter().position(|c| c.is_ascii_digit()) {
                    s[at + pos] = b'0' + rng.below(10) as u8;
                }
            }
            _ => {
                // Duplicate a line.
                let line_start = s[..at]
                    .iter()
                    .rposition(|&c| c == b'\n')
                    .map_or(0, |p| p + 1);
                let line_end = s[at..]
                    .iter()
                    .position(|&c| c == b'\n')
                    .map_or(s.len(), |p| at + p);
                let line = s[line_start..line_end].to_vec();
                s.splice(line_end..line_end, std::iter::once(b'\n').chain(line));
            }
        }
    }
    String::from_utf8_lossy(&s).into_owned()
}

#[test]
fn mutated_examples_never_panic() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/examples");
    let mut sources: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ptx"))
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect();
    sources.sort();
    assert!(sources.len() >= 3);
    let mut rng = Rng(42);
    let (mut checked, mut ran) = (0, 0);
    for i in 0..1500 {
        let src = mutate(&sources[i % sources.len()], &mut rng);
        let Ok(mut m) = Module::from_ptx(&src) else {
            continue;
        };
        checked += 1;
        m.set_step_limit(10_000);
        for c in m.callables() {
            let Ok((_, f)) = m.func(&c.name) else {
                continue;
            };
            if c.kind != ptxjit::ast::FuncKind::Func {
                continue;
            }
            let args: Vec<u64> = f.params.iter().map(|_| rng.next()).collect();
            let args: Vec<u64> = args
                .iter()
                .zip(&f.params)
                .map(|(v, p)| {
                    if p.ty.bits() >= 64 {
                        *v
                    } else {
                        v & ((1 << p.ty.bits()) - 1)
                    }
                })
                .collect();
            let interp = m.call(Backend::Interp, &c.name, &args);
            match &interp {
                Ok(_) => ran += 1,
                Err(Error::Exec(_)) | Err(Error::Compile(_)) | Err(Error::Usage(_)) => {}
                Err(e) => panic!("unexpected error kind {e}"),
            }
            // The host JIT may reject what it cannot compile, but must not
            // panic, and where both run they agree. Native code has no step
            // limit, so only mutants the interpreter finished run on the host.
            if let Ok(int) = &interp {
                if let Ok(host) = m.call(Backend::Host, &c.name, &args) {
                    assert_eq!(&host, int, "host and interp disagree on mutant:\n{src}");
                }
            }
        }
    }
    assert!(checked > 100, "only {checked} mutants checked");
    assert!(ran > 50, "only {ran} mutant calls ran");
}
