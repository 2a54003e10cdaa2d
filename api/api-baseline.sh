#!/usr/bin/env bash
# The checked-in public API of the library products: `make api-baseline` writes it, `make api-check` compares.
#
#   api/api-baseline.sh write MODULE...   store each module's public API in api/MODULE.api
#   api/api-baseline.sh check MODULE...   fail when the built modules' public API differs from api/MODULE.api
#
# A module's API is what `swift synthesize-interface` prints from the built module (public and open
# declarations only: no `package`, internal or private ones), without doc comments, one declaration a line,
# prefixed with the type or extension it belongs to:
#
#   open class ScrollView : RefreshCore.View
#   ScrollView: public var contentOffset: RefreshCore.Point
#
# `check` compares the sets of lines, so moving a declaration changes nothing. A line only in the baseline
# was removed or changed (code that uses it may break); a line only in the build is new public API, which
# is accepted by running `make api-baseline` and committing api/ with the change. Build the modules first
# (the Makefile does); SWIFT names the swift executable (default: swift).
set -euo pipefail
shopt -s nullglob
cd "$(dirname "$0")/.."

usage() { echo "usage: $0 write|check MODULE..." >&2; exit 2; }
[ $# -ge 2 ] || usage
mode=$1; shift
case "$mode" in write|check) ;; *) usage ;; esac

swift=${SWIFT:-swift}
modules_dir="$("$swift" build --show-bin-path)/Modules"

# The C modules (module maps under Sources/C*) and the system headers they include (pkg-config, as SwiftPM).
search_paths=(-I "$modules_dir")
for map in Sources/*/module.modulemap; do search_paths+=(-I "$(dirname "$map")"); done
pkg_modules=$(sed -n 's/.*pkgConfig: "\([^"]*\)".*/\1/p' Package.swift | tr '\n' ' ')
if [ -n "$pkg_modules" ]; then
    # shellcheck disable=SC2207
    search_paths+=($(pkg-config --cflags-only-I $pkg_modules))
fi

# The public API of module $1 on standard output, one declaration a line (see above).
flattened_api() {
    if [ ! -f "$modules_dir/$1.swiftmodule" ]; then
        echo "$0: $modules_dir/$1.swiftmodule is missing: build the module first (swift build --target $1)" >&2
        return 1
    fi
    "$swift" synthesize-interface -module-name "$1" "${search_paths[@]}" | awk '
        function trim(s) { sub(/^[ \t]+/, "", s); sub(/[ \t]+$/, "", s); return s }
        function owner(   i, s) { s = ""; for (i = 1; i <= depth; i++) s = s (i > 1 ? "." : "") stack[i]; return s }
        function emit(text) { print (depth > 0 ? owner() ": " : "") text }
        {
            line = trim($0)
            if (inComment) { if (index(line, "*/")) inComment = 0; next }
            if (line ~ /^\/\*/) { inComment = !index(line, "*/"); next }
            if (line == "" || line ~ /^\/\//) next
            # An attribute alone on its line (@discardableResult, @available(...)) belongs to the next one.
            if (line ~ /^(@[A-Za-z_]+(\(.*\))?[ ]*)+$/) { attributes = attributes line " "; next }
            line = attributes line; attributes = ""
            if (line == "}") { depth--; next }
            if (line ~ /\{$/) {
                header = trim(substr(line, 1, length(line) - 1))
                if (header ~ /^extension /) {
                    # Members of an extension belong to its type (and constraints); the line itself is
                    # API only when it adds a conformance.
                    name = substr(header, 11)
                    w = index(name, " where "); c = index(name, " : ")
                    constraints = (w > 0 ? substr(name, w) : "")
                    if (w > 0) name = substr(name, 1, w - 1)
                    if (c > 0 && (w == 0 || c < w)) { emit(header); name = substr(name, 1, c - 1) }
                    sub(/^[A-Za-z_][A-Za-z0-9_]*\./, "", name)   # the module qualification, if any
                    name = name constraints
                } else {
                    emit(header)
                    match(header, /(class|struct|enum|protocol|actor) [A-Za-z_][A-Za-z0-9_]*/)
                    name = substr(header, RSTART, RLENGTH); sub(/^[a-z]+ /, "", name)
                }
                stack[++depth] = name
                next
            }
            emit(line)
        }
        END { if (depth != 0) { print "api-baseline.sh: unbalanced braces in the synthesized interface" > "/dev/stderr"; exit 1 } }'
}

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
status=0
for module in "$@"; do
    baseline="api/$module.api"
    current="$scratch/$module.api"
    flattened_api "$module" > "$current"
    if [ "$mode" = write ]; then
        cp "$current" "$baseline"
        echo "$baseline: $(wc -l < "$baseline") public declarations of $module"
        continue
    fi
    if [ ! -f "$baseline" ]; then
        echo "$baseline is missing: run \`make api-baseline\` to write $module's public API, then commit it" >&2
        status=1; continue
    fi
    removed=$(LC_ALL=C comm -23 <(LC_ALL=C sort -u "$baseline") <(LC_ALL=C sort -u "$current"))
    added=$(LC_ALL=C comm -13 <(LC_ALL=C sort -u "$baseline") <(LC_ALL=C sort -u "$current"))
    if [ -z "$removed" ] && [ -z "$added" ]; then
        echo "$module: public API matches $baseline ($(wc -l < "$baseline") declarations)"
        continue
    fi
    status=1
    echo "$module: public API differs from $baseline" >&2
    if [ -n "$removed" ]; then
        echo "  removed or changed ($(wc -l <<< "$removed")): code that uses these may no longer compile" >&2
        sed 's/^/    - /' <<< "$removed" >&2
    fi
    if [ -n "$added" ]; then
        echo "  added ($(wc -l <<< "$added")): new public API" >&2
        sed 's/^/    + /' <<< "$added" >&2
    fi
    echo "  If this is deliberate, run \`make api-baseline\` and commit $baseline with the change." >&2
done
exit $status
