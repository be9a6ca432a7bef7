import { useEffect, useRef, type RefObject } from "react";

/** What public/boot.js keeps for a prerendered form until React owns it. */
interface EarlyInput {
  /** The last value typed in each field, by the field's id. */
  values: Record<string, string>;
  /** The ids of forms whose submit was pressed before they were ready. */
  submit: string[];
}

declare global {
  interface Window {
    __juteEarlyInput?: EarlyInput;
  }
}

/** The element's own value setter: React's tracker then sees the change as a person's. */
const setValue = (field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(field, value);

/**
 * Puts back into the form's fields what was typed before React owned them (hydration renders
 * them with the values they were built with), as if typed again: through the element's own
 * value setter and an input or change event, so each field's state (and its onChange) follows.
 * Returns whether anything was put back.
 */
export function adoptEarlyInput(form: HTMLFormElement, early: EarlyInput): boolean {
  let adopted = false;
  for (const field of Array.from(form.elements)) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) continue;
    const typed = field.id ? early.values[field.id] : undefined;
    if (typed === undefined || field.value === typed) continue;
    setValue(field, typed);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
    adopted = true;
  }
  return adopted;
}

/**
 * For a form rendered at build time (contact): spread the returned props on the form. Until
 * the form is hydrated, public/boot.js keeps what is typed in it and holds a press of its
 * submit button; once React owns the form, this puts the typed values back and carries the
 * press out (a real submit, through the form's own onSubmit). Nothing typed is lost and the
 * first press is never a silent nothing. Needs an `id` on the form and on each field.
 */
export function useEarlyInput(id: string): { id: string; ref: RefObject<HTMLFormElement | null>; "data-early-form": "" } {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    let submitting = 0;
    // Outside the commit that hydrated the form: an input event sent during it is answered
    // by React putting the rendered value back. Until then boot.js keeps recording.
    const adopting = window.setTimeout(() => {
      const early = window.__juteEarlyInput;
      if (early) {
        adoptEarlyInput(form, early);
        // Adopted once: a later visit to the form starts empty.
        for (const field of Array.from(form.elements)) if (field.id) delete early.values[field.id];
      }
      form.setAttribute("data-early-ready", "");
      if (!early?.submit.includes(id)) return;
      early.submit = early.submit.filter((pending) => pending !== id);
      // After the fields' own updates from the adoption have rendered.
      submitting = window.setTimeout(() => form.requestSubmit(), 0);
    }, 0);
    return () => {
      window.clearTimeout(adopting);
      window.clearTimeout(submitting);
    };
  }, [id]);
  return { id, ref, "data-early-form": "" };
}
