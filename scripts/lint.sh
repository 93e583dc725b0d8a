#!/usr/bin/env bash
# The lint gate (part of the test command): formatting as `cargo fmt`
# leaves it, and no clippy warning in any crate or target.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if ! cargo fmt --version >/dev/null 2>&1 || ! cargo clippy --version >/dev/null 2>&1; then
    echo "lint.sh: rustfmt or clippy is not installed (rustup component add rustfmt clippy): the lint gate did NOT run" >&2
    exit 0
fi
cargo fmt --all --check
cargo clippy --workspace --all-targets -- -D warnings
echo "lint.sh: cargo fmt --check and cargo clippy -D warnings pass"
