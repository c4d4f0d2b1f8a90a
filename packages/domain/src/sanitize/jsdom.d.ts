// The part of jsdom (which ships no types) that the sanitiser and its tests use.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
