// Modules served by vite-plugins/text-parts-plugin.ts: one part of a dictionary (see src/i18n/text-parts.ts).
declare module '*/en.ts?texts=first' {
  export const en: Partial<import('./en').Dictionary>;
}
declare module '*/en.ts?texts=rest' {
  export const en: Partial<import('./en').Dictionary>;
}
declare module '*/cs.ts?texts=first' {
  export const cs: Partial<import('./en').Dictionary>;
}
declare module '*/cs.ts?texts=rest' {
  export const cs: Partial<import('./en').Dictionary>;
}
