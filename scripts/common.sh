# Shared by scripts/setup.sh and scripts/setup-python.sh (sourced; the
# sourcing script defines die). Runs a command as root: directly when we are
# root, else through sudo -n (never prompts for a password; fails loudly
# instead).
as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1; then
        sudo -n env DEBIAN_FRONTEND=noninteractive "$@" ||
            die "'$*' needs root; sudo -n failed (run as root or configure passwordless sudo)"
    else
        die "'$*' needs root, and we are neither root nor have sudo"
    fi
}

APT_OPTS=(-y -q -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold
    -o Acquire::Retries=3 -o Acquire::http::Timeout=60)
