# Sourced by .ci/run: puts a Node the README supports first on PATH. The machine's own node is
# used when it is the wanted major version; otherwise that version comes from the npm registry's
# `node` package (a plain binary, no download of its own beyond the registry) into .cache/node/.
# CI_NODE picks the major version (default: .nvmrc's, the current LTS).
wanted="${CI_NODE:-$(cat .nvmrc)}"
have="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo none)"
if [ "$have" != "$wanted" ]; then
  prefix=".cache/node/$wanted"
  if ! "$prefix/node_modules/node/bin/node" --version >/dev/null 2>&1; then
    echo "Installing Node $wanted from the npm registry (this machine has $have)"
    # The package's install script is what puts the binary in place; npm 11 runs only the scripts a
    # package.json allows, and this one allows that one alone.
    mkdir -p "$prefix"
    echo '{ "private": true, "allowScripts": { "node": true } }' >"$prefix/package.json"
    npm install --no-save --no-audit --no-fund --no-package-lock --prefix "$prefix" "node@$wanted" >/dev/null
  fi
  PATH="$(pwd)/$prefix/node_modules/node/bin:$PATH"
  export PATH
fi
echo "Node $(node --version), npm $(npm --version)"
