//! The batched native entry point both JITs make for a `.func`: a loop over
//! rows of inputs inside the generated code, called with the rows, the
//! output array, the row count and the execution-budget cell. One type for
//! the Cranelift and LLVM modules: the argument checks, the budget and the
//! stop error are written here once.

use ptxjit_frontend::ast::FuncKind;
use ptxjit_frontend::ir::{Func, Program};

use crate::budget::{self, Limits};
use crate::{compile_err, JitError};

/// `(inputs, outputs, n, cell) -> rows done`: the generated batched loop.
pub(crate) type BatchFn = unsafe extern "C" fn(*const u64, *mut u64, u64, *mut budget::Cell) -> u64;

/// A compiled `.func`'s batched entry and its row shape.
pub(crate) struct BatchEntry {
    /// The function's name (for stop errors).
    pub name: String,
    /// The generated loop.
    pub batch: BatchFn,
    /// Values per input row.
    pub nparams: usize,
    /// Values per output row (0 for a kernel).
    pub nrets: usize,
}

impl BatchEntry {
    /// The entry of `func`, whose batched loop is `batch`.
    pub fn new(func: &Func, batch: BatchFn) -> BatchEntry {
        BatchEntry {
            name: func.name.clone(),
            batch,
            nparams: func.params.len(),
            nrets: if func.kind == FuncKind::Func {
                func.rets.len()
            } else {
                0
            },
        }
    }

    /// An error unless `args` holds one value per parameter.
    pub fn check_args(&self, args: &[u64]) -> Result<(), JitError> {
        if args.len() == self.nparams {
            return Ok(());
        }
        Err(compile_err(format!(
            "takes {} parameter(s), {} given",
            self.nparams,
            args.len()
        )))
    }

    /// The number of rows `inputs` (or `outputs`, for a function without
    /// parameters) holds.
    pub fn rows(&self, inputs: &[u64], outputs: &[u64]) -> usize {
        inputs
            .len()
            .checked_div(self.nparams)
            .or_else(|| outputs.len().checked_div(self.nrets))
            .unwrap_or(0)
    }

    /// Runs the loop over every row `inputs` holds ([`BatchEntry::rows`]):
    /// both JITs' `call_batch`.
    pub fn run_all(
        &self,
        prog: &Program,
        limits: &Limits,
        inputs: &[u64],
        outputs: &mut [u64],
    ) -> Result<(), JitError> {
        let n = self.rows(inputs, outputs);
        self.run(prog, limits, inputs, outputs, n)
    }

    /// Runs the loop over `n` rows: `inputs` holds `n * nparams` values,
    /// `outputs` receives `n * nrets`; a budget stop is the error naming
    /// the row it happened in.
    pub fn run(
        &self,
        prog: &Program,
        limits: &Limits,
        inputs: &[u64],
        outputs: &mut [u64],
        n: usize,
    ) -> Result<(), JitError> {
        let (np, nr) = (self.nparams, self.nrets);
        if n.checked_mul(np) != Some(inputs.len()) || n.checked_mul(nr) != Some(outputs.len()) {
            return Err(compile_err(format!(
                "batch of {} call(s) needs {} input and {} output values, got {} and {}",
                n,
                n.saturating_mul(np),
                n.saturating_mul(nr),
                inputs.len(),
                outputs.len()
            )));
        }
        let dog = budget::Watchdog::start(limits);
        let mut cell = budget::Cell::new(limits.max_steps, dog.flag());
        // SAFETY: the lengths were checked above: the generated loop reads
        // `n * np` inputs and writes `n * nr` outputs; `cell` is a valid
        // budget cell whose interrupt flag outlives the call.
        let done =
            unsafe { (self.batch)(inputs.as_ptr(), outputs.as_mut_ptr(), n as u64, &mut cell) };
        if done != n as u64 {
            return Err(budget::stop_error(
                prog,
                &self.name,
                (n > 1).then_some(done),
                &cell,
                limits,
            ));
        }
        Ok(())
    }
}
