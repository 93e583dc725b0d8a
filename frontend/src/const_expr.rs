//! Integer constant expressions (PTX ISA 4.6, "Constant Expressions"):
//! `[%rd1+2*4]`, `add.u32 d, a, ~3`, `(1 << 4) - 1`, `.u32 x = 1+2;`.
//!
//! The parser reads the syntax ([`crate::parser`]); this module holds the
//! operators and what they compute. Values are 64-bit, signed (`.s64`)
//! unless a literal is unsigned (a `U` suffix, or too large for `.s64`) or an
//! operand of the operation is, as in C's usual arithmetic conversions;
//! comparisons and `!`, `&&`, `||` give the signed 0 or 1. Arithmetic wraps
//! at 64 bits; division and remainder by zero are errors, as ptxas reports
//! ("Constant expression has division by zero").

/// A value of a constant expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Value {
    /// The 64 bits.
    pub bits: u64,
    /// `.u64` (else `.s64`).
    pub unsigned: bool,
}

impl Value {
    /// A signed value.
    pub fn signed(v: i64) -> Value {
        Value {
            bits: v as u64,
            unsigned: false,
        }
    }

    /// The value as an `i128` holding what it means: its signed or unsigned
    /// reading.
    pub fn to_i128(self) -> i128 {
        if self.unsigned {
            i128::from(self.bits)
        } else {
            i128::from(self.bits as i64)
        }
    }

    fn flag(b: bool) -> Value {
        Value::signed(i64::from(b))
    }
}

/// Binary operators, loosest-binding first by [`Binary::precedence`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binary {
    /// `||`
    LogOr,
    /// `&&`
    LogAnd,
    /// `|`
    Or,
    /// `^`
    Xor,
    /// `&`
    And,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `<<`
    Shl,
    /// `>>`
    Shr,
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `%`
    Rem,
}

impl Binary {
    /// The operator spelled by `first` (and `second` when the two are
    /// adjacent): the operator and how many characters it takes.
    pub fn from_chars(first: u8, second: Option<u8>) -> Option<(Binary, usize)> {
        use Binary::*;
        let two = match (first, second) {
            (b'|', Some(b'|')) => Some(LogOr),
            (b'&', Some(b'&')) => Some(LogAnd),
            (b'=', Some(b'=')) => Some(Eq),
            (b'!', Some(b'=')) => Some(Ne),
            (b'<', Some(b'=')) => Some(Le),
            (b'>', Some(b'=')) => Some(Ge),
            (b'<', Some(b'<')) => Some(Shl),
            (b'>', Some(b'>')) => Some(Shr),
            _ => None,
        };
        if let Some(op) = two {
            return Some((op, 2));
        }
        let one = match first {
            b'|' => Or,
            b'^' => Xor,
            b'&' => And,
            b'<' => Lt,
            b'>' => Gt,
            b'+' => Add,
            b'-' => Sub,
            b'*' => Mul,
            b'/' => Div,
            b'%' => Rem,
            _ => return None,
        };
        Some((one, 1))
    }

    /// Binding strength: higher binds tighter (C's order).
    pub fn precedence(self) -> u8 {
        use Binary::*;
        match self {
            LogOr => 1,
            LogAnd => 2,
            Or => 3,
            Xor => 4,
            And => 5,
            Eq | Ne => 6,
            Lt | Le | Gt | Ge => 7,
            Shl | Shr => 8,
            Add | Sub => 9,
            Mul | Div | Rem => 10,
        }
    }

    /// `a op b`; `Err` names what is wrong.
    pub fn apply(self, a: Value, b: Value) -> Result<Value, &'static str> {
        use Binary::*;
        let unsigned = a.unsigned || b.unsigned;
        let (x, y) = (a.bits, b.bits);
        let (sx, sy) = (x as i64, y as i64);
        let v = |bits: u64| Value { bits, unsigned };
        Ok(match self {
            LogOr => Value::flag(x != 0 || y != 0),
            LogAnd => Value::flag(x != 0 && y != 0),
            Or => v(x | y),
            Xor => v(x ^ y),
            And => v(x & y),
            Eq => Value::flag(x == y),
            Ne => Value::flag(x != y),
            Lt => Value::flag(if unsigned { x < y } else { sx < sy }),
            Le => Value::flag(if unsigned { x <= y } else { sx <= sy }),
            Gt => Value::flag(if unsigned { x > y } else { sx > sy }),
            Ge => Value::flag(if unsigned { x >= y } else { sx >= sy }),
            // The left operand's type decides the shift; amounts of 64 or
            // more shift everything out (sign bits for a signed `>>`).
            Shl => Value {
                bits: if y >= 64 { 0 } else { x << y },
                unsigned: a.unsigned,
            },
            Shr => Value {
                bits: match (a.unsigned, y >= 64) {
                    (true, true) => 0,
                    (true, false) => x >> y,
                    (false, true) => (sx >> 63) as u64,
                    (false, false) => (sx >> y) as u64,
                },
                unsigned: a.unsigned,
            },
            Add => v(x.wrapping_add(y)),
            Sub => v(x.wrapping_sub(y)),
            Mul => v(x.wrapping_mul(y)),
            Div | Rem if y == 0 => return Err("constant expression has division by zero"),
            Div if unsigned => v(x / y),
            Div => v(sx.wrapping_div(sy) as u64),
            Rem if unsigned => v(x % y),
            Rem => v(sx.wrapping_rem(sy) as u64),
        })
    }
}

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unary {
    /// `+`
    Plus,
    /// `-`
    Neg,
    /// `~`
    Not,
    /// `!`
    LogNot,
}

impl Unary {
    /// The operator spelled by `c`.
    pub fn from_char(c: u8) -> Option<Unary> {
        Some(match c {
            b'+' => Unary::Plus,
            b'-' => Unary::Neg,
            b'~' => Unary::Not,
            b'!' => Unary::LogNot,
            _ => return None,
        })
    }

    /// `op a`.
    pub fn apply(self, a: Value) -> Value {
        match self {
            Unary::Plus => a,
            Unary::Neg => Value {
                bits: a.bits.wrapping_neg(),
                ..a
            },
            Unary::Not => Value { bits: !a.bits, ..a },
            Unary::LogNot => Value::flag(a.bits == 0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(v: i64) -> Value {
        Value::signed(v)
    }

    fn u(v: u64) -> Value {
        Value {
            bits: v,
            unsigned: true,
        }
    }

    #[test]
    fn operators_as_c_computes_them() {
        use Binary::*;
        assert_eq!(Add.apply(s(2), s(3)), Ok(s(5)));
        assert_eq!(Sub.apply(s(2), s(3)), Ok(s(-1)));
        assert_eq!(Mul.apply(s(-4), s(3)), Ok(s(-12)));
        assert_eq!(Div.apply(s(-7), s(2)), Ok(s(-3)));
        assert_eq!(Rem.apply(s(-7), s(2)), Ok(s(-1)));
        // Unsigned if either side is: -7 is 2^64 - 7.
        assert_eq!(Div.apply(s(-7), u(2)), Ok(u((u64::MAX - 6) / 2)));
        assert_eq!(Lt.apply(s(-1), s(0)), Ok(s(1)));
        assert_eq!(Lt.apply(s(-1), u(0)), Ok(s(0)));
        assert_eq!(Shl.apply(s(1), s(4)), Ok(s(16)));
        assert_eq!(Shr.apply(s(-16), s(2)), Ok(s(-4)));
        assert_eq!(Shr.apply(u(1 << 63), s(63)), Ok(u(1)));
        assert_eq!(Shl.apply(s(1), s(64)), Ok(s(0)));
        assert_eq!(
            Div.apply(s(7), s(0)),
            Err("constant expression has division by zero")
        );
        assert_eq!(
            Rem.apply(s(7), u(0)),
            Err("constant expression has division by zero")
        );
        // i64::MIN / -1 wraps instead of trapping.
        assert_eq!(Div.apply(s(i64::MIN), s(-1)), Ok(s(i64::MIN)));
        assert_eq!(LogAnd.apply(s(2), s(3)), Ok(s(1)));
        assert_eq!(LogOr.apply(s(0), s(0)), Ok(s(0)));
        assert_eq!(Xor.apply(s(6), s(3)), Ok(s(5)));
        assert_eq!(Unary::Not.apply(s(3)), s(-4));
        assert_eq!(Unary::Neg.apply(u(1)), u(u64::MAX));
        assert_eq!(Unary::LogNot.apply(s(0)), s(1));
        assert_eq!(Binary::from_chars(b'<', Some(b'<')), Some((Shl, 2)));
        assert_eq!(Binary::from_chars(b'<', Some(b'4')), Some((Lt, 1)));
        assert!(Mul.precedence() > Add.precedence() && Add.precedence() > Shl.precedence());
    }
}
