/**
 * Disabling a member asks first (issue 34): the question says they can no longer log in and
 * that their enquiries stay; Keep it disables nothing and gives focus back to the button; the
 * yes disables, and focus goes to the words that say so (the button becomes "Enable ...").
 */
import type { StaffMemberRow } from "@jute/api/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { renderFlow } from "../../shared/flows/testing/render-flow";
import { MembersPage } from "./members-page";

const member: StaffMemberRow = { id: "5", name: "Nasrin Akter", email: "nasrin@example.com", role: "member", created_at: "2026-11-01T10:00:00.000Z", disabled: false, time_zone: "Asia/Dhaka" };
const api = {
  getMembers: vi.fn().mockResolvedValue({ kind: "ok", data: [member], msg: "" }),
  disableMember: vi.fn().mockResolvedValue({ kind: "ok", data: { id: "5", disabled: true, sessions_ended: 2 }, msg: "" }),
};
vi.mock("./staff-api", () => ({ staffClient: () => Promise.resolve(api), endedOn401: <T,>(result: T) => result }));

it("asks before disabling a member; Keep it gives focus back, the yes disables and says so", async () => {
  renderFlow(<MembersPage />, { path: "/staff/members" });
  const user = userEvent.setup();
  const disable = await screen.findByRole("button", { name: "Disable nasrin@example.com" });
  await user.click(disable);
  const question = screen.getByRole("group", { name: "Disable nasrin@example.com? Nasrin Akter can no longer log in, and their sessions end now; their enquiries stay. The account can be enabled again." });
  expect(question).toContainElement(document.activeElement as HTMLElement);
  await user.click(within(question).getByRole("button", { name: "Keep it" }));
  expect(disable).toHaveFocus();
  expect(api.disableMember).not.toHaveBeenCalled();

  api.getMembers.mockResolvedValue({ kind: "ok", data: [{ ...member, disabled: true }], msg: "" });
  await user.click(disable);
  await user.click(screen.getByRole("button", { name: "Yes, disable nasrin@example.com" }));
  expect(api.disableMember).toHaveBeenCalledWith("5");
  const said = await screen.findByText("nasrin@example.com is disabled; 2 session(s) ended");
  await waitFor(() => expect(said).toHaveFocus());
  expect(await screen.findByRole("button", { name: "Enable nasrin@example.com" })).toBeVisible();
});
