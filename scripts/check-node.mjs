// Prints the Node that runs the project and fails unless it is the project's one runtime
// (docs/decisions/026-node-24.md): at least package.json's engines.node, the same major as the
// Dockerfile's base image, and, where the project carries a Node for this platform
// (optionalDependencies node-<platform>-<arch>, linked as node_modules/.bin/node), that exact version.
// `npm test` (scripts/test-all.sh), .ci/run and scripts/docker-steps.sh run it first.
import { readFileSync } from 'node:fs'

const root = new URL('..', import.meta.url)
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'))
const major = (version) => Number(String(version).replace(/^v/, '').split('.')[0])

const wanted = major(/\d+/.exec(pkg.engines?.node ?? '')?.[0])
const carried = pkg.optionalDependencies?.[`node-${process.platform}-${process.arch}`]
const images = [...readFileSync(new URL('Dockerfile', root), 'utf8').matchAll(/^FROM node:(\d+)/gm)].map((m) => Number(m[1]))

const problems = []
if (!(major(process.version) >= wanted)) problems.push(`package.json wants node ${pkg.engines?.node}`)
if (carried && process.version !== `v${carried}`) {
  problems.push(`the project's node is ${carried} (node_modules/.bin/node; run through npm, or npm ci first)`)
}
for (const image of images)
  if (image !== wanted) problems.push(`the Dockerfile's base image is node:${image}, engines says ${pkg.engines?.node}`)

console.log(`node ${process.version} (${process.execPath})`)
if (problems.length > 0) {
  console.error(`check-node: wrong Node: ${problems.join('; ')}`)
  process.exit(1)
}
