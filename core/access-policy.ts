import { PERMISSIONS, type Permission, type RouteAccess } from './permissions'
import { TOOL_PUBLISH_STATUS } from './tools'

/*
 * The access policy: who may do what to which thing, in one place. Routes, loaders, actions and the
 * queries that list things ask it; nothing else compares user ids or reads permission lists. The
 * request glue (app/utils/access.server.ts) turns a refusal into today's answer: the login page for
 * anonymous visitors, a 404 that does not reveal another customer's things, or the /401 page.
 */

/**
 * Who asks: a signed-in account (its id, its `menu:*` permissions, whether it is an internal
 * account; unknown counts as external), or null for anonymous.
 */
export type Actor = { id: number; permissions: readonly string[]; isInternal?: boolean } | null

/** An analysis project (a batch), with what the rules read of it. */
export interface ProjectResource {
  kind: 'project'
  customerId: number
  isDemo: boolean
  expiresAt: Date | null
  /** Set once the expiry clean-up deleted the project's files (jobs/clear-expired-batches.ts). */
  dataClearedAt: Date | null
}

/** A tool run: its owner (null once the account is gone), the accounts it is shared with, and whether it runs inside a project. */
export interface ToolTaskResource {
  kind: 'toolTask'
  ownerId: number | null
  sharedWith: readonly number[]
  inProject: boolean
}

/** A catalogue tool, by its publish status. */
export interface ToolResource {
  kind: 'tool'
  publishStatus: number
}

/** A route of the spec's route table (spec 01 §2), by the access the table gives it. */
export interface RouteResource {
  kind: 'route'
  access: RouteAccess
}

/** What each action is done to; `null` where it is done to no particular thing (the actor's own account, a new dataset). */
export interface ActionResources {
  'route:open': RouteResource
  'project:view': ProjectResource
  /** Labels, comments, re-running failed items, one-click analyses: live projects only. */
  'project:edit': ProjectResource
  /** Solutions, display names, filters and QC rules: also on demos, whose owners explore the tooling on them (spec 03 §6). */
  'project:editTooling': ProjectResource
  /** Deleting a demo copy: its own customer only. */
  'project:deleteDemo': ProjectResource
  /** Filling a tool's data slots with the project's dataset files: its own customer only. */
  'project:reuseDataset': ProjectResource
  /** Creating a dataset for a customer's order instead of for oneself. */
  'project:createForCustomer': null
  'task:view': ToolTaskResource
  'task:rerun': ToolTaskResource
  'task:delete': ToolTaskResource
  'tool:view': ToolResource
  'points:checkIn': null
  /** Spending one's own points on a course or a workflow. */
  'points:purchase': null
  'favourite:change': null
}

export type Action = keyof ActionResources

/**
 * Why an action is refused: `signIn` (anonymous; the login page), `notFound` (the thing is someone
 * else's, answered like a missing one so its existence stays private), `forbidden` (the actor sees
 * it but lacks the permission or the thing is read-only).
 */
export type Refusal = 'signIn' | 'notFound' | 'forbidden'

/** Days before `expiresAt` during which a project is already view-only (spec 02 §9: the expiry helper adds 7 days). */
export const EXPIRY_WARNING_DAYS = 7

/** Days after `expiresAt` at which a project's files are deleted (spec 01 §9, spec 02 §9: one week after expiry). */
export const EXPIRED_DATA_KEPT_DAYS = 7

/**
 * Why a project cannot be edited: a demo, its data cleared, expired, or expiring within
 * EXPIRY_WARNING_DAYS; null when editable. Cleared wins over a later expiry date: a batch activated
 * again after its clean-up has nothing left to edit.
 */
export type ReadOnlyReason = 'demo' | 'cleared' | 'expired' | 'expiring' | null

export function readOnlyReason(
  project: { isDemo: boolean; expiresAt: Date | null; dataClearedAt: Date | null },
  now = new Date(),
): ReadOnlyReason {
  if (project.isDemo) return 'demo'
  if (project.dataClearedAt) return 'cleared'
  if (!project.expiresAt) return null
  if (project.expiresAt.getTime() <= now.getTime()) return 'expired'
  return project.expiresAt.getTime() - now.getTime() <= EXPIRY_WARNING_DAYS * 86_400_000 ? 'expiring' : null
}

function holds(actor: NonNullable<Actor>, permission: Permission): boolean {
  return actor.permissions.includes(permission)
}

/** Staff holding the analysis-data permission see and work on every customer's project (spec 02 §6). */
function seesEveryProject(actor: NonNullable<Actor>): boolean {
  return holds(actor, PERMISSIONS.analysisProjectsData)
}

/** Who sees which tools (spec 01 §1, §4, §6); viewers of one audience see the same catalogue. */
export type ToolAudience = 'staff' | 'internal' | 'public'

export function toolAudience(actor: Actor): ToolAudience {
  if (actor && holds(actor, PERMISSIONS.settings)) return 'staff'
  return actor?.isInternal ? 'internal' : 'public'
}

/**
 * The publish statuses an audience sees, for catalogue queries: everyone the published tools,
 * internal accounts also those in internal test, staff holding menu:settings every tool.
 */
export function visibleToolStatuses(audience: ToolAudience): readonly number[] | 'all' {
  if (audience === 'staff') return 'all'
  if (audience === 'internal') return [TOOL_PUBLISH_STATUS.published, TOOL_PUBLISH_STATUS.internalTest]
  return [TOOL_PUBLISH_STATUS.published]
}

function seesTool(actor: Actor, tool: ToolResource): boolean {
  const statuses = visibleToolStatuses(toolAudience(actor))
  return statuses === 'all' || statuses.includes(tool.publishStatus)
}

function viewsProject(actor: NonNullable<Actor>, project: ProjectResource): boolean {
  return project.customerId === actor.id || seesEveryProject(actor)
}

/**
 * The owner, an account the task is shared with, staff holding the tool-data permission, or (for a
 * run inside an analysis project) staff who see every project. A project's runs belong to its
 * customer, so the batch owner is the task owner.
 */
function viewsTask(actor: NonNullable<Actor>, task: ToolTaskResource): boolean {
  if (task.ownerId === actor.id || task.sharedWith.includes(actor.id)) return true
  if (holds(actor, PERMISSIONS.toolsProjectsData)) return true
  return task.inProject && seesEveryProject(actor)
}

/** One action with its resource, so a switch on the action knows the resource's shape. */
type Ask = { [A in Action]: { action: A; resource: ActionResources[A] } }[Action]

/** The rules for a signed-in actor. */
function signedInRefusal(actor: NonNullable<Actor>, ask: Ask): Refusal | null {
  switch (ask.action) {
    case 'route:open': {
      const { access } = ask.resource
      return access === 'anonymous' || access === 'user' || holds(actor, access) ? null : 'forbidden'
    }
    case 'project:view':
      return viewsProject(actor, ask.resource) ? null : 'notFound'
    case 'project:edit':
    case 'project:editTooling': {
      if (!viewsProject(actor, ask.resource)) return 'notFound'
      const reason = readOnlyReason(ask.resource)
      if (!reason || (reason === 'demo' && ask.action === 'project:editTooling')) return null
      return 'forbidden'
    }
    case 'project:deleteDemo':
      return ask.resource.customerId === actor.id && ask.resource.isDemo ? null : 'notFound'
    case 'project:reuseDataset':
      // A cleared project has no files left to reuse: answered like one without the file.
      return ask.resource.customerId === actor.id && !ask.resource.dataClearedAt ? null : 'notFound'
    case 'project:createForCustomer':
      return seesEveryProject(actor) ? null : 'forbidden'
    case 'task:view':
      return viewsTask(actor, ask.resource) ? null : 'notFound'
    case 'task:rerun':
      // Only the owner, with their own points; to anyone else the task is as missing as today.
      return ask.resource.ownerId === actor.id ? null : 'notFound'
    case 'task:delete':
      // A project's runs go only with the project: deleting one would change a project (perhaps a view-only one).
      return ask.resource.ownerId === actor.id && !ask.resource.inProject ? null : 'notFound'
    case 'tool:view':
      return seesTool(actor, ask.resource) ? null : 'notFound'
    case 'points:checkIn':
    case 'points:purchase':
    case 'favourite:change':
      return null
  }
}

/** Why `actor` may not do `action` to `resource`, or null when they may. */
export function refusal<A extends Action>(actor: Actor, action: A, resource: ActionResources[A]): Refusal | null {
  const ask = { action, resource } as Ask
  if (actor) return signedInRefusal(actor, ask)
  // Anonymous visitors open anonymous routes and see published tools; everything else needs an account.
  if (ask.action === 'route:open' && ask.resource.access === 'anonymous') return null
  if (ask.action === 'tool:view') return seesTool(actor, ask.resource) ? null : 'notFound'
  return 'signIn'
}

/** Whether `actor` may do `action` to `resource`. */
export function can<A extends Action>(actor: Actor, action: A, resource: ActionResources[A]): boolean {
  return refusal(actor, action, resource) === null
}
