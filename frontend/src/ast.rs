//! The syntax tree of a PTX module, as written.
//!
//! The parser builds this tree without judging instructions: an instruction is
//! its opcode, its dot-modifiers and its operands, kept as text. Checking the
//! modifiers against the ISA and resolving names is [`crate::check()`]'s job,
//! which turns a function into the typed form of [`crate::ir`].

use crate::diag::Span;

/// A whole `.ptx` file.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Module {
    /// `.version MAJOR.MINOR`, if present.
    pub version: Option<(u32, u32)>,
    /// `.target` entries (`sm_80`, `texmode_independent`, ...).
    pub target: Vec<String>,
    /// `.address_size 32|64`, if present (old PTX omits it: then 32 for
    /// `.version` < 2.3... ptxjit treats a missing one as 64 unless `.version` is 1.x/2.x).
    pub address_size: Option<u32>,
    /// Module-scope variables and functions, in source order.
    pub items: Vec<Item>,
}

/// A module-scope item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A `.global`, `.const`, `.shared` (or other) variable.
    Var(VarDecl),
    /// A `.func` or `.entry`, declared or defined.
    Func(Function),
}

/// `.entry` or `.func`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FuncKind {
    /// A kernel.
    Entry,
    /// A device function.
    Func,
}

/// Linkage directives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Linkage {
    /// `.visible`
    Visible,
    /// `.extern`
    Extern,
    /// `.weak`
    Weak,
    /// `.common`
    Common,
}

/// A `.func` or `.entry`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Function {
    /// `.entry` or `.func`.
    pub kind: FuncKind,
    /// Linkage, if given.
    pub linkage: Option<Linkage>,
    /// The function's name.
    pub name: String,
    /// Return values (`.func` only), in declaration order.
    pub rets: Vec<VarDecl>,
    /// Parameters, in declaration order.
    pub params: Vec<VarDecl>,
    /// The body; `None` for a declaration (prototype) ending in `;`.
    pub body: Option<Vec<Stmt>>,
    /// Where the name is.
    pub span: Span,
}

/// State spaces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Space {
    /// `.reg`
    Reg,
    /// `.sreg` (special registers; never declared by users).
    Sreg,
    /// `.const`
    Const,
    /// `.global`
    Global,
    /// `.local`
    Local,
    /// `.param`
    Param,
    /// `.shared`
    Shared,
    /// `.tex` (parsed, unsupported)
    Tex,
}

impl Space {
    /// The directive spelling, without the dot.
    pub fn name(self) -> &'static str {
        match self {
            Space::Reg => "reg",
            Space::Sreg => "sreg",
            Space::Const => "const",
            Space::Global => "global",
            Space::Local => "local",
            Space::Param => "param",
            Space::Shared => "shared",
            Space::Tex => "tex",
        }
    }

    /// Parses a directive name without the dot.
    pub fn from_name(s: &str) -> Option<Space> {
        Some(match s {
            "reg" => Space::Reg,
            "sreg" => Space::Sreg,
            "const" => Space::Const,
            "global" => Space::Global,
            "local" => Space::Local,
            "param" => Space::Param,
            "shared" => Space::Shared,
            "tex" => Space::Tex,
            _ => return None,
        })
    }
}

/// Fundamental types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum Type {
    B8,
    B16,
    B32,
    B64,
    B128,
    U8,
    U16,
    U32,
    U64,
    S8,
    S16,
    S32,
    S64,
    F16,
    F16x2,
    Bf16,
    Bf16x2,
    F32,
    F64,
    Pred,
    U16x2,
    S16x2,
}

impl Type {
    /// Every type with its spelling (without the dot).
    pub const ALL: &'static [(&'static str, Type)] = &[
        ("b8", Type::B8),
        ("b16", Type::B16),
        ("b32", Type::B32),
        ("b64", Type::B64),
        ("b128", Type::B128),
        ("u8", Type::U8),
        ("u16", Type::U16),
        ("u32", Type::U32),
        ("u64", Type::U64),
        ("s8", Type::S8),
        ("s16", Type::S16),
        ("s32", Type::S32),
        ("s64", Type::S64),
        ("f16", Type::F16),
        ("f16x2", Type::F16x2),
        ("bf16", Type::Bf16),
        ("bf16x2", Type::Bf16x2),
        ("f32", Type::F32),
        ("f64", Type::F64),
        ("pred", Type::Pred),
        ("u16x2", Type::U16x2),
        ("s16x2", Type::S16x2),
    ];

    /// Parses a type name without the dot.
    pub fn from_name(s: &str) -> Option<Type> {
        Type::ALL.iter().find(|(n, _)| *n == s).map(|&(_, t)| t)
    }

    /// The spelling without the dot.
    pub fn name(self) -> &'static str {
        Type::ALL
            .iter()
            .find(|(_, t)| *t == self)
            .map(|(n, _)| *n)
            .unwrap_or("?")
    }

    /// Width in bits (1 for `.pred`).
    pub fn bits(self) -> u32 {
        use Type::*;
        match self {
            Pred => 1,
            B8 | U8 | S8 => 8,
            B16 | U16 | S16 | F16 | Bf16 => 16,
            B32 | U32 | S32 | F32 | F16x2 | Bf16x2 | U16x2 | S16x2 => 32,
            B64 | U64 | S64 | F64 => 64,
            B128 => 128,
        }
    }

    /// Whether this is a signed integer type.
    pub fn is_signed(self) -> bool {
        matches!(self, Type::S8 | Type::S16 | Type::S32 | Type::S64)
    }

    /// Whether this is a scalar integer or bit type of 8..64 bits.
    pub fn is_int(self) -> bool {
        use Type::*;
        matches!(
            self,
            B8 | B16 | B32 | B64 | U8 | U16 | U32 | U64 | S8 | S16 | S32 | S64
        )
    }

    /// Whether this is a floating-point type.
    pub fn is_float(self) -> bool {
        use Type::*;
        matches!(self, F16 | F16x2 | Bf16 | Bf16x2 | F32 | F64)
    }
}

/// An initializer value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Init {
    /// An integer (any PTX literal form, already evaluated).
    Int(i128),
    /// A floating-point literal, kept as text (not supported beyond parsing).
    Float(String),
    /// The address of a variable or function: `name`, `generic(name)`,
    /// either `+ offset`.
    Addr {
        /// The variable or function.
        name: String,
        /// `generic(name)`: the generic address (else the address in the
        /// variable's own state space).
        generic: bool,
        /// The constant added (`name+8`).
        offset: i64,
    },
    /// A brace list `{ a, b, ... }` (nested for multi-dimensional arrays).
    List(Vec<Init>),
}

/// A variable, parameter or register declaration:
/// `.space .align N .vK .type name<count>[d1][d2] = init;`
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VarDecl {
    /// Linkage, for module-scope variables.
    pub linkage: Option<Linkage>,
    /// State space.
    pub space: Space,
    /// `.align N`
    pub align: Option<u32>,
    /// `.v2`/`.v4`/`.v8`: vector element count.
    pub vector: Option<u32>,
    /// Element type.
    pub ty: Type,
    /// `.texref`/`.samplerref`/`.surfref`: an opaque 64-bit handle of a
    /// texture, sampler or surface (`ty` is then `.b64`).
    pub handle: Option<Handle>,
    /// `.ptr` attributes of kernel parameters (`.ptr.global.align 8`), kept as
    /// written without dots, e.g. `["ptr", "global", "align", "8"]`.
    pub ptr_attrs: Vec<String>,
    /// Name (for a range `%r<100>`, the prefix `%r`).
    pub name: String,
    /// `<N>`: declares `name0` .. `name{N-1}`.
    pub range: Option<u32>,
    /// Array dimensions; `None` for `[]` (size from the initializer or extern).
    pub dims: Vec<Option<u64>>,
    /// `= ...`
    pub init: Option<Init>,
    /// Where the name is.
    pub span: Span,
}

/// The opaque handle types of textures and surfaces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Handle {
    /// `.texref`
    Tex,
    /// `.samplerref`
    Sampler,
    /// `.surfref`
    Surf,
}

impl Handle {
    /// `.texref` -> `Some(Tex)`, without the dot.
    pub fn from_name(n: &str) -> Option<Handle> {
        match n {
            "texref" => Some(Handle::Tex),
            "samplerref" => Some(Handle::Sampler),
            "surfref" => Some(Handle::Surf),
            _ => None,
        }
    }

    /// The PTX spelling without the dot.
    pub fn name(self) -> &'static str {
        match self {
            Handle::Tex => "texref",
            Handle::Sampler => "samplerref",
            Handle::Surf => "surfref",
        }
    }
}

/// A statement in a function body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stmt {
    /// A declaration (`.reg`, `.local`, `.shared`, `.param`, ...).
    Decl(VarDecl),
    /// `name:`
    Label(String, Span),
    /// An instruction.
    Inst(Inst),
    /// A `{ ... }` scope.
    Block(Vec<Stmt>, Span),
    /// `name: .callprototype ...;` or `name: .calltargets ...;` (the label
    /// `name` is the [`Stmt::Label`] before it).
    Proto(Proto),
}

/// The declaration an indirect `call` names as its last operand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proto {
    /// The label it is declared with.
    pub name: String,
    /// What it declares.
    pub kind: ProtoKind,
    /// Where the directive is.
    pub span: Span,
}

/// The two kinds of [`Proto`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProtoKind {
    /// `.callprototype (rets) _ (params)`: the signature of the functions
    /// the call may reach (parameter names are placeholders).
    Prototype {
        /// Return values.
        rets: Vec<VarDecl>,
        /// Parameters.
        params: Vec<VarDecl>,
        /// `.noreturn`.
        noreturn: bool,
    },
    /// `.calltargets f, g, ...`: the functions the call may reach.
    Targets(Vec<(String, Span)>),
}

/// `@p` or `@!p`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guard {
    /// `@!p`
    pub negated: bool,
    /// The predicate register's name.
    pub reg: String,
    /// Where the register name is.
    pub span: Span,
}

/// A dot-modifier of an opcode, without the dot (`cc`, `u32`, `b3210`, ...).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Modifier {
    /// The text after the dot.
    pub text: String,
    /// Where it is (the dot).
    pub span: Span,
}

/// An instruction as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inst {
    /// `@p` / `@!p`.
    pub guard: Option<Guard>,
    /// The opcode (`add`, `vadd4`, `ld`, ...).
    pub opcode: String,
    /// The dot-modifiers in order.
    pub mods: Vec<Modifier>,
    /// The operands in order. For `call`, the return list, callee and
    /// argument list are operands too (see [`OperandKind::List`]).
    pub operands: Vec<Operand>,
    /// Where the opcode is.
    pub span: Span,
}

impl Inst {
    /// The opcode with its modifiers, as written: `add.cc.u32`.
    pub fn full_name(&self) -> String {
        let mut s = self.opcode.clone();
        for m in &self.mods {
            s.push('.');
            s.push_str(&m.text);
        }
        s
    }
}

/// An operand with its optional prefix and suffix.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Operand {
    /// What it is.
    pub kind: OperandKind,
    /// A leading `-` on a register (vmad's negated operands). Negative
    /// immediates are folded into the value instead.
    pub neg: bool,
    /// A leading `!` (negated predicate source, e.g. in `setp ... , !p`).
    pub not: bool,
    /// Dot-suffixes after a register, without dots: selectors and masks
    /// (`b0`, `h10`, `b3210`) and special-register components (`x`).
    pub suffix: Vec<String>,
    /// Where it starts.
    pub span: Span,
}

/// Operand forms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OperandKind {
    /// A register, variable, function or label name (resolved later).
    Name(String),
    /// An integer literal, evaluated (any PTX form).
    Int(i128),
    /// A floating-point literal as written (`0f3F800000`, `1.5`).
    Float(String),
    /// `_`, the sink.
    Sink,
    /// `[base]`, `[base+imm]`, `[base-imm]`, `[imm]`.
    Address {
        /// The register or variable name, if any.
        base: Option<String>,
        /// The constant offset.
        offset: i64,
    },
    /// `{a, b, ...}`: a vector operand.
    Vector(Vec<Operand>),
    /// `(a, b, ...)`: a `call` argument or return list.
    List(Vec<Operand>),
    /// `[t, {c, ...}]`, `[t, s, {c, ...}]`: a texture or surface access,
    /// its handle (and sampler) then the coordinate vector (or a scalar).
    TexAddr(Vec<Operand>),
    /// `p|q`: the two predicate destinations of `setp`.
    PredPair(String, String),
    /// `name+imm` as a source (ptxas accepts it anywhere a register or a
    /// variable's address is read): the register's value plus `imm`, or the
    /// variable's address plus `imm`.
    NamePlus(String, i64),
}
