//! ptxjit frontend: lexer, parser, AST, validation and diagnostics for PTX.
