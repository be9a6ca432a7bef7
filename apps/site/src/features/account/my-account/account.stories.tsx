import type { Member, MyData } from "@jute/api/contract";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { BUSY_SHOWN, expectCurrentState, expectPassingThrough } from "../../../shared/flows/storybook/flow-expect";
import { always, apiReplies, FlowPlayground, type OutcomeArgs } from "../../../shared/flows/storybook/flow-playground";
import { clickThrough, diagramStory, drivenStory, SLOW } from "../../../shared/flows/storybook/stories";
import { accountMachine } from "./account.machine";
import { AccountScreen } from "./account-screen";

const title = "Account page flow";
const member: Member = { id: "7", name: "Ayesha Rahman", email: "ayesha@example.com", company: "Rahman Trading", country: "Bangladesh" };
const renamed: Member = { ...member, name: "Ayesha Chowdhury" };
const myData: MyData = {
  exported_at: "2026-11-25T10:00:00Z",
  account: { name: member.name, email: member.email, company: "Rahman Trading", country: "Bangladesh", role: "member", created_at: "2026-01-05T08:00:00Z" },
  enquiries: [],
  quote_requests: [],
  offers: [],
  quote_list: [],
  messages: [],
  sessions: [{ created_at: "2026-11-25T09:00:00Z", expires_at: "2026-12-02T09:00:00Z", ended_at: null, current: true }],
};

export default { title: "Flows/Account", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  accountMachine,
  title,
  "Loads the member's account; rename, company, change password, download data, log out everywhere and delete, one at a time, each confirmed on the page; a 401 anywhere ends the session here too.",
);

/**
 * `loadAnswers`: the account's load follows the controls too (to see loading, failed, retry);
 * otherwise it loads at once and the controls answer the page's actions.
 */
const driven = ({ loadAnswers = false } = {}) =>
  function Driven(args: OutcomeArgs) {
    return (
      <FlowPlayground
        {...args}
        machine={accountMachine}
        title={title}
        replies={{
          loadAccount: loadAnswers ? apiReplies(member, member) : always({ kind: "ok", data: member, msg: "Account" }),
          rename: apiReplies(renamed, renamed, { found: "Your name is changed" }),
          setDetails: apiReplies(member, member, { found: "Your company is saved" }),
          changeEmail: apiReplies({ pending: true, email: "ayesha.new@example.com" }, { pending: true, email: "ayesha.new@example.com" }, { found: "We have sent a link to ayesha.new@example.com: your address changes when you open it." }),
          changePassword: apiReplies(null, null, { found: "Your password is changed; your other sessions have ended" }),
          logoutEverywhere: apiReplies(null, null, { found: "You are logged out everywhere" }),
          deleteAccount: apiReplies(null, null, { found: "Your account is deleted" }),
          exportMyData: apiReplies(myData, myData, { found: "Your data" }),
        }}
        // Neither the stored session nor a file download leaves the story.
        effects={["endSession", "saveFile"]}
        screen={(machine) => <AccountScreen machine={machine} />}
      />
    );
  };

const rename = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expectCurrentState(canvasElement, "ready");
  await userEvent.type(canvas.getByRole("textbox", { name: /^Full Name/ }), "Ayesha Chowdhury");
  await userEvent.click(canvas.getByRole("button", { name: "Save name" }));
  await expect(canvas.getByTestId("event-log")).toHaveTextContent("account.rename");
};

/** Drive it: the account loads; change the name (pick the server's answer in the controls). */
export const Drive = drivenStory(driven(), {}, async (canvasElement) => {
  await rename(canvasElement);
  await expectCurrentState(canvasElement, "ready");
  const canvas = within(canvasElement);
  await expect(await canvas.findByText("Your name is changed")).toBeVisible();
  await expect(canvas.getAllByText("Ayesha Chowdhury").length).toBeGreaterThan(0);
});

/** The server refuses the name: its words on the field, nothing else changes. */
export const DriveRefused = drivenStory(driven(), { outcome: "refused", message: "Your name can be at most 100 characters", field: "name" }, async (canvasElement) => {
  await rename(canvasElement);
  await expectCurrentState(canvasElement, "ready");
  await expect(await within(canvasElement).findAllByText("Your name can be at most 100 characters")).not.toHaveLength(0);
});

/** A new email address: the current password, then a link to the new address (the old one stays until it is opened). */
export const DriveEmail = drivenStory(driven(), {}, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expectCurrentState(canvasElement, "ready");
  await userEvent.type(canvas.getByRole("textbox", { name: /^New Email Address/ }), "ayesha.new@example.com");
  await userEvent.type(canvas.getByLabelText(/^Your Password/), "jute-and-tea-2025");
  await userEvent.click(canvas.getByRole("button", { name: "Change email" }));
  await expectCurrentState(canvasElement, "ready");
  await expect(await canvas.findByText(/We have sent a link to ayesha\.new@example\.com/)).toBeVisible();
  await expect(canvas.getAllByText("ayesha@example.com").length).toBeGreaterThan(0);
});

/** Delete: type the email to confirm; the account is gone and the session ends here. */
export const DriveDelete = drivenStory(driven(), {}, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expectCurrentState(canvasElement, "ready");
  await userEvent.type(canvas.getByRole("textbox", { name: /^Type your email to confirm/ }), "ayesha@example.com");
  await userEvent.click(canvas.getByRole("button", { name: "Delete my account" }));
  await expectCurrentState(canvasElement, "deleted");
  await expect(await canvas.findByRole("heading", { name: "Your account has been deleted" })).toBeVisible();
  await expect(canvas.getByTestId("event-log")).toHaveTextContent("(action endSession)");
});

/** The account cannot be loaded (network): the failure and Try again, which asks again. */
export const DriveFailure = drivenStory(driven({ loadAnswers: true }), { outcome: "network" }, async (canvasElement) => {
  await expectCurrentState(canvasElement, "failed");
  await expect(await within(canvasElement).findByText(/Your account could not be loaded/)).toBeVisible();
  await clickThrough(canvasElement, { before: "failed", button: "Try again", event: "account.retry", after: "failed" });
  await expect(within(canvasElement).getByTestId("event-log")).toHaveTextContent(/account\.retry → loading/);
});

/** A slow server: the account loads, then Saving… while the new name is sent. */
export const DriveSlow = drivenStory(driven({ loadAnswers: true }), SLOW, async (canvasElement) => {
  await expectPassingThrough(canvasElement, "loading");
  await rename(canvasElement);
  await expectPassingThrough(canvasElement, "renaming");
  // By its words (cheaper than by role on this large page while the answer is pending).
  await expect(await within(canvasElement).findAllByText("Saving…", {}, BUSY_SHOWN)).not.toHaveLength(0);
  await expectCurrentState(canvasElement, "ready");
  await expect(await within(canvasElement).findByText("Your name is changed")).toBeVisible();
});
