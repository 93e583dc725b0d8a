//! Tokens of PTX source text.
