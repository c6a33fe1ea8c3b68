/**
 * Makes the schemas validate without compiling code. Zod otherwise probes whether it may use
 * `new Function`; a page whose content security policy forbids eval reports that probe as a
 * violation. The browser calls this once at start; the server keeps the faster compiled path.
 *
 * Zod keeps its configuration on `globalThis.__zod_globalConfig` and reads it lazily, so setting
 * `jitless` there is what `config({ jitless: true })` does, without pulling zod's core into the
 * home page's JavaScript (3.9 KB gzip) just to set one flag. The CSP browser journey proves it.
 */
export function validateWithoutEval(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
