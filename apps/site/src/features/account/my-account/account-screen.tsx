import "../../../shared/flows/flows.css";
import { Form, Link, LinkButton, PlainButton, TextField, type FormErrorItem } from "@jute/ui";
import { useMachine } from "@xstate/react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { accountCopy } from "../account.copy";
import { BusyButton } from "../../../shared/call-states/busy-button";
import { OutcomePanel } from "../../../shared/call-states/outcome-panel";
import { accountMachine, type AccountField, type AccountForm } from "./account.machine";

const copy = accountCopy.account;

const FIELD_IDS: Record<AccountField, string> = {
  name: "account-name",
  company: "account-company",
  country: "account-country",
  newEmail: "account-new-email",
  emailPassword: "account-email-password",
  currentPassword: "account-current-password",
  password: "account-new-password",
  confirm: "account-confirm-password",
  email: "account-delete-email",
};

/** The input names of each field (FormData and react-aria's validationErrors use them). */
const FIELD_NAMES: Record<AccountField, string> = {
  name: "name",
  company: "company",
  country: "country",
  newEmail: "newEmail",
  emailPassword: "emailPassword",
  currentPassword: "currentPassword",
  password: "password",
  confirm: "confirm",
  email: "email",
};

const FORM_FIELDS: Record<AccountForm, AccountField[]> = {
  rename: ["name"],
  details: ["company", "country"],
  email: ["newEmail", "emailPassword"],
  password: ["currentPassword", "password", "confirm"],
  everywhere: [],
  delete: ["email"],
  download: [],
};

/** My Account: details, rename, change password, log out everywhere, delete. */
export function AccountScreen({ machine = accountMachine }: { machine?: typeof accountMachine }) {
  const [snapshot, send] = useMachine(machine);
  const { member, notice, fieldErrors, error } = snapshot.context;
  // A new form (empty fields) after each password change.
  const [passwordForm, setPasswordForm] = useState(0);
  useEffect(() => {
    if (notice?.form === "password") setPasswordForm((count) => count + 1);
  }, [notice]);
  // The rebuilt form drops the focus its Change password button had: give it to the message
  // that says what happened (once the new form is in place).
  const passwordNotice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice?.form === "password") passwordNotice.current?.focus();
  }, [notice, passwordForm]);

  if (snapshot.matches("loading")) {
    return (
      <p className="page-loading page-loading--part" role="status">
        {copy.loading}
      </p>
    );
  }
  if (snapshot.matches("signedOut")) {
    return (
      <OutcomePanel title={copy.signedOutTitle} takeFocus={false}>
        <p>{copy.signedOut}</p>
        <p>
          <LinkButton href="/login">{copy.logIn}</LinkButton>
        </p>
      </OutcomePanel>
    );
  }
  if (snapshot.matches("loggedOutEverywhere") || snapshot.matches("deleted")) {
    return (
      <OutcomePanel title={snapshot.matches("deleted") ? copy.deletedTitle : copy.endedTitle}>
        <p>{notice?.msg}</p>
        <p>
          <Link href="/login">{copy.logIn}</Link>
        </p>
      </OutcomePanel>
    );
  }
  if (snapshot.matches("failed") || !member) {
    return (
      <div className="account-outcome" role="alert">
        <p>{error?.msg ? `${copy.loadFailed} ${error.msg}` : copy.loadFailed}</p>
        <PlainButton onClick={() => send({ type: "account.retry" })}>{copy.retry}</PlainButton>
      </div>
    );
  }

  const busyIn = (state: "renaming" | "savingDetails" | "changingEmail" | "changingPassword" | "loggingOutEverywhere" | "deleting" | "downloading") => snapshot.matches(state);
  const idle = snapshot.matches("ready");

  /** Field errors and the form's own error, for the summary at the top of `form`. */
  const summaryOf = (form: AccountForm): FormErrorItem[] => [
    ...FORM_FIELDS[form].flatMap((field) => {
      const text = fieldErrors[field];
      return text ? [{ message: text, fieldId: FIELD_IDS[field] }] : [];
    }),
    ...(error && error.form === form ? [{ message: error.msg }] : []),
  ];
  const validationOf = (form: AccountForm) =>
    Object.fromEntries(FORM_FIELDS[form].flatMap((field) => (fieldErrors[field] ? [[FIELD_NAMES[field], fieldErrors[field]]] : [])));

  const submit = (handler: (data: FormData) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!idle) return;
    handler(new FormData(event.currentTarget));
  };
  const text = (data: FormData, field: AccountField) => String(data.get(FIELD_NAMES[field]) ?? "");
  const edited = (field: AccountField) => () => {
    if (fieldErrors[field]) send({ type: "account.edit", field });
  };

  /** The confirmation of `form`'s last action: a polite status region that is always there. */
  const confirmation = (form: AccountForm) => (
    <p role="status" className="account-notice" tabIndex={-1} ref={form === "password" ? passwordNotice : undefined}>
      {notice?.form === form ? notice.msg : ""}
    </p>
  );

  return (
    <div className="account-sections">
      <Section title={copy.detailsTitle}>
        <dl className="account-details">
          <dt>{copy.nameLabel}</dt>
          <dd>{member.name}</dd>
          <dt>{copy.emailLabel}</dt>
          <dd>{member.email}</dd>
          {member.company ? (
            <>
              <dt>{copy.companyLabel}</dt>
              <dd>{member.company}</dd>
            </>
          ) : null}
          {member.country ? (
            <>
              <dt>{copy.countryLabel}</dt>
              <dd>{member.country}</dd>
            </>
          ) : null}
        </dl>
      </Section>

      <Section title={copy.renameTitle}>
        <Form
          className="account-form"
          onSubmit={submit((data) => send({ type: "account.rename", name: text(data, "name") }))}
          errors={summaryOf("rename")}
          validationErrors={validationOf("rename")}
        >
          <TextField id={FIELD_IDS.name} name={FIELD_NAMES.name} label={copy.newName} defaultValue={member.name} autoComplete="name" isRequired missingMessage={accountCopy.missing.name} onChange={edited("name")} />
          <BusyButton busy={busyIn("renaming")} busyLabel={copy.renaming}>
            {copy.rename}
          </BusyButton>
        </Form>
        {confirmation("rename")}
      </Section>

      <Section title={copy.companyTitle}>
        <p>{copy.companyHelp}</p>
        <Form
          className="account-form"
          onSubmit={submit((data) => send({ type: "account.details", company: text(data, "company"), country: text(data, "country") }))}
          errors={summaryOf("details")}
          validationErrors={validationOf("details")}
        >
          <TextField id={FIELD_IDS.company} name={FIELD_NAMES.company} label={copy.companyLabel} defaultValue={member.company ?? ""} autoComplete="organization" onChange={edited("company")} />
          <TextField id={FIELD_IDS.country} name={FIELD_NAMES.country} label={copy.countryLabel} defaultValue={member.country ?? ""} autoComplete="country-name" onChange={edited("country")} />
          <BusyButton busy={busyIn("savingDetails")} busyLabel={copy.renaming}>
            {copy.saveCompany}
          </BusyButton>
        </Form>
        {confirmation("details")}
      </Section>

      <Section title={copy.emailTitle}>
        <p>{copy.emailHelp}</p>
        <Form
          className="account-form"
          onSubmit={submit((data) => send({ type: "account.email", email: text(data, "newEmail"), currentPassword: text(data, "emailPassword") }))}
          errors={summaryOf("email")}
          validationErrors={validationOf("email")}
        >
          <TextField
            id={FIELD_IDS.newEmail}
            name={FIELD_NAMES.newEmail}
            type="email"
            label={copy.newEmail}
            autoComplete="email"
            isRequired
            missingMessage={accountCopy.missing.email}
            invalidMessage={accountCopy.invalidEmail}
            onChange={edited("newEmail")}
          />
          <TextField
            id={FIELD_IDS.emailPassword}
            name={FIELD_NAMES.emailPassword}
            type="password"
            label={copy.emailPassword}
            autoComplete="current-password"
            isRequired
            missingMessage={accountCopy.missing.currentPassword}
            onChange={edited("emailPassword")}
          />
          <BusyButton busy={busyIn("changingEmail")} busyLabel={copy.renaming}>
            {copy.changeEmail}
          </BusyButton>
        </Form>
        {confirmation("email")}
      </Section>

      <Section title={copy.passwordTitle}>
        <p>{copy.passwordHelp}</p>
        <Form
          key={passwordForm}
          className="account-form"
          onSubmit={submit((data) =>
            send({ type: "account.password", currentPassword: text(data, "currentPassword"), password: text(data, "password"), confirm: text(data, "confirm") }),
          )}
          errors={summaryOf("password")}
          validationErrors={validationOf("password")}
        >
          <TextField
            id={FIELD_IDS.currentPassword}
            name={FIELD_NAMES.currentPassword}
            type="password"
            label={copy.currentPassword}
            autoComplete="current-password"
            isRequired
            missingMessage={accountCopy.missing.currentPassword}
            onChange={edited("currentPassword")}
          />
          <TextField
            id={FIELD_IDS.password}
            name={FIELD_NAMES.password}
            type="password"
            label={copy.newPassword}
            description={accountCopy.passwordHelp}
            autoComplete="new-password"
            isRequired
            missingMessage={accountCopy.missing.newPassword}
            onChange={edited("password")}
          />
          <TextField
            id={FIELD_IDS.confirm}
            name={FIELD_NAMES.confirm}
            type="password"
            label={copy.confirmPassword}
            autoComplete="new-password"
            isRequired
            missingMessage={accountCopy.missing.confirm}
            onChange={edited("confirm")}
          />
          <BusyButton busy={busyIn("changingPassword")} busyLabel={copy.changingPassword}>
            {copy.changePassword}
          </BusyButton>
        </Form>
        {confirmation("password")}
      </Section>

      <Section title={copy.everywhereTitle}>
        <p>{copy.everywhereHelp}</p>
        <Form className="account-form" onSubmit={submit(() => send({ type: "account.logoutEverywhere" }))} errors={summaryOf("everywhere")}>
          <BusyButton busy={busyIn("loggingOutEverywhere")} busyLabel={copy.everywhereBusy}>
            {copy.everywhere}
          </BusyButton>
        </Form>
      </Section>

      <Section title={copy.dataTitle}>
        <p>{copy.dataHelp}</p>
        <Form className="account-form" onSubmit={submit(() => send({ type: "account.download" }))} errors={summaryOf("download")}>
          <BusyButton busy={busyIn("downloading")} busyLabel={copy.downloadBusy}>
            {copy.download}
          </BusyButton>
        </Form>
        {confirmation("download")}
        <p>
          <Link href="/privacy">{copy.privacyLink}</Link>
        </p>
      </Section>

      <Section title={copy.deleteTitle}>
        <p>{copy.deleteHelp}</p>
        <ul>
          {copy.deleteKeeps.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <Form
          className="account-form"
          onSubmit={submit((data) => send({ type: "account.delete", email: text(data, "email") }))}
          errors={summaryOf("delete")}
          validationErrors={validationOf("delete")}
        >
          <TextField
            id={FIELD_IDS.email}
            name={FIELD_NAMES.email}
            type="email"
            label={copy.deleteEmail}
            description={member.email}
            autoComplete="off"
            isRequired
            missingMessage={accountCopy.missing.deleteEmail}
            onChange={edited("email")}
          />
          <BusyButton busy={busyIn("deleting")} busyLabel={copy.deleteBusy}>
            {copy.deleteSubmit}
          </BusyButton>
        </Form>
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `account-section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section className="account-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
