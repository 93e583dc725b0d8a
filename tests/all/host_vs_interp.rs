//! The host JIT (Cranelift) against the reference interpreter: the generic
//! harness of [`crate::differential`] instantiated for `HostModule`.

crate::differential::differential_tests!(ptxjit_jit::HostModule);
