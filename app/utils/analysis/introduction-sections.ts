/**
 * The introduction page's sections (spec 02 §2.3), in tab order. Staff write each one as
 * `<section data-tab="product">…</section>` in the workflow's rich text; the video section stays
 * hidden, as the spec has it.
 */
export const INTRODUCTION_SECTIONS = ['product', 'workflow', 'results'] as const
export type IntroductionSection = (typeof INTRODUCTION_SECTIONS)[number]
