// /analysis and /analysis/all are the same catalogue (spec 01's route table lists both).
export { loader, meta, default } from './all'
