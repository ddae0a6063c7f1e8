import fs from 'node:fs'

/** Linux's USER_HZ: /proc reports CPU times in these ticks. */
const TICKS_PER_SECOND = 100

interface ProcessTimes {
  parent: number
  cpuTicks: number
}

function readProcesses(): Map<number, ProcessTimes> {
  const processes = new Map<number, ProcessTimes>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      // The command name may hold spaces and parentheses: the fields start after its last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      // utime and stime, plus cutime and cstime: the children it has already reaped (a database backend that ended).
      processes.set(Number(entry), {
        parent: Number(fields[1]),
        cpuTicks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]),
      })
    } catch {
      // the process ended while we looked
    }
  }
  return processes
}

/**
 * CPU seconds used so far by each given process and its descendants (user plus system time), or
 * null where /proc is unavailable. Comparing two readings gives the CPU a page's load cost the web
 * server and the database, whatever else the machine is doing at the time.
 */
export function processTreeCpuSeconds(roots: number[]): number[] | null {
  if (!fs.existsSync('/proc/self/stat')) return null
  const processes = readProcesses()
  const children = new Map<number, number[]>()
  for (const [pid, times] of processes) children.set(times.parent, [...(children.get(times.parent) ?? []), pid])
  return roots.map((root) => {
    let ticks = 0
    const pending = [root]
    while (pending.length) {
      const pid = pending.pop()!
      ticks += processes.get(pid)?.cpuTicks ?? 0
      pending.push(...(children.get(pid) ?? []))
    }
    return ticks / TICKS_PER_SECOND
  })
}
