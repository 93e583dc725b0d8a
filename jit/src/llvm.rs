//! The LLVM JIT tier on the host (`--backend llvm`). (Being written for
//! issue 4.)
