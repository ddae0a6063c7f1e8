import type { Task } from 'graphile-worker'
import { copyDemoProject } from '../db/demo-projects'
import { fileStorage } from '../db/file-storage'
import { logger } from '../core/logger'

/**
 * Copies a workflow's example project for the user who asked (Get samples). Safe to run twice: a
 * creation already done, failed or cancelled is left alone, and one a dead worker left copying is
 * copied afresh (its rows are written in one transaction, so none of the first attempt remain). A
 * failure is recorded on the creation for its page and not retried: the user asks again.
 */
export const createDemoProject: Task<'create_demo_project'> = async ({ creationId }) => {
  try {
    const outcome = await copyDemoProject(creationId, fileStorage())
    logger.info({ creationId, ...outcome }, 'demo project creation ended')
  } catch (error) {
    logger.error({ err: error, creationId }, 'demo project creation failed')
  }
}
