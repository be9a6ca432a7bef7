import type { Meta, StoryObj } from "@storybook/react-vite";
import { JUTE_COLORS, placeholderImage } from "../../story-utils/placeholder-image";
import { Tile, TileGrid } from "./tile";

const products = [
  ["Jute Sacking Bag", "/jute-sacking-bag"],
  ["Jute Hessian Bag", "/jute-hessian-bag"],
  ["Jute Hessian Cloth", "/jute-hessian-cloth"],
  ["Jute Carpet Backing Cloth", "/jute-carpet-backing-cloth"],
  ["Yarn", "/yarn-crt-crx-cb-hessian-sacking"],
  ["Soil Saver", "/soil-saver"],
  ["Rope", "/rope"],
] as const;

const meta = {
  title: "Components/Tile",
  component: Tile,
  args: { name: "Rope", href: "/rope", imageSrc: placeholderImage("#a67c52") },
} satisfies Meta<typeof Tile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
export const ProductGrid: Story = {
  render: () => (
    <TileGrid aria-label="Products">
      {products.map(([name, href], i) => (
        <Tile key={href} name={name} href={href} imageSrc={placeholderImage(JUTE_COLORS[i] ?? "#c9a66b")} />
      ))}
    </TileGrid>
  ),
};
export const EmptyGrid: Story = { render: () => <TileGrid aria-label="Products">{[]}</TileGrid> };
