//! Malformed inputs give a diagnostic at the right line and column (1-based,
//! byte columns, worked out by hand) with a message naming the problem.
//! Only syntax is judged here; operand counts and modifiers are the checker's.

use ptxjit_frontend::{parse, Diagnostic};

const HEADER: &str = ".version 8.0\n.target sm_80\n.address_size 64\n";

/// A kernel whose body starts on line 6 with `stmts`.
fn body(stmts: &str) -> String {
    format!("{HEADER}.entry k()\n{{\n{stmts}\n}}\n")
}

fn err(src: &str) -> Diagnostic {
    match parse(src) {
        Ok(m) => panic!("expected an error, parsed {m:?}"),
        Err(e) => e,
    }
}

#[track_caller]
fn check(src: &str, line: u32, col: u32, phrase: &str) {
    let e = err(src);
    assert!(
        e.message.contains(phrase),
        "message {:?} lacks {phrase:?}",
        e.message
    );
    assert_eq!(
        (e.span.line, e.span.col),
        (line, col),
        "wrong place for {:?}",
        e.message
    );
}

// ---- comments, strings, characters ------------------------------------------

#[test]
fn unterminated_block_comment_at_start() {
    check("/* abc\n.version 8.0\n", 1, 1, "unterminated block comment");
}

#[test]
fn unterminated_block_comment_in_body() {
    check(
        &body("\tadd.u32 %r1, %r2, %r3; /* oops"),
        6,
        25,
        "unterminated block comment",
    );
}

#[test]
fn unterminated_string() {
    check(".pragma \"abc\n", 1, 9, "unterminated string literal");
}

#[test]
fn delete_character() {
    check(
        &body("\tmov.u32 %r1, \u{7f};"),
        6,
        15,
        "unexpected character '\\u{7f}'",
    );
}

#[test]
fn nul_byte() {
    check(&body("\tret;\0"), 6, 6, "unexpected character '\\0'");
}

#[test]
fn non_ascii_character() {
    check(
        &body("\tmov.u32 %r1, é;"),
        6,
        15,
        "unexpected character 'é'",
    );
}

#[test]
fn non_ascii_after_non_ascii_comment_counts_bytes() {
    // "// é\n" is fine; on the next line `ü` is at byte column 3 after "\t\t".
    check(&body("\t// é\n\t\tü"), 7, 3, "unexpected character 'ü'");
}

#[test]
fn binary_garbage() {
    let bytes = [0xffu8, 0xfe, 0x00, 0x01, 0x7f, 0x80];
    let src = String::from_utf8_lossy(&bytes).into_owned();
    check(&src, 1, 1, "unexpected character");
}

#[test]
fn control_character() {
    check(
        &body("\tret;\u{1b}[0m"),
        6,
        6,
        "unexpected character '\\u{1b}'",
    );
}

#[test]
fn lone_percent() {
    check(
        &body("\tmov.u32 % , 1;"),
        6,
        10,
        "expected an operand, found '%'",
    );
}

#[test]
fn lone_dot() {
    check(
        &body("\tadd. %r1;"),
        6,
        5,
        "expected a directive or modifier name after '.'",
    );
}

// ---- literals ------------------------------------------------------------------

#[test]
fn hex_literal_too_large() {
    check(
        &body("\tmov.u64 %rd1, 0x10000000000000000;"),
        6,
        16,
        "integer literal 0x10000000000000000 does not fit in 64 bits",
    );
}

#[test]
fn decimal_literal_too_large() {
    check(
        &body("\tmov.u64 %rd1, 18446744073709551616;"),
        6,
        16,
        "does not fit in 64 bits",
    );
}

#[test]
fn very_long_literal() {
    let lit = "9".repeat(5000);
    check(
        &body(&format!("\tmov.u64 %rd1, {lit};")),
        6,
        16,
        "does not fit in 64 bits",
    );
}

#[test]
fn bad_octal_digit() {
    check(
        &body("\tmov.u32 %r1, 09;"),
        6,
        15,
        "'9' is not a valid octal digit",
    );
}

#[test]
fn hex_without_digits() {
    check(&body("\tmov.u32 %r1, 0x;"), 6, 15, "no digits");
}

#[test]
fn bad_hex_digit() {
    check(
        &body("\tmov.u32 %r1, 0x1G;"),
        6,
        15,
        "'G' is not a valid hexadecimal digit",
    );
}

#[test]
fn bad_binary_digit() {
    check(
        &body("\tmov.u32 %r1, 0b102;"),
        6,
        15,
        "'2' is not a valid binary digit",
    );
}

#[test]
fn letters_in_decimal() {
    check(
        &body("\tmov.u32 %r1, 12ab;"),
        6,
        15,
        "'a' is not a valid decimal digit",
    );
}

#[test]
fn short_hex_float() {
    check(
        &body("\tmov.f32 %f1, 0f3F80;"),
        6,
        15,
        "expected exactly 8 hex digits after '0f'",
    );
}

#[test]
fn long_hex_double() {
    check(
        &body("\tmov.f64 %fd1, 0d3FF00000000000000;"),
        6,
        16,
        "expected exactly 16 hex digits after '0d'",
    );
}

#[test]
fn junk_after_decimal_float() {
    check(
        &body("\tmov.f32 %f1, 1.5x;"),
        6,
        15,
        "invalid floating-point literal '1.5x'",
    );
}

// ---- instructions and operands -----------------------------------------------------

#[test]
fn missing_semicolon_after_instruction() {
    check(
        &body("\tadd.u32 %r1, %r2, %r3\n\tret;"),
        6,
        23,
        "expected ';' after instruction at the end of the line (the next line starts with 'ret')",
    );
}

#[test]
fn missing_operand_between_commas() {
    check(
        &body("\tadd.u32 %r1, , %r3;"),
        6,
        15,
        "expected an operand, found ','",
    );
}

#[test]
fn trailing_comma() {
    check(
        &body("\tadd.u32 %r1, %r2,;"),
        6,
        19,
        "expected an operand, found ';'",
    );
}

#[test]
fn minus_without_value() {
    check(
        &body("\tmov.u32 %r1, -;"),
        6,
        16,
        "expected a register or a number after '-'",
    );
}

#[test]
fn guard_without_register() {
    check(
        &body("\t@!;"),
        6,
        4,
        "expected a predicate register after '@'",
    );
}

#[test]
fn guard_without_opcode() {
    check(&body("\t@p ;"), 6, 5, "expected an opcode");
}

#[test]
fn unclosed_address() {
    check(
        &body("\tld.u32 %r1, [%rd1;"),
        6,
        19,
        "expected ']' to close address",
    );
}

#[test]
fn register_offset_in_address() {
    check(
        &body("\tld.u32 %r1, [%rd1+%r2];"),
        6,
        20,
        "expected a constant offset after '+' in address, found '%r2'",
    );
}

#[test]
fn empty_address() {
    check(
        &body("\tld.u32 %r1, [];"),
        6,
        15,
        "expected a register, a variable or an integer in address",
    );
}

#[test]
fn constant_division_by_zero() {
    // (An offset of 2^64 - 1 wraps to -1, as ptxas takes it.)
    check(
        &body("\tld.u32 %r1, [%rd1+4/0];"),
        6,
        21,
        "constant expression has division by zero",
    );
}

#[test]
fn unclosed_vector() {
    check(
        &body("\tmov.b64 %rd1, {%r1, %r2;"),
        6,
        25,
        "expected ',' or '}' in vector operand",
    );
}

#[test]
fn nested_vector() {
    check(
        &body("\tmov.b64 %rd1, {{%r1}};"),
        6,
        17,
        "expected an operand, found '{'",
    );
}

#[test]
fn predicate_pair_without_second() {
    check(
        &body("\tsetp.lt.s32 p|, %r1, %r2;"),
        6,
        16,
        "expected a predicate register after '|'",
    );
}

// ---- declarations ------------------------------------------------------------------

#[test]
fn declaration_without_type() {
    check(&body("\t.reg %r1;"), 6, 7, "expected a type in declaration");
}

#[test]
fn declaration_with_two_types() {
    check(
        &body("\t.reg .b32 .u32 x;"),
        6,
        12,
        "two types in one declaration",
    );
}

#[test]
fn declaration_without_name() {
    // `.reg .b32 ;` declares nothing (ptxas 12.9 accepts it); a missing
    // name after a comma is an error.
    assert!(ptxjit_frontend::parse(&body("\t.reg .b32 ;")).is_ok());
    check(
        &body("\t.reg .b32 x, ;"),
        6,
        15,
        "expected a name in declaration",
    );
}

#[test]
fn declaration_without_semicolon() {
    check(
        &body("\t.reg .b32 x\n\tret;"),
        6,
        13,
        "expected ';' after declaration at the end of the line (the next line starts with 'ret')",
    );
}

#[test]
fn bad_register_range() {
    check(
        &body("\t.reg .b32 %r<;"),
        6,
        15,
        "expected a register count after '<'",
    );
}

#[test]
fn missing_initializer_value() {
    check(
        &format!("{HEADER}.global .u32 a = ;\n"),
        4,
        18,
        "expected an initializer value",
    );
}

#[test]
fn initializer_list_without_comma() {
    check(
        &format!("{HEADER}.global .u32 a[2] = {{1 2}};\n"),
        4,
        24,
        "expected ',' or '}' in initializer list",
    );
}

// ---- directives ----------------------------------------------------------------------

#[test]
fn unknown_module_directive() {
    check(
        &format!("{HEADER}.foo 1;\n"),
        4,
        1,
        "unknown directive '.foo'",
    );
}

#[test]
fn unknown_body_directive() {
    check(&body("\t.foo;"), 6, 2, "unknown directive '.foo'");
}

#[test]
fn unknown_header_directive() {
    check(
        &format!("{HEADER}.entry k() .bogus 3\n{{\n}}\n"),
        4,
        12,
        "unknown directive '.bogus'",
    );
}

#[test]
fn version_without_minor() {
    check(
        ".version 8\n",
        1,
        10,
        "expected a version number MAJOR.MINOR",
    );
}

#[test]
fn duplicate_version() {
    check(".version 8.0\n.version 7.0\n", 2, 1, "duplicate '.version'");
}

#[test]
fn address_size_too_large() {
    check(
        ".address_size 0x100000000\n",
        1,
        15,
        "does not fit in 32 bits",
    );
}

#[test]
fn bad_thing_after_linkage() {
    check(
        &format!("{HEADER}.visible .foo x;\n"),
        4,
        10,
        "expected '.entry', '.func' or a state space after '.visible'",
    );
}

#[test]
fn pragma_without_semicolon() {
    check(
        &format!("{HEADER}.pragma \"nounroll\"\n.entry k()\n{{\n}}\n"),
        4,
        19,
        "expected ';' after '.pragma' at the end of the line",
    );
}

#[test]
fn instruction_at_module_scope() {
    check(
        &format!("{HEADER}add.u32 %r1, %r2, %r3;\n"),
        4,
        1,
        "expected a directive at module scope",
    );
}

// ---- truncation and braces -----------------------------------------------------------

#[test]
fn truncated_after_version_keyword() {
    check(
        ".version",
        1,
        9,
        "expected a version number MAJOR.MINOR after '.version', found end of file",
    );
}

#[test]
fn truncated_after_entry() {
    check(&format!("{HEADER}.entry"), 4, 7, "expected a function name");
}

#[test]
fn truncated_in_parameter_list() {
    check(
        &format!("{HEADER}.entry k(.param .u64 p"),
        4,
        23,
        "expected ',' or ')' in parameter list, found end of file",
    );
}

#[test]
fn truncated_before_body() {
    check(
        &format!("{HEADER}.entry k()\n"),
        5,
        1,
        "expected '{' or ';' after function signature",
    );
}

#[test]
fn truncated_mid_instruction() {
    check(
        &format!("{HEADER}.entry k()\n{{\n\tadd.u32 %r1,"),
        6,
        14,
        "expected an operand, found end of file",
    );
}

#[test]
fn missing_closing_brace() {
    check(
        &format!("{HEADER}.entry k()\n{{\n\tret;\n"),
        7,
        1,
        "expected '}' to close the block opened at line 5, column 1",
    );
}

#[test]
fn inner_block_unclosed() {
    // The wrapper's `}` closes the inner block; the body stays open.
    check(&body("\t{\n\tret;"), 9, 1, "opened at line 5, column 1");
}

#[test]
fn extra_closing_brace() {
    check(
        &format!("{HEADER}.entry k()\n{{\n\tret;\n}}\n}}\n"),
        8,
        1,
        "expected a directive at module scope, found '}'",
    );
}

#[test]
fn unterminated_section() {
    check(
        &format!("{HEADER}.section .debug_info {{\n.b8 1\n"),
        6,
        1,
        "expected '}' to close the '.section' block",
    );
}

#[test]
fn blocks_nested_too_deeply() {
    // The body's brace is level 1; the 256th inner '{' (column 256) is level 257.
    check(
        &body(&"{".repeat(300)),
        6,
        256,
        "nested too deeply (more than 256 levels)",
    );
}

#[test]
fn a_million_open_braces_do_not_overflow_the_stack() {
    check(&body(&"{".repeat(1_000_000)), 6, 256, "nested too deeply");
}

#[test]
fn initializer_nested_too_deeply() {
    // `.global .u32 a[1] = ` is 20 bytes; the 257th '{' is at column 21 + 256.
    check(
        &format!("{HEADER}.global .u32 a[1] = {}", "{".repeat(100_000)),
        4,
        277,
        "initializer lists nested too deeply",
    );
}

// ---- big inputs ---------------------------------------------------------------------------

#[test]
fn ten_megabytes_valid_then_missing_semicolon() {
    let line = "\tadd.u32 %r1, %r2, %r3; // filler\n";
    let n = 10_000_000 / line.len() + 1;
    let mut src = format!("{HEADER}.entry k()\n{{\n");
    for _ in 0..n {
        src.push_str(line);
    }
    src.push_str("\tadd.u32 %r1, %r2, %r3\n}\n");
    assert!(src.len() > 10_000_000);
    let start = std::time::Instant::now();
    // Lines 6 .. 5+n are filler, 6+n the bad instruction, 7+n the brace:
    // the `;` is missing at the end of line 6+n.
    check(
        &src,
        6 + n as u32,
        23,
        "expected ';' after instruction at the end of the line (the next line starts with '}')",
    );
    assert!(start.elapsed().as_secs_f64() < 20.0);
}

#[test]
fn ten_megabyte_line_with_bad_character_at_the_end() {
    let n = 2_100_000usize;
    let src = body(&format!("{}§", "ret; ".repeat(n)));
    assert!(src.len() > 10_000_000);
    check(&src, 6, 1 + 5 * n as u32, "unexpected character '§'");
}

#[test]
fn ten_megabytes_of_garbage() {
    // Deterministic pseudo-random bytes (xorshift), decoded lossily.
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let bytes: Vec<u8> = (0..10_000_000)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 56) as u8
        })
        .collect();
    let src = String::from_utf8_lossy(&bytes).into_owned();
    // Whatever the bytes, the answer is an error, quickly, without a panic.
    let start = std::time::Instant::now();
    let e = err(&src);
    assert!(e.span.line >= 1 && e.span.col >= 1);
    assert!(start.elapsed().as_secs_f64() < 20.0);
    // Garbage after a valid header is reported on line 4 or later.
    let e = err(&format!("{HEADER}{src}"));
    assert!(e.span.line >= 4, "{e}");
}

#[test]
fn random_truncations_never_panic() {
    let src = include_str!("data/nvcc_kernel.ptx");
    let mut cut = 0;
    while cut < src.len() {
        if src.is_char_boundary(cut) {
            let _ = parse(&src[..cut]);
        }
        cut += 7;
    }
}

#[test]
fn random_mutations_never_panic() {
    // Replace one byte of a valid file at a time with a pseudo-random
    // printable or control character; every result parses or errs cleanly.
    let src = include_str!("data/operands.ptx").as_bytes();
    let mut x: u64 = 0x0123_4567_89AB_CDEF;
    for _ in 0..3000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let pos = (x % src.len() as u64) as usize;
        let byte = ((x >> 32) % 128) as u8;
        let mut v = src.to_vec();
        v[pos] = byte;
        let s = String::from_utf8_lossy(&v);
        if let Err(e) = parse(&s) {
            assert!(e.span.line >= 1 && e.span.col >= 1 && !e.message.is_empty());
        }
    }
}

// ---- every error at once -------------------------------------------------------------

/// Every error of `src` as (line, col, message, notes).
fn all_errors(src: &str) -> Vec<(u32, u32, String, Vec<String>)> {
    match ptxjit_frontend::parse_and_check(src) {
        Ok(_) => panic!("accepted:\n{src}"),
        Err(e) => e
            .all()
            .iter()
            .map(|d| (d.span.line, d.span.col, d.message.clone(), d.notes.clone()))
            .collect(),
    }
}

#[test]
fn every_broken_instruction_is_reported_with_suggestions() {
    let src = body(
        "\t.reg .u32 %r<4>;\n\
         \taddd.u32 %r1, %r2, %r3;\n\
         \tadd.u32 %r1, %r2, %r3\n\
         \tmov.u32 %r2, %r1;\n\
         \tsub.u33 %r1, 1, 2;\n\
         \tmov.u32 %r9, %tid.x;\n\
         \tbra LOOPX;\n\
         LOOP: ret;",
    );
    let errs = all_errors(&src);
    let lines: Vec<u32> = errs.iter().map(|e| e.0).collect();
    // The body starts on line 6: the declaration, then one error per line
    // from line 7 but line 9 (the one after the missing ';' parses).
    assert_eq!(lines, vec![7, 8, 10, 11, 12], "{errs:#?}");
    assert_eq!(errs[0].2, "unknown instruction 'addd'");
    assert_eq!(errs[0].3, vec!["did you mean 'add'?".to_string()]);
    assert!(errs[1]
        .2
        .starts_with("expected ';' after instruction at the end"));
    assert_eq!(errs[1].1, 23);
    assert_eq!(errs[2].1, 5, "points at '.u33'");
    assert_eq!(errs[2].3, vec!["did you mean '.u32'?".to_string()]);
    assert_eq!(errs[3].2, "register '%r9' is not declared");
    assert_eq!(errs[3].3, vec!["'%r<4>' declares %r0 to %r3".to_string()]);
    assert_eq!(errs[4].2, "undefined label 'LOOPX'");
    assert_eq!(errs[4].3, vec!["did you mean 'LOOP'?".to_string()]);
}

#[test]
fn errors_in_several_functions_and_module_items_are_all_reported() {
    let src = format!(
        "{HEADER}.global .u32 a[2] = {{1, 2, 3}};\n\
         .visible .func f() {{\n\tfoo.u32 %r1;\n\tret;\n}}\n\
         .global .u32 ok1;\n\
         .visible .func g(.param .u32 x) {{\n\t.reg .u32 %r1;\n\tld.param.u32 %r1, [y];\n\tret;\n}}\n\
         .visible .bogus h;\n\
         .visible .func h2() {{ ret; }}\n"
    );
    let errs = all_errors(&src);
    let got: Vec<(u32, &str)> = errs.iter().map(|e| (e.0, e.2.as_str())).collect();
    assert_eq!(got.len(), 4, "{got:#?}");
    assert!(
        got[0].1.contains("more elements than the variable"),
        "{got:?}"
    );
    assert_eq!(got[0].0, 4);
    assert_eq!((got[1].0, got[1].1), (6, "unknown instruction 'foo'"));
    assert_eq!((got[2].0, got[2].1), (12, "'y' is not declared"));
    assert_eq!(errs[2].3, vec!["did you mean 'x'?".to_string()]);
    assert_eq!(got[3].0, 15);
}

#[test]
fn a_broken_declaration_keeps_the_checker_out_of_that_function() {
    // The declaration of %r1 is lost to a parse error: reporting every use
    // of %r1 as undeclared would bury the real error.
    let src = body("\t.reg .u32 %r1 %r2;\n\tmov.u32 %r1, 1;\n\tadd.u32 %r1, %r1, 1;\n\tret;");
    let errs = all_errors(&src);
    assert_eq!(errs.len(), 1, "{errs:#?}");
    assert_eq!(errs[0].0, 6);
}

#[test]
fn errors_stop_at_the_cap_and_say_so() {
    let mut stmts = String::new();
    for i in 0..100 {
        stmts.push_str(&format!("\tbogus{i}.u32 %r1;\n"));
    }
    let src = body(&stmts);
    let e = ptxjit_frontend::parse_and_check(&src).unwrap_err();
    assert_eq!(e.all().len(), ptxjit_frontend::diag::MAX_ERRORS);
    assert!(e.truncated());
    let text = e.render("x.ptx", &src);
    assert!(
        text.ends_with("x.ptx: stopped after 20 errors; fix these and check again"),
        "{text}"
    );
    // Exactly MAX_ERRORS errors: all shown, not truncated.
    let mut stmts = String::new();
    for i in 0..ptxjit_frontend::diag::MAX_ERRORS {
        stmts.push_str(&format!("\tbogus{i}.u32 %r1;\n"));
    }
    let e = ptxjit_frontend::parse_and_check(&body(&stmts)).unwrap_err();
    assert_eq!(e.all().len(), ptxjit_frontend::diag::MAX_ERRORS);
    assert!(!e.truncated());
}

#[test]
fn parse_errors_recover_on_every_kind_of_junk() {
    // Each line is broken in another way; each is reported once and the
    // parser always reaches the end.
    let src = body("\t) ;\n\t.bogus x;\n\tadd.u32 %r1, , %r2;\n\tmov.u32 [%r1;\n\t@ ret;\n\tret;");
    let errs = all_errors(&src);
    let lines: Vec<u32> = errs.iter().map(|e| e.0).collect();
    assert_eq!(lines, vec![6, 7, 8, 9, 10], "{errs:#?}");
}

#[test]
fn every_known_opcode_is_known_to_the_checker() {
    for op in ptxjit_frontend::check::KNOWN_OPCODES {
        // Bare (no operands) the most are wrong, but none is unknown.
        let src = body(&format!("\t{op};"));
        if let Err(e) = ptxjit_frontend::parse_and_check(&src) {
            assert!(
                !e.all()
                    .iter()
                    .any(|d| d.message.starts_with("unknown instruction")
                        || d.message.starts_with("internal")),
                "{op}: {e}"
            );
        }
    }
}

#[test]
fn a_lexical_error_ends_the_report_after_the_errors_before_it() {
    // A parse error, then a character no token starts with: both reported,
    // nothing after the second (the text beyond cannot be read).
    let src = body("\tadd.u32 %r1, , %r2;\n\tmov.u32 %r1, `;\n\tbogus;");
    let errs = all_errors(&src);
    let lines: Vec<u32> = errs.iter().map(|e| e.0).collect();
    assert_eq!(lines, vec![6, 7], "{errs:#?}");
    assert!(errs[1].2.contains("unexpected character"), "{errs:#?}");
}

#[test]
fn vector_register_ranges_are_capped() {
    let errs = all_errors(&body("\t.reg .v2 .u32 w<100000>;\n\tret;"));
    assert_eq!(errs.len(), 1, "{errs:#?}");
    assert!(
        errs[0]
            .2
            .contains("a range of 100000 vector registers is more than"),
        "{errs:#?}"
    );
    // Within the cap a range declares each vector.
    ptxjit_frontend::parse_and_check(&body(
        "\t.reg .v2 .u32 w<3>;\n\t.reg .b64 %rd1;\n\tmov.u32 w2.y, 1;\n\tmov.b64 %rd1, w2;\n\tret;",
    ))
    .map(|_| ())
    .unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn deeply_nested_constant_expressions_are_an_error_not_a_crash() {
    // Parentheses, unary operators and `?:` chains each deeper than the
    // parser's limit; a long flat sum stays fine.
    let cases = [
        format!(
            "\tmov.u32 %r1, {}1{};",
            "(".repeat(100_000),
            ")".repeat(100_000)
        ),
        format!("\tmov.u32 %r1, {}1;", "-".repeat(100_000)),
        format!(
            "\tmov.u32 %r1, {}1{};",
            "1?".repeat(100_000),
            ":1".repeat(100_000)
        ),
        format!("\tld.local.u32 %r1, [{}8];", "~".repeat(100_000)),
    ];
    for c in &cases {
        let e = err(&body(c));
        assert!(e.message.contains("nested too deeply"), "{}", e.message);
    }
    let flat = body(&format!("\tmov.u32 %r1, 1{};", "+1".repeat(100_000)));
    assert!(parse(&flat).is_ok());
}
