//! The PTX parser: tokens to [`crate::ast`].
//!
//! The parser checks syntax only. An instruction is
//! `[@[!]guard] opcode{.mod}* [operand {, operand}*] ;` and is kept as text in
//! [`crate::ast::Inst`]; whether its modifiers and operands make sense is decided
//! later by the checker. Blocks are parsed with an explicit stack and every
//! other construct nests at most one level, so no input recurses deeply;
//! nesting of `{}` is bounded by [`MAX_DEPTH`].
//!
//! Directives that carry nothing ptxjit needs are skipped; [`SKIPPED`] lists
//! them with how and where. Any other unknown directive is an error.

use std::collections::VecDeque;

use crate::ast::Handle;
use crate::ast::{
    FuncKind, Function, Guard, Init, Inst, Item, Linkage, Modifier, Module, Operand, OperandKind,
    Proto, ProtoKind, Space, Stmt, Type, VarDecl,
};
use crate::const_expr::{Binary, Unary, Value};
use crate::diag::{Diagnostic, Sink, Span};
use crate::lexer::{Lexer, Token, TokenKind};

/// The deepest nesting of `{ }` accepted (function bodies, scopes and
/// initializer lists each count one level per brace).
pub const MAX_DEPTH: usize = 256;

/// How a skipped directive is skipped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Skip {
    /// To the end of its line (no semicolon): done by the lexer.
    Line,
    /// A name, then a balanced `{ ... }` block.
    Braces,
    /// A string literal, then `;`.
    StringSemicolon,
    /// Everything up to and including the next `;`.
    ToSemicolon,
    /// Integer arguments separated by commas (possibly none).
    IntArgs,
}

/// Where a skipped directive may appear.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// At module scope.
    Module,
    /// Between a function's signature and its body.
    Header,
    /// In a function body, as a statement.
    Body,
    /// Anywhere (the lexer removes it before the parser sees it).
    Anywhere,
}

/// Directives the parser skips: name (without the dot), how, and where.
pub const SKIPPED: &[(&str, Skip, Place)] = &[
    ("file", Skip::Line, Place::Anywhere),
    ("loc", Skip::Line, Place::Anywhere),
    ("section", Skip::Braces, Place::Module),
    ("pragma", Skip::StringSemicolon, Place::Module),
    ("pragma", Skip::StringSemicolon, Place::Header),
    ("pragma", Skip::StringSemicolon, Place::Body),
    ("maxntid", Skip::IntArgs, Place::Header),
    ("reqntid", Skip::IntArgs, Place::Header),
    ("minnctapersm", Skip::IntArgs, Place::Header),
    ("maxnctapersm", Skip::IntArgs, Place::Header),
    ("maxnreg", Skip::IntArgs, Place::Header),
    ("noreturn", Skip::IntArgs, Place::Header),
    ("maxclusterrank", Skip::IntArgs, Place::Header),
    ("reqnctapercluster", Skip::IntArgs, Place::Header),
    ("explicitcluster", Skip::IntArgs, Place::Header),
    ("blocksareclusters", Skip::IntArgs, Place::Header),
    ("branchtargets", Skip::ToSemicolon, Place::Body),
];

fn skip_kind(name: &str, place: Place) -> Option<Skip> {
    SKIPPED
        .iter()
        .find(|(n, _, p)| *n == name && *p == place)
        .map(|&(_, s, _)| s)
}

type PResult<T> = Result<T, Diagnostic>;

/// Parses a whole module.
///
/// Never panics; runs in time linear in the input.
pub fn parse_module(source: &str) -> Result<Module, Diagnostic> {
    let (m, errs, _) = parse_recovering(source);
    errs.finish(m).map_err(|e| e.first().clone())
}

/// Parses a whole module, reporting every error (up to
/// [`crate::diag::MAX_ERRORS`]): after a broken statement the parser goes on
/// with the next one, after a broken module item with the next item; a
/// lexical error (a character that cannot start a token, an unterminated
/// comment, ...) ends parsing. Returns what was read (broken statements and
/// items left out), the errors, and the names of the functions that lost a
/// declaration to an error.
pub fn parse_recovering(source: &str) -> (Module, Sink, Vec<String>) {
    let mut p = Parser::new(source);
    let m = p.module();
    (m, p.errs, p.broken)
}

/// How a declaration is written.
#[derive(Clone, Copy, PartialEq, Eq)]
enum DeclMode {
    /// A statement: several names, initializers, ends with `;`.
    Statement,
    /// A parameter: one name, no initializer, no `;`.
    Param,
}

fn linkage_of(name: &str) -> Option<Linkage> {
    Some(match name {
        "visible" => Linkage::Visible,
        "extern" => Linkage::Extern,
        "weak" => Linkage::Weak,
        "common" => Linkage::Common,
        _ => return None,
    })
}

/// Spaces a user may declare variables in (`.sreg` is not one).
fn decl_space(name: &str) -> Option<Space> {
    match Space::from_name(name) {
        Some(Space::Sreg) | None => None,
        s => s,
    }
}

struct Parser<'a> {
    lex: Lexer<'a>,
    /// Lookahead buffer.
    buf: VecDeque<Token<'a>>,
    /// The lexer's error, once it has failed; the lexer is not called again.
    lex_err: Option<Diagnostic>,
    /// Errors found so far (parsing goes on after most).
    errs: Sink,
    /// Where the last token consumed is (line 0 before the first).
    last: Span,
    /// Functions where a broken declaration or directive was left out (the
    /// checker skips their bodies: names that declaration declares would
    /// show up as undeclared).
    broken: Vec<String>,
    /// Whether the body being parsed lost a declaration or directive.
    dropped_decl: bool,
    /// The value of the last constant expression read.
    last_const: Option<Value>,
    /// How deep the constant expression being read is nested.
    expr_depth: usize,
    /// The module's `.version` once read (x10), for directives newer
    /// than it.
    version: u32,
}

impl<'a> Parser<'a> {
    fn new(src: &'a str) -> Parser<'a> {
        Parser {
            lex: Lexer::new(src),
            buf: VecDeque::new(),
            lex_err: None,
            errs: Sink::default(),
            last: Span::default(),
            broken: Vec::new(),
            dropped_decl: false,
            last_const: None,
            expr_depth: 0,
            version: 0,
        }
    }

    /// Fills the buffer to `n + 1` tokens. A lexer error becomes an `Eof`
    /// token with the error kept aside, raised when that token is reached.
    fn fill(&mut self, n: usize) {
        while self.buf.len() <= n {
            if let Some(err) = &self.lex_err {
                let span = err.span;
                self.buf.push_back(Token {
                    kind: TokenKind::Eof,
                    text: "",
                    value: 0,
                    span,
                    glued: false,
                });
                continue;
            }
            match self.lex.next_token() {
                Ok(t) => self.buf.push_back(t),
                Err(e) => self.lex_err = Some(e),
            }
        }
    }

    /// The next token, or the lexer's error if that is what comes next.
    fn peek(&mut self) -> PResult<Token<'a>> {
        self.fill(0);
        let t = self.buf[0];
        if t.kind == TokenKind::Eof {
            if let Some(e) = &self.lex_err {
                return Err(e.clone());
            }
        }
        Ok(t)
    }

    /// The token `n` places ahead (never an error: a lexer error looks like
    /// the end of input here, and is raised when it is reached by [`peek`]).
    fn peek_at(&mut self, n: usize) -> Token<'a> {
        self.fill(n);
        self.buf[n]
    }

    /// Consumes and returns the next token.
    fn bump(&mut self) -> PResult<Token<'a>> {
        let t = self.peek()?;
        self.buf.pop_front();
        self.last = t.span;
        Ok(t)
    }

    /// Whether the next token is punctuation `c`.
    fn at(&mut self, c: u8) -> PResult<bool> {
        Ok(self.peek()?.is(c))
    }

    /// Consumes punctuation `c` if it is next.
    fn eat(&mut self, c: u8) -> PResult<bool> {
        if self.at(c)? {
            self.bump()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    /// Consumes punctuation `c` or fails with "expected 'c' WHAT, found ...".
    fn expect(&mut self, c: u8, what: &str) -> PResult<Token<'a>> {
        let t = self.peek()?;
        if t.is(c) {
            self.bump()
        } else if c == b';' {
            Err(self.missing_semicolon(&t, &format!("expected ';' {what}")))
        } else {
            Err(self.unexpected(&t, &format!("expected '{}' {what}", c as char)))
        }
    }

    /// "expected ';'" where `t` came instead: at the end of the line when
    /// `t` is on a later line than the statement (the `;` is missing there,
    /// not at the next line's first token).
    fn missing_semicolon(&self, t: &Token<'_>, expected: &str) -> Diagnostic {
        if self.last.line > 0 && t.span.line > self.last.line {
            // Just past the last token of the line.
            let end = Span {
                col: self.last.col + self.last.len,
                offset: self.last.offset + self.last.len,
                len: 1,
                ..self.last
            };
            Diagnostic::new(
                end,
                format!(
                    "{expected} at the end of the line (the next line starts with {})",
                    t.describe()
                ),
            )
        } else {
            self.unexpected(t, expected)
        }
    }

    fn unexpected(&self, t: &Token<'_>, expected: &str) -> Diagnostic {
        Diagnostic::new(t.span, format!("{expected}, found {}", t.describe()))
    }

    fn expect_ident(&mut self, what: &str) -> PResult<Token<'a>> {
        let t = self.peek()?;
        if t.kind == TokenKind::Ident {
            self.bump()
        } else {
            Err(self.unexpected(&t, &format!("expected {what}")))
        }
    }

    fn expect_int(&mut self, what: &str) -> PResult<Token<'a>> {
        let t = self.peek()?;
        if t.kind == TokenKind::Int {
            self.bump()
        } else {
            Err(self.unexpected(&t, &format!("expected {what}")))
        }
    }

    fn expect_u32(&mut self, what: &str) -> PResult<u32> {
        let t = self.expect_int(what)?;
        u32::try_from(t.value)
            .map_err(|_| Diagnostic::new(t.span, format!("{} does not fit in 32 bits", t.text)))
    }

    // ----------------------------------------------------------------------
    // Module scope

    /// The whole module, recording every error in `self.errs` and going on
    /// after each at the next module-level directive.
    fn module(&mut self) -> Module {
        let mut m = Module::default();
        loop {
            match self.item(&mut m) {
                Ok(true) => return m,
                Ok(false) => {}
                Err(e) => {
                    let fatal = self.is_fatal();
                    self.errs.push(e);
                    if fatal || self.errs.stopped() {
                        return m;
                    }
                    let at = self.peek_at(0).span.offset;
                    if self.skip_to_item().is_err() {
                        return m;
                    }
                    // Always move on, whatever the error left next.
                    if self.peek_at(0).span.offset == at && self.bump().is_err() {
                        return m;
                    }
                }
            }
        }
    }

    /// Whether parsing cannot go on: the lexer failed (the text after the
    /// failure cannot be read) or the error limit is reached.
    fn is_fatal(&mut self) -> bool {
        self.errs.stopped() || self.peek().is_err()
    }

    /// After an error at module scope: skips to the next directive that
    /// starts a module item, outside braces (or to the end).
    fn skip_to_item(&mut self) -> PResult<()> {
        let mut depth = 0usize;
        loop {
            let t = self.peek()?;
            match t.kind {
                TokenKind::Eof => return Ok(()),
                TokenKind::Punct(b'{') => depth += 1,
                TokenKind::Punct(b'}') => depth = depth.saturating_sub(1),
                TokenKind::DotName if depth == 0 => {
                    let n = t.name();
                    if matches!(n, "version" | "target" | "address_size" | "entry" | "func")
                        || linkage_of(n).is_some()
                        || decl_space(n).is_some()
                        || skip_kind(n, Place::Module).is_some()
                    {
                        return Ok(());
                    }
                }
                _ => {}
            }
            self.bump()?;
        }
    }

    /// One module item (directive, variable, function); `true` at the end.
    fn item(&mut self, m: &mut Module) -> PResult<bool> {
        let t = self.peek()?;
        match t.kind {
            TokenKind::Eof => return Ok(true),
            TokenKind::DotName => {}
            _ => return Err(self.unexpected(&t, "expected a directive at module scope")),
        }
        let name = t.name();
        match name {
            "version" => {
                self.bump()?;
                if m.version.is_some() {
                    return Err(Diagnostic::new(t.span, "duplicate '.version' directive"));
                }
                m.version = Some(self.version()?);
                self.version = m.version.map_or(0, |(a, b)| a * 10 + b.min(9));
            }
            "target" => {
                self.bump()?;
                if !m.target.is_empty() {
                    return Err(Diagnostic::new(t.span, "duplicate '.target' directive"));
                }
                loop {
                    let n = self.expect_ident("a target name after '.target'")?;
                    m.target.push(n.text.to_string());
                    if !self.eat(b',')? {
                        break;
                    }
                }
            }
            "address_size" => {
                self.bump()?;
                if m.address_size.is_some() {
                    return Err(Diagnostic::new(
                        t.span,
                        "duplicate '.address_size' directive",
                    ));
                }
                let at = self.peek()?.span;
                let n = self.expect_u32("an address size (32 or 64) after '.address_size'")?;
                if n != 32 && n != 64 {
                    // ptxas: "Illegal value for .address_size directive".
                    return Err(Diagnostic::new(
                        at,
                        format!("illegal .address_size {} (must be 32 or 64)", n),
                    ));
                }
                m.address_size = Some(n);
            }
            "entry" | "func" => {
                let f = self.function(None)?;
                m.items.push(Item::Func(f));
            }
            _ => {
                if let Some(l) = linkage_of(name) {
                    self.bump()?;
                    let n = self.peek()?;
                    if n.kind == TokenKind::DotName && matches!(n.name(), "entry" | "func") {
                        let f = self.function(Some(l))?;
                        m.items.push(Item::Func(f));
                    } else if n.kind == TokenKind::DotName && decl_space(n.name()).is_some() {
                        for d in self.decl_statement(Some(l))? {
                            m.items.push(Item::Var(d));
                        }
                    } else {
                        return Err(self.unexpected(
                            &n,
                            &format!("expected '.entry', '.func' or a state space after '.{name}'"),
                        ));
                    }
                } else if decl_space(name).is_some() {
                    for d in self.decl_statement(None)? {
                        m.items.push(Item::Var(d));
                    }
                } else if let Some(skip) = skip_kind(name, Place::Module) {
                    self.skip(skip)?;
                } else {
                    return Err(Diagnostic::new(
                        t.span,
                        format!("unknown directive '.{name}' at module scope"),
                    ));
                }
            }
        }
        Ok(false)
    }

    /// `MAJOR.MINOR` after `.version`.
    fn version(&mut self) -> PResult<(u32, u32)> {
        let t = self.peek()?;
        let parsed = if t.kind == TokenKind::Float {
            t.text.split_once('.').and_then(|(a, b)| {
                let ok = |s: &str| !s.is_empty() && s.bytes().all(|c| c.is_ascii_digit());
                if ok(a) && ok(b) {
                    Some((a.parse::<u32>().ok()?, b.parse::<u32>().ok()?))
                } else {
                    None
                }
            })
        } else {
            None
        };
        match parsed {
            Some(v) => {
                self.bump()?;
                Ok(v)
            }
            None => {
                Err(self.unexpected(&t, "expected a version number MAJOR.MINOR after '.version'"))
            }
        }
    }

    /// Skips a directive whose dot-name is next.
    fn skip(&mut self, how: Skip) -> PResult<()> {
        let d = self.bump()?;
        if d.text == ".noreturn" && self.version != 0 && self.version < 64 {
            return Err(Diagnostic::new(
                d.span,
                format!(
                    "'.noreturn' requires PTX ISA .version 6.4 or later (the module says .version {}.{})",
                    self.version / 10,
                    self.version % 10
                ),
            ));
        }
        match how {
            Skip::Line => Ok(()),
            Skip::StringSemicolon => {
                let s = self.peek()?;
                if s.kind != TokenKind::Str {
                    return Err(
                        self.unexpected(&s, &format!("expected a string after '{}'", d.text))
                    );
                }
                self.bump()?;
                self.expect(b';', &format!("after '{}'", d.text))?;
                Ok(())
            }
            Skip::ToSemicolon => loop {
                let t = self.peek()?;
                if t.kind == TokenKind::Eof || t.is(b'{') || t.is(b'}') {
                    return Err(self.unexpected(&t, &format!("expected ';' to end '{}'", d.text)));
                }
                self.bump()?;
                if t.is(b';') {
                    return Ok(());
                }
            },
            Skip::IntArgs => {
                if self.peek()?.kind == TokenKind::Int {
                    loop {
                        let t = self.expect_int(&format!("an integer argument of '{}'", d.text))?;
                        // ptxas: "Positive non-zero value expected for
                        // maxntid" (also reqntid, maxnreg, minnctapersm).
                        if t.value == 0 && d.text != ".noreturn" {
                            return Err(Diagnostic::new(
                                t.span,
                                format!("'{}' needs positive values, not 0", d.text),
                            ));
                        }
                        if !self.eat(b',')? {
                            break;
                        }
                    }
                }
                Ok(())
            }
            Skip::Braces => {
                // Section name(s), then a balanced block.
                loop {
                    let t = self.peek()?;
                    if t.is(b'{') {
                        break;
                    }
                    if t.kind == TokenKind::DotName || t.kind == TokenKind::Ident {
                        self.bump()?;
                    } else {
                        return Err(
                            self.unexpected(&t, &format!("expected '{{' after '{}' name", d.text))
                        );
                    }
                }
                let open = self.bump()?;
                let mut depth = 1usize;
                loop {
                    let t = self.bump()?;
                    match t.kind {
                        TokenKind::Punct(b'{') => {
                            depth += 1;
                            if depth > MAX_DEPTH {
                                return Err(Diagnostic::new(
                                    t.span,
                                    format!(
                                        "braces nested too deeply (more than {MAX_DEPTH} levels)"
                                    ),
                                ));
                            }
                        }
                        TokenKind::Punct(b'}') => {
                            depth -= 1;
                            if depth == 0 {
                                return Ok(());
                            }
                        }
                        TokenKind::Eof => {
                            return Err(Diagnostic::new(
                                t.span,
                                format!(
                                    "expected '}}' to close the '{}' block opened at line {}, column {}, found end of file",
                                    d.text, open.span.line, open.span.col
                                ),
                            ));
                        }
                        _ => {}
                    }
                }
            }
        }
    }

    // ----------------------------------------------------------------------
    // Functions

    /// `.entry`/`.func` (next token) through the body or `;`.
    fn function(&mut self, linkage: Option<Linkage>) -> PResult<Function> {
        let k = self.bump()?;
        let kind = if k.name() == "entry" {
            FuncKind::Entry
        } else {
            FuncKind::Func
        };
        let mut rets = Vec::new();
        if kind == FuncKind::Func && self.at(b'(')? {
            rets = self.param_list("return list")?;
        }
        let name = self.expect_ident(&format!("a function name after '{}'", k.text))?;
        let mut params = Vec::new();
        if self.at(b'(')? {
            params = self.param_list("parameter list")?;
        }
        loop {
            let t = self.peek()?;
            if t.kind != TokenKind::DotName {
                break;
            }
            // A module item next: ptxas takes the header as a declaration
            // whose `;` is missing.
            let starts_item = matches!(t.name(), "entry" | "func")
                || linkage_of(t.name()).is_some()
                || decl_space(t.name()).is_some_and(|s| s != Space::Reg);
            if starts_item {
                return Ok(Function {
                    kind,
                    linkage,
                    name: name.text.to_string(),
                    rets,
                    params,
                    body: None,
                    span: name.span,
                });
            }
            match skip_kind(t.name(), Place::Header) {
                Some(s) => self.skip(s)?,
                None => {
                    return Err(Diagnostic::new(
                        t.span,
                        format!(
                            "unknown directive '{}' between function signature and body",
                            t.text
                        ),
                    ))
                }
            }
        }
        let t = self.peek()?;
        let body = if t.is(b'{') {
            self.bump()?;
            self.dropped_decl = false;
            let b = self.body(t)?;
            if self.dropped_decl {
                self.broken.push(name.text.to_string());
            }
            Some(b)
        } else if t.is(b';') {
            self.bump()?;
            None
        } else {
            return Err(self.unexpected(&t, "expected '{' or ';' after function signature"));
        };
        Ok(Function {
            kind,
            linkage,
            name: name.text.to_string(),
            rets,
            params,
            body,
            span: name.span,
        })
    }

    /// `( decl, decl, ... )` of `.param`/`.reg` parameters.
    fn param_list(&mut self, what: &str) -> PResult<Vec<VarDecl>> {
        self.expect(b'(', &format!("to open the {what}"))?;
        let mut out = Vec::new();
        if self.eat(b')')? {
            return Ok(out);
        }
        loop {
            let t = self.peek()?;
            let space = match t.kind {
                TokenKind::DotName if matches!(t.name(), "param" | "reg") => {
                    decl_space(t.name()).unwrap_or(Space::Param)
                }
                _ => {
                    return Err(
                        self.unexpected(&t, &format!("expected '.param' or '.reg' in {what}"))
                    )
                }
            };
            self.bump()?;
            out.extend(self.decl_rest(None, space, DeclMode::Param)?);
            let t = self.peek()?;
            if t.is(b',') {
                self.bump()?;
            } else if t.is(b')') {
                self.bump()?;
                return Ok(out);
            } else {
                return Err(self.unexpected(&t, &format!("expected ',' or ')' in {what}")));
            }
        }
    }

    /// Statements after `{` (consumed, `open`) through the matching `}`.
    fn body(&mut self, open: Token<'a>) -> PResult<Vec<Stmt>> {
        let mut stack: Vec<(Vec<Stmt>, Span)> = vec![(Vec::new(), open.span)];
        loop {
            let t = self.peek()?;
            match t.kind {
                TokenKind::Punct(b'{') => {
                    if stack.len() >= MAX_DEPTH {
                        return Err(Diagnostic::new(
                            t.span,
                            format!("blocks nested too deeply (more than {MAX_DEPTH} levels)"),
                        ));
                    }
                    self.bump()?;
                    stack.push((Vec::new(), t.span));
                }
                TokenKind::Punct(b'}') => {
                    self.bump()?;
                    let (stmts, span) = stack.pop().unwrap_or_default();
                    match stack.last_mut() {
                        Some(top) => top.0.push(Stmt::Block(stmts, span)),
                        None => return Ok(stmts),
                    }
                }
                TokenKind::Eof => {
                    let sp = stack.last().map(|s| s.1).unwrap_or(open.span);
                    return Err(Diagnostic::new(
                        t.span,
                        format!(
                            "expected '}}' to close the block opened at line {}, column {}, found end of file",
                            sp.line, sp.col
                        ),
                    ));
                }
                _ => {
                    if let Some(top) = stack.last_mut() {
                        let start = t.span.offset;
                        if let Err(e) = self.statement(&mut top.0) {
                            // A broken instruction declares nothing; a broken
                            // declaration does.
                            if t.kind == TokenKind::DotName {
                                self.dropped_decl = true;
                            }
                            self.recover_statement(e, start)?;
                        }
                    }
                }
            }
        }
    }

    /// After an error in the statement that started at byte `start`:
    /// records it and skips to where the next statement can start: past the
    /// next `;`, before a brace, or before the first token of a later line
    /// than the statement's last one that can start a statement (a name, a
    /// directive or `@`: so a missing `;` loses no statement). Always moves
    /// past at least one token. A fatal error (the lexer failed, or the error
    /// limit) is returned to end parsing.
    fn recover_statement(&mut self, e: Diagnostic, start: u32) -> PResult<()> {
        if self.is_fatal() {
            return Err(e);
        }
        self.errs.push(e);
        let mut line = self.last.line;
        let mut moved = self.peek()?.span.offset != start;
        loop {
            let t = self.peek()?;
            match t.kind {
                TokenKind::Eof | TokenKind::Punct(b'{') | TokenKind::Punct(b'}') => return Ok(()),
                TokenKind::Punct(b';') => {
                    self.bump()?;
                    return Ok(());
                }
                TokenKind::Ident | TokenKind::DotName | TokenKind::Punct(b'@')
                    if moved && t.span.line > line =>
                {
                    return Ok(());
                }
                _ => {}
            }
            self.bump()?;
            line = t.span.line;
            moved = true;
        }
    }

    /// One statement other than `{` and `}`; pushes what it declares.
    fn statement(&mut self, out: &mut Vec<Stmt>) -> PResult<()> {
        let t = self.peek()?;
        match t.kind {
            TokenKind::DotName => {
                let name = t.name();
                if let Some(l) = linkage_of(name) {
                    self.bump()?;
                    let n = self.peek()?;
                    if n.kind == TokenKind::DotName && decl_space(n.name()).is_some() {
                        out.extend(self.decl_statement(Some(l))?.into_iter().map(Stmt::Decl));
                        return Ok(());
                    }
                    return Err(
                        self.unexpected(&n, &format!("expected a state space after '.{name}'"))
                    );
                }
                if decl_space(name).is_some() {
                    out.extend(self.decl_statement(None)?.into_iter().map(Stmt::Decl));
                    return Ok(());
                }
                if let Some(s) = skip_kind(name, Place::Body) {
                    return self.skip(s);
                }
                Err(Diagnostic::new(
                    t.span,
                    format!("unknown directive '.{name}' in function body"),
                ))
            }
            TokenKind::Ident if self.peek_at(1).is(b':') => {
                self.bump()?;
                self.bump()?;
                out.push(Stmt::Label(t.text.to_string(), t.span));
                let d = self.peek()?;
                if d.kind == TokenKind::DotName
                    && matches!(d.name(), "callprototype" | "calltargets")
                {
                    out.push(Stmt::Proto(self.proto(t.text)?));
                }
                Ok(())
            }
            TokenKind::Ident | TokenKind::Punct(b'@') => {
                out.push(Stmt::Inst(self.instruction()?));
                Ok(())
            }
            _ => Err(self.unexpected(&t, "expected an instruction, a declaration, a label or '}'")),
        }
    }

    /// `.callprototype [(rets)] _ (params) [.noreturn];` or
    /// `.calltargets f, g, ...;` after the label `name:`.
    fn proto(&mut self, name: &str) -> PResult<Proto> {
        let d = self.bump()?;
        let kind = if d.name() == "calltargets" {
            let mut names = Vec::new();
            loop {
                let f = self.expect_ident("a function name in '.calltargets'")?;
                names.push((f.text.to_string(), f.span));
                if !self.eat(b',')? {
                    break;
                }
            }
            ProtoKind::Targets(names)
        } else {
            let mut rets = Vec::new();
            if self.at(b'(')? {
                rets = self.param_list("prototype's return list")?;
            }
            let u = self.expect_ident("'_' (the prototype's name placeholder)")?;
            if u.text != "_" {
                return Err(Diagnostic::new(
                    u.span,
                    format!("expected '_' in '.callprototype', found '{}'", u.text),
                ));
            }
            let params = self.param_list("prototype's parameter list")?;
            let t = self.peek()?;
            let noreturn = t.kind == TokenKind::DotName && t.name() == "noreturn";
            if noreturn {
                if !rets.is_empty() {
                    return Err(Diagnostic::new(
                        t.span,
                        "'.noreturn' is not allowed on a prototype with return values",
                    ));
                }
                if self.version != 0 && self.version < 64 {
                    return Err(Diagnostic::new(
                        t.span,
                        format!(
                            "'.noreturn' requires PTX ISA .version 6.4 or later (the module says .version {}.{})",
                            self.version / 10,
                            self.version % 10
                        ),
                    ));
                }
                self.bump()?;
            }
            ProtoKind::Prototype {
                rets,
                params,
                noreturn,
            }
        };
        self.expect(b';', "after the prototype")?;
        Ok(Proto {
            name: name.to_string(),
            kind,
            span: d.span,
        })
    }

    // ----------------------------------------------------------------------
    // Declarations

    /// `[linkage consumed] .space ... ;` with the space next.
    fn decl_statement(&mut self, linkage: Option<Linkage>) -> PResult<Vec<VarDecl>> {
        let s = self.bump()?;
        let space = decl_space(s.name()).unwrap_or(Space::Reg);
        self.decl_rest(linkage, space, DeclMode::Statement)
    }

    /// After the state space: attributes, type, names, initializers.
    fn decl_rest(
        &mut self,
        linkage: Option<Linkage>,
        space: Space,
        mode: DeclMode,
    ) -> PResult<Vec<VarDecl>> {
        let mut align = None;
        let mut vector = None;
        let mut ty: Option<Type> = None;
        let mut ptr_attrs: Vec<String> = Vec::new();
        let mut handle = None;
        loop {
            let t = self.peek()?;
            if t.kind != TokenKind::DotName {
                break;
            }
            let n = t.name();
            let in_ptr = !ptr_attrs.is_empty();
            if n == "align" {
                self.bump()?;
                let v = self.expect_u32("an alignment after '.align'")?;
                if in_ptr {
                    ptr_attrs.push("align".to_string());
                    ptr_attrs.push(v.to_string());
                } else if align.replace(v).is_some() {
                    return Err(Diagnostic::new(t.span, "duplicate '.align' in declaration"));
                }
            } else if n == "ptr" && mode == DeclMode::Param && !in_ptr {
                self.bump()?;
                ptr_attrs.push("ptr".to_string());
            } else if in_ptr
                && matches!(
                    n,
                    "global" | "const" | "local" | "shared" | "texref" | "samplerref" | "surfref"
                )
            {
                self.bump()?;
                ptr_attrs.push(n.to_string());
            } else if let Some(v) = match n {
                "v2" => Some(2),
                "v4" => Some(4),
                "v8" => Some(8),
                _ => None,
            } {
                self.bump()?;
                if vector.replace(v).is_some() {
                    return Err(Diagnostic::new(
                        t.span,
                        "duplicate vector size in declaration",
                    ));
                }
            } else if let Some(h) = Handle::from_name(n) {
                self.bump()?;
                handle = Some(h);
                if ty.replace(Type::B64).is_some() {
                    return Err(Diagnostic::new(t.span, "two types in one declaration"));
                }
            } else if let Some(x) = Type::from_name(n) {
                self.bump()?;
                if ty.replace(x).is_some() {
                    return Err(Diagnostic::new(t.span, "two types in one declaration"));
                }
            } else {
                return Err(Diagnostic::new(
                    t.span,
                    format!("unexpected '{}' in declaration", t.text),
                ));
            }
        }
        let Some(ty) = ty else {
            let t = self.peek()?;
            return Err(self.unexpected(&t, "expected a type in declaration"));
        };
        let mut out = Vec::new();
        // `.reg .u32 ;` declares nothing (ptxas accepts it).
        if mode == DeclMode::Statement && self.eat(b';')? {
            return Ok(out);
        }
        loop {
            let name = self.expect_ident("a name in declaration")?;
            let mut range = None;
            if self.eat(b'<')? {
                range = Some(self.expect_u32("a register count after '<'")?);
                self.expect(b'>', "after register count")?;
            }
            let mut dims = Vec::new();
            while self.eat(b'[')? {
                if self.eat(b']')? {
                    dims.push(None);
                } else {
                    let n = self.expect_int("an array size or ']'")?;
                    dims.push(Some(n.value));
                    self.expect(b']', "after array size")?;
                }
            }
            let mut init = None;
            if mode == DeclMode::Statement && self.eat(b'=')? {
                if handle.is_some() {
                    // `= { filter_mode = nearest, addr_mode_0 = wrap }`:
                    // settings of a texture unit, read and dropped.
                    self.handle_settings()?;
                } else {
                    init = Some(self.initializer()?);
                }
            }
            out.push(VarDecl {
                linkage,
                space,
                align,
                vector,
                ty,
                handle,
                ptr_attrs: ptr_attrs.clone(),
                name: name.text.to_string(),
                range,
                dims,
                init,
                span: name.span,
            });
            if mode == DeclMode::Statement && self.eat(b',')? {
                continue;
            }
            break;
        }
        if mode == DeclMode::Statement {
            self.expect(b';', "after declaration")?;
        }
        Ok(out)
    }

    /// `{ name = value, ... }` of a `.texref`/`.samplerref`/`.surfref`
    /// (values are names or integers).
    fn handle_settings(&mut self) -> PResult<()> {
        self.expect(b'{', "to open texture settings")?;
        if self.eat(b'}')? {
            return Ok(());
        }
        loop {
            self.expect_ident("a texture setting name")?;
            self.expect(b'=', "after a texture setting name")?;
            let v = self.peek()?;
            match v.kind {
                TokenKind::Ident => {
                    self.bump()?;
                }
                _ => {
                    self.const_expr()?;
                }
            }
            if self.eat(b'}')? {
                return Ok(());
            }
            self.expect(b',', "or '}' between texture settings")?;
        }
    }

    /// An initializer value; lists nest up to [`MAX_DEPTH`] levels.
    fn initializer(&mut self) -> PResult<Init> {
        // Explicit stack of open lists.
        let mut stack: Vec<Vec<Init>> = Vec::new();
        loop {
            let t = self.peek()?;
            let mut value = if t.is(b'{') {
                if stack.len() >= MAX_DEPTH {
                    return Err(Diagnostic::new(
                        t.span,
                        format!(
                            "initializer lists nested too deeply (more than {MAX_DEPTH} levels)"
                        ),
                    ));
                }
                self.bump()?;
                if !self.eat(b'}')? {
                    stack.push(Vec::new());
                    continue;
                }
                Init::List(Vec::new())
            } else {
                self.init_scalar()?
            };
            // Attach `value` to the open list, closing lists as needed.
            loop {
                let Some(top) = stack.last_mut() else {
                    return Ok(value);
                };
                top.push(value);
                let n = self.peek()?;
                if n.is(b',') {
                    self.bump()?;
                    break;
                } else if n.is(b'}') {
                    self.bump()?;
                    value = Init::List(stack.pop().unwrap_or_default());
                } else {
                    return Err(self.unexpected(&n, "expected ',' or '}' in initializer list"));
                }
            }
        }
    }

    fn init_scalar(&mut self) -> PResult<Init> {
        let t = self.peek()?;
        match t.kind {
            // A number or a constant expression (`1 << 4`, `-(2*3)`).
            _ if self.starts_expr(true)? => Ok(Init::Int(self.const_expr()?.to_i128())),
            TokenKind::Float => {
                self.bump()?;
                Ok(Init::Float(t.text.to_string()))
            }
            TokenKind::Punct(b'-') => {
                self.bump()?;
                let n = self.peek()?;
                match n.kind {
                    TokenKind::Float => {
                        self.bump()?;
                        Ok(Init::Float(format!("-{}", n.text)))
                    }
                    _ => Err(self.unexpected(&n, "expected a number after '-'")),
                }
            }
            TokenKind::Ident => {
                self.bump()?;
                let generic = t.text == "generic" && self.at(b'(')?;
                let name = if generic {
                    self.bump()?;
                    let n = self.expect_ident("a variable name in 'generic(...)'")?;
                    self.expect(b')', "after 'generic(name'")?;
                    n.text
                } else {
                    t.text
                };
                // `name+K` (ptxas reads no other arithmetic here).
                let mut offset = 0;
                if self.eat(b'+')? {
                    let k = self.expect_int("a constant after '+'")?;
                    offset = i64::try_from(k.value).map_err(|_| {
                        Diagnostic::new(k.span, "the constant after '+' is too large")
                    })?;
                }
                Ok(Init::Addr {
                    name: name.to_string(),
                    generic,
                    offset,
                })
            }
            _ => Err(self.unexpected(&t, "expected an initializer value")),
        }
    }

    // ----------------------------------------------------------------------
    // Instructions

    fn instruction(&mut self) -> PResult<Inst> {
        let mut guard = None;
        if self.at(b'@')? {
            self.bump()?;
            let negated = self.eat(b'!')?;
            let r = self.expect_ident("a predicate register after '@'")?;
            guard = Some(Guard {
                negated,
                reg: r.text.to_string(),
                span: r.span,
            });
        }
        let op = self.peek()?;
        if op.kind != TokenKind::Ident || !op.text.as_bytes()[0].is_ascii_alphabetic() {
            return Err(self.unexpected(&op, "expected an opcode"));
        }
        self.bump()?;
        let mut mods = Vec::new();
        loop {
            let t = self.peek()?;
            if t.kind == TokenKind::DotName && t.glued {
                self.bump()?;
                mods.push(Modifier {
                    text: t.name().to_string(),
                    span: t.span,
                });
            } else {
                break;
            }
        }
        let mut operands = Vec::new();
        if !self.eat(b';')? {
            loop {
                operands.push(self.operand(true)?);
                let t = self.peek()?;
                if t.is(b',') {
                    self.bump()?;
                } else if t.is(b';') {
                    self.bump()?;
                    break;
                } else {
                    return Err(self.missing_semicolon(&t, "expected ';' after instruction"));
                }
            }
        }
        Ok(Inst {
            guard,
            opcode: op.text.to_string(),
            mods,
            operands,
            span: op.span,
        })
    }

    /// One operand. `outer` allows vectors, lists and addresses (which hold
    /// only simple operands themselves).
    fn operand(&mut self, outer: bool) -> PResult<Operand> {
        let t = self.peek()?;
        let mk = |kind| Operand {
            kind,
            neg: false,
            not: false,
            suffix: Vec::new(),
            span: t.span,
        };
        match t.kind {
            TokenKind::Ident if outer && self.peek_at(1).is(b'|') => {
                self.bump()?;
                self.bump()?;
                let q = self.expect_ident("a predicate register after '|'")?;
                Ok(mk(OperandKind::PredPair(
                    t.text.to_string(),
                    q.text.to_string(),
                )))
            }
            TokenKind::Ident => self.name_operand(false, false, t.span, outer),
            // A number or a constant expression (`~3`, `-(1 << 4)`, `2*8+1`);
            // `(...)` is an argument list in an instruction's own operands.
            _ if self.starts_expr(!outer)? => {
                let v = self.const_expr()?;
                Ok(mk(OperandKind::Int(v.to_i128())))
            }
            TokenKind::Float => {
                self.bump()?;
                Ok(mk(OperandKind::Float(t.text.to_string())))
            }
            TokenKind::Punct(b'-') => {
                self.bump()?;
                let n = self.peek()?;
                match n.kind {
                    TokenKind::Float => {
                        self.bump()?;
                        Ok(mk(OperandKind::Float(format!("-{}", n.text))))
                    }
                    TokenKind::Ident => self.name_operand(true, false, t.span, false),
                    _ => Err(self.unexpected(&n, "expected a register or a number after '-'")),
                }
            }
            TokenKind::Punct(b'!') => {
                self.bump()?;
                let n = self.peek()?;
                if n.kind != TokenKind::Ident {
                    return Err(self.unexpected(&n, "expected a predicate register after '!'"));
                }
                self.name_operand(false, true, t.span, false)
            }
            TokenKind::Punct(b'{') if outer => {
                self.bump()?;
                let items = self.operand_seq(b'}', "vector operand")?;
                Ok(mk(OperandKind::Vector(items)))
            }
            TokenKind::Punct(b'(') if outer => {
                self.bump()?;
                let items = self.operand_seq(b')', "argument list")?;
                // `(1 + 2) * 3`: a parenthesised constant that goes on.
                if let [Operand {
                    kind: OperandKind::Int(v),
                    ..
                }] = items.as_slice()
                {
                    if self.peek_binary()?.is_some() || self.at(b'?')? {
                        // The list's one element was the last constant read.
                        let first = match self.last_const {
                            Some(c) if c.to_i128() == *v => c,
                            _ => Value {
                                bits: *v as u64,
                                unsigned: i64::try_from(*v).is_err(),
                            },
                        };
                        let v = self.expr_rest(first)?;
                        return Ok(mk(OperandKind::Int(v.to_i128())));
                    }
                }
                Ok(mk(OperandKind::List(items)))
            }
            TokenKind::Punct(b'[') if outer && self.peek_at(2).is(b',') => {
                // `[tex, {x, y}]`, `[tex, sampler, {x}]`, `[surf, x]`.
                self.bump()?;
                let mut items = Vec::new();
                loop {
                    let t = self.peek()?;
                    items.push(if t.is(b'{') {
                        self.bump()?;
                        let v = self.operand_seq(b'}', "coordinate vector")?;
                        mk(OperandKind::Vector(v))
                    } else {
                        self.operand(false)?
                    });
                    let t = self.peek()?;
                    if t.is(b',') {
                        self.bump()?;
                    } else if t.is(b']') {
                        self.bump()?;
                        return Ok(mk(OperandKind::TexAddr(items)));
                    } else {
                        return Err(self.unexpected(
                            &t,
                            "expected ',' or ']' in a texture or surface operand",
                        ));
                    }
                }
            }
            TokenKind::Punct(b'[') if outer => {
                self.bump()?;
                let (base, offset) = self.address()?;
                Ok(mk(OperandKind::Address { base, offset }))
            }
            _ => Err(self.unexpected(&t, "expected an operand")),
        }
    }

    // ----------------------------------------------------------------------
    // Constant expressions (`crate::const_expr` computes them)

    /// The binary operator at the next token(s), if any: two-character
    /// ones (`<<`, `==`, ...) must be written without a space.
    fn peek_binary(&mut self) -> PResult<Option<(Binary, usize)>> {
        let t = self.peek()?;
        let TokenKind::Punct(c) = t.kind else {
            return Ok(None);
        };
        let n = self.peek_at(1);
        let second = match n.kind {
            TokenKind::Punct(d) if n.glued => Some(d),
            _ => None,
        };
        Ok(Binary::from_chars(c, second))
    }

    /// A whole constant expression, `?:` included (remembered in
    /// `last_const`, for a parenthesised one that goes on: `(2U) > 1`).
    fn const_expr(&mut self) -> PResult<Value> {
        let v = self.expr_unary()?;
        let v = self.expr_rest(v)?;
        self.last_const = Some(v);
        Ok(v)
    }

    /// The rest of a constant expression whose first operand is `lhs`.
    fn expr_rest(&mut self, lhs: Value) -> PResult<Value> {
        let c = self.expr_binary(lhs, 1)?;
        let q = self.peek()?;
        if !self.eat(b'?')? {
            return Ok(c);
        }
        self.nested(q.span, |p| {
            let a = p.const_expr()?;
            p.expect(b':', "in a '?:' constant expression")?;
            let b = p.const_expr()?;
            Ok(if c.bits != 0 { a } else { b })
        })
    }

    /// Precedence climbing: `lhs` followed by operators binding at least
    /// as tightly as `min`.
    fn expr_binary(&mut self, mut lhs: Value, min: u8) -> PResult<Value> {
        while let Some((op, len)) = self.peek_binary()? {
            if op.precedence() < min {
                break;
            }
            let at = self.bump()?;
            for _ in 1..len {
                self.bump()?;
            }
            let mut rhs = self.expr_unary()?;
            while let Some((next, _)) = self.peek_binary()? {
                if next.precedence() <= op.precedence() {
                    break;
                }
                rhs = self.expr_binary(rhs, op.precedence() + 1)?;
            }
            lhs = op
                .apply(lhs, rhs)
                .map_err(|m| Diagnostic::new(at.span, m))?;
        }
        Ok(lhs)
    }

    /// A literal, a parenthesised expression, or a unary operator and its
    /// operand. Nesting (parentheses, unary operators, `?:`) is limited to
    /// [`MAX_DEPTH`] levels, so no input can exhaust the stack.
    fn expr_unary(&mut self) -> PResult<Value> {
        let t = self.peek()?;
        self.nested(t.span, |p| p.expr_unary_inner(t))
    }

    /// Runs `f` one level deeper in a constant expression; an error at
    /// `at` past [`MAX_DEPTH`] levels.
    fn nested<T>(&mut self, at: Span, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        if self.expr_depth >= MAX_DEPTH {
            return Err(Diagnostic::new(
                at,
                format!("constant expression nested too deeply (more than {MAX_DEPTH} levels)"),
            ));
        }
        self.expr_depth += 1;
        let v = f(self);
        self.expr_depth -= 1;
        v
    }

    fn expr_unary_inner(&mut self, t: Token<'a>) -> PResult<Value> {
        match t.kind {
            TokenKind::Int => {
                self.bump()?;
                // `U` suffix, or too large for .s64: unsigned.
                let unsigned = t.text.ends_with(['U', 'u']) || t.value > i64::MAX as u64;
                Ok(Value {
                    bits: t.value,
                    unsigned,
                })
            }
            TokenKind::Punct(b'(') => {
                self.bump()?;
                let v = self.const_expr()?;
                self.expect(b')', "to close the parenthesised expression")?;
                Ok(v)
            }
            TokenKind::Punct(c) if Unary::from_char(c).is_some() => {
                self.bump()?;
                let v = self.expr_unary()?;
                Ok(Unary::from_char(c).map_or(v, |op| op.apply(v)))
            }
            _ => Err(self.unexpected(&t, "expected a constant expression")),
        }
    }

    /// Whether the next token can start a constant expression in an
    /// operand: a number, `(` (only where no list can be), `~`, or `-`, `+`
    /// and `!` before one of those.
    fn starts_expr(&mut self, paren: bool) -> PResult<bool> {
        let t = self.peek()?;
        Ok(match t.kind {
            TokenKind::Int => true,
            TokenKind::Punct(b'(') => paren,
            TokenKind::Punct(b'~') => true,
            TokenKind::Punct(b'-' | b'+' | b'!') => {
                let n = self.peek_at(1);
                matches!(
                    n.kind,
                    TokenKind::Int | TokenKind::Punct(b'(' | b'~' | b'-' | b'+' | b'!')
                )
            }
            _ => false,
        })
    }

    /// Simple operands separated by commas, through `close`.
    fn operand_seq(&mut self, close: u8, what: &str) -> PResult<Vec<Operand>> {
        let mut items = Vec::new();
        if close == b')' && self.eat(b')')? {
            return Ok(items);
        }
        loop {
            items.push(self.operand(false)?);
            let t = self.peek()?;
            if t.is(b',') {
                self.bump()?;
            } else if t.is(close) {
                self.bump()?;
                return Ok(items);
            } else {
                return Err(self.unexpected(
                    &t,
                    &format!("expected ',' or '{}' in {what}", close as char),
                ));
            }
        }
    }

    /// A name operand (identifier next) with its glued dot-suffixes; with
    /// `plus`, `name+imm` too (an instruction's own operand, not one inside
    /// `{...}` or `(...)`, as ptxas reads it).
    fn name_operand(&mut self, neg: bool, not: bool, span: Span, plus: bool) -> PResult<Operand> {
        let t = self.bump()?;
        let kind = if t.text == "_" {
            OperandKind::Sink
        } else {
            OperandKind::Name(t.text.to_string())
        };
        let mut suffix = Vec::new();
        loop {
            let s = self.peek()?;
            if s.kind == TokenKind::DotName && s.glued {
                self.bump()?;
                suffix.push(s.name().to_string());
            } else {
                break;
            }
        }
        // `%r1+4`, `var+4` (ptxas: a register's value or a variable's
        // address plus a constant; no `-`, nothing after a suffix).
        let kind = match kind {
            OperandKind::Name(n)
                if plus
                    && suffix.is_empty()
                    && !neg
                    && !not
                    && self.peek()?.is(b'+')
                    && matches!(
                        self.peek_at(1).kind,
                        TokenKind::Int | TokenKind::Punct(b'(')
                    ) =>
            {
                // Any 64-bit constant (`+7`, `+2*4`, `+4-1`): the add wraps
                // at the operand's width.
                let k = self.expr_binary(Value::signed(0), Binary::Add.precedence())?;
                OperandKind::NamePlus(n, k.bits as i64)
            }
            k => k,
        };
        Ok(Operand {
            kind,
            neg,
            not,
            suffix,
            span,
        })
    }

    /// After `[`: `base`, `base+imm`, `base+-imm`, `imm`, `-imm`, then `]`
    /// (not `base-imm`, which ptxas does not read).
    fn address(&mut self) -> PResult<(Option<String>, i64)> {
        let t = self.peek()?;
        let mut base = None;
        // The offset wraps at 64 bits, as ptxas's does.
        let mut offset: i64 = 0;
        match t.kind {
            TokenKind::Ident => {
                self.bump()?;
                base = Some(t.text.to_string());
                let n = self.peek()?;
                if n.is(b'-') {
                    // ptxas: "Parsing error near '-'": an offset is added.
                    return Err(self.unexpected(
                        &n,
                        &format!(
                            "expected '+' or ']' after '{}' in address (a negative offset is written '+-N')",
                            t.text
                        ),
                    ));
                }
                if n.is(b'+') {
                    // `+4`, `-4`, `+-4`, `++4`, `+2*8-1`: terms added to
                    // the base.
                    let off_tok = self.peek_at(1);
                    if off_tok.kind == TokenKind::Ident {
                        return Err(self.unexpected(
                            &off_tok,
                            &format!("expected a constant offset after '{}' in address", n.text),
                        ));
                    }
                    let v = self.expr_binary(Value::signed(0), Binary::Add.precedence())?;
                    offset = v.bits as i64;
                }
            }
            TokenKind::Int | TokenKind::Punct(b'-' | b'(' | b'~' | b'+') => {
                offset = self.const_expr()?.bits as i64;
            }
            _ => {
                return Err(self.unexpected(
                    &t,
                    "expected a register, a variable or an integer in address",
                ))
            }
        }
        self.expect(b']', "to close address")?;
        Ok((base, offset))
    }
}
