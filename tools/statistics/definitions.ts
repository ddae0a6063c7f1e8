/** The category of every statistics tool in the catalogue. */
export const STATISTICS_CATEGORY = 'statistics'
