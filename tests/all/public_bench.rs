//! `benches/public/cases.json` (the public kernels timed against the same
//! source compiled as C, `benches/public/bench.py`) stays runnable without
//! clang: each case names a corpus case, its hand-split C source exists
//! (and includes the corpus source, or names it and says why not),
//! and its kernel loads from both committed PTX files with as many
//! parameters as the case gives arguments, its dumps being buffers.

use ptxjit::Module;
use serde_json::Value;

fn read(rel: &str) -> String {
    std::fs::read_to_string(format!("{}/{rel}", env!("CARGO_MANIFEST_DIR")))
        .unwrap_or_else(|e| panic!("{rel}: {e}"))
}

#[test]
fn every_public_bench_case_loads_with_its_arguments() {
    let cases: Vec<Value> = serde_json::from_str(&read("benches/public/cases.json")).unwrap();
    let corpus: Vec<Value> = serde_json::from_str(&read("tests/corpus/cases.json")).unwrap();
    assert!(cases.len() >= 9, "{} cases", cases.len());
    for case in &cases {
        let name = case["name"].as_str().unwrap();
        let cc = corpus
            .iter()
            .find(|c| c["name"] == case["corpus"])
            .unwrap_or_else(|| panic!("{name}: no corpus case {}", case["corpus"]));
        if let Some(split) = case["split"].as_str() {
            let text = read(&format!("benches/public/{split}"));
            let module = cc["module"].as_str().unwrap();
            let src = format!("#include \"{module}.cu\"");
            // Or it names the source and says why it does not include it
            // (reduction.cu's other kernels use warp collectives that the
            // CPU header does not model).
            let named = text.contains(&format!("tests/corpus/src/{module}.cu"))
                && text.contains("is not included");
            assert!(
                text.contains(&src) || named,
                "{name}: {split} does not include {src}"
            );
        }
        let args = case["args"].as_array().unwrap();
        for d in case["dumps"].as_array().unwrap() {
            let i = d.as_u64().unwrap() as usize;
            assert!(
                args[i].as_str().unwrap().starts_with("buf:"),
                "{name}: dump {i}"
            );
        }
        for comp in ["nvrtc", "clang"] {
            let kernel = cc[format!("kernel_{comp}")].as_str().unwrap();
            let path = format!(
                "tests/corpus/ptx/{}.{comp}.ptx",
                cc["module"].as_str().unwrap()
            );
            let m = Module::from_ptx(&read(&path)).unwrap_or_else(|e| panic!("{path}: {e}"));
            let params = m.params(kernel).unwrap_or_else(|e| panic!("{path}: {e}"));
            assert_eq!(params.len(), args.len(), "{name} ({comp}): parameters");
        }
    }
}
