import { config } from 'zod';

/**
 * Makes the schemas validate without compiling code. Zod otherwise probes whether it may use
 * `new Function`; a page whose content security policy forbids eval reports that probe as a
 * violation. The browser calls this once at start; the server keeps the faster compiled path.
 */
export function validateWithoutEval(): void {
  config({ jitless: true });
}
