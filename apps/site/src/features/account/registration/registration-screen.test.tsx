import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answers, never, renderFlow } from "../../../shared/flows/testing/render-flow";
import { registrationMachine } from "./registration.machine";
import type { ReturnTo } from "../../../shared/session/session.machine";
import { readReturnTo, readSignedUpEmail } from "../account-state";
import { RegistrationScreen } from "./registration-screen";

type Reply = Parameters<typeof answers>[0];

function setup(reply: Reply | "pending", returnTo: ReturnTo | null = null) {
  const sent: unknown[] = [];
  const register = reply === "pending" ? never() : answers((input: unknown) => (sent.push(input), reply));
  const machine = registrationMachine.provide({ actors: { register: register as never } });
  renderFlow(<RegistrationScreen machine={machine} returnTo={returnTo} />, { path: "/register" });
  return { sent, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, confirm = "golden-fibre-1982") {
  await user.type(screen.getByRole("textbox", { name: /Full Name/ }), "Karim Uddin");
  await user.type(screen.getByRole("textbox", { name: /Email Address/ }), "karim@example.com");
  await user.type(screen.getByLabelText(/^Enter Password/), "golden-fibre-1982");
  await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
  await user.click(screen.getByRole("button", { name: "Sign Up" }));
}

describe("the registration screen", () => {
  it("sends name, email and password, with no read-only phone box in the Tab order (issue 33)", async () => {
    const { sent, user } = setup({ kind: "ok", data: null, msg: "Registration successful" });
    expect(screen.queryByRole("textbox", { name: /Phone/ })).toBeNull();
    expect(screen.queryByDisplayValue("+880")).toBeNull();
    await user.click(screen.getByRole("textbox", { name: /Email Address/ }));
    await user.tab();
    expect(screen.getByLabelText(/^Enter Password/)).toHaveFocus();
    await fill(user);
    await waitFor(() => expect(sent).toEqual([{ name: "Karim Uddin", email: "karim@example.com", password: "golden-fibre-1982" }]));
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
  });

  it("hands /login the address just signed up with and the way back to the price it came from", async () => {
    const returnTo = { path: "/bag-costing-product", state: { filters: { company: "1" } } };
    const { user } = setup({ kind: "ok", data: null, msg: "Registration successful" }, returnTo);
    await fill(user);
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
    expect(readSignedUpEmail(window.history.state)).toBe("karim@example.com");
    expect(readReturnTo(window.history.state)).toEqual(returnTo);
  });

  it('says "The passwords do not match" on Confirm Password and sends nothing', async () => {
    const { sent, user } = setup({ kind: "ok", data: null, msg: "" });
    await fill(user, "golden-fibre-1968");
    const confirm = screen.getByLabelText(/^Confirm Password/);
    await waitFor(() => expect(confirm).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getAllByText("The passwords do not match").length).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });

  it('reads "Submitting…" while busy', async () => {
    const { user } = setup("pending");
    await fill(user);
    expect(await screen.findByRole("button", { name: /Submitting…/ })).toBeInTheDocument();
  });

  it("puts a taken email on Email Address", async () => {
    const msg = "An account with this email already exists: log in, or register with another email";
    const { user } = setup({ kind: "refused", msg, field: "email", code: "conflict", status: 409 });
    await fill(user);
    const email = screen.getByRole("textbox", { name: /Email Address/ });
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveAccessibleDescription(expect.stringContaining("already exists"));
  });

  it("puts a weak password on Enter Password", async () => {
    const { user } = setup({ kind: "refused", msg: "This password is too easy to guess: choose another", field: "password", code: "invalid_input", status: 400 });
    await fill(user);
    const password = screen.getByLabelText(/^Enter Password/);
    await waitFor(() => expect(password).toHaveAttribute("aria-invalid", "true"));
    expect(within(password.closest(".jute-field") as HTMLElement).getByText(/too easy to guess/)).toBeInTheDocument();
  });

  it("says a name too long and a password too short at once, in the server's words, and sends nothing", async () => {
    const { sent, user } = setup({ kind: "ok", data: null, msg: "Registration successful" });
    const name = screen.getByRole("textbox", { name: /Full Name/ });
    await user.click(name);
    await user.paste("K".repeat(101));
    await user.type(screen.getByRole("textbox", { name: /Email Address/ }), "karim@example.com");
    await user.type(screen.getByLabelText(/^Enter Password/), "jute-1");
    await user.type(screen.getByLabelText(/^Confirm Password/), "jute-1");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    expect(name).toHaveAccessibleDescription(expect.stringContaining("Your name can be at most 100 characters"));
    const password = screen.getByLabelText(/^Enter Password/);
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAccessibleDescription(expect.stringContaining("The password must be at least 8 characters"));
    // The form's summary lists both and takes focus, as for a refusal.
    const summary = screen.getByRole("alert");
    expect(within(summary).getByText("Your name can be at most 100 characters")).toBeInTheDocument();
    expect(within(summary).getByText("The password must be at least 8 characters")).toBeInTheDocument();
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(sent).toEqual([]);
  });
});
