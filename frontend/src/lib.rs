//! ptxjit frontend: lexer, parser, AST, validation and diagnostics for PTX.
//!
//! Two passes, in the manner of wasmparser: [`parse`] turns text into the
//! syntax tree of [`ast`] (no judgement of instructions), then [`check()`] checks
//! every instruction against the ISA rules, resolves names and produces the
//! typed, resolved form of [`ir`] that the interpreter and the lowerings consume.

pub mod addr;
pub mod ast;
pub mod check;
pub mod const_expr;
pub mod diag;
pub mod ir;
pub mod lexer;
pub mod parser;
pub mod print;
pub mod suggest;

pub use diag::{Diagnostic, Diagnostics, Phase, Span};

/// Parses a whole PTX module.
///
/// Never panics, and runs in time linear in the input, whatever the input.
pub fn parse(source: &str) -> Result<ast::Module, Diagnostic> {
    parser::parse_module(source).map_err(|d| d.in_phase(Phase::Parse))
}

/// Checks a parsed module against the ISA rules and resolves it.
pub fn check(module: &ast::Module) -> Result<ir::Program, Diagnostic> {
    check::check(module)
}

/// Parses and checks a whole PTX module, reporting every error found (up to
/// [`diag::MAX_ERRORS`]), sorted by position: the parser goes on after a
/// broken statement or declaration, and the functions that did not lose a
/// declaration to a parse error are checked too.
pub fn parse_and_check(source: &str) -> Result<(ast::Module, ir::Program), Diagnostics> {
    let (module, mut errs, broken) = parser::parse_recovering(source);
    errs.set_phase(Phase::Parse);
    let program = check::check_into(&module, &broken, &mut errs);
    errs.sort();
    errs.finish((module, program))
}
