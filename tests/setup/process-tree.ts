import fs from 'node:fs'
import type { RunningPlatform } from './platform-server'

/**
 * The platform's processes seen from outside as an operator sees them (Linux /proc): which process
 * has which role, and whether a web process is still the same one.
 */

export interface ProcessInfo {
  pid: number
  ppid: number
  command: string
}

export function processes(): ProcessInfo[] {
  const found: ProcessInfo[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      // The command name is in parentheses and may hold spaces; the fields after it are fixed.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (state === 'Z') continue
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()
      found.push({ pid: Number(entry), ppid: Number(ppid), command })
    } catch {
      // Gone while we looked.
    }
  }
  return found
}

export function descendantsOf(pid: number): ProcessInfo[] {
  const all = processes()
  const result: ProcessInfo[] = []
  const visit = (parent: number) => {
    for (const child of all.filter((candidate) => candidate.ppid === parent)) {
      result.push(child)
      visit(child.pid)
    }
  }
  visit(pid)
  return result
}

/** The platform's own processes by role (helpers such as esbuild's service are left out). */
export function roles(platform: RunningPlatform) {
  const tree = descendantsOf(platform.pid)
  const direct = tree.filter((process) => process.ppid === platform.pid)
  return {
    web: direct.filter(
      (process) => / server\/main\.ts$/.test(process.command) || process.command.endsWith('server/main.ts'),
    ),
    worker: direct.filter((process) => process.command.endsWith('server/main.ts worker')),
    databaseHelper: direct.filter((process) => process.command.includes('embedded-postgres-daemon')),
    postmaster: tree.filter((process) => /\/bin\/postgres -D /.test(process.command)),
    all: tree,
  }
}
