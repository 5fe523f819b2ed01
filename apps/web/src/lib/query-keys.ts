/**
 * Every TanStack Query key of the app in one place. A feature's queries and the mutations of
 * other features that change the same data (joining a hearth changes whose meals show) meet
 * here, so no feature reaches into another's cache with a literal.
 */
export const queryKeys = {
  session: ['session'] as const,
  dishes: {
    all: ['dishes'] as const,
    list: () => ['dishes', 'list'] as const,
    firstPage: () => ['dishes', 'first-page'] as const,
    detail: (id: number) => ['dishes', 'detail', id] as const,
    /** Every cached hearth cookbook (the dishes shared into a hearth). */
    cookbooks: ['dishes', 'cookbook'] as const,
    cookbook: (hearthId: number) => ['dishes', 'cookbook', hearthId] as const,
    /** Dishes saved from one web address: the import screen's check for a page saved before. */
    fromSource: (sourceUrl: string) => ['dishes', 'from-source', sourceUrl] as const,
  },
  shareLinks: {
    ofDish: (dishId: number) => ['share-links', dishId] as const,
  },
  imports: {
    job: (id: number) => ['imports', 'job', id] as const,
  },
  meals: {
    all: ['meals'] as const,
    /** Every cached four weeks of a timeline: the cook's own (hearthId null) and each hearth's. */
    windows: ['meals', 'window'] as const,
    window: (hearthId: number | null, start: string) => ['meals', 'window', { hearthId, start }] as const,
    /** Every cached timeline outline (first and last day, days with meals). */
    outlines: ['meals', 'days'] as const,
    days: (hearthId: number | null) => ['meals', 'days', { hearthId }] as const,
    /** Lists to review before shopping, built from meals: stale whenever a meal changes. */
    shoppingLists: ['meals', 'shopping-list'] as const,
    shoppingList: (range: object) => ['meals', 'shopping-list', range] as const,
    /** How often each dish was cooked ("Last cooked", "Cooked 3 times"), counted from meals. */
    cookedHistories: ['meals', 'cooked'] as const,
    cookedHistory: (dishId: number) => ['meals', 'cooked', dishId] as const,
  },
  hearths: {
    all: ['hearths'] as const,
    list: () => ['hearths', 'list'] as const,
    detail: (id: number) => ['hearths', 'detail', id] as const,
    invites: (id: number) => ['hearths', id, 'invites'] as const,
    invite: (token: string, userId: string | null) => ['invites', token, userId] as const,
  },
  /** The shopping lists that live in the store: the index of the cook's lists, and each list. */
  shoppingLists: {
    all: ['shopping-lists'] as const,
    index: () => ['shopping-lists', 'index'] as const,
    details: ['shopping-lists', 'detail'] as const,
    detail: (id: number) => ['shopping-lists', 'detail', id] as const,
    pantryStaples: () => ['shopping-lists', 'pantry-staples'] as const,
  },
  /** A pantry (the cook's own, null, or a hearth's) and what can be cooked from it. */
  pantry: {
    all: ['pantry'] as const,
    items: (hearthId: number | null) => ['pantry', 'items', hearthId] as const,
    cookable: (hearthId: number | null, maxMinutes: number | null) => ['pantry', 'cookable', hearthId, maxMinutes] as const,
  },
  /** Fill my week's rules: the cook's own (null) or a hearth's. */
  planner: {
    rules: (hearthId: number | null) => ['planner', 'rules', hearthId] as const,
  },
  connectedServices: ['config', 'services'] as const,
  /** Which doors the sign-in and register screens show (password, Google, single sign-on) and who may sign up. */
  signInOptions: ['config', 'sign-in-options'] as const,
  /** The admin screen: every account, the server's settings, sign-up invitation links. */
  admin: {
    accounts: ['admin', 'accounts'] as const,
    settings: ['admin', 'settings'] as const,
    invitations: ['admin', 'invitations'] as const,
  },
  /** The cook's private calendar addresses (Settings > Calendar). */
  calendarFeeds: ['calendar', 'feeds'] as const,
};
