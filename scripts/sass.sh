#!/usr/bin/env bash
# Compile PTX with NVIDIA's ptxas and print the SASS (machine code) that
# cuobjdump disassembles from the result.
#
# Usage:
#   scripts/sass.sh [--arch sm_XY] [-O N] [FILE.ptx]
#   echo 'SNIPPET' | scripts/sass.sh [--arch sm_XY]
#
# With FILE.ptx (or '-' for a whole module on stdin) the file is compiled as
# is. Without a file, stdin is a snippet of instructions that is wrapped into
#     .version 7.8 / .target sm_80 / .address_size 64
#     .visible .entry probe(.param .u64 out, .param .u64 in) { ... }
# The wrapper declares registers %r0..%r31 (.b32), %rd0..%rd31 (.b64),
# %p0..%p7 (.pred) and %h0..%h7 (.b16), and, before the snippet, loads
# %r1..%r8 and %rd1..%rd8 from the buffer at param `in` (so ptxas cannot
# constant-fold them), and after it stores %r0 and %rd0 to param `out`.
# So a snippet computes %r0 / %rd0 from %r1.. / %rd1.. .
#
# Tools: $PTXAS / $CUOBJDUMP if set, else .tools/cuda/usr/bin/ (made by
# scripts/setup.sh), else ptxas / cuobjdump on PATH.
set -euo pipefail

die() {
    echo "sass.sh: ERROR: $*" >&2
    exit 1
}

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ARCH=sm_80
OPT=3
FILE=""
while [ $# -gt 0 ]; do
    case "$1" in
    --arch | -arch)
        [ $# -ge 2 ] || die "--arch needs a value"
        ARCH="$2"
        shift 2
        ;;
    --arch=*)
        ARCH="${1#--arch=}"
        shift
        ;;
    -O)
        [ $# -ge 2 ] || die "-O needs a value"
        OPT="$2"
        shift 2
        ;;
    -h | --help)
        sed -n '2,20p' "${BASH_SOURCE[0]}"
        exit 0
        ;;
    -*)
        if [ "$1" = - ]; then
            FILE=-
            shift
        else
            die "unknown option $1"
        fi
        ;;
    *)
        [ -z "$FILE" ] || die "only one PTX file"
        FILE="$1"
        shift
        ;;
    esac
done

pick_tool() { # name envvalue
    if [ -n "$2" ]; then
        echo "$2"
    elif [ -x "$ROOT/.tools/cuda/usr/bin/$1" ]; then
        echo "$ROOT/.tools/cuda/usr/bin/$1"
    elif command -v "$1" >/dev/null 2>&1; then
        command -v "$1"
    else
        die "$1 not found: run scripts/setup.sh, or set \$$(echo "$1" | tr a-z A-Z)"
    fi
}
PTXAS_BIN="$(pick_tool ptxas "${PTXAS:-}")"
CUOBJDUMP_BIN="$(pick_tool cuobjdump "${CUOBJDUMP:-}")"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
PTX="$WORK/in.ptx"

if [ -n "$FILE" ] && [ "$FILE" != - ]; then
    [ -r "$FILE" ] || die "cannot read $FILE"
    cp "$FILE" "$PTX"
elif [ "$FILE" = - ]; then
    cat >"$PTX"
else
    snippet="$(cat)"
    {
        cat <<'EOF'
.version 7.8
.target sm_80
.address_size 64
.visible .entry probe(.param .u64 out, .param .u64 in)
{
    .reg .b32 %r<32>;
    .reg .b64 %rd<32>;
    .reg .pred %p<8>;
    .reg .b16 %h<8>;
    .reg .b64 %pout, %pin;
    ld.param.u64 %pout, [out];
    ld.param.u64 %pin, [in];
    ld.global.u32 %r1, [%pin+0];
    ld.global.u32 %r2, [%pin+4];
    ld.global.u32 %r3, [%pin+8];
    ld.global.u32 %r4, [%pin+12];
    ld.global.u32 %r5, [%pin+16];
    ld.global.u32 %r6, [%pin+20];
    ld.global.u32 %r7, [%pin+24];
    ld.global.u32 %r8, [%pin+28];
    ld.global.u64 %rd1, [%pin+32];
    ld.global.u64 %rd2, [%pin+40];
    ld.global.u64 %rd3, [%pin+48];
    ld.global.u64 %rd4, [%pin+56];
    ld.global.u64 %rd5, [%pin+64];
    ld.global.u64 %rd6, [%pin+72];
    ld.global.u64 %rd7, [%pin+80];
    ld.global.u64 %rd8, [%pin+88];
    mov.b32 %r0, 0;
    mov.b64 %rd0, 0;
EOF
        printf '%s\n' "$snippet"
        cat <<'EOF'
    st.global.u32 [%pout+0], %r0;
    st.global.u64 [%pout+8], %rd0;
    ret;
}
EOF
    } >"$PTX"
fi

if ! "$PTXAS_BIN" -O"$OPT" --gpu-name "$ARCH" -o "$WORK/out.cubin" "$PTX" 2>"$WORK/ptxas.err"; then
    echo "sass.sh: ptxas failed on:" >&2
    nl -ba "$PTX" >&2
    cat "$WORK/ptxas.err" >&2
    exit 1
fi
cat "$WORK/ptxas.err" >&2
"$CUOBJDUMP_BIN" -sass "$WORK/out.cubin" || die "cuobjdump failed"
