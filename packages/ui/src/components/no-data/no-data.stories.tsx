import type { Meta, StoryObj } from "@storybook/react-vite";
import { placeholderImage } from "../../story-utils/placeholder-image";
import { NoData } from "./no-data";

const meta = { title: "Components/NoData", component: NoData } satisfies Meta<typeof NoData>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const CustomMessage: Story = { args: { children: "No products in this category yet" } };
export const CustomPicture: Story = { args: { imageSrc: placeholderImage("#e6d5b8", 160, 120) } };
