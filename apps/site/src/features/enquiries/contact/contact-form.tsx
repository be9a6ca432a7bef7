import { CONTACT_FORM_PATH, CONTACT_SENT_ANCHOR, CONTACT_SENT_PARAM, ENQUIRY_REFERENCE_PATTERN, HONEYPOT_FIELD, contactFieldKeys, contactFields, type ContactField, type ContactFieldDef } from "@jute/api/contract";
import { Form, TextArea, TextField, type FormErrorItem } from "@jute/ui";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { contactCopy } from "../enquiries.copy";
import type { ContactForm as ContactFormContent } from "../../../shared/content/types";
import { BusyButton } from "../../../shared/call-states/busy-button";
import type { ContactFlow } from "./contact-flow";
import type { contactMachine } from "./contact.machine";
import { initialContactView, type ContactView } from "./contact-view";
import { useEarlyInput } from "../../../shared/hydration/use-early-input";
import { stateTitle, useDocumentTitle } from "../../../shared/document/use-document-title";

/** A field's element id (the error summary links to it). */
const fieldId = (field: ContactField) => `contact-${field}`;

/** One field of the contract's contact form, as its rule wants it typed. */
function ContactInputField({ field }: { field: ContactField }) {
  const { label, rule, autoComplete }: ContactFieldDef = contactFields[field];
  if (rule.kind === "paragraphs") return <TextArea id={fieldId(field)} name={field} label={label} />;
  return <TextField id={fieldId(field)} name={field} type={rule.kind === "email" ? "email" : undefined} label={label} autoComplete={autoComplete} />;
}

/** The contact flow (XState and the API client) loads on first use: /contact-us is a page of copy. */
const loadFlow = () => import("./contact-flow");

/**
 * The reference a form posted without its script came back with (the server answers it 303
 * to /contact-us?sent=E-2026-000123#contact-sent), when it is one; null otherwise.
 */
export function sentReference(search: string): string | null {
  const reference = new URLSearchParams(search).get(CONTACT_SENT_PARAM);
  return reference !== null && ENQUIRY_REFERENCE_PATTERN.test(reference) ? reference : null;
}

/**
 * The contact form, laid out and labelled as the original has it (Name, Email, Subject,
 * Message, Send): its fields and labels are the contract's (`contactFields`), in their order.
 * It runs the contact flow (flows/contact): checked in the browser, sent to the mill, and
 * replaced by a confirmation with the reference, which takes focus and is announced. A hidden
 * honeypot field catches robots.
 *
 * Without its script (Send pressed before it arrived on a slow link, or none at all) the
 * form posts itself to the server (method post, action /contact-us: the same call as the
 * API's), which answers with this page again: `?sent=<reference>#contact-sent`. The notice
 * `#contact-sent` shows by CSS alone while it is the target; once the script runs, the page
 * shows the sent confirmation with the reference instead and drops the query from the address.
 */
export function ContactForm({
  form,
  machine,
}: {
  form: ContactFormContent;
  /** Another contact machine (Storybook's driven story: fake network); the flow's own by default. */
  machine?: typeof contactMachine;
}) {
  const [view, setView] = useState<ContactView>(initialContactView);
  const flow = useRef<Promise<ContactFlow> | null>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  // Prerendered: what is typed, and a Send pressed, before hydration are kept and carried out.
  const early = useEarlyInput("contact-form");

  const startFlow = () => (flow.current ??= loadFlow().then(({ startContactFlow }) => startContactFlow(setView, machine)));
  useEffect(
    () => () => {
      void flow.current?.then((running) => running.stop());
    },
    [],
  );
  useEffect(() => {
    if (view.state === "sent") confirmation.current?.focus();
  }, [view.state]);
  // Sent by the browser itself before the script ran: say so as a sent form does.
  useEffect(() => {
    const reference = sentReference(window.location.search);
    if (reference === null) return;
    setView({ ...initialContactView, state: "sent", reference });
    window.history.replaceState(window.history.state, "", window.location.pathname);
  }, []);

  const busy = view.state === "submitting";
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const value = (key: string) => String(data.get(key) ?? "");
    const typed = Object.fromEntries(contactFieldKeys.map((field) => [field, value(field)])) as Record<ContactField, string>;
    const submit = { type: "contact.submit" as const, ...typed, website: value(HONEYPOT_FIELD) };
    void startFlow().then((running) => running.send(submit));
  };

  // The title says the message went ("Message sent | ..."), as the page does.
  useDocumentTitle(view.state === "sent" ? stateTitle(contactCopy.sentTitle) : null);

  const summary: FormErrorItem[] = [
    ...contactFieldKeys.flatMap((field) => {
      const message = view.fieldErrors[field];
      return message ? [{ message, fieldId: fieldId(field) }] : [];
    }),
    ...(view.error ? [{ message: view.error }] : []),
  ];

  return (
    <section aria-labelledby="contact-form-heading" className="contact-form">
      <h2 id="contact-form-heading">{form.heading}</h2>
      <div role="status" className="contact-form__status">
        {view.state === "sent" && view.reference && (
          <>
            <h3 ref={confirmation} tabIndex={-1}>
              {contactCopy.sentHeading}
            </h3>
            <p>{contactCopy.sent(view.reference)}</p>
          </>
        )}
      </div>
      {view.state !== "sent" && (
        // The page the server answers a form posted without the script with: CSS shows it
        // only as the target (#contact-sent); with the script the confirmation above replaces it.
        <div id={CONTACT_SENT_ANCHOR} className="contact-sent" tabIndex={-1}>
          <h3>{contactCopy.sentWithoutScriptHeading}</h3>
          <p>{contactCopy.sentWithoutScript}</p>
        </div>
      )}
      {view.state !== "sent" && (
        // Focus in the form starts loading the flow, so that Send finds it ready.
        <div onFocus={() => void startFlow()}>
        <Form {...early} method="post" action={CONTACT_FORM_PATH} onSubmit={onSubmit} errors={summary} validationErrors={view.fieldErrors} className="form" validation="caller">
          <p className="form-note">{contactCopy.allRequired}</p>
          {contactFieldKeys.map((field) => (
            <ContactInputField key={field} field={field} />
          ))}
          <div className="contact-form__honeypot" aria-hidden="true">
            <label htmlFor="contact-website">{contactCopy.honeypotLabel}</label>
            <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <div>
            <BusyButton busy={busy} busyLabel={contactCopy.busyLabel}>
              {form.submitLabel}
            </BusyButton>
          </div>
          <p className="form-note">{form.note}</p>
        </Form>
        </div>
      )}
    </section>
  );
}
