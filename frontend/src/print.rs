//! Prints a [`crate::ast::Module`] back as PTX text.
