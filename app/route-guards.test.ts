import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * Every loader and action asks the access policy (app/utils/access.server.ts) before it reads or
 * changes anything: a new route that forgets to fails here, instead of serving everyone.
 */

const ROUTES = path.join(__dirname, 'routes')

/** The policy's entry points a route calls. */
const GUARD_CALL = /\b(requireRouteAccess|requireCan)\(/

/**
 * The loaders and actions that call no guard, each with why. Keep it short: a route that reads or
 * changes anyone's data belongs nowhere here.
 */
const UNGUARDED: Record<string, string> = {
  '$.tsx#loader': 'the catch-all 404 page reads nothing',
  '401.tsx#loader': 'the no-permission page reads nothing',
  '403.tsx#loader': 'the forbidden page reads nothing',
  '_auth+/login.tsx#loader': 'the sign-in page is for anonymous visitors: requireAnonymous sends the signed-in home',
  '_auth+/login.tsx#action': 'signing in is for anonymous visitors: requireAnonymous sends the signed-in home',
  '_auth+/auth.$token.tsx#loader': 'third-party sign-in: the signed token is the credential (token-login.server.ts)',
  '_auth+/auth.$token.tsx#action': 'third-party sign-in: the signed token is the credential (token-login.server.ts)',
  '_auth+/logout.tsx#loader': 'redirects home, reads nothing',
  '_auth+/logout.tsx#action': 'ends whatever session the cookie names, which needs no permission',
  'tools+/_index.tsx#loader': 'redirects to /tools/all, reads nothing',
  'resources+/check-in.tsx#loader': 'redirects home, reads nothing (the action checks in)',
  'resources+/favourite.tsx#loader': 'redirects home, reads nothing (the action changes favourites)',
  'resources+/points-purchase.tsx#loader': 'redirects home, reads nothing (the action spends points)',
  'resources+/course-progress.tsx#loader': 'redirects to the course list, reads nothing (the action saves a position)',
  'resources+/language.tsx#loader': 'redirects home, reads nothing',
  'resources+/language.tsx#action': "sets the visitor's language cookie, anyone's to choose",
  // The QC rule API (spec 03 §7) answers in its JSON envelope: 401 for anonymous callers, then
  // project:view / project:editTooling decide through findViewableProject and editableToolingProject.
  'api+/analysis-qc-rule.list.ts#loader': 'JSON API; qc-api.server.ts asks the policy and answers in the envelope',
  'api+/analysis-qc-rule.create.ts#action': 'JSON API; qc-api.server.ts asks the policy and answers in the envelope',
  'api+/analysis-qc-rule.update.ts#action': 'JSON API; qc-api.server.ts asks the policy and answers in the envelope',
  'api+/analysis-qc-rule.delete.ts#action': 'JSON API; qc-api.server.ts asks the policy and answers in the envelope',
}

function routeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return routeFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** Each top-level function of a module with its body: from its declaration to the closing brace at a line's start. */
function functions(source: string): { name: string; exported: boolean; body: string }[] {
  const declaration = /^(export )?(?:async )?function (\w+)\b/gm
  return [...source.matchAll(declaration)].map((match) => {
    const end = source.indexOf('\n}', match.index)
    return {
      name: match[2],
      exported: match[1] !== undefined,
      body: source.slice(match.index, end === -1 ? undefined : end),
    }
  })
}

/** Each exported loader or action, and whether it calls a guard itself or through a helper of its module. */
function handlers(source: string): { name: string; guarded: boolean }[] {
  const all = functions(source)
  const guarded = new Set(all.filter((fn) => GUARD_CALL.test(fn.body)).map((fn) => fn.name))
  // Helpers that call guarded helpers are guarded too; a few rounds reach any depth a route has.
  for (let round = 0; round < 3; round++)
    for (const fn of all)
      if ([...guarded].some((name) => fn.name !== name && new RegExp(`\\b${name}\\(`).test(fn.body)))
        guarded.add(fn.name)
  return all
    .filter((fn) => fn.exported && (fn.name === 'loader' || fn.name === 'action'))
    .map((fn) => ({ name: fn.name, guarded: guarded.has(fn.name) }))
}

const routes = routeFiles(ROUTES).map((file) => ({
  name: path.relative(ROUTES, file).split(path.sep).join('/'),
  source: readFileSync(file, 'utf8'),
}))

describe('route guards', () => {
  it('finds the route modules and their handlers', () => {
    expect(routes.length).toBeGreaterThan(50)
    expect(routes.flatMap((route) => handlers(route.source)).length).toBeGreaterThan(80)
  })

  it('has every loader and action ask the access policy, or say why it need not', () => {
    const unguarded = routes.flatMap((route) =>
      handlers(route.source)
        .filter((handler) => !handler.guarded)
        .map((handler) => `${route.name}#${handler.name}`),
    )
    expect(unguarded.filter((key) => !(key in UNGUARDED))).toEqual([])
    // An entry whose handler now calls a guard, or is gone, is stale.
    expect(Object.keys(UNGUARDED).filter((key) => !unguarded.includes(key))).toEqual([])
  })

  it('has re-exported handlers come from a guarded route module', () => {
    const reexports = routes.filter((route) => /^export \{[^}]*\b(loader|action)\b[^}]*\} from/m.test(route.source))
    for (const route of reexports) {
      const from = /^export \{[^}]*\} from '(\.[^']+)'/m.exec(route.source)?.[1]
      const target = routes.find((other) =>
        [`${from}.tsx`, `${from}.ts`].some(
          (candidate) => path.posix.join(path.posix.dirname(route.name), candidate) === other.name,
        ),
      )
      expect(target && handlers(target.source).every((handler) => handler.guarded)).toBe(true)
    }
    expect(reexports.map((route) => route.name)).toContain('analysis+/_index.tsx')
  })
})
