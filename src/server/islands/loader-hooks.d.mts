// Types of what loader-hooks.mjs exports to TypeScript modules (the hooks themselves are Node's to call).
export declare const clientDirective: RegExp;
