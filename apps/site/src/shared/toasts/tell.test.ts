import { announce } from "./announcer";
import { notify } from "./notify";
import { OUTCOMES, tell, type Outcome } from "./tell";

vi.mock("./notify", () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn(), dismissAll: vi.fn() } }));
vi.mock("./announcer", () => ({ announce: vi.fn() }));

const outcomes = Object.keys(OUTCOMES) as Outcome[];

describe("tell: one place decides page, announcer or toast (issue 26)", () => {
  beforeEach(() => vi.clearAllMocks());

  it("shows no toast and says nothing more where the page shows and announces the outcome", () => {
    const onPage = outcomes.filter((outcome) => OUTCOMES[outcome].channel === "page");
    expect(onPage).toEqual(["lookup.empty", "lookup.failed", "product.failed", "login.refused", "registration.refused", "priceList.applied", "priceList.failed"]);
    for (const outcome of onPage) expect(tell(outcome, "No data found")).toBe("page");
    expect(notify.error).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
    expect(announce).not.toHaveBeenCalled();
  });

  it("says a login back on a costing page through the polite announcer, without a toast", () => {
    expect(tell("login.returned", "Login successful")).toBe("announcer");
    expect(announce).toHaveBeenCalledWith("Login successful");
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("keeps a polite toast only where the page says nothing: login at home, logout, a new account", () => {
    expect(tell("login.done", "Login successful")).toBe("toast");
    expect(tell("logout.done", "You are logged out")).toBe("toast");
    expect(tell("registration.done", "Registration successful")).toBe("toast");
    expect(vi.mocked(notify.success).mock.calls).toEqual([["Login successful"], ["You are logged out"], ["Registration successful"]]);
    expect(notify.error).not.toHaveBeenCalled();
    expect(announce).not.toHaveBeenCalled();
  });

  it("gives every outcome a reason", () => {
    for (const outcome of outcomes) expect(OUTCOMES[outcome].why.length, outcome).toBeGreaterThan(20);
  });
});
