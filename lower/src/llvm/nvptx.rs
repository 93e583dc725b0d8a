//! LLVM's NVPTX backend: the `.entry` wrapper around a `.func` and PTX
//! emission. (Being written for issue 4.)
