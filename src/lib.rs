//! ptxjit: JIT-compile PTX integer and video code to native host code.
