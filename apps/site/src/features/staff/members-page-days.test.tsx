/**
 * The staff's Members page shows the day a member registered as the mill's day (issue 33): a
 * member who registered at 00:30 in Dhaka (18:30 UTC the day before) is "registered" on the
 * 26th, not on the UTC day their time starts with; at 23:30 on that day, the same day.
 */
import { screen, within } from "@testing-library/react";
import { Route } from "wouter";
import { expect, it, vi } from "vitest";
import { renderFlow } from "../../shared/flows/testing/render-flow";
import { MembersPage } from "./members-page";

const member = (id: string, createdAt: string) => ({ id, name: `Member ${id}`, email: `m${id}@example.com`, role: "member" as const, created_at: createdAt, disabled: false, time_zone: "Asia/Dhaka" });
const getMembers = vi.fn(() =>
  Promise.resolve({ kind: "ok", data: [member("1", "2026-11-25T18:30:00.000Z"), member("2", "2026-11-26T17:30:00.000Z")], msg: "Members" }),
);
vi.mock("./staff-api", () => ({ staffClient: () => Promise.resolve({ getMembers }), endedOn401: <T,>(result: T) => result }));

it("lists members registered at 00:30 and at 23:30 in Dhaka on the mill's day", async () => {
  renderFlow(
    <Route path="/staff" nest>
      <MembersPage />
    </Route>,
    { path: "/staff/members" },
  );
  const table = await screen.findByRole("table");
  for (const email of ["m1@example.com", "m2@example.com"]) {
    const row = within(table).getByText(email).closest("tr") as HTMLElement;
    expect(within(row).getByText("2026-11-26")).toBeInTheDocument();
  }
  expect(within(table).queryByText("2026-11-25")).toBeNull();
});
