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

/// A user error at a place in a source file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Where it happened.
    pub span: Span,
    /// What rule was broken, in words.
    pub message: String,
}

impl Diagnostic {
    /// Creates a diagnostic.
    pub fn new(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            span,
            message: message.into(),
        }
    }

    /// Renders `FILE:LINE:COL: error: MESSAGE`, the offending source line and a
    /// caret under the column.
    pub fn render(&self, file: &str, source: &str) -> String {
        let mut out = format!(
            "{}:{}:{}: error: {}",
            file, self.span.line, self.span.col, self.message
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
