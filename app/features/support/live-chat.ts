/**
 * Live Chat on the support page opens the on-page assistant by clicking the chat widget's own
 * button (spec §2): the widget loads on demand, so a missing button gets one more look after a
 * second before the visitor is told where to find it.
 */

/** The chat widget's launcher button carries this attribute. */
export const CHAT_LAUNCHER_SELECTOR = "[data-chat-launcher]";

/** Wait before the second look for the launcher, in ms (spec §9: 1 second). */
export const LIVE_CHAT_RETRY_MS = 1000;

interface Clickable {
  click(): void;
}

export interface OpenLiveChatOptions {
  /** Called when the launcher is still missing after the retry. */
  onUnavailable: () => void;
  /** Finds the launcher; by default in the document. */
  findLauncher?: () => Clickable | null;
  retryMs?: number;
}

const findInDocument = () =>
  document.querySelector<HTMLElement>(CHAT_LAUNCHER_SELECTOR);

/**
 * Clicks the chat launcher now if it is there, else once more after `retryMs`, else calls
 * `onUnavailable`. Returns a function that cancels a pending retry (on unmount).
 */
export function openLiveChat({
  onUnavailable,
  findLauncher = findInDocument,
  retryMs = LIVE_CHAT_RETRY_MS,
}: OpenLiveChatOptions): () => void {
  const tryToOpen = () => {
    const launcher = findLauncher();
    launcher?.click();
    return launcher !== null;
  };
  if (tryToOpen()) return () => {};
  const timer = setTimeout(() => {
    if (!tryToOpen()) onUnavailable();
  }, retryMs);
  return () => clearTimeout(timer);
}
