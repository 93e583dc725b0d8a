//! Tokens of PTX source text.
//!
//! The lexer is a cursor over the source that hands out one [`Token`] at a
//! time ([`Lexer::next_token`]). It skips blanks, `//` and `/* */` comments,
//! and the line-based directives `.file` and `.loc` (which end at the end of
//! their line, without a semicolon). It evaluates integer literals in every
//! PTX form and rejects any character that cannot start a token, so that no
//! input, however garbled, makes it panic. Every step is linear in the input.

use crate::diag::{Diagnostic, Span};

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// An identifier: `add`, `%r1`, `$L__BB0_2`, `_`, `sm_80`.
    Ident,
    /// A dot followed by a name: `.reg`, `.u32`, `.x`, `.v4`. The token's
    /// text includes the dot.
    DotName,
    /// An integer literal in any PTX form; its value is [`Token::value`].
    Int,
    /// A floating-point literal (`0f3F800000`, `0d3FF0000000000000`, `1.5`),
    /// text as written. `.version 7.8` lexes its number as one too.
    Float,
    /// A string literal; the text includes the quotes.
    Str,
    /// One punctuation character: `, ; : { } [ ] ( ) < > + - ! @ = |`.
    Punct(u8),
    /// The end of the input.
    Eof,
}

/// A token with its text and position.
#[derive(Clone, Copy, Debug)]
pub struct Token<'a> {
    /// What it is.
    pub kind: TokenKind,
    /// The source text of the token.
    pub text: &'a str,
    /// For [`TokenKind::Int`]: the value (literals are at most 64 bits).
    pub value: u64,
    /// Where it is.
    pub span: Span,
    /// True when nothing (no blank, no comment) separates this token from the
    /// previous one: `add.u32` has a glued `.u32`, `%tid.x` a glued `.x`.
    pub glued: bool,
}

impl Token<'_> {
    /// Whether this is the punctuation character `c`.
    pub fn is(&self, c: u8) -> bool {
        self.kind == TokenKind::Punct(c)
    }

    /// For a [`TokenKind::DotName`], the name without the dot; otherwise the
    /// whole text.
    pub fn name(&self) -> &str {
        match self.kind {
            TokenKind::DotName => self.text.get(1..).unwrap_or(""),
            _ => self.text,
        }
    }

    /// The token as quoted in diagnostics: `'.reg'`, `end of file`.
    pub fn describe(&self) -> String {
        match self.kind {
            TokenKind::Eof => "end of file".to_string(),
            TokenKind::Str => format!("string {}", self.text),
            _ => format!("'{}'", self.text),
        }
    }
}

/// Whether `b` may continue an identifier (PTX `followsym`).
pub fn is_ident_continue(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$'
}

/// Whether `b` may start an identifier.
pub fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_' || b == b'$' || b == b'%'
}

/// Punctuation characters that form one-character tokens.
const PUNCT: &[u8] = b",;:{}[]()<>+-!@=|*/~^&?";

/// A cursor that turns source text into tokens on demand.
#[derive(Clone, Debug)]
pub struct Lexer<'a> {
    src: &'a str,
    pos: usize,
    line: u32,
    line_start: usize,
    /// End offset of the previous token.
    prev_end: usize,
    /// Whether the previous token was a word (identifier, dot-name, number).
    prev_word: bool,
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a str) -> Lexer<'a> {
        Lexer {
            src,
            pos: 0,
            line: 1,
            line_start: 0,
            prev_end: usize::MAX,
            prev_word: false,
        }
    }

    fn byte(&self, at: usize) -> u8 {
        self.src.as_bytes().get(at).copied().unwrap_or(0)
    }

    fn at_end(&self, at: usize) -> bool {
        at >= self.src.len()
    }

    /// A span for `len` bytes starting at byte `start` on the current line.
    fn span_at(&self, start: usize, len: usize) -> Span {
        Span {
            line: self.line,
            col: sat32(start.saturating_sub(self.line_start) + 1),
            offset: sat32(start),
            len: sat32(len),
        }
    }

    /// Skips blanks and comments; a block comment that never ends is an error.
    fn skip_trivia(&mut self) -> Result<(), Diagnostic> {
        loop {
            let b = self.byte(self.pos);
            if self.at_end(self.pos) {
                return Ok(());
            }
            match b {
                b' ' | b'\t' | b'\r' => self.pos += 1,
                b'\n' => {
                    self.pos += 1;
                    self.line = self.line.saturating_add(1);
                    self.line_start = self.pos;
                }
                b'/' if self.byte(self.pos + 1) == b'/' => {
                    self.skip_line();
                }
                b'/' if self.byte(self.pos + 1) == b'*' => {
                    let start_span = self.span_at(self.pos, 2);
                    self.pos += 2;
                    loop {
                        if self.at_end(self.pos) {
                            return Err(Diagnostic::new(start_span, "unterminated block comment"));
                        }
                        let c = self.byte(self.pos);
                        if c == b'*' && self.byte(self.pos + 1) == b'/' {
                            self.pos += 2;
                            break;
                        }
                        self.pos += 1;
                        if c == b'\n' {
                            self.line = self.line.saturating_add(1);
                            self.line_start = self.pos;
                        }
                    }
                }
                _ => return Ok(()),
            }
        }
    }

    /// Moves to the end of the current line (before the newline).
    fn skip_line(&mut self) {
        let bytes = self.src.as_bytes();
        while self.pos < bytes.len() && bytes[self.pos] != b'\n' {
            self.pos += 1;
        }
    }

    /// The next token. After the end of input, returns [`TokenKind::Eof`]
    /// forever.
    pub fn next_token(&mut self) -> Result<Token<'a>, Diagnostic> {
        loop {
            self.skip_trivia()?;
            let glued = self.pos == self.prev_end;
            let glued_to_word = glued && self.prev_word;
            let start = self.pos;
            if self.at_end(start) {
                let span = self.span_at(start, 0);
                return Ok(Token {
                    kind: TokenKind::Eof,
                    text: "",
                    value: 0,
                    span,
                    glued,
                });
            }
            let b = self.byte(start);
            // `%` not followed by a name is the remainder operator.
            let percent_op = b == b'%' && !is_ident_continue(self.byte(start + 1));
            let (kind, value) = if percent_op {
                self.pos = start + 1;
                (TokenKind::Punct(b'%'), 0)
            } else if is_ident_start(b) {
                let mut end = start + 1;
                while is_ident_continue(self.byte(end)) && !self.at_end(end) {
                    end += 1;
                }
                if end == start + 1 && b != b'_' && !b.is_ascii_alphabetic() {
                    return Err(Diagnostic::new(
                        self.span_at(start, 1),
                        format!("expected an identifier after '{}'", b as char),
                    ));
                }
                self.pos = end;
                (TokenKind::Ident, 0)
            } else if b == b'.' {
                let mut end = start + 1;
                while is_ident_continue(self.byte(end)) && !self.at_end(end) {
                    end += 1;
                }
                if end == start + 1 {
                    return Err(Diagnostic::new(
                        self.span_at(start, 1),
                        "expected a directive or modifier name after '.'",
                    ));
                }
                // Qualified modifiers: `.shared::cta`, `.L2::cache_hint`,
                // `.L2::256B` are one modifier each.
                while self.byte(end) == b':'
                    && self.byte(end + 1) == b':'
                    && is_ident_continue(self.byte(end + 2))
                    && !self.at_end(end + 2)
                {
                    end += 2;
                    while is_ident_continue(self.byte(end)) && !self.at_end(end) {
                        end += 1;
                    }
                }
                let name = &self.src[start + 1..end];
                if !glued_to_word && (name == "file" || name == "loc") {
                    // Line-based debug directives: no semicolon, skip the line.
                    self.pos = end;
                    self.skip_line();
                    self.prev_end = usize::MAX;
                    self.prev_word = false;
                    continue;
                }
                self.pos = end;
                (TokenKind::DotName, 0)
            } else if b.is_ascii_digit() {
                self.number(start)?
            } else if b == b'"' {
                let mut end = start + 1;
                loop {
                    let c = self.byte(end);
                    if self.at_end(end) || c == b'\n' {
                        return Err(Diagnostic::new(
                            self.span_at(start, 1),
                            "unterminated string literal",
                        ));
                    }
                    if c == b'\\' && !self.at_end(end + 1) && self.byte(end + 1) != b'\n' {
                        end += 2;
                        continue;
                    }
                    end += 1;
                    if c == b'"' {
                        break;
                    }
                }
                self.pos = end;
                (TokenKind::Str, 0)
            } else if PUNCT.contains(&b) {
                self.pos = start + 1;
                (TokenKind::Punct(b), 0)
            } else {
                let c = self.src[start..].chars().next().unwrap_or('\u{fffd}');
                return Err(Diagnostic::new(
                    self.span_at(start, c.len_utf8()),
                    format!("unexpected character '{}'", c.escape_debug()),
                ));
            };
            let end = self.pos;
            self.prev_end = end;
            self.prev_word = matches!(
                kind,
                TokenKind::Ident | TokenKind::DotName | TokenKind::Int | TokenKind::Float
            );
            return Ok(Token {
                kind,
                text: &self.src[start..end],
                value,
                span: self.span_at(start, end - start),
                glued,
            });
        }
    }

    /// Lexes a number starting at `start` (a digit). Sets `self.pos`.
    fn number(&mut self, start: usize) -> Result<(TokenKind, u64), Diagnostic> {
        let mut end = start;
        while is_ident_continue(self.byte(end)) && !self.at_end(end) {
            end += 1;
        }
        let word = &self.src[start..end];
        let wb = word.as_bytes();
        let bad =
            |this: &Self, msg: String| Err(Diagnostic::new(this.span_at(start, end - start), msg));
        // Decimal floating point: digits '.' digits [e[+-]digits].
        if wb.iter().all(u8::is_ascii_digit)
            && self.byte(end) == b'.'
            && self.byte(end + 1).is_ascii_digit()
        {
            let mut e = end + 1;
            while self.byte(e).is_ascii_digit() && !self.at_end(e) {
                e += 1;
            }
            if matches!(self.byte(e), b'e' | b'E') {
                let mut x = e + 1;
                if matches!(self.byte(x), b'+' | b'-') {
                    x += 1;
                }
                if self.byte(x).is_ascii_digit() && !self.at_end(x) {
                    while self.byte(x).is_ascii_digit() && !self.at_end(x) {
                        x += 1;
                    }
                    e = x;
                }
            }
            if is_ident_continue(self.byte(e)) && !self.at_end(e) {
                let mut x = e;
                while is_ident_continue(self.byte(x)) && !self.at_end(x) {
                    x += 1;
                }
                return Err(Diagnostic::new(
                    self.span_at(start, x - start),
                    format!("invalid floating-point literal '{}'", &self.src[start..x]),
                ));
            }
            self.pos = e;
            return Ok((TokenKind::Float, 0));
        }
        let (radix, digits): (u32, &str) = if wb.len() >= 2 && wb[0] == b'0' {
            match wb[1] {
                b'x' | b'X' => (16, &word[2..]),
                b'b' | b'B' => (2, &word[2..]),
                b'f' | b'F' | b'd' | b'D' => {
                    let want = if matches!(wb[1], b'f' | b'F') { 8 } else { 16 };
                    let hex = &word[2..];
                    if hex.len() == want && hex.bytes().all(|c| c.is_ascii_hexdigit()) {
                        self.pos = end;
                        return Ok((TokenKind::Float, 0));
                    }
                    return bad(
                        self,
                        format!(
                            "invalid floating-point literal '{word}': expected exactly {want} hex digits after '{}'",
                            &word[..2]
                        ),
                    );
                }
                _ => (8, &word[1..]),
            }
        } else {
            (10, word)
        };
        let digits = digits.strip_suffix('U').unwrap_or(digits);
        if digits.is_empty() && radix != 8 {
            return bad(self, format!("invalid integer literal '{word}': no digits"));
        }
        let mut value: u128 = 0;
        let mut overflow = false;
        for c in digits.chars() {
            let Some(d) = c.to_digit(radix) else {
                let kind = match radix {
                    16 => "hexadecimal",
                    2 => "binary",
                    8 => "octal",
                    _ => "decimal",
                };
                return bad(
                    self,
                    format!("invalid integer literal '{word}': '{c}' is not a valid {kind} digit"),
                );
            };
            value = value * radix as u128 + d as u128;
            if value > u64::MAX as u128 {
                overflow = true;
                value = u64::MAX as u128 + 1;
            }
        }
        if overflow {
            return bad(
                self,
                format!("integer literal {word} does not fit in 64 bits"),
            );
        }
        self.pos = end;
        Ok((TokenKind::Int, value as u64))
    }
}

fn sat32(v: usize) -> u32 {
    u32::try_from(v).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(TokenKind, String, u64)> {
        let mut l = Lexer::new(src);
        let mut out = Vec::new();
        loop {
            let t = l.next_token().unwrap();
            if t.kind == TokenKind::Eof {
                return out;
            }
            out.push((t.kind, t.text.to_string(), t.value));
        }
    }

    #[test]
    fn opcode_stops_at_percent() {
        let k = kinds("add.cc.u32%r5");
        assert_eq!(k.len(), 4);
        assert_eq!(k[3], (TokenKind::Ident, "%r5".to_string(), 0));
    }

    #[test]
    fn integer_forms() {
        let k = kinds("017 0b101 0x1F 42U 0");
        let v: Vec<u64> = k.iter().map(|x| x.2).collect();
        assert_eq!(v, vec![15, 5, 31, 42, 0]);
    }

    #[test]
    fn loc_line_is_skipped() {
        let k = kinds(".loc 1 5 3 // x\nret");
        assert_eq!(k, vec![(TokenKind::Ident, "ret".to_string(), 0)]);
    }
}
