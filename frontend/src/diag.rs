//! Source positions and diagnostics.

use std::fmt;

/// A position in the source text: 1-based line and column (in bytes) plus the
/// byte offset and length of the token or construct.
///
/// Spans never take part in comparisons: two AST nodes that differ only in
/// where they came from compare equal (this is what round-trip tests need).
#[derive(Clone, Copy, Debug, Default)]
pub struct Span {
    /// 1-based line number.
    pub line: u32,
    /// 1-based column, counted in bytes.
    pub col: u32,
    /// Byte offset of the first byte.
    pub offset: u32,
    /// Length in bytes (at least 1 where it points at something).
    pub len: u32,
}

impl PartialEq for Span {
    fn eq(&self, _: &Span) -> bool {
        true
    }
}
impl Eq for Span {}

/// The phase of ptxjit that reports a [`Diagnostic`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Phase {
    /// Lexing and parsing the text.
    Parse,
    /// Checking instructions against the ISA rules and resolving names.
    #[default]
    Check,
    /// Translating to Cranelift or LLVM IR.
    Lower,
    /// Code generation and linking (Cranelift, LLVM, ptxas/the driver).
    Compile,
    /// Running: the interpreter, JIT-compiled code, the GPU.
    Run,
}

impl Phase {
    /// The phase in words (`"check"`).
    pub fn name(self) -> &'static str {
        match self {
            Phase::Parse => "parse",
            Phase::Check => "check",
            Phase::Lower => "lower",
            Phase::Compile => "compile",
            Phase::Run => "run",
        }
    }
}

/// The one error type of every phase: a message about a place in a source
/// file (line 0 when no place applies), with the phase that found it and
/// optional notes (`note: ...` lines after the message).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Where it happened.
    pub span: Span,
    /// Which phase found it.
    pub phase: Phase,
    /// What rule was broken, in words.
    pub message: String,
    /// Further explanation, one line each.
    pub notes: Vec<String>,
}

impl Diagnostic {
    /// Creates a diagnostic of the check phase (the parser and checker use
    /// this; the other phases use [`Diagnostic::at`]).
    pub fn new(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic::at(Phase::Check, span, message)
    }

    /// Creates a diagnostic of `phase`.
    pub fn at(phase: Phase, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            span,
            phase,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// Adds a note.
    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    /// The same diagnostic reported by another phase.
    pub fn in_phase(mut self, phase: Phase) -> Diagnostic {
        self.phase = phase;
        self
    }

    /// Renders `FILE:LINE:COL: error: MESSAGE`, the offending source line and a
    /// caret under the column.
    pub fn render(&self, file: &str, source: &str) -> String {
        self.render_as("error", file, source)
    }

    /// [`Diagnostic::render`] with another severity word: `warning`.
    pub fn render_as(&self, severity: &str, file: &str, source: &str) -> String {
        let mut out = format!(
            "{}:{}:{}: {}: {}",
            file, self.span.line, self.span.col, severity, self.message
        );
        if let Some(text) = source
            .lines()
            .nth(self.span.line.saturating_sub(1) as usize)
        {
            // Keep very long lines (e.g. minified input) readable.
            let col = self.span.col.saturating_sub(1) as usize;
            let start = col.saturating_sub(60);
            let end = (col + 60).min(text.len());
            if start <= end && text.is_char_boundary(start) && text.is_char_boundary(end) {
                let shown: String = text[start..end]
                    .chars()
                    .map(|c| if c.is_control() { ' ' } else { c })
                    .collect();
                out.push('\n');
                out.push_str(&shown);
                out.push('\n');
                out.push_str(&" ".repeat(col - start));
                out.push('^');
            }
        }
        for n in &self.notes {
            out.push_str("\nnote: ");
            out.push_str(n);
        }
        out
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}: error: {}",
            self.span.line, self.span.col, self.message
        )
    }
}

impl std::error::Error for Diagnostic {}

/// The most errors one parse or check reports; past it the pass stops and
/// [`Diagnostics::truncated`] says so.
pub const MAX_ERRORS: usize = 20;

/// Every error a pass found (at least one, in source order within a
/// function, at most [`MAX_ERRORS`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostics {
    list: Vec<Diagnostic>,
    truncated: bool,
}

impl Diagnostics {
    /// The errors `list` (which must not be empty); `truncated` when the pass
    /// stopped at [`MAX_ERRORS`] with more to report.
    pub fn new(list: Vec<Diagnostic>, truncated: bool) -> Diagnostics {
        assert!(!list.is_empty(), "Diagnostics holds at least one error");
        Diagnostics { list, truncated }
    }

    /// The first error.
    pub fn first(&self) -> &Diagnostic {
        &self.list[0]
    }

    /// All the errors.
    pub fn all(&self) -> &[Diagnostic] {
        &self.list
    }

    /// Whether the pass stopped at [`MAX_ERRORS`] before the end of the file.
    pub fn truncated(&self) -> bool {
        self.truncated
    }

    /// Renders every error as [`Diagnostic::render`] does, one after the
    /// other, and a last line with the count when there is more than one.
    pub fn render(&self, file: &str, source: &str) -> String {
        let mut out: Vec<String> = self.list.iter().map(|d| d.render(file, source)).collect();
        if self.truncated {
            out.push(format!(
                "{}: stopped after {} errors; fix these and check again",
                file, MAX_ERRORS
            ));
        } else if self.list.len() > 1 {
            out.push(format!("{}: {} errors", file, self.list.len()));
        }
        out.join("\n")
    }
}

impl fmt::Display for Diagnostics {
    /// The first error, and how many more there are.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.first())?;
        match self.list.len() {
            1 => Ok(()),
            n => write!(
                f,
                " (and {} more error{}{})",
                n - 1,
                if n == 2 { "" } else { "s" },
                if self.truncated {
                    ", stopped there"
                } else {
                    ""
                }
            ),
        }
    }
}

impl std::error::Error for Diagnostics {}

/// Collects errors up to [`MAX_ERRORS`].
#[derive(Debug, Default)]
pub struct Sink {
    list: Vec<Diagnostic>,
    truncated: bool,
}

impl Sink {
    /// Records `d`; past [`MAX_ERRORS`] only notes that there were more.
    pub fn push(&mut self, d: Diagnostic) {
        if self.list.len() < MAX_ERRORS {
            self.list.push(d);
        } else {
            self.truncated = true;
        }
    }

    /// Whether an error past [`MAX_ERRORS`] was found: the pass should stop.
    pub fn stopped(&self) -> bool {
        self.truncated
    }

    /// Marks every error recorded so far as found by `phase`.
    pub fn set_phase(&mut self, phase: Phase) {
        for d in &mut self.list {
            d.phase = phase;
        }
    }

    /// Whether nothing was recorded.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// Sorts the errors by position (after errors from several passes).
    pub fn sort(&mut self) {
        self.list
            .sort_by_key(|d| (d.span.line, d.span.col, d.span.offset));
    }

    /// `Ok(v)` when nothing was recorded, else the errors.
    pub fn finish<T>(self, v: T) -> Result<T, Diagnostics> {
        if self.list.is_empty() {
            Ok(v)
        } else {
            Err(Diagnostics::new(self.list, self.truncated))
        }
    }
}
