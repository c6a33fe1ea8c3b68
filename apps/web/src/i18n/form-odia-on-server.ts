// The prerender renders the Odia login and signup pages synchronously, so on the server the forms'
// Odia is simply there. The browser build swaps this module for form-odia-on-server.client.ts
// (vite.config.ts), which holds nothing: an Odia page fetches it (form-translator.ts).
export { sayInOdia as formOdiaAtHand } from './form-odia';
