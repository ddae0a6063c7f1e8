import { relations } from 'drizzle-orm'
import { courses, courseVideos } from './courses'
import { feedback, feedbackHistory, messageReceipts, messages } from './engagement'
import { analysisBatches, analysisTasks, orders, projectAnalysisGroups, projectAnalysisItems } from './projects'
import { compareSolutions, ocaRecordItems, ocaRecords, sampleGroupSolutions } from './project-tooling'
import { forms, toolCategories, toolRuns, tools, toolTasks } from './tools'
import { users } from './users'
import { analysisCategories, workflowAnalysisGroups, workflowAnalysisItems, workflows } from './workflows'

// The whole schema: drizzle-kit and the Drizzle client read this file. Import tables from here.
export * from './users'
export * from './security'
export * from './i18n'
export * from './dictionary'
export * from './courses'
export * from './tools'
export * from './files'
export * from './engagement'
export * from './workflows'
export * from './projects'
export * from './project-tooling'
export * from './analysis-reports'
export * from './seeding'
export * from './audit'
export * from './operations'

// Relations for the joins the pages make with `db.query`; other joins are written by hand.

export const coursesRelations = relations(courses, ({ many }) => ({ videos: many(courseVideos) }))
export const courseVideosRelations = relations(courseVideos, ({ one }) => ({
  course: one(courses, { fields: [courseVideos.courseId], references: [courses.id] }),
}))

export const toolsRelations = relations(tools, ({ one }) => ({
  category: one(toolCategories, { fields: [tools.categoryId], references: [toolCategories.id] }),
  form: one(forms, { fields: [tools.formId], references: [forms.id] }),
}))
export const toolTasksRelations = relations(toolTasks, ({ one, many }) => ({
  tool: one(tools, { fields: [toolTasks.toolId], references: [tools.id] }),
  user: one(users, { fields: [toolTasks.userId], references: [users.id] }),
  analysisTask: one(analysisTasks, { fields: [toolTasks.analysisTaskId], references: [analysisTasks.id] }),
  attempts: many(toolRuns),
}))
export const toolRunsRelations = relations(toolRuns, ({ one }) => ({
  toolTask: one(toolTasks, { fields: [toolRuns.toolTaskId], references: [toolTasks.id] }),
}))

export const workflowsRelations = relations(workflows, ({ one, many }) => ({
  category: one(analysisCategories, { fields: [workflows.categoryId], references: [analysisCategories.id] }),
  groups: many(workflowAnalysisGroups),
}))
export const workflowAnalysisGroupsRelations = relations(workflowAnalysisGroups, ({ one, many }) => ({
  workflow: one(workflows, { fields: [workflowAnalysisGroups.workflowId], references: [workflows.id] }),
  items: many(workflowAnalysisItems),
}))
export const workflowAnalysisItemsRelations = relations(workflowAnalysisItems, ({ one }) => ({
  group: one(workflowAnalysisGroups, {
    fields: [workflowAnalysisItems.groupId],
    references: [workflowAnalysisGroups.id],
  }),
  tool: one(tools, { fields: [workflowAnalysisItems.toolId], references: [tools.id] }),
}))

export const ordersRelations = relations(orders, ({ one, many }) => ({
  customer: one(users, { fields: [orders.customerId], references: [users.id] }),
  batches: many(analysisBatches),
}))
export const analysisBatchesRelations = relations(analysisBatches, ({ one, many }) => ({
  order: one(orders, { fields: [analysisBatches.orderId], references: [orders.id] }),
  workflow: one(workflows, { fields: [analysisBatches.workflowId], references: [workflows.id] }),
  customer: one(users, { fields: [analysisBatches.customerId], references: [users.id] }),
  groups: many(projectAnalysisGroups),
}))
export const projectAnalysisGroupsRelations = relations(projectAnalysisGroups, ({ one, many }) => ({
  batch: one(analysisBatches, { fields: [projectAnalysisGroups.analysisId], references: [analysisBatches.id] }),
  items: many(projectAnalysisItems),
}))
export const projectAnalysisItemsRelations = relations(projectAnalysisItems, ({ one, many }) => ({
  group: one(projectAnalysisGroups, { fields: [projectAnalysisItems.groupId], references: [projectAnalysisGroups.id] }),
  tool: one(tools, { fields: [projectAnalysisItems.toolId], references: [tools.id] }),
  tasks: many(analysisTasks),
}))
export const analysisTasksRelations = relations(analysisTasks, ({ one, many }) => ({
  item: one(projectAnalysisItems, { fields: [analysisTasks.projectItemId], references: [projectAnalysisItems.id] }),
  runs: many(toolTasks),
}))

export const sampleGroupSolutionsRelations = relations(sampleGroupSolutions, ({ many }) => ({
  compareSolutions: many(compareSolutions),
}))
export const compareSolutionsRelations = relations(compareSolutions, ({ one }) => ({
  groupSolution: one(sampleGroupSolutions, {
    fields: [compareSolutions.groupSolutionId],
    references: [sampleGroupSolutions.id],
  }),
}))
export const ocaRecordsRelations = relations(ocaRecords, ({ many }) => ({ items: many(ocaRecordItems) }))
export const ocaRecordItemsRelations = relations(ocaRecordItems, ({ one }) => ({
  record: one(ocaRecords, { fields: [ocaRecordItems.ocaRecordId], references: [ocaRecords.id] }),
}))

export const messagesRelations = relations(messages, ({ many }) => ({ receipts: many(messageReceipts) }))
export const messageReceiptsRelations = relations(messageReceipts, ({ one }) => ({
  message: one(messages, { fields: [messageReceipts.messageId], references: [messages.id] }),
}))
export const feedbackRelations = relations(feedback, ({ many }) => ({ history: many(feedbackHistory) }))
export const feedbackHistoryRelations = relations(feedbackHistory, ({ one }) => ({
  feedback: one(feedback, { fields: [feedbackHistory.feedbackId], references: [feedback.id] }),
}))
