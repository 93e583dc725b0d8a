//! Prints a [`crate::ast::Module`] back as PTX text.
//!
//! The output parses back to an equal syntax tree (`parse(print(m)) == m` for
//! every `m` the parser produces) and printing that tree again gives the same
//! text. Comments, skipped directives and the original layout are not kept.

use std::fmt::Write;

use crate::ast::{
    FuncKind, Function, Init, Inst, Item, Linkage, Module, Operand, OperandKind, Proto, ProtoKind,
    Stmt, VarDecl,
};

/// The whole module as PTX text.
pub fn module_to_ptx(m: &Module) -> String {
    let mut out = String::new();
    if let Some((a, b)) = m.version {
        let _ = writeln!(out, ".version {a}.{b}");
    }
    if !m.target.is_empty() {
        let _ = writeln!(out, ".target {}", m.target.join(", "));
    }
    if let Some(n) = m.address_size {
        let _ = writeln!(out, ".address_size {n}");
    }
    for item in &m.items {
        out.push('\n');
        match item {
            Item::Var(d) => {
                out.push_str(&decl_to_ptx(d));
                out.push_str(";\n");
            }
            Item::Func(f) => out.push_str(&function_to_ptx(f)),
        }
    }
    out
}

/// The directive spelling of a linkage, with the dot: `.visible`.
pub fn linkage_to_ptx(l: Linkage) -> &'static str {
    match l {
        Linkage::Visible => ".visible",
        Linkage::Extern => ".extern",
        Linkage::Weak => ".weak",
        Linkage::Common => ".common",
    }
}

/// A function definition or prototype, ending with a newline.
pub fn function_to_ptx(f: &Function) -> String {
    let mut out = String::new();
    if let Some(l) = f.linkage {
        out.push_str(linkage_to_ptx(l));
        out.push(' ');
    }
    out.push_str(match f.kind {
        FuncKind::Entry => ".entry ",
        FuncKind::Func => ".func ",
    });
    if !f.rets.is_empty() {
        out.push('(');
        let rets: Vec<String> = f.rets.iter().map(decl_to_ptx).collect();
        out.push_str(&rets.join(", "));
        out.push_str(") ");
    }
    out.push_str(&f.name);
    out.push('(');
    if !f.params.is_empty() {
        out.push('\n');
        let params: Vec<String> = f
            .params
            .iter()
            .map(|p| format!("\t{}", decl_to_ptx(p)))
            .collect();
        out.push_str(&params.join(",\n"));
        out.push('\n');
    }
    out.push(')');
    match &f.body {
        None => out.push_str(";\n"),
        Some(body) => {
            out.push_str("\n{\n");
            stmts_to_ptx(&mut out, body, 1);
            out.push_str("}\n");
        }
    }
    out
}

fn stmts_to_ptx(out: &mut String, stmts: &[Stmt], depth: usize) {
    let indent = "\t".repeat(depth);
    for s in stmts {
        match s {
            Stmt::Decl(d) => {
                let _ = writeln!(out, "{indent}{};", decl_to_ptx(d));
            }
            Stmt::Label(name, _) => {
                let _ = writeln!(out, "{name}:");
            }
            Stmt::Inst(i) => {
                let _ = writeln!(out, "{indent}{}", inst_to_ptx(i));
            }
            Stmt::Block(inner, _) => {
                let _ = writeln!(out, "{indent}{{");
                stmts_to_ptx(out, inner, depth + 1);
                let _ = writeln!(out, "{indent}}}");
            }
            Stmt::Proto(p) => {
                let _ = writeln!(out, "{indent}{};", proto_to_ptx(p));
            }
        }
    }
}

/// A `.callprototype` or `.calltargets` directive without its label and
/// final `;`.
pub fn proto_to_ptx(p: &Proto) -> String {
    let list = |v: &[VarDecl]| {
        let items: Vec<String> = v.iter().map(decl_to_ptx).collect();
        format!("({})", items.join(", "))
    };
    match &p.kind {
        ProtoKind::Prototype {
            rets,
            params,
            noreturn,
        } => {
            let rets = if rets.is_empty() {
                String::new()
            } else {
                format!("{} ", list(rets))
            };
            let tail = if *noreturn { " .noreturn" } else { "" };
            format!(".callprototype {rets}_ {}{tail}", list(params))
        }
        ProtoKind::Targets(names) => {
            let n: Vec<&str> = names.iter().map(|(n, _)| n.as_str()).collect();
            format!(".calltargets {}", n.join(", "))
        }
    }
}

/// A declaration without its final `;`:
/// `.visible .global .align 4 .b8 tab[16] = {1, 2, 3}`.
pub fn decl_to_ptx(d: &VarDecl) -> String {
    let mut out = String::new();
    if let Some(l) = d.linkage {
        out.push_str(linkage_to_ptx(l));
        out.push(' ');
    }
    out.push('.');
    out.push_str(d.space.name());
    if let Some(a) = d.align {
        let _ = write!(out, " .align {a}");
    }
    if let Some(v) = d.vector {
        let _ = write!(out, " .v{v}");
    }
    match d.handle {
        Some(h) => {
            let _ = write!(out, " .{}", h.name());
        }
        None => {
            let _ = write!(out, " .{}", d.ty.name());
        }
    }
    for a in &d.ptr_attrs {
        if !a.is_empty() && a.bytes().all(|c| c.is_ascii_digit()) {
            let _ = write!(out, " {a}");
        } else {
            let _ = write!(out, " .{a}");
        }
    }
    out.push(' ');
    out.push_str(&d.name);
    if let Some(n) = d.range {
        let _ = write!(out, "<{n}>");
    }
    for dim in &d.dims {
        match dim {
            Some(n) => {
                let _ = write!(out, "[{n}]");
            }
            None => out.push_str("[]"),
        }
    }
    if let Some(init) = &d.init {
        out.push_str(" = ");
        out.push_str(&init_to_ptx(init));
    }
    out
}

/// An initializer: `5`, `-1`, `0f3F800000`, `name`, `{1, {2, 3}}`.
pub fn init_to_ptx(init: &Init) -> String {
    match init {
        Init::Int(v) => v.to_string(),
        Init::Float(s) => s.clone(),
        Init::Addr {
            name,
            generic,
            offset,
        } => {
            let base = if *generic {
                format!("generic({name})")
            } else {
                name.clone()
            };
            if *offset != 0 {
                format!("{base}+{offset}")
            } else {
                base
            }
        }
        Init::List(items) => {
            let parts: Vec<String> = items.iter().map(init_to_ptx).collect();
            format!("{{{}}}", parts.join(", "))
        }
    }
}

/// An instruction with its guard and final `;`: `@!%p1 add.cc.u32 %r1, %r2, 5;`.
pub fn inst_to_ptx(i: &Inst) -> String {
    let mut out = String::new();
    if let Some(g) = &i.guard {
        out.push('@');
        if g.negated {
            out.push('!');
        }
        out.push_str(&g.reg);
        out.push(' ');
    }
    out.push_str(&i.full_name());
    if !i.operands.is_empty() {
        out.push(' ');
        let ops: Vec<String> = i.operands.iter().map(operand_to_ptx).collect();
        out.push_str(&ops.join(", "));
    }
    out.push(';');
    out
}

/// One operand as written: `-%r1.h0`, `!p`, `[%rd1+-8]`, `{a, _}`, `(x, y)`,
/// `p|q`.
pub fn operand_to_ptx(o: &Operand) -> String {
    let mut out = String::new();
    if o.neg {
        out.push('-');
    }
    if o.not {
        out.push('!');
    }
    match &o.kind {
        OperandKind::Name(n) => out.push_str(n),
        OperandKind::Int(v) => {
            let _ = write!(out, "{v}");
        }
        OperandKind::Float(s) => out.push_str(s),
        OperandKind::Sink => out.push('_'),
        OperandKind::Address { base, offset } => {
            out.push('[');
            match base {
                Some(b) => {
                    out.push_str(b);
                    if *offset > 0 {
                        let _ = write!(out, "+{offset}");
                    } else if *offset < 0 {
                        let _ = write!(out, "+-{}", -(*offset as i128));
                    }
                }
                None => {
                    let _ = write!(out, "{offset}");
                }
            }
            out.push(']');
        }
        OperandKind::Vector(items) => {
            let parts: Vec<String> = items.iter().map(operand_to_ptx).collect();
            let _ = write!(out, "{{{}}}", parts.join(", "));
        }
        OperandKind::List(items) => {
            let parts: Vec<String> = items.iter().map(operand_to_ptx).collect();
            let _ = write!(out, "({})", parts.join(", "));
        }
        OperandKind::PredPair(p, q) => {
            let _ = write!(out, "{p}|{q}");
        }
        OperandKind::TexAddr(items) => {
            let parts: Vec<String> = items.iter().map(operand_to_ptx).collect();
            let _ = write!(out, "[{}]", parts.join(", "));
        }
        OperandKind::NamePlus(n, k) => {
            let _ = write!(out, "{n}+{}", *k as u64);
        }
    }
    for s in &o.suffix {
        out.push('.');
        out.push_str(s);
    }
    out
}
