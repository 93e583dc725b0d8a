//! See the module documentation of [`crate::sem`].
