// jsdom ships no types and @types/jsdom follows other majors; the site check (src/modules/seo/site-check.ts) uses this much.
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
