// What the benchmark kernels need beyond tests/cuda/cuda_min.h: the grid
// size and the CUDA atomicAdd (the builtin clang's own CUDA headers use; on
// a `__shared__` or global pointer clang emits atom.shared / atom.global).
#pragma once
#include "../../tests/cuda/cuda_min.h"
static __device__ inline unsigned nctaid_x() { return __nvvm_read_ptx_sreg_nctaid_x(); }
static __device__ inline unsigned atomicAdd(unsigned *p, unsigned v) {
  return (unsigned)__nvvm_atom_add_gen_i((int *)p, (int)v);
}
