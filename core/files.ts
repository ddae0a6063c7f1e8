/**
 * Which list page a file belongs to (spec 02 §7 files calls): personal data (getmyfiles), analysis
 * project data (getmyprojectfiles), and tool data (getmytoolfiles: the inputs a customer uploaded
 * for a tool task and the outputs a run wrote).
 */
export const FILE_KIND = { personal: 0, project: 1, toolInput: 2, toolOutput: 3 } as const
