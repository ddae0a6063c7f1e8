/**
 * `npm run analysis`: runs the bundled analysis command line (scripts/build-analysis-cli.mjs), first
 * bundling it when it is missing or older than its sources, so that the command works on a fresh
 * clone before any build and never runs code older than the sources beside it.
 */
import { pathToFileURL } from 'node:url'
import { buildAnalysisCli, BUNDLE, bundleIsCurrent } from './build-analysis-cli.mjs'

if (!bundleIsCurrent()) await buildAnalysisCli()
await import(pathToFileURL(BUNDLE).href)
