/** Resource kind: plain strings merged over the bundled translations, or rich text (tutorials, introductions). */
export const RESOURCE_KIND = { string: 0, richText: 1 } as const
