import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider } from "../link/router-provider";
import { Tile, TileGrid } from "./tile";

describe("Tile and TileGrid", () => {
  it("is a list of links named by their text, each navigating with its state", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <TileGrid aria-label="Products">
          <Tile href="/rope" name="Rope" imageSrc="/rope.webp" routerOptions={{ state: { category_id: 2 } }} />
          <Tile href="/soil-saver" name="Soil Saver" imageSrc="/soil.webp" />
        </TileGrid>
      </RouterProvider>,
    );
    const list = screen.getByRole("list", { name: "Products" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    const links = within(list).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(["Rope", "Soil Saver"]);
    await user.tab();
    expect(screen.getByRole("link", { name: "Rope" })).toHaveFocus();
    await user.tab();
    await user.keyboard("{Enter}");
    expect(navigate).toHaveBeenCalledWith("/soil-saver", undefined);
    await user.click(screen.getByRole("link", { name: "Rope" }));
    expect(navigate).toHaveBeenLastCalledWith("/rope", { state: { category_id: 2 } });
  });
});
