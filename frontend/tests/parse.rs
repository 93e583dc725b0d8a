//! The parser builds exactly the expected syntax tree for each PTX form.
//! Inputs live in `tests/data/` (the round-trip test reuses them).

use ptxjit_frontend::ast::{
    FuncKind, Function, Init, Inst, Item, Linkage, Module, Operand, OperandKind, Space, Stmt, Type,
    VarDecl,
};
use ptxjit_frontend::parse;

fn module(name: &str, src: &str) -> Module {
    parse(src).unwrap_or_else(|e| panic!("{}", e.render(name, src)))
}

macro_rules! data {
    ($f:literal) => {
        module($f, include_str!(concat!("data/", $f)))
    };
}

fn func<'a>(m: &'a Module, name: &str) -> &'a Function {
    m.items
        .iter()
        .find_map(|i| match i {
            Item::Func(f) if f.name == name => Some(f),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no function {name}"))
}

fn var<'a>(m: &'a Module, name: &str) -> &'a VarDecl {
    m.items
        .iter()
        .find_map(|i| match i {
            Item::Var(v) if v.name == name => Some(v),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no variable {name}"))
}

/// All instructions of a body, blocks flattened, in order.
fn insts(stmts: &[Stmt]) -> Vec<&Inst> {
    let mut out = Vec::new();
    for s in stmts {
        match s {
            Stmt::Inst(i) => out.push(i),
            Stmt::Block(b, _) => out.extend(insts(b)),
            _ => {}
        }
    }
    out
}

fn body(f: &Function) -> &[Stmt] {
    f.body.as_deref().expect("a body")
}

/// Function-scope declarations, blocks flattened.
fn decls(stmts: &[Stmt]) -> Vec<&VarDecl> {
    let mut out = Vec::new();
    for s in stmts {
        match s {
            Stmt::Decl(d) => out.push(d),
            Stmt::Block(b, _) => out.extend(decls(b)),
            _ => {}
        }
    }
    out
}

fn mods(i: &Inst) -> Vec<&str> {
    i.mods.iter().map(|m| m.text.as_str()).collect()
}

fn name(op: &Operand) -> &str {
    match &op.kind {
        OperandKind::Name(n) => n,
        k => panic!("expected a name, got {k:?}"),
    }
}

fn is_plain(op: &Operand) -> bool {
    !op.neg && !op.not && op.suffix.is_empty()
}

fn int(op: &Operand) -> i128 {
    assert!(is_plain(op));
    match op.kind {
        OperandKind::Int(v) => v,
        ref k => panic!("expected an integer, got {k:?}"),
    }
}

fn addr(op: &Operand) -> (Option<&str>, i64) {
    match &op.kind {
        OperandKind::Address { base, offset } => (base.as_deref(), *offset),
        k => panic!("expected an address, got {k:?}"),
    }
}

fn names(ops: &[Operand]) -> Vec<&str> {
    ops.iter()
        .map(|o| match &o.kind {
            OperandKind::Name(n) => n.as_str(),
            OperandKind::Sink => "_",
            k => panic!("expected names, got {k:?}"),
        })
        .collect()
}

/// A declaration with the given fields and defaults elsewhere.
fn decl(space: Space, ty: Type, name: &str) -> VarDecl {
    VarDecl {
        linkage: None,
        space,
        align: None,
        vector: None,
        ty,
        handle: None,
        ptr_attrs: Vec::new(),
        name: name.to_string(),
        range: None,
        dims: Vec::new(),
        init: None,
        span: Default::default(),
    }
}

#[test]
fn module_directives() {
    let m = data!("directives.ptx");
    assert_eq!(m.version, Some((7, 10)));
    assert_eq!(m.target, vec!["sm_90a", "texmode_independent", "debug"]);
    assert_eq!(m.address_size, Some(64));
    // vprintf, wk, noparams, cmn, perf, empty, f64ret; .file/.pragma/.section skipped.
    assert_eq!(m.items.len(), 7);
}

#[test]
fn prototypes_with_return_lists() {
    let m = data!("directives.ptx");
    let f = func(&m, "vprintf");
    assert_eq!(f.kind, FuncKind::Func);
    assert_eq!(f.linkage, Some(Linkage::Extern));
    assert_eq!(f.rets, vec![decl(Space::Param, Type::B32, "func_retval0")]);
    assert_eq!(
        f.params,
        vec![
            decl(Space::Param, Type::B64, "vprintf_param_0"),
            decl(Space::Param, Type::B64, "vprintf_param_1")
        ]
    );
    assert!(f.body.is_none());

    let w = func(&m, "wk");
    assert_eq!(w.linkage, Some(Linkage::Weak));
    assert_eq!(w.rets, vec![decl(Space::Reg, Type::B32, "r")]);
    assert_eq!(w.params, vec![decl(Space::Reg, Type::B32, "a")]);
    assert!(w.body.is_none());

    let n = func(&m, "noparams");
    assert_eq!(n.linkage, Some(Linkage::Visible));
    assert!(n.rets.is_empty() && n.params.is_empty() && n.body.is_none());

    let c = var(&m, "cmn");
    assert_eq!(c.linkage, Some(Linkage::Common));
    assert_eq!(c.space, Space::Global);
    assert_eq!(c.dims, vec![Some(8)]);
}

#[test]
fn pointer_params_and_performance_directives() {
    let m = data!("directives.ptx");
    let f = func(&m, "perf");
    assert_eq!(f.kind, FuncKind::Entry);
    assert_eq!(f.linkage, Some(Linkage::Visible));
    let mut p = decl(Space::Param, Type::U64, "p");
    p.ptr_attrs = vec!["ptr".into(), "global".into(), "align".into(), "8".into()];
    let mut buf = decl(Space::Param, Type::B8, "buf");
    buf.align = Some(8);
    buf.dims = vec![Some(16)];
    assert_eq!(f.params, vec![p, buf]);
    // .maxntid, .minnctapersm, .maxnreg, .reqntid, .pragma skipped; body is `ret`.
    let b = body(f);
    assert_eq!(b.len(), 1);
    assert_eq!(insts(b)[0].opcode, "ret");
    assert!(insts(b)[0].operands.is_empty());

    assert_eq!(body(func(&m, "empty")), &[] as &[Stmt]);
    let g = func(&m, "f64ret");
    assert_eq!(g.rets, vec![decl(Space::Param, Type::B64, "r")]);
    assert_eq!(g.params[0].ptr_attrs, vec!["ptr", "align", "16"]);
    assert_eq!(g.params[0].align, None);
}

#[test]
fn module_scope_declarations() {
    let m = data!("decls.ptx");
    let t = var(&m, "tab");
    assert_eq!((t.space, t.align, t.ty), (Space::Global, Some(4), Type::B8));
    assert_eq!(t.dims, vec![Some(16)]);
    assert_eq!(
        t.init,
        Some(Init::List(vec![Init::Int(1), Init::Int(2), Init::Int(3)]))
    );

    let k = var(&m, "k");
    assert_eq!((k.space, k.ty), (Space::Const, Type::U32));
    assert_eq!(k.dims, vec![Some(2), Some(2)]);
    assert_eq!(
        k.init,
        Some(Init::List(vec![
            Init::List(vec![Init::Int(1), Init::Int(2)]),
            Init::List(vec![Init::Int(3), Init::Int(4)]),
        ]))
    );

    let p = var(&m, "p");
    assert_eq!(p.linkage, Some(Linkage::Visible));
    let addr = |generic, offset| {
        Some(Init::Addr {
            name: "tab".into(),
            generic,
            offset,
        })
    };
    assert_eq!(p.init, addr(true, 0));
    assert_eq!(var(&m, "q").init, addr(false, 0));
    assert_eq!(var(&m, "q8").init, addr(false, 8));
    assert_eq!(var(&m, "neg").init, Some(Init::Int(-1)));
    // `.global .u64 big = ..., octal = 017, bin = 0b1011;` is three variables.
    assert_eq!(var(&m, "big").init, Some(Init::Int(0xffff_ffff_ffff_ffff)));
    assert_eq!(var(&m, "big").ty, Type::U64);
    assert_eq!(var(&m, "octal").init, Some(Init::Int(15)));
    assert_eq!(var(&m, "octal").ty, Type::U64);
    assert_eq!(var(&m, "bin").init, Some(Init::Int(11)));
    assert_eq!(var(&m, "huge").init, Some(Init::Int(18446744073709551615)));
    assert_eq!(var(&m, "one").init, Some(Init::Float("0f3F800000".into())));
    assert_eq!(
        var(&m, "dbl").init,
        Some(Init::List(vec![
            Init::Float("0d3FF0000000000000".into()),
            Init::Float("1.5".into())
        ]))
    );
    let e = var(&m, "empty_list");
    assert_eq!(e.dims, vec![None]);
    assert_eq!(e.init, Some(Init::List(vec![])));

    let d = var(&m, "dyn");
    assert_eq!(d.linkage, Some(Linkage::Extern));
    assert_eq!(
        (d.space, d.align, d.ty),
        (Space::Shared, Some(16), Type::B8)
    );
    assert_eq!(d.dims, vec![None]);
    let s = var(&m, "smem");
    assert_eq!(
        (s.space, s.align, s.dims.clone()),
        (Space::Shared, Some(16), vec![Some(1024)])
    );
    let v = var(&m, "vec4");
    assert_eq!((v.vector, v.ty), (Some(4), Type::U32));
}

#[test]
fn function_scope_declarations() {
    let m = data!("decls.ptx");
    let ds = decls(body(func(&m, "decls")));
    let mut r = decl(Space::Reg, Type::B32, "%r");
    r.range = Some(100);
    let mut p = decl(Space::Reg, Type::Pred, "%p");
    p.range = Some(3);
    let mut v = decl(Space::Reg, Type::B32, "v");
    v.vector = Some(4);
    let mut temp = decl(Space::Reg, Type::B64, "temp");
    temp.range = Some(4);
    let mut depot = decl(Space::Local, Type::B8, "__local_depot0");
    depot.align = Some(8);
    depot.dims = vec![Some(8)];
    let mut smem2 = decl(Space::Shared, Type::B8, "smem2");
    smem2.align = Some(16);
    smem2.dims = vec![Some(1024)];
    let expected = vec![
        r,
        p,
        decl(Space::Reg, Type::Pred, "p"),
        decl(Space::Reg, Type::B32, "a"),
        decl(Space::Reg, Type::B32, "b"),
        decl(Space::Reg, Type::B32, "c"),
        v,
        temp,
        decl(Space::Local, Type::U32, "l"),
        depot,
        smem2,
        decl(Space::Param, Type::B32, "param0"),
    ];
    let got: Vec<VarDecl> = ds.into_iter().cloned().collect();
    assert_eq!(got, expected);
}

#[test]
fn integer_immediates() {
    let m = data!("operands.ptx");
    let i = insts(body(func(&m, "ops")));
    let expected: [i128; 13] = [
        42,
        42,
        42,
        42, // 052 octal
        42, // 0b101010
        42,
        42, // 42U
        42, // 0x2AU
        -1,
        -2147483648,
        18446744073709551615,
        18446744073709551615,
        0,
    ];
    for (k, want) in expected.iter().enumerate() {
        assert_eq!(i[k].opcode, "mov");
        assert_eq!(int(&i[k].operands[1]), *want, "instruction {k}");
    }
}

#[test]
fn float_immediates() {
    let m = data!("operands.ptx");
    let i = insts(body(func(&m, "ops")));
    let float = |op: &Operand| match &op.kind {
        OperandKind::Float(s) => s.clone(),
        k => panic!("expected a float, got {k:?}"),
    };
    assert_eq!(float(&i[13].operands[1]), "0f3F800000");
    assert_eq!(float(&i[14].operands[1]), "0d3FF0000000000000");
    assert_eq!(float(&i[15].operands[1]), "1.5");
    assert_eq!(float(&i[16].operands[2]), "-0f3F800000");
}

#[test]
fn negation_not_and_selectors() {
    let m = data!("operands.ptx");
    let i = insts(body(func(&m, "ops")));
    let vmad = i[17];
    assert_eq!(vmad.opcode, "vmad");
    assert_eq!(mods(vmad), vec!["s32", "u32", "u32"]);
    let a = &vmad.operands[1];
    assert_eq!((name(a), a.neg, a.not), ("%r2", true, false));
    assert_eq!(a.suffix, vec!["h0"]);
    assert_eq!(vmad.operands[2].suffix, vec!["h1"]);
    assert!(!vmad.operands[2].neg);

    let selp = i[20];
    assert_eq!(selp.opcode, "selp");
    let p = &selp.operands[3];
    assert_eq!((name(p), p.not, p.neg), ("p", true, false));

    let v4 = i[21];
    assert_eq!(mods(v4), vec!["u32", "u32", "u32", "sat"]);
    assert_eq!(v4.operands[1].suffix, vec!["b3210"]);
    assert_eq!(v4.operands[2].suffix, vec!["b0"]);
    assert!(v4.operands[3].suffix.is_empty());
    assert_eq!(i[22].operands[1].suffix, vec!["h10"]);
    let v = i[23];
    assert_eq!(mods(v), vec!["u32", "u32", "u32", "add"]);
    let sufs: Vec<&str> = v.operands[1..]
        .iter()
        .map(|o| o.suffix[0].as_str())
        .collect();
    assert_eq!(sufs, vec!["b1", "b2", "b3"]);
}

#[test]
fn predicate_pair_destination() {
    let m = data!("operands.ptx");
    let i = insts(body(func(&m, "ops")));
    assert_eq!(mods(i[19]), vec!["lt", "s32"]);
    assert_eq!(
        i[19].operands[0].kind,
        OperandKind::PredPair("p".into(), "%p1".into())
    );
}

#[test]
fn special_registers_with_components() {
    let m = data!("operands.ptx");
    let i = insts(body(func(&m, "ops")));
    assert_eq!(name(&i[24].operands[1]), "%tid");
    assert_eq!(i[24].operands[1].suffix, vec!["x"]);
    assert_eq!(name(&i[25].operands[1]), "%nctaid");
    assert_eq!(i[25].operands[1].suffix, vec!["z"]);
}

#[test]
fn vector_operands_and_sink() {
    let m = data!("operands.ptx");
    let i = insts(body(func(&m, "ops")));
    match &i[26].operands[1].kind {
        OperandKind::Vector(v) => assert_eq!(names(v), vec!["%r1", "%r2"]),
        k => panic!("{k:?}"),
    }
    match &i[27].operands[0].kind {
        OperandKind::Vector(v) => {
            assert_eq!(names(v), vec!["a", "_", "c", "d"]);
            assert_eq!(v[1].kind, OperandKind::Sink);
        }
        k => panic!("{k:?}"),
    }
    assert_eq!(mods(i[27]), vec!["global", "v4", "u32"]);
}

#[test]
fn addresses() {
    let m = data!("operands.ptx");
    let i = insts(body(func(&m, "ops")));
    let got: Vec<(Option<&str>, i64)> = i[28..36].iter().map(|x| addr(&x.operands[1])).collect();
    assert_eq!(
        got,
        vec![
            (Some("%rd1"), 0),
            (Some("%rd1"), 8),
            (Some("%rd1"), -8),
            (Some("%rd1"), -8),
            (Some("gvar"), 0),
            (Some("gvar"), 4),
            (None, 0x100),
            (None, -16),
        ]
    );
    // The address in a vector load is the second operand.
    assert_eq!(addr(&i[27].operands[1]), (Some("%rd1"), 0));
}

#[test]
fn prmt_selectors_and_bare_names() {
    let m = data!("operands.ptx");
    let i = insts(body(func(&m, "ops")));
    assert_eq!(i[36].opcode, "prmt");
    assert_eq!(int(&i[36].operands[3]), 0x3210);
    assert_eq!(int(&i[37].operands[3]), 12816); // 0x3210 in decimal
    let add = i[38];
    assert_eq!(name(&add.operands[0]), "x");
    assert_eq!(name(&add.operands[1]), "lhs");
    assert_eq!(int(&add.operands[2]), 1);
    assert_eq!(i.len(), 40);
}

#[test]
fn call_forms() {
    let m = data!("calls.ptx");
    let f = func(&m, "foo");
    assert_eq!(f.rets, vec![decl(Space::Param, Type::B32, "retval")]);
    assert_eq!(addr(&insts(body(f))[1].operands[0]), (Some("retval"), 0));
    assert_eq!(func(&m, "baz").rets, vec![decl(Space::Reg, Type::B32, "r")]);
    assert!(func(&m, "quux").params.is_empty());

    let i = insts(body(func(&m, "calls")));
    let calls: Vec<&Inst> = i.iter().copied().filter(|x| x.opcode == "call").collect();
    assert_eq!(calls.len(), 6);
    fn list(o: &Operand) -> Vec<&str> {
        match &o.kind {
            OperandKind::List(v) => names(v),
            k => panic!("expected a list, got {k:?}"),
        }
    }
    // call.uni (retval0), foo, (param0, param1);
    assert_eq!(mods(calls[0]), vec!["uni"]);
    assert_eq!(calls[0].operands.len(), 3);
    assert_eq!(list(&calls[0].operands[0]), vec!["retval0"]);
    assert_eq!(name(&calls[0].operands[1]), "foo");
    assert_eq!(list(&calls[0].operands[2]), vec!["param0", "param1"]);
    // call bar, (a);
    assert_eq!(name(&calls[1].operands[0]), "bar");
    assert_eq!(list(&calls[1].operands[1]), vec!["a"]);
    // call (r), baz;
    assert_eq!(list(&calls[2].operands[0]), vec!["r"]);
    assert_eq!(name(&calls[2].operands[1]), "baz");
    // call quux;
    assert_eq!(calls[3].operands.len(), 1);
    assert_eq!(name(&calls[3].operands[0]), "quux");
    // call.uni (), quux, ();
    assert_eq!(list(&calls[4].operands[0]), Vec::<&str>::new());
    assert_eq!(list(&calls[4].operands[2]), Vec::<&str>::new());
    // indirect: call %rd1, (r), prototype_0; after a label with .callprototype
    assert_eq!(name(&calls[5].operands[0]), "%rd1");
    assert_eq!(name(&calls[5].operands[2]), "prototype_0");
    let b = body(func(&m, "calls"));
    assert!(b
        .iter()
        .any(|s| matches!(s, Stmt::Label(n, _) if n == "prototype_0")));
    // The call sequence scope holds its own .param declarations.
    match &b[2] {
        Stmt::Block(inner, _) => {
            assert_eq!(decls(inner)[0], &decl(Space::Param, Type::B32, "param0"));
        }
        s => panic!("expected a block, got {s:?}"),
    }
}

#[test]
fn layout_labels_guards_and_scopes() {
    let m = data!("layout.ptx");
    assert_eq!(m.version, Some((8, 0)));
    assert_eq!(m.target, vec!["sm_80"]);
    assert_eq!(m.address_size, Some(64));
    let b = body(func(&m, "layout"));
    let labels: Vec<&str> = b
        .iter()
        .filter_map(|s| match s {
            Stmt::Label(n, _) => Some(n.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(labels, vec!["L1", "$Lt_0_6146", "$L__BB0_2"]);
    let i = insts(b);
    // add.cc.u32%r5, %r1, %r2;
    assert_eq!(i[0].opcode, "add");
    assert_eq!(mods(i[0]), vec!["cc", "u32"]);
    assert_eq!(names(&i[0].operands), vec!["%r5", "%r1", "%r2"]);
    // three instructions on one line, with tabs and doubled blanks
    assert_eq!(i[1].opcode, "addc");
    assert_eq!(names(&i[1].operands), vec!["%r6", "%r3", "%r4"]);
    assert_eq!(i[2].opcode, "sub");
    assert_eq!(i[3].opcode, "mov");
    assert_eq!(int(&i[3].operands[1]), 3);
    // guards
    let g = |k: usize| {
        let g = i[k].guard.as_ref().expect("a guard");
        (g.negated, g.reg.as_str())
    };
    assert_eq!(g(4), (false, "p"));
    assert_eq!(name(&i[4].operands[0]), "L1");
    assert_eq!(g(5), (true, "p"));
    assert_eq!(mods(i[5]), vec!["uni"]);
    assert_eq!(name(&i[5].operands[0]), "$L__BB0_2");
    assert_eq!(g(6), (false, "%p1"));
    assert_eq!(g(7), (true, "%p2"));
    assert_eq!(i[7].opcode, "ret");
    assert!(i[8].guard.is_none());
    // nested scopes: { .reg; { mov } } then { }
    let blocks: Vec<&Vec<Stmt>> = b
        .iter()
        .filter_map(|s| match s {
            Stmt::Block(v, _) => Some(v),
            _ => None,
        })
        .collect();
    assert_eq!(blocks.len(), 2);
    assert_eq!(blocks[0].len(), 2);
    assert_eq!(
        blocks[0][0],
        Stmt::Decl(decl(Space::Reg, Type::B32, "inner"))
    );
    match &blocks[0][1] {
        Stmt::Block(v, _) => assert_eq!(insts(v)[0].opcode, "mov"),
        s => panic!("{s:?}"),
    }
    assert!(blocks[1].is_empty());
    // $ in identifiers
    assert_eq!(names(&i[9].operands), vec!["$x$y", "a$b", "%r1"]);
    assert_eq!((i[10].opcode.as_str(), mods(i[10])), ("bar", vec!["sync"]));
    assert_eq!(int(&i[10].operands[0]), 0);
    assert_eq!((i[11].opcode.as_str(), i[11].operands.len()), ("membar", 0));
    assert_eq!(i[12].opcode, "exit");
    assert_eq!(i.len(), 13);
}

#[test]
fn unknown_modifiers_are_left_to_the_checker() {
    let m = data!("unchecked.ptx");
    let i = insts(body(func(&m, "unchecked")));
    assert_eq!(i[0].full_name(), "add.foo.u32");
    assert_eq!(i[1].full_name(), "fma.rn.f32");
    assert_eq!(names(&i[1].operands), vec!["%f1", "%f2", "%f3", "%f4"]);
    assert_eq!(i[2].full_name(), "frobnicate.x.y.z");
    assert!(i[2].operands.is_empty());
    assert_eq!(i[3].operands.len(), 4);
    assert_eq!(i[3].mods.len(), 9);
}

#[test]
fn nvcc_kernel() {
    let m = data!("nvcc_kernel.ptx");
    assert_eq!(m.version, Some((8, 4)));
    assert_eq!(m.target, vec!["sm_80"]);
    assert_eq!(m.address_size, Some(64));
    assert_eq!(m.items.len(), 1); // .file and .section are skipped
    let f = func(&m, "_Z6kernelPjS_i");
    assert_eq!(
        (f.kind, f.linkage),
        (FuncKind::Entry, Some(Linkage::Visible))
    );
    assert_eq!(
        f.params,
        vec![
            decl(Space::Param, Type::U64, "_Z6kernelPjS__param_0"),
            decl(Space::Param, Type::U64, "_Z6kernelPjS__param_1"),
            decl(Space::Param, Type::U32, "_Z6kernelPjS__param_2"),
        ]
    );
    let b = body(f);
    let i = insts(b);
    let full: Vec<String> = i.iter().map(|x| x.full_name()).collect();
    assert_eq!(
        full,
        vec![
            "ld.param.u64",
            "ld.param.u64",
            "ld.param.u32",
            "mov.u32",
            "mov.u32",
            "mov.u32",
            "mad.lo.s32",
            "setp.ge.s32",
            "bra",
            "cvta.to.global.u64",
            "mul.wide.s32",
            "add.s64",
            "ld.global.u32",
            "setp.ne.b32",
            "selp.b32",
            "cvta.to.global.u64",
            "add.s64",
            "st.global.u32",
            "ret",
        ]
    );
    assert_eq!(addr(&i[0].operands[1]), (Some("_Z6kernelPjS__param_0"), 0));
    assert_eq!(name(&i[3].operands[1]), "%ctaid");
    assert_eq!(i[3].operands[1].suffix, vec!["x"]);
    assert_eq!(names(&i[6].operands), vec!["%r1", "%r3", "%r4", "%r5"]);
    let g = i[8].guard.as_ref().unwrap();
    assert_eq!((g.negated, g.reg.as_str()), (false, "%p1"));
    assert_eq!(name(&i[8].operands[0]), "$L__BB0_2");
    assert_eq!(int(&i[10].operands[2]), 4);
    // the inline asm block declares its own predicate
    let block = b
        .iter()
        .find_map(|s| match s {
            Stmt::Block(v, _) => Some(v),
            _ => None,
        })
        .unwrap();
    assert_eq!(block[0], Stmt::Decl(decl(Space::Reg, Type::Pred, "p")));
    assert_eq!(int(&i[14].operands[1]), 1);
    assert_eq!(int(&i[14].operands[2]), 0);
    let labels: Vec<&str> = b
        .iter()
        .filter_map(|s| match s {
            Stmt::Label(n, _) => Some(n.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(
        labels,
        vec!["$L__func_begin0", "$L__BB0_2", "$L__func_end0"]
    );
    let ranges: Vec<(Type, &str, Option<u32>)> = decls(b)
        .iter()
        .map(|d| (d.ty, d.name.as_str(), d.range))
        .collect();
    assert_eq!(
        ranges,
        vec![
            (Type::Pred, "%p", Some(2)),
            (Type::B32, "%r", Some(9)),
            (Type::B64, "%rd", Some(8)),
            (Type::Pred, "p", None),
        ]
    );
}

#[test]
fn old_ptx_2_1() {
    let m = data!("old_ptx21.ptx");
    assert_eq!(m.version, Some((2, 1)));
    assert_eq!(m.target, vec!["sm_20"]);
    assert_eq!(m.address_size, None);
    let f = func(&m, "_Z3addPiii");
    assert_eq!(f.linkage, None);
    assert_eq!(
        f.params[0],
        decl(Space::Param, Type::U32, "__cudaparm__Z3addPiii_out")
    );
    assert_eq!(f.params[1].ty, Type::S32);
    let i = insts(body(f));
    assert_eq!(i.len(), 6);
    assert_eq!(addr(&i[4].operands[0]), (Some("%r4"), 0));
    assert_eq!(i[5].opcode, "exit");
    let d = decls(body(f));
    assert_eq!((d[0].ty, d[0].range), (Type::U32, Some(6)));
}

#[test]
fn llvm_output() {
    let m = data!("llvm.ptx");
    assert_eq!(m.version, Some((7, 0)));
    let s = var(&m, "$str");
    assert_eq!(
        (s.align, s.ty, s.dims.clone()),
        (Some(1), Type::B8, vec![Some(6)])
    );
    assert_eq!(
        s.init,
        Some(Init::List(
            [104, 101, 108, 108, 111, 0]
                .iter()
                .map(|&v| Init::Int(v))
                .collect()
        ))
    );
    let i = insts(body(func(&m, "square")));
    assert_eq!(i.len(), 16);
    assert_eq!(i[15].opcode, "ret");
    assert_eq!(i[14].full_name(), "atom.global.add.u32");
    assert_eq!(addr(&i[14].operands[1]), (Some("counter"), 0));
}

#[test]
fn spans_point_at_names_and_opcodes() {
    let m = data!("layout.ptx");
    let f = func(&m, "layout");
    // `.entry layout()` is line 3; the name starts at byte column 8.
    assert_eq!((f.span.line, f.span.col), (3, 8));
    let i = insts(body(f));
    // line 11: `\tadd.cc.u32%r5, ...`: opcode at column 2, first operand at 12.
    assert_eq!((i[0].span.line, i[0].span.col), (11, 2));
    assert_eq!(
        (i[0].operands[0].span.line, i[0].operands[0].span.col),
        (11, 12)
    );
    assert_eq!((i[0].mods[0].span.col, i[0].mods[1].span.col), (5, 8));
    // line 12: the third instruction `sub.u32` after "\taddc.u32\t%r6,\t%r3,   %r4 ;  "
    assert_eq!((i[2].span.line, i[2].span.col), (12, 30));
}

#[test]
fn ten_megabytes_parse_quickly() {
    let mut src = String::from(".version 8.0\n.target sm_80\n.address_size 64\n.entry big()\n{\n");
    src.push_str("\t.reg .b32 %r<4>;\n");
    let line = "\tadd.u32 %r1, %r2, 0x10; // comment\n\t@%p1 ld.global.u32 %r3, [%rd1+8];\n";
    let n = 10_000_000 / line.len() + 1;
    for _ in 0..n {
        src.push_str(line);
    }
    src.push_str("}\n");
    assert!(src.len() > 10_000_000);
    let start = std::time::Instant::now();
    let m = parse(&src).expect("valid");
    let took = start.elapsed();
    assert_eq!(insts(body(func(&m, "big"))).len(), 2 * n);
    assert!(took.as_secs_f64() < 20.0, "took {took:?}");
}

#[test]
fn qualified_modifiers_are_one_modifier() {
    let m = module(
        "qualified",
        ".version 8.0\n.target sm_90\n.address_size 64\n.entry k()\n{\n  .reg .b32 r;\n  .shared .b32 s;\n  ld.shared::cta.u32 r, [s];\n  ld.global.L2::128B.L1::evict_last.u32 r, [s];\n  ret;\n}\n",
    );
    let is = insts(body(func(&m, "k")));
    assert_eq!(mods(is[0]), vec!["shared::cta", "u32"]);
    assert_eq!(
        mods(is[1]),
        vec!["global", "L2::128B", "L1::evict_last", "u32"]
    );
    // A lone ':' after a modifier is still an error.
    let bad = ".version 8.0\n.target sm_90\n.address_size 64\n.entry k()\n{\n  .reg .b32 r;\n  ld.shared:cta.u32 r, [r];\n}\n";
    assert!(parse(bad).is_err());
}
