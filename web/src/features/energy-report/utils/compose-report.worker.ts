/**
 * The report worker (decision 035, "Speed and size"): the engine runs here, off the page's main
 * thread, so a what-if recompute never holds a tap or a keystroke. Its memory keeps each site's
 * simulated years between questions, as the page's would.
 */
import { composeReply, type ComposeRequest } from './compose-report-reply';

globalThis.addEventListener('message', (event: MessageEvent<ComposeRequest>) => {
  globalThis.postMessage(composeReply(event.data));
});
