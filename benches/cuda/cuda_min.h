// The few CUDA declarations device code needs when compiled by clang
// without the CUDA toolkit (-nocudainc -nocudalib).
#pragma once
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __noinline__ __attribute__((noinline))
static __attribute__((device)) inline unsigned tid_x() { return __nvvm_read_ptx_sreg_tid_x(); }
static __attribute__((device)) inline unsigned ntid_x() { return __nvvm_read_ptx_sreg_ntid_x(); }
static __attribute__((device)) inline unsigned ctaid_x() { return __nvvm_read_ptx_sreg_ctaid_x(); }
