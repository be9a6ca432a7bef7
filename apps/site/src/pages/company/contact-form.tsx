import { Button, Form, TextField } from "@jute/ui";
import { useId, type FormEvent } from "react";
import type { ContactForm as ContactFormContent } from "../../content/types";

/**
 * The contact form, laid out and labelled as the original has it (Name, Email, Subject,
 * Message, Send, no required fields). SENDING IS NOT CONNECTED YET: the contact call arrives
 * with a later issue, which gives this form its submit handler. Until then a submit stays on
 * the page (it must not reload it or put the message into the URL as a GET form would).
 */
export function ContactForm({ form }: { form: ContactFormContent }) {
  const messageId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
  };
  return (
    <section aria-labelledby="contact-form-heading" className="contact-form">
      <h2 id="contact-form-heading">{form.heading}</h2>
      <Form onSubmit={onSubmit} className="form">
        <TextField name="name" label={form.nameLabel} autoComplete="name" />
        <TextField name="email" type="email" label={form.emailLabel} autoComplete="email" />
        <TextField name="subject" label={form.subjectLabel} />
        {/* @jute/ui has no multi-line field yet: a native textarea styled like its fields. */}
        <div className="jute-field form-field">
          <label htmlFor={messageId} className="jute-field__label">
            {form.messageLabel}
          </label>
          <textarea id={messageId} name="message" rows={6} className="jute-field__input form-textarea" />
        </div>
        <div>
          <Button type="submit" variant="primary">
            {form.submitLabel}
          </Button>
        </div>
        <p className="form-note">{form.note}</p>
      </Form>
    </section>
  );
}
