import { pageExportOf, routeKeys, routes } from "../shared/config/paths";
import { pageLoader } from "./route-pages";
import { memberPageModules, loadStaffArea } from "./member-route-pages";

// Members' own pages load through a chunk of their own (member-route-pages.ts), so the entry
// chunk's startup check (a route naming a missing module throws) does not reach them: this does.
describe("members' own pages", () => {
  const memberKeys = routeKeys.filter((key) => routes[key].kind === "member");

  it("are the route table's member routes, each listed once, and each loads its page", async () => {
    expect(memberKeys.length).toBeGreaterThan(0);
    expect(Object.keys(memberPageModules).sort()).toEqual(memberKeys.map((key) => `../features/${routes[key].page}.tsx`).sort());
    for (const key of memberKeys) {
      const page = await pageLoader(key)();
      expect(typeof page[pageExportOf(key)], key).toBe("function");
    }
  }, 30_000);

  it("the staff console loads through the same chunk", async () => {
    expect(typeof (await loadStaffArea()).StaffArea).toBe("function");
  }, 30_000);
});
