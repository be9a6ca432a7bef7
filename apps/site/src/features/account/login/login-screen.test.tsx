import type { ApiResult, LoginData } from "@jute/api/client";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answers, never, renderFlow } from "../../../shared/flows/testing/render-flow";
import { loginMachine } from "./login.machine";
import { readReturnTo } from "../account-state";
import { LoginScreen } from "./login-screen";

const member = { id: "7", name: "Ayesha Rahman", email: "ayesha@example.com" };

const reply = (result: ApiResult<LoginData>) => answers(result);

const machineWith = (logIn: unknown, started: unknown[] = [], stored = false, more: { confirmAddress?: unknown; sendLink?: unknown } = {}) =>
  loginMachine.provide({
    actors: {
      logIn: logIn as never,
      checkSession: answers(stored) as never,
      confirmAddress: (more.confirmAddress ?? never()) as never,
      sendLink: (more.sendLink ?? never()) as never,
    },
    actions: { startSession: (_, params) => void started.push(params), goHome: () => window.history.pushState(null, "", "/") },
  });

describe("the login screen", () => {
  it('reads "Logging in…" while the call runs', async () => {
    const user = userEvent.setup();
    renderFlow(<LoginScreen returnTo={null} machine={machineWith(never())} />, { path: "/login" });
    await user.type(screen.getByRole("textbox", { name: /Email Address/ }), "ayesha@example.com");
    await user.type(screen.getByLabelText(/^Password/), "jute-and-tea-2025");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("button", { name: /Logging in…/ })).toBeInTheDocument();
  });

  it("hands the member and the way back to the session on success", async () => {
    const user = userEvent.setup();
    const started: unknown[] = [];
    const returnTo = { path: "/rope-costing-product", state: { filters: { company: "2" } } };
    renderFlow(<LoginScreen returnTo={returnTo} machine={machineWith(reply({ kind: "ok", data: { user: member, token: "tok" }, msg: "Login successful" }), started)} />);
    await user.type(screen.getByRole("textbox", { name: /Email Address/ }), "ayesha@example.com");
    await user.type(screen.getByLabelText(/^Password/), "jute-and-tea-2025{Enter}");
    await waitFor(() => expect(started).toEqual([{ user: member, token: "tok", msg: "Login successful", returnTo }]));
  });

  it("shows the server's words in the form's summary when it refuses, and no toast repeats them (issue 26)", async () => {
    const user = userEvent.setup();
    renderFlow(<LoginScreen returnTo={null} machine={machineWith(reply({ kind: "refused", msg: "The email or password is incorrect", code: "unauthenticated", status: 401 }))} />);
    await user.type(screen.getByRole("textbox", { name: /Email Address/ }), "ayesha@example.com");
    await user.type(screen.getByLabelText(/^Password/), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("The email or password is incorrect")).toBeVisible();
    // Said once, by the form; the toast region (loaded at the first gesture) stays empty.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText("The email or password is incorrect")).toHaveLength(1);
    expect(document.querySelectorAll(".Toastify__toast")).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Login" })).toBeInTheDocument();
  });

  it("fills in the address a member has just signed up with, and Sign up keeps the way back to the price", async () => {
    const user = userEvent.setup();
    const started: unknown[] = [];
    const returnTo = { path: "/rope-costing-product", state: { filters: { company: "2" } } };
    renderFlow(<LoginScreen returnTo={returnTo} email="new.buyer@example.com" machine={machineWith(reply({ kind: "ok", data: { user: member, token: "tok" }, msg: "Login successful" }), started)} />, { path: "/login" });
    expect(screen.getByRole("textbox", { name: /Email Address/ })).toHaveValue("new.buyer@example.com");
    // Only the password is left to type.
    await user.type(screen.getByLabelText(/^Password/), "jute-and-tea-2025{Enter}");
    await waitFor(() => expect(started).toEqual([{ user: member, token: "tok", msg: "Login successful", returnTo }]));

    await user.click(screen.getByRole("link", { name: "Sign up" }));
    await waitFor(() => expect(window.location.pathname).toBe("/register"));
    expect(readReturnTo(window.history.state)).toEqual(returnTo);
  });

  it("a login refused until the address is confirmed names the address and offers to send the link again", async () => {
    const user = userEvent.setup();
    const refused = "Your email address is not confirmed yet: open the link we sent to new.buyer@example.com to log in. No mail? Send the link again.";
    const again = "If new.buyer@example.com is an account's address waiting for confirmation, we have sent it a new link. Open it to log in.";
    renderFlow(
      <LoginScreen
        returnTo={null}
        machine={machineWith(reply({ kind: "refused", msg: refused, code: "unconfirmed", field: "email", status: 403 }), [], false, { sendLink: answers({ kind: "ok", data: null, msg: again }) })}
      />,
      { path: "/login" },
    );
    await user.type(screen.getByRole("textbox", { name: /Email Address/ }), "new.buyer@example.com");
    await user.type(screen.getByLabelText(/^Password/), "jute-and-tea-2025");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText(refused)).toBeVisible();
    // The form's summary takes focus with the refusal; the member tabs back to the button and presses it.
    await waitFor(() => expect(screen.getByRole("alert").parentElement).toHaveFocus());
    screen.getByRole("button", { name: "Send the link again" }).focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText(again)).toBeVisible();
  });

  it("right after a sign-up says where the link went; opened from the mail's link it logs the member in and goes back to the price", async () => {
    const sent = renderFlow(<LoginScreen returnTo={null} sentTo="new.buyer@example.com" machine={machineWith(never())} />, { path: "/login" });
    expect(await screen.findByText(/we have sent a link to new\.buyer@example\.com/)).toBeVisible();
    expect(screen.getByRole("button", { name: "Send the link again" })).toBeInTheDocument();
    sent.unmount();

    const started: unknown[] = [];
    const returnTo = { path: "/rope-costing-product" };
    const confirmed = { kind: "ok", data: { user: member, token: "tok" }, msg: "Your email address is confirmed: you are logged in" } as const;
    renderFlow(<LoginScreen returnTo={returnTo} confirmToken="link-token" machine={machineWith(never(), started, true, { confirmAddress: answers(confirmed) })} />, { path: "/login" });
    await waitFor(() => expect(started).toEqual([{ user: member, token: "tok", msg: confirmed.msg, returnTo }]));
  });

  it("sends a visitor with a stored token home", async () => {
    renderFlow(<LoginScreen returnTo={null} machine={machineWith(never(), [], true)} />, { path: "/login" });
    await waitFor(() => expect(window.location.pathname).toBe("/"));
  });

  it("only accepts a way back inside the site", () => {
    expect(readReturnTo({ returnTo: { path: "/bag-costing-product", state: { a: 1 } } })).toEqual({ path: "/bag-costing-product", state: { a: 1 } });
    expect(readReturnTo({ returnTo: { path: "//evil.example" } })).toBeNull();
    expect(readReturnTo({ returnTo: { path: "https://evil.example" } })).toBeNull();
    expect(readReturnTo(null)).toBeNull();
  });
});
