/**
 * Build step, run on every built page after `forFirstPaint` (react-router.config.ts): a tap on a
 * button that needs the app (the header's menu, Login, Create Account) before the page's scripts
 * have started is held, shown as heard, and replayed once the app is live (issue 25 point 10,
 * decision 144).
 *
 * The pages are prerendered and their scripts start after the first paint (decision 64), so on a
 * slow phone a button looks ready seconds before React listens to it. Actions that can be plain
 * HTML are (Subscribe and the 3 day Trial are a form the confirm page reads, the profile link is a
 * link); a button marked `data-early-tap` cannot, so this script, inline in the `<head>` and
 * therefore running before any tap, catches its click in the capture phase, marks it
 * `data-early-waiting` and `aria-busy` (the stylesheet draws a spinner), and clicks it again when
 * the app marks the page hydrated (`<html data-hydrated="true">`, set by the root route once
 * every route module has hydrated). A second tap on a waiting button is not queued twice; a
 * submit button's click is held, so a form never posts its fields before the app can read them.
 * It is a few hundred bytes in the HTML, no JavaScript file, and the server's CSP allows it by
 * hash like the other inline scripts (decision 41).
 */
export const EARLY_TAPS_SCRIPT = `(() => {
const root = document.documentElement;
const live = () => root.dataset.hydrated === "true";
const held = [];
const hold = (event) => {
  if (live()) return;
  const button = event.target instanceof Element ? event.target.closest("[data-early-tap]") : null;
  if (!button || button.disabled) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (held.includes(button)) return;
  held.push(button);
  button.setAttribute("data-early-waiting", "");
  button.setAttribute("aria-busy", "true");
};
document.addEventListener("click", hold, true);
new MutationObserver((records, observer) => {
  if (!live()) return;
  observer.disconnect();
  document.removeEventListener("click", hold, true);
  for (const button of held) {
    button.removeAttribute("data-early-waiting");
    button.removeAttribute("aria-busy");
    if (button.isConnected) button.click();
  }
}).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
})();`;

/** The page with the early-tap script at the end of its `<head>`; unchanged without one. */
export function withEarlyTaps(html: string): string {
  if (!html.includes('</head>') || html.includes(EARLY_TAPS_SCRIPT)) return html;
  return html.replace('</head>', () => `<script>${EARLY_TAPS_SCRIPT}</script></head>`);
}
