/**
 * Vitest global setup: compile the message catalogues (messages/<locale>/*.json) to app/paraglide once
 * per run, so a test sees the messages as they are on disk (decision 030). It runs `npm run i18n:compile`
 * in a child process: Paraglide's Vite plugin (its file watcher) and its in-process compile() both keep
 * Vitest from exiting.
 */
import { execFileSync } from 'node:child_process'

export default function setup() {
  execFileSync('npm', ['run', '--silent', 'i18n:compile'], { stdio: 'inherit' })
}
