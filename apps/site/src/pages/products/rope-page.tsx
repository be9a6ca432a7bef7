import { rope } from "../../content/products";
import { ProductPageView } from "./product-page-view";

export function RopePage() {
  return <ProductPageView page={rope} />;
}
