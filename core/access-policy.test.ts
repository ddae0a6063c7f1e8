import { describe, expect, it } from 'vitest'
import {
  refusal,
  type Action,
  type ActionResources,
  type Actor,
  type ProjectResource,
  type Refusal,
  type ToolTaskResource,
} from './access-policy'
import { ALL_PERMISSIONS, PERMISSIONS } from './permissions'
import { TOOL_PUBLISH_STATUS } from './tools'

// The accounts of decision 003: a customer holds no permission, staff all but security, an administrator all.
const CUSTOMER = 1
const OTHER_CUSTOMER = 2
const actors = {
  anonymous: null,
  customer: { id: CUSTOMER, permissions: [], isInternal: false },
  staff: {
    id: 10,
    permissions: ALL_PERMISSIONS.filter((permission) => permission !== PERMISSIONS.security),
    isInternal: true,
  },
  admin: { id: 11, permissions: ALL_PERMISSIONS, isInternal: true },
} satisfies Record<string, Actor>

type Expected = { [name in keyof typeof actors]: Refusal | null }

const DAY = 86_400_000
const project = (change: Partial<ProjectResource> = {}): ProjectResource => ({
  kind: 'project',
  customerId: CUSTOMER,
  isDemo: false,
  expiresAt: new Date(Date.now() + 365 * DAY),
  dataClearedAt: null,
  ...change,
})
const ownProject = project()
const othersProject = project({ customerId: OTHER_CUSTOMER })
const ownDemo = project({ isDemo: true })
const ownExpired = project({ expiresAt: new Date(Date.now() - DAY) })
const ownExpiring = project({ expiresAt: new Date(Date.now() + 3 * DAY) })

const task = (change: Partial<ToolTaskResource> = {}): ToolTaskResource => ({
  kind: 'toolTask',
  ownerId: CUSTOMER,
  sharedWith: [],
  inProject: false,
  ...change,
})

/** Every row: an action on a resource, and what each actor gets (null: allowed). */
const table: { case: string; action: Action; resource: ActionResources[Action]; expected: Expected }[] = [
  // Spec 01 §2 and §6: anonymous routes for all, the rest after login, menu:* routes by permission (/401 otherwise).
  {
    case: 'an anonymous route',
    action: 'route:open',
    resource: { kind: 'route', access: 'anonymous' },
    expected: { anonymous: null, customer: null, staff: null, admin: null },
  },
  {
    case: 'a login-only route',
    action: 'route:open',
    resource: { kind: 'route', access: 'user' },
    expected: { anonymous: 'signIn', customer: null, staff: null, admin: null },
  },
  {
    case: 'a settings route',
    action: 'route:open',
    resource: { kind: 'route', access: PERMISSIONS.settings },
    expected: { anonymous: 'signIn', customer: 'forbidden', staff: null, admin: null },
  },
  {
    case: 'a security route',
    action: 'route:open',
    resource: { kind: 'route', access: PERMISSIONS.security },
    expected: { anonymous: 'signIn', customer: 'forbidden', staff: 'forbidden', admin: null },
  },
  // Spec 02 §6: a project is its customer's; analysis-data staff see and work on every one; others get a 404.
  {
    case: 'viewing an own project',
    action: 'project:view',
    resource: ownProject,
    expected: { anonymous: 'signIn', customer: null, staff: null, admin: null },
  },
  {
    case: "viewing another customer's project",
    action: 'project:view',
    resource: othersProject,
    expected: { anonymous: 'signIn', customer: 'notFound', staff: null, admin: null },
  },
  {
    case: 'editing an own live project',
    action: 'project:edit',
    resource: ownProject,
    expected: { anonymous: 'signIn', customer: null, staff: null, admin: null },
  },
  {
    case: "editing another customer's project",
    action: 'project:edit',
    resource: othersProject,
    expected: { anonymous: 'signIn', customer: 'notFound', staff: null, admin: null },
  },
  // Spec 02 §9: demos, expired projects and those within a week of expiry are view-only.
  {
    case: 'editing an own demo',
    action: 'project:edit',
    resource: ownDemo,
    expected: { anonymous: 'signIn', customer: 'forbidden', staff: 'forbidden', admin: 'forbidden' },
  },
  {
    case: 'editing an own expired project',
    action: 'project:edit',
    resource: ownExpired,
    expected: { anonymous: 'signIn', customer: 'forbidden', staff: 'forbidden', admin: 'forbidden' },
  },
  {
    case: 'editing an own project about to expire',
    action: 'project:edit',
    resource: ownExpiring,
    expected: { anonymous: 'signIn', customer: 'forbidden', staff: 'forbidden', admin: 'forbidden' },
  },
  // Spec 03 §6: a demo's owner explores the tooling (solutions, names, filters, QC rules) on it.
  {
    case: 'changing the tooling of an own demo',
    action: 'project:editTooling',
    resource: ownDemo,
    expected: { anonymous: 'signIn', customer: null, staff: null, admin: null },
  },
  {
    case: 'changing the tooling of an own expired project',
    action: 'project:editTooling',
    resource: ownExpired,
    expected: { anonymous: 'signIn', customer: 'forbidden', staff: 'forbidden', admin: 'forbidden' },
  },
  {
    case: "changing the tooling of another customer's demo",
    action: 'project:editTooling',
    resource: project({ customerId: OTHER_CUSTOMER, isDemo: true }),
    expected: { anonymous: 'signIn', customer: 'notFound', staff: null, admin: null },
  },
  {
    case: 'deleting an own demo',
    action: 'project:deleteDemo',
    resource: ownDemo,
    expected: { anonymous: 'signIn', customer: null, staff: 'notFound', admin: 'notFound' },
  },
  {
    case: 'deleting an own project that is not a demo',
    action: 'project:deleteDemo',
    resource: ownProject,
    expected: { anonymous: 'signIn', customer: 'notFound', staff: 'notFound', admin: 'notFound' },
  },
  {
    case: "reusing an own project's dataset in a tool",
    action: 'project:reuseDataset',
    resource: ownProject,
    expected: { anonymous: 'signIn', customer: null, staff: 'notFound', admin: 'notFound' },
  },
  {
    case: "reusing another customer's dataset",
    action: 'project:reuseDataset',
    resource: othersProject,
    expected: { anonymous: 'signIn', customer: 'notFound', staff: 'notFound', admin: 'notFound' },
  },
  {
    case: "creating a dataset for a customer's order",
    action: 'project:createForCustomer',
    resource: null,
    expected: { anonymous: 'signIn', customer: 'forbidden', staff: null, admin: null },
  },
  // Tool runs: the owner and those it is shared with; tool-data staff every run, analysis staff a project's.
  {
    case: 'viewing an own tool run',
    action: 'task:view',
    resource: task(),
    expected: { anonymous: 'signIn', customer: null, staff: null, admin: null },
  },
  {
    case: "viewing another account's tool run",
    action: 'task:view',
    resource: task({ ownerId: OTHER_CUSTOMER }),
    expected: { anonymous: 'signIn', customer: 'notFound', staff: null, admin: null },
  },
  {
    case: 'viewing a tool run shared with the customer',
    action: 'task:view',
    resource: task({ ownerId: OTHER_CUSTOMER, sharedWith: [CUSTOMER] }),
    expected: { anonymous: 'signIn', customer: null, staff: null, admin: null },
  },
  {
    case: 'viewing a run of a deleted account',
    action: 'task:view',
    resource: task({ ownerId: null }),
    expected: { anonymous: 'signIn', customer: 'notFound', staff: null, admin: null },
  },
  {
    case: 're-running an own tool run',
    action: 'task:rerun',
    resource: task(),
    expected: { anonymous: 'signIn', customer: null, staff: 'notFound', admin: 'notFound' },
  },
  {
    case: 'deleting an own run inside an analysis project',
    action: 'task:delete',
    resource: task({ inProject: true }),
    expected: { anonymous: 'signIn', customer: 'notFound', staff: 'notFound', admin: 'notFound' },
  },
  {
    case: 'deleting a tool run shared with the customer',
    action: 'task:delete',
    resource: task({ ownerId: OTHER_CUSTOMER, sharedWith: [CUSTOMER] }),
    expected: { anonymous: 'signIn', customer: 'notFound', staff: 'notFound', admin: 'notFound' },
  },
  // Spec 01 §1, §4, §6: published tools for everyone, internal-test ones for internal accounts, all for settings staff.
  {
    case: 'seeing a published tool',
    action: 'tool:view',
    resource: { kind: 'tool', publishStatus: TOOL_PUBLISH_STATUS.published },
    expected: { anonymous: null, customer: null, staff: null, admin: null },
  },
  {
    case: 'seeing an unpublished tool',
    action: 'tool:view',
    resource: { kind: 'tool', publishStatus: TOOL_PUBLISH_STATUS.unpublished },
    expected: { anonymous: 'notFound', customer: 'notFound', staff: null, admin: null },
  },
  {
    case: 'checking in for points',
    action: 'points:checkIn',
    resource: null,
    expected: { anonymous: 'signIn', customer: null, staff: null, admin: null },
  },
  {
    case: 'buying a course or a workflow with points',
    action: 'points:purchase',
    resource: null,
    expected: { anonymous: 'signIn', customer: null, staff: null, admin: null },
  },
  {
    case: 'changing a favourite',
    action: 'favourite:change',
    resource: null,
    expected: { anonymous: 'signIn', customer: null, staff: null, admin: null },
  },
]

describe('the access policy', () => {
  for (const row of table) {
    it(`answers ${row.case} for each account`, () => {
      const answers = Object.fromEntries(
        Object.entries(actors).map(([name, actor]) => [name, refusal(actor, row.action, row.resource as never)]),
      )
      expect(answers).toEqual(row.expected)
    })
  }

  it('shows internal-test tools to internal accounts only', () => {
    const internalTest = { kind: 'tool', publishStatus: TOOL_PUBLISH_STATUS.internalTest } as const
    expect(refusal({ id: 5, permissions: [], isInternal: true }, 'tool:view', internalTest)).toBeNull()
    expect(refusal({ id: 6, permissions: [], isInternal: false }, 'tool:view', internalTest)).toBe('notFound')
    expect(refusal(null, 'tool:view', internalTest)).toBe('notFound')
  })

  it("lets tool-data staff open any customer's task, even a deleted account's, but not re-run or delete it", () => {
    const toolStaff = { id: 7, permissions: [PERMISSIONS.toolsProjectsData] }
    for (const resource of [task({ ownerId: OTHER_CUSTOMER }), task({ ownerId: null }), task({ inProject: true })]) {
      expect(refusal(toolStaff, 'task:view', resource)).toBeNull()
      expect(refusal(toolStaff, 'task:rerun', resource)).toBe('notFound')
      expect(refusal(toolStaff, 'task:delete', resource)).toBe('notFound')
    }
    expect(refusal({ id: 8, permissions: [PERMISSIONS.projectsData] }, 'task:view', task())).toBe('notFound')
  })

  it('lets analysis-data staff open every project but tool-data staff only their own', () => {
    const toolStaff = { id: 7, permissions: [PERMISSIONS.toolsProjectsData] }
    const analysisStaff = { id: 8, permissions: [PERMISSIONS.analysisProjectsData] }
    expect(refusal(toolStaff, 'project:view', othersProject)).toBe('notFound')
    expect(refusal(analysisStaff, 'project:view', othersProject)).toBeNull()
    // Analysis staff see a project's runs, not other tool runs.
    expect(refusal(analysisStaff, 'task:view', task({ ownerId: OTHER_CUSTOMER, inProject: true }))).toBeNull()
    expect(refusal(analysisStaff, 'task:view', task({ ownerId: OTHER_CUSTOMER }))).toBe('notFound')
  })
})
