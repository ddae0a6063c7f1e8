import { AnalysisInputError } from '../errors'
import { answerWorkerTask } from '../parallel'
import { fastqReportOfFile, type FastqFileTask, type FastqFileOutcome } from './fastq-report'

// One FASTQ file's report on this worker; a problem with the file's content goes back as data so
// the caller can throw the same AnalysisInputError the main thread would.
void answerWorkerTask(async (task: FastqFileTask): Promise<FastqFileOutcome> => {
  try {
    return { report: await fastqReportOfFile(task.path, { phred: task.phred }) }
  } catch (error) {
    if (!(error instanceof AnalysisInputError)) throw error
    return { problem: { code: error.code, params: error.params, location: error.location } }
  }
})
