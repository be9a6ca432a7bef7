/** Rows as the server sends them, for the flows' tests. */
import type { CostResult, SubCategory } from "@jute/api/contract";

export const yarnRow: CostResult = {
  price_id: "1",
  category_id: "1",
  sub_category_id: "1",
  child_category_id: "",
  product_size_id: "",
  truck_fare_id: "1",
  company_id: "2",
  company: "OJML",
  name: "CRX 8 lb 1 ply MOT",
  category: "Jute Yarn",
  sub_category: "CRX",
  size: "",
  unit: "MT",
  currency: "USD",
  cost: 1450.5,
  effective_from: "2025-01-01",
  img: "/media/products/yarn.webp",
  items: [{ cost_count: "8", ply: "1", oil: "MOT", location: "Chattogram Port" }],
};

export const bagRow: CostResult = {
  price_id: "40",
  category_id: "3",
  sub_category_id: "14",
  child_category_id: "2",
  product_size_id: "5",
  truck_fare_id: "2",
  company_id: "1",
  company: "SJSML",
  name: "Hessian Bag 40 x 28 in",
  category: "Jute Bags",
  sub_category: "Hessian Bag",
  size: "40 x 28",
  unit: "piece",
  currency: "USD",
  cost: 0.48,
  effective_from: "2025-01-01",
  img: "/media/products/hessian-bag.webp",
  items: [{ cost_count: "", ply: "", oil: "", location: "Mongla Port" }],
};

export const wineBag: SubCategory = {
  category_id: "6",
  category_name: "Diversified Products",
  sub_category_id: "30",
  sub_category_name: "Jute Wine Bag",
  child_category_id: "",
  child_category_name: "",
  img: "",
  unit: "piece",
  description: "A one-bottle gift bag of natural jute.",
  specification: [{ label: "Size", value: "35 x 16 cm" }],
};
