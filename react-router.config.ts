import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // Lets several builds live side by side (parallel test runs); `build` otherwise.
  buildDirectory: process.env.RR_BUILD_DIR ?? 'build',
} satisfies Config
