import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { flatRoutes } from 'remix-flat-routes'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'
import tsconfigPaths from 'vite-tsconfig-paths'

export default defineConfig(({ isSsrBuild }) => ({
  server: { port: 3000 },
  build: { target: 'es2022' },
  plugins: [
    tailwindcss(),
    remix({
      ignoredRouteFiles: ['**/*'],
      // Separate build folders let several checkouts' test runs share one working tree.
      buildDirectory: process.env.BUILD_DIR ?? 'build',
      serverModuleFormat: 'esm',
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        // Off: the whole route manifest is one cached script (about 4 KB gzipped for our ~70 routes),
        // while lazy discovery inlines part of it into every page, matching the routes again on
        // each request, and has browsers ask /__manifest before navigating.
        v3_lazyRouteDiscovery: false,
      },
      routes: async (defineRoutes) =>
        flatRoutes('routes', defineRoutes, {
          ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/*.server.{ts,tsx}', '**/.*'],
        }),
    }),
    tsconfigPaths(),
    // The browser's scripts and styles are compressed once here, with brotli and gzip at their best levels, and
    // served as they are (server/app.ts), instead of gzipped again on every request.
    ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg|json)$/ })]),
  ],
}))
