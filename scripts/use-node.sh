# Puts a supported Node.js first on PATH, fetching it with npm when this machine lacks it, for the
# shell that sources this file, in the checkout:  . scripts/use-node.sh [MAJOR]   (default: .nvmrc's line).
# npm's `node` package carries the official binary; each line is kept in ~/.cache/tessera-node/MAJOR.
# shellcheck shell=sh
tessera_node_line=${1:-$(cat .nvmrc)}
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != "$tessera_node_line" ]; then
  tessera_node_dir="${XDG_CACHE_HOME:-$HOME/.cache}/tessera-node/$tessera_node_line"
  if ! "$tessera_node_dir/node_modules/node/bin/node" --version >/dev/null 2>&1; then
    echo "Fetching Node.js $tessera_node_line with npm into $tessera_node_dir" >&2
    mkdir -p "$tessera_node_dir"
    npm install --prefix "$tessera_node_dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
      "node@$tessera_node_line" >&2 ||
      echo "npm could not fetch Node.js $tessera_node_line: install it from https://nodejs.org (or with nvm) instead." >&2
  fi
  if "$tessera_node_dir/node_modules/node/bin/node" --version >/dev/null 2>&1; then
    PATH="$tessera_node_dir/node_modules/node/bin:$PATH"
    export PATH
    hash -r 2>/dev/null
  fi
fi
echo "Using Node.js $(node --version) ($(command -v node))" >&2
unset tessera_node_line tessera_node_dir
