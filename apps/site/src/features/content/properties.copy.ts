/** The three properties of jute, shared by the home page and /properties-Of-jute. */
import { propertyCards } from "../../shared/content/media";
import type { Card } from "../../shared/content/types";

export const propertiesOfJute: Card[] = [
  {
    id: "biodegradable",
    title: "Biodegradable",
    description:
      "Jute is a plant fibre made of cellulose and lignin. Left in soil, a jute bag breaks down within months to a few years and leaves nothing harmful behind, only organic matter that feeds the ground.",
    image: propertyCards.biodegradable,
  },
  {
    id: "eco-friendly",
    title: "Eco-friendly",
    description:
      "A jute crop grows in about four months, mostly on rain, with little fertiliser or pesticide. While it grows it takes up carbon dioxide, and its leaves and roots enrich the field for the next crop.",
    image: propertyCards.ecoFriendly,
  },
  {
    id: "vegan",
    title: "Vegan",
    description:
      "Jute comes from the stem of a plant, not from any animal. No animal product is used to grow, ret, spin or weave it, which makes jute goods a natural choice for vegan and plant-based brands.",
    image: propertyCards.vegan,
  },
];
