//! ptxjit runtime: the reference interpreter (the project's oracle).

pub mod sem;
