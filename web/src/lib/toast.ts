import type * as Sonner from 'sonner';
import type { ExternalToast, Toaster } from 'sonner';

type ToastKind = 'success' | 'error' | 'info' | 'warning';
type QueuedToast = { kind: ToastKind; message: string; options?: ExternalToast };
type SonnerModule = typeof Sonner;
type ToasterComponent = typeof Toaster;

/** Toast options (sonner's), e.g. `{ id }` to replace an earlier toast with the same id. */
export type ToastOptions = ExternalToast;

let sonner: SonnerModule | null = null;
let loading: Promise<SonnerModule> | null = null;
let isToasterMounted = false;
const queue: QueuedToast[] = [];
const readyListeners = new Set<(component: ToasterComponent) => void>();

/**
 * Downloads the toast library. It stays out of the first page load (every KB counts on a slow
 * network): the toast host calls this once the page is idle, and a toast raised earlier waits for it.
 */
export function loadToaster(): Promise<SonnerModule> {
  if (!loading) {
    loading = import('sonner').then((module) => {
      sonner = module;
      readyListeners.forEach((listener) => listener(module.Toaster));
      return module;
    });
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** The toast host subscribes here to mount sonner's Toaster once it is downloaded. */
export function onToasterReady(listener: (component: ToasterComponent) => void): () => void {
  if (sonner) listener(sonner.Toaster);
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

/** The toast host reports when its Toaster is mounted; toasts queued until then are shown. */
export function setToasterMounted(isMounted: boolean): void {
  isToasterMounted = isMounted;
  if (!isMounted || !sonner) return;

  for (const { kind, message, options } of queue.splice(0)) sonner.toast[kind](message, options);
}

function show(kind: ToastKind, message: string, options?: ExternalToast): void {
  if (sonner && isToasterMounted) {
    sonner.toast[kind](message, options);
    return;
  }

  queue.push({ kind, message, options });
  void loadToaster().catch(() => undefined);
}

/**
 * Takes back the error toasts on screen. A sign-in that succeeds after a wrong password must not carry
 * "Invalid email or password" onto the page it opens (docs/product.md §8).
 */
export function dismissErrorToasts(): void {
  for (const shown of sonner?.toast.getToasts() ?? [])
    if ('type' in shown && shown.type === 'error') sonner?.toast.dismiss(shown.id);
}

/** The one way to show a toast: the success messages of docs/product.md §8 and the API client's error toasts. */
export const notify = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
};
