//! Every valid input under `tests/data/` parses, prints, and parses back to
//! an equal syntax tree; printing is idempotent.

use std::path::PathBuf;

use ptxjit_frontend::parse;
use ptxjit_frontend::print::module_to_ptx;

fn data_files() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/data exists")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ptx"))
        .collect();
    files.sort();
    files
}

fn roundtrip(name: &str, src: &str) {
    let first = parse(src).unwrap_or_else(|e| panic!("{name}: {}", e.render(name, src)));
    let printed = module_to_ptx(&first);
    let second = parse(&printed)
        .unwrap_or_else(|e| panic!("{name} (printed): {}", e.render(name, &printed)));
    assert_eq!(first, second, "{name}: re-parsed AST differs\n{printed}");
    let printed_again = module_to_ptx(&second);
    assert_eq!(printed, printed_again, "{name}: printing is not idempotent");
}

#[test]
fn every_data_file_round_trips() {
    let files = data_files();
    assert!(
        files.len() >= 8,
        "expected the test inputs, found {files:?}"
    );
    for f in files {
        let src = std::fs::read_to_string(&f).expect("readable file");
        roundtrip(&f.display().to_string(), &src);
    }
}

#[test]
fn printed_form_of_a_small_module_is_exact() {
    // The printer's layout, worked out by hand.
    let src = ".version 7.8\n.target sm_80\n.address_size 64\n\
               .visible .entry k(.param .u64 p)\n{\n.reg .b32 %r<2>;\n\
               L: @!%p1 add.cc.u32%r1, %r1, -0x10;\nld.global.u32 %r1, [%rd1+-8];\n}\n";
    let m = parse(src).unwrap();
    let expected = ".version 7.8\n.target sm_80\n.address_size 64\n\n\
                    .visible .entry k(\n\t.param .u64 p\n)\n{\n\t.reg .b32 %r<2>;\nL:\n\
                    \t@!%p1 add.cc.u32 %r1, %r1, -16;\n\tld.global.u32 %r1, [%rd1+-8];\n}\n";
    assert_eq!(module_to_ptx(&m), expected);
}

#[test]
fn extreme_values_round_trip() {
    let src = ".version 8.0\n.target sm_80\n.address_size 64\n\
               .global .s64 a[3] = {-18446744073709551615, 18446744073709551615, 0};\n\
               .entry e()\n{\n\
               ld.u8 %r1, [x+-9223372036854775808];\n\
               ld.u8 %r1, [x+9223372036854775807];\n\
               ld.u8 %r1, [-9223372036854775808];\n\
               mov.u64 %rd1, -18446744073709551615;\n}\n";
    roundtrip("extreme", src);
}

#[test]
fn mutated_inputs_that_parse_also_round_trip() {
    // Replace one byte of each data file at a time with a character that often
    // still gives valid syntax; whatever parses must round-trip too.
    const ALPHABET: &[u8] = b"0123456789abfxdU%$_.-+!,;{}[]()<>@| \t\n|";
    let mut x: u64 = 0xDEAD_BEEF_1234_5678;
    let mut parsed = 0;
    for f in data_files() {
        let src = std::fs::read(&f).expect("readable file");
        for _ in 0..400 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let mut v = src.clone();
            let pos = (x % v.len() as u64) as usize;
            v[pos] = ALPHABET[((x >> 40) % ALPHABET.len() as u64) as usize];
            let s = String::from_utf8_lossy(&v).into_owned();
            if parse(&s).is_ok() {
                parsed += 1;
                roundtrip("mutant", &s);
            }
        }
    }
    assert!(parsed > 100, "too few mutants parsed: {parsed}");
}
