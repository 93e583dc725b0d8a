//! Agreement between ptxjit's checker, the recorded verdicts of the corpus in
//! `tests/forms/*.txt`, and NVIDIA's `ptxas` (when it is installed).
//!
//! Each corpus line is `VERDICT FORM`: VERDICT is `ok`/`bad` (what ptxas
//! says under `.version 7.8`, `.target sm_80`), `ok8`/`bad8` (forms of PTX
//! ISA 8.0 and later, judged under `.version 8.8`, `.target sm_90`), or `gap`: ptxas accepts the form but ptxjit rejects
//! it on purpose, because the IR cannot express it or its semantics are not
//! known (each is listed in docs/semantics.md); the checker must reject it. FORM is one or more statements placed in the body
//! of a kernel whose declarations are fixed by [`PREAMBLE`] and [`ENTRY_DECLS`].

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Module-scope declarations every form may use.
const PREAMBLE: &str = "\
.version 7.8
.target sm_80
.address_size 64
.global .b32 g[4];
.global .texref tr;
.global .surfref sr;
.shared .b8 s[64];
.const .b32 c[4];
.func (.reg .b32 fr) f1(.reg .b32 fa, .reg .b32 fb)
{
    add.u32 fr, fa, fb;
    ret;
}
.func f0()
{
    ret;
}
.func (.param .b32 pr) f2(.param .b32 pp)
{
    .reg .b32 %t;
    ld.param.b32 %t, [pp];
    st.param.b32 [pr], %t;
    ret;
}
.func f3(.reg .b64 x)
{
    ret;
}
";

/// Declarations at the top of each kernel.
const ENTRY_DECLS: &str = "\
    .reg .b32 %r<10>;
    .reg .b64 %rd<10>;
    .reg .b16 %rs<10>;
    .reg .pred %p<4>;
    .reg .f32 %f<4>;
    .reg .f64 %fd<4>;
    .local .b8 l[16];
";

/// Forms with ptxas's verdict on each (`Err` holds its message).
type Judged = (Vec<Form>, Vec<Result<(), String>>);

#[derive(Clone, Debug)]
struct Form {
    file: String,
    lineno: usize,
    valid: bool,
    /// ptxas accepts it but the checker rejects it (a known gap).
    gap: bool,
    /// Judged under `.version 8.8`, `.target sm_90` (`ok8`/`bad8`), not
    /// 7.8 / sm_80.
    v8: bool,
    text: String,
}

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn load_corpus() -> Vec<(String, Vec<Form>)> {
    let dir = repo().join("tests/forms");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/forms exists")
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&path).expect("readable corpus file");
        let mut forms = Vec::new();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (verdict, form) = line
                .split_once(char::is_whitespace)
                .unwrap_or_else(|| panic!("{name}:{}: no form after the verdict", i + 1));
            let (valid, v8, gap) = match verdict {
                "ok" => (true, false, false),
                "bad" => (false, false, false),
                "ok8" => (true, true, false),
                "bad8" => (false, true, false),
                "gap" => (true, false, true),
                v => panic!("{name}:{}: unknown verdict '{v}'", i + 1),
            };
            forms.push(Form {
                file: name.clone(),
                lineno: i + 1,
                valid,
                gap,
                v8,
                text: form.trim().to_string(),
            });
        }
        assert!(!forms.is_empty(), "{name} has no forms");
        out.push((name, forms));
    }
    assert!(!out.is_empty(), "no corpus files in tests/forms");
    out
}

/// Builds a module with one kernel per form; returns it and, for each form,
/// the module line number the form is on.
fn module(forms: &[&Form]) -> (String, Vec<u32>) {
    let v8 = forms.first().is_some_and(|f| f.v8);
    let (v, t) = if v8 {
        ("8.8", "sm_90")
    } else {
        ("7.8", "sm_80")
    };
    module_at(forms, v, t)
}

/// [`PREAMBLE`] under `.version v` and `.target t`.
fn preamble(v: &str, t: &str) -> String {
    PREAMBLE
        .replacen(".version 7.8", &format!(".version {v}"), 1)
        .replacen(".target sm_80", &format!(".target {t}"), 1)
}

/// [`module`] under `.version v` and `.target t`.
fn module_at(forms: &[&Form], v: &str, t: &str) -> (String, Vec<u32>) {
    let mut m = preamble(v, t);
    let mut lines = Vec::new();
    for (i, f) in forms.iter().enumerate() {
        m.push_str(&format!(".visible .entry k{i}(.param .u64 pa)\n{{\n"));
        m.push_str(ENTRY_DECLS);
        lines.push(m.lines().count() as u32 + 1);
        m.push_str("    ");
        m.push_str(&f.text);
        m.push_str("\nL1:\n    ret;\n}\n");
    }
    (m, lines)
}

/// Our verdict: `Ok(())` if valid, else the diagnostic (which must point at
/// the form's line).
fn ours(form: &Form) -> Result<(), String> {
    let (src, lines) = module(&[form]);
    let res = ptxjit_frontend::parse(&src).and_then(|m| ptxjit_frontend::check(&m));
    match res {
        Ok(_) => Ok(()),
        Err(d) => {
            if d.span.line != lines[0] {
                Err(format!(
                    "error on module line {} instead of the form's line {}: {}",
                    d.span.line, lines[0], d.message
                ))
            } else {
                Err(d.message)
            }
        }
    }
}

#[test]
fn checker_agrees_with_recorded_verdicts() {
    let mut wrong = Vec::new();
    let mut n = 0;
    for (_, forms) in load_corpus() {
        for f in &forms {
            n += 1;
            let got = ours(f);
            let misplaced = matches!(&got, Err(m) if m.starts_with("error on module line"));
            let want_ok = f.valid && !f.gap;
            if got.is_ok() != want_ok || misplaced {
                wrong.push(format!(
                    "{}:{}: recorded {}, checker says {}: {}",
                    f.file,
                    f.lineno,
                    if f.gap {
                        "gap (checker must reject)"
                    } else if f.valid {
                        "valid"
                    } else {
                        "invalid"
                    },
                    match &got {
                        Ok(()) => "valid".to_string(),
                        Err(m) => format!("invalid ({m})"),
                    },
                    f.text
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {} corpus forms disagree with the checker:\n{}",
        wrong.len(),
        n,
        wrong.join("\n")
    );
}

/// The referee: CUDA 12.9's ptxas (PTX ISA 8.8, targets to sm_121), from
/// the `nvidia-cuda-nvcc-cu12` wheel `scripts/setup.sh` installs.
fn ptxas_path() -> Option<PathBuf> {
    let p = repo().join(PTXAS_12_9);
    p.is_file().then_some(p)
}

/// Where `scripts/setup-python.sh` puts ptxas 12.9.
const PTXAS_12_9: &str =
    ".tools/numba-venv/lib/python3.11/site-packages/nvidia/cuda_nvcc/bin/ptxas";

/// Runs ptxas on `src`; returns whether it succeeded and the module line
/// numbers it reported errors on (with messages).
fn run_ptxas(ptxas: &Path, src: &str, tag: &str) -> (bool, BTreeMap<u32, String>) {
    // The architecture is the module's own `.target`.
    let arch = src
        .lines()
        .find_map(|l| l.trim().strip_prefix(".target "))
        .and_then(|t| t.split([',', ' ']).next())
        .unwrap_or("sm_80")
        .to_string();
    // One directory per call: tests run ptxas from several threads.
    let dir = std::env::temp_dir().join(format!("ptxjit-agree-{}-{tag}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join(format!("{tag}.ptx"));
    std::fs::write(&file, src).expect("write ptx");
    let out = Command::new(ptxas)
        .arg("--gpu-name")
        .arg(&arch)
        .arg("-o")
        .arg(dir.join(format!("{tag}.cubin")))
        .arg(&file)
        .output()
        .expect("ptxas runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut errors = BTreeMap::new();
    for l in stderr.lines() {
        // ptxas FILE, line N; error   : MESSAGE
        let Some((_, rest)) = l.split_once(", line ") else {
            continue;
        };
        let Some((num, msg)) = rest.split_once(';') else {
            continue;
        };
        // (Initializer errors are "fatal" ones.)
        let msg = msg.trim_start();
        let Some(text) = msg
            .strip_prefix("error")
            .or_else(|| msg.strip_prefix("fatal"))
        else {
            continue;
        };
        if let Ok(n) = num.trim().parse::<u32>() {
            errors.entry(n).or_insert_with(|| text.trim().to_string());
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    (out.status.success(), errors)
}

/// ptxas's verdict for each form: `Ok(())` or the error text.
fn ptxas_verdicts(ptxas: &Path, name: &str, forms: &[&Form]) -> Vec<Result<(), String>> {
    let (src, lines) = module(forms);
    let (success, errors) = run_ptxas(ptxas, &src, name);
    let mut verdicts: Vec<Result<(), String>> = lines
        .iter()
        .map(|l| match errors.get(l) {
            None => Ok(()),
            Some(m) => Err(m.clone()),
        })
        .collect();
    let attributed = errors.keys().all(|l| lines.contains(l));
    for (i, f) in forms.iter().enumerate() {
        // Confirm every surprising verdict (and all of them if the batch
        // failed in a way we cannot attribute) with a module of its own:
        // ptxas may stop early or report an error on a neighbouring line.
        let surprising = verdicts[i].is_ok() != f.valid;
        if surprising || (!success && !attributed) || (!success && errors.is_empty()) {
            let (one, one_lines) = module(&[f]);
            let (ok, errs) = run_ptxas(ptxas, &one, &format!("{name}-{i}"));
            verdicts[i] = if ok {
                Ok(())
            } else {
                Err(errs
                    .get(&one_lines[0])
                    .cloned()
                    .or_else(|| errs.values().next().cloned())
                    .unwrap_or_else(|| "ptxas failed without a message".to_string()))
            };
        }
    }
    verdicts
}

#[test]
fn recorded_verdicts_agree_with_ptxas() {
    let Some(ptxas) = ptxas_path() else {
        println!(
            "ptxas half SKIPPED: {} not found (run scripts/setup.sh to install CUDA 12.9's ptxas); \
             the recorded verdicts are still checked against the checker",
            repo().join(PTXAS_12_9).display()
        );
        return;
    };
    let corpus = load_corpus();
    let show = std::env::var_os("PTXAS_VERDICTS").is_some();
    let results: Vec<Judged> = std::thread::scope(|sc| {
        let handles: Vec<_> = corpus
            .iter()
            .map(|(name, forms)| {
                let ptxas = &ptxas;
                sc.spawn(move || {
                    let mut all = Vec::new();
                    let mut verdicts = Vec::new();
                    for v8 in [false, true] {
                        let judged: Vec<&Form> = forms.iter().filter(|f| f.v8 == v8).collect();
                        if judged.is_empty() {
                            continue;
                        }
                        let tag = format!("{}-{}", name.trim_end_matches(".txt"), u8::from(v8));
                        verdicts.extend(ptxas_verdicts(ptxas, &tag, &judged));
                        all.extend(judged.into_iter().cloned());
                    }
                    (all, verdicts)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("ptxas thread"))
            .collect()
    });
    let mut wrong = Vec::new();
    let mut n = 0;
    for (forms, verdicts) in &results {
        for (f, v) in forms.iter().zip(verdicts) {
            n += 1;
            if show {
                println!(
                    "{}:{}: ptxas {}: {}",
                    f.file,
                    f.lineno,
                    match v {
                        Ok(()) => "ok ".to_string(),
                        Err(m) => format!("bad ({m})"),
                    },
                    f.text
                );
            }
            if v.is_ok() != f.valid {
                wrong.push(format!(
                    "{}:{}: recorded {}, ptxas says {}: {}",
                    f.file,
                    f.lineno,
                    if f.valid { "valid" } else { "invalid" },
                    match v {
                        Ok(()) => "valid".to_string(),
                        Err(m) => format!("invalid ({m})"),
                    },
                    f.text
                ));
            }
        }
    }
    println!("ptxas 12.9 checked {n} forms");
    assert!(
        wrong.is_empty(),
        "{} of {} recorded verdicts disagree with ptxas:\n{}",
        wrong.len(),
        n,
        wrong.join("\n")
    );
}

/// Every valid form also runs on the reference interpreter, with random
/// register contents, without panicking: it either completes or stops with
/// a typed error (a memory fault for a random address, an unsupported
/// instruction), and the error points at a line of the module.
#[test]
fn every_valid_form_runs_on_the_interpreter() {
    let mut seed = 0x1234_5678_u64;
    let mut next = || super::Rng::step(&mut seed);
    let mut ran = 0;
    for (_, forms) in load_corpus() {
        for f in forms.iter().filter(|f| f.valid && !f.gap) {
            for _ in 0..3 {
                let mut src = if f.v8 {
                    preamble("8.8", "sm_90")
                } else {
                    preamble("7.8", "sm_80")
                };
                src.push_str(".visible .entry k(.param .u64 pa)\n{\n");
                src.push_str(ENTRY_DECLS);
                for i in 1..10 {
                    src.push_str(&format!("    mov.b32 %r{i}, {};\n", next() as u32));
                    src.push_str(&format!("    mov.b64 %rd{i}, {};\n", next()));
                    src.push_str(&format!("    mov.b16 %rs{i}, {};\n", next() as u16));
                }
                for i in 0..4 {
                    src.push_str(&format!("    setp.ne.u32 %p{i}, {}, 0;\n", next() & 1));
                }
                src.push_str(&format!("    {}\nL1:\n    ret;\n}}\n", f.text));
                let mut m = ptxjit::Module::from_ptx(&src).unwrap_or_else(|e| {
                    panic!("{}:{}: {}", f.file, f.lineno, e.render("m.ptx", &src))
                });
                // Some forms loop forever (`L2: bra L2;`): the step limit stops them.
                m.set_step_limit(100_000);
                let launch = ptxjit::Launch {
                    grid: [1, 1, 1],
                    block: [1, 1, 1],
                    dynamic_shared: 0,
                };
                let args = [ptxjit::KernelArg::Buffer(vec![0; 64])];
                match m.launch(ptxjit::Backend::Interp, "k", &launch, &args) {
                    Ok(_) => ran += 1,
                    Err(ptxjit::Error::Exec(e)) => {
                        assert!(
                            e.span.line as usize <= src.lines().count(),
                            "{}: {}",
                            f.text,
                            e.message
                        )
                    }
                    Err(e) => panic!("{}:{}: {}", f.file, f.lineno, e),
                }
            }
        }
    }
    assert!(ran > 800, "only {ran} runs completed");
}

/// Module-level rules (issue 10): the same line as ptxas, and ptxas's
/// verdict when ptxas is installed.
#[test]
fn module_level_rules_agree_with_ptxas() {
    let f = |name: &str, body: &str| {
        format!(".visible .func (.reg .b32 d) {name}(.reg .b32 a)\n{{\n    {body}\n    ret;\n}}\n")
    };
    let head = |asz: u32| format!(".version 7.0\n.target sm_80\n.address_size {asz}\n");
    let cases: Vec<(String, Option<(u32, &str)>)> = vec![
        (format!("{}{}", head(64), f("f", "mov.u32 d, a;")), None),
        (
            format!("{}{}", head(32), f("f", "mov.u32 d, a;")),
            Some((1, "CUDA 12 compiles 64-bit PTX only")),
        ),
        (
            format!(
                ".version 7.0\n.target sm_90\n.address_size 64\n{}",
                f("f", "mov.u32 d, a;")
            ),
            Some((1, "PTX .version 7.0 does not support .target sm_90")),
        ),
        (
            format!("{}.reg .b32 gr;\n{}", head(64), f("f", "mov.u32 d, a;")),
            Some((4, "a .reg variable cannot be declared at module scope")),
        ),
        (
            format!("{}{}", head(48), f("f", "mov.u32 d, a;")),
            Some((3, "illegal .address_size 48 (must be 32 or 64)")),
        ),
        (
            format!(
                "{}{}{}",
                head(64),
                f("f", "mov.u32 d, a;"),
                f("f", "add.u32 d, a, 1;")
            ),
            Some((9, "function 'f' is defined twice")),
        ),
        (
            format!("{}.global .align 3 .b8 x[4];\n{}", head(64), f("f", "mov.u32 d, a;")),
            Some((4, "must be a power of two")),
        ),
        (
            format!(
                "{}.func (.param .b32 r, .param .b32 s) g()\n{{\n    ret;\n}}\n",
                head(64)
            ),
            Some((4, "several return values must all be .reg")),
        ),
        (
            format!(
                "{}.func (.reg .b32 r, .reg .b32 s) g()\n{{\n    mov.u32 r, 1;\n    mov.u32 s, 2;\n    ret;\n}}\n",
                head(64)
            ),
            None,
        ),
        // A guard on a call sequence's .param access (a function's own
        // parameters may be guarded).
        (
            format!(
                "{}.func (.param .b32 r) g(.param .b32 a)\n{{\n    .reg .b32 x;\n    .reg .pred p;\n    setp.eq.u32 p, 1, 1;\n    @p ld.param.u32 x, [a];\n    @p st.param.u32 [r], x;\n    ret;\n}}\n.entry k()\n{{\n    .reg .b32 v;\n    .reg .pred p;\n    setp.eq.u32 p, 1, 1;\n    {{\n    .param .b32 q;\n    .param .b32 rv;\n    st.param.b32 [q], v;\n    call (rv), g, (q);\n    @p ld.param.b32 v, [rv];\n    }}\n    ret;\n}}\n",
                head(64)
            ),
            Some((23, "cannot be guarded")),
        ),
        // Generic ld of a .const variable's name; zero launch bounds.
        (
            format!(
                "{}.const .u32 c[4];\n.entry k()\n{{\n    .reg .b32 %r1;\n    ld.u32 %r1, [c+4];\n}}\n",
                head(64)
            ),
            Some((8, "is a .const variable: access it with ld.const")),
        ),
        (
            format!(
                "{}.const .u32 c[4];\n.entry k()\n{{\n    .reg .b32 %r1;\n    ld.const.u32 %r1, [c+4];\n}}\n",
                head(64)
            ),
            None,
        ),
        (
            format!("{}.entry k()\n.maxntid 64, 0\n{{\n    ret;\n}}\n", head(64)),
            Some((5, "needs positive values, not 0")),
        ),
        (
            format!("{}.entry k()\n.maxntid 64, 1\n{{\n    ret;\n}}\n", head(64)),
            None,
        ),
        // Static .shared over 48 KiB in one kernel (ptxas counts what the
        // kernel names, at alignment); unused or under the limit is fine.
        (
            format!(
                "{}.shared .b8 s[49153];\n.entry k()\n{{\n    .reg .b64 %rd1;\n    mov.u64 %rd1, s;\n}}\n",
                head(64)
            ),
            Some((5, "uses 49153 bytes of static .shared memory")),
        ),
        (
            format!(
                "{}.shared .b8 s[49153];\n.entry k()\n{{\n    ret;\n}}\n",
                head(64)
            ),
            None,
        ),
        (
            format!(
                "{}.shared .b8 t[16];\n.entry k()\n{{\n    .shared .b8 s[49144];\n    .reg .b64 %rd1;\n    mov.u64 %rd1, s;\n    mov.u64 %rd1, t;\n}}\n",
                head(64)
            ),
            Some((5, "uses 49160 bytes")),
        ),
        (
            format!(
                "{}.entry k()\n{{\n    .shared .b8 s[49152];\n    .reg .b64 %rd1;\n    mov.u64 %rd1, s;\n}}\n",
                head(64)
            ),
            None,
        ),
        // An array without a size must be .extern (or initialized).
        (
            format!("{}.shared .b8 s[];\n{}", head(64), f("f", "mov.u32 d, a;")),
            Some((4, "'s' has no size")),
        ),
        (
            format!("{}.global .b8 g[];\n{}", head(64), f("f", "mov.u32 d, a;")),
            Some((4, "'g' has no size")),
        ),
        (
            format!("{}.extern .shared .b8 s[];\n.global .b8 g[] = {{1, 2}};\n{}", head(64), f("f", "mov.u32 d, a;")),
            None,
        ),
        // .version and .target must be there and known.
        (
            ".target sm_80\n.address_size 64\n.func f() { ret; }\n".to_string(),
            Some((1, "missing .version directive")),
        ),
        (
            ".version 7.8\n.address_size 64\n.func f() { ret; }\n".to_string(),
            Some((1, "missing .target directive")),
        ),
        (
            ".version 4.5\n.target sm_80\n.address_size 64\n.func f() { ret; }\n".to_string(),
            Some((1, "unknown PTX ISA version 4.5")),
        ),
        (
            ".version 7.8\n.target sm_31\n.address_size 64\n.func f() { ret; }\n".to_string(),
            Some((1, "unknown target 'sm_31'")),
        ),
        (
            ".version 7.8\n.target sV_80\n.address_size 64\n.func f() { ret; }\n".to_string(),
            Some((1, "unknown target 'sV_80'")),
        ),
        (
            ".version 7.8\n.target sm_80, texmode_independent\n.address_size 64\n.func f() { ret; }\n".to_string(),
            None,
        ),
        // A declaration and then the definition is fine.
        (
            format!(
                "{}.visible .func (.reg .b32 d) f(.reg .b32 a);\n{}",
                head(64),
                f("f", "mov.u32 d, a;")
            ),
            None,
        ),
    ];
    // A call's .param argument against the callee's formal parameter:
    // ptxas wants the same size, array-ness and alignment.
    let call = |formal: &str, arg: &str| {
        format!(
            "{}.func g(.param {formal})\n{{ ret; }}\n.visible .func f() {{ {{ .param {arg}; call.uni g, (p); }} ret; }}\n",
            head(64)
        )
    };
    let mut cases = cases;
    // Addresses in initializers: .u32/.u64 elements only, a function (no
    // offset) or a .global/.const variable declared before; no initializer
    // at all in .shared/.local.
    let init = |decls: &str| {
        format!(
            "{}.global .u32 g[4];\n.const .u32 c[2] = {{1, 2}};\n.shared .u32 s[4];\n.func h() {{ ret; }}\n{decls}\n{}",
            head(64),
            f("f", "mov.u32 d, a;")
        )
    };
    cases.extend([
        (init(".global .u64 p = g;"), None),
        (init(".global .u64 p[4] = {generic(g)+4, c, generic(c), h};"), None),
        (init(".const .u32 p[2] = {g+8, h};"), None),
        (init(".global .u64 p = s;"), Some((8, "'s' is not in .global or .const space"))),
        (init(".global .b64 p = g;"), Some((8, "can initialize only .u32 or .u64 elements, not .b64"))),
        (init(".global .s64 p = g;"), Some((8, "not .s64"))),
        (init(".global .u64 p = h+4;"), Some((8, "a function's address cannot be offset"))),
        (init(".global .u64 p = q;\n.global .u64 q = 1;"), Some((8, "'q' in an initializer must be a function or a .global/.const variable declared before"))),
        (init(".global .u64 p = generic(h);"), Some((8, "'generic(h)': a function's address is not in a state space"))),
        (init(".shared .u32 x = 5;"), Some((8, "a .shared variable cannot have an initializer"))),
        (init(".global .b8 z[0];"), Some((8, "'z' has a dimension of 0"))),
        (init(".global .b8 z[2][0];"), Some((8, "'z' has a dimension of 0"))),
        (init(".extern .shared .b8 z[0];"), None),
        (init(".const .b16 z[0] = {1, 2, 3};"), None),
        (init(".global .u64 p = g-4;"), Some((8, "expected ';'"))),
        // A function is declared before it is called ("Call to 'g'
        // requires call prototype").
        (
            format!("{}.entry k()\n{{\n    call g;\n    ret;\n}}\n.func g()\n{{\n    ret;\n}}\n", head(64)),
            Some((6, "'g' is called before it is declared")),
        ),
        (
            format!("{}.func g();\n.entry k()\n{{\n    call g;\n    ret;\n}}\n.func g()\n{{\n    ret;\n}}\n", head(64)),
            None,
        ),
        // A function without a body: an error unless .extern and never
        // called, or one ptxas provides.
        (
            format!("{}.func g();\n.entry k()\n{{\n    ret;\n}}\n", head(64)),
            Some((4, "'g' is declared but never defined")),
        ),
        (
            format!("{}.extern .func g();\n.entry k()\n{{\n    ret;\n}}\n", head(64)),
            None,
        ),
        (
            format!("{}.extern .func g();\n.entry k()\n{{\n    call g;\n    ret;\n}}\n", head(64)),
            Some((4, "'g' is .extern and called, but its body is not in this file")),
        ),
        (
            format!("{}.extern .func (.param .b32 r) vprintf(.param .b64 f, .param .b64 a);\n.entry k()\n{{\n    .param .b64 a;\n    .param .b64 b;\n    .param .b32 r;\n    call.uni (r), vprintf, (a, b);\n    ret;\n}}\n", head(64)),
            None,
        ),
        // A declaration whose `;` is missing before the next item.
        (
            format!("{}.func g()\n.entry k()\n{{\n    call g;\n    ret;\n}}\n.func g()\n{{\n    ret;\n}}\n", head(64)),
            None,
        ),
    ]);
    cases.extend([
        (call(".b32 a", ".b64 p"), Some((6, "type of argument 'p' (.b64, 8 bytes) does not match formal parameter 'a' (.b32, 4 bytes)"))),
        (call(".b32 a", ".b8 p[4]"), Some((6, "type of argument 'p' (.b8[4], 4 bytes)"))),
        // One element is still an array to ptxas.
        (call(".b32 a", ".b32 p[1]"), Some((6, "type of argument 'p' (.b32[1], 4 bytes)"))),
        (call(".b32 a[1]", ".b32 p"), Some((6, "formal parameter 'a' (.b32[1], 4 bytes)"))),
        (call(".b32 a[1]", ".b32 p[1]"), None),
        (call(".align 8 .b8 a[8]", ".align 4 .b8 p[8]"), Some((6, "alignment of argument 'p' (4) does not match formal parameter 'a' (8)"))),
        (call(".align 8 .b8 a[8]", ".b64 p"), Some((6, "type of argument"))),
        (call(".b16 a", ".s16 p"), None),
        (call(".u8 a", ".b8 p"), None),
        (call(".align 4 .b32 a[2]", ".align 4 .b8 p[8]"), None),
        (
            format!(
                "{}.func (.param .b32 r) g()\n{{ st.param.b32 [r], 1; ret; }}\n.visible .func f() {{ {{ .param .b64 q; call.uni (q), g; }} ret; }}\n",
                head(64)
            ),
            Some((6, "type of argument 'q' (.b64, 8 bytes) does not match formal parameter 'r'")),
        ),
    ]);
    let ptxas = ptxas_path();
    for (i, (src, want)) in cases.iter().enumerate() {
        let ours = ptxjit_frontend::parse(src).and_then(|m| ptxjit_frontend::check(&m));
        match (want, &ours) {
            (None, Ok(_)) => {}
            (Some((line, phrase)), Err(d)) => {
                assert_eq!(d.span.line, *line, "case {i}: {}", d.message);
                assert!(d.message.contains(phrase), "case {i}: {}", d.message);
            }
            _ => panic!(
                "case {i}: expected {want:?}, got {:?}\n{src}",
                ours.map(|_| ())
            ),
        }
        if let Some(p) = &ptxas {
            let (ok, errors) = run_ptxas(p, src, &format!("module{i}"));
            assert_eq!(ok, want.is_none(), "case {i}: ptxas says {errors:?}\n{src}");
            if let Some((line, phrase)) = want {
                // ptxas reports the shared-memory limit, a missing or
                // unknown header and unresolved functions without a line.
                let lineless = [
                    "static .shared",
                    "declared but never defined",
                    "is .extern and called",
                    "missing .",
                    "unknown target",
                    "unknown PTX",
                    "64-bit PTX only",
                ];
                if phrase.starts_with("uses ") || lineless.iter().any(|l| phrase.contains(l)) {
                    continue;
                }
                // ptxas puts a duplicate function on its body's `{` line.
                assert!(
                    errors.contains_key(line) || errors.contains_key(&(line + 1)),
                    "case {i}: ptxas {errors:?}"
                );
            }
        }
    }
}

/// The pairs of `tests/forms/gated.tsv`, in its column order.
const GATED_PAIRS: [(&str, &str); 8] = [
    ("6.0", "sm_50"),
    ("7.0", "sm_70"),
    ("7.8", "sm_80"),
    ("8.0", "sm_90"),
    ("8.3", "sm_90"),
    ("8.8", "sm_90a"),
    ("8.8", "sm_100"),
    ("8.8", "sm_120"),
];

/// Gated forms ptxjit does not follow: `vset` with `.lo` (the unsigned
/// less-than of old targets; ptxjit rejects `.lo` everywhere) and a `tex`
/// destination with a predicate (a listed gap, `tests/forms/texture.txt`).
const GATED_KNOWN: &[&str] = &[
    "vset.u32.u32.lo %r1, %r2, %r3;",
    "tex.2d.v4.f32.f32 {%f0, %f1, %f2, %f3}|%p1, [tr, {%f1, %f2}];",
];

/// The gating table (`tests/forms/gated.tsv`: ptxas 12.9's verdicts at
/// eight version/target pairs) agrees with the checker, and with ptxas 12.9
/// itself when it is installed.
#[test]
fn gated_forms_agree_with_ptxas() {
    let text = std::fs::read_to_string(repo().join("tests/forms/gated.tsv")).expect("gated.tsv");
    let mut rows = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let (verdicts, form) = line.split_once("  ").expect("VERDICTS  FORM");
        assert_eq!(verdicts.len(), GATED_PAIRS.len(), "gated.tsv:{}", i + 1);
        rows.push((
            i + 1,
            verdicts.chars().map(|c| c == 'o').collect::<Vec<bool>>(),
            Form {
                file: "gated.tsv".into(),
                lineno: i + 1,
                valid: true,
                gap: false,
                v8: false,
                text: form.trim().to_string(),
            },
        ));
    }
    assert!(rows.len() >= 100, "{} gated forms", rows.len());
    let mut wrong = Vec::new();
    for (k, (v, t)) in GATED_PAIRS.iter().enumerate() {
        for (line, want, f) in &rows {
            let (src, lines) = module_at(&[f], v, t);
            let got = ptxjit_frontend::parse(&src).and_then(|m| ptxjit_frontend::check(&m));
            let ok = got.is_ok();
            if ok != want[k] && !GATED_KNOWN.contains(&f.text.as_str()) {
                wrong.push(format!(
                    "gated.tsv:{line} at {v}/{t}: ptxas {}, checker {}: {}",
                    if want[k] { "accepts" } else { "rejects" },
                    match got {
                        Ok(_) => "accepts".to_string(),
                        Err(d) => format!("rejects ({})", d.message),
                    },
                    f.text
                ));
            }
            if let Err(d) = ptxjit_frontend::parse(&src).and_then(|m| ptxjit_frontend::check(&m)) {
                assert_eq!(d.span.line, lines[0], "{v}/{t}: {}: {}", f.text, d.message);
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    let Some(ptxas) = ptxas_path() else {
        println!("ptxas half SKIPPED: {PTXAS_12_9} not found (scripts/setup.sh installs it)");
        return;
    };
    let disagree: Vec<String> = std::thread::scope(|sc| {
        let hs: Vec<_> = GATED_PAIRS
            .iter()
            .enumerate()
            .map(|(k, (v, t))| {
                let (rows, ptxas) = (&rows, &ptxas);
                sc.spawn(move || {
                    let mut out = Vec::new();
                    for (line, want, f) in rows {
                        let (src, _) = module_at(&[f], v, t);
                        let (ok, errs) = run_ptxas(ptxas, &src, &format!("gated{k}-{line}"));
                        if ok != want[k] {
                            out.push(format!(
                                "gated.tsv:{line} at {v}/{t}: recorded {}, ptxas {ok} {errs:?}",
                                want[k]
                            ));
                        }
                    }
                    out
                })
            })
            .collect();
        hs.into_iter()
            .flat_map(|h| h.join().expect("ptxas"))
            .collect()
    });
    assert!(disagree.is_empty(), "{}", disagree.join("\n"));
}
