import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * Real small file systems for storage-failure tests: a tmpfs of a few hundred kilobytes mounted on
 * a folder, which the test fills up (ENOSPC) or remounts read-only (EROFS). Mounting needs
 * CAP_SYS_ADMIN, which root has on the machines this project is developed and tested on (CI runs
 * `npm test` there as root); elsewhere the tests that need it are skipped with the reason below.
 * Root with the capability whose mount still fails is a broken set-up, and those tests fail.
 */
export const MOUNT_SKIP_REASON: string | null = mountSkipReason()

function mountSkipReason(): string | null {
  if (process.platform !== 'linux') return `mounting a tmpfs needs Linux (this is ${process.platform})`
  const capabilities = /^CapEff:\s*([0-9a-f]+)$/m.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1]
  const CAP_SYS_ADMIN = 21n
  if (!capabilities || ((BigInt(`0x${capabilities}`) >> CAP_SYS_ADMIN) & 1n) === 0n) {
    return 'mounting a tmpfs needs root with CAP_SYS_ADMIN, which this process lacks'
  }
  return null
}

export interface TinyFilesystem {
  readonly folder: string
  /** Writes a filler file until the file system has no space left. */
  fill(): void
  /** Removes the filler file. */
  free(): void
  readOnly(): void
  writable(): void
  unmount(): void
}

const FILLER = '.filler'

/** Mounts a tmpfs of `sizeKb` on `folder` (created if missing); what was in the folder is hidden until unmount. */
export function mountTinyFilesystem(folder: string, sizeKb: number): TinyFilesystem {
  fs.mkdirSync(folder, { recursive: true })
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k,mode=0777`, 'tmpfs', folder])
  const remount = (mode: 'ro' | 'rw') => execFileSync('mount', ['-o', `remount,${mode}`, folder])
  return {
    folder,
    fill() {
      const descriptor = fs.openSync(path.join(folder, FILLER), 'a')
      const chunk = Buffer.alloc(4096)
      try {
        for (;;) fs.writeSync(descriptor, chunk)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
      } finally {
        fs.closeSync(descriptor)
      }
    },
    free: () => fs.rmSync(path.join(folder, FILLER), { force: true }),
    readOnly: () => remount('ro'),
    writable: () => remount('rw'),
    unmount: () => execFileSync('umount', [folder]),
  }
}

/** Every file below `folder` whose name says it is a half-written upload. */
export function partialFilesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return []
  return fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.partial'))
}
