import { loadedTitle, staffErrorTitle, staffTitle } from "./staff-title";

describe("staff page titles", () => {
  it("name the page, then the console and the site; a state comes first", () => {
    expect(staffTitle("Price list")).toBe("Price list | Staff console | Sonali Jute Group");
    expect(staffTitle("Members", "3 found for “ali”")).toBe("3 found for “ali”: Members | Staff console | Sonali Jute Group");
  });

  it("begin an error state with “Error:”", () => {
    expect(staffErrorTitle("Price list", "the file has 2 problems")).toBe("Error: the file has 2 problems: Price list | Staff console | Sonali Jute Group");
  });

  it("follow a page's data: loading, not loaded, shown", () => {
    expect(loadedTitle("Audit log", { kind: "loading" })).toBe("Loading: Audit log | Staff console | Sonali Jute Group");
    expect(loadedTitle("Audit log", { kind: "error", msg: "Something went wrong" })).toBe("Error: could not load: Audit log | Staff console | Sonali Jute Group");
    expect(loadedTitle("Audit log", { kind: "ok", data: [] }, "No change yet")).toBe("No change yet: Audit log | Staff console | Sonali Jute Group");
    expect(loadedTitle("Audit log", { kind: "ok", data: [] })).toBe("Audit log | Staff console | Sonali Jute Group");
  });
});
