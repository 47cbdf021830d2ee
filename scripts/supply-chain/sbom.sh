#!/usr/bin/env bash
# A CycloneDX SBOM of what ships (production dependencies) at reports/sbom.cdx.json, from node_modules, offline.
# --omit dev: npm refuses to write one for the full tree, whose dev tools declare peers it does not satisfy
# (lighthouse's "latest", vite's esbuild range); none of those reach a server or a browser.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p reports
npm sbom --sbom-format cyclonedx --omit dev > reports/sbom.cdx.json.partial
mv reports/sbom.cdx.json.partial reports/sbom.cdx.json
node -e 'const s = JSON.parse(require("fs").readFileSync("reports/sbom.cdx.json", "utf8")); console.log(`sbom: ${s.components.length} components in reports/sbom.cdx.json`)'
