import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'

/** What a current desktop Chrome sends with a page request (isbot lets it stream the shell). */
export const BROWSER_HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8',
}

export interface PageLoad {
  requestsPerSecond: number
  p50: number
  p95: number
  p99: number
  requests: number
  errors: number
}

export interface PageSize {
  status: number
  htmlBytes: number
  gzipBytes: number
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]
}

export async function measurePageSize(url: string, cookie: string | undefined): Promise<PageSize> {
  const response = await fetch(url, {
    redirect: 'manual',
    headers: { ...BROWSER_HEADERS, 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) },
  })
  const body = new Uint8Array(await response.arrayBuffer())
  return { status: response.status, htmlBytes: body.byteLength, gzipBytes: gzipSync(body).byteLength }
}

/**
 * Keep-alive load on one URL for `seconds`. Latencies are recorded per response (autocannon's own
 * summary has no 95th percentile); anything but a 2xx counts as an error, as do connection
 * errors and timeouts.
 */
export async function loadPage(
  url: string,
  options: { connections: number; seconds: number; cookie?: string },
): Promise<PageLoad> {
  const latencies: number[] = []
  let non2xx = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds,
        timeout: 30,
        headers: { ...BROWSER_HEADERS, ...(options.cookie ? { cookie: options.cookie } : {}) },
      },
      (error: unknown, finished) => (error ? reject(error) : resolve(finished)),
    )
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime)
      if (statusCode < 200 || statusCode > 299) non2xx += 1
    })
  })
  latencies.sort((a, b) => a - b)
  return {
    requestsPerSecond: latencies.length / result.duration,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    requests: latencies.length,
    // autocannon's `errors` already includes timeouts.
    errors: non2xx + result.errors,
  }
}
