//! The host JIT specialises instructions with constant operands (prmt
//! selectors, bfe/bfi positions and lengths, shared multiplies in carry
//! chains); every such function must still agree with the interpreter.

use ptxjit::{inputs, Backend, Module};

#[test]
fn constant_operand_forms_agree_with_the_interpreter() {
    let src = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/ptx/constants.ptx"
    ))
    .unwrap();
    let m =
        Module::from_ptx(&src).unwrap_or_else(|e| panic!("{}", e.render("constants.ptx", &src)));
    let funcs: Vec<String> = m.callables().into_iter().map(|c| c.name).collect();
    assert!(funcs.len() >= 100, "{} functions", funcs.len());
    for (k, name) in funcs.iter().enumerate() {
        let params = m.signature(name).unwrap().params;
        let rows = inputs::random_rows(&params, 400, k as u64 + 1);
        let host = m.call_many(Backend::Host, name, &rows).unwrap();
        let interp = m.call_many(Backend::Interp, name, &rows).unwrap();
        for (i, (h, x)) in host.iter().zip(&interp).enumerate() {
            assert_eq!(h, x, "{name}: inputs {:x?}", rows[i]);
        }
    }
}
