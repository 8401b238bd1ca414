import { useSyncExternalStore } from 'react';

/** Decision 008: only one toast is visible at a time; a dismissed toast is removed after this delay. */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A way on from the message, e.g. "Sign in" where an account is needed (decision 040). */
  action?: { label: string; onSelect: () => void };
  /** A second, quieter way on beside the first, e.g. "Sign in" beside "View cart" for a guest. */
  secondaryAction?: { label: string; onSelect: () => void };
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string): void {
  emit(
    toasts.map((item) => {
      if (id !== undefined && item.id !== id) return item;
      scheduleRemoval(item.id);
      return { ...item, open: false };
    }),
  );
}

/** Shows a toast from anywhere (components, hooks, plain functions); the newest replaces the previous one. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** A failed action: the destructive toast every form and button shows, in the words given. */
export function toastError(title: string, description: string): { id: string; dismiss: () => void } {
  return toast({ title, description, variant: 'destructive' });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
